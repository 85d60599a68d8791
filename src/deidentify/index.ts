// The /deidentify verb: detect under the governing statute, rewrite every span with the statute's
// action (or one override for all), and return the linkable record and a `red:` decision id.
// The id binds the document, the value-free spans and the pins (docs/architecture.md D4); the salt changes
// the tokens but never the id, and nothing in the id depends on a clock. `deidentify` is sync (rules,
// plus a sync model detector if registered); `deidentifyAsync` (the HTTP route) also awaits the detect
// extra's async model under backend `auto`; with that model registered, `deidentify` skips it.
import { serviceError } from '../core/errors.js';
import { contentId, type DecisionId, documentId } from '../core/ids.js';
import { ENGINE } from '../core/version.js';
import type { DetectRequest } from '../detect/index.js';
import { type DetectionOptions, type DetectionRun, runDetection, runDetectionAsync } from '../detect/pipeline.js';
import type { Detection } from '../detect/types.js';
import { taggerInfo } from '../detect/tagger/index.js';
import { type Action, ruleFor } from '../jurisdiction/statutes.js';
import { buildRecord } from './record.js';
import { rewriteText } from './rewrite.js';
import { quoteSafe } from '../core/safeToken.js';

export interface DeidentifyRequest extends DetectRequest {
  /** `statute` (default: the pack decides per category), `mask`, `token` or `drop`. */
  method?: string | undefined;
  /** HMAC key of the tokens (default ""); never stored, never part of the id. */
  salt?: string | undefined;
}

export interface Span extends Detection {
  action: string | null;
}

export interface DeidentifyResult {
  text: string;
  decision_id: DecisionId<'red'>;
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

export const METHODS = ['statute', 'mask', 'token', 'drop'] as const;
export const DEIDENTIFY_SCHEMA = 'service.deidentify.v1';

const OVERRIDE: Record<string, Action> = { mask: 'mask', token: 'tokenize', drop: 'drop' };

/** Validates a method name; anything else is a 400 listing the accepted ones. */
export function requireMethod(method: string | undefined | null): (typeof METHODS)[number] {
  const m = method ?? 'statute';
  if ((METHODS as readonly string[]).includes(m)) return m as (typeof METHODS)[number];
  throw serviceError('SC_METHOD_UNKNOWN', { methods: METHODS.map((x) => `'${x}'`).join(', '), given: quoteSafe(m) });
}

export function deidentify(req: DeidentifyRequest, options: DetectionOptions = {}): DeidentifyResult {
  const method = requireMethod(req.method);
  return deidentifyRun(req, method, runDetection(req, options));
}

/** `deidentify` plus the detect extra's model when backend is `auto` and the model is available. */
export async function deidentifyAsync(req: DeidentifyRequest, options: DetectionOptions = {}): Promise<DeidentifyResult> {
  const method = requireMethod(req.method);
  return deidentifyRun(req, method, await runDetectionAsync(req, options));
}

function deidentifyRun(req: DeidentifyRequest, method: (typeof METHODS)[number], run: DetectionRun): DeidentifyResult {
  const salt = req.salt ?? '';
  const { governing } = run;
  const pack = governing.statute;
  // The override methods apply one rendering to every span the statute governs; citations stay the statute's.
  const acted = run.spans.map((span) => ({ span, action: OVERRIDE[method] ?? ruleFor(pack, span.category).action }));
  const { text, rewrites } = rewriteText(req.text, acted, { salt, jurisdiction: governing.jurisdiction, ...(pack.generalize ? { date: pack.generalize.date } : {}) });

  const spans: Span[] = acted.map(({ span, action }) => ({
    category: span.category,
    start: span.start,
    end: span.end,
    confidence: span.confidence,
    action,
    citation: span.citation,
    detector: span.detector,
  }));
  const counts = new Map<string, number>();
  for (const s of spans) counts.set(s.category, (counts.get(s.category) ?? 0) + 1);
  const by_category = Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

  const pins: Record<string, unknown> = {
    engine: ENGINE,
    backend: run.backend,
    model: run.model,
    statute: pack.statute,
    statute_version: pack.version,
    jurisdiction: governing.jurisdiction,
    jurisdiction_source: governing.source,
    method,
    detectors: run.detectors,
  };
  if (governing.verdict) pins.jurisdiction_ruleset = governing.verdict.ruleset_version;
  // The built-in tagger's weights are pinned by their hash, so a decision names the exact model file.
  if (run.model?.split('+').includes(taggerInfo().id)) pins.model_sha256 = taggerInfo().sha256;
  const decision_id = contentId('red', { schema: DEIDENTIFY_SCHEMA, document: documentId(req.text), spans, pins });

  return {
    text,
    decision_id,
    jurisdiction: governing.jurisdiction,
    statute: pack.statute,
    backend: run.backend,
    model: run.model,
    method,
    count: spans.length,
    by_category,
    spans,
    record: buildRecord(rewrites),
    recorded: false,
  };
}
