// The data-problem catalogue (src/core/errorCatalogueData.ts): every problem code's sentence fills, the
// schema checker's errors map to codes with the schema's own words as values (never its message), every
// `dataFileError(` call under src/ names a problem code rather than writing a sentence, and every code is
// used by a call site or by the schema mapping.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import Type from 'typebox';
import { Compile } from 'typebox/compile';
import { DataFileError, dataFileError, validateData } from '../../src/core/dataFile.js';
import { DATA_PROBLEMS, type DataProblem, dataProblemMessage, schemaProblem } from '../../src/core/errorCatalogueData.js';
import { problemPattern } from '../helpers/dataFile.js';

const PROBLEMS = Object.keys(DATA_PROBLEMS) as DataProblem[];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}
const SOURCES = sources('src').map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** The top-level arguments of each call of `name(` in `text` (strings and nested brackets skipped). */
function callArguments(text: string, name: string): string[][] {
  const calls: string[][] = [];
  for (let at = text.indexOf(`${name}(`); at !== -1; at = text.indexOf(`${name}(`, at + 1)) {
    if (/[\w.]/.test(text[at - 1] ?? '')) continue;
    const args: string[] = [];
    let depth = 0;
    let start = at + name.length + 1;
    for (let i = start; i < text.length; i++) {
      const c = text[i]!;
      if (c === "'" || c === '"' || c === '`') {
        i = text.indexOf(c, i + 1);
        continue;
      }
      if ('([{'.includes(c)) depth++;
      else if (')]}'.includes(c) && depth > 0) depth--;
      else if ((c === ',' || c === ')') && depth === 0) {
        args.push(text.slice(start, i).trim());
        start = i + 1;
        if (c === ')') break;
      }
    }
    calls.push(args.filter((a) => a !== ''));
  }
  return calls;
}

