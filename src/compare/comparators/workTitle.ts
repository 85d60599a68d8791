// The `title` comparator: titles of works (songs, albums, editions) that sources decorate with
// qualifiers in brackets or after a dash: "( feat . Nicki Minaj )", "[ Explicit ]", "( Deluxe
// Edition )", "- EP", "( Remastered )". The core title (brackets, "feat./ft./featuring/with ..." and a
// trailing "- Single/EP/Deluxe ..." removed) is compared word by word (placename's alignment, words
// read like product names: possessives joined). Qualifiers that mark another recording or arrangement
// of the work (remix, mix, live, acoustic, instrumental, ...) must agree: marked on one side only, or
// marked on both with different qualifier words (two remixes by different hands), halves the
// similarity, and so do different part numbers (Pt. 1 / Pt. 2, a sequel's II). Qualifiers that only
// label the release (explicit, clean, deluxe, album version, remastered, bonus track) are ignored:
// the recording is the same.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../../core/dataFile.js';
import { memoiseString } from '../../core/memo.js';
import { normaliseText } from '../normalise.js';
import { productWords } from './brand.js';
import { wordSetSimilarity } from './placeName.js';
import type { ComparatorResult, FieldValue } from './types.js';
import { asText } from './types.js';
import { VersionedFile } from '../../core/dataSchemas.js';

const BRACKETED = /[([{][^()[\]{}]*[)\]}]/g;
const FEATURING = /\s(?:feat|ft|featuring)\s*\.?\s.*$/;
const TRAILING_RELEASE = /\s[-–]\s*(?:single|ep|deluxe|remastered|bonus|explicit|clean)\b.*$/;
const Words = Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1, uniqueItems: true });
const FILE = new URL('../data/work-title-words.json', import.meta.url);

/** The schema of data/work-title-words.json (generic markers must be recording markers: checked after it). */
const WORK_TITLE_WORDS_SCHEMA = VersionedFile('service.work_title_words.v1', {
  recording_markers: Words,
  generic_markers: Words,
  release_words: Words,
  part_words: Words,
});

/** Validates a parsed word file; a DataFileError names the file and the entry. */
export function validateWorkTitleWords(raw: unknown, file: URL | string = FILE): Static<typeof WORK_TITLE_WORDS_SCHEMA> {
  return checked(validateData(raw, WORK_TITLE_WORDS_SCHEMA, file), file);
}

function checked(data: Static<typeof WORK_TITLE_WORDS_SCHEMA>, file: URL | string): Static<typeof WORK_TITLE_WORDS_SCHEMA> {
  data.generic_markers.forEach((w, i) => {
    if (!data.recording_markers.includes(w)) throw dataFileError(file, `/generic_markers/${i}`, 'DF_NOT_IN_LIST', { list: '/recording_markers' });
  });
  return data;
}

const WORDS = checked(loadDataFile(FILE, WORK_TITLE_WORDS_SCHEMA), FILE);
const RECORDING_MARKERS: ReadonlySet<string> = new Set(WORDS.recording_markers);
/** Markers that say only "another recording", not which one. */
const GENERIC_MARKERS: ReadonlySet<string> = new Set(WORDS.generic_markers);
const ROMAN = new Set(['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x']);
const PART_WORDS: ReadonlySet<string> = new Set(WORDS.part_words);
const RELEASE_WORDS: ReadonlySet<string> = new Set(WORDS.release_words);

interface Title {
  core: readonly string[];
  /** A bracketed qualifier marks another recording (remix, live, ...). */
  marked: boolean;
  /** Their words other than the markers (who remixed it, where it was recorded). */
  recording: readonly string[];
  /** Numbers of the core title (digits, and roman numerals after pt/part/vol): parts and sequels. */
  parts: string;
}

function partNumbers(words: readonly string[]): string {
  const out: string[] = [];
  words.forEach((w, i) => {
    if (/^[0-9]+$/.test(w) || (ROMAN.has(w) && i > 0 && PART_WORDS.has(words[i - 1]!))) out.push(ROMAN.has(w) ? String([...ROMAN].indexOf(w) + 1) : String(Number(w)));
  });
  return out.sort().join(' ');
}

export const readTitle: (value: string) => Title = memoiseString((value: string) => {
  let text = normaliseText(value);
  const qualifiers: string[] = [];
  const recording: string[] = [];
  let anyMarked = false;
  let anyMarkedInCore = false;
  // Nested brackets: peel the innermost first, a few levels deep.
  for (let i = 0; i < 3; i++) {
    const next = text.replace(BRACKETED, (m) => {
      qualifiers.push(m.slice(1, -1));
      return ' ';
    });
    if (next === text) break;
    text = next;
  }
  let core = productWords(text.replace(FEATURING, ' ').replace(TRAILING_RELEASE, ' '));
  // A marker closing the title itself ("We Dem Boyz Remix") qualifies it like a bracket would.
  if (core.length > 1 && RECORDING_MARKERS.has(core[core.length - 1]!) && core[core.length - 1] !== 'version') {
    anyMarkedInCore = true;
    core = core.slice(0, -1);
  }
  for (const q of qualifiers) {
    const words = productWords(q);
    const marked = words.some((w) => RECORDING_MARKERS.has(w)) && !(words.includes('version') && words.every((w) => w === 'version' || RELEASE_WORDS.has(w)));
    if (marked && !/^\s*(?:feat|ft|featuring|with)\b/.test(q.trim())) {
      anyMarked = true;
      recording.push(...words.filter((w) => !GENERIC_MARKERS.has(w)));
    }
  }
  const words = core.length > 0 ? core : productWords(value);
  return { core: words, marked: anyMarked || anyMarkedInCore, recording: Object.freeze(recording), parts: partNumbers(words) };
});

export function compareTitles(a: FieldValue, b: FieldValue): ComparatorResult | null {
  const ta = readTitle(asText(a));
  const tb = readTitle(asText(b));
  if (ta.core.length === 0 || tb.core.length === 0) return null;
  let s = wordSetSimilarity(ta.core, tb.core);
  const ra = ta.recording;
  const rb = tb.recording;
  if (ta.marked !== tb.marked || (ra.length > 0 && rb.length > 0 && wordSetSimilarity(ra, rb) < 0.5)) s *= 0.5;
  // Part 1 and Part 2, or a sequel and its original, are two works.
  if (ta.parts !== tb.parts) s *= 0.5;
  return { sim: s };
}
