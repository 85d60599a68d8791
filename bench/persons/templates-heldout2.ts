// Held-out set 2 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout2.jsonl, written by
// bench/persons/generate.ts with seed 2202).
//
// Author: an independent engineer of session s12-pset2 (issue 11), writing from their own knowledge of how
// real registers write people down — bank and mobile-money KYC files, civil and voter registers, hospital
// indexes, payroll, school and church rolls, refugee and social-grant registers, company registries — in
// Nigeria, Kenya, Ghana, South Africa, the United Kingdom (GB) and the European Union (ES, PT, NL, DE, FR,
// IT, GR, PL, RO).
// What the author read: issue 11; the exported `compare` signature and the FieldMap / CompareReceipt types of
// src/compare/index.ts; the person pack's field names, aliases and name-in-parts keys as the OpenAPI
// document shows them to a caller; the HTTP contract; bench/persons/generate.ts, bench/persons.ts and
// test/bench/persons-generate.test.ts; of bench/persons/records.ts only its types, `Ctx`'s methods and
// `JURISDICTIONS`; of templates-heldout1.ts only its header comment (to choose other cases than set 1's).
// What the author did NOT read: the rest of src/compare/ (packs, comparators, name and nickname tables,
// training), src/lexicon/, test/compare/, the README's comparison-accuracy and issue-11 paragraphs, set 1's
// data file and its name lists. The engine was never run on this set while it was written. Every name list,
// spelling convention, short form, place and identifier shape (records2.ts) is the author's own.
//
// Jurisdictions: NG, KE, GH, ZA, GB (the UK) and EU; every kind cycles through all six except
// same_gendered_surname_form (ZA, GB, EU: the diasporas whose surnames have a feminine form).
// Kinds, with what each reaches for that set 1 does not:
//   same_patronymic_chain          Hausa, Somali, northern-Ghanaian, Cape Malay, British Bangladeshi and
//                                  Maghrebi name chains written in another order or shortened; Muhammad
//                                  spellings, Md/Mst abbreviations, Ben/El/Al particles.
//   same_double_or_hyphenated_surname  Spanish/Portuguese double surnames reduced to one (Portuguese keep the
//                                  last, Spanish the first); hyphenated surnames kept, spaced or halved.
//   same_surname_particle          van der / von / de la / du / O' / Mc / wa / Dan written with the particle
//                                  cased, joined, abbreviated or moved after the surname.
//   same_christian_and_native_given  a Christian or English given name carried by one register only
//                                  (Emmanuel Kwame Mensah / Kwame Mensah), diasporas included.
//   same_spelling_convention       one name in two conventions: Yorùbá tone marks, Somali orthography
//                                  (Maxamed), Twi/Fante forms, Hausa -u endings, South Asian and Greek
//                                  transliterations, German ae/oe/ue/ss, Romanian comma-below vs cedilla.
//   same_partial_birth_date        one side knows only the year or the month (1978, 00/00/1978, 03/1978).
//   same_placeholder_birth_date    one register wrote 1 January of the right year for an unknown day.
//   same_po_box_and_street         a post-office box (or BFPO) on one side, the home on the other.
//   same_address_written_differently  one address with compound/estate names, abbreviations, unit forms.
//   same_sparse_name_phone / same_sparse_name_email  only a name (another form of it) and one contact.
//                                  The e-mails are one mailbox written differently (gmail dots,
//                                  googlemail.com, +tags, case).
//   same_postnominal_title         traditional, religious, professional and academic titles and
//                                  post-nominals in the name field (Chief (Dr) … SAN, Alhaji, Adv., MBE,
//                                  Dipl.-Ing., mr. drs.).
//   same_id_separators_check_letter  one id with and without separators, prefix, padding, key or check letter.
//   same_legacy_uppercase_export   a fixed-width, upper-case, ASCII export with upper-case column names and
//                                  forenames cut at ten letters.
//   same_initials_with_id          initials and surname only, beside the same id of one kind.
//   same_gendered_surname_form     Kowalska/Kowalski, Papadopoulou/Papadopoulos for one woman.
//   diff_siblings_close_names      siblings with look-alike given names at one address (Chidi/Chidera).
//   diff_mother_daughter_one_name  one full name, one address, a generation apart.
//   diff_cousins_one_compound      cousins on one family compound, often with one given name.
//   diff_common_name_two_towns     a common name and one birth year in two towns, other ids of one kind.
//   diff_namesake_grandparent      a grandchild named after a grandparent.
//   diff_person_and_trading_name   a sole trader or owner and the business record (contact and address
//                                  shared; the trade name often contains the owner's name: "… Ventures").
//   diff_guardian_id_on_child      a child's record carrying the parent's national id and phone.
//   diff_household_same_initial    two adults of one household written as one initial and surname.
//   diff_placeholder_dob_common_name  a common name, both born "1 January" of one year, other ids.
//   diff_lookalike_given_names     unrelated people of one surname and look-alike given names.
//   diff_partial_dob_conflict      a known birth year a generation away from the other's full date.
//   diff_shared_po_box             relatives who collect mail at one post-office box.
//   diff_double_surname_partial_overlap  one given name and first surname, another second surname.
//   diff_patronymic_reversed       father and son in a patronymic chain (Musa Ibrahim / Ibrahim Musa).
// Grain: `same` means the two records describe the same natural person; `different` means two natural people
// (a business is not a natural person). Labels are what a careful KYC analyst would say from the two records
// alone: a `same` pair always carries a name in some form and at least one more agreeing piece of evidence
// (birth date, phone, e-mail, id or home); a `different` pair always carries something that tells the two
// apart (another given or middle name, a birth date or year a generation away, another id of one kind,
// another sex, a business name). Pairs whose records would not let a careful reader decide are not written.
// Field names are the person pack's documented names and aliases (case as a caller writes them), so the set
// measures the classes above rather than field naming (set 1 measured that).
//
// Use: the lead reads it ONCE with `npm run bench:persons -- --set heldout2`, reports the figures, and from then
// on the set is development data (tune on it only after that first reading is recorded).
import type { Ctx, Jurisdiction, PersonRecord } from './records.js';
import {
  abbreviateStreet,
  type Address,
  ascii,
  birthDate,
  CAPE_MALAY,
  CHRISTIAN,
  CULTURES,
  countryOf,
  DATE_STYLES,
  type DateStyle,
  distantDate,
  formatAddress,
  fullName,
  GH_MUSLIM,
  type Ident,
  LOOKALIKE_GIVEN,
  MONTH_NAMES,
  MUHAMMAD,
  mobile,
  nationalId,
  newAddress,
  newPerson,
  PARTICLE_SURNAMES,
  type Person2,
  renamed,
  PHONE_STYLES,
  passportNo,
  personalEmail,
  placeOf,
  poBox,
  rec,
  type Sex,
  SHORT_FORMS,
  SPELLINGS,
  shortFormOf,
  surnameFor,
  UK_MUSLIM,
  writeDate,
  writePhone,
  type Ymd,
} from './records2.js';

export type Label = 'same' | 'different';

export interface Kind2 {
  kind: string;
  label: Label;
  pairs: number;
  /** The jurisdictions the kind cycles through (all six when absent). */
  jurisdictions?: readonly Jurisdiction[];
  make(c: Ctx, j: Jurisdiction): { a: PersonRecord; b: PersonRecord };
}

// ---------------------------------------------------------------- small helpers
/** Two different forms from a list. */
function two<T>(c: Ctx, xs: readonly T[]): [T, T] {
  const a = c.pick(xs);
  let b = c.pick(xs);
  for (let k = 0; k < 8 && b === a; k++) b = c.pick(xs);
  return [a, b];
}

const dates2 = (c: Ctx): [DateStyle, DateStyle] => two(c, DATE_STYLES);
const phones2 = (c: Ctx) => two(c, PHONE_STYLES);
const ph = (p: Person2, style: (typeof PHONE_STYLES)[number]) => writePhone(p.phone, p.country, style);
const idRec = (id: Ident, value = id.value): Record<string, string> => ({ [id.field]: value });
/** Words joined by one space, empty ones left out (a person without a middle name). */
const nm = (...xs: string[]): string => xs.filter((x) => x !== '').join(' ');

/** The family surname in the form a person of `sex` carries (Kowalski / Kowalska), from either form. */
function familySurname(culture: string, surname: string, sex: Sex): string {
  const cult = CULTURES[culture]!;
  let i = cult.surnames.indexOf(surname);
  if (i < 0 && cult.surnamesF) i = cult.surnamesF.indexOf(surname);
  return i < 0 ? surname : surnameFor(cult, sex, i);
}

