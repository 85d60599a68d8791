// Multipart handling for POST /documents: files are spooled into a private mkdtemp directory (0700)
// under generated names (never the upload's name), hashed while streaming, and removed by the caller.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { serviceError } from '../core/errors.js';
import type { UploadedFile } from '../documents/index.js';

export interface UploadLimits {
  /** Bytes per file. */
  fileSize: number;
  /** Files per request. */
  files: number;
  /** Bytes of all files of one request together. */
  totalSize: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { fileSize: 25 * 1024 * 1024, files: 20, totalSize: 100 * 1024 * 1024 };

export interface ReceivedUpload {
  dir: string;
  files: UploadedFile[];
  fields: Record<string, string>;
  /** Names of file parts other than `files` (read and discarded; the form check reports them). */
  strayFileFields: string[];
  cleanup(): Promise<void>;
}

/** Reads every part; the caller must call `cleanup()` (in a finally). */
export async function receiveUpload(req: FastifyRequest, limits: UploadLimits): Promise<ReceivedUpload> {
  if (!req.isMultipart()) {
    throw serviceError('SC_MULTIPART_REQUIRED');
  }
  const dir = await mkdtemp(join(tmpdir(), 'service-core-upload-'));
  const upload: ReceivedUpload = {
    dir,
    files: [],
    fields: {},
    strayFileFields: [],
    cleanup: () => rm(dir, { recursive: true, force: true }),
  };
  let total = 0;
  try {
    // Over-size files throw (the plugin default), mapped to 413 by the error handler.
    const parts = req.parts({ limits: { fileSize: limits.fileSize, files: limits.files, fields: 20, parts: limits.files + 20 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'files') {
          upload.strayFileFields.push(part.fieldname);
          part.file.resume();
          continue;
        }
        const path = join(dir, `upload-${upload.files.length}`);
        const hash = createHash('sha256');
        let size = 0;
        const tap = new Transform({
          transform(chunk: Buffer, _enc, done) {
            hash.update(chunk);
            size += chunk.length;
            total += chunk.length;
            if (total > limits.totalSize) {
              done(serviceError('SC_UPLOADS_TOO_LARGE', { limit: limits.totalSize }));
              return;
            }
            done(null, chunk);
          },
        });
        await pipeline(part.file, tap, createWriteStream(path, { mode: 0o600 }));
        upload.files.push({ name: part.filename || `upload-${upload.files.length}`, path, size, sha256: hash.digest('hex') });
      } else if (typeof part.value === 'string') {
        upload.fields[part.fieldname] = part.value;
      }
    }
    return upload;
  } catch (err) {
    await upload.cleanup();
    throw err;
  }
}
