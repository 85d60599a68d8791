// The pipeline's own rules, with small detectors built here so the outcome does not depend on the
// registries: detector selection per code, overlap resolution, citations, code-point offsets.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import { detect, detectorsFor, detectSpans, registerModelDetector, requireBackend, resetModelDetector, runDetection } from '../../src/detect/index.js';
import { resolveOverlaps, strength } from '../../src/detect/overlaps.js';
import type { Detector, RawSpan } from '../../src/detect/types.js';
import { requireStatute } from '../../src/jurisdiction/countries.js';
import { hasCode } from '../helpers/codes.js';

function regexDetector(name: string, countries: string[], category: string, re: RegExp, confidence: number, metadata?: RawSpan['metadata']): Detector {
  return {
    name,
    countries,
    detect(text) {
      return [...text.matchAll(new RegExp(re.source, 'g'))].map((m) => ({
        category,
        start: m.index!,
        end: m.index! + m[0].length,
        confidence,
        detector: `rule:${name}`,
        normalized: m[0].replace(/\s/g, ''),
        ...(metadata ? { metadata } : {}),
      }));
    },
  };
}

const nin = regexDetector('ng_nin', ['NG'], 'PII-2-NIN', /\b\d{11}\b/, 0.8, { validation: 'format' });
const bsn = regexDetector('nl_bsn', ['NL'], 'PII-2-NATIONAL_ID', /\b\d{9}\b/, 0.9, { validation: 'checksum' });
const phone = regexDetector('phone', [], 'PII-3-PHONE', /0\d{3} \d{3} \d{4}/, 0.9);
const digits = regexDetector('digits', [], 'PII-3-PHONE', /\d{9,11}/, 0.6);

describe('detector selection', () => {
  it('runs a country detector only for its code (or EU for members) and universal ones everywhere', () => {
    const pool = [nin, bsn, phone];
    assert.deepEqual(detectorsFor('NG', pool).map((d) => d.name), ['ng_nin', 'phone']);
    assert.deepEqual(detectorsFor('NL', pool).map((d) => d.name), ['nl_bsn', 'phone']);
    assert.deepEqual(detectorsFor('EU', pool).map((d) => d.name), ['nl_bsn', 'phone']);
    assert.deepEqual(detectorsFor('GB', pool).map((d) => d.name), ['phone']);
  });
});

describe('detectSpans', () => {
  it('attaches the statute citation and keeps normalised values and metadata', () => {
    const spans = detectSpans('NIN 12345678901 on file', { jurisdiction: 'NG', detectors: [nin] });
    assert.equal(spans.length, 1);
    assert.equal(spans[0]!.citation, 'NDPA 2023 s.25 (lawful basis of personal data processing); NDPA 2023 s.24 (principles of personal data processing)');
    assert.equal(spans[0]!.normalized, '12345678901');
    assert.deepEqual(spans[0]!.metadata, { validation: 'format' });
  });

  it('uses the given statute for citations (statute wins over the jurisdiction)', () => {
    const spans = detectSpans('NIN 12345678901', { jurisdiction: 'NG', statute: requireStatute('GDPR'), detectors: [nin] });
    assert.equal(spans[0]!.citation, 'GDPR Art 87 (processing of the national identification number)');
  });

  it('reports code-point offsets after an emoji and keeps UTF-16 offsets for rewriting', () => {
    const text = '😀 Patient 👩🏽‍⚕️ NIN 12345678901 ok';
    const [s] = detectSpans(text, { jurisdiction: 'NG', detectors: [nin] });
    const cps = [...text];
    assert.equal(cps.slice(s!.start, s!.end).join(''), '12345678901');
    assert.equal(text.slice(s!.utf16Start, s!.utf16End), '12345678901');
    assert.notEqual(s!.start, s!.utf16Start);
  });

  it('lets a validated identifier beat a weaker overlapping pattern, and sorts by position', () => {
    const spans = detectSpans('call 0803 555 7890 or BSN 123456782', { jurisdiction: 'NL', detectors: [digits, bsn, phone] });
    assert.deepEqual(spans.map((s) => [s.category, s.detector]), [['PII-3-PHONE', 'rule:phone'], ['PII-2-NATIONAL_ID', 'rule:nl_bsn']]);
  });

  it('rounds confidences to four decimals and drops spans outside the text', () => {
    const odd: Detector = { name: 'odd', countries: [], detect: () => [
      { category: 'PII-3-EMAIL', start: 0, end: 2, confidence: 0.123456, detector: 'rule:odd' },
      { category: 'PII-3-EMAIL', start: 1, end: 99, confidence: 0.9, detector: 'rule:odd' },
    ] };
    const spans = detectSpans('ab', { jurisdiction: 'GB', detectors: [odd] });
    assert.deepEqual(spans.map((s) => s.confidence), [0.1235]);
  });
});

