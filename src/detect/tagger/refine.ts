// Rules over the tagger's spans, for classes of error a window of five words cannot see and a lexicon
// answers (each measured on cross-validation folds of the UNER dev split, README issue 13):
// - a name after a storm word is the storm's ("Hurricane Katrina"), not a person's;
// - a "person" that is a group word — a belief ("Sunni", "Shiite") or a nationality adjective formed
//   from a country's name ("Iraqi", "Lebanese", "Palestinians") — is no one's name;
// - a "person" whose whole text is a country or region, or a city that is no known name, is that place
//   ("Argentina is ...") — cities do not count, many are surnames too ("Bush");
// - a place right before or after an organisation, one space between, is part of the organisation's name ("London
//   School of Economics", "Imperial College London"): one organisation (placeOpensOrganisation); so is a place after an institution noun and "of", or
//   before capitalised words ending in one ("University of Glasgow", "LEEDS CITY COUNCIL": placesInInstitutions);
// - a place right after a capitalised word no span holds closes the name of a body or a venue the tagger left unread
//   ("UPS Kenya", "Tech Hub Nairobi"; after "at" a venue, a place: placeClosesName);
// - a place glued into a username or handle by "_" or "@" ("nairobi_nerd") is none (handlePlaces);
// - a "person" right after an employer cue ("employed by Greggs") that opens with no given name is the employer (employers);
// - a "place" of two or three words opening with a given name and unknown to the gazetteer is a person
//   ("Yasser Arafat");
// - a "place" in lower case made only of English words ("for us") is no place, nor one capitalised English
//   adjective no gazetteer lists ("Western papers", adjectivePlace);
// - a country or region the tagger left unmarked, and a run of capitalised words ending in a facility
//   head ("Orchestra Hall", "Gaza Strip"), are places, also where the tagger read exactly that run as an
//   organisation with no institution noun in it;
// - a country, region or large city written all in lower case in web text ("from brittany france",
//   "migratory birds in punjab") is a place when the word is no English word;
// - a US, Canadian or Australian region code right after a place and a comma ("Lawrence, KS") or after
//   "state of" is a place;
// - an e-mail display name (`"Julie" <julie@…>`, `"McGilloway, Vangie" <…>`) is one person when the
//   tagger or the name lexicon sees a person in it;
// - a document's title in a heading ("Statement of Account", "Certificate of Incorporation") is no entity;
// - a name and its possessive standing alone ("at Kenneally's at eight") is a shop or a restaurant;
// - the members of one list are of one kind ("Mosul, Baiji and Tuz"): an unread one-word member takes the
//   kind of the list, a one-word member of another kind its lexicon lacks the kind of two or more others;
// - a Nguni (isiZulu, isiXhosa) place written with its locative prefix glued ("eThekwini", "waseSoweto",
//   "aseKwaZulu-Natal") is a place, prefix included (locativePlaces);
// - a word the text writes in lower case is a word: a lower-case "place" with tone marks its name lacks
//   ("owó"), and a one-word name at a sentence's start written in lower case elsewhere (lowerCaseWords);
// - in a text written in another language a person needs a name the lexicons know or a title (foreignCapitals);
//   a one-word person general English lists as a common noun only is none (commonNounPersons);
// - a street named after a person ("Tom Mboya Street", "Rue Jean Jaurès") is a place (streetsNamedAfterPersons);
// - a town and its region or country with no comma between ("miramar florida") are two places (townAndRegion);
// - a person right after a locative preposition and its article in a text of that language ("am …see", "in het …
//   Bos", "à la Librairie …") is a place (articlePlaces), and so is a person span ending in a facility head no
//   person's name ends in ("… Centre", "… Lodge"; personReadFacilities).
// Planets, organisations read as persons and speakers the tagger missed: refinePersons.ts; the other
// mentions of a name in the same text, last (a surname written again with a Nguni prefix too): mentions.ts.
// Word lists: refine.json (validated at load).
import Type from 'typebox';
import { dataFileError, loadDataFile } from '../../core/dataFile.js';
import { ORGANISATION_WORDS } from '../../extract/organisationWords.js';
import { dateStartsAt, isMonthName } from '../../extract/shapes.js';
import { foldKey, isBrandName, isCalendarWord, isEnglishWord, isFamilyName, isGivenName, isNameTitle, isPlaceNamePrefix, lookupPlace, nameTokenStrength, writtenInAnotherLanguage } from '../../lexicon/index.js';
import { ADDRESS_TOKENS, EU_PREFIX_COUNTRY, isStreetWord } from '../../places/addressTokens.js';
import { daysBeforeColons, isShortDateAt } from '../lexical/calendarShort.js';
import { prepositionHeadEnd } from '../lexical/nameContext.js';
import { isNameParticle, NOUN_CLASS_PREFIX_HYPHENATED } from '../lexical/nameTokens.js';
import { CONTEXT_PLACE_PREPOSITIONS, CONTEXT_PLACE_WEAK_PREPOSITIONS, GAZETTEER_PLACE_PREPOSITIONS, LOWER_CASE_PLACE_CUES, PERSON_TO_PLACE_PREPOSITIONS } from '../lexical/placeCueWords.js';
import { specialCategoryData } from '../special/lexicon.js';
import { addresseeGroups } from './addresseeGroups.js';
import { type CapitalSurnameMarks, capitalSurnameItems } from './capitalSurnameItems.js';
import { type EstateHeads, residentialEstates } from './estateNames.js';
import { headFirstVenues, type VenueHeads } from './headFirstVenues.js';
import { addressLinePlaces, citationParties, headingWords, type JudgmentWords, judicialSpans, namesAfterOffices, particleNames, placesAfterNameParticles } from './judgments.js';
import { prefixedMentions, sameTextMentions } from './mentions.js';
import { numberedLineLabels } from './numberedLineLabels.js';
import { type ArticleLanguage, addAliases, addChatSpeakers, addSignatures, addSpeakers, addTitledSpeakers, ampersandPairs, articleSurnames, automatedSenders, citedAuthors, commaSurnameGiven, conjoinedPersons, contactNames, correctPersonKinds, definiteNames, financialServices, firstPersonPairs, foundersFirms, greetedNames, honorificsOutside, initialsPersons, introducedLowerCaseNames, introducedNames, joinQuotedSurnameGiven, kinNamedPlaces, LOWER_START, loneArticles, lowerCaseNames, lowerCaseOpeners, organisationWords, otherLanguageOpeners, otherLanguageWordPersons, type PersonWords, patronymicNames, petNames, productsNamedLikePeople, sentenceOpeners, signedInitials, splitCommaGivenNames, surnameFirstPersons, titledNames, wordGivenNames, wordNamesAfterJoiner, wordNamesAsWords, wordNamesInSlots } from './refinePersons.js';
import { coveredTokens, overlapping, type RefinedSpan, replaced, spanWords, tokenRange } from './spanIndex.js';
import { surnameFirstItems, surnameInitials } from './surnameFirstItems.js';
import { CAPITALISED_WORD, capitalisedRunEnd, cueAt, cueEndingBefore, cueEndsBefore, cueWord, oneSpaceBefore, type Tokens } from './tokens.js';
import { inVesselName, type VesselPatterns, vesselPatterns } from './vesselNames.js';
import { wordClass } from './wordClasses.js';
import { type WrappedNameMarks, wrappedNames } from './wrappedNames.js';

export type { RefinedSpan } from './spanIndex.js';

const Words = Type.Array(Type.String({ minLength: 1 }), { minItems: 1 });
const REFINE_SCHEMA = Type.Object(
  {
    description: Type.String({ minLength: 20 }),
    storm_words: Words,
    region_codes: Type.Record(Type.String({ pattern: '^[A-Z]{2}$' }), Type.Array(Type.String({ pattern: '^[A-Z]{2,3}$' }), { minItems: 1 })),
    lower_case_city_population: Type.Integer({ minimum: 1 }),
    celestial_bodies: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    speech_verbs: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    speech_cues_other_languages: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
    group_words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    facility_heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    person_read_facility_heads: Type.Object(
      { notes: Type.String({ minLength: 20 }), heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    facility_kind_words: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Record(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 })),
      },
      { additionalProperties: false },
    ),
    document_title_heads: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    shop_possessive_followers: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    possessive_owner_before: Type.Array(Type.String({ pattern: "^[\\p{Ll}'’]+$" }), { minItems: 1 }),
    seats_of_government: Type.Object(
      { notes: Type.String({ minLength: 20 }), names: Type.Array(Type.String({ pattern: '^\\p{Lu}[\\p{L}\\p{M}]*(?: \\p{Lu}[\\p{L}\\p{M}]*)+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    possessive_business_heads: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        continuations_notes: Type.String({ minLength: 20 }),
        continuations: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        greetings: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    head_first_venues: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        always: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        in_other_languages: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    capital_surname_items: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        joiners: Type.Array(Type.String({ minLength: 1, maxLength: 2, pattern: '^[^\\p{L}\\p{N}\\s]+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    post_titles: Type.Object(
      { notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Lu}[\\p{L}-]+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    wrapped_names: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        clause_ends: Type.Array(Type.String({ minLength: 1, maxLength: 1, pattern: '^[^\\p{L}\\p{N}\\s]$' }), { minItems: 1 }),
        world_city_population: Type.Integer({ minimum: 1 }),
      },
      { additionalProperties: false },
    ),
    residential_estates: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        not_before: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    vessel_cues: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        prefixes: Type.Array(Type.String({ pattern: '^\\p{Lu}+(?:/\\p{Lu}+)?$' }), { minItems: 1 }),
        labels: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    place_openers: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    place_cues_other_languages: Type.Array(Type.String({ pattern: "^[\\p{Ll}\\p{M}'’]+(?: [\\p{Ll}\\p{M}]+){0,2}$" }), { minItems: 1 }),
    name_cues_other_languages: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+(?: [\\p{Ll}\\p{M}]+){0,3}$' }), { minItems: 1 }),
    name_titles_other_languages: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
    alias_cues: Type.Array(Type.String({ pattern: '^[\\p{Ll}.]+(?: [\\p{Ll}.]+)*$' }), { minItems: 1 }),
    employer_cues: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+){0,2}$' }), { minItems: 1 }),
    kin_nouns: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    pet_nouns: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    word_name_followers: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+)?$' }), { minItems: 1 }),
    field_labels: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        phrases: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+(?: [\\p{Ll}\\p{M}]+)?$' }), { minItems: 1 }),
        place_phrases: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}-]+(?: [\\p{Ll}\\p{M}-]+){0,3}$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    contact_names: Type.Object(
      { notes: Type.String({ minLength: 20 }), cues: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+(?: [\\p{Ll}\\p{M}]+)?$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    pet_name_cues: Type.Array(Type.String({ pattern: "^\\p{Ll}+(?: [\\p{Ll}'’]+)?$" }), { minItems: 1 }),
    automated_senders: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
    speaker_roles: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
    mail_header_fields: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
    landmark_nouns: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+)?$' }), { minItems: 1 }),
    species_kinds: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        place_followers: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    crossword_clues: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        directions: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        links: Type.Array(Type.String({ minLength: 1, maxLength: 3 }), { minItems: 1 }),
        alternatives: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    contact_field_labels: Type.Object(
      { notes: Type.String({ minLength: 20 }), phrases: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M} ]+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    grade_ranks: Type.Object(
      { notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    devotional_words: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+){0,3}$' }), { minItems: 1 }),
    firm_professions: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    sports_clubs: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Array(Type.String({ pattern: '^[\\p{Lu}][\\p{L}.]*$' }), { minItems: 1 }),
        followers: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    spatial_prepositions: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        via_route_words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    locative_articles_other_languages: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        by_language: Type.Record(
          Type.String({ pattern: '^[a-z]{2,3}$' }),
          Type.Object(
            {
              forms: Type.Array(Type.String({ pattern: "^[\\p{Ll}\\p{M}]+(?: [\\p{Ll}\\p{M}'’]+){0,2}$" }), { minItems: 1 }),
              evidence: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 2 }),
            },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    site_nouns: Type.Object(
      { notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    room_heads: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        before: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    locative_place_cues: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        words: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
        person_followers: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    compound_streets: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        suffixes: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        common_nouns: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    compound_squares: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        suffixes: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        common_nouns: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    word_given_names: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        names: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    near_place_cues: Type.Object(
      { notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+){0,3}$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    time_names: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        names: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}'-]*$" }), { minItems: 1 }),
        heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    kin_lists: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        words: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?:-\\p{Ll}+)?$' }), { minItems: 1 }),
        joiners: Type.Array(Type.String({ pattern: '^(?:\\p{Ll}+|&)$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    place_of_nouns: Type.Object(
      { notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?:-\\p{Ll}+)?$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    context_places: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        places: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}.'’-]*(?: \\p{Lu}[\\p{L}\\p{M}.'’-]*){0,2}$" }), { minItems: 1 }),
        context_only: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}.'’-]*(?: \\p{Lu}[\\p{L}\\p{M}.'’-]*){0,2}$" }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    longer_name_links: Type.Object({ notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }) }, { additionalProperties: false }),
    products: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        determiners: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        joiners: Type.Array(Type.String({ pattern: '^(?:\\p{Ll}+|&)$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    product_colours: Type.Object({ notes: Type.String({ minLength: 20 }), words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }) }, { additionalProperties: false }),
    pet_notices: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        cues: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+){0,2}$' }), { minItems: 1 }),
        lost_words: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
        possessives_after_noun: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+)?$' }), { minItems: 1 }),
        field_labels: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    financial_services: Type.Object(
      { notes: Type.String({ minLength: 20 }), names: Type.Array(Type.String({ pattern: '^\\p{Lu}[\\p{L}\\p{N}-]+$' }), { minItems: 1 }) },
      { additionalProperties: false },
    ),
    sentence_openers_other_languages: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        by_language: Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 })),
        articles: Type.Record(
          Type.String({ pattern: '^[a-z]{2,3}$' }),
          Type.Object(
            { articles: Type.Array(Type.String({ pattern: '^\\p{Ll}{2,}$' }), { minItems: 1 }), after_subject: Type.Array(Type.String({ pattern: '^[\\p{Ll}\\p{M}]+$' }), { minItems: 1 }) },
            { additionalProperties: false },
          ),
        ),
      },
      { additionalProperties: false },
    ),
    lower_case_name_cues: Type.Object(
      // A cue word is a token as tokens.ts cuts it, so "it's" is written "it 's" (and "it ’s").
      { before: Type.Array(Type.String({ pattern: "^\\p{Ll}+(?: (?:\\p{Ll}+|['’]s)){0,2}$" }), { minItems: 1 }), after: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }), opening_after: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }), opening_not_names: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' })) },
      { additionalProperties: false },
    ),
    judgments: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        post_nominals: Type.Array(Type.String({ pattern: '^\\p{Lu}+$' }), { minItems: 1 }),
        party_roles: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        citation_joiners: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
        party_cues: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+)*$' }), { minItems: 1 }),
        non_person_parties: Type.Array(Type.String({ pattern: '^\\p{Lu}[\\p{L}-]*$' }), { minItems: 1 }),
        peer_titles: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        heading_words: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    scripture_books: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        books: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+(?: \\p{Ll}+ \\p{Lu}\\p{Ll}+)?$' }), { minItems: 1 }),
        abbreviations: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        numbered: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    locative_prefixes: Type.Object(
      {
        strong: Type.Array(Type.String({ pattern: '^[a-z]{2,}$' }), { minItems: 1 }),
        weak: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 }),
        weak_personal: Type.Array(Type.String({ pattern: '^[a-z]+$' })),
      },
      { additionalProperties: false },
    ),
    head_first_places: Type.Object(
      {
        notes: Type.String({ minLength: 20 }),
        heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
        connectives: Type.Array(Type.String({ pattern: '^\\p{Ll}+(?: \\p{Ll}+)?$' }), { minItems: 1 }),
      },
      { additionalProperties: false },
    ),
    inflected_places: Type.Record(
      Type.String({ pattern: '^[a-z]{2,3}$' }),
      Type.Object(
        {
          prepositions: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
          endings: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
          nominative: Type.Array(Type.String({ pattern: '^\\p{Ll}*$' }), { minItems: 1 }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);

/** One language of refine.json `inflected_places`: its place prepositions, case endings (longest first) and dictionary-form endings. */
interface InflectedPlaces {
  endings: readonly string[];
  nominative: readonly string[];
}

interface RefineData {
  storms: ReadonlySet<string>;
  codes: ReadonlySet<string>;
  cityPopulation: number;
  facilities: ReadonlySet<string>;
  /** refine.json `facility_kind_words`: by head, the words that with it make a common noun, no name ("Stock Market"). */
  facilityKinds: ReadonlyMap<string, ReadonlySet<string>>;
  /** refine.json `room_heads`: the heads, and the lower-case words before a room's name. */
  rooms: { heads: ReadonlySet<string>; before: ReadonlySet<string> };
  openers: ReadonlySet<string>;
  /** refine.json `residential_estates`: heads of a housing estate's name, and the words before a head that make it no estate's. */
  estates: EstateHeads;
  /** refine.json `capital_surname_items`: the marks that part two persons of one line written SURNAME Given. */
  capitalSurnames: CapitalSurnameMarks;
  /** refine.json `wrapped_names`: the marks that may close the clause after a wrapped name's family name. */
  wrappedNames: WrappedNameMarks;
  /** refine.json `post_titles`: posts, ranks and plural titles before a name, as written (titledNames). */
  postTitles: ReadonlySet<string>;
  /** refine.json `vessel_cues`, compiled. */
  vessels: VesselPatterns;
  /** refine.json `head_first_venues` (NFC). */
  venues: VenueHeads;
  /** refine.json `head_first_places`: the nouns (NFC, as written) and the connectives (each phrase as its words, grouped by its first word). */
  connectedPlaces: { heads: ReadonlySet<string>; connectives: ReadonlyMap<string, readonly (readonly string[])[]> };
  /**
   * The words that open a street's or venue's name before the person it is named after: src/places address-tokens.json
   * `eu_prefix_streets` and `named_place_openers` (lower case, NFC), each phrase as its words, grouped by their first
   * word and by their last word.
   */
  namedPlaceOpeners: { first: ReadonlyMap<string, readonly (readonly string[])[]>; last: ReadonlyMap<string, readonly (readonly string[])[]> };
  /** refine.json `place_cues_other_languages`, each phrase as its words, grouped by its first word (list order kept). */
  placeCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The phrases of `placeCues` that come from `near_place_cues` ("karibu na", "kusa da"): their object may be a person. */
  nearCues: ReadonlySet<readonly string[]>;
  /** The phrases of `placeCues` that come from `locative_place_cues` ("wɔ", "kuelekea"): a locative or a direction, not a kind of place. */
  locativeCues: ReadonlySet<readonly string[]>;
  /** refine.json `compound_streets`: the street endings kept (lower case, NFC) and the compound nouns that name no street. */
  compoundStreets: { suffixes: readonly string[]; nouns: ReadonlySet<string> };
  /** refine.json `compound_squares`: the same shape, endings read only inside a sentence (compoundSquares). */
  compoundSquares: { suffixes: readonly string[]; nouns: ReadonlySet<string> };
  /** refine.json `locative_place_cues.person_followers` (NFC): a word after a cued name that makes the name a possessor or a topic. */
  possessorFollowers: ReadonlySet<string>;
  persons: PersonWords;
  beliefs: ReadonlySet<string>;
  titles: ReadonlySet<string>;
  shopFollowers: ReadonlySet<string>;
  ownerBefore: ReadonlySet<string>;
  /** A lower-case Nguni locative prefix glued to a capitalised name: group 1 strong, group 2 weak. */
  locative: RegExp;
  /** refine.json `locative_prefixes.weak_personal`: weak prefixes that also mark persons ("oMandla"). */
  weakPersonal: ReadonlySet<string>;
  /** refine.json `employer_cues`, each phrase as its words, grouped by its last word. */
  employerCues: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** The same, glued or written with a hyphen ("e-Umlazi", "sase-Newcastle"). */
  locativeHyphenated: RegExp;
  judgments: JudgmentWords;
  /** refine.json `sports_clubs.heads` as written ("United", "FC") and lower-cased, and `followers` ("fans"). */
  clubHeads: ReadonlySet<string>;
  clubHeadsLower: ReadonlySet<string>;
  clubFollowers: ReadonlySet<string>;
  /** refine.json `inflected_places`: a place preposition (lower case) to the inflection of each language that has it. */
  inflectedPlaces: ReadonlyMap<string, readonly InflectedPlaces[]>;
  /** address-tokens.json `named_street_heads`: English street types that end a street's name and no other usual name. */
  streetHeads: ReadonlySet<string>;
  /** refine.json `spatial_prepositions.words`: prepositions whose object is a place, next to never a person. */
  spatial: ReadonlySet<string>;
  /** refine.json `spatial_prepositions.via_route_words`: words of going and routing that make "via" name a place. */
  viaRoute: ReadonlySet<string>;
  /** refine.json `facility_heads` and `person_read_facility_heads.heads`: the heads a person span may end in that make it a place (personReadFacilities). */
  personReadHeads: ReadonlySet<string>;
  /** refine.json `seats_of_government.names` (NFC), grouped by their first word (governmentSeats). */
  seats: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `possessive_business_heads.heads`: a trade's word after a name and its possessive ("Sandra's Salon"; possessiveBusinesses). */
  businessHeads: ReadonlySet<string>;
  /** refine.json `possessive_business_heads.continuations`: words that go on a business's name after its trade's word ("Auto Tech"). */
  businessTails: ReadonlySet<string>;
  /** refine.json `possessive_business_heads.greetings`: a greeting before or opening the owner's span keeps the person ("Dear Mr Baker's"). */
  businessGreetings: ReadonlySet<string>;
  /**
   * refine.json `locative_articles_other_languages`: each form (a preposition and its article, or one word that is both,
   * NFC, lower case) as its words grouped by its last word, and for each form the evidence words of the languages it is one of.
   */
  locativeArticles: { forms: ReadonlyMap<string, readonly (readonly string[])[]>; evidence: ReadonlyMap<string, readonly ReadonlySet<string>[]> };
  /** refine.json `site_nouns`, lower case: nouns of a building or premises that a comma and its locality follow. */
  siteNouns: ReadonlySet<string>;
  /** refine.json `place_of_nouns`: nouns after which "of" names a place ("residents of", "the outskirts of"). */
  placeOfNouns: ReadonlySet<string>;
  /** refine.json `time_names`: feasts and festivals (folded), and the last words of a named day or season. */
  timeNames: { names: ReadonlySet<string>; heads: ReadonlySet<string> };
  /** refine.json `kin_lists`: plural kin nouns (NFC, lower case) before a list of relatives' given names, and the lists' "and" words. */
  kinLists: { words: ReadonlySet<string>; joiners: ReadonlySet<string> };
  /**
   * refine.json `context_places.places` and `context_only` (NFC), as written, and the letters each one opens with;
   * `contextOnly` holds the names of `context_only`, read only where the writing puts a place, never standing alone.
   */
  contextPlaces: { places: ReadonlySet<string>; openers: ReadonlySet<string>; contextOnly: ReadonlySet<string> };
  /**
   * Link words after which a place closes a longer name ("Città di Torino", "Universidade de Lisboa", Hausa "Masallacin
   * Juma'a na Fagge"): the connectives of head-first names (organisation-words.json `head_first_connectives`) and
   * refine.json `longer_name_links` (English "of", the Hausa genitive links "na" and "ta"). (closesLongerName)
   */
  nameLinks: ReadonlySet<string>;
  /** refine.json `field_labels.place_phrases` (labels whose value is a place), each phrase as its words (NFC), grouped by its last word. */
  placeLabels: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `species_kinds`: the lower-case nouns of tree and plant kinds a place or a name may qualify (`words`), and the nouns after one that make the name before it a place (`placeFollowers`). */
  speciesKinds: { words: ReadonlySet<string>; placeFollowers: ReadonlySet<string> };
  /** refine.json `crossword_clues`: the words that cite a crossword's clue ("14 down"), link it to its answer and offer another. */
  crossword: { directions: ReadonlySet<string>; links: ReadonlySet<string>; alternatives: ReadonlySet<string> };
  /** refine.json `grade_ranks.words`: the ranks of the martial arts' grades, after an ordinal ("1st Dan"). */
  gradeRanks: ReadonlySet<string>;
  /** refine.json `landmark_nouns`, each phrase as its words, grouped by its first word. */
  landmarks: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `devotional_words`, each phrase as its words (NFC), grouped by its first word. */
  devotional: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `field_labels` `phrases` and `place_phrases` (NFC), each phrase as its words, grouped by its first word. */
  fieldLabels: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** refine.json `scripture_books`: books and abbreviations (words joined by one space), and the numbered books. */
  scriptureBooks: ReadonlySet<string>;
  numberedBooks: ReadonlySet<string>;
}

let data: RefineData | undefined;

function refineData(): RefineData {
  if (data) return data;
  const raw = loadDataFile(new URL('./refine.json', import.meta.url), REFINE_SCHEMA);
  const beliefs = new Set<string>(raw.group_words);
  for (const c of specialCategoryData()) {
    if (c.kind !== 'belief') continue;
    for (const t of c.terms) if (/^[\p{L}-]+$/u.test(t)) beliefs.add(t.toLowerCase());
  }
  const nearCues = raw.near_place_cues.words.map((c) => c.normalize('NFC').split(' '));
  const locativeCues = raw.locative_place_cues.words.map((c) => [c.normalize('NFC')]);
  const contextPlaces = contextPlaceTable(raw.context_places.places, raw.context_places.context_only);
  data = {
    storms: new Set(raw.storm_words.map((w) => w.toLowerCase())),
    codes: new Set(Object.values(raw.region_codes).flat()),
    cityPopulation: raw.lower_case_city_population,
    facilities: new Set(raw.facility_heads),
    facilityKinds: new Map(Object.entries(raw.facility_kind_words.heads).map(([head, words]) => [head, new Set(words)])),
    personReadHeads: new Set([...raw.facility_heads, ...raw.person_read_facility_heads.heads]),
    rooms: { heads: new Set(raw.room_heads.heads), before: new Set(raw.room_heads.before) },
    openers: new Set(raw.place_openers),
    estates: { heads: new Set(raw.residential_estates.heads), notBefore: new Set(raw.residential_estates.not_before) },
    capitalSurnames: { joiners: new Set(raw.capital_surname_items.joiners) },
    wrappedNames: {
      clauseEnds: new Set(raw.wrapped_names.clause_ends),
      worldCityPopulation: raw.wrapped_names.world_city_population,
      listedPlaces: contextPlaces.places,
      contactLabels: phrasesByWord(raw.contact_field_labels.phrases.map((c) => c.normalize('NFC').split(' ')), true),
    },
    postTitles: new Set(raw.post_titles.words),
    vessels: vesselPatterns(raw.vessel_cues.prefixes, raw.vessel_cues.labels.map((w) => w.normalize('NFC'))),
    venues: {
      // Each noun composed and decomposed (NFC, NFD): Yorùbá and Igbo text may carry its tone marks either way (`Ọjà`),
      // and the tokens are looked up as written.
      always: new Set(raw.head_first_venues.always.flatMap((w) => [w.normalize('NFC'), w.normalize('NFD')])),
      inOtherLanguages: new Set(raw.head_first_venues.in_other_languages.flatMap((w) => [w.normalize('NFC'), w.normalize('NFD')])),
    },
    connectedPlaces: {
      heads: new Set(raw.head_first_places.heads.map((w) => w.normalize('NFC'))),
      connectives: phrasesByWord(raw.head_first_places.connectives.map((c) => c.split(' '))),
    },
    // The words for "near" (`near_place_cues`) cue a place as the place nouns do: one table, one rule; they are kept
    // apart as well, since "near" takes a person as its object too ("alikaa karibu na Juma": cuedPlacesOtherLanguages).
    placeCues: phrasesByWord([...raw.place_cues_other_languages.map((c) => c.normalize('NFC').split(' ')), ...locativeCues, ...nearCues]),
    nearCues: new Set(nearCues),
    locativeCues: new Set(locativeCues),
    compoundStreets: compoundStreetWords(raw.compound_streets.suffixes, raw.compound_streets.common_nouns),
    compoundSquares: compoundStreetWords(raw.compound_squares.suffixes, raw.compound_squares.common_nouns, 'compound_squares'),
    possessorFollowers: new Set(raw.locative_place_cues.person_followers.map((w) => w.normalize('NFC'))),
    persons: {
      planets: new Set(raw.celestial_bodies),
      speech: new Set(raw.speech_verbs),
      foreignSpeech: new Set(raw.speech_cues_other_languages.map((w) => w.normalize('NFC'))),
      aliasCues: phrasesByWord(raw.alias_cues.map((c) => c.split(' '))),
      nameCues: phrasesByWord(raw.name_cues_other_languages.map((c) => c.normalize('NFC').split(' '))),
      foreignTitles: phrasesByWord(raw.name_titles_other_languages.map((c) => [c.normalize('NFC')])),
      lowerCaseBefore: phrasesByWord([...raw.lower_case_name_cues.before, ...raw.kin_nouns].map((c) => c.split(' ')), true),
      kin: new Set(raw.kin_nouns),
      wordNameFollowers: phrasesByWord(raw.word_name_followers.map((c) => c.split(' '))),
      wordGivenNames: new Set(raw.word_given_names.names),
      pets: new Set(raw.pet_nouns),
      contactCues: phrasesByWord(raw.contact_names.cues.map((c) => c.normalize('NFC').split(' ')), true),
      petCues: phrasesByWord(raw.pet_name_cues.map((c) => c.normalize('NFC').split(' ')), true),
      // A label of software, of a speaker's role and a mail header's field name no one alike (automatedSenders).
      automatedSenders: new Set([...raw.automated_senders, ...raw.speaker_roles, ...raw.mail_header_fields].map((w) => w.normalize('NFC'))),
      firmProfessions: new Set(raw.firm_professions),
      lowerCaseAfter: new Set(raw.lower_case_name_cues.after),
      lowerCaseOpeningAfter: new Set(raw.lower_case_name_cues.opening_after),
      lowerCaseOpeningNot: new Set(raw.lower_case_name_cues.opening_not_names),
      petOnlyCues: phrasesByWord(raw.pet_notices.cues.map((c) => c.split(' ')), true),
      petLost: new Set(raw.pet_notices.lost_words.map((w) => w.normalize('NFC'))),
      petPossessives: phrasesByWord(raw.pet_notices.possessives_after_noun.map((c) => c.split(' ')), true),
      petLabels: new Set(raw.pet_notices.field_labels.map((w) => w.normalize('NFC'))),
      // A colour stands where a determiner does before a vehicle's or a gadget's brand ("a grey Toyota").
      productDeterminers: new Set([...raw.products.determiners, ...raw.product_colours.words]),
      productJoiners: new Set(raw.products.joiners),
      sentenceOpeners: new Set(Object.values(raw.sentence_openers_other_languages.by_language).flat().map((w) => w.normalize('NFC'))),
      loneArticles: articleLanguagesOf(raw.sentence_openers_other_languages.articles, raw.locative_articles_other_languages.by_language),
      financialServices: new Set(raw.financial_services.names.map((w) => w.normalize('NFC'))),
    },
    beliefs,
    titles: new Set(raw.document_title_heads),
    shopFollowers: new Set(raw.shop_possessive_followers),
    ownerBefore: new Set(raw.possessive_owner_before),
    businessHeads: new Set(raw.possessive_business_heads.heads),
    businessTails: new Set(raw.possessive_business_heads.continuations),
    businessGreetings: new Set(raw.possessive_business_heads.greetings),
    seats: phrasesByWord(raw.seats_of_government.names.map((name) => name.normalize('NFC').split(' '))),
    locative: locativePattern(raw.locative_prefixes.strong, raw.locative_prefixes.weak, ''),
    weakPersonal: new Set(raw.locative_prefixes.weak_personal),
    employerCues: phrasesByWord(raw.employer_cues.map((c) => c.split(' ')), true),
    locativeHyphenated: locativePattern(raw.locative_prefixes.strong, raw.locative_prefixes.weak, '[-‐]?'),
    inflectedPlaces: inflectionsByPreposition(raw.inflected_places),
    clubHeads: new Set(raw.sports_clubs.heads),
    clubHeadsLower: new Set(raw.sports_clubs.heads.map((w) => w.toLowerCase())),
    clubFollowers: new Set(raw.sports_clubs.followers),
    streetHeads: new Set(ADDRESS_TOKENS.named_street_heads),
    namedPlaceOpeners: namedPlaceOpenersOf([...ADDRESS_TOKENS.eu_prefix_streets, ...ADDRESS_TOKENS.named_place_openers]),
    spatial: new Set(raw.spatial_prepositions.words),
    viaRoute: new Set(raw.spatial_prepositions.via_route_words),
    locativeArticles: locativeArticlesOf(raw.locative_articles_other_languages.by_language),
    siteNouns: new Set(raw.site_nouns.words.map((w) => w.toLowerCase())),
    placeOfNouns: new Set(raw.place_of_nouns.words),
    timeNames: { names: new Set(raw.time_names.names.map((w) => foldKey(w))), heads: new Set(raw.time_names.heads) },
    kinLists: { words: new Set(raw.kin_lists.words.map((w) => w.normalize('NFC'))), joiners: new Set(raw.kin_lists.joiners) },
    contextPlaces,
    nameLinks: new Set([...HEAD_FIRST_CONNECTIVES, ...raw.longer_name_links.words]),
    placeLabels: phrasesByWord(raw.field_labels.place_phrases.map((c) => c.normalize('NFC').split(' ')), true),
    landmarks: phrasesByWord(raw.landmark_nouns.map((c) => c.split(' '))),
    speciesKinds: { words: new Set(raw.species_kinds.words), placeFollowers: new Set(raw.species_kinds.place_followers) },
    crossword: { directions: new Set(raw.crossword_clues.directions), links: new Set(raw.crossword_clues.links), alternatives: new Set(raw.crossword_clues.alternatives) },
    gradeRanks: new Set(raw.grade_ranks.words),
    devotional: phrasesByWord(raw.devotional_words.map((c) => c.normalize('NFC').split(' '))),
    // Every label, whatever its value: a place label ("Venue:", "Place of birth:") is a field's name as much as "Date:" is.
    fieldLabels: phrasesByWord([...raw.field_labels.phrases, ...raw.field_labels.place_phrases].map((c) => c.normalize('NFC').split(' '))),
    scriptureBooks: new Set([...raw.scripture_books.books, ...raw.scripture_books.abbreviations]),
    numberedBooks: new Set(raw.scripture_books.numbered),
    judgments: {
      postNominals: new Set(raw.judgments.post_nominals),
      roles: new Set(raw.judgments.party_roles),
      joiners: new Set(raw.judgments.citation_joiners),
      cues: raw.judgments.party_cues.map((c) => c.split(' ')),
      nonPersons: new Set(raw.judgments.non_person_parties),
      demonym: isDemonym,
      headings: new Set(raw.judgments.heading_words),
      peers: new Set(raw.judgments.peer_titles),
    },
  };
  return data;
}

/** refine.json `compound_streets` (or `compound_squares`), each ending checked against address-tokens.json `eu_compound_suffixes` (the one street vocabulary). */
function compoundStreetWords(suffixes: readonly string[], nouns: readonly string[], entry = 'compound_streets'): RefineData['compoundStreets'] {
  const known = new Set(ADDRESS_TOKENS.eu_compound_suffixes.map((w) => w.normalize('NFC')));
  suffixes.forEach((w, i) => {
    if (!known.has(w.normalize('NFC'))) throw dataFileError(new URL('./refine.json', import.meta.url), `/${entry}/suffixes/${i}`, 'DF_NOT_IN_LIST', { list: 'address-tokens.json /eu_compound_suffixes' });
  });
  return { suffixes: suffixes.map((w) => w.normalize('NFC')), nouns: new Set(nouns.map((w) => w.normalize('NFC'))) };
}

const LETTERS = /^[\p{L}\p{M}'’-]+$/u;
const LOWER_WORD = /^[\p{Ll}\p{M}]+$/u;
const UPPER_START = /^\p{Lu}/u;
/** An elided article glued to the word after it (French "l'avenue", "d'Italie", Italian "dell'", "all'"). */
const ELIDED_ARTICLE = /^(?:l|d|dell|all|sull|nell)['’]/u;
/** address-tokens.json `named_street_heads` in lower case, for a street written all in lower case ("kwame nkrumah avenue"). */
const LOWER_CASE_STREET_HEADS: ReadonlySet<string> = new Set(ADDRESS_TOKENS.named_street_heads.map((w) => w.toLowerCase()));

/** The endings of nationality adjectives and the ends of the country names they come from (Iraqi: Iraq, Lebanese: Lebanon). */
const DEMONYM_ENDINGS: readonly [string, readonly string[]][] = [
  ['ese', ['', 'on', 'a']],
  ['ian', ['', 'a', 'e', 'ia']],
  ['an', ['', 'a']],
  ['n', ['']],
  ['i', ['']],
  ['ish', ['', 'ey']],
];

const isCountry = (name: string) => lookupPlace(name).some((p) => p.kind === 'country');

/** A nationality adjective or its plural formed from a country's name (Iraqi, Lebanese, Syrians, Palestinian). */
function isDemonym(word: string): boolean {
  const w = word.toLowerCase();
  for (const form of w.endsWith('s') ? [w, w.slice(0, -1)] : [w]) {
    for (const [ending, tails] of DEMONYM_ENDINGS) {
      if (!form.endsWith(ending)) continue;
      const stem = form.slice(0, -ending.length);
      if (stem.length >= 4 && tails.some((t) => isCountry(stem + t))) return true;
    }
  }
  return false;
}

/** A word that names a group of people (a belief or a nationality), not one person; a given name ("Christian") never counts. */
function isGroupWord(word: string, d: RefineData): boolean {
  if (isGivenName(word) || isFamilyName(word)) return false;
  const w = word.toLowerCase();
  return d.beliefs.has(w) || (w.endsWith('s') && d.beliefs.has(w.slice(0, -1))) || isDemonym(word);
}

const isKnownName = (word: string) => isGivenName(word) || isFamilyName(word);

/**
 * The whole text names a country or a region. Cities do not count: many are also surnames the name
 * lexicon lacks ("Bush", "Arafat" read as places lost eight true persons on the dev folds).
 */
function placeReading(text: string): boolean {
  return lookupPlace(text).some((e) => e.kind === 'country' || e.kind === 'region');
}

/**
 * A "place" of two or three words that opens with a given name and is no place the gazetteer knows
 * ("Yasser Arafat", "Bryan Hull"): a person. A facility or street word at its end keeps it a place
 * ("Victoria Island", "Elizabeth Street").
 */
function personReading(words: readonly string[], d: RefineData): boolean {
  if (words.length < 2 || words.length > 3 || !words.every((w) => UPPER_START.test(w))) return false;
  if (!isGivenName(words[0]!) || namesCountryOrRegion(words[0]!) || lookupPlace(words.join(' ')).length > 0) return false;
  const last = words[words.length - 1]!;
  return !d.facilities.has(last) && !isStreetWord(last) && lookupPlace(last).every((p) => p.kind === 'city');
}

/**
 * A "place" written in lower case whose every word is an English word and which is no lower-case place
 * ("us" in "work for us", "chihuahua"): the lower-cased training copies teach the tagger `the us`, but
 * in lower case the word is the word. A country or region whose name is a word, not an abbreviation,
 * stays a place even when English has the word too ("moved to china", "flew to turkey"): the tagger
 * read it as a place in its context, and web text writes names in lower case.
 */
function commonWords(text: string, words: readonly string[], d: RefineData): boolean {
  return words.length > 0 && words.every((w) => LOWER_WORD.test(w) && isEnglishWord(w)) && !lowerCasePlace(text, d) && !namedCountryOrRegion(text);
}

/**
 * A one-word "place" written in lower case that the gazetteer knows only as a town below the population from which
 * `lowerCasePlace` takes a lower-case town (refine.json `lower_case_city_population`), none of it curated: in a text
 * written in another language than English (the caller's test), a word of that language that a small town elsewhere
 * is also called (Swahili "hilo", Hausa "bikin", Hausa and Pidgin "suya"), as the rules would never add it in lower
 * case. English web text writes real towns in lower case ("drove up from leicester"), so there it stays; so do a
 * curated place ("yaba", "welkom"), a country or region, and a word the gazetteer does not know (read from context).
 */
function smallLowerCaseTown(text: string, words: readonly string[], d: RefineData): boolean {
  if (words.length !== 1 || !LOWER_WORD.test(words[0]!)) return false;
  const places = lookupPlace(text);
  return places.length > 0 && places.every((p) => p.kind === 'city' && !p.curated && (p.population ?? 0) < d.cityPopulation);
}

/**
 * A one-word "place" that is a capitalised English adjective the gazetteer does not know ("in Western papers",
 * "prestige in International level", "Enron's United Way"): the capital marks a heading or the first word of a
 * name, not a place. Adjectives only: capitalised nouns name places as often ("the Strand", "Hope", "Highlands").
 */
function adjectivePlace(words: readonly string[]): boolean {
  if (words.length !== 1) return false;
  const w = words[0]!;
  return CAPITALISED_WORD.test(w) && lookupPlace(w).length === 0 && isEnglishWord(w) && wordClass(w.toLowerCase()).includes('J');
}

/** The text names a place of one of `kinds` by a written form that is a word ("Ghana", "Turkey"), not capitals ("SA", "UK"). */
function namedPlaceOf(text: string, kinds: ReadonlySet<string>): boolean {
  const key = foldKey(text);
  return lookupPlace(text).some((p) => kinds.has(p.kind) && foldKey(p.form) === key && p.form !== p.form.toUpperCase());
}
const COUNTRY_KINDS: ReadonlySet<string> = new Set(['country']);
const COUNTRY_OR_REGION_KINDS: ReadonlySet<string> = new Set(['country', 'region']);
/** A country by a written name ("Ghana", "South Africa"), not capitals. */
const namedCountry = (text: string): boolean => namedPlaceOf(text, COUNTRY_KINDS);
/** A country or region by a written name ("China", "Turkey"), not capitals ("US", "UK"). */
const namedCountryOrRegion = (text: string): boolean => namedPlaceOf(text, COUNTRY_OR_REGION_KINDS);

/** The person spans that are storms, groups or places: dropped or relabelled. */
function correctPersons(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData, inForeignText: () => boolean): RefinedSpan[] {
  const out: RefinedSpan[] = [];
  // A storm's name, once introduced ("Hurricane Rita"), is the storm's in the rest of the text too ("Rita was ...").
  const storms = new Set<string>();
  const stormAt = (a: number, words: readonly string[]): string | null => {
    // One word before the span: 'Tropical Storm Rita' ends in 'storm' as 'Hurricane Rita' ends in 'hurricane'.
    if (a > 0 && d.storms.has(tokens.words[a - 1]!.toLowerCase())) return words.join(' ');
    return words.length > 1 && d.storms.has(words[0]!.toLowerCase()) ? words.slice(1).join(' ') : null;
  };
  const wordsOf = (s: RefinedSpan): [number, string[]] => {
    const [a, b] = tokenRange(tokens, s);
    return [a, tokens.words.slice(a, b + 1).filter((w) => LETTERS.test(w))];
  };
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, words] = wordsOf(s);
    const storm = stormAt(a, words);
    if (storm) storms.add(storm);
  }
  for (const s of spans) {
    if (s.type === 'LOC') {
      const words = wordsOf(s)[1];
      if (commonWords(text.slice(s.start, s.end), words, d) || adjectivePlace(words) || (smallLowerCaseTown(text.slice(s.start, s.end), words, d) && inForeignText())) continue;
      out.push(personReading(words, d) ? { ...s, type: 'PER' } : s);
      continue;
    }
    if (s.type !== 'PER') {
      out.push(s);
      continue;
    }
    const [a, words] = wordsOf(s);
    if (stormAt(a, words) !== null || storms.has(words.join(' '))) continue;
    if (words.length > 0 && words.every((w) => isGroupWord(w, d))) continue;
    if (!isNameTitle(words[0] ?? '') && placeReading(text.slice(s.start, s.end))) {
      out.push({ type: 'LOC', start: s.start, end: s.end });
      continue;
    }
    out.push(s);
  }
  return out;
}

/**
 * A sports club named after its town (refine.json `sports_clubs`): a person or place span ending in a club word of
 * `heads` ("Cape Town City", "Remo Stars") or right before one ("Kano" of "Kano Pillars", one space, same line) is the
 * club, an organisation, unless the gazetteer knows the whole as a place ("Benin City"); a place, or a person the
 * gazetteer knows as a place ("Chelsea"), right before a word of `followers` ("Leeds fans") is the club too. A
 * lower-case head counts only after a lower-case span ("leeds united fans").
 */
function sportsClubs(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  const n = tokens.words.length;
  spans.forEach((s, i) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return;
    const [a, b] = tokenRange(tokens, s);
    const lower = !/\p{Lu}/u.test(tokens.words[a]!);
    const isHead = (t: number) => t < n && (d.clubHeads.has(tokens.words[t]!) || (lower && d.clubHeadsLower.has(tokens.words[t]!)));
    const whole = (end: number) => tokens.words.slice(a, end + 1).join(' ');
    const gazetteerPlace = lookupPlace(whole(b)).length > 0;
    let end = -1;
    if (b > a && isHead(b) && !gazetteerPlace) end = b;
    else if (isHead(b + 1) && oneSpaceBefore(tokens, b + 1) && tokens.newlineBefore[b + 1] === 0 && lookupPlace(whole(b + 1)).length === 0) {
      // A person span before a head: only a town's name ("Remo"), never a given name ("Dan Stars" keeps Dan).
      if (s.type === 'LOC' || gazetteerPlace || nameTokenStrength(tokens.words[a]!) !== 'strong') end = b + 1;
    } else if (b + 1 < n && d.clubFollowers.has(cueWord(tokens.words[b + 1]!)) && tokens.newlineBefore[b + 1] === 0 && (s.type === 'LOC' || gazetteerPlace)) end = b;
    if (end < 0) return;
    out ??= spans.slice();
    out[i] = { type: 'ORG', start: s.start, end: tokens.ends[end]! };
  });
  return out ?? spans;
}

/**
 * A place right before an organisation the tagger read, one space between ("London School of Economics", "Lagos
 * State Ministry of Health"), or right after one ("Imperial College London", "Ecobank Ghana"): the place is part
 * of the organisation's name and no place of its own there, as a named entity holds no other; one organisation. A
 * comma, a line break or a word between keeps them apart ("Barclays, London", "in Accra at Barclays").
 */
function placeOpensOrganisation(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const out: RefinedSpan[] = [];
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    const next = spans[i + 1];
    if (((s.type === 'LOC' && next?.type === 'ORG') || (s.type === 'ORG' && next?.type === 'LOC')) && text.slice(s.end, next.start) === ' ') {
      out.push({ type: 'ORG', start: s.start, end: next.end });
      i++;
      continue;
    }
    out.push(s);
  }
  return out;
}

/** Prepositions before a name after which the name is where something is or happens: a venue, not a body ("at Mercy Clinic Tamale"). */
const VENUE_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'in', 'inside', 'outside', 'near', 'opposite', 'behind', 'beside']);
/** A short acronym in capitals ("UPS", "KLM", "BBC"): a body's name even where it opens a sentence. */
const ACRONYM = /^\p{Lu}{2,4}$/u;
/** Dashes that close a heading's part ("Fitzone Gym Tema — CLASS TIMETABLE"). */
const HEADING_DASHES: ReadonlySet<string> = new Set(['—', '–', '-']);

