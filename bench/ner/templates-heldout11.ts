// Held-out set 11 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's eleventh set of real-looking text to read the person and place detectors on (issue 13), written
// toward the English web and office text the acceptance measures and toward kinds of text the ten earlier headers
// do not name. About half English web and office text as written in Nigeria, Kenya, Ghana, South Africa, the UK and
// by English-writing expats in the EU: tech-support community forums (ISPs, routers, moderators), hobby forums —
// gardening (cultivars named after people: `Gertrude Jekyll`, `Maris Piper`, `Kent` mangoes), birding
// (species named after people: `Verreaux's eagle`, `Hartlaub's turaco`), fishing and 4x4 clubs (cars and lures named
// like people or places) —, wedding and event-planning threads (vendors named after their owner), ride-hailing and
// food-delivery complaints (drivers by given name, pick-up points, streets), university admission threads (a town
// standing for its university: `firmed Reading, insured Bath`), charity appeal e-mails, sermon notes (Bible books
// named like people in references: `John 14:27`, `1 Samuel 1:9-20`), mailing-list digests (`From:` lines with e-mail
// addresses), wiki talk pages (signatures with usernames and timestamps) and hiking trip reports (peaks, passes,
// routes); places that are also words or names (`Reading`, `Bath`, `Nice`, `Split`, `Ho`, `George`, `Alice`),
// surnames that are places (`Preston`, `Lincoln`, `Enugu`), organisations named after people or places. The other
// half in the languages of our users, in kinds no earlier header names: school PTA and governing-body minutes
// (Swahili, Afrikaans, French, isiXhosa, Krio), health outreach and vaccination campaign reports (Hausa, Sesotho,
// Setswana, Eʋegbe, Portuguese), residents' and owners' association minutes (German, Dutch, Polish, Italian,
// Spanish), aso-ebi and igba-nkwu wedding planning (Nigerian Pidgin, Igbo), ride-hailing complaints (Sheng, Twi),
// sermon notes (Yorùbá, isiZulu).
//
// 596 texts (seed 11011): 1,600 PER, 1,403 LOC and 385 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 156, NG 112, ZA 112, KE 84, GH 72, GB 60.
// Kinds of text (13 genres; texts, all languages): residents' and owners' meetings 80, hobby forums (gardening,
// birding, fishing and 4x4) 72, PTA and governing-body minutes 70, health outreach reports 68, wedding planning 54,
// ride-hailing and delivery complaints 52, sermon notes 52, tech-support forums 26, university admission threads 26,
// charity appeal e-mails 24, mailing-list digests 24, wiki talk pages 24, hiking trip reports 24.
// Languages (texts): English 296 (49.7 %), Swahili 18, Hausa 18, German 16, Dutch 16, Polish 16, Italian 16, Spanish
// 16, Nigerian Pidgin 16 (`pcm`), Afrikaans 14, French 14, Portuguese 14, Sheng 14, Yorùbá 14, isiZulu 14, isiXhosa
// 12, Krio 12 (`kri`), Sesotho 12, Setswana 12, Eʋegbe 12 (`ee`), Igbo 12, Twi 12. The author writes English, French,
// German, Dutch, Spanish, Portuguese and Italian well, Pidgin, Swahili, Sheng and Afrikaans fairly, the others less
// well: their texts are short and plain (who chaired, who was vaccinated where, who drove whom), as minutes and
// reports are. The counts are pinned by test/bench/ner-generate.test.ts.
// Writing slips known before the reading (labels untouched): dates come from the shared filling, so the EU-language
// and African-language texts carry English month names (`March 1, 2024`); a kinship word can miss the drawn
// person's sex (`Sorie (my sister)`); trips and fishing reports pair places at random (a fishing report from a
// mountain, an EU town in an English admission thread); the English lists never drew `Tommy Atkins` or `John 3:16`.
//
// Author: an engineer of the project (session s25-prose11), writing as the eleventh independent author. Read:
// /work/s25-common.md and the blind brief, bench/ner/generate.ts (set 11 is one more row of `NER_SETS`, seed 11011;
// it reuses `nerContext` and `buildNerSetWith`), bench/ner-heldout.ts (the scoring and its flags),
// test/bench/ner-generate.test.ts (its opening and set 10's block), the header comments of templates-heldout1.ts to
// templates-heldout10.ts (their kinds and grain), the README's paragraphs on held-out prose sets 7 to 10, and, for
// the TypeScript shape of a template, set 10's name-form helper and small helpers. Slip, reported: a grep for
// `^export|^const` over templates-heldout10.ts printed its lines declaring the place-like and word-like given names
// and its pets' names; nothing below is taken from them (this set has no pets and its lists are the author's own).
// NOT read: src/detect/, src/lexicon/, src/places/, scripts/train-ner.ts, test/detect/, the README's detection
// paragraphs and tagger rules, the bodies of the earlier templates, dev-african.ts, judgments-dev.ts,
// bench/data/ner-*.jsonl, any UNER file. The detectors and the bench were never run on this set while it was
// written. Every person is fictional: given names and surnames are combined at random (the people some
// universities, hospitals, cultivars and species are named after are real, and appear only inside those names).
//
// Read once on 23d788c5 (the session's start; this branch changes no detector code) by its author, after the set
// was committed as 30632672 (`npm run bench:ner-heldout -- --file bench/data/ner-heldout11.jsonl --errors 2000`, both
// backends in that one run; 596 texts, 1600 PER, 1403 LOC), IoU >= 0.5 (exact F1): `auto` PER P 0.813 R 0.868 F1
// 0.840 (exact 0.607), LOC P 0.844 R 0.712 F1 0.773 (exact 0.764), organisations read as a person 63, as a place 8;
// `basic` PER P 0.751 R 0.871 F1 0.807 (exact 0.585), LOC P 0.813 R 0.584 F1 0.680 (exact 0.645), organisations
// read as a person 57, as a place 10. English alone: `auto` PER 0.842 (P 0.782 R 0.911), LOC 0.796 (P 0.864 R
// 0.737); `basic` PER 0.803, LOC 0.709. Of `auto`'s 615 misses 379 and of its 504 false alarms 236 fall in the half
// not in English.
// Per genre (`auto`, F1 PER / LOC): sermon notes 0.669 / 0.861 (PER P 0.655: Bible books in references read as
// persons; PER R 0.682: biblical persons in Yorùbá and isiZulu), hobby forums 0.782 / 0.715 (PER P 0.683: species
// and cultivars; LOC P 0.725: the lure `Rapala`, places inside club names), health outreach 0.769 / 0.780, PTA
// minutes 0.834 / 0.612 (LOC P 0.584: Swahili `Mkutano`, `Basi`, Krio `Chia`; schools named after places read as
// persons), charity appeals 0.810 / 0.715 (streets), wedding planning 0.820 / 0.938, ride complaints 0.869 / 0.782,
// tech forums 0.875 / 0.843, admission threads 0.889 / 0.875, residents' meetings 0.918 / 0.742 (streets, `Schlüssel`
// read as a place), trip reports 0.927 / 0.758, wiki talk 0.954 / 0.815, mailing-list digests 0.983 / 0.843.
// Per language (`auto`, F1 PER / LOC): English 0.842 / 0.796, Hausa 0.505 / 0.597 (PER P 0.407: `Yara` and `Hajiya`
// inside spans; wards `Gyadi-Gyadi`, `Tudun Wada`, `Hotoro`, `Fagge` missed), isiXhosa 0.642 / 1.000 (PER R 0.472:
// `Nandipha`, `Zukisa`, `uNgxola`), isiZulu 0.708 / 0.923 (`uDaniyeli`, `uMandla`), Pidgin 0.721 / 0.958 (Edo
// names `Osagie`, `Nosa`, `Osaro`, `Efosa`, `Eki`, payee names in capitals), Twi 0.727 / 0.875 (`Yango` read as a
// person), Sesotho 0.744 / 0.892, Yorùbá 0.800 / 0.600 (`Rúùtù`, `Náómì`, `Móábù`), Afrikaans 0.805 / 0.585
// (streets and landmarks), Krio 0.824 / 0.468, Dutch 0.828 / 0.800, Swahili 0.830 / 0.484 (LOC P 0.337), Italian
// 0.889 / 0.719, Setswana 0.923 / 0.769, German 0.933 / 0.667, Sheng 0.933 / 0.863, Eʋegbe 0.941 / 0.957,
// Portuguese 0.943 / 0.767, Igbo 0.979 / 0.960, French 0.973 / 0.708 (`lac d'Annecy`, `Vercors`), Polish 1.000 /
// 0.769 (`Ogrodowej`, `Lipowej` after `ul.`), Spanish 1.000 / 0.769 (`calle Alcalá`). `basic` finds no Polish or
// isiXhosa place (LOC 0.000) and reads Swahili places at LOC 0.206.
// Kinds of misses (`auto`, 615): street names in every language (about 180: `Louis Botha Avenue`, `Jan Smuts
// Avenue`, `Sauchiehall Street`, `Ecclesall Road`, `Kanda Highway`, `Lagos Avenue`, `Argwings Kodhek Road`,
// `Praça da República`, `Rua Direita`, `calle Alcalá`, `Weena`, `Oudegracht`, `Goethestraße`, `Bergstraße`,
// `ul. Ogrodowej`); landmarks, ranges and parks (`Dartmoor`, `Helvellyn`, `Tatras`, `Magaliesberg`, `Cederberg`,
// `Amphitheatre`, `Kruger`, `Aberdares`, `lac d'Annecy`, `Vercors`); towns that are words or short (`Ho` 8, `Bo`,
// `Nice`, `Bath`, `Hope`, `Pau`, `Taung`); inner-city neighbourhoods and Hausa wards (`Umoja`, `Roath`,
// `Trans-Ekulu`, `Croix-Rousse`, `Kazimierz`, `Gyadi-Gyadi`, `Tudun Wada`); biblical persons and places in the
// telling, most in Yorùbá and isiZulu (`Rúùtù` 14, `Móábù` 14, `uDaniyeli` 14, `Joshua`, `Daniel`); isiXhosa and
// Edo given names and Nguni `u`-prefixed surnames; word-like given names used as names (`Gift`, `Justice`,
// `Princess`, `Peace`); surnames that are places (`Nuno Lagos` read as a place).
// Kinds of false alarms (`auto`, 504): Bible books in references read as persons (`James` 12, `Isaiah` 12, `Ruth`
// 11, `John` 7, `Esther` 5); opening and common words of the other languages (Swahili `Mwalimu Mkuu` 18, `Mkutano`
// and `MKUTANO` 36, `Basi` 18; Hausa `Yara` 18; German `Schlüssel` 16; Krio `Chia` 12; Afrikaans `Notule` 6);
// eponymous species and cultivars (`Hartlaub`, `Bewick`, `Montagu`, `Burchell` of a bird's name; `Gertrude Jekyll`,
// `King Edward`, `Maris Piper`, `Charlotte`, `Hass`, `Kent`); products (`Rapala` as a place 12; routers `Netgear
// Nighthawk`, `TP-Link Archer`, cars `Vitz`, `Suzuki Jimny`, `Toyota Axio`); organisations read as persons
// (`Laerskool Alice`, `VvE De Linde`, businesses named after their owner `Nerea Couture`, `Chukwuma Events`,
// `Wambui Photography`, firms `Yango`, `Uber`, `Rain`, charities `Oxfam`, `Caritas`, `Macmillan`, hospitals `Chris
// Hani Baragwanath Hospital`, `Komfo Anokye`); places inside organisations' names (`Kenya` of `Mountain Club of
// Kenya` and `Kenya Red Cross`, `Ghana`, `Abuja`, `Lagos` of `Lagos Anglers Club`); buildings (`Condominio Le
// Magnolie`, `Residenza Aurora`, `Orchid Hall`); titles inside a person's span (`Hajiya Hauwa`, `Mev. Nel`,
// `Ntate Nkosi`); surnames read as places (`Enugu`, `Colombo`) and given names as places (`Mandla`, `Isatu`).
// Gold slip seen in the reading, left as read (the reading is the figure): the hiking trip report's second form
// opens `TR — Scafell Pike loop` with the place UNMARKED (11 texts; `auto` reads most of them as places, counted as
// false alarms). Decisions a reader may weigh otherwise: a Bible book in a reference is no span while the same
// name in the telling is PER; `Kruger` (the national park) and `Amphitheatre` are LOC; a business named after its
// owner (`Nerea Couture`) is ORG. The set was not changed after that reading.
//
// Grain (set 10's grain, which restates sets 1 to 9, kept; what this set adds or decides is marked +):
// - PER: a person's name as written: given names, middle names, initials, particles that belong to the name
//   (`van Wyk`, `de Boer`), a noun-class prefix glued to the name in the Nguni languages (the whole word, `uSipho`).
//   NOT in the span: a leading honorific or title (Mr, Mrs, Ms, Dr, Pastor, Rev., Prof., Alhaji, Malam, Mama,
//   Aunty, Bro, Sis, Mzee, Ntate, Mme, Frau, Herr, M., Mme, Pan, Pani, Sig., Sra., dhr., mevr., mnr.), a kinship or
//   role word, the possessive `'s`. A given name alone, a surname alone and a nickname are PER; lower case and
//   capitals as written.
//   + A person named inside a species, cultivar, product, or an organisation's name is no PER span (`Verreaux's
//     eagle`, rose `Gertrude Jekyll`, potato `King Edward`, `Kwame Nkrumah University …` is ORG). A business named
//     after its owner (`Cakes by Tolu`, `Adaeze Couture`) is ORG.
//   + A Bible book in a reference (`John 14:27`, `1 Samuel 1:9-20`, `Ruth 1:16`) is no span; a biblical person named in
//     the telling (`Daniel prayed`, `Hannah wept`) is PER, a biblical place (`Jericho`, `Babylon`) LOC; God, Jesus
//     and the Holy Spirit are no span (set 9: deities).
//   + A username or wiki signature (`Kamau254`, `-- Birdman_KE (talk)`), an e-mail address and any name inside it
//     are no span; the display name in a `From:` line is PER.
//   + A town standing for its university (`firmed Reading, insured Bath`, `got into Unilag`) is ORG; the town as
//     a place (`moving to Reading`) LOC.
//   + A peak, reserve, lake, falls or range is LOC as named (`Mount Kenya`, `Lake Naivasha`, `lac d'Annecy`, a
//     Spanish or Portuguese street with its generic word, `calle Mayor`, as set 10); the car park, gate, hut or
//     jetty beside it is outside. A school named after a place (`Laerskool George`, `Shule ya Msingi Umoja`) is ORG
//     whole; an Nguni locative glued to a place is the whole word (`eThekwini`, `saseKhayelitsha`).
// - LOC: a named place: country, region, state, province, county, city, town, village, neighbourhood, estate,
//   landmark (park, reserve, lake, river, mountain, peak, beach), a named street as the street name; each named part
//   of an address its own span, never the house number or postcode. NOT LOC: nationalities, demonyms, languages, a
//   place inside an organisation's name, a hashtag or handle, a venue, hotel, mall, stadium or church building (no
//   span, set 10).
// - ORG: companies, ISPs, ride-hailing and delivery firms, banks, clubs, schools, universities, hospitals,
//   churches, charities, councils, associations; a product, car, app version, cultivar, species or drink is no
//   span. ORG is marked so that an organisation read as a person or a place counts as a false alarm; ORG is not
//   scored.
//
// Jurisdiction of a text: the one of the six whose law would govern it; the EU-language texts EU.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

