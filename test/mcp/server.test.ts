// The tool server in process (SDK client over the in-memory transport): listing, each tool's answer,
// argument errors as protocol errors naming the field, the ceiling, guard refusals, attestation, and
// that no answer carries a value from its input.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { signingKeyFromSeed, verifyAttestation } from '../../src/attest/index.js';
import { PACK_NAMES } from '../../src/compare/index.js';
import { JURISDICTION_CODES } from '../../src/jurisdiction/index.js';
import type { CoverageOf } from '../../src/guard/index.js';
import { createToolServer, type ToolServerOptions } from '../../src/mcp/server.js';
import { expectInvalidParams } from '../helpers/codes.js';
import { call, inProcessClient, protocolError } from './client.js';

const KEY = signingKeyFromSeed(new Uint8Array(32).fill(7));
const partial: CoverageOf = () => ({ verdict: 'partial', uncovered: ['PII-6-HEALTH'] });
const TOKEN_KEY = 'test-token-key-0123456789';

const NAME = 'Adaeze Okonkwo';
const NIN = '12345678901';
const PHONE = '0803 555 7890';
const EMAIL = 'adaeze.okonkwo@example.ng';
const TEXT = `Patient ${NAME} (NIN ${NIN}) called from ${PHONE}, email ${EMAIL}.`;

const servers: { close(): void }[] = [];
after(() => {
  for (const s of servers) s.close();
});

async function client(options: Partial<ToolServerOptions> = {}): Promise<Client> {
  const tools = createToolServer({ coverageOf: partial, signingKey: KEY, ...options });
  servers.push(tools);
  return inProcessClient(tools);
}

const ALWAYS = [
  'capabilities',
  'infer_jurisdiction',
  'coverage',
  'describe_pack',
  'detect',
  'deidentify',
  'guarded_scan',
  'compare',
  'why_unresolved',
  'check_name_equivalence',
  'link',
  'extract',
  'places',
];

describe('tool listing', () => {
  it('lists the stateless tools, and the ledger tools only with a ledger', async () => {
    const bare = await client();
    const names = (await bare.listTools()).tools.map((t) => t.name);
    assert.deepEqual(names, ALWAYS);
    const ledger = join(mkdtempSync(join(tmpdir(), 'sc-mcp-')), 'ledger.db');
    const withLedger = await client({ ledger });
    const all = (await withLedger.listTools()).tools.map((t) => t.name);
    assert.deepEqual(all, [...ALWAYS, 'decision', 'explain', 'replay', 'entities', 'path', 'cases', 'resolve', 'observe']);
  });

  it('teaches the model: long descriptions, object schemas, enums from the live packs', async () => {
    const { tools } = await (await client()).listTools();
    for (const t of tools) {
      assert.ok((t.description ?? '').length > 60, `${t.name} description`);
      assert.equal(t.inputSchema.type, 'object');
    }
    const describe = tools.find((t) => t.name === 'describe_pack')!;
    const entity = (describe.inputSchema.properties as Record<string, { anyOf: { const: string }[] }>).entity!;
    assert.deepEqual(entity.anyOf.map((b) => b.const), [...PACK_NAMES]);
  });
});

describe('argument errors are protocol errors naming the field', () => {
  it('a wrong type, a missing argument and an unknown argument', async () => {
    const c = await client();
    const wrongType = await protocolError(c, 'detect', { text: 1 });
    assert.equal(wrongType?.code, -32602);
    assert.match(wrongType!.message, /text must be a string/);
    const missing = await protocolError(c, 'compare', { a: { name: 'x' } });
    assert.match(missing!.message, /\bb is required/);
    const unknown = await protocolError(c, 'deidentify', { text: 'hello', methd: 'mask' });
    assert.match(unknown!.message, /methd/);
    const badEnum = await protocolError(c, 'describe_pack', { entity: 'ng' });
    assert.match(badEnum!.message, /entity must be/);
    const noTool = await protocolError(c, 'nope', {});
    assert.equal(noTool?.code, -32602);
    assert.match(noTool!.message, /no tool named 'nope'; have [a-z_]+(, [a-z_]+)*$/);
    // A name that is not a safe token (here a person's name) is described, never quoted back.
    const named = await protocolError(c, 'Adaeze Okonkwo', {});
    assert.match(named!.message, /no tool named a value of 14 characters \(not shown\); have /);
    assert.doesNotMatch(named!.message, /Adaeze/);
  });

  it('a verb refusal (a law the text does not reveal) is a tool error with the reason', async () => {
    const c = await client();
    const r = await call(c, 'detect', { text: 'just some words about nothing' });
    assert.equal(r.isError, true);
    assert.match(r.text, /will not guess/);
  });
});

