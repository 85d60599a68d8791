// Typed errors carrying an HTTP status and a catalogue code (docs/architecture.md D9; the codes, statuses
// and message templates live in errorCatalogue.ts). The library throws them; the HTTP layer maps them to
// `{detail}` and an `X-Error-Code` header. Details never echo the caller's text values.
import { type ErrorArgs, type ErrorCode, type ErrorParams, ERROR_CATALOGUE, errorMessage } from './errorCatalogue.js';

export { ERROR_CATALOGUE, type ErrorCode, type ErrorParams, errorMessage } from './errorCatalogue.js';

export class ServiceError extends Error {
  readonly status: number;
  /** Stable catalogue code (errorCatalogue.ts); `detail` is its sentence, filled (see `serviceError`). */
  readonly code: ErrorCode;
  constructor(status: number, detail: string, code: ErrorCode) {
    super(detail);
    this.name = 'ServiceError';
    this.status = status;
    this.code = code;
  }
  get detail(): string {
    return this.message;
  }
}

/** 400: the request is well-formed but asks for something the service cannot or will not do. */
export class BadRequestError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(400, detail, code);
    this.name = 'BadRequestError';
  }
}

/** 404: no such resource (e.g. a decision id the ledger never saw). */
export class NotFoundError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(404, detail, code);
    this.name = 'NotFoundError';
  }
}

/** 409: the request conflicts with what is stored (e.g. settling a decision another one already superseded). */
export class ConflictError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(409, detail, code);
    this.name = 'ConflictError';
  }
}

/** 413: a body or upload over the configured limit. */
export class PayloadTooLargeError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(413, detail, code);
    this.name = 'PayloadTooLargeError';
  }
}

/** 422: the body does not fit the request model. */
export class UnprocessableError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(422, detail, code);
    this.name = 'UnprocessableError';
  }
}

/** 501: the route exists but its behaviour has not been built yet (e.g. `SC_REPLAY_NOT_IMPLEMENTED`). */
export class NotImplementedError extends ServiceError {
  constructor(c: Coded) {
    super(501, c.message, c.code);
    this.name = 'NotImplementedError';
  }
}

/** 503: a dependency the call needs (the ledger) is not configured or cannot write. */
export class ServiceUnavailableError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(503, detail, code);
    this.name = 'ServiceUnavailableError';
  }
}

/** 415: the body is not of the media type the route takes. */
export class UnsupportedMediaTypeError extends ServiceError {
  constructor(detail: string, code: ErrorCode) {
    super(415, detail, code);
    this.name = 'UnsupportedMediaTypeError';
  }
}

/** A catalogued code with its filled message, for error classes that are not ServiceErrors (see `coded`). */
export interface Coded<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly message: string;
}

/** The code and its catalogue message, e.g. `new JwsError(coded('SC_JWS_SEGMENTS', { count: 2 }))`. */
export function coded<C extends ErrorCode>(code: C, ...params: ErrorArgs<C>): Coded<C> {
  return { code, message: errorMessage(code, (params[0] ?? {}) as ErrorParams<C>) };
}

/**
 * An error of a library input that is no HTTP answer by itself (a key, a token, a training file): it
 * carries its catalogue code and message; each kind is a subclass named after it (KeyFormatError, …).
 */
export class CodedError extends Error {
  readonly code: ErrorCode;
  constructor(c: Coded) {
    super(c.message);
    this.name = new.target.name;
    this.code = c.code;
  }
}

/** A configuration problem found at start-up (missing key file, unusable ledger); stops the service. */
export class ConfigError extends Error {
  /** The catalogue code (`SC_SIGNING_KEY_MISSING`, `SC_DATA_FILE_INVALID`, …). */
  readonly code: ErrorCode;
  constructor(c: Coded) {
    super(c.message);
    this.name = 'ConfigError';
    this.code = c.code;
  }
}

const BY_STATUS: Readonly<Record<number, new (detail: string, code: ErrorCode) => ServiceError>> = {
  400: BadRequestError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableError,
  503: ServiceUnavailableError,
};

/**
 * The error of a catalogued code, its message filled from `params` (values already safe to quote, see
 * core/safeToken.ts), as the class of its status so `instanceof BadRequestError` and the like still hold.
 */
export function serviceError<C extends ErrorCode>(code: C, ...params: keyof ErrorParams<C> extends never ? [] : [ErrorParams<C>]): ServiceError {
  const detail = errorMessage(code, (params[0] ?? {}) as ErrorParams<C>);
  const status = ERROR_CATALOGUE[code].status;
  const Class = BY_STATUS[status];
  return Class ? new Class(detail, code) : new ServiceError(status, detail, code);
}

export const NO_LEDGER_DETAIL = ERROR_CATALOGUE.SC_NO_LEDGER.message;

/**
 * A library failure as a catalogue value: its stable code — an errno (`ENOENT`), node's `ERR_…` code, a
 * PostgreSQL SQLSTATE (`28P01`), SQLite's `SQLITE_…` code — which is what an operator needs and cannot
 * echo request data; else its class name. Never its message (which may quote a file or a value).
 */
export function stableCode(err: unknown): string {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  if (typeof code === 'string' && /^[A-Za-z0-9_]{1,64}$/.test(code)) return code;
  if (typeof code === 'number' && Number.isInteger(code)) return String(code);
  return err instanceof Error ? err.name : typeof err;
}

/**
 * The sentence of an error a catalogued error wraps (the key a verification was given, a token's kid):
 * the wrapped error's own catalogue sentence when it carries a catalogue code, else its stable code. A
 * template fills its `{inner}` only through here (test/core/errors.test.ts).
 */
export function innerSentence(err: unknown): string {
  const code = (err as { code?: unknown } | null | undefined)?.code;
  if (err instanceof Error && typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code)) return err.message;
  return stableCode(err);
}

// DuckDB's exception types (its ExceptionType names), the words its messages open with.
const DUCKDB_TYPES = new Set(
  ('Invalid,Out of Range,Conversion,Unknown Type,Decimal,Mismatch Type,Divide by Zero,Object Size,Invalid type,Serialization,' +
    'TransactionContext,Not implemented,Expression,Catalog,Parser,Planner,Scheduler,Executor,Constraint,Index,Stat,Connection,' +
    'Syntax,Settings,Binder,Network,Optimizer,NullPointer,IO,INTERRUPT,FATAL,INTERNAL,Invalid Input,Out of Memory,Permission,' +
    'Parameter Not Resolved,Parameter Not Allowed,Dependency,HTTP,Missing Extension,Extension Autoloading,Sequence,Invalid Configuration').split(','),
);

/**
 * DuckDB's failure as a catalogue value: the exception type its message opens with (`Invalid Input Error`,
 * `Conversion Error`, `IO Error`), which names the kind of problem; the rest of its message, which can
 * quote a line of the file read, is not kept. Any other error is named by its stable code.
 */
export function duckdbErrorType(err: unknown): string {
  const type = /^([A-Za-z ]{2,40}) Error: /.exec(err instanceof Error ? err.message : '')?.[1];
  return type !== undefined && DUCKDB_TYPES.has(type) ? `${type} Error` : stableCode(err);
}
