import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type AddressSpan, findAddresses } from '../../src/places/address.js';

function one(text: string): AddressSpan {
  const found = findAddresses(text);
  assert.equal(found.length, 1, `expected one address in ${JSON.stringify(text)}, got ${JSON.stringify(found)}`);
  return found[0]!;
}

describe('findAddresses: English street forms', () => {
  it('numbered street with its suffix (UTF-16 offsets)', () => {
    const a = one('Send my package tomorrow from 123 Maple Street to the gate.');
    assert.deepEqual([a.start, a.end, a.text], [30, 46, '123 Maple Street']);
    assert.deepEqual(a.components, { street: 'Maple Street', street_number: '123' });
    assert.equal(a.kind, 'street');
    assert.ok(a.strength >= 0.9);
  });

  it('house number with a letter and a two-part comma tail', () => {
    const a = one('Pick up from 7B Allen Avenue, Ikeja, Lagos and go.');
    assert.equal(a.text, '7B Allen Avenue, Ikeja, Lagos');
    assert.equal(a.components.street_number, '7B');
    assert.equal(a.components.street, 'Allen Avenue');
    assert.equal(a.components.neighborhood, 'Ikeja');
    assert.equal(a.components.city, 'Lagos');
  });

  it('flat and block designators, numbered locality and a region word', () => {
    const a = one('Flat 3, Block B, 15 Admiralty Way, Lekki Phase 1, Lagos State');
    assert.equal(a.start, 0);
    assert.equal(a.components.unit, 'Flat 3, Block B');
    assert.equal(a.components.street, 'Admiralty Way');
    assert.equal(a.components.region, 'Lagos State');
  });

  it('abbreviated suffix with a dot before the comma', () => {
    const a = one('Deliver to 4 Awolowo Rd., Ikoyi today');
    assert.equal(a.components.street, 'Awolowo Rd');
    assert.equal(a.components.city, 'Ikoyi');
  });

  it('UK house number and postcode', () => {
    const a = one('Deliver to 221B Baker Street, London NW1 6XE tomorrow.');
    assert.equal(a.text, '221B Baker Street, London NW1 6XE');
    assert.equal(a.components.postal_code, 'NW1 6XE');
    assert.equal(a.country, 'GB');
    assert.equal(a.country_confidence, 0.95);
  });

  it('South African unit, suburb, city and four-digit code', () => {
    const a = one('Unit 4, 12 Jan Smuts Avenue, Rosebank, Johannesburg, 2196');
    assert.equal(a.components.postal_code, '2196');
    assert.equal(a.components.neighborhood, 'Rosebank');
    assert.equal(a.country, 'ZA');
  });

  it('drops unnumbered, untailed streets unless a locative word precedes', () => {
    assert.deepEqual(findAddresses('Please Close the door.'), []);
    assert.deepEqual(findAddresses('Maple Street is lovely in spring'), []);
    assert.equal(one('We met on Maple Street yesterday').text, 'Maple Street');
  });

  it('does not read titles or saints as street abbreviations', () => {
    assert.deepEqual(findAddresses('Ask Dr Bello at St Mary church.'), []);
  });
});

describe('findAddresses: boxes, postcodes, continental forms', () => {
  it('Kenyan P.O. Box with its postal code and a country', () => {
    const a = one('Write to P.O. Box 1234-00100, Nairobi, Kenya please.');
    assert.equal(a.kind, 'po_box');
    assert.equal(a.components.postal_code, '00100');
    assert.equal(a.components.country, 'Kenya');
    assert.equal(a.country, 'KE');
    assert.equal(a.country_confidence, 0.95);
  });

  it('GhanaPost digital address on its own', () => {
    const a = one('Our office is at GA-123-4567 in Accra.');
    assert.equal(a.kind, 'postcode');
    assert.equal(a.country, 'GH');
  });

  it('German, French, Spanish, Dutch and Polish forms', () => {
    assert.equal(one('Office: Hauptstraße 12, 10115 Berlin.').components.street, 'Hauptstraße');
    const fr = one('Envoyez à 12 rue de la Paix, 75002 Paris.');
    assert.deepEqual([fr.components.street, fr.components.street_number, fr.components.city], ['rue de la Paix', '12', 'Paris']);
    assert.equal(one('Calle Mayor 5, 28013 Madrid').country, 'ES');
    const nl = one('Damstraat 5, 1012 JM Amsterdam');
    assert.equal(nl.components.postal_code, '1012 JM');
    assert.equal(nl.country, 'NL');
    assert.equal(one('ul. Marszałkowska 10, 00-950 Warszawa').country, 'PL');
  });

  it('the route word "via" is not an Italian street without a house number', () => {
    assert.deepEqual(findAddresses('We drove from Lagos via Ibadan to Abuja.'), []);
  });
});

