// One text, one reading of a name (src/detect/tagger/mentions.ts), on sentences written for this test:
// the spans handed in stand for what the tagger proposed, so the rule is checked whatever the weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sameTextMentions } from '../../../src/detect/tagger/mentions.js';
import type { RefinedSpan } from '../../../src/detect/tagger/spanIndex.js';
import { tokenize } from '../../../src/detect/tagger/tokens.js';

/** A span of `type` over the `nth` (0-based) occurrence of `phrase`. */
function at(text: string, type: RefinedSpan['type'], phrase: string, nth = 0): RefinedSpan {
  let start = -1;
  for (let k = 0; k <= nth; k++) start = text.indexOf(phrase, start + 1);
  assert.ok(start >= 0, phrase);
  return { type, start, end: start + phrase.length };
}

function mentions(text: string, spans: RefinedSpan[]): string[] {
  return sameTextMentions(tokenize(text), spans.sort((a, b) => a.start - b.start)).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

describe('the other mentions of a name in the same text', () => {
  it('a given name alone is the person a full name introduced, listed or not, titles skipped', () => {
    const text = 'The deceased, Andrei Radu Popescu, lived in Leeds. On 3 June 2019 Andrei was cycling home. Andrei died that day.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Andrei Radu Popescu')]), ['PER:Andrei Radu Popescu', 'PER:Andrei', 'PER:Andrei']);
    const unlisted = 'Mr Dilshan Perera gave evidence. Dilshan was calm throughout.';
    assert.deepEqual(mentions(unlisted, [at(unlisted, 'PER', 'Mr Dilshan Perera')]), ['PER:Mr Dilshan Perera', 'PER:Dilshan']);
  });

  it('lends no given name that is an English word, a weekday, a place, opens two names, or is unlisted in another language', () => {
    const grace = 'Grace Mensah sang. Grace was said before the meal.';
    assert.deepEqual(mentions(grace, [at(grace, 'PER', 'Grace Mensah')]), ['PER:Grace Mensah']);
    const paris = 'Paris Hilton landed. Paris was cold.';
    assert.deepEqual(mentions(paris, [at(paris, 'PER', 'Paris Hilton')]), ['PER:Paris Hilton']);
    // A word refine.json rules out as a name (a planet) lends nothing either.
    const venus = 'Transit Venus opposes natal Saturn, said Venus Okafor.';
    assert.deepEqual(sameTextMentions(tokenize(venus), [at(venus, 'PER', 'Venus Okafor')], () => false, new Set(['Venus'])).map((x) => venus.slice(x.start, x.end)), ['Venus Okafor']);
    // One word before two different names is an office or title the lexicon lacks.
    const office = 'Waziri Musa Bello and Waziri Ade Okon met. Waziri spoke first.';
    assert.deepEqual(mentions(office, [at(office, 'PER', 'Waziri Musa Bello'), at(office, 'PER', 'Waziri Ade Okon')]), ['PER:Waziri Musa Bello', 'PER:Waziri Ade Okon']);
    const foreign = (lend: boolean) => sameTextMentions(tokenize(rw), [at(rw, 'PER', 'Minisitiri Diane Umutoni')], () => lend).map((x) => rw.slice(x.start, x.end));
    const rw = 'Byatangajwe na Minisitiri Diane Umutoni. Minisitiri yavuze ko leta izakomeza gufasha abaturage bose.';
    assert.deepEqual(foreign(true), ['Minisitiri Diane Umutoni']);
    // The same words read as English text lend the unknown opener: the language is what holds it back.
    assert.deepEqual(foreign(false), ['Minisitiri Diane Umutoni', 'Minisitiri']);
  });

  it('a surname alone is the person a full name introduced, in the same line or a later one', () => {
    const text = 'Kelly Mensah called the registry on Monday.\nThen Mensah wrote again, the clerk told Mensah to wait, and Mensah left.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Kelly Mensah')]), ['PER:Kelly Mensah', 'PER:Mensah', 'PER:Mensah', 'PER:Mensah']);
  });

  it('a whole name or place read once is the same kind where the tagger left it unread', () => {
    const text = 'We met Ama Owusu in Tamale. Tamale was hot, and Ama Owusu drove us back.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Ama Owusu'), at(text, 'LOC', 'Tamale')]), ['PER:Ama Owusu', 'LOC:Tamale', 'LOC:Tamale', 'PER:Ama Owusu']);
  });

  it('a one-word place no gazetteer knows that is a surname in the text is the person; a known place stays a place', () => {
    const text = 'Hassan Nasrallah spoke first. Nasrallah said the talks would go on.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Hassan Nasrallah'), at(text, 'LOC', 'Nasrallah')]), ['PER:Hassan Nasrallah', 'PER:Nasrallah']);
    const paris = 'Paris Hilton landed at noon. We flew to Paris on Friday.';
    assert.deepEqual(mentions(paris, [at(paris, 'PER', 'Paris Hilton'), at(paris, 'LOC', 'Paris', 1)]), ['PER:Paris Hilton', 'LOC:Paris']);
  });

  it('a mention inside a longer capitalised name is not that person or place', () => {
    const text = 'Kofi Mensah founded the firm. Mensah Holdings now owns it, and so does Mensah Cocoa Ltd.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Kofi Mensah')]), ['PER:Kofi Mensah']);
    const title = 'Grace Banda filed the claim. Justice Banda heard it.';
    assert.deepEqual(mentions(title, [at(title, 'PER', 'Grace Banda')]), ['PER:Grace Banda']);
  });

  it('an English word at a sentence start is not taken for the name it also is', () => {
    const text = 'Condoleezza Rice spoke on Friday. Rice is the main crop here, and Rice later left.';
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Condoleezza Rice')]), ['PER:Condoleezza Rice', 'PER:Rice']);
  });

  it('words read both ways, or left unread more often than read, are left as the tagger read them', () => {
    const both = 'Jordan scored twice. We flew to Jordan in May. Jordan is far.';
    assert.deepEqual(mentions(both, [at(both, 'PER', 'Jordan'), at(both, 'LOC', 'Jordan', 1)]), ['PER:Jordan', 'LOC:Jordan']);
    const slip = 'We moved to Google last year. Google pays well and Google is large.';
    assert.deepEqual(mentions(slip, [at(slip, 'LOC', 'Google')]), ['LOC:Google']);
  });

  it('capitals-only words and lower-case mentions are not propagated; one mention gives nothing', () => {
    const text = 'The US team met Abena Asare. the us office and abena asare agreed.';
    assert.deepEqual(mentions(text, [at(text, 'LOC', 'US'), at(text, 'PER', 'Abena Asare')]), ['LOC:US', 'PER:Abena Asare']);
    const one = 'Yaw Boateng signed it.';
    assert.deepEqual(mentions(one, [at(one, 'PER', 'Yaw Boateng')]), ['PER:Yaw Boateng']);
  });
});

describe('the name-word test on a long token', () => {
  it('a long capitalised token ending in a digit is no name word (its cost: bench:worst-case)', () => {
    const text = `Kelly Cloud called. ${'A'}${'b'.repeat(2_000)}1 and Cloud left.`;
    assert.deepEqual(mentions(text, [at(text, 'PER', 'Kelly Cloud')]), ['PER:Kelly Cloud', 'PER:Cloud']);
  });
});
