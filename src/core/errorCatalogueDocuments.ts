// The /documents report's part of the error catalogue (src/core/errorCatalogue.ts, issue 14): the sentences
// of a report's per-file `errors` entries that are not a parser's own failure (SC_PARSE_* in the main file):
// a file refused before decoding, a parse or an analysis stopped by its worker or the request's time
// budget, a file with nothing to read. They reach the caller as the entry's text (the report keeps its
// shape), never as an answer status; the status is the one a single file's failure would have.
import type { CatalogueEntry } from './errorCatalogue.js';

export const DOCUMENT_ERRORS = {
  SC_PARSE_IMAGE_TOO_LARGE: {
    status: 422,
    message: 'the image declares {width}×{height} pixels ({megapixels} megapixels), more than OCR reads ({max} megapixels, at most {side} a side); it was not decoded',
    when: 'an image whose declared size is over what OCR reads (checked before decoding)',
  },
  SC_PARSE_ARCHIVE_DECLARED_TOO_LARGE: {
    status: 422,
    message: 'the archive declares {size} MB uncompressed, more than the {limit} MB a document may inflate to; it was not decoded',
    when: 'an office archive whose directory declares more than a document may inflate to (checked before decoding)',
  },
  SC_PARSE_TIMEOUT: { status: 422, message: 'parsing took longer than {seconds} s and was stopped', when: 'a parse its worker stopped at the per-file time limit' },
  SC_PARSE_MEMORY: {
    status: 422,
    message: 'the work needed more than the worker\'s memory limit of {mb} MB and was stopped',
    when: 'a parse its worker stopped at its memory limit',
  },
  SC_PARSE_CRASHED: {
    status: 422,
    message: '{name} while parsing (the parser\'s message is withheld; pass reveal=true to see it)',
    when: 'a parser that failed in a way of its own (its class named; its message, which may quote the file, shown only with reveal)',
  },
  SC_WORKER_STOPPED: { status: 422, message: 'the worker stopped: {name}', when: 'a parse whose worker died of an uncaught error (its class named, never its message)' },
  SC_WORKER_FAILED: { status: 422, message: '{name} in the worker', when: 'a parse whose job failed in the worker outside the parser (its class named, never its message)' },
  SC_WORKER_EXITED: { status: 422, message: 'the worker exited unexpectedly (code {code})', when: 'a parse whose worker exited while parsing' },
  SC_PARSE_OUT_OF_TURN: { status: 422, message: 'the parser answered out of turn', when: 'a parse worker that answered with something other than a parse' },
  SC_PARSE_NO_TEXT: {
    status: 422,
    message: 'no extractable text (an empty document, or a scan OCR could not read)',
    when: 'a file that parsed to no text',
  },
  SC_DOC_NOT_READ_BUDGET: { status: 422, message: 'not read: the request\'s time budget of {seconds} s ran out', when: 'a file not parsed because the request\'s time budget ran out first' },
  SC_DOC_NOT_READ: { status: 422, message: 'not read: the request\'s time budget ran out', when: 'a file not parsed because the caller\'s deadline passed first (library call without a budget)' },
  SC_DOC_NOT_ANALYSED_BUDGET: {
    status: 422,
    message: 'not analysed: the request\'s time budget of {seconds} s ran out',
    when: 'a file parsed but not analysed because the request\'s time budget ran out',
  },
  SC_DOC_NOT_ANALYSED_MEMORY: {
    status: 422,
    message: 'not analysed: the work needed more than the worker\'s memory limit of {mb} MB and was stopped',
    when: 'a file whose analysis its worker stopped at its memory limit',
  },
  SC_DOC_NO_IDENTITY: { status: 422, message: 'no identity attributes found', when: 'a file with text but no identity attribute to link on' },
} as const satisfies Record<string, CatalogueEntry>;