/** Where a person's names are drawn from. */
export type Region11 =
  | 'yo'
  | 'ig'
  | 'ha'
  | 'edo'
  | 'kik'
  | 'luo'
  | 'kam'
  | 'akan'
  | 'ewe'
  | 'zu'
  | 'xh'
  | 'sotho'
  | 'af'
  | 'gb'
  | 'fr'
  | 'de'
  | 'nl'
  | 'pl'
  | 'it'
  | 'es'
  | 'pt'
  | 'sl';

const GIVEN11: Readonly<Record<Region11, readonly string[]>> = {
  yo: ['Adebayo', 'Folake', 'Oluwaseun', 'Kehinde', 'Temitope', 'Morenike', 'Ayodeji', 'Yetunde', 'Babatunde', 'Ireoluwa'],
  ig: ['Chinedu', 'Ifeoma', 'Obinna', 'Nneka', 'Uchenna', 'Chiamaka', 'Ikechukwu', 'Adaeze', 'Ebuka', 'Ngozi'],
  ha: ['Abdullahi', 'Hauwa', 'Musa', 'Zainab', 'Sani', 'Rukayya', 'Bashir', 'Maryam', 'Yakubu', 'Hadiza'],
  edo: ['Osaro', 'Efosa', 'Itohan', 'Osagie', 'Eki', 'Nosa'],
  kik: ['Wanjiru', 'Kamau', 'Njeri', 'Mwangi', 'Wambui', 'Githinji', 'Nyambura', 'Kariuki'],
  luo: ['Achieng', 'Otieno', 'Awino', 'Ochieng', 'Adhiambo', 'Omondi', 'Akinyi', 'Odhiambo'],
  kam: ['Mutua', 'Mwende', 'Musyoka', 'Ndinda', 'Kioko', 'Syokau'],
  akan: ['Kwabena', 'Akosua', 'Kofi', 'Yaa', 'Kwame', 'Abena', 'Kwesi', 'Adwoa', 'Yaw', 'Efua'],
  ewe: ['Selasi', 'Edem', 'Enyonam', 'Delali', 'Senyo', 'Elikem', 'Dzifa', 'Mawuli'],
  zu: ['Sibusiso', 'Nomvula', 'Thulani', 'Zanele', 'Bongani', 'Lindiwe', 'Mandla', 'Nokuthula'],
  xh: ['Lwazi', 'Siyabonga', 'Nandipha', 'Luthando', 'Ayanda', 'Zukisa', 'Xolani', 'Noluthando'],
  sotho: ['Thabo', 'Palesa', 'Lerato', 'Tumelo', 'Kagiso', 'Dineo', 'Refilwe', 'Tshepo'],
  af: ['Pieter', 'Annelie', 'Johan', 'Marelize', 'Francois', 'Elmarie', 'Gerhard', 'Ronel'],
  gb: ['Gareth', 'Siobhan', 'Callum', 'Fiona', 'Declan', 'Harriet', 'Rhys', 'Imogen', 'Niall', 'Bethany'],
  fr: ['Étienne', 'Margaux', 'Thibault', 'Solène', 'Benoît', 'Clémence', 'Yannick', 'Anaïs'],
  de: ['Jürgen', 'Anke', 'Florian', 'Heike', 'Matthias', 'Sabine', 'Lukas', 'Ulrike'],
  nl: ['Joost', 'Marieke', 'Sander', 'Femke', 'Wouter', 'Ineke', 'Bram', 'Lotte'],
  pl: ['Krzysztof', 'Agnieszka', 'Tomasz', 'Małgorzata', 'Paweł', 'Katarzyna', 'Grzegorz', 'Joanna'],
  it: ['Giacomo', 'Chiara', 'Lorenzo', 'Federica', 'Matteo', 'Giulia', 'Alessandro', 'Francesca'],
  es: ['Javier', 'Lucía', 'Álvaro', 'Nerea', 'Sergio', 'Marta', 'Iñigo', 'Rocío'],
  pt: ['João', 'Inês', 'Rui', 'Beatriz', 'Tiago', 'Leonor', 'Nuno', 'Mafalda'],
  sl: ['Fatmata', 'Alimamy', 'Isatu', 'Mohamed', 'Aminata', 'Sorie'],
};

