import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans, findPlaces } from '../../../src/detect/lexical/index.js';
import { isStreetWord } from '../../../src/places/addressTokens.js';

const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));

describe('person names: shapes the lexicon alone misses', () => {
  it('a middle initial between two capitalised words makes a full name', () => {
    assert.deepEqual(names('Please change it to Soib K. Kishiev today'), ['Soib K. Kishiev']);
    assert.deepEqual(names('a song by Szabina J Gelencsér'), ['Szabina J Gelencsér']);
  });
  it('a family name that is also a word or a place follows a given name', () => {
    assert.deepEqual(names('my grandmother was called Janet Burns'), ['Janet Burns']);
    assert.deepEqual(names('Maybe it is under Elita B Desaulniers'), ['Elita B Desaulniers']);
  });
  it("a chat label's trade word after a given name is not the family name, a surname there is", () => {
    assert.deepEqual(names('10:14 - Tunde Plumber: I am at the gate'), ['Tunde']);
    assert.deepEqual(names('10:15 - Janet Burns: coming down'), ['Janet Burns']);
    assert.deepEqual(names('10:16 - Tunde Baker: coming down'), ['Tunde Baker']);
    assert.deepEqual(names('a letter from Tunde Plumber about the pipes'), ['Tunde Plumber']);
  });
  it('unknown words stand as a name before what only a person does', () => {
    assert.deepEqual(names('Tilly Nicholson lives at the end of the road'), ['Tilly Nicholson']);
    assert.deepEqual(names('Mehrudin shouted at them'), ['Mehrudin']);
    assert.deepEqual(names('Dzhambek is from Civic Impulse'), ['Dzhambek']);
  });
  it('unknown words alone without such a verb stay unreported', () => {
    assert.deepEqual(names('Zorblat announced a product'), []);
    assert.deepEqual(names('Weeks-Rivas is a charity'), []);
  });
  it('offsets after an emoji', () => {
    const text = '😀 Soib K. Kishiev';
    const [s] = findNameSpans(text);
    assert.equal(text.slice(s!.start, s!.end), 'Soib K. Kishiev');
  });
});

describe('person names: context that makes a name something else', () => {
  it('a street-type word or a house number after the name makes it a street', () => {
    assert.ok(isStreetWord('Mall') && isStreetWord('bypass') && !isStreetWord('Smith'));
    assert.deepEqual(names('stop at the corner of Martinez Mall'), []);
    assert.deepEqual(names('The bus drops you at Dalmatinova 68, Ljubljana'), []);
    assert.deepEqual(names('Megan lives on Via Tasso 129 street.'), ['Megan']);
  });
  it('three family names in the form of a firm are the firm', () => {
    assert.deepEqual(names('The Davis, Reynolds and Williamson Orchestra was founded'), []);
    assert.deepEqual(names('Tomomi spent a year at Jones, Mitchell and Williams as an intern'), ['Tomomi']);
  });
  it('a title keeps the name even before a street word', () => {
    assert.deepEqual(names('Mr. Okonkwo Road'), ['Mr. Okonkwo']);
  });
});

describe('places: context that makes a place something else, or more', () => {
  const places = (text: string) => findPlaces(text).map((p) => text.slice(p.start, p.end));
  it('a place opening an organisation name, after a title, or inside a firm is not a place', () => {
    assert.deepEqual(places('I used to work for Boston Consulting Group in Paris'), ['Paris']);
    assert.deepEqual(places('Mr. Matthews grew up in Paris'), ['Paris']);
    assert.deepEqual(places('Tomomi is from Hawkins, Richardson and Santana'), []);
  });
  it('keeps a place inside an organisation name that started before it', () => {
    assert.deepEqual(places('FIRST BANK OF NIGERIA PLC'), ['NIGERIA']);
  });
  it('a bracketed qualifier belongs to the place; a facility after a cued place does not', () => {
    assert.deepEqual(places('We moved here from Cyprus (Greek)'), ['Cyprus (Greek)']);
    assert.deepEqual(places('Where: Erwetegem Country Club.'), ['Erwetegem']);
  });
});

