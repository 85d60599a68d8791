// Held-out set 15 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's fifteenth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the fourteen earlier headers do not name. Half English web and office text as written
// in Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: school newsletters with
// report-card comments (pupils by given name, `Form 2B`, houses named after people are ORG), local football and
// netball match reports with line-ups (players by surname alone in a comma list, `(c)`, `(gk)`, grounds LOC, clubs
// named after places ORG), book and film reviews (authors and actors PER, fictional characters PER, titles no span),
// shipping and port notices (vessels named like people or places are no span, ports and berths LOC, agents ORG,
// masters PER), local council minutes (`Cllr X (Chair)`, apologies lists, streets and wards LOC), trade-union branch
// circulars (branch officers, employers ORG, workplaces LOC), student-exchange blogs (host families, lower-case
// towns), safari and game-drive trip reports (guides and trackers by given name, camps and gates LOC, animals named
// like people no span), WhatsApp group exports (`[12/03/2024, 08:14] Name:` sender lines, `~ handle` lines),
// hair-salon and tailor booking messages (salons named after their owner ORG), radio phone-in transcripts
// (`CALLER (Grace in Kisumu):`), and graduation and prize lists (`SURNAME Given Middle` rows, class of degree). The
// other half in the languages and registers of our users, in kinds no earlier header names: Yorùbá family WhatsApp
// groups, Hausa football match reports, Igbo land-dispute petitions to a traditional ruler, Nigerian Pidgin tailor
// booking chats, Swahili port notices, Sheng campus WhatsApp groups, isiZulu union circulars, isiXhosa graduation
// congratulations, Sesotho school newsletters, Afrikaans church bazaar programmes, Twi radio phone-ins, Eʋegbe
// diaspora association newsletters, French council minutes (`procès-verbal`), Portuguese football match reports,
// Dutch book reviews, German works-council circulars (`Betriebsrat`), Italian film reviews and Spanish Erasmus blogs.
//
// 606 texts (seed 15015): 1,969 PER, 979 LOC and 382 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 160, ZA 118, NG 110, KE 84, GH 84, GB 50.
// Kinds of text (30 genres; texts): English — 25 each of school newsletters, match reports, book and film reviews,
// port notices, council minutes, union circulars, exchange blogs, safari reports, WhatsApp groups, salon and tailor
// bookings, radio phone-ins, graduation and prize lists; other languages — 17 each of family WhatsApp groups (yo),
// match reports (ha, pt), land petitions (ig), tailor bookings (pcm), port notices (sw), campus WhatsApp groups
// (sheng), union circulars (zu), graduation congratulations (xh), school newsletters (st), church bazaar programmes
// (af), radio phone-ins (tw), diaspora newsletters (ee), council minutes (fr), book reviews (nl), works-council
// circulars (de), film reviews (it), Erasmus blogs (es).
// Languages (texts): English 300 (49.5 %); 17 each of Yorùbá, Hausa, Igbo, Nigerian Pidgin (`pcm`), Swahili, Sheng,
// isiZulu, isiXhosa, Sesotho, Afrikaans, Twi, Eʋegbe, French, Portuguese, Dutch, German, Italian, Spanish. The
// author writes English, French, German, Dutch, Portuguese, Spanish and Italian well, Pidgin, Swahili, Sheng and
// Afrikaans fairly, the others less well: those texts are short and formulaic, as such notices are. The counts are
// pinned by test/bench/ner-generate.test.ts.
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `Mme`, `Tannie`,
// `Oom`, `M.`, `O treinador`, `nna anyị` (our father), `her`, `Bro.`/`Sis.` can sit beside a name of the other sex,
// and two people of one text can share a given name (`Miriam W.` and `Miriam`); places, grounds, firms and schools
// within a jurisdiction are paired at random (a bank as the salon of a booking confirmation, a high school as an
// exchange student's university, a Bauchi stadium `da ke Kano`, a safari ending in `Belfast via Headingley`); the
// WhatsApp exports give every line of a text the same timestamp; English month names are left in the English
// templates' dates.
//
// Read once on f22e510f (the session's start; this branch changes no detector code) by its author, after the set
// was committed as 9d9a6cf5 (`npm run bench:ner-heldout -- --file bench/data/ner-heldout15.jsonl --errors 4000`, both
// backends in that one run; 606 texts, 1969 PER, 979 LOC), IoU >= 0.5 (exact F1): `auto` PER P 0.870 R 0.886 F1
// 0.878 (exact 0.689), LOC P 0.781 R 0.701 F1 0.739 (exact 0.722), organisations read as a person 23, as a place 30;
// `basic` PER P 0.821 R 0.815 F1 0.818 (exact 0.628), LOC P 0.697 R 0.546 F1 0.612 (exact 0.594), organisations read
// as a person 26, as a place 45. English alone: `auto` PER 0.892 (P 0.912 R 0.872), LOC 0.697 (P 0.721 R 0.675);
// `basic` PER 0.805 (P 0.835 R 0.777), LOC 0.554 (P 0.653 R 0.481). Of `auto`'s 518 misses 225 and of its 452 false
// alarms 235 fall in the half not in English (`basic`: 321 of 809, 297 of 583).
// Per genre (`auto`, F1 PER / LOC): WhatsApp groups 0.945 / 0.457 (a street as the first word of a message after the
// sender's colon, venues after `at`, `opposite Firm` read as one place), union circulars 0.949 / 0.537 (halls before
// `, City`, streets after `the gate on`), school newsletters 0.893 / 0.576 (streets after `leave from`, halls after
// `bazaar is at`; word-like pupils `Georgia`, `Israel` read as places or missed; lower-case full names missed),
// salon bookings 0.946 / 0.621 (streets after `Address:`, `Area. Reply C` cut wrong), match reports 0.856 / 0.625
// (surnames in line-up lists joined into one span `Gitau, Owino`, lower-case scorers, grounds after `settled it at`;
// `U14 NETBALL` as a person), port notices 0.800 / 0.649 (vessel names `MSC Florentina`, `MV Grace Evans`, `MT
// Princess Ama` read as persons, `MV Lagos Star` as a place; streets after `terminal off` missed), exchange blogs
// 0.899 / 0.721, safari reports 0.785 / 0.773 (driver `Paris`, `Sunday`, `Joy` missed or read as places; the
// warthog `Lucky` and `boma` as false alarms), radio phone-ins 0.784 / 0.811 (caller and host given names in
// `CALLER (Name in Town)` and `HOST (Name)` missed; `Hon. Surname` taken with its title), book and film reviews
// 0.869 / 0.854 (lower-case authors and characters missed; the film `Us` and the character `Oyo` read as places),
// graduation lists 0.909 / 0.898 (`SURNAME Given` rows missed; `Dean` of `Dean's List` as a person), council minutes
// 0.975 / 0.817; the other half: council minutes (fr) 0.949 / 0.302 (lower-case `rue X`, `place X`, `avenue X`,
// `chemin des X` missed, the person a street is named after read as PER, the city of `Métropole de Lyon` and `SIVOM
// de X` as places), works-council circulars (de) 0.851 / 0.500 (`Hafenstraße 12` missed, `Liebe Kolleginnen` as a
// person, `Werk` as a place, the firm `Bäckerei Hartmann` as a person), match reports (pt) 0.867 / 0.595 (`Estádio
// D. Afonso Henriques` read as a person, `AF Braga` as a place), campus WhatsApp (sheng) 0.921 / 0.632 (areas after
// `niko`, `niko na Name Area` read as one person), erasmus blogs (es) 0.806 / 0.655 (`Erasmus`, `hoy` read as
// persons; exonyms `Gante`, lower-case `bolonia` missed), church bazaars (af) 0.875 / 0.667 (`NG GEMEENTE X` as a
// person; `Ds. Nel` taken with its title, `Elsabé le Roux` cut to `Roux`), port notices (sw) 0.744 / 0.760 (`TANGAZO LA BANDARI` as a person,
// `Kilindini`, `Shimoni`, `Vanga` missed), land petitions (ig) 0.786 / 0.783 (`Ala`, `Ana` — land, I — as persons;
// `nna anyị Name` read as a place), school newsletters (st) 0.828 / 1.000 (`LENGOLO LA SEKOLO`, `Kopano` — meeting —
// as persons), graduation (xh) 0.895 / 0.828 (`Umsitho`, `Siyabulela` as persons; `eQonce`, `eRhini` missed), match
// reports (ha) 0.876 / 0.791 (the person a stadium is named after, `Filin Wasa na Sani Abacha`, read as PER),
// diaspora newsletters (ee) 0.810 / 0.885, book reviews (nl) 0.805 / 0.971 (titles `Max Havelaar`, `Joe Speedboot`
// read as persons — they are also characters' names —, the pen name `Multatuli` missed), film reviews (it) 0.862 /
// 0.821 (the title `lazzaro felice` as a person), radio phone-ins (tw) 0.839 / 1.000 (`Yɛwɔ Kofi` taken with the verb,
// `Ɔbadwemma` with the name), union circulars (zu) 0.941 / 0.824, tailor bookings (pcm) 0.951 / 0.765, family
// WhatsApp (yo) 0.962 / 0.988.
// Kinds of misses and false alarms (`auto`): LOC misses are mostly streets, halls, grounds and berths in
// prepositional slots of office text (`leave from`, `terminal off`, `the gate on`, `Address:`, `at` + venue,
// first word after a WhatsApp sender's colon) and lower-case or exonym place forms (`rue Jean Jaurès`, `bolonia`,
// `Gante`); PER misses are word-like given names alone (`Georgia`, `Justice`, `Sunday`, `Paris`), lower-case full
// names, `SURNAME Given` rows, surnames alone in comma lists and after titles (`Cllr Zulu`, `mevr. de Vries`, `Ds.
// Nel`), and names in bracketed speaker labels (`HOST (Esi)`, `CALLER (Justice in Onitsha)`). False alarms are
// all-caps or capitalised headers and formula words of the genre (`TANGAZO LA BANDARI`, `LENGOLO LA SEKOLO`, `U14
// NETBALL`, `Umsitho`, `Kopano`, `Kolleginnen`, `Erasmus`, `Dean`), names of things that carry a person's or a
// place's name (vessels, titles of books and films, the warthog `Lucky`, stadiums and streets named after people read
// as the person, firms `MTN Ghana`, `Ade Bakare Couture`, `Sandra's Salon` read as place or person), and spans that
// take a title or a neighbouring word in (`Hon. Musa`, `Cllr Zulu`, `Yɛwɔ Kofi`, `opposite Sasol`, `Nima. Reply C`).
// Writing slips found by the reading (labels and templates untouched): the Sheng template writes `niko na Name Area`
// (I am with Name at Area), which reads as well as one full name `Goodluck Milimani`; the Twi phone-in can give host
// and caller the same given name (`HOST (Esi): … Yɛwɔ Esi`); `Mr Amelia Thompson`, `nna anyị Adaeze` are the sex
// slips named above; `Oyo` is a character of Armah's novel (PER by the grain) and a Nigerian state.
//
// Author: an engineer of the project (session s29-prose15), writing as the fifteenth independent author. Read:
// /work/s29-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 15 is one more row of
// `NER_SETS`, seed 15015; it reuses `nerContext` and `buildNerSetWith`), the option names of bench/ner-heldout.ts,
// the header comment of templates-heldout14.ts and its lists and first two templates for the TypeScript shape (its
// name lists were not reused: set 15 brings its own), the first 20 lines of the headers of templates-heldout9.ts
// to templates-heldout11.ts (their kinds), the list of README paragraph headings `Held-out prose set N`, and
// test/bench/ner-generate.test.ts (its opening and set 14's block). NOT read: src/, lexicons, packs, test/detect/,
// the README's paragraphs, the bodies of the earlier templates beyond that, bench/data/ner-*.jsonl of the earlier
// sets. The detectors and the bench were never run on this set while it was written. Every person is fictional:
// given names and surnames are combined at random (authors, actors and the people some houses, streets and
// grounds are named after are real or famous and appear only as such).
//
// Grain (as the earlier headers): a title (`Mr`, `Mrs`, `Ms`, `Dr`, `Cllr`, `Rev.`, `Capt.`, `Coach`, `Mwalimu`,
// `Bro.`, `Sis.`, `Alhaji`, `Malam`, `Igwe`, `Ọba`, `Chief`, `Oga`, `Madam`, `Mme`, `Ntate`, `Mnu.`, `Nksz.`,
// `Ds.`, `Oom`, `Tannie`, `Opanyin`, `Maame`, `Togbe`, `M.`, `Mme`, `Sr.`, `Herr`, `Frau`, `dhr.`, `mevr.`, `dott.`,
// `Sra.`) stays outside the PER span, a possessive `'s` too; an isiZulu or isiXhosa noun-class prefix glued to a
// name or a place stays inside, locatives too (`uSipho`, `eMlazi`, `waseQonce`, `seDurban City Hall`), while a
// conjunctive, copulative or possessive particle stays outside (`no|Sipho`, `ngu|Sipho`, `e|NUMSA`, `kwi|Rhodes
// University`); a street is LOC without its house number; a
// ground, a berth, a port, a camp, a gate, a hall or a church where something happens is LOC, a body that acts (a
// club, a council, a union, a firm, a school, a shipping agent, a radio station) is ORG whole even when it holds a
// person's or a place's name; a school house named after a person (`Mandela House`) is ORG; fictional characters
// named as people are PER; prizes named after a person (`The Kofi Annan Prize`) and book, film and song titles, vessels, animals, pets, hashtags, @handles, brands and months
// are no span; a WhatsApp sender line's name is PER, a phone number is no span.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region15 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'ee' | 'za' | 'af' | 'gb' | 'fr' | 'de' | 'nl' | 'pt' | 'it' | 'es';

