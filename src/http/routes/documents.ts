// POST /documents: multipart upload → resolveDocuments. Form fields are validated here (the body is not
// JSON, so the schema validator does not see it).
import type { FastifyInstance } from 'fastify';
import { serviceError } from '../../core/errors.js';
import { isSafeToken } from '../../core/safeToken.js';
import { resolveDocumentsDetailed } from '../../documents/index.js';
import { RESPONSES } from '../openapi.js';
import { BOOLEAN_WORDS, DOCUMENT_FORM_DEFAULTS, parseBooleanWord } from '../schemas.js';
import { fieldPath, requestModelDetail } from '../validation.js';
import { allowReveal, requireLedger } from '../state.js';
import { receiveUpload, type UploadLimits } from '../uploads.js';

const DOCUMENTS_SCHEMA = {
  summary: 'Process several uploaded documents',
  tags: ['documents'],
  consumes: ['multipart/form-data'],
  response: RESPONSES.documents,
  description:
    'Multipart form: one or more `files` parts, plus optional fields entity (person), jurisdiction (auto), backend (auto), store (false), reveal (false).',
};

function formBoolean(fields: Record<string, string>, name: 'store' | 'reveal', bad: string[]): boolean {
  const raw = fields[name];
  if (raw === undefined) return DOCUMENT_FORM_DEFAULTS[name];
  if (!(BOOLEAN_WORDS as readonly string[]).includes(raw.trim().toLowerCase())) {
    bad.push(`${name} must be a boolean (true or false)`);
    return false;
  }
  return parseBooleanWord(raw.trim());
}

/** A file name is the caller's text: named back only when it is a safe token (core/safeToken.ts). */
function shownFileName(name: string): string {
  return isSafeToken(name) ? name : `a name of ${Array.from(name).length} characters (not shown)`;
}

const FORM_FIELDS = ['files', ...Object.keys(DOCUMENT_FORM_DEFAULTS)];

/** The form is strict like every JSON body: a field it does not know is named (docs/architecture.md D9). */
function unknownFormFields(fields: Record<string, string>, strayFileFields: readonly string[]): string[] {
  const unknown = new Set([...Object.keys(fields), ...strayFileFields].filter((n) => !FORM_FIELDS.includes(n)));
  if (unknown.size === 0) return [];
  const names = [...unknown].map((n) => fieldPath('', n));
  return [`unknown field${names.length === 1 ? '' : 's'}: ${names.join(', ')} (this form takes ${FORM_FIELDS.join(', ')})`];
}

export function registerDocumentsRoute(app: FastifyInstance, limits: UploadLimits): void {
  app.post('/documents', { schema: DOCUMENTS_SCHEMA, config: { tool: 'documents' } }, async (req) => {
    const upload = await receiveUpload(req, limits);
    try {
      const { fields, files } = upload;
      const bad = unknownFormFields(fields, upload.strayFileFields);
      if (files.length === 0) bad.push('files is required: upload at least one file part named `files`');
      const store = formBoolean(fields, 'store', bad);
      const reveal = formBoolean(fields, 'reveal', bad);
      if (bad.length > 0) throw serviceError('SC_REQUEST_MODEL', { detail: requestModelDetail('form', bad) });
      allowReveal(app.service, reveal);
      const options = {
        entity: fields.entity ?? DOCUMENT_FORM_DEFAULTS.entity,
        jurisdiction: fields.jurisdiction ?? DOCUMENT_FORM_DEFAULTS.jurisdiction,
        backend: fields.backend ?? DOCUMENT_FORM_DEFAULTS.backend,
        reveal,
      };
      const ledger = store ? requireLedger(app.service) : null;
      const names = files.map((f) => f.name);
      const duplicates = [...new Set(names.filter((n, i) => names.indexOf(n) !== i))].sort();
      if (duplicates.length > 0) {
        throw serviceError('SC_DUPLICATE_FILE_NAME', { names: duplicates.map(shownFileName).join(', ') });
      }
      req.attestInputs = {
        count: files.length,
        ...options,
        store,
        files: files.map((f) => ({ name: f.name, sha256: f.sha256 })),
      };
      const { report, ledger: entries } = await resolveDocumentsDetailed(files, options);
      if (ledger) {
        // Every pair decision (and its two records) is durable before the answer says recorded: true.
        await Promise.all(entries.map((entry) => ledger.recordAsync(entry)));
        report.recorded = true;
      }
      return report;
    } finally {
      await upload.cleanup();
    }
  });
}
