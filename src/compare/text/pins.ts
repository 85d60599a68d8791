// Pins of a text-engine receipt: what produced the decision, so two receipts can be compared and a
// replay can say what moved. comparator_lib names the string-similarity library the name comparator
// runs on (Jaro-Winkler from talisman), with the version its installed package.json declares (read
// through the one data loader: a package.json without a version stops naming the file).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { packageVersion } from '../../core/dataFile.js';
import { ENGINE } from '../../core/version.js';
import { TF_PIN } from './fieldScores.js';
import { THRESHOLDS } from './priors.js';

export const RECEIPT_SCHEMA = 1;
const STRING_LIBRARY = 'talisman';

/** The installed version of a package, `unknown` when it cannot be resolved. */
function libraryVersion(name: string): string {
  let file: URL;
  try {
    file = pathToFileURL(createRequire(import.meta.url).resolve(`${name}/package.json`));
  } catch {
    return 'unknown';
  }
  return packageVersion(file);
}

export const COMPARATOR_LIB = `${STRING_LIBRARY}@${libraryVersion(STRING_LIBRARY)}`;

export interface TextPins {
  receipt_schema: number;
  engine: string;
  comparator_lib: string;
  jurisdiction: string;
  thresholds: { match: number; review: number; distinctive_floor: number };
  tf: string;
  provenance: { document_content_id_a: string; document_content_id_b: string; backend: string };
}

export function textPins(jurisdiction: string, docA: string, docB: string, backend: string): TextPins {
  return {
    receipt_schema: RECEIPT_SCHEMA,
    engine: ENGINE,
    comparator_lib: COMPARATOR_LIB,
    jurisdiction,
    thresholds: { match: THRESHOLDS.match, review: THRESHOLDS.review, distinctive_floor: THRESHOLDS.distinctive_floor },
    tf: TF_PIN,
    provenance: { document_content_id_a: docA, document_content_id_b: docB, backend },
  };
}
