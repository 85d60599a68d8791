// An organisation's kind words written short in lists and tax rolls (session 35, pairs35; type-vocabulary.json
// organisation_abbreviations): Props for Properties, Bros for Brothers, MFB for a microfinance bank. Records
// written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { organisationWrittenForms } from '../../src/compare/comparators/typeVocabulary.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

const org = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'organisation' });

describe("an organisation's kind words written short (Props, Bros, MFB)", () => {
  it('positive: the short word reads as the words it stands for', () => {
    assert.equal(organisationWrittenForms('Lagoon View Props. Ltd'), 'lagoon view properties ltd');
    assert.equal(organisationWrittenForms('Mensah Bros Haulage'), 'mensah brothers haulage');
    assert.equal(organisationWrittenForms('ARIYA MFB'), 'ariya microfinance bank');
    const r = org({ organisation_name: 'ARIYA MFB', tin: '31234567-0001' }, { name: 'Ariya Microfinance Bank Limited', address: '4 Broad Street, Lagos' });
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
    const p = org({ registered_name: 'Lagoon View Props. Ltd' }, { name: 'Lagoon View Properties Limited', address: '9 Marina Road, Lagos' });
    assert.equal(p.factors.name, 1);
  });

  it('negative: another body of the same kind stays apart', () => {
    const r = org({ organisation_name: 'ARIYA MFB' }, { name: 'Oduduwa Microfinance Bank Limited' });
    assert.notEqual(r.identity, 'same_entity');
    // A word that merely opens like a short form is kept as written.
    assert.equal(organisationWrittenForms('Propsa Trading Ltd'), 'propsa trading ltd');
  });

  it('adversarial: two-letter club initials are written out (session 36), and a look-alike club one rare word apart stays apart', () => {
    assert.equal(organisationWrittenForms('Kumasi Stars FC'), 'kumasi stars football club');
    assert.equal(organisationWrittenForms('Ashdown GC'), 'ashdown golf club');
    // Session 35 left the initials unread because these merged; the inner unseen word (inner_unseen_words) keeps them apart.
    assert.notEqual(org({ name: 'Kumasi Stars FC' }, { organisation_name: 'Kumasi Shining Stars F.C.' }).identity, 'same_entity');
    assert.notEqual(org({ name: 'Ashdown Golf Club' }, { organisation_name: 'Ashdown Heath GC' }).identity, 'same_entity');
  });
});
