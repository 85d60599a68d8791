// Person-name tokens from @faker-js/faker locales (MIT), for the name lexicon (src/lexicon/names.ts).
// Every locale whose names are written in a cased script (Latin, Greek, Cyrillic) is read, Cyrillic and
// Greek names also in a Latin spelling; multi-word names are split into words and lower-case particles
// ("van", "de la") are left to the detector.
// Output per token: in how many locales it occurs, and the African countries whose locale lists it.
// other-names.json: the people-names word list of @cspell/dict-people-names (MIT; ~39,000 given and
// family names, mostly of English-speaking countries, not told apart), only the tokens faker lacks:
// they make a word a known name (for its strength), never a given or a family name. Words that are
// also common English words ("Southern", "Well") or places the gazetteer knows ("Broomfield", "Montijo")
// are left out: the list cannot say which reading a text means, and faker's lists already carry the
// common names that are words.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { allLocales } from '@faker-js/faker';
import { foldKey } from '../src/lexicon/fold.js';
import { lookupPlace } from '../src/lexicon/gazetteer.js';
import { englishWords } from '../src/lexicon/stopWords.js';

// Joke/constructed locales carry no real population's names; Vietnamese syllables fold onto English words.
const SKIP = new Set(['base', 'en_BORK', 'eo', 'vi']);
const AFRICAN_LOCALE_COUNTRY: Record<string, string> = { en_NG: 'NG', yo_NG: 'NG', en_GH: 'GH', af_ZA: 'ZA', zu_ZA: 'ZA' };
const CASED_WORD = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}][\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{M}'’-]*$/u;
const UPPER = /^\p{Lu}/u;
const CONTRACTION_END = /['’](?:ll|s|d|re|ve|m|t)$/iu; // "We'll" is in the people-names list

interface Tally {
  locales: Map<string, Set<string>>;
  countries: Map<string, Set<string>>;
}

function tally(): Tally {
  return { locales: new Map(), countries: new Map() };
}

// Latin spellings of Cyrillic and Greek names as they appear in Latin-script documents (simple
// BGN/PCGN- and ELOT-like tables; one spelling each: "Yefremova", "Papadopoulos").
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', ђ: 'dj', е: 'e', ё: 'yo', є: 'ye', ж: 'zh', з: 'z', ѕ: 'dz', и: 'i', і: 'i',
  ї: 'yi', й: 'y', ј: 'j', к: 'k', ќ: 'kj', л: 'l', љ: 'lj', м: 'm', н: 'n', њ: 'nj', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  ћ: 'c', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', џ: 'dz', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu',
  я: 'ya', ѓ: 'gj',
};
const GREEK_PAIRS: Array<[string, string]> = [['ου', 'ou'], ['αι', 'ai'], ['ει', 'ei'], ['οι', 'oi'], ['μπ', 'mp'], ['ντ', 'nt'], ['γγ', 'ng'], ['γκ', 'gk'], ['αυ', 'av'], ['ευ', 'ev']];
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

/** Latin spelling of a Cyrillic or Greek word, capitalised; undefined for other scripts. */
export function romanise(word: string): string | undefined {
  // Cyrillic й and ё are letters of their own (no decomposition); Greek accents are dropped.
  let lower = word.normalize('NFC').toLowerCase();
  let out = '';
  if (/^[\p{Script=Cyrillic}'’-]+$/u.test(lower)) {
    for (const ch of lower) out += CYRILLIC[ch] ?? (/['’-]/.test(ch) ? ch : '');
  } else if (/^[\p{Script=Greek}\p{M}'’-]+$/u.test(lower)) {
    lower = lower.normalize('NFD').replace(/\p{M}+/gu, '');
    for (const [g, l] of GREEK_PAIRS) lower = lower.replaceAll(g, l);
    for (const ch of lower) out += GREEK[ch] ?? ch;
  } else return undefined;
  return out.length >= 2 && /^[a-z'’-]+$/.test(out) ? out[0]!.toUpperCase() + out.slice(1) : undefined;
}

function addName(t: Tally, value: string, locale: string): void {
  const words = value.split(/\s+/);
  for (const w of [...words]) {
    const latin = romanise(w);
    if (latin) words.push(latin);
  }
  for (const word of words) {
    // Particles are written in lower case ("van", "de"); only capitalised words are name tokens.
    if (!CASED_WORD.test(word) || !UPPER.test(word)) continue;
    const key = foldKey(word);
    if (key.length < 2) continue;
    const base = locale.split('_')[0]!;
    if (!t.locales.has(key)) t.locales.set(key, new Set());
    t.locales.get(key)!.add(base);
    const country = AFRICAN_LOCALE_COUNTRY[locale];
    if (country) {
      if (!t.countries.has(key)) t.countries.set(key, new Set());
      t.countries.get(key)!.add(country);
    }
  }
}

function lists(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  if (value && typeof value === 'object') return Object.values(value).flatMap(lists);
  return [];
}

function serialise(t: Tally, source: string): unknown {
  const names: Record<string, number> = {};
  const countries: Record<string, string> = {};
  for (const key of [...t.locales.keys()].sort()) {
    names[key] = t.locales.get(key)!.size;
    const c = t.countries.get(key);
    if (c) countries[key] = [...c].sort().join(' ');
  }
  return { source, fields: 'names: folded token -> number of faker languages listing it; countries: African locales listing it', names, countries };
}

/** The generated name files by file name. */
export function buildNameLexicons(): Record<string, unknown> {
  const given = tally();
  const family = tally();
  const used: string[] = [];
  for (const [locale, def] of Object.entries(allLocales)) {
    if (SKIP.has(locale)) continue;
    const person = (def as { person?: Record<string, unknown> }).person;
    if (!person) continue;
    const first = [...lists(person.first_name), ...lists(person.middle_name)];
    const last = lists(person.last_name);
    if (first.length + last.length === 0) continue;
    used.push(locale);
    for (const n of first) addName(given, n, locale);
    for (const n of last) addName(family, n, locale);
  }
  const source = `@faker-js/faker@10.6.0 person locales (MIT): ${used.join(' ')}`;
  return {
    'given-names.json': serialise(given, source),
    'family-names.json': serialise(family, source),
    'other-names.json': otherNames(new Set([...given.locales.keys(), ...family.locales.keys()])),
  };
}

/** The cspell people-names tokens (capitalised words) that faker does not list, folded and sorted. */
function otherNames(known: ReadonlySet<string>): { source: string; fields: string; names: string[] } {
  const require = createRequire(import.meta.url);
  // The package exports only its cspell settings; the word list sits beside them.
  const root = new URL('.', pathToFileURL(require.resolve('@cspell/dict-people-names/cspell-ext.json')));
  const file = new URL('dict/people-names.txt', root);
  const version = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { version: string }).version;
  const out = new Set<string>();
  const english = englishWords();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const word = line.trim();
    if (!UPPER.test(word) || !CASED_WORD.test(word) || CONTRACTION_END.test(word)) continue;
    const key = foldKey(word);
    if (key.length < 3 || known.has(key) || english.has(key) || lookupPlace(word).length > 0) continue;
    out.add(key);
  }
  return {
    source: `@cspell/dict-people-names@${version} dict/people-names.txt (MIT)`,
    fields: 'names: folded person-name tokens faker does not list (given or family, not told apart)',
    names: [...out].sort(),
  };
}
