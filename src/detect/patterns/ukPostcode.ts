// UK postcodes, the one home of their patterns in detection and de-identification (issue 14), named by
// role. Two tests, on purpose:
// - `UK_POSTCODE`, the Royal Mail format rules (which letters may stand where): the detector's check that
//   a code of the UK shape is a real one (address.ts drops a parsed code of that shape that fails it).
// - the shape alone (area letters, district, sector digit, two unit letters): `UK_POSTCODE_SHAPE_SOURCE`
//   inside the address-extent and address-part patterns, `UK_POSTCODE_SHAPE` for a whole value, and
//   `ukOutwardCode` for generalisation. Generalisation needs the looser shape: it coarsens a value
//   already reported, written as people write it (`sw1a2aa`), and the outward code of a code that breaks
//   the letter rules still says less than the code; the strict rules would leave such a value whole to
//   the mask instead of its district.
// src/places/ keeps the shared parser's own copies (addressTokens.ts `POSTCODE_UK`, addressCountry.ts).

const OUTWARD = String.raw`[A-Z]{1,2}\d[A-Z\d]?`;
const INWARD = String.raw`\d[A-Z]{2}`;

/** UK postcode format rules (Royal Mail): area letters, district, sector digit, unit letters without C I K M O V. */
export const UK_POSTCODE = /^(?:GIR ?0AA|(?:[A-PR-UWYZ](?:\d{1,2}|[A-HK-Y]\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d[ABEHMNPRV-Y])) ?\d[ABD-HJLNP-UW-Z]{2})$/;

/** Regex source of the UK shape, upper case with one optional space (no anchors, no groups). */
export const UK_POSTCODE_SHAPE_SOURCE = `${OUTWARD} ?${INWARD}`;

/** A whole value of the UK shape, whether or not the format rules accept it. */
export const UK_POSTCODE_SHAPE = new RegExp(`^${UK_POSTCODE_SHAPE_SOURCE}$`);

const OUTWARD_OF = new RegExp(String.raw`^\s*(${OUTWARD})\s*(${INWARD})\s*$`, 'i');

/** The outward code (`SW1A` of `sw1a 2aa`) of a value of the UK shape in any case and spacing, upper-cased; else null. */
export function ukOutwardCode(value: string): string | null {
  const m = OUTWARD_OF.exec(value);
  return m ? m[1]!.toUpperCase() : null;
}
