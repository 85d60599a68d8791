// The /extract verb: proposes entities (persons, organisations, places, identifiers, dates, money, URLs)
// with code-point offsets, a confidence, where the proposal came from and facts about it.
// Backend `basic` = rules only; `auto` adds the model detector's proposals when the detect extra is
// installed (src/detect/model.ts; rules win every overlap), so without one it equals `basic`. The
// answer reports the backend as requested, as the reference does. The detect extra's model is async:
// only `extractAsync` (the HTTP route) awaits its proposals; `extract` runs a sync model detector only.
import { serviceError } from '../core/errors.js';
import { type CodePointOffset, type OffsetMap, offsetMap } from '../core/offsets.js';
import { addressParts } from '../detect/patterns/addressParts.js';
import { round4 } from '../core/round.js';
import { identifierDetectors } from '../detect/ids/index.js';
import { findNameSpans } from '../detect/lexical/nameSpans.js';
import { findPlaces } from '../detect/lexical/locations.js';
import { type AsyncModelDetector, type ModelProposal, modelDetector } from '../detect/model.js';
import { ensureModelDetector } from '../detect/modelExtra/install.js';
import { patternDetectors } from '../detect/patterns/index.js';
import { quasiDetectors } from '../detect/quasi/index.js';
import type { DetectContext, Detector } from '../detect/types.js';
import { inferJurisdiction } from '../jurisdiction/infer.js';
import { findInstitutions } from './institutions.js';
import { findOrganizations } from './organizations.js';
import { findShapes } from './shapes.js';
import { ENTITY_TYPES, type EntityType, entityTypeOfCategory } from './vocabulary.js';
import { quoteSafe } from '../core/safeToken.js';

export { ENTITY_TYPES, type EntityType } from './vocabulary.js';

export interface ExtractRequest {
  text: string;
  entity_types?: string[] | null;
  backend?: string | undefined;
}

export type EntitySource = 'lexicon' | 'gazetteer' | 'pattern' | 'rule' | 'model';

export interface ProposedEntity {
  text: string;
  entity_type: string;
  confidence: number;
  start: CodePointOffset;
  end: CodePointOffset;
  source: string;
  metadata: Record<string, unknown>;
}

export interface ExtractResult {
  backend: string;
  count: number;
  entities: ProposedEntity[];
}

export const EXTRACT_BACKENDS = ['basic', 'auto'] as const;

/** Library-only knobs (never on the wire). */
export interface ExtractOptions {
  /** Proposals an async model detector already made for this text (extractAsync fills it; backend `auto` only). */
  model?: { detector: AsyncModelDetector; proposals: readonly ModelProposal[] } | null;
}

interface Candidate {
  start: number;
  end: number;
  type: EntityType;
  confidence: number;
  source: EntitySource;
  metadata: Record<string, unknown>;
}

const KNOWN = new Set<string>(ENTITY_TYPES);

function resolveBackend(backend: string | undefined): string {
  const b = (backend ?? 'auto').trim().toLowerCase();
  if ((EXTRACT_BACKENDS as readonly string[]).includes(b)) return b;
  throw serviceError('SC_EXTRACT_BACKEND_UNKNOWN', { given: quoteSafe(backend ?? ''), backends: EXTRACT_BACKENDS.map((x) => `'${x}'`).join(', ') });
}

/** The requested types, upper-cased; null = every type. Empty or null lists mean every type. */
function resolveTypes(types: string[] | null | undefined): Set<EntityType> | null {
  if (!types || types.length === 0) return null;
  const wanted = new Set<EntityType>();
  const unknown: string[] = [];
  for (const t of types) {
    const u = String(t).trim().toUpperCase();
    if (KNOWN.has(u)) wanted.add(u as EntityType);
    else unknown.push(quoteSafe(String(t)));
  }
  if (unknown.length > 0) {
    throw serviceError(unknown.length > 1 ? 'SC_ENTITY_TYPES_UNKNOWN' : 'SC_ENTITY_TYPE_UNKNOWN', {
      given: `${unknown.slice(0, 10).join(', ')}${unknown.length > 10 ? ` and ${unknown.length - 10} more` : ''}`,
      known: ENTITY_TYPES.join(', '),
    });
  }
  return wanted;
}

