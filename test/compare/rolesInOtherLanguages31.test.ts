// Person pack, session 31: the record's person named by a role in the users' other languages. An employee,
// a worker, a customer or a trainee (role_keys.words) and a benefit's or a payment's beneficiary (a name key)
// were read in English only, so a staff list, an order book or a benefit register written in German, French,
// Spanish, Dutch or Polish left its only name column unread; and a header's letters that NFKD leaves whole
// (Polish ł, German ß, Danish ø) were not folded, so such a column never met its key; and a header naming both
// parts of the name and then the record's person's role (`Imię i nazwisko właściciela`) was read as nobody's.
// Records are the tests' own.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare, type FieldMap } from '../../src/compare/index.js';
import { fieldNameForm, findPack } from '../../src/compare/packs.js';
import { readRecord } from '../../src/compare/records.js';

const person = (a: FieldMap, b: FieldMap) => compare({ a, b, entity: 'person' });
const read = (r: FieldMap) => readRecord(findPack('person')!, r);

describe('the employee, the customer and the trainee in their own languages', () => {
  it('a staff list, an order book and a training roll name their person by role', () => {
    assert.equal(read({ 'Mitarbeiter/in': 'Lena Hoffmann', Abteilung: 'Küche' }).projected.name, 'Lena Hoffmann');
    assert.equal(read({ Salarié: 'Julien Moreau', Poste: 'Plongeur' }).projected.name, 'Julien Moreau');
    assert.equal(read({ 'Empleado/a': 'Lucía Navarro' }).projected.name, 'Lucía Navarro');
    assert.equal(read({ Medewerker: 'Bram de Vries' }).projected.name, 'Bram de Vries');
    assert.equal(read({ Pracownik: 'Tomasz Wróbel' }).projected.name, 'Tomasz Wróbel');
    assert.equal(read({ Kundin: 'Petra Schulz', Auftrag: 'A-1182' }).projected.name, 'Petra Schulz');
    assert.equal(read({ Cliente: 'Giulia Romano' }).projected.name, 'Giulia Romano');
    assert.equal(read({ Klant: 'Sanne Mulder' }).projected.name, 'Sanne Mulder');
    assert.equal(read({ Auszubildende: 'Mia Köhler' }).projected.name, 'Mia Köhler');
    assert.equal(read({ Stagiaire: 'Inès Garnier' }).projected.name, 'Inès Garnier');
  });
  it("another party's role, a previous employee and two roles stay unread", () => {
    assert.equal(read({ 'Vorheriger Mitarbeiter': 'Uwe Brandt' }).projected.name, undefined);
    // A handover sheet names the outgoing and the incoming worker: nothing says which is the record's.
    assert.equal(read({ Mitarbeiter: 'Uwe Brandt', Kunde: 'Petra Schulz' }).projected.name, undefined);
  });
  it('a name key wins over the role', () => {
    assert.equal(read({ Naam: 'Bram de Vries', Medewerker: 'B. de Vries' }).projected.name, 'Bram de Vries');
  });
  it("a hygiene certificate and a kitchen's staff list of one cook merge on the name and the certificate", () => {
    const certificate = { 'Bescheinigung Nr.': 'BN-2231/2024', 'Name, Vorname': 'Hoffmann, Lena Marie', Geburtsdatum: '14.02.1990' };
    const staff = { 'Mitarbeiter/in': 'Lena Hoffmann', Tätigkeit: 'Köchin', 'Hygiene-Bescheinigung': 'BN 2231 2024' };
    assert.equal(person(certificate, staff).identity, 'same_entity');
    // Her mother on the same list under another given name and another certificate is not taken for her.
    const mother = { 'Mitarbeiter/in': 'Sabine Hoffmann', Tätigkeit: 'Köchin', 'Hygiene-Bescheinigung': 'BN 1907 2019' };
    assert.notEqual(person(certificate, mother).identity, 'same_entity');
  });
});

describe("a beneficiary's column in the users' other languages", () => {
  it('is the name, as the English key', () => {
    assert.equal(read({ Bénéficiaire: 'ROUX Camille', Montant: '320' }).projected.name, 'ROUX Camille');
    assert.equal(read({ 'Beneficiario/a': 'Pablo Herrera' }).projected.name, 'Pablo Herrera');
    assert.equal(read({ Begünstigter: 'Jonas Weber' }).projected.name, 'Jonas Weber');
    assert.equal(read({ Świadczeniobiorca: 'Anna Kaczmarek' }).projected.name, 'Anna Kaczmarek');
    assert.equal(read({ 'Name of Beneficiary': 'Esi Appiah' }).projected.name, 'Esi Appiah');
  });
  it("is read after every other key of the name: a policy's own name column wins", () => {
    const policy = read({ 'Nom et prénoms': 'Marc Roux', Bénéficiaire: 'Camille Roux' });
    assert.equal(policy.projected.name, 'Marc Roux');
    assert.ok(policy.unread.ignored.includes('Bénéficiaire'));
  });
  it("a benefit register and its payment of one person merge; another person's payment does not", () => {
    const register = { Nom: 'ROUX', Prénom: 'Camille', 'Date de naissance': '03/09/1984', 'N° allocataire': 'AL-558201' };
    const payment = { Bénéficiaire: 'Camille Roux', 'Date de naissance': '03-09-1984', Montant: '412,50' };
    assert.equal(person(register, payment).identity, 'same_entity');
    const other = { Bénéficiaire: 'Hugo Roux', 'Date de naissance': '21-06-2011', Montant: '412,50' };
    assert.notEqual(person(register, other).identity, 'same_entity');
  });
});

