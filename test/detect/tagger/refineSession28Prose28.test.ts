// Span rules added in session 28 (issue 13, rule round prose28: a class kept only where two held-out sets by different
// authors both show it), on sentences written for this test: the spans handed in stand for what the tagger proposed,
// so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/index.js';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));
const persons = (text: string, ...phrases: string[]) => refined(text, at(text, 'PER', ...phrases)).filter((s) => s.startsWith('PER'));

describe('two one-word names the tagger joined at a comma are two persons when they cannot be surname first (splitCommaGivenNames)', () => {
  it('splits a pair whose first word is only ever a given name', () => {
    const rota = 'Sunday rota: door Fiona Baird; readers Amaka, Tunde; coffee Callum.';
    assert.deepEqual(persons(rota, 'Fiona Baird', 'Amaka, Tunde', 'Callum'), ['PER:Fiona Baird', 'PER:Amaka', 'PER:Tunde', 'PER:Callum']);
    const thanks = 'Huge thanks to Wanjiru, Achieng and the whole crew.';
    assert.deepEqual(persons(thanks, 'Wanjiru, Achieng'), ['PER:Wanjiru', 'PER:Achieng']);
  });
  it('splits a pair whose second word is only ever a family name', () => {
    const scorers = 'Under-14s won 3-1 (scorers: Phiri 2, Banda, Ndlovu).';
    assert.deepEqual(persons(scorers, 'Phiri', 'Banda, Ndlovu'), ['PER:Phiri', 'PER:Banda', 'PER:Ndlovu']);
  });
  it('counter-case: a surname then a given name stays one person', () => {
    const census = 'Parish roll of Enugu, 1921. Okafor, Chinedu, trader, aged 41.';
    assert.deepEqual(persons(census, 'Okafor, Chinedu'), ['PER:Okafor, Chinedu']);
    const both = 'Baptism register of Cork, 1899. Quinn, Morgan, daughter of a cooper.';
    assert.deepEqual(persons(both, 'Quinn, Morgan'), ['PER:Quinn, Morgan'], 'either reading is open: the tagger is kept');
  });
  it("the value of a form's one-word field label stays one person, surname first; a roster's role word before a colon is no such label", () => {
    const cv = 'CURRICULUM VITAE\nName: Amaka, Tunde Date of birth: 02/03/1990';
    assert.deepEqual(persons(cv, 'Amaka, Tunde'), ['PER:Amaka, Tunde']);
    const kyc = 'Fomu ya usajili. Jina: Wanjiru, Achieng Simu: 0712 000 000';
    assert.deepEqual(persons(kyc, 'Wanjiru, Achieng'), ['PER:Wanjiru, Achieng']);
    const roster = 'Timekeepers: Amaka, Tunde; marshals: Callum.';
    assert.deepEqual(persons(roster, 'Amaka, Tunde', 'Callum'), ['PER:Amaka', 'PER:Tunde', 'PER:Callum']);
  });
  it('adversarial: a surname in capitals, words no name list knows, and longer spans are left alone', () => {
    const caps = 'Cause list: OKAFOR, Tunde v. the Registrar.';
    assert.deepEqual(persons(caps, 'OKAFOR, Tunde'), ['PER:OKAFOR, Tunde']);
    const unknown = 'Sent on behalf of Quarrington, Velisha.';
    assert.deepEqual(persons(unknown, 'Quarrington, Velisha'), ['PER:Quarrington, Velisha']);
    const longer = 'Readers: Amaka, Tunde Bello.';
    assert.deepEqual(persons(longer, 'Amaka, Tunde Bello'), ['PER:Amaka, Tunde Bello']);
  });
});

describe('a name with a Nguni personal prefix opens its own noun phrase (prefixedPersons, nameTokens conjoinedNames)', () => {
  it('a person span the tagger ran on from a capitalised verb gives way to the prefixed name', () => {
    const chat = 'Zanele: Sengifikile eDurban\nAyanda: Ngizomlinda uThemba eRank';
    assert.deepEqual(persons(chat, 'Ngizomlinda uThemba eRank'), ['PER:uThemba']);
  });
  it('a place span on the prefixed name alone is the person, in a text that writes another Nguni prefix', () => {
    const notice = 'Umhlangano uzoba seholo eKhayelitsha. Ukuze uthole imininingwane shayela uZanele.';
    const out = refined(notice, at(notice, 'LOC', 'uZanele'));
    assert.ok(out.includes('PER:uZanele') && !out.includes('LOC:uZanele'), out.join(' | '));
  });
  it('the rule scanner ends a name before a prefixed name and keeps the associative "ka"', () => {
    const line = 'Ngizomlinda uThemba eRank.';
    assert.deepEqual(names(line), ['uThemba']);
    const royal = 'Inkosi Cetshwayo kaMpande wabusa emva kukaMpande.';
    assert.ok(names(royal).some((n) => n.includes('Cetshwayo kaMpande')), names(royal).join(' | '));
  });
  it('counter-case: in English text a weak prefix before a word no place list knows gives no Nguni reading', () => {
    const text = 'Bought it on eBay and paid uSipho later.';
    assert.ok(!refined(text, at(text, 'LOC', 'uSipho')).includes('PER:uSipho'), 'one prefixed word alone is no Nguni text');
  });
  it('adversarial: a name and its father\'s joined by "ka" stays one person span', () => {
    const text = 'Umlando: uThemba uthe uSenzo kaMpande wabusa eZululand.';
    assert.ok(refined(text, at(text, 'PER', 'uSenzo kaMpande')).includes('PER:uSenzo kaMpande'));
  });
});
