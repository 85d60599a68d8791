import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { offsetMap } from '../../../src/core/offsets.js';
import { luhnValid } from '../../../src/core/checksum.js';
import { found, run } from './helpers.js';

interface Vector {
  code: string;
  name: string;
  /** Cue phrase written before the number. */
  cue: string;
  valid: string;
  /** Same shape, wrong check (or impossible date) — never reported. */
  invalid: string[];
  /** Detected without a cue too (published check digit and a distinctive shape). */
  bare: boolean;
}

// Published or documented example numbers of each scheme (national administrations, Wikipedia and
// the python-stdnum documentation), and a corrupted twin of each.
const VECTORS: Vector[] = [
  { code: 'NL', name: 'nl_bsn', cue: 'BSN', valid: '111222333', invalid: ['111222334'], bare: false },
  { code: 'SE', name: 'se_personnummer', cue: 'personnummer', valid: '811228-9874', invalid: ['811228-9875', '811328-9874'], bare: true },
  { code: 'NO', name: 'no_fodselsnummer', cue: 'fødselsnummer', valid: '15108695088', invalid: ['15108695077'], bare: true },
  { code: 'DK', name: 'dk_cpr', cue: 'CPR-nr.', valid: '211062-5629', invalid: ['321062-5629', '211362-5629'], bare: false },
  { code: 'FI', name: 'fi_hetu', cue: 'henkilötunnus', valid: '131052-308T', invalid: ['131052-308U'], bare: true },
  { code: 'IS', name: 'is_kennitala', cue: 'kennitala', valid: '120174-3399', invalid: ['120174-3389'], bare: true },
  { code: 'DE', name: 'de_steuer_idnr', cue: 'Steuer-IdNr.', valid: '36 574 261 809', invalid: ['36574261890', '36554266806'], bare: false },
  { code: 'AT', name: 'at_svnr', cue: 'SV-Nummer', valid: '1237 010180', invalid: ['2237 010180'], bare: true },
  { code: 'FR', name: 'fr_nir', cue: 'numéro de sécurité sociale', valid: '2 95 10 99 126 111 93', invalid: ['2 95 10 99 126 111 99'], bare: true },
  { code: 'BE', name: 'be_national_number', cue: 'rijksregisternummer', valid: '85.07.30-033.28', invalid: ['85.07.30-033.29'], bare: true },
  { code: 'LU', name: 'lu_matricule', cue: 'matricule', valid: '1893120105732', invalid: ['1893120105733', '1893120105722'], bare: true },
  { code: 'IE', name: 'ie_ppsn', cue: 'PPS number', valid: '6433435F', invalid: ['6433435E', '6433435VH'], bare: true },
  { code: 'ES', name: 'es_dni', cue: 'DNI', valid: '12345678Z', invalid: ['12345678A'], bare: true },
  { code: 'ES', name: 'es_dni', cue: 'NIE', valid: 'X1234567L', invalid: ['X1234567M'], bare: true },
  { code: 'PT', name: 'pt_nif', cue: 'NIF', valid: '501964843', invalid: ['501964842'], bare: false },
  { code: 'PT', name: 'pt_cc', cue: 'cartão de cidadão', valid: '00000000 0 ZZ4', invalid: ['00000000 0 ZZ3'], bare: true },
  { code: 'IT', name: 'it_codice_fiscale', cue: 'codice fiscale', valid: 'RSSMRA85T10A562S', invalid: ['RSSMRA85T10A562T', 'RSSMRA85T50A562S'], bare: true },
  { code: 'GR', name: 'gr_amka', cue: 'ΑΜΚΑ', valid: '01013099997', invalid: ['01013099998', '32013099995'], bare: true },
  { code: 'CY', name: 'cy_tic', cue: 'TIC', valid: '10259033P', invalid: ['10259033Z', '12259033P'], bare: false },
  { code: 'PL', name: 'pl_pesel', cue: 'PESEL', valid: '44051401359', invalid: ['44051401358', '44131401352'], bare: true },
  { code: 'CZ', name: 'cz_rodne_cislo', cue: 'rodné číslo', valid: '710319/2745', invalid: ['710319/2746'], bare: true },
  { code: 'SK', name: 'sk_rodne_cislo', cue: 'rodné číslo', valid: '7103192745', invalid: ['7103192744'], bare: true },
  { code: 'HU', name: 'hu_taj', cue: 'TAJ szám', valid: '111 111 110', invalid: ['111 111 111'], bare: false },
  { code: 'SI', name: 'si_emso', cue: 'EMŠO', valid: '0101006500006', invalid: ['0101006500007'], bare: true },
  { code: 'HR', name: 'hr_oib', cue: 'OIB', valid: '33392005961', invalid: ['33392005962'], bare: false },
  { code: 'RO', name: 'ro_cnp', cue: 'CNP', valid: '1630615123457', invalid: ['1630615123458'], bare: true },
  { code: 'BG', name: 'bg_egn', cue: 'ЕГН', valid: '7523169263', invalid: ['7523169264', '8032056032'], bare: true },
  { code: 'EE', name: 'ee_isikukood', cue: 'isikukood', valid: '37605030299', invalid: ['37605030298', '97605030299'], bare: true },
  { code: 'LT', name: 'lt_asmens_kodas', cue: 'asmens kodas', valid: '33309240064', invalid: ['33309240065'], bare: true },
  { code: 'LV', name: 'lv_personas_kods', cue: 'personas kods', valid: '161175-19997', invalid: ['161175-19998', '161375-19997'], bare: true },
];

