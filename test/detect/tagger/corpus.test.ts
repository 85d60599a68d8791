// presidio-synth, the tagger's training input, is read through the one data loader: records in the file's
// shape become sentences, and a broken copy is refused naming the file and the record.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { readIob2, readPresidio } from '../../../src/detect/tagger/corpus.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

// Two records in presidio-synth's shape (with the fields the trainer does not read).
const RECORDS = [
  {
    full_text: 'Adaeze Okonkwo moved to Lagos.',
    masked: '{{person}} moved to {{city}}.',
    spans: [
      { entity_type: 'PERSON', entity_value: 'Adaeze Okonkwo', start_position: 0, end_position: 14 },
      { entity_type: 'GPE', entity_value: 'Lagos', start_position: 24, end_position: 29 },
    ],
    template_id: 1,
    metadata: {},
  },
  {
    full_text: 'Call 0803 123 4567 today.',
    masked: 'Call {{phone}} today.',
    spans: [{ entity_type: 'PHONE_NUMBER', entity_value: '0803 123 4567', start_position: 5, end_position: 18 }],
    template_id: 2,
    metadata: {},
  },
];

function written(value: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'presidio-')), 'synth.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('readPresidio', () => {
  it('reads the records the trainer keeps, PERSON and GPE as PER and LOC', () => {
    const sentences = readPresidio(written(RECORDS));
    assert.deepEqual(sentences[0], {
      text: RECORDS[0]!.full_text,
      spans: [
        { type: 'PER', start: 0, end: 14 },
        { type: 'LOC', start: 24, end: 29 },
      ],
    });
    assert.deepEqual(sentences[1]?.spans, []);
    assert.equal(readPresidio(written(RECORDS), (i) => i === 1).length, 1);
  });

  it('a broken copy is refused naming the file and the record', () => {
    const broken = (spoil: (copy: typeof RECORDS) => void) => {
      const copy = structuredClone(RECORDS);
      spoil(copy);
      return written(copy);
    };
    let file = broken((c) => Object.assign(c[1]!.spans[0]!, { end_position: '18' }));
    throwsDataFile(() => readPresidio(file), file, '/1/spans/0/end_position', 'DF_TYPE');
    file = broken((c) => Object.assign(c[0]!.spans[1]!, { end_position: 40 }));
    throwsDataFile(() => readPresidio(file), file, '/0/spans/1', 'DF_NOT_SPAN_OF_TEXT');
    file = broken((c) => Object.assign(c[0]!.spans[0]!, { start_position: 14 }));
    throwsDataFile(() => readPresidio(file), file, '/0/spans/0', 'DF_NOT_SPAN_OF_TEXT');
    file = broken((c) => delete (c[1] as Partial<(typeof RECORDS)[number]>).full_text);
    throwsDataFile(() => readPresidio(file), file, '/1', 'DF_REQUIRED');
    file = written({ records: RECORDS });
    throwsDataFile(() => readPresidio(file), file, '/', 'DF_TYPE');
    file = written('[{"full_text": ');
    throwsDataFile(() => readPresidio(file), file, '/', 'DF_NOT_JSON');
  });
});

describe('readIob2', () => {
  it('reads each sentence with its spans and the document it belongs to', () => {
    const iob = [
      '# newdoc id = email-0001',
      '# sent_id = email-0001-1',
      '# text = Ama Owusu lives in Tamale.',
      '1\tAma\tB-PER\t-\t-',
      '2\tOwusu\tI-PER\t-\t-',
      '3\tlives\tO\t-\t-',
      '4\tin\tO\t-\t-',
      '5\tTamale\tB-LOC\t-\t-',
      '6\t.\tO\t-\t-',
      '',
      '# sent_id = email-0001-2',
      '# text = Thanks',
      '1\tThanks\tO\t-\t-',
      '',
      '# newdoc id = review-0002',
      '# text = Good food',
      '1\tGood\tO\t-\t-',
      '2\tfood\tO\t-\t-',
      '',
    ].join('\n');
    const file = join(mkdtempSync(join(tmpdir(), 'uner-')), 'x.iob2');
    writeFileSync(file, iob);
    const sentences = readIob2(file);
    assert.deepEqual(
      sentences.map((s) => s.doc),
      ['email-0001', 'email-0001', 'review-0002'],
    );
    assert.deepEqual(sentences[0]!.spans, [
      { type: 'PER', start: 0, end: 9 },
      { type: 'LOC', start: 19, end: 25 },
    ]);
  });
});