/** A culture of the jurisdiction from a restricted list (falls back to any of the jurisdiction's). */
function cultureFrom(c: Ctx, j: Jurisdiction, wanted: Partial<Record<Jurisdiction, readonly string[]>>): string {
  const xs = wanted[j];
  return xs && xs.length > 0 ? c.pick(xs) : c.pick(['british']);
}

/** The jurisdictions' cultures whose national ids are unique to a person (not passports that are renewed). */
const ID_CULTURES: Record<Jurisdiction, readonly string[]> = {
  NG: ['hausa', 'igbo', 'yoruba'],
  KE: ['kikuyu', 'luo', 'kalenjin', 'somali'],
  GH: ['akan', 'ewe', 'ga'],
  ZA: ['nguni', 'sotho', 'afrikaans'],
  GB: ['british', 'irish', 'southAsian'],
  EU: ['spanish', 'dutch', 'polish', 'romanian', 'french', 'greek', 'portuguese'],
};

/** A given name of the culture that has a short form in the author's list, when there is one. */
function givenWithShortForm(c: Ctx, culture: string, sex: Sex): string | undefined {
  const cult = CULTURES[culture]!;
  const xs = cult[sex].filter((g) => SHORT_FORMS.some(([full]) => full === g));
  return xs.length > 0 ? c.pick(xs) : undefined;
}

/** A spelling variant of a word when the culture's conventions list one (else the word itself). */
function respell(c: Ctx, culture: string, word: string): string {
  const row = (SPELLINGS[culture] ?? []).find((r) => r.includes(word));
  if (!row) return word;
  const others = row.filter((w) => w !== word);
  return others.length > 0 ? c.pick(others) : word;
}

/** Another person's birth date in the same year (never one keystroke from this one: other month and day). */
function sameYearOther(c: Ctx, t: Ymd): Ymd {
  let m = c.int(1, 12);
  while (Math.abs(m - t.m) < 2) m = c.int(1, 12);
  return { y: t.y, m, d: c.int(1, 28) };
}

/** True when two four-digit years differ in at least two places (not one digit keyed wrong). */
function yearsFarApart(a: number, b: number): boolean {
  const x = String(a);
  const y = String(b);
  let n = 0;
  for (let i = 0; i < 4; i++) if (x[i] !== y[i]) n++;
  return n >= 2 && Math.abs(a - b) >= 6;
}

function generationApart(c: Ctx, t: Ymd, lo: number, hi: number): Ymd {
  for (;;) {
    const o = distantDate(c, t, lo, hi);
    if (yearsFarApart(o.y, t.y)) return o;
  }
}

// ---------------------------------------------------------------- SAME kinds
const samePatronymicChain: Kind2 = {
  kind: 'same_patronymic_chain',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const sex: Sex = c.chance(0.7) ? 'M' : 'F';
    let nameA: string;
    let nameB: string;
    if (j === 'NG' || j === 'KE' || j === 'GH') {
      // Given + father's name + grandfather's or family name; other registers keep two of the three, in
      // either order, and spell Muhammad their own way.
      const culture = j === 'NG' ? 'hausa' : 'somali';
      const pool = j === 'GH' ? GH_MUSLIM : CULTURES[culture]!;
      const fathers = j === 'GH' ? GH_MUSLIM.M : CULTURES[culture]!.M;
      const isMuhammad = sex === 'M' && c.chance(0.35);
      const [m1, m2] = two(c, MUHAMMAD);
      const given = isMuhammad ? m1 : c.pick(pool[sex]);
      const givenB = isMuhammad ? m2 : given;
      const father = c.pick(fathers.filter((f) => f !== given));
      const family = j === 'GH' ? c.pick(GH_MUSLIM.M.filter((f) => f !== father && f !== given)) : c.pick(CULTURES[culture]!.surnames.filter((f) => f !== father && f !== given));
      nameA = `${given} ${father} ${family}`;
      nameB = c.pick([`${family} ${givenB}`, `${givenB} ${family}`, `${givenB} ${father}`, `${family} ${givenB} ${father}`, `${givenB} ${father[0]}. ${family}`]);
    } else if (j === 'ZA') {
      const [own, arabic] = c.pick(CAPE_MALAY[sex]);
      // Men carry a second (father's or saint's) name; women mostly one given name.
      const second = sex === 'M' ? c.pick(CAPE_MALAY.M.filter(([o]) => o !== own))[0] : '';
      const surname = c.pick(CAPE_MALAY.surnames);
      nameA = nm(own, second, surname);
      nameB = c.pick([nm(arabic, second, surname), `${arabic} ${surname}`, `${own} ${surname}`]);
      if (nameB === nameA) nameB = `${surname}, ${own}`;
    } else if (j === 'GB') {
      if (sex === 'M') {
        const [full, abbr] = c.pick(UK_MUSLIM.prefixM);
        const mid = c.pick(UK_MUSLIM.M);
        const sur = c.pick(UK_MUSLIM.surnamesM);
        nameA = `${full} ${mid} ${sur}`;
        nameB = c.pick([`${abbr} ${mid} ${sur}`, `${mid} ${sur}`, `${c.pick(MUHAMMAD)} ${mid} ${sur}`]);
        if (nameB === nameA) nameB = `${abbr} ${mid} ${sur}`;
      } else {
        const [full, abbr] = c.pick(UK_MUSLIM.prefixF);
        const mid = c.pick(UK_MUSLIM.F);
        const sur = c.pick(UK_MUSLIM.surnamesF);
        nameA = `${full} ${mid} ${sur}`;
        nameB = c.pick([`${abbr} ${mid} ${sur}`, `${mid} ${sur}`]);
      }
    } else {
      // Maghrebi names in France, Spain and the Netherlands: Ben/El particles joined or dropped.
      const given = sex === 'M' && c.chance(0.5) ? c.pick(MUHAMMAD) : c.pick(CULTURES.arabic![sex]);
      const givenB = MUHAMMAD.includes(given as (typeof MUHAMMAD)[number]) ? c.pick(MUHAMMAD.filter((m) => m !== given)) : given;
      const root = c.pick(['Ali', 'Amrani', 'Haddad', 'Idrissi', 'Salah', 'Youssef', 'Aissa', 'Moussa']);
      const forms = c.pick([
        [`Ben ${root}`, `Ben${root.toLowerCase()}`, `Ben-${root}`],
        [`El ${root}`, `El${root.toLowerCase()}`, root],
        [`Al-${root}`, `Al ${root}`, root],
      ]);
      const [fa, fb] = two(c, forms);
      nameA = `${given} ${fa}`;
      nameB = `${givenB} ${fb}`;
    }
    const country = j === 'EU' ? c.pick(['FR', 'ES', 'NL']) : j === 'GB' ? 'GB' : j;
    const dob = birthDate(c);
    const phone = mobile(c, country);
    const id = nationalId(c, country, sex, dob);
    const a = rec({ name: nameA, dob: writeDate(dob, da), phone: writePhone(phone, country, pa), ...(c.chance(0.5) ? idRec(id) : {}) });
    const b = rec({ full_name: nameB, date_of_birth: writeDate(dob, db), mobile: writePhone(phone, country, pb) });
    return { a, b };
  },
};

const DOUBLE_SURNAME_WHERE: Partial<Record<Jurisdiction, readonly string[]>> = {
  NG: ['yoruba', 'igbo'],
  KE: ['kikuyu', 'luo'],
  GH: ['akan'],
  ZA: ['afrikaans', 'nguni'],
  GB: ['british'],
  EU: ['spanish', 'portuguese', 'spanish'],
};

