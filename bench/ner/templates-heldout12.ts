// Held-out set 12 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's twelfth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the eleven earlier headers do not name. About half English web and office text as
// written in Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: hotel and
// restaurant reviews that thank staff by name (`ask for Chidi at the bar`), customer-service chat logs (agent and
// customer lines, `Agent Thandi has joined the chat`), obituaries and online guestbooks, recipe blogs with family
// anecdotes (dishes named after people and places — `Victoria sponge`, `Eton mess`, `Beef Wellington`, `Chicken
// Kiev`, `Peach Melba` — are no span), sports-club newsletters (fixtures, results, clubs named after places),
// lost-and-found posts, referee letters and job adverts, conference programmes (speakers with affiliations,
// session rooms named after people), podcast show notes (guests, @handles, hashtags), petitions, legal Q&A forum
// questions (the asker's landlord, employer, court), pet adoption listings (pets named like people are no span;
// fosterers are PER) and classified ads; names in odd positions: after prepositions, in lists, possessives,
// all-caps headers, surname-first, initials only, wholly lower case; people named like places or months (`June`,
// `Florence`, `Austin`, `Chelsea`, `Paris`, `Sydney`), and places that are people's names (`Awolowo Road`, `Kimathi
// Street`, `Vilakazi Street`, `Witte de Withstraat`). The other half in the languages and registers of our users,
// in kinds no earlier header names: community-radio death announcements (Yorùbá, Hausa, Twi, Igbo), wedding
// invitations (Igbo, Yorùbá, Twi, Afrikaans), burial programmes (isiXhosa, Sesotho, isiZulu, Setswana), village and
// hometown association minutes (Hausa, Igbo, Eʋegbe, French), cooperative and chama SMS (Swahili, Nigerian Pidgin,
// Ga), farmer extension reports (Setswana, Swahili, Portuguese), court cause lists (French, Portuguese, Dutch),
// police press statements (French, Portuguese, Polish, German), football transfer gossip (Italian, Spanish, Sheng,
// Nigerian Pidgin), student union notices (Afrikaans, Dutch, German, Polish) and danfo, matatu and taxi route
// chats (Nigerian Pidgin, Sheng, isiZulu).
//
// 634 texts (seed 12012): 1,763 PER, 1,113 LOC and 520 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 154, NG 134, ZA 118, KE 90, GH 85, GB 53.
// Kinds of text (24 genres; texts): English — hotel reviews 26, customer-service chats 26, obituaries and guestbooks
// 26, club newsletters 26, referee letters and job adverts 26, recipe blogs 24, lost-and-found posts 24, conference
// programmes 24, podcast show notes 24, petitions 24, legal Q&A 24, pet adoption listings 24, classified ads 24;
// other languages — burial programmes 32, association minutes 32, transfer gossip 32, death announcements 30, route
// chats 30, wedding invitations 28, cooperative SMS 28, student notices 28, extension reports 24, cause lists 24,
// police statements 24.
// Languages (texts): English 322 (50.8 %), Nigerian Pidgin 28 (`pcm`), French 22, Portuguese 22, Igbo 21, isiZulu
// 18, Swahili 18, Sheng 18, Hausa 16, Setswana 16 (`tn`), Yorùbá 15, Twi 15, Dutch 15, Afrikaans 14, Polish 13,
// German 13, isiXhosa 8, Sesotho 8, Eʋegbe 8 (`ee`), Ga 8 (`gaa`), Italian 8, Spanish 8. The author writes English,
// French, German, Dutch, Portuguese, Spanish and Italian well, Pidgin, Swahili, Sheng and Afrikaans fairly, the
// others less well: those texts are short and formulaic (who died, who marries whom, who chaired, who paid), as
// announcements, programmes and SMS are. The counts are pinned by test/bench/ner-generate.test.ts.
// Writing slips known before the reading (labels untouched): the English templates draw names without sex, so a
// kinship word or a title can miss (`Mr` before a woman's surname is possible, `mother of` a son's name is fine);
// places within a jurisdiction are paired at random (a Hausa mosque in Surulere, a Lagos address in a Kano
// advert); English texts in the EU draw mixed expat names and places from several EU countries; isiZulu and
// isiXhosa locatives are glued to the English place name as written (`seUmlazi`, not `eMlazi`); the money sign in
// classified ads is the literal `₦/KSh/GH₵` in every jurisdiction; the dates of the English half come from the shared
// filling (four formats), those of the other half are `d/m/yyyy`.
//
// Author: an engineer of the project (session s26-prose12), writing as the twelfth independent author. Read:
// /work/s26-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 12 is one more row of
// `NER_SETS`, seed 12012; it reuses `nerContext` and `buildNerSetWith`), bench/ner-heldout.ts (the scoring and its
// flags), test/bench/ner-generate.test.ts (its opening and set 11's block, whose assertions name a few strings of
// set 11 such as `Verreaux's eagle`, `Reading`, `grumpy_router`), the header comments of templates-heldout9.ts to
// templates-heldout11.ts (their kinds and grain; printed up to their first import, which for set 9 also showed the
// start of its reading paragraph), and a grep for the line numbers of set 11's lists and name helper (names only).
// NOT read: src/detect/, src/lexicon/, src/places/, scripts/train-ner.ts, test/detect/, the README's paragraphs
// (not even the held-out prose ones: only their first lines, by a grep for their titles), the bodies of the earlier
// templates, dev-african.ts, judgments-dev.ts, bench/data/ner-*.jsonl, any UNER file. The detectors and the bench
// were never run on this set while it was written. Every person is fictional: given names and surnames are combined
// at random (the people some streets, rooms, universities and clubs are named after are real, and appear only inside
// those names).
//
// Read once on a0f378e9 (the session's start; this branch changes no detector code) by its author, after the set
// was committed as 19d9eb19 (`npm run bench:ner-heldout -- --file bench/data/ner-heldout12.jsonl --errors 3000`, both
// backends in that one run; 634 texts, 1763 PER, 1113 LOC), IoU >= 0.5 (exact F1): `auto` PER P 0.850 R 0.887 F1
// 0.868 (exact 0.681), LOC P 0.806 R 0.707 F1 0.753 (exact 0.730), organisations read as a person 52, as a place 86;
// `basic` PER P 0.818 R 0.876 F1 0.846 (exact 0.663), LOC P 0.756 R 0.603 F1 0.671 (exact 0.627), organisations read
// as a person 67, as a place 55. English alone: `auto` PER 0.876 (P 0.860 R 0.893), LOC 0.750 (P 0.813 R 0.697);
// `basic` PER 0.823 (P 0.798 R 0.850), LOC 0.638 (P 0.726 R 0.570). Of `auto`'s 525 misses 245 and of its 465 false
// alarms 237 fall in the half not in English.
// Per genre (`auto`, F1 PER / LOC): podcast show notes 0.687 / 0.825 (PER R 0.577: a guest by surname after a
// timestamp, `03:12 Wekesa on…`; word-like given names as the host), pet adoption 0.640 / 0.759 (PER P 0.516: pets
// named like people), petitions 0.864 / 0.651 (LOC R 0.512: the park in `Save Heaton Park`, read as a PER span
// `Save Heaton Park`; areas in `Residents of X and Y`), conference programmes 0.937 / 0.612 (LOC R 0.476: the
// city in `The Manchester Data Summit`, rooms named after people, a street after `Venue:`), hotel reviews 0.885 /
// 0.597 (streets after `off` and `traffic on`), club newsletters 0.869 / 0.541 (a club named after its area in
// capitals read as a place; `Leeds` in `Leeds Rhinos`), lost-and-found 0.878 / 0.694, service chats 0.933 / 0.712
// (a bank after `from` read as a place; the bot `Sunny` as a person), classified ads 0.950 / 0.765, obituaries
// 0.869 / 0.852, recipe blogs 0.857 / 0.939 (`Victoria` and `Bakewell` in dish names, `August` as PER), legal Q&A
// 0.971 / 0.932, referee letters 0.993 / 0.841; cooperative SMS 0.797 / 0.459 (LOC P 0.370: the Swahili words
// `Mkutano`, `Mweka` opening a sentence read as places; the name after `Ndugu` missed), route chats 0.819 / 0.729
// (`Kunetraffic`, `Baba Eze` whole, `uLwazi e-Boulders Beach` as one PER span), student notices 0.803 / 0.633 (Dutch
// café names `De Zwaan` as PER, Polish genitive given names missed), police statements 0.745 / 0.737 (`Nota` as
// PER, Portuguese districts after `zona de` missed), cause lists 0.848 / 0.814 (PER P 0.781: the company in `X vs.
// Caixa Geral de Depósitos` read as a person), burial programmes 0.798 / 0.867 (`uMfundisi Dlamini` read whole, the
// title inside), transfer gossip 0.908 / 0.696 (`il Bologna` the club read as a place, the agent `Colombo` read as a
// place, `Ricci` missed), wedding invitations 0.907 / 0.776 (Yorùbá and Igbo field labels `Ibi:`, `Ebe:`, `Aṣọ` as
// places or persons), association minutes 0.881 / 0.738 (`Ma'aji Shehu` whole; `kusa da University of Ibadan.` as
// one LOC span), death announcements 0.921 / 0.901 (`Leo` in `St. Leo's Catholic Church`), extension reports 0.993
// / 0.886. Per language (`auto`, F1 PER / LOC): isiZulu 0.632 / 0.298 (LOC R 0.184: glued locatives `seHatfield`,
// `ku-Main Road`), Dutch 0.767 / 0.432, Italian 0.727 / 0.353, Ga 0.690 / 0.476, German 0.667 / 0.813, Polish 0.711 /
// 0.733; Setswana, Eʋegbe, Twi, Sheng and Spanish at or above 0.85 on both.
// Kinds of misses and false alarms (`auto`): a given name that is a word, month or place alone (`June`, `Memory`,
// `Victory`, `Paris`, `Sydney`, `Dallas`) is missed 38 times of 74 and read as a place 14 times; pets named like
// people are read as persons 28 times; organisations named after places or owners (`Kenya Power`, `MTN Ghana`,
// `Leeds Rhinos`, `Manchester SPCA`, `St. Leo's`) yield their place or person part; a title glued into the span
// (`Auntie Efua`, `Baba Eze`, `Ma'aji Shehu`, `uMfundisi Dlamini`, `Aunty Nowak`) costs a miss and a false alarm
// each; streets and parks after a preposition or in lists (`off`, `between`, `near`, `at`, `Venue:`, `Locatie:`)
// make most LOC misses; in the other half capitalised field labels and sentence openers of the language (`Mkutano`,
// `Mweka`, `Ibi`, `Ebe`, `Nota`, `Kunetraffic`) are the main false alarms.
// Writing slips found by the reading (labels and templates untouched): a sexless draw gives `Auntie Nigel`; two
// areas drawn alike give `Residents of Ruzafa and Ruzafa`; `vaccines at MTN Ghana vets` pairs a firm with vets; the
// event in `The Manchester Data Summit` is no span and its city LOC, which another analyst might leave unmarked.
//
// Grain (as the earlier headers): a title (`Mr`, `Dr`, `Chief`, `Alhaji`, `Mama`, `Pastor`, `Me.`, `Mnr.`, `Herr`,
// `Pan`, `Sig.`, `Bw.`, `Nana`, `Oga`) stays outside the PER span, a possessive `'s` too; a street is LOC without its
// house number; a city after a street is its own LOC; an organisation is ORG whole, even when it holds a person's
// or a place's name (`Obafemi Awolowo University`, `Kaizer Chiefs`); a hotel, restaurant or shop named in a review
// is ORG (the business), not LOC; @handles, hashtags, e-mail addresses, usernames, pets, dishes, brands and cars
// are no span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region12 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'za' | 'gb' | 'eu';