describe('the data-problem catalogue', () => {
  it('codes are DF_ and upper snake case; every sentence fills from its placeholders and says something', () => {
    for (const problem of PROBLEMS) {
      assert.match(problem, /^DF_[A-Z0-9]+(?:_[A-Z0-9]+)*$/, problem);
      const names = [...DATA_PROBLEMS[problem].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      const filled = dataProblemMessage(problem, Object.fromEntries(names.map((n) => [n, 7])));
      assert.ok(!/[{}]/.test(filled), `${problem}: ${filled}`);
      assert.match(filled, problemPattern(problem), problem);
      assert.ok(filled.replace(/7/g, '').trim().length > 3, problem);
    }
    assert.throws(() => dataProblemMessage('DF_NOT_IN_LIST', {}), /DF_NOT_IN_LIST needs \{list\}/);
  });

  it('one sentence per code', () => {
    const sentences = new Set(Object.values(DATA_PROBLEMS));
    assert.equal(sentences.size, PROBLEMS.length);
  });

  it('a DataFileError carries the problem code; its message is the file, the path and the filled sentence', () => {
    const e = dataFileError('x.json', '/units/3', 'DF_NOT_IN_LIST', { list: '/unit_prefixes' });
    assert.ok(e instanceof DataFileError);
    assert.deepEqual([e.code, e.file, e.path, e.problem], ['SC_DATA_FILE_INVALID', 'x.json', '/units/3', 'DF_NOT_IN_LIST']);
    assert.equal(e.message, 'data file x.json: /units/3 is not in /unit_prefixes');
  });
});

describe('schema errors map to problem codes with the schema’s words as values', () => {
  const S = Type.Object(
    {
      kind: Type.Union([Type.Literal('single'), Type.Literal('pair')]),
      n: Type.Optional(Type.Integer({ minimum: 2 })),
      tag: Type.Optional(Type.String({ pattern: '^[a-z]+$' })),
      v: Type.Optional(Type.Union([Type.String(), Type.Null()])),
      words: Type.Optional(Type.Array(Type.String(), { minItems: 1 })),
    },
    { additionalProperties: false },
  );
  const cases: [unknown, string, DataProblem, string][] = [
    [{ kind: 'triple' }, '/kind', 'DF_ONE_OF_VALUES', "must be one of 'single', 'pair'"],
    [{ kind: 'single', n: 1 }, '/n', 'DF_BOUND', 'must be >= 2'],
    [{ kind: 'single', tag: 'Secret Name' }, '/tag', 'DF_PATTERN', 'must match pattern "^[a-z]+$"'],
    [{ kind: 'single', v: 3 }, '/v', 'DF_TYPE_EITHER', 'must be either string or null'],
    [{ kind: 'single', words: [] }, '/words', 'DF_MIN_ITEMS', 'must not have fewer than 1 items'],
    [{ kind: 'single', other: 'Adaeze Okonkwo' }, '/other', 'DF_NOT_KNOWN_FIELD', 'is not a known field'],
    [{}, '/', 'DF_REQUIRED', 'must have required properties kind'],
    ['Adaeze Okonkwo', '/', 'DF_TYPE', 'must be object'],
  ];
  for (const [value, path, problem, sentence] of cases) {
    it(`${problem} at ${path}`, () => {
      assert.throws(
        () => validateData(value, S, 'x.json'),
        (e: unknown) => {
          assert.ok(e instanceof DataFileError);
          assert.deepEqual([e.path, e.problem], [path, problem]);
          assert.equal(e.message, `data file x.json: ${path} ${sentence}`);
          assert.ok(!e.message.includes('Adaeze') && !e.message.includes('Secret'), 'no value of the file is echoed');
          return true;
        },
      );
    });
  }

  it('no schema error reaches the sentence as the checker’s own message', () => {
    const refined = Type.Object({ a: Type.Number({ multipleOf: 3 }), b: Type.Optional(Type.String({ format: 'email' })) });
    assert.deepEqual(schemaProblem(Compile(refined).Errors({ a: 4 })), { problem: 'DF_MULTIPLE_OF', params: { multiple: '3' } });
    assert.deepEqual(schemaProblem(Compile(refined).Errors({ a: 3, b: 'no' })), { problem: 'DF_FORMAT', params: { format: 'email' } });
    assert.deepEqual(schemaProblem([{ keyword: 'dependentRequired', instancePath: '/a', params: {} }]), { problem: 'DF_SCHEMA_KEYWORD', params: { keyword: 'dependentRequired' } });
    assert.deepEqual(schemaProblem([]), { problem: 'DF_SCHEMA', params: {} });
  });
});

describe('call sites name a problem code', () => {
  it('every dataFileError( call under src/ passes a DF_ code literal, never a sentence', () => {
    const sites = SOURCES.flatMap(({ file, text }) => callArguments(text, 'dataFileError').map((args) => ({ file, args })));
    assert.ok(sites.length > 60, `found ${sites.length} calls`);
    // The definition (its parameters) and one typed pass-through in the entity-pack checker.
    const passThrough = new Set([`${join('src', 'core', 'dataFile.ts')}:problem: P`, `${join('src', 'compare', 'packs.ts')}:problem`]);
    for (const { file, args } of sites) {
      const third = args[2] ?? '';
      if (passThrough.has(`${file}:${third}`)) continue;
      assert.match(third, /^'DF_[A-Z0-9_]+'$/, `${file}: dataFileError(${args.join(', ')})`);
      assert.ok(third.slice(1, -1) in DATA_PROBLEMS, `${file}: ${third}`);
    }
  });

  it('every problem code is used by a call site or by the schema mapping', () => {
    const home = join('src', 'core', 'errorCatalogueData.ts');
    const mapping = SOURCES.find((s) => s.file === home)!.text.split('export function schemaProblem')[1]!;
    const used = SOURCES.filter((s) => s.file !== home).map((s) => s.text).join('\n') + mapping;
    const unused = PROBLEMS.filter((p) => !used.includes(`'${p}'`));
    // Filled through the small tables above schemaProblem (keyword → code).
    const tables = SOURCES.find((s) => s.file === home)!.text.split('export function schemaProblem')[0]!.split('const BY_LIMIT')[1]!;
    assert.deepEqual(unused.filter((p) => !tables.includes(`'${p}'`)), []);
  });
});
