// A charity or non-profit register's label written before or after the number (identifier-forms.json labels,
// session 29): 'CIO 1234567' and 'Registered charity no. 1234567', 'NPO 123-456' and '123-456 NPO',
// 'PBO 930012345' and '930012345'. Records and numbers invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';
import { cpuMillis } from '../helpers/cpuTime.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('a charity or non-profit number with its register label', () => {
  it('a CIO number and the same number as a registered charity number agree (positive)', () => {
    const r = org(
      { company_name: 'KESTREL YOUTH MUSIC FUND', registered_charity_number: 'CIO 1187321', address: '3 MILL LANE, LEEDS' },
      { name: 'Kestrel Youth Music Fund (CIO)', charity_no: 'Registered charity no. 1187321' },
    );
    assert.equal(r.factors.charity_number, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('an NPO number with the label after it, as the register prints it, agrees with the label before it (positive)', () => {
    const r = org(
      { name: 'Sizanani Home Based Care', npo_number: '073-118 NPO', address: '4 Umgeni Road, Durban' },
      { name: 'Sizanani Home-Based Care', charity_number: 'NPO 073-118' },
    );
    assert.equal(r.factors.charity_number, 1);
    const pbo = org({ name: 'Sizanani Home Based Care', tax_id: 'PBO 930045127' }, { name: 'Sizanani Home-Based Care Trust', tax_id: '930045127' });
    assert.equal(pbo.factors.tax_id, 1);
  });

  it('two NPO numbers stay two, whichever side the label is on (negative)', () => {
    const r = org({ name: 'Sizanani Home Based Care', npo_number: '073-118 NPO' }, { name: 'Sizanani Home Based Care', charity_number: 'NPO 081-446' });
    assert.notEqual(r.identity, 'same_entity');
    assert.equal(r.factors.charity_number, 0);
  });

  it('a word after the number that is no label is still part of it; a label alone is no number (adversarial)', () => {
    // '2019/123456/08 NPC' is a company number and its legal form, not an NPO number; its digits stay its own.
    const npc = org({ name: 'Amandla Reading NPC', registration_id: '2019/123456/08' }, { name: 'Amandla Reading NPC', registration_id: '2019/123457/08' });
    assert.notEqual(npc.identity, 'same_entity');
    const bare = org({ name: 'Sizanani Care', charity_number: 'NPO' }, { name: 'Sizanani Care', charity_number: '073-118 NPO' });
    assert.notEqual(bare.factors.charity_number, 1);
  });

  it('a very long value is read in time linear in its length (adversarial, review)', () => {
    // The trailing label was first found by a lookbehind tried at every position: 32,000 characters took 3 s.
    const long = '4 '.repeat(100_000);
    let r = org({ name: 'Sizanani Home Based Care' }, { name: 'Sizanani Home Based Care' });
    const ms = cpuMillis(() => {
      r = org({ name: 'Sizanani Home Based Care', charity_number: long }, { name: 'Sizanani Home Based Care', charity_number: 'NPO 073-118' });
    });
    assert.ok(ms < 5000, `a 200,000-character number is read in well under a second of CPU (took ${ms} ms)`);
    assert.notEqual(r.factors.charity_number, 1);
  });
});
