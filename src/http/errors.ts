// Maps every failure to the contract's `{detail}` body (docs/architecture.md D9). Framework errors get
// sentences of our own — including the ones Fastify and Node answer before routing (bad URLs, long
// path parameters, oversized headers, malformed HTTP) — and details never echo the request's values
// (core/safeToken.ts is the one quoting rule).
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ServiceError } from '../core/errors.js';
import { describeValidation, type ValidationIssue } from './validation.js';

const FRAMEWORK_DETAILS: Record<string, (err: FastifyError, req: FastifyRequest) => [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, 'The request body is empty; send a JSON object.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (_e, req) => [
    415,
    req.url.startsWith('/documents')
      ? 'This route takes multipart/form-data with one or more `files` parts.'
      : 'This route takes a JSON body: send Content-Type: application/json.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [400, 'The Content-Length header does not match the body sent.'],
  FST_ERR_CTP_BODY_TOO_LARGE: (_e, req) => [413, `The request body is larger than the limit of ${bodyLimitOf(req)} bytes.`],
  FST_REQ_FILE_TOO_LARGE: () => [413, 'An uploaded file is larger than the per-file limit.'],
  FST_FILES_LIMIT: () => [413, 'Too many files were uploaded in one request.'],
  FST_PARTS_LIMIT: () => [413, 'The multipart request has too many parts.'],
  FST_FIELDS_LIMIT: () => [413, 'The multipart request has too many form fields.'],
  FST_PROTO_VIOLATION: () => [400, 'A multipart field name is not allowed.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => [415, 'This route takes multipart/form-data with one or more `files` parts.'],
  FST_INVALID_JSON_FIELD_ERROR: () => [400, 'A multipart field declared as JSON is not valid JSON.'],
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

/** Status and detail of any error thrown while handling a request. */
export function errorAnswer(err: unknown, req: FastifyRequest): [number, string] {
  if (err instanceof ServiceError) return [err.status, err.detail];
  const e = err as FastifyError & { validation?: ValidationIssue[]; validationContext?: string };
  if (Array.isArray(e.validation)) {
    const where = e.validationContext === 'querystring' ? 'query string' : e.validationContext === 'params' ? 'path' : 'request body';
    return [422, describeValidation(e.validation, where, knownFieldsOf(req, e.validationContext))];
  }
  const known = e.code ? FRAMEWORK_DETAILS[e.code] : undefined;
  if (known) return known(e, req);
  if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
    return [e.statusCode, 'The request could not be processed as sent.'];
  }
  return [500, 'The service failed while answering; the failure was logged without request data.'];
}

export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] = errorAnswer(err, req);
  if (status >= 500) {
    // Log the failure's kind and stack only: messages of library errors may quote request text.
    req.log.error({ route: req.routeOptions.url, err: { name: err.name, code: err.code, stack: err.stack } }, 'request failed');
  }
  void reply.code(status).type('application/json; charset=utf-8').send({ detail });
}

export function notFoundHandler(req: FastifyRequest, reply: FastifyReply): void {
  // The path is the caller's text: it is not echoed.
  void reply
    .code(404)
    .send({ detail: `There is no route for this method (${req.method}) and path; GET /capabilities lists the endpoints.` });
}

/** Fastify's `frameworkErrors`: URLs it cannot route (bad escapes, over-long path parameters). */
export function frameworkErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const [status, detail] =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, 'A path parameter is longer than the limit; decision ids are 75 characters.']
      : err.code === 'FST_ERR_BAD_URL'
        ? [400, 'The request path is not a valid URL (a malformed percent-escape).']
        : [400, 'The request could not be routed.'];
  void reply.code(status).type('application/json; charset=utf-8').send({ detail });
}

/** Node's `clientError` answers (before Fastify sees a request), in the `{detail}` shape. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request line and headers are larger than the server accepts.']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request was not received in time.']
        : [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
