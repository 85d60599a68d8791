// The name-rule classes of issue 13 in the `basic` backend (rules only), on sentences written for this
// test: titles and initials inside the span, letters outside ASCII and diacritic folding in lexicon
// look-ups, Zulu/Xhosa personal noun-class prefixes, role nouns of judgments as cues, and a verb that
// is also a given name at a sentence's start.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectNames, findNameSpans } from '../../../src/detect/lexical/index.js';
import { nameStartWithTitles } from '../../../src/detect/lexical/nameTitles.js';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { foldKey } from '../../../src/lexicon/fold.js';
import { isFamilyName, isGivenName, nameTokenStrength } from '../../../src/lexicon/names.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));
const basicNames = (text: string) =>
  detectSpans(text, { jurisdiction: 'EU', backend: 'basic' })
    .filter((s) => s.category === 'PII-1-NAME')
    .map((s) => text.slice(s.utf16Start, s.utf16End));

describe('basic names: titles and initials are part of the span', () => {
  it('takes in one title or several, with or without a dot', () => {
    assert.deepEqual(basicNames('The minutes were approved by Dr Darby last week.'), ['Dr Darby']);
    // A judicial title chain is the office, not the name (session 15): it stays outside the span.
    assert.deepEqual(basicNames('Lord Justice Darby read the order aloud.'), ['Darby']);
    assert.deepEqual(basicNames('The order of Her Honour Judge Ama Darko was read.'), ['Ama Darko']);
    // Titles of honour or office stay inside (issue 13); a form of address by kinship stays outside (session 26,
    // name-stoplist.json addressHonorifics).
    assert.deepEqual(basicNames('Our guest of honour, Alhaji Musa Bello, arrived late.'), ['Alhaji Musa Bello']);
    assert.deepEqual(basicNames('The lessons of Mallam Sani start after prayers.'), ['Mallam Sani']);
    assert.deepEqual(basicNames('Our guest of honour, Auntie Ronke Bello, arrived late.'), ['Ronke Bello']);
    assert.deepEqual(basicNames('Our guest of honour, Chief Musa Bello, arrived late.'), ['Chief Musa Bello']);
  });
  it('takes in initials written together, plain or hyphenated, between a title and a name', () => {
    assert.deepEqual(basicNames('A reply from Mr D.R. Smith came on Friday.'), ['Mr D.R. Smith']);
    assert.deepEqual(basicNames('The separate opinion of Mr L.-E. Pettiti follows.'), ['Mr L.-E. Pettiti']);
    assert.deepEqual(basicNames('Counsel F.A. Adeyemi stood up.'), ['F.A. Adeyemi']);
  });
  it('normalises the name without its title, so the same person gets the same token', () => {
    const a = detectNames('Please thank Dr Wanjiku Kamau for us.');
    const b = detectNames('Please thank Wanjiku Kamau for us.');
    assert.equal(a[0]!.normalized, b[0]!.normalized);
    assert.deepEqual(a[0]!.metadata, { title: 'Dr' });
  });
  it('never widens over a word that is not a title, nor into the name before', () => {
    assert.deepEqual(nameStartWithTitles('Yesterday Kamau left', 10), { start: 10, nameStart: 10 });
    assert.deepEqual(nameStartWithTitles('Ask Prof. Dr. Kamau', 14), { start: 4, nameStart: 14, titles: 'Prof. Dr' });
    assert.deepEqual(names('Kwame Mensah Dr Okafor'), ['Kwame Mensah', 'Dr Okafor']);
  });
  it('takes no postscript or note marker opening a line for initials; initials inside a line stay', () => {
    assert.deepEqual(nameStartWithTitles('P.S. Kamau, call me', 5), { start: 5, nameStart: 5 });
    assert.deepEqual(nameStartWithTitles('Thanks.\nN.B. Wanjiru will come', 13), { start: 13, nameStart: 13 });
    assert.deepEqual(nameStartWithTitles('Thanks.\nP.P.S. Wanjiru will come', 15), { start: 15, nameStart: 15 });
    assert.deepEqual(nameStartWithTitles('Signed by P.S. Kamau today', 15), { start: 10, nameStart: 10 });
    assert.deepEqual(nameStartWithTitles('Mr N.B. Okafor', 8), { start: 0, nameStart: 3, titles: 'Mr' });
  });
});