/**
 * A place right after a capitalised word no span holds, one space between on one line ("Tech Hub Nairobi", "Royal Air
 * Morocco", "Hochschule Bremen", "UPS Kenya", "Golf Club Mombasa", "Cheap Hotel Rome"): the word is the last of a
 * name the tagger left unread, a body's or a venue's, that the place closes, and the place is no place of its own
 * there, as a named entity holds no other (placeOpensOrganisation reads the same where the tagger read the name). Text
 * capitalises a word inside a sentence only in a name, so the word and up to three capitalised words before it (not
 * over a preposition or an article, nor into another span but an organisation's, which joins) make one name with the
 * place: a venue (LOC) right after a preposition of where (`VENUE_PREPOSITIONS`: "at Mercy Clinic Tamale"), else a body (ORG).
 * Left as read: a word that opens a sentence or a field (after a colon) unless it is an acronym, a brand no English
 * word spells or an institution noun ("Visit Ghana", "Now Iran wants …", "Day 1: Leaving Mombasa"; "UPS Kenya",
 * "Vodafone Ghana" are read), a preposition or an article ("SPEAKER: In Kibera"), an adjective
 * ("Northern Ghana", "Greater Accra": the place's own modifier), a title, a given name, a day's or a month's name, a
 * word that is itself a place or makes one with the place ("Palm Beach Florida" is two places, "Kumasi Ghana"), a word
 * in capitals of five letters or more or a place in capitals (a heading); a place of more than two words; and a place
 * that ends its line or a heading's part before a dash (a letterhead or a card's heading writes a firm and the town of
 * its branch so: "Clearview Opticians Harlow", "Fitzone Gym Tema — TIMETABLE", and the town is read as the branch's
 * place). A country (a written name, not capitals: "Ghana", "South Africa") closes the name of a firm's or a charity's
 * national arm, which many writers name so ("Ecobank Ghana", "Jumia Nigeria", "Hertz Kenya", "Compassion Ghana"; the
 * gold of many prose sets by different authors marks a capitalised word, one space and a country on one line as one
 * organisation ten times as often as anything else): in an English text the word before it may then be any capitalised
 * word (a firm's name English does not know: "Broll Ghana"), save an English word opening a sentence or a field ("Visit
 * Ghana", "Leaving Kenya"), and a line's end or a dash after it does not part them (a letterhead names the national arm
 * as it is: "Stanbic Ghana — ISSUE FORM"); a place the tagger read as the word and the country together ("MTN
 * Nigeria", no place the gazetteer knows) is read the same. In a text written in another language capitals say little
 * (foreignCapitals): there the word must be an acronym, a brand, an institution noun or an English word ("Royal Air
 * Morocco"; "Mbuga ya Ziwa Naivasha" stays); and
 * inside any sentence it must be one of those, since a short sentence's language cannot always be told and German
 * capitalises every noun ("Kissen aus Samt Bremen", "Amt Neuhaus" stay places). Runs after headFirstInstitutions, which
 * reads a body named head first in another language whole first ("Shule ya Msingi Upendo", "Das Verwaltungsgericht
 * Schwerin", "De Rechtbank Gelderland").
 */
function placeClosesName(text: string, tokens: Tokens, spans: RefinedSpan[], inForeignText: () => boolean): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  const free = (t: number) => overlapping(spans, tokens.starts[t]!, tokens.ends[t]!).length === 0;
  for (const s of spans) {
    if (s.type !== 'LOC') continue;
    let [a, b] = tokenRange(tokens, s);
    // The tagger read the firm's word and the country as one place ("MTN Nigeria", "Olam Ghana"), no place the
    // gazetteer knows: the word is read as a word before the country, as if outside.
    const inner = b === a + 1 && oneSpaceBefore(tokens, b) && namedCountry(tokens.words[b]!) && lookupPlace(text.slice(s.start, s.end)).length === 0;
    if (inner) a = b;
    if (b - a > 1 || !oneSpaceBefore(tokens, a)) continue;
    const place = text.slice(tokens.starts[a]!, s.end);
    const country = namedCountry(place);
    if (!country && (b + 1 >= n || tokens.newlineBefore[b + 1] || HEADING_DASHES.has(tokens.words[b + 1]!))) continue;
    const w = tokens.words[a - 1]!;
    if (!CAPITALISED_WORD.test(w) || (!inner && !free(a - 1)) || LEADING.has(w.toLowerCase()) || (w.length > 4 && w === w.toUpperCase()) || (place.length > 2 && place === place.toUpperCase())) continue;
    if (isNameTitle(w) || isGivenName(w) || isCalendarWord(w) || isMonthName(w) || wordClass(w).includes('J')) continue;
    // A word opening a sentence or a field (after a label's colon) is capitalised there whatever it is, and so is any
    // noun or opener of a text written in another language (foreignCapitals): only a body's kind of word tells a name.
    // Inside a sentence the word must still be one whose kind is known (an English word, a brand, an acronym, an
    // institution noun): the language of a short sentence cannot always be told, and a word English does not know may
    // be a noun of a language that capitalises every noun ("Kissen aus Samt Bremen", "Amt Neuhaus").
    // A verb English never uses as a noun is no name's last word ("Day 1 – Arrive Abuja"), and a dash opens an item's
    // part as a colon does.
    const lower = wordClass(w.toLowerCase());
    if (lower.includes('V') && !lower.includes('N') && !lower.includes('P')) continue;
    const opens = tokens.sentenceStart[a - 1] === 1 || tokens.words[a - 2] === ':' || HEADING_DASHES.has(tokens.words[a - 2] ?? '') || inForeignText();
    const bodyWord = ACRONYM.test(w) || (isBrandName(w) && !isEnglishWord(w)) || institutionNoun(w);
    // A country closes the name of a firm's national arm ("Ecobank Ghana", "Jumia Nigeria", "Hertz Kenya"): there any
    // capitalised word of an English text may be the firm's, an English word opening a sentence or a field aside
    // ("Visit Ghana", "Route: Leaving Kenya").
    const countryArm = country && !inForeignText() && (!opens || !isEnglishWord(w));
    if (!countryArm && (opens ? !bodyWord && !(inForeignText() && isEnglishWord(w)) : !bodyWord && !isEnglishWord(w))) continue;
    // A word that opens places' names ("Mount", "Lake", "Port", "Cape") makes another place with it ("Over Mount Kenya",
    // "kwenda Mount Kenya": sets 8 and 11), no body's name.
    if (lookupPlace(w).length > 0 || lookupPlace(`${w} ${place}`).length > 0 || isPlaceNamePrefix(w)) continue;
    let start = a - 1;
    while (start > 0 && a - 1 - start < 3 && oneSpaceBefore(tokens, start) && CAPITALISED_WORD.test(tokens.words[start - 1]!) && !LEADING.has(tokens.words[start - 1]!.toLowerCase()) && free(start - 1)) start--;
    // The tagger read the name's first words as an organisation ("[Palm Links Golf] Club Mombasa"): one name with them.
    const before = start > 0 && oneSpaceBefore(tokens, start) ? overlapping(spans, tokens.starts[start - 1]!, tokens.ends[start - 1]!)[0] : undefined;
    const joined = before?.type === 'ORG' && before.end === tokens.ends[start - 1];
    if (joined) removed.add(before);
    const first = joined ? tokenRange(tokens, before)[0] : start;
    const venue = first > 0 && VENUE_PREPOSITIONS.has(tokens.words[first - 1]!.toLowerCase());
    removed.add(s);
    added.push({ type: venue ? 'LOC' : 'ORG', start: tokens.starts[first]!, end: s.end });
  }
  return replaced(spans, removed, added);
}

let institutionNouns: ReadonlySet<string> | undefined;

/** A capitalised institution noun (src/extract/organisation-words.json `institution_heads` and `of_heads`: "University", "COUNCIL"). */
function institutionNoun(word: string): boolean {
  institutionNouns ??= new Set([...ORGANISATION_WORDS.institution_heads.map((w) => w.toLowerCase()), ...ORGANISATION_WORDS.of_heads]);
  return CAPITALISED_WORD.test(word) && institutionNouns.has(word.toLowerCase());
}

let placeBodyEndings: ReadonlySet<string> | undefined;
let placeBodyRites: ReadonlySet<string> | undefined;

/** A capitalised noun that ends a body named after the place it serves (organisation-words.json `place_body_endings`: "Police", "SERVICE", "Archives"). */
function placeBodyEnding(word: string): boolean {
  placeBodyEndings ??= new Set(ORGANISATION_WORDS.place_body_endings.map((w) => w.toLowerCase()));
  return CAPITALISED_WORD.test(word) && placeBodyEndings.has(word.toLowerCase());
}

/** A rite's word right before such a noun ("Thanksgiving", "MEMORIAL": `place_body_rites`): an event held at the place, no body. */
function placeBodyRite(word: string): boolean {
  placeBodyRites ??= new Set(ORGANISATION_WORDS.place_body_rites);
  return placeBodyRites.has(word.toLowerCase());
}

/**
 * A place inside an institution's name ("University of Glasgow", "Central Bank of the Gambia", "LEEDS CITY COUNCIL",
 * "Lagos University Teaching Hospital"): an institution noun, "of" (and "the") right before the place, or one to
 * three capitalised words ending in an institution noun right after it, make one organisation with it, the
 * capitalised words before the noun included; the place is no place of its own there, as a named entity holds
 * no other. Words another span holds are never taken in.
 */
