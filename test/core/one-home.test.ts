// One home per concept (issue 14): no file under src/ other than the concept's home defines a Luhn check
// or folds accents (a Unicode decomposition followed by dropping marks), and no TypeScript file spells a
// list of street types. The homes are src/core/checksum.ts, src/core/fold.ts and the address vocabulary
// src/places/address-tokens.json; their contents are pinned in checksum.test.ts, fold.test.ts and
// test/places/addressTokens.test.ts.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

const SOURCES = sources('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

describe('one home', () => {
  it('no other file under src/ defines a Luhn check', () => {
    const defining = SOURCES.filter((s) => /(?:function|const|let)\s+luhn\w*/i.test(s.text)).map((s) => s.file);
    assert.deepEqual(defining, [join('src', 'core', 'checksum.ts')]);
  });

  it('no TypeScript file under src/ spells a list of street types (they live in the address vocabulary)', () => {
    // An alternation that names street or road and, a few words on, avenue or lane: `road|rd|street|st|avenue`.
    const spelling = SOURCES.filter((s) => /\b(?:street|road)\|(?:[\w.]+\|){1,6}(?:avenue|lane)\b/i.test(s.text)).map((s) => s.file);
    assert.deepEqual(spelling, []);
  });

  it('no other file under src/ turns a word list into a regex alternation of its own (core/matches.ts phraseAlternation)', () => {
    const defining = SOURCES.filter((s) => /function\s+phraseAlternation\b/.test(s.text)).map((s) => s.file);
    assert.deepEqual(defining, [join('src', 'core', 'matches.ts')]);
  });

  it('no other file under src/ folds accents', () => {
    const folding = SOURCES.filter((s) => /normalize\('NFK?D'\)\s*\.replace\(/.test(s.text)).map((s) => s.file);
    assert.deepEqual(folding, [join('src', 'core', 'fold.ts')]);
  });
});
