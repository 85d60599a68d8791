// Building blocks of held-out set 8 (templates-heldout8.ts): the eighth independent author's own cultures and
// name lists, towns, streets and landmarks, phone plans and the forms spreadsheets leave them in, date forms
// (Excel serial numbers included), identifier shapes (SA ID Luhn, BSN eleven-test, PESEL, DNI letter, Portuguese
// NIF, UK driving licence and NI number), vehicle plates, and the slips of spreadsheet round trips (UTF-8 read as
// Latin-1, leading zeros lost, numbers in scientific notation). Written without reading the comparison engine or
// the earlier sets' lists; every value is fictional and belongs to no one (UK mobiles are in Ofcom's drama range).
import type { Ctx, Jurisdiction, Sex, Ymd } from './records.js';

export const MONTHS8 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function daysIn8(y: number, m: number): number {
  return [31, y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1]!;
}

export function birth8(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn8(y, m)) };
}

/** Another birth date `lo`–`hi` years from `t` (later when dir is 1, earlier when -1, either when 0), never the same day. */
export function birthApart8(c: Ctx, t: Ymd, lo: number, hi: number, dir: -1 | 0 | 1 = 0): Ymd {
  for (let k = 0; k < 50; k++) {
    const gap = c.int(lo, hi);
    const sign = dir === 0 ? (c.chance(0.5) ? 1 : -1) : dir;
    const y = t.y + sign * gap;
    if (y < 1930 || y > 2008) continue;
    const m = c.int(1, 12);
    const u = { y, m, d: c.int(1, daysIn8(y, m)) };
    if (u.y !== t.y || u.m !== t.m || u.d !== t.d) return u;
  }
  throw new Error('no birth date in that window');
}

/** Day number since 1899-12-30, as a spreadsheet stores a date. */
export function excelSerial(t: Ymd): number {
  return Math.round((Date.UTC(t.y, t.m - 1, t.d) - Date.UTC(1899, 11, 30)) / 86400000);
}

