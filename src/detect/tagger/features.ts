// Features of the sequence tagger, hashed into a fixed table (the "hashing trick"): each feature is a
// (template, value) pair mixed into a 32-bit hash whose top bits pick a row of the weight table. What a
// word says on its own (folded form, shape, affixes, name-lexicon strength, gazetteer kind, title,
// street word, general English's parts of speech for it (wordClasses.ts), Zulu/Xhosa noun-class prefix
// before a capital) is computed once per distinct word and cached; a position then adds its neighbours'
// forms, shapes and lexicon classes (window +-2, stopping at a line break at inference), sentence position and a few conjunctions, by integer
// mixing only (no string building per token).
// Hand-written: no library offers feature hashing over this project's lexicons.
import { foldKey } from '../../lexicon/fold.js';
import { findGazetteerPlaces, isEnglishWord, isNameTitle, lookupPlace, nameTokenStrength } from '../../lexicon/index.js';
import { isStreetWord } from '../../places/addressTokens.js';
import type { Tokens } from './tokens.js';
import { wordClass } from './wordClasses.js';
import { wordClusters } from './wordClusters.js';

/** Feature slots per token (unused slots hold -1). */
export const SLOTS = 52;
/** A word's own features: at most 23 (bias, own, 2 sentence, 14 neighbour and 12 position features fit the slots). */
const OWN_MAX = 23;

/** FNV-1a over UTF-16 code units. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes two 32-bit values (murmur3 finaliser over a combination). */
export function mix(a: number, b: number): number {
  let h = (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) + b) | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h >>> 0;
}

/** What one distinct word says on its own; cached. */
interface WordInfo {
  /** Hash of the folded form. */
  form: number;
  /** Hash of the compressed shape ("Xx", "X.X", "dd"). */
  shape: number;
  /** Lexicon class: name strength, place kind, title, street word, punctuation, digit. */
  lex: number;
  /** Its word cluster as a neighbour sees it (wordClusters.ts), or NO_CLUSTER / NOT_A_WORD. */
  cluster: number;
  /** Capitalised (first letter upper case). */
  upper: boolean;
  /** Template-mixed hashes of the word's own features. */
  own: Int32Array;
  /** Inference cache: this word's summed weights as itself, as each neighbour and at or after a sentence start (7 x labels), per weights table. */
  scores?: Float32Array;
  scoresOf?: object;
}

