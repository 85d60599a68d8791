// English number words read as numbers — the one home of the number words the comparators read.
// Affidavits, statutory declarations, court and notarial forms and transcribed calls write dates in
// words ('the fifth day of March, nineteen eighty-two', 'twenty-seventh of November nineteen
// ninety-three', 'two thousand and five'); street names write ordinals in words ('Ninth Avenue').
// The words are read on normalised text (lower case, accents folded) split into words and digit
// groups, so 'twenty-first' arrives as two words.
//
// What a run of number words reads as:
//   - a number below a hundred: 'five', 'fifth', 'twenty one', 'twenty-first', 'thirtieth';
//   - a year said in two pairs of digits, the way English speaks years: a first pair from ten to
//     twenty ('nineteen', 'twenty') then a second of two digits or 'oh' and a digit ('nineteen
//     eighty-two' 1982, 'nineteen oh five' 1905, 'twenty twenty-one' 2021); the first pair is held to
//     ten..twenty, so 'twenty one nineteen eighty' reads 21 then 1980, never 2119;
//   - hundreds and thousands: 'nineteen hundred and five' 1905, 'two thousand and five' 2005,
//     'one thousand nine hundred and eighty-two' 1982.
// An ordinal ends a number ('twenty-first' is a day: the next word starts another number). 'oh' is
// read as a zero only inside a year after its first pair, never alone (it is also a word).
// Only English: the date reader's French and Portuguese month names are read as before, their
// number words are not (no record seen so far writes them).

const UNITS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Readonly<Record<string, number>> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Readonly<Record<string, number>> = { twenty: 20, thirty: 30, forty: 40, fourty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };
const ORDINAL_UNITS: Readonly<Record<string, number>> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9,
};
const ORDINAL_TEENS: Readonly<Record<string, number>> = {
  tenth: 10, eleventh: 11, twelfth: 12, thirteenth: 13, fourteenth: 14, fifteenth: 15, sixteenth: 16, seventeenth: 17, eighteenth: 18, nineteenth: 19,
};
const ORDINAL_TENS: Readonly<Record<string, number>> = {
  twentieth: 20, thirtieth: 30, fortieth: 40, fiftieth: 50, sixtieth: 60, seventieth: 70, eightieth: 80, ninetieth: 90,
};

/** The ordinal words from 'first' to 'twentieth' with their values (street ordinals: Ninth Avenue / 9th Ave). */
/** A cardinal from one to nineteen written as a word ('two' → 2), else null: a part's number written out (Tanker One). */
export function cardinalWord(w: string): number | null {
  return UNITS[w] ?? TEENS[w] ?? null;
}

export const SIMPLE_ORDINALS: ReadonlyMap<string, number> = new Map(
  [...Object.entries(ORDINAL_UNITS), ...Object.entries(ORDINAL_TEENS), ['twentieth', 20] as [string, number]].sort((x, y) => x[1] - y[1]),
);

interface Small {
  value: number;
  /** Words read. */
  used: number;
  ordinal: boolean;
  /** A teen or a bare tens word ('nineteen', 'twenty'): what may open a year said in pairs. */
  pairOpener: boolean;
}

/** A number below a hundred starting at words[i], or null. */
function small(words: readonly string[], i: number): Small | null {
  const w = words[i];
  if (w === undefined) return null;
  const tens = TENS[w];
  if (tens !== undefined) {
    const next = words[i + 1];
    if (next !== undefined && UNITS[next] !== undefined) return { value: tens + UNITS[next]!, used: 2, ordinal: false, pairOpener: false };
    if (next !== undefined && ORDINAL_UNITS[next] !== undefined) return { value: tens + ORDINAL_UNITS[next]!, used: 2, ordinal: true, pairOpener: false };
    return { value: tens, used: 1, ordinal: false, pairOpener: tens === 20 };
  }
  if (TEENS[w] !== undefined) return { value: TEENS[w]!, used: 1, ordinal: false, pairOpener: true };
  if (UNITS[w] !== undefined) return { value: UNITS[w]!, used: 1, ordinal: false, pairOpener: false };
  const ord = ORDINAL_UNITS[w] ?? ORDINAL_TEENS[w] ?? ORDINAL_TENS[w];
  if (ord !== undefined) return { value: ord, used: 1, ordinal: true, pairOpener: false };
  return null;
}

