// Places given by an address code (the place pack's digital_address, what3words and plus_code): one code names
// one spot, so the same code is an identifier agreement; two codes are no evidence. Records invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compare } from '../../src/compare/index.js';

const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe('a place given by its address code', () => {
  it('the same digital address or three-word address, written two ways, agrees (positive)', () => {
    const r = place(
      { name: 'Achimota Lorry Park', digital_address: 'GA-310-2277' },
      { name: 'ACHIMOTA STATION (NEW)', address: 'Achimota, Accra', ghanapost_gps: 'GA3102277' },
    );
    assert.equal(r.factors.digital_address, 1);
    assert.equal(r.identity, 'same_entity');
    const w = place({ name: 'Deptford Market Yard', what3words: '///loud.ferry.plums' }, { name: 'DEPTFORD MARKET YARD SE8', w3w: 'loud.ferry.plums' });
    assert.equal(w.factors.what3words, 1);
    assert.equal(w.identity, 'same_entity');
  });

  it('two codes weigh nothing either way (negative)', () => {
    const base = place({ name: 'Deptford Market Yard' }, { name: 'DEPTFORD MARKET YARD SE8' });
    const two = place({ name: 'Deptford Market Yard', what3words: '///loud.ferry.plums' }, { name: 'DEPTFORD MARKET YARD SE8', what3words: 'quiet.river.lamps' });
    assert.equal(two.score, base.score);
    assert.equal(two.identity, base.identity);
  });
});
