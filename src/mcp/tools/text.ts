// Text tools: detect, deidentify, extract, places and guarded_scan. Each answer carries offsets,
// categories, counts, ids and tokens, never a value from the text: the caller holds the text and slices it.
import Type from 'typebox';
import { deidentifyAsync, METHODS } from '../../deidentify/index.js';
import { BACKENDS, detectAsync } from '../../detect/index.js';
import { extractAsync } from '../../extract/index.js';
import { ENTITY_TYPES } from '../../extract/vocabulary.js';
import { guardedScan } from '../../guard/index.js';
import { JURISDICTION_CODES, STATUTE_IDS } from '../../jurisdiction/index.js';
import { deidentifyLedgerEntry } from '../../ledger/index.js';
import { findPlaces } from '../../places/index.js';
import { serviceError } from '../../core/errors.js';
import { applyCeiling, type ToolContext, tool } from './types.js';

const Text = Type.String({ description: 'The text to examine, as UTF-8. Offsets in the answer are Unicode code points of this text.' });
const Jurisdiction = Type.Optional(
  Type.Union([Type.Union([...JURISDICTION_CODES, 'auto'].map((c) => Type.Literal(c))), Type.Null()], {
    description: 'Country code (or EU) whose law governs the text; omit, null or "auto" to infer it from the text. Refused when the operator pinned another.',
  }),
);
const Statute = Type.Optional(
  Type.Union([Type.Union(STATUTE_IDS.map((s) => Type.Literal(s))), Type.Null()], {
    description: 'Statute id; wins over the jurisdiction for citations and actions. Refused when the operator pinned another.',
  }),
);
const Backend = Type.Optional(Type.Union(BACKENDS.map((b) => Type.Literal(b)), { default: 'auto', description: '"auto": rules plus the installed model; "basic": rules only.' }));

function lawOf(ctx: ToolContext, args: { jurisdiction?: string | null; statute?: string | null }) {
  return applyCeiling(ctx.ceiling, args.jurisdiction, args.statute);
}

export const detectTool = tool({
  name: 'detect',
  description:
    'Find personal data in a text and cite the statute section that governs each finding. Call it when you need to know WHAT personal data a text holds and WHERE, without changing the text. ' +
    'Answer: `detections`, each with category (e.g. PII-2-NIN), start/end (code points of the text you sent), confidence 0..1, citation and detector; never the value itself. ' +
    'If the law cannot be inferred the tool refuses (it will not guess): pass jurisdiction or statute.',
  input: Type.Object({ text: Text, jurisdiction: Jurisdiction, statute: Statute, backend: Backend }, { additionalProperties: false }),
  run: (args, ctx) => detectAsync({ text: args.text, backend: args.backend, ...lawOf(ctx, args) }),
});

export const deidentifyTool = tool({
  name: 'deidentify',
  description:
    'Make a de-identified copy of a text under its governing statute: each finding is masked, tokenised (keyed, linkable across documents), dropped or generalised as the statute says, or all one way with `method`. ' +
    'Answer: `text` (the rewritten copy), `spans` (category, offsets into the ORIGINAL text, statute action, citation), counts, a `red:` decision id. ' +
    'Categories a statute would keep in clear (retain) are tokenised here all the same: a tool answer never carries a value (see each span\'s `applied`). ' +
    'With `store: true` (only when a ledger is configured) the decision is recorded for decision/explain/replay.',
  input: Type.Object(
    {
      text: Text,
      jurisdiction: Jurisdiction,
      statute: Statute,
      backend: Backend,
      method: Type.Optional(Type.Union(METHODS.map((m) => Type.Literal(m)), { default: 'statute', description: '"statute" (per category, as the law says), "mask", "token" or "drop" for every finding.' })),
      salt: Type.Optional(Type.String({ default: '', description: 'Secret key of the tokens; never stored. Without one, tokens of short values can be guessed.' })),
      store: Type.Optional(Type.Boolean({ default: false, description: 'Record the decision in the ledger (needs a configured ledger).' })),
    },
    { additionalProperties: false },
  ),
  run: async (args, ctx) => {
    const request = { text: args.text, backend: args.backend, method: args.method, salt: args.salt, ...lawOf(ctx, args) };
    if (args.store && ctx.ledger === null) throw serviceError('SC_MCP_STORE_NO_LEDGER');
    const result = await deidentifyAsync(request);
    if (args.store && ctx.ledger) {
      await ctx.ledger.recordAsync(deidentifyLedgerEntry({ ...request, store: true }, result));
      result.recorded = true;
    }
    return withoutRetainedValues(args.text, result);
  },
});

