// The /compare verb. Object form: the fields engine over an entity pack (`xwd:` ids) for every pack,
// person included (docs/architecture.md D5). String form (person only): the text engine in ./text/
// (`dec:` ids).
import type { BatchNames } from './batchNames.js';
import { serviceError } from '../core/errors.js';
import { contentId, type DecisionId } from '../core/ids.js';
import { round4 } from '../core/round.js';
import { ENGINE } from '../core/version.js';
import { asText, type FieldValue } from './comparators/types.js';
import { type Action, decide, type Identity, REVIEW_MARGIN, SHIPPED_BANDS, THRESHOLD } from './decide.js';
import { explain } from './explanation.js';
import { DISTINCTIVE_FLOOR, dropShippedRefutations, scorePair } from './fieldsEngine.js';
import { type EntityPack, findPack, PACK_NAMES } from './packs.js';
import { agreeingUnreadNumber, droppedNamesNoPerson, eventNumberPair, listedName, nameByShape, type RecordInput, readRecord, recordId, roleColumnAgrees, roleNamePair, roleNumberReading, signedRegisterAgrees, signedUnreadKeys, type UnreadFields, withoutRoleColumns } from './records.js';
import { compareTexts } from './text/index.js';
import { quoteSafe } from '../core/safeToken.js';
import type { TrainedParams } from './train/params.js';
import { scoreTrained } from './train/score.js';

export type { FieldValue } from './comparators/types.js';
export { PACK_NAMES } from './packs.js';
export type { UnreadFields } from './records.js';

/** A field map: field name → value (strings and numbers; nested objects for structured fields such as admin_path). */
export type FieldMap = Record<string, FieldValue>;

export interface CompareRequest {
  a: FieldMap | string;
  b: FieldMap | string;
  entity?: string | undefined;
  jurisdiction?: string | null;
  backend?: string;
  /**
   * Trained parameters for the pack (train/: loadTrainedParams or trainPack). The score is then the
   * Fellegi-Sunter match probability with the file's bands, and the file's hash is pinned.
   */
  params?: TrainedParams;
}

export interface CompareReceipt {
  identity: Identity;
  action: Action;
  basis: string;
  explanation: string;
  score: number;
  factors: Record<string, number>;
  /** `xwd:` (field maps) or `dec:` (texts). */
  decision_id: DecisionId<'xwd' | 'dec'>;
  pins: Record<string, unknown>;
  recorded: boolean;
  /**
   * Object form only: per side, the caller's field names the pack did not read (`ignored`: unknown,
   * or beaten by another key of the same field) and those whose values it could not read
   * (`unparsed`). Names only, never values; each list at most 50 names of at most 64 characters.
   * Not part of the `xwd:` payload: it follows from the two records (their `rec:` ids) and the pack
   * (its pinned hash), so replay recomputes it and no existing decision id moves.
   */
  unread?: { a: UnreadFields; b: UnreadFields };
}

export interface CompareGate {
  clearing_signal: string;
  distinctive_cleared: boolean;
  floor: number;
}

export interface CompareExplain {
  supporting: string[];
  refuting: string[];
  missing: string[];
  /** Raw values of the fields on which both records agree (the ledger masks them). */
  shared: Record<string, string>;
  gate: CompareGate;
}

export interface CompareRecordRef {
  id: string;
  entity_type: string;
  attributes: FieldMap;
}

export interface CompareDetailed {
  receipt: CompareReceipt;
  explain: CompareExplain;
  records: { a: CompareRecordRef; b: CompareRecordRef };
}

export const DEFAULT_ENTITY = 'person';
export const FIELDS_DECISION_SCHEMA = 'service.compare.fields.v1';

function isFieldMap(value: unknown): value is FieldMap {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function shapeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return 'an object';
  return `a ${typeof value}`;
}

function resolvePack(entity: string): EntityPack {
  const pack = findPack(entity);
  if (!pack) {
    throw serviceError('SC_ENTITY_UNKNOWN', { given: quoteSafe(entity), packs: PACK_NAMES.join(', ') });
  }
  return pack;
}

