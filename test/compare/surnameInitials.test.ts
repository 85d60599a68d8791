// A nominal roll's SURNAME INITIALS (issue 11, session 22; persons set 6's service records): service, court
// and payroll registers print the surname in capitals and the given names' initials run together after it,
// without dots ('WACHIRA KN'). The last word of an all-capital cell, of two or three letters no name table
// knows, is also read as initials, as 'WACHIRA K. N.' already was. Records written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePersonNames } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';

const sim = (a: string, b: string) => comparePersonNames(a, b)?.sim ?? -1;

describe('initials run together after an all-capital surname', () => {
  it('positive: the initials start the other record\'s given names, as the dotted form does', () => {
    assert.ok(sim('MENSAH KY', 'Kwabena Yeboah Mensah') >= 0.8);
    assert.equal(sim('MENSAH KY', 'Kwabena Yeboah Mensah'), sim('MENSAH K. Y.', 'Kwabena Yeboah Mensah'));
    assert.ok(sim('NJOROGE WN (MRS)', 'Wambui Njeri Njoroge') >= 0.8);
    const r = compare({
      a: { NAME: 'OKORIE CE', RANK: 'SGT', DOB: '14.07.1979' },
      b: { name: 'Sgt (Rtd) Chidi Emmanuel Okorie', date_of_birth: '1979-07-14' },
      entity: 'person',
    });
    assert.equal(r.identity, 'same_entity');
  });
  it('negative: initials that start no given name of the other are another person', () => {
    const other = comparePersonNames('MENSAH KY', 'Yaw Boateng Mensah');
    assert.ok(other !== null && other.sim < 0.8 && other.otherGivenName === true);
    const r = compare({ a: { NAME: 'OKORIE CE', DOB: '14.07.1979' }, b: { name: 'Ifeanyi Okorie', date_of_birth: '1979-07-14' }, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
  it('adversarial: a known short name, a suffix and a mixed-case cell are not split', () => {
    // NG and LEE are names the tables know; JR is a generation.
    assert.ok(sim('KIMANI NG', 'Njoroge Gitau Kimani') < 0.8);
    assert.ok(sim('SMITH JR', 'John Robert Smith') < 0.8);
    assert.ok(sim('Mensah Ky', 'Kwabena Yeboah Mensah') < 0.8);
  });
});
