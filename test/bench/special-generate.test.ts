// The special-category set generator (bench/special/generate.ts): marks become gold spans at the right offsets,
// a seed gives the same set on every run, every committed set is exactly what its templates and seeds generate
// (so none is edited by hand), and the held-out sets 18 to 37 keep the shape their authors promised. No
// detector is run here: the sets are to be read once by bench:special, not inspected by tests.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildSet, CODES, SPECIAL_SETS, setRows, toJsonl, unmark } from '../../bench/special/generate.js';
import { HELDOUT18_TEMPLATES } from '../../bench/special/templates-heldout18.js';
import { HELDOUT19_TEMPLATES } from '../../bench/special/templates-heldout19.js';
import { HELDOUT20_TEMPLATES } from '../../bench/special/templates-heldout20.js';
import { HELDOUT21_TEMPLATES } from '../../bench/special/templates-heldout21.js';
import { HELDOUT22_TEMPLATES } from '../../bench/special/templates-heldout22.js';
import { HELDOUT23_TEMPLATES } from '../../bench/special/templates-heldout23.js';
import { HELDOUT24_TEMPLATES } from '../../bench/special/templates-heldout24.js';
import { HELDOUT25_TEMPLATES } from '../../bench/special/templates-heldout25.js';
import { HELDOUT26_TEMPLATES } from '../../bench/special/templates-heldout26.js';
import { HELDOUT27_TEMPLATES } from '../../bench/special/templates-heldout27.js';
import { HELDOUT28_TEMPLATES } from '../../bench/special/templates-heldout28.js';
import { HELDOUT29_TEMPLATES } from '../../bench/special/templates-heldout29.js';
import { HELDOUT30_TEMPLATES } from '../../bench/special/templates-heldout30.js';
import { HELDOUT31_TEMPLATES } from '../../bench/special/templates-heldout31.js';
import { HELDOUT32_TEMPLATES } from '../../bench/special/templates-heldout32.js';
import { HELDOUT33_TEMPLATES } from '../../bench/special/templates-heldout33.js';
import { HELDOUT34_TEMPLATES } from '../../bench/special/templates-heldout34.js';
import { HELDOUT35_TEMPLATES } from '../../bench/special/templates-heldout35.js';
import { HELDOUT36_TEMPLATES } from '../../bench/special/templates-heldout36.js';
import { HELDOUT37_TEMPLATES } from '../../bench/special/templates-heldout37.js';
import { HELDOUT38_TEMPLATES } from '../../bench/special/templates-heldout38.js';
import { HELDOUT39_TEMPLATES } from '../../bench/special/templates-heldout39.js';
import { HELDOUT40_TEMPLATES } from '../../bench/special/templates-heldout40.js';
import { HELDOUT41_TEMPLATES } from '../../bench/special/templates-heldout41.js';
import { HELDOUT42_TEMPLATES } from '../../bench/special/templates-heldout42.js';
import { HELDOUT43_TEMPLATES } from '../../bench/special/templates-heldout43.js';
import { HELDOUT44_TEMPLATES } from '../../bench/special/templates-heldout44.js';
import { HELDOUT45_TEMPLATES } from '../../bench/special/templates-heldout45.js';
import { HELDOUT46_TEMPLATES } from '../../bench/special/templates-heldout46.js';
import { HELDOUT47_TEMPLATES } from '../../bench/special/templates-heldout47.js';
import { HELDOUT48_TEMPLATES } from '../../bench/special/templates-heldout48.js';
import { HELDOUT49_TEMPLATES } from '../../bench/special/templates-heldout49.js';
import { HELDOUT50_TEMPLATES } from '../../bench/special/templates-heldout50.js';
import { HELDOUT51_TEMPLATES } from '../../bench/special/templates-heldout51.js';
import { HELDOUT52_TEMPLATES } from '../../bench/special/templates-heldout52.js';
import { HELDOUT53_TEMPLATES } from '../../bench/special/templates-heldout53.js';
import { HELDOUT54_TEMPLATES } from '../../bench/special/templates-heldout54.js';
import { HELDOUT55_TEMPLATES } from '../../bench/special/templates-heldout55.js';
import { HELDOUT56_TEMPLATES } from '../../bench/special/templates-heldout56.js';
import { HELDOUT57_TEMPLATES } from '../../bench/special/templates-heldout57.js';
import type { Template } from '../../bench/special/templates-dev.js';

const MARK = /\[\[([A-Z]):([^\]]+)\]\]/g;

/** Sets 23 on: texts with no marks in every jurisdiction, and every category in all six. */
function assertEverywhere(rows: readonly { jurisdiction: string; spans: readonly { category: string }[] }[]): void {
  assert.deepEqual([...new Set(rows.filter((r) => r.spans.length === 0).map((r) => r.jurisdiction))].sort(), ['EU', 'GB', 'GH', 'KE', 'NG', 'ZA']);
  for (const code of Object.values(CODES)) {
    const js = new Set(rows.filter((r) => r.spans.some((s) => s.category === code)).map((r) => r.jurisdiction));
    assert.equal(js.size, 6, code);
  }
}

/** Sets 25 on: 54 negative templates, 18 in each of the three jurisdiction pairs (templates go in threes). */
function assertNegativesEven(templates: readonly Template[]): void {
  const negatives = templates.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
  assert.equal(negatives.length, 54);
  assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [18, 18, 18]);
}

describe('special-category set generator', () => {
  it('turns marks into code-unit spans of the unmarked text', () => {
    const { text, spans } = unmark('Pt [[H:ẹ̀jẹ̀ ríru]] and [[R:SDA]].');
    assert.equal(text, 'Pt ẹ̀jẹ̀ ríru and SDA.');
    assert.deepEqual(
      spans.map((s) => [s.category, text.slice(s.start, s.end)]),
      [
        ['PII-6-HEALTH', 'ẹ̀jẹ̀ ríru'],
        ['PII-6-RELIGION', 'SDA'],
      ],
    );
  });

  it('leaves tick boxes and other brackets alone', () => {
    const { text, spans } = unmark('[ ] White British\n[X] [[E:Black African]]\n[x] Contract signed');
    assert.equal(text, '[ ] White British\n[X] Black African\n[x] Contract signed');
    assert.deepEqual(
      spans.map((s) => text.slice(s.start, s.end)),
      ['Black African'],
    );
  });

  it('refuses a mark letter that names no category', () => {
    assert.throws(() => unmark('[[Q:anything]]'), /unknown mark Q/);
  });

  it('gives the same set for the same seed and another for another seed', () => {
    const a = buildSet(HELDOUT18_TEMPLATES, 'heldout18', 2, 1881);
    assert.deepEqual(buildSet(HELDOUT18_TEMPLATES, 'heldout18', 2, 1881), a);
    assert.notDeepEqual(buildSet(HELDOUT18_TEMPLATES, 'heldout18', 2, 1882), a);
  });
});

// Every committed set, development and held-out: its file is, byte for byte, what the writer's table
// (SPECIAL_SETS) generates, and the table names every special-*.jsonl in bench/data.
describe('committed special-category sets', () => {
  const data = new URL('../../bench/data/', import.meta.url);
  it('the table names every committed special-*.jsonl file, once', () => {
    const files = readdirSync(data).filter((f) => /^special-.*\.jsonl$/u.test(f)).sort();
    assert.deepEqual(SPECIAL_SETS.map(([name]) => `special-${name}.jsonl`).sort(), files);
  });
  for (const [name, parts] of SPECIAL_SETS) {
    it(`bench/data/special-${name}.jsonl is exactly what its templates and seeds (${parts.map((p) => p[3]).join(', ')}) generate`, () => {
      assert.equal(readFileSync(new URL(`special-${name}.jsonl`, data), 'utf8'), toJsonl(setRows(parts)));
    });
  }
});

// Each blind author's set: the committed file is what its templates and seed generate, and it keeps the
// shape its author was asked for.
const HELD_OUT: [string, Template[], number][] = [
  ['heldout18', HELDOUT18_TEMPLATES, 1881],
  ['heldout19', HELDOUT19_TEMPLATES, 1991],
  ['heldout20', HELDOUT20_TEMPLATES, 2002],
  ['heldout21', HELDOUT21_TEMPLATES, 2112],
  ['heldout22', HELDOUT22_TEMPLATES, 2222],
  ['heldout23', HELDOUT23_TEMPLATES, 2323],
  ['heldout24', HELDOUT24_TEMPLATES, 2424],
  ['heldout25', HELDOUT25_TEMPLATES, 2525],
  ['heldout26', HELDOUT26_TEMPLATES, 2626],
  ['heldout27', HELDOUT27_TEMPLATES, 2727],
  ['heldout28', HELDOUT28_TEMPLATES, 2828],
  ['heldout29', HELDOUT29_TEMPLATES, 2929],
  ['heldout30', HELDOUT30_TEMPLATES, 3030],
  ['heldout31', HELDOUT31_TEMPLATES, 3131],
  ['heldout32', HELDOUT32_TEMPLATES, 3232],
  ['heldout33', HELDOUT33_TEMPLATES, 3333],
  ['heldout34', HELDOUT34_TEMPLATES, 3434],
  ['heldout35', HELDOUT35_TEMPLATES, 3535],
  ['heldout36', HELDOUT36_TEMPLATES, 3636],
  ['heldout37', HELDOUT37_TEMPLATES, 3737],
  ['heldout38', HELDOUT38_TEMPLATES, 3838],
  ['heldout39', HELDOUT39_TEMPLATES, 3939],
  ['heldout40', HELDOUT40_TEMPLATES, 4040],
  ['heldout41', HELDOUT41_TEMPLATES, 4141],
  ['heldout42', HELDOUT42_TEMPLATES, 4242],
  ['heldout43', HELDOUT43_TEMPLATES, 4343],
  ['heldout44', HELDOUT44_TEMPLATES, 4444],
  ['heldout45', HELDOUT45_TEMPLATES, 4545],
  ['heldout46', HELDOUT46_TEMPLATES, 4646],
  ['heldout47', HELDOUT47_TEMPLATES, 4747],
  ['heldout48', HELDOUT48_TEMPLATES, 4848],
  ['heldout49', HELDOUT49_TEMPLATES, 4949],
  ['heldout50', HELDOUT50_TEMPLATES, 5050],
  ['heldout51', HELDOUT51_TEMPLATES, 5151],
  ['heldout52', HELDOUT52_TEMPLATES, 5252],
  ['heldout53', HELDOUT53_TEMPLATES, 5353],
  ['heldout54', HELDOUT54_TEMPLATES, 5454],
  ['heldout55', HELDOUT55_TEMPLATES, 5555],
  ['heldout56', HELDOUT56_TEMPLATES, 5656],
  ['heldout57', HELDOUT57_TEMPLATES, 5757],
];
for (const [name, templates, seed] of HELD_OUT) {
  describe(`held-out set ${name}`, () => {
    it(`the committed file is exactly what the templates and seed ${seed} generate`, () => {
      const raw = readFileSync(new URL(`../../bench/data/special-${name}.jsonl`, import.meta.url), 'utf8');
      const rows = raw
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      assert.deepEqual(rows, JSON.parse(JSON.stringify(buildSet(templates, name, 2, seed))));
      for (const r of rows) for (const s of r.spans) assert.equal(r.text.slice(s.start, s.end), s.text);
    });

    it('has at least 220 templates, 15 positive templates per category, 50 negatives and all six jurisdictions', () => {
      assert.ok(templates.length >= 220);
      const perCategory = new Map<string, number>();
      let negatives = 0;
      for (const t of templates) {
        const letters = new Set([...t.text.matchAll(MARK)].map((m) => m[1]!));
        if (letters.size === 0) negatives++;
        for (const l of letters) perCategory.set(l, (perCategory.get(l) ?? 0) + 1);
      }
      for (const letter of Object.keys(CODES)) assert.ok((perCategory.get(letter) ?? 0) >= 15, `category ${letter}`);
      assert.ok(negatives >= 50);
      const jurisdictions = new Set(buildSet(templates, name, 2, seed).map((r) => r.jurisdiction));
      assert.deepEqual([...jurisdictions].sort(), ['EU', 'GB', 'GH', 'KE', 'NG', 'ZA']);
    });
  });
}

describe('held-out set 20', () => {
  it('keeps its templates in threes, so Pidgin and Swahili texts fall in NG and KE and pound amounts in the UK and EU', () => {
    assert.equal(HELDOUT20_TEMPLATES.length % 3, 0);
    const rows = buildSet(HELDOUT20_TEMPLATES, 'heldout20', 2, 2002);
    const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
    assert.deepEqual([...where(/\babeg\b|\bMgonjwa\b|\bRafiki\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/£/)].sort(), ['EU', 'GB']);
  });
});

describe('held-out set 21', () => {
  it('keeps its templates in threes, so Pidgin, Swahili and Hausa fall in NG and KE, isiZulu and Afrikaans in GH and ZA, pounds, French and German in the UK and EU', () => {
    assert.equal(HELDOUT21_TEMPLATES.length % 3, 0);
    const rows = buildSet(HELDOUT21_TEMPLATES, 'heldout21', 2, 2112);
    const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
    assert.deepEqual([...where(/\babeg\b|\bMgonjwa\b|\bRafiki\b|\bSunana\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSawubona\b|\bUmnumzane\b|\bEk is\b|\bDie werknemer\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/£|\bArztbrief\b|\bCompte rendu\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated or empty result and leaves unticked options unmarked', () => {
    const rows = buildSet(HELDOUT21_TEMPLATES, 'heldout21', 2, 2112);
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|no|negative|non-reactive|not detected|prefer not to say)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
      }
  });
});

describe('held-out set 22', () => {
  const rows = buildSet(HELDOUT22_TEMPLATES, 'heldout22', 2, 2222);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili and Hausa fall in NG and KE, isiZulu and Afrikaans in GH and ZA, French, German and DBS extracts in the UK and EU', () => {
    assert.equal(HELDOUT22_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bMgonjwa\b|\bMzee\b|\bMalam\b/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSawubona\b|\bNgiyabonga\b|\bDie werknemer\b|\bBevolkingsgroep\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bArztbrief\b|\bCompte rendu\b|\bFührungszeugnis\b|\bDBS\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated or empty result and leaves unticked options unmarked', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|no|negative|non-reactive|not detected|prefer not to say|nr)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in at least four jurisdictions', () => {
    assert.deepEqual([...new Set(rows.filter((r) => r.spans.length === 0).map((r) => r.jurisdiction))].sort(), ['EU', 'GB', 'GH', 'KE', 'NG', 'ZA']);
    for (const code of Object.values(CODES)) {
      const js = new Set(rows.filter((r) => r.spans.some((s) => s.category === code)).map((r) => r.jurisdiction));
      assert.ok(js.size >= 4, code);
    }
  });
});

describe('held-out set 23', () => {
  const rows = buildSet(HELDOUT23_TEMPLATES, 'heldout23', 2, 2323);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili and Hausa fall in NG and KE, isiZulu, Sesotho and Afrikaans in GH and ZA, German, French, Dutch and Polish in the UK and EU', () => {
    assert.equal(HELDOUT23_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bRafiki\b|\bMaabara\b|\bSanata\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bNgiyabonga\b|\bHofrol\b|\bWerknemerlêer\b|\bMosotho\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bFührungszeugnis\b|\bCasier judiciaire\b|\bOntslagbrief\b|\bKarta informacyjna\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated or empty result and leaves unticked options unmarked', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|no|negative|non-reactive|not detected|not enrolled|not a member|prefer not to say|nr)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => assertEverywhere(rows));
});

describe('held-out set 24', () => {
  const rows = buildSet(HELDOUT24_TEMPLATES, 'heldout24', 2, 2424);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili and Hausa fall in NG and KE, isiZulu, Ewe and Sesotho in GH and ZA, German, French, Polish and Romanian in the UK and EU', () => {
    assert.equal(HELDOUT24_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bJina\b|\bBafulatani\b/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bngiyaxolisa\b|\bKristotɔ|\bMokreste\b|\bUmama\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bEntlassungsbrief\b|\bRegistre des inhumations\b|\bBadanie genetyczne\b|\bCazier judiciar\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, normal or empty result and leaves unticked options unmarked', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|no|nein|geen|keine|n\/a|negative|non-reactive|normal|not detected|not a member|prefer not to say)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => assertEverywhere(rows));
});

describe('held-out set 25', () => {
  const rows = buildSet(HELDOUT25_TEMPLATES, 'heldout25', 2, 2525);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili and NIN or Huduma Namba slips fall in NG and KE, SASSA, Ghana Card, isiZulu and Afrikaans in GH and ZA, German, French, Greek and Polish in the UK and EU', () => {
    assert.equal(HELDOUT25_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bmwanachama\b|\bHuduma Namba\b|\bNIMC\b/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSASSA\b|\bGhana Card\b|\bNgiyabonga\b|\bLidmaatskapsertifikaat\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bBundeszentralregister\b|\bCasier judiciaire\b|Ποινικού μητρώου|\bPracownik\b/i)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, normal or empty result and leaves unticked options unmarked', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|no|nein|geen|keine|hapana|n\/a|negative|non-reactive|normal|not detected|no trace|not a member|prefer not to say)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => assertEverywhere(rows));

  it('puts its 54 negatives evenly over the three jurisdiction pairs', () => {
    assertNegativesEven(HELDOUT25_TEMPLATES);
  });
});

describe('held-out set 26', () => {
  const rows = buildSet(HELDOUT26_TEMPLATES, 'heldout26', 2, 2626);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Sheng and Swahili TB cards fall in NG and KE, SAPS cell registers, MHCA forms, Afrikaans baptism registers and isiZulu clan names in GH and ZA, NHS numbers, German, French and Hungarian records in the UK and EU', () => {
    assert.equal(HELDOUT26_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bmaze\b|KADI YA KLINIKI|\bMwislamu\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSAPS 14\b|\bMHCA 05\b|\bDOOPREGISTER\b|\bchale\b|\bIsiduko\b/i)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bNHS No\b|\bArztbrief\b|\bOFPRA\b|\bMeldebescheinigung\b|\bZárójelentés\b/i)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, normal, empty or denied value, no unticked option and no drug dose', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|none recorded|none stated|no|nein|geen|keine|hapana|n\/a|negative|non-reactive|normal|not detected|not captured|denied|no trace|not a member|prefer not to say)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => assertEverywhere(rows));

  it('puts its 54 negatives evenly over the three jurisdiction pairs, and at least 20 positive templates in each category', () => {
    assertNegativesEven(HELDOUT26_TEMPLATES);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT26_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 27', () => {
  const rows = buildSet(HELDOUT27_TEMPLATES, 'heldout27', 2, 2727);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin and Swahili notes, Kirikiri, NTSA, WAEC and Kakuma records fall in NG and KE, SAPS forms, matric concessions, Afrikaans and isiZulu notes in GH and ZA, HMP, DVLA, JCQ, OFII, casier and German records in the UK and EU', () => {
    assert.equal(HELDOUT27_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bMgonjwa\b|\bKirikiri\b|\bNTSA\b|\bWAEC\b|\bKakuma\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSAPS\b|\bMatric\b|\bOuetehuis\b|\bIsicelo\b|\bCCMA\b|\bchale\b/i)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bHMP\b|\bDVLA\b|\bJCQ\b|\bOFII\b|\bCasier judiciaire\b|\bLebensbescheinigung\b/i)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, normal, empty or unticked value, no drug dose and no normal karyotype', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|non-reactive|normal|not detected|no trace|not a member|prefer not to say|46,XX|46,XY)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 54 negatives evenly over the three jurisdiction pairs, and at least 20 positive templates in each category', () => {
    assertNegativesEven(HELDOUT27_TEMPLATES);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT27_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 28', () => {
  const rows = buildSet(HELDOUT28_TEMPLATES, 'heldout28', 2, 2828);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so IPPIS, Dadaab, ELRC, Swahili, Hausa and Pidgin records fall in NG and KE, B-BBEE, Afrikaans, Twi, Sesotho and isiXhosa records in GH and ZA, Mutterpass, PARAFE, Kirchenaustritt, Form F and IC-coded records in the UK and EU', () => {
    assert.equal(HELDOUT28_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\bIPPIS\b|\bDadaab\b|\bELRC\b|\bKadi ya\b|\bAlhazai\b|\bOga\b/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bB-BBEE\b|\bHofverslag\b|\bAansoek\b|\bMe din de\b|\btsoekere\b|\bAndikwazi\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bMutterpass\b|\bPARAFE\b|\bKirchenaustritt\b|\bForm F\b|\bIC[34]\b|\bRishta\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, normal, empty or unticked value, no drug dose and no normal karyotype', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|non-reactive|normal|not detected|no trace|no record found|not a member|prefer not to say|keine|46,XX|46,XY)$/i, r.id);
        assert.doesNotMatch(r.text.slice(Math.max(0, s.start - 4), s.start), /\[ \] $/, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 54 negatives evenly over the three jurisdiction pairs, and at least 20 positive templates in each category', () => {
    assertNegativesEven(HELDOUT28_TEMPLATES);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT28_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 29', () => {
  const rows = buildSet(HELDOUT29_TEMPLATES, 'heldout29', 2, 2929);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so KSL, baraza, SACCO, Bungoma, Yankari and Pidgin records fall in NG and KE, SASL, GEPF, inyanga, ukwaluko, Afrikaans and Sesotho records in GH and ZA, BSL, HMP, casier, Waffenbesitzkarte, Lourdes and Führungszeugnis records in the UK and EU', () => {
    assert.equal(HELDOUT29_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\bKSL\b|\bBaraza\b|\bSACCO\b|\bBungoma\b|\bYankari\b|\bAbeg\b/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSASL\b|\bGEPF\b|\bInyanga\b|\bUkwaluko\b|\bKlag\b|\bsepetlele\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bBSL\b|\bHMP\b|\bCasier\b|\bWaffenbesitzkarte\b|\bLourdes\b|\bFührungszeugnis\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, clear or normal value and no drug dose', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|none found|nil|no|negative|normal|no record|fit for duty|prefer not to say|keine|keine Eintragung|ninguna)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 57 negatives (more than a fifth of the texts) last, nineteen in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT29_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 57);
    assert.ok(negatives.length * 5 >= HELDOUT29_TEMPLATES.length);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [19, 19, 19]);
    assert.equal(negatives[0]![1], HELDOUT29_TEMPLATES.length - 57);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT29_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 30', () => {
  const rows = buildSet(HELDOUT30_TEMPLATES, 'heldout30', 2, 3030);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, NYSC, P3, TSC and loan-app records fall in NG and KE, Afrikaans, J88, J534, LURITS, POPIA and MBOD records in GH and ZA, NHS, DVLA, FCA, NMC, Crown Court, French and German records in the UK and EU', () => {
    assert.equal(HELDOUT30_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\bNYSC\b|\bP3 FORM\b|\bTSC\b|\buanachama\b|\bresume tomorrow\b|LOAN APP COLLECTIONS/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bJ88\b|\bJ534\b|\bLURITS\b|\bPOPIA\b|\bMBOD\b|\bHuweliksafkondiging\b|\bLiewe Juf\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bNHS\b|\bDVLA\b|\bFCA\b|\bNMC\b|\bCrown Court\b|\bStrafbefehl\b|\bchimérisme\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|normal|NKDA|keine|keine Angabe|prefer not to say|not a member|fit)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 57 negatives (more than a fifth of the texts) last, nineteen in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT30_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 57);
    assert.ok(negatives.length * 5 >= HELDOUT30_TEMPLATES.length);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [19, 19, 19]);
    assert.equal(negatives[0]![1], HELDOUT30_TEMPLATES.length - 57);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT30_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 31', () => {
  const rows = buildSet(HELDOUT31_TEMPLATES, 'heldout31', 2, 3131);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so OVC, BVAS, M-PESA, NIN, Swahili and Yorùbá records fall in NG and KE, SASSA, CCMA, Form 22, Afrikaans and Twi records in GH and ZA, NHS, DBS, PIP2, Rule 35, Kirchensteuer, Polish and Portuguese records in the UK and EU', () => {
    assert.equal(HELDOUT31_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\bOVC\b|\bBVAS\b|\bM-PESA\b|\bNIN\b|\bKitengo\b|Ìwé àdúrà/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSASSA\b|\bCCMA\b|\bForm 22\b|\bSterftekennisgewing\b|\bLidmaatskap|Yɛsrɛ/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bNHS\b|\bDBS\b|\bPIP2\b|\bRule 35\b|\bKirchensteuer\b|\bDeklaracja\b|\bBoletim\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|normal|not tested|not stated|no record found|none recorded|keine|keine Angabe|nein|0\.00)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 60 negatives (more than a fifth of the texts) last, twenty in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT31_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 60);
    assert.ok(negatives.length * 5 >= HELDOUT31_TEMPLATES.length);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [20, 20, 20]);
    assert.equal(negatives[0]![1], HELDOUT31_TEMPLATES.length - 60);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT31_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 32', () => {
  const rows = buildSet(HELDOUT32_TEMPLATES, 'heldout32', 2, 3232);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so INEC, BVN, NIN, EFCC, Huduma, Hausa and Yorùbá records fall in NG and KE, SANBS, SAPS, PSIRA, Ghana Card, isiZulu and Afrikaans records in GH and ZA, NHS, DBS, EHCP, HMP, EES, German probation and Polish records in the UK and EU', () => {
    assert.equal(HELDOUT32_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\bINEC\b|\bBVN\b|\bNIN\b|\bEFCC\b|\bHuduma\b|Saƙon|Ọ̀rọ̀/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSANBS\b|\bSAPS\b|\bPSIRA\b|\bGhana Card\b|Umlando|Afdankingsverhoor/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bNHS\b|\bDBS\b|\bEHCP\b|\bHMP\b|\bEES\b|Bewährungshilfe|Karta informacyjna/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|non-reactive|normal|not tested|not stated|no record found|none recorded|keine|nein|negatief)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 66 negatives (near a quarter of the texts) last, twenty-two in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT32_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 66);
    assert.ok(negatives.length * 5 >= HELDOUT32_TEMPLATES.length);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [22, 22, 22]);
    assert.equal(negatives[0]![1], HELDOUT32_TEMPLATES.length - 66);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT32_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 33', () => {
  const rows = buildSet(HELDOUT33_TEMPLATES, 'heldout33', 2, 3333);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, NYSC and DOTS records fall in NG and KE, Afrikaans and J88 records in GH and ZA, PIP, ET1, German, French, Dutch, Polish, Italian and Spanish records in the UK and EU', () => {
    assert.equal(HELDOUT33_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bRafiki\b|\bRejista\b|\bMwalimu\b|\bMahakama\b|\bNYSC\b|\bDOTS\b/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/Tandheelkundige|Kliëntverifikasie|Ek het vir Ma|\bJ88\b/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bPIP\b|\bET1\b|Kinderwunsch|Suchtklinik|Garde à vue|Bundeszentralregister|Fysiotherapie|Ankieta|Commissione|parejas de hecho/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|negative|non-reactive|normal|not tested|not stated|no record found|none recorded|keine|nein|negatief|négatif|konfessionslos)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 138 negatives (near half the texts) last, forty-six in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT33_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 138);
    assert.ok(negatives.length * 5 >= HELDOUT33_TEMPLATES.length * 2);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [46, 46, 46]);
    assert.equal(negatives[0]![1], HELDOUT33_TEMPLATES.length - 138);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT33_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 34', () => {
  const rows = buildSet(HELDOUT34_TEMPLATES, 'heldout34', 2, 3434);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Hausa, Yorùbá, Igbo and Swahili records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, EEA1, CCMA and B-BBEE records in GH and ZA, French, German, Dutch, Polish, Portuguese, Italian and Spanish records in the UK and EU', () => {
    assert.equal(HELDOUT34_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/\babeg\b|\bdon comot\b|Takardar|Islamiyya|Hisbah|ọmọ ẹgbẹ́|\bbụ onye\b|Shule ya Upili|Usajili wa laini|Rafiki yangu/i)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/ayaresabea|\byɛ\b|ndingu-|U-.+ uyilungu|Reisversekering|Lidmaatskapsertifikaat|\bEEA1\b|\bCCMA\b|B-BBEE|landgoed/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Risikolebensversicherung|Kirchenaustritt|Certificato|Świadectwo|inhaaltoets|Hinterbliebenenrente|casier judiciaire|Krajowego Rejestru|Ficha de afiliación|\bVOG\b/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|non-reactive|normal|not tested|not stated|prefer not to say|no record found|no criminal record found|none recorded|keine|keine Eintragung|nein|negatief|négatif|tak)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 135 negatives (near half the texts) last, forty-five in each jurisdiction pair, and at least 20 positive templates in each category', () => {
    const negatives = HELDOUT34_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 135);
    assert.ok(negatives.length * 5 >= HELDOUT34_TEMPLATES.length * 2);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [45, 45, 45]);
    assert.equal(negatives[0]![1], HELDOUT34_TEMPLATES.length - 135);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT34_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 35', () => {
  const rows = buildSet(HELDOUT35_TEMPLATES, 'heldout35', 2, 3535);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá and Igbo records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, SASSA and SAPS records in GH and ZA, jury, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT35_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/HealthPlus|Kituo cha|FITFAM|Sanarwa|Umuahia|Mahojiano|\bAbeg\b|Ɗalibi|bụ onye|FEDERAL CHARACTER|Bafulatani|County Public Service Board|Kesi ya ustawi|HATI YA MASHTAKA|Wọ́n mú/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/\bSASSA\b|Rehabilitasiesentrum|Werknemer-inligting|Kandidaatsbenoemingsvorm|Klagstaat|Umbiko wonhlalakahle|Isicelo sendlu|Sukuu mu|Polisifoɔ|\bSAPS\b|Sawubona/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Jury Central Summoning Bureau|Physiotherapie|Dossier dentaire|Karta wizyty|Intakeformulier|Anklageschrift|Akt oskarżenia|\bOFPRA\b|Atestado|Decreto penale|Führungszeugnis/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|prefer not to say|no criminal record found|no previous convictions|geen|aucun|keine Eintragung)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 135 negatives (over two fifths of the texts) last, forty-five in each jurisdiction pair, and 21 positive templates in each category', () => {
    const negatives = HELDOUT35_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 135);
    assert.ok(negatives.length * 5 >= HELDOUT35_TEMPLATES.length * 2);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [45, 45, 45]);
    assert.equal(negatives[0]![1], HELDOUT35_TEMPLATES.length - 135);
    for (const letter of Object.keys(CODES)) assert.ok(HELDOUT35_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length >= 20, letter);
  });
});

describe('held-out set 36', () => {
  const rows = buildSet(HELDOUT36_TEMPLATES, 'heldout36', 2, 3636);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá and Igbo records fall in NG and KE, Twi, isiZulu, isiXhosa and Afrikaans records in GH and ZA, and DBS, HMP, German, French, Dutch, Polish, Spanish, Italian and Portuguese records in the UK and EU', () => {
    assert.equal(HELDOUT36_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Mimba|Rahoton kama|Takardar|Ọ́fíìsì ìlera|Akwụkwọ|Kabila|\bAbeg\b|\bOga\b|Ìwé ìwà rere|Sensa ya|BVN enrolment/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/Umbiko|Isimangalo|ISICWANGCISO|Nwom ne ayie|Sensus|Lewensversekering|Griefvorm|Polisifoɔ|SASSA|Ghana Card|Civil Union Act|CCMA/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Mutterpass|Standesamt|PACS|Soa-poli|Ankieta|Certificado|Certificato|Zaświadczenie|\bDBS\b|\bHMP\b|Abstammungsgutachten|Hielprik/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|prefer not to say|no record|no criminal record found|not answered|geen|néant|ninguna|keine)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category', () => {
    const negatives = HELDOUT36_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT36_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT36_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
  });
});

