// The /detect verb. Built by the detection issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';
import type { Detection } from './types.js';

export interface DetectRequest {
  text: string;
  jurisdiction?: string | null;
  backend?: string;
  statute?: string | null;
}

export interface DetectResult {
  count: number;
  detections: Detection[];
}

export function detect(_req: DetectRequest): DetectResult {
  throw new NotImplementedError('detection');
}
