// Every citation of every statute pack names a section or article that exists in that statute's table
// of contents (src/jurisdiction/statutes/toc), and every pack entry says where it comes from and why.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { citedUnits, loadStatuteToc, validateStatuteToc } from '../../src/jurisdiction/statuteToc.js';
import { loadStatutePack, STATUTE_FILES } from '../../src/jurisdiction/statutes.js';
import { throwsDataFile } from '../helpers/dataFile.js';

describe('statute tables of contents', () => {
  for (const name of STATUTE_FILES) {
    it(`${name}: every citation names a unit of the statute's table of contents`, () => {
      const toc = loadStatuteToc(name);
      const pack = loadStatutePack(name);
      const rules = [['default', pack.default] as const, ...Object.entries(pack.categories)];
      for (const [code, rule] of rules) {
        const units = citedUnits(rule.citation, toc);
        assert.ok(units.length > 0, `${name} ${code}: no reference in '${rule.citation}'`);
        for (const u of units) {
          assert.notEqual(u.instrument, '', `${name} ${code}: '${u.unit}' names no instrument of the table of contents`);
          assert.ok(u.heading, `${name} ${code}: ${u.instrument} ${u.unit} is not in the table of contents`);
        }
        assert.ok(rule.source && rule.source.length > 10, `${name} ${code}: source missing`);
        assert.ok(rule.note && rule.note.length > 20, `${name} ${code}: note missing`);
        for (const u of units) {
          const number = u.unit.replace(/^(s\.|Art |Sch )/, '');
          assert.ok(rule.source!.includes(number), `${name} ${code}: source '${rule.source}' does not name ${u.unit}`);
        }
      }
    });
  }

  it('every heading still to confirm is a unit of its table of contents, not also confirmed', () => {
    for (const name of STATUTE_FILES) {
      for (const inst of loadStatuteToc(name).instruments) {
        for (const { unit } of inst.headings_to_confirm ?? []) {
          assert.ok(inst.units[unit], `${name} ${inst.cite_as} ${unit}`);
          assert.equal(inst.headings_confirmed?.[unit], undefined, `${name} ${inst.cite_as} ${unit} is both confirmed and to confirm`);
        }
      }
    }
  });

  it('every confirmed heading is a unit of its table of contents', () => {
    for (const name of STATUTE_FILES) {
      for (const inst of loadStatuteToc(name).instruments) {
        for (const unit of Object.keys(inst.headings_confirmed ?? {})) assert.ok(inst.units[unit], `${name} ${inst.cite_as} ${unit}`);
      }
    }
  });

  it('citedUnits reads sub-references and flags a part with no known instrument', () => {
    const toc = loadStatuteToc('NDPA-2023');
    assert.deepEqual(citedUnits('NDPA 2023 s.30(1) (sensitive personal data)', toc), [{ instrument: 'NDPA 2023', unit: 's.30', heading: 'Sensitive personal data' }]);
    assert.equal(citedUnits('NDPA 2023 s.99', toc)[0]!.heading, undefined);
    assert.equal(citedUnits('NIMC Act s.27', toc)[0]!.instrument, '');
  });

  it('the known wrong citations of the reference are gone', () => {
    const ndpa = loadStatutePack('NDPA-2023');
    for (const [code, rule] of Object.entries(ndpa.categories)) {
      if (!code.startsWith('PII-6-') && !code.startsWith('PII-7-')) assert.doesNotMatch(rule.citation, /s\.30\b/, code);
      assert.doesNotMatch(rule.citation, /s\.31\b/, code);
    }
    assert.doesNotMatch(loadStatutePack('KENYA-DPA').categories['PII-1-NAME']!.citation, /s\.25/);
    assert.doesNotMatch(loadStatutePack('POPIA').categories['PII-2-NATIONAL_ID']!.citation, /s\.26/);
  });

  it('a broken copy of each table of contents is refused naming its file and the bad entry', () => {
    for (const name of STATUTE_FILES) {
      const file = `jurisdiction/statutes/toc/${name}.json`;
      const copy = JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
      copy.instruments[0].title = '';
      throwsDataFile(() => validateStatuteToc(copy, name, file), file, '/instruments/0/title', 'DF_MIN_LENGTH');
      throwsDataFile(() => validateStatuteToc({ ...copy, statute: 'OTHER' }, name, file), file, '/instruments/0/title', 'DF_MIN_LENGTH');
      const renamed = JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
      throwsDataFile(() => validateStatuteToc({ ...renamed, statute: 'OTHER' }, name, file), file, '/statute', 'DF_NOT_FILE_NAME');
    }
  });
});