/**
 * The verb leaves `retain` spans in clear; a tool answer may not carry a value, so those spans are
 * rewritten to a mask of their length here and each span says what was applied.
 */
function withoutRetainedValues(original: string, result: Awaited<ReturnType<typeof deidentifyAsync>>) {
  const kept = result.spans.filter((s) => s.action === 'retain');
  let text = result.text;
  if (kept.length > 0) {
    // Retained spans sit unchanged in the output, at their original text: replace each occurrence in
    // the output by walking both texts' code points in step (a retained span is never rewritten, so
    // the output holds its exact characters).
    const cps = [...original];
    for (const s of kept) {
      const value = cps.slice(s.start, s.end).join('');
      text = text.split(value).join('*'.repeat([...value].length));
    }
  }
  return {
    ...result,
    text,
    spans: result.spans.map((s) => ({ ...s, applied: s.action === 'retain' ? 'mask' : s.action })),
  };
}

export const extractTool = tool({
  name: 'extract',
  description:
    'Propose entities (people, organisations, places, identifiers, contacts) found in a text, e.g. to build records for compare. ' +
    'Answer: `entities`, each with entity_type, start/end (code points), confidence and source; the text of each entity is withheld: slice it from your own copy.',
  input: Type.Object(
    {
      text: Text,
      entity_types: Type.Optional(Type.Union([Type.Array(Type.Union(ENTITY_TYPES.map((t) => Type.Literal(t)))), Type.Null()], { description: 'Only these types (default: all).' })),
      backend: Backend,
    },
    { additionalProperties: false },
  ),
  run: async (args) => {
    const result = await extractAsync({ text: args.text, entity_types: args.entity_types ?? null, backend: args.backend });
    return {
      backend: result.backend,
      count: result.count,
      entities: result.entities.map(({ entity_type, start, end, confidence, source }) => ({ entity_type, start, end, confidence, source })),
      offsets_match_original: true,
    };
  },
});

export const placesTool = tool({
  name: 'places',
  description:
    'Find place mentions in a text with their spatial role (origin, destination, via, location, unknown), the cue that decided the role, a confidence and the country. ' +
    'Answer: `mentions` with offsets (code points) and the NAMES of the address components present; the place text itself is withheld.',
  input: Type.Object({ text: Text }, { additionalProperties: false }),
  run: (args) => {
    const result = findPlaces(args.text);
    return {
      count: result.count,
      mentions: result.mentions.map(({ text: _text, components, ...rest }) => ({ ...rest, components_present: Object.keys(components).sort() })),
      offsets_match_original: true,
    };
  },
});

export const guardedScanTool = tool({
  name: 'guarded_scan',
  description:
    'Call this BEFORE sending any text to a language model or other recipient outside this machine. It replaces every finding with a keyed token and refuses, fail-closed, when: no token key is configured, no statute governs the text, the provider is not on the operator\'s allow-list, a cross-border transfer has no basis the statute recognises, no installed detector covers the statute, or on any error. ' +
    'Answer: either `denied: true` with `reason` (no_token_key, no_statute, provider_not_allowed, no_transfer_basis, no_coverage, internal_error), `detail` and `citation` - then DO NOT send the text - or `denied: false` with `text` (safe to send), spans (offsets into the ORIGINAL text), the transfer basis used and the coverage (read `coverage.uncovered`: categories nothing looked for).',
  input: Type.Object(
    {
      text: Text,
      provider: Type.String({ minLength: 1, description: 'Who the text will be sent to, as named on the operator\'s allow-list (e.g. the model provider).' }),
      crosses_border: Type.Boolean({ description: 'True when the recipient is outside the territory of the governing statute. Required: the guard does not assume.' }),
      jurisdiction: Jurisdiction,
      statute: Statute,
      backend: Backend,
    },
    { additionalProperties: false },
  ),
  run: (args, ctx) => {
    const law = lawOf(ctx, args);
    return guardedScan({ text: args.text, provider: args.provider, crosses_border: args.crosses_border, backend: args.backend, ...law }, ctx.guard, ctx.coverageOf);
  },
});
