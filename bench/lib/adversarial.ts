// Adversarial texts for the cost benchmarks (issue 12): as many personal-data values per byte as a
// text can carry, tokens far longer than any detector expects, and forms with thousands of labelled
// fields. Deterministic (seeded), so two sizes of one kind differ only in length.
import { seededRng } from './rng.js';

export const KINDS = ['dense', 'tokens', 'fields'] as const;
export type Kind = (typeof KINDS)[number];

const FIRST = ['Adaeze', 'Chinedu', 'Wanjiru', 'Kwame', 'Thabo', 'Olivia', 'James', 'Amina', 'Kofi', 'Zanele', 'Musa', 'Grace'];
const LAST = ['Okonkwo', 'Kamau', 'Mensah', 'Nkosi', 'Smith', 'Bello', 'Otieno', 'Asante', 'Dlamini', 'Adeyemi', 'Jones', 'Mwangi'];

/** About `bytes` characters of text of one kind (ASCII, so characters = UTF-8 bytes). */
export function adversarialText(kind: Kind, bytes: number, seed = 1): string {
  const r = seededRng(seed);
  const d = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 10)).join('');
  const pick = (xs: readonly string[]) => xs[Math.floor(r() * xs.length)] as string;
  const out: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i += 1) {
    let p: string;
    if (kind === 'dense') {
      // Every line a person: name, national id, two phones, an e-mail, a date of birth, an address.
      const first = pick(FIRST);
      const last = pick(LAST);
      p =
        `${first} ${last}, NIN ${d(11)}, BVN 22${d(9)}, phone +234 80${d(1)} ${d(3)} ${d(4)} or 07${d(2)} ${d(3)} ${d(3)}, ` +
        `${first.toLowerCase()}.${last.toLowerCase()}${d(3)}@example.ng, born ${1 + Math.floor(r() * 28)}/0${1 + Math.floor(r() * 9)}/19${d(2)}, ` +
        `${1 + Math.floor(r() * 300)} Allen Avenue, Ikeja, Lagos.\n`;
    } else if (kind === 'tokens') {
      // Long runs without a boundary, digits and an @ inside them.
      p = `${'x'.repeat(4000 + Math.floor(r() * 4000))}${d(24)}@${'a'.repeat(2000)}.com ${'9'.repeat(3000)} ${pick(FIRST)}${'-'.repeat(1000)}${pick(LAST)}\n`;
    } else {
      // A form of thousands of labelled fields.
      p = `Name ${i}: ${pick(FIRST)} ${pick(LAST)}\nPhone ${i}: 080${d(8)}\nEmail ${i}: u${d(6)}@mail.example.org\nNIN ${i}: ${d(11)}\nAddress ${i}: ${1 + Math.floor(r() * 300)} Allen Avenue, Ikeja\n`;
    }
    out.push(p);
    size += p.length;
  }
  return out.join('').slice(0, bytes);
}
