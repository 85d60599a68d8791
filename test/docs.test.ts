// The map of the repository stays true (issue 14): every folder of src/ has a README.md; every
// `docs/architecture.md D<n>` (or quoted section) that a source file cites, and every bare D<n> of a
// folder README, is a heading of docs/architecture.md; and every file or folder that docs/architecture.md
// or a folder README names in backticks exists (a renamed or deleted file leaves a stale name behind).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const ARCHITECTURE = 'docs/architecture.md';
/** Names the documents may give that are no file of the repository: the build's output and the contract in the project's shared folder. */
const OUTSIDE_REPOSITORY: ReadonlySet<string> = new Set(['dist/', 'spec/http-interface.md']);
/** A backticked name that is a path: it ends with a file extension the tree uses, or with `/`. */
const PATH_LIKE = /^[\w.@/-]+(?:\.(?:ts|mjs|js|json|md|css|html|bin|png|txt)|\/)$/;

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** Every path (relative to the root, `/`-separated) below `dir`, folders with a trailing `/`. */
function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = `${dir}/${e.name}`;
    out.push(e.isDirectory() ? `${path}/` : path);
    if (e.isDirectory()) out.push(...walk(path));
  }
  return out;
}

const SRC = walk('src');
const FOLDER_READMES = SRC.filter((p) => p.endsWith('/README.md'));