const pinsByEntity = new Map<string, Readonly<Record<string, string | number>>>();

/** The pins of a pack under the name it was requested by (constant per name, so built once). */
function pinsOf(entity: string, pack: EntityPack): Readonly<Record<string, string | number>> {
  let pins = pinsByEntity.get(entity);
  if (!pins) {
    pins = Object.freeze({
      engine: ENGINE,
      comparators_sha256: pack.comparatorsSha256,
      block: 'none',
      threshold: THRESHOLD,
      review_margin: REVIEW_MARGIN,
      distinctive_floor: DISTINCTIVE_FLOOR,
      tf: pack.tfPin,
      entity_pack: entity,
    });
    pinsByEntity.set(entity, pins);
  }
  return pins;
}

const subjectKeysByPack = new WeakMap<EntityPack, ReadonlySet<string>>();

/** Whether the gate's clearing signal is the record's name alone (its comparators' keys, a batch's rarity beside them). */
function clearedByNameAlone(pack: EntityPack, signal: string): boolean {
  let keys = subjectKeysByPack.get(pack);
  if (keys === undefined) {
    const subject = pack.headerWords?.subject;
    keys = new Set(pack.comparators.flatMap((spec, c) => (subject !== undefined && spec.field === subject ? [pack.evidenceKeys[c]!] : [])));
    subjectKeysByPack.set(pack, keys);
  }
  return signal !== '' && signal.split('+').every((k) => keys.has(k) || k === RARE_IN_BATCH);
}
const RARE_IN_BATCH = 'rare_in_batch';

/**
 * A copy of a record's unread lists, less the keys a pair-level reading took (nameByShape, roleNamePair; a maiden name
 * read with nameByShape's cell: `alsoRead`), and with
 * the key whose value that reading set aside (roleNamePair: the role's name the pair did not compare).
 */
function copyUnread(u: UnreadFields, read?: string, dropped?: string, alsoRead?: string): UnreadFields {
  // Nothing taken or set aside (every pair of plain records): the copies alone, no set built per pair.
  if (read === undefined && alsoRead === undefined && dropped === undefined) return { ignored: [...u.ignored], unparsed: [...u.unparsed] };
  const listed = new Set([read, alsoRead].flatMap((k) => (k === undefined ? [] : [listedName(k)])));
  const ignored = u.ignored.filter((k) => !listed.has(k));
  if (dropped !== undefined) ignored.push(listedName(dropped));
  return { ignored, unparsed: [...u.unparsed] };
}

/** Pins of a decision made with trained parameters: the file's hash and its bands. */
function trainedPins(entity: string, pack: EntityPack, params: TrainedParams): Record<string, string | number> {
  const { name, comparators_sha256 } = params.file.pack;
  if (name !== pack.name || comparators_sha256 !== pack.comparatorsSha256) {
    throw serviceError('SC_COMPARE_PARAMS_PACK', {
      trained: quoteSafe(name),
      trainedVersion: quoteSafe(comparators_sha256.slice(0, 12)),
      entity: quoteSafe(entity),
      pack: pack.name,
      version: pack.comparatorsSha256.slice(0, 12),
    });
  }
  const { match, review } = params.file.thresholds;
  return { ...pinsOf(entity, pack), threshold: match, review_margin: round4(match - review), trained_params: params.sha256 };
}