describe('held-out set 37', () => {
  const rows = buildSet(HELDOUT37_TEMPLATES, 'heldout37', 2, 3737);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo and NYSC records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans and SAPS records in GH and ZA, and German, French, Dutch, Polish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT37_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Voicemail transcript|Bayanin ziyarar|Ìròyìn ìṣẹ̀lẹ̀|Kumbukumbu za wageni|Akwụkwọ|\bNYSC\b|Rijistar|Takardar ziyara|Rahoton|Fomu ya wakala|Ripoti ya/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/CHW fie|Pleegsorg|Uittree-onderhoud|Umbiko|Isicelo|Sukuu asɛm|Ahwɛfoɔ|Adwumayɛfoɔ|Afiase|Vuurwapenlisensie|SAPS clearance|Ghana Card/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Obduktionsbericht|Baufinanzierung|Asielgehoor|Resoconto|Zgłoszenie|Rejestr|Mieterauswahl|Besuchsregister|Waffenbesitzkarte|Dossier de|Registro visite|Wniosek|Verslag/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|prefer not to say|no record|no criminal record found|not answered|geen|néant|ninguna|keine|hakuna)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category (22 with health, one PrEP refill holding both)', () => {
    const negatives = HELDOUT37_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT37_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT37_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, letter === 'H' ? 22 : 21, letter);
  });
});

describe('held-out set 38', () => {
  const rows = buildSet(HELDOUT38_TEMPLATES, 'heldout38', 2, 3838);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, WAEC, KNEC and JAMB records fall in NG and KE, Twi, isiZulu, isiXhosa, Sesotho, Afrikaans and WASSCE records in GH and ZA, and JCQ, Commons Hansard, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT38_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Bolt trip|WAEC access|Fomu ya huduma|Rubutun hira|Ìtàn ìgbésí|Kumbukumbu za|Takardar rajistar|Akwụkwọ ndebanye|Rahoton korafi|Maelezo ya simu|\bKNEC\b|\bJAMB\b|Hati ya kukamatwa|Rahoton laifi|Usajili wa mwanachama|Rijistar halartar/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/WASSCE|Genotype kɔɔt|Polisi krataa|Lewensversekering|Tlaleho ya paramedic|Orgaanskenker|Iphepha lokubhalisa|Metsotso ya stokvel|Umbiko womdlalo|Indiensnemingsgelykheid|Huurverwysing|Amanqaku|Imizuzu|Oproepnota|Eksamensentrum|Ukubhaliswa|Stamboom-forum|Draagmoederskap|Lasbrief|Ingxelo yenkundla/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/\bJCQ\b|Rettungsdienstprotokoll|Note d'appel|Psychologisch verslag|Zgłoszenie|Solicitud de intérprete|Nota per la successione|Uitvaartwensen|Telefonnotiz|Schiedsrichterbericht|Mietbewerbung|Mieterselbstauskunft|Hansard, House of Commons|Befund Humangenetik|Stamcelregistratie|Haftbefehl|Mandat d'arrêt|Orden de detención|Huurreferentie|Wniosek|Inscripción|Acta de la reunión|Zeiterfassung|Control horario|Inscription conférence/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|prefer not to say|no record|not answered|geen|néant|ninguna|keine|hakuna|babu)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category (438 gold spans)', () => {
    const negatives = HELDOUT38_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 438);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT38_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT38_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
  });
});

