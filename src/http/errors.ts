// Maps every failure to the contract's `{detail}` body and a catalogue code (docs/architecture.md D9;
// core/errorCatalogue.ts holds every code, status and sentence). Framework errors get sentences of our own
// — including the ones Fastify and Node answer before routing (bad URLs, long path parameters, oversized
// headers, malformed HTTP) — and details never echo the request's values (core/safeToken.ts is the one
// quoting rule). Every error answer carries its code in the `X-Error-Code` header; logs carry the code,
// the error's name and its stack frames, never its message (which may quote request text).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE, type ErrorCode, errorMessage, ServiceError } from '../core/errors.js';
import { describeValidation, type ValidationIssue } from './validation.js';

/** The response header naming an error answer's catalogue code. */
export const ERROR_CODE_HEADER = 'x-error-code';

export interface ErrorAnswer {
  status: number;
  code: ErrorCode;
  detail: string;
}

function catalogued(code: ErrorCode, detail: string = ERROR_CATALOGUE[code].message): ErrorAnswer {
  return { status: ERROR_CATALOGUE[code].status, code, detail };
}

const FRAMEWORK_CODES: Record<string, (req: FastifyRequest) => ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => catalogued('SC_BODY_NOT_JSON'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => catalogued('SC_BODY_EMPTY'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (req) => catalogued(req.url.startsWith('/documents') ? 'SC_MULTIPART_REQUIRED' : 'SC_JSON_REQUIRED'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => catalogued('SC_CONTENT_LENGTH_MISMATCH'),
  FST_ERR_CTP_BODY_TOO_LARGE: (req) => catalogued('SC_BODY_TOO_LARGE', errorMessage('SC_BODY_TOO_LARGE', { limit: bodyLimitOf(req) })),
  FST_REQ_FILE_TOO_LARGE: () => catalogued('SC_FILE_TOO_LARGE'),
  FST_FILES_LIMIT: () => catalogued('SC_TOO_MANY_FILES'),
  FST_PARTS_LIMIT: () => catalogued('SC_TOO_MANY_PARTS'),
  FST_FIELDS_LIMIT: () => catalogued('SC_TOO_MANY_FIELDS'),
  FST_PROTO_VIOLATION: () => catalogued('SC_FIELD_NAME_NOT_ALLOWED'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => catalogued('SC_MULTIPART_REQUIRED'),
  FST_INVALID_JSON_FIELD_ERROR: () => catalogued('SC_FIELD_JSON_INVALID'),
};

function bodyLimitOf(req: FastifyRequest): number {
  return req.routeOptions.bodyLimit ?? req.server.initialConfig.bodyLimit ?? 0;
}

/** Top-level field names of the route model that failed (listed after unknown fields). */
function knownFieldsOf(req: FastifyRequest, context: string | undefined): string[] {
  const schemas = req.routeOptions.schema as Record<string, { properties?: Record<string, unknown> } | undefined> | undefined;
  const key = context === 'querystring' ? 'querystring' : context === 'params' ? 'params' : 'body';
  return Object.keys(schemas?.[key]?.properties ?? {});
}

/** Status, code and detail of any error thrown while handling a request. */
export function errorAnswer(err: unknown, req: FastifyRequest): ErrorAnswer {
  if (err instanceof ServiceError) return { status: err.status, code: err.code, detail: err.detail };
  const e = err as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (Array.isArray(e.validation)) {
    const where = e.validationContext === 'querystring' ? 'query string' : e.validationContext === 'params' ? 'path' : 'request body';
    return catalogued('SC_REQUEST_MODEL', describeValidation(e.validation, where, knownFieldsOf(req, e.validationContext)));
  }
  const known = e.code ? FRAMEWORK_CODES[e.code] : undefined;
  if (known) return known(req);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return { ...catalogued('SC_REQUEST_INVALID'), status: e.statusCode };
  }
  return catalogued('SC_INTERNAL');
}

/**
 * What a failure's log line may hold: the catalogue code, the error's name and framework code, and its
 * stack frames. Not `err.stack` whole: its first line is `Name: message`, and a message may quote
 * request text.
 */
export function errorLogRecord(err: unknown, code: ErrorCode): Record<string, unknown> {
  const e = err instanceof Error ? (err as Error & { code?: unknown }) : undefined;
  const frames = (e?.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).map((line) => line.trim());
  return { code, name: e?.name ?? typeof err, ...(typeof e?.code === 'string' ? { errCode: e.code } : {}), frames };
}

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const { status, code, detail } = errorAnswer(err, req);
  if (status >= 500) req.log.error({ route: req.routeOptions.url, err: errorLogRecord(err, code) }, 'request failed');
  else req.log.debug({ route: req.routeOptions.url, code, status }, 'request refused');
  void reply.code(status).header(ERROR_CODE_HEADER, code).type('application/json; charset=utf-8').send({ detail });
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply): void {
  // The path is the caller's text: it is not echoed (the method is one of the few HTTP knows).
  void reply
    .code(404)
    .header(ERROR_CODE_HEADER, 'SC_NO_ROUTE')
    .send({ detail: errorMessage('SC_NO_ROUTE', { method: req.method }) });
}

/** Fastify's `frameworkErrors`: URLs it cannot route (bad escapes, over-long path parameters). */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const { status, code, detail } = catalogued(
    err.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'SC_PATH_PARAM_TOO_LONG' : err.code === 'FST_ERR_BAD_URL' ? 'SC_BAD_URL' : 'SC_UNROUTABLE',
  );
  void reply.code(status).header(ERROR_CODE_HEADER, code).type('application/json; charset=utf-8').send({ detail });
}

/** Node's `clientError` answers (before Fastify sees a request), in the `{detail}` shape. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, detail } = catalogued(
    err.code === 'HPE_HEADER_OVERFLOW' ? 'SC_HEADERS_TOO_LARGE' : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'SC_REQUEST_TIMEOUT' : 'SC_BAD_HTTP',
  );
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nX-Error-Code: ${code}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
