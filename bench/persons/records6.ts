// Building blocks of held-out set 6 of person record pairs (templates-heldout6.ts). Written by the sixth
// independent author without reading the comparison engine, its name tables or sets 1–5's lists: every
// name list, short or abbreviated form, Gaelic/anglicised pair, transliteration rule, place and identifier
// shape below is this author's own. Every value is fictional: numbers keep the shape of each country's
// documents (and their check digits where cheap: SA ID Luhn, Irish PPSN mod 23, French NIR key, Czech birth
// number mod 11, German pension number check digit) but belong to no one; UK mobiles are in Ofcom's drama
// range and US numbers in the 555-01xx range.
import type { Ctx, Jurisdiction } from './records.js';

export type Sex = 'M' | 'F';
export interface Ymd {
  y: number;
  m: number;
  d: number;
}

// ---- cultures and names ----------------------------------------------------------------------------

export interface Culture {
  M: readonly string[];
  F: readonly string[];
  surnames: readonly string[];
}

export const CULTURES6 = {
  yoruba: {
    M: ['Olumide', 'Adewale', 'Babajide', 'Oluwaseun', 'Femi', 'Ayodeji', 'Kunle', 'Tope', 'Gbenga', 'Damilola', 'Segun', 'Ibukun'],
    F: ['Funmilayo', 'Adebimpe', 'Titilayo', 'Omolara', 'Yetunde', 'Morenike', 'Abosede', 'Folake', 'Kemi', 'Iyabo', 'Bukola', 'Toyin'],
    surnames: ['Adeleke', 'Ogunbiyi', 'Akinola', 'Oyelaran', 'Fashola', 'Adebayo', 'Olaniyan', 'Ajayi', 'Bamgbose', 'Odunsi', 'Oyewole', 'Akande'],
  },
  igbo: {
    M: ['Chukwudi', 'Ikechukwu', 'Obinna', 'Emeka', 'Nnamdi', 'Uchenna', 'Chinedu', 'Kelechi', 'Ifeanyi', 'Somtochukwu', 'Chibuike', 'Onyekachi'],
    F: ['Ngozi', 'Chiamaka', 'Adaeze', 'Ifeoma', 'Nneka', 'Uchechi', 'Chinyere', 'Amarachi', 'Obiageli', 'Ebere', 'Chidinma', 'Ogechi'],
    surnames: ['Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okeke', 'Anyanwu', 'Nwachukwu', 'Ezeani', 'Onwuka', 'Okafor', 'Udeh', 'Nwankwo'],
  },
  hausa: {
    M: ['Abdullahi', 'Usman', 'Sani', 'Bashir', 'Aminu', 'Nasiru', 'Yakubu', 'Haruna', 'Lawal', 'Shehu'],
    F: ['Hauwa', 'Zainab', 'Hadiza', 'Aisha', 'Maryam', 'Rukayya', 'Fatima', 'Binta', 'Halima', 'Khadija'],
    surnames: ['Abubakar', 'Danjuma', 'Garba', 'Bello', 'Suleiman', 'Mohammed', 'Idris', 'Tanko', 'Yusuf', 'Dikko'],
  },
  kikuyu: {
    M: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Githinji', 'Muriuki', 'Waweru', 'Ndungu', 'Gitau', 'Kinyua'],
    F: ['Wanjiku', 'Nyambura', 'Wairimu', 'Njeri', 'Wambui', 'Muthoni', 'Wangari', 'Nyokabi', 'Waithera', 'Gathoni'],
    surnames: ['Kamau', 'Mwangi', 'Njuguna', 'Kimani', 'Macharia', 'Gichuru', 'Wachira', 'Mbugua', 'Ngugi', 'Karanja'],
  },
  luo: {
    M: ['Otieno', 'Ochieng', 'Odhiambo', 'Omondi', 'Onyango', 'Owino', 'Okoth', 'Ouma'],
    F: ['Achieng', 'Atieno', 'Akinyi', 'Adhiambo', 'Awino', 'Anyango', 'Apiyo', 'Auma'],
    surnames: ['Odinga', 'Oloo', 'Ogutu', 'Okello', 'Ojwang', 'Opiyo', 'Owuor', 'Obura'],
  },
  akan: {
    M: ['Kwabena', 'Kwaku', 'Yaw', 'Kofi', 'Kwame', 'Kwasi', 'Kojo', 'Fiifi', 'Nana', 'Kweku'],
    F: ['Akosua', 'Adwoa', 'Abenaa', 'Akua', 'Yaa', 'Afua', 'Ama', 'Efua', 'Esi', 'Adjoa'],
    surnames: ['Asante', 'Boateng', 'Owusu', 'Ofori', 'Amoako', 'Agyeman', 'Darko', 'Frimpong', 'Sarpong', 'Appiah', 'Antwi', 'Gyamfi'],
  },
  ewe: {
    M: ['Selorm', 'Edem', 'Kodzo', 'Mawuli', 'Senyo', 'Dela', 'Elikem', 'Yao'],
    F: ['Enyonam', 'Dzifa', 'Sena', 'Akpene', 'Esinam', 'Mawusi', 'Xorlali', 'Edinam'],
    surnames: ['Agbeko', 'Dzamesi', 'Kpodo', 'Amegah', 'Tsikata', 'Adzaho', 'Gbedemah', 'Kudjawu'],
  },
  zulu: {
    M: ['Sibusiso', 'Mandla', 'Bongani', 'Sipho', 'Themba', 'Lwazi', 'Nkosinathi', 'Sandile', 'Mthokozisi', 'Thulani'],
    F: ['Nomvula', 'Thandeka', 'Zanele', 'Nokuthula', 'Lindiwe', 'Ntombi', 'Zodwa', 'Nonhlanhla', 'Ayanda', 'Sinethemba'],
    surnames: ['Dlamini', 'Zulu', 'Mkhize', 'Ngcobo', 'Khumalo', 'Buthelezi', 'Mthembu', 'Zungu', 'Shabalala', 'Cele'],
  },
  sotho: {
    M: ['Tumelo', 'Thabo', 'Kagiso', 'Tshepo', 'Lesego', 'Katlego', 'Mpho', 'Teboho'],
    F: ['Palesa', 'Lerato', 'Dineo', 'Boitumelo', 'Nthabiseng', 'Refilwe', 'Mpho', 'Keitumetse'],
    surnames: ['Mokoena', 'Molefe', 'Nkosi', 'Mofokeng', 'Sithole', 'Radebe', 'Letsoalo', 'Motaung'],
  },
  afrikaans: {
    M: ['Johannes', 'Pieter', 'Hendrik', 'Gerhard', 'Willem', 'Francois', 'Jacobus', 'Marthinus'],
    F: ['Anneke', 'Marietjie', 'Elsabe', 'Carike', 'Riana', 'Susanna', 'Hester', 'Lize'],
    surnames: ['Botha', 'Pretorius', 'Venter', 'Steyn', 'Coetzee', 'Nel', 'du Plessis', 'Kruger'],
  },
  english: {
    M: ['William', 'Charles', 'Thomas', 'James', 'George', 'Robert', 'Samuel', 'Edward', 'Benjamin', 'Richard', 'Daniel', 'Oliver'],
    F: ['Elizabeth', 'Margaret', 'Catherine', 'Charlotte', 'Eleanor', 'Rebecca', 'Harriet', 'Frances', 'Victoria', 'Joanna', 'Alice', 'Rosalind'],
    surnames: ['Whitfield', 'Ashworth', 'Pemberton', 'Hargreaves', 'Fairbairn', 'Thornton', 'Blackwood', 'Cartwright', 'Holloway', 'Marsden'],
  },
  irish: {
    M: ['Seán', 'Séamus', 'Pádraig', 'Eoghan', 'Ciarán', 'Donncha', 'Tomás', 'Micheál', 'Diarmuid', 'Liam'],
    F: ['Siobhán', 'Máire', 'Aoife', 'Niamh', 'Caoimhe', 'Bríd', 'Gráinne', 'Sinéad', 'Orla', 'Áine'],
    surnames: ['Ó Briain', 'Ó Súilleabháin', 'Mac Cárthaigh', 'Ó Ceallaigh', 'Ó Néill', 'Mac Mathúna', 'Ó Dónaill', 'Mac Aodha'],
  },
  scottish: {
    M: ['Iain', 'Ruairidh', 'Calum', 'Alasdair', 'Seumas', 'Domhnall'],
    F: ['Mòrag', 'Catrìona', 'Ealasaid', 'Seonaid', 'Mairead', 'Peigi'],
    surnames: ['MacDhòmhnaill', 'Caimbeul', 'MacLeòid', 'MacCoinnich', 'Mac an t-Saoir', 'MacAmhlaigh'],
  },
  welsh: {
    M: ['Dafydd', 'Gwilym', 'Siôn', 'Ioan', 'Rhys', 'Gruffudd'],
    F: ['Gwenllian', 'Angharad', 'Siân', 'Ffion', 'Nia', 'Eluned'],
    surnames: ['Llywelyn', 'Prys', 'ap Dafydd', 'Gruffydd', 'Tudur', 'Rhydderch'],
  },
  french: {
    M: ['Jean-Baptiste', 'Jean-Pierre', 'Pierre-Louis', 'François', 'Olivier', 'Étienne', 'Benoît', 'Jean-Marc'],
    F: ['Marie-Claire', 'Anne-Sophie', 'Hélène', 'Geneviève', 'Marie-Hélène', 'Céline', 'Émilie', 'Marie-Noëlle'],
    surnames: ['Lefèvre', 'Moreau', 'Dubois', 'Girard', 'Rousseau', 'Chevalier', 'Fontaine', 'Mercier'],
  },
  wolof: {
    M: ['Mamadou', 'Cheikh', 'Ousmane', 'Ibrahima', 'Moussa', 'Abdoulaye', 'Babacar', 'Modou'],
    F: ['Ndèye Fatou', 'Aminata', 'Awa', 'Fatou', 'Mariama', 'Khady', 'Ndèye Awa', 'Coumba'],
    surnames: ['Diop', 'Ndiaye', 'Fall', 'Sarr', 'Gueye', 'Diallo', 'Sow', 'Faye'],
  },
  ivorian: {
    M: ['Kouadio', 'Kouassi', 'Yao Serge', 'Konan', 'Koffi Didier', "N'Guessan"],
    F: ['Affoué', 'Amenan', 'Adjoua Pélagie', 'Akissi', 'Ahou', 'Aya Christelle'],
    surnames: ['Kouamé', 'Yao', 'Koné', 'Bamba', 'Touré', 'Ouattara', "N'Dri", 'Brou'],
  },
  congolese: {
    M: ['Jean-Pierre', 'Patrice', 'Dieudonné', 'Trésor', 'Héritier', 'Papy', 'Fiston', 'Blaise'],
    F: ['Nathalie', 'Chantal', 'Grâce', 'Espérance', 'Merveille', 'Béatrice', 'Solange', 'Gisèle'],
    // Nom and postnom (DRC): two family names written before the prénom at home.
    surnames: ['Kabongo Mutombo', 'Tshibangu Kalala', 'Mbuyi Ilunga', 'Kasongo Ngoy', 'Lukusa Mwamba', 'Mukendi Kazadi', 'Ngalula Mbombo', 'Kanku Tshimanga'],
  },
  cameroonian: {
    M: ['Emmanuel', 'Serge', 'Hervé', 'Rodrigue', 'Landry', 'Achille'],
    F: ['Christelle', 'Josiane', 'Brigitte', 'Larissa', 'Vanessa', 'Carine'],
    surnames: ['Mbarga', 'Nkoulou', 'Fotso', 'Tchoupo', 'Ngono', 'Essomba', 'Kamdem', 'Atangana'],
  },
  czech: {
    M: ['Jan', 'Petr', 'Pavel', 'Tomáš', 'Martin', 'Jiří', 'Lukáš', 'Michal'],
    F: ['Jana', 'Petra', 'Pavla', 'Lucie', 'Martina', 'Kateřina', 'Tereza', 'Michaela'],
    surnames: ['Novák', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Marek'],
  },
  ukrainian: {
    M: ['Oleksandr', 'Yevhen', 'Andrii', 'Serhii', 'Dmytro', 'Mykola', 'Yurii', 'Vitalii'],
    F: ['Yuliia', 'Oksana', 'Tetiana', 'Nataliia', 'Iryna', 'Olha', 'Kateryna', 'Liudmyla'],
    surnames: ['Shevchenko', 'Kovalenko', 'Bondarenko', 'Tkachenko', 'Kravchuk', 'Zhuravel', 'Kharchenko', 'Yatsenko'],
  },
  spanish: {
    M: ['José María', 'Francisco Javier', 'Juan Carlos', 'José Luis', 'Miguel Ángel', 'Jesús'],
    F: ['María José', 'María Teresa', 'María del Carmen', 'Ana Isabel', 'María Pilar', 'Rosa María'],
    surnames: ['Fernández', 'González', 'Rodríguez', 'Hernández', 'Martínez', 'Sánchez', 'Gutiérrez', 'Domínguez'],
  },
  portuguese: {
    M: ['João Manuel', 'António José', 'Francisco', 'Manuel Joaquim', 'Paulo', 'Mário'],
    F: ['Maria da Conceição', 'Maria de Fátima', 'Ana Paula', 'Maria Manuela', 'Paula', 'Maria'],
    surnames: ['dos Santos', 'Ferreira', 'Pereira', 'da Silva', 'Carvalho', 'Gonçalves', 'Rodrigues', 'de Jesus'],
  },
  italian: {
    M: ['Giovanni', 'Mario', 'Antonio', 'Daniele', 'Giuseppe', 'Andrea'],
    F: ['Giovanna', 'Maria', 'Antonia', 'Daniela', 'Giuseppina', 'Francesca'],
    surnames: ['Esposito', 'Russo', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo'],
  },
  german: {
    M: ['Matthias', 'Jürgen', 'Andreas', 'Stefan', 'Wolfgang', 'Tobias'],
    F: ['Ursula', 'Sabine', 'Andrea', 'Jutta', 'Katrin', 'Birgit'],
    surnames: ['Schäfer', 'Weiß', 'Krüger', 'Böhm', 'Schröder', 'Hoffmann', 'Zimmermann', 'Köhler'],
  },
} as const satisfies Record<string, Culture>;

export type CultureName = keyof typeof CULTURES6;

/** Where each jurisdiction's people come from: [culture, country]. */
export const PEOPLE6: Record<Jurisdiction, readonly (readonly [CultureName, string])[]> = {
  NG: [['yoruba', 'NG'], ['igbo', 'NG'], ['hausa', 'NG']],
  KE: [['kikuyu', 'KE'], ['luo', 'KE']],
  GH: [['akan', 'GH'], ['ewe', 'GH']],
  ZA: [['zulu', 'ZA'], ['sotho', 'ZA'], ['afrikaans', 'ZA']],
  GB: [['english', 'GB'], ['welsh', 'GB'], ['scottish', 'GB'], ['yoruba', 'GB'], ['akan', 'GB']],
  EU: [['french', 'FR'], ['czech', 'CZ'], ['spanish', 'ES'], ['portuguese', 'PT'], ['italian', 'IT'], ['german', 'DE'], ['irish', 'IE']],
};

// ---- places ---------------------------------------------------------------------------------------

export const TOWNS6: Record<string, readonly string[]> = {
  NG: ['Ibadan', 'Enugu', 'Kano', 'Abeokuta', 'Owerri', 'Ilorin', 'Jos', 'Onitsha'],
  KE: ['Nakuru', 'Kisumu', 'Nyeri', 'Eldoret', 'Thika', 'Machakos', 'Kisii', 'Meru'],
  GH: ['Kumasi', 'Ho', 'Takoradi', 'Koforidua', 'Cape Coast', 'Sunyani', 'Tema', 'Techiman'],
  ZA: ['Polokwane', 'Pietermaritzburg', 'Bloemfontein', 'Rustenburg', 'Mthatha', 'Kimberley', 'George', 'Soweto'],
  GB: ['Swansea', 'Inverness', 'Leicester', 'Bradford', 'Carlisle', 'Norwich', 'Wrexham', 'Dundee'],
  FR: ['Lyon', 'Lille', 'Nantes', 'Rennes', 'Montpellier', 'Grenoble'],
  CZ: ['Brno', 'Olomouc', 'Plzeň', 'Ostrava', 'Liberec', 'Pardubice'],
  ES: ['Zaragoza', 'Valladolid', 'Murcia', 'Córdoba', 'Vigo', 'Alicante'],
  PT: ['Braga', 'Coimbra', 'Aveiro', 'Setúbal', 'Faro', 'Viseu'],
  IT: ['Bologna', 'Bari', 'Verona', 'Padova', 'Catania', 'Torino'],
  DE: ['Kassel', 'Münster', 'Augsburg', 'Freiburg', 'Leipzig', 'Bremen'],
  IE: ['Galway', 'Tralee', 'Sligo', 'Letterkenny', 'Ennis', 'Athlone'],
  SN: ['Thiès', 'Kaolack', 'Saint-Louis', 'Ziguinchor'],
  CI: ['Bouaké', 'Yamoussoukro', 'Daloa', 'Korhogo'],
  CD: ['Lubumbashi', 'Kananga', 'Mbuji-Mayi', 'Kisangani'],
  CM: ['Douala', 'Bafoussam', 'Garoua', 'Bamenda'],
  UA: ['Kharkiv', 'Zhytomyr', 'Poltava', 'Chernihiv', 'Vinnytsia', 'Zaporizhzhia'],
};

const STREETS6: Record<string, readonly string[]> = {
  NG: ['Adeniyi Jones Avenue', 'Okigwe Road', 'Zaria Road', 'Ring Road', 'Agbani Road', 'Oke-Ado Street'],
  KE: ['Kenyatta Avenue', 'Oginga Odinga Street', 'Moi Road', 'Kimathi Way', 'Ngong Road', 'Biashara Street'],
  GH: ['Harper Road', 'Liberation Avenue', 'Ho-Aflao Road', 'Bank Road', 'Ashanti Road', 'Market Street'],
  ZA: ['Church Street', 'Voortrekker Road', 'Jan Smuts Avenue', 'Nelson Mandela Drive', 'Market Street', 'Biccard Street'],
  GB: ['Heol y Coed', 'Castle Terrace', 'Mill Lane', 'Station Road', 'Kirkgate', 'Oakfield Close'],
  FR: ['rue des Tanneurs', 'avenue Jean Jaurès', 'rue Pasteur', 'boulevard Victor Hugo'],
  CZ: ['Husova', 'Palackého', 'Masarykova', 'Nádražní'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle San Roque', 'Paseo del Prado'],
  PT: ['Rua Direita', 'Avenida da Liberdade', 'Rua do Souto', 'Travessa da Sé'],
  IT: ['Via Roma', 'Via Garibaldi', 'Corso Mazzini', 'Via Verdi'],
  DE: ['Lindenstraße', 'Am Markt', 'Schillerweg', 'Bahnhofstraße'],
  IE: ['Bóthar na Trá', 'Main Street', 'Church Road', 'Dominick Street'],
  SN: ['Rue Carnot', 'Avenue Lamine Guèye', 'Route de Ngor', 'Rue Blaise Diagne'],
  CI: ['Boulevard Latrille', 'Rue des Jardins', 'Avenue Chardy', 'Rue Lepic'],
  CD: ['Avenue Kasa-Vubu', 'Avenue Lumumba', 'Boulevard du 30 Juin', 'Avenue Mama Yemo'],
  CM: ['Rue Joss', 'Avenue Kennedy', 'Boulevard de la Liberté', 'Rue Njo-Njo'],
  UA: ['vul. Sumska', 'vul. Shevchenka', 'prosp. Peremohy', 'vul. Franka'],
};

export function newAddress(c: Ctx, country: string): { line: string; town: string } {
  const town = c.pick(TOWNS6[country]!);
  const street = c.pick(STREETS6[country] ?? STREETS6.GB!);
  const n = c.int(1, 180);
  // Continental addresses put the number after the street.
  const line = ['CZ', 'ES', 'PT', 'IT', 'DE'].includes(country) ? `${street} ${n}, ${town}` : `${n} ${street}, ${town}`;
  return { line, town };
}

// ---- dates ---------------------------------------------------------------------------------------

export const MONTHS6 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const pad2 = (n: number) => String(n).padStart(2, '0');

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function birthDate(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/** Another birth date `lo`–`hi` years away (either direction, kept within 1925–2024), never the same day. */
export function birthAway(c: Ctx, t: Ymd, lo: number, hi: number): Ymd {
  for (;;) {
    const dy = c.int(lo, hi) * (c.chance(0.5) ? 1 : -1);
    let y = t.y + dy;
    if (y < 1925 || y > 2024) y = t.y - dy;
    const m = c.int(1, 12);
    const d = c.int(1, daysIn(y, m));
    if (y !== t.y || m !== t.m || d !== t.d) return { y, m, d };
  }
}

/**
 * Date forms of the sources in this set: ISO, day-first with / . or -, `12 Mar 1975`, Oracle-style
 * `12-MAR-75` (two-digit year; only written for births 1930–1999), compact, and two partial forms: month
 * and year (`March 1975`, a company officer register) and `1975-03` (a vaccination certificate).
 */
export type DateForm6 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'DD-MON-YY' | 'yyyymmdd' | 'Month yyyy' | 'yyyy-mm';
export const FULL_FORMS6: readonly DateForm6[] = ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'yyyymmdd'];

export function writeDate(t: Ymd, form: DateForm6): string {
  const mon = MONTHS6[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${pad2(t.m)}-${pad2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${pad2(t.d)}/${pad2(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${pad2(t.d)}.${pad2(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${pad2(t.d)}-${pad2(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'DD-MON-YY':
      if (t.y < 1930 || t.y > 1999) throw new Error(`two-digit year for ${t.y}`);
      return `${pad2(t.d)}-${mon.slice(0, 3).toUpperCase()}-${pad2(t.y % 100)}`;
    case 'yyyymmdd':
      return `${t.y}${pad2(t.m)}${pad2(t.d)}`;
    case 'Month yyyy':
      return `${mon} ${t.y}`;
    case 'yyyy-mm':
      return `${t.y}-${pad2(t.m)}`;
  }
}

export const anyFullDate = (c: Ctx, t: Ymd): string => writeDate(t, c.pick(FULL_FORMS6));

// ---- phones ---------------------------------------------------------------------------------------

interface Plan6 {
  cc: string;
  nsn: (c: Ctx) => string;
  trunk: string;
}

export const PHONES6: Record<string, Plan6> = {
  NG: { cc: '234', nsn: (c) => c.pick(['803', '806', '703', '813', '905', '802', '708']) + c.digits(7), trunk: '0' },
  KE: { cc: '254', nsn: (c) => c.pick(['711', '722', '724', '757', '769', '112']) + c.digits(6), trunk: '0' },
  GH: { cc: '233', nsn: (c) => c.pick(['24', '54', '20', '27', '59', '55']) + c.digits(7), trunk: '0' },
  ZA: { cc: '27', nsn: (c) => c.pick(['82', '83', '72', '76', '63', '81']) + c.digits(7), trunk: '0' },
  GB: { cc: '44', nsn: (c) => `7700900${String(c.int(0, 999)).padStart(3, '0')}`, trunk: '0' },
  IE: { cc: '353', nsn: (c) => c.pick(['83', '85', '86', '87']) + c.digits(7), trunk: '0' },
  FR: { cc: '33', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: '0' },
  CZ: { cc: '420', nsn: (c) => c.pick(['602', '603', '724', '777']) + c.digits(6), trunk: '' },
  ES: { cc: '34', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: '' },
  PT: { cc: '351', nsn: (c) => c.pick(['91', '93', '96']) + c.digits(7), trunk: '' },
  IT: { cc: '39', nsn: (c) => c.pick(['328', '335', '347', '380']) + c.digits(7), trunk: '' },
  DE: { cc: '49', nsn: (c) => c.pick(['151', '160', '172', '176']) + c.digits(8), trunk: '0' },
  UA: { cc: '380', nsn: (c) => c.pick(['50', '67', '63', '97']) + c.digits(7), trunk: '0' },
  US: { cc: '1', nsn: (c) => `${c.pick(['202', '312', '617', '713'])}55501${c.int(0, 9)}${c.int(0, 9)}`, trunk: '' },
  SN: { cc: '221', nsn: (c) => c.pick(['77', '78', '76']) + c.digits(7), trunk: '' },
  CI: { cc: '225', nsn: (c) => c.pick(['07', '05', '01']) + c.digits(8), trunk: '' },
  CD: { cc: '243', nsn: (c) => c.pick(['81', '82', '99', '97']) + c.digits(7), trunk: '0' },
  CM: { cc: '237', nsn: (c) => `6${c.pick(['7', '9', '5'])}${c.digits(7)}`, trunk: '' },
};

export function newPhone(c: Ctx, country: string): string {
  const p = PHONES6[country]!;
  return p.cc + p.nsn(c);
}

export type PhoneForm6 = 'e164' | 'plus-spaced' | '00' | 'national' | 'bare';
export const PHONE_FORMS6: readonly PhoneForm6[] = ['e164', 'plus-spaced', '00', 'national', 'bare'];

export function writePhone(full: string, country: string, form: PhoneForm6): string {
  const p = PHONES6[country]!;
  const nsn = full.slice(p.cc.length);
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${p.cc} ${nsn.slice(0, 3)} ${nsn.slice(3, 6)} ${nsn.slice(6)}`;
    case '00':
      return `00${full}`;
    case 'national':
      return `${p.trunk}${nsn}`;
    case 'bare':
      return full;
  }
}

export const anyPhone = (c: Ctx, full: string, country: string): string => writePhone(full, country, c.pick(PHONE_FORMS6));

// ---- identifiers ----------------------------------------------------------------------------------

export function luhnValid(s: string): boolean {
  let sum = 0;
  [...s].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

/** SA ID number: YYMMDD, a sex-and-serial block (5000+ men), citizenship 0, 8, a Luhn check digit. */
export function saId(c: Ctx, t: Ymd, sex: Sex): string {
  const head = `${pad2(t.y % 100)}${pad2(t.m)}${pad2(t.d)}${sex === 'M' ? c.int(5, 9) : c.int(0, 4)}${c.digits(3).slice(0, 3)}08`;
  for (let k = 0; k < 10; k++) if (luhnValid(head + k)) return head + k;
  throw new Error('no Luhn digit');
}

/** Irish PPSN: seven digits and a mod-23 check letter (weights 8…2). */
export function ppsn(c: Ctx): string {
  const digits = String(c.int(1000000, 9999999));
  const sum = [...digits].reduce((a, ch, k) => a + Number(ch) * (8 - k), 0);
  return `${digits}${'WABCDEFGHIJKLMNOPQRSTUV'[sum % 23]}`;
}

/** French NIR: sex, YY, MM, department, commune, order, and the key 97 − (n mod 97). */
export function nir(c: Ctx, t: Ymd, sex: Sex): string {
  const body = `${sex === 'M' ? 1 : 2}${pad2(t.y % 100)}${pad2(t.m)}${pad2(c.int(1, 95))}${String(c.int(1, 999)).padStart(3, '0')}${String(c.int(1, 999)).padStart(3, '0')}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return `${body}${pad2(key)}`;
}

/** Czech birth number: YYMMDD (women's month + 50), a three-digit serial and a check making it divisible by 11. */
export function rodneCislo(c: Ctx, t: Ymd, sex: Sex): string {
  for (;;) {
    const head = `${pad2(t.y % 100)}${pad2(t.m + (sex === 'F' ? 50 : 0))}${pad2(t.d)}${String(c.int(0, 999)).padStart(3, '0')}`;
    const k = Number(BigInt(head) % 11n);
    if (k === 10) continue;
    return `${head.slice(0, 6)}/${head.slice(6)}${k}`;
  }
}

/**
 * German pension insurance number: area (2), DDMMYY, the initial of the birth surname, a serial (00–49 men,
 * 50–99 women), a check digit (the letter as its two-digit alphabet position; weights 2 1 2 5 7 1 2 1 2 1 2 1,
 * digit sums, mod 10).
 */
export function rvnr(c: Ctx, t: Ymd, sex: Sex, birthSurname: string): string {
  const letter = fold(birthSurname).replace(/[^A-Za-z]/g, '').charAt(0).toUpperCase() || 'X';
  const area = pad2(c.pick([4, 12, 13, 18, 23, 24, 28, 38, 42, 53, 65]));
  const serial = pad2(sex === 'M' ? c.int(0, 49) : c.int(50, 99));
  return `${area}${pad2(t.d)}${pad2(t.m)}${pad2(t.y % 100)}${letter}${serial}${rvnrCheck(`${area}${pad2(t.d)}${pad2(t.m)}${pad2(t.y % 100)}`, letter, serial)}`;
}

export function rvnrCheck(head8: string, letter: string, serial: string): number {
  const pos = pad2(letter.charCodeAt(0) - 64);
  const digits = `${head8}${pos}${serial}`;
  const w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1];
  const sum = [...digits].reduce((a, ch, k) => {
    const p = Number(ch) * w[k]!;
    return a + Math.floor(p / 10) + (p % 10);
  }, 0);
  return sum % 10;
}

export const DNI_LETTERS6 = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni(c: Ctx): string {
  const n = c.int(10000000, 79999999);
  return `${n}${DNI_LETTERS6[n % 23]}`;
}

/** UK National Insurance number (prefixes the DWP never issues left out). */
export function nino(c: Ctx): string {
  const first = 'ABCEGHJKLMNPRSTWXYZ';
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  for (;;) {
    const p = `${c.letters(1, first)}${c.letters(1, second)}`;
    if (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)) continue;
    return `${p}${c.digits(6)}${c.letters(1, 'ABCD')}`;
  }
}

/** A national identifier of the country's own shape (SA ID needs the birth date and sex). */
export function nationalId(c: Ctx, country: string, t: Ymd, sex: Sex): string {
  switch (country) {
    case 'NG':
      return c.digits(11);
    case 'KE':
      return String(c.int(20000000, 39999999));
    case 'GH':
      return `GHA-${c.digits(9)}-${c.int(0, 9)}`;
    case 'ZA':
      return saId(c, t, sex);
    case 'GB':
      return nino(c);
    case 'IE':
      return ppsn(c);
    case 'FR':
      return nir(c, t, sex);
    case 'CZ':
      return rodneCislo(c, t, sex);
    case 'ES':
      return dni(c);
    case 'PT':
      return `${c.digits(8)} ${c.int(0, 9)} ${c.letters(2)}${c.int(0, 9)}`;
    case 'IT':
      return `${c.letters(6, 'BCDFGHLMNPRSTVZ')}${pad2(t.y % 100)}${'ABCDEHLMPRST'[t.m - 1]}${pad2(t.d + (sex === 'F' ? 40 : 0))}${c.letters(1, 'ABCDEFGHILM')}${c.digits(3)}${c.letters(1)}`;
    case 'DE':
      return `L${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.digits(7)}`;
    case 'UA':
      return c.digits(10);
    default:
      return c.digits(9);
  }
}

/** A passport number of the issuing country's shape. */
export function passportNo(c: Ctx, country: string): string {
  switch (country) {
    case 'NG':
      return `A${c.digits(8)}`;
    case 'KE':
      return `AK${c.digits(7)}`;
    case 'GH':
      return `G${c.digits(7)}`;
    case 'ZA':
      return `A${c.digits(8)}`;
    case 'GB':
      return c.digits(9);
    case 'IE':
      return `${c.letters(2)}${c.digits(7)}`;
    case 'FR':
      return `${pad2(c.int(10, 24))}${c.letters(2)}${c.digits(5)}`;
    case 'CZ':
      return c.digits(8);
    case 'UA':
      return `${c.letters(2, 'EFGHKMN')}${c.digits(6)}`;
    case 'ES':
      return `PA${c.letters(1)}${c.digits(6)}`;
    case 'PT':
      return `C${c.letters(1)}${c.digits(6)}`;
    case 'SN':
      return `A0${c.digits(7)}`;
    case 'CI':
      return `${pad2(c.int(17, 24))}AD${c.digits(5)}`;
    case 'CD':
      return `OP${c.digits(7)}`;
    case 'CM':
      return `0${c.digits(7)}`;
    default:
      return `${c.letters(1)}${c.digits(8)}`;
  }
}

// ---- writing names --------------------------------------------------------------------------------

const MARKS: Record<string, string> = { ß: 'ss', Æ: 'AE', æ: 'ae', Ø: 'O', ø: 'o', Ł: 'L', ł: 'l', Đ: 'D', đ: 'd' };
/** Diacritics dropped (the way a passport's machine zone or an ASCII system writes a name). */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[ßÆæØøŁłĐđ]/g, (ch) => MARKS[ch]!);
}

export const initialsOf = (names: string, dots = true): string =>
  names
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((w) => `${fold(w).charAt(0).toUpperCase()}${dots ? '.' : ''}`)
    .join(dots ? ' ' : '');

export const upper = (s: string): string => s.toUpperCase();

/** One slip of the keyboard in a word longer than three letters (a doubled, dropped or swapped letter); always changes it. */
export function typingSlip(c: Ctx, w: string): string {
  if (w.length < 4) return `${w}${w.charAt(w.length - 1)}`;
  for (;;) {
    const i = c.int(1, w.length - 2);
    const k = c.int(0, 2);
    const out = k === 0 ? w.slice(0, i) + w.slice(i + 1) : k === 1 ? w.slice(0, i) + w[i] + w.slice(i) : w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (out !== w) return out;
  }
}

// ---- people ---------------------------------------------------------------------------------------

export interface Person6 {
  culture: CultureName;
  country: string;
  sex: Sex;
  given: string;
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string;
  address: string;
  town: string;
  nationalId: string;
  passport: string;
  email: string;
}

const MAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'proton.me'];

export function emailOf(c: Ctx, given: string, surname: string): string {
  const g = fold(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = fold(surname).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.pick([`${g}.${s}`, `${g}${s}${c.int(1, 99)}`, `${g.charAt(0)}${s}`, `${s}.${g}${c.int(70, 99)}`]);
  return `${local}@${c.pick(MAIL_DOMAINS)}`;
}

function pickGiven(c: Ctx, cu: Culture, sex: Sex, not: readonly string[] = []): string {
  const pool = cu[sex].filter((g) => !not.includes(g));
  return c.pick(pool.length > 0 ? pool : cu[sex]);
}

export function personOf(c: Ctx, culture: CultureName, country: string, sex: Sex, dob: Ymd, surname?: string, home?: { line: string; town: string }): Person6 {
  const cu = CULTURES6[culture];
  const given = pickGiven(c, cu, sex);
  const middle = pickGiven(c, cu, sex, [given]);
  const sur = surname ?? c.pick(cu.surnames);
  const addr = home ?? newAddress(c, country in STREETS6 ? country : 'GB');
  return {
    culture,
    country,
    sex,
    given,
    middle,
    surname: sur,
    dob,
    phone: newPhone(c, country in PHONES6 ? country : 'GB'),
    address: addr.line,
    town: addr.town,
    nationalId: nationalId(c, country, dob, sex),
    passport: passportNo(c, country),
    email: emailOf(c, given, sur),
  };
}

/** A fictional person of jurisdiction `j`, born 1935–2004 unless told. */
export function newPerson6(c: Ctx, j: Jurisdiction, from = 1935, to = 2004, sex?: Sex): Person6 {
  const [culture, country] = c.pick(PEOPLE6[j]);
  const s = sex ?? (c.chance(0.5) ? 'F' : 'M');
  return personOf(c, culture, country, s, birthDate(c, from, to));
}

/** A relative: the surname and home kept, another given name of the culture (sex as asked), own numbers. */
export function relative6(c: Ctx, p: Person6, sex: Sex, dob: Ymd): Person6 {
  const cu = CULTURES6[p.culture];
  const q = personOf(c, p.culture, p.country, sex, dob, p.surname, { line: p.address, town: p.town });
  const given = pickGiven(c, cu, sex, [p.given, p.middle]);
  const middle = pickGiven(c, cu, sex, [p.given, p.middle, given]);
  return { ...q, given, middle, email: emailOf(c, given, p.surname) };
}
