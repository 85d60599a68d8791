// The /documents verb. Built by the documents issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';

export interface UploadedFile {
  /** The upload's file name as sent: a report key, never used as a path. */
  name: string;
  /** Where the bytes were spooled (inside a private temporary directory). */
  path: string;
  size: number;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
}

export interface DocumentsOptions {
  entity: string;
  jurisdiction: string;
  backend: string;
  reveal: boolean;
}

export async function resolveDocuments(_files: UploadedFile[], _options: DocumentsOptions): Promise<Record<string, unknown>> {
  throw new NotImplementedError('document resolution');
}
