// Best agreement between two sets of phones or e-mails, in time linear in the two sets. The phone and
// e-mail comparators answer 1 or 0, so "the best pair" is "the first value of side A that some value of
// side B equals under the comparator's normalisation": each side is indexed by the keys the comparator
// would compare (E.164, the number read in the other side's country, bare digits) and each value of A
// is looked up, instead of comparing every value with every other (a 391 KB body of e-mails took ~17 s
// that way). The answer is the one the all-pairs search gives (a property test checks it).
import type { CountryCode } from 'libphonenumber-js/max';
import { inCountry, international } from '../comparators/phone.js';
import { mailboxKey } from '../comparators/email.js';

/** [1, first value of xs that agrees with a value of ys] or [0, xs[0]]; null when a side is empty. */
export type SetAgreement = [number, string] | null;

export function bestEmail(xs: readonly string[], ys: readonly string[]): SetAgreement {
  if (xs.length === 0 || ys.length === 0) return null;
  const keys = new Set(ys.map(mailboxKey));
  for (const x of xs) {
    const k = mailboxKey(x);
    if (k !== '' && keys.has(k)) return [1, x];
  }
  return [0, xs[0] as string];
}

const NON_DIGIT = /\D/g;
const digits = (v: string) => v.replace(NON_DIGIT, '');
/** What the comparator compares when neither side says its country: digits without trunk zeros. */
const bare = (v: string) => digits(v).replace(/^0+/, '');
/** The comparator agrees only on numbers of at least five digits. */
const longEnough = (v: string) => digits(v).length >= 5;

/** Side B of a phone comparison, indexed once by every key side A may be compared on. */
class PhoneIndex {
  /** E.164 of every international value. */
  readonly e164 = new Set<string>();
  /** E.164 of the international values that name a country, per country. */
  readonly byCountry = new Map<CountryCode, Set<string>>();
  /** Bare digits of the national values. */
  readonly nationalBare = new Set<string>();
  /** Bare digits and national significant numbers of the international values that name no country (compared with national ones). */
  readonly noCountryBare = new Set<string>();
  private readonly national: string[] = [];
  private readonly readIn = new Map<CountryCode, Set<string>>();

  constructor(ys: readonly string[]) {
    for (const y of ys) {
      const iy = international(y);
      if (iy === null) {
        this.national.push(y);
        this.nationalBare.add(bare(y));
        continue;
      }
      this.e164.add(iy.e164);
      if (iy.country === undefined) {
        this.noCountryBare.add(bare(y));
        this.noCountryBare.add(iy.national);
      }
      else {
        const set = this.byCountry.get(iy.country) ?? new Set<string>();
        set.add(iy.e164);
        this.byCountry.set(iy.country, set);
      }
    }
  }

  /** The national values as the comparator reads them next to an international number of `country`. */
  nationalIn(country: CountryCode): Set<string> {
    const known = this.readIn.get(country);
    if (known) return known;
    const set = new Set(this.national.map((y) => inCountry(y, country) ?? digits(y)));
    this.readIn.set(country, set);
    return set;
  }
}

/** Does `x` agree with some value of the indexed side, as comparePhones(x, y) would say? */
function agrees(x: string, b: PhoneIndex): boolean {
  const ix = international(x);
  if (ix !== null) {
    // Both international: E.164 against E.164.
    if (longEnough(ix.e164) && b.e164.has(ix.e164)) return true;
    // Against a national number: read it in x's country, else compare bare digits.
    if (ix.country !== undefined) return longEnough(ix.e164) && b.nationalIn(ix.country).has(ix.e164);
    return (longEnough(bare(x)) && b.nationalBare.has(bare(x))) || (longEnough(ix.national) && b.nationalBare.has(ix.national));
  }
  const own = bare(x);
  if (longEnough(own) && (b.nationalBare.has(own) || b.noCountryBare.has(own))) return true;
  // Against an international number of country C: x read in C.
  for (const [country, set] of b.byCountry) {
    const read = inCountry(x, country) ?? digits(x);
    if (longEnough(read) && set.has(read)) return true;
  }
  return false;
}

export function bestPhone(xs: readonly string[], ys: readonly string[]): SetAgreement {
  if (xs.length === 0 || ys.length === 0) return null;
  const index = new PhoneIndex(ys);
  for (const x of xs) if (agrees(x, index)) return [1, x];
  return [0, xs[0] as string];
}
