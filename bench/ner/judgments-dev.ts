// Turns bench/ner/judgments-dev.txt (passages with {PER:…} / {LOC:…} / {ORG:…} marks) into the JSONL that
// bench/ner-heldout.ts reads: npm run bench:ner-heldout -- --file bench/data/ner-judgments-dev.jsonl
//   node --import tsx bench/ner/judgments-dev.ts   (writes bench/data/ner-judgments-dev.jsonl)
import { readFileSync, writeFileSync } from 'node:fs';
import { type NerText, toJsonl, unmark as unmarkBrackets } from './generate.js';

/** A passage's marks, `{PER:…}`: easier to type in running prose than the templates' `[[PER:…]]`. */
const MARK = /\{(PER|LOC|ORG):([^{}]+)\}/gu;

/** One marked passage to its plain text and gold spans (UTF-16 offsets), through the templates' unmark and its checks. */
export function unmark(marked: string): { text: string; spans: NerText['spans'] } {
  return unmarkBrackets(marked.replace(MARK, '[[$1:$2]]'));
}

export function parsePassages(source: string): NerText[] {
  const out: NerText[] = [];
  let genre = 'judgment';
  for (const block of source.split(/\n\s*\n/u)) {
    const lines = block.split('\n').filter((l) => {
      const g = /^# genre: (\S+)/u.exec(l);
      if (g) genre = g[1]!;
      return !l.startsWith('#');
    });
    if (lines.length === 0) continue;
    const { text, spans } = unmark(lines.join('\n'));
    out.push({ id: `jdev-${out.length}`, jurisdiction: 'GB', genre, lang: 'en', text, spans } as NerText);
  }
  return out;
}

if (process.argv[1]?.endsWith('judgments-dev.ts')) {
  const texts = parsePassages(readFileSync(new URL('./judgments-dev.txt', import.meta.url), 'utf8'));
  writeFileSync(new URL('../data/ner-judgments-dev.jsonl', import.meta.url), toJsonl(texts));
  console.log(`${texts.length} passages`);
}
