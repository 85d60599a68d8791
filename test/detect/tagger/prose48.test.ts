// Session 48's prose48 round (issue 13, a method round: classes that recur across prose sets 1–26, fixed by a
// rule over the tagger's spans). A surname after a person's name particles read as a place (refine.ts
// placesAfterNameParticles, judgments.ts). The span rules get the spans handed in (what the tagger would
// propose), so each check holds whatever the shipped weights say; every sentence is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a surname after name particles read as a place is the person (judgments.ts placesAfterNameParticles)', () => {
  it('after a given name read as a person, the given name, particles and surname are one person', () => {
    const a = 'The minutes were taken by Annelie du Plooy at the meeting.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Annelie'), ...at(a, 'LOC', 'Plooy')]), ['PER:Annelie du Plooy']);
    const b = 'Ask Pieter van der Bijl about the keys.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Bijl')), ['PER:Pieter van der Bijl']);
  });

  it('after initials the initials open the name; after a title the particles do', () => {
    const a = 'Statement taken by K. de Plooy on Friday.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Plooy')), ['PER:K. de Plooy']);
    const b = 'We wrote again to mevr. van Rossem last week.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Rossem')), ['PER:van Rossem']);
  });

  it('Spanish "de las" / "de los" are particles; a whole name read as one place is the person', () => {
    const a = 'El premio fue para Nerea de las Morenas este año.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Nerea'), ...at(a, 'LOC', 'Morenas')]), ['PER:Nerea de las Morenas']);
    const b = 'Pour toute question, voir Baptiste de Sauvigny.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Baptiste de Sauvigny')), ['PER:Baptiste de Sauvigny']);
  });

  it('negative: a surname before "van" (Afrikaans "from") leaves the place after it a place', () => {
    const a = 'Mnr. Kobus Nel van Worcester het gebel.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Kobus Nel'), ...at(a, 'LOC', 'Worcester')]), ['PER:Kobus Nel', 'LOC:Worcester']);
  });

  it('negative: a town the gazetteer knows and no family name table lists stays a place, and so does a whole place name', () => {
    const a = 'Thabang van Johannesburg het die prys gewen.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Thabang'), ...at(a, 'LOC', 'Johannesburg')]), ['PER:Thabang', 'LOC:Johannesburg']);
    const b = 'Our cousins flew to Rio de Janeiro in May.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Rio de Janeiro')), ['LOC:Rio de Janeiro']);
  });

  it('negative: a capitalised word before "de" that is no given name leaves the place ("Calle de Alcalá")', () => {
    const a = 'The shop is on Calle de Alcalá near the park.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Alcalá')), ['LOC:Alcalá']);
    const b = 'Tickets from Hotel de Ville station only.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Ville')), ['LOC:Ville']);
  });
});

describe('a surname read as a person apart from its given name across particles is one person (placesAfterNameParticles)', () => {
  it('given name and surname read apart across "de las" are joined', () => {
    const a = 'Mañana preside la mesa Nerea de las Morenas, como siempre.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Nerea', 'Morenas')), ['PER:Nerea de las Morenas']);
  });

  it('negative: a surname before "van" and a person after it stay two ("the cow of")', () => {
    const a = 'Kampioen: Annelie van Koos Kruger, plaas Rietvlei.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Annelie', 'Koos Kruger')), ['PER:Annelie', 'PER:Koos Kruger']);
  });
});

describe('a person whose name holds lower-case particles lends its surname to its other mentions (mentions.ts sameTextMentions)', () => {
  it('"Annelie du Plessis" read once makes "Plessis" a person later in the text', () => {
    const a = 'Present: Annelie du Plessis (chair). Action: Plessis to send the minutes.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Annelie du Plessis')), ['PER:Annelie du Plessis', 'PER:Plessis']);
  });

  it('negative: a place after "van" stays a place at its other mentions, never the person\'s surname', () => {
    const a = 'Kobus Nel van Worcester called. Worcester had rain all week.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Kobus Nel'), ...at(a, 'LOC', 'Worcester')]), ['PER:Kobus Nel', 'LOC:Worcester', 'LOC:Worcester']);
  });
});

describe('negatives of the particle rule in other languages (placesAfterNameParticles)', () => {
  it('Hausa "da" (and) between two persons read in full leaves them two', () => {
    const a = 'Mun gode wa Malam Hadiza Sule da Hajiya Jamilu sosai.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Malam Hadiza Sule', 'Hajiya Jamilu')), ['PER:Malam Hadiza Sule', 'PER:Hajiya Jamilu']);
    const b = 'Mun gode wa Hadiza Sule da Jamilu sosai.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Hadiza Sule', 'Jamilu')), ['PER:Hadiza Sule', 'PER:Jamilu']);
  });
});