describe('letters whose stroke NFKD keeps are folded in a header', () => {
  it('in field-name form, as the pack writes its keys', () => {
    assert.equal(fieldNameForm('Właściciel'), 'wlasciciel');
    assert.equal(fieldNameForm('Płeć'), 'plec');
    assert.equal(fieldNameForm('Straße, Hausnr.'), 'strasse,_hausnr');
    assert.equal(fieldNameForm('Fødselsdato'), 'fodselsdato');
    // Plain ASCII and other accents as before.
    assert.equal(fieldNameForm('Prénoms'), 'prenoms');
    assert.equal(fieldNameForm('First Name'), 'first_name');
  });
  it("a Polish owner's, a deceased's and a sex column are read", () => {
    const r = read({ Właściciel: 'NOWAK, Jan', Płeć: 'M' });
    assert.equal(r.projected.name, 'NOWAK, Jan');
    assert.equal(r.projected.gender, 'M');
    assert.equal(read({ Zmarły: 'Stanisław Kowal' }).projected.name, 'Stanisław Kowal');
  });
  it("a dog licence and a vaccination certificate of one owner merge; the neighbour's do not", () => {
    const licence = { 'Nr licencji': 'PSY/2025/0412', Nazwisko: 'Lewandowska', Imię: 'Marta', Adres: 'ul. Lipowa 7, 30-001 Kraków', Telefon: '+48 601 222 414' };
    const vaccination = { Właściciel: 'LEWANDOWSKA Marta', Adres: 'UL. LIPOWA 7 KRAKÓW', 'Tel.': '601222414', Szczepionka: 'Rabisin' };
    assert.equal(person(licence, vaccination).identity, 'same_entity');
    const neighbour = { Właściciel: 'KRAWCZYK Ewa', Adres: 'UL. LIPOWA 9 KRAKÓW', 'Tel.': '601 880 113', Szczepionka: 'Rabisin' };
    assert.notEqual(person(licence, neighbour).identity, 'same_entity');
  });
});

describe("both parts of the name, then the record's person's role", () => {
  it('is the whole name, in French, Polish (the genitive) and English', () => {
    assert.equal(read({ 'Nom et prénom du participant': 'GIRAUD Paul' }).projected.name, 'GIRAUD Paul');
    assert.equal(read({ 'Imię i nazwisko właściciela': 'Marta Lewandowska' }).projected.name, 'Marta Lewandowska');
    assert.equal(read({ 'Imię i nazwisko zmarłego': 'Stanisław Kowal' }).projected.name, 'Stanisław Kowal');
    assert.equal(read({ 'Imię i nazwisko pacjenta': 'Ewa Nowak' }).projected.name, 'Ewa Nowak');
    assert.equal(read({ 'Surname and First Name of Applicant': 'MENSAH Kojo' }).projected.name, 'MENSAH Kojo');
  });
  it('reads its connectives and case endings from the pack data (role_keys.tail_connectives, tail_case_endings)', () => {
    const index = findPack('person')!.headerWords!;
    for (const w of ['of', 'the', 'du', 'de', 'la', 'von', 'van']) assert.ok(index.roleTailConnectives.has(w), w);
    assert.deepEqual(
      index.roleTailCaseEndings.map((e) => [e.ending, [...e.bases]]),
      [
        ['ego', ['y', 'i']],
        ['a', ['']],
      ],
    );
  });
  it("another party's name stays unread", () => {
    assert.equal(read({ 'Imię i nazwisko matki': 'Ewa Kowal' }).projected.name, undefined);
    assert.equal(read({ 'Nom et prénom de la mère': 'GIRAUD Anne' }).projected.name, undefined);
    assert.equal(read({ 'Surname and First Name of the Mother': 'MENSAH Akua' }).projected.name, undefined);
  });
  it("a dog licence and a rabies certificate of one owner merge on the owner's name, the chip and the phone", () => {
    const licence = { 'Nr chipa': '616093000412207', 'Imię i nazwisko właściciela': 'Marta Lewandowska', Telefon: '+48 601 222 414' };
    const rabies = { Właściciel: 'LEWANDOWSKA, Marta', 'Tel.': '601222414', 'Nr mikroczipa': '616 093 000412207' };
    assert.equal(person(licence, rabies).identity, 'same_entity');
    const husband = { Właściciel: 'LEWANDOWSKI, Piotr', 'Tel.': '601222414', 'Nr mikroczipa': '616 093 000519934' };
    assert.notEqual(person(licence, husband).identity, 'same_entity');
  });
});
