// A name glued by an underscore into a machine-made token (a user handle, a file name): its own module beside
// refine.ts, which applies it last to the tagger's spans.
import { isFamilyName, isGivenName } from '../../lexicon/index.js';
import type { RefinedSpan } from './spanIndex.js';

/** A character of a handle or a file name: letters, marks, digits and the joiners such tokens use. */
const TOKEN_CHAR = /[\p{L}\p{M}\p{N}_.@-]/u;
/** What splits a handle or a file name into its parts. */
const PART_SPLIT = /[_.@-]+/;
const ALPHANUMERIC = /[\p{L}\p{N}]/u;

/**
 * A person or place span that an underscore glues to the rest of one run of letters, digits and joiners is part of a
 * user handle or a file name ("elmarie_86 wrote:", "posted by yaw_73", "kasi_boy · 3h", "-- Ashanti_scribe (talk)",
 * "Lisa_resume.doc"): web forums, comment threads, wikis and mail attachments write such tokens, and no gold of the
 * UNER dev split or of the prose sets by their many authors marks a name inside one. The span is dropped where another
 * part of the token is no name a name list holds (a number, "boy96", "scribe", "resume", "doc"); a handle made of names
 * only ("oluchi_okonkwo") is left as read, as it spells a person out whole.
 */
export function withoutGluedNames(text: string, spans: readonly RefinedSpan[]): RefinedSpan[] {
  if (!text.includes('_')) return spans as RefinedSpan[];
  return spans.filter((s) => {
    if (s.type !== 'PER' && s.type !== 'LOC') return true;
    if (text[s.start - 1] !== '_' && text[s.end] !== '_') return true;
    let a = s.start;
    while (a > 0 && TOKEN_CHAR.test(text[a - 1]!)) a--;
    let b = s.end;
    while (b < text.length && TOKEN_CHAR.test(text[b]!)) b++;
    const others = [...text.slice(a, s.start).split(PART_SPLIT), ...text.slice(s.end, b).split(PART_SPLIT)].filter((p) => ALPHANUMERIC.test(p));
    return others.every((p) => isGivenName(p) || isFamilyName(p));
  });
}