interface Places12 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  venue: readonly string[];
  club: readonly string[];
  school: readonly string[];
  firm: readonly string[];
  hotel: readonly string[];
  church: readonly string[];
}

const GIVEN12: Readonly<Record<Region12, readonly string[]>> = {
  yo: ['Adebayo', 'Funmilayo', 'Olumide', 'Ayodele', 'Titilayo', 'Kehinde', 'Babatunde', 'Folake', 'Oluwaseun', 'Yetunde', 'Temitope', 'Adeola', 'Ọlábísí', 'Adéwálé'],
  ig: ['Chinedu', 'Ngozi', 'Obinna', 'Chiamaka', 'Ikenna', 'Nneka', 'Emeka', 'Uchenna', 'Adaeze', 'Chukwudi', 'Ifeoma', 'Kelechi', 'Chidi', 'Ụzọma'],
  ha: ['Aminu', 'Hauwa', 'Usman', 'Zainab', 'Sani', 'Halima', 'Abubakar', 'Fatima', 'Ibrahim', 'Rukayya', 'Bashir', 'Maryam', 'Nafisa', 'Kabiru'],
  ke: ['Wanjiru', 'Otieno', 'Achieng', 'Kamau', 'Njeri', 'Kiprono', 'Mutua', 'Wambui', 'Ochieng', 'Chebet', 'Muthoni', 'Barasa', 'Nyokabi', 'Kibet'],
  gh: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Efua', 'Kwabena', 'Abena', 'Selasi', 'Esi', 'Kojo', 'Adwoa', 'Edem', 'Naa'],
  za: ['Thandeka', 'Sipho', 'Lerato', 'Bongani', 'Nomvula', 'Thabo', 'Zanele', 'Lwazi', 'Palesa', 'Mandla', 'Anele', 'Refilwe', 'Pieter', 'Annelie'],
  gb: ['Oliver', 'Harriet', 'Gareth', 'Siobhan', 'Callum', 'Imogen', 'Rhys', 'Bethany', 'Declan', 'Fiona', 'Nigel', 'Priya', 'Alistair', 'Kirsty'],
  eu: ['Lucas', 'Sofie', 'Mateusz', 'Giulia', 'Thibault', 'Inês', 'Joris', 'Katarzyna', 'Matteo', 'Léa', 'Jens', 'Carmen', 'Wout', 'Agnieszka'],
};

const SURNAME12: Readonly<Record<Region12, readonly string[]>> = {
  yo: ['Adeyemi', 'Ogunleye', 'Balogun', 'Oyelaran', 'Akinola', 'Olaniyan', 'Adebisi', 'Ogundipe', 'Afolabi', 'Ọláńrewájú', 'Oduya', 'Salami'],
  ig: ['Okonkwo', 'Eze', 'Nwosu', 'Okafor', 'Obi', 'Uzor', 'Anyanwu', 'Nwachukwu', 'Okeke', 'Igwe', 'Ezenwa', 'Onyekachi'],
  ha: ['Abdullahi', 'Bello', 'Musa', 'Garba', 'Danjuma', 'Yakubu', 'Lawal', 'Shehu', 'Aliyu', 'Umar', 'Tanko', 'Jibrin'],
  ke: ['Mwangi', 'Odhiambo', 'Kiprotich', 'Njoroge', 'Wekesa', 'Omondi', 'Kariuki', 'Mutiso', 'Chepkoech', 'Wafula', 'Kimani', 'Atieno'],
  gh: ['Mensah', 'Asante', 'Boateng', 'Owusu', 'Agyeman', 'Darko', 'Amoah', 'Tetteh', 'Quaye', 'Adjei', 'Ofori', 'Annan'],
  za: ['Dlamini', 'Nkosi', 'Mokoena', 'Khumalo', 'Ndlovu', 'van der Merwe', 'Botha', 'Molefe', 'Mthembu', 'Sithole', 'Pretorius', 'Mahlangu'],
  gb: ['Hughes', 'Thornton', 'Gallagher', 'Patel', 'Pemberton', 'Whitfield', 'McAllister', 'Evans', 'Hargreaves', 'Doyle', 'Brennan', 'Ashworth'],
  eu: ['Janssens', 'Kowalczyk', 'Rossi', 'Dubois', 'Schmitt', 'Ferreira', 'de Vries', 'Nowak', 'García', 'Lindqvist', 'Peeters', 'Moretti'],
};

/** Given names that are also months, places or words: the hard cases the brief names. */
export const WORD_GIVEN12: readonly string[] = ['June', 'April', 'Florence', 'Austin', 'Chelsea', 'Paris', 'Sydney', 'Patience', 'Gift', 'Comfort', 'Memory', 'Precious', 'Sunday', 'Victory', 'Rose', 'Dallas'];

