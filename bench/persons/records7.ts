// Building blocks of held-out set 7 (templates-heldout7.ts): the seventh author's own name lists, places,
// phone plans, identifier shapes, date and phone writers and the slips real capture makes. Written without
// reading the comparison engine or any earlier set's lists; only `Ctx` and the record types are shared with
// records.ts. Every value is fictional: numbers keep the shape of each country's documents (and their check
// digits where the rule is public and cheap) but belong to no one; UK mobiles are in Ofcom's drama range.
import { Ctx, type Jurisdiction, type PersonRecord } from './records.js';

export { Ctx, type Jurisdiction, type PersonRecord };

export type Sex = 'M' | 'F';
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

// ---------------------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------------------

/**
 * One naming tradition: given names by sex, optional second given names (a native name after a Christian one
 * in Kenya, Ghana and South Africa), surnames, and the surname pattern (`double`: Spanish two surnames).
 */
export interface Culture7 {
  M: readonly string[];
  F: readonly string[];
  middleM?: readonly string[];
  middleF?: readonly string[];
  surnames: readonly string[];
  double?: boolean;
}

const KE_CHRISTIAN_M = ['John', 'Peter', 'Joseph', 'James', 'Samuel', 'David', 'Daniel', 'Stephen', 'Paul', 'Francis', 'Dennis', 'Brian', 'Kevin', 'Victor'];
const KE_CHRISTIAN_F = ['Mary', 'Grace', 'Jane', 'Esther', 'Ruth', 'Faith', 'Mercy', 'Joyce', 'Lucy', 'Nancy', 'Caroline', 'Winnie', 'Purity', 'Beatrice'];
const GH_CHRISTIAN_M = ['Emmanuel', 'Samuel', 'Isaac', 'Ebenezer', 'Joseph', 'Daniel', 'Michael', 'Francis', 'Richard', 'Prince', 'Solomon', 'Nathaniel'];
const GH_CHRISTIAN_F = ['Gifty', 'Comfort', 'Mercy', 'Patience', 'Grace', 'Esther', 'Priscilla', 'Felicia', 'Vida', 'Doris', 'Beatrice', 'Rita'];
const ZA_CHRISTIAN_M = ['Sipho', 'Themba', 'Sibusiso', 'Mandla', 'Bongani', 'Nkosinathi', 'Sandile', 'Lwazi', 'Thabani', 'Mthokozisi'];

