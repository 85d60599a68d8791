// Court names in the tagger's spans (issue 13): "court" is an institution noun of
// src/extract/organisation-words.json `of_heads`, so refine.ts placesInInstitutions reads the place after
// "Court of" as part of the court's name ("SUPREME COURT OF NIGERIA", "High Court of Kenya"): one organisation,
// no place of its own, as every prose held-out set marks it. The place after the court ("AT NAKURU", ", Lagos
// Division") stays a place, as the sets mark it too. The first block hands in spans as the tagger would propose
// them; the second runs the shipped tagger end to end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proposeEntities } from '../../../src/detect/tagger/index.js';
import { at, refined } from '../../helpers/refineSpans.js';

const spans = (text: string) => proposeEntities(text).map((p) => `${p.label}:${text.slice(p.start, p.end)}`);

describe('court names (refine.ts placesInInstitutions, organisation-words.json of_heads)', () => {
  it('reads a court, "of" and the place after it as one organisation, in capitals as in lower case', () => {
    const heading = 'IN THE SUPREME COURT OF NIGERIA\nHOLDEN AT ABUJA';
    assert.deepEqual(refined(heading, at(heading, 'LOC', 'NIGERIA', 'ABUJA')), ['ORG:SUPREME COURT OF NIGERIA', 'LOC:ABUJA']);
    const kenya = 'REPUBLIC OF KENYA\nIN THE HIGH COURT OF KENYA AT NAKURU';
    const kenyaSpans = [...at(kenya, 'LOC', 'KENYA'), { type: 'LOC' as const, start: kenya.indexOf('KENYA AT'), end: kenya.indexOf('KENYA AT') + 5 }, ...at(kenya, 'LOC', 'NAKURU')];
    assert.deepEqual(refined(kenya, kenyaSpans), ['LOC:KENYA', 'ORG:HIGH COURT OF KENYA', 'LOC:NAKURU']);
    const prose = 'He was convicted by the High Court of Kenya and later appealed.';
    assert.deepEqual(refined(prose, at(prose, 'LOC', 'Kenya')), ['ORG:High Court of Kenya']);
  });

  it('keeps the division after the comma a place', () => {
    const t = 'IN THE FEDERAL HIGH COURT OF NIGERIA, LAGOS DIVISION';
    assert.deepEqual(refined(t, at(t, 'LOC', 'NIGERIA', 'LAGOS')), ['ORG:FEDERAL HIGH COURT OF NIGERIA', 'LOC:LAGOS']);
  });

  it('reads a place and a court after it as one organisation ("Lagos High Court")', () => {
    const t = 'The matter is before the Lagos High Court this week.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Lagos')), ['ORG:Lagos High Court']);
  });

  it('negative: the words after a place on the next line, or after a heading\'s "IN THE", are no name of it', () => {
    const t = 'REPUBLIC OF KENYA\nIN THE COURT OF APPEAL AT BUNGOMA';
    assert.deepEqual(refined(t, at(t, 'LOC', 'KENYA', 'BUNGOMA')), ['LOC:KENYA', 'LOC:BUNGOMA']);
    const line = 'REPUBLIC OF GHANA\nHIGH COURT OF JUSTICE';
    assert.deepEqual(refined(line, at(line, 'LOC', 'GHANA')), ['LOC:GHANA']);
    const inThe = 'REFERRED FROM ACCRA TO THE CLINIC';
    assert.deepEqual(refined(inThe, at(inThe, 'LOC', 'ACCRA')), ['LOC:ACCRA']);
  });

  it('negative: a lower-case court takes no place in ("the court of public opinion", "a court in Lagos")', () => {
    const t = 'He was tried in the court of Lagos opinion and then a court in Accra.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Lagos', 'Accra')), ['LOC:Lagos', 'LOC:Accra']);
  });

  it('end to end: the shipped tagger reads no place inside a court name', () => {
    const heading = 'IN THE SUPREME COURT OF NIGERIA\nHOLDEN AT ABUJA ON FRIDAY, THE 3RD DAY OF MAY, 2024';
    const found = spans(heading);
    assert.ok(!found.includes('LOC:NIGERIA'), found.join(' | '));
    assert.ok(found.includes('ORG:SUPREME COURT OF NIGERIA'), found.join(' | '));
    for (const text of ['IN THE HIGH COURT OF KENYA AT NAKURU', 'The Court of Appeal of Ghana dismissed the appeal.', 'IN THE HIGH COURT OF SOUTH AFRICA']) {
      const places = spans(text).filter((s) => s.startsWith('LOC:'));
      assert.ok(!places.some((p) => /KENYA|Ghana|SOUTH AFRICA/.test(p)), `${text}: ${places.join(' | ')}`);
    }
  });
});
