// A charity register's number (the organisation pack's charity_number). Records and numbers invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const org = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });

describe('a charity number', () => {
  it('one number under a PTA and its Friends name is one charity (positive)', () => {
    const r = org(
      { name: 'Friends of Larchwood Primary School', charity_number: '1187654', address: 'Larchwood Primary School, Beech Road, Didsbury' },
      { organisation_name: 'Larchwood Primary School PTA', charity_no: '1187654' },
    );
    assert.equal(r.identity, 'same_entity');
  });

  it('two numbers are two charities, even under one name (negative)', () => {
    const r = org(
      { name: 'Larchwood Primary School PTA', charity_number: '1187654', address: 'Beech Road, Didsbury' },
      { name: 'Larchwood Primary School PTA', charity_number: '1190021', address: 'Beech Road, Didsbury' },
    );
    assert.notEqual(r.identity, 'same_entity');
    assert.match(r.explanation, /disagrees on charity_number/);
  });

  it('an OSCR number lifts the names; digits alone on both sides do not (adversarial)', () => {
    const scio = org({ name: 'Portobello Larder SCIO', charity_number: 'SC051234' }, { name: 'The Larder at Portobello', scottish_charity_number: 'SC 051234' });
    assert.equal(scio.identity, 'same_entity');
    const bare = org({ name: 'Kestrel Wildlife Rescue', charity_number: '1187654' }, { name: 'Northfield Community Choir', charity_number: '1187654' });
    assert.notEqual(bare.identity, 'same_entity');
  });
});
