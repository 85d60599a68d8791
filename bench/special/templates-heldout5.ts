// Fifth held-out set, written for the issue-15 genetic round BEFORE any rule of that round was changed:
// every special category with at least eight gold spans, so a per-category figure means something, and
// genetic data in the forms our jurisdictions write it (haemoglobin genotype AS/SS/HbAS, sickle-cell trait,
// BRCA carriers, karyotypes, DNA and paternity tests, hereditary conditions in a family history,
// pharmacogenomic results) beside negatives that must not fire ('generic', 'Genesis', DNA as a company
// name or a metaphor, Gene as a first name, the genotype of a crop or a herd). Clinical notes, HR letters,
// insurance and KYC forms, court text and chat from NG, KE, GH, ZA, GB and EU. Read once at the end of the
// round; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT5_TEMPLATES: Template[] = [
  // genetic data (positives)
  { genre: 'clinical', text: 'Haemoglobin genotype: [[G:HbSS]]\nPatient: {name}\nPlan: review in the haematology clinic in three months.' },
  { genre: 'chat', text: '{first} and her fiancé did their [[G:genotype test]] last week; she is [[G:AS]] and he is [[G:AS]] too.' },
  { genre: 'kyc', text: 'On the life cover proposal form, {name} disclosed that she is a [[G:BRCA2 carrier]].' },
  { genre: 'clinical', text: 'Cytogenetics report for {name}: karyotype [[G:47,XX,+21]].' },
  { genre: 'court', text: 'The [[G:paternity test]] ordered by the court excluded {name} as the father of the child.' },
  { genre: 'clinical', text: 'Pharmacogenomic results for {name}: [[G:CYP2C19 poor metaboliser]]; avoid [[H:clopidogrel]].' },
  { genre: 'clinical', text: '{name} has a family history of [[G:Huntington\'s disease]]; his father and an uncle were affected.' },
  { genre: 'kyc', text: 'Results of the [[G:DNA test]] for {name} were sent to the embassy with the family reunion visa application.' },
  { genre: 'chat', text: '{first} tell me say her [[G:genotype na SS]], she don dey manage am since she small.' },
  { genre: 'clinical', text: 'Newborn screening result for the baby of {name}: [[G:sickle cell trait (HbAS)]].' },
  { genre: 'clinical', text: 'Patient: {name}\nGenetic test result: [[G:heterozygous for the CFTR F508del variant]]' },
  { genre: 'hr', text: '{name} asked that her [[G:BRCA1 test result]] should not be shared with her line manager.' },
  { genre: 'court', text: '[[G:Kipimo cha DNA]] kilithibitisha kuwa {first} ndiye baba wa mtoto.' },
  { genre: 'chat', text: '{first} ya yi [[G:gwajin genotype]] kuma sakamakon shi ne [[G:AS]].' },
  // genetic negatives
  { genre: 'news', text: 'The pharmacy in {city} stocks generic versions of most blood pressure drugs.' },
  { genre: 'kyc', text: 'Genesis Properties Ltd signed the lease for the {city} office on behalf of {name}.' },
  { genre: 'kyc', text: 'DNA Logistics delivered the parcel to {name} on Tuesday.' },
  { genre: 'hr', text: 'Gene Roberts from accounts approved the expense claim of {name}.' },
  { genre: 'news', text: 'The maize genotype DT-18 gave the best yield in the {city} trial plots.' },
  { genre: 'news', text: 'Farmers near {city} keep cattle of a heat-tolerant genotype bred for the dry season.' },
  { genre: 'hr', text: 'Customer service is part of our company DNA, {name} told the new staff.' },
  { genre: 'news', text: 'The hospital now offers free genotype screening to all couples planning to marry.' },
  { genre: 'news', text: 'A documentary on the history of DNA testing was shown on national television.' },
  // health (positives)
  { genre: 'clinical', text: 'Clinical note\nPatient: {name}, {n}M\nHIV 1/2 rapid test: [[H:reactive]]\nImpression: [[H:{cond}]]\nPlan: start [[H:{med}]].' },
  { genre: 'hr', text: '{name} is recovering from [[H:an appendectomy]] and will return to work on Monday.' },
  { genre: 'kyc', text: 'Medical questionnaire: {name} declares [[H:high blood pressure]] treated with [[H:{med}]].' },
  { genre: 'chat', text: 'Ọmọ {first} ní [[H:ikọ́ ife]], wọ́n ti gbé e lọ sí ilé ìwòsàn.' },
  { genre: 'clinical', text: 'Mgonjwa {first} amegunduliwa na [[H:kifua kikuu]] na ameanza dawa.' },
  { genre: 'court', text: 'The medical report states that {name} suffers from [[H:{cond}]].' },
  // health negatives
  { genre: 'news', text: 'The ministry launched a campaign against {cond} in schools across {city}.' },
  { genre: 'news', text: 'World Diabetes Day is marked every year on 14 November.' },
  // religion
  { genre: 'kyc', text: 'Name: {name}\nReligion: [[R:{rel}]]\nState of origin: {city}' },
  { genre: 'hr', text: '{name}, a devout [[R:{rel}]], asked for time off for religious festivals.' },
  { genre: 'chat', text: '{first} converted to [[R:Islam]] last year and changed her name.' },
  { genre: 'court', text: 'The applicant, {name}, is a [[R:Jehovah\'s Witness]] and refuses blood transfusion.' },
  { genre: 'chat', text: '{first} ni [[R:Mkristo]] na husali kila Jumapili.' },
  { genre: 'news', text: 'The {city} Central Mosque will host an interfaith dialogue on Friday.' },
  { genre: 'news', text: 'St Mary\'s Catholic Church in {city} was renovated last year.' },
  // ethnic origin
  { genre: 'kyc', text: 'Applicant: {name}\nEthnicity: [[E:{eth}]]' },
  { genre: 'court', text: '{name}, a [[E:{eth}]] woman from {city}, told the tribunal she was passed over for promotion.' },
  { genre: 'hr', text: 'Equality monitoring - ethnic origin: [[E:Black African]]. Employee: {name}.' },
  { genre: 'chat', text: '{first} is [[E:{eth}]] on her father\'s side.' },
  { genre: 'chat', text: '{first} na [[E:Hausa]] boy from Kano.' },
  { genre: 'news', text: 'The {eth} language is now taught in primary schools in {city}.' },
  // sexual orientation
  { genre: 'hr', text: '{name} came out as [[S:gay]] to his colleagues last year.' },
  { genre: 'kyc', text: 'Name: {name}\nSexual orientation: [[S:lesbian]]' },
  { genre: 'chat', text: '{first} is [[S:bisexual]] and lives with her partner in {city}.' },
  { genre: 'court', text: '{name} told the asylum panel that he is [[S:homosexual]] and fears persecution.' },
  { genre: 'news', text: 'The gay rights march passed through {city} on Saturday.' },
  // political affiliation
  { genre: 'news', text: '{name} contested the {year} primaries on the [[P:{party}]] ticket.' },
  { genre: 'chat', text: '{first} na strong [[P:{party}]] supporter.' },
  { genre: 'court', text: 'The claim says {name} was dismissed for campaigning for the [[P:{party}]].' },
  { genre: 'hr', text: '{name} is a registered member of the [[P:{party}]] in {city}.' },
  { genre: 'news', text: 'The {party} manifesto promises free secondary education.' },
  // trade union
  { genre: 'hr', text: '{name} joined [[U:{union}]] in {year}.' },
  { genre: 'hr', text: 'The letter confirms that {name} is a member of [[U:{union}]].' },
  { genre: 'court', text: '{name}, the [[U:{union}]] branch chairperson, led the strike at the {city} plant.' },
  { genre: 'chat', text: '{first} don join [[U:{union}]] since last year.' },
  { genre: 'news', text: '{union} called a nationwide strike over unpaid salaries.' },
  // biometric
  { genre: 'kyc', text: '{name}\'s [[B:fingerprints]] were captured for the national ID enrolment.' },
  { genre: 'kyc', text: 'Voter register: [[B:thumbprint]] of {name} captured at the {city} centre.' },
  { genre: 'kyc', text: '{name} enrolled her [[B:voiceprint]] for telephone banking.' },
  { genre: 'kyc', text: '{name} provided [[B:finger scans]] at the visa application centre in {city}.' },
  { genre: 'news', text: 'The bank now offers fingerprint login on its mobile app.' },
  // criminal records
  { genre: 'hr', text: 'Background check: {name} has a [[C:previous conviction for {offence}]].' },
  { genre: 'court', text: '{name} was [[C:sentenced to three years for {offence}]].' },
  { genre: 'court', text: 'The court found {name} [[C:guilty of {offence}]] and imposed a fine.' },
  { genre: 'chat', text: '{first} served [[C:two years in prison for {offence}]].' },
  { genre: 'news', text: 'The senate debated a bill on {offence} last week.' },
];
