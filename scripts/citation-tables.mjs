// Prints the README's citation tables: for each statute pack, every category with its action, citation
// and source, and the table of contents the citations were checked against (src/jurisdiction/statutes).
//   node scripts/citation-tables.mjs
import { readFileSync } from 'node:fs';

const PACKS = ['NDPA-2023', 'KENYA-DPA', 'GHANA-DPA', 'POPIA', 'GDPR', 'UK-GDPR'];
const read = (path) => JSON.parse(readFileSync(new URL(`../src/jurisdiction/statutes/${path}`, import.meta.url), 'utf8'));

for (const id of PACKS) {
  const pack = read(`${id}.json`);
  const toc = read(`toc/${id}.json`);
  console.log(`\n**${pack.title}** (\`${id}\` ${pack.version}). Checked against: ${toc.instruments.map((i) => `${i.title} (${i.read_at.join('; ')})`).join('; ')}.\n`);
  console.log('| category | action | citation | source |');
  console.log('|---|---|---|---|');
  const rows = [['(default)', pack.default], ...Object.entries(pack.categories)];
  for (const [code, rule] of rows) console.log(`| ${code} | ${rule.action} | ${rule.citation} | ${rule.source ?? ''} |`);
}
