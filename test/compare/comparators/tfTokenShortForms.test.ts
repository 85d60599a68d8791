// Session 43: the person pack's second reading of a name (tftoken: words weighed by rarity, every unpaired word
// counted against) pairs a given name with its listed short form (`Ted` / `Theodore`, `Fred` / `Frederick`) as it
// pairs listed equivalents. Before, the two were unpaired words, and a name's words are rare, so the reading
// fell to about 0.3 while the name comparator read the names at 0.95. Given names that only share a stem
// (`Chidi` / `Chidera`, `Ruben` / `Ruan`: twins' names as often) stay unpaired, and so do two real names.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareDetailed } from '../../../src/compare/index.js';

const tf = (x: string, y: string) => compareDetailed({ a: { name: x }, b: { name: y }, entity: 'person' }).receipt.factors['name_tftoken']!;

describe('the token reading pairs a given name with its listed short form', () => {
  it('a short form against the full given name', () => {
    assert.ok(tf('Theodore Ashcombe', 'Ted Ashcombe') >= 0.85);
    assert.ok(tf('Frederick Anderton', 'Fred Anderton') >= 0.85);
  });

  it('adversarial: given names that share a stem but are no listed short form stay unpaired', () => {
    assert.ok(tf('Ruben Dlamuka', 'Ruan Dlamuka') < 0.5);
    assert.ok(tf('Chidi Eze-Okafor', 'Chidera Eze-Okafor') < 0.6);
  });

  it('adversarial: two real given names of one household stay unpaired', () => {
    assert.ok(tf('John Hatley', 'Joan Hatley') < 0.5);
  });
});
