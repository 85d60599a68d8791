// Cultural spelling equivalents and short forms of names (data/name-equivalents.json), loaded and
// validated once. `groups`: a token maps to the id of its group, so Mohammed/Muhammad/Mohamed or
// Musa/Moses compare as the same name. `short_forms`: a full given name and its short, pet and
// day-name forms; a short form may stand for several full names, so these are a relation, not
// groups: two tokens are short forms of one name when they share a full name (a full name stands
// for its spelling group), e.g. Bob/Robert, Bob/Rob, Harry/Henry, Harry/Hal (Harold), Tunde/Babatunde.
import Type, { type Static } from 'typebox';
import { normaliseText } from '../normalise.js';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { quoteSafe } from '../../core/safeToken.js';
import { Phrase, VersionedFile } from '../../core/dataSchemas.js';

/** The schema of data/name-equivalents.json: spelling groups, and full name → its short forms. */
const NAME_EQUIVALENTS_SCHEMA = VersionedFile('service.name_equivalents.v1', {
  groups: Type.Array(Type.Array(Phrase, { minItems: 2 })),
  short_forms: Type.Record(Phrase, Type.Array(Phrase, { minItems: 1 })),
});

type EquivalentsFile = Static<typeof NAME_EQUIVALENTS_SCHEMA>;

const FILE = new URL('../data/name-equivalents.json', import.meta.url);
const NOT_ALNUM = /[^a-z0-9]/g;

/** Groups and short forms are written with the same normalisation the comparator applies to tokens. */
function token(raw: string): string {
  return normaliseText(raw).replace(NOT_ALNUM, '');
}

function loadGroups(data: EquivalentsFile, file: URL | string): Map<string, number> {
  const groupOf = new Map<string, number>();
  data.groups.forEach((group, i) => {
    group.forEach((raw, k) => {
      const name = token(raw);
      if (name === '') throw dataFileError(file, `/groups/${i}/${k}`, 'DF_NO_LETTER_OR_DIGIT');
      const seen = groupOf.get(name);
      if (seen !== undefined && seen !== i) throw dataFileError(file, `/groups/${i}/${k}`, 'DF_ALSO_IN_GROUP', { name: quoteSafe(name), group: seen });
      groupOf.set(name, i);
    });
  });
  return groupOf;
}

const DATA = loadDataFile(FILE, NAME_EQUIVALENTS_SCHEMA);
const GROUP_OF = loadGroups(DATA, FILE);

/** A full name's key in `groups`: its spelling group when it has one, else the name itself. */
function fullKeyIn(groups: ReadonlyMap<string, number>, name: string): string {
  const g = groups.get(name);
  return g === undefined ? `n:${name}` : `g:${g}`;
}

const fullKey = (name: string) => fullKeyIn(GROUP_OF, name);

function loadShortForms(data: EquivalentsFile, file: URL | string, groups: ReadonlyMap<string, number>): Map<string, ReadonlySet<string>> {
  const keysOf = new Map<string, Set<string>>();
  for (const [rawFull, shorts] of Object.entries(data.short_forms)) {
    const full = token(rawFull);
    if (full.length < 2) throw dataFileError(file, `/short_forms/${rawFull}`, 'DF_FULL_NAME_SHORT');
    shorts.forEach((raw, i) => {
      const short = token(raw);
      if (short.length < 2) throw dataFileError(file, `/short_forms/${rawFull}/${i}`, 'DF_SHORT_FORM_SHORT');
      if (short === full) throw dataFileError(file, `/short_forms/${rawFull}/${i}`, 'DF_REPEATS_FULL_NAME');
      const keys = keysOf.get(short) ?? new Set<string>();
      keys.add(fullKeyIn(groups, full));
      keysOf.set(short, keys);
    });
  }
  return keysOf;
}

/** Validates a parsed equivalents file (for the broken-copy test); a DataFileError names the file and the entry. */
export function validateNameEquivalents(raw: unknown, file: URL | string = FILE): void {
  const data = validateData(raw, NAME_EQUIVALENTS_SCHEMA, file);
  loadShortForms(data, file, loadGroups(data, file));
}

const SHORT_KEYS = loadShortForms(DATA, FILE, GROUP_OF);

