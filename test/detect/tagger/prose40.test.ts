// Session 40's prose40 round (issue 13: prose sets 1–25 as development data, a class kept only where sets by
// different authors show it): given names that are English words of virtue or wish ("Happiness", "Treasure",
// "Silence", "Rejoice", "Purity", "Bright"), named across Southern and West Africa, listed in refine.json
// `word_given_names` and read by the slot rules beside the lexicon's given names. The span rules get the spans
// handed in (what the tagger would propose), so each check holds whatever the shipped weights say; every sentence
// is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

const persons = (xs: string[]) => xs.filter((x) => x.startsWith('PER:'));

describe('given names that are English words of virtue or wish (refine.json word_given_names)', () => {
  it("before a surname the tagger read, the word is the person's given name (wordGivenNames)", () => {
    const t = 'The tenants of flat 4, Treasure Nwosu and her brother, signed the lease on Friday.';
    assert.deepEqual(persons(refined(t, at(t, 'PER', 'Nwosu'))), ['PER:Treasure Nwosu']);
    const u = 'Cheque collected by Happiness Chirwa at the front desk.';
    assert.deepEqual(persons(refined(u, at(u, 'PER', 'Chirwa'))), ['PER:Happiness Chirwa']);
  });

  it('alone after a lower-case kin or role word, the capitalised word is the person (wordNamesInSlots)', () => {
    assert.deepEqual(persons(refined('Please pray for my aunt Purity who is in hospital.', [])), ['PER:Purity']);
    assert.deepEqual(persons(refined('On the night shift nurse Goodness changed the dressings twice.', [])), ['PER:Goodness']);
  });

  it('negative: before a verb, the listed word is the abstract noun a saying opens with (review of prose40)', () => {
    // The slot before a lower-case verb reads the lexicon's given names only ("Memory sings"), not this list.
    assert.deepEqual(persons(refined('After the service, Pastor said Memory sings in the choir now.', [])), ['PER:Memory']);
    assert.deepEqual(persons(refined('The team said Silence is golden during exams.', [])), []);
    assert.deepEqual(persons(refined('He says Knowledge is power, so read a little every day.', [])), []);
    assert.deepEqual(persons(refined('Our coach believes Talent was never enough without discipline.', [])), []);
    assert.deepEqual(persons(refined('The choir leader insists Praise is a discipline, not a mood.', [])), []);
  });

  it('negative: the words in their common use stay words', () => {
    // Lower case, after a determiner or preposition, and a verb-like name opening a sentence.
    assert.deepEqual(persons(refined('We wish you happiness and the treasure of good health.', [])), []);
    assert.deepEqual(persons(refined('They lived in Happiness for years, then in Silence.', [])), []);
    const t = 'Rejoice Okeke! The choir sang.';
    assert.deepEqual(persons(refined('Treasure every moment with the family.', [])), []);
    // A verb-like word opening a sentence is not added before a surname.
    assert.deepEqual(persons(refined(t, at(t, 'PER', 'Okeke'))), ['PER:Okeke']);
  });
});
