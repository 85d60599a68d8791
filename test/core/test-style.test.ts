// Test style guard (issue 14 item 1, "tests assert codes, not prose"): no assert.throws / assert.rejects
// under test/ matches a catalogued error by a regex (or a `{ message }` string) that spells a piece of the
// error's catalogue sentence (src/core/errorCatalogue*.ts) unless the same call also asserts the code
// (`hasCode('SC_…')`, an `SC_` name, `.code`). A sentence's wording may change; its code may not. The
// scanner is a small lexer (strings, template literals, comments and regex literals told from division),
// not a parser: enough for the test files' own style, which is what it polices.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ERROR_CATALOGUE } from '../../src/core/errorCatalogue.js';
import { escapeRegExp } from '../../src/core/matches.js';

type Tok = { kind: 'word' | 'punct' | 'string' | 'regex'; text: string; line: number };

const REGEX_AFTER_WORD = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'yield', 'await']);

/** The tokens of a TypeScript source: words (dotted names in one), punctuation, strings and regex literals. */
function lex(src: string): Tok[] {
  const toks: Tok[] = [];
  const braces: ('code' | 'template')[] = [];
  let i = 0;
  let line = 1;
  const push = (kind: Tok['kind'], text: string) => toks.push({ kind, text, line });
  const template = () => {
    // From just after a backtick or a `}` closing `${`: up to the closing backtick, or to a `${`.
    let text = '';
    while (i < src.length && src[i] !== '`') {
      if (src[i] === '\\') {
        text += src.slice(i, i + 2);
        i += 2;
      } else if (src[i] === '$' && src[i + 1] === '{') {
        i += 2;
        braces.push('template');
        push('string', text);
        return;
      } else {
        if (src[i] === '\n') line++;
        text += src[i++];
      }
    }
    i++;
    push('string', text);
  };
  while (i < src.length) {
    const c = src[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) i++;
    else if (c === '/' && src[i + 1] === '/') while (i < src.length && src[i] !== '\n') i++;
    else if (c === '/' && src[i + 1] === '*') {
      const end = src.indexOf('*/', i + 2);
      line += (src.slice(i, end).match(/\n/g) ?? []).length;
      i = end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (src[j] !== c) j += src[j] === '\\' ? 2 : 1;
      push('string', src.slice(i + 1, j));
      i = j + 1;
    } else if (c === '`') {
      i++;
      template();
    } else if (c === '/') {
      const prev = toks.at(-1);
      const division = prev && (prev.kind === 'string' || prev.kind === 'regex' || (prev.kind === 'word' && !REGEX_AFTER_WORD.has(prev.text)) || prev.text === ')' || prev.text === ']');
      if (division) {
        push('punct', c);
        i++;
        continue;
      }
      let j = i + 1;
      let inClass = false;
      while (src[j] !== '/' || inClass) {
        if (src[j] === '\\') j++;
        else if (src[j] === '[') inClass = true;
        else if (src[j] === ']') inClass = false;
        j++;
      }
      const flags = /^[a-z]*/.exec(src.slice(j + 1))![0];
      push('regex', `/${src.slice(i + 1, j)}/${flags}`);
      i = j + 1 + flags.length;
    } else if (/[\w$]/.test(c)) {
      const m = /^[\w$]+(?:\s*\??\.\s*[\w$]+)*/.exec(src.slice(i))!;
      push('word', m[0].replace(/\s+/g, ''));
      i += m[0].length;
    } else {
      if (c === '{') braces.push('code');
      if (c === '}' && braces.pop() === 'template') {
        i++;
        template();
        continue;
      }
      push('punct', c);
      i++;
    }
  }
  return toks;
}

