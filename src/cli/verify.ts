// service-core verify FILE [--inputs FILE] [--response FILE] [--key DID|PEMFILE] [--json]: checks an
// attestation envelope (or a whole attested response) offline. Exit 0 only when ok, 1 when not ok,
// 2 for usage errors and files that cannot be read or parsed.
import type { KeyObject } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { loadPublicKey } from '../attest/keys.js';
import { type AttestationCheck, verifyAttestation } from '../attest/verify.js';
import { parseFlags, UsageError } from '../config.js';
import { coded, innerSentence, stableCode } from '../core/errors.js';
import { refuseArgs } from './refuse.js';

const USAGE = 'usage: service-core verify FILE [--inputs FILE] [--response FILE] [--key DID|PEMFILE] [--json]\n';

// A failure the user must fix before verification can run (exit 2) is the shared UsageError of src/config.ts.

function readJsonFile(path: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(coded('SC_CLI_FILE_UNREADABLE', { what, path, errno: stableCode(err) }));
  }
  try {
    return JSON.parse(text);
  } catch {
    // JSON.parse messages quote the text around the fault; a response file may hold personal data.
    throw new UsageError(coded('SC_CLI_FILE_NOT_JSON', { what, path }));
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** `--key`: an existing file is read as PEM / raw bytes / did:key text; anything else is a did:key. */
function readKey(value: string): KeyObject {
  try {
    return isFile(value) ? loadPublicKey(readFileSync(value)) : loadPublicKey(value);
  } catch (err) {
    throw new UsageError(coded('SC_KEY_UNUSABLE', { key: value, inner: innerSentence(err) }));
  }
}

const LABEL_WIDTH = 16;
const line = (label: string, value: unknown) => `${label.padEnd(LABEL_WIDTH)}${String(value)}\n`;

function renderText(check: AttestationCheck, pinned: boolean, shown: { inputs: boolean; response: boolean }): string {
  let out = line('tool', check.tool ?? '-') + line('signer', check.signer ?? '-') + line('valid', check.valid);
  const note = !check.trusted && !pinned ? '  (no key pinned: integrity shown, authorship not)' : '';
  out += line('trusted', `${check.trusted}${note}`);
  if (shown.inputs) {
    const filled = check.inputs_defaults_filled;
    const note = filled.length > 0 ? `  (route defaults of ${check.tool} filled before hashing: ${filled.join(', ')})` : '';
    out += line('inputs_match', `${check.inputs_match ?? '-'}${note}`);
  }
  if (shown.response) out += line('response_match', check.response_match ?? '-');
  for (const id of check.decision_ids) out += line('decision', id);
  for (const problem of check.problems) out += `  ! ${problem}\n`;
  return out + (check.ok ? 'OK\n' : 'NOT OK\n');
}

export async function runVerify(argv: string[]): Promise<number> {
  try {
    const parsed = parse(argv);
    if (parsed.values.help) {
      process.stdout.write(USAGE);
      return 0;
    }
    const [file, ...extra] = parsed.positionals;
    if (file === undefined || extra.length > 0) throw new UsageError(coded('SC_CLI_VERIFY_FILE'));
    const { inputs, response, key, json } = parsed.values;
    const envelope = readJsonFile(file, 'envelope');
    const check = verifyAttestation({
      envelope,
      inputs: inputs === undefined ? undefined : readJsonFile(inputs, 'inputs file'),
      response: response === undefined ? undefined : readJsonFile(response, 'response file'),
      key: key === undefined ? undefined : readKey(key),
    });
    // A whole response checks itself when no --response is given (see verifyAttestation).
    const wholeResponse = typeof envelope === 'object' && envelope !== null && !('jws' in envelope) && 'attestation' in envelope;
    process.stdout.write(
      json
        ? `${JSON.stringify(check, null, 2)}\n`
        : renderText(check, key !== undefined, { inputs: inputs !== undefined, response: response !== undefined || wholeResponse }),
    );
    return check.ok ? 0 : 1;
  } catch (err) {
    if (err instanceof UsageError) return refuseArgs('verify', err, USAGE);
    throw err;
  }
}

function parse(argv: string[]) {
  return parseFlags({
    args: argv,
    options: {
      inputs: { type: 'string' },
      response: { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
    strict: true,
  });
}