function placesInInstitutions(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const capital = (t: number) => CAPITALISED_WORD.test(tokens.words[t]!);
  const joined = (t: number) => tokens.starts[t + 1]! - tokens.ends[t]! === 1;
  for (let i = 0; i < spans.length; i++) {
    const s = spans[i]!;
    if (s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    const prev = spans[i - 1];
    const prevEnd = prev && !removed.has(prev) ? tokenRange(tokens, prev)[1] : -1;
    let t = a - 1;
    // Headings write the whole name in capitals ("SUPREME COURT OF NIGERIA"): "of" and "the" are read in any case.
    if (t >= 0 && tokens.words[t]!.toLowerCase() === 'the') t--;
    if (t >= 1 && tokens.words[t]!.toLowerCase() === 'of' && institutionNoun(tokens.words[t - 1]!) && prevEnd < t) {
      let start = t - 1;
      if (prevEnd === start && prev!.type === 'ORG') {
        start = tokenRange(tokens, prev!)[0];
        removed.add(prev!);
      } else if (prevEnd >= start) continue;
      // Not over a preposition or article, which a heading in capitals writes capitalised too ("LETTER FROM THE CENTRAL BANK OF ...").
      else while (start > 0 && start - 1 > prevEnd && capital(start - 1) && !LEADING.has(tokens.words[start - 1]!.toLowerCase()) && joined(start - 1)) start--;
      removed.add(s);
      added.push({ type: 'ORG', start: tokens.starts[start]!, end: s.end });
      continue;
    }
    const next = spans[i + 1];
    const nextStart = next ? tokenRange(tokens, next)[0] : n;
    let head = -1;
    // On the place's line, and not over a heading's preposition or article ("REPUBLIC OF KENYA\nIN THE COURT OF APPEAL").
    // A force's, a public service's or an archive's noun (`placeBodyEnding`: "Cleveland Police", "Kenya Wildlife Service")
    // counts only where it ends the name: no capitalised word after it on the line ("Osu Police Station" is left as read).
    for (let u = b + 1; u <= b + 3 && u < nextStart && capital(u) && joined(u - 1) && !tokens.newlineBefore[u] && !LEADING.has(tokens.words[u]!.toLowerCase()); u++) {
      if (institutionNoun(tokens.words[u]!)) head = u;
      // A rite's word before it makes an event held at the place ("the Kumasi Thanksgiving Service"): the place stays.
      else if (placeBodyEnding(tokens.words[u]!) && !(u + 1 < n && capital(u + 1) && joined(u) && !tokens.newlineBefore[u + 1]) && !placeBodyRite(tokens.words[u - 1]!)) head = u;
    }
    if (head < 0) continue;
    removed.add(s);
    added.push({ type: 'ORG', start: s.start, end: tokens.ends[head]! });
  }
  return replaced(spans, removed, added);
}

let headFirst:
  | {
      heads: ReadonlySet<string>;
      clubs: ReadonlySet<string>;
      clubPlaceWords: ReadonlySet<string>;
      bodies: ReadonlySet<string>;
      placeOnly: ReadonlySet<string>;
      compound: RegExp;
      connectives: ReadonlySet<string>;
    }
  | undefined;

/** Longest gap of words between a head-first institution noun and the name after it ("Escola Secundária de Coimbra"). */
const MAX_HEAD_GAP = 3;

/** An elided article glued before a noun ("all'Ospedale", "dell'Istituto", "l'École"). */
const ELIDED = /^\p{Ll}{1,5}['’](?=\p{Lu})/u;

/** Where a head-first institution noun starts in a word (0, or after an elided article), or -1 when the word is none. */
function headSkip(word: string, heads: ReadonlySet<string>): number {
  // The list is NFC; Yorùbá text may carry its tone marks decomposed ("Ilé-ìwòsàn").
  if (heads.has(word) || heads.has(word.normalize('NFC'))) return 0;
  const m = ELIDED.exec(word);
  return m !== null && heads.has(word.slice(m[0].length)) ? m[0].length : -1;
}

/**
 * Where a head-first public body starts in a word (src/extract/organisation-words.json `head_first_bodies`: "Rechtbank",
 * "Câmara"; or a German compound ending in one of `head_first_compound_endings`: "Landgericht", "Mieterverein"), or -1.
 * Only capitalised words and connectives may stand between such a noun and the name (headFirstInstitutions): a court or
 * a council is a verb's subject ("das Landgericht verurteilte Markus K."), and no lower-case word is part of its name.
 */
function bodySkip(word: string, bodies: ReadonlySet<string>, compound: RegExp): number {
  const w = word.normalize('NFC');
  if (bodies.has(w) || compound.test(w)) return 0;
  const m = ELIDED.exec(w);
  return m !== null && bodies.has(w.slice(m[0].length)) ? m[0].length : -1;
}

/**
 * An institution of the other languages named head first (src/extract/organisation-words.json `head_first_heads`:
 * "Laerskool Brandwag", "VvE Het Anker", "Ospedale di Lecce", "Escola Secundária de Viseu", "Shule ya Msingi Baraka"):
 * a person or place span opening with such a noun, or standing after one on its line with at most three words between
 * (connectives of `head_first_connectives`, capitalised words, and one lower-case word right after the noun: "École
 * élémentaire Louise-Michel"), one space apart, is the institution's name, and the noun and the name are one
 * organisation: schools and bodies are named after towns, saints, people and plants, and the name inside is no one's.
 * An elided article glued to the noun ("all'Ospedale di Lecce") stays outside the organisation.
 */
function headFirstWords(): NonNullable<typeof headFirst> {
  headFirst ??= {
    // The clubs' and brotherhoods' nouns head names as the schools' do (`head_first_clubs`, read apart below).
    heads: new Set([...ORGANISATION_WORDS.head_first_heads, ...ORGANISATION_WORDS.head_first_clubs].map((w) => w.normalize('NFC'))),
    clubs: new Set(ORGANISATION_WORDS.head_first_clubs.map((w) => w.normalize('NFC'))),
    // "Circolo polare artico" is the Arctic circle, a place (`head_first_club_place_words`).
    clubPlaceWords: new Set(ORGANISATION_WORDS.head_first_club_place_words),
    // Acronyms English writes for another body before its officer's name ("OSP Kissi Agyebeng"): a place after them only.
    placeOnly: new Set(ORGANISATION_WORDS.head_first_bodies_place_only),
    bodies: new Set(ORGANISATION_WORDS.head_first_bodies.map((w) => w.normalize('NFC'))),
    // A German compound: a capital, at least one lower-case letter, then the ending ("Landgericht", not "Samt").
    compound: new RegExp(`^\\p{Lu}[\\p{L}\\p{M}-]*\\p{Ll}(?:${ORGANISATION_WORDS.head_first_compound_endings.join('|')})$`, 'u'),
    connectives: new Set(ORGANISATION_WORDS.head_first_connectives),
  };
  return headFirst;
}

/**
 * A capitalised noun that heads an institution's or a body's name: English `institution_heads` and `of_heads`
 * (`institutionNoun`: "University", "Council") or a head-first noun of the users' other languages (`head_first_heads`,
 * `head_first_bodies`, a German compound ending: "Università", "Makarantar", "Comune", "Landgericht").
 */
function institutionHeadWord(word: string): boolean {
  if (institutionNoun(word)) return true;
  const { heads, bodies, compound } = headFirstWords();
  return headSkip(word, heads) >= 0 || headSkip(word, bodies) >= 0 || compound.test(word);
}

/** A capitalised short form of up to three letters (`ABBREVIATION`). */
const ABBREVIATION = /^\p{Lu}\p{Ll}{0,2}$/u;

/**
 * Session 46 (prose set 32 round): token `t` is a full stop glued to a capitalised word of up to three letters, a
 * short form ("Mt." Swahili Mtakatifu, saint; "St.", "Sta."), which a name after a head-first noun may hold as any
 * capitalised word: "Jumuiya ya Mt. Petro", "Parokia ya Mt. Teresa Kariakoo".
 */
function abbreviationDot(tokens: Tokens, t: number): boolean {
  return t > 0 && tokens.words[t] === '.' && tokens.starts[t] === tokens.ends[t - 1] && tokens.newlineBefore[t] === 0 && ABBREVIATION.test(tokens.words[t - 1]!);
}

function headFirstInstitutions(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const { heads, clubs, clubPlaceWords, bodies, placeOnly, compound, connectives } = headFirstWords();
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  // A club's noun before a word that makes the phrase a place ("Circolo Polare Artico"), or an acronym that takes only a
  // place or one word right after it (a village the tagger read as a person: "OSP Liszki") before a longer person's
  // name or a gap ("OSP Kissi Agyebeng", "OSP Trooper Dana Whitfield"): no organisation there.
  const notBody = (head: number, skip: number, s: RefinedSpan) => {
    const noun = tokens.words[head]!.slice(skip).normalize('NFC');
    if (placeOnly.has(noun) && s.type !== 'LOC') {
      const [a, b] = tokenRange(tokens, s);
      const name = a === head ? a + 1 : a;
      if (name !== head + 1 || b !== name) return true;
    }
    return clubs.has(noun) && clubPlaceWords.has((tokens.words[head + 1] ?? '').toLowerCase());
  };
  for (const s of spans) {
    if ((s.type !== 'PER' && s.type !== 'LOC') || removed.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    if (a < b && (headSkip(tokens.words[a]!, heads) === 0 || bodySkip(tokens.words[a]!, bodies, compound) === 0) && !notBody(a, 0, s)) {
      removed.add(s);
      added.push({ type: 'ORG', start: s.start, end: s.end });
      continue;
    }
    let head = -1;
    let skip = 0;
    for (let j = a - 1; j >= 0 && j >= a - 1 - MAX_HEAD_GAP && (oneSpaceBefore(tokens, j + 1) || abbreviationDot(tokens, j + 1)); j--) {
      const w = tokens.words[j]!;
      // A saint's or a title's short form and its dot ("Parokia ya Mt. Teresa", "Paroisse St. Joseph"): a word of the name.
      if (abbreviationDot(tokens, j)) continue;
      skip = headSkip(w, heads);
      if (skip < 0) skip = bodySkip(w, bodies, compound);
      if (skip >= 0) {
        head = j;
        break;
      }
      const lowerAfterHead = j > 0 && LOWER_WORD.test(w) && headSkip(tokens.words[j - 1]!, heads) >= 0;
      if (!connectives.has(w) && !CAPITALISED_WORD.test(w) && !lowerAfterHead) break;
    }
    if (head < 0 || notBody(head, skip, s)) continue;
    // A club or a brotherhood may add its seat after its own name ("Società Bocciofila Vomero di Palermo"): after a
    // capitalised word of the name, a connective opens the seat, which stays a place (organisation-words.json
    // `head_first_clubs`); "Hermandad de la Macarena" and "Cofradía del Santo Entierro" have no name word before theirs.
    // A name title between a club's noun and the name makes it a person's ("Shugaban Kwamitin Malam Sani Bello", the
    // committee's chairman): a club named after a person writes the plain name ("Circolo Bocciofilo Enrico Toti").
    if (clubs.has(tokens.words[head]!.slice(skip).normalize('NFC'))) {
      let named = false;
      let seat = false;
      let titled = false;
      for (let k = head + 1; k < a; k++) {
        if (connectives.has(tokens.words[k]!)) seat ||= named;
        else if (CAPITALISED_WORD.test(tokens.words[k]!)) {
          named = true;
          titled ||= isNameTitle(tokens.words[k]!);
        }
      }
      if (seat || titled) continue;
    }
    const start = tokens.starts[head]! + skip;
    // Spans inside the gap are words of the same name ("Escola [Secundária] de [Coimbra]").
    const inside = overlapping(spans, start, s.start);
    if (inside.some((x) => x.start < start)) continue;
    for (const x of inside) removed.add(x);
    removed.add(s);
    added.push({ type: 'ORG', start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/**
 * A "person" of one to three capitalised words right after an employer cue (refine.json `employer_cues`: "employed
 * by Greggs", "works for Kentex") is the employer, an organisation, unless it opens with a given name the lexicon
 * lists ("works for Kofi Mensah": a person can employ) or a title.
 */
function employers(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  return spans.map((s) => {
    if (s.type !== 'PER') return s;
    const [a, b] = tokenRange(tokens, s);
    if (b - a > 2 || a === 0) return s;
    const first = tokens.words[a]!;
    if (!CAPITALISED_WORD.test(first) || isGivenName(first) || isNameTitle(first)) return s;
    return cueEndsBefore(tokens, d.employerCues, a) ? { ...s, type: 'ORG' } : s;
  });
}

/** Characters that join the words of a username or a handle ("nairobi_nerd", "@lagos"). */
const HANDLE_GLUE = /[@_]/;

/**
 * A place glued into a username or a handle by an underscore or an at sign ("nairobi_nerd wrote:", "@accra_eats")
 * names no place: the writer's handle is no mention of where anyone is. Persons glued so are kept, a real name in a
 * handle or a file name ("Lisa_resume.doc") still names the person.
 */
function handlePlaces(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  return spans.filter((s) => s.type !== 'LOC' || !(HANDLE_GLUE.test(text[s.start - 1] ?? '') || HANDLE_GLUE.test(text[s.end] ?? '')));
}

/** Characters that glue a word to an address, a path or a handle ("kenya.com", "@paris", "/india/"). */
const GLUE_BEFORE = /[@./\\:_#=-]/;
const GLUE_AFTER = /[@/\\_=-]/;

function standsAlone(text: string, start: number, end: number): boolean {
  const before = start > 0 ? text[start - 1]! : ' ';
  const after = end < text.length ? text[end]! : ' ';
  if (GLUE_BEFORE.test(before) || GLUE_AFTER.test(after)) return false;
  return !(after === '.' && end + 1 < text.length && /[\p{L}\p{N}]/u.test(text[end + 1]!));
}

/**
 * A lower-case run that is the English name of a country, a region or a city this large, and no English
 * word. Names in other languages do not count here ("indie" is India in Polish and a word in English).
 */
function lowerCasePlace(name: string, d: RefineData): boolean {
  if (isEnglishWord(name)) return false;
  const key = foldKey(name);
  return lookupPlace(name).some((p) => foldKey(p.name) === key && (p.kind === 'country' || p.kind === 'region' || (p.kind === 'city' && (p.population ?? 0) >= d.cityPopulation)));
}

/** The text is the English name of a country or a first-order region ("Nova Scotia", "Derbyshire"). */
function namesCountryOrRegion(name: string): boolean {
  const key = foldKey(name);
  return lookupPlace(name).some((p) => (p.kind === 'country' || p.kind === 'region') && foldKey(p.name) === key);
}

const LOWER_PLACE = 1;
const PREFIX = 2;
const COUNTRY_OR_REGION = 4;
/** All lower-case letters / capitalised. */
const LOWER = 8;
const UPPER = 16;
const WORD_FACTS_LIMIT = 50_000;
let wordFacts = new Map<string, number>();

/** What the lexicons say about one word as written (flags above), computed once per distinct word. */
function factsOf(word: string, d: RefineData): number {
  let f = wordFacts.get(word);
  if (f === undefined) {
    f = isPlaceNamePrefix(word) ? PREFIX : 0;
    if (LOWER_WORD.test(word)) {
      f |= LOWER;
      if (word.length >= 3 && lowerCasePlace(word, d)) f |= LOWER_PLACE;
    } else if (UPPER_START.test(word)) {
      f |= UPPER;
      if (namesCountryOrRegion(word)) f |= COUNTRY_OR_REGION;
    }
    if (wordFacts.size >= WORD_FACTS_LIMIT) wordFacts = new Map();
    wordFacts.set(word, f);
  }
  return f;
}

const PLACE_CUES = new Set(LOWER_CASE_PLACE_CUES);

/**
 * Web text and speech-recognised transcripts write a town or a neighbourhood in lower case ("calling about the flat in
 * kileleshwa", "i'll drive from morningside", "moved to syokimau"; session 24), below the population from which
 * `lowerCasePlace` takes a lower-case town anywhere. Right after a place preposition (locations.ts
 * `LOWER_CASE_PLACE_CUES`), in an English text, a word of four letters or more that the gazetteer holds under that very
 * name, that is no English word, no given name and no word the name lexicon rules out, is the place; a surname too
 * only where the project's curated gazetteer holds it ("in situ", "from dami", "at johnson" stay as they are).
 */
function cuedLowerCasePlace(word: string): boolean {
  if (word.length < 4 || isEnglishWord(word) || isGivenName(word)) return false;
  const key = foldKey(word);
  const places = lookupPlace(word).filter((p) => foldKey(p.name) === key);
  if (places.length === 0) return false;
  if (isFamilyName(word) && !places.some((p) => p.curated)) return false;
  return nameTokenStrength(word) !== 'never';
}

/** Places the tagger left unmarked: lower-case place names and region codes after a place. */
function addPlaces(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData, foreign: () => boolean = () => false): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = new Uint8Array(n);
  const locEnds = new Set<number>();
  const perTokens = new Uint8Array(n);
  for (const s of spans) {
    const [a, b] = tokenRange(tokens, s);
    for (let t = a; t <= b && t < n; t++) {
      covered[t] = 1;
      if (s.type === 'PER') perTokens[t] = 1;
    }
    if (s.type === 'LOC') locEnds.add(b);
  }
  const added: RefinedSpan[] = [];
  const add = (a: number, b: number) => {
    added.push({ type: 'LOC', start: tokens.starts[a]!, end: tokens.ends[b]! });
    for (let t = a; t <= b; t++) covered[t] = 1;
  };
  for (let t = 0; t < n; t++) {
    if (covered[t]) continue;
    const w = tokens.words[t]!;
    const facts = factsOf(w, d);
    if (facts & LOWER && w.length >= 3) {
      const next = facts & PREFIX && t + 1 < n && !covered[t + 1] && factsOf(tokens.words[t + 1]!, d) & LOWER && tokens.starts[t + 1]! - tokens.ends[t]! === 1 ? t + 1 : -1;
      if (next > 0 && standsAlone(text, tokens.starts[t]!, tokens.ends[next]!) && lowerCasePlace(`${w} ${tokens.words[next]!}`, d)) {
        add(t, next);
        t = next;
        continue;
      }
      if (facts & LOWER_PLACE && standsAlone(text, tokens.starts[t]!, tokens.ends[t]!)) add(t, t);
      else if (t > 0 && !tokens.newlineBefore[t] && PLACE_CUES.has(tokens.words[t - 1]!.toLowerCase()) && cuedLowerCasePlace(w) && standsAlone(text, tokens.starts[t]!, tokens.ends[t]!) && !foreign()) add(t, t);
      continue;
    }
    if (facts & UPPER && !d.codes.has(w)) {
      const next = facts & PREFIX && t + 1 < n && !covered[t + 1] && factsOf(tokens.words[t + 1]!, d) & UPPER && tokens.starts[t + 1]! - tokens.ends[t]! === 1 ? t + 1 : -1;
      if (next > 0 && namesCountryOrRegion(`${w} ${tokens.words[next]!}`)) {
        add(t, next);
        t = next;
      } else if (facts & COUNTRY_OR_REGION) add(t, t);
      continue;
    }
    if (!d.codes.has(w) || t < 2) continue;
    const prev = tokens.words[t - 1]!.toLowerCase();
    const prev2 = tokens.words[t - 2]!.toLowerCase();
    if ((prev2 === 'state' || prev2 === 'province') && prev === 'of') {
      add(t, t);
      continue;
    }
    if (prev !== ',') continue;
    if (locEnds.has(t - 2)) add(t, t);
    else if (!covered[t - 2] && !perTokens[t - 2] && UPPER_START.test(tokens.words[t - 2]!) && lookupPlace(tokens.words[t - 2]!).some((p) => p.kind === 'city')) {
      add(t - 2, t - 2);
      add(t, t);
    }
  }
  return added.length === 0 ? spans : [...spans, ...added].sort((x, y) => x.start - y.start);
}

/** An adjective that general English's word classes never give as part of a proper name, as written ("Excellent"; not "Great", "Golden"). */
const opinionWord = (word: string) => {
  const c = wordClass(word);
  return c.includes('J') && !c.includes('P');
};

/** Words that open a sentence or a phrase, not a place's name ("From Indian Oil Building", "At City Hall"). */
export const LEADING = new Set(['a', 'an', 'at', 'by', 'from', 'in', 'into', 'near', 'of', 'on', 'the', 'to', 'via']);

/**
 * A facility named in honour of a person ("Murtala Muhammed Airport", "Moses Mabhida Stadium"): the words before the
 * head `t` (from `a`) are a full name of two words or more, and the head is no given or family name the lexicon knows.
 * A person's name never ends in "Airport" or "Stadium", so the tagger's person over the name (or over the whole) and a
 * given name opening it do not make it a person here, as they do before a head that is also a name ("Jerry Hall",
 * "Lisa Lake") and before one word, which with a head the lexicon lacks as a surname is a person as often ("Rajesh
 * Marsh": prose set 1 lost a person so when one unknown word counted). Airports, stadiums, squares, bridges and
 * theatres are named after national figures in every country; the tagger, which learnt the figure's name as a
 * person, reads the name alone or the whole as one (UNER dev folds; the prose sets: stadiums and airports named
 * after presidents).
 */
function namedAfterPerson(words: readonly string[], a: number, t: number): boolean {
  const head = words[t]!;
  return t - a >= 2 && !isGivenName(head) && !isFamilyName(head);
}

/**
 * Names of built and natural places: one to three capitalised words ending in a facility head
 * ("Orchestra Hall", "Gaza Strip", "Air Force Base"), a place unless the tagger read a person over them, an
 * organisation over more than them, or a given name opens them ("Jerry Hall"); a place span inside grows to it.
 * An organisation span that is exactly the name, with no legal form or institution noun in it, is the place:
 * the model reads a run of capitalised words ending in a noun as an organisation ("Orchestra Hall",
 * "International Space Station"), where an institution ("Kenyatta University Hall") stays one. A venue named
 * after its owner ("Britt's Pizza", "Joe's Grill") is one too: the owner's name and possessive join the run.
 */
function facilities(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const orgs = organisationWords();
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  for (let t = 1; t < n; t++) {
    if (!d.facilities.has(tokens.words[t]!)) continue;
    if (t + 1 < n && UPPER_START.test(tokens.words[t + 1]!)) continue;
    let a = t;
    // An owner's name and its possessive before the head ("Britt's Pizza", "Joe 's Grill"): the venue is named after
    // the owner, so a given name opening it, or a person span over the name alone, does not make it a person.
    const owner = t >= 2 && POSSESSIVE.test(tokens.words[t - 1]!) && tokens.starts[t]! - tokens.ends[t - 1]! === 1 && tokens.starts[t - 1]! - tokens.ends[t - 2]! <= 1 && CAPITALISED_WORD.test(tokens.words[t - 2]!);
    if (owner) a = t - 2;
    while (a > 0 && t - a < 3 && CAPITALISED_WORD.test(tokens.words[a - 1]!) && tokens.starts[a]! - tokens.ends[a - 1]! === 1) a--;
    while (a < t && LEADING.has(tokens.words[a]!.toLowerCase())) a++;
    // An adjective general English never writes inside a name is an opinion, not the venue's name ("Excellent Pizza!!").
    while (a < t && !owner && opinionWord(tokens.words[a]!)) a++;
    if (a === t) continue;
    // A kind of the facility written with capitals is a common noun, no name ("the Stock Market fell", "a Flea Market").
    const kinds = d.facilityKinds.get(tokens.words[t]!);
    if (kinds && tokens.words.slice(a, t).every((w) => kinds.has(w))) continue;
    const honoured = namedAfterPerson(tokens.words, a, t);
    if (isGivenName(tokens.words[a]!) && !owner && !honoured) continue;
    // The person the place honours opens its name: a word before the tagger's person is the sentence's ("Ask Kofi Annan Bridge").
    const honouree = honoured ? spans.find((s) => s.type === 'PER' && s.start > tokens.starts[a]! && s.start < tokens.starts[t]!) : undefined;
    if (honouree) a = tokenRange(tokens, honouree)[0];
    const start = tokens.starts[a]!;
    const end = tokens.ends[t]!;
    if (added.length > 0 && added[added.length - 1]!.end > start) continue;
    const inside = overlapping(spans, start, end);
    const named = (s: RefinedSpan) => s.type === 'ORG' && s.start === start && s.end === end && !tokens.words.slice(a, t + 1).some((w) => orgs.has(w));
    const ownerName = (s: RefinedSpan) => (owner || honoured) && s.type === 'PER' && s.start >= start && s.end <= end;
    if (inside.some((s) => (s.type !== 'LOC' && !named(s) && !ownerName(s)) || s.start < start || s.end > end)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
  }
  return replaced(spans, removed, added);
}

/**
 * A place the tagger read whole as a person, its name ending in the head of a built or natural place (refine.json
 * `facility_heads` and `person_read_facility_heads`: "Ladi Kwali Hall", "Shehu Musa Yar'Adua Centre", "Loch Ness Lodge",
 * "Kurmi Market"). `facilities` leaves a person span alone, as a head that is also a surname ("Hall", "Park") or a
 * given name before a head ("Mary Grill") may be a person's; here the whole span is read, two to four capitalised words
 * (the head last, no capitalised word after it), and is the place when no person's name can end so:
 * - a head no given- or family-name list holds ("Centre", "Market", "Lodge", "Airport") after two words or more, or
 *   after one word that is no given name ("Kurmi Market"; "Mary Grill" stays);
 * - a head that is also a name ("Hall", "Park", "Forest") after two words or more none of which is a given name
 *   ("Ladi Kwali Hall" with an unlisted given name; "Amanda Jones Hall", "Mary Jane Park" stay), or after one English
 *   word that no name list holds ("Freedom Park", "Heritage Hall"; "Heaton Park", "Jisoo Park" stay).
 * Organisation spans are left as they are (a centre or a gallery is a body as often).
 */
function personReadFacilities(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (b - a < 1 || b - a > 3 || !d.personReadHeads.has(tokens.words[b]!)) continue;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w)) || words.some((_, i) => i > 0 && !oneSpaceBefore(tokens, a + i))) continue;
    if (b + 1 < n && oneSpaceBefore(tokens, b + 1) && UPPER_START.test(tokens.words[b + 1]!)) continue;
    const head = words[words.length - 1]!;
    const before = words.slice(0, -1);
    const place =
      !isGivenName(head) && !isFamilyName(head)
        ? before.length >= 2 || !isGivenName(before[0]!)
        : before.length >= 2
          ? !before.some((w) => isGivenName(w))
          : isEnglishWord(before[0]!) && !isKnownName(before[0]!);
    if (!place || before.some((w) => isNameTitle(w))) continue;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/**
 * Rooms, wards, suites and wings named after a person or a virtue (refine.json `room_heads`: "Seacole Ward", "Nkrumah
 * Room", "Florence Room", "Faith Room", "Shakespeare Suite"): hospitals, conference centres, churches, schools and halls of
 * residence name their rooms in honour of someone, so a given name opening the name, or the tagger's person over it, does
 * not make a person, as it does for `facilities` ("Jerry Hall"). One to three capitalised words ending in a head, with no
 * capitalised word right after (a field's label and its colon may follow: "Ward: Seacole Ward Consultant: …"), are the
 * place. A head that is also a surname ("Ward", "Hall": "Kelly Ward", "Jerry Hall") names the room only after a word of
 * `before` ("the", "on", "in": "admitted on Florence Ward", "the Hope Hall") or after the same head and a colon ("Ward:
 * Florence Ward"); one that is no surname ("Room", "Suite", "Lounge") always does. Spans inside the name give way, and so
 * does one running on over the label after it. Before a head that is no surname the words must be names in honour
 * (`honourName`: not "Meeting Room", "Court Room", "Blue Room"). A name holding an institution noun ("Makerere University Hall") is the
 * institution's, as `facilities` reads it.
 */
/**
 * A word a room is named after in honour: a given or a family name the lexicon knows ("Faith", "Florence", "Nkrumah") or a
 * word no English list knows ("Maathai", "Seacole"), and no adjective ("Blue Room", "Main Hall": a colour or a size names a
 * venue or a room by its look), as opposed to a room's use ("Meeting Room", "Court Room", "Dining Room").
 */
const honourName = (w: string) => (isGivenName(w) || isFamilyName(w) || !isEnglishWord(w)) && !wordClass(w).includes('J');

function namedRooms(tokens: Tokens, spans: RefinedSpan[], rooms: RefineData['rooms']): RefinedSpan[] {
  const orgs = organisationWords();
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  for (let t = 1; t < n; t++) {
    const head = tokens.words[t]!;
    if (!rooms.heads.has(head)) continue;
    const label = t + 2 < n && CAPITALISED_WORD.test(tokens.words[t + 1]!) && tokens.words[t + 2] === ':';
    if (t + 1 < n && UPPER_START.test(tokens.words[t + 1]!) && !label) continue;
    let a = t;
    // One line only: a heading or a name on the line before is no part of the room's name ("LADY JUSTICE OUMA\nCOURT ROOM NO. 2").
    while (a > 0 && t - a < 3 && CAPITALISED_WORD.test(tokens.words[a - 1]!) && tokens.starts[a]! - tokens.ends[a - 1]! === 1 && !tokens.newlineBefore[a] && !rooms.heads.has(tokens.words[a - 1]!)) a--;
    while (a < t && (LEADING.has(tokens.words[a]!.toLowerCase()) || isNameTitle(tokens.words[a]!))) a++;
    // An institution's hall or wing ("Makerere University Hall", "Korle Bu Hospital Wing") is the institution's.
    if (a === t || tokens.words.slice(a, t).some((w) => orgs.has(w))) continue;
    if (isFamilyName(head)) {
      const before = a > 0 ? tokens.words[a - 1]! : '';
      const cued = rooms.before.has(before.toLowerCase()) || (before === ':' && a > 1 && tokens.words[a - 2] === head);
      if (!cued) continue;
    } else if (!tokens.words.slice(a, t).every(honourName)) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[t]!;
    const limit = label ? tokens.ends[t + 1]! : end;
    if (added.length > 0 && added[added.length - 1]!.end > start) continue;
    const inside = overlapping(spans, start, end);
    if (inside.some((s) => s.start < start || s.end > limit)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
  }
  return added.length === 0 ? spans : replaced(spans, removed, added);
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const HAS_DIGIT = /\p{N}/u;
const HAS_UPPER = /\p{Lu}/u;
const WHITESPACE_RUN = /\s+/u;
/** After a heading in capitals: a dash between spaces, or a full stop or colon and a space or the line's end. */
const HEADING_CLOSE = /^(?:[ \t]+[—–-][ \t]|[.:](?:[ \t]|\r?\n|$))/u;

/**
 * A notice's, newsletter's or programme's heading written in capitals at a line's start ("TANGAZO LA BANDARI. Meli …",
 * "OGŁOSZENIA PARAFIALNE — Parafia …", "U14 NETBALL: our girls …") names the kind of text, not a person; the
 * tagger, with no case to read, takes two capitalised unknown words for a name. A person span that opens its line,
 * holds no lower-case letter and is closed by a dash between spaces or a full stop (a colon only after a word with a
 * digit: a transcript's "NAME:" is a speaker) is dropped when it has two words or more and neither its first word nor
 * its last is a name the lexicons know, or when a word of it holds a digit ("U14"), which no name does. A heading that
 * names someone the lexicons know stays ("ADAEZE OKONKWO — CURRICULUM VITAE"), and so does a one-word label ("EKAETTE:").
 */
function capitalHeadings(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
    if (LETTER_OR_DIGIT.test(text.slice(lineStart, s.start))) return true;
    const inner = text.slice(s.start, s.end);
    if (HAS_LOWER.test(inner)) return true;
    const close = HEADING_CLOSE.exec(text.slice(s.end, s.end + 4))?.[0];
    if (close === undefined) return true;
    const words = inner.split(WHITESPACE_RUN);
    const digit = words.some((w) => HAS_DIGIT.test(w));
    if (digit) return false;
    if (close.startsWith(':') || words.length < 2) return true;
    return isKnownName(words[0]!) || isKnownName(words[words.length - 1]!);
  });
}

/** A run of words in capitals (letters, hyphens, apostrophes) one space apart that opens its line, right before a span. */
const CAPITAL_RUN_BEFORE = /^[ \t]*(?:[\p{Lu}\p{M}'’-]+ )+$/u;
/** After a heading: a dash between spaces, a colon, a full stop, or the line's end. */
const HEADING_RUN_CLOSE = /^(?:[ \t]+[—–-][ \t]|[.:]|[ \t]*(?:\r?\n|$))/u;
/** A name's particle or a heading's connective in capitals ("DE", "DI", "YA", "LA"): too short to tell a name. */
const SHORT_WORD = 2;

/**
 * Session 35 (prose set 21 round): the tail of a heading in capitals read as a person. A notice's, receipt's or form's
 * heading names the kind of document in capitals ("RECIBO DE VENCIMENTO", "AVVISO DI GIACENZA", "SEPHETHO SA …"), and
 * the tagger, with no case to read, takes its last words for a name while the first word stays outside. A person span
 * with no lower-case letter, right after one or more words in capitals that open its line (one space apart, no
 * punctuation between: a label's colon, "ATTN: KWAKU ANSAH", keeps the person), closed by a dash, a colon, a full stop
 * or the line's end, is dropped when none of its words longer than a particle is a name the lexicons know. A name in
 * capitals after a heading word ("CANDIDATE ADAEZE OKONKWO") stays. Beside `capitalHeadings`, which reads a span that
 * opens its line.
 */
function capitalHeadingTails(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const inner = text.slice(s.start, s.end);
    if (HAS_LOWER.test(inner) || !CAPITAL_RUN_BEFORE.test(text.slice(text.lastIndexOf('\n', s.start - 1) + 1, s.start))) return true;
    if (!HEADING_RUN_CLOSE.test(text.slice(s.end, s.end + 4))) return true;
    return inner.split(WHITESPACE_RUN).some((w) => w.length > SHORT_WORD && (isKnownName(w) || HAS_DIGIT.test(w)));
  });
}

/** Before a heading's second part on its line: a name (any letter), a dash between spaces, maybe words in capitals. */
const HEADING_PART_BEFORE = /[\p{L}\p{N}][^\n]*[ \t][—–-][ \t]+(?:[\p{Lu}\p{M}'’-]+ )*$/u;
/** The spaced dash that ends a heading's issuer (the first on the line part `HEADING_PART_BEFORE` matched). */
const HEADING_PART_DASH = /[ \t][—–-][ \t]/u;
/** A word's letters (with marks and apostrophes). */
const LETTER_RUNS = /[\p{L}\p{M}'’]+/gu;
/** After a heading's second part: its line's end, a dash between spaces or a bracket (a date: "(22/02/2024)"). */
const HEADING_PART_CLOSE = /^(?:[ \t]*(?:\r?\n|$)|[ \t]+[—–-][ \t]|[ \t]+\()/u;
/**
 * Session 46 (prose set 32 round): a document's heading in capitals after the name of who issues it and a dash
 * ("Ohlange High School — USUKU LWEMIDLALO", "FDA Ghana — AKPETESHIE TƆN NHOMA (22/02/2024)", "Grupo Folclórico de
 * Leiria — ESCALA DE ATUAÇÕES"): a letterhead's line names the issuer, then the kind of text, as capitalHeadings reads
 * a heading that opens its line; the tagger, with no case to read, takes the capitals for a name. A person span in the
 * text's first two lines with no lower-case letter, after a dash between spaces that follows words on its line (and
 * maybe more words in capitals: "— ESCALA [DE ATUAÇÕES]"), closed by its line's end, another spaced dash or a bracket,
 * is dropped when none of its words longer than a particle is a name the lexicons know. A name so written stays
 * ("Eulogy — KWAME ASANTE", "Minutes — ADAEZE OKONKWO"), and so does any part of a list's item further down ("B18
 * stall — FEMKE DE VRIES"). A part that is not all English words is dropped only after an issuer's name, a line part
 * holding a word that is no English word ("Ohlange", "FDA", "Leiria"): after a document's kind in English words
 * ("Disciplinary hearing — TAKUNDA MUZENDA", "Warning Letter — TENDAI CHIRWA") the part is whom the document is
 * about, whose name the lexicons need not know (review of the prose32r round).
 */
function headingParts(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const first = text.indexOf('\n');
  const second = first < 0 ? -1 : text.indexOf('\n', first + 1);
  const blockEnd = second >= 0 ? second : text.length;
  return spans.filter((s) => {
    if (s.type !== 'PER' || s.end > blockEnd) return true;
    const inner = text.slice(s.start, s.end);
    const lineStart = text.lastIndexOf('\n', s.start - 1) + 1;
    const before = HEADING_PART_BEFORE.exec(text.slice(lineStart, s.start));
    if (HAS_LOWER.test(inner) || before === null) return true;
    if (!HEADING_PART_CLOSE.test(text.slice(s.end, s.end + 4))) return true;
    const words = inner.split(WHITESPACE_RUN);
    if (words.some((w) => w.length > SHORT_WORD && isKnownName(w))) return true;
    if (words.every((w) => isEnglishWord(w))) return false;
    const issuer = text.slice(lineStart, lineStart + before.index + HEADING_PART_DASH.exec(before[0])!.index);
    return !(issuer.match(LETTER_RUNS) ?? []).some((w) => !isEnglishWord(w));
  });
}

/**
 * A document's title is no entity: a span that reads "<title head> of <English words>" ("Statement of
 * Account", "Certificate of Incorporation" in a letterhead) is dropped. A span with any word that is no
 * English word (a surname, a place, "Ltd") is kept: "Notice of Mensah Holdings Ltd" is an organisation.
 */
function documentTitles(text: string, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  for (const s of spans) {
    const words = text.slice(s.start, s.end).split(/\s+/);
    if (words.length < 3 || words[1]!.toLowerCase() !== 'of' || !d.titles.has(words[0]!.toLowerCase())) continue;
    if (words.slice(2).every((w) => LETTERS.test(w) && isEnglishWord(w))) removed.add(s);
  }
  return removed.size === 0 ? spans : replaced(spans, removed, []);
}

/** A possessive: `'s`, or a lone `s` where extraction lost the apostrophe (PDF, OCR or re-encoded web text: "McDonald s"). */
const POSSESSIVE = /^(?:['’]s|s)$/;
/** Punctuation after which a possessive stands alone (not a quote or a bracket, which open a title). */
const CLOSING = new Set([',', '.', '!', '?', ';', ':', ')']);

/**
 * A name and its possessive standing alone, with no noun after it, names a shop, a restaurant or a bar
 * ("dinner at Kenneally's at eight", "McDonald s, Burger King"): a person span, or one to three capitalised
 * words that are no English words, right before the possessive is that place, the possessive included.
 * What may follow: the end of the text, closing punctuation, or a word of `shop_possessive_followers`.
 * After a copula (`possessive_owner_before`: "the car is Kofi's.", "that one was Ama's") the possessive is
 * predicative and names an owner, a person, so it stays one.
 */
function shopPossessives(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const covered = coveredTokens(tokens, spans);
  for (let t = 1; t < n; t++) {
    if (!POSSESSIVE.test(tokens.words[t]!) || covered[t]) continue;
    const next = t + 1 < n ? tokens.words[t + 1]! : '';
    // (A follower word never touches the possessive: tokens.ts would have made them one token.)
    if (next !== '' && !CLOSING.has(next) && !d.shopFollowers.has(next)) continue;
    const before = overlapping(spans, tokens.starts[t - 1]!, tokens.ends[t - 1]!);
    // The name's first token, and the person span it replaces (none for unlisted capitalised words).
    let first: number;
    let person: RefinedSpan | undefined;
    if (before.length === 1 && before[0]!.end === tokens.ends[t - 1]!) {
      if (before[0]!.type !== 'PER') continue;
      person = before[0]!;
      first = tokenRange(tokens, person)[0];
    } else if (before.length === 0) {
      first = t;
      while (first > 0 && t - first < 3 && !covered[first - 1] && CAPITALISED_WORD.test(tokens.words[first - 1]!) && !isEnglishWord(tokens.words[first - 1]!)) first--;
      if (first === t || (first > 0 && UPPER_START.test(tokens.words[first - 1]!) && !tokens.sentenceStart[first])) continue;
    } else continue;
    if (first > 0 && tokens.newlineBefore[first] === 0 && d.ownerBefore.has(tokens.words[first - 1]!.toLowerCase())) continue;
    if (person) removed.add(person);
    added.push({ type: 'LOC', start: person?.start ?? tokens.starts[first]!, end: tokens.ends[t]! });
  }
  return replaced(spans, removed, added);
}

/**
 * A name, its possessive and a capitalised trade's word names the business, no person ("Sandra’s Salon", "Nelly’s
 * Laundry", "Uncle Kenny’s Hair Salon", "Burch's Karate", "Barry's Auto Tech"; refine.json `possessive_business_heads`):
 * a person span right before the possessive, and after it one to three capitalised words one space apart on its line
 * that END on a head of the list or on one of its `continuations` after a head ("Auto Tech"), is the business, an
 * organisation over the name, the possessive and those words; a place span inside it gives way (a head of refine.json
 * `facility_heads`, "Kofi's Grill", is left to `facilities`, which reads the whole as a place). The run stops before
 * another person span or a listed given name ("Sandra's Salon Sandra Okafor": the second person stays), and a
 * capitalised word after the head that goes on no shop's name makes the phrase the owner's thing ("Chidi's Kitchen
 * Table", "Jane's Academy Award", "John's Studio Manager"): the rule does not fire. A greeting opening or right before
 * the span ("Dear Mr Baker's Academy") keeps the person. Shops, salons and garages are named so in reviews, receipts,
 * notices and forum posts of every region; an owner's possessive is followed by a common noun in lower case ("Kofi's
 * garage was shut": the person stays).
 */
function possessiveBusinesses(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  let personStarts: Set<number> | undefined;
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, e] = tokenRange(tokens, s);
    const t = e + 1;
    if (t + 1 >= n || !POSSESSIVE.test(tokens.words[t]!) || tokens.starts[t]! - s.end > 1 || tokens.newlineBefore[t + 1] !== 0) continue;
    if (d.businessGreetings.has(tokens.words[a]!.toLowerCase()) || (a > 0 && d.businessGreetings.has(tokens.words[a - 1]!.toLowerCase()))) continue;
    personStarts ??= new Set(spans.filter((o) => o.type === 'PER').map((o) => o.start));
    let last = -1;
    let owned = false;
    for (let u = t + 1; u < n && CAPITALISED_WORD.test(tokens.words[u]!) && oneSpaceBefore(tokens, u) && tokens.newlineBefore[u] === 0; u++) {
      const w = tokens.words[u]!;
      const head = d.businessHeads.has(w) || (last >= 0 && d.businessTails.has(w));
      if (!head && (personStarts.has(tokens.starts[u]!) || isGivenName(w))) break;
      if (head) last = u;
      else if (last >= 0 || u >= t + 3) {
        owned = true;
        break;
      }
    }
    if (last < 0 || owned) continue;
    const end = tokens.ends[last]!;
    // The business's words read as a place or the owner's name read as a person inside it ("Auto Repairs Garage").
    for (const o of spans) if (o.start >= s.start && o.end <= end && (o === s || o.type === 'LOC')) removed.add(o);
    added.push({ type: 'ORG', start: s.start, end });
  }
  return replaced(spans, removed, added);
}

/**
 * A name and its possessive with a noun after it names the owner ("a header from Tuoyo's corner", "Mensah's house",
 * "after Wanjiru's speech"), not a shop or a venue, which stands alone after its possessive (`shopPossessives`): a place
 * span of one or two words and the possessive, right before a lower-case noun or adjective (general English's most
 * frequent class of the word) that is no `shop_possessive_followers` word, is the person without the possessive, unless the gazetteer knows the name ("Lagos's traffic", "Kenya's envoy":
 * places own things too). The tagger reads "from X's" as a shop more often than the text means one.
 */
function ownerPossessives(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    if (b === a || b - a > 2 || !POSSESSIVE.test(tokens.words[b]!)) continue;
    const next = tokens.words[b + 1];
    // A noun or an adjective of one ("corner", "new car"); not a verb or a word such as "all" ("we go to Japaneiro's all
    // the time": the shop again, as UNER reads it).
    const cls = next === undefined ? '' : wordClass(next)[0];
    if (next === undefined || !LOWER_WORD.test(next) || (cls !== 'N' && cls !== 'J') || d.shopFollowers.has(next) || tokens.newlineBefore[b + 1]) continue;
    const name = tokens.words.slice(a, b).join(' ');
    if (!tokens.words.slice(a, b).every((w) => CAPITALISED_WORD.test(w)) || lookupPlace(name).length > 0) continue;
    removed.add(s);
    added.push({ type: 'PER', start: s.start, end: tokens.ends[b - 1]! });
  }
  return replaced(spans, removed, added);
}

/**
 * Words of prayer, blessing and thanks hold no one's name (refine.json `devotional_words`: "Inna lillahi …", "Insha
 * Allah", "after Asr", "Nyame nhyira wo", "Mungu akubariki"): a person or place span lying wholly inside a listed word
 * or phrase, read in any case, is dropped; one reaching past it is left ("Allah Ditta").
 */
function devotionalWords(tokens: Tokens, spans: RefinedSpan[], devotional: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  for (const s of spans) {
    if (s.type === 'ORG') continue;
    const [a, b] = tokenRange(tokens, s);
    // The phrase may open before the span ("Insha" read alone in "Insha Allah"): try the few tokens before it.
    for (let t = Math.max(0, a - 3); t <= a; t++) {
      const cue = cueAt(tokens, devotional, t, true);
      if (cue !== undefined && t + cue.length - 1 >= b) {
        removed.add(s);
        break;
      }
    }
  }
  return removed.size === 0 ? spans : replaced(spans, removed, []);
}

const HAS_CAPITAL = /\p{Lu}/u;

/**
 * The name of a form's, invitation's or notice's field written before a colon in the users' languages (refine.json
 * `field_labels`: Yorùbá "Ibi:" place, Igbo "Ebe:" place, Dutch "Locatie:", Portuguese "Turma:" class, "Aṣọ ẹbí:" family
 * attire) is no one's name and no place: a person or place span that is such a phrase right before a colon is dropped,
 * and one that runs on into it from a name before it ("notaris mr. Smit Locatie: Stationsweg") keeps the name. A
 * label that is also a name or a town the lexicons know ("Ibi", "Ebe", "Testimony") counts only where the text writes
 * another label of the list before a colon, as a form does, and no other person is a chat line's sender
 * (`namedChatSenders`), so a chat sender named so stays the person.
 */
function fieldLabels(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  let form: boolean | undefined;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    if (isFormLineLabel(text, s.start, s.end)) {
      removed.add(s);
      continue;
    }
    const label = fieldLabelStart(text, s.start, s.end);
    if (label < 0) continue;
    if (namedLabel(text.slice(label, s.end))) {
      form ??= labelsOfForm(tokens) >= 2 && !namedChatSenders(text, tokens, spans);
      if (!form) continue;
    }
    removed.add(s);
    const end = text.slice(s.start, label).trimEnd().length + s.start;
    if (end > s.start && namesBeforeLabel(text.slice(s.start, end))) added.push({ type: s.type, start: s.start, end });
  }
  return replaced(spans, removed, added);
}

/**
 * A person span that is a chat line's sender, opens with a given name and is no field label ("Kofi: 10pm", "[09:14] Ama
 * Mensah: ok"): the text is a chat, where a label that is also a given name ("Testimony: what time?", "Ibi:") is a
 * member's name, however many form labels an announcement posted in it writes ("Time: 6pm", "Venue: Main hall").
 */
function namedChatSenders(text: string, tokens: Tokens, spans: RefinedSpan[]): boolean {
  return spans.some((s) => {
    if (s.type !== 'PER' || !COLON_AFTER.test(text.slice(s.end, s.end + 8))) return false;
    const [a] = tokenRange(tokens, s);
    const opens = a === 0 || tokens.newlineBefore[a] === 1 || CHAT_STAMP_END.has(tokens.words[a - 1]!);
    // A sender opening with a given name the lexicon knows: a form's own unlisted label the tagger read as a person
    // ("Odeakwụkwọ:", "Onye kwadoro ya:") makes no chat.
    return opens && isGivenName(tokens.words[a]!) && fieldLabelStart(text, s.start, s.end) < 0;
  });
}

/** The last token of a chat line's time stamp before its sender ("[09:14]", "09:14 -"). */
const CHAT_STAMP_END: ReadonlySet<string> = new Set([']', '-', '–']);

/** Up to this many lower-case words between a label's capitalised head and its colon ("Port of loading:", "Place of attachment:"). */
const MAX_LABEL_TAIL = 3;

/**
 * `Port of loading: Santos   Port of discharge: Warri`, `Institution: KNUST\nPlace of attachment: Arup`: a form's field
 * label written as a capitalised English noun and lower-case words before its colon opens its line or its column (a
 * line break or a gap of two spaces or more before it), and the tagger, reading a capitalised word beside a place, took
 * its head into a place or person span ("Port" alone, "KNUST\nPlace"). Such a head is no name: cut off the span, or the
 * span dropped when it is the head alone. The head must be an English word and no given name, and "of" and lower-case
 * words follow it up to the colon, on its line; a name in the same spot ("Kanda of the north:") is no English word, and
 * a given name before a verb ("Grace asked: who pays?") is the speaker: both stay.
 */
function labelHeads(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  if (!text.includes(':')) return spans;
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    const head = tokens.words[b]!;
    if (tokens.ends[b] !== s.end || !CAPITALISED_WORD.test(head) || !isEnglishWord(head.toLowerCase()) || isGivenName(head)) continue;
    // The head opens its line or its column.
    const opens = b === 0 || tokens.newlineBefore[b] === 1 || tokens.starts[b]! - tokens.ends[b - 1]! >= 2;
    if (!opens) continue;
    // "of" then lower-case words: the label names what the field is of ("Port of loading", "Date of birth").
    if (tokens.words[b + 1] !== 'of') continue;
    let k = b + 1;
    while (k < n && k - b <= MAX_LABEL_TAIL && oneSpaceBefore(tokens, k) && LOWER_WORD.test(tokens.words[k]!)) k++;
    if (k === b + 1 || k >= n || tokens.words[k] !== ':' || tokens.newlineBefore[k] === 1) continue;
    removed.add(s);
    if (a < b) added.push({ type: s.type, start: s.start, end: tokens.ends[b - 1]! });
  }
  return replaced(spans, removed, added);
}

/**
 * The person spans `titledNames` adds read as `fieldLabels` reads the tagger's, which ran before them: a title and a
 * form's field label before its colon ("Zitting. Mr Locatie: Kerkplein", Dutch "Locatie:" location) name no one, and a
 * name run on into a label keeps the name. Only the added spans are read, so what the rules between left stands.
 */
function titledSpansWithoutLabels(text: string, tokens: Tokens, before: readonly RefinedSpan[], after: RefinedSpan[]): RefinedSpan[] {
  if (after === before || !text.includes(':')) return after;
  const kept = new Set(before);
  const added = after.filter((x) => !kept.has(x));
  const read = fieldLabels(text, tokens, added);
  if (read === added) return after;
  return [...after.filter((x) => kept.has(x)), ...read].sort((x, y) => x.start - y.start);
}

/**
 * The rule scanner's name spans (../lexical/nameSpans.ts) without the field labels of refine.json `field_labels` before a
 * colon, as `fieldLabels` reads the tagger's: a span that is one is dropped, one run on into one from a name keeps the
 * name; a label that is also a name or a town the lexicons know is left, as the scanner reads no form.
 */
export function withoutFieldLabels<T extends { start: number; end: number }>(text: string, spans: T[]): T[] {
  if (!text.includes(':')) return spans;
  return spans.filter((s) => {
    if (isFormLineLabel(text, s.start, s.end)) return false;
    const label = fieldLabelStart(text, s.start, s.end);
    if (label < 0 || namedLabel(text.slice(label, s.end))) return true;
    const end = text.slice(s.start, label).trimEnd().length + s.start;
    if (end <= s.start || !namesBeforeLabel(text.slice(s.start, end))) return false;
    s.end = end;
    return true;
  });
}

/**
 * One capitalised word opening its line, then up to two lower-case words, right before a colon (not a URL's): group 1
 * the whole label, 2 its lower-case rest, if any. Many languages write a field's name as a capitalised noun and its
 * lower-case complement or qualifier ("Porto de carga:", "Destino actual:", Hausa "Abokin ciniki:" customer, "Mai
 * shigarwa:" installer, "Date of birth:"), as English writes "Place of birth:".
 */
const LINE_LABEL = /(?:^|\n)[ \t]*(\p{Lu}[\p{L}\p{M}]*((?:[ \t]+[\p{Ll}\p{M}][\p{L}\p{M}'’]*){0,2}))[ \t]*:(?!\/\/)/gu;
/** The lower-case words of a line label after its capitalised first word, up to the colon (`LINE_LABEL` group 2). */
const LABEL_REST = /^((?:[ \t]+[\p{Ll}\p{M}][\p{L}\p{M}'’]*){1,2})[ \t]*:(?!\/\/)/u;
/** At least this many different line labels make a text a form (a record, a job sheet, a results card). */
const FORM_LABELS = 3;
let formText: string | undefined;
let formLabels: ReadonlySet<string> = new Set();

/**
 * The labels opening the lines of a form-like text, before a colon ("Kunde:", "Claimant:", "Reserwe:", "Abokin
 * ciniki:"; `LINE_LABEL`), or none: a text is so laid out when at least FORM_LABELS different words open its lines before a colon and at least half
 * of them do so once (a record's header may repeat a party's label in a later section). A chat or a transcript writes
 * its speakers before the colon, and they take turns: a label back after one other line's label is a dialogue's.
 */
function lineLabelsOfForm(text: string): ReadonlySet<string> {
  if (text === formText) return formLabels;
  const times = new Map<string, number>();
  const order: string[] = [];
  for (const m of text.matchAll(LINE_LABEL)) {
    times.set(m[1]!, (times.get(m[1]!) ?? 0) + 1);
    order.push(m[1]!);
  }
  let once = 0;
  for (const n of times.values()) if (n === 1) once++;
  // Turns: a label back after one other ("A: … B: … A: …") is a dialogue's speaker.
  const turns = order.some((w, i) => order[i + 2] === w);
  formText = text;
  formLabels = !turns && times.size >= FORM_LABELS && once * 2 >= times.size ? new Set(times.keys()) : new Set();
  return formLabels;
}

/**
 * A person or place span that is one of a form's line labels (`lineLabelsOfForm`), the word right before the colon at
 * the start of its line (or the label's capitalised first word, its lower-case rest after the span), names a field, whatever the field is called in whichever language ("Kunde:" customer,
 * "Melder:" reporter, "Respondent:"): it is no one's name and no place. A known given name so placed stays (a sender in
 * a chat export written once each), so does a span that runs past the colon.
 */
export function isFormLineLabel(text: string, start: number, end: number): boolean {
  let word = text.slice(start, end);
  let restOfLabel: string | undefined;
  let labelEnd = end;
  if (text.charCodeAt(end) !== 58 /* : */ && !/^[ \t]+:/u.test(text.slice(end, end + 4))) {
    // The label's capitalised first word alone, its lower-case rest after the span ("Abokin" of "Abokin ciniki:").
    const rest = LABEL_REST.exec(text.slice(end, end + 48));
    if (rest === null || /\s/u.test(word)) return false;
    restOfLabel = rest[1]!;
    labelEnd = end + rest[0].length;
    word += restOfLabel;
  }
  if (!LINE_START_BEFORE.test(text.slice(Math.max(0, start - 8), start))) return false;
  if (!lineLabelsOfForm(text).has(word)) return false;
  // Session 46 (prose set 32 round): a given name before lower-case words and the colon is a label's first word, no
  // sender ("Mai karɓar kuɗi:" Hausa receiver of money, "Mai injin:" machine's owner): a chat or a transcript writes its
  // sender right before the colon, or before a verb ("Grace asked:"), so the rest must hold no English word.
  // Not where a number follows the colon (a phone, an amount, an account: "Wanjiku mpesa: 0722 111 222", "Kofi momo:
  // 024 …", a contact or contribution list's entry is that person's own) nor in English text, which writes its labels
  // in English (review of the prose32r round).
  if (
    restOfLabel?.trim().split(WHITESPACE_RUN).every((w) => !isEnglishWord(w)) &&
    !NUMBER_AFTER_LABEL.test(text.slice(labelEnd, labelEnd + 8)) &&
    writtenInAnotherLanguage(text)
  )
    return true;
  return !isGivenName(text.slice(start, end));
}
const LINE_START_BEFORE = /(?:^|\n)[ \t]*$/u;
/** What a line's value opens with when it is a number (a phone, an amount, an account): digits, maybe after a sign. */
const NUMBER_AFTER_LABEL = /^[ \t]*[+(]?\p{N}/u;

/**
 * Whether what a span keeps before a field label can be a name: a capital, and a word that is no title ("Hendriks" of
 * "mr. Hendriks Locatie:"; "Mr" of "Mr Locatie:" is a title alone, which names no one, so the span is dropped).
 */
function namesBeforeLabel(rest: string): boolean {
  return HAS_CAPITAL.test(rest) && rest.split(TITLE_GAP).some((w) => w !== '' && !isNameTitle(w));
}

/** What parts the words of a title chain: spaces and a title's dot ("Dr. Hon."). */
const TITLE_GAP = /[.\s]+/u;

/** A label one of whose words is a given name, a surname or a place the lexicons know ("Ibi", "Ebe"). */
const namedLabel = (label: string): boolean => label.split(' ').some((w) => isGivenName(w) || isFamilyName(w) || lookupPlace(w).length > 0);

/** How many different labels of refine.json `field_labels` the text writes before a colon. */
function labelsOfForm(tokens: Tokens): number {
  const labels = refineData().fieldLabels;
  const seen = new Set<string>();
  for (let t = 0; t < tokens.words.length - 1; t++) {
    const c = cueAt(tokens, labels, t, true);
    if (c !== undefined && tokens.words[t + c.length] === ':') seen.add(c.join(' '));
  }
  return seen.size;
}

/** A colon right after a span, maybe after spaces. */
const COLON_AFTER = /^[ \t]*:/u;
/** A label's lower-case second word and the colon right after a span ("Aṣọ" + " ẹbí:"). */
const LABEL_TAIL = /^[ \t]+([\p{Ll}\p{M}]+)[ \t]*:/u;
/** The last one or two words of a span, one space between: group 1 both, 2 the first, 3 the second. */
const LAST_WORDS = /(?:^|[ \t])((\S+)(?: (\S+))?)$/u;

/**
 * Where a field label of refine.json `field_labels` ends the span [start, end) right before a colon ("Locatie" in "Smit
 * Locatie: Stationsweg"), or its first word ends the span and its lower-case rest follows ("Aṣọ" of "Aṣọ ẹbí:"); -1 when
 * none does. Shared by the tagger's spans (`fieldLabels`) and the rule scanner's (../lexical/nameSpans.ts).
 */
export function fieldLabelStart(text: string, start: number, end: number): number {
  const after = text.slice(end, end + 32);
  const tail = LABEL_TAIL.exec(after);
  if (tail === null && !COLON_AFTER.test(after)) return -1;
  const m = LAST_WORDS.exec(text.slice(start, end));
  if (m === null) return -1;
  const labels = refineData().fieldLabels;
  const isLabel = (ws: readonly string[]) => {
    const lower = ws.map((w) => w.toLowerCase().normalize('NFC'));
    return (labels.get(lower[0]!) ?? []).some((c) => c.length === lower.length && c.every((x, i) => x === lower[i]));
  };
  const last = m[3] ?? m[2]!;
  if (tail !== null) return isLabel([last, tail[1]!]) ? end - last.length : -1;
  if (m[3] !== undefined && isLabel([m[2]!, m[3]])) return end - m[1]!.length;
  return isLabel([last]) ? end - last.length : -1;
}

/**
 * A name particle written in lower case ("van", "de", "du", "wa") stands before the surname it joins, never at a
 * name's end: a person span ending in one took in a word of the sentence ("die troue van hul dogter", Afrikaans "the
 * wedding of their daughter"). The trailing particles are cut off, and a span left with no capital letter, or with
 * nothing, is dropped; a name written all in lower case that ends in a name word stays ("dilani fernando").
 */
function trailingParticles(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b0] = tokenRange(tokens, s);
    let b = b0;
    while (b >= a && LOWER_WORD.test(tokens.words[b]!) && isNameParticle(tokens.words[b]!)) b--;
    if (b === b0) continue;
    removed.add(s);
    if (b >= a && tokens.words.slice(a, b + 1).some((w) => HAS_CAPITAL.test(w))) added.push({ type: 'PER', start: s.start, end: tokens.ends[b]! });
  }
  return replaced(spans, removed, added);
}

/**
 * A person span opening with a noun or participle and a preposition that names write as a particle ("Gewogen von K.
 * Brandt", "Schenkung von Anja Weber"; lexical/nameContext.ts `prepositionHeadEnd`, shared with the rule scanner) is
 * the full name after the preposition.
 */
function prepositionParticles(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const cut = prepositionHeadEnd(text.slice(s.start, s.end));
    if (cut < 0) continue;
    removed.add(s);
    added.push({ type: 'PER', start: s.start + cut, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** `^(strong)|(weak)`, then `hyphen`, before a capital and a lower-case letter; longest prefixes first ("ema" before "e"). */
function inflectionsByPreposition(raw: Readonly<Record<string, { prepositions: string[]; endings: string[]; nominative: string[] }>>): Map<string, InflectedPlaces[]> {
  const out = new Map<string, InflectedPlaces[]>();
  for (const lang of Object.values(raw)) {
    const inflection = { endings: [...lang.endings].sort((a, b) => b.length - a.length), nominative: lang.nominative };
    for (const p of lang.prepositions) out.set(p.normalize('NFC'), [...(out.get(p.normalize('NFC')) ?? []), inflection]);
  }
  return out;
}

function locativePattern(strong: readonly string[], weak: readonly string[], hyphen: string): RegExp {
  const alt = (xs: readonly string[]) => [...xs].sort((a, b) => b.length - a.length).join('|');
  return new RegExp(`^(?:(${alt(strong)})|(${alt(weak)}))${hyphen}(?=\\p{Lu}\\p{Ll})`, 'u');
}

/** A place the gazetteer knows by this name that is no English word ("Durban", "Richards Bay"; not "Bay" of "eBay"). */
const knownPlace = (name: string) => !isEnglishWord(name) && lookupPlace(name).length > 0;
/** A first letter that may open a prefix: ASCII lower case (every prefix of the data is). */
const LOWER_ASCII_START = /^[a-z]/;
/** The name after a prefix: letters, marks, inner hyphens and apostrophes ("KwaZulu-Natal"). */
const STEM = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*$/u;

/**
 * A name the lexicons know written with a Nguni (isiZulu, isiXhosa) personal noun-class prefix glued in lower case
 * ("uMercy", "uNtombi", "noGift" with Gift, "kuLuvuyo" to Luvuyo, "no-Ayanda"; nameTokens.ts `NOUN_CLASS_PREFIX`) is
 * that person, word and prefix as written, when the text writes another word with a Nguni personal or locative
 * prefix (it is written in a Nguni language, as `locativePlaces` asks of a weak prefix) and the name is no place
 * the gazetteer knows. A person span right after it (one space) is the same person ("no-Unathi Ngubane").
 * The prefix opens a noun phrase, so the word is a person's first word whatever span the tagger read over it: a
 * place span on the word alone (the tagger takes a lower-case letter glued to a capital for a locative, "eUmlazi") or a
 * person span that starts before it ("Ngizolinda uSipho": a capitalised verb then the person) gives way to it; the
 * associative "ka" ("Cetshwayo kaMpande", a name and its father's) is no such opening.
 */
function prefixedPersons(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  // Another word so prefixed, its name written as a word ("eThekwini", "uSipho"; not "uPVC"); a weak locative prefix
  // counts before a place the gazetteer knows that is no name and no English word ("eDurban", "eUmlazi"; not "eBay"),
  // as refine.json `locative_prefixes` reads it.
  const weakPlace = (w: string) => {
    const m = d.locativeHyphenated.exec(w);
    const stem = m && m[1] === undefined ? w.slice(m[0].length) : '';
    return STEM.test(stem) && knownPlace(stem) && !isKnownName(stem) && !isEnglishWord(stem);
  };
  const prefixed = (w: string) =>
    LOWER_ASCII_START.test(w) && /\p{Lu}\p{Ll}/u.test(w) && (NOUN_CLASS_PREFIX_HYPHENATED.test(w) || d.locative.exec(w)?.[1] !== undefined || weakPlace(w));
  let nguni: number | undefined;
  const covered = coveredTokens(tokens, spans);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const w = tokens.words[t]!;
    if (!LOWER_ASCII_START.test(w)) continue;
    const m = NOUN_CLASS_PREFIX_HYPHENATED.exec(w);
    if (!m) continue;
    const start = tokens.starts[t]!;
    // A span over the word: a place on the word alone, or a person opening before it, gives way (see above).
    const over = covered[t] ? overlapping(spans, start, tokens.ends[t]!) : [];
    // A person span opening before the word yields only when no word before it in the span is a name or prefixed
    // ("Ngizolinda uSipho", a verb; not "uMemory noAyanda", two persons that conjoinedPersons splits).
    const nameBefore = (x: RefinedSpan) => {
      for (let u = tokenRange(tokens, x)[0]; u < t; u++) if (isKnownName(tokens.words[u]!) || prefixed(tokens.words[u]!)) return true;
      return false;
    };
    const yields = (x: RefinedSpan) =>
      (x.type === 'LOC' && x.start === start && x.end === tokens.ends[t]!) || (x.type === 'PER' && x.start < start && !w.startsWith('ka') && !nameBefore(x));
    if (over.length > 1 || (over.length === 1 && !yields(over[0]!))) continue;
    const name = w.slice(m[0].length);
    if (!CAPITALISED_WORD.test(name) || name.length < 3 || !(isGivenName(name) || isFamilyName(name)) || lookupPlace(name).length > 0) continue;
    nguni ??= tokens.words.reduce((k, x) => k + (prefixed(x) ? 1 : 0), 0);
    if (nguni < 2) continue;
    if (!standsAlone(text, start, tokens.ends[t]!)) continue;
    if (over.length === 1) removed.add(over[0]!);
    let end = tokens.ends[t]!;
    const next = t + 1 < n && tokens.starts[t + 1]! - end === 1 ? overlapping(spans, tokens.starts[t + 1]!, tokens.ends[t + 1]!) : [];
    if (next.length === 1 && next[0]!.type === 'PER' && next[0]!.start === tokens.starts[t + 1]!) {
      removed.add(next[0]!);
      end = next[0]!.end;
    }
    added.push({ type: 'PER', start, end });
  }
  return replaced(spans, removed, added);
}

/**
 * Nguni (isiZulu, isiXhosa) places written with a locative or possessive-locative prefix glued in lower
 * case before the capitalised name ("eThekwini", "kwaMashu", "waseSoweto", "aseKwaZulu-Natal"): the word,
 * prefix included, is a place (the span masks the written word, as a person's "uSipho" keeps its "u").
 * A strong prefix (refine.json `locative_prefixes.strong`) never stands so in English; a weak one ("e",
 * "o") does ("eBay", "eNaira"), so it needs a known place after it or a text written in a Nguni language
 * (another word with a noun-class or locative prefix glued to a capital). A name of two or three words
 * the gazetteer knows ("eRichards Bay") is taken whole. The tagger's place spans on the word give way; a
 * person or organisation span that is the word alone becomes the place (not for a weak prefix before an
 * unknown name); a person span ending in a word with a strong prefix ends before it ("uSipho Nkosi
 * waseSoweto"); other spans are left as they are, and so is a word glued to a handle or an address.
 */
function locativePlaces(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  let nguni: number | undefined; // lazily: how many words of the text carry a Nguni prefix
  // A personal prefix counts written with its hyphen too ("ngu-Asanda", "no-Ayanda"), as prefixedPersons reads it.
  const prefixed = (w: string) => LOWER_ASCII_START.test(w) && (NOUN_CLASS_PREFIX_HYPHENATED.test(w) || d.locative.exec(w)?.[1] !== undefined);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const w = tokens.words[t]!;
    if (!LOWER_ASCII_START.test(w)) continue;
    // The prefix may be written with a hyphen, as before a vowel or a name from English ("e-Umlazi", "sase-Newcastle").
    const m = d.locativeHyphenated.exec(w);
    if (!m) continue;
    const stem = w.slice(m[0].length);
    if (!STEM.test(stem)) continue;
    // The longest run of up to three words (the stem and the capitalised words after it, one space apart) the gazetteer knows.
    let last = t;
    let name = stem;
    for (let u = t + 1; u < n && u <= t + 2 && UPPER_START.test(tokens.words[u]!) && tokens.starts[u]! - tokens.ends[u - 1]! === 1; u++) {
      name = `${name} ${tokens.words[u]!}`;
      if (knownPlace(name)) last = u;
    }
    // After a weak prefix, a known place that is also a person's name ("oMandla": Mandla and the others;
    // Mandla is also a town in India) does not count: the person reading is as likely.
    const known = last > t || knownPlace(w) || (knownPlace(stem) && (m[1] !== undefined || !isKnownName(stem)));
    if (m[1] === undefined && !known) {
      if (isEnglishWord(stem)) continue;
      nguni ??= tokens.words.reduce((k, x) => k + (prefixed(x) ? 1 : 0), 0);
      // Another prefixed word than this one (a weak prefix does not count itself).
      if (nguni - (prefixed(w) ? 1 : 0) < 1) continue;
    }
    const start = tokens.starts[t]!;
    const end = tokens.ends[last]!;
    if (!standsAlone(text, start, end)) continue; // "@eThekwini", "#waseSoweto": a handle or a tag
    const inside = overlapping(spans, start, end);
    let keep = true;
    const trims: RefinedSpan[] = [];
    for (const s of inside) {
      if (s.type === 'LOC') continue;
      // The word alone read as a person or organisation: a place, unless a weak prefix with no known place
      // after it ("oMandla" is also the plural "Mandla and the others", class 2a).
      // A weak prefix that marks no person ("e": "eTsolo", "eKapa" in a Nguni text) is read as the place too:
      // only the class 2a plural "o" has the person reading (refine.json `locative_prefixes.weak_personal`).
      if (s.start === start && s.end === end && (m[1] !== undefined || known || !d.weakPersonal.has(m[2]!))) continue;
      // A person's span that runs on into the place word (strong prefix only) ends before it.
      if (s.type === 'PER' && m[1] !== undefined && s.start < start && s.end <= end) {
        const [a] = tokenRange(tokens, s);
        if (a < t) {
          trims.push({ type: 'PER', start: s.start, end: tokens.ends[t - 1]! });
          continue;
        }
      }
      keep = false;
    }
    if (!keep) continue;
    for (const s of inside) removed.add(s);
    added.push(...trims, { type: 'LOC', start, end });
    t = last;
  }
  return replaced(spans, removed, added);
}

const MARK = /\p{M}/u;
/** Letters with their marks apart (NFD), so a tone mark or an accent is a mark of its own. */
const hasMarks = (w: string) => MARK.test(w.normalize('NFD'));
/** How often a text writes a known name's lower-case form mid-sentence before the capitalised one at a sentence start is that word too (lowerCaseWords). */
const KNOWN_NAME_AS_WORD = 2;

/**
 * Words the text itself writes in lower case are words, not names:
 * - a one-word "place" in lower case that carries tone marks or accents no written form of the place has
 *   ("owó", money in Yorùbá, is not the town Owo): a writer who marks every tone capitalises names, and the
 *   marks make it another word; a lower-case place written with its own accents stays ("são paulo");
 * - a one-word person or place at a sentence's start whose lower-case form the same text writes elsewhere,
 *   mid-sentence and outside every span ("Owó ... owó", "Ọlọ́pàá ... àwọn ọlọ́pàá", "Reading ... reading"):
 *   capitals at a sentence's start say nothing, and the lower-case mention says the word is common. A word
 *   the name lexicon knows is kept on one such mention: a given or family name is as likely there; on two or more,
 *   unless English has the word ("Will said he will call, and he will"), it is a common word of the text's own
 *   language (Nigerian Pidgin "Di police ... di two ... di victim": "di" is "the", and "Di" a given name elsewhere).
 */
function lowerCaseWords(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  for (const s of spans) {
    if (s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    const w = tokens.words[a]!;
    if (a !== b || !LOWER_WORD.test(w) || !hasMarks(w)) continue;
    const places = lookupPlace(w);
    if (places.length > 0 && places.every((p) => !hasMarks(p.form) && !hasMarks(p.name))) removed.add(s);
  }
  const kept = removed.size === 0 ? spans : replaced(spans, removed, []);
  const starts: RefinedSpan[] = [];
  for (const s of kept) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a === b && tokens.sentenceStart[a] && UPPER_START.test(tokens.words[a]!)) starts.push(s);
  }
  if (starts.length === 0) return kept;
  const covered = coveredTokens(tokens, kept);
  const lower = new Map<string, number>();
  for (let t = 0; t < tokens.words.length; t++) {
    const w = tokens.words[t]!;
    if (!covered[t] && !tokens.sentenceStart[t] && LOWER_WORD.test(w)) lower.set(w, (lower.get(w) ?? 0) + 1);
  }
  for (const s of starts) {
    const w = tokens.words[tokenRange(tokens, s)[0]]!;
    const count = lower.get(w.toLowerCase()) ?? 0;
    if (count >= (!isKnownName(w) ? 1 : isEnglishWord(w) ? Number.POSITIVE_INFINITY : KNOWN_NAME_AS_WORD)) removed.add(s);
  }
  return replaced(spans, removed, []);
}

/** A lower-case prefix glued before a capital ("ngoLwesibili", "ngoMgqibelo": isiZulu "on Tuesday", "on Saturday"). */
const GLUED_PREFIX = /^\p{Ll}+(?=\p{Lu})/u;
const calendarToken = (w: string) => isCalendarWord(w.slice(GLUED_PREFIX.exec(w)?.[0].length ?? 0));

/** One to three capitals glued to a currency sign after them ("GH₵", "GH¢", "US$", "NZ$", "R$"). */
const CURRENCY_CODE = /^\p{Lu}{1,3}$/u;
const CURRENCY_SIGN = /^\p{Sc}/u;

/**
 * The capitals glued to a currency sign name the currency, no place or person ("GH₵1,000", "GH¢300", "US$40",
 * "NZ$90"): the Ghana cedi is written so in every Ghanaian text that names an amount, and the tagger, seeing a
 * country's code in capitals, read it as a place (prose sets 8, 25, 26, 27, four authors). Such a span is dropped.
 */
function currencyCodes(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const kept = spans.filter((s) => s.type === 'ORG' || !CURRENCY_CODE.test(text.slice(s.start, s.end)) || !CURRENCY_SIGN.test(text.slice(s.end, s.end + 1)));
  return kept.length === spans.length ? spans : kept;
}

/**
 * A weekday or a month (the name lexicon's `calendar`, in every cue language, a glued isiZulu prefix
 * allowed: "ngoMgqibelo") is no part of a person or a place: the tagger, reading capitals in a language it
 * was not trained on, runs a name on into the day after it ("Accra Kwasiada", "Ngcobo ngoLwesibili") or
 * takes the day alone ("ka Moqebelo", "siku ya Jumanne"). Such words at a span's end are cut off, and at
 * its start too unless the lexicon knows the word as a given name ("Sunday Lawal", "Monday Okafor") or,
 * for a place, as a place ("Labone" is a Sesotho Thursday and a district of Accra); a person of that one word
 * alone that the lexicon gives as a given name stays ("Tell Sunday to call"). A span left with no word is dropped.
 */
function calendarEdges(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  let timetable: boolean | undefined;
  for (const s of spans) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    let [a, b] = tokenRange(tokens, s);
    const first = a;
    const last = b;
    // A place keeps a word the gazetteer knows; a person keeps a lone word the lexicon gives as a given name
    // ("Tell Sunday to call": Sunday and Monday are given names in Nigeria), though not inside a longer span.
    const keeps = (w: string) => (s.type === 'LOC' ? lookupPlace(w).length > 0 : first === last && isGivenName(w));
    // A short form ("Mon", "Sun", "Sept") is a day or a month only where a date or a timetable stands around it, and
    // then whatever the lexicons say of the word ("Sun" is a surname, "Mon" a town).
    // Not right after a title in the span, which makes it the name it addresses ("Mr Sun 14 May", "Dr. Mon 3"), as the
    // rule scanner reads it (../lexical/nameSpans.ts withoutShortDays).
    const titled = (t: number) => {
      const p = tokens.words[t - 1] === '.' ? t - 2 : t - 1;
      return p >= first && isNameTitle(tokens.words[p]!);
    };
    const short = (t: number) => !titled(t) && isShortDateAt(text, tokens.starts[t]!, tokens.ends[t]!, () => (timetable ??= daysBeforeColons(text) >= 2));
    const day = (t: number) => (calendarToken(tokens.words[t]!) && !keeps(tokens.words[t]!)) || short(t);
    // A full stop after the day ("ka Moqebelo.") goes with it.
    while (b > a && !WORDISH_TOKEN.test(tokens.words[b]!) && day(b - 1)) b -= 2;
    while (b >= a && day(b)) b--;
    while (a <= b && ((calendarToken(tokens.words[a]!) && !keeps(tokens.words[a]!) && !isGivenName(tokens.words[a]!)) || short(a))) a++;
    if (a === first && b === last) continue;
    removed.add(s);
    if (a <= b) added.push({ type: s.type, start: tokens.starts[a]!, end: tokens.ends[b]! });
  }
  return replaced(spans, removed, added);
}

const WORDISH_TOKEN = /[\p{L}\p{N}]/u;

/** Separators of a table's cells and of a list, never part of a name ("Oyo State |"). */
const SEPARATORS = new Set(['|', '¦', ';', '\t', '•', '·']);

/**
 * A span never starts or ends on a cell or list separator: the tagger, reading a table, sometimes runs a
 * name on into the "|" after it. The separator is cut off; a span of separators alone is dropped. An
 * organisation span that is then exactly a country's or a first-order region's name ("Oyo State" in a
 * "STATE OF ORIGIN" column) is the place, as a person span that is one already is (correctPersons).
 */
function trimSeparators(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    let [a, b] = tokenRange(tokens, s);
    const [a0, b0] = [a, b];
    while (a <= b && SEPARATORS.has(tokens.words[a]!)) a++;
    while (b >= a && SEPARATORS.has(tokens.words[b]!)) b--;
    const trimmed = a !== a0 || b !== b0;
    if (a > b) {
      removed.add(s);
      continue;
    }
    const start = trimmed ? tokens.starts[a]! : s.start;
    const end = trimmed ? tokens.ends[b]! : s.end;
    const place = s.type === 'ORG' && placeReading(text.slice(start, end));
    if (!trimmed && !place) continue;
    removed.add(s);
    added.push({ type: place ? 'LOC' : s.type, start, end });
  }
  return replaced(spans, removed, added);
}

/** The letters a transcript's question and answer marks are written with ("Q. Did you see him?", "A. Yes, my lord."). */
const QUESTION_ANSWER = new Set(['Q', 'A']);
/** Name-table strengths of a word that is no name ("Did", "Yes", "Where"). */
const NO_NAME_STRENGTHS: ReadonlySet<string> = new Set(['word', 'never']);

/**
 * A transcript's question and answer marks, "Q." and "A." opening a line ("Q. Did you know him?" / "A. I knew him
 * well."), are no initials: a court transcript, a deposition or an interview writes each turn so, and the tagger,
 * reading a capital and its stop before a capitalised word, took the mark for a name's initial ("Q.", "Q. Did"). In a
 * text where lines open with both marks, a person span opening with one, at a line's start, before a word no name
 * table knows as a name, loses the mark and the words after it up to the first that may be a name, or goes when none
 * is left. "A. Kiptoo" (an answer opening with a name) keeps its span, and so does an initial opening a line of a
 * text that is no transcript ("A. Mensah, Treasurer").
 */
function questionAnswerMarks(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const markAt = (t: number) => (t === 0 || tokens.newlineBefore[t] !== 0) && QUESTION_ANSWER.has(tokens.words[t]!) && tokens.words[t + 1] === '.';
  const mayBeName = (w: string) => CAPITALISED_WORD.test(w) && !NO_NAME_STRENGTHS.has(nameTokenStrength(w));
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  let transcript: boolean | undefined;
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (!markAt(a)) continue;
    const next = tokens.words[a + 2];
    if (next !== undefined && mayBeName(next)) continue;
    if (transcript === undefined) {
      const seen = new Set<string>();
      for (let t = 0; t < tokens.words.length && seen.size < 2; t++) if (markAt(t)) seen.add(tokens.words[t]!);
      transcript = seen.size === 2;
    }
    if (!transcript) break;
    removed.add(s);
    let k = a + 2;
    while (k <= b && !mayBeName(tokens.words[k]!)) k++;
    if (k <= b) added.push({ type: 'PER', start: tokens.starts[k]!, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** A word written all in capitals, two letters or more ("JERSEY", "MANDELA"). */
const ALL_CAPITALS = /^(?=(?:\p{M}*\p{Lu}){2})[\p{Lu}\p{M}'’-]+$/u;
/** The letters of a word, its apostrophes and hyphens left out ("O'HARA" 5). */
function letterCount(word: string): number {
  return (word.normalize('NFC').match(/\p{L}/gu) ?? []).length;
}
/** A crossword answer's enumeration, the letters of each word in brackets: "(6)", "(5,3)", "(4-4)". */
const ENUMERATION = /^[ \t]*\(\d{1,2}(?:[,-]\d{1,2})*\)/u;

/**
 * A crossword's answers (refine.json `crossword_clues`): puzzle pages, prize notices and solvers' chats cite a clue by
 * its number and direction ("14 down", "21 across") and write its answer in capitals right after it ("21 across:
 * JERSEY (6)", "surely 14 down is JERSEY, not LIMERICK?"); answers are words of the language, and a capitalised
 * town or person there ("WELLINGTON", "MANDELA") names no one and no place of the text: it is a string of letters
 * that fits the grid. A person or place span written all in capitals is dropped when a cited clue and one of `links`
 * stand right before it, or its enumeration follows it in a text that cites a clue, or one of `alternatives` joins it
 * to such an answer ("JERSEY, not LIMERICK", "NELSON or OTHELLO"). A name in capitals elsewhere in the same notice
 * (the winner's "ANKRAH, Nii Lante", "Runners-up: DZIFA KPANDO") has no clue before it and keeps its span, and so does
 * a name in capitals with an age in brackets in a text that cites no clue ("KOFI MENSAH (34)").
 */
function crosswordAnswers(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData['crossword']): RefinedSpan[] {
  const n = tokens.words.length;
  const clueEndsAt = (t: number) => t >= 1 && d.directions.has(tokens.words[t]!.toLowerCase()) && /^\d{1,3}$/.test(tokens.words[t - 1]!) && tokens.newlineBefore[t] === 0;
  // A clue is cited where a link word or a word in capitals follows the number and direction ("14 down is", "21 across:
  // JERSEY"): "3 down the road" and "2 across the river" cite none.
  let cited = false;
  for (let t = 1; t + 1 < n && !cited; t++) cited = clueEndsAt(t) && (d.links.has(tokens.words[t + 1]!.toLowerCase()) || ALL_CAPITALS.test(tokens.words[t + 1]!));
  if (!cited) return spans;
  const capitals = (a: number, b: number) => tokens.words.slice(a, b + 1).every((w) => ALL_CAPITALS.test(w));
  // The token range of each answer found so far, by its first token.
  const answers = new Map<number, number>();
  const answerAt = (a: number, b: number): boolean => {
    if (!capitals(a, b)) return false;
    // The enumeration counts the answer's words and each word's letters: "(6)" one word of six, "(5,3)" two. A number
    // in brackets that does not is something else, after a clue too ("KOFI MENSAH (34)" a name and an age; "1 down -
    // MENSAH (9)" in a match report a player and his shirt's number).
    const m = ENUMERATION.exec(text.slice(tokens.ends[b]!, tokens.ends[b]! + 16));
    const counts = m === null ? [] : (m[0].match(/\d+/g) ?? []).map(Number);
    const enumerated = counts.length === b - a + 1 && counts.every((c, i) => c === letterCount(tokens.words[a + i]!));
    if (m !== null && !enumerated) return false;
    let t = a - 1;
    if (t >= 0 && d.links.has(tokens.words[t]!.toLowerCase())) t--;
    return clueEndsAt(t) || enumerated;
  };
  const removed = new Set<RefinedSpan>();
  const sorted = [...spans].sort((x, y) => x.start - y.start);
  for (const s of sorted) {
    if (s.type !== 'PER' && s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    let answer = answerAt(a, b);
    if (!answer && a >= 2 && d.alternatives.has(tokens.words[a - 1]!.toLowerCase()) && capitals(a, b)) {
      // The answer it is offered against ends right before the alternative word, maybe before a comma.
      const end = tokens.words[a - 2] === ',' ? a - 3 : a - 2;
      answer = [...answers].some(([, e]) => e === end);
    }
    if (!answer) continue;
    answers.set(a, b);
    removed.add(s);
  }
  // An answer the tagger did not read as a name still joins the next one ("NELSON, not WELLINGTON").
  return removed.size === 0 ? crosswordAlternatives(tokens, spans, answers, d) : crosswordAlternatives(tokens, spans.filter((s) => !removed.has(s)), answers, d);
}

/** Spans in capitals offered by an alternative word against a capitalised answer the tagger read as no name ("14 down is NELSON, not WELLINGTON"). */
function crosswordAlternatives(tokens: Tokens, spans: RefinedSpan[], answers: Map<number, number>, d: RefineData['crossword']): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return true;
    const [a, b] = tokenRange(tokens, s);
    if (a < 3 || !d.alternatives.has(tokens.words[a - 1]!.toLowerCase()) || !tokens.words.slice(a, b + 1).every((w) => ALL_CAPITALS.test(w))) return true;
    let end = tokens.words[a - 2] === ',' ? a - 3 : a - 2;
    const last = end;
    while (end >= 0 && ALL_CAPITALS.test(tokens.words[end]!)) end--;
    if (end === last) return true;
    let t = end;
    if (t >= 0 && d.links.has(tokens.words[t]!.toLowerCase())) t--;
    const clue = t >= 1 && d.directions.has(tokens.words[t]!.toLowerCase()) && /^\d{1,3}$/.test(tokens.words[t - 1]!);
    return !clue && !answers.has(end + 1);
  });
}

/** Marks that end a sentence, cut off a span's end when the tokenizer read them as a sentence's end. */
const SENTENCE_ENDS = new Set(['.', '!', '?', '…']);
/** Arrows and other symbols (Unicode Sm, So): a route or list mark between names ("Stirling → Oban"), never inside one. */
const SYMBOL = /^[\p{Sm}\p{So}]$/u;

/**
 * A person or place span holds no sentence break, no arrow and no unpaired bracket: the tagger, labelling one token
 * at a time, sometimes runs a name on into the stop that ends its sentence ("mji wa Mombasa." , "gi owadgi Ouma.
 * Kane"), through a route's arrow ("Stirling → Oban") or into a bracket ("Imo West)", "Isla Ferguson (Chair").
 * The span is cut at a token that opens a sentence, at a symbol and at a closing bracket it did not open, into its
 * pieces that hold a letter; what follows an opening bracket the span does not close is dropped (a role or a note:
 * "(Chair"), but for a person it is a piece of its own when it holds a capitalised word English does not have.
 * A bracket pair inside the span is left alone ("Waziri wa Barabara (Muthoni Wambua)": the tagger read both). A
 * piece then loses a stop that ends the sentence (not an initial's: "A.S." keeps its stop, which the tokenizer reads
 * as no sentence end).
 */
function sentenceAndBracketEdges(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  for (const s of spans) {
    if (s.type === 'ORG') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a > b) continue;
    const pieces: [number, number][] = [];
    let from = a;
    // What follows an opening bracket the span does not close is a role or a note ("Isla Ferguson (Chair"), dropped
    // unless it holds a capitalised word that is no English word.
    let unclosed = false;
    let depth = 0;
    for (let t = a; t <= b && !unclosed; t++) {
      const w = tokens.words[t]!;
      if (t > from && tokens.sentenceStart[t] === 1) {
        pieces.push([from, t - 1]);
        from = t;
      } else if (w === '(' && !tokens.words.slice(t + 1, b + 1).includes(')')) {
        pieces.push([from, t - 1]);
        // A person may stand there ("Waziri wa Barabara (Muthoni Wambua"): kept when a word is no English word.
        if (s.type === 'PER' && tokens.words.slice(t + 1, b + 1).some((x) => CAPITALISED_WORD.test(x) && !isEnglishWord(x))) from = t + 1;
        else unclosed = true;
      } else if (SYMBOL.test(w) || (w === ')' && depth === 0)) {
        pieces.push([from, t - 1]);
        from = t + 1;
      } else if (w === '(') depth++;
      else if (w === ')') depth--;
    }
    if (!unclosed) pieces.push([from, b]);
    const kept: RefinedSpan[] = [];
    let cut = pieces.length !== 1;
    for (const [x0, y0] of pieces) {
      let [x, y] = [x0, y0];
      while (y >= x && SENTENCE_ENDS.has(tokens.words[y]!) && (y + 1 >= n || tokens.sentenceStart[y + 1] === 1)) y--;
      while (x <= y && !WORDISH_TOKEN.test(tokens.words[x]!)) x++;
      if (x !== a || y !== b) cut = true;
      if (x <= y) kept.push({ type: s.type, start: tokens.starts[x]!, end: tokens.ends[y]! });
    }
    // Nothing cut: the span stays as it was, also where it covers part of a token ('Accra' of 'Accra-based').
    if (!cut || (kept.length === 1 && kept[0]!.start === s.start && kept[0]!.end === s.end)) continue;
    removed.add(s);
    added.push(...kept);
  }
  return replaced(spans, removed, added);
}

/** A name word ending in the velar nasal "ng" and an apostrophe that ends the word ("Ochieng'", "Nyamong'"). */
const VELAR_NASAL_END = /ng$/iu;
const APOSTROPHE_END = /^['’](?![\p{L}\p{M}\p{N}])/u;

/**
 * In Dholuo, Kiswahili and the Kalenjin languages "ng'" is one letter, the velar nasal, and a name may end in it
 * ("Ochieng'", "Achieng'", "Onyang'"); the tokenizer, which joins an apostrophe only between letters, leaves the
 * final one outside the name. A person span whose last word ends in "ng" right before an apostrophe that ends
 * the word takes the apostrophe in. An English possessive after "ng" is written "'s" ("Ochieng's"), which the
 * tokenizer reads apart, so no possessive is taken in.
 */
function velarNasalNames(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  let out: RefinedSpan[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER' || !VELAR_NASAL_END.test(text.slice(s.end - 2, s.end)) || !APOSTROPHE_END.test(text.slice(s.end, s.end + 2))) return;
    out ??= spans.slice();
    out[i] = { ...s, end: s.end + 1 };
  });
  return out ?? spans;
}

/** A gap between a layout's columns: three spaces or more, or a tab. */
const COLUMN_GAP = /[ \u00a0]{3,}|[ \u00a0]*\t[ \t\u00a0]*/gu;
/**
 * A dash with a space on each side separates a list entry's fields or a heading's parts ("Achieng, Grace – Kisumu",
 * "Radio Jua — Morning Show"): no person's name holds one (a double-barrelled name writes its hyphen unspaced).
 */
const SPACED_DASH = /^[ \t\u00a0]+[-–—][ \t\u00a0]+$/u;
const PERSON_GAP = /[ \u00a0]{3,}|[ \u00a0]*\t[ \t\u00a0]*|[ \t\u00a0]+[-–—][ \t\u00a0]+/gu;

/**
 * A person or place span never runs across a gap between columns: a signature block or a form laid out in columns
 * ("Katalin Németh        Jörg Fischer" over "Deputy Registrar        President") names one on each side, so the span
 * is split there into its pieces that hold a letter. One or two spaces stay inside a name ("John  Smith"). A person
 * span is split at a spaced dash too (SPACED_DASH), and a piece after the dash stays a person only with a word the
 * name lexicons know.
 */
function columnGaps(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type === 'ORG') continue;
    const inner = text.slice(s.start, s.end);
    let from = 0;
    const pieces: RefinedSpan[] = [];
    for (const g of inner.matchAll(s.type === 'PER' ? PERSON_GAP : COLUMN_GAP)) {
      pieces.push({ type: s.type, start: s.start + from, end: s.start + g.index });
      from = g.index + g[0].length;
    }
    if (pieces.length === 0) continue;
    pieces.push({ type: s.type, start: s.start + from, end: s.end });
    removed.add(s);
    pieces.forEach((p, i) => {
      const piece = text.slice(p.start, p.end);
      // After a dash, only a piece that holds a name word is a person ("Wanjiru – Nakuru": the town after it is not).
      if (HAS_LETTER.test(piece) && (i === 0 || !SPACED_DASH.test(text.slice(pieces[i - 1]!.end, p.start)) || piece.split(/\s+/u).some((w) => isGivenName(w) || isFamilyName(w)))) added.push(p);
    });
  }
  return replaced(spans, removed, added);
}

/** The words that open a street's or venue's name (`namedPlaceOpeners`), phrases of words joined by a space; those with a dot ("avda.") are left out, as the tokens split it off. */
function namedPlaceOpenersOf(words: readonly string[]): RefineData['namedPlaceOpeners'] {
  const phrases = words.filter((w) => /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u.test(w)).map((w) => w.normalize('NFC').toLowerCase().split(' '));
  return { first: phrasesByWord(phrases), last: phrasesByWord(phrases, true) };
}

/** The first token of an opener phrase of `groups` (grouped by last word) that ends right before token `a` on its line, or -1. */
function openerStartBefore(tokens: Tokens, groups: ReadonlyMap<string, readonly (readonly string[])[]>, a: number): number {
  if (a === 0 || tokens.newlineBefore[a] !== 0) return -1;
  const last = cueWord(tokens.words[a - 1]!);
  for (const c of groups.get(last) ?? groups.get(last.replace(ELIDED_ARTICLE, '')) ?? []) {
    const k = a - c.length;
    if (k < 0 || tokens.newlineBefore.subarray(k + 1, a).some((nl) => nl !== 0)) continue;
    // French and Italian elide the article into the opener ("l'avenue", "dell'Arena"): the opener is read without it.
    if (c.every((w, i) => (i === 0 ? cueWord(tokens.words[k]!).replace(ELIDED_ARTICLE, '') : cueWord(tokens.words[k + i]!)) === w)) return k;
  }
  return -1;
}

/**
 * Streets and venues named after people ("Tom Mboya Street", "Murtala Muhammed Way", "Rue Jean Jaurès", "Rua Augusta",
 * "rue Victor Hugo", "Estádio D. Afonso Henriques", Hausa "Filin Wasa na Sani Abacha", Swahili "Uwanja wa Nyayo"): a
 * person span with a capitalised street word one space after it (English order; not a word that is a surname too, "Ama
 * Lane"), or, in text written all in lower case, a street head that English uses only as a noun ("kwame nkrumah
 * avenue"), or an opener of a street's or venue's name (`namedPlaceOpeners`: src/places address-tokens.json
 * `eu_prefix_streets` and `named_place_openers`) opening it or one space before it, is the street or the
 * venue, a place, its street word or opener included: the tagger reads the person it is named after. In text of another
 * language an opener counts in any case and at any place; in English text only capitalised, not as a sentence's first
 * word ("Via Kofi, the parcel came"; "sent via Kofi", "the avenue Kofi took" stay), and one that English writes as a word
 * too ("Avenue", "Place", "Route") only where no capitalised word stands before it ("Park Avenue Kofi said" names Kofi)
 * and it is no name the lexicons know ("Estrada", "Puente").
 */
function streetsNamedAfterPersons(tokens: Tokens, spans: RefinedSpan[], openers: RefineData['namedPlaceOpeners'], foreign: () => boolean): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const covered = coveredTokens(tokens, spans);
  const opens = (k: number): boolean => {
    if (foreign()) return true;
    const w = tokens.words[k]!;
    if (!UPPER_START.test(w) || tokens.sentenceStart[k]) return false;
    if (EU_PREFIX_COUNTRY.has(w.toLowerCase())) return true;
    // Another opener that is also a name the lexicons know ("Estrada", "Puente") may be the person's own.
    if (isKnownName(w)) return false;
    return k === 0 || tokens.newlineBefore[k] !== 0 || !UPPER_START.test(tokens.words[k - 1]!);
  };
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    // A span the tagger ran across a sentence break ("Roma. Secondo Elisa") is no one street's name.
    if (tokens.sentenceStart.subarray(a + 1, b + 1).some((x) => x !== 0)) continue;
    const after = b + 1;
    const next = after < n && !covered[after] && tokens.starts[after]! - s.end === 1 ? tokens.words[after]! : '';
    let start = -1;
    let end = -1;
    const inside = cueAt(tokens, openers.first, a, true)?.length ?? 0;
    const k = inside === 0 ? openerStartBefore(tokens, openers.last, a) : -1;
    if (next !== '' && UPPER_START.test(next) && isStreetWord(next) && !isKnownName(next)) {
      [start, end] = [s.start, tokens.ends[after]!];
    } else if (next !== '' && LOWER_WORD.test(next) && !HAS_UPPER.test(tokens.words.slice(a, b + 1).join('')) && LOWER_CASE_STREET_HEADS.has(next) && wordClass(next) === 'N') {
      [start, end] = [s.start, tokens.ends[after]!];
    } else if (inside > 0 && a + inside <= b && opens(a)) {
      [start, end] = [s.start, s.end];
    } else if (k >= 0 && !covered.subarray(k, a).some((c) => c !== 0) && s.start - tokens.ends[a - 1]! === 1 && opens(k)) {
      // An elided article glued to the opener stays outside, as an article before it does ("de l'avenue …").
      [start, end] = [tokens.starts[k]! + (ELIDED_ARTICLE.exec(tokens.words[k]!)?.[0].length ?? 0), s.end];
    } else continue;
    removed.add(s);
    added.push({ type: 'LOC', start, end });
  }
  return replaced(spans, removed, added);
}

/**
 * The first token of the name right before token `t`: up to `max` capitalised words one space apart on one line, each
 * inside a person or place span that ends within them or a word no English lexicon knows (a name the lexicon lists
 * counts, "Allen Avenue"; never a word the name lexicon rules out, a day or a month). `t` when there is none, -1 when an
 * organisation or a span reaching past `t - 1` stands there. (namedStreets, landmarkPlaces)
 */
function nameBefore(tokens: Tokens, spans: readonly RefinedSpan[], covered: Uint8Array, t: number, max: number): number {
  let a = t;
  while (a - 1 >= 0 && t - a < max && CAPITALISED_WORD.test(tokens.words[a - 1]!) && (a === t || oneSpaceBefore(tokens, a))) {
    const k = a - 1;
    if (covered[k]) {
      const s = overlapping(spans, tokens.starts[k]!, tokens.ends[k]!)[0]!;
      if (s.type === 'ORG' || s.end > tokens.ends[t - 1]!) return -1;
      a = tokenRange(tokens, s)[0];
      continue;
    }
    const w = tokens.words[k]!;
    if ((isEnglishWord(w) && !isKnownName(w)) || nameTokenStrength(w) === 'never') break;
    a = k;
  }
  return a;
}

/**
 * A street named in running text without a house number ("traffic don hold for Awolowo Road", "inapitia Digo Road",
 * "we go pass Lagos Avenue", "along Haile Selassie Avenue"): directions, complaints, route talk and letters name a street
 * so, and the address finder, which wants a number or a postcode, reads nothing there. One to three capitalised words
 * right before a head of address-tokens.json `named_street_heads` (`nameBefore`: read as a person or a place, or no English word) are
 * the street, a place, the head included. An unread English word ("Church Street", "Wall Street") is left, as
 * general text names firms and markets after such streets; so is a head run on by another capitalised word ("Moi
 * Avenue Primary School": an organisation), and a head that is a surname after a person or a given name ("Lois Lane").
 */
function namedStreets(tokens: Tokens, spans: RefinedSpan[], heads: ReadonlySet<string>): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const covered = coveredTokens(tokens, spans);
  for (let t = 1; t < n; t++) {
    const head = tokens.words[t]!;
    if (!heads.has(head) || covered[t] || !oneSpaceBefore(tokens, t)) continue;
    if (t + 1 < n && UPPER_START.test(tokens.words[t + 1]!) && oneSpaceBefore(tokens, t + 1)) continue;
    const a = nameBefore(tokens, spans, covered, t, 3);
    if (a < 0 || a === t) continue;
    const inside = overlapping(spans, tokens.starts[a]!, tokens.ends[t - 1]!);
    if (isKnownName(head) && (isGivenName(tokens.words[a]!) || inside.some((s) => s.type === 'PER'))) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start: tokens.starts[a]!, end: tokens.ends[t]! });
  }
  return replaced(spans, removed, added);
}

const CAPITAL_THEN_LOWER = /^\p{Lu}\p{Ll}/u;

/**
 * A street written as one word closed by its street word (refine.json `compound_streets`: "Kalverstraat", "Oudegracht",
 * "Voortrekkerweg", "Friedrichstraße", "Königsallee"): Dutch, Afrikaans, German and Scandinavian name a street so, and
 * running text names it without a house number ("bij de Kinkerstraat", "in der Bergstraße"), where the address finder
 * reads nothing. A capitalised word, not all in capitals, ending in a kept ending after at least three letters, that is
 * no English word, no name the lexicons know and no listed common noun ("Heimweg", "Einbahnstraße"), is the street, a
 * place; a person span on the word alone gives way, any other span over it stays.
 */
function compoundStreets(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  return oneWordPlaces(tokens, spans, d.compoundStreets, false);
}

/**
 * A square written as one word closed by "plein" (refine.json `compound_squares`: "Stadhuisplein", "Stationsplein",
 * "Kerkplein", "Markplein"): Dutch and Afrikaans name a town's squares so, and walks, notices and letters name them
 * without a house number ("op het Stadhuisplein", "by die Kerkplein", "Stop 1: Markplein"). The ending closes common
 * nouns as well ("schoolplein", "speelplein"), but Dutch and Afrikaans write common nouns in lower case, so a
 * capitalised one inside a sentence is a name; at a sentence's start the capital says nothing and the word is left as
 * read. Otherwise read as `compoundStreets` reads a street.
 */
function compoundSquares(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  return oneWordPlaces(tokens, spans, d.compoundSquares, true);
}

/** `compoundStreets` and `compoundSquares`: a one-word place closed by a kept ending; `midSentence`: not at a sentence's start. */
function oneWordPlaces(tokens: Tokens, spans: RefinedSpan[], words: RefineData['compoundStreets'], midSentence: boolean): RefinedSpan[] {
  const { suffixes, nouns } = words;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < tokens.words.length; t++) {
    const w = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(w) || !CAPITAL_THEN_LOWER.test(w) || (midSentence && tokens.sentenceStart[t] === 1)) continue;
    const lower = cueWord(w);
    if (!suffixes.some((x) => lower.length - x.length >= 3 && lower.endsWith(x)) || nouns.has(lower) || isEnglishWord(w) || isKnownName(w)) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[t]!;
    const inside = overlapping(spans, start, end);
    if (inside.length > 1 || (inside.length === 1 && (inside[0]!.type !== 'PER' || inside[0]!.start !== start || inside[0]!.end !== end))) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
  }
  return replaced(spans, removed, added);
}

/** An ordinal written in digits ("1st", "3rd", "10th"). */
const DIGIT_ORDINAL = /^\d{1,2}(?:st|nd|rd|th)$/u;
/** The number of an ordinal written with a dot after it (German "2. Dan"). */
const ORDINAL_NUMBER = /^\d{1,2}$/u;

/**
 * Where the word at `t` follows an ordinal: a digit ordinal ("1st Dan") or a number and a dot glued to it inside its
 * line ("jetzt 2. Dan"); a number and a dot opening a line ("1. Dan" of a numbered list) counts only when `listItems`.
 */
function afterOrdinal(tokens: Tokens, t: number, listItems: boolean): boolean {
  if (t === 0 || tokens.newlineBefore[t] === 1 || !oneSpaceBefore(tokens, t)) return false;
  const before = tokens.words[t - 1]!;
  if (DIGIT_ORDINAL.test(before)) return true;
  if (before !== '.' || t < 2 || !ORDINAL_NUMBER.test(tokens.words[t - 2]!) || tokens.starts[t - 1] !== tokens.ends[t - 2]) return false;
  return listItems || (t >= 3 && tokens.newlineBefore[t - 2] === 0);
}

/** The grades of the martial arts run from 1st to 10th. */
const MAX_GRADE = 10;

/**
 * The ordinal ending at token `t` ("21st", "3rd", the dot of "3.") is a date's day, no grade: above the highest grade
 * ("on the 21st Dan will lead"), after a weekday or a month ("Sunday 3rd Dan", "March 3rd"), or after "on the" ("on
 * the 3rd Dan collects the keys").
 */
function dateDay(tokens: Tokens, t: number): boolean {
  const k = tokens.words[t] === '.' ? t - 1 : t;
  if (Number.parseInt(tokens.words[k]!, 10) > MAX_GRADE) return true;
  const prev = k > 0 && tokens.newlineBefore[k] === 0 ? tokens.words[k - 1]! : '';
  if (isCalendarWord(prev) || isMonthName(prev)) return true;
  return prev.toLowerCase() === 'the' && k > 1 && tokens.words[k - 2]!.toLowerCase() === 'on';
}

/**
 * Names that name a kind, not a place or a person (refine.json `species_kinds`, `grade_ranks`): a place or a name
 * right before a lower-case noun of a tree's or a plant's kind is part of the kind's name ("a Norway maple", "the
 * Lombardy poplar", "Leyland cypress", "Nandi flame": English names trees and plants after where they came from or who
 * raised them), so a person or place span of one or two words there, one space before the noun on its line, is dropped;
 * not after a preposition that puts something in a place ("in Nairobi oak trees line the roads", "from Norway
 * spruce logs" keep the place), not when the noun is capitalised ("Norway Pine Lodge" is a venue), not when a place
 * opener opens the span ("Mount Kenya cedar trees": no kind is named so), and not when a noun of `species_kinds.
 * place_followers` follows the kind's noun ("the Mau cedar forest", "Kakamega oak woodland", "Aberdare pine
 * plantations": the place then locates the stand or the trade). And a martial art's grade, a rank after an ordinal in
 * digits ("1st Dan", "4th Kyu", German "2. Dan"), names no one: a one-word person span that is the rank there is
 * dropped ("Dan Okello" or a "Dan" after anything else stays); not where another person span of the text follows an
 * ordinal too ("1st Dan, 2nd Kofi, 3rd Ama", "1. Dan\n2. Kofi": the ordinals rank people, Dan among them), and a
 * number and a dot opening a line is a list's number, not a grade's; nor after an ordinal that is a date's day
 * (`dateDay`: "on the 21st Dan will lead", "Sunday 3rd Dan collects the keys").
 */
function kindNames(tokens: Tokens, spans: RefinedSpan[], kinds: RefineData['speciesKinds'], ranks: ReadonlySet<string>, openers: ReadonlySet<string>): RefinedSpan[] {
  const n = tokens.words.length;
  let ranked: boolean | undefined;
  // Another person span after an ordinal whose first word is no rank: the ordinals rank people.
  const rankedPeople = () =>
    spans.some((s) => {
      if (s.type !== 'PER') return false;
      const [a] = tokenRange(tokens, s);
      return tokens.starts[a] === s.start && !ranks.has(tokens.words[a]!.toLowerCase()) && afterOrdinal(tokens, a, true);
    });
  const kept = spans.filter((s) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return true;
    const [a, b] = tokenRange(tokens, s);
    if (tokens.starts[a] !== s.start || tokens.ends[b] !== s.end) return true;
    if (s.type === 'PER' && a === b && ranks.has(tokens.words[a]!.toLowerCase()) && CAPITALISED_WORD.test(tokens.words[a]!) && afterOrdinal(tokens, a, false) && !dateDay(tokens, a - 1)) {
      ranked ??= rankedPeople();
      if (!ranked) return false;
    }
    if (b - a > 1 || b + 1 >= n) return true;
    const next = tokens.words[b + 1]!;
    if (!kinds.words.has(next) || tokens.newlineBefore[b + 1] === 1 || !oneSpaceBefore(tokens, b + 1)) return true;
    for (let t = a; t <= b; t++) if (!CAPITALISED_WORD.test(tokens.words[t]!)) return true;
    if (a > 0 && tokens.newlineBefore[a] === 0 && KIND_PLACE_PREPOSITIONS.has(tokens.words[a - 1]!.toLowerCase())) return true;
    if (openers.has(tokens.words[a]!)) return true;
    if (b + 2 < n && tokens.newlineBefore[b + 2] === 0 && oneSpaceBefore(tokens, b + 2) && kinds.placeFollowers.has(tokens.words[b + 2]!)) return true;
    return false;
  });
  return kept.length === spans.length ? spans : kept;
}

/** Prepositions after which a name before a kind's noun is still the place where the kind grows or stands. */
const KIND_PLACE_PREPOSITIONS: ReadonlySet<string> = new Set([...CONTEXT_PLACE_PREPOSITIONS, ...CONTEXT_PLACE_WEAK_PREPOSITIONS, ...LOWER_CASE_PLACE_CUES, 'near', 'across', 'around', 'throughout', 'outside', 'of', 'on']);

/**
 * A stop or crossing named by its place and a landmark noun (refine.json `landmark_nouns`: "drop for Berger junction",
 * "Ojota bus stop", "Kencom bus stage"): the one or two capitalised words right before the noun (`nameBefore`) are a
 * place, the noun outside; a person span there is the place, as no person is named so.
 */
function landmarkPlaces(tokens: Tokens, spans: RefinedSpan[], landmarks: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const covered = coveredTokens(tokens, spans);
  for (let t = 1; t < n; t++) {
    if (!landmarks.has(tokens.words[t]!) || covered[t] || !oneSpaceBefore(tokens, t) || cueAt(tokens, landmarks, t) === undefined) continue;
    const a = nameBefore(tokens, spans, covered, t, 2);
    if (a < 0 || a === t) continue;
    const inside = overlapping(spans, tokens.starts[a]!, tokens.ends[t - 1]!);
    if (inside.length === 1 && inside[0]!.type === 'LOC' && inside[0]!.start === tokens.starts[a]!) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start: tokens.starts[a]!, end: tokens.ends[t - 1]! });
  }
  return replaced(spans, removed, added);
}

