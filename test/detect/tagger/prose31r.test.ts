// Session 45's prose31r round (issue 13: prose set 31 as development data): a place that a police force, a public
// service or a record office is named after, the place first ("Cleveland Police", "Kenya Wildlife Service", "Western
// Cape Archives"), is inside the body's name (organisation-words.json `place_body_endings`, read by refine.ts
// placesInInstitutions). The span rules get the spans handed in (what the tagger would propose), so each check holds
// whatever the shipped weights say; every sentence is written for this test, none copied from the set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a place before a force, a public service or an archive that ends the name (placesInInstitutions)', () => {
  it('is inside the organisation, the capitalised words between them included', () => {
    const a = 'Officers from Thames Valley Police took a statement on Friday.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Thames Valley')), ['ORG:Thames Valley Police']);
    const b = 'She worked nine years for the Zambia Wildlife Service before retiring.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Zambia')), ['ORG:Zambia Wildlife Service']);
    const c = 'The deeds are now held by the Free State Archives, box 14.';
    assert.deepEqual(refined(c, at(c, 'LOC', 'Free State')), ['ORG:Free State Archives']);
    const d = 'FORWARDED TO: UGANDA POLICE\nREF: 22/19';
    assert.deepEqual(refined(d, at(d, 'LOC', 'UGANDA')), ['ORG:UGANDA POLICE']);
    const e = 'A letter from the Tanzania Police Service arrived.';
    assert.deepEqual(refined(e, at(e, 'LOC', 'Tanzania')), ['ORG:Tanzania Police Service']);
  });

  it('negative: the noun in lower case, on the next line, followed by another capitalised word, or not after the place', () => {
    const a = 'We reached Mombasa after the service ended.';
    assert.deepEqual(refined(a, at(a, 'LOC', 'Mombasa')), ['LOC:Mombasa']);
    const b = 'The police in Eldoret were called.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Eldoret')), ['LOC:Eldoret']);
    const c = 'Venue: Kisumu\nPolice escort arranged';
    assert.deepEqual(refined(c, at(c, 'LOC', 'Kisumu')), ['LOC:Kisumu']);
    // Another rule may run the place on over a facility's noun ("Station"); this one makes no organisation there.
    const placeOnly = (x: string[]) => x.length === 1 && x[0]!.startsWith('LOC:');
    const d = 'Fuel was bought at Naivasha Service Station on the way.';
    assert.ok(placeOnly(refined(d, at(d, 'LOC', 'Naivasha'))), refined(d, at(d, 'LOC', 'Naivasha')).join(' '));
    const e = 'Report it at Kilimani Police Station tonight.';
    assert.ok(placeOnly(refined(e, at(e, 'LOC', 'Kilimani'))), refined(e, at(e, 'LOC', 'Kilimani')).join(' '));
    const f = 'We stopped at Watford Gap Services for lunch.';
    assert.deepEqual(refined(f, at(f, 'LOC', 'Watford Gap')), ['LOC:Watford Gap']);
    const g = 'Greater Manchester Police Chief Constable spoke.';
    assert.deepEqual(refined(g, at(g, 'LOC', 'Greater Manchester')), ['LOC:Greater Manchester']);
  });
});