const sameDoubleSurname: Kind2 = {
  kind: 'same_double_or_hyphenated_surname',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const culture = cultureFrom(c, j, DOUBLE_SURNAME_WHERE);
    const p = newPerson(c, j, { culture });
    const cult = CULTURES[culture]!;
    const s2 = c.pick(cult.surnames.filter((s) => s !== p.surname));
    const [da, db] = dates2(c);
    let nameA: string;
    let nameB: string;
    if (culture === 'spanish') {
      // Spanish: first surname is the father's and the one kept abroad and in short forms.
      nameA = nm(p.given, p.middle, p.surname, s2);
      nameB = c.pick([`${ascii(p.given)} ${ascii(p.surname)}`, `${p.given} ${p.surname}`, `${p.given} ${p.surname}-${s2}`, `${p.surname} ${s2}, ${p.given}`]);
    } else if (culture === 'portuguese') {
      // Portuguese: the last surname is the father's and the one kept in short forms.
      nameA = nm(p.given, p.middle, s2, p.surname);
      nameB = c.pick([`${p.given} ${p.surname}`, `${ascii(p.given)} ${ascii(p.surname)}`, `${p.given} ${s2} ${p.surname}`]);
    } else if (culture === 'afrikaans' && c.chance(0.6)) {
      const dbl = c.pick([['Jansen van Rensburg', 'van Rensburg', 'Jansen Van Rensburg'], ['Janse van Vuuren', 'van Vuuren', 'Janse Van Vuuren'], ['Smith-Botha', 'Botha', 'Smith Botha']]);
      const [fa, fb] = two(c, dbl);
      nameA = `${p.given} ${fa}`;
      nameB = `${p.given} ${fb}`;
    } else {
      const hy = `${p.surname}-${s2}`;
      nameA = `${p.given} ${hy}`;
      nameB = c.pick([`${p.given} ${p.surname} ${s2}`, `${p.given} ${s2}`, `${p.given} ${p.surname}${s2.toLowerCase()}`, `${p.given} ${p.surname}`]);
    }
    const extra = c.pick(['phone', 'email', 'id'] as const);
    const [pa, pb] = phones2(c);
    const a = rec({ name: nameA, dob: writeDate(p.dob, da), ...(extra === 'phone' ? { phone: ph(p, pa) } : extra === 'email' ? { email: p.email } : idRec(p.id)) });
    const b = rec({ name: nameB, birth_date: writeDate(p.dob, db), ...(extra === 'phone' ? { phone_number: ph(p, pb) } : extra === 'email' ? { email: p.email.toUpperCase() } : idRec(p.id)) });
    return { a, b };
  },
};

const PARTICLE_WHERE: Record<Jurisdiction, readonly string[]> = { NG: ['NG'], KE: ['KE'], GH: ['GH'], ZA: ['ZA'], GB: ['GB'], EU: ['NL', 'DE', 'FR', 'IT', 'PT'] };
const PARTICLE_CULTURE: Record<string, string> = { NG: 'hausa', KE: 'kikuyu', GH: 'akan', ZA: 'afrikaans', GB: 'irish', NL: 'dutch', DE: 'german', FR: 'french', IT: 'italian', PT: 'portuguese' };

const sameSurnameParticle: Kind2 = {
  kind: 'same_surname_particle',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const where = c.pick(PARTICLE_WHERE[j]);
    const culture = PARTICLE_CULTURE[where]!;
    const p = newPerson(c, j, { culture, country: j === 'EU' ? where : j });
    const forms = c.pick(PARTICLE_SURNAMES[where]!);
    const fa = forms[0]!;
    const fb = c.pick(forms.slice(1));
    // A surname written "Merwe, van der" already carries its comma: the given name goes after it.
    const write = (given: string, sur: string) => (sur.includes(',') ? `${sur.split(',')[0]}, ${given} ${sur.split(',')[1]!.trim()}` : `${given} ${sur}`);
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: write(p.given, fa), dob: writeDate(p.dob, da), phone: ph(p, pa), address: formatAddress(p.address) });
    const b = rec({ name: write(c.chance(0.3) ? p.given.toUpperCase() : p.given, fb), dob: writeDate(p.dob, db), ...(c.chance(0.5) ? { phone: ph(p, pb) } : { address: formatAddress(p.address, 'short') }) });
    return { a, b };
  },
};

const NATIVE_WHERE: Record<Jurisdiction, readonly string[]> = {
  NG: ['igbo', 'yoruba'],
  KE: ['kikuyu', 'luo', 'kalenjin'],
  GH: ['akan', 'ewe', 'ga'],
  ZA: ['nguni', 'sotho'],
  GB: ['yoruba', 'igbo', 'akan'],
  EU: ['akan', 'igbo', 'yoruba', 'kikuyu'],
};

const sameChristianAndNative: Kind2 = {
  kind: 'same_christian_and_native_given',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(NATIVE_WHERE[j]);
    // Diaspora: a Ghanaian or Nigerian in Leeds or Utrecht is written in the registers of where they live.
    const country = j === 'EU' ? c.pick(['NL', 'DE', 'IT', 'ES']) : j;
    const p = newPerson(c, j, { culture, country, address: newAddress(c, country) });
    const christian = c.pick(CHRISTIAN[p.sex]);
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const nameA = `${p.given} ${p.surname}`;
    const nameB = c.pick([`${christian} ${p.given} ${p.surname}`, `${christian} ${p.given} ${p.surname}`, `${p.surname} ${christian} ${p.given}`.toUpperCase(), `${christian} ${p.given[0]}. ${p.surname}`]);
    const a = rec({ name: nameA, dob: writeDate(p.dob, da), phone: ph(p, pa) });
    const other = c.pick(['phone', 'id', 'email'] as const);
    const b = rec({
      name: nameB,
      dob: writeDate(p.dob, db),
      ...(other === 'phone' ? { mobile: ph(p, pb) } : other === 'id' ? { phone: ph(p, pb), ...idRec(p.id) } : { email: personalEmail(c, country, christian, p.surname, p.dob.y), phone: ph(p, pb) }),
    });
    return { a, b };
  },
};

const SPELLING_WHERE: Record<Jurisdiction, readonly string[]> = {
  NG: ['yoruba', 'hausa'],
  KE: ['somali', 'luo'],
  GH: ['akan', 'ewe'],
  ZA: ['sotho', 'afrikaans'],
  GB: ['southAsian'],
  EU: ['greek', 'german', 'romanian'],
};

const sameSpellingConvention: Kind2 = {
  kind: 'same_spelling_convention',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(SPELLING_WHERE[j]);
    const rows = SPELLINGS[culture]!;
    const p = newPerson(c, j, { culture });
    // Put at least one name that has another spelling into the person; a second when the culture has one.
    const cult = CULTURES[culture]!;
    const surnames = p.sex === 'F' && cult.surnamesF ? cult.surnamesF : cult.surnames;
    const gRows = rows.filter((r) => cult[p.sex].includes(r[0]!));
    const sRows = rows.filter((r) => surnames.includes(r[0]!) && r[0] !== p.given);
    if (gRows.length === 0 && sRows.length === 0) throw new Error(`no spelling convention for ${culture} ${p.sex}`);
    const useGiven = gRows.length > 0 && (sRows.length === 0 || c.chance(0.6));
    const given = useGiven ? c.pick(gRows)[0]! : p.given;
    const surnameRows = sRows.filter((r) => r[0] !== given);
    const surname = surnameRows.length > 0 && (!useGiven || c.chance(0.4)) ? c.pick(surnameRows)[0]! : p.surname;
    let nameA = `${given} ${surname}`;
    let nameB = `${respell(c, culture, given)} ${respell(c, culture, surname)}`;
    if (nameB === nameA) throw new Error(`no other spelling of ${nameA}`);
    // The holder's own form is on either side.
    if (c.chance(0.5)) [nameA, nameB] = [nameB, nameA];
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: nameA, dob: writeDate(p.dob, da), phone: ph(p, pa), ...(c.chance(0.4) ? idRec(p.id) : {}) });
    const b = rec({ name: nameB, dob: writeDate(p.dob, db), ...(c.chance(0.5) ? { phone: ph(p, pb) } : { address: formatAddress(p.address) }) });
    if (!('phone' in b) && !('address' in a)) a.address = formatAddress(p.address, 'short');
    return { a, b };
  },
};

function partialDate(c: Ctx, t: Ymd): string {
  return c.pick([String(t.y), `00/00/${t.y}`, `${t.y}-00-00`, `${String(t.m).padStart(2, '0')}/${t.y}`, `${MONTH_NAMES[t.m - 1]} ${t.y}`, `${t.y}-${String(t.m).padStart(2, '0')}`, `c. ${t.y}`]);
}

const samePartialBirthDate: Kind2 = {
  kind: 'same_partial_birth_date',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const p = newPerson(c, j);
    const [pa, pb] = phones2(c);
    const other = c.pick(['phone', 'email', 'id'] as const);
    const a = rec({ name: fullName(p), dob: writeDate(p.dob, c.pick(DATE_STYLES)), phone: ph(p, pa), email: p.email, ...idRec(p.id) });
    const b = rec({
      name: c.chance(0.5) ? fullName(p, false) : fullName(p),
      dob: partialDate(c, p.dob),
      ...(other === 'phone' ? { phone: ph(p, pb) } : other === 'email' ? { email: p.email } : idRec(p.id)),
    });
    return { a, b };
  },
};