/**
 * Words before a seat of government's name that put something physically in, into or by the building: the round's
 * sources write "in the Oval Office", "got into the Oval Office" (UNER dev); the rest place a body there as plainly.
 * "from" is left out: what comes from the seat comes from the government ("a letter from the White House").
 */
const SEAT_PREPOSITIONS: ReadonlySet<string> = new Set([...CONTEXT_PLACE_PREPOSITIONS, 'near', 'outside', 'around', 'opposite', 'towards']);
/**
 * "at" and "to" are where the sets show a seat as a place ("walking distance to Union Buildings.", "exams are at Golden
 * Jubilee House."), but also where it stands for the government ("Insiders at the White House say", "Calls to Casa
 * Rosada went unanswered"): after them the name must close its clause (punctuation or the end of the text follows).
 */
const SEAT_CLAUSE_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'to']);

/** The word as refine.json's NFC names are keyed: the raw word first, its NFC form only where it has a non-ASCII letter. */
const seatKey = (word: string): string => (ASCII_ONLY.test(word) ? word : word.normalize('NFC'));
const ASCII_ONLY = /^[\x00-\x7f]*$/;
/** A word class of the word-class table that is a noun's (N…), or none listed: a word after a seat's name that makes it the government's. */
const NOUN_OR_UNLISTED = /^N|^$/;
const CLAUSE_MARK_START = /^[.,;:!?)]/;

