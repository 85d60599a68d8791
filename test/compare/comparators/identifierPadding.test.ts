// A number a register pads to its width, against the same number kept as a value (session 26, issue 11;
// comparators/identifier.ts paddedAgainstBare): Companies House writes eight digits (00061744), a
// registered society's number is written with its series letters and zeros (RS004417) and the mutuals
// register or a supplier list keeps the value alone (61744, 4417). Records and numbers written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../../src/compare/comparators/identifier.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const plain = (a: string, b: string) => compareIdentifiers(a, b)?.sim;
const register: ComparatorSpec = { kind: 'id', weight: 3, body_prefix: true };
const registered = (a: string, b: string) => compareIdentifiers(a, b, register)?.sim;

describe('a padded number against its value', () => {
  it('positive: zeros of a fixed width dropped, five digits or fewer kept', () => {
    assert.equal(plain('00061744', '61744'), 1);
    assert.equal(plain('000417', '417'), 1);
    assert.equal(plain('61744', '00061744'), 1);
  });
  it('positive: series letters before a padded number (body_prefix) against the value alone', () => {
    assert.equal(registered('RS004417', '4417'), 1);
    assert.equal(registered('IP 029310', '29310'), 1);
  });
  it('negative: another value, or a padded number of too short a width', () => {
    assert.equal(plain('00061744', '61745'), 0);
    assert.equal(plain('0417', '417'), 0);
    assert.equal(registered('RS004417', '4471'), 0);
  });
  it('adversarial: two padded numbers stay as written, and a bare value keeps its own zeros', () => {
    // A series' letters before a padded number name their own series: SC007123 is not 00007123.
    assert.equal(registered('SC007123', '00007123'), 0);
    // Both sides bare: a value of two digits is too short to be read as a number of one register.
    assert.equal(plain('000012', '12'), 0);
    // Letters glued to the digits on both sides are compared as written.
    assert.equal(plain('A0012345', 'A12345'), 0);
  });
  it('an organisation whose register number one list keeps without its zeros is no conflict of numbers', () => {
    const a = { name: 'Kestrel Vale Rowing Club Limited', registration_id: '00061744', registration_country: 'GB' };
    const b = { name: 'KESTREL VALE ROWING CLUB LTD', company_number: '61744' };
    const r = compare({ a, b, entity: 'organisation' });
    assert.equal(r.factors.registration_id, 1);
    assert.notEqual(r.identity, 'different');
  });
});
