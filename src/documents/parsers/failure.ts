// A file the parser could not read (corrupt, truncated, encrypted, no text). It becomes an entry in the
// report's `errors`, never a 500; anything else thrown while parsing is reported the same way.
export class ParseFailure extends Error {
  override name = 'ParseFailure';
}

/** The message for `errors[name]`: the failure's own words, else `<ErrorType>: <message>`. */
export function failureMessage(err: unknown): string {
  if (err instanceof ParseFailure) return err.message;
  if (err instanceof Error) return `${err.name}: ${err.message}`.slice(0, 300);
  return String(err).slice(0, 300);
}
