// Quasi-identifiers: dates of events, case/file/application references and organisations, with an
// action and a citation in every statute pack; reported by detect, rewritten by deidentify, proposed by extract.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { deidentify } from '../../../src/deidentify/index.js';
import { detect } from '../../../src/detect/index.js';
import { findCaseReferences, findEventDates } from '../../../src/detect/quasi/index.js';
import { extract } from '../../../src/extract/index.js';
import { findStatute, STATUTE_FILES } from '../../../src/jurisdiction/statutes.js';

const values = (text: string, spans: { start: number; end: number }[]) => spans.map((s) => text.slice(s.start, s.end));

describe('quasi-identifier rules', () => {
  it('finds full dates of events in numeric, ISO and month-name forms', () => {
    const text = 'The hearing on 14 June 2021 was adjourned to 2021-09-30; the incident of March 3, 2020 and 05/11/2019 were noted.';
    assert.deepEqual(values(text, findEventDates(text)), ['14 June 2021', '2021-09-30', 'March 3, 2020', '05/11/2019']);
    // A year alone, a version number or a time span is not a date of an event.
    assert.deepEqual(findEventDates('Version 2.10.2019x, in 2019, between 10 and 12.'), []);
  });

  it('finds case, file and application numbers after their cue', () => {
    const text = 'In application no. 12345/06 and Suit No. FHC/L/CS/123/2020, see also HCCC 45 of 2019 under case number CV-2021-0042.';
    assert.deepEqual(values(text, findCaseReferences(text)), ['12345/06', 'FHC/L/CS/123/2020', 'CV-2021-0042']);
    assert.deepEqual(findCaseReferences('In case 3 we file it in 2019.'), []);
  });
});

describe('quasi-identifiers in the verbs', () => {
  it('every statute pack gives each group-9 category an action and a citation', () => {
    for (const name of STATUTE_FILES) {
      const pack = findStatute(name)!;
      for (const category of ['PII-9-DATE', 'PII-9-CASE_REFERENCE', 'PII-9-ORGANISATION']) {
        const rule = pack.categories[category];
        assert.ok(rule, `${name} lists ${category}`);
        assert.ok(rule.citation.length > 0);
      }
    }
  });

  it('detect reports them; deidentify generalises the date to its year and rewrites the reference', () => {
    const text = 'On 14 June 2021 the tribunal heard application no. 12345/06.';
    const found = detect({ text, jurisdiction: 'GB', backend: 'basic' }).detections.map((d) => [d.category, d.citation]);
    assert.deepEqual(found, [
      ['PII-9-DATE', findStatute('UK-GDPR')!.categories['PII-9-DATE']!.citation],
      ['PII-9-CASE_REFERENCE', findStatute('UK-GDPR')!.categories['PII-9-CASE_REFERENCE']!.citation],
    ]);
    const r = deidentify({ text, jurisdiction: 'GB', backend: 'basic' });
    assert.ok(r.text.startsWith('On 2021 the tribunal heard application no. '));
    assert.ok(!r.text.includes('12345/06'));
  });

  it('the tagger reports an employer as an organisation, and extract proposes all three', () => {
    const text = 'She worked at Zenith Bank from 2 May 2018 until her claim no. LAB/2020/771 was filed.';
    const cats = detect({ text, jurisdiction: 'NG' }).detections.map((d) => d.category);
    assert.ok(cats.includes('PII-9-ORGANISATION'), cats.join(' '));
    const types = extract({ text }).entities.map((e) => e.entity_type);
    for (const t of ['ORGANIZATION', 'DATE', 'DOCUMENT']) assert.ok(types.includes(t as never), `${t} in ${types.join(' ')}`);
  });
});
