// Long values: a field's value longer than any name, title or address (records.ts MAX_COMPARED_CHARS) is
// listed as unparsed and compared as missing, and the readings that try each word of one name against every
// word of the other (initials, compounds, short forms, kind words) stay about linear in a name's length.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../src/compare/comparators/placeName.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';
import { MAX_COMPARED_CHARS } from '../../src/compare/records.js';
import { cpuMillis } from '../helpers/cpuTime.js';

/** `n` distinct three-letter words (aaa, hab, …), offset by `off`: each one initials-shaped, none English. */
function threeLetterWords(n: number, off: number): string {
  const w = (i: number) => {
    const x = i * 7 + off;
    return String.fromCharCode(97 + (x % 26), 97 + (Math.floor(x / 26) % 26), 97 + (Math.floor(x / 676) % 26));
  };
  return Array.from({ length: n }, (_, i) => w(i)).join(' ');
}

const NAME: ComparatorSpec = { kind: 'placename', weight: 2, kind_words: 'place_kind', written_forms: true, acronyms: true };
const ORG_NAME: ComparatorSpec = { kind: 'placename', weight: 2, strip_type: 'organization', written_forms: 'organisation', acronyms: true };

describe('a value longer than any field of a record', () => {
  it('is listed as unparsed and compared as missing (positive)', () => {
    const long = `Kenya Commercial Bank ${'branch office notes '.repeat(60)}`;
    assert.ok(long.length > MAX_COMPARED_CHARS);
    const r = compare({ a: { name: long, registration_id: 'PVT-AB1234' }, b: { name: 'Kenya Commercial Bank', registration_id: 'PVT-AB1234' }, entity: 'organisation' });
    assert.deepEqual(r.unread?.a, { ignored: [], unparsed: ['name'] });
    assert.deepEqual(r.unread?.b, { ignored: [], unparsed: [] });
    assert.equal(r.factors.name, undefined, 'the name is compared as missing');
    assert.equal(r.factors.registration_id, 1);
  });

  it('is compared as written at the bound itself (negative: a long address is still an address)', () => {
    const address = `Plot 12, ${'Industrial Area Road '.repeat(40)}`.slice(0, MAX_COMPARED_CHARS);
    const r = compare({ a: { name: 'Ada Obi', address }, b: { name: 'Ada Obi', address }, entity: 'person' });
    assert.deepEqual(r.unread?.a, { ignored: [], unparsed: [] });
  });

  it('costs little however long it is (adversarial: 60,000 characters of initials-shaped words)', () => {
    const a = threeLetterWords(15_000, 0);
    const b = threeLetterWords(15_000, 3);
    for (const entity of ['place', 'organisation', 'product_grocery', 'product_home_goods']) {
      const ms = cpuMillis(() => compare({ a: { name: a }, b: { name: b }, entity }));
      assert.ok(ms < 2000, `${entity}: took ${ms} ms of CPU`);
    }
  });
});

describe("the name readings' cost in a name's length", () => {
  it('still read a body named with its initials (positive)', () => {
    assert.equal(comparePlaceNames('Central Bank of Nigeria (CBN)', 'Central Bank of Nigeria', ORG_NAME)?.sim, 1);
    assert.equal(comparePlaceNames('KCB', 'Kenya Commercial Bank', ORG_NAME)?.sim, 1);
    assert.equal(comparePlaceNames('Buruburu Market', 'Buru Buru Market', NAME)?.sim, 1);
  });

  it('read names of 500 initials-shaped words in about linear time (adversarial: 1,000 took 99 s, cubic)', () => {
    const a = threeLetterWords(500, 0);
    const b = threeLetterWords(500, 3);
    const ms = cpuMillis(() => {
      comparePlaceNames(a, b, NAME);
      comparePlaceNames(a, b, ORG_NAME);
    });
    assert.ok(ms < 3000, `took ${ms} ms of CPU`);
  });
});
