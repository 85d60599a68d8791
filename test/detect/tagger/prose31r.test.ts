// Session 45's prose31r round (issue 13: prose set 31 as development data): a place that a police force, a public
// service or a record office is named after, the place first ("Cleveland Police", "Kenya Wildlife Service", "Western
// Cape Archives"), is inside the body's name (organisation-words.json `place_body_endings`, read by refine.ts
// placesInInstitutions). The span rules get the spans handed in (what the tagger would propose), so each check holds
// whatever the shipped weights say; every sentence is written for this test, none copied from the set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a place before a force, a public service or an archive that ends the name (placesInInstitutions)', () => {
  it('is inside the organisation, the capitalised words between them included', () => {
    const a = 'Officers from Thames Valley Police took a statement on Friday.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Thames Valley')), ['ORG:Thames Valley Police']);
    const b = 'She worked nine years for the Zambia Wildlife Service before retiring.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Zambia')), ['ORG:Zambia Wildlife Service']);
    const c = 'The deeds are now held by the Free State Archives, box 14.';
    assert.deepEqual(refined(c, at(c, 'LOC', 'Free State')), ['ORG:Free State Archives']);
    const d = 'FORWARDED TO: UGANDA POLICE\nREF: 22/19';
    assert.deepEqual(refined(d, at(d, 'LOC', 'UGANDA')), ['ORG:UGANDA POLICE']);
    const e = 'A letter from the Tanzania Police Service arrived.';
    assert.deepEqual(refined(e, at(e, 'LOC', 'Tanzania')), ['ORG:Tanzania Police Service']);
  });

  it('negative: the noun in lower case, on the next line, followed by another capitalised word, or not after the place', () => {
    const a = 'We reached Mombasa after the service ended.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Mombasa')), ['LOC:Mombasa']);
    const b = 'The police in Eldoret were called.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Eldoret')), ['LOC:Eldoret']);
    const c = 'Venue: Kisumu\nPolice escort arranged';
    assert.deepEqual(refined(c, at(c, 'LOC', 'Kisumu')), ['LOC:Kisumu']);
    // Another rule may run the place on over a facility's noun ("Station"); this one makes no organisation there.
    const placeOnly = (x: string[]) => x.length === 1 && x[0]!.startsWith('LOC:');
    const d = 'Fuel was bought at Naivasha Service Station on the way.';
    assert.ok(placeOnly(refined(d, at(d, 'LOC', 'Naivasha'))), refined(d, at(d, 'LOC', 'Naivasha')).join(' '));
    const e = 'Report it at Kilimani Police Station tonight.';
    assert.ok(placeOnly(refined(e, at(e, 'LOC', 'Kilimani'))), refined(e, at(e, 'LOC', 'Kilimani')).join(' '));
    const f = 'We stopped at Watford Gap Services for lunch.';
    assert.deepEqual(refined(f, at(f, 'LOC', 'Watford Gap')), ['LOC:Watford Gap']);
    const g = 'Greater Manchester Police Chief Constable spoke.';
    assert.deepEqual(refined(g, at(g, 'LOC', 'Greater Manchester')), ['LOC:Greater Manchester']);
  });
});

describe('a brotherhood, a club, a committee, an age grade, a fire brigade or a farming partnership named head first (headFirstInstitutions)', () => {
  it('is one organisation over the noun and the name the tagger read as a person or a place', () => {
    const es = 'El paso de la Cofradía de San Gonzalo sale a las 18:00.';
    assert.deepEqual(refined(es, at(es, 'LOC', 'San Gonzalo')), ['ORG:Cofradía de San Gonzalo']);
    const es2 = 'Ensayo de la Hermandad del Rocío el jueves, dice Pilar.';
    assert.deepEqual(refined(es2, [...at(es2, 'PER', 'Rocío'), ...at(es2, 'PER', 'Pilar')]), ['ORG:Hermandad del Rocío', 'PER:Pilar']);
    const it2 = 'Gara al Circolo Canottieri Lazio domenica.';
    assert.deepEqual(refined(it2, at(it2, 'LOC', 'Lazio')), ['ORG:Circolo Canottieri Lazio']);
    const ha = 'A yau Kwamitin Tsaro ya raba fitilu ga masu gadi.';
    assert.deepEqual(refined(ha, at(ha, 'PER', 'Kwamitin Tsaro')), ['ORG:Kwamitin Tsaro']);
    const ig = 'Ọgbọ Nkwọcha Umuahia ga-ezukọ na Satọde.';
    assert.deepEqual(refined(ig, at(ig, 'LOC', 'Umuahia')), ['ORG:Ọgbọ Nkwọcha Umuahia']);
    const pl = 'Zgłoszenie przyjęła OSP Wieliczka o 14:10.';
    assert.deepEqual(refined(pl, at(pl, 'LOC', 'Wieliczka')), ['ORG:OSP Wieliczka']);
    const fr = 'Les œufs viennent du GAEC des Trois Chênes cette semaine.';
    assert.deepEqual(refined(fr, at(fr, 'LOC', 'Trois Chênes')), ['ORG:GAEC des Trois Chênes']);
    const de = 'Die Schützengilde Lohne lädt zum Königsschießen.';
    assert.deepEqual(refined(de, at(de, 'PER', 'Schützengilde Lohne')), ['ORG:Schützengilde Lohne']);
  });

  it('negative: the place alone, a lower-case noun, or a name after another word stays as read', () => {
    const es = 'La procesión pasa por Triana a las ocho.';
    assert.deepEqual(refined(es, at(es, 'LOC', 'Triana')), ['LOC:Triana']);
    const it2 = 'Abbiamo parlato nel circolo con Mario Rossi.';
    assert.deepEqual(refined(it2, at(it2, 'PER', 'Mario Rossi')), ['PER:Mario Rossi']);
    const pl = 'Strażacy z OSP pojechali do Wieliczki.';
    assert.deepEqual(refined(pl, at(pl, 'LOC', 'Wieliczki')), ['LOC:Wieliczki']);
    // A club's seat after its own name stays a place.
    const seat = 'Domenica si gioca alla Società Bocciofila Aurora di Bergamo.';
    assert.deepEqual(refined(seat, at(seat, 'LOC', 'Bergamo')), ['LOC:Bergamo']);
    const de = 'Der Gilde-Abend war in Lohne.';
    assert.deepEqual(refined(de, at(de, 'LOC', 'Lohne')), ['LOC:Lohne']);
  });
});
