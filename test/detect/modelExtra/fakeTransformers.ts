// A stand-in for '@huggingface/transformers' built by the tests: `pipeline()` returns a tiny tagger
// that tokenises the text (words split into 4-character pieces, WordPiece `##` or SentencePiece `▁`
// style), labels words from a lexicon with BIO tags, and answers like a token-classification pipeline
// (only non-O tokens, consecutive token indices, offsets in code points or none). It also records how
// the loader configured it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TokenEntity } from '../../../src/detect/modelExtra/tokens.js';

export interface FakeOptions {
  /** word -> label (`PER`, `LOC`, `ORG`, `EMAIL`, ...). */
  lexicon: Record<string, string>;
  style: 'wordpiece' | 'sentencepiece';
  offsets: boolean;
  /** Score of every token (default 0.9), or per word. */
  score?: number | Record<string, number>;
  /** `bio` (default) or `io` (bare labels). */
  scheme?: 'bio' | 'io';
  /** Lower-case every word (an uncased model). */
  uncased?: boolean;
}

export interface FakeModule {
  env: Record<string, unknown>;
  calls: { task: string; model: string; options: Record<string, unknown> | undefined }[];
  texts: string[];
  pipeline(task: string, model: string, options?: Record<string, unknown>): Promise<(text: string) => Promise<TokenEntity[]>>;
}

const WORD = /[\p{L}\p{N}@'’-]+(?:\.[\p{L}\p{N}]+)*|[^\s\p{L}\p{N}]/gu;

/** What the fake model says about one text. */
export function tag(text: string, o: FakeOptions): TokenEntity[] {
  const out: TokenEntity[] = [];
  const cps = (i: number) => [...text.slice(0, i)].length;
  let index = 1; // 0 is [CLS]
  let previous: string | null = null;
  for (const m of text.matchAll(WORD)) {
    const word = m[0];
    const label = o.lexicon[word] ?? null;
    const pieces: string[] = [];
    for (let i = 0; i < word.length; i += 4) pieces.push(word.slice(i, i + 4));
    let at = m.index;
    pieces.forEach((piece, k) => {
      if (label) {
        const prefix = o.scheme === 'io' ? '' : k === 0 && previous !== label ? 'B-' : 'I-';
        const shown = o.uncased ? piece.toLowerCase() : piece;
        const marked = o.style === 'wordpiece' ? (k === 0 ? shown : `##${shown}`) : k === 0 ? `▁${shown}` : shown;
        const score = typeof o.score === 'number' ? o.score : (o.score?.[word] ?? 0.9);
        const item: TokenEntity = { entity: `${prefix}${label}`, score, index, word: marked };
        if (o.offsets) {
          item.start = cps(at);
          item.end = cps(at + piece.length);
        }
        out.push(item);
      }
      at += piece.length;
      index += 1;
    });
    previous = label;
  }
  return out;
}

export function fakeTransformers(o: FakeOptions): FakeModule {
  const mod: FakeModule = {
    env: {},
    calls: [],
    texts: [],
    async pipeline(task, model, options) {
      mod.calls.push({ task, model, options });
      return async (text: string) => {
        mod.texts.push(text);
        return tag(text, o);
      };
    },
  };
  return mod;
}

/** A model directory with a config.json (and its `_name_or_path` when given). */
export function modelDir(name = 'tiny-ner', nameOrPath?: string): string {
  const root = mkdtempSync(join(tmpdir(), 'model-extra-'));
  const dir = join(root, name);
  mkdirSync(dir);
  const config: Record<string, unknown> = { model_type: 'bert', id2label: { 0: 'O', 1: 'B-PER', 2: 'I-PER' } };
  if (nameOrPath !== undefined) config._name_or_path = nameOrPath;
  writeFileSync(join(dir, 'config.json'), JSON.stringify(config));
  return dir;
}
