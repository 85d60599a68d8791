// `service-core mcp` configuration: flags, environment, and every refusal at start-up.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UsageError } from '../../src/config.js';
import type { ErrorCode } from '../../src/core/errorCatalogue.js';
import { resolveMcpConfig } from '../../src/mcp/config.js';
import { hasCode } from '../helpers/codes.js';

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

  // Each refusal carries its catalogue code; the pattern checks only the value the sentence names.
  const refusals: [string, ErrorCode, string[], NodeJS.ProcessEnv, RegExp][] = [
    ['unknown jurisdiction', 'SC_JURISDICTION_UNSUPPORTED', [], { SERVICE_JURISDICTION: 'XX' }, /^SERVICE_JURISDICTION: jurisdiction 'XX' is not supported/],
    ['unknown statute', 'SC_STATUTE_UNKNOWN', [], { SERVICE_STATUTE: 'HIPAA' }, /^SERVICE_STATUTE: no statute pack named 'HIPAA'/],
    ['short token key', 'SC_TOKEN_KEY_SHORT', [], { SERVICE_TOKEN_KEY: 'short' }, /16/],
    ['basis of no statute', 'SC_TRANSFER_BASIS_UNKNOWN', [], { SERVICE_TRANSFER_BASIS: 'pinky_promise' }, /not a transfer basis of any shipped statute/],
    ['basis of another statute', 'SC_TRANSFER_BASIS_UNKNOWN', [], { SERVICE_STATUTE: 'POPIA', SERVICE_TRANSFER_BASIS: 'informed_consent' }, /not a transfer basis of POPIA/],
    ['unknown transport', 'SC_MCP_TRANSPORT', ['--transport', 'sse'], {}, /--transport/],
    ['bad port', 'SC_PORT_INVALID', ['--port', '70000'], {}, /--port/],
    ['bad path', 'SC_MCP_PATH', ['--path', 'mcp'], {}, /--path/],
    ['unknown flag', 'SC_CLI_UNKNOWN_OPTION', ['--host', '0.0.0.0'], {}, /^Unknown option '--host'/],
  ];
  for (const [what, code, argv, env, message] of refusals) {
    it(`refuses: ${what} (${code})`, () => {
      assert.throws(() => resolveMcpConfig(argv, env), (err: unknown) => err instanceof UsageError && hasCode(code)(err) && message.test(err.message));
    });
  }
});
