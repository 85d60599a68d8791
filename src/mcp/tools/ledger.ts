// Ledger tools (registered only when a ledger is configured): decision, explain and replay of a stored
// decision. Reads always mask stored values (there is no reveal through the tool surface).
import Type from 'typebox';
import { DECISION_ID_PATTERN } from '../../core/ids.js';
import { parseDecisionId } from '../../ledger/index.js';
import { installedRunners } from '../../runners.js';
import { type ToolContext, tool } from './types.js';

const DecisionId = Type.String({
  pattern: DECISION_ID_PATTERN.source,
  description: 'A decision id as answered by compare, deidentify, documents, link or settle: `xwd:`, `dec:`, `red:`, `lnk:` or `stl:` then `sha256:` and 64 hex digits.',
});
const Input = Type.Object({ decision_id: DecisionId }, { additionalProperties: false });

function ledgerOf(ctx: ToolContext) {
  // Registered only with a ledger, so this holds; checked to keep the types honest.
  if (ctx.ledger === null) throw new Error('no ledger is configured'); // internal invariant: registered only with a ledger
  return ctx.ledger;
}

export const decisionTool = tool({
  name: 'decision',
  description:
    'Read a stored decision: the receipt as answered, its pins, when it was recorded, and its records with values masked. Use it to audit what was decided.',
  input: Input,
  needsLedger: true,
  run: (args, ctx) => ledgerOf(ctx).decision(parseDecisionId(args.decision_id), { reveal: false }),
});

export const explainTool = tool({
  name: 'explain',
  description: 'Why a stored decision was taken: supporting and refuting fields, the gate, and what both records shared (masked).',
  input: Input,
  needsLedger: true,
  run: (args, ctx) => ledgerOf(ctx).explain(parseDecisionId(args.decision_id), { reveal: false }),
});

export const replayTool = tool({
  name: 'replay',
  description:
    'Re-run a stored decision with the engine installed now and report whether it reproduces, and if not what moved (pins, identity, score, citations) as {then, now}.',
  input: Input,
  needsLedger: true,
  run: (args, ctx) => ledgerOf(ctx).replay(parseDecisionId(args.decision_id), installedRunners),
});
