// Span rules added in session 29 (issue 13, classes held-out prose set 15 showed and earlier prose sets by other
// authors confirmed), on sentences written for this test: the spans handed in stand for what the tagger proposed,
// so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a street or venue named after a person, its kind written before the name, is a place (streetsNamedAfterPersons, address-tokens.json named_place_openers)', () => {
  it('reads a lower-case continental street word before the person in text of another language as the street', () => {
    const fr = 'Le conseil municipal a voté la réfection de la rue Louise Michel et du trottoir devant la mairie, le chantier commence en mars.';
    assert.deepEqual(refined(fr, at(fr, 'PER', 'Louise Michel')), ['LOC:rue Louise Michel']);
    const fr2 = "Les riverains de l'avenue Aristide Briand se plaignent du bruit des camions depuis le début des travaux.";
    assert.deepEqual(refined(fr2, at(fr2, 'PER', 'Aristide Briand')), ['LOC:avenue Aristide Briand']);
  });
  it('reads a stadium or road opener of Portuguese, Hausa and Swahili before the person as the venue', () => {
    const pt = 'O jogo de domingo no Estádio José Alvalade acabou empatado e os adeptos saíram calados para casa.';
    assert.deepEqual(refined(pt, at(pt, 'PER', 'José Alvalade')), ['LOC:Estádio José Alvalade']);
    const ha = 'Za a buga wasan karshe a Filin Wasa na Ahmadu Bello da ke Kaduna ranar Asabar mai zuwa.';
    assert.deepEqual(refined(ha, [...at(ha, 'PER', 'Ahmadu Bello'), ...at(ha, 'LOC', 'Kaduna')]), ['LOC:Filin Wasa na Ahmadu Bello', 'LOC:Kaduna']);
    const sw = 'Msongamano mkubwa wa magari umeripotiwa leo asubuhi kwenye barabara ya Jomo Kenyatta karibu na soko la mji.';
    assert.deepEqual(refined(sw, at(sw, 'PER', 'Jomo Kenyatta')), ['LOC:barabara ya Jomo Kenyatta']);
  });
  it('a span the tagger opened with the opener is the venue whole', () => {
    const pt = 'A final foi disputada no Estádio Dom Manuel Vieira e o treinador ficou satisfeito com a equipa.';
    assert.deepEqual(refined(pt, at(pt, 'PER', 'Estádio Dom Manuel Vieira')), ['LOC:Estádio Dom Manuel Vieira']);
  });
  it('reads a capitalised "Avenue" opening a street in English text, and a lower-case street written after a lower-case name', () => {
    const a = 'The inspector went to the wrong flat, on Avenue Félix Faure, and the tenant waited all day.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Félix Faure')), ['LOC:Avenue Félix Faure']);
    const b = 'traffic on obafemi awolowo road is terrible again, leave early';
    assert.deepEqual(refined(b, at(b, 'PER', 'obafemi awolowo')), ['LOC:obafemi awolowo road']);
  });
  it('counter-case: English "via", "place", "drive" and a street word closing the name before the person leave the person', () => {
    const a = 'I sent the documents via Kofi Boateng because the courier was late.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Kofi Boateng')), ['PER:Kofi Boateng']);
    const b = 'We walked down Park Avenue Grace Mensah waved from her balcony.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Grace Mensah')), ['PER:Grace Mensah']);
    const c = 'Avenue Kofi had never heard of, so we asked for directions twice.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Kofi')), ['PER:Kofi']);
    const d = 'please tell ama drive slowly, the road is wet';
    assert.deepEqual(refined(d, at(d, 'PER', 'ama')), ['PER:ama']);
    const e = 'The meeting is at my place Kwame Asante will bring the chairs.';
    assert.deepEqual(refined(e, at(e, 'PER', 'Kwame Asante')), ['PER:Kwame Asante']);
  });
});

describe('a heading in capitals at a line\'s start names the kind of text, not a person (capitalHeadings)', () => {
  it('drops a two-word heading of unknown words closed by a dash or a full stop', () => {
    const a = 'MATANGAZO YA KANISA — Parokia ya Kilimani\nJumapili ijayo kutakuwa na harambee baada ya misa.';
    assert.deepEqual(refined(a, at(a, 'PER', 'MATANGAZO YA KANISA')), []);
    const b = 'KENNISGEWING AAN LEDE. Die jaarvergadering word op Saterdag in die saal gehou.';
    assert.deepEqual(refined(b, at(b, 'PER', 'KENNISGEWING AAN LEDE')), []);
  });
  it('drops a heading with a digit in it, closed by a colon too', () => {
    const a = 'U16 HOCKEY: the boys drew 2-2 away and the coach was pleased.';
    assert.deepEqual(refined(a, at(a, 'PER', 'U16 HOCKEY')), []);
  });
  it('counter-case: a heading that names a known person, a one-word speaker label, a span not opening its line or holding lower case stays', () => {
    const a = 'ADAEZE OKONKWO — CURRICULUM VITAE\nProfile: an accountant with ten years in audit.';
    assert.deepEqual(refined(a, at(a, 'PER', 'ADAEZE OKONKWO')), ['PER:ADAEZE OKONKWO']);
    const b = 'OLUWASEGUN: Thank you for having me on the show.';
    assert.deepEqual(refined(b, at(b, 'PER', 'OLUWASEGUN')), ['PER:OLUWASEGUN']);
    const c = 'MISSING PERSON ZANELE KHUMALO — last seen in Umlazi on Friday.';
    assert.deepEqual(refined(c, at(c, 'PER', 'ZANELE KHUMALO')), ['PER:ZANELE KHUMALO']);
    const d = 'Nkechi Obi — our new treasurer — starts in May.';
    assert.deepEqual(refined(d, at(d, 'PER', 'Nkechi Obi')), ['PER:Nkechi Obi']);
    const e = 'TUNDE BAKARE: I was at the market that morning.';
    assert.deepEqual(refined(e, at(e, 'PER', 'TUNDE BAKARE')), ['PER:TUNDE BAKARE']);
  });
});

describe('an opener that is also a surname opens no street in English text (streetsNamedAfterPersons)', () => {
  it('counter-case: "Estrada" and "Puente" opening a person in English text stay the person', () => {
    const a = 'The referee, Estrada Miguel Torres, showed two yellow cards before half time.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Estrada Miguel Torres')), ['PER:Estrada Miguel Torres']);
    const b = 'The band played a tribute to Puente Rafael Ortiz at the festival.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Puente Rafael Ortiz')), ['PER:Puente Rafael Ortiz']);
  });
});
