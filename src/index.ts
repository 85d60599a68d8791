// service-core public API: every verb is a plain function; the HTTP server and CLI are adapters.
export { createApp, type AppOptions } from './http/app.js';
export { serve, type ServeOptions, type RunningService } from './http/serve.js';
export { warm, type WarmOptions } from './warm.js';
export { detect, detectAsync, type DetectRequest, type DetectResult } from './detect/index.js';
export { deidentify, deidentifyAsync, type DeidentifyRequest, type DeidentifyResult } from './deidentify/index.js';
export { extract, extractAsync, type ExtractRequest, type ExtractResult } from './extract/index.js';
export { compare, compareDetailed, type CompareRequest, type CompareReceipt } from './compare/index.js';
export { compareTexts } from './compare/text/index.js';
export { inferJurisdiction } from './jurisdiction/index.js';
export { openLedger, type Ledger } from './ledger/index.js';
export { findPlaces, type PlaceMention, type PlacesRequest, type PlacesResult } from './places/index.js';
export { resolveDocuments, resolveDocumentsDetailed, type UploadedFile, type DocumentsOptions } from './documents/index.js';
export { canonicalJson, canonicalSha256, sha256Hex } from './core/canonicalJson.js';
export { contentId, documentId, isServiceId } from './core/ids.js';
export { maskValue } from './core/mask.js';
export { VERSION, ENGINE } from './core/version.js';
export * from './core/errors.js';
export * from './attest/index.js';
