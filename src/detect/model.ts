// The seam for the optional model detector (the `detect` extra, design decision 12). `backend: "auto"`
// adds the registered model detector when one is installed; none ships yet, so `auto` equals `basic`
// and `model` is null. The extra's loader registers itself here at start-up.
import type { Detector } from './types.js';

export interface ModelDetector extends Detector {
  /** Model id reported as `model` in answers and pins; its spans use `model:<id>` as detector. */
  readonly model: string;
}

let installed: ModelDetector | null = null;

/** The installed model detector, or null. */
export function modelDetector(): ModelDetector | null {
  return installed;
}

/** Installs (or, with null, removes) the model detector. */
export function registerModelDetector(detector: ModelDetector | null): void {
  installed = detector;
}
