// Session 26: the Latin forms parish registers wrote given names in (Jacobus, Gulielmus, Joannes, Brigida) and the
// abbreviations census enumerators and clerks wrote (Wm, Thos, Jas, Geo, Jno, Richd), against the English names
// other registers of one person write. Names written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { areShortForms } from '../../../src/compare/comparators/nameEquivalents.js';
import { comparePersonNames, nameTokenScore } from '../../../src/compare/comparators/personName.js';

describe('Latin register forms and clerks abbreviations of given names', () => {
  it('a Latin form agrees with the English name and its other forms (positive)', () => {
    const latinForms: [string, string][] = [
      ['jacobus', 'james'],
      ['gulielmus', 'william'],
      ['joannes', 'john'],
      ['henricus', 'henry'],
      ['carolus', 'charles'],
      ['robertus', 'robert'],
      ['brigida', 'bridget'],
      ['elizabetha', 'elizabeth'],
      ['patricius', 'patrick'],
    ];
    for (const [latin, english] of latinForms) assert.ok(areShortForms(latin, english), `${latin} / ${english}`);
    assert.ok(areShortForms('gulielmus', 'bill'), 'Gulielmus is William, so Bill too');
  });
  it('an abbreviation agrees with its full name (positive)', () => {
    const abbreviations: [string, string][] = [
      ['wm', 'william'],
      ['thos', 'thomas'],
      ['jas', 'james'],
      ['geo', 'george'],
      ['jno', 'john'],
      ['richd', 'richard'],
      ['saml', 'samuel'],
      ['robt', 'robert'],
      ['margt', 'margaret'],
    ];
    for (const [short, full] of abbreviations) {
      assert.ok(areShortForms(short, full), `${short} / ${full}`);
      assert.ok(nameTokenScore(short, full) >= 0.85, `${short} / ${full} scores as one name`);
    }
  });
  it('forms of two different names do not agree (negative)', () => {
    assert.ok(!areShortForms('jas', 'john'));
    assert.ok(!areShortForms('wm', 'walter'));
    assert.ok(!areShortForms('gulielmus', 'george'));
    assert.ok(!areShortForms('thos', 'theophilus'));
    assert.ok(!areShortForms('brigida', 'brenda'));
  });
  it('a Latin banns entry meets the census abbreviation; a cousin of another name does not (adversarial)', () => {
    const same = comparePersonNames('Gulielmus Ashdown', 'Wm. Ashdown');
    const other = comparePersonNames('Gulielmus Ashdown', 'Geo. Ashdown');
    assert.ok(same !== null && other !== null);
    assert.ok(same.sim >= 0.85, `same ${same.sim}`);
    assert.ok(other.sim < 0.7, `other ${other.sim}`);
  });
});
