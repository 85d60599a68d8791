// Shapes shared by the tool-protocol tools: a tool is a name, a description a model reads, a TypeBox
// input schema (JSON Schema on the wire, enums from the live data) and a thin adapter over a library verb.
import type { Static, TSchema } from 'typebox';
import { BadRequestError, coded, type Coded } from '../../core/errors.js';
import type { CoverageOf, GuardPolicy } from '../../guard/index.js';
import { requireJurisdiction, requireStatute, statuteIdFor } from '../../jurisdiction/index.js';
import type { Ledger } from '../../ledger/index.js';

/** The governing law an operator pinned: a call may not ask for another. */
export interface Ceiling {
  jurisdiction: string | null;
  statute: string | null;
}

export interface ToolContext {
  ceiling: Ceiling;
  ledger: Ledger | null;
  guard: GuardPolicy;
  coverageOf: CoverageOf;
  /** `did:key` of the signer, when answers are attested. */
  signer: string | null;
}

export interface ToolDef<S extends TSchema = TSchema> {
  name: string;
  description: string;
  input: S;
  /** Registered only when a ledger is configured. */
  needsLedger?: boolean;
  run(args: Static<S>, ctx: ToolContext): unknown;
}

/** Keeps the argument type of each tool while collecting them in one list. */
export function tool<S extends TSchema>(def: ToolDef<S>): ToolDef {
  return def as unknown as ToolDef;
}

/** A call's request for a law that the ceiling forbids: an argument error naming the field. */
export class CeilingError extends BadRequestError {
  constructor(c: Coded) {
    super(c.message, c.code);
  }
}

function isInference(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim().toLowerCase() === 'auto';
}

/**
 * Applies the operator's ceiling to a call's `jurisdiction` / `statute`. Unpinned: the call's values
 * pass through. Pinned: an omitted value takes the pin; the same law is accepted; anything else is
 * refused, never silently replaced (a call cannot widen the law, and a silent override would hide
 * that it tried).
 */
export function applyCeiling(ceiling: Ceiling, jurisdiction: string | null | undefined, statute: string | null | undefined): { jurisdiction: string | null; statute: string | null } {
  let j = isInference(jurisdiction) ? null : requireJurisdiction(jurisdiction as string);
  let s = statute === undefined || statute === null ? null : requireStatute(statute).statute;
  if (ceiling.statute !== null) {
    if (s !== null && s !== ceiling.statute) {
      throw new CeilingError(coded('SC_CEILING_OTHER', { field: 'statute', pinned: 'governing statute', value: ceiling.statute }));
    }
    if (j !== null && statuteIdFor(j) !== ceiling.statute) {
      throw new CeilingError(coded('SC_CEILING_STATUTE_NOT_FOR_JURISDICTION', { value: ceiling.statute }));
    }
    s = ceiling.statute;
  }
  if (ceiling.jurisdiction !== null) {
    if (j !== null && j !== ceiling.jurisdiction) {
      throw new CeilingError(coded('SC_CEILING_OTHER', { field: 'jurisdiction', pinned: 'jurisdiction', value: ceiling.jurisdiction }));
    }
    if (s !== null && ceiling.statute === null && statuteIdFor(ceiling.jurisdiction) !== s) {
      throw new CeilingError(coded('SC_CEILING_JURISDICTION_OTHER_STATUTE', { value: ceiling.jurisdiction }));
    }
    j = ceiling.jurisdiction;
  }
  return { jurisdiction: j, statute: s };
}
