// Held-out set 7 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's seventh set of real-looking text to read the person and place detectors on (issue 13), written
// toward kinds of text the six earlier headers do not name, and toward the forms of web and office text detectors
// are known to be weak on. About 63 % English as written in Nigeria, Kenya, Ghana, South Africa, the UK and
// Ireland: kinds no earlier header names (subtitle files with cue numbers and timings, OCR'd scanned letters with
// broken lines, stray characters and words hyphenated across lines, delivery and dispatch notes, news bylines and
// datelines in capitals (`LAGOS —`), how-to guides naming routes and places, professional bios, funeral
// programmes and orders of service, school prize-giving lists), and kinds an earlier header names, written here
// in forms it did not promise (forum posts wholly in lower case, hotel and product reviews wholly in capitals,
// WhatsApp exports in the Android layout `12/03/2024, 19:45 - Name: …` with `~ Name` for an unsaved number,
// SMS in text speak, social posts with @handles and hashtags, newspaper obituaries, wedding announcements,
// church bulletins, CVs with referees, cover letters, property listings, encyclopaedia-style biographies,
// travel itineraries); about 26 % prose in French, German, Dutch, Portuguese, Spanish, Italian and Polish (forum
// posts, death notices, CVs, reviews, chat exports, property listings, datelined news, wedding notices,
// subtitles, classified notices; Polish places in the case the sentence gives them); about 12 % short plain text
// in African languages the earlier headers list least or never (Afrikaans, isiXhosa, Sesotho, Krio and
// isiNdebele of Zimbabwe). The author writes Afrikaans well and the others less well: their sentences are short
// and plain (who lives where, who died, who is thanked, where to meet), as notice and message text is.
//
// Author: an engineer of the project (session s21-prose7), writing as the seventh independent author. Read: issue
// 13 (its opening), bench/ner/generate.ts (set 7 is one more row of `NER_SETS`, seed 7707; it reuses
// `nerContext` and `buildNerSetWith`), the registration and scoring parts of bench/ner-heldout.ts (only the
// lines naming `--file`), test/bench/ner-generate.test.ts, commit 9ef33c0's diff of generate.ts and the test
// (how set 6 was registered), src/core/rng.ts, the header comments of templates-heldout1.ts to
// templates-heldout6.ts, dev-african.ts and judgments-dev.ts, and the first 700 characters of the first line of
// bench/data/ner-heldout6.jsonl (the format). NOT read: src/detect/, src/lexicon/, src/places/,
// scripts/train-ner.ts, test/detect/, the README's detection and issue-13 paragraphs, the bodies of the earlier
// templates, the rest of bench/data/ner-*.jsonl, any UNER file. Also seen: commit 9ef33c0's message and stat (its
// genre list, as in set 6's header). One slip, reported: a `grep -n '^export'` over
// templates-heldout6.ts, run to see how that file names its exports, printed its export lines, among them set 6's
// list of word-like given names (`WORD_NAMES6`, fourteen names such as `Blessing`, `Innocent`, `Memory`) and the
// names of its exports (`Region6`, `Places6`, `HELDOUT6_LISTS`, `nm6`, `eLoc`, `KINDS6`, `EU_LANGS6`,
// `AFRICAN_LANGS6`, `HELDOUT6_NER_TEMPLATES`); nothing else of its body. This set's word-like names were chosen
// before and are its own list. The detectors and the bench were never run on this set while it was written.
// Every name and place below is written here from the author's own knowledge; no project table is imported.
// Every person is fictional: given names and surnames are combined at random, and no combination is meant to be a
// real person (the people some streets, places and institutions are named after are real, and appear only inside
// those LOC and ORG names).
//
// Read once on 64e1c8c by the lead, after the set was committed (`npm run bench:ner-heldout -- --file
// bench/data/ner-heldout7.jsonl --errors 400`; 602 texts, 2256 PER, 2344 LOC), IoU >= 0.5 (exact): `auto` PER P
// 0.868 R 0.931 F1 0.898 (exact 0.760), LOC P 0.925 R 0.740 F1 0.822 (exact 0.813); `basic` PER P 0.833 R 0.880 F1
// 0.856 (exact 0.712), LOC P 0.859 R 0.640 F1 0.734 (exact 0.726). Weakest for `auto`: LOC recall in Polish (0.342:
// inflected places in a CV), Portuguese (0.568), Spanish (0.544) and Italian (0.591); PER in Krio (F1 0.583) and
// isiNdebele (0.645); genres review-caps PER R 0.464 (names in all capitals), it-necrologio LOC F1 0.500,
// wedding-announcement LOC R 0.556, whatsapp-android LOC R 0.595, and the lower-case forum posts (places and names
// written wholly in lower case: `moving to douglas in cork`, `my cousin grace`). The set was not changed after
// that reading.
//
// Grain (set 6's grain, which restates sets 1 to 5, kept exactly; what this set adds or decides is marked +):
// - PER: a person's name as written: given names, middle names, initials (`A.N. Okafor`, `J.-B. Moreau`),
//   particles that belong to the name (`van der Merwe`, `de Vries`, `Ó Dálaigh`, `De Luca`), a noun-class prefix
//   glued to the name in the Nguni languages (isiXhosa and isiNdebele here: `uNosipho Xaba`, `nguLuyanda Mqhayi`,
//   `UThulani Ncube`, the whole word as written). NOT in the span: a leading honorific or title (Mr, Mrs, Ms,
//   Miss, Dr, Prof, Hon., Justice, Rev., Pastor, Chief, Alhaji, Engr., Barr., Cllr, Bro., Sis., Deaconess, the
//   late, M., Mme, Herr, Frau, dhr., mevr., Sr., Sra., sig., sig.ra, dott., Pan, Pani, mnr., mev., ds., dr.,
//   Ntate, 'M'e, Tata, Mama, Baba, Mam'), a trailing post-nominal, the possessive `'s`. A name in lower case, a
//   given name alone or a surname alone on a later mention is still a PER span; a name written surname first is
//   one span (`OKAFOR Chidinma`, `Mensah, Kofi`).
//   + A speaker label (`MS ADEYEMI:`, `Lerato (Agent):`) is PER for the name only (set 6); + in a subtitle file a
//     speaker written in brackets or capitals before the line (`[WANJIRU]`, `TUNDE:`) is PER for the name, the
//     cue number and timing no span, a sound cue (`[MUSIC]`, `[DOOR SLAMS]`) no span.
//   + A sender in a WhatsApp export is PER for the name only (set 5); + in the Android layout the `~` before an
//     unsaved sender's name stays outside (`~ Kofi Asante` → `Kofi Asante`); a phone number as sender and the
//     system lines (`Messages and calls are end-to-end encrypted`, `<Media omitted>`, `This message was deleted`)
//     are no span; in `Name created group`, `Name added Name`, `Name left` each name is PER; a group's name is no span.
//   + An @handle or a #hashtag is never a span, even when it spells a name or a place (set 2); a name written out
//     beside it is. In text wholly in lower case or wholly in capitals names and places are spanned as written
//     (`ngozi`, `MOMBASA`); a title in capitals (`MR`, `MRS`) stays outside as in any case.
//   + A news dateline in capitals (`LAGOS —`, `NAIROBI, Kenya (Reuters) —`) is LOC for each named place; a byline
//     name (`By Chidinma Eze`) is PER; `Staff Reporter`, `Correspondent`, a news agency is no PER (an agency is
//     ORG).
//   + In an OCR'd letter no person's or place's name is broken across a line in this set (the breaks fall on
//     other words); a letterhead's firm is ORG, its address parts LOC.
//   + A prize, award, scholarship, lecture or trophy named after a person (`the Adaeze Okafor Memorial Prize`) is
//     no span: it names the prize, as a brand names a product (set 5); the winner is PER. A house of a school
//     named after a person is no span either.
//   + In a CV the referees and supervisors are PER, the employers and schools ORG, the towns LOC; in a delivery
//     note the consignee, driver and receiver are PER, the courier firm ORG, each named part of the address LOC.
//   + A nickname in quotes after a name in an obituary that is a word, not a name as given (`("Captain")`,
//     `("Teacher")`), is no span; a name saved or written after a kinship word (`my cousin grace`, `oom Wikus`,
//     `Auntie Esi`) is PER for the name only.
//   + An estate, compound or gated community named as a neighbourhood (`Lekki Phase 1`, `Kilimani`, `Fourways`)
//     is LOC; a named building, hotel, mall, lodge, cemetery or church building is no LOC (a church as a
//     congregation is ORG).
//   + In Afrikaans a place keeps no preposition (`in Stellenbosch`, `op Worcester` → the town); a particle of a
//     name is inside (`van der Westhuizen`). In isiXhosa and isiNdebele a locative or possessive glued to the
//     place is the whole word (`eMonti`, `waseQonce`, `eBulawayo`), as set 6 did for siSwati; in Sesotho a
//     generic word in front stays outside (`motseng oa Mafeteng` → `Mafeteng`); in Krio the preposition `na`
//     stays outside (`na Freetown`), and `bo` (friend) written in lower case is no span, the town `Bo` is LOC.
//   + In Polish a place is spanned in the case the sentence gives it (`w Krakowie`, `z Gdańska` → `Krakowie`,
//     `Gdańska`), as set 6; a person is written in the nominative. + The abbreviation `ul.` before a Polish street
//     stays outside (`ul. Długa` → `Długa`), as a house number does; a generic word written out in full stays
//     inside as set 6 decided (`via Garibaldi`, `calle Larios`, `Rua Augusta`), an article before it outside
//     (`de Oudegracht` → `Oudegracht`, `la Gran Vía` → `Gran Vía`).
//   + A number that is part of a place's name stays inside (`Lekki Phase 1`, `Wuse II`); a house number never.
// - LOC: a named place: country, region, state, province, county, district, city, town, village, neighbourhood,
//   estate, and a named street as the street name (`Ahmadu Bello Way`, `rue de la République`, `Calle Mayor`: the
//   generic word inside where it is part of the written name); in an address each named part is its own span,
//   never the house number, plot, PO box or postcode. `Lagos State`, `Kiambu County`, `Volta Region`, `County
//   Mayo` are one span. A place named after a person is LOC (`Port Harcourt`, `Pietermaritzburg`). NOT LOC:
//   nationalities, demonyms and languages, a place inside an organisation's name, a building, hotel, lodge, market
//   or stadium, a hashtag, a compass area in lower case (`the north`).
// - ORG: courts, police commands named as bodies, companies, banks, couriers, law firms, schools, universities,
//   hospitals, ministries, churches named as congregations, clubs, news agencies, named whole, a place or a person
//   inside them included. Marked so that an organisation read as a place or a person counts as a false alarm; ORG
//   itself is not scored.
//
// Jurisdiction of a text: the one of the six whose law would govern it: Lesotho and Zimbabwe are ZA (Southern
// Africa), Sierra Leone GH (West Africa), Ireland and the EU-language texts EU.
//
// This set is read ONCE by the lead (`npm run bench:ner-heldout -- --file bench/data/ner-heldout7.jsonl`) on
// the rules and weights of that day; after that reading it becomes development data, and the next held-out set
// must be written afresh by someone who has read none of the seven.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';

export type Jurisdiction7 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';

const w = (s: string): readonly string[] => s.split('|').map((x) => x.normalize('NFC'));

/** Name regions, each split by the kind of given name (f, m), the surnames shared. */
const BASES = ['yo', 'ig', 'ha', 'ki', 'lu', 'ka', 'lh', 'ak', 'ew', 'ga', 'zu', 'xh', 'st', 'af', 'en', 'sc', 'wa', 'sa', 'ie', 'fr', 'de', 'nl', 'pt', 'es', 'it', 'pl', 'kri', 'nd'] as const;
export type Base7 = (typeof BASES)[number];
export type Region7 = `${Base7}-${'f' | 'm'}`;

