// The /deidentify verb. Built by the detection issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';
import type { DetectRequest } from '../detect/index.js';
import type { Detection } from '../detect/types.js';

export interface DeidentifyRequest extends DetectRequest {
  method?: string;
  salt?: string;
}

export interface Span extends Detection {
  action: string | null;
}

export interface DeidentifyResult {
  text: string;
  decision_id: string;
  jurisdiction: string | null;
  statute: string | null;
  backend: string;
  model: string | null;
  method: string;
  count: number;
  by_category: Record<string, number>;
  spans: Span[];
  record: Record<string, string>;
  recorded: boolean;
}

export function deidentify(_req: DeidentifyRequest): DeidentifyResult {
  throw new NotImplementedError('de-identification');
}