const SURNAME11: Readonly<Record<Region11, readonly string[]>> = {
  yo: ['Adeyemi', 'Ogunleye', 'Akinola', 'Oyelaran', 'Fashola', 'Ajayi', 'Olaniyan', 'Babalola', 'Adewale', 'Ogundipe'],
  ig: ['Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okafor', 'Enugu', 'Chukwuma', 'Nwachukwu', 'Anozie', 'Ugwu'],
  ha: ['Bello', 'Usman', 'Abubakar', 'Danjuma', 'Garba', 'Lawal', 'Sule', 'Idris'],
  edo: ['Igbinedion', 'Osagie', 'Omoregie', 'Aghedo', 'Ehigiator', 'Iyamu'],
  kik: ['Kamau', 'Njoroge', 'Maina', 'Waweru', 'Gitau', 'Ndungu', 'Karanja', 'Muriuki'],
  luo: ['Onyango', 'Ouma', 'Owino', 'Okoth', 'Atieno', 'Oduor', 'Were', 'Ogola'],
  kam: ['Mutiso', 'Musyoka', 'Kilonzo', 'Nzioka', 'Mulwa', 'Wambua'],
  akan: ['Mensah', 'Asante', 'Boateng', 'Owusu', 'Appiah', 'Frimpong', 'Ofori', 'Darko', 'Amoako', 'Opoku'],
  ewe: ['Agbeko', 'Kpodo', 'Tetteh', 'Amedzro', 'Dzisenu', 'Gbeho', 'Akpalu'],
  zu: ['Dlamini', 'Ngcobo', 'Mkhize', 'Zulu', 'Khumalo', 'Ntuli', 'Cele', 'Mthembu'],
  xh: ['Mahlangu', 'Ngxola', 'Mtshali', 'Sisulu', 'Jali', 'Mgudlwa', 'Qwabe', 'Ndamase'],
  sotho: ['Mokoena', 'Molefe', 'Nkosi', 'Tau', 'Mofokeng', 'Letsie', 'Sello', 'Motaung'],
  af: ['van der Westhuizen', 'Botha', 'Pretorius', 'du Toit', 'Steyn', 'Coetzee', 'Nel', 'le Roux'],
  gb: ['Preston', 'Lincoln', 'Fairbairn', 'Whitlock', 'Hargreaves', 'Kent', 'Pemberton', 'Ashworth', 'Chester', 'Greaves'],
  fr: ['Lefèvre', 'Garnier', 'Rousseau', 'Chevalier', 'Marchand', 'Fontaine', 'Girard', 'Perrin'],
  de: ['Schäfer', 'Hoffmann', 'Krüger', 'Vogel', 'Zimmermann', 'Becker', 'Hartmann', 'Lehmann'],
  nl: ['de Graaf', 'Verhoeven', 'van Dijk', 'Smits', 'Bakker', 'van den Berg', 'Mulder', 'Kuipers'],
  pl: ['Wiśniewski', 'Kowalczyk', 'Zieliński', 'Wójcik', 'Kamiński', 'Lewandowski', 'Dąbrowski', 'Szymański'],
  it: ['Bianchi', 'Colombo', 'Ferrari', 'Galli', 'Marchetti', 'Rinaldi', 'Conti', 'Esposito'],
  es: ['Fernández', 'Navarro', 'Iglesias', 'Moreno', 'Castillo', 'Ortega', 'Herrero', 'Vidal'],
  pt: ['Carvalho', 'Sousa', 'Pereira', 'Ferreira', 'Almeida', 'Lagos', 'Rodrigues', 'Tavares'],
  sl: ['Kamara', 'Sesay', 'Conteh', 'Koroma', 'Bangura', 'Turay'],
};

/** Given names that are also words (`Precious`), drawn when a template asks for a word-like name. */
export const WORD_GIVEN11 = ['Precious', 'Blessing', 'Comfort', 'Gift', 'Happiness', 'Peace', 'Princess', 'Justice', 'Memory', 'Loveth', 'Marvellous', 'Promise'] as const;

/** Places that are also common words or given names: each stands for the town in this set. */
export const WORD_PLACES11 = ['Reading', 'Bath', 'Nice', 'Split', 'Ho', 'George', 'Alice', 'Wells', 'Hope', 'Bethlehem'] as const;

export interface Places11 {
  city: readonly string[];
  hood: readonly string[];
  street: readonly string[];
  wild: readonly string[];
  region: readonly string[];
  wordTown: readonly string[];
}

