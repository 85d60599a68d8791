import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, it } from 'node:test';
import { deidentify, deidentifyAsync } from '../../../src/deidentify/index.js';
import { detect, detectAsync } from '../../../src/detect/index.js';
import { registerAsyncModelDetector, registerModelDetector, resetModelDetector } from '../../../src/detect/model.js';
import { resetModelExtra } from '../../../src/detect/modelExtra/install.js';
import { loadModelDetector } from '../../../src/detect/modelExtra/loader.js';
import { extract, extractAsync } from '../../../src/extract/index.js';
import { startServer, type TestServer } from '../../http/server.js';
import { type FakeModule, fakeTransformers, modelDir } from './fakeTransformers.js';
import { hasCode } from '../../helpers/codes.js';

// The model finds a place and a lower-case name the rules miss, and mislabels the NIN and the e-mail.
const LEX = { Brindlemoor: 'CITY', zorblax: 'PER', quenfrith: 'PER', '12345678901': 'PHONE', 'ada@example.com': 'NAME' };
const TEXT = '🩺😀 Parcel left at Brindlemoor with zorblax quenfrith, NIN 12345678901, ada@example.com.';
const cp = (needle: string) => {
  const at = TEXT.indexOf(needle);
  return [[...TEXT.slice(0, at)].length, [...TEXT.slice(0, at + needle.length)].length];
};
const OTHER = [
  { text: 'Patient Casey Example (NIN 12345678901) called from 0803 555 7890.', jurisdiction: 'NG' },
  { text: 'Adaeze Okonkwo, NIN 12345678901, +234 803 123 4567' },
  { text: 'Call Wanjiru Kamau on 0712 345 678 in Nairobi about KRA PIN A123456789Z.', jurisdiction: 'KE' },
];

// These tests are about the detect extra alone: the built-in tagger (which runs beside it) is removed.
before(() => registerModelDetector(null));
after(() => resetModelDetector());

let mod: FakeModule;
async function install(): Promise<void> {
  mod = fakeTransformers({ lexicon: LEX, style: 'sentencepiece', offsets: false });
  registerAsyncModelDetector(await loadModelDetector({ dir: modelDir('tiny-ner', 'acme/tiny-ner'), importer: async () => mod }));
}

describe('async verbs with the detect extra registered', () => {
  beforeEach(install);
  afterEach(() => resetModelExtra());

  it('detectAsync merges model spans with rule spans; a rule identifier beats the model', async () => {
    const r = await detectAsync({ text: TEXT, jurisdiction: 'NG', backend: 'auto' });
    const by = r.detections.map((d) => [d.category, d.start, d.end, d.detector]);
    assert.deepEqual(by, [
      ['PII-4-LOCATION', ...cp('Brindlemoor'), 'model:acme/tiny-ner'],
      ['PII-1-NAME', ...cp('zorblax quenfrith'), 'model:acme/tiny-ner'],
      ['PII-2-NIN', ...cp('12345678901'), 'rule:ng_nin'],
      ['PII-3-EMAIL', ...cp('ada@example.com'), 'rule:email'],
    ]);
    assert.equal(r.count, 4);
    assert.ok(r.detections.every((d) => typeof d.citation === 'string' && d.citation.length > 0));
  });

  it('backend basic ignores the model; the sync verbs skip the async model', async () => {
    const basic = detect({ text: TEXT, jurisdiction: 'NG', backend: 'basic' });
    assert.deepEqual(await detectAsync({ text: TEXT, jurisdiction: 'NG', backend: 'basic' }), basic);
    assert.deepEqual(detect({ text: TEXT, jurisdiction: 'NG', backend: 'auto' }), basic);
    const calls = mod.texts.length;
    assert.deepEqual(await deidentifyAsync({ text: TEXT, jurisdiction: 'NG', backend: 'basic' }), deidentify({ text: TEXT, jurisdiction: 'NG', backend: 'basic' }));
    assert.deepEqual(await extractAsync({ text: TEXT, backend: 'basic' }), extract({ text: TEXT, backend: 'basic' }));
    assert.equal(mod.texts.length, calls, 'basic never calls the model');
  });

  it('deidentifyAsync reports the model and backend auto, rewrites model spans, and pins the model in the red: id', async () => {
    const req = { text: TEXT, jurisdiction: 'NG', backend: 'auto', method: 'mask' };
    const r = await deidentifyAsync(req);
    assert.equal(r.model, 'acme/tiny-ner');
    assert.equal(r.backend, 'auto');
    assert.ok(!r.text.includes('zorblax') && !r.text.includes('Brindlemoor'), r.text);
    assert.equal(r.spans.filter((s) => s.detector === 'model:acme/tiny-ner').length, 2);
    const basic = deidentify({ ...req, backend: 'basic' });
    assert.equal(basic.model, null);
    assert.notEqual(r.decision_id, basic.decision_id);
    assert.equal((await deidentifyAsync(req)).decision_id, r.decision_id);
    // Same spans, another model id: another decision id.
    resetModelExtra();
    registerAsyncModelDetector(await loadModelDetector({ dir: modelDir('other-ner'), importer: async () => mod }));
    const other = await deidentifyAsync(req);
    assert.equal(other.model, 'other-ner');
    assert.notEqual(other.decision_id, r.decision_id);
  });

  it('an inferred jurisdiction is resolved once and kept as inferred', async () => {
    const req = { text: OTHER[1]!.text, backend: 'auto' };
    const withModel = await deidentifyAsync(req);
    assert.equal(withModel.jurisdiction, 'NG');
    assert.equal(withModel.model, 'acme/tiny-ner');
    // The model found nothing new here: the spans equal the rules' and only the pins (backend, model) differ.
    const rules = deidentify(req);
    assert.deepEqual(withModel.spans, rules.spans);
    assert.equal(withModel.text, rules.text);
  });

  it('extractAsync adds model proposals the rules do not overlap, with source model', async () => {
    const r = await extractAsync({ text: TEXT, backend: 'auto' });
    const model = r.entities.filter((e) => e.source === 'model');
    assert.deepEqual(
      model.map((e) => [e.text, e.entity_type, e.start, e.end, e.metadata]),
      [
        ['Brindlemoor', 'LOCATION', ...cp('Brindlemoor'), { model: 'acme/tiny-ner', label: 'CITY' }],
        ['zorblax quenfrith', 'PERSON', ...cp('zorblax quenfrith'), { model: 'acme/tiny-ner', label: 'PER' }],
      ],
    );
    const narrowed = await extractAsync({ text: TEXT, backend: 'auto', entity_types: ['location'] });
    assert.deepEqual(narrowed.entities.map((e) => e.text), ['Brindlemoor']);
  });

  it('validates before calling the model', async () => {
    const calls = mod.texts.length;
    await assert.rejects(detectAsync({ text: TEXT, jurisdiction: 'NG', backend: 'gliner' }), hasCode('SC_DETECT_BACKEND_UNKNOWN'));
    await assert.rejects(deidentifyAsync({ text: TEXT, jurisdiction: 'NG', method: 'shred' }), hasCode('SC_METHOD_UNKNOWN'));
    await assert.rejects(extractAsync({ text: TEXT, entity_types: ['ALIEN'] }), hasCode('SC_ENTITY_TYPE_UNKNOWN'));
    await assert.rejects(deidentifyAsync({ text: 'hello there', backend: 'auto' }), hasCode('SC_JURISDICTION_NOT_STATED'));
    assert.equal(mod.texts.length, calls);
  });
});

