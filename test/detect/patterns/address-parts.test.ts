import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { addressParts } from '../../../src/detect/patterns/addressParts.js';
import { findAddressSpans } from '../../../src/detect/patterns/address.js';

/** Parts of the one address the detector finds in `text`, as [role, text] pairs. */
function partsOf(text: string): [string, string][] {
  const found = findAddressSpans(text, null);
  assert.equal(found.length, 1, `one address in ${JSON.stringify(text)}`);
  return addressParts(text, found[0]!.start, found[0]!.end).map((p) => [p.role, text.slice(p.start, p.end)]);
}

/** Parts of the address written after the text's first colon, as [role, text] pairs. */
function partsAfterColon(text: string): [string, string][] {
  return addressParts(text, text.indexOf(':') + 2, text.length).map((p) => [p.role, text.slice(p.start, p.end)]);
}

describe('address parts', () => {
  it('splits a continental multi-line address: building, street, unit, town, country and postcode', () => {
    assert.deepEqual(partsOf('28030 Edeby 55\n Apt. 297\n TYSTBERGA\n Sweden 99178'), [
      ['building', '28030'],
      ['street', 'Edeby 55'],
      ['unit', 'Apt. 297'],
      ['locality', 'TYSTBERGA'],
      ['country', 'Sweden'],
      ['postcode', '99178'],
    ]);
  });

  it('reads a one-line address with commas, a region code and a trailing unit', () => {
    assert.deepEqual(partsOf('Ship to 18 McPherson Road Suite 019, Ikeja, LA 100001 today'), [
      ['street', '18 McPherson Road'],
      ['unit', 'Suite 019'],
      ['locality', 'Ikeja'],
      ['region', 'LA'],
      ['postcode', '100001'],
    ]);
    assert.deepEqual(partsOf('Billing: 28245 Puruntie 82 Apt. 595\n LAPPEENRANTA').slice(0, 3), [
      ['building', '28245'],
      ['street', 'Puruntie 82'],
      ['unit', 'Apt. 595'],
    ]);
  });
  it('reads Nigerian, Kenyan, Ghanaian and UK habits: flats, plots, boxes, regions and postcodes', () => {
    assert.deepEqual(partsAfterColon('To: Flat 3, 12 Allen Avenue, Ikeja, Lagos 100271'), [
      ['unit', 'Flat 3'],
      ['street', '12 Allen Avenue'],
      ['locality', 'Ikeja'],
      ['region', 'Lagos'],
      ['postcode', '100271'],
    ]);
    assert.deepEqual(partsAfterColon('To: P.O. Box 1234-00100, Nairobi, Kenya'), [
      ['po_box', 'P.O. Box 1234-00100'],
      ['locality', 'Nairobi'],
      ['country', 'Kenya'],
    ]);
    assert.deepEqual(partsAfterColon('To: Plot 5, Kofi Annan Road, Accra, GA-123-4567'), [
      ['building', 'Plot 5'],
      ['street', 'Kofi Annan Road'],
      ['locality', 'Accra'],
      ['postcode', 'GA-123-4567'],
    ]);
    assert.deepEqual(partsAfterColon('To: 10 Downing Street, London SW1A 2AA'), [
      ['street', '10 Downing Street'],
      ['locality', 'London'],
      ['postcode', 'SW1A 2AA'],
    ]);
  });

  it('keeps a street without a leading building number whole, and tells a country from a town', () => {
    assert.deepEqual(partsOf('She lives at 12 Awolowo Road, Ikoyi, Nigeria.'), [
      ['street', '12 Awolowo Road'],
      ['locality', 'Ikoyi'],
      ['country', 'Nigeria'],
    ]);
  });

  it('reports a P.O. Box as one part and a postcode written before its town apart', () => {
    const text = 'Post to P.O. Box 1234, 3610-114 Tarouca';
    const [box] = addressParts(text, text.indexOf('P.O.'), text.length);
    assert.deepEqual(box && [box.role, text.slice(box.start, box.end)], ['po_box', 'P.O. Box 1234']);
    const rest = addressParts(text, text.indexOf('P.O.'), text.length).map((p) => [p.role, text.slice(p.start, p.end)]);
    assert.deepEqual(rest.slice(1), [
      ['postcode', '3610-114'],
      ['locality', 'Tarouca'],
    ]);
  });

  it('before any street, a `Name 144` or `2450 Crown St` piece is the street, not a town and a postcode', () => {
    const text = '>228 Ringvej 144\n>Apt. 902\n>Qaqortoq\n>Greenland 96817';
    assert.deepEqual(
      addressParts(text, 1, text.length).map((p) => [p.role, text.slice(p.start, p.end)]),
      [
        ['building', '228'],
        ['street', 'Ringvej 144'],
        ['unit', 'Apt. 902'],
        ['locality', 'Qaqortoq'],
        ['country', 'Greenland'],
        ['postcode', '96817'],
      ],
    );
    const crown = 'at 2450 Crown St, Leeds';
    assert.deepEqual(addressParts(crown, 3, crown.length).map((p) => [p.role, crown.slice(p.start, p.end)]), [
      ['street', '2450 Crown St'],
      ['locality', 'Leeds'],
    ]);
  });

  it('offsets are UTF-16 indices of the whole text, also after an emoji', () => {
    const text = '😀 Søndergade 52\n Brønderslev\n Denmark 35018';
    const parts = addressParts(text, 3, text.length);
    assert.deepEqual(
      parts.map((p) => [p.role, text.slice(p.start, p.end)]),
      [
        ['street', 'Søndergade 52'],
        ['locality', 'Brønderslev'],
        ['country', 'Denmark'],
        ['postcode', '35018'],
      ],
    );
  });
  it('reads a town written after a numbered street with no comma, and only a town the gazetteer knows', () => {
    assert.deepEqual(partsAfterColon('Ship to: 16 Harbour Rd Leeds, West Yorkshire LS1 4DY'), [
      ['street', '16 Harbour Rd'],
      ['locality', 'Leeds'],
      ['region', 'West Yorkshire'],
      ['postcode', 'LS1 4DY'],
    ]);
    assert.deepEqual(partsAfterColon('Office: 900 Liberty Avenue Suite 12 Pittsburgh, PA 15222'), [
      ['street', '900 Liberty Avenue'],
      ['unit', 'Suite 12'],
      ['locality', 'Pittsburgh'],
      ['region', 'PA'],
      ['postcode', '15222'],
    ]);
    // `Avenue North` is no town: the street stays whole.
    assert.deepEqual(partsAfterColon('Office: 900 Liberty Avenue North, Pittsburgh'), [
      ['street', '900 Liberty Avenue North'],
      ['locality', 'Pittsburgh'],
    ]);
  });

  it('a lone number before a named street is that street\'s building number', () => {
    assert.deepEqual(partsAfterColon('Send it to: 41, Marina Road, Kumasi'), [
      ['building', '41'],
      ['street', 'Marina Road'],
      ['locality', 'Kumasi'],
    ]);
  });

  it('a town after a P.O. box number with no comma is its own part; a street after a box is not split', () => {
    assert.deepEqual(partsAfterColon('Post to: PO Box 1234 Nairobi'), [['po_box', 'PO Box 1234'], ['locality', 'Nairobi']]);
    assert.deepEqual(partsAfterColon('Post to: P.O. Box 55 Accra, Ghana'), [['po_box', 'P.O. Box 55'], ['locality', 'Accra'], ['country', 'Ghana']]);
    assert.deepEqual(partsAfterColon('Post to: Private Bag X9 Pretoria'), [['po_box', 'Private Bag X9'], ['locality', 'Pretoria']]);
    assert.deepEqual(partsAfterColon('Post to: PO Box 12 Main Post Office'), [['po_box', 'PO Box 12 Main Post Office']], 'no known town');
  });

  it('streets named after towns keep their name; the town after them is the locality', () => {
    assert.deepEqual(partsAfterColon('Home: 12 London Road Reading'), [['street', '12 London Road'], ['locality', 'Reading']]);
    assert.deepEqual(partsAfterColon('Home: 5 Lagos Street Kano'), [['street', '5 Lagos Street'], ['locality', 'Kano']]);
    assert.deepEqual(partsAfterColon('Home: 14 Nairobi Road'), [['street', '14 Nairobi Road']]);
    assert.deepEqual(partsAfterColon('Home: 3 Cape Town Road'), [['street', '3 Cape Town Road']]);
    assert.deepEqual(partsAfterColon('Home: 45 Kano Road Apt 3 Lagos'), [['street', '45 Kano Road'], ['unit', 'Apt 3'], ['locality', 'Lagos']]);
  });
});

describe('a Central European house and flat number (`86/36`) and a Polish postcode', () => {
  it('keeps the flat with the street and reads the town after the postcode', () => {
    assert.deepEqual(partsOf('Adres: ul. Długosza 14/7, 31-540 Kraków\nTelefon: 600 100 200'), [
      ['street', 'ul. Długosza 14/7'],
      ['postcode', '31-540'],
      ['locality', 'Kraków'],
    ]);
  });
  it('counter-case: a number after the slash that runs on (a date) is not read as a flat', () => {
    const text = 'Adres: ul. Długosza 14/3/2021 podpisano';
    const found = findAddressSpans(text, null).map((s) => text.slice(s.start, s.end));
    assert.ok(found.every((f) => !f.includes('/')), found.join(' | '));
  });
});