const PLACES11: Readonly<Record<Jurisdiction, Places11>> = {
  NG: {
    city: ['Lagos', 'Abuja', 'Ibadan', 'Port Harcourt', 'Kaduna', 'Enugu', 'Jos', 'Benin City', 'Owerri', 'Abeokuta', 'Ilorin', 'Uyo'],
    hood: ['Yaba', 'Surulere', 'Gbagada', 'Wuse 2', 'Gwarinpa', 'Ikeja GRA', 'Bodija', 'Rumuola', 'Ajah', 'Magodo', 'Trans-Ekulu', 'Jabi'],
    street: ['Herbert Macaulay Way', 'Awolowo Road', 'Allen Avenue', 'Adetokunbo Ademola Crescent', 'Aminu Kano Crescent', 'Ogui Road', 'Aba Road', 'Ring Road'],
    wild: ['Obudu', 'Yankari', 'Olumo Rock', 'Jabi Lake', 'Erin Ijesha', 'Kainji Lake', 'Zuma Rock'],
    region: ['Ogun State', 'Enugu State', 'Plateau', 'Kwara', 'Rivers State', 'Oyo State'],
    wordTown: ['Jos', 'Ado', 'Bida', 'Okene'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Nyeri', 'Thika', 'Machakos', 'Naivasha', 'Kitale', 'Malindi', 'Embu'],
    hood: ['Kilimani', 'Westlands', 'Kileleshwa', 'Rongai', 'Umoja', 'Syokimau', 'Ruaka', 'Lavington', 'Kahawa Sukari', 'Buruburu', 'Nyali', 'Kasarani'],
    street: ['Ngong Road', 'Mombasa Road', 'Waiyaki Way', 'Thika Road', 'Kiambu Road', 'Argwings Kodhek Road', 'Oginga Odinga Street', 'Moi Avenue'],
    wild: ['Mount Kenya', 'Lake Naivasha', 'Hell\'s Gate', 'Kakamega Forest', 'Lake Baringo', 'Ngong Hills', 'Aberdares', 'Tana River'],
    region: ['Kiambu', 'Nakuru County', 'Laikipia', 'Kisii', 'Murang\'a', 'Kajiado'],
    wordTown: ['Kitui', 'Voi', 'Isiolo', 'Bomet'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Koforidua', 'Sunyani', 'Tema', 'Ho', 'Bolgatanga', 'Winneba', 'Obuasi'],
    hood: ['East Legon', 'Osu', 'Dansoman', 'Adenta', 'Madina', 'Spintex', 'Kasoa', 'Achimota', 'Labone', 'Asokwa', 'Bantama', 'Dzorwulu'],
    street: ['Oxford Street', 'Liberation Road', 'Independence Avenue', 'Kanda Highway', 'Ring Road Central', 'Kwame Nkrumah Avenue', 'Lagos Avenue'],
    wild: ['Aburi', 'Lake Bosomtwe', 'Kakum', 'Volta Lake', 'Mount Afadja', 'Wli Falls', 'Boti Falls', 'Shai Hills'],
    region: ['Ashanti', 'Volta Region', 'Eastern Region', 'Brong Ahafo', 'Central Region', 'Upper East'],
    wordTown: ['Ho', 'Keta', 'Nsawam', 'Mampong'],
  },
  ZA: {
    city: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Gqeberha', 'Bloemfontein', 'Polokwane', 'East London', 'Pietermaritzburg', 'Stellenbosch', 'Rustenburg', 'Mthatha'],
    hood: ['Soweto', 'Khayelitsha', 'Umlazi', 'Sandton', 'Randburg', 'Mitchells Plain', 'Hatfield', 'Sea Point', 'Mamelodi', 'Tembisa', 'Gugulethu', 'Berea'],
    street: ['Jan Smuts Avenue', 'Main Road', 'Voortrekker Road', 'Long Street', 'Florida Road', 'Church Street', 'Louis Botha Avenue', 'William Nicol Drive'],
    wild: ['Table Mountain', 'Drakensberg', 'Kruger', 'Cederberg', 'Magaliesberg', 'Amphitheatre', 'Golden Gate', 'Tugela Falls', 'Hluhluwe'],
    region: ['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'Limpopo', 'Eastern Cape', 'Free State'],
    wordTown: ['George', 'Alice', 'Bethlehem', 'Hope'],
  },
  GB: {
    city: ['Manchester', 'Leeds', 'Glasgow', 'Cardiff', 'Bristol', 'Nottingham', 'Leicester', 'Sheffield', 'Southampton', 'Coventry', 'Norwich', 'Belfast'],
    hood: ['Peckham', 'Hackney', 'Moseley', 'Headingley', 'Jesmond', 'Fallowfield', 'Roath', 'Walthamstow', 'Clifton', 'Stretford', 'Tottenham', 'Partick'],
    street: ['Old Kent Road', 'Kingsland Road', 'Oxford Road', 'Deansgate', 'Sauchiehall Street', 'London Road', 'Gloucester Road', 'Ecclesall Road'],
    wild: ['Snowdon', 'Ben Nevis', 'Peak District', 'Lake District', 'Scafell Pike', 'Helvellyn', 'Dartmoor', 'Loch Lomond'],
    region: ['Yorkshire', 'Kent', 'Lancashire', 'Devon', 'Essex', 'Cumbria'],
    wordTown: ['Reading', 'Bath', 'Wells', 'Poole'],
  },
  EU: {
    city: ['Lyon', 'Marseille', 'Brussels', 'Antwerp', 'Rotterdam', 'Utrecht', 'Hamburg', 'Cologne', 'Munich', 'Lisbon', 'Porto', 'Valencia', 'Milan', 'Turin', 'Kraków', 'Gdańsk'],
    hood: ['Ixelles', 'Schaerbeek', 'Kreuzberg', 'Ehrenfeld', 'De Pijp', 'Kralingen', 'Alfama', 'Ruzafa', 'Navigli', 'Kazimierz', 'Croix-Rousse', 'Belleville'],
    street: ['rue de la République', 'Avenue Louise', 'Schönhauser Allee', 'Coolsingel', 'Rua Augusta', 'Gran Vía', 'Via Roma', 'ulica Floriańska'],
    wild: ['Mont Blanc', 'Dolomites', 'Tatras', 'Zugspitze', 'Lake Como', 'Picos de Europa', 'Ardennes', 'Black Forest'],
    region: ['Bavaria', 'Tuscany', 'Brittany', 'Andalusia', 'Flanders', 'Silesia'],
    wordTown: ['Nice', 'Split', 'Pau', 'Hamm'],
  },
};

const REGIONS_OF11: Readonly<Record<Jurisdiction, readonly Region11[]>> = {
  NG: ['yo', 'ig', 'ha', 'edo'],
  KE: ['kik', 'luo', 'kam'],
  GH: ['akan', 'ewe'],
  ZA: ['zu', 'xh', 'sotho', 'af'],
  GB: ['gb', 'gb', 'yo', 'akan', 'sl'],
  EU: ['fr', 'de', 'nl', 'pl', 'it', 'es', 'pt'],
};

const MONTHS11 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export const HELDOUT11_LISTS: NerLists<Jurisdiction, Region11, Places11> = {
  given: GIVEN11,
  surname: SURNAME11,
  wordNames: WORD_GIVEN11,
  places: PLACES11,
  regionsOf: REGIONS_OF11,
  months: MONTHS11,
  loc: (s) => `[[LOC:${s}]]`,
  org: (s) => `[[ORG:${s}]]`,
};

type C = NerContext<Jurisdiction, Region11, Places11>;
type T = NerTemplateOf<C>;

const per = (s: string): string => `[[PER:${s}]]`;
const loc = (s: string): string => `[[LOC:${s}]]`;
const org = (s: string): string => `[[ORG:${s}]]`;

export type NameForm11 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init';

/** A person in one form: `full` (with the middle name), `gs`, `g`, `s`, `caps`, `lower`, `init` (`F. Okoro`). */
export function nm11(p: NerPerson, form: NameForm11): string {
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
      return gs.toLocaleUpperCase('en');
    case 'lower':
      return gs.toLocaleLowerCase('en');
    case 'init':
      return `${[...p.given][0]}. ${p.surname}`;
  }
}

const who = (c: C, region?: Region11): NerPerson => c.person(region);

/** Given names of women in the lists above (the rest are drawn as men's or either), so that a title fits its bearer. */
const FEMALE11 = new Set([
  'Folake', 'Morenike', 'Yetunde', 'Ifeoma', 'Nneka', 'Chiamaka', 'Adaeze', 'Ngozi', 'Hauwa', 'Zainab', 'Rukayya', 'Maryam', 'Hadiza', 'Itohan', 'Eki',
  'Wanjiru', 'Njeri', 'Wambui', 'Nyambura', 'Achieng', 'Awino', 'Adhiambo', 'Akinyi', 'Mwende', 'Ndinda', 'Syokau', 'Akosua', 'Yaa', 'Abena', 'Adwoa',
  'Efua', 'Enyonam', 'Dzifa', 'Nomvula', 'Zanele', 'Lindiwe', 'Nokuthula', 'Nandipha', 'Zukisa', 'Noluthando', 'Palesa', 'Lerato', 'Dineo', 'Refilwe',
  'Annelie', 'Marelize', 'Elmarie', 'Ronel', 'Siobhan', 'Fiona', 'Harriet', 'Imogen', 'Bethany', 'Margaux', 'Solène', 'Clémence', 'Anaïs', 'Anke',
  'Heike', 'Sabine', 'Ulrike', 'Marieke', 'Femke', 'Ineke', 'Lotte', 'Agnieszka', 'Małgorzata', 'Katarzyna', 'Joanna', 'Chiara', 'Federica', 'Giulia',
  'Francesca', 'Lucía', 'Nerea', 'Marta', 'Rocío', 'Inês', 'Beatriz', 'Leonor', 'Mafalda', 'Fatmata', 'Isatu', 'Aminata',
]);

/** A fresh person of the given sex (`f` a woman, `m` a man); a Polish woman's surname takes its feminine ending. */
const whoSex = (c: C, sex: 'f' | 'm', region?: Region11): NerPerson => {
  const r = region ?? c.pick(REGIONS_OF11[c.j]);
  const p = c.person(r);
  const given = c.pick(GIVEN11[r].filter((g) => FEMALE11.has(g) === (sex === 'f')));
  const surname = sex === 'f' && r === 'pl' ? p.surname.replace(/ski$/u, 'ska').replace(/cki$/u, 'cka') : p.surname;
  return { given, middle: p.middle === given ? '' : p.middle, surname };
};
const L = (c: C, kind: keyof Places11, j?: Jurisdiction): string => loc(c.pick(PLACES11[j ?? c.j][kind]));
const Lraw = (c: C, kind: keyof Places11, j?: Jurisdiction): string => c.pick(PLACES11[j ?? c.j][kind]);
const digits = (c: C, n: number): string => Array.from({ length: n }, () => String(c.int(0, 9))).join('');
const clock = (c: C): string => `${c.int(6, 21)}:${String(c.pick([0, 15, 30, 45])).padStart(2, '0')}`;
const handle = (c: C): string =>
  c.pick(['techguy_254', 'naijadev', 'grumpy_router', 'fibre_woes', 'lagos_lad', 'kasi_coder', 'mamaboy', 'anon_77', 'ghana_geek', 'hillwalker', 'rosie_grows', 'birdnerd', 'tightlines', 'offroad_oj']);

type OrgKind = 'isp' | 'ride' | 'food' | 'uni' | 'charity' | 'church' | 'club' | 'hospital';
const ORGS11: Readonly<Record<Jurisdiction, Readonly<Record<OrgKind, readonly string[]>>>> = {
  NG: {
    isp: ['Spectranet', 'MTN', 'Airtel', 'Glo', 'ipNX', 'Smile'],
    ride: ['Bolt', 'Uber', 'inDrive', 'Rida'],
    food: ['Chowdeck', 'Glovo', 'Jumia Food', 'Heyfood'],
    uni: ['University of Lagos', 'Obafemi Awolowo University', 'Ahmadu Bello University', 'University of Nigeria, Nsukka', 'Covenant University', 'Lagos State University'],
    charity: ['Slum2School', 'LEAP Africa', 'Mentally Aware Nigeria Initiative', 'Hope for the Girl Child Foundation'],
    church: ['Redeemed Christian Church of God', 'Living Faith Church', 'Christ Apostolic Church', 'Deeper Life Bible Church'],
    club: ['Lagos Anglers Club', 'Nigerian Field Society', 'Abuja Hiking Club', 'Offroad Naija'],
    hospital: ['Lagos University Teaching Hospital', 'National Hospital Abuja', 'Aminu Kano Teaching Hospital'],
  },
  KE: {
    isp: ['Safaricom', 'Zuku', 'Faiba', 'Airtel', 'Poa Internet'],
    ride: ['Uber', 'Bolt', 'Little', 'Faras'],
    food: ['Glovo', 'Uber Eats', 'Bolt Food'],
    uni: ['University of Nairobi', 'Jomo Kenyatta University of Agriculture and Technology', 'Kenyatta University', 'Moi University', 'Strathmore University', 'Maseno University'],
    charity: ['Kenya Red Cross', 'Shining Hope for Communities', 'Child Welfare Society of Kenya', 'Tumaini Children\'s Home'],
    church: ['Mavuno Church', 'CITAM', 'Nairobi Chapel', 'ACK St. Stephen\'s Cathedral'],
    club: ['Nature Kenya', 'Mountain Club of Kenya', 'Kenya Fly Fishers\' Club', 'Subaru Club of Kenya'],
    hospital: ['Kenyatta National Hospital', 'Aga Khan University Hospital', 'Moi Teaching and Referral Hospital'],
  },
  GH: {
    isp: ['MTN', 'Vodafone Ghana', 'AirtelTigo', 'Surfline', 'Telecel'],
    ride: ['Bolt', 'Uber', 'Yango'],
    food: ['Glovo', 'Bolt Food', 'Jumia Food'],
    uni: ['University of Ghana', 'Kwame Nkrumah University of Science and Technology', 'University of Cape Coast', 'Ashesi University', 'University of Health and Allied Sciences'],
    charity: ['Street Child Ghana', 'Ghana Red Cross', 'Osu Children\'s Home', 'Mother and Child Outreach Ghana'],
    church: ['Church of Pentecost', 'ICGC', 'Lighthouse Chapel', 'Presbyterian Church of Ghana'],
    club: ['Ghana Wildlife Society', 'Accra Hash House Harriers', 'Tema Anglers Association', 'Ghana 4x4 Club'],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Ridge Hospital'],
  },
  ZA: {
    isp: ['Vodacom', 'Telkom', 'Rain', 'Afrihost', 'Openserve', 'Cell C'],
    ride: ['Uber', 'Bolt', 'DiDi'],
    food: ['Mr D', 'Uber Eats', 'Checkers Sixty60'],
    uni: ['University of Cape Town', 'Wits', 'Stellenbosch University', 'Nelson Mandela University', 'University of Pretoria', 'Rhodes University'],
    charity: ['Gift of the Givers', 'Nelson Mandela Children\'s Fund', 'SOS Children\'s Villages', 'Ikamva Youth'],
    church: ['Rhema Bible Church', 'Grace Bible Church', 'Methodist Church of Southern Africa', 'Dutch Reformed Church'],
    club: ['BirdLife South Africa', 'Mountain Club of South Africa', 'Transvaal Fly Fishing Club', 'Land Rover Owners Club'],
    hospital: ['Chris Hani Baragwanath Hospital', 'Groote Schuur Hospital', 'Steve Biko Academic Hospital'],
  },
  GB: {
    isp: ['BT', 'Virgin Media', 'Sky', 'TalkTalk', 'Plusnet', 'Hyperoptic'],
    ride: ['Uber', 'Bolt', 'FREENOW', 'Addison Lee'],
    food: ['Deliveroo', 'Just Eat', 'Uber Eats'],
    uni: ['University of Reading', 'University of Bath', 'Sheffield Hallam', 'Nottingham Trent University', 'Anglia Ruskin University', 'Queen Mary'],
    charity: ['Shelter', 'Macmillan', 'Oxfam', 'The Trussell Trust', 'Mind'],
    church: ['Kingsway International Christian Centre', 'Holy Trinity Brompton', 'Jesus House', 'St Aldate\'s'],
    club: ['RSPB', 'Ramblers', 'Angling Trust', 'Land Rover Series One Club'],
    hospital: ['Royal Infirmary', 'Guy\'s and St Thomas\'', 'Addenbrooke\'s'],
  },
  EU: {
    isp: ['Orange', 'Proximus', 'Ziggo', 'Deutsche Telekom', 'MEO', 'Movistar'],
    ride: ['Uber', 'Bolt', 'FREENOW', 'Cabify'],
    food: ['Glovo', 'Deliveroo', 'Wolt', 'Lieferando'],
    uni: ['KU Leuven', 'Sorbonne', 'Erasmus University', 'LMU', 'Universidade de Lisboa', 'Politecnico di Milano'],
    charity: ['Médecins Sans Frontières', 'Caritas', 'Emmaüs', 'Welthungerhilfe'],
    church: ['International Protestant Church', 'St. Andrew\'s Church', 'Redeemed Christian Church of God'],
    club: ['LPO', 'NABU', 'Club Alpino Italiano', 'Vogelbescherming'],
    hospital: ['Charité', 'Hôpital Erasme', 'Hospital Clínic'],
  },
};
const O = (c: C, kind: OrgKind): string => org(c.pick(ORGS11[c.j][kind]));
const Oraw = (c: C, kind: OrgKind): string => c.pick(ORGS11[c.j][kind]);

const ALL: readonly Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'];

// ---------------------------------------------------------------- English half

const techForum: T = {
  genre: 'tech-forum',
  lang: 'en',
  fills: 26,
  js: ALL,
  make(c) {
    const op = handle(c);
    const isp = O(c, 'isp');
    const mod = who(c);
    const tech = who(c);
    const router = c.pick(['TP-Link Archer C6', 'Huawei HG8245', 'ZTE F670L', 'Netgear Nighthawk', 'Tenda AC10', 'Nokia G-240W']);
    const q = c.pick([
      `Re: ${isp} fibre keeps dropping every evening (${L(c, 'hood')})`,
      `[SOLVED] ${router} won't hand out IP addresses after firmware update`,
      `Slow speeds in ${L(c, 'city')} since ${c.pick(MONTHS11)} — anyone else?`,
    ]);
    const body = c.pick([
      `Same here in ${L(c, 'hood')}. The technician, a guy called ${per(nm11(tech, 'g'))}, came on ${c.pick(['Tuesday', 'Friday', 'Saturday'])} and swapped the ${router} but the light still goes red around ${clock(c)}.`,
      `I rang ${isp} three times. First agent (${per(nm11(tech, 'g'))}) told me to restart, second one escalated to "the fibre team in ${L(c, 'city')}". Ticket #${digits(c, 7)}.`,
      `Did a factory reset, set DNS to 1.1.1.1, changed channel to 36. Windows 11 laptop fine, the Samsung Galaxy keeps dropping. ${per(nm11(tech, 's'))} from the ${c.pick(['install', 'field', 'NOC'])} team says it's the splitter on ${L(c, 'street')}.`,
    ]);
    const reply = c.pick([
      `@${op} — moderator here (${per(nm11(mod, 'g'))}). Please post your line ID by DM, not in the thread. Merged with the ${L(c, 'city')} outage thread.`,
      `Mod note: thread marked solved. Thanks ${per(nm11(mod, 'gs'))} for the workaround.`,
      `${per(nm11(mod, 'g'))} wrote: "Check whether the ONT is on ${c.pick(['firmware 3.2', 'v1.0.8', 'build 2211'])}." Worked for me, cheers.`,
    ]);
    return `${q}\nPosted by ${op} · ${c.int(2, 40)} replies\n${body}\n— ${reply}`;
  },
};

const gardenForum: T = {
  genre: 'hobby-forum',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    const cv = c.pick([
      `'Gertrude Jekyll' roses`,
      `Maris Piper potatoes`,
      `King Edward spuds`,
      `'Moneymaker' tomatoes`,
      `Tommy Atkins mangoes`,
      `Hass avocados`,
      `'Kent' mangoes`,
      `Granny Smith apples`,
      `'Charlotte' seed potatoes`,
      `'Iceberg' roses`,
      `'Cecile Brunner' climbers`,
    ]);
    const s = c.pick([
      `Anyone grown ${cv} in ${L(c, 'region')}? My allotment neighbour ${per(nm11(a, 'g'))} swears they hate our clay.`,
      `Planted ${cv} along the fence in ${L(c, 'hood')} in ${c.pick(MONTHS11)}. Leaves going yellow. ${per(nm11(a, 'gs'))} at the garden centre said too much water.`,
      `Swapping ${cv} cuttings at the ${c.pick(['Saturday', 'Sunday'])} plant sale in ${L(c, 'city')} — bring your own pots. Ask for ${per(nm11(a, 'g'))} at table ${c.int(2, 14)}.`,
    ]);
    const r = c.pick([
      `Reply from ${per(nm11(b, 'g'))}: mulch heavily, and don't plant them near the eucalyptus. Mine near ${L(c, 'wild')} did fine in raised beds.`,
      `${per(nm11(b, 'init'))} replied: my grandmother grew ${cv} for forty years outside ${L(c, 'city')}. Lime the soil in autumn.`,
      `+1 to what ${per(nm11(b, 's'))} said. Also try comfrey tea.`,
    ]);
    return `${s}\n\n${r}`;
  },
};

const birdForum: T = {
  genre: 'hobby-forum',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    const sp = c.pick([
      `Verreaux's eagle`,
      `Hartlaub's turaco`,
      `Montagu's harrier`,
      `Bewick's swan`,
      `Cetti's warbler`,
      `Burchell's coucal`,
      `Klaas's cuckoo`,
      `Temminck's courser`,
      `Jackson's widowbird`,
      `Heuglin's robin`,
      `Ross's turaco`,
    ]);
    const club = O(c, 'club');
    return c.pick([
      `Sighting: ${sp}, ${c.int(1, 4)} birds, ${L(c, 'wild')}, ${clock(c)}. Seen with ${per(nm11(a, 'gs'))} on the ${club} walk. Photos to follow.`,
      `Did anyone else get the ${sp} near ${L(c, 'hood')} this morning? ${per(nm11(a, 'g'))} and I dipped on the ${sp} by ten minutes. Gutted.`,
      `Trip list from ${L(c, 'wild')} (led by ${per(nm11(a, 'full'))}): ${sp}, African fish eagle, Lilac-breasted roller, ${c.pick([`Hartlaub's turaco`, `Bewick's swan`, `Burchell's coucal`])}. ${per(nm11(b, 'g'))} added a Grey-headed kingfisher at the gate.`,
    ]) + `\n— ${c.pick([`${per(nm11(b, 'gs'))}, ${club}`, `posted via ${club} mailing list`, `${per(nm11(b, 'init'))}`])}`;
  },
};