const NAMES: Record<Base7, { f: string; m: string; s: string }> = {
  yo: {
    f: 'Funmilayo|Temitope|Yetunde|Folake|Damilola|Bukola|Ronke|Modupe|Titilayo|Omolara|Adeola|Ìbíkúnlé|Fọláṣadé|Morenike',
    m: 'Olumide|Babajide|Kehinde|Gbenga|Segun|Femi|Kunle|Ayodele|Tunde|Adewale|Olusegun|Bámidélé|Ọláwálé|Dapo',
    s: 'Ogunleye|Adebayo|Oyelaran|Akinola|Afolabi|Balogun|Olatunji|Ogundipe|Adesanya|Oladipo|Okunola|Ajayi|Olaniyan|Ogunbiyi|Adéyẹmí|Ṣóyínká|Akintola|Fasanya',
  },
  ig: {
    f: 'Ngozi|Chiamaka|Adaeze|Nkechi|Chidinma|Amarachi|Ebere|Oluchi|Ifeoma|Uju|Chinwe|Obiageli',
    m: 'Chinedu|Obinna|Ifeanyi|Emeka|Uchenna|Ikenna|Kelechi|Chukwuemeka|Nnamdi|Tobenna|Somtochukwu|Ekene',
    s: 'Okonkwo|Eze|Nwosu|Okafor|Nwachukwu|Umeh|Ezeugo|Okoye|Anyanwu|Igwe|Nnadi|Ugwu|Obiora|Nwankwo|Okeke|Madu|Onwuka|Ọnụọha',
  },
  ha: {
    f: 'Hauwa|Zainab|Fatima|Hadiza|Aisha|Halima|Maryam|Rabi|Bilkisu|Amina|Jamila|Sa’adatu',
    m: 'Aminu|Abubakar|Ibrahim|Sani|Musa|Yusuf|Bello|Umar|Nasiru|Kabiru|Mustapha|Ɗahiru',
    s: 'Abdullahi|Danjuma|Garba|Usman|Bala|Shehu|Lawal|Yakubu|Aliyu|Sule|Idris|Gambo|Haruna|Jibrin|Maikano|Ɓata',
  },
  ki: {
    f: 'Wanjiru|Nyambura|Wairimu|Muthoni|Njeri|Wambui|Wanjiku|Nyokabi|Grace|Lucy|Esther|Wangari',
    m: 'Kamau|Kimani|Njoroge|Gitau|Waweru|Mugo|Kinyua|Peter|Joseph|Stephen|Ng’ang’a|Karanja',
    s: 'Mwangi|Kariuki|Maina|Wainaina|Gachanja|Ndung’u|Githinji|Macharia|Wachira|Muriuki|Kiragu|Gathogo|Njuguna|Kuria',
  },
  lu: {
    f: 'Achieng|Akinyi|Atieno|Awino|Adhiambo|Anyango|Sharon|Linda|Auma|Apiyo',
    m: 'Otieno|Odhiambo|Ochieng|Onyango|Omondi|Brian|Kevin|Oluoch|Owino|Okello',
    s: 'Ouma|Okoth|Owuor|Ochola|Opiyo|Oduor|Ogola|Odera|Obura|Oketch|Nyamweya|Ayoo',
  },
  ka: {
    f: 'Chebet|Jepkosgei|Cherono|Jeptoo|Chelimo|Jepchirchir|Chepkoech|Jerotich',
    m: 'Kiprop|Kibet|Kiplagat|Kirui|Kipkemboi|Kiprotich|Cheruiyot|Kipngeno',
    s: 'Rotich|Koech|Kiprono|Langat|Biwott|Kosgei|Korir|Sang|Tanui|Bett|Limo|Kemboi',
  },
  lh: {
    f: 'Nafula|Nekesa|Naliaka|Mercy|Caroline|Sylvia|Nanjala|Mukami',
    m: 'Wanjala|Dennis|Edwin|Collins|Barasa|Wekesa|Simiyu|Shikuku',
    s: 'Wafula|Wanyama|Nabwire|Mukhwana|Khaemba|Masinde|Wamalwa|Were|Lusweti|Makokha',
  },
  ak: {
    f: 'Akosua|Ama|Abena|Adwoa|Afua|Efua|Esi|Yaa|Akua|Adjoa|Ekua|Serwaa',
    m: 'Kwame|Kofi|Yaw|Kwabena|Kwaku|Kojo|Kwesi|Kwadwo|Fiifi|Ekow|Kweku|Kobina',
    s: 'Mensah|Boateng|Asante|Owusu|Osei|Agyeman|Appiah|Darko|Ofori|Amoako|Frimpong|Antwi|Adjei|Bonsu|Sarpong|Acheampong|Gyamfi|Nkansah',
  },
  ew: {
    f: 'Dzifa|Senam|Enyonam|Delali|Esinam|Mawusi|Akpene|Yayra',
    m: 'Selorm|Edem|Elikem|Mawuli|Kafui|Sena|Etornam|Korku',
    s: 'Agbeko|Kpodo|Dzokoto|Tsikata|Ahiabor|Gbedemah|Fiawoo|Adzraku|Kudjordji|Amenyo',
  },
  ga: {
    f: 'Naa Korkoi|Naa Akweley|Naa Dedei|Naa Shika|Dede|Korkor',
    m: 'Nii Amarh|Nii Lante|Nii Ayi|Nii Tetteh|Nii Okai|Nortey',
    s: 'Quaye|Lamptey|Quartey|Laryea|Ashitey|Odoi|Sowah|Aryee|Ankrah|Lartey',
  },
  zu: {
    f: 'Thandiwe|Nomvula|Lindiwe|Zanele|Nokuthula|Zodwa|Thembeka|Ntombi|Philisiwe|Nonhlanhla',
    m: 'Sipho|Bongani|Sibusiso|Mandla|Themba|Sifiso|Nhlanhla|Mduduzi|Lungelo|Siyabonga',
    s: 'Dlamini|Khumalo|Mkhize|Ngcobo|Nxumalo|Shabalala|Mthembu|Cele|Zungu|Majola|Msomi|Gumede|Mhlongo',
  },
  xh: {
    f: 'Nosipho|Anathi|Zukiswa|Asanda|Lulama|Nomathemba|Siphokazi|Yonela|Ntombekhaya',
    m: 'Lwazi|Luyanda|Xolani|Mzwandile|Unathi|Vuyo|Sakhumzi|Lundi|Aviwe',
    s: 'Xaba|Nqoro|Qwabe|Mqhayi|Ntsebeza|Gqirana|Tshangana|Dyantyi|Ngcukana|Mdoda|Sonjica|Jafta',
  },
  st: {
    f: 'Lerato|Palesa|Mpho|Refiloe|Nthabiseng|Puleng|Lineo|Mamello|Retšepile',
    m: 'Tumelo|Thabo|Teboho|Lebohang|Karabo|Tšepo|Motlatsi|Mosiuoa|Katleho',
    s: 'Mokoena|Mofokeng|Molefe|Mokoatle|Letsie|Ramokhele|Tau|Sello|Motaung|Mohapi|Lekhanya|Makhetha',
  },
  af: {
    f: 'Annelie|Marelize|Elmarie|Sunette|Liezl|Chantelle|Karlien|Ilse|Jolandi|Riana',
    m: 'Pieter|Johan|Hendrik|Jaco|Francois|Riaan|Gerhard|Wikus|Deon|Stefan',
    s: 'van der Merwe|du Plessis|Botha|Nel|van Wyk|Steyn|Pretorius|Coetzee|Venter|Joubert|le Roux|Kruger|Fourie|Swanepoel|Oosthuizen|van der Westhuizen',
  },
  en: {
    f: 'Charlotte|Amelia|Sophie|Emily|Lucy|Hannah|Olivia|Rebecca|Eleanor|Abigail|Harriet|Joanne',
    m: 'Oliver|Harry|George|Thomas|James|Daniel|Jack|Samuel|Matthew|Edward|Stuart|Graham',
    s: 'Whitfield|Hargreaves|Thornton|Pemberton|Ashworth|Fletcher|Barker|Holloway|Dawson|Bennett|Harrington|Crossley|Pickering|Atherton|Kettering',
  },
  sc: {
    f: 'Eilidh|Morag|Iona|Catriona|Kirsty|Mhairi|Shona',
    m: 'Callum|Fraser|Ewan|Hamish|Ruaridh|Angus|Alasdair',
    s: 'MacLeod|Drummond|McAllister|Buchanan|Sinclair|Gillespie|Rennie|Urquhart|McKenzie|Guthrie',
  },
  wa: {
    f: 'Siân|Cerys|Ffion|Rhiannon|Megan|Angharad|Bethan',
    m: 'Rhys|Gethin|Dafydd|Owain|Iwan|Gareth|Emyr',
    s: 'Pritchard|Llewellyn|Howells|Bowen|Griffiths|Parry|Vaughan|Prosser|Rees|Pugh',
  },
  sa: {
    f: 'Priya|Sunita|Nadia|Ayesha|Farah|Kiran|Anjali|Shabnam',
    m: 'Arjun|Imran|Ravi|Sanjay|Bilal|Harjit|Zubair|Nikhil',
    s: 'Patel|Sharma|Chaudhry|Hussain|Mistry|Gill|Rahman|Bhatt|Qureshi|Sandhu|Malik|Parekh',
  },
  ie: {
    f: 'Aoife|Niamh|Siobhán|Clodagh|Róisín|Sinéad|Orla|Gráinne|Caoimhe',
    m: 'Cian|Oisín|Darragh|Pádraig|Eoin|Ciarán|Declan|Colm|Tadhg',
    s: 'O’Sullivan|Murphy|Fitzgerald|MacNamara|Byrne|Kavanagh|Doherty|Brennan|O’Keeffe|Mulcahy|Kinsella|Ó Dálaigh|Mac Giolla|Costigan',
  },
  fr: {
    f: 'Camille|Juliette|Élodie|Margaux|Inès|Clémence|Aurélie|Sandrine|Marie-Claire|Léa',
    m: 'Théo|Mathieu|Antoine|Sébastien|Julien|Benoît|Hugo|Jean-Marc|Grégoire|Thierry',
    s: 'Lefebvre|Moreau|Fournier|Girard|Rousseau|Chevalier|Lemaire|Gauthier|Mercier|Lacroix|Bertrand|Faure|Le Gall|Dubois',
  },
  de: {
    f: 'Anna|Leonie|Katharina|Miriam|Johanna|Sabine|Ute|Franziska|Jana',
    m: 'Lukas|Jonas|Felix|Tobias|Sebastian|Florian|Jürgen|Matthias|Uwe',
    s: 'Müller|Schneider|Hoffmann|Wagner|Becker|Schäfer|Krüger|Zimmermann|Braun|Hartmann|Vogel|Lehmann|Weiß|Köhler',
  },
  nl: {
    f: 'Sanne|Lotte|Femke|Anouk|Eline|Marieke|Ilse|Floor',
    m: 'Daan|Bram|Joost|Thijs|Ruben|Maarten|Sjoerd|Wouter',
    s: 'de Vries|Jansen|van Dijk|Bakker|Visser|Smit|de Boer|Mulder|van den Berg|Bos|Hendriks|Dekker|van Leeuwen|Kuipers',
  },
  pt: {
    f: 'Inês|Mariana|Beatriz|Catarina|Leonor|Marta|Joana|Filipa',
    m: 'João|Tiago|Rui|Gonçalo|Duarte|Afonso|Nuno|Vasco',
    s: 'Ferreira|Carvalho|Rodrigues|Sousa|Pereira|Gonçalves|Lopes|Marques|Almeida|Ribeiro|Pinto|Teixeira|Correia',
  },
  es: {
    f: 'Lucía|Carmen|Pilar|Nuria|Rocío|Marta|Ainhoa|Begoña',
    m: 'Javier|Álvaro|Sergio|Íñigo|Pablo|Andrés|Raúl|Jordi',
    s: 'Martín Prieto|Ruiz Delgado|Moreno Castillo|Sánchez Vidal|Navarro Gil|Herrero Campos|Romero Ibáñez|Domínguez Soler|Ortega Blanco|Serrano Fuentes|Gutiérrez|Iglesias',
  },
  it: {
    f: 'Giulia|Chiara|Francesca|Federica|Elena|Martina|Silvia|Benedetta',
    m: 'Matteo|Lorenzo|Alessandro|Davide|Niccolò|Stefano|Marco|Gianluca',
    s: 'Rossi|Bianchi|Esposito|Romano|Colombo|Ricci|Marino|Greco|Gallo|Conti|Mancini|Lombardi|D’Amico|Fontana',
  },
  pl: {
    f: 'Katarzyna|Agnieszka|Magdalena|Joanna|Małgorzata|Zofia|Ewa|Barbara',
    m: 'Piotr|Tomasz|Paweł|Michał|Krzysztof|Łukasz|Marek|Grzegorz',
    s: 'Nowak|Kowalczyk|Wójcik|Mazur|Krawczyk|Zając|Pawlak|Dudek|Wróbel|Sikora|Baran|Szewczyk|Michalak|Górecka',
  },
  kri: {
    f: 'Fatmata|Isatu|Mariama|Kadiatu|Hawa|Aminata|Christiana|Yeabu',
    m: 'Mohamed|Abu|Foday|Ibrahim|Sahr|Tamba|Alimamy|Santigie',
    s: 'Kamara|Sesay|Koroma|Bangura|Conteh|Turay|Kargbo|Jalloh|Mansaray|Fofanah|Macauley|Nicol',
  },
  nd: {
    f: 'Sithembile|Nomalanga|Ntombizodwa|Nokuthula|Sikhanyisiwe|Thandeka',
    m: 'Nkosana|Thulani|Mthokozisi|Sizwe|Bhekimpilo|Mandlenkosi',
    s: 'Ncube|Moyo|Sibanda|Nkomo|Mpofu|Dube|Tshuma|Mlilo|Ndebele|Nyathi',
  },
};

const GIVEN7 = Object.fromEntries(BASES.flatMap((b) => [[`${b}-f`, w(NAMES[b].f)], [`${b}-m`, w(NAMES[b].m)]])) as Record<Region7, readonly string[]>;
const SURNAME7 = Object.fromEntries(BASES.flatMap((b) => [[`${b}-f`, w(NAMES[b].s)], [`${b}-m`, w(NAMES[b].s)]])) as Record<Region7, readonly string[]>;

/** Given names that are also words of English, drawn where a template asks for one. */
export const WORD_NAMES7 = w('Precious|Favour|Goodluck|Patience|Comfort|Godswill|Peace|Marvellous|Wisdom|Princess|Gift|Loveth|Treasure|Victory');

export interface Places7 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  region: readonly string[];
  school: readonly string[];
  church: readonly string[];
  firm: readonly string[];
  hospital: readonly string[];
}

