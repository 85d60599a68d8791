// Transfer bases per statute: the shipped file loads, every statute has an entry, and broken copies are
// refused with the path of the bad entry.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { STATUTE_IDS } from '../../src/jurisdiction/index.js';
import { transferRulesFor, validateTransfers } from '../../src/jurisdiction/transfers.js';
import { throwsDataFile } from '../helpers/dataFile.js';

const raw = () => JSON.parse(readFileSync(new URL('../../src/jurisdiction/transfers.json', import.meta.url), 'utf8'));

describe('transfer bases', () => {
  it('every statute has a section and its bases cite sections of that statute', () => {
    for (const id of STATUTE_IDS) {
      const rules = transferRulesFor(id)!;
      assert.ok(rules.section.length > 0, id);
      for (const citation of Object.values(rules.bases)) assert.ok(citation.length > 0);
    }
    assert.equal(transferRulesFor('NDPA-2023')!.bases.informed_consent, 'NDPA 2023 s.43(1)(a)');
    assert.deepEqual(transferRulesFor('GHANA-DPA')!.bases, {});
  });

  it('refuses a missing statute, a stray statute, a bad basis name and an unknown key', () => {
    const missing = raw();
    delete missing.statutes.POPIA;
    throwsDataFile(() => validateTransfers(missing), 'jurisdiction/transfers.json', '/statutes/POPIA', 'DF_MISSING');
    const stray = raw();
    stray.statutes.HIPAA = { section: 's', source: 's', bases: {} };
    throwsDataFile(() => validateTransfers(stray), 'jurisdiction/transfers.json', '/statutes/HIPAA', 'DF_NO_STATUTE_PACK');
    const badName = raw();
    badName.statutes.GDPR.bases['Bad Name'] = 'x';
    throwsDataFile(() => validateTransfers(badName), 'jurisdiction/transfers.json', '/statutes/GDPR/bases/Bad Name', 'DF_NOT_SNAKE_CASE');
    const extra = raw();
    extra.statutes.GDPR.extra = 1;
    throwsDataFile(() => validateTransfers(extra), 'jurisdiction/transfers.json', '/statutes/GDPR/extra', 'DF_NOT_KNOWN_FIELD');
  });
});
