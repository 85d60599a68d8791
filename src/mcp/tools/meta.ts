// Meta tools: capabilities (what this server can do, which law it is pinned to), infer_jurisdiction
// (what the text itself says about its governing law; the ceiling never changes it) and coverage (which
// categories the governing statute names that no installed detector can find, src/detect/coverage.ts).
import Type from 'typebox';
import { PACK_NAMES } from '../../compare/index.js';
import { VERSION } from '../../core/version.js';
import { METHODS } from '../../deidentify/index.js';
import { inferJurisdiction, JURISDICTION_CODES, STATUTE_IDS, statuteIdFor } from '../../jurisdiction/index.js';
import { probeModel, probeParsers } from '../../extras.js';
import { coverage } from '../../detect/coverage.js';
import { applyCeiling, tool } from './types.js';

export const capabilitiesTool = tool({
  name: 'capabilities',
  description:
    'What this server can do: version, statutes and jurisdictions it knows, the governing law the operator pinned (a call cannot ask for another), entity packs, de-identification methods, whether a model and parsers are installed, whether a ledger is configured (and its tools), and `signer`, the did:key that signs every answer (pin it to verify). Call it first.',
  input: Type.Object({}, { additionalProperties: false }),
  run: (_args, ctx) => ({
    version: VERSION,
    statutes: [...STATUTE_IDS],
    jurisdictions: [...JURISDICTION_CODES],
    ceiling: { jurisdiction: ctx.ceiling.jurisdiction, statute: ctx.ceiling.statute },
    entity_packs: [...PACK_NAMES],
    methods: [...METHODS],
    model: probeModel(),
    parsers: probeParsers(),
    ledger: { configured: ctx.ledger !== null, tools: ctx.ledger ? ['decision', 'explain', 'replay'] : [] },
    guard: {
      token_key: ctx.guard.tokenKey !== null,
      allowed_providers: ctx.guard.allowedProviders === null ? null : [...ctx.guard.allowedProviders].sort(),
      transfer_basis: ctx.guard.transferBasis,
    },
    // Named `signer`, not `attestation`: that key of every answer is the envelope itself.
    signer: ctx.signer,
  }),
});

export const inferJurisdictionTool = tool({
  name: 'infer_jurisdiction',
  description:
    'Which jurisdiction a text itself points to (identifier formats, phone plans, place names, currencies), with confidence, margin and runner-up; it abstains rather than guess, and then names the leading candidate. ' +
    'Answer: country, confidence, margin, runner_up, abstained, reason, evidence (signal names and counts, never the matched text), statute (the pack that governs that country, or null).',
  input: Type.Object({ text: Type.String({ description: 'The text to examine.' }) }, { additionalProperties: false }),
  run: (args) => {
    const verdict = inferJurisdiction(args.text);
    const statute = verdict.abstained || verdict.country === null ? null : (statuteIdFor(verdict.country) ?? null);
    return {
      ...verdict,
      evidence: verdict.evidence.map(({ sample: _sample, ...e }) => e),
      statute,
      statute_available: statute !== null,
    };
  },
});

export const coverageTool = tool({
  name: 'coverage',
  description:
    'Before trusting a clean result: which personal-data categories the governing statute names, which the installed detectors can find, which NONE can (uncovered: a clean result says nothing about those), and which rely only on detectors built for other jurisdictions. ' +
    'Pass jurisdiction or statute (or neither when the operator pinned the law). Answer: verdict full, partial (normal) or none (stop: nothing would be looked for), the category lists and a note.',
  input: Type.Object(
    {
      jurisdiction: Type.Optional(Type.Union([Type.Union(JURISDICTION_CODES.map((c) => Type.Literal(c))), Type.Null()])),
      statute: Type.Optional(Type.Union([Type.Union(STATUTE_IDS.map((s) => Type.Literal(s))), Type.Null()])),
    },
    { additionalProperties: false },
  ),
  run: (args, ctx) => coverage(applyCeiling(ctx.ceiling, args.jurisdiction, args.statute)),
});
