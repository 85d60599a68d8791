// IPv4 and IPv6 addresses (PII-8-IP_ADDRESS). IPv4 octets must be 0-255 without leading zeros and the
// quad must not sit inside a longer dotted run (version strings like 1.2.3.4.5) or follow `v`/`version`.
// IPv6 candidates are validated by node:net rather than a hand-written grammar.
import { isIPv6 } from 'node:net';
import type { Detector, RawSpan } from '../types.js';
import { CONFIDENCE } from './confidence.js';
import { memoLast, rawSpan, universalDetector } from './span.js';
import { allMatches } from '../../core/matches.js';

const IPV4 = /(?<![\p{L}\p{N}_.]|\.\p{N})(?:\d{1,3}\.){3}\d{1,3}(?![\p{L}\p{N}_]|\.\p{N})/gu;
const VERSION_BEFORE = /(?:\bv|\bver|\bversion|\brelease|\bbuild)\b[^\n]{0,16}$/i;
const IPV6 = /(?<![\p{L}\p{N}_:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[A-Za-z0-9_.]{1,16})?(?![\p{L}\p{N}_:]|\.\p{N})/gu;

/** Cheap gate: IPv6 needs `::` or two hex groups joined by colons somewhere. */
const IPV6_HINT = /::|[0-9A-Fa-f]:[0-9A-Fa-f]{1,4}:/;

function validOctets(s: string): boolean {
  for (const part of s.split('.')) {
    if (part.length > 1 && part[0] === '0') return false;
    if (Number(part) > 255) return false;
  }
  return true;
}

/** RFC 5952 text form (lower case, no leading zeros, longest zero run as `::`), so one address written two ways links. */
export function canonicalIpv6(address: string): string {
  let s = address.toLowerCase();
  const v4 = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = s.includes('::') ? s.split('::') as [string, string] : [s, undefined];
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  const parts = groups.map((g) => Number.parseInt(g, 16).toString(16));
  let bestAt = -1;
  let bestLen = 1;
  for (let i = 0; i < 8; ) {
    if (parts[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && parts[j] === '0') j++;
    if (j - i > bestLen) {
      bestAt = i;
      bestLen = j - i;
    }
    i = j;
  }
  const text = bestAt < 0 ? parts.join(':') : `${parts.slice(0, bestAt).join(':')}::${parts.slice(bestAt + bestLen).join(':')}`;
  // IPv4-mapped addresses keep the dotted quad (RFC 5952 section 5).
  return v4 && text.startsWith('::ffff:') ? `::ffff:${v4.slice(1).map(Number).join('.')}` : text;
}

function scanIps(text: string): RawSpan[] {
  const out: RawSpan[] = [];
  if (text.indexOf('.') >= 0) {
    for (const m of allMatches(IPV4, text)) {
      const start = m.index;
      if (!validOctets(m[0])) continue;
      if (VERSION_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
      out.push(rawSpan('PII-8-IP_ADDRESS', start, start + m[0].length, CONFIDENCE.validatedFormat, 'ip_ipv4', m[0], { version: 4 }));
    }
  }
  if (IPV6_HINT.test(text)) {
    for (const m of allMatches(IPV6, text)) {
      const value = m[0];
      const core = value.split('%')[0]!;
      // Times (10:30:45), `::` alone and hex words (`dead::beef`) are not addresses worth reporting.
      if (!/\d/.test(core) || core.replace(/[^:]/g, '').length < 2) continue;
      if (core.split(':').filter((g) => g.length > 0).length < 2) continue;
      if (!isIPv6(core)) continue;
      const start = m.index;
      out.push(rawSpan('PII-8-IP_ADDRESS', start, start + value.length, CONFIDENCE.validatedFormat, 'ip_ipv6', canonicalIpv6(core), { version: 6 }));
    }
  }
  // An IPv4 quad inside an IPv6 address (`::ffff:10.0.0.1`) is part of that address.
  const v6 = out.filter((s) => s.metadata?.version === 6);
  const kept = v6.length === 0 ? out : out.filter((s) => s.metadata?.version === 6 || !v6.some((o) => o.start <= s.start && s.end <= o.end));
  return kept.sort((a, b) => a.start - b.start);
}

export const findIps = memoLast(scanIps);

export const ipDetector: Detector = universalDetector('ip', findIps);
