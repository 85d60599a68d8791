// Reading the spooled uploads: format by content, the parser extra each needs (checked for every file
// before any parsing, so a missing extra is a fast 400), then parsing — plain text in place, the rest
// in worker threads, two at a time (the machines have two cores). Paths are the route's generated
// ones; upload names are report keys only and never reach the file system or a parser.
import { readFile } from 'node:fs/promises';
import type { ParserCapabilities } from '../extras.js';
import { errorMessage } from '../core/errors.js';
import { availableParsers, missingParserError } from './extras.js';
import { type DocumentFormat, sniffFormat } from './format.js';
import { parseInWorker } from './workerPool.js';
import { failureMessage } from './parsers/failure.js';
import { declaredSizeRefusal } from './parsers/limits.js';
import { type ParserId, parserFor } from './parsers/index.js';
import { decodeText } from './parsers/text.js';
import type { ParseReply } from './worker.js';

export interface Upload {
  name: string;
  path: string;
}

export interface ReadOk {
  name: string;
  format: DocumentFormat;
  text: string;
  parser: string;
  ocr: boolean;
  pages: number;
}

export interface ReadOutcome {
  /** Readable documents, in upload order. */
  read: ReadOk[];
  /** File name → why it could not be read. */
  errors: Map<string, string>;
}

export interface ReadOptions {
  parsers?: Partial<ParserCapabilities> | undefined;
  /** Per-file parse deadline (default 120 s). */
  timeoutMs?: number | undefined;
  /** Show parser libraries' messages in errors (they may quote the file). */
  reveal?: boolean;
  /** Files parsed at once (default 2). */
  concurrency?: number;
  /** Epoch ms by which every file must be read (the request's time budget); later files are errors. */
  deadline?: number;
  /** The request's time budget in seconds, which an entry names when the deadline passed. */
  budgetSeconds?: number;
}


async function parseOne(bytes: Buffer, format: DocumentFormat, ocrAvailable: boolean, timeoutMs: number, detail: boolean): Promise<ParseReply> {
  if (format === 'text' || format === 'markdown') {
    try {
      return { kind: 'ok', text: decodeText(bytes), parser: 'text', ocr: false, pages: 1 };
    } catch (err) {
      return { kind: 'failed', message: failureMessage(err, detail) };
    }
  }
  if (format === 'empty') return { kind: 'failed', message: errorMessage('SC_PARSE_EMPTY', {}) };
  // Declared pixel counts and inflated sizes are checked before anything is decoded.
  const refusal = declaredSizeRefusal(bytes, format);
  if (refusal !== null) return { kind: 'failed', message: refusal };
  // A private copy whose buffer can be transferred to the worker.
  return parseInWorker({ bytes: new Uint8Array(bytes), format, ocrAvailable, detail }, timeoutMs);
}

export async function readUploads(files: readonly Upload[], options: ReadOptions = {}): Promise<ReadOutcome> {
  const available = availableParsers(options.parsers);
  const loaded: { name: string; bytes: Buffer; format: DocumentFormat }[] = [];
  for (const f of files) {
    const bytes = await readFile(f.path);
    const format = sniffFormat(bytes, f.name);
    const needs: ParserId | null = parserFor(format);
    if (needs !== null && !available[needs]) throw missingParserError(needs);
    loaded.push({ name: f.name, bytes, format });
  }
  const replies: ParseReply[] = new Array(loaded.length);
  let next = 0;
  const lane = async () => {
    while (next < loaded.length) {
      const i = next++;
      const item = loaded[i] as (typeof loaded)[number];
      const perFile = options.timeoutMs ?? 120_000;
      const remaining = options.deadline === undefined ? perFile : options.deadline - Date.now();
      if (remaining <= 0) {
        const message = options.budgetSeconds === undefined ? errorMessage('SC_DOC_NOT_READ', {}) : errorMessage('SC_DOC_NOT_READ_BUDGET', { seconds: options.budgetSeconds });
        replies[i] = { kind: 'failed', message };
        continue;
      }
      replies[i] = await parseOne(item.bytes, item.format, available.ocr, Math.min(perFile, remaining), options.reveal === true);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, lane));
  const read: ReadOk[] = [];
  const errors = new Map<string, string>();
  replies.forEach((reply, i) => {
    const { name, format } = loaded[i] as (typeof loaded)[number];
    if (reply.kind === 'missing') throw missingParserError(reply.parser as ParserId);
    if (reply.kind === 'failed') errors.set(name, reply.message);
    else if (reply.kind === 'warmed') errors.set(name, errorMessage('SC_PARSE_OUT_OF_TURN', {}));
    else if (reply.text.trim() === '') errors.set(name, errorMessage('SC_PARSE_NO_TEXT', {}));
    else read.push({ name, format, text: reply.text, parser: reply.parser, ocr: reply.ocr, pages: reply.pages });
  });
  return { read, errors };
}