describe('person names: lists, particles, cues and lower-case texts', () => {
  it('words listed beside a one-word name are names unless the lexicon says otherwise', () => {
    assert.deepEqual(names('our 3 founders: Eklund, Michael and Hodge. The idea'), ['Eklund', 'Michael', 'Hodge']);
    assert.deepEqual(names('Hi Freddy, I am here'), ['Freddy']);
    assert.deepEqual(names('They visited Lagos, Kano and Abuja'), []);
  });
  it('Dutch and German particles between two words make a full name', () => {
    assert.deepEqual(names('Dyan van Gijn signed'), ['Dyan van Gijn']);
  });
  it('a family member or a reporting verb before a word announces a person', () => {
    assert.deepEqual(names('I would like to remove my kid Tadzio from the will'), ['Tadzio']);
    assert.deepEqual(names('Hello I moved'), []);
  });
  it('reads names in a text written all in lower case, offsets unchanged', () => {
    const text = 'my name is lena andersson. follow up with eric g. samoylova soon';
    assert.deepEqual(names(text), ['lena andersson', 'eric g. samoylova']);
  });
});

describe('places: unlisted places before a postcode, lower-case texts, places read as names', () => {
  const places = (text: string) => findPlaces(text).map((p) => text.slice(p.start, p.end));
  it('a capitalised word after `in` with a postcode right after it is a place', () => {
    assert.deepEqual(places('Looking to support Factset in Bjert 6091 in its mission'), ['Bjert']);
    assert.deepEqual(places('support Nautilytics in København K 1421 now'), ['København K']);
    assert.deepEqual(places('I was in Bjert yesterday'), []);
  });
  it('country names and cued towns in an all-lower-case text', () => {
    assert.deepEqual(places('we moved here from tunisia'), ['tunisia']);
  });
  it('a two-word name that is exactly a known city is the city', () => {
    assert.deepEqual(names('Martin Karlsen\nLos Angeles United States'), ['Martin Karlsen']);
  });
});

describe('person names: organisations written like names', () => {
  it('a firm of three family names heading a line, and names before Inc or and Sons, are organisations', () => {
    assert.deepEqual(names('> Owens, Duran and Oneal > Alberico Rizzo'), ['Alberico Rizzo']);
    assert.deepEqual(names('Dobrosław Tomaszewski of Fernandez Inc. spoke'), ['Dobrosław Tomaszewski']);
    assert.deepEqual(names('Thomas and Sons is a bank'), []);
  });
  it('three given names heading a line are people', () => {
    assert.deepEqual(names('Adaeze, Chidi and Emeka\ncame home'), ['Adaeze', 'Chidi', 'Emeka']);
  });
  it('a list does not spread to an organisation after `of` or an owner', () => {
    assert.deepEqual(names('Josef of Importio, and Adaeze spoke'), ['Josef', 'Adaeze']);
    assert.deepEqual(names('Josef and Importio, and Adaeze spoke'), ['Josef', 'Importio', 'Adaeze']);
  });
});

describe('person names: credits, gifts, vocatives and titles', () => {
  it('credits and `had given` announce a person', () => {
    assert.deepEqual(names('a film directed by Joakim Westgård and starring Westgård'), ['Joakim Westgård', 'Westgård']);
    assert.deepEqual(names('Gerth had given Gerth his address'), ['Gerth', 'Gerth']);
  });
  it('an unknown word opening a request is the person addressed', () => {
    assert.deepEqual(names('Warrane, can I please speak to your boss?'), ['Warrane']);
    assert.deepEqual(names('Zorblat can I help'), []);
  });
  it('a common word after a title is a family name', () => {
    assert.deepEqual(names('Mr. Spears is a 61 year old man'), ['Mr. Spears']);
  });
});