const samePlaceholderBirthDate: Kind2 = {
  kind: 'same_placeholder_birth_date',
  label: 'same',
  pairs: 24,
  make(c, j) {
    // Older people and refugees often have no recorded day: one register wrote 1 January of the year.
    let dob = birthDate(c, 1935, 1975);
    while (dob.m === 1 && dob.d === 1) dob = birthDate(c, 1935, 1975);
    const p = newPerson(c, j, { dob });
    const jan1: Ymd = { y: dob.y, m: 1, d: 1 };
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(p), dob: writeDate(jan1, da), ...idRec(p.id), phone: ph(p, pa), address: formatAddress(p.address, 'short') });
    const b = rec({ name: c.chance(0.5) ? fullName(p, false) : fullName(p), dob: writeDate(dob, db), ...idRec(p.id), phone: ph(p, pb) });
    return { a, b };
  },
};

const samePoBoxAndStreet: Kind2 = {
  kind: 'same_po_box_and_street',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const p = newPerson(c, j);
    const box = j === 'GB' && c.chance(0.5) ? `BFPO ${c.int(10, 999)}` : poBox(c, p.country, p.address.town);
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(p), dob: writeDate(p.dob, da), postal_address: box, phone: ph(p, pa) });
    const b = rec({ name: fullName(p, c.chance(0.5)), dob: writeDate(p.dob, db), home_address: formatAddress(p.address, c.chance(0.5) ? 'full' : 'short'), ...(c.chance(0.6) ? { phone: ph(p, pb) } : { email: p.email }) });
    return { a, b };
  },
};

function compoundName(c: Ctx, j: Jurisdiction, surname: string): string {
  switch (j) {
    case 'NG':
      return c.pick([`${surname} Compound`, `${surname} Family House`, `Plot ${c.int(1, 60)}, ${c.pick(['Trans-Amadi', 'Gwarinpa', 'Festac', 'Magodo'])} Estate`]);
    case 'KE':
      return c.pick([`${c.pick(['Kilimani', 'Riverside', 'Jamhuri', 'Tena'])} Estate`, `${surname} Homestead`]);
    case 'GH':
      return c.pick([`${surname} Family House`, `${c.pick(['Regimanuel', 'Devtraco', 'Adjiringanor'])} Estates`]);
    case 'ZA':
      return c.pick([`Stand ${c.int(100, 9999)}`, `${c.pick(['Lakeview', 'Silverlakes', 'Woodlands'])} Estate`]);
    case 'GB':
      return c.pick([`${c.pick(['Rose', 'Ivy', 'Orchard'])} Cottage`, `${c.pick(['Beech', 'Elm', 'Oak'])} House`]);
    default:
      return '';
  }
}

const sameAddressWritten: Kind2 = {
  kind: 'same_address_written_differently',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const p = newPerson(c, j);
    const addrA: Address = { ...p.address, compound: compoundName(c, j, p.surname) };
    const addrB: Address = { ...p.address, compound: c.chance(0.5) ? addrA.compound : '' };
    let a1 = formatAddress(addrA, 'full');
    let b1 = formatAddress(addrB, 'short');
    if (c.chance(0.3)) b1 = b1.toUpperCase();
    if (a1 === b1) b1 = abbreviateStreet(b1).toUpperCase();
    if (c.chance(0.3)) [a1, b1] = [b1, a1];
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(p), dob: writeDate(p.dob, da), address: a1 });
    const b = rec({ name: fullName(p, c.chance(0.5)), dob: writeDate(p.dob, db), residential_address: b1 });
    return { a, b };
  },
};

const SHORT_WHERE: Record<Jurisdiction, readonly string[]> = {
  NG: ['yoruba', 'igbo'],
  KE: ['kalenjin', 'somali', 'kikuyu'],
  GH: ['akan', 'ewe'],
  ZA: ['nguni', 'afrikaans', 'sotho'],
  GB: ['british', 'irish'],
  EU: ['polish', 'spanish', 'italian', 'greek', 'german'],
};

/** Another way to write a person's name that a careful reader still reads as that name. */
function otherNameForm(c: Ctx, p: Person2): string {
  const short = shortFormOf(p.given);
  if (short && c.chance(0.75)) return c.pick([`${short} ${p.surname}`, `${p.surname}, ${short}`, `${short} ${p.middle} ${p.surname}`.replace(/\s+/g, ' ')]);
  return c.pick([`${p.surname.toUpperCase()} ${p.given}`, `${p.surname}, ${p.given} ${p.middle}`.trim(), `${p.given} ${p.surname}`]);
}

const sameSparseNamePhone: Kind2 = {
  kind: 'same_sparse_name_phone',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const culture = c.pick(SHORT_WHERE[j]);
    const sex: Sex = c.chance(0.5) ? 'M' : 'F';
    const p = newPerson(c, j, { culture, sex });
    const g = givenWithShortForm(c, culture, sex);
    const q = g ? renamed(c, p, g) : p;
    const [pa, pb] = phones2(c);
    let nameB = otherNameForm(c, q);
    if (nameB === fullName(q)) nameB = `${q.surname} ${q.given}`;
    const a = rec({ name: fullName(q), phone: ph(q, pa) });
    const b = rec({ name: nameB, msisdn: ph(q, pb) });
    return { a, b };
  },
};

/** One mailbox written another way: Gmail ignores dots and reads googlemail.com as gmail.com; +tags; case. */
function sameMailbox(c: Ctx, email: string, country: string, surname: string): string {
  const [local, domain] = email.split('@') as [string, string];
  const forms: string[] = [`${local[0]!.toUpperCase()}${local.slice(1)}@${domain[0]!.toUpperCase()}${domain.slice(1)}`, `${local}+${c.pick(['bank', 'kyc', 'shop', 'work', 'loans'])}@${domain}`, email.toUpperCase()];
  if (domain === 'gmail.com') {
    // Gmail ignores dots in the local part: add one before the surname, or take them out.
    const slug = ascii(surname).toLowerCase().replace(/[^a-z]/g, '');
    const at = local.indexOf(slug);
    if (local.includes('.')) forms.push(`${local.replace(/\./g, '')}@gmail.com`);
    else if (at > 0) forms.push(`${local.slice(0, at)}.${local.slice(at)}@gmail.com`);
    if (country === 'GB' || country === 'DE') forms.push(`${local}@googlemail.com`);
  }
  return c.pick(forms);
}

const sameSparseNameEmail: Kind2 = {
  kind: 'same_sparse_name_email',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const culture = c.pick(SHORT_WHERE[j]);
    const sex: Sex = c.chance(0.5) ? 'M' : 'F';
    const p0 = newPerson(c, j, { culture, sex });
    const g = givenWithShortForm(c, culture, sex) ?? p0.given;
    const p = renamed(c, p0, g);
    if (c.chance(0.5)) p.email = p.email.replace(/@.*$/, '@gmail.com');
    const a = rec({ name: fullName(p), email: p.email });
    const b = rec({ name: otherNameForm(c, p), email_address: sameMailbox(c, p.email, p.country, p.surname) });
    if (b.name === a.name) b.name = `${p.surname}, ${p.given}`;
    return { a, b };
  },
};

