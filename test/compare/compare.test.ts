import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { canonicalSha256 } from '../../src/core/canonicalJson.js';
import { contentId } from '../../src/core/ids.js';
import { ENGINE } from '../../src/core/version.js';
import { type CompareRequest, compare, compareDetailed } from '../../src/compare/index.js';
import { findPack } from '../../src/compare/packs.js';

const adesola: CompareRequest = {
  a: { name: 'Adesola Okonkwo', national_id: '12345678901' },
  b: { name: 'Adesola E. Okonkwo', national_id: '12345678901' },
  entity: 'person',
};
const kijaniLtd = { name: 'Kijani Tea Exporters Ltd', registration_id: 'CPR/2011/55501' };
const kijaniLimited = { name: 'Kijani Tea Exporters Limited', registration_id: 'CPR-2011-55501' };

describe('compare: acceptance', () => {
  it('Adesola Okonkwo / Adesola E. Okonkwo with one national id → same_entity / merge with an xwd: id and full pins', () => {
    const r = compare(adesola);
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.action, 'merge');
    assert.equal(r.basis, 'pack:person');
    assert.match(r.decision_id, /^xwd:sha256:[0-9a-f]{64}$/);
    assert.equal(r.recorded, false);
    assert.equal(r.factors.national_id, 1);
    assert.ok(r.factors.name! >= 0.8);
    assert.deepEqual(Object.keys(r.pins).sort(), [
      'block',
      'comparators_sha256',
      'distinctive_floor',
      'engine',
      'entity_pack',
      'review_margin',
      'tf',
      'threshold',
    ]);
    assert.deepEqual(r.pins, {
      engine: ENGINE,
      comparators_sha256: findPack('person')!.comparatorsSha256,
      block: 'none',
      threshold: 0.7,
      review_margin: 0.15,
      distinctive_floor: 0.75,
      tf: 'shipped:person',
      entity_pack: 'person',
    });
    assert.match(r.explanation, /agrees on .*national_id/);
    for (const v of Object.values(r.factors)) assert.equal(v, Number(v.toFixed(4)));
  });

  it('the default entity is person', () => {
    const { entity: _, ...withoutEntity } = adesola;
    assert.equal(compare(withoutEntity).decision_id, compare(adesola).decision_id);
  });

  it('a shared common name alone is never a merge', () => {
    const r = compare({ a: { name: 'Ibrahim Musa' }, b: { name: 'Ibrahim Musa' }, entity: 'person' });
    assert.notEqual(r.action, 'merge');
    assert.equal(r.identity, 'review');
    assert.match(r.explanation, /distinctive-signal gate/);
    const org = compare({ a: { name: 'Central Cooperative Society' }, b: { name: 'Central Cooperative Society' }, entity: 'organisation' });
    assert.equal(org.identity, 'review');
    for (const name of ['John Smith', 'Mary Johnson', 'Mohammed Bello', 'Mitchell Green', 'Fatima Abubakar', 'Kwame Mensah']) {
      assert.equal(compare({ a: { name }, b: { name } }).identity, 'review', name);
    }
    // A rare name is a distinctive signal by itself (the gate's name-token route).
    assert.equal(compare({ a: { name: 'Adesola Okonkwo' }, b: { name: 'Adesola Okonkwo' } }).identity, 'same_entity');
  });

  it('the same name with two different national ids is never a merge', () => {
    const r = compare({
      a: { name: 'Ibrahim Musa', national_id: '12345678901', phone: '0803 555 0111' },
      b: { name: 'Ibrahim Musa', national_id: '99999999999', phone: '0803 555 0111' },
    });
    assert.equal(r.identity, 'different');
    assert.equal(r.action, 'no_op');
    assert.match(r.explanation, /national_id differs/);
    const rare = compare({ a: { name: 'Chukwuemeka Okafor', national_id: '12345678901' }, b: { name: 'Emeka Okafor', national_id: '99999999999' } });
    assert.equal(rare.identity, 'different');
    // One keystroke apart with nothing but the name and an e-mail behind it: still a refutation — review.
    const typo = compare({
      a: { name: 'Adesola Okonkwo', national_id: '12345678901', email: 'ade@example.com' },
      b: { name: 'Adesola Okonkwo', national_id: '12345678902', email: 'ade@example.com' },
    });
    assert.equal(typo.identity, 'review');
    assert.equal(typo.action, 'hold');
    assert.match(typo.explanation, /refuted by national_id/);
    // Two keystrokes apart is another id, however much else agrees (name, date of birth, address).
    const full = { name: 'Adesola Okonkwo', dob: '1980-03-12', address: '12 Awolowo Road, Ikoyi, Lagos 101233' };
    for (const other of ['12345678923', '12345678', '1234567890123', '21345678910']) {
      const r2 = compare({ a: { ...full, national_id: '12345678901' }, b: { ...full, national_id: other } });
      assert.equal(r2.identity, 'different', other);
      assert.match(r2.explanation, /national_id differs/);
    }
  });

  it('an id one keystroke off is a keying error only when name + date of birth or name + address corroborate it', () => {
    const base = { name: 'Adesola Okonkwo', national_id: '12345678901' };
    const dob = '1980-03-12';
    const address = '12 Awolowo Road, Ikoyi, Lagos 101233';
    // substitution, adjacent transposition, deletion, insertion
    for (const other of ['12345678902', '12345687901', '1234567801', '123456789011']) {
      const withDob = compare({ a: { ...base, dob }, b: { ...base, national_id: other, dob } });
      assert.equal(withDob.identity, 'same_entity', other);
      assert.equal(withDob.factors.national_id, 0.75);
      assert.equal(withDob.factors.national_id_conflict, undefined);
      assert.match(withDob.explanation, /national_id is one keystroke from agreeing and name and dob corroborate it/);
      const withAddress = compare({ a: { ...base, address }, b: { ...base, national_id: other, address } });
      assert.equal(withAddress.identity, 'same_entity', other);
    }
    // The name alone, a date of birth that disagrees, or a different name: review (refuted), never a merge.
    const alone = compare({ a: base, b: { ...base, national_id: '12345678902' } });
    assert.equal(alone.identity, 'review');
    const otherDob = compare({ a: { ...base, dob }, b: { ...base, national_id: '12345678902', dob: '1975-11-30' } });
    assert.notEqual(otherDob.identity, 'same_entity');
    const otherName = compare({
      a: { ...base, dob, address },
      b: { name: 'Chidi Eze', national_id: '12345678902', dob, address },
    });
    assert.notEqual(otherName.identity, 'same_entity');
    // Twins: same surname, date of birth and address, given names differ, ids one digit apart — review.
    const twin = compare({
      a: { name: 'Taiwo Okonkwo', national_id: '12345678901', dob, address },
      b: { name: 'Kehinde Okonkwo', national_id: '12345678902', dob, address },
    });
    assert.equal(twin.identity, 'review');
  });

  it('one name of two with the full date of birth and the address corroborates a near miss, unless the ids could be serial neighbours', () => {
    const dob = '1980-03-12';
    const address = '12 Awolowo Road, Ikoyi, Lagos 101233';
    const a = { name: 'Kate Rawlings', national_id: '2464828', dob, address };
    // Two digits swapped: a keying error, not the next number issued.
    const swapped = compare({ a, b: { name: 'Connor Rawlings', national_id: '2468428', dob, address } });
    assert.equal(swapped.identity, 'same_entity');
    assert.match(swapped.explanation, /name, dob and address corroborate it/);
    // The final digit one up: what twins registered one after the other look like — review.
    const serial = compare({ a, b: { name: 'Connor Rawlings', national_id: '2464829', dob, address } });
    assert.equal(serial.identity, 'review');
    assert.match(serial.explanation, /refuted by national_id/);
    // ... but the whole name behind a serial neighbour is still a keying error.
    const sameName = compare({ a, b: { ...a, national_id: '2464829' } });
    assert.equal(sameName.identity, 'same_entity');
    // Without the address, or with another birth date, one name of two is not enough.
    assert.equal(compare({ a, b: { name: 'Connor Rawlings', national_id: '2468428', dob } }).identity, 'review');
    assert.notEqual(compare({ a, b: { name: 'Connor Rawlings', national_id: '2468428', dob: '1981-07-02', address } }).identity, 'same_entity');
  });

  it('a partly recorded name needs both the date of birth and the address behind a near-miss id', () => {
    const dob = '1980-03-12';
    const address = '12 Awolowo Road, Ikoyi, Lagos 101233';
    const full = { name: 'Adesola Okonkwo', national_id: '12345678901', dob, address };
    const both = compare({ a: full, b: { name: 'Okonkwo', national_id: '12345678902', dob, address } });
    assert.equal(both.identity, 'same_entity');
    assert.match(both.explanation, /name, dob and address corroborate it/);
    const noAddress = compare({ a: { name: full.name, national_id: full.national_id, dob }, b: { name: 'Okonkwo', national_id: '12345678902', dob } });
    assert.equal(noAddress.identity, 'review');
  });

  it('a corroborated near-miss id clears the gate for a common name; the common name alone never does', () => {
    const address = '14 Market Street, Yaba, Lagos 101212';
    const a = { name: 'John Smith', national_id: '55501234567', address };
    const near = compareDetailed({ a, b: { name: 'John Smith', national_id: '55501234576', address } });
    assert.equal(near.receipt.identity, 'same_entity');
    assert.equal(near.explain.gate.clearing_signal, 'national_id+name+address');
    const nameOnly = compare({ a: { name: 'John Smith', address }, b: { name: 'John Smith', address } });
    assert.notEqual(nameOnly.identity, 'same_entity');
  });

  it('Kijani Tea Exporters Ltd / Limited with one registration id → same_entity; Kijani Coffee → not', () => {
    const same = compare({ a: kijaniLtd, b: kijaniLimited, entity: 'organisation' });
    assert.equal(same.identity, 'same_entity');
    assert.equal(same.action, 'merge');
    assert.equal(same.factors.registration_id, 1);
    assert.equal(same.pins.tf, 'shipped:organisation');
    const coffee = compare({ a: kijaniLtd, b: { name: 'Kijani Coffee Exporters Ltd' }, entity: 'organisation' });
    assert.notEqual(coffee.identity, 'same_entity');
    const coffeeOtherId = compare({ a: kijaniLtd, b: { name: 'Kijani Coffee Exporters Ltd', registration_id: 'CPR/2015/10001' }, entity: 'organisation' });
    assert.equal(coffeeOtherId.identity, 'different');
  });

  it('organization is an alias: same pack and pins, but the requested name is kept', () => {
    const uk = compare({ a: kijaniLtd, b: kijaniLimited, entity: 'organisation' });
    const us = compare({ a: kijaniLtd, b: kijaniLimited, entity: 'organization' });
    assert.equal(us.basis, 'pack:organization');
    assert.equal(us.pins.entity_pack, 'organization');
    assert.equal(us.pins.tf, 'shipped:organisation');
    assert.equal(us.pins.comparators_sha256, uk.pins.comparators_sha256);
    assert.notEqual(us.decision_id, uk.decision_id);
  });

  it('a single identifier with nothing corroborating it is held', () => {
    const r = compare({ a: { national_id: '12345678901' }, b: { nin: '1234 5678 901' } });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.action, 'hold');
  });

  it('missing values never count as disagreement', () => {
    const full = compare({ a: { name: 'Adesola Okonkwo', national_id: '12345678901', email: 'a@example.com' }, b: { name: 'Adesola Okonkwo', national_id: '12345678901', phone: '0803 555 7890' } });
    assert.equal(full.identity, 'same_entity');
    assert.equal(full.factors.email, undefined);
    assert.equal(full.factors.phone, undefined);
    assert.equal(full.score, 1);
  });

  it('refutation by entity class sends a would-be merge to review', () => {
    const a = { name: 'Nyeri Hill Factory', entity_class: 'SITE', lat: -0.42, lon: 36.95 };
    const r = compare({ a, b: { ...a, name: 'Nyeri Hill Tea Factory Co Ltd', entity_class: 'OPERATOR' }, entity: 'organisation' });
    assert.equal(r.identity, 'review');
    assert.equal(r.factors.entity_class_conflict, 0);
    assert.match(r.explanation, /refuted by entity_class/);
    const same = compare({ a, b: { ...a, name: 'Nyeri Hill Tea Factory Co Ltd' }, entity: 'organisation' });
    assert.equal(same.identity, 'same_entity');
  });

  it('nothing comparable is review (not an answer), with a sentence that says so', () => {
    const r = compare({ a: { supplier: 'Karfi Agro' }, b: { supplier: 'Karfi Agro' }, entity: 'organisation' });
    assert.equal(r.identity, 'review');
    assert.equal(r.action, 'hold');
    assert.equal(r.score, 0);
    assert.deepEqual(r.factors, {});
    assert.match(r.explanation, /nothing was compared/);
  });

  it('de-identified values compare as tokens; a token never matches clear text', () => {
    const r = compare({ a: { name: 'NAME_1a2b3c4d', national_id: 'NIN_0f0f0f0f' }, b: { name: 'NAME_1a2b3c4d', national_id: 'NIN_0f0f0f0f' } });
    assert.equal(r.identity, 'same_entity');
    assert.equal(r.factors.name_tftoken, undefined);
    const nameOnly = compare({ a: { name: 'NAME_1a2b3c4d' }, b: { name: 'NAME_1a2b3c4d' } });
    assert.equal(nameOnly.identity, 'review'); // a tokenised name cannot show it is rare
    const mixed = compare({ a: { name: 'NAME_1a2b3c4d', national_id: '12345678901' }, b: { name: 'Adesola Okonkwo', national_id: '12345678901' } });
    assert.equal(mixed.factors.name, undefined);
  });
});

