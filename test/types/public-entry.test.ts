// The public entry (src/index.ts, what `import … from 'service-core'` resolves to through package.json's
// `exports`). Compile time: the verbs' signatures are pinned, so `npm run typecheck` fails on a changed
// parameter or return type or a lost export, and each `@ts-expect-error` fails once its line stops being
// an error. Run time: the entry loads, its verbs answer, and the built package resolves by its name.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as api from '../../src/index.js';

/** True when A and B are the same type (not merely assignable one way). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Verb<F extends (...args: never[]) => unknown> = [Parameters<F>, ReturnType<F>];

// Each verb takes its route's request object first and returns its route's answer (sync or as a promise).
export type Checks = [
  Expect<Equal<Parameters<typeof api.detect>[0], api.DetectRequest>>,
  Expect<Equal<ReturnType<typeof api.detect>, api.DetectResult>>,
  Expect<Equal<ReturnType<typeof api.detectAsync>, Promise<api.DetectResult>>>,
  Expect<Equal<Parameters<typeof api.deidentify>[0], api.DeidentifyRequest>>,
  Expect<Equal<ReturnType<typeof api.deidentify>, api.DeidentifyResult>>,
  Expect<Equal<ReturnType<typeof api.deidentifyAsync>, Promise<api.DeidentifyResult>>>,
  Expect<Equal<Parameters<typeof api.extract>[0], api.ExtractRequest>>,
  Expect<Equal<ReturnType<typeof api.extract>, api.ExtractResult>>,
  Expect<Equal<Verb<typeof api.compare>, [[api.CompareRequest], api.CompareReceipt]>>,
  Expect<Equal<Parameters<typeof api.coverage>, [api.CoverageRequest]>>,
  Expect<Equal<ReturnType<typeof api.coverage>, api.CoverageReport>>,
  Expect<Equal<Verb<typeof api.findPlaces>, [[api.PlacesRequest | string], api.PlacesResult]>>,
  Expect<Equal<Parameters<typeof api.link>[0], api.LinkRequest>>,
  Expect<Equal<ReturnType<typeof api.link>, Promise<api.LinkResult>>>,
  Expect<Equal<Parameters<typeof api.linkRecords>[0], api.LinkRecordsRequest>>,
  Expect<Equal<ReturnType<typeof api.linkRecords>, Promise<api.LinkAnswer>>>,
  Expect<Equal<Parameters<typeof api.guardedScan>[0], api.GuardRequest>>,
  Expect<Equal<ReturnType<typeof api.guardedScan>, api.GuardAnswer>>,
  Expect<Equal<ReturnType<typeof api.openLedger>, api.Ledger>>,
  Expect<Equal<ReturnType<typeof api.createApp>, FastifyInstance>>,
  Expect<Equal<Parameters<typeof api.createApp>, [options?: api.AppOptions | undefined]>>,
  Expect<Equal<ReturnType<typeof api.serve>, Promise<api.RunningService>>>,
  Expect<Equal<Verb<typeof api.maskValue>, [[value: string], api.MaskedString]>>,
  Expect<Equal<Verb<typeof api.canonicalJson>, [[value: unknown], string]>>,
  Expect<Equal<Parameters<typeof api.createToolServer>, [options: api.ToolServerOptions]>>,
  Expect<Equal<ReturnType<typeof api.createToolServer>, api.ToolServer>>,
  // The answers' closed vocabularies stay closed.
  Expect<Equal<api.CompareReceipt['identity'], 'same_entity' | 'review' | 'different'>>,
  Expect<Equal<api.CompareReceipt['action'], 'merge' | 'hold' | 'no_op'>>,
  // Errors carry their HTTP status.
  Expect<Equal<api.ServiceError['status'], number>>,
  Expect<Equal<ConstructorParameters<typeof api.ServiceError>, [status: number, detail: string, code: api.ErrorCode]>>,
  Expect<Equal<api.ServiceError['code'], api.ErrorCode>>,
  Expect<Equal<api.ErrorParams<'SC_BODY_TOO_LARGE'>, { readonly limit: string | number }>>,
  Expect<Equal<keyof api.ErrorParams<'SC_NO_LEDGER'>, never>>,
  // The brands (issue 14): offsets on the wire are code points, ids carry their prefix, masked values are masked.
  Expect<Equal<api.DetectResult['detections'][number]['start'], api.CodePointOffset>>,
  Expect<Equal<api.DeidentifyResult['decision_id'], api.DecisionId<'red'>>>,
  Expect<Equal<api.CompareReceipt['decision_id'], api.DecisionId<'xwd' | 'dec'>>>,
  Expect<Equal<Parameters<api.Ledger['decision']>[0], api.DecisionId>>,
  Expect<Equal<Extract<api.LedgerEntry, { verb: 'deidentify' }>['decision_id'], api.DecisionId<'red'>>>,
];

// What the brands refuse (inside an arrow never called: types only, nothing runs).
(offset: api.CodePointOffset, redId: api.DecisionId<'red'>, xwdId: api.DecisionId<'xwd'>, masked: api.MaskedString, raw: string) => {
  offset satisfies number;
  redId satisfies api.DecisionId;
  xwdId satisfies api.DecisionId<'xwd' | 'dec'>;
  masked satisfies string;
  // @ts-expect-error a plain number is not a code-point offset (a UTF-16 index is a number too)
  7 satisfies api.CodePointOffset;
  // @ts-expect-error a `red:` id is not accepted where a `xwd:` id is expected
  redId satisfies api.DecisionId<'xwd'>;
  // @ts-expect-error a plain string is not a decision id: it goes through isDecisionId first
  raw satisfies api.DecisionId;
  if (api.isDecisionId(raw)) raw satisfies api.DecisionId;
  // @ts-expect-error a plain string is not a masked value
  'Adaeze' satisfies api.MaskedString;
  api.maskValue('Adaeze') satisfies api.MaskedString;
  const receipt = { decision_id: xwdId, identity: 'review', score: 0.5, factors: {} };
  // @ts-expect-error a ledger entry of verb compare with a deidentify call shape does not compile
  ({ verb: 'compare', decision_id: xwdId, receipt, call: { jurisdiction: 'NG', method: 'mask', statute: null } }) satisfies api.LedgerEntry;
  // The same entry with a compare call compiles.
  ({ verb: 'compare', decision_id: xwdId, receipt, call: { entity: 'person', jurisdiction: 'NG' } }) satisfies api.LedgerEntry;
  // @ts-expect-error a compare entry cannot carry a `red:` id
  ({ verb: 'compare', decision_id: redId, receipt, call: {} }) satisfies api.LedgerEntry;
};

const ROOT = new URL('../../', import.meta.url);

describe('the public entry at run time', () => {
  it('exports every documented verb as a function', () => {
    const verbs = ['createApp', 'serve', 'warm', 'detect', 'detectAsync', 'deidentify', 'deidentifyAsync', 'extract', 'extractAsync',
      'compare', 'compareDetailed', 'compareTexts', 'inferJurisdiction', 'coverage', 'openLedger', 'findPlaces', 'resolveDocuments', 'isDecisionId',
      'resolveDocumentsDetailed', 'canonicalJson', 'contentId', 'maskValue', 'verifyAttestation', 'link', 'linkRecords', 'guardedScan',
      'createToolServer', 'runStdio', 'serveTools'];
    const entry = api as unknown as Record<string, unknown>;
    for (const verb of verbs) assert.equal(typeof entry[verb], 'function', verb);
  });

  it('detect finds a phone number at its code-point offsets', () => {
    const text = 'Call Adaeze on 0803 123 4567 in Lagos.';
    const r = api.detect({ text, jurisdiction: 'NG', backend: 'basic' });
    const phone = r.detections.find((d) => d.category === 'PII-3-PHONE');
    assert.ok(phone);
    assert.equal(text.slice(phone.start, phone.end), '0803 123 4567');
    assert.equal(r.count, r.detections.length);
  });

  it('compare decides the same person across case and spacing, and different people apart', () => {
    const same = api.compare({ a: { name: 'Adaeze Okonkwo', dob: '1990-01-02' }, b: { name: 'ADAEZE  OKONKWO', dob: '1990-01-02' } });
    assert.equal(same.identity, 'same_entity');
    assert.match(same.decision_id, /^xwd:sha256:[0-9a-f]{64}$/);
    const apart = api.compare({ a: { name: 'Adaeze Okonkwo', dob: '1990-01-02' }, b: { name: 'Tunde Bakare', dob: '1971-08-30' } });
    assert.equal(apart.identity, 'different');
  });

  it('throws the exported error classes, with their status', () => {
    assert.throws(
      () => api.detect({ text: 'x', jurisdiction: 'XX' }),
      (e: unknown) => e instanceof api.BadRequestError && e instanceof api.ServiceError && e.status === 400 && e.code === 'SC_JURISDICTION_UNSUPPORTED',
    );
  });

  it("package.json's exports map names the built entry, and the package resolves by its name", () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', ROOT), 'utf8')) as {
      main: string;
      types: string;
      bin: Record<string, string>;
      exports: Record<string, string | Record<string, string>>;
    };
    assert.deepEqual(pkg.exports['.'], { types: `./${pkg.types}`, default: `./${pkg.main}` });
    assert.equal(pkg.bin['service-core'], 'dist/cli.js');
    // Self-reference through the exports map: loads dist/ (npm run build, also run by `prepare`).
    // The children run without NODE_V8_COVERAGE: node 20 cannot report coverage that includes an
    // eval script's (`-e`), and would drop the whole suite's coverage summary (npm run test:coverage).
    const script = "const m = await import('service-core'); console.log(JSON.stringify(Object.keys(m).sort()));";
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_V8_COVERAGE: undefined } });
    assert.equal(r.status, 0, r.stderr);
    assert.deepEqual(JSON.parse(r.stdout), Object.keys(api).sort());
    // Deep imports are closed: only the entry and package.json are public.
    const deep = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('service-core/dist/cli.js')"], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_V8_COVERAGE: undefined } });
    assert.notEqual(deep.status, 0);
    assert.match(deep.stderr, /ERR_PACKAGE_PATH_NOT_EXPORTED/);
  });
});
