// Former names (session 22, issue 11; type-vocabulary.json former_name_cues, spec former_names): registers
// and lists write a renamed body as "New Name (formerly Old Name)", "New Name f/k/a Old Name" or "New Name t/a
// Trade Name"; each name it gives is the body's, so the name is compared as each of them and the best
// reading stands. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../../src/compare/comparators/placeName.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';

const spec: ComparatorSpec = { kind: 'placename', weight: 2, strip_type: 'organization', acronyms: true, former_names: true };
const sim = (a: string, b: string) => comparePlaceNames(a, b, spec)!.sim;

describe('a name that gives a former name', () => {
  it('positive: either name it gives agrees', () => {
    assert.equal(sim('Zanora Holdings Ltd (formerly Acme Gold Mines Ltd)', 'Acme Gold Mines Limited'), 1);
    assert.equal(sim('ZANORA HOLDINGS LTD (formerly Acme Gold Mines)', 'Zanora Holdings Limited'), 1);
    assert.equal(sim('Zanora Holdings plc f/k/a Acme Gold Mines plc', 'Acme Gold Mines PLC'), 1);
    assert.equal(sim('Kofi Mensah Enterprises t/a Bright Star Stores', 'Bright Star Stores'), 1);
  });
  it('negative: a third name agrees with neither', () => {
    assert.ok(sim('Zanora Holdings Ltd (formerly Acme Gold Mines Ltd)', 'Ridgeway Copper Ltd') < 0.5);
  });
  it('adversarial: a name that only contains the cue letters is read whole; the flag off reads the text whole', () => {
    assert.ok(sim('Formerly Yours Boutique Ltd', 'Yours Boutique Ltd') < 1);
    assert.ok(comparePlaceNames('Zanora Holdings Ltd (formerly Acme Gold Mines Ltd)', 'Acme Gold Mines Limited', { ...spec, former_names: false })!.sim < 1);
  });
  it('the organisation pack reads former names', () => {
    const r = compare({ entity: 'organisation', a: { name: 'Zanora Holdings Ltd (formerly Acme Gold Mines Ltd)', registration_id: 'RC 99123', registration_country: 'NG' }, b: { name: 'Acme Gold Mines Limited', registration_id: 'RC99123' } });
    assert.equal(r.identity, 'same_entity');
  });
});

describe('a group\'s former name beside its subsidiary', () => {
  it('negative: the group\'s former name does not make the subsidiary bank the group', () => {
    assert.ok(sim('Ridgeway Bank plc', 'Zanora Group plc (formerly The Ridgeway Bank Group plc)') < 0.9);
  });
});
