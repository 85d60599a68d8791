// Session 43's prose43 round (issue 13: the UNER dev folds and prose sets 1–28 as development data, a class kept only
// where the UNER dev split and a set by another author both show it): a business named with its owner's possessive,
// and the building of a head of state after a preposition of place. The span rules get the spans handed in (what the
// tagger would propose), so each check holds whatever the shipped weights say; every sentence is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a business named with its owner\'s possessive (refine.json possessive_business_heads, possessiveBusinesses)', () => {
  it('a person span, its possessive and a trade\'s word are the business, no person', () => {
    const a = 'We took the suits to Wanjiku’s Tailors on Monday.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Wanjiku')), ['ORG:Wanjiku’s Tailors']);
    const b = 'Best jollof in town is at Auntie Bisi\'s Kitchen, trust me.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Auntie Bisi')), ['ORG:Auntie Bisi\'s Kitchen']);
    const c = 'Five stars for Dermot\'s Auto Repairs, fixed in a day.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Dermot')), ['ORG:Dermot\'s Auto Repairs']);
  });

  it('negative: an owner\'s possessive before a lower-case noun or a capitalised word of no trade stays the person', () => {
    const a = 'Wanjiku\'s salon was closed, so we waited.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Wanjiku')), ['PER:Wanjiku']);
    const b = 'I read Dermot\'s Facebook post about the match.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Dermot')), ['PER:Dermot']);
    // A head of facility_heads: the facilities rule reads the whole as a place, as before this rule.
    const c = 'We had lunch at Kojo\'s Grill near the station.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Kojo')), ['LOC:Kojo\'s Grill']);
  });
});

describe('the building of a head of state after a preposition of place (refine.json seats_of_government, governmentSeats)', () => {
  it('after a preposition and "the" or nothing, read as a person or not read, it is the place', () => {
    const a = 'The delegation waited in the Oval Office for an hour.';
    assert.deepEqual(refined(a, []), ['LOC:Oval Office']);
    const b = 'The march ended outside Flagstaff House before noon.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Flagstaff House')), ['LOC:Flagstaff House']);
  });

  it('negative: standing for the government, or opening a longer name, it is left as read', () => {
    const a = 'The White House said the talks would resume.';
    assert.deepEqual(refined(a, []), []);
    const b = 'Our office is on State House Road near the roundabout.';
    assert.deepEqual(refined(b, []), []);
    const c = 'He spoke to the State House of Assembly on Tuesday.';
    assert.deepEqual(refined(c, at(c, 'ORG', 'State House of Assembly')), ['ORG:State House of Assembly']);
  });
});

describe('a town glued into a handle stays dropped after the gazetteer\'s places are added (refine.ts handlePlaces, again last)', () => {
  it('a wiki signature\'s handle that opens with a town names no place', () => {
    const a = 'Source added, thanks. -- Kumasi_reader (talk) 09:14, 2 May 2021 (UTC)';
    assert.deepEqual(refined(a, []), []);
    const b = 'Fixed the date. -- Tamale_editor (talk)';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Tamale')), []);
    // A region's name (the gazetteer's places are added after the first handlePlaces call): fails without the second call.
    const c = 'Fixed the date. -- Volta_editor (talk) 10:02, 3 June 2021 (UTC)';
    assert.deepEqual(refined(c, []), []);
    const e = 'Which source is right? -- Ashanti_scribe (talk)';
    assert.deepEqual(refined(e, at(e, 'PER', 'Ashanti')), []);
  });

  it('negative: the same town standing apart is the place', () => {
    const a = 'Source added, thanks; I was in Kumasi last week. -- reader (talk)';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Kumasi')), ['LOC:Kumasi']);
  });
});

// Session 43's mend of the round (review: a person swallowed by the business span, an owner's thing read as a business,
// a seat standing for the government read as a place). Each sentence below fails on the round's code.
describe('mend: a business span never swallows a person and ends on its trade\'s word (possessiveBusinesses)', () => {
  it('the run stops before another person span or a listed given name', () => {
    const a = 'Thanks to Sandra\'s Salon Sandra Okafor for the cut.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Sandra', 'Sandra Okafor')), ['ORG:Sandra\'s Salon', 'PER:Sandra Okafor']);
    const b = 'Kofi\'s Auto Kwame Mensah said the car is ready.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Kofi', 'Kwame Mensah')), ['ORG:Kofi\'s Auto', 'PER:Kwame Mensah']);
    const c = 'Call Ali\'s Barbers Tunde on 0803 555 0192.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Ali', 'Tunde')), ['ORG:Ali\'s Barbers', 'PER:Tunde']);
    const d = 'Fatima\'s Bakery Manager Grace Ade called.';
    assert.deepEqual(refined(d, at(d, 'PER', 'Fatima', 'Grace Ade')), ['PER:Fatima', 'PER:Grace Ade']);
  });

  it('a capitalised word after the trade\'s word that goes on no shop\'s name keeps the owner a person', () => {
    const cases: [string, string][] = [
      ['Chidi\'s Kitchen Table was broken.', 'Chidi'],
      ['Thabo\'s Gym Membership expired.', 'Thabo'],
      ['I saw Mike\'s Store Card statement.', 'Mike'],
      ['Wanjiru\'s Bar Exam results came out.', 'Wanjiru'],
      ['Naledi\'s Laundry Bag was stolen', 'Naledi'],
      ['Taking Jane\'s Academy Award speech', 'Jane'],
      ['I sent the file to John\'s Studio Manager', 'John'],
    ];
    for (const [text, name] of cases) assert.deepEqual(refined(text, at(text, 'PER', name)), [`PER:${name}`], text);
  });

  it('a continuation word after the trade\'s word stays in the business', () => {
    const a = 'Took the van to Kwesi\'s Auto Tech Services, sorted in an hour.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Kwesi')), ['ORG:Kwesi\'s Auto Tech Services']);
  });

  it('a greeting before or opening the span keeps the person', () => {
    const a = 'Hi Kojo\'s Salon team';
    assert.deepEqual(refined(a, at(a, 'PER', 'Kojo')), ['PER:Kojo']);
    const b = 'Dear Ms Adjei\'s Salon, thanks.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Dear Ms Adjei')), ['PER:Dear Ms Adjei']);
  });
});

describe('mend: a seat standing for the government is no place (governmentSeats)', () => {
  it('after "from", after "at"/"to" not closing the clause, or before a lower-case noun, it is left as read', () => {
    for (const text of [
      'A letter from the White House arrived.',
      'Pressure from Aso Rock is mounting.',
      'Insiders at the White House say the talks are off.',
      'Calls to Casa Rosada went unanswered.',
      'He spoke to White House officials.',
      'The guards in the White House staffroom were asleep.',
    ]) assert.deepEqual(refined(text, []), [], text);
  });

  it('"at" or "to" with the name closing its clause, and an accented name, are the place', () => {
    const a = 'The prize giving is at Golden Jubilee House.';
    assert.deepEqual(refined(a, []), ['LOC:Golden Jubilee House']);
    const b = 'It is walking distance to Union Buildings.';
    assert.deepEqual(refined(b, []), ['LOC:Union Buildings']);
    const c = 'Protesters gathered outside the Élysée Palace.';
    assert.deepEqual(refined(c, []), ['LOC:Élysée Palace']);
  });
});
