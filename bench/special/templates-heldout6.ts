// Sixth held-out set, written for the issue-15 follow-up of the genetic round BEFORE any rule of that
// follow-up was changed: set 5, read once, named missed classes (operations, test names with qualifiers
// before a colon, a label after a heading and a dash, "is X on her father's side", "on the X ticket",
// a union or party name before a role noun, Pidgin "don join", "finger scans", "found X guilty of"); this set
// holds other wordings of those classes and other forms of every category, at least eight gold spans each,
// with negatives. Read once at the end of that follow-up; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT6_TEMPLATES: Template[] = [
  // health
  { genre: 'clinical', text: 'Operation note: {name} underwent [[H:a laparoscopic cholecystectomy]] yesterday.' },
  { genre: 'hr', text: '{name} had [[H:a hip replacement]] in {year} and walks with a stick.' },
  { genre: 'clinical', text: 'HIV 1/2 antibody test: [[H:non-reactive]]\nClient: {name}' },
  { genre: 'chat', text: '{first} dey hospital, dem do am [[H:operation for appendix]].' },
  { genre: 'hr', text: 'Sick note: {name} is unfit for work because of [[H:lower back pain]].' },
  { genre: 'clinical', text: 'Mgonjwa {first} alifanyiwa [[H:upasuaji]] wa tumbo jana.' },
  { genre: 'news', text: 'The hospital in {city} performed three hundred hip replacements last year.' },
  { genre: 'news', text: 'Blood transfusion services will be expanded across {city}.' },
  // genetic
  { genre: 'clinical', text: 'Sickling test for {name}: [[G:HbAS]]' },
  { genre: 'chat', text: '{first} and her husband are both [[G:AS]] genotype, so they saw a counsellor.' },
  { genre: 'clinical', text: 'Karyotype: [[G:46,XX]]\nPatient: {name}' },
  { genre: 'clinical', text: '{name} tested positive for [[G:Factor V Leiden]].' },
  { genre: 'news', text: 'The new genotype screening centre in {city} opens on Monday.' },
  // religion
  { genre: 'kyc', text: 'Faith: [[R:{rel}]]\nName: {name}' },
  { genre: 'chat', text: '{first} na [[R:Muslim]], e no dey chop pork.' },
  { genre: 'kyc', text: 'Dini: [[R:Mwislamu]]\nJina: {name}' },
  { genre: 'hr', text: '{name} left the [[R:Catholic]] faith and is now an [[R:atheist]].' },
  { genre: 'news', text: 'The {city} Christian Council issued a statement on Sunday.' },
  // ethnic origin
  { genre: 'hr', text: 'Diversity questionnaire - Ethnic group: [[E:{eth}]]. Name: {name}.' },
  { genre: 'chat', text: '{first} is [[E:{eth}]] on his mother\'s side.' },
  { genre: 'hr', text: '{name}, who is of [[E:{eth}]] heritage, applied for the post.' },
  { genre: 'chat', text: '{first} na [[E:Yoruba]] woman from Ibadan.' },
  { genre: 'chat', text: 'Mama yake {first} ni [[E:Mkamba]].' },
  { genre: 'news', text: 'The {eth} new year festival drew big crowds in {city}.' },
  // sexual orientation
  { genre: 'hr', text: '{first} told HR that she is [[S:lesbian]].' },
  { genre: 'kyc', text: 'Sexual orientation (optional): [[S:bisexual]]\nName: {name}' },
  { genre: 'chat', text: '{name} is openly [[S:gay]] and married to a man.' },
  { genre: 'chat', text: '{first} came out as [[S:bisexual]] at university.' },
  { genre: 'news', text: 'The film about a gay footballer opens in {city} cinemas this week.' },
  // political affiliation
  { genre: 'news', text: '{name} won the [[P:{party}]] ticket for the senate seat.' },
  { genre: 'news', text: '{name}, a [[P:{party}]] ward chairman, was arrested after the rally.' },
  { genre: 'chat', text: '{first} don join [[P:{party}]].' },
  { genre: 'kyc', text: 'Party affiliation: [[P:{party}]]\nName: {name}' },
  { genre: 'news', text: '{party} delegates met in {city} to choose a candidate.' },
  // trade union
  { genre: 'hr', text: '{name}, [[U:{union}]] chairperson at the {city} branch, signed the agreement.' },
  { genre: 'chat', text: '{first} don join [[U:{union}]] last month.' },
  { genre: 'hr', text: 'Union: [[U:{union}]]\nName: {name}' },
  { genre: 'hr', text: '{name} is the [[U:{union}]] shop steward for the night shift.' },
  { genre: 'news', text: 'Talks between the employers and {union} broke down.' },
  // biometric
  { genre: 'kyc', text: '{name} had her [[B:fingerprints]] scanned at the border post.' },
  { genre: 'kyc', text: '{name} verified the transfer with a [[B:selfie liveness check]].' },
  { genre: 'kyc', text: '{first} registered her [[B:thumbprint]] for the SIM card.' },
  { genre: 'court', text: '{name}\'s [[B:facial image]] was matched against the watch list.' },
  { genre: 'news', text: 'Biometric registration for voters ends in {city} on Friday.' },
  // criminal records
  { genre: 'court', text: 'The magistrate found {name} [[C:guilty of {offence}]].' },
  { genre: 'hr', text: '{name} has [[C:a spent conviction for {offence}]].' },
  { genre: 'court', text: '{name} was [[C:jailed for two years for {offence}]] in {year}.' },
  { genre: 'hr', text: 'Criminal record: [[C:conviction for {offence} ({year})]]\nName: {name}' },
  { genre: 'news', text: 'Cases of {offence} rose in {city} last year, police said.' },
];
