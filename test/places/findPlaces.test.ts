import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPlaces, type PlaceMention } from '../../src/places/index.js';
import { hasCode } from '../helpers/codes.js';

function mentions(text: string): PlaceMention[] {
  return findPlaces(text).mentions;
}

function only(text: string): PlaceMention {
  const m = mentions(text);
  assert.equal(m.length, 1, `expected one mention in ${JSON.stringify(text)}, got ${JSON.stringify(m.map((x) => x.text))}`);
  return m[0]!;
}

describe('findPlaces: acceptance cases', () => {
  it('origin street address and a windowed landmark destination', () => {
    const r = findPlaces('Send my package tomorrow from 123 Maple Street to the blue gate behind Elim Pharmacy, Ikeja.');
    assert.equal(r.count, 2);
    const [origin, dest] = r.mentions as [PlaceMention, PlaceMention];
    assert.deepEqual(
      { role: origin.role, start: origin.start, end: origin.end, cue: origin.cue, cue_start: origin.cue_start, cue_end: origin.cue_end, cue_rule: origin.cue_rule },
      { role: 'origin', start: 30, end: 46, cue: 'from', cue_start: 25, cue_end: 29, cue_rule: 'from_origin' },
    );
    assert.equal(origin.text, '123 Maple Street');
    assert.deepEqual(origin.components, { street_number: '123', street: 'Maple Street' });
    assert.equal(origin.confidence, 0.95);
    assert.deepEqual(origin.evidence, ['span:parsed', 'cue:adjacent']);
    assert.equal(origin.has_address, true);
    assert.equal(origin.jurisdiction, 'XX');
    assert.equal(origin.jurisdiction_confidence, 0);
    assert.equal(dest.role, 'destination');
    assert.ok(dest.text.includes('Elim Pharmacy'));
    assert.equal(dest.cue, 'to');
    assert.equal(dest.cue_rule, 'to_destination');
    assert.equal(dest.components.anchor_type, 'commercial');
    assert.deepEqual(dest.evidence, ['span:parsed', 'cue:windowed']);
    assert.equal(dest.confidence, 0.7);
  });

  it('origin, via and destination from gazetteer places', () => {
    const m = mentions('We drove from Lagos via Ibadan to Abuja.');
    assert.deepEqual(
      m.map((x) => [x.text, x.role, x.cue_rule]),
      [
        ['Lagos', 'origin', 'from_origin'],
        ['Ibadan', 'via', 'via_waypoint'],
        ['Abuja', 'destination', 'to_destination'],
      ],
    );
    assert.ok(m.every((x) => x.jurisdiction === 'NG' && x.evidence[0] === 'span:gazetteer'));
  });

  it('a negated cue leaves the role unknown with negation evidence', () => {
    const m = only("Don't send it to Kano");
    assert.equal(m.role, 'unknown');
    assert.equal(m.cue, 'to');
    assert.ok(m.evidence.includes('cue:negated'));
    assert.equal(m.confidence, 0.25);
  });

  it('a pair frame gives two mentions with the pair rule', () => {
    const m = mentions('The road between Accra and Kumasi is busy.');
    assert.equal(m.length, 2);
    assert.deepEqual(m.map((x) => [x.text, x.role, x.cue, x.cue_rule]), [
      ['Accra', 'location', 'between', 'between_plain'],
      ['Kumasi', 'location', 'and', 'between_plain'],
    ]);
    const route = mentions('The bus plies between Lagos and Ibadan daily.');
    assert.deepEqual(route.map((x) => x.role), ['origin', 'destination']);
  });

  it('takes the request object like the other verbs, and still a bare string', () => {
    const text = 'Send my package tomorrow from 123 Maple Street to the blue gate behind Elim Pharmacy, Ikeja.';
    assert.deepEqual(findPlaces({ text }), findPlaces(text));
    assert.ok(findPlaces({ text }).count > 0);
    assert.throws(() => findPlaces({} as { text: string }), hasCode('SC_TEXT_NOT_STRING'));
  });

  it('a sentence with no place has count 0, and so does blank text', () => {
    assert.deepEqual(findPlaces('The meeting went well and everyone agreed.'), { count: 0, mentions: [] });
    assert.deepEqual(findPlaces(''), { count: 0, mentions: [] });
    assert.deepEqual(findPlaces('  \n '), { count: 0, mentions: [] });
  });

  it('offsets are code points when an emoji precedes the place', () => {
    const text = '🚚📦 Deliver to Kano tomorrow';
    const m = only(text);
    assert.equal(m.start, 14);
    assert.equal(m.end, 18);
    assert.equal(m.cue_start, 3);
    assert.equal([...text].slice(m.start, m.end).join(''), 'Kano');
    assert.equal([...text].slice(m.cue_start!, m.cue_end!).join(''), 'Deliver to');
  });
});

