// Rewriting a text under per-span actions. Overlapping spans form one group that is rewritten once,
// with the most protective action of its members and the label of its widest member, so no fragment
// of a value survives between two replacements. Generalisation keeps only what the law allows: the
// year of a date, the /24 network of an IPv4 address; anything else it cannot reduce is masked.
import type { Action } from '../jurisdiction/statutes.js';
import type { FoundSpan } from '../detect/pipeline.js';
import { labelOf, normalizeText, normalizeValue, tokenFor } from './tokens.js';

export interface ActedSpan {
  span: FoundSpan;
  action: Action;
}

/** What one rewritten group contributed (for the linkable `record`). */
export interface Rewrite {
  category: string;
  action: Action;
  /** Tokens written into the text (empty unless the action is tokenize). */
  tokens: string[];
}

const SEVERITY: Record<Action, number> = { drop: 5, mask: 4, tokenize: 3, generalize: 2, retain: 0 };

const ISO_DATE = /^\s*([0-9]{4})[-/.][0-9]{1,2}[-/.][0-9]{1,2}\s*$/;
const ANY_YEAR = /(?<![0-9])(1[89][0-9]{2}|20[0-9]{2})(?![0-9])/g;
const IPV4 = /^\s*((?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})\.(?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})\.(?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2}))\.(?:25[0-5]|2[0-4][0-9]|1?[0-9]{1,2})\s*$/;
const WORD = /\S+/gu;

/** The generalised form of a value, or null when it cannot be reduced safely. */
export function generalize(category: string, value: string): string | null {
  const iso = ISO_DATE.exec(value);
  if (iso) return iso[1]!;
  const ip = IPV4.exec(value);
  if (ip) return `${ip[1]}.0/24`;
  if (category === 'PII-1-DOB' || category === 'PII-9-DATE') {
    const years = [...value.matchAll(ANY_YEAR)];
    if (years.length === 1) return years[0]![1]!;
  }
  return null;
}

export interface RewriteOptions {
  salt: string;
  jurisdiction: string | null;
}

/** Rewrites `text`; returns the new text and, per group in text order, what was written. */
export function rewriteText(text: string, acted: readonly ActedSpan[], options: RewriteOptions): { text: string; rewrites: Rewrite[] } {
  const order = [...acted].sort((a, b) => a.span.utf16Start - b.span.utf16Start || b.span.utf16End - a.span.utf16End);
  const groups: ActedSpan[][] = [];
  let groupEnd = -1;
  for (const a of order) {
    if (groups.length > 0 && a.span.utf16Start < groupEnd) {
      groups[groups.length - 1]!.push(a);
      groupEnd = Math.max(groupEnd, a.span.utf16End);
    } else {
      groups.push([a]);
      groupEnd = a.span.utf16End;
    }
  }
  const out: string[] = [];
  const rewrites: Rewrite[] = [];
  let cursor = 0;
  for (const group of groups) {
    const start = group[0]!.span.utf16Start;
    const end = Math.max(...group.map((g) => g.span.utf16End));
    const action = group.reduce((best, g) => (SEVERITY[g.action] > SEVERITY[best] ? g.action : best), group[0]!.action);
    const widest = group.reduce((w, g) => (g.span.utf16End - g.span.utf16Start > w.span.utf16End - w.span.utf16Start ? g : w), group[0]!);
    const category = widest.span.category;
    const label = labelOf(category);
    const original = text.slice(start, end);
    const tokens: string[] = [];
    let replacement: string;
    if (action === 'retain') replacement = original;
    else if (action === 'drop') replacement = '';
    else if (action === 'mask') replacement = `[${label}]`;
    else if (action === 'generalize') replacement = generalize(category, original) ?? `[${label}]`;
    else if (category === 'PII-1-NAME') {
      // Each word of a name is its own token, so `Adaeze Okonkwo` and `Okonkwo` still share one.
      replacement = original.replace(WORD, (word) => {
        const t = tokenFor(label, normalizeText(word), options.salt);
        tokens.push(t);
        return t;
      });
    } else {
      const exact = widest.span.utf16Start === start && widest.span.utf16End === end;
      const value = normalizeValue(category, original, options.jurisdiction, exact ? widest.span.normalized : undefined);
      replacement = tokenFor(label, value, options.salt);
      tokens.push(replacement);
    }
    out.push(text.slice(cursor, start), replacement);
    cursor = end;
    rewrites.push({ category, action, tokens });
  }
  out.push(text.slice(cursor));
  return { text: out.join(''), rewrites };
}
