import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, sep } from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { DataFileError } from '../../../src/core/dataFile.js';
import { ConfigError } from '../../../src/core/errors.js';
import { asyncModelDetector } from '../../../src/detect/model.js';
import { ensureModelDetector, resetModelExtra } from '../../../src/detect/modelExtra/install.js';
import { loadModelDetector, modelIdOf } from '../../../src/detect/modelExtra/loader.js';
import { modelDirectory, modelLoadFailure, probeModel } from '../../../src/extras.js';
import { fakeTransformers, modelDir } from './fakeTransformers.js';
import { hasCode } from '../../helpers/codes.js';
import { throwsDataFile } from '../../helpers/dataFile.js';

const LEX = { Adaeze: 'PER', Okonkwo: 'PER', Zenith: 'ORG', Bank: 'ORG', Lagos: 'LOC' };
const fake = () => fakeTransformers({ lexicon: LEX, style: 'wordpiece', offsets: false });

describe('loadModelDetector', () => {
  it('configures transformers for local files only and loads the directory as a token-classification pipeline', async () => {
    const dir = modelDir('tiny-ner');
    const mod = fake();
    const d = await loadModelDetector({ dir, importer: async () => mod });
    assert.equal(mod.env.allowRemoteModels, false);
    assert.equal(mod.env.allowLocalModels, true);
    assert.equal(mod.env.localModelPath, dirname(dir) + sep);
    assert.deepEqual(mod.calls, [{ task: 'token-classification', model: 'tiny-ner', options: { local_files_only: true } }]);
    assert.equal(d.model, 'tiny-ner');
    assert.equal(d.name, 'model:tiny-ner');
  });

  it('takes the model id from config.json _name_or_path, else the folder name', () => {
    assert.equal(modelIdOf(modelDir('folder', 'acme/ner-small')), 'acme/ner-small');
    assert.equal(modelIdOf(modelDir('folder2', '  ')), 'folder2');
    assert.equal(modelIdOf(modelDir('folder3')), 'folder3');
  });

  it('reads config.json through the one data loader: a broken copy is refused naming the file and the entry', async () => {
    const wrongType = modelDir('folder4', 'acme/ner');
    const file = join(wrongType, 'config.json');
    writeFileSync(file, JSON.stringify({ model_type: 'bert', _name_or_path: 7 }));
    throwsDataFile(() => modelIdOf(wrongType), file, '/_name_or_path', 'DF_TYPE');
    await assert.rejects(loadModelDetector({ dir: wrongType, importer: async () => fake() }), (e: unknown) => e instanceof DataFileError && e.path === '/_name_or_path');
    const notJson = modelDir('folder5');
    writeFileSync(join(notJson, 'config.json'), '{not json');
    throwsDataFile(() => modelIdOf(notJson), join(notJson, 'config.json'), '/', 'DF_NOT_JSON_AT');
    writeFileSync(join(notJson, 'config.json'), '[1]');
    throwsDataFile(() => modelIdOf(notJson), join(notJson, 'config.json'), '/', 'DF_TYPE');
  });

  it('detectAsync returns only personal-data spans as model:<id>; proposeAsync keeps organisations', async () => {
    const d = await loadModelDetector({ dir: modelDir('tiny-ner', 'acme/ner'), importer: async () => fake() });
    const text = 'Adaeze Okonkwo of Zenith Bank, Lagos.';
    const spans = await d.detectAsync(text);
    assert.deepEqual(
      spans.map((s) => [text.slice(s.start, s.end), s.category, s.detector]),
      [
        ['Adaeze Okonkwo', 'PII-1-NAME', 'model:acme/ner'],
        ['Lagos', 'PII-4-LOCATION', 'model:acme/ner'],
      ],
    );
    const proposals = await d.proposeAsync(text);
    assert.deepEqual(proposals.map((p) => p.entityType), ['PERSON', 'ORGANIZATION', 'LOCATION']);
  });

  it('classifies a long text in windows and shifts offsets back', async () => {
    const mod = fake();
    const d = await loadModelDetector({ dir: modelDir(), importer: async () => mod, maxChunkChars: 40 });
    const text = `${'filler words here. '.repeat(5)}Adaeze Okonkwo ${'more filler text. '.repeat(5)}Lagos`;
    const spans = await d.detectAsync(text);
    assert.ok(mod.texts.length > 3);
    assert.deepEqual(spans.map((s) => text.slice(s.start, s.end)), ['Adaeze Okonkwo', 'Lagos']);
  });

  it('fails clearly: missing directory, no config.json, missing package, wrong module', async () => {
    await assert.rejects(loadModelDetector({ dir: '/nonexistent/model', importer: async () => fake() }), (e: Error) => e instanceof ConfigError && hasCode('SC_MODEL_DIR_MISSING')(e) && e.message === 'model directory /nonexistent/model does not exist or is not a directory');
    const empty = mkdtempSync(join(tmpdir(), 'model-empty-'));
    await assert.rejects(loadModelDetector({ dir: empty, importer: async () => fake() }), hasCode('SC_MODEL_DIR_NO_CONFIG'));
    const missing = Object.assign(new Error("Cannot find package '@huggingface/transformers'"), { code: 'ERR_MODULE_NOT_FOUND' });
    await assert.rejects(
      loadModelDetector({ dir: modelDir(), importer: async () => Promise.reject(missing) }),
      (e: Error) => e instanceof ConfigError && hasCode('SC_DETECT_EXTRA_MISSING')(e) && e.message.includes('npm install @huggingface/transformers'),
    );
    await assert.rejects(loadModelDetector({ dir: modelDir(), importer: async () => ({}) }), hasCode('SC_DETECT_EXTRA_UNSUPPORTED'));
  });

  it('without an importer, the package itself is imported (not installed here: the install hint)', async () => {
    await assert.rejects(loadModelDetector({ dir: modelDir() }), (e: Error) => e instanceof ConfigError && hasCode('SC_DETECT_EXTRA_MISSING')(e));
  });
});

