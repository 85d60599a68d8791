import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { inferJurisdiction, RULESET_VERSION } from '../../src/jurisdiction/infer.js';
import { luhnValid } from '../../src/core/checksum.js';
import { buildSignalRules, SIGNAL_RULES } from '../../src/jurisdiction/signals.js';
import { throwsDataFile } from '../helpers/dataFile.js';

function named(text: string): string | null {
  const v = inferJurisdiction(text);
  return v.abstained ? null : v.country;
}

describe('inferJurisdiction', () => {
  it('names NG from NIN, a Nigerian mobile and naira, with the contract verdict shape', () => {
    const v = inferJurisdiction('Patient note: NIN 12345678901, phone 08035557890, fee NGN 45,000.');
    assert.equal(v.country, 'NG');
    assert.equal(v.abstained, false);
    assert.equal(v.confidence, 1);
    assert.equal(v.margin, 1);
    assert.equal(v.runner_up, null);
    assert.equal(v.reason, 'strongest signal id.nin, 100% of total evidence weight');
    assert.match(v.ruleset_version, /^\d{4}\.\d{1,2}\.\d+$/);
    assert.equal(v.ruleset_version, RULESET_VERSION);
    assert.deepEqual(v.evidence[0], { signal: 'id.nin', tier: 'A', country: 'NG', count: 1, weight: 1, source: 'text', sample: '' });
    assert.deepEqual(Object.keys(v).sort(), ['abstained', 'confidence', 'country', 'evidence', 'margin', 'reason', 'ruleset_version', 'runner_up']);
  });

  it('names KE, GH and ZA from their regulators, identifiers and phones', () => {
    assert.equal(named('KRA PIN A123456789Z, pay via M-Pesa, call +254 712 345678.'), 'KE');
    assert.equal(named('Complaint lodged with the Office of the Data Protection Commissioner (ODPC), Nairobi.'), 'KE');
    assert.equal(named('Ghana Card GHA-123456789-1, SSNIT member, amount GH₵ 200.'), 'GH');
    assert.equal(named('Reported to the Data Protection Commission of Ghana; call +233 24 123 4567.'), 'GH');
    assert.equal(named('Notify the Information Regulator under POPIA. Acme (Pty) Ltd, +27 82 123 4567.'), 'ZA');
    assert.equal(named('SARS tax reference on file, total R 1 250,00.'), 'ZA');
  });

  it('names GB from a postcode or two independent corroborating signals', () => {
    const v = inferJurisdiction('Invoice from Monzo Bank Limited, 5 Appold Street, London EC2A 2AG.');
    assert.equal(v.country, 'GB');
    assert.equal(v.reason, 'strongest signal postcode.uk, 100% of total evidence weight');
    assert.equal(named('Acme Ltd. Total £42.00.'), 'GB');
    assert.equal(named('Registered in England and Wales.'), 'GB');
    assert.equal(named('Complaint escalated to the ICO; National Insurance number on file.'), 'GB');
  });

  it('names EU member states from their registrars, regulators and identifiers', () => {
    assert.equal(named('Muster GmbH, Handelsregister HRB 12345, Betrag 100 €'), 'DE');
    assert.equal(named('Réclamation transmise à la CNIL, société SARL Dupont, +33 1 23 45 67 89.'), 'FR');
    assert.equal(named('Codice fiscale RSSMRA85T10A562S, Garante per la protezione dei dati personali.'), 'IT');
    assert.equal(named('Burgerservicenummer bekend bij de Autoriteit Persoonsgegevens, 1012 AB Amsterdam.'), 'NL');
    assert.equal(named('DNI 12345678Z, Agencia Española de Protección de Datos, Madrid.'), 'ES');
    assert.equal(named('PESEL 44051401359, UODO, 00-950 Warszawa.'), 'PL');
    assert.equal(named('Personnummer 811218-9876, Integritetsskyddsmyndigheten, Stockholm.'), 'SE');
    assert.equal(named('IBAN IE29 AIBK 9311 5212 3456 78, PPS number on file, Dublin.'), 'IE');
  });

  it('can name every one of the 36 supported codes', () => {
    const texts: Record<string, string> = {
      AT: 'Beschwerde bei der Datenschutzbehörde, Firmenbuch FN 123456 a, Wien.',
      BE: 'Klacht bij de Gegevensbeschermingsautoriteit; rijksregisternummer gekend.',
      BG: 'ЕГН 7523169263, Комисия за защита на личните данни.',
      CY: 'Complaint to the Commissioner for Personal Data Protection of Cyprus, Nicosia.',
      CZ: 'Úřad pro ochranu osobních údajů, IČO 12345678, Praha.',
      DE: 'Muster GmbH, Handelsregister HRB 12345.',
      DK: 'CPR-nummer registreret hos Erhvervsstyrelsen.',
      EE: 'Isikukood on file; Andmekaitse Inspektsioon notified.',
      ES: 'DNI verificado por la Agencia Española de Protección de Datos.',
      EU: 'Processed under the GDPR; fee € 20.',
      FI: 'Henkilötunnus ilmoitettu tietosuojavaltuutettu toimistolle.',
      FR: 'Dossier transmis à la CNIL, numéro de sécurité sociale masqué.',
      GB: 'Registered in England and Wales, company 01234567.',
      GH: 'Ghana Card GHA-123456789-1 presented.',
      GR: 'ΑΜΚΑ καταχωρημένο· Αρχή Προστασίας Δεδομένων.',
      HR: 'OIB provjeren, AZOP obaviješten.',
      HU: 'TAJ szám rögzítve, NAIH értesítve.',
      IE: 'PPS number on file; Revenue Commissioners notified.',
      IS: 'Kennitala skráð hjá Persónuvernd.',
      IT: 'Codice fiscale verificato.',
      KE: 'KRA PIN and NHIF number on file.',
      LI: 'Meldung an die Datenschutzstelle in Vaduz.',
      LT: 'Asmens kodas; Valstybinė duomenų apsaugos inspekcija.',
      LU: 'Commission nationale pour la protection des données, RCS Luxembourg B123456.',
      LV: 'Personas kods; Datu valsts inspekcija.',
      MT: 'Filed with the Information and Data Protection Commissioner and the Malta Business Registry.',
      NG: 'BVN and NIN verified by NIMC.',
      NL: 'BSN gecontroleerd door de Autoriteit Persoonsgegevens.',
      NO: 'Fødselsnummer registrert i Brønnøysundregistrene.',
      PL: 'PESEL i REGON w KRS.',
      PT: 'Cartão de Cidadão verificado pela Comissão Nacional de Proteção de Dados.',
      RO: 'CNP verificat de ANSPDCP.',
      SE: 'Personnummer registrerat hos Bolagsverket.',
      SI: 'EMŠO preverjen, Informacijski pooblaščenec obveščen.',
      SK: 'Úrad na ochranu osobných údajov, Obchodný register, Bratislava.',
      ZA: 'Acme (Pty) Ltd, SARS registered.',
    };
    assert.equal(Object.keys(texts).length, 36);
    for (const [code, text] of Object.entries(texts)) assert.equal(named(text), code, `${code}: ${inferJurisdiction(text).reason}`);
  });

  it('lets EU-wide signals corroborate a member instead of competing with it', () => {
    const v = inferJurisdiction('Muster GmbH, Handelsregister, € 10');
    assert.equal(v.country, 'DE');
    assert.equal(v.runner_up, null);
  });

  it('names EU when the evidence is split only among EU/EEA members', () => {
    const v = inferJurisdiction('Handelsregister entry and CNIL notified; amounts in €.');
    assert.equal(v.abstained, false);
    assert.equal(v.country, 'EU');
  });

  it('abstains without evidence, on weak evidence, on split and on close evidence', () => {
    const none = inferJurisdiction('hello 12345');
    assert.equal(none.abstained, true);
    assert.equal(none.country, null);
    assert.equal(none.reason, 'no jurisdiction signals found in the text');
    assert.deepEqual(none.evidence, []);
    const weak = inferJurisdiction('Total due: $120.00, payable on 03/14/26.');
    assert.equal(weak.abstained, true);
    assert.match(weak.reason, /^US leads but only on weak or corroborating evidence/);
    assert.equal(inferJurisdiction('Issued 03/04/2026 and due 17/04/2026.').abstained, true);
    const split = inferJurisdiction('Registered in England and Wales. Employee Social Security Number on file.');
    assert.equal(split.abstained, true);
    assert.equal(split.runner_up, 'US');
    assert.equal(inferJurisdiction('').abstained, true);
    assert.equal(inferJurisdiction('call me on the usual number').abstained, true);
    const close = inferJurisdiction('NIN on file. KRA PIN on file.');
    assert.equal(close.abstained, true);
    assert.match(close.reason, /too close|split/);
  });

  it('does not mistake common acronyms for registration-grade evidence', () => {
    assert.equal(named('SARS-CoV-2 PCR test negative.'), null);
    assert.equal(named('The token sale (ICO) closed early.'), null);
    assert.equal(named('Briefing by the DNI on Monday.'), null);
    assert.equal(named('The patient visited the clinic for an MRI.'), null);
    assert.equal(named('Flights from London to Paris, € 20.'), null);
    assert.equal(named('Split the bill: € 20.'), null);
  });

  it('counts at most three occurrences of a signal but reports the real count', () => {
    const v = inferJurisdiction('NIN NIN NIN NIN NIN');
    assert.equal(v.evidence[0]!.count, 5);
    assert.equal(v.evidence[0]!.weight, 3);
  });

  it('never returns the matched text (sample is empty)', () => {
    const v = inferJurisdiction('Ghana Card GHA-123456789-1 and SSNIT C123456789012');
    for (const e of v.evidence) assert.equal(e.sample, '');
    assert.ok(!JSON.stringify(v).includes('123456789'));
  });

  it('checks a South African ID number with Luhn before counting it', () => {
    assert.equal(luhnValid('8001015009087'), true);
    assert.ok(inferJurisdiction('ID 8001015009087').evidence.some((e) => e.signal === 'id.za_id'));
    assert.ok(!inferJurisdiction('ID 8001015009088').evidence.some((e) => e.signal === 'id.za_id'));
  });

  it('finds a signal after an emoji', () => {
    assert.equal(named('😀 Handelsregister HRB 99 😀'), 'DE');
  });
});

