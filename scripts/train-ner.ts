// `npm run train:ner`: trains the default model behind `backend: "auto"` (src/detect/tagger) and writes
// src/detect/tagger/weights.bin, printing its sha256. Data: Universal NER English-EWT DEV split (never
// the test split, which only the bench reads), presidio-synth minus the held-out third the bench scores
// separately (src/detect/tagger/corpus.ts presidioHeldOut), and sentences generated from the project's
// lexicons (src/detect/tagger/generate.ts). Fixed seed: the same inputs give the same file byte for byte.
// `--dev-check` is model selection: 5-fold cross-validation over the dev split in contiguous blocks
// (sentences of one web thread stay in one fold), training on the other folds each time and scoring the
// held-out fold with the tagger alone and with the whole `auto` pipeline (rules + tagger); writes nothing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Span, sentenceSpans, type Tally, tallyOne, unerDocuments, unerSpans } from '../bench/detect-accuracy-uner.js';
import { registerModelDetector, resetModelDetector } from '../src/detect/model.js';
import { detectSpans } from '../src/detect/pipeline.js';
import { presidioHeldOut, readIob2, readPresidio, type Sentence } from '../src/detect/tagger/corpus.js';
import { generateSentences } from '../src/detect/tagger/generate.js';
import { taggerDetectorOf } from '../src/detect/tagger/index.js';
import { decodeWeights, encodeWeights, type TaggerWeights } from '../src/detect/tagger/model.js';
import { tagText } from '../src/detect/tagger/tag.js';
import { TRAINING } from '../src/detect/tagger/settings.js';
import { trainAveraged } from '../src/detect/tagger/train.js';

const { values } = parseArgs({
  options: {
    'dev-check': { type: 'boolean', default: false },
    folds: { type: 'string', default: '5' },
    /** Dev-check only: training settings to try instead of src/detect/tagger/settings.ts, as JSON ('{"epochs":12}'). */
    with: { type: 'string', default: '{}' },
    out: { type: 'string', default: 'src/detect/tagger/weights.bin' },
    /** Dev-check only: writes each held-out sentence's `auto` misses and false alarms (PER, LOC) to this file, for error analysis. */
    errors: { type: 'string' },
    /** Dev-check only: keeps each fold's weights in this folder and reuses them, so rules over the tagger's spans are measured on the same weights; empty it when features, lexicons or training data change. */
    'fold-weights': { type: 'string' },
    /** Dev-check only: feeds each held-out document (UNER's `# newdoc id`, its sentences one per line) as one text, as a user sending a whole e-mail or thread would; scored per sentence as before. */
    documents: { type: 'boolean', default: false },
  },
});
const data = new URL('../../shared/data/', import.meta.url);
const dev = readIob2(new URL('uner-en-ewt/en_ewt-ud-dev.iob2', data).pathname);
const presidio = readPresidio(new URL('presidio-synth/synth_dataset_v2.json', data).pathname, (i) => !presidioHeldOut(i));
const settings = { ...TRAINING, ...(values['dev-check'] ? (JSON.parse(values.with!) as Partial<typeof TRAINING>) : {}) };
// Member k of the averaged model trains with seed + k: its own shuffle and its own generated sentences.
const generatedOf = (k: number) => generateSentences(settings.generated, settings.seed + k, settings.webShare);
const generatedSets = Array.from({ length: settings.members }, (_, k) => generatedOf(k));
// Web text is often written all in lower case; a lower-cased copy of each real sentence teaches the
// tagger to lean on the lexicons and the context where capitals say nothing (offsets stay the same:
// toLowerCase keeps the length of these texts, checked below).
const lowered = (real: Sentence[]) => real.flatMap((r) => (r.text.toLowerCase().length === r.text.length ? [{ text: r.text.toLowerCase(), spans: r.spans }] : []));
const trainingSet = (real: Sentence[], generated: Sentence[]) => [
  ...Array.from({ length: settings.realWeight }, () => real).flat(),
  ...(settings.lowercased ? lowered(real) : []),
  ...presidio,
  ...generated,
];
const trainModel = (real: Sentence[], log?: (line: string) => void) =>
  trainAveraged(
    generatedSets.map((generated, k) => ({ sentences: trainingSet(real, generated), seed: settings.seed + k })),
    { ...settings, log },
  );