function fieldsDecision(entity: string, pack: EntityPack, a: FieldMap, b: FieldMap, params?: TrainedParams, batch?: BatchNames): CompareDetailed {
  const readA = readRecord(pack, a as RecordInput);
  const readB = readRecord(pack, b as RecordInput);
  // A number both records hold in columns the pack reads under no key (records.ts agreeingUnreadNumber).
  const unreadAgreed = agreeingUnreadNumber(pack, readA, readB);
  // Numbers an occasion gave each record's person: one court case, one race entry (records.ts eventNumberPair).
  const numbered = eventNumberPair(pack, readA, readB, unreadAgreed.a, unreadAgreed.b);
  // A name written in an unread cell of a record that names nobody, against a record that names its person (records.ts nameByShape).
  const shaped = nameByShape(pack, readA, readB, numbered.a, numbered.b);
  // Of a record's two named people (a client and an installer), the one the other record names (records.ts
  // roleNamePair). That reading is kept only where something beside the name clears the gate (an identifier, a
  // register's number, a phone, a birth date with the name): the name agreeing says which person to compare, never
  // that the records are one person — a father and the son named after him in one firm, namesakes and twins stay
  // as the record's own name read them.
  let roles: ReturnType<typeof roleNamePair> = roleNamePair(pack, readA, readB, shaped.a, shaped.b);
  const roleKey = roles.readA ?? roles.readB;
  const reReadA = roles.readA !== undefined;
  if (roleKey !== undefined) {
    // The number the re-read record heads with that person's role, where the other record holds it (records.ts roleNumberReading).
    const num = roleNumberReading(pack, (reReadA ? a : b) as RecordInput, (reReadA ? b : a) as RecordInput, reReadA ? roles.b : roles.a, roleKey, reReadA ? readB : readA);
    if (num !== undefined) {
      const [mine, theirs] = reReadA ? [roles.a, roles.b] : [roles.b, roles.a];
      const readMine = { ...mine, [num.field]: num.value };
      const readTheirs = num.field in theirs ? theirs : { ...theirs, [num.field]: num.otherValue };
      roles = reReadA ? { ...roles, a: readMine, b: readTheirs } : { ...roles, a: readTheirs, b: readMine };
    }
  }
  // A signing practitioner's re-read leaves the dropped person's own role columns (`Patient DOB`) unread (records.ts withoutRoleColumns).
  if (roles.droppedA !== undefined) roles = { ...roles, a: withoutRoleColumns(pack, a as RecordInput, roles.a, roles.droppedA) };
  if (roles.droppedB !== undefined) roles = { ...roles, b: withoutRoleColumns(pack, b as RecordInput, roles.b, roles.droppedB) };
  let pair = scorePair(pack, roles.a, roles.b, batch);
  // A record that names its person under a role keeps the re-read only where a column headed with the other cell's
  // role agrees (records.ts roleColumnAgrees): its unlabelled phone or ID number is its own person's.
  const ownSubject = roles.droppedA !== undefined || roles.droppedB !== undefined || roles.signed === true;
  const roleCleared =
    roleKey === undefined ||
    !ownSubject ||
    roleColumnAgrees(
      pack,
      (reReadA ? a : b) as RecordInput,
      (reReadA ? b : a) as RecordInput,
      roleKey,
      signedUnreadKeys(pack, roleKey, (reReadA ? a : b) as RecordInput, reReadA ? roles.b : roles.a, (reReadA ? readA : readB).numberKeys),
    ) ||
    signedRegisterAgrees(pack, roleKey, roles.a, roles.b) ||
    // A dropped role naming a firm, not a person (records.ts droppedNamesNoPerson): the practitioner is the record's one person.
    droppedNamesNoPerson(pack, roleKey, (reReadA ? a : b) as RecordInput, reReadA ? roles.droppedA : roles.droppedB);
  if (roleKey !== undefined && (!roleCleared || pair.clearingSignal === '' || clearedByNameAlone(pack, pair.clearingSignal))) {
    roles = { a: shaped.a, b: shaped.b };
    pair = scorePair(pack, roles.a, roles.b, batch);
  }
  const { a: projectedA, b: projectedB } = roles;
  const pins = params ? trainedPins(entity, pack, params) : { ...pinsOf(entity, pack) };
  // A name read by its cell's shape alone (nameByShape) says whom the record names, not that its header made it
  // the record's person: it merges only beside another agreeing field, never as the gate's one signal.
  if ((shaped.readA !== undefined || shaped.readB !== undefined) && clearedByNameAlone(pack, pair.clearingSignal)) pair.clearingSignal = '';
  let decision: ReturnType<typeof decide>;
  let bands = SHIPPED_BANDS;
  const factors: Record<string, number> = {};
  if (params) {
    // Parameters trained on the caller's records weigh a disagreement themselves (the shipped prior learnt nothing).
    if (params.file.prior === undefined) dropShippedRefutations(pack, pair);
    const trained = scoreTrained(params, pair.evidence, projectedA, projectedB);
    if (pair.score !== null) pair.score = trained.probability;
    const { match, review } = params.file.thresholds;
    // A shipped prior (train/prior.ts) learnt nothing from the caller's records: the gate stays on.
    bands = { threshold: match, reviewFloor: review, gate: params.file.prior !== undefined };
    decision = decide(pair, bands);
    factors['match_weight'] = round4(trained.weight);
  } else {
    decision = decide(pair);
  }
  for (const [k, v] of Object.entries(pair.factors)) factors[k] = round4(v);
  const score = round4(pair.score ?? 0);
  const gate = {
    clearing_signal: pair.clearingSignal,
    distinctive_cleared: pair.clearingSignal !== '',
    distinctive_max: round4(pair.distinctiveMax),
    floor: DISTINCTIVE_FLOOR,
  };
  const recA = { id: recordId(entity, a as RecordInput), entity_type: entity, attributes: a };
  const recB = { id: recordId(entity, b as RecordInput), entity_type: entity, attributes: b };
  const decisionId = contentId('xwd', {
    schema: FIELDS_DECISION_SCHEMA,
    record_a: recA.id,
    record_b: recB.id,
    identity: decision.identity,
    score,
    factors,
    gate,
    // The pack's frozen pins when no parameters were given (the same values as the receipt's copy): canonical JSON
    // writes a frozen object's text once (core/canonicalJson.ts frozenText).
    pins: params ? pins : pinsOf(entity, pack),
  });
  const shared: Record<string, string> = {};
  for (const e of pair.evidence) {
    if (e.field !== undefined && e.sim >= 0.99 && !(e.field in shared)) shared[e.field] = asText(projectedA[e.field]!);
  }
  return {
    receipt: {
      identity: decision.identity,
      action: decision.action,
      basis: `pack:${entity}`,
      explanation: explain(entity, pair, decision, bands),
      score,
      factors,
      decision_id: decisionId,
      pins,
      recorded: false,
      // Copies: a reading is cached per record object and shared by its decisions.
      unread: {
        a: copyUnread(readA.unread, shaped.readA ?? roles.readA, roles.droppedA, shaped.readA === undefined ? undefined : readA.shapedName?.alsoKey),
        b: copyUnread(readB.unread, shaped.readB ?? roles.readB, roles.droppedB, shaped.readB === undefined ? undefined : readB.shapedName?.alsoKey),
      },
    },
    explain: {
      supporting: decision.supporting,
      refuting: decision.refuting,
      missing: pair.missing,
      shared,
      gate: { clearing_signal: gate.clearing_signal, distinctive_cleared: gate.distinctive_cleared, floor: gate.floor },
    },
    records: { a: recA, b: recB },
  };
}

