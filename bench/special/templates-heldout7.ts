// Seventh held-out set, written for the issue-15 round on set 6's misses BEFORE any rule of that round was
// changed, by a different author from sets 5 and 6 and in other layouts: pipe tables (a staff list, a
// payslip, a KYC step log, a lab table), key: value forms with "(optional)" and local-language labels,
// bullet lists, e-mails, custody and police records, and chat mixing English with Pidgin, Swahili, Hausa
// and Yorùbá. Every category has at least eight gold spans; the unmarked texts are negatives (a GP
// "surgery", a breeding programme's genotypes, party and union news, facial-recognition policy, sentencing
// guidelines). Read once at the end of the round; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT7_TEMPLATES: Template[] = [
  // health
  { genre: 'hr', text: 'From: HR Operations\nTo: Shift leads\nSubject: Cover for {first}\n\nHi all,\n{first} will be off for six weeks after [[H:knee surgery]]. Please share out her rota.\n\nThanks,\nGrace' },
  { genre: 'clinical', text: '| Test | Result |\n|---|---|\n| Malaria RDT | [[H:positive]] |\n| Hepatitis B surface antigen | [[H:negative]] |\n\nPatient name: {name}' },
  { genre: 'kyc', text: 'Screening form\nFull name: {name}\nHepatitis C antibody: [[H:detected]]\nNext visit: 12 March' },
  { genre: 'clinical', text: 'Ward round, bed 4 ({name}):\n- post-op day 2 after [[H:hernia repair]]\n- continue [[H:{med}]]\n- mobilise with physio' },
  { genre: 'chat', text: 'Boss, {first} no go fit come work this week, dem don book am for [[H:operation for fibroid]] for General Hospital.' },
  { genre: 'chat', text: 'Sorry sitakuja leo, mtoto wangu amelazwa na [[H:homa ya matumbo]], tuko ward 6.' },
  { genre: 'chat', text: 'An yi wa {first} [[H:tiyata]] a asibitin {city} jiya.' },
  { genre: 'chat', text: 'Ọmọ {first} ní [[H:ibà]] láti àná, a ti fún un ní oògùn.' },
  { genre: 'court', text: 'CUSTODY RECORD\nDetainee: {name}\nRisk assessment: [[H:epileptic]], needs [[H:carbamazepine]] twice daily' },
  { genre: 'kyc', text: 'Life cover proposal\nApplicant: {name}\nQ7. Any heart condition? Yes - [[H:angina]] since {year}' },
  // health negatives
  { genre: 'hr', text: 'Reminder: the staff flu vaccination session runs in the {city} office canteen on Thursday.' },
  { genre: 'news', text: 'Notice: surgery opening hours at the {city} practice change from 1 May.' },
  { genre: 'news', text: '| Region | Malaria cases {year} |\n|---|---|\n| {city} | 1,204 |\n| Other | 3,877 |' },
  // genetic
  { genre: 'clinical', text: 'Thrombophilia screen\nPatient: {name}\nResult: [[G:prothrombin G20210A]] heterozygous' },
  { genre: 'clinical', text: '{name} carries the [[G:HFE C282Y]] mutation and has regular venesection.' },
  { genre: 'clinical', text: 'Dear Dr {first},\nThe [[G:exome sequencing]] for your patient {name} found [[G:a pathogenic MLH1 variant]]. I will see the family next month.\nRegards' },
  { genre: 'chat', text: 'Before the wedding {first} check genotype: [[G:AS]]. Her fiancé na [[G:AA]], so dem fit marry.' },
  { genre: 'chat', text: 'Matokeo ya [[G:kipimo cha vinasaba]] ya {first} yamerudi jana.' },
  { genre: 'court', text: 'The [[G:DNA profile]] taken from {name} matched the sample recovered at the scene.' },
  // genetic negatives
  { genre: 'news', text: 'The breeding programme near {city} released two cassava genotypes resistant to mosaic virus.' },
  { genre: 'hr', text: 'The genetics department in {city} is recruiting two lecturers for {year}.' },
  // religion
  { genre: 'hr', text: '| Name | Department | Religion |\n|---|---|---|\n| {name} | Finance | [[R:{rel}]] |' },
  { genre: 'court', text: 'The witness, {name}, renounced [[R:Islam]] in {year} and says his brothers threatened him.' },
  { genre: 'hr', text: 'Hi Tom,\nAs a [[R:practising Hindu]], {first} does not eat beef, so please order a veg option for the team lunch.\nAmaka' },
  { genre: 'chat', text: '{first} don turn [[R:Muslim]] since she marry Abdul.' },
  { genre: 'kyc', text: 'Suna: {name}\nAddini: [[R:Musulunci]]\nJiha: Kano' },
  { genre: 'chat', text: '{first} aliacha [[R:Ukristo]] akawa [[R:Mwislamu]] mwaka jana.' },
  { genre: 'kyc', text: 'Religion (optional): [[R:{rel}]]\nFull name: {name}' },
  // religion negatives
  { genre: 'news', text: 'The Anglican Diocese of {city} runs three primary schools.' },
  { genre: 'hr', text: 'Eid al-Fitr is a public holiday, so the {city} branch closes on Monday.' },
  // ethnic origin
  { genre: 'hr', text: '| Employee | Ethnic origin |\n|---|---|\n| {name} | [[E:{eth}]] |' },
  { genre: 'kyc', text: 'Ethnicity (optional): [[E:{eth}]]\nName: {name}' },
  { genre: 'court', text: 'Suspect description: male, [[E:Somali]], about 30, grey hoodie. Name given: {name}.' },
  { genre: 'chat', text: '{first} ni [[E:Mjaluo]] kutoka Siaya, lakini anaishi {city}.' },
  { genre: 'chat', text: '{first} na [[E:Ijaw]] pikin, im people dey for Bayelsa.' },
  { genre: 'hr', text: 'Dear Panel,\n{name} is [[E:{eth}]] and was the only one on the team not invited to the client dinner.\nYours, Staff Rep' },
  // ethnic negatives
  { genre: 'news', text: 'The Maasai Mara reserve closes to vehicles after dark from next week.' },
  { genre: 'news', text: 'Roma families across Europe still face housing discrimination, the report for {year} says.' },
  // sexual orientation
  { genre: 'hr', text: '| Monitoring question | Answer |\n|---|---|\n| Sexual orientation | [[S:{orient}]] |\n\nEmployee: {name}' },
  { genre: 'hr', text: 'Hi Sam,\nPlease keep this confidential: {first} told me he is [[S:gay]] and is worried about the posting abroad.' },
  { genre: 'court', text: 'The appellant, {name}, claims asylum on the basis that she is a [[S:lesbian]].' },
  { genre: 'chat', text: '{name} describes himself as [[S:heterosexual]] on his dating profile.' },
  { genre: 'kyc', text: 'Sexuality (optional): [[S:{orient}]]\nName: {name}' },
  // sexual orientation negatives
  { genre: 'news', text: 'Pride month events in {city} include a film festival and a fun run.' },
  { genre: 'news', text: 'The bill on same-sex relationships returns to parliament in {year}.' },
  // political affiliation
  { genre: 'news', text: '| Name | Party | Ward |\n|---|---|---|\n| {name} | [[P:{party}]] | 7 |' },
  { genre: 'hr', text: 'Hi both,\n{first} is standing as the [[P:{party}]] candidate for ward councillor, so she needs unpaid leave in May.' },
  { genre: 'kyc', text: 'PEP declaration\nName: {name}\nPolitical party membership: [[P:{party}]]' },
  { genre: 'news', text: '{name} defected from the [[P:APC]] to the [[P:PDP]] in {year}.' },
  { genre: 'chat', text: '{first} ni mwanachama wa [[P:ODM]] tangu {year}.' },
  // political negatives
  { genre: 'news', text: 'The {party} national convention holds in {city} next month.' },
  { genre: 'news', text: 'Turnout in {city} was 34% at the {year} election.' },
  // trade union
  { genre: 'hr', text: 'PAYSLIP - {name}\n| Deduction | Amount |\n|---|---|\n| Tax | 12,400 |\n| [[U:{union}]] dues | 1,200 |' },
  { genre: 'hr', text: 'Dear {first},\nYou may bring your [[U:{union}]] rep to the disciplinary hearing on Friday.' },
  { genre: 'hr', text: 'Starter form\nName: {name}\nUnion membership (optional): [[U:{union}]]' },
  { genre: 'hr', text: '{name} was elected treasurer of the [[U:{union}]] branch at the {city} depot.' },
  { genre: 'hr', text: 'Overtime ban - members on shift:\n- {name}, [[U:{union}]] member since {year}\n- agency staff, non-members' },
  // union negatives
  { genre: 'news', text: '{union} and the ministry signed a new collective agreement in {city}.' },
  { genre: 'news', text: 'A strike by {union} members disrupted services in {city} on Monday.' },
  // biometric
  { genre: 'kyc', text: 'Onboarding log - customer {name}\n| Step | Status |\n|---|---|\n| ID document | verified |\n| [[B:Face match]] | passed |' },
  { genre: 'kyc', text: '{name} completed [[B:liveness detection]] on the app before the account was opened.' },
  { genre: 'kyc', text: 'Dear {first},\nPlease come to the {city} office on Tuesday for your [[B:fingerprint enrolment]].\nImmigration Services' },
  { genre: 'kyc', text: 'Applicant: {name}\nBiometric data captured: [[B:facial image and fingerprints]]' },
  { genre: 'court', text: '{first} alichukuliwa [[B:alama za vidole]] katika kituo cha polisi cha {city}.' },
  { genre: 'chat', text: 'Dem take {first} [[B:fingerprint]] for NIN centre yesterday, the queue long die.' },
  // biometric negatives
  { genre: 'news', text: 'Facial recognition cameras at {city} airport worry privacy campaigners.' },
  { genre: 'news', text: 'Winners of the selfie competition at the {city} festival get free tickets.' },
  // criminal records
  { genre: 'hr', text: 'Disclosure check - {name}\n| Offence | Outcome |\n|---|---|\n| [[C:{offence}]] | [[C:convicted, fined]] |' },
  { genre: 'hr', text: 'Hi Ruth,\n{first} disclosed a [[C:caution for {offence}]] on her application; we should talk before the offer.' },
  { genre: 'court', text: 'Police record\nName: {name}\nPrevious convictions: [[C:{offence} ({year})]]' },
  { genre: 'court', text: '{name} was [[C:charged with {offence}]] and remanded in custody.' },
  { genre: 'chat', text: '{first} [[C:alifungwa jela miaka miwili kwa wizi]].' },
  { genre: 'chat', text: '{first} don serve [[C:time for {offence}]] before, na why the bank no gree employ am.' },
  // criminal negatives
  { genre: 'news', text: 'The {city} magistrates court closes for renovation in August.' },
  { genre: 'news', text: 'New sentencing guidelines for {offence} take effect in {year}.' },
];
