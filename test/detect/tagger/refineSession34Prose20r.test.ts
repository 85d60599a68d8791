// Span rules added in session 34 (issue 13, prose set 20 round: a class kept only where held-out sets by different
// authors both show it), on texts written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/nameSpans.js';

const names = (t: string) => findNameSpans(t).map((s) => t.slice(s.start, s.end));

describe("a ranked list's entry written family name first, then its figure, is one name (nameSpans.ts RANKED_ENTRY)", () => {
  it('standings with scores, results with times, each entry numbered or after a semicolon', () => {
    const ladder = 'Club ladder after five rounds: 1. Mensah, Kofi 4½; 2. Okafor, Ngozi Adaeze 4; 3. Dlamini, Thandeka 3½.';
    assert.deepEqual(names(ladder), ['Mensah, Kofi', 'Okafor, Ngozi Adaeze', 'Dlamini, Thandeka']);
    const times = 'Finishers\n1. Dlamini, Thandeka 41:12\n2. Fischer, Jonas 43:05\n';
    assert.deepEqual(names(times), ['Dlamini, Thandeka', 'Fischer, Jonas']);
    const unnumbered = 'Points so far; Walsh, Thomas 12 pts; Mensah, Kofi 9 pts';
    assert.deepEqual(names(unnumbered), ['Walsh, Thomas', 'Mensah, Kofi']);
  });
  it('negative: an entry with no number before it, a town then a figure, a given name first', () => {
    assert.equal(names('Update: Okafor, Ngozi 3 weeks ago sent it.').includes('Okafor, Ngozi'), false);
    assert.deepEqual(names('1. Lagos, Nigeria 2023\n'), []);
    assert.equal(names('1. Thandeka, Kofi 4\n').includes('Thandeka, Kofi'), false);
  });
});

describe('a name hard-wrapped inside a running sentence is one name (nameSpans.ts wrappedInProse)', () => {
  it('the given names end a line of the sentence, the family name opens the next and the sentence goes on', () => {
    const note = 'The boiler was fixed by Kwame Yaw\nBoateng on Monday morning.';
    assert.deepEqual(names(note), ['Kwame Yaw\nBoateng']);
    const particle = 'The minutes were taken by Anneke\nvan der Berg at the meeting.';
    assert.deepEqual(names(particle), ['Anneke\nvan der Berg']);
  });
  it("negative: a form's field before the name, a name opening its line, a town on the next line", () => {
    assert.equal(names('Customer: Thandeka\nMokoena paid in cash\n').includes('Thandeka\nMokoena'), false);
    assert.equal(names('Thandeka\nMokoena paid in cash\n').some((n) => n.includes('\n')), false);
    assert.equal(names('We drove with Thandeka\nLondon was next.').some((n) => n.includes('\n')), false);
    // The first word of the name again on the next line is a new mention (a heading, then the text).
    assert.equal(names('A tribute to Thomas Martin\nThomas grew up in Leeds.').some((n) => n.includes('\n')), false);
  });
});

describe("a short family name's full stop after a name written whole closes the sentence (nameTokens.ts endsWrittenName)", () => {
  it('the name before the stop and the word or name after it are read apart', () => {
    assert.deepEqual(names('I gave the keys to Kofi Osei. Yaw Boateng locks up tonight.'), ['Kofi Osei', 'Yaw Boateng']);
    assert.deepEqual(names('Painted by Anke Böhm. Framed by K. Weber.'), ['Anke Böhm', 'K. Weber']);
    assert.equal(names('Driver: Pieter Louw. Depot: Bellville.').includes('Pieter Louw'), true);
  });
  it('negative: an abbreviation with no vowel, a title, a family name opening its run still join the next word', () => {
    assert.deepEqual(names('Signed Wm. Osei'), ['Wm. Osei']);
    assert.deepEqual(names('Present: Chief Dr. Osei Mensah'), ['Chief Dr. Osei Mensah']);
  });
});