describe('EU/EEA identifiers: published vectors', () => {
  for (const v of VECTORS) {
    it(`${v.code} ${v.name}: ${v.valid} found after its cue, corrupted twins never`, () => {
      const spans = run(v.code, `${v.cue} ${v.valid}`).filter((s) => s.detector === `rule:${v.name}`);
      assert.deepEqual(spans.map((s) => s.text), [v.valid]);
      assert.equal(spans[0]!.confidence, v.name === 'dk_cpr' ? 0.85 : 0.95, 'checksum 0.95; DK is date-only 0.85');
      assert.equal(spans[0]!.metadata?.['country'], v.code);
      assert.equal(spans[0]!.normalized, v.valid.replace(/[\s.\-/+]/g, '').toUpperCase());
      for (const bad of v.invalid) assert.deepEqual(found(v.code, `${v.cue} ${bad}`, v.name), [], bad);
    });

    it(`${v.code} ${v.name}: ${v.bare ? 'found without a cue at 0.90' : 'needs a cue'}`, () => {
      const spans = run(v.code, `Holder: ${v.valid} (see file).`).filter((s) => s.detector === `rule:${v.name}`);
      if (v.bare) {
        assert.deepEqual(spans.map((s) => [s.text, s.confidence]), [[v.valid, 0.9]]);
      } else {
        assert.deepEqual(spans, []);
      }
    });

    it(`${v.code} ${v.name}: look-alikes (order, invoice, embedded in longer numbers) and emoji offsets`, () => {
      assert.deepEqual(found(v.code, `Order no. ${v.valid}`, v.name), []);
      assert.deepEqual(found(v.code, `Invoice ${v.valid} is due`, v.name), []);
      assert.deepEqual(found(v.code, `${v.cue} 9${v.valid.replace(/\D/g, '')}1`, v.name), []);
      const text = `🙂👍🏽 ${v.cue} ${v.valid}`;
      const [span] = run(v.code, text).filter((s) => s.detector === `rule:${v.name}`);
      assert.equal(span!.text, v.valid);
      const map = offsetMap(text);
      assert.equal(map.toCodePoint(span!.start), span!.start - 3);
      assert.equal([...text].slice(map.toCodePoint(span!.start), map.toCodePoint(span!.end)).join(''), v.valid);
    });
  }
});

describe('EU/EEA identifiers: cue-only schemes', () => {
  it('MT identity card, CY identity card, LI PEID and the new LV code need their cue', () => {
    assert.deepEqual(found('MT', 'ID card 1234567M', 'mt_id_card'), ['1234567M']);
    assert.deepEqual(found('MT', 'part 1234567M'), []);
    assert.deepEqual(found('CY', 'identity card 1234567', 'cy_id_card'), ['1234567']);
    assert.deepEqual(found('CY', 'paid 1234567'), []);
    assert.deepEqual(found('LI', 'PEID 123456789012', 'li_peid'), ['123456789012']);
    assert.deepEqual(found('LI', 'Betrag 123456789012'), []);
    const [lv] = run('LV', 'personas kods 320010-10000');
    assert.deepEqual([lv!.text, lv!.confidence, lv!.metadata?.['validation']], ['320010-10000', 0.6, 'cue']);
    assert.deepEqual(found('LV', 'number 320010-10000'), []);
  });

  it('DK CPR: the date is checked, the retired mod-11 check is not', () => {
    // 010180-1234 fails the old mod-11 test but such numbers are issued since 2007.
    assert.deepEqual(found('DK', 'CPR 010180-1234'), ['010180-1234']);
    assert.equal(run('DK', 'CPR 010180-1234')[0]!.confidence, 0.85);
  });

  it('AT: a number whose tail is no date needs a cue', () => {
    // Serial 123, tail 991380 (no month 13... day 99): only with a cue.
    const tail = '991380';
    const check = [3, 7, 9].reduce((s, w, i) => s + w * Number('123'[i]), 0) + [5, 8, 4, 2, 1, 6].reduce((s, w, i) => s + w * Number(tail[i]), 0);
    const number = `123${check % 11}${tail}`;
    if (check % 11 === 10) return;
    assert.deepEqual(found('AT', `Versicherungsnummer ${number}`), [number]);
    assert.deepEqual(found('AT', `Holder ${number}`), []);
  });
});

describe('EU code: every member runs, the nearest specific cue names the number', () => {
  it('finds Swedish and Polish numbers under EU', () => {
    const text = 'personnummer 811228-9874, PESEL 44051401359';
    // (cued values that fail another member's check are reported as `:cued:` look-alikes; overlap
    // resolution keeps the validated one)
    const spans = run('EU', text).filter((s) => !s.detector.includes(':cued:'));
    assert.deepEqual(
      spans.map((s) => [s.text, s.detector]),
      [
        ['811228-9874', 'rule:se_personnummer'],
        ['44051401359', 'rule:pl_pesel'],
      ],
    );
  });

  it('a Danish cue keeps a Luhn-valid number from being read as Swedish', () => {
    // 12-04-12 is a date read either way (DDMMYY and YYMMDD); pick the digit that makes Luhn pass.
    const check = [...'0123456789'].find((d) => luhnValid(`120412346${d}`))!;
    const number = `120412-346${check}`;
    assert.deepEqual(found('SE', `Holder: ${number}`), [number], 'a Swedish number on its own');
    assert.deepEqual(run('EU', `CPR-nr. ${number}`).map((s) => s.detector), ['rule:dk_cpr']);
    assert.deepEqual(run('EU', `personnummer ${number}`).map((s) => s.detector).sort(), ['rule:dk_cpr', 'rule:se_personnummer']);
  });
});