const PLACES7: Record<Jurisdiction7, Places7> = {
  NG: {
    city: w('Lagos|Ibadan|Abuja|Port Harcourt|Enugu|Kano|Kaduna|Benin City|Owerri|Abeokuta|Jos|Calabar|Ilorin|Uyo|Onitsha|Warri|Akure|Osogbo'),
    area: w('Ikeja|Surulere|Yaba|Lekki Phase 1|Wuse II|Garki|Maitama|Bodija|Trans-Ekulu|Rumuokoro|Gwarinpa|Ajah|Festac Town|Magodo|Oshodi|Ogba'),
    street: w('Awolowo Road|Allen Avenue|Adetokunbo Ademola Crescent|Aminu Kano Crescent|Ogui Road|Aba Road|Toyin Street|Bode Thomas Street|Isaac John Street|Opebi Road|Ring Road|Ikwerre Road'),
    region: w('Lagos State|Oyo State|Rivers State|Enugu State|Kano State|Ogun State|Delta State|Anambra State|Kaduna State|Cross River State|Plateau State|Imo State'),
    school: w('Queen’s College|King’s College|Federal Government College Odogbolu|Loyola College|Christ the King College|Corona Secondary School|Government Secondary School Kuje'),
    church: w('St Luke’s Anglican Church|Our Lady of Fatima Catholic Church|Christ Apostolic Church|Cathedral Church of Christ|Foursquare Gospel Church|Chapel of Resurrection'),
    firm: w('Zenith Bank|GIG Logistics|Red Star Express|Olaniwun Ajayi LP|Access Bank|Dangote Cement|Andela|Flutterwave|MTN Nigeria|Jumia'),
    hospital: w('Lagos University Teaching Hospital|University College Hospital|National Hospital|Reddington Hospital|Aminu Kano Teaching Hospital|St Nicholas Hospital'),
  },
  KE: {
    city: w('Nairobi|Mombasa|Kisumu|Nakuru|Eldoret|Thika|Nyeri|Machakos|Kakamega|Kitale|Malindi|Naivasha|Kericho|Embu|Meru|Kisii'),
    area: w('Westlands|Kilimani|Karen|Lavington|South B|Kileleshwa|Rongai|Ruaka|Kahawa West|Nyali|Milimani|Embakasi|Umoja|Syokimau|Kitengela|Buruburu'),
    street: w('Ngong Road|Kenyatta Avenue|Moi Avenue|Waiyaki Way|Argwings Kodhek Road|Lenana Road|Mombasa Road|Oginga Odinga Street|Kimathi Street|Jogoo Road|Thika Road|Kaunda Street'),
    region: w('Kiambu County|Nakuru County|Kisumu County|Machakos County|Uasin Gishu County|Kilifi County|Nyeri County|Kakamega County|Kajiado County|Murang’a County|Bungoma County|Kericho County'),
    school: w('Alliance High School|Kenya High School|Starehe Boys’ Centre|Maseno School|Moi Girls’ School Eldoret|Loreto Convent Msongari|Mang’u High School'),
    church: w('All Saints’ Cathedral|PCEA St Andrew’s Church|Holy Family Basilica|Nairobi Chapel|Deliverance Church Umoja|ACK St Stephen’s Church'),
    firm: w('Safaricom|Equity Bank|KCB Group|Sendy|G4S Kenya|Wells Fargo Courier|Twiga Foods|Kenya Power|Nation Media Group|Bidco Africa'),
    hospital: w('Kenyatta National Hospital|Aga Khan University Hospital|Nairobi Hospital|Moi Teaching and Referral Hospital|Coast General Hospital|MP Shah Hospital'),
  },
  GH: {
    city: w('Accra|Kumasi|Tamale|Takoradi|Cape Coast|Ho|Koforidua|Sunyani|Tema|Bolgatanga|Wa|Obuasi|Techiman|Winneba|Nkawkaw|Keta'),
    area: w('East Legon|Osu|Adabraka|Dansoman|Madina|Labone|Achimota|Kasoa|Asokwa|Bantama|Adenta|Teshie|Dzorwulu|Tesano|Abelemkpe|Nungua'),
    street: w('Oxford Street|Liberation Road|Ring Road Central|Cantonments Road|Spintex Road|Kojo Thompson Road|Independence Avenue|Castle Road|Barnes Road|Lagos Avenue|Kanda Highway|Mission Road'),
    region: w('Greater Accra Region|Ashanti Region|Volta Region|Central Region|Western Region|Eastern Region|Northern Region|Bono Region|Upper East Region|Oti Region'),
    school: w('Achimota School|Wesley Girls’ High School|Mfantsipim School|Prempeh College|Aburi Girls’ Senior High School|St Augustine’s College|Mawuli School'),
    church: w('Christ the King Catholic Church|Calvary Methodist Church|Ebenezer Presbyterian Church|Holy Trinity Cathedral|Church of Pentecost|Lighthouse Chapel'),
    firm: w('Ecobank Ghana|MTN Ghana|Melcom|DHL Ghana|Fidelity Bank|Kasapreko|Hubtel|Bentsi-Enchill, Letsa & Ankomah|Stanbic Bank Ghana|Jumia Ghana'),
    hospital: w('Korle Bu Teaching Hospital|Komfo Anokye Teaching Hospital|Ridge Hospital|Tema General Hospital|Cape Coast Teaching Hospital|Tamale Teaching Hospital'),
  },
  ZA: {
    city: w('Johannesburg|Cape Town|Durban|Pretoria|Gqeberha|Bloemfontein|East London|Polokwane|Pietermaritzburg|Mbombela|Kimberley|Stellenbosch|Rustenburg|Mthatha|George|Makhanda'),
    area: w('Sandton|Rosebank|Umlazi|Khayelitsha|Soweto|Mitchells Plain|Sea Point|Morningside|Hatfield|Melville|Braamfontein|Tembisa|Observatory|Summerstrand|Fourways|Mamelodi'),
    street: w('Jan Smuts Avenue|Long Street|Florida Road|Vilakazi Street|Church Street|Rivonia Road|Beach Road|Main Road|Oxford Road|Voortrekker Road|Louis Botha Avenue|Bree Street'),
    region: w('Gauteng|KwaZulu-Natal|Western Cape|Eastern Cape|Limpopo|Free State|Mpumalanga|North West|Northern Cape'),
    school: w('King Edward VII School|Pretoria High School for Girls|Grey College|Westville Boys’ High School|Rustenburg Girls’ High School|Inanda Seminary|Lovedale College'),
    church: w('St George’s Cathedral|Regina Mundi Catholic Church|Dutch Reformed Church Stellenbosch|Rhema Bible Church|Central Methodist Mission|St Mary’s Anglican Church'),
    firm: w('Standard Bank|The Courier Guy|Capitec|Shoprite|Pick n Pay|Vodacom|Webber Wentzel|Takealot|Pargo|Discovery Health'),
    hospital: w('Chris Hani Baragwanath Hospital|Groote Schuur Hospital|Inkosi Albert Luthuli Central Hospital|Tygerberg Hospital|Charlotte Maxeke Johannesburg Academic Hospital|Steve Biko Academic Hospital'),
  },
  GB: {
    city: w('London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Cardiff|Bristol|Liverpool|Sheffield|Nottingham|Leicester|Newcastle|Swansea|Aberdeen|Coventry|Brighton|Norwich'),
    area: w('Peckham|Brixton|Moss Side|Handsworth|Chapeltown|Woolwich|Toxteth|Harehills|Croydon|Stratford|Tottenham|Southall|Salford|Hackney|Easton|Govanhill'),
    street: w('Old Kent Road|Coldharbour Lane|Stockport Road|Soho Road|Kingsland High Street|Deansgate|Sauchiehall Street|Queen Street|Whiteladies Road|Lord Street|Rye Lane|Leith Walk'),
    region: w('Greater Manchester|West Yorkshire|Merseyside|Kent|Essex|West Midlands|Lanarkshire|Hertfordshire|Lancashire|Devon|Surrey|Gwynedd'),
    school: w('Harris Academy Peckham|Manchester Grammar School|Hillhead High School|Whitgift School|Cardinal Newman Catholic School|Ysgol Glan Clwyd|Leeds Girls’ High School'),
    church: w('St Martin-in-the-Fields|Kingsway International Christian Centre|Holy Trinity Brompton|Redeemed Christian Church of God, Jesus House|St Mungo’s Church|Brixton Methodist Church'),
    firm: w('Royal Mail|DPD|Evri|Barclays|Tesco|NHS Business Services Authority|Slaughter and May|Nationwide|Deliveroo|Network Rail'),
    hospital: w('King’s College Hospital|St Thomas’ Hospital|Manchester Royal Infirmary|Queen Elizabeth Hospital Birmingham|University Hospital of Wales|Glasgow Royal Infirmary'),
  },
  EU: {
    city: w('Dublin|Cork|Galway|Limerick|Waterford|Kilkenny|Sligo|Athlone|Drogheda|Dundalk|Ennis|Tralee|Letterkenny|Navan'),
    area: w('Rathmines|Ballymun|Tallaght|Drumcondra|Blanchardstown|Clondalkin|Phibsborough|Ranelagh|Salthill|Douglas|Ballincollig|Swords'),
    street: w('O’Connell Street|Grafton Street|Patrick Street|Shop Street|Dame Street|Camden Street|Thomas Street|Capel Street|Oliver Plunkett Street|Parnell Street'),
    region: w('County Mayo|County Kerry|County Donegal|County Clare|County Wicklow|County Meath|County Cork|County Galway|County Kildare|Connemara'),
    school: w('Belvedere College|Loreto Abbey Dalkey|Presentation Brothers College|Coláiste Íde|St Kieran’s College|Gonzaga College'),
    church: w('St Mary’s Pro-Cathedral|Christ Church Cathedral|St Fin Barre’s Cathedral|Galway Cathedral|St Audoen’s Church|Clarendon Street Church'),
    firm: w('An Post|Bank of Ireland|AIB|Fastway Couriers|Dunnes Stores|Arthur Cox|Ryanair|Eir|DHL Express Ireland|Aer Lingus'),
    hospital: w('St James’s Hospital|Beaumont Hospital|Cork University Hospital|University Hospital Galway|Mater Misericordiae University Hospital|Tallaght University Hospital'),
  },
};

const REG = (...bs: Base7[]): readonly Region7[] => bs.flatMap((b) => [`${b}-f`, `${b}-m`] as Region7[]);
const REGIONS_OF7: Record<Jurisdiction7, readonly Region7[]> = {
  NG: REG('yo', 'ig', 'ha'),
  KE: REG('ki', 'lu', 'ka', 'lh', 'ki'),
  GH: REG('ak', 'ew', 'ga', 'ak'),
  ZA: REG('zu', 'xh', 'st', 'af'),
  GB: REG('en', 'en', 'sc', 'wa', 'sa', 'yo', 'ak'),
  EU: REG('ie', 'ie', 'ie', 'ig', 'pl'),
};
const FEMALE_OF = (j: Jurisdiction7): readonly Region7[] => REGIONS_OF7[j].filter((r) => r.endsWith('-f'));
const MALE_OF = (j: Jurisdiction7): readonly Region7[] => REGIONS_OF7[j].filter((r) => r.endsWith('-m'));

const MONTHS7 = w('January|February|March|April|May|June|July|August|September|October|November|December');

export const HELDOUT7_LISTS: NerLists<Jurisdiction7, Region7, Places7> = {
  given: GIVEN7,
  surname: SURNAME7,
  wordNames: WORD_NAMES7,
  places: PLACES7,
  regionsOf: REGIONS_OF7,
  months: MONTHS7,
  loc: (s) => `[[LOC:${s}]]`,
  org: (s) => `[[ORG:${s}]]`,
};

type C = NerContext<Jurisdiction7, Region7, Places7>;
type T = NerTemplateOf<C>;

const P = (s: string): string => `[[PER:${s}]]`;
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export type NameForm7 = 'full' | 'gs' | 'g' | 's' | 'init' | 'caps' | 'sCaps' | 'sfCaps' | 'sfComma' | 'lower' | 'gLower';

/** A person written in one of the forms the templates use. */
export function nm7(p: NerPerson, form: NameForm7): string {
  const gm = p.middle ? `${p.given} ${p.middle}` : p.given;
  const initials = (s: string) =>
    s
      .split(' ')
      .map((g) =>
        g
          .split('-')
          .map((x) => `${/^\p{L}\p{M}*/u.exec(x.normalize('NFC'))![0]}.`)
          .join('-'),
      )
      .join('');
  const out = {
    full: `${gm} ${p.surname}`,
    gs: `${p.given} ${p.surname}`,
    g: p.given,
    s: p.surname,
    init: `${initials(gm)} ${p.surname}`,
    caps: `${gm} ${p.surname}`.toUpperCase(),
    sCaps: p.surname.toUpperCase(),
    sfCaps: `${p.surname.toUpperCase()} ${gm}`,
    sfComma: `${p.surname}, ${gm}`,
    lower: `${p.given} ${p.surname}`.toLowerCase(),
    gLower: p.given.toLowerCase(),
  }[form];
  return out.normalize('NFC');
}

/** A handle as people make them from their names: ASCII, lower case, no span. */
export function handle7(p: NerPerson, n: number): string {
  const ascii = (s: string) => s.normalize('NFD').replace(/[^A-Za-z]/gu, '').toLowerCase();
  return `@${[`${ascii(p.given)}_${ascii(p.surname)}`, `${ascii(p.given)}${n}`, `the_${ascii(p.surname)}`, `${ascii(p.surname)}.${ascii(p.given).slice(0, 1)}`][n % 4]}`;
}

const fem = (c: C): NerPerson => c.person(c.pick(FEMALE_OF(c.j)));
const man = (c: C): NerPerson => c.person(c.pick(MALE_OF(c.j)));
const anyone = (c: C): NerPerson => c.person();
const phone = (c: C): string =>
  ({ NG: `+234 80${c.int(2, 9)} ${c.int(100, 999)} ${c.int(1000, 9999)}`, KE: `+254 7${c.int(10, 99)} ${c.int(100, 999)} ${c.int(100, 999)}`, GH: `+233 2${c.int(0, 9)} ${c.int(100, 999)} ${c.int(1000, 9999)}`, ZA: `+27 8${c.int(2, 4)} ${c.int(100, 999)} ${c.int(1000, 9999)}`, GB: `+44 7${c.int(400, 999)} ${c.int(100000, 999999)}`, EU: `+353 8${c.int(3, 9)} ${c.int(100, 999)} ${c.int(1000, 9999)}` })[c.j];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const currency = (j: Jurisdiction7): string => ({ NG: '₦', KE: 'KES ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' })[j];
const country = (j: Jurisdiction7): string => ({ NG: 'Nigeria', KE: 'Kenya', GH: 'Ghana', ZA: 'South Africa', GB: 'United Kingdom', EU: 'Ireland' })[j];