describe('compare: every pack answers a plausible pair', () => {
  const pairs: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['person', { full_name: 'Mohammed Bello', date_of_birth: '1980-03-12', phone_number: '0803 555 7890' }, { name: 'Muhammad Bello', dob: '12/03/1980', phone: '+234 803 555 7890' }],
    ['organisation', { name: 'Touton Negoce SARL', registration_id: 'RC-88421' }, { name: 'Touton Negoce', registration_id: 'RC-88421' }],
    ['organization', { name: 'Dangote Cement PLC', registration_id: 'RC 613921', address: 'Union Marble House, 1 Alfred Rewane Road, Ikoyi, Lagos' }, { name: 'Dangote Cement', registration_id: 'RC613921', address: '1 Alfred Rewane Rd, Ikoyi, Lagos' }],
    ['place', { name: 'Kano Central Primary Health Centre', lat: 12.0022, lon: 8.592 }, { name: 'Kano Central PHC', lat: 12.0024, lon: 8.5918 }],
    ['artist', { name: 'Burna Boy', isni: '0000 0004 5678 1234' }, { artist_name: 'Burna boy', isni: '0000000456781234' }],
    ['product_electronics', { name: 'Samsung Galaxy S23 SM-S911B 128GB Phantom Black' }, { title: 'Samsung Galaxy S23 (SM-S911B) 128 GB Black' }],
    ['product_grocery', { name: 'Golden Penny Semovita 1kg 6154000052015' }, { name: 'Golden Penny Semovita 1000g (6154000052015)' }],
    ['product_home_goods', { name: 'Egyptian Cotton Bath Towel 70x140cm HT-7014' }, { name: 'Egyptian cotton bath towel, 70 x 140 cm (HT-7014)' }],
  ];
  for (const [entity, a, b] of pairs) {
    it(`${entity}: same_entity / merge`, () => {
      const r = compare({ a: a as never, b: b as never, entity });
      assert.equal(r.identity, 'same_entity', r.explanation);
      assert.equal(r.action, 'merge');
      assert.equal(r.basis, `pack:${entity}`);
      assert.equal(r.pins.entity_pack, entity);
    });
  }

  it('and tells a different pair apart', () => {
    assert.equal(compare({ a: { name: 'Karfi Agro Cooperative Ltd' }, b: { name: 'Zenith Bank Plc' }, entity: 'organisation' }).identity, 'different');
    assert.notEqual(compare({ a: { name: 'Galaxy S23 SM-S911B 128GB' }, b: { name: 'Galaxy S23 SM-S911B 256GB' }, entity: 'product_electronics' }).identity, 'same_entity');
    assert.equal(compare({ a: { name: 'Dangote Sugar 500g' }, b: { name: 'Golden Penny Sugar 500g' }, entity: 'product_grocery' }).identity, 'different');
    const hospitals = compare({ a: { name: 'General Hospital', lat: 12.0, lon: 8.5 }, b: { name: 'General Hospital', lat: 9.06, lon: 7.49 }, entity: 'place' });
    assert.notEqual(hospitals.identity, 'same_entity');
    assert.ok(hospitals.factors.geo_conflict_km! > 345);
  });
});

