// The one door from /places to the shared gazetteer (src/lexicon/gazetteer.ts, owned by the lexicon
// work). It is loaded with a dynamic import so that /places keeps working, with cue-licensed spans
// only, when the gazetteer module is absent or fails to load; every caller goes through here.

export interface GazetteerHit {
  start: number; // UTF-16
  end: number; // UTF-16
  name: string;
  kind: string; // city | country | region | neighborhood | ... as the gazetteer names it
  country: string | null; // ISO 3166-1 alpha-2 when known
  population?: number;
}

export interface GazetteerEntry {
  name: string;
  kind: string;
  country: string | null;
  population?: number;
}

interface GazetteerModule {
  findGazetteerPlaces(text: string): unknown;
  lookupPlace(name: string): unknown;
}

// A variable specifier keeps the type checker from requiring the module to exist at build time.
const GAZETTEER_SPECIFIER = '../lexicon/gazetteer.js';

async function load(): Promise<GazetteerModule | null> {
  try {
    const mod = (await import(GAZETTEER_SPECIFIER)) as Partial<GazetteerModule>;
    if (typeof mod.findGazetteerPlaces === 'function' && typeof mod.lookupPlace === 'function') {
      return mod as GazetteerModule;
    }
  } catch {
    // absent or broken: fall through and degrade
  }
  return null;
}

const gazetteer = await load();

/** Whether the shared gazetteer was found at start-up (reported by tests and the bench). */
export const GAZETTEER_AVAILABLE = gazetteer !== null;

function toEntry(value: unknown): GazetteerEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.name !== 'string' || typeof v.kind !== 'string') return null;
  const entry: GazetteerEntry = {
    name: v.name,
    kind: v.kind,
    country: typeof v.country === 'string' && v.country !== '' ? v.country : null,
  };
  if (typeof v.population === 'number') entry.population = v.population;
  return entry;
}

/** Known places in a text (UTF-16 offsets); empty when no gazetteer is installed. */
export function gazetteerPlaces(text: string): GazetteerHit[] {
  if (gazetteer === null) return [];
  const raw = gazetteer.findGazetteerPlaces(text);
  if (!Array.isArray(raw)) return [];
  const hits: GazetteerHit[] = [];
  for (const item of raw) {
    const entry = toEntry(item);
    const r = item as Record<string, unknown>;
    if (entry === null || typeof r.start !== 'number' || typeof r.end !== 'number' || r.end <= r.start) continue;
    hits.push({ ...entry, start: r.start, end: r.end });
  }
  return hits;
}

/** The best gazetteer entry for a name (first if the gazetteer answers a list), or null. */
export function lookupPlace(name: string): GazetteerEntry | null {
  if (gazetteer === null) return null;
  const raw = gazetteer.lookupPlace(name);
  if (Array.isArray(raw)) {
    for (const item of raw) {
      const entry = toEntry(item);
      if (entry !== null) return entry;
    }
    return null;
  }
  return toEntry(raw);
}