function fromDetectors(
  text: string,
  ctx: DetectContext,
  detectors: readonly Detector[],
  out: Candidate[],
  source: EntitySource = 'pattern',
): void {
  for (const d of detectors) {
    for (const s of d.detect(text, ctx)) {
      const type = entityTypeOfCategory(s.category);
      if (!type) continue;
      const metadata: Record<string, unknown> = { ...(s.metadata ?? {}) };
      if (s.category === 'PII-1-DOB') metadata.kind = 'date_of_birth';
      if (s.category === 'PII-9-DATE') metadata.kind = 'event_date';
      if (s.category === 'PII-9-CASE_REFERENCE') metadata.kind = 'case_reference';
      out.push({ start: s.start, end: s.end, type, confidence: s.confidence, source, metadata });
    }
  }
}

/** Model proposals (backend `auto` with the detect extra installed) that no rule proposal overlaps. */
function modelCandidates(
  text: string,
  ctx: DetectContext,
  rules: readonly Candidate[],
  wanted: Set<EntityType> | null,
  given: ExtractOptions['model'],
): Candidate[] {
  const proposals: Candidate[] = [];
  if (given) {
    const limit = text.length;
    for (const p of given.proposals) {
      if (p.entityType === null || !KNOWN.has(p.entityType) || !(p.start >= 0 && p.start < p.end && p.end <= limit)) continue;
      proposals.push({
        start: p.start,
        end: p.end,
        type: p.entityType as EntityType,
        confidence: p.confidence,
        source: 'model',
        metadata: { model: given.detector.model, label: p.label },
      });
    }
  } else {
    const model = modelDetector();
    if (!model) return [];
    fromDetectors(text, ctx, [model], proposals, 'model');
  }
  // Rules win every overlap: mark the text the rules cover once, then read each proposal's span.
  const covered = new Uint8Array(text.length);
  for (const r of rules) covered.fill(1, r.start, r.end);
  return proposals.filter((p) => (wanted === null || wanted.has(p.type)) && !covered.subarray(p.start, p.end).includes(1));
}

/** Every proposal the rules make, before overlap resolution (UTF-16 offsets). */
function basicCandidates(text: string, ctx: DetectContext, wanted: Set<EntityType> | null): Candidate[] {
  const want = (t: EntityType) => wanted === null || wanted.has(t);
  const out: Candidate[] = [];
  const names = findNameSpans(text);
  if (want('PERSON')) {
    // A lone name token is not proposed (as in the reference): /extract proposes full names.
    for (const n of names) {
      if (n.lone) continue;
      out.push({ start: n.start, end: n.end, type: 'PERSON', confidence: n.confidence, source: 'lexicon', metadata: n.title ? { title: n.title } : {} });
    }
  }
  if (want('LOCATION')) {
    for (const p of findPlaces(text)) {
      const metadata = p.country ? { country: p.country, kind: p.kind } : { kind: p.kind };
      out.push({ start: p.start, end: p.end, type: 'LOCATION', confidence: p.confidence, source: p.country ? 'gazetteer' : 'rule', metadata });
    }
  }
  if (want('ORGANIZATION')) {
    for (const o of findOrganizations(text)) {
      out.push({ start: o.start, end: o.end, type: 'ORGANIZATION', confidence: 0.85, source: 'rule', metadata: { legal_form: o.legalForm } });
    }
    for (const o of findInstitutions(text)) {
      out.push({ start: o.start, end: o.end, type: 'ORGANIZATION', confidence: 0.7, source: 'rule', metadata: { institution: o.head } });
    }
  }
  fromDetectors(text, ctx, identifierDetectors, out);
  fromDetectors(text, ctx, patternDetectors, out);
  fromDetectors(text, ctx, quasiDetectors, out);
  for (const s of findShapes(text)) out.push({ ...s, source: 'pattern' });
  return wanted === null ? out : out.filter((c) => wanted.has(c.type));
}

/**
 * One proposal per stretch of text: a validated identifier beats a weaker guess, a longer span beats a
 * shorter one of equal confidence ("Kijani Tea Exporters Ltd" over the place "Kijani"), then by position.
 * Kept proposals never overlap one another, so an owner array over the text's UTF-16 units finds a
 * candidate's clashes by reading its own span: the work is the candidates' total length (near-linear),
 * not candidates × kept as a list search would be (1 MB of text took 4.8 s that way, 5 MB 260 s).
 */
