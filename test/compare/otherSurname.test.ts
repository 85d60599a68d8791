// One woman under two surnames: a marker inside the name (née, geb., z domu, épouse;
// data/name-surname-markers.json), a double-barrelled married surname against the maiden one, and a
// maiden name sent in a field of its own (person pack composed.name.also). The name is read both ways
// and the better agreement kept; households and namesakes stay apart.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { splitOtherSurname } from '../../src/compare/comparators/nameHonours.js';
import { compareNames, personNameSimilarity } from '../../src/compare/comparators/personName.js';
import { compare } from '../../src/compare/index.js';
import { readRecord } from '../../src/compare/records.js';
import { findPack } from '../../src/compare/packs.js';

describe('a second surname inside the name', () => {
  it('née, geb., z domu and épouse give the other surname', () => {
    assert.ok(personNameSimilarity('Adwoa Boateng née Sarpong', 'Adwoa Akosua Sarpong') >= 0.85);
    assert.ok(personNameSimilarity('Adwoa Boateng née Sarpong', 'Adwoa Boateng') >= 0.99);
    assert.ok(personNameSimilarity('Helga Braun geb. Vogel', 'Helga Vogel') >= 0.99);
    assert.ok(personNameSimilarity('Anna Nowak z domu Wiśniewska', 'Anna Wisniewska') >= 0.99);
    assert.ok(personNameSimilarity('Claire Petit épouse Lefèvre', 'Claire Lefevre') >= 0.99);
    assert.deepEqual(splitOtherSurname(['anna', 'nowak', 'z', 'domu', 'kowalska']), { before: ['anna', 'nowak'], other: ['kowalska'] });
  });

  it('a marker word that stands where a surname does is the surname', () => {
    assert.equal(splitOtherSurname(['max', 'born']), null);
    assert.ok(personNameSimilarity('Max Born', 'Max Weber') < 0.85);
    assert.equal(splitOtherSurname(['ann', 'nee', 'a', 'b', 'c']), null);
  });

  it('adversarial: a sister-in-law of the married surname is still another given name', () => {
    const r = compareNames('Adwoa Boateng née Sarpong', 'Akua Boateng');
    assert.equal(r?.conflict, true);
    assert.ok(personNameSimilarity('Adwoa Boateng née Sarpong', 'Akua Sarpong') < 0.85);
  });
});

describe('a double-barrelled married surname', () => {
  it('agrees with the maiden surname alone and with the husband\'s alone', () => {
    assert.ok(personNameSimilarity('Wanjiru Kariuki-Mwangi', 'Wanjiru Njeri Kariuki') >= 0.85);
    assert.ok(personNameSimilarity('Wanjiru Kariuki-Mwangi', 'Wanjiru Mwangi') >= 0.99);
    assert.ok(personNameSimilarity("Siobhan O'Neill-Hughes", "Siobhan O'Neill") >= 0.99);
  });

  it('a name of one word and a hyphenated surname is not split', () => {
    assert.ok(personNameSimilarity('Kariuki-Mwangi', 'Mwangi') < 0.99);
  });

  it('adversarial: another given name beside one half is a household, not the same woman', () => {
    const r = compareNames('Wanjiru Kariuki-Mwangi', 'Njoki Kariuki');
    assert.ok(r !== null && (r.conflict === true || r.sim < 0.85));
  });
});

describe('maiden name in a field of its own', () => {
  const married = { first_name: 'Thandeka', surname: 'Zulu', maiden_name: 'Mthembu', dob: '1979-08-02', phone: '0824417731' };
  const maiden = { name: 'Thandeka Nomsa Mthembu', date_of_birth: '02/08/1979', mobile: '+27824417731' };

  it('is read into the name after née, whether the name came whole or in parts', () => {
    const person = findPack('person')!;
    assert.equal(readRecord(person, married).projected['name'], 'Thandeka Zulu née Mthembu');
    assert.equal(readRecord(person, { name: 'Thandeka Zulu', birth_surname: 'Mthembu' }).projected['name'], 'Thandeka Zulu née Mthembu');
    assert.deepEqual(readRecord(person, married).unread.ignored, []);
  });

  it('links the married record to the maiden one', () => {
    assert.equal(compare({ a: married, b: maiden, entity: 'person' }).identity, 'same_entity');
    const { maiden_name: _, ...without } = married;
    assert.notEqual(compare({ a: without, b: maiden, entity: 'person' }).identity, 'same_entity');
  });

  it('without a name it is ignored and named as such', () => {
    const r = readRecord(findPack('person')!, { maiden_name: 'Mthembu', dob: '1979-08-02' });
    assert.equal(r.projected['name'], undefined);
    assert.deepEqual(r.unread.ignored, ['maiden_name']);
  });

  it('the first listed key wins and the other is ignored', () => {
    const r = readRecord(findPack('person')!, { name: 'Thandeka Zulu', former_surname: 'Dube', maiden_name: 'Mthembu' });
    assert.equal(r.projected['name'], 'Thandeka Zulu née Mthembu');
    assert.deepEqual(r.unread.ignored, ['former_surname']);
  });

  it('adversarial: a namesake born another day is not merged through the maiden name', () => {
    assert.notEqual(compare({ a: married, b: { ...maiden, date_of_birth: '1955-01-19', mobile: '0731112233' }, entity: 'person' }).identity, 'same_entity');
  });
});

describe('a married woman\'s title', () => {
  it('Mrs with two given names: the surname may be the married one', () => {
    assert.ok(personNameSimilarity('Mrs Achieng Atieno Otieno', 'Achieng Atieno Onyango') >= 0.85);
    assert.ok(personNameSimilarity('Mme Claire Sophie Martin', 'Claire Sophie Lefevre') >= 0.85);
  });

  it('negative: without the title, or after Miss or Ms, another surname is another surname', () => {
    assert.ok(personNameSimilarity('Achieng Atieno Otieno', 'Achieng Atieno Onyango') < 0.85);
    assert.ok(personNameSimilarity('Miss Achieng Atieno Otieno', 'Achieng Atieno Onyango') < 0.85);
    assert.ok(personNameSimilarity('Ms Achieng Atieno Otieno', 'Achieng Atieno Onyango') < 0.85);
  });

  it('negative: one given name alone is not enough', () => {
    assert.ok(personNameSimilarity('Mrs Achieng Otieno', 'Achieng Onyango') < 0.85);
  });

  it('adversarial: another middle name under another surname stays apart', () => {
    assert.ok(personNameSimilarity('Mrs Achieng Atieno Otieno', 'Achieng Akinyi Onyango') < 0.85);
  });
});
