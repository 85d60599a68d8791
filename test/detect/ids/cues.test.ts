import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { cueNames, cuePhrases, cueRegex, specificCueRegex } from '../../../src/detect/ids/cues.js';
import { identifierRules } from '../../../src/detect/ids/index.js';

const raw = JSON.parse(readFileSync(new URL('../../../src/detect/ids/cues.json', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('cues.json', () => {
  it('has cue words for every identifier detector and none for unknown detectors', () => {
    const names = new Set(identifierRules.map((r) => r.name));
    assert.deepEqual(new Set(cueNames()), names);
    for (const key of Object.keys(raw)) {
      if (!key.startsWith('_')) assert.ok(names.has(key), `cues.json key ${key} names no detector`);
    }
  });

  it('holds trimmed, non-empty, unique phrases and a negative list', () => {
    for (const [key, value] of Object.entries(raw)) {
      if (key === '_comment') continue;
      assert.ok(Array.isArray(value) && value.length > 0, key);
      const lower = (value as string[]).map((p) => p.toLowerCase().replace(/[ -]+/g, ' '));
      assert.equal(new Set(lower).size, lower.length, `${key} repeats a phrase`);
      for (const p of value as string[]) assert.equal(p, p.trim());
    }
    assert.ok(Array.isArray(raw['_negative']));
  });

  it('matches cues case-insensitively, as whole words, with flexible separators', () => {
    const re = cueRegex('de_steuer_idnr');
    assert.ok([...'Ihre steuer id lautet'.matchAll(re)].length > 0);
    assert.ok([...'Steuer-IdNr.'.matchAll(re)].length > 0);
    assert.equal([...'WINNING'.matchAll(cueRegex('ng_nin'))].length, 0);
    assert.ok([...'ΑΜΚΑ'.matchAll(cueRegex('gr_amka'))].length > 0);
  });

  it('separates country-specific phrases from ones several countries share', () => {
    const dk = specificCueRegex('dk_cpr')!;
    assert.ok([...'CPR-nr.'.matchAll(dk)].length > 0);
    assert.equal([...'personnummer'.matchAll(dk)].length, 0, 'personnummer is Swedish and Norwegian too');
    assert.ok(cuePhrases('ee_isikukood').includes('personal code'));
    assert.equal([...'personal code'.matchAll(specificCueRegex('ee_isikukood')!)].length, 0);
  });
});
