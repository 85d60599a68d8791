// The place pack's token reading (tftoken) sets aside the kinds one name states where the other states none
// (one_sided_kinds, session 35): a register or a sign writes a site with its kind (X Station, X Cave, X
// Meteorological Station), a guide, a map label or a timetable the name alone. Before, the kind word was an
// unpaired word of the longer name and pulled the reading to about half. Records invented here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { compareTfTokens } from '../../../src/compare/comparators/tfToken.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';
import { compare } from '../../../src/compare/index.js';
import { findPack, validatePack } from '../../../src/compare/packs.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const pack = findPack('place')!;
const ctx = { tf: pack.tf } as never;
const spec = pack.comparators.find((c) => c.kind === 'tftoken') as ComparatorSpec;
const without: ComparatorSpec = { ...spec, one_sided_kinds: false };
const tf = (a: string, b: string, s: ComparatorSpec = spec) => compareTfTokens(a, b, s, ctx)!.sim;
const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

describe("a kind one place name states and the other does not (one_sided_kinds)", () => {
  it('positive: the kind word weighs nothing where the other name states no kind', () => {
    assert.equal(spec.one_sided_kinds, true);
    assert.equal(tf('Ndovu Halt Station', 'Ndovu Halt'), 1);
    assert.ok(tf('Ndovu Halt Station', 'Ndovu Halt', without) < 0.8);
    // A kind written in another language or several words long is one kind (Afrikaans grot, meteorological station).
    assert.equal(tf('Bakkiesrand-grot', 'Bakkiesrand'), 1);
    assert.equal(tf('Mwembeni Meteorological Station', 'MWEMBENI'), 1);
  });

  it('positive: a guide line against a register line merges', () => {
    const r = place({ place_name: 'Kisiwani Market', city: 'Tanga', lat: -5.0701, lon: 39.0985 }, { site_name: 'KISIWANI', city: 'Tanga', lat: -5.0702, lon: 39.0986 });
    assert.equal(r.factors.name_tftoken, 1);
    assert.equal(r.identity, 'same_entity');
  });

  it('negative: the name words the other lacks still count; two different kinds stay the type comparator\'s', () => {
    // Set aside, the kind leaves a word the other name does not write: still apart.
    assert.ok(tf('Ndovu Upper Halt Station', 'Ndovu Halt') < 1);
    assert.equal(tf('Ndovu Upper Halt Station', 'Ndovu Halt'), tf('Ndovu Upper Halt', 'Ndovu Halt'));
    // Both names state a kind (a market and a station of one area): read as written, the type comparator refutes.
    assert.equal(tf('Kisiwani Market', 'Kisiwani Station'), tf('Kisiwani Market', 'Kisiwani Station', without));
    const two = place({ name: 'Kisiwani Market', city: 'Tanga' }, { name: 'Kisiwani Station', city: 'Tanga' });
    assert.notEqual(two.identity, 'same_entity');
  });

  it('adversarial: a name that is nothing but its kind, or a kind in neither name, reads as before', () => {
    assert.equal(tf('Station', 'Kisiwani'), tf('Station', 'Kisiwani', without));
    assert.equal(tf('Ndovu Halt', 'Ndovu Hall'), tf('Ndovu Halt', 'Ndovu Hall', without));
  });

  it('adversarial: one_sided_kinds is refused at load when not a boolean or not on a tftoken with kind_words', () => {
    const raw = () => JSON.parse(readFileSync(new URL('../../../src/compare/packs/place.json', import.meta.url), 'utf8')) as { comparators: { kind: string; one_sided_kinds?: unknown }[] };
    const p = raw();
    const t = p.comparators.findIndex((c) => c.kind === 'tftoken');
    p.comparators[t]!.one_sided_kinds = 'yes';
    throwsDataFile(() => validatePack('place.json', p), 'place.json', `/comparators/${t}/one_sided_kinds`, 'DF_NOT_BOOLEAN');
    const q = raw();
    const n = q.comparators.findIndex((c) => c.kind === 'placename');
    q.comparators[n]!.one_sided_kinds = true;
    throwsDataFile(() => validatePack('place.json', q), 'place.json', `/comparators/${n}/one_sided_kinds`, 'DF_ONLY_FOR_KIND');
  });
});
