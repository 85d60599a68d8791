// The start path that answers /livez (issue 19, src/http/serve.ts): `serve` and the listening server
// load only node's own modules and the service's small ones before /livez answers; every package
// (fastify, TypeBox, the verbs' libraries) is imported later, by `await import`. Checked on the sources:
// the static imports (not `import type`, not an import of types only) followed from cli/serve.ts and
// http/serve.ts name no package. TypeBox alone costs a few hundred ms of start-up (core/version.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';

const STATEMENT = /^(?:import|export)\s+(type\s+)?(?:([\s\S]*?)\s+from\s+)?'([^']+)';/gm;

/** Every package a source loads through its static imports, followed through the service's own files: package → the file importing it. */
function packagesLoaded(start: string, seen = new Set<string>(), found = new Map<string, string>()): Map<string, string> {
  if (seen.has(start)) return found;
  seen.add(start);
  for (const [, typeOnly, clause = '', spec] of readFileSync(start, 'utf8').matchAll(STATEMENT)) {
    const names = /^\{([\s\S]*)\}$/.exec(clause.trim())?.[1]?.split(',').map((n) => n.trim()).filter((n) => n !== '');
    if (typeOnly || names?.every((n) => n.startsWith('type '))) continue;
    if (spec!.startsWith('.')) packagesLoaded(join(dirname(start), spec!.replace(/\.js$/, '.ts')), seen, found);
    else if (!spec!.startsWith('node:') && !found.has(spec!)) found.set(spec!, start);
  }
  return found;
}

describe('the /livez start path', () => {
  it('loads no package before /livez answers', () => {
    assert.deepEqual(Object.fromEntries(packagesLoaded(join('src', 'cli', 'serve.ts'))), {});
    assert.deepEqual(Object.fromEntries(packagesLoaded(join('src', 'http', 'serve.ts'))), {});
  });

  it('the check can fail: a source that loads a package, directly or through its imports, is found', () => {
    assert.deepEqual(Object.fromEntries(packagesLoaded(join('src', 'core', 'dataFile.ts'))), {
      typebox: join('src', 'core', 'dataFile.ts'),
      'typebox/compile': join('src', 'core', 'dataFile.ts'),
    });
    assert.equal(packagesLoaded(join('src', 'compare', 'text', 'pins.ts')).get('typebox'), join('src', 'core', 'dataFile.ts'));
  });
});
