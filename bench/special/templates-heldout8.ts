// Eighth held-out set, written for the issue-15 round on set 7's misses BEFORE any rule of that round was
// changed: set 7 named pipe tables, the second person in letters, bulleted ward rounds, questionnaire
// answers and labels with a trailing noun as missed classes; this set holds other wordings and layouts of
// those (tables with other headers and alignment, letters and messages to "you", checkbox and yes/no
// questionnaires, numbered judgment paragraphs, timestamped chat transcripts, tab- and comma-separated
// rows) and other forms of every category, at least eight gold spans each, with negatives. Read once at the
// end of that round; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT8_TEMPLATES: Template[] = [
  // health
  { genre: 'clinical', text: 'Investigation | Value\n--- | ---\nHIV serology | [[H:reactive]]\nSickling | [[G:negative]]\nPatient: {name}' },
  { genre: 'kyc', text: 'Health declaration\nDo you have [[H:diabetes? Yes]]\nOccupation: teacher\nApplicant: {name}' },
  { genre: 'clinical', text: 'Dear {first},\nYour recent scan confirmed [[H:gallstones]]. Please book a surgical review.\nDr Mensah' },
  { genre: 'clinical', text: 'Nursing handover - {name}\n* [[H:type 2 diabetes]], diet controlled\n* [[H:left leg amputation]] in {year}\n* allergy: [[H:penicillin]]' },
  { genre: 'chat', text: '[09:14] {first}: I no go fit come, dem don admit me for [[H:typhoid]]\n[09:15] Boss: sorry, get well' },
  { genre: 'court', text: '14. The accused told the court that he suffers from [[H:{cond}]] and needs daily treatment.' },
  { genre: 'hr', text: 'Occupational health referral\nEmployee: {name}\nCondition reported: [[H:{cond}]]' },
  { genre: 'chat', text: 'Mama {first} amefanyiwa [[H:upasuaji wa macho]] leo asubuhi.' },
  // health negatives
  { genre: 'news', text: 'Investigation | Value\n--- | ---\nBudget | 4m\nSites | {city}, Kumasi' },
  { genre: 'news', text: 'Do you have diabetes? Free screening at the {city} market every Saturday.' },
  { genre: 'hr', text: 'Your surgery appointment reminders will now come by SMS, the {city} practice says.' },
  // genetic
  { genre: 'clinical', text: 'Gene | Result\n--- | ---\nHBB | [[G:HbAS (sickle cell trait)]]\nName: {name}' },
  { genre: 'clinical', text: 'Dear {first},\nYour [[G:genetic test]] shows you carry [[G:a BRCA2 variant]]. We will discuss options at clinic.' },
  { genre: 'kyc', text: 'Insurance question 12: Have you had a [[G:predictive genetic test]]? [[G:Yes - Huntington\'s disease gene]]\nApplicant: {name}' },
  { genre: 'clinical', text: '{name}: [[G:homozygous for the MTHFR C677T variant]].' },
  // genetic negatives
  { genre: 'news', text: 'The {city} lab bought a new gene sequencer worth two million.' },
  { genre: 'hr', text: 'Genotype Consulting Ltd will run the staff survey in {year}.' },
  // religion
  { genre: 'hr', text: 'Name\tDept\tReligion\n{name}\tLogistics\t[[R:{rel}]]' },
  { genre: 'hr', text: 'Dear {first},\nYou asked for Friday afternoons off for prayers at the mosque as a [[R:Muslim]]; this is approved.' },
  { genre: 'court', text: '9. The claimant, a [[R:Seventh-day Adventist]], refused to work on Saturdays.' },
  { genre: 'chat', text: '[20:01] {first}: I don become [[R:Catholic]] o, baptism na next Sunday' },
  { genre: 'kyc', text: 'Religious affiliation (if any): [[R:{rel}]]\nName: {name}' },
  // religion negatives
  { genre: 'news', text: 'Name\tDept\tBudget\nChapel renovation\tEstates\t40,000' },
  { genre: 'news', text: 'The {city} Muslim Council will host a peace forum on Friday.' },
  // ethnic origin
  { genre: 'hr', text: 'Staff | Ethnicity\n--- | ---\n{name} | [[E:{eth}]]' },
  { genre: 'court', text: '7. The complainant, who is [[E:{eth}]], was told by the landlord that the flat was taken.' },
  { genre: 'kyc', text: 'Ethnic background (optional): [[E:{eth}]]\nCustomer: {name}' },
  { genre: 'chat', text: '[18:40] {first}: my papa na [[E:Efik]] man, my mama na [[E:Ibibio]]' },
  // ethnic negatives
  { genre: 'news', text: 'Staff | Language\n--- | ---\nReception | Swahili, English' },
  { genre: 'news', text: 'The {eth} cultural festival in {city} drew thousands of visitors.' },
  // sexual orientation
  { genre: 'hr', text: 'Question\tResponse\nSexual orientation\t[[S:{orient}]]\nEmployee ID\t77120' },
  { genre: 'court', text: '22. The appellant fears persecution because he is [[S:gay]].' },
  { genre: 'chat', text: 'Dear {first}, thank you for telling me you are [[S:bisexual]]; it changes nothing at work.' },
  { genre: 'kyc', text: 'Sexual orientation (prefer not to say): [[S:lesbian]]\nName: {name}' },
  // sexual orientation negatives
  { genre: 'news', text: 'Question\tResponse\nOpening hours\t9 to 5' },
  { genre: 'news', text: 'The court in {city} heard a challenge to the law on gay marriage.' },
  // political affiliation
  { genre: 'kyc', text: 'Member | Party | Since\n--- | --- | ---\n{name} | [[P:{party}]] | {year}' },
  { genre: 'hr', text: 'Dear {first},\nAs a [[P:{party}]] councillor you must declare your interest before the vote.' },
  { genre: 'news', text: '{name} crossed over from the [[P:{party}]] last week, aides said.' },
  { genre: 'kyc', text: 'Political party membership (if any): [[P:{party}]]\nName: {name}' },
  // political negatives
  { genre: 'news', text: 'Member | Role\n--- | ---\nFinance | Chair' },
  { genre: 'news', text: 'Polls show the {party} ahead in {city} before the {year} vote.' },
  // trade union
  { genre: 'hr', text: 'Earnings and deductions\nBasic pay\t45,000\n[[U:{union}]] subscription\t900\nEmployee: {name}' },
  { genre: 'hr', text: 'Dear {first},\nYour [[U:{union}]] representative may attend the grievance meeting with you.' },
  { genre: 'hr', text: 'Trade union membership details: [[U:{union}]]\nName: {name}' },
  { genre: 'chat', text: '[11:02] {first}: I don register with [[U:{union}]] finally' },
  // union negatives
  { genre: 'news', text: 'Earnings and deductions will be shown on the new payslip from {year}.' },
  { genre: 'news', text: '{union} leaders met the minister in {city} on Tuesday.' },
  // biometric
  { genre: 'kyc', text: 'Check | Result\n--- | ---\nDocument | genuine\n[[B:Liveness]] | pass\nCustomer: {name}' },
  { genre: 'kyc', text: 'Dear {first},\nYour [[B:fingerprints]] could not be read. Please return to the {city} centre to re-capture them.' },
  { genre: 'kyc', text: 'Biometric information collected: [[B:face photograph]]\nApplicant: {name}' },
  { genre: 'court', text: '5. The accused\'s [[B:thumbprint]] was lifted from the glass.' },
  // biometric negatives
  { genre: 'news', text: 'Check | Result\n--- | ---\nFire alarm | pass\nExits | clear' },
  { genre: 'news', text: 'Fingerprint scanners at the {city} office were replaced in {year}.' },
  // criminal records
  { genre: 'hr', text: 'Conviction\tDate\tSentence\n[[C:{offence}]]\t{year}\t[[C:12 months]]\nApplicant: {name}' },
  { genre: 'hr', text: 'Dear {first},\nYou declared [[C:a conviction for {offence}]], so the offer is withdrawn.' },
  { genre: 'court', text: '3. The accused was [[C:convicted of {offence}]] in {year}.' },
  { genre: 'chat', text: '[22:15] {first}: my brother don [[C:enter prison for {offence}]]' },
  // criminal negatives
  { genre: 'news', text: 'Conviction rates for {offence} fell in {city} last year.' },
  { genre: 'news', text: 'A new prison wing opened in {city} in {year}.' },
];