const PLACES12: Readonly<Record<Jurisdiction, Places12>> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Enugu', 'Kano', 'Abuja', 'Port Harcourt', 'Owerri', 'Abeokuta'],
    area: ['Surulere', 'Yaba', 'Wuse II', 'Bodija', 'Ikeja GRA', 'Trans-Ekulu', 'Sabon Gari', 'Rumuola'],
    street: ['Allen Avenue', 'Awolowo Road', 'Ogui Road', 'Bompai Road', 'Aminu Kano Crescent', 'Herbert Macaulay Way', 'Aba Road'],
    venue: ['Tafawa Balewa Square', 'Liberty Stadium', 'Jabi Lake', 'Olumo Rock', 'Millennium Park', 'Bar Beach'],
    club: ['Shooting Stars', 'Enyimba', 'Kano Pillars', 'Rangers International', 'Remo Stars'],
    school: ['University of Ibadan', 'Yaba College of Technology', 'Bayero University', 'Obafemi Awolowo University', "Queen's College"],
    firm: ['First Bank', 'Access Bank', 'MTN Nigeria', 'Dangote Cement', 'Jumia', 'Zenith Bank'],
    hotel: ['Protea Hotel Ikeja', 'Eko Hotel', 'Nike Lake Resort', 'Bolton White Hotel', 'Presken Hotel'],
    church: ["St. Leo's Catholic Church", 'Christ Apostolic Church', 'Cathedral Church of Christ', 'Our Saviour Anglican Church'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos'],
    area: ['Kilimani', 'Westlands', 'Kasarani', 'Nyali', 'Kondele', 'Ruaka', 'Rongai', 'Buruburu'],
    street: ['Ngong Road', 'Moi Avenue', 'Kimathi Street', 'Oginga Odinga Street', 'Thika Road', 'Waiyaki Way', 'Kenyatta Avenue'],
    venue: ['Uhuru Park', 'Kasarani Stadium', 'Fort Jesus', 'Karura Forest', 'Lake Naivasha', 'Jevanjee Gardens'],
    club: ['Gor Mahia', 'AFC Leopards', 'Tusker FC', 'Kakamega Homeboyz', 'Bandari FC'],
    school: ['University of Nairobi', 'Kenyatta University', 'Moi University', 'Strathmore University', 'Alliance High School'],
    firm: ['Safaricom', 'Equity Bank', 'KCB', 'Naivas', 'Kenya Power', 'Co-op Bank'],
    hotel: ['Sarova Stanley', 'Serena Beach Resort', 'Acacia Premier Hotel', 'Sawela Lodges', 'Boma Inn'],
    church: ['Holy Family Basilica', 'Nairobi Chapel', 'PCEA St. Andrews', 'All Saints Cathedral'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Tamale', 'Cape Coast', 'Takoradi', 'Ho', 'Koforidua', 'Tema'],
    area: ['Osu', 'Adabraka', 'Madina', 'Asokwa', 'Dansoman', 'Kaneshie', 'Labone', 'Nima'],
    street: ['Liberation Road', 'Spintex Road', 'Kojo Thompson Road', 'Harper Road', 'Ring Road Central', 'Cantonments Road'],
    venue: ['Kwame Nkrumah Memorial Park', 'Labadi Beach', 'Kejetia Market', 'Makola Market', 'Independence Square', 'Kakum National Park'],
    club: ['Hearts of Oak', 'Asante Kotoko', 'Medeama', 'Aduana Stars', 'Dreams FC'],
    school: ['University of Ghana', 'KNUST', 'University of Cape Coast', 'Achimota School', 'Wesley Girls High School'],
    firm: ['MTN Ghana', 'GCB Bank', 'Melcom', 'Ecobank', 'Fidelity Bank', 'ECG'],
    hotel: ['Labadi Beach Hotel', 'Golden Tulip Kumasi', 'Coconut Grove', 'Mensvic Hotel', 'Alisa Hotel'],
    church: ['Holy Spirit Cathedral', 'Wesley Methodist Cathedral', 'Christ the King Parish', 'Ebenezer Presbyterian Church'],
  },
  ZA: {
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Gqeberha', 'Polokwane', 'Bloemfontein', 'Mthatha'],
    area: ['Soweto', 'Umlazi', 'Khayelitsha', 'Sandton', 'Mamelodi', 'Hatfield', 'Observatory', 'Mitchells Plain'],
    street: ['Vilakazi Street', 'Long Street', 'Florida Road', 'Church Street', 'Jan Smuts Avenue', 'Main Road', 'Voortrekker Road'],
    venue: ['Table Mountain', 'Moses Mabhida Stadium', 'Union Buildings', 'Constitution Hill', 'Gold Reef City', 'Boulders Beach'],
    club: ['Kaizer Chiefs', 'Orlando Pirates', 'Mamelodi Sundowns', 'AmaZulu', 'Stellenbosch FC'],
    school: ['University of Pretoria', 'Wits', 'University of the Free State', 'Walter Sisulu University', 'Rhodes University'],
    firm: ['Capitec', 'Woolworths', 'Vodacom', 'Pick n Pay', 'Eskom', 'Standard Bank'],
    hotel: ['The Maslow', 'Oyster Box', 'Protea Hotel Polokwane', 'Southern Sun Elangeni', 'Mount Nelson'],
    church: ['Regina Mundi', 'St George’s Cathedral', 'NG Kerk Brooklyn', 'Zion Christian Church'],
  },
  GB: {
    city: ['London', 'Manchester', 'Leeds', 'Cardiff', 'Glasgow', 'Bristol', 'Leicester', 'Belfast'],
    area: ['Peckham', 'Moss Side', 'Headingley', 'Splott', 'Partick', 'Easton', 'Belgrave', 'Ormeau'],
    street: ['Rye Lane', 'Deansgate', 'Otley Road', 'Cowbridge Road East', 'Byres Road', 'Gloucester Road', 'Melton Road'],
    venue: ['Hyde Park', 'Heaton Park', 'Roundhay Park', 'Bute Park', 'Kelvingrove Park', 'Clifton Suspension Bridge'],
    club: ['Aston Villa', 'Leeds Rhinos', 'Cardiff Blues', 'Partick Thistle', 'Leicester Tigers'],
    school: ['University of Leeds', 'Cardiff University', 'University of Glasgow', "Queen's University Belfast", 'King’s College London'],
    firm: ['Halifax', 'Tesco', 'Royal Mail', 'Nationwide', 'Sainsbury’s', 'British Gas'],
    hotel: ['The Midland', 'Malmaison Leeds', 'Hotel du Vin', 'The Grand Brighton', 'Travelodge Cardiff Central'],
    church: ['St Mary’s Parish Church', 'Holy Trinity Church', 'St Anne’s RC Church', 'Elim Pentecostal Church'],
  },
  EU: {
    city: ['Brussels', 'Lyon', 'Kraków', 'Rotterdam', 'Bologna', 'Porto', 'Valencia', 'Hamburg'],
    area: ['Ixelles', 'Croix-Rousse', 'Kazimierz', 'Kralingen', 'Bolognina', 'Ribeira', 'Ruzafa', 'Ottensen'],
    street: ['Rue Haute', 'Rue de la République', 'ulica Floriańska', 'Witte de Withstraat', 'Via Zamboni', 'Rua das Flores', 'Große Bergstraße'],
    venue: ['Parc du Cinquantenaire', 'Parc de la Tête d’Or', 'Planty', 'Kralingse Plas', 'Piazza Maggiore', 'Torre dos Clérigos'],
    club: ['Anderlecht', 'Olympique Lyonnais', 'Wisła Kraków', 'Feyenoord', 'FC Porto', 'Valencia CF'],
    school: ['Université libre de Bruxelles', 'Uniwersytet Jagielloński', 'Erasmus Universiteit', 'Università di Bologna', 'Universidade do Porto'],
    firm: ['Proximus', 'Decathlon', 'Albert Heijn', 'Deutsche Bahn', 'Żabka', 'Carrefour'],
    hotel: ['Hotel Amigo', 'Hôtel Carlton Lyon', 'Hotel Stary', 'Hotel New York', 'Pestana Vintage Porto'],
    church: ['Église Sainte-Catherine', 'Bazylika Mariacka', 'Laurenskerk', 'Basilica di San Petronio', 'Sé do Porto'],
  },
};

const REGIONS12: Readonly<Record<Jurisdiction, readonly Region12[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh'],
  ZA: ['za'],
  GB: ['gb', 'gb', 'yo', 'gh'],
  EU: ['eu'],
};

const MONTHS12 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const mark = (t: string) => (s: string) => `[[${t}:${s}]]`;
const L = mark('LOC');
const O = mark('ORG');
const Pm = mark('PER');