describe('compare: ids and determinism', () => {
  it('the same request gives the same receipt, byte for byte', () => {
    assert.equal(JSON.stringify(compare(adesola)), JSON.stringify(compare(structuredClone(adesola))));
    // Key order of the input does not matter: ids hash canonical JSON.
    const reordered = { ...adesola, a: { national_id: '12345678901', name: 'Adesola Okonkwo' } };
    assert.equal(compare(reordered).decision_id, compare(adesola).decision_id);
  });

  it('changing any input value changes the id', () => {
    const base = compare(adesola).decision_id;
    const variants: CompareRequest[] = [
      { ...adesola, a: { name: 'Adesola  Okonkwo', national_id: '12345678901' } },
      { ...adesola, a: { name: 'adesola okonkwo', national_id: '12345678901' } },
      { ...adesola, b: { name: 'Adesola E. Okonkwo', national_id: '12345678901', extra: 'x' } },
      { ...adesola, a: adesola.b, b: adesola.a },
      { ...adesola, b: { name: 'Adesola E. Okonkwo', national_id: '12345678901 ' } },
    ];
    const ids = new Set([base, ...variants.map((v) => compare(v).decision_id)]);
    assert.equal(ids.size, variants.length + 1);
  });

  it('two different pairs never share an id; identical inputs under two entities do not either', () => {
    const ids = new Set<string>();
    for (const name of ['Ada', 'Ade', 'Adé', 'Ada ', 'ADA']) ids.add(compare({ a: { name }, b: { name: 'Ada' } }).decision_id);
    ids.add(compare({ a: { name: 'Ada' }, b: { name: 'Ada' }, entity: 'artist' }).decision_id);
    assert.equal(ids.size, 6);
  });

  it('compareDetailed: the xwd id is the content id of its declared payload, records carry rec: ids', () => {
    const d = compareDetailed(adesola);
    const recA = contentId('rec', { schema: 'service.record.v1', entity_type: 'person', attributes: adesola.a as never });
    assert.equal(d.records.a.id, recA);
    assert.match(d.records.b.id, /^rec:sha256:[0-9a-f]{64}$/);
    assert.deepEqual(d.records.a.attributes, adesola.a);
    assert.equal(d.records.a.entity_type, 'person');
    const gate = { clearing_signal: 'national_id', distinctive_cleared: true, distinctive_max: 1, floor: 0.75 };
    const expected = contentId('xwd', {
      schema: 'service.compare.fields.v1',
      record_a: d.records.a.id,
      record_b: d.records.b.id,
      identity: d.receipt.identity,
      score: d.receipt.score,
      factors: d.receipt.factors,
      gate,
      pins: d.receipt.pins,
    });
    assert.equal(d.receipt.decision_id, expected);
    assert.ok(canonicalSha256(d.receipt).length === 64);
  });

  it('compareDetailed: explain lists supporting, refuting, missing, shared raw values and the gate', () => {
    const d = compareDetailed({
      a: { name: 'Adesola Okonkwo', national_id: '123-456-789-01', phone: '0803 555 0111' },
      b: { name: 'Adesola E. Okonkwo', national_id: '12345678901', phone: '0805 222 9999' },
    });
    assert.deepEqual(d.explain.supporting, ['name', 'name_tftoken', 'national_id']);
    assert.deepEqual(d.explain.refuting, ['phone']);
    assert.deepEqual(d.explain.missing, ['dob', 'ssn', 'passport', 'drivers_licence', 'tax_id', 'health_id', 'hospital_number', 'voter_id', 'exam_number', 'professional_registration', 'student_number', 'service_number', 'refugee_id', 'age', 'bank_account', 'member_number', 'meter_number', 'employee_number', 'mandate_reference', 'certificate_number', 'register_number', 'one_register_number', 'vehicle_registration', 'plan_number', 'title_number', 'email', 'address', 'birth_place', 'gender', 'occupation', 'mother_name', 'father_name']);
    assert.deepEqual(d.explain.shared, { national_id: '123-456-789-01' });
    assert.deepEqual(d.explain.gate, { clearing_signal: 'national_id', distinctive_cleared: true, floor: 0.75 });
    const gated = compareDetailed({ a: { name: 'Ibrahim Musa' }, b: { name: 'Ibrahim Musa' } });
    assert.deepEqual(gated.explain.gate, { clearing_signal: '', distinctive_cleared: false, floor: 0.75 });
  });

  it('values with emoji and other astral characters are handled', () => {
    const r = compare({ a: { name: '🙂 Adesola Okonkwo', national_id: '12345678901' }, b: { name: 'Adesola Okonkwo 🙂', national_id: '12345678901' } });
    assert.equal(r.identity, 'same_entity');
  });
});