const UNIS: Record<Jurisdiction7, readonly string[]> = {
  NG: w('University of Lagos|Obafemi Awolowo University|University of Nigeria, Nsukka|Ahmadu Bello University|University of Ibadan|Covenant University|Bayero University'),
  KE: w('University of Nairobi|Kenyatta University|Moi University|Strathmore University|Jomo Kenyatta University of Agriculture and Technology|Maseno University|Egerton University'),
  GH: w('University of Ghana|Kwame Nkrumah University of Science and Technology|University of Cape Coast|Ashesi University|University for Development Studies|Ghana Institute of Management and Public Administration'),
  ZA: w('University of Cape Town|University of the Witwatersrand|Stellenbosch University|University of KwaZulu-Natal|Rhodes University|University of Pretoria|Nelson Mandela University'),
  GB: w('University of Manchester|University of Leeds|Cardiff University|University of Glasgow|King’s College London|University of Birmingham|Queen Mary University of London'),
  EU: w('Trinity College Dublin|University College Cork|University of Galway|Dublin City University|Maynooth University|University of Limerick'),
};
const uni = (c: C): string => O(c.pick(UNIS[c.j]));
/** Street, neighbourhood and city that belong together, so an address reads as a real one. */
const ADDR7: Record<Jurisdiction7, readonly string[]> = {
  NG: w('Awolowo Road/Ikoyi/Lagos|Allen Avenue/Ikeja/Lagos|Bode Thomas Street/Surulere/Lagos|Herbert Macaulay Way/Yaba/Lagos|Admiralty Way/Lekki Phase 1/Lagos|Adetokunbo Ademola Crescent/Wuse II/Abuja|Ahmadu Bello Way/Garki/Abuja|Awolowo Avenue/Bodija/Ibadan|Ikwerre Road/Rumuokoro/Port Harcourt|Ogui Road/Uwani/Enugu|Zoo Road/Gyadi-Gyadi/Kano|Wetheral Road/Ikenegbu/Owerri'),
  KE: w('Ngong Road/Kilimani/Nairobi|Waiyaki Way/Westlands/Nairobi|Jogoo Road/Buruburu/Nairobi|Lenana Road/Kilimani/Nairobi|Langata Road/Karen/Nairobi|Kiambu Road/Ridgeways/Nairobi|Links Road/Nyali/Mombasa|Oginga Odinga Street/Milimani/Kisumu|Kenyatta Avenue/Milimani/Nakuru|Uganda Road/Elgon View/Eldoret'),
  GH: w('Oxford Street/Osu/Accra|Liberation Road/Airport Residential Area/Accra|Spintex Road/Baatsona/Accra|Kojo Thompson Road/Adabraka/Accra|Boundary Road/East Legon/Accra|Lagos Avenue/East Legon/Accra|Harper Road/Adum/Kumasi|Prempeh II Street/Adum/Kumasi|Sunyani Road/Bantama/Kumasi|Commercial Street/Ridge/Takoradi'),
  ZA: w('Jan Smuts Avenue/Rosebank/Johannesburg|Rivonia Road/Sandton/Johannesburg|Louis Botha Avenue/Orange Grove/Johannesburg|Vilakazi Street/Orlando West/Soweto|Long Street/Gardens/Cape Town|Main Road/Observatory/Cape Town|Regent Road/Sea Point/Cape Town|Florida Road/Morningside/Durban|Beach Road/Summerstrand/Gqeberha|Burnett Street/Hatfield/Pretoria'),
  GB: w('Old Kent Road/Peckham/London|Rye Lane/Peckham/London|Coldharbour Lane/Brixton/London|Kingsland High Street/Dalston/London|Stockport Road/Longsight/Manchester|Soho Road/Handsworth/Birmingham|Chapeltown Road/Chapeltown/Leeds|Leith Walk/Leith/Edinburgh|Victoria Road/Govanhill/Glasgow|City Road/Roath/Cardiff|Stapleton Road/Easton/Bristol|Lodge Lane/Toxteth/Liverpool'),
  EU: w('Rathmines Road/Rathmines/Dublin|Camden Street/Portobello/Dublin|Drumcondra Road/Drumcondra/Dublin|Main Street/Tallaght/Dublin|Ranelagh Road/Ranelagh/Dublin|Swords Road/Santry/Dublin|Ballymun Road/Ballymun/Dublin|Douglas Road/Douglas/Cork|Upper Salthill/Salthill/Galway|Dock Road/Ballinacurra/Limerick'),
};
const addr = (c: C): { s: string; a: string; ci: string } => {
  const [st, a, ci] = c.pick(ADDR7[c.j]).split('/') as [string, string, string];
  return { s: st, a, ci };
};
/** A town with the state, county, region or province it is in. */
const TOWN_IN: Record<Jurisdiction7, readonly string[]> = {
  NG: w('Ibadan/Oyo State|Enugu/Enugu State|Kano/Kano State|Port Harcourt/Rivers State|Owerri/Imo State|Abeokuta/Ogun State|Jos/Plateau State|Warri/Delta State|Onitsha/Anambra State|Calabar/Cross River State|Ikeja/Lagos State|Ilesa/Osun State'),
  KE: w('Thika/Kiambu County|Naivasha/Nakuru County|Kisumu/Kisumu County|Machakos/Machakos County|Eldoret/Uasin Gishu County|Malindi/Kilifi County|Nyeri/Nyeri County|Kakamega/Kakamega County|Kitengela/Kajiado County|Kericho/Kericho County'),
  GH: w('Kumasi/Ashanti Region|Ho/Volta Region|Cape Coast/Central Region|Takoradi/Western Region|Koforidua/Eastern Region|Tamale/Northern Region|Sunyani/Bono Region|Bolgatanga/Upper East Region|Tema/Greater Accra Region'),
  ZA: w('Durban/KwaZulu-Natal|Pietermaritzburg/KwaZulu-Natal|Polokwane/Limpopo|Bloemfontein/Free State|Mbombela/Mpumalanga|Kimberley/Northern Cape|Stellenbosch/Western Cape|Rustenburg/North West|Mthatha/Eastern Cape|Soweto/Gauteng'),
  GB: w('Salford/Greater Manchester|Leeds/West Yorkshire|Liverpool/Merseyside|Canterbury/Kent|Chelmsford/Essex|Coventry/West Midlands|Hamilton/Lanarkshire|Watford/Hertfordshire|Preston/Lancashire|Exeter/Devon|Guildford/Surrey|Bangor/Gwynedd'),
  EU: w('Castlebar/County Mayo|Killarney/County Kerry|Letterkenny/County Donegal|Ennis/County Clare|Bray/County Wicklow|Navan/County Meath|Mallow/County Cork|Tuam/County Galway|Naas/County Kildare'),
};
const townIn = (c: C): string => {
  const [t, r] = c.pick(TOWN_IN[c.j]).split('/') as [string, string];
  return `${L(t)}, ${L(r)}`;
};
const COURIERS: Record<Jurisdiction7, readonly string[]> = {
  NG: w('GIG Logistics|Red Star Express|Kwik Delivery|ABC Transport'),
  KE: w('Sendy|G4S Kenya|Wells Fargo Courier|Fargo Courier'),
  GH: w('DHL Ghana|Speedaf Ghana|VIP Jeoun Transport|Yango Delivery'),
  ZA: w('The Courier Guy|Pargo|Aramex South Africa|Dawn Wing'),
  GB: w('Royal Mail|DPD|Evri|Yodel'),
  EU: w('An Post|Fastway Couriers|DHL Express Ireland|Nightline'),
};
const born = (c: C): string => `${c.int(1, 28)} ${c.pick(MONTHS7)} ${c.int(1952, 1999)}`;
const villages: Record<Jurisdiction7, readonly string[]> = {
  NG: w('Ogidi/Anambra State|Iseyin/Oyo State|Nnewi/Anambra State|Ikole-Ekiti/Ekiti State|Oguta/Imo State|Igbo-Ora/Oyo State|Abiriba/Abia State|Zuru/Kebbi State|Okigwe/Imo State|Amawbia/Anambra State|Ode-Omu/Osun State'),
  KE: w('Othaya/Nyeri County|Kapsabet/Nandi County|Bondo/Siaya County|Kangema/Murang’a County|Iten/Elgeyo-Marakwet County|Butere/Kakamega County|Karatina/Nyeri County|Homa Bay/Homa Bay County|Kerugoya/Kirinyaga County|Ugunja/Siaya County'),
  GH: w('Akropong/Eastern Region|Apam/Central Region|Kpando/Volta Region|Ada Foah/Greater Accra Region|Aburi/Eastern Region|Mampong/Ashanti Region|Elmina/Central Region|Hohoe/Volta Region|Anloga/Volta Region|Nsawam/Eastern Region'),
  ZA: w('Qunu/Eastern Cape|Tzaneen/Limpopo|Alice/Eastern Cape|Ladysmith/KwaZulu-Natal|Butterworth/Eastern Cape|Phuthaditjhaba/Free State|Worcester/Western Cape|Paarl/Western Cape|Eshowe/KwaZulu-Natal|Giyani/Limpopo|Kuruman/Northern Cape|Cradock/Eastern Cape'),
  GB: w('Hebden Bridge/West Yorkshire|Ilkley/West Yorkshire|Penrith/Cumbria|Tenby/Pembrokeshire|Fort William/Highland|Whitby/North Yorkshire|Ludlow/Shropshire|Bala/Gwynedd|Keswick/Cumbria|Matlock/Derbyshire|Oban/Argyll and Bute'),
  EU: w('Dingle/County Kerry|Westport/County Mayo|Kinsale/County Cork|Clifden/County Galway|Bantry/County Cork|Carrick-on-Shannon/County Leitrim|Ballina/County Mayo|Kenmare/County Kerry|Dungarvan/County Waterford|Birr/County Offaly|Ardee/County Louth'),
};
const village = (c: C): string => L(c.pick(villages[c.j]).split('/')[0]!);
const villageIn = (c: C): string => {
  const [v, r] = c.pick(villages[c.j]).split('/') as [string, string];
  return `${L(v)}, ${L(r)}`;
};
const demonym = (j: Jurisdiction7): string => ({ NG: 'Nigerian', KE: 'Kenyan', GH: 'Ghanaian', ZA: 'South African', GB: 'British', EU: 'Irish' })[j];
const ascii = (s: string): string => s.normalize('NFD').replace(/[^A-Za-z]/gu, '').toLowerCase();
const email = (p: NerPerson, n: number): string => [`${ascii(p.given)}.${ascii(p.surname)}@mail.example`, `${ascii(p.surname)}${n}@inbox.example`, `${ascii(p.given).slice(0, 1)}${ascii(p.surname)}@work.example`][n % 3]!;
const yr = (c: C, lo = 1935, hi = 2005): number => c.int(lo, hi);
const tag = (s: string): string => s.normalize('NFD').replace(/[^A-Za-z]/gu, '');
const titleN = (c: C): string => c.pick({ NG: ['Dr', 'Engr.', 'Barr.', 'Prof.', 'Arc.'], KE: ['Dr', 'Prof.', 'Eng.', 'CPA'], GH: ['Dr', 'Prof.', 'Ing.', 'Lawyer'], ZA: ['Dr', 'Prof.', 'Adv.'], GB: ['Dr', 'Prof.', 'Cllr'], EU: ['Dr', 'Prof.', 'Cllr'] }[c.j]);

