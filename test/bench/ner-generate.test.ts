// The person and place held-out set 1 generator (bench/ner/): a seed gives the same bytes on every run, the
// committed set is exactly what its templates and seed generate (so it is never edited by hand), and it keeps
// the shape and the grain its author promised. The detectors are never run on the set here: it is read once by
// bench:ner-heldout. The scoring helpers of that bench are checked on hand-written spans only.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { buildNerSet, HELDOUT1_FILE, HELDOUT1_SEED, heldout1Jsonl, type NerText, toJsonl, unmark } from '../../bench/ner/generate.js';
import { HELDOUT1_NER_TEMPLATES, LOC_AFTER_PERSON, ORG_AFTER_PERSON } from '../../bench/ner/templates-heldout1.js';
import { figures, orgConfusions, scoreText, type Tallies } from '../../bench/ner-heldout.js';

const rows = (): NerText[] =>
  readFileSync(HELDOUT1_FILE, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as NerText);

describe('person and place held-out set 1', () => {
  it('gives the same bytes for the same seed and other bytes for another seed', () => {
    const one = toJsonl(buildNerSet(HELDOUT1_NER_TEMPLATES, 'x', 7));
    assert.equal(toJsonl(buildNerSet(HELDOUT1_NER_TEMPLATES, 'x', 7)), one);
    assert.notEqual(toJsonl(buildNerSet(HELDOUT1_NER_TEMPLATES, 'x', 8)), one);
  });

  it('the committed file is exactly what the templates and seed generate', () => {
    assert.equal(HELDOUT1_SEED, 1301);
    assert.equal(readFileSync(HELDOUT1_FILE, 'utf8'), heldout1Jsonl());
  });

  it('has the promised shape: ≥ 400 texts, ≥ 700 PER, ≥ 500 LOC, ≥ 60 texts without either, every genre ≥ 20', () => {
    const set = rows();
    assert.ok(set.length >= 400, `${set.length} texts`);
    const count = (type: string) => set.reduce((n, r) => n + r.spans.filter((s) => s.type === type).length, 0);
    assert.ok(count('PER') >= 700, `${count('PER')} PER`);
    assert.ok(count('LOC') >= 500, `${count('LOC')} LOC`);
    assert.ok(count('ORG') > 0);
    const empty = set.filter((r) => !r.spans.some((s) => s.type === 'PER' || s.type === 'LOC')).length;
    assert.ok(empty >= 60, `${empty} texts without PER or LOC`);
    const byGenre = new Map<string, number>();
    const byLang = new Map<string, number>();
    for (const r of set) {
      byGenre.set(r.genre, (byGenre.get(r.genre) ?? 0) + 1);
      byLang.set(r.lang, (byLang.get(r.lang) ?? 0) + 1);
    }
    assert.ok(byGenre.size >= 15, `${byGenre.size} genres`);
    for (const [g, n] of byGenre) assert.ok(n >= 20, `${g}: ${n} texts`);
    assert.deepEqual([...byLang.keys()].sort(), ['en', 'ha', 'pcm', 'sw', 'yo', 'zu']);
    for (const [l, n] of byLang) assert.ok(n >= 20, `${l}: ${n} texts`);
    assert.deepEqual([...new Set(set.map((r) => r.jurisdiction))].sort(), ['EU', 'GB', 'GH', 'KE', 'NG', 'ZA']);
    assert.equal(new Set(set.map((r) => r.id)).size, set.length);
  });

  it('every gold span matches its text at its offsets, is trimmed and overlaps no other span', () => {
    for (const r of rows()) {
      const sorted = [...r.spans].sort((a, b) => a.start - b.start);
      sorted.forEach((s, i) => {
        assert.equal(r.text.slice(s.start, s.end), s.text, `${r.id} ${s.type} ${s.text}`);
        assert.ok(s.end > s.start);
        assert.equal(s.text.trim(), s.text, `${r.id}: untrimmed ${JSON.stringify(s.text)}`);
        assert.doesNotMatch(s.text, /[,.;:]$/u, `${r.id}: trailing punctuation in ${s.text}`);
        if (i > 0) assert.ok(s.start >= sorted[i - 1]!.end, `${r.id}: overlapping spans at ${s.start}`);
      });
    }
  });

  it('keeps the grain: no honorific inside a PER span, no possessive, no person inside an organisation', () => {
    // `Justice` is left out: it is also a given name in the set (`Justice Aliyu`), as in real use.
    const honorific = /^(Mr|Mrs|Ms|Dr|Chief|Alhaji|Mallam|Malam|Judge|Lord|Hon|Prof|Pastor|Inspector|Sgt|PC|DC|Engr|Elder|Mama|Ọ̀gbẹ́ni|Ìyáàfin)\.?\s/u;
    for (const r of rows()) {
      for (const s of r.spans) {
        if (s.type !== 'PER') continue;
        assert.doesNotMatch(s.text, honorific, `${r.id}: honorific in ${s.text}`);
        assert.doesNotMatch(s.text, /'s$|’s$/u, `${r.id}: possessive in ${s.text}`);
        // A name is letters, marks, spaces, initials' dots, hyphens, apostrophes and the comma of `SURNAME, Given`.
        assert.match(s.text, /^[\p{L}\p{M}][\p{L}\p{M} .,'’-]*$/u, `${r.id}: ${s.text}`);
      }
    }
  });

  it('an organisation named after a person is ORG, a street named after one is LOC, never PER', () => {
    const all = rows().flatMap((r) => r.spans);
    const orgs = all.filter((s) => ORG_AFTER_PERSON.includes(s.text));
    const places = all.filter((s) => LOC_AFTER_PERSON.includes(s.text));
    assert.ok(new Set(orgs.map((s) => s.text)).size >= 5, 'organisations named after people');
    assert.ok(new Set(places.map((s) => s.text)).size >= 5, 'places named after people');
    for (const s of orgs) assert.equal(s.type, 'ORG', s.text);
    for (const s of places) assert.equal(s.type, 'LOC', s.text);
    assert.ok(!all.some((s) => s.type === 'PER' && /University|Hospital|Street|Avenue|Road|Court/u.test(s.text)));
  });

  it('holds the hard cases it promises: word-like given names, isiZulu prefixes, tone marks, lower-case chat', () => {
    const per = rows().flatMap((r) => r.spans.filter((s) => s.type === 'PER').map((s) => ({ s, r })));
    for (const w of ['Hope', 'Grace', 'Blessing', 'Precious', 'Sunday']) assert.ok(per.some(({ s }) => s.text.split(' ').includes(w)), w);
    assert.ok(per.some(({ s, r }) => r.lang === 'zu' && /^u\p{Lu}/u.test(s.text)), 'uThandiwe-style name');
    assert.ok(per.some(({ s }) => /\p{M}/u.test(s.text.normalize('NFD')) && /[ẹọṣ]/u.test(s.text)), 'Yorùbá name');
    assert.ok(per.some(({ s, r }) => r.genre === 'chat' && s.text === s.text.toLowerCase()), 'lower-case name');
    assert.ok(per.some(({ s }) => /^\p{Lu}\.(\p{Lu}\.)* \p{Lu}/u.test(s.text)), 'initials before a surname');
  });
});

describe('unmark', () => {
  it('gives the unmarked text and UTF-16 offsets, tone marks and astral characters included', () => {
    const { text, spans } = unmark('😀 [[PER:Ìbíjọkẹ̀ Àjàyí]] of [[LOC:Ọ̀yọ́]] at [[ORG:Obafemi Awolowo University]].');
    assert.equal(text, '😀 Ìbíjọkẹ̀ Àjàyí of Ọ̀yọ́ at Obafemi Awolowo University.');
    for (const s of spans) assert.equal(text.slice(s.start, s.end), s.text);
    assert.deepEqual(
      spans.map((s) => s.type),
      ['PER', 'LOC', 'ORG'],
    );
    assert.equal(spans[0]!.start, 3);
  });

  it('refuses an unknown label, an unclosed mark and a nested mark', () => {
    assert.throws(() => unmark('[[MISC:Hausa]]'), /unknown mark/);
    assert.throws(() => unmark('[[PER:Ada Obi went home'), /unclosed mark/);
    assert.throws(() => unmark('[[ORG:[[PER:Ahmadu Bello]] University]]'), /nested mark|unclosed mark/);
  });

  it('a text without marks has no spans', () => {
    assert.deepEqual(unmark('We hope the grace period ends on Sunday.'), { text: 'We hope the grace period ends on Sunday.', spans: [] });
  });
});

describe('bench:ner-heldout scoring (hand-written spans, no detector)', () => {
  it('counts exact and IoU ≥ 0.5 matches per type', () => {
    const t: Tallies = new Map();
    const gold = [
      { type: 'PER', start: 0, end: 10 },
      { type: 'LOC', start: 20, end: 26 },
    ];
    // The PER finding is one character short (IoU 0.9): a match at 0.5, a miss and a false alarm exactly.
    scoreText(gold, [{ type: 'PER', start: 0, end: 9 }, { type: 'LOC', start: 20, end: 26 }, { type: 'LOC', start: 30, end: 35 }], t);
    assert.deepEqual(t.get('PER exact'), { tp: 0, fp: 1, fn: 1 });
    assert.deepEqual(t.get('PER IoU>=0.5'), { tp: 1, fp: 0, fn: 0 });
    assert.deepEqual(t.get('LOC exact'), { tp: 1, fp: 1, fn: 0 });
    const loc = figures(t.get('LOC IoU>=0.5')!);
    assert.equal(loc.p, 0.5);
    assert.equal(loc.r, 1);
  });

  it('a type with no gold and no findings has no precision or recall and F1 0', () => {
    const x = figures({ tp: 0, fp: 0, fn: 0 });
    assert.ok(Number.isNaN(x.p) && Number.isNaN(x.r));
    assert.equal(x.f1, 0);
  });

  it('reports a place or person finding on a gold organisation, not one beside it', () => {
    const gold = [{ type: 'ORG', start: 15, end: 41 }];
    const onOrg = { type: 'PER', start: 15, end: 30 };
    const beside = { type: 'LOC', start: 45, end: 50 };
    const tiny = { type: 'LOC', start: 15, end: 18 };
    assert.deepEqual(orgConfusions(gold, [onOrg, beside, tiny]), [onOrg]);
  });
});
