// Ninth held-out set, written for the issue-15 round on set 8's misses BEFORE any rule of that round was
// changed: set 8 named union subscriptions and registrations, bare check names in KYC step tables, criminal
// tables with singular headers, sickling tests and questionnaire answers as missed classes; this set holds
// other wordings of those and other forms of every category in layouts the earlier sets lack (JSON-like
// export lines, comma-separated rows, key=value logs, check-off lists, bail sheets, voice-note
// transcripts), at least eight gold spans each, with negatives. Read once at the end of that round; never
// tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT9_TEMPLATES: Template[] = [
  // health
  { genre: 'kyc', text: '{"name": "{name}", "diagnosis": "[[H:{cond}]]", "ward": "B2"}' },
  { genre: 'clinical', text: 'name,test,result\n{name},[[H:HIV rapid,non-reactive]]' },
  { genre: 'clinical', text: 'Referral: {name}\nHave you ever had a [[H:stroke? Yes]], in {year}' },
  { genre: 'chat', text: 'Voice note from {first}: "doctor say na [[H:ulcer]], e give me [[H:omeprazole]]"' },
  { genre: 'court', text: 'BAIL SHEET\nAccused: {name}\nMedical needs: [[H:insulin-dependent diabetic]]' },
  { genre: 'hr', text: 'event=sick_leave employee="{name}" reason="[[H:{cond}]]" days=5' },
  // health negatives
  { genre: 'news', text: 'name,test,result\nmaths mock,paper 2,pass' },
  { genre: 'news', text: '{"campaign": "malaria awareness", "city": "{city}"}' },
  // genetic
  { genre: 'clinical', text: 'Sickle cell screen (Hb electrophoresis) for {name}: [[G:AS]]' },
  { genre: 'kyc', text: 'Life cover form\nApplicant: {name}\nAny genetic condition in you? [[G:Yes - sickle cell trait]]' },
  { genre: 'clinical', text: '{"patient": "{name}", "genotype": "[[G:SS]]"}' },
  { genre: 'clinical', text: 'Carrier screening result for {name}: [[G:cystic fibrosis carrier]].' },
  // genetic negatives
  { genre: 'news', text: '{"crop": "maize", "genotype": "DT-18", "site": "{city}"}' },
  { genre: 'news', text: 'Sickle cell screening will be free at {city} clinics from {year}.' },
  // religion
  { genre: 'kyc', text: '{"full_name": "{name}", "religion": "[[R:{rel}]]"}' },
  { genre: 'hr', text: 'name,department,religion\n{name},Audit,[[R:{rel}]]' },
  { genre: 'chat', text: 'Voice note from {first}: "I be [[R:Muslim]], I no fit drink am"' },
  { genre: 'court', text: 'BAIL SHEET\nAccused: {name}\nReligion: [[R:{rel}]]\nSurety: pastor of his church' },
  // religion negatives
  { genre: 'news', text: 'name,department,budget\nMosque repairs,Estates,12000' },
  // ethnic origin
  { genre: 'kyc', text: '{"name": "{name}", "ethnicity": "[[E:{eth}]]"}' },
  { genre: 'hr', text: 'name,grade,ethnic_origin\n{name},B4,[[E:{eth}]]' },
  { genre: 'chat', text: 'Voice note from {first}: "my husband na [[E:Urhobo]] man, him family dey Warri"' },
  { genre: 'court', text: 'Witness described the driver as a [[E:{eth}]] man in his forties; the witness is {name}.' },
  // ethnic negatives
  { genre: 'news', text: '{"festival": "{eth} new yam", "city": "{city}"}' },
  // sexual orientation
  { genre: 'kyc', text: '{"name": "{name}", "sexual_orientation": "[[S:{orient}]]"}' },
  { genre: 'hr', text: 'id,sexual orientation\n4471,[[S:{orient}]]' },
  { genre: 'court', text: 'The tribunal accepted that {name} is [[S:gay]] and would be at risk on return.' },
  { genre: 'chat', text: 'Voice note from {first}: "I don tell my mama say I be [[S:lesbian]]"' },
  // orientation negatives
  { genre: 'news', text: '{"event": "pride parade", "city": "{city}"}' },
  // political affiliation
  { genre: 'kyc', text: '{"name": "{name}", "political_party": "[[P:{party}]]"}' },
  { genre: 'news', text: 'name,ward,party\n{name},7,[[P:{party}]]' },
  { genre: 'chat', text: 'Voice note from {first}: "I don register with [[P:{party}]], I go vote dem"' },
  { genre: 'hr', text: 'Conflict of interest form\nEmployee: {name}\nAre you a member of a political party? [[P:Yes - {party}]]' },
  // political negatives
  { genre: 'news', text: 'name,ward,turnout\nCentral,7,41%' },
  // trade union
  { genre: 'hr', text: 'CHECK-OFF LIST - {union}\n{name}\t[[U:member]]\tdeduction 1,200' },
  { genre: 'hr', text: 'event=payroll employee="{name}" deduction="[[U:{union}]] subscription"' },
  { genre: 'chat', text: 'Voice note from {first}: "I don register with [[U:{union}]] for work"' },
  { genre: 'hr', text: 'Starter form\nEmployee: {name}\nAre you in a trade union? [[U:Yes - {union}]]' },
  // union negatives
  { genre: 'news', text: 'event=strike union="{union}" city="{city}" day=Monday' },
  // biometric
  { genre: 'kyc', text: 'event=kyc customer="{name}" step="[[B:liveness]]" result=pass' },
  { genre: 'kyc', text: '{"customer": "{name}", "[[B:face_match_score]]": 0.97}' },
  { genre: 'kyc', text: 'Voter registration\nName: {name}\n[[B:Fingerprints]]: captured (10)\n[[B:Photo]]: captured' },
  { genre: 'chat', text: 'Voice note from {first}: "dem don collect my [[B:finger]] for NIN"' },
  // biometric negatives
  { genre: 'news', text: 'event=maintenance device="fingerprint scanner" site="{city}"' },
  // criminal records
  { genre: 'court', text: 'BAIL SHEET\nAccused: {name}\nCharge: [[C:{offence}]]\nPrevious: [[C:one conviction ({year})]]' },
  { genre: 'hr', text: 'name,offence,sentence\n{name},[[C:{offence}]],[[C:fine]]' },
  { genre: 'chat', text: 'Voice note from {first}: "my brother don [[C:go jail for {offence}]]"' },
  { genre: 'kyc', text: '{"applicant": "{name}", "criminal_record": "[[C:{offence}, {year}]]"}' },
  // criminal negatives
  { genre: 'news', text: 'name,offence,count\nAll districts,{offence},412' },
];