export const HELDOUT12_LISTS: NerLists<Jurisdiction, Region12, Places12> = {
  given: GIVEN12,
  surname: SURNAME12,
  wordNames: WORD_GIVEN12,
  places: PLACES12,
  regionsOf: REGIONS12,
  months: MONTHS12,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region12, Places12>;
type T = NerTemplateOf<C>;

export type NameForm12 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sfirst' | 'sCaps';

/** A person written in one form (the span's text, unmarked). */
export function nm12(p: NerPerson, form: NameForm12): string {
  const gs = `${p.given} ${p.surname}`;
  switch (form) {
    case 'full':
      return p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs;
    case 'gs':
      return gs;
    case 'g':
      return p.given;
    case 's':
      return p.surname;
    case 'caps':
      return gs.toUpperCase();
    case 'lower':
      return gs.toLowerCase();
    case 'init':
      return `${[...p.given][0]!}. ${p.surname}`;
    case 'sfirst':
      return `${p.surname} ${p.given}`;
    case 'sCaps':
      return `${p.surname.toUpperCase()} ${p.given}`;
  }
}

/** A marked person: a fresh one, in a form. */
const per = (c: C, form: NameForm12, region?: Region12, word = false): string => Pm(nm12(c.person(region, word), form));
/** A marked person with their person record (for a second mention). */
const per2 = (c: C, region?: Region12, word = false): [NerPerson, (f: NameForm12) => string] => {
  const p = c.person(region, word);
  return [p, (f) => Pm(nm12(p, f))];
};
const num = (c: C): string => `${c.int(1, 28)}/${c.int(1, 12)}/${c.int(2019, 2025)}`;
const time = (c: C): string => `${c.int(7, 19)}:${c.pick(['00', '15', '30', '45'])}`;
const low = (s: string): string => s.toLowerCase();
/** A fresh person written wholly in lower case, marked. */
const lowPer = (c: C, form: NameForm12): string => Pm(low(nm12(c.person(), form)));

/** Two different clubs of the jurisdiction, marked (drawn once per call; the second is never the first). */
function twoClubs(c: C): [string, string] {
  const a = c.raw('club');
  const b = c.pick(c.pl.club.filter((x) => x !== a));
  return [O(a), O(b)];
}

const DISHES = ['Victoria sponge', 'Eton mess', 'Beef Wellington', 'Chicken Kiev', 'Peach Melba', 'Bakewell tart', 'Pavlova', 'Margherita pizza', 'Bolognese', 'Jollof', 'Bobotie', 'Kelewele', 'Pilau', 'Eggs Benedict'];
const PETS = ['Bella', 'Max', 'Simba', 'Duchess', 'Oscar', 'Tiger', 'Rocky', 'Bruno', 'Lady', 'Captain'];
const BRANDS = ['iPhone 13', 'Toyota Corolla', 'Peugeot 406', 'Samsung A14', 'Nike Air Max', 'HP Pavilion', 'Tecno Spark', 'Hisense'];

// ---------------------------------------------------------------- English web and office text (about half)

const hotelReview: T = {
  genre: 'hotel-review',
  lang: 'en',
  fills: 26,
  make: (c) => {
    const [, a] = per2(c);
    const word = c.pick([per(c, 'g', undefined, true), per(c, 'g')]);
    return c.pick([
      () => `★★★★★ Stayed 3 nights at ${c.O('hotel')} in ${c.L('city')}. Room was spotless and the breakfast omelette station was 10/10. Special thanks to ${a('g')} at reception who sorted our late check-out, and ${word} in housekeeping. Walking distance to ${c.L('venue')}. Will be back in ${c.pick(MONTHS12)}!`,
      () => `Two stars. Booked through the app, arrived at ${c.O('hotel')} and they had no record. Duty manager (${a('gs')}) was polite but useless. Aircon rattled all night, traffic on ${c.L('street')} from 5am. Only positive: the bartender ${word} made a mean mojito.`,
      () => `Lovely little place off ${c.L('street')}, ${c.L('area')}. Ask for ${word} at the bar — they know every spot worth visiting. Mr ${a('s')} the owner greeted us personally. Parking is tight, leave the ${c.pick(BRANDS)} at the station.`,
      () => `REVIEW: ${a('caps')} AND TEAM DESERVE A RAISE. we came for a wedding at ${c.O('church')} and stayed at ${c.O('hotel')}. staff went above and beyond, esp ${lowPer(c, 'g')} the night porter. ${c.L('city')} traffic is another story lol`,
    ])();
  },
};

const serviceChat: T = {
  genre: 'service-chat',
  lang: 'en',
  fills: 26,
  make: (c) => {
    const [, agent] = per2(c);
    const [, cust] = per2(c);
    const firm = c.O('firm');
    return c.pick([
      () => `[${time(c)}] You are now chatting with ${agent('g')} from ${firm}.\n[${time(c)}] ${agent('g')}: Hi, may I have the account holder's full name?\n[${time(c)}] Customer: ${cust('full')}\n[${time(c)}] ${agent('g')}: Thanks ${cust('g')}. I see the card was used in ${c.L('city')} yesterday. Was that you?\n[${time(c)}] Customer: no i was in ${c.L('area')} all day`,
      () => `Chat transcript — ${firm}\nAgent ${agent('gs')} has joined the chat.\nVisitor: hello my delivery to ${c.L('street')} has been "out for delivery" since Monday\nAgent: So sorry about that! Courier is ${per(c, 'g')}, he will call you before 5pm.\nVisitor: ok thanks. please note my name is ${cust('s')} not Mr Customer`,
      () => `Bot: Hi! I'm Sunny, ${firm}'s virtual assistant. How can I help?\nUser: talk to human\nBot: Connecting you to an agent…\n${agent('g')}: Good afternoon, this is ${agent('g')}. How can I help?\nUser: i was double charged at your ${c.L('area')} branch. i spoke to ${per(c, 'gs')} there on ${c.pick(MONTHS12)} 3rd`,
    ])();
  },
};

const obituary: T = {
  genre: 'obituary-guestbook',
  lang: 'en',
  fills: 26,
  make: (c) => {
    const [, dead] = per2(c);
    const [, s1] = per2(c, undefined, true);
    const city = c.L('city');
    return c.pick([
      () => `${dead('caps')}\n${c.int(1938, 1960)} – ${c.int(2021, 2025)}\nPeacefully at home in ${city}, surrounded by family. Much-loved spouse of the late ${per(c, 'full')}, mother of ${s1('g')}, ${per(c, 'g')} and ${per(c, 'g')}. Funeral service at ${c.O('church')}, ${c.L('street')}, on ${c.date()}. Donations to ${c.O('firm')} staff hospice fund in lieu of flowers.`,
      () => `Guestbook — In loving memory of ${dead('full')}\n“Auntie ${dead('g')} taught me to read at her kitchen table in ${c.L('area')}. Rest easy.” — ${s1('gs')}, ${c.L('city')}\n“So sorry for your loss. ${dead('s')} family, you are in our prayers.” — the ${c.O('club')} supporters’ branch\n“Miss you Mama.” — ${per(c, 'g')}`,
      () => `It is with great sadness that we announce the passing of ${dead('gs')} of ${city}, formerly of ${c.L('city', 'GB')}. ${dead('g')} worked for many years at ${c.O('school')} before retiring. A memorial will be held at ${c.L('venue')}; all who knew ${dead('g')} are welcome. Enquiries to ${s1('g')} on 07${c.int(100000000, 999999999)}.`,
    ])();
  },
};

const recipeBlog: T = {
  genre: 'recipe-blog',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const dish = c.pick(DISHES);
    const [, gran] = per2(c, undefined, c.int(0, 1) === 1);
    return c.pick([
      () => `My grandmother ${gran('g')} made this ${dish} every Sunday in her tiny kitchen in ${c.L('area')}, ${c.L('city')}. She never wrote anything down, so my cousin ${per(c, 'g')} and I spent a whole August trying to get it right. Jump to recipe ↓ Serves 6. Tip: buy the butter at ${c.O('firm')}, not the market.`,
      () => `Okay so this ${dish} is NOT authentic and ${per(c, 'g')} from my book club will tell you so. But when we moved from ${c.L('city')} to ${c.L('city', 'GB')} it was the only thing that tasted like home. Shout out to Aunty ${gran('s')} for the onion trick! #homecooking #${low(dish.replace(/ /g, ''))}`,
      () => `COMMENTS (3)\n${per(c, 'g')}: made this for my mum’s 70th in ${c.L('city')}, everyone loved it\nAuthor: yay!! thanks ${lowPer(c, 'g')}\n${gran('gs')}: could I use margarine? we can't get good butter in ${c.L('area')}`,
    ])();
  },
};

const clubNewsletter: T = {
  genre: 'club-newsletter',
  lang: 'en',
  fills: 26,
  make: (c) => {
    const [, cap] = per2(c);
    return c.pick([
      () => `${O(`${c.raw('area').toUpperCase()} TENNIS & SQUASH CLUB`)} — NEWSLETTER\nCongratulations to ${cap('gs')} on winning the veterans’ singles at ${c.L('venue')}! Our juniors lost 3–2 away to ${c.O('club')}, with ${per(c, 's')} and ${per(c, 's')} unbeaten. Subs are due by 31 ${c.pick(MONTHS12)}; pay ${per(c, 'init')} (treasurer) or transfer to ${c.O('firm')}.`,
      () => `From the Chair — ${cap('full')}\nWhat a season! Promotion secured with a 2–1 win over ${c.O('club')}. Thanks to coach ${per(c, 'gs')}, our kit sponsor ${c.O('firm')} and the tea ladies led by ${per(c, 'g', undefined, true)}. AGM: Thursday, clubhouse, ${c.L('street')}. Match reports from ${per(c, 'g')} inside.`,
      () => `RESULTS ROUND-UP\nU14 girls: ${c.O('club')} 0 – 4 Us (goals: ${per(c, 's')} 2, ${per(c, 's')}, ${per(c, 's')})\nVets: drawn at ${c.L('city')}. MOTM ${cap('g')}.\nLost property: one navy ${c.pick(['Adidas', 'Puma', 'Umbro'])} jacket left at ${c.L('venue')}, see ${per(c, 'g')}.`,
    ])();
  },
};

const lostFound: T = {
  genre: 'lost-found',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const pet = c.pick(PETS);
    return c.pick([
      () => `LOST: brown wallet somewhere between ${c.L('street')} and ${c.L('venue')} on Friday evening. Has ID in the name of ${per(c, 'caps')} and a ${c.O('firm')} card. Reward offered. Call or WhatsApp, ask for ${per(c, 'g')}.`,
      () => `FOUND: small grey cat with a red collar, answers to ${pet} (tag says so), near ${c.L('area')} shops. Currently with me at ${c.L('street')}. If yours message ${per(c, 'gs')} — no time-wasters pls`,
      () => `found a school bag on the ${c.L('area')} bus this morning, exercise books say ${lowPer(c, 'gs')}, class 5B, ${c.O('school')}. dropped it at the ${c.L('city')} police post with sgt ${per(c, 's')}`,
      () => `Lost keys!! Blue ${c.pick(BRANDS)} fob + house keys on a ${pet} keyring. Last seen outside ${c.O('church')} after the 9am service. ${per(c, 'g', undefined, true)} from the choir thinks she saw them near ${c.L('street')}.`,
    ])();
  },
};

const refereeLetter: T = {
  genre: 'referee-letter',
  lang: 'en',
  fills: 26,
  make: (c) => {
    const [, cand] = per2(c);
    const [, me] = per2(c);
    return c.pick([
      () => `To whom it may concern,\nI am pleased to provide a reference for ${cand('full')}, who worked under my supervision at ${c.O('firm')}, ${c.L('city')}, from ${c.int(2015, 2019)} to ${c.int(2020, 2024)}. ${cand('g')} was reliable, punctual and well liked by colleagues. I recommend ${cand('g')} without reservation.\nYours faithfully,\n${me('gs')}\nHead of Operations`,
      () => `JOB ADVERT: Receptionist, ${c.O('hotel')}, ${c.L('area')}\nReporting to the Front Office Manager (${me('gs')}). Send CV and two referees to recruitment@example.org by 30 ${c.pick(MONTHS12)}. Shortlisted candidates will be interviewed at our ${c.L('street')} office. No agencies.`,
      () => `Re: ${cand('sCaps')} — application for MSc\nDear Admissions Committee, I taught ${cand('gs')} in two final-year modules at ${c.O('school')}. The project on water supply in ${c.L('area')} was the best I supervised that year. Dr ${me('gs')}, Department of Civil Engineering`,
    ])();
  },
};

const conference: T = {
  genre: 'conference-programme',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const room = c.pick(['Mandela Hall', 'Nkrumah Room', 'Azikiwe Suite', 'Maathai Room', 'Shakespeare Suite', 'Erasmus Room']);
    return c.pick([
      () => `DAY 2 — ${c.pick(MONTHS12)} 14\n09:00 Keynote: “Open data and privacy” — Prof. ${per(c, 'gs')} (${c.O('school')})\n10:30 Panel (${L(room)}): ${per(c, 'gs')}, ${per(c, 'gs')}, chaired by ${per(c, 'init')}\n12:00 Lunch on the terrace, ${c.O('hotel')}\nVenue: ${c.L('street')}, ${c.L('city')}`,
      () => `Call for volunteers! The ${c.L('city')} Data Summit needs ushers for the ${L(room)} sessions. Contact ${per(c, 'g')} (@${low(nm12(c.person(), 'g'))}_events) or ${per(c, 'gs')} at ${c.O('firm')}. Sponsors: ${c.O('firm')}, ${c.O('school')}.`,
      () => `Speakers: ${per(c, 'sCaps')} (${c.O('firm')}); ${per(c, 'sCaps')} (${c.O('school')}); ${per(c, 'sCaps')} (independent, ${c.L('city')}). Workshops in the ${L(room)} and ${c.pick(['Room B', 'Hall 2', 'the Atrium'])}. Shuttle from ${c.L('venue')} every 30 mins.`,
    ])();
  },
};

