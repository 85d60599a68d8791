// The package version, read once from package.json (same relative path from src/ and dist/). It is on
// the start path that answers /livez before the app loads (http/serve.ts, issue 19), so it is read with
// node:fs alone: the one data loader (core/dataFile.ts `packageVersion`, which a dependency's version goes
// through) costs TypeBox, a few hundred ms of start-up. The file ships with the service.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
// Internal invariant (the service's own package.json is built with it): plain Error, no code.
if (typeof pkg.version !== 'string' || pkg.version === '') throw new Error("service-core's package.json has no version");

export const VERSION: string = pkg.version;
/** Engine string on the wire: attestation `engine`, text-engine `pins.engine`. */
export const ENGINE = `service-core@${VERSION}`;