/**
 * The building of a head of state or government named where the writing locates something in or at it (refine.json
 * `seats_of_government`: "into the Oval Office", "in the White House", "walking distance to Union Buildings.", "exams
 * are at Golden Jubilee House."): right after a preposition of place (`SEAT_PREPOSITIONS`, or `SEAT_CLAUSE_PREPOSITIONS`
 * with the name closing its clause) and "the" or nothing, the name written whole with its capitals and no capitalised
 * word run on after it ("State House Road", "White House Briefing") nor "of" ("Oyo State House of Assembly") nor a
 * lower-case noun or a word general English does not list ("White House officials": the government's), is a place;
 * the tagger, which never saw most of them, reads a person or nothing there. Without the preposition the name as often
 * stands for the government ("the White House said"), and is left as read. A person or place span inside the name
 * gives way; an organisation over it or a span reaching beyond it is left (`claimPlace`).
 */
function governmentSeats(tokens: Tokens, spans: RefinedSpan[], seats: ReadonlyMap<string, readonly (readonly string[])[]>): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 1; t < n; t++) {
    const phrases = seats.get(seatKey(tokens.words[t]!));
    if (phrases === undefined) continue;
    const phrase = phrases.find((p) => p.every((w, i) => t + i < n && seatKey(tokens.words[t + i]!) === w && (i === 0 || oneSpaceBefore(tokens, t + i))));
    if (phrase === undefined) continue;
    const b = t + phrase.length - 1;
    const after = tokens.words[b + 1];
    if (after !== undefined && ((CAPITALISED_WORD.test(after) && oneSpaceBefore(tokens, b + 1)) || after === 'of')) continue;
    const lowerAfter = after !== undefined && LOWER_START.test(after);
    if (lowerAfter && NOUN_OR_UNLISTED.test(wordClass(after))) continue;
    const p = tokens.words[t - 1]!.toLowerCase() === 'the' && t >= 2 ? t - 2 : t - 1;
    const preposition = tokens.words[p]!.toLowerCase();
    const closes = after === undefined || (!lowerAfter && CLAUSE_MARK_START.test(after)) || tokens.newlineBefore[b + 1] !== 0;
    if (!SEAT_PREPOSITIONS.has(preposition) && !(SEAT_CLAUSE_PREPOSITIONS.has(preposition) && closes)) continue;
    if (spans.some((s) => s.type === 'LOC' && s.start === tokens.starts[t]! && s.end === tokens.ends[b]!)) continue;
    claimPlace(tokens, spans, t, b, removed, added);
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * Tokens `a`..`b` as one place: the person and place spans inside them give way (collected in `removed`, the place in
 * `added`); false, and nothing collected, when an organisation overlaps them or a span reaches beyond them.
 */
function claimPlace(tokens: Tokens, spans: readonly RefinedSpan[], a: number, b: number, removed: Set<RefinedSpan>, added: RefinedSpan[]): boolean {
  const start = tokens.starts[a]!;
  const end = tokens.ends[b]!;
  const inside = overlapping(spans, start, end);
  if (inside.some((s) => s.type === 'ORG' || s.start < start || s.end > end)) return false;
  for (const s of inside) removed.add(s);
  added.push({ type: 'LOC', start, end });
  return true;
}

/**
 * Natural places named head first ("River Clyde", "Lake Bosomtwe", "Mount Elgon"): an opener of
 * refine.json `place_openers` and the one or two capitalised words after it (one space apart, on one line)
 * are a place. A person span inside them is the place (the tagger reads "Clyde" as a given name); an
 * organisation or a span reaching beyond them is left as it is ("Lake Victoria Fisheries Ltd").
 */
function headFirstPlaces(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 1 < n; t++) {
    if (!d.openers.has(tokens.words[t]!) || !oneSpaceBefore(tokens, t + 1)) continue;
    const b = capitalisedRunEnd(tokens, t + 1, 2);
    if (b === t || !claimPlace(tokens, spans, t, b, removed, added)) continue;
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * Places the Romance languages, Dutch and German name head first and join to their name by "of" or its article, and the
 * few English ones named so (refine.json `head_first_places`: "Porto de Leixões", "Aeropuerto de Barajas", "Praça do
 * Comércio", "Parc du Cinquantenaire", "Hütte am Watzmann", "Port of Durban"): the noun, one connective and one or two
 * capitalised words right after it, one space apart on one line, are one place, noun included. The tagger reads the
 * name alone ("Porto de [Lisboa]" as a person or a town), the noun alone ("[Parc] du …") or the whole as an
 * organisation ("Port of Rotterdam"); every span inside the words gives way. Left as they are: a span reaching past the
 * words ("Universidade do Porto", "Ana Serra da Costa"), a noun right after a capitalised word on its line (a surname or
 * a word of a longer name), a name run on by a further capitalised word ("Port of Rotterdam Pilots Union") or holding an
 * organisation's word (refinePersons.ts `organisationWords`: "Port of Rotterdam Authority"); a last word
 * right before a colon is the next field's label, not the name's.
 */
function headFirstConnectedPlaces(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const { heads, connectives } = d.connectedPlaces;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 2 < n; t++) {
    if (!heads.has(tokens.words[t]!) || (oneSpaceBefore(tokens, t) && CAPITALISED_WORD.test(tokens.words[t - 1]!))) continue;
    const c = cueAt(tokens, connectives, t + 1, true);
    if (c === undefined) continue;
    const a = t + 1 + c.length;
    let joined = true;
    for (let k = t + 1; k <= a && joined; k++) joined = oneSpaceBefore(tokens, k) && (k === a || LOWER_WORD.test(tokens.words[k]!));
    if (!joined) continue;
    let b = capitalisedRunEnd(tokens, a, 2);
    if (b < a) continue;
    const last = tokens.ends[b]!;
    // A last word right before a colon is the next field's label ("Porto de Sines Destino: …"), which a span may hold too.
    if (b > a && b + 1 < n && tokens.words[b + 1] === ':' && tokens.starts[b + 1] === last) b--;
    else if (b + 1 < n && oneSpaceBefore(tokens, b + 1) && CAPITALISED_WORD.test(tokens.words[b + 1]!)) continue;
    // An organisation's word closing the name ("Port of Tema Authority") makes the whole the organisation.
    if (tokens.words.slice(a, b + 1).some((w) => organisationWords().has(w))) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, last);
    if (inside.some((s) => s.start < start || s.end > last)) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * Phrases grouped by their first word (`last`: by their last word, for cues that end right before what they cue), each
 * group longest first, then in list order: a token finds its candidates in one look-up, and a phrase that another
 * opens is tried before it ("ma nyinge en" before "ma nyinge", which would leave "en" where the name is looked for).
 */
function phrasesByWord(phrases: readonly (readonly string[])[], last = false): ReadonlyMap<string, readonly (readonly string[])[]> {
  const m = new Map<string, (readonly string[])[]>();
  for (const p of phrases) {
    const key = last ? p[p.length - 1]! : p[0]!;
    const group = m.get(key);
    if (group) group.push(p);
    else m.set(key, [p]);
  }
  for (const group of m.values()) group.sort((x, y) => y.length - x.length);
  return m;
}

const HEAD_FIRST_CONNECTIVES: ReadonlySet<string> = new Set(ORGANISATION_WORDS.head_first_connectives);

/** True when a connective ("ya", "de", "of" as organisation-words.json `head_first_connectives` lists them) and a capitalised word follow token `b`. */
function runsOnThroughConnective(tokens: Tokens, b: number): boolean {
  const n = tokens.words.length;
  return b + 2 < n && oneSpaceBefore(tokens, b + 1) && oneSpaceBefore(tokens, b + 2) && HEAD_FIRST_CONNECTIVES.has(tokens.words[b + 1]!) && CAPITALISED_WORD.test(tokens.words[b + 2]!);
}

/**
 * Places announced in the cue languages by the word for the kind of place right before the name, as their news
 * write a county, district, town or village (refine.json `place_cues_other_languages`: Swahili "kaunti ya
 * Bungoma", Hausa "jihar Neja", Somali "magaalada Muqdisho", Kinyarwanda "Akarere ka Huye", Luganda "ku kyalo
 * Katabi"): the one to three capitalised words right after the cue (one space apart, on its line) are a place,
 * gazetteer or not. A person span inside them is the place, and a person or place span over the cue's own words
 * goes ("mu Ntara ya Gitega": the tagger read "Ntara", "province", as a name); an organisation or a span reaching beyond them is left
 * as it is ("jihar Kano Pillars FC" read as a club stays). The locative cues (`locative_place_cues`: Twi "wɔ Agona", Swahili
 * "kuelekea Nakuru") are read the same way; for every cue the name ends before a day's or a month's name, and a
 * word after it that makes it a possessor or a topic ("wɔ Kofi fie", at Kofi's house) leaves it as read.
 */
function cuedPlacesOtherLanguages(tokens: Tokens, spans: RefinedSpan[], d: RefineData, inForeignText: () => boolean = () => false): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const cue = cueAt(tokens, d.placeCues, t, true);
    if (!cue) continue;
    // A one-word cue that is also an English word (Swahili "pale", there at; English "pale") is read only in text
    // written in another language.
    if (cue.length === 1 && isEnglishWord(cue[0]!) && !inForeignText()) continue;
    const a = t + cue.length;
    if (a >= n || tokens.newlineBefore[a]) continue;
    // A day's or a month's name after the cue is a time ("wɔ Memeneda", "kuelekea Jumamosi"): the name ends before it.
    let b = capitalisedRunEnd(tokens, a, 3);
    for (let k = a; k <= b; k++) if (isCalendarWord(tokens.words[k]!)) b = k - 1;
    if (b < a) continue;
    // A word after the name that makes it a possessor or a topic ("wɔ Kofi fie", at Kofi's house) leaves it as read, and so
    // do a name after a locative cue that runs on through a connective ("kuelekea Hifadhi ya …": the cue's object is the
    // longer name; the connectives are also 'and' in some cue languages, Hausa "da", so the place nouns keep reading) and one
    // holding an organisation's word ("wɔ Asante Teachers Union").
    if (b + 1 < n && oneSpaceBefore(tokens, b + 1) && d.possessorFollowers.has(cueWord(tokens.words[b + 1]!))) continue;
    if ((d.locativeCues.has(cue) && runsOnThroughConnective(tokens, b)) || tokens.words.slice(a, b + 1).some((w) => organisationWords().has(w))) continue;
    // "Near" takes a person as its object as often as a landmark ("alikaa karibu na Juma Hassan", "kusa da Musa
    // Bello", "karibu na Bi Wanjiru"): after a word for "near", a name that opens with a given name or a title, or one
    // word a name list knows, stays as read, unless the gazetteer knows the whole as a town, a region or a country
    // ("haufi le Roma": Roma, Lesotho). The place nouns ("kaunti ya", "jihar") name the kind of place and keep reading
    // any name after them.
    if (d.nearCues.has(cue)) {
      const words = tokens.words.slice(a, b + 1);
      if (namesAPerson(words) && !lookupPlace(words.join(' ')).some((e) => COUNTRY_REGION_CITY.has(e.kind))) continue;
    }
    if (!claimPlace(tokens, spans, a, b, removed, added)) continue;
    // A person or place span over the cue's own words ("mu Ntara ya Gitega": "Ntara" is "province") goes.
    for (const s of overlapping(spans, tokens.starts[t]!, tokens.ends[a - 1]!)) if (s.type !== 'ORG' && s.start >= tokens.starts[t]! && s.end <= tokens.ends[a - 1]!) removed.add(s);
    t = b;
  }
  return replaced(spans, removed, added);
}

/** A place the gazetteer knows as a country, a region or a city. */
const COUNTRY_REGION_CITY: ReadonlySet<string> = new Set(['country', 'region', 'city']);

/**
 * Whether a word is a place in its dictionary form written inflected (`inflected_places`: "Rzeszowie" → "Rzeszów", "Gdyni" →
 * "Gdynia", "Katowicach" → "Katowice") or as written, that the gazetteer knows as a country,
 * a region or a city (the gazetteer folds accents: "Rzeszow" finds "Rzeszów").
 */
function dictionaryPlace(word: string, inflections: readonly InflectedPlaces[]): boolean {
  const known = (name: string) => !isEnglishWord(name) && lookupPlace(name).some((e) => COUNTRY_REGION_CITY.has(e.kind));
  if (known(word)) return true;
  const lower = word.toLowerCase();
  for (const { endings, nominative } of inflections) {
    for (const e of endings) {
      if (!lower.endsWith(e) || word.length - e.length < 3) continue;
      const stem = word.slice(0, word.length - e.length);
      if (nominative.some((n) => known(stem + n))) return true;
    }
  }
  return false;
}

/** The prepositions of refine.json `inflected_places` written in ASCII letters only ("w", "z", "do"), lower case. */
export function inflectedPlacePrepositions(): string[] {
  return [...refineData().inflectedPlaces.keys()].filter((p) => /^[a-z]+$/.test(p));
}

/**
 * Whether `word`, capitalised right after the preposition `preposition` (any case), is a place inflected as a language
 * of `inflected_places` inflects it ("w Krakowie", "z Łodzi"): no name list knows it, it is no English word, and it or
 * one of its dictionary forms is a country, region or city the gazetteer knows. A preposition that is also an English
 * word ("do", "we") counts only when `inForeignText` says the text is written in another language. The one reading of
 * `inflected_places`, for the tagger's rule below and the lexical cued places of `basic` (lexical/cuedPlaces.ts).
 */
export function inflectedPlaceAfter(preposition: string, word: string, inForeignText: () => boolean): boolean {
  const p = preposition.toLowerCase().normalize('NFC');
  const inflections = refineData().inflectedPlaces.get(p);
  if (!inflections || !CAPITALISED_WORD.test(word) || isKnownName(word) || isEnglishWord(word)) return false;
  return dictionaryPlace(word, inflections) && (!isEnglishWord(p) || inForeignText());
}

/**
 * A place's name inflected after a preposition in a language that inflects names (refine.json `inflected_places`:
 * Polish "w Rzeszowie", "z Łodzi", "w Norwegii"): the capitalised word right after the preposition (one that is also an
 * English word, "do", "we", only in a text written in another language than English), that no name list knows and that is no English word, is a place when it or one
 * of its dictionary forms is a country, region or city the gazetteer knows. The gazetteer holds a name in its
 * dictionary form only, and the tagger, which learnt places from English, does not know the endings. A one-word
 * person or place span on the word gives way; an organisation or a longer span is left as it is.
 */
function inflectedPlaces(tokens: Tokens, spans: RefinedSpan[], d: RefineData, inForeignText: () => boolean): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 1; t < n; t++) {
    const w = tokens.words[t]!;
    if (!CAPITALISED_WORD.test(w) || !oneSpaceBefore(tokens, t) || tokens.newlineBefore[t]) continue;
    if (!d.inflectedPlaces.has(tokens.words[t - 1]!.toLowerCase().normalize('NFC'))) continue;
    const inside = overlapping(spans, tokens.starts[t]!, tokens.ends[t]!);
    if (inside.some((s) => s.type === 'LOC' && s.start === tokens.starts[t] && s.end === tokens.ends[t])) continue;
    // A preposition that is also an English word ("do", "we", "pod") counts only in a text of another language.
    if (!inflectedPlaceAfter(tokens.words[t - 1]!, w, inForeignText)) continue;
    claimPlace(tokens, spans, t, t, removed, added);
  }
  return replaced(spans, removed, added);
}

