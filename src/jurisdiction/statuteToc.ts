// Tables of contents of the statutes the packs cite (statutes/toc/<STATUTE>.json): for each instrument,
// the name a citation uses for it (`cite_as`), its official title, where it was read, and its
// sections/articles by number with their headings as enacted. They let a test (and a reviewer) check
// that every citation of a pack names a section that exists. Validated with TypeBox at load; a
// malformed file names itself and the failing path.
import Type, { type Static } from 'typebox';
import { dataFileError, loadDataFile, validateData } from '../core/dataFile.js';
import { quoteSafe } from '../core/safeToken.js';

const Instrument = Type.Object(
  {
    cite_as: Type.String({ minLength: 2 }),
    title: Type.String({ minLength: 5 }),
    read_at: Type.Array(Type.String({ minLength: 5 }), { minItems: 1 }),
    units: Type.Record(Type.String({ pattern: '^(s\\.|Art |Sch )[0-9]+[A-Z]?$' }), Type.String({ minLength: 3 })),
    /** Units whose heading was re-read in a published reproduction of the text: unit -> where (number and heading only). */
    headings_confirmed: Type.Optional(Type.Record(Type.String({ pattern: '^(s\\.|Art |Sch )[0-9]+[A-Z]?$' }), Type.String({ minLength: 10 }))),
    /** Units whose number is certain but whose heading was not found in a published text of the Act, each with why. */
    headings_to_confirm: Type.Optional(Type.Array(Type.Object({ unit: Type.String(), reason: Type.String({ minLength: 20 }) }, { additionalProperties: false }))),
  },
  { additionalProperties: false },
);

const TocFile = Type.Object(
  {
    statute: Type.String({ minLength: 2 }),
    description: Type.String({ minLength: 10 }),
    instruments: Type.Array(Instrument, { minItems: 1 }),
  },
  { additionalProperties: false },
);

export type StatuteToc = Static<typeof TocFile>;
export type TocInstrument = Static<typeof Instrument>;

/** Reads and validates the table of contents of one statute pack. */
export function loadStatuteToc(statute: string): StatuteToc {
  return validateStatuteToc(loadDataFile(new URL(`./statutes/toc/${statute}.json`, import.meta.url), TocFile), statute);
}

/** Checks a parsed table of contents against its schema and what the schema cannot say: the file is the table of contents of the statute it is named after. */
export function validateStatuteToc(raw: unknown, statute: string, file: URL | string = new URL(`./statutes/toc/${statute}.json`, import.meta.url)): StatuteToc {
  const toc = validateData(raw, TocFile, file);
  if (toc.statute !== statute) throw dataFileError(file, '/statute', 'DF_NOT_FILE_NAME', { name: quoteSafe(statute) });
  return toc;
}

/** One reference a citation makes: instrument, unit key (`s.30`, `Art 9`, `Sch 1`) and its heading, when it exists. */
export interface CitedUnit {
  instrument: string;
  unit: string;
  heading: string | undefined;
}

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * The references of one citation. A citation is one or more parts separated by `;`, each
 * `<cite_as> <unit>[(sub)...] [(words)]`, e.g. `NDPA 2023 s.30(1) (sensitive personal data)`.
 * A part that names no known instrument comes back with instrument `''` so a test can fail on it.
 */
export function citedUnits(citation: string, toc: StatuteToc): CitedUnit[] {
  const out: CitedUnit[] = [];
  for (const part of citation.split(';').map((p) => p.trim())) {
    const inst = toc.instruments.find((i) => new RegExp(`^${i.cite_as.replace(ESCAPE, '\\$&')}\\s+(s\\.|Art |Sch )[0-9]`).test(part));
    if (!inst) {
      out.push({ instrument: '', unit: part, heading: undefined });
      continue;
    }
    const m = /^(s\.|Art |Sch )([0-9]+[A-Z]?)/.exec(part.slice(inst.cite_as.length).trim())!;
    const unit = `${m[1]}${m[2]}`;
    out.push({ instrument: inst.cite_as, unit, heading: inst.units[unit] });
  }
  return out;
}
