// Held-out set 28 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them: the
// project's twenty-eighth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the twenty-seven earlier headers do not name. Half English public-sector and office text
// as written in Nigeria, Kenya, Ghana, South Africa, the UK and by English writers in the EU: noise-nuisance
// complaints and noise diaries (complainant, neighbour, officer; street and area LOC; the council ORG), freedom-of-
// information requests and acknowledgements (requester, information officer; the city LOC; the public body ORG),
// street-fault reports (potholes, streetlights; two streets and an area LOC; the council and a filling-station brand
// ORG), prison-visit bookings (visitor, prisoner, officer; the prison ORG), jury summonses and excusal letters (juror,
// officer, employer; the court ORG), school-trip consent forms (parent, pupil, trip leader; the destination LOC; the
// school ORG), pet-microchip keeper changes and found-pet posts (keepers, vet; the database or vet ORG; the pet's name
// and breed no span), premises and liquor licence notices (applicant, supervisor; the premises ORG; drinks no span),
// contractors' timesheets (contractor, approver, PM; the agency and client ORG), software bug reports (reporter,
// developer, tester; the firm ORG; phones, apps and OS versions no span), powers of attorney (donor, attorneys,
// witness; the law firm ORG) and AGM proxy forms (shareholder, proxy, company secretary; the venue LOC; the company
// and the registrar ORG). The other half in fourteen languages of our users, one kind each: Yorùbá affidavits (ìwé
// ìbúra; `Ìyá` outside the span), Hausa voter-registration transfers (canja wurin rajista; `Malam`, `Hajiya` outside),
// Igbo witness statements (nkwupụta onye akaebe; `Sgt.` outside), isiZulu neighbourhood burglary alerts (glued `ka`,
// `u` before a name, `ku` before a body, `e`, `kwa` before a place: outside the span; `UMnu` outside), isiXhosa immunisation cards
// and clinic reminders (`Sister` outside; glued `e` locatives, `no` before a name: outside), Swahili SACCO AGM proxy
// forms (fomu ya uwakilishi; `Bw.`, `Bi.` outside; `M-Pesa` no span), Twi road-fault complaints to an assembly
// (`Wofa`, `Maame`, `Ɔbenfo` outside), Afrikaans powers of attorney (volmag; `mev.` outside), French noise
// complaints (`M.`, `Mme` outside), German freedom-of-information requests (IFG-Antrag; `Herr`, `Frau` outside), Dutch
// chip-registration transfers and found-pet messages, Portuguese licence notices (edital; `Sr.`, `Eng.` outside),
// Italian condominium-meeting proxies (delega; `rag.` outside) and Nigerian Pidgin motor-park lost-property notices
// (`Oga` outside).
//
// 608 texts (seed 28028): 1,573 PER, 890 LOC and 668 ORG gold spans; every text holds a person or a place; 288 PER
// spans hold a hard-wrap line break. By jurisdiction: EU 162, NG 143, ZA 110, GH 74, KE 66, GB 53. Kinds (26 genres):
// English, 25 texts each — noise-complaint, foi-request, street-fault, prison-visit, jury-summons (GB, GH, EU only),
// trip-consent, microchip, licence-notice, timesheet, bug-report, power-of-attorney, proxy-form; other languages, 22
// texts each — affidavit-yo, voter-ha, witness-ig, burglary-zu, immunisation-xh, sacco-agm-sw, roadfault-tw,
// volmag-af, noise-fr, ifg-de, chip-nl, licenca-pt, delega-it, lostproperty-pcm. Languages (texts): English 300; 22
// each of yo, ha, ig, zu, xh, sw, tw, af, fr, de, nl, pt, it, pcm. The author writes English, French, German, Dutch,
// Portuguese and Italian well, Afrikaans, Swahili and Pidgin fairly, Yorùbá, Hausa, Igbo, isiZulu, isiXhosa and Twi
// less well: those texts are short and formulaic, as such notices are.
//
// Mess kept on purpose: names lower-case in chats and posts, ALL CAPS on summonses, licences and proxies, `SURNAME
// Given` on bookings and timesheets, `Surname, Given Middle` and `Surname, I. M.` on forms, initials, a name broken
// across a line by a hard wrap (the span keeps its line break), tone marks and dots (`Ọ̀nyịnye`, `Ụzọ̀dịmma`), hooked
// Hausa letters (`Ɗanladi`, `Ƙwairanga`), diacritics (`Maëlys`, `Weiß`, `Ó Súilleabháin`), particles (`van Niekerk`,
// `le Roux`, `zu Stolberg`, `de La Tour`, `dos Santos`, `arap Ngeny`), given names that are words (`Sunday` — also a
// weekday elsewhere in the same set —, `Blessing`, `Gift`, `Given`, `Hope`, `Lucky`, `Welcome`, …), surnames that are
// places (`Preston`, `Chester`, `Lincoln`, `Bolton`, `Milano`, `Lisboa`, `Coimbra`, `Galway`, `Nantes`, `Berliner`,
// `van Haarlem`) while those places also appear as LOC (a GB text may hold `Preston` as both), bodies named after a
// person or a place (`HMP Preston`, `Preston Crown Court`, `Dangote Cement`, `Ọdúnsì & Partners`, `Botha & Nel
// Attorneys`, `Chester Vets4Pets`, `Café de Lyon`: ORG whole). Hard negatives: products and brands (`Milo`, `Peak
// Milk`, `Indomie`, `Guinness`, `Tusker`, `Castle Lite`, `Jameson`), phones, apps and OS versions (`Tecno Spark 10`,
// `WhatsApp`, `Android 14`), pets' names (`Simba`, `Lucky`, `Princess`, `Duke`) and breeds (`Rhodesian Ridgeback`,
// `King Charles Spaniel`), street-less addresses (`P.O. Box 4521`, `Private Bag X12`, `Plot 14, Block C`, `Flat 3B`,
// `House No. 7`), months and weekdays, reference, issue and chip numbers (shape-only; no check digits are used).
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `Mrs`, `mev.`, `she`,
// `Sister`, `Hajiya` can sit beside a name of the other sex; a middle name may be of another people; in the EU row the
// English texts mix places of six countries (an Irish court summons a juror living in Coimbra); the Swahili and Pidgin
// texts draw names from all of Kenya's and Nigeria's peoples.
//
// Author: a blind author helper of session 42 (branch s42-prose28), writing as the twenty-eighth independent author.
// Read: /work/s42-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 28 is one more row of
// `NER_SETS`, seed 28028; it reuses `nerContext` and `buildNerSetWith`), templates-heldout27.ts as the structure file
// (its header and policy, its name-form function copied as `nm28`, its helpers and a few templates for their shape;
// its names, places and bodies were not copied, though common ones recur — big cities, banks, `Kasapreko`), set 27's
// test block in test/bench/ner-generate.test.ts (copied and adapted), the head of bench/ner-heldout.ts (its flags),
// and greps over the comment headers of templates-heldout1.ts to 27.ts for single words (noise, FOI, pothole, prison,
// jury, school trip, consent form, microchip, licens, timesheet, bug report, power of attorney, proxy, affidavit,
// voter, burglary, immunis, …) to keep only kinds no header names. NOT read: src/, data-files/, lexicons, packs,
// README, other sets' error lists, bench/data/ner-*.jsonl of earlier sets. The detectors and the bench were never run
// on this set before it was committed. Every person is fictional (given names and surnames combined at random);
// councils, public bodies, prisons, courts, schools, vets, bars, agencies, firms and registrars are real or realistic
// names used as settings.
//
// Grain (set 21's to 27's policy, kept): a title, rank or role word stays outside the PER span, a possessive `'s`
// too, an isiZulu / isiXhosa prefix too; a street or road is LOC without its house number; an area, a town, a venue,
// a trip destination and a country are LOC; a body that acts is ORG whole even when it holds a person's or a place's
// name; a post title, an amount, a time, a date and a weekday are no span; a name broken across a line is one span;
// a product, a car model or a dish is no span (set 27's addition 1). Additions (this set), with why: (1) a prison, a
// court and a school are ORG (establishments that act: book visits, summon, ask consent), as a school was in set 27,
// even when the text says one goes there; (2) a pet's name is no span, because it names an animal, not a person, even
// when it is a person's name or word name elsewhere (`Lucky`, `Princess`); (3) a street-less address (P.O. box,
// private bag, plot, flat, house number) is no span, as a house number already was; the town after it is LOC; (4) a
// petrol brand used as a landmark (`past the Shell station`) is ORG, as the firm's site is named by the firm.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region28 = 'yo' | 'ig' | 'ha' | 'ur' | 'ki' | 'lu' | 'ka' | 'lh' | 'sw' | 'ak' | 'ga' | 'ew' | 'dg' | 'zu' | 'xh' | 'af' | 'st' | 'en' | 'sc' | 'pa' | 'fr' | 'de' | 'nl' | 'pt' | 'it' | 'ie';

interface Places28 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  venue: readonly string[];
}

