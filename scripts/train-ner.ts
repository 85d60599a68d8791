// `npm run train:ner`: trains the default model behind `backend: "auto"` (src/detect/tagger) and writes
// src/detect/tagger/weights.bin, printing its sha256. Data: Universal NER English-EWT DEV split (never
// the test split, which only the bench reads), presidio-synth minus the held-out third the bench scores
// separately (src/detect/tagger/corpus.ts presidioHeldOut), and sentences generated from the project's
// lexicons (src/detect/tagger/generate.ts). Fixed seed: the same inputs give the same file byte for byte.
// `--dev-check` trains on 80% of the dev split and scores the other 20% (for development; writes nothing).
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { presidioHeldOut, readIob2, readPresidio, type Sentence } from '../src/detect/tagger/corpus.js';
import { generateSentences } from '../src/detect/tagger/generate.js';
import { encodeWeights } from '../src/detect/tagger/model.js';
import { tagText } from '../src/detect/tagger/tag.js';
import { TRAINING } from '../src/detect/tagger/settings.js';
import { train } from '../src/detect/tagger/train.js';

const { values } = parseArgs({ options: { 'dev-check': { type: 'boolean', default: false }, out: { type: 'string', default: 'src/detect/tagger/weights.bin' } } });
const data = new URL('../../shared/data/', import.meta.url);
const dev = readIob2(new URL('uner-en-ewt/en_ewt-ud-dev.iob2', data).pathname);
const presidio = readPresidio(new URL('presidio-synth/synth_dataset_v2.json', data).pathname, (i) => !presidioHeldOut(i));
const generated = generateSentences(TRAINING.generated, TRAINING.seed);

function spanScore(gold: Sentence[], weights: Parameters<typeof tagText>[0]): void {
  for (const type of ['PER', 'LOC', 'ORG'] as const) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (const s of gold) {
      const g = s.spans.filter((x) => x.type === type);
      const p = tagText(weights, s.text).filter((x) => x.type === type);
      const used = new Set<number>();
      for (const x of p) {
        const k = g.findIndex((y, i) => !used.has(i) && Math.min(x.end, y.end) - Math.max(x.start, y.start) >= 0.5 * (Math.max(x.end, y.end) - Math.min(x.start, y.start)));
        if (k >= 0) {
          used.add(k);
          tp++;
        } else fp++;
      }
      fn += g.length - used.size;
    }
    const p = tp / (tp + fp);
    const r = tp / (tp + fn);
    console.log(`${type}: precision ${p.toFixed(3)} recall ${r.toFixed(3)} F1 ${((2 * p * r) / (p + r)).toFixed(3)} (IoU >= 0.5)`);
  }
}

const t0 = performance.now();
if (values['dev-check']) {
  const cut = Math.floor(dev.length * 0.8);
  const real = dev.slice(0, cut);
  const weights = train([...Array.from({ length: TRAINING.realWeight }, () => real).flat(), ...presidio, ...generated], { ...TRAINING, log: console.log });
  console.log(`trained in ${((performance.now() - t0) / 1000).toFixed(1)} s; scoring the last 20% of the dev split`);
  spanScore(dev.slice(cut), weights);
} else {
  const weights = train([...Array.from({ length: TRAINING.realWeight }, () => dev).flat(), ...presidio, ...generated], { ...TRAINING, log: console.log });
  const file = encodeWeights(weights);
  writeFileSync(values.out!, file);
  const sha = createHash('sha256').update(file).digest('hex');
  console.log(`${dev.length} dev + ${presidio.length} presidio-synth + ${generated.length} generated sentences; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`wrote ${values.out} (${file.length} bytes) sha256 ${sha}`);
}
