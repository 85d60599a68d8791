// The /detect verb: every piece of personal data in a text with the governing statute's citation.
// Offsets are code points; a detection never carries the text of its span. `detect` is sync and runs
// the rules (plus a sync model detector if one is registered); the detect extra's model is async, so
// only `detectAsync` (the HTTP route) adds it: with that model registered, `detect` skips it.
import { type DetectionCall, type DetectionOptions, type DetectionRun, runDetection, runDetectionAsync } from './pipeline.js';
import type { Detection } from './types.js';

/** What /detect takes (one home: the pipeline's DetectionCall). */
export type DetectRequest = DetectionCall;

export interface DetectResult {
  count: number;
  detections: Detection[];
}

export function detect(req: DetectRequest, options: DetectionOptions = {}): DetectResult {
  return detectResult(runDetection(req, options));
}

/** `detect` plus the detect extra's model when backend is `auto` and the model is available. */
export async function detectAsync(req: DetectRequest, options: DetectionOptions = {}): Promise<DetectResult> {
  return detectResult(await runDetectionAsync(req, options));
}

function detectResult({ spans }: DetectionRun): DetectResult {
  const detections = spans.map(({ category, start, end, confidence, citation, detector }) => ({ category, start, end, confidence, citation, detector }));
  return { count: detections.length, detections };
}

export {
  BACKENDS,
  type DetectionOptions,
  type DetectionRun,
  type DetectSpansOptions,
  detectorsFor,
  detectSpans,
  type FoundSpan,
  type ModelSpans,
  requireBackend,
  runDetection,
  runDetectionAsync,
} from './pipeline.js';
export { type Governing, resolveGoverning } from './governing.js';
export {
  type AsyncModelDetector,
  asyncModelDetector,
  type ModelDetector,
  type ModelProposal,
  modelDetector,
  registerAsyncModelDetector,
  registerModelDetector,
  resetModelDetector,
} from './model.js';
