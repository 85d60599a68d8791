import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressDetector } from '../../../src/detect/patterns/address.js';
import { addressEnd, addressStart, findCorners } from '../../../src/detect/patterns/addressExtent.js';
import { covered, EMOJI } from './helpers.js';

const detect = (text: string) => addressDetector.detect(text, { jurisdiction: null });

describe('address detector: the whole written address is one span', () => {
  const cases: [string, string][] = [
    ['send a new one to 1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I am away', '1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903'],
    ['The letter arrived at 6400 12 Timms Drive Suite 215 NUNGATTA Australia last night.', '6400 12 Timms Drive Suite 215 NUNGATTA Australia'],
    ['Address: 594 Hegedûs Gyula utca 76. Apt. 289 Mogyorósbánya Hungary', '594 Hegedûs Gyula utca 76. Apt. 289 Mogyorósbánya Hungary'],
    ['It is at 12 Allen Avenue, Ikeja, Lagos. Come early.', '12 Allen Avenue, Ikeja, Lagos'],
  ];
  for (const [text, span] of cases) {
    it(span.replace(/\n/g, ' '), () => assert.deepEqual(covered(text, detect(text)), [span]));
  }
  it('offsets after an emoji', () => {
    const text = `${EMOJI}at 9 Crown Street Suite 3 LONDON United Kingdom`;
    assert.deepEqual(covered(text, detect(text)), ['9 Crown Street Suite 3 LONDON United Kingdom']);
  });
});

describe('address extent: where it stops', () => {
  it('stops at a new field, a lower-case word or an unknown word after blanks', () => {
    const t1 = '22 Baker Street\nPhone: 0803 123 4567';
    assert.equal(addressEnd(t1, 15), 15);
    const t2 = '22 Baker Street is nice';
    assert.equal(addressEnd(t2, 15), 15);
    const t3 = '22 Baker Street Tomorrow we go';
    assert.equal(addressEnd(t3, 15), 15);
  });
  it('a bare number after blanks is a postcode only after a locality', () => {
    const text = '22 Baker Street 21 253 109';
    assert.equal(addressEnd(text, 15), 15);
  });
  it('takes a building number before the street, not a number after another number', () => {
    assert.equal(addressStart('lives at 846 31 Rue Al Imam', 13), 9);
    assert.equal(addressStart('Apt. 675 62314 Mellemvej 32', 15), 15);
    assert.equal(addressStart('call 0803 123 12 Allen Avenue', 14), 14);
  });
});

describe('address detector: street corners and second street names', () => {
  it('a street corner is one address, from `the corner of` to the second street', () => {
    const text = 'Address: the corner of 3744 Retreat Avenue and Władysława Route. Thanks';
    assert.deepEqual(covered(text, detect(text)), ['the corner of 3744 Retreat Avenue and Władysława Route']);
    assert.deepEqual(findCorners('it is the corner of Dalbraut 99 and Frederikke Coves'), [{ start: 6, end: 52 }]);
    assert.deepEqual(findCorners('in the corner of the room and then'), []);
  });
  it('a name ending in a street-type word after the street belongs to the address', () => {
    const text = 'to 14 Crown Street Kishiev Squares\n Suite 321\n LONDON\n United Kingdom 75419? I am away';
    assert.deepEqual(covered(text, detect(text)), ['14 Crown Street Kishiev Squares\n Suite 321\n LONDON\n United Kingdom 75419']);
  });
});

describe('address detector: military post and streets the text calls streets', () => {
  it('a ship or PSC box with its APO/FPO line is one address', () => {
    const text = 'Our offices are located at USNS Møller\nFPO AA 85844 today';
    assert.deepEqual(covered(text, detect(text)), ['USNS Møller\nFPO AA 85844']);
  });
  it('`lives on Via Tasso 129 street`: the name and number of the street', () => {
    const text = 'Megan lives on Via Tasso 129 street.';
    assert.deepEqual(covered(text, detect(text)), ['Via Tasso 129']);
  });
  it('a place name continued by a particle after blanks stays whole', () => {
    const text = 'at 2046 50 Point Walter Road Suite 067, Chomutice u Horic v Podkrkonoší, Czech Republic 33156';
    assert.deepEqual(covered(text, detect(text)), ['2046 50 Point Walter Road Suite 067, Chomutice u Horic v Podkrkonoší, Czech Republic 33156']);
  });
});