const GIVEN28: Readonly<Record<Region28, readonly string[]>> = {
  yo: ['Olúwaṣeun', 'Fúnmiláyọ̀', 'Bọ́lájí', 'Ayọ̀míkún', 'Tèmítọ́pẹ́', 'Ọlábísí', 'Wale', 'Bisi', 'Gbénga', 'Mọ́rẹ́nikẹ́'],
  ig: ['Chukwudi', 'Ngozi', 'Ikenna', 'Amaka', 'Ọ̀nyịnye', 'Ebuka', 'Chiamaka', 'Nnamdi', 'Ogechi', 'Emeka'],
  ha: ['Ɗanladi', 'Ƙasimu', 'Hadiza', 'Yusuf', 'Hauwa', 'Abdullahi', 'Maryam', 'Lawal', 'Binta', 'Idris'],
  ur: ['Ovie', 'Oghenekaro', 'Efe', 'Ejiro', 'Tega', 'Onome'],
  ki: ['Wanjiru', 'Kamau', 'Nyambura', 'Mwangi', 'Wairimu', 'Gitau'],
  lu: ['Ochieng', 'Adhiambo', 'Onyango', 'Awino', 'Owino', 'Auma'],
  ka: ['Kipkemboi', 'Jebet', 'Kiplagat', 'Cherono', 'Kipruto', 'Jeruto'],
  lh: ['Wafula', 'Nafula', 'Wekesa', 'Nasimiyu', 'Barasa', 'Khisa'],
  sw: ['Mwanaisha', 'Juma', 'Zuhura', 'Bakari', 'Rehema', 'Salim', 'Amina', 'Omari'],
  ak: ['Kwame', 'Abena', 'Yaa', 'Kwaku', 'Adwoa', 'Kojo', 'Akua', 'Ohemaa'],
  ga: ['Nii Armah', 'Naa Dedei', 'Nii Ayi', 'Naa Shika', 'Tetteh', 'Ayorkor'],
  ew: ['Selorm', 'Delali', 'Kekeli', 'Etornam', 'Senyo', 'Xorlali'],
  dg: ['Alhassan', 'Fuseini', 'Mariama', 'Abdul-Rahman', 'Sanatu', 'Iddrisu'],
  zu: ['Sibusiso', 'Thandeka', 'Sifiso', 'Nokuthula', 'Mandla', 'Lindiwe', 'Njabulo', 'Zinhle', 'Mlungisi', 'Khanyisile'],
  xh: ['Luthando', 'Siphokazi', 'Xolani', 'Nomvula', 'Ayanda', 'Unathi', 'Vuyo', 'Zintle'],
  af: ['Pieter', 'Annelie', 'Jaco', 'Elmarie', 'Riaan', 'Sunette', 'Hendrik', 'Lientjie'],
  st: ['Thabo', 'Palesa', 'Lerato', 'Teboho', 'Mpho', 'Refiloe'],
  en: ['Hugo', 'Imogen', 'Alfie', 'Poppy', 'Ollie', 'Bethany', 'Jasper', 'Freya'],
  sc: ['Fraser', 'Eilidh', 'Callum', 'Mhairi', 'Ruaridh', 'Isla'],
  pa: ['Gurpreet', 'Harjit', 'Manpreet', 'Jaswinder', 'Navjot', 'Simran'],
  fr: ['Maëlys', 'Benoît', 'Clémence', 'Loïc', 'Margaux', 'Hervé', 'Élodie', 'Gwenaël'],
  de: ['Jörg', 'Anneliese', 'Malte', 'Wiebke', 'Fynn', 'Dörte', 'Henning', 'Silke'],
  nl: ['Sjoerd', 'Marieke', 'Wouter', 'Anouk', 'Jelle', 'Femke', 'Ruud', 'Ilse'],
  pt: ['Rodrigo', 'Mariana', 'Luís Miguel', 'Carolina', 'Afonso', 'Matilde', 'Vasco', 'Maria João'],
  it: ['Giacomo', 'Francesca', 'Niccolò', 'Martina', 'Tommaso', 'Ludovica', 'Pierluigi', 'Gaia'],
  ie: ['Oisín', 'Aoife', 'Seán', 'Caoimhe', 'Darragh', 'Síofra'],
};

const SURNAME28: Readonly<Record<Region28, readonly string[]>> = {
  yo: ['Adébáyọ̀', 'Ògúnlẹ́yẹ', 'Akínwùmí', 'Ọdúnsì', 'Fálọlá', 'Oyèbánjí-Cole', 'Adeleke', 'Ìṣọ̀lá'],
  ig: ['Eze', 'Okonkwo-Nwosu', 'Ụzọ̀dịmma', 'Nwachukwu', 'Obi', 'Onyekachi', 'Igwe', 'Mbanefo'],
  ha: ['Ɗanjuma', 'Ƙwairanga', 'Abubakar', 'Yakubu', 'Shehu', 'Gwarzo', 'Dankwambo', 'Maikano'],
  ur: ['Okpako', 'Ejovi', 'Ighorodje', 'Oghene-Tega', 'Akpoveta', 'Omokri'],
  ki: ['Kariuki', 'Njoroge', 'Wanyoike', 'Gachanja', 'Ndegwa', 'Mwaura'],
  lu: ['Oduya', 'Odero', 'Okoth', 'Onyango-Obbo', 'Adongo', 'Nyakwaka'],
  ka: ['Kirui', 'Lagat', 'Biwott', 'arap Ngeny', 'Cheruiyot', 'Kemboi'],
  lh: ['Wanjala', 'Simiyu', 'Makokha', 'Wamalwa', 'Masinde', 'Shikuku'],
  sw: ['Mazrui', 'Bakari', 'Said', 'Mwinyi', 'Kombo', 'Salim-Ali'],
  ak: ['Asante', 'Ofori-Atta', 'Darko', 'Amoako', 'Agyeman', 'Nyarko', 'Sarpong', 'Owusu-Ansah'],
  ga: ['Quaye', 'Lamptey', 'Addo', 'Ankrah', 'Nortey', 'Aryee'],
  ew: ['Agbenyega', 'Dogbe', 'Adzraku', 'Kuadey', 'Ahiable', 'Akpalu'],
  dg: ['Mahama', 'Yakubu-Tali', 'Abdulai', 'Zakaria', 'Alhassan', 'Sulemana'],
  zu: ['Dlamini', 'Zulu', 'Khumalo', 'Mkhize', 'Nxumalo', 'Buthelezi', 'Ndlovu', 'Mchunu'],
  xh: ['Mahlangu', 'Qwabe', 'Ngcobo', 'Mbeki', 'Sisulu', 'Nqakula', 'Xaba', 'Jonas'],
  af: ['van Niekerk', 'le Roux', 'Botha', 'Coetzee', 'van Zyl', 'Nel', 'Swanepoel', 'du Plessis'],
  st: ['Mokoena', 'Letsie', 'Moshoeshoe', 'Nthako', 'Sello', 'Ramokgopa'],
  en: ['Preston', 'Chester', 'Lincoln', 'Kendal', 'Bolton', 'Whitby', 'Ashford', 'Featherstonehaugh'],
  sc: ['MacLeod', 'Buchanan', 'McAllister', 'Urquhart', 'Mackintosh', 'Drummond'],
  pa: ['Sandhu', 'Dhillon', 'Grewal', 'Kaur-Bains', 'Sidhu', 'Gill'],
  fr: ['Le Bihan', 'Dupont-Moretti', 'Garnier', 'Lefèvre', 'Diallo', 'de La Tour', 'Bouchard', 'Nantes'],
  de: ['zu Stolberg', 'Meyer-Landrut', 'Schröder', 'Weiß', 'Kühne', 'Berliner', 'von Bülow', 'Hamburger'],
  nl: ['van den Berg', 'de Vries', 'Jansen', 'van Leeuwen', 'Brouwer', 'van Haarlem', 'Mulder', 'Zwolsman'],
  pt: ['dos Santos', 'Ferreira', 'Carvalho-Lopes', 'Braga', 'Coimbra', 'da Costa', 'Lisboa', 'Magalhães'],
  it: ['Di Stefano', 'Fiorentino', 'Lo Bianco', 'Romano', 'Milano', 'Dell’Acqua', 'Napolitano', 'Esposito'],
  ie: ['Ó Súilleabháin', 'Mac Cárthaigh', 'Ní Bhriain', 'Fitzgerald', 'Galway', 'Kilkenny'],
};

/** Given names that are also words (and `Sunday`, also a weekday): PER wherever they name a person. */
export const WORD_GIVEN28: readonly string[] = ['Sunday', 'Blessing', 'Gift', 'Godknows', 'Innocent', 'Patience', 'Comfort', 'Hope', 'Lucky', 'Goodluck', 'Mercy', 'Joy', 'Loveness', 'Fortune', 'Happy', 'Clever', 'Given', 'Welcome', 'Honest', 'Smart'];

