// Session 46, review of the set 53 round (rev-special53r): inputs the round's new rules got wrong. Texts written for these
// tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { check, none } from './labelledTexts.js';

describe('special categories, session 46 review: a listed name that is also an English word, with a bracket after it', () => {
  none(['Crew list - MV Star\nSeafarer: John Mwangi\nRank: Wiper (engine room)', 'Job card\nCustomer: John Mwangi\nPart replaced: Wiper (rear)']);
  // under the category's own label it still reads, and a listed name that is no English word needs no label
  check([
    ['Fomu - chama cha wavuvi, Malindi\nKatibu: Otieno Ochieng\nChama cha kisiasa: Wiper (MCA aspirant)', ['POLITICAL_AFFILIATION:Wiper']],
  ]);
});

describe('special categories, session 46 review: research into a person\'s own condition is no general statement', () => {
  check([
    ['Patient: Kofi Mensah\nNotes: enrolled in research into his sickle cell disease', ['HEALTH:sickle cell disease']],
    ['Kofi Mensah was enrolled in research into his sickle cell disease.', ['HEALTH:sickle cell disease']],
  ]);
});

describe('special categories, session 46 review: every term list stays on the trigger scan', () => {
  it('no term list is scanned in full (an entry opening with a mark sends its whole list to a full-text scan)', () => {
    const lex = specialLexicon();
    const full = lex.categories.flatMap((c) => c.data.terms.filter((t) => !/^[\p{L}\p{N}]/u.test(t)).map((t) => `${c.data.category}:${t}`));
    assert.deepEqual(full, []);
  });
});

describe('special categories, session 46 review: an isiZulu infinitive before "ngokungekho mthethweni" only as the person\'s own act', () => {
  none([
    // a passive infinitive: being arrested unlawfully, a claim against the police
    'Isimangalo - amaphoyisa\nUmmangali: Sipho Dlamini\nIsimangalo: ukuboshwa ngokungekho mthethweni',
    // the conjunction 'ukuthi' (that): what a company does, reported by a named man
    'USipho Dlamini uthe ukuthi inkampani isebenzisa imali ngokungekho mthethweni.',
  ]);
  check([
    ['Ifomu - abaqaphi\nUmsebenzi: Sipho Dlamini\nIrekhodi: ukuzingela izinyamazane ngokungekho mthethweni', ['CRIMINAL_RECORD:ukuzingela izinyamazane ngokungekho mthethweni']],
  ]);
});
