// Digital identifiers: decentralised identifiers (PII-2-DID) and cryptocurrency wallet addresses
// (PII-5-CRYPTO_WALLET). Bitcoin addresses are reported only when their own checksum holds
// (Base58Check double SHA-256, or bech32/bech32m), since 26-35 random base58 characters are common
// in tokens and hashes. Ethereum addresses have no checksum without Keccak, so they are format-only.
import { createHash } from 'node:crypto';
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';
import { allMatches } from '../../core/matches.js';

const DID = /(?<![\p{L}\p{N}_])did:([a-z0-9]{1,32}):[A-Za-z0-9._:%-]{4,256}/gu;
const WELL_KNOWN_DID_METHODS = new Set(['key', 'web', 'ion', 'ethr', 'polygon', 'jwk', 'pkh', 'indy', 'sov', 'peer', 'plc']);
const BTC_BASE58 = /(?<![\p{L}\p{N}_])[13][1-9A-HJ-NP-Za-km-z]{25,34}(?![\p{L}\p{N}_])/gu;
const BTC_BECH32 = /(?<![\p{L}\p{N}_])(?:bc1|tb1)[02-9ac-hj-np-z]{6,87}(?![\p{L}\p{N}_])/gu;
const ETH = /(?<![\p{L}\p{N}_])0x[0-9a-fA-F]{40}(?![\p{L}\p{N}_])/gu;

const B58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const B58_INDEX = new Map([...B58].map((c, i) => [c, i]));

function base58Decode(s: string): Uint8Array | null {
  const bytes: number[] = [];
  for (const ch of s) {
    let carry = B58_INDEX.get(ch);
    if (carry === undefined) return null;
    for (let i = 0; i < bytes.length; i++) {
      carry += bytes[i]! * 58;
      bytes[i] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  for (let i = 0; i < s.length && s[i] === '1'; i++) bytes.push(0);
  return Uint8Array.from(bytes.reverse());
}

export function base58CheckValid(s: string): boolean {
  const raw = base58Decode(s);
  if (raw?.length !== 25) return false;
  const payload = raw.subarray(0, 21);
  const h = createHash('sha256').update(createHash('sha256').update(payload).digest()).digest();
  return h[0] === raw[21] && h[1] === raw[22] && h[2] === raw[23] && h[3] === raw[24];
}

const BECH32_CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_GEN = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];

/** BIP-173 / BIP-350 checksum: polymod 1 (bech32, segwit v0) or 0x2bc830a3 (bech32m, v1+). */
export function bech32Valid(s: string): boolean {
  const sep = s.lastIndexOf('1');
  if (sep < 1 || s.length - sep < 7) return false;
  const hrp = s.slice(0, sep);
  const values: number[] = [];
  for (const c of hrp) values.push(c.charCodeAt(0) >> 5);
  values.push(0);
  for (const c of hrp) values.push(c.charCodeAt(0) & 31);
  for (const c of s.slice(sep + 1)) {
    const v = BECH32_CHARSET.indexOf(c);
    if (v < 0) return false;
    values.push(v);
  }
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ BECH32_GEN[i]!) >>> 0;
  }
  return chk === 1 || chk === 0x2bc830a3;
}

function scanDigitalIds(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  if (text.indexOf('did:') >= 0) {
    for (const m of allMatches(DID, text)) {
      const method = m[1]!;
      if (method === 'method') continue; // documentation placeholder `did:method:...`
      let value = m[0];
      while (/[.:-]$/.test(value)) value = value.slice(0, -1); // trailing punctuation of the sentence
      const conf = WELL_KNOWN_DID_METHODS.has(method) ? CONFIDENCE.strongFormat : CONFIDENCE.phonePossible;
      out.push(rawSpan('PII-2-DID', m.index, m.index + value.length, conf, `digital_id_did_${method}`, value, { method }));
    }
  }
  for (const m of allMatches(BTC_BASE58, text)) {
    if (!base58CheckValid(m[0])) continue;
    out.push(rawSpan('PII-5-CRYPTO_WALLET', m.index, m.index + m[0].length, CONFIDENCE.checksum, 'digital_id_btc_base58', m[0], { chain: 'bitcoin' }));
  }
  if (text.indexOf('bc1') >= 0 || text.indexOf('tb1') >= 0) {
    for (const m of allMatches(BTC_BECH32, text)) {
      if (!bech32Valid(m[0])) continue;
      out.push(rawSpan('PII-5-CRYPTO_WALLET', m.index, m.index + m[0].length, CONFIDENCE.checksum, 'digital_id_btc_bech32', m[0], { chain: 'bitcoin' }));
    }
  }
  if (text.indexOf('0x') >= 0) {
    for (const m of allMatches(ETH, text)) {
      out.push(rawSpan('PII-5-CRYPTO_WALLET', m.index, m.index + m[0].length, CONFIDENCE.strongFormat, 'digital_id_eth', m[0].toLowerCase(), { chain: 'ethereum' }));
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

export const findDigitalIds = memoLast(scanDigitalIds);

export const digitalIdDetector: Detector = universalDetector('digital_id', findDigitalIds);
