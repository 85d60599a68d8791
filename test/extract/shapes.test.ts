import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findOrganizations } from '../../src/extract/organizations.js';
import { dateStartsAt, findShapes, isbnValid, isMoneyOnly, isMonthName, readMoney } from '../../src/extract/shapes.js';

const shapes = (text: string) => findShapes(text).map((s) => [s.type, text.slice(s.start, s.end), s.metadata]);

describe('/extract shapes', () => {
  it('reads dates in ISO, day-first numeric and month-name forms, rejecting impossible ones', () => {
    assert.deepEqual(shapes('2024-03-15; 31/02/2024; 15th of March 1990; March 15, 2024; 03/25/2024'), [
      ['DATE', '2024-03-15', { iso: '2024-03-15' }],
      ['DATE', '03/25/2024', { iso: '2024-03-25' }],
      ['DATE', '15th of March 1990', { iso: '1990-03-15' }],
      ['DATE', 'March 15, 2024', { iso: '2024-03-15' }],
    ]);
  });

  it('reads money in naira, shillings, cedis, rand, pounds and euros', () => {
    const found = shapes('₦250,000 KSh 1,500 GH₵ 300.50 R1 200 N5000 £12.99 €1.250,50 5,000 naira $3.5m');
    assert.deepEqual(
      found.map(([, t, m]) => [t, (m as Record<string, string>).currency, (m as Record<string, string>).amount]),
      [
        ['₦250,000', 'NGN', '250000'],
        ['KSh 1,500', 'KES', '1500'],
        ['GH₵ 300.50', 'GHS', '300.50'],
        ['R1 200', 'ZAR', '1200'],
        ['N5000', 'NGN', '5000'],
        ['£12.99', 'GBP', '12.99'],
        ['€1.250,50', 'EUR', '1250.50'],
        ['$3.5m', 'USD', '3500000'],
        ['5,000 naira', 'NGN', '5000'],
      ],
    );
    assert.deepEqual(shapes('Mr R Smith lives at 12 N Street, version 3 of 5.'), []);
  });

  it('reads URLs without trailing punctuation and ISBNs with a valid check digit', () => {
    assert.deepEqual(shapes('See https://example.com/a_(b), www.test.org. ISBN 978-0-306-40615-7; ISBN 978-0-306-40615-8'), [
      ['URL', 'https://example.com/a_(b)', {}],
      ['URL', 'www.test.org', {}],
      ['ISBN', '978-0-306-40615-7', { isbn_normalised: '9780306406157', isbn_type: 'ISBN-13' }],
    ]);
    assert.ok(isbnValid('0306406152'));
    assert.equal(isbnValid('0306406153'), false);
  });

  it('finds organisations only with a legal form, without the sentence before them', () => {
    const text = 'We paid Dangote Cement Plc. Then MTN Nigeria Communications PLC billed Bank of Industry Ltd and the ltd plan.';
    assert.deepEqual(
      findOrganizations(text).map((o) => [text.slice(o.start, o.end), o.legalForm]),
      [
        ['Dangote Cement Plc', 'Plc'],
        ['MTN Nigeria Communications PLC', 'PLC'],
        ['Bank of Industry Ltd', 'Ltd'],
      ],
    );
    assert.deepEqual(findOrganizations('Adesola Okonkwo of Kijani Tea Exporters Ltd').length, 1);
    assert.equal(findOrganizations('Adesola Okonkwo of Kijani Tea Exporters Ltd')[0]!.start, 19);
  });
});

describe('/extract institutions', () => {
  it('finds organisations built on an institution noun, with or without an "of" complement', async () => {
    const { findInstitutions } = await import('../../src/extract/institutions.js');
    const text =
      'She works at Zenith Bank and Kenyatta National Hospital. The Ministry of Health, the University of Nairobi, Lagos University Teaching Hospital and the Central Bank of Nigeria.';
    assert.deepEqual(
      findInstitutions(text).map((o) => [text.slice(o.start, o.end), o.head]),
      [
        ['Zenith Bank', 'bank'],
        ['Kenyatta National Hospital', 'hospital'],
        ['Ministry of Health', 'ministry'],
        ['University of Nairobi', 'university'],
        ['Lagos University Teaching Hospital', 'hospital'],
        ['Central Bank of Nigeria', 'bank'],
      ],
    );
    assert.deepEqual(findInstitutions('The bank said. Contact the Bank. Our Company policy.'), []);
  });
});

describe('readMoney: the one amount of a price field', () => {
  it('positive: a currency before or after, grouping separators of either convention, a bare amount', () => {
    assert.deepEqual(readMoney('$1,299.99'), { amount: 1299.99, currency: 'USD' });
    assert.deepEqual(readMoney('1.299,99 EUR'), { amount: 1299.99, currency: 'EUR' });
    assert.deepEqual(readMoney('£24'), { amount: 24, currency: 'GBP' });
    assert.deepEqual(readMoney('409.0'), { amount: 409, currency: undefined });
    assert.deepEqual(readMoney('1,299.99'), { amount: 1299.99, currency: undefined });
  });
  it('negative: no amount, or words around a bare number, is nothing', () => {
    assert.equal(readMoney('call for price'), null);
    assert.equal(readMoney('about 40 or so'), null);
  });
  it('adversarial: two different amounts are not one price', () => {
    assert.equal(readMoney('was $30 now $24'), null);
    assert.equal(readMoney('£5 or $7'), null);
    assert.deepEqual(readMoney('$24 ($24)'), { amount: 24, currency: 'USD' }, 'one amount written twice is one');
  });
  it('knows English month names and their abbreviations in any case, a closing dot allowed (isMonthName)', () => {
    for (const w of ['June', 'MAY', 'sept', 'Sept.', 'Dec']) assert.ok(isMonthName(w), w);
    for (const w of ['Junes', 'Monday', 'Mayo', '']) assert.ok(!isMonthName(w), w);
  });
  it('tells whether one of the date shapes starts at an index, and only there (dateStartsAt)', () => {
    const text = 'Tema, 4 May 2019; Ho, 12/03/2021; Keta, May 4, 2019; Aflao, 2019-05-04; Wa, 4 days; Yendi, 12/03';
    for (const at of ['4 May', '12/03/2021', 'May 4', '2019-05-04']) assert.ok(dateStartsAt(text, text.indexOf(at)), at);
    for (const at of ['Tema', ', 4 May', '4 days', '12/03']) assert.ok(!dateStartsAt(text, text.lastIndexOf(at)), at);
    assert.ok(!dateStartsAt(text, text.indexOf('May 2019')), 'not from inside a date');
    assert.ok(!dateStartsAt('', 0) && !dateStartsAt('4 May 2019', 99));
  });
});

describe('isMoneyOnly: a value that is one price and nothing else', () => {
  it('a price with its currency, before or after, blanks at the ends aside', () => {
    for (const t of ['₦3,500', ' KSh 1,200 ', '450 rand', 'R1,500', 'GH₵ 80', '€25']) assert.equal(isMoneyOnly(t), true, t);
  });
  it('a bare number, a result beside a price, a range or a word is not', () => {
    for (const t of ['3,500', 'positive, ₦3,500', '₦3,500 - ₦5,000', 'HbAS', 'N 3500']) assert.equal(isMoneyOnly(t), false, t);
  });
});