/** 'and' then a number, or a number: the part after 'hundred' or 'thousand' (0 words when absent). */
function tail(words: readonly string[], i: number): { value: number; used: number } {
  const skip = words[i] === 'and' ? 1 : 0;
  const s = small(words, i + skip);
  return s === null || s.ordinal ? { value: 0, used: 0 } : { value: s.value, used: s.used + skip };
}

/** The number said by the words at i (a day, a year, a count) and how many words it took, or null. */
function spoken(words: readonly string[], i: number): { value: number; used: number } | null {
  const first = small(words, i);
  if (first === null) return null;
  if (first.ordinal) return { value: first.value, used: first.used };
  let at = i + first.used;
  const next = words[at];
  if (next === 'thousand') {
    let value = first.value * 1000;
    at++;
    const h = small(words, at);
    if (h !== null && !h.ordinal && h.value < 10 && words[at + h.used] === 'hundred') {
      value += h.value * 100;
      at += h.used + 1;
    }
    const t = tail(words, at);
    return { value: value + t.value, used: at + t.used - i };
  }
  if (next === 'hundred') {
    const t = tail(words, at + 1);
    return { value: first.value * 100 + t.value, used: at + 1 + t.used - i };
  }
  if (first.pairOpener && first.value >= 10) {
    // A year in pairs: the second pair is two digits ('eighty-two', 'sixty', 'ten') or 'oh' and a digit.
    if (next === 'oh' && UNITS[words[at + 1] ?? ''] !== undefined) return { value: first.value * 100 + UNITS[words[at + 1]!]!, used: first.used + 2 };
    const second = small(words, at);
    if (second !== null && !second.ordinal && second.value >= 10) return { value: first.value * 100 + second.value, used: first.used + second.used };
  }
  return { value: first.value, used: first.used };
}

/**
 * The words and digit groups of a normalised text with every run of English number words replaced by
 * its number in digits (a four-digit year as four digits): ['fifth', 'of', 'march', 'nineteen',
 * 'eighty', 'two'] → ['5', 'of', 'march', '1982']. Other words are kept as they are.
 */
export function numberWordsAsDigits(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const n = spoken(words, i);
    if (n === null) {
      out.push(words[i]!);
      i++;
    } else {
      out.push(String(n.value));
      i += n.used;
    }
  }
  return out;
}

/** Whether some word of the list is an English number word (a cheap test before reading them). */
export function hasNumberWord(words: readonly string[]): boolean {
  return words.some((w) => small([w], 0) !== null);
}

const DIGIT_WORDS: Readonly<Record<string, string>> = {
  zero: '0', oh: '0', o: '0', nought: '0', nil: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
};
const REPEATS: Readonly<Record<string, number>> = { double: 2, triple: 3 };

/**
 * A number read out digit by digit, as a call transcript writes it ('oh seven oh one double one six
 * eight three two', 'plus two five four seven …'): the digits, with a leading '+' for 'plus', or null
 * when any word is not a digit word (or 'double'/'triple' before one). Digits written as digits may
 * stand among the words. Null for fewer than two words: one word is not a number read out.
 */
export function spokenDigits(text: string): string | null {
  const words = text.toLowerCase().split(/[\s,.;:-]+/).filter((w) => w !== '');
  if (words.length < 2) return null;
  let out = '';
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (i === 0 && w === 'plus') out += '+';
    else if (/^\d+$/.test(w)) out += w;
    else if (DIGIT_WORDS[w] !== undefined) out += DIGIT_WORDS[w];
    else if (REPEATS[w] !== undefined && DIGIT_WORDS[words[i + 1] ?? ''] !== undefined) {
      out += DIGIT_WORDS[words[i + 1]!]!.repeat(REPEATS[w]!);
      i++;
    } else return null;
  }
  return out;
}
