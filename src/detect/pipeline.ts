// The detection pipeline: choose the detectors of the governing code, run them, resolve overlaps,
// attach the statute's citation and convert UTF-16 indices to code points once (docs/architecture.md D1, D7).
// `detectSpans` is the lower-level entry used by /deidentify, the text compare engine and /documents:
// its spans keep normalised values and metadata, which never reach the /detect wire shape.
import { serviceError } from '../core/errors.js';
import { type CodePointOffset, offsetMap } from '../core/offsets.js';
import { round4 } from '../core/round.js';
import { coversCountry, requireJurisdiction, statuteIdFor } from '../jurisdiction/countries.js';
import { findStatute, ruleFor, type StatutePack } from '../jurisdiction/statutes.js';
import { resolveGoverning, type Governing } from './governing.js';
import { identifierDetectors } from './ids/index.js';
import { lexicalDetectors } from './lexical/index.js';
import { ensureModelDetector } from './modelExtra/install.js';
import { modelDetector } from './model.js';
import { resolveOverlaps } from './overlaps.js';
import { endAddressesBeforeValues } from './patterns/address.js';
import { patternDetectors } from './patterns/index.js';
import { specialDetectors } from './special/index.js';
import { ageDetectors } from './age/index.js';
import { tableDetector } from './tabular/index.js';
import { quasiDetectors } from './quasi/index.js';
import type { Detector, RawSpan } from './types.js';
import { quoteSafe } from '../core/safeToken.js';

export const BACKENDS = ['basic', 'auto'] as const;
export type Backend = (typeof BACKENDS)[number];

/** A resolved span: code-point offsets for the wire, UTF-16 offsets for rewriting, and the value facts. */
export interface FoundSpan {
  category: string;
  /** Code-point offsets (what answers carry). */
  start: CodePointOffset;
  end: CodePointOffset;
  /** UTF-16 offsets into the JS string (for slicing and rewriting). */
  utf16Start: number;
  utf16End: number;
  confidence: number;
  detector: string;
  citation: string;
  normalized?: string;
  metadata?: Record<string, string | number | boolean>;
}

export interface DetectSpansOptions {
  /** Governing code (validated, upper-cased); `EU` runs every EU/EEA detector. */
  jurisdiction: string;
  /** Statute for citations; defaults to the code's own. */
  statute?: StatutePack;
  backend?: Backend;
  /** Replaces the registries (tests, benchmarks of one detector). */
  detectors?: readonly Detector[] | undefined;
  /** Spans an async model detector already found (backend `auto`); the sync model detector runs beside them. */
  model?: ModelSpans | null;
}

/** What an async model detector found in one text, handed to the sync pipeline for overlap resolution. */
export interface ModelSpans {
  /** The model id (answers' `model`). */
  model: string;
  /** Its spans, UTF-16 offsets, detector `model:<id>`. */
  spans: readonly RawSpan[];
}

/** Validates a backend name; anything else is a 400 listing the accepted ones. */
export function requireBackend(backend: string | undefined | null): Backend {
  if (backend === undefined || backend === null) return 'auto';
  if ((BACKENDS as readonly string[]).includes(backend)) return backend as Backend;
  throw serviceError('SC_DETECT_BACKEND_UNKNOWN', { given: quoteSafe(backend) });
}

/** Every registered rule detector, in registry order (tabular mode's header cues last). */
export function ruleDetectors(): Detector[] {
  return [...identifierDetectors, ...patternDetectors, ...lexicalDetectors, ...specialDetectors, ...ageDetectors, ...quasiDetectors, tableDetector];
}

/** The detectors that apply to a code: those registered for it (or for a member when `EU`) and the universal ones. */
export function detectorsFor(jurisdiction: string, pool: readonly Detector[] = ruleDetectors()): Detector[] {
  return pool.filter((d) => d.countries.length === 0 || d.countries.some((c) => coversCountry(jurisdiction, c)));
}

// The registries never change at run time, so the detectors of a code (and the sorted names a run
// pins) are worked out once per code, not once per call; codes are validated, so the tables stay small.
const BY_CODE = new Map<string, readonly Detector[]>();
const NAMES_BY_CODE = new Map<string, readonly string[]>();

/** detectorsFor over the registries, kept per code (read-only). */
function registeredFor(jurisdiction: string): readonly Detector[] {
  let found = BY_CODE.get(jurisdiction);
  if (found === undefined) {
    found = Object.freeze(detectorsFor(jurisdiction));
    BY_CODE.set(jurisdiction, found);
  }
  return found;
}

/** The model that `auto` adds for this call, or null (none installed, or `basic`). */
export function modelFor(backend: Backend): string | null {
  return backend === 'auto' ? (modelDetector()?.model ?? null) : null;
}

/**
 * Confidence → its answer form (clamped to [0, 1], four decimals). The rules use a few dozen constants;
 * a model's scores vary, so the table is bounded and starts again when full.
 */
const ROUNDED = new Map<number, number>();
const ROUNDED_LIMIT = 4096;

