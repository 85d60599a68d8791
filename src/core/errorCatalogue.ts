// The error catalogue (docs/architecture.md D9, issue 14): every user-facing error's stable code, its HTTP
// status and its message template in one place, as fastify's lib/errors.js and TypeScript's diagnostic
// catalogue do. The wire body stays `{"detail": …}`; the code travels on the error (`ServiceError.code`),
// in the `X-Error-Code` response header and in logs, which never carry the message or request values.
// A template's `{name}` placeholders are typed (`ErrorParams`); a value filled in must already follow the
// quoting rule of core/safeToken.ts. The README's error-code table lists this file (a test compares them).
//
// One code per distinct sentence: a placeholder carries a value (a limit, a field name, a token quoted by
// core/safeToken.ts), never a phrase written at the throw site. Every ServiceError names its code.

import { DOCUMENT_ERRORS } from './errorCatalogueDocuments.js';
import { LEDGER_ERRORS } from './errorCatalogueLedger.js';

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
  SC_BODY_NOT_UTF8: { status: 400, message: 'The request body is not valid UTF-8; send JSON encoded as UTF-8.', when: 'a JSON body that is not valid UTF-8 (never silently replaced)' },
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
  SC_REPLAY_NOT_IMPLEMENTED: { status: 501, message: 'replay of {verb} decisions is not implemented yet', when: 'replay of a decision whose verb has no runner on this service' },
  // Jurisdiction and statutes (src/jurisdiction).
  SC_JURISDICTION_UNSUPPORTED: { status: 400, message: 'jurisdiction {given} is not supported; use one of {codes}, or pass statute (one of {statutes})', when: 'a jurisdiction code outside the contract\'s table' },
  SC_STATUTE_UNKNOWN: { status: 400, message: 'no statute pack named {given}; have {statutes}', when: 'a statute id that names no shipped pack' },
  // De-identification, extraction and places (src/deidentify, src/extract, src/places).
  SC_METHOD_UNKNOWN: { status: 400, message: 'method must be one of {methods}; got {given}', when: 'a de-identification method that is not statute, mask, token or drop' },
  SC_EXTRACT_BACKEND_UNKNOWN: { status: 400, message: 'unknown extraction backend {given}; use one of {backends}', when: 'an extraction backend that is not offered' },
  SC_ENTITY_TYPE_UNKNOWN: { status: 400, message: 'unknown entity type {given}; known types: {known}', when: 'an extraction entity type that is not known' },
  SC_ENTITY_TYPES_UNKNOWN: { status: 400, message: 'unknown entity types {given}; known types: {known}', when: 'several extraction entity types that are not known (the first 10 named, the rest counted)' },
  SC_TEXT_NOT_STRING: { status: 400, message: 'text must be a string', when: 'a library call given text that is not a string' },
  // Documents and entity packs (src/documents, src/link).
  SC_PARSER_EXTRA_MISSING: { status: 400, message: 'an uploaded file is {what} and the \'{parser}\' parser extra is not installed; install it with: npm install {package}', when: 'an upload whose parser extra is not installed' },
  SC_ENTITY_UNKNOWN: { status: 400, message: 'no entity pack named {given}; have {packs}. A schema the service does not ship needs its own comparator set (an entity pack of its own).', when: 'an entity pack name that names no shipped pack' },
  SC_ENTITY_NEEDS_FIELDS: { status: 400, message: 'documents are linked by the text engine, which compares persons; entity \'{entity}\' needs field maps (use /compare with objects) — pass entity=person', when: 'documents linked with an entity pack other than person' },
  // Linking lists (src/link).
  SC_LINK_RECORDS_OR_PAIR: { status: 400, message: 'pass records (one list to deduplicate) or a and b (two lists to link), not both', when: '/link given both or neither of records and a/b' },
  SC_LINK_LIST_COUNT: { status: 400, message: 'link takes one list (deduplicate) or two (link A to B)', when: 'a link call with no list or more than two' },
  SC_LINK_RECORD_NOT_OBJECT: { status: 400, message: '{where}[{index}] must be an object of field: value', when: 'a record of a list that is not an object' },
  SC_LINK_LIST_EMPTY: { status: 400, message: '{where} is empty: there are no records to link', when: 'an empty list or file to link' },
  SC_LINK_NO_BLOCKING: { status: 400, message: 'the {pack} pack has no blocking rules yet, so whole lists cannot be linked with it; compare pairs instead', when: 'linking lists of a pack without blocking rules' },
  SC_LINK_MAP_ENTRY: { status: 400, message: '--map takes field=column or field=col1+col2; got an entry of another shape', when: 'a field mapping entry of another shape' },
  SC_LINK_ID_COLUMN_MISSING: { status: 400, message: 'no id column {column} among the columns ({columns}); name it with id_field / --id-field', when: 'the id column is not among the columns' },
  SC_LINK_MAP_FIELD_UNKNOWN: { status: 400, message: 'map: {field} is not a field of the {pack} pack ({fields})', when: 'a mapping names a field the pack does not have' },
  SC_LINK_MAP_COLUMN_MISSING: { status: 400, message: 'map: column {column} for {field} is not among the columns ({columns})', when: 'a mapping names a column the list does not have' },
  SC_LINK_NO_MATCHING_COLUMN: { status: 400, message: 'no column matches a field of the {pack} pack ({fields}); pass a mapping (field=column)', when: 'no column of the list matches a field of the pack' },
  SC_LINK_ID_REPEATED: { status: 400, message: '{where}: the id column {column} repeats a value at record {record}; ids must be unique within a list', when: 'an id repeated within one list' },
  SC_LINK_FORMAT_UNKNOWN: { status: 400, message: 'cannot tell the format of {file}: name it .csv (comma-separated), .tsv (tab-separated), .jsonl (JSON Lines) or .parquet', when: 'a records file whose extension names no format' },
  SC_LINK_HEADER_INVALID: { status: 400, message: '{file} needs a header row of distinct, non-empty column names', when: 'a records file without a usable header row' },
  SC_LINK_FILE_UNREADABLE: { status: 400, message: '{file} cannot be read as {format} ({type})', when: 'a records file the CSV or Parquet reader refuses (the type of its error, never its message)' },
  SC_LINK_FILE_MISSING: { status: 400, message: 'cannot read {file}: no such file', when: 'a records file that does not exist' },
  SC_LINK_FILE_TOO_LARGE: { status: 413, message: '{file} is {size} bytes, over the limit of {limit} (raise it with --max-bytes)', when: 'a records file over the byte limit' },
  SC_LINK_NO_RECORDS: { status: 400, message: '{file} holds no readable record', when: 'a records file with no readable record' },
  SC_LINK_NO_RECORDS_SKIPPED: { status: 400, message: '{file} holds no readable record ({count} lines skipped)', when: 'a records file whose every line was skipped as unreadable' },
  // Attestation keys and tokens (src/attest): reported as the reasons a verification fails, or at start-up.
  SC_KEY_NOT_ED25519: { status: 400, message: 'expected an Ed25519 key, got {type}', when: 'a key of another type where an Ed25519 key is needed' },
  SC_KEY_NO_PUBLIC_BYTES: { status: 400, message: 'Ed25519 key exported without its public bytes', when: 'an Ed25519 key whose public bytes cannot be exported' },
  SC_KEY_LENGTH: { status: 400, message: 'an Ed25519 public key is {expected} bytes, got {got}', when: 'raw public key bytes of the wrong length' },
  SC_DID_KEY_FORMAT: { status: 400, message: 'not a did:key with base58btc multibase (expected \'did:key:z...\'): {given}', when: 'a key id that is not a base58btc did:key' },
  SC_DID_KEY_BASE58: { status: 400, message: 'did:key is not valid base58btc: Non-base58btc character', when: 'a did:key whose multibase does not decode' },
  SC_DID_KEY_MULTICODEC: { status: 400, message: 'did:key multicodec is 0x{seen}, expected 0xed01 (Ed25519 public key)', when: 'a did:key of another key type' },
  SC_DID_KEY_LENGTH: { status: 400, message: 'did:key carries {got} key bytes, expected {expected}', when: 'a did:key of the wrong length' },
  SC_KEY_NOT_PRIVATE: { status: 400, message: 'a signing key must be a private key', when: 'a public key given to sign with' },
  SC_KEY_SEED_LENGTH: { status: 400, message: 'an Ed25519 seed is 32 bytes, got {got}', when: 'an Ed25519 seed of the wrong length' },
  SC_KEY_PEM_UNREADABLE: { status: 400, message: 'not a readable PEM key ({code})', when: 'a PEM key node:crypto cannot read (its error code named)' },
  SC_KEY_INPUT_UNKNOWN: { status: 400, message: 'expected a did:key, a PEM key, 64 hex digits or 32 raw bytes', when: 'a verification key in none of the accepted forms' },
  SC_VERIFY_KEY_UNUSABLE: { status: 400, message: 'the key supplied is not usable: {inner}', when: 'a verification key that cannot be used (the key error’s own sentence)' },
  SC_KEY_FILE_EXISTS: { status: 409, message: '{path} exists; pass --force to replace it (envelopes signed with the old key stop verifying against the new did:key)', when: 'keygen over an existing key file without --force' },
  SC_SIGNING_KEY_MISSING: { status: 500, message: 'signing key {path} does not exist; make one with: service-core keygen {path}', when: 'start-up: the signing key file does not exist' },
  SC_SIGNING_KEY_UNREADABLE: { status: 500, message: 'signing key {path} cannot be read ({errno})', when: 'start-up: the signing key file cannot be read' },
  SC_SIGNING_KEY_NOT_PEM: { status: 500, message: 'signing key {path} is not a PEM private key (expected \'-----BEGIN PRIVATE KEY-----\'); make one with: service-core keygen FILE', when: 'start-up: the signing key file is not a PEM private key' },
  SC_SIGNING_KEY_NOT_ED25519: { status: 500, message: 'signing key {path} is a {type} key; expected Ed25519', when: 'start-up: the signing key is not Ed25519' },
  SC_JWS_NOT_STRING: { status: 400, message: 'the JWS is not a string', when: 'a token that is not a string' },
  SC_JWS_SEGMENTS: { status: 400, message: 'Expected 3 JWS segments, got {count}', when: 'a token without three segments' },
  SC_JWS_HEADER_BASE64URL: { status: 400, message: 'Header parse failed: header is not unpadded base64url', when: 'a token header segment that is not unpadded base64url' },
  SC_JWS_HEADER_NOT_JSON: { status: 400, message: 'Header parse failed: not valid JSON', when: 'a token header that is not JSON (the parser’s message, which quotes the token, is not shown)' },
  SC_JWS_HEADER_NOT_OBJECT: { status: 400, message: 'Header parse failed: not a JSON object', when: 'a token header that is JSON but not an object' },
  SC_JWS_ALG: { status: 400, message: 'Unsupported alg: {given}; expected {expected}', when: 'a token signed with another algorithm' },
  SC_JWS_NO_KID: { status: 400, message: 'the JWS header has no kid', when: 'a token header without kid' },
  SC_JWS_NO_TYP: { status: 400, message: 'the JWS header has no typ', when: 'a token header without typ' },
  SC_JWS_TYP: { status: 400, message: 'Unsupported typ: {given}; expected {expected}', when: 'a token of another type' },
  SC_JWS_KID_UNUSABLE: { status: 400, message: 'kid is not a usable did:key: {inner}', when: 'a token whose kid is not a usable did:key (the did:key error’s own sentence)' },
  SC_JWS_KID_MISMATCH: { status: 400, message: 'the token\'s kid {kid} is not the key supplied for verification', when: 'a token whose kid is not the key supplied' },
  SC_JWS_SIGNATURE_LENGTH: { status: 400, message: 'an Ed25519 signature is 64 bytes, got {got}', when: 'a signature of the wrong length' },
  SC_JWS_SIGNATURE_INVALID: { status: 400, message: 'Ed25519 signature verification failed', when: 'a signature that does not hold' },
  SC_JWS_SIGNATURE_BASE64URL: { status: 400, message: 'signature is not unpadded base64url', when: 'a token signature segment that is not unpadded base64url' },
  SC_JWS_PAYLOAD_BASE64URL: { status: 400, message: 'Payload parse failed: payload is not unpadded base64url', when: 'a token payload segment that is not unpadded base64url' },
  SC_JWS_PAYLOAD_NOT_JSON: { status: 400, message: 'Payload parse failed: not valid JSON', when: 'a token payload that is not JSON (the parser’s message, which quotes the token, is not shown)' },
  SC_JWS_PAYLOAD_NOT_OBJECT: { status: 400, message: 'Payload parse failed: not a JSON object', when: 'a token payload that is JSON but not an object' },
  // Command line (src/config.ts).
  SC_CLI_ARGS: { status: 400, message: 'the arguments cannot be read ({code})', when: 'a command given arguments node’s parser refuses for a reason of its own (its ERR_PARSE_ARGS code named)' },
  SC_CLI_UNKNOWN_OPTION: { status: 400, message: 'Unknown option {option}; --help lists the options', when: 'a command given a flag it does not take' },
  SC_CLI_OPTION_VALUE_MISSING: { status: 400, message: 'Option {option} needs a value', when: 'a command given a flag without the value it needs' },
  SC_CLI_OPTION_VALUE_DASHED: { status: 400, message: 'Option {option} was followed by a value starting with a dash, which reads as another option; join the flag and its value with =, as in --flag=-1', when: 'a command given a flag whose value starts with a dash, written apart' },
  SC_CLI_OPTION_TAKES_NO_VALUE: { status: 400, message: 'Option {option} does not take a value', when: 'a command given a value for a flag that takes none' },
  SC_CLI_UNEXPECTED_ARGUMENT: { status: 400, message: 'Unexpected argument {argument}: this command takes no positional arguments', when: 'a command that takes no positional arguments given one (quoted only when a safe token)' },
  SC_PORT_INVALID: { status: 400, message: '--port must be an integer from 0 to 65535', when: 'service-core serve given a port out of range' },
  SC_WORKERS_INVALID: { status: 400, message: '--workers (or SERVICE_WORKERS) must be an integer from 1 to {max}', when: 'service-core serve given a worker count out of range' },
  SC_SEMI_SPACE_INVALID: { status: 400, message: '--semi-space-mb (or SERVICE_SEMI_SPACE_MB) must be a power of two from 1 to {max}', when: 'service-core serve given a semi-space limit V8 would not use as given' },
  // Document parsing (src/documents/parsers): reported per file in the report's errors, not as an answer status.
  SC_PARSE_EMPTY: { status: 422, message: 'the file is empty', when: 'an uploaded file with no bytes' },
  SC_PARSE_FORMAT_UNKNOWN: { status: 422, message: 'unrecognised file format (supported: text, Markdown, HTML, RTF, PDF, DOCX, ODT, ODP, ODS, PPTX, XLSX, PNG, JPEG, TIFF)', when: 'an upload of a format no parser reads' },
  SC_PARSE_NO_PARSER: { status: 422, message: 'no parser reads {format}', when: 'a recognised format without a parser' },
  SC_PARSE_STRUCTURE_FORMAT: { status: 422, message: 'the structure parser does not read {format}', when: 'a format the structure parser does not read' },
  SC_PARSE_ARCHIVE_BOMB: { status: 422, message: 'the archive inflates to more than {mb} MB (more than its directory declares); it was not parsed', when: 'an archive that inflates past the limit' },
  SC_PARSE_DOCUMENT_UNREADABLE: { status: 422, message: 'not a readable {format} document', when: 'an office document its parser cannot read' },
  SC_PARSE_PDF_ENCRYPTED: { status: 422, message: 'the PDF is encrypted with a password', when: 'a password-protected PDF' },
  SC_PARSE_PDF_UNREADABLE: { status: 422, message: 'not a readable PDF ({name})', when: 'a PDF the PDF parser cannot read' },
  SC_PARSE_TEXT_TRUNCATED: { status: 422, message: 'truncated {encoding} text (odd number of bytes)', when: 'UTF-16 text with an odd number of bytes' },
  SC_PARSE_TEXT_INVALID: { status: 422, message: 'not valid {encoding} text', when: 'text that is not valid in its encoding' },
  SC_PARSE_OCR_UNREADABLE: { status: 422, message: 'the image could not be read by OCR', when: 'an image OCR cannot read' },
  // The rest of a /documents report's per-file entries (errorCatalogueDocuments.ts).
  ...DOCUMENT_ERRORS,
  // Worker pool (src/workers).
  SC_WORK_OVER_TIME: {
    status: 413,
    message: 'The text is too large to process: the work did not finish within its time budget of {seconds} s for a text of this size; send it in smaller parts.',
    when: 'a call a worker stopped at its time budget (30 s plus 30 s per million characters)',
  },
  SC_WORK_OVER_MEMORY: {
    status: 413,
    message: 'The text is too large to process: the work needed more than the worker\'s memory limit of {mb} MB and was stopped; send it in smaller parts.',
    when: 'a call a worker stopped at its memory limit',
  },
  // Data files and the library's own checks.
  SC_DATA_FILE_INVALID: {
    status: 500,
    message: 'data file {file}: {path} {dataProblem}',
    when: 'a shipped data file cannot be read or an entry does not fit its schema (stops the service at start-up)',
  },
  // Comparison (src/compare).
  SC_COMPARE_SHAPES: { status: 400, message: 'a and b must both be field maps (objects) or both be strings; got {a} and {b}', when: '/compare given a and b of different shapes' },
  SC_COMPARE_NEEDS_FIELD_MAPS: { status: 400, message: 'compare(entity={entity}) expects two field maps; got two strings. The pack engine scores declared fields, so it needs field maps.', when: 'two strings compared under a pack other than person' },
  SC_COMPARE_PARAMS_TEXT: { status: 400, message: 'trained parameters apply to field maps (the pack engine), not to free text', when: 'trained parameters given with two strings' },
  SC_COMPARE_PARAMS_PACK: { status: 400, message: 'the trained parameters are for pack {trained} version {trainedVersion}; {entity} is pack {pack} version {version}: train again on this version', when: 'trained parameters of another pack or pack version' },
  SC_COMPARE_NO_BLOCKING: { status: 400, message: 'blocking rules blocking/{pack}.json: the {pack} pack ships no blocking rules', when: 'blocking rules asked of a pack that ships none' },
  SC_TRAIN_NO_BLOCKING: { status: 400, message: 'pack \'{pack}\' ships no blocking rules (src/compare/blocking/{pack}.json), so it cannot be trained yet', when: 'training a pack without blocking rules' },
  SC_TRAIN_TOO_FEW: { status: 400, message: '{count} records are too few to train on (at least {min}): the shipped weights are the better choice for a batch this small', when: 'a training batch under the minimum size' },
  SC_TRAIN_NO_FIELDS: { status: 400, message: 'no record carries a field the {pack} pack compares', when: 'a training batch with no field the pack compares' },
  SC_TRAINED_PARAMS_UNREADABLE: { status: 400, message: 'trained parameters {where}: cannot be read ({errno})', when: 'a trained parameter file that cannot be read' },
  SC_TRAINED_PARAMS_NOT_JSON: { status: 400, message: 'trained parameters {where}: cannot be read as JSON', when: 'a trained parameter file that is not JSON (the parser’s message, which quotes the file, is not shown)' },
  SC_TRAINED_PARAMS_SCHEMA: { status: 400, message: 'trained parameters {where}: {path} {dataProblem}', when: 'trained parameters that do not fit their schema (the JSON path and the problem, a data-problem code’s sentence)' },
  SC_TRAINED_THRESHOLDS_ORDER: { status: 400, message: 'trained parameters {where}: thresholds.review must not exceed thresholds.match', when: 'trained parameters whose review threshold is above the match threshold' },
  SC_TRAINED_COMPARISON_TWICE: { status: 400, message: 'trained parameters {where}: comparison {key} appears twice', when: 'trained parameters listing a comparison twice' },
  SC_TRAINED_CUTS_ORDER: { status: 400, message: 'trained parameters {where}: comparison {key}: cuts.partial must not exceed cuts.close', when: 'trained parameters whose partial cut is above the close cut' },
  SC_BATCH_FILE_UNREADABLE: { status: 400, message: '{file}: cannot be read ({errno})', when: 'a training batch file that cannot be read (the file system’s error code)' },
  SC_BATCH_CSV_UNREADABLE: { status: 400, message: '{file}: cannot be read as CSV ({type})', when: 'a training batch file the CSV reader refuses (the type of its error, never its message)' },
  SC_BATCH_LINE_INVALID: { status: 400, message: '{file}: line {line} is not {what}', when: 'a line of a JSON Lines batch that is not a JSON object' },
  SC_BATCH_FORMAT_UNKNOWN: { status: 400, message: '{file}: expected a .csv or .jsonl file', when: 'a training batch file of another format' },
  // Detection (src/detect).
  SC_DETECT_BACKEND_UNKNOWN: { status: 400, message: 'unknown detection backend {given}; use one of \'basic\', \'auto\'', when: 'a detection backend that is not basic or auto' },
  SC_COVERAGE_NEEDS_LAW: { status: 400, message: 'give jurisdiction (a country code or EU) or statute', when: '/coverage given neither jurisdiction nor statute' },
  SC_JURISDICTION_NOT_STATED: { status: 400, message: 'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong statute looks finished and is not. Inference: no jurisdiction signals found in the text. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'jurisdiction inference found no signal in the text (the detail says what to pass; every SC_JURISDICTION_NOT_STATED* code is an abstention)' },
  SC_JURISDICTION_NOT_STATED_WEAK: { status: 400, message: 'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong statute looks finished and is not. Inference found {signals}; leading candidate {leading}; not enough to name a country: {top} leads but only on weak or corroborating evidence; a registration identifier or two independent signals are needed to name a country. If {top} governs this text, pass that jurisdiction code. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'inference abstained: one candidate, on weak or corroborating evidence only (signals named by name, tier and count, never matched text)' },
  SC_JURISDICTION_NOT_STATED_WEAK_PAIR: { status: 400, message: 'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong statute looks finished and is not. Inference found {signals}; leading candidate {leading}, runner-up {runnerUp}; not enough to name a country: {top} leads but only on weak or corroborating evidence; a registration identifier or two independent signals are needed to name a country. If {top} or {second} governs this text, pass that jurisdiction code. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'inference abstained: the leading candidate of two or more leads on weak or corroborating evidence only' },
  SC_JURISDICTION_NOT_STATED_SPLIT: { status: 400, message: 'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong statute looks finished and is not. Inference found {signals}; leading candidate {leading}, runner-up {runnerUp}; not enough to name a country: evidence is split: {top} at {confidence} is below the {floor} floor. If {top} or {second} governs this text, pass that jurisdiction code. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'inference abstained: the evidence is split below the confidence floor' },
  SC_JURISDICTION_NOT_STATED_CLOSE: { status: 400, message: 'the text does not say which jurisdiction governs it, and the service will not guess: a redaction under the wrong statute looks finished and is not. Inference found {signals}; leading candidate {leading}, runner-up {runnerUp}; not enough to name a country: {top} and {second} are too close ({margin} apart, {needed} needed). If {top} or {second} governs this text, pass that jurisdiction code. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'inference abstained: the two leading candidates are too close' },
  SC_JURISDICTION_UNCOVERED: { status: 400, message: 'the text points to {country}, which no statute pack covers, and the service will not apply another country\'s law in its place. Pass jurisdiction (one of {jurisdictions}) or statute (one of {statutes}).', when: 'the text points to a country no statute pack covers' },
  SC_DETECT_EXTRA_MISSING: { status: 500, message: 'the detect extra needs the package {package}; install it with: npm install {package}', when: 'start-up: a model directory given but the model package is not installed' },
  SC_DETECT_EXTRA_UNSUPPORTED: { status: 500, message: '{package} does not export pipeline() and env; is it a supported version?', when: 'start-up: the installed model package is not a supported version' },
  SC_MODEL_DIR_MISSING: { status: 500, message: 'model directory {dir} does not exist or is not a directory', when: 'start-up: the model directory is missing' },
  SC_MODEL_DIR_NO_CONFIG: { status: 500, message: 'model directory {dir} has no config.json', when: 'start-up: the model directory has no config.json' },
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
  // Ledger (src/ledger).
  ...LEDGER_ERRORS,
  // Command line and tool server (src/cli, src/mcp).
  SC_CLI_POSITIVE_INT: { status: 400, message: '{flag} must be a positive integer', when: 'a command-line count (--workers, …) that is not a positive integer' },
  SC_CLI_LIMIT: { status: 400, message: '--limit must be a whole number', when: 'an entity command given a --limit that is not a whole number' },
  SC_CLI_FLAG_REQUIRED: { status: 400, message: '{flag} is required', when: 'a command without a flag it needs' },
  SC_CLI_CHOICE_REQUIRED: { status: 400, message: '{flag} is required: one of {choices}', when: 'a command without a flag it needs, or with a value it does not offer (the values listed)' },
  SC_CLI_ARITY: { status: 400, message: '{command} takes {count} {arguments}', when: 'a command given the wrong number of arguments' },
  SC_CLI_LINK_FILES: { status: 400, message: 'give one file to deduplicate or two to link', when: 'service-core link given no file or more than two' },
  SC_CLI_VERIFY_FILE: { status: 400, message: 'expected exactly one envelope or response FILE', when: 'service-core verify given no file or several' },
  SC_CLI_FILE_UNREADABLE: { status: 400, message: 'cannot read {what} {path} ({errno})', when: 'service-core verify given a file it cannot read (the file system’s error code)' },
  SC_CLI_STDIN_UNREADABLE: { status: 400, message: 'cannot read the {what} from standard input', when: 'an entity command whose input (-) cannot be read' },
  SC_CLI_INPUT_UNREADABLE: { status: 400, message: 'cannot read the {what} from that file', when: 'an entity command whose input file cannot be read' },
  SC_CLI_FILE_NOT_JSON: { status: 400, message: '{what} {path} is not valid JSON', when: 'service-core verify given a file that is not JSON (the parser’s message, which quotes the text, is not shown)' },
  SC_FIELD_MAP_NOT_JSON: { status: 400, message: 'the {what} is not JSON: write one object of field: value', when: 'an entity command given a record or evidence that is not JSON' },
  SC_FIELD_MAP_NOT_OBJECT: { status: 400, message: 'the {what} must be a JSON object of field: value', when: 'an entity command given JSON that is not an object' },
  SC_FIELD_MAP_VALUE: { status: 400, message: 'every value of the {what} must be a string, a number or null', when: 'an entity command given a field whose value is an object or list' },
  SC_KEY_UNUSABLE: { status: 400, message: '--key {key} is not a usable Ed25519 key: {inner}', when: 'service-core verify given a --key that is not an Ed25519 key (the key error’s own sentence, or the file system’s error code)' },
  SC_MCP_TOOL_UNKNOWN: { status: 400, message: 'no tool named {given}; have {tools}', when: 'a tool call naming no tool of this server (JSON-RPC invalid params; the name quoted only when a safe token)' },
  SC_MCP_TOOL_FAILED: { status: 500, message: 'the tool {tool} failed with an internal error', when: 'a tool that failed inside (an error result; the failure logged by its class, never its message)' },
  SC_MCP_NO_ROUTE: { status: 404, message: 'no route here; the tool server answers at {path}', when: 'the tool server\'s HTTP transport asked at another path' },
  SC_MCP_POST_ONLY: { status: 405, message: 'this stateless server takes JSON-RPC requests by POST only', when: 'the tool server\'s HTTP transport asked with a method other than POST' },
  SC_MCP_BODY_TOO_LARGE: { status: 413, message: 'the body is larger than {limit} bytes', when: 'a tool server request body over its limit' },
  SC_MCP_BODY_NOT_JSON: { status: 400, message: 'the body is not valid UTF-8 JSON', when: 'a tool server request body that is not UTF-8 JSON' },
  SC_MCP_INTERNAL: { status: 500, message: 'the tool server met an internal error', when: 'a failure of the tool server\'s HTTP transport itself' },
  SC_MCP_TRANSPORT: { status: 400, message: '--transport must be stdio or http', when: 'service-core mcp given another transport' },
  SC_MCP_PATH: { status: 400, message: '--path must start with / and hold only letters, digits and . _ ~ / -', when: 'service-core mcp given an unusable --path' },
  SC_TOKEN_KEY_SHORT: { status: 400, message: 'SERVICE_TOKEN_KEY must be at least {min} characters (e.g. 32 random hex digits)', when: 'a token key too short to be safe' },
  SC_TRANSFER_BASIS_UNKNOWN: {
    status: 400,
    message: 'SERVICE_TRANSFER_BASIS is not a transfer basis of {statute}; see src/jurisdiction/transfers.json',
    when: 'a transfer basis no shipped statute (or the pinned one) defines',
  },
  SC_MCP_STORE_NO_LEDGER: {
    status: 400,
    message: 'store: no ledger is configured for this server (start it with --ledger FILE or SERVICE_LEDGER)',
    when: 'a tool call with store: true on a tool server without a ledger',
  },
  SC_CEILING_OTHER: { status: 400, message: '{field}: the operator pinned the {pinned} to {value}; a call cannot ask for another', when: 'a tool call asking for another law than the operator pinned' },
  SC_CEILING_STATUTE_NOT_FOR_JURISDICTION: { status: 400, message: 'jurisdiction: the operator pinned the governing statute to {value}, which does not govern the jurisdiction asked for', when: 'a tool call whose jurisdiction is not governed by the statute the operator pinned' },
  SC_CEILING_JURISDICTION_OTHER_STATUTE: { status: 400, message: 'statute: the operator pinned the jurisdiction to {value}, whose statute is not the one asked for', when: 'a tool call whose statute is not the one of the jurisdiction the operator pinned' },
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The values a code's template needs, by placeholder name (none: `{}`). */
export type ErrorParams<C extends ErrorCode> = { readonly [K in Placeholders<(typeof ERROR_CATALOGUE)[C]['message']>]: string | number };

/** The arguments after a code: its params object, or nothing when its template has no placeholder. */
export type ErrorArgs<C extends ErrorCode> = keyof ErrorParams<C> extends never ? [] : [ErrorParams<C>];

/** The code's message with every placeholder filled. */
export function errorMessage<C extends ErrorCode>(code: C, params: ErrorParams<C>): string {
  const values = params as Readonly<Record<string, string | number>>;
  return ERROR_CATALOGUE[code].message.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = values[name];
    // Internal invariant (ErrorParams types every placeholder): plain Error, no code.
    if (v === undefined) throw new Error(`error ${code} needs {${name}}`);
    return String(v);
  });
}