describe('signals.json', () => {
  const raw = JSON.parse(readFileSync(new URL('../../src/jurisdiction/signals.json', import.meta.url), 'utf8'));

  it('loads with phone codes, IBAN and VAT prefixes and places for every supported code', () => {
    const names = new Set(SIGNAL_RULES.signals.map((s) => s.signal));
    for (const cc of ['ng', 'ke', 'gh', 'za', 'gb', 'de', 'fr', 'li', 'is', 'no']) assert.ok(names.has(`phone.${cc}`), cc);
    for (const cc of ['de', 'fr', 'gb', 'no']) assert.ok(names.has(`iban.${cc}`), cc);
    const countries = new Set(SIGNAL_RULES.signals.map((s) => s.country));
    const all = 'AT BE BG CY CZ DE DK EE ES EU FI FR GB GH GR HR HU IE IS IT KE LI LT LU LV MT NG NL NO PL PT RO SE SI SK ZA'.split(' ');
    for (const cc of all) assert.ok(countries.has(cc), cc);
  });

  it('refuses broken rules naming the field', () => {
    const file = 'jurisdiction/signals.json';
    throwsDataFile(() => buildSignalRules({ ...raw, ruleset_version: '2026-11' }, file), file, '/ruleset_version', 'DF_PATTERN');
    throwsDataFile(() => buildSignalRules({ ...raw, signals: [{ signal: 'x.y', tier: 'D', country: 'NG', pattern: 'a' }] }, file), file, '/signals/0/tier', 'DF_ONE_OF_VALUES');
    throwsDataFile(() => buildSignalRules({ ...raw, signals: [{ signal: 'x.y', tier: 'A', country: 'NG', pattern: '(' }] }, file), file, '/signals/0/pattern', 'DF_REGEX_INVALID');
    throwsDataFile(() => buildSignalRules({ ...raw, signals: [{ signal: 'x.y', tier: 'A', country: 'NG', pattern: 'a', check: 'crc' }] }, file), file, '/signals/0/check', 'DF_ONE_OF_VALUES');
    throwsDataFile(() => buildSignalRules({ ...raw, phone_codes: { NG: '+234' } }, file), file, '/phone_codes/NG', 'DF_PATTERN');
    throwsDataFile(() => buildSignalRules({ ...raw, signals: [...raw.signals, raw.signals[0]] }, file), file, `/signals/${raw.signals.length}`, 'DF_SIGNAL_NAME_TWICE');
  });
});
