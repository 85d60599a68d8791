import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BadRequestError } from '../../src/core/errors.js';
import { ENTITY_TYPES, extract } from '../../src/extract/index.js';
import { hasCode } from '../helpers/codes.js';

const brief = (text: string, types?: string[]) =>
  extract({ text, backend: 'basic', entity_types: types ?? null }).entities.map((e) => [e.entity_type, e.text]);

describe('/extract (basic backend)', () => {
  it('reports an address once, with its parts (role and code-point offsets) in metadata', () => {
    const text = '😀 Deliver to 12 Awolowo Road, Ikoyi, Nigeria.';
    const r = extract({ text, backend: 'basic', entity_types: ['ADDRESS'] });
    assert.equal(r.count, 1);
    const address = r.entities[0]!;
    const cps = [...text];
    const parts = address.metadata.parts as { role: string; start: number; end: number }[];
    assert.deepEqual(
      parts.map((p) => [p.role, cps.slice(p.start, p.end).join('')]),
      [
        ['street', '12 Awolowo Road'],
        ['locality', 'Ikoyi'],
        ['country', 'Nigeria'],
      ],
    );
    assert.ok(parts.every((p) => address.start <= p.start && p.end <= address.end));
  });

  it('an address is proposed over the towns and country it contains, which are its parts', () => {
    const text = 'Deliver to 28245 Puruntie 82 Apt. 595, LAPPEENRANTA, Finland 53650';
    const r = extract({ text, backend: 'basic' });
    assert.deepEqual(
      r.entities.map((e) => [e.entity_type, e.text]),
      [['ADDRESS', '28245 Puruntie 82 Apt. 595, LAPPEENRANTA, Finland 53650']],
    );
    const parts = r.entities[0]!.metadata.parts as { role: string }[];
    assert.deepEqual(
      parts.map((p) => p.role),
      ['building', 'street', 'unit', 'locality', 'country', 'postcode'],
    );
  });
  it("answers the reference's example, plus the organisation and the place it now proposes", () => {
    const r = extract({ text: 'Adesola Okonkwo of Kijani Tea Exporters Ltd, Nairobi', backend: 'basic' });
    assert.equal(r.backend, 'basic');
    assert.equal(r.count, 3);
    assert.deepEqual(r.entities[0], {
      text: 'Adesola Okonkwo',
      entity_type: 'PERSON',
      confidence: 0.7,
      start: 0,
      end: 15,
      source: 'lexicon',
      metadata: {},
    });
    assert.deepEqual(r.entities[1], {
      text: 'Kijani Tea Exporters Ltd',
      entity_type: 'ORGANIZATION',
      confidence: 0.85,
      start: 19,
      end: 43,
      source: 'rule',
      metadata: { legal_form: 'Ltd' },
    });
    assert.deepEqual(r.entities[2], {
      text: 'Nairobi',
      entity_type: 'LOCATION',
      confidence: 0.9,
      start: 45,
      end: 52,
      source: 'gazetteer',
      metadata: { country: 'KE', kind: 'city' },
    });
  });

  it('proposes identifiers, dates, money, URLs and e-mails with their facts, sorted by position', () => {
    const text =
      'Adaeze Okonkwo (NIN 12345678901) paid ₦250,000 on 15/03/2024 from 0803 555 7890, adaeze@example.com, https://example.ng/a.';
    const r = extract({ text, backend: 'basic' });
    assert.deepEqual(
      r.entities.map((e) => [e.entity_type, e.text, e.source]),
      [
        ['PERSON', 'Adaeze Okonkwo', 'lexicon'],
        ['NATIONAL_ID', '12345678901', 'pattern'],
        ['MONEY', '₦250,000', 'pattern'],
        ['DATE', '15/03/2024', 'pattern'],
        ['PHONE', '0803 555 7890', 'pattern'],
        ['EMAIL', 'adaeze@example.com', 'pattern'],
        ['URL', 'https://example.ng/a', 'pattern'],
      ],
    );
    const byType = Object.fromEntries(r.entities.map((e) => [e.entity_type, e]));
    assert.equal(byType.NATIONAL_ID!.metadata.country, 'NG');
    assert.equal(byType.NATIONAL_ID!.metadata.id_type, 'NIN');
    assert.deepEqual(byType.MONEY!.metadata, { currency: 'NGN', amount: '250000' });
    assert.deepEqual(byType.DATE!.metadata, { iso: '2024-03-15' });
    assert.equal(byType.PHONE!.metadata.country, 'NG');
    for (let i = 1; i < r.entities.length; i++) assert.ok(r.entities[i - 1]!.start <= r.entities[i]!.start);
  });

  it('reads phones under the jurisdiction the text clearly names (and under none when it does not)', () => {
    const phoneCountry = (text: string) => extract({ text, backend: 'basic', entity_types: ['PHONE'] }).entities[0]?.metadata.country;
    assert.equal(phoneCountry('Ref: Wanjiku Kamau, KRA PIN A123456789Z, 0712 345 678.'), 'KE');
    assert.equal(phoneCountry('Call +44 20 7946 0958 today.'), 'GB');
  });

  it('reports offsets in code points after emoji', () => {
    const text = '🙂🙂 Kwame Mensah, Accra';
    const r = extract({ text, backend: 'basic' });
    assert.deepEqual(
      r.entities.map((e) => [e.text, e.start, e.end]),
      [
        ['Kwame Mensah', 3, 15],
        ['Accra', 17, 22],
      ],
    );
    assert.deepEqual([...text].slice(3, 15).join(''), 'Kwame Mensah');
  });

  it('finds organisations with African and European legal forms', () => {
    assert.deepEqual(brief('Shoprite Holdings (Pty) Ltd, Siemens AG, Dangote Cement Plc and Nokia Oyj signed.', ['organization']), [
      ['ORGANIZATION', 'Shoprite Holdings (Pty) Ltd'],
      ['ORGANIZATION', 'Siemens AG'],
      ['ORGANIZATION', 'Dangote Cement Plc'],
      ['ORGANIZATION', 'Nokia Oyj'],
    ]);
    // A company named after a person or a place is the company.
    assert.deepEqual(brief('John Lewis Plc and Lagos Gas Ltd'), [
      ['ORGANIZATION', 'John Lewis Plc'],
      ['ORGANIZATION', 'Lagos Gas Ltd'],
    ]);
  });

  it('prefers an institution over the place or name inside it', () => {
    assert.deepEqual(brief('Admitted to Kenyatta National Hospital; studied at the University of Nairobi.'), [
      ['ORGANIZATION', 'Kenyatta National Hospital'],
      ['ORGANIZATION', 'University of Nairobi'],
    ]);
    const [org] = extract({ text: 'Paid Zenith Bank Plc.', backend: 'basic' }).entities;
    assert.deepEqual([org?.text, org?.confidence, org?.metadata], ['Zenith Bank Plc', 0.85, { legal_form: 'Plc' }]);
  });

  it('narrows by entity_types case-insensitively; an empty or null list means every type', () => {
    const text = 'Wanjiku Kamau, Kisumu, +254 712 345 678';
    assert.deepEqual(brief(text, ['location']), [['LOCATION', 'Kisumu']]);
    assert.deepEqual(brief(text, ['Person', 'PHONE']), [
      ['PERSON', 'Wanjiku Kamau'],
      ['PHONE', '+254 712 345 678'],
    ]);
    assert.equal(brief(text, []).length, 3);
    assert.equal(brief(text).length, 3);
    assert.deepEqual(brief(text, ['product']), []);
  });

  it('refuses an unknown entity type, listing the known ones', () => {
    assert.throws(
      () => extract({ text: 'x', entity_types: ['PERSON', 'spaceship'] }),
      (e: unknown) => e instanceof BadRequestError && e.code === 'SC_ENTITY_TYPE_UNKNOWN' && e.message === `unknown entity type 'spaceship'; known types: ${ENTITY_TYPES.join(', ')}`,
    );
    assert.throws(
      () => extract({ text: 'x', entity_types: ['spaceship', 'rocket'] }),
      (e: unknown) => e instanceof BadRequestError && e.code === 'SC_ENTITY_TYPES_UNKNOWN' && e.message === `unknown entity types 'spaceship', 'rocket'; known types: ${ENTITY_TYPES.join(', ')}`,
    );
  });

  it("accepts 'basic' and 'auto' (reported as requested; auto equals basic without a model) and refuses others", () => {
    const text = 'Sipho Dlamini lives in Soweto.';
    const basic = extract({ text, backend: 'basic' });
    const auto = extract({ text, backend: 'auto' });
    assert.equal(auto.backend, 'auto');
    assert.deepEqual(auto.entities, basic.entities);
    assert.equal(extract({ text }).backend, 'auto');
    assert.throws(
      () => extract({ text, backend: 'gliner2' }),
      (e: unknown) => e instanceof BadRequestError && hasCode('SC_EXTRACT_BACKEND_UNKNOWN')(e) && /'basic', 'auto'/.test(e.message) && /gliner2/.test(e.message),
    );
  });

  it('does not propose common words, lone surnames or lower-case places', () => {
    assert.deepEqual(brief('May I help you? Will Street is closed in March. the lagos office.'), []);
  });

  it('returns an empty answer for an empty text', () => {
    assert.deepEqual(extract({ text: '', backend: 'basic' }), { backend: 'basic', count: 0, entities: [] });
  });
});

