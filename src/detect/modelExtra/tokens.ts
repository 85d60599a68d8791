// Token-classification output -> merged, labelled spans in UTF-16 offsets. A transformers pipeline
// answers per token ({entity: 'B-PER', score, index, word, start?, end?}); transformers.js gives no
// character offsets, so the words are aligned back to the text left to right (WordPiece `##` and
// SentencePiece `▁`/BPE `Ġ` markers stripped). Hand-written: the library's own aggregation needs the
// offsets it does not return, and we need our categories and a score threshold on the merged span.
import { offsetMap } from '../../core/offsets.js';
import type { ModelProposal } from '../model.js';
import type { LabelMap } from './labelMap.js';

/** One item of a token-classification pipeline's output. */
export interface TokenEntity {
  /** `B-PER`, `I-PER`, `PER` (IO scheme), `E-`/`S-` (BIOES) ...; `O` is ignored. */
  entity: string;
  score: number;
  /** Token position in the model input (adjacent tokens have consecutive indices). */
  index: number;
  /** The token's text, with its subword marker (`##ing`, `▁Casey`). */
  word: string;
  /** Character offsets when the runtime gives them (code points unless `offsetUnit` says UTF-16). */
  start?: number | null;
  end?: number | null;
}

export interface TokensToSpansOptions {
  /** Merged spans whose mean token score is below this are dropped (default 0.5). */
  minScore?: number | undefined;
  /** Unit of given `start`/`end` offsets: `codepoint` (Python runtimes, the default) or `utf16`. */
  offsetUnit?: 'codepoint' | 'utf16';
}

const PREFIXED = /^([BIESLU])-(.+)$/;
const SENTENCEPIECE = /^[▁Ġ]/;
const UNKNOWN = new Set(['[UNK]', '<unk>', '<UNK>']);

interface Token {
  prefix: string;
  type: string;
  score: number;
  index: number;
  continuation: boolean;
  start: number;
  end: number;
}

/** True when the output uses SentencePiece/BPE word-start markers instead of WordPiece `##`. */
function usesWordStartMarkers(entities: readonly TokenEntity[]): boolean {
  return entities.some((e) => SENTENCEPIECE.test(e.word));
}

function cleanWord(word: string): string {
  return word.replace(/^##/, '').replace(/^[▁Ġ]+/, '');
}

/** Locates each token in UTF-16 offsets: given offsets when valid, else left-to-right alignment. */
function locate(text: string, entities: readonly TokenEntity[], unit: 'codepoint' | 'utf16'): Token[] {
  const markers = usesWordStartMarkers(entities);
  // Case-insensitive fallback for uncased models, only when lower-casing keeps every index in place.
  const lower = text.toLowerCase();
  const lowerUsable = lower.length === text.length;
  const map = unit === 'codepoint' ? offsetMap(text) : null;
  const sorted = [...entities].sort((a, b) => a.index - b.index);
  const out: Token[] = [];
  let cursor = 0;
  for (const e of sorted) {
    const m = PREFIXED.exec(e.entity);
    const prefix = m ? m[1]! : '';
    const type = (m ? m[2]! : e.entity).toUpperCase();
    if (type === 'O' || !Number.isFinite(e.score)) continue;
    const continuation = markers ? !SENTENCEPIECE.test(e.word) : e.word.startsWith('##');
    let start = -1;
    let end = -1;
    if (Number.isInteger(e.start) && Number.isInteger(e.end)) {
      const s = map ? map.toUtf16(e.start!) : e.start!;
      const t = map ? map.toUtf16(e.end!) : e.end!;
      if (s >= 0 && s < t && t <= text.length) [start, end] = [s, t];
    }
    if (start < 0) {
      const word = cleanWord(e.word);
      if (word.length === 0 || UNKNOWN.has(word)) continue;
      let at = text.indexOf(word, cursor);
      if (at < 0 && lowerUsable) at = lower.indexOf(word.toLowerCase(), cursor);
      if (at < 0) continue;
      [start, end] = [at, at + word.length];
    }
    cursor = Math.max(cursor, end);
    // transformers.js decodes each token on its own, which drops SentencePiece markers: a token that
    // touches the previous one in the text (no space between, adjacent index) continues its word.
    const prev = out[out.length - 1];
    const touches = prev !== undefined && prev.index + 1 === e.index && prev.end === start && !SENTENCEPIECE.test(e.word);
    out.push({ prefix, type, score: e.score, index: e.index, continuation: continuation || touches, start, end });
  }
  return out;
}

/**
 * Merges token predictions into spans: B- (or a type change, or a gap in token indices) starts a span,
 * I-/E- and bare IO labels of the same type continue it, subword continuations always join their word;
 * the span's confidence is the mean token score. Labels the map does not know are dropped.
 */
export function tokensToSpans(
  text: string,
  entities: readonly TokenEntity[],
  labels: LabelMap,
  options: TokensToSpansOptions = {},
): ModelProposal[] {
  const minScore = options.minScore ?? 0.5;
  const tokens = locate(text, entities, options.offsetUnit ?? 'codepoint');
  const groups: Token[][] = [];
  let current: Token[] | null = null;
  let closed = false;
  for (const t of tokens) {
    const last = current?.[current.length - 1];
    const adjacent = last !== undefined && t.index === last.index + 1;
    const joins =
      current !== null &&
      adjacent &&
      (t.continuation || (!closed && t.type === current[0]!.type && (t.prefix === 'I' || t.prefix === 'E' || t.prefix === 'L' || t.prefix === '')));
    if (joins) current!.push(t);
    else {
      current = [t];
      groups.push(current);
    }
    if (!t.continuation) closed = t.prefix === 'E' || t.prefix === 'L' || t.prefix === 'S' || t.prefix === 'U';
  }
  const out: ModelProposal[] = [];
  for (const g of groups) {
    const label = g[0]!.type;
    const target = labels.get(label);
    if (!target || (target.category === null && target.entityType === null)) continue;
    const confidence = g.reduce((sum, t) => sum + t.score, 0) / g.length;
    if (confidence < minScore) continue;
    let start = g[0]!.start;
    let end = g[g.length - 1]!.end;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    if (start >= end) continue;
    out.push({ start, end, confidence, label, category: target.category, entityType: target.entityType });
  }
  return out;
}