const PLACES28: Readonly<Record<Jurisdiction, Places28>> = {
  NG: {
    city: ['Lagos', 'Abuja', 'Benin City', 'Warri', 'Onitsha', 'Kaduna', 'Ilorin', 'Abeokuta', 'Uyo', 'Sokoto'],
    area: ['Ikeja GRA', 'Ikoyi', 'Garki', 'Asokoro', 'Rumuokoro', 'Trans-Ekulu', 'Sabon Gari', 'Ring Road', 'Obalende', 'Festac Town'],
    street: ['Allen Avenue', 'Isaac John Street', 'Obafemi Awolowo Way', 'Tafawa Balewa Square', 'Ahmadu Bello Way', 'Murtala Mohammed Way', 'Nnamdi Azikiwe Street', 'Toyin Street', 'Opebi Road', 'Aba Road'],
    venue: ['Eko Hotel', 'Federal Secretariat', 'Tafawa Balewa Square', 'Oba Akenzua Cultural Centre', 'Shehu Musa Yar’Adua Centre'],
  },
  KE: {
    city: ['Nairobi', 'Kisumu', 'Mombasa', 'Naivasha', 'Kitale', 'Kericho', 'Embu', 'Garissa', 'Voi', 'Bungoma'],
    area: ['Westlands', 'Lavington', 'Eastleigh', 'Buruburu', 'Kasarani', 'Milimani', 'Nyali', 'Langata', 'Rongai', 'Ruaka'],
    street: ['Waiyaki Way', 'Haile Selassie Avenue', 'Mama Ngina Street', 'Tom Mboya Street', 'Ronald Ngala Street', 'Jomo Kenyatta Highway', 'Lenana Road', 'Mbagathi Way', 'Koinange Street', 'Digo Road'],
    venue: ['KICC', 'Kasarani Stadium', 'Bomas of Kenya', 'Kenya National Theatre', 'Ufungamano House'],
  },
  GH: {
    city: ['Accra', 'Takoradi', 'Tamale', 'Cape Coast', 'Ho', 'Techiman', 'Obuasi', 'Winneba', 'Aflao', 'Yendi'],
    area: ['Airport Residential', 'Dzorwulu', 'Madina', 'Adenta', 'Achimota', 'Nima', 'Asokwa', 'Kaneshie', 'Teshie', 'Adum'],
    street: ['Liberation Road', 'Oxford Street', 'Independence Avenue', 'Kwame Nkrumah Avenue', 'Spintex Road', 'Liberia Road', 'Patrice Lumumba Road', 'Haile Selassie Street', 'Nsawam Road', 'Prempeh II Street'],
    venue: ['National Theatre', 'Independence Square', 'Baba Yara Stadium', 'Cape Coast Castle', 'Kumasi Cultural Centre'],
  },
  ZA: {
    city: ['Durban', 'Bloemfontein', 'Kimberley', 'Pietermaritzburg', 'Stellenbosch', 'Mthatha', 'Rustenburg', 'George', 'Makhanda', 'Vereeniging'],
    area: ['Sandton', 'Rosebank', 'Observatory', 'Sea Point', 'Umhlanga', 'Khayelitsha', 'Hatfield', 'Linden', 'Greenside', 'Mitchells Plain'],
    street: ['Louis Botha Avenue', 'Oliver Tambo Drive', 'Main Road', 'Voortrekker Road', 'Chris Hani Road', 'Church Street', 'Florida Road', 'Helen Joseph Street', 'Dr Pixley KaSeme Street', 'Bree Street'],
    venue: ['FNB Stadium', 'Durban ICC', 'Market Theatre', 'Union Buildings', 'Artscape Theatre'],
  },
  GB: {
    city: ['Preston', 'Chester', 'Lincoln', 'Bolton', 'Sheffield', 'Swansea', 'Aberdeen', 'Derry', 'Coventry', 'Reading'],
    area: ['Moseley', 'Kelham Island', 'Mumbles', 'Hyde Park', 'Southville', 'Finnieston', 'Canton', 'Chapel Allerton', 'Walthamstow', 'Heaton'],
    street: ['Fishergate', 'Eastgate Street', 'Steep Hill', 'Deansgate', 'Ecclesall Road', 'Mumbles Road', 'Union Street', 'Shipquay Street', 'Far Gosford Street', 'Oxford Road'],
    venue: ['Guildhall', 'Crucible Theatre', 'Royal Exchange', 'Millennium Centre', 'Ricoh Arena'],
  },
  EU: {
    city: ['Lyon', 'Bremen', 'Groningen', 'Braga', 'Bologna', 'Cork', 'Rennes', 'Leipzig', 'Maastricht', 'Coimbra'],
    area: ['Croix-Rousse', 'Viertel', 'Oosterpoort', 'Maximinos', 'Bolognina', 'Shandon', 'Thabor', 'Plagwitz', 'Wyck', 'Santa Clara'],
    street: ['Rue de la République', 'Ostertorsteinweg', 'Herestraat', 'Avenida da Liberdade', 'Via dell’Indipendenza', 'Patrick Street', 'Rue Saint-Malo', 'Karl-Heine-Straße', 'Rechtstraat', 'Rua Ferreira Borges'],
    venue: ['Halle Tony Garnier', 'Die Glocke', 'Martiniplaza', 'Theatro Circo', 'Teatro Comunale', 'Cork Opera House'],
  },
};

const REGIONS28: Readonly<Record<Jurisdiction, readonly Region28[]>> = {
  NG: ['yo', 'ig', 'ha', 'ur'],
  KE: ['ki', 'lu', 'ka', 'lh'],
  GH: ['ak', 'ga', 'ew', 'dg'],
  ZA: ['zu', 'xh', 'af', 'st'],
  GB: ['en', 'sc', 'pa', 'ie'],
  EU: ['fr', 'de', 'nl', 'pt', 'it', 'ie'],
};