describe('the ceiling', () => {
  it('an omitted law takes the pinned one; the same law passes; another is refused', async () => {
    const c = await client({ ceiling: { jurisdiction: 'NG' } });
    const inferred = await call(c, 'deidentify', { text: 'call 0803 555 7890 now', method: 'mask' });
    assert.equal(inferred.json.jurisdiction, 'NG');
    assert.equal((await call(c, 'detect', { text: TEXT, jurisdiction: 'NG' })).isError, false);
    const wider = await protocolError(c, 'detect', { text: TEXT, jurisdiction: 'GB' });
    expectInvalidParams(wider, 'SC_CEILING_OTHER', { field: 'jurisdiction', pinned: 'jurisdiction', value: 'NG' });
    const otherStatute = await protocolError(c, 'detect', { text: TEXT, statute: 'GDPR' });
    expectInvalidParams(otherStatute, 'SC_CEILING_JURISDICTION_OTHER_STATUTE', { value: 'NG' });
  });

  it('a pinned statute refuses a jurisdiction it does not govern', async () => {
    const c = await client({ ceiling: { statute: 'GDPR' } });
    assert.equal((await call(c, 'detect', { text: TEXT, jurisdiction: 'DE' })).isError, false);
    const err = await protocolError(c, 'detect', { text: TEXT, jurisdiction: 'NG' });
    expectInvalidParams(err, 'SC_CEILING_STATUTE_NOT_FOR_JURISDICTION', { value: 'GDPR' });
  });

  it('infer_jurisdiction reports what the text says, whatever the ceiling', async () => {
    const c = await client({ ceiling: { jurisdiction: 'GB' } });
    const r = await call(c, 'infer_jurisdiction', { text: TEXT });
    assert.equal(r.json.country, 'NG');
    assert.equal(r.json.statute, 'NDPA-2023');
  });
});

describe('guarded_scan', () => {
  const base = { text: TEXT, provider: 'anthropic', crosses_border: false, jurisdiction: 'NG' };
  const guard = { tokenKey: TOKEN_KEY, allowedProviders: ['anthropic'], transferBasis: null };

  it('allowed: every finding tokenised, offsets of the original, the statute action beside the applied one', async () => {
    const c = await client({ guard });
    const r = await call(c, 'guarded_scan', base);
    assert.equal(r.json.denied, false);
    const text = r.json.text as string;
    for (const v of [NIN, PHONE, EMAIL]) assert.ok(!text.includes(v), 'value left in the text');
    const spans = r.json.spans as { applied: string; action: string; category: string }[];
    assert.ok(spans.length >= 3);
    assert.ok(spans.every((s) => s.applied === 'tokenize'));
    assert.equal(r.json.offsets_match_original, false);
    // Same key, same text: the same tokens (a stable handle across calls).
    assert.equal((await call(c, 'guarded_scan', base)).json.text, text);
  });

  const refusals: [string, Partial<ToolServerOptions>, Record<string, unknown>, string][] = [
    ['no_token_key', { guard: { ...guard, tokenKey: null } }, base, 'SERVICE_TOKEN_KEY'],
    ['no_statute', { guard }, { ...base, jurisdiction: undefined, text: 'nothing here points anywhere' }, 'will not guess'],
    ['provider_not_allowed', { guard }, { ...base, provider: 'someone-else' }, 'allow-list'],
    ['provider_not_allowed', { guard: { ...guard, allowedProviders: null } }, base, 'SERVICE_ALLOWED_PROVIDERS'],
    ['no_transfer_basis', { guard }, { ...base, crosses_border: true }, 'SERVICE_TRANSFER_BASIS'],
    ['no_transfer_basis', { guard: { ...guard, transferBasis: 'pinky_promise' } }, { ...base, crosses_border: true }, 'recognises'],
    ['no_coverage', { guard, coverageOf: () => ({ verdict: 'none', uncovered: ['PII-1-NAME'] }) }, base, 'nothing was looked for'],
    ['internal_error', { guard, coverageOf: () => { throw new Error(`boom ${NIN}`); } }, base, 'refuses'],
  ];
  for (const [reason, options, args, words] of refusals) {
    it(`refuses: ${reason} (${words})`, async () => {
      const c = await client(options);
      const r = await call(c, 'guarded_scan', args);
      assert.equal(r.isError, false);
      assert.equal(r.json.denied, true);
      assert.equal(r.json.reason, reason);
      assert.ok((r.json.detail as string).includes(words), r.json.detail as string);
      assert.ok(!r.text.includes(NIN));
    });
  }

  it('a declared basis the statute recognises lets a cross-border call through, with its citation', async () => {
    const c = await client({ guard: { ...guard, transferBasis: 'informed_consent' } });
    const r = await call(c, 'guarded_scan', { ...base, crosses_border: true });
    assert.equal(r.json.denied, false);
    assert.deepEqual(r.json.transfer, { basis: 'informed_consent', citation: 'NDPA 2023 s.43(1)(a)' });
  });
});