/** The headings of a markdown text: `D<n>` for a decision (`### D4. Content ids`), and every heading's title. */
function headingsOf(markdown: string): { decisions: Set<number>; titles: Set<string> } {
  const decisions = new Set<number>();
  const titles = new Set<string>();
  for (const m of markdown.matchAll(/^#{2,3} (.+)$/gm)) {
    const title = m[1]!.trim();
    titles.add(title);
    const d = /^D(\d+)\./.exec(title);
    if (d) decisions.add(Number(d[1]));
  }
  return { decisions, titles };
}

/** What one text cites of docs/architecture.md: decision numbers and quoted section titles. Bare `D<n>` counts only in a README. */
function citationsOf(text: string, isReadme: boolean): { decisions: number[]; sections: string[] } {
  const decisions = [...text.matchAll(/architecture\.md[ #]*D(\d+)\b/g)].map((m) => Number(m[1]));
  if (isReadme) decisions.push(...[...text.matchAll(/(?<![\w#-])D(\d+)\b/g)].map((m) => Number(m[1])));
  const sections = [...text.matchAll(/architecture\.md "([^"]+)"/g)].map((m) => m[1]!);
  return { decisions, sections };
}

/** Citations in `files` (path → text) that name no heading: `path: D<n>` or `path: "title"`. */
function danglingCitations(files: ReadonlyMap<string, string>, architecture: string): string[] {
  const { decisions, titles } = headingsOf(architecture);
  const out: string[] = [];
  for (const [path, text] of files) {
    const cited = citationsOf(text, path.endsWith('README.md'));
    for (const d of cited.decisions) if (!decisions.has(d)) out.push(`${path}: D${d}`);
    for (const s of cited.sections) if (!titles.has(s)) out.push(`${path}: "${s}"`);
  }
  return out;
}

/**
 * Whether a name a document gives (in backticks) is a file or folder of the tree. A name is read as
 * written from the document's folder or any folder above it (`../types.ts`, `core/ids.ts`,
 * `src/extras.ts`), from src/ (docs/architecture.md names code as `core/ids.ts`), from the folder of tests mirroring it or one above (`test/ledger/` for
 * src/ledger/README.md), or as the end of a path below the document's folder (`review.html` in
 * src/http/README.md is src/http/review/review.html).
 */
function resolves(name: string, documentPath: string, tree: readonly string[], exists: (path: string) => boolean): boolean {
  const wanted = name.replace(/\/$/, '');
  const folders: string[] = [];
  for (let dir = posix.dirname(documentPath); ; dir = posix.dirname(dir)) {
    folders.push(dir === '.' ? '' : dir);
    if (dir === '.' || dir === '/') break;
  }
  const mirror = folders.filter((f) => f.startsWith('src')).map((f) => f.replace(/^src/, 'test'));
  for (const folder of [...folders, 'src', ...mirror]) if (exists(posix.normalize(folder === '' ? wanted : `${folder}/${wanted}`))) return true;
  const below = `${posix.dirname(documentPath)}/`;
  return tree.some((p) => p.startsWith(below) && p.replace(/\/$/, '').endsWith(`/${wanted}`));
}

/** The backticked path-like names of a markdown text that do not resolve. */
function staleNames(text: string, documentPath: string, tree: readonly string[], exists: (path: string) => boolean): string[] {
  const out = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const name = m[1]!;
    if (!PATH_LIKE.test(name) || name.includes(':') || OUTSIDE_REPOSITORY.has(name)) continue;
    if (!resolves(name, documentPath, tree, exists)) out.add(name);
  }
  return [...out];
}

const existsInRepo = (path: string): boolean => existsSync(join(ROOT, path));

describe('the map of the repository', () => {
  it('every folder under src/ has a README.md', () => {
    const folders = SRC.filter((p) => p.endsWith('/')).map((p) => p.slice(0, -1));
    assert.ok(folders.length > 20, 'src/ was walked');
    const missing = folders.filter((f) => !existsInRepo(`${f}/README.md`));
    assert.deepEqual(missing, [], `folders without a README.md: ${missing.join(', ')}`);
  });

  it('every folder README opens with its heading and stays short', () => {
    for (const path of FOLDER_READMES) {
      const text = read(path);
      const folder = path.slice(0, -'/README.md'.length);
      assert.ok(text.startsWith(`# ${folder} — `), `${path} opens with "# ${folder} — <what lives there>"`);
      assert.ok(text.split('\n').length <= 400, `${path} is over 400 lines`);
    }
  });

  it('every docs/architecture.md decision or section cited in src/, test/, scripts/ and bench/ is a heading', () => {
    const files = new Map<string, string>();
    for (const dir of ['src', 'test', 'scripts', 'bench']) {
      for (const p of walk(dir)) if (/\.(ts|mjs|md|json)$/.test(p) && !p.startsWith('test/docs.test.ts')) files.set(p, read(p));
    }
    assert.ok(files.size > 100, 'the tree was read');
    assert.deepEqual(danglingCitations(files, read(ARCHITECTURE)), []);
  });

  it('docs/architecture.md and every folder README name only files and folders that exist', () => {
    const tree = [...SRC, ...walk('test'), ...walk('scripts'), ...walk('bench'), ...walk('docs')];
    const stale: string[] = [];
    for (const path of [ARCHITECTURE, ...FOLDER_READMES]) for (const name of staleNames(read(path), path, tree, existsInRepo)) stale.push(`${path}: ${name}`);
    assert.deepEqual(stale, []);
  });
});

describe('the checks themselves', () => {
  const architecture = '## Layers\n### D1. Offsets are code points\n### D4. Content ids\n## Names and defaults\n';

  it('a cited decision or section without its heading is reported, one with it is not', () => {
    const files = new Map([
      ['src/a.ts', '// see docs/architecture.md D4 and docs/architecture.md D9\n'],
      ['src/b.ts', '// docs/architecture.md "Names and defaults", docs/architecture.md "Gone"\n'],
      ['src/x/README.md', 'governs the call (D1); overlaps (D7)\n'],
      ['src/c.ts', '// Verhoeff dihedral-group tables (D5 multiplication): not a citation in code\n'],
    ]);
    assert.deepEqual(danglingCitations(files, architecture), ['src/a.ts: D9', 'src/b.ts: "Gone"', 'src/x/README.md: D7']);
  });

  it('a README naming a file that is gone is reported; one resolving from its folder, above, below or its tests is not', () => {
    const tree = ['src/x/', 'src/x/a.ts', 'src/x/sub/', 'src/x/sub/deep.json', 'src/core/ids.ts', 'test/x/a.test.ts'];
    const exists = (p: string) => tree.includes(p) || tree.includes(`${p}/`);
    const text = '`a.ts` `../core/ids.ts` `core/ids.ts` `deep.json` `sub/` `a.test.ts` `gone.ts` `sub/gone/` `postgres://` `dist/` `foldText`';
    assert.deepEqual(staleNames(text, 'src/x/README.md', tree, exists), ['gone.ts', 'sub/gone/']);
  });
});
