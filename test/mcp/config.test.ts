// `service-core mcp` configuration: flags, environment, and every refusal at start-up.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../../src/config.js';
import { resolveMcpConfig } from '../../src/mcp/config.js';

describe('resolveMcpConfig', () => {
  it('defaults: stdio, port 8765, /mcp, nothing pinned, no guard settings', () => {
    const c = resolveMcpConfig([], {});
    assert.deepEqual(
      { ...c, ceiling: { ...c.ceiling } },
      { transport: 'stdio', port: 8765, path: '/mcp', ledger: null, signingKey: null, ceiling: { jurisdiction: null, statute: null }, tokenKey: null, allowedProviders: null, transferBasis: null },
    );
  });

  it('reads the environment; a flag wins', () => {
    const c = resolveMcpConfig(['--transport', 'http', '--port', '0', '--ledger', 'flag.db'], {
      SERVICE_LEDGER: 'env.db',
      SERVICE_JURISDICTION: ' ke ',
      SERVICE_STATUTE: 'kenya-dpa',
      SERVICE_TOKEN_KEY: '0123456789abcdef',
      SERVICE_ALLOWED_PROVIDERS: ' a, ,b ',
      SERVICE_TRANSFER_BASIS: 'data_subject_consent',
    });
    assert.equal(c.transport, 'http');
    assert.equal(c.port, 0);
    assert.equal(c.ledger, 'flag.db');
    assert.deepEqual(c.ceiling, { jurisdiction: 'KE', statute: 'KENYA-DPA' });
    assert.deepEqual(c.allowedProviders, ['a', 'b']);
    assert.equal(c.transferBasis, 'data_subject_consent');
  });

  it('an allow-list with no names refuses every provider rather than allowing all', () => {
    assert.deepEqual(resolveMcpConfig([], { SERVICE_ALLOWED_PROVIDERS: ',' }).allowedProviders, []);
  });

  const refusals: [string, string[], NodeJS.ProcessEnv, RegExp][] = [
    ['unknown jurisdiction', [], { SERVICE_JURISDICTION: 'XX' }, /SERVICE_JURISDICTION: jurisdiction 'XX' is not supported/],
    ['unknown statute', [], { SERVICE_STATUTE: 'HIPAA' }, /SERVICE_STATUTE: no statute pack/],
    ['short token key', [], { SERVICE_TOKEN_KEY: 'short' }, /at least 16 characters/],
    ['basis of no statute', [], { SERVICE_TRANSFER_BASIS: 'pinky_promise' }, /not a transfer basis of any shipped statute/],
    ['basis of another statute', [], { SERVICE_STATUTE: 'POPIA', SERVICE_TRANSFER_BASIS: 'informed_consent' }, /not a transfer basis of POPIA/],
    ['unknown transport', ['--transport', 'sse'], {}, /--transport must be stdio or http/],
    ['bad port', ['--port', '70000'], {}, /--port must be an integer/],
    ['bad path', ['--path', 'mcp'], {}, /--path must start with \//],
    ['unknown flag', ['--host', '0.0.0.0'], {}, /--host/],
  ];
  for (const [what, argv, env, message] of refusals) {
    it(`refuses: ${what}`, () => {
      assert.throws(() => resolveMcpConfig(argv, env), (err: unknown) => err instanceof UsageError && message.test(err.message));
    });
  }
});
