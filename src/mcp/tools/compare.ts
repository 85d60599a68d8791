// Comparison tools: describe_pack, compare, why_unresolved, check_name_equivalence and link (one list
// deduplicated or two linked, src/link/). Answers carry identities, scores, factors, field NAMES and ids;
// record values never come back.
import Type from 'typebox';
import type { ComparatorSpec } from '../../compare/comparators/types.js';
import { personNameSimilarity } from '../../compare/comparators/personName.js';
import { compareDetailed, type FieldMap, PACK_NAMES } from '../../compare/index.js';
import { type EntityPack, findPack } from '../../compare/packs.js';
import { serviceError } from '../../core/errors.js';
import { quoteSafe } from '../../core/safeToken.js';
import { round4 } from '../../core/round.js';
import { compareLedgerEntry, linkLedgerEntry } from '../../ledger/index.js';
import { linkRecords } from '../../link/index.js';
import { tool } from './types.js';

const Entity = Type.Union(
  PACK_NAMES.map((p) => Type.Literal(p)),
  { description: `Entity pack: ${PACK_NAMES.join(', ')}. Call describe_pack to see which fields a pack reads.` },
);
const FieldMapSchema = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null(), Type.Object({})]), {
  description: 'A record: field name to value. Field names follow the pack (describe_pack lists them and their aliases).',
});

function requirePack(entity: string): EntityPack {
  const pack = findPack(entity);
  if (!pack) throw serviceError('SC_ENTITY_UNKNOWN', { given: quoteSafe(entity), packs: PACK_NAMES.join(', ') });
  return pack;
}

/** What one comparator does, in one sentence a model can act on. */
function effectOf(spec: ComparatorSpec): { effect: string; why: string } {
  if (spec.kind === 'geo' && spec.veto_km !== undefined) {
    return { effect: 'hard_constraint', why: `coordinates farther apart than ${spec.veto_km} km rule the pair out whatever else agrees` };
  }
  if (spec.vetoes_below !== undefined) return { effect: 'can_rule_out', why: 'a clear disagreement makes the pair different whatever else agrees' };
  if (spec.kind === 'id') return { effect: 'decisive_for', why: 'an identifier: agreement is the strongest single signal, disagreement holds or rules out the pair' };
  if (spec.refutes_below !== undefined) return { effect: 'can_prevent_match', why: 'disagreement holds the pair at review; agreement adds evidence' };
  return { effect: 'independent_signal', why: `an independent signal (${spec.kind}) carrying weight ${spec.weight}` };
}

const EFFECT_RANK: Record<string, number> = { hard_constraint: 0, decisive_for: 1, can_rule_out: 2, can_prevent_match: 3, independent_signal: 4 };

/** Comparators of a pack grouped by the field label they read (geo reads `lat + lon`). */
function fieldsOf(pack: EntityPack): Map<string, ComparatorSpec[]> {
  const out = new Map<string, ComparatorSpec[]>();
  for (const spec of pack.comparators) {
    const label = spec.kind === 'geo' ? `${spec.lat} + ${spec.lon}` : (spec.field ?? spec.kind);
    out.set(label, [...(out.get(label) ?? []), spec]);
  }
  return out;
}

function strongest(specs: readonly ComparatorSpec[]): { effect: string; why: string } {
  return specs.map(effectOf).sort((x, y) => EFFECT_RANK[x.effect]! - EFFECT_RANK[y.effect]!)[0]!;
}