describe('tools answer without values', () => {
  it('no tool answer contains a value it was given', async () => {
    const ledger = join(mkdtempSync(join(tmpdir(), 'sc-mcp-')), 'ledger.db');
    const c = await client({ ledger, guard: { tokenKey: TOKEN_KEY, allowedProviders: ['p'], transferBasis: null } });
    const person = { name: NAME, national_id: NIN, phone: PHONE, email: EMAIL };
    const stored = await call(c, 'compare', { a: person, b: { ...person, name: 'Adaeze N. Okonkwo' }, store: true });
    assert.equal(stored.json.recorded, true);
    const id = stored.json.decision_id as string;
    const deid = await call(c, 'deidentify', { text: TEXT, jurisdiction: 'NG', store: true });
    const answers = [
      stored,
      deid,
      await call(c, 'detect', { text: TEXT, jurisdiction: 'NG' }),
      await call(c, 'extract', { text: TEXT }),
      await call(c, 'places', { text: `${NAME} moved from 12 Allen Avenue, Ikeja to Lagos.` }),
      await call(c, 'infer_jurisdiction', { text: TEXT }),
      await call(c, 'guarded_scan', { text: TEXT, provider: 'p', crosses_border: false }),
      await call(c, 'why_unresolved', { a: { name: NAME }, b: { name: NAME } }),
      await call(c, 'check_name_equivalence', { name_a: NAME, name_b: 'Adaeze Okonkwo-Bello' }),
      await call(c, 'compare', { a: TEXT, b: `${NAME}, phone ${PHONE}` }),
      await call(c, 'link', { records: [{ id: 'r1', ...person }, { id: 'r2', ...person, name: 'Adaeze N. Okonkwo' }], store: true }),
      await call(c, 'decision', { decision_id: id }),
      await call(c, 'explain', { decision_id: id }),
      await call(c, 'replay', { decision_id: id }),
      await call(c, 'decision', { decision_id: deid.json.decision_id as string }),
    ];
    for (const a of answers) {
      assert.equal(a.isError, false, a.text);
      for (const v of [NAME, 'Okonkwo', NIN, PHONE, EMAIL, '12 Allen Avenue']) assert.ok(!a.text.includes(v), `${v} in ${a.text.slice(0, 200)}`);
    }
  });
});

describe('attestation', () => {
  it('every tool answer verifies against the signer, with tool name and inputs with defaults', async () => {
    const c = await client();
    const caps = await call(c, 'capabilities');
    assert.equal(caps.json.signer, KEY.did);
    const r = await call(c, 'detect', { text: TEXT, jurisdiction: 'NG' });
    const check = verifyAttestation({ envelope: r.json, key: KEY.did, inputs: { text: TEXT, jurisdiction: 'NG', backend: 'auto' } });
    assert.equal(check.ok, true, check.problems.join('; '));
    assert.equal(check.tool, 'detect');
    assert.equal(check.inputs_match, true);
    const envelope = r.json.attestation as { caller: unknown };
    assert.equal(envelope.caller, null);
    for (const name of ['capabilities', 'describe_pack']) {
      const a = await call(c, name, name === 'describe_pack' ? { entity: 'person' } : {});
      assert.equal(verifyAttestation({ envelope: a.json, key: KEY.did }).ok, true);
    }
  });

  it('without a key, answers carry no envelope', async () => {
    const c = await client({ signingKey: null });
    assert.equal((await call(c, 'capabilities')).json.signer, null);
    assert.equal('attestation' in (await call(c, 'capabilities')).json, false);
    assert.equal('attestation' in (await call(c, 'detect', { text: TEXT, jurisdiction: 'NG' })).json, false);
  });
});

