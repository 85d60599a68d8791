// The name scanner's tokens: the capitalised words of a text (with a glued Zulu/Xhosa noun-class
// prefix, without a possessive 's), whether the gap after each joins it to the next word (spaces,
// initials, particles such as "van der"), and what the lexicons and a word's shape say each word is (a
// strong or soft name, a common word, a title, an initial, a particle, a place) — including the
// corrections context makes ("Janet Burns": a word after a given name is the family name). The span
// judgement over these tokens is nameSpans.ts.
import { lookupPlace } from '../../lexicon/gazetteer.js';
import { isStreetWord } from '../../places/addressTokens.js';
import { isConjunctionParticle, isContactWord, isFamilyName, isGivenName, isNameTitle, type NameStrength, nameTokenStrength } from '../../lexicon/names.js';
import { isEnglishWord } from '../../lexicon/stopWords.js';
import { allMatches } from '../../core/matches.js';

export type Kind = NameStrength | 'particle' | 'initial' | 'title' | 'place';

export interface Token {
  start: number;
  end: number;
  text: string;
  kind: Kind;
  /** Gap to the next token joins the two into one run. */
  joinsNext: boolean;
  /** Length of a noun-class prefix glued before the name ("u" in "uMkabayi"); `text` is the name after it. */
  prefix: number;
}

