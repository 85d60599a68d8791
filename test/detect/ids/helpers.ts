// Shared helpers of the identifier detector tests: run one jurisdiction's detectors and show spans
// with their text, so assertions read like the documents they test.
import { identifierDetectorsFor } from '../../../src/detect/ids/index.js';
import type { RawSpan } from '../../../src/detect/types.js';

export interface Found extends RawSpan {
  text: string;
}

export function run(code: string, text: string): Found[] {
  return identifierDetectorsFor(code)
    .flatMap((d) => d.detect(text, { jurisdiction: code }))
    .map((s) => ({ ...s, text: text.slice(s.start, s.end) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The texts found by one detector (`rule:<name>` given as `<name>`). */
export function found(code: string, text: string, name?: string): string[] {
  return run(code, text)
    .filter((s) => name === undefined || s.detector === `rule:${name}`)
    .map((s) => s.text);
}

/**
 * The texts found with a check that held (or a cue-only rule's cue): a cued value that failed its check
 * is still reported, as `rule:<name>:cued:<reason>`, and is left out here.
 */
export function validated(code: string, text: string, name?: string): string[] {
  return run(code, text)
    .filter((s) => !s.detector.includes(':cued:') && (name === undefined || s.detector === `rule:${name}`))
    .map((s) => s.text);
}

/** The `rule:<name>:cued:<reason>` detectors of the cued values that failed their check. */
export function refused(code: string, text: string): string[] {
  return run(code, text)
    .filter((s) => s.detector.includes(':cued:'))
    .map((s) => `${s.text} ${s.detector}`);
}
