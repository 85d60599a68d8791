// The /compare verb. Built by the compare issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';

export type FieldMap = Record<string, string | number | null>;

export interface CompareRequest {
  a: FieldMap | string;
  b: FieldMap | string;
  entity?: string;
  jurisdiction?: string | null;
  backend?: string;
}

export interface CompareReceipt {
  identity: 'same_entity' | 'review' | 'different';
  action: 'merge' | 'hold' | 'no_op';
  basis: string;
  explanation: string;
  score: number;
  factors: Record<string, number>;
  decision_id: string;
  pins: Record<string, unknown>;
  recorded: boolean;
}

export function compare(_req: CompareRequest): CompareReceipt {
  throw new NotImplementedError('comparison');
}