interface Places15 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  ground: readonly string[];
  hall: readonly string[];
  club: readonly string[];
  firm: readonly string[];
  school: readonly string[];
  council: readonly string[];
  radio: readonly string[];
  port: readonly string[];
}

const GIVEN15: Readonly<Record<Region15, readonly string[]>> = {
  yo: ['Adébáyọ̀', 'Omíkúnlé', 'Bọ́láńlé', 'Ayọ̀délé', 'Fọláṣadé', 'Olúwaṣẹ́un', 'Tèmítọ́pẹ́', 'Jùmọ̀kẹ́', 'Oyèbámijí', 'Adéọlá', 'Kẹ́hìndé', 'Títí'],
  ig: ['Chukwuemeka', 'Adaeze', 'Obinna', 'Chiamaka', 'Nnamdi', 'Ngozi', 'Ebuka', 'Chinwe', 'Somto', 'Ugochi', 'Kenechukwu', 'Onyinye'],
  ha: ['Abubakar', 'Zainab', 'Sani', 'Rakiya', 'Mustapha', 'Halima', 'Bashir', 'Fatima', 'Lawal', 'Aisha', 'Kabiru', 'Binta'],
  ke: ['Kamau', 'Atieno', 'Kipchoge', 'Nyokabi', 'Otieno', 'Chebet', 'Mwangi', 'Akinyi', 'Wekesa', 'Wanjiku', 'Kiptoo', 'Nafula'],
  gh: ['Kofi', 'Ama', 'Kwabena', 'Efua', 'Yaw', 'Adwoa', 'Kwame', 'Akosua', 'Ekow', 'Esi', 'Nana Yaw', 'Afia'],
  ee: ['Selorm', 'Elikem', 'Mawuli', 'Dela', 'Sena', 'Kafui', 'Etornam', 'Yayra', 'Xorla', 'Senyo', 'Dzidzor', 'Eyram'],
  za: ['Sipho', 'Lindiwe', 'Themba', 'Nokuthula', 'Bongani', 'Zanele', 'Lwazi', 'Thandeka', 'Mpho', 'Lerato', 'Ayanda', 'Sibusiso'],
  af: ['Pieter', 'Annelie', 'Johan', 'Marietjie', 'Hendrik', 'Elsabé', 'Francois', 'Riana', 'Gerhard', 'Liezl', 'Danie', 'Sunette'],
  gb: ['Oliver', 'Amelia', 'Harry', 'Isla', 'Callum', 'Freya', 'Rhys', 'Megan', 'Alfie', 'Niamh', 'Jamie', 'Poppy'],
  fr: ['Mathieu', 'Camille', 'Antoine', 'Élodie', 'Julien', 'Margaux', 'Thibault', 'Clémence', 'Benoît', 'Solène', 'Romain', 'Aurélie'],
  de: ['Lukas', 'Katrin', 'Jonas', 'Annika', 'Florian', 'Stefanie', 'Tobias', 'Miriam', 'Sebastian', 'Jana', 'Matthias', 'Lena'],
  nl: ['Joost', 'Sanne', 'Bram', 'Femke', 'Thijs', 'Marieke', 'Ruud', 'Lotte', 'Wouter', 'Ilse', 'Koen', 'Eline'],
  pt: ['João', 'Inês', 'Rui', 'Beatriz', 'Tiago', 'Mariana', 'Nuno', 'Catarina', 'Diogo', 'Leonor', 'Gonçalo', 'Rita'],
  it: ['Marco', 'Chiara', 'Luca', 'Giulia', 'Davide', 'Federica', 'Matteo', 'Silvia', 'Alessandro', 'Elena', 'Stefano', 'Martina'],
  es: ['Javier', 'Lucía', 'Pablo', 'Marta', 'Álvaro', 'Nerea', 'Sergio', 'Alba', 'Iñigo', 'Paula', 'Rubén', 'Irene'],
};

