import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../../src/core/offsets.js';
import { detectLocations, lexicalDetectors } from '../../../src/detect/lexical/index.js';

const places = (text: string) => detectLocations(text).map((s) => text.slice(s.start, s.end));

describe('location detector (PII-4-LOCATION)', () => {
  it('reports gazetteer places with country and kind', () => {
    const text = 'Delivered to Lekki, Lagos, Nigeria; billed in Sandton, Gauteng.';
    const spans = detectLocations(text);
    assert.deepEqual(
      spans.map((s) => [text.slice(s.start, s.end), s.metadata?.country, s.metadata?.kind]),
      [
        ['Lekki', 'NG', 'city'],
        ['Lagos', 'NG', 'city'],
        ['Nigeria', 'NG', 'country'],
        ['Sandton', 'ZA', 'city'],
        ['Gauteng', 'ZA', 'region'],
      ],
    );
    for (const s of spans) {
      assert.equal(s.category, 'PII-4-LOCATION');
      assert.equal(s.detector, 'rule:locations_gazetteer');
      assert.equal(s.confidence, 0.9);
    }
  });

  it('drops place words that are part of a person name', () => {
    assert.deepEqual(places('Florence Nightingale and Paris Hilton visited Paris.'), ['Paris']);
    assert.deepEqual(places('Victoria Okonkwo lives in Victoria Island.'), ['Victoria Island']);
  });

  it('drops stop-listed words and lower-case text', () => {
    assert.deepEqual(places('May I help? In March we met. the lagos office'), []);
  });

  it('maps offsets to code points after an emoji', () => {
    const text = '🇳🇬 Office: Abuja';
    const [s] = detectLocations(text);
    assert.ok(s);
    const map = offsetMap(text);
    assert.deepEqual([map.toCodePoint(s.start), map.toCodePoint(s.end)], [11, 16]);
  });

  it('runs through the registry detector', () => {
    const det = lexicalDetectors.find((d) => d.name === 'locations_gazetteer')!;
    assert.deepEqual(
      det.detect('Nairobi', { jurisdiction: null }).map((s) => s.metadata?.country),
      ['KE'],
    );
  });
});

describe('a chat reply of a cue language is no place (session 24, name-stoplist.json nameOpeners)', () => {
  it('drops a Polish or Portuguese reply the gazetteer also holds, in text of another language', () => {
    const pl = 'Czy rower jest jeszcze dostępny?\nOdpowiedź: Tak. Odbiór możliwy jutro w Gdańsku po południu.';
    assert.ok(!places(pl).includes('Tak'), places(pl).join(' | '));
    const pt = 'A bicicleta ainda está disponível?\nResposta: Sim, pode vir buscar amanhã a Braga depois do almoço.';
    assert.ok(!places(pt).includes('Sim'), places(pt).join(' | '));
    assert.ok(places(pt).includes('Braga'), places(pt).join(' | '));
  });
  it('counter-case: in an English text the place stays', () => {
    const text = 'We crossed from Mae Sot into Tak province last year and stayed two nights in Tak.';
    assert.ok(places(text).includes('Tak'), places(text).join(' | '));
  });
});
