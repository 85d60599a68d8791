// Session 49's review of the prose35r round: real inputs the round's rules got wrong, each written for this test.
// The spans are handed in as the tagger would propose them, so each check holds whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe("an address block's town after the addressee's given name stays a place (wrappedNames.ts labelledPlaceFamily)", () => {
  it('a waybill, a parcel label and a memo head name the person and then their town', () => {
    const a = 'WAYBILL 0091\nDeliver to: Kofi\nAccra\nPhone: 024 555 0101';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Kofi'), ...at(a, 'LOC', 'Accra')]), ['PER:Kofi', 'LOC:Accra']);
    const b = 'Parcel 7\nRecipient: Abena\nTamale\nTel: 024 555 0101';
    assert.deepEqual(refined(b, [...at(b, 'PER', 'Abena'), ...at(b, 'LOC', 'Tamale')]), ['PER:Abena', 'LOC:Tamale']);
    const c = 'From: Wanjiku\nNyeri\nTo: stores';
    assert.deepEqual(refined(c, [...at(c, 'PER', 'Wanjiku'), ...at(c, 'LOC', 'Nyeri')]), ['PER:Wanjiku', 'LOC:Nyeri']);
  });

  it("a role's field ending in 'to' is no address block: the town there is still the wrapped family name", () => {
    const a = 'Submitted to: Wanjiku\nNyeri\nDate: 12/03/2025';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Wanjiku'), ...at(a, 'LOC', 'Nyeri')]), ['PER:Wanjiku\nNyeri']);
  });
});

describe('a town, a comma and a given name that are no surname-first person (refine.ts placeSurnameCommaGiven)', () => {
  it('a list of branches and their contacts, each keyed by its town, keeps the towns', () => {
    const a = 'Regional contacts: Nakuru, Grace; Eldoret, Peter; Kisumu, Achieng';
    const spans = [...at(a, 'LOC', 'Nakuru', 'Eldoret', 'Kisumu'), ...at(a, 'PER', 'Grace', 'Peter', 'Achieng')];
    assert.deepEqual(refined(a, spans), ['LOC:Nakuru', 'PER:Grace', 'LOC:Eldoret', 'PER:Peter', 'LOC:Kisumu', 'PER:Achieng']);
  });

  it("a venue's or a meeting point's label keeps the town", () => {
    const a = 'Venue: Kisumu, Grace Achieng\nTime: 5pm';
    assert.deepEqual(refined(a, [...at(a, 'LOC', 'Kisumu'), ...at(a, 'PER', 'Grace Achieng')]), ['LOC:Kisumu', 'PER:Grace Achieng']);
    const b = 'Meeting point: Nakuru, Wanjiru\nTime: 5pm';
    assert.deepEqual(refined(b, [...at(b, 'LOC', 'Nakuru'), ...at(b, 'PER', 'Wanjiru')]), ['LOC:Nakuru', 'PER:Wanjiru']);
  });

  it('a single surname-first item after a person field is still one person', () => {
    const a = 'Scrutineer: Malindi, S. A.\nClass: open';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Malindi')), ['PER:Malindi, S. A.']);
  });
});

describe("a name in capitals and a number in brackets, in a text that cites a clue, is a crossword's answer only where the number counts its letters (refine.ts crosswordAnswers)", () => {
  it("a match report's player and his shirt's number keep the span", () => {
    const a = 'Half time, 1 down - MENSAH (9) missed a penalty, then ASANTE (10) equalised.';
    assert.deepEqual(refined(a, at(a, 'PER', 'MENSAH', 'ASANTE')), ['PER:MENSAH', 'PER:ASANTE']);
  });

  it('an answer whose enumeration counts its letters is still no name', () => {
    const a = 'Solution, 4 across: KENDAL (6). Winner: BRIGHT OWUSU (8) of Ho';
    assert.deepEqual(refined(a, [...at(a, 'LOC', 'KENDAL', 'Ho'), ...at(a, 'PER', 'BRIGHT OWUSU')]), ['PER:BRIGHT OWUSU', 'LOC:Ho']);
    const b = 'Stuck on 12 down. NEW YORK (3,4) does not fit 3 across: OSLO (4).';
    assert.deepEqual(refined(b, at(b, 'LOC', 'NEW YORK')), []);
  });
});
