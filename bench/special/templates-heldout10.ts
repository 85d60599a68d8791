// Tenth held-out set, written for the issue-15 round on set 9's misses BEFORE any rule of that round was
// changed: set 9 named JSON-like and key=value export lines, comma-separated rows, quoted speech ending a
// phrase, Pidgin "collect my finger", registering with a party, and subjects between a screen's label and
// its colon as missed classes; this set holds other wordings of those (other keys and casing, semicolon and
// comma rows, YAML-like lines, log lines) and other forms of every category, at least eight gold spans each,
// with negatives. Read once at the end of that round; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT10_TEMPLATES: Template[] = [
  // health
  { genre: 'clinical', text: '{"patientName": "{name}", "hivStatus": "[[H:positive]]"}' },
  { genre: 'hr', text: 'employee_name,absence_reason,days\n{name},[[H:{cond}]],4' },
  { genre: 'clinical', text: 'patient: {name}\nmedication: [[H:{med}]]\nward: 3' },
  { genre: 'clinical', text: 'ts=2024-05-01 level=info patient="{name}" diagnosis="[[H:{cond}]]"' },
  { genre: 'chat', text: '{first} said: "na [[H:malaria]] dey worry me"' },
  // health negatives
  { genre: 'news', text: '{"programme": "HIV awareness", "region": "{city}"}' },
  { genre: 'news', text: 'region,cases,deaths\n{city},1204,12' },
  // genetic
  { genre: 'clinical', text: '{"name": "{name}", "hb_genotype": "[[G:AS]]"}' },
  { genre: 'clinical', text: 'name;genotype\n{name};[[G:SS]]' },
  { genre: 'clinical', text: 'Genotype test for {name}: [[G:AC]]' },
  { genre: 'clinical', text: '{name} is a [[G:sickle cell carrier]] according to the newborn screen.' },
  // genetic negatives
  { genre: 'news', text: 'variety;genotype;yield\nTME 419;cassava;22t' },
  // religion
  { genre: 'kyc', text: '{"fullName": "{name}", "Religion": "[[R:{rel}]]"}' },
  { genre: 'hr', text: 'name;religion\n{name};[[R:{rel}]]' },
  { genre: 'chat', text: '{first} told me: "I be [[R:Christian]] since birth"' },
  { genre: 'kyc', text: 'religion=[[R:{rel}]]\ncustomer={name}' },
  // religion negatives
  { genre: 'news', text: '{"venue": "Catholic Cathedral", "city": "{city}"}' },
  // ethnic origin
  { genre: 'kyc', text: '{"name": "{name}", "ethnic_group": "[[E:{eth}]]"}' },
  { genre: 'hr', text: 'name,ethnicity,grade\n{name},[[E:{eth}]],C2' },
  { genre: 'kyc', text: 'customer: {name}\ntribe: [[E:{eth}]]' },
  { genre: 'chat', text: '{first} said: "my mama na [[E:Ijaw]] woman"' },
  // ethnic negatives
  { genre: 'news', text: 'language,speakers\n{eth},1200000' },
  // sexual orientation
  { genre: 'hr', text: '{"employeeId": 5512, "sexualOrientation": "[[S:{orient}]]"}' },
  { genre: 'hr', text: 'name;sexual orientation\n{name};[[S:{orient}]]' },
  { genre: 'chat', text: '{first} wrote: "I am [[S:gay]] and I am tired of hiding it"' },
  { genre: 'kyc', text: 'name: {name}\nsexuality: [[S:{orient}]]' },
  // orientation negatives
  { genre: 'news', text: '{"film": "gay rights documentary", "city": "{city}"}' },
  // political affiliation
  { genre: 'news', text: '{"candidate": "{name}", "party": "[[P:{party}]]"}' },
  { genre: 'news', text: 'name;party;votes\n{name};[[P:{party}]];1204' },
  { genre: 'chat', text: '{first} said: "I don register with [[P:{party}]] for my ward"' },
  { genre: 'kyc', text: 'pep_check name="{name}" party="[[P:{party}]]" role=councillor' },
  // political negatives
  { genre: 'news', text: 'party;seats\n{party};41' },
  // trade union
  { genre: 'hr', text: '{"employee": "{name}", "union": "[[U:{union}]]"}' },
  { genre: 'hr', text: 'name,union,dues\n{name},[[U:{union}]],900' },
  { genre: 'hr', text: 'employee: {name}\ntrade_union: [[U:{union}]]' },
  { genre: 'chat', text: '{first} said: "I don join [[U:{union}]] last year"' },
  // union negatives
  { genre: 'news', text: 'union,members\n{union},120000' },
  // biometric
  { genre: 'kyc', text: '{"customer": "{name}", "[[B:fingerprint_template_id]]": "FT-88120"}' },
  { genre: 'kyc', text: 'step=[[B:selfie_liveness]] customer="{name}" result=pass' },
  { genre: 'chat', text: '{first} said: "dem don take my [[B:thumbprint]] for bank"' },
  { genre: 'kyc', text: 'applicant: {name}\nbiometrics: [[B:fingerprints, face]]' },
  // biometric negatives
  { genre: 'news', text: '{"device": "fingerprint reader", "site": "{city}"}' },
  // criminal records
  { genre: 'court', text: '{"defendant": "{name}", "conviction": "[[C:{offence}]]"}' },
  { genre: 'hr', text: 'name;offence;year\n{name};[[C:{offence}]];{year}' },
  { genre: 'chat', text: '{first} said: "my cousin [[C:don go prison for {offence}]]"' },
  { genre: 'court', text: 'accused: {name}\ncharge: [[C:{offence}]]' },
  // criminal negatives
  { genre: 'news', text: 'offence;cases\n{offence};512' },
];
