// Phone comparator: E.164 agreement, the country read from the number itself (NANP leading 1, a
// country calling code without +), and local numbers without their area code as partial agreement.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePhones, isReadablePhone, PHONE_LOCAL } from '../../../src/compare/comparators/phone.js';

describe('phone comparator', () => {
  it('agrees on the same number written with and without its country', () => {
    assert.equal(comparePhones('0803 555 7890', '+234 803 555 7890')?.sim, 1);
    assert.equal(comparePhones('+1 415 555 0100', '14155550100')?.sim, 1, 'NANP, leading 1, no plus');
    assert.equal(comparePhones('1-415-555-0100', '(415) 555-0100')?.sim, 1, 'neither says +, the 11-digit NANP number does');
    assert.equal(comparePhones('2348035557890', '08035557890')?.sim, 1, 'country code without + against the trunk form');
    assert.equal(comparePhones('254712345678', '0712 345 678')?.sim, 1);
  });
  it('does not read any leading digit as a country code', () => {
    assert.equal(comparePhones('13912345678', '3912345678')?.sim, 0, 'not a valid +1 number (a Chinese mobile)');
    assert.equal(comparePhones('+1 212 555 0199', '+44 212 555 0199')?.sim, 0, 'two countries said');
    assert.equal(comparePhones('0803 555 7890', '0805 222 9999')?.sim, 0);
  });
  it('a local number without area code agrees partly with the full number', () => {
    const r = comparePhones('555 0100', '+1 415 555 0100');
    assert.equal(r?.sim, PHONE_LOCAL);
    assert.equal(r?.partial, true);
    assert.equal(comparePhones('020 7946 0958', '7946 0958')?.sim, PHONE_LOCAL);
    assert.equal(comparePhones('555 0199', '+1 415 555 0100')?.sim, 0, 'another subscriber');
    assert.equal(comparePhones('0100', '+1 415 555 0100'), null, 'four digits: not a number');
    assert.equal(comparePhones('5 0100', '+1 415 555 0100')?.sim, 0, 'five digits are not a subscriber number');
  });
  it('reads a national number in the plan of an international number whose range names no country', () => {
    // +44 7700 900xxx is reserved (Ofcom), so the plan metadata assigns it no country; its calling code still says the plan.
    assert.equal(comparePhones('+44 7700 900123', '07700 900123')?.sim, 1);
    assert.equal(comparePhones('07700900456', '00447700900456')?.sim, 1, '00 written for +, either side');
    assert.equal(comparePhones('+44 7700 900123', '07700 900124')?.sim, 0, 'another subscriber in the same range');
    assert.equal(comparePhones('+44 7700 900123', '+33 7700 900123')?.sim, 0, 'two calling codes said: never equal');
    assert.equal(comparePhones('+44 7700 900123', '07800 900123')?.sim, 0, 'same subscriber digits, another range');
  });
  it('reads a number with its calling code and no + against its national form with the trunk 0, in ranges the plan does not assign', () => {
    // Registers export MSISDNs as digits without '+' (447700900549); the same subscriber elsewhere is 07700 900549.
    assert.equal(comparePhones('447700900549', '07700 900549')?.sim, 1, 'Ofcom reserved range, no +');
    assert.equal(comparePhones('07700-900575', '447700900575')?.sim, 1, 'either side');
    assert.equal(comparePhones('31674468913', '0674468913')?.sim, 1, 'a Dutch mobile range the plan does not assign');
    assert.equal(comparePhones('447700900549', '07700 900548')?.sim, 0, 'another subscriber');
    assert.equal(comparePhones('447700900549', '07800 900549')?.sim, 0, 'another range');
    assert.equal(comparePhones('13912345678', '03912345678')?.sim, 0, 'a trunk 0 the +1 plan does not use');
    assert.equal(comparePhones('13912345678', '3912345678')?.sim, 0, 'no trunk 0: a leading digit is no calling code');
    assert.equal(comparePhones('997700900549', '07700 900549')?.sim, 0, 'no such calling code');
  });
  it('abstains on values with too few or too many digits', () => {
    assert.ok(!isReadablePhone('n/a'));
    assert.ok(!isReadablePhone('1234'));
    assert.ok(!isReadablePhone('1'.repeat(21)));
    assert.equal(comparePhones('unknown', '+234 803 555 7890'), null);
  });
});

describe('phone comparator: the calling code written without + or 00', () => {
  it('agrees with the international number whose digits it is, even where the plan could read it as national', () => {
    assert.equal(comparePhones('49-151-16596345', '+4915116596345')?.sim, 1);
    assert.equal(comparePhones('+4915116596345', '49 151 16596345')?.sim, 1);
    assert.equal(comparePhones('234-816-592-0106', '+2348165920106')?.sim, 1);
  });
  it('counter-cases: a national number with its trunk 0, or one digit off, is another number', () => {
    assert.equal(comparePhones('0491 16596345', '+4915116596345')?.sim, 0);
    assert.equal(comparePhones('49-151-16596346', '+4915116596345')?.sim, 0);
  });
});

describe('phones in a spreadsheet\'s scientific notation (2.34901E+12) lost their last digits', () => {
  it('never agree, never refute: unreadable (reported as unparsed)', () => {
    assert.equal(comparePhones('2.34901E+12', '+2349012573465'), null);
    assert.equal(comparePhones('2.34901E+12', '+2349099999999'), null);
    assert.equal(comparePhones('4.477E+11', '4.477E+11'), null);
    assert.equal(isReadablePhone('2.78454e10'), false);
  });
  it('counter-case: a number with spaces or an extension is still read', () => {
    assert.equal(isReadablePhone('+234 901 257 3465'), true);
    assert.equal(comparePhones('2349012573465', '+2349012573465')?.sim, 1);
  });
});
