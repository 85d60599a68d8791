// Span rules added in session 28 (issue 13, classes held-out prose set 14 showed and earlier prose sets by other
// authors confirmed), on sentences written for this test: the spans handed in stand for what the tagger proposed,
// so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a public body named head first before its seat is one organisation (headFirstInstitutions, organisation-words.json head_first_bodies, head_first_compound_endings)', () => {
  it('reads a German compound body (court, tenants\' association, utility) before its town as the organisation', () => {
    const a = 'Das Verwaltungsgericht Schwerin wies die Klage ab; Klägerin war Petra Hoffmann aus Wismar.';
    assert.deepEqual(refined(a, [...at(a, 'LOC', 'Schwerin', 'Wismar'), ...at(a, 'PER', 'Petra Hoffmann')]), ['ORG:Verwaltungsgericht Schwerin', 'PER:Petra Hoffmann', 'LOC:Wismar']);
    const b = 'Wir sind seit 2011 im Mieterverein Bonn und zahlen an die Stadtwerke Trier pünktlich.';
    assert.deepEqual(refined(b, [...at(b, 'LOC', 'Bonn', 'Trier')]), ['ORG:Mieterverein Bonn', 'ORG:Stadtwerke Trier']);
  });
  it('reads the listed bodies of other languages, with capitalised words and connectives between', () => {
    const nl = 'De Rechtbank Gelderland gaf Sanne Visser gelijk.';
    assert.deepEqual(refined(nl, [...at(nl, 'LOC', 'Gelderland'), ...at(nl, 'PER', 'Sanne Visser')]), ['ORG:Rechtbank Gelderland', 'PER:Sanne Visser']);
    const pt = 'Escrevi à Câmara Municipal de Tomar e ninguém respondeu. Rui Cardoso';
    assert.deepEqual(refined(pt, [...at(pt, 'LOC', 'Tomar'), ...at(pt, 'PER', 'Rui Cardoso')]), ['ORG:Câmara Municipal de Tomar', 'PER:Rui Cardoso']);
    const fr = 'Hugo est né au CHU de Rennes, pour la plus grande joie de Léa.';
    assert.deepEqual(refined(fr, [...at(fr, 'LOC', 'Rennes'), ...at(fr, 'PER', 'Hugo', 'Léa')]), ['PER:Hugo', 'ORG:CHU de Rennes', 'PER:Léa']);
    const pl = 'Sprawę rozpatrzy Sąd Rejonowy w Tarnowie, pozew złożyła Anna Zając.';
    assert.deepEqual(refined(pl, [...at(pl, 'LOC', 'Tarnowie'), ...at(pl, 'PER', 'Anna Zając')]), ['ORG:Sąd Rejonowy w Tarnowie', 'PER:Anna Zając']);
  });
  it('a person or place span that opens with the body noun is the body', () => {
    const text = 'Informações: Polícia Judiciária ou a tia, Inês Moura.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Polícia Judiciária', 'Inês Moura')), ['ORG:Polícia Judiciária', 'PER:Inês Moura']);
  });
  it('counter-case: a lower-case word after a body noun is a verb, and the person after it stays a person', () => {
    const de = 'Das Landgericht verurteilte Jonas Becker zu zwei Jahren.';
    assert.deepEqual(refined(de, at(de, 'PER', 'Jonas Becker')), ['PER:Jonas Becker']);
    const nl = 'De Gemeente belde Fenna Bakker terug.';
    assert.deepEqual(refined(nl, at(nl, 'PER', 'Fenna Bakker')), ['PER:Fenna Bakker']);
  });
  it('counter-case: a short word with the same ending, a comma and English court words are no head', () => {
    const a = 'Kissen aus Samt Bremen liefert, Amt Neuhaus nicht.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Bremen', 'Neuhaus')), ['LOC:Bremen', 'LOC:Neuhaus']);
    const b = 'Ausbildung: Sparkasse, Gera. Danach Umzug nach Jena.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Gera', 'Jena')), ['LOC:Gera', 'LOC:Jena']);
    const c = 'Before the First-tier Tribunal, Tribunal Judge Okafor found for the appellant; Police spokesman Kevin Doyle agreed.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Okafor', 'Kevin Doyle')), ['PER:Okafor', 'PER:Kevin Doyle']);
  });
});

