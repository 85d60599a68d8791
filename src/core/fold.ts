// The one home of text folding (docs/architecture.md D10). Two folds, for two questions:
// - `foldText` — "the same words?": NFKC, case-folded, whitespace collapsed, trimmed; accents kept. Tokens
//   and detector `normalized` values share it, so "ADAEZE  OKONKWO" and "Adaeze Okonkwo" fold alike.
// - `foldAccents` — "the same key, however accented?": typographic apostrophes made plain, NFKD
//   (compatibility forms such as ligatures and full-width letters too), combining marks dropped,
//   lower-cased; one UTF-16 unit in may give several out, nothing is trimmed. Lexicon keys, table headers,
//   address keywords, special-category cues and comparator values all build on it, so "Yaoundé",
//   "YAOUNDE" and "ｙａｏｕｎｄｅ" reach the same entry everywhere.

const APOSTROPHES = /[’‘`´]/g;
const MARKS = /\p{M}+/gu;

export function foldText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * Accent- and case-insensitive form. Apostrophes are made plain before NFKD, which would otherwise turn
 * the acute accent `´` into a space and a combining mark.
 */
export function foldAccents(value: string): string {
  return value.replace(APOSTROPHES, "'").normalize('NFKD').replace(MARKS, '').toLowerCase();
}

// Mojibake: UTF-8 text decoded once as Windows-1252 (or Latin-1) by some step upstream — a catalogue
// exported from a spreadsheet, a feed scraped with the wrong charset — writes every accented letter as
// two or three characters (`Cervecería` → `CervecerÃ­a`, `Sláinte` → `SlÃ¡inte`, `–` → `â€“`). The
// bytes are recovered (each character back to its Windows-1252 or Latin-1 byte) and read again as
// UTF-8 with a fatal decoder, so the value is changed only when the whole of it re-reads as valid
// UTF-8: a correctly written `Zürich` or `café` is not valid UTF-8 as bytes and stays as it is, and a
// value only partly garbled is left too (no guess which part).
const MOJIBAKE_LEAD = /[\u00c2-\u00f4][\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013\u2014\u2018-\u201e\u2020-\u2022\u2026\u2030\u2039\u203a\u20ac\u2122]/;
// Windows-1252's bytes 0x80–0x9F (the WHATWG Encoding Standard's index; the five it leaves undefined read
// as the C1 control of the same number, as Latin-1 does). Every other byte is its own code point. Written
// out because Node 20's `windows-1252` decoder is Latin-1 for these bytes.
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f,
  0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];
let cp1252Bytes: Map<string, number> | undefined;

function cp1252(): Map<string, number> {
  if (cp1252Bytes === undefined) {
    const table = new Map<string, number>();
    for (let b = 0; b < 256; b++) table.set(String.fromCharCode(b), b);
    // A Latin-1 reading (C1 controls) and a Windows-1252 one both map back to the byte.
    for (const [i, cp] of CP1252_HIGH.entries()) table.set(String.fromCharCode(cp), 0x80 + i);
    cp1252Bytes = table;
  }
  return cp1252Bytes;
}

/** The text a UTF-8 value read as Windows-1252 was (`CervecerÃ­a` → `Cervecería`), else the value. */
export function repairMojibake(value: string): string {
  if (!MOJIBAKE_LEAD.test(value)) return value;
  const table = cp1252();
  const bytes = new Uint8Array(value.length);
  for (let i = 0; i < value.length; i++) {
    const b = table.get(value[i]!);
    if (b === undefined) return value;
    bytes[i] = b;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return value;
  }
}
