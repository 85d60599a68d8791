// Warrant and non-commissioned ranks before a name (issue 11, session 22; persons set 6's service records):
// service, pension and veterans' records print 'WO (Rtd) …', 'Sergent-chef …', 'Stabsunteroffizier …';
// the rank names nobody and is set aside at the start of the name like Capt or Maj
// (data/name-honours.json ranks). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames } from '../../src/compare/comparators/personName.js';

const sim = (a: string, b: string) => comparePersonNames(a, b)?.sim ?? -1;

describe('warrant and non-commissioned ranks', () => {
  it('positive: the rank before the name is set aside', () => {
    assert.ok(sim('WO (Rtd) Chukwudi Eze', 'Eze, Chukwudi O.') >= 0.85);
    assert.ok(sim('Sergent-chef Étienne Moreau', 'Moreau, Étienne') >= 0.85);
    assert.ok(sim('Oberfeldwebel Jonas Becker', 'Jonas Becker') >= 0.85);
    assert.ok(sim('LCpl Thabo Nkosi', 'Thabo Nkosi') >= 0.85);
  });
  it('negative: another given name after the same rank is still another person', () => {
    const r = comparePersonNames('WO Chukwudi Eze', 'WO Obinna Eze');
    assert.ok(r !== null && r.sim < 0.8 && r.otherGivenName === true);
  });
  it('adversarial: a rank alone names nobody, and a rank word after a given name is not set aside', () => {
    assert.equal(comparePersonNames('Hauptmann', 'Hauptmann'), null);
    assert.ok(sim('Jonas Oberst', 'Jonas Becker') < 0.8);
  });
});