const podcast: T = {
  genre: 'podcast-notes',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const [, g] = per2(c);
    const [, h] = per2(c, undefined, true);
    const tag = c.pick(['#TechTalk', '#MoneyMatters', '#Afrobeats', '#StartupLife', '#LocalHistory']);
    return c.pick([
      () => `Ep. ${c.int(12, 180)}: From ${c.L('area')} to ${c.L('city', 'GB')} — with ${g('full')}\nThis week ${h('g')} sits down with ${g('g')}, founder of a logistics start-up, to talk about leaving ${c.O('firm')}, raising money and why ${c.L('city')} is underrated. Follow ${g('g')} on Instagram @${low(nm12(c.person(), 'g'))}.builds ${tag}`,
      () => `SHOW NOTES\n00:00 intro\n03:12 ${g('s')} on growing up near ${c.L('venue')}\n21:40 the ${c.O('club')} debate (sorry ${h('g')})\n44:05 listener question from ${per(c, 'g')} in ${c.L('city')}\nproduced by ${per(c, 'gs')} ${tag}`,
      () => `new episode out!! ${lowPer(c, 'gs')} joins us to talk about ${c.L('city')} nightlife, ${c.pick(BRANDS)} vs everything and her time at ${c.O('school')}. link in bio ${tag} 🎙️`,
    ])();
  },
};

const petition: T = {
  genre: 'petition',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const [, s] = per2(c);
    return c.pick([
      () => `Petition: Save ${c.L('venue')} from redevelopment\nStarted by ${s('gs')} · ${c.int(300, 9000)} signatures\nThe council plans to lease part of the grounds to ${c.O('firm')}. Residents of ${c.L('area')} and ${c.L('area')} use it daily. We ask Cllr ${per(c, 'gs')} to withdraw the proposal.\nRecent signers: ${per(c, 'g')} from ${c.L('city')}, ${per(c, 'g')} from ${c.L('city')}`,
      () => `FIX ${L(c.raw('street').toUpperCase())} NOW. Potholes have damaged ${c.int(20, 90)} cars this year. Addressed to: Hon. ${s('gs')}, Commissioner for Works. Supported by ${c.O('church')} and the ${c.L('area')} residents’ association.`,
      () => `why i signed: my son ${per(c, 'g')} was hit by an okada at the junction by ${c.O('school')}. we need a crossing. — ${lowPer(c, 'gs')}, ${L(low(c.raw('area')))}`,
    ])();
  },
};

const legalQa: T = {
  genre: 'legal-qa',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const [, ll] = per2(c);
    return c.pick([
      () => `Q: Landlord keeping my deposit — what can I do?\nI rented a flat on ${c.L('street')}, ${c.L('city')}, from ${ll('gs')} for two years. I left it clean, but Mr ${ll('s')} says the paint costs more than the deposit. Can I take him to the small claims court? (asked by guest_${c.int(100, 999)})\nA: ${per(c, 'gs')}, solicitor — Yes. Write to him first, keep photos.`,
      () => `Employment question: my manager at ${c.O('firm')} (${ll('g')}) changed my shifts without notice and now HR in ${c.L('city')} says it's in the contract. Is this legal? I've worked there since ${c.pick(MONTHS12)} ${c.int(2016, 2022)}.\nBest answer (${per(c, 'init')}, advocate): Check clause 7 and raise a grievance.`,
      () => `re: inheritance dispute — my late father ${per(c, 'full')} left land in ${c.L('area')} but my uncle ${ll('g')} has moved in. Do I go to the magistrate in ${c.L('city')}? thanks in advance`,
    ])();
  },
};

const petAdoption: T = {
  genre: 'pet-adoption',
  lang: 'en',
  fills: 24,
  make: (c) => {
    const pet = c.pick(PETS);
    const pet2 = c.pick(PETS.filter((x) => x !== pet));
    return c.pick([
      () => `Meet ${pet}! 🐾 ${pet} is a 3-year-old cross-breed rescued from a building site in ${c.L('area')}. Fostered by ${per(c, 'gs')}, who says ${pet} loves children and hates the postman. Adoption fee covers vaccines at ${c.O('firm')} vets. Apply via the ${O(`${c.raw('city')} SPCA`)} form.`,
      () => `ADOPTED ❤️ ${pet} and ${pet2} have gone home together with ${per(c, 'g')} and ${per(c, 'g', undefined, true)} in ${c.L('city')}. Thank you to volunteer ${per(c, 'gs')} for driving them from ${c.L('area')}.`,
      () => `Looking for a home: ${pet} (male, neutered). Owner ${per(c, 'gs')} is relocating to ${c.L('city', 'EU')} and can't take him. Viewings at ${c.L('street')} weekends only. Good with cats, NOT with ${pet2} the neighbour's dog lol`,
    ])();
  },
};

const classified: T = {
  genre: 'classified',
  lang: 'en',
  fills: 24,
  make: (c) =>
    c.pick([
      () => `FOR SALE: ${c.pick(BRANDS)}, 2nd hand, very clean. ₦/KSh/GH₵ negotiable. Pick-up at ${c.L('area')} or meet at ${c.L('venue')}. Text ${per(c, 'g')}. No swaps.`,
      () => `ROOM TO LET in ${c.L('area')}, near ${c.L('street')}. Suits working lady. Contact the caretaker, ${per(c, 'g')}, or Mrs ${per(c, 's')}.`,
      () => `Tutor available: maths & physics, ${c.O('school')} graduate. Home lessons in ${c.L('city')} and ${c.L('area')}. Ref: ${per(c, 'gs')}, former HOD. Call ${per(c, 'init')}.`,
      () => `wanted: reliable nanny for twins in ${low(c.raw('area'))}. must have references. previous nanny ${per(c, 'g', undefined, true)} moved to ${c.L('city')} 😢`,
    ])(),
};

// ---------------------------------------------------------------- the languages and registers of our users

/** Given names a template may ask for by sex, where the text's grammar or a title fixes it (`Alhaji`, `nne`, `Bi.`). */
const FEMALE12 = new Set(['Funmilayo', 'Titilayo', 'Folake', 'Yetunde', 'Ọlábísí', 'Ngozi', 'Chiamaka', 'Nneka', 'Adaeze', 'Ifeoma', 'Hauwa', 'Zainab', 'Halima', 'Fatima', 'Rukayya', 'Maryam', 'Nafisa', 'Wanjiru', 'Achieng', 'Njeri', 'Wambui', 'Chebet', 'Muthoni', 'Nyokabi', 'Akosua', 'Ama', 'Efua', 'Abena', 'Esi', 'Adwoa', 'Naa', 'Thandeka', 'Lerato', 'Nomvula', 'Zanele', 'Palesa', 'Refilwe', 'Annelie']);

/** A fresh person of a region whose given name is replaced by one of the asked sex (the surname stays fresh). */
const perSex = (c: C, region: Region12, sex: 'f' | 'm', form: NameForm12): string => {
  const p = c.person(region);
  const given = c.pick(GIVEN12[region].filter((g) => FEMALE12.has(g) === (sex === 'f')));
  return Pm(nm12({ ...p, given, middle: p.middle === given ? '' : p.middle }, form));
};

/**
 * The EU-language texts name people and places of their own country (a Polish police statement names Polish
 * people and a Polish district), as such texts do; the English EU texts keep the mixed expat lists above.
 */
