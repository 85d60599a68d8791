import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import {
  coversCountry,
  EEA_CODES,
  JURISDICTION_CODES,
  requireJurisdiction,
  requireStatute,
  statuteIdFor,
  validateCountryTable,
} from '../../src/jurisdiction/countries.js';
import { findStatute, loadStatutePack, ruleFor, STATUTE_FILES, STATUTE_IDS, validateStatutePack } from '../../src/jurisdiction/statutes.js';
import { throwsDataFile } from '../helpers/dataFile.js';
import { hasCode } from '../helpers/codes.js';

const EU_EEA = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' ');

describe('statute packs', () => {
  it('ships exactly the six packs of the contract', () => {
    assert.deepEqual(STATUTE_IDS, ['GDPR', 'GHANA-DPA', 'KENYA-DPA', 'NDPA-2023', 'POPIA', 'UK-GDPR']);
  });

  it('NDPA-2023: ordinary data under s.25 (not s.30), sensitive data under s.30, RC outside the Act', () => {
    const p = loadStatutePack('NDPA-2023');
    assert.equal(p.jurisdiction, 'NG');
    assert.equal(p.version, 'v1.1');
    for (const c of ['PII-1-NAME', 'PII-3-PHONE', 'PII-3-EMAIL']) {
      assert.equal(ruleFor(p, c).citation, 'NDPA 2023 s.25 (lawful basis of personal data processing)', c);
    }
    assert.equal(ruleFor(p, 'PII-2-NIN').action, 'mask');
    assert.equal(ruleFor(p, 'PII-2-NIN').source, 'Nigeria Data Protection Act, 2023, section 25 and section 24');
    assert.equal(ruleFor(p, 'PII-2-RC').citation, 'NDPA 2023 s.65 (interpretation)');
    assert.equal(ruleFor(p, 'PII-4-LOCATION').citation, 'NDPA 2023 s.24 (principles of personal data processing)');
    for (const c of ['PII-6-HEALTH', 'PII-6-RELIGION', 'PII-6-RACE', 'PII-6-BIOMETRIC', 'PII-6-TRADE_UNION', 'PII-6-POLITICAL_AFFILIATION']) {
      assert.deepEqual([ruleFor(p, c).action, ruleFor(p, c).citation], ['drop', 'NDPA 2023 s.30 (sensitive personal data)'], c);
    }
    assert.equal(ruleFor(p, 'PII-5-CARD').action, 'drop');
    assert.equal(ruleFor(p, 'PII-2-HUDUMA').citation, 'NDPA 2023 s.25 (lawful basis of personal data processing)');
  });

  it('GDPR: Art 87 for national numbers, Art 9 special categories, Art 10 criminal records, default Art 6', () => {
    const p = loadStatutePack('GDPR');
    assert.equal(p.jurisdiction, 'EU');
    assert.equal(ruleFor(p, 'PII-2-NIN').citation, 'GDPR Art 87 (processing of the national identification number)');
    assert.equal(ruleFor(p, 'PII-2-PVC').citation.includes('Art 9'), false);
    assert.equal(ruleFor(p, 'PII-6-HEALTH').citation, 'GDPR Art 9(1) (data concerning health)');
    assert.equal(ruleFor(p, 'PII-6-CRIMINAL_RECORD').citation, 'GDPR Art 10 (criminal convictions and offences)');
    assert.equal(ruleFor(p, 'PII-4-ADDRESS').action, 'generalize');
    assert.equal(ruleFor(p, 'PII-8-IP_ADDRESS').action, 'generalize');
    assert.equal(ruleFor(p, 'PII-9-UNKNOWN').citation, 'GDPR Art 6 (lawfulness of processing)');
  });

  it('UK-GDPR: special categories under Art 9 with DPA 2018 s.10 and Sch 1, company numbers outside Art 4(1)', () => {
    const p = loadStatutePack('UK-GDPR');
    assert.equal(p.jurisdiction, 'GB');
    assert.equal(ruleFor(p, 'PII-2-RC').citation, 'UK GDPR Art 4(1) (personal data)');
    assert.match(ruleFor(p, 'PII-6-HEALTH').citation, /^UK GDPR Art 9\(1\) \(data concerning health\); DPA 2018 s\.10 .*; DPA 2018 Sch 1 /);
    assert.equal(ruleFor(p, 'PII-2-NIN').citation.includes('Sch 1'), false);
    assert.equal(ruleFor(p, 'PII-5-CARD').action, 'drop');
    assert.equal(ruleFor(p, 'PII-2-NHS').action, 'mask');
    assert.equal(p.default.citation, 'UK GDPR Art 6 (lawfulness of processing)');
  });

  it('KENYA-DPA: lawful processing is s.30, principles s.25, sensitive data s.44', () => {
    const p = loadStatutePack('KENYA-DPA');
    assert.equal(ruleFor(p, 'PII-1-NAME').citation, 'Kenya DPA 2019 s.30 (lawful processing of personal data)');
    assert.equal(ruleFor(p, 'PII-4-ADDRESS').citation, 'Kenya DPA 2019 s.25 (principles of data protection)');
    assert.match(ruleFor(p, 'PII-6-HEALTH').citation, /^Kenya DPA 2019 s\.44 \(sensitive personal data\); Kenya DPA 2019 s\.46 /);
    assert.equal(ruleFor(p, 'PII-2-HUDUMA').action, 'mask');
    assert.equal(ruleFor(p, 'PII-5-MPESA_REF').action, 'tokenize');
    assert.equal(p.default.citation, 'Kenya DPA 2019 s.30 (lawful processing of personal data)');
  });

  it('GHANA-DPA: special personal data under s.37, identifiers under s.19 and s.20', () => {
    const p = loadStatutePack('GHANA-DPA');
    assert.equal(ruleFor(p, 'PII-2-GHANA_CARD').citation, 'Ghana DPA 2012 s.19 (lawfulness of processing); Ghana DPA 2012 s.20 (minimality)');
    assert.equal(ruleFor(p, 'PII-6-HEALTH').citation, 'Ghana DPA 2012 s.37 (special personal data)');
    assert.equal(ruleFor(p, 'PII-5-MOMO_REF').action, 'tokenize');
    assert.equal(p.default.citation, 'Ghana DPA 2012 s.19 (lawfulness of processing)');
  });

  it('POPIA: the ID number is personal information (s.1, s.11), not special personal information; passwords dropped', () => {
    const p = loadStatutePack('POPIA');
    assert.equal(ruleFor(p, 'PII-2-NATIONAL_ID').citation, 'POPIA s.1 (definitions: identifying number); POPIA s.11 (consent, justification and objection)');
    assert.match(ruleFor(p, 'PII-6-HEALTH').citation, /^POPIA s\.26 .*; POPIA s\.32 \(health or sex life\)$/);
    assert.equal(ruleFor(p, 'PII-8-PASSWORD').action, 'drop');
    assert.equal(p.default.citation, 'POPIA s.11 (consent, justification and objection)');
  });

  it('accepts source and note on a rule and refuses them empty', () => {
    const good = { statute: 'X', title: 't', jurisdiction: 'NG', version: 'v1', default: { action: 'mask', citation: 'c' }, categories: { 'PII-1-NAME': { action: 'tokenize', citation: 'c', source: 'An Act, s.1', note: 'why' } } };
    assert.equal(validateStatutePack(good, 'x.json').categories['PII-1-NAME']!.note, 'why');
    throwsDataFile(() => validateStatutePack({ ...good, default: { action: 'mask', citation: 'c', note: '' } }, 'x.json'), 'x.json', '/default/note', 'DF_MIN_LENGTH');
    throwsDataFile(() => validateStatutePack({ ...good, default: { action: 'mask', citation: 'c', law: 'x' } }, 'x.json'), 'x.json', '/default/law', 'DF_NOT_KNOWN_FIELD');
  });

  it('reads how a pack generalises dates, refusing anything but year or month', () => {
    const good = { statute: 'X', title: 't', jurisdiction: 'NG', version: 'v1', default: { action: 'mask', citation: 'c' }, categories: { 'PII-1-DOB': { action: 'generalize', citation: 'c' } } };
    assert.equal(validateStatutePack(good, 'x.json').generalize, undefined);
    assert.deepEqual(validateStatutePack({ ...good, generalize: { date: 'month' } }, 'x.json').generalize, { date: 'month' });
    throwsDataFile(() => validateStatutePack({ ...good, generalize: { date: 'day' } }, 'x.json'), 'x.json', '/generalize/date', 'DF_ONE_OF_VALUES');
  });

  it('refuses a malformed pack naming the file and the field', () => {
    const good = { statute: 'X', title: 't', jurisdiction: 'NG', version: 'v1', default: { action: 'mask', citation: 'c' }, categories: { 'PII-1-NAME': { action: 'tokenize', citation: 'c' } } };
    assert.equal(validateStatutePack(good, 'x.json').statute, 'X');
    throwsDataFile(() => validateStatutePack({ ...good, version: '' }, 'x.json'), 'x.json', '/version', 'DF_MIN_LENGTH');
    throwsDataFile(() => validateStatutePack({ ...good, default: { action: 'shred', citation: 'c' } }, 'x.json'), 'x.json', '/default/action', 'DF_ONE_OF_VALUES');
    throwsDataFile(() => validateStatutePack({ ...good, categories: { NAME: { action: 'mask', citation: 'c' } } }, 'x.json'), 'x.json', '/categories/NAME', 'DF_NOT_KNOWN_FIELD');
    throwsDataFile(() => validateStatutePack({ ...good, categories: { 'PII-1-NAME': { action: 'mask', citation: '' } } }, 'x.json'), 'x.json', '/categories/PII-1-NAME/citation', 'DF_MIN_LENGTH');
    throwsDataFile(() => validateStatutePack({ ...good, categories: {} }, 'x.json'), 'x.json', '/categories', 'DF_MIN_PROPERTIES');
    throwsDataFile(() => validateStatutePack([], 'x.json'), 'x.json', '/', 'DF_TYPE');
  });

  it('a broken copy of each shipped pack is refused naming its file and the bad entry', () => {
    for (const name of STATUTE_FILES) {
      const url = new URL(`../../src/jurisdiction/statutes/${name}.json`, import.meta.url);
      const copy = JSON.parse(readFileSync(url, 'utf8'));
      const first = Object.keys(copy.categories)[0]!;
      copy.categories[first].action = 'shred';
      throwsDataFile(() => validateStatutePack(copy, `jurisdiction/statutes/${name}.json`), `jurisdiction/statutes/${name}.json`, `/categories/${first}/action`, 'DF_ONE_OF_VALUES');
    }
  });
});

