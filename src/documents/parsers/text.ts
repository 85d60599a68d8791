// Plain text and Markdown: decoded natively. A byte-order mark picks UTF-8, UTF-16 LE or UTF-16 BE;
// without one the bytes must be valid UTF-8 (a fatal decoder), because guessing a legacy code page
// would silently change names and identifiers.
import { coded } from '../../core/errors.js';
import { ParseFailure } from './failure.js';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function hasPrefix(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** Decodes text bytes; throws ParseFailure when they are not text in a supported encoding. */
export function decodeText(bytes: Uint8Array): string {
  let encoding = 'utf-8';
  let body = bytes;
  if (hasPrefix(bytes, UTF8_BOM)) body = bytes.subarray(3);
  else if (hasPrefix(bytes, [0xff, 0xfe])) {
    encoding = 'utf-16le';
    body = bytes.subarray(2);
  } else if (hasPrefix(bytes, [0xfe, 0xff])) {
    encoding = 'utf-16be';
    body = bytes.subarray(2);
  }
  if (encoding !== 'utf-8' && body.length % 2 !== 0) throw new ParseFailure(coded('SC_PARSE_TEXT_TRUNCATED', { encoding: encoding.toUpperCase() }));
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    throw new ParseFailure(coded('SC_PARSE_TEXT_INVALID', { encoding: encoding.toUpperCase() }));
  }
}
