// Loads the detect extra: a local ONNX token-classification model run by '@huggingface/transformers'.
// The package is optional (out of the default install) and imported dynamically, only when a model
// directory is configured; it is told to read local files only, so nothing is downloaded at run time.
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import Type from 'typebox';
import { loadDataFile } from '../../core/dataFile.js';
import { ConfigError, coded } from '../../core/errors.js';
import { MODEL_PACKAGE } from '../../extras.js';
import type { AsyncModelDetector, ModelProposal } from '../model.js';
import type { RawSpan } from '../types.js';
import { chunkText } from './chunks.js';
import { DEFAULT_LABEL_MAP, type LabelMap } from './labelMap.js';
import { type TokenEntity, tokensToSpans } from './tokens.js';

/** The part of the transformers module the loader uses. */
export interface TransformersModule {
  env: Record<string, unknown>;
  pipeline(task: string, model: string, options?: Record<string, unknown>): Promise<(text: string, options?: Record<string, unknown>) => Promise<unknown>>;
}

export interface LoadModelOptions {
  /** The model directory (config.json, tokenizer files, onnx/model*.onnx). */
  dir: string;
  /** Imports the transformers module (tests inject a fake); default: dynamic import of the package. */
  importer?: (() => Promise<unknown>) | undefined;
  labels?: LabelMap;
  /** Minimum mean token score of a span (default 0.5). */
  minScore?: number;
  /** Window size in UTF-16 units for long texts (default 1000, well under 512 tokens). */
  maxChunkChars?: number;
}

/**
 * The fields of the model's config.json the service reads (the transformers package reads the rest):
 * an object, with `_name_or_path` a string when present.
 */
export const MODEL_CONFIG_SCHEMA = Type.Object({ _name_or_path: Type.Optional(Type.String()) });

/**
 * The model id: config.json's `_name_or_path`, else (absent or blank) the folder name. The file goes
 * through the one data loader: unreadable or malformed, it is a DataFileError naming it and the entry.
 */
export function modelIdOf(dir: string): string {
  const config = loadDataFile(pathToFileURL(join(resolve(dir), 'config.json')), MODEL_CONFIG_SCHEMA);
  const named = config._name_or_path?.trim() ?? '';
  return named !== '' ? named : basename(resolve(dir));
}

async function importTransformers(importer: (() => Promise<unknown>) | undefined): Promise<TransformersModule> {
  let mod: unknown;
  try {
    mod = await (importer ? importer() : import(MODEL_PACKAGE));
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND') {
      throw new ConfigError(coded('SC_DETECT_EXTRA_MISSING', { package: MODEL_PACKAGE }));
    }
    throw err;
  }
  const m = mod as Partial<TransformersModule>;
  if (typeof m.pipeline !== 'function' || typeof m.env !== 'object' || m.env === null) {
    throw new ConfigError(coded('SC_DETECT_EXTRA_UNSUPPORTED', { package: MODEL_PACKAGE }));
  }
  return m as TransformersModule;
}

/** The entity list of one pipeline answer (a single text may come back wrapped in an outer array). */
function entitiesOf(answer: unknown): TokenEntity[] {
  const list = Array.isArray(answer) && Array.isArray(answer[0]) ? answer[0] : answer;
  // Internal invariant: the pipeline's own answer, not a caller's input; a miss is a package defect.
  if (!Array.isArray(list)) throw new Error('token-classification pipeline did not return a list');
  return list.filter(
    (e): e is TokenEntity =>
      typeof e === 'object' && e !== null && typeof e.entity === 'string' && typeof e.word === 'string' && typeof e.score === 'number' && Number.isInteger(e.index),
  );
}

export async function loadModelDetector(options: LoadModelOptions): Promise<AsyncModelDetector> {
  const dir = resolve(options.dir);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new ConfigError(coded('SC_MODEL_DIR_MISSING', { dir: options.dir }));
  if (!existsSync(join(dir, 'config.json'))) throw new ConfigError(coded('SC_MODEL_DIR_NO_CONFIG', { dir: options.dir }));
  const model = modelIdOf(dir);
  const labels = options.labels ?? DEFAULT_LABEL_MAP;
  const maxChunk = options.maxChunkChars ?? 1000;
  const transformers = await importTransformers(options.importer);
  // Local files only: the directory's parent is the model root and its name the model path under it.
  transformers.env.allowRemoteModels = false;
  transformers.env.allowLocalModels = true;
  transformers.env.localModelPath = dirname(dir) + sep;
  const classify = await transformers.pipeline('token-classification', basename(dir), { local_files_only: true });
  const name = `model:${model}`;

  async function proposeAsync(text: string): Promise<ModelProposal[]> {
    const out: ModelProposal[] = [];
    for (const chunk of chunkText(text, maxChunk)) {
      if (chunk.text.trim() === '') continue;
      const entities = entitiesOf(await classify(chunk.text, { ignore_labels: ['O'] }));
      for (const p of tokensToSpans(chunk.text, entities, labels, { minScore: options.minScore })) {
        out.push({ ...p, start: p.start + chunk.offset, end: p.end + chunk.offset });
      }
    }
    return out;
  }

  async function detectAsync(text: string): Promise<RawSpan[]> {
    const spans: RawSpan[] = [];
    for (const p of await proposeAsync(text)) {
      if (p.category === null) continue;
      spans.push({ category: p.category, start: p.start, end: p.end, confidence: p.confidence, detector: name, metadata: { label: p.label } });
    }
    return spans;
  }

  return { model, name, proposeAsync, detectAsync };
}