describe('findAddresses: landmark anchors', () => {
  it('commercial anchor with a comma tail', () => {
    const a = one('to the blue gate behind Elim Pharmacy, Ikeja.');
    assert.equal(a.text, 'behind Elim Pharmacy, Ikeja');
    assert.equal(a.components.anchor, 'behind Elim Pharmacy');
    assert.equal(a.components.anchor_type, 'commercial');
  });

  it('religious anchor with neighbourhood and city', () => {
    const a = one('The workshop is behind the central mosque, Ungwan Rimi, Kaduna');
    assert.equal(a.components.anchor_type, 'religious');
    assert.equal(a.components.neighborhood, 'Ungwan Rimi');
    assert.equal(a.components.city, 'Kaduna');
  });

  it('anchor before a street joins it', () => {
    const a = one('the blue gate behind Elim Pharmacy, 124 Elim Street.');
    assert.equal(a.text, 'behind Elim Pharmacy, 124 Elim Street');
    assert.equal(a.components.street_number, '124');
    assert.equal(a.components.anchor, 'behind Elim Pharmacy');
  });

  it('anchor as a tail segment and local-language relation words', () => {
    assert.equal(one('12 Allen Avenue, opposite Shoprite, Ikeja').components.anchor, 'opposite Shoprite');
    assert.equal(one('Niko nyuma ya kanisa, Kibera').components.anchor_type, 'religious');
    assert.equal(one('I dey for back of the market, Oshodi').components.anchor_type, 'commercial');
  });

  it('untyped landmark needs a locality; a typed one stands alone', () => {
    assert.deepEqual(findAddresses('She sat behind John quietly'), []);
    assert.equal(one('opposite the mosque').components.anchor_type, 'religious');
  });
});

describe('findAddresses: offsets and edge cases', () => {
  it('keeps UTF-16 offsets after an emoji', () => {
    const text = '😀 from 12 Allen Avenue, Ikeja';
    const a = one(text);
    assert.equal(text.slice(a.start, a.end), '12 Allen Avenue, Ikeja');
    assert.equal(a.start, 8);
  });

  it('empty and address-free texts', () => {
    assert.deepEqual(findAddresses(''), []);
    assert.deepEqual(findAddresses('   '), []);
    assert.deepEqual(findAddresses('The meeting went well and everyone agreed.'), []);
  });

  it('sorted and non-overlapping when several addresses appear', () => {
    const found = findAddresses('From 5 Allen Avenue, Ikeja to P.O. Box 77, Accra and on to 9 Marina Road.');
    assert.equal(found.length, 3);
    for (let i = 1; i < found.length; i++) assert.ok(found[i]!.start >= found[i - 1]!.end);
  });
});

describe('findAddresses: designators and more postcodes', () => {
  it('a plot number is the plot, not a house number', () => {
    const a = one('Our warehouse is at Plot 12, Trans-Amadi Industrial Layout, Port Harcourt.');
    assert.equal(a.components.unit, 'Plot 12');
    assert.equal(a.components.street_number, undefined);
    assert.equal(a.text, 'Plot 12, Trans-Amadi Industrial Layout, Port Harcourt');
  });

  it('Portuguese postcode', () => {
    const a = one('The hotel is on Rua Augusta 100, 1100-053 Lisboa.');
    assert.equal(a.components.postal_code, '1100-053');
    assert.equal(a.country, 'PT');
  });

  it('a weekday after a locality is not part of it', () => {
    assert.equal(one('Deliver to 9 Olowu Street, Ikeja on Saturday.').text, '9 Olowu Street, Ikeja');
  });
});

