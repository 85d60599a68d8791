import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import { coversCountry, EEA_CODES, JURISDICTION_CODES, requireJurisdiction, requireStatute, statuteIdFor } from '../../src/jurisdiction/countries.js';
import { findStatute, loadStatutePack, ruleFor, STATUTE_IDS, validateStatutePack } from '../../src/jurisdiction/statutes.js';

const EU_EEA = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IS IT LI LT LU LV MT NL NO PL PT RO SE SI SK'.split(' ');

describe('statute packs', () => {
  it('ships exactly the six packs of the contract', () => {
    assert.deepEqual(STATUTE_IDS, ['GDPR', 'GHANA-DPA', 'KENYA-DPA', 'NDPA-2023', 'POPIA', 'UK-GDPR']);
  });

  it('NDPA-2023: NIN masked under NIMC Act, names and phones tokenized, RC retained, default s.30', () => {
    const p = loadStatutePack('NDPA-2023');
    assert.equal(p.jurisdiction, 'NG');
    assert.equal(p.version, 'v1.0');
    assert.deepEqual(ruleFor(p, 'PII-2-NIN'), { action: 'mask', citation: 'NDPA-2023 s.30, NIMC Act s.27' });
    assert.equal(ruleFor(p, 'PII-1-NAME').action, 'tokenize');
    assert.equal(ruleFor(p, 'PII-3-PHONE').action, 'tokenize');
    assert.equal(ruleFor(p, 'PII-2-RC').action, 'retain');
    assert.equal(ruleFor(p, 'PII-5-CARD').action, 'drop');
    assert.deepEqual(ruleFor(p, 'PII-2-HUDUMA'), { action: 'mask', citation: 'NDPA-2023 s.30' });
  });

  it('GDPR: Art 87 for national numbers, generalize addresses and IPs, default Art 6', () => {
    const p = loadStatutePack('GDPR');
    assert.equal(p.jurisdiction, 'EU');
    assert.equal(ruleFor(p, 'PII-2-NIN').citation, 'GDPR Art 87 (national identification numbers)');
    assert.equal(ruleFor(p, 'PII-4-ADDRESS').action, 'generalize');
    assert.equal(ruleFor(p, 'PII-8-IP_ADDRESS').action, 'generalize');
    assert.deepEqual(ruleFor(p, 'PII-9-UNKNOWN'), { action: 'mask', citation: 'GDPR Art 6' });
  });

  it('UK-GDPR: company numbers are a public register, cards dropped', () => {
    const p = loadStatutePack('UK-GDPR');
    assert.equal(p.jurisdiction, 'GB');
    assert.equal(ruleFor(p, 'PII-2-RC').citation, 'Companies Act 2006 s.1085 (public register)');
    assert.equal(ruleFor(p, 'PII-5-CARD').action, 'drop');
    assert.equal(ruleFor(p, 'PII-2-NHS').action, 'mask');
    assert.equal(p.default.citation, 'UK GDPR Art 6');
  });

  it('KENYA-DPA: KRA PIN and Huduma masked, default s.25', () => {
    const p = loadStatutePack('KENYA-DPA');
    assert.equal(ruleFor(p, 'PII-2-KRA_PIN').citation, 'Kenya DPA s.30, KRA Act');
    assert.equal(ruleFor(p, 'PII-2-HUDUMA').action, 'mask');
    assert.equal(ruleFor(p, 'PII-5-MPESA_REF').action, 'tokenize');
    assert.equal(p.default.citation, 'Kenya DPA s.25');
  });

  it('GHANA-DPA: Ghana Card under the NIA Act, MoMo references tokenized', () => {
    const p = loadStatutePack('GHANA-DPA');
    assert.equal(ruleFor(p, 'PII-2-GHANA_CARD').citation, 'Ghana DPA s.20, NIA Act');
    assert.equal(ruleFor(p, 'PII-5-MOMO_REF').action, 'tokenize');
    assert.equal(p.default.citation, 'Ghana DPA s.18');
  });

  it('POPIA: the ID number is special personal information, passwords dropped', () => {
    const p = loadStatutePack('POPIA');
    assert.equal(ruleFor(p, 'PII-2-NATIONAL_ID').citation, 'POPIA s.26 (special personal information — biometric)');
    assert.equal(ruleFor(p, 'PII-8-PASSWORD').action, 'drop');
    assert.equal(p.default.citation, 'POPIA s.11 (lawful processing default)');
  });

  it('refuses a malformed pack naming the file and the field', () => {
    const good = { statute: 'X', title: 't', jurisdiction: 'NG', version: 'v1', default: { action: 'mask', citation: 'c' }, categories: { 'PII-1-NAME': { action: 'tokenize', citation: 'c' } } };
    assert.equal(validateStatutePack(good, 'x.json').statute, 'X');
    assert.throws(() => validateStatutePack({ ...good, version: '' }, 'x.json'), /x\.json: field 'version'/);
    assert.throws(() => validateStatutePack({ ...good, default: { action: 'shred', citation: 'c' } }, 'x.json'), /field 'default\.action' must be one of mask, tokenize, drop, generalize, retain/);
    assert.throws(() => validateStatutePack({ ...good, categories: { NAME: { action: 'mask', citation: 'c' } } }, 'x.json'), /field 'categories\.NAME'/);
    assert.throws(() => validateStatutePack({ ...good, categories: { 'PII-1-NAME': { action: 'mask', citation: '' } } }, 'x.json'), /categories\.PII-1-NAME\.citation/);
    assert.throws(() => validateStatutePack([], 'x.json'), /x\.json: field '\(root\)'/);
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
      assert.match(e.message, /'US' is not supported/);
      assert.match(e.message, /AT \(GDPR\).*GB \(UK-GDPR\).*ZA \(POPIA\)/);
      return true;
    });
  });

  it('finds statutes case-insensitively and refuses an unknown one listing the packs', () => {
    assert.equal(requireStatute('ndpa-2023').statute, 'NDPA-2023');
    assert.throws(() => requireStatute('HIPAA'), /no statute pack named 'HIPAA'; have GDPR, GHANA-DPA, KENYA-DPA, NDPA-2023, POPIA, UK-GDPR/);
  });

  it('EU covers every member, a member covers only itself', () => {
    assert.equal(coversCountry('EU', 'DE'), true);
    assert.equal(coversCountry('EU', 'GB'), false);
    assert.equal(coversCountry('DE', 'FR'), false);
    assert.equal(coversCountry('NG', 'NG'), true);
  });
});
