// Device identifiers (PII-8-DEVICE_ID, mapped by GDPR and NDPA packs): MAC addresses (six hex pairs
// joined by one consistent `:` or `-`, or Cisco's dotted `xxxx.xxxx.xxxx`) and IMEIs (15 digits whose
// Luhn check holds, after an `IMEI` cue: a bare 15-digit Luhn run is as likely an Amex card).
import type { Detector, RawSpan } from '../types.js';
import { luhnValid } from '../../core/checksum.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';
import { allMatches } from '../../core/matches.js';

const MAC = /(?<![\p{L}\p{N}_:.-])(?:[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4})(?![\p{L}\p{N}_]|[:.-][0-9A-Fa-f])/gu;
const IMEI = /\bIMEI(?:\s*(?:no\.?|number|#))?\s*[:#-]?\s*(\d{2}[ -]?\d{6}[ -]?\d{6}[ -]?\d)(?![\p{N}])/giu;
const NOT_A_DEVICE = new Set(['000000000000', 'FFFFFFFFFFFF']);
const IMEI_HINT = /imei/i;

const isHex = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 70) || (c >= 97 && c <= 102);

/** Cheap gate before the full MAC pattern: some `hh:hh:` / `hh-hh-` or `hhhh.hhhh.` occurs. */
function macHint(text: string): boolean {
  for (const sep of [':', '-', '.']) {
    const group = sep === '.' ? 4 : 2;
    for (let i = text.indexOf(sep); i >= 0; i = text.indexOf(sep, i + 1)) {
      const j = i + group + 1;
      if (i < group || text[j] !== sep) continue;
      let ok = true;
      for (let k = 1; k <= group && ok; k++) ok = isHex(text.charCodeAt(i - k)) && isHex(text.charCodeAt(i + k));
      if (ok) return true;
    }
  }
  return false;
}

function scanDeviceIds(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  if (macHint(text)) {
    for (const m of allMatches(MAC, text)) {
      const hex = m[0].replace(/[:.-]/g, '').toUpperCase();
      if (NOT_A_DEVICE.has(hex) || !/[0-9]/.test(hex)) continue;
      const normalized = hex.match(/../g)!.join(':');
      out.push(rawSpan('PII-8-DEVICE_ID', m.index, m.index + m[0].length, CONFIDENCE.strongFormat, 'device_mac', normalized, { type: 'mac' }));
    }
  }
  for (const m of IMEI_HINT.test(text) ? allMatches(IMEI, text) : []) {
    const digits = m[1]!.replace(/[ -]/g, '');
    if (!luhnValid(digits)) continue;
    const end = m.index + m[0].length;
    out.push(rawSpan('PII-8-DEVICE_ID', end - m[1]!.length, end, CONFIDENCE.checksum, 'device_imei', digits, { type: 'imei' }));
  }
  return out.sort((a, b) => a.start - b.start);
}

export const findDeviceIds = memoLast(scanDeviceIds);

export const deviceIdDetector: Detector = universalDetector('device_id', findDeviceIds);