describe('async verbs without a model are the sync verbs', () => {
  before(() => resetModelExtra());

  it('same answers, same ids, backend basic and model null', async () => {
    for (const req of [{ text: TEXT, jurisdiction: 'NG' }, ...OTHER]) {
      for (const backend of ['auto', 'basic']) {
        const r = { ...req, backend };
        assert.deepEqual(await detectAsync(r), detect(r));
        const d = await deidentifyAsync({ ...r, salt: 's' });
        assert.deepEqual(d, deidentify({ ...r, salt: 's' }));
        assert.equal(d.model, null);
        assert.equal(d.backend, 'basic');
        assert.deepEqual(await extractAsync({ text: req.text, backend }), extract({ text: req.text, backend }));
      }
    }
  });
});

describe('HTTP routes use the async verbs', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(() => server.close());
  afterEach(() => resetModelExtra());

  it('/detect, /deidentify and /extract add the model under auto; /capabilities.model stays the probe', async () => {
    await install();
    const d = await server.call('POST', '/detect', { text: TEXT, jurisdiction: 'NG', backend: 'auto' });
    assert.equal(d.status, 200);
    assert.ok((d.json.detections as { detector: string }[]).some((x) => x.detector === 'model:acme/tiny-ner'));
    assert.ok(!d.text.includes('zorblax'));
    const r = await server.call('POST', '/deidentify', { text: TEXT, jurisdiction: 'NG', backend: 'auto' });
    assert.equal(r.status, 200);
    assert.equal(r.json.model, 'acme/tiny-ner');
    assert.equal(r.json.backend, 'auto');
    const e = await server.call('POST', '/extract', { text: TEXT, backend: 'auto' });
    assert.ok((e.json.entities as { source: string }[]).some((x) => x.source === 'model'));
    const b = await server.call('POST', '/deidentify', { text: TEXT, jurisdiction: 'NG', backend: 'basic' });
    assert.equal(b.json.model, null);
    assert.equal(b.json.backend, 'basic');
    // No SERVICE_MODEL_DIR and no package here: the installation reports no model.
    const caps = await server.call('GET', '/capabilities');
    assert.equal(caps.json.model, false);
  });

  it('without a model the routes answer as before', async () => {
    const r = await server.call('POST', '/deidentify', { text: TEXT, jurisdiction: 'NG' });
    assert.equal(r.status, 200);
    assert.deepEqual(r.json, JSON.parse(JSON.stringify(deidentify({ text: TEXT, jurisdiction: 'NG' }))));
  });
});
