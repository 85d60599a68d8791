// Legal forms of two different kinds of company in one country's law (data/type-vocabulary.json
// legal_form_kinds, read by the type comparator in the organisation domain): a public share company and a
// private limited company of one family's name are two companies. The names are made up for these tests.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compareTypes } from '../../../src/compare/comparators/typeKind.js';
import { legalFormsDiffer, validateTypeVocabulary } from '../../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../../src/compare/index.js';

const spec = { kind: 'type' as const, weight: 0, domain: 'organization' };
const sim = (a: string, b: string) => compareTypes(a, b, spec)?.sim;

describe('legal form kinds', () => {
  it('a public share company and a private limited company of one country disagree (positive)', () => {
    assert.equal(sim('Hormigones Vidal Peris S.A.', 'Vidal Peris Hormigones S.L.'), 0);
    assert.equal(sim('Ferragens Almeida Lda', 'Ferragens Almeida, S.A.'), 0);
    assert.equal(sim('Kystfisk Holding ApS', 'KYSTFISK A/S'), 0);
    assert.equal(sim('Transportes Ibarra Sociedad Anónima', 'Transportes Ibarra Sociedad Limitada'), 0);
    assert.equal(sim('Meubles Garnier SA', 'Meubles Garnier SARL'), 0);
    assert.equal(sim('Oleodinamica Ferri S.p.A.', 'Oleodinamica Ferri S.r.l.'), 0);
  });

  it('forms of one kind, or one form written two ways, do not disagree (negative)', () => {
    assert.equal(sim('Meubles Garnier SARL', 'Meubles Garnier SAS'), 1);
    assert.equal(sim('Hormigones Vidal S.A.', 'HORMIGONES VIDAL SOCIEDAD ANONIMA'), 1);
    assert.equal(legalFormsDiffer('Kystfisk ApS', 'Kystfisk Anpartsselskab'), false);
    assert.equal(legalFormsDiffer('Brouwerij Claes BV', 'Brasserie Claes SRL'), false);
  });

  it('a form is read only at the end of the name, and a country only when both names write its forms (adversarial)', () => {
    // SA at the start names South Africa, not a société anonyme.
    assert.equal(legalFormsDiffer('SA Fruit Exporters SL', 'SA Fruit Exporters Ltd'), false);
    assert.equal(legalFormsDiffer('SA Fruit Exporters Ltd', 'Fruit Exporters SARL'), false);
    // A Norwegian AS is private and an ASA public; a Danish A/S is public: AS against ASA reads as Norway.
    assert.equal(legalFormsDiffer('Fjordlaks AS', 'Fjordlaks ASA'), true);
    // Forms the file leaves out (UK plc and Ltd) are not read here.
    assert.equal(legalFormsDiffer('Harrowgate Holdings plc', 'Harrowgate Holdings Limited'), false);
  });

  it('two records of a family S.A. and S.L. go to review; one registration number lifts it', () => {
    const a = { name: 'Hormigones Vidal Peris SA', tax_id: 'A12345674', tax_id_country: 'ES' };
    const b = { name: 'Hormigones Vidal Peris S.L.', registration_id: 'B-12987651', registration_country: 'ES' };
    assert.notEqual(compare({ a, b, entity: 'organisation' }).identity, 'same_entity');
    const c = { name: 'HORMIGONES VIDAL PERIS SL', tax_id: 'A12345674', tax_id_country: 'ES' };
    assert.equal(compare({ a, b: c, entity: 'organisation' }).identity, 'same_entity');
  });

  it('Czech, Slovak, Estonian and Greek forms: in full, abbreviated or glossed in English are one form (positive, session 30)', () => {
    const same = (a: string, b: string) => compare({ a: { name: a }, b: { name: b }, entity: 'organisation' }).identity;
    assert.equal(same('BRNENSKE SKLADY, SPOLECNOST S RUCENIM OMEZENYM', 'Brnenske Sklady spol. s r.o.'), 'same_entity');
    assert.equal(same('Brněnské sklady, společnost s ručením omezeným', 'BRNENSKE SKLADY S.R.O.'), 'same_entity');
    assert.equal(same('PAEKIVI TARKVARA OÜ', 'Paekivi Tarkvara Ltd'), 'same_entity');
    assert.equal(same('PAEKIVI TARKVARA OU', 'Paekivi Tarkvara Osaühing'), 'same_entity');
    assert.equal(same('KORINTHOS METAFORIKI MONOPROSOPI IKE', 'Korinthos Metaforiki Single Member P.C.'), 'same_entity');
    assert.equal(same('KORINTHOS METAFORIKI A.E.', 'Korinthos Metaforiki S.A.'), 'same_entity');
  });

  it('a public and a private company of those countries disagree; forms of one kind do not (negative, session 30)', () => {
    assert.equal(legalFormsDiffer('Brnenske Sklady a.s.', 'Brnenske Sklady s.r.o.'), true);
    assert.equal(legalFormsDiffer('Tatranske Pivo a.s.', 'Tatranske Pivo spol. s r.o.'), true);
    assert.equal(legalFormsDiffer('Paekivi AS', 'Paekivi OÜ'), true);
    assert.equal(legalFormsDiffer('Korinthos Metaforiki AE', 'Korinthos Metaforiki IKE'), true);
    assert.equal(legalFormsDiffer('Korinthos Metaforiki EPE', 'Korinthos Metaforiki I.K.E.'), false);
    assert.equal(legalFormsDiffer('Brnenske Sklady s.r.o.', 'Brnenske Sklady spolecnost s rucenim omezenym'), false);
  });

  it('the new forms are read only as a name\'s last words (adversarial, session 30)', () => {
    // OU at the start (a university's initials) and AE inside a name are no legal form.
    assert.equal(legalFormsDiffer('OU Press AS', 'OU Press ASA'), true);
    assert.equal(legalFormsDiffer('AE Systems s.r.o.', 'AE Systems Ltd'), false);
    assert.notEqual(compare({ a: { name: 'Sokol Trade s.r.o.' }, b: { name: 'Sokol Trade a.s.' }, entity: 'organisation' }).identity, 'same_entity');
  });

  it('a legal form kind without words is refused at load', () => {
    const raw = JSON.parse(readFileSync(new URL('../../../src/compare/data/type-vocabulary.json', import.meta.url), 'utf8'));
    raw.legal_form_kinds[0].kinds.PUBLIC.push('.');
    assert.throws(() => validateTypeVocabulary(raw));
  });
});
