// Public API of attestation: keys and did:key, compact JWS, the envelope, the verifier.
export {
  didKeyFromPublicKey,
  ed25519PublicKey,
  KeyFormatError,
  publicKeyFromDidKey,
  publicKeyFromRaw,
  rawPublicKey,
  rawPublicKeyFromDidKey,
} from './didKey.js';
export {
  type Attestation,
  type AttestationClaims,
  ATTESTATION_SCHEMA,
  attachAttestation,
  type BuildAttestationOptions,
  buildAttestation,
  collectServiceIds,
  issuedAt,
  responseWithoutAttestation,
  SIGNED_FIELDS,
  type SignedField,
} from './envelope.js';
export { decodeHeader, JWS_ALG, JWS_TYP, JwsError, type JwsHeader, signCompact, verifyCompact } from './jws.js';
export {
  expandKeyPath,
  generateKeyFile,
  KeyFileExistsError,
  loadPublicKey,
  loadSigningKey,
  type SigningKey,
  signingKeyFromPrivateKey,
  signingKeyFromSeed,
} from './keys.js';
export { type AttestationCheck, type VerifyAttestationOptions, verifyAttestation } from './verify.js';
