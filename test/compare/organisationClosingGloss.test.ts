// An organisation's name closed by a bracketed gloss the other name does not write (the organisation pack's
// closing_glosses, session 34): what the body is, who owns it, or its name in another language. Records
// invented here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparePlaceNames } from '../../src/compare/comparators/placeName.js';
import type { ComparatorSpec } from '../../src/compare/comparators/types.js';
import { compare } from '../../src/compare/index.js';

const organisation = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'organisation' });
const withGloss: ComparatorSpec = { kind: 'placename', weight: 2, strip_type: 'organization', group_siblings: true, numbered_parts: true, closing_glosses: true };
const without: ComparatorSpec = { ...withGloss, closing_glosses: false };

describe("an organisation's closing gloss (closing_glosses)", () => {
  it('positive: a name in another language, a kind or an owner in brackets is read without it', () => {
    const a = 'Vilniaus Medienos Prekyba, UAB (Vilnius Timber Trading Ltd)';
    const b = 'VILNIAUS MEDIENOS PREKYBA UAB';
    assert.equal(comparePlaceNames(a, b, withGloss)!.sim, 1);
    assert.ok(comparePlaceNames(a, b, without)!.sim < 1);
    const r = organisation({ name: 'Harrowgate Paper Supplies Ltd (stationery wholesaler)' }, { company_name: 'HARROWGATE PAPER SUPPLIES LTD', address: '4 Mill Lane, Harrowgate' });
    assert.equal(r.factors.name, 1);
    const owned = organisation({ name: 'Kestrel Cocoa Trading Ltd (owned by the Abura Farmers Union)' }, { name: 'Kestrel Cocoa Trading Limited' });
    assert.equal(owned.factors.name, 1);
  });

  it('negative: a bracket both names write, or a bracket on each side, is read as written', () => {
    // The other name writes the bracket's words: the bracket is part of how both name the body.
    assert.ok(comparePlaceNames('Kestrel Trading Ltd (owned by Kestrel Holdings)', 'KESTREL HOLDINGS LTD', withGloss)!.sim < 1);
    // Each name closes with its own bracket: two branches, two bodies, or two glosses; nothing is set aside.
    assert.equal(comparePlaceNames('Orchard Golf Club (Kent)', 'Orchard Golf Club (Sussex)', withGloss)!.sim, comparePlaceNames('Orchard Golf Club (Kent)', 'Orchard Golf Club (Sussex)', without)!.sim);
  });

  it('negative: a one-word bracket (a town, a country) and a look-alike one word longer stay as written', () => {
    const town = ['Kestrel Orodje d.o.o. (Maribor)', 'KESTREL ORODJE DOO'] as const;
    assert.equal(comparePlaceNames(...town, withGloss)!.sim, comparePlaceNames(...town, without)!.sim);
    // Set aside, the gloss would leave a name one word short of the other's: another company of the group.
    const longer = ['Vilniaus Mediena, UAB (Vilnius Timber Ltd)', 'VILNIAUS MEDIENA PREKYBOS CENTRAS UAB'] as const;
    assert.equal(comparePlaceNames(...longer, withGloss)!.sim, comparePlaceNames(...longer, without)!.sim);
  });

  it('adversarial: a sibling word or a numbered part in the bracket keeps the conflict', () => {
    const women = comparePlaceNames('Riverside Rovers FC (Women)', 'Riverside Rovers FC', withGloss)!;
    assert.equal(women.conflict, true);
    const fund = comparePlaceNames('Harbourline Growth Fund (No. 3)', 'Harbourline Growth Fund No. 2', withGloss)!;
    assert.equal(fund.conflict, true);
    assert.notEqual(organisation({ name: 'Riverside Rovers FC (Women)' }, { name: 'Riverside Rovers FC' }).identity, 'same_entity');
    // A sibling word the gloss hid: set aside, it would leave a holding company against its trading company.
    const holding = ['Kestrel Orodje d.o.o. (Kestrel Tools Ltd)', 'KESTREL ORODJE HOLDING DOO'] as const;
    assert.equal(comparePlaceNames(...holding, withGloss)!.sim, comparePlaceNames(...holding, without)!.sim);
  });
});