const TITLES: Record<string, { pre: readonly string[]; preM?: readonly string[]; preF?: readonly string[]; post: readonly string[] }> = {
  NG: { pre: ['Chief', 'Dr.', 'Engr.', 'Arc.', 'Barr.', 'Hon.', 'Prof.', 'Chief (Dr.)', 'Pastor'], preM: ['Alhaji', 'Rev. Fr.', 'Mr.'], preF: ['Alhaja', 'Hajia', 'Mrs.', 'Lady'], post: ['SAN', 'mni', 'OON', 'MFR', 'FCA', 'FNSE', 'PhD', 'JP'] },
  KE: { pre: ['Hon.', 'Dr.', 'Prof.', 'Eng.', 'Bishop', 'Rev.', 'CPA'], preM: ['Mzee', 'Mr.'], preF: ['Mrs.', 'Ms.'], post: ['EGH', 'MBS', 'OGW', 'HSC', 'PhD'] },
  GH: { pre: ['Dr.', 'Rev.', 'Ing.', 'Hon.', 'Prof.', 'Lawyer', 'Osofo', 'Apostle'], preM: ['Mr.', 'Togbe'], preF: ['Mrs.', 'Madam', 'Maame'], post: ['FGA', 'PhD', 'FRCS', 'Esq.'] },
  ZA: { pre: ['Adv.', 'Dr', 'Prof.', 'Rev.', 'Ds.', 'Pastor'], preM: ['Mr', 'Ntate'], preF: ['Mrs', 'Ms', 'Mme'], post: ['SC', 'CA(SA)', 'Pr.Eng', 'MP'] },
  GB: { pre: ['Dr', 'Rev.', 'Prof.', 'Cllr', 'Lt Col', 'The Rev. Canon'], preM: ['Sir', 'Mr'], preF: ['Dame', 'Mrs', 'Ms', 'Miss'], post: ['MBE', 'OBE', 'KC', 'FRCS', 'MRCGP', 'FCA', 'JP', 'CBE', 'BEM'] },
  DE: { pre: ['Dr.', 'Prof. Dr.', 'Dipl.-Ing.', 'Dr. med.', 'Dr. rer. nat.'], preM: ['Herr'], preF: ['Frau'], post: ['M.A.', 'LL.M.'] },
  IT: { pre: ['dott.', 'Avv.', 'Ing.', 'Prof.', 'Arch.'], preF: ['dott.ssa', 'Sig.ra'], preM: ['Sig.'], post: [] },
  ES: { pre: ['Dr.', 'Lic.'], preM: ['D.', 'Don'], preF: ['Dña.', 'Doña'], post: [] },
  FR: { pre: ['Me', 'Dr', 'Pr'], preM: ['M.'], preF: ['Mme', 'Mlle'], post: [] },
  NL: { pre: ['mr.', 'drs.', 'ir.', 'dr.', 'mr. drs.', 'ing.'], post: ['MSc', 'MBA', 'RA'] },
  PL: { pre: ['dr', 'mgr inż.', 'prof. dr hab.', 'mgr'], post: [] },
  RO: { pre: ['Dr.', 'Ing.', 'Prof. univ. dr.', 'Ec.'], post: [] },
  GR: { pre: ['Dr.', 'Prof.'], post: ['PhD'] },
  PT: { pre: ['Dr.', 'Eng.º', 'Prof.'], preF: ['Dra.', 'Eng.ª'], post: [] },
};

const samePostnominalTitle: Kind2 = {
  kind: 'same_postnominal_title',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const p = newPerson(c, j);
    const t = TITLES[p.country] ?? TITLES.GR!;
    const pres = [...t.pre, ...((p.sex === 'M' ? t.preM : t.preF) ?? [])];
    const pre = c.pick(pres);
    const post = t.post.length > 0 && c.chance(0.6) ? c.pick(t.post) : '';
    const titled = `${pre} ${fullName(p, c.chance(0.5))}${post ? `, ${post}` : ''}`;
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const other = c.pick(['phone', 'email', 'id'] as const);
    const a = rec({ name: titled, dob: writeDate(p.dob, da), ...(other === 'phone' ? { phone: ph(p, pa) } : other === 'email' ? { email: p.email } : idRec(p.id)) });
    const b = rec({ name: c.chance(0.5) ? fullName(p) : `${p.given} ${p.surname}`, dob: writeDate(p.dob, db), ...(other === 'phone' ? { telephone: ph(p, pb) } : other === 'email' ? { email: p.email } : idRec(p.id)) });
    if (c.chance(0.5)) [a.name, b.name] = [b.name!, a.name!];
    return { a, b };
  },
};

