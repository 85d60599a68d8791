// Shared shapes of the detection pipeline. Detectors work in UTF-16 indices of the JS string; the
// pipeline converts to code points once at the boundary (src/core/offsets.ts).
import type { CodePointOffset } from '../core/offsets.js';

/** One finding of one detector, before statute lookup and overlap resolution. */
export interface RawSpan {
  /** Category code, e.g. `PII-2-NIN`, `PII-3-PHONE`. */
  category: string;
  /** UTF-16 start index into the text. */
  start: number;
  /** UTF-16 end index (exclusive). */
  end: number;
  /** 0..1; checksum-valid > format-only > cue-only. */
  confidence: number;
  /** `rule:<name>` (or `model:<name>`). */
  detector: string;
  /** Normalised value for tokens and linking (E.164 phone, upper-cased id without separators, ...). */
  normalized?: string;
  /** Free facts for /extract metadata and inference (country, id type, ...). No raw text needed. */
  metadata?: Record<string, string | number | boolean>;
}

/** What a detector knows about the call. */
export interface DetectContext {
  /** ISO country code (or `EU`) governing the text, or null while inferring. */
  jurisdiction: string | null;
}

export interface Detector {
  /** The name reported as `rule:<name>`. */
  readonly name: string;
  /** Countries this detector belongs to (ISO codes); empty means it applies everywhere. */
  readonly countries: readonly string[];
  detect(text: string, ctx: DetectContext): RawSpan[];
}

/** A detection as it appears on the wire (code-point offsets, no span text). */
export interface Detection {
  category: string;
  start: CodePointOffset;
  end: CodePointOffset;
  confidence: number;
  citation: string;
  detector: string;
}
