// The seam for model detectors (docs/architecture.md D12). `backend: "auto"` adds the registered sync model
// detector: by default the project's own tagger (src/detect/tagger), shipped with the package; with
// none registered (registerModelDetector(null)), `auto` equals `basic` and `model` is null. Two kinds can be registered: a sync `ModelDetector` (runs inside the sync verbs) and
// an `AsyncModelDetector` (a transformers pipeline, src/detect/modelExtra/), which only the async verbs
// (detectAsync, deidentifyAsync, extractAsync, used by the HTTP routes) await; the sync verbs skip it.
import { taggerDetector } from './tagger/index.js';
import type { Detector, RawSpan } from './types.js';

export interface ModelDetector extends Detector {
  /** Model id reported as `model` in answers and pins; its spans use `model:<id>` as detector. */
  readonly model: string;
}

/** One model proposal in UTF-16 offsets: a PII category for /detect and/or an entity type for /extract. */
export interface ModelProposal {
  start: number;
  end: number;
  confidence: number;
  /** The model's own label without its B-/I- prefix (`PER`, `EMAIL`, ...). */
  label: string;
  /** Our category (`PII-1-NAME`, ...), or null when the label is not personal data (ORG). */
  category: string | null;
  /** The /extract entity type (`PERSON`, `ORGANIZATION`, ...), or null. */
  entityType: string | null;
}

export interface AsyncModelDetector {
  /** Model id reported as `model` in answers and pins. */
  readonly model: string;
  /** `model:<id>`, the detector name of its spans. */
  readonly name: string;
  /** Every proposal the label map knows (persons, organisations, ...), for /extract. */
  proposeAsync(text: string): Promise<ModelProposal[]>;
  /** The proposals with a PII category, as detector spans. */
  detectAsync(text: string): Promise<RawSpan[]>;
}

/** undefined: the built-in tagger; null: none. */
let installed: ModelDetector | null | undefined;
let installedAsync: AsyncModelDetector | null = null;

/** The installed sync model detector, or null. */
export function modelDetector(): ModelDetector | null {
  return installed === undefined ? taggerDetector : installed;
}

/** Installs (or, with null, removes) the sync model detector. */
export function registerModelDetector(detector: ModelDetector | null): void {
  installed = detector;
}

/** Restores the built-in tagger as the sync model detector. */
export function resetModelDetector(): void {
  installed = undefined;
}

/** The installed async model detector (the detect extra), or null. */
export function asyncModelDetector(): AsyncModelDetector | null {
  return installedAsync;
}

/** Installs (or, with null, removes) the async model detector. */
export function registerAsyncModelDetector(detector: AsyncModelDetector | null): void {
  installedAsync = detector;
}
