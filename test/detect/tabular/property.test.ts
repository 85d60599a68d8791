// Property test of tabular mode (issue 12): de-identify generated tables - random separators (, ; TAB |
// and fixed-width), quoting, header names in English and the cue languages (Pidgin, Hausa, Yoruba,
// Swahili), random column orders and row counts - and assert that no generated identifier, phone,
// e-mail or name (nor any word of it) survives in the output. Seeded, so a failure replays.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Rng, seededRng } from '../../../bench/lib/rng.js';
import { deidentify } from '../../../src/deidentify/index.js';

const pick = <T>(rng: Rng, xs: readonly T[]): T => xs[Math.floor(rng() * xs.length)]!;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => String(int(rng, 0, 9))).join('');

// Header spellings as users write them (not copied from the vocabulary file: the file must cover them).
const HEADERS: Record<string, readonly string[]> = {
  name: ['Name', 'Full Name', 'customer_name', 'NAME', 'Jina', 'Jina Kamili', 'Suna', 'Cikakken Suna', 'Orúkọ', 'Oruko Kikun', 'Your Name', 'Surname'],
  national_id: ['National ID', 'national_id', 'ID Number', 'NIN', 'id_no', 'Kitambulisho', 'Namba ya Kitambulisho', 'Lambar Shaida', 'Nọ́mbà Ìdánimọ̀', 'NIN Nomba'],
  phone: ['Phone', 'phone_number', 'Mobile', 'MSISDN', 'M-Pesa Number', 'Simu', 'Namba ya Simu', 'Lambar Waya', 'Nọ́mbà Fóònù', 'Fone Nomba', 'Tel.'],
  email: ['Email', 'E-mail', 'email_address', 'Barua Pepe', 'Imel', 'Imeeli', 'Email Adres'],
};
const GIVEN = ['Wanjiru', 'Achieng', 'Otieno', 'Kamau', 'Amina', 'Chinedu', 'Ngozi', 'Adebayo', 'Folake', 'Musa', 'Halima', 'Baraka', 'Zawadi', 'Emeka', 'Yetunde'];
const FAMILY = ['Kamau', 'Odhiambo', 'Mwangi', 'Njoroge', 'Okafor', 'Ogunlesi', 'Balogun', 'Ibrahim', 'Abdullahi', 'Wekesa', 'Chebet', 'Adeyemi', 'Eze', 'Mutua', 'Bello'];

interface Row {
  key: string;
  name: string;
  national_id: string;
  phone: string;
  email: string;
}

function person(rng: Rng, jurisdiction: 'KE' | 'NG', i: number): Row {
  const given = pick(rng, GIVEN);
  const family = pick(rng, FAMILY.filter((f) => f !== given));
  const name = `${given} ${family}`;
  // KE: an 8-digit national ID and a Safaricom 07xx number; NG: an 11-digit NIN and an 080x/081x/070x mobile.
  const national_id = jurisdiction === 'KE' ? `${int(rng, 1, 3)}${digits(rng, 7)}` : `${int(rng, 1, 9)}${digits(rng, 10)}`;
  const local = jurisdiction === 'KE' ? `07${pick(rng, ['01', '10', '12', '20', '22', '40'])}${digits(rng, 6)}` : `0${pick(rng, ['803', '806', '813', '816', '703', '706', '905'])}${digits(rng, 7)}`;
  const phone = rng() < 0.3 ? `+${jurisdiction === 'KE' ? '254' : '234'}${local.slice(1)}` : local;
  const email = `${given}.${family}${int(rng, 1, 99)}@${pick(rng, ['example.com', 'mail.co.ke', 'yahoo.com', 'gmail.com'])}`.toLowerCase();
  return { key: `C${String(i + 1).padStart(3, '0')}`, name, national_id, phone, email };
}

const COLUMNS = ['name', 'national_id', 'phone', 'email'] as const;

function table(rng: Rng, jurisdiction: 'KE' | 'NG'): { text: string; rows: Row[] } {
  const order = ['key', ...COLUMNS].sort(() => rng() - 0.5);
  const header = order.map((c) => (c === 'key' ? pick(rng, ['id', 'ref', 'No.', '#']) : pick(rng, HEADERS[c]!)));
  const rows = Array.from({ length: int(rng, 1, 6) }, (_, i) => person(rng, jurisdiction, i));
  const matrix = [header, ...rows.map((r) => order.map((c) => r[c as keyof Row]))];
  const sep = pick(rng, [',', ';', '\t', '|', 'fixed'] as const);
  const quoting = pick(rng, ['none', 'all', 'some'] as const);
  let lines: string[];
  if (sep === 'fixed') {
    const widths = order.map((_, k) => Math.max(...matrix.map((line) => line[k]!.length)) + int(rng, 2, 4));
    lines = matrix.map((line) => line.map((v, k) => v.padEnd(widths[k]!)).join('').trimEnd());
  } else {
    const quote = (v: string) => (quoting === 'all' || (quoting === 'some' && rng() < 0.5) ? `"${v.replace(/"/g, '""')}"` : v);
    const pad = sep === '|' && rng() < 0.5;
    lines = matrix.map((line) => {
      const body = line.map(quote).join(pad ? ' | ' : sep);
      return pad ? `| ${body} |` : body;
    });
  }
  const intro = pick(rng, ['', 'Customer export attached:\n', 'Orodha ya wateja\n\n']);
  return { text: `${intro}${lines.join(pick(rng, ['\n', '\r\n']))}\n`, rows };
}

describe('tabular mode: property', () => {
  it('no generated identifier, phone, e-mail or name survives de-identification of a generated table', () => {
    const rng = seededRng(20261122);
    for (let n = 0; n < 120; n++) {
      const jurisdiction = rng() < 0.5 ? 'KE' : 'NG';
      const { text, rows } = table(rng, jurisdiction);
      const out = deidentify({ text, jurisdiction, backend: 'basic', method: 'mask' }).text;
      for (const r of rows) {
        const secrets = [r.national_id, r.phone, r.email, r.name, ...r.name.split(' ')];
        for (const s of secrets) assert.ok(!out.includes(s), `case ${n} (${jurisdiction}): '${s}' survives in\n${text}\n=>\n${out}`);
        // the record key is no personal data and stays
        assert.ok(out.includes(r.key), `case ${n}: the record key ${r.key} was removed\n${out}`);
      }
    }
  });
});
