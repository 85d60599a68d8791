// A CRLF text (a Windows e-mail or export) is read as its LF form (detectSpecial turns each CR before a line break
// into a space, offsets unchanged), so every line rule holds for it: a form title alone on its line, a label line
// ending in ':', a ledger row, an answer closing its line. Checked on every labelled text that has line breaks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpecial } from '../../../src/detect/special/index.js';
import { labelled } from './labelledTexts.js';

const findings = (text: string): string[] => detectSpecial(text).map((s) => `${s.category}:${text.slice(s.start, s.end)}:${s.confidence}`);

describe('special categories: CRLF line ends read as LF', () => {
  it('every labelled text with line breaks has the same findings with CRLF line ends', () => {
    const multi = labelled.filter((t) => t.includes('\n'));
    assert.ok(multi.length > 50, `texts with line breaks (${multi.length})`);
    for (const t of multi) assert.deepEqual(findings(t.replace(/\n/g, '\r\n')), findings(t), JSON.stringify(t.slice(0, 80)));
  });

  it('a form title alone on a CRLF first line is the form name, and offsets are the original text', () => {
    const text = 'Antenatal card\r\nName: Ama Mensah\r\nHb genotype: AA';
    const spans = detectSpecial(text);
    assert.ok(!spans.some((s) => text.slice(s.start, s.end) === 'Antenatal'));
    assert.ok(spans.some((s) => s.category === 'PII-6-GENETIC' && text.slice(s.start, s.end) === 'AA'));
  });
});