describe('probe and install', () => {
  afterEach(() => resetModelExtra());

  it('probeModel: package resolvable and SERVICE_MODEL_DIR an existing directory', () => {
    const dir = modelDir();
    const yes = () => true;
    assert.equal(probeModel({ SERVICE_MODEL_DIR: dir }, yes), true);
    assert.equal(probeModel({}, yes), false);
    assert.equal(probeModel({ SERVICE_MODEL_DIR: '/nonexistent/model' }, yes), false);
    assert.equal(probeModel({ SERVICE_MODEL_DIR: join(dir, 'config.json') }, yes), false);
    assert.equal(probeModel({ SERVICE_MODEL_DIR: dir }, () => false), false);
    // The package is not part of the default install.
    assert.equal(probeModel({ SERVICE_MODEL_DIR: dir }), false);
    assert.equal(modelDirectory({ SERVICE_MODEL_DIR: dir }), dir);
  });

  it('ensureModelDetector loads once and registers the model', async () => {
    const dir = modelDir('tiny-ner');
    let imports = 0;
    const importer = async () => {
      imports += 1;
      return fake();
    };
    const [a, b] = await Promise.all([
      ensureModelDetector({ env: { SERVICE_MODEL_DIR: dir }, importer, probe: true }),
      ensureModelDetector({ env: { SERVICE_MODEL_DIR: dir }, importer, probe: true }),
    ]);
    assert.equal(imports, 1);
    assert.equal(a, b);
    assert.equal(asyncModelDetector()?.model, 'tiny-ner');
  });

  it('ensureModelDetector without the extra answers null and registers nothing', async () => {
    assert.equal(await ensureModelDetector({ env: {} }), null);
    assert.equal(asyncModelDetector(), null);
  });

  it('a failed load never throws: recorded, warned, and the probe then says false', async () => {
    const dir = modelDir();
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const got = await ensureModelDetector({ env: { SERVICE_MODEL_DIR: dir }, importer: async () => ({}), probe: true });
    await new Promise((r) => setImmediate(r));
    process.off('warning', onWarning);
    assert.equal(got, null);
    assert.equal(asyncModelDetector(), null);
    assert.match(modelLoadFailure() ?? '', /ConfigError: .*does not export pipeline/);
    assert.equal(probeModel({ SERVICE_MODEL_DIR: dir }, () => true), false);
    assert.ok(warnings.some((w) => w.includes(basename(dir)) && w.includes('rules only')));
    resetModelExtra();
    assert.equal(probeModel({ SERVICE_MODEL_DIR: dir }, () => true), true);
  });
});
