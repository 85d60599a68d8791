// Session 27 (issue 15; sets 28 and 33, two authors): an ethnic group's own association ('Fante Union', 'Kikuyu Welfare
// Society', 'Luo Community Association') named at the head of a form about one member is that member's ethnic origin, as a
// party named on its membership card is the holder's affiliation (identity.json, PII-6-RACE pattern). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 27: an ethnic association heading a form about one member', () => {
  check([
    ['Fante Union of Kumasi — contribution book\nMember: Ama Quayson | paid 50', ['RACE:Fante']],
    ['Kikuyu Welfare Society — membership form\nName: Wanjiru Kamau\nHousehold: 3', ['RACE:Kikuyu']],
    ['Luo Community Association, Leeds — registration\nName: Otieno Ouma\nVolunteers at: Saturday school', ['RACE:Luo']],
    // in prose, a named member of the association
    ['Kwabena Dzidzor is the treasurer of the Ewe Welfare Association in Accra.', ['RACE:Ewe']],
  ]);
  none([
    // the association's own notice, about no one
    'Ewe Welfare Association — notice\nThe annual dinner is on Saturday at the town hall.',
    // the association speaking through an unnamed officer
    'The Ewe Association of Accra condemned the attack, its chairman said.',
    // a language society and a football club are no ethnic association
    'Zulu language society — reading list\nName: Thandi Nkosi',
    'Yoruba film club — screening list\nName: Tunde Bakare',
    // an ethnic word that is no group before the word: a state or a trade union named after a place
    'Transport Workers Union — membership form\nName: Musa Danjuma',
  ]);
});
