// Court names in /extract (issue 13): a court named with its "of ..." complement is one organisation, the country
// or state inside it no place of its own; "court" names an organisation only with that complement
// (organisation-words.json `of_heads`), so a street, a block of flats or a surname ending in "Court" stays what it was.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extract } from '../../src/extract/index.js';
import { findInstitutions } from '../../src/extract/institutions.js';

const brief = (text: string) => extract({ text, backend: 'basic' }).entities.map((e) => [e.entity_type, e.text]);
const orgs = (text: string) => brief(text).filter(([type]) => type === 'ORGANIZATION').map(([, name]) => name);

describe('/extract: court names', () => {
  it('reads a court and its "of" complement as one organisation, the country inside it no place', () => {
    assert.deepEqual(brief('The appeal was heard in the High Court of Kenya at Nakuru.'), [
      ['ORGANIZATION', 'High Court of Kenya'],
      ['LOCATION', 'Nakuru'],
    ]);
    assert.deepEqual(orgs('Judgment of the Court of Appeal of Ghana was read.'), ['Court of Appeal of Ghana']);
    assert.deepEqual(orgs('He appealed to the Supreme Court of Nigeria last year.'), ['Supreme Court of Nigeria']);
    assert.deepEqual(orgs('She applied to the High Court of Justice for an injunction.'), ['High Court of Justice']);
    assert.deepEqual(orgs('The Court of Justice of the European Union ruled on it.'), ['Court of Justice of the European Union']);
  });

  it('keeps the division after the comma apart from the court, as the held-out sets mark it', () => {
    const found = brief('In the Federal High Court of Nigeria, Lagos Division, the judge ruled.');
    assert.deepEqual(found[0], ['ORGANIZATION', 'Federal High Court of Nigeria']);
    assert.ok(!found.some(([, name]) => name === 'Nigeria'));
  });

  it('negative: a street, a block of flats or a surname ending in "Court" is no organisation', () => {
    assert.deepEqual(orgs('She lives at 12 Elm Court, London.'), []);
    assert.deepEqual(brief('She lives at 12 Elm Court, London.'), [['ADDRESS', '12 Elm Court, London']]);
    assert.deepEqual(orgs('Flat 4, Kensington Court, London W8 5DL'), []);
    assert.deepEqual(orgs('The letter was signed by Mr Court and Margaret Court.'), []);
    assert.deepEqual(findInstitutions('Mr Court, Elm Court and Crown Court Hotel'), []);
    // The other nouns of of_heads are no complement heads: with an "of" complement they name a body of an
    // organisation as often as one ("Board of Directors"), so /extract proposes none of them, as before.
    for (const text of ['The Board of Directors met on Monday.', 'He joined the Board of Trustees.', 'the Chamber of Secrets']) {
      assert.deepEqual(findInstitutions(text), [], text);
    }
  });

  it('negative: a lower-case court is no name ("the court of public opinion")', () => {
    assert.deepEqual(orgs('He was tried in the court of public opinion in Lagos.'), []);
    assert.deepEqual(findInstitutions('the court of public opinion, the Court of public opinion'), []);
  });
});