describe('held-out set 39', () => {
  const rows = buildSet(HELDOUT39_TEMPLATES, 'heldout39', 2, 3939);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, boda-boda and Nigerian Army records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, SANDF and Equality Court records in GH and ZA, and Court Martial, ombudsman, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT39_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Mazungumzo ya chatbot|Rahoton neman|Akwụkwọ nyocha|Ozi ndị alumni|Takardar|Rijistar ma'aikata|Bayanin|Fọ́ọ̀mù ìforúkọsílẹ̀|Ìròyìn ẹgbẹ́|boda boda|Ripoti ya|Hati ya mashtaka|Fomu ya mwanafunzi|Nigerian Army|Kenya Defence Forces|Public Complaints Commission|Commission on Administrative Justice|\bINEC\b|Sanarwa/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/Occupational health clearance \(Twi|Umbiko|Verslag van die arbeidsterapeut|Ifomu yokubhalisa|Verpleegagentskap|Klagte by die Gelykheidshof|Chatbot nkɔmmɔ|Ingxelo yokuxhatshazwa|Fluitjieblaser|Alumni nkrataa|Eiendomsagent|Adwumayɛfoɔ|Toegangsbeheer|Laboratoriumverslag|Mogya nhwehwɛmu|Agtergrondondersoek|SANDF|Military court record|Equality Court|Cape Town Pride|COSATU|Home Affairs/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Beschwerde|Saisine|Skarga|Reclamación|Klacht|Antrag auf|Relazione|Court Martial|Housing Ombudsman|Pensions Ombudsman|Local Government Ombudsman|Service Police|Fiche d'inscription|Solicitud|Istanza|Gesprächsnotiz|Verzoek|Lettre au|Queja|Plainte|Richiesta|Uitslag genetisch|Informe de|Réclamation|Informacja|Demande de congé|Kirchengemeinde|Antidiskriminierungsstelle|Stadtrat|CNIL|Según el informe|La police/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|clear|prefer not to say|not disclosed|no record|nothing found|not answered|geen|néant|ninguna|keine|hakuna|babu)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (444 gold spans)', () => {
    const negatives = HELDOUT39_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 444);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT39_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT39_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT39_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 40', () => {
  const rows = buildSet(HELDOUT40_TEMPLATES, 'heldout40', 2, 4040);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, harambee, ajo, matatu, danfo and FRSC records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, sangoma, lobola, tro-tro, PSIRA and CCMA records in GH and ZA, and UCAS, ACAS, SIA, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT40_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Harambee|M-Changa|Ajo |adashe|Rijistar|Takardar|Ìwé|Akwụkwọ|Fomu ya|Dereva wa matatu|Matatu crew|Ukaguzi|Maelezo ya mkopo|Mkopo wa|Danfo|\bFRSC\b|Usajili wa|Naming ceremony|Bride price|Roommate wanted|Microfinance|Betting shop|Betting app KYC|Herbalist|Domestic worker placement|Domestic staff agency|Nanny agency - c|\bNLC\b|\bNCDC\b|KUPPET|Wizara ya Afya|Redemption Camp/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/Sangoma|Mediese fonds|Medical aid|Ifomu|Tro-tro|Beauty pageant (?:contestant (?:medical|form)|complaint|nkrataa)|Outdooring|Lobola|Oppasser|Susu|\bPSIRA\b|Performance|Huisgenoot|Isikhalazo|Umhlangano|Prestasiebeoordeling|Adwumayɛfoɔ|\bCCMA\b|Sekuriteitswag|Uphononongo|Taxi association|Motorhuur|\bDVLA\b|Ukubhaliswa|DNA kit (?:results|order)|Familiestamboom|Awaregyeɛ|Umphumela|Clinical trial screening|Isicelo|Ingxelo yesangoma|Domestic worker (?:contract|agency|- estate)|\bZCC\b|Ghana Health Service|NEHAWU|Home Affairs|newborn screening|Korle Bu|Chatsworth|SAPS says|EFF's march/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Extenuating|Au-pair|Au pair|Demande de permis|Rijschool|Ensayo|Flatshare|Personalgespräch|Rapatriement|Kapsalon|Ricorso|\bUCAS\b|Wohnungsbewerbung|Entretien de recrutement|antidiscriminatiebureau|alquiler de coche|Settlement agreement|WG-Zimmer|Agence|Autoverhuur|Ocena|Volunteer application|Tagesmutter|Fiche de bénévole|Sollicitatie|Solicitud de beca|\bACAS\b|Probezeitgespräch|Rupture|Functioneringsgesprek|Acta de conciliación|Car hire|Sportwetten|Beveiliger|Rejestracja|DNA kit health|Studienteilnahme|Généalogie|dragerschapstest|Informe de ensayo|SIA licence|Führungszeugnis|VOG-aanvraag|Candidato a voluntario|Colf|Zgłoszenie|Domanda di alloggio|Camera in affitto|Nanny agency - (?:family|payroll)|Verificación de cuenta|Probation review|Valutazione|Esito test|Certificato|Church of England|UKHSA|La CGT|Openbaar Ministerie|UK Biobank|IG Metall|The NHS says|Conseil d'État|Policía Nacional/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|clear|prefer not to say|not disclosed|not stated|no record|nothing found|not answered|geen|néant|ninguna|keine|hakuna|babu|sipendi kusema|andifuni ukuxela)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (434 gold spans)', () => {
    const negatives = HELDOUT40_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 434);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT40_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT40_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT40_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 41', () => {
  const rows = buildSet(HELDOUT41_TEMPLATES, 'heldout41', 2, 4141);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Chowdeck, CHV and Nigerian life-assurance records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, funeral-policy, tenant-vetting and Ghanaian football-academy records in GH and ZA, and Deliveroo, DBS, season-ticket, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT41_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(/Life assurance proposal(?! - Ghana)|Football academy (?:registration\nPlayer: [^\n]*, U-|- scout|- disciplinary|- parent|\(Kenya\))|Simu ya|Chowdeck|Fom din|Fọ́ọ̀mù|Catechism|Usajili wa|Akwụkwọ|Mmemme olili|Complaint - customer care|Focus group screener(?: - market| - Lagos)|Tenant screening|Dating app (?:profile|chat)|Malalamiko|Korafi|Tenant reference request|Wasifu|Kumbukumbu|Rider WhatsApp|Ìwé ẹgbẹ́|Call note|Fomu ya|Life assurance claim|Rahoton|Ripoti ya|Tenant reference - Nairobi|Tenant application - Abuja|Delivery rider onboarding - (?:Glovo|background)|CHV household|Rejista ya CHV|Group life scheme|Takardar|NCDC|Electoral Commission|Nairobi urge|Labour Party says|Ministry of Health|Police in Lagos|Jomo Kenyatta|\bNLC\b|sickle cell awareness/)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(/Begrafnis|Call log|Ayiyɛ|Ifomu|Huurder|Tailor|Inqaku|Funeral programme|Delivery rider onboarding\n|Verhuising|Umshwalense|Tenant (?:reference - (?:letting|employer)|application - letting|vetting)|Ubhaliso|Life cover|Football academy (?:registration \(Twi|- trial|- coach|registration\nPlayer: \S+ \S+\nIdentity|- cardiac|medical \(Twi|coach vetting|board)|Umbiko|Life assurance proposal - Ghana|Focus group screener - Accra|Funeral policy|Eulogy|Umngcwabo|Customer (?:complaint|care \(Twi)|Imizuzu|Versekering|Removals crew|Removal crew|Call centre QA note|Ingxelo|Methodist Church Ghana|COSATU|Lighthouse Chapel International building|\bIFP\b|Ghana Health|SAPS is|Home Affairs will|GNAT members|Cape Town published/)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(/Deliveroo|Focus group screener(?:\n| - Q7| - LGBT| - genetic)|Risikoleb|Agence|Removal booking|Voetbalvereniging|Escuela|Bestattung|Service client|Translation job|Jeugdkamp|Karta|Season ticket|Tenant referencing|Umzug|Recrutement|Marktonderzoek|Agencia|Call centre QA - |Scuola|Dating-App|Assurance|Verhuisbedrijf|Ankieta|Perfil|Polizza|Reclutamiento|HR helpdesk|Sterbegeld|Livreurs|Autoverzekering|Notatka|Uber Eats|Lieferando|Compte rendu|Seizoenkaart|Call centre - voice|Registro de|Levensverzekering|Call centre note|Seguro|Football club|Lieferdienst|Bezorger|Football banning|Repartidor|Life insurance application|Focus groups on|Verdi|Greek Orthodox cathedral|\bSNP\b|The NHS says|Policía Nacional|\bICO\b|Unite says|genome sequencing/)].sort(), ['EU', 'GB']);
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|negative|normal|clear|prefer not to say|not disclosed|not stated|no record|nothing recorded|nothing found|not answered|geen|néant|ninguna|nessuna|keine|brak|hakuna|hakuna tatizo|babu|babu matsala)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (412 gold spans)', () => {
    const negatives = HELDOUT41_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 412);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT41_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT41_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT41_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 42', () => {
  const rows = buildSet(HELDOUT42_TEMPLATES, 'heldout42', 2, 4242);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  const NG_KE = /Pre-employment medical|Nigerian Army|Ombi la idhini|Abeg|Driving licence application -|Trial (?:screening log|recruitment notice)|Fayil din|Offshore crew|KDF recruitment|Fọ́ọ̀mù ilé|Ripoti ya|Akwụkwọ|Estate (?:residents|security)|Crypto exchange (?:KYC - source|- account)|Federal character|Fomu ya usajili|Takardar|Dem no gree|Security guard (?:vetting - (?:Nairobi|police)|clock-in|- dismissal)|Crowdfunding - tuition|Whistle-blower report - branch|Kito|PrEP|Rahoton|Drop-in|Crypto exchange - fraud|Army recruitment|Mkutano|M-Changa|Nkwupụta|Okada|Rejista|Security company WhatsApp|Strike roll|Katin|Ìwé ìforúkọsílẹ̀|ELRC|Farmer registration|Bank app chat|Usajili wa wakulima|Rajistar|Betting app|Pension verification|Clinical trial (?:screening - Kilifi|enrolment)|Matokeo|Sakamakon|Medical cover application|Èsì|Cheti|Lagos State|Kenya's Court|Political parties have|NLC and TUC|Farmers in|free sickle cell|solar panels|barracks|Landlords for Lekki/;
  const GH_ZA = /Mine (?:medical|induction|payroll|hostel|access|- pre)|SANDF|Medical aid|Tattoo studio|DVLA Ghana|Driver licence application - DVLA|Ifomu|GPRTU|Ghana Armed|Liggaamlike|Kintampo|Body corporate|Taxi (?:association|rank)|EEA1|Whistle-blower report - (?:Tema|municipality)|Labour Court|National Service|Hair salon|Dissiplinêre|Ingxelo|Facebook post\n\S+ \S+: (?:I am|Church)|Security guard vetting - referee|Werknemer-oordrag|Fie wura|Land allocation|Imizuzu|Adwumayɛfoɔ|Lidmaatskapvorm|Exam invigilation|Remittance|Smart ID|Clinical trial - participant|University halls - access|Toestemming|NHIS|Online review|Blood donor register|Pharmacogenetic|Mogya|Genetiese|PSIRA|Station master|Umbiko|TB contact tracing|mosque in|Zion Christian Church Easter|Ewe, Fante|Isikhungo|Pride march|IFP and the ANC|COSATU will|Home Affairs says|Researchers in Johannesburg|Armed robbers|Methodist church hall|Social work case note\nClient/;
  const GB_EU = /Occupational health referral|Musterung|Crowdfunding page|Salon de tatouage|DVLA - |Studentenhuisvesting|Skierowanie|University halls (?:application|- LGBT|- housing)|Militärseelsorge|Employment tribunal|Residencia|Security officer rota|Cooperativa|Security industry licence|Antidiskriminierung|Social work (?:referral|- risk|parenting|case note\nService)|Klacht|Hate crime|Skarga|Saisine|Security company - incident|Beihilfe|Blood donation|Assicurazione|Civil service|Nebentätigkeit|Security vetting - BPSS|Solicitud de excedencia|Freshers|Karta|Betriebsrat|Cleaning contractor|Loonstrook|University - strike|Procès-verbal|Whistle-blowing detriment|Crypto exchange KYC\nCustomer|Zutrittskontrolle|Online exam|Ouverture|Schoonmaakbedrijf|Bank call note|Military aircrew|Humangenetische|Consultation d|Ancestry kit|Erfelijkheids|Consulenza|Security Industry Authority|Führungszeugnis|University admissions|Extrait|Zaświadczenie|Certificado|Dzień Romów|RMT and Unite|Supermarkets trialling/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Nigerian Army, KDF, SHA, NURTW and Kenyan farmer and guard records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, SANDF, mine, medical-aid, GPRTU, body-corporate and Ghanaian service records in GH and ZA, and DVLA, tribunal, social-work, SIA, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT42_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => ![NG_KE, GH_ZA, GB_EU].some((re) => re.test(r.text))).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|nil of note|no|yes|negative|normal|clear|prefer not to say|not disclosed|not stated|not recorded|nothing recorded|néant|aucun|ninguna|nessuna|keine|brak|hakuna|babu matsala|geen|kò sọ)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (414 gold spans)', () => {
    const negatives = HELDOUT42_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 414);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT42_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT42_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT42_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 43', () => {
  const rows = buildSet(HELDOUT43_TEMPLATES, 'heldout43', 2, 4343);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  // Each template's first line (up to its first slot), by the pair it was written for.
  const NG_KE = /^(?:Casualty triage card - Emergency Unit|Gender desk - OB extract, Kilimani|Mahakama ya Kadhi - ombi la talaka|Tweet|Haulage trip log - Apapa to Kano|Election petition tribunal - witness statement|Kotun shari'a - karar saki|Installer booking chat - pay-TV|Mahakama ya Kadhi - ombi la mirathi|Kotun shari'a - rajistar shari'a|Instagram bio|Akwụkwọ ndebanye aha ụlọ akwụkwọ ọta akara|Haulage company - driver file|LinkedIn post|Election petition - statement of witness|Ìwé ẹjọ́ kóòtù ìbílẹ̀|School report - JSS2|Debt collection - call log|Takardar shiga makaranta|Police gender desk - OB entry|Tweet - DM screenshot|Gender desk - OB entry|Ripoti ya dawati la jinsia|Insurance app chat - add a dependant|Tenant WhatsApp group|Debt collector - call note|Instagram comment|Election petition - particulars|Ombi la kesi ya uchaguzi|Ìwé ẹ̀sùn sí ọlọ́pàá|Takardar korafi|Customs clearance - import declaration|School PTA meeting - minutes|Mshahara - makato|Akwụkwọ mkpesa|Takardar albashi|Letter to the editor - doctors' pay|Haulage fleet - ignition log|Maombi ya kitambulisho - Maisha Namba|Election petition - list of exhibits|Rajistar katin zabe|Boarding school - exeat log|Loan app - borrower file|Divorce petition - grounds|Fomu ya kabla ya ndoa|Èsì àyẹ̀wò ẹ̀jẹ̀ kí ìgbéyàwó tó wáyé|Takardar gwajin aure|School health card|Instagram post|Election petition - reply|Ripoti ya dawati la jinsia - mshukiwa|Customs - seizure report|Kotun shari'a - hukunci|School PTA - vetting of bus drivers|Loan app - borrower notes|Mahakama ya Kadhi - tangazo|The state ministry of health says the cholera cases in|Election petition tribunal - hearing notice|Christian and Muslim leaders in|INEC says the BVAS machines will use fingerprint and facial authentication for every voter in the|The Maasai Mara will host a cultural festival next month, with Kalenjin and Maasai runners taking part in the charity race\.|Igbo, Yoruba and Hausa traders in|The Kenyan parliament will debate a private member's bill on same-sex relations next week, the Speaker said\.|The electoral commission says party primaries for the|NLC says workers will join the nationwide strike on Wednesday unless the new minimum wage is paid\.)/;
  const GH_ZA = /^(?:Nursing shift handover - Ward 4B, night to day|Home care visit log|Food parcel referral - community kitchen|Kleuterskool - inskrywingsvorm|Port health - yellow fever exemption letter|Google review - 2 stars|School report - term 2|Traditional council - petition|Letter to the editor - Daily Graphic|Staff one-to-one - manager notes|A&E triage - resus bay|Cadet programme - enrolment|Ifomu lokubhalisa esikoleni|Customs declaration - arrivals|Customary court - land dispute|Rental Housing Tribunal - complaint|Netball league - player registration|TikTok comment|Skoolverslag - graad 9|Traditional council - stool succession|Matrimonial causes - petition|Protection order - Domestic Violence Act|Golf club - family membership|Reddit r\/southafrica|Egskeiding - besonderhede van eis|Staff one-to-one - HR follow-up|Home care plan - next of kin|Customary court - chieftaincy dispute|Staff one-to-one - attendance|Bowls club AGM - minutes|Matrimonial causes - affidavit|Isikhalazo kwi-IEC|Cadet programme - officers|Verwysingsbrief|Nursing shift handover - staffing|Staff one-to-one - time off|Debit order authorisation|LinkedIn update|Dienskontrak - bylae|Home care agency - staff file|Isicelo sokujoyina inyunyana|Nursing shift handover - controlled drugs|Office block - turnstile log|Airport e-gate log|Blood donor check-in|Gholfklub - lidmaatskap|Home care - visit verification|Social grant pay-out|Blood donor record - sickle screen|Church marriage register - pre-marriage checks|Nursing shift handover - bed 3|Home care - client profile|Skoolverslag - leerondersteuning|Cadet programme - medical form|Home care agency - vetting|Netball league - umpire vetting|Lay minister application - vetting|Traditional council - objection to enstoolment|Skoolbeheerliggaam - kandidaatlys|Protection order - affidavit|X post|Nursing shift handover - Ward 4B, day to night|Port health - yellow fever certificate check|Google review - 5 stars|The Central Mosque in|The Anglican cathedral in Cape Town will host a free lunchtime organ concert on Wednesday\.|The Moria Easter pilgrimage traffic plan will close the R71 near Polokwane from Thursday\.|Heritage Day celebrations in|The sickle cell foundation will offer free newborn genotype screening in|Ghana's Supreme Court will rule on the challenge to the anti-LGBTQ bill next month\.|The NPP and NDC will hold their final rallies in Accra and Tamale on the same day; police will keep the routes apart\.|SADTU and NEHAWU will hold a joint march to the provincial legislature in)/;
  const GB_EU = /^(?:Accident book - RIDDOR reportable|Lasting power of attorney - health and welfare|Schuldnerberatung - Erstgespräch|Colonie de vacances - fiche sanitaire|Sportclub - gezondheidsverklaring|Referencje - opinia o pracowniku|Ricorso per separazione - memoria|Einbürgerungsantrag - Anlage Personalien|Home care plan - what matters to me|Reference letter - youth worker post|Requête en divorce|Food bank referral voucher|Solicitud de nacionalidad - entrevista|Karta zgłoszenia dziecka do przedszkola|Street outreach - rough sleeper count|Kita - Anmeldebogen|Google review - 1 star|Personal injury claim - client intake|Melding discriminatie - woningverhuur|Blood donor registration|Segnalazione all'UNAR|Naturalisation - spouse details|Personalbogen - Notfallkontakt|Demande de logement social|Huurcontract - medehuurder|LinkedIn - featured post|Solicitud de reagrupación familiar|Zgłoszenie przestępstwa z nienawiści|Letter to the editor - local paper|Referenzschreiben|Referentie - sollicitatie gemeente|Dossier de naturalisation - entretien|Lettera di referenze|Food bank volunteer application|Opinia służbowa|Reference request - previous employer|Personalakte - Vermerk|Compte rendu d'entretien préalable|Personal injury claim - funding|Acta de la asamblea de trabajadores|Referentie|Busta paga - trattenute|Naturalisation - biometric enrolment|Antrag Personalausweis - Einbürgerung|Telephone banking - security check|Inscription au club de tennis|Kinderopvang - ophaalregistratie|Registro de jornada|Verbale di identificazione|Athlete screening - cardiac genetics|Sporttauglichkeit - Befund|Letter to the editor - screening|Dossier sportif - bilan|Sportkeuring - uitslag|Karta sportowca - badania|Relazione di consulenza|Street outreach - risk note|Einbürgerung - Ablehnungsbescheid|Reference letter - employment gap|Requête en divorce - griefs|Schuldhulpverlening - intake|Solicitud de nacionalidad - resolución|Referenze per impiego|Accident book - near miss|Lasting power of attorney - property and financial affairs|The NHS says flu vaccine appointments for over-65s in|Vatican officials will visit a Catholic school in|Een tentoonstelling over Roma en Sinti in Europa opent volgende week in het museum in|The Home Office says fingerprint and photo appointments for visa applicants in|Pride in London will close Regent Street and Piccadilly on Saturday afternoon, the Met said\.|El Orgullo de Madrid cortará el paseo del Prado el sábado por la tarde\.|Einbürgerung - Bescheid|Les partis politiques ont jusqu'à vendredi pour déposer leurs listes pour les municipales à|Unison members in)/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Kadhi and Sharia court, election-petition, gender-desk, haulage and Kenyan and Nigerian school records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, traditional-council, customary-court, nursing-handover, home-care, Kotoka e-gate and grant records in GH and ZA, and RIDDOR, power-of-attorney, naturalisation, German, French, Dutch, Polish, Spanish and Italian records in the UK and EU', () => {
    assert.equal(HELDOUT43_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => ![NG_KE, GH_ZA, GB_EU].some((re) => re.test(r.text))).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|nie|yes|negative|normal|clear|prefer not to say|not stated|not recorded|not yet tested|néant|nessuna|keine|keine Angabe|hakuna|geen|niets bijzonders)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (410 gold spans)', () => {
    const negatives = HELDOUT43_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 410);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT43_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT43_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT43_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 44', () => {
  const rows = buildSet(HELDOUT44_TEMPLATES, 'heldout44', 2, 4444);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  // Each template's first line (up to its first slot), by the pair it was written for.
  const NG_KE = /^(?:Adverse drug reaction report - pharmacovigilance|HMO enrolment - voice note transcribed|Ripoti ya madhara ya dawa - PPB|Fom din inshorar lafiya \(HMO\)|Ìwé ìforúkọsílẹ̀ ilé àwọn arúgbó|Akwụkwọ ndebanye aha n'ụlọ ụmụ mgbei|Rideshare driver onboarding - medical declaration|Student loan application - guarantor page|Barber shop booking - WhatsApp|Mkataba wa mfanyakazi wa nyumbani|Takardar neman lasisin kasuwanci|Fọ́ọ̀mù ìforúkọsílẹ̀ ilẹ̀|Ndekọ mkparịta ụka ime ego|Children's home - admission record|Land registry - certificate of occupancy application|Holiday-let chat - guest to platform|Fomu ya usajili wa chama cha wavuvi|Takardar izinin rumfa a kasuwa|Fọ́ọ̀mù ẹgbẹ́ esusu|Ndekọ ime ego|Witness protection - intake|Witness protection - risk assessment|Rideshare chat - complaint|Ripoti ya polisi - dereva wa teksi ya programu|Takardar korafi ga Hisbah|Ìfiránṣẹ́ WhatsApp|Akwụkwọ mkpesa|Kennel booking - emergency contacts|Student loan application - referee|Barber shop WhatsApp|Fomu ya leseni ya biashara - soko|Wasikar shaida - bashin karatu|Ìfiránṣẹ́ ẹgbẹ́ esusu|Ndekọ nzukọ ụmụnna|Student loan application - parent's employment|Rideshare drivers WhatsApp|Kadi ya uanachama|Katin mamba|Ìwé ẹgbẹ́ olùkọ́|Akwụkwọ ndebanye aha onye na-akwọ tagzi|Old age home - staff roster|Stockbroker account opening - KYC|Rideshare driver app chat|Kumbukumbu ya mlango - bweni la wanafunzi|Rajistar lasisin tuki|Ìforúkọsílẹ̀ ìwé ìwakọ̀|Ndebanye aha akaụntụ ego|Land registry - transfer|Adverse drug reaction report - pharmacogenetics|WhatsApp - family group|Fomu ya kituo cha watoto yatima|Takardar tattaunawar sadaki|Fọ́ọ̀mù ilé àwọn ọmọ aláìníbaba|Children's home - medical file|Domestic staff agency - vetting|Market WhatsApp group|Usajili wa dereva wa teksi ya programu|Takardar izinin kasuwa - an soke|Ìwé ìwádìí awakọ̀|Children's home - volunteer vetting|Adverse drug reaction report - withdrawn|HMO enrolment - dependant form|Tangazo: Bodi ya Dawa na Sumu inawaomba wafamasia kuripoti madhara ya dawa kupitia mtandao\.|Tangazo: Msikiti wa Jamia jijini Nairobi utafungwa kwa ukarabati wiki ijayo; swala zitafanyika uwanjani\.|Labari: majalisar dokoki za ta tattauna kudurin hana auren jinsi a mako mai zuwa\.|Tume ya uchaguzi imesema vyama vyote vitapewa muda sawa kwenye vituo vya redio vya umma\.|NURTW and the RTEAN have agreed new loading fees at the|Kadi ya uanachama - chama cha akiba \(SACCO\)|NIMC says fingerprint capture for new enrolments in)/;
  const GH_ZA = /^(?:Blood bank - crossmatch request|Umbhalo wombelethisi - ukuvakashela ekhaya|Irejista yesikolo sokwaluka|Bestuurslisensie - mediese verklaring|Mine medical - certificate of fitness|Security officer registration - medical form|Cabin crew - fitness to fly note|Memorial service programme|Inkontileka yomsebenzi wasekhaya|Inkqubo yenkonzo yesikhumbuzo|Ouetehuis - toelatingsvorm|Lottery prize claim - winner interview|Short-let host - house rules|Mine access - dress code exemption|Security officer registration - PSIRA|Isicelo selayisensi yokuhweba|Ifom yokubhalisa umsebenzi wasekhaya|Pandjieswinkel - klantrekord|Old age home - admission|Initiation school register - Eastern Cape|Lifeguard course - equality form|Life insurance proposal - beneficiary|Umbiko wesigameko - ipaki yezimoto|Isikhalazo - indawo yokuhlala yabafundi|Lewensversekering - begunstigde|Lottery winner - publicity consent|Removals quote - inventory|Memorial programme - tribute|Security officer registration - declaration of interests|Imizuzu yentlanganiso yabalobi|Aftreeoord - inwonerprofiel|Fishermen's cooperative - minutes|Old age home - resident newsletter|Pawnshop ledger - remarks|Mine access - induction record|Irejista yabasebenzi basemgodini|Sekuriteitsbeampte - personeellêer|Lottery winner interview|Removals crew timesheet|Blood bank - staff rota|Irekhodi lokungena emayini|Isicelo selayisensi yokuqhuba|Pandjieswinkel - uitbetaling|Lottery prize claim - payout|Cabin crew - crew centre sign-in|Smart lock log - short let|Blood bank - donor file|Ikhadi lomntwana - ikhaya labantwana|Iziphumo zovavanyo lwemfuza|Bestuurslisensie - mediese verslag|Cabin crew - fitness to fly|Speech therapy referral|Umbiko wokuhlolwa kwesisebenzi sasekhaya|Ingxelo yophando - unogada|Huishulp-agentskap - keuring|Lottery prize claim - compliance|Witness protection programme - screening|Fishermen's cooperative - disciplinary|Blood bank notice: O negative and B negative stocks are low; donors of every blood group are asked to come in this week\.|Isaziso: isikolo sokwaluka saseMthatha siza kuvula ngoJuni; abazali mabazise amaphepha kwikliniki\.|The Rath Yatra festival on Durban's beachfront will close Snell Parade on Sunday morning\.|Isaziso: umnyhadala wamasiko amaXhosa, amaZulu namaSotho uza kubanjwa eMonti ngoMgqibelo\.|The Eastern Cape health department says every initiation school must register before the June season\.|Ghana's parliament will take the committee report on the family values bill next month, the Speaker said\.|AMCU says the wage talks at the platinum mines near Rustenburg will resume on Monday\.|The sickle cell society will hold free genotype testing for couples at the|A national biobank will ask 50,000 volunteers to give DNA samples for research, the health department said\.|The fisheries commission says light fishing at sea remains banned and patrols will continue this season\.)/;
  const GB_EU = /^(?:Patient portal - message to GP|Führerschein - ärztliches Gutachten|Questionnaire de santé - assurance emprunteur|Logopedie - verwijsbrief|Skierowanie do domu pomocy społecznej|Reserva de masaje - ficha de salud|Cartella ostetrica - visita domiciliare|Security officer - uniform exemption request|Trauerfeier - Ablauf|Location saisonnière - message à l'hôte|Aanmelding scouting - gidsen|Karta zgłoszenia na obóz harcerski|Solicitud de permiso de trabajo - entrevista|Collegio universitario - modulo di ammissione|Student loan - equality monitoring|Pfandhaus - Vermerk|Demande de carte professionnelle - agent de sécurité|Klacht over chauffeur - ritdienst|Notatka z kontroli targowiska|Reserva de camping - incidencia|Scheda di accoglienza - centro di permanenza per il rimpatrio|Immigration detention - bail summary|Lebensversicherung - Bezugsrecht|Bulletin d'adhésion - mutuelle|Verblijfsvergunning - verblijf bij partner|Umowa najmu - współnajemca|Alquiler de trastero - titulares|Polizza vita - beneficiari|Memorial service order|Trauerrede - Auszug|Aanvraag standplaats weekmarkt|Umowa najmu magazynu|Alquiler vacacional - mensaje al anfitrión|Domanda di licenza per il commercio ambulante|Cabin crew roster - note|Wachdienst - Personalbogen|Fiche d'astreinte - agents de sécurité|Rooster cabinepersoneel - opmerking|Karta pracownika kopalni|Cuadrante de tripulantes de cabina|Foglio presenze - vigilanza privata|Immigration detention - reception record|Smart-Lock-Protokoll - Haustür|Registre d'accès - résidence universitaire|Kluisverhuur - toegang|Wniosek o kredyt studencki - weryfikacja|Registro de acceso - trastero|Registro presenze - vigilanza|Life insurance application - disclosure|Risikolebensversicherung - Gesundheitsfragen|Fiche d'inscription - camp scout|Verwijzing ergotherapie|Ankieta medyczna - ubezpieczenie na życie|Seguro de vida - cuestionario|Polizza sanitaria - questionario|Football banning order - club notice|Pfandhaus - Sperrvermerk|Demande de carte professionnelle - refus|Verhuur opslagbox - weigering|Zgłoszenie na kurs ratownika wodnego|Expediente de internamiento - CIE|Domanda di licenza - commercio ambulante|Patient portal - message to practice|Il corso preparto dell'ASL di|Security officer - uniform request|Ogłoszenie: cerkiew prawosławna w|Reserva de camping - confirmación|Pride Cymru will close parts of Cardiff city centre on Saturday afternoon, the council said\.|Polling stations across|Les partis ont jusqu'à lundi pour déposer leurs listes pour l'élection régionale, a rappelé la préfecture\.|Cabin crew at two UK airlines will vote on a new pay offer next week, the union said\.|La Policía Nacional amplía las citas para huellas y foto del DNI en|Eine neue Studie untersucht, wie häufig die Faktor-V-Leiden-Mutation in der Bevölkerung vorkommt\.|The club says away fans without a membership card will not be admitted to Saturday's fixture\.|La Guardia Civil detuvo ayer a tres personas por un robo en un polígono de)/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, HMO, esusu, bride-price, Kenyan children\'s home and land registry records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, PSIRA, mine, initiation-school, Ghanaian lottery, pawnshop and fishermen\'s records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian, patient portal, UK detention and banning-order records in the UK and EU', () => {
    assert.equal(HELDOUT44_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => [NG_KE, GH_ZA, GB_EU].filter((re) => re.test(r.text)).length !== 1).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|nie|yes|normal|clear|prefer not to say|not stated|not recorded|not known|not given|not done|néant|aucun|ninguna|nessuna|nulla|keine|hakuna|geen|babu|akukho|brak)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks a blood group, a negative result, preventive medication and a condition-named clinic as health, as the brief\'s policy asks', () => {
    const health = new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === CODES.H).map((s) => s.text)));
    for (const v of ['O negative', 'O+', 'negative', 'PrEP', 'hypertension clinic', 'diabetic clinic']) assert.ok(health.has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (422 gold spans)', () => {
    const negatives = HELDOUT44_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 422);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT44_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT44_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT44_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 45', () => {
  const rows = buildSet(HELDOUT45_TEMPLATES, 'heldout45', 2, 4545);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  // Each template's first line (up to its first slot), by the pair it was written for.
  const NG_KE = /^(?:Food bank referral - church pantry, Surulere|Fomu ya safari ya shule - idhini ya mzazi|Takardar shirin tallafin kudi \(NSIP\)|Fọ́ọ̀mù ìforúkọsílẹ̀ ilé ìtọ́jú ọmọdé \(daycare\)|Akwụkwọ nkwenye njem ụlọ akwụkwọ|Ferry passenger manifest - Likoni, special assistance|Call centre note - telco customer line|Caterer booking - naming ceremony|Fomu ya idhini - safari ya shule|Takardar neman hayar gida - wakilin gidaje|Ìwé ẹgbẹ́ akọrin|Akwụkwọ ndebanye aha keke|Telegram group - estate landlord|Inua Jamii cash transfer - household visit|Estate agent - tenant application, Lekki|Leseni ya uvuvi - Ziwa Victoria|Takardar kungiyar masu keke napep|Ìwé ìforúkọsílẹ̀ ọkọ̀ ojú omi \(ferry\)|Akwụkwọ ndebanye aha ndị nche obodo|Call centre note - county bursary line|Marketplace chat \(Jiji\)|Whistleblower report - bank|Ujumbe wa Telegram|Takardar ƙorafi ga mai gida|Ìfiránṣẹ́ Telegram ẹgbẹ́ àdúgbò|Akwụkwọ nkọwa onye ọrụ nlekọta|Freelance platform - dispute|Neighbourhood watch WhatsApp|Keke NAPEP riders association - levy book|Fomu ya maombi - mpango wa pesa taslimu \(Inua Jamii\)|Takardar jerin masu karɓar tallafi|Ìwé àkọsílẹ̀ ẹgbẹ́ àwọn olùkọ̀ kẹ̀kẹ́ Márúwá|Ndekọ ndị nche obodo|School trip consent - parent volunteer|Telegram - estate residents|Ferry operator staff record - Lagos|Fomu ya kujiunga - klabu ya wakimbiaji|Takardar izinin tafiyar makaranta - malami mai rakiya|Ìwé ìbéèrè ilé \(ajẹ́ntì ilé\)|Ndekọ nzukọ ndị nche obodo|Cash transfer - household profile|Jiji chat|Keke NAPEP rider registration|Usajili wa mnufaika - Inua Jamii|Rajistar masu karɓar tallafi \(NSIP\)|Ìforúkọsílẹ̀ ilé ìtọ́jú ọmọdé|Ndebanye aha ụgbọ mmiri \(ferry\)|Ferry - Likoni commuter pass|School trip consent|Fomu ya kujiunga - klabu ya raga|Rajistar kungiyar keke|Fọ́ọ̀mù ìrìnàjò ilé ìwé|Akwụkwọ ndebanye aha ụlọ nlekọta ụmụaka|Cash transfer - disability top-up|Telegram - couples group|Keke rider association - disciplinary|Leseni ya uvuvi - imekataliwa|Takardar daukar direban bas na makaranta|Ìwé olùtọ́jú ọmọ \(daycare\)|Cash transfer - household visit|Tangazo: Kanisa Katoliki la Mtakatifu Petro, |Labari: kungiyar kare hakkin dan adam ta soki dokar hana auren jinsi a taron manema labarai\.|Ozi: Òtù NLC kwuru na a ga-eme ngagharị iwe n'Enugu na Mọnde\.|KNUT says teachers will report for the new term on Monday after the talks with the commission ended\.|Leseni ya uvuvi - imeidhinishwa)/;
  const GH_ZA = /^(?:Matric exam - access arrangement request|Ifomu lokubhalisa - iqembu lombhoxo|Voedselbank - verwysing|Port health - yellow fever card check, Kotoka|Inqaku lonontlalontle|Body corporate - parking exemption request|Neighbourhood watch - patrol roster note|Body corporate - complaint|Ikhadi lokubhalisa - iqembu lebhola|Sportklub - registrasie|Raffle ticket stub - fundraiser|Ifom yomhlali - ibhunga lomzi|Call-centre note - retail bank|Buurtwag - lidmaatskap|Matric exam - registration form|Inqaku lomsebenzi wezenhlalakahle|Rugbyklub - transformasieverslag|Car wash staff register - Madina|Ifomu yokufaka isicelo sendlu - iarhente yezindlu|Running club - registration|Dagsorg - inskrywingsvorm|Employee wellness programme - counselling intake|Inqaku lomeluleki wesikole|Huurdersaansoek - eiendomsagent|Call-centre note - mobile network|Body corporate - minutes|Klagte - aanlynwinkel|Neighbourhood watch - member vetting|Ifomu yokubhalisa - iqembu lebhola lomphakathi|Regspersoon - notule van die trustees|Car wash - staff register|Ingxelo yomnxeba - iziko leefowuni|Student union - SRC nomination|Visserslisensie - aansoek|Wellness survey - mine employees, free text|Inqaku lomnxeba - i-call centre|Matriekeksamen - toesighouer|Lost luggage report - Kotoka|Uvavanyo lwematriki - umlawuli|Body corporate - caretaker file|Dagsorg - personeellêer|Body corporate - access control consent|Irejista yabasebenzi bokuwasha izimoto|Hengelklub - toegangsbeheer|Running club - race kit collection|Irejista yovavanyo - imatriki|Call-centre log - insurer|Motorwas - personeelregister|Employee wellness day - results|Ifomu yokubhalisa enkulisa|Rugbyklub - mediese vorm|Student union - welfare file|Ingxelo yomnxeba - inkampani ye-inshurensi|Matric exam - special concessions|Dagsorg - inskrywing|Irejista yokuwasha izimoto - ukuhlolwa|Visserslisensie - geweier|Ifom yokuqesha - inkulisa|Body corporate - trustee nomination|Rugbyklub - dissipline|Port health notice: travellers without a yellow fever card will be vaccinated at the Kotoka desk for a fee\.|Isaziso: icawa yamaWesile eQonce iza kuba nenkonzo yombulelo ngeCawa ezayo\.|Isaziso: umkhosi woMhlanga uzobanjwa eNyokeni ngoSepthemba; izintombi zonke ziyamenywa\.|Die DA, ANC en EFF sal Donderdag in die stadsaal van |Amaphoyisa athi abantu abathathu baboshelwe ukweba izimoto e-)/;
  const GB_EU = /^(?:Employee wellness survey - free text|Jobcenter - Gesprächsvermerk|Centre de vaccinations internationales - fiche|Podotherapie - intakeformulier|Karta zapisu do klubu biegowego|Reclamación de equipaje extraviado - aerolínea|Tesseramento palestra di kickboxing - certificato|Food bank voucher - referral agency note|Bürgergeld - Vermerk Jobcenter|Réclamation bagage perdu|Inschrijving kinderdagverblijf|Notatka pracownika socjalnego|Ficha de inscripción - club de rugby|Scuola dell'infanzia - modulo mensa|Employee wellness survey - demographics|Mietinteressent - Selbstauskunft \(Makler\)|Signalement - plateforme de lanceurs d'alerte|Klokkenluidersmelding|Skarga do rzecznika konsumentów|Hoja de reclamaciones - discoteca|Scheda del servizio sociale|Estate agent - joint tenancy application|Anmeldung Tanzkurs - Paar|Signalement - ligne interne d'alerte|Aanmelding kinderopvang|Ankieta dobrostanu pracowników|Solicitud de alquiler - inmobiliaria|Questionario benessere dei dipendenti|Food bank volunteer rota|Mitgliedsantrag Laufgruppe|Fiche d'inscription - club de rugby|Aanvraag huurwoning - makelaar|Zgłoszenie sygnalisty|Encuesta de bienestar laboral|Scheda volontario - banco alimentare|Call-centre agent - HR note|Personalnotiz Callcenter|Réclamation client - note interne|Ankieta dobrostanu|Hoja de inscripción - excursión escolar \(profesorado\)|Segnalazione whistleblowing|Freelance platform - identity verification|Flughafen - Gepäckermittlung|Club de rugby - accès au stade|Klantcontact - bank|Rejestr wejść - klub sztuk walki|Guardería - autorizaciones de recogida|Scuolabus - app genitori|Social worker note|Certificat pour le club de rugby|Klachtformulier - DNA-testbedrijf|Zgłoszenie do klubu sportowego|Reclamación - empresa de test de ADN|Iscrizione scuola di karate|Food bank volunteer - DBS outcome|Jobcenter - Vermerk|Club de rugby - licence refusée|Aanmelding chauffeur leerlingenvervoer|Ficha de voluntario - banco de alimentos|Iscrizione palestra di karate - istruttore|Le centre de vaccinations internationales de |The Central Mosque in |Anmeldung Tanzkurs - Einzelperson|La marche des fiertés de |Polling cards for the by-election in |Lo sciopero dei trasporti indetto dai sindacati di base fermerà autobus e metro a |Le stade de |Screening for sickle cell trait will be offered free to couples at the )/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, keke, Inua Jamii, NSIP, Likoni and Lagos ferry and Jiji records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, matric, body corporate, neighbourhood watch and Ghanaian port-health and car wash records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian, Jobcenter and UK food bank and wellness records in the UK and EU', () => {
    assert.equal(HELDOUT45_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => [NG_KE, GH_ZA, GB_EU].filter((re) => re.test(r.text)).length !== 1).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|nie|yes|normal|clear|-|prefer not to say|not known|not done|no record|néant|aucun|ninguna|nessuna|keine|hakuna|geen|babu|akukho|brak|kò sí|nie dotyczy|niet ingevuld)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks a blood group, a negative result, preventive medication and a condition-named clinic as health, as the brief\'s policy asks', () => {
    const health = new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === CODES.H).map((s) => s.text)));
    for (const v of ['B+', 'A Rh-', 'negativo', 'PrEP', 'asthma clinic']) assert.ok(health.has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (416 gold spans)', () => {
    const negatives = HELDOUT45_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 416);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT45_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT45_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT45_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 46', () => {
  const rows = buildSet(HELDOUT46_TEMPLATES, 'heldout46', 2, 4646);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  // Each template's first line (up to its first slot), by the pair it was written for.
  const NG_KE = /^(?:Driving school enrolment - Ikeja|Mkataba wa sola \(lipa polepole\) - Kisumu|Rajistar wakilin POS - Kano|Ìwé ìforúkọsílẹ̀ ilé ìfọṣọ \(laundry\)|Akwụkwọ nnabata nwa-boyi \(apprentice\) - Onitsha|Borehole water committee - Kitui|Mechanic workshop - staff emergency card, Ngong Road|Driving school - lesson timetable, Abuja|Fomu ya kituo cha masomo ya ziada \(tuition\)|Takardar ajiyar wuta ta sola \(PAYG\)|Ìwé ìforúkọsílẹ̀ àwọn akẹ́kọ̀ọ́ ilé ìwé ìwakọ̀ \(driving school\)|Akwụkwọ ndebanye aha ụlọ ịsa akwa \(laundry\)|Forex bureau - customer profile, Eastleigh|Mechanic workshop job card - Ladipo|POS agent registration - Ikorodu|Fomu ya ajira - ghala \(warehouse\), Mombasa|Takardar kwamitin rijiyar burtsatse \(borehole\)|Ìwé ìforúkọsílẹ̀ ilé ìtajà ìwé \(bookshop\)|Akwụkwọ nkwekọrịta ịzụ ụgbọ ala n'akaụgwọ \(hire purchase\)|Hire purchase - motorbike, Kisii|Cyber café register - Yaba|Short-stay host chat \(Airbnb\) - Lekki|Fomu ya mkopo wa pikipiki \(hire purchase\)|Rahoton CCTV - shago, Kano|Ìfiránṣẹ́ WhatsApp ẹgbẹ́ àwọn oníṣẹ́ ẹ̀rọ \(mechanics\)|Akwụkwọ mkpesa - CCTV ụlọ ahịa|Co-working space Nairobi - membership|Reality show application - housemate form|POS agent - KYC update|Fomu ya kamati ya kisima \(borehole\)|Takardar shiga aikin koyo \(apprentice\)|Ìwé ìforúkọsílẹ̀ - ilé ìdánilẹ́kọ̀ọ́ \(tuition centre\)|Ndekọ ụlọ ọrụ ndozi ụgbọ ala \(mechanic\)|Solar PAYG - agent register, Kakamega|Laundry - customer book, Surulere|Petrol station staff file - Port Harcourt|Fomu ya ajira - ghala la mizigo|Takardar ma'aikacin gidan mai \(filling station\)|Ìwé ìforúkọsílẹ̀ ẹgbẹ́ àwọn oníṣẹ́ ẹ̀rọ \(mechanics\)|Akwụkwọ ọrụ - ụlọ nkwakọba ngwa ahịa \(warehouse\)|Tuition centre - teacher file, Nakuru|Driving school instructors - WhatsApp|POS agent onboarding - BVN check|Fomu ya mkopo wa simu \(lipa polepole\)|Takardar rajistar wakilin POS|Ìwé ìforúkọsílẹ̀ ọkọ̀ \(hire purchase\)|Akwụkwọ ndebanye aha - cyber café|Forex bureau - KYC, Eastleigh|Mechanic workshop - staff register|Apprenticeship intake - Aba|Fomu ya kituo cha masomo ya ziada|Takardar neman aiki - gidan mai|Fọ́ọ̀mù ìgbaniṣíṣẹ́ - ilé ìtajà ìwé|Akwụkwọ ndebanye aha nwa-boyi \(apprentice\)|Forex bureau - staff medical, Eastleigh|Hire purchase chat|POS agent application - rejected|Kituo cha mafuta \(filling station\) - ajira|Takardar kwamitin rijiya \(borehole\)|Ìwé ìgbaniṣíṣẹ́ - ilé epo|Akwụkwọ nkwekọrịta hire purchase|Solar PAYG - agent vetting, Kisumu|Mechanic workshop WhatsApp|Tangazo: Msikiti wa Jamia, |NUPENG says tanker drivers will resume loading at the depots from Monday\.|POS agent application)/;
  const GH_ZA = /^(?:Photo studio booking - graduation shoot, Kumasi|Ifomu ye-ejensi yabahlanzi \(cleaner agency\)|Iziko lokurisayikilisha - ubhaliso|Bestuurskool - inskrywing|Filling station attendant register - Tema|Chess club - junior registration, Durban|Balletskool - oudisievorm|Durbar of chiefs - seating list, Damongo|Irejista yeqembu le-chess|Ifomu yokubhalisa - isikolo sokuqhuba|Vulstasie - personeellêer|Filling station - shift swap request|Cleaner placement agency - client request|Iziko lokurisayikilisha - ukubhatala|Durbar - chiefs' registration, Tamale|Ifomu yokubhalisa - isikole sokushayela|Ifomu ye-ballet|Herwinningsentrum - verkoper registrasie|Tuition centre - parent form, Kumasi|Gardener placement agency - worker card|Irejista yabasebenzi - isiteshi sikaphethiloli \(filling station\)|Modelling agency - talent card, Accra|Ifomu lomsebenzi - i-ejensi yabahlanzi|Ifomu yokubhalisa - iqela le-chess|Verhuisingsmaatskappy - kwotasie|Filling station - staff complaint|Talent agency - model profile, Cape Town|Teatergroep - lidmaatskap|Durbar - invited guests|Ifomu lokuqasha - isiteshi sikaphethiloli|Ifomu yokubhalisa - iziko lokurisayikilisha|Bestuurskool - instrukteurlêer|Photo studio - campaign portrait order, Tamale|Chess club - committee list|Irejista ye-ejensi yabalimi zingadi \(gardener agency\)|Warehouse staff file - Tema Port|Irejista yabasebenzi - i-ejensi yabahlanzi|Ifomu - isikolo sokuqhuba \(driving school\)|Oortydvorm - vulstasie|Driving school - instructor file, Kumasi|Recycling buy-back centre - staff|Ifomu lomsebenzi - isitolo sezincwadi \(bookshop\)|Filling station - staff clock-in|Ukubhalisa - isikole sokushayela|Herwinningsentrum - betaling|Tuition centre - attendance, Accra|Cleaner placement agency - worker onboarding|Isitolo sezincwadi - ukungena kwabasebenzi|Tuition centre - pupil health sheet, Accra|Ifomu ye-ballet - impilo|Ifomu yokubhalisa - iziko lokufundisa \(tuition\)|Balletskool - mediese vorm|Modelling agency - model file, Accra|Driving school - learner medical, Pretoria|Irejista - i-ejensi yabalimi zingadi|Driving school - instructor vetting|Ifomu - i-ejensi yabahlanzi|Ifomu yokuqesha - isikolo sokuqhuba|Verhuisingsmaatskappy - personeel|Cyber café register - staff, Kumasi|Recycling buy-back centre - blacklist|Irejista - i-laundry|Die balletskool in |Durbar notice: the Ahmadiyya mission and the chiefs will plant trees at the |The Dagomba and Mamprusi chiefs will meet at the Tamale durbar grounds to plan the Damba festival\.|Durbar notice: NPP and NDC candidates will share the platform at the |Isaziso: i-EFF ne-ANC ziza kuba nentlanganiso yoluntu eKhayelitsha ngoLwesithathu\.|Police in )/;
  const GB_EU = /^(?:Yoga studio - new student health form|Fahrschule - Anmeldung|Clinique de chirurgie esthétique - questionnaire|Aanmelding jeugdorkest|Karta pracownika magazynu|Studio piercing - consenso|Reserva - restaurante, Valencia|Bakery order - celebration cake|Ausbildungsvertrag - Personalbogen|Fiche d'inscription - cours de yoga|Kandidatenformulier - quizshow|Ankieta - grupa fokusowa \(badanie rynku\)|Iscrizione corso di cucito|Reserva - restaurante|Focus group screener - supermarket study|Reality-Show - Bewerbungsbogen|Fiche candidat - agence de mannequins|Klantprofiel - coworkingruimte|Formularz - szkoła jazdy|Scheda - scuola di musica|Ficha - academia de danza \(ballet\)|Theatre company - emergency contacts|Yogastudio - Partnerkarte|Déclaration - atelier couture|Aanmelding balletschool volwassenen|Karta członkowska - klub szachowy|Prenotazione ristorante|Ficha de alumna - autoescuela|Focus group screener|Fahrschule - Vermerk|Fiche adhérent - club d'échecs|Huurovereenkomst coworking|Formularz przeprowadzki - firma przeprowadzkowa|Modulo iscrizione - corso di cucito|Reserva de restaurante - grupo|Overtime sheet - warehouse|Überstundenzettel - Lager|Bulletin de paie - heures supplémentaires|Verhuisbedrijf - personeelsdossier|Lista nadgodzin - magazyn|Ditta di traslochi - scheda dipendente|Parte de horas extra - almacén|Co-working space - access enrolment|Lager - Zeiterfassung|Salle de yoga - accès|Magazijn - toegangsregistratie|Szkoła jazdy - egzamin wewnętrzny|Supermercato - carta fedeltà|Alquiler vacacional - check-in|Theatre company - dancer medical declaration|Fahrschule - ärztliches Gutachten|Agence de mannequins - dossier médical|Personeelsdossier - verhuisbedrijf|Formularz - klub szachowy juniorów|Scuola di danza - certificato|Autoescuela - reconocimiento médico|Moving company - crew vetting|Umzugsfirma - Personalakte|Auto-école - dossier moniteur|Rijschool - instructeursdossier|Akta pracownika - magazyn|Autoscuola - scheda istruttore|Empresa de mudanzas - ficha|La clinique de chirurgie esthétique de |De hindoetempel in |L'agence de mannequins de |Szkoła jazdy w |The theatre in |Die Fahrschulen in |CCOO y UGT convocan huelga en los almacenes logísticos de |Il supermercato di |The theatre company's dancers will run a 5k for a cystic fibrosis charity in |La polizia di)/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, POS agent, solar PAYG, Lagos, Kano, Kisumu, Eastleigh and borehole records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, durbar, Kumasi, Accra, Tema and recycling buy-back records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK yoga, focus group, theatre and moving company records in the UK and EU', () => {
    assert.equal(HELDOUT46_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => [NG_KE, GH_ZA, GB_EU].filter((re) => re.test(r.text)).length !== 1).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|-|prefer not to say|not known|not done|not stated|no record|no convictions|néant|keine|keine angabe|hakuna|geen|babu|akukho|brak|nie ingevul nie|niemand nie|no realizado|haijapimwa|nie gedoen nie)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks a blood group, a negative result, preventive medication and a condition-named clinic as health, as the brief\'s policy asks', () => {
    const health = new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === CODES.H).map((s) => s.text)));
    for (const v of ['O+', 'AB-', 'negativo', 'PrEP', 'TB clinic', 'diabetes clinic']) assert.ok(health.has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (408 gold spans)', () => {
    const negatives = HELDOUT46_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 408);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT46_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT46_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT46_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 47', () => {
  const rows = buildSet(HELDOUT47_TEMPLATES, 'heldout47', 2, 4747);
  const where = (re: RegExp) => new Set(rows.filter((r) => re.test(r.text)).map((r) => r.jurisdiction));
  // Each template's first line (up to its first slot), by the pair it was written for.
  const NG_KE = /^(?:Vet clinic - pet owner registration, Lekki|Fomu ya kukodisha gari \(car rental\) - Mombasa|Rajistar mahautan kasuwa \(abattoir\) - Kano|Ìwé ìforúkọsílẹ̀ ilé ẹ̀kọ́ èdè \(language school\)|Akwụkwọ ndebanye aha - ụlọ ahịa anụ \(butchery\), Enugu|Karaoke bar - staff WhatsApp, Port Harcourt|Safari lodge - guest pre-arrival form, Maasai Mara|Event hall booking - Ikeja|Usajili wa mchinjaji - machinjio \(abattoir\), Kiamaiko|Takardar dilan gas \(LPG\) - Zaria|Ìwé ìforúkọsílẹ̀ ilé ìwòsàn ẹranko \(vet clinic\)|Akwụkwọ ndebanye aha - ụlọ mbipụta akwụkwọ \(printing press\)|Panel beater WhatsApp - Warri|Toll station staff roster - Nairobi Expressway|Clearing agent - staff file, Apapa|Fomu ya kuomba kazi - hoteli ya kitalii \(safari lodge\), Narok|Rajistar masu kiwon kaji \(poultry\) - Kaduna|Ìwé ìforúkọsílẹ̀ - ilé ìtajà wúrà \(jeweller\)|Akwụkwọ ndebanye aha - ndị na-azụ ígwè \(scrap dealers\), Nnewi|Nightclub bouncer report - Lekki|Coding bootcamp - scholarship form, Nairobi|Guest house register - Ibadan|Ujumbe wa WhatsApp - klabu ya karaoke, Mombasa|Rahoton mai gadin gidan rawa \(nightclub\) - Abuja|Ìfiránṣẹ́ WhatsApp - ẹgbẹ́ olùka ìwé \(book club\)|Ozi WhatsApp - ndị na-agba snooker, Onitsha|Car rental chat - Abuja|Safari booking - honeymoon package, Diani|Printing press - job order, Mushin|Fomu ya mwanachama - chama cha wafugaji nyuki \(beekeeping\), Baringo|Rajistar masu sayar da gas \(LPG\) - Bauchi|Ìwé ìforúkọsílẹ̀ - ẹgbẹ́ àwọn olùtà ẹran \(butchers\)|Akwụkwọ ndebanye aha - ndị na-ere akụrụngwa ụgbọ ala \(spare parts\), Nnewi|Towing service WhatsApp - Abuja|Fibre installation - order, Kisumu|Abattoir staff register - Bodija|Rejista ya wafanyakazi - kiwanda cha ngozi \(tannery\), Thika|Takardar ma'aikacin kamfanin saka \(textile\) - Kano|Ìwé òṣìṣẹ́ - ilé iṣẹ́ ọtí \(brewery\), Ìbàdàn|Akwụkwọ ọrụ - ụlọ ọrụ mmepụta akwa \(textile\), Aba|Toll plaza staff WhatsApp - Lekki|Safari lodge - staff file, Naivasha|Clearing agent - port access, Apapa|Usajili wa wakala wa tokeni za umeme \(prepaid\)|Rajistar ma'aikatan hakar ma'adinai \(mining\) - Zamfara|Ìwé ìforúkọsílẹ̀ - ilé ìtajà gáàsì \(LPG\)|Akwụkwọ ndebanye aha - ụlọ ịkwụ ụgwọ okporo ụzọ \(toll\)|Internet installation WhatsApp - Ikeja|Flight school - student access, Wilson Airport|Coding bootcamp - scholarship medical, Yaba|Fomu ya kujiunga - klabu ya kriketi, Nairobi|Takardar makarantar koyon tukin jirgin sama \(flight school\) - Zaria|Ìwé ìforúkọsílẹ̀ - ilé ìtajà aṣọ ìgbéyàwó \(bridal shop\)|Akwụkwọ ndebanye aha - ụlọ ọrụ ọkụkọ \(poultry farm\)|Bridal shop WhatsApp - Enugu|Safari lodge - staff medical, Samburu|Clearing agent licence renewal - Apapa|Ombi la kazi - mlinzi wa mbuga \(game ranger\), Tsavo|Takardar neman aiki - kamfanin saka, Kaduna|Ìwé ìgbaniṣíṣẹ́ - ilé àlejò \(guest house\)|Akwụkwọ ọrụ - ndị na-azụ ígwè \(scrap\)|Tyre shop WhatsApp - Aba|Fibre installer vetting - Nairobi|Vet clinic - consultation note, Lekki|Health officials in |Sanarwa: masallacin Juma'a na |Coding bootcamp - health sheet, Yaba|Rahoto: 'yan sanda a )/;
  const GH_ZA = /^(?:Cocoa purchasing clerk register - Goaso|Ifomu yesikole sokugibela amahhashi \(horse riding\)|Ifom yesikolo sokuqhuba inqwelomoya \(flight school\)|Mynwerker - mediese kaart, Rustenburg|Trampoline park - jump waiver, Centurion|Nail salon booking - Osu|Irejista yabasebenzi - ibhulohwe \(brewery\), eThekwini|Guest house register - Cape Coast|Ifomu lokubhalisa - iqembu le-cricket|Irejista yabasebenzi - i-toll plaza|Slaghuis - personeelkaart|Zoo volunteer form - Johannesburg|Videographer booking - Kumasi|Ifomu yokuqasha imoto \(car rental\) - eThekwini|Shea butter cooperative - members, Bolgatanga|Irejista yabasebenzi - imayini \(mine\), eRustenburg|Irejista yokuthenga umbane \(prepaid meter\)|Wildtuin - veldwagterlêer|Freight forwarder - staff record, Tema|Campsite booking - Drakensberg|Gold buyer licence file - Obuasi|Videographer booking - Accra|Isikhalazo sesisebenzi - i-bowling club|Ifom yeklabhu yeencwadi \(book club\)|Kampeerterrein - bespreking|Florist order - Sea Point|Hackathon registration - Accra|Game lodge - staff file, Hoedspruit|Cocoa purchasing clerk file - Sefwi Wiawso|Irejista yabadayisi - isitolo samathayi \(tyre shop\), uMlazi|Irejista yabasebenzi - ifama yeediliya, Stellenbosch|Wynplaas - personeellêer|Event hall booking - Kumasi|Panel beater - customer file, Soweto|Lodge register - Ho|Mine staff file - Tarkwa|Irejista yabasebenzi - imayini|Slaghuis - salarisstrokie|Toll booth collector file - Accra-Tema motorway|Car rental - staff file, OR Tambo|Printing press - staff, Accra|Cocoa farmer payment - LBC, Dunkwa|Ukungena kwabasebenzi - imayini|Ukubhalisa - i-car rental, eMonti|Wildtuin - personeeltoegang|Hackathon venue - entry, Accra Digital Centre|Toll plaza - staff register, N3|Guest house - check-in, Takoradi|Cocoa cooperative - youth apprentice medical, Goaso|Ifomu yokubhalisa - isikole sokugibela amahhashi|Ifom yabasebenzi - i-lodge, eKapa|Vlieskool - mediese verslag|Hackathon - travel grant medical|Game ranger - medical, Kruger|Gold buyer - staff medical, Tarkwa|Gold buyer licence application - Obuasi|Ifomu yokuqasha - isitolo sikabhusha \(butchery\)|Ifom yokuqesha - i-lodge, eQonce|Slotmaker - aansoek \(locksmith\)|Lodge register - staff vetting, Kintampo|Towing company - driver vetting, Johannesburg|Cocoa purchasing clerk - dismissal note|Isaziso: izikhulu zezempilo zithi izinkomo ezi-3 esilaheni sase-|Guest house notice: the Methodist church next door holds its harvest on Sunday; expect traffic on the |The Presbyterian church at |The shea butter cooperatives of the Frafra and Kusasi areas will show their products at the |Tema freight forwarders say Ewe, Ga and Fante translations of the new customs guide are ready\.|The Accra hackathon's organisers say sessions on LGBTQ\+ inclusion and on accessibility will run on day two\.|Cocoa purchasing clerks in |Isaziso: i-ANC ne-DA ziza kuxoxa ngemisebenzi yasezifama zeediliya e-|The Ghana Mineworkers' Union says talks with the Tarkwa mines on a new wage deal will resume next week\.|Abasebenzi bezindawo zokuqasha iimoto e-|Riding school - vet record, Midrand|Isifundo sesayensi: izakhi zofuzo \(genes\) zithwala imininingwane yezici zomuntu, njengombala wamehlo\.|Police in )/;
  const GB_EU = /^(?:Au pair agency - host family profile|Reitstall - Reitschülerbogen|Escape game - décharge de responsabilité|Zeilclub - ledenformulier|Szkoła językowa - karta kursanta|Alquiler de coches - conductor adicional|Circo - scheda medica artista|Book club - members list|Brauerei - Personalbogen|Agence de chauffeurs VTC - fiche|Bloemist - bestelling|Kręgielnia - liga firmowa|Academia de idiomas - ficha|Notaio - scheda cliente|Cricket club - membership, Bradford|Zirkus - Artistenvertrag|Cinéma - fiche employé|Taalschool - intakeformulier|Wypożyczalnia samochodów - notatka|Bodega - visita enológica|Noleggio con conducente - scheda autista|Karaoke bar - staff incident log|Segelverein - Mitgliedsantrag|Agence de voyages - safari de noces|Bruidswinkel - afspraak|Paintball - zapis drużyny|Floristería - pedido|Scuola di lingue - scheda|Chauffeur company - booking|Weinprobe - Gruppenbuchung|Fleuriste - commande|Camping - reservering|Kwiaciarnia - zamówienie|Escuela de idiomas - ficha|Macelleria - scheda cliente|Cinema - staff file|Brauerei - Lohnabrechnung|Abattoir - fiche salarié|Vliegschool - personeelsdossier|Kopalnia - karta pracownika|Cine - ficha de empleado|Macello - scheda dipendente|Zoo - keeper access|Autovermietung - Schlüsselbox|Brasserie artisanale - pointeuse|Vliegschool - toegang|Kino - karta pracownika|Camping - acceso|Notaio - identificazione|Au pair agency - au pair medical|Segelschule - Tauglichkeit|Cirque - dossier artiste|Au-pairbureau - medische verklaring|Szkoła lotnicza - orzeczenie|Hípica - ficha de jinete|Scuola di volo - idoneità|Locksmith - apprentice vetting|Autovermietung - Fahrerakte|Centre équestre - dossier moniteur|Slotenmaker - personeelsdossier|Złomowisko - karta pracownika|Zoo - ficha de cuidador|Gioielleria - scheda dipendente|Reitstall - Tierarztbericht|De bloemist naast de gereformeerde kerk in |La academia de idiomas de |Der Zirkus in |Il museo di |La marche des fiertés de |Die Weinprobe im Rathaus |Die NGG ruft die Beschäftigten der Brauereien in |The zoo in |The Au Pair Society's newsletter explains in plain words how genes, mutations and carriers work, for host children's homework\.|Centre équestre - fiche cheval|In )/;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Abuja, Kano, Nairobi, Mombasa and safari lodge records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, cocoa, Accra, Kumasi, Tarkwa and Drakensberg records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK au pair, cricket, locksmith and cinema records in the UK and EU', () => {
    assert.equal(HELDOUT47_TEMPLATES.length % 3, 0);
    assert.deepEqual([...where(NG_KE)].sort(), ['KE', 'NG']);
    assert.deepEqual([...where(GH_ZA)].sort(), ['GH', 'ZA']);
    assert.deepEqual([...where(GB_EU)].sort(), ['EU', 'GB']);
    assert.deepEqual(
      rows.filter((r) => [NG_KE, GH_ZA, GB_EU].filter((re) => re.test(r.text)).length !== 1).map((r) => r.id),
      [],
    );
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|-|prefer not to say|not known|not done|not stated|no record|no convictions|none declared|not a member|néant|aucun|ninguno|ninguna|keine|nicht erhoben|hakuna|geen|geen opgave|babu|akukho|brak|nie ingevul nie|nie verstrek nie|ba a yi ba|hakijafanywa|alwenziwanga)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks a blood group, a negative result, preventive medication and a condition-named clinic as health, as the policy of set 46 asks', () => {
    const health = new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === CODES.H).map((s) => s.text)));
    for (const v of ['B+', 'A-', 'negative', 'negativo', 'PrEP', 'diabetes clinic']) assert.ok(health.has(v), v);
  });

  it('marks no finding of an animal named beside its owner (a dog at a vet clinic, horses at a stable, cattle at an abattoir), the policy addition of its header', () => {
    const animal = rows.filter((r) => /Patient: Bingo|Pferd:|Horse:|Cheval :|izinkomo ezi-3/.test(r.text));
    assert.equal(animal.length, 10);
    for (const r of animal) assert.deepEqual(r.spans, [], r.id);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (410 gold spans)', () => {
    const negatives = HELDOUT47_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 410);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT47_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT47_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT47_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 48', () => {
  const rows = buildSet(HELDOUT48_TEMPLATES, 'heldout48', 2, 4848);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Dry cleaner - staff file, Surulere",
    "Fomu ya mfanyakazi - shamba la chai (tea estate), Kericho",
    "Takardar ma'aikaci - masana'antar shinkafa (rice mill), Kano",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ gbẹ́nàgbẹ́nà (carpentry), Abẹ́òkúta",
    "Fish farm - staff medical, Sagana",
    "Tent & chair hire WhatsApp - Onitsha",
    "Fomu ya mchangiaji damu (blood donation) - Nakuru",
    "Laundromat loyalty card - Yaba",
    "Fomu ya mwanachama - ushirika wa maziwa (dairy), Ol Kalou",
    "Takardar mai gyaran waya (phone repair) - Kaduna",
    "Ìwé ìforúkọsílẹ̀ - ilé ìtajà aṣọ òkìrìkà (thrift), Ìbàdàn",
    "Kilimanjaro trek - porter file, Loitokitok",
    "Car dealer - sales staff, Ngara",
    "Akwụkwọ ndebanye aha - ndị na-akpụ ite (pottery), Inyi",
    "Domestic staff agency - cook profile, Ikoyi",
    "Fomu ya fundi bomba (plumber) - Eldoret",
    "Takardar mai walda (welder) - Sokoto",
    "Ìwé ìforúkọsílẹ̀ - ẹgbẹ́ àwọn alágbẹ̀dẹ (blacksmiths), Ògbóm",
    "Tour operator - driver-guide profile, Nanyuki",
    "Phone repair shop WhatsApp - Ikeja",
    "Rejista ya mafundi wa kuchomelea (welders) - Mombasa",
    "Coworking space - joint desk booking, Victoria Island",
    "Fomu ya mpangaji - hosteli ya wanafunzi (student hall), Nair",
    "Ìwé ìforúkọsílẹ̀ - ẹ̀kọ́ dùrù (piano lessons), Èkó",
    "Delivery riders group chat - Lekki",
    "Clinical trial - screening notes, Kisumu",
    "Ripoti ya msimamizi - bustani ya maji (water park), Mombasa",
    "Rahoton masana'antar shinkafa (rice mill) - Kano",
    "Newspaper vendors association - executives, Ibadan",
    "Fomu ya mfanyakazi - kiwanda cha mbao (sawmill), Elburgon",
    "Akwụkwọ ndebanye aha - ndị na-akpụ osisi (carving), Awka",
    "Takardar direban jirgin ƙasa (railway) - Kaduna",
    "Tea estate - clerk file, Kericho",
    "Water park staff WhatsApp - Abuja",
    "Usajili wa wauzaji samaki (fishmongers) - Kisumu",
    "Refinery - staff record, Port Harcourt",
    "Flower farm - payslip, Naivasha",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ ìfọṣọ (dry cleaning), Èkó",
    "Takardar ma'aikacin matatar mai (refinery) - Kaduna",
    "Rejista ya wafanyakazi - kiwanda cha pamba (cotton ginnery),",
    "Crane operators WhatsApp - Onne port",
    "SGR railway - staff file, Mombasa",
    "Rice mill - staff clock-in, Kano",
    "Rejista ya wafanyakazi - shamba la maua (flower farm), Naiva",
    "Takardar biyan kuɗi - masu sayar da kifi (fish), Sokoto",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ bíríkì (brick), Ọ̀yọ́",
    "SGR railway - staff gate, Nairobi terminus",
    "Akwụkwọ ọrụ - ụlọ ọrụ mmanụ (refinery), Port Harcourt",
    "Malipo ya wavuvi (fish farm) - Sagana",
    "Egg donor agency - donor profile, Lekki",
    "Fomu ya kambi ya likizo (summer camp) - Nairobi",
    "Ìwé ìforúkọsílẹ̀ - ilé ẹ̀kọ́ alágbàwọ̀ (boarding school), Ìj",
    "Takardar mai bayar da jini (blood donation) - Zaria",
    "Clinical trial - genotyping result, Kilifi",
    "Delivery riders group chat - Enugu",
    "Fomu ya mwanafunzi - shule ya bweni (boarding school), Nyeri",
    "Newspaper distributor - van driver vetting, Lagos",
    "Fomu ya dereva - kiwanda cha maziwa (dairy), Nakuru",
    "Takardar direban motar jarida (newspaper van) - Kano",
    "Ìwé ìgbaniṣíṣẹ́ - ilé ìtajà ohun èlò ìkọ̀wé (stationer), Ìbà",
    "Tour operator - driver vetting, Nairobi",
    "Akwụkwọ ọrụ - ndị na-akwa ụlọ (roofing), Owerri",
    "Usajili wa madereva - muuzaji wa magari (car dealer), Mombas",
    "Laundromat notice - Yaba: we close on Sunday mornings for th",
    "Kericho tea estate newsletter: malaria cases rise in the lon",
    "Sanarwa: cocin Katolika na ",
    "Ozi: ụka Katọlik dị n'akụkụ ụlọ ọrụ ite anyị ga-eme mmemme ụ",
    "Newspaper vendors association notice - Ibadan: papers will c",
    "Sanarwa: jiragen ƙasa daga Kaduna zuwa Abuja za su yi jinkir",
    "Flower farm notice - Naivasha: the ",
    "Rice mill notice - Kano: the fingerprint clock at gate 2 is ",
    "Boarding school health talk - Ijebu: know your genotype befo",
    "Newspaper distributor notice - Lagos: police arrested three ",
    "Ìkéde: àwọn ọlọ́pàá mú àwọn olè mẹ́ta ní ",
    "Domestic staff agency - menu note, Ikoyi: Efik soups (edikan",
    "Tour operator brochure - Nanyuki: visit a Samburu cultural v",
    "Coworking space - member chat, Victoria Island",
    "Hostel notice - Nairobi: the Pride film night in the common ",
  ];
  const GH_ZA = [
    "Cassava processing centre - worker card, Nsawam",
    "Ifomu lomsebenzi - inkampani yophahla (roofing), eThekwini",
    "Baksteenmakery (brick works) - personeelkaart, Worcester",
    "Kente weaving centre - apprentice card, Bonwire",
    "Ifom yomsebenzi - inkampani yokubulala izinambuzane (pest co",
    "Pottery workshop - volunteer form, Vume",
    "Sawmill - first-aid book, George",
    "Boarding school - housemother file, Cape Coast",
    "Ifomu yesisebenzi sasendlini (domestic worker) - eMgungundlo",
    "Dakwerkers (roofing) - personeellêer, Paarl",
    "Tour guide licence file - Elmina",
    "Cyber cafe - attendant file, Tamale",
    "Ifom yomsebenzi - ivenkile yokuhlamba iimpahla (laundromat),",
    "Shooting range - member file, Accra",
    "Fishmongers association - members, Elmina",
    "Go-kart track - marshal file, Kyalami",
    "Irejista yabasebenzi - i-water park, eThekwini",
    "Cotton ginnery - staff file, Tamale",
    "Soutpan (salt works) - personeelrekord, Kalahari",
    "Ifom yabasebenzi - i-aquarium, eBhayi",
    "Art gallery - artist residency form, Accra",
    "Student hall - roommate request, Legon",
    "Pottebakkery - klasbespreking, Prince Albert",
    "Isikhalazo - iklabhu yokuhamba ezintabeni (hiking club)",
    "Hairdressing salon - staff file, Osu",
    "Ingxelo - i-coworking, eKapa",
    "Auction house - staff file, Accra",
    "Pest control - technician vetting, Pretoria",
    "Cassava processors association - Kade",
    "Ifomu lomsebenzi - isitolo sefenisha (furniture), eMgungundl",
    "Melkery (dairy) - personeellêer, Darling",
    "Brick and block factory - staff file, Kumasi",
    "Ifom yomsebenzi - i-shipyard, eBhayi",
    "Antiques dealer - licence file, Accra",
    "Aquarium - volunteer guide, Gqeberha",
    "Railway workshop - staff file, Sekondi",
    "Iphepha lomholo - i-refinery, eThekwini",
    "Houtsaagmeule (sawmill) - salarisstrokie, Knysna",
    "Salt mining co. - worker file, Ada",
    "Ifom yomsebenzi - ifektri yezitena (brick)",
    "Timber firm - staff file, Samreboi",
    "Salt works - staff file, Coega",
    "Coworking space - member access, Accra",
    "Ukungena kwabasebenzi - i-refinery, eThekwini",
    "Melkery - klokkaart, Darling",
    "Kente weavers cooperative - loan payout, Bonwire",
    "Ukungena - i-aquarium, eBhayi",
    "Hairdressing academy - exam entry, Kumasi",
    "Car dealer - test drive form, Midrand",
    "Boarding school - medical form, Kumasi",
    "Klimklub - mediese vorm",
    "Ifomu lokubhalisa - ikamu yasehlobo (summer camp)",
    "Pilates studio - health intake, East Legon",
    "Ifom yomsebenzi - i-salt works, eBhayi",
    "Fish farm - staff file, Akosombo",
    "Egg donor agency - donor file, Cape Town",
    "Car dealer - sales staff vetting, Abossey Okai",
    "Skrynwerkery (carpentry) - keuring",
    "Irekhodi lomsebenzi - i-car dealer, eThekwini",
    "Auction house - bidder vetting, Accra",
    "Ifom yokuqesha - inkampani yokuthutha impahla (removals)",
    "Boarding school - staff vetting, Mampong",
    "Pest control - technician file, Durban",
    "Boarding school notice: speech day will be held at the Angli",
    "Brick works safety notice: silicosis is a risk in dusty shed",
    "Kennisgewing: die NG Kerk-saal in Worcester word Saterdag vi",
    "Isaziso: izifo zamaphaphu ezifana ne-TB zixhaphakile kwiinda",
    "Isaziso: i-ZCC izoba nomhlangano wePhasika eMoria; imigwaqo ",
    "Cassava processors association: prices fell after a ",
    "Brick and block factory notice: the ",
    "Salt works notice: a strike by ",
    "Coworking space news - Accra: we are replacing face recognit",
    "Klimklub nuusbrief: 'n lesing oor gene en hoogte-aanpassing ",
    "Car dealers association, Abossey Okai: a gang that stole sid",
    "Isaziso: amapolisa abambe abantu abathathu ngenxa yobusela b",
    "Fishmongers association notice: the Fante fish festival in E",
  ];
  const GB_EU = [
    "Hundesalon (Hundefriseur) - Mitarbeiterbogen",
    "SCAFFOLDING LTD - FIT TO WORK FORM (Leeds yard)",
    "Pressing - fiche salarié, Lyon 3e",
    "Bloemenkwekerij (flower farm) - personeelsdossier, Aalsmeer",
    "Stocznia Gdańsk - karta pracownika",
    "Taller de carpintería - ficha de aprendiz",
    "Cantiere navale - scheda sanitaria",
    "Student hall - resident application, Leicester",
    "Glaserei Brandt - Lohnbogen",
    "Pressing - fiche apprenti cordonnier",
    "Scheepswerf - personeelsdossier",
    "Climbing wall - instructor file, Sheffield",
    "Spływ kajakowy - zapis uczestnika",
    "Club de remo - ficha de socio",
    "Temp agency - equal opportunities monitoring",
    "Umzugsfirma - Personalbogen",
    "Brocante du dimanche - registre des exposants",
    "Kringloopwinkel - vrijwilligersformulier",
    "Hurtownia mebli - notatka kierownika",
    "Vetreria - scheda dipendente",
    "Marina - berth holder file, Southampton",
    "Pilates-Studio - Paarkurs",
    "Dog walking - client form, Brighton",
    "Club de plongée - fiche membre",
    "Roeivereniging - ledenlijst",
    "Obóz wspinaczkowy - lista uczestników",
    "Escuela de surf - ficha",
    "Laboratorio di ceramica - iscrizione corso",
    "Railway signal box - staff file",
    "Fahrradverleih - Mitarbeiterbogen",
    "Location de vélos - fiche salarié",
    "IJssalon - personeel",
    "Pracownia tapicerska - karta pracownika",
    "Tienda de antigüedades - ficha",
    "Galleria d'arte - scheda collaboratore",
    "Dock workers - shift roster, Felixstowe",
    "Werft - Lohnabrechnung",
    "Raffinerie - fiche salarié",
    "Steigerbouw - loonstrook",
    "PKP - karta pracownika",
    "Astillero - ficha de empleado",
    "Raffineria - scheda dipendente",
    "Shooting range - member file, Bisley",
    "Coworking-Schließfach - Zugang",
    "Parc d'attractions - pass annuel",
    "Jachthaven - ligplaatshouder",
    "Strzelnica - karta członka",
    "Parque acuático - abono de temporada",
    "Cantiere navale - presenze",
    "Scuba diving - medical declaration, Plymouth",
    "Surfschule - Gesundheitsfragebogen",
    "Club d'aviron - certificat",
    "Zomerkamp - aanmeldformulier",
    "Centrum nurkowe - ankieta zdrowotna",
    "Clínica estética - historia",
    "Scuola sub - scheda allievo",
    "Domestic worker agency - DBS notes",
    "Umzugsfirma - Führungszeugnis",
    "Société de déménagement - casier judiciaire",
    "Autohandel - VOG-aanvraag",
    "Agencja pracy tymczasowej - kandydat",
    "Empresa de mudanzas - antecedentes",
    "Agenzia interinale - casellario",
    "Student hall - directions: from the Sikh gurdwara on Narboro",
    "Pilates studio blog: Pilates can help many people with back ",
    "Pressing - avis : fermeture le 15 août (Assomption) ; réouve",
    "Climbing wall notice: closed on Christmas Day; the Jewish co",
    "Railway notice: trains to ",
    "IJssalon - nieuwsbrief: op de dag van de gemeenteraadsverkie",
    "Astillero - aviso: huelga convocada por los sindicatos el ju",
    "PKP - komunikat: związki zawodowe ogłosiły spór zbiorowy; ro",
    "Brocante du dimanche - affiche : exposition de bijoux berbèr",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi and Mombasa records fall in NG and KE, isiZulu, isiXhosa, Afrikaans, Accra, Kumasi and Elmina records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT48_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|-|prefer not to say|not known|not stated|not a member|none declared|néant|aucun|nessuna|keine|keine Angaben|hakuna|halijapimwa|hakijafanywa|geen|akukho|kò sí|ọ dịghị|brak|nie verstrek nie|sin incidencias)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks a common AA genotype as genetic, the policy addition of its header, and abbreviated faiths and monitoring categories as set 47 marks them', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    assert.ok(of(CODES.G!).has('AA'));
    for (const v of ['rk', 'SDA', 'Presby', 'ZCC', 'NG Kerk']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Coloured', 'Black British - Caribbean']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['O+', 'hasi', '0 Rh-']) assert.ok(of(CODES.H!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (424 gold spans)', () => {
    const negatives = HELDOUT48_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 424);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT48_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT48_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT48_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 49', () => {
  const rows = buildSet(HELDOUT49_TEMPLATES, 'heldout49', 2, 4949);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Palm oil mill - worker card, Ikot Ekpene",
    "Fomu ya mfanyakazi - shamba la parachichi (avocado orchard),",
    "Takardar direban tanka (tanker driver) - Kano/Maiduguri",
    "Ìwé òṣìṣẹ́ - oko ìgbín (snail farm), Ìkìrun",
    "Suya spot staff WhatsApp - Wuse",
    "Akwụkwọ onye ọrụ - ebe a na-azụ ezi (piggery), Nsukka",
    "Pyrethrum cooperative - picker register, Molo",
    "Hatchery (day-old chicks) - customer card, Ibadan",
    "Fomu ya mwanachama - chama cha wafugaji nyuki (apiary), Kitu",
    "Takardar mai sayar da gawayi (charcoal) - Zaria",
    "Ìwé ìforúkọsílẹ̀ - ilé oúnjẹ (bùkà / mama put), Òṣogbo",
    "Grasscutter farm WhatsApp - Ogbomoso",
    "Macadamia factory - shift roster remarks, Thika",
    "Akwụkwọ ndebanye aha - ndị na-ere gas (LPG), Aba",
    "Cashew warehouse - casual labour sheet, Ogbomoso",
    "Fomu ya mfanyakazi - shamba la mkonge (sisal), Voi",
    "Takardar mai sayar da ruwa (water vendor) - Kano",
    "Ìwé òṣìṣẹ́ - ilé ìtajà bàtà (shoe repair), Ọ̀yọ́",
    "Mama put customers group - Port Harcourt",
    "Meter reader (KPLC) - staff bio, Kakamega",
    "Akwụkwọ onye ọrụ - ebe a na-egwe mmanụ nkwụ (palm oil mill),",
    "Fashion boutique - staff emergency contact, Lekki",
    "Fomu - kibanda cha chakula cha haraka (fast food kiosk), Mom",
    "Takarda - masu zanen allon talla (billboard / signwriter), K",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ ìtẹ̀wé (printer), Ìbàdàn",
    "Laser tag arena staff chat - Ikeja",
    "Caddie master register - Karen",
    "Akwụkwọ onye ọrụ - ụlọ egwuregwu arcade, Enugu",
    "Charcoal dealers association - exco list, Oyo",
    "Fomu - soko la nyanya (tomato traders), Kirinyaga",
    "Takarda - masu sayar da gas (LPG), Bauchi",
    "Ìwé - ẹgbẹ́ àwọn olùtajà ata (pepper & ginger sellers), Ìbàd",
    "Barge operators WhatsApp - Lokoja",
    "Mushroom growers group - officials, Limuru",
    "Akwụkwọ - ndị na-arụ pipeline, Ọhaji",
    "Power station - payroll deductions, Ikorodu",
    "Hati ya mshahara - shamba la mkonge (sisal), Taveta",
    "Takardar albashi - direbobin lori (lorry), Kano",
    "Ìwé owó oṣù - ilé iṣẹ́ epo pupa (palm oil mill), Ọ̀kìtìpupa",
    "Meter readers group chat - Benin City",
    "Avocado packhouse - CBA check-off list, Murang'a",
    "Akwụkwọ ụgwọ ọnwa - ndị ọrụ ọkụ eletrik (electricians), Enug",
    "Consulate visa centre - applicant checklist, Abuja",
    "Fomu - wasafirishaji mizigo (freight forwarding), Mombasa",
    "Takarda - ofishin haraji (tax office), Sokoto",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ bàtà (shoe factory), Àbá",
    "Tanker drivers WhatsApp - Apapa",
    "Game reserve rangers - armoury log, Tsavo",
    "Akwụkwọ onye ọrụ - ndị na-ere mmiri (water vendors), Owerri",
    "Snail farmers cooperative - member health card, Ikire",
    "Fomu ya mwanariadha - kambi ya riadha, Iten",
    "Takarda - masu kiwon zomo (rabbit), Jos",
    "Ìwé ìforúkọsílẹ̀ - ilé ẹ̀kọ́ judo, Ìbàdàn",
    "Gas cylinder sellers WhatsApp - Warri",
    "Taekwondo club - medical form, Nakuru",
    "Akwụkwọ ndebanye aha - ụlọ egwuregwu mgba (wrestling), Abaka",
    "Borehole drillers association - member vetting, Minna",
    "Fomu - wauzaji kuni (firewood), Narok",
    "Takarda - direbobin tanka, Kaduna",
    "Ìwé àyẹ̀wò - òṣìṣẹ́ ilé oúnjẹ kíákíá (fast food), Èkó",
    "Key cutting kiosk WhatsApp - Ojuelegba",
    "Debt collectors - agent vetting, Kisumu",
    "Akwụkwọ - ndị na-ebu ibu (lorry park), Onitsha",
    "Palm oil mill - worker card, Ikorodu",
    "Fomu ya mfanyakazi - shamba la maembe (mango orchard), Makue",
    "Takardar direban tanka - Kaduna",
    "Ìwé ìròyìn - oko ìgbín (snail farm), Ìkìrun",
    "Suya spot WhatsApp - Wuse",
    "Akwụkwọ onye ọrụ - piggery, Nsukka",
    "Pyrethrum cooperative - notice, Molo",
    "Hatchery - customer card, Ibadan",
    "Fomu ya mwanachama - wafugaji nyuki, Kitui",
    "Takarda - masu sayar da gawayi, Zaria",
    "Mama put (bùkà) - menu board, Òṣogbo",
    "Tanker drivers association - notice, Apapa",
    "Akwụkwọ ozi - ebe a na-egwe mmanụ nkwụ, Ọka",
    "Ìwé iṣẹ́ - ilé iṣẹ́ ìtẹ̀wé (printer), Ìbàdàn",
    "Consulate visa centre - notice, Abuja",
    "Snail farmers cooperative - health talk, Ikire",
    "Borehole drillers association - notice, Minna",
  ];
  const GH_ZA = [
    "Cashew processing plant - staff file, Wenchi",
    "Ifomu yomsebenzi - ipulazi lamawolintshi (citrus orchard), L",
    "Mushroom farm - worker file, Kumasi (Twi notes)",
    "Wynkelder (winery) - seisoenwerker, Robertson",
    "Foromo ya mosebetsi - feedlot, Bothaville",
    "Bouncy castle hire - crew form, Tema",
    "CAPE PENINSULA CARAVAN PARK - resident caretaker file",
    "Basketball club - player form, Accra",
    "Ifomu yomsebenzi - isitishi samandla (power station), Lethab",
    "Boorwerk (drilling) - personeelkaart, Kathu",
    "Game reserve ranger file - Skukuza",
    "Foromo ya setho - sehlopha sa volleyball, Bloemfontein",
    "GRA tax office - staff welfare form, Takoradi",
    "Ifomu - abagadi be-substation (Eskom), Newcastle",
    "EEA1 - Gariep dam contractor",
    "Canoe builders association - member card, Keta",
    "Elektrisiën - vakleerling vorm, Upington",
    "Tanker drivers roster - Kumasi depot",
    "Ifomu - abaqhubi belori (lorry drivers), eBhayi",
    "Foromo ya mosebetsi - babetli ba ditsela (road construction)",
    "Volta bridge works - labour register, Adomi",
    "Magician & clown bookings - performer file, Osu",
    "Ifomu lomdlali - iklabhu ye-hockey, eThekwini",
    "Karavaanpark - huurder, Hartenbos",
    "Archery club - couples night list, Durban",
    "Foromo ya basebetsi - ofisi ya surveyor, Bloemfontein",
    "Beauty pageant - contestant vetting, Kumasi",
    "Squash club - locker list, Sandton",
    "Fishing charter - skipper file, Hout Bay",
    "Ifomu - abasebenzi be-asphalt, Pietermaritzburg",
    "Boord (citrus orchard) - voorman, Citrusdal",
    "Polo grounds - groom register, Accra",
    "Foromo ya setho - sehlopha sa basketball, Welkom",
    "Timeshare resort - staff profile, Ada Foah",
    "Ifomu yomsebenzi - ifama yeebhanana, Port St Johns",
    "Cargo handling - shop steward list, Tema",
    "Tenkwabestuurders (tanker drivers) - loonstrokie, Sasolburg",
    "Ifomu - abasebenzi bomgwaqo (road construction), Ladysmith",
    "Aburi botanical gardens - staff list",
    "Foromo ya moputso - polasi ya diapole (orchard), Ficksburg",
    "Hydroponics greenhouse - payslip, Brits",
    "Ifomu - abasebenzi besitishi samandla, Koeberg",
    "Cold room (fish) - staff access, Tema",
    "Ifomu - abasebenzi be-hatchery, Camperdown",
    "Wildreservaat - personeeltoegang, Pilanesberg",
    "Debt collection agency - field officer app, Kumasi",
    "Foromo - basebetsi ba polasi ya dinotshi (apiary), Clarens",
    "Bitumen depot - driver induction, Richards Bay",
    "Ifomu - iziko lomnxeba (call center), eMonti",
    "Volleyball academy - pre-participation screen, Accra",
    "Ifomu - iklabhu ye-handball, Soweto",
    "Ruitersentrum (equestrian) - ruiter, Paarl",
    "Glamping site - staff file, Aburi",
    "Foromo - basebetsi ba pipeline, Secunda",
    "Archaeology field school - participant form, Mapungubwe",
    "Ifomu - iklabhu ye-table tennis, eMonti",
    "Jockey licence application - Turffontein",
    "Ifomu - abakhi bamabhuloho (bridge), Tugela",
    "Hyser-tegnici (elevator) - agtergrondtoets",
    "Auctioneer licence vetting - Accra",
    "Foromo - basebetsi ba motlakase (electricians), Kroonstad",
    "Soup kitchen - volunteer screening, Mitchells Plain",
    "Ifomu yokuhlolwa - abagcini bezilwanyana (game reserve), eBh",
    "Cashew factory notice - Techiman",
    "Ifomu lomsebenzi - ipulazi lamawolintshi, Letsitele",
    "Mushroom farm news - Kumasi",
    "Wynkelder - personeelkaart, Robertson",
    "Bouncy castle hire - booking, Tema",
    "Caravan park - caretaker file, Hermanus",
    "Basketball club - notice, Accra",
    "Power station - visitor notice, Lethabo",
    "Drilling contractor - newsletter, Kathu",
    "Game reserve ranger file - Skukuza (2)",
    "GRA tax office - news",
    "Substation crew - weekly report, Newcastle",
    "Canoe builders association - notice, Keta",
    "Road construction - site notice, Welkom",
    "Magician & clown bookings - Osu",
    "Hockey club - social night, Durban",
    "Polo grounds - notice, Accra",
    "Auctioneer - sale notice, Accra",
  ];
  const GB_EU = [
    "Weingut Pfalz - Erntehelfer-Bogen",
    "LIFT & ESCALATOR ENGINEERS LTD - occupational health referra",
    "Centrum jeździeckie - karta instruktora",
    "Enforcement agents (bailiffs) - welfare return, Croydon offi",
    "Manege - vrijwilligersformulier (paardenpension)",
    "Escuela de esgrima - ficha de alumno adulto",
    "Scuola di tiro con l'arco - certificato medico sportivo",
    "Feuerwehr (Berufsfeuerwehr) - Personalbogen",
    "Ice rink - staff handbook sign-off, Nottingham",
    "Centre de tir à l'arc - fiche bénévole",
    "Luchtverkeersleiding - personeelsdossier",
    "Klub zapaśniczy - karta zawodnika",
    "Agencia de cobro de deudas - alta de empleado",
    "Tenuta vinicola - scheda dipendente",
    "Housing association - tenant equality monitoring, Hackney",
    "Archäologische Grabung - Teilnehmerbogen",
    "Racecourse - stable staff equal opportunities form, Newmarke",
    "Consulat - fiche agent local",
    "Woningcorporatie - huurdersdossier",
    "Agencja badań rynku - ankieter",
    "Comparsa de carnaval (Cádiz) - ficha de integrante",
    "Badminton club - membership (couple rate), Bristol",
    "Triathlon-Verein - Familienmitgliedschaft",
    "Club de volley - fiche licenciée",
    "Taxidermie / prepareerderij - personeelsdossier",
    "Klub judo - karta członka",
    "Club de baloncesto - ficha de socio",
    "Scuola di scherma - scheda socia",
    "Citizens law clinic - volunteer form, Glasgow",
    "Windpark Nordsee - Mitarbeiterprofil",
    "Planétarium - fiche animateur",
    "Sterrenwacht - vrijwilligerslijst",
    "Ogród botaniczny - karta pracownika",
    "Tasadores (valuers) - ficha de perito",
    "Noleggio yacht - scheda skipper",
    "Air traffic control - payslip",
    "Offshore-Bohrinsel - Lohnabrechnung",
    "Sapeurs-pompiers (SDIS) - fiche agent",
    "Binnenvaart (barge) - loonstrook",
    "Farma wiatrowa - pasek płacowy",
    "Empresa de asfaltado - nómina",
    "Ufficio tributi - cedolino",
    "Bingo hall - staff clocking, Blackpool",
    "Uhrmacherwerkstatt (watch repair) - Zutrittsliste",
    "Laser game / salle d'arcade - pointage",
    "Luchtvracht (air cargo) - toegangspas",
    "Lodowisko - ewidencja czasu pracy",
    "Salón de bingo - registro de jugadores",
    "Planetario - rilevazione presenze",
    "Falconry centre - staff file, Devon",
    "Brückenbau - betriebsärztlicher Bogen",
    "Cabinet de géomètre - médecine du travail",
    "Hockeyclub - sportkeuring",
    "Klub koszykówki - badania",
    "Taxidermia - revisión médica",
    "Perizie immobiliari (valuers) - visita medica",
    "Halfway house - resident intake, Manchester",
    "Schausteller (Kirmes) - Zuverlässigkeitsprüfung",
    "Agence de recouvrement - enquête de moralité",
    "Sloepverhuur - VOG-notitie",
    "Schronisko dla bezdomnych - karta mieszkańca",
    "Feriantes (atracciones) - antecedentes",
    "Noleggio gommoni - verifica casellario",
    "Weingut Mosel - Kellerführung",
    "Lift maintenance bulletin - Croydon",
    "Ośrodek jeździecki - komunikat",
    "Bailiff firm - vehicle log, Croydon",
    "Manege - nieuwsbrief",
    "Escuela de esgrima - aviso",
    "Scuola di tiro con l'arco - comunicato",
    "Feuerwehr - Personalbogen",
    "Ice rink - event listing, Nottingham",
    "Centre de tir à l'arc - fiche bénévole (2)",
    "Luchtverkeersleiding - nieuws",
    "Klub zapaśniczy - ogłoszenie",
    "Agencia de cobro de deudas - ficha",
    "Housing association - newsletter, Hackney",
    "Archäologische Grabung - Bericht",
    "Racecourse - racecard, Newmarket",
    "Consulat - note de service",
    "Woningcorporatie - nieuwsbrief",
    "Agencja badań rynku - skrypt ankiety",
    "Club de volley - communiqué",
    "Sterrenwacht - nieuws",
    "Falconry centre - blog, Devon",
    "Halfway house - staff rota, Manchester",
    "Noleggio gommoni - scheda dipendente",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi and Mombasa records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Accra, Kumasi and Tema records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT49_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|-|--|prefer not to say|not known|not stated|not done|not a member|none known|néant|RAS|nulla|nessuna|non indicata|hakuna|hakujazwa|babu|ba a faɗa ba|ba a rubuta ba|geen|akukho|ọ dịghị|ha ho letho|ha e a fanwa|nie verstrek nie|sin incidencias)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, as set 48 does, and abbreviated faiths, monitoring categories and aids as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'AC', 'SC']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['ev.', 'RCCG', 'ZCC']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Indian', 'Kleurling', 'Mixed - White and Black African', 'White - Irish']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['EpiPen', 'drip', 'blue inhaler', 'oxygen concentrator']) assert.ok(of(CODES.H!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (436 gold spans)', () => {
    const negatives = HELDOUT49_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 436);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT49_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT49_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT49_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 50', () => {
  const rows = buildSet(HELDOUT50_TEMPLATES, 'heldout50', 2, 5050);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Sachet water factory - staff medical, Onitsha",
    "Fomu ya mlinzi - kampuni ya ulinzi (security guards), Nakuru",
    "Takarda - masu gyaran taya (vulcaniser), Kaduna",
    "Ìwé òṣìṣẹ́ - ilé iṣẹ́ àdìrẹ (adire dyers), Abẹ́òkúta",
    "Akwụkwọ onye ọrụ - ụlọ ọrụ mattress, Nnewi",
    "Tuk-tuk owners SACCO - rider file, Malindi",
    "Vulcaniser boys WhatsApp - Ojota",
    "Kola nut traders association - member card, Ìbàdàn",
    "Fomu - duka la manukato (perfume shop), Mombasa",
    "Takarda - masu sayar da ruwan leda (sachet water), Katsina",
    "Ìwé - ilé ìtajà wig àti irun (wig shop), Ìbàdàn",
    "Akwụkwọ ndebanye aha - ndị na-ere akpụkpọ anụ (leather), Aba",
    "Data centre - night shift roster, Nairobi (Konza)",
    "Adire dyers WhatsApp - Itoku, Abẹ́òkúta",
    "Dredging company - site labour register, Lekki",
    "Fomu - wavuvi wa trawler, Lamu",
    "Takarda - masu sayar da goro (kola nut), Kano",
    "Ìwé - àwọn olùtajà ọṣẹ dúdú (black soap), Ọ̀yọ́",
    "Akwụkwọ - ndị na-ese photocopy, Nsukka",
    "Motorbike taxi SACCO - rider register, Kisumu",
    "Pool hall boys WhatsApp - Surulere",
    "Wig shop - staff file, Ikeja",
    "Fomu - saluni ya kusuka nywele (braiding salon), Nairobi",
    "Takarda - masu sayar da turare (perfume), Kano",
    "Ìwé - ilé ìtajà ohun ìṣeré (toy shop), Ìlọrin",
    "Akwụkwọ - ndị na-akwa ákwà mgbochi (curtain makers), Onitsha",
    "Locum pharmacists pool - profile, Kisumu",
    "Photocopy shop WhatsApp - Unilag gate",
    "Flour mill - staff profile, Kano",
    "Fomu - wauzaji wa juisi (juice vendors), Kisumu",
    "Takarda - masu gyaran babur (motorbike), Gombe",
    "Ìwé - ẹgbẹ́ àwọn ọlọ́jà ọṣẹ (soap sellers), Ìbàdàn",
    "Akwụkwọ - ndị na-ere mmiri sachet, Owerri",
    "Telecom mast site guards - roster, Machakos",
    "Sachet water distributors WhatsApp - Aba",
    "Flour mill - payroll, Apapa",
    "Hati ya mshahara - kiwanda cha sabuni (soap factory), Thika",
    "Takardar albashi - kamfanin fulawa (flour mill), Kano",
    "Ìwé owó oṣù - ilé iṣẹ́ omi sachet, Ìbàdàn",
    "Akwụkwọ ụgwọ ọnwa - ụlọ ọrụ mattress, Nnewi",
    "Posta Kenya - counter clerks check-off, Eldoret",
    "Security guards WhatsApp - Ikoyi",
    "Data centre - access list, Lekki",
    "Fomu - kituo cha mafuta (petrol station), Nakuru",
    "Takarda - tashar mai (petrol station), Kano",
    "Ìwé - ilé ìfìwéránṣẹ́ (post office), Ìbàdàn",
    "Akwụkwọ - ụlọ ọrụ flour mill, Enugu",
    "Matatu SACCO - driver app, Thika Road",
    "Flour mill staff WhatsApp - Apapa",
    "Sachet water factory - pre-employment medical, Ọ̀yọ́",
    "Fomu - bendi ya ngoma (drum band), Mombasa",
    "Takarda - masu sayar da goro (kola), Zaria",
    "Ìwé ìforúkọsílẹ̀ - ẹgbẹ́ scrabble, Ìbàdàn",
    "Akwụkwọ - ndị na-ere wig, Onitsha",
    "Juice bar chain - staff medical, Nairobi",
    "Toy shop WhatsApp - Balogun market",
    "Security guard company - guard vetting, Abuja",
    "Fomu - madereva wa tuk-tuk, Malindi",
    "Takarda - masu gadin kamfani (security guards), Kano",
    "Ìwé àyẹ̀wò - àwọn awakọ̀ kẹ̀kẹ́ Marwa (tricycle), Ìbàdàn",
    "Akwụkwọ nyocha - ndị nche (security guards), Enugu",
    "Weighbridge clerks - vetting, Mariakani",
    "Photocopy shop WhatsApp - Nsukka",
    "Sachet water factory - staff medical, Onitsha (2)",
    "Fomu ya mlinzi - kampuni ya ulinzi, Nakuru (2)",
    "Takarda - masu gyaran taya, Kaduna (2)",
    "Ìwé ìròyìn - àwọn aláràdìrẹ, Abẹ́òkúta",
    "Akwụkwọ onye ọrụ - ụlọ ọrụ mattress, Nnewi (2)",
    "Tuk-tuk owners SACCO - rider file, Malindi (2)",
    "Vulcaniser boys WhatsApp - Ojota (2)",
    "Kola nut traders association - member card, Ìbàdàn (2)",
    "Fomu - duka la manukato, Mombasa (2)",
    "Takarda - masu sayar da ruwan leda, Katsina (2)",
    "Ìwé - ilé ìtajà wig, Ìbàdàn (2)",
    "Akwụkwọ ozi - ndị na-ere akpụkpọ anụ, Aba",
    "Data centre - night shift roster, Nairobi (Konza) (2)",
    "Adire dyers WhatsApp - Itoku (2)",
    "Dredging company - site labour register, Lekki (2)",
    "Fomu - wavuvi wa trawler, Lamu (2)",
    "Takarda - masu sayar da goro, Kano (2)",
    "Ìwé - olùtajà ọṣẹ dúdú, Ọ̀yọ́ (2)",
    "Akwụkwọ - ndị na-ese photocopy, Nsukka (2)",
    "Motorbike taxi SACCO - rider register, Kisumu (2)",
    "Pool hall boys WhatsApp - Surulere (2)",
    "Wig shop - staff file, Ikeja (2)",
    "Fomu - saluni ya kusuka nywele, Nairobi (2)",
    "Takarda - masu sayar da turare, Kano (2)",
    "Ìwé - ilé ìtajà ohun ìṣeré, Ìlọrin (2)",
    "Akwụkwọ - ndị na-akwa ákwà mgbochi, Onitsha (2)",
    "Locum pharmacists pool - notice, Kisumu",
    "Sachet water distributors WhatsApp - Aba (2)",
    "Flour mill - payroll, Apapa (2)",
    "Weighbridge clerks - vetting, Mariakani (2)",
  ];
  const GH_ZA = [
    "Soap makers cooperative - member card, Kumasi",
    "Ifomu - abasebenzi befektri yamakhandlela (candle factory), ",
    "Popcorn sellers group - member list, Kejetia, Kumasi",
    "Weegbrug (weighbridge) - operateurskaart, Rustenburg",
    "Ifomu - abasebenzi be-dockyard, Gqeberha",
    "Foromo - basebetsi ba salt pan, Soutpan",
    "Ghana Post - counter staff sick note, Tamale",
    "Brass band (funeral band) - player file, Cape Coast",
    "Ifomu - abalindi (security guards), Umlazi",
    "Nkrataa - adwumayɛfo, sewage treatment, Teshie",
    "Petrolstasie - werknemerkaart, Kimberley",
    "Ifomu - abasebenzi be-bottling plant, Mthatha",
    "Foromo - basebetsi ba weighbridge, Ficksburg",
    "Trawler crew list - Tema fishing harbour",
    "Security company - PSIRA guard file, Pretoria",
    "Ada salt pan workers - register, Ada",
    "Ifomu - abasebenzi be-data centre, Midrand",
    "Diamantslypery - werknemer, Kimberley",
    "Ifomu - abasebenzi beoyster farm, Knysna",
    "Drum makers workshop - apprentice file, Kumasi",
    "Foromo - basebetsi ba fektheri ya dikerese (candle factory),",
    "CrossFit box - member waiver, Cape Town",
    "Recording studio - artiste file, Osu",
    "Ifomu - abasebenzi be-mattress factory, Hammarsdale",
    "Motorhandelaar (dealership) - mediese fonds, Bellville",
    "Ifomu - abasebenzi be-petrol station, Gqeberha",
    "Coastguard volunteers - welfare file, Takoradi",
    "Foromo - sehlopha sa scrabble, Mangaung",
    "Sewage works - shift supervisor file, Soshanguve",
    "Nkrataa - adwumayɛfo, bottling company, Kumasi",
    "Ifomu - abasebenzi be-toy factory, Isithebe",
    "Seewierplukkers (seaweed) - voorman, Paternoster",
    "Ifomu - abasebenzi beweighbridge, Komani",
    "Diamond winners (Akwatia) - licence file",
    "Foromo - basebetsi ba foundry, Vereeniging",
    "Security guards - payslip, Germiston",
    "Water board (GWCL) - staff list, Kumasi",
    "Ifomu - abasebenzi be-sewage works, Umlazi",
    "Diamantmyn sorteerders - loonstrokie, Kleinzee",
    "Ifomu - abasebenzi bechocolate factory, Gqeberha",
    "Nkrataa - adwumayɛfo, juice factory, Nsawam",
    "Foromo ya moputso - basebetsi ba mattress factory, Botshabel",
    "Diamond cutting works - vault access, Kimberley",
    "Morgue attendants - clock-in, Korle Bu",
    "Ifomu - abalindi (security), Durban",
    "Diamantslypery - toegang, Johannesburg",
    "Ifomu - abasebenzi be-telecom, Mthatha",
    "Nkrataa - security guards, Takoradi",
    "Foromo - basebetsi ba petrol station, Bethlehem",
    "Chiropractor - new patient intake, Durban",
    "Doula service - client intake, Accra",
    "Ifomu - abadlali be-drum (marching band), KwaMashu",
    "Oesterplaas (oyster farm) - mediese vorm, Knysna",
    "Ifomu - abadlali be-darts, Mthatha",
    "Maritime academy (lighthouse service) - cadet medical, Takor",
    "Foromo - basebetsi ba telecom, Qwaqwa",
    "Petrol station - cashier vetting, Polokwane",
    "Trawler crew vetting - Elmina",
    "Ifomu yokuhlolwa - abasebenzi be-diamond, Cullinan",
    "Sekuriteitsmaatskappy - PSIRA sifting, Bloemfontein",
    "Ifomu yokuhlolwa - abasebenzi be-dockyard, Gqeberha",
    "Nkrataa - post office, Koforidua",
    "Foromo - basebetsi ba data centre, Bloemfontein",
    "Soap makers cooperative - notice, Kumasi",
    "Ifomu - abasebenzi befektri yamakhandlela, Pinetown (2)",
    "Popcorn sellers group - notice, Kejetia",
    "Weegbrug - operateurskaart, Rustenburg (2)",
    "Ifomu - abasebenzi be-dockyard, Gqeberha (2)",
    "Foromo - basebetsi ba salt pan, Soutpan (2)",
    "Ghana Post - counter staff sick note, Tamale (2)",
    "Brass band (funeral band) - booking, Cape Coast",
    "Ifomu - abalindi, Umlazi (2)",
    "Nkrataa - adwumayɛfo, sewage treatment, Teshie (2)",
    "Petrolstasie - kennisgewing, Kimberley",
    "Ifomu - abasebenzi be-bottling plant, Mthatha (2)",
    "Foromo - basebetsi ba weighbridge, Ficksburg (2)",
    "Trawler crew list - Tema fishing harbour (2)",
    "Security company - PSIRA guard file, Pretoria (2)",
    "Ada salt pan workers - notice, Ada",
    "Ifomu - abasebenzi be-data centre, Midrand (2)",
    "Diamantslypery - werknemer, Kimberley (2)",
    "Ifomu - abasebenzi beoyster farm, Knysna (2)",
    "Drum makers workshop - notice, Kumasi",
    "Foromo - basebetsi ba fektheri ya dikerese, Botshabelo (2)",
    "CrossFit box - member waiver, Cape Town (2)",
    "Recording studio - artiste file, Osu (2)",
    "Ifomu - abasebenzi be-mattress factory, Hammarsdale (2)",
    "Motorhandelaar - mediese fonds, Bellville (2)",
    "Ifomu - abasebenzi be-petrol station, Gqeberha (2)",
    "Coastguard volunteers - welfare file, Takoradi (2)",
    "Foromo - basebetsi ba foundry, Vereeniging (2)",
    "Security guards - notice, Germiston",
    "Doula service - antenatal class, Accra",
  ];
  const GB_EU = [
    "Brennerei (distillery) - Arbeitsmedizin",
    "Lighthouse keepers association - volunteer health declaratio",
    "Chocolaterie - fiche d'aptitude",
    "Oesterkwekerij - medische verklaring, Yerseke",
    "Odlewnia (foundry) - orzeczenie lekarskie",
    "Fábrica de turrones y chocolate - reconocimiento médico",
    "Caseificio (cheese dairy) - idoneità",
    "Recording studio - engineer onboarding, Leeds",
    "Chocolatier - Personalfragebogen",
    "Kattenpension (cattery) - vrijwilligersformulier",
    "Bureau de poste - fiche agent",
    "Studio nagrań - umowa zlecenie",
    "Taller de guitarras (luthier) - ficha de aprendiz",
    "Distilleria - scheda dipendente",
    "Sub-post office - staff equality monitoring, Swansea",
    "Fonderie - fiche salarié",
    "Kaasboerderij - personeelsdossier",
    "Stacja paliw - ankieta pracownika",
    "Darts league - player equality form, Stoke",
    "Gasolinera - datos del empleado",
    "Cantiere navale (dockyard) - scheda",
    "Sauna & spa - joint membership, Brighton",
    "Destillerie - Familienversicherung",
    "Chocolaterie - mutuelle (ayants droit)",
    "Kaasmakerij - partnerregistratie",
    "Klub darta - karta członka",
    "Taller de tambores y percusión - ficha",
    "Pasticceria e cioccolateria - assegni familiari",
    "Sub-post office - postmaster conflict register, Swansea",
    "Käserei - Mitarbeiterprofil",
    "Fromagerie - fiche salarié",
    "Vuurtorenwachters (lighthouse) - vrijwilliger",
    "Warsztat wulkanizacyjny - karta pracownika",
    "Salinas (salt pan) - ficha del trabajador",
    "Saponificio - scheda",
    "Dockyard - shop stewards list, Devonport",
    "Gießerei - Entgeltabrechnung",
    "La Poste - bulletin de paie",
    "Kaasfabriek - loonstrook",
    "Stocznia (dockyard) - pasek płacowy",
    "Destilería - nómina",
    "Fonderia - cedolino",
    "Distillery bonded warehouse - access register, Speyside",
    "Rechenzentrum - Zutrittsberechtigung",
    "Centre de données - badge",
    "Destilleerderij - prikklok",
    "Centrum danych - kontrola dostępu",
    "Gimnasio crossfit - acceso",
    "Distilleria di grappa - controllo accessi",
    "Crossfit box - PAR-Q, Manchester",
    "Sauna-Club - Gesundheitsfragebogen",
    "Acupuncture - questionnaire patient",
    "Chiropractie - intakeformulier",
    "Klub crossfit - ankieta zdrowotna",
    "Clínica de acupuntura - ficha",
    "Studio di chiropratica - anamnesi",
    "Post office counter - vetting form, Cardiff",
    "Sicherheitsdienst - Bewacherregister",
    "Station-service - enquête préalable",
    "Bewakingsbedrijf - screening",
    "Agencja ochrony - weryfikacja",
    "Empresa de seguridad - antecedentes",
    "Vigilanza privata - casellario",
    "Brennerei - Betriebsausflug",
    "Lighthouse keepers association - newsletter, Cornwall",
    "Chocolaterie - note de service",
    "Oesterkwekerij - nieuwsbrief, Yerseke",
    "Odlewnia - komunikat",
    "Fábrica de turrones - aviso",
    "Caseificio - comunicato",
    "Recording studio - bookings, Leeds",
    "Chocolatier - Personalfragebogen (2)",
    "Kattenpension - nieuws",
    "Bureau de poste - horaires",
    "Studio nagrań - ogłoszenie",
    "Taller de guitarras - ficha (2)",
    "Distilleria - comunicato",
    "Sub-post office - notice, Swansea",
    "Fonderie - note",
    "Kaasboerderij - nieuws",
    "Stacja paliw - ogłoszenie",
    "Darts league - fixtures, Stoke",
    "Gasolinera - aviso",
    "Cantiere navale - comunicato",
    "Sauna & spa - notice, Brighton",
    "Destillerie - Familienversicherung (2)",
    "Chocolaterie - mutuelle (ayants droit) (2)",
    "Kaasmakerij - nieuws",
    "Klub darta - ogłoszenie",
    "Taller de tambores - aviso",
    "Saponificio - comunicato",
    "Distillery bonded warehouse - notice, Speyside",
    "Bewakingsbedrijf - nieuws",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi and Mombasa records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Accra, Kumasi and Gqeberha records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT50_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|not a member|none declared|keine|no consta|hakuna|hakujazwa|babu|ba a faɗa ba|ba a rubuta ba|kò sọ|geen|akukho|ọ dịghị|ha ho letho|ha e a fanwa|nie verstrek nie|verkies om nie te sê nie)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, as set 49 does, and abbreviated faiths, monitoring categories and aids as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'SC']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['röm.-kath.', 'SDA', 'ECWA', 'NG Kerk']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['African', 'Wit', 'Black British - Caribbean', 'White - Gypsy or Irish Traveller']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['hearing aids', 'kruk', 'apparecchio acustico']) assert.ok(of(CODES.H!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (420 gold spans)', () => {
    const negatives = HELDOUT50_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 420);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT50_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT50_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT50_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 51', () => {
  const rows = buildSet(HELDOUT51_TEMPLATES, 'heldout51', 2, 5151);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Catfish pond farm - worker medical, Ikorodu",
    "Fomu - wauzaji wa nyama choma, Kariokor, Nairobi",
    "Takarda - masu kiwon raƙumi (camel herders), Maiduguri",
    "Ìwé òṣìṣẹ́ - àwọn adẹ́mu (palm wine tappers), Ìjẹ̀bú-Òde",
    "Akwụkwọ onye ọrụ - ndị na-ese ákwà batik, Enugu",
    "Dispatch riders WhatsApp - Yaba",
    "Tilapia cage farm - diver fitness file, Dunga beach, Kisumu",
    "Shawarma spot - staff bio-data, Wuse, Abuja",
    "Fomu - wauzaji wa mandazi, Mombasa Old Town",
    "Takarda - masu sayar da taba (tobacco), Sokoto",
    "Ìwé - àwọn oníṣòwò ìlẹ̀kẹ̀ (bead sellers), Ìbàdàn",
    "Akwụkwọ - ndị na-akwa ákwà (weavers), Akwete",
    "Bole sellers WhatsApp - Port Harcourt",
    "Camel milk cooperative - member card, Isiolo",
    "Block moulding yard - casual labour list, Ikorodu",
    "Fomu - wachoma nyama (nyama choma), Kajiado",
    "Takarda - masu kiwon jaki (donkey), Kano",
    "Ìwé - àwọn agbẹ́gbà (calabash carvers), Ọ̀yọ́",
    "Akwụkwọ - ndị na-ere shawarma, Onitsha",
    "Goldsmith boys WhatsApp - Ariaria, Aba",
    "Tilapia traders - stall register, Kisumu Kibuye market",
    "DJ agency - artiste profile, Lekki",
    "Fomu - wauzaji wa shawarma, Nairobi CBD",
    "Takarda - masu dinki (seamstress), Kaduna",
    "Ìwé - àwọn olùtajà bọ̀lì (bole sellers), Ọ̀ṣogbo",
    "Akwụkwọ - ndị na-ebu ozi (dispatch riders), Owerri",
    "Chop bar girls WhatsApp - Ajegunle",
    "Mountain guides association - member file, Nanyuki",
    "Stone crusher site - foreman file, Ewekoro",
    "Fomu - wavuvi wa tilapia, Homa Bay",
    "Takarda - masu gyaran gilashin mota (windscreen), Kano",
    "Ìwé - ẹgbẹ́ àwọn olùtọ́jú ewúrẹ́ (goat rearers), Ṣakí",
    "Akwụkwọ - ndị na-eme blocks (block moulding), Nnewi",
    "Tow truck drivers WhatsApp - Berger",
    "Donkey cart owners group - officials, Naivasha",
    "Oil rig catering crew - payroll, Bonny Island",
    "Hati ya mshahara - kiwanda cha tumbaku (tobacco), Migori",
    "Takardar albashi - masu sayar da kayan zaki (sweets), Kano",
    "Ìwé owó oṣù - ilé iṣẹ́ ìpakúpa kòkòrò (fumigation), Èkó",
    "Akwụkwọ ụgwọ ọnwa - ụlọ ọrụ carpet, Aba",
    "School bus drivers WhatsApp - Ikeja GRA",
    "Ground handling staff - check-off list, JKIA",
    "Offshore oil rig - POB muster, Forcados",
    "Fomu - wachimba dhahabu (gold mine), Migori",
    "Takarda - masu hakar zinari (gold mine), Zamfara",
    "Ìwé - àwọn awakọ̀ bọ́ọ̀sì ilé ìwé (school bus), Abẹ́òkúta",
    "Akwụkwọ - ndị ọrụ ground handling, Enugu airport",
    "Waste pickers WhatsApp - Olusosun",
    "Tobacco buying centre - grower register, Migori",
    "Seamstress training centre - trainee medical, Ilorin",
    "Fomu - wafugaji wa mbuzi (goat farmers), Kitui",
    "Takarda - masu aikin rini (batik), Kano",
    "Ìwé - àwọn olùtajà kéèkì (cake sellers), Ìbàdàn",
    "Akwụkwọ - ndị na-azụ azụ̀ (catfish farmers), Umuahia",
    "Palm wine tappers WhatsApp - Ughelli",
    "Nyama choma joint - staff medical, Kasarani",
    "Dispatch riders company - rider vetting, Lagos Island",
    "Fomu - madereva wa school bus, Nakuru",
    "Takarda - masu tuƙa motar ɗaukar kaya (tow truck), Kano",
    "Ìwé àyẹ̀wò - àwọn olùtọ́jú adágún omi (pool cleaners), Lekki",
    "Akwụkwọ nyocha - ndị na-egwu ili (gravediggers), Nnewi",
    "Stone crusher boys WhatsApp - Ewekoro",
    "Fumigation company - technician vetting, Mombasa",
    "Catfish pond farm - worker medical, Ikorodu (2)",
    "Fomu - wauzaji wa nyama choma, Kariokor (2)",
    "Takarda - masu kiwon raƙumi, Maiduguri (2)",
    "Ìwé ìròyìn - àwọn adẹ́mu, Ìjẹ̀bú-Òde",
    "Akwụkwọ onye ọrụ - ndị na-ese ákwà batik, Enugu (2)",
    "Dispatch riders WhatsApp - Yaba (2)",
    "Tilapia cage farm - diver fitness file, Dunga beach, Kisumu ",
    "Shawarma spot - staff bio-data, Wuse, Abuja (2)",
    "Fomu - wauzaji wa mandazi, Mombasa Old Town (2)",
    "Labari - masu sayar da taba, Sokoto",
    "Ìwé - àwọn oníṣòwò ìlẹ̀kẹ̀, Ìbàdàn (2)",
    "Akwụkwọ ozi - ndị na-akwa ákwà, Akwete",
    "Bole sellers WhatsApp - Port Harcourt (2)",
    "Camel milk cooperative - notice, Isiolo",
    "Block moulding yard - casual labour list, Ikorodu (2)",
    "Fomu - wachoma nyama, Kajiado (2)",
    "Takarda - masu kiwon jaki, Kano (2)",
    "Ìwé - àwọn agbẹ́gbà, Ọ̀yọ́ (2)",
    "Akwụkwọ - ndị na-ere shawarma, Onitsha (2)",
    "Goldsmith boys WhatsApp - Ariaria, Aba (2)",
    "Tilapia traders - stall register, Kisumu Kibuye market (2)",
    "DJ agency - artiste profile, Lekki (2)",
    "Fomu - wauzaji wa shawarma, Nairobi CBD (2)",
    "Takarda - masu dinki, Kaduna (2)",
    "Ìwé - àwọn olùtajà bọ̀lì, Ọ̀ṣogbo (2)",
    "Akwụkwọ - ndị na-ebu ozi, Owerri (2)",
    "Chop bar girls WhatsApp - Ajegunle (2)",
    "Mountain guides association - member file, Nanyuki (2)",
    "Stone crusher site - foreman file, Ewekoro (2)",
    "Donkey cart owners group - notice, Naivasha",
  ];
  const GH_ZA = [
    "Galamsey task force - pit worker screening, Tarkwa",
    "Nkrataa - kenkey adwumayɛfo, Ga Mashie",
    "Ifomu - abasebenzi be-stone crusher, Inanda",
    "Ifom - abasebenzi be-block moulding yard, Khayelitsha",
    "Volstruisplaas (ostrich farm) - werkersgesondheid, Oudtshoor",
    "Foromo - basebetsi ba kiln ya ditene, Thaba Nchu",
    "Crocodile farm - handler medical, Hartbeespoort",
    "Waakye joint - staff file, Nima, Accra",
    "Nkrataa - chop bar adwumayɛfo, Kumasi",
    "Ifomu - abasebenzi be-carpet shop, Pietermaritzburg",
    "Ifom - abacoci bamachibi okuqubha (pool cleaners), eMonti",
    "Sleepwa (tow truck) - bestuurderslêer, Pretoria-Wes",
    "Foromo - bahwebi ba dikuku (cake sellers), Sebokeng",
    "Pool cleaning franchise - technician file, Durbanville",
    "Fish smoking cooperative - member register, Chorkor",
    "Nkrataa - bead adwumayɛfo, Odumase Krobo",
    "Ifomu - abasebenzi bamahlathi (forestry), Eshowe",
    "Ifom - abaqhubi be-school bus, Mthatha",
    "Bosboumaatskappy (forestry) - werkerslêer, George",
    "Foromo - bakhanni ba tow truck, Welkom",
    "Shisha lounge - staff file, Fordsburg",
    "Street food vendors - member file, Osu Oxford Street",
    "Nkrataa - spray painters, Suame Magazine",
    "Ifomu - abafaki bamathayili (tiling), Pinetown",
    "Ifom - abasebenzi be-animal shelter, eKapa",
    "Dierehawe (animal shelter) - vrywilliger, Stellenbosch",
    "Foromo - ba hloekisang difenstere (window cleaners), Bloemfo",
    "Cocktail bar - staff medical aid dependants, Sea Point",
    "Chop bar - manageress file, Adum, Kumasi",
    "Nkrataa - galamsey adwumayɛfo, Obuasi",
    "Ifomu - abasebenzi be-ground handling, King Shaka airport",
    "Ifom - abathengisi bokutya kwasesitratweni (street food), Kh",
    "Sleepdiens (breakdown) - personeel, Upington",
    "Foromo - basebetsi ba forestry, Sabie",
    "Waste pickers cooperative - committee list, Marie Louise lan",
    "Forestry guards - payslip, Sunyani",
    "Nkrataa - kiln adwumayɛfo, Tanoso",
    "Ifomu yeholo - abasebenzi be-boatyard, eThekwini",
    "Ifom yomvuzo - abasebenzi be-fumigation, Mthatha",
    "Tabakfabriek - loonstrokie, Paarl",
    "Foromo ya moputso - basebetsi ba school bus, Mangaung",
    "Gold mine - shaft payslip, Carletonville",
    "Gold mine (Obuasi) - shaft access",
    "Nkrataa - ground handling, Kotoka",
    "Ifomu - abasebenzi bemayini yegolide (gold mine), Carletonvi",
    "Ifom - abaqhubi be-tow truck, eMonti",
    "Goudmyn - toegangsbeheer, Welkom",
    "Foromo - bakhanni ba school bus, Botshabelo",
    "Airport ground handling - airside permit, OR Tambo",
    "Calabash carvers cooperative - health card, Bolgatanga",
    "Nkrataa - waakye adwumayɛfo, Nima",
    "Ifomu - abasebenzi be-shisha lounge, eThekwini",
    "Ifom - abasebenzi be-stone crusher, Mdantsane",
    "Krokodilplaas - werkersvorm, Bela-Bela",
    "Foromo - basebetsi ba carpet, Welkom",
    "Windscreen fitters - health screen, Centurion",
    "Tow truck operators - driver vetting, Kasoa",
    "Nkrataa - galamsey pit, Prestea",
    "Ifomu yokuhlolwa - abashayeli be-tow truck, eThekwini",
    "Ifom yokuhlolwa - abaqhubi be-school bus, eMonti",
    "Goudsmid - sifting, Johannesburg",
    "Foromo ya tlhahlobo - basebetsi ba gold mine, Virginia",
    "Pool cleaning franchise - technician vetting, Sandton",
    "Galamsey task force - notice, Tarkwa",
    "Nkrataa - kenkey adwumayɛfo, Ga Mashie (2)",
    "Ifomu - abasebenzi be-stone crusher, Inanda (2)",
    "Ifom - abasebenzi be-block moulding yard, Khayelitsha (2)",
    "Volstruisplaas - kennisgewing, Oudtshoorn",
    "Foromo - basebetsi ba kiln ya ditene, Thaba Nchu (2)",
    "Crocodile farm - safety notice, Hartbeespoort",
    "Waakye joint - notice, Nima",
    "Nkrataa - chop bar adwumayɛfo, Kumasi (2)",
    "Ifomu - abasebenzi be-carpet shop, Pietermaritzburg (2)",
    "Ifom - abacoci bamachibi okuqubha, eMonti (2)",
    "Sleepwa - bestuurderslêer, Pretoria-Wes (2)",
    "Foromo - bahwebi ba dikuku, Sebokeng (2)",
    "Pool cleaning franchise - technician file, Durbanville (2)",
    "Fish smoking cooperative - notice, Chorkor",
    "Nkrataa - bead adwumayɛfo, Odumase Krobo (2)",
    "Ifomu - abasebenzi bamahlathi, Eshowe (2)",
    "Ifom - abaqhubi be-school bus, Mthatha (2)",
    "Bosboumaatskappy - werkerslêer, George (2)",
    "Foromo - bakhanni ba tow truck, Welkom (2)",
    "Shisha lounge - staff file, Fordsburg (2)",
    "Street food vendors - member file, Osu Oxford Street (2)",
    "Nkrataa - spray painters, Suame Magazine (2)",
    "Ifomu - abafaki bamathayili, Pinetown (2)",
    "Ifom - abasebenzi be-animal shelter, eKapa (2)",
    "Dierehawe - vrywilliger, Stellenbosch (2)",
    "Foromo - ba hloekisang difenstere, Bloemfontein (2)",
    "Cocktail bar - staff medical aid dependants, Sea Point (2)",
    "Galamsey task force - pit worker screening, Tarkwa (2)",
    "Gold mine - shaft notice, Carletonville",
  ];
  const GB_EU = [
    "Chimney sweeps guild - apprentice health form, Sheffield",
    "Fensterputzer (window cleaners) - Eignungsuntersuchung",
    "Atelier de gâteaux (cake maker) - visite médicale",
    "Tegelzetter (tiling) - keuringsverklaring",
    "Kiosk z prasą (newsagent) - zaświadczenie lekarskie",
    "Chiringuito de cócteles (cocktail bar) - revisión médica",
    "Enoteca - scheda sanitaria del sommelier",
    "Chip shop - staff details, Bradford",
    "Dönerladen (kebab) - Personalbogen",
    "Tabac-presse (tobacconist) - fiche employé",
    "Snoepwinkel (sweet shop) - personeelskaart",
    "Ogródki działkowe (allotment) - deklaracja członkowska",
    "Transporte escolar (school bus) - ficha del conductor",
    "Friggitoria (street food) - scheda",
    "School meals service - kitchen staff equality form, Leiceste",
    "Shisha-Bar - Personalbogen",
    "Couturière (seamstress) - atelier de retouches, fiche",
    "Glazenwassersbedrijf (window cleaners) - personeelsdossier",
    "Pomoc drogowa (tow truck) - ankieta",
    "Churrería (street food) - ficha",
    "Kebab da asporto - scheda dipendente",
    "Greyhound stadium - kennel hand file, Romford",
    "Konditorei (cake shop) - Personalakte",
    "Chauffeur de bus scolaire - fiche",
    "Tapijtwinkel (carpet) - personeelskaart",
    "Schronisko dla zwierząt (animal shelter) - wolontariusz",
    "Coctelería - ficha de personal",
    "Sartoria (seamstress) - scheda",
    "Window cleaning round - franchise register, Swindon",
    "Tabakladen - Mitarbeiterprofil",
    "Ramonage (chimney sweep) - fiche salarié",
    "Volkstuin (allotment) - ledenadministratie",
    "Sklep z e-papierosami (vape shop) - karta pracownika",
    "Astillero de barcos (boat builder) - ficha",
    "Tabaccheria - scheda",
    "School meals service - payslip, Leicester",
    "Kaminkehrerbetrieb (chimney sweep) - Lohnabrechnung",
    "Fossoyeurs (gravediggers) - bulletin de paie",
    "Glazenwassersbedrijf - loonstrook",
    "Obsługa naziemna (ground handling) - pasek płacowy",
    "Empresa de fumigación - nómina",
    "Carrozzeria - verniciatori (spray painters) - cedolino",
    "Greyhound stadium - kennel access, Towcester",
    "Goldschmiede - Tresorzugang",
    "Orfèvrerie (goldsmith) - accès coffre",
    "Tabaksgroothandel - toegang magazijn",
    "Kopalnia złota (gold mine) - rejestracja",
    "Plataforma petrolífera (oil rig) - embarque",
    "Handling aeroportuale - badge",
    "Boat builders yard - pre-employment health questionnaire, Fa",
    "Bergführer (mountain guides) - Tauglichkeit",
    "Caviste et sommellerie - dossier médical",
    "Schoorsteenveger - keuring",
    "Grabarze (gravediggers) - badania",
    "Guías de montaña - ficha médica",
    "Catering scolastico (school meals) - scheda",
    "School bus escorts - DBS summary, Kent",
    "Abschleppdienst (tow truck) - Führungszeugnis",
    "Ramoneur - enquête préalable",
    "Hondenrenbaan (greyhound) - VOG-aanvraag",
    "Firma myjąca okna (window cleaners) - weryfikacja",
    "Grúas (tow truck) - antecedentes",
    "Spazzacamino (chimney sweep) - casellario",
    "Chimney sweeps guild - apprentice health form, Sheffield (2)",
    "Fensterputzer - Rundschreiben",
    "Atelier de gâteaux - annonce",
    "Tegelzetter - nieuwsbrief",
    "Kiosk z prasą - ogłoszenie",
    "Chiringuito de cócteles - aviso",
    "Enoteca - comunicato",
    "Chip shop - staff details, Bradford (2)",
    "Dönerladen - Aushang",
    "Tabac-presse - fiche employé (2)",
    "Snoepwinkel - mededeling",
    "Ogródki działkowe - ogłoszenie",
    "Transporte escolar - aviso",
    "Friggitoria - comunicato",
    "School meals service - kitchen staff equality form, Leiceste",
    "Shisha-Bar - Aushang",
    "Couturière - atelier de retouches, annonce",
    "Glazenwassersbedrijf - nieuws",
    "Pomoc drogowa - ogłoszenie",
    "Churrería - aviso",
    "Kebab da asporto - avviso",
    "Greyhound stadium - kennel hand file, Romford (2)",
    "Konditorei - Aushang",
    "Chauffeur de bus scolaire - fiche (2)",
    "Tapijtwinkel - personeelskaart (2)",
    "Schronisko dla zwierząt - ogłoszenie",
    "Coctelería - aviso",
    "Catering scolastico - comunicato",
    "Window cleaning round - notice, Swindon",
    "Boat builders yard - newsletter, Falmouth",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi and Kisumu records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Accra, Kumasi and Durban records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT51_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|not a member|not a member of any party|none declared|fit, no restrictions|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|biribiara nni hɔ|ha ho letho|ha e a fanwa|ha ho a fanwa|nie verstrek nie|verkies om nie te sê nie|non renseignée)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, as set 50 does, and short faiths, monitoring categories, aids and carrier states as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'SC', 'AC', 'sickle cell trait', 'nosiciel mutacji CFTR']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['ZCC', 'ev.-luth.', 'Ahmadiyya', 'Rastafarian']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Indian', 'Kleurling', 'Asian or Asian British - Indian', 'Ga']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['prosthesis', 'colour blindness']) assert.ok(of(CODES.H!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (406 gold spans)', () => {
    const negatives = HELDOUT51_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 406);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT51_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT51_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT51_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 52', () => {
  const rows = buildSet(HELDOUT52_TEMPLATES, 'heldout52', 2, 5252);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Ice block factory - cold room staff medical, Ojo",
    "Fomu ya afya - walinzi wa wanyamapori (anti-poaching rangers",
    "Takarda - masu sayar da ruwa (mai ruwa), Kano",
    "Ìwé - àwọn aláṣọ òkè (aso oke weavers), Ìsẹ́yìn",
    "Akwụkwọ - ndị na-akpa ute (mat weavers), Abakaliki",
    "Okrika (bend-down) sellers WhatsApp - Katangua, Abule Egba",
    "Water tanker drivers - fitness to drive, Embakasi",
    "Canopy and chair hire - staff bio-data, Ikotun",
    "Fomu - wauzaji wa mitumba, Gikomba",
    "Takarda - masu gyaran taya (tyre repair), Zaria",
    "Ìwé - àwọn onílù gángan (talking drummers), Ọ̀ṣogbo",
    "Akwụkwọ - ndị na-ere okrika, Onitsha",
    "Sound system boys WhatsApp - Ajah",
    "Bureau de change operators - staff KYC, Wuse Zone 4",
    "Stevedores gang register - Apapa port",
    "Fomu - wafanyakazi wa boti za kuona nyangumi (whale watching",
    "Takarda - masu tuƙa keken doki (horse cart), Katsina",
    "Ìwé - àwọn atúmọ̀ èdè (translators), Ìlọrin",
    "Akwụkwọ - ndị na-egwu ájá (sand dredging), Onitsha",
    "Cycle couriers WhatsApp - Victoria Island",
    "Money transfer agents - agent KYC, Eastleigh",
    "Zip line park - staff welfare note, Obudu",
    "Fomu - wachezaji wa sarakasi (acrobats), Mombasa",
    "Takarda - masu sana'ar kwalliya (embroidery), Katsina",
    "Ìwé - àwọn olùtúmọ̀ èdè adití (sign language interpreters), ",
    "Akwụkwọ - ndị na-ese ihe na trophy (engravers), Aba",
    "Canopy boys WhatsApp - Ikotun",
    "Kite surfing school - instructor file, Diani",
    "Sand dredgers association - officers, Makoko",
    "Fomu - wachimbaji visima (well diggers), Machakos",
    "Takarda - masu sakar tabarma (mat weavers), Bida",
    "Ìwé - ẹgbẹ́ àwọn olùta yìnyín (ice block sellers), Ìbàdàn",
    "Akwụkwọ - ndị na-edozi umbrella (umbrella repairers), Nsukka",
    "Aso oke weavers WhatsApp - Ìsẹ́yìn",
    "Bamboo craft association - officials, Kakamega",
    "Stevedores - pay advice, Tin Can Island",
    "Hati ya mshahara - kiwanda cha barafu (ice block), Mombasa",
    "Takardar albashi - kamfanin sake sarrafa batir (battery recy",
    "Ìwé owó oṣù - ilé iṣẹ́ yìnyín (ice block factory), Ìkòròdú",
    "Akwụkwọ ụgwọ ọnwa - ụlọ ọrụ plastic recycling, Nnewi",
    "Stevedores WhatsApp - Apapa",
    "Anti-poaching rangers - payroll, Laikipia conservancy",
    "Bureau de change - vault access log, Lagos Island",
    "Fomu - wakala wa kutuma pesa (money transfer), Eastleigh",
    "Takarda - masu canjin kuɗi (bureau de change), Wapa, Kano",
    "Ìwé - àwọn olùṣọ́ ẹranko igbó (anti-poaching rangers), Old Ọ",
    "Akwụkwọ - ndị ọrụ container depot, Onne",
    "Savings group WhatsApp - Ajegunle",
    "Savings and credit group - member onboarding, Kisii",
    "Sound system hire - crew health card, Gwarinpa",
    "Fomu - wachuuzi wa kanga, Mombasa",
    "Takarda - masu saƙar hula (cap knitters), Kano",
    "Ìwé - àwọn aláràn ẹ̀wù (embroidery), Ìlọrin",
    "Akwụkwọ - ndị na-akpa ákwà (knitters), Aba",
    "Talking drummers WhatsApp - Ogbomoso",
    "Sign language interpreters pool - health declaration, Nairob",
    "Bureau de change - staff vetting, Wuse Zone 4",
    "Fomu - walinzi wa kuzuia ujangili (anti-poaching), Tsavo",
    "Takarda - masu gadin ƙofa (bouncers), Kaduna",
    "Ìwé àyẹ̀wò - àwọn olùṣọ́nà (bouncers), Ìbàdàn",
    "Akwụkwọ nyocha - ndị na-ebu ozi n'igwe (cycle couriers), Enu",
    "Ice block sellers WhatsApp - Mile 12",
    "Water tanker operators - driver vetting, Kiambu",
    "Ìwé ìròyìn - àwọn aláṣọ òkè, Ìsẹ́yìn",
    "Akwụkwọ - ndị na-akpa ute, Abakaliki (2)",
    "Labari - masu gyaran taya, Zaria",
    "Akwụkwọ ozi - ndị na-ere okrika, Onitsha",
    "Bureau de change - notice, Lagos Island",
    "Sound system hire - notice, Gwarinpa",
  ];
  const GH_ZA = [
    "Rubber plantation - tapper health card, Bonsaso",
    "Nkrataa - aborɔnoma (racing pigeons) ahwɛfo, Kasoa",
    "Ifomu - abasebenzi be-sound system hire, uMlazi",
    "Ifom - abasebenzi be-container depot, Gqeberha",
    "Dakdekker (roofer) - mediese vraelys, Bloemfontein-Noord",
    "Foromo - basebetsi ba ho cheka diliba (well diggers), Thaba ",
    "Whale watching boats - skipper medical, Hermanus",
    "Racing pigeon club - member card, Kasoa",
    "Nkrataa - nsuo lɔre (water tanker) akwankwaafo, Kasoa",
    "Ifomu - abaqaphi bemnyango (bouncers), eThekwini",
    "Ifom - abasebenzi be-e-waste recycling, Epping, eKapa",
    "Kleiduiwe-skietklub (clay pigeon) - lidmaatskap, Brits",
    "Foromo - bakhanni ba kariki ya dipere (horse cart), Thabong",
    "Snake park - handler file, Hartbeespoort",
    "Sand dredging crew - labour list, Ada Foah",
    "Nkrataa - adwumayɛfo a wɔsiesie kyinii (umbrella repairers),",
    "Ifomu - abasebenzi be-battery recycling, Germiston",
    "Ifom - abaqhubi be-ox cart, Tsolo",
    "Seilmaker (sail maker) - werkerslêer, Saldanha",
    "Foromo - bahoebi ba shweshwe, Phuthaditjhaba",
    "Bungee jump operator - staff file, Bloukrans",
    "Fairground - ride operator file, Brakpan",
    "Nkrataa - sound system adwumayɛfo, Dansoman",
    "Ifomu - abasebenzi be-canopy hire, KwaMashu",
    "Ifom - abasebenzi be-snake park, eMonti",
    "Valskermspring (skydiving) - lidlêer, Parys",
    "Foromo - basebetsi ba zip line, Clarens",
    "Steel pan band - member file, Woodstock, Cape Town",
    "Scrap and e-waste dealers - committee, Agbogbloshie",
    "Nkrataa - obroni wawu (second-hand clothes) adetɔnfo, Kantam",
    "Ifomu - abashayeli be-water tanker, Pietermaritzburg",
    "Ifom - abathengisi be-flea market, Gqeberha",
    "Bandherstel (tyre repair) - personeel, Kimberley",
    "Foromo - ba lokisang dithaere (tyre repair), Sebokeng",
    "Container depot - staff declarations, Tema",
    "Rubber plantation - payslip, Apemanim",
    "Akatua krataa - container depot adwumayɛfo, Tema",
    "Ifomu yeholo - abasebenzi be-container depot, eThekwini",
    "Ifom yomvuzo - abasebenzi be-plastic recycling, Dimbaza",
    "Seilmakery (sail maker) - loonstrokie, Saldanha",
    "Foromo ya moputso - basebetsi ba battery recycling, Vereenig",
    "Sail makers loft - payslip, Simon's Town",
    "Container depot - gate access, Tema",
    "Nkrataa - sika nsesa (bureau de change), Kejetia",
    "Ifomu - abasebenzi be-stevedoring, eThekwini port",
    "Ifom - abasebenzi be-bureau de change, Gqeberha",
    "Geldoordrag (money transfer) - agentregister, Mitchells Plai",
    "Foromo - basebetsi ba container depot, Harrismith",
    "Skydiving centre - hangar access, Mossel Bay",
    "Raffia weavers cooperative - health card, Sirigu",
    "Nkrataa - atumpan (talking drum) abɔfoɔ, Kumasi",
    "Ifomu - abasebenzi be-bungee jump, Oribi Gorge",
    "Ifom - abasebenzi be-whale watching, Hermanus",
    "Bungee-springklub - mediese vorm, Plettenbergbaai",
    "Foromo - basebetsi ba raffia, Qwaqwa",
    "Sand dredging crew - staff medical, Ada Foah",
    "Bouncers agency - door staff vetting, Osu",
    "Nkrataa - container depot adwumayɛfo, Tema",
    "Ifomu yokuhlolwa - abasebenzi be-pawnbroker, eThekwini",
    "Ifom yokuhlolwa - abasebenzi be-e-waste, Dimbaza",
    "Pandjieswinkel (pawnbroker) - sifting, Bellville",
    "Foromo ya tlhahlobo - bakhanni ba water tanker, Thabong",
    "Fairground ride crew - vetting, Nasrec",
    "Rubber plantation - notice, Bonsaso",
    "Dakdekker - kennisgewing, Bloemfontein-Noord",
    "Whale watching boats - notice, Hermanus",
    "Racing pigeon club - notice, Kasoa",
    "Snake park - notice, Hartbeespoort",
    "Sand dredging crew - notice, Ada Foah",
    "Scrap and e-waste dealers - notice, Agbogbloshie",
    "Rubber plantation - notice, Apemanim",
    "Container depot - gate notice, Tema",
    "Bouncers agency - notice, Osu",
  ];
  const GB_EU = [
    "Farrier apprenticeship - occupational health referral, Newma",
    "Heißluftballon-Fahrten (hot air balloon) - Tauglichkeit des ",
    "Parapente (paragliding) - certificat médical de non contre-i",
    "Kitesurfschool - gezondheidsverklaring instructeur",
    "Ośrodek nurkowy (scuba) - kwestionariusz medyczny",
    "Escuela de escalada (rock climbing) - ficha médica del monit",
    "Parco avventura (zip line) - idoneità istruttore",
    "Bowls club - membership form, Rhyl",
    "Geigenbau-Werkstatt (violin maker) - Personalbogen",
    "Atelier de reliure (bookbinder) - fiche salarié",
    "Duivensportvereniging (racing pigeons) - ledenlijst",
    "Lombard (pawnbroker) - karta pracownika",
    "Casa de empeños (pawnbroker) - ficha",
    "Compagnia di marionette (puppet theatre) - scheda",
    "Skittles league - player equality monitoring, Bristol",
    "Kletterhalle (rock climbing) - Mitarbeiterbogen",
    "Brocante (flea market) - registre des exposants",
    "Rommelmarkt (jumble sale) - vrijwilligerslijst",
    "Sklep charytatywny (charity shop) - ankieta wolontariusza",
    "Mercadillo (flea market) - registro de puestos",
    "Giostrai (fairground) - scheda",
    "Quiz night league - captain contact sheet, Brighton",
    "Kitesurf-Station - Personalakte",
    "Montgolfières (hot air balloon) - fiche pilote",
    "Poppentheater (puppet theatre) - personeelskaart",
    "Szkoła paralotniarstwa (paragliding) - karta kursanta",
    "Taller de bordado (embroidery) - ficha",
    "Mascalcia (farrier) - scheda",
    "Racing pigeon federation - officers list, Barnsley",
    "Taubenzüchterverein (racing pigeons) - Mitgliederliste",
    "Club de croquet - annuaire des membres",
    "Kringloopwinkel (charity shop) - vrijwilligersbestand",
    "Giełda staroci (flea market) - wystawcy",
    "Rastro (flea market) - registro de vendedores",
    "Banco dei pegni (pawnbroker) - scheda",
    "Puppet theatre company - payslip, Norwich",
    "Geigenbau - Entgeltabrechnung",
    "Pompes funèbres (undertaker) - bulletin de paie",
    "Containerterminal - loonstrook",
    "Terminal kontenerowy (container terminal) - pasek płacowy",
    "Estibadores (stevedores) - nómina",
    "Onoranze funebri (undertaker) - cedolino",
    "Pawnbroker - staff safe access, Glasgow",
    "Pfandhaus (pawnbroker) - Tresorzugang",
    "Bureau de change - accès salle des coffres",
    "Pandjeshuis (pawnbroker) - kluistoegang",
    "Kantor (bureau de change) - dostęp do skarbca",
    "Terminal de contenedores - control de acceso",
    "Banco dei pegni - accesso caveau",
    "Scuba diving school - medical questionnaire, Plymouth",
    "Tauchschule (scuba) - Gesundheitsfragebogen",
    "Atelier de broderie (embroidery) - dossier médical",
    "Ballonvaart (hot air balloon) - medische keuring",
    "Pracownia hafciarska (embroidery) - badania",
    "Escuela de parapente - ficha médica",
    "Liuteria (violin maker) - scheda medica",
    "Door supervisors - SIA licence check, Cardiff",
    "Pfandleihe - Führungszeugnis",
    "Brocanteur - enquête préalable",
    "Portiers (bouncers) - screening",
    "Lombard - weryfikacja pracownika",
    "Porteros de discoteca (bouncers) - antecedentes",
    "Buttafuori (bouncers) - casellario",
    "Heißluftballon-Fahrten - Aushang",
    "Parapente - annonce",
    "Kitesurfschool - nieuwsbrief",
    "Ośrodek nurkowy - ogłoszenie",
    "Escuela de escalada - aviso",
    "Parco avventura - comunicato",
    "Geigenbau-Werkstatt - Aushang",
    "Duivensportvereniging - mededeling",
    "Lombard - ogłoszenie",
    "Casa de empeños - aviso",
    "Compagnia di marionette - comunicato",
    "Kletterhalle - Aushang",
    "Brocante - annonce",
    "Rommelmarkt - aankondiging",
    "Sklep charytatywny - ogłoszenie",
    "Mercadillo - aviso",
    "Kitesurf-Station - Aushang",
    "Poppentheater - nieuwsbrief",
    "Szkoła paralotniarstwa - ogłoszenie",
    "Taller de bordado - aviso",
    "Racing pigeon federation - notice, Barnsley",
    "Containerterminal - mededeling",
    "Pfandhaus - Aushang",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi and Mombasa records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Accra, Tema and Durban records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT52_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|not a member|not a member of any party|none declared|fit, no restrictions|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|biribiara nni hɔ|ha ho letho|ha e a fanwa|ha ho a fanwa|nie verstrek nie|verkies om nie te sê nie|non renseignée)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, as set 51 does, and churches named as faiths, monitoring categories, a worn device, a voiceprint and carrier states as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'SC', 'AC', 'mojari wa sickle cell', 'GJB2 (connexin 26) variant']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['Deeper Life', 'ECWA', 'NG Kerk', 'iBandla lamaNazaretha', 'Kramo']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Coloured', 'White - Gypsy or Irish Traveller', 'Ewe', 'Somali']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['pacemaker']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['voiceprint', 'palm vein']) assert.ok(of(CODES.B!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (400 gold spans)', () => {
    const negatives = HELDOUT52_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 400);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT52_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT52_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT52_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 53', () => {
  const rows = buildSet(HELDOUT53_TEMPLATES, 'heldout53', 2, 5353);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Sugarcane cutters - clinic card, Mumias",
    "Fomu ya afya - mafundi wa majahazi (dhow builders), Lamu",
    "Takarda - masu matse man gyaɗa (groundnut oil), Kano",
    "Ìwé - àwọn oníṣẹ́ àdìrẹ (tie-dye), Abẹ́òkúta",
    "Akwụkwọ - ndị na-arụ coffin (coffin makers), Nnewi",
    "Inverter installers WhatsApp - Ikeja",
    "Newsroom night desk - return-to-work note, Nairobi",
    "Inverter and solar installers - staff bio-data, Ikeja",
    "Fomu - wakata miwa (sugarcane cutters), Mumias",
    "Takarda - masu rubuta wasiƙa (letter writers), gidan waya, K",
    "Ìwé - àwọn olùṣe pósí (coffin makers), Ìbàdàn",
    "Akwụkwọ - ndị na-efe drone (drone pilots), Enugu",
    "Food truck guys WhatsApp - Lekki Phase 1",
    "Draughts club - members register, Kibera, Nairobi",
    "Dhow builders guild - register, Lamu",
    "Fomu - wavuvi wa kamba (lobster), Malindi",
    "Takarda - masu noman rani (irrigation), Kadawa",
    "Ìwé - àwọn onímọ̀ àwòrán ilẹ̀ (cartographers), Ìbàdàn",
    "Akwụkwọ - ndị na-arụ inverter, Owerri",
    "Stand-up comedy crew WhatsApp - Yaba",
    "Prawn farm - casual labour list, Kilifi",
    "Motocross track - marshal welfare note, Nairobi",
    "Fomu - wapiga picha za drone, Nairobi",
    "Takarda - masu buga wasan dara (draughts), Kano",
    "Ìwé - àwọn oníṣẹ́ àdìrẹ, Abẹ́òkúta (àkọsílẹ̀)",
    "Akwụkwọ - ndị na-arụ coffin, Nnewi (ihe e dere)",
    "Food truck WhatsApp - Lekki",
    "Newsroom - staff welfare log, Nairobi",
    "Groundnut oil processors association - officers, Kano",
    "Fomu - chama cha wavuvi wa kamba (lobster), Malindi",
    "Takarda - manoman rani (irrigation), Kadawa",
    "Ìwé - ẹgbẹ́ àwọn oníṣẹ́ àdìrẹ, Abẹ́òkúta",
    "Akwụkwọ - otu ndị na-arụ inverter, Owerri",
    "Draughts players WhatsApp - Kibera",
    "Dhow owners association - officials, Lamu",
    "Sugarcane cutters - pay slip, Mumias",
    "Hati ya malipo - shamba la kamba (prawn farm), Kilifi",
    "Takardar albashi - masu matse man gyaɗa, Kano",
    "Ìwé owó oṣù - ilé iṣẹ́ inverter, Ikeja",
    "Akwụkwọ ụgwọ ọnwa - ndị na-arụ coffin, Nnewi",
    "Irrigation scheme WhatsApp - Kadawa",
    "Irrigation scheme - payroll, Mwea",
    "Drone pilots - hangar access, Abuja",
    "Fomu - wafanyakazi wa kiwanda cha tuna, Mombasa",
    "Takarda - gidan waya (letter writers), Kano",
    "Ìwé - àwọn afẹ̀rọ drone (drone pilots), Ìbàdàn",
    "Akwụkwọ - ndị ọrụ drone, Enugu",
    "Newsroom WhatsApp - Nairobi",
    "Irrigation scheme - pay point, Mwea",
    "Food truck crew - health card, Lekki",
    "Fomu ya afya - wavuvi wa kamba, Malindi",
    "Takarda - masu noman rani, Kadawa (lafiya)",
    "Ìwé - àwọn olùṣe pósí, Ìbàdàn (ìlera)",
    "Akwụkwọ - ndị na-ere ahụekere (groundnut), Abakaliki",
    "Cinema projectionists WhatsApp - Surulere",
    "Newsroom - staff health declaration, Nairobi",
    "Inverter installers - guarantor form, Ikeja",
    "Fomu ya uhakiki - wavuvi wa kamba, Malindi",
    "Takarda - masu rubuta wasiƙa, Kano (bincike)",
    "Ìwé àyẹ̀wò - àwọn oníṣẹ́ inverter, Ikeja",
    "Akwụkwọ nyocha - ndị na-efe drone, Enugu",
    "Drone boys WhatsApp - Wuse",
    "Motocross track - marshal vetting, Nairobi",
    "Sugarcane cutters - clinic card, Mumias (2)",
    "Fomu ya afya - mafundi wa majahazi (dhow builders), Lamu (2)",
    "Takarda - masu matse man gyaɗa (groundnut oil), Kano (2)",
    "Ìwé ìròyìn - àwọn oníṣẹ́ àdìrẹ, Abẹ́òkúta",
    "Akwụkwọ - ndị na-arụ coffin (coffin makers), Nnewi (2)",
    "Inverter installers WhatsApp - Ikeja (2)",
    "Newsroom night desk - return-to-work note, Nairobi (2)",
    "Inverter and solar installers - staff bio-data, Ikeja (2)",
    "Fomu - wakata miwa (sugarcane cutters), Mumias (2)",
    "Labari - masu rubuta wasiƙa, gidan waya, Kano",
    "Ìwé - àwọn olùṣe pósí (coffin makers), Ìbàdàn (2)",
    "Akwụkwọ ozi - ndị na-efe drone, Enugu",
    "Food truck guys WhatsApp - Lekki Phase 1 (2)",
    "Draughts club - members register, Kibera, Nairobi (2)",
    "Dhow builders guild - register, Lamu (2)",
    "Fomu - wavuvi wa kamba (lobster), Malindi (2)",
    "Takarda - masu noman rani (irrigation), Kadawa (2)",
    "Ìwé - àwọn onímọ̀ àwòrán ilẹ̀ (cartographers), Ìbàdàn (2)",
    "Akwụkwọ - ndị na-arụ inverter, Owerri (2)",
    "Stand-up comedy crew WhatsApp - Yaba (2)",
    "Prawn farm - casual labour list, Kilifi (2)",
    "Motocross track - marshal welfare note, Nairobi (2)",
    "Fomu - wapiga picha za drone, Nairobi (2)",
    "Takarda - masu buga wasan dara (draughts), Kano (2)",
    "Ìwé - àwọn oníṣẹ́ àdìrẹ, Abẹ́òkúta (àkọsílẹ̀ 2)",
    "Akwụkwọ - ndị na-arụ coffin, Nnewi (ihe e dere 2)",
    "Food truck WhatsApp - Lekki (2)",
    "Draughts players WhatsApp - Kibera (2)",
    "Groundnut oil processors association - officers, Kano (2)",
    "Newsroom - notice, Nairobi",
  ];
  const GH_ZA = [
    "Fantasy coffin workshop - staff sick note, Teshie",
    "Ifom - abasebenzi be-cable car, eKapa",
    "Nkrataa - oware agorɔfoɔ (mancala club), Kumasi",
    "Foromo - basebetsi ba irrigation, Vaalharts",
    "Motocross-klub - mediese verklaring, Pretoria-Oos",
    "Sardine run boat crew - medical, Port St Johns",
    "Drone delivery base - pilot medical, Omenako",
    "Cinema projectionists - staff record, Accra",
    "Ifomu - abasebenzi be-sugarcane, Tongaat",
    "Nkrataa - tuna cannery adwumayɛfo, Tema",
    "Ifom - amalungu e-marimba band, Mthatha",
    "Kabelkarretjie (cable car) - werknemerslêer, Kaapstad",
    "Foromo - basebetsi ba motocross track, Bethlehem",
    "Abalone farm - staff file, Gansbaai",
    "Oware club - members, Kumasi",
    "Ifomu - abasebenzi be-sardine run, Port Shepstone",
    "Nkrataa - tie-dye adwumayɛfo, Ho",
    "Ifom - abasebenzi be-abalone farm, Hawston",
    "Motorfietsrenklub (motocross) - lidlêer, Welkom",
    "Foromo - basebetsi ba inverter, Botshabelo",
    "Drone pilots - staff census, Centurion",
    "Marimba band - member file, Soweto",
    "Nkrataa - cinema projectionist, Kumasi",
    "Ifomu - amalungu e-marimba band, KwaMashu",
    "Ifom - abasebenzi be-cable car, eKapa (iqabane)",
    "Sweeftuigklub (glider) - lidlêer, Worcester",
    "Foromo - basebetsi ba sugarcane, Ladysmith",
    "Tuna cannery - HR note, Tema",
    "Coffin carvers association - executives, Teshie",
    "Nkrataa - groundnut adetɔnfo, Tamale",
    "Ifomu - amalungu e-sardine run, Port Shepstone",
    "Ifom - amalungu e-abalone co-op, Hawston",
    "Sweefvliegklub - bestuur, Worcester",
    "Foromo - mokgatlo wa motocross, Bethlehem",
    "Tuna boat owners - committee, Tema",
    "Tuna cannery - payslip, Tema",
    "Akatua krataa - cinema projectionists, Accra",
    "Iphepha lomholo - abasebenzi be-sugarcane mill, Tongaat",
    "Ifom yomvuzo - abasebenzi be-abalone farm, Hawston",
    "Tonnelwerkers (tunnel) - betaalstrokie, Paarl",
    "Foromo ya moputso - basebetsi ba tunnel, Harrismith",
    "Sardine run fleet - payslip, Port St Johns",
    "Cable car - staff turnstile, Table Mountain",
    "Nkrataa - tuna cannery, Tema (kwan)",
    "Ifomu - abasebenzi be-sugarcane mill, Tongaat (ukungena)",
    "Ifom - abasebenzi be-abalone farm, Hawston (ukungena)",
    "Kabelkarretjie - personeeltoegang, Kaapstad",
    "Foromo - basebetsi ba tunnel, Harrismith (ho kena)",
    "Sardine run fleet - harbour gate, Port St Johns",
    "Marimba band - medical form, Soweto",
    "Nkrataa - oware agorɔfoɔ, Kumasi (apɔmuden)",
    "Ifomu - amalungu e-marimba, KwaMashu (impilo)",
    "Ifom - abasebenzi be-sardine run, Port St Johns",
    "Motocross-klub - mediese vorm, Welkom",
    "Foromo - basebetsi ba sugarcane, Ladysmith (bophelo)",
    "Drone delivery base - crew medical, Omenako",
    "Abalone divers - permit vetting, Gansbaai",
    "Nkrataa - cinema projectionists, Accra (vetting)",
    "Ifomu yokuhlolwa - abashayeli bamaloli e-sugarcane, Tongaat",
    "Ifom yokuhlolwa - abasebenzi be-abalone, Hawston",
    "Perlemoenduikers - sifting, Gansbaai",
    "Foromo ya tlhahlobo - basebetsi ba tunnel, Harrismith",
    "Sardine run fleet - skipper vetting, Port St Johns",
    "Fantasy coffin workshop - notice, Teshie",
    "Ifom - abasebenzi be-cable car, eKapa (2)",
    "Nkrataa - oware agorɔfoɔ (mancala club), Kumasi (2)",
    "Foromo - basebetsi ba irrigation, Vaalharts (2)",
    "Motocross-klub - kennisgewing, Pretoria-Oos",
    "Sardine run boat crew - notice, Port St Johns",
    "Drone delivery base - notice, Omenako",
    "Cinema projectionists - notice, Accra",
    "Ifomu - abasebenzi be-sugarcane, Tongaat (2)",
    "Nkrataa - tuna cannery adwumayɛfo, Tema (2)",
    "Ifom - amalungu e-marimba band, Mthatha (2)",
    "Kabelkarretjie - kennisgewing, Kaapstad",
    "Foromo - basebetsi ba motocross track, Bethlehem (2)",
    "Abalone farm - notice, Gansbaai",
    "Oware club - notice, Kumasi",
    "Ifomu - abasebenzi be-sardine run, Port Shepstone (2)",
    "Nkrataa - tie-dye adwumayɛfo, Ho (2)",
    "Ifom - abasebenzi be-abalone farm, Hawston (2)",
    "Motorfietsrenklub - kennisgewing, Welkom",
    "Foromo - basebetsi ba inverter, Botshabelo (2)",
    "Drone pilots - staff census, Centurion (2)",
    "Marimba band - member file, Soweto (2)",
    "Nkrataa - cinema projectionist, Kumasi (2)",
    "Ifomu - amalungu e-marimba band, KwaMashu (2)",
    "Ifom - abasebenzi be-cable car, eKapa (iqabane 2)",
    "Sweeftuigklub (glider) - lidlêer, Worcester (2)",
    "Foromo - basebetsi ba sugarcane, Ladysmith (2)",
    "Tuna boat owners - notice, Tema",
    "Cable car - notice, Table Mountain",
    "Sardine run fleet - notice, Port St Johns",
  ];
  const GB_EU = [
    "Curling club - ice session medical form, Perth",
    "Rodelbahn (toboggan run) - Gesundheitsbogen Streckenposten",
    "Club d'accordéon - fiche d'adhésion",
    "Woonbotenvereniging (houseboats) - gezondheidsformulier",
    "Klub szybowcowy (glider) - orzeczenie lotniczo-lekarskie",
    "Scuola di scultura (marble sculptors) - visita medica, Carra",
    "Model railway club - first aid register, Crewe",
    "Bagpipe band - member sheet, Glasgow",
    "Modelleisenbahn-Verein - Mitgliedsantrag",
    "École de mime - fiche élève",
    "Sluiswachters (lock keepers) - personeelskaart",
    "Tor saneczkowy (toboggan) - ankieta pracownika, Karpacz",
    "Teleférico (cable car) - ficha de personal",
    "Circolo nautico (regatta) - scheda socio",
    "Harp society - equality monitoring, Caernarfon",
    "Segelflugverein (glider) - Mitgliedsbogen",
    "Atelier de sculpture - registre des bénévoles",
    "Woonbotenvereniging - ledenlijst",
    "Klub modelarzy kolejowych (model railway) - ankieta",
    "Escuela de snowboard - ficha de monitor",
    "Funivia (cable car) - scheda dipendente",
    "Lock keepers - staff contact sheet, Oxford canal",
    "Orientierungslauf-Verein - Mitgliederakte",
    "Club de curling - fiche membre",
    "Modelspoorclub - ledenkaart",
    "Klub curlingowy - karta członka",
    "Club de regatas - ficha de socio",
    "Scuola di mimo - scheda allievo",
    "Harp society - trustees register, Caernarfon",
    "Modelleisenbahn-Verein - Vorstand",
    "Association des accordéonistes - bureau",
    "Sluiswachtersgilde - bestuur",
    "Stowarzyszenie kartografów - zarząd",
    "Club de orientación - junta directiva",
    "Circolo di fisarmonica (accordion) - consiglio",
    "Cable car operator - payslip, Llandudno",
    "Seilbahn (cable car) - Lohnabrechnung",
    "Téléphérique (cable car) - bulletin de salaire",
    "Sluizen (lock keepers) - salarisstrook",
    "Kolej linowa (cable car) - pasek wynagrodzenia",
    "Túnel (tunnel) - nómina",
    "Galleria (tunnel) - cedolino",
    "Coin dealer - strongroom access, Birmingham",
    "Münzhandlung (coin dealer) - Tresorraum",
    "Numismatique (coin dealer) - accès à la chambre forte",
    "Munthandel (coin dealer) - kluistoegang",
    "Numizmatyka (coin dealer) - dostęp do sejfu",
    "Teleférico - control de acceso",
    "Numismatica (coin dealer) - accesso caveau",
    "Curling club - medical questionnaire, Perth",
    "Orientierungslauf - Gesundheitsfragebogen",
    "Club d'orientation - questionnaire médical",
    "Modelspoorclub - medische vragenlijst",
    "Szkoła snowboardu - kwestionariusz zdrowotny",
    "Club de remo (regatta) - reconocimiento médico",
    "Scuola di scultura - questionario medico, Carrara",
    "Coin dealer - staff DBS result, Birmingham",
    "Münzhandlung - Führungszeugnis",
    "Numismatique - enquête administrative",
    "Munthandel - VOG-screening",
    "Kantor numizmatyczny - weryfikacja",
    "Escuela de snowboard - certificado de antecedentes",
    "Numismatica - certificato del casellario",
    "Curling club - ice session medical form, Perth (2)",
    "Rodelbahn - Aushang",
    "Club d'accordéon - annonce",
    "Woonbotenvereniging - nieuwsbrief",
    "Klub szybowcowy - ogłoszenie",
    "Scuola di scultura - comunicato, Carrara",
    "Model railway club - notice, Crewe",
    "Bagpipe band - member sheet, Glasgow (2)",
    "Modelleisenbahn-Verein - Aushang",
    "École de mime - annonce",
    "Sluiswachters - mededeling",
    "Tor saneczkowy - ogłoszenie, Karpacz",
    "Teleférico - aviso",
    "Circolo nautico - comunicato",
    "Harp society - equality monitoring, Caernarfon (2)",
    "Segelflugverein - Aushang",
    "Atelier de sculpture - annonce",
    "Woonbotenvereniging - ledenlijst (2)",
    "Klub modelarzy kolejowych - ogłoszenie",
    "Escuela de snowboard - aviso",
    "Funivia - comunicato",
    "Lock keepers - staff contact sheet, Oxford canal (2)",
    "Orientierungslauf-Verein - Aushang",
    "Club de curling - annonce",
    "Modelspoorclub - nieuwsbrief",
    "Klub curlingowy - ogłoszenie",
    "Club de regatas - ficha de socio (2)",
    "Harp society - notice, Caernarfon",
    "Coin dealer - notice, Birmingham",
    "Numismatica - comunicato",
  ];
  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Lagos, Kano, Nairobi, Lamu and Malindi records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Accra, Tema, Kumasi and Cape Town records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT53_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|none declared|annual leave|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|biribiara nni hɔ|ha ho letho|ha e a fanwa|ha ho a fanwa|niet opgegeven)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, churches named as faiths, monitoring categories, a same-sex partner of a titled person, HIV status, hand geometry and carrier states as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'SC', 'HbAS', 'sickle cell trait', 'haemophilia A carrier']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['ZCC', 'RCCG', 'Celestial Church', 'Ahmadiyya', 'Pentecost']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['White', 'Mixed - White and Black Caribbean', 'Bajuni', 'Mijikenda']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['HIV positive']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['partner', 'inkosikazi yakhe']) assert.ok(of(CODES.S!).has(v), v);
    for (const v of ['hand geometry', 'iris scan']) assert.ok(of(CODES.B!).has(v), v);
    for (const v of ['handling stolen goods', 'abalone poaching']) assert.ok(of(CODES.C!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (394 gold spans)', () => {
    const negatives = HELDOUT53_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 394);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT53_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT53_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT53_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 54', () => {
  const rows = buildSet(HELDOUT54_TEMPLATES, 'heldout54', 2, 5454);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Posho grinders - clinic referral, Kisumu",
    "Fomu ya afya - wachongaji wa soapstone, Tabaka",
    "Takarda - masu rini a karofi (indigo dye pits), Kano",
    "Ìwé - ẹgbẹ́ eégún (masquerade troupe), Ògbómọ̀ṣọ́",
    "Akwụkwọ - ndị na-ere akwa bend-down boutique, Aba",
    "BRT bus conductors WhatsApp - Ikorodu",
    "Elephant keepers - sick leave, Nairobi",
    "Bird ringing station - volunteer form, Naivasha",
    "Fomu - wafanyakazi wa hifadhi ya vifaru (rhino sanctuary), O",
    "Takarda - masu ɗiban ruwa (meruwa, water carriers), Zaria",
    "Ìwé - àwọn oníṣẹ́ igbá (gourd decorators), Ọ̀yọ́",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (okpukpe)",
    "Bus conductors WhatsApp - Mombasa",
    "Soapstone artisans co-op - members, Tabaka",
    "Elephant keepers - staff census, Nairobi",
    "Fomu - wachongaji wa soapstone, Tabaka (usajili)",
    "Takarda - masu rini a karofi, Kano (ƙabila)",
    "Ìwé - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́ (ẹ̀yà)",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (agbụrụ)",
    "Posho grinders WhatsApp - Kisumu",
    "Windsurf school - instructor file, Watamu",
    "Rhino sanctuary - staff welfare note, Nanyuki",
    "Fomu - wafanyakazi wa posho, Kisumu (maelezo)",
    "Takarda - masu ɗiban ruwa (meruwa), Zaria (bayani)",
    "Ìwé - àwọn oníṣẹ́ igbá, Ọ̀yọ́ (àkíyèsí)",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (ihe e dere)",
    "Windsurf instructors WhatsApp - Watamu",
    "Bird ringing station - volunteer notes, Naivasha",
    "Posho grinders association - officials, Kisumu",
    "Fomu - chama cha wachongaji wa soapstone, Tabaka",
    "Takarda - ƙungiyar masu rini (indigo dye pits), Kano",
    "Ìwé - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́ (ìgbìmọ̀)",
    "Akwụkwọ - otu ndị na-ere bend-down, Aba",
    "Bus park WhatsApp - Oshodi",
    "Elephant keepers - staff sports committee, Nairobi",
    "Posho grinders - pay slip, Kisumu",
    "Hati ya mshahara - hifadhi ya vifaru, Ol Pejeta",
    "Takardar albashi - masu ɗiban ruwa (meruwa), Zaria",
    "Ìwé owó oṣù - ilé iṣẹ́ igbá (gourd workshop), Ọ̀yọ́",
    "Akwụkwọ ụgwọ ọnwa - ndị na-ere bend-down, Aba",
    "Rhino scouts WhatsApp - Nanyuki",
    "Bird ringing station - payroll, Naivasha",
    "Rhino sanctuary - armoury access, Ol Pejeta",
    "Fomu - wafanyakazi wa posho, Kisumu (mahudhurio)",
    "Takarda - masu rini a karofi, Kano (halarta)",
    "Ìwé - àwọn oníṣẹ́ igbá, Ọ̀yọ́ (ìwọlé)",
    "Akwụkwọ - ndị na-ere bend-down, Aba (nbanye)",
    "Elephant keepers WhatsApp - Nairobi",
    "Windsurf school - equipment locker, Watamu",
    "Bus conductors - health card, Lagos",
    "Fomu ya afya - wafanyakazi wa hifadhi ya vifaru, Ol Pejeta",
    "Takarda - masu ɗiban ruwa, Zaria (lafiya)",
    "Ìwé - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́ (ìlera)",
    "Akwụkwọ - ndị na-ere bend-down, Aba (ahụike)",
    "Gourd decorators WhatsApp - Ọ̀yọ́",
    "Windsurf school - medical form, Watamu",
    "Rhino sanctuary - scout vetting, Ol Pejeta",
    "Fomu ya uhakiki - wachongaji wa soapstone, Tabaka",
    "Takarda - masu ɗiban ruwa, Zaria (bincike)",
    "Ìwé àyẹ̀wò - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́",
    "Akwụkwọ nyocha - ndị na-ere bend-down, Aba",
    "Indigo dyers WhatsApp - Kano",
    "Elephant keepers - vetting, Nairobi",
    "Posho grinders - clinic referral, Kisumu (2)",
    "Fomu ya afya - wachongaji wa soapstone, Tabaka (hakuna)",
    "Takarda - masu rini a karofi, Kano (2)",
    "Ìwé ìròyìn - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́",
    "Akwụkwọ - ndị na-ere akwa bend-down boutique, Aba (2)",
    "BRT bus conductors WhatsApp - Ikorodu (2)",
    "Elephant keepers - sick leave, Nairobi (2)",
    "Bird ringing station - volunteer form, Naivasha (2)",
    "Labari - masu ɗiban ruwa, Zaria",
    "Ìwé - àwọn oníṣẹ́ igbá (gourd decorators), Ọ̀yọ́ (2)",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (okpukpe 2)",
    "Bus conductors WhatsApp - Mombasa (2)",
    "Soapstone artisans co-op - members, Tabaka (2)",
    "Elephant keepers - staff census, Nairobi (2)",
    "Fomu - wachongaji wa soapstone, Tabaka (usajili 2)",
    "Takarda - masu rini a karofi, Kano (ƙabila 2)",
    "Ìwé - ẹgbẹ́ eégún, Ògbómọ̀ṣọ́ (ẹ̀yà 2)",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (agbụrụ 2)",
    "Posho grinders WhatsApp - Kisumu (2)",
    "Windsurf school - instructor file, Watamu (2)",
    "Rhino sanctuary - staff welfare note, Nanyuki (2)",
    "Fomu - wafanyakazi wa posho, Kisumu (maelezo 2)",
    "Takarda - masu ɗiban ruwa (meruwa), Zaria (iyali)",
    "Ìwé - àwọn oníṣẹ́ igbá, Ọ̀yọ́ (àkíyèsí 2)",
    "Akwụkwọ - ndị na-ere bend-down boutique, Aba (ihe e dere 2)",
    "Windsurf instructors WhatsApp - Watamu (2)",
    "Bird ringing station - notice, Naivasha",
    "Rhino scouts WhatsApp - Nanyuki (2)",
    "Bus conductors - health card, Lagos (2)",
  ];
  const GH_ZA = [
    "Shebeen owners forum - sick note, Gugulethu",
    "Ifom - abasebenzi be-spaza shop, Khayelitsha",
    "Nkrataa - solar lamp adetɔnfo, Bolgatanga",
    "Windpompherstellers - mediese vorm, Beaufort-Wes",
    "Rooibos farm - clinic card, Clanwilliam",
    "Penguin colony monitors - medical, Simon's Town",
    "Mussel farm - return to work, Saldanha",
    "Shebeen licence - owner profile, Gugulethu",
    "Ifom - abasebenzi be-bottle store, Mthatha",
    "Nkrataa - corn grinding adwumayɛfo, Tamale",
    "Rooibosplaas - werknemerslêer, Clanwilliam",
    "Foromo - basebetsi ba solar lamp, Botshabelo",
    "Zipline park - staff record, Aburi",
    "Penguin colony monitors - staff file, Simon's Town",
    "Spaza shop owners - survey, Khayelitsha",
    "Ifomu - abasebenzi bokulungisa i-windpomp, eKaroo",
    "Nkrataa - zipline adwumayɛfo, Aburi",
    "Mosselplaas - werknemerslêer, Saldanha",
    "Foromo - basebetsi ba shebeen, Thaba Nchu",
    "Bottle store - staff file, Mthatha",
    "Corn grinding - register, Tamale",
    "Penguin monitors - next of kin, Simon's Town",
    "Ifom - amalungu e-spaza co-op, Khayelitsha",
    "Nkrataa - zipline adwumayɛfo, Aburi (asɛm)",
    "Windpompherstellers - noodkontak, Beaufort-Wes",
    "Foromo - basebetsi ba shebeen, Thaba Nchu (molekane)",
    "Mussel farm - HR note, Saldanha",
    "Corn grinding co-op - welfare file, Tamale",
    "Spaza traders forum - committee, Khayelitsha",
    "Ifomu - amalungu e-windpomp association, eKaroo",
    "Nkrataa - solar lamp adetɔnfo kuw, Bolgatanga",
    "Rooibos koöperasie - bestuur, Clanwilliam",
    "Foromo - mokgatlo wa shebeen, Thaba Nchu",
    "Bottle store owners - association officers, Mthatha",
    "Mussel farm workers - committee, Saldanha",
    "Shebeen - staff payslip, Gugulethu",
    "Iphepha lomholo - abasebenzi be-windpomp, eKaroo",
    "Akatua krataa - corn grinding, Tamale",
    "Rooibosplaas - betaalstrokie, Clanwilliam",
    "Foromo ya moputso - basebetsi ba bottle store, Thaba Nchu",
    "Penguin colony - payslip, Simon's Town",
    "Zipline park - payslip, Aburi",
    "Bottle store - till login, Mthatha",
    "Ifom - abasebenzi be-spaza wholesaler, Khayelitsha (ukungena",
    "Nkrataa - solar lamp adekoradan, Bolgatanga (kwan)",
    "Windpompherstellers - toegang tot stoor, Beaufort-Wes",
    "Foromo - basebetsi ba mussel farm, Saldanha (ho kena)",
    "Zipline park - harness store, Aburi",
    "Corn grinding - pay point, Tamale",
    "Shebeen staff - medical form, Gugulethu",
    "Ifomu yezempilo - abasebenzi be-windpomp, eKaroo",
    "Nkrataa - zipline adwumayɛfo, Aburi (apɔmuden)",
    "Rooibosplaas - mediese vorm, Clanwilliam",
    "Foromo - basebetsi ba solar lamp, Botshabelo (bophelo)",
    "Penguin colony monitors - medical, Simon's Town (genetic)",
    "Mussel farm - dive medical, Saldanha",
    "Shebeen licence - owner vetting, Gugulethu",
    "Ifomu yokuhlolwa - abasebenzi be-windpomp, eKaroo",
    "Nkrataa - solar lamp adetɔnfo, Bolgatanga (vetting)",
    "Mosselplaas - sifting, Saldanha",
    "Foromo ya tlhahlobo - basebetsi ba shebeen, Thaba Nchu",
    "Penguin colony - volunteer vetting, Simon's Town",
    "Zipline park - guide vetting, Aburi",
    "Shebeen owners forum - notice, Gugulethu",
    "Ifom - abasebenzi be-spaza shop, Khayelitsha (2)",
    "Nkrataa - solar lamp adetɔnfo, Bolgatanga (2)",
    "Windpompherstellers - kennisgewing, Beaufort-Wes",
    "Rooibos farm - clinic card, Clanwilliam (2)",
    "Penguin colony monitors - notice, Simon's Town",
    "Mussel farm - notice, Saldanha",
    "Shebeen licence - notice, Gugulethu",
    "Ifom - abasebenzi be-bottle store, Mthatha (2)",
    "Nkrataa - corn grinding adwumayɛfo, Tamale (2)",
    "Rooibosplaas - kennisgewing, Clanwilliam",
    "Foromo - basebetsi ba solar lamp, Botshabelo (2)",
    "Zipline park - notice, Aburi",
    "Penguin colony monitors - notice, Simon's Town (2)",
    "Spaza shop owners - survey, Khayelitsha (2)",
    "Ifomu - abasebenzi bokulungisa i-windpomp, eKaroo (2)",
    "Nkrataa - zipline adwumayɛfo, Aburi (2)",
    "Mosselplaas - werknemerslêer, Saldanha (2)",
    "Foromo - basebetsi ba shebeen, Thaba Nchu (2)",
    "Bottle store - staff file, Mthatha (2)",
    "Corn grinding - notice, Tamale",
    "Penguin monitors - next of kin, Simon's Town (2)",
    "Ifom - amalungu e-spaza co-op, Khayelitsha (2)",
    "Nkrataa - zipline adwumayɛfo, Aburi (asɛm 2)",
    "Windpompherstellers - noodkontak, Beaufort-Wes (2)",
    "Foromo - basebetsi ba shebeen, Thaba Nchu (molekane 2)",
    "Mussel farm - HR note, Saldanha (2)",
    "Spaza traders forum - committee, Khayelitsha (2)",
    "Zipline park - notice, Aburi (2)",
    "Shebeen licence - notice, Gugulethu (2)",
  ];
  const GB_EU = [
    "Mountain rescue team - volunteer medical, Keswick",
    "Bergwacht - Einsatztauglichkeit",
    "Trufficulteurs - fiche médicale, Périgord",
    "Schaatsclub - gezondheidsverklaring",
    "Koło łyżwiarskie (skating) - karta zdrowia",
    "Frantoio e raccolta olive - visita medica, Puglia",
    "Escalator maintenance - occupational health, London",
    "Thatchers guild - apprentice file, Norfolk",
    "Therme (thermal baths) - Personalbogen",
    "Hammam - fiche du personnel, Paris",
    "Gildia kamieniarzy (stonemasons) - ankieta",
    "Cooperativa del azafrán (saffron) - ficha, La Mancha",
    "Funicolare - scheda personale, Napoli",
    "Cider press - seasonal staff form, Somerset",
    "Guide dog trainers - equality monitoring, Leamington",
    "Boulderhalle - Mitgliedsbogen, Berlin",
    "Pâtisserie - registre du personnel",
    "Haringkar (herring stall) - personeelsformulier",
    "Metro Warszawskie - ankieta pracownicza",
    "Club de espeleología (caving) - ficha de socio",
    "Terme (thermal baths) - scheda dipendente",
    "Mountain rescue - call-out contacts, Keswick",
    "Therme - Notfallkontakte",
    "Hammam - contact d'urgence, Paris",
    "Steenhouwersgilde (stonemasons) - ledenkaart",
    "Koło łyżwiarskie - karta członka",
    "Cooperativa del azafrán - ficha de socio (pareja)",
    "Funicolare - scheda dipendente (famiglia)",
    "Thatchers guild - committee, Norfolk",
    "Bergwacht - Vorstand",
    "Trufficulteurs - bureau de l'association",
    "Schaatsclub - bestuur",
    "Gildia kamieniarzy - zarząd",
    "Club de espeleología - junta",
    "Cooperativa olivicola - consiglio, Puglia",
    "Escalator maintenance - payslip, London",
    "Boulderhalle - Gehaltsabrechnung, Berlin",
    "Métro parisien - bulletin de paie",
    "Steenhouwerij - loonstrook",
    "Metro Warszawskie - pasek płacowy",
    "Recogida de aceituna (olive harvest) - nómina, Jaén",
    "Funicolare - cedolino, Napoli",
    "Escalator control room - access list, London",
    "Therme - Zutrittskontrolle Personal",
    "Pâtisserie - pointage",
    "Schaatsbaan - personeelstoegang",
    "Metro Warszawskie - kontrola dostępu",
    "Cider press - bonded store, Somerset",
    "Funicolare - accesso cabina di comando",
    "Mountain rescue - medical questionnaire, Keswick",
    "Bergwacht - Gesundheitsfragebogen",
    "Hammam - questionnaire de santé",
    "Schaatsclub - medische vragenlijst",
    "Koło łyżwiarskie - kwestionariusz medyczny",
    "Club de espeleología - reconocimiento médico",
    "Terme - questionario medico",
    "Guide dog trainers - DBS, Leamington",
    "Bergwacht - Führungszeugnis",
    "Trufficulteurs - extrait de casier judiciaire",
    "Schaatsclub - VOG-aanvraag",
    "Metro Warszawskie - zaświadczenie o niekaralności",
    "Cooperativa del azafrán - certificado de antecedentes",
    "Raccolta olive - certificato penale, Puglia",
    "Mountain rescue team - volunteer medical, Keswick (2)",
    "Bergwacht - Aushang",
    "Trufficulteurs - annonce, Périgord",
    "Schaatsclub - nieuwsbrief",
    "Koło łyżwiarskie - ogłoszenie",
    "Frantoio - comunicato, Puglia",
    "Escalator maintenance - notice, London",
    "Thatchers guild - notice, Norfolk",
    "Therme - Aushang",
    "Hammam - annonce, Paris",
    "Gildia kamieniarzy - ogłoszenie",
    "Cooperativa del azafrán - aviso, La Mancha",
    "Funicolare - comunicato, Napoli",
    "Cider press - notice, Somerset",
    "Guide dog trainers - equality monitoring, Leamington (2)",
    "Boulderhalle - Aushang, Berlin",
    "Pâtisserie - annonce",
    "Haringkar - mededeling",
    "Metro Warszawskie - komunikat",
    "Club de espeleología - aviso",
    "Terme - comunicato",
    "Mountain rescue - call-out contacts, Keswick (2)",
    "Therme - Aushang (2)",
    "Hammam - annonce (2)",
    "Steenhouwersgilde - nieuwsbrief",
    "Koło łyżwiarskie - karta członka (2)",
    "Cooperativa del azafrán - ficha de socio (pareja 2)",
    "Escalator maintenance - notice, London (2)",
    "Funicolare - comunicato (2)",
    "Trufficulteurs - annonce (2)",
  ];

  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Kisumu, Tabaka, Kano, Zaria, Aba and Watamu records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Aburi, Tamale, Gugulethu and Clanwilliam records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT54_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|negative|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|none declared|annual leave|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|biribiara nni hɔ|ha ho letho|ha e a fanwa|ha ho a fanwa|nie verstrek nie)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, gene variants, traditional faiths and churches named as faiths, monitoring categories, same-sex partner words, palm-vein and voice prints and vetting entries as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'AC', 'HLA-B27 positiv', 'MLH1 variant', 'Factor V Leiden carrier']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['Ìṣẹ̀ṣe', 'Akorino', 'Legio Maria', 'NG Kerk', 'AIC']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Coloured', 'Black British - African', 'Samburu', 'Bruin']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['TB', 'skin cancer', 'decompression sickness']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['same-sex partner', 'umfazi wakhe', 'man']) assert.ok(of(CODES.S!).has(v), v);
    for (const v of ['palm vein', 'Handvenenscan', 'voiceprint']) assert.ok(of(CODES.B!).has(v), v);
    for (const v of ['selling liquor without a licence', 'animal cruelty']) assert.ok(of(CODES.C!).has(v), v);
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (388 gold spans)', () => {
    const negatives = HELDOUT54_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 388);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT54_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT54_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT54_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 55', () => {
  const rows = buildSet(HELDOUT55_TEMPLATES, 'heldout55', 2, 5555);
  // Each template's first line (up to its first slot, mark or 60 characters), by the pair it was written for.
  const NG_KE = [
    "Tinsmiths workshop - clinic referral, Kano",
    "Fomu ya afya - wahudumu wa water kiosk, Kibera",
    "Takarda - masu lalle (henna artists), Sokoto",
    "Ìwé - àwọn olùtà kẹrosínì (kerosene vendors), Ìbàdàn",
    "Akwụkwọ - ndị na-ede akara (sign writers), Onitsha",
    "Durbar saddle makers WhatsApp - Katsina",
    "Milk cooling plant - staff medical, Ol Kalou",
    "Herbarium - staff form, Nairobi",
    "Fomu - wafanyakazi wa tree nursery, Kakamega",
    "Takarda - masu aikin kwano (tinsmiths), Kano",
    "Ìwé - àwọn olùfìwéránṣẹ́ NIPOST (postmen), Ìlọrin",
    "Akwụkwọ - ndị na-akpa oche rattan, Calabar",
    "Kerosene sellers WhatsApp - Ibadan",
    "Sailmakers - workshop register, Lamu",
    "Net menders - beach unit register, Homa Bay",
    "Fomu - wafanyakazi wa milk cooling plant, Ol Kalou",
    "Takarda - masu lalle, Sokoto (ƙabila)",
    "Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ẹ̀yà)",
    "Akwụkwọ - ndị na-ede akara, Onitsha (agbụrụ)",
    "Water kiosk WhatsApp - Kibera",
    "Ginger farmers co-op - member census, Kafanchan",
    "Herbarium - next of kin, Nairobi",
    "Fomu - wafanyakazi wa sewer crew, Nairobi (maelezo)",
    "Takarda - masu aikin kwano, Kano (bayani)",
    "Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (àkíyèsí)",
    "Akwụkwọ - ndị na-akpa oche rattan, Calabar (ihe e dere)",
    "Sign writers WhatsApp - Onitsha",
    "Sailmakers - welfare file, Lamu",
    "Kerosene sellers association - officers, Ibadan",
    "Fomu - chama cha water kiosk, Kibera",
    "Takarda - ƙungiyar masu sirdi (saddle makers), Katsina",
    "Ìwé - ẹgbẹ́ olùtà kẹrosínì, Ìbàdàn (ìgbìmọ̀)",
    "Akwụkwọ - otu ndị na-ede akara, Onitsha",
    "Net menders WhatsApp - Homa Bay",
    "Ginger farmers co-op - officials, Kafanchan",
    "Milk cooling plant - payslip, Ol Kalou",
    "Hati ya mshahara - sewer crew, Nairobi",
    "Takardar albashi - masu aikin kwano, Kano",
    "Ìwé owó oṣù - NIPOST, Ìlọrin",
    "Akwụkwọ ụgwọ ọnwa - ndị na-akpa oche rattan, Calabar",
    "Herbarium staff WhatsApp - Nairobi",
    "NIPOST sorting office - payslip, Ilorin",
    "Herbarium - specimen vault access, Nairobi",
    "Fomu - wahudumu wa water kiosk, Kibera (malipo)",
    "Takarda - masu sirdi, Katsina (halarta)",
    "Ìwé - NIPOST, Ìlọrin (ìwọlé)",
    "Akwụkwọ - ndị na-ede akara, Onitsha (nbanye)",
    "Tinsmiths WhatsApp - Kano",
    "Sailmakers - loft access, Lamu",
    "Ginger farmers co-op - health card, Kafanchan",
    "Fomu ya afya - wafanyakazi wa tree nursery, Kakamega",
    "Takarda - masu lalle, Sokoto (lafiya)",
    "Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ìlera)",
    "Akwụkwọ - ndị na-akpa oche rattan, Calabar (ahụike)",
    "Saddle makers WhatsApp - Katsina (genotype)",
    "Net menders - beach unit health card, Homa Bay",
    "Water kiosk operators - vetting, Kibera",
    "Fomu ya uhakiki - wafanyakazi wa sewer, Nairobi",
    "Takarda - masu aikin kwano, Kano (bincike)",
    "Ìwé àyẹ̀wò - NIPOST, Ìlọrin",
    "Akwụkwọ nyocha - ndị na-ede akara, Onitsha",
    "Rattan makers WhatsApp - Calabar",
    "Tinsmiths - police clearance, Kano",
    "Tinsmiths workshop - clinic referral, Kano (2)",
    "Fomu ya afya - wahudumu wa water kiosk, Kibera (hakuna)",
    "Labari - masu lalle, Sokoto",
    "Ìwé ìròyìn - olùtà kẹrosínì, Ìbàdàn",
    "Akwụkwọ - ndị na-ede akara, Onitsha (2)",
    "Durbar saddle makers WhatsApp - Katsina (2)",
    "Milk cooling plant - notice, Ol Kalou",
    "Herbarium - staff form, Nairobi (2)",
    "Fomu - wafanyakazi wa tree nursery, Kakamega (2)",
    "Takarda - masu aikin kwano, Kano (2)",
    "Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (2)",
    "Akwụkwọ - ndị na-akpa oche rattan, Calabar (2)",
    "Kerosene sellers WhatsApp - Ibadan (2)",
    "Sailmakers - notice, Lamu",
    "Net menders - beach unit register, Homa Bay (2)",
    "Fomu - wafanyakazi wa milk cooling plant, Ol Kalou (2)",
    "Takarda - masu lalle, Sokoto (ƙabila 2)",
    "Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ẹ̀yà 2)",
    "Akwụkwọ - ndị na-ede akara, Onitsha (agbụrụ 2)",
    "Water kiosk WhatsApp - Kibera (2)",
    "Ginger farmers co-op - notice, Kafanchan",
    "Herbarium - next of kin, Nairobi (2)",
    "Fomu - wafanyakazi wa sewer crew, Nairobi (maelezo 2)",
    "Takarda - masu aikin kwano, Kano (iyali)",
    "Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (àkíyèsí 2)",
    "Sign writers WhatsApp - Onitsha (2)",
    "Net menders WhatsApp - Homa Bay (2)",
    "Milk cooling plant - notice, Ol Kalou (2)",
    "Ginger farmers co-op - health card, Kafanchan (2)",
    "Tinsmiths - notice, Kano",
  ];
  const GH_ZA = [
    "Sheep shearers - medical form, Karoo",
    "Ifomu yezempilo - abaphisi be-umqombothi, Soweto",
    "Nkrataa - pineapple afuom adwumayɛfo, Nsawam",
    "Sybokhaar (mohair) sorteerskuur - mediese vorm, Jansenville",
    "Foromo - basebetsi ba sunflower farm, Senekal",
    "Car guards association - sick note, Pretoria",
    "Kelp harvesters - return to work, Hout Bay",
    "Lash bar - staff file, Durban",
    "Ifom - abasebenzi be-aloe, Albertinia",
    "Nkrataa - internet café adwumayɛfo, Kumasi",
    "Biltongmakery - werknemerslêer, Bloemfontein",
    "Foromo - basebetsi ba honeybush, Haarlem",
    "Sandboarding school - instructor file, Atlantis",
    "Gyil (xylophone) makers - member card, Wa",
    "Car guards - registration, Pretoria",
    "Ifomu - abagundi bezimvu (sheep shearers), eKaroo",
    "Nkrataa - maize afuom adwumayɛfo, Ejura",
    "Aalwyntappers (aloe) - werknemerslêer, Albertinia",
    "Foromo - basebetsi ba kelp, Hout Bay",
    "Mohair sorting shed - staff census, Jansenville",
    "Internet café - staff census, Kumasi",
    "Lash bar - emergency contact, Durban",
    "Ifomu - abasebenzi be-umqombothi, Soweto (umlingani)",
    "Nkrataa - pineapple afuom adwumayɛfo, Nsawam (asɛm)",
    "Biltongmakery - noodkontak, Bloemfontein",
    "Foromo - basebetsi ba sunflower farm, Senekal (molekane)",
    "Kelp harvesters - welfare note, Hout Bay",
    "Gyil makers - member card, Wa (profile)",
    "Pineapple outgrowers - committee, Nsawam",
    "Ifomu - inhlangano yabaphisi be-umqombothi, Soweto",
    "Nkrataa - internet café kuw, Kumasi",
    "Skeerders-vereniging (sheep shearers) - bestuur, Karoo",
    "Foromo - mokgatlo wa sunflower, Senekal",
    "Car guards association - officers, Pretoria",
    "Mohair growers - association officers, Jansenville",
    "Sheep shearers - pay slip, Karoo",
    "Iphepha lomvuzo - abasebenzi be-aloe, Albertinia",
    "Akatua krataa - pineapple afuom, Nsawam",
    "Biltongmakery - betaalstrokie, Bloemfontein",
    "Foromo ya moputso - basebetsi ba kelp, Hout Bay",
    "Gyil makers - payroll, Wa",
    "Lash bar - payslip, Durban",
    "Car guards - shift sign-in, Pretoria",
    "Ifomu - abagundi bezimvu, eKaroo (ukungena)",
    "Nkrataa - internet café, Kumasi (kwan)",
    "Sybokhaar-sorteerskuur - toegang, Jansenville",
    "Foromo - basebetsi ba honeybush, Haarlem (ho kena)",
    "Kelp harvesters - pay point, Hout Bay",
    "Maize farmers - input voucher, Ejura",
    "Sandboarding school - medical form, Atlantis",
    "Ifomu yezempilo - abasebenzi be-umqombothi, Soweto",
    "Nkrataa - gyil adwumayɛfo, Wa (apɔmuden)",
    "Aalwyntappers - mediese vorm, Albertinia",
    "Foromo - basebetsi ba sunflower, Senekal (bophelo)",
    "Internet café - staff medical, Kumasi",
    "Kelp harvesters - dive medical, Hout Bay",
    "Car guards - PSIRA vetting, Pretoria",
    "Ifomu yokuhlolwa - abaphisi be-umqombothi, Soweto",
    "Nkrataa - pineapple afuom, Nsawam (vetting)",
    "Biltongmakery - sifting, Bloemfontein",
    "Foromo ya tlhahlobo - basebetsi ba honeybush, Haarlem",
    "Mohair sorting shed - vetting, Jansenville",
    "Maize farmers - co-op officer vetting, Ejura",
    "Sheep shearers - medical form, Karoo (2)",
    "Ifomu yezempilo - abaphisi be-umqombothi, Soweto (2)",
    "Dawuro - pineapple afuom, Nsawam",
    "Sybokhaar-sorteerskuur - kennisgewing, Jansenville",
    "Foromo - basebetsi ba sunflower farm, Senekal (2)",
    "Car guards association - notice, Pretoria",
    "Kelp harvesters - notice, Hout Bay",
    "Lash bar - staff file, Durban (2)",
    "Ifom - abasebenzi be-aloe, Albertinia (2)",
    "Nkrataa - internet café adwumayɛfo, Kumasi (2)",
    "Biltongmakery - kennisgewing, Bloemfontein",
    "Foromo - basebetsi ba honeybush, Haarlem (2)",
    "Sandboarding school - notice, Atlantis",
    "Gyil makers - notice, Wa",
    "Car guards - registration, Pretoria (2)",
    "Ifomu - abagundi bezimvu, eKaroo (2)",
    "Nkrataa - maize afuom adwumayɛfo, Ejura (2)",
    "Aalwyntappers - werknemerslêer, Albertinia (2)",
    "Foromo - basebetsi ba kelp, Hout Bay (2)",
    "Mohair sorting shed - staff census, Jansenville (2)",
    "Internet café - staff census, Kumasi (2)",
    "Lash bar - emergency contact, Durban (2)",
    "Ifomu - abasebenzi be-umqombothi, Soweto (umlingani 2)",
    "Nkrataa - pineapple afuom adwumayɛfo, Nsawam (asɛm 2)",
    "Biltongmakery - noodkontak, Bloemfontein (2)",
    "Kelp harvesters - notice, Hout Bay (2)",
    "Car guards association - officers, Pretoria (2)",
    "Maize farmers - input voucher, Ejura (2)",
    "Sandboarding school - medical form, Atlantis (2)",
    "Car guards - notice, Pretoria (2)",
  ];
  const GB_EU = [
    "RNLI lifeboat crew - medical, Whitby",
    "Kombucha-Brauerei - Gesundheitsbogen, Berlin",
    "Égoutiers de Paris - aptitude médicale",
    "Beiaardschool (carillon) - gezondheidsformulier, Mechelen",
    "Pracownia bursztynu (amber) - karta zdrowia, Gdańsk",
    "Corcheros (cork harvesters) - reconocimiento médico, Extrema",
    "Liuteria (violin makers) - visita medica, Cremona",
    "Dry stone wallers - apprentice form, Yorkshire Dales",
    "Orgelbau-Werkstatt - Personalbogen",
    "Chocolatier - fiche du personnel, Bruxelles",
    "Molenaarsgilde (windmill) - ledenformulier",
    "Pierogarnia - ankieta pracownika, Kraków",
    "Corcheros - ficha de trabajador, Extremadura",
    "Acqua minerale - imbottigliamento, scheda personale",
    "Silversmiths - equality monitoring, Sheffield",
    "Weihnachtsmarkt - Standpersonal, Dresden",
    "Égoutiers de Paris - fiche d'embauche",
    "Beiaardschool - inschrijfformulier, Mechelen",
    "Pracownia bursztynu - ankieta, Gdańsk",
    "Car boot sale - stallholder survey, Essex",
    "Liuteria - scheda dipendente, Cremona",
    "Alpaca farm - staff contacts, Devon",
    "Kombucha-Brauerei - Notfallkontakt, Berlin",
    "Chocolatier - contact d'urgence, Bruxelles",
    "Molenaarsgilde - noodcontact",
    "Pierogarnia - dane kontaktowe, Kraków",
    "Corcheros - ficha (pareja), Extremadura",
    "Acqua minerale - scheda dipendente (famiglia)",
    "RNLI station - committee, Whitby",
    "Weihnachtsmarkt - Marktbeirat, Dresden",
    "Égoutiers - bureau de l'amicale",
    "Beiaardiersvereniging - bestuur",
    "Pracownia bursztynu - zarząd spółdzielni",
    "Corcheros - junta de la cooperativa",
    "Liuteria - consorzio, consiglio direttivo",
    "Whisky distillery - payslip, Speyside",
    "Orgelbau-Werkstatt - Lohnabrechnung",
    "Égoutiers de Paris - bulletin de paie",
    "Molenaarsgilde - loonstrook",
    "Pierogarnia - pasek płacowy, Kraków",
    "Corcheros - nómina, Extremadura",
    "Acqua minerale - cedolino",
    "Assay Office - vault access list, Birmingham",
    "Kombucha-Brauerei - Zeiterfassung, Berlin",
    "Chocolatier - pointage, Bruxelles",
    "Beiaardtoren - toegangslijst, Mechelen",
    "Pracownia bursztynu - kontrola dostępu",
    "Whisky distillery - bonded warehouse, Speyside",
    "Corcheros - control de acceso al almacén",
    "Lake District shepherds - medical questionnaire",
    "Weihnachtsmarkt - Gesundheitsfragebogen",
    "Égoutiers - questionnaire médical",
    "Molenaarsgilde - medische vragenlijst",
    "Pierogarnia - kwestionariusz medyczny",
    "Liuteria - questionario medico",
    "Silversmiths - occupational health, Sheffield",
    "RNLI crew - DBS, Whitby",
    "Orgelbau-Werkstatt - Führungszeugnis",
    "Chocolatier - extrait de casier judiciaire",
    "Beiaardschool - VOG-aanvraag",
    "Pracownia bursztynu - zaświadczenie o niekaralności",
    "Corcheros - certificado de antecedentes penales",
    "Acqua minerale - certificato penale",
    "RNLI lifeboat crew - medical, Whitby (2)",
    "Kombucha-Brauerei - Gesundheitsbogen, Berlin (2)",
    "Égoutiers de Paris - note de service",
    "Beiaardschool - nieuwsbrief, Mechelen",
    "Pracownia bursztynu - komunikat, Gdańsk",
    "Corcheros - aviso, Extremadura",
    "Liuteria - comunicato, Cremona",
    "Dry stone wallers - notice, Yorkshire Dales",
    "Orgelbau-Werkstatt - Aushang",
    "Chocolatier - annonce, Bruxelles",
    "Molenaarsgilde - mededeling",
    "Pierogarnia - ogłoszenie, Kraków",
    "Corcheros - aviso (romería), Extremadura",
    "Acqua minerale - comunicato",
    "Silversmiths - equality monitoring, Sheffield (2)",
    "Weihnachtsmarkt - Aushang, Dresden",
    "Égoutiers de Paris - note (culture)",
    "Beiaardschool - mededeling",
    "Pracownia bursztynu - ogłoszenie",
    "Car boot sale - notice, Essex",
    "Liuteria - comunicato (musica), Cremona",
    "Alpaca farm - staff contacts, Devon (2)",
    "Kombucha-Brauerei - Aushang (2)",
    "Chocolatier - contact d'urgence, Bruxelles (2)",
    "Molenaarsgilde - noodcontact (2)",
    "Corcheros - ficha (pareja 2), Extremadura",
    "Whisky distillery - notice, Speyside",
    "Assay Office - notice, Birmingham",
    "Lake District shepherds - notice",
    "Silversmiths - notice, Sheffield",
  ];

  const pair = (text: string) => [NG_KE, GH_ZA, GB_EU].map((l) => l.some((p) => text.startsWith(p)));

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Kano, Ìbàdàn, Kibera, Lamu and Homa Bay records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Sesotho, Nsawam, Kumasi, Soweto and Hout Bay records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT55_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const hits = pair(r.text);
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|negative|-|--|n\/a|prefer not to say|not known|not stated|not disclosed|not done|none declared|none known|keine|keine Angabe|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|ha ho letho|ha e a fanwa|ha ho a fanwa|nie verstrek nie)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, gene variants, carrier states, churches named as faiths, monitoring categories, same-sex partner words, hand, retina and iris scans and vetting entries as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'AC', 'SC', 'HbS trait', 'MSH2 variant', 'Factor V Leiden heterozygous', 'haemochromatosis carrier']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['Shembe', 'Deeper Life', 'Church of Pentecost', 'Apostoliese Geloofsending', 'umZiyoni']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Indian', 'White and Black Caribbean', 'Gypsy or Irish Traveller', 'Wit']) assert.ok(of(CODES.E!).has(v), v);
    for (const v of ['lead poisoning', 'fractured wrist', 'brucellosis', 'leptospirose', 'tinnitus']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['indoda yakhe', 'asexual', 'echtgenoot', 'Ehemann']) assert.ok(of(CODES.S!).has(v), v);
    for (const v of ['hand geometry', 'retina scan', 'iris scan', 'irisscan']) assert.ok(of(CODES.B!).has(v), v);
    for (const v of ['criminal damage', 'veediefstal']) assert.ok(of(CODES.C!).has(v), v);
    // A woman's "indoda yakhe" (her husband) is a negative, a man's is orientation.
    assert.ok(rows.some((r) => r.spans.length === 0 && /uNksk\. .*\nUmlingani: indoda yakhe/u.test(r.text)));
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (384 gold spans)', () => {
    const negatives = HELDOUT55_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 384);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT55_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT55_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT55_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 56', () => {
  const rows = buildSet(HELDOUT56_TEMPLATES, 'heldout56', 2, 5656);
  // Each template's first line names its kind of record; the kinds were written for one jurisdiction pair each.
  const NG_KE = /zobo|akara fryers|dawadawa|plantain|miraa|jua kali|coconut/i;
  const GH_ZA = /fufu|\bpito\b|moringa|chisa nyama|minibus|hippo|braaihout/i;
  const GB_EU = /narrowboat|\blido\b|krematorium|vélodrome|tulpenkwekerij|ubojnia|gondolier|vidrio soplado/i;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Kaduna, Lagos, Maua and Kilifi records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Kumasi, Soweto and Paarl records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT56_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const first = r.text.split('\n')[0]!;
      const hits = [NG_KE, GH_ZA, GB_EU].map((re) => re.test(first));
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|negative|-|--|n\/a|prefer not to say|not known|not stated|not given|not done|none declared|keine Angabe|ohne Befund|hakuna|hakujazwa|babu|ba a rubuta ba|kò sọ|ọ dịghị|akukho|ayichazwanga|geen|bezpartyjny|odmowa odpowiedzi|non renseignée|nie podano|nie verstrek nie)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, gene variants, carrier states, churches named as faiths, same-sex partner words, palm vein, vein and voice prints and vetting entries as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'AC', 'SC', 'HbC trait', 'LDLR variant', 'long QT gene variant', 'mutation MYH7', 'BRCA1 carrier']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['Celestial Church', 'Nazareth Baptist Church', 'Akorino', 'Zion Christian Church']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['hot oil burn', 'arc eye', 'inguinal hernia']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['umyeni wakhe', 'man', 'echtgenote', "'yar madigo", 'shoga', 'pansexual']) assert.ok(of(CODES.S!).has(v), v);
    for (const v of ['palm vein', 'Venenscan', 'voice print']) assert.ok(of(CODES.B!).has(v), v);
    for (const v of ['possession of cannabis', 'rhino poaching']) assert.ok(of(CODES.C!).has(v), v);
    // A woman's "umyeni wakhe" (her husband) and "haar echtgenoot" are negatives, a man's "umyeni wakhe" is orientation.
    assert.ok(rows.some((r) => r.spans.length === 0 && /uNksk\. .*\nUmlingani: umyeni wakhe/u.test(r.text)));
    assert.ok(rows.some((r) => r.spans.length === 0 && /mevr\. .*\nNoodcontact: haar echtgenoot/u.test(r.text)));
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (378 gold spans)', () => {
    const negatives = HELDOUT56_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 378);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT56_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT56_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT56_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});