describe('findPlaces: reference behaviours', () => {
  it('pickup origin with a comma tail and a deliver destination', () => {
    const m = mentions('Pick up the parcel from 7B Allen Avenue, Ikeja, Lagos and deliver to 12 Adeola Odeku Street, Victoria Island.');
    assert.equal(m.length, 2);
    assert.deepEqual([m[0]!.role, m[0]!.start, m[0]!.end, m[0]!.jurisdiction], ['origin', 24, 53, 'NG']);
    assert.deepEqual(m[0]!.components, { street_number: '7B', street: 'Allen Avenue', neighborhood: 'Ikeja', city: 'Lagos' });
    assert.deepEqual([m[1]!.role, m[1]!.cue, m[1]!.cue_rule, m[1]!.confidence], ['destination', 'deliver to', 'deliver_destination', 0.95]);
  });

  it('a landmark carries its own relation word as a location cue', () => {
    const m = only('The workshop is behind the central mosque, Ungwan Rimi, Kaduna');
    assert.deepEqual([m.role, m.cue, m.cue_start, m.cue_end, m.cue_rule], ['location', 'behind', 16, 22, 'anchor_intrinsic_location']);
    assert.deepEqual(m.evidence, ['span:parsed', 'cue:adjacent']);
  });

  it('cues of equal priority that disagree make the role unknown', () => {
    const m = only('The consignment was picked up at and delivered to 7B Allen Avenue, Ikeja.');
    assert.equal(m.role, 'unknown');
    assert.equal(m.cue, 'delivered to');
    assert.deepEqual(m.evidence, ['span:parsed', 'cue_conflict:deliver_destination|pickup_origin']);
  });

  it('no cue: unknown with cue:absent and null cue fields', () => {
    const m = only('The invoice lists 7B Allen Avenue, Ikeja as the billing address.');
    assert.deepEqual([m.role, m.cue, m.cue_start, m.cue_rule, m.confidence], ['unknown', null, null, null, 0.25]);
    assert.ok(m.evidence.includes('cue:absent'));
  });

  it('a cue with its own object does not reach past the next cue', () => {
    const m = only('I walked from home to Lagos.');
    assert.equal(m.role, 'destination');
    assert.equal(m.cue, 'to');
  });

  it('windows do not cross sentence punctuation', () => {
    const m = only('Send it to me. Lagos is far.');
    assert.equal(m.role, 'unknown');
  });
});

describe('findPlaces: local-language cues and licensed phrases', () => {
  it('Swahili, Pidgin, Hausa and Yoruba cues', () => {
    assert.deepEqual(mentions('Nakupeleka mzigo kutoka Mombasa kwenda Nairobi').map((x) => x.role), ['origin', 'destination']);
    assert.equal(only('Abeg carry am go Port Harcourt sharp sharp').role, 'destination');
    assert.deepEqual(mentions('Zan tafi Kano daga Kaduna gobe').map((x) => [x.text, x.role]), [
      ['Kano', 'destination'],
      ['Kaduna', 'origin'],
    ]);
    assert.equal(only('Mo fẹ́ lo si Ibadan lọ́la').role, 'destination');
    assert.equal(only('My sister dey for Kano.').role, 'location');
  });

  it('a capitalised phrase licensed by a cue, absorbing a known place', () => {
    const m = only('Move it to Ikotun, Lagos by Friday.');
    assert.deepEqual([m.text, m.role], ['Ikotun, Lagos', 'destination']);
    assert.deepEqual(m.components, { neighborhood: 'Ikotun', city: 'Lagos' });
    // a name built around a known place is one place in that city, not a neighbourhood
    assert.deepEqual(only('She went to University of Lagos.').components, { city: 'Lagos' });
  });

  it('titles and calendar words are never licensed places', () => {
    assert.equal(findPlaces('Give it to Mr Bello on Monday.').count, 0);
  });

  it('mentions are sorted and never overlap', () => {
    const m = mentions('From 5 Allen Avenue, Ikeja to P.O. Box 77, Accra via Kumasi and on to 9 Marina Road, Lagos.');
    for (let i = 1; i < m.length; i++) assert.ok(m[i]!.start >= m[i - 1]!.end);
    assert.deepEqual(m.map((x) => x.role), ['origin', 'destination', 'via', 'destination']);
  });
});

