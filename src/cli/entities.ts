// service-core ledger entities|path|cases|resolve|observe|erase: the entity graph's verbs (and erasure,
// src/ledger/erase.ts) over a ledger file,
// printing the library's answer as JSON (src/ledger/graph.ts, resolveObserve.ts; the installed compare
// verb from src/runners.ts). Records and evidence are read from a JSON file or standard input (`-`),
// never from the command line, where a value would stay in the shell history and the process list.
import { readFileSync } from 'node:fs';
import { PACK_NAMES } from '../compare/index.js';
import { serviceError } from '../core/errors.js';
import { isRecordId } from '../core/ids.js';
import { callerName, ERASE_REASONS, eraseValues, type Ledger, listEntities, observeRecord, openCases, pathBetween, resolveRecord } from '../ledger/index.js';
import { packIdentifiers, pairCompare } from '../runners.js';

export const ENTITY_COMMANDS = ['entities', 'path', 'cases', 'resolve', 'observe', 'erase'] as const;
export type EntityCommand = (typeof ENTITY_COMMANDS)[number];

export const ENTITY_USAGE = `  entities [--limit N] [--cursor C] [--entity-type T]
                   entities (records joined by current same_entity decisions), largest first
  path REC_A REC_B the chain of decisions joining two stored records
  cases [--limit N] [--cursor C] [--entity-type T]
                   pairs held for review and the fields that would settle them
  resolve FILE|- --entity PACK [--store]
                   decide the record in FILE (a JSON object of field: value) against the entities
  observe REC FILE|-
                   add the evidence in FILE (JSON field: value) to a stored record and re-decide
  erase ID... --reason R [--caller NAME]
                   destroy the keys of these records (rec:…; or ids of decisions about no stored
                   record): their values leave every read and export, ids and factors stay;
                   R is one of ${ERASE_REASONS.join(', ')}
`;

export interface EntityOptions {
  reason?: string;
  caller?: string;
  limit?: string;
  cursor?: string;
  'entity-type'?: string;
  entity?: string;
  store?: boolean;
}

/** A JSON object of field: value from a file or standard input; the error never quotes the content. */
function fieldMap(source: string, what: string): Record<string, string | number | null> {
  let text: string;
  try {
    text = readFileSync(source === '-' ? 0 : source, 'utf8');
  } catch {
    throw serviceError(source === '-' ? 'SC_CLI_STDIN_UNREADABLE' : 'SC_CLI_INPUT_UNREADABLE', { what });
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw serviceError('SC_FIELD_MAP_NOT_JSON', { what });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw serviceError('SC_FIELD_MAP_NOT_OBJECT', { what });
  for (const v of Object.values(value)) {
    if (v !== null && typeof v !== 'string' && typeof v !== 'number') throw serviceError('SC_FIELD_MAP_VALUE', { what });
  }
  return value as Record<string, string | number | null>;
}

function recordId(value: string | undefined, name: string): string {
  if (!isRecordId(value)) throw serviceError('SC_RECORD_ID_INVALID', { name });
  return value;
}

function page(o: EntityOptions) {
  if (o.limit !== undefined && !/^\d{1,4}$/.test(o.limit)) throw serviceError('SC_CLI_LIMIT');
  return { limit: o.limit === undefined ? undefined : Number(o.limit), cursor: o.cursor ?? null, entity_type: o['entity-type'] ?? null };
}

/** Runs one entity command; throws BadRequestError (usage, input) or the library's errors. */
export async function runEntityCommand(ledger: Ledger, command: EntityCommand, args: string[], o: EntityOptions): Promise<unknown> {
  if (command === 'erase') return eraseCommand(ledger, args, o);
  const arity: Record<Exclude<EntityCommand, 'erase'>, number> = { entities: 0, cases: 0, path: 2, resolve: 1, observe: 2 };
  if (args.length !== arity[command]) throw serviceError('SC_CLI_ARITY', { command, count: arity[command], arguments: arity[command] === 1 ? 'argument' : 'arguments' });
  switch (command) {
    case 'entities':
      return listEntities(ledger, page(o));
    case 'cases':
      return openCases(ledger, page(o));
    case 'path':
      return pathBetween(ledger, recordId(args[0], 'REC_A'), recordId(args[1], 'REC_B'));
    case 'resolve': {
      const entity = o.entity;
      if (entity === undefined || !(PACK_NAMES as readonly string[]).includes(entity)) throw serviceError('SC_CLI_CHOICE_REQUIRED', { flag: '--entity', choices: PACK_NAMES.join(', ') });
      const record = fieldMap(args[0]!, 'record');
      return resolveRecord(ledger, { record, entity, store: o.store === true, identifiers: packIdentifiers(entity) }, pairCompare);
    }
    case 'observe':
      return observeRecord(ledger, recordId(args[0], 'REC'), fieldMap(args[1]!, 'evidence'), pairCompare);
  }
}

/** `erase ID... --reason R [--caller NAME]`: rec: ids are records, other ids decisions about no stored record. */
function eraseCommand(ledger: Ledger, args: string[], o: EntityOptions) {
  if (args.length === 0) throw serviceError('SC_CLI_ARITY', { command: 'erase', count: 'at least 1', arguments: 'argument' });
  if (o.reason === undefined) throw serviceError('SC_CLI_CHOICE_REQUIRED', { flag: '--reason', choices: ERASE_REASONS.join(', ') });
  const records = args.filter((id) => id.startsWith('rec:'));
  const decisions = args.filter((id) => !id.startsWith('rec:'));
  return eraseValues(ledger, { records, decisions, reason: o.reason, caller: o.caller === undefined ? null : callerName(o.caller) });
}