describe('a district between "of" and a comma before a place is a place (ofDistrictBeforePlace)', () => {
  it('reads the unread district of a court list, a notice and a witness line as a place', () => {
    const a = 'Thabo Mokoena, 29, of Diepkloof, Soweto, was fined R2 000 for reckless driving.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Thabo Mokoena'), ...at(a, 'LOC', 'Soweto')]), ['PER:Thabo Mokoena', 'LOC:Diepkloof', 'LOC:Soweto']);
    const b = 'Notice is given that ESI MENSAH, formerly of Kotobabi, Accra, has changed her name.';
    assert.deepEqual(refined(b, [...at(b, 'PER', 'ESI MENSAH'), ...at(b, 'LOC', 'Accra')]), ['PER:ESI MENSAH', 'LOC:Kotobabi', 'LOC:Accra']);
  });
  it('a district read as an organisation or as a person gives way', () => {
    const a = 'Witness: Aoife Byrne of Drimnagh, Dublin, tel. 01 555 0192.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Aoife Byrne'), ...at(a, 'ORG', 'Drimnagh'), ...at(a, 'LOC', 'Dublin')]), ['PER:Aoife Byrne', 'LOC:Drimnagh', 'LOC:Dublin']);
    const b = 'Ngozi Eze, 44, of Wuse, Abuja, denied the charge.';
    assert.deepEqual(refined(b, [...at(b, 'PER', 'Ngozi Eze', 'Wuse'), ...at(b, 'LOC', 'Abuja')]), ['PER:Ngozi Eze', 'LOC:Wuse', 'LOC:Abuja']);
  });
  it('counter-case: an institution\'s complement, a brand, a street, a person or no place after the comma is left', () => {
    const a = 'She now heads the Faculty of Law, Kampala and the Bank of Industry, Lagos.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Kampala', 'Lagos')), ['LOC:Kampala', 'LOC:Lagos']);
    const b = 'Amina Yusuf of Wakanda Holdings, Mombasa, chaired; the chief executive of Zawadi, Kisumu, spoke.';
    assert.deepEqual(refined(b, [...at(b, 'ORG', 'Wakanda Holdings'), ...at(b, 'LOC', 'Mombasa', 'Kisumu'), ...at(b, 'PER', 'Amina Yusuf')]), ['PER:Amina Yusuf', 'ORG:Wakanda Holdings', 'LOC:Mombasa', 'LOC:Kisumu']);
    const c = 'John Doe, 33, of Mill Lane, Kendal, admitted theft.';
    assert.deepEqual(refined(c, [...at(c, 'PER', 'John Doe'), ...at(c, 'LOC', 'Kendal')]), ['PER:John Doe', 'LOC:Kendal']);
    const d = 'A tribute to the memory of Williams, Cardiff born and bred.';
    assert.deepEqual(refined(d, [...at(d, 'PER', 'Williams'), ...at(d, 'LOC', 'Cardiff')]), ['PER:Williams', 'LOC:Cardiff']);
    const e = 'The sentence was passed by the Recorder of Kenmare, Sinead Walsh KC.';
    assert.deepEqual(refined(e, at(e, 'PER', 'Sinead Walsh')), ['PER:Sinead Walsh']);
  });
});