const MONTHS28 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT28_LISTS: NerLists<Jurisdiction, Region28, Places28> = {
  given: GIVEN28,
  surname: SURNAME28,
  wordNames: WORD_GIVEN28,
  places: PLACES28,
  regionsOf: REGIONS28,
  months: MONTHS28,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region28, Places28>;
type T = NerTemplateOf<C>;

type NameForm28 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'lowerG' | 'init' | 'sComma' | 'sCaps' | 'sFirst' | 'gInit' | 'sInit' | 'wrap';

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** A person written in one form (no marks); `wrap` breaks the name before the surname as a hard-wrapped line does. */
export function nm28(p: NerPerson, form: NameForm28): string {
  const gs = `${p.given} ${p.surname}`;
  switch (form) {
    case 'full':
      return p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs;
    case 'gs':
      return gs;
    case 'g':
      return p.given;
    case 'lowerG':
      return p.given.toLowerCase();
    case 's':
      return p.surname;
    case 'caps':
      return gs.toUpperCase();
    case 'lower':
      return gs.toLowerCase();
    case 'init':
      return `${p.given[0]!.toUpperCase()}. ${p.surname}`;
    case 'sComma':
      return `${p.surname}, ${p.middle ? `${p.given} ${p.middle}` : p.given}`;
    case 'sCaps':
      return `${p.surname.toUpperCase()}, ${p.middle ? `${p.given} ${p.middle}` : p.given}`;
    case 'sFirst':
      return `${p.surname.toUpperCase()} ${p.given}`;
    case 'gInit':
      return `${p.given} ${p.surname[0]!.toUpperCase()}.`;
    case 'sInit':
      return `${cap(p.surname)}, ${p.given[0]!.toUpperCase()}.${p.middle ? ` ${p.middle[0]!.toUpperCase()}.` : ''}`;
    case 'wrap':
      return `${p.middle ? `${p.given} ${p.middle}` : p.given}\n${p.surname}`;
  }
}

const P = (p: NerPerson, form: NameForm28 = 'gs'): string => `[[PER:${nm28(p, form)}]]`;
/** A surname after a title: a particle is capitalised (`Van Niekerk`, `De Vries`). */
const PS = (p: NerPerson): string => `[[PER:${cap(p.surname)}]]`;

const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2024, 2026)}`;
const CURRENCY: Readonly<Record<Jurisdiction, string>> = { NG: '₦', KE: 'KSh ', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' };
const money = (c: C, lo: number, hi: number): string => `${CURRENCY[c.j]}${(c.int(lo, hi) * 100).toLocaleString('en-GB')}`;
const hhmm = (c: C): string => `${String(c.int(7, 22)).padStart(2, '0')}:${c.pick(['00', '15', '30', '45'])}`;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');
type People<N extends number, R extends NerPerson[] = []> = R['length'] extends N ? R : People<N, [...R, NerPerson]>;
const people = <N extends number>(c: C, n: N, region?: Region28): People<N> => Array.from({ length: n }, () => c.person(region)) as People<N>;
/** A person whose given name is a word (`Sunday`, `Blessing`, `Given`). */
const wordPerson = (c: C): NerPerson => c.person(undefined, true);
const ref = (c: C, pre: string): string => `${pre}${c.int(10000, 99999)}`;
/** Addresses without a street or place name: no span (a box, a plot, a flat). */
const boxAddr = (c: C): string =>
  c.pick([`P.O. Box ${c.int(100, 9999)}`, `Private Bag X${c.int(10, 999)}`, `Plot ${c.int(2, 400)}, Block ${c.pick(['A', 'C', 'F'])}`, `Flat ${c.int(1, 40)}${c.pick(['A', 'B', 'C'])}`, `PO Box ${c.int(1000, 99999)}-00${c.int(100, 600)}`, `House No. ${c.int(1, 90)}`]);
const month = (c: C): string => c.pick(MONTHS28);
const wd = (c: C): string => c.pick(WEEKDAYS);

/** Councils and public bodies (ORG), several named after a place or a person. */
const COUNCIL28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos State Environmental Protection Agency', 'Ikeja Local Government', 'Abuja Municipal Area Council', 'FERMA', 'Oyo State Ministry of Works'],
  KE: ['Nairobi City County', 'Kisumu County Government', 'KURA', 'NEMA', 'Mombasa County'],
  GH: ['Accra Metropolitan Assembly', 'Tema Metropolitan Assembly', 'Department of Urban Roads', 'EPA Ghana', 'Kumasi Metropolitan Assembly'],
  ZA: ['City of Johannesburg', 'eThekwini Municipality', 'City of Cape Town', 'Tshwane Metro', 'Buffalo City Metro'],
  GB: ['Preston City Council', 'Cheshire West and Chester Council', 'Sheffield City Council', 'City of Lincoln Council', 'Bolton Council'],
  EU: ['Ville de Lyon', 'Stadt Bremen', 'Gemeente Groningen', 'Câmara Municipal de Braga', 'Comune di Bologna', 'Cork City Council'],
};
/** Public bodies that answer information requests (ORG). */
const PUBLICBODY28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Federal Ministry of Health', 'NAFDAC', 'Lagos State Ministry of Education', 'Nigerian Ports Authority', 'University of Benin'],
  KE: ['Kenya Revenue Authority', 'Ministry of Lands', 'Kenyatta National Hospital', 'KeNHA', 'Moi University'],
  GH: ['Ghana Health Service', 'Ministry of Roads and Highways', 'Korle Bu Teaching Hospital', 'University of Cape Coast', 'Ghana Ports and Harbours Authority'],
  ZA: ['Department of Home Affairs', 'SANRAL', 'Chris Hani Baragwanath Hospital', 'University of Fort Hare', 'Transnet'],
  GB: ['Home Office', 'NHS Lothian', 'Lancashire Constabulary', 'University of Lincoln', 'Network Rail'],
  EU: ['Bundesministerium des Innern', 'Rijkswaterstaat', 'HSE Ireland', 'Universidade do Minho', 'Préfecture du Rhône'],
};
/** Prisons and courts: ORG as establishments, several named after a place. */
const PRISON28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Kirikiri Medium Security Custodial Centre', 'Kuje Custodial Centre', 'Ikoyi Custodial Centre', 'Oko Custodial Centre'],
  KE: ['Kamiti Maximum Prison', 'Langata Women’s Prison', 'Shimo La Tewa Prison', 'Naivasha Maximum Prison'],
  GH: ['Nsawam Medium Security Prison', 'James Camp Prison', 'Kumasi Central Prison', 'Ankaful Maximum Security Prison'],
  ZA: ['Pollsmoor Correctional Centre', 'Leeuwkop Correctional Centre', 'Westville Correctional Centre', 'Kgosi Mampuru II Correctional Centre'],
  GB: ['HMP Preston', 'HMP Lincoln', 'HMP Altcourse', 'HMP Barlinnie', 'HMP Styal'],
  EU: ['Mountjoy Prison', 'Cork Prison', 'JVA Bremen-Oslebshausen', 'Penitenciária de Braga'],
};
const COURT28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Lagos High Court', 'Federal High Court Abuja'],
  KE: ['Milimani Law Courts', 'Kisumu High Court'],
  GH: ['Accra High Court', 'Cape Coast High Court', 'Kumasi High Court'],
  ZA: ['Durban High Court', 'Western Cape High Court'],
  GB: ['Preston Crown Court', 'Chester Crown Court', 'Lincoln Crown Court', 'Sheffield Crown Court', 'Glasgow High Court'],
  EU: ['Cork Circuit Court', 'Dublin Circuit Criminal Court', 'Criminal Courts of Justice'],
};
/** Schools (ORG) and trip destinations (LOC). */
const SCHOOL28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['King’s College Lagos', 'Queen’s College Yaba', 'Federal Government College Warri', 'Day Waterman College', 'Atlantic Hall'],
  KE: ['Starehe Boys Centre', 'Kenya High School', 'Lenana School', 'Maseno School', 'Nairobi School'],
  GH: ['Mfantsipim School', 'Prempeh College', 'Aburi Girls’ Senior High', 'St Augustine’s College', 'Tamale Senior High'],
  ZA: ['Michaelhouse', 'Rustenburg Girls’ High', 'Paul Roos Gymnasium', 'St Stithians College', 'Lovedale College'],
  GB: ['Bolton School', 'Kendal Primary School', 'Hutton Grammar', 'St Mary’s RC High', 'Whitby Community College'],
  EU: ['Lycée du Parc', 'Gymnasium an der Hamburger Straße', 'Praediniussgymnasium', 'Escola Sá de Miranda', 'Liceo Galvani'],
};
const TRIP28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Olumo Rock', 'Yankari Game Reserve', 'Obudu Mountain Resort', 'Lekki Conservation Centre', 'Badagry'],
  KE: ['Hell’s Gate', 'Lake Nakuru', 'Fort Jesus', 'Nairobi National Park', 'Gedi Ruins'],
  GH: ['Kakum National Park', 'Elmina Castle', 'Aburi Botanical Gardens', 'Mole National Park', 'Boti Falls'],
  ZA: ['Robben Island', 'Kruger National Park', 'Cradle of Humankind', 'Table Mountain', 'Drakensberg'],
  GB: ['Lake District', 'York', 'Snowdonia', 'Jodrell Bank', 'Chester Zoo'],
  EU: ['Mont Saint-Michel', 'Bremerhaven', 'Giethoorn', 'Bom Jesus do Monte', 'Ravenna'],
};
/** Microchip databases and vets (ORG); pets' names (no span). */
const CHIPDB28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['PetTrace Nigeria', 'Adébáyọ̀ Veterinary Clinic', 'Ikoyi Animal Hospital'],
  KE: ['Kenya Pet Registry', 'Westlands Vet Clinic', 'KSPCA'],
  GH: ['Ghana Pet Register', 'Asante Veterinary Services', 'Labone Vet'],
  ZA: ['Identipet', 'Virbac Backhome', 'Onderstepoort Animal Hospital', 'Coetzee Vets'],
  GB: ['Petlog', 'Animal Tracker', 'Medivet Preston', 'Chester Vets4Pets'],
  EU: ['I-CAD', 'TASSO', 'NDG Chipnummer', 'SIAC', 'Fido Ireland'],
};
const PETS28 = ['Bella', 'Max', 'Simba', 'Rex', 'Bingo', 'Lucky', 'Princess', 'Tiger', 'Whisky', 'Coco', 'Scooby', 'Duke'];
const BREEDS28 = ['Boerboel', 'German Shepherd', 'Jack Russell', 'Labrador', 'Rhodesian Ridgeback', 'King Charles Spaniel', 'Maine Coon', 'Persian cat'];
/** Premises for licences (ORG as a business), several named after a person or a place. */
const PREMISES28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Ọdúnsì Lounge', 'Bature Brewery', 'Warri Pot Bar', 'Club Quilox', 'Mama Cass Restaurant'],
  KE: ['Kengele’s', 'Kamau Wines & Spirits', 'The Alchemist', 'Brew Bistro', 'Kisumu Yacht Club'],
  GH: ['Asante Spot', 'Bloom Bar', 'Republic Bar & Grill', 'Aunty Grace Chop Bar', 'Takoradi Harbour View'],
  ZA: ['Botha’s Tavern', 'Mzoli’s', 'Kitcheners', 'Durban Sharks Pub', 'Bree Street Bottle Store'],
  GB: ['The Lincoln Imp', 'Preston Brewery Tap', 'Bolton Wanderers Supporters Club', 'The Whitby Arms', 'Chester Racecourse Bar'],
  EU: ['Café de Lyon', 'Bremer Ratskeller', 'Café Groningen', 'Taberna Braga', 'Osteria Bologna'],
};
const DRINKS28 = ['Guinness', 'Star Lager', 'Tusker', 'Club Beer', 'Castle Lite', 'Heineken', 'Jameson', 'Hennessy', 'Smirnoff Ice', 'Savanna Dry', 'Amstel', 'Peroni'];
/** Recruiters and clients (ORG) for contractors' timesheets. */
const AGENCY28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Workforce Group', 'Jobberman', 'Adecco Nigeria', 'Eze & Igwe Consulting'],
  KE: ['Corporate Staffing Services', 'BrighterMonday', 'Kariuki Recruitment', 'Adcorp Kenya'],
  GH: ['Jobweb Ghana', 'Asante Staffing', 'Tema Workforce Solutions'],
  ZA: ['Adcorp', 'Kelly', 'Nel & Botha Labour Brokers', 'Workforce Holdings'],
  GB: ['Hays', 'Reed', 'Preston Recruitment', 'Manpower UK'],
  EU: ['Randstad', 'Tempo-Team', 'Adecco', 'Gi Group', 'Sigmar Recruitment'],
};
const CLIENT28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Dangote Cement', 'Access Bank', 'Julius Berger', 'Flutterwave', 'Chevron Nigeria'],
  KE: ['Kenya Power', 'Equity Bank', 'KenGen', 'Twiga Foods', 'Bamburi Cement'],
  GH: ['Tullow Ghana', 'Stanbic Ghana', 'Newmont Ahafo', 'Kasapreko', 'Hollard Ghana'],
  ZA: ['Anglo American', 'Standard Bank', 'Sasol', 'Woolworths', 'Transnet'],
  GB: ['Rolls-Royce', 'Sainsbury’s', 'BAE Systems', 'Lloyds Banking Group', 'Marks & Spencer'],
  EU: ['Siemens', 'Philips', 'EDP', 'Airbus', 'Ferrero'],
};
/** Software firms (ORG) and products, apps and browsers (no span). */
const SOFTCO28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Paystack', 'Andela', 'Kuda', 'Moniepoint', 'Interswitch'],
  KE: ['M-Kopa', 'Cellulant', 'Twiga Foods', 'Ushahidi', 'Sendy'],
  GH: ['Hubtel', 'mPharma', 'Zeepay', 'ExpressPay'],
  ZA: ['Yoco', 'Takealot', 'Luno', 'Clickatell', 'Naspers'],
  GB: ['Monzo', 'Ocado Technology', 'Deliveroo', 'Arm'],
  EU: ['Spotify', 'Adyen', 'Zalando', 'SAP', 'Talkdesk'],
};
const APPS28 = ['WhatsApp', 'Android 14', 'iOS 17', 'Chrome', 'Firefox', 'Safari', 'Windows 11', 'Samsung Galaxy A14', 'iPhone 12', 'Tecno Spark 10', 'Infinix Hot 30', 'Huawei P30'];
/** Companies holding AGMs (ORG), several named after a person or a place. */
const COMPANY28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Dangote Sugar Refinery Plc', 'Okomu Oil Palm Plc', 'Presco Plc', 'Nestlé Nigeria Plc', 'Zenith Bank Plc'],
  KE: ['Safaricom PLC', 'Kakuzi Plc', 'Nation Media Group', 'Kenya Airways PLC', 'Williamson Tea Kenya'],
  GH: ['Benso Oil Palm Plantation', 'Fan Milk Plc', 'Ecobank Ghana', 'Cal Bank', 'Aluworks'],
  ZA: ['Shoprite Holdings', 'Naspers Limited', 'Tongaat Hulett', 'Barloworld', 'Oceana Group'],
  GB: ['Marks and Spencer Group plc', 'J Sainsbury plc', 'Barclays PLC', 'Whitbread PLC', 'Greggs plc'],
  EU: ['Koninklijke Philips', 'Jerónimo Martins', 'Kerry Group', 'Beiersdorf', 'Luxottica'],
};
/** Registrars (ORG). */
const REGISTRAR28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Meristem Registrars', 'Africa Prudential Registrars', 'First Registrars'],
  KE: ['Image Registrars', 'CDSC Kenya'],
  GH: ['NTHC Registrars', 'Central Securities Depository Ghana'],
  ZA: ['Computershare', 'Link Market Services SA'],
  GB: ['Equiniti', 'Computershare', 'Link Group'],
  EU: ['Computershare', 'Euroclear', 'ABN AMRO Clearing'],
};
/** Law firms (ORG), several named after people. */
const LAWFIRM28: Readonly<Record<Jurisdiction, readonly string[]>> = {
  NG: ['Aluko & Oyebode', 'Banwo & Ighodalo', 'Ọdúnsì & Partners', 'Templars'],
  KE: ['Kaplan & Stratton', 'Oraro & Company', 'Kariuki Muigua & Co', 'Anjarwalla & Khanna'],
  GH: ['Bentsi-Enchill, Letsa & Ankomah', 'Sam Okudzeto & Associates', 'Addo & Addo'],
  ZA: ['Webber Wentzel', 'Bowmans', 'Cliffe Dekker Hofmeyr', 'Botha & Nel Attorneys'],
  GB: ['Slater and Gordon', 'Irwin Mitchell', 'Preston Kendal Solicitors', 'Shoosmiths'],
  EU: ['Arthur Cox', 'Loyens & Loeff', 'Morais Leitão', 'Gleiss Lutz'],
};
/** Energy and phone brands that look like places or names (no span when a product; ORG when the firm acts). */
const PRODUCTS28 = ['Milo', 'Indomie', 'Peak Milk', 'Lucozade', 'Dettol', 'Vaseline', 'Omo', 'Sunlight soap', 'Royco', 'Maggi', 'Ribena', 'Colgate'];

const ALL: readonly Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA', 'GB', 'EU'];
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string, fills = 25): T => ({ genre, lang, fills, js, make: norm(make) });

const ENGLISH: readonly T[] = [
  X('noise-complaint', 'en', ALL, (c) => {
    const [co, nb, of] = people(c, 3);
    const w = wordPerson(c);
    return c.pick([
      `NOISE NUISANCE – COMPLAINT FORM\nComplainant: ${P(co, 'sCaps')}\nAddress: ${boxAddr(c)}, ${L(c.raw('street'))}, ${L(c.raw('area'))}\nSource of noise: ${c.pick(['generator', 'sound system', 'church vigil', 'dog barking', 'car wash'])} at the property of ${P(nb, 'gs')}\nWhen: every ${wd(c)} since ${month(c)}, from ${hhmm(c)}\nOfficer assigned: ${P(of, 'wrap')}, ${O(c.pick(COUNCIL28[c.j]))}`,
      `Noise diary, week ${c.int(1, 8)}\n${wd(c)} ${hhmm(c)} – music from no. ${c.int(2, 80)} again, ${P(nb, 'lowerG')}'s son and friends, bass through the wall\n${wd(c)} ${hhmm(c)} – ${P(w, 'g')} from upstairs also heard it\nReported to ${O(c.pick(COUNCIL28[c.j]))}, ref ${ref(c, 'EH')}. Mr ${PS(of)} said he would visit ${L(c.raw('area'))} on ${wd(c)}.`,
      `Dear ${P(co, 'g')},\nThank you for reporting noise from a ${c.pick(['bar', 'workshop', 'event hall'])} near ${L(c.raw('street'))}. ${P(of, 'init')} from our Environmental Health team will install a recorder in ${month(c)}. Please keep the diary sheets.\n${O(c.pick(COUNCIL28[c.j]))}`,
    ]);
  }),
  X('foi-request', 'en', ALL, (c) => {
    const [rq, of] = people(c, 2);
    const body = c.pick(PUBLICBODY28[c.j]);
    return c.pick([
      `From: ${P(rq, 'gs')}\nTo: FOI Officer, ${O(body)}\nSubject: Request for information – contracts awarded in ${c.pick(['Q1', 'Q2', 'Q3'])} ${c.int(2023, 2025)}\n\nUnder the ${c.pick(['Freedom of Information Act', 'Access to Information Act', 'Right to Information Act', 'Promotion of Access to Information Act'])}, please send me the list of contractors paid for road works in ${L(c.raw('city'))} and ${L(c.raw('area'))}.\nKind regards,\n${P(rq, 'wrap')}\n${boxAddr(c)}`,
      `Our ref: ${ref(c, 'FOI')}\nDear ${P(rq, 'sInit')}\nWe acknowledge your request received on ${c.date()}. ${P(of, 'full')}, Information Officer, will respond within ${c.pick(['20 working days', '21 days', '30 days'])}.\nYours faithfully,\n${P(of, 'init')}\n${O(body)}, ${L(c.raw('city'))}`,
    ]);
  }),
  X('street-fault', 'en', ALL, (c) => {
    const [rp, eng] = people(c, 2);
    return c.pick([
      `Fault report ${ref(c, 'SF')} | Category: ${c.pick(['Pothole', 'Streetlight out', 'Blocked drain', 'Fallen tree'])}\nLocation: ${L(c.raw('street'))} near the junction with ${L(c.raw('street'))}, ${L(c.raw('area'))}\nReported by: ${P(rp, 'lower')}\nStatus: assigned to ${P(eng, 'sComma')} (${O(c.pick(COUNCIL28[c.j]))})`,
      `hi, there's a massive pothole on ${L(c.raw('street'))} just past the ${O(c.pick(['Total', 'Shell', 'Engen', 'Esso', 'GOIL']))} station, two cars lost tyres on ${wd(c)}. can someone from ${O(c.pick(COUNCIL28[c.j]))} come and look? – ${P(rp, 'gInit')}`,
      `UPDATE ${dmy(c)}: streetlights on ${L(c.raw('street'))} (${L(c.raw('area'))}) repaired by the crew of ${P(eng, 'caps')}. Reporter ${P(rp, 'gs')} informed by SMS.`,
    ]);
  }),
  X('prison-visit', 'en', ALL, (c) => {
    const [vi, pr, of] = people(c, 3);
    const jail = c.pick(PRISON28[c.j]);
    return c.pick([
      `VISIT BOOKING CONFIRMED\nEstablishment: ${O(jail)}\nPrisoner: ${P(pr, 'sFirst')} (No. ${c.pick(['A', 'KQ', 'P'])}${c.int(1000, 9999)})\nLead visitor: ${P(vi, 'full')}\nDate: ${wd(c)} ${c.int(1, 28)} ${month(c)}, ${hhmm(c)}\nBring photo ID. Visitors travelling from ${L(c.raw('city'))} should allow extra time.\nBooking clerk: ${P(of, 'wrap')}`,
      `Mum I booked to see ${P(pr, 'g')} at ${O(jail)} on ${wd(c)}. ${P(vi, 'g')} will drive us from ${L(c.raw('area'))}. Officer ${PS(of)} said no food parcels, only ${c.pick(PRODUCTS28)} from the tuck shop`,
    ]);
  }),
  X('jury-summons', 'en', ['GB', 'GH', 'EU'], (c) => {
    const [ju, of, em] = people(c, 3);
    const court = c.pick(COURT28[c.j]);
    return c.pick([
      `JURY SUMMONS\n${P(ju, 'caps')}\n${boxAddr(c)}\n${L(c.raw('city'))}\n\nYou are summoned to attend ${O(court)} on ${wd(c)} ${c.int(1, 28)} ${month(c)} at 09:30 for jury service.\nJury Central Summoning Bureau — ${P(of, 'init')}`,
      `Dear Sir/Madam,\nI ask that ${P(ju, 'gs')} be excused from jury service at ${O(court)} in ${month(c)}, as she is the only pharmacist at our ${L(c.raw('area'))} branch.\nYours faithfully,\n${P(em, 'wrap')}\nBranch Manager, ${O(c.pick(CLIENT28[c.j]))}`,
      `Deferral granted. ${P(ju, 'sInit')} – new date ${wd(c)}, ${month(c)}. Officer: ${P(of, 'gs')}. Court: ${O(court)}, ${L(c.raw('street'))}.`,
    ]);
  }),
  X('trip-consent', 'en', ALL, (c) => {
    const [pa, pu, te] = people(c, 3);
    const w = wordPerson(c);
    return c.pick([
      `${O(c.pick(SCHOOL28[c.j]))}\nEDUCATIONAL VISIT – PARENTAL CONSENT\nDestination: ${L(c.pick(TRIP28[c.j]))}\nDate: ${wd(c)} ${c.int(1, 28)} ${month(c)}\nCost: ${money(c, 10, 500)}\nPupil: ${P(pu, 'sComma')}   Class: ${c.int(4, 12)}${c.pick(['A', 'B', 'C'])}\nI give consent for my child to take part.\nParent/Guardian: ${P(pa, 'wrap')}\nTrip leader: ${P(te, 'init')}`,
      `Dear parents of Year ${c.int(3, 11)}, the coach to ${L(c.pick(TRIP28[c.j]))} leaves at ${hhmm(c)} from the gate on ${L(c.raw('street'))}. Please send forms to ${P(te, 'gs')} by ${wd(c)}. ${P(w, 'g')} ${PS(pu)} and others still owe. Packed lunch only: no ${c.pick(PRODUCTS28)} or fizzy drinks.`,
    ]);
  }),
  X('microchip', 'en', ALL, (c) => {
    const [ke, nk, vt] = people(c, 3);
    const pet = c.pick(PETS28);
    return c.pick([
      `CHANGE OF KEEPER – ${O(c.pick(CHIPDB28[c.j]))}\nChip no. ${c.int(100000, 999999)}${c.int(100000000, 999999999)}\nAnimal: ${pet}, ${c.pick(BREEDS28)}, ${c.pick(['male', 'female'])}\nPrevious keeper: ${P(ke, 'sCaps')}\nNew keeper: ${P(nk, 'gs')}, ${boxAddr(c)}, ${L(c.raw('area'))}, ${L(c.raw('city'))}\nImplanted by: Dr ${P(vt, 'wrap')}`,
      `FOUND: ${c.pick(BREEDS28)} answering to ${pet} near ${L(c.raw('street'))}, ${wd(c)} morning. Chip scanned at ${O(c.pick(CHIPDB28[c.j]))}, registered to ${P(ke, 'lower')}. If you know them pls call ${P(nk, 'g')}.`,
    ]);
  }),
  X('licence-notice', 'en', ALL, (c) => {
    const [ap, ds] = people(c, 2);
    const prem = c.pick(PREMISES28[c.j]);
    return c.pick([
      `NOTICE OF APPLICATION FOR A PREMISES LICENCE\nNotice is given that ${P(ap, 'full')} has applied to ${O(c.pick(COUNCIL28[c.j]))} for a licence to sell alcohol at ${O(prem)}, ${L(c.raw('street'))}, ${L(c.raw('area'))}.\nHours: ${wd(c)} to ${wd(c)} ${hhmm(c)}–${hhmm(c)}.\nObjections in writing by ${c.int(1, 28)} ${month(c)}.\nDesignated supervisor: ${P(ds, 'wrap')}`,
      `LIQUOR LICENCE NO. ${ref(c, 'LL')}\nLICENSEE: ${P(ap, 'caps')}\nTRADING AS: ${O(prem)}\nCONDITIONS: no sale of ${c.pick(DRINKS28)} or ${c.pick(DRINKS28)} to persons under 18; no music after ${hhmm(c)} on ${wd(c)}.\nAddress: ${boxAddr(c)}, ${L(c.raw('city'))}`,
    ]);
  }),
  X('timesheet', 'en', ALL, (c) => {
    const [ct, ap, pm] = people(c, 3);
    return c.pick([
      `WEEKLY TIMESHEET – w/e ${dmy(c)}\nContractor: ${P(ct, 'sFirst')}\nAgency: ${O(c.pick(AGENCY28[c.j]))}\nClient: ${O(c.pick(CLIENT28[c.j]))}, site ${L(c.raw('area'))}\nMon 8 | Tue 8 | Wed 7.5 | Thu 8 | Fri 6\nApproved by: ${P(ap, 'sInit')}\nPM: ${P(pm, 'wrap')}`,
      `${P(ap, 'g')} can you approve ${P(ct, 'lower')}'s hours for ${month(c)}? ${O(c.pick(AGENCY28[c.j]))} won't pay till it's signed. He was at the ${L(c.raw('city'))} office ${wd(c)} and ${wd(c)}. thx ${P(pm, 'lowerG')}`,
    ]);
  }),
  X('bug-report', 'en', ALL, (c) => {
    const [rp, dv, qa] = people(c, 3);
    const co = c.pick(SOFTCO28[c.j]);
    return c.pick([
      `Issue #${c.int(100, 9999)}: app crashes on ${c.pick(APPS28)} when address has no street\nReporter: ${P(rp, 'gs')}\nSteps: enter "${boxAddr(c)}, ${L(c.raw('city'))}" as delivery address, tap Save\nExpected: saved. Actual: crash.\nAssignee: ${P(dv, 'gInit')} (${O(co)})\ncc ${P(qa, 'lowerG')}`,
      `${P(dv, 'g')} commented:\nRepro'd on ${c.pick(APPS28)}. Looks like the postcode lookup for ${L(c.raw('area'))} returns null. ${P(qa, 'gs')} can you retest on ${wd(c)} build? Merged fix into release/${c.int(3, 9)}.${c.int(0, 12)}.\n— ${O(co)} mobile team`,
    ]);
  }),
  X('power-of-attorney', 'en', ALL, (c) => {
    const [dn, a1, a2, wi] = people(c, 4);
    return c.pick([
      `LASTING POWER OF ATTORNEY – PROPERTY AND FINANCIAL AFFAIRS\nDonor: ${P(dn, 'sComma')}, of ${L(c.raw('area'))}, ${L(c.raw('city'))}\nAttorneys (jointly and severally): ${P(a1, 'gs')} and ${P(a2, 'caps')}\nCertificate provider: ${P(wi, 'wrap')}, ${O(c.pick(LAWFIRM28[c.j]))}\nSigned on ${c.date()}`,
      `GENERAL POWER OF ATTORNEY\nI, ${P(dn, 'caps')}, of ${boxAddr(c)}, ${L(c.raw('city'))}, appoint ${P(a1, 'full')} to manage my property at ${L(c.raw('street'))}, ${L(c.raw('area'))}, and to deal with ${O(c.pick(CLIENT28[c.j]))} on my behalf.\nWitness: ${P(wi, 'sInit')}\nPrepared by ${O(c.pick(LAWFIRM28[c.j]))}`,
    ]);
  }),
  X('proxy-form', 'en', ALL, (c) => {
    const [sh, px, se] = people(c, 3);
    const co = c.pick(COMPANY28[c.j]);
    return c.pick([
      `${O(co.toUpperCase())}\nFORM OF PROXY – ANNUAL GENERAL MEETING\nto be held at ${L(c.pick(c.pl.venue))}, ${L(c.raw('city'))}, on ${wd(c)} ${c.int(1, 28)} ${month(c)}\nI/We ${P(sh, 'caps')} being a member hereby appoint ${P(px, 'gs')} or failing him/her the Chairman as my proxy.\nShareholder account no. ${c.int(1000000, 9999999)}\nReturn to ${O(c.pick(REGISTRAR28[c.j]))}, ${boxAddr(c)}\nCompany Secretary: ${P(se, 'wrap')}`,
      `Hi ${P(sh, 'g')}, I can't make the ${O(co)} AGM in ${month(c)}. I've put ${P(px, 'lower')} as my proxy, the form went to ${O(c.pick(REGISTRAR28[c.j]))} on ${wd(c)}. dividend should hit ${c.pick(['Access Bank', 'Equity', 'FNB', 'Barclays', 'ING'])} ${O(c.pick(['Access Bank', 'Equity Bank', 'FNB', 'Barclays', 'ING']))} account after.`,
    ]);
  }),
];