describe('resolveOverlaps', () => {
  const s = (category: string, start: number, end: number, confidence: number, detector = 'rule:x', metadata?: RawSpan['metadata']): RawSpan => ({ category, start, end, confidence, detector, ...(metadata ? { metadata } : {}) });

  it('ranks validated identifiers over patterns over lexicon hits', () => {
    assert.equal(strength(s('PII-2-NIN', 0, 1, 0.6, 'rule:x', { validation: 'checksum' })), 3);
    assert.equal(strength(s('PII-5-CARD', 0, 1, 0.95)), 3);
    assert.equal(strength(s('PII-2-NIN', 0, 1, 0.8)), 2);
    assert.equal(strength(s('PII-3-PHONE', 0, 1, 0.9)), 2);
    assert.equal(strength(s('PII-1-NAME', 0, 1, 0.7)), 1);
  });

  it('keeps the longer span at equal strength and the address over the place inside it', () => {
    const out = resolveOverlaps([s('PII-4-LOCATION', 20, 25, 0.9), s('PII-4-ADDRESS', 0, 25, 0.5), s('PII-1-NAME', 3, 8, 0.7)]);
    assert.deepEqual(out.map((x) => x.category), ['PII-4-ADDRESS']);
    const eq = resolveOverlaps([s('PII-3-PHONE', 0, 5, 0.9), s('PII-3-PHONE', 0, 8, 0.7)]);
    assert.deepEqual(eq.map((x) => x.end), [8]);
  });

  it('never lets a model proposal widen or displace an identifier', () => {
    // "SSNIT F489231853411": the tagger read the cue and the number as a name; the identifier keeps its span.
    const out = resolveOverlaps([s('PII-2-SSNIT', 6, 19, 0.95), s('PII-1-NAME', 0, 19, 0.8, 'model:t')], { modelRan: true });
    assert.deepEqual(out.map((x) => [x.category, x.start, x.end]), [['PII-2-SSNIT', 6, 19]]);
    // A model place over a phone's digits is dropped too, while one beside it stands.
    const beside = resolveOverlaps([s('PII-3-PHONE', 10, 22, 0.9), s('PII-4-LOCATION', 0, 8, 0.75, 'model:t')], { modelRan: true });
    assert.deepEqual(beside.map((x) => x.category), ['PII-4-LOCATION', 'PII-3-PHONE']);
  });

  it('gives a special-category value read under its own label precedence over a reference reading of the same characters', () => {
    const label = { kind: 'record', via: 'label' };
    // 'Template ref: VP-77120-3' on a voice enrolment: the biometric label's value, not a case reference or a postcode.
    const ref = resolveOverlaps([s('PII-9-CASE_REFERENCE', 14, 24, 0.7, 'rule:case_reference'), s('PII-6-BIOMETRIC', 14, 24, 0.65, 'rule:special', label)]);
    assert.deepEqual(ref.map((x) => x.category), ['PII-6-BIOMETRIC']);
    const addr = resolveOverlaps([s('PII-4-ADDRESS', 14, 24, 0.9, 'rule:addr_parser'), s('PII-6-BIOMETRIC', 14, 24, 0.65, 'rule:special', label)]);
    assert.deepEqual(addr.map((x) => x.category), ['PII-6-BIOMETRIC']);
    // A special value found by a pattern or a term, not under its label, keeps the confidence order.
    const pattern = resolveOverlaps([s('PII-9-CASE_REFERENCE', 14, 24, 0.7), s('PII-6-BIOMETRIC', 14, 24, 0.65, 'rule:special', { kind: 'record', via: 'pattern' })]);
    assert.deepEqual(pattern.map((x) => x.category), ['PII-9-CASE_REFERENCE']);
    // An identifier still comes first, and a longer reference still wins over a shorter labelled value.
    const id = resolveOverlaps([s('PII-2-NHS_NUMBER', 14, 24, 0.8), s('PII-6-HEALTH', 14, 24, 0.85, 'rule:special', label)]);
    assert.deepEqual(id.map((x) => x.category), ['PII-2-NHS_NUMBER']);
    const longer = resolveOverlaps([s('PII-9-CASE_REFERENCE', 10, 24, 0.7), s('PII-6-BIOMETRIC', 14, 24, 0.85, 'rule:special', label)]);
    assert.deepEqual(longer.map((x) => [x.category, x.start, x.end]), [['PII-9-CASE_REFERENCE', 10, 24]]);
  });

  it('is independent of input order', () => {
    const spans = [s('PII-3-PHONE', 0, 10, 0.9, 'rule:a'), s('PII-2-TIN', 0, 10, 0.9, 'rule:b'), s('PII-3-EMAIL', 12, 20, 0.95), s('PII-1-NAME', 15, 30, 0.7)];
    const a = resolveOverlaps(spans);
    const b = resolveOverlaps([...spans].reverse());
    assert.deepEqual(a, b);
    assert.deepEqual(a.map((x) => x.category), ['PII-2-TIN', 'PII-3-EMAIL']);
  });

  it('drops a model proposal over a rule finding unless it is a wider name over name tokens; the rule finding covers the union', () => {
    const out = resolveOverlaps([s('PII-1-NAME', 0, 6, 0.7), s('PII-1-NAME', 7, 14, 0.7), s('PII-1-NAME', 0, 14, 0.8, 'model:m'), s('PII-3-PHONE', 20, 30, 0.9), s('PII-4-ADDRESS', 18, 32, 0.8, 'model:m')]);
    assert.deepEqual(out.map((x) => [x.category, x.start, x.end, x.detector]), [['PII-1-NAME', 0, 14, 'model:m'], ['PII-3-PHONE', 18, 32, 'rule:x']]);
  });

  it('never leaves a remainder: a losing span that reaches past its winners widens them to the union', () => {
    // An address read too far (0-22) and the IP it ran into (18-31): the IP is stronger, the address
    // longer; whichever wins, nothing of either is left outside the kept spans.
    const out = resolveOverlaps([s('PII-4-ADDRESS', 0, 22, 0.85), s('PII-8-IP_ADDRESS', 18, 31, 0.95)]);
    assert.deepEqual(out.map((x) => [x.category, x.start, x.end]), [['PII-4-ADDRESS', 0, 31]]);
    // A weak span bridging two kept ones: the gap and both ends are covered, categories kept.
    const bridged = resolveOverlaps([s('PII-3-PHONE', 5, 15, 0.9), s('PII-6-EMAIL', 20, 30, 0.95), s('PII-1-NAME', 2, 33, 0.5)]);
    assert.deepEqual(bridged.map((x) => [x.category, x.start, x.end]), [['PII-3-PHONE', 2, 20], ['PII-6-EMAIL', 20, 33]]);
    // A span inside a winner changes nothing.
    assert.deepEqual(resolveOverlaps([s('PII-4-ADDRESS', 0, 30, 0.85), s('PII-4-LOCATION', 10, 16, 0.9)]).map((x) => [x.start, x.end]), [[0, 30]]);
  });

  it('returns the kept spans in (start, end) order across interval chunks, whatever order they were kept in', () => {
    // 3,000 disjoint spans (more than the interval set's 512-item chunk, so it splits), strongest last in
    // text order so that they are kept right to left, plus weaker spans inside them that must lose.
    const spans: RawSpan[] = [];
    for (let i = 0; i < 3000; i++) spans.push(s('PII-3-PHONE', i * 10, i * 10 + 6, 0.5 + (i % 7) / 100 + i / 1e6));
    for (let i = 0; i < 3000; i += 3) spans.push(s('PII-1-NAME', i * 10 + 1, i * 10 + 3, 0.9));
    const out = resolveOverlaps([...spans].reverse());
    assert.equal(out.length, 3000);
    assert.deepEqual(out.map((x) => x.start), Array.from({ length: 3000 }, (_, i) => i * 10));
    for (let i = 1; i < out.length; i++) assert.ok(out[i - 1]!.end <= out[i]!.start, 'kept spans are disjoint and in order');
    // The answer is a fresh array: changing it leaves a second resolution of the same spans alone.
    out.length = 0;
    assert.equal(resolveOverlaps(spans.slice(0, 3)).length, 3);
    const one = resolveOverlaps([s('PII-3-PHONE', 0, 5, 0.9)]);
    one.pop();
    assert.equal(resolveOverlaps([s('PII-3-PHONE', 0, 5, 0.9)]).length, 1);
  });
});