describe('relatives listed by given name after a plural kin noun are persons (kinLists, refine.json kin_lists)', () => {
  it('reads the given names of an obituary\'s and a death notice\'s list of children', () => {
    const en = 'She is survived by her husband, Yaw; children Hope, Kwesi and Sunday; and nine grandchildren.';
    assert.deepEqual(refined(en, at(en, 'PER', 'Yaw', 'Kwesi')), ['PER:Yaw', 'PER:Hope', 'PER:Kwesi', 'PER:Sunday']);
    const es = 'Falleció en Zamora a los 88 años. Sus hijas, Pilar y Lucía; nietos y demás familia.';
    assert.deepEqual(refined(es, at(es, 'LOC', 'Zamora')), ['LOC:Zamora', 'PER:Pilar', 'PER:Lucía']);
    const fr = 'Ses petits-enfants Chloé, Mathis et Jade vous remercient.';
    assert.deepEqual(refined(fr, []), ['PER:Chloé', 'PER:Mathis', 'PER:Jade']);
  });
  it('splits two members the tagger read as one place, and drops the kin noun read as a place', () => {
    const text = 'Falleció en Soria a los 90 años. Sus nietos, Lucía y Andrés; sobrinos y demás familia.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Soria', 'Sus nietos', 'Lucía y Andrés')), ['LOC:Soria', 'PER:Lucía', 'PER:Andrés']);
  });
  it('a given name read as a place in the list is the relative', () => {
    const text = 'Their daughters Sydney and Florence both live in Bristol now.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Sydney', 'Florence', 'Bristol')), ['PER:Sydney', 'PER:Florence', 'LOC:Bristol']);
  });
  it('counter-case: bodies after "children", a possessive, a place after a preposition and a lone non-name are no list', () => {
    const a = 'The children, Social Services and Police were all informed.';
    assert.deepEqual(refined(a, []), []);
    const b = "The children's Christmas party is at Tema Community Centre; children in Kumasi get a bus.";
    assert.deepEqual(refined(b, at(b, 'LOC', 'Kumasi')), ['LOC:Kumasi']);
    const c = 'Für Kinder Bücher und Spiele gibt es im Erdgeschoss.';
    assert.deepEqual(refined(c, []), []);
    const e = 'By evening we could see Kinder Scout in the distance, and Sisters Grace and Mercy waved.';
    assert.deepEqual(refined(e, at(e, 'LOC', 'Kinder Scout')), ['LOC:Kinder Scout']);
    const d = 'Brothers Construction Ltd repaired the roof for the children Saturday.';
    assert.deepEqual(refined(d, at(d, 'ORG', 'Brothers Construction Ltd')), ['ORG:Brothers Construction Ltd']);
  });
});

describe('an institution named for its patron in the possessive is one organisation (possessiveInstitutions)', () => {
  it('joins the saint or sovereign, the possessive and the institution noun the tagger read apart', () => {
    const a = 'The funeral mass is at St Anne’s Cathedral on Friday at ten.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Anne'), ...at(a, 'ORG', 'Cathedral')]), ['ORG:St Anne’s Cathedral']);
    const b = 'Old boys of St. Patrick\'s Catholic Church choir meet monthly.';
    assert.deepEqual(refined(b, [...at(b, 'PER', 'Patrick'), ...at(b, 'ORG', 'Catholic Church')]), ['ORG:St. Patrick\'s Catholic Church']);
    const c = 'Referee: Mrs Ruth Banda, Deputy Head, Queen Elizabeth’s Grammar School';
    assert.deepEqual(refined(c, [...at(c, 'PER', 'Ruth Banda', 'Queen Elizabeth'), ...at(c, 'ORG', 'Grammar School')]), ['PER:Ruth Banda', 'ORG:Queen Elizabeth’s Grammar School']);
  });
  it('without a title, the institution noun must close the phrase', () => {
    const text = 'Schools attended: Aggrey Girls’ Secondary School\nHobbies: reading';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'Aggrey Girls'), ...at(text, 'ORG', 'Secondary School')]), ['ORG:Aggrey Girls’ Secondary School']);
  });
  it('counter-case: a person\'s possessive before a capitalised noun that runs on, or a span reaching out, stays as read', () => {
    const a = 'We finally paid Kofi\'s School Fees after the harvest.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Kofi')), ['PER:Kofi']);
    const b = 'Thandi Nkosi’s Church wedding was on Saturday.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Thandi Nkosi')), ['PER:Thandi Nkosi']);
    const c = 'The Kwame Nkrumah Memorial Trust’s Hospital appeal raised funds.';
    assert.deepEqual(refined(c, at(c, 'ORG', 'The Kwame Nkrumah Memorial Trust’s Hospital appeal')), ['ORG:The Kwame Nkrumah Memorial Trust’s Hospital appeal']);
  });
});
