// Third held-out set, written for issue 15's health-recall round BEFORE any rule was changed in that
// round and before the second held-out set's misses were read: a clean figure for the detector after
// it. Health-heavy (conditions, diagnoses, medication, test results, pregnancy, disability, hospital and
// patient numbers; English, Pidgin, Hausa, Yorùbá, Swahili) with negatives about no one, plus every
// other category with its own negatives. Reported once; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT3_TEMPLATES: Template[] = [
  // health: records and clinical text
  { genre: 'clinical', text: 'Discharge summary\nPatient: {name}\nHospital No: [[H:{hosp}]]\nFinal diagnosis: [[H:{cond}]]\nTo continue [[H:{med}]] daily.' },
  { genre: 'clinical', text: '{name} was admitted last night with [[H:severe malaria]] and is now on IV [[H:artesunate]].' },
  { genre: 'clinical', text: 'Lab result for {name}: [[H:malaria RDT positive]].' },
  { genre: 'clinical', text: 'Pt {name}, {n}F, booked at 12 weeks; [[H:G4P3]], history of [[H:gestational diabetes]].' },
  { genre: 'clinical', text: 'Results for {name}: [[H:CD4 410 cells/mm3]], [[H:viral load undetectable]].' },
  { genre: 'clinical', text: '{name} (MRN [[H:{hosp}]]) is allergic to [[H:penicillin]].' },
  { genre: 'clinical', text: 'Referral: {name} has [[H:chronic kidney disease]] stage 4; please assess for [[H:dialysis]].' },
  { genre: 'clinical', text: 'Mama {first} tested positive for [[H:HIV]] at her [[H:antenatal]] visit and was started on [[H:ARVs]].' },
  { genre: 'clinical', text: '{name} had a [[H:miscarriage]] in {year} and is anxious about this [[H:pregnancy]].' },
  { genre: 'clinical', text: 'Clinic card\nName: {name}\nCondition: [[H:{cond}]]\nNext review: 3 months' },
  { genre: 'clinical', text: 'Seen today: {name}, known [[H:asthmatic]], wheezy since Sunday, given [[H:prednisolone]].' },
  { genre: 'clinical', text: 'Our patient {name} was found to have [[H:stage 2 breast cancer]] on biopsy.' },
  // health: HR, insurance, court
  { genre: 'hr', text: 'Sick note received: {name} is unfit for work for two weeks due to [[H:lower back pain]].' },
  { genre: 'hr', text: '{name} told HR that she is [[H:pregnant]] and due in March.' },
  { genre: 'hr', text: 'Please note that {name} has [[H:type 1 diabetes]] and may need breaks to check her [[H:blood sugar]].' },
  { genre: 'hr', text: 'Accommodation request: {name} [[H:uses a wheelchair]] and needs a ground-floor desk.' },
  { genre: 'hr', text: 'Employee {name} has disclosed a [[H:mental health condition]] and is receiving counselling.' },
  { genre: 'hr', text: 'Mr {name} lost his left leg in a road accident and is now an [[H:amputee]].' },
  { genre: 'kyc', text: 'Insurance claim | Insured: {name} | Condition: [[H:{cond}]] | Hospital: {city} General' },
  { genre: 'court', text: 'The court heard that {name} suffers from [[H:{cond}]] and asked for a medical report.' },
  // health: chat
  { genre: 'chat', text: "just back from the clinic, I'm [[H:HIV negative]] thank God" },
  { genre: 'chat', text: 'My brother has been [[H:in rehab]] for [[H:alcohol addiction]] since {year}.' },
  { genre: 'chat', text: "{first}'s son is [[H:autistic]] and starts at a special school in September." },
  { genre: 'chat', text: 'my dad had a [[H:stroke]] last week, he cannot speak well yet' },
  // health: Pidgin, Hausa, Yorùbá, Swahili
  { genre: 'chat', text: 'Na [[H:typhoid]] hold {first} for bed since Monday.' },
  { genre: 'chat', text: 'Doctor talk say {first} get [[H:high BP]], so im dey take [[H:amlodipine]] every morning.' },
  { genre: 'chat', text: 'Abeg pray for my mama, dem say na [[H:stroke]] and she no fit waka again.' },
  { genre: 'chat', text: 'Mahaifiyata tana fama da [[H:hawan jini]] tun shekarar {year}.' },
  { genre: 'chat', text: 'Likita ya ce {first} yana da [[H:ciwon sukari]].' },
  { genre: 'chat', text: 'Dókítà sọ pé {first} ní [[H:àrùn ṣúgà]].' },
  { genre: 'chat', text: 'Ìyàwó mi ti [[H:lóyún]] oṣù mẹ́ta.' },
  { genre: 'clinical', text: 'Mgonjwa {name} amelazwa kwa [[H:nimonia]] na anapewa oksijeni.' },
  { genre: 'chat', text: 'Mke wangu ni [[H:mjamzito]] wa miezi saba.' },
  { genre: 'chat', text: 'Mtoto wangu ana [[H:pumu]] na anatumia [[H:salbutamol]].' },
  // health negatives: about no one
  { genre: 'news', text: 'Diabetes is rising across urban {city}, the health ministry said.' },
  { genre: 'news', text: 'Free HIV testing is available at all public clinics this week.' },
  { genre: 'news', text: 'The new cancer wing of the teaching hospital in {city} opened on Monday.' },
  { genre: 'news', text: 'Typhoid fever is spread through contaminated food and water.' },
  { genre: 'news', text: 'The pharmacy sells insulin pens and metformin at reduced prices.' },
  { genre: 'news', text: 'Doctors recommend that pregnant women sleep under treated nets.' },
  { genre: 'news', text: 'Ugonjwa wa kisukari unaongezeka miongoni mwa vijana mjini {city}.' },
  { genre: 'news', text: 'Àrùn jẹjẹrẹ ń pa ọ̀pọ̀lọpọ̀ ènìyàn lọ́dọọdún.' },
  // other categories
  { genre: 'clinical', text: 'Newborn screening for baby {first}: genotype [[G:SS]], referred to haematology.' },
  { genre: 'court', text: '{name} agreed to a [[G:paternity test]] to settle the dispute.' },
  { genre: 'hr', text: 'Next of kin form: {name}; Religion: [[R:{rel}]]; Phone on file' },
  { genre: 'chat', text: '{name} converted to [[R:Islam]] before her wedding.' },
  { genre: 'kyc', text: '{name} describes himself as [[E:{eth}]] on the census form.' },
  { genre: 'kyc', text: 'Tribe: [[E:{eth}]]\nHome town: {city}' },
  { genre: 'chat', text: '{name} came out as [[S:gay]] to his colleagues last year.' },
  { genre: 'hr', text: '{name} is a registered member of the [[P:{party}]] and canvasses every weekend.' },
  { genre: 'kyc', text: 'Party affiliation: [[P:{party}]]' },
  { genre: 'hr', text: '{name} joined [[U:{union}]] in {year} and pays dues monthly.' },
  { genre: 'kyc', text: 'Enrolment record: [[B:fingerprints]] of {name} captured at the {city} office.' },
  { genre: 'chat', text: '{name} unlocked her banking app with a [[B:face scan]].' },
  { genre: 'court', text: '{name} has a [[C:previous conviction for {offence}]].' },
  { genre: 'court', text: '{name} was [[C:convicted of {offence}]] in {year} and served two years.' },
  // other negatives
  { genre: 'news', text: 'The Anglican cathedral in {city} is being renovated.' },
  { genre: 'news', text: 'The {eth} language has many regional dialects.' },
  { genre: 'news', text: 'The city hosts a Pride parade every June.' },
  { genre: 'news', text: 'The {party} will hold its primaries in {city} next month.' },
  { genre: 'news', text: '{union} called off the strike after talks with the employers.' },
  { genre: 'news', text: 'Fingerprint scanners were installed at the airport last year.' },
  { genre: 'news', text: 'Genetic testing services are expanding in {city}.' },
  { genre: 'news', text: 'Armed robbery cases rose sharply last year, police said.' },
];
