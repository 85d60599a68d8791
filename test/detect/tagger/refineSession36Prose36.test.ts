// Span rules changed in session 36 (issue 13, prose36 round: the rules around the tagger), on texts written for this
// test: the spans handed in stand for what the tagger proposed, so each rule is checked alone whatever the shipped
// weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder } from '../../helpers/refineSpans.js';

describe('a place closing the name of a body or a venue the tagger left unread (placeClosesName)', () => {
  it('a body: the place and the capitalised words before it are one organisation', () => {
    const t = 'We thank Vodafone Ghana for the snacks and Impact Hub Nairobi for the room.';
    assert.deepEqual(refinedInOrder(t, at(t, 'LOC', 'Ghana', 'Nairobi')), ['ORG:Vodafone Ghana', 'ORG:Impact Hub Nairobi']);
    const airline = 'My bag was lost on a flight with Royal Air Morocco last week.';
    assert.deepEqual(refinedInOrder(airline, at(airline, 'LOC', 'Morocco')), ['ORG:Royal Air Morocco']);
  });
  it('an acronym opening a line, and an organisation the tagger read joins the name', () => {
    const t = 'UPS Kenya: your parcel 55102 is out for delivery today.';
    assert.deepEqual(refinedInOrder(t, at(t, 'LOC', 'Kenya')), ['ORG:UPS Kenya']);
    const club = 'The results from Palm Links Golf Club Mombasa were posted on Monday.';
    assert.deepEqual(refinedInOrder(club, [...at(club, 'ORG', 'Palm Links Golf'), ...at(club, 'LOC', 'Mombasa')]), ['ORG:Palm Links Golf Club Mombasa']);
  });
  it('a venue after a preposition of where is the place, whole', () => {
    const t = 'She goes for scans at Mercy Clinic Tamale next week.';
    assert.deepEqual(refinedInOrder(t, at(t, 'LOC', 'Tamale')), ['LOC:Mercy Clinic Tamale']);
  });
  it('negative: a sentence opener, a preposition, an adjective, a title, a place before', () => {
    for (const [t, place] of [
      ['Visit Ghana this year, the beaches are lovely.', 'Ghana'],
      ['Now Iran wants to change the rules.', 'Iran'],
      ['Day 1: Leaving Mombasa at six in the morning.', 'Mombasa'],
      ['SPEAKER: In Kibera, before the new road came.', 'Kibera'],
      ['We moved to Northern Ghana in May.', 'Ghana'],
      ['The parcel went from Kumasi Ghana to Lome yesterday.', 'Ghana'],
    ] as const)
      assert.deepEqual(refinedInOrder(t, at(t, 'LOC', place)), [`LOC:${place}`], t);
  });
  it('negative: a place ending its line or a heading part (a branch\'s town), a heading in capitals', () => {
    const letterhead = 'Clearview Opticians Harlow\nDear Ms Tan, your eye test is due.';
    assert.deepEqual(refinedInOrder(letterhead, at(letterhead, 'LOC', 'Harlow')), ['LOC:Harlow']);
    const card = 'Fitzone Gym Tema — CLASS TIMETABLE for May';
    assert.deepEqual(refinedInOrder(card, at(card, 'LOC', 'Tema')), ['LOC:Tema']);
    const heading = 'ANNUAL RESULTS NAIROBI and the list below';
    assert.deepEqual(refinedInOrder(heading, at(heading, 'LOC', 'NAIROBI')), ['LOC:NAIROBI']);
  });
  it('negative: in a text written in another language a capitalised word of that language is no name\'s', () => {
    const t = 'Kesho asubuhi tutaenda kuona ndege wa Ziwa Naivasha na kurudi nyumbani jioni pamoja.';
    assert.deepEqual(refinedInOrder(t, at(t, 'LOC', 'Naivasha')).filter((s) => s.includes('Naivasha')).length, 1);
    assert.ok(!refinedInOrder(t, at(t, 'LOC', 'Naivasha')).includes('ORG:Ziwa Naivasha'));
  });
});