const STRENGTHS = ['strong', 'soft', 'verbLike', 'never', 'unknown', 'word'] as const;
const NOUN_CLASS = /^(?:u|um|umu|aba|ama|o|oka|ka|ku|no|ma|e|kwa|isi|si)(\p{Lu}[\p{L}\p{M}'’-]+)$/u;
const HAS_LETTER = /\p{L}/u;
const HAS_DIGIT = /\p{N}/u;
const UPPER_START = /^\p{Lu}/u;
const ALL_UPPER = /^[\p{Lu}\p{M}.'’-]+$/u;

function shapeOf(word: string, compress: boolean): string {
  let out = '';
  let last = '';
  for (const ch of word) {
    const c = /\p{Lu}/u.test(ch) ? 'X' : /\p{L}/u.test(ch) ? 'x' : /\p{N}/u.test(ch) ? 'd' : /\p{M}/u.test(ch) ? '' : ch;
    if (c === '' || (compress && c === last)) continue;
    out += c;
    last = c;
    if (out.length >= 8) break;
  }
  return out;
}

/** The lexicons' three separate answers about a word: name strength, place kind (0 none), title (1) or street word (2). */
function lexParts(word: string): [number, number, number] {
  const strength = STRENGTHS.indexOf(nameTokenStrength(word));
  const place = lookupPlace(word)[0];
  const kind = !place
    ? 0
    : place.kind === 'city'
      ? (place.population ?? 0) >= 100_000
        ? 1
        : 2
      : place.kind === 'country'
        ? 3
        : place.kind === 'region'
          ? 4
          : 5;
  return [strength, kind, isNameTitle(word) ? 1 : isStreetWord(word) ? 2 : 0];
}

/** A small integer class from the lexicons: name strength x place kind x title/street flags. */
function lexClass(word: string): number {
  if (!HAS_LETTER.test(word)) return HAS_DIGIT.test(word) ? 1 : 2;
  const [strength, kind, flag] = lexParts(word);
  return ((10 + strength) * 8 + kind) * 3 + flag;
}

const T = (name: string) => hashString(name);
const T_FORM = T('form');
const T_SHAPE = T('shape');
const T_LONGSHAPE = T('longshape');
const T_PRE = [T('p1'), T('p2'), T('p3'), T('p4')];
const T_SUF = [T('s1'), T('s2'), T('s3'), T('s4')];
const T_LEX = T('lex');
const T_STRENGTH = T('name-strength|cap');
const T_PLACEKIND = T('place-kind|cap');
const T_LEN = T('len');
const T_NC = T('nounclass');
const T_ENGLISH = T('english');
const T_CAPENG = T('cap-english');
const T_WC = T('word-class|cap');
const T_WC_FORMS = T('word-class|lower|title|cap');
const T_CLUSTER = [T('cluster0'), T('cluster1'), T('cluster2'), T('cluster3')];
/** Cluster values of a word the table lacks, of a token with no letter, and of the text's edge. */
const NO_CLUSTER = 0xffff;
const NOT_A_WORD = 0xfffe;
const EDGE = 0xfffd;

/**
 * A word's cluster features (word-clusters.json through wordClusters.ts: words used alike in general text,
 * so an unseen surname sits beside known surnames and an unlisted town beside towns): one hash per level,
 * coarse to fine, with one value at every level for a word the table lacks; and the value its neighbours at
 * -1 and +1 read (`neighbourHashes`), its middle level. Chosen on UNER dev folds over three training seeds:
 * LOC F1 +0.016, PER +0.006 (LOC +0.006 to +0.023 over two training seeds and three k-means seeds of the
 * table); the fine level crossed with capitals, neighbours at +-2 too, the word's own levels alone, a fourth
 * level (4,096), 50,000 or 200,000 words, and a second clustering beside the first did no better beyond the
 * seed spread.
 */
export function clusterHashes(word: string): { own: number[]; neighbour: number } {
  const levels = wordClusters(word) ?? [NO_CLUSTER, NO_CLUSTER, NO_CLUSTER];
  return { own: levels.map((c, l) => mix(T_CLUSTER[l]!, c)), neighbour: levels[1] ?? levels[0]! };
}

function computeInfo(word: string): WordInfo {
  const folded = foldKey(word) || word.toLowerCase();
  const upper = UPPER_START.test(word);
  const shape = shapeOf(word, true);
  const lex = lexClass(word);
  const own: number[] = [mix(T_FORM, hashString(folded)), mix(T_SHAPE, hashString(shape)), mix(T_LONGSHAPE, hashString(shapeOf(word, false))), mix(T_LEX, lex)];
  const chars = [...folded];
  for (let k = 1; k <= 4 && k < chars.length; k++) own.push(mix(T_PRE[k - 1]!, hashString(chars.slice(0, k).join(''))));
  for (let k = 1; k <= 4 && k < chars.length; k++) own.push(mix(T_SUF[k - 1]!, hashString(chars.slice(-k).join(''))));
  own.push(mix(T_LEN, Math.min(chars.length, 12)));
  const letters = HAS_LETTER.test(word);
  const english = letters && isEnglishWord(word);
  own.push(mix(T_ENGLISH, (english ? 1 : 0) * 4 + (upper ? 2 : 0) + (ALL_UPPER.test(word) ? 1 : 0)));
  if (upper && english) own.push(mix(T_CAPENG, hashString(folded)));
  if (letters) {
    // General English's parts of speech (wordClasses.ts) of the word as written, in lower case and
    // capitalised: a capitalised word English also writes as a common noun or verb ("Will", "Bill") is
    // less often a name than one only ever written as a proper noun ("Walmart"), and a lower-case word
    // that English writes capitalised ("hector") may be a name all the same.
    const exact = wordClass(word);
    const lowered = word.toLowerCase();
    const lower = lowered === word ? exact : wordClass(lowered);
    const title = wordClass(lowered.charAt(0).toUpperCase() + lowered.slice(1));
    own.push(mix(T_WC, hashString(`${exact}${upper ? '^' : ''}`)), mix(T_WC_FORMS, hashString(`${exact}|${lower}|${title}|${upper ? 1 : 0}`)));
    // Each lexicon's answer also on its own (with capitalisation), so a rare combination (a country that is
    // also a given name: "Israel", "Georgia") still draws on what each answer says.
    const [strength, kind] = lexParts(word);
    own.push(mix(T_STRENGTH, strength * 2 + (upper ? 1 : 0)), mix(T_PLACEKIND, kind * 2 + (upper ? 1 : 0)));
  }
  const clusters = letters ? clusterHashes(word) : undefined;
  if (clusters) own.push(...clusters.own);
  const nc = NOUN_CLASS.exec(word);
  if (nc) own.push(mix(T_NC, lexClass(nc[1]!)));
  return { form: hashString(folded), shape: hashString(shape), lex, cluster: clusters?.neighbour ?? NOT_A_WORD, upper, own: Int32Array.from(own) };
}

const CACHE_LIMIT = 50_000;
let cache = new Map<string, WordInfo>();

function info(word: string): WordInfo {
  let found = cache.get(word);
  if (found === undefined) {
    if (cache.size >= CACHE_LIMIT) cache = new Map();
    found = computeInfo(word);
    cache.set(word, found);
  }
  return found;
}

const BOUNDARY: WordInfo = { form: hashString('<s>'), shape: hashString('<s>'), lex: 0, cluster: EDGE, upper: false, own: new Int32Array(0) };

const T_FORM_AT = [T('form-2'), T('form-1'), T('form+1'), T('form+2')];
const T_SHAPE_AT = [T('shape-2'), T('shape-1'), T('shape+1'), T('shape+2')];
const T_LEX_AT = [T('lex-2'), T('lex-1'), T('lex+1'), T('lex+2')];
const T_CLUSTER_AT = [T('cluster-1'), T('cluster+1')];
const T_BIAS = T('bias');
const T_SENT = T('sent-shape');
const T_SENTLEX = T('sent-lex');
const T_NL = T('newline');
const T_LEXPAIR_L = T('lex-1|lex');
const T_LEXPAIR_R = T('lex|lex+1');
const T_FORM_SHAPE = T('form-1|shape');
const T_FORM_CLUSTER = T('form-1|cluster');
const T_SHAPE_FORM = T('shape|form+1');
const T_SENT_NEXT_SHAPE = T('sent|form+1|shape');
const T_CAPRUN = T('caprun');
const T_GAZ = T('gazetteer');
const T_GAZ_LEX = T('gazetteer|lex');
const T_SENTKIND_SHAPE = T('sentence-kind|shape');
const T_SENTKIND_LEX = T('sentence-kind|lex');

/** The word's shape and lexicon class at a sentence's start (sent 1) or inside it (0): word-level, so cached with the word. */
function sentenceHashes(w: WordInfo, sent: number): [number, number] {
  return [mix(T_SENT, mix(w.shape, sent)), mix(T_SENTLEX, mix(w.lex, sent))];
}

/** Position 0..3 = neighbour at -2, -1, +1, +2: the hashes of its form, shape and lexicon class there. */
function neighbourHashes(nb: WordInfo, d: number): number[] {
  const out = [mix(T_FORM_AT[d]!, nb.form), mix(T_SHAPE_AT[d]!, nb.shape), mix(T_LEX_AT[d]!, nb.lex)];
  // The word cluster of the neighbour at -1 and +1 only (clusterHashes; at +-2 too cost PER F1 on the dev folds).
  if (d === 1 || d === 2) out.push(mix(T_CLUSTER_AT[d - 1]!, nb.cluster));
  return out;
}

/** Multi-word gazetteer places over the tokens: 1 = first token, 2 = inside. */
function gazetteerMarks(text: string, tokens: Tokens): Uint8Array {
  const n = tokens.words.length;
  const gaz = new Uint8Array(n);
  const hits = findGazetteerPlaces(text);
  let t = 0;
  for (const h of hits) {
    while (t < n && tokens.starts[t]! < h.start) t++;
    for (let k = t; k < n && tokens.starts[k]! < h.end; k++) gaz[k] = k === t ? 1 : 2;
  }
  return gaz;
}

/**
 * What kind of sentence each token sits in: its length in words (1, 2, 3, 4-6, longer) and whether any
 * of its words is capitalised. A lone capitalised word is often a greeting or a signature ("Mike,");
 * in a sentence written all in lower case, capitals say nothing and the lexicons must speak instead.
 */
function sentenceKinds(tokens: Tokens, infos: readonly WordInfo[]): Uint8Array {
  const n = infos.length;
  const kinds = new Uint8Array(n);
  let from = 0;
  for (let t = 1; t <= n; t++) {
    if (t < n && !tokens.sentenceStart[t]) continue;
    let words = 0;
    let capital = 0;
    for (let k = from; k < t; k++) {
      if (infos[k]!.lex >= 10) words++;
      if (infos[k]!.upper) capital = 1;
    }
    const size = words <= 3 ? words : words <= 6 ? 4 : 5;
    kinds.fill(size * 2 + capital, from, t);
    from = t;
  }
  return kinds;
}

/**
 * Token j (at most two away from i) is in i's window. When `lines` is set (inference), the window stops at
 * a line break: a text of many lines (an e-mail, a letter, a thread, a list) is then read one line at a
 * time, as the tagger learnt its one-sentence training texts, and the last words of one line do not decide
 * the name that opens the next ("Thanks for the file.\nGreg,"); on UNER dev folds read one document at a
 * time, PER F1 0.780 -> 0.802 (seed 20261122). Training keeps the window across lines (`featurize`'s
 * default): its only line breaks are presidio-synth's inside addresses, and stopping there in training
 * too cost every seed about 0.01 PER F1 on the folds, as the text edge then comes to mean an address line.
 * Inside a line the window runs on over a full stop, as in training ("Drs. Ali", "P.S. Tom").
 */
function inWindow(tokens: Tokens, i: number, j: number, lines: boolean): boolean {
  if (j < 0 || j >= tokens.words.length) return false;
  if (lines) for (let k = Math.min(i, j) + 1; k <= Math.max(i, j); k++) if (tokens.newlineBefore[k]) return false;
  return true;
}

/** The features of a position that depend on more than one word (hashes, not yet reduced to rows). */
function positionHashes(tokens: Tokens, i: number, prev: WordInfo, w: WordInfo, next: WordInfo, gaz: number, kind: number, out: number[]): void {
  out.push(
    mix(T_NL, tokens.newlineBefore[i]!),
    mix(T_LEXPAIR_L, mix(prev.lex, w.lex)),
    mix(T_LEXPAIR_R, mix(w.lex, next.lex)),
    mix(T_FORM_SHAPE, mix(prev.form, w.shape)),
    mix(T_SHAPE_FORM, mix(w.shape, next.form)),
    mix(T_CAPRUN, (prev.upper ? 4 : 0) + (w.upper ? 2 : 0) + (next.upper ? 1 : 0)),
    mix(T_GAZ, gaz),
    mix(T_SENTKIND_SHAPE, mix(kind, w.shape)),
    mix(T_SENTKIND_LEX, mix(kind, w.lex)),
    // The word before crossed with this word's cluster (clusterHashes): a preposition, verb or title read with
    // the kind of word that follows it, so `in` + a word used like towns says place and `told` + a word used
    // like names says person, for words no lexicon lists, lower-case too. Session 31, chosen on the UNER dev
    // folds (auto PER 0.846 -> 0.850, LOC 0.832 =) and prose sets 1-16 (mean LOC F1 0.814 -> 0.816, PER 0.891 =).
    mix(T_FORM_CLUSTER, mix(prev.form, w.cluster)),
    // The sentence-start flag crossed with the next word and this word's shape: a sentence's first word read
    // with the word after it ("X and I went", "X, could you", "X is in the north"). `shape|form+1` alone
    // mixes an opener, whose capital says nothing, with a capitalised word inside a sentence, whose capital
    // says much; a linear model cannot split them without the cross. Session 32, chosen on the UNER dev
    // folds (auto PER 0.850 -> 0.852, LOC 0.832 -> 0.836; a second seed 0.846 -> 0.849, 0.831 -> 0.839) and
    // prose sets 1-17 (mean PER 0.890 -> 0.891, LOC 0.817 -> 0.818).
    mix(T_SENT_NEXT_SHAPE, mix(tokens.sentenceStart[i]!, mix(next.form, w.shape))),
  );
  if (gaz) out.push(mix(T_GAZ_LEX, mix(gaz, w.lex)));
}

/**
 * The feature ids of every token (training): `SLOTS` ids per token in one Int32Array (unused: -1).
 * `bits` is the size of the hashed table (2^bits rows); `lines`: the window stops at line breaks, as at
 * inference (`inWindow`; training leaves it off).
 */
export function featurize(text: string, tokens: Tokens, bits: number, lines = false): Int32Array {
  const n = tokens.words.length;
  const out = new Int32Array(n * SLOTS).fill(-1);
  const infos: WordInfo[] = new Array(n);
  for (let i = 0; i < n; i++) infos[i] = info(tokens.words[i]!);
  const gaz = gazetteerMarks(text, tokens);
  const kinds = sentenceKinds(tokens, infos);
  const shift = 32 - bits;
  const hashes: number[] = [];
  for (let i = 0; i < n; i++) {
    const w = infos[i]!;
    hashes.length = 0;
    hashes.push(T_BIAS);
    for (let k = 0; k < w.own.length && k < OWN_MAX; k++) hashes.push(w.own[k]! >>> 0);
    hashes.push(...sentenceHashes(w, tokens.sentenceStart[i]!));
    for (let d = 0; d < 4; d++) {
      const j = i + (d < 2 ? d - 2 : d - 1);
      hashes.push(...neighbourHashes(inWindow(tokens, i, j, lines) ? infos[j]! : BOUNDARY, d));
    }
    positionHashes(tokens, i, inWindow(tokens, i, i - 1, lines) ? infos[i - 1]! : BOUNDARY, w, inWindow(tokens, i, i + 1, lines) ? infos[i + 1]! : BOUNDARY, gaz[i]!, kinds[i]!, hashes);
    for (let k = 0; k < hashes.length; k++) out[i * SLOTS + k] = hashes[k]! >>> shift;
  }
  return out;
}

/** The weights a scorer reads: a row-major table of `labels` columns and 2^bits rows, times `scale`. */
export interface ScoreTable {
  bits: number;
  emission: ArrayLike<number>;
  scale: number;
}

function addRow(table: ScoreTable, hash: number, labels: number, into: Float32Array | Float64Array, at: number): void {
  const row = (hash >>> (32 - table.bits)) * labels;
  for (let l = 0; l < labels; l++) into[at + l]! += table.emission[row + l]!;
}

/** A word's summed weights as itself (block 0, bias included), as the neighbour at -2, -1, +1, +2 (blocks 1-4), and its sentence-position features inside a sentence and at its start (blocks 5, 6). */
function wordScores(table: ScoreTable, w: WordInfo, labels: number): Float32Array {
  if (w.scoresOf === table && w.scores) return w.scores;
  // Sums of a few dozen int16 weights are integers far below 2^24: exact in float32, at half the memory.
  const v = new Float32Array(7 * labels);
  if (w !== BOUNDARY) addRow(table, T_BIAS, labels, v, 0);
  for (let k = 0; k < w.own.length && k < OWN_MAX; k++) addRow(table, w.own[k]! >>> 0, labels, v, 0);
  for (let d = 0; d < 4; d++) for (const h of neighbourHashes(w, d)) addRow(table, h, labels, v, (d + 1) * labels);
  for (let sent = 0; sent < 2; sent++) for (const h of sentenceHashes(w, sent)) addRow(table, h, labels, v, (5 + sent) * labels);
  w.scores = v;
  w.scoresOf = table;
  return v;
}

/**
 * Emission scores of every token (inference): the same features as `featurize` with `lines`, but each word's own
 * and neighbour weights are summed once per distinct word and reused, so a token costs a few row reads.
 * Returns n x labels scores, already scaled.
 */
export function emissionScores(text: string, tokens: Tokens, table: ScoreTable, labels: number): Float64Array {
  const n = tokens.words.length;
  const out = new Float64Array(n * labels);
  const infos: WordInfo[] = new Array(n);
  for (let i = 0; i < n; i++) infos[i] = info(tokens.words[i]!);
  const gaz = gazetteerMarks(text, tokens);
  const kinds = sentenceKinds(tokens, infos);
  const boundary = wordScores(table, BOUNDARY, labels);
  const hashes: number[] = [];
  for (let i = 0; i < n; i++) {
    const at = i * labels;
    const own = wordScores(table, infos[i]!, labels);
    const sentBlock = (5 + tokens.sentenceStart[i]!) * labels;
    for (let l = 0; l < labels; l++) out[at + l] = own[l]! + own[sentBlock + l]!;
    for (let d = 0; d < 4; d++) {
      const j = i + (d < 2 ? d - 2 : d - 1);
      const nb = inWindow(tokens, i, j, true) ? wordScores(table, infos[j]!, labels) : boundary;
      const block = (d + 1) * labels;
      for (let l = 0; l < labels; l++) out[at + l]! += nb[block + l]!;
    }
    hashes.length = 0;
    positionHashes(tokens, i, inWindow(tokens, i, i - 1, true) ? infos[i - 1]! : BOUNDARY, infos[i]!, inWindow(tokens, i, i + 1, true) ? infos[i + 1]! : BOUNDARY, gaz[i]!, kinds[i]!, hashes);
    for (const h of hashes) addRow(table, h, labels, out, at);
    for (let l = 0; l < labels; l++) out[at + l]! *= table.scale;
  }
  return out;
}