function resolveOverlaps(candidates: Candidate[], length: number): Candidate[] {
  const ranked = candidates
    .filter((c) => c.start < c.end)
    .sort((a, b) => b.confidence - a.confidence || b.end - b.start - (a.end - a.start) || a.start - b.start || a.type.localeCompare(b.type));
  const owner = new Int32Array(length).fill(-1);
  const kept: (Candidate | null)[] = [];
  const claim = (c: Candidate, id: number) => owner.fill(id, c.start, c.end);
  for (const c of ranked) {
    // The kept proposals this one overlaps, each once.
    const clashes: number[] = [];
    for (let i = c.start; i < c.end; i++) {
      const id = owner[i] as number;
      if (id >= 0 && clashes[clashes.length - 1] !== id) clashes.push(id);
    }
    if (clashes.length === 0) {
      kept.push(c);
      claim(c, kept.length - 1);
      continue;
    }
    // Containers win over what they contain even when a little less sure (an organisation over a name):
    // every proposal the organisation or address overlaps must be a person or place inside it ("University
    // of Nairobi" over "Nairobi"; "12 Awolowo Road, Ikoyi, Lagos" over "Ikoyi" and "Lagos").
    if (c.type !== 'ORGANIZATION' && c.type !== 'ADDRESS') continue;
    const all = clashes.map((id) => kept[id] as Candidate);
    const replaceable = all.every(
      (k) => c.start <= k.start && k.end <= c.end && c.end - c.start > k.end - k.start && (k.type === 'PERSON' || k.type === 'LOCATION'),
    );
    if (!replaceable) continue;
    for (const id of clashes) kept[id] = null;
    kept.push(c);
    claim(c, kept.length - 1);
  }
  return kept.filter((k): k is Candidate => k !== null).sort((a, b) => a.start - b.start || a.end - b.end);
}

/** An address's parts (role and code-point offsets in the text), e.g. street, locality, postcode. */
function partsOf(text: string, start: number, end: number, map: OffsetMap): { role: string; start: number; end: number }[] {
  return addressParts(text, start, end).map((p) => ({ role: p.role, start: map.toCodePoint(p.start), end: map.toCodePoint(p.end) }));
}

export function extract(req: ExtractRequest, options: ExtractOptions = {}): ExtractResult {
  const backend = resolveBackend(req.backend);
  const wanted = resolveTypes(req.entity_types);
  const text = req.text;
  // No jurisdiction is given to /extract: a clear inference (never a guess) sets the phone plans' home region.
  const verdict = text.length > 0 ? inferJurisdiction(text) : null;
  const ctx: DetectContext = { jurisdiction: verdict && !verdict.abstained ? verdict.country : null };
  const rules = resolveOverlaps(basicCandidates(text, ctx, wanted), text.length);
  const entities = backend === 'auto' ? resolveOverlaps([...rules, ...modelCandidates(text, ctx, rules, wanted, options.model)], text.length) : rules;
  const map = offsetMap(text);
  const out: ProposedEntity[] = entities.map((e) => ({
    text: text.slice(e.start, e.end),
    entity_type: e.type,
    confidence: round4(e.confidence),
    start: map.toCodePoint(e.start),
    end: map.toCodePoint(e.end),
    source: e.source,
    metadata: e.type === 'ADDRESS' ? { ...e.metadata, parts: partsOf(text, e.start, e.end, map) } : e.metadata,
  }));
  return { backend, count: out.length, entities: out };
}

/** `extract` plus the detect extra's model proposals when backend is `auto` and the model is available. */
export async function extractAsync(req: ExtractRequest, options: ExtractOptions = {}): Promise<ExtractResult> {
  // Validate first: a 400 never costs a model call.
  const backend = resolveBackend(req.backend);
  resolveTypes(req.entity_types);
  if (backend !== 'auto' || options.model || req.text.length === 0) return extract(req, options);
  const detector = await ensureModelDetector();
  if (!detector) return extract(req, options);
  return extract(req, { ...options, model: { detector, proposals: await detector.proposeAsync(req.text) } });
}