const fishCarForum: T = {
  genre: 'hobby-forum',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    const car = c.pick(['Toyota Prado', 'Land Cruiser 76', 'Nissan Patrol', 'Isuzu D-Max', 'Ford Ranger', 'Mitsubishi Pajero', 'Defender 110', 'Suzuki Jimny']);
    return c.pick([
      `Fishing report: ${L(c, 'wild')} on ${c.date()}. Fished from first light with ${per(nm11(a, 'g'))}. Nile perch were quiet but tilapia on the Rapala all morning. Launch at ${L(c, 'city')} jetty was flooded — ask ${per(nm11(b, 's'))} at the bait shop before you drive down.`,
      `Club run to ${L(c, 'wild')} this ${c.pick(['Saturday', 'long weekend'])}. Meet at the petrol station on ${L(c, 'street')} at ${clock(c)}. Convoy lead: ${per(nm11(a, 'gs'))} in the white ${car}. Sweep: ${per(nm11(b, 'g'))} (${car}). ${O(c, 'club')} members only.`,
      `Selling my ${car}, 2014, ${c.int(140, 280)}k km, diff lock works, new tyres from ${L(c, 'city')}. Viewings at ${L(c, 'hood')}. PM me or call ${per(nm11(a, 'g'))} on 0${digits(c, 9)}.`,
    ]);
  },
};

const weddingThread: T = {
  genre: 'wedding-planning',
  lang: 'en',
  fills: 26,
  js: ALL,
  make(c) {
    const bride = c.person(undefined, c.int(0, 2) === 0);
    const groom = who(c);
    const v = who(c);
    const planner = who(c);
    const vendor = c.pick([`Cakes by ${nm11(v, 'g')}`, `${nm11(v, 'g')} Couture`, `${nm11(v, 's')} Events`, `Studio ${nm11(v, 'g')} Photography`]);
    return c.pick([
      `Update on #${nm11(bride, 'g')}${nm11(groom, 'g')}${c.int(2024, 2026)}: venue is booked (the Orchid Hall in ${L(c, 'hood')}), ${org(vendor)} is doing the cake and my planner ${per(nm11(planner, 'gs'))} says the guest list must be final by ${c.date()}. Still no DJ. Recs in ${L(c, 'city')}?`,
      `Has anyone used ${org(vendor)}? Paid a deposit in ${c.pick(MONTHS11)} and now nobody picks up. The owner, ${per(nm11(v, 'gs'))}, last replied from ${L(c, 'city')} saying "next week". Our date with ${per(nm11(groom, 'g'))} is in six weeks.`,
      `Seating plan help! ${per(nm11(bride, 'g'))}'s aunties from ${L(c, 'region')} can't sit with ${per(nm11(groom, 'gs'))}'s side. ${per(nm11(planner, 'g'))} suggests mixing tables 4 and 9. Ceremony at ${clock(c)}, reception from 16:00.`,
    ]);
  },
};

