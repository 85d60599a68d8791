// Geographic distance between two coordinate pairs: similarity exp(−d / decay_km) on the haversine
// distance (mean earth radius 6371.0088 km); distance_km is reported as evidence, and a distance
// beyond veto_km is a conflict (a second hospital of the same name in another town). Two points within
// near_km are one spot pinned by two sources, and weigh near_weight times the comparator's weight: the
// decay says little between 5 m and 400 m (0.998 against 0.875 at 3 km), yet two sources pinning a site
// to a few metres is strong evidence, where two sites of one street or complex lie tens to hundreds of
// metres apart (the kind and numbered-part rules still separate venues and parts that share one point).
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
    result.weightFactor = spec.near_weight;
    result.near = true;
  }
  if (spec.veto_km !== undefined && d > spec.veto_km) {
    result.conflict = true;
    result.extras!.geo_conflict_km = d;
  }
  return result;
}
