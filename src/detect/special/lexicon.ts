// Loads the special-category data files of this folder (health.json, identity.json, affiliation.json,
// records.json, cues.json), validates them once with TypeBox and compiles every term list, pattern,
// form label and cue into regular expressions, once per process. A malformed file stops the service
// with an error naming the file and the failing path.
import Type, { type Static } from 'typebox';
import { foldAccents } from '../../core/fold.js';
import { escapeRegExp, phraseTrie } from '../../core/matches.js';
import { Lazy, TriggerIndex } from './trigger.js';
import { alternatives, closeOf, leadingTriggers, PrefixIndex, requiredLiteral } from './leading.js';
import { dataFileError, dataFileName, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';

/** A word list: no entry twice (a repeated entry changes no match and hides which copy is meant). */
const Words = Type.Array(Type.String({ minLength: 1 }), { uniqueItems: true });
const LanguageNotes = Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Type.String({ minLength: 20 }), { additionalProperties: false });

const CategorySchema = Type.Object(
  {
    category: Type.String({ pattern: '^PII-6-[A-Z_]+$' }),
    kind: Type.Union([Type.Literal('health'), Type.Literal('belief'), Type.Literal('origin'), Type.Literal('orientation'), Type.Literal('affiliation'), Type.Literal('record')]),
    terms: Words,
    acronyms: Words,
    sets: Type.Record(Type.String({ pattern: '^[a-z_]+$' }), Words, { additionalProperties: false }),
    /**
     * Regular expressions over the original text, flags giu. An entry written `{ "case_sensitive": "..." }` (session 49)
     * runs without `i`: where the letters' case carries the meaning, as in a notation (haemoglobin 'HbS' against
     * hepatitis B's surface antigen 'HBs'); the loader requires such a pattern to read a capital letter (literally or in a
     * class) or a case property (`\\p{Lu}`, `\\p{Ll}`), or the kind would say nothing.
     */
    patterns: Type.Array(Type.Union([Type.String({ minLength: 3 }), Type.Object({ case_sensitive: Type.String({ minLength: 3 }) }, { additionalProperties: false })])),
    /** Patterns that are form fields by themselves (`Hospital No: ...`): licensed like labels. */
    label_patterns: Type.Array(Type.String({ minLength: 3 })),
    labels: Words,
    empty_values: Words,
    /** Words, or two-word phrases ("religious education"), that right after a term make it something else ("TB officer", "Catholic religious education"). */
    blockers_after: Words,
    blockers_before: Words,
    /** Field labels whose value names something else than the category ('Language: Yoruba', 'Język: romani': the language spoken): a term opening such a field's value is blocked (index.ts `blocked`). */
    blocking_labels: Type.Optional(Words),
    /** Field labels of the category's own datum that a form writes in a record language before a local value with its English gloss ('Bophelo', 'Ukungena'): with `labels` and `term_value_labels`, the only labels under which index.ts `glossedValues` reads value and gloss as one span. */
    gloss_labels: Type.Optional(Words),
    /** Phrases that, right before a term, lift a `blockers_after` word: "attends antenatal clinic" is the person's care, "Antenatal Clinic" alone a place. */
    unblock_before: Type.Optional(Words),
    /** Phrases that, right before a term (an article between allowed), make it a wrong done to the person, not their own record ("victim of a burglary", "reported the theft"). */
    suffered_before: Type.Optional(Words),
    /** Phrases that, right before a term (an article between allowed), state that the record holds none of it ("no record of previous convictions", "no trace of a conviction"): an absence, whatever the term's words. */
    absence_before: Type.Optional(Words),
    /**
     * What must follow a term for `absence_before` to hold (a regular expression over folded text, read at the term's
     * end): health's 'do not give X' is a contraindication only when X closes its clause ('do not give abacavir.'); a time,
     * a condition or a schedule after it ('do not give insulin if BM below 4', 'warfarin tonight', 'methotrexate daily')
     * makes it a hold of the person's own treatment, and so does the same term named elsewhere in the text outside such an
     * order (index.ts `blocked`; session 43's mend). Without it an absence phrase holds whatever follows.
     */
    absence_close: Type.Optional(Type.String({ minLength: 1 })),
    /** Words of the person's own record ("conviction", "caution"): a term holding one is never a wrong suffered ("reported a previous conviction" is a disclosure). */
    own_record_words: Type.Optional(Words),
    /** Words of a workplace's own disciplinary process ("disciplinary", "misconduct"): on a text whose first line holds one, a label's value (and a companion's) holding none of the category's terms or patterns ("Charge: absence without leave") is a workplace charge, not the category's (index.ts `workplaceValue`). */
    workplace_process_words: Type.Optional(Words),
    /** true: a term right after a cues.json `membership_offered` phrase ("invited to join the", "declined to join") is membership only offered or declined, no membership. */
    membership_offered: Type.Optional(Type.Boolean()),
    /** Offices of a party or union written on the rows of a list its name heads ('branch secretary', 'shop steward'; exports.ts `rowRoles`): kept only on a row naming a person. */
    list_row_roles: Type.Optional(Words),
    /** false: a label with a number word ("Charge No:", "Charge ref:") names a reference to a case, not the category's value (a court or charge number says nothing of the offence). */
    label_numbers: Type.Optional(Type.Boolean()),
    record_heading: Type.Boolean(),
    /** A form about one subject licenses this category's words in its body prose too, not only on its form lines (see the data file's description). */
    form_body: Type.Optional(Type.Boolean()),
    /**
     * A form about one subject licenses this category's bare words in its body prose as its frames are (index.ts `licence`):
     * below the heading, in the block the heading opens (a blank line ends it), and not after a group word. Religion, session 42.
     */
    form_prose: Type.Optional(Type.Boolean()),
    /**
     * The category's words are also given and family names ('Asante', 'Christian', 'Bononi'), so one that opens the value
     * of a name field (cues.json `name_labels`: 'Surname: Asante') is the name (index.ts `licence`). Religion and ethnic
     * origin only: a medicine, a union, a party or an offence under a list's 'Name:' field ('Medication 1 / Name:
     * Metformin', 'Trade union / Name: UNISON') is no one's name (session 47 review).
     */
    name_words: Type.Optional(Type.Boolean()),
    /**
     * A span of the category that is a whole bracket right after another of it details that one ('self-harm (cuts to
     * forearm)') and is read as one span with it (index.ts mergeAdjacent; session 35, health). Categories whose brackets
     * hold a second statement of their own (a genotype's phenotype, an ethnicity code's census label) leave it unset.
     */
    bracket_details: Type.Optional(Type.Boolean()),
    /**
     * A whole bracket of the category right after a span of it is one span with it only when the bracket glosses a local
     * value: the bracket holds an English word and the span before it none ('msagaji (lesbian)', 'mbebaji wa seli mundu
     * (sickle cell carrier)'; index.ts mergeAdjacent, session 48). Two English statements or a code beside a phrase
     * ('sickle cell trait (HbAS)', 'HbAS (sickle cell trait)') stay two spans, as the sets mark them.
     */
    bracket_glosses: Type.Optional(Type.Boolean()),
    case_sensitive_sets: Type.Optional(Type.Boolean()),
    /**
     * true: a listed name that is the whole value of a field ('Union joined: GMB', 'Umbutho: NUMSA') is read like a listed term, whatever
     * language or wording the field's label is written in; licensed only on a form about one subject (index.ts `listedFieldValues`).
     */
    listed_field_values: Type.Optional(Type.Boolean()),
    /** Values that are common surnames too ('White', 'Black', 'Brown'): written capitalised right after a capitalised word the name lexicon knows ('Lisa Black nurse' on a staff list), such a value is that person's surname, not the category's (index.ts `surnameAfterName`). */
    surname_values: Type.Optional(Words),
    /** Categories this one is more specific than: their spans inside one of this category's are dropped ("family history of sickle cell disease" is genetic data, not a second health span). */
    subsumes: Type.Optional(Type.Array(Type.String({ pattern: '^PII-6-[A-Z_]+$' }))),
    /** Short headers that name the category only as a table column ("Party"); with `case_sensitive_sets`, their cells count only when written as a listed name. */
    column_headers: Type.Optional(Words),
    /** Labels another sense shares ('Parish' a civil parish too, French 'Antécédents' a medical history too): their value counts only when it holds one of the category's terms, listed names or acronyms (forms.ts `holdsTerm`). */
    term_value_labels: Type.Optional(Words),
    /** The value under one of `term_value_labels` must be, as a whole, one of the terms or listed names ('method' | 'face', not 'face-to-face'). */
    term_value_whole: Type.Optional(Type.Boolean()),
    /** Headers that name the category only beside a column of its own headers ("Sentence" beside "Offence"). */
    companion_headers: Type.Optional(Words),
    /** Labels whose value is procedure, no record, where a line of `procedure_beside` is in the same text ('Plea:' beside 'Offence:'). */
    procedure_labels: Type.Optional(Words),
    /** The labels of the record's own datum that make a `procedure_labels` value procedure ('Offence', 'Charge'). */
    procedure_beside: Type.Optional(Words),
    /** Label patterns that name the category only on a record that already holds one of its labels or patterns ('Folder:' a hospital's patient folder number on a clinical form, an office folder elsewhere); group `v` is the value (index.ts `companionLines`). */
    companion_label_patterns: Type.Optional(Type.Array(Type.String({ minLength: 3 }))),
    /**
     * Label patterns read only in a text where a span of the category is already kept, as the category's record: a
     * record number after a label other records write too ('Folder KATH-OPD-7712', 'IP GSH/7719203', 'Res. No ...' on a
     * clinical note; an office folder, an IP address, a reservation elsewhere); group `v` is the value (index.ts
     * `recordNumbers`). Read after licensing, so such a number never licenses the record's other words.
     */
    record_number_patterns: Type.Optional(Type.Array(Type.String({ minLength: 3 }))),
    /**
     * Export columns holding the record number of each row's subject ('patient_id', 'patient_no'), read like
     * `record_number_patterns` only in a text where a span of the category is kept: a cell under one of them, in a row
     * of the header's width, that holds a letter and a digit ('KATH-OPD-7712', 'MRN4471203'; a bare serial such as
     * '10233' is a row number as often as an id).
     */
    record_number_columns: Type.Optional(Words),
    /**
     * A parentage test's result: `words` that mark a span of another category of the same kind (a genetic span: 'not
     * excluded as the biological father', 'maternity confirmed', 'probability of paternity 99.9%') as a relationship
     * test's finding, and the laboratory labels (`labels`: 'Lab ref', 'Lab no') whose numbers such a report holds. In a
     * text with such a span whose only spans of the category are numbers read after one of those labels, the number is
     * the laboratory's case reference, no patient's (index.ts `dropKinshipNumbers`; session 43). The words are read in the
     * other category's spans only, never in the text: 'Kinship care assessment', 'Paternity leave' or a 'Biological
     * mother:' field states no test, and a hospital, MRN or patient number is never a laboratory's case reference.
     */
    kinship_reports: Type.Optional(Type.Object({ words: Words, labels: Words }, { additionalProperties: false })),
    /**
     * Patterns read right after a kept span of the category (sticky at its end, any case; sets named as in `patterns`): a
     * reference the span's own statement cites, which extends the span through group `v` ("Betrug (§ 263 StGB)", "charged
     * with ... under s.214 Criminal Code"). Never read away from a kept span: a statute's section beside no kept span names
     * no one. A pattern holding an empty group `apart` reads a statement of its own about the same person (the penalty after
     * an offence, "burglary, 3 years"): index.ts adds it as a span beside the kept one instead of extending that one.
     */
    references_after: Type.Optional(Type.Array(Type.String({ minLength: 3 }))),
    /** A cell or value under one of `column_headers` must be one of the category's terms ("Orientation: bisexual", not "Orientation: landscape"). */
    header_values_are_terms: Type.Optional(Type.Boolean()),
    /** Words read by their ending ("-itis", "-osis"): ASCII endings of three letters or more, and ordinary words with those endings. */
    suffixes: Type.Optional(Type.Object({ endings: Type.Array(Type.String({ pattern: '^[a-z]{3,}$' }), { minItems: 1 }), exceptions: Words }, { additionalProperties: false })),
    /**
     * Noun-class prefixes of the Bantu languages that one stem takes for one person, for the people, and for the belief
     * ('mo'/'ba': Mosotho, Basotho; 'um'/'ama'/'aba': umXhosa, amaXhosa; Swahili 'm'/'mw'/'wa'/'u': Mkristo, Wakristo,
     * Ukristo). Each group lists prefixes that stand for one another: a single-word entry of `terms` or of the named
     * `sets` that opens with one of them is also read with each other prefix of its group (noun-class look-up, session 33;
     * `withNounClasses`).
     */
    noun_classes: Type.Optional(Type.Object({ groups: Type.Array(Type.Array(Type.String({ pattern: '^[a-z]{1,4}$' }), { minItems: 2, uniqueItems: true }), { minItems: 1 }), sets: Type.Array(Type.String({ pattern: '^[a-z_]+$' })) }, { additionalProperties: false })),
    /**
     * Terms that name a test, sample, service or register, not what it found or holds ('DNA test', 'genetic counselling',
     * 'kipimo cha vinasaba', 'casier judiciaire', 'parole board'),
     * each also in `terms` or `acronyms`: at a text's head (up to two words before it), followed by a document word (cues.json
     * `document_kinds`: 'report', 'result', 'note') and a separator, such a term is the record's title, whose data is the result
     * it introduces ("Genetic counselling note: ... karyotype 47,XXY"); in a sentence ("Genetic testing showed that ...") it stays.
     */
    procedure_terms: Type.Optional(Words),
    /**
     * Terms that tell the category only by implication, each also in `terms`: a festival or observance tells a faith
     * ('Ramadan', 'Shabbat', 'Diwali'), a partner tells an orientation ('her wife', 'same-sex partner'). They are the
     * person's datum only where their sentence names none of the category's other words ("asks to leave early on Fridays
     * to keep Shabbat"); beside one ("a practising Muslim, asks for new hours during Ramadan", "she identifies as lesbian
     * and added her same-sex partner") that word is the datum and the festival or partner its circumstance.
     */
    observance_terms: Type.Optional(Words),
    /**
     * An observance term parted from the outright word by a semicolon stays (index.ts besideOutright): a festival or diet
     * is a practice of its own, stated in its own clause ("off for the Sabbath; she is a Seventh-day Adventist"). Left off
     * where the implying term is a relation the outright word restates (orientation's partners).
     */
    observance_clauses: Type.Optional(Type.Boolean()),
    /** A term in a field's label whose value holds a candidate of the category is the form's wording (index.ts `labelsOwnValue`). */
    label_words_wording: Type.Optional(Type.Boolean()),
    /**
     * Sets whose entries, read by a pattern as its whole value, imply the category as `observance_terms` do (religion's
     * `holy_days`: 'keeps the Sabbath' tells a faith): such a value is the person's datum only where its sentence names
     * none of the category's other words (index.ts besideOutright), as the bare term is. Session 34.
     */
    observance_sets: Type.Optional(Type.Array(Type.String({ pattern: '^[a-z_]+$' }))),
    /** A word with another sense in some records ("PEP" a politically exposed person in a KYC form): dropped when the text holds one of `cues`. */
    other_senses: Type.Optional(Type.Array(Type.Object({ words: Words, cues: Words }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);

/** `language_notes`: per language (ISO 639 code), why its entries were chosen and which were left out (documentation only). */
export const CategoryFile = Type.Object(
  { description: Type.String({ minLength: 20 }), categories: Type.Array(CategorySchema, { minItems: 1 }), language_notes: Type.Optional(LanguageNotes) },
  { additionalProperties: false },
);

export const CueFile = Type.Object(
  {
    description: Type.String({ minLength: 20 }),
    person: Type.Record(Type.String({ pattern: '^[a-z]{2,3}$' }), Words, { additionalProperties: false }),
    frames: Words,
    /**
     * Plural, unnamed groups of people a legal or affiliation frame may be about ('suspects', 'three persons', French
     * 'personnes', Swahili 'washukiwa'): in a sentence whose only pointer is such a frame, the frame is about that group,
     * not one person ('Police arrested 14 suspects in a crackdown on robbery'; session 31, sets 15, 17, 36 and 38).
     */
    unnamed_groups: Type.Optional(Words),
    /**
     * Definite articles that open a sentence whose subject is the party or union named right after them ('The Labour
     * Party won', German 'Die Labour Party stellt', Afrikaans 'Die ANC het', French 'Le Green Party présentera'): the body's own news,
     * which a person cue later in the sentence does not make a member's (index.ts bodySubject; session 33, sets 24, 34,
     * 35, 37 and 40).
     */
    subject_articles: Type.Optional(Words),
    /**
     * Titles that give a form's subject a sex ('Mr', 'M.', 'sig.', 'Herr'; 'Mrs', 'Ms', 'Mme', 'sig.ra', 'Frau') and the
     * spouse or partner words of each sex ('husband', 'son mari', 'il compagno'; 'wife', 'sa femme', 'la moglie'): a spouse
     * field of the subject's own sex on a form about a titled subject states a same-sex union (index.ts titledSpouses;
     * session 31, sets 15 and 38). Written as listed, case-insensitive; a spouse entry may hold its possessive or article.
     */
    sexed_titles: Type.Optional(Type.Object({ male: Words, female: Words }, { additionalProperties: false })),
    /**
     * Subject labels that are a feminine noun ('Alumna', 'Patientin', 'pacjentka', 'iscritta'): the label gives the
     * subject's sex as a title does ('Alumna: X ... Contacto: su novia, Y'; sets 46 and 48). Only marked feminine forms:
     * a Romance masculine label ('Alumno', 'Iscritto') is the generic one a form prints for anyone.
     */
    sexed_labels: Type.Optional(Type.Object({ female: Words }, { additionalProperties: false })),
    /**
     * `own_role`: label words that make the value the titled person's own role ('Relationship to deceased: husband').
     * `partner_words`: words that name a partner only under a partner, cohabitation or marital-status label
     * (`partner_labels`: 'Partner', 'Samenwonend met'): Dutch 'zijn vriend' / 'haar vriendin' are 'his friend' / 'her
     * friend' too, which an emergency contact, a guest or a guarantor often is (so are Yorùbá 'ọ̀rẹ́kùnrin', 'ọ̀rẹ́bìnrin'); they are
     * also read after a cohabitation phrase (`leads`) in any field.
     * `leads`: a cohabitation or marriage phrase the value may open with before its spouse word ('lives with his husband',
     * Swahili 'anaishi na', Yorùbá 'ó ń gbé pẹ̀lú'): the field still names the subject's partner. `titled_partners`: words
     * for a partner that give no sex ('partner', 'spouse', 'his partner'), read as the sex of the title the partner's name
     * carries right after them ('his partner, Mr Otieno'); never alone, where the partner's sex is unknown.
     * `sex_glosses`: a bracket's word giving a partner's sex ('partner (male)', 'partenaire (féminin)'), read right after
     * a `titled_partners` or `glossed_partners` word (bare 'partner', 'partenaire', 'pareja', which alone name a business
     * partner too) as a sexed title after it is (session 50).
     */
    sexed_spouses: Type.Optional(
      Type.Object(
        {
          male: Words,
          female: Words,
          own_role: Words,
          partner_words: Type.Optional(Type.Object({ male: Words, female: Words }, { additionalProperties: false })),
          partner_labels: Type.Optional(Words),
          leads: Type.Optional(Words),
          titled_partners: Type.Optional(Words),
          sex_glosses: Type.Optional(Type.Object({ male: Words, female: Words }, { additionalProperties: false })),
          glossed_partners: Type.Optional(Words),
        },
        { additionalProperties: false },
      ),
    ),
    /** Clinical frames ("takes", "prescribed", "is on"): they point to a person for health and genetic words only ("a Muslim burial takes place" is no one's faith). */
    clinical_frames: Words,
    /** Words right before a clinical frame that make a condition its subject ("Malaria is treated with ...", "is usually managed with"): the frame then points to no patient. */
    clinical_generic_before: Words,
    general: Words,
    /**
     * General-statement words that say a thing of anything: a trend ('is rising', 'on the rise', Pidgin 'dey plenty') or
     * an offer ('half price'). A population's trend and a person's own course are written alike ('cholera is on the rise';
     * 'my blood pressure is rising', 'his seizures are increasing'), so these make a sentence general only where no person
     * cue (`person`: a pronoun, a possessive, a title) stands before them in its reported clause, where a trend's subject
     * is written (context.ts unlessPerson; session 49 review mend).
     */
    general_unless_person: Type.Optional(Words),
    /** Reporting words ("say", "dey talk say", "said that"): a general cue before one is the reporter ("People say Kojo is ..."), so only the reported clause is tested for general cues. */
    reporting: Words,
    general_symbols: Words,
    /**
     * Words right after a general symbol that make it a share of a group ('1% of women', '25 % des adultes'): without
     * one, a '%' in the body of a form about one subject is a measurement of that subject or its test (index.ts measuredOnForm).
     */
    share_links: Type.Optional(Words),
    /**
     * Words that, right before a general word, make it part of one thing's name ('funeral policy', 'uniform policy',
     * 'key population', 'host community'): the general word then names that thing, not many people or a programme.
     */
    general_modifiers: Type.Optional(Words),
    /**
     * Words that, right after a general word, make it the name of one person's service or item ('community script',
     * 'community mental health team', 'community pharmacy'): the general word then names where that person's care is
     * given, not many people ('community' before a service noun, session 30).
     */
    general_heads: Type.Optional(Words),
    /** Cue-language common words, with their tone marks, that the name lexicon also lists as given names (Yorùbá 'àrùn'). */
    not_names: Words,
    /** Prepositions of place ('in', 'at', Portuguese 'em', 'de'): a strong name right after one that the gazetteer knows as a country or a sizeable town names the place, not a person. */
    place_prepositions: Type.Optional(Words),
    /**
     * Person cues that are also a clock time's suffix (Pidgin 'am', him or her, is English 'am' in '9 am'): right after a
     * number and a space they are the time ('screening is free from 8 am'), not a pronoun. Written joined ('8am') they
     * were never read as a word.
     */
    clock_suffixes: Type.Optional(Words),
    /**
     * Person cues that, joined by a hyphen to the word after them, are a noun-class prefix of the Nguni languages
     * (isiZulu, isiXhosa: 'i-ANC', 'i-EFF', 'i-inhaler', the ANC, the EFF, an inhaler), not the English pronoun 'I'.
     */
    class_prefixes: Type.Optional(Words),
    /**
     * Person cues that are also a plural article of a record language, keyed by the cue, with the endings of the plural
     * nouns the article stands before: the Italian masculine plural 'i' ('i ladri', 'i nomi', 'i genitori') before a word
     * ending in '-i' is no English 'I' (session 41). Read case-blind, as every cue is.
     */
    article_plurals: Type.Optional(Type.Record(Type.String({ minLength: 1 }), Words, { additionalProperties: false })),
    headings: Words,
    record_labels: Words,
    /** A term right after "<topic noun> <link>" ("a book about addiction", "a lecture on Islam") is a subject, not someone's trait. */
    topic_nouns: Words,
    topic_links: Words,
    /**
     * Verbs of a speaker that name a subject only with 'on' ('will speak on breast cancer screening'; session 50's review):
     * 'spoke of' and 'speaks about' report what a person said of themselves ('Patient spoke of suicidal thoughts').
     */
    topic_verbs: Type.Optional(Words),
    /** An aspect noun and "of" between the link and the term ("a lecture on the ethics of genetic testing", "a book about the history of HIV"). */
    topic_aspects: Words,
    /** A field label naming what is discussed ('Topic:', 'Theme:', 'Agenda:'): its value is a subject, not the data of a person named before it. */
    topic_labels: Words,
    /**
     * Words that join one conjunct to the next ('and', 'or', 'und', 'et'; a comma always does): a term joined so right after
     * a term read as a topic is a topic too ('a talk on diabetes and hypertension'; index.ts `coordinatedTopic`, session 50).
     */
    topic_coordinators: Type.Optional(Words),
    /** Words that may follow a form label before its separator ("Political party membership:", "Biometric data captured:"). */
    label_qualifiers: Words,
    /**
     * Words that continue a term into its own field's label ('TB symptoms:', 'Genetic test results:', 'HIV status:'): an
     * empty answer after one voids the term as an empty answer right after it does (index.ts; session 31, sets 29 and 38).
     * A label that goes on into another topic ('Epilepsy medication changed: none') is not one.
     */
    field_continuations: Type.Optional(Words),
    /**
     * Words of a field's label that ask for the signs of what the label names ('TB symptoms:', 'Symptome:', 'signs of'):
     * the value's signs ('night sweats') do not state the condition, so a health word before one stays beside the value
     * (index.ts labelsOwnValue; session 39).
     */
    sign_labels: Type.Optional(Words),
    /** Answers that record nothing, for every category ("not recorded", "none declared", "not performed"): added to each category's `empty_values`. */
    empty_answers: Words,
    /** Labels whose value is the one person a form is about ("Name:", "Patient:", "Detainee:"). */
    subject_labels: Words,
    /**
     * Labels of a person's name or of one part of it ("Surname:", "First name:", "Cognome:", "Nachname:", "Jina la
     * ukoo:"): their value is a name, so a term that opens it ('Surname: Asante', 'First name: Christian') is the
     * name, not an ethnic origin or a faith, in the categories marked `name_words` (index.ts licence; session 47).
     */
    name_labels: Type.Optional(Words),
    /**
     * Labels that name the one person a record is about only when their value is a person's name ("Subject: Daniel
     * Hughes", "Guarantor: ..."); an e-mail's "Subject: diabetes week" names a topic (context.ts isSubjectForm).
     */
    named_subject_labels: Type.Optional(Words),
    /** A line opening with one of these and a name addresses one person ("Dear Kwame,"), so "you" and "your" in the text are that person. */
    salutations: Words,
    /** Addressees after a salutation that are no one person ("Hi all", "Dear colleagues"). */
    plural_addressees: Words,
    second_person: Words,
    /** Keys, labels and columns holding an identifier assigned to one data subject ("ID", "employeeId", "case_ref"). */
    record_ids: Words,
    /** Columns or keys that make a row a statistic about a place or period ("region", "count", "year"). */
    aggregate_keys: Words,
    /** With a listed party or union on a text's first line, words that make the text a register of members ("CHECK-OFF LIST - GNAT"). */
    register_words: Words,
    /** Words of a party's or union's own unit or gathering ("branch", "congress", "Ortsverband"): beside a listed name on a text's heading lines, the heading is over that body's people (index.ts `headedLists`). */
    list_heading_words: Words,
    /** Words of a register's row that state membership ("member", "paid up"). */
    membership_words: Words,
    /** Phrases that, right before a term (an article between allowed), offer, propose or decline membership rather than state it ("invited to join the", "declined to join"); read for the categories with `membership_offered`. */
    membership_offered: Words,
    /** Words that may stand alone between two spans of one category of a sentence and join them ("charged with theft and remanded in custody"). */
    span_joiners: Words,
    staff_titles: Words,
    staff_work_verbs: Words,
    staff_places: Words,
    /** Capitalised words that close or follow an organisation's or team's name ("Diabetes UK", "Epilepsy Society", "Pride Alliance", "Mercy Charity XI"); matched case-sensitively, as written. */
    organisation_heads: Words,
    form_kinds: Words,
    /** Labels opening the line after a form's question answered Yes, that give the answer's details ("Details:", "If yes, please specify:"). */
    answer_details: Words,
    /**
     * A form's answers Yes and No, with their one-letter forms ('yes', 'y'; 'no', 'n'): a question answered on its line, a ticked
     * box's answer, a field answered no. A one-letter form counts only right after the question, in a box or after a field's
     * separator; a form line's answered question and a blank form's options ("Yes / No / Prefer not to say") need the word.
     */
    yes_answers: Words,
    no_answers: Words,
    /** Words closing a need question after a term ('Wheelchair space required: no', 'Interpreter needed: no'): a 'no' after them answers the term's line as 'Epilepsy: No' does. */
    need_words: Type.Optional(Words),
    /**
     * A first person's copula right before a term ('I am', "I'm", Dutch 'ik ben', German 'ich bin'; an article between
     * allowed): the writer states the word of themself, so a general word elsewhere in the sentence ('the men who robbed
     * me knew I am gay') is another clause's and does not make the statement general (index.ts licence).
     */
    self_ascriptions: Type.Optional(Words),
    /**
     * Words a note's sentence opens with when it is written without its subject ('Has epilepsy ...', 'Takes insulin.',
     * 'Lost income after ...'): after a sentence of the same line that names someone, such a sentence goes on about that
     * person, so a health or genetic word in it is theirs (index.ts continuesSubject; session 35).
     */
    subject_openers: Type.Optional(Words),
    /** Words naming a document ('report', 'result', 'note', 'letter'): after a test's name at a text's head, the text's title. */
    document_kinds: Words,
    /** Words joining a title to its subject ('for', 'of', French 'de'): "Genome sequencing result for X:", "Extrait de casier judiciaire de X :". */
    title_links: Words,
    language_notes: Type.Optional(LanguageNotes),
  },
  { additionalProperties: false },
);

export type CategoryData = Static<typeof CategorySchema>;
export type Kind = CategoryData['kind'];
export type CueData = Static<typeof CueFile>;

export const CATEGORY_FILES = ['health.json', 'identity.json', 'affiliation.json', 'records.json'] as const;

const fileUrl = (file: string) => new URL(`./${file}`, import.meta.url);

const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';

function wordRegex(words: readonly string[], flags: string, fold = true): RegExp | null {
  if (words.length === 0) return null;
  return new RegExp(`${B}(?:${phraseTrie(words, flags, fold)})${E}`, flags);
}

/**
 * Over folded text ending where a term starts: one of `phrases`, then optionally an article or possessive (or one of
 * `more` determiners, '|'-separated) before the term ('invited to join the', 'victim of a'); null for no phrases.
 */
function phraseBefore(phrases: readonly string[] | undefined, more = '', space = '\\s'): RegExp | null {
  if (!phrases?.length) return null;
  return new RegExp(`${B}(?:${phraseTrie(phrases, 'u')})${space}+(?:(?:the|an?|his|her|their|my|our${more ? `|${more}` : ''})${space}+)?$`, 'u');
}

export interface CompiledCategory {
  data: CategoryData;
  /** Over folded text. */
  terms: RegExp | null;
  /** Over the original text, case-sensitive. */
  acronyms: RegExp | null;
  /** Over the original text, flags giu; group `v` is the span. */
  patterns: RegExp[];
  labelPatterns: RegExp[];
  /**
   * For each pattern that names a set, that set's words alone (original text, giu): the pattern only
   * runs in windows around their hits, so a text without a party or union name costs one cheap scan.
   */
  anchors: Array<RegExp | null>;
  /** Over folded text: a form label at a line start (or after `;`/`|`), group `v` is its value. */
  labels: RegExp | null;
  empty: ReadonlySet<string>;
  after: ReadonlySet<string>;
  before: ReadonlySet<string>;
  /** Folded, lower case: `blocking_labels`. */
  blockingLabels: ReadonlySet<string>;
  /** Folded, lower case: `labels`, `term_value_labels` and `gloss_labels`, the labels a glossed value may follow (index.ts `glossedValues`). */
  glossLabels: ReadonlySet<string>;
  /** Over folded text ending where the term starts: an attendance frame ("attends the", "referred to") that lifts `after`. */
  unblock: RegExp | null;
  /** Over folded text: `suffered_before` phrases ending right before a term. */
  suffered: RegExp | null;
  /** Over folded text: `absence_before` phrases ending right before a term. */
  absence: RegExp | null;
  /** Over a term's folded text: `own_record_words`, which a `suffered` phrase does not block. */
  ownRecord: RegExp | null;
  /** Over a text's folded first line: `workplace_process_words` (index.ts `workplaceValue`). */
  workplace: RegExp | null;
  /** `procedure_terms`, folded with single spaces: a test's name, which titles a record at its head (index.ts `titlesRecord`). */
  procedures: ReadonlySet<string>;
  /** `observance_terms`, folded with single spaces (index.ts `besideOutright`). */
  observances: ReadonlySet<string>;
  /** The entries of `observance_sets`, folded with single spaces: a pattern's whole value among them is an observance. */
  observanceValues: ReadonlySet<string>;
  /** `observance_clauses`: an observance term in its own clause (after or before a semicolon) is not beside an outright word. */
  observanceClauses: boolean;
  /** `label_words_wording`: a term in a field's label whose value holds a candidate of the category is wording. */
  labelWordsWording: boolean;
  /** A form line opening with one of `companion_headers` and a colon, group 1 its value (index.ts `companionLines`). */
  companionLine: RegExp | null;
  /** A line opening with one of `procedure_labels` and a colon (index.ts `procedureBeside`). */
  procedureLabel: RegExp | null;
  /** A line opening with one of `procedure_beside` and a colon (index.ts `procedureBeside`). */
  procedureBeside: RegExp | null;
  /** `companion_label_patterns` compiled as label patterns are (index.ts `companionLines`). */
  companionLabelPatterns: RegExp[];
  /** `references_after`, sticky (index.ts `referencesAfter`). */
  referencesAfter: RegExp[];
  /** `record_number_patterns` compiled as label patterns are (index.ts `recordNumbers`). */
  recordNumberPatterns: RegExp[];
  /** For each of `recordNumberPatterns`: its prefix-index id and sticky copy, as `leading` (session 39: they were full scans). */
  recordNumberLeading: Array<{ id: number; sticky: RegExp } | null>;
  /** `kinship_reports`: its words (over a span's folded text) and its labels (over the folded text before a number on its line, at its end). */
  kinship: { words: RegExp; labels: RegExp } | null;
  /** `absence_close`, sticky (over folded text, at a term's end). */
  absenceClose: RegExp | null;
  /** Other senses: a candidate whose folded words are in `words` is dropped when the text holds a cue (over folded text). */
  senses: Array<{ words: ReadonlySet<string>; cues: RegExp }>;
  /** Case-sensitive members of the sets (for `case_sensitive_sets`), whitespace-normalised. */
  setMembers: ReadonlySet<string>;
  /** Ids of this category's lists in the trigger index (null when the list is empty). */
  scan: { terms: number | null; acronyms: number | null; labels: number | null; anchors: Array<number | null>; suffixes: number | null };
  /**
   * For each pattern (then each label pattern) that names no set: its id in the prefix index and its
   * sticky copy (leading.ts), or null when it is scanned in full.
   */
  leading: Array<{ id: number; sticky: RegExp } | null>;
  labelLeading: Array<{ id: number; sticky: RegExp } | null>;
  /**
   * For each pattern (then each label pattern): its gate (core/matches.ts gateOpen), the literal every match holds
   * (leading.ts requiredLiteral) with the pattern's own flags, or null. A scan in full runs only where it opens.
   */
  gates: Array<RegExp | null>;
  labelGates: Array<RegExp | null>;
}

/** An optional cohabitation or marriage phrase before a spouse word (`sexed_spouses.leads`: 'lives with', 'anaishi na'). */
function spouseLead(leads: readonly string[] | undefined): string {
  return leads === undefined || leads.length === 0 ? '' : `(?:(?:${phraseTrie(leads, 'iu', false)})[ \\t]+)?`;
}

/**
 * Or any field whose value opens with a cohabitation phrase (`sexed_spouses.leads`: 'anaishi na', 'ó ń gbé pẹ̀lú'): a
 * partner word that is also a friend's ('ọ̀rẹ́kùnrin rẹ̀', 'zijn vriend') reads as a partner there as under a partner label.
 */
function leadAfterLabel(leads: readonly string[] | undefined): string {
  return leads === undefined || leads.length === 0 ? '' : `|[\\p{L}][^:\\n]{0,40}[:：][ \\t]*(?:${phraseTrie(leads, 'iu', false)})[ \\t]+`;
}

/**
 * A partner word that gives no sex (`sexed_spouses.titled_partners`: 'partner', 'his partner') right before a sexed title
 * and a name ('his partner, Mr Otieno', 'her spouse, Mrs Ama Mensah'): group `pm` or `pf`, by the title's sex, the partner word
 * its value. Empty without the lists.
 */
function titledPartner(
  words: readonly string[] | undefined,
  titles: { male: readonly string[]; female: readonly string[] } | undefined,
  glosses?: { male: readonly string[]; female: readonly string[] },
  glossed?: readonly string[],
): string {
  if (words === undefined || words.length === 0 || titles === undefined) return '';
  const title = (sex: readonly string[]) => `[ \\t]*,?[ \\t]*(?:${phraseTrie(sex, 'iu', false)})(?![\\p{L}])\\.?[ \\t]+\\p{Lu}`;
  const w = phraseTrie(words, 'iu', false);
  if (glosses === undefined) return `|(?<pm>${w})(?=${title(titles.male)})|(?<pf>${w})(?=${title(titles.female)})`;
  // 'partner (male)': the bracket gives the partner's sex as a title would; a bare partner word too, the gloss making it a person's partner.
  const g = phraseTrie([...words, ...(glossed ?? [])], 'iu', false);
  // A one-letter gloss ('(M)', '(F)') is also a contact list's mobile or fax mark before a number ('partner (M) 0244 123
  // 456'; session 50 review): it gives the sex only where no number follows it.
  const gloss = (sex: readonly string[]) => {
    const long = sex.filter((w) => [...w].length > 1);
    const short = sex.filter((w) => [...w].length === 1);
    const alts = [
      ...(long.length === 0 ? [] : [`(?:${phraseTrie(long, 'iu', false)})[ \\t]*\\)`]),
      ...(short.length === 0 ? [] : [`(?:${phraseTrie(short, 'iu', false)})[ \\t]*\\)(?![ \\t]*[,;:]?[ \\t]*[+(\\d])`]),
    ];
    return alts.length === 0 ? '(?!)' : `[ \\t]*\\([ \\t]*(?:${alts.join('|')})`;
  };
  return `|(?<pm>(?:${w})(?=${title(titles.male)})|(?:${g})(?=${gloss(glosses.male)}))|(?<pf>(?:${w})(?=${title(titles.female)})|(?:${g})(?=${gloss(glosses.female)}))`;
}

export interface CompiledCues {
  person: RegExp;
  frames: RegExp;
  /**
   * Over the original text (i): a subject field's value opening with a sexed title, group `m` or `f` (`sexed_titles`); and a
   * field's value that is a spouse word of either sex (`sexed_spouses`), first or after a name and comma, group `m` or `f`.
   * Null without the lists.
   */
  sexedSubject: RegExp | null;
  /**
   * `sexed_titles` of both sexes, folded, lower case, without a closing dot ('sig', 'mof', 'unksz'): the courtesy titles of
   * the record languages, read as titles where a form's first field is read for a name (context.ts `firstFieldNamesSomeone`).
   */
  courtesyTitles: ReadonlySet<string>;
  sexedSpouse: RegExp | null;
  /** A partner, cohabitation or marital-status field's value that is one of `sexed_spouses.partner_words`, group `m` or `f`; null without them. */
  sexedPartner: RegExp | null;
  /** Right after a term: one `field_continuations` word, the field's separator and its answer (group 1); null without the list. */
  qualifiedAnswer: RegExp | null;
  /** Over a field label's rest after a health word: one of `sign_labels` as a whole word; null without the list. */
  signLabel: RegExp | null;
  /** Folded, lower case: `name_labels`. */
  nameLabels: ReadonlySet<string>;
  /** Over folded text: an unnamed plural group (`unnamed_groups`); null without the list. */
  unnamedGroups: RegExp | null;
  /** Over folded text from a sentence's start to a term: only a definite article (`subject_articles`); null without the list. */
  subjectArticle: RegExp | null;
  clinicalFrames: RegExp;
  general: RegExp;
  /** Over folded text: a word of `general_unless_person`; null without the list. */
  generalUnlessPerson: RegExp | null;
  /** Over folded text: a reporting word; the sentence's general cues are read after its last one. */
  reporting: RegExp;
  symbols: readonly string[];
  /** Over folded text: right after a general symbol, a word making it a share of a group ('% of', '% des'); null without `share_links`. */
  shareAfter: RegExp | null;
  /** Lower-cased, NFC: words never read as a person's name. */
  notNames: ReadonlySet<string>;
  /** Over a sentence's text ending where a word starts: one of `place_prepositions` and spaces. */
  placeBefore: RegExp;
  headings: RegExp;
  recordLabels: RegExp;
  /** Over folded text ending where a term starts. */
  topic: RegExp;
  /** Over folded text: a field label naming what is discussed (`topic_labels` or a topic noun) and its colon ('Topic: ', 'Talk: '). */
  topicLabel: RegExp;
  /** Over folded text ending where a term starts: a comma or a `topic_coordinators` word and spaces; null without the list. */
  topicCoordinator: RegExp | null;
  /** Over folded text starting where a term ends: a comma or a `topic_coordinators` word and spaces (the list goes on). */
  topicListAfter: RegExp | null;
  /** Over folded text: a line holding a subject label and its value ("Patient: ...", "| Customer | ..."). */
  subjectLine: RegExp;
  /** Over folded text: an export key naming the subject ("patientName": "...", customer="..."). */
  subjectKey: RegExp;
  /** Over the original text (g): a `named_subject_labels` label and its colon at a line start; the value after it must name someone. */
  namedSubjectLine: RegExp | null;
  /** Over the original text: a salutation to one named person at a line start. */
  addressed: RegExp;
  /** Over folded text: you, your. */
  secondPerson: RegExp;
  /** Record-id keys as label words ("employee id", "case ref"), and aggregate keys ("region", "count"). */
  recordIds: ReadonlySet<string>;
  /** Subject labels as key words ("patient name"). */
  subjectLabels: ReadonlySet<string>;
  aggregateKeys: ReadonlySet<string>;
  /** Over folded text: a register word on the text's first line; and a membership word (whole words). */
  registerWords: RegExp;
  /** Over folded text: a unit or gathering word of a party or union on a text's heading lines. */
  listHeadingWords: RegExp;
  membershipWords: RegExp;
  /** Over folded text: `membership_offered` phrases ending right before a term (categories with `membership_offered`). */
  membershipOffered: RegExp | null;
  /** Over folded text: a `self_ascriptions` phrase ending right before a term (an article between allowed). */
  selfAscribed: RegExp | null;
  /** Over the original text at a sentence's start: a `subject_openers` word (any case). */
  subjectOpener: RegExp | null;
  /** Over the original text's gap between two spans: one to three joiner words and nothing else. */
  joinerGap: RegExp;
  /** Over folded text ending where a health term starts: a staff title or work verb naming where staff work. */
  staffBefore: RegExp;
  /** Over folded text ending where a health term starts: a staff member who saw the person ("seen by the nurse at the"). */
  seenByStaff: RegExp;
  /** A word that names a place where staff work (clinic, ward, unit). */
  staffPlaces: ReadonlySet<string>;
  /** A capitalised word that heads an organisation's or team's name (cues.json `organisation_heads`, as written). */
  organisationHeads: ReadonlySet<string>;
  /** Over folded text right after a term: a form kind alone to the line's end ("ANTENATAL CARD"). */
  formTitleAfter: RegExp;
  /**
   * Over folded text right after a procedure term at a text's head: up to two document words, an optional parenthesis and a
   * separator closing the title, or a title link ("for", "of", "de") and up to four words (the subject), then a separator
   * (a subject's words before a line's end are a sentence: "... ya Owen yamerudi jana.") ("DNA test - sponsor ...",
   * "Genome sequencing result for Daniel Hughes: ...", "DNA analysis report (case ref. CR/221): ...", "DNA PATERNITY TEST REPORT\n").
   */
  titleClose: RegExp;
  /** Over folded text after a term on a text's title line, to the line's end: a document or form kind on the line, no field separator before it ('... waiting list entry', ' booking - X'; index.ts dropTitleWords). */
  titleKind: RegExp;
  /** A one-line record's title before its subject: up to four words and a document kind, then a separator ('Custody record: ', 'Police character certificate - '), on the folded text. */
  recordTitle: RegExp;
  /** Over folded text at a line's start: a label giving the details of a Yes answered on the line before (index.ts askedOnly). */
  answerDetails: RegExp;
  /** A line holding a question and its Yes (`yes_answers`), bare or in a ticked box: 1 the question, 2 the box, 3 the answer, 4 the Yes (forms.ts answeredQuestions). */
  answeredYes: RegExp;
  /** A question's Yes anywhere in a text, bare or in a ticked box: whether answeredYes can hold on any line. */
  yesAfterQuestion: RegExp;
  /** A question answered Yes or No on its line, in whole words (forms.ts onFormLine). */
  questionAnswered: RegExp;
  /** A blank form's choices ("Yes / No / Prefer not to say"): three or more slash-separated options, a whole-word Yes or No among them. */
  options: RegExp;
  /** After a question: a ticked box's Yes or No ("[X] No [ ] Yes"), and a bare one right after it; group 1 the answer (index.ts askedOnly). */
  tickedAnswer: RegExp;
  plainAnswer: RegExp;
  /** `no_answers`, lower-cased. */
  noAnswers: ReadonlySet<string>;
  /** Right after a term: its own field answered No ("Diabetes: no", "HIV? N"), false, none or nil (index.ts licence). */
  answeredNo: RegExp;
  /**
   * Over folded text right after a term on a text's first line: up to three more words, then a service or register
   * word (staff_places, register_words) closing the heading at the line's end or a separator ("Cancer genetics
   * clinic: ...", "TB register | ..."); `serviceClose` is the closing alone, for a term that ends in such a word.
   */
  serviceAfter: RegExp;
  serviceClose: RegExp;
  serviceWords: ReadonlySet<string>;
}

/**
 * A form label's other-gender ending, printed in brackets or after a slash ('Antragsteller/in', 'Versicherte(r)',
 * 'Interessado/a'); a plural's ('/innen') is not one subject. The French '(e)' ('Patient(e) :') is left out for now: on
 * set 24 it made a laboratory form one subject's, and its 'Sérologie VIH : négative' then read as data, which that
 * set's author does not mark (session 27: pooled sets 11-27 precision would fall by one span).
 */
const GENDER_ENDING = '(?:\\((?:in|r|a|o|er)\\)|/(?:in|r|a|o|er))?';

function labelRegex(labels: readonly string[], qualifiers: readonly string[]): RegExp | null {
  if (labels.length === 0) return null;
  // A label opens a line or follows `;`, `|`, a bullet, or (with a colon only) a sentence end, a comma or a
  // spaced dash: `Name: X, Religion: Y. Union: Z` and `Equality monitoring - ethnic origin: Y` are forms
  // written on one line. A parenthesis between label and separator is the form's instruction, for every
  // category ("Sexual orientation (optional):", "Religion (if any):", "Ethnic origin (please specify):").
  // The value is read in a lookahead so the next label on the same line is still found.
  // Up to two qualifier words may follow the label ("Political party membership:"), and a table cell bar or
  // a tab separates a label from its value as a colon does ("| Sexual orientation | gay |").
  // A compound label joins a label to another word or three by "/" or "or" ("Race/Ethnicity:", "Religion or
  // belief:", "Tribe/State of origin:", "Nationality/Ethnicity:"). Printed forms separate label and value by a run of spaces or dot leaders
  // ("Religion      Muslim", "Tribe.........Akan"); a stacked form puts the value alone on the next line
  // ("Religion\nMuslim": a short line not ending in a colon; index.ts licenses it only in a form about one
  // subject). A label may open a parenthesis ("(ethnicity: Punjabi)") or follow a printed form's run of spaces
  // ("Hb: 9.2 g/dl   Blood group: O"), with a colon. A tab ends a value as a bar does.
  const join = '(?:[ \\t]*/[ \\t]*|[ \\t]+(?:or|and|&)[ \\t]+)';
  const alt = `(?:[\\p{L}]+[ \\t]*/[ \\t]*)?(?:${phraseTrie(labels, 'gu')})(?:${join}[\\p{L}]+(?:[ \\t]+[\\p{L}]+){0,2})?${qualifiers.length > 0 ? `(?:[ \\t]+(?:${phraseTrie(qualifiers, 'gu')})){0,2}` : ''}`;
  const note = '(?:\\([^()\\n]{1,40}\\)[ \\t]*)?';
  const printed = ' {2,}(?=[^\\s.])|\\.{3,}|…+';
  const stacked = '[ \\t]*\\n(?=[ \\t]*[^\\n:：]{1,40}(?:\\n|$))';
  return new RegExp(
    `(?:(?:^|[\\n;|•])[ \\t*•\\-]*(?:${alt})[ \\t]*${note}(?:(?:no\\.?|ref\\.?|reference|number|id)[ \\t]*)?(?:[:：=]|[-–][ \\t]|\\||\\t|${printed}|${stacked})|(?:(?:[.,]|[ \\t][-–—])[ \\t]+|\\(| {2,})(?:${alt})[ \\t]*${note}:)[ \\t]*(?=(?<v>[^\\n;|\\t]+))`,
    'gu',
  );
}

/** Whole ASCII words of six letters or more ending in one of `endings`, except the listed words (over folded text). */
function suffixRegex(endings: readonly string[], exceptions: readonly string[]): RegExp {
  const ends = phraseTrie(endings, 'gu');
  const not = exceptions.length > 0 ? `(?<!${B}(?:${phraseTrie(exceptions, 'gu')}))` : '';
  return new RegExp(`${B}[a-z]{3,}(?<=[a-z]{3}(?:${ends}))${not}${E}`, 'gu');
}

/**
 * A pattern that opens with a lookbehind and then a literal ('(?<=... am|is an? {ethnonyms}\s+)of\s+the', '(?<=\p{L}[ \t]?)\(')
 * gets that literal as a lookahead in front: V8 tries an opening lookbehind, with its alternation of names, at every
 * position, while the lookahead fails at once where the literal is absent. Same matches: both assertions are
 * zero-width at the same position and the literal must match there anyway (same flags); a pattern with a top-level
 * `|` (the lookahead would bind to its first branch only) or no literal after the lookbehind is left as it is.
 */
export function lookaheadFirst(re: RegExp): RegExp {
  const src = re.source;
  if (!src.startsWith('(?<=')) return re;
  const close = closeOf(src, 0);
  if (close < 0 || alternatives(src, 0, src.length).length !== 1) return re;
  const rest = src.slice(close + 1);
  let lit = '';
  if (rest.startsWith('\\(')) lit = '\\(';
  else {
    const run = /^[a-z]+/i.exec(rest)?.[0] ?? '';
    // A letter under a quantifier ('ab?', 'a{2}') is not certain: the run stops before it.
    lit = /^[?*+{]/.test(rest.slice(run.length)) ? run.slice(0, -1) : run;
  }
  if (lit === '' || /^[?*+{]/.test(rest.slice(lit.length))) return re;
  return new RegExp(`(?=${lit})${src}`, re.flags);
}

/** A pattern entry's source (lexicon `patterns`: a string, or `{ case_sensitive }`). */
export const patternSource = (p: CategoryData['patterns'][number]): string => (typeof p === 'string' ? p : p.case_sensitive);
/**
 * An escape other than a case property (`\\p{Lu}`, `\\p{Ll}`) or a group's name, dropped before looking for what makes a
 * case-sensitive pattern one: a capital letter it reads (literally or in a class) or a case property.
 */
const OTHER_ESCAPE = /\\(?!p\{L[ul]\})(?:[pPu]\{[^}]*\}|k<[^>]*>|.)|\(\?<[A-Za-z]\w*>/g;
// Any script's capital ('Ɔ', 'Ẹ', 'Ü'), not only ASCII's: the case kind serves the users' other record languages too.
const CASE_MARK = /\p{Lu}|\\p\{L[ul]\}/u;

function compileCategory(data: CategoryData, file: string, index: TriggerIndex, prefixes: PrefixIndex, qualifiers: readonly string[], emptyAnswers: readonly string[] = []): CompiledCategory {
  // A list's entries compiled alike; an error names the entry in its own list (patterns, label_patterns, companion_label_patterns).
  // A set's trie source by set name and flags: many patterns of a category name the same set (a list of a thousand
  // words is built once, not once per pattern).
  const setSources = new Map<string, string>();
  const compiler = (key: 'patterns' | 'label_patterns' | 'companion_label_patterns' | 'record_number_patterns' | 'references_after', flags = 'dgiu') => (src: string, i: number): RegExp => {
    const filled = src.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
      const set = data.sets[name];
      if (!set) throw dataFileError(file, `/${key}/${i}`, 'DF_PATTERN_UNKNOWN_SET', { category: data.category, index: i, set: quoteSafe(name) });
      // As a prefix trie (core/matches.ts phraseTrie: the alternation's matches and preference, each character tried
      // once): the party and union lists hold two hundred names each, tried at every position of every window.
      const k = `${name}\u0000${flags}`;
      let source = setSources.get(k);
      if (source === undefined) {
        source = `(?:${phraseTrie(set, flags, false)})`;
        setSources.set(k, source);
      }
      return source;
    });
    let re: RegExp;
    try {
      // Flag d: the match carries where group `v` starts (index.ts valueOffset), which `m[0].indexOf(v)` gets wrong when
      // the value's letters also occur earlier in the match ('rk' in "Kirchensteuermerkmal rk").
      re = new RegExp(filled, flags);
    } catch {
      // RegExp's message quotes the pattern; the problem is named, not echoed.
      throw dataFileError(file, `/${key}/${i}`, 'DF_PATTERN_INVALID', { category: data.category, index: i });
    }
    if (!/\(\?<v>/.test(filled)) throw dataFileError(file, `/${key}/${i}`, 'DF_PATTERN_NO_GROUP_V', { category: data.category, index: i });
    return lookaheadFirst(re);
  };
  const patterns = data.patterns.map((p, i) => {
    if (typeof p === 'string') return compiler('patterns')(p, i);
    if (!CASE_MARK.test(p.case_sensitive.replace(OTHER_ESCAPE, ''))) throw dataFileError(file, `/patterns/${i}/case_sensitive`, 'DF_PATTERN_NO_CAPITAL', { category: data.category, index: i });
    return compiler('patterns', 'dgu')(p.case_sensitive, i);
  });
  const sources = data.patterns.map(patternSource);
  const anchorSources = new Map<string, string>();
  const anchors = sources.map((src) => {
    const names = [...src.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
    if (names.length === 0) return null;
    const k = names.join(' ');
    let source = anchorSources.get(k);
    if (source === undefined) {
      source = `${B}(?:${phraseTrie(names.flatMap((n) => data.sets[n] ?? []), 'giu', false)})${E}`;
      anchorSources.set(k, source);
    }
    return new RegExp(source, 'giu');
  });
  const labelPatterns = data.label_patterns.map(compiler('label_patterns'));
  // The whole list's expression is built only if asked for (exports.ts, a full scan): the trigger scan matches terms by
  // their first word's own expression (trigger.ts groups), and the health terms' trie is a few hundred ms to build.
  const terms = data.terms.length === 0 ? null : new Lazy(() => wordRegex(data.terms, 'gu')!);
  const acronyms = wordRegex(data.acronyms, 'gu', false);
  const labels = labelRegex(data.labels, qualifiers);
  const scan = {
    terms: terms ? index.add(terms, data.terms.map(foldAccents), true, false, { sources: data.terms, build: (subset) => wordRegex(subset, 'gu')! }) : null,
    acronyms: acronyms ? index.add(acronyms, data.acronyms, false) : null,
    labels: labels ? index.add(labels, data.labels.map(foldAccents), true, true) : null,
    suffixes: data.suffixes ? index.addSuffixes(suffixRegex(data.suffixes.endings, data.suffixes.exceptions), data.suffixes.endings, 6) : null,
    anchors: sources.map((src, i) => {
      const anchor = anchors[i];
      if (!anchor) return null;
      const names = [...src.matchAll(/\{([a-z_]+)\}/g)].map((m) => m[1]!);
      return index.add(anchor, names.flatMap((n) => data.sets[n] ?? []), false);
    }),
  };
  const lead = (re: RegExp) => {
    const p = leadingTriggers(re);
    return p === null ? null : { id: prefixes.add(p.prefixes, p.words), sticky: new RegExp(re.source, `${re.flags.replace('g', '')}y`) };
  };
  const leading = patterns.map((re, i) => (anchors[i] ? null : lead(re)));
  const labelLeading = labelPatterns.map(lead);
  const recordNumberPatterns = (data.record_number_patterns ?? []).map(compiler('record_number_patterns'));
  const gate = (re: RegExp): RegExp | null => {
    const lit = requiredLiteral(re);
    return lit === null ? null : new RegExp(escapeRegExp(lit), re.flags.replace(/[gyd]/g, ''));
  };
  const setMembers = new Set(Object.values(data.sets).flatMap((words) => words.map((w) => w.replace(/\s+/g, ' '))));
  const folded = (w: string): string => foldAccents(w).trim().replace(/\s+/g, ' ');
  const termSet = new Set([...data.terms, ...data.acronyms].map(folded));
  for (const key of ['procedure_terms', 'observance_terms'] as const) {
    (data[key] ?? []).forEach((w, i) => {
      if (!termSet.has(folded(w))) throw dataFileError(file, `/${key}/${i}`, 'DF_NOT_IN_LIST', { list: `${data.category} /terms or /acronyms` });
    });
  }
  (data.observance_sets ?? []).forEach((name, i) => {
    if (!data.sets[name]) throw dataFileError(file, `/observance_sets/${i}`, 'DF_PATTERN_UNKNOWN_SET', { category: data.category, index: i, set: quoteSafe(name) });
  });
  return {
    data,
    get terms() {
      return terms?.re ?? null;
    },
    acronyms,
    patterns,
    labelPatterns,
    anchors,
    labels,
    empty: new Set([...data.empty_values, ...emptyAnswers].map((w) => foldAccents(w).toLowerCase())),
    after: new Set(data.blockers_after.map(foldAccents)),
    before: new Set(data.blockers_before.map(foldAccents)),
    blockingLabels: new Set((data.blocking_labels ?? []).map((w) => foldAccents(w).toLowerCase())),
    glossLabels: new Set([...data.labels, ...(data.term_value_labels ?? []), ...(data.gloss_labels ?? [])].map((w) => foldAccents(w).toLowerCase())),
    suffered: phraseBefore(data.suffered_before),
    // On the term's line (rev-special55r): a line break ends a form's field, so a 'no' closing the line above answers that
    // field ('PIN: no' over 'Fingerprint required: yes'), not the term below it.
    absence: phraseBefore(data.absence_before, '', '[ \\t]'),
    ownRecord: wordRegex(data.own_record_words ?? [], 'u'),
    workplace: wordRegex(data.workplace_process_words ?? [], 'u'),
    unblock: phraseBefore(data.unblock_before, 'di'),
    procedures: new Set((data.procedure_terms ?? []).map(folded)),
    observances: new Set((data.observance_terms ?? []).map(folded)),
    observanceValues: new Set((data.observance_sets ?? []).flatMap((name) => data.sets[name] ?? []).map(folded)),
    observanceClauses: data.observance_clauses === true,
    labelWordsWording: data.label_words_wording === true,
    companionLine: companionLineRegex(data.companion_headers ?? []),
    procedureLabel: companionLineRegex(data.procedure_labels ?? []),
    procedureBeside: companionLineRegex(data.procedure_beside ?? []),
    companionLabelPatterns: (data.companion_label_patterns ?? []).map(compiler('companion_label_patterns')),
    referencesAfter: (data.references_after ?? []).map(compiler('references_after', 'diuy')),
    recordNumberPatterns,
    recordNumberLeading: recordNumberPatterns.map(lead),
    kinship: data.kinship_reports ? { words: wordRegex(data.kinship_reports.words, 'u')!, labels: new RegExp(`${B}(?:${phraseTrie(data.kinship_reports.labels, 'u')})[ \\t]*[:.#]?[ \\t]*$`, 'u') } : null,
    absenceClose: data.absence_close ? new RegExp(data.absence_close, 'uy') : null,
    senses: (data.other_senses ?? []).map((o) => ({ words: new Set(o.words.map((w) => foldAccents(w).toLowerCase())), cues: wordRegex(o.cues, 'u')! })),
    setMembers,
    scan,
    leading,
    labelLeading,
    gates: patterns.map(gate),
    labelGates: labelPatterns.map(gate),
  };
}

/** A form line opening with one of `headers`, a colon and a value (group 1, closing punctuation left out); null for no headers. */
function companionLineRegex(headers: readonly string[]): RegExp | null {
  if (headers.length === 0) return null;
  return new RegExp(String.raw`(?:^|\n)[ \t*•-]*(?:${headers.map((w) => escapeRegExp(w).replace(/ /g, '[ \\t]+')).join('|')})[ \t]*[:：][ \t]*([^\n]*[^\s.;,])`, 'giu');
}

/** Key spellings of label words: "patient name" matches patientname (folded camelCase), patient_name and patient name. */
const keyAlternation = (words: readonly string[]): string => [...words].sort((a, b) => b.length - a.length).map((l) => escapeRegExp(foldAccents(l)).replace(/\s+/g, '[ _]?')).join('|');

const bothCases = (words: readonly string[]): string[] => words.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)]);

/** A ticked box ("[X]", "[ x ]", "☑"): a form's chosen option follows it (here and in index.ts labelCandidates). */
export const TICKED_BOX = String.raw`(?:\[[ \t]?[xX✓✔][ \t]?\]|[☑☒✅])`;

/** The regular expressions of a form's answers (`yes_answers`, `no_answers`): as written, any case; whole words are those of two letters or more. */
function answerRegexes(yes: readonly string[], no: readonly string[], need: readonly string[] = []) {
  const words = (list: readonly string[]): string[] => list.filter((w) => [...w.trim()].length > 1);
  const y = phraseTrie(yes, 'iu', false);
  const yn = phraseTrie([...yes, ...no], 'iu', false);
  const whole = phraseTrie([...words(yes), ...words(no)], 'iu', false);
  return {
    answeredYes: new RegExp(String.raw`^([^\n?]*)\?[ \t]*(${TICKED_BOX}[ \t]*)?((${y})(?![\p{L}])[^\n]*)$`, 'iu'),
    yesAfterQuestion: new RegExp(String.raw`\?[ \t]*(?:${TICKED_BOX}[ \t]*)?(?:${y})(?![\p{L}])`, 'iu'),
    questionAnswered: new RegExp(String.raw`\?[ \t]*(?:${whole})(?![\p{L}])`, 'iu'),
    options: new RegExp(String.raw`^(?=.*(?:^|\/)[ \t]*(?:${whole})[ \t]*(?:\/|$))[^/\n]{1,30}(?:\/[^/\n]{1,30}){2,}$`, 'iu'),
    tickedAnswer: new RegExp(String.raw`${TICKED_BOX}[ \t]*(${yn})(?![\p{L}\p{N}])`, 'iu'),
    // An interview record labels the answer ('Q: Have you ever been arrested? A: Yes, ...'): the label is no part of it.
    plainAnswer: new RegExp(String.raw`^[ \t]*(?:a[ \t]*[:.][ \t]*)?(${yn})(?![\p{L}\p{N}])`, 'iu'),
    noAnswers: new Set(no.map((w) => w.trim().toLowerCase())),
    // Up to two more words and a need word between the term and its separator ("Wheelchair space required: no").
    answeredNo: new RegExp(
      String.raw`^${need.length ? String.raw`(?:(?:[ \t]+\p{L}+){0,2}[ \t]+(?:${phraseTrie(need, 'iu', false)}))?` : ''}[ \t]*(?:[:：=|\t?-]|\.{3,})[ \t]*(?:${phraseTrie([...no, 'false', 'none', 'nil'], 'iu', false)})[ \t.]*(?:$|[\n;|,\t])`,
      'iu',
    ),
  };
}

/** A date or a clock time as a record writes it after a heading: 14/03, 14/03/2024, 14.03.24, 07:30, 0800, 0800h, 0800hrs. */
const DATE_OR_TIME = String.raw`(?:\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}:\d{2}|[0-2]\d[0-5]\d(?:h|hrs)?)(?![\p{L}\p{N}])`;

/** The end of a heading phrase: the line's end, or a separator before what the heading introduces (`:`, `|`, `,`, `(`, a spaced or long dash). */
const SERVICE_CLOSE = String.raw`[ \t]*(?:$|\n|[:|,(–—]|-[ \t])`;

function compileCues(c: CueData): CompiledCues {
  const person = Object.values(c.person).flat();
  const clock = new Set((c.clock_suffixes ?? []).map((w) => w.toLowerCase()));
  const prefixes = new Set((c.class_prefixes ?? []).map((w) => w.toLowerCase()));
  const articles = new Map(Object.entries(c.article_plurals ?? {}).map(([w, ends]) => [w.toLowerCase(), ends]));
  // An article's cue before a plural noun of its language ('i ladri') is no pronoun: a lookahead per such cue. The noun
  // has at least three letters before its ending, so a short word is no plural noun ('i nomi' is; Pidgin 'i di sick' is not).
  const notBeforePlural = (w: string): string => {
    const ends = articles.get(w.toLowerCase());
    return ends === undefined ? '' : `(?![ \\t]+\\p{L}{3,}(?:${phraseTrie(ends, 'gu')})${E})`;
  };
  const clockWords = person.filter((w) => clock.has(w.toLowerCase()));
  const prefixWords = person.filter((w) => prefixes.has(w.toLowerCase()));
  const otherPerson = person.filter((w) => !clock.has(w.toLowerCase()) && !prefixes.has(w.toLowerCase()) && !articles.has(w.toLowerCase()));
  const articleWords = person.filter((w) => articles.has(w.toLowerCase()) && !clock.has(w.toLowerCase()) && !prefixes.has(w.toLowerCase()));
  const alternatives = [
    // A clock suffix among the cues counts only where no number and space precede it ('9 am' is a time).
    ...(clockWords.length > 0 ? [`(?<!\\p{N}[ \\t]{1,2})(?:${phraseTrie(clockWords, 'gu')})`] : []),
    // A noun-class prefix joined to its noun by a hyphen ('i-ANC') is no pronoun, nor is an article before its plural noun.
    ...prefixWords.map((w) => `(?:${phraseTrie([w], 'gu')})(?!-\\p{L})${notBeforePlural(w)}`),
    ...articleWords.map((w) => `(?:${phraseTrie([w], 'gu')})${notBeforePlural(w)}`),
  ];
  return {
    person:
      alternatives.length === 0
        ? wordRegex(person, 'gu')!
        : new RegExp(`${B}(?:${[...alternatives, `(?:${phraseTrie(otherPerson, 'gu')})`].join('|')})${E}`, 'gu'),
    frames: wordRegex(c.frames, 'gu')!,
    unnamedGroups: (c.unnamed_groups ?? []).length > 0 ? wordRegex(c.unnamed_groups!, 'gu') : null,
    subjectArticle: (c.subject_articles ?? []).length > 0 ? new RegExp(`^[\\s"'“‘(]*(?:${phraseTrie(c.subject_articles!, 'u')})[ \\t]*$`, 'u') : null,
    qualifiedAnswer:
      (c.field_continuations ?? []).length > 0
        ? new RegExp(`^[ \\t]+(?:${phraseTrie(c.field_continuations!, 'iu', false)})(?![\\p{L}])[ \\t]*(?:[:：=|\\t]|\\.{3,})[ \\t]*([^\\n;|\\t]{1,60})`, 'iu')
        : null,
    nameLabels: new Set((c.name_labels ?? []).map((w) => foldAccents(w).toLowerCase())),
    signLabel: (c.sign_labels ?? []).length > 0 ? new RegExp(`(?<![\\p{L}])(?:${phraseTrie(c.sign_labels!, 'iu', false)})(?![\\p{L}])`, 'iu') : null,
    courtesyTitles: new Set([...(c.sexed_titles?.male ?? []), ...(c.sexed_titles?.female ?? [])].map((w) => foldAccents(w).toLowerCase().replace(/\.$/u, ''))),
    // "Policyholder: Mr Kofi Mensah": a field's label, its separator, then a title (with or without its dot) before a name.
    sexedSubject:
      c.sexed_titles === undefined
        ? null
        : new RegExp(
            `^[ \\t*•|\\-]*(?:[\\p{L}][^:\\n]{0,40}[:：][ \\t]*(?:(?<m>${phraseTrie(c.sexed_titles.male, 'iu', false)})|(?<f>${phraseTrie(c.sexed_titles.female, 'iu', false)}))(?![\\p{L}])\\.?[ \\t]+\\p{Lu}${(c.sexed_labels?.female ?? []).length > 0 ? `|(?<fl>${phraseTrie(c.sexed_labels!.female, 'iu', false)})[ \\t]*[:：][ \\t]*\\p{Lu}` : ''})`,
            'iu',
          ),
    // "Beneficiary: husband, Kwame Boateng", "Next of kin: Kwame Boateng, husband", "Accompagné de : son mari"; the partner's
    // name may follow the word without a comma ("Accompagnato da: suo marito Marco Bianchi"), or after a dash ("Next of kin: wife - Jo";
    // session 50), a separator as the comma is.
    sexedSpouse:
      c.sexed_spouses === undefined
        ? null
        : new RegExp(
            `^[ \\t*•|\\-]*(?![^:\\n]{0,40}(?<![\\p{L}])(?:${phraseTrie(c.sexed_spouses.own_role, 'iu', false)}))[\\p{L}][^:\\n]{0,40}[:：][ \\t]*(?:\\p{Lu}[\\p{L}'’.-]*(?:[ \\t]+\\p{Lu}[\\p{L}'’.-]*){0,3}[ \\t]*,[ \\t]*)?${spouseLead(c.sexed_spouses.leads)}(?:(?<m>${phraseTrie(c.sexed_spouses.male, 'iu', false)})|(?<f>${phraseTrie(c.sexed_spouses.female, 'iu', false)})${titledPartner(c.sexed_spouses.titled_partners, c.sexed_titles, c.sexed_spouses.sex_glosses, c.sexed_spouses.glossed_partners)})(?![\\p{L}])(?=[ \\t]*(?:$|[,;(])|[ \\t]+[-–—](?:[ \\t]|$)|[ \\t]+\\p{Lu}[\\p{L}'’-]*(?:[ \\t]+\\p{Lu}[\\p{L}'’-]*){0,2}[ \\t]*(?:$|[,;(]))`,
            'iu',
          ),
    sexedPartner:
      c.sexed_spouses?.partner_words === undefined || (c.sexed_spouses.partner_labels ?? []).length === 0
        ? null
        : new RegExp(
            `^[ \\t*•|\\-]*(?:(?:${phraseTrie(c.sexed_spouses.partner_labels!, 'iu', false)})(?![\\p{L}])[^:\\n]{0,20}[:：][ \\t]*${leadAfterLabel(c.sexed_spouses.leads)})(?:(?<m>${phraseTrie(c.sexed_spouses.partner_words.male, 'iu', false)})|(?<f>${phraseTrie(c.sexed_spouses.partner_words.female, 'iu', false)}))(?![\\p{L}])(?=[ \\t]*(?:$|[,;(])|[ \\t]+[-–—](?:[ \\t]|$)|[ \\t]+\\p{Lu}[\\p{L}'’-]*(?:[ \\t]+\\p{Lu}[\\p{L}'’-]*){0,2}[ \\t]*(?:$|[,;(]))`,
            'iu',
          ),
    clinicalFrames: new RegExp(`${B}(?<!${B}(?:${phraseTrie(c.clinical_generic_before, 'gu')})\\s+)(?:${phraseTrie(c.clinical_frames, 'gu')})${E}`, 'gu'),
    // A general word that opens a hyphenated compound ('community-acquired pneumonia', 'women-only clinic') modifies the
    // compound's last word and is no general statement's cue.
    // A modifier right before it ('funeral policy', 'key population') makes the general word one thing's name.
    // A service noun right after it ('community script', 'community mental health team') makes it that service's name.
    general: new RegExp(
      `${B}${(c.general_modifiers ?? []).length > 0 ? `(?<!${B}(?:${phraseTrie(c.general_modifiers!, 'gu')})\\s+)` : ''}(?:${phraseTrie(c.general, 'gu')})${E}(?!-\\p{L})${(c.general_heads ?? []).length > 0 ? `(?!\\s+(?:${phraseTrie(c.general_heads!, 'gu')})${E})` : ''}`,
      'gu',
    ),
    generalUnlessPerson: (c.general_unless_person ?? []).length > 0 ? new RegExp(`${B}(?:${phraseTrie(c.general_unless_person!, 'gu')})${E}`, 'gu') : null,
    reporting: wordRegex(c.reporting, 'gu')!,
    symbols: c.general_symbols,
    shareAfter: (c.share_links ?? []).length > 0 ? new RegExp(`^\\s*(?:${phraseTrie(c.share_links!, 'u')})${E}`, 'u') : null,
    notNames: new Set(c.not_names.map((w) => w.normalize('NFC').toLowerCase())),
    placeBefore: new RegExp(String.raw`(?:^|[^\p{L}])(?:${phraseTrie(c.place_prepositions ?? [], 'iu', false) || '(?!)'})[ \t]+$`, 'iu'),
    // A heading may follow a service's name and a dash or colon ("Community mental health - progress note").
    // A dated heading ("Ward round 14/03:", "Ward round note 07:30.", "Clinic note 0800 -") is the heading of that
    // time's entry: a document word and a date or time may stand between the heading and its separator.
    headings: new RegExp(
      `(?:^|\\n)[ \\t#*\\-]*(?:[^\\n:–—\\-]{1,40}[ \\t][-–—:][ \\t]+)?(?:${phraseTrie(c.headings, 'u')})(?:[ \\t]*(?:[:\\n(|\\-–—]|$)|(?:[ \\t]+(?:${phraseTrie(c.document_kinds, 'u')}))?[ \\t]+${DATE_OR_TIME}[ \\t]*(?:[:\\n(|\\-–—.,]|$))`,
      'u',
    ),
    recordLabels: new RegExp(`^[ \\t*•\\-]*(?:${phraseTrie(c.record_labels, 'u')})[ \\t]*[:：]`, 'u'),
    // A subject label before a name, or a record id before its value ("ID: 4471"), with the form separators of
    // labelRegex (a printed form's spaces or dot leaders, a stacked form's line break). A label may carry its other
    // gender's ending in brackets or after a slash, as forms in German, Spanish and Portuguese print it
    // ('Antragsteller/in:', 'Versicherte(r):', 'Interessado/a:'; session 27).
    subjectLine: new RegExp(
      `(?:^|\\n)[ \\t*•|\\-]*(?:(?:${phraseTrie(c.subject_labels, 'u')})${GENDER_ENDING}[ \\t]*(?:[:：=|\\t]|[-–][ \\t]| {2,}|\\.{3,}|\\n)[ \\t]*[\\p{L}]|(?:${phraseTrie(c.record_ids, 'u')}|(?:${phraseTrie(c.subject_labels, 'u')})[ \\t]+(?:id|no\\.?|number|ref))[ \\t]*(?:[:：=|\\t#]|[-–][ \\t]| {2,}|\\.{3,})[ \\t]*[\\p{L}\\p{N}])`,
      'u',
    ),
    // Export keys: "patientName": "X", customer=X, <name>X, ?name=X; and record ids ("staffId": 2231, emp_no=7712, id="4471").
    subjectKey: new RegExp(
      `(?:^|[\\s{,;<?&])["']?(?:(?:${keyAlternation(c.subject_labels)})["']?[ \\t]*[:=>][ \\t]*["']?\\p{L}|(?:${keyAlternation(c.record_ids)}|(?:${keyAlternation(c.subject_labels)})[ _]?(?:id|no|number|ref))["']?[ \\t]*[:=][ \\t]*["']?[\\p{L}\\p{N}])`,
      'u',
    ),
    namedSubjectLine:
      (c.named_subject_labels ?? []).length > 0 ? new RegExp(`(?:^|\\n)[ \\t*•|\\-]*(?:${phraseTrie(c.named_subject_labels!, 'giu', false)})[ \\t]*[:：][ \\t]*`, 'giu') : null,
    // Written as listed and capitalised ("Dear", "Hi"): the name after it must open with a capital.
    addressed: new RegExp(`(?:^|\\n)[ \\t]*(?:${phraseTrie(bothCases(c.salutations), 'u', false)})[ \\t,]+(?!(?:${phraseTrie(bothCases(c.plural_addressees), 'u', false)})(?![\\p{L}]))\\p{Lu}`, 'u'),
    secondPerson: wordRegex(c.second_person, 'gu')!,
    recordIds: new Set(c.record_ids.map((w) => foldAccents(w).toLowerCase())),
    subjectLabels: new Set(c.subject_labels.map((w) => foldAccents(w).toLowerCase())),
    aggregateKeys: new Set(c.aggregate_keys.map((w) => foldAccents(w).toLowerCase())),
    registerWords: wordRegex(c.register_words, 'u')!,
    listHeadingWords: wordRegex(c.list_heading_words, 'u')!,
    membershipWords: wordRegex(c.membership_words, 'gu')!,
    membershipOffered: phraseBefore(c.membership_offered),
    selfAscribed: phraseBefore(c.self_ascriptions, 'een|ein|eine|un|une|una|um|uma'),
    subjectOpener: (c.subject_openers ?? []).length > 0 ? new RegExp(`^[ \\t"'“(]*(?:${phraseTrie(c.subject_openers!, 'iu', false)})(?![\\p{L}\\p{N}])`, 'iu') : null,
    joinerGap: new RegExp(`^[ \\t]+(?:(?:${phraseTrie(c.span_joiners, 'iu')})[ \\t]+){1,3}$`, 'iu'),
    staffBefore: new RegExp(
      String.raw`(?<![\p{L}\p{N}])(?:(?:${phraseTrie(c.staff_titles, 'u')})(?:\s+\p{L}[\p{L}'’.-]*){0,2}\s+(?:from|of|at|in)|(?:${phraseTrie(c.staff_work_verbs, 'u')})\s+(?:as\s+\p{L}+\s+)?(?:at|in|for|with))\s+(?:the\s+)?(?:(?:[\p{L}-]+\s+){1,3}(?:and|&)\s+)?$`,
      'u',
    ),
    seenByStaff: /(?<![\p{L}\p{N}])(?:by|with|saw|sees|see|to)\s+(?:the\s+|a\s+|an\s+)?(?:\p{L}[\p{L}'’.-]*\s+){1,3}(?:from|of|at|in)\s+(?:the\s+)?(?:(?:[\p{L}-]+\s+){1,3}(?:and|&)\s+)?$/u,
    staffPlaces: new Set(c.staff_places.map((w) => foldAccents(w).toLowerCase())),
    organisationHeads: new Set(c.organisation_heads),
    formTitleAfter: new RegExp(String.raw`^[ \t]+(?:${phraseTrie(c.form_kinds, 'u')})[ \t]*(?:\n|$)`, 'u'),
    answerDetails: new RegExp(`^[ \\t*•\\-]*(?:${phraseTrie(c.answer_details, 'iu')})${E}`, 'iu'),
    ...answerRegexes(c.yes_answers, c.no_answers, c.need_words),
    titleKind: new RegExp(String.raw`^[^:|\n]{0,40}?(?<![\p{L}\p{N}])(?:${phraseTrie([...c.document_kinds, ...c.form_kinds], 'u')})(?![\p{L}\p{N}])`, 'u'),
    recordTitle: new RegExp(String.raw`^[ \t#*]*(?:[\p{L}'’-]+[ \t]+){0,4}(?:${phraseTrie(c.document_kinds, 'u')})[ \t]*(?::|[-–—][ \t])`, 'u'),
    titleClose: new RegExp(String.raw`^(?:[ \t]+(?:${phraseTrie(c.document_kinds, 'u')})){0,2}(?:[ \t]+(?:${phraseTrie(c.title_links, 'u')})(?:[ \t]+[\p{L}'’.-]+){1,4}[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?(?:[:|–—]|-[ \t])|[ \t]*(?:\([^()\n]{1,40}\)[ \t]*)?(?:$|\n|[:|–—]|-[ \t]))`, 'u'),
    serviceAfter: new RegExp(String.raw`^(?:[ \t]+[\p{L}-]+){0,3}?[ \t]+(?:${phraseTrie([...c.staff_places, ...c.register_words], 'u')})${SERVICE_CLOSE}`, 'u'),
    serviceClose: new RegExp(`^${SERVICE_CLOSE}`, 'u'),
    serviceWords: new Set([...c.staff_places, ...c.register_words].map((w) => foldAccents(w).toLowerCase())),
    // ...or inside the quoted title that follows one ('the course "Understanding Diabetes in the Workplace"').
    topic: new RegExp(
      `(?:${B}(?:${phraseTrie(c.topic_nouns, 'u')})\\s+(?:(?:${phraseTrie(c.topic_links, 'u')})\\s+(?:(?:the|an?)\\s+)?(?:(?:${phraseTrie(c.topic_aspects, 'u')})\\s+of\\s+(?:the\\s+)?)?|:?\\s*["“«][^"”»\\n]{0,40})${(c.topic_verbs ?? []).length > 0 ? `|${B}(?:${phraseTrie(c.topic_verbs!, 'u')})\\s+on\\s+(?:(?:the|an?)\\s+)?` : ''})$`,
      'u',
    ),
    topicLabel: new RegExp(`^[ \\t"'“(]*(?:${phraseTrie([...c.topic_nouns, ...c.topic_labels], 'u')})[ \\t]*:`, 'u'),
    topicCoordinator: (c.topic_coordinators ?? []).length > 0 ? new RegExp(`(?:[ \\t]*,|[ \\t]+(?:${phraseTrie(c.topic_coordinators!, 'u')}))[ \\t]+$`, 'u') : null,
    topicListAfter: (c.topic_coordinators ?? []).length > 0 ? new RegExp(`^(?:[ \\t]*,|[ \\t]+(?:${phraseTrie(c.topic_coordinators!, 'u')}))[ \\t]+`, 'u') : null,
  };
}

export interface SpecialLexicon {
  categories: CompiledCategory[];
  cues: CompiledCues;
  triggers: TriggerIndex;
  /** Word-start prefixes of the patterns that name no set (leading.ts). */
  prefixes: PrefixIndex;
  /** Folded words of four letters or more of every term, label, heading and subject label: the forms an OCR-split word may be joined into (ocr.ts). */
  joinable: ReadonlySet<string>;
  /** The same words from three letters ('hiv'): the forms an OCR-confused word may be read as (ocr.ts fixConfusedWords). */
  readable: ReadonlySet<string>;
}

/** The words of four letters or more of the categories' terms and labels and of the cues' labels and headings, folded. */
function joinableWords(categories: readonly CompiledCategory[], cues: CueData, min = 4): Set<string> {
  const phrases = [...categories.flatMap((c) => [...c.data.terms, ...c.data.labels, ...(c.data.column_headers ?? [])]), ...cues.subject_labels, ...cues.record_labels, ...cues.headings, ...cues.record_ids];
  const out = new Set<string>();
  for (const p of phrases) for (const w of foldAccents(p).toLowerCase().split(/[^\p{L}]+/u)) if (w.length >= min) out.add(w);
  return out;
}

let loaded: SpecialLexicon | null = null;
let files: ReadonlyArray<{ file: string; categories: readonly CategoryData[] }> | null = null;

/** The category files as read and checked against their schema (on first use, then kept), without compiling them. */
function categoryFiles(): ReadonlyArray<{ file: string; categories: readonly CategoryData[] }> {
  if (!files) {
    const loadedFiles = CATEGORY_FILES.map((file) => ({ file: dataFileName(fileUrl(file)), categories: loadDataFile(fileUrl(file), CategoryFile).categories }));
    const listed = new Set(loadedFiles.flatMap((f) => f.categories.flatMap((c) => [...c.terms, ...c.acronyms, ...Object.values(c.sets).flat()].map((w) => foldAccents(w).toLowerCase()))));
    files = loadedFiles.map((f) => ({ file: f.file, categories: f.categories.map((c) => withNounClasses(checkNounClassSets(c, f.file), listed)) }));
  }
  return files;
}

/**
 * The category as given, once each set its `noun_classes` names is one of its `sets`: a misspelt name would leave that
 * list uninflected with nothing said, so it is refused at load like a pattern's unknown set.
 */
function checkNounClassSets(data: CategoryData, file: string): CategoryData {
  data.noun_classes?.sets.forEach((name, i) => {
    if (!Object.hasOwn(data.sets, name)) throw dataFileError(file, `/noun_classes/sets/${i}`, 'DF_NOUN_CLASS_UNKNOWN_SET', { category: data.category, set: quoteSafe(name) });
  });
  return data;
}

/** A stem the prefixes take: four letters at least, so a short word is not read as a prefix and a stem ('wala', 'mossi'). */
const NOUN_STEM = /^\p{L}{4,}$/u;
const VOWEL_START = /^[aeiouɛɔ]/u;
/**
 * Whether the languages write this prefix on this stem: a syllabic nasal ('m', 'um') stands before a consonant
 * ('Mkamba'), a glide ('mw') before a vowel ('Mwarabu'); a prefix ending in a vowel ('wa', 'ba', 'ama') before either.
 */
const prefixFits = (prefix: string, stem: string): boolean => (prefix.endsWith('m') ? !VOWEL_START.test(stem) : prefix.endsWith('w') ? VOWEL_START.test(stem) : true);

/**
 * The category's data with each single-word entry of its terms and of its `noun_classes` sets also written with the other
 * prefixes of its noun-class group: 'basotho' read as 'mosotho', 'amaxhosa' as 'umxhosa', 'mwislamu' as 'waislamu' and
 * 'uislamu'. Bantu languages inflect a people's or a faith's name by its prefix (one person, the people, the belief), so
 * a list that holds one form holds the stem; the prefix is the inflection, not a new word. A form another list of any
 * category already holds ('mosque' from 'basque') is that list's word and is not added, nor a prefix on a stem the
 * languages do not write it on (`prefixFits`).
 */
export function withNounClasses(data: CategoryData, listed: ReadonlySet<string>): CategoryData {
  const nc = data.noun_classes;
  if (!nc) return data;
  const expand = (words: readonly string[]): string[] => {
    const out = new Set(words);
    for (const w of words) {
      const lower = w.toLowerCase();
      if (/\s/u.test(lower)) continue;
      for (const group of nc.groups) {
        // The longest prefix the entry opens with ('mw' in 'mwarabu', not 'm'); an entry opening with none has no forms.
        const from = group.filter((p) => lower.startsWith(p)).sort((a, b) => b.length - a.length)[0];
        const stem = from === undefined ? '' : lower.slice(from.length);
        if (!NOUN_STEM.test(stem) || !prefixFits(from!, stem)) continue;
        for (const to of group) {
          const form = to + stem;
          if (to === from || !prefixFits(to, stem) || listed.has(foldAccents(form))) continue;
          out.add(form);
        }
      }
    }
    return [...out];
  };
  const sets = { ...data.sets };
  // Every name is one of the category's sets (checkNounClassSets, at load).
  for (const name of nc.sets) sets[name] = expand(sets[name] ?? []);
  return { ...data, terms: expand(data.terms), sets };
}

/**
 * The categories' data without their expressions, for a reader that needs their words only (the tagger's refine data
 * reads the belief terms): it does not pay for compiling the lexicon (about a second of CPU) in a process that never
 * detects a special category. The expressions are compiled, and checked, by `specialLexicon`.
 */
export function specialCategoryData(): readonly CategoryData[] {
  return categoryFiles().flatMap((f) => f.categories);
}

/** The compiled categories and cues (loaded and validated on first use, then kept). */
export function specialLexicon(): SpecialLexicon {
  if (loaded) return loaded;
  const categories: CompiledCategory[] = [];
  const triggers = new TriggerIndex();
  const prefixes = new PrefixIndex();
  const cueData: CueData = loadDataFile(fileUrl('cues.json'), CueFile);
  for (const { file, categories: data } of categoryFiles()) {
    for (const c of data) categories.push(compileCategory(c, file, triggers, prefixes, cueData.label_qualifiers, cueData.empty_answers));
  }
  const cues = compileCues(cueData);
  const readable = joinableWords(categories, cueData, 3);
  loaded = { categories, cues, triggers, prefixes, joinable: new Set([...readable].filter((w) => w.length >= 4)), readable };
  return loaded;
}

/** Validates one parsed category file (tests use it to check error messages). */
export function validateCategoryFile(raw: unknown, file: string): void {
  const parsed = validateData(raw, CategoryFile, file);
  for (const c of parsed.categories) compileCategory(checkNounClassSets(c, file), file, new TriggerIndex(), new PrefixIndex(), []);
}
