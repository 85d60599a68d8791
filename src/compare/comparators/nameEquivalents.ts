// Cultural spelling equivalents of names (data/name-equivalents.json): a token maps to the id of its
// group, so Mohammed/Muhammad/Mohamed or Musa/Moses compare as the same name. Loaded and validated once.
import { readFileSync } from 'node:fs';
import { normaliseText } from '../normalise.js';

interface EquivalentsFile {
  schema: string;
  groups: string[][];
}

function load(): Map<string, number> {
  const file = 'data/name-equivalents.json';
  const data = JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as EquivalentsFile;
  if (data.schema !== 'service.name_equivalents.v1' || !Array.isArray(data.groups)) {
    throw new Error(`${file}: expected schema service.name_equivalents.v1 with a groups array`);
  }
  const groupOf = new Map<string, number>();
  data.groups.forEach((group, i) => {
    if (!Array.isArray(group) || group.length < 2) throw new Error(`${file}: group ${i} needs at least two names`);
    for (const raw of group) {
      if (typeof raw !== 'string' || raw.trim() === '') throw new Error(`${file}: group ${i} has an empty name`);
      // Groups are written with the same normalisation the comparator applies to tokens.
      const name = normaliseText(raw).replace(/[^a-z0-9]/g, '');
      const seen = groupOf.get(name);
      if (seen !== undefined && seen !== i) throw new Error(`${file}: ${name} is in groups ${seen} and ${i}`);
      groupOf.set(name, i);
    }
  });
  return groupOf;
}

const GROUP_OF = load();

/** Group id of a normalised name token, or undefined when the token belongs to no group. */
export function equivalenceGroup(token: string): number | undefined {
  return GROUP_OF.get(token);
}

/** True when two different tokens are recorded spellings of one name. */
export function areEquivalentNames(a: string, b: string): boolean {
  const ga = GROUP_OF.get(a);
  return ga !== undefined && ga === GROUP_OF.get(b);
}

export const EQUIVALENT_NAME_COUNT = GROUP_OF.size;