export type DateForm8 = 'iso' | 'dd/mm/yyyy' | 'd/m/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'd Month yyyy' | 'DD-MON-YYYY' | 'yyyymmdd' | 'yyyy/mm/dd' | 'excel';
export const DATE_FORMS8: readonly DateForm8[] = ['iso', 'dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'd Month yyyy', 'DD-MON-YYYY', 'yyyymmdd', 'yyyy/mm/dd'];

export function writeDate8(t: Ymd, form: DateForm8): string {
  const dd = String(t.d).padStart(2, '0');
  const mm = String(t.m).padStart(2, '0');
  const mon = MONTHS8[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${mm}-${dd}`;
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${t.y}`;
    case 'd/m/yyyy':
      return `${t.d}/${t.m}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'DD-MON-YYYY':
      return `${dd}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${mm}${dd}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${mm}/${dd}`;
    case 'excel':
      return String(excelSerial(t));
  }
}

export const anyDate8 = (c: Ctx, t: Ymd): string => writeDate8(t, c.pick(DATE_FORMS8));

// ---------------------------------------------------------------------------------------------------------------
// Cultures: given names (male, female), surnames, and the countries and towns they are written in.

interface Culture {
  male: readonly string[];
  female: readonly string[];
  surnames: readonly string[];
  muslim?: boolean;
}

export const CULTURES8: Record<string, Culture> = {
  yoruba: {
    male: ['Oluwaseun', 'Adebowale', 'Olumide', 'Kayode', 'Oladipupo', 'Babajide', 'Ayodeji', 'Temitope', 'Olusegun', 'Femi', 'Gbenga', 'Akinwale'],
    female: ['Folasade', 'Omolara', 'Titilayo', 'Adetoun', 'Oluwakemi', 'Bukola', 'Yetunde', 'Morenike', 'Abimbola', 'Iyabode', 'Funmilayo', 'Damilola'],
    surnames: ['Adeyemi', 'Ogunleye', 'Afolabi', 'Oyelowo', 'Adebanjo', 'Olatunji', 'Fashola', 'Akinyemi', 'Bamidele', 'Ogunbiyi', 'Oladapo', 'Adeniran'],
  },
  igbo: {
    male: ['Chukwudi', 'Ikenna', 'Obinna', 'Emeka', 'Nnamdi', 'Chibuike', 'Uchenna', 'Kelechi', 'Ifeanyi', 'Chinonso', 'Somtochukwu', 'Ebuka'],
    female: ['Ngozi', 'Chioma', 'Adaeze', 'Nneka', 'Ifeoma', 'Uzoamaka', 'Chinyere', 'Obiageli', 'Amarachi', 'Chiamaka', 'Ogechi', 'Nkechi'],
    surnames: ['Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okeke', 'Uzor', 'Onyekachi', 'Nwachukwu', 'Ibekwe', 'Anyanwu', 'Okoro', 'Ezeani'],
  },
  hausa: {
    male: ['Abubakar', 'Musa', 'Sani', 'Yusuf', 'Aminu', 'Bashir', 'Ibrahim', 'Umar', 'Nasiru', 'Haruna', 'Sadiq', 'Kabiru'],
    female: ['Aisha', 'Hauwa', 'Zainab', 'Fatima', 'Maryam', 'Hadiza', 'Rukayya', 'Amina', 'Halima', 'Safiya', 'Bilkisu', 'Jamila'],
    surnames: ['Abdullahi', 'Bello', 'Usman', 'Lawal', 'Garba', 'Danjuma', 'Shehu', 'Aliyu', 'Mohammed', 'Yakubu', 'Tanko', 'Idris'],
    muslim: true,
  },
  kikuyu: {
    male: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Githinji', 'Muriuki', 'Ndung\u0169', 'Gachanja', 'Kimani', 'Wachira', 'Macharia', 'Mureithi'],
    female: ['Wanjiru', 'Nyambura', 'Wairimu', 'Muthoni', 'Njeri', 'Wangari', 'Wambui', 'Nyokabi', 'Gathoni', 'Waithera', 'Wanjiku', 'Mumbi'],
    surnames: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Gitau', 'Ndung\u0169', 'Mbugua', 'Kinyanjui', 'Waweru', 'Gicheru', 'Karanja', 'Muigai'],
  },
  luo: {
    male: ['Otieno', 'Ochieng', 'Odhiambo', 'Omondi', 'Onyango', 'Owino', 'Okoth', 'Ouma', 'Oduor', 'Juma', 'Opiyo', 'Were'],
    female: ['Akinyi', 'Atieno', 'Achieng', 'Adhiambo', 'Awuor', 'Anyango', 'Auma', 'Aoko', 'Apiyo', 'Akoth', 'Awino', 'Nyawira'],
    surnames: ['Otieno', 'Ochieng', 'Odhiambo', 'Omondi', 'Onyango', 'Owino', 'Okoth', 'Ouma', 'Oduor', 'Ogola', 'Obonyo', 'Nyamweya'],
  },
  swahili_coast: {
    male: ['Hamisi', 'Salim', 'Abdalla', 'Rashid', 'Mohamed', 'Athman', 'Bakari', 'Omar', 'Said', 'Khamis', 'Hassan', 'Swaleh'],
    female: ['Mwanajuma', 'Fatuma', 'Zuhura', 'Rehema', 'Mwanaisha', 'Saida', 'Halima', 'Asha', 'Mariam', 'Amina', 'Khadija', 'Zainabu'],
    surnames: ['Mwinyi', 'Abdalla', 'Salim', 'Bakari', 'Athman', 'Shee', 'Mbarak', 'Hamisi', 'Omar', 'Juma', 'Bwana', 'Mohamed'],
    muslim: true,
  },
  akan: {
    male: ['Kwame', 'Kofi', 'Kwabena', 'Kwaku', 'Yaw', 'Kwasi', 'Kojo', 'Nana Yaw', 'Kwadwo', 'Osei', 'Fiifi', 'Ekow'],
    female: ['Ama', 'Akosua', 'Abena', 'Efua', 'Adwoa', 'Afua', 'Yaa', 'Akua', 'Esi', 'Araba', 'Maame', 'Adjoa'],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Appiah', 'Ofori', 'Amoah', 'Agyeman', 'Darko', 'Frimpong', 'Opoku', 'Sarpong'],
  },
  ewe: {
    male: ['Selorm', 'Elikem', 'Edem', 'Senyo', 'Kafui', 'Dela', 'Mawuli', 'Eyram', 'Kekeli', 'Yayra', 'Sena', 'Etornam'],
    female: ['Enyonam', 'Dzifa', 'Mawuena', 'Akpene', 'Sedinam', 'Esenam', 'Xornam', 'Elinam', 'Korkor', 'Selasi', 'Dzidzor', 'Aseye'],
    surnames: ['Agbeko', 'Amegashie', 'Dzokoto', 'Kpodo', 'Tsikata', 'Gbedemah', 'Adzraku', 'Akpalu', 'Kumordzi', 'Nyamekye', 'Attipoe', 'Ahiable'],
  },
  dagomba: {
    male: ['Alhassan', 'Abdul-Rahman', 'Mahama', 'Iddrisu', 'Fuseini', 'Abdulai', 'Issahaku', 'Yakubu', 'Mohammed', 'Seidu', 'Osman', 'Sulemana'],
    female: ['Mariama', 'Ayishetu', 'Fuseina', 'Azara', 'Rahinatu', 'Hawawu', 'Memunatu', 'Safia', 'Ramatu', 'Sala', 'Abiba', 'Fati'],
    surnames: ['Alhassan', 'Iddrisu', 'Mahama', 'Abdulai', 'Fuseini', 'Yakubu', 'Seidu', 'Issah', 'Osman', 'Zakaria', 'Mumuni', 'Imoro'],
    muslim: true,
  },
  zulu: {
    male: ['Sibusiso', 'Thabani', 'Mandla', 'Sipho', 'Bongani', 'Nkosinathi', 'Sifiso', 'Themba', 'Lwazi', 'Mduduzi', 'Sanele', 'Siyabonga'],
    female: ['Nokuthula', 'Thandeka', 'Zanele', 'Nomvula', 'Lindiwe', 'Sibongile', 'Ntombi', 'Nonhlanhla', 'Zodwa', 'Hlengiwe', 'Ayanda', 'Nompumelelo'],
    surnames: ['Dlamini', 'Nkosi', 'Zulu', 'Ndlovu', 'Mthembu', 'Khumalo', 'Ngcobo', 'Mkhize', 'Shabalala', 'Buthelezi', 'Cele', 'Mahlangu'],
  },
  xhosa_sotho: {
    male: ['Lungile', 'Lwando', 'Thabo', 'Tshepo', 'Kagiso', 'Lebohang', 'Mzwandile', 'Xolani', 'Teboho', 'Neo', 'Katlego', 'Lindani'],
    female: ['Nosipho', 'Palesa', 'Lerato', 'Nomsa', 'Dineo', 'Mpho', 'Refilwe', 'Boitumelo', 'Ntombizodwa', 'Thandiwe', 'Kamogelo', 'Zintle'],
    surnames: ['Mokoena', 'Molefe', 'Mahlaba', 'Nqula', 'Mbeki', 'Radebe', 'Sithole', 'Tshabalala', 'Mofokeng', 'Motaung', 'Letsoalo', 'Maseko'],
  },
  afrikaans: {
    male: ['Johannes', 'Pieter', 'Hendrik', 'Francois', 'Willem', 'Andr\u00e9', 'Gerhard', 'Jacobus', 'Ren\u00e9', 'Stefan', 'Christiaan', 'Eug\u00e8ne'],
    female: ['An\u00e9l', 'Marn\u00e9', 'Liz\u00e9', 'Elmarie', 'Annelie', 'Ren\u00e9e', 'Chan\u00e9', 'Ilz\u00e9', 'Charlize', 'Mari\u00ebtte', 'Sun\u00e9', 'Zelda'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'Nel', 'du Plessis', 'Coetzee', 'Venter', 'Smit', 'le Roux', 'Kruger', 'Steyn', 'Jacobs'],
  },
  cape_malay_indian: {
    male: ['Mogamat', 'Ebrahim', 'Yusuf', 'Achmat', 'Zaid', 'Faizel', 'Riyaad', 'Ismail', 'Shaheed', 'Imraan', 'Naeem', 'Tauriq'],
    female: ['Fatima', 'Shireen', 'Zainab', 'Nazeema', 'Raeesa', 'Faieza', 'Aneesa', 'Rukhsana', 'Tasneem', 'Waseela', 'Naadira', 'Gadija'],
    surnames: ['Hendricks', 'Abrahams', 'Isaacs', 'Petersen', 'Davids', 'Moosa', 'Essop', 'Patel', 'Cassim', 'Salie', 'Jaffer', 'Adams'],
    muslim: true,
  },
  english: {
    male: ['James', 'Oliver', 'Thomas', 'Daniel', 'Matthew', 'Stephen', 'Andrew', 'Christopher', 'Richard', 'George', 'Samuel', 'Jonathan'],
    female: ['Sarah', 'Emma', 'Charlotte', 'Rebecca', 'Hannah', 'Lucy', 'Katherine', 'Elizabeth', 'Victoria', 'Rachel', 'Joanne', 'Helen'],
    surnames: ['Harrison', 'Whitfield', 'Clarke', 'Pemberton', 'Ashworth', 'Fletcher', 'Holloway', 'Turner', 'Gregson', 'Marsden', 'Barker', 'Lomax'],
  },
  irish_scots: {
    male: ['Se\u00e1n', 'Ciar\u00e1n', 'Padraig', 'Eoin', 'Niall', 'Declan', 'Ruair\u00ed', 'Callum', 'Fraser', 'Euan', 'Donal', 'Cormac'],
    female: ['Siobh\u00e1n', 'Aoife', 'Niamh', 'Caoimhe', 'R\u00f3is\u00edn', 'Sinead', 'Eilidh', 'Mair\u00e9ad', 'Orla', 'Ciara', 'Isla', 'Saoirse'],
    surnames: ["O'Sullivan", 'MacLeod', 'Gallagher', 'Fitzgerald', 'McLaughlin', 'Doherty', 'Campbell', 'Brennan', 'Kavanagh', 'Sweeney', 'Murray', 'Quinn'],
  },
  british_pakistani: {
    male: ['Imran', 'Tariq', 'Asif', 'Kamran', 'Zubair', 'Adnan', 'Shahid', 'Bilal', 'Faisal', 'Usman', 'Waqas', 'Irfan'],
    female: ['Ayesha', 'Sana', 'Nadia', 'Farah', 'Saima', 'Rabia', 'Hina', 'Shazia', 'Amna', 'Bushra', 'Naila', 'Mehwish'],
    surnames: ['Hussain', 'Akhtar', 'Iqbal', 'Mahmood', 'Rashid', 'Qureshi', 'Chaudhry', 'Butt', 'Malik', 'Siddiqui', 'Anwar', 'Javed'],
    muslim: true,
  },
  polish: {
    male: ['\u0141ukasz', 'Pawe\u0142', 'Krzysztof', 'Micha\u0142', 'Tomasz', 'Grzegorz', 'Wojciech', 'Jakub', 'Rafa\u0142', 'Piotr', 'Bart\u0142omiej', 'Marek'],
    female: ['Ma\u0142gorzata', 'Agnieszka', 'Katarzyna', 'Joanna', 'Zofia', 'Magdalena', 'El\u017cbieta', 'Ewa', 'Bo\u017cena', 'Justyna', 'Aleksandra', 'Gra\u017cyna'],
    surnames: ['W\u00f3jcik', 'Kowalczyk', 'Zieli\u0144ski', 'Szyma\u0144ski', 'Wo\u017aniak', 'Kami\u0144ski', 'Lewandowski', 'D\u0105browski', 'Krawczyk', 'Pi\u0105tek', 'Jab\u0142o\u0144ski', 'Nowicki'],
  },
  spanish: {
    male: ['Jos\u00e9 Luis', 'Javier', 'Sergio', '\u00c1lvaro', 'Jes\u00fas', 'Andr\u00e9s', 'Rub\u00e9n', 'Iv\u00e1n', 'Adri\u00e1n', 'Mart\u00edn', 'Ra\u00fal', '\u00d3scar'],
    female: ['Mar\u00eda Jos\u00e9', 'Luc\u00eda', 'Roc\u00edo', 'In\u00e9s', 'Bego\u00f1a', 'Marta', 'Sof\u00eda', 'Ver\u00f3nica', 'Nuria', '\u00c1ngela', 'Roc\u00edo', 'Yolanda'],
    surnames: ['Fern\u00e1ndez', 'Mart\u00ednez', 'S\u00e1nchez', 'G\u00f3mez', 'P\u00e9rez', 'Rodr\u00edguez', 'Jim\u00e9nez', 'Mu\u00f1oz', 'Dom\u00ednguez', 'Ib\u00e1\u00f1ez', 'Pe\u00f1a', 'Mor\u00e1n'],
  },
  portuguese: {
    male: ['Jo\u00e3o', 'Gon\u00e7alo', 'Ant\u00f3nio', 'Andr\u00e9', 'Sim\u00e3o', 'Rui', 'F\u00e1bio', 'Lu\u00eds', 'Tom\u00e1s', 'S\u00e9rgio', 'Nuno', 'C\u00e9sar'],
    female: ['Concei\u00e7\u00e3o', 'In\u00eas', 'Lu\u00edsa', 'F\u00e1tima', 'Beatriz', 'M\u00f3nica', 'Sofia', 'Cl\u00e1udia', 'Joana', 'Catarina', 'Ana Lu\u00edsa', 'Teresa'],
    surnames: ['Gon\u00e7alves', 'Magalh\u00e3es', 'Concei\u00e7\u00e3o', 'Louren\u00e7o', 'Falc\u00e3o', 'Ribeiro', 'Sim\u00f5es', 'Ara\u00fajo', 'Guimar\u00e3es', 'Lopes', 'Louro', 'Brand\u00e3o'],
  },
  german_dutch: {
    male: ['J\u00fcrgen', 'J\u00f6rg', 'Matthias', 'Bj\u00f6rn', 'Sebastian', 'Maarten', 'Joost', 'Sven', 'Ruud', 'Tobias', 'Ren\u00e9', 'Dani\u00ebl'],
    female: ['B\u00e4rbel', 'Ulrike', 'Anke', 'Sanne', 'No\u00ebl', 'Ingrid', 'D\u00f6rte', 'Maren', 'Lotte', 'Ans', 'Ren\u00e9e', 'Mich\u00e8le'],
    surnames: ['M\u00fcller', 'Schr\u00f6der', 'Wei\u00df', 'Kr\u00e4mer', 'Gro\u00dfmann', 'B\u00f6hm', 'de Vries', 'van den Berg', 'Jansen', 'de Groot', 'van Dijk', 'Hoffmann'],
  },
  french: {
    male: ['Fran\u00e7ois', 'J\u00e9r\u00f4me', 'St\u00e9phane', 'C\u00e9dric', 'Herv\u00e9', 'Th\u00e9o', 'Ga\u00ebl', 'Beno\u00eet', 'Fr\u00e9d\u00e9ric', 'J\u00e9r\u00e9my', 'Lo\u00efc', 'Ren\u00e9'],
    female: ['H\u00e9l\u00e8ne', 'C\u00e9line', 'Am\u00e9lie', 'No\u00e9mie', 'Ma\u00eblle', 'V\u00e9ronique', 'St\u00e9phanie', '\u00c9lodie', 'Agn\u00e8s', 'Chlo\u00e9', 'Zo\u00e9', 'B\u00e9atrice'],
    surnames: ['Lef\u00e8vre', 'Fran\u00e7ois', 'M\u00e9nard', 'B\u00e9rard', 'Lemaitre', 'Ch\u00e9rif', 'Gu\u00e9rin', 'Fleury', 'Barth\u00e9lemy', 'Dupr\u00e9', 'Lacroix', 'Le Gall'],
  },
  moroccan: {
    male: ['Mohamed', 'Youssef', 'Hamza', 'Karim', 'Rachid', 'Yassine', 'Bilal', 'Abdelkader', 'Mourad', 'Anouar', 'Said', 'Redouan'],
    female: ['Fatima', 'Khadija', 'Nora', 'Samira', 'Naima', 'Sanae', 'Meryem', 'Houda', 'Latifa', 'Imane', 'Loubna', 'Siham'],
    surnames: ['El Amrani', 'Benali', 'Ouazzani', 'Bouzid', 'El Idrissi', 'Tahiri', 'Ait Taleb', 'Boukhari', 'El Khatib', 'Azzouzi', 'Ben Haddou', 'Zaoui'],
    muslim: true,
  },
  turkish: {
    male: ['Mehmet', 'Ahmet', 'Mustafa', 'Emre', 'Hakan', 'Murat', 'Serkan', 'H\u00fcseyin', 'O\u011fuz', 'Yusuf', 'Kerem', '\u00c7a\u011flar'],
    female: ['Aylin', 'Zeynep', '\u015eule', 'Hatice', 'Elif', 'Emine', 'G\u00fcl', 'Merve', '\u00d6zlem', 'Esra', 'Fatma', 'Sevgi'],
    surnames: ['\u00d6zt\u00fcrk', 'Y\u0131lmaz', '\u00c7elik', 'Aydo\u011fan', 'Kaya', '\u015eahin', 'Demir', 'Ko\u00e7', 'Arslan', 'Do\u011fan', 'Y\u0131ld\u0131z', 'G\u00fcne\u015f'],
    muslim: true,
  },
};

/** Which cultures live in each jurisdiction, with the country they are written in. */
export const PEOPLE8: Record<Jurisdiction, readonly (readonly [string, string])[]> = {
  NG: [['yoruba', 'NG'], ['igbo', 'NG'], ['hausa', 'NG']],
  KE: [['kikuyu', 'KE'], ['luo', 'KE'], ['swahili_coast', 'KE']],
  GH: [['akan', 'GH'], ['ewe', 'GH'], ['dagomba', 'GH']],
  ZA: [['zulu', 'ZA'], ['xhosa_sotho', 'ZA'], ['afrikaans', 'ZA'], ['cape_malay_indian', 'ZA']],
  GB: [['english', 'GB'], ['irish_scots', 'GB'], ['british_pakistani', 'GB'], ['polish', 'GB'], ['yoruba', 'GB']],
  EU: [['spanish', 'ES'], ['portuguese', 'PT'], ['german_dutch', 'DE'], ['german_dutch', 'NL'], ['french', 'FR'], ['polish', 'PL'], ['moroccan', 'NL'], ['turkish', 'DE']],
};

/** Towns with a few streets, estates or areas each, and landmarks people give directions by. */
interface Town {
  town: string;
  areas: readonly string[];
  streets: readonly string[];
  landmarks: readonly string[];
  post?: readonly string[];
}

export const TOWNS8: Record<string, readonly Town[]> = {
  NG: [
    { town: 'Ibadan', areas: ['Bodija', 'Challenge', 'Oluyole Estate', 'Ring Road', 'Mokola'], streets: ['Awolowo Avenue', 'Oyo Road', 'Iwo Road', 'Ajibode Road', 'Lagelu Street'], landmarks: ['opp. Shoprite', 'behind the Central Mosque', 'near Total filling station', 'after the Mobil roundabout'] },
    { town: 'Onitsha', areas: ['Fegge', 'GRA', 'Woliwo', 'Odoakpu', 'Inland Town'], streets: ['New Market Road', 'Oguta Road', 'Modebe Avenue', 'Venn Road', 'Awka Road'], landmarks: ['opp. Holy Trinity Cathedral', 'beside the Main Market gate', 'near Zenith Bank', 'by the Upper Iweka bridge'] },
    { town: 'Kano', areas: ['Nassarawa GRA', 'Sabon Gari', 'Tarauni', 'Gyadi-Gyadi', 'Hotoro'], streets: ['Zoo Road', 'Bompai Road', 'Murtala Mohammed Way', 'Maiduguri Road', 'France Road'], landmarks: ['behind the Juma\u2019at mosque', 'opp. Kano Club', 'near the NNPC mega station', 'after the Kofar Nassarawa gate'] },
    { town: 'Lagos', areas: ['Surulere', 'Yaba', 'Ikorodu', 'Ajah', 'Ogba'], streets: ['Adeniran Ogunsanya Street', 'Herbert Macaulay Way', 'Ishaga Road', 'Ogunlana Drive', 'Agege Motor Road'], landmarks: ['opp. Shoprite', 'behind Access Bank', 'near the NEPA office', 'by the BRT bus stop'] },
  ],
  KE: [
    { town: 'Nairobi', areas: ['Kayole', 'Kasarani', 'Umoja II', 'Kileleshwa', 'Donholm'], streets: ['Jogoo Road', 'Thika Road', 'Kangundo Road', 'Ngong Road', 'Mumias South Road'], landmarks: ['opp. Naivas supermarket', 'behind the AIC church', 'near the Shell petrol station', 'next to Equity Bank'], post: ['00100', '00515', '00610'] },
    { town: 'Kisumu', areas: ['Milimani', 'Nyalenda', 'Manyatta', 'Kondele', 'Mamboleo'], streets: ['Oginga Odinga Street', 'Nairobi Road', 'Achieng Oneko Road', 'Jomo Kenyatta Highway', 'Ring Road'], landmarks: ['opp. Mega Plaza', 'behind Kondele police post', 'near the Jubilee market', 'next to Lake Basin Mall'], post: ['40100', '40123'] },
    { town: 'Mombasa', areas: ['Nyali', 'Likoni', 'Kisauni', 'Tudor', 'Bamburi'], streets: ['Moi Avenue', 'Links Road', 'Digo Road', 'Makupa Road', 'Malindi Road'], landmarks: ['behind the Sheikh Jundan mosque', 'opp. City Mall', 'near the Likoni ferry', 'next to Bamburi Cement gate'], post: ['80100', '80118'] },
  ],
  GH: [
    { town: 'Kumasi', areas: ['Bantama', 'Asokwa', 'Suame', 'Ahodwo', 'Tafo'], streets: ['Harper Road', 'Bompata Road', 'Lake Road', 'Prempeh II Street', 'Okomfo Anokye Road'], landmarks: ['behind the Methodist church', 'opp. Kejetia market', 'near Star Oil filling station', 'after the Santasi roundabout'], post: ['AK', 'AS'] },
    { town: 'Accra', areas: ['Dansoman', 'Madina', 'Teshie', 'Achimota', 'Kaneshie'], streets: ['Spintex Road', 'Ring Road Central', 'Kojo Thompson Road', 'Mango Tree Avenue', 'Nii Okaiman Street'], landmarks: ['opp. Shoprite', 'behind the Presby church', 'near Goil filling station', 'after the Zongo junction mosque'], post: ['GA', 'GE', 'GT'] },
    { town: 'Tamale', areas: ['Lamashegu', 'Vittin', 'Kalpohin', 'Sakasaka', 'Choggu'], streets: ['Bolgatanga Road', 'Salaga Road', 'Hospital Road', 'Gumani Road', 'Kaladan Road'], landmarks: ['behind the Central Mosque', 'near the Jubilee Park', 'opp. Tamale Teaching Hospital', 'by the Aboabo market'], post: ['NT'] },
  ],
  ZA: [
    { town: 'Soweto', areas: ['Orlando West', 'Diepkloof', 'Meadowlands', 'Protea Glen', 'Jabavu'], streets: ['Vilakazi Street', 'Mphuthi Street', 'Klipspruit Valley Road', 'Chris Hani Road', 'Mooki Street'], landmarks: ['behind the Shoprite at Maponya Mall', 'near the Baragwanath taxi rank', 'opp. the Regina Mundi church', 'next to the tavern'], post: ['1804', '1862', '1818'] },
    { town: 'Durban', areas: ['Umlazi', 'KwaMashu', 'Chatsworth', 'Phoenix', 'Pinetown'], streets: ['Mangosuthu Highway', 'Malandela Road', 'Higginson Highway', 'Old Main Road', 'Phoenix Highway'], landmarks: ['near the Umlazi Mega City', 'behind the Juma Masjid', 'opp. the King Edward hospital', 'by the taxi rank'], post: ['4031', '4360', '4092'] },
    { town: 'Stellenbosch', areas: ['Kayamandi', 'Cloetesville', 'Idas Valley', 'Die Boord', 'Kylemore'], streets: ['Bird Street', 'Dorp Street', 'Merriman Avenue', 'Adam Tas Road', 'Helshoogte Road'], landmarks: ['near the NG Kerk', 'opp. the Spar', 'behind the clinic', 'next to the sports grounds'], post: ['7600', '7613'] },
  ],
  GB: [
    { town: 'Bradford', areas: ['Manningham', 'Heaton', 'Thornbury', 'Girlington', 'Idle'], streets: ['Oak Lane', 'Carlisle Road', 'Thornton Road', 'Toller Lane', 'Leeds Road'], landmarks: ['opp. the Jamia mosque', 'behind Lidl', 'near the Asda'], post: ['BD8 7NR', 'BD9 4LP', 'BD3 8HA', 'BD10 9QT'] },
    { town: 'Glasgow', areas: ['Partick', 'Govanhill', 'Dennistoun', 'Shawlands', 'Maryhill'], streets: ['Dumbarton Road', 'Victoria Road', 'Duke Street', 'Kilmarnock Road', 'Maryhill Road'], landmarks: ['above the chippy', 'near the subway'], post: ['G11 6AB', 'G42 7RT', 'G31 2JF', 'G41 3LR'] },
    { town: 'London', areas: ['Peckham', 'Nunhead', 'Camberwell', 'East Dulwich', 'Walworth'], streets: ['Rye Lane', 'Queens Road', 'Bellenden Road', 'Choumert Road', 'Lordship Lane'], landmarks: ['above the hair salon', 'opp. the library'], post: ['SE15 4ST', 'SE15 2QG', 'SE5 8RS', 'SE22 8HN'] },
  ],
  EU: [
    { town: 'Madrid', areas: ['Carabanchel', 'Tetu\u00e1n', 'Vallecas', 'Usera', 'Chamber\u00ed'], streets: ['Calle de Toledo', 'Calle de Alcal\u00e1', 'Avenida de la Albufera', 'Calle de Bravo Murillo', 'Calle General Ricardos'], landmarks: ['frente al Mercadona', 'junto a la iglesia'], post: ['28019', '28020', '28038', '28026'] },
    { town: 'Rotterdam', areas: ['Feijenoord', 'Delfshaven', 'Crooswijk', 'Charlois', 'Kralingen'], streets: ['Beijerlandselaan', 'Nieuwe Binnenweg', 'Zwart Janstraat', 'Groene Hilledijk', 'Oudedijk'], landmarks: ['boven de bakker', 'naast de moskee'], post: ['3074 AB', '3021 CD', '3036 RL', '3083 GH'] },
    { town: 'Warszawa', areas: ['Mokot\u00f3w', 'Praga-P\u00f3\u0142noc', 'Wola', 'Bemowo', 'Ursyn\u00f3w'], streets: ['ul. Pu\u0142awska', 'ul. Targowa', 'ul. G\u00f3rczewska', 'ul. Powsta\u0144c\u00f3w \u015al\u0105skich', 'ul. Wo\u0142oska'], landmarks: ['obok \u017babki', 'naprzeciwko ko\u015bcio\u0142a'], post: ['02-515', '03-733', '01-156', '02-677'] },
    { town: 'Porto', areas: ['Bonfim', 'Paranhos', 'Campanh\u00e3', 'Ramalde', 'Cedofeita'], streets: ['Rua de Santa Catarina', 'Rua do Hero\u00edsmo', 'Avenida Fern\u00e3o de Magalh\u00e3es', 'Rua de Costa Cabral', 'Rua da Boavista'], landmarks: ['ao lado do Pingo Doce', 'em frente \u00e0 igreja'], post: ['4000-447', '4300-252', '4200-180', '4050-114'] },
    { town: 'Lyon', areas: ['Guilloti\u00e8re', 'Croix-Rousse', 'Vaise', 'Monplaisir', 'Gerland'], streets: ['Rue de Marseille', 'Grande Rue de la Croix-Rousse', 'Rue Marietton', 'Avenue des Fr\u00e8res Lumi\u00e8re', 'Avenue Jean Jaur\u00e8s'], landmarks: ['en face du Carrefour City', '\u00e0 c\u00f4t\u00e9 de la pharmacie'], post: ['69007', '69004', '69009', '69008'] },
    { town: 'K\u00f6ln', areas: ['Ehrenfeld', 'M\u00fclheim', 'Kalk', 'Nippes', 'Porz'], streets: ['Venloer Stra\u00dfe', 'Frankfurter Stra\u00dfe', 'Kalker Hauptstra\u00dfe', 'Neusser Stra\u00dfe', 'Keupstra\u00dfe'], landmarks: ['gegen\u00fcber vom REWE', 'neben der Moschee'], post: ['50823', '51063', '51103', '50733'] },
  ],
};

/** The EU towns by country. */
const EU_TOWN: Record<string, string> = { ES: 'Madrid', NL: 'Rotterdam', PL: 'Warszawa', PT: 'Porto', FR: 'Lyon', DE: 'K\u00f6ln' };

export interface Place8 {
  town: string;
  area: string;
  /** House number and street (or plot, stand or flat) as a structured register writes it. */
  line: string;
  landmark: string;
  post: string;
}

export function newPlace8(c: Ctx, j: Jurisdiction, country: string): Place8 {
  const towns = TOWNS8[j]!;
  const t = j === 'EU' ? towns.find((x) => x.town === EU_TOWN[country]) ?? c.pick(towns) : c.pick(towns);
  const street = c.pick(t.streets);
  const area = c.pick(t.areas);
  const n = c.int(1, 180);
  let line: string;
  if (j === 'ZA' && c.chance(0.4)) line = `Stand ${c.int(100, 9999)}, ${area} Ext ${c.int(1, 12)}`;
  else if (j === 'KE' && c.chance(0.4)) line = `Plot ${c.int(10, 999)}, ${street}`;
  else if (j === 'GB' && c.chance(0.4)) line = `Flat ${c.int(1, 9)}, ${n} ${street}`;
  else if (j === 'EU' && country === 'PL') line = `${street} ${n} m. ${c.int(1, 60)}`;
  else if (j === 'EU' && (country === 'DE' || country === 'NL' || country === 'ES')) line = `${street} ${n}`;
  else if (j === 'EU' && country === 'PT') line = `${street}, ${n}, ${c.int(1, 5)}.\u00ba Esq.`;
  else if (j === 'EU' && country === 'FR') line = `${n} ${street}`;
  else line = `${n} ${street}`;
  let post = '';
  if (j === 'GH') post = `${c.pick(t.post!)}-${c.int(100, 999)}-${c.int(1000, 9999)}`;
  else if (t.post) post = c.pick(t.post);
  return { town: t.town, area, line, landmark: c.pick(t.landmarks), post };
}

/** The address in one line as a structured register writes it. */
export function addressLine8(p: Place8, j: Jurisdiction): string {
  if (j === 'GH') return `${p.line}, ${p.area}, ${p.town} (${p.post})`;
  if (j === 'GB') return `${p.line}, ${p.area}, ${p.town} ${p.post}`;
  if (j === 'EU') return `${p.line}, ${p.post} ${p.town}`;
  if (j === 'ZA') return p.line.startsWith('Stand') ? `${p.line}, ${p.town}, ${p.post}` : `${p.line}, ${p.area}, ${p.town}, ${p.post}`;
  return `${p.line}, ${p.area}, ${p.town}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Phones: plans (country code, mobile prefixes, subscriber digits, trunk 0 or not) and the forms they arrive in.

export const PHONES8: Record<string, { cc: string; prefixes: readonly string[]; rest: number; trunk: boolean }> = {
  NG: { cc: '234', prefixes: ['803', '806', '813', '816', '703', '706', '805', '807', '815', '802', '808', '812', '901', '909'], rest: 7, trunk: true },
  KE: { cc: '254', prefixes: ['722', '723', '711', '712', '733', '735', '740', '757', '768', '790', '110', '115'], rest: 6, trunk: true },
  GH: { cc: '233', prefixes: ['24', '54', '55', '20', '50', '26', '27', '59'], rest: 7, trunk: true },
  ZA: { cc: '27', prefixes: ['82', '83', '72', '73', '76', '79', '84', '61', '71'], rest: 7, trunk: true },
  GB: { cc: '44', prefixes: ['7700900'], rest: 3, trunk: true },
  ES: { cc: '34', prefixes: ['612', '622', '655', '687', '711'], rest: 6, trunk: false },
  PT: { cc: '351', prefixes: ['912', '917', '926', '935', '963'], rest: 6, trunk: false },
  NL: { cc: '31', prefixes: ['6'], rest: 8, trunk: true },
  DE: { cc: '49', prefixes: ['151', '160', '170', '176', '152'], rest: 8, trunk: true },
  FR: { cc: '33', prefixes: ['6', '7'], rest: 8, trunk: true },
  PL: { cc: '48', prefixes: ['501', '602', '693', '784', '512'], rest: 6, trunk: false },
};

export function newPhone8(c: Ctx, country: string): string {
  const p = PHONES8[country]!;
  let s = '';
  for (let i = 0; i < p.rest; i++) s += String(c.int(0, 9));
  return p.cc + c.pick(p.prefixes) + s;
}

export const nsn8 = (full: string, country: string): string => full.slice(PHONES8[country]!.cc.length);

export type PhoneForm8 = 'e164' | 'intl-spaced' | 'national' | 'national-spaced' | 'cc-bare' | 'zero-lost' | 'scientific' | '00';
export const CLEAN_PHONE_FORMS8: readonly PhoneForm8[] = ['e164', 'intl-spaced', 'national', 'national-spaced', 'cc-bare', '00'];

function groups(s: string): string {
  if (s.length <= 4) return s;
  if (s.length === 10) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
  if (s.length === 9) return `${s.slice(0, 3)} ${s.slice(3, 6)} ${s.slice(6)}`;
  return `${s.slice(0, s.length - 6)} ${s.slice(-6, -3)} ${s.slice(-3)}`;
}

export function writePhone8(full: string, country: string, form: PhoneForm8): string {
  const p = PHONES8[country]!;
  const n = nsn8(full, country);
  const national = p.trunk ? `0${n}` : n;
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'intl-spaced':
      return `+${p.cc} ${groups(n)}`;
    case 'national':
      return national;
    case 'national-spaced':
      return p.trunk ? `0${groups(n)}` : groups(n);
    case 'cc-bare':
      return full;
    case '00':
      return `00${full}`;
    case 'zero-lost':
      // A spreadsheet read the national number as a number: the trunk 0 is gone.
      return n;
    case 'scientific': {
      // A spreadsheet showed the number with its country code in scientific notation (digits after the sixth lost).
      const d = full;
      const mant = `${d[0]}.${d.slice(1, 6)}`.replace(/0+$/, '').replace(/\.$/, '');
      return `${mant}E+${d.length - 1}`;
    }
  }
}

export const anyPhone8 = (c: Ctx, full: string, country: string): string => writePhone8(full, country, c.pick(CLEAN_PHONE_FORMS8));

// ---------------------------------------------------------------------------------------------------------------
// Identifiers.

export function luhnOk8(s: string): boolean {
  let sum = 0;
  [...s].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

/** South African ID: YYMMDD, gender digits (5000+ a man), citizenship 0, 8, Luhn check. */
export function saId8(c: Ctx, t: Ymd, sex: Sex): string {
  const g = sex === 'M' ? c.int(5000, 9999) : c.int(0, 4999);
  const body = `${String(t.y % 100).padStart(2, '0')}${String(t.m).padStart(2, '0')}${String(t.d).padStart(2, '0')}${String(g).padStart(4, '0')}08`;
  for (let k = 0; k <= 9; k++) if (luhnOk8(body + k)) return body + k;
  throw new Error('unreachable');
}

export function bsn8(c: Ctx): string {
  for (;;) {
    const s = String(c.int(1, 6)) + c.digits(9).slice(1);
    const sum = [...s].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0);
    if (sum % 11 === 0) return s;
  }
}

export function pesel8(c: Ctx, t: Ymd, sex: Sex): string {
  const mm = t.m + (t.y >= 2000 ? 20 : 0);
  const serial = c.int(0, 999);
  const sexDigit = sex === 'M' ? c.pick([1, 3, 5, 7, 9]) : c.pick([0, 2, 4, 6, 8]);
  const body = `${String(t.y % 100).padStart(2, '0')}${String(mm).padStart(2, '0')}${String(t.d).padStart(2, '0')}${String(serial).padStart(3, '0')}${sexDigit}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...body].reduce((a, ch, k) => a + Number(ch) * w[k]!, 0);
  return body + String((10 - (sum % 10)) % 10);
}

export const DNI_LETTERS8 = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni8(c: Ctx): string {
  const n = c.int(10000000, 79999999);
  return `${n}${DNI_LETTERS8[n % 23]}`;
}

/** Portuguese NIF: nine digits, the last a mod-11 check. */
export function nif8(c: Ctx): string {
  for (;;) {
    const body = c.pick(['1', '2']) + c.digits(8).slice(1);
    const sum = [...body].reduce((a, ch, k) => a + Number(ch) * (9 - k), 0);
    const r = 11 - (sum % 11);
    if (r >= 10) continue;
    return body + String(r);
  }
}

export function nino8(c: Ctx): string {
  return `${c.letters(1, 'ABCEGHJKLMNPRSTWXYZ')}${c.letters(1, 'ABCEGHJKLMNPRSTWXYZ')}${c.digits(6).replace(/^./, String(c.int(0, 9)))}${c.pick(['A', 'B', 'C', 'D'])}`;
}

/** UK driving licence number: surname (5, padded with 9), decade, month (+50 a woman), day, year digit, initials, 9, two check letters. */
export function ukLicence8(c: Ctx, surname: string, given: string, middle: string, t: Ymd, sex: Sex): string {
  const s = fold8(surname).toUpperCase().replace(/[^A-Z]/g, '');
  const sur = (s.startsWith('MAC') || s.startsWith('MC') ? s.replace(/^MAC|^MC/, 'MC') : s).slice(0, 5).padEnd(5, '9');
  const yy = String(t.y % 100).padStart(2, '0');
  const mm = String(t.m + (sex === 'F' ? 50 : 0)).padStart(2, '0');
  const init = (fold8(given)[0]! + (middle ? fold8(middle)[0]! : '9')).toUpperCase();
  return `${sur}${yy[0]}${mm}${String(t.d).padStart(2, '0')}${yy[1]}${init}9${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`;
}

/** A person's national identifier in the field name the jurisdiction's registers use for it. */
export function nationalId8(c: Ctx, country: string, t: Ymd, sex: Sex): { key: string; value: string } {
  switch (country) {
    case 'NG':
      return { key: 'nin', value: c.digits(11) };
    case 'KE':
      return { key: 'id_number', value: String(c.int(10000000, 39999999)) };
    case 'GH':
      return { key: 'ghana_card', value: `GHA-${c.digits(9)}-${c.int(0, 9)}` };
    case 'ZA':
      return { key: 'id_number', value: saId8(c, t, sex) };
    case 'GB':
      return { key: 'ni_number', value: nino8(c) };
    case 'ES':
      return { key: 'dni', value: dni8(c) };
    case 'NL':
      return { key: 'bsn', value: bsn8(c) };
    case 'PL':
      return { key: 'pesel', value: pesel8(c, t, sex) };
    case 'PT':
      return { key: 'nif', value: nif8(c) };
    default:
      // DE and FR: the identity card or passport number, nine characters.
      return { key: 'passport', value: `${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.letters(1, 'CFGHJKLMNPRTVWXYZ0123456789')}${c.digits(7)}` };
  }
}

export function passport8(c: Ctx, country: string): string {
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
    case 'ES':
      return `PA${c.digits(7)}`;
    case 'PT':
      return `C${c.digits(6)}`;
    case 'NL':
      return `N${c.letters(1, 'PRSTUVWX')}${c.letters(2, 'BCDFGHJKLNPRSTUVWXYZ')}${c.digits(5)}`;
    case 'PL':
      return `E${c.letters(1, 'ABCDEFGHJKLMN')}${c.digits(7)}`;
    default:
      return `${c.digits(2)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(5)}`;
  }
}

/** A driving licence number in the country's shape. */
export function licence8(c: Ctx, country: string, p: { surname: string; given: string; middle: string; dob: Ymd; sex: Sex }): string {
  switch (country) {
    case 'NG':
      return `${c.letters(3, 'ABDEFGIKLMNOPRSTY')}${c.digits(5)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${String(c.int(10, 99))}`;
    case 'KE':
      return `DL${c.digits(7)}`;
    case 'GH':
      return `${c.letters(1, 'ABCDEGKNPRTUVW')}${c.digits(2)}-${c.digits(6)}`;
    case 'ZA':
      return `${c.digits(4)}${c.digits(6)}${c.letters(2, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'GB':
      return ukLicence8(c, p.surname, p.given, p.middle, p.dob, p.sex);
    case 'NL':
      return c.digits(10);
    case 'PL':
      return `${c.digits(5)}/${String(c.int(10, 23))}/${c.digits(4)}`;
    case 'PT':
      return `P-${c.digits(7)} ${c.int(0, 9)}`;
    case 'FR':
      return c.digits(12);
    case 'DE':
      return `B${c.digits(3)}${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.digits(4)}${c.letters(1, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${c.int(0, 9)}`;
    default:
      return dni8(c);
  }
}

/** A vehicle plate in the country's shape. */
export function plate8(c: Ctx, country: string): string {
  const L = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  switch (country) {
    case 'NG':
      return `${c.pick(['LSR', 'KJA', 'APP', 'EKY', 'KAN', 'ONT', 'IBD', 'AGL'])} ${c.digits(3)} ${c.letters(2, L)}`;
    case 'KE':
      return `K${c.letters(2, 'ABCDEFGHJ')} ${c.digits(3)}${c.letters(1, L)}`;
    case 'GH':
      return `${c.pick(['GR', 'GT', 'AS', 'NR', 'GW', 'GN'])} ${c.digits(4)}-${c.pick(['19', '20', '21', '22', '23'])}`;
    case 'ZA':
      return c.chance(0.5) ? `${c.letters(2, L)} ${c.digits(2)} ${c.letters(2, L)} GP` : `${c.pick(['CA', 'CL', 'CY', 'ND', 'NU'])} ${c.digits(3)}-${c.digits(3)}`;
    case 'GB':
      return `${c.letters(2, L)}${c.pick(['15', '17', '18', '19', '20', '68', '69', '70', '71', '72'])} ${c.letters(3, L)}`;
    case 'ES':
      return `${c.digits(4)} ${c.letters(3, 'BCDFGHJKLMNPRSTVWXYZ')}`;
    case 'PT':
      return `${c.letters(2, L)}-${c.digits(2)}-${c.letters(2, L)}`;
    case 'NL':
      return `${c.letters(1, 'GHJKLNPRSTXZ')}-${c.digits(3)}-${c.letters(2, 'BDFGHJKNPRSTVXZ')}`;
    case 'FR':
      return `${c.letters(2, L)}-${c.digits(3)}-${c.letters(2, L)}`;
    case 'DE':
      return `K-${c.letters(2, L)} ${c.digits(4)}`;
    default:
      return `WA ${c.digits(5)}`;
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Names and their slips.

/** Diacritics and special letters folded to plain ASCII (ł, ß, ø, ı and ŝ-like letters included). */
export function fold8(s: string): string {
  return s
    .replace(/\u0142/g, 'l')
    .replace(/\u0141/g, 'L')
    .replace(/\u00df/g, 'ss')
    .replace(/\u0131/g, 'i')
    .replace(/\u0254/g, 'o')
    .replace(/\u0186/g, 'O')
    .replace(/\u025b/g, 'e')
    .replace(/\u0190/g, 'E')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** UTF-8 bytes of `s` read back as Windows-1252 (the commonest mojibake: José → JosÃ©, ł → Å‚; the five bytes 1252 leaves undefined pass through as C1 controls, as Windows does). */
export function mojibake(s: string): string {
  // Bytes 0x80–0x9f in Windows-1252; the five it leaves undefined stay C1 controls.
  const cp1252 = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';
  return [...Buffer.from(s, 'utf8')].map((b) => (b >= 128 && b <= 159 ? cp1252[b - 128]! : String.fromCharCode(b))).join('');
}

export const hasMarks = (s: string): boolean => fold8(s) !== s;

export function titleCase8(s: string): string {
  return s
    .split(' ')
    .map((w) => (w.length <= 3 && /^(van|der|den|de|du|le|la|da|dos|del|el)$/i.test(w) ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join(' ');
}

/** One letter keyed wrong: a neighbour on the keyboard, a doubled or dropped letter, two swapped. Always changes the word. */
export function slip8(c: Ctx, w: string): string {
  const near: Record<string, string> = { a: 's', s: 'a', e: 'r', r: 'e', i: 'o', o: 'i', n: 'm', m: 'n', u: 'y', t: 'r', l: 'k', k: 'l', d: 's', h: 'j', b: 'v', g: 'h', w: 'q', y: 'u', c: 'x', f: 'g', p: 'o', j: 'h', z: 'x', v: 'b', x: 'z', q: 'w' };
  for (let k = 0; k < 20; k++) {
    const i = c.int(1, Math.max(1, w.length - 1));
    const kind = c.int(0, 3);
    let out = w;
    if (kind === 0 && i < w.length) {
      const ch = w[i]!;
      const lower = ch.toLowerCase();
      const sub = near[lower];
      if (sub) out = w.slice(0, i) + (ch === lower ? sub : sub.toUpperCase()) + w.slice(i + 1);
    } else if (kind === 1 && w.length > 3 && i < w.length) out = w.slice(0, i) + w.slice(i + 1);
    else if (kind === 2 && i < w.length) out = w.slice(0, i) + w[i] + w.slice(i);
    else if (kind === 3 && i < w.length - 1) out = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (out !== w) return out;
  }
  return w + w[w.length - 1];
}

export interface Person8 {
  j: Jurisdiction;
  country: string;
  culture: string;
  sex: Sex;
  given: string;
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string;
  place: Place8;
  idKey: string;
  id: string;
}

export function cultureOf8(c: Ctx, j: Jurisdiction, muslim = false): readonly [string, string] {
  const all = PEOPLE8[j];
  const pool = muslim ? all.filter(([k]) => CULTURES8[k]!.muslim) : all;
  return c.pick(pool.length ? pool : all);
}

export function givenOf8(c: Ctx, culture: string, sex: Sex, not: readonly string[] = []): string {
  const list = (sex === 'M' ? CULTURES8[culture]!.male : CULTURES8[culture]!.female).filter((g) => !not.includes(g));
  return c.pick(list);
}

/** A Polish surname in the form of the bearer's sex (Kowalski / Kowalska, Zieliński / Zielińska); other cultures unchanged. */
export function surnameFor8(surname: string, sex: Sex, culture: string): string {
  if (culture !== 'polish') return surname;
  const male = surname.replace(/ska$/, 'ski').replace(/cka$/, 'cki').replace(/dzka$/, 'dzki');
  return sex === 'F' ? male.replace(/ski$/, 'ska').replace(/cki$/, 'cka').replace(/dzki$/, 'dzka') : male;
}

export interface NewPerson8 {
  culture?: string;
  country?: string;
  sex?: Sex;
  surname?: string;
  given?: string;
  dob?: Ymd;
  place?: Place8;
  phone?: string;
  muslim?: boolean;
}

export function newPerson8(c: Ctx, j: Jurisdiction, o: NewPerson8 = {}): Person8 {
  const [culture, country] = o.culture !== undefined ? [o.culture, o.country ?? (j === 'EU' ? 'NL' : j)] : cultureOf8(c, j, o.muslim);
  const sex = o.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const given = o.given ?? givenOf8(c, culture, sex);
  const middle = c.chance(0.55) ? givenOf8(c, culture, sex, [given]) : '';
  const surname = surnameFor8(o.surname ?? c.pick(CULTURES8[culture]!.surnames.filter((s) => s !== given)), sex, culture);
  const dob = o.dob ?? birth8(c, 1945, 2003);
  const id = nationalId8(c, country, dob, sex);
  return { j, country, culture, sex, given, middle, surname, dob, phone: o.phone ?? newPhone8(c, country), place: o.place ?? newPlace8(c, j, country), idKey: id.key, id: id.value };
}

/** A relative of `p` (one surname, one home), another given name, born `lo`–`hi` years from p (dir as birthApart8). */
export function relative8(c: Ctx, p: Person8, sex: Sex, lo: number, hi: number, dir: -1 | 0 | 1 = 0, keepPhone = false): Person8 {
  const dob = birthApart8(c, p.dob, lo, hi, dir);
  const q = newPerson8(c, p.j, { culture: p.culture, country: p.country, sex, surname: p.surname, dob, place: p.place, ...(keepPhone ? { phone: p.phone } : {}) });
  if (q.given === p.given || q.given === p.middle) q.given = givenOf8(c, p.culture, sex, [p.given, p.middle]);
  if (q.middle === p.given) q.middle = '';
  return q;
}

export const fullName8 = (p: Pick<Person8, 'given' | 'middle' | 'surname'>): string => [p.given, p.middle, p.surname].filter(Boolean).join(' ');
export const sexWord8 = (s: Sex, c: Ctx): string => (c.chance(0.5) ? s : s === 'M' ? 'Male' : 'Female');

/** An e-mail address at a common provider built from the name (a year or number at times). */
export function email8(c: Ctx, p: Person8): string {
  const g = fold8(p.given).toLowerCase().replace(/[^a-z]/g, '');
  const s = fold8(p.surname).toLowerCase().replace(/[^a-z]/g, '');
  const eu: Record<string, readonly string[]> = { DE: ['gmx.de', 'web.de', 'gmail.com'], NL: ['ziggo.nl', 'gmail.com', 'hotmail.com'], ES: ['gmail.com', 'hotmail.es'], PT: ['sapo.pt', 'gmail.com'], FR: ['orange.fr', 'free.fr', 'gmail.com'], PL: ['wp.pl', 'o2.pl', 'gmail.com'] };
  const dom = c.pick(p.j === 'EU' ? (eu[p.country] ?? ['gmail.com']) : p.j === 'GB' ? ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'btinternet.com'] : ['gmail.com', 'yahoo.com', 'outlook.com', 'ymail.com']);
  const local = c.pick([`${g}.${s}`, `${g}${s}`, `${g[0]}${s}`, `${s}.${g}`, `${g}_${s}${String(p.dob.y).slice(2)}`, `${g}${s}${c.int(1, 99)}`]);
  return `${local}@${dom}`;
}
