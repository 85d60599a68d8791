// A file the parser could not read (corrupt, truncated, encrypted, no text). It becomes an entry in the
// report's `errors`, never a 500; anything else thrown while parsing is reported the same way. A
// library's own message can quote the file (an XML parser shows the offending markup), so it is shown
// only when the caller asked to reveal values.
import { type Coded, type ErrorCode, errorMessage } from '../../core/errors.js';

export class ParseFailure extends Error {
  override name = 'ParseFailure';
  /** The catalogue code (SC_PARSE_*). */
  readonly code: ErrorCode;
  constructor(
    c: Coded,
    /** The underlying library's message, shown only with `reveal`. */
    readonly libraryMessage?: string,
  ) {
    super(c.message);
    this.code = c.code;
  }
}

/** The message for `errors[name]`; `detail` (reveal) adds what the library said. */
export function failureMessage(err: unknown, detail: boolean): string {
  if (err instanceof ParseFailure) {
    return detail && err.libraryMessage ? `${err.message}: ${err.libraryMessage.slice(0, 200)}` : err.message;
  }
  const name = err instanceof Error ? err.name : 'Error';
  if (!detail) return errorMessage('SC_PARSE_CRASHED', { name });
  return `${name}: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300);
}
