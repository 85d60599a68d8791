// Prints the README's citation tables: for each statute pack, every category with its action, citation
// and source, and the table of contents the citations were checked against (src/jurisdiction/statutes).
// The packs are the one list `STATUTE_FILES` (src/jurisdiction/statutes.ts), in its order, each read and
// checked by its own loader, so a new pack gets its table with no edit here (issue 14).
//   node --import tsx scripts/citation-tables.mjs
import { findStatute, STATUTE_FILES } from '../src/jurisdiction/statutes.ts';
import { loadStatuteToc } from '../src/jurisdiction/statuteToc.ts';

for (const id of STATUTE_FILES) {
  const pack = findStatute(id);
  const toc = loadStatuteToc(id);
  console.log(`\n**${pack.title}** (\`${id}\` ${pack.version}). Checked against: ${toc.instruments.map((i) => `${i.title} (${i.read_at.join('; ')})`).join('; ')}.\n`);
  console.log('| category | action | citation | source |');
  console.log('|---|---|---|---|');
  const rows = [['(default)', pack.default], ...Object.entries(pack.categories)];
  for (const [code, rule] of rows) console.log(`| ${code} | ${rule.action} | ${rule.citation} | ${rule.source ?? ''} |`);
}