const ENGLISH7: readonly T[] = [
  {
    genre: 'forum-lower',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const a = anyone(c);
      const b = man(c);
      const s = fem(c);
      const h = handle7(a, c.int(0, 99)).slice(1);
      const ad = addr(c);
      const city = ad.ci.toLowerCase();
      const area = ad.a.toLowerCase();
      const hey = { NG: 'abeg', KE: 'wasee', GH: 'chale', ZA: 'guys', GB: 'hiya all', EU: 'lads' }[c.j];
      return c.pick([
        `re: reliable mechanic in ${L(city)}??\n\nposted by ${h}\n\n${hey} who knows a good mechanic around ${L(area)}? my car packed up near ${L(ad.s.toLowerCase())} and the guy they gave me, one ${P(nm7(b, 'lower'))}, collected money for parts and switched off his phone. i'm in ${L(city)} till friday`,
        `${hey}, moving to ${L(area)} in ${L(city)} next month with two kids. is it safe to walk around ${L(ad.s.toLowerCase())} at night? my cousin ${P(nm7(s, 'gLower'))} says yes but she lives out in ${L(c.raw('city').toLowerCase())} so what does she know lol\n\nreply from ${h}: depends which end tbh`,
        `update on the landlord drama: mr ${P(nm7(b, 'sCaps').toLowerCase())} finally refunded the deposit after i reported him to the residents association in ${L(area)}. thanks to everyone esp ${h} who told me to write to the chairlady, ${P(nm7(s, 'lower'))}. ${L(city)} landlords are something else`,
        `anyone know if the road from ${L(city)} to ${L(c.raw('city').toLowerCase())} is ok now? my uncle ${P(nm7(b, 'gLower'))} drove it last week and said it was terrible after ${L(c.pick(villages[c.j]).split('/')[0]!.toLowerCase())}. asking for my mum ${P(nm7(s, 'lower'))} who is travelling sat`,
      ]);
    },
  },
  {
    genre: 'review-caps',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const m = man(c);
      const f = fem(c);
      const x = anyone(c);
      const ad = addr(c);
      const area = ad.a.toUpperCase();
      const city = ad.ci.toUpperCase();
      return c.pick([
        `★☆☆☆☆ WORST STAY EVER\nBOOKED 3 NIGHTS AT A "LUXURY" APARTMENT IN ${L(area)}, ${L(city)} AND THE AC NEVER WORKED. THE CARETAKER, ONE MR ${P(nm7(m, 'sCaps'))}, KEPT SAYING HE IS COMING. WHEN WE FINALLY REACHED THE OWNER, ${P(nm7(f, 'caps'))}, SHE TOLD US TO "MANAGE". NEVER AGAIN!!!`,
        `★★★★★ EXCELLENT SERVICE!!!\nORDERED A FRIDGE ON MONDAY AND IT WAS DELIVERED TO ${L(area)} ON TUESDAY. THE DELIVERY GUY ${P(nm7(m, 'g').toUpperCase())} EVEN HELPED US CARRY IT UPSTAIRS. SPECIAL THANKS TO ${P(nm7(f, 'caps'))} AT THE ${L(city)} BRANCH WHO SORTED OUT MY PAYMENT. HIGHLY RECOMMEND`,
        `★★☆☆☆ FOOD GOOD, SERVICE SLOW\nWE WERE A GROUP OF 12 FROM ${L(c.raw('city').toUpperCase())} CELEBRATING MY AUNTIE ${P(nm7(f, 'g').toUpperCase())}'S 60TH. WAITED ONE HOUR FOR STARTERS. THE MANAGER MRS ${P(nm7(x, 'sCaps'))} APOLOGISED AND GAVE US DESSERT FREE. NICE VIEW OF ${L(ad.s.toUpperCase())} FROM THE BALCONY THOUGH`,
        `★☆☆☆☆ DO NOT BUY FROM THIS SELLER\nPHONE ARRIVED IN ${L(city)} WITH A CRACKED SCREEN. SELLER ${P(nm7(m, 'caps'))} SAYS IT WAS LIKE THAT IN ${L(c.raw('city').toUpperCase())} WHEN HE SENT IT. ${O(c.pick(COURIERS[c.j]).toUpperCase())} SAY IT WAS NOT. STILL WAITING FOR MY REFUND`,
      ]);
    },
  },
  {
    genre: 'social-post',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const f = fem(c);
      const m = man(c);
      const x = anyone(c);
      const city = c.raw('city');
      return c.pick([
        `Congratulations to my baby sister ${P(nm7(f, 'gs'))} on her call to the bar today in ${L(city)}!!! 🎉🎉 So proud of you ${P(nm7(f, 'g'))} ${handle7(f, c.int(0, 99))} #CallToBar #${tag(city)}Lawyers`,
        `Stuck on ${L(c.raw('street'))} for 2 hrs 😩 ${handle7(x, c.int(0, 99))} is there any other way to ${L(c.raw('area'))}? #${tag(city)}Traffic`,
        `Thread 🧵 my weekend in ${L(city)}:\n1/ landed Friday, ${P(nm7(m, 'gs'))} picked us up and drove straight to ${L(c.raw('area'))} for food\n2/ Saturday we went out to ${village(c)}, where ${P(nm7(m, 'g'))}'s grandmother still lives\n3/ shout out to ${handle7(x, c.int(0, 99))} for the recommendations 🙏 #${tag(country(c.j))}Travels`,
        `RIP ${P(nm7(x, 'full'))} 🕊️ You taught half of ${L(c.raw('area'))} how to read. ${L(city)} will miss you. ${handle7(m, c.int(0, 99))} please share the burial details when you have them. #RestInPeace`,
        `Who else saw ${P(nm7(m, 'gs'))} on the news last night defending the new bypass through ${L(c.raw('area'))}? 😂 ${handle7(f, c.int(0, 99))} your MP o 💀 #${tag(c.raw('region'))}`,
      ]);
    },
  },
  {
    genre: 'whatsapp-android',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const a = anyone(c);
      const b = fem(c);
      const d = man(c);
      const e = anyone(c);
      const dd = `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2019, 2025)}`;
      const ad = addr(c);
      const area = ad.a;
      const tt = Array.from({ length: 24 }, () => c.int(0, 16 * 60 - 1)).sort((x, y) => x - y);
      let ti = 0;
      const tm = () => {
        const v = 6 * 60 + tt[ti++]!;
        return `${String(Math.floor(v / 60)).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
      };
      const head = `${dd}, ${tm()} - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.\n${dd}, ${tm()} - ${P(nm7(a, 'gs'))} created group "Block C Residents"\n${dd}, ${tm()} - ${P(nm7(a, 'gs'))} added ${P(nm7(b, 'gs'))}\n`;
      return (
        head +
        c.pick([
          `${dd}, ${tm()} - ${P(nm7(b, 'gs'))}: Good evening all. Water will be off tomorrow on ${L(ad.s)} from 9am, according to the caretaker\n${dd}, ${tm()} - ~ ${P(nm7(e, 'gs'))}: Thanks for the info. Does it affect the ${L(area)} side too?\n${dd}, ${tm()} - ${phone(c)}: Please who has the number of the plumber ${P(nm7(d, 'g'))}?\n${dd}, ${tm()} - ${P(nm7(a, 'gs'))}: <Media omitted>\n${dd}, ${tm()} - ${P(nm7(b, 'g'))}: ${P(nm7(d, 'g'))} moved to ${L(c.raw('city'))} last month, ask ${P(nm7(a, 'g'))}`,
          `${dd}, ${tm()} - ${P(nm7(b, 'gs'))}: Reminder: meeting this Saturday at 4pm at the chairman's flat, ${L(area)}. Agenda is security levy and the gate\n${dd}, ${tm()} - ~ ${P(nm7(e, 'g'))}: I will be in ${L(c.raw('city'))} for a funeral. ${P(nm7(d, 'gs'))} will represent me\n${dd}, ${tm()} - ${P(nm7(d, 'gs'))}: Noted 👍\n${dd}, ${tm()} - ${P(nm7(a, 'gs'))}: This message was deleted`,
          `${dd}, ${tm()} - ${P(nm7(d, 'gs'))}: Who parked a grey Corolla blocking the gate on ${L(ad.s)}?? 😤\n${dd}, ${tm()} - ~ ${P(nm7(e, 'gs'))}: It's my visitor, from ${L(c.raw('area'))}. Moving it now, sorry\n${dd}, ${tm()} - ${P(nm7(b, 'gs'))} left\n${dd}, ${tm()} - ${P(nm7(a, 'g'))}: Please let's be considerate 🙏`,
        ])
      );
    },
  },
  {
    genre: 'sms',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const a = anyone(c);
      const m = man(c);
      const me = anyone(c);
      return c.pick([
        `Hi mum, got to ${L(c.raw('city'))} safe. Bus was late at ${L(c.raw('area'))}. Tell ${P(nm7(a, 'g'))} il call 2moro. ${P(nm7(me, 'g'))}`,
        `Dear ${P(nm7(a, 'caps'))}, your parcel from ${O(c.pick(COURIERS[c.j]))} is ready for collection at our ${L(c.raw('area'))} office. Ref ${c.int(100000, 999999)}. Call ${phone(c)}`,
        `${P(nm7(a, 'g'))} pls remind baba ${P(nm7(m, 'g'))} dat d meeting is at ${L(c.raw('area'))} 2mrw 10am. dnt 4get d documents. tnx`,
        `Sorry missed ur call, in a meeting wit ${P(nm7(m, 'gs'))} frm ${L(c.raw('city'))}. Wil call u back by 4. ${P(nm7(me, 'gLower'))}`,
        `Am outside ur gate on ${L(c.raw('street'))}. Its ${P(nm7(me, 'g'))}, ${P(nm7(a, 's'))}'s driver. Pls come out or send sm1`,
      ]);
    },
  },
  {
    genre: 'funeral-programme',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const dead = anyone(c);
      const rev = man(c);
      const k1 = anyone(c);
      const k2 = anyone(c);
      const g1 = anyone(c);
      const pb = [man(c), man(c), man(c), man(c)];
      const born = yr(c, 1930, 1960);
      const kin = (p: NerPerson) => `${p.given} ${dead.surname}`;
      return `${c.pick(['ORDER OF SERVICE', 'FUNERAL PROGRAMME', 'CELEBRATION OF LIFE'])}\n\nA Thanksgiving Service for the Life of\n${P(nm7(dead, 'caps'))}\n(${born} – ${c.int(2015, 2025)})\n\nVenue: ${O(c.raw('church'))}, ${((a) => `${L(a.a)}, ${L(a.ci)}`)(addr(c))}\nOfficiating Minister: Rev. ${P(nm7(rev, 'gs'))}\n\nOpening Hymn: Abide With Me\nBible Reading: Psalm 23 – ${P(kin(g1))} (grandchild)\nTribute by the Children – read by ${P(kin(k1))}\nSermon – Rev. ${P(nm7(rev, 's'))}\nVote of Thanks – ${P(kin(k2))}, on behalf of the family\n\nPall bearers: ${pb.map((p) => P(nm7(p, 'gs'))).join(', ')}\n\nInterment follows at the family home in ${villageIn(c)}.`;
    },
  },
  {
    genre: 'obituary',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const male = c.int(0, 1) === 0;
      const dead = male ? man(c) : fem(c);
      const sp0 = male ? fem(c) : man(c);
      const sp = { ...sp0, surname: dead.surname };
      const died = c.int(2016, 2025);
      const k = [anyone(c), anyone(c), anyone(c)];
      const tt = male ? { NG: 'Chief', KE: 'Mzee', GH: 'Opanyin', ZA: 'Mr', GB: 'Mr', EU: 'Mr' }[c.j] : { NG: 'Mrs', KE: 'Mama', GH: 'Maame', ZA: 'Mrs', GB: 'Mrs', EU: 'Mrs' }[c.j];
      const nick = c.pick(['', ` ("${c.pick(['Teacher', 'Captain', 'Prof', 'Doctor', 'Coach', 'Headmaster'])}")`]);
      return `OBITUARY\n\n${P(nm7(dead, 'caps'))}${nick}\n${yr(c, 1928, 1955)} – ${died}\n\nWith gratitude to God for a life well spent, the family of ${villageIn(c)} announce the passing of ${male ? 'their patriarch' : 'their mother and grandmother'}, ${tt} ${P(nm7(dead, 'full'))}, retired ${c.pick(['headteacher', 'nurse', 'civil servant', 'magistrate', 'surveyor'])}, on ${c.int(1, 28)} ${c.pick(MONTHS7)} ${died} at ${O(c.raw('hospital'))}, ${L(c.raw('city'))}, after a brief illness.\n\n${male ? 'He' : 'She'} is survived by ${male ? 'his wife' : 'her husband'}, ${P(nm7(sp, 'gs'))}, children ${P(nm7(k[0]!, 'g'))}, ${P(nm7(k[1]!, 'g'))} and ${P(nm7(k[2]!, 'g'))}, and many grandchildren in ${L(c.raw('city'))} and abroad.\n\nThe burial takes place on Saturday at ${village(c)}. Enquiries: ${P(`${k[0]!.given} ${dead.surname}`)}, ${phone(c)}.`;
    },
  },
  {
    genre: 'wedding-announcement',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const fa = man(c);
      const fb = man(c);
      const bride = fem(c);
      const groom = man(c);
      const r1 = fem(c);
      const r2 = anyone(c);
      if (c.j === 'GB' || c.j === 'EU')
        return `Engagements\n\n${P(nm7(groom, 'g'))} and ${P(nm7(bride, 'g'))}\nThe engagement is announced between ${P(nm7(groom, 'g'))}, son of Mr and Mrs ${P(nm7(fb, 'gs'))}, of ${townIn(c)}, and ${P(`${bride.given} ${fa.surname}`)}, daughter of Dr ${P(nm7(fa, 'gs'))} and Ms ${P(nm7(r1, 'gs'))}, of ${((a) => `${L(a.a)}, ${L(a.ci)}`)(addr(c))}. The wedding will take place at ${O(c.raw('church'))} on ${c.date()}.`;
      return `The families of Mr & Mrs ${P(nm7(fa, 'gs'))} of ${L(c.raw('city'))} and Mr & Mrs ${P(nm7(fb, 'gs'))} of ${L(c.raw('city'))} joyfully invite you to the wedding of their children\n\n${P(`${bride.given} ${fa.surname}`)} & ${P(`${groom.given} ${fb.surname}`)}\n\n${c.date()}\n${((a) => `Solemnisation: ${O(c.raw('church'))}, ${L(a.a)}, 10am\nReception follows at the event centre on ${L(a.s)}`)(addr(c))}\nColour of the day: wine & gold\n\nRSVP: ${P(nm7(r1, 'g'))} ${phone(c)} | ${P(nm7(r2, 'g'))} ${phone(c)}\n#${tag(bride.given)}And${tag(groom.given)}${c.int(20, 25)}`;
    },
  },
  {
    genre: 'church-bulletin',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const ven = man(c);
      const bro = man(c);
      const sis = fem(c);
      const dcs = fem(c);
      const sick = anyone(c);
      const late = anyone(c);
      const ch = anyone(c);
      return `${O(c.raw('church'))}, ${L(c.raw('area'))}\nSUNDAY BULLETIN – ${c.date()}\n\nPreacher: Ven. ${P(nm7(ven, 'gs'))}\nFirst Lesson: Bro. ${P(nm7(bro, 'gs'))}\n\nANNOUNCEMENTS\n1. Congratulations to Bro. ${P(nm7(bro, 'g'))} and Sis. ${P(nm7(sis, 'gs'))} on their wedding last Saturday.\n2. The Youth Fellowship travels to ${L(c.raw('city'))} for the ${c.pick(['regional', 'diocesan', 'annual'])} camp. Names to Deaconess ${P(nm7(dcs, 'gs'))} before Wednesday.\n3. Please remember in prayer ${P(nm7(sick, 'gs'))}, admitted at ${O(c.raw('hospital'))}, and the family of the late ${P(nm7(late, 'full'))} of ${L(c.raw('area'))}.\n4. Harvest committee meets after service. Chairman: ${titleN(c)} ${P(nm7(ch, 'gs'))}.\n5. Offering envelopes for the ${L(c.raw('region'))} mission are at the back.`;
    },
  },
  {
    genre: 'school-prizes',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const guest = anyone(c);
      const hon1 = anyone(c);
      const hon2 = anyone(c);
      const ws = [anyone(c), anyone(c), anyone(c), anyone(c), anyone(c)];
      const form = { NG: 'SS3', KE: 'Form Four', GH: 'SHS 3', ZA: 'Grade 12', GB: 'Year 13', EU: 'Sixth Year' }[c.j];
      const house = c.pick(w('Aggrey|Livingstone|Kingsley|Mandela|Nightingale|Wilberforce|Lugard|Carey'));
      return `${O(c.raw('school'))}\nSPEECH AND PRIZE-GIVING DAY ${c.int(2016, 2025)}\n\nGuest of Honour: ${titleN(c)} ${P(nm7(guest, 'full'))}, old student and ${c.pick(['Chief Executive', 'Commissioner for Education', 'consultant surgeon', 'author'])}, ${L(c.raw('city'))}\n\nPRIZE LIST\nBest Overall Student (${form}): ${P(nm7(ws[0]!, 'sfCaps'))}\nThe ${nm7(hon1, 'gs')} Memorial Prize for Mathematics: ${P(nm7(ws[1]!, 'gs'))}\nThe ${nm7(hon2, 'full')} Award for Leadership: ${P(nm7(ws[2]!, 'gs'))} (${house} House)\nBest in Chemistry: ${P(nm7(ws[3]!, 'gs'))}\nMost Improved Student: ${P(nm7(ws[4]!, 'gs'))}, who joined us from ${L(c.raw('city'))} in ${form === 'Grade 12' ? 'Grade 9' : 'the second year'}\n\nThe Principal thanks the ${L(c.raw('area'))} Old Students' branch for sponsoring the prizes.`;
    },
  },
  {
    genre: 'cv',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const me = anyone(c);
      const r1 = anyone(c);
      const r2 = anyone(c);
      const ad = addr(c);
      const city = ad.ci;
      return `CURRICULUM VITAE\n\n${P(nm7(me, c.pick(['caps', 'full', 'sfCaps'] as const)))}\n${c.int(2, 90)} ${L(ad.s)}, ${L(ad.a)}, ${L(city)}\n${phone(c)} | ${email(me, c.int(0, 99))}\nNationality: ${demonym(c.j)}\n\nPROFILE\n${cap(c.pick(['chartered accountant', 'registered nurse', 'logistics coordinator', 'software developer', 'secondary school teacher']))} with seven years' experience, based in ${L(city)} and willing to relocate to ${L(c.raw('city'))}.\n\nEXPERIENCE\n${c.int(2019, 2022)} – present  Senior Associate, ${O(c.raw('firm'))}, ${L(city)}\n${c.int(2014, 2016)} – ${c.int(2017, 2019)}  Graduate Trainee, ${O(c.raw('firm'))}, ${L(c.raw('city'))}\n\nEDUCATION\n${uni(c)}, BSc (Hons), Second Class Upper\n${O(c.raw('school'))}, ${L(c.raw('city'))}\n\nREFEREES\n1. ${titleN(c)} ${P(nm7(r1, 'gs'))}, Head of Department, ${uni(c)}. ${email(r1, c.int(0, 99))}\n2. ${P(nm7(r2, 'init'))}, Partner, ${O(c.raw('firm'))}, ${L(c.raw('area'))}. ${phone(c)}`;
    },
  },
  {
    genre: 'professional-bio',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const f = fem(c);
      const m = man(c);
      const x = anyone(c);
      return c.pick([
        `About the speaker\n\n${P(nm7(f, 'full'))} is a public-health physician and the founder of a mobile clinic network serving ${L(c.raw('region'))}. Born in ${L(c.raw('city'))} and raised in ${((a) => `${L(a.a)}, ${L(a.ci)}`)(addr(c))}, ${P(nm7(f, 's'))} trained at ${uni(c)} and ${O(c.raw('hospital'))}. She lives in ${L(c.raw('city'))} with her husband, ${P(nm7(m, 'gs'))}, and their two children.`,
        `About\nI'm ${P(nm7(m, 'gs'))}, a product designer in ${L(c.raw('city'))}. Previously at ${O(c.raw('firm'))}, where I led the team that rebuilt the merchant app for traders in ${L(c.raw('area'))} and ${L(c.raw('city'))}. Mentored by ${P(nm7(x, 'gs'))}. Open to roles in ${L(c.raw('city'))} or remote.`,
        `Panel moderator: ${P(nm7(x, 'full'))}\n${P(nm7(x, 'g'))} has reported on land and housing from ${L(c.raw('city'))} for twelve years and now edits the weekend desk. ${P(nm7(x, 'g'))} grew up in ${village(c)}, studied law at ${uni(c)}, and co-wrote, with ${P(nm7(f, 'gs'))}, a history of ${L(c.raw('area'))}.`,
        `Board of Trustees\n${P(nm7(m, 'full'))} (Chair) is a retired banker from ${L(c.raw('city'))}.\n${P(nm7(f, 'full'))} is a family lawyer in ${L(c.raw('area'))} and a former member of the ${L(c.raw('region'))} tribunal panel.\n${P(nm7(x, 'full'))} runs a farm near ${village(c)}.`,
      ]);
    },
  },
  {
    genre: 'property-listing',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const ag = anyone(c);
      const ad = addr(c);
      const area = ad.a;
      const city = ad.ci;
      if (c.j === 'GB' || c.j === 'EU')
        return `${c.pick(['Two-bedroom terraced house', 'One-bed flat', 'Three-bed semi-detached house'])} to let, ${L(area)}, ${L(city)}\n${currency(c.j)}${c.int(900, 2400)} pcm. Available from ${c.date()}.\nA short walk from ${L(ad.s)} and the bus routes into ${L(city)} centre. Gas central heating, double glazing, small garden. No DSS? We welcome all applicants.\nViewings: contact ${P(nm7(ag, 'gs'))} on ${phone(c)}.`;
      return `FOR RENT: ${c.pick(['3 bedroom flat', '2 bedroom apartment', '4 bedroom detached duplex', 'self-contain'])} in ${L(area)}, off ${L(ad.s)}, ${L(city)}\nAll rooms en suite, prepaid meter, borehole, parking for 3 cars, 24hr security.\nRent: ${currency(c.j)}${c.int(2, 9)}${c.pick(['.5m p.a.', 'm per annum', '0,000 pm'])}\nInspection Mon–Sat. Call or WhatsApp agent ${P(nm7(ag, c.pick(['g', 'gs'] as const)))} on ${phone(c)}.\nAlso available: land for sale in ${villageIn(c)}, with C of O.`;
    },
  },
  {
    genre: 'cover-letter',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const me = anyone(c);
      const hr = anyone(c);
      const sup = anyone(c);
      const ad = addr(c);
      return `${c.int(3, 99)} ${L(ad.s)}\n${L(ad.a)}\n${L(ad.ci)}\n${c.date()}\n\nThe Hiring Manager\n${O(c.raw('firm'))}\n${L(c.raw('city'))}\n\nDear ${c.pick(['', 'Dr '])}${P(nm7(hr, c.pick(['gs', 's'] as const)))},\n\nAPPLICATION FOR THE POSITION OF ${c.pick(['LOGISTICS OFFICER', 'ACCOUNTS ASSISTANT', 'PROGRAMME OFFICER', 'CUSTOMER SERVICE LEAD'])}\n\nI write to apply for the above position advertised on your website. I hold a degree from ${uni(c)} and have spent four years at ${O(c.raw('firm'))} in ${L(c.raw('city'))}, where I coordinated deliveries across ${L(c.raw('region'))}. I am currently living in ${L(ad.a)} and can resume immediately.\n\nMy former supervisor, ${P(nm7(sup, 'gs'))}, has kindly agreed to act as a referee.\n\nYours faithfully,\n\n${P(nm7(me, 'full'))}`;
    },
  },
  {
    genre: 'ocr-letter',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const prin = anyone(c);
      const client = anyone(c);
      const to = anyone(c);
      const sig = anyone(c);
      const firm = `${prin.surname.toUpperCase()} & ${c.pick(['ASSOCIATES', 'CO', 'PARTNERS'])}`;
      const a1 = addr(c);
      const a2 = addr(c);
      const v1 = `${O(firm)}\n${c.pick(['Barristers & Solicitors', 'Legal Practitioners', 'Solicitors & Notaries'])}\n${c.int(2, 80)}, ${L(a1.s)}, ${L(a1.a)}, ${L(a1.ci)}.\nTe1: ${phone(c)}\n\nOur Ref: ${prin.surname.slice(0, 3).toUpperCase()}/LIT/${c.int(10, 999)}/${c.int(17, 25)}\n\n${c.date()}\n\n${P(nm7(to, c.pick(['caps', 'full'] as const)))}\n${c.int(2, 60)} ${L(a2.s)},\n${L(a2.ci)}\n\nDear Sir/Madam,\n\nRE: OUTSTANDING RENT ON THE PRE-\nMISES AT ${L(a2.a.toUpperCase())}\n\nWe act for our c1ient, ${P(nm7(client, 'full'))}, the land-\nlord of the above premises, on whose instructions we write to in-\nform you that the sum of ${currency(c.j)}${c.int(100, 900)},000 remains unpaid as at the date of this let-\nter. Take notice that unless the said sum is paid within seven (7) days our cli-\nent will proceed to court without further notice to you.\n\nYours faithfu11y,\n|\n${P(nm7(sig, 'init'))}\nfor: ${O(firm)}`;
      const pr = anyone(c);
      const vp = anyone(c);
      const ward = anyone(c);
      const v2 = `OFFICE OF THE PRINCIPAL\n${O(c.raw('school'))}\nP.O. Box ${c.int(10, 9999)}, ${L(a1.ci)}\n\n${c.date()}\n\nDear Parent/Guardian,\n\nRE: ${P(nm7(ward, 'caps'))} (CLASS ${c.pick(['2B', '3A', '4C', '1D'])})\n\nWe wish to in-\nform you that your ward was absent from school for five (5) con-\nsecutive days without permission and was seen at ${L(a1.a)} during school hours. Kind-\nly report to the Vice Principal, ${titleN(c)} ${P(nm7(vp, 'gs'))}, on Monday morn-\ning with your ward.\n\nYours faith-\nfully,\n|\n${P(nm7(pr, 'init'))}\nPRlNCIPAL`;
      return c.pick([v1, v2]);
    },
  },
  {
    genre: 'subtitles',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const a = fem(c);
      const b = man(c);
      const d = anyone(c);
      let t = c.int(10, 900);
      const cue = (n: number, body: string) => {
        const s = t + 1;
        t = s + c.int(2, 6);
        const f = (x: number, ms: number) => `00:${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')},${String(ms).padStart(3, '0')}`;
        return `${n}\n${f(s, c.int(0, 499))} --> ${f(t, c.int(500, 999))}\n${body}`;
      };
      const n0 = c.int(1, 400);
      const city = c.raw('city');
      const v1 = [
        cue(n0, c.pick(['[MUSIC PLAYING]', '[PHONE RINGING]', '[CROWD CHATTER]'])),
        cue(n0 + 1, `${P(nm7(a, 'g').toUpperCase())}: ${P(nm7(b, 'g'))}, where were you last night?`),
        cue(n0 + 2, `- I was in ${L(city)}.\n- ${L(city)}? With who?`),
        cue(n0 + 3, `[${nm7(b, 'g').toUpperCase()}] With ${P(nm7(d, 'gs'))}.\nWe drove back through ${c.pick([village(c), L(c.raw('city'))])}.`).replace(`[${nm7(b, 'g').toUpperCase()}]`, `[${P(nm7(b, 'g').toUpperCase())}]`),
        cue(n0 + 4, `${c.pick(['Mrs', 'Auntie', 'Mama'])} ${P(nm7(d, 's'))} will tell your father.`),
        cue(n0 + 5, '[DOOR SLAMS]'),
      ].join('\n\n');
      const sg = anyone(c);
      const ad = addr(c);
      const v2 = [
        cue(n0, '[PHONE RINGS]'),
        cue(n0 + 1, `${P(nm7(b, 'g').toUpperCase())}: Hello? Yes, this is ${P(nm7(b, 'gs'))}.`),
        cue(n0 + 2, `(ON PHONE) Sergeant ${P(nm7(sg, 's'))} here.\nWe found your car.`),
        cue(n0 + 3, `- Where?\n- Behind the shops on ${L(ad.s)}, in ${L(ad.a)}.`),
        cue(n0 + 4, `${P(nm7(b, 'g').toUpperCase())}: Tell ${P(nm7(a, 'g'))} I'm on my way.`),
        cue(n0 + 5, '[ENGINE STARTS]'),
      ].join('\n\n');
      return c.pick([v1, v2]);
    },
  },
  {
    genre: 'encyclopedia-bio',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const s = anyone(c);
      const sp = anyone(c);
      const fa = man(c);
      const mo = fem(c);
      const prof = c.pick(['novelist', 'economist', 'footballer turned coach', 'civil engineer', 'gospel singer', 'botanist']);
      const v1 = `${P(nm7(s, 'full'))} (born ${born(c)}) is ${c.j === 'EU' ? 'an' : 'a'} ${demonym(c.j)} ${prof}. Born in ${townIn(c)}, ${P(nm7(s, 's'))} attended ${O(c.raw('school'))} before studying at ${uni(c)}.\n\nEarly life\n${P(nm7(s, 's'))} was the third of five children of ${P(`${fa.given} ${s.surname}`)}, a railway clerk, and ${P(nm7(mo, 'gs'))}, a trader from ${village(c)}. The family moved to ${((a) => `${L(a.a)} in ${L(a.ci)}`)(addr(c))} when ${P(nm7(s, 'g'))} was nine.\n\nPersonal life\n${P(nm7(s, 's'))} is married to the architect ${P(nm7(sp, 'gs'))}; they live in ${L(c.raw('area'))}.`;
      const coach = anyone(c);
      const v2 = `${P(nm7(s, 'full'))} (born ${born(c)}) is ${c.j === 'EU' ? 'an' : 'a'} ${demonym(c.j)} long-distance runner and coach. ${P(nm7(s, 'g'))} grew up in ${villageIn(c)}, and was spotted at the age of fourteen by the coach ${P(nm7(coach, 'gs'))}, who ran a training camp in ${village(c)}.\n\nCareer\n${P(nm7(s, 's'))} won the national ${c.pick(['10,000 metres', 'cross-country', 'half-marathon'])} title in ${c.int(2008, 2016)} and took silver at the marathon in ${L(c.pick(['Berlin', 'Rotterdam', 'Chicago', 'Tokyo', 'Seoul']))} two years later. Since retiring, ${P(nm7(s, 's'))} has run a foundation in ${L(c.raw('city'))} with ${P(nm7(sp, 'gs'))}.`;
      return c.pick([v1, v2]);
    },
  },
  {
    genre: 'travel-itinerary',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const g1 = anyone(c);
      const g2 = anyone(c);
      const guide = anyone(c);
      const drv = man(c);
      const ad = addr(c);
      const c1 = ad.ci;
      return `ITINERARY – ${c.int(4, 9)} DAYS, ${country(c.j).toUpperCase()}\nPrepared for: ${P(nm7(g1, 'gs'))} & ${P(nm7(g2, 'gs'))}\nYour guide: ${P(nm7(guide, 'gs'))} (${phone(c)})\n\nDay 1 – Arrive ${L(c1)}. Transfer to your guesthouse in ${L(ad.a)}. Evening walk along ${L(ad.s)}.\nDay 2 – ${L(c1)} → ${L(c.raw('city'))} by road. Lunch stop in ${village(c)}.\nDay 3 – Morning at leisure. Afternoon drive to ${villageIn(c)}.\nDay 4 – Return to ${L(c1)}; drop-off at the airport.\n\nDriver: ${P(nm7(drv, 'g'))}. Please tip in local currency.`;
    },
  },
  {
    genre: 'dispatch-note',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const snd = anyone(c);
      const con = anyone(c);
      const drv = man(c);
      const rcv = anyone(c);
      const nb = anyone(c);
      const ad = addr(c);
      return `${O(c.pick(COURIERS[c.j]))}\nDELIVERY NOTE / WAYBILL No. ${c.int(100000, 999999)}\n\nSender: ${P(nm7(snd, 'caps'))}, ${((a) => `${L(a.a)}, ${L(a.ci)}`)(addr(c))}\nConsignee: ${P(nm7(con, c.pick(['caps', 'sfCaps', 'gs'] as const)))}\nDelivery address: ${c.int(1, 200)} ${L(ad.s)}, ${L(ad.a)}, ${L(ad.ci)}\nContact: ${phone(c)}\nItems: ${c.int(1, 6)} carton(s), ${c.pick(['books', 'phone accessories', 'fabric', 'medical supplies'])}\nRider/Driver: ${P(nm7(drv, 'gs'))}\nReceived by: ${P(nm7(rcv, 'gs'))}   Signature: ________   Date: ${c.date()}\nRemarks: ${c.pick([`Customer not around, parcel left with neighbour ${P(nm7(nb, 'g'))} at No. ${c.int(1, 99)}.`, `Delivered to security man ${P(nm7(nb, 'g'))} at the gate.`, `Second attempt. Customer relocated to ${L(c.raw('city'))}.`])}`;
    },
  },
  {
    genre: 'news-dateline',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const v = anyone(c);
      const sp = anyone(c);
      const by = anyone(c);
      const w1 = anyone(c);
      const ad = addr(c);
      const city = ad.ci;
      const agency = c.pick(['Reuters', 'AFP', 'AP']);
      const dl = c.pick([`${L(city.toUpperCase())} —`, `${L(city.toUpperCase())}, ${L(country(c.j))} (${O(agency)}) —`, `${L(city.toUpperCase())}:`]);
      const v1 = `By ${P(nm7(by, 'gs'))}, ${c.pick(['Correspondent', 'Staff Reporter', 'Senior Reporter'])}\n\n${dl} Police in ${L(city)} have arrested two men over the disappearance of a ${c.pick(['trader', 'pharmacist', 'taxi driver', 'schoolteacher'])}, ${P(nm7(v, 'full'))}, ${c.int(24, 67)}, who was last seen in ${L(ad.a)} on ${c.pick(['Tuesday', 'Friday', 'Sunday'])}. A police spokesperson, ${c.pick(['Superintendent', 'Inspector', 'ASP'])} ${P(nm7(sp, 'gs'))}, said the suspects were picked up near ${L(ad.s)}. ${P(nm7(v, 's'))}'s ${c.pick(['cousin', 'neighbour', 'colleague'])}, ${P(nm7(w1, 'gs'))}, told reporters the family had travelled from ${village(c)} to follow the case.`;
      const tr = anyone(c);
      const ch = man(c);
      const fs = anyone(c);
      const v2 = `${dl} Traders at the main market in ${L(ad.a)} counted their losses on ${c.pick(['Monday', 'Thursday', 'Saturday'])} after a fire that started near ${L(ad.s)} destroyed more than ${c.int(20, 90)} shops.\n\n"Everything is gone," said ${P(nm7(tr, 'gs'))}, who has sold fabrics there for twenty years. The chairman of the market association, ${P(nm7(ch, 'gs'))}, asked the council for help to rebuild. No one was hurt, according to ${P(nm7(fs, 'gs'))} of the fire service, who said the cause was still being investigated.\n\nAdditional reporting by ${P(nm7(by, 'gs'))} in ${L(city)}.`;
      return c.pick([v1, v2]);
    },
  },
  {
    genre: 'how-to',
    lang: 'en',
    fills: 18,
    make: (c) => {
      const tip = man(c);
      const rd = anyone(c);
      const a1 = addr(c);
      const a2 = addr(c);
      const c1 = a1.ci;
      const c2 = a2.ci === c1 ? c.pick(villages[c.j]).split('/')[0]! : a2.ci;
      const ride = { NG: 'danfo', KE: 'matatu', GH: 'tro-tro', ZA: 'minibus taxi', GB: 'bus', EU: 'bus' }[c.j];
      const v1 = `How to get from ${L(c1)} to ${L(c2)} by public transport (updated ${c.int(2019, 2025)})\n\n1. From ${L(a1.a)}, take a ${ride} to the ${{ NG: 'motor park', KE: 'stage', GH: 'station', ZA: 'taxi rank', GB: 'coach station', EU: 'bus station' }[c.j]} in ${L(c1)} town centre. The fare is about ${{ NG: `₦${c.int(2, 9)},000`, KE: `KES ${c.int(2, 9)}00` }[c.j as 'NG' | 'KE'] ?? `${currency(c.j)}${c.int(2, 9)}0`}.\n2. Buy your ticket at the office, not from the touts outside. Ask for ${P(nm7(tip, 'g'))}, the ticket officer; he will tell you which bus leaves first.\n3. The trip takes four to six hours. Some buses stop at ${village(c)} for food.\n4. In ${L(c2)}, get off at ${L(a2.s)}, not the last stop, if you are staying near ${L(a2.a)}.\n\nThanks to reader ${P(nm7(rd, 'gs'))} from ${L(c.raw('city'))} for the update.`;
      const lic = anyone(c);
      const v2 = `How to renew your driving licence in ${L(a1.ci)} without an agent (${c.int(2019, 2025)})\n\n1. Book online, then go to the licensing office on ${L(a1.s)} in ${L(a1.a)} before 8am; the queue is long by 9.\n2. Bring your old licence, ID and two photos. At the counter ask for ${P(nm7(lic, 'gs'))}, who handles renewals for people who moved from ${L(c2)}.\n3. Pay at the bank, not to anyone outside the gate.\n4. Collect the licence after two weeks, or have it posted to ${L(a2.a)} if you live that side.\n\nTip from reader ${P(nm7(rd, 'g'))}: the ${L(c.raw('city'))} office is quieter on Wednesdays.`;
      return c.pick([v1, v2]);
    },
  },
];