describe('basic names: letters outside ASCII, folded in lexicon look-ups', () => {
  it('folds letters that keep their stroke under NFD (ł, ø, đ, ı) as well as marks', () => {
    assert.equal(foldKey('Jagiełło'), 'jagiello');
    assert.equal(foldKey('Ìbíjọkẹ̀'), 'ibijoke');
    assert.equal(foldKey('İnan'), 'inan');
    assert.equal(nameTokenStrength('Jagiello'), nameTokenStrength('Jagiełło'));
  });
  it('folds the hooked and extra consonants of West African alphabets to the base letter, capitals too', () => {
    assert.equal(foldKey('Ɗanjuma'), 'danjuma');
    assert.equal(foldKey('ƘAURA Ɓalarabe'), 'kaura balarabe');
    assert.equal(foldKey("ƴa'ƴa"), "ya'ya");
    assert.equal(foldKey('Ƒiaɖa Ŋʋ'), 'fiada nv');
    assert.equal(isGivenName('Ɗanjuma'), isGivenName('Danjuma'));
    assert.equal(isFamilyName('ƊANLADI'), isFamilyName('Danladi'));
    assert.equal(isFamilyName('Ɗanladi'), true);
  });
  it('negative: leaves the open vowels ɔ and ɛ of Akan, Gã and Eʋe as they are (their function words are no names)', () => {
    assert.equal(foldKey('kɔɔ'), 'kɔɔ');
    assert.equal(foldKey('Ɛfua'), 'ɛfua');
    assert.equal(isFamilyName('lɛ'), false);
  });
  it('finds names written with such letters or tone marks', () => {
    assert.deepEqual(basicNames('Professor Jagiełło will chair the panel.'), ['Professor Jagiełło']);
    assert.deepEqual(basicNames('Ìbíjọkẹ̀ Adéyẹmí paid the rent in cash.'), ['Ìbíjọkẹ̀ Adéyẹmí']);
  });
  it('reads a role noun of a judgment as a cue for the name after it', () => {
    assert.deepEqual(basicNames('The applicant, Abdurrazak İnan, was detained for two days.'), ['Abdurrazak İnan']);
    assert.deepEqual(basicNames('The respondent Tolulope Adewale did not appear.'), ['Tolulope Adewale']);
  });
});

describe('basic names: Zulu/Xhosa personal noun-class prefixes', () => {
  it('reports the prefixed name whole', () => {
    assert.deepEqual(basicNames('The song praises uMkabayi for her courage.'), ['uMkabayi']);
    assert.deepEqual(basicNames('He was the son kaGiwu, the elders said.'), ['kaGiwu']);
  });
  it('leaves camel-case words and a prefix before a common word alone', () => {
    assert.deepEqual(basicNames('Set noMatch to true and restart the kaBoom service.'), []);
    assert.deepEqual(basicNames('Sent from my iPhone.'), []);
  });
});

describe('basic names: a verb that is also a given name at a sentence start', () => {
  it('is the verb in a question or with no family name after it', () => {
    assert.deepEqual(basicNames('Will Anderson come to the party?'), ['Anderson']);
    assert.deepEqual(basicNames('Mark the boxes before noon.'), []);
  });
  it('is the given name when a statement goes on with a family name', () => {
    assert.deepEqual(basicNames('Hope Mensah called the office twice.'), ['Hope Mensah']);
    assert.deepEqual(basicNames('Mark Okafor signed the lease.'), ['Mark Okafor']);
  });
});