const YO_ILU28 = ['Ìbàdàn', 'Ọ̀ṣogbo', 'Ilé-Ifẹ̀', 'Ìkẹjà', 'Ògbómọ̀ṣọ́', 'Àkúrẹ́', 'Ìlọrin', 'Abẹ́òkúta'];
const YO_KOOTU28 = ['Ilé-Ẹjọ́ Gíga Ìpínlẹ̀ Ọ̀yọ́', 'Ilé-Ẹjọ́ Gíga Ìkẹjà', 'Ilé-Ẹjọ́ Májísírétì Ìbàdàn'];
const HA_GARI28 = ['Kano', 'Kaduna', 'Zariya', 'Katsina', 'Sakkwato', 'Bauchi', 'Gusau', 'Birnin Kebbi'];
const HA_UNGUWA28 = ['Fagge', 'Nasarawa GRA', 'Tudun Wada', 'Sabon Gari', 'Kawo', 'Unguwar Rimi', 'Gwale', 'Tarauni'];
const IG_OBODO28 = ['Enugwu', 'Ọnịcha', 'Owerri', 'Aba', 'Nsụka', 'Awka', 'Abakaliki', 'Umuahia'];
const IG_POLICE28 = ['Ndị Uwe Ojii Ọnịcha', 'Nigeria Police Force, Awka Division', 'Ọdịnaka Security Services'];
const ZU_LOC28: readonly (readonly [string, string])[] = [['e', 'Thekwini'], ['e', 'Mlazi'], ['kwa', 'Mashu'], ['e', 'Pinetown'], ['e', 'Nanda'], ['e', 'Sowetho'], ['kwa', 'Dukuza'], ['e', 'Mgungundlovu'], ['e', 'Hammarsdale'], ['e', 'Ntuzuma']];
const ZU_ORG28 = ['SAPS Inanda', 'ADT', 'Fidelity Security', 'Blue Security', 'Ward 57 CPF'];
const XH_DAWO28 = ['eMonti', 'eQonce', 'eRhini', 'eKapa', 'eGqeberha', 'eMthatha', 'eDutywa', 'eBhisho'];
const XH_KLINIKI28 = ['Ikliniki yaseNU 2', 'Frere Hospital', 'Cecilia Makiwane Hospital', 'Nolitha Clinic', 'Ikliniki yaseMdantsane'];
const SW_MAHALI28 = ['Nyeri', 'Meru', 'Thika', 'Kilifi', 'Kwale', 'Nakuru', 'Kakamega', 'Lamu'];
const SW_SACCO28 = ['Stima Sacco', 'Mwalimu National Sacco', 'Harambee Sacco', 'Kenya Police Sacco', 'Unaitas Sacco'];
const TW_BAABI28 = ['Kumase', 'Asante Mampɔn', 'Ejisu', 'Kɔforidua', 'Konongo', 'Obuase', 'Bantama', 'Suame'];
const TW_ASSEMBLY28 = ['Kumasi Metropolitan Assembly', 'Ejisu Municipal Assembly', 'Department of Urban Roads', 'ECG'];
const AF_PLEK28 = ['Stellenbosch', 'Paarl', 'Worcester', 'Bellville', 'Brackenfell', 'Oudtshoorn', 'George', 'Vredendal'];
const AF_PROKUREUR28 = ['Botha & Nel Prokureurs', 'Van Zyl Ingelyf', 'Coetzee Swanepoel Prokureurs', 'Standard Bank', 'Absa'];
const FR_RUES28 = ['rue de la République', 'cours Gambetta', 'rue Victor-Hugo', 'boulevard de la Croix-Rousse', 'rue Jean-Jaurès', 'place Bellecour', 'quai Saint-Vincent'];
const FR_VILLES28 = ['Lyon', 'Villeurbanne', 'Rennes', 'Caluire-et-Cuire', 'Vénissieux', 'Saint-Étienne'];
const FR_ORG28 = ['Métropole de Lyon', 'Grand Lyon Habitat', 'Mairie du 4e arrondissement', 'Ville de Rennes'];
const FR_BARS28 = ['Le Perroquet', 'Chez Gaston', 'Le Lyonnais', 'Café Victor-Hugo', 'La Rennaise'];
const DE_BEHOERDE28 = ['Senator für Inneres Bremen', 'Bezirksamt Mitte', 'Polizei Bremen', 'Stadt Leipzig', 'Deutsche Bahn'];
const DE_ORTE28 = ['Bremen', 'Leipzig', 'Bremerhaven', 'Vegesack', 'Schwachhausen', 'Gohlis', 'Connewitz', 'Hamburg'];
const DE_STRASSEN28 = ['Schwachhauser Heerstraße', 'Karl-Liebknecht-Straße', 'Am Wall', 'Sielwall', 'Jahnallee', 'Humboldtstraße'];
const NL_ORG28 = ['Nederlandse Databank Gezelschapsdieren', 'Dierenkliniek Groningen', 'Dierenambulance Maastricht', 'Dierenarts De Vries', 'Petfinder'];
const NL_PLAATSEN28 = ['Groningen', 'Haren', 'Maastricht', 'Zwolle', 'Haarlem', 'Leeuwarden', 'Assen', 'Venlo'];
const PT_ORG28 = ['Câmara Municipal de Braga', 'Câmara Municipal de Coimbra', 'Junta de Freguesia de Maximinos', 'Pastelaria Lisboa', 'Café Magalhães'];
const PT_RUAS28 = ['Rua do Souto', 'Avenida Central', 'Rua Ferreira Borges', 'Praça da República', 'Rua Visconde da Luz', 'Largo do Paço'];
const PT_CIDADES28 = ['Braga', 'Coimbra', 'Guimarães', 'Viseu', 'Aveiro', 'Barcelos'];
const IT_VIE28 = ['via dell’Indipendenza', 'via Marconi', 'via Garibaldi', 'corso Vittorio Emanuele', 'via Mazzini', 'piazza Maggiore'];
const IT_CITTA28 = ['Bologna', 'Modena', 'Ferrara', 'Imola', 'Casalecchio di Reno', 'San Lazzaro di Savena'];
const IT_ORG28 = ['Amministrazione Condominio Fiorentino', 'Studio Romano Amministrazioni', 'Condominio Milano', 'Hera', 'Comune di Bologna'];
const PCM_PARK28 = ['Jibowu Motor Park', 'Ojota Motor Park', 'Uselu Park', 'Ojuelegba', 'Upper Iweka', 'Oshodi'];
const PCM_TRANSPORT28 = ['GUO Transport', 'ABC Transport', 'Peace Mass Transit', 'God Is Good Motors', 'Young Shall Grow Motors', 'Chisco'];
const PCM_TOWNS28 = ['Benin', 'Warri', 'Onitsha', 'Aba', 'Owerri', 'Sapele', 'Asaba', 'Ibadan'];

