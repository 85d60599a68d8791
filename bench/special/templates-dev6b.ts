// Second development set of session 6's round (probe): other wordings and layouts written after the round's
// rules, read once to see how the classes carry to texts they were not written on (0.780 / 0.593), then used
// for development. Gold corrected after that reading: a patient ID is a number assigned for health purposes
// (health.json), and an anonymous survey is no one's record, so the survey now carries a respondent ID.
import type { Template } from './templates-dev.js';

export const DEV6B_TEMPLATES: Template[] = [
  { genre: 'clinical', text: 'DISCHARGE LETTER\nDear Dr Ade,\nYour patient {name} was discharged today following treatment for [[H:community-acquired pneumonia]].' },
  { genre: 'clinical', text: 'Test,Result,Flag\nHIV 1&2,[[H:Reactive]],H\nPatient ID: [[H:00912]]' },
  { genre: 'clinical', text: 'Name: {name}\nPMHx: [[H:{cond}]]\nDHx: [[H:{med}]]' },
  { genre: 'hr', text: 'From: HR\nTo: Payroll\nRe: {name} - sick leave\n{first} is off with [[H:a chest infection]] until Friday.' },
  { genre: 'hr', text: 'employee_id|union|dues\n4471|[[U:{union}]]|12.50' },
  { genre: 'kyc', text: '{"kyc": {"name": "{name}", "biometrics": {"faceMatch": "[[B:passed]]"}}}' },
  { genre: 'kyc', text: 'Customer: {name}\nFacial verification result: [[B:match]]' },
  { genre: 'court', text: 'PRE-SENTENCE REPORT\nDefendant: {name}\nPrevious convictions: [[C:2 (theft, 2019; assault, 2021)]]' },
  { genre: 'court', text: '{name} was remanded in custody after being charged with [[C:{offence}]].' },
  { genre: 'court', text: 'Probation record\nName: {name}\nOrder: [[C:12-month community order]]' },
  { genre: 'court', text: 'offender_id,offence,disposal\nOF-221,[[C:{offence}]],[[C:fine]]' },
  { genre: 'hr', text: 'Church register - St John\'s Anglican Church\n{name}\t[[R:confirmed]]\t{year}' },
  { genre: 'chat', text: '{first}: my papa get [[H:sugar]] o, dem don start am on [[H:insulin]]' },
  { genre: 'chat', text: 'Mama yangu ana [[H:kisukari]] na [[H:shinikizo la damu]].' },
  { genre: 'chat', text: '{first}: I be [[E:{eth}]] but I grow for Lagos' },
  { genre: 'kyc', text: 'ID,Name,Religion\n12,{name},[[R:{rel}]]' },
  { genre: 'hr', text: 'Diversity survey\nRespondent ID: 2231\nQ3 Sexual orientation\n[x] [[S:{orient}]]\n[ ] Heterosexual' },
  { genre: 'clinical', text: 'Antenatal booking\nName: {name}\nGestation: [[H:14 weeks]]\nBlood group: [[H:O+]]' },
  { genre: 'clinical', text: 'Referral: {name}, known [[H:epileptic]], seizure-free for two years.' },
  { genre: 'hr', text: 'Dear {first},\nWe note that you are a member of [[P:{party}]] and remind you of the staff neutrality policy.' },
  { genre: 'kyc', text: 'customer_id=8812 ethnic_group=[[E:{eth}]] channel=app' },
  { genre: 'court', text: 'Custody record\nDetainee: {name}\nHealth: [[H:asthmatic]], has inhaler' },
  // negatives
  { genre: 'news', text: 'Test,Result,Flag\nQC sample,negative,-' },
  { genre: 'news', text: 'The council will repaint the church hall and the mosque car park next week.' },
  { genre: 'news', text: '{"region": "{city}", "diabetes_rate": 4.2, "year": {year}}' },
  { genre: 'news', text: 'Dermatitis and arthritis clinics reopen in {city} on Monday.' },
];