/** The literal runs of a regex (escapes resolved; classes, groups, alternations and quantified atoms cut them). */
function literalRuns(regex: string): string[] {
  const body = regex.slice(1, regex.lastIndexOf('/'));
  const runs: string[] = [];
  let run = '';
  const cut = () => {
    if (run) runs.push(run);
    run = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === '\\') {
      const e = body[++i]!;
      if (/[A-Za-z0-9]/.test(e)) cut();
      else run += e;
    } else if (c === '[') {
      while (body[i] !== ']') i += body[i] === '\\' ? 2 : 1;
      cut();
    } else if (c === '*' || c === '+' || c === '?' || c === '{') {
      // The atom before a quantifier may repeat or vanish: it is not literal text.
      run = run.slice(0, -1);
      cut();
      if (c === '{') while (body[i] !== '}') i++;
    } else if (c === '(') {
      cut();
      if (body[i + 1] === '?') i += body[i + 2] === '<' && /[=!]/.test(body[i + 3] ?? '') ? 3 : 2;
    } else if (c === ')' || c === '|' || c === '^' || c === '$' || c === '.') cut();
    else run += c;
  }
  cut();
  return runs;
}

/** The fixed text of every catalogue sentence, cut at its placeholders. */
const SEGMENTS = Object.entries(ERROR_CATALOGUE).flatMap(([code, e]) => e.message.split(/\{\w+\}/).map((text) => ({ code, text })));

/** Whether `piece` occurs in `text` as whole words (a word of `piece` is never part of a longer one there). */
function hasWords(text: string, piece: string): boolean {
  const edge = (c: string) => (/\w/.test(c) ? '\\b' : '');
  return new RegExp(`${edge(piece[0]!)}${escapeRegExp(piece)}${edge(piece.at(-1)!)}`).test(text);
}

/** The longest run of whole words of `a` that `b` holds as whole words too. */
function longestCommon(a: string, b: string): string {
  const bounds = [0, a.length, ...[...a.matchAll(/\b/g)].map((m) => m.index)];
  const cuts = [...new Set(bounds)].sort((x, y) => x - y);
  let best = '';
  for (const i of cuts) {
    for (const j of cuts) {
      const piece = a.slice(i, j).trim();
      if (j > i && piece.length > best.length && hasWords(b, piece)) best = piece;
    }
  }
  return best;
}

/**
 * The code whose sentence `run` spells a piece of: at least two whole words and eight characters in common
 * (`64 bytes`, `will not guess`), so a single common word (`erased`, `ledger`) or ` is not ` does not count.
 */
function catalogueCodeOf(run: string, ignoreCase: boolean): string | null {
  const fold = (s: string) => (ignoreCase ? s.toLowerCase() : s);
  let best: { code: string; length: number } | null = null;
  for (const seg of SEGMENTS) {
    const common = longestCommon(fold(run), fold(seg.text));
    if (common.length >= 8 && common.includes(' ') && common.length > (best?.length ?? 0)) best = { code: seg.code, length: common.length };
  }
  return best?.code ?? null;
}

interface Finding {
  readonly file: string;
  readonly line: number;
  readonly matcher: string;
  readonly code: string;
}

