// Each tool file of the tool-protocol server (src/mcp/tools/) opens with a comment naming every tool it
// defines (issue 14: the headers of compare.ts and meta.ts had left out `link` and `coverage`).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const DIR = new URL('../../src/mcp/tools/', import.meta.url);

/** The leading comment of a source file, its `//` lines before the first import. */
function header(source: string): string {
  const lines: string[] = [];
  for (const line of source.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.slice(2));
  }
  return lines.join(' ');
}

describe('tool files: the header names every tool of the file', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.ts'));
  it('finds the tool files', () => assert.ok(files.includes('compare.ts') && files.includes('meta.ts')));
  for (const file of files) {
    it(file, () => {
      const source = readFileSync(new URL(file, DIR), 'utf8');
      const names = [...source.matchAll(/= tool\(\{\s*name: '([a-z_]+)'/g)].map((m) => m[1]!);
      const text = header(source);
      for (const name of names) assert.match(text, new RegExp(`(?<![a-z_])${name}(?![a-z_])`), `${file} header omits ${name}`);
    });
  }
});