const rideComplaint: T = {
  genre: 'ride-complaint',
  lang: 'en',
  fills: 26,
  js: ALL,
  make(c) {
    const d = who(c);
    const me = who(c);
    const car = c.pick(['silver Toyota Axio', 'grey Corolla', 'white Suzuki Swift', 'black Prius', 'red Vitz', 'blue Hyundai i10']);
    const ride = O(c, 'ride');
    const food = O(c, 'food');
    return c.pick([
      `Complaint to ${ride} support, trip ${digits(c, 8)}: your driver ${per(nm11(d, 'g'))} (${car}) picked me at ${L(c, 'hood')} and insisted on going via ${L(c, 'street')} even though I asked for the ring road. Fare jumped from ${c.int(9, 25)}00 to ${c.int(30, 60)}00. — ${per(nm11(me, 'gs'))}`,
      `${food} order #${digits(c, 6)}: rider ${per(nm11(d, 'g'))} marked it delivered at ${clock(c)} but I was standing at the gate on ${L(c, 'street')}, ${L(c, 'hood')}. Nothing arrived. Support agent ${per(nm11(me, 'g'))} just keeps sending the same script.`,
      `PSA for anyone in ${L(c, 'city')}: a ${ride} driver calling himself ${per(nm11(d, 'g'))} is cancelling at the pick-up near ${L(c, 'hood')} and asking for cash off-app. Reported with screenshots. ${per(nm11(me, 'g'))}, stay safe.`,
    ]);
  },
};

const admissionThread: T = {
  genre: 'admission-thread',
  lang: 'en',
  fills: 26,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    if (c.j === 'GB') {
      const [u1, u2] = c.pick([
        ['Reading', 'Bath'],
        ['Bath', 'Reading'],
        ['Nottingham', 'Leeds'],
        ['Bristol', 'Cardiff'],
        ['Sheffield', 'Reading'],
      ] as const);
      return c.pick([
        `UCAS 2025 offers thread: firmed ${org(u1!)}, insured ${org(u2!)} for Pharmacy. My tutor ${per(nm11(a, 'init'))} thinks I'll make AAB. Anyone moving to ${loc(u1!)} in September want to flat-share near the station?`,
        `Got my offer from ${O(c, 'uni')}! Open day tour was led by a student called ${per(nm11(a, 'g'))} who grew up in ${L(c, 'city')}. ${per(nm11(b, 'g'))} (my sister) is already at ${org(u2!)}.`,
      ]);
    }
    return c.pick([
      `Post-admission list is out for ${O(c, 'uni')}! My cousin ${per(nm11(a, 'gs'))} got Medicine, I got Microbiology. Anyone from ${L(c, 'city')} who knows hostels near the main gate?`,
      `Please help: I applied to ${O(c, 'uni')} but the portal still shows "pending". Admission officer ${per(nm11(a, 's'))} told my dad to come to the office in ${L(c, 'city')} with the original results. Is that normal?`,
      `For those asking: the aptitude test centre for ${L(c, 'region')} candidates is in ${L(c, 'city')}. ${per(nm11(a, 'g'))} and ${per(nm11(b, 'g'))} wrote there last year, carry two passport photos.`,
    ]);
  },
};

const charityEmail: T = {
  genre: 'charity-appeal',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const child = c.person(undefined, c.int(0, 1) === 1);
    const sign = who(c);
    const nurse = who(c);
    const ch = O(c, 'charity');
    return `Subject: ${c.pick([`${nm11(child, 'g')} walked ${c.int(3, 9)} km to school today`, 'Your gift this winter', 'Can you help us reach 500 families?'])}\n\nDear friend,\n\nWhen ${per(nm11(child, 'g'))} first came to our centre in ${L(c, 'hood')}, ${L(c, 'city')}, ${FEMALE11.has(child.given) ? 'she' : c.pick(['she', 'he'])} had not eaten since the day before. Our volunteer nurse, ${per(nm11(nurse, 'gs'))}, ${c.pick([`took the family to ${org(Oraw(c, 'hospital'))}`, 'sat with the family all night'])}.\n\nA gift of ${c.int(10, 50)} today keeps our kitchen on ${L(c, 'street')} open.\n\nWith thanks,\n${per(nm11(sign, 'full'))}\nDirector of Fundraising, ${ch}\n\nTo stop receiving these e-mails, reply STOP.`;
  },
};

const sermonNotes: T = {
  genre: 'sermon-notes',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const pastor = who(c);
    const [ref, story] = c.pick([
      ['Daniel 6:10-23', `${per('Daniel')} kept praying three times a day, windows open toward ${loc('Jerusalem')}`],
      ['1 Samuel 1:9-20', `${per('Hannah')} wept in ${loc('Shiloh')} and ${per('Eli')} thought she was drunk`],
      ['Ruth 1:16', `${per('Ruth')} told ${per('Naomi')}: where you go I will go, from ${loc('Moab')} to ${loc('Bethlehem')}`],
      ['Joshua 6', `${per('Joshua')} marched round ${loc('Jericho')} seven days`],
      ['Acts 16:25', `${per('Paul')} and ${per('Silas')} sang in the jail at ${loc('Philippi')}`],
      ['Esther 4:14', `${per('Mordecai')} told ${per('Esther')} she came to the kingdom for such a time as this`],
    ] as const);
    const second = c.pick(['John 3:16', 'Romans 8:28', 'Philippians 4:13', 'Isaiah 40:31', 'Psalm 23', 'James 1:2-4', 'Timothy 1:7']);
    const usher = c.person(undefined, true);
    return `Sermon notes — ${c.date()}\nPreacher: ${c.pick(['Pastor', 'Rev.', 'Elder'])} ${per(nm11(pastor, 'gs'))} (${O(c, 'church')}, ${L(c, 'hood')})\nText: ${ref}; also ${second}\n1. ${story}.\n2. Prayer is not a last resort. Read ${second} again this week.\n3. Testimony: ${c.pick(['Sis', 'Bro', 'Deacon'])} ${per(nm11(usher, 'g'))} got the job in ${L(c, 'city')}.\nHomework: memorise ${c.pick(['Ruth 1:16', 'John 14:27', 'Daniel 3:17'])}.`;
  },
};

const mailDigest: T = {
  genre: 'mailing-digest',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    const list = c.pick(['hiking-l', 'residents-announce', 'birders-digest', 'oss-dev', 'parish-news', 'alumni-list']);
    const mail = (p: NerPerson): string => `${p.given[0]!.toLowerCase()}.${p.surname.replace(/[^A-Za-z]/g, '').toLowerCase()}@example.org`;
    const city = Lraw(c, 'city');
    return `${list} Digest, Vol ${c.int(4, 31)}, Issue ${c.int(1, 90)}\n\nToday's Topics:\n  1. Re: lift to ${loc(city)} on Saturday (${per(nm11(a, 'gs'))})\n  2. Meeting moved (${per(nm11(b, 'g'))})\n\nMessage: 1\nDate: ${c.date()}\nFrom: ${per(nm11(a, 'gs'))} <${mail(a)}>\nSubject: Re: lift to ${loc(city)} on Saturday\n\nI can take two people from ${L(c, 'hood')}, leaving ${clock(c)}.\n\nMessage: 2\nFrom: "${per(nm11(b, 'full'))}" <${mail(b)}>\nSubject: Meeting moved\n\nThe ${c.pick(['committee', 'working group', 'AGM'])} is now at the library on ${L(c, 'street')}. Thanks to ${per(nm11(a, 'g'))} for the room.\n-------------- next part --------------\nAn HTML attachment was scrubbed...`;
  },
};

const wikiTalk: T = {
  genre: 'wiki-talk',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const subj = who(c);
    const u1 = c.pick(['Birdman_KE', 'Lagosian77', 'Edit0r_gh', 'Kasi-historian', 'Fen_walker', 'Wikignome42']);
    const u2 = c.pick(['Mzalendo_wiki', 'Citation_needed_99', 'Ashanti_scribe', 'RiverRat', 'Okapi-edits']);
    const ts = `${clock(c)}, ${c.int(1, 28)} ${c.pick(MONTHS11)} ${c.int(2012, 2024)} (UTC)`;
    return `== Birthplace of ${per(nm11(subj, 'gs'))} ==\nThe infobox says ${per(nm11(subj, 'gs'))} was born in ${L(c, 'city')} but the ${c.pick(['obituary', 'interview', 'club history'])} cited in the Early life section says ${L(c, 'wordTown')}. Which is right? -- ${u1} (talk) ${ts}\n:I have the ${O(c, 'uni')} alumni record: ${per(nm11(subj, 's'))} is listed under ${L(c, 'region')}. Changed it, with a ref. Also removed the unsourced claim about the ${c.pick(['mayor', 'bishop', 'coach'])} ${per(nm11(who(c), 'gs'))}. -- ${u2} (talk) ${ts}`;
  },
};

const tripReport: T = {
  genre: 'trip-report',
  lang: 'en',
  fills: 24,
  js: ALL,
  make(c) {
    const a = who(c);
    const b = who(c);
    const guide = who(c);
    return c.pick([
      `Trip report: ${L(c, 'wild')}, ${c.int(2, 4)} days, ${c.date()}. Drove from ${L(c, 'city')} with ${per(nm11(a, 'g'))} and ${per(nm11(b, 'g'))}. Guide ${per(nm11(guide, 'gs'))} met us at the gate at ${clock(c)}. Day 2 the cloud came in on the ridge; turned back 200 m short. Camp was cold. Would do it again in ${c.pick(MONTHS11)}.`,
      `TR — ${Lraw(c, 'wild')} loop. Start: car park outside ${L(c, 'wordTown')}. ${per(nm11(a, 'gs'))} led, I swept. Water at the second stream only. Back in ${L(c, 'hood')} by ${clock(c)}, knees ruined. Shout-out to ${per(nm11(guide, 'g'))} at the hut for the tea.`,
    ]);
  },
};

// ---------------------------------------------------------------- other languages

