import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../src/core/offsets.js';
import { findGazetteerPlaces, lookupPlace } from '../../src/lexicon/gazetteer.js';

const names = (text: string) => findGazetteerPlaces(text).map((h) => text.slice(h.start, h.end));

describe('gazetteer data', () => {
  it('holds world capitals, big cities and countries in several languages', () => {
    assert.equal(lookupPlace('Lagos')[0]?.country, 'NG');
    assert.equal(lookupPlace('Nairobi')[0]?.country, 'KE');
    assert.equal(lookupPlace('Berlin')[0]?.country, 'DE');
    assert.equal(lookupPlace('Deutschland')[0]?.kind, 'country');
    assert.equal(lookupPlace('Allemagne')[0]?.country, 'DE');
    assert.equal(lookupPlace('Nigeria')[0]?.kind, 'country');
    assert.ok((lookupPlace('Accra')[0]?.population ?? 0) > 1_000_000);
  });

  it('holds every Nigerian state, Kenyan county, Ghanaian region and South African province', () => {
    const regions = (country: string) => (name: string) =>
      lookupPlace(name).some((e) => e.kind === 'region' && e.country === country);
    for (const s of ['Lagos State', 'Akwa Ibom', 'Cross River', 'Zamfara', 'Rivers State', 'Federal Capital Territory']) {
      assert.ok(regions('NG')(s), s);
    }
    for (const c of ["Murang'a", 'Uasin Gishu', 'Tharaka-Nithi', 'Kiambu County', 'Homa Bay']) assert.ok(regions('KE')(c), c);
    for (const r of ['Greater Accra', 'Ashanti Region', 'Northern Region', 'Upper West Region', 'Western North']) {
      assert.ok(regions('GH')(r), r);
    }
    for (const p of ['Gauteng', 'KwaZulu-Natal', 'Western Cape', 'North West Province', 'Free State']) assert.ok(regions('ZA')(p), p);
  });

  it('resolves aliases to their canonical name', () => {
    assert.equal(lookupPlace('Joburg')[0]?.name, 'Johannesburg');
    assert.equal(lookupPlace('Ivory Coast')[0]?.country, 'CI');
    assert.equal(lookupPlace('Holland')[0]?.country, 'NL');
    assert.equal(lookupPlace('Britain')[0]?.country, 'GB');
    assert.equal(lookupPlace('yaounde')[0]?.name, 'Yaoundé');
    assert.deepEqual(lookupPlace('Atlantis-upon-Nowhere'), []);
  });

  it('knows Arabic-speaking countries\' cities without the article and with -a for -ah, as English prose writes them', () => {
    for (const [written, listed] of [
      ['Fallujah', 'Al Fallūjah'],
      ['Sulaymaniyah', 'As Sulaymānīyah'],
      ['Hilla', 'Al Ḩillah'],
      ['Samarra', 'Sāmarrā’'],
    ]) {
      const e = lookupPlace(written!)[0];
      assert.equal(e?.name, listed, written);
      assert.equal(e?.country, 'IQ', written);
    }
    assert.deepEqual(names('Families fled Fallujah for Basra and Diwaniyah.'), ['Fallujah', 'Basra', 'Diwaniyah']);
    // Only those countries' cities lose an article, and a bare form that is a person's name is not added.
    assert.deepEqual(lookupPlace('Paso'), []);
    assert.ok(!lookupPlace('Hassan').some((e) => e.country === 'IQ' && e.name !== 'Hassan'));
  });
});

describe('findGazetteerPlaces', () => {
  it('finds cities, neighbourhoods, regions and countries with the longest match', () => {
    const text = 'She moved from Ikeja, Lagos State to Victoria Island, then to Westlands, Nairobi, Kenya.';
    const hits = findGazetteerPlaces(text);
    assert.deepEqual(
      hits.map((h) => [text.slice(h.start, h.end), h.kind, h.country]),
      [
        ['Ikeja', 'city', 'NG'],
        ['Lagos State', 'region', 'NG'],
        ['Victoria Island', 'neighbourhood', 'NG'],
        ['Westlands', 'neighbourhood', 'KE'],
        ['Nairobi', 'city', 'KE'],
        ['Kenya', 'country', 'KE'],
      ],
    );
    assert.equal(hits[4]!.name, 'Nairobi');
    assert.ok((hits[4]!.population ?? 0) > 1_000_000);
  });

  it('matches multi-word, hyphenated, accented and upper-case names', () => {
    assert.deepEqual(names('Offices in Dar es Salaam, Sekondi-Takoradi, Côte d\'Ivoire, YAOUNDE and Frankfurt am Main.'), [
      'Dar es Salaam',
      'Sekondi-Takoradi',
      "Côte d'Ivoire",
      'YAOUNDE',
      'Frankfurt am Main',
    ]);
    assert.deepEqual(names('Born in the U.K. and raised in Cape Town.'), ['U.K.', 'Cape Town']);
  });

  it('ignores place words inside e-mail addresses and domains', () => {
    assert.deepEqual(names('Mail user@Nairobi.co.ke, Lagos@example.ng or www.Accra.gov.gh'), []);
  });

  it('ignores lower-case words and names broken across lines', () => {
    assert.deepEqual(names('the lagos office and the kano branch'), []);
    assert.deepEqual(names('Dar es\nSalaam'), []);
    assert.deepEqual(names('dar es salaam'), []);
  });

  it('drops one-word places that are usually ordinary words', () => {
    assert.deepEqual(names('May I help you? Nice to meet you. We met in March.'), []);
    assert.deepEqual(names('Split the bill. Reading is fun. Bath time. Mobile phones.'), []);
    assert.deepEqual(names('Of course. Can you come?'), []);
  });

  it('keeps ambiguous one-word places after a place cue or before a qualifier', () => {
    assert.deepEqual(names('He moved to Reading last year.'), ['Reading']);
    assert.deepEqual(names('Offices: Reading, UK and Mobile, USA.'), ['Reading', 'UK', 'Mobile', 'USA']);
    assert.deepEqual(names('We went to Nice and Split.'), ['Nice']);
  });

  it('keeps African cities that a naive stop-list would lose', () => {
    assert.deepEqual(names('Aba, Jos, Osu and Tema are busy.'), ['Aba', 'Jos', 'Osu', 'Tema']);
  });

  it('gives UTF-16 offsets that convert to code points after an emoji', () => {
    const text = '😀 Meet me in Accra 😀 or Kumasi';
    const hits = findGazetteerPlaces(text);
    assert.deepEqual(hits.map((h) => text.slice(h.start, h.end)), ['Accra', 'Kumasi']);
    const map = offsetMap(text);
    assert.deepEqual(
      hits.map((h) => [map.toCodePoint(h.start), map.toCodePoint(h.end)]),
      [
        [13, 18],
        [24, 30],
      ],
    );
  });
});