describe('/extract (auto backend with a model installed)', () => {
  it('adds model proposals that no rule proposal overlaps, with source "model"', async () => {
    const { registerModelDetector } = await import('../../src/detect/model.js');
    const text = 'Adaeze Okonkwo met Zorblax Quinterm in Abuja.';
    const zStart = text.indexOf('Zorblax');
    registerModelDetector({
      name: 'model:test',
      model: 'test-model',
      countries: [],
      detect: () => [
        { category: 'PII-1-NAME', start: zStart, end: zStart + 'Zorblax Quinterm'.length, confidence: 0.66, detector: 'model:test-model' },
        { category: 'PII-1-NAME', start: 0, end: 6, confidence: 0.99, detector: 'model:test-model' },
      ],
    });
    try {
      const auto = extract({ text, backend: 'auto' });
      assert.deepEqual(
        auto.entities.map((e) => [e.text, e.entity_type, e.source]),
        [
          ['Adaeze Okonkwo', 'PERSON', 'lexicon'],
          ['Zorblax Quinterm', 'PERSON', 'model'],
          ['Abuja', 'LOCATION', 'gazetteer'],
        ],
      );
      assert.equal(extract({ text, backend: 'basic' }).count, 2);
      assert.equal(extract({ text, backend: 'auto', entity_types: ['location'] }).count, 1);
    } finally {
      registerModelDetector(null);
    }
  });
});
