// A place written by its initials in one list and in full in another (the place pack's name comparators,
// `acronyms`): signage, timetables and feeds write KICC, JKIA or CJC where a register writes the name.
// Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe('a place written by its initials', () => {
  it('initials beside the name in full are one place (positive)', () => {
    const r = place(
      { name: 'KICC', city: 'Nairobi', lat: -1.2886, lon: 36.8233 },
      { name: 'Kenyatta International Convention Centre', address: 'Harambee Avenue, Nairobi', lat: -1.2887, lon: 36.8234 },
    );
    assert.equal(r.factors.name, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('a name that also gives its own initials says the place once (positive)', () => {
    const r = place({ name: 'Takoradi Harbour Terminal (THT)', city: 'Takoradi' }, { name: 'Takoradi Harbour Terminal', city: 'Takoradi' });
    assert.equal(r.factors.name, 1);
  });

  it('initials read only where the other name writes no word of the run (negative)', () => {
    // 'Kisumu' is written on both sides, so the initials KCC cannot stand for 'Kisumu Cultural Centre' here.
    const r = place({ name: 'KCC Kisumu', city: 'Kisumu' }, { name: 'Kisumu Cultural Centre', city: 'Kisumu' });
    assert.ok((r.factors.name ?? 0) < 1);
  });

  it('initials that spell another place of one town are no agreement when the kinds differ (adversarial)', () => {
    const r = place(
      { name: 'Moi International Sports Centre Stadium', city: 'Nairobi', lat: -1.221, lon: 36.8917 },
      { name: 'MISC Swimming Pool', city: 'Nairobi', lat: -1.2196, lon: 36.8948 },
    );
    assert.notEqual(r.identity, 'same_entity');
  });
});