describe('detect / runDetection', () => {
  it('refuses an unknown backend listing the accepted ones', () => {
    assert.equal(requireBackend(undefined), 'auto');
    assert.throws(() => detect({ text: 'x', jurisdiction: 'NG', backend: 'gliner' }), (e: unknown) => e instanceof BadRequestError && hasCode('SC_DETECT_BACKEND_UNKNOWN')(e) && /'basic', 'auto'/.test(e.message));
  });

  it('refuses when the text does not reveal its jurisdiction, listing every code and advising both fields', () => {
    for (const jurisdiction of [undefined, null, 'auto', 'AUTO']) {
      assert.throws(() => detect({ text: 'hello 12345', jurisdiction, backend: 'basic' }), (e: unknown) => {
        assert.ok(e instanceof BadRequestError && hasCode('SC_JURISDICTION_NOT_STATED')(e));
        for (const pair of ['AT (GDPR)', 'EU (GDPR)', 'GB (UK-GDPR)', 'GH (GHANA-DPA)', 'KE (KENYA-DPA)', 'NG (NDPA-2023)', 'ZA (POPIA)', 'SK (GDPR)']) assert.ok(e.message.includes(pair), pair);
        assert.match(e.message, /Pass jurisdiction .* or statute/);
        return true;
      });
    }
  });

  it('refuses an inferred country that no pack covers', () => {
    assert.throws(() => detect({ text: 'SSN on file, Acme Inc, $ 5', backend: 'basic' }), (e: unknown) => {
      assert.ok(e instanceof BadRequestError && hasCode('SC_JURISDICTION_UNCOVERED')(e));
      assert.ok(e.message.includes(' US, '), 'names the country inferred');
      assert.match(e.message, /NG \(NDPA-2023\).*or statute \(one of GDPR/);
      return true;
    });
  });

  it('refuses a code outside the table and an unknown statute', () => {
    assert.throws(() => detect({ text: 'x', jurisdiction: 'US' }), hasCode('SC_JURISDICTION_UNSUPPORTED'));
    assert.throws(() => detect({ text: 'x', statute: 'HIPAA' }), hasCode('SC_STATUTE_UNKNOWN'));
  });

  it('infers when jurisdiction is omitted, and a statute alone governs without inference', () => {
    const inferred = runDetection({ text: 'Invoice from Monzo Bank Limited, London EC2A 2AG.' });
    assert.equal(inferred.governing.jurisdiction, 'GB');
    assert.equal(inferred.governing.source, 'inferred');
    assert.equal(inferred.governing.statute.statute, 'UK-GDPR');
    const byStatute = runDetection({ text: 'hello', statute: 'GDPR' });
    assert.equal(byStatute.governing.jurisdiction, 'EU');
    assert.equal(byStatute.governing.source, 'given');
    const both = runDetection({ text: 'hello', jurisdiction: 'NG', statute: 'POPIA' });
    assert.equal(both.governing.jurisdiction, 'NG');
    assert.equal(both.governing.statute.statute, 'POPIA');
  });

  it('auto runs the built-in tagger by default, equals basic without a model, and names a registered one', () => {
    const builtIn = runDetection({ text: 'hello', jurisdiction: 'NG', backend: 'auto' });
    assert.equal(builtIn.backend, 'auto');
    assert.match(String(builtIn.model), /^sc-tagger-[0-9a-f]{12}$/);
    registerModelDetector(null);
    const run = runDetection({ text: 'hello', jurisdiction: 'NG', backend: 'auto' });
    assert.equal(run.backend, 'basic');
    assert.equal(run.model, null);
    registerModelDetector({ name: 'tiny', model: 'tiny-ner', countries: [], detect: () => [] });
    try {
      const withModel = runDetection({ text: 'hello', jurisdiction: 'NG', backend: 'auto' });
      assert.equal(withModel.backend, 'auto');
      assert.equal(withModel.model, 'tiny-ner');
      assert.ok(withModel.detectors.includes('model:tiny-ner'));
      assert.equal(runDetection({ text: 'hello', jurisdiction: 'NG', backend: 'basic' }).model, null);
    } finally {
      resetModelDetector();
    }
  });
});
