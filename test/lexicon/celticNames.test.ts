// Session 48: the given and family names of the United Kingdom's Welsh and Scottish and of Ireland's Irish
// populations (names-curated.json groups welsh, scottish, irish). The faker-derived tables held almost none of
// them (Rhys, Gareth, Kirsty, Niamh, Siobhan, Aoife were no given name), so `basic` left them in a note
// and the person comparator read them as unknown words. Words that are also a place or a people's name are kept
// out of the lists (Oran, Isla, Shona).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { detectSpans } from '../../src/detect/pipeline.js';
import { isFamilyName, isGivenName } from '../../src/lexicon/index.js';

describe('Welsh, Scottish and Irish names in the lexicon', () => {
  it('knows common given names of the three groups, with and without their accents', () => {
    for (const name of ['Rhys', 'Gareth', 'Dafydd', 'Siân', 'Sian', 'Eilidh', 'Kirsty', 'Mhairi', 'Niamh', 'Siobhán', 'Siobhan', 'Aoife', 'Pádraig', 'Tadhg']) {
      assert.equal(isGivenName(name), true, name);
    }
  });
  it('knows their family names, Mac and O’ forms included', () => {
    for (const name of ['Pritchard', 'Llewellyn', 'MacLeod', 'Urquhart', "O'Sullivan", 'Geraghty']) assert.equal(isFamilyName(name), true, name);
  });
  it('lists no name that is also a place or a people (Oran, Isla, Shona) in the three groups', () => {
    const { groups } = JSON.parse(readFileSync(new URL('../../src/lexicon/tables/names-curated.json', import.meta.url), 'utf8')) as { groups: Record<string, { given: string[] }> };
    for (const group of ['welsh', 'scottish', 'irish']) for (const word of ['Oran', 'Isla', 'Shona']) assert.equal(groups[group]!.given.includes(word), false, `${group} ${word}`);
    assert.equal(isGivenName('Shona'), false);
  });
  it('basic finds such names in a note where it found none before', () => {
    const text = 'Please call Niamh or Eilidh tomorrow about the rota.';
    const names = detectSpans(text, { backend: 'basic', jurisdiction: 'GB' })
      .filter((f) => f.category === 'PII-1-NAME')
      .map((f) => text.slice(f.utf16Start, f.utf16End));
    assert.deepEqual(names, ['Niamh', 'Eilidh']);
  });
});
