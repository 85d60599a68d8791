// Context rules that keep the phone detector off things that merely look like phone numbers:
// dates, year ranges, prices, and numbers introduced as orders, invoices or identifiers.
import { phraseTrie } from '../../core/matches.js';

/** A phone cue in the 40 characters before a candidate lets weaker shapes through. */
const PHONE_CUE_WORDS = [
  'tel', 'tél', 'telephone', 'téléphone', 'phone', 'phones', 'ph', 'mobile', 'mob', 'cell', 'cellphone', 'call', 'called', 'caller', 'calling', 'ring', 'rang', 'whatsapp', 'sms', 'text', 'fax', 'contact', 'dial', 'hotline', 'helpline', 'telefon', 'telefono', 'teléfono', 'telemóvel', 'móvil', 'movil', 'handy', 'cellulare', 'portable', 'puhelin', 'tlf', 'gsm', 'tfn', 'line',
];
// The words as a prefix trie (core/matches.ts phraseTrie): as a flat alternation under `iu`, each of some forty words was
// tried at every position of each window (issue 19, session 40). The test asks only whether some cue is there, whole
// (`\b` on both sides), which the trie answers as the alternation does: both match the same words.
const PHONE_CUE = new RegExp(`(?:\\b(?:${phraseTrie(PHONE_CUE_WORDS, 'iu', false)})\\b|☎|📞|📱)`, 'iu');

/** Words that introduce something that is not a phone number, immediately before the candidate. */
const NON_PHONE_CUE =
  /\b(?:order|invoice|inv|ref|reference|po|receipt|transaction|txn|tracking|serial|sku|account|acct|a\/c|iban|policy|ticket|case|claim|nin|bvn|tin|nhif|id|passport|licen[cs]e|registration|reg|customer|member|membership|batch|lot|mrn|vat|box|pmb|postcode|code|zip|isbn|issn|doi)\b(?:\s*(?:no\.?|nr\.?|number|num|#|id))?\s*[:#.-]?\s*$/i;

const CURRENCY_BEFORE = /(?:[€$£₦¥₵]|\b(?:EUR|USD|GBP|NGN|KES|KSh|GHS|ZAR|CHF|SEK|NOK|DKK|PLN|CZK|HUF|RON|BGN|ISK|R)\.?)\s?$/;
const UNIT_AFTER = /^\s?(?:[€$£₦%‰]|(?:EUR|USD|GBP|NGN|KES|GHS|ZAR|euros?|dollars?|pounds?|naira|cedis?|shillings?|rand|kg|km|mb|gb|tb|units?|pcs|items|times)\b)/i;

export function hasPhoneCue(text: string, start: number): boolean {
  return PHONE_CUE.test(text.slice(Math.max(0, start - 40), start));
}

export function hasNonPhoneCue(text: string, start: number): boolean {
  return NON_PHONE_CUE.test(text.slice(Math.max(0, start - 28), start));
}

export function isMoneyOrQuantity(text: string, start: number, end: number): boolean {
  return CURRENCY_BEFORE.test(text.slice(Math.max(0, start - 5), start)) || UNIT_AFTER.test(text.slice(end, end + 10));
}

const YMD = /^(\d{4})([-./ ])(\d{1,2})\2(\d{1,2})$/;
const DMY = /^(\d{1,2})([-./ ])(\d{1,2})\2(\d{2}|\d{4})$/;
const YEAR_RANGE = /^(?:1[89]|20)\d\d\s?[-/–]\s?(?:(?:1[89]|20)\d\d|\d\d)$/;

const US_SSN = /^\d{3}-\d{2}-\d{4}$/;

/** Calendar dates (y-m-d, d.m.y, d/m/y, m/d/y), year ranges, and the US SSN shape 123-45-6789. */
export function looksLikeDate(raw: string): boolean {
  if (YEAR_RANGE.test(raw) || US_SSN.test(raw)) return true;
  let m = YMD.exec(raw);
  if (m) return Number(m[3]) >= 1 && Number(m[3]) <= 12 && Number(m[4]) >= 1 && Number(m[4]) <= 31;
  m = DMY.exec(raw);
  if (m && m[2] !== ' ') {
    const a = Number(m[1]);
    const b = Number(m[3]);
    return a >= 1 && b >= 1 && ((a <= 31 && b <= 12) || (a <= 12 && b <= 31));
  }
  return false;
}
