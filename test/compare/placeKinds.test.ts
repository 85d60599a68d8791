// Places named by their kind in several languages (type-vocabulary.json place_kind, the place pack's kind_words
// and type comparator). Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../src/compare/comparators/placeName.js';
import { kindWordsRead } from '../../src/compare/comparators/typeVocabulary.js';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });
const kinds = { kind: 'placename', weight: 2, kind_words: 'place_kind' } as const;

describe('a place named by its kind in another language', () => {
  it('kind words are read as their kind, the connecting word after them set aside', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Soko la Mwembe Tayari'), ['market', 'mwembe', 'tayari']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Stage ya Ngara'), ['stop', 'ngara']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, "Gare de l'Ouest"), ['station', 'ouest']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kasuwar Rimi'), ['market', 'rimi']);
    // A last word is never dropped, however it reads.
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Soko la'), ['market', 'la']);
  });

  it('one market, stage or station under two languages\' names is one place (positive)', () => {
    assert.equal(comparePlaceNames('Soko la Mwembe Tayari', 'Mwembe Tayari Market', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Stage ya Ngara', 'Ngara bus stop', kinds)?.sim, 1);
    const r = place(
      { name: 'Soko la Mwembe Tayari', address: 'Mwembe Tayari Road, Mombasa' },
      { place_name: 'Mwembe Tayari Market', address: 'off Haile Selassie Rd, Mombasa', city: 'Mombasa' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('the kind reading never lowers what the names as written agree on (negative)', () => {
    const written = comparePlaceNames('Ngong Rd Taxi Rank', 'Ngong Taxi Rank', { kind: 'placename', weight: 2 })!.sim;
    assert.equal(comparePlaceNames('Ngong Rd Taxi Rank', 'Ngong Taxi Rank', kinds)!.sim, written);
  });

  it('two kinds of one area are two places, whatever else they share (adversarial)', () => {
    const r = place(
      { name: 'Soko la Kariakor', address: 'Racecourse Road, Nairobi', phone: '+254 20 555 0101' },
      { name: 'Kariakor Bus Station', address: 'Racecourse Road, Nairobi', phone: '020 555 0101' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.name_type_conflict !== undefined);
    // A name declaring two kinds (a station below a market) shares one with the station.
    const s = place(
      { name: 'Tema Station (below Tema Market)', address: 'Tema', digital_address: 'GT-0023-1188' },
      { name: 'Tema Station', digital_address: 'GT00231188' },
    );
    assert.equal(s.factors.name_type, 1);
  });

  it('the same code under two kinds of place still refutes by kind (adversarial)', () => {
    const r = place({ name: 'Madina Market', digital_address: 'GM-015-4402' }, { name: 'Madina Station', digital_address: 'GM0154402' });
    assert.notEqual(r.identity, 'same_entity');
  });
});

describe('more kinds of place named in the languages the sources write (session 26)', () => {
  it('a town hall, a gate, a police station, a stadium and a mosque read as their kinds', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Maison communale de Schaerbeek'), ['town_hall', 'schaerbeek']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Gemeentehuis van Jette'), ['town_hall', 'jette']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Lango la Kimana'), ['gate', 'kimana']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kituo cha Polisi Ruiru'), ['police_station', 'ruiru']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Msikiti wa Riyadha'), ['mosque', 'riyadha']);
    // The longest phrase wins: an airport is an 'uwanja wa ndege', not a stadium.
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Uwanja wa Ndege wa Malindi'), ['airport', 'malindi']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Uwanja wa Michezo Bukhungu'), ['stadium', 'bukhungu']);
  });

  it('one town hall, gate or police station under two languages\' names is one place (positive)', () => {
    assert.equal(comparePlaceNames('Maison communale de Schaerbeek', 'Schaerbeek Town Hall', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Gemeentehuis van Jette', 'Jette City Hall', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Lango la Kimana', 'Kimana Gate', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Kituo cha Polisi Ruiru', 'RUIRU POLICE STN', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Bwawa la kuogelea Nyayo', 'Nyayo Swimming Pool', kinds)?.sim, 1);
    const r = place(
      { site_name: 'Kituo cha Polisi Ruiru', address: 'Ruiru, off Thika Road', lat: -1.1466, lon: 36.9601 },
      { name: 'Ruiru Police Station', city: 'Ruiru', lat: -1.1467, lon: 36.9602 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('a bare word that only looks like a kind stays a word (negative)', () => {
    // 'Port' alone names cities (Port Harcourt, Port Elizabeth): only seaport, harbour and their translations are the kind.
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Port Harcourt Market'), ['port', 'harcourt', 'market']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Reserve Bank Plaza'), ['reserve', 'bank', 'plaza']);
  });

  it('venues of one sports centre that declare different kinds are two places (adversarial)', () => {
    const r = place(
      { name: 'Nyayo Stadium, Nyayo National Sports Centre', address: 'Aerodrome Road, Nairobi', lat: -1.3046, lon: 36.8253 },
      { name: 'Nyayo Swimming Pool, Nyayo National Sports Centre', address: 'Aerodrome Road, Nairobi', lat: -1.3052, lon: 36.8262 },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.name_type_conflict !== undefined);
    // An airport and a stadium of one town, both called 'uwanja' in Swahili.
    const s = place({ name: 'Uwanja wa Ndege wa Kisumu', city: 'Kisumu' }, { name: 'Uwanja wa Kisumu', city: 'Kisumu' });
    assert.notEqual(s.identity, 'same_entity');
  });
});

describe('a primary and a secondary school of one name (session 26)', () => {
  it('school levels read as their kinds in the sources\' languages (positive)', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Shule ya Msingi Kilimani'), ['primary_school', 'kilimani']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Laerskool Waterkloof'), ['primary_school', 'waterkloof']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Hoërskool Waterkloof'), ['secondary_school', 'waterkloof']);
    assert.equal(comparePlaceNames('Shule ya Msingi Kilimani', 'Kilimani Primary School', kinds)?.sim, 1);
  });

  it('a high school is a secondary school, not another kind (negative)', () => {
    const r = place(
      { name: 'Mukuyu Mixed Secondary School', city: 'Nyeri', site_code: '30411207' },
      { name: 'Mukuyu Mixed High School', city: 'Nyeri', site_code: '30411207' },
    );
    assert.equal(r.factors.name_type, 1);
  });

  it('a primary and a secondary school on one compound are two places (adversarial)', () => {
    const r = place(
      { name: 'St. Clare Gitugi Primary School', city: 'Murang\'a', lat: -0.7431, lon: 37.1502, site_code: '41220315' },
      { name: 'St. Clare Gitugi Secondary School', city: 'Murang\'a', lat: -0.7436, lon: 37.1509, site_code: '41220788' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.name_type_conflict !== undefined);
  });
});

describe('beaches, libraries, toll stations, prisons, malls, post offices and squares (session 27)', () => {
  it('each kind reads as itself in the languages the sources write (positive)', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Ufukwe wa Diani'), ['beach', 'diani']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Maktaba ya Kisumu'), ['library', 'kisumu']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kituo cha Ushuru cha Athi River'), ['toll_station', 'athi', 'river']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Lekki Toll Plaza'), ['lekki', 'toll_station']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Drakenstein Korrektiewe Sentrum'), ['drakenstein', 'prison']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kirikiri Medium Security Custodial Centre'), ['kirikiri', 'prison']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Menlyn Winkelsentrum'), ['menlyn', 'shopping_centre']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Tema P.O.'), ['tema', 'post_office']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Kerk-plein'), ['kerk', 'square']);
  });

  it('one place under its English name and another language\'s kind word is one name (positive)', () => {
    assert.equal(comparePlaceNames('Ufukwe wa Diani', 'Diani Beach', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Maktaba ya Kisumu', 'Kisumu Library', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Drakenstein Korrektiewe Sentrum', 'Drakenstein Correctional Centre', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Menlyn Winkelsentrum', 'Menlyn Shopping Centre', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Tema P.O.', 'Tema Post Office', kinds)?.sim, 1);
    assert.equal(comparePlaceNames('Church-plein', 'Church Square', kinds)?.sim, 1);
    const r = place(
      { name: 'Ufukwe wa Kikambala', city: 'Kilifi', lat: -3.8121, lon: 39.8203 },
      { name: 'Kikambala Beach', city: 'Kilifi', lat: -3.8122, lon: 39.8204 },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('a bare word that also names towns, streets and firms stays a word (negative)', () => {
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Strand'), ['strand']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Praia'), ['praia']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Cavendish Place'), ['cavendish', 'place']);
    assert.deepEqual(kindWordsRead('place_kind', undefined, 'Sarit Centre'), ['sarit', 'centre']);
  });

  it('a post office and a shopping centre of one name are two places (adversarial)', () => {
    const r = place(
      { name: 'Yaya Centre Post Office', city: 'Nairobi', lat: -1.2925, lon: 36.7875 },
      { name: 'Yaya Centre Mall', city: 'Nairobi', lat: -1.2926, lon: 36.7876 },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.ok(r.factors.name_type_conflict !== undefined);
  });
});
