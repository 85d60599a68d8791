// Which numbering plans the phone detector tries, in what order, and what each plan's trunk prefix
// and possible lengths are (read once from libphonenumber's `max` metadata).
import { Metadata } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/max/metadata';
import type { CountryCode } from 'libphonenumber-js/max';

/** The supported jurisdictions outside the EU/EEA. */
export const AFRICA_CORE = ['NG', 'KE', 'ZA', 'GH'] as const;
/** EU/EEA codes, by population (the order decides ties between plans that accept the same digits). */
export const EU_EEA = [
  'DE', 'FR', 'IT', 'ES', 'PL', 'RO', 'NL', 'BE', 'CZ', 'GR', 'PT', 'SE', 'HU', 'AT', 'BG', 'DK', 'FI', 'SK',
  'NO', 'IE', 'HR', 'LT', 'SI', 'LV', 'EE', 'CY', 'LU', 'MT', 'IS', 'LI',
] as const;
/** The reference's multi-country African pack (numbering plans beyond the four core countries). */
export const AFRICA_PACK = [
  'TZ', 'UG', 'RW', 'ET', 'CI', 'SN', 'EG', 'MA', 'CM', 'CD', 'AO', 'MZ', 'ZW', 'ZM', 'BW', 'NA', 'SD', 'ML', 'BF',
  'NE', 'GN', 'BJ', 'TG', 'SL', 'LR', 'MG', 'SO',
] as const;

export interface Plan {
  region: CountryCode;
  callingCode: string;
  /** `0` for most plans; null where national numbers carry no trunk prefix (DK, NO, ES, IT, ...). */
  trunkPrefix: string | null;
  /** Possible national significant number lengths. */
  lengths: readonly number[];
  /** The plan's general national number pattern, anchored: a cheap test before a full parse. */
  nationalPattern: RegExp;
  /**
   * The plan's number-type patterns (fixed line, mobile, ...), anchored, with their lengths; null when
   * the plan strips national prefixes in a way a plain trunk cut does not reproduce (then only the
   * library's parser decides).
   */
  typePatterns: readonly { pattern: RegExp; lengths: readonly number[] | null }[] | null;
}

const TYPES = ['FIXED_LINE', 'MOBILE', 'PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'VOIP', 'PERSONAL_NUMBER', 'PAGER', 'UAN', 'VOICEMAIL'];

interface TypeView {
  pattern(): string;
  possibleLengths(): number[] | undefined;
}

interface PlanView {
  callingCode(): string;
  nationalPrefix(): string | undefined;
  possibleLengths(): number[] | undefined;
  nationalNumberPattern(): string;
  nationalPrefixForParsing(): string | undefined;
  nationalPrefixTransformRule(): string | undefined;
  type(t: string): TypeView | undefined;
}

function typePatternsOf(plan: PlanView): Plan['typePatterns'] {
  const prefix = plan.nationalPrefix();
  const forParsing = plan.nationalPrefixForParsing();
  if (plan.nationalPrefixTransformRule() || (forParsing !== undefined && forParsing !== prefix)) return null;
  const out: { pattern: RegExp; lengths: readonly number[] | null }[] = [];
  for (const t of TYPES) {
    const def = plan.type(t);
    if (!def?.pattern()) continue;
    out.push({ pattern: new RegExp(`^(?:${def.pattern()})$`), lengths: def.possibleLengths() ?? null });
  }
  return out;
}

function readPlans(regions: readonly string[]): Map<string, Plan> {
  const m = new Metadata(metadata);
  const out = new Map<string, Plan>();
  for (const r of regions) {
    m.selectNumberingPlan(r as CountryCode);
    const plan = m.numberingPlan as unknown as PlanView | undefined;
    // Internal invariant: the regions are a fixed list libphonenumber covers; not a caller's error.
    if (!plan) throw new Error(`libphonenumber has no numbering plan for ${r}`);
    out.set(r, {
      region: r as CountryCode,
      callingCode: plan.callingCode(),
      trunkPrefix: plan.nationalPrefix() || null,
      lengths: plan.possibleLengths() ?? [],
      nationalPattern: new RegExp(`^(?:${plan.nationalNumberPattern()})$`),
      typePatterns: typePatternsOf(plan),
    });
  }
  return out;
}

export const ALL_REGIONS: readonly string[] = [...AFRICA_CORE, 'GB', ...EU_EEA, ...AFRICA_PACK];
export const PLANS: ReadonlyMap<string, Plan> = readPlans([...ALL_REGIONS, 'US']);

const EU_SET = new Set<string>(EU_EEA);

/**
 * Regions to try for a number written in national form, as blocs of decreasing likelihood: a
 * governing country first, then its neighbourhood (Africa, the EU/EEA with the UK), then the rest;
 * North America (NANP) last, reached only by bare numbers with a cue. Inside a bloc the detector
 * prefers the plan whose usual grouping matches how the number was written.
 */
export function regionBlocs(jurisdiction: string | null): readonly (readonly Plan[])[] {
  const key = jurisdiction ?? '';
  const cached = BLOC_CACHE.get(key);
  if (cached) return cached;
  let blocs: string[][];
  if (jurisdiction === 'EU' || (jurisdiction && EU_SET.has(jurisdiction))) blocs = [[...EU_EEA], ['GB'], [...AFRICA_CORE], [...AFRICA_PACK]];
  else if (jurisdiction === 'GB') blocs = [['GB', 'IE'], EU_EEA.filter((r) => r !== 'IE'), [...AFRICA_CORE], [...AFRICA_PACK]];
  else blocs = [[...AFRICA_CORE], [...AFRICA_PACK], ['GB', ...EU_EEA]];
  blocs.push(['US']);
  if (jurisdiction && PLANS.has(jurisdiction)) blocs = [[jurisdiction], ...blocs.map((b) => b.filter((r) => r !== jurisdiction))];
  const plans = blocs.map((b) => b.map((r) => PLANS.get(r)!));
  BLOC_CACHE.set(key, plans);
  return plans;
}

const BLOC_CACHE = new Map<string, readonly (readonly Plan[])[]>();