describe('findPlaces: cue mechanics', () => {
  it('frames with a short object: pick up the goods at', () => {
    const m = only('Please pick up the goods at 4 Wharf Road, Apapa.');
    assert.deepEqual([m.role, m.cue, m.cue_rule], ['origin', 'pick up the goods at', 'pickup_origin']);
  });

  it('blockers keep direction words from being cues', () => {
    const m = only('Turn left at 6 Ikorodu Road, Maryland.');
    assert.equal(m.role, 'location');
    assert.equal(m.cue, 'at');
    assert.equal(only('The truck left Kano at dawn.').role, 'origin');
  });

  it('Swahili verb forms end in a cue suffix', () => {
    assert.equal(only('Mzigo umetoka Mombasa jana.').role, 'origin');
    assert.equal(only('Tunaenda Kisumu kesho.').role, 'destination');
  });

  it('a movement word before `between` makes it a route', () => {
    assert.deepEqual(mentions('Buses between Nairobi and Nakuru leave hourly.').map((x) => [x.role, x.cue_rule]), [
      ['origin', 'between_route'],
      ['destination', 'between_route'],
    ]);
  });

  it('places listed after a bound place share its cue', () => {
    assert.deepEqual(mentions('Floods were reported in Makurdi, Lokoja and Onitsha.').map((x) => x.role), ['location', 'location', 'location']);
  });

  it('a movement cue reaches past a weaker static cue after a short object', () => {
    const m = only('Please deliver the cement to our site in Tema.');
    assert.deepEqual([m.role, m.cue], ['destination', 'to']);
  });

  it('a named landmark with an article is a place, a person is not', () => {
    const m = only('She lives near the Sarit Centre.');
    assert.deepEqual([m.text, m.role, m.components.anchor_type], ['near the Sarit Centre', 'location', 'other']);
    // without an article the name is only a cue-licensed guess, never a landmark
    assert.ok(mentions('She sat near Chinedu.').every((x) => x.evidence[0] === 'span:cued' && !x.has_address));
  });

  it('tone-marked Yoruba cues and landmark keywords', () => {
    const m = only('Ṣọ́ọ̀bù mi wà lẹ́gbẹ̀ẹ́ ọjà, Bodija.');
    assert.equal(m.role, 'location');
    assert.equal(m.components.anchor_type, 'commercial');
  });
});

describe('findPlaces: forms, codes and people', () => {
  it('form labels are cues', () => {
    const a = only('Patient: John Okafor, 45. Address: 23 Ogunlana Drive, Surulere, Lagos.');
    assert.deepEqual([a.role, a.cue, a.cue_rule], ['location', 'Address', 'based_location']);
    assert.equal(only('Delivery address: 5 Allen Avenue, Ikeja').role, 'destination');
    assert.equal(only('Pickup point: 5 Allen Avenue, Ikeja').role, 'origin');
  });

  it('a place name glued to digits is part of a code', () => {
    assert.equal(findPlaces('Use promo code LAGOS2024 at checkout.').count, 0);
  });

  it('a small town named like a person is the person after a movement cue', () => {
    assert.deepEqual(mentions('I will send the money to Ngozi in Onitsha.').map((x) => x.text), ['Onitsha']);
  });
});

describe('findPlaces: negation edges', () => {
  it('typographic apostrophes negate too', () => {
    assert.ok(only('Don’t send it to Kano').evidence.includes('cue:negated'));
  });

  it('"not far from" is nearness, not negation', () => {
    const m = only("It's not far from Lagos.");
    assert.deepEqual([m.role, m.cue_rule], ['location', 'proximity_location']);
  });

  it('a negation three words before the cue still counts', () => {
    assert.equal(only('Do not send the documents to Kano.').role, 'unknown');
  });
});

describe('findPlaces: guesses after everyday prepositions', () => {
  it('ordinary nouns, acronyms and brands after to/from/at are no places', () => {
    for (const text of ['Forward the email to Finance.', 'Send it to HR today.', 'We got a message from Management.', 'Welcome to WhatsApp.']) {
      assert.equal(findPlaces(text).count, 0, text);
    }
  });

  it('a specific spatial cue still licenses such a word', () => {
    assert.deepEqual(
      mentions('We passed through Ore.').map((x) => [x.text, x.role]),
      [['Ore', 'via']],
    );
  });
});