describe('held-out set 57', () => {
  const rows = buildSet(HELDOUT57_TEMPLATES, 'heldout57', 2, 5757);
  // Each template's first line names its kind of record; the kinds were written for one jurisdiction pair each.
  const NG_KE = /kunu|kilishi|nkwobi|agbada|chapati|kiondo|kikoy/i;
  const GH_ZA = /kelewele|kayayei|sobolo|smock|bunny chow|amagwinya|vetkoek/i;
  const GB_EU = /whelk|\bpanto\b|bäckerei|bouquinistes|bloemenveiling|bar mleczny|churrería|gelateria/i;

  it('keeps its templates in threes, so Pidgin, Swahili, Hausa, Yorùbá, Igbo, Kano, Sokoto, Eldoret and Malindi records fall in NG and KE, Twi, isiZulu, isiXhosa, Afrikaans, Accra, Kumasi, Durban and Bloemfontein records in GH and ZA, and German, French, Dutch, Polish, Spanish, Italian and UK records in the UK and EU', () => {
    assert.equal(HELDOUT57_TEMPLATES.length % 3, 0);
    const expect = { NG: 0, KE: 0, GH: 1, ZA: 1, GB: 2, EU: 2 } as const;
    for (const r of rows) {
      const first = r.text.split('\n')[0]!;
      const hits = [NG_KE, GH_ZA, GB_EU].map((re) => re.test(first));
      assert.equal(hits.filter(Boolean).length, 1, r.id);
      assert.ok(hits[expect[r.jurisdiction as keyof typeof expect]], r.id);
    }
  });

  it('marks no negated, empty, declined, clear or normal value, no drug dose and no field label', () => {
    for (const r of rows)
      for (const s of r.spans) {
        assert.doesNotMatch(s.text, /^(?:none|nil|no|yes|normal|clear|fit|negative|-|--|n\/a|prefer not to say|not known|not stated|not given|not done|not tested|none declared|babu|ba a rubuta ba|ba a yi ba|kò sọ|kò sí|enweghị|ekwughị|hakuna|hakuna chama|hakujazwa|akukho|ayichazwanga|geen|geen opgave|bezpartyjna|brak|no consta|non communiquée|nie podano|nie ingevul nie|niet opgegeven)$/i, r.id);
        assert.doesNotMatch(s.text, /\d\s?(?:mg|mcg|ml)\b/i, r.id);
        assert.doesNotMatch(s.text, /:$/, r.id);
        assert.equal(s.text.trim(), s.text, r.id);
      }
  });

  it('marks genotypes, the common AA included, gene variants, carrier states, churches and tax codes named as faiths, same-sex partner words, iris and palm scans and vetting entries as its header says', () => {
    const of = (c: string) => new Set(rows.flatMap((r) => r.spans.filter((s) => s.category === c).map((s) => s.text)));
    for (const v of ['AA', 'AS', 'SS', 'AC', 'SC', 'Factor V Leiden heterozygous', 'HFE-Mutation C282Y', 'FBN1 variant', 'Huntington gene positive', 'nosicielka mutacji CFTR', 'draer van die porfirie-geen']) assert.ok(of(CODES.G!).has(v), v);
    for (const v of ['rk', 'Church of Pentecost', 'Ahmadiyya', 'Africa Inland Church', 'NG Kerk', 'Ismaili', 'valdese', 'Kramo']) assert.ok(of(CODES.R!).has(v), v);
    for (const v of ['Bäckerasthma', 'laryngitis', 'lombalgie aiguë']) assert.ok(of(CODES.H!).has(v), v);
    for (const v of ['nwunye ya', 'mke wake', 'unkosikazi wakhe', 'umyeni wakhe', 'echtgenoot', 'vrou', 'ɗan luwaɗi', 'asexual']) assert.ok(of(CODES.S!).has(v), v);
    for (const v of ['iris scan', 'handpalmscan', 'Fingerabdruck', 'ìtẹ̀ka', 'izigxivizo zeminwe']) assert.ok(of(CODES.B!).has(v), v);
    for (const v of ['pickpocketing', 'recel', 'heling', 'Trunkenheit im Verkehr']) assert.ok(of(CODES.C!).has(v), v);
    // The same partner words of the other sex are negatives: a man's "nwunye ya", "mke wake" and "unkosikazi wakhe",
    // a woman's "haar man".
    assert.ok(rows.some((r) => r.spans.length === 0 && /Nwoke .*\nOnye a ga-akpọ: nwunye ya/u.test(r.text)));
    assert.ok(rows.some((r) => r.spans.length === 0 && /Bw\. .*\nMtu wa karibu: mke wake/u.test(r.text)));
    assert.ok(rows.some((r) => r.spans.length === 0 && /uMnu\. .*\nUmlingani: unkosikazi wakhe/u.test(r.text)));
    assert.ok(rows.some((r) => r.spans.length === 0 && /mevr\. .*\nNoodcontact: haar man/u.test(r.text)));
  });

  it('has texts with no marks in every jurisdiction and every category in all six jurisdictions', () => {
    assertEverywhere(rows);
  });

  it('puts its 90 negatives (180 of the 558 texts) last, thirty in each jurisdiction pair, and 21 positive templates in each category, each holding only its own (378 gold spans)', () => {
    const negatives = HELDOUT57_TEMPLATES.map((t, i) => [t, i] as const).filter(([t]) => ![...t.text.matchAll(MARK)].length);
    assert.equal(negatives.length, 90);
    assert.equal(rows.length, 558);
    assert.equal(rows.reduce((n, r) => n + r.spans.length, 0), 378);
    assert.deepEqual([0, 1, 2].map((k) => negatives.filter(([, i]) => i % 3 === k).length), [30, 30, 30]);
    assert.equal(negatives[0]![1], HELDOUT57_TEMPLATES.length - 90);
    for (const letter of Object.keys(CODES)) assert.equal(HELDOUT57_TEMPLATES.filter((t) => t.text.includes(`[[${letter}:`)).length, 21, letter);
    for (const t of HELDOUT57_TEMPLATES) assert.ok(new Set([...t.text.matchAll(MARK)].map((m) => m[1])).size <= 1, t.text);
  });
});