const ptaSw: T = {
  genre: 'pta-minutes',
  lang: 'sw',
  fills: 18,
  js: ['KE'],
  make(c) {
    const m = whoSex(c, 'm');
    const h = whoSex(c, 'f');
    const k = who(c);
    return `KUMBUKUMBU ZA MKUTANO WA WAZAZI — ${org(`${c.pick(['Shule ya Msingi', 'Shule ya Sekondari'])} ${Lraw(c, 'hood')}`)}\nTarehe: ${c.date()}\nMwenyekiti: Bw. ${per(nm11(m, 'gs'))}\nMwalimu Mkuu: Bi. ${per(nm11(h, 'gs'))}\nAjenda 3: Basi la shule. Mzazi ${per(nm11(k, 'g'))} alisema basi linachelewa kwa sababu ya msongamano ${L(c, 'street')}. Imeamuliwa kuchangia shilingi ${c.int(5, 20)}00 kila mzazi.\nAjenda 4: Ziara ya wanafunzi kwenda ${L(c, 'wild')} mwezi wa ${c.int(3, 11)}.\nMkutano ulifungwa saa ${c.int(4, 6)} jioni kwa maombi ya ${per(nm11(k, 's'))}.`;
  },
};

const ptaAf: T = {
  genre: 'pta-minutes',
  lang: 'af',
  fills: 14,
  js: ['ZA'],
  make(c) {
    const v = whoSex(c, 'm', 'af');
    const h = whoSex(c, 'f', 'af');
    const o = who(c, c.pick(['zu', 'sotho', 'xh']));
    return `Notule van die Beheerliggaamvergadering, ${org('Laerskool ' + Lraw(c, 'wordTown'))}, ${c.date()}\nTeenwoordig: mnr. ${per(nm11(v, 'gs'))} (voorsitter), mev. ${per(nm11(h, 'gs'))} (hoof), ${per(nm11(o, 'gs'))}\n1. Skoolfonds: ${c.int(40, 80)}% betaal. Mev. ${per(nm11(h, 's'))} sal briewe stuur.\n2. Die uitstappie na ${L(c, 'wild')} word na ${c.pick(MONTHS11)} verskuif.\n3. Verkeer in ${L(c, 'street')}: ${per(nm11(o, 'g'))} sal met die munisipaliteit in ${L(c, 'city')} praat.\nVergadering verdaag om ${clock(c)}.`;
  },
};

const ptaFr: T = {
  genre: 'pta-minutes',
  lang: 'fr',
  fills: 14,
  js: ['EU'],
  make(c) {
    const d = whoSex(c, 'f', 'fr');
    const p = whoSex(c, 'm', 'fr');
    const q = who(c, c.pick(['fr', 'pt', 'es']));
    const city = c.pick(['Lyon', 'Marseille', 'Nice', 'Toulouse', 'Lille', 'Pau']);
    return `Compte rendu du conseil d'école du ${c.date()} — ${org('École élémentaire Jules-Ferry')}, ${loc(city)}\nPrésents : Mme ${per(nm11(d, 'gs'))} (directrice), M. ${per(nm11(p, 'gs'))} (représentant des parents), ${per(nm11(q, 'gs'))}.\n1. Cantine : ${per(nm11(q, 'g'))} signale des retards de livraison. La mairie répondra avant les vacances.\n2. Sortie de fin d'année : ${c.pick([`le ${loc("lac d'Annecy")}`, `les ${loc('calanques de Cassis')}`, `le ${loc('Vercors')}`])} ou ${loc(c.pick(['Carcassonne', 'Avignon', 'Annecy']))}, vote le ${c.int(1, 28)} ${c.pick(['mai', 'juin', 'mars'])}.\nSéance levée à ${c.int(19, 21)} h.`;
  },
};

const ptaXh: T = {
  genre: 'pta-minutes',
  lang: 'xh',
  fills: 12,
  js: ['ZA'],
  make(c) {
    const a = who(c, 'xh');
    const b = whoSex(c, 'f', 'xh');
    return `ISAZISO: Intlanganiso yabazali yesikolo ${loc('sase' + c.pick(['Khayelitsha', 'Gugulethu', 'Mthatha']))} iya kuba ngoMgqibelo ${c.date()} ngo-${clock(c)}.\nUsihlalo ${per(nm11(a, 'gs'))} uya kuthetha ngemali yeyunifomu.\nUmama ${per('u' + nm11(b, 's'))} ucela abazali ${loc('base' + c.pick(['Mdantsane', 'Langa', 'Nyanga']))} ukuba beze nabantwana.\nEnkosi, ${per(nm11(b, 'g'))}.`;
  },
};

const ptaKri: T = {
  genre: 'pta-minutes',
  lang: 'kri',
  fills: 12,
  js: ['GB'],
  make(c) {
    const a = whoSex(c, 'f', 'sl');
    const b = who(c, 'sl');
    return `PTA Mitin fo di Satide skul na ${L(c, 'hood', 'GB')}, ${c.date()}.\nChia: Aunty ${per(nm11(a, 'gs'))}. ${per(nm11(b, 'g'))} bin tok se di Satide klas fo Krio go start bak na ${c.pick(MONTHS11)}. Wi go sen moni go ${loc(c.pick(['Freetown', 'Bo', 'Makeni', 'Kenema']))} fo buk. Tel ${per(nm11(b, 's'))} if yu get kwestyon.`;
  },
};

const healthHa: T = {
  genre: 'health-outreach',
  lang: 'ha',
  fills: 18,
  js: ['NG'],
  make(c) {
    const a = whoSex(c, 'm', 'ha');
    const b = whoSex(c, 'f', 'ha');
    const lga = c.pick(['Dala', 'Fagge', 'Tarauni', 'Gwale', 'Zaria', 'Sabon Gari', 'Bichi']);
    return `Rahoton allurar rigakafin shan inna, ${c.date()}\nKaramar hukuma: ${loc(lga)}, Jihar ${loc(c.pick(['Kano', 'Kaduna', 'Katsina', 'Bauchi']))}\nJagoran tawaga: Malam ${per(nm11(a, 'gs'))}\nYara ${c.int(300, 2000)} aka yi wa allura. A unguwar ${loc(c.pick(['Kurna', 'Tudun Wada', 'Hotoro', 'Gyadi-Gyadi']))} iyaye sun ki; Hajiya ${per(nm11(b, 'g'))} ta yi magana da mai unguwa.\nMun gode wa ${O(c, 'hospital')}.`;
  },
};

const healthSt: T = {
  genre: 'health-outreach',
  lang: 'st',
  fills: 12,
  js: ['ZA'],
  make(c) {
    const a = who(c, 'sotho');
    const b = whoSex(c, 'm', 'sotho');
    return `Tlaleho ya letsholo la bophelo, ${loc(c.pick(['Thaba Nchu', 'Botshabelo', 'Sebokeng', 'Qwaqwa', 'Bethlehem']))}, ${c.date()}.\nMooki ${per(nm11(a, 'gs'))} o hlahlobile batho ba ${c.int(80, 400)}. Ntate ${per(nm11(b, 's'))} o thusitse ka koloi ho tloha ${L(c, 'city')}. Letsholo le latelang le tla ba ${loc(c.pick(['Ladybrand', 'Harrismith', 'Welkom']))}.`;
  },
};

const healthTn: T = {
  genre: 'health-outreach',
  lang: 'tn',
  fills: 12,
  js: ['ZA'],
  make(c) {
    const a = whoSex(c, 'f', 'sotho');
    const b = whoSex(c, 'm', 'sotho');
    return `Pego ya letsholo la kalafi kwa ${loc(c.pick(['Mahikeng', 'Rustenburg', 'Taung', 'Vryburg', 'Ga-Rankuwa']))}: baoki ba ga ${O(c, 'hospital')} ba thusitse balwetse ba le ${c.int(60, 300)}. Mme ${per(nm11(a, 'gs'))} o ne a eteletse pele. Re leboga Rre ${per(nm11(b, 'gs'))} wa kereke ya ${loc(c.pick(['Mmabatho', 'Lehurutshe', 'Zeerust']))}.`;
  },
};

const healthEe: T = {
  genre: 'health-outreach',
  lang: 'ee',
  fills: 12,
  js: ['GH'],
  make(c) {
    const a = who(c, 'ewe');
    const b = who(c, 'ewe');
    return `Lãmesẽ dɔwɔwɔ le ${loc(c.pick(['Ho', 'Keta', 'Hohoe', 'Aflao', 'Kpando']))}, ${c.date()}.\nDɔkita ${per(nm11(a, 'gs'))} kple nɔviwo kpɔ ame ${c.int(100, 500)} ƒe lãme. ${per(nm11(b, 'g'))} kpe ɖe wo ŋu tso ${L(c, 'city')}. Akpe na ${O(c, 'hospital')}.`;
  },
};

const healthPt: T = {
  genre: 'health-outreach',
  lang: 'pt',
  fills: 14,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'f', 'pt');
    const b = who(c, 'pt');
    const town = c.pick(['Setúbal', 'Amadora', 'Braga', 'Évora', 'Faro', 'Coimbra', 'Lagos']);
    return `Relatório da campanha de vacinação — ${loc(town)}, ${c.date()}\nCoordenação: enf.ª ${per(nm11(a, 'gs'))}. Foram vacinadas ${c.int(150, 900)} pessoas na Junta de Freguesia e no mercado da ${loc(c.pick(['Rua Direita', 'Praça da República']))}. O Dr. ${per(nm11(b, 's'))} pediu reforço de equipa para ${loc(c.pick(['Almada', 'Sintra', 'Loures', 'Portimão']))} em ${c.pick(['março', 'outubro', 'novembro'])}.`;
  },
};

