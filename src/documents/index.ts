// The /documents verb. Built by the documents issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';

export interface UploadedFile {
  /** The upload's file name as sent (a report key, never a path). */
  name: string;
  /** The file's bytes. */
  bytes: Uint8Array;
}

export interface DocumentsOptions {
  entity: string;
  jurisdiction: string;
  backend: string;
  reveal: boolean;
}

export function resolveDocuments(_files: UploadedFile[], _options: DocumentsOptions): Record<string, unknown> {
  throw new NotImplementedError('document resolution');
}
