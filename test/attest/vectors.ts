// Loads test/vectors/attestation.json once for the attest suites.
import { readFileSync } from 'node:fs';

interface JwsVector {
  typ: string;
  claims: Record<string, unknown>;
  header_json?: string;
  payload_json?: string;
  jws: string;
}

export interface AttestationVectors {
  seed_hex: string;
  public_key_hex: string;
  did_key: string;
  pkcs8_pem: string;
  service: JwsVector;
  reference: JwsVector;
}

export const vectors = JSON.parse(
  readFileSync(new URL('../vectors/attestation.json', import.meta.url), 'utf8'),
) as AttestationVectors;