const residentsDe: T = {
  genre: 'residents-meeting',
  lang: 'de',
  fills: 16,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'm', 'de');
    const b = whoSex(c, 'f', 'de');
    const d = whoSex(c, 'm', 'de');
    const city = c.pick(['Köln', 'Hamburg', 'Leipzig', 'Hamm', 'Bremen', 'Mainz']);
    return `Protokoll der Eigentümerversammlung, ${loc(c.pick(['Lindenstraße', 'Bergstraße', 'Am Mühlenbach', 'Goethestraße']))} ${c.int(2, 80)}, ${loc(city)}, ${c.date()}\nVersammlungsleiter: Herr ${per(nm11(a, 'gs'))} (Hausverwaltung ${org(nm11(a, 's') + ' Immobilien GmbH')})\nTOP 2: Dachsanierung. Frau ${per(nm11(b, 's'))} berichtet, das Angebot aus ${loc(c.pick(['Düsseldorf', 'Bonn', 'Lübeck', 'Halle']))} sei zu teuer.\nTOP 4: Fahrradkeller. Herr ${per(nm11(d, 'g') + ' ' + nm11(d, 's'))} bittet um Schlüssel.\nBeschluss: einstimmig.`;
  },
};

const residentsNl: T = {
  genre: 'residents-meeting',
  lang: 'nl',
  fills: 16,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'm', 'nl');
    const b = whoSex(c, 'f', 'nl');
    const city = c.pick(['Utrecht', 'Rotterdam', 'Haarlem', 'Leiden', 'Zwolle', 'Delft']);
    return `Notulen ALV ${org('VvE ' + c.pick(['Zonnehof', 'De Linde', 'Parkzicht']))}, ${loc(city)}, ${c.date()}\nAanwezig: ${c.int(8, 30)} leden. Voorzitter: dhr. ${per(nm11(a, 'gs'))}.\n3. Onderhoud: de schilder uit ${loc(c.pick(['Amersfoort', 'Gouda', 'Breda', 'Nijmegen']))} begint in ${c.pick(['april', 'mei', 'september'])}.\n4. Rondvraag: mevr. ${per(nm11(b, 's'))} vraagt of de fietsenstalling aan de ${loc(c.pick(['Oudegracht', 'Weena', 'Kerkstraat']))} verlicht kan worden. ${per(nm11(b, 'g'))} mailt de gemeente.`;
  },
};

const residentsPl: T = {
  genre: 'residents-meeting',
  lang: 'pl',
  fills: 16,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'm', 'pl');
    const b = whoSex(c, 'f', 'pl');
    return `Protokół z zebrania Wspólnoty Mieszkaniowej przy ul. ${loc(c.pick(['Długiej', 'Lipowej', 'Ogrodowej']))} ${c.int(1, 60)} w ${loc(c.pick(['Krakowie', 'Poznaniu', 'Gdańsku', 'Lublinie', 'Wrocławiu']))}, ${c.date()}\nPrzewodniczący: pan ${per(nm11(a, 'gs'))}. Pani ${per(nm11(b, 'gs'))} zgłosiła przeciek w piwnicy. Firma z ${loc(c.pick(['Tarnowa', 'Rzeszowa', 'Kielc', 'Opola']))} wyceni remont do ${c.int(1, 28)} ${c.pick(['marca', 'maja', 'października'])}. Uchwała przyjęta.`;
  },
};

const residentsIt: T = {
  genre: 'residents-meeting',
  lang: 'it',
  fills: 16,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'm', 'it');
    const b = whoSex(c, 'f', 'it');
    const d = who(c, 'it');
    return `Verbale di assemblea condominiale — Condominio ${c.pick(['Le Magnolie', 'Il Glicine', 'Residenza Aurora'])}, ${loc(c.pick(['Torino', 'Bologna', 'Firenze', 'Bergamo', 'Verona']))}, ${c.date()}\nPresidente: sig. ${per(nm11(a, 'gs'))}; segretaria: sig.ra ${per(nm11(b, 'gs'))}.\nPunto 2: l'amministratore ${per(nm11(d, 's'))} presenta il preventivo di una ditta di ${loc(c.pick(['Monza', 'Novara', 'Prato', 'Padova']))} per l'ascensore. Approvato a maggioranza.`;
  },
};

const residentsEs: T = {
  genre: 'residents-meeting',
  lang: 'es',
  fills: 16,
  js: ['EU'],
  make(c) {
    const a = whoSex(c, 'm', 'es');
    const b = whoSex(c, 'f', 'es');
    return `Acta de la junta de propietarios, ${loc('calle ' + c.pick(['Mayor', 'del Carmen', 'Alcalá']))} ${c.int(3, 90)}, ${loc(c.pick(['Valencia', 'Zaragoza', 'Sevilla', 'Bilbao', 'Málaga']))}, ${c.date()}\nPresidente: D. ${per(nm11(a, 'gs'))}. Dña. ${per(nm11(b, 'gs'))} pide revisar la factura del ascensor. El administrador enviará presupuestos de empresas de ${loc(c.pick(['Alicante', 'Murcia', 'Castellón', 'Logroño']))}. Se levanta la sesión a las ${clock(c)}.`;
  },
};

const asoEbiPcm: T = {
  genre: 'wedding-planning',
  lang: 'pcm',
  fills: 16,
  js: ['NG'],
  make(c) {
    const bride = who(c, c.pick(['yo', 'ig', 'edo']));
    const groom = who(c, c.pick(['yo', 'ig', 'edo']));
    const cord = who(c);
    return `ASO-EBI for ${per(nm11(bride, 'g'))} & ${per(nm11(groom, 'g'))} wedding 💍\nDate: ${c.date()}, ${L(c, 'city')}\nAbeg una wey wan collect aso-ebi, pay ${c.int(25, 60)},000 to ${per(nm11(cord, 'caps'))}, ${org(c.pick(['GTBank', 'Access Bank', 'Opay', 'Moniepoint']))}. Send receipt for my DM. Na ${per(nm11(cord, 'g'))} dey coordinate. Pickup for ${L(c, 'hood')} on Saturday. No late payment o, tailor for ${L(c, 'city')} don already start.`;
  },
};

const igbaNkwu: T = {
  genre: 'wedding-planning',
  lang: 'ig',
  fills: 12,
  js: ['NG'],
  make(c) {
    const a = who(c, 'ig');
    const b = who(c, 'ig');
    const d = who(c, 'ig');
    return `Ọkwa: Igba nkwu ${per(nm11(a, 'g'))} na ${per(nm11(b, 'g'))} ga-eme na ${loc(c.pick(['Nnewi', 'Awka', 'Orlu', 'Nsukka', 'Onitsha']))} na ${c.date()}. Ndị ezinụlọ ${per(nm11(d, 's'))} si ${L(c, 'city')} ga-ebute mmanya. Biko kpọọ ${per(nm11(d, 'gs'))} maka ụgbọ ala.`;
  },
};

const rideSheng: T = {
  genre: 'ride-complaint',
  lang: 'sheng',
  fills: 14,
  js: ['KE'],
  make(c) {
    const d = who(c);
    return `Hii ${O(c, 'ride')} ni noma. Dere ${per(nm11(d, 'g'))} alinipick ${L(c, 'hood')} akasema GPS imezima, tukapitia ${L(c, 'street')} na jam ya ${clock(c)}. Fare ikaruka ${c.int(6, 12)}00 bob. Nimereport, ${c.pick(['hakuna reply', 'wamenipea voucher tu', 'bado naongoja'])}. Mtu mwingine amekutana na hii msee?`;
  },
};

const rideTw: T = {
  genre: 'ride-complaint',
  lang: 'tw',
  fills: 12,
  js: ['GH'],
  make(c) {
    const d = who(c, 'akan');
    return `${O(c, 'ride')} driver ${per(nm11(d, 'g'))} faa me firii ${L(c, 'hood')} kɔɔ ${L(c, 'city')}, nanso ɔgyee sika boro so. Ɔkaa sɛ kwan no so wɔ ${L(c, 'street')} yɛ den. Mefrɛɛ support mprɛnsa, obiara nnye.`;
  },
};

const sermonYo: T = {
  genre: 'sermon-notes',
  lang: 'yo',
  fills: 14,
  js: ['NG'],
  make(c) {
    const a = who(c, 'yo');
    return `Àkọsílẹ̀ ìwàásù, ${c.date()}\nOníwàásù: Pásítọ̀ ${per(nm11(a, 'gs'))}, ${O(c, 'church')}, ${L(c, 'hood')}\nẸsẹ Bíbélì: Rúùtù 1:16; Jòhánù 3:16\n${per('Rúùtù')} kò fi ${per('Náómì')} sílẹ̀ nígbà tí wọ́n kúrò ní ${loc('Móábù')}. Ẹ jẹ́ ká dúró ṣinṣin.`;
  },
};

const sermonZu: T = {
  genre: 'sermon-notes',
  lang: 'zu',
  fills: 14,
  js: ['ZA'],
  make(c) {
    const a = who(c, 'zu');
    const b = whoSex(c, 'm', 'zu');
    return `Amanothi entshumayelo, ${c.date()}\nUmfundisi: ${per(nm11(a, 'gs'))}, ${L(c, 'hood')}\nIsiqephu: uDaniyeli 6:10\n${per('uDaniyeli')} wakhuleka kathathu ngosuku. Ubaba ${per('u' + nm11(b, 'g'))} ufakaze ngomsebenzi awuthole ${loc('e' + c.pick(['Thekwini', 'Goli', 'Mgungundlovu']))}.`;
  },
};

export const HELDOUT11_NER_TEMPLATES: readonly T[] = [
  techForum,
  gardenForum,
  birdForum,
  fishCarForum,
  weddingThread,
  rideComplaint,
  admissionThread,
  charityEmail,
  sermonNotes,
  mailDigest,
  wikiTalk,
  tripReport,
  ptaSw,
  ptaAf,
  ptaFr,
  ptaXh,
  ptaKri,
  healthHa,
  healthSt,
  healthTn,
  healthEe,
  healthPt,
  residentsDe,
  residentsNl,
  residentsPl,
  residentsIt,
  residentsEs,
  asoEbiPcm,
  igbaNkwu,
  rideSheng,
  rideTw,
  sermonYo,
  sermonZu,
];

export const AFRICAN_LANGS11 = ['sw', 'af', 'xh', 'kri', 'ha', 'st', 'tn', 'ee', 'pcm', 'ig', 'sheng', 'tw', 'yo', 'zu'] as const;
export const EU_LANGS11 = ['fr', 'pt', 'de', 'nl', 'pl', 'it', 'es'] as const;
