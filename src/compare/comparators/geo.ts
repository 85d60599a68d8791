// Geographic distance between two coordinate pairs: similarity exp(−d / decay_km) on the haversine
// distance (mean earth radius 6371.0088 km); distance_km is reported as evidence, and a distance
// beyond veto_km is a conflict (a second hospital of the same name in another town). Two points within
// near_km are one spot pinned by two sources, and weigh near_weight times the comparator's weight: the
// decay says little between 5 m and 400 m (0.998 against 0.875 at 3 km), yet two sources pinning a site
// to a few metres is strong evidence, where two sites of one street or complex lie tens to hundreds of
// metres apart (the kind and numbered-part rules still separate venues and parts that share one point).
// Two points within close_km (below near_km: what a phone's or a surveyor's GPS resolves, 5-15 m) weigh
// close_weight instead (session 46): two neighbouring sites of one street, colonnade or harbour lie tens of
// metres apart (two springs of one colonnade 37 m, two piers' slips, two stops across a road), so the
// tighter tier reads only the spot two sources pinned alike. No pack sets it (review of session 46): a point
// is evidence of the place, not of which place at it, and five times outweighed two different names at one
// geocoded point (two banks' ATMs in one wall, two plaques on one wall), which merged.
import type { ComparatorResult, ComparatorSpec, FieldValue } from './types.js';

const EARTH_RADIUS_KM = 6371.0088;

export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function coordinate(value: FieldValue | undefined, limit: number): number | null {
  if (value === null || value === undefined || value === '' || typeof value === 'object') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

export function compareGeo(
  a: Record<string, FieldValue>,
  b: Record<string, FieldValue>,
  spec: ComparatorSpec,
): ComparatorResult | null {
  const latKey = spec.lat ?? 'lat';
  const lonKey = spec.lon ?? 'lon';
  const la = coordinate(a[latKey], 90);
  const oa = coordinate(a[lonKey], 180);
  const lb = coordinate(b[latKey], 90);
  const ob = coordinate(b[lonKey], 180);
  if (la === null || oa === null || lb === null || ob === null) return null;
  const d = haversineKm(la, oa, lb, ob);
  const result: ComparatorResult = { sim: Math.exp(-d / (spec.decay_km ?? 1.5)), extras: { distance_km: d } };
  if (spec.near_km !== undefined && spec.near_weight !== undefined && d <= spec.near_km) {
    result.weightFactor = spec.close_km !== undefined && spec.close_weight !== undefined && d <= spec.close_km ? spec.close_weight : spec.near_weight;
    result.near = true;
  }
  if (spec.veto_km !== undefined && d > spec.veto_km) {
    result.conflict = true;
    result.extras!.geo_conflict_km = d;
  }
  return result;
}
