// Which test files may share one node process, and the bundle entry files that run a group of them in one process.
// scripts/run-tests.mjs says why (a process costs about 2.5 s of CPU before its first test: node, the preload, tsx,
// the src modules and their tables) and what the rule is; this module is the rule, so test/scripts/ can test it.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * What in a test file's source (or in a test-side module it imports) keeps it out of a shared process: each reason
 * is something that would leak to the next file of the process, or that a file measures of the whole process.
 * A hook at module top level (column 0) attaches to the root test of its process; process.env, process.chdir,
 * globals and console are the process's; mock.timers / mock.module replace globals or modules, and the top-level
 * `mock` (not a test's `t.mock`) is restored only when the process ends; process.on/once/exit are
 * the process's too, and so is what a file measures of the whole process (its memory, heap statistics, CPU time,
 * event-loop utilisation or delay): another file's work in the same process would move the figure
 * (test/cli/idleHeap.test.ts waits for an idle, shrinking heap, which a neighbour's garbage never gives).
 */
const PATTERNS = [
  ['top-level hook', /^(?:before|after|beforeEach|afterEach)\s*\(/m],
  ['process.env write', /process\.env(?:\.\w+|\[[^\]]+\])\s*(?:=(?!=)|\?\?=|\|\|=)|delete\s+process\.env|Object\.assign\(\s*process\.env/],
  ['process.chdir', /process\.chdir\s*\(/],
  ['process listener', /process\.(?:on|once|addListener|prependListener|prependOnceListener|off|removeListener|removeAllListeners|setUncaughtExceptionCaptureCallback)\s*\(/],
  ['process.exit', /process\.(?:exit\s*\(|exitCode\s*=)|process\.abort\s*\(/],
  ['process-wide measure', /process\.(?:memoryUsage|cpuUsage|resourceUsage)|getHeapStatistics|eventLoopUtilization|monitorEventLoopDelay/],
  ['mock timers or modules', /mock\.(?:timers|module)\b/],
  ['process-wide mock', /(?<![\w.])mock\.(?:method|getter|setter|property)\s*\(/],
  ['global write', /(?<![\w.])(?:globalThis|global)(?:\.\w+|\[[^\]]+\])\s*=(?!=)|Object\.defineProperty\(\s*(?:globalThis|global)\b|(?<![\w.])(?:console\.\w+|Date\.now|Math\.random)\s*=(?!=)/],
];

/** The names of src/ exports that set module state: an exported function that assigns module-level `let`s without
 * testing one of them — a lazy load (`if (loaded) return loaded`, `x ??= …`, `x === undefined`) or a memo of the last
 * input (`text === lastText`) tests it and gives the same answers whoever filled it; a growing scratch buffer
 * (`x = new …`) holds no answer. A test file that uses a setter would leave the module changed for the next file. */
export function stateSetters(srcDir) {
  const names = new Set();
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : /\.(?:ts|js)$/.test(e.name) ? [join(dir, e.name)] : []));
  for (const file of walk(srcDir)) {
    const text = readFileSync(file, 'utf8');
    const lets = [...text.matchAll(/^(?:let|var)\s+(\w+)/gm)].map((m) => m[1]);
    if (lets.length === 0) continue;
    for (const m of text.matchAll(/^export (?:async )?function (\w+)[\s\S]*?\n\}/gm)) {
      const body = m[0];
      const assigned = lets.filter((v) => {
        if (new RegExp(`(?:let|const|var)\\s+${v}\\b`).test(body)) return false;
        const values = [...body.matchAll(new RegExp(`(?<![\\w.])${v}\\s*=(?!=)\\s*(\\S{0,4})`, 'g'))];
        return values.length > 0 && !values.every((a) => a[1] === 'new');
      });
      const tested = (v) => new RegExp(`(?<![\\w.])${v}\\s*(?:===?|!==?|\\?\\?=)|(?:===?|!==?)\\s*${v}\\b|if\\s*\\(\\s*!?${v}\\s*\\)`).test(body);
      const sets = assigned.length > 0 && !assigned.some(tested);
      if (sets) names.add(m[1]);
    }
  }
  return names;
}

/** Why `file` must run in a process of its own, or null when it may share one. Test-side modules it imports by a
 * relative path (test/helpers/*, fixtures) are read too, transitively; src/ modules are judged by `setters`. */
export function aloneReason(file, setters, seen = new Set()) {
  const abs = resolve(file);
  if (seen.has(abs)) return null;
  seen.add(abs);
  const text = readFileSync(abs, 'utf8');
  for (const [reason, re] of PATTERNS) if (re.test(text)) return `${reason} (${relative(process.cwd(), abs)})`;
  for (const name of setters) if (new RegExp(`(?<![\\w.])${name}\\b`).test(text)) return `sets module state: ${name}`;
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const spec = m[1];
    if (/(?:^|\/)src\//.test(spec) || spec.includes('/src/')) continue;
    const target = resolve(dirname(abs), spec.replace(/\.js$/, '.ts'));
    if (!/\.ts$/.test(target) || !isFile(target)) continue;
    const why = aloneReason(target, setters, seen);
    if (why) return why;
  }
  return null;
}

function isFile(p) {
  try {
    readFileSync(p);
    return true;
  } catch {
    return false;
  }
}

/**
 * Splits `files` (sorted paths) into the ones that run alone and groups of at most `size` that share a process:
 * files of one folder stay together (they load the same src modules), small folders in a row fill one group, and a
 * folder larger than `size` is split into groups of even size.
 */
export function plan(files, setters, size) {
  const alone = [];
  const byDir = new Map();
  for (const f of files) {
    const why = aloneReason(f, setters);
    if (why) alone.push({ file: f, why });
    else byDir.set(dirname(f), [...(byDir.get(dirname(f)) ?? []), f]);
  }
  const groups = [];
  let current = [];
  for (const dirFiles of byDir.values()) {
    if (current.length + dirFiles.length <= size) {
      current.push(...dirFiles);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [];
    const parts = Math.ceil(dirFiles.length / size);
    const each = Math.ceil(dirFiles.length / parts);
    for (let i = 0; i < dirFiles.length; i += each) groups.push(dirFiles.slice(i, i + each));
    current = groups.pop() ?? [];
  }
  if (current.length > 0) groups.push(current);
  return { alone, groups };
}

/** Writes one bundle entry file into `dir`: every file's tests run under a suite named by the file's path (relative
 * to `root`), so a failure names its file, and a file that throws while it loads fails its own suite only. */
export function writeBundle(dir, index, group, root) {
  const name = relative(root, group[0]).replace(/\.test\.ts$/, '').replace(/[^\w.-]+/g, '_');
  const path = join(dir, `${String(index).padStart(3, '0')}-${name}+${group.length - 1}.bundle.mjs`);
  const lines = [
    "import { describe } from 'node:test';",
    ...group.map((f) => `describe(${JSON.stringify(relative(root, f))}, async () => { await import(${JSON.stringify(pathToFileURL(resolve(f)).href)}); });`),
  ];
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}
