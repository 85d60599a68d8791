// Cultural spelling equivalents and short forms of names (data/name-equivalents.json), loaded and
// validated once. `groups`: a token maps to the id of its group, so Mohammed/Muhammad/Mohamed or
// Musa/Moses compare as the same name. `short_forms`: a full given name and its short, pet and
// day-name forms; a short form may stand for several full names, so these are a relation, not
// groups: two tokens are short forms of one name when they share a full name (a full name stands
// for its spelling group), e.g. Bob/Robert, Bob/Rob, Harry/Henry, Harry/Hal (Harold), Tunde/Babatunde.
import { readFileSync } from 'node:fs';
import { normaliseText } from '../normalise.js';
import { dataFileError } from '../../core/dataFile.js';

interface EquivalentsFile {
  schema: string;
  groups: string[][];
  short_forms?: Record<string, string[]>;
}

const FILE = 'data/name-equivalents.json';
const NOT_ALNUM = /[^a-z0-9]/g;

/** Groups and short forms are written with the same normalisation the comparator applies to tokens. */
function token(raw: string): string {
  return normaliseText(raw).replace(NOT_ALNUM, '');
}

function loadGroups(data: EquivalentsFile): Map<string, number> {
  if (data.schema !== 'service.name_equivalents.v1' || !Array.isArray(data.groups)) {
    throw dataFileError(FILE, '', `expected schema service.name_equivalents.v1 with a groups array`);
  }
  const groupOf = new Map<string, number>();
  data.groups.forEach((group, i) => {
    if (!Array.isArray(group) || group.length < 2) throw dataFileError(FILE, '', `group ${i} needs at least two names`);
    for (const raw of group) {
      if (typeof raw !== 'string' || raw.trim() === '') throw dataFileError(FILE, '', `group ${i} has an empty name`);
      const name = token(raw);
      const seen = groupOf.get(name);
      if (seen !== undefined && seen !== i) throw dataFileError(FILE, '', `${name} is in groups ${seen} and ${i}`);
      groupOf.set(name, i);
    }
  });
  return groupOf;
}

const DATA = JSON.parse(readFileSync(new URL(`../${FILE}`, import.meta.url), 'utf8')) as EquivalentsFile;
const GROUP_OF = loadGroups(DATA);

/** A full name's key: its spelling group when it has one, else the name itself. */
function fullKey(name: string): string {
  const g = GROUP_OF.get(name);
  return g === undefined ? `n:${name}` : `g:${g}`;
}

function loadShortForms(data: EquivalentsFile): Map<string, ReadonlySet<string>> {
  const forms = data.short_forms ?? {};
  if (forms === null || typeof forms !== 'object' || Array.isArray(forms)) throw dataFileError(FILE, '', `short_forms must map full names to lists`);
  const keysOf = new Map<string, Set<string>>();
  for (const [rawFull, shorts] of Object.entries(forms)) {
    const full = token(rawFull);
    if (full.length < 2) throw dataFileError(FILE, '', `short_forms has an empty full name ${JSON.stringify(rawFull)}`);
    if (!Array.isArray(shorts) || shorts.length === 0) throw dataFileError(FILE, '', `short_forms.${rawFull} needs at least one short form`);
    for (const raw of shorts) {
      if (typeof raw !== 'string' || token(raw).length < 2) throw dataFileError(FILE, '', `short_forms.${rawFull} has an empty or one-letter form`);
      const short = token(raw);
      if (short === full) throw dataFileError(FILE, '', `short_forms.${rawFull} lists itself`);
      const keys = keysOf.get(short) ?? new Set<string>();
      keys.add(fullKey(full));
      keysOf.set(short, keys);
    }
  }
  return keysOf;
}

const SHORT_KEYS = loadShortForms(DATA);

/** Group id of a normalised name token, or undefined when the token belongs to no group. */
export function equivalenceGroup(token: string): number | undefined {
  return GROUP_OF.get(token);
}

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

export const EQUIVALENT_NAME_COUNT = GROUP_OF.size;
export const SHORT_FORM_COUNT = SHORT_KEYS.size;
