import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { CUE_PACK, gapTokens, PLACE_ROLES_PIN, ruleForCue, validateCuePack } from '../../src/places/cueRules.js';
import { throwsDataFile } from '../helpers/dataFile.js';

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
    const f = 'places/place-roles.json';
    throwsDataFile(() => validateCuePack(patched({ rules: [...rules, rules[0]] })), f, `/rules/${rules.length}/id`, 'DF_ID_TWICE');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...rules[0], kind: 'triple' }] })), f, '/rules/0/kind', 'DF_CONST');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...rules[0], role: 'elsewhere' }] })), f, '/rules/0/role', 'DF_ONE_OF_VALUES');
    throwsDataFile(() => validateCuePack(patched({ rules: [rules[0], { ...rules[1], id: 'x_rule', cues: ['from'] }] })), f, '/rules/1/cues/0', 'DF_CUE_TWO_RULES');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ id: 'p', kind: 'pair', roles: ['origin'], priority: 1, join: ['and'], cues: ['x'] }] })), f, '/rules/0', 'DF_REQUIRED');
    throwsDataFile(() => validateCuePack(patched({ max_gap: 0 })), f, '/max_gap', 'DF_BOUND');
    throwsDataFile(() => validateCuePack(patched({ fillers: ['The'] })), f, '/fillers/0', 'DF_NOT_LOWER_CASE');
    throwsDataFile(() => validateCuePack(null), f, '/', 'DF_TYPE');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...rules[0], frames: ['pick up at'] }] })), f, '/rules/0/frames/0', 'DF_FRAME_SHAPE');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...rules[0], cues: ['*toka'] }] })), f, '/rules/0/cues/0', 'DF_SUFFIX_CUE_SHAPE');
    throwsDataFile(() => validateCuePack(patched({ blockers: ['from'] })), f, '/blockers/0', 'DF_ALSO_CUE_OF');
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...rules[0], generic: 'yes' }] })), f, '/rules/0/generic', 'DF_TYPE');
    const plain = rules.find((r) => r.id === 'between_plain')!;
    throwsDataFile(() => validateCuePack(patched({ rules: [{ ...plain, promote: { rule: 'nowhere', after_words: ['bus'] } }] })), f, '/rules/0/promote/rule', 'DF_NOT_PAIR_RULE');
  });

  it('the pack pin names the pack and a 16-hex digest', () => {
    assert.match(PLACE_ROLES_PIN, /^service\.place_roles@v1:sha256:[0-9a-f]{16}$/);
  });

  it('gap tokens split on blanks and dashes', () => {
    assert.deepEqual(gapTokens(' the  blue – gate, '), ['the', 'blue', 'gate']);
    assert.deepEqual(gapTokens(' '), []);
  });
});
