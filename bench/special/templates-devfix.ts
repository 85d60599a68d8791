// Development templates for the issue-15 round on set 6's misses (tuned on, like special-dev.jsonl): the
// classes sets 4 and 6 exposed, in wordings of their own - test results as form lines with no person on
// the line, operations and procedures in Pidgin, Swahili, Hausa and Yorùbá, fever and other ailment words in
// the cue languages, clinically relevant gene and variant names, "(optional)" and other parenthesised form
// labels for every category, leaving or joining a religion (apostasy and conversion verbs), liveness,
// selfie, face-match and fingerprint-enrolment vocabulary, and plural groups of an origin living in a
// city - beside negatives that must not fire.
import type { Template } from './templates-dev.js';

export const DEVFIX_TEMPLATES: Template[] = [
  // health: test results on form lines
  { genre: 'clinical', text: 'Syphilis RPR: [[H:reactive]]\nRef: {name}' },
  { genre: 'clinical', text: 'Name: {name}\nCOVID-19 PCR - [[H:not detected]]\nDate: 3 May' },
  { genre: 'kyc', text: 'Pre-employment medical\nCandidate: {name}\nHBsAg screen: [[H:negative]]' },
  // health: procedures and ailments in the cue languages
  { genre: 'chat', text: 'Dem do [[H:operation for im eye]] last week, {first} still dey rest.' },
  { genre: 'chat', text: 'Mama {first} go do [[H:operation for hernia]] next month.' },
  { genre: 'chat', text: '{first} alifanyiwa [[H:operesheni ya goti]] mwezi uliopita.' },
  { genre: 'chat', text: 'Za a yi wa mahaifin {first} [[H:aikin tiyata]] a idonsa.' },
  { genre: 'chat', text: 'Wọ́n ṣe [[H:iṣẹ́ abẹ]] fún ìyá {first} lánàá.' },
  { genre: 'chat', text: 'Ara {first} kò yá, ó ní [[H:ibà]] àti [[H:orí fífọ́]].' },
  { genre: 'chat', text: '{first} tana fama da [[H:zazzabi]] tun jiya.' },
  { genre: 'hr', text: '{name} is off sick after [[H:surgery on her shoulder]].' },
  // health negatives
  { genre: 'news', text: 'The {city} eye hospital did four hundred cataract operations last year.' },
  { genre: 'news', text: 'Ìbà fún àwọn baba ńlá wa ní ìlú {city}.' },
  { genre: 'news', text: 'Test results for the new rapid kits will be published by the ministry in {year}.' },
  // genetic: gene and variant names
  { genre: 'clinical', text: '{name} is heterozygous for [[G:Factor V Leiden]] and should avoid the combined pill.' },
  { genre: 'clinical', text: 'Genetics clinic letter: {name} carries [[G:a pathogenic PALB2 variant]].' },
  { genre: 'clinical', text: 'Referral: {name}, [[G:MSH2 mutation]] confirmed on panel testing.' },
  { genre: 'clinical', text: 'Thrombophilia screen for {name}: [[G:prothrombin gene mutation]] present.' },
  { genre: 'clinical', text: '{name} tested positive for the [[G:APOE e4]] allele.' },
  { genre: 'chat', text: '{first} alipimwa [[G:vinasaba]] na akapatikana na [[G:jeni ya saratani]].' },
  // genetic negatives
  { genre: 'news', text: 'The APC congress in {city} elected new officers.' },
  { genre: 'news', text: 'ATM queues in {city} grew longer before the holiday.' },
  { genre: 'news', text: 'A review of Factor V Leiden screening policy was published in {year}.' },
  // labels with a parenthesis, every category
  { genre: 'kyc', text: 'Religion (if any): [[R:{rel}]]\nApplicant: {name}' },
  { genre: 'hr', text: 'Ethnic origin (please specify): [[E:{eth}]]\nEmployee: {name}' },
  { genre: 'hr', text: 'Sexual orientation (voluntary): [[S:{orient}]]\nStaff number: 4471' },
  { genre: 'hr', text: 'Trade union (optional): [[U:{union}]]\nEmployee: {name}' },
  { genre: 'kyc', text: 'Political party (if member): [[P:{party}]]\nName: {name}' },
  { genre: 'clinical', text: 'Disability (self-declared): [[H:visual impairment]]\nName: {name}' },
  { genre: 'hr', text: 'Sexual orientation (optional): Prefer not to say\nName: {name}' },
  // religion: leaving and joining a faith
  { genre: 'court', text: '{name} abandoned [[R:Christianity]] after her marriage.' },
  { genre: 'chat', text: '{first} converted from [[R:Islam]] to [[R:Christianity]] in {year}.' },
  { genre: 'hr', text: '{name} quit the [[R:Anglican]] church and became a [[R:Buddhist]].' },
  { genre: 'chat', text: '{first} don convert to [[R:Christianity]], e don change name.' },
  { genre: 'chat', text: '{first} [[R:alisilimu]] mwaka jana na sasa anasali msikitini.' },
  { genre: 'chat', text: '{first} ta [[R:musulunta]] bayan aurenta.' },
  { genre: 'chat', text: 'Mume wa {first} aliacha [[R:Uislamu]] mwaka {year}.' },
  // religion negatives
  { genre: 'news', text: 'The history of Christianity in {city} is the subject of a new exhibition.' },
  { genre: 'news', text: 'Thousands left the Catholic Church in {year}, a survey found.' },
  // biometric vocabulary
  { genre: 'kyc', text: '{name} failed the [[B:liveness test]] twice and was asked to visit a branch.' },
  { genre: 'kyc', text: 'Account opening for {name}: [[B:selfie verification]] passed.' },
  { genre: 'kyc', text: 'The [[B:face match]] between {name}\'s passport photo and her selfie scored 0.97.' },
  { genre: 'court', text: '{name} was [[B:fingerprinted]] at {city} central police station.' },
  { genre: 'kyc', text: '{name} completed [[B:biometric enrolment]] for the residence permit.' },
  { genre: 'chat', text: 'Dem don capture {first} [[B:biometrics]] for the bank.' },
  // biometric negatives
  { genre: 'news', text: 'The bank will add a liveness check to its app next year.' },
  { genre: 'news', text: 'Face match technology vendors met regulators in {city}.' },
  // ethnic origin: plural groups in a city
  { genre: 'news', text: 'Families of {eth} descent living in {city} marked the festival.' },
  { genre: 'news', text: 'Migrants of {eth} origin settled in {city} in the 1970s.' },
  { genre: 'court', text: '{name}, who is of [[E:{eth}]] descent, lives in {city}.' },
  // round on set 7's misses: column tables, forms about one subject, letters to one person (positives and negatives)
  { genre: 'hr', text: 'Employee\tFaith\n{name}\t[[R:{rel}]]' },
  { genre: 'kyc', text: '| Customer | Tribe |\n|---|---|\n| {name} | [[E:{eth}]] |' },
  { genre: 'hr', text: '| Religion | Headcount |\n|---|---|\n| Christian | 40 |\n| Muslim | 22 |' },
  { genre: 'kyc', text: '| Party | Role |\n|---|---|\n| Acme Ltd | Seller |\n| {name} | Buyer |' },
  { genre: 'court', text: 'Prisoner: {name}\nHealth screen: [[H:asthmatic]], uses [[H:salbutamol]] inhaler' },
  { genre: 'kyc', text: 'Customer: {name}\n- [[B:voice verification]] enrolled\n- card PIN set' },
  { genre: 'hr', text: 'Dear {first},\nThank you for telling us about your [[H:epilepsy]]. We will adjust your shifts.' },
  { genre: 'hr', text: 'Hi all,\nIf you have diabetes or asthma, the canteen now labels sugar and allergens.' },
  { genre: 'news', text: 'Dear colleagues, please remember your flu jab this week.' },
  { genre: 'hr', text: 'Staff survey\nQ3. Do you support the new canteen? Yes\nQ4. Comments: none' },
  { genre: 'kyc', text: 'Medical questionnaire\nName: {name}\n[[H:Asthma? Yes]]' },
  { genre: 'court', text: 'Witness statement: the man was female, Zulu-speaking, about 40.' },
  { genre: 'news', text: 'Name: Campaign office\nTheme: malaria awareness week in {city}' },
  // round on set 8's misses: union subscriptions and registration, bare liveness, conviction columns, sickling, answered questions
  { genre: 'hr', text: 'Payslip for {name}\nHousing allowance: 5,000\n[[U:{union}]] levy: 300' },
  { genre: 'chat', text: '{first} registered with [[U:{union}]] when she started at the hospital.' },
  { genre: 'kyc', text: 'Customer: {name}\n- document check: ok\n- [[B:liveness]]: ok' },
  { genre: 'hr', text: '| Offence | Year |\n|---|---|\n| [[C:{offence}]] | {year} |\nCandidate: {name}' },
  { genre: 'clinical', text: 'Patient: {name}\nSickling test: [[G:positive]]' },
  { genre: 'kyc', text: 'Insurance proposal\nName: {name}\nAre you on regular medication? [[H:Yes - {med}]]' },
  { genre: 'news', text: 'Do you have diabetes? Yes, you can get free screening in {city} this week.' },
  { genre: 'news', text: 'Kubernetes liveness probes restart the service when it hangs.' },
  // round on set 9's misses: export keys and rows, quoted speech, finger capture (positives and negatives)
  { genre: 'kyc', text: '{"client": "{name}", "faith": "[[R:{rel}]]"}' },
  { genre: 'hr', text: 'staff_name;trade union\n{name};[[U:{union}]]' },
  { genre: 'kyc', text: 'audit user="{name}" tribe="[[E:{eth}]]"' },
  { genre: 'chat', text: '{first} said: "they [[C:jailed him for {offence}]]"' },
  { genre: 'kyc', text: 'Agent: dem capture her [[B:thumb]] for SIM registration, {first} don finish.' },
  { genre: 'news', text: '{"crop": "sorghum", "genotype": "SK-5912"}' },
  { genre: 'news', text: 'event=march union="{union}" city="{city}"' },
  { genre: 'news', text: 'district;offence;count\nNorth;{offence};77' },
  // session 36: the health policy (GDPR Art 4(15), Recital 35) - blood group, negative results, PrEP, a clinic named by a condition - and prose hospital numbers, scores and stages
  { genre: 'clinical', text: 'Donor card\nName: {name}\nBlood group: [[H:O positive]]' },
  { genre: 'clinical', text: 'Maabara\nMgonjwa: {name}\nKundi la damu: [[H:B+]]' },
  { genre: 'chat', text: '{first} gave blood today; her blood type is [[H:A negative]].' },
  { genre: 'clinical', text: 'Screening record\nName: {name}\n[[H:HIV test: negative]]\n[[H:RPR: non-reactive]]' },
  { genre: 'clinical', text: '{name} is on [[H:PrEP]] and attends the [[H:sexual health clinic]].' },
  { genre: 'chat', text: '{first} attends the [[H:sickle cell clinic]] every month.' },
  { genre: 'clinical', text: 'Eye test — {name}\nFindings: [[H:glaucoma]] suspect\nReferred to [[H:eye clinic]], ref [[H:KMH/2022/1234]]' },
  { genre: 'clinical', text: 'Memory clinic: {name} scored [[H:21/30 on MoCA]] today.' },
  { genre: 'clinical', text: 'Transplant list\nPatient: {name}\n[[H:MELD: 27]]\n[[H:WHO stage: III]]' },
  { genre: 'news', text: 'Blood group O negative donors are in short supply in {city}.' },
  { genre: 'news', text: 'PrEP is free at every clinic in {city}; the sickle cell clinic moves to the east wing on Monday.' },
  { genre: 'news', text: 'Load-shedding moved to stage 4 tonight; a MoCA score below 26 suggests impairment.' },
];
