// The /extract verb. Built by the detection issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';

export interface ExtractRequest {
  text: string;
  entity_types?: string[] | null;
  backend?: string;
}

export interface ProposedEntity {
  text: string;
  entity_type: string;
  confidence: number;
  start: number;
  end: number;
  source: string;
  metadata: Record<string, unknown>;
}

export interface ExtractResult {
  backend: string;
  count: number;
  entities: ProposedEntity[];
}

export function extract(_req: ExtractRequest): ExtractResult {
  throw new NotImplementedError('entity extraction');
}
