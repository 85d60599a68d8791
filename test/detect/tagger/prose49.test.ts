// Session 49's prose49 round (issue 13, a method round): capitalised common words of the users' other languages read
// as persons (refinePersons.ts otherLanguageWordPersons; lexicon otherLanguageWords.ts, the `stopword` package's lists
// and tables/other-language-words-curated.json). The span rules get the spans handed in (what the tagger would
// propose), so each check holds whatever the shipped weights say; every sentence is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { tokenize } from '../../../src/detect/tagger/tokens.js';
import { commonWordLanguages, languagesWrittenIn } from '../../../src/lexicon/index.js';
import { unerSpans } from '../../../bench/detect-accuracy-uner.js';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe("a text's languages and their common words (lexicon otherLanguageWords.ts)", () => {
  it('reads the languages a text writes three distinct common words of, English words aside', () => {
    assert.deepEqual([...languagesWrittenIn(tokenize('Sasa tunaenda sokoni kwa sababu leo ni siku ya kazi na bei ni nzuri.').words)], ['sw']);
    assert.equal(languagesWrittenIn(tokenize('The van is in the garage and it was parked by me.').words).size, 0);
    assert.ok(languagesWrittenIn(tokenize('Die Wohnung ist frei, aber die Miete ist hoch und wir haben keine Zeit.').words).has('de'));
  });

  it('holds the stop words of the package and the curated nouns, by language', () => {
    assert.ok(commonWordLanguages('Lakini').includes('sw'));
    assert.ok(commonWordLanguages('Notulen').includes('nl'));
    assert.ok(commonWordLanguages('Betreff').includes('de'));
    assert.deepEqual(commonWordLanguages('Wanjiru'), []);
  });
});

describe('common words of another language read as a person (refinePersons.ts otherLanguageWordPersons)', () => {
  it('Swahili: a sentence-opening noun or adverb alone is no one', () => {
    const a = 'Kazi imeanza mapema leo na wafanyakazi wote wamefika kwa wakati. Sasa tunasubiri ripoti ya mwisho.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Kazi'), ...at(a, 'PER', 'Sasa')]), []);
  });

  it('Hausa and French: a function word opening a sentence alone is no one', () => {
    const a = "Ƙungiyar ta ci wasan a Kano ranar Asabar. Mai horar da 'yan wasan ya ce suna farin ciki sosai da nasarar.";
    assert.deepEqual(refined(a, [...at(a, 'LOC', 'Kano'), ...at(a, 'PER', 'Mai')]), ['LOC:Kano']);
    const b = "Elle nous a quittés le 3 mai à Rennes, dans sa 80e année. Les obsèques auront lieu mardi en l'église du village.";
    assert.deepEqual(refined(b, at(b, 'PER', 'Les')), []);
  });

  it('German: common words opening a sentence are cut; what is left is a person, a place or nothing', () => {
    const a = 'Der Unfall geschah am Morgen an der Kreuzung. Der Fahrer, Konrad Seidel aus Kassel, blieb unverletzt und wartete auf die Polizei.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Der Fahrer'), ...at(a, 'PER', 'Konrad Seidel')]), ['PER:Konrad Seidel']);
    const b = 'Tagebuch: Von Leipzig fuhren wir mit dem Bus weiter, und am Abend waren wir endlich in der Stadt.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Von Leipzig')), ['LOC:Leipzig']);
  });

  it('through the auto pipeline: a Dutch minutes heading and Swahili openers are no one, the names stay', () => {
    const a = 'Notulen van de vergadering van 12 maart\nAanwezig: Pieter de Vries, Anouk Jansen\nAfgemeld: Koen Bakker\nDe voorzitter opent de vergadering om acht uur en heet iedereen welkom.';
    const persons = (t: string) => unerSpans(t, detectSpans(t, { jurisdiction: 'NL', backend: 'auto' }), 'places').filter((x) => x.type === 'PER').map((x) => t.slice(x.start, x.end));
    assert.deepEqual(persons(a), ['Pieter de Vries', 'Anouk Jansen', 'Koen Bakker']);
    const b = 'Kazi ilianza mapema leo na wafanyakazi wote walikuwa pale. Sasa tunasubiri ripoti ya mwisho kutoka kwa Baraka Otieno.';
    assert.deepEqual(persons(b), ['Baraka Otieno']);
  });

  it('negative: names that are also words stay names where the context reads them so', () => {
    // Title before, family name after, a speaker label, mid-sentence capital in a language that writes the word lower case.
    const a = 'Leo tumepokea barua na sasa ni wazi kwamba kazi inaendelea. Bi. Sasa amefika ofisini.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Sasa')), ['PER:Sasa']);
    const b = 'Kesho kutakuwa na mkutano na sasa ni wazi kwamba kazi inaendelea. Leo Mwangi atafika pia.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Leo Mwangi')), ['PER:Leo Mwangi']);
    const c = 'Sasa: nimefika ofisini\nOtieno: sawa, kazi ni nyingi leo na sasa tunasubiri';
    assert.deepEqual(refined(c, [...at(c, 'PER', 'Sasa'), ...at(c, 'PER', 'Otieno')]), ['PER:Sasa', 'PER:Otieno']);
    const d = 'Ripoti ya leo ni wazi kwamba kazi inaendelea na tumeongea na Sasa kuhusu bei.';
    assert.deepEqual(refined(d, at(d, 'PER', 'Sasa')), ['PER:Sasa']);
  });

  it('negative: words that are names and not common words stay (Baraka, Neema, De Vries, Koch, Wolf)', () => {
    const a = 'Baraka alisema kwamba leo kazi ni nyingi na sasa tunasubiri. Neema pia alifika mapema.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Baraka'), ...at(a, 'PER', 'Neema')]), ['PER:Baraka', 'PER:Neema']);
    const b = 'De Vries heeft de sleutels en de rest van de groep wacht bij het station.';
    assert.deepEqual(refined(b, at(b, 'PER', 'De Vries')), ['PER:De Vries']);
    const c = 'Koch und Wolf haben die Wohnung besichtigt, aber die Miete ist zu hoch für sie.';
    assert.deepEqual(refined(c, [...at(c, 'PER', 'Koch'), ...at(c, 'PER', 'Wolf')]), ['PER:Koch', 'PER:Wolf']);
  });

  it('negative: in English text the same words are left as read (no other language is written)', () => {
    const a = 'We met Sasa at the station and then drove to the office together.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Sasa')), ['PER:Sasa']);
    const b = 'Kazi said the report was late again.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Kazi')), ['PER:Kazi']);
  });
});