/** True when two different tokens are recorded spellings of one name. */
export function areEquivalentNames(a: string, b: string): boolean {
  const ga = GROUP_OF.get(a);
  return ga !== undefined && ga === GROUP_OF.get(b);
}

/** True when one token is a short form of the other, or both are short forms of one full name. */
export function areShortForms(a: string, b: string): boolean {
  const sa = SHORT_KEYS.get(a);
  const sb = SHORT_KEYS.get(b);
  if (sa === undefined && sb === undefined) return false;
  const ka = fullKey(a);
  const kb = fullKey(b);
  if (sa?.has(kb) || sb?.has(ka)) return true;
  if (sa === undefined || sb === undefined) return false;
  for (const k of sa) if (sb.has(k)) return true;
  return false;
}

// Full names (spelling group or name) → the tables' tokens that are short forms of them, for initials.
let relativesIndex: Map<string, Set<string>> | undefined;

function relatives(): Map<string, Set<string>> {
  if (relativesIndex !== undefined) return relativesIndex;
  const byKey = new Map<string, Set<string>>();
  const add = (key: string, t: string) => {
    const set = byKey.get(key) ?? new Set<string>();
    set.add(t);
    byKey.set(key, set);
  };
  for (const t of tableTokens()) add(fullKey(t), t);
  for (const [short, keys] of SHORT_KEYS) for (const k of keys) add(k, short);
  relativesIndex = byKey;
  return byKey;
}

/**
 * The initials a given name may be written with: its own, its spellings' (Mohammed, Muhammad: m),
 * and those of the full names it is a short form of and of their other forms (Fred: f and a, for
 * Alfred; Bob: b and r, for Robert). An initial is how a register abbreviates the name the person
 * was registered under, which may be the full form of the name another register wrote short.
 */
export function nameInitials(t: string): ReadonlySet<string> {
  const out = new Set<string>([t[0] ?? '']);
  const index = relatives();
  const keys = new Set<string>([fullKey(t), ...(SHORT_KEYS.get(t) ?? [])]);
  for (const k of keys) {
    if (k.startsWith('n:')) out.add(k[2] ?? '');
    for (const r of index.get(k) ?? []) out.add(r[0]!);
  }
  out.delete('');
  return out;
}

let tokensOfTables: ReadonlySet<string> | undefined;

/** Every token the tables know (spellings, full names and short forms), built once. */
function tableTokens(): ReadonlySet<string> {
  if (tokensOfTables !== undefined) return tokensOfTables;
  const all = new Set<string>(GROUP_OF.keys());
  for (const k of SHORT_KEYS.keys()) all.add(k);
  for (const full of Object.keys(DATA.short_forms)) all.add(token(full));
  tokensOfTables = all;
  return all;
}

/** The token and each of its one-letter deletions (the keys of the near-token index). */
function deletions(t: string): string[] {
  const out = [t];
  for (let i = 0; i < t.length; i++) out.push(t.slice(0, i) + t.slice(i + 1));
  return out;
}

// Symmetric-deletion index of the tables' tokens: two words one substitution, swap, insertion or
// deletion apart share a key, so the tokens near a word are found without scanning the tables.
let nearIndex: Map<string, string[]> | undefined;

function near(): Map<string, string[]> {
  if (nearIndex !== undefined) return nearIndex;
  const index = new Map<string, string[]>();
  for (const t of tableTokens()) {
    for (const d of new Set(deletions(t))) {
      const list = index.get(d);
      if (list === undefined) index.set(d, [t]);
      else list.push(t);
    }
  }
  nearIndex = index;
  return index;
}

/** True when the token is a name the tables record (a spelling, a full name or a short form). */
export function isTableName(t: string): boolean {
  return tableTokens().has(t);
}

/**
 * The tables' tokens (other than the token itself) that may be one edit from it — a superset: the
 * caller checks the edit (comparators/keying.ts). Read-only.
 */
export function tableTokensNear(t: string): string[] {
  const index = near();
  const out = new Set<string>();
  for (const d of deletions(t)) for (const c of index.get(d) ?? []) if (c !== t) out.add(c);
  return [...out];
}

export const EQUIVALENT_NAME_COUNT = GROUP_OF.size;
export const SHORT_FORM_COUNT = SHORT_KEYS.size;