const Y = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => X(genre, lang, js, make, 22);

const OTHER: readonly T[] = [
  Y('affidavit-yo', 'yo', ['NG'], (c) => {
    const [de, cm, wi] = people(c, 3, 'yo');
    return c.pick([
      `${O(c.pick(YO_KOOTU28))}\nÌWÉ ÌBÚRA (AFIDÉFÍTÌ)\nÈmi, ${P(de, 'caps')}, ọmọ Nàìjíríà, olùgbé ${boxAddr(c)}, ${L(c.pick(YO_ILU28))}, mo búra pé:\n1. Ìwé-ẹ̀rí ìbí mi sọnù ní ọjà ${L(c.pick(YO_ILU28))} ní oṣù ${c.pick(['Ṣẹ́rẹ́', 'Èrèlé', 'Igbe', 'Ọ̀wàrà'])}.\nKọmíṣọ́nnà ìbúra: ${P(cm, 'wrap')}`,
      `Ẹ káàsán o. Ìyá ${PS(de)} ní kí ẹ bá òun lọ sí ${O(c.pick(YO_KOOTU28))} ní ọjọ́ Ajé láti búra fún orúkọ tuntun ${P(wi, 'g')}. Ẹ pàdé ní ${L(c.pick(YO_ILU28))}. — ${P(cm, 'gInit')}`,
    ]);
  }),
  Y('voter-ha', 'ha', ['NG'], (c) => {
    const [mv, jm, sh] = people(c, 3, 'ha');
    return c.pick([
      `HUKUMAR ZAƁE MAI ZAMAN KANTA (${O('INEC')})\nNEMAN CANJA WURIN RAJISTA\nSuna: ${P(mv, 'sCaps')}\nDaga: ${L(c.pick(HA_UNGUWA28))}, ${L(c.pick(HA_GARI28))}\nZuwa: ${L(c.pick(HA_UNGUWA28))}, ${L(c.pick(HA_GARI28))}\nJami’i: Malam ${P(jm, 'wrap')}`,
      `Salam ${P(mv, 'g')}, an kammala canja wurin rajistarka zuwa ${L(c.pick(HA_UNGUWA28))}. Ka je ofishin ${O('INEC')} da ke ${L(c.pick(HA_GARI28))} ranar Alhamis ka karɓi katinka. Hajiya ${P(sh, 'gs')} ma ta gama nata. — ${P(jm, 'init')}`,
    ]);
  }),
  Y('witness-ig', 'ig', ['NG'], (c) => {
    const [wi, sp, of] = people(c, 3, 'ig');
    return c.pick([
      `NKWUPỤTA ONYE AKAEBE — ${O(c.pick(IG_POLICE28))}\nAha: ${P(wi, 'sComma')}\nEbe obibi: ${boxAddr(c)}, ${L(c.pick(IG_OBODO28))}\nAhụrụ m ka ${P(sp, 'gs')} si n’ụlọ ahịa dị n’${L(c.pick(IG_OBODO28))} were ekwentị ${c.pick(APPS28)} gbapụ.\nOnye dere ya: Sgt. ${P(of, 'wrap')}`,
      `${P(of, 'lowerG')}, biko kpọọ ${P(wi, 'lower')} ka ọ bịa n’ọfịs ${O(c.pick(IG_POLICE28))} na Wenezdee. Ọ hụrụ ihe mere na ${L(c.pick(IG_OBODO28))}. ${P(sp, 'g')} ka nọ n’ụlọ mkpọrọ.`,
    ]);
  }),
  Y('burglary-zu', 'zu', ['ZA'], (c) => {
    const [v, n1, of] = people(c, 3, 'zu');
    const [pre, pl] = c.pick(ZU_LOC28);
    return c.pick([
      `ISEXWAYISO — ${O(c.pick(ZU_ORG28))}\nIndlu ka${P(v, 'gs')} ${pre}${L(pl)} igqekezwe ngoLwesibili ebusuku. Kuthathwe i-${c.pick(APPS28)} ne-TV.\nUma unolwazi shayela u${P(of, 'wrap')}`,
      `Sanibonani bomakhelwane, ngicela niqaphele. Izigebengu zingene endlini ka${P(n1, 'gs')} ${pre}${L(pl)}. UMnu ${PS(v)} ubike ku${O(c.pick(ZU_ORG28))}. Ngiyabonga, ${P(of, 'gInit')}`,
    ]);
  }),
  Y('immunisation-xh', 'xh', ['ZA'], (c) => {
    const [mo, ch, ns] = people(c, 3, 'xh');
    const w = wordPerson(c);
    return c.pick([
      `IKHADI LOKUGONYA — ${O(c.pick(XH_KLINIKI28))}\nUmntwana: ${P(ch, 'sComma')}\nUmama: ${P(mo, 'gs')}\nIdilesi: ${boxAddr(c)}, ${c.pick(XH_DAWO28).slice(0, 1)}${L(c.pick(XH_DAWO28).slice(1))}\nUmongikazi: Sister ${P(ns, 'wrap')}\nUmhla olandelayo: ${dmy(c)}`,
      `Molweni ${P(mo, 'g')}, nceda uze no${P(ch, 'g')} ekliniki ngoLwesine. ${P(w, 'g')} ${PS(ns)} uza kubakho ${c.pick(XH_DAWO28).slice(0, 1)}${L(c.pick(XH_DAWO28).slice(1))}. Enkosi.`,
    ]);
  }),
  Y('sacco-agm-sw', 'sw', ['KE'], (c) => {
    const [mw, wk, kt] = people(c, 3);
    const sacco = c.pick(SW_SACCO28);
    return c.pick([
      `${O(sacco.toUpperCase())}\nFOMU YA UWAKILISHI — MKUTANO MKUU WA MWAKA\nMimi, ${P(mw, 'caps')}, mwanachama nambari ${c.int(1000, 99999)}, namteua Bw. ${P(wk, 'gs')} kuniwakilisha katika mkutano utakaofanyika ${L(c.pick(c.pl.venue))}, ${L(c.pick(SW_MAHALI28))}, tarehe ${dmy(c)}.\nKatibu: Bi. ${P(kt, 'wrap')}`,
      `Habari ${P(mw, 'g')}, gawio la ${O(sacco)} litatumwa kwa M-Pesa baada ya mkutano wa ${L(c.pick(SW_MAHALI28))}. Mwakilishi wako ni ${P(wk, 'lower')}. — ${P(kt, 'init')}`,
    ]);
  }),
  Y('roadfault-tw', 'tw', ['GH'], (c) => {
    const [rp, ab, eng] = people(c, 3, 'ak');
    return c.pick([
      `Kwan a ɛwɔ ${L(c.pick(TW_BAABI28))} ne ${L(c.pick(TW_BAABI28))} ntam no asɛe koraa. Ɛnnɛ anɔpa kar baako dii nkogu. Yɛsrɛ ${O(c.pick(TW_ASSEMBLY28))} mmra mmɛhwɛ. — Wofa ${P(rp, 'gs')}`,
      `AMANNEƐBƆ ${ref(c, 'KR')}\nƆbɔfo: ${P(rp, 'sFirst')}\nBaabi: ${L(c.pick(TW_BAABI28))}\nAsɛm: kwan mu amoa kɛseɛ\nƆhwɛfo: Ɔbenfo ${P(eng, 'wrap')}, ${O(c.pick(TW_ASSEMBLY28))}\nMaame ${P(ab, 'g')} nso huu no.`,
    ]);
  }),
  Y('volmag-af', 'af', ['ZA'], (c) => {
    const [vg, gm, gt] = people(c, 3, 'af');
    return c.pick([
      `ALGEMENE VOLMAG\nEk, die ondergetekende, ${P(vg, 'caps')}, van ${boxAddr(c)}, ${L(c.pick(AF_PLEK28))}, stel hiermee aan ${P(gm, 'full')} as my wettige gevolmagtigde om my sake by ${O(c.pick(AF_PROKUREUR28))} te behartig.\nGeteken te ${L(c.pick(AF_PLEK28))} op ${c.int(1, 28)} ${c.pick(['Januarie', 'Maart', 'Mei', 'Augustus', 'Oktober'])}.\nGetuie: ${P(gt, 'wrap')}`,
      `Môre mev. ${PS(vg)}, die volmag vir ${P(gm, 'gs')} is by ${O(c.pick(AF_PROKUREUR28))} in ${L(c.pick(AF_PLEK28))} geliasseer. Kan ${P(gt, 'lowerG')} Vrydag kom teken? Groete, ${P(gm, 'sInit')}`,
    ]);
  }),
  Y('noise-fr', 'fr', ['EU'], (c) => {
    const [pl, vo, ag] = people(c, 3, 'fr');
    return c.pick([
      `${P(pl, 'full')}\n${c.int(1, 120)} ${L(c.pick(FR_RUES28))}\n${c.int(69001, 69009)} ${L(c.pick(FR_VILLES28))}\n\nObjet : nuisances sonores répétées\nMadame, Monsieur, depuis ${c.pick(['janvier', 'mars', 'juin', 'septembre'])}, le bar ${O(c.pick(FR_BARS28))} diffuse de la musique jusqu’à 2 h chaque samedi. Mon voisin, M. ${PS(vo)}, peut en témoigner.\n${P(pl, 'wrap')}`,
      `Bonjour Mme ${PS(pl)}, votre plainte a bien été transmise au service d’hygiène de la ${O(c.pick(FR_ORG28))}. L’agent ${P(ag, 'init')} passera ${L(c.pick(FR_RUES28))} mardi soir. Cordialement.`,
    ]);
  }),
  Y('ifg-de', 'de', ['EU'], (c) => {
    const [an, sb] = people(c, 2, 'de');
    return c.pick([
      `Antrag nach dem Informationsfreiheitsgesetz (IFG)\nvon ${P(an, 'gs')}, ${L(c.pick(DE_STRASSEN28))} ${c.int(1, 140)}, ${L(c.pick(DE_ORTE28))}\nan: ${O(c.pick(DE_BEHOERDE28))}\nSehr geehrte Damen und Herren,\nbitte senden Sie mir die Gutachten zur Sanierung der Brücke in ${L(c.pick(DE_ORTE28))}.\nMit freundlichen Grüßen\n${P(an, 'wrap')}`,
      `Sehr geehrter Herr ${PS(an)},\nIhr IFG-Antrag vom ${dmy(c)} wird bei uns unter dem Zeichen ${ref(c, 'IFG-')} bearbeitet. Zuständig ist Frau ${P(sb, 'gs')}.\n${O(c.pick(DE_BEHOERDE28))}`,
    ]);
  }),
  Y('chip-nl', 'nl', ['EU'], (c) => {
    const [ei, ni, da] = people(c, 3, 'nl');
    const pet = c.pick(PETS28);
    return c.pick([
      `OVERSCHRIJVING CHIPREGISTRATIE — ${O(c.pick(NL_ORG28))}\nDier: ${pet} (${c.pick(BREEDS28)})\nVorige eigenaar: ${P(ei, 'sComma')}\nNieuwe eigenaar: ${P(ni, 'gs')}, ${L(c.pick(NL_PLAATSEN28))}\nGechipt door: ${P(da, 'wrap')}`,
      `Hoi ${P(ni, 'g')}, ${pet} is gevonden bij het station van ${L(c.pick(NL_PLAATSEN28))}! De chip staat nog op naam van ${P(ei, 'lower')}. Bel even ${O(c.pick(NL_ORG28))}. Groetjes ${P(da, 'gInit')}`,
    ]);
  }),
  Y('licenca-pt', 'pt', ['EU'], (c) => {
    const [re, te] = people(c, 2, 'pt');
    return c.pick([
      `EDITAL\nTorna-se público que ${P(re, 'full')} requereu à ${O(c.pick(PT_ORG28))} licença de utilização para estabelecimento de restauração e bebidas sito na ${L(c.pick(PT_RUAS28))}, em ${L(c.pick(PT_CIDADES28))}.\nReclamações no prazo de 15 dias.\nO técnico responsável, ${P(te, 'wrap')}`,
      `Boa tarde Sr. ${PS(re)}, a vistoria ao espaço na ${L(c.pick(PT_RUAS28))} ficou marcada para quinta-feira. O Eng. ${P(te, 'init')} da ${O(c.pick(PT_ORG28))} irá ao local. Cumprimentos.`,
    ]);
  }),
  Y('delega-it', 'it', ['EU'], (c) => {
    const [co, de, am] = people(c, 3, 'it');
    return c.pick([
      `DELEGA PER ASSEMBLEA CONDOMINIALE\nIl/la sottoscritto/a ${P(co, 'sCaps')}, proprietario/a dell’unità in ${L(c.pick(IT_VIE28))} ${c.int(1, 90)}, ${L(c.pick(IT_CITTA28))}, delega il/la sig./sig.ra ${P(de, 'gs')} a rappresentarlo/a all’assemblea del ${dmy(c)}.\nAmministratore: rag. ${P(am, 'wrap')} — ${O(c.pick(IT_ORG28))}`,
      `Ciao ${P(de, 'g')}, giovedì non ci sono, ti ho fatto la delega per l’assemblea. L’amministratore ${P(am, 'sInit')} vuole votare il rifacimento del tetto con ${O(c.pick(IT_ORG28))}. Grazie! ${P(co, 'lowerG')}`,
    ]);
  }),
  Y('lostproperty-pcm', 'pcm', ['NG'], (c) => {
    const [ow, dr, of] = people(c, 3);
    return c.pick([
      `LOST PROPERTY NOTICE — ${O(c.pick(PCM_TRANSPORT28))}, ${L(c.pick(PCM_PARK28))}\nPassenger wey travel from ${L(c.pick(PCM_TOWNS28))} go ${L(c.pick(PCM_TOWNS28))} for ${wd(c)} forget one black bag inside bus ${c.int(10, 99)}. Na ${P(dr, 'g')} the driver see am. Make the owner come with ID. Ask for ${P(of, 'wrap')}.`,
      `${P(ow, 'lower')} abeg your phone (${c.pick(APPS28)}) dey with ${P(of, 'gs')} for ${O(c.pick(PCM_TRANSPORT28))} office, ${L(c.pick(PCM_PARK28))}. Oga ${PS(dr)} talk say make you come before ${wd(c)}.`,
    ]);
  }),
];

export const HELDOUT28_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
