// Typed errors carrying an HTTP status (docs/architecture.md D9). The library throws them; the HTTP layer
// maps them to `{detail}`. Details never echo the caller's text values.

export class ServiceError extends Error {
  readonly status: number;
  constructor(status: number, detail: string) {
    super(detail);
    this.name = 'ServiceError';
    this.status = status;
  }
  get detail(): string {
    return this.message;
  }
}

/** 400: the request is well-formed but asks for something the service cannot or will not do. */
export class BadRequestError extends ServiceError {
  constructor(detail: string) {
    super(400, detail);
    this.name = 'BadRequestError';
  }
}

/** 404: no such resource (e.g. a decision id the ledger never saw). */
export class NotFoundError extends ServiceError {
  constructor(detail: string) {
    super(404, detail);
    this.name = 'NotFoundError';
  }
}

/** 409: the request conflicts with what is stored (e.g. settling a decision another one already superseded). */
export class ConflictError extends ServiceError {
  constructor(detail: string) {
    super(409, detail);
    this.name = 'ConflictError';
  }
}

/** 413: a body or upload over the configured limit. */
export class PayloadTooLargeError extends ServiceError {
  constructor(detail: string) {
    super(413, detail);
    this.name = 'PayloadTooLargeError';
  }
}

/** 422: the body does not fit the request model. */
export class UnprocessableError extends ServiceError {
  constructor(detail: string) {
    super(422, detail);
    this.name = 'UnprocessableError';
  }
}

/** 501: the route exists but its behaviour has not been built yet. */
export class NotImplementedError extends ServiceError {
  constructor(what: string) {
    super(501, `${what} is not implemented yet`);
    this.name = 'NotImplementedError';
  }
}

/** 503: a dependency the call needs (the ledger) is not configured. */
export class ServiceUnavailableError extends ServiceError {
  constructor(detail: string) {
    super(503, detail);
    this.name = 'ServiceUnavailableError';
  }
}

/** A configuration problem found at start-up (missing key file, unusable ledger); stops the service. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export const NO_LEDGER_DETAIL = 'no ledger configured: pass --ledger FILE or set SERVICE_LEDGER';

/** 415: the body is not of the media type the route takes. */
export class UnsupportedMediaTypeError extends ServiceError {
  constructor(detail: string) {
    super(415, detail);
    this.name = 'UnsupportedMediaTypeError';
  }
}