/** The same identifier written another way: separators, a prefix, a pad, a key or check letter dropped, case. */
function idVariant(c: Ctx, country: string, id: Ident): string {
  const v = id.value;
  switch (country) {
    case 'NG':
      return c.pick([`${v.slice(0, 3)} ${v.slice(3, 7)} ${v.slice(7)}`, `${v.slice(0, 4)}-${v.slice(4, 8)}-${v.slice(8)}`, `NIN ${v}`]);
    case 'KE':
      return v.length === 7 ? c.pick([`0${v}`, `ID ${v}`]) : c.pick([`${v.slice(0, 2)} ${v.slice(2, 5)} ${v.slice(5)}`, `ID ${v}`, `ID NO. ${v}`]);
    case 'GH': {
      const digits = v.replace(/\D/g, '');
      return c.pick([`GHA${digits}`, `GHA ${digits.slice(0, 9)} ${digits.slice(9)}`, `${digits.slice(0, 9)}-${digits.slice(9)}`, v.toLowerCase()]);
    }
    case 'ZA':
      return c.pick([`${v.slice(0, 6)} ${v.slice(6, 10)} ${v.slice(10)}`, `${v.slice(0, 6)} ${v.slice(6, 10)} ${v.slice(10, 12)} ${v.slice(12)}`, `${v.slice(0, 6)}-${v.slice(6)}`]);
    case 'GB':
      return c.pick([`${v.slice(0, 2)} ${v.slice(2, 4)} ${v.slice(4, 6)} ${v.slice(6, 8)} ${v.slice(8)}`, v.slice(0, 8), `${v.slice(0, 2)}${v.slice(2, 8)} ${v.slice(8)}`.toLowerCase(), `${v.slice(0, 2)}-${v.slice(2, 8)}-${v.slice(8)}`]);
    case 'ES':
      return c.pick([`${v.slice(0, 8)}-${v.slice(8)}`, `${v.slice(0, 2)}.${v.slice(2, 5)}.${v.slice(5, 8)}-${v.slice(8)}`, v.slice(0, 8), v.toLowerCase()]);
    case 'NL':
      return c.pick([`${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`, `${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, `BSN ${v}`]);
    case 'PL':
      return c.pick([`${v.slice(0, 6)} ${v.slice(6)}`, `${v.slice(0, 6)}-${v.slice(6)}`]);
    case 'RO':
      return c.pick([`${v.slice(0, 1)} ${v.slice(1, 7)} ${v.slice(7)}`, `${v.slice(0, 7)}-${v.slice(7)}`]);
    case 'PT':
      return c.pick([`${v.slice(0, 3)} ${v.slice(3, 6)} ${v.slice(6)}`, `PT${v}`, `PT ${v}`]);
    case 'FR':
      return c.pick([`${v[0]} ${v.slice(1, 3)} ${v.slice(3, 5)} ${v.slice(5, 7)} ${v.slice(7, 10)} ${v.slice(10, 13)} ${v.slice(13)}`, v.slice(0, 13), `${v.slice(0, 13)} ${v.slice(13)}`]);
    case 'GR':
      return c.pick([`${v.slice(0, 6)} ${v.slice(6)}`, `${v.slice(0, 6)}-${v.slice(6)}`]);
    default:
      return c.pick([v.toLowerCase(), `${v.slice(0, 2)} ${v.slice(2)}`]);
  }
}

const sameIdSeparators: Kind2 = {
  kind: 'same_id_separators_check_letter',
  label: 'same',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const p = newPerson(c, j, { culture });
    let id = p.id;
    // Kenyan ids issued before the 8-digit series have 7 digits; other systems pad them with a zero.
    if (j === 'KE' && c.chance(0.5)) id = { ...id, value: id.value.slice(1) };
    let v = idVariant(c, p.country, id);
    if (v === id.value) v = `${id.value.slice(0, 3)} ${id.value.slice(3)}`;
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(p), dob: writeDate(p.dob, da), ...idRec(id) });
    const b = rec({ name: fullName(p, c.chance(0.5)), dob: writeDate(p.dob, db), ...idRec(id, v) });
    if (c.chance(0.5)) [a[id.field], b[id.field]] = [b[id.field]!, a[id.field]!];
    return { a, b };
  },
};

const sameLegacyExport: Kind2 = {
  kind: 'same_legacy_uppercase_export',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const p = newPerson(c, j);
    const cut = (s: string, n: number) => ascii(s).toUpperCase().replace(/[^A-Z' -]/g, '').slice(0, n).trim();
    const forenames = cut(`${p.given} ${p.middle}`, 10);
    const dobLegacy = c.pick([writeDate(p.dob, 'ddMONyy'), `${p.dob.y}${String(p.dob.m).padStart(2, '0')}${String(p.dob.d).padStart(2, '0')}`, writeDate(p.dob, 'dd.mm.yyyy')]);
    const [pa] = phones2(c);
    const other = c.pick(['phone', 'id'] as const);
    const a = rec({ first_name: p.given, middle_name: p.middle, last_name: p.surname, dob: writeDate(p.dob, 'iso'), phone: ph(p, pa), ...idRec(p.id) });
    const b = rec({
      SURNAME: cut(p.surname, 15),
      FORENAMES: forenames,
      DOB: dobLegacy,
      ...(other === 'phone' ? { TEL: writePhone(p.phone, p.country, 'national').replace(/\s/g, '') } : { [p.id.field.toUpperCase()]: p.id.value.toUpperCase() }),
      ...(c.chance(0.4) ? { ADDRESS: ascii(formatAddress(p.address, 'short')).toUpperCase() } : {}),
    });
    return { a, b };
  },
};

const sameInitialsWithId: Kind2 = {
  kind: 'same_initials_with_id',
  label: 'same',
  pairs: 24,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const p = newPerson(c, j, { culture });
    const init = (s: string) => (s === '' ? '' : `${s[0]}.`);
    const initials = `${init(p.given)}${init(p.middle)}`;
    const nameB = c.pick([`${initials} ${p.surname}`, `${p.surname} ${initials.replace(/\./g, '')}`, `${init(p.given)} ${p.surname}`, `${p.surname.toUpperCase()}, ${initials.replace(/\./g, ' ').trim()}`]);
    const [da] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(p), dob: writeDate(p.dob, da), ...idRec(p.id), phone: ph(p, pa) });
    const b = rec({ name: nameB, ...idRec(p.id), ...(c.chance(0.5) ? { phone: ph(p, pb) } : { gender: p.sex === 'M' ? 'Male' : 'Female' }) });
    return { a, b };
  },
};

const sameGenderedSurname: Kind2 = {
  kind: 'same_gendered_surname_form',
  label: 'same',
  pairs: 18,
  jurisdictions: ['ZA', 'GB', 'EU'],
  make(c, j) {
    const culture = c.pick(['polish', 'greek']);
    const cult = CULTURES[culture]!;
    const idx = c.pick([...cult.surnames.keys()].filter((i) => cult.surnames[i] !== cult.surnamesF![i]));
    const country = j === 'EU' ? c.pick(['PL', 'GR', 'DE', 'NL']) : j;
    const p = newPerson(c, j, { culture, sex: 'F', surname: surnameFor(cult, 'F', idx), country, address: newAddress(c, country) });
    const masc = cult.surnames[idx]!;
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(p, false), dob: writeDate(p.dob, da), phone: ph(p, pa), ...(c.chance(0.5) ? { passport: passportNo(c, culture === 'polish' ? 'PL' : 'GR') } : {}) });
    const b = rec({ given_name: p.given, family_name: masc, dob: writeDate(p.dob, db), ...(c.chance(0.5) ? { phone: ph(p, pb) } : { email: p.email, gender: 'F' }) });
    if (a.passport && c.chance(0.5)) b.passport = a.passport;
    return { a, b };
  },
};

// ---------------------------------------------------------------- DIFFERENT kinds
const diffSiblingsCloseNames: Kind2 = {
  kind: 'diff_siblings_close_names',
  label: 'different',
  pairs: 36,
  make(c, j) {
    const [g1, s1, g2, s2, culture] = c.pick(LOOKALIKE_GIVEN[j]);
    const a0 = newPerson(c, j, { culture, sex: s1 });
    const dobB = distantDate(c, a0.dob, 1, 9);
    const b0 = newPerson(c, j, { culture, sex: s2, surname: familySurname(culture, a0.surname, s2), dob: dobB, address: a0.address, country: a0.country });
    const A = renamed(c, a0, g1, a0.middle === g2 || a0.middle === g1 ? '' : a0.middle);
    const B = renamed(c, b0, g2, b0.middle === g1 || b0.middle === g2 ? '' : b0.middle);
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(A, c.chance(0.5)), dob: writeDate(A.dob, da), address: formatAddress(A.address), phone: ph(A, pa) });
    const b = rec({ name: fullName(B, c.chance(0.5)), dob: writeDate(B.dob, db), address: formatAddress(B.address, c.chance(0.5) ? 'full' : 'short'), phone: ph(B, pb) });
    return { a, b };
  },
};

const diffMotherDaughter: Kind2 = {
  kind: 'diff_mother_daughter_one_name',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const mother = newPerson(c, j, { sex: 'F', dob: birthDate(c, 1945, 1970) });
    let dobD = birthDate(c, mother.dob.y + 19, mother.dob.y + 34);
    while (!yearsFarApart(dobD.y, mother.dob.y)) dobD = birthDate(c, mother.dob.y + 19, mother.dob.y + 34);
    const daughter: Person2 = { ...newPerson(c, j, { sex: 'F', culture: mother.culture, dob: dobD, address: mother.address, country: mother.country }), given: mother.given, middle: c.chance(0.5) ? mother.middle : '', surname: mother.surname };
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const name = fullName(mother, false);
    const a = rec({ name, dob: writeDate(mother.dob, da), address: formatAddress(mother.address), phone: ph(mother, pa) });
    // Half the daughters' records give the mother's number as contact.
    const b = rec({ name: c.chance(0.6) ? name : fullName(daughter), dob: writeDate(daughter.dob, db), address: formatAddress(daughter.address, 'short'), phone: c.chance(0.5) ? ph(mother, pb) : ph(daughter, pb) });
    return { a, b };
  },
};

const diffCousinsCompound: Kind2 = {
  kind: 'diff_cousins_one_compound',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const a0 = newPerson(c, j, { sex: 'M' });
    const addr: Address = { ...a0.address, compound: compoundName(c, j, a0.surname) };
    const cult = CULTURES[a0.culture]!;
    const sex: Sex = c.chance(0.7) ? 'M' : 'F';
    const b0 = newPerson(c, j, { culture: a0.culture, sex, surname: a0.surname, dob: distantDate(c, a0.dob, 2, 12), address: addr, country: a0.country });
    // Cousins named after one grandfather share a given name and differ in the middle one.
    const shareGiven = sex === 'M' && c.chance(0.5);
    const A: Person2 = { ...a0, address: addr, middle: a0.middle || c.pick(cult.M) };
    let midB = c.pick(cult[sex]);
    const givenB = shareGiven ? A.given : b0.given;
    for (let k = 0; k < 12 && (midB === A.middle || midB === A.given || midB === givenB); k++) midB = c.pick(cult[sex]);
    const B = renamed(c, b0, givenB, midB);
    if (B.middle === A.middle || B.middle === B.given) B.middle = c.pick(CHRISTIAN[sex].filter((x) => x !== A.middle));
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(A), dob: writeDate(A.dob, da), address: formatAddress(A.address), phone: ph(A, 'national') });
    const b = rec({ name: fullName(B), dob: writeDate(B.dob, db), address: formatAddress(B.address, c.chance(0.5) ? 'full' : 'short'), phone: ph(B, 'national') });
    return { a, b };
  },
};

const diffCommonNameTwoTowns: Kind2 = {
  kind: 'diff_common_name_two_towns',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const cult = CULTURES[culture]!;
    const sex: Sex = c.chance(0.6) ? 'M' : 'F';
    const given = c.pick(cult[sex].slice(0, 4));
    let si = c.int(0, 3);
    while (cult.surnames[si] === given) si = c.int(0, 4);
    const surname = surnameFor(cult, sex, si);
    const country = countryOf(j, culture);
    const t1 = placeOf(c, country);
    let t2 = placeOf(c, country);
    for (let k = 0; k < 20 && t2.town === t1.town; k++) t2 = placeOf(c, country);
    const A = newPerson(c, j, { culture, sex, surname, country });
    const B = newPerson(c, j, { culture, sex, surname, country, dob: sameYearOther(c, A.dob) });
    A.given = given;
    B.given = given;
    A.address = newAddress(c, country, t1);
    B.address = newAddress(c, country, t2);
    const a = rec({ name: `${given} ${surname}`, dob: String(A.dob.y), address: formatAddress(A.address), ...idRec(A.id), phone: ph(A, 'national') });
    const b = rec({ name: `${given} ${surname}`, dob: writeDate(B.dob, c.pick(DATE_STYLES)), address: formatAddress(B.address), ...idRec(B.id), phone: ph(B, 'e164') });
    return { a, b };
  },
};

const diffNamesakeGrandparent: Kind2 = {
  kind: 'diff_namesake_grandparent',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const g = newPerson(c, j, { dob: birthDate(c, 1932, 1955) });
    const dob = birthDate(c, g.dob.y + 48, Math.min(2006, g.dob.y + 70));
    const k = newPerson(c, j, { culture: g.culture, sex: g.sex, surname: g.surname, dob, country: g.country, address: c.chance(0.5) ? g.address : undefined });
    const K = renamed(c, k, g.given, c.chance(0.5) ? g.middle : k.middle === g.given ? '' : k.middle);
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(g, c.chance(0.6)), dob: writeDate(g.dob, da), address: formatAddress(g.address), phone: ph(g, 'plus-spaced') });
    const b = rec({ name: fullName(K, c.chance(0.6)), dob: writeDate(K.dob, db), address: formatAddress(K.address, 'short'), ...(c.chance(0.5) ? { phone: ph(K, 'national') } : { email: K.email }) });
    return { a, b };
  },
};

function tradingName(c: Ctx, p: Person2): { name: string; tax: Record<string, string>; email: string } {
  const s = p.surname;
  const g = p.given;
  const slug = ascii(s).toLowerCase().replace(/[^a-z]/g, '');
  const d = (n: number) => String(c.int(10 ** (n - 1), 10 ** n - 1));
  switch (p.country) {
    case 'NG':
      return { name: c.pick([`${g} ${s} Ventures`, `${s} & Sons Nigeria Enterprises`, `${g} ${s} Global Resources Ltd`, `${p.sex === 'F' ? 'Mama' : 'Baba'} ${g} Foods`]), tax: { tin: `${d(8)}-0001` }, email: `info@${slug}ventures.com.ng` };
    case 'KE':
      return { name: c.pick([`${g} ${s} Enterprises`, `${s} General Merchants`, `${g} Hardware & Supplies`, `${s} & Sons Agencies`]), tax: { kra_pin: `P05${d(7)}${c.letters(1)}` }, email: `sales@${slug}enterprises.co.ke` };
    case 'GH':
      return { name: c.pick([`${g} ${s} Enterprise`, `${s} & Co. Trading`, `God Is Great ${s} Ventures`, `${g} ${s} Company Limited`]), tax: { tin: `C00${d(8)}` }, email: `${slug}enterprise@gmail.com` };
    case 'ZA':
      return { name: c.pick([`${g} ${s} Trading`, `${s} Holdings (Pty) Ltd`, `${s} Bros Construction CC`, `${g} ${s} Projects`]), tax: { tax_number: `9${d(9)}` }, email: `admin@${slug}trading.co.za` };
    case 'GB':
      return { name: c.pick([`${g} ${s} Plumbing & Heating`, `${s} & Daughters Ltd`, `${g}'s Hair Studio`, `${s} Building Services`]), tax: { tax_reference: `${d(5)} ${d(5)}` }, email: `enquiries@${slug}services.co.uk` };
    case 'PL':
      return { name: c.pick([`${s} Sp. z o.o.`, `Przedsiębiorstwo Budowlane ${s} Sp. j.`]), tax: { tax_id: `PL${d(10)}` }, email: `biuro@${slug}.pl` };
    case 'RO':
      return { name: c.pick([`${s} Construct S.R.L.`, `${s} & Co Impex S.R.L.`]), tax: { tax_id: `RO${d(8)}` }, email: `contact@${slug}.ro` };
    case 'ES':
      return { name: c.pick([`${s} e Hijos S.L.`, `Talleres ${s} S.L.`]), tax: { tax_id: `B${d(8)}` }, email: `info@${slug}.es` };
    case 'PT':
      return { name: `${s} & Filhos, Lda.`, tax: { nif: `5${d(8)}` }, email: `geral@${slug}.pt` };
    case 'NL':
      return { name: c.pick([`${s} Installatietechniek B.V.`, `${s} Klusbedrijf B.V.`]), tax: { tax_id: `NL${d(9)}B01` }, email: `info@${slug}.nl` };
    case 'DE':
      return { name: c.pick([`${s} Bau GmbH`, `Bäckerei ${s} GmbH`, `${s} & Partner GmbH`]), tax: { tax_id: `DE${d(9)}` }, email: `info@${slug}-bau.de` };
    case 'FR':
      return { name: c.pick([`SARL ${s}`, `Boulangerie ${s} SAS`, `${s} et Fils SAS`]), tax: { tax_id: `FR${d(11)}` }, email: `contact@${slug}.fr` };
    case 'IT':
      return { name: c.pick([`${s} S.r.l.`, `${s} & Figli S.n.c.`]), tax: { tax_id: `IT${d(11)}` }, email: `info@${slug}.it` };
    default:
      return { name: `${s} O.E.`, tax: { tax_id: `EL${d(9)}` }, email: `info@${slug}.gr` };
  }
}

const diffPersonAndTradingName: Kind2 = {
  kind: 'diff_person_and_trading_name',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const p = newPerson(c, j);
    const t = tradingName(c, p);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(p, c.chance(0.5)), dob: writeDate(p.dob, c.pick(DATE_STYLES)), phone: ph(p, pa), address: formatAddress(p.address), ...idRec(p.id) });
    const b = rec({ name: t.name, phone: ph(p, pb), address: formatAddress(p.address, c.chance(0.5) ? 'full' : 'short'), email: t.email, ...t.tax });
    return { a, b };
  },
};

