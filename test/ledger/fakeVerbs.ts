// Small deterministic stand-ins for the verbs, used only by the ledger tests: they make ids with the
// real contentId/documentId helpers from what they decided, so a change of engine pins or thresholds
// really changes the decision id, as the installed engines will.
import { contentId, documentId } from '../../src/core/ids.js';
import { round4 } from '../../src/core/round.js';
import { asCodePointOffset } from '../../src/core/offsets.js';
import type { CompareEntry, DeidentifyEntry, LedgerRecordInput, StoredSpan } from '../../src/ledger/index.js';

export interface EngineSettings {
  engine: string;
  threshold: number;
  review: number;
}

export const CURRENT: EngineSettings = { engine: 'service-core@0.1.0', threshold: 0.7, review: 0.4 };

type Input = Record<string, unknown> | string;
const NIN = /\b\d{11}\b/;

function recordOf(entity: string, input: Input): LedgerRecordInput {
  if (typeof input === 'string') {
    const id = contentId('rec', { schema: 'test.rec.v1', entity_type: entity, text: input });
    const nin = NIN.exec(input)?.[0];
    const name = input.split(',')[0]!.trim();
    return { id, entity_type: entity, text: input, attributes: nin ? { name, national_id: nin } : { name } };
  }
  const id = contentId('rec', { schema: 'test.rec.v1', entity_type: entity, attributes: input });
  return { id, entity_type: entity, attributes: input };
}

/** compareDetailed-shaped result: {receipt, explain, records}. */
export function fakeCompare(settings: EngineSettings = CURRENT) {
  return (call: Record<string, unknown>) => {
    const entity = typeof call.entity === 'string' ? call.entity : 'person';
    const ra = recordOf(entity, call.a as Input);
    const rb = recordOf(entity, call.b as Input);
    const fa = ra.attributes ?? {};
    const fb = rb.attributes ?? {};
    const factors: Record<string, number> = {};
    for (const k of Object.keys(fa).sort()) {
      if (k in fb) factors[k] = fa[k] === fb[k] ? 1 : round4(0.3);
    }
    const values = Object.values(factors);
    const score = round4(values.length ? values.reduce((x, y) => x + y, 0) / values.length : 0);
    const identity = score >= settings.threshold ? 'same_entity' : score >= settings.review ? 'review' : 'different';
    const action = identity === 'same_entity' ? 'merge' : identity === 'review' ? 'hold' : 'no_op';
    const textForm = typeof call.a === 'string';
    const pins = textForm
      ? {
          receipt_schema: 1,
          engine: settings.engine,
          thresholds: { match: settings.threshold, review: settings.review, distinctive_floor: 0.75 },
          provenance: { document_content_id_a: documentId(call.a as string), document_content_id_b: documentId(call.b as string), backend: call.backend ?? 'basic' },
        }
      : { engine: settings.engine, threshold: settings.threshold, review_margin: 0.15, entity_pack: entity };
    const cleared = factors.national_id === 1;
    const gate = { clearing_signal: cleared ? 'national_id' : null, distinctive_cleared: cleared, floor: 0.75 };
    const decision_id = contentId(textForm ? 'dec' : 'xwd', {
      schema: 'test.decision.v1',
      record_a: ra.id,
      record_b: rb.id,
      identity,
      score,
      factors,
      gate,
      pins,
    });
    const names = Object.keys(factors).sort();
    const supporting = names.filter((k) => factors[k]! >= 0.85);
    const shared: Record<string, unknown> = {};
    for (const k of supporting) shared[k] = fa[k];
    return {
      receipt: {
        identity,
        action,
        basis: textForm ? 'corroborated' : `pack:${entity}`,
        explanation: supporting.length ? `agrees on ${supporting.join(', ')}` : 'no strong signals either way',
        score,
        factors,
        decision_id,
        pins,
        recorded: false,
      },
      explain: {
        supporting,
        refuting: names.filter((k) => factors[k]! < 0.5),
        missing: ['email', 'phone'].filter((k) => !(k in fa && k in fb)),
        shared,
        gate,
      },
      records: { a: ra, b: rb },
    };
  };
}

/** A compare call turned into a ledger entry, as the HTTP layer will do. */
export function compareEntry(call: Record<string, unknown>, settings: EngineSettings = CURRENT): CompareEntry {
  const r = fakeCompare(settings)(call);
  const { a: _a, b: _b, ...rest } = call;
  // An answer as sent carries its attestation; the ledger drops it (prepareEntry).
  const receipt = { ...r.receipt, attestation: { jws: 'x' } };
  return {
    verb: 'compare',
    decision_id: r.receipt.decision_id,
    receipt,
    call: rest,
    explain: r.explain,
    records: r.records,
  };
}