interface EuLang {
  f: readonly string[];
  m: readonly string[];
  s: readonly string[];
  city: readonly string[];
  street: readonly string[];
  area: readonly string[];
  club: readonly string[];
  school: readonly string[];
  firm: readonly string[];
}
const EU12: Readonly<Record<'fr' | 'pt' | 'nl' | 'de' | 'pl' | 'it' | 'es', EuLang>> = {
  fr: {
    f: ['Léa', 'Camille', 'Chloé', 'Manon', 'Élodie'],
    m: ['Thibault', 'Julien', 'Mathieu', 'Antoine', 'Rémi'],
    s: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine', 'Mercier', 'Chevalier'],
    city: ['Lyon', 'Lille', 'Bordeaux', 'Nantes', 'Grenoble'],
    street: ['Rue de la République', 'Cours Lafayette', 'Rue Sainte-Catherine', 'Boulevard Vauban', 'Rue Nationale'],
    area: ['Croix-Rousse', 'Wazemmes', 'La Bastide', 'Les Chartrons', 'Bellecour'],
    club: ['Olympique Lyonnais', 'LOSC', 'Girondins de Bordeaux', 'FC Nantes'],
    school: ['Université Lyon 2', 'Sciences Po Lille', 'Université de Bordeaux'],
    firm: ['SNCF', 'Crédit Agricole', 'La Poste', 'Carrefour'],
  },
  pt: {
    f: ['Inês', 'Beatriz', 'Mariana', 'Joana', 'Catarina'],
    m: ['João', 'Tiago', 'Rui', 'Duarte', 'Nuno'],
    s: ['Ferreira', 'Carvalho', 'Sousa', 'Pinto', 'Mendes', 'Lopes', 'Azevedo'],
    city: ['Porto', 'Braga', 'Coimbra', 'Aveiro', 'Viseu'],
    street: ['Rua das Flores', 'Rua de Santa Catarina', 'Avenida dos Aliados', 'Rua do Souto'],
    area: ['Ribeira', 'Bonfim', 'Paranhos', 'Campanhã', 'Maximinos'],
    club: ['FC Porto', 'SC Braga', 'Boavista', 'Académica'],
    school: ['Universidade do Porto', 'Universidade do Minho', 'Universidade de Coimbra'],
    firm: ['CTT', 'Caixa Geral de Depósitos', 'Continente', 'EDP'],
  },
  nl: {
    f: ['Sanne', 'Fleur', 'Lotte', 'Anouk', 'Femke'],
    m: ['Joris', 'Wout', 'Daan', 'Bram', 'Thijs'],
    s: ['de Vries', 'Bakker', 'Visser', 'Smit', 'Mulder', 'van Dijk', 'Jansen'],
    city: ['Rotterdam', 'Utrecht', 'Groningen', 'Leiden', 'Nijmegen'],
    street: ['Witte de Withstraat', 'Oudegracht', 'Breestraat', 'Herestraat', 'Molenstraat'],
    area: ['Kralingen', 'Lombok', 'Oosterpark', 'De Pijp', 'Bottendaal'],
    club: ['Feyenoord', 'FC Utrecht', 'FC Groningen', 'NEC'],
    school: ['Erasmus Universiteit', 'Universiteit Utrecht', 'Rijksuniversiteit Groningen'],
    firm: ['Albert Heijn', 'NS', 'ING', 'PostNL'],
  },
  de: {
    f: ['Anna', 'Lena', 'Katrin', 'Miriam', 'Jana'],
    m: ['Jens', 'Lukas', 'Florian', 'Tobias', 'Henrik'],
    s: ['Schmitt', 'Becker', 'Hoffmann', 'Wagner', 'Krüger', 'Schulz', 'Neumann'],
    city: ['Hamburg', 'Leipzig', 'Köln', 'Freiburg', 'Münster'],
    street: ['Große Bergstraße', 'Karl-Liebknecht-Straße', 'Venloer Straße', 'Bertoldstraße', 'Ludgeristraße'],
    area: ['Ottensen', 'Connewitz', 'Ehrenfeld', 'Wiehre', 'Kreuzviertel'],
    club: ['FC St. Pauli', 'RB Leipzig', '1. FC Köln', 'SC Freiburg'],
    school: ['Universität Hamburg', 'Universität Leipzig', 'Universität zu Köln'],
    firm: ['Deutsche Bahn', 'Sparkasse', 'Rewe', 'Telekom'],
  },
  pl: {
    f: ['Katarzyna', 'Agnieszka', 'Magdalena', 'Zofia', 'Joanna'],
    m: ['Mateusz', 'Piotr', 'Tomasz', 'Jakub', 'Paweł'],
    s: ['Nowak', 'Kowalczyk', 'Wójcik', 'Kaczmarek', 'Mazur', 'Krawczyk', 'Zając'],
    city: ['Kraków', 'Gdańsk', 'Łódź', 'Poznań', 'Wrocław'],
    street: ['ulica Floriańska', 'ulica Piotrkowska', 'ulica Długa', 'ulica Półwiejska'],
    area: ['Kazimierz', 'Podgórze', 'Wrzeszcz', 'Jeżyce', 'Nadodrze'],
    club: ['Wisła Kraków', 'Lechia Gdańsk', 'Lech Poznań', 'Śląsk Wrocław'],
    school: ['Uniwersytetu Jagiellońskiego', 'Uniwersytetu Gdańskiego', 'Uniwersytetu Łódzkiego'],
    firm: ['Żabka', 'PKP', 'Orlen', 'PKO BP'],
  },
  it: {
    f: ['Giulia', 'Chiara', 'Francesca', 'Elena', 'Sara'],
    m: ['Matteo', 'Luca', 'Davide', 'Marco', 'Simone'],
    s: ['Rossi', 'Moretti', 'Bianchi', 'Ricci', 'Colombo', 'Greco', 'Fontana'],
    city: ['Bologna', 'Torino', 'Napoli', 'Firenze', 'Bergamo'],
    street: ['Via Zamboni', 'Via Roma', 'Via Toledo', 'Via dei Calzaiuoli'],
    area: ['Bolognina', 'San Salvario', 'Vomero', 'Oltrarno', 'Città Alta'],
    club: ['Bologna', 'Torino', 'Napoli', 'Fiorentina', 'Atalanta'],
    school: ['Università di Bologna', 'Politecnico di Torino', 'Università Federico II'],
    firm: ['Trenitalia', 'Poste Italiane', 'Esselunga', 'Enel'],
  },
  es: {
    f: ['Carmen', 'Lucía', 'Marta', 'Paula', 'Nerea'],
    m: ['Javier', 'Sergio', 'Álvaro', 'Iker', 'Pablo'],
    s: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro', 'Iglesias'],
    city: ['Valencia', 'Sevilla', 'Zaragoza', 'Bilbao', 'Málaga'],
    street: ['Calle de Cádiz', 'Calle Sierpes', 'Calle del Coso', 'Gran Vía'],
    area: ['Ruzafa', 'Triana', 'El Tubo', 'Deusto', 'El Soho'],
    club: ['Valencia CF', 'Sevilla FC', 'Real Zaragoza', 'Athletic Club', 'Málaga CF'],
    school: ['Universitat de València', 'Universidad de Sevilla', 'Universidad de Zaragoza'],
    firm: ['Renfe', 'Mercadona', 'Correos', 'Iberdrola'],
  },
};
type EuL = keyof typeof EU12;
/** A person of an EU language: given name of the asked sex (either when none is asked) and a surname of that country. */
const ep = (c: C, l: EuL, form: NameForm12, sex?: 'f' | 'm'): string => {
  const e = EU12[l];
  const given = c.pick(sex === 'f' ? e.f : sex === 'm' ? e.m : [...e.f, ...e.m]);
  return Pm(nm12({ given, middle: '', surname: c.pick(e.s) }, form));
};
const eL = (c: C, l: EuL, k: 'city' | 'street' | 'area'): string => L(c.pick(EU12[l][k]));
const eO = (c: C, l: EuL, k: 'club' | 'school' | 'firm'): string => O(c.pick(EU12[l][k]));

const deathYo: T = {
  genre: 'death-announcement',
  lang: 'yo',
  fills: 8,
  js: ['NG'],
  make: (c) =>
    `Ìkéde ikú: A fi ìbànújẹ́ kéde ikú Bàbá wa ${perSex(c, 'yo', 'm', 'full')} tí ó jáde láyé ní ọjọ́ ${num(c)} ní ${c.L('city')}. Ìsìnkú yóò wáyé ní ${c.O('church')}, ${c.L('area')}. Ọmọ rẹ̀ ${per(c, 'g', 'yo')} àti ${per(c, 'g', 'yo')} ló kéde.`,
};
const deathHa: T = {
  genre: 'death-announcement',
  lang: 'ha',
  fills: 8,
  js: ['NG'],
  make: (c) =>
    `Sanarwar rasuwa: Muna sanar da rasuwar Alhaji ${perSex(c, 'ha', 'm', 'gs')} a garin ${c.L('city')} ranar ${num(c)}. Za a yi jana'iza a masallacin ${c.L('area')} bayan sallar azahar. Allah ya jikansa. Daga ɗansa ${perSex(c, 'ha', 'm', 'g')}.`,
};
const deathTw: T = {
  genre: 'death-announcement',
  lang: 'tw',
  fills: 8,
  js: ['GH'],
  make: (c) =>
    `Owuo dawuro: Abusua no de awerɛhoɔ bɔ amanneɛ sɛ Maame ${perSex(c, 'gh', 'f', 'full')} a ɔfiri ${c.L('city')} awu. Ayie no bɛkɔ so wɔ ${c.L('area')} ${c.int(1, 28)}/${c.int(1, 12)}. Abusuapanin: Nana ${perSex(c, 'gh', 'm', 'gs')}.`,
};
const deathIg: T = {
  genre: 'death-announcement',
  lang: 'ig',
  fills: 6,
  js: ['NG'],
  make: (c) =>
    `Ọkwa ọnwụ: Ezinụlọ ${per(c, 's', 'ig')} nke ${c.L('city')} na-ekwupụta ọnwụ nne ha ${perSex(c, 'ig', 'f', 'gs')}. A ga-eli ya n'ụlọ ya dị na ${c.L('area')}. Kpọọ ${per(c, 'g', 'ig')} maka ozi ndị ọzọ.`,
};

const wedIg: T = {
  genre: 'wedding-invitation',
  lang: 'ig',
  fills: 7,
  js: ['NG'],
  make: (c) =>
    `Ịgba nkwu: Ezinụlọ Mazị ${perSex(c, 'ig', 'm', 'gs')} nke ${c.L('area')} na-akpọ gị òkù na ịgba nkwu nwa ha ${perSex(c, 'ig', 'f', 'g')} na ${perSex(c, 'ig', 'm', 'gs')}. Ebe: ${c.L('city')}, ụbọchị ${num(c)}. Uwe: ${c.pick(['ọcha na ọla edo', 'akwa oche'])}.`,
};
const wedYo: T = {
  genre: 'wedding-invitation',
  lang: 'yo',
  fills: 7,
  js: ['NG'],
  make: (c) =>
    `Ìpè sí ìgbéyàwó: Ìdílé ${per(c, 's', 'yo')} àti ìdílé ${per(c, 's', 'ig')} fi ayọ̀ pè yín sí ìgbéyàwó ${perSex(c, 'yo', 'f', 'g')} àti ${perSex(c, 'ig', 'm', 'g')}. Ibi: ${c.O('hotel')}, ${c.L('city')}. Aṣọ ẹbí: pupa àti wúrà. RSVP: ${per(c, 'g', 'yo')}.`,
};
const wedTw: T = {
  genre: 'wedding-invitation',
  lang: 'tw',
  fills: 7,
  js: ['GH'],
  make: (c) =>
    `Ayeforɔ nsɛmpɔ: ${perSex(c, 'gh', 'm', 'gs')} ne ${perSex(c, 'gh', 'f', 'gs')} to nsa frɛ mo sɛ mommra wɔn ayeforɔ wɔ ${c.O('church')}, ${c.L('city')}. Ɛda: ${num(c)}. Afei apontoɔ wɔ ${c.L('venue')}.`,
};
const wedAf: T = {
  genre: 'wedding-invitation',
  lang: 'af',
  fills: 7,
  js: ['ZA'],
  make: (c) =>
    `Uitnodiging: Mnr. en mev. ${per(c, 's', 'za')} nooi u hartlik uit na die troue van hul dogter ${perSex(c, 'za', 'f', 'g')} met ${perSex(c, 'za', 'm', 'gs')} in ${c.O('church')}, ${c.L('city')}, op ${num(c)}. Onthaal by ${c.O('hotel')}. RSVP by ${per(c, 'g', 'za')}.`,
};

