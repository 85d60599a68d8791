// Reading a record through a pack: field names matched in field-name form, which key wins, and the
// receipt's `unread` lists (ignored names, unparsed values; names only, capped).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, compareDetailed } from '../../src/compare/index.js';
import { fieldNameForm, findPack } from '../../src/compare/packs.js';
import { readRecord, UNREAD_MAX_ENTRIES, UNREAD_MAX_NAME } from '../../src/compare/records.js';

const person = findPack('person')!;

describe('field names', () => {
  it('fold case, spaces, hyphens, dots and underscores', () => {
    assert.equal(fieldNameForm('First Name'), 'first_name');
    assert.equal(fieldNameForm('first-name'), 'first_name');
    assert.equal(fieldNameForm(' Date.of  Birth '), 'date_of_birth');
    assert.equal(fieldNameForm('DOB'), 'dob');
  });
  it('fold accents, so a column written with or without them is one name (adversarial: the ASCII form is unchanged)', () => {
    assert.equal(fieldNameForm('Prénoms'), 'prenoms');
    assert.equal(fieldNameForm('Numéro de passeport'), 'numero_de_passeport');
    assert.equal(fieldNameForm('DateDeNaissance'), 'date_de_naissance');
    assert.equal(fieldNameForm('Numero de passeport'), fieldNameForm('Numéro de passeport'));
    assert.equal(fieldNameForm('Ñame'), 'name');
  });
  it('split camelCase and PascalCase words, keeping acronyms whole', () => {
    assert.equal(fieldNameForm('PhoneNumber'), 'phone_number');
    assert.equal(fieldNameForm('dateOfBirth'), 'date_of_birth');
    assert.equal(fieldNameForm('IDNumber'), 'id_number');
    assert.equal(fieldNameForm('passportNo2'), 'passport_no2');
    assert.equal(fieldNameForm('SSN'), 'ssn', 'an acronym alone is one word');
    assert.equal(fieldNameForm('Phone_Number'), 'phone_number', 'no doubled underscore');
    assert.equal(fieldNameForm('phonenumber'), 'phonenumber', 'lower case run together is not split');
    const r = readRecord(person, { FullName: 'Ada Obi', DateOfBirth: '1980-03-12', PhoneNumber: '0803 555 7890', PassportNumber: 'A1234567' });
    assert.deepEqual(r.projected, { name: 'Ada Obi', dob: '1980-03-12', passport: 'A1234567', phone: '0803 555 7890' });
    assert.deepEqual(r.unread.ignored, []);
  });
  it('a pack that lists a key as one word lists its split form too, so camelCase callers still match', () => {
    // 'birthdate', 'birthplace' (person) and 'modelno' (product_electronics) matched `birthDate`, `modelNo`
    // before field names were split at camelCase word starts; their split forms are listed beside them.
    const r = readRecord(person, { fullName: 'Ada Obi', birthDate: '1980-03-12', birthPlace: 'Enugu' });
    assert.deepEqual(r.projected, { name: 'Ada Obi', dob: '1980-03-12', birth_place: 'Enugu' });
    assert.deepEqual(r.unread.ignored, []);
    const product = readRecord(findPack('product_electronics')!, { modelNo: 'PSW110', Brand: 'Sony' });
    assert.equal(product.projected.model, 'PSW110');
    assert.deepEqual(product.unread.ignored, []);
  });
  it('read a name sent in parts as one name, given part first', () => {
    assert.equal(readRecord(person, { last_name: 'Mensah', first_name: 'Kwabena' }).projected.name, 'Kwabena Mensah');
    assert.equal(readRecord(person, { Surname: 'ODUYA', 'Other Names': 'Tolu Ife' }).projected.name, 'Tolu Ife ODUYA');
    assert.equal(readRecord(person, { givenName: 'Ana', middleName: 'Luisa', familyName: 'Reis' }).projected.name, 'Ana Luisa Reis');
    const r = readRecord(person, { forename: 'Ana', surname: 'Reis', dob: '1990-01-02' });
    assert.deepEqual(Object.keys(r.projected), ['name', 'dob'], 'the composed field keeps its place in pack order');
    assert.deepEqual(r.unread.ignored, []);
  });
  it('a full name beats its parts, and one key per part is read', () => {
    const full = readRecord(person, { first_name: 'Ana', last_name: 'Reis', name: 'Ana Maria Reis' });
    assert.equal(full.projected.name, 'Ana Maria Reis');
    assert.deepEqual(full.unread.ignored, ['first_name', 'last_name']);
    const two = readRecord(person, { forename: 'Nana', first_name: 'Ama', surname: 'Boateng' });
    assert.equal(two.projected.name, 'Ama Boateng', 'first_name comes before forename in the pack');
    assert.deepEqual(two.unread.ignored, ['forename']);
  });
  it('parts that are empty or not text are not joined', () => {
    assert.equal(readRecord(person, { first_name: ' ', last_name: 'Reis' }).projected.name, 'Reis');
    const nested = readRecord(person, { first_name: { a: 'x' } as never, last_name: 'Reis' });
    assert.equal(nested.projected.name, 'Reis');
    assert.deepEqual(nested.unread.ignored, ['first_name']);
    assert.equal(readRecord(person, { nickname: 'Kojo' }).projected.name, undefined, 'an unknown key makes no name');
  });
  it('a split name agrees with the same name in one field, and not with another person', () => {
    const same = compare({ a: { first_name: 'Kwabena', last_name: 'Mensah', dob: '1984-05-17' }, b: { name: 'Kwabena Mensah', dob: '17/05/1984' } });
    assert.ok(same.factors.name! >= 0.99);
    const other = compare({ a: { first_name: 'Kwabena', last_name: 'Mensah', dob: '1984-05-17' }, b: { name: 'Yaw Mensah', dob: '17/05/1984' } });
    assert.ok(other.factors.name! < 0.9);
    assert.notEqual(other.identity, 'same_entity');
  });
  it('read differently cased and spelt keys through the aliases', () => {
    const r = readRecord(person, { Name: 'Ada Obi', DOB: '1980-03-12', 'Date of Birth': '1980-03-12', 'E-Mail': 'ada@example.com' });
    assert.deepEqual(r.projected, { name: 'Ada Obi', dob: '1980-03-12', email: 'ada@example.com' });
    assert.deepEqual(r.unread.ignored, ['Date of Birth'], 'the canonical dob wins over its alias');
  });
  it('the canonical name wins, then the aliases in order; exact spelling before a folded one', () => {
    assert.deepEqual(readRecord(person, { full_name: 'B', name: 'A' }).projected.name, 'A');
    assert.deepEqual(readRecord(person, { full_name: 'B', name: 'A' }).unread.ignored, ['full_name']);
    assert.deepEqual(readRecord(person, { Name: 'B', name: 'A' }).projected.name, 'A');
    assert.deepEqual(readRecord(person, { Name: 'B', full_name: 'C' }).projected.name, 'B');
    assert.deepEqual(readRecord(person, { name: '', full_name: 'C' }).projected.name, 'C', 'an empty value is missing, not read');
    assert.deepEqual(readRecord(person, { name: '', full_name: 'C' }).unread.ignored, []);
  });
  it('lists unknown keys and unreadable values by name, never by value', () => {
    const r = readRecord(person, { name: 'Ada Obi', favourite_colour: 'blue', dob: 'sometime in spring', phone: 'n/a', email: 'not an address' });
    assert.deepEqual(r.unread, { ignored: ['favourite_colour'], unparsed: ['dob', 'phone', 'email'] });
    assert.ok(!JSON.stringify(r.unread).includes('spring'));
  });
  it('caps names at 64 characters and lists at 50', () => {
    const record: Record<string, string> = { name: 'Ada' };
    for (let i = 0; i < 80; i++) record[`unknown_${i}_${'x'.repeat(100)}`] = 'v';
    const r = readRecord(person, record);
    assert.equal(r.unread.ignored.length, UNREAD_MAX_ENTRIES);
    assert.ok(r.unread.ignored.every((n) => [...n].length === UNREAD_MAX_NAME));
  });
});