const EMAIL = /[\w.]+@[\w.]+\w/g;
const DIGITS = /\b\d{11}\b/g;

/** deidentify-shaped result (red: id over the document id, value-free spans and pins). */
export function fakeDeidentify(settings: EngineSettings = CURRENT) {
  return (call: Record<string, unknown>) => {
    const text = String(call.text);
    const method = typeof call.method === 'string' ? call.method : 'statute';
    const spans: Array<StoredSpan & { text: string }> = [];
    for (const [re, category, citation] of [
      [DIGITS, 'PII-2-NIN', 'NDPA 2023 s.30'],
      [EMAIL, 'PII-3-EMAIL', 'NDPA 2023 s.24'],
    ] as const) {
      for (const m of text.matchAll(re)) {
        const start = asCodePointOffset(m.index!);
        const end = asCodePointOffset(m.index! + m[0].length);
        spans.push({ category, start, end, confidence: 0.99, citation, detector: `rule:${category}`, action: 'mask', text: m[0] });
      }
    }
    spans.sort((x, y) => x.start - y.start);
    const valueFree = spans.map(({ text: _t, ...rest }) => rest);
    const pins = { engine: settings.engine, backend: 'basic', model: null, statute: 'NDPA 2023', jurisdiction: 'NG', method };
    const by_category: Record<string, number> = {};
    for (const s of spans) by_category[s.category] = (by_category[s.category] ?? 0) + 1;
    const decision_id = contentId('red', { schema: 'test.red.v1', document: documentId(text), spans: valueFree, pins });
    return {
      text: text.replace(DIGITS, '[NIN]').replace(EMAIL, '[EMAIL]'),
      decision_id,
      jurisdiction: 'NG',
      statute: 'NDPA 2023',
      backend: 'basic',
      model: null,
      method,
      count: spans.length,
      by_category,
      spans,
      record: {},
      pins,
      recorded: false,
    };
  };
}

export function deidentifyEntry(text: string, settings: EngineSettings = CURRENT, salt?: string): DeidentifyEntry {
  const result = fakeDeidentify(settings)({ text, method: 'statute' });
  const id = contentId('rec', { schema: 'test.rec.v1', entity_type: 'document', text });
  return {
    verb: 'deidentify',
    decision_id: result.decision_id,
    receipt: result,
    call: { jurisdiction: 'NG', method: 'statute', backend: 'basic', ...(salt === undefined ? {} : { salt }) },
    records: { a: { id, entity_type: 'document', text } },
  };
}

export const PAIRS = {
  merge: {
    a: { name: 'Adesola Okonkwo', national_id: '12345678901', email: 'adesola@example.com' },
    b: { name: 'Adesola Okonkwo', national_id: '12345678901', address: '124 Maple Street' },
    entity: 'person',
    jurisdiction: 'NG',
  },
  review: {
    a: { name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1990-01-01' },
    b: { name: 'Adesola Okonkwo', national_id: '12345678902', dob: '1991-02-02' },
    entity: 'person',
    jurisdiction: 'NG',
  },
  different: {
    a: { name: 'Amina Bello', national_id: '11111111111' },
    b: { name: 'Chidi Eze', national_id: '22222222222' },
    entity: 'person',
    jurisdiction: 'NG',
  },
  /** Score 0.7667: same_entity at threshold 0.7, review at 0.8. */
  borderline: {
    a: { name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1990-01-01' },
    b: { name: 'Adesola Okonkwo', national_id: '12345678901', dob: '1991-02-02' },
    entity: 'person',
    jurisdiction: 'NG',
  },
  text: {
    a: 'Adesola Okonkwo, NIN 12345678901',
    b: 'Adesola E. Okonkwo, NIN 12345678901',
    entity: 'person',
    jurisdiction: 'NG',
    backend: 'basic',
  },
} as const;

/** n distinct synthetic compare entries (for concurrency and durability tests). */
export function manyEntries(n: number, tag: string): CompareEntry[] {
  const out: CompareEntry[] = [];
  for (let i = 0; i < n; i++) {
    out.push(
      compareEntry({
        a: { name: `Person ${tag} ${i}`, national_id: String(10000000000 + i) },
        b: { name: `Person ${tag} ${i}`, national_id: String(10000000000 + i), phone: '+2348035557890' },
        entity: 'person',
      }),
    );
  }
  return out;
}