/** The receipt plus what the ledger stores for /explain and the two records with their `rec:` ids. */
/**
 * `batch`: the name counts of a batch the pair was drawn from (batchNames.ts; the benchmarks that read
 * a pair as the link verb does). Never given on /compare: a single pair has no batch.
 */
export function compareDetailed(req: CompareRequest, batch?: BatchNames): CompareDetailed {
  const entity = req.entity ?? DEFAULT_ENTITY;
  const pack = resolvePack(entity);
  const { a, b } = req;
  if (isFieldMap(a) && isFieldMap(b)) return fieldsDecision(entity, pack, a, b, req.params, batch);
  if (typeof a === 'string' && typeof b === 'string') {
    if (req.params) throw serviceError('SC_COMPARE_PARAMS_TEXT');
    if (pack.name !== 'person') {
      throw serviceError('SC_COMPARE_NEEDS_FIELD_MAPS', { entity: quoteSafe(entity) });
    }
    return compareTexts(a, b, { jurisdiction: req.jurisdiction ?? null, backend: req.backend ?? 'basic' });
  }
  throw serviceError('SC_COMPARE_SHAPES', { a: shapeOf(a), b: shapeOf(b) });
}

export function compare(req: CompareRequest): CompareReceipt {
  return compareDetailed(req).receipt;
}