// Only capitalised words are materialised (lower-case words end a run), so long texts stay cheap.
// Not inside an e-mail address, a URL or an identifier ("UshurmaDratchev@...", "www.Example.com"), nor
// after an apostrophe inside a word (`l'Oréal`); a quote that opens or closes a field ('Amina Musa') is a
// boundary (issue 12: separators and quotes end every value).
// A Zulu/Xhosa personal noun-class prefix may be glued to the name ("uMkabayi", "kaGiwu": group 1a,
// the possessive "of"); the token then starts at the prefix (masked with the name) and is read as the name.
const NOUN_CLASS_PREFIXES = 'u|ka|ku|ngu|no|kuka|nguka';
const CAPITALISED = new RegExp(
  `(?<![\\p{L}\\p{M}\\p{N}@./_\\\\-]|[\\p{L}\\p{M}\\p{N}]['’])(?:(?:${NOUN_CLASS_PREFIXES})(?=\\p{Lu}\\p{Ll}))?\\p{Lu}[\\p{L}\\p{M}]*(?:['’\\-‐][\\p{L}\\p{M}]+)*(?![@\\p{L}\\p{M}\\p{N}_]|['’][\\p{L}\\p{M}\\p{N}]|\\.\\p{L})`,
  'gu',
);
export const NOUN_CLASS_PREFIX = new RegExp(`^(?:${NOUN_CLASS_PREFIXES})(?=\\p{Lu})`, 'u');
/** The same prefix glued or written with a hyphen before the name ("uMercy", "no-Ayanda"): one test, no copy of the word. */
export const NOUN_CLASS_PREFIX_HYPHENATED = new RegExp(`^(?:${NOUN_CLASS_PREFIXES})[-‐]?(?=\\p{Lu})`, 'u');
export const CONTRACTION = /^\p{Lu}['’]\p{Ll}{1,2}$/u; // "I'm", "I'll"

export const ALL_CAPS = /^[\p{Lu}\p{M}'’\-‐]+$/u;
/** The lower-case particles a person's name holds, as an alternation (the one list: nameSpans.ts builds on it too). */
export const PARTICLE_WORDS = 'van|der|den|de|la|le|du|da|di|del|della|dos|das|von|zu|ter|ten|bin|binti|bint|ibn|al|el|ben|mac';
const PARTICLES = new Set(PARTICLE_WORDS.split('|'));

/** Spanish compound particles: "las" and "los" are a surname's particles only right after "de" ("de las Heras", "de los Ríos"). */
export const ARTICLES_AFTER_DE: ReadonlySet<string> = new Set(['las', 'los']);

/** A lower-case particle inside a person's name ("van", "der", "bin", "de"). */
export function isNameParticle(word: string): boolean {
  return PARTICLES.has(word.toLowerCase());
}
// Endings of ordinary English words: an unknown word with one is not taken for a name.
const WORD_ENDING = /(?:tion|sion|ment|ness|ings?|ers|ies|ics|ity|ance|ence|ship|ware|ology|ism|able|ible|ful|less|ous|ions|ors|ants|ents|ists|ages)$/i;
export const POSSESSIVE = /['’]s$/u;
// Shapes that mark a family or given name the lexicon lacks: Slavic, Nordic, Greek, Romanian patronymic
// and family endings; Yoruba, Igbo and Kalenjin name prefixes; Scottish/Irish Mc/Mac/O'.
export const NAME_SHAPE =
  /(?:[^aeiou]ova|[^aeiou]ov|[^aeiou]eva|[^aeiou]ev|[^aeiou]ski|[nrlt]sen|[^aeiou]ska|sky|skiy|skaya|vić|vič|vich|enko|czyk|czak|wicz|sson|dóttir|dottir|ssen|opoulos|opoulou|idis|akis|iadis|escu|eanu|chukwu|emeka)$|^(?:Ade|Olu|Oluwa|Ola|Nwa|Oko|Kip|Chep|Jep)\p{Ll}{4,}$|^(?:Mc|Mac|O['’])\p{Lu}/u;
const SPACE_GAP = /^[ \t\u00a0]{1,2}$/;
// Initials written together between two words ("Mr D.R. Smith", "Mr L.-E. Pettiti"): the scanner does
// not take "D.R" apart into tokens, so the gap carries them; the span takes them in afterwards (withTitles).
const INITIALS_GAP = /^[ \t\u00a0]{1,2}(?:\p{Lu}\.[-‐]?){2,}[ \t\u00a0]{1,2}$/u;
// After an initial's dot, further initials glued to it ("D.R. Smith", "L.-E. Pettiti").
const DOT_GAP = /^\.(?:[-‐]?\p{Lu}\.)*[ \t\u00a0]{1,2}$/u;
// " van der ", " de la ", " al-": lower-case particles between two capitalised words of one name.
export const PARTICLE_GAP = new RegExp(`^[ \\t\\u00a0]{1,2}(?:(?:${PARTICLE_WORDS})[ \\t\\u00a0]{1,2}){1,3}$|^[ \\t\\u00a0]{1,2}(?:al|el)[-‐]$`);
// Lower-case phrases that announce a name, like a title does.
export const NAME_CUE = /(?:\bhad given|\bstarring|\bdirected by|\bfeaturing|\bmy (?:kid|son|daughter|wife|husband|friend|brother|sister|mother|father|boss|colleague)|\bcall me|\bi['’]m|\bhi|\bhello|\bhey|\bsays|\bsaid|\bmy name is|\bname is|\bname\?|\bcalls me|\bnamed (?:him|her)|\bnamed|\bcalled|\bname:|\bsurname:|\bsigned by|\battn:?|\bdear|\bpatient:?|\bclient:?|\bcustomer:?|\bcontact:?|\bwitness:?|\bmr\.?|\bmrs\.?|\bms\.?|\bdr\.?|\b(?:the )?(?:applicant|claimant|appellant|respondent|defendant|plaintiff|petitioner|accused|deceased|complainant|testator|the witness),?)[ \t\u00a0]+$/i;

/** A vowel: a word with none ("Wm", "Jr", "Md") is an abbreviation. */
const VOWEL = /[aeiouyàáâãäåèéêëìíîïòóôõöùúûüœæ]/iu;
/**
 * A short word whose full stop ends its sentence, not an abbreviation inside a name: one the lexicons know whole as a
 * given name, a place or an English word, and no title ("chatting with Esi. May I have", "rehearsed at the
 * Town Hall. KOFI MENSAH:", "the flat is in Osu. Water included"). A dot after two to four letters joins the next
 * word only for an initial, a title ("Dr.", "Eng.", "Hon.") or an abbreviation the lexicons do not know as a word
 * ("Thos.", "Mohd."; a family name alone counts so: "Co." of a county, "Ven." of a venerable are surnames too), or one
 * with no vowel ("Wm.", "Jr."): a name written whole and then a stop closes the sentence in every kind of text.
 */
function closesSentence(word: string): boolean {
  if (word.length < 2 || !VOWEL.test(word) || isNameTitle(word)) return false;
  return isGivenName(word) || isEnglishWord(word) || lookupPlace(word).length > 0 || unabbreviated(word);
}

const VOWELS = new RegExp(VOWEL.source, 'giu');
const VOWEL_END = new RegExp(`${VOWEL.source.replace('y', '')}$`, 'iu');
/**
 * A word of three letters or more that ends in a vowel and holds another vowel ("Shee", "Tofa", "Absa", "Tejo", "Èze"; not a
 * title) is written whole, no abbreviation: an abbreviation cuts its word after a consonant ("Thos.", "Insp.", "Capt.",
 * "Dott.") or keeps the word's first and last letters ("Mme.", "Sra.", "Ste."), which leaves one vowel at most before a
 * final vowel. Its full stop closes the sentence, so the name does not run on into the next sentence's first word
 * ("… with Salim Shee. Karibuni nyote": the lexicons know no short name of other languages whole).
 */
function unabbreviated(word: string): boolean {
  return word.length >= 3 && VOWEL_END.test(word) && (word.match(VOWELS)?.length ?? 0) >= 2;
}

/**
 * A short family name that ends a name written whole, the word before it in the same run ("I gave the keys to Kofi
 * Osei. Yaw locks up", "Driver: Pieter Louw. Depot: Bellville", "Gemalt von Anke Böhm. Gerahmt von …"): its
 * full stop closes the sentence, as `closesSentence` reads a known given name's or a word's. `closesSentence` counts a
 * family name alone as a possible abbreviation ("Co.", "Ven." are surnames too), which holds for a word that opens its
 * run; after another word of the run the name is complete, and an abbreviation there (a middle "Wm.", "Jr.", "Mohd.")
 * has no vowel, is a title, or is no family name the lexicon knows. Three or four letters (`shortWord`'s reach; two
 * letters are too often an abbreviation).
 */
function endsWrittenName(text: string, tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (i === 0 || t.text.length < 3 || !VOWEL.test(t.text) || isNameTitle(t.text) || !isFamilyName(t.text)) return false;
  const prev = tokens[i - 1]!;
  return prev.joinsNext && SPACE_GAP.test(text.slice(prev.end, t.start)) && !isNameTitle(prev.text);
}

export const CORE = new Set<Kind>(['strong', 'soft', 'verbLike', 'unknown']);
const RANK: Record<NameStrength, number> = { strong: 5, soft: 4, verbLike: 3, unknown: 2, word: 1, never: 0 };

function classify(word: string, afterBoundary: boolean, nextJoins: boolean): Kind {
  if (PARTICLES.has(word.toLowerCase())) return nextJoins ? 'particle' : 'word'; // "Van Wyk", "De Klerk"
  if (CONTRACTION.test(word)) return 'word';
  let strength = nameTokenStrength(word);
  // A title that is also a name ("Obi", "Igwe", "Nana") is read as the name.
  if (afterBoundary && nextJoins && strength === 'never' && isNameTitle(word)) return 'title';
  if (strength !== 'strong' && /[-‐]/.test(word)) {
    // "Okonkwo-Adeyemi": the best of its parts.
    for (const part of word.split(/[-‐]/)) {
      const s = nameTokenStrength(part);
      if (RANK[s] > RANK[strength]) strength = s;
    }
  }
  if (strength === 'unknown') {
    if (word.length > 1 && ALL_CAPS.test(word)) return 'word'; // acronyms: NIN, BVN, LTD
    if (word.length > 3 && WORD_ENDING.test(word)) return 'word';
    if (lookupPlace(word).length > 0) return 'place';
    if (NAME_SHAPE.test(word)) return 'strong';
  }
  return strength;
}

export function scanNameTokens(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of allMatches(CAPITALISED, text)) {
    // "Szczepańska's": the possessive is not part of the name.
    const word = POSSESSIVE.test(m[0]) ? m[0].slice(0, -2) : m[0];
    const prefix = NOUN_CLASS_PREFIX.exec(word)?.[0].length ?? 0;
    tokens.push({ start: m.index, end: m.index + word.length, text: word.slice(prefix), kind: 'word', joinsNext: false, prefix });
  }
  for (let i = 0; i < tokens.length - 1; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1]!;
    // The longest joining gap is " van der den " (particles); anything longer cannot join.
    if (next.start - t.end > 24) continue;
    const gap = text.slice(t.end, next.start);
    const shortWord = t.text.length <= 4 && !closesSentence(t.text) && !endsWrittenName(text, tokens, i); // "E." initial, "Dr." title, "Wm." abbreviation
    t.joinsNext = SPACE_GAP.test(gap) || (shortWord && DOT_GAP.test(gap)) || PARTICLE_GAP.test(gap) || INITIALS_GAP.test(gap);
  }
  let boundary = true;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "E." anywhere in a run; a bare "J" only between two words of the run ("Szabina J Gelencsér").
    const isInitial: boolean = t.text.length === 1 && (text[t.end] === '.' || (t.joinsNext && !boundary));
    t.kind = isInitial ? 'initial' : classify(t.text, boundary, t.joinsNext);
    // The personal prefix says it is a person, whatever the lexicon knows of the name after it.
    if (t.prefix > 0 && t.text.length >= 4 && (t.kind === 'unknown' || t.kind === 'soft' || t.kind === 'strong')) t.kind = 'strong';
    // A title may follow a boundary or another title ("Chief Dr").
    boundary = !t.joinsNext || t.kind === 'title' || !(CORE.has(t.kind) || t.kind === 'particle' || t.kind === 'initial');
  }
  conjoinedNames(text, tokens);
  familyAfterGiven(text, tokens);
  return tokens;
}

/**
 * Two full names joined by a word that is "and" in a cue language and a name particle elsewhere ("Bashir Tanko
 * da Musa Bello", "Lebohang Nkhatho le Teboho Molapo"; src/lexicon `isConjunctionParticle`) are two runs: the
 * join is cut when two words or more stand on each side and the word after it is a known given name (one home
 * for the rule with the tagger's `conjoinedPersons`, src/detect/tagger/refinePersons.ts); so is a name glued to
 * isiZulu's "and", `no` ("uMemory noAyanda").
 */
function conjoinedNames(text: string, tokens: Token[]): void {
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1]!;
    // isiZulu and isiXhosa write "and" as `no` glued to the next name ("uMemory noAyanda"): two persons. Every personal
    // prefix opens its noun phrase ("u", "ku" to, "ngu" it is), so a name so prefixed never continues the capitalised word
    // before it ("Ngizolinda uSipho": a verb then the person); only the associative "ka" of a name and its father's
    // ("Cetshwayo kaMpande") joins them.
    if (t.joinsNext && next.prefix > 0 && !text.slice(next.start, next.start + next.prefix).endsWith('ka')) t.joinsNext = false;
    if (i === 0 || i + 2 >= tokens.length) continue;
    if (!t.joinsNext || !tokens[i - 1]!.joinsNext || !next.joinsNext) continue;
    const particle = text.slice(t.end, tokens[i + 1]!.start).trim();
    if (isConjunctionParticle(particle) && isGivenName(tokens[i + 1]!.text)) t.joinsNext = false;
  }
}

/**
 * A family name the lexicon reads as a common word or a place ("Janet Burns", "Abby Holloway", "Ella H.
 * Snider") is the family name when it follows a strong given name, or an initial after a name, in the
 * same run; a place name after a title ("Mr. Matthews") is a family name.
 */
function familyAfterGiven(text: string, tokens: Token[]): void {
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    // "says Izumi.", "my kid Tadzio": after such a cue a place word is read as the person.
    if (t.kind === 'place' && NAME_CUE.test(text.slice(Math.max(0, t.start - 16), t.start))) t.kind = 'unknown';
    if (i === 0) continue;
    if ((t.kind !== 'word' && t.kind !== 'place') || (t.text.length > 1 && ALL_CAPS.test(t.text))) continue;
    const prev = tokens[i - 1]!;
    if (!prev.joinsNext) continue;
    // Not a street or organisation word ("Nino Point", "Russell Investments"), and the run ends with it.
    if (t.kind === 'word' && (isStreetWord(t.text) || ORG_WORD.test(t.text) || (t.joinsNext && tokens[i + 1] !== undefined))) continue;
    // Nor a chat label's trade or role word, as a phone saves a contact ("Tunde Plumber: on my way"; name-stoplist.json
    // `contactWords`): right before the label's colon it says who the person is, not their name.
    if (t.kind === 'word' && text[t.end] === ':' && isContactWord(t.text)) continue;
    if (prev.kind === 'strong' && isGivenName(prev.text)) t.kind = 'unknown';
    else if (prev.kind === 'title' && (t.kind === 'place' || t.kind === 'word')) t.kind = 'unknown'; // "Mr. Matthews", "Dr. Spears"
    else if (prev.kind === 'initial' && i >= 2 && tokens[i - 2]!.joinsNext && CORE.has(tokens[i - 2]!.kind)) t.kind = 'unknown';
  }
  // The reverse: a town's name as the given name before a family name (listed only as one, or shaped
  // like one: -sson, -ović), the two alone on their run ("Dreux Joly", "Pálmi Einarsson"). Countries and regions stay places.
  for (let i = 1; i < tokens.length; i++) {
    const t = tokens[i]!;
    const prev = tokens[i - 1]!;
    if (prev.kind !== 'place' || !prev.joinsNext || t.joinsNext || t.kind !== 'strong') continue;
    if (i >= 2 && tokens[i - 2]!.joinsNext) continue;
    if (!(isFamilyName(t.text) || NAME_SHAPE.test(t.text)) || isGivenName(t.text)) continue;
    if (lookupPlace(prev.text).every((e) => e.kind === 'city' && e.capital !== true)) prev.kind = 'unknown';
  }
}

const ORG_WORD = /^(?:Orchestra|Investments?|Economic|Consulting|Group|Technologies|Partners|Associates|Foundation|Institute|University|College|School|Hospital|Bank|Company|Capital|Holdings|Media|Labs|Systems|Solutions|Services|Insurance|Energy|Motors|Records|Studios)$/u;
