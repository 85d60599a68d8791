// Session 25 (issue 13) span rules, on sentences written for this test: a place read as a person or an organisation
// right after a preposition whose object is a place (refine.json `spatial_prepositions`, refine.ts spatialPlaces), and
// the landform, park and road-feature heads of refine.json `facility_heads` (refine.ts facilities). The spans handed in
// stand for what the tagger proposed, so each rule is checked whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a place read as a person or an organisation after a preposition of place or direction (spatialPlaces)', () => {
  it('reads one unlisted word read as a person after "towards", "via" and "near" as a place', () => {
    const text = 'The van was last seen heading towards Kpehe, then back via Otukpo, and parked near Igumale overnight.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Kpehe', 'Otukpo', 'Igumale')), ['LOC:Kpehe', 'LOC:Otukpo', 'LOC:Igumale']);
  });
  it('reads two or three capitalised words after "near", "across" and "around" as a place, an English word after the first too', () => {
    const text = 'We camped near Wrekin Common, walked across Tollymore Forest Park and cycled around Lough Gur.';
    const out = refined(text, [...at(text, 'PER', 'Wrekin Common', 'Lough Gur'), ...at(text, 'ORG', 'Tollymore Forest Park')]);
    assert.deepEqual(out, ['LOC:Wrekin Common', 'LOC:Tollymore Forest Park', 'LOC:Lough Gur']);
  });
  it('reads an organisation span with no institution word after "outside" or "opposite" as a place', () => {
    const text = 'The stall stands outside Kibuye, opposite Gikomba, every Sunday.';
    assert.deepEqual(refined(text, at(text, 'ORG', 'Kibuye', 'Gikomba')), ['LOC:Kibuye', 'LOC:Gikomba']);
  });
  it('negative: a given name, a listed family name, a title and a possessive after the span keep the person', () => {
    const text = 'She sat near Kofi Boateng, felt warmth towards Mensah, walked towards Dr Ekwueme and waited outside Zanele’s gate.';
    const spans = at(text, 'PER', 'Kofi Boateng', 'Mensah', 'Dr Ekwueme', 'Zanele');
    assert.deepEqual(refined(text, spans), ['PER:Kofi Boateng', 'PER:Mensah', 'PER:Dr Ekwueme', 'PER:Zanele']);
  });
  it('negative: an organisation with an institution word, a brand, or written in capitals stays one', () => {
    const text = 'They protested outside Parliament, met near Tesco and parked across from NNPC.';
    const spans = at(text, 'ORG', 'Parliament', 'Tesco', 'NNPC');
    assert.deepEqual(refined(text, spans), ['ORG:Parliament', 'ORG:Tesco', 'ORG:NNPC']);
  });
  it('adversarial: other prepositions ("from", "through", "past", "to"), a capitalised "Near" and four words are not read', () => {
    const text = 'A note from Adjoa came through Otieno; we walked past Wanjiru to Kiprop. Near Gatundu, Muthoni spoke, near Alpha Beta Gamma Delta.';
    const spans = at(text, 'PER', 'Adjoa', 'Otieno', 'Wanjiru', 'Kiprop', 'Gatundu', 'Alpha Beta Gamma Delta');
    const out = refined(text, spans);
    for (const name of ['Adjoa', 'Otieno', 'Wanjiru', 'Kiprop', 'Alpha Beta Gamma Delta']) assert.ok(out.includes(`PER:${name}`), name);
  });
});

describe('names ending in a landform, park or road-feature noun are places (facilities, facility_heads)', () => {
  it('reads one to three capitalised words ending in Mountain, Hills, Heath, Roundabout, Lagoon or Dam as a place', () => {
    const text = 'We hiked Gorongosa Mountain, then the Nguru Hills; the bus waits at Wuye Roundabout, past Epe Lagoon and Bui Dam.';
    const out = refined(text, []);
    for (const place of ['Gorongosa Mountain', 'Nguru Hills', 'Wuye Roundabout', 'Epe Lagoon', 'Bui Dam']) assert.ok(out.includes(`LOC:${place}`), place);
  });
  it('reads an organisation span that is exactly such a name as the place, and a place inside it grows to it', () => {
    const text = 'The retreat is at Kitulo Escarpment; the boat crossed Keta Lagoon.';
    const out = refined(text, [...at(text, 'ORG', 'Kitulo Escarpment'), ...at(text, 'LOC', 'Keta')]);
    assert.deepEqual(out, ['LOC:Kitulo Escarpment', 'LOC:Keta Lagoon']);
  });
  it('negative: a person over the words, a given name opening them, or an institution word keeps the reading', () => {
    const text = 'Ruth Heath chaired it; Kwame Gardens spoke; Lakeside Marsh Trust Ltd paid.';
    const out = refined(text, [...at(text, 'PER', 'Ruth Heath'), ...at(text, 'ORG', 'Lakeside Marsh Trust Ltd')]);
    assert.ok(out.includes('PER:Ruth Heath'));
    assert.ok(!out.includes('LOC:Kwame Gardens'));
    assert.ok(out.includes('ORG:Lakeside Marsh Trust Ltd'));
  });
  it('adversarial: words left out of the list (Forest, Rock, Point, Common) read nothing by this rule', () => {
    const text = 'Ashford Forest lost again; Hard Rock reopened; Tipping Point aired; the Common Good was debated.';
    const out = refined(text, []);
    assert.ok(!out.some((s) => s.startsWith('LOC:')), out.join(' '));
  });
});