const diffGuardianIdOnChild: Kind2 = {
  kind: 'diff_guardian_id_on_child',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const parent = newPerson(c, j, { culture, dob: birthDate(c, 1955, 1980) });
    const child0 = newPerson(c, j, { culture, surname: parent.surname, dob: birthDate(c, parent.dob.y + 20, Math.min(2006, parent.dob.y + 38)), country: parent.country, address: parent.address });
    let given = child0.given;
    for (let k = 0; k < 8 && given === parent.given; k++) given = c.pick(CULTURES[culture]![child0.sex]);
    if (given === parent.given) given = c.pick(CHRISTIAN[child0.sex]);
    const child = renamed(c, child0, given);
    const [da, db] = dates2(c);
    const [pa, pb] = phones2(c);
    const a = rec({ name: fullName(parent), dob: writeDate(parent.dob, da), ...idRec(parent.id), phone: ph(parent, pa), address: formatAddress(parent.address) });
    // The clerk copied the guardian's id (and often phone) into the child's record.
    const b = rec({ name: fullName(child), dob: writeDate(child.dob, db), ...idRec(parent.id), phone: c.chance(0.6) ? ph(parent, pb) : ph(child, pb), address: formatAddress(child.address, 'short') });
    return { a, b };
  },
};

const diffHouseholdSameInitial: Kind2 = {
  kind: 'diff_household_same_initial',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const cult = CULTURES[culture]!;
    const he = newPerson(c, j, { culture, sex: 'M' });
    const sheSurname = familySurname(culture, he.surname, 'F');
    const she0 = newPerson(c, j, { culture, sex: 'F', surname: sheSurname, dob: distantDate(c, he.dob, 2, 12), address: he.address, country: he.country });
    const initial = he.given[0]!;
    const fs = cult.F.filter((g) => g[0] === initial);
    const she = renamed(c, she0, fs.length > 0 ? c.pick(fs) : `${initial}${she0.given.slice(1)}`);
    // The initial-only form is what a household register or a utility bill carries.
    const nameOf = (p: Person2) => (cult.surnamesF ? `${p.given[0]}. ${p.surname}` : `${initial}. ${he.surname}`);
    const [da, db] = dates2(c);
    const a = rec({ name: nameOf(he), gender: c.pick(['M', 'Male']), dob: writeDate(he.dob, da), address: formatAddress(he.address), phone: ph(he, 'national') });
    const b = rec({ name: nameOf(she), sex: c.pick(['F', 'Female']), dob: writeDate(she.dob, db), address: formatAddress(she.address, 'short'), ...(c.chance(0.5) ? { phone: ph(she, 'e164') } : { email: she.email }) });
    return { a, b };
  },
};

const diffPlaceholderDobCommonName: Kind2 = {
  kind: 'diff_placeholder_dob_common_name',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const culture = c.pick(ID_CULTURES[j]);
    const cult = CULTURES[culture]!;
    const sex: Sex = c.chance(0.6) ? 'M' : 'F';
    const given = c.pick(cult[sex].slice(0, 5));
    let si = c.int(0, 4);
    while (cult.surnames[si] === given) si = c.int(0, 5);
    const surname = surnameFor(cult, sex, si);
    const y = c.int(1940, 1985);
    const jan1: Ymd = { y, m: 1, d: 1 };
    const A = newPerson(c, j, { culture, sex, surname, dob: jan1 });
    const B = newPerson(c, j, { culture, sex, surname, dob: jan1, country: A.country });
    const [da, db] = dates2(c);
    const a = rec({ name: `${given} ${surname}`, dob: writeDate(jan1, da), ...idRec(A.id), phone: ph(A, 'national'), address: formatAddress(A.address) });
    const b = rec({ name: `${given} ${surname}`, dob: writeDate(jan1, db), ...idRec(B.id), phone: ph(B, 'plus-spaced'), address: formatAddress(B.address) });
    return { a, b };
  },
};