describe('receipt unread', () => {
  it('every object-form receipt carries unread, empty when everything was read', () => {
    const r = compare({ a: { name: 'Ada Obi' }, b: { name: 'Ada Obi' } });
    assert.deepEqual(r.unread, { a: { ignored: [], unparsed: [] }, b: { ignored: [], unparsed: [] } });
  });
  it('names what each side did not read', () => {
    const r = compare({ a: { Name: 'Ada Obi', Nickname: 'Adaeze', dob: '12/13/14/15' }, b: { name: 'Ada Obi', full_name: 'Ada Obi' } });
    assert.deepEqual(r.unread, { a: { ignored: ['Nickname'], unparsed: ['dob'] }, b: { ignored: ['full_name'], unparsed: [] } });
  });
  it('does not enter the decision id: ignored keys leave the score alone, their records differ', () => {
    const plain = compareDetailed({ a: { name: 'Ada Obi', dob: '1980-03-12' }, b: { name: 'Ada Obi', dob: '1980-03-12' } });
    const cased = compareDetailed({ a: { NAME: 'Ada Obi', DOB: '1980-03-12' }, b: { name: 'Ada Obi', dob: '1980-03-12' } });
    assert.equal(cased.receipt.score, plain.receipt.score, 'folded keys are read exactly as the canonical ones');
    assert.deepEqual(cased.receipt.factors, plain.receipt.factors);
    assert.notEqual(cased.records.a.id, plain.records.a.id, 'the rec: id hashes the keys as sent');
  });
  it('string-form receipts (text engine) carry no unread key', () => {
    const r = compare({ a: 'Ada Obi, born 12 March 1980', b: 'Ada Obi, born 12 March 1980' });
    assert.equal(r.unread, undefined);
  });
});
