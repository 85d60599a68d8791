// The tagger's optional web-text training sentences (generate.ts WEB_TEMPLATES, settings.ts webShare, off in the
// shipped weights): reproducible, the plain generator untouched at share 0, and brands that never teach that a
// name, an English word or a place is an organisation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generateSentences } from '../../../src/detect/tagger/generate.js';
import { isEnglishWord, isFamilyName, isGivenName, lookupPlace } from '../../../src/lexicon/index.js';

describe('generated web-text sentences', () => {
  it('at share 0 gives the same sentences as before; at a share, web shapes from the same seed', () => {
    assert.deepEqual(generateSentences(50, 3, 0), generateSentences(50, 3));
    assert.deepEqual(generateSentences(50, 3, 0.5), generateSentences(50, 3, 0.5));
    assert.notDeepEqual(generateSentences(50, 3, 0.5), generateSentences(50, 3));
  });

  it('puts places first in the sentence and brands where persons stand, brands marked as organisations', () => {
    const web = generateSentences(400, 5, 1);
    const spanText = (s: (typeof web)[number], i: number) => s.text.slice(s.spans[i]!.start, s.spans[i]!.end);
    // Places open sentences (as in reviews and forum questions), not only persons.
    assert.ok(web.filter((s) => s.spans[0]?.start === 0 && s.spans[0].type === 'LOC').length >= 40);
    assert.ok(web.filter((s) => s.spans[0]?.start === 0 && s.spans[0].type === 'PER').length >= 20);
    const brands = web.flatMap((s) => s.spans.map((x, i) => ({ x, text: spanText(s, i) })).filter(({ x }) => x.type === 'ORG'));
    assert.ok(brands.length >= 40);
    for (const { text } of brands) {
      // A brand that is also a name, an English word or a place never teaches "no person" or "no place".
      for (const w of text.split(' ')) {
        assert.ok(!isGivenName(w) && !isFamilyName(w), `${text} holds a name`);
        assert.ok(!isEnglishWord(w.toLowerCase()), `${text} holds an English word`);
        assert.equal(lookupPlace(w).length, 0, `${text} holds a place`);
      }
    }
  });
});
