// Session 45 (issue 11, historical_50k): the same given name under another surname is no household's
// contest. Review pairs a household contests (another given name under one surname, another generation:
// twins, siblings, a father and son, spouses) never join two groups alone; but one person's records
// carry a surname changed or swapped on one of them (a marriage, a maiden name, an alias), and those
// review pairs were counted as a household's too, so two fragments of one woman stayed apart however
// densely they agreed. The look-alikes stay contested: a household's members (one surname), a register
// writing the surname first (siblings whose agreeing first word is a family name), a father and son of
// one name, and two bearers of one given name in two places (another field disagrees outright).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareNames } from '../../src/compare/comparators/personName.js';
import { scorePair } from '../../src/compare/fieldsEngine.js';
import { findPack } from '../../src/compare/packs.js';
import { clusterLinks } from '../../src/link/cluster.js';
import { linkRecords } from '../../src/link/index.js';
import { CONTESTED, householdContested, refutationCode, scoreChunk } from '../../src/link/scoreChunk.js';

const pack = findPack('person')!;
const contested = (a: Record<string, string>, b: Record<string, string>) => householdContested(scorePair(pack, a, b));

describe('the same given name under another surname (renamed)', () => {
  it('the name comparator reads it as renamed, not kin, and still flags the conflict', () => {
    for (const [x, y] of [
      ['Emlie Clifford', 'Emlie Bennet'],
      ['Martha Jowett', 'Martha Whiting'],
      ['Wanjiru Kamau', 'Wanjiru Otieno'],
      ['Adaeze Nwosu', 'Adaeze Okonkwo'],
    ] as const) {
      const r = compareNames(x, y);
      assert.equal(r?.conflict, true, `${x} / ${y}`);
      assert.equal(r?.renamed, true, `${x} / ${y}`);
      assert.notEqual(r?.kin, true, `${x} / ${y}`);
    }
  });

  it('a household, a surname written first and a father and son are not renamed', () => {
    for (const [x, y] of [
      ['Chidi Okafor', 'Ngozi Okafor'], // siblings: one surname, two given names
      ['Kwame Mensah', 'Ama Mensah'], // spouses at one address
      ['okafor emeka', 'okafor chidi'], // siblings, surname first: the agreeing first word is a family name
      ['Wang Wei', 'Wang Fang'],
      ['John Smith Snr', 'John Smith Jnr'], // father and son of one name
    ] as const) assert.notEqual(compareNames(x, y)?.renamed, true, `${x} / ${y}`);
  });

  it('a renamed pair with nothing else disagreeing is not a household contest; the look-alikes are', () => {
    const date = '1861-12-10';
    // One woman under her maiden and her married surname, same birth date and address.
    assert.equal(contested({ name: 'Frances Maynard', dob: date, address: 'W2 2ET' }, { name: 'Frances Greville', dob: date, address: 'W2 2ET' }), false);
    assert.equal(contested({ name: 'Wanjiru Kamau', dob: '1984-03-02', birth_place: 'Nyeri' }, { name: 'Wanjiru Otieno', dob: '1984-03-02' }), false);
    // Twins and siblings at one address (another given name under one surname).
    assert.equal(contested({ name: 'Chidi Okafor', dob: '1990-04-12', address: '12 Allen Avenue, Ikeja' }, { name: 'Ngozi Okafor', dob: '1990-04-12', address: '12 Allen Avenue, Ikeja' }), true);
    // Spouses at one address.
    assert.equal(contested({ name: 'Kwame Mensah', dob: '1970-05-01', address: '4 Ring Road, Accra' }, { name: 'Ama Mensah', dob: '1972-08-19', address: '4 Ring Road, Accra' }), true);
    // Two men of one given name and one placeholder birth date in two places (namesakes).
    assert.equal(contested({ name: 'William Holden', dob: '1860-01-01', address: 'BB3 2HF' }, { name: 'William Price', dob: '1860-01-01', address: 'E11 1EA' }), true);
    // One given name, another surname, another sex: two people.
    assert.equal(contested({ name: 'Jean Dupont', dob: '1950-02-02', gender: 'male' }, { name: 'Jean Martin', dob: '1950-02-02', gender: 'female' }), true);
  });

  it('the link verb marks a renamed review pair uncontested, so two fragments of one person join densely', () => {
    const records = [
      { name: 'Martha Jowett', dob: '1789-10-22', address: 'WR9 7LN', birth_place: 'Wychavon' },
      { name: 'Martha Jowett', dob: '1789-10-22', address: 'WR9 7LN', birth_place: 'Wychavon' },
      { name: 'Martha Whiting', dob: '1789-10-22', address: 'WR9 7LN' },
      { name: 'Martha Whiting', dob: '1789-10-22', address: 'WR9 7LN' },
      { name: 'Susan Jowett', dob: '1789-10-22', address: 'WR9 7LN', birth_place: 'Wychavon' },
    ];
    const at = (k: number) => records[k]!;
    const pairs = [0, 1, 2, 3, 0, 2, 1, 3, 0, 3, 0, 4];
    const { identity, refuted } = scoreChunk('person', at, at, Int32Array.from(pairs), { records: 0, counts: {} });
    // 0~1 and 2~3 accepted; the three Jowett / Whiting pairs at review, uncontested; Martha / Susan Jowett (twins) contested.
    assert.deepEqual([identity[0], identity[1]], [2, 2]);
    for (const p of [2, 3, 4]) {
      assert.equal(identity[p], 1, `pair ${p} at review`);
      assert.equal(refutationCode(refuted[p]!), 0, `pair ${p} not contested`);
    }
    assert.equal(refutationCode(refuted[5]!), CONTESTED);
    const review = Int32Array.from(pairs.slice(4, 10));
    const joined = clusterLinks(4, Int32Array.from([0, 1, 2, 3]), { review, reviewScores: [0.7, 0.7, 0.7], contested: Uint8Array.from([0, 0, 0]) });
    assert.deepEqual(joined.map((c) => c.members.map((m) => m.index)), [[0, 1, 2, 3]]);
  });
});