/** Places of the EU-language texts, by language: cities, streets and neighbourhoods as the language writes them. */
const EU7 = {
  fr: {
    city: w('Lyon|Marseille|Toulouse|Lille|Nantes|Bordeaux|Strasbourg|Rennes|Montpellier|Grenoble|Bruxelles|Liège|Namur|Dakar|Abidjan'),
    street: w('rue de la République|avenue Jean-Jaurès|boulevard Voltaire|rue Victor-Hugo|rue du Faubourg-Saint-Antoine|avenue Louise|rue Nationale|cours Mirabeau'),
    area: w('Lyon/Vaise|Bruxelles/Ixelles|Bruxelles/Schaerbeek|Bruxelles/Molenbeek|Lille/Wazemmes|Lille/Vauban|Bordeaux/Bacalan|Toulouse/Saint-Cyprien|Marseille/Belsunce|Liège/Outremeuse|Nantes/Chantenay'),
  },
  de: {
    city: w('Köln|München|Hamburg|Leipzig|Dresden|Stuttgart|Bremen|Hannover|Nürnberg|Freiburg|Graz|Wien|Zürich|Bochum|Kassel'),
    street: w('Hauptstraße|Goethestraße|Bahnhofstraße|Schillerstraße|Lindenallee|Kastanienweg|Bergstraße|Am Markt'),
    area: w('Köln/Ehrenfeld|München/Schwabing|Hamburg/Altona|Leipzig/Connewitz|Dresden/Neustadt|Berlin/Kreuzberg|Berlin/Pankow|Frankfurt/Sachsenhausen|Frankfurt/Bornheim|Wien/Ottakring'),
  },
  nl: {
    city: w('Utrecht|Rotterdam|Amsterdam|Groningen|Eindhoven|Zwolle|Nijmegen|Leiden|Haarlem|Maastricht|Gent|Antwerpen|Leuven|Tilburg'),
    street: w('Oudegracht|Witte de Withstraat|Kalverstraat|Herestraat|Stratumseind|Vismarkt|Meir|Breestraat'),
    area: w('Utrecht/Lombok|Rotterdam/Kralingen|Amsterdam/De Pijp|Groningen/Oosterpoort|Amsterdam/Bos en Lommel|Utrecht/Zuilen|Rotterdam/Feijenoord|Antwerpen/Berchem'),
  },
  pt: {
    city: w('Lisboa|Porto|Coimbra|Braga|Aveiro|Faro|Setúbal|Évora|Viseu|Funchal|Leiria|Guimarães|Luanda|Maputo|Praia'),
    street: w('Rua Augusta|Avenida da Liberdade|Rua de Santa Catarina|Avenida dos Aliados|Rua do Ouro|Rua Direita|Avenida da República'),
    area: w('Lisboa/Benfica|Lisboa/Alvalade|Lisboa/Campo de Ourique|Lisboa/Arroios|Porto/Paranhos|Porto/Cedofeita|Lisboa/Marvila|Porto/Bonfim|Coimbra/Celas|Braga/Maximinos'),
  },
  es: {
    city: w('Sevilla|Valencia|Bilbao|Zaragoza|Málaga|Granada|Salamanca|Valladolid|Córdoba|Alicante|Santander|Cádiz|Oviedo|Pamplona'),
    street: w('calle Sierpes|Gran Vía|calle Mayor|paseo de Gracia|calle Larios|avenida de la Constitución|calle Alcalá|Rambla de Catalunya'),
    area: w('Sevilla/Triana|Madrid/Lavapiés|Valencia/Ruzafa|Madrid/Malasaña|Barcelona/Gràcia|Bilbao/Deusto|Valencia/El Carmen|Madrid/Chamberí|Granada/Albaicín|Sevilla/Nervión'),
  },
  it: {
    city: w('Bologna|Torino|Napoli|Firenze|Genova|Verona|Padova|Bergamo|Palermo|Bari|Trieste|Perugia|Modena|Lecce'),
    street: w('via Garibaldi|corso Vittorio Emanuele|via Roma|via Mazzini|corso Buenos Aires|via dei Mille|via Toledo|viale Monza'),
    area: w('Roma/Trastevere|Milano/Navigli|Torino/San Salvario|Napoli/Vomero|Milano/Brera|Firenze/Oltrarno|Roma/Testaccio|Milano/Isola'),
  },
};
/** Polish towns as [nominative, locative (`w …`), genitive (`z …`, `do …`)]. */
const PL_TOWNS: readonly (readonly [string, string, string])[] = [
  ['Kraków', 'Krakowie', 'Krakowa'],
  ['Warszawa', 'Warszawie', 'Warszawy'],
  ['Gdańsk', 'Gdańsku', 'Gdańska'],
  ['Wrocław', 'Wrocławiu', 'Wrocławia'],
  ['Poznań', 'Poznaniu', 'Poznania'],
  ['Łódź', 'Łodzi', 'Łodzi'],
  ['Lublin', 'Lublinie', 'Lublina'],
  ['Katowice', 'Katowicach', 'Katowic'],
  ['Szczecin', 'Szczecinie', 'Szczecina'],
  ['Rzeszów', 'Rzeszowie', 'Rzeszowa'],
  ['Toruń', 'Toruniu', 'Torunia'],
  ['Białystok', 'Białymstoku', 'Białegostoku'],
  ['Gdynia', 'Gdyni', 'Gdyni'],
  ['Opole', 'Opolu', 'Opola'],
  ['Kielce', 'Kielcach', 'Kielc'],
].map(([a, b, d]) => [a!.normalize('NFC'), b!.normalize('NFC'), d!.normalize('NFC')] as const);
const PL_STREETS = w('Długa|Piotrkowska|Floriańska|Mickiewicza|Kościuszki|Słowackiego|Grunwaldzka|Świętojańska');