describe('address detector: a unit between a numbered street and a locality', () => {
  it('reads the street the parser missed before the unit, and the locality after it', () => {
    const text = "It's in 0269 Stensås terrasse 38\n Suite 621\n ARENDAL\n Norway";
    assert.deepEqual(covered(text, detect(text)), ['0269 Stensås terrasse 38\n Suite 621\n ARENDAL\n Norway']);
  });
  it('a unit alone stays a unit', () => {
    const text = 'Apt. 595 is ready';
    assert.deepEqual(covered(text, detect(text)), ['Apt. 595']);
  });
});

describe('address detector: block addresses inside a sentence', () => {
  it('a country and postcode line ends the address although the sentence goes on', () => {
    const text = 'Please return to 35108 ul. Zamkowa 33 Apt. 406\nBeerze\n, OV\n Netherlands 02032 in case of an issue.';
    assert.deepEqual(covered(text, detect(text)), ['35108 ul. Zamkowa 33 Apt. 406\nBeerze\n, OV\n Netherlands 02032']);
  });
  it('a street named with a street-type word before the unit', () => {
    const text = 'located at Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441';
    assert.deepEqual(covered(text, detect(text)), ['Storgarden 52 Trajanka Forks\n Suite 894\n HARSTAD\n Norway 95441']);
  });
});

describe('address extent: a paragraph or a sign-off after the address is not part of it', () => {
  const cases: [string, string][] = [
    // an empty line, then the next paragraph or the sign-off (positive: the address ends before it)
    ['He lives at 12 Okpanam Road, Asaba\n\nFurther investigations showed nothing.', '12 Okpanam Road, Asaba'],
    ['Deliver to 7 Awolowo Road\nIkoyi\nLagos\n\nRegards', '7 Awolowo Road\nIkoyi\nLagos'],
    ['Deliver to 7 Awolowo Road\nIkoyi\nLagos\n\nRegards, Tunde Bakare', '7 Awolowo Road\nIkoyi\nLagos'],
    ['Our office: 3 Harbour Lane, Mombasa\n\nMeeting Notes follow below', '3 Harbour Lane, Mombasa'],
    // a capitalised word that opens a sentence on the next line
    ['He lives at 12 Okpanam Road, Asaba\nFurther investigations showed nothing.', '12 Okpanam Road, Asaba'],
  ];
  for (const [text, span] of cases) {
    it(JSON.stringify(text), () => assert.deepEqual(covered(text, detect(text)), [span]));
  }
  it('a known place, a postcode or a name in capitals still continues it after an empty line (negative)', () => {
    const t1 = 'Address: 5 Kenyatta Avenue\nNairobi\n\nKenya\n\nPhone: 0722 000000';
    assert.deepEqual(covered(t1, detect(t1)), ['5 Kenyatta Avenue\nNairobi\n\nKenya']);
    const t2 = 'Send it to 14 Baker Street\nLondon\n\nNW1 6XE\n\nThanks, Ann';
    assert.deepEqual(covered(t2, detect(t2)), ['14 Baker Street\nLondon\n\nNW1 6XE']);
    const t3 = 'Ship to 40 Marula Close\n\nMOTHERWELL\nThank you';
    assert.deepEqual(covered(t3, detect(t3)), ['40 Marula Close\n\nMOTHERWELL']);
  });
  it('a known place or a postcode on the next line runs on into the sentence (adversarial)', () => {
    const t1 = 'The office is at 3 Main Road, Claremont\nCape Town 7708 is where we meet.';
    assert.deepEqual(covered(t1, detect(t1)), ['3 Main Road, Claremont\nCape Town 7708']);
    const t2 = 'Please return to 35108 ul. Zamkowa 33 Apt. 406\nBeerze\n, OV\n Netherlands 02032 in case of an issue.';
    assert.deepEqual(covered(t2, detect(t2)), ['35108 ul. Zamkowa 33 Apt. 406\nBeerze\n, OV\n Netherlands 02032']);
  });
});
