// Dates written in words (affidavits, statutory declarations, court forms, transcribed calls): the
// one date reader reads English number words — ordinals, 'the … day of', years said in pairs, with
// hundreds or thousands — as the digits they say, and the other written forms as before. Counter-cases:
// a date in words that differs from the other side still conflicts, and words that say no number stay
// unread.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDates, readDate } from '../../../src/compare/comparators/date.js';
import { numberWordsAsDigits } from '../../../src/compare/comparators/numberWords.js';
import { compare } from '../../../src/compare/index.js';

const ymd = (text: string) => readDate(text).map((r) => `${r.y}-${r.m}-${r.d}`);

describe('number words', () => {
  it('reads days, years in pairs, hundreds and thousands', () => {
    assert.deepEqual(numberWordsAsDigits(['fifth', 'of', 'march', 'nineteen', 'eighty', 'two']), ['5', 'of', 'march', '1982']);
    assert.deepEqual(numberWordsAsDigits(['twenty', 'seventh']), ['27']);
    assert.deepEqual(numberWordsAsDigits(['two', 'thousand', 'and', 'five']), ['2005']);
    assert.deepEqual(numberWordsAsDigits(['one', 'thousand', 'nine', 'hundred', 'and', 'eighty', 'two']), ['1982']);
    assert.deepEqual(numberWordsAsDigits(['nineteen', 'hundred', 'and', 'five']), ['1905']);
    assert.deepEqual(numberWordsAsDigits(['nineteen', 'oh', 'five']), ['1905']);
    assert.deepEqual(numberWordsAsDigits(['twenty', 'twenty', 'one']), ['2021']);
  });
  it('an ordinal ends its number, and only ten to twenty opens a year said in pairs', () => {
    assert.deepEqual(numberWordsAsDigits(['twenty', 'first', 'nineteen', 'sixty']), ['21', '1960']);
    assert.deepEqual(numberWordsAsDigits(['twenty', 'one', 'nineteen', 'eighty']), ['21', '1980']);
    assert.deepEqual(numberWordsAsDigits(['eighty', 'two']), ['82']);
  });
  it("'oh' alone and other words are kept as words", () => {
    assert.deepEqual(numberWordsAsDigits(['oh', 'dear', 'the', 'day']), ['oh', 'dear', 'the', 'day']);
  });
});

describe('date reader: dates in words', () => {
  it('reads the forms affidavits and declarations use', () => {
    for (const text of [
      'the 5th day of March, 1982',
      'the fifth day of March, 1982',
      'fifth of March nineteen eighty-two',
      'the fifth day of March in the year nineteen hundred and eighty-two',
      'March the fifth, nineteen eighty-two',
      'five March one thousand nine hundred and eighty-two',
    ]) {
      assert.deepEqual(ymd(text), ['1982-3-5'], text);
    }
    assert.deepEqual(ymd('twenty-seventh of November two thousand and five'), ['2005-11-27']);
    assert.deepEqual(ymd('thirtieth of January nineteen sixty'), ['1960-1-30']);
    assert.deepEqual(ymd('second of June nineteen oh five'), ['1905-6-2']);
  });
  it('other languages’ month names are read as before', () => {
    assert.deepEqual(ymd('25 de junho de 2008'), ['2008-6-25']);
    assert.deepEqual(ymd('25 juin 2008'), ['2008-6-25']);
    assert.deepEqual(ymd('août 1999'), ['1999-8-null']);
  });
  it('a date in words agrees with the same date in digits, and conflicts with another', () => {
    assert.equal(compareDates('twelfth of January nineteen eighty-six', '19860112')?.sim, 1);
    assert.equal(compareDates('the 21st day of November, 1941', '21/11/1941')?.sim, 1);
    // Counter-case: another full date, a generation apart, is not a near miss.
    const other = compareDates('twelfth of January nineteen eighty-six', '1966-07-03');
    assert.equal(other?.sim, 0);
  });
  it('words that say no date stay unread', () => {
    assert.deepEqual(ymd('unknown'), []);
    assert.deepEqual(ymd('the day of'), []);
  });
  it('an affidavit read against a register record: the sworn birth date in words is the dob', () => {
    const a = { name: 'Purity Njeri Kamau', date_of_birth: 'twelfth of January nineteen eighty-six', place_of_birth: 'Nyeri' };
    const r = compare({ a, b: { name: 'KAMAU Purity Njeri', dob: '19860112', birth_place: 'NYERI' }, entity: 'person' });
    assert.equal(r.factors.dob, 1);
    assert.deepEqual(r.unread?.a.unparsed, []);
    // Counter-case: the same name with another birth date said in words does not merge.
    const c = compare({ a: { ...a, date_of_birth: 'third of July nineteen sixty-six' }, b: { name: 'KAMAU Purity Njeri', dob: '19860112' }, entity: 'person' });
    assert.equal(c.factors.dob, 0);
    assert.notEqual(c.identity, 'same_entity');
  });
});