describe('findAddresses: address blocks and more street forms', () => {
  it('a unit after the street and a multi-line block', () => {
    const text = 'Ship to:\n74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903\nPhone: 0803 555 7890';
    const a = one(text);
    assert.equal(a.text, '74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903');
    assert.equal(a.components.unit, 'Suite 680');
    assert.equal(a.components.city, 'Kissousa');
    assert.equal(a.components.country, 'Cyprus');
    assert.equal(a.country, 'CY');
  });

  it('a line that is not a locality ends the block', () => {
    assert.equal(one('5 Allen Avenue\nPhone: 0803 555 7890').text, '5 Allen Avenue');
  });

  it('after an empty line only a postcode, a known place or a name in capitals continues the block', () => {
    const signed = one('Deliver to 7 Awolowo Road\nIkoyi\nLagos\n\nRegards, Tunde');
    assert.equal(signed.text, '7 Awolowo Road\nIkoyi\nLagos');
    assert.equal(signed.components.region, undefined);
    assert.equal(one('Deliver to 7 Awolowo Road\nIkoyi\n\nWarm Greetings').text, '7 Awolowo Road\nIkoyi');
    assert.equal(one('5 Kenyatta Avenue\nNairobi\n\nKenya').components.country, 'Kenya');
    assert.equal(one('14 Baker Street\nLondon\n\nNW1 6XE').components.postal_code, 'NW1 6XE');
  });

  it('a name and a house number count only with a postcode, unit or country after them', () => {
    assert.equal(one('Rokin 75, 1012 KK Amsterdam').components.street, 'Rokin');
    assert.equal(one('Our office: Allika 46, Suite 501, Tallinn').components.street_number, '46');
    assert.deepEqual(findAddresses('Windows 10 crashed twice and Chapter 12 is missing.'), []);
  });

  it('Hungarian and Finnish street words', () => {
    assert.equal(one('Király u. 15, 1061 Budapest').components.street, 'Király u.');
    assert.equal(one('Puruntie 82, 53650 Lappeenranta').country, 'FI');
  });

  it('US forces mail boxes', () => {
    const a = one('Please return to PSC 0413, Box 8144 APO AA 42323 soon.');
    assert.equal(a.kind, 'po_box');
    assert.equal(a.components.postal_code, '42323');
  });
});

describe('findAddresses: parcels without a street', () => {
  it('plot, block, erf and shop designators with localities', () => {
    const plot = one('Deliver to Plot 1234, Cadastral Zone B06, Mabushi, Abuja.');
    assert.equal(plot.components.unit, 'Plot 1234');
    assert.equal(plot.components.city, 'Abuja');
    assert.equal(one('Block 12, Flat 4, Ikota Estate, Lekki').components.unit, 'Block 12, Flat 4');
    assert.equal(one('Erf 1234, Mamelodi, Pretoria').country, 'ZA');
    assert.equal(one('Km 14, Lagos-Ibadan Expressway').components.unit, 'Km 14');
  });

  it('a parcel with no locality, and a room, are no address', () => {
    assert.deepEqual(findAddresses('I bought Plot 12 last year.'), []);
    assert.deepEqual(findAddresses('Meeting in Room 5, Conference Centre'), []);
  });
});

describe('findAddresses: designator words used as ordinary nouns', () => {
  it('a parcel or a house before a numbered street is no unit', () => {
    assert.equal(one('Collect the parcel from 7 Adeniyi Jones Avenue, Ikeja.').text, '7 Adeniyi Jones Avenue, Ikeja');
    assert.equal(one('Please return the parcel to 45 Church Lane, Leeds LS1 4AB.').text, '45 Church Lane, Leeds LS1 4AB');
  });
});
