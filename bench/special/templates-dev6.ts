// Development set of the issue-15 round of session 6 (tuned on): layouts and wordings no earlier set holds,
// written to make recall hold by class on layouts the rules have not seen. Records keyed only by an id (JSON
// keys, CSV id columns, staff numbers), boolean and score keys that name a category (`"union_member": true`,
// `face_match_score`), quoted CSV, stacked forms (label on one line, value on the next), fixed-width and
// dot-leader forms, XML-like elements, query strings, checkboxes, yes/no answers after a label, compound
// labels ("Religion or belief", "Race/Ethnicity", "Population group"), capture statuses ("Photo: captured"),
// conviction counts, the companion columns of a conviction table (sentence, outcome), register headings naming
// a union, sick-note and welfare wordings, doses of drugs the lexicon does not list, conditions named by their
// medical suffix, and negatives: checked-no answers, unchecked boxes, aggregates keyed by region, a language
// exercise's "sentence" column, a photo of a building, disease names in public-health text.
import type { Template } from './templates-dev.js';

export const DEV6_TEMPLATES: Template[] = [
  // records keyed by an id
  { genre: 'hr', text: '{"staffId": 2231, "religion": "[[R:{rel}]]"}' },
  { genre: 'hr', text: 'emp_no,ethnic group\n7712,[[E:{eth}]]' },
  { genre: 'clinical', text: 'patient_id;hiv_status\nP-0091;[[H:reactive]]' },
  { genre: 'hr', text: '{"id": 88, "sexual_orientation": "[[S:{orient}]]"}' },
  { genre: 'kyc', text: 'record_no=5512 party="[[P:{party}]]"' },
  { genre: 'court', text: 'case_ref,offence,sentence\nCR/2023/114,[[C:{offence}]],[[C:6 months]]' },
  // boolean and score keys
  { genre: 'hr', text: '{"employee": "{name}", "[[U:union_member]]": true}' },
  { genre: 'kyc', text: '{"user": "{name}", "fingerprint_hash": "[[B:9f2c41ab77e0]]"}' },
  { genre: 'clinical', text: '{"patientName": "{name}", "[[H:isDiabetic]]": "Y"}' },
  { genre: 'court', text: 'subject={name} [[C:has_criminal_record]]=yes' },
  // boolean negatives: a false flag says nothing was found
  { genre: 'hr', text: '{"employee": "{name}", "union_member": false}' },
  // quoted CSV
  { genre: 'hr', text: '"name","religion"\n"{name}","[[R:{rel}]]"' },
  { genre: 'clinical', text: '"patient","diagnosis","ward"\n"{name}","[[H:{cond}]]","4B"' },
  // stacked forms: label line, value line
  { genre: 'kyc', text: 'CUSTOMER DETAILS\nName\n{name}\nReligion\n[[R:{rel}]]\nEthnicity\n[[E:{eth}]]' },
  { genre: 'clinical', text: 'Patient\n{name}\nDiagnosis\n[[H:{cond}]]' },
  // fixed width and dot leaders
  { genre: 'hr', text: 'Name          {name}\nReligion      [[R:{rel}]]\nDisability    [[H:visually impaired]]' },
  { genre: 'kyc', text: 'Name..........{name}\nTribe.........[[E:{eth}]]' },
  // XML-like elements and query strings
  { genre: 'kyc', text: '<customer><name>{name}</name><religion>[[R:{rel}]]</religion></customer>' },
  { genre: 'clinical', text: '<patient id="4471"><diagnosis>[[H:{cond}]]</diagnosis></patient>' },
  { genre: 'kyc', text: 'GET /api/profile?name={first}&tribe=[[E:{eth}]]&lang=en' },
  // checkboxes and yes/no answers after a label
  { genre: 'clinical', text: 'Patient: {name}\nConditions: [x] [[H:diabetes]]  [ ] asthma  [ ] epilepsy' },
  { genre: 'hr', text: 'Employee: {name}\n[x] [[U:Trade union member]]\n[ ] Pension scheme' },
  { genre: 'clinical', text: 'Patient: {name}\n[[H:Diabetes]]: Yes\nEpilepsy: No' },
  { genre: 'clinical', text: 'Name: {name}\nAsthma: no\nEpilepsy: no\nSmoker: no' },
  // compound labels
  { genre: 'hr', text: 'Equality monitoring\nName: {name}\nReligion or belief: [[R:{rel}]]\nRace/Ethnicity: [[E:{eth}]]' },
  { genre: 'kyc', text: 'Applicant: {name}\nPopulation group: [[E:Black African]]' },
  { genre: 'hr', text: 'Staff: {name}\nSexual preference: [[S:{orient}]]' },
  { genre: 'hr', text: 'Member: {name}\nParty: [[P:{party}]]\nUnion: [[U:{union}]]' },
  // capture statuses
  { genre: 'kyc', text: 'Enrolment - {name}\nFace: [[B:captured]]\nIris: [[B:enrolled]]' },
  { genre: 'kyc', text: 'KYC for {name}\nSelfie: [[B:matched]]\nThumbprint: [[B:captured]]' },
  { genre: 'kyc', text: 'Account opening form\nName: {name}\n[[B:Left thumb impression]]: affixed' },
  // conviction counts and companions of a conviction table
  { genre: 'court', text: 'Custody record\nDetainee: {name}\nAntecedents: [[C:two previous convictions for theft]]' },
  { genre: 'court', text: 'PROBATION REPORT\nOffender: {name}\nPrior record: [[C:3 convictions]]' },
  { genre: 'court', text: 'Offence | Sentence\n---|---\n[[C:{offence}]] | [[C:community order]]\nName: {name}' },
  { genre: 'court', text: '{name} pleaded guilty to [[C:{offence}]] and received [[C:a custodial sentence]].' },
  { genre: 'court', text: 'Charge\tVerdict\tDisposal\n[[C:{offence}]]\t[[C:guilty]]\t[[C:conditional discharge]]\nDefendant: {name}' },
  { genre: 'court', text: 'Probation case note: {first} is [[C:on licence]] until {year} and reports weekly.' },
  // criminal negatives
  { genre: 'news', text: 'word,sentence\nrun,She runs every day.' },
  { genre: 'news', text: 'district,offence,count\n{city},{offence},14' },
  // registers
  { genre: 'hr', text: 'MEMBERSHIP REGISTER - {union}\n{name}\t[[U:member]]\tsince {year}' },
  // health wordings
  { genre: 'hr', text: 'Fit note: {name} is unfit for work due to [[H:lower back pain]] for two weeks.' },
  { genre: 'hr', text: 'Dear HR, {first} was signed off with [[H:stress]] until Monday.' },
  { genre: 'clinical', text: 'Patient: {name}\nRx: [[H:Paracetamol 1g]] qds, [[H:Omeprazole 20mg]] od' },
  { genre: 'clinical', text: '{name} was admitted with [[H:acute pancreatitis]] on {year}-03-02.' },
  { genre: 'clinical', text: 'Discharge letter\nMr {name} was treated for [[H:cellulitis]] of the left leg.' },
  { genre: 'clinical', text: 'Case note: client {first} disclosed a [[H:mental health condition]] and receives [[H:disability allowance]].' },
  { genre: 'clinical', text: 'Lab report\nPatient: {name}\nBlood film: [[H:malaria parasites seen]]' },
  { genre: 'chat', text: 'my wife don get [[H:belle]] o, we dey go clinic tomorrow' },
  // health negatives
  { genre: 'news', text: 'Pancreatitis and cellulitis cases rose by 8% this winter, the report says.' },
  { genre: 'news', text: 'Photo: Ministry of Health building, {city}' },
  { genre: 'news', text: 'region,hiv_status,count\n{city},positive,1204' },
  // religion wordings
  { genre: 'clinical', text: 'Case note: {first} attends [[R:Redeemed Christian Church of God]] every Sunday.' },
  { genre: 'hr', text: '{name} is a [[R:practising Muslim]] and asks for a prayer room on Fridays.' },
  // ethnic and political wordings
  { genre: 'kyc', text: 'Applicant {name} (ethnicity: [[E:{eth}]]) applies for a loan.' },
  { genre: 'chat', text: '{first}: na [[P:{party}]] I dey support since 2015 abeg' },
  { genre: 'hr', text: 'Councillor record\nName: {name}\nAffiliation: [[P:{party}]]' },
  // political and union negatives
  { genre: 'news', text: 'region,party,seats\n{city},{party},14' },
  { genre: 'news', text: '{"event": "strike", "union": "{union}", "city": "{city}"}' },
  // unions in capitals and full names
  { genre: 'hr', text: 'Payslip - {name}\n[[U:UNISON subs]]  12.40' },
  { genre: 'hr', text: '{name} has been a member of the [[U:National Union of Mineworkers]] since {year}.' },
  // orientation
  { genre: 'hr', text: 'Staff survey\nID: 4471\nOrientation: [[S:{orient}]]' },
];
