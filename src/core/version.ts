// The package version, read once from package.json (same relative path from src/ and dist/).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

export const VERSION: string = pkg.version;
/** Engine string on the wire: attestation `engine`, text-engine `pins.engine`. */
export const ENGINE = `service-core@${VERSION}`;