describe('country → statute table', () => {
  it('covers the 30 EU/EEA codes and EU with GDPR, and the five others', () => {
    assert.equal(JURISDICTION_CODES.length, 36);
    for (const c of [...EU_EEA, 'EU']) assert.equal(statuteIdFor(c), 'GDPR', c);
    assert.deepEqual(['GB', 'GH', 'KE', 'NG', 'ZA'].map(statuteIdFor), ['UK-GDPR', 'GHANA-DPA', 'KENYA-DPA', 'NDPA-2023', 'POPIA']);
    assert.deepEqual([...EEA_CODES].sort(), EU_EEA);
    for (const id of STATUTE_IDS) assert.ok(findStatute(id));
  });

  it('upper-cases a known code and refuses an unknown one listing every code with its statute', () => {
    assert.equal(requireJurisdiction('ng'), 'NG');
    assert.throws(() => requireJurisdiction('US'), (e: unknown) => {
      assert.ok(e instanceof BadRequestError);
      assert.equal(e.status, 400);
      assert.equal(e.code, 'SC_JURISDICTION_UNSUPPORTED');
      assert.match(e.message, /AT \(GDPR\).*GB \(UK-GDPR\).*ZA \(POPIA\)/);
      return true;
    });
  });

  it('finds statutes case-insensitively and refuses an unknown one listing the packs', () => {
    assert.equal(requireStatute('ndpa-2023').statute, 'NDPA-2023');
    assert.throws(() => requireStatute('HIPAA'), (e: unknown) => hasCode('SC_STATUTE_UNKNOWN')(e) && (e as Error).message.includes('GDPR, GHANA-DPA, KENYA-DPA, NDPA-2023, POPIA, UK-GDPR'));
  });

  it('EU covers every member, a member covers only itself', () => {
    assert.equal(coversCountry('EU', 'DE'), true);
    assert.equal(coversCountry('EU', 'GB'), false);
    assert.equal(coversCountry('DE', 'FR'), false);
    assert.equal(coversCountry('NG', 'NG'), true);
  });

  it('a broken copy of countries.json is refused naming the file and the bad entry', () => {
    const file = 'jurisdiction/countries.json';
    const raw = () => JSON.parse(readFileSync(new URL(`../../src/${file}`, import.meta.url), 'utf8'));
    const unknownStatute = raw();
    unknownStatute.statutes.NG = 'HIPAA';
    throwsDataFile(() => validateCountryTable(unknownStatute, file), file, '/statutes/NG', 'DF_NO_STATUTE_PACK');
    const badCode = raw();
    badCode.eea[3] = 'de';
    throwsDataFile(() => validateCountryTable(badCode, file), file, '/eea/3', 'DF_PATTERN');
    const orphan = raw();
    orphan.eea.push('US');
    throwsDataFile(() => validateCountryTable(orphan, file), file, `/eea/${orphan.eea.length - 1}`, 'DF_CODE_NO_STATUTE');
    const alias = raw();
    alias.aliases.XK = 'QQ';
    throwsDataFile(() => validateCountryTable(alias, file), file, '/aliases/XK', 'DF_ALIAS_TARGET');
  });
});
