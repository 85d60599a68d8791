// Span rules of session 40's prose26r round (issue 13: prose set 26 as development data, a class kept only where an
// earlier set by another author shows it too), on texts written for this test: the spans handed in stand for what the
// tagger proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a name a hard wrap breaks across two lines (wrappedNames.ts wrappedNames, refine.json wrapped_names)', () => {
  it('after a label, in a running sentence and in a signature block, the two parts the tagger read are one person', () => {
    const t = 'Parcel logged at the front desk\nChecked in by: Obinna\nTreloar\nShelf: B4';
    assert.ok(refined(t, at(t, 'PER', 'Obinna', 'Treloar')).includes('PER:Obinna\nTreloar'));
    const u = 'The spare keys were handed to Siobhan\nOkwuosa at the gate on Monday.';
    assert.ok(refined(u, at(u, 'PER', 'Siobhan', 'Okwuosa')).includes('PER:Siobhan\nOkwuosa'));
    const v = 'Thank you for your patience with this.\nWarm wishes,\nFolake\nMacharia-Olsen\nAccounts Payable, Kestrel Mills';
    assert.ok(refined(v, at(v, 'PER', 'Folake', 'Macharia-Olsen')).includes('PER:Folake\nMacharia-Olsen'));
  });
  it('particles and a clause mark after the family name; a span run on past its full stop gives way', () => {
    const t = 'For the viewing please ask our agent Pieter\nvan der Merwe, who holds the keys.';
    assert.ok(refined(t, at(t, 'PER', 'Pieter', 'van der Merwe')).includes('PER:Pieter\nvan der Merwe'));
    const u = 'The night shift was covered by Renske\nAltenhofer. Nothing else to report.';
    assert.ok(refined(u, at(u, 'PER', 'Renske', 'Altenhofer. Nothing')).includes('PER:Renske\nAltenhofer'));
  });
  it('negative: a column of names one a line, a label or a capitalised word after the word, a blank line between', () => {
    const t = 'Stewards on duty:\nOtieno\nTreloar\nMacharia\nThanks all';
    assert.ok(!refined(t, at(t, 'PER', 'Otieno', 'Treloar', 'Macharia')).some((s) => s.includes('\n')));
    const u = 'Driver: Kwabena\nGuest: Treloar';
    assert.ok(!refined(u, at(u, 'PER', 'Kwabena', 'Treloar')).some((s) => s.includes('\n')));
    const v = 'Order approved by Lindiwe\nHartley Foods Ltd will deliver.';
    assert.ok(!refined(v, at(v, 'PER', 'Lindiwe')).some((s) => s.includes('\n')));
    const x = 'Looking forward to the demo.\nBest,\nIdris Brannigan\nQuorvex\nSales Engineering';
    assert.ok(!refined(x, at(x, 'PER', 'Idris Brannigan', 'Quorvex')).some((s) => s.includes('\n')));
    const y = 'Eulogy for Folake Adeyemi\nFolake was born in Ibadan in 1950.';
    assert.ok(!refined(y, at(y, 'PER', 'Folake Adeyemi', 'Folake')).some((s) => s.includes('\n')));
    const w = 'Regards, Obinna\n\nTreloar';
    assert.ok(!refined(w, at(w, 'PER', 'Obinna', 'Treloar')).some((s) => s.includes('\n')));
  });
  it('negative: a first part holding a lower-case word, or ending in an English word that is no given name', () => {
    const t = 'Bronze, um 1910. Legat von Ines\nBrauer. Restauriert 2019.';
    assert.ok(!refined(t, at(t, 'PER', 'Legat von Ines', 'Brauer')).some((s) => s.includes('\n')));
    const u = 'The visitors batted first at Lakeside Park\nNaidoo c Pillay b Mokoena 34';
    assert.ok(!refined(u, at(u, 'PER', 'Lakeside Park', 'Naidoo')).some((s) => s.includes('\n')));
  });
  it('adversarial: a capitalised noun then lower case after a numbered entry is no family name', () => {
    const t = 'Schlüsselliste\n3. Herr K. Vogelsang\nSchlüssel bei Nachbarn';
    assert.ok(!refined(t, at(t, 'PER', 'K. Vogelsang', 'Schlüssel')).some((s) => s.includes('\n')));
  });
});

describe('head-first bodies and a Dutch firm profession (organisation-words.json head_first_heads, refine.json firm_professions)', () => {
  it('Yorùbá "Ẹgbẹ́", the bank\'s "Banco" and the bakery of German and Dutch open an organisation read as a person or place', () => {
    const t = 'Ẹgbẹ́ Aláṣọ Ìbàdàn ń pe gbogbo ọmọ ẹgbẹ́ sí ìpàdé.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Ẹgbẹ́ Aláṣọ Ìbàdàn')), ['ORG:Ẹgbẹ́ Aláṣọ Ìbàdàn']);
    const u = 'Transferência recebida do Banco Carvalhal na sexta-feira.';
    assert.ok(refined(u, at(u, 'LOC', 'Carvalhal')).includes('ORG:Banco Carvalhal'));
    const v = 'Alarm ausgelöst in der Bäckerei Vogelsang gegen drei Uhr.';
    assert.ok(refined(v, at(v, 'PER', 'Bäckerei Vogelsang')).includes('ORG:Bäckerei Vogelsang'));
    const w = 'Hij werkt sinds maart bij Bakkerij Veldhuis in Zwolle.';
    assert.ok(refined(w, at(w, 'PER', 'Bakkerij Veldhuis')).includes('ORG:Bakkerij Veldhuis'));
  });
  it('a founders\' firm closed by "Advocaten" is one organisation; a person stays one', () => {
    const t = 'De brief kwam van Brouwer & Kuiper Advocaten uit Arnhem.';
    assert.ok(refined(t, at(t, 'PER', 'Brouwer', 'Kuiper Advocaten')).includes('ORG:Brouwer & Kuiper Advocaten'));
    const u = 'Mijn mentor werkt bij Smeets Advocaten in Venlo.';
    assert.ok(refined(u, at(u, 'PER', 'Smeets Advocaten')).includes('ORG:Smeets Advocaten'));
    const v = 'Ik heb Anke Smeets gisteren gebeld.';
    assert.deepEqual(refined(v, at(v, 'PER', 'Anke Smeets')), ['PER:Anke Smeets']);
  });
});
