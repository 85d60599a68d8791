// Review of session 44's prose30r round (s44-rev-prose30r): inputs written for this review, none from any set, on
// which the round's rules went wrong; each check fails on s44-prose30r before its mend.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a surname between a body or a place and a town (addressLinePlaces placeAfterBody)', () => {
  it('stays the person when the name lexicon lists it as a surname and the gazetteer does not know it', () => {
    const a = 'Invited: Ecobank, Mensah, Kumasi';
    assert.deepEqual(refined(a, [...at(a, 'ORG', 'Ecobank'), ...at(a, 'PER', 'Mensah'), ...at(a, 'LOC', 'Kumasi')]), ['ORG:Ecobank', 'PER:Mensah', 'LOC:Kumasi']);
    const b = 'Visited Kumasi, Owusu, Accra last week.';
    assert.deepEqual(refined(b, [...at(b, 'LOC', 'Kumasi'), ...at(b, 'PER', 'Owusu'), ...at(b, 'LOC', 'Accra')]), ['LOC:Kumasi', 'PER:Owusu', 'LOC:Accra']);
  });
});

describe("a dash, a word and a capital's initial (signedInitials)", () => {
  it('is no sign-off when the dash is one of a list\'s bullets, or the word is general English', () => {
    const a = 'Menu for Friday:\n- Kenke A.\n- Waakye B.';
    assert.deepEqual(refined(a, []), []);
    const b = 'Grades:\n- Maths A.\n- Physics B.';
    assert.deepEqual(refined(b, []), []);
    const c = 'Thanks for the quick help.\n– Khensani M.';
    assert.deepEqual(refined(c, []), ['PER:Khensani M.']);
  });
});

describe("a form field's given name and a heading alone on the next line (wrappedNames labelledUnknownFamily)", () => {
  it('keeps the heading out of the name when general English lists the word', () => {
    const a = 'Approved by: Grace\nAcknowledgement\nI confirm receipt.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Grace')), ['PER:Grace']);
    const b = 'Approved by: Ama\nSignatories\nStamp: yes';
    assert.deepEqual(refined(b, at(b, 'PER', 'Ama')), ['PER:Ama']);
  });
});
