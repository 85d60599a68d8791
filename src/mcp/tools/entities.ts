// Entity tools (registered only when a ledger is configured): entities, path, cases, resolve and observe
// over the ledger's entity graph — thin adapters over src/ledger/graph.ts and resolveObserve.ts with the
// installed compare verb (src/runners.ts). Answers carry ids, factors and field names, never a value.
import Type from 'typebox';
import { PACK_NAMES } from '../../compare/index.js';
import { RECORD_ID_PATTERN } from '../../core/ids.js';
import { listEntities, MAX_PAGE, observeRecord, openCases, pathBetween, resolveRecord } from '../../ledger/index.js';
import { packIdentifiers, pairCompare } from '../../runners.js';
import { type ToolContext, tool } from './types.js';

const RecordId = (description: string) => Type.String({ pattern: RECORD_ID_PATTERN.source, description: `${description} (rec:sha256: then 64 hex digits).` });
const FieldMap = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), { description: 'Field name to value.' });
const PageInput = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, description: `Items per page, 1 to ${MAX_PAGE} (default 50).` })),
    cursor: Type.Optional(Type.String({ description: 'next_cursor of the previous page.' })),
    entity_type: Type.Optional(Type.String({ description: 'Only records of this entity type (a pack name such as person).' })),
  },
  { additionalProperties: false },
);

function ledgerOf(ctx: ToolContext) {
  if (ctx.ledger === null) throw new Error('no ledger is configured'); // internal invariant: registered only with a ledger
  return ctx.ledger;
}

const page = (args: { limit?: number; cursor?: string; entity_type?: string }) => ({ limit: args.limit, cursor: args.cursor ?? null, entity_type: args.entity_type ?? null });

export const entitiesTool = tool({
  name: 'entities',
  description:
    'List the entities the stored decisions add up to: records joined by current same_entity decisions, largest first, each direct (every pair decided) or transitive (held by a chain), with the records and decisions that hold a chain together. Paginated.',
  input: PageInput,
  needsLedger: true,
  run: (args, ctx) => listEntities(ledgerOf(ctx), page(args)),
});

export const pathTool = tool({
  name: 'path',
  description: 'The shortest chain of current linking decisions joining two stored records, step by step with each decision\'s factors and the fields that supported or refuted it.',
  input: Type.Object({ a: RecordId('A stored record id'), b: RecordId('Another stored record id') }, { additionalProperties: false }),
  needsLedger: true,
  run: (args, ctx) => pathBetween(ledgerOf(ctx), args.a, args.b),
});

export const casesTool = tool({
  name: 'cases',
  description: 'Pairs held for review (open cases), oldest first: what agreed, what refuted and which fields would settle each. Paginated.',
  input: PageInput,
  needsLedger: true,
  run: (args, ctx) => openCases(ledgerOf(ctx), page(args)),
});

export const resolveTool = tool({
  name: 'resolve',
  description:
    'Decide a new record against the stored entities: found, review, ambiguous (matches two entities: link withheld), conflict (contradicts an identifier the entity shares: withheld) or not_found. With store: true the surfaced pairwise decisions are kept (never a withheld link).',
  input: Type.Object(
    {
      record: FieldMap,
      entity: Type.Union(
        PACK_NAMES.map((n) => Type.Literal(n)),
        { description: `Entity pack of the record: ${PACK_NAMES.join(', ')}.` },
      ),
      store: Type.Optional(Type.Boolean({ default: false, description: 'Store the surfaced pairwise decisions.' })),
    },
    { additionalProperties: false },
  ),
  needsLedger: true,
  run: (args, ctx) => resolveRecord(ledgerOf(ctx), { record: args.record, entity: args.entity, store: args.store === true, identifiers: packIdentifiers(args.entity) }, pairCompare),
});

export const observeTool = tool({
  name: 'observe',
  description:
    'Add evidence (field: value) to a stored record and re-decide every current decision about it; a decision that changes is stored superseding the old one, an unchanged one supersedes nothing.',
  input: Type.Object({ record: RecordId('The stored record the evidence is about'), evidence: FieldMap }, { additionalProperties: false }),
  needsLedger: true,
  run: (args, ctx) => observeRecord(ledgerOf(ctx), args.record, args.evidence, pairCompare),
});