export const describePackTool = tool({
  name: 'describe_pack',
  description:
    'Describe an entity pack before calling compare: which fields it reads (and the aliases accepted for each), how much each weighs, which can refute or rule out a match, and what each comparator does. ' +
    'Fields a pack does not read are ignored by compare and reported in its receipt as unread.',
  input: Type.Object({ entity: Entity }, { additionalProperties: false }),
  run: (args) => {
    const pack = requirePack(args.entity);
    const groups = fieldsOf(pack);
    const fields = [...groups].map(([label, specs]) => {
      const names = label.split(' + ');
      return {
        field: label,
        aliases: names.flatMap((n) => (pack.fieldKeys.get(n) ?? []).filter((k) => k !== n)),
        kinds: specs.map((s) => s.kind),
        weight: round4(specs.reduce((sum, s) => sum + s.weight, 0)),
        refutes: specs.some((s) => s.refutes_below !== undefined),
        vetoes: specs.some((s) => s.vetoes_below !== undefined || (s.kind === 'geo' && s.veto_km !== undefined)),
        ...strongest(specs),
        notes: specs.flatMap((s) => (s.note ? [s.note] : [])),
      };
    });
    fields.sort((x, y) => y.weight - x.weight || (x.field < y.field ? -1 : 1));
    return {
      entity: pack.name,
      purpose: pack.file.purpose,
      aliases: pack.file.aliases,
      fields,
      // Every key compare reads: the fields' keys and, for a field callers may send in parts, each part's keys.
      field_names: [...[...pack.fieldKeys.values()].flat(), ...Object.values(pack.file.composed ?? {}).flatMap((c) => c.parts.flat())].sort(),
      // A field sent in parts ("first_name" + "last_name" for a name), read only when no key of the field itself is sent.
      in_parts: Object.fromEntries(Object.entries(pack.file.composed ?? {}).map(([field, c]) => [field, { parts: c.parts, note: c.note }])),
      frequency_table: pack.tfPin,
    };
  },
});

const CompareInput = Type.Object(
  {
    a: Type.Union([FieldMapSchema, Type.String()], { description: 'First record: a field map, or (person only) a free text.' }),
    b: Type.Union([FieldMapSchema, Type.String()], { description: 'Second record, the same form as a.' }),
    entity: Type.Optional({ ...Entity, default: 'person' }),
    store: Type.Optional(Type.Boolean({ default: false, description: 'Record the decision in the ledger (needs a configured ledger).' })),
  },
  { additionalProperties: false },
);

export const compareTool = tool({
  name: 'compare',
  description:
    'Decide whether two records (field maps, or two texts about a person) describe the same entity. Pass `entity` (default person; see describe_pack). ' +
    'Answer: identity (same_entity, review or different), action (merge, hold, no_op), score, factors per field, an explanation naming fields (never values), a decision id. ' +
    'On review, call why_unresolved to learn which missing field would settle the pair.',
  input: CompareInput,
  run: async (args, ctx) => {
    if (args.store && ctx.ledger === null) throw serviceError('SC_MCP_STORE_NO_LEDGER');
    const request = { a: args.a as FieldMap | string, b: args.b as FieldMap | string, entity: args.entity };
    const detail = compareDetailed(request);
    if (args.store && ctx.ledger) {
      await ctx.ledger.recordAsync(compareLedgerEntry({ ...request, store: true }, detail));
      detail.receipt.recorded = true;
    }
    return detail.receipt;
  },
});

function present(value: unknown): boolean {
  return value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');
}