const burXh: T = {
  genre: 'burial-programme',
  lang: 'xh',
  fills: 8,
  js: ['ZA'],
  // The locative prefix glued to a place (`eKhayelitsha`) stays inside the LOC span, as the earlier sets hold it.
  make: (c) =>
    `Inkqubo yomngcwabo kaNkosikazi ${perSex(c, 'za', 'f', 'gs')}\n${time(c)} Umthandazo — uMfundisi ${per(c, 's', 'za')}\nImbali yobomi — ${per(c, 'g', 'za')}\nUmngcwabo uza kubela ${L(`e${c.raw('area')}`)} ngomhla ${num(c)}.`,
};
const burSt: T = {
  genre: 'burial-programme',
  lang: 'st',
  fills: 8,
  js: ['ZA'],
  make: (c) =>
    `Lenaneo la lepato la Ntate ${perSex(c, 'za', 'm', 'gs')}\nThapelo: Moruti ${per(c, 's', 'za')}\nMolaetsa wa lelapa: ${per(c, 'g', 'za')}\nLepato le tla ba ${c.L('area')}, ${c.L('city')}, ka la ${num(c)}. Dijo ka mora lepato ${c.O('church')}.`,
};
const burZu: T = {
  genre: 'burial-programme',
  lang: 'zu',
  fills: 8,
  js: ['ZA'],
  make: (c) =>
    `Uhlelo lomngcwabo luka ${per(c, 'gs', 'za')}\nUmkhuleko: uMfundisi ${per(c, 's', 'za')}\nUmlando wempilo: ${per(c, 'g', 'za')}\nUmngcwabo uzoba ${L(`se${c.raw('area')}`)} ngo ${num(c)}. Sibonga ${O(`i${c.raw('firm')}`)}.`,
};
const burTn: T = {
  genre: 'burial-programme',
  lang: 'tn',
  fills: 8,
  js: ['ZA'],
  make: (c) =>
    `Lenaneo la phitlho ya ga Rre ${perSex(c, 'za', 'm', 'gs')}\nThapelo: Moruti ${per(c, 's', 'za')}\nKgang ya lelapa: ${per(c, 'g', 'za')}\nPhitlho e tla nna kwa ${c.L('area')}, ${c.L('city')}, ka ${num(c)}.`,
};

const minHa: T = {
  genre: 'association-minutes',
  lang: 'ha',
  fills: 8,
  js: ['NG'],
  make: (c) =>
    `Taƙaitaccen bayanin taron ƙungiyar ci gaban ${c.L('area')}, ${num(c)}. Shugaba: Malam ${perSex(c, 'ha', 'm', 'gs')}. Sakatare: ${per(c, 'gs', 'ha')}. An amince a gyara rijiyar kusa da ${c.O('school')}. Ma'aji ${perSex(c, 'ha', 'm', 's')} ya ba da rahoton kuɗi.`,
};
const minIg: T = {
  genre: 'association-minutes',
  lang: 'ig',
  fills: 8,
  js: ['NG'],
  make: (c) =>
    `Nkọwa nzukọ ndị ${c.L('area')} bi na ${c.L('city')}, ${num(c)}. Onye isi oche: Ichie ${perSex(c, 'ig', 'm', 'gs')}. Odeakwụkwọ: ${per(c, 'gs', 'ig')}. Ha kwekọrịtara ịkwụ ụgwọ ụlọ akwụkwọ ${c.O('school')}. ${per(c, 'g', 'ig')} ga-edu ndị ntorobịa.`,
};
const minEe: T = {
  genre: 'association-minutes',
  lang: 'ee',
  fills: 8,
  js: ['GH'],
  make: (c) =>
    `Kpekpeame ƒe nuŋlɔɖi, ${c.L('city')} ƒe dzidzɔkɔ habɔbɔ, ${num(c)}. Zimenɔla: Togbe ${perSex(c, 'gh', 'm', 'gs')}. Agbalẽŋlɔla: ${per(c, 'gs', 'gh')}. Wotso nya me be woatu xɔ ɖe ${c.L('area')}.`,
};
const minFr: T = {
  genre: 'association-minutes',
  lang: 'fr',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Procès-verbal de l’assemblée générale de l’association des ressortissants ghanéens de ${eL(c, 'fr', 'city')}, tenue le ${num(c)} à la salle paroissiale, ${eL(c, 'fr', 'street')}. Présidente : Mme ${perSex(c, 'gh', 'f', 'gs')}. Secrétaire : M. ${perSex(c, 'gh', 'm', 'gs')}. La cotisation passe à 20 €. Prochaine réunion chez ${per(c, 'g', 'gh')}, quartier ${eL(c, 'fr', 'area')}.`,
};

const smsSw: T = {
  genre: 'cooperative-sms',
  lang: 'sw',
  fills: 10,
  js: ['KE'],
  make: (c) =>
    `CHAMA: Ndugu ${per(c, 'gs', 'ke')}, mchango wako wa Ksh 2,000 umepokelewa ${num(c)}. Mkutano ujao nyumbani kwa Mama ${perSex(c, 'ke', 'f', 'g')}, ${c.L('area')}, saa nane. Mweka hazina: ${per(c, 'g', 'ke')}.`,
};
const smsPcm: T = {
  genre: 'cooperative-sms',
  lang: 'pcm',
  fills: 10,
  js: ['NG'],
  make: (c) =>
    `ESUSU ALERT: Oga ${per(c, 's')}, your contribution never land this month o. Pay to ${per(c, 'gs')} (${c.O('firm')}) before Friday. Meeting dey hold for ${c.L('area')} market, na ${per(c, 'g')} go host.`,
};
const smsGa: T = {
  genre: 'cooperative-sms',
  lang: 'gaa',
  fills: 8,
  js: ['GH'],
  make: (c) =>
    `Susu kuu: Nyɛmi ${per(c, 'gs', 'gh')}, wɔná o shika GH₵ 50 ${num(c)}. Kpee lɛ baaye ${c.L('area')} yɛ ${per(c, 'g', 'gh')} shia. Oyiwaladonn.`,
};

const extTn: T = {
  genre: 'extension-report',
  lang: 'tn',
  fills: 8,
  js: ['ZA'],
  make: (c) =>
    `Pego ya temo: Mogakolodi ${per(c, 'gs', 'za')} o etetse balemi kwa ${c.L('area')} gaufi le ${c.L('city')}. Rre ${perSex(c, 'za', 'm', 's')} o jadile mmidi; Mme ${perSex(c, 'za', 'f', 's')} o na le bolwetse jwa dikgomo.`,
};
const extSw: T = {
  genre: 'extension-report',
  lang: 'sw',
  fills: 8,
  js: ['KE'],
  make: (c) =>
    `Ripoti ya ugani: Afisa ${per(c, 'gs', 'ke')} alitembelea wakulima ${c.int(10, 40)} huko ${c.L('area')}, kaunti ya ${c.L('city')}. Bi. ${perSex(c, 'ke', 'f', 'gs')} alipanda mahindi ya DK8031; Bw. ${perSex(c, 'ke', 'm', 's')} ana tatizo la viwavi jeshi.`,
};
const extPt: T = {
  genre: 'extension-report',
  lang: 'pt',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Relatório de extensão rural: o técnico ${ep(c, 'pt', 'gs', 'm')} visitou ${c.int(8, 30)} produtores perto de ${eL(c, 'pt', 'city')}. A Sra. ${ep(c, 'pt', 'gs', 'f')} perdeu parte da vinha com o granizo; o Sr. ${ep(c, 'pt', 's', 'm')} pediu apoio à ${eO(c, 'pt', 'firm')}.`,
};

const causeFr: T = {
  genre: 'cause-list',
  lang: 'fr',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `TRIBUNAL JUDICIAIRE — ${L(c.pick(EU12.fr.city).toUpperCase())} — RÔLE DU ${num(c)}\n1. ${ep(c, 'fr', 'sCaps')} c/ ${eO(c, 'fr', 'firm')} — salle 3\n2. [[ORG:Ministère public]] c/ ${ep(c, 'fr', 'sCaps', 'm')} — renvoi\n3. ${ep(c, 'fr', 'sCaps')} c/ ${ep(c, 'fr', 'sCaps')} — plaidoiries, Me ${ep(c, 'fr', 's')}`,
};
const causePt: T = {
  genre: 'cause-list',
  lang: 'pt',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Agenda de julgamentos — ${eL(c, 'pt', 'city')}, ${num(c)}\n10h00 Proc. ${c.int(100, 999)}/24 — ${ep(c, 'pt', 'full')} vs. ${eO(c, 'pt', 'firm')}\n11h30 Proc. ${c.int(100, 999)}/23 — ${ep(c, 'pt', 'gs', 'm')} (arguido); mandatária Dra. ${ep(c, 'pt', 'gs', 'f')}`,
};
const causeNl: T = {
  genre: 'cause-list',
  lang: 'nl',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Zittingsrol ${num(c)}, zittingsplaats ${eL(c, 'nl', 'city')}\n09.30 ${ep(c, 'nl', 'sfirst')} tegen ${eO(c, 'nl', 'firm')} (kantonzaak)\n10.15 ${ep(c, 'nl', 'gs')} tegen ${ep(c, 'nl', 'gs')}, advocaat mr. ${ep(c, 'nl', 's')}\nLocatie: ${eL(c, 'nl', 'street')}`,
};

