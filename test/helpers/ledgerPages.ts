// Test helper: which page of a ledger file to damage when a test needs SQLite's own check to find it. An
// index or interior b-tree page (type byte 2, 5 or 10) is dense with structure; 200 bytes inside one long
// sealed value of a table leaf (issue 18: values are stored sealed, so cells are long) are not SQLite's to find.
import { readFileSync } from 'node:fs';

const PAGE = 4096;

/** The first index or interior b-tree page from the middle of the file on. */
export function structurePageFromMiddle(path: string): number {
  const bytes = readFileSync(path);
  let page = Math.floor(bytes.length / PAGE / 2);
  while (page * PAGE < bytes.length && ![2, 5, 10].includes(bytes[page * PAGE]!)) page++;
  if (page * PAGE >= bytes.length) throw new Error(`no index or interior page after the middle of ${path}`);
  return page;
}
