// The package version, read once from package.json (same relative path from src/ and dist/) through the
// one data loader (core/dataFile.ts); `packageVersion` reads a dependency's the same way (the text
// engine pins the string library's), so a package.json without a version stops naming the file.
import Type from 'typebox';
import { loadDataFile } from './dataFile.js';

/** The one field read from a package.json; the others are not the service's to check. */
export const PACKAGE_VERSION_SCHEMA = Type.Object({ version: Type.String({ minLength: 1 }) });

/** The `version` of a package.json; a bad one is a DataFileError naming the file and `/version`. */
export function packageVersion(file: URL): string {
  return loadDataFile(file, PACKAGE_VERSION_SCHEMA).version;
}

export const VERSION: string = packageVersion(new URL('../../package.json', import.meta.url));
/** Engine string on the wire: attestation `engine`, text-engine `pins.engine`. */
export const ENGINE = `service-core@${VERSION}`;