type EuLang = keyof typeof EU7;
const eu = (c: C, lang: EuLang, kind: 'city' | 'street' | 'area'): string => L(c.pick(EU7[lang][kind]).split('/').at(-1)!);
/** A neighbourhood with the city it is in. */
const euPair = (c: C, lang: EuLang): { ci: string; a: string } => {
  const [ci, a] = c.pick(EU7[lang].area).split('/') as [string, string];
  return { ci, a };
};
const pf = (c: C, b: Base7): NerPerson => c.person(`${b}-f`);
const pm = (c: C, b: Base7): NerPerson => c.person(`${b}-m`);
const pa = (c: C, b: Base7): NerPerson => c.person(`${b}-${c.pick(['f', 'm'] as const)}`);
const dmy = (c: C, sep: string): string => `${c.int(1, 28)}${sep}${String(c.int(1, 12)).padStart(2, '0')}${sep}${c.int(2016, 2025)}`;

const EUROPEAN7: readonly T[] = [
  {
    genre: 'fr-forum',
    lang: 'fr',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pm(c, 'fr');
      const b = pf(c, 'fr');
      const fp = euPair(c, 'fr');
      const city = c.pick(EU7.fr.city);
      return c.pick([
        `salut à tous, je cherche un plombier sérieux sur ${L(fp.ci)}, secteur ${L(fp.a)}. on m'a conseillé un certain ${P(nm7(a, 'gs'))} mais impossible de le joindre. quelqu'un a un contact ? merci d'avance\n\n— réponse de ${handle7(b, c.int(0, 50)).slice(1)} : essaie ${P(nm7(b, 'g'))}, son atelier est au ${c.int(2, 140)} ${eu(c, 'fr', 'street')}, très pro`,
        `Bonjour, nous partons de ${L(city)} en voiture pour rejoindre ${eu(c, 'fr', 'city')} en août. Mon beau-frère ${P(nm7(a, 'gs'))} dit qu'il faut éviter l'autoroute le samedi. Des avis ? (on a deux enfants et un chien)`,
        `[RÉSOLU] Colis bloqué à ${L(city)} depuis dix jours. Finalement c'est ${P(nm7(b, 'gs'))}, du service client, qui a retrouvé le carton au dépôt de ${eu(c, 'fr', 'city')}. Merci à ${P(nm7(a, 'g'))} pour le tuyau !`,
      ]);
    },
  },
  {
    genre: 'fr-avis-deces',
    lang: 'fr',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const dead = pm(c, 'fr');
      const wife = pf(c, 'fr');
      const k1 = pa(c, 'fr');
      const k2 = pa(c, 'fr');
      const fp = euPair(c, 'fr');
      const city = fp.ci;
      return `${L(city.toUpperCase())}\n\nMme ${P(`${wife.given} ${dead.surname}`)}, née ${P(wife.surname)}, son épouse ;\n${P(`${k1.given} ${dead.surname}`)} et ${P(nm7(k2, 'g'))}, ses enfants,\nont la douleur de vous faire part du décès de\n\nM. ${P(nm7(dead, 'full'))}\n\nsurvenu le ${c.int(1, 28)} ${c.pick(['janvier', 'mars', 'mai', 'juillet', 'octobre', 'décembre'])} à ${L(city)}, dans sa ${c.int(70, 96)}e année.\nLes obsèques seront célébrées vendredi à 14 h 30 en l'église de ${L(fp.a)}, suivies de l'inhumation au cimetière de ${eu(c, 'fr', 'city')}.\nNi fleurs ni couronnes.`;
    },
  },
  {
    genre: 'de-lebenslauf',
    lang: 'de',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const me = pa(c, 'de');
      const ref = pa(c, 'de');
      return `Lebenslauf\n\nPersönliche Daten\nName: ${P(nm7(me, 'full'))}\nAnschrift: ${eu(c, 'de', 'street')} ${c.int(1, 120)}, ${c.int(10000, 99999)} ${eu(c, 'de', 'city')}\nGeburtsdatum und -ort: ${c.int(1, 28)}.${String(c.int(1, 12)).padStart(2, '0')}.${c.int(1965, 2001)}, ${eu(c, 'de', 'city')}\nE-Mail: ${email(me, c.int(0, 99))}\n\nBerufserfahrung\nseit ${c.int(2019, 2023)}  Sachbearbeiterin/Sachbearbeiter, ${O(c.pick(['Deutsche Bahn AG', 'Allianz SE', 'Stadtwerke Leipzig', 'DHL Group', 'Sparkasse']))}, ${eu(c, 'de', 'city')}\n${c.int(2012, 2016)}–${c.int(2017, 2019)}  Ausbildung zur Kauffrau/zum Kaufmann, ${eu(c, 'de', 'city')}\n\nAuslandsaufenthalt\n${c.int(2010, 2015)}  Freiwilligendienst in ${L(c.pick(['Kenia', 'Ghana', 'Tansania', 'Südafrika', 'Namibia']))}, Schule in ${L(c.pick(['Kisumu', 'Tamale', 'Arusha', 'Durban', 'Windhoek']))}\n\nReferenzen\n${c.pick(['Dr.', 'Prof. Dr.'])} ${P(nm7(ref, 'gs'))}, Abteilungsleitung`;
    },
  },
  {
    genre: 'de-traueranzeige',
    lang: 'de',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const dead = pa(c, 'de');
      const k1 = pa(c, 'de');
      const k2 = pa(c, 'de');
      const k3 = pa(c, 'de');
      const dp = euPair(c, 'de');
      return `${c.pick(['In stiller Trauer', 'Wir nehmen Abschied von', 'Traurig, aber dankbar für die gemeinsame Zeit'])}\n\n${P(nm7(dead, 'full'))}\n* ${c.int(1, 28)}.${c.int(1, 12)}.${c.int(1930, 1955)} in ${eu(c, 'de', 'city')}\n† ${c.int(1, 28)}.${c.int(1, 12)}.${c.int(2018, 2025)} in ${L(dp.ci)}\n\nIn Liebe\n${P(`${k1.given} ${dead.surname}`)} und ${P(nm7(k2, 'gs'))}\n${P(nm7(k3, 'g'))} mit Familie\n\nDie Trauerfeier findet am Freitag um 11 Uhr auf dem Friedhof in ${L(dp.a)} statt. Anstelle von Blumen bitten wir um eine Spende an ${c.pick([O('Ärzte ohne Grenzen'), `die ${O('Caritas')}`, `das ${O('Deutsche Rote Kreuz')}`])}.`;
    },
  },
  {
    genre: 'nl-review',
    lang: 'nl',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pm(c, 'nl');
      const b = pf(c, 'nl');
      return c.pick([
        `★★★★★ Super vriendelijk ontvangen door ${P(nm7(a, 'g'))}! Het appartement ligt vlak bij de ${eu(c, 'nl', 'street')}, dus alles op loopafstand. Volgend jaar komen we zeker terug naar ${eu(c, 'nl', 'city')}. Groetjes, ${P(nm7(b, 'g'))} uit ${eu(c, 'nl', 'city')}`,
        `★★☆☆☆ Eten was prima maar we hebben een uur gewacht. De eigenaar, dhr. ${P(nm7(a, 's'))}, bood wel excuses aan. Parkeren in ${((x) => `${L(x.a)} is een drama, neem de bus vanaf het station in ${L(x.ci)}`)(euPair(c, 'nl'))}.`,
        `Aanrader! ${P(nm7(b, 'gs'))} heeft onze verhuizing van ${eu(c, 'nl', 'city')} naar ${eu(c, 'nl', 'area')} perfect geregeld. Niks kapot, alles op tijd. Bedankt ook aan mevr. ${P(nm7(c.person('nl-f'), 'gs'))} voor het regelen van de vergunning.`,
      ]);
    },
  },
  {
    genre: 'nl-whatsapp',
    lang: 'nl',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pa(c, 'nl');
      const b = pa(c, 'nl');
      const d = pa(c, 'nl');
      const day = `${String(c.int(1, 28)).padStart(2, '0')}-${String(c.int(1, 12)).padStart(2, '0')}-${c.int(2019, 2025)}`;
      const ts = Array.from({ length: 5 }, () => c.int(8 * 3600, 22 * 3600)).sort((x, y) => x - y);
      let k = 0;
      const t = () => {
        const v = ts[k++]!;
        return `${String(Math.floor(v / 3600)).padStart(2, '0')}:${String(Math.floor(v / 60) % 60).padStart(2, '0')}:${String(v % 60).padStart(2, '0')}`;
      };
      return `[${day} ${t()}] ${P(nm7(a, 'gs'))}: Ik sta nog in de file bij ${eu(c, 'nl', 'city')}, begin maar zonder mij\n[${day} ${t()}] ${P(nm7(b, 'g'))}: Geen probleem! ${P(nm7(d, 'g'))} neemt de taart mee\n[${day} ${t()}] ${P(nm7(d, 'gs'))}: Ja, ik haal hem op in ${eu(c, 'nl', 'area')}\n[${day} ${t()}] ${P(nm7(a, 'gs'))}: afbeelding weggelaten\n[${day} ${t()}] ${P(nm7(b, 'g'))}: Haha oma ${P(nm7(c.person('nl-f'), 'g'))} gaat dit prachtig vinden 😂`;
    },
  },
  {
    genre: 'pt-imovel',
    lang: 'pt',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const ag = pa(c, 'pt');
      const pp = euPair(c, 'pt');
      const city = pp.ci;
      return `${c.pick(['Vende-se', 'Arrenda-se'])} ${c.pick(['T2', 'T3', 'T1', 'moradia T4'])} em ${L(pp.a)}, ${L(city)}\n${c.pick(['Remodelado', 'Com varanda', 'Muito luminoso'])}, ${c.int(55, 180)} m², ${c.int(1, 6)}.º andar com elevador, a cinco minutos do centro de ${L(city)}.\nPreço: ${c.int(150, 690)}.000 €\nContacto: ${P(nm7(ag, c.pick(['gs', 'full'] as const)))}, ${c.pick(['+351 91', '+351 93', '+351 96'])}${c.int(1000000, 9999999)}\nVisitas ao sábado. Não respondemos a mensagens de ${L(c.pick(['Espanha', 'França', 'Brasil']))} sem número.`;
    },
  },
  {
    genre: 'pt-noticia',
    lang: 'pt',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const v = pf(c, 'pt');
      const by = pa(c, 'pt');
      const sp = pa(c, 'pt');
      const city = c.pick(EU7.pt.city);
      return `Por ${P(nm7(by, 'gs'))}\n\n${L(city.toUpperCase())} — Um homem de ${c.int(30, 70)} anos foi detido na ${eu(c, 'pt', 'street')} por suspeita de burla a idosos em ${eu(c, 'pt', 'area')} e ${eu(c, 'pt', 'city')}. Segundo ${P(nm7(sp, 'gs'))}, porta-voz da polícia, uma das vítimas, ${P(nm7(v, 'full'))}, de ${c.int(70, 92)} anos, entregou as poupanças a um falso técnico. A vizinha ${P(nm7(c.person('pt-f'), 'gs'))} disse à ${O(c.pick(['Lusa', 'RTP', 'TSF']))} que ${P(nm7(v, 'g'))} "vive sozinha desde que o marido morreu".`;
    },
  },
  {
    genre: 'es-resena',
    lang: 'es',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pm(c, 'es');
      const b = pa(c, 'es');
      const city = c.pick(EU7.es.city);
      return c.pick([
        `★★★★★ Nos atendió ${P(nm7(a, 'g'))}, majísimo. El hotel está en pleno centro de ${L(city)}, a dos pasos de la ${eu(c, 'es', 'street')}. Volveremos seguro. ${P(nm7(b, 'g'))} y familia, desde ${eu(c, 'es', 'city')}`,
        `★★☆☆☆ El piso de ${eu(c, 'es', 'area')} no se parecía a las fotos. El anfitrión, ${P(nm7(a, 'gs'))}, tardó seis horas en contestar. Lo único bueno: el bar de la esquina y la vista a la ${eu(c, 'es', 'street')}.`,
        `Recomiendo muchísimo la ruta guiada por ${eu(c, 'es', 'area')} con ${P(nm7(b, 'gs'))}. Nos contó la historia del barrio y acabamos cenando en ${L(city)} con su pareja, ${P(nm7(a, 'g'))}. ¡Gracias!`,
      ]);
    },
  },
  {
    genre: 'es-boda',
    lang: 'es',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const n1 = pf(c, 'es');
      const n2 = pm(c, 'es');
      const pad = [pa(c, 'es'), pa(c, 'es')];
      const ep = euPair(c, 'es');
      return `${P(nm7(n1, 'g'))} & ${P(nm7(n2, 'g'))}\n\nTenemos el placer de invitaros a nuestra boda, que se celebrará el sábado ${c.int(1, 28)} de ${c.pick(['mayo', 'junio', 'septiembre', 'octubre'])} en ${L(ep.ci)}.\nCeremonia: 12:30 h, iglesia parroquial, barrio de ${L(ep.a)}\nBanquete: finca a las afueras de ${L(ep.ci)} (habrá autobús desde la ${eu(c, 'es', 'street')})\n\nConfirmad asistencia a ${P(nm7(pad[0]!, 'gs'))} o ${P(nm7(pad[1]!, 'gs'))} antes del 1 de abril.\n\n${P(nm7(n1, 'full'))} y ${P(nm7(n2, 'full'))}`;
    },
  },
  {
    genre: 'it-necrologio',
    lang: 'it',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const dead = pm(c, 'it');
      const sp = pf(c, 'it');
      const k1 = pa(c, 'it');
      const k2 = pa(c, 'it');
      const city = c.pick(EU7.it.city);
      return `È mancato all'affetto dei suoi cari\n\n${P(nm7(dead, 'caps'))}\ndi anni ${c.int(68, 97)}\n\nNe danno il triste annuncio la moglie ${P(nm7(sp, 'g'))}, i figli ${P(`${k1.given} ${dead.surname}`)} con ${P(nm7(k2, 'g'))}, i nipoti e i parenti tutti.\nI funerali si terranno ${c.pick(['lunedì', 'mercoledì', 'sabato'])} alle ore 10 nella chiesa di San Lorenzo a ${L(city)}, partendo dall'abitazione in ${eu(c, 'it', 'street')}.\nUn ringraziamento particolare al dott. ${P(nm7(c.person('it-m'), 'gs'))} e al personale dell'${O(`Ospedale di ${c.pick(EU7.it.city)}`)}.\n${L(city)}, ${dmy(c, '/')}`;
    },
  },
  {
    genre: 'it-sottotitoli',
    lang: 'it',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pf(c, 'it');
      const b = pm(c, 'it');
      const d = pa(c, 'it');
      const n0 = c.int(1, 300);
      let sec = c.int(30, 3000);
      let half = 0;
      const tc = () => {
        half = 1 - half;
        if (half) sec += 1;
        else sec += c.int(2, 5);
        return `00:${String(Math.floor(sec / 60)).padStart(2, '0')}:${String(sec % 60).padStart(2, '0')},${String(half ? c.int(0, 499) : c.int(500, 999)).padStart(3, '0')}`;
      };
      const city = c.pick(EU7.it.city);
      return `${n0}\n${tc()} --> ${tc()}\n[MUSICA]\n\n${n0 + 1}\n${tc()} --> ${tc()}\n${P(nm7(a, 'g').toUpperCase())}: ${P(nm7(b, 'g'))}, dove sei stato ieri sera?\n\n${n0 + 2}\n${tc()} --> ${tc()}\n- A ${L(city)}, da ${P(nm7(d, 'g'))}.\n- A ${L(city)}? Con quella macchina?\n\n${n0 + 3}\n${tc()} --> ${tc()}\nLa signora ${P(nm7(d, 's'))} ha chiamato da ${eu(c, 'it', 'city')}.\n\n${n0 + 4}\n${tc()} --> ${tc()}\n[SQUILLA IL TELEFONO]`;
    },
  },
  {
    genre: 'pl-ogloszenie',
    lang: 'pl',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const a = pa(c, 'pl');
      const b = pa(c, 'pl');
      const [n, loc, gen] = c.pick(PL_TOWNS);
      const [, loc2, gen2] = c.pick(PL_TOWNS);
      return c.pick([
        `Sprzedam mieszkanie w ${L(loc)}, ul. ${L(c.pick(PL_STREETS))}, ${c.int(38, 90)} m², ${c.int(2, 4)} pokoje, ${c.int(1, 8)} piętro. Blisko tramwaju. Cena do negocjacji. Kontakt: ${P(nm7(a, 'gs'))}, tel. ${c.int(500, 799)} ${c.int(100, 999)} ${c.int(100, 999)}`,
        `Szukam pokoju do wynajęcia w ${L(loc)} od października. Jestem studentką z ${L(gen2)}, nie palę. Kontakt: ${P(nm7(c.person('pl-f'), 'gs'))}, wiadomość prywatna. Poleca mnie ${P(nm7(b, 'gs'))}.`,
        `Przewozy ${L(n)} – ${L(c.pick(PL_TOWNS)[0])} codziennie, wyjazd spod dworca w ${L(loc2)} o 6:00. Zapisy: ${P(nm7(b, 'gs'))}. Dowozimy też paczki z ${L(gen)}.`,
      ]);
    },
  },
  {
    genre: 'pl-cv',
    lang: 'pl',
    fills: 11,
    js: ['EU'],
    make: (c) => {
      const me = pa(c, 'pl');
      const ref = pa(c, 'pl');
      const [n1, loc1] = c.pick(PL_TOWNS);
      const [, loc2, gen2] = c.pick(PL_TOWNS);
      return `Życiorys\n\nImię i nazwisko: ${P(nm7(me, 'gs'))}\nAdres: ul. ${L(c.pick(PL_STREETS))} ${c.int(1, 90)}/${c.int(1, 40)}, ${c.int(10, 99)}-${c.int(100, 999)} ${L(n1)}\nData urodzenia: ${c.int(1, 28)}.${String(c.int(1, 12)).padStart(2, '0')}.${c.int(1970, 2001)}\n\nDoświadczenie zawodowe\n${c.int(2018, 2022)} – obecnie: księgowość, biuro rachunkowe w ${L(loc1)}\n${c.int(2014, 2016)} – ${c.int(2017, 2018)}: praca sezonowa ${((x) => `w ${L(x[0]!)} (${L(x[1]!)})`)(c.pick([['Irlandii', 'Cork'], ['Niemczech', 'Monachium'], ['Holandii', 'Rotterdam'], ['Norwegii', 'Bergen'], ['Irlandii', 'Galway']]))}\n\nWykształcenie\nStudia ekonomiczne w ${L(loc2)}, absolwentka/absolwent liceum z ${L(gen2)}\n\nReferencje: ${c.pick(['dr', 'mgr', 'prof.'])} ${P(nm7(ref, 'gs'))}`;
    },
  },
];

