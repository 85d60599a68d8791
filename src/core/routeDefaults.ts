// The defaults of every route's request model (docs/architecture.md "Names and defaults"), in one place: the HTTP
// schemas fill them while validating, and the attestation verifier fills them before hashing, because
// `inputs_sha256` binds the request model *with defaults filled* — a client that sends only
// `{"text": …}` must still be able to check its answer with the exact body it sent.

export const ROUTE_DEFAULTS = {
  detect: { jurisdiction: null, backend: 'auto', statute: null },
  deidentify: { jurisdiction: null, backend: 'auto', statute: null, method: 'statute', salt: '', store: false },
  compare: { entity: 'person', jurisdiction: null, backend: 'basic', store: false },
  places: {},
  extract: { entity_types: null, backend: 'auto' },
  /** The form fields of POST /documents (its attested inputs also carry `count` and `files`). */
  documents: { entity: 'person', jurisdiction: 'auto', backend: 'auto', store: false, reveal: false },
} as const;

export type RouteTool = keyof typeof ROUTE_DEFAULTS;

export function isRouteTool(tool: unknown): tool is RouteTool {
  return typeof tool === 'string' && Object.hasOwn(ROUTE_DEFAULTS, tool);
}

export interface FilledInputs {
  inputs: unknown;
  /** The default fields that were absent and have been filled, sorted. */
  filled: string[];
}

/**
 * The request model as the route validated it: every absent top-level field with a default gets it
 * (as the validator does: a field sent as `null` stays `null`). Inputs that are not an object, or a
 * tool with no route defaults, come back unchanged.
 */
export function fillRouteDefaults(tool: string | null, inputs: unknown): FilledInputs {
  if (!isRouteTool(tool) || typeof inputs !== 'object' || inputs === null || Array.isArray(inputs)) return { inputs, filled: [] };
  const given = inputs as Record<string, unknown>;
  const out: Record<string, unknown> = { ...given };
  const filled: string[] = [];
  for (const [field, value] of Object.entries(ROUTE_DEFAULTS[tool])) {
    if (given[field] === undefined) {
      out[field] = value;
      filled.push(field);
    }
  }
  return { inputs: out, filled: filled.sort() };
}