export const CULTURES7 = {
  yoruba: {
    M: ['Adebayo', 'Olumide', 'Babatunde', 'Oluwaseun', 'Kayode', 'Adewale', 'Olusegun', 'Akinwale', 'Ayodele', 'Oluwagbenga', 'Adeniyi', 'Olalekan'],
    F: ['Folasade', 'Omolara', 'Adebisi', 'Titilayo', 'Oluwakemi', 'Yetunde', 'Funmilayo', 'Abimbola', 'Bukola', 'Adeola', 'Modupe', 'Oluwatoyin'],
    middleM: ['Oluwafemi', 'Adekunle', 'Ayotunde', 'Oladele', 'Babajide', 'Olaniyi'],
    middleF: ['Omowunmi', 'Adenike', 'Oluwabunmi', 'Iyabo', 'Morenike', 'Olufunke'],
    surnames: ['Adeyemi', 'Ogunleye', 'Balogun', 'Akinola', 'Oyelaran', 'Fashola', 'Adeleke', 'Olaniyan', 'Ajayi', 'Oladipo', 'Ogunbiyi', 'Akintola'],
  },
  igbo: {
    M: ['Chukwuemeka', 'Obinna', 'Ikechukwu', 'Nnamdi', 'Chinedu', 'Kelechi', 'Uchenna', 'Chidiebere', 'Okechukwu', 'Ifeanyi', 'Somtochukwu', 'Ebuka'],
    F: ['Ngozi', 'Chiamaka', 'Adaeze', 'Nkechi', 'Ifeoma', 'Chinwe', 'Uchechi', 'Obiageli', 'Amarachi', 'Chidinma', 'Nneka', 'Ebere'],
    middleM: ['Chibuike', 'Onyebuchi', 'Tochukwu', 'Ekene', 'Chimezie', 'Nnaemeka'],
    middleF: ['Ogechi', 'Chinyere', 'Ijeoma', 'Oluchi', 'Chisom', 'Adanna'],
    surnames: ['Okafor', 'Nwosu', 'Eze', 'Okonkwo', 'Obi', 'Nwachukwu', 'Okeke', 'Udeh', 'Anyanwu', 'Chukwu', 'Onyeka', 'Nnadi'],
  },
  hausa: {
    M: ['Abdullahi', 'Ibrahim', 'Sani', 'Yusuf', 'Aminu', 'Bashir', 'Musa', 'Usman', 'Lawal', 'Nasiru', 'Haruna', 'Kabiru'],
    F: ['Aisha', 'Fatima', 'Hadiza', 'Zainab', 'Hauwa', 'Maryam', 'Bilkisu', 'Rakiya', 'Halima', 'Khadija', 'Asabe', 'Ladi'],
    surnames: ['Bello', 'Abubakar', 'Garba', 'Danjuma', 'Suleiman', 'Yakubu', 'Shehu', 'Aliyu', 'Lawan', 'Dikko', 'Gwarzo', 'Sambo'],
  },
  kikuyu: {
    M: KE_CHRISTIAN_M,
    F: KE_CHRISTIAN_F,
    middleM: ['Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Gitau', 'Macharia', 'Waweru', 'Ndungu'],
    middleF: ['Wanjiku', 'Wambui', 'Njeri', 'Wairimu', 'Nyambura', 'Wanjiru', 'Muthoni', 'Wangari'],
    surnames: ['Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Gitau', 'Macharia', 'Waweru', 'Ndungu', 'Kimani', 'Maina', 'Githinji', 'Ngugi'],
  },
  luo: {
    M: KE_CHRISTIAN_M,
    F: KE_CHRISTIAN_F,
    middleM: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Omondi', 'Owino', 'Okoth', 'Ouma'],
    middleF: ['Akinyi', 'Atieno', 'Achieng', 'Adhiambo', 'Awuor', 'Anyango', 'Auma', 'Akoth'],
    surnames: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Omondi', 'Owino', 'Okoth', 'Ouma', 'Oduor', 'Were', 'Obuya', 'Ogola'],
  },
  kalenjin: {
    M: KE_CHRISTIAN_M,
    F: KE_CHRISTIAN_F,
    middleM: ['Kiprono', 'Kipchumba', 'Kibet', 'Kiptoo', 'Cheruiyot', 'Kipkemboi'],
    middleF: ['Chepkoech', 'Jepkosgei', 'Chebet', 'Jeptoo', 'Cherono', 'Chepngetich'],
    surnames: ['Rotich', 'Koech', 'Kirui', 'Langat', 'Mutai', 'Kiptanui', 'Korir', 'Sang', 'Tanui', 'Biwott', 'Kemboi', 'Ruto'],
  },
  akan: {
    M: GH_CHRISTIAN_M,
    F: GH_CHRISTIAN_F,
    middleM: ['Kwame', 'Kofi', 'Kwabena', 'Kwaku', 'Yaw', 'Kwasi', 'Kwadwo'],
    middleF: ['Akosua', 'Abena', 'Adwoa', 'Akua', 'Yaa', 'Afua', 'Ama'],
    surnames: ['Mensah', 'Owusu', 'Asante', 'Boateng', 'Osei', 'Agyeman', 'Appiah', 'Darko', 'Antwi', 'Ofori', 'Amoako', 'Frimpong', 'Opoku', 'Sarpong'],
  },
  ewe: {
    M: ['Selasi', 'Edem', 'Elikem', 'Mawuli', 'Dela', 'Senyo', 'Korbla', 'Yayra'],
    F: ['Esinam', 'Enyonam', 'Dzifa', 'Akpene', 'Mawunyo', 'Sena', 'Xornam', 'Delali'],
    middleM: GH_CHRISTIAN_M,
    middleF: GH_CHRISTIAN_F,
    surnames: ['Agbeko', 'Amegah', 'Kpodo', 'Dzidzienyo', 'Gbeho', 'Ahiable', 'Tsikata', 'Fiagbe', 'Akpalu', 'Kumordzi'],
  },
  ga: {
    M: GH_CHRISTIAN_M,
    F: GH_CHRISTIAN_F,
    middleM: ['Nii Armah', 'Nii Okai', 'Nii Lante', 'Tettey', 'Ayitey', 'Nii Odartey'],
    middleF: ['Naa Adjeley', 'Naa Dedei', 'Naa Ayeley', 'Korkoi', 'Naa Shormeh', 'Dedei'],
    surnames: ['Tetteh', 'Quaye', 'Lamptey', 'Ashong', 'Nortey', 'Addo', 'Quarcoo', 'Okine', 'Laryea', 'Sowah'],
  },
  dagomba: {
    M: ['Abdul-Rahman', 'Mohammed', 'Alhassan', 'Yakubu', 'Fuseini', 'Abdulai', 'Iddrisu', 'Sulemana'],
    F: ['Mariama', 'Ayishetu', 'Memunatu', 'Salamatu', 'Rahinatu', 'Fati', 'Sahadatu', 'Hawawu'],
    surnames: ['Abdulai', 'Iddrisu', 'Mahama', 'Alhassan', 'Fuseini', 'Issah', 'Seidu', 'Osman', 'Zakaria', 'Mumuni'],
  },
  zulu: {
    M: ZA_CHRISTIAN_M,
    F: ['Nomvula', 'Thandeka', 'Zanele', 'Nokuthula', 'Lindiwe', 'Sibongile', 'Nonhlanhla', 'Busisiwe', 'Hlengiwe', 'Ntombifuthi'],
    surnames: ['Dlamini', 'Zulu', 'Ndlovu', 'Mkhize', 'Ngcobo', 'Khumalo', 'Mthembu', 'Nxumalo', 'Buthelezi', 'Cele', 'Shabalala', 'Zungu'],
  },
  xhosa: {
    M: ['Luvuyo', 'Siyabonga', 'Lwando', 'Xolani', 'Mzwandile', 'Ayanda', 'Lunga', 'Sivuyile', 'Monde', 'Zukisa'],
    F: ['Nosipho', 'Asanda', 'Ziyanda', 'Nomsa', 'Thandiwe', 'Noluthando', 'Babalwa', 'Nandipha', 'Yonela', 'Sinazo'],
    surnames: ['Dyantyi', 'Bikitsha', 'Jali', 'Mgijima', 'Sonjica', 'Ntshona', 'Gxowa', 'Mankayi', 'Ngxola', 'Matshoba'],
  },
  sotho: {
    M: ['Tumelo', 'Thabo', 'Kagiso', 'Tshepo', 'Teboho', 'Lebogang', 'Katlego', 'Neo', 'Tebogo', 'Mpho'],
    F: ['Lerato', 'Palesa', 'Dineo', 'Refiloe', 'Boitumelo', 'Nthabiseng', 'Keabetswe', 'Mamello', 'Lineo', 'Puleng'],
    surnames: ['Mokoena', 'Molefe', 'Mofokeng', 'Mahlaba', 'Tshabalala', 'Motaung', 'Letsoalo', 'Moloi', 'Radebe', 'Makhetha'],
  },
  afrikaans: {
    M: ['Johannes', 'Pieter', 'Hendrik', 'Gerhardus', 'Jacobus', 'Willem', 'Stefanus', 'Francois', 'Andries', 'Christiaan'],
    F: ['Anna', 'Maria', 'Elizabeth', 'Susanna', 'Johanna', 'Cornelia', 'Magdalena', 'Anika', 'Marelize', 'Elsabe'],
    middleM: ['Petrus', 'Jacobus', 'Johannes', 'Hendrik', 'Daniel', 'Louis'],
    middleF: ['Maria', 'Susanna', 'Catharina', 'Aletta', 'Petronella', 'Sophia'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'Nel', 'Steyn', 'du Plessis', 'Venter', 'Coetzee', 'Fourie', 'Smit', 'van Wyk', 'Kruger'],
  },
  english: {
    M: ['James', 'Thomas', 'Oliver', 'Daniel', 'Matthew', 'Christopher', 'Andrew', 'Michael', 'Robert', 'William', 'Jonathan', 'Richard'],
    F: ['Sarah', 'Emma', 'Charlotte', 'Rebecca', 'Hannah', 'Laura', 'Victoria', 'Katherine', 'Elizabeth', 'Rachel', 'Sophie', 'Helen'],
    middleM: ['John', 'Edward', 'Peter', 'George', 'Alexander', 'David'],
    middleF: ['Louise', 'Jane', 'Anne', 'Marie', 'Claire', 'Frances'],
    surnames: ['Whitfield', 'Ashworth', 'Pemberton', 'Holloway', 'Brierley', 'Cartwright', 'Fairclough', 'Hargreaves', 'Kendall', 'Lowther', 'Marsden', 'Thornbury'],
  },
  pakistani: {
    M: ['Imran', 'Tariq', 'Asif', 'Zubair', 'Faisal', 'Adnan', 'Kamran', 'Bilal', 'Usman', 'Naveed'],
    F: ['Ayesha', 'Nadia', 'Saima', 'Rabia', 'Samina', 'Farah', 'Hina', 'Sana', 'Uzma', 'Shazia'],
    surnames: ['Hussain', 'Akhtar', 'Iqbal', 'Mahmood', 'Rashid', 'Qureshi', 'Butt', 'Chaudhry', 'Malik', 'Anwar'],
  },
  caribbean: {
    M: ['Leon', 'Marcus', 'Delroy', 'Winston', 'Jermaine', 'Errol', 'Clive', 'Nathaniel'],
    F: ['Marcia', 'Beverley', 'Claudette', 'Sonia', 'Jacqueline', 'Yvonne', 'Simone', 'Natalie'],
    middleM: ['Anthony', 'Everton', 'Lloyd', 'Maurice'],
    middleF: ['Patricia', 'Joy', 'Maxine', 'Angela'],
    surnames: ['Campbell', 'Grant', 'McKenzie', 'Reid', 'Barrett', 'Forbes', 'Gayle', 'Clarke', 'Henry', 'Francis'],
  },
  polish: {
    M: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Marcin', 'Łukasz', 'Michał', 'Grzegorz'],
    F: ['Katarzyna', 'Agnieszka', 'Magdalena', 'Joanna', 'Monika', 'Ewa', 'Małgorzata', 'Aleksandra'],
    middleM: ['Jan', 'Andrzej', 'Marek', 'Stanisław'],
    middleF: ['Maria', 'Anna', 'Barbara', 'Zofia'],
    surnames: ['Nowak', 'Wójcik', 'Kaczmarek', 'Mazur', 'Krawczyk', 'Zając', 'Król', 'Wróbel', 'Pawlak', 'Michalak', 'Sikora', 'Baran'],
  },
  german: {
    M: ['Matthias', 'Jürgen', 'Stefan', 'Tobias', 'Florian', 'Sebastian', 'Andreas', 'Wolfgang', 'Markus', 'Jens'],
    F: ['Sabine', 'Katrin', 'Ulrike', 'Stefanie', 'Anja', 'Birgit', 'Claudia', 'Franziska', 'Monika', 'Susanne'],
    middleM: ['Johannes', 'Peter', 'Michael', 'Klaus'],
    middleF: ['Maria', 'Christine', 'Elisabeth', 'Ursula'],
    surnames: ['Schäfer', 'Hoffmann', 'Krüger', 'Becker', 'Wagner', 'Zimmermann', 'Braun', 'Hartmann', 'Lehmann', 'Schröder', 'Vogel', 'Böhm'],
  },
  french: {
    M: ['Guillaume', 'Sébastien', 'Nicolas', 'Julien', 'Mathieu', 'François', 'Olivier', 'Thierry', 'Benoît', 'Arnaud'],
    F: ['Sophie', 'Céline', 'Nathalie', 'Isabelle', 'Aurélie', 'Émilie', 'Camille', 'Hélène', 'Sandrine', 'Élodie'],
    middleM: ['Pierre', 'Jean', 'Louis', 'Marie'],
    middleF: ['Marie', 'Anne', 'Claire', 'Louise'],
    surnames: ['Lefèvre', 'Moreau', 'Girard', 'Rousseau', 'Fontaine', 'Chevalier', 'Lambert', 'Mercier', 'Dupuis', 'Gauthier', 'Faure', 'Roussel'],
  },
  spanish: {
    M: ['Javier', 'Alejandro', 'Sergio', 'Raúl', 'Álvaro', 'Joaquín', 'Ignacio', 'Andrés'],
    F: ['Lucía', 'Marta', 'Cristina', 'Rocío', 'Pilar', 'Beatriz', 'Inmaculada', 'Nuria'],
    surnames: ['García', 'Fernández', 'Martínez', 'Sánchez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gil', 'Vázquez', 'Serrano', 'Ramos'],
    double: true,
  },
  italian: {
    M: ['Alessandro', 'Giuseppe', 'Lorenzo', 'Matteo', 'Francesco', 'Davide', 'Stefano', 'Riccardo'],
    F: ['Giulia', 'Chiara', 'Francesca', 'Valentina', 'Federica', 'Elisa', 'Silvia', 'Alessia'],
    surnames: ['Rossi', 'Esposito', 'Bianchi', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini'],
  },
  dutch: {
    M: ['Jeroen', 'Bas', 'Thijs', 'Maarten', 'Sander', 'Joost', 'Wouter', 'Ruud'],
    F: ['Anouk', 'Femke', 'Marieke', 'Sanne', 'Lotte', 'Esther', 'Ingrid', 'Mirjam'],
    middleM: ['Johannes', 'Cornelis', 'Hendrik', 'Pieter'],
    middleF: ['Johanna', 'Maria', 'Wilhelmina', 'Geertruida'],
    surnames: ['de Vries', 'van Dijk', 'Bakker', 'Janssen', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'van den Berg'],
  },
} as const satisfies Record<string, Culture7>;

export type CultureName7 = keyof typeof CULTURES7;

/** Who lives in each jurisdiction: a culture and the country whose documents they hold. */
export const PEOPLE7: Record<Jurisdiction, readonly (readonly [CultureName7, string])[]> = {
  NG: [
    ['yoruba', 'NG'],
    ['igbo', 'NG'],
    ['hausa', 'NG'],
  ],
  KE: [
    ['kikuyu', 'KE'],
    ['luo', 'KE'],
    ['kalenjin', 'KE'],
  ],
  GH: [
    ['akan', 'GH'],
    ['ewe', 'GH'],
    ['ga', 'GH'],
    ['dagomba', 'GH'],
  ],
  ZA: [
    ['zulu', 'ZA'],
    ['xhosa', 'ZA'],
    ['sotho', 'ZA'],
    ['afrikaans', 'ZA'],
  ],
  GB: [
    ['english', 'GB'],
    ['pakistani', 'GB'],
    ['caribbean', 'GB'],
    ['polish', 'GB'],
    ['yoruba', 'GB'],
    ['akan', 'GB'],
  ],
  EU: [
    ['german', 'DE'],
    ['french', 'FR'],
    ['spanish', 'ES'],
    ['italian', 'IT'],
    ['dutch', 'NL'],
    ['polish', 'PL'],
  ],
};

export const pad2 = (n: number): string => String(n).padStart(2, '0');

/** Marks folded to ASCII the way passports and legacy systems do (ß → SS in capitals). */
export function fold(s: string): string {
  return s
    .replace(/ß/g, 'ss')
    .replace(/[Łł]/g, (ch) => (ch === 'Ł' ? 'L' : 'l'))
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Upper case with marks folded, as fixed-width and OCR exports write names. */
export const upper = (s: string): string => fold(s).toUpperCase();

/** First letter of each part, with dots (`C. O.`) or without (`CO`). */
export function initials(names: string, dots: boolean): string {
  const parts = names.split(/[\s-]+/).filter(Boolean);
  return dots ? parts.map((p) => `${p[0]!.toUpperCase()}.`).join(' ') : parts.map((p) => p[0]!.toUpperCase()).join('');
}

// ---------------------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------------------

export const MONTHS7 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function birthDate(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/**
 * A birth date `lo`–`hi` years from `t` (later when `dir` is 1, earlier when -1, either when 0), never `t`'s day,
 * within 1930–2019. A direction that has no room throws (a kind's ranges must leave room for it).
 */
export function birthAway(c: Ctx, t: Ymd, lo: number, hi: number, dir: 1 | -1 | 0 = 0): Ymd {
  for (let tries = 0; tries < 200; tries++) {
    const sign = dir !== 0 ? dir : c.chance(0.5) ? 1 : -1;
    const y = t.y + sign * c.int(lo, hi);
    if (y < 1930 || y > 2019) continue;
    const m = c.int(1, 12);
    const d = c.int(1, daysIn(y, m));
    if (y === t.y && m === t.m && d === t.d) continue;
    return { y, m, d };
  }
  throw new Error(`no birth date ${lo}–${hi} years ${dir === 1 ? 'after' : dir === -1 ? 'before' : 'from'} ${t.y}`);
}

const ORD = (d: number): string => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_WORDS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth'];

/** 1–99 in English words (`eighty-two`). */
export function numberWords(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** A day of the month as an ordinal word (`twenty-first`, `thirtieth`). */
export function ordinalWord(d: number): string {
  if (d <= 20) return ORDINAL_WORDS[d]!;
  if (d === 30) return 'thirtieth';
  const t = Math.floor(d / 10);
  return `${TENS[t]}-${ORDINAL_WORDS[d % 10]}`;
}

/** A year read out (`nineteen eighty-two`, `two thousand and five`, `nineteen oh seven`). */
export function yearWords(y: number): string {
  if (y >= 2000 && y < 2010) return `two thousand${y === 2000 ? '' : ` and ${ONES[y - 2000]}`}`;
  const hi = Math.floor(y / 100);
  const lo = y % 100;
  const low = lo === 0 ? 'hundred' : lo < 10 ? `oh ${ONES[lo]}` : numberWords(lo);
  return `${numberWords(hi)} ${low}`;
}

/**
 * The forms registers, affidavits, scans and transcripts write a birth date in. None writes the month first
 * with digits: `Month d, yyyy` names the month.
 */
export type DateForm7 =
  | 'iso'
  | 'dd/mm/yyyy'
  | 'd/m/yyyy'
  | 'dd.mm.yyyy'
  | 'dd-mm-yyyy'
  | 'd Mon yyyy'
  | 'd Month yyyy'
  | 'Month d, yyyy'
  | 'DD-MON-YY'
  | 'DD-MON-YYYY'
  | 'yyyymmdd'
  | 'yymmdd'
  | 'dth Month yyyy'
  | 'the dth day of Month, yyyy'
  | 'words'
  | 'yyyy/mm/dd';

export const FULL_FORMS7: readonly DateForm7[] = ['iso', 'dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'd Month yyyy', 'Month d, yyyy', 'DD-MON-YYYY', 'yyyymmdd', 'yyyy/mm/dd'];

export function writeDate(t: Ymd, form: DateForm7): string {
  const mon = MONTHS7[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${pad2(t.m)}-${pad2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${pad2(t.d)}/${pad2(t.m)}/${t.y}`;
    case 'd/m/yyyy':
      return `${t.d}/${t.m}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${pad2(t.d)}.${pad2(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${pad2(t.d)}-${pad2(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'Month d, yyyy':
      return `${mon} ${t.d}, ${t.y}`;
    case 'DD-MON-YY':
      if (t.y < 1930 || t.y > 1999) throw new Error(`DD-MON-YY is written for births 1930–1999 only, not ${t.y}`);
      return `${pad2(t.d)}-${mon.slice(0, 3).toUpperCase()}-${pad2(t.y % 100)}`;
    case 'DD-MON-YYYY':
      return `${pad2(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${pad2(t.m)}${pad2(t.d)}`;
    case 'yymmdd':
      return `${pad2(t.y % 100)}${pad2(t.m)}${pad2(t.d)}`;
    case 'dth Month yyyy':
      return `${t.d}${ORD(t.d)} ${mon} ${t.y}`;
    case 'the dth day of Month, yyyy':
      return `the ${t.d}${ORD(t.d)} day of ${mon}, ${t.y}`;
    case 'words':
      return `${ordinalWord(t.d)} of ${mon} ${yearWords(t.y)}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${pad2(t.m)}/${pad2(t.d)}`;
  }
}

/** A full date in one of the common written forms (the two-digit Oracle form only for 1930–1999). */
export function anyDate(c: Ctx, t: Ymd): string {
  const forms = t.y >= 1930 && t.y <= 1999 ? [...FULL_FORMS7, 'DD-MON-YY' as const] : FULL_FORMS7;
  return writeDate(t, c.pick(forms));
}

/** Age in whole years on a day. */
export function ageOn(t: Ymd, on: Ymd): number {
  return on.y - t.y - (on.m < t.m || (on.m === t.m && on.d < t.d) ? 1 : 0);
}

// ---------------------------------------------------------------------------------------------------------
// Phones
// ---------------------------------------------------------------------------------------------------------

interface Plan7 {
  cc: string;
  /** Mobile prefixes after the country code. */
  prefixes: readonly string[];
  /** Digits after the prefix. */
  rest: number;
  /** Trunk prefix written before the national number ('' where none is written). */
  trunk: string;
  /** Group sizes of the national significant number, for spaced forms. */
  groups: readonly number[];
}

export const PHONES7: Record<string, Plan7> = {
  NG: { cc: '234', prefixes: ['803', '806', '703', '706', '813', '816', '903', '810', '805', '807', '705', '815', '811', '905', '802', '808', '708', '812', '701', '902'], rest: 7, trunk: '0', groups: [3, 3, 4] },
  KE: { cc: '254', prefixes: ['701', '702', '710', '712', '715', '720', '722', '727', '733', '740', '745', '757', '768', '790', '110', '111'], rest: 6, trunk: '0', groups: [3, 3, 3] },
  GH: { cc: '233', prefixes: ['24', '54', '55', '20', '50', '26', '27', '57', '59'], rest: 7, trunk: '0', groups: [2, 3, 4] },
  ZA: { cc: '27', prefixes: ['60', '61', '63', '65', '71', '72', '73', '76', '78', '79', '81', '82', '83', '84'], rest: 7, trunk: '0', groups: [2, 3, 4] },
  GB: { cc: '44', prefixes: ['7700900'], rest: 3, trunk: '0', groups: [4, 6] },
  DE: { cc: '49', prefixes: ['151', '152', '160', '170', '171', '176'], rest: 8, trunk: '0', groups: [3, 8] },
  FR: { cc: '33', prefixes: ['6', '7'], rest: 8, trunk: '0', groups: [1, 2, 2, 2, 2] },
  ES: { cc: '34', prefixes: ['6'], rest: 8, trunk: '', groups: [3, 3, 3] },
  IT: { cc: '39', prefixes: ['320', '328', '333', '338', '347', '349'], rest: 7, trunk: '', groups: [3, 7] },
  NL: { cc: '31', prefixes: ['6'], rest: 8, trunk: '0', groups: [1, 8] },
  PL: { cc: '48', prefixes: ['501', '512', '530', '601', '660', '691', '721', '781', '791', '881'], rest: 6, trunk: '', groups: [3, 3, 3] },
};

/** A new mobile number: country code and national number as digits, no plus. */
export function newPhone(c: Ctx, country: string): string {
  const p = PHONES7[country]!;
  let rest = '';
  for (let i = 0; i < p.rest; i++) rest += String(c.int(0, 9));
  return p.cc + c.pick(p.prefixes) + rest;
}

/** The national significant number (no country code, no trunk). */
export function nsn(full: string, country: string): string {
  return full.slice(PHONES7[country]!.cc.length);
}

function grouped(n: string, groups: readonly number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const g of groups) {
    if (i >= n.length) break;
    out.push(n.slice(i, i + g));
    i += g;
  }
  if (i < n.length) out[out.length - 1] += n.slice(i);
  return out.join(sep);
}

/**
 * The ways a phone number is written: E.164, spaced with the plus, 00, the bare country code, national with
 * the trunk (spaced or dashed), the UK's `+44 (0)7700 …`, a country code written before a trunk 0 (a frequent
 * capture error: `(+234) 0803…`), and a 234-803-… dashed international form.
 */
export type PhoneForm7 = 'e164' | 'plus-spaced' | '00' | 'cc-bare' | 'national' | 'national-spaced' | 'national-dashed' | 'plus-paren-trunk' | 'cc-and-trunk' | 'cc-dashed';
export const PHONE_FORMS7: readonly PhoneForm7[] = ['e164', 'plus-spaced', '00', 'cc-bare', 'national', 'national-spaced', 'national-dashed', 'plus-paren-trunk', 'cc-and-trunk', 'cc-dashed'];
/** The forms a clean export writes (no capture errors). */
export const CLEAN_PHONE_FORMS7: readonly PhoneForm7[] = ['e164', 'plus-spaced', '00', 'national', 'national-spaced'];

export function writePhone(full: string, country: string, form: PhoneForm7): string {
  const p = PHONES7[country]!;
  const n = nsn(full, country);
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${p.cc} ${grouped(n, p.groups, ' ')}`;
    case '00':
      return `00${full}`;
    case 'cc-bare':
      return full;
    case 'national':
      return p.trunk + n;
    case 'national-spaced':
      return grouped(p.trunk + n, [p.trunk.length + p.groups[0]!, ...p.groups.slice(1)], ' ');
    case 'national-dashed':
      return grouped(p.trunk + n, [p.trunk.length + p.groups[0]!, ...p.groups.slice(1)], '-');
    case 'plus-paren-trunk':
      return p.trunk ? `+${p.cc} (${p.trunk})${grouped(n, p.groups, ' ')}` : `+${p.cc} ${grouped(n, p.groups, ' ')}`;
    case 'cc-and-trunk':
      return p.trunk ? `(+${p.cc}) ${p.trunk}${n}` : `(+${p.cc}) ${n}`;
    case 'cc-dashed':
      return `${p.cc}-${grouped(n, p.groups, '-')}`;
  }
}

export const anyPhone = (c: Ctx, full: string, country: string): string => writePhone(full, country, c.pick(PHONE_FORMS7));
export const cleanPhone = (c: Ctx, full: string, country: string): string => writePhone(full, country, c.pick(CLEAN_PHONE_FORMS7));

const DIGIT_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** A number as a call-centre transcript writes it: digit words, `oh` for zero at times, `double` for pairs. */
export function spokenDigits(c: Ctx, digits: string): string {
  const out: string[] = [];
  const oh = c.chance(0.5);
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[i]);
    const word = d === 0 && oh ? 'oh' : DIGIT_WORDS[d]!;
    if (i + 1 < digits.length && digits[i + 1] === digits[i] && c.chance(0.6)) {
      out.push(`double ${word}`);
      i++;
    } else out.push(word);
  }
  return out.join(' ');
}

// ---------------------------------------------------------------------------------------------------------
// Identifiers
// ---------------------------------------------------------------------------------------------------------

export function luhnValid(s: string): boolean {
  let sum = 0;
  [...s].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

function luhnDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return String(d);
  throw new Error('unreachable');
}

/** South African ID: YYMMDD, a sex sequence (0–4 women, 5–9 men), citizenship 0, 8, a Luhn digit. */
export function saId(c: Ctx, t: Ymd, sex: Sex): string {
  const seq = String(sex === 'F' ? c.int(0, 4) : c.int(5, 9)) + String(c.int(0, 999)).padStart(3, '0');
  const body = `${pad2(t.y % 100)}${pad2(t.m)}${pad2(t.d)}${seq}08`;
  return body + luhnDigit(body);
}

/** NHS number: nine digits and a mod-11 check (bodies whose check would be 10 are redrawn). */
export function nhsNumber(c: Ctx): string {
  for (;;) {
    const body = String(c.int(4, 7)) + String(c.int(0, 99_999_999)).padStart(8, '0');
    const r = 11 - ([...body].reduce((a, ch, k) => a + Number(ch) * (10 - k), 0) % 11);
    if (r === 10) continue;
    return body + String(r === 11 ? 0 : r);
  }
}

const NINO_FIRST = 'ABCEGHJKLMNPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';
export function nino(c: Ctx): string {
  for (;;) {
    const pre = c.pick([...NINO_FIRST]) + c.pick([...NINO_SECOND]);
    if (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)) continue;
    return `${pre}${String(c.int(0, 999_999)).padStart(6, '0')}${c.pick(['A', 'B', 'C', 'D'])}`;
  }
}

export const DNI_LETTERS7 = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni(c: Ctx): string {
  const n = c.int(10_000_000, 79_999_999);
  return `${n}${DNI_LETTERS7[n % 23]}`;
}

export function bsn(c: Ctx): string {
  for (;;) {
    const body = String(c.int(10_000_000, 69_999_999)).padStart(8, '0');
    const s = [...body].reduce((a, ch, k) => a + Number(ch) * (9 - k), 0);
    const last = s % 11;
    if (last > 9) continue;
    return body + String(last);
  }
}

/** PESEL: YYMMDD with the century in the month (+20 for 2000s), a serial whose last digit is even for women, a check. */
export function pesel(c: Ctx, t: Ymd, sex: Sex): string {
  const mm = t.m + (t.y >= 2000 ? 20 : 0);
  const serial = String(c.int(0, 99)).padStart(3, '0') + String(sex === 'F' ? c.pick([0, 2, 4, 6, 8]) : c.pick([1, 3, 5, 7, 9]));
  const body = `${pad2(t.y % 100)}${pad2(mm)}${pad2(t.d)}${serial}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const s = [...body].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0);
  return body + String((10 - (s % 10)) % 10);
}

/** ICAO 9303 check digit (weights 7, 3, 1; `<` is 0, letters A=10 …). */
export function mrzCheck(s: string): number {
  const w = [7, 3, 1];
  let sum = 0;
  [...s].forEach((ch, k) => {
    const v = ch === '<' ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
    sum += v * w[k % 3]!;
  });
  return sum % 10;
}

const ALNUM = 'CFGHJKLMNPRTVWXYZ0123456789';

/** The German identity-card number: nine characters of the card alphabet (the check digit is printed apart). */
function deIdCard(c: Ctx): string {
  return c.pick(['L', 'T', 'C']) + c.letters(8, ALNUM);
}

/** The national identifier of a person's country (the number a KYC form asks for first). */
export function nationalId(c: Ctx, country: string, t: Ymd, sex: Sex): string {
  switch (country) {
    case 'NG':
      return String(c.int(1, 9)) + c.digits(10).slice(0, 10);
    case 'KE':
      return String(c.int(20_000_000, 39_999_999));
    case 'GH':
      return `GHA-${c.digits(9)}-${c.int(0, 9)}`;
    case 'ZA':
      return saId(c, t, sex);
    case 'GB':
      return nino(c);
    case 'DE':
      return deIdCard(c);
    case 'FR':
      return c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') + c.digits(7);
    case 'ES':
      return dni(c);
    case 'IT':
      return `CA${c.digits(5)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`;
    case 'NL':
      return bsn(c);
    case 'PL':
      return pesel(c, t, sex);
    default:
      throw new Error(`no national id for ${country}`);
  }
}

/** The field name a register of that country gives its national identifier. */
export const NATIONAL_ID_KEY: Record<string, string> = {
  NG: 'nin',
  KE: 'id_number',
  GH: 'ghana_card',
  ZA: 'id_number',
  GB: 'ni_number',
  DE: 'ausweisnummer',
  FR: 'cni',
  ES: 'dni',
  IT: 'carta_identita',
  NL: 'bsn',
  PL: 'pesel',
};

export function passportNo(c: Ctx, country: string): string {
  switch (country) {
    case 'NG':
      return c.pick(['A', 'B']) + c.digits(8);
    case 'KE':
      return `AK${c.digits(7)}`;
    case 'GH':
      return `G${c.digits(7)}`;
    case 'ZA':
      return `A${c.digits(8)}`;
    case 'GB':
      return c.digits(9);
    case 'DE':
      return `C${c.letters(8, ALNUM)}`;
    case 'FR':
      return `${pad2(c.int(15, 24))}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(5)}`;
    case 'ES':
      return `${c.letters(3, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(6)}`;
    case 'IT':
      return `Y${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(7)}`;
    case 'NL':
      return `N${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.letters(5, ALNUM)}${c.int(0, 9)}`;
    case 'PL':
      return `E${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(7)}`;
    default:
      throw new Error(`no passport for ${country}`);
  }
}

/** ICAO three-letter codes (Germany's `D` padded the MRZ way). */
export const ISO3: Record<string, string> = { NG: 'NGA', KE: 'KEN', GH: 'GHA', ZA: 'ZAF', GB: 'GBR', DE: 'D<<', FR: 'FRA', ES: 'ESP', IT: 'ITA', NL: 'NLD', PL: 'POL' };

/** Nationality as a register writes it. */
export const NATIONALITY: Record<string, readonly string[]> = {
  NG: ['Nigerian', 'NGA', 'NIGERIA'],
  KE: ['Kenyan', 'KEN', 'KENYA'],
  GH: ['Ghanaian', 'GHA', 'GHANA'],
  ZA: ['South African', 'ZAF', 'RSA'],
  GB: ['British', 'GBR', 'UK'],
  DE: ['German', 'DEU', 'Deutsch'],
  FR: ['French', 'FRA', 'Française'],
  ES: ['Spanish', 'ESP', 'Española'],
  IT: ['Italian', 'ITA', 'Italiana'],
  NL: ['Dutch', 'NLD', 'Nederlandse'],
  PL: ['Polish', 'POL', 'Polska'],
};

/** A health or insurance member number of the country's scheme and the field name its exports use. */
export function healthNumber(c: Ctx, country: string): { key: string; value: string } {
  switch (country) {
    case 'NG':
      return { key: 'nhia_no', value: `${c.pick(['NHIA', 'HMO'])}/${c.digits(4)}/${c.digits(6)}` };
    case 'KE':
      return { key: 'sha_no', value: `CR${c.digits(10)}` };
    case 'GH':
      return { key: 'nhis_number', value: c.digits(8) };
    case 'ZA':
      return { key: 'medical_aid_no', value: c.digits(9) };
    case 'GB':
      return { key: 'nhs_number', value: nhsNumber(c) };
    case 'DE':
      return { key: 'versichertennummer', value: `${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(9)}` };
    case 'FR':
      return { key: 'numero_securite_sociale', value: `${c.int(1, 2)}${c.digits(12)}${pad2(c.int(1, 97))}` };
    case 'ES':
      return { key: 'nuss', value: `${pad2(c.int(1, 52))}${c.digits(10)}` };
    case 'IT':
      return { key: 'tessera_sanitaria', value: `80380${c.digits(15)}` };
    case 'NL':
      return { key: 'polisnummer', value: c.digits(9) };
    case 'PL':
      return { key: 'nr_ubezpieczenia', value: c.digits(11) };
    default:
      throw new Error(`no health number for ${country}`);
  }
}

/** A learner number of the country's school system and its field name. */
export function learnerNumber(c: Ctx, country: string): { key: string; value: string } {
  switch (country) {
    case 'NG':
      return { key: 'learner_id', value: `NG/${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}/${c.digits(7)}` };
    case 'KE':
      return { key: 'upi', value: c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ') + c.letters(5, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789') };
    case 'GH':
      return { key: 'student_id', value: `${c.digits(10)}` };
    case 'ZA':
      return { key: 'lurits_number', value: c.digits(12) };
    case 'GB': {
      const body = c.digits(12);
      const sum = [...body].reduce((a, ch, k) => a + Number(ch) * (k + 2), 0);
      return { key: 'UPN', value: 'ABCDEFGHJKLMNPQRTUVWXYZ'[sum % 23] + body };
    }
    case 'DE':
      return { key: 'schuelernummer', value: c.digits(9) };
    case 'FR':
      return { key: 'INE', value: `${c.digits(9)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}` };
    case 'ES':
      return { key: 'NIA', value: c.digits(10) };
    case 'IT':
      return { key: 'codice_studente', value: c.digits(8) };
    case 'NL':
      return { key: 'onderwijsnummer', value: c.digits(9) };
    case 'PL':
      return { key: 'nr_ucznia', value: c.digits(8) };
    default:
      throw new Error(`no learner number for ${country}`);
  }
}

/** A bank account number (NUBAN 10 digits in Nigeria, an IBAN in Europe and the UK's sort code + account). */
export function bankAccount(c: Ctx, country: string): string {
  switch (country) {
    case 'NG':
      return c.digits(10);
    case 'KE':
      return c.digits(13);
    case 'GH':
      return c.digits(13);
    case 'ZA':
      return c.digits(10);
    case 'GB':
      return `${pad2(c.int(10, 99))}-${pad2(c.int(0, 99))}-${pad2(c.int(0, 99))} ${c.digits(8)}`;
    default:
      return `${country}${pad2(c.int(10, 99))} ${c.letters(4, 'ABCDEFGHJKLMNPRSTUVWXYZ')} ${c.digits(4)} ${c.digits(4)} ${c.digits(4)} ${c.digits(2)}`;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------------------------------------

export interface Town7 {
  town: string;
  region: string;
  areas: readonly string[];
  /** A postcode pattern: `9` a digit, `A` a letter, other characters as they are. */
  post?: string;
}

export const TOWNS7: Record<string, readonly Town7[]> = {
  NG: [
    { town: 'Ibadan', region: 'Oyo State', areas: ['Bodija', 'Challenge', 'Mokola', 'Ring Road'] },
    { town: 'Enugu', region: 'Enugu State', areas: ['Independence Layout', 'Trans-Ekulu', 'Abakpa', 'New Haven'] },
    { town: 'Kaduna', region: 'Kaduna State', areas: ['Barnawa', 'Malali', 'Unguwan Rimi', 'Tudun Wada'] },
    { town: 'Owerri', region: 'Imo State', areas: ['Ikenegbu', 'World Bank', 'Aladinma', 'Egbu'] },
    { town: 'Lagos', region: 'Lagos State', areas: ['Surulere', 'Yaba', 'Ikeja', 'Agege', 'Festac Town'] },
    { town: 'Abeokuta', region: 'Ogun State', areas: ['Oke-Ilewo', 'Ibara', 'Kuto', 'Asero'] },
  ],
  KE: [
    { town: 'Nakuru', region: 'Nakuru County', areas: ['Section 58', 'Milimani', 'Lanet', 'Free Area'], post: '20100' },
    { town: 'Eldoret', region: 'Uasin Gishu County', areas: ['Langas', 'Kapsoya', 'Elgon View', 'Pioneer'], post: '30100' },
    { town: 'Kisumu', region: 'Kisumu County', areas: ['Milimani', 'Nyalenda', 'Manyatta', 'Mamboleo'], post: '40100' },
    { town: 'Thika', region: 'Kiambu County', areas: ['Makongeni', 'Section 9', 'Landless', 'Ngoingwa'], post: '01000' },
    { town: 'Nairobi', region: 'Nairobi County', areas: ['Kasarani', 'Umoja', 'Kilimani', 'Embakasi', 'Githurai'], post: '00100' },
    { town: 'Nyeri', region: 'Nyeri County', areas: ['Ruring’u', 'Kamakwa', 'Skuta', 'Mathari'], post: '10100' },
  ],
  GH: [
    { town: 'Kumasi', region: 'Ashanti Region', areas: ['Bantama', 'Asokwa', 'Suame', 'Ahodwo'], post: 'AK' },
    { town: 'Accra', region: 'Greater Accra Region', areas: ['Madina', 'Dansoman', 'Teshie', 'Achimota'], post: 'GA' },
    { town: 'Tamale', region: 'Northern Region', areas: ['Lamashegu', 'Vittin', 'Kalpohin', 'Sakasaka'], post: 'NT' },
    { town: 'Ho', region: 'Volta Region', areas: ['Bankoe', 'Ahoe', 'Heve', 'Dome'], post: 'VH' },
    { town: 'Cape Coast', region: 'Central Region', areas: ['Abura', 'Pedu', 'Kakumdo', 'Ola'], post: 'CC' },
    { town: 'Takoradi', region: 'Western Region', areas: ['Anaji', 'Effiakuma', 'Kwesimintsim', 'Airport Ridge'], post: 'WS' },
  ],
  ZA: [
    { town: 'Pietermaritzburg', region: 'KwaZulu-Natal', areas: ['Scottsville', 'Edendale', 'Imbali', 'Northdale'], post: '3201' },
    { town: 'Polokwane', region: 'Limpopo', areas: ['Bendor', 'Seshego', 'Westenburg', 'Flora Park'], post: '0699' },
    { town: 'Bloemfontein', region: 'Free State', areas: ['Universitas', 'Mangaung', 'Heidedal', 'Fichardt Park'], post: '9301' },
    { town: 'Gqeberha', region: 'Eastern Cape', areas: ['Walmer', 'Motherwell', 'Kwazakhele', 'Newton Park'], post: '6001' },
    { town: 'Soweto', region: 'Gauteng', areas: ['Orlando East', 'Dobsonville', 'Protea Glen', 'Pimville'], post: '1804' },
    { town: 'Pretoria', region: 'Gauteng', areas: ['Mamelodi', 'Sunnyside', 'Atteridgeville', 'Montana'], post: '0001' },
  ],
  GB: [
    { town: 'Leicester', region: 'Leicestershire', areas: ['Belgrave', 'Evington', 'Knighton', 'Aylestone'], post: 'LE9 9AA' },
    { town: 'Bradford', region: 'West Yorkshire', areas: ['Manningham', 'Heaton', 'Thornbury', 'Bierley'], post: 'BD9 9AA' },
    { town: 'Stockport', region: 'Greater Manchester', areas: ['Edgeley', 'Heaton Moor', 'Reddish', 'Cheadle Hulme'], post: 'SK9 9AA' },
    { town: 'Reading', region: 'Berkshire', areas: ['Caversham', 'Earley', 'Tilehurst', 'Whitley'], post: 'RG9 9AA' },
    { town: 'Luton', region: 'Bedfordshire', areas: ['Bury Park', 'Stopsley', 'Leagrave', 'Wigmore'], post: 'LU9 9AA' },
    { town: 'Wolverhampton', region: 'West Midlands', areas: ['Whitmore Reans', 'Penn', 'Tettenhall', 'Bilston'], post: 'WV9 9AA' },
  ],
  DE: [
    { town: 'Kassel', region: 'Hessen', areas: ['Wehlheiden', 'Bettenhausen'], post: '341' },
    { town: 'Bielefeld', region: 'Nordrhein-Westfalen', areas: ['Schildesche', 'Brackwede'], post: '336' },
    { town: 'Würzburg', region: 'Bayern', areas: ['Zellerau', 'Sanderau'], post: '970' },
  ],
  FR: [
    { town: 'Angers', region: 'Maine-et-Loire', areas: ['La Doutre', 'Belle-Beille'], post: '490' },
    { town: 'Dijon', region: 'Côte-d’Or', areas: ['Montchapet', 'Grésilles'], post: '210' },
    { town: 'Limoges', region: 'Haute-Vienne', areas: ['Beaubreuil', 'Carnot'], post: '870' },
  ],
  ES: [
    { town: 'Zaragoza', region: 'Aragón', areas: ['Delicias', 'Torrero'], post: '500' },
    { town: 'Valladolid', region: 'Castilla y León', areas: ['Parquesol', 'La Rondilla'], post: '470' },
    { town: 'Murcia', region: 'Región de Murcia', areas: ['El Carmen', 'Vistalegre'], post: '300' },
  ],
  IT: [
    { town: 'Bergamo', region: 'BG', areas: ['Borgo Palazzo', 'Valtesse'], post: '241' },
    { town: 'Parma', region: 'PR', areas: ['Oltretorrente', 'San Leonardo'], post: '431' },
    { town: 'Lecce', region: 'LE', areas: ['Rudiae', 'Santa Rosa'], post: '731' },
  ],
  NL: [
    { town: 'Utrecht', region: 'Utrecht', areas: ['Lombok', 'Overvecht'], post: '35' },
    { town: 'Zwolle', region: 'Overijssel', areas: ['Assendorp', 'Holtenbroek'], post: '80' },
    { town: 'Tilburg', region: 'Noord-Brabant', areas: ['Reeshof', 'Oud-Noord'], post: '50' },
  ],
  PL: [
    { town: 'Poznań', region: 'wielkopolskie', areas: ['Jeżyce', 'Wilda'], post: '60' },
    { town: 'Lublin', region: 'lubelskie', areas: ['Czuby', 'Bronowice'], post: '20' },
    { town: 'Gdańsk', region: 'pomorskie', areas: ['Wrzeszcz', 'Oliwa'], post: '80' },
  ],
};

const STREETS7: Record<string, readonly string[]> = {
  NG: ['Alafia Street', 'Unity Road', 'Ogbe Close', 'Ifelodun Avenue', 'Community Road', 'Ajose Street', 'Layout Close', 'Hospital Road', 'Market Road', 'Old Airport Road'],
  KE: ['Muthithi Road', 'Kenneth Lane', 'Mumias Road', 'Lenana Close', 'Jacaranda Avenue', 'Ngara Road', 'Kilifi Lane', 'Mvule Road'],
  GH: ['Asafo Street', 'Mango Close', 'Obuasi Road', 'Kpeshie Lane', 'Nyamekye Street', 'Abossey Road', 'Oyarifa Close', 'Adom Street'],
  ZA: ['Jacaranda Street', 'Protea Road', 'Mimosa Crescent', 'Msinga Street', 'Khanyisa Road', 'Blougom Avenue', 'Umdoni Street', 'Ndlovu Street'],
  GB: ['Beechwood Avenue', 'Cranbourne Road', 'Millfield Close', 'Station Road', 'Albert Terrace', 'Linden Grove', 'Hollybush Lane', 'Chapel Street'],
  DE: ['Lindenstraße', 'Bahnhofstraße', 'Am Wiesengrund', 'Birkenweg', 'Gartenstraße', 'Schulstraße'],
  FR: ['rue des Tilleuls', 'avenue Jean Jaurès', 'rue du Moulin', 'impasse des Lilas', 'boulevard de la Gare', 'rue de la Fontaine'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle del Olmo', 'Calle San Vicente', 'Paseo de las Acacias', 'Calle Nueva'],
  IT: ['Via Roma', 'Via dei Mille', 'Via Dante', 'Viale della Vittoria', 'Via Manzoni', 'Via del Lavoro'],
  NL: ['Lindenlaan', 'Kerkstraat', 'Molenweg', 'Beukenlaan', 'Stationsstraat', 'Dorpsstraat'],
  PL: ['ul. Lipowa', 'ul. Ogrodowa', 'ul. Słoneczna', 'ul. Polna', 'ul. Kwiatowa', 'ul. Szkolna'],
};

export interface Address7 {
  /** One line as a register writes it. */
  line: string;
  number: string;
  street: string;
  area: string;
  town: string;
  region: string;
  postcode: string;
  country: string;
}

function fillPost(c: Ctx, pattern: string): string {
  return [...pattern].map((ch) => (ch === '9' ? String(c.int(0, 9)) : ch === 'A' ? c.letters(1, 'ABDEFGHJLNPQRSTUWXYZ') : ch)).join('');
}

export function newAddress(c: Ctx, country: string): Address7 {
  const t = c.pick(TOWNS7[country]!);
  const street = c.pick(STREETS7[country]!);
  const area = c.pick(t.areas);
  const number = String(c.int(1, 148));
  let postcode = '';
  let line: string;
  switch (country) {
    case 'NG':
      line = `${c.chance(0.5) ? 'No. ' : ''}${number} ${street}, ${area}, ${t.town}`;
      break;
    case 'KE':
      postcode = t.post!;
      line = c.chance(0.5) ? `P.O. Box ${c.int(10, 9999)}-${postcode}, ${t.town}` : `${street}, ${area}, ${t.town}`;
      break;
    case 'GH':
      postcode = `${t.post}-${c.int(0, 999).toString().padStart(3, '0')}-${c.int(1000, 9999)}`;
      line = `H/No. ${c.letters(1, 'ABCDE')} ${number}/${c.int(1, 40)}, ${street}, ${area}, ${t.town}`;
      break;
    case 'ZA':
      postcode = t.post!;
      line = `${number} ${street}, ${area}, ${t.town}, ${postcode}`;
      break;
    case 'GB':
      postcode = fillPost(c, t.post!);
      line = `${number} ${street}, ${t.town} ${postcode}`;
      break;
    case 'DE':
      postcode = fillPost(c, `${t.post}99`);
      line = `${street} ${number}, ${postcode} ${t.town}`;
      break;
    case 'FR':
      postcode = fillPost(c, `${t.post}00`);
      line = `${number} ${street}, ${postcode} ${t.town}`;
      break;
    case 'ES':
      postcode = fillPost(c, `${t.post}99`);
      line = `${street} ${number}, ${c.int(1, 8)}º ${c.letters(1, 'ABCD')}, ${postcode} ${t.town}`;
      break;
    case 'IT':
      postcode = fillPost(c, `${t.post}99`);
      line = `${street} ${number}, ${postcode} ${t.town} (${t.region})`;
      break;
    case 'NL':
      postcode = `${fillPost(c, `${t.post}99`)} ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}`;
      line = `${street} ${number}, ${postcode} ${t.town}`;
      break;
    case 'PL':
      postcode = `${t.post}-${String(c.int(0, 999)).padStart(3, '0')}`;
      line = `${street} ${number}${c.chance(0.5) ? ` m. ${c.int(1, 60)}` : ''}, ${postcode} ${t.town}`;
      break;
    default:
      throw new Error(`no address for ${country}`);
  }
  return { line, number, street, area, town: t.town, region: t.region, postcode, country };
}

// ---------------------------------------------------------------------------------------------------------
// E-mail
// ---------------------------------------------------------------------------------------------------------

const MAIL7: Record<string, readonly string[]> = {
  NG: ['gmail.com', 'yahoo.com', 'outlook.com', 'ymail.com'],
  KE: ['gmail.com', 'yahoo.com', 'outlook.com'],
  GH: ['gmail.com', 'yahoo.com', 'outlook.com'],
  ZA: ['gmail.com', 'webmail.co.za', 'mweb.co.za', 'outlook.com'],
  GB: ['gmail.com', 'outlook.com', 'btinternet.com', 'yahoo.co.uk'],
  DE: ['web.de', 'gmx.de', 'gmail.com', 't-online.de'],
  FR: ['orange.fr', 'free.fr', 'gmail.com', 'laposte.net'],
  ES: ['gmail.com', 'hotmail.es', 'yahoo.es'],
  IT: ['libero.it', 'gmail.com', 'virgilio.it'],
  NL: ['ziggo.nl', 'gmail.com', 'kpnmail.nl'],
  PL: ['wp.pl', 'onet.pl', 'gmail.com', 'o2.pl'],
};

const mailPart = (s: string) => fold(s).toLowerCase().replace(/[^a-z]/g, '');

export function emailOf(c: Ctx, country: string, given: string, surname: string, y: number): string {
  const g = mailPart(given.split(' ')[0]!);
  const s = mailPart(surname.split(' ').slice(-1)[0]!);
  const local = c.pick([`${g}.${s}`, `${g}${s}`, `${g}.${s}${y % 100}`, `${s}.${g}`, `${g[0]}${s}${c.int(1, 99)}`, `${g}_${s}`, `${g}${y}`]);
  return `${local}@${c.pick(MAIL7[country]!)}`;
}

// ---------------------------------------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------------------------------------

export interface Person7 {
  j: Jurisdiction;
  culture: CultureName7;
  /** The country whose documents the person holds (and where they live). */
  country: string;
  sex: Sex;
  given: string;
  /** Second given names ('' when none). */
  middle: string;
  surname: string;
  dob: Ymd;
  /** Country code and national number, digits only. */
  phone: string;
  email: string;
  address: Address7;
  nationalId: string;
  passport: string;
}

function culture(name: CultureName7): Culture7 {
  return CULTURES7[name];
}

export function surnameOf(c: Ctx, cu: CultureName7): string {
  const k = culture(cu);
  if (k.double) {
    const a = c.pick(k.surnames);
    let b = c.pick(k.surnames);
    while (b === a) b = c.pick(k.surnames);
    return `${a} ${b}`;
  }
  return c.pick(k.surnames);
}

export function middleOf(c: Ctx, cu: CultureName7, sex: Sex, given: string, p = 0.7): string {
  const k = culture(cu);
  const list = sex === 'M' ? k.middleM : k.middleF;
  if (!list || !c.chance(p)) return '';
  let m = c.pick(list);
  for (let i = 0; i < 10 && m === given; i++) m = c.pick(list);
  return m === given ? '' : m;
}

export function givenOf(c: Ctx, cu: CultureName7, sex: Sex, avoid: readonly string[] = []): string {
  const list = sex === 'M' ? culture(cu).M : culture(cu).F;
  for (let i = 0; i < 50; i++) {
    const g = c.pick(list);
    if (!avoid.includes(g)) return g;
  }
  return list.find((g) => !avoid.includes(g))!;
}

export interface PersonOptions7 {
  sex?: Sex;
  from?: number;
  to?: number;
  culture?: CultureName7;
  country?: string;
  surname?: string;
  given?: string;
  dob?: Ymd;
  address?: Address7;
}

export function newPerson7(c: Ctx, j: Jurisdiction, o: PersonOptions7 = {}): Person7 {
  const [cu, country] = o.culture !== undefined ? [o.culture, o.country ?? PEOPLE7[j].find(([k]) => k === o.culture)?.[1] ?? PEOPLE7[j][0]![1]] : c.pick(PEOPLE7[j]);
  const sex = o.sex ?? (c.chance(0.5) ? 'F' : 'M');
  const given = o.given ?? givenOf(c, cu, sex);
  const surname = o.surname ?? surnameOf(c, cu);
  const m = middleOf(c, cu, sex, given);
  // A Kikuyu or Luo father's name used as the surname is not written twice.
  const middle = m === surname ? '' : m;
  const dob = o.dob ?? birthDate(c, o.from ?? 1940, o.to ?? 2002);
  return {
    j,
    culture: cu,
    country,
    sex,
    given,
    middle,
    surname,
    dob,
    phone: newPhone(c, country),
    email: emailOf(c, country, given, surname, dob.y),
    address: o.address ?? newAddress(c, country),
    nationalId: nationalId(c, country, dob, sex),
    passport: passportNo(c, country),
  };
}

/** Another member of `p`'s household: one surname (unless given), address, culture and country; another given name. */
export function householdMember(c: Ctx, p: Person7, sex: Sex, dob: Ymd, opts: { surname?: string; given?: string } = {}): Person7 {
  const given = opts.given ?? givenOf(c, p.culture, sex, [p.given, p.middle]);
  const q = newPerson7(c, p.j, { culture: p.culture, country: p.country, sex, dob, surname: opts.surname ?? p.surname, given, address: p.address });
  if (opts.given === undefined && q.middle === p.given) q.middle = '';
  return q;
}

/** Given and middle names together. */
export const givenNames = (p: Pick<Person7, 'given' | 'middle'>): string => (p.middle ? `${p.given} ${p.middle}` : p.given);
/** The name in Western order. */
export const fullName = (p: Pick<Person7, 'given' | 'middle' | 'surname'>, middle = true): string => (middle ? `${givenNames(p)} ${p.surname}` : `${p.given} ${p.surname}`);
/** `SURNAME Given Middle`, as many African registers write it. */
export const surnameFirst = (p: Pick<Person7, 'given' | 'middle' | 'surname'>): string => `${upper(p.surname)} ${givenNames(p)}`;

// ---------------------------------------------------------------------------------------------------------
// Slips
// ---------------------------------------------------------------------------------------------------------

/** One keying slip that always changes the word: a neighbouring letter doubled, dropped or two letters swapped. */
export function typingSlip(c: Ctx, w: string): string {
  for (let tries = 0; tries < 20; tries++) {
    const i = c.int(1, Math.max(1, w.length - 1));
    const kind = c.int(0, 2);
    let out: string;
    if (kind === 0 && w.length > 3) out = w.slice(0, i) + w.slice(i + 1);
    else if (kind === 1 && i < w.length) out = w.slice(0, i) + w[i] + w.slice(i);
    else out = i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w + w[w.length - 1];
    if (out !== w) return out;
  }
  return `${w}${w[w.length - 1]}`;
}

/** OCR confusions of a scanned form, letter for letter (`rn` for `m` widens a word). */
const OCR7: readonly (readonly [string, string])[] = [
  ['O', '0'],
  ['I', '1'],
  ['l', '1'],
  ['S', '5'],
  ['B', '8'],
  ['m', 'rn'],
  ['E', 'F'],
  ['G', '6'],
  ['Z', '2'],
  ['u', 'v'],
];

/** One OCR confusion somewhere after the first character, or a slip when no confusable glyph is there. */
export function ocrSlip(c: Ctx, s: string): string {
  const spots: [number, string, string][] = [];
  for (let i = 1; i < s.length; i++) for (const [from, to] of OCR7) if (s.startsWith(from, i)) spots.push([i, from, to]);
  if (spots.length === 0) return typingSlip(c, s);
  const [i, from, to] = c.pick(spots);
  return s.slice(0, i) + to + s.slice(i + from.length);
}