/** A Nguni prefix glued to a name or place, with a hyphen before a vowel (`uThulani`, `u-Anathi`). */
export const glue7 = (prefix: string, word: string): string => (/^[AEIOU]/u.test(word) ? `${prefix}-${word}` : `${prefix}${word}`);

const AF_TOWN_PROV = w('Stellenbosch/Wes-Kaap|Paarl/Wes-Kaap|Worcester/Wes-Kaap|Bloemfontein/Vrystaat|Pretoria/Gauteng|Potchefstroom/Noordwes|Upington/Noord-Kaap|Oudtshoorn/Wes-Kaap|George/Wes-Kaap|Bethlehem/Vrystaat|Kroonstad/Vrystaat|Mosselbaai/Wes-Kaap|Kaapstad/Wes-Kaap|Vredenburg/Wes-Kaap|Graaff-Reinet/Oos-Kaap|Polokwane/Limpopo');
const AF_TOWNS = AF_TOWN_PROV.map((x) => x.split('/')[0]!);
const AF_SCHOOLS = w('Hoërskool Waterkloof|Paarl Gimnasium|Hoër Volkskool Potchefstroom|Hoërskool Jan van Riebeeck|Hoërskool Grey|Hoërskool Outeniqua');
const XH_PLACES = w('Monti|Kapa|Rhini|Qonce|Bhayi|Mthatha|Dikeni|Gcuwa|Komani|Ngcobo|Lusikisiki|Tsolo');
const ST_PLACES = w('Maseru|Mafeteng|Leribe|Mohale’s Hoek|Teyateyaneng|Qacha’s Nek|Butha-Buthe|Mokhotlong|Quthing|Thaba-Tseka|Roma|Morija|Welkom|Botshabelo');
const KRI_PLACES = w('Freetown|Kenema|Makeni|Koidu|Port Loko|Kissy|Wellington|Lumley|Waterloo|Lunsar|Kabala|Goderich|Congo Town|Aberdeen');
const ND_PLACES = w('Bulawayo|Gwanda|Lupane|Nkayi|Tsholotsho|Hwange|Filabusi|Plumtree|Beitbridge|Binga|Nkulumane|Kezi');

const AFRICAN7: readonly T[] = [
  {
    genre: 'af-berigte',
    lang: 'af',
    fills: 14,
    js: ['ZA'],
    make: (c) => {
      const m = pm(c, 'af');
      const f = pf(c, 'af');
      const x = pa(c, 'af');
      const town = c.pick(AF_TOWNS);
      return c.pick([
        `Kerknuus: Baie geluk aan ${P(nm7(f, 'gs'))} en ${P(nm7(m, 'gs'))} wat Saterdag in ${L(town)} getroud is. Die egpaar gaan in ${L(c.pick(AF_TOWNS))} woon.`,
        `Met groot hartseer maak ons die heengaan bekend van ons geliefde pa en oupa, ${P(nm7(m, 'full'))} (${c.int(61, 94)}) van ${L(town)}. Hy is op ${c.int(1, 28)} ${c.pick(['Januarie', 'Maart', 'Mei', 'Julie', 'Oktober'])} oorlede. Die roudiens word Vrydag om 10:00 in die kerk in ${L(c.pick(AF_TOWNS))} gehou. Navrae: ${P(nm7(x, 'gs'))}, ${phone(c)}.`,
        `Haai ${P(nm7(x, 'g'))}! Ek is nou op pad ${L(c.pick(AF_TOWNS))} toe. Sê vir oom ${P(nm7(m, 'g'))} ek kry hom by die vulstasie in ${L(town)}. Groete, ${P(nm7(f, 'g'))}`,
        `Te koop: Toyota bakkie, baie goeie toestand. Kontak ${P(nm7(m, 'gs'))} in ${((x) => `${L(x[0]!)} (${L(x[1]!)})`)(c.pick(AF_TOWN_PROV).split('/'))} na 17:00.`,
        `Mnr. ${P(nm7(m, 'gs'))}, skoolhoof van ${O(c.pick(AF_SCHOOLS))}, het die pryse oorhandig. ${P(nm7(f, 'gs'))} van ${L(town)} het die wisseltrofee vir wiskunde gewen, en ${P(nm7(x, 'g'))} was die beste atleet.`,
      ]);
    },
  },
  {
    genre: 'xh-izaziso',
    lang: 'xh',
    fills: 14,
    js: ['ZA'],
    make: (c) => {
      const a = pa(c, 'xh');
      const b = pf(c, 'xh');
      const d = pm(c, 'xh');
      const pl = c.pick(XH_PLACES);
      const pl2 = c.pick(XH_PLACES);
      return c.pick([
        `Molweni! Igama lam ${P(glue7('ngu', nm7(a, 'gs')))}, ndihlala ${L(`e${pl}`)}.`,
        `${P(glue7('U', nm7(d, 'gs')))} ${L(`wase${pl}`)} usweleke ngoMvulo. Umngcwabo uza kuba ngoMgqibelo ${L(`e${pl2}`)}.`,
        `Enkosi kakhulu kuMama ${P(glue7('u', nm7(b, 'gs')))} ngoncedo lwakhe ${L(`e${pl}`)}.`,
        `Intlanganiso yabazali iza kubanjwa ngoLwesihlanu ${L(`e${pl}`)}. Nceda uqhagamshelane ${P(glue7('no', nm7(a, 'gs')))}.`,
        `UTata ${P(glue7('u', nm7(d, 'g')))} uye ${L(`e${pl2}`)} eyokusebenza. ${P(glue7('U', nm7(b, 'g')))} uhlala ${L(`e${pl}`)} nabantwana.`,
      ]);
    },
  },
  {
    genre: 'st-litsebiso',
    lang: 'st',
    fills: 14,
    js: ['ZA'],
    make: (c) => {
      const a = pa(c, 'st');
      const m = pm(c, 'st');
      const f = pf(c, 'st');
      const pl = c.pick(ST_PLACES);
      return c.pick([
        `Lumela! Lebitso la ka ke ${P(nm7(a, 'gs'))}, ke dula ${L(pl)}.`,
        `Ntate ${P(nm7(m, 'gs'))} oa motseng oa ${L(pl)} o hlokahetse. Lepato le tla ba ${L(c.pick(ST_PLACES))} ka Moqebelo.`,
        `Re leboha 'M'e ${P(nm7(f, 'gs'))} le Ntate ${P(nm7(m, 'gs'))} ka thuso ea bona ${L(pl)}.`,
        `Seboka sa sechaba se tla ba ${L(pl)} ka Labohlano. Bohle ba memeloa ke Morena ${P(nm7(m, 'gs'))}.`,
        `${P(nm7(f, 'g'))} o ile ${L(c.pick(['Gauteng', 'Bloemfontein', 'Johannesburg']))} ho ea sebetsa. ${P(nm7(a, 'g'))} o setse ${L(pl)} le bana.`,
      ]);
    },
  },
  {
    genre: 'kri-mesej',
    lang: 'kri',
    fills: 14,
    js: ['GH'],
    make: (c) => {
      const a = pa(c, 'kri');
      const b = pm(c, 'kri');
      const f = pf(c, 'kri');
      const pl = c.pick(KRI_PLACES);
      return c.pick([
        `Mi nem na ${P(nm7(a, 'gs'))}, a de na ${L(pl)}.`,
        `bo, usay yu de? A de kam ${L(pl)} tumara. Tɛl ${P(nm7(b, 'g'))} se a go kɔl am.`,
        `Wi de tɛl ${P(nm7(f, 'gs'))} tɛnki fɔ di ɛp we i gi di pikin dɛn na ${L(pl)}.`,
        `Mama ${P(nm7(f, 'gs'))} dɔn day. Di berin go bi na ${L(pl)} Satide.`,
        `A bin de na ${L('Bo')} wit mi brɔda ${P(nm7(b, 'g'))} las wik. Naw a dɔn kam bak na ${L(pl)}.`,
      ]);
    },
  },
  {
    genre: 'nd-izaziso',
    lang: 'nd',
    fills: 14,
    js: ['ZA'],
    make: (c) => {
      const a = pa(c, 'nd');
      const m = pm(c, 'nd');
      const f = pf(c, 'nd');
      const pl = c.pick(ND_PLACES);
      return c.pick([
        `${P(glue7('U', nm7(a, 'gs')))} uhlala ${L(`e${pl}`)}.`,
        `Sibonga kakhulu ${P(glue7('u', nm7(f, 'gs')))} ngosizo lwakhe ${L(`e${pl}`)}.`,
        `Umngcwabo kaBaba ${P(glue7('u', nm7(m, 'gs')))} uzakuba ${L(`e${c.pick(ND_PLACES)}`)} ngoMgqibelo.`,
        `Igama lami ${P(glue7('ngu', nm7(a, 'gs')))}, ngivela ${L(`e${pl}`)}.`,
        `Umhlangano wabalimi uzakuba ${L(`e${pl}`)} ngoLwesihlanu. Buzani ${P(glue7('u', nm7(m, 'g')))}.`,
      ]);
    },
  },
];

/** The kinds of text of this set, by part (each template's genre). */
export const KINDS7 = {
  english: ENGLISH7.map((t) => t.genre),
  eu: EUROPEAN7.map((t) => t.genre),
  african: AFRICAN7.map((t) => t.genre),
} as const;
export const EU_LANGS7 = ['fr', 'de', 'nl', 'pt', 'es', 'it', 'pl'] as const;
export const AFRICAN_LANGS7 = ['af', 'xh', 'st', 'kri', 'nd'] as const;

/** Every text NFC, as people's keyboards give it. */
export const HELDOUT7_NER_TEMPLATES: readonly T[] = [...ENGLISH7, ...EUROPEAN7, ...AFRICAN7].map((t) => ({ ...t, make: (c: C) => t.make(c).normalize('NFC') }));