const polFr: T = {
  genre: 'police-statement',
  lang: 'fr',
  fills: 6,
  js: ['EU'],
  make: (c) =>
    `Communiqué de presse — ${eL(c, 'fr', 'city')} : un homme de 34 ans a été interpellé ${eL(c, 'fr', 'street')} après un vol à l’arraché. La victime, ${ep(c, 'fr', 'gs')}, a été soignée sur place. Témoins : contacter le commissaire ${ep(c, 'fr', 's')}.`,
};
const polPt: T = {
  genre: 'police-statement',
  lang: 'pt',
  fills: 6,
  js: ['EU'],
  make: (c) =>
    `Nota de imprensa da [[ORG:PSP]]: foi detido na zona de ${eL(c, 'pt', 'area')}, ${eL(c, 'pt', 'city')}, um suspeito de furto em veículos. O comandante ${ep(c, 'pt', 'gs', 'm')} agradece a colaboração do cidadão ${ep(c, 'pt', 'gs', 'm')}.`,
};
const polPl: T = {
  genre: 'police-statement',
  lang: 'pl',
  fills: 6,
  js: ['EU'],
  make: (c) =>
    `Komunikat prasowy policji. W ${c.pick(['[[LOC:Krakowie]]', '[[LOC:Gdańsku]]', '[[LOC:Łodzi]]'])} zatrzymano 27-latka podejrzanego o kradzież roweru na ${c.pick(['[[LOC:Kazimierzu]]', '[[LOC:Podgórzu]]', '[[LOC:Wrzeszczu]]'])}. Poszkodowana ${ep(c, 'pl', 'gs', 'f')} odzyskała mienie. Rzecznik: asp. ${ep(c, 'pl', 'gs', 'm')}.`,
};
const polDe: T = {
  genre: 'police-statement',
  lang: 'de',
  fills: 6,
  js: ['EU'],
  make: (c) =>
    `Pressemitteilung, ${eL(c, 'de', 'city')}: Am Dienstag kam es in der ${eL(c, 'de', 'street')} zu einem Verkehrsunfall. Der Fahrer eines ${c.pick(['VW Golf', 'Opel Astra', 'BMW X3'])} wurde leicht verletzt. Zeugen melden sich bei Polizeioberkommissar ${ep(c, 'de', 'gs', 'm')}.`,
};

const gossipIt: T = {
  genre: 'transfer-gossip',
  lang: 'it',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Calciomercato: il ${eO(c, 'it', 'club')} pensa a ${perSex(c, c.pick(['ig', 'gh', 'ke'] as const), 'm', 'gs')}, centrocampista classe 2003. L’agente ${ep(c, 'it', 's', 'm')} è atterrato ieri a ${eL(c, 'it', 'city')}. Secondo ${ep(c, 'it', 'gs', 'm')}, offerta da 12 milioni.`,
};
const gossipEs: T = {
  genre: 'transfer-gossip',
  lang: 'es',
  fills: 8,
  js: ['EU'],
  make: (c) =>
    `Rumores: el ${eO(c, 'es', 'club')} sigue de cerca a ${perSex(c, 'gh', 'm', 'gs')}, delantero de 21 años. Su representante, ${ep(c, 'es', 'gs')}, fue visto cenando en ${eL(c, 'es', 'city')} con el director deportivo.`,
};
const gossipSheng: T = {
  genre: 'transfer-gossip',
  lang: 'sheng',
  fills: 8,
  js: ['KE'],
  make: (c) => {
    const [a, b] = twoClubs(c);
    return `manze ${a} wanataka kusaini ${per(c, 's', 'ke')} from ${b} 😂 si ata ${per(c, 'g', 'ke')} alisema jamaa ako injured. tuonane ${c.L('area')} tuwatch game`;
  },
};
const gossipPcm: T = {
  genre: 'transfer-gossip',
  lang: 'pcm',
  fills: 8,
  js: ['NG'],
  make: (c) => {
    const [a, b] = twoClubs(c);
    return `Breaking gist: ${a} don chook eye for ${per(c, 'gs')} wey dey play for ${b}. Person wey sabi, ${per(c, 'g')}, talk say dem go unveil am for ${c.L('city')} next week. Make e no be like last time abeg`;
  },
};

const stuAf: T = {
  genre: 'student-notice',
  lang: 'af',
  fills: 7,
  js: ['ZA'],
  make: (c) =>
    `STUDENTERAAD KENNISGEWING: Die koshuisvergadering vind Woensdag plaas in die ${c.pick(['Aula', 'Ou Hoofgebou'])}. Voorsitter: ${per(c, 'gs', 'za')}. Vrae aan ${per(c, 'g', 'za')}. Bus na ${c.L('city')} vertrek by ${c.L('street')}.`,
};
const stuNl: T = {
  genre: 'student-notice',
  lang: 'nl',
  fills: 7,
  js: ['EU'],
  make: (c) =>
    `Mededeling studentenraad ${eO(c, 'nl', 'school')}: de ALV is verplaatst naar donderdag, zaal ${c.pick(['C1', 'Aula'])}. Voorzitter ${ep(c, 'nl', 'gs')} en penningmeester ${ep(c, 'nl', 'gs')} presenteren de begroting. Borrel daarna in café De ${c.pick(['Zwaan', 'Vrijheid'])}, ${eL(c, 'nl', 'area')}.`,
};
const stuDe: T = {
  genre: 'student-notice',
  lang: 'de',
  fills: 7,
  js: ['EU'],
  make: (c) =>
    `AStA-Info: Die Vollversammlung findet am ${num(c)} im Audimax statt. Redebeiträge bei ${ep(c, 'de', 'gs')} anmelden. Das Semesterticket gilt jetzt auch bis ${eL(c, 'de', 'city')}. Gez. ${ep(c, 'de', 'init')}, Referat für Soziales.`,
};
const stuPl: T = {
  genre: 'student-notice',
  lang: 'pl',
  fills: 7,
  js: ['EU'],
  make: (c) =>
    `Samorząd Studentów ${eO(c, 'pl', 'school')} informuje: zebranie odbędzie się w czwartek w auli. Przewodnicząca ${ep(c, 'pl', 'gs', 'f')} prosi o zgłoszenia do ${Pm(c.pick(['Mateusza', 'Piotra', 'Tomasza', 'Jakuba', 'Pawła']))}. Wyjazd integracyjny do ${c.pick(['[[LOC:Zakopanego]]', '[[LOC:Wrocławia]]', '[[LOC:Sopotu]]'])}.`,
};

const routePcm: T = {
  genre: 'route-chat',
  lang: 'pcm',
  fills: 10,
  js: ['NG'],
  make: (c) =>
    `[danfo drivers ${low(c.raw('area'))} 🚌]\n${per(c, 'g')}: go-slow for ${c.L('street')} o, no pass there\n${per(c, 'g')}: agbero don block ${c.L('area')} junction again\nBaba ${per(c, 's')}: make una follow ${c.L('venue')} side, e free`,
};
const routeSheng: T = {
  genre: 'route-chat',
  lang: 'sheng',
  fills: 10,
  js: ['KE'],
  make: (c) =>
    `${per(c, 'g', 'ke')}: maze jam ni noma ${c.L('street')} 😩\n${per(c, 'g', 'ke')}: ongea na ${per(c, 'g', 'ke')} wa sacco atupitishe ${c.L('area')}\nmanager: fare ni 100 leo, rain imeanza`,
};
const routeZu: T = {
  genre: 'route-chat',
  lang: 'zu',
  fills: 10,
  js: ['ZA'],
  make: (c) =>
    `[Taxi rank ${c.L('area')}]\n${per(c, 'g', 'za')}: Kunetraffic enkulu ku-${c.L('street')} namhlanje\n${per(c, 'g', 'za')}: Ngizolanda ${Pm(`u${c.person('za').given}`)} e-${c.L('venue')}`,
};

// Every text NFC, so a tone-marked name has one spelling whatever the source file's keyboard gave.
const nfc = (t: T): T => ({ ...t, make: (c) => t.make(c).normalize('NFC') });

export const HELDOUT12_NER_TEMPLATES: readonly T[] = [
  hotelReview,
  serviceChat,
  obituary,
  recipeBlog,
  clubNewsletter,
  lostFound,
  refereeLetter,
  conference,
  podcast,
  petition,
  legalQa,
  petAdoption,
  classified,
  deathYo,
  deathHa,
  deathTw,
  deathIg,
  wedIg,
  wedYo,
  wedTw,
  wedAf,
  burXh,
  burSt,
  burZu,
  burTn,
  minHa,
  minIg,
  minEe,
  minFr,
  smsSw,
  smsPcm,
  smsGa,
  extTn,
  extSw,
  extPt,
  causeFr,
  causePt,
  causeNl,
  polFr,
  polPt,
  polPl,
  polDe,
  gossipIt,
  gossipEs,
  gossipSheng,
  gossipPcm,
  stuAf,
  stuNl,
  stuDe,
  stuPl,
  routePcm,
  routeSheng,
  routeZu,
].map(nfc);