describe('coverage', () => {
  it('answers for every jurisdiction, honours the ceiling, and names what nothing looks for', async () => {
    const c = await client();
    for (const j of JURISDICTION_CODES) {
      const r = await call(c, 'coverage', { jurisdiction: j });
      assert.equal(r.isError, false, r.text);
      assert.equal(r.json.jurisdiction, j);
      assert.ok(['full', 'partial', 'none'].includes(r.json.verdict as string));
      const categories = (r.json.categories as { category: string; status: string }[]).map((c) => c.category).sort();
      const uncovered = r.json.uncovered as string[];
      assert.ok(uncovered.every((c) => categories.includes(c)));
      assert.equal(r.json.verdict === 'full', uncovered.length === 0);
    }
    const pinned = await client({ ceiling: { statute: 'POPIA' } });
    assert.equal((await call(pinned, 'coverage', {})).json.statute, 'POPIA');
    assert.match((await protocolError(pinned, 'coverage', { statute: 'GDPR' }))!.message, /pinned the governing statute to POPIA/);
  });
});

describe('review guidance', () => {
  it('why_unresolved names the missing decisive field first; check_name_equivalence bands', async () => {
    const c = await client();
    const r = await call(c, 'why_unresolved', { a: { name: 'Musa Bello', date_of_birth: '1980-01-02' }, b: { name: 'Musa Bello', date_of_birth: '1980-01-02' }, entity: 'person' });
    if (r.json.decision === 'review') {
      const first = (r.json.would_resolve as { effect: string }[])[0]!;
      assert.ok(['decisive_for', 'can_rule_out'].includes(first.effect));
    }
    const describe = await call(c, 'describe_pack', { entity: 'organisation' });
    const fields = describe.json.fields as { field: string; effect: string }[];
    assert.equal(fields.find((f) => f.field === 'registration_id')?.effect, 'can_rule_out');
    const person = (await call(c, 'describe_pack', { entity: 'person' })).json as { field_names: string[]; in_parts: Record<string, { parts: string[][] }> };
    assert.ok(person.field_names.includes('first_name') && person.field_names.includes('surname'), 'name-part keys are listed');
    assert.ok(person.in_parts.name!.parts[0]!.includes('first_name') && person.in_parts.name!.parts.at(-1)!.includes('last_name'));
    assert.deepEqual((await call(c, 'describe_pack', { entity: 'organisation' })).json.in_parts, {});
    const same = await call(c, 'check_name_equivalence', { name_a: 'Fatima Abdullahi', name_b: 'Fatuma Abdulahi' });
    assert.equal(same.json.decision, 'match');
    const other = await call(c, 'check_name_equivalence', { name_a: 'Fatima Abdullahi', name_b: 'Grace Mwangi' });
    assert.equal(other.json.decision, 'no_match');
  });
});

describe('ledger tools take decision ids only', () => {
  it('a record id (or any other service id) is an argument error, not an unknown decision', async () => {
    const c = await client({ ledger: join(mkdtempSync(join(tmpdir(), 'sc-mcp-')), 'ledger.db') });
    for (const tool of ['decision', 'explain', 'replay']) {
      const refused = await protocolError(c, tool, { decision_id: `rec:sha256:${'0'.repeat(64)}` });
      assert.equal(refused?.code, -32602, tool);
      assert.match(refused!.message, /decision_id/);
    }
    const unknown = await call(c, 'decision', { decision_id: `lnk:sha256:${'0'.repeat(64)}` });
    assert.equal(unknown.isError, true);
    assert.match(unknown.text, /no decision/);
  });
});
