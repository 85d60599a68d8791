// Call transcripts: a name spelled back letter by letter, a callback number and an e-mail address
// read out in words are read as the name, number and address they spell; a call log's caller_name,
// verified_dob and callback_number are the caller's name, birth date and phone. Counter-cases: three
// letters stay initials, words that spell no number or address stay unread, a spelled or spoken
// value that differs still differs, and someone calling on another's behalf is not merged with them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareEmails, normaliseEmail } from '../../src/compare/comparators/email.js';
import { joinSpelledLetters } from '../../src/compare/comparators/nameCell.js';
import { spokenDigits } from '../../src/compare/comparators/numberWords.js';
import { comparePhones, isReadablePhone } from '../../src/compare/comparators/phone.js';
import { compare, type FieldMap } from '../../src/compare/index.js';

describe('numbers read out', () => {
  it('digit words, oh for zero, double and triple, a leading plus', () => {
    assert.equal(spokenDigits('oh seven oh one double one six eight three two'), '0701116832');
    assert.equal(spokenDigits('zero triple seven, one two'), '077712');
    assert.equal(spokenDigits('plus two five four 7 0 1'), '+254701');
    assert.equal(spokenDigits('call me after six'), null);
    assert.equal(spokenDigits('seven'), null);
  });
  it('a callback number read out agrees with the number written', () => {
    assert.equal(comparePhones('oh seven oh one double one six eight three two', '+254701116832')?.sim, 1);
    assert.equal(comparePhones('oh double seven oh oh nine oh double oh one seven', '+447700900017')?.sim, 1);
    // Counter-cases: another number read out differs; words that say no number are not a phone.
    assert.equal(comparePhones('oh seven oh one double two six eight three two', '+254701116832')?.sim, 0);
    assert.equal(isReadablePhone('ask for the manager'), false);
  });
});

describe('e-mail addresses read out', () => {
  it("'at', 'dot', 'underscore' and digits said as words", () => {
    assert.equal(normaliseEmail('victor underscore githinji at gmail dot com'), 'victor_githinji@gmail.com');
    assert.equal(normaliseEmail('nasiru one nine six six at yahoo dot com'), 'nasiru1966@yahoo.com');
    assert.equal(compareEmails('ada dot obi at mail dot co dot uk', 'ada.obi@mail.co.uk')?.sim, 1);
  });
  it('counter-cases: a sentence with at in it is no address; another mailbox read out differs', () => {
    assert.equal(normaliseEmail('call back at noon'), 'call back at noon');
    assert.equal(compareEmails('call back at noon', 'noon@x.com'), null);
    assert.equal(compareEmails('victor underscore kamau at gmail dot com', 'victor_githinji@gmail.com')?.sim, 0);
  });
});

describe('names spelled letter by letter', () => {
  it('four letters or more standing alone are one word', () => {
    assert.equal(joinSpelledLetters('chiamaka n w a c h u k w u'), 'chiamaka nwachukwu');
    assert.equal(joinSpelledLetters('G I T H I N J I, Victor'), 'GITHINJI, Victor');
  });
  it('counter-cases: up to three letters stay initials, and dotted letters are initials', () => {
    assert.equal(joinSpelledLetters('J R R Tolkien'), 'J R R Tolkien');
    assert.equal(joinSpelledLetters('A. B. C. D. Okafor'), 'A. B. C. D. Okafor');
    assert.equal(joinSpelledLetters('Mary Ogola'), 'Mary Ogola');
  });
});

describe('a call log against the customer record', () => {
  const customer: FieldMap = { customer_name: 'GITHINJI, Victor Gitau', date_of_birth: '14/01/1985', phone: '+254701116832', email: 'victor_githinji@gmail.com', customer_id: 'CUS83436224' };
  it('the caller who spelled their surname and read out their number is the customer', () => {
    const r = compare({ a: { caller_name: 'victor g i t h i n j i', verified_dob: '14 January 1985', callback_number: 'oh seven oh one double one six eight three two', reason: 'change of address' }, b: customer, entity: 'person' });
    assert.ok(r.factors.name! >= 0.85, String(r.factors.name));
    assert.equal(r.factors.phone, 1);
    assert.equal(r.identity, 'same_entity');
  });
  it("counter-case: a relative calling on the customer's behalf from the same number is not the customer", () => {
    const r = compare({ a: { caller_name: 'jane g i t h i n j i', caller_relationship: 'spouse of account holder', verified_dob: '3rd May 1987', callback_number: 'oh seven oh one double one six eight three two' }, b: customer, entity: 'person' });
    assert.notEqual(r.identity, 'same_entity');
  });
});