/** The assert.throws / assert.rejects calls of a source that match a catalogue sentence without its code. */
function proseMatchers(file: string, src: string): Finding[] {
  const toks = lex(src);
  const found: Finding[] = [];
  for (let t = 0; t < toks.length; t++) {
    if (!/^assert\.(?:throws|rejects)$/.test(toks[t]!.text) || toks[t + 1]?.text !== '(') continue;
    let depth = 0;
    let arg = 0;
    let assertsCode = false;
    const matchers: Tok[] = [];
    for (let k = t + 1; k < toks.length; k++) {
      const tok = toks[k]!;
      if (tok.kind === 'punct' && (tok.text === '(' || tok.text === '[' || tok.text === '{')) depth++;
      else if (tok.kind === 'punct' && (tok.text === ')' || tok.text === ']' || tok.text === '}')) {
        if (--depth === 0) break;
      } else if (tok.kind === 'punct' && tok.text === ',' && depth === 1) arg++;
      if (/\bSC_[A-Z0-9_]+\b|\bhas(?:Code|Error)\b|\.code\b/.test(tok.text)) assertsCode = true;
      if (arg === 0) continue;
      if (tok.kind === 'regex') matchers.push(tok);
      // `{ message: '…' }` matches the whole message.
      if (tok.kind === 'string' && toks[k - 1]?.text === ':' && toks[k - 2]?.text === 'message') matchers.push({ ...tok, text: `/${escapeRegExp(tok.text)}/` });
    }
    if (assertsCode) continue;
    // One finding per call: its first matcher that spells a catalogue sentence.
    for (const m of matchers) {
      const ignoreCase = /\/[a-z]*i[a-z]*$/.test(m.text);
      const code = literalRuns(m.text).map((run) => catalogueCodeOf(run, ignoreCase)).find((c) => c !== null);
      if (code) {
        found.push({ file, line: m.line, matcher: m.text, code });
        break;
      }
    }
  }
  return found;
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.(?:test|case)\.ts$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * Matchers allowed to stay prose without their code, as `file matcher`, each with its reason. Keep it
 * short: a sentence that is itself what a test is about is asserted next to its code, not instead of it.
 */
const EXCEPTIONS: readonly string[] = [
  // A data file's broken-copy tests (SC_DATA_FILE_INVALID, whose {problem} here happens to share words with
  // other sentences) are being reworked on their own (test/helpers/dataFile.ts); they name the entry.
  'test/compare/blocking.test.ts /person\\.json: \\/rules\\/0\\/keys\\/0\\/field is not a field of the person pack/',
  'test/compare/blocking.test.ts /\\/pack names no entity pack/',
];

describe('tests assert codes, not prose', () => {
  it('the lexer tells a regex literal from a division, and skips strings, templates and comments', () => {
    // A template literal's `${` is spelled in two pieces so the linter does not take it for a mistake.
    const toks = lex("const a = b / c; f(/x\\/y[/]/gi, 'it\\'s /not/', `t $" + "{ {k: /z/}.k } /u/`) // /c/\n/* /d/ */ return /r/");
    assert.deepEqual(toks.filter((t) => t.kind === 'regex').map((t) => t.text), ['/x\\/y[/]/gi', '/z/', '/r/']);
    assert.deepEqual(toks.filter((t) => t.kind === 'string').map((t) => t.text), ["it\\'s /not/", 't ', ' /u/']);
    assert.equal(toks.at(-1)!.line, 2);
  });

  it('reads the literal runs of a regex', () => {
    assert.deepEqual(literalRuns("/unknown detection backend 'gliner'/"), ["unknown detection backend 'gliner'"]);
    assert.deepEqual(literalRuns('/carries \\d+ key bytes, expected 32\\.$/'), ['carries ', ' key bytes, expected 32.']);
    assert.deepEqual(literalRuns('/(?:ab|cd)e? f[gh]i{2}/'), ['ab', 'cd', ' f']);
  });

  it('finds a catalogue sentence matched as prose, and lets a call that asserts the code keep its prose', () => {
    const src = [
      "assert.throws(() => detect({ backend: 'gliner' }), /unknown detection backend 'gliner'/);",
      "await assert.rejects(\n  f(),\n  { message: \"no decision 'dec:1' in this ledger\" },\n);",
      "assert.throws(() => f(), (e) => e instanceof BadRequestError && /will not guess/.test(e.message));",
      "assert.throws(() => f(), (e) => hasCode('SC_JWS_SIGNATURE_LENGTH')(e) && /64 bytes/.test(e.message));",
      'assert.throws(() => f(), /erased/);',
      'assert.throws(() => f(/64 bytes/), RangeError);',
    ].join('\n');
    assert.deepEqual(
      proseMatchers('x.test.ts', src).map((f) => [f.line, f.code]),
      [[1, 'SC_DETECT_BACKEND_UNKNOWN'], [4, 'SC_DECISION_NOT_FOUND'], [6, 'SC_JURISDICTION_NOT_STATED']],
    );
  });

  it('no test under test/ matches a catalogued error by its prose instead of its code', () => {
    const findings = testFiles('test').flatMap((file) => proseMatchers(file, readFileSync(file, 'utf8')));
    const left = findings.filter((f) => !EXCEPTIONS.includes(`${f.file} ${f.matcher}`));
    assert.deepEqual(left.map((f) => `${f.file}:${f.line} ${f.matcher} spells the sentence of ${f.code} (or a code worded alike): assert the code`), []);
  });
});