/**
 * A town and its region or country written together with no comma between, as web text often writes them
 * ("miramar florida", "Kansas City Missouri", "Kumasi Ghana"), are two places: a place span of two words or
 * more, on one line, that the gazetteer does not know as a whole, whose last one or two words are the English
 * name of a country or a first-order region and whose words before them are a town the gazetteer knows, is
 * split there. A name the gazetteer knows whole stays one ("New Mexico", "West Virginia"), and so does one
 * opening with a country ("Niger Delta": a country is no town), or one whose region is an English word, as the
 * regions named for a landform or a direction are ("Obudu Plateau", "Jos Plateau", "Accra Central"): there the word
 * is as often the head of the place's own name.
 */
function townAndRegion(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    if (b === a) continue;
    let plain = true;
    for (let t = a; t <= b && plain; t++) plain = LETTERS.test(tokens.words[t]!) && (t === a || tokens.starts[t]! - tokens.ends[t - 1]! === 1);
    if (!plain) continue;
    const words = tokens.words.slice(a, b + 1);
    if (lookupPlace(words.join(' ')).length > 0) continue;
    for (const k of [b, b - 1]) {
      if (k <= a) continue;
      const town = words.slice(0, k - a).join(' ');
      const region = words.slice(k - a).join(' ');
      if (isEnglishWord(region) || !namesCountryOrRegion(region) || !lookupPlace(town).some((p) => p.kind === 'city') || isCountry(town)) continue;
      removed.add(s);
      added.push({ type: 'LOC', start: s.start, end: tokens.ends[k - 1]! }, { type: 'LOC', start: tokens.starts[k]!, end: s.end });
      break;
    }
  }
  return replaced(spans, removed, added);
}

/**
 * A person's place of origin ("Kwame Quaye of Tamale", "the families of Kwabena Kumi of Winneba"): a
 * one- or two-word span read as an organisation or a person right after "<person> of", whose text the
 * gazetteer knows as a place and which is no English word and no known name, is that place. An
 * employer after a person ("Jobs of Apple") is an English word or no place, so it stays.
 */
function originPlaces(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let i = 1; i < spans.length; i++) {
    const s = spans[i]!;
    if (s.type === 'LOC') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a < 2 || b - a > 1 || tokens.words[a - 1]!.toLowerCase() !== 'of') continue;
    const before = spans[i - 1]!;
    if (before.type !== 'PER' || before.end !== tokens.ends[a - 2]!) continue;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w) && !isEnglishWord(w)) || (words.length === 1 && isKnownName(words[0]!))) continue;
    if (lookupPlace(words.join(' ')).length === 0) continue;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** Tokens after a name that make "in <name>" a case or a possession, not a place ("in Smith v Jones", "in Adu's view"). */
const NOT_PLACE_AFTER = new Set(['v', 'vs', "'s", '’s', '(']);

/**
 * A place read as a person after a preposition of place: a one-word person span right after "in" ("who trains in
 * Dingle"; two words only when the gazetteer knows them, as two capitalised words are as often a full name), or one
 * or two words after "of" when a comma and a place follow, as an address writes a locality and its town ("resident
 * of Nima, Tema", "of Nyali, Iten"), whose words no given- or family-name list knows, is a place: a person is seldom
 * "in" someone, and a name the lists know stays a person ("faith in Mensah"); so does a case ("in Donoghue v
 * Stevenson") or a possessive ("in Adu's view"). "From" is left out (../lexical/placeCueWords.ts PERSON_TO_PLACE_PREPOSITIONS). The town after the comma, read as a person too, is a place when the gazetteer knows it ("Madina,
 * Sunyani").
 * Session 30: one word no name list knows that the gazetteer knows, with a lower-case letter, is a place after the
 * weaker cues of GAZETTEER_PLACE_PREPOSITIONS too ("the family of Tarkwa", "a woman from Kasese", "moved to Iganga",
 * "at Bunda", "4 Market Street, Hoima": a comma only after a capitalised word or a number, as an address line writes
 * it, not after a fronted phrase, "Speaking at the rally, Thornton said"; and no English word, which is a title or a thing
 * as often, "Revd Ann Cole, Vicar"). The tagger reads an unfamiliar one-word town as a person wherever its
 * context is not "in" (UNER dev: "Iguazu", "Varkala", "Antigua"; the prose sets: towns after "family of", "(deceased),
 * of", "moved to", a street or a chapel and its comma). In the prose sets 1-15 such a word after these cues is a gold
 * place 4,246 times and a gold person 5 times; the family-name list lacks many English surnames that are also towns
 * ("Thornton", "Blackwood"), which stay persons after a title or at a sentence's start, where this rule does not read.
 */
function prepositionPlaces(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  spans.forEach((s, i) => {
    // (A town after a comma may already be read with the locality before it.)
    if (s.type !== 'PER' || removed.has(s)) return;
    const [a, b] = tokenRange(tokens, s);
    if (a === 0 || b - a > 1) return;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w) && !isKnownName(w) && !isNameTitle(w))) return;
    const after = tokens.words[b + 1];
    if (after !== undefined && NOT_PLACE_AFTER.has(after)) return;
    const before = tokens.words[a - 1]!;
    const next = spans[i + 1];
    const placeAfterComma = after === ',' && next !== undefined && next.start === tokens.starts[b + 2] && (next.type === 'LOC' || (next.type === 'PER' && lookupPlace(spanWords(tokens, next)).length > 0));
    // Two capitalised words after "in" are as often a full name ("confidence in Aoife Brennan"): only a place the gazetteer knows.
    const placeAfterPreposition = PERSON_TO_PLACE_PREPOSITIONS.has(before) && (a === b || lookupPlace(words.join(' ')).length > 0);
    // One word the gazetteer knows after a weaker cue ("family of Tarkwa", "moved to Iganga", "Station Road, Hoima").
    // A comma counts after a name or a number only, as an address line writes a town ("Kingsway, Bradford"), not after a
    // fronted phrase ("Speaking at the ceremony, Holloway said").
    // and only where the town ends the phrase (no lower-case word after it: "In Kisumu, Wundanyi spoke" names a speaker).
    const cue = before !== ',' || (a >= 2 && (UPPER_START.test(tokens.words[a - 2]!) || DIGIT_START.test(tokens.words[a - 2]!)) && !(after !== undefined && LOWER_WORD.test(after)));
    // An English word is a title or a thing as often ("Revd Ann Cole, Vicar"), however many towns bear it.
    const gazetteerPlace = a === b && cue && GAZETTEER_PLACE_PREPOSITIONS.has(before.toLowerCase()) && HAS_LOWER.test(words[0]!) && !isEnglishWord(words[0]!) && lookupPlace(words[0]!).length > 0;
    if (!placeAfterPreposition && !gazetteerPlace && !(before === 'of' && placeAfterComma)) return;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
    if (placeAfterComma && next!.type === 'PER') {
      removed.add(next!);
      added.push({ type: 'LOC', start: next!.start, end: next!.end });
    }
  });
  return replaced(spans, removed, added);
}

/**
 * A place read as a person or an organisation after a preposition whose object is a place (refine.json
 * `spatial_prepositions`: "ran off near Streatham Vale", "heading towards Kawangware", "camped near Garissa"): one to
 * three capitalised words, none all in capitals, whose first word no given-name list knows and is no title (one word
 * alone: no name list knows it), are a place. A possessive after the span keeps it ("outside Kofi's house"), and an
 * organisation holding an institution word or naming a brand stays one ("outside Parliament", "near Shoprite").
 */
function spatialPlaces(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const spatial = d.spatial;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER' && s.type !== 'ORG') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a === 0 || b - a > 2 || !spatial.has(tokens.words[a - 1]!)) continue;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w) && HAS_LOWER.test(w))) continue;
    const first = words[0]!;
    if (isGivenName(first) || isNameTitle(first) || (a === b && isKnownName(first))) continue;
    const after = tokens.words[b + 1];
    if (after !== undefined && NOT_PLACE_AFTER.has(after)) continue;
    if (s.type === 'ORG' && (words.some((w) => organisationWords().has(w)) || isBrandName(words.join(' ')))) continue;
    // A firm's national arm ("via Ecobank Ghana", placeClosesName) is the firm a payment or a parcel goes through.
    if (s.type === 'ORG' && b > a && namedCountry(words[words.length - 1]!)) continue;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
  }
  unreadSpatialPlaces(tokens, spans, d, added);
  return replaced(spans, removed, added);
}

/**
 * refine.json `sentence_openers_other_languages.articles` as `loneArticles` reads it: each article (NFC, lower case) and,
 * for each language it belongs to, that language's function words (its articles and `locative_articles_other_languages`
 * `evidence`, the one list per language) and the words that follow a subject, not an article (`after_subject`). A language with no
 * evidence list is an error of the file.
 */
function articleLanguagesOf(
  articles: Readonly<Record<string, { articles: string[]; after_subject: string[] }>>,
  evidence: Readonly<Record<string, { forms: string[]; evidence: string[] }>>,
): ReadonlyMap<string, readonly ArticleLanguage[]> {
  const out = new Map<string, ArticleLanguage[]>();
  for (const [code, lang] of Object.entries(articles)) {
    const words = evidence[code]?.evidence;
    if (words === undefined) throw new Error(`refine.json: sentence_openers_other_languages.articles.${code} has no locative_articles_other_languages.by_language.${code}.evidence`);
    const language: ArticleLanguage = { evidence: new Set([...words, ...lang.articles].map((w) => w.normalize('NFC'))), afterSubject: new Set(lang.after_subject.map((w) => w.normalize('NFC'))) };
    for (const a of lang.articles) out.set(a.normalize('NFC'), [...(out.get(a.normalize('NFC')) ?? []), language]);
  }
  return out;
}

/** refine.json `locative_articles_other_languages` as `RefineData.locativeArticles` reads it (NFC, lower case). */
function locativeArticlesOf(byLanguage: Readonly<Record<string, { forms: string[]; evidence: string[] }>>): RefineData['locativeArticles'] {
  const evidence = new Map<string, ReadonlySet<string>[]>();
  const phrases: string[][] = [];
  for (const lang of Object.values(byLanguage)) {
    const words = new Set(lang.evidence.map((w) => w.normalize('NFC')));
    for (const f of lang.forms) {
      const form = f.normalize('NFC');
      if (!evidence.has(form)) phrases.push(form.split(' '));
      evidence.set(form, [...(evidence.get(form) ?? []), words]);
    }
  }
  return { forms: phrasesByWord(phrases, true), evidence };
}

/**
 * How many distinct evidence words of a language a text must write (the form's own words aside) to be read as written in
 * it: two beside a one-word form ("na", "am", "no" are words of several languages), one beside a form of two words,
 * whose article is already a word of its language ("in het", "à la").
 */
const LANGUAGE_EVIDENCE = [2, 1] as const;

/**
 * A place read as a person right after a locative preposition and its article in another language than English
 * (refine.json `locative_articles_other_languages`: German "am", "im", "in der", Dutch "in het", "op het", Afrikaans
 * "in die", French "à la", "au", Portuguese "em", "na", "no", Italian "presso", "nella", Spanish "en el": a lake, a
 * street, a wood, a bookshop, a town). A preposition of place with its article is followed by a thing or a place; a
 * person's name takes no article in the standard written languages, so the tagger, which learnt names from English
 * text and reads an unknown capitalised word there as a name, is wrong there. The text must hold other words of the
 * form's own language (its common function words, `evidence`; `LANGUAGE_EVIDENCE`), name particles only where the
 * text is written in another language than English: several forms are words of other languages too ("na" is "and" or
 * "with" in Swahili, Twi and Igbo, "no" and "am" English). A person span of one to three capitalised words right after the form, on its line, is the
 * place, unless its first word is a given name or a title (colloquial Portuguese and German put an article before a
 * first name, "na Maria"; Italian "presso" also writes "care of" a person), one word alone is a name the lexicons know
 * that the gazetteer does not hold as a town, region or country, a calendar word opens it ("am Montag") or a possessive
 * or a case follows it. Organisation spans stay ("na Jerónimo Martins" is the firm one worked at). Forms that are also
 * surname particles ("de", "du", "van der", "op de", "de la") are not in the list.
 */
function articlePlaces(tokens: Tokens, spans: RefinedSpan[], d: RefineData, foreign: () => boolean): RefinedSpan[] {
  const { forms, evidence } = d.locativeArticles;
  let written: ReadonlySet<string> | undefined;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    const [a, b] = tokenRange(tokens, s);
    if (a === 0 || b - a > 2 || !oneSpaceBefore(tokens, a)) continue;
    const form = cueEndingBefore(tokens, forms, a, true);
    if (form === undefined) continue;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w) && HAS_LOWER.test(w))) continue;
    const first = words[0]!;
    if (isGivenName(first) || isNameTitle(first) || isCalendarWord(first)) continue;
    if (a === b && isKnownName(first) && !lookupPlace(first).some((e) => COUNTRY_REGION_CITY.has(e.kind))) continue;
    const after = tokens.words[b + 1];
    if (after !== undefined && NOT_PLACE_AFTER.has(after)) continue;
    written ??= new Set(tokens.words.map(cueWord));
    const own = new Set(form);
    const needed = LANGUAGE_EVIDENCE[form.length > 1 ? 1 : 0];
    // In a text the English share does not mark as another language's (short notices, lists of names), a name particle
    // ("von", "der", "le", "da") counts for nothing: English text writes them inside persons' names.
    const counts = (w: string) => !isNameParticle(w) || foreign();
    const inLanguage = (words: ReadonlySet<string>) => {
      let k = 0;
      for (const w of words) if (!own.has(w) && written!.has(w) && counts(w) && ++k >= needed) return true;
      return false;
    };
    if (!evidence.get(form.join(' '))!.some(inLanguage)) continue;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
  }
  return replaced(spans, removed, added);
}

/**
 * Whether a name after a word for "near" (any language) may be a person's: its first word is a given name or a title,
 * or it is one word a name list knows. "Near" takes a person as its object as often as a place, so such a name is not
 * read as a place (unreadSpatialPlaces, cuedPlacesOtherLanguages).
 */
function namesAPerson(words: readonly string[]): boolean {
  const first = words[0]!;
  return isGivenName(first) || isNameTitle(first) || (words.length === 1 && isKnownName(first));
}