export const whyUnresolvedTool = tool({
  name: 'why_unresolved',
  description:
    'For two records that compare sends to review: which missing field would settle the pair (strongest first: hard_constraint, decisive_for, can_rule_out, can_prevent_match, independent_signal) and which present fields cannot help. ' +
    'Answer: decision, why, fields_present, would_resolve [{field, effect, why}], will_not_help [{field, why}]. Field names only, never values.',
  input: Type.Object(
    { a: FieldMapSchema, b: FieldMapSchema, entity: Type.Optional({ ...Entity, default: 'person' }) },
    { additionalProperties: false },
  ),
  run: (args) => {
    const entity = args.entity ?? 'person';
    const pack = requirePack(entity);
    const { receipt, explain } = compareDetailed({ a: args.a as FieldMap, b: args.b as FieldMap, entity });
    const groups = fieldsOf(pack);
    const a = args.a as Record<string, unknown>;
    const b = args.b as Record<string, unknown>;
    const readKeys = (name: string) => pack.fieldKeys.get(name) ?? [name];
    const has = (rec: Record<string, unknown>, label: string) =>
      label.split(' + ').every((n) => readKeys(n).some((k) => Object.keys(rec).some((key) => key.toLowerCase() === k.toLowerCase() && present(rec[key]))));
    const fieldsPresent = [...groups.keys()].filter((l) => has(a, l) && has(b, l)).sort();
    if (receipt.identity !== 'review') {
      return {
        decision: receipt.identity,
        why: receipt.identity === 'same_entity' ? 'already resolved: the pair is the same entity' : `already resolved: ${receipt.explanation}`,
        fields_present: fieldsPresent,
        would_resolve: [],
        will_not_help: [],
        decision_id: receipt.decision_id,
      };
    }
    const conflict = explain.refuting.length > 0;
    const wouldResolve = conflict
      ? []
      : [...groups]
          .filter(([label]) => !fieldsPresent.includes(label))
          .map(([label, specs]) => ({ field: label, weight: specs.reduce((s, x) => s + x.weight, 0), ...strongest(specs) }))
          .sort((x, y) => EFFECT_RANK[x.effect]! - EFFECT_RANK[y.effect]! || y.weight - x.weight || (x.field < y.field ? -1 : 1))
          .map(({ field, effect, why }) => ({ field, effect, why }));
    const willNotHelp = conflict
      ? []
      : fieldsPresent.map((field) => ({ field, why: 'already compared: a cleaner or longer rendering of an agreeing value does not make it rarer' }));
    return {
      decision: 'review',
      why: conflict
        ? `held by a conflict on ${explain.refuting.join(', ')}: the records agree elsewhere but these contradict them; more evidence will not settle it, a person must`
        : `held for want of evidence: ${receipt.explanation}`,
      fields_present: fieldsPresent,
      would_resolve: wouldResolve,
      will_not_help: willNotHelp,
      decision_id: receipt.decision_id,
    };
  },
});

export const NAME_BANDS = { match: 0.85, review: 0.7 } as const;

export const checkNameEquivalenceTool = tool({
  name: 'check_name_equivalence',
  description:
    'Score how likely two personal names name the same person, with the name comparator compare uses for people (cultural equivalents, short forms, transliteration, typos). ' +
    'Answer: decision (match at >= 0.85, review at >= 0.70, else no_match), score and the bands. The names are not echoed.',
  input: Type.Object({ name_a: Type.String({ minLength: 1 }), name_b: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
  run: (args) => {
    const score = round4(personNameSimilarity(args.name_a, args.name_b));
    const decision = score >= NAME_BANDS.match ? 'match' : score >= NAME_BANDS.review ? 'review' : 'no_match';
    return { decision, score, bands: { ...NAME_BANDS } };
  },
});

const ListSchema = Type.Array(Type.Record(Type.String(), Type.Unknown()), {
  maxItems: 100_000,
  description: 'Records: objects of field → value, each with an id field (id_field). Field names follow the pack (describe_pack).',
});

export const linkTool = tool({
  name: 'link',
  description:
    'Deduplicate one list of records (`records`) or link list `a` to list `b` with an entity pack, in one call: candidate pairs by the pack\'s blocking rules, each scored as compare scores a pair, and clusters of accepted links. ' +
    'Answer: pairs (record ids, identity same_entity or review, score, factors), clusters (members by id, direct or transitive, with the records that hold a chain together) and a summary with counts and a batch decision id. Records are named by their ids, never by values.',
  input: Type.Object(
    {
      records: Type.Optional(ListSchema),
      a: Type.Optional(ListSchema),
      b: Type.Optional(ListSchema),
      entity: Type.Optional({ ...Entity, default: 'person' }),
      id_field: Type.Optional(Type.String({ default: 'id', minLength: 1, maxLength: 128 })),
      store: Type.Optional(Type.Boolean({ default: false, description: 'Record the batch decision in the ledger (needs a configured ledger).' })),
    },
    { additionalProperties: false },
  ),
  run: async (args, ctx) => {
    if (args.store && ctx.ledger === null) throw serviceError('SC_MCP_STORE_NO_LEDGER');
    const request = { records: args.records, a: args.a, b: args.b, entity: args.entity, id_field: args.id_field };
    const answer = await linkRecords(request);
    if (args.store && ctx.ledger) {
      await ctx.ledger.recordAsync(linkLedgerEntry({ ...request, store: true }, answer));
      answer.recorded = true;
    }
    return answer;
  },
});
