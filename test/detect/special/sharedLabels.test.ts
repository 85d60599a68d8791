// Labels another sense shares (`term_value_labels`): 'Parish' names a civil parish as well as a church's, and
// French 'Antécédents' a medical history as well as the English criminal 'antecedents'. Their value counts only
// when it holds one of the category's terms, listed names or acronyms, on a label line, in a table column or
// under an export key. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

describe('special categories: labels another sense shares', () => {
  const cases: [string, string[]][] = [
    ['Name: John Smith\nParish: St Mary\'s Catholic Church', ["RELIGION:St Mary's Catholic Church"]],
    ['Name: Grace Okafor\nParish: RCCG Jubilee Parish, Ikeja', ['RELIGION:RCCG Jubilee Parish, Ikeja']],
    ['Custody record\nDetainee: Tom Hale\nAntecedents: two previous convictions for theft', ['CRIMINAL_RECORD:two previous convictions for theft']],
    // a French medical history is health, not a conviction
    ['Patiente: Mme Dubois\nAntécédents: asthme, appendicectomie en 2010', ['HEALTH:asthme', 'HEALTH:appendicectomie']], // session 10: a procedure read by its ending ('-ectomie') is a health word too
    ['Prévenu: M. Martin\nAntécédents judiciaires: vol en 2019', ['CRIMINAL_RECORD:vol en 2019']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // a civil parish on an address form, on a title line, in a table column and under an export key
    'Name: John Smith\nParish: Kensington\nPostcode: W8 4PT',
    'Parish: St Andrew\nName: Marcia Brown\nTelephone: 876 555 0142',
    'Name | Parish | Phone\nMarcia Brown | St Catherine | 876 555 0142',
    '{"name": "Marcia Brown", "parish": "St Catherine"}',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});