export function detectSpans(text: string, options: DetectSpansOptions): FoundSpan[] {
  const jurisdiction = requireJurisdiction(options.jurisdiction);
  const statute = options.statute ?? findStatute(statuteIdFor(jurisdiction)!)!;
  const rules = options.detectors ? detectorsFor(jurisdiction, options.detectors) : registeredFor(jurisdiction);
  const given = options.backend === 'auto' ? (options.model ?? null) : null;
  // The sync model (the built-in tagger) runs beside an async model's spans (the detect extra).
  const model = options.backend === 'auto' ? modelDetector() : null;
  const detectors = model ? [...rules, model] : rules;
  const ctx = { jurisdiction };
  const raw: RawSpan[] = [];
  const limit = text.length;
  for (const s of given?.spans ?? []) {
    if (Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.start < s.end && s.end <= limit) raw.push(s);
  }
  for (const d of detectors) {
    for (const s of d.detect(text, ctx)) {
      if (Number.isInteger(s.start) && Number.isInteger(s.end) && s.start >= 0 && s.end <= limit) raw.push(s);
    }
  }
  // An address ends before another detector's value (patterns/address.ts).
  endAddressesBeforeValues(text, raw);
  const map = offsetMap(text);
  // Detectors use a handful of confidence values and a pack a handful of categories: round each value
  // once per process (ROUNDED) and look each citation up once per call, not once per span (a 1 MB
  // text has ~10,000 spans).
  const citations = new Map<string, string>();
  const kept = resolveOverlaps(raw, { modelRan: model !== null });
  const out: FoundSpan[] = new Array(kept.length);
  for (let i = 0; i < kept.length; i++) {
    const s = kept[i]!;
    let confidence = ROUNDED.get(s.confidence);
    if (confidence === undefined) {
      confidence = round4(Math.max(0, Math.min(1, s.confidence)));
      if (ROUNDED.size >= ROUNDED_LIMIT) ROUNDED.clear();
      ROUNDED.set(s.confidence, confidence);
    }
    let citation = citations.get(s.category);
    if (citation === undefined) {
      citation = ruleFor(statute, s.category).citation;
      citations.set(s.category, citation);
    }
    const span: FoundSpan = {
      category: s.category,
      start: map.toCodePoint(s.start),
      end: map.toCodePoint(s.end),
      utf16Start: s.start,
      utf16End: s.end,
      confidence,
      detector: s.detector,
      citation,
    };
    if (s.normalized !== undefined) span.normalized = s.normalized;
    if (s.metadata !== undefined) span.metadata = s.metadata;
    out[i] = span;
  }
  return out;
}

/** One whole detection call: the governing law, the spans and what to pin about them. */
export interface DetectionRun {
  governing: Governing;
  spans: FoundSpan[];
  /** Backend actually used: `auto` only when the model ran. */
  backend: Backend;
  model: string | null;
  /** Names of the detectors that ran, sorted (the ruleset pin). */
  detectors: string[];
}

/** A detection request: the library's `DetectRequest` (src/detect/index.ts), the pipeline's input. */
export interface DetectionCall {
  text: string;
  /** Country code or `EU`; omitted, null or `auto` means infer from the text. */
  jurisdiction?: string | null | undefined;
  /** `auto` (default: rules plus the model when installed) or `basic` (rules only). */
  backend?: string | undefined;
  /** Statute id; wins over the jurisdiction's own for citations and actions. */
  statute?: string | null | undefined;
}

/** Library-only knobs (never on the wire). */
export interface DetectionOptions {
  /** Replaces the detector registries (tests, benchmarks). */
  detectors?: readonly Detector[];
  /** Spans of an async model detector (runDetectionAsync fills it); used only with backend `auto`. */
  model?: ModelSpans | null;
  /** The governing law already resolved for this very request (runDetectionAsync), so it is not inferred twice. */
  governing?: Governing;
}

export function runDetection(req: DetectionCall, options: DetectionOptions = {}): DetectionRun {
  const backend = requireBackend(req.backend);
  const governing = options.governing ?? resolveGoverning(req.text, req.jurisdiction, req.statute);
  const given = backend === 'auto' ? (options.model ?? null) : null;
  const models = [given?.model, modelFor(backend)].filter((m): m is string => typeof m === 'string');
  const model = models.length > 0 ? models.join('+') : null;
  const spans = detectSpans(req.text, { jurisdiction: governing.jurisdiction, statute: governing.statute, backend, detectors: options.detectors, model: given });
  return { governing, spans, backend: model ? 'auto' : 'basic', model, detectors: ranNames(governing.jurisdiction, models, options.detectors) };
}

/** Names of the detectors that ran, sorted (the ruleset pin); kept per code and models for the registries. */
function ranNames(jurisdiction: string, models: readonly string[], pool: readonly Detector[] | undefined): string[] {
  const key = `${jurisdiction}|${models.join('+')}`;
  const known = pool ? undefined : NAMES_BY_CODE.get(key);
  if (known !== undefined) return [...known];
  const names = detectorsFor(jurisdiction, pool ?? ruleDetectors()).map((d) => d.name);
  for (const m of models) names.push(`model:${m}`);
  const sorted = [...new Set(names)].sort();
  if (!pool) {
    if (NAMES_BY_CODE.size >= 256) NAMES_BY_CODE.clear(); // model ids are few; bounded all the same
    NAMES_BY_CODE.set(key, Object.freeze([...sorted]));
  }
  return sorted;
}

/**
 * The async form of runDetection (the HTTP routes use it): with backend `auto` and the detect extra's
 * model available (loaded on first use), awaits its spans and merges them with the rule spans through
 * the same overlap resolution; otherwise exactly runDetection. The request is validated before the
 * model runs, so a 400 never costs a model call.
 */
export async function runDetectionAsync(req: DetectionCall, options: DetectionOptions = {}): Promise<DetectionRun> {
  const backend = requireBackend(req.backend);
  if (backend !== 'auto' || options.model) return runDetection(req, options);
  const detector = await ensureModelDetector();
  if (!detector) return runDetection(req, options);
  const governing = resolveGoverning(req.text, req.jurisdiction, req.statute);
  const spans = await detector.detectAsync(req.text);
  return runDetection(req, { ...options, governing, model: { model: detector.model, spans } });
}
