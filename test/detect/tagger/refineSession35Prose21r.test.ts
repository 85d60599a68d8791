// Span rules changed in session 35 (issue 13, prose21r round: a class kept only where prose set 21 and an earlier set
// by another author both show it), on texts written for this test: the spans handed in stand for what the tagger
// proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a place after a preposition that holds its article, in another language (articleLocativePlaces)', () => {
  it('German "im", French "au", Spanish "en": the person read there is the place', () => {
    const de = 'Am Sonntag treffen sich alle Mitglieder im Hallenbad Nord, danach gibt es Kuchen für die ganze Gruppe.';
    assert.deepEqual(refined(de, at(de, 'PER', 'Hallenbad Nord')), ['LOC:Hallenbad Nord']);
    const fr = 'La troupe joue la pièce au Moulin Vert tous les soirs de la semaine prochaine, venez nombreux avec vos amis.';
    assert.deepEqual(refined(fr, at(fr, 'PER', 'Moulin Vert')), ['LOC:Moulin Vert']);
    const es = 'El equipo ganó el torneo en Lomas Moreno con una ventaja de tres golpes sobre los demás y celebró toda la noche.';
    assert.deepEqual(refined(es, at(es, 'PER', 'Lomas Moreno')), ['LOC:Lomas Moreno']);
  });
  it('a venue named with its town is read whole, and a results heading too short to tell its language is read', () => {
    const fr = 'Huis clos, de Jean-Paul Sartre, se joue au Petit Moulin de Reims jusqu\'au 12 avril, avec une troupe locale très applaudie.';
    assert.deepEqual(refined(fr, [...at(fr, 'PER', 'Petit Moulin'), ...at(fr, 'LOC', 'Reims')]), ['LOC:Petit Moulin de Reims']);
    const de = 'Vereinsmeisterschaft – Schwimmfest im Nordbad, Kiel\n1. Becker, Jana 31.20';
    assert.deepEqual(refined(de, [...at(de, 'PER', 'Nordbad'), ...at(de, 'LOC', 'Kiel')]), ['LOC:Nordbad', 'LOC:Kiel']);
  });
  it('negative: a given name, a known surname alone or a title after the word stays a person', () => {
    const es = 'Todos confían en Marta Ruiz y en García para organizar la fiesta del barrio este año con los vecinos.';
    assert.deepEqual(refined(es, at(es, 'PER', 'Marta Ruiz', 'García')), ['PER:Marta Ruiz', 'PER:García']);
    const af = 'Ons het gister saam met Pieter en Anna na die dorp gery en daar vir die hele dag gebly en gekuier.';
    assert.deepEqual(refined(af, at(af, 'PER', 'Pieter', 'Anna')), ['PER:Pieter', 'PER:Anna']);
    const nl = 'De spreker was Marieke de Boer en Pieter-Jan Smits gaf daarna een korte demonstratie voor alle aanwezigen.';
    assert.deepEqual(refined(nl, at(nl, 'PER', 'Pieter-Jan Smits')), ['PER:Pieter-Jan Smits']);
  });
  it('negative: in English text the words are no cue ("im" is chat English for "I\'m")', () => {
    const t = 'hey everyone im Tarquinius and i just joined the group, looking forward to the rides this summer';
    assert.deepEqual(refined(t, at(t, 'PER', 'Tarquinius')), ['PER:Tarquinius']);
  });
});

describe("the tail of a heading in capitals read as a person (capitalHeadingTails)", () => {
  it('the words after the heading\'s first word, none of them a known name, are no person', () => {
    const t = 'FACTURA DE SUMINISTRO – Aguas del Norte\nCliente: Pedro Alonso';
    assert.deepEqual(refined(t, at(t, 'PER', 'DE SUMINISTRO', 'Pedro Alonso')), ['PER:Pedro Alonso']);
    const u = 'NOTIFICA DI SFRATTO\nGentile signora Bianchi, la informiamo che il contratto scade.';
    assert.deepEqual(refined(u, at(u, 'PER', 'DI SFRATTO', 'Bianchi')), ['PER:Bianchi']);
  });
  it('negative: a known name after a heading word, and a name after a label\'s colon, stay persons', () => {
    const t = 'CANDIDATE KWAKU ANSAH\nResult: pass with merit in all papers.';
    assert.deepEqual(refined(t, at(t, 'PER', 'KWAKU ANSAH')), ['PER:KWAKU ANSAH']);
    const u = 'ATTN: TSHIRIMBERE NDOVELA — please collect the parcel at the front desk.';
    assert.deepEqual(refined(u, at(u, 'PER', 'TSHIRIMBERE NDOVELA')), ['PER:TSHIRIMBERE NDOVELA']);
  });
});