/** One line per `auto` miss (FN) and false alarm (FP) of a held-out sentence, with what stands there instead (for a false alarm, what the tagger alone read there, before the rules). */
function errorLines(s: Sentence, gold: Span[], auto: Span[], out: string[], orgs: Span[] = [], alone: Span[] = []): void {
  const near = (a: Span, b: Span) => Math.min(a.end, b.end) - Math.max(a.start, b.start) > 0;
  const hit = (a: Span, b: Span) => a.type === b.type && (Math.min(a.end, b.end) - Math.max(a.start, b.start)) / (Math.max(a.end, b.end) - Math.min(a.start, b.start)) >= 0.5;
  const show = (x: Span) => `${x.type}"${s.text.slice(x.start, x.end)}"`;
  const line = s.text.replace(/\s+/g, ' ');
  // The tagger's organisations are no UNER finding, but show where a place or person was read as one.
  const found = (g: Span) => [...auto, ...orgs].filter((p) => near(p, g)).map(show).join(' ') || '-';
  for (const g of gold) if (!auto.some((p) => hit(g, p))) out.push(`FN ${show(g)} | found: ${found(g)} | ${line}`);
  for (const p of auto) if (!gold.some((g) => hit(g, p))) out.push(`FP ${show(p)} | gold: ${gold.filter((g) => near(p, g)).map(show).join(' ') || '-'} | tagger: ${alone.filter((g) => near(p, g)).map(show).join(' ') || '-'} | ${line}`);
}

/** Adds the held-out sentences' PER and LOC tallies (IoU >= 0.5) of the tagger alone and of `auto`. */
function score(gold: Sentence[], weights: TaggerWeights, tallies: Map<string, Tally>, errors?: string[]): void {
  registerModelDetector(taggerDetectorOf(() => ({ weights, id: 'dev-check' })));
  const add = (key: string, g: Span[], p: Span[]) => {
    const t = tallies.get(key) ?? { tp: 0, fp: 0, fn: 0 };
    tallies.set(key, t);
    tallyOne(g, p, 0.5, t);
  };
  // Sentence by sentence (as the bench reads the test split), or each document as one text.
  const docs = values.documents ? unerDocuments(gold) : gold.map((s) => ({ text: s.text, sentences: [s], offsets: [0] }));
  for (const doc of docs) {
    const alone = sentenceSpans(doc, tagText(weights, doc.text));
    // `auto` read as the bench reads it: each address as its named places, and beside it as one LOC span.
    const found = detectSpans(doc.text, { jurisdiction: 'EU', backend: 'auto' });
    const autos = sentenceSpans(doc, unerSpans(doc.text, found, 'places'));
    const wholes = sentenceSpans(doc, unerSpans(doc.text, found, 'whole'));
    doc.sentences.forEach((s, i) => {
      const auto = autos[i]!;
      for (const type of ['PER', 'LOC', 'ORG']) {
        const g = s.spans.filter((x) => x.type === type);
        add(`tagger ${type}`, g, alone[i]!.filter((x) => x.type === type));
        if (type !== 'ORG') add(`auto ${type}`, g, auto.filter((x) => x.type === type));
      }
      add('auto LOC(whole)', s.spans.filter((x) => x.type === 'LOC'), wholes[i]!.filter((x) => x.type === 'LOC'));
      if (errors) errorLines(s, s.spans.filter((x) => x.type !== 'ORG'), auto, errors, alone[i]!.filter((x) => x.type === 'ORG'), alone[i]!);
    });
  }
  resetModelDetector();
}

const t0 = performance.now();
if (values['dev-check']) {
  const k = Number(values.folds);
  const tallies = new Map<string, Tally>();
  const errors: string[] | undefined = values.errors ? [] : undefined;
  for (let fold = 0; fold < k; fold++) {
    const lo = Math.floor((dev.length * fold) / k);
    const hi = Math.floor((dev.length * (fold + 1)) / k);
    const cache = values['fold-weights'];
    const key = createHash('sha256').update(JSON.stringify({ settings, k, fold })).digest('hex').slice(0, 16);
    const cached = cache ? `${cache}/fold-${key}.bin` : undefined;
    const weights = cached && existsSync(cached) ? decodeWeights(readFileSync(cached)) : trainModel([...dev.slice(0, lo), ...dev.slice(hi)]);
    if (cached && !existsSync(cached)) {
      mkdirSync(cache!, { recursive: true });
      writeFileSync(cached, encodeWeights(weights));
    }
    score(dev.slice(lo, hi), weights, tallies, errors);
  }
  if (errors) writeFileSync(values.errors!, `${errors.join('\n')}\n`);
  console.log(`${k}-fold cross-validation over the dev split${values.documents ? ', each document one text' : ''}; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const [key, t] of tallies) {
    const p = t.tp / (t.tp + t.fp);
    const r = t.tp / (t.tp + t.fn);
    console.log(`${key.padEnd(15)} precision ${p.toFixed(3)} recall ${r.toFixed(3)} F1 ${((2 * p * r) / (p + r)).toFixed(3)} (IoU >= 0.5)`);
  }
} else {
  const weights = trainModel(dev, console.log);
  const file = encodeWeights(weights);
  writeFileSync(values.out!, file);
  const sha = createHash('sha256').update(file).digest('hex');
  console.log(`${dev.length} dev + ${presidio.length} presidio-synth + ${settings.members} x ${settings.generated} generated sentences; ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`wrote ${values.out} (${file.length} bytes) sha256 ${sha}`);
}
