// The error catalogue (docs/architecture.md D9, issue 14): every user-facing error's stable code, its HTTP
// status and its message template in one place, as fastify's lib/errors.js and TypeScript's diagnostic
// catalogue do. The wire body stays `{"detail": …}`; the code travels on the error (`ServiceError.code`),
// in the `X-Error-Code` response header and in logs, which never carry the message or request values.
// A template's `{name}` placeholders are typed (`ErrorParams`); a value filled in must already follow the
// quoting rule of core/safeToken.ts. The README's error-code table lists this file (a test compares them).
//
// The SC_<STATUS> codes at the end are carried by errors still thrown with a sentence of their own
// (`new BadRequestError('…')`); each such site is to move to a specific code of its own here.

export interface CatalogueEntry {
  readonly status: number;
  readonly message: string;
  /** When it is answered (the README table's wording). */
  readonly when: string;
}

export const ERROR_CATALOGUE = {
  // Transport and body (src/http/errors.ts).
  SC_BODY_NOT_JSON: { status: 400, message: 'The request body is not valid JSON.', when: 'malformed JSON body' },
  SC_BODY_EMPTY: { status: 400, message: 'The request body is empty; send a JSON object.', when: 'empty JSON body' },
  SC_BODY_NOT_UTF8: {
    status: 400,
    message: 'The request body is not valid UTF-8; send JSON encoded as UTF-8.',
    when: 'a JSON body that is not valid UTF-8 (never silently replaced)',
  },
  SC_CONTENT_LENGTH_MISMATCH: {
    status: 400,
    message: 'The Content-Length header does not match the body sent.',
    when: 'Content-Length differs from the body sent',
  },
  SC_JSON_REQUIRED: {
    status: 415,
    message: 'This route takes a JSON body: send Content-Type: application/json.',
    when: 'a JSON route sent another media type',
  },
  SC_MULTIPART_REQUIRED: {
    status: 415,
    message: 'This route takes multipart/form-data with one or more `files` parts.',
    when: '/documents sent something other than multipart/form-data',
  },
  SC_BODY_TOO_LARGE: { status: 413, message: 'The request body is larger than the limit of {limit} bytes.', when: 'JSON body over the limit' },
  SC_FILE_TOO_LARGE: { status: 413, message: 'An uploaded file is larger than the per-file limit.', when: 'one upload over the per-file limit' },
  SC_UPLOADS_TOO_LARGE: {
    status: 413,
    message: 'The uploaded files together are larger than the limit of {limit} bytes.',
    when: 'the uploads of one request together over the total limit',
  },
  SC_TOO_MANY_FILES: { status: 413, message: 'Too many files were uploaded in one request.', when: 'more files than the limit' },
  SC_TOO_MANY_PARTS: { status: 413, message: 'The multipart request has too many parts.', when: 'more multipart parts than the limit' },
  SC_TOO_MANY_FIELDS: { status: 413, message: 'The multipart request has too many form fields.', when: 'more form fields than the limit' },
  SC_FIELD_NAME_NOT_ALLOWED: { status: 400, message: 'A multipart field name is not allowed.', when: 'a multipart field named like `__proto__`' },
  SC_FIELD_JSON_INVALID: {
    status: 400,
    message: 'A multipart field declared as JSON is not valid JSON.',
    when: 'a multipart JSON field that does not parse',
  },
  SC_REQUEST_MODEL: { status: 422, message: '{detail}', when: 'body, query or form does not fit the request model (the detail names each field)' },
  SC_REQUEST_INVALID: {
    status: 400,
    message: 'The request could not be processed as sent.',
    when: 'any other client error the framework raises (answered with its own 4xx status)',
  },
  // Routing and HTTP framing.
  SC_NO_ROUTE: {
    status: 404,
    message: 'There is no route for this method ({method}) and path; GET /capabilities lists the endpoints.',
    when: 'unknown route or method',
  },
  SC_PATH_PARAM_TOO_LONG: {
    status: 414,
    message: 'A path parameter is longer than the limit; decision ids are 75 characters.',
    when: 'a path parameter over 100 characters',
  },
  SC_BAD_URL: { status: 400, message: 'The request path is not a valid URL (a malformed percent-escape).', when: 'malformed percent-escape in the path' },
  SC_UNROUTABLE: { status: 400, message: 'The request could not be routed.', when: 'a URL the router cannot read' },
  SC_HEADERS_TOO_LARGE: {
    status: 431,
    message: 'The request line and headers are larger than the server accepts.',
    when: 'request line and headers over the server limit',
  },
  SC_REQUEST_TIMEOUT: { status: 408, message: 'The request was not received in time.', when: 'the request did not arrive within the server timeout' },
  SC_BAD_HTTP: { status: 400, message: 'The request is not valid HTTP.', when: 'malformed HTTP' },
  SC_INTERNAL: {
    status: 500,
    message: 'The service failed while answering; the failure was logged without request data.',
    when: 'a failure of the service itself (logged with its code and stack frames, never its message)',
  },
  // Service gates (src/http/state.ts).
  SC_NO_LEDGER: {
    status: 503,
    message: 'no ledger configured: pass --ledger FILE or set SERVICE_LEDGER',
    when: 'a call that needs the ledger (store, ledger and entity routes) on a service without one',
  },
  SC_REVEAL_OFF: {
    status: 403,
    message: 'revealing stored values is switched off on this service (SERVICE_NO_REVEAL); ask without reveal',
    when: '`reveal=true` on a service started with --no-reveal',
  },
  SC_NOT_IMPLEMENTED: { status: 501, message: '{what} is not implemented yet', when: 'a route whose behaviour is not built (e.g. replay without a runner)' },
  // Route checks (src/http/routes).
  SC_FIELDS_NOT_TAKEN: {
    status: 422,
    message: 'The {where} has {fields} this route does not take; it takes: {allowed}.',
    when: 'an entity or review route sent a body or query field it does not take (the detail lists the fields it takes, never those sent)',
  },
  SC_RECORD_ID_INVALID: {
    status: 400,
    message: '{name} must be a stored record id of the form rec:sha256:<64 hex digits>',
    when: '/path or /observe given something other than a record id',
  },
  SC_DUPLICATE_FILE_NAME: {
    status: 400,
    message: 'two uploads share a name: {names}; rename one, the report is keyed by file name',
    when: 'two /documents uploads with the same file name',
  },
  // Not yet catalogued: the throw site's own sentence, by status.
  SC_400: { status: 400, message: '{detail}', when: 'a request the service will not serve (unknown jurisdiction, statute, method, …)' },
  SC_403: { status: 403, message: '{detail}', when: 'refused by the operator’s configuration' },
  SC_404: { status: 404, message: '{detail}', when: 'no such decision, record or entity' },
  SC_409: { status: 409, message: '{detail}', when: 'conflicts with what is stored (settling a decision already superseded or not held)' },
  SC_413: { status: 413, message: '{detail}', when: 'over a size, time or memory budget' },
  SC_415: { status: 415, message: '{detail}', when: 'a media type the route does not take' },
  SC_422: { status: 422, message: '{detail}', when: 'a value the request model admits but the verb cannot use' },
  SC_503: { status: 503, message: '{detail}', when: 'the ledger is busy or cannot write (disk full, read-only)' },
  SC_ERROR: { status: 500, message: '{detail}', when: 'any other status thrown with a sentence of its own' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The values a code's template needs, by placeholder name (none: `{}`). */
export type ErrorParams<C extends ErrorCode> = { readonly [K in Placeholders<(typeof ERROR_CATALOGUE)[C]['message']>]: string | number };

/** The uncatalogued code of an error thrown with its own sentence and this status. */
export function uncataloguedCode(status: number): ErrorCode {
  const code = `SC_${status}`;
  return code in ERROR_CATALOGUE ? (code as ErrorCode) : 'SC_ERROR';
}

/** The code's message with every placeholder filled. */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParams<C>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return ERROR_CATALOGUE[code].message.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = values[name];
    if (v === undefined) throw new Error(`error ${code} needs {${name}}`);
    return String(v);
  });
}
