// The built-in model behind `backend: "auto"`: the project's own sequence tagger (averaged perceptron
// over hashed features, trained by `npm run train:ner`), with its weights shipped beside this file
// (weights.bin, copied to dist by scripts/copy-assets.mjs). Loaded once, on first use or at warm start.
// Its id carries the first 12 hex digits of the weights' sha256; the full hash is reported in
// /capabilities and pinned in `red:` decisions. Persons become PII-1-NAME and places PII-4-LOCATION;
// organisations PII-9-ORGANISATION (a quasi-identifier: src/detect/quasi/index.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { ModelDetector, ModelProposal } from '../model.js';
import type { RawSpan } from '../types.js';
import { decodeWeights, type EntityType, type TaggerWeights } from './model.js';
import { tagText } from './tag.js';
import { warmWordClasses } from './wordClasses.js';
import { warmWordClusters } from './wordClusters.js';

export const WEIGHTS_FILE = new URL('./weights.bin', import.meta.url);

interface Loaded {
  weights: TaggerWeights;
  sha256: string;
  id: string;
}

let loaded: Loaded | undefined;

function load(): Loaded {
  if (!loaded) {
    const file = readFileSync(WEIGHTS_FILE);
    const sha256 = createHash('sha256').update(file).digest('hex');
    loaded = { weights: decodeWeights(file), sha256, id: `sc-tagger-${sha256.slice(0, 12)}` };
  }
  return loaded;
}

/** The tagger's model id and the sha256 of its weights file. */
export function taggerInfo(): { id: string; sha256: string } {
  const { id, sha256 } = load();
  return { id, sha256 };
}

/** Loads the weights and the word-class and word-cluster tables its features read now (warm start). */
export function warmTagger(): void {
  load();
  warmWordClasses();
  warmWordClusters();
}

/** What each entity type becomes: a PII category (or null) and an /extract entity type. */
const MAPPING: Record<EntityType, { category: string | null; entityType: string; confidence: number }> = {
  PER: { category: 'PII-1-NAME', entityType: 'PERSON', confidence: 0.8 },
  LOC: { category: 'PII-4-LOCATION', entityType: 'LOCATION', confidence: 0.75 },
  ORG: { category: 'PII-9-ORGANISATION', entityType: 'ORGANIZATION', confidence: 0.7 },
};

/** Every tagged entity of the text (UTF-16 offsets), persons, places and organisations. */
export function proposeEntities(text: string, weights: TaggerWeights = load().weights): ModelProposal[] {
  return tagText(weights, text).map((s) => {
    const m = MAPPING[s.type];
    return { start: s.start, end: s.end, confidence: m.confidence, label: s.type, category: m.category, entityType: m.entityType };
  });
}

/** A sync model detector over given weights (the shipped ones by default; the trainer's model selection passes its own). */
export function taggerDetectorOf(source: () => { weights: TaggerWeights; id: string }): ModelDetector {
  return {
    get name() {
      return source().id;
    },
    get model() {
      return source().id;
    },
    countries: [],
    detect(text: string): RawSpan[] {
      const { weights, id } = source();
      const name = `model:${id}`;
      const out: RawSpan[] = [];
      for (const p of proposeEntities(text, weights)) {
        if (p.category === null) continue;
        out.push({ category: p.category, start: p.start, end: p.end, confidence: p.confidence, detector: name, metadata: { label: p.label } });
      }
      return out;
    },
  };
}

/** The built-in tagger as the sync model detector (registered by default, src/detect/model.ts). */
export const taggerDetector: ModelDetector = taggerDetectorOf(load);
