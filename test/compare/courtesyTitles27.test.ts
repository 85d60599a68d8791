// Person names, session 27: titles registers print before an owner's, a ratepayer's or a customer's name that the
// title lists lacked (data/name-honours.json): Alh./Alhaj/Hajj, German Herrn, Monsieur, Sig., Dott.ssa, Cllr,
// HRH, Otunba, Insp., Supt., Const. Set aside at the name's start, they no longer read as a given name: `Herrn
// Lukas Schäfer` against `Lukas Peter Schäfer` was two brothers (a kin conflict). Names are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { isLeadingTitle } from '../../src/compare/comparators/nameHonours.js';
import { compare } from '../../src/compare/index.js';

const sim = (a: string, b: string) => compareNames(a, b)?.sim ?? -1;

describe('titles before a name are set aside', () => {
  it('each is a leading title', () => {
    for (const w of ['alh', 'alhaj', 'hajj', 'herrn', 'monsieur', 'sig', 'cllr', 'hrh', 'otunba', 'insp', 'supt', 'const']) assert.ok(isLeadingTitle(w), w);
  });

  it('the titled name agrees in full with the bare one', () => {
    assert.equal(sim('ALH. SANI DANJUMA', 'Sani Danjuma'), 1);
    assert.equal(sim('Hajj Yusuf Omari', 'Yusuf Omari'), 1);
    assert.equal(sim('Monsieur Gaston Lebrun', 'Gaston Lebrun'), 1);
    assert.equal(sim('Cllr Bethan Rees', 'Bethan Rees'), 1);
    assert.equal(sim('Otunba Kolawole Adesina', 'Kolawole Adesina'), 1);
    assert.equal(sim('Insp. Wanjiku Mbugua', 'Wanjiku Mbugua'), 1);
    assert.equal(sim('Dott.ssa Paola Conti', 'Paola Conti'), 1);
  });

  it('Herrn before a German name is no given name: no kin conflict against a second given name', () => {
    const r = compareNames('Herrn Matthias Krüger', 'Matthias Johannes Krüger');
    assert.ok(r !== null && r.conflict !== true && r.sim >= 0.85, JSON.stringify(r));
    const pair = compare({ a: { Steuerpflichtiger: 'Herrn Matthias Krüger', Geburtsdatum: '05.11.1958' }, b: { Familienname: 'Krüger', Vornamen: 'Matthias Johannes', Geburtsdatum: '05.11.1958' }, entity: 'person' });
    assert.equal(pair.identity, 'same_entity');
  });

  it('counter-case: the title does not hide another given name', () => {
    assert.ok(sim('Herrn Matthias Krüger', 'Stefan Krüger') < 0.85);
    assert.ok(sim('ALH. SANI DANJUMA', 'Bala Danjuma') < 0.85);
  });

  it('adversarial: a title only at the start; closed-up initials are not police ranks', () => {
    // Heer is a Dutch surname too: at the end it stays the surname.
    assert.equal(sim('Jan de Heer', 'Jan de Heer'), 1);
    assert.ok(sim('Jan de Heer', 'Jan de Vries') < 1);
    // CP, DS and PC stay initials ('CP WILLIAMS' is C. P. Williams), not a Chief Superintendent.
    for (const w of ['cp', 'ds', 'pc', 'dc']) assert.equal(isLeadingTitle(w), false, w);
    // A title alone names nobody.
    assert.equal(compareNames('Herrn', 'Lukas Weber'), null);
  });
});
