// Copies data files (JSON packs, lexicons, the tagger's weights.bin) that sit beside the TypeScript sources into dist/,
// so the built package loads the same files the sources do.
import { cpSync, readdirSync, statSync, mkdirSync } from 'node:fs';
import { join, relative, dirname } from 'node:path';

const src = 'src';
const out = 'dist';
// The review page's files (src/http/review/) are served as they are: no build step.
const wanted = /\.(json|txt|tsv|csv|bin)$|^review\.(html|js|css)$/;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p);
    else if (wanted.test(name)) {
      const target = join(out, relative(src, p));
      mkdirSync(dirname(target), { recursive: true });
      cpSync(p, target);
    }
  }
}
walk(src);
