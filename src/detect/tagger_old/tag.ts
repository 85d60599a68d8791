// Runs the tagger over a text: tokens, features, Viterbi per sentence, BIO labels to entity spans.
// A person span is widened over the initials and then the titles and honorifics right before it
// ("Mr L.-E. Pettiti", "Lord Justice Darby", "Alhaji"), so the whole way a person is addressed is one finding.
import { isNameTitle } from '../../lexicon/index.js';
import { emissionScores } from './features.js';
import { decode, ENTITY_TYPES, type EntityType, L, type TaggerWeights } from './model.js';
import { tokenize } from './tokens.js';

export interface TaggedSpan {
  type: EntityType;
  /** UTF-16 offsets. */
  start: number;
  end: number;
}

let labels = new Uint8Array(1024);
/** Initials (a capital and a dot, maybe hyphenated) ending right before a name, after a non-letter. */
const INITIALS_BEFORE = /(?<![\p{L}\p{M}])(?:\p{Lu}\.[-‐]?[ \t]?)+$/u;

export function tagText(weights: TaggerWeights, text: string): TaggedSpan[] {
  const tokens = tokenize(text);
  const n = tokens.words.length;
  if (n === 0) return [];
  const emit = emissionScores(text, tokens, weights, L);
  if (labels.length < n) labels = new Uint8Array(n * 2);
  let from = 0;
  for (let t = 1; t <= n; t++) {
    if (t === n || tokens.sentenceStart[t]) {
      decode(weights, emit, from, t - from, labels, from);
      from = t;
    }
  }
  const out: TaggedSpan[] = [];
  let open: TaggedSpan | null = null;
  for (let t = 0; t < n; t++) {
    const l = labels[t]!;
    if (l === 0) {
      open = null;
      continue;
    }
    const type = ENTITY_TYPES[(l - 1) >> 1]!;
    if (l % 2 === 1 || open === null || open.type !== type) {
      open = { type, start: tokens.starts[t]!, end: tokens.ends[t]! };
      if (type === 'PER') open.start = titleStart(tokens.words, tokens.starts, tokens.ends, t, text);
      out.push(open);
    } else open.end = tokens.ends[t]!;
  }
  return out;
}

/** Start of the titles right before token `t` (each optionally with its dot, one space apart), or the token's own start. */
function titleStart(words: readonly string[], starts: Int32Array, ends: Int32Array, t: number, text: string): number {
  let start = starts[t]!;
  // Initials right before the name belong to it ("L.-E. Pettiti", "F. A. Adeyemi").
  const initials = INITIALS_BEFORE.exec(text.slice(Math.max(0, start - 24), start));
  if (initials) start -= initials[0].length;
  let k = t - 1;
  while (k >= 0 && ends[k]! > start) k--;
  while (k >= 0) {
    const w = words[k] === '.' && k > 0 && ends[k - 1] === starts[k] ? k - 1 : k;
    if (!/^[ \t\u00a0]{1,2}$/.test(text.slice(ends[k]!, start))) break;
    if (!/^\p{Lu}/u.test(words[w]!) || !isNameTitle(words[w]!)) break;
    start = starts[w]!;
    k = w - 1;
  }
  return start;
}
