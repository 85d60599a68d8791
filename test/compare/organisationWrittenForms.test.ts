// An organisation's name written short (session 27, issue 11; organisation pack written_forms 'organisation',
// type-vocabulary.json organisation_abbreviations). Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { organisationWrittenForms, placeWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });

describe('an organisation\'s short words written out', () => {
  it('positive: vowel-dropped words read as the words they stand for', () => {
    assert.equal(organisationWrittenForms('Kilima Asset Mgrs Ltd'), 'kilima asset managers ltd');
    assert.equal(organisationWrittenForms('Baobab Court Mgmt Co'), 'baobab court management co');
    assert.equal(organisationWrittenForms('Transportes Hnos. Ortega SL'), 'transportes hermanos ortega sl');
    assert.equal(organisationWrittenForms('Kestrel RSA Fund IV'), 'kestrel rsa fund 4');
    const r = org({ name: 'Kilima Asset Mgrs Ltd', address: 'P.O. Box 1201-00100, Nairobi' }, { company_name: 'KILIMA ASSET MANAGERS LIMITED', address: 'PO Box 1201-00100 Nairobi' });
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: a place\'s short words are not an organisation\'s (Comm Bank stays a commercial bank\'s short form)', () => {
    assert.equal(organisationWrittenForms('Comm Bank of Lakeshore'), 'comm bank of lakeshore');
    assert.equal(placeWrittenForms('Comm Pry Sch'), 'community primary school');
    const r = org({ name: 'Lakeshore Comm Bank Ltd' }, { name: 'Lakeshore Commercial Bank Limited' });
    assert.ok((r.factors.name ?? 0) >= 0.9);
  });

  it('adversarial: a short word written out does not join two bodies of different kinds of work', () => {
    const r = org(
      { name: 'Baobab Court Mgmt Co Ltd', address: '4 Ridgeway Close, Leeds LS8 2PQ' },
      { name: 'Baobab Court Development Co Ltd', address: '4 Ridgeway Close, Leeds LS8 2PQ' },
    );
    assert.ok((r.factors.name ?? 1) < 0.8);
    assert.notEqual(r.identity, 'same_entity');
  });
});