const diffLookalikeGiven: Kind2 = {
  kind: 'diff_lookalike_given_names',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const [g1, s1, g2, s2, culture] = c.pick(LOOKALIKE_GIVEN[j]);
    const A0 = newPerson(c, j, { culture, sex: s1 });
    const B0 = newPerson(c, j, { culture, sex: s2, surname: familySurname(culture, A0.surname, s2), dob: sameYearOther(c, A0.dob), country: A0.country });
    const A = renamed(c, A0, g1);
    const B = renamed(c, B0, g2);
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(A, false), dob: writeDate(A.dob, da), ...idRec(A.id), phone: ph(A, 'national') });
    const b = rec({ name: fullName(B, false), dob: writeDate(B.dob, db), ...idRec(B.id), email: B.email });
    return { a, b };
  },
};

const diffPartialDobConflict: Kind2 = {
  kind: 'diff_partial_dob_conflict',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const A = newPerson(c, j);
    const B = newPerson(c, j, { culture: A.culture, sex: A.sex, surname: A.surname, dob: generationApart(c, A.dob, 11, 35), country: A.country });
    const name = fullName(A, c.chance(0.5));
    const [pa, pb] = phones2(c);
    const a = rec({ name, dob: partialDate(c, A.dob), phone: ph(A, pa), address: formatAddress(A.address) });
    const b = rec({ name, dob: writeDate(B.dob, c.pick(DATE_STYLES)), phone: ph(B, pb), ...(c.chance(0.5) ? { email: B.email } : { address: formatAddress(B.address, 'short') }) });
    return { a, b };
  },
};

const diffSharedPoBox: Kind2 = {
  kind: 'diff_shared_po_box',
  label: 'different',
  pairs: 24,
  make(c, j) {
    const A = newPerson(c, j);
    const cult = CULTURES[A.culture]!;
    const sexB: Sex = c.chance(0.5) ? 'M' : 'F';
    const B0 = newPerson(c, j, { culture: A.culture, sex: sexB, surname: familySurname(A.culture, A.surname, sexB), dob: distantDate(c, A.dob, 3, 30), country: A.country });
    let given = B0.given;
    for (let k = 0; k < 8 && given === A.given; k++) given = c.pick(cult[sexB]);
    const B = renamed(c, B0, given, B0.middle === A.middle || B0.middle === A.given ? '' : B0.middle);
    const box = poBox(c, A.country, A.address.town);
    const [da, db] = dates2(c);
    const a = rec({ name: fullName(A), dob: writeDate(A.dob, da), postal_address: box, phone: ph(A, 'national') });
    const b = rec({ name: fullName(B), dob: writeDate(B.dob, db), postal_address: c.chance(0.3) ? box.toUpperCase() : box, phone: ph(B, 'e164') });
    return { a, b };
  },
};

const diffDoubleSurnameOverlap: Kind2 = {
  kind: 'diff_double_surname_partial_overlap',
  label: 'different',
  pairs: 30,
  make(c, j) {
    const culture = cultureFrom(c, j, DOUBLE_SURNAME_WHERE);
    const cult = CULTURES[culture]!;
    const A = newPerson(c, j, { culture });
    const B = newPerson(c, j, { culture, sex: A.sex, surname: A.surname, dob: distantDate(c, A.dob, 2, 25), country: A.country });
    const [s2a, s2b] = two(c, cult.surnames.filter((s) => s !== A.surname));
    let nameA: string;
    let nameB: string;
    if (culture === 'spanish') {
      nameA = nm(A.given, A.middle, A.surname, s2a);
      nameB = nm(A.given, A.middle, A.surname, s2b);
    } else if (culture === 'portuguese') {
      // Portuguese: the mother's surname first, the father's last; here the last one differs.
      nameA = nm(A.given, A.middle, s2a, A.surname);
      nameB = nm(A.given, A.middle, s2b, A.surname);
    } else if (culture === 'afrikaans') {
      const [x, y] = two(c, ['Jansen van Rensburg', 'Janse van Vuuren', 'Jansen van Vuuren', 'Janse van Rensburg', 'Smith-Botha', 'Smith-Venter']);
      nameA = `${A.given} ${x}`;
      nameB = `${A.given} ${y}`;
    } else {
      nameA = `${A.given} ${A.surname}-${s2a}`;
      nameB = `${A.given} ${A.surname}-${s2b}`;
    }
    const [da, db] = dates2(c);
    const a = rec({ name: nameA, dob: writeDate(A.dob, da), phone: ph(A, 'national'), address: formatAddress(A.address) });
    const b = rec({ name: nameB, dob: writeDate(B.dob, db), phone: ph(B, 'e164'), ...(c.chance(0.5) ? { email: B.email } : {}) });
    return { a, b };
  },
};

const diffPatronymicReversed: Kind2 = {
  kind: 'diff_patronymic_reversed',
  label: 'different',
  pairs: 30,
  make(c, j) {
    // Father "Ibrahim Musa" (Ibrahim, son of Musa) names his son after his own father: "Musa Ibrahim".
    let x: string;
    let y: string;
    let family = '';
    if (j === 'NG') [x, y] = two(c, CULTURES.hausa!.M);
    else if (j === 'KE') [x, y] = two(c, CULTURES.somali!.M);
    else if (j === 'GH') [x, y] = two(c, GH_MUSLIM.M);
    else if (j === 'ZA') {
      [x, y] = two(c, CAPE_MALAY.M.map(([own]) => own));
      family = c.pick(CAPE_MALAY.surnames);
    } else if (j === 'GB') {
      [x, y] = two(c, UK_MUSLIM.M);
      family = c.pick(UK_MUSLIM.surnamesM);
    } else [x, y] = two(c, CULTURES.arabic!.M);
    if (j === 'EU') family = c.pick(CULTURES.arabic!.surnames);
    if (j === 'GB') family = c.pick(UK_MUSLIM.surnamesM.filter((f) => !x.includes(f) && !y.includes(f)));
    const country = j === 'EU' ? c.pick(['FR', 'ES', 'NL']) : j;
    const fatherDob = birthDate(c, 1940, 1968);
    const sonDob = birthDate(c, fatherDob.y + 20, Math.min(2004, fatherDob.y + 40));
    const address = newAddress(c, country);
    const sameHome = c.chance(0.5);
    const [da, db] = dates2(c);
    const father = `${x} ${y}${family ? ` ${family}` : ''}`;
    const son = `${y} ${x}${family ? ` ${family}` : ''}`;
    const a = rec({ name: father, dob: writeDate(fatherDob, da), phone: writePhone(mobile(c, country), country, 'national'), address: formatAddress(address) });
    const b = rec({ name: son, dob: writeDate(sonDob, db), phone: writePhone(mobile(c, country), country, 'e164'), address: formatAddress(sameHome ? address : newAddress(c, country), 'short') });
    return c.chance(0.5) ? { a, b } : { a: b, b: a };
  },
};

export const HELDOUT2_KINDS: readonly Kind2[] = [
  samePatronymicChain,
  sameDoubleSurname,
  sameSurnameParticle,
  sameChristianAndNative,
  sameSpellingConvention,
  samePartialBirthDate,
  samePlaceholderBirthDate,
  samePoBoxAndStreet,
  sameAddressWritten,
  sameSparseNamePhone,
  sameSparseNameEmail,
  samePostnominalTitle,
  sameIdSeparators,
  sameLegacyExport,
  sameInitialsWithId,
  sameGenderedSurname,
  diffSiblingsCloseNames,
  diffMotherDaughter,
  diffCousinsCompound,
  diffCommonNameTwoTowns,
  diffNamesakeGrandparent,
  diffPersonAndTradingName,
  diffGuardianIdOnChild,
  diffHouseholdSameInitial,
  diffPlaceholderDobCommonName,
  diffLookalikeGiven,
  diffPartialDobConflict,
  diffSharedPoBox,
  diffDoubleSurnameOverlap,
  diffPatronymicReversed,
];