const SURNAME15: Readonly<Record<Region15, readonly string[]>> = {
  yo: ['Adéyẹmí', 'Ọláòṣebìkan', 'Akínwándé', 'Fálọlá', 'Ògúnlẹ̀yẹ', 'Àjàyí', 'Oyèwọlé', 'Ṣódípọ̀', 'Adébísí', 'Ọ̀ṣúntókun', 'Babalọlá', 'Fáṣọlá'],
  ig: ['Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Chukwuma', 'Okafor', 'Nwachukwu', 'Ibe', 'Anyanwu', 'Onwuka', 'Ezeh', 'Okoye'],
  ha: ['Bello', 'Musa', 'Garba', 'Danjuma', 'Abdullahi', 'Shehu', 'Yakubu', 'Idris', 'Tanko', 'Sule', 'Dikko', 'Gwadabe'],
  ke: ['Mutua', 'Ochieng', 'Kiprotich', 'Njoroge', 'Wafula', 'Kariuki', 'Odhiambo', 'Chepkoech', 'Maina', 'Owino', 'Rotich', 'Gitau'],
  gh: ['Mensah', 'Boateng', 'Asante', 'Owusu', 'Appiah', 'Darko', 'Ofori', 'Amoah', 'Frimpong', 'Quaye', 'Agyeman', 'Sarpong'],
  ee: ['Agbeko', 'Dzansi', 'Kpodo', 'Amegashie', 'Ahadzi', 'Gbedemah', 'Tsikata', 'Kumordzi', 'Adzraku', 'Dogbe', 'Akpalu', 'Fiadzomor'],
  za: ['Dlamini', 'Ndlovu', 'Khumalo', 'Mokoena', 'Nkosi', 'Mthembu', 'Mahlangu', 'Molefe', 'Zulu', 'Mabaso', 'Ntuli', 'Sithole'],
  af: ['van der Merwe', 'Botha', 'Pretorius', 'du Plessis', 'Nel', 'Coetzee', 'Steyn', 'Venter', 'Fourie', 'le Roux', 'Joubert', 'Swanepoel'],
  gb: ['Thompson', 'Hughes', 'Patel', 'McAllister', 'Whitfield', 'Okoro', 'Davies', 'Hargreaves', 'Begum', 'Fletcher', 'Campbell', 'Lowe'],
  fr: ['Lefèvre', 'Garnier', 'Rousseau', 'Chevalier', 'Fontaine', 'Mercier', 'Girard', 'Lambert', 'Bonnet', 'Dupuis', 'Faure', 'Marchand'],
  de: ['Schneider', 'Hoffmann', 'Becker', 'Wagner', 'Krüger', 'Schulze', 'Zimmermann', 'Hartmann', 'Vogel', 'Brandt', 'Lehmann', 'Kaiser'],
  nl: ['de Vries', 'Jansen', 'Bakker', 'van Dijk', 'Visser', 'Smit', 'Mulder', 'de Groot', 'Bos', 'van Leeuwen', 'Dekker', 'Brouwer'],
  pt: ['Ferreira', 'Carvalho', 'Sousa', 'Rodrigues', 'Martins', 'Lopes', 'Gonçalves', 'Pinto', 'Moreira', 'Teixeira', 'Mendes', 'Correia'],
  it: ['Rossi', 'Bianchi', 'Esposito', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Galli', 'Conti', 'Ferrara', 'Moretti'],
  es: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gil', 'Ortega', 'Rubio'],
};

/** Given names that are also places, months or words: PER wherever they name a person. */
export const WORD_GIVEN15: readonly string[] = ['Florence', 'Austin', 'Chelsea', 'Paris', 'June', 'Jordan', 'Georgia', 'Israel', 'Lincoln', 'Brooklyn', 'Charity', 'Faith', 'Joy', 'Favour', 'Goodluck', 'Sunday', 'Memory', 'Justice', 'Madison', 'Savannah'];

const PLACES15: Readonly<Record<Jurisdiction, Places15>> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Enugu', 'Kano', 'Jos', 'Abeokuta', 'Owerri', 'Kaduna', 'Akure', 'Onitsha'],
    area: ['Surulere', 'Yaba', 'Wuse II', 'Ikeja GRA', 'Bodija', 'New Haven', 'Sabon Gari', 'Ogui', 'Lekki Phase 1', 'Gbagada'],
    street: ['Herbert Macaulay Way', 'Allen Avenue', 'Awolowo Road', 'Okpara Avenue', 'Murtala Mohammed Way', 'Adeniran Ogunsanya Street', 'Zik Avenue', 'Toyin Street'],
    ground: ['Teslim Balogun Stadium', 'Liberation Stadium', 'Sani Abacha Stadium', 'Nnamdi Azikiwe Stadium', 'Onikan Stadium'],
    hall: ['Eko Hotel', 'Shell Hall', 'Ladi Kwali Hall', 'Oduduwa Hall', 'Princess Alexandra Auditorium'],
    club: ['Rangers International', 'Shooting Stars', 'Kano Pillars', 'Enyimba', 'Remo Stars'],
    firm: ['First Bank', 'MTN Nigeria', 'Nestlé Nigeria', 'Peace Mass Transit', 'Ade Bakare Couture', 'Zenith Bank'],
    school: ['Kings College', 'Queens College', 'Loyola Jesuit College', 'Federal Government College Enugu', 'Corona School'],
    council: ['Ikeja Local Government', 'Enugu North Local Government', 'Ibadan North Local Government', 'Jos South Local Government'],
    radio: ['Wazobia FM', 'Cool FM', 'Radio Nigeria', 'Fresh FM', 'Raypower'],
    port: ['Apapa', 'Tin Can Island', 'Onne', 'Warri', 'Calabar'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Nyeri', 'Machakos', 'Kakamega', 'Thika', 'Malindi'],
    area: ['Kilimani', 'South B', 'Umoja', 'Kileleshwa', 'Nyali', 'Milimani', 'Kahawa West', 'Rongai', 'Ngara', 'Donholm'],
    street: ['Moi Avenue', 'Ngong Road', 'Kenyatta Avenue', 'Tom Mboya Street', 'Biashara Street', 'Oginga Odinga Street', 'Waiyaki Way', 'Argwings Kodhek Road'],
    ground: ['Nyayo Stadium', 'Kasarani', 'Moi Stadium', 'Bukhungu Stadium', 'Afraha Stadium'],
    hall: ['KICC', 'Charter Hall', 'Kenya National Theatre', 'Sarit Centre Expo Hall'],
    club: ['Gor Mahia', 'AFC Leopards', 'Tusker FC', 'Kakamega Homeboyz', 'Bandari FC'],
    firm: ['Safaricom', 'Equity Bank', 'Bidco Africa', 'Kenya Ports Authority', 'Mama Ngina Salon', 'Naivas'],
    school: ['Alliance High School', 'Starehe Boys Centre', 'Kenya High School', 'Maseno School', 'Moi Forces Academy'],
    council: ['Nairobi City County', 'Kisumu County Assembly', 'Mombasa County', 'Nakuru County'],
    radio: ['Radio Citizen', 'Ghetto Radio', 'Kameme FM', 'Ramogi FM', 'Radio Jambo'],
    port: ['Mombasa', 'Kilindini', 'Lamu'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Takoradi', 'Cape Coast', 'Tamale', 'Ho', 'Koforidua', 'Sunyani', 'Tema', 'Winneba'],
    area: ['Osu', 'Adabraka', 'East Legon', 'Dansoman', 'Asokwa', 'Bantama', 'Labone', 'Kaneshie', 'Madina', 'Nima'],
    street: ['Oxford Street', 'Liberation Road', 'Ring Road Central', 'Kojo Thompson Road', 'Harper Road', 'Prempeh II Street', 'Spintex Road', 'Castle Road'],
    ground: ['Accra Sports Stadium', 'Baba Yara Stadium', 'Cape Coast Stadium', 'El Wak Stadium', 'Len Clay Stadium'],
    hall: ['National Theatre', 'Great Hall', 'Banquet Hall', 'Prempeh Assembly Hall'],
    club: ['Hearts of Oak', 'Asante Kotoko', 'Medeama', 'Dreams FC', 'Berekum Chelsea'],
    firm: ['MTN Ghana', 'Ecobank Ghana', 'Kasapreko', 'Ghana Ports and Harbours Authority', 'Auntie Esi Hair Studio', 'GCB Bank'],
    school: ['Achimota School', 'Mfantsipim', 'Wesley Girls High School', 'Prempeh College', 'Presec Legon'],
    council: ['Accra Metropolitan Assembly', 'Kumasi Metropolitan Assembly', 'Ho Municipal Assembly', 'Tema Metropolitan Assembly'],
    radio: ['Peace FM', 'Adom FM', 'Joy FM', 'Okay FM', 'Kasapa FM'],
    port: ['Tema', 'Takoradi'],
  },
  ZA: {
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pietermaritzburg', 'Gqeberha', 'Bloemfontein', 'East London', 'Polokwane', 'Mthatha', 'Rustenburg'],
    area: ['Soweto', 'Umlazi', 'Khayelitsha', 'Mamelodi', 'Sea Point', 'Berea', 'Tembisa', 'Mitchells Plain', 'Chatsworth', 'Alexandra'],
    street: ['Vilakazi Street', 'Long Street', 'Florida Road', 'Jan Smuts Avenue', 'Church Street', 'Oxford Road', 'Beach Road', 'Main Reef Road'],
    ground: ['Orlando Stadium', 'Kings Park', 'Newlands', 'Loftus Versfeld', 'Moses Mabhida Stadium'],
    hall: ['Durban City Hall', 'Baxter Theatre', 'Regina Mundi Church', 'Market Theatre'],
    club: ['Kaizer Chiefs', 'Orlando Pirates', 'Mamelodi Sundowns', 'AmaZulu', 'Cape Town City'],
    firm: ['Transnet', 'Pick n Pay', 'Shoprite', 'Sasol', 'Thandi Nails & Braids', 'Capitec'],
    school: ['Pretoria Boys High', 'Rustenburg Girls High', 'Grey College', 'St John’s College', 'Westville Girls High'],
    council: ['eThekwini Municipality', 'City of Cape Town', 'Buffalo City Metro', 'Mangaung Metro'],
    radio: ['Ukhozi FM', 'Metro FM', 'Umhlobo Wenene FM', 'Lesedi FM', 'Jacaranda FM'],
    port: ['Durban', 'Richards Bay', 'Ngqura', 'Saldanha Bay', 'Cape Town'],
  },
  GB: {
    city: ['Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Leicester', 'Norwich', 'Sheffield', 'Belfast', 'Swansea', 'Derby'],
    area: ['Headingley', 'Clifton', 'Roath', 'Partick', 'Evington', 'Hillsborough', 'Sketty', 'Ormeau', 'Chapeltown', 'Eaton'],
    street: ['Otley Road', 'Whiteladies Road', 'City Road', 'Byres Road', 'London Road', 'Ecclesall Road', 'Lisburn Road', 'Gloucester Road'],
    ground: ['Elland Road', 'Ashton Gate', 'Hampden Park', 'Bramall Lane', 'Carrow Road'],
    hall: ['Colston Hall', 'Ulster Hall', 'St Andrew’s Hall', 'Leeds Town Hall'],
    club: ['Leeds Rhinos', 'Bristol Rovers', 'Cardiff Blues', 'Partick Thistle', 'Sheffield Wednesday'],
    firm: ['Greggs', 'Tesco', 'Royal Mail', 'Associated British Ports', 'Sandra’s Salon', 'Northern Rail'],
    school: ['Leeds Grammar School', 'Clifton College', 'Cathays High School', 'Hillhead High School', 'Wyggeston Sixth Form'],
    council: ['Leeds City Council', 'Bristol City Council', 'Cardiff Council', 'Norwich City Council'],
    radio: ['BBC Radio Leeds', 'BBC Radio Bristol', 'Capital FM', 'Radio Clyde', 'Downtown Radio'],
    port: ['Felixstowe', 'Southampton', 'Tilbury', 'Immingham', 'Liverpool'],
  },
  EU: {
    city: ['Lyon', 'Hamburg', 'Rotterdam', 'Porto', 'Bologna', 'Valencia', 'Bordeaux', 'Freiburg', 'Groningen', 'Salamanca'],
    area: ['Croix-Rousse', 'Altona', 'Kralingen', 'Boavista', 'Bolognina', 'Ruzafa', 'Chartrons', 'Wiehre', 'Oosterpoort', 'Barrio del Oeste'],
    street: ['Rue de la République', 'Reeperbahn', 'Witte de Withstraat', 'Rua de Santa Catarina', 'Via Zamboni', 'Calle Colón', 'Cours Victor Hugo', 'Kaiser-Joseph-Straße'],
    ground: ['Stade de Gerland', 'Millerntor-Stadion', 'De Kuip', 'Estádio do Dragão', 'Mestalla'],
    hall: ['Elbphilharmonie', 'Auditorium Maurice Ravel', 'De Doelen', 'Casa da Música', 'Palau de la Música'],
    club: ['Olympique Lyonnais', 'FC St. Pauli', 'Feyenoord', 'FC Porto', 'Valencia CF'],
    firm: ['Airbus', 'Hapag-Lloyd', 'Port of Rotterdam Authority', 'Salon Chez Martine', 'Deutsche Bahn', 'Albert Heijn'],
    school: ['Lycée du Parc', 'Gymnasium Altona', 'Erasmus Universiteit', 'Universidade do Porto', 'Universidad de Salamanca'],
    council: ['Métropole de Lyon', 'Bezirksamt Altona', 'Gemeente Rotterdam', 'Ayuntamiento de Valencia'],
    radio: ['France Bleu', 'NDR 90,3', 'Radio Rijnmond', 'Rádio Renascença', 'Cadena SER'],
    port: ['Rotterdam', 'Antwerp', 'Hamburg', 'Le Havre', 'Valencia', 'Leixões'],
  },
};

const REGIONS15: Readonly<Record<Jurisdiction, readonly Region15[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh', 'ee'],
  ZA: ['za', 'af'],
  GB: ['gb'],
  EU: ['fr', 'de', 'nl', 'pt', 'it', 'es'],
};

const MONTHS15 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const L = (s: string): string => `[[LOC:${s}]]`;
const O = (s: string): string => `[[ORG:${s}]]`;

export const HELDOUT15_LISTS: NerLists<Jurisdiction, Region15, Places15> = {
  given: GIVEN15,
  surname: SURNAME15,
  wordNames: WORD_GIVEN15,
  places: PLACES15,
  regionsOf: REGIONS15,
  months: MONTHS15,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region15, Places15>;
type T = NerTemplateOf<C>;

type NameForm15 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sCaps' | 'sfirst' | 'gInit';

/** A person written in one form (no marks). */
export function nm15(p: NerPerson, form: NameForm15): string {
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
      return `${p.given[0]!.toUpperCase()}. ${p.surname}`;
    case 'sCaps':
      return `${p.surname.toUpperCase()} ${p.middle ? `${p.given} ${p.middle}` : p.given}`;
    case 'sfirst':
      return `${p.surname} ${p.given}`;
    case 'gInit':
      return `${p.given} ${p.surname[0]!.toUpperCase()}.`;
  }
}

const P = (p: NerPerson, form: NameForm15 = 'gs'): string => `[[PER:${nm15(p, form)}]]`;
const Pl = (s: string): string => `[[PER:${s}]]`;
const hhmm = (c: C): string => `${String(c.int(6, 22)).padStart(2, '0')}:${String(c.int(0, 59)).padStart(2, '0')}`;
const dmy = (c: C): string => `${String(c.int(1, 28)).padStart(2, '0')}/${String(c.int(1, 12)).padStart(2, '0')}/${c.int(2021, 2025)}`;
const num = (c: C): number => c.int(2, 148);
const PETS = ['Bruno', 'Max', 'Simba', 'Bella', 'Rocky', 'Lucky'];
const VESSELS = ['MV Grace Evans', 'MSC Florentina', 'MV Lagos Star', 'Maersk Kimberley', 'MT Princess Ama', 'MV Queen Victoria'];
const BOOKS = [
  { author: 'Chimamanda Ngozi Adichie', title: 'Half of a Yellow Sun', chars: ['Ugwu', 'Olanna', 'Odenigbo'] },
  { author: 'Ngũgĩ wa Thiong’o', title: 'Petals of Blood', chars: ['Munira', 'Wanja', 'Karega'] },
  { author: 'Ayi Kwei Armah', title: 'The Beautyful Ones Are Not Yet Born', chars: ['Koomson', 'Oyo'] },
  { author: 'Zakes Mda', title: 'Ways of Dying', chars: ['Toloki', 'Noria'] },
  { author: 'Charles Dickens', title: 'Great Expectations', chars: ['Pip', 'Estella', 'Magwitch'] },
  { author: 'Jane Austen', title: 'Persuasion', chars: ['Anne Elliot', 'Frederick Wentworth'] },
];
const FILMS = [
  { actor: 'Genevieve Nnaji', title: 'Lionheart' },
  { actor: 'Lupita Nyong’o', title: 'Us' },
  { actor: 'Pamela Nomvete', title: 'Generations' },
  { actor: 'Idris Elba', title: 'Beasts of No Nation' },
  { actor: 'Ramsey Nouah', title: 'Living in Bondage: Breaking Free' },
];

/** Two different entries of a list, in seeded order. */
const two = (c: C, xs: readonly string[]): [string, string] => {
  const a = c.pick(xs);
  return [a, c.pick(xs.filter((x) => x !== a))];
};

const norm = (make: (c: C) => string) => (c: C): string => make(c).normalize('NFC');

// ---------------------------------------------------------------- English web and office text
const EN = (genre: string, make: (c: C) => string): T => ({ genre, lang: 'en', fills: 25, make: norm(make) });

const ENGLISH: readonly T[] = [
  EN('school-newsletter', (c) => {
    const head = c.person();
    const a = c.person();
    const b = c.person();
    const w = c.person(undefined, true);
    const t = c.person();
    return c.pick([
      `FROM THE HEAD'S DESK — Dear Parents, what a term! Congratulations to ${P(a, 'g')} and ${P(b, 'g')} of Form 2B who came second in the inter-schools quiz at ${c.O('school')}. ${O('Mandela House')} won sports day by four points. Our thanks to Mrs ${P(t, 's')}, who retires this term after 22 years. Mr ${P(head, 'init')}, Head Teacher`,
      `Report comment (Term 2): ${P(w, 'g')} has worked steadily in Mathematics and her handwriting has improved. She must speak up more in class. Class teacher: Ms ${P(t, 'gs')}. Next term begins on ${c.date()}; the bus will leave from ${c.L('street')} at 6.45am.`,
      `School news. The Year 5 trip to ${c.L('city')} went ahead despite the rain — thank you to ${P(a, 'gs')}'s dad for driving the second bus. Well done ${P(w, 'caps')} (reading champion) and ${P(b, 'lower')} (most improved). PTA chair ${P(t, 'gs')} reminds families that the bazaar is at ${c.L('hall')} on Saturday.`,
    ]);
  }),
  EN('match-report', (c) => {
    const ps = [c.person(), c.person(), c.person(), c.person(), c.person(), c.person()];
    const coach = c.person();
    const ref = c.person();
    const cl = two(c, c.pl.club);
    return c.pick([
      `${O(cl[0]!)} 2–1 ${O(cl[1]!)}. A late header from ${P(ps[0]!, 's')} settled it at ${c.L('ground')}. Line-up: ${P(ps[1]!, 's')} (gk); ${P(ps[2]!, 's')}, ${P(ps[3]!, 's')} (c), ${P(ps[4]!, 's')}; ${P(ps[5]!, 'init')}, ${P(ps[0]!, 'g')}. Coach ${P(coach, 's')} said the second half was "the best we've played since ${c.pick(MONTHS15)}". Referee: ${P(ref, 'gs')}.`,
      `U14 NETBALL: our girls beat a strong side from ${c.L('area')} 18-11 on a wet court behind ${c.L('street')}. Player of the match ${P(ps[0]!, 'gs')}, with ${P(ps[1]!, 'g')} and ${P(ps[2]!, 'g')} solid in defence. Thanks to umpire ${P(ref, 'gs')} and to ${c.O('firm')} for the new bibs. Training moves to Thursdays — see Coach ${P(coach, 'g')}.`,
      `full time at ${c.L('ground')}: 0-0. ${P(ps[0]!, 'lower')} hit the bar twice, ${P(ps[1]!, 's')} booked for dissent. MOTM: ${P(ps[2]!, 'caps')}. Subs: ${P(ps[3]!, 's')} for ${P(ps[4]!, 's')} (61'), ${P(ps[5]!, 'init')} for ${P(ps[1]!, 's')} (78').`,
    ]);
  }),
  EN('book-film-review', (c) => {
    const bk = c.pick(BOOKS);
    const f = c.pick(FILMS);
    const rev = c.person();
    return c.pick([
      `★★★★☆ Re-read ${bk.title} for book club and it hit differently. ${Pl(bk.author)} gives ${Pl(bk.chars[0]!)} the best lines; ${Pl(bk.chars[1]!)} I could never quite warm to. We met at ${P(rev, 'g')}'s flat in ${c.L('area')} and argued till midnight. — reviewed by ${P(rev, 'gInit')}`,
      `FILM: ${f.title}. Saw it at the ${c.L('hall')} screening in ${c.L('city')}. ${Pl(f.actor)} is magnetic as ever, but the script sags in the middle. My friend ${P(rev, 'gs')} walked out; I stayed for the ending. 3/5.`,
      `honestly ${bk.title} is overrated?? ${Pl(bk.author.toLowerCase())} writes beautifully but ${Pl(bk.chars[0]!.toLowerCase())} is so passive. library copy from ${c.L('area')} branch, returning it tomorrow lol`,
    ]);
  }),
  EN('port-notice', (c) => {
    const master = c.person();
    const agent = c.person();
    const v = c.pick(VESSELS);
    return c.pick([
      `NOTICE TO MARINERS. The vessel ${v} (Master: Capt. ${P(master, 'gs')}) is expected to berth at ${c.L('port')} on ${c.date()}. Consignees are advised to contact the agents, ${c.O('firm')}, attention ${P(agent, 'gs')}. Cargo will be discharged to the terminal off ${c.L('street')}.`,
      `Shipping movements — ARRIVED: ${v}, from ${c.L('port', 'EU')}. DEPARTED: ${c.pick(VESSELS.filter((x) => x !== v))} for ${c.L('port', 'ZA')}. Pilot on duty: ${P(master, 'caps')}. Enquiries: ${P(agent, 'init')}, Harbour Office.`,
    ]);
  }),
  EN('council-minutes', (c) => {
    const chair = c.person();
    const a = c.person();
    const b = c.person();
    const clerk = c.person();
    const res = c.person();
    const sp = c.person();
    return c.pick([
      `MINUTES of the meeting of ${c.O('council')} Planning Committee held on ${c.date()}. Present: Cllr ${P(chair, 'gs')} (Chair), Cllr ${P(a, 's')}, Cllr ${P(b, 'init')}. Apologies: Cllr ${P(res, 's')}. 4. ${c.L('street')}: the application for a car wash was REFUSED. 5. Mr ${P(sp, 'gs')} of ${c.L('area')} spoke on the drainage at ${c.L('ground')}. Clerk: ${P(clerk, 'gs')}.`,
      `Item 7 — Ward fund. Cllr ${P(a, 'gs')} asked why nothing had been spent in ${c.L('area')} since ${c.pick(MONTHS15)}. The Chair (Cllr ${P(chair, 's')}) said the contractor had withdrawn. RESOLVED that officers report back. Action: ${P(clerk, 'init')}.`,
    ]);
  }),
  EN('union-circular', (c) => {
    const sec = c.person();
    const rep = c.person();
    const mgr = c.person();
    return c.pick([
      `BRANCH CIRCULAR No. ${num(c)}. Comrades, management at ${c.O('firm')} have again refused to meet us over the night-shift allowance. A mass meeting will be held at ${c.L('hall')}, ${c.L('city')}. Shop steward for the ${c.L('area')} depot is Bro. ${P(rep, 'gs')}. In solidarity, ${P(sec, 'caps')}, Branch Secretary`,
      `Dear members — following the dismissal of our colleague ${P(rep, 'gs')} the branch has lodged a dispute with ${c.O('firm')}. HR manager ${P(mgr, 'gs')} has until Friday to respond. Picket from 6am at the gate on ${c.L('street')}. Sis. ${P(sec, 's')}, Chair`,
    ]);
  }),
  EN('exchange-blog', (c) => {
    const host = c.person();
    const kid = c.person(undefined, true);
    const fr = c.person();
    return c.pick([
      `Week 3 of my exchange! My host mum ${P(host, 'g')} makes the best breakfast and her daughter ${P(kid, 'g')} is teaching me slang. On Saturday we took the train to ${c.L('city')} and walked along ${c.L('street')}. Missing home a bit but ${P(fr, 'g')} from my course keeps me sane.`,
      `day 12. rained again. went to ${c.L('area')} market with ${P(host, 'lower')} and bought way too much fabric. uni classes at ${c.O('school')} are hard, prof ${P(fr, 's')} talks SO fast. ${P(kid, 'g')} says we're going to ${c.L('city')} next weekend!!`,
    ]);
  }),
  EN('safari-report', (c) => {
    const guide = c.person();
    const tr = c.person();
    const g2 = c.person(undefined, true);
    const pet = c.pick(PETS);
    return c.pick([
      `Trip report, ${c.pick(MONTHS15)}: flew into ${c.L('city')}, then 4 hours by road to the camp. Our guide ${P(guide, 'g')} and tracker ${P(tr, 'g')} found a leopard on the first evening. The lodge's resident warthog, ${pet}, wanders through the boma. Highly recommend asking for ${P(guide, 'gs')} by name.`,
      `Day 2 — left the gate at 5.30. ${P(g2, 'g')} (our driver) spotted lions near the river crossing. Lunch back at camp, then a walk with ranger ${P(tr, 'gs')}. Next morning we drove on to ${c.L('city')} via ${c.L('area')}.`,
    ]);
  }),
  EN('whatsapp-group', (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    const d = c.person();
    const t1 = `[${dmy(c)}, ${hhmm(c)}]`;
    return c.pick([
      `${t1} ${P(a, 'gs')}: Morning all, reminder that rehearsal is at ${c.L('hall')} today\n${t1} ${P(b, 'g')}: 👍 who is bringing the keyboard?\n${t1} ${P(d, 'gs')}: me. ${P(a, 'g')} pls send the location pin\n${t1} ${P(a, 'gs')}: ${c.L('street')}, opposite ${c.O('firm')}`,
      `${t1} ~ ${P(b, 'g')}: has anyone seen my umbrella? left it in the car park at ${c.L('ground')} 😩\n${t1} ${P(d, 'init')}: I think ${P(a, 'g')} took it home\n${t1} ${P(a, 'gs')}: guilty 🙈 will drop it off in ${c.L('area')} tomorrow`,
    ]);
  }),
  EN('salon-booking', (c) => {
    const cl = c.person(undefined, true);
    const sty = c.person();
    return c.pick([
      `Hi ${P(sty, 'g')}, it's ${P(cl, 'g')} — can I book knotless braids for Saturday 9am? Last time ${P(sty, 'g')}'s assistant did my edges and they were 🔥. Is the shop still on ${c.L('street')}?`,
      `BOOKING CONFIRMED ✅ ${c.O('firm')}: ${P(cl, 'gs')}, wash & set, ${c.date()} at ${hhmm(c)} with stylist ${P(sty, 'gs')}. Address: ${c.L('street')}, ${c.L('area')}. Reply C to cancel.`,
      `good evening sir, i want to sew two kaftans for my brother's wedding. my measurement is with madam ${P(sty, 'lower')} since last year. i am around ${c.L('area')} on friday. — ${P(cl, 'gs')}`,
    ]);
  }),
  EN('radio-phone-in', (c) => {
    const host = c.person();
    const call = c.person(undefined, true);
    const pol = c.person();
    const town = c.raw('city');
    return c.pick([
      `HOST (${P(host, 'g')}): Welcome back to the morning show on ${c.O('radio')}. We have ${P(call, 'g')} on the line from ${L(town)}. Go ahead.\nCALLER: Thank you. I want to ask Hon. ${P(pol, 's')} why the road to ${c.L('area')} is still not done.\nHOST: Strong words. Next caller is from ${c.L('city')}…`,
      `[transcript] CALLER (${P(call, 'g')} in ${L(town)}): my neighbour's dog barks all night. HOST ${P(host, 'caps')}: have you spoken to ${c.O('council')}? CALLER: they said call the police. HOST: ok, lines are open, text us.`,
    ]);
  }),
  EN('graduation-list', (c) => {
    const a = c.person();
    const b = c.person();
    const d = c.person();
    const e = c.person(undefined, true);
    const vc = c.person();
    return c.pick([
      `${c.O('school')} — CONVOCATION LIST. First Class Honours: ${P(a, 'sCaps')}; ${P(b, 'sCaps')}. Second Class (Upper): ${P(d, 'sCaps')}; ${P(e, 'sCaps')}. Presented by the Vice-Chancellor, Prof. ${P(vc, 'gs')}, at ${c.L('hall')}.`,
      `PRIZE LIST 2024. Best graduating student: ${P(a, 'caps')}. The Kofi Annan Prize for Leadership: ${P(e, 'gs')}. Dean's List: ${P(b, 'gs')}, ${P(d, 'init')}. Ceremony held in ${c.L('city')} on ${c.date()}.`,
    ]);
  }),
];

// ---------------------------------------------------------------- the languages of our users
const X = (genre: string, lang: string, js: readonly Jurisdiction[], make: (c: C) => string): T => ({ genre, lang, fills: 17, js, make: norm(make) });

const YO_TOWNS = ['Ìbàdàn', 'Òṣogbo', 'Abẹ́òkúta', 'Ilé-Ifẹ̀', 'Ìlọrin', 'Ọ̀wọ̀', 'Ìkàrẹ́', 'Ṣaki'];
const HA_TOWNS = ['Kano', 'Katsina', 'Sokoto', 'Bauchi', 'Gusau', 'Dutse', 'Birnin Kebbi', 'Potiskum'];
const HA_CLUBS = ['Kano Pillars', 'Katsina United', 'Wikki Tourists', 'Sokoto United', 'El-Kanemi Warriors'];
const HA_GROUNDS = ['Filin Wasa na Sani Abacha', 'Filin Wasa na Muhammadu Dikko', 'Filin Wasa na Abubakar Tafawa Balewa'];
const IG_TOWNS = ['Nsukka', 'Okija', 'Awka', 'Oguta', 'Ohafia', 'Agulu', 'Obosi', 'Nkwerre'];
const SW_PORTS = ['Mombasa', 'Lamu', 'Kilindini', 'Malindi', 'Shimoni', 'Vanga'];
const ZU_AREAS = ['Mlazi', 'KwaMashu', 'Ndwedwe', 'Mpangeni', 'Thekwini', 'Madadeni', 'Newcastle', 'Esikhawini'];
const XH_PLACES = ['Qonce', 'Rhini', 'Mthatha', 'Dikeni', 'Cofimvaba', 'Bhisho'];
const XH_UNIS = ['Walter Sisulu University', 'University of Fort Hare', 'Rhodes University', 'Nelson Mandela University'];
const ST_TOWNS = ['Maseru', 'Botshabelo', 'Thaba Nchu', 'Welkom', 'Bethlehem', 'Phuthaditjhaba'];
const AF_TOWNS = ['Bredasdorp', 'Graaff-Reinet', 'Swellendam', 'Lichtenburg', 'Upington', 'Robertson'];
const TW_TOWNS = ['Kumasi', 'Obuasi', 'Techiman', 'Ejura', 'Kintampo', 'Nkawkaw', 'Mampong', 'Konongo'];
const EE_TOWNS = ['Ho', 'Keta', 'Aflao', 'Hohoe', 'Kpando', 'Anloga', 'Sogakope', 'Dzodze'];
const EE_DIASPORA = ['London', 'Hamburg', 'Amsterdam', 'Toronto', 'Manchester', 'Bremen'];
const FR_COMMUNES = ['Villeurbanne', 'Saint-Priest', 'Bron', 'Oullins', 'Écully', 'Caluire-et-Cuire'];
const FR_STREETS = ['rue Jean Jaurès', 'place Bellecour', 'avenue Berthelot', 'chemin des Vignes', 'rue Victor Hugo', 'boulevard Pasteur'];
const PT_CLUBS = ['SC Braga', 'Vitória SC', 'Boavista FC', 'Gil Vicente', 'Rio Ave', 'Moreirense'];
const PT_GROUNDS = ['Estádio Municipal de Braga', 'Estádio D. Afonso Henriques', 'Estádio do Bessa', 'Estádio Cidade de Barcelos'];
const NL_BOOKS = [
  { author: 'Hella Haasse', title: 'Oeroeg', chars: ['Oeroeg', 'Lida'] },
  { author: 'Harry Mulisch', title: 'De aanslag', chars: ['Anton Steenwijk', 'Truus Coster'] },
  { author: 'Multatuli', title: 'Max Havelaar', chars: ['Max Havelaar', 'Batavus Droogstoppel', 'Saïdjah'] },
  { author: 'Tommy Wieringa', title: 'Joe Speedboot', chars: ['Fransje Hermans', 'Joe'] },
];
const NL_CITIES = ['Utrecht', 'Zwolle', 'Leiden', 'Haarlem', 'Nijmegen', 'Deventer'];
const DE_FIRMS = ['Stadtwerke Bremen', 'Vogel Logistik GmbH', 'Klinikum Nord', 'Brandt & Söhne KG', 'Bäckerei Hartmann'];
const DE_CITIES = ['Bremen', 'Kassel', 'Würzburg', 'Regensburg', 'Oldenburg', 'Erfurt'];
const IT_FILMS = [
  { dir: 'Paolo Sorrentino', title: 'La grande bellezza', actor: 'Toni Servillo', char: 'Jep Gambardella' },
  { dir: 'Nanni Moretti', title: 'Caro diario', actor: 'Nanni Moretti', char: 'Nanni' },
  { dir: 'Alice Rohrwacher', title: 'Lazzaro felice', actor: 'Adriano Tardiolo', char: 'Lazzaro' },
  { dir: 'Matteo Garrone', title: 'Gomorra', actor: 'Toni Servillo', char: 'Franco' },
];
const IT_CITIES = ['Torino', 'Padova', 'Bari', 'Lecce', 'Trento', 'Perugia'];
const ES_CITIES = ['Lisboa', 'Bolonia', 'Lovaina', 'Cracovia', 'Gante', 'Coímbra'];
const ES_HOME = ['Zaragoza', 'Murcia', 'Oviedo', 'Cádiz', 'Logroño', 'Vigo'];

const OTHER: readonly T[] = [
  X('family-whatsapp', 'yo', ['NG'], (c) => {
    const a = c.person('yo');
    const b = c.person('yo');
    const m = c.person('yo');
    const t = `[${dmy(c)}, ${hhmm(c)}]`;
    const town = c.pick(YO_TOWNS);
    return c.pick([
      `${t} ${P(a, 'g')}: Ẹ káàárọ̀ gbogbo ẹbí. Ẹ jọ̀ọ́ ẹ rántí pé ọdún Màámi ${P(m, 'g')} ni Sátidé ní ${L(town)}.\n${t} ${P(b, 'gs')}: Àmín o 🙏 mo máa wá pẹ̀lú ${P(a, 'g')}.\n${t} ${P(a, 'g')}: Ẹ ṣé. Ẹ jẹ́ ká pàdé ní ilé Bàbá ${P(m, 's')}.`,
      `${t} Ẹ̀gbọ́n ${P(b, 'g')}: Ta ló mọ̀ bóyá ọkọ̀ láti ${c.L('city')} sí ${L(town)} wà lónìí?\n${t} ${P(a, 'gs')}: Ó wà, ẹ wọ ${O('Peace Mass Transit')} ní ${L('Ọ̀jọ́ta')}.`,
    ]);
  }),
  X('match-report-ha', 'ha', ['NG'], (c) => {
    const a = c.person('ha');
    const b = c.person('ha');
    const k = c.person('ha');
    const [c1, c2] = two(c, HA_CLUBS);
    return c.pick([
      `${O(c1)} ta doke ${O(c2)} da ci 2 da 1 a ${L(c.pick(HA_GROUNDS))} da ke ${L(c.pick(HA_TOWNS))} ranar Lahadi. ${P(a, 'gs')} ne ya zura kwallon farko, sannan ${P(b, 's')} ya kara ta biyu. Kocin kungiyar, ${P(k, 'gs')}, ya ce 'yan wasansa sun yi kokari.`,
      `Sakamakon wasa: ${O(c1)} 0 – 0 ${O(c2)}. Alkalin wasa ${P(k, 'gs')} ya ba ${P(a, 's')} jan kati a minti na 70. Magoya baya daga ${L(c.pick(HA_TOWNS))} sun cika filin.`,
    ]);
  }),
  X('land-petition', 'ig', ['NG'], (c) => {
    const pet = c.person('ig');
    const other = c.person('ig');
    const igwe = c.person('ig');
    const town = c.pick(IG_TOWNS);
    return c.pick([
      `Igwe ${P(igwe, 'gs')}, Eze ${L(town)}. Ndewo nu. Mụ bụ ${P(pet, 'full')}, onye ${L(town)}. Ana m eme mkpesa maka ala anyị dị n'akụkụ ${c.L('street')} nke ${P(other, 'gs')} ji ike nara. Biko, nyere anyị aka. Onye mkpesa: ${P(pet, 'caps')}`,
      `AKWỤKWỌ MKPESA. Nye: Ọchịchị ${O(`${town} Progressive Union`)}. Ala a dị na ${L(town)} bụ nke nna anyị ${P(other, 'g')}. ${P(pet, 'gs')} na-ekwu na ọ zụtara ya na ${c.L('city')}. Anyị chọrọ ka e kpee ikpe.`,
    ]);
  }),
  X('tailor-booking', 'pcm', ['NG', 'GH'], (c) => {
    const cl = c.person();
    const t = c.person();
    const w = c.person();
    return c.pick([
      `Oga ${P(t, 'g')} good morning o. Na ${P(cl, 'g')} dey talk. Abeg my aso-ebi for ${P(w, 's')} wedding, e go ready before Friday? I go come collect am for your shop for ${c.L('street')}.`,
      `madam ${P(t, 'lower')} abeg no vex, the agbada wey you sew for my oga too tight for belle 😂. I dey ${c.L('area')} now, make i bring am come make you adjust am. — ${P(cl, 'gs')}`,
      `${c.O('firm')} customer notice: Sis ${P(cl, 'g')}, your kaba and slit don ready. Pick up for ${c.L('area')} branch, ask for ${P(t, 'gs')}. Balance na 8,000.`,
    ]);
  }),
  X('port-notice-sw', 'sw', ['KE'], (c) => {
    const m = c.person('ke');
    const a = c.person('ke');
    const v = c.pick(VESSELS);
    const port = c.pick(SW_PORTS);
    return c.pick([
      `TANGAZO LA BANDARI. Meli ${v} inatarajiwa kutia nanga katika bandari ya ${L(port)} tarehe ${dmy(c)}. Nahodha ni Kapteni ${P(m, 'gs')}. Wenye mizigo wawasiliane na wakala ${O('Kenya Ports Authority')}, Bw. ${P(a, 'gs')}.`,
      `Taarifa: Kutokana na upepo mkali, vyombo vidogo havitaruhusiwa kuondoka ${L(port)} hadi ${L(c.pick(SW_PORTS))} leo. Imetolewa na ${P(a, 'init')}, Afisa wa Bandari, ${c.L('city')}.`,
    ]);
  }),
  X('campus-whatsapp', 'sheng', ['KE'], (c) => {
    const a = c.person('ke');
    const b = c.person('ke', true);
    const d = c.person('ke');
    const t = `[${dmy(c)}, ${hhmm(c)}]`;
    return c.pick([
      `${t} ${P(a, 'g')}: wasee kuna CAT kesho saa nane, lecturer ni ${P(d, 's')} 😭\n${t} ${P(b, 'g')}: aki nimeskia. mtu ako na notes za ${P(d, 's')}?\n${t} ${P(a, 'g')}: ${P(b, 'g')} ebu tuma pdf, niko ${c.L('area')} sina bundles`,
      `${t} ~ ${P(d, 'g')}: form ni gani leo? tukutane ${c.L('street')} tuingie tao\n${t} ${P(a, 'gs')}: mimi niko na ${P(b, 'g')} ${c.L('area')}, tunakam na mat`,
    ]);
  }),
  X('union-circular-zu', 'zu', ['ZA'], (c) => {
    const s = c.person('za');
    const r = c.person('za');
    const area = c.pick(ZU_AREAS);
    return c.pick([
      `ISAZISO SEGATSHA. Amalungu onke e${O('NUMSA')} ayamenywa emhlanganweni ozoba ${L(`se${c.raw('hall')}`)} ngoMgqibelo. Sizoxoxa ngenkokhelo e${c.O('firm')}. Umnyango ${L(`wase${area}`)} uzomelwa ngu${Pl(`${s.given} ${s.surname}`)}. Sasayinwe ngu-Nobhala ${P(r, 'gs')}.`,
      `Maqabane, uCom. ${P(s, 'gs')} uxoshiwe emsebenzini ${L(`e${area}`)}. I${O('SATAWU')} izoteleka kusukela ngoMsombuluko. Xhumana no${Pl(r.given)} ukuthola imininingwane.`,
    ]);
  }),
  X('graduation-xh', 'xh', ['ZA'], (c) => {
    const g = c.person('za');
    const m = c.person('za');
    const uni = c.pick(XH_UNIS);
    const place = c.pick(XH_PLACES);
    return c.pick([
      `Halala! Sivuyisana no${Pl(`${g.given} ${g.surname}`)} ophumelele isidanga se-BEd kwi${O(uni)}. Umama wakhe, uNksz. ${P(m, 's')} ${L(`wase${place}`)}, uyabulela.`,
      `Umsitho wokuthweswa izidanga uza kubakho ${L(`e${place}`)} nge-${dmy(c)}. Abaphumeleleyo: ${P(g, 'sCaps')}, ${P(m, 'sCaps')}. Siyabulela kwi${O(uni)}.`,
    ]);
  }),
  X('school-newsletter-st', 'st', ['ZA'], (c) => {
    const p = c.person('za');
    const t = c.person('za');
    const k = c.person('za', true);
    const town = c.pick(ST_TOWNS);
    return c.pick([
      `LENGOLO LA SEKOLO. Batswadi ba ratehang, re thabela ho le tsebisa hore ${P(k, 'gs')} o hapile tlholisano ya ho bala ${L(town)}. Mosuwe ${P(t, 'gs')} o tla etella baithuti pele leetong la ho ya ${c.L('city')}. Mosuwehlooho, ${P(p, 'init')}`,
      `Tsebiso: Kopano ya batswadi e tla ba ka la ${dmy(c)} holong ya sekolo ${L(town)}. Ntate ${P(p, 's')} le Mme ${P(t, 's')} ba tla bua ka ditefello.`,
    ]);
  }),
  X('church-bazaar-af', 'af', ['ZA'], (c) => {
    const ds = c.person('af');
    const t = c.person('af');
    const o = c.person('af');
    const town = c.pick(AF_TOWNS);
    return c.pick([
      `${O(`NG GEMEENTE ${town.toUpperCase()}`)} — BASAARPROGRAM. 08:00 Pannekoek by Tannie ${P(t, 'g')} se stalletjie. 10:00 Veiling deur Oom ${P(o, 'gs')}. 12:00 Sopkombuis in die kerksaal, ${c.L('street')}. Ds. ${P(ds, 's')} open met skriflesing. Alle opbrengs gaan na ${O('ACVV')} ${L(town)}.`,
      `Oesfees in ${L(town)} hierdie Saterdag! Koekstal: ${P(t, 'gs')}. Boerewors: ${P(o, 'gs')}. Kontak die kerkkantoor of ds. ${P(ds, 'gs')} vir meer inligting.`,
    ]);
  }),
  X('radio-phone-in-tw', 'tw', ['GH'], (c) => {
    const h = c.person('gh');
    const cl = c.person('gh');
    const mp = c.person('gh');
    const town = c.pick(TW_TOWNS);
    return c.pick([
      `HOST (${P(h, 'g')}): Yɛsan aba ${c.O('radio')} so. Yɛwɔ ${P(cl, 'g')} a ɔfrɛ firi ${L(town)}. Kasa!\nCALLER: Mema mo akye. Mepɛ sɛ mebisa Ɔbadwemma ${P(mp, 'gs')} sɛ ɛberɛ bɛn na wɔbɛyɛ kwan a ɛfiri ${L(town)} kɔ ${c.L('city')} no?`,
      `Opanyin ${P(cl, 'gs')} firi ${L(town)}: "Me nua ${P(mp, 'g')}, nsuo nni ${c.L('area')} bosome mmiɛnsa nie!" HOST ${P(h, 'caps')}: Yɛte wo, yɛbɛfrɛ ${c.O('council')}.`,
    ]);
  }),
  X('diaspora-newsletter-ee', 'ee', ['GH', 'EU'], (c) => {
    const pres = c.person('ee');
    const sec = c.person('ee');
    const d = c.person('ee');
    const town = c.pick(EE_TOWNS);
    const city = c.pick(EE_DIASPORA);
    return c.pick([
      `${O(`Anlo Association ${city}`)} — Nyadzɔdzɔwo. Míeƒe ƒe kpekpe gã la anɔ ${L(city)} le ${dmy(c)}. Zimenɔla Togbe ${P(pres, 'gs')} ado gbe na amesiame. Míeƒe nɔviŋutsu ${P(d, 'gs')} si tso ${L(town)} la wu nu le sukũ nu. Agbalẽŋlɔla: ${P(sec, 'init')}`,
      `Akpe na ${P(d, 'gs')} si ɖo ga ɖe ${L(town)} kɔdzi la. Ŋkeke si gbɔna la, míakpe ta le ${L(city)}. Zimenɔla: ${P(pres, 'caps')}.`,
    ]);
  }),
  X('council-minutes-fr', 'fr', ['EU'], (c) => {
    const maire = c.person('fr');
    const a = c.person('fr');
    const b = c.person('fr');
    const e = c.person('fr');
    const com = c.pick(FR_COMMUNES);
    return c.pick([
      `PROCÈS-VERBAL du conseil municipal de ${L(com)}, séance du ${dmy(c)}. Présents : M. ${P(maire, 'gs')}, maire ; Mme ${P(a, 'gs')} ; M. ${P(b, 's')}. Excusé : M. ${P(e, 'gs')}. Délibération n° ${num(c)} : réfection de la ${L(c.pick(FR_STREETS))}, adoptée à l'unanimité. Convention avec la ${O('Métropole de Lyon')}.`,
      `Questions diverses : Mme ${P(a, 's')} signale des dépôts sauvages ${L(`chemin des ${c.pick(['Mûriers', 'Vignes', 'Saules'])}`)}. Le maire, ${P(maire, 'gs')}, propose de saisir le ${O(`SIVOM de ${com}`)}. La séance est levée à 22 h 10.`,
    ]);
  }),
  X('match-report-pt', 'pt', ['EU'], (c) => {
    const ps = [c.person('pt'), c.person('pt'), c.person('pt'), c.person('pt')];
    const t = c.person('pt');
    const [c1, c2] = two(c, PT_CLUBS);
    return c.pick([
      `${O(c1)} 2-0 ${O(c2)}. No ${L(c.pick(PT_GROUNDS))}, ${P(ps[0]!, 's')} abriu o marcador aos 23' e ${P(ps[1]!, 'gs')} fechou a contagem. Onze inicial: ${P(ps[2]!, 's')}; ${P(ps[3]!, 's')}, ${P(ps[0]!, 's')}… O treinador ${P(t, 'gs')} elogiou a equipa.`,
      `crónica: jogo fraco em ${c.L('city')}. ${P(ps[0]!, 'lower')} falhou um penálti, ${P(ps[1]!, 's')} viu o vermelho. Árbitro: ${P(t, 'gs')} (AF ${c.pick(['Porto', 'Braga', 'Lisboa'])}).`,
    ]);
  }),
  X('book-review-nl', 'nl', ['EU'], (c) => {
    const bk = c.pick(NL_BOOKS);
    const r = c.person('nl');
    const f = c.person('nl');
    return c.pick([
      `Recensie: ${bk.title}. ${Pl(bk.author)} laat ${Pl(bk.chars[0]!)} niet los, en ik ook niet. De leesclub bij ${P(f, 'g')} thuis in ${L(c.pick(NL_CITIES))} was verdeeld: ${P(f, 'g')} vond ${Pl(bk.chars[1]!)} ongeloofwaardig. Door ${P(r, 'gs')}`,
      `${bk.title} gelezen voor school. saai begin maar het einde met ${Pl(bk.chars[0]!)} is goed. mevr. ${P(f, 's')} zegt dat ${Pl(bk.author)} dit in ${L(c.pick(['Amsterdam', 'Den Haag', 'Batavia']))} schreef. 7/10 — ${P(r, 'lower')}`,
    ]);
  }),
  X('works-council-de', 'de', ['EU'], (c) => {
    const v = c.person('de');
    const m = c.person('de');
    const g = c.person('de');
    const firm = c.pick(DE_FIRMS);
    return c.pick([
      `RUNDSCHREIBEN DES BETRIEBSRATS. Liebe Kolleginnen und Kollegen, die Geschäftsführung der ${O(firm)} hat Kurzarbeit für das Werk in ${L(c.pick(DE_CITIES))} angekündigt. Die Betriebsversammlung findet in der Kantine, ${L('Hafenstraße')} 12, statt. Für den Betriebsrat: ${P(v, 'gs')} (Vorsitzender), ${P(m, 'gs')}.`,
      `Info von ${O('ver.di')}: Frau ${P(g, 's')} aus der Personalabteilung hat zugesagt, die Schichtpläne bis zum ${dmy(c)} zu ändern. Fragen bitte an ${P(m, 'gInit')} oder direkt an ${P(v, 'g')} im Betriebsratsbüro.`,
    ]);
  }),
  X('film-review-it', 'it', ['EU'], (c) => {
    const f = c.pick(IT_FILMS);
    const r = c.person('it');
    const a = c.person('it');
    return c.pick([
      `${f.title} — rivisto ieri al cinema ${L('Lumière')} di ${L(c.pick(IT_CITIES))}. ${Pl(f.dir)} gira come nessuno, e ${Pl(f.actor)} nei panni di ${Pl(f.char)} è perfetto. Il mio amico ${P(a, 'g')} si è addormentato. Voto 8. (${P(r, 'gInit')})`,
      `recensione veloce: ${f.title.toLowerCase()} di ${Pl(f.dir.toLowerCase())}, bello ma lungo. visto con ${P(a, 'lower')} al cineforum di ${L(c.pick(IT_CITIES))}. — ${P(r, 'gs')}`,
    ]);
  }),
  X('erasmus-blog-es', 'es', ['EU'], (c) => {
    const h = c.person('es');
    const a = c.person();
    const b = c.person('es');
    const city = c.pick(ES_CITIES);
    return c.pick([
      `Diario de mi Erasmus, semana 5. ${L(city)} me tiene enamorada. Comparto piso con ${P(a, 'g')}, que es majísima, y con ${P(b, 'g')}, que viene de ${L(c.pick(ES_HOME))} como yo. El profe ${P(h, 's')} nos llevó de excursión a la costa. ¡Echo de menos el jamón! — ${P(b, 'gInit')}`,
      `día 40 en ${L(city.toLowerCase())}: hoy fiesta en casa de ${P(a, 'lower')}. mañana examen con la profesora ${P(h, 'gs')}, socorro. mi madre llama cada día desde ${L(c.pick(ES_HOME))} jaja`,
    ]);
  }),
];

export const HELDOUT15_NER_TEMPLATES: readonly T[] = [...ENGLISH, ...OTHER];