/** An apostrophe-s glued to the word before it inside a landmark's name ("Devil's Peak", "Lion's Head"). */
const GLUED_POSSESSIVE = /^['’]s$/;
/** A number after the name: the name is a currency or a unit ("around KSh 68,000", "around Rs 500"), no place. */
const DIGIT_START = /^\d/;
/**
 * Prepositions whose object is a building or a shop as often as a place: one word alone after them is most often a
 * shop, a chain or a firm the tagger did not know ("sitting outside Shoprite", "opposite Melcom"), so only a name of
 * two words or more is read as a place after them.
 */
const BUILDING_PREPOSITIONS: ReadonlySet<string> = new Set(['outside', 'opposite']);

/**
 * Whether "via" at token t names a route, not a channel ("via WhatsApp", "via Zoom", "via Njeri"): a word of going or
 * routing stands right before it (refine.json `spatial_prepositions.via_route_words`: "divert via", "diversion signed
 * via", "drove on via") or a place span ends right before it ("on to Tamale via Nima"). A journey's "via" names the
 * place it passes through, in route talk, road notices and itineraries of every kind.
 */
function viaRoute(tokens: Tokens, spans: readonly RefinedSpan[], added: readonly RefinedSpan[], t: number, d: RefineData): boolean {
  if (t === 0 || !oneSpaceBefore(tokens, t)) return false;
  if (d.viaRoute.has(tokens.words[t - 1]!.toLowerCase())) return true;
  const end = tokens.ends[t - 1]!;
  return spans.some((s) => s.type === 'LOC' && s.end === end) || added.some((s) => s.type === 'LOC' && s.end === end);
}

/**
 * A name the tagger left unread after a preposition of place (`spatial_prepositions`; "via" only on a route, see
 * `viaRoute`: "via WhatsApp", "via Zoom" name a channel): "potholes near Ndovu Ruins", "found safe near Tarn Crag", "drove off towards Lumbwa", "lives
 * near Kilele Park", "grew up near Ofinso Forest Reserve". Letters to the editor, appeals, statements and listings locate
 * someone or something by a landmark, a hill or a village no gazetteer lists, and the model, which learnt places from
 * the names it saw, reads nothing there. One to four capitalised words, one space apart on the preposition's line (an
 * apostrophe-s glued inside: "Devil's Peak"), none all in capitals and no span over any, are a place when the name ends
 * there (no capitalised word, possessive, "v" or number after it: "around KSh 68,000") and it is no one's name or thing
 * (after "outside" and "opposite", which take a shop as often, one word alone is not read: "outside Shoprite"): its first word is no given
 * name or title, one word alone is no name a name list knows, no word is an organisation word, the whole is no brand,
 * not every word is an English word or a calendar word ("outside Parliament", "around Lunchtime" stay unread), and no
 * word is a feast or festival nor the last a day's or season's head (refine.json `time_names`: "around Christmas",
 * "near Eid", "around Jamhuri Day"). Added to `added`, the caller's list.
 */
function unreadSpatialPlaces(tokens: Tokens, spans: readonly RefinedSpan[], d: RefineData, added: RefinedSpan[]): void {
  const orgs = organisationWords();
  const n = tokens.words.length;
  const word = (t: number) => CAPITALISED_WORD.test(tokens.words[t]!) && HAS_LOWER.test(tokens.words[t]!);
  for (let t = 0; t + 1 < n; t++) {
    const p = tokens.words[t]!;
    if (!d.spatial.has(p) || !oneSpaceBefore(tokens, t + 1) || !word(t + 1)) continue;
    if (p === 'via' && !viaRoute(tokens, spans, added, t, d)) continue;
    const a = t + 1;
    const parts = [a];
    let b = a;
    while (parts.length < 4 && b + 1 < n) {
      if (oneSpaceBefore(tokens, b + 1) && word(b + 1)) b++;
      else if (b + 2 < n && GLUED_POSSESSIVE.test(tokens.words[b + 1]!) && tokens.starts[b + 1] === tokens.ends[b] && oneSpaceBefore(tokens, b + 2) && word(b + 2)) b += 2;
      else break;
      parts.push(b);
    }
    const after = tokens.words[b + 1];
    if (after !== undefined && (NOT_PLACE_AFTER.has(after) || (CAPITALISED_WORD.test(after) && oneSpaceBefore(tokens, b + 1)) || GLUED_POSSESSIVE.test(after) || DIGIT_START.test(after))) continue;
    const words = parts.map((k) => tokens.words[k]!);
    if (words.length === 1 && BUILDING_PREPOSITIONS.has(p)) continue;
    if (namesAPerson(words)) continue;
    if (words.some((w) => orgs.has(w)) || isBrandName(words.join(' ')) || words.every((w) => isEnglishWord(w) || isCalendarWord(w))) continue;
    if (words.some((w) => d.timeNames.names.has(foldKey(w))) || d.timeNames.heads.has(words[words.length - 1]!)) continue;
    const start = tokens.starts[a]!;
    const end = tokens.ends[b]!;
    if (overlapping(spans, start, end).length > 0 || added.some((s) => s.start < end && start < s.end)) continue;
    added.push({ type: 'LOC', start, end });
    t = b;
  }
}

/** The letters a word or a name opens with ("Croix" of "Croix-Rousse", "St" of "St. Pauli"). */
const OPENING_LETTERS = /^[\p{L}\p{M}]+/u;

function contextPlaceTable(places: readonly string[], contextOnly: readonly string[]): RefineData['contextPlaces'] {
  const only = contextOnly.map((p) => p.normalize('NFC'));
  const nfc = [...places.map((p) => p.normalize('NFC')), ...only];
  return { places: new Set(nfc), openers: new Set(nfc.map((p) => OPENING_LETTERS.exec(p)![0])), contextOnly: new Set(only) };
}


/** Words before a name that make it part of a sporting fixture, not a place ("Everton v Fulham", "Leith 2-1 Govan"). */
const FIXTURE_BEFORE: ReadonlySet<string> = new Set(['v', 'vs', 'v.', 'vs.', '-', '–']);

/**
 * A name of the `context_places` table that is a place wherever it stands whole (tokens t..b): none of its words is a
 * given or a family name a name list holds ("Headingley", "Toxteth", "Ixelles", "Navigli", "Croix-Rousse"; not "Clifton",
 * "Easton", "Devon", "Moss Side", which the table's context rule alone reads), not all of them are English words
 * ("Hackney", "Poplar", "Tooting"), and no title, given name or family name stands right before it on its line ("Mr
 * Leith", "Ama Govan" are persons) and no score or "v" ("Everton v Fulham", "Fulham 2"). The districts of a city are
 * named so in every kind of writing (a parish register's heading "Baptisms, 1890, Toxteth:", a next of kin's line
 * "(sister), Ixelles.", "a walking tour of Headingley", "how Croix-Rousse changed"), where the model, which never saw most of them,
 * reads a person or nothing. Prose sets 1-14 (fourteen authors) hold such names unread or read as a person in every set
 * but one. An organisation span over the name stays (`claimPlace`): the tagger reads a club as one ("Tottenham").
 */
function unmistakablePlace(tokens: Tokens, t: number, b: number): boolean {
  const words = tokens.words.slice(t, b + 1).filter((w) => CAPITALISED_WORD.test(w));
  if (words.some((w) => w.split('-').some((part) => isKnownName(part))) || words.every((w) => isEnglishWord(w))) return false;
  const before = tokens.words[t - 1] ?? '';
  if (oneSpaceBefore(tokens, t) && CAPITALISED_WORD.test(before) && (isNameTitle(before) || isKnownName(before))) return false;
  if (FIXTURE_BEFORE.has(before.toLowerCase()) || DIGIT_START.test(tokens.words[b + 1] ?? '')) return false;
  return true;
}

/**
 * True when the name at token t closes an institution's name: a link word (`d.nameLinks`: refine.json
 * `longer_name_links` and the head-first connectives) right before it, and before the link a run of up to three
 * capitalised words, one space apart on one line, one of them an institution noun (`institutionHeadWord`: "Università
 * di [Firenze]", "Makarantar Firamare ta [Gwale]", "Masallacin Juma'a na [Fagge]"). A capitalised word alone makes no
 * name: Swahili "na" is "and" ("Wakazi wa Kibera na [Kangemi]", "Mathare, Huruma na [Kariobangi]": a list of places),
 * Krio "na" is "in"; and a run inside a place or a person span is no institution ("the late Zubair Patel of Toxteth").
 */
function closesLongerName(tokens: Tokens, spans: readonly RefinedSpan[], t: number, d: RefineData): boolean {
  if (t < 2 || !d.nameLinks.has(tokens.words[t - 1]!) || !oneSpaceBefore(tokens, t) || !oneSpaceBefore(tokens, t - 1)) return false;
  for (let j = t - 2; j >= 0 && j >= t - 4 && CAPITALISED_WORD.test(tokens.words[j]!); j--) {
    const inside = (type: string) => spans.some((s) => s.type === type && s.start <= tokens.starts[j]! && s.end >= tokens.ends[j]!);
    if (inside('PER') || inside('LOC')) return false;
    if (institutionHeadWord(tokens.words[j]!)) return true;
    if (j === 0 || !oneSpaceBefore(tokens, j) || tokens.newlineBefore[j] !== 0) return false;
  }
  return false;
}

/** A year in brackets after an author's name ("(2019)", "(2020a)"): a citation, no place. */
const CITED_YEAR = /^\((?:1[89]|20)\d\d[a-z]?\)/;
/** "and" or "&", a second author's name and such a year after an author's name ("Ho and Lee (2020)"). */
const CITED_PAIR = /^ (?:and|&) \p{Lu}[\p{L}\p{M}'’-]+ \((?:1[89]|20)\d\d[a-z]?\)/u;

/**
 * True when the name ending at token b is an author cited in running text: "et al." after it, or "et" after a
 * two-letter name ("Ho et al.", "Ho et Lee"; French "Lyon et Paris" stays a list of places), a year in
 * brackets right after it ("Ho (2019)"), or "and", a capitalised name and such a year ("Ho and Lee (2020)").
 */
function citedAuthor(text: string, tokens: Tokens, b: number): boolean {
  const after = tokens.words[b + 1];
  if (after === 'et' && (b === tokens.words.length - 2 || tokens.words[b + 2] === 'al' || tokens.words[b]!.length <= 2)) return true;
  const rest = text.slice(tokens.ends[b]!, tokens.ends[b]! + 40);
  return CITED_YEAR.test(rest.trimStart()) || CITED_PAIR.test(rest);
}

/**
 * True when the name at token t closes a list whose earlier member is a place span: "and" of the users' languages
 * (refine.json `kin_lists.joiners`: "na", "y", "et") or a comma right before it, and before that up to three members
 * of one capitalised word each joined so, one of them ending a place span ("Kibera na [Kangemi]", "Mathare, Huruma na
 * [Kariobangi]"): the members of a list are of one kind.
 */
function listedAfterPlace(tokens: Tokens, t: number, d: RefineData, locEndsAt: (end: number) => boolean): boolean {
  let gap = t - 1;
  if (gap < 1 || !d.kinLists.joiners.has(tokens.words[gap]!) || !oneSpaceBefore(tokens, t)) return false;
  for (let members = 0; members < 3 && gap >= 1 && tokens.newlineBefore[gap] === 0; members++) {
    const m = gap - 1;
    if (!CAPITALISED_WORD.test(tokens.words[m]!) || tokens.newlineBefore[m] !== 0) return false;
    if (locEndsAt(tokens.ends[m]!)) return true;
    gap = m - 1;
    if (gap < 1 || tokens.words[gap] !== ',') return false;
  }
  return false;
}

const SPACES = /\s+/;

/**
 * True when a word of tokens t..b stands inside a person's name of two or more words elsewhere in the text ("Please
 * ask Amechi Okafor … Amechi knows the code"): the text uses the word for that person.
 */
function nameOfPersonElsewhere(text: string, tokens: Tokens, spans: readonly RefinedSpan[], t: number, b: number): boolean {
  const words = new Set(tokens.words.slice(t, b + 1));
  const start = tokens.starts[t]!;
  const end = tokens.ends[b]!;
  return spans.some((s) => {
    if (s.type !== 'PER' || (s.start < end && start < s.end)) return false;
    const inside = text.slice(s.start, s.end).split(SPACES);
    return inside.length >= 2 && inside.some((w) => words.has(w));
  });
}

/**
 * Districts, boroughs, quarters, counties and national parks of the UK, Ireland and the EU that the gazetteer does not
 * list (refine.json `context_places`: "Roath", "Headingley", "Ixelles", "Kazimierz", "Devon", "Dartmoor"), read where
 * the writing puts a place: right after a preposition of place ("in", or `spatial_prepositions`: "near Jesmond"; "at",
 * "from" and "to" only for a name no given-name list holds: "dropped me in Roath", but "a text from Devon" may be a
 * person), or across a comma from a place span ("Roath, Cardiff", "Lyon, Croix-Rousse"), or alone in brackets. The name
 * must stand whole (no capitalised word run on after it, one space apart: "Tottenham Hotspur", "Hackney Council" stay
 * as read), no possessive or "v" after it. The tagger's person span on it, or nothing, becomes the place; an
 * organisation over it or a span reaching beyond it is left (`claimPlace`). The table is read by this rule only, never
 * by the tagger's features, so the weights need no retraining.
 */
function contextPlaces(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const { places, openers } = d.contextPlaces;
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const locEndsAt = (end: number) => spans.some((s) => s.type === 'LOC' && s.end === end);
  const locStartsAt = (start: number) => spans.some((s) => s.type === 'LOC' && s.start === start);
  for (let t = 1; t < n; t++) {
    const opening = OPENING_LETTERS.exec(tokens.words[t]!);
    if (opening === null || !openers.has(opening[0]) || !CAPITALISED_WORD.test(tokens.words[t]!)) continue;
    // The longest name of the table written from token t on, on one line (up to four tokens: "Shepherd ' s Bush").
    let b = -1;
    for (let u = Math.min(n - 1, t + 4); u >= t; u--) {
      if (tokens.newlineBefore.subarray(t + 1, u + 1).some((nl) => nl !== 0)) continue;
      if (places.has(text.slice(tokens.starts[t]!, tokens.ends[u]!).normalize('NFC'))) {
        b = u;
        break;
      }
    }
    if (b < 0) continue;
    const after = tokens.words[b + 1];
    if (after !== undefined && (NOT_PLACE_AFTER.has(after) || (CAPITALISED_WORD.test(after) && oneSpaceBefore(tokens, b + 1)))) continue;
    // The end of a longer name ("Città di Torino", "Masallacin Juma'a na Fagge"): the body's or the venue's, no place alone.
    if (closesLongerName(tokens, spans, t, d)) continue;
    // An author cited ("Ho et al.", "Ho and Lee (2020)"), or a word the text uses for a person ("Amechi Okafor").
    if (citedAuthor(text, tokens, b) || nameOfPersonElsewhere(text, tokens, spans, t, b)) continue;
    const before = tokens.words[t - 1]!;
    const lower = before.toLowerCase();
    // A given name, or a two-letter surname ("Ho"), after "to", "at" or "from" is as often the person.
    const only = tokens.words[t]!;
    const given = t === b && (isGivenName(only) || (only.length <= 2 && isFamilyName(only)));
    const preposition = CONTEXT_PLACE_PREPOSITIONS.has(lower) || d.spatial.has(lower) || (!given && CONTEXT_PLACE_WEAK_PREPOSITIONS.has(lower));
    const besidePlace = (before === ',' && t >= 2 && locEndsAt(tokens.ends[t - 2]!)) || (after === ',' && b + 2 < n && locStartsAt(tokens.starts[b + 2]!)) || listedAfterPlace(tokens, t, d, locEndsAt);
    const bracketed = !given && before === '(' && after === ')';
    const contextOnly = d.contextPlaces.contextOnly.has(text.slice(tokens.starts[t]!, tokens.ends[b]!).normalize('NFC'));
    if (!preposition && !besidePlace && !bracketed && (contextOnly || !unmistakablePlace(tokens, t, b))) continue;
    const start = tokens.starts[t]!;
    const end = tokens.ends[b]!;
    if (spans.some((s) => s.type === 'LOC' && s.start === start && s.end === end)) continue;
    claimPlace(tokens, spans, t, b, removed, added);
    t = b;
  }
  return replaced(spans, removed, added);
}

/** What stands between two members of a list of names: a comma, "and" or "&". (sitedPlaces) */
const LIST_GAP = /^(?:,|,? and|,? &) $/;

/**
 * A place read as a person where the writing locates something in it: after a named site and a comma (refine.json
 * `site_nouns`: "St Anne's Church, Kibera", "TOWN HALL, TEMA", as bulletins, obituaries and letterheads locate a
 * building), after a form field's label and a colon (`field_labels.place_phrases`: "Place of birth: Nanyuki", "Venue:
 * Obuasi"), after a noun for the people who live in a place or for a part of it and "of" (`place_of_nouns`:
 * "residents of Kaloleni", "our side of Nima"), or before a comma and a date, as a letter, minutes or a news dateline
 * write where and when ("Bolzano, 4 May 2019", "…held at Tamale, 12/03/2021"; the date shapes of extract/shapes.ts
 * `dateStartsAt`). The site must be named: its noun capitalised, a capitalised word or a possessive right before it
 * on its line ("at the office, John said" has none). The span, one to three capitalised words on the cue's line, none
 * a title, is a place; a given name opening it keeps the person unless the gazetteer knows the whole as a place
 * ("Standard Bank, Thabo Nkosi" stays), and before a date (a signature or a witness line dates a name: "Mensah, 4 May
 * 2019") so does any word a name list knows. A possessive after it, a person span after it joined by a comma or "and"
 * (a list of persons), or, after a site, a lower-case word running on ("Grace Church, Kofi said") keep the person too.
 */
function sitedPlaces(text: string, tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const sameLine = (t: number, u: number) => !tokens.newlineBefore.subarray(t + 1, u + 1).some((nl) => nl !== 0);
  const namedSite = (t: number) => {
    const noun = tokens.words[t]!;
    if (t < 1 || !CAPITALISED_WORD.test(noun) || !d.siteNouns.has(noun.toLowerCase()) || !sameLine(t - 1, t)) return false;
    const before = tokens.words[t - 1]!;
    return CAPITALISED_WORD.test(before) || (POSSESSIVE.test(before) && t >= 2 && CAPITALISED_WORD.test(tokens.words[t - 2]!));
  };
  spans.forEach((s, i) => {
    if (s.type !== 'PER') return;
    const [a, b] = tokenRange(tokens, s);
    if (b - a > 2) return;
    const mark = tokens.words[a - 1];
    const site = mark === ',' && a >= 2 && namedSite(a - 2) && sameLine(a - 2, b);
    const labelled = mark === ':' && a >= 2 && cueEndsBefore(tokens, d.placeLabels, a - 1, true) && sameLine(a - 2, b);
    const inhabited = a >= 2 && mark !== undefined && mark.toLowerCase() === 'of' && d.placeOfNouns.has(cueWord(tokens.words[a - 2]!)) && sameLine(a - 2, b);
    const dated = tokens.words[b + 1] === ',' && b + 2 < tokens.words.length && sameLine(b, b + 2) && dateStartsAt(text, tokens.starts[b + 2]!);
    if (!site && !labelled && !inhabited && !dated) return;
    const words = tokens.words.slice(a, b + 1);
    if (!words.every((w) => CAPITALISED_WORD.test(w)) || isNameTitle(words[0]!)) return;
    const place = lookupPlace(words.join(' ')).length > 0;
    if (isGivenName(words[0]!) && !place) return;
    // A signature or a witness line dates a person's name ("Mensah, 4 May 2019"): a dateline's place is no name the lists know, or one the gazetteer knows.
    if (dated && !site && !labelled && !inhabited && !place && words.some((w) => isKnownName(w))) return;
    const after = tokens.words[b + 1];
    if (after !== undefined && (NOT_PLACE_AFTER.has(after) || (site && tokens.newlineBefore[b + 1] === 0 && LOWER_WORD.test(after) && after !== 'and'))) return;
    const next = spans[i + 1];
    if (next?.type === 'PER' && LIST_GAP.test(text.slice(s.end, next.start))) return;
    removed.add(s);
    added.push({ type: 'LOC', start: s.start, end: s.end });
  });
  // After "<inhabitants or part> of", a name the tagger left unread, or read as an organisation with no institution
  // word and no brand in it ("RESIDENTS of Mabvuku" read as a firm), is the place too; a lone English word is not
  // ("the people of God").
  const n = tokens.words.length;
  for (let t = 1; t + 1 < n; t++) {
    const of = tokens.words[t]!;
    if (of.length !== 2 || of.toLowerCase() !== 'of' || !d.placeOfNouns.has(cueWord(tokens.words[t - 1]!)) || !sameLine(t - 1, t + 1)) continue;
    const b = capitalisedRunEnd(tokens, t + 1, 3);
    if (b <= t) continue;
    const words = tokens.words.slice(t + 1, b + 1);
    const start = tokens.starts[t + 1]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    const org = inside.length === 1 && inside[0]!.type === 'ORG' && inside[0]!.start === start && inside[0]!.end === end ? inside[0]! : undefined;
    if ((inside.length > 0 && !org) || isNameTitle(words[0]!) || (org && (words.some((w) => organisationWords().has(w)) || isBrandName(words.join(' '))))) continue;
    const place = lookupPlace(words.join(' ')).length > 0;
    if (!place && (isGivenName(words[0]!) || (words.length === 1 && (isEnglishWord(words[0]!) || isFamilyName(words[0]!))))) continue;
    const after = tokens.words[b + 1];
    if (after !== undefined && NOT_PLACE_AFTER.has(after)) continue;
    if (org) removed.add(org);
    added.push({ type: 'LOC', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * A district written between "of" and a comma before a place ("Jane Roe, 41, of Gorsebrook, Halifax", "late of Kanda,
 * Accra", "the family of Ardee, County Louth"): court lists, notices of marriage, estates and lost documents, and
 * letters give a person's address as "of <district>, <town>", the district a suburb or village the gazetteer does not
 * list, and Universal NER marks such a district a place as the prose sets do. One to three capitalised words on one
 * line after a lower-case "of" that follows a comma, a person span, "late" or "formerly", then a comma and a place
 * span: the words are a place, unread or read as a person or an organisation with no institution word.
 * Left as they are when another span covers them, when every word is an English word or a street word ends them
 * ("Bank of Industry, Lagos", "Department of Surgery, Ibadan": an institution's complement; a street is no place at
 * UNER's grain), when the first is a title or the whole a brand ("CEO of Safaricom, Nairobi"), or when a name list
 * knows a word and the gazetteer does not know the whole (a person: "the estate of Mensah, Accra").
 */
/** Words right before "of" that open a person's address ("late of", "formerly of"). (ofDistrictBeforePlace) */
const ADDRESS_OF_OPENERS: ReadonlySet<string> = new Set(['late', 'formerly', 'lately', 'previously', 'both', 'all']);

function ofDistrictBeforePlace(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 3 < n; t++) {
    if (tokens.words[t] !== 'of' || t === 0) continue;
    // Where an address follows a person: after a comma ("Jane Roe, 41, of"), a person span or "late" and "formerly";
    // "the CEO of Kentex, Nairobi" names an employer.
    const before = tokens.words[t - 1]!;
    if (before !== ',' && !ADDRESS_OF_OPENERS.has(before.toLowerCase()) && !spans.some((s) => s.type === 'PER' && s.end === tokens.ends[t - 1])) continue;
    const b = capitalisedRunEnd(tokens, t + 1, 3);
    if (b <= t || b + 2 >= n || tokens.words[b + 1] !== ',' || tokens.newlineBefore.subarray(t + 1, b + 3).some((nl) => nl !== 0)) continue;
    const next = tokens.starts[b + 2]!;
    if (!spans.some((s) => s.type === 'LOC' && s.start === next)) continue;
    const words = tokens.words.slice(t + 1, b + 1);
    const whole = words.join(' ');
    if (isNameTitle(words[0]!) || words.every((w) => isEnglishWord(w)) || isStreetWord(words.at(-1)!) || isBrandName(whole)) continue;
    if (lookupPlace(whole).length === 0 && words.some((w) => isKnownName(w))) continue;
    const start = tokens.starts[t + 1]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end);
    // The tagger's person or organisation span on exactly these words gives way (no institution word in them: the
    // words after "of" read as a firm, as a district the model never saw often is).
    if (inside.some((s) => s.type === 'LOC' || s.start !== start || s.end !== end) || (inside.length > 0 && words.some((w) => organisationWords().has(w)))) continue;
    for (const s of inside) removed.add(s);
    added.push({ type: 'LOC', start, end });
    t = b;
  }
  return replaced(spans, removed, added);
}

/**
 * Relatives listed by given name after a plural kin noun (refine.json `kin_lists`: "children Kwabena, Layla and Hope",
 * "Sus hijos, Diego y Amparo", "Ses enfants Camille et Hélène"), as death notices, obituaries and invitations write
 * them: after the noun (a comma or a colon may follow it), members of one or two capitalised words joined by commas
 * and the list's "and" words, on the noun's line, up to the first other word or mark; each member no span covers, or
 * a place span on a given name ("Paris", "Sydney"), is a person, and so is each member of a person or place span the
 * tagger read over two members and their "and" ("Diego y Amparo"), each opening with a given name; a place or person
 * span on the kin noun itself and its determiner ("Sus hijos") is dropped. The list is read whole or not at all: every member
 * must hold a word a name list knows ("the children, Social Services and Police" is no list of
 * names), and a list of one member only a given name. A member another span reaches past, or an organisation, stops
 * the rule. A possessive on the noun ("the children's school") is no list. A word the name lists know is required
 * (not merely a word English lacks): German capitalises every noun ("für Kinder Bücher und Spiele").
 */
/** Marks after which a capitalised word opens a sentence or a field's value. (kinLists) */
const SENTENCE_MARKS: ReadonlySet<string> = new Set(['.', '!', '?', ';', ':', '—', '–', '-', '(', '"', '“']);
const UPPER_LETTER = /\p{Lu}/u;

function kinLists(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const { words: kinWords, joiners } = d.kinLists;
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t + 1 < n; t++) {
    const kin = tokens.words[t]!;
    if (!kinWords.has(cueWord(kin))) continue;
    // Capitalised only where a sentence, a line or a field opens ("Children: Ama, Kofi"); elsewhere a capitalised
    // kin word opens a name ("Kinder Scout", "Brothers Construction").
    if (UPPER_LETTER.test(kin) && t > 0 && tokens.newlineBefore[t] === 0 && !SENTENCE_MARKS.has(tokens.words[t - 1]!)) continue;
    let u = t + 1;
    if (tokens.words[u] === ',' || tokens.words[u] === ':') u++;
    const members: [number, number][] = [];
    while (u < n && tokens.newlineBefore[u] === 0 && CAPITALISED_WORD.test(tokens.words[u]!)) {
      let b = u;
      if (b + 1 < n && CAPITALISED_WORD.test(tokens.words[b + 1]!) && oneSpaceBefore(tokens, b + 1) && !joiners.has(tokens.words[b + 1]!)) b++;
      members.push([u, b]);
      const next = tokens.words[b + 1];
      if (next === ',' && b + 2 < n && joiners.has(tokens.words[b + 2]!)) u = b + 3;
      else if (next === ',' || (next !== undefined && joiners.has(next))) u = b + 2;
      else break;
    }
    if (members.length === 0) continue;
    const holdsName = ([a, b]: [number, number]) => tokens.words.slice(a, b + 1).some((w) => isKnownName(w));
    if (!members.every(holdsName) || (members.length === 1 && !isGivenName(tokens.words[members[0]![0]]!))) continue;
    // The tagger may read two members and their "and" as one span ("Diego y Amparo" as a place): a person or place
    // span from a member's start to a later member's end, every member in it opening with a given name, is split.
    const starts = new Map(members.map(([a], i) => [tokens.starts[a]!, i]));
    const ends = new Map(members.map(([, b], i) => [tokens.ends[b]!, i]));
    const joined = new Set<RefinedSpan>();
    for (const x of overlapping(spans, tokens.starts[members[0]![0]]!, tokens.ends[members.at(-1)![1]]!)) {
      const i = starts.get(x.start);
      const k = ends.get(x.end);
      if (x.type !== 'ORG' && i !== undefined && k !== undefined && k > i && members.slice(i, k + 1).every(([a]) => isGivenName(tokens.words[a]!))) joined.add(x);
    }
    const claims: [number, number, RefinedSpan | undefined][] = [];
    let blocked = false;
    for (const [a, b] of members) {
      const start = tokens.starts[a]!;
      const end = tokens.ends[b]!;
      const inside = overlapping(spans, start, end).filter((x) => !joined.has(x));
      if (inside.some((x) => x.start < start || x.end > end || x.type === 'ORG')) {
        blocked = true;
        break;
      }
      if (inside.some((x) => x.type === 'PER')) continue;
      const place = inside.find((x) => x.type === 'LOC');
      if (place && !(place.start === start && place.end === end && isGivenName(tokens.words[a]!))) continue;
      claims.push([start, end, place]);
    }
    if (blocked) continue;
    for (const x of joined) removed.add(x);
    for (const [start, end, place] of claims) {
      if (place) removed.add(place);
      added.push({ type: 'PER', start, end });
    }
    // "Sus hijos" read as a place or a person: the determiner and the kin noun name nobody.
    const kinEnd = tokens.ends[t]!;
    for (const x of spans) if (x.type !== 'ORG' && x.end === kinEnd && tokenRange(tokens, x)[0] >= t - 1) removed.add(x);
    t = members.at(-1)![1];
  }
  return replaced(spans, removed, added);
}

/** Titles of a saint or a sovereign that name a church, a school or a hospital after the name ("St Mary's", "King Edward's"). (possessiveInstitutions) */
const PATRON_TITLES: ReadonlySet<string> = new Set(['St', 'St.', 'Saint', 'Ste', 'Sts', 'King', 'Queen', 'Prince', 'Princess', 'Bishop', 'Pope']);

/**
 * An institution named for its patron in the possessive ("St George's Cathedral", "St. Leo's Catholic Church", "King
 * Edward's School", "Wesley Girls' High School", "St Mary's Primary School"): one to three capitalised words, a
 * possessive ('s, or a lone apostrophe after a final s), at most two capitalised words, then a capitalised site or
 * institution noun (refine.json `site_nouns`, organisation-words.json `institution_heads`), on one line: the name is
 * the institution's, no person's there; the tagger's spans inside (a person on the name, an organisation on "School"
 * or "Catholic Church") become one organisation over the whole, a saint's or sovereign's title before the name
 * included. Without such a title the noun must end the phrase (a mark, the end or a line break after it), so "Kofi's
 * School Fees" and "Ama's Church wedding" keep the person; a span reaching out of the phrase leaves it as read.
 */
function possessiveInstitutions(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const capital = (t: number) => CAPITALISED_WORD.test(tokens.words[t]!) && !PATRON_TITLES.has(tokens.words[t]!);
  for (let p = 1; p + 1 < n; p++) {
    const mark = tokens.words[p]!;
    const apostrophe = (mark === "'" || mark === '’') && tokens.words[p - 1]!.endsWith('s');
    if ((!POSSESSIVE.test(mark) || mark === 's') && !apostrophe) continue;
    if (tokens.newlineBefore[p] !== 0 || !capital(p - 1)) continue;
    let a = p - 1;
    while (a > 0 && p - a < 3 && capital(a - 1) && oneSpaceBefore(tokens, a) && tokens.newlineBefore[a] === 0) a--;
    let head = -1;
    for (let u = p + 1; u < n && u <= p + 3 && tokens.newlineBefore[u] === 0 && CAPITALISED_WORD.test(tokens.words[u]!); u++) {
      if (d.siteNouns.has(tokens.words[u]!.toLowerCase()) || institutionNoun(tokens.words[u]!)) {
        head = u;
        break;
      }
    }
    if (head < 0) continue;
    // "St Mary's", "St. Leo's" (the full stop a token of its own), "King Edward's".
    let title = -1;
    if (a > 0 && PATRON_TITLES.has(tokens.words[a - 1]!)) title = a - 1;
    else if (a > 1 && tokens.words[a - 1] === '.' && PATRON_TITLES.has(tokens.words[a - 2]!)) title = a - 2;
    const after = tokens.words[head + 1];
    if (title < 0 && after !== undefined && tokens.newlineBefore[head + 1] === 0 && WORDISH_TOKEN.test(after)) continue;
    const start = tokens.starts[title >= 0 ? title : a]!;
    const end = tokens.ends[head]!;
    const inside = overlapping(spans, start, end);
    if (inside.some((x) => x.start < start || x.end > end) || !inside.some((x) => x.type === 'PER' || x.type === 'ORG')) continue;
    for (const x of inside) removed.add(x);
    added.push({ type: 'ORG', start, end });
    p = head;
  }
  return replaced(spans, removed, added);
}

/** Words joining the members of a list ("Mosul, Baiji and Tuz", "Accra or Tema", "Ama & Kofi"). */
const LIST_JOINERS = new Set(['and', 'or', '&']);
const HAS_LOWER = /\p{Ll}/u;

/** One member of a list: a span, or one capitalised word no span covers ("Tuz"). */
interface ListMember {
  a: number;
  b: number;
  span?: RefinedSpan;
  /** The one-word organisation span read over an otherwise unread member, replaced when the member takes the list's kind. */
  org?: RefinedSpan;
}

/** Token `t` is followed by a mark, a list's joiner or nothing on its line: no word of a sentence runs on from it. (listMembers) */
function standsInList(tokens: Tokens, t: number): boolean {
  const next = tokens.words[t + 1];
  return next === undefined || tokens.newlineBefore[t + 1] === 1 || LIST_JOINERS.has(next.toLowerCase()) || !WORDISH_TOKEN.test(next);
}

/** Whether the lexicon of `type` knows the one word `word` (a name for PER, a place for LOC, an institution word for ORG). */
function knownAs(type: RefinedSpan['type'], word: string): boolean {
  if (type === 'PER') return isKnownName(word);
  if (type === 'LOC') return lookupPlace(word).length > 0;
  return organisationWords().has(word);
}

/**
 * Two names with only a comma between them are as often an apposition ("Mahmoud Zahar, Hamas's leader") as a list;
 * a place then its country or region ("Oke-Ako, Ogun State", "Hexham, Northumberland") is the pair kept: both are places.
 * Not a possessive region ("Wambuguru, Kenya's envoy": an apposition again). (listMembers; no closure per list.)
 */
function inRegion(tokens: Tokens, m: ListMember): boolean {
  return m.span?.type === 'LOC' && !POSSESSIVE.test(tokens.words[m.b + 1] ?? '') && placeReading(tokens.words.slice(m.a, m.b + 1).join(' '));
}

/**
 * Two members joined by a word, a place and a one-word "person" no name list knows at all ("Fieldwork in Kajiado and
 * Othaya", "Families in Winneba and Tongo"): the person is the second place; a known name ("Kumasi and Kwabena") stays.
 */
function pairedPlace(tokens: Tokens, list: readonly ListMember[], kind: string, type: string, word: string): boolean {
  return list.length === 2 && kind === 'LOC' && type === 'PER' && LIST_JOINERS.has(tokens.words[list[1]!.a - 1]!.toLowerCase()) && nameTokenStrength(word) === 'unknown';
}

/**
 * The members of one list are of one kind: in "Mosul, Baiji and Tuz" or "Rumsfeld, Wolfowitz and Feith", joined
 * by commas, `and`, `or` or `&` on one line (three members or more, or two joined by a word: two names with only a
 * comma between them are as often an apposition), the names are all places or all persons. When the list's spans are
 * of one kind (PER or LOC), a member that is one capitalised word standing alone that no span covers (with a lower-case letter, no
 * English word, no word the name lexicon rules out such as a day or a month, no known name of the other kind), or
 * one word read as an organisation that no institution word backs ("Tikrit and Huwaijah"), is of that kind; when two or more members and more than
 * any other kind agree, a one-word member read as another kind whose lexicon does not know it is of theirs
 * ("Tikrit, Baiji and Huwaijah" with Huwaijah read as a person), and so is a full name read as an organisation in a
 * list of two persons or more ("Mary John, Russell Dyk, Webb Jennings"). A list of mixed kinds is left alone.
 */
function listMembers(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const covered = coveredTokens(tokens, spans);
  const spanAt = new Map<number, RefinedSpan>();
  for (const s of spans) spanAt.set(tokenRange(tokens, s)[0], s);
  const member = (t: number): ListMember | undefined => {
    const s = spanAt.get(t);
    const w = tokens.words[t]!;
    // A one-word organisation no lexicon backs (no institution word, not in capitals: "Huwaijah", not "NASA") counts as unread.
    const weak = s?.type === 'ORG' && s.end === tokens.ends[t] && !knownAs('ORG', w);
    if (s && !weak) return { a: t, b: tokenRange(tokens, s)[1], span: s };
    // Not a word the name lexicon rules out as a name (days, months, holidays: "on Tuesday, Rita packed"), nor an English
    // word, unless it is a given name the lexicon lists that stands alone before a mark, a list's joiner or the line's
    // end ("Oduor, Peter and Learnmore", "Aisha, Leila and Beauty,": not "Kofi and Will you", which runs on as a sentence).
    if ((covered[t] && !weak) || !CAPITALISED_WORD.test(w) || !HAS_LOWER.test(w) || nameTokenStrength(w) === 'never') return undefined;
    if (isEnglishWord(w) && !(isGivenName(w) && standsInList(tokens, t))) return undefined;
    // One word standing alone: not the first word of a longer name the tagger left ("Eilidh Cadwaladr").
    if (t + 1 < n && UPPER_START.test(tokens.words[t + 1]!) && tokens.starts[t + 1]! - tokens.ends[t]! === 1) return undefined;
    return weak ? { a: t, b: t, org: s! } : { a: t, b: t };
  };
  /** The token after the joiner that starts at t (", ", ", and ", " and "), or -1. */
  const afterJoiner = (t: number): number => {
    if (t >= n || tokens.newlineBefore[t]) return -1;
    if (tokens.words[t] === ',') return t + 1 < n && LIST_JOINERS.has(tokens.words[t + 1]!.toLowerCase()) ? t + 2 : t + 1;
    return LIST_JOINERS.has(tokens.words[t]!.toLowerCase()) ? t + 1 : -1;
  };
  const orgs = organisationWords();
  const fullName = (a: number, b: number) =>
    isGivenName(tokens.words[a]!) && tokens.words.slice(a, b + 1).every((w) => CAPITALISED_WORD.test(w) && !orgs.has(w) && !isEnglishWord(w) && lookupPlace(w).length === 0);
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (let t = 0; t < n; t++) {
    const first = member(t);
    if (!first) continue;
    const list = [first];
    for (let next = afterJoiner(first.b + 1); next > 0 && next < n && !tokens.newlineBefore[next]; next = afterJoiner(list[list.length - 1]!.b + 1)) {
      const m = member(next);
      if (!m) break;
      list.push(m);
    }
    t = list[list.length - 1]!.b;
    if (list.length < 2 || (list.length === 2 && !LIST_JOINERS.has(tokens.words[list[1]!.a - 1]!.toLowerCase()) && !inRegion(tokens, list[1]!))) continue;
    const count = { PER: 0, LOC: 0, ORG: 0 };
    for (const m of list) if (m.span) count[m.span.type]++;
    for (const kind of ['PER', 'LOC'] as const) {
      const others = list.filter((m) => m.span && m.span.type !== kind).length;
      if (count[kind] === 0) continue;
      const other: RefinedSpan['type'] = kind === 'PER' ? 'LOC' : 'PER';
      for (const m of list) {
        const word = tokens.words[m.a]!;
        if (!m.span) {
          if (others === 0 && !knownAs(other, word)) {
            if (m.org) removed.add(m.org);
            added.push({ type: kind, start: tokens.starts[m.a]!, end: tokens.ends[m.b]! });
          }
        } else if (m.span.type !== kind && m.a === m.b && ((count[kind] >= 2 && count[kind] > others) || pairedPlace(tokens, list, kind, m.span.type, word)) && !knownAs(m.span.type, word)) {
          removed.add(m.span);
          added.push({ type: kind, start: m.span.start, end: m.span.end });
        } else if (kind === 'PER' && m.span.type === 'ORG' && m.b > m.a && m.b - m.a <= 2 && count.PER >= 2 && count.PER > others && fullName(m.a, m.b)) {
          // A full name read as an organisation in a list of persons ("Mary John, Russell Dyk, Webb Jennings"): a known
          // given name, then capitalised name words, none an institution word or a legal form.
          removed.add(m.span);
          added.push({ type: 'PER', start: m.span.start, end: m.span.end });
        }
      }
    }
  }
  return replaced(spans, removed, added);
}

/** An address in angle brackets (`<local@`), where a display name may end. */
const ANGLE_ADDRESS = /<[^\s<>@]+@/g;
/** `"Display Name"` or `Display Name` (the quoted form may hold "Surname, Given") ending right before the address. */
const DISPLAY_NAME = /(?:"([\p{L}\p{M}][\p{L}\p{M}.'’ ,-]{0,60})"|(?<![\p{L}\p{M}.'’-])(\p{Lu}[\p{L}\p{M}.'’-]*(?:[ \t]+\p{Lu}[\p{L}\p{M}.'’-]*){0,3}))[ \t]*$/u;

/**
 * A header line's "Surname, Given" with no address after it ("From: Hartley, Alfie", "To: De Jong, Willem"), as mail
 * programs write a sender from a directory: one name of one to two words, a comma, one to three capitalised words (or
 * "d'Amour"), to the line's end; a list ("Cc: Boateng, Owusu and Adjei") is no such name.
 */
const MAIL_HEADER_LABELS = ['From', 'To', 'Cc', 'Bcc', 'Sender', 'Reply-To'] as const;
const HEADER_NAME = new RegExp(
  `^[ \\t]*(?:${MAIL_HEADER_LABELS.join('|')})[ \\t]*:[ \\t]*(\\p{Lu}[\\p{L}\\p{M}'’-]*(?:[ \\t]\\p{Lu}[\\p{L}\\p{M}'’-]*)?,[ \\t]+\\p{Lu}[\\p{L}\\p{M}.'’-]*(?:[ \\t]+(?:\\p{Lu}|\\p{Ll}{1,3}['’]\\p{Lu})[\\p{L}\\p{M}.'’-]*){0,2})[ \\t]*$`,
  'gmu',
);
/**
 * The last word of a mail header's label, lower case ("from", "cc", "to" of "Reply-To"), and of a subject line's
 * ("subject", "re", "fwd", "fw"): a sender's or a recipient's line is displayNames' to read, and a subject is a
 * title, no form's field (surnameFirstItems leaves both alone).
 */
const MAIL_HEADER_WORDS: ReadonlySet<string> = new Set([...MAIL_HEADER_LABELS, 'Subject', 'Re', 'Fwd', 'Fw'].map((l) => l.split('-').at(-1)!.toLowerCase()));

/**
 * E-mail display names as one person span, when the tagger or the name lexicon sees a person in them: before an
 * address in angle brackets, and a header line's "Surname, Given" (`HEADER_NAME`), which the tagger reads as two.
 */
function displayNames(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const hasAddress = text.includes('@');
  if (!hasAddress && !text.includes(':')) return spans;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const take = (start: number, end: number, name: string) => {
    if (added.length > 0 && added[added.length - 1]!.end > start) return;
    const inside = overlapping(spans, start, end);
    const words = name.split(/[\s,]+/).filter((w) => w.length > 0);
    const seen = inside.some((s) => s.type === 'PER') || words.some((w) => UPPER_START.test(w) && isKnownName(w));
    if (!seen || inside.some((s) => s.start < start || s.end > end || s.type === 'ORG')) return;
    for (const s of inside) removed.add(s);
    added.push({ type: 'PER', start, end });
  };
  ANGLE_ADDRESS.lastIndex = 0;
  for (let a = hasAddress ? ANGLE_ADDRESS.exec(text) : null; a !== null; a = ANGLE_ADDRESS.exec(text)) {
    // Only the 80 characters before the address, on its line, can hold its display name.
    const window = text.slice(Math.max(0, a.index - 80), a.index);
    const from = a.index - window.length + window.lastIndexOf('\n') + 1;
    const m = DISPLAY_NAME.exec(text.slice(from, a.index));
    if (!m) continue;
    const name = (m[1] ?? m[2]!).trim().replace(/,$/, '');
    if (name.length === 0) continue;
    const start = from + m.index + m[0].indexOf(name);
    take(start, start + name.length, name);
  }
  for (const m of text.matchAll(HEADER_NAME)) {
    const name = m[1]!;
    const start = m.index + m[0].indexOf(name);
    take(start, start + name.length, name);
  }
  return replaced(spans, removed, [...added].sort((a, b) => a.start - b.start));
}

/** What the name lexicon says of a word that names someone in any language (not `unknown`, `weak` or `never`). */
const NAME_STRENGTHS: ReadonlySet<string> = new Set(['strong', 'soft', 'verbLike']);
/** Whether `text` is written in another language than English (lexicon `writtenInAnotherLanguage`), read once on first call. */
function anotherLanguage(text: string): () => boolean {
  let foreign: boolean | undefined;
  return () => (foreign ??= writtenInAnotherLanguage(text));
}

/**
 * In a text written in another language than English, capitals say little: the tagger learnt names from English
 * text, where a capitalised word inside a sentence is mostly a name, while Igbo, Twi, German or Sesotho prose
 * capitalises headings, nouns and openers ("Ụmụnna", "Kwasiada", "Zeitschrift", "Aanwezig"). There a person span
 * needs a word the name lexicons know (any language's names) or a title right before or in it ("Herr Khoury"), or
 * a word of those languages that reports speech right before or after it ("alisema Faraji Mollel", "Oyèlárán sọ").
 */
function foreignCapitals(tokens: Tokens, spans: RefinedSpan[], speech: ReadonlySet<string>, inForeignText: () => boolean): RefinedSpan[] {
  // The text's language (`anotherLanguage`) is read only for a person that lacks the signs below.
  const named = (w: string) => w.split(/[-‐]/).some((part) => isKnownName(part) || NAME_STRENGTHS.has(nameTokenStrength(part)));
  const speaks = (w: string | undefined) => w !== undefined && speech.has(w.normalize('NFC'));
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const [a, b] = tokenRange(tokens, s);
    const words = tokens.words.slice(a, b + 1);
    const before = tokens.words[a - 1] === '.' ? tokens.words[a - 2] : tokens.words[a - 1];
    const after = tokens.words[b + 1];
    // The speech word may follow the comma that closes the name's apposition ("..., uMthokozisi Msomi, uthe").
    const afterComma = after === ',' ? tokens.words[b + 2] : undefined;
    return words.some((w) => named(w) || isNameTitle(w)) || (before !== undefined && isNameTitle(before)) || speaks(tokens.words[a - 1]) || speaks(after) || speaks(afterComma) || !inForeignText();
  });
}

/**
 * A one-word person that general English lists as a common noun in lower case and never as a proper noun
 * capitalised, and that no name lexicon knows ("Deputy Ombudsman", "Ombudsman decision"), is the noun
 * capitalised as a heading or an office, no one's name.
 */
function commonNounPersons(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const [a, b] = tokenRange(tokens, s);
    if (a !== b) return true;
    const w = tokens.words[a]!;
    if (!CAPITALISED_WORD.test(w) || nameTokenStrength(w) !== 'unknown') return true;
    const lower = wordClass(w.toLowerCase());
    return !(lower.includes('N') && !wordClass(w).includes('P') && !lower.includes('P'));
  });
}

const HAS_LETTER = /\p{L}/u;

/**
 * A person span whose every word the name tables call `never` — titles, offices, function words, weekdays and
 * months, nothing a name list knows — names no one ("Mheshimiwa Spika", "Lord Justice", "Mr President"): a
 * title names a person only beside a name, and an office word is the office.
 */
function titleOnlyPersons(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  return spans.filter((s) => {
    if (s.type !== 'PER') return true;
    const [a, b] = tokenRange(tokens, s);
    let words = 0;
    for (let t = a; t <= b; t++) {
      const w = tokens.words[t]!;
      if (!HAS_LETTER.test(w)) continue;
      words++;
      if (nameTokenStrength(w) !== 'never' || isCalendarWord(w)) return true; // a weekday may be a given name (calendarEdges)
    }
    return words === 0;
  });
}

/**
 * A token mixing letters and digits as a code or an amount does ("RA49XY907K", "CHEQ7657", "R3652.10", "Ksh650"): a
 * letter after a digit, or letters with three digits or more. A name with one or two digits after it is a name with
 * its note or affiliation mark ("Mgijima1", "Antwi2" in a paper's author line) and is no code.
 */
const CODE_TOKEN = /^(?=.*\p{L})(?:.*\d.*\p{L}|(?:\D*\d){3})/u;
/** Two words glued by a full stop with no space, the second capitalised ("Confirmed.You"): a sentence break lost. */
const GLUED_SENTENCE = /\p{L}{2}\.\p{Lu}\p{Ll}/u;

/**
 * A person span holding a code or a glued sentence break is no name: names are written in letters, so a token that
 * mixes letters and digits is a reference, an account or an amount with its currency ("RA49XY907K Confirmed.You
 * have received", "Total Avail Bal R3652.10"), as bank and mobile-money alerts write them, and two words joined by
 * a full stop with no space are the end of one sentence and the start of the next. Initials ("P.G.") are single
 * letters and stay. A number alone beside a name (a phone number the tagger ran on into) only trims the span.
 */
function codePersons(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  for (const s of spans) {
    if (s.type !== 'PER') continue;
    let [a, b] = tokenRange(tokens, s);
    if (a > b) continue;
    while (a <= b && /^[\d\p{P}\p{S}]+$/u.test(tokens.words[b]!) && /\d/u.test(tokens.words[b]!)) b--;
    while (a <= b && /^[\d\p{P}\p{S}]+$/u.test(tokens.words[a]!) && /\d/u.test(tokens.words[a]!)) a++;
    const [a0, b0] = tokenRange(tokens, s);
    if (a === a0 && b === b0 && !tokens.words.slice(a, b + 1).some((w) => CODE_TOKEN.test(w) || GLUED_SENTENCE.test(w))) continue;
    removed.add(s);
    if (a <= b && !tokens.words.slice(a, b + 1).some((w) => CODE_TOKEN.test(w) || GLUED_SENTENCE.test(w))) added.push({ type: 'PER', start: tokens.starts[a]!, end: tokens.ends[b]! });
  }
  return replaced(spans, removed, added);
}

/** A score written as one token ("2-0", "3–1") or its two numbers ("2", "–", "3"). */
const SCORE = /^\d{1,3}[-–]\d{1,3}$/;
const SCORE_NUMBER = /^\d{1,3}$/;
const SCORE_DASHES = new Set(['-', '–']);
/** Longest team name read at a score (words). */
const MAX_TEAM_WORDS = 4;

/**
 * True when tokens `a`..`b` beside a score may be a team: the word next to the numbers (`next`) is no weekday or
 * month, and a side of one English word counts only where the tagger read a name on it. One English word before a
 * number labels it as often as it names a club ("Section 12-14 Interpretation", "Grade 8-12 Learners"), while a
 * club of one word the tagger read ("Hearts", "Bohemians") or a name of two words ("Bradford City") is a team.
 */
function teamSide(tokens: Tokens, spans: RefinedSpan[], a: number, b: number, next: number): boolean {
  // The name lexicon's calendar leaves out the months that are given names (June, May): English months come from the date shapes.
  if (isCalendarWord(tokens.words[next]!) || isMonthName(tokens.words[next]!)) return false;
  if (a < b || !isEnglishWord(tokens.words[a]!)) return true;
  return overlapping(spans, tokens.starts[a]!, tokens.ends[a]!).length > 0;
}

/**
 * A results line names two teams on either side of the score ("Harbour Rovers 2-1 Kilkee", "Enugu Rangers 0 – 0
 * Sunshine Stars"): a sports report, a fixtures table or a chat writes a result so. The capitalised words right
 * before and after a score, one space apart, on its line, are organisations, whatever the tagger read there (a town
 * a club is named after, a club's name read as a person), and so is every person or place span of the text written
 * as one of those names alone ("Kilkee levelled", "on loan from Kilkee"): one text names its teams one way. Both
 * sides must hold a name (`teamSide`), so an age or a range ("aged 25-30") reads nothing, and neither may be a
 * weekday or a month next to the numbers ("Monday 9-5 Saturday", "June 3-5 Nairobi": hours and dates, no score).
 */
function scorelineTeams(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const n = tokens.words.length;
  const teams: [number, number][] = [];
  const scores: [number, number][] = [];
  for (let t = 1; t < n; t++) {
    const w = tokens.words[t]!;
    const c = w.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    let right: number;
    if (SCORE.test(w)) right = t + 1;
    else if (SCORE_NUMBER.test(w) && SCORE_DASHES.has(tokens.words[t + 1] ?? '') && SCORE_NUMBER.test(tokens.words[t + 2] ?? '')) right = t + 3;
    else continue;
    if (right >= n || !oneSpaceBefore(tokens, t) || !oneSpaceBefore(tokens, right)) continue;
    let a = t;
    while (a - 1 >= 0 && t - a < MAX_TEAM_WORDS && CAPITALISED_WORD.test(tokens.words[a - 1]!) && (a === t || oneSpaceBefore(tokens, a))) a--;
    const b = capitalisedRunEnd(tokens, right, MAX_TEAM_WORDS);
    if (a === t || b < right || !teamSide(tokens, spans, a, t - 1, t - 1) || !teamSide(tokens, spans, right, b, right)) continue;
    teams.push([a, t - 1], [right, b]);
    scores.push([t, right - 1]);
    t = b;
  }
  if (teams.length === 0) return spans;
  const names = new Set(teams.map(([a, b]) => tokens.words.slice(a, b + 1).join(' ')));
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  // A span over a score holds no name ("United 3-0 Rangers International" read as one organisation): it gives way.
  for (const [a, b] of scores) for (const s of overlapping(spans, tokens.starts[a]!, tokens.ends[b]!)) removed.add(s);
  const claim = (a: number, b: number) => {
    const start = tokens.starts[a]!;
    const end = tokens.ends[b]!;
    const inside = overlapping(spans, start, end).filter((s) => !removed.has(s));
    if (inside.some((s) => s.start < start || s.end > end || (s.type === 'ORG' && s.start === start && s.end === end))) return;
    for (const s of inside) removed.add(s);
    added.push({ type: 'ORG', start, end });
  };
  for (const [a, b] of teams) claim(a, b);
  for (const s of spans) if (s.type !== 'ORG' && !removed.has(s) && names.has(spanWords(tokens, s))) {
    removed.add(s);
    added.push({ type: 'ORG', start: s.start, end: s.end });
  }
  // The team's other mentions written whole where the tagger read part of the name as a person or a place ("GOAL!
  // Rivers United 1-0" with "Rivers" read as the state; "Substitution for Mamelodi Sundowns:").
  const firsts = new Map<string, string[][]>();
  for (const [a, b] of teams) {
    const words = tokens.words.slice(a, b + 1);
    if (words.length < 2) continue;
    const list = firsts.get(words[0]!) ?? [];
    list.push(words);
    firsts.set(words[0]!, list);
  }
  const taken = new Set(teams.map(([a]) => a));
  const claimed = coveredTokens(tokens, added);
  for (let u = 0; u < n; u++) {
    const candidates = firsts.get(tokens.words[u]!);
    if (candidates === undefined || taken.has(u) || claimed[u]) continue;
    const words = candidates.find((w) => u + w.length <= n && w.every((x, i) => tokens.words[u + i] === x && (i === 0 || oneSpaceBefore(tokens, u + i))));
    if (words === undefined || !overlapping(spans, tokens.starts[u]!, tokens.ends[u + words.length - 1]!).some((s) => s.type !== 'ORG' && !removed.has(s))) continue;
    claim(u, u + words.length - 1);
    u += words.length - 1;
  }
  return replaced(spans, removed, added);
}

/** A book's number written before it, one space between ("1 Cor", "II Kings"), at the end of the text before the book. */
const BOOK_NUMBER_BEFORE = /(?:^|[^\p{L}\p{N}])(?:[1-3]|I{1,3}) $/u;
/** A book's number inside the span, opening it ("1 Samuel" read whole). */
const BOOK_NUMBER_IN = /^(?:[1-3]|I{1,3}) /;
/**
 * What follows a cited book: the abbreviation's dot, one space, the chapter (no leading zero) and, after a colon, the
 * verse or verses ("13:34", "8:4-9", "3:1–10"); a clock time ("10:05", "13:34:10", "9:15 am") is none: no leading zero,
 * no third part, no time word after. Nor is a span of clock times ("22:15-23:00"): its end's minutes open with a zero,
 * which no verse does, so a range running on into such a time is none either (a chapter-crossing range, "1:1-2:3", is).
 * A time without any of these marks ("Mark 14:30", which is also a verse) cannot be told from a verse by its shape.
 */
const CHAPTER_AND_VERSE = /^\.? [1-9]\d{0,2}(?:(:)[1-9]\d{0,2}(?:[-–][1-9]\d{0,2})?(?![\d:])(?![-–]\d{1,3}:0)(?![ \t]*(?:am|pm|a\.m|p\.m|h|hrs?|hours?|gmt|utc|eat|wat|sast|cat|bst|cet)(?![\p{L}\p{N}])))?(?![\p{L}\p{N}:])/iu;

/**
 * True when the name in `text` from `start` to `end` is a Bible book cited with its chapter and verse ("James 5:16",
 * "Text: Esther 8:3", "Matt. 5:9"; refine.json `scripture_books`), or a numbered book with its chapter alone ("1 Cor
 * 13", "2 Kings 5"): a passage, not a person or a place. The reference's shape decides, not the word: "James said" and
 * "Ruth told Naomi" are left alone. The one reading of the shape, for the tagger's spans (scriptureReferences) and the
 * lexical name spans of `basic` (lexical/nameSpans.ts).
 */
export function citesScripture(text: string, start: number, end: number): boolean {
  const d = refineData();
  let book = text.slice(start, end);
  let numbered = BOOK_NUMBER_IN.test(book);
  if (numbered) book = book.slice(book.indexOf(' ') + 1);
  if (!d.scriptureBooks.has(book)) return false;
  const m = CHAPTER_AND_VERSE.exec(text.slice(end, end + 24));
  if (m === null) return false;
  if (m[1] !== undefined) return true;
  numbered ||= BOOK_NUMBER_BEFORE.test(text.slice(Math.max(0, start - 4), start));
  return numbered && d.numberedBooks.has(book);
}

/** The spans that are not a person read in a vessel's name (vesselNames.ts `inVesselName`, refine.json `vessel_cues`); the others stay. */
export function withoutVesselNames<T extends { start: number; end: number }>(text: string, spans: T[], isPerson: (s: T) => boolean): T[] {
  const { vessels } = refineData();
  const inName = (s: T) => isPerson(s) && inVesselName(text, s.start, s.end, vessels);
  return spans.some(inName) ? spans.filter((s) => !inName(s)) : spans;
}

/** Person and place spans that are a Bible book cited with chapter and verse (`citesScripture`) are dropped. */
function scriptureReferences(text: string, spans: RefinedSpan[]): RefinedSpan[] {
  const cited = (s: RefinedSpan) => (s.type === 'PER' || s.type === 'LOC') && citesScripture(text, s.start, s.end);
  return spans.some(cited) ? spans.filter((s) => !cited(s)) : spans;
}

/** Whether a lower-case word is a relative's or partner's word (refine.json `kin_nouns`: "auntie", "cousin"). */
export function isKinNoun(word: string): boolean {
  return refineData().persons.kin.has(word);
}

/** The words that join two places of a list. */
const COORDINATORS: ReadonlySet<string> = new Set(['and', 'or', '&']);

/** A one-letter initial of a given name ("K", "Ɓ"), its full stop the next token. */
const GIVEN_INITIAL = /^\p{Lu}$/u;

/**
 * Session 49 (prose35r): a field's value written surname first, the surname a town's name too ("Customer: Kumasi, K.",
 * "Client: MOMBASA, Athumani", "Reader: Onitsha, Nkechi", "Witness: Machakos, Godswill Ndinda"), read by the tagger
 * as the town (and the given names apart as a person). Right after a label's colon or a list's semicolon on its line,
 * a one-word place span, a comma and then given names the lexicon knows (no place of the gazetteer, which "Kumasi,
 * Ashanti" or "Lagos, Victoria Island" would be) or initials, up to the end of the line or of the list's item, are one
 * person: a place is followed after a comma by the larger place it lies in, never by a bare given name, and forms,
 * registers and prize lists write a person "Surname, Given" (the tagger already reads "Asante, Kweku" so where the
 * surname is no town). A country or region before the comma ("Kenya, Amina": a branch and its contact), a given name
 * that is a place or a word of the sentence going on after the names keep the reading. So does a line whose label
 * names a place ("Venue: Kisumu, Grace Achieng", refine.json `field_labels.place_phrases`), and a line that writes two
 * or more items of the shape ("Regional contacts: Nakuru, Grace; Eldoret, Peter"): a list of branches and their
 * contacts, each item keyed by its town, where a register of surnames would not have two family names in a row that
 * are towns (review s49-rev-prose35r).
 */
function placeSurnameCommaGiven(tokens: Tokens, spans: RefinedSpan[], d: RefineData): RefinedSpan[] {
  const n = tokens.words.length;
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  // The items found, by the first token of their line: a line of two or more is a list keyed by towns.
  const found = new Map<number, { place: RefinedSpan; inside: RefinedSpan[]; person: RefinedSpan }[]>();
  for (const s of spans) {
    if (s.type !== 'LOC' || removed.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    if (a !== b || a === 0 || tokens.starts[a] !== s.start || tokens.ends[a] !== s.end || tokens.newlineBefore[a] !== 0) continue;
    if (tokens.words[a - 1] !== ':' && tokens.words[a - 1] !== ';') continue;
    // The line's label: the first colon on the line before the place.
    let lineStart = a - 1;
    while (lineStart > 0 && tokens.newlineBefore[lineStart] === 0) lineStart--;
    let colon = lineStart;
    while (colon < a && tokens.words[colon] !== ':') colon++;
    if (colon < a && cueEndsBefore(tokens, d.placeLabels, colon, true)) continue;
    if (a + 2 >= n || tokens.words[a + 1] !== ',' || tokens.newlineBefore[a + 2] !== 0 || !CAPITALISED_WORD.test(tokens.words[a]!)) continue;
    if (lookupPlace(tokens.words[a]!).some((e) => e.kind === 'country' || e.kind === 'region') && !lookupPlace(tokens.words[a]!).some((e) => e.kind === 'city')) continue;
    // The given names: words the lexicon knows as given names and no place, or initials with their stops.
    let t = a + 2;
    let end = -1;
    while (t < n && tokens.newlineBefore[t] === 0) {
      const w = tokens.words[t]!;
      if (GIVEN_INITIAL.test(w) && tokens.words[t + 1] === '.' && tokens.newlineBefore[t + 1] === 0) {
        end = t + 1;
        t += 2;
        continue;
      }
      if (CAPITALISED_WORD.test(w) && isGivenName(w) && lookupPlace(w).length === 0 && !isCalendarWord(w) && !isMonthName(w)) {
        end = t;
        t++;
        continue;
      }
      break;
    }
    if (end < 0) continue;
    // A person the tagger read from the first given name on, in capitalised words, is the given names and any middle or
    // second family name ("Machakos, Godswill Ndinda").
    const read = overlapping(spans, tokens.starts[a + 2]!, tokens.ends[a + 2]!).find((x) => x.type === 'PER' && x.start === tokens.starts[a + 2]);
    if (read !== undefined) {
      const last = tokenRange(tokens, read)[1];
      if (last > end && tokens.words.slice(a + 2, last + 1).every((w) => CAPITALISED_WORD.test(w)) && !tokens.newlineBefore.subarray(a + 2, last + 1).some((x) => x !== 0)) {
        end = last;
        t = last + 1;
      }
    }
    // The names end the line or the item: the line's end, the text's end or a mark; not a word going on.
    if (t < n && tokens.newlineBefore[t] === 0 && !PLACE_SURNAME_ITEM_ENDS.has(tokens.words[t]!)) continue;
    const start = tokens.starts[a]!;
    const stop = tokens.ends[end]!;
    const inside = overlapping(spans, tokens.starts[a + 2]!, stop);
    if (inside.some((x) => x.type !== 'PER' || x.start < tokens.starts[a + 2]! || x.end > stop)) continue;
    const items = found.get(lineStart) ?? [];
    items.push({ place: s, inside, person: { type: 'PER', start, end: stop } });
    found.set(lineStart, items);
  }
  for (const items of found.values()) {
    if (items.length > 1) continue;
    for (const { place, inside, person } of items) {
      for (const x of inside) removed.add(x);
      removed.add(place);
      added.push(person);
    }
  }
  return replaced(spans, removed, added);
}

/** What may end the item after a surname-first name: a list's marks and brackets. */
const PLACE_SURNAME_ITEM_ENDS: ReadonlySet<string> = new Set([',', ';', '(', ')', '—', '–', '|']);

/**
 * Session 46 (prose set 32 round): a family name that is also a town's, right after a given name on its line ("If
 * Innocent Ripon collects", "Parent/guardian: Siyabonga Durban, Hatfield", "2. AFIA KUMASI (aunt)"), read by the tagger
 * as the town alone, the given name left out: a given name the lexicon knows, one space before a capitalised word and
 * no punctuation between, is followed by its family name, since English (and the users' other languages) puts a person's
 * town after a preposition or a comma ("Innocent from Ripon", "Siyabonga, Durban"), never glued to the bare given name.
 * The two are one person. Left as read: a given name that is also a place, a calendar word or a title ("Victoria Lagos",
 * "Pau Alicante", "June Durban", "Sunday Bauchi": the first word may be a place or a date itself), or an English word
 * opening a sentence ("Welcome Durban!"); a country, or a region with no town of its name ("Grace Ghana", "Kofi
 * Ashanti": a firm's national arm or a region); a neighbourhood (a quarter written after a name in Sheng and Swahili
 * chat: "niko na Joy Kilimani"); and a place that more capitalised words follow on its line ("Ama Kumasi Branch": a
 * body's name). The given name may already be a person span ending right before the place ("Mahama Sanatu" +
 * "Tamale"), whose last word is then read the same way.
 */
function placeSurnamesAfterGivenNames(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const removed = new Set<RefinedSpan>();
  const added: RefinedSpan[] = [];
  const n = tokens.words.length;
  for (const s of spans) {
    if (s.type !== 'LOC' || removed.has(s)) continue;
    const [a, b] = tokenRange(tokens, s);
    if (a !== b || a === 0 || tokens.starts[a] !== s.start || tokens.ends[b] !== s.end || !oneSpaceBefore(tokens, a)) continue;
    const place = tokens.words[a]!;
    if (!CAPITALISED_WORD.test(place)) continue;
    if (b + 1 < n && oneSpaceBefore(tokens, b + 1) && CAPITALISED_WORD.test(tokens.words[b + 1]!)) continue;
    const entries = lookupPlace(place);
    if (entries.length === 0 || entries.some((e) => e.kind === 'country' || e.kind === 'neighbourhood') || !entries.some((e) => e.kind === 'city')) continue;
    const given = tokens.words[a - 1]!;
    if (!CAPITALISED_WORD.test(given) || !isGivenName(given) || lookupPlace(given).length > 0 || isNameTitle(given) || isCalendarWord(given) || isMonthName(given)) continue;
    if (tokens.sentenceStart[a - 1] === 1 && isEnglishWord(given)) continue;
    // A name is written in one case: a short form in capitals before a town in lower case is a firm's branch ("ERA
    // Porto", an estate agent's), not a person (review of the prose32r round).
    if (HAS_LOWER.test(given) !== HAS_LOWER.test(place)) continue;
    // A town joined to another place by "and", "or" or "&" is one of a list of places ("pray for Grace Nairobi and
    // Mombasa"): the word before it is no given name there.
    if (b + 2 < n && COORDINATORS.has(tokens.words[b + 1]!) && overlapping(spans, tokens.starts[b + 2]!, tokens.ends[b + 2]!).some((o) => o.type === 'LOC')) continue;
    const before = overlapping(spans, tokens.starts[a - 1]!, tokens.ends[a - 1]!);
    if (before.length > 1 || (before.length === 1 && (before[0]!.type !== 'PER' || before[0]!.end !== tokens.ends[a - 1]))) continue;
    const person = before[0];
    if (person !== undefined) removed.add(person);
    removed.add(s);
    added.push({ type: 'PER', start: person?.start ?? tokens.starts[a - 1]!, end: s.end });
  }
  return replaced(spans, removed, added);
}

/** Applies the rules above to the tagger's spans of `text` (the text the tagger read, same offsets). */
export function refineSpans(text: string, tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  const d = refineData();
  // The text's language, read at most once (a pass over every word) by the rules that ask for it.
  const foreign = anotherLanguage(text);
  // In this order: each rule reads the spans the rules before it left.
  let s = trimSeparators(text, tokens, spans);
  s = sentenceAndBracketEdges(tokens, s);
  s = questionAnswerMarks(tokens, s);
  s = velarNasalNames(text, s);
  s = calendarEdges(text, tokens, s);
  s = currencyCodes(text, s);
  s = scriptureReferences(text, s);
  // Before the rules that read a person as a planet, a storm or a group, which then see these too.
  s = wordNamesInSlots(tokens, s, d.persons);
  s = productsNamedLikePeople(tokens, s, d.persons);
  s = correctPersonKinds(tokens, s, d.persons);
  s = foundersFirms(tokens, s, d.persons.firmProfessions);
  s = ampersandPairs(tokens, s, d.persons.firmProfessions);
  s = correctPersons(text, tokens, s, d, foreign);
  s = sportsClubs(tokens, s, d);
  s = placeOpensOrganisation(text, s);
  s = placesInInstitutions(tokens, s);
  s = headFirstInstitutions(tokens, s);
  s = placeClosesName(text, tokens, s, foreign);
  s = handlePlaces(text, s);
  s = employers(tokens, s, d);
  s = foreignCapitals(tokens, s, d.persons.foreignSpeech, foreign);
  s = commonNounPersons(tokens, s);
  s = titleOnlyPersons(tokens, s);
  s = codePersons(tokens, s);
  s = judicialSpans(tokens, s, d.judgments);
  s = namesAfterOffices(tokens, s, d.judgments);
  s = particleNames(text, tokens, s);
  s = placesAfterNameParticles(text, tokens, s);
  s = patronymicNames(tokens, s);
  s = citationParties(tokens, s, d.judgments);
  s = headingWords(tokens, s, d.judgments);
  s = columnGaps(text, s);
  s = addressLinePlaces(tokens, s);
  s = addPlaces(text, tokens, s, d, foreign);
  s = townAndRegion(tokens, s);
  s = facilities(tokens, s, d);
  s = personReadFacilities(tokens, s, d);
  s = namedRooms(tokens, s, d.rooms);
  s = headFirstPlaces(tokens, s, d);
  s = headFirstConnectedPlaces(tokens, s, d);
  s = headFirstVenues(text, tokens, s, d.venues);
  s = residentialEstates(tokens, s, d.estates);
  s = cuedPlacesOtherLanguages(tokens, s, d, foreign);
  s = inflectedPlaces(tokens, s, d, foreign);
  s = streetsNamedAfterPersons(tokens, s, d.namedPlaceOpeners, foreign);
  s = namedStreets(tokens, s, d.streetHeads);
  s = compoundStreets(tokens, s, d);
  s = compoundSquares(tokens, s, d);
  s = landmarkPlaces(tokens, s, d.landmarks);
  s = addSpeakers(tokens, s, d.persons);
  s = addAliases(tokens, s, d.persons);
  s = lowerCaseNames(tokens, s, d.persons, foreign);
  s = introducedNames(tokens, s, d.persons, foreign);
  s = introducedLowerCaseNames(tokens, s);
  s = greetedNames(tokens, s);
  s = signedInitials(tokens, s);
  s = lowerCaseOpeners(tokens, s, foreign);
  s = trailingParticles(tokens, s);
  s = prepositionParticles(text, s);
  s = otherLanguageOpeners(tokens, s, foreign);
  s = addresseeGroups(tokens, s);
  s = sentenceOpeners(tokens, s, d.persons.sentenceOpeners, foreign);
  s = loneArticles(tokens, s, d.persons.loneArticles, foreign);
  s = otherLanguageWordPersons(tokens, s, d.persons.foreignTitles, d.persons.loneArticles, foreign);
  s = kinNamedPlaces(tokens, s, d.persons.kin);
  s = firstPersonPairs(tokens, s, d.persons.kin);
  s = definiteNames(tokens, s);
  s = displayNames(text, s);
  s = addSignatures(tokens, s);
  s = initialsPersons(text, s, d.persons.kin);
  s = joinQuotedSurnameGiven(text, s);
  s = documentTitles(text, s, d);
  s = capitalHeadings(text, s);
  s = capitalHeadingTails(text, s);
  s = headingParts(text, s);
  s = shopPossessives(tokens, s, d);
  s = ownerPossessives(tokens, s, d);
  s = possessiveBusinesses(tokens, s, d);
  s = devotionalWords(tokens, s, d.devotional);
  s = locativePlaces(text, tokens, s, d);
  s = prefixedPersons(text, tokens, s, d);
  s = lowerCaseWords(tokens, s);
  s = addChatSpeakers(text, s, d.judgments.roles, d.persons.kin);
  s = addTitledSpeakers(text, s);
  s = automatedSenders(text, s, d.persons.automatedSenders);
  s = fieldLabels(text, tokens, s);
  s = labelHeads(text, tokens, s);
  s = numberedLineLabels(text, s);
  s = withoutVesselNames(text, s, (x) => x.type === 'PER');
  s = originPlaces(tokens, s);
  s = prepositionPlaces(tokens, s);
  s = spatialPlaces(tokens, s, d);
  s = articlePlaces(tokens, s, d, foreign);
  s = sitedPlaces(text, tokens, s, d);
  s = ofDistrictBeforePlace(tokens, s);
  s = kinLists(tokens, s, d);
  s = possessiveInstitutions(tokens, s, d);
  s = contextPlaces(text, tokens, s, d);
  s = governmentSeats(tokens, s, d.seats);
  // After the rules that read a place after a preposition or a site: a contact's number outweighs them.
  s = contactNames(tokens, s, d.persons.contactCues);
  s = listMembers(tokens, s);
  s = conjoinedPersons(tokens, s);
  s = wordGivenNames(text, tokens, s, d.persons.wordGivenNames);
  s = wordNamesAfterJoiner(tokens, s, d.persons.wordGivenNames);
  s = wordNamesAsWords(tokens, s, d.persons.wordNameFollowers);
  s = surnameFirstPersons(tokens, s);
  s = commaSurnameGiven(tokens, s);
  // After the rules that join names (surnameFirstPersons would join the two again): the pair that cannot be surname first.
  s = splitCommaGivenNames(tokens, s, d.fieldLabels);
  // After it: a pair that fills a list item or a field's value is one person, surname first (the lexicon's reading aside).
  s = surnameFirstItems(tokens, s, d.fieldLabels, MAIL_HEADER_WORDS, foreign);
  // The pair without a comma, surname in capitals first ("1. MTHEMBU Sibusiso", "DEL RÍO Íñigo / ORTEGA Itziar").
  s = capitalSurnameItems(tokens, s, d.capitalSurnames);
  // The surname and its initials ("Nel, J. L.", "Patient: Quaicoe, A."), read as two spans or as the surname alone.
  s = surnameInitials(tokens, s, d.codes);
  // A name a hard wrap breaks across two lines, read as two persons ("Received by: Tariq\nIqbal").
  s = wrappedNames(text, tokens, s, d.wrappedNames);
  s = citedAuthors(tokens, s);
  s = articleSurnames(tokens, s);
  // Before the other mentions are read: a surname a title names is a person wherever the text writes it again.
  s = titledSpansWithoutLabels(text, tokens, s, titledNames(text, tokens, s, d.judgments.roles, d.postTitles, foreign));
  s = placeSurnamesAfterGivenNames(tokens, s);
  s = placeSurnameCommaGiven(tokens, s, d);
  s = sameTextMentions(tokens, s, foreign, d.persons.planets);
  s = prefixedMentions(tokens, s);
  // After the rules that add places and the other mentions: a name that is part of a kind's name stands for no one there.
  s = kindNames(tokens, s, d.speciesKinds, d.gradeRanks, d.openers);
  // Again after the other mentions of a name are read: "Ruth told Naomi" puts a person back on "Ruth 1:16".
  s = scriptureReferences(text, s);
  s = petNames(tokens, s, d.persons);
  // Last of the person rules, which read a title before a name as a sign of a person.
  s = honorificsOutside(text, tokens, s, d.persons.aliasCues);
  // Again at the end: the place rules after the first call (addPlaces reads the gazetteer) put a town glued into a
  // handle back ("-- Ashanti_scribe (talk)").
  s = handlePlaces(text, s);
  // Last: the rules before may read a name before a town and a comma as a place ("Sales Executive, Ecobank, Mombasa").
  s = financialServices(text, tokens, s, d.persons);
  // After every rule that adds a place or a person: a crossword's answer is no one's name, however read.
  s = crosswordAnswers(text, tokens, s, d.crossword);
  return scorelineTeams(tokens, s);
}
