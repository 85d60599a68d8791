// The /detect verb: every piece of personal data in a text with the governing statute's citation.
// Offsets are code points; a detection never carries the text of its span.
import { type DetectionOptions, runDetection } from './pipeline.js';
import type { Detection } from './types.js';

export interface DetectRequest {
  text: string;
  /** Country code or `EU`; omitted, null or `auto` means infer from the text. */
  jurisdiction?: string | null;
  /** `auto` (default: rules plus the model when installed) or `basic` (rules only). */
  backend?: string;
  /** Statute id; wins over the jurisdiction's own for citations and actions. */
  statute?: string | null;
}

export interface DetectResult {
  count: number;
  detections: Detection[];
}

export function detect(req: DetectRequest, options: DetectionOptions = {}): DetectResult {
  const { spans } = runDetection(req, options);
  const detections = spans.map(({ category, start, end, confidence, citation, detector }) => ({ category, start, end, confidence, citation, detector }));
  return { count: detections.length, detections };
}

export { BACKENDS, type DetectionOptions, type DetectionRun, type DetectSpansOptions, detectorsFor, detectSpans, type FoundSpan, requireBackend, runDetection } from './pipeline.js';
export { type Governing, refusalDetail, resolveGoverning, uncoveredDetail } from './governing.js';
export { type ModelDetector, modelDetector, registerModelDetector } from './model.js';
