import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { ConfigError } from '../../src/core/errors.js';
import { CUE_PACK, gapTokens, PLACE_ROLES_PIN, ruleForCue, validateCuePack } from '../../src/places/cueRules.js';

const shipped = JSON.parse(readFileSync(new URL('../../src/places/place-roles.json', import.meta.url), 'utf8'));
const patched = (patch: Record<string, unknown>) => ({ ...structuredClone(shipped), ...patch });

describe('place-roles.json', () => {
  it('the shipped pack validates and names every role family', () => {
    assert.doesNotThrow(() => validateCuePack(shipped));
    assert.equal(CUE_PACK.max_gap, 24);
    const roles = new Set(CUE_PACK.rules.flatMap((r) => (r.kind === 'pair' ? r.roles : [r.role])));
    assert.deepEqual([...roles].sort(), ['destination', 'location', 'origin', 'via']);
    assert.equal(ruleForCue('From')?.id, 'from_origin');
    assert.equal(ruleForCue('deliver  to')?.id, 'deliver_destination');
    assert.equal(ruleForCue('kutoka')?.id, 'from_origin_local');
    assert.equal(ruleForCue('between')?.kind, 'pair');
  });

  it('refuses duplicate ids, unknown kinds, bad roles, a cue of two rules and a bad gap', () => {
    const rules = shipped.rules as Record<string, unknown>[];
    assert.throws(() => validateCuePack(patched({ rules: [...rules, rules[0]] })), /used twice/);
    assert.throws(() => validateCuePack(patched({ rules: [{ ...rules[0], kind: 'triple' }] })), /kind/);
    assert.throws(() => validateCuePack(patched({ rules: [{ ...rules[0], role: 'elsewhere' }] })), /role/);
    assert.throws(
      () => validateCuePack(patched({ rules: [rules[0], { ...rules[1], id: 'x_rule', cues: ['from'] }] })),
      /belongs to both/,
    );
    assert.throws(() => validateCuePack(patched({ rules: [{ id: 'p', kind: 'pair', roles: ['origin'], priority: 1, join: ['and'], cues: ['x'] }] })), /two roles/);
    assert.throws(() => validateCuePack(patched({ max_gap: 0 })), /max_gap/);
    assert.throws(() => validateCuePack(patched({ fillers: ['The'] })), /lower-case/);
    assert.throws(() => validateCuePack(null), ConfigError);
    assert.throws(() => validateCuePack(patched({ rules: [{ ...rules[0], frames: ['pick up at'] }] })), /one " \* "/);
    assert.throws(() => validateCuePack(patched({ rules: [{ ...rules[0], cues: ['*toka'] }] })), /suffix cue/);
    assert.throws(() => validateCuePack(patched({ blockers: ['from'] })), /also a cue/);
    assert.throws(() => validateCuePack(patched({ rules: [{ ...rules[0], generic: 'yes' }] })), /generic/);
    const plain = rules.find((r) => r.id === 'between_plain')!;
    assert.throws(
      () => validateCuePack(patched({ rules: [{ ...plain, promote: { rule: 'nowhere', after_words: ['bus'] } }] })),
      /not a pair rule/,
    );
  });

  it('the pack pin names the pack and a 16-hex digest', () => {
    assert.match(PLACE_ROLES_PIN, /^service\.place_roles@v1:sha256:[0-9a-f]{16}$/);
  });

  it('gap tokens split on blanks and dashes', () => {
    assert.deepEqual(gapTokens(' the  blue – gate, '), ['the', 'blue', 'gate']);
    assert.deepEqual(gapTokens(' '), []);
  });
});
