// A greeting that addresses a group ("Liebe Kolleginnen und Kollegen", "Liebe Fahrgäste", "Szanowni Mieszkańcy"), read
// by the tagger as a person: its own module beside refinePersons.ts otherLanguageOpeners, which cuts the greeting's
// opener off a name; the words are name-stoplist.json `addresseeGroups` (src/lexicon/names.ts isAddresseeGroup).
import { isAddresseeGroup } from '../../lexicon/names.js';
import { type RefinedSpan, tokenRange } from './spanIndex.js';
import type { Tokens } from './tokens.js';

/**
 * German capitalises every noun and Polish courtesy the addressee, so a greeting to a group reads like a greeting to a
 * person ("Liebe Jecken,", "Szanowni Mieszkańcy"), and the tagger takes the words as a name. A person span holding a
 * word of a greeting to a group loses that word and every word before it; what is left stays only where it holds a
 * capitalised word ("Szanowni Mieszkańcy Osiedle Bronowice" keeps "Osiedle Bronowice" for the place rules), else the
 * span is dropped ("Liebe Jecken", "Kolleginnen").
 */
export function addresseeGroups(tokens: Tokens, spans: RefinedSpan[]): RefinedSpan[] {
  let out: (RefinedSpan | undefined)[] | undefined;
  spans.forEach((s, i) => {
    if (s.type !== 'PER') return;
    const [a, b] = tokenRange(tokens, s);
    let k = b;
    while (k >= a && !isAddresseeGroup(tokens.words[k]!)) k--;
    if (k < a) return;
    let c = k + 1;
    while (c <= b && !/^\p{Lu}/u.test(tokens.words[c]!)) c++;
    out ??= spans.slice();
    out[i] = c > b ? undefined : { type: 'PER', start: tokens.starts[c]!, end: s.end };
  });
  return out ? out.filter((s): s is RefinedSpan => s !== undefined) : spans;
}