// Review of session 45 (rev-hist45): two classes the rule un-contested that are two people.
describe('renamed: look-alikes found in review', () => {
  const clustersOf = async (records: Record<string, string>[]) =>
    (await linkRecords({ records, id_field: 'id' })).clusters.map((c) => c.members.map((m) => m.id).sort());

  it('a surname-first register in mixed case (a family name before two given names) is not renamed', () => {
    for (const [x, y] of [
      ['Kamau Wanjiru', 'Kamau Njeri'], // Kikuyu siblings, the register's surname first
      ['Adebayo John', 'Adebayo Peter'], // a Nigerian school list, SURNAME Given written in mixed case
      ['Lee Minjun', 'Lee Jiwoo'], // Korean twins, surname first, given names no table lists
    ] as const) assert.notEqual(compareNames(x, y)?.renamed, true, `${x} / ${y}`);
    // The maiden / married surname after a given name still reads as renamed.
    assert.equal(compareNames('Mary Clifford', 'Mary Bennet')?.renamed, true);
  });

  it('twins of a surname-first register stay two people in a batch', async () => {
    const home = { dob: '2010-09-01', address: '7 Bode Thomas Street, Surulere' };
    const records = [
      { id: '1', name: 'Adebayo John', ...home },
      { id: '2', name: 'Adebayo John', ...home },
      { id: '3', name: 'Adebayo Peter', ...home },
      { id: '4', name: 'Adebayo Peter', ...home },
    ];
    assert.deepEqual(await clustersOf(records), [['1', '2'], ['3', '4']]);
  });

  it('two residents of one given name at one care home or hostel, one of them with no birth date, stay apart', async () => {
    const home = "St Anne's Care Home, 4 Mill Lane, Leeds LS6 2AB";
    const care = [
      { id: '1', name: 'Mary Smith', address: home, dob: '1931-04-02' },
      { id: '2', name: 'Mary Smith', address: home, dob: '1931-04-02' },
      { id: '3', name: 'Mary Jones', address: home },
      { id: '4', name: 'Mary Jones', address: home },
    ];
    assert.deepEqual(await clustersOf(care), [['1', '2']]);
    const hall = 'Queen Amina Hall, University of Lagos, Akoka';
    const hostel = [
      { id: '1', name: 'Fatima Bello', address: hall, dob: '2003-07-21' },
      { id: '2', name: 'Fatima Bello', address: hall, dob: '2003-07-21' },
      { id: '3', name: 'Fatima Musa', address: hall },
    ];
    assert.deepEqual(await clustersOf(hostel), [['1', '2']]);
    // Scored alone: the same given name under another surname beside an address only is still a contest.
    assert.equal(contested({ name: 'Mary Smith', address: home }, { name: 'Mary Jones', address: home }), true);
    // A refugee register's 1 January (only the year known) is no birth date two residents rarely share.
    const block = 'Block C4, Kakuma Refugee Camp';
    assert.equal(contested({ name: 'Fatima Ali', dob: '1990-01-01', address: block }, { name: 'Fatima Hassan', dob: '1990-01-01', address: block }), true);
    const camp = [
      { id: '1', name: 'Fatima Ali', dob: '1990-01-01', address: block, phone: '+254 712 345 678' },
      { id: '2', name: 'Fatima Ali', dob: '1990-01-01', address: block, phone: '+254 712 345 678' },
      { id: '3', name: 'Fatima Hassan', dob: '1990-01-01', address: block },
      { id: '4', name: 'Fatima Hassan', dob: '1990-01-01', address: block },
    ];
    assert.deepEqual(await clustersOf(camp), [['1', '2'], ['3', '4']]);
  });
});
