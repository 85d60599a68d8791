// One home per concept (issue 14): no file under src/ other than the concept's home defines a Luhn check
// or folds accents (a Unicode decomposition followed by dropping marks), and neither a TypeScript file
// nor a JSON data file spells a list of street types. The homes are src/core/checksum.ts,
// src/core/fold.ts and the address vocabulary src/places/address-tokens.json; their contents are pinned
// in checksum.test.ts, fold.test.ts and test/places/addressTokens.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ADDRESS_TOKENS } from '../../src/places/addressTokens.js';

function sources(dir: string, ext = '.ts'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name), ext) : e.name.endsWith(ext) ? [join(dir, e.name)] : [],
  );
}

const SOURCES = sources('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const VOCABULARY = join('src', 'places', 'address-tokens.json');

/**
 * Street types as the one vocabulary spells them: the address parser's suffixes and comparison's words,
 * abbreviations aside (the detectors' own words are mostly landmark and nature words: Lake, Mall).
 */
const STREET_TYPES = new Set(
  [...ADDRESS_TOKENS.street_suffixes, ...ADDRESS_TOKENS.compare_street_words].map((w) => w.toLowerCase()).filter((w) => w.length >= 4),
);

/**
 * A street-type list: three or more distinct street types making at least a tenth of the entries (faker's
 * 227 street types hold 27; a stop-list or a frequency table that holds `road` among a thousand words is not one).
 */
function isStreetTypeList(entries: readonly string[]): boolean {
  const found = new Set(entries.map((e) => e.toLowerCase()).filter((e) => STREET_TYPES.has(e)));
  return found.size >= 3 && found.size * 10 >= entries.length;
}

/** The words a bracket or parenthesis of code lists: quoted strings and the words of a `|` alternation. */
function listedWords(group: string): string[] {
  const quoted = [...group.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)].map((m) => m[1] ?? m[2]!);
  const alternated = group.includes('|') ? group.split('|').map((w) => w.replace(/^[^\p{L}]+|[^\p{L}.]+$/gu, '')) : [];
  return [...quoted, ...alternated];
}

/** Every list of strings in a parsed JSON value, and every object's keys, with its JSON path. */
function stringLists(value: unknown, path: string, out: [string, string[]][] = []): [string, string[]][] {
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string')) out.push([path, value as string[]]);
    else for (const [i, v] of value.entries()) stringLists(v, `${path}/${i}`, out);
  } else if (value !== null && typeof value === 'object') {
    out.push([`${path} (keys)`, Object.keys(value)]);
    for (const [k, v] of Object.entries(value)) stringLists(v, `${path}/${k}`, out);
  }
  return out;
}

describe('one home', () => {
  it('no other file under src/ defines a Luhn check', () => {
    const defining = SOURCES.filter((s) => /(?:function|const|let)\s+luhn\w*/i.test(s.text)).map((s) => s.file);
    assert.deepEqual(defining, [join('src', 'core', 'checksum.ts')]);
  });

  it('no TypeScript file under src/ spells a list of street types (they live in the address vocabulary)', () => {
    // An alternation that names street or road and, a few words on, avenue or lane: `road|rd|street|st|avenue`.
    const spelling = SOURCES.filter((s) => /\b(?:street|road)\|(?:[\w.]+\|){1,6}(?:avenue|lane)\b/i.test(s.text)).map((s) => s.file);
    assert.deepEqual(spelling, []);
    // Nor an array literal or a group of quoted or alternated words with street types enough to be a list.
    const listing = SOURCES.filter((s) => [...s.text.matchAll(/\[[^[\]]*\]|\([^()]*\)/g)].some((m) => isStreetTypeList(listedWords(m[0])))).map((s) => s.file);
    assert.deepEqual(listing, []);
    assert.ok(isStreetTypeList(listedWords("['Road', 'Street', 'Close', 'x']")) && isStreetTypeList(listedWords('(?:drive|lane|court|x)')));
    assert.ok(!isStreetTypeList(listedWords('(`Bank`, `Mall`, `Road` name landmarks)')));
  });

  it('no JSON data file under src/ but the address vocabulary holds a list of street types', () => {
    assert.ok(isStreetTypeList(ADDRESS_TOKENS.street_suffixes) && isStreetTypeList(ADDRESS_TOKENS.compare_street_words));
    const lists = sources('src', '.json').filter((f) => f !== VOCABULARY).flatMap((file) =>
      stringLists(JSON.parse(readFileSync(file, 'utf8')), '').filter(([, entries]) => isStreetTypeList(entries)).map(([path]) => `${file} ${path}`),
    );
    assert.deepEqual(lists, []);
    // The test can fail: a data file with a street list of its own is found.
    assert.deepEqual(
      stringLists({ words: ['Road', 'Street', 'Close', 'Mall'], other: { avenue: 1, lane: 2, drive: 3 } }, '').filter(([, e]) => isStreetTypeList(e)).map(([p]) => p),
      ['/words', '/other (keys)'],
    );
  });

  it('no other file under src/ turns a word list into a regex alternation of its own (core/matches.ts phraseAlternation)', () => {
    const defining = SOURCES.filter((s) => /function\s+phraseAlternation\b/.test(s.text)).map((s) => s.file);
    assert.deepEqual(defining, [join('src', 'core', 'matches.ts')]);
  });

  it('no other file under src/ spells the record or decision id pattern (core/ids.ts)', () => {
    const spelling = SOURCES.filter((s) => /\^\(?(?:rec|dec\|xwd\|red\|lnk\|stl)\)?:sha256:/.test(s.text)).map((s) => s.file);
    assert.deepEqual(spelling, [join('src', 'core', 'ids.ts')]);
  });

  it('no other file under src/ folds accents', () => {
    const folding = SOURCES.filter((s) => /normalize\('NFK?D'\)\s*\.replace\(/.test(s.text)).map((s) => s.file);
    assert.deepEqual(folding, [join('src', 'core', 'fold.ts')]);
  });
});
