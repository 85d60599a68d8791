// The special-category classes of session 26 (issue 15: held-out set 33 as development, each class also seen in sets
// 28-32), each beside the negatives that must stay. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 26 (set 33): a label that names the record\'s subject only when its value is a name', () => {
  check([
    // a vetting or removal notice's subject, and what the record holds about them
    ['Removal notice — Home Office\nSubject: Samuel Otieno\nGround: conviction for burglary and a sentence of 18 months', ['CRIMINAL_RECORD:conviction for burglary', 'CRIMINAL_RECORD:sentence of 18 months']],
    ['Retention notice\nSubject: Wanjiru Kamau\nYour fingerprints will be kept for two years after your arrest for assault.', ['BIOMETRIC:fingerprints', 'CRIMINAL_RECORD:assault']],
    // a guarantor and a bail surety answer the form's questions about themselves
    ['Loan guarantor declaration\nGuarantor: Chidi Okeke\nHave you ever been convicted? Yes — stealing, 2014', ['CRIMINAL_RECORD:stealing']],
    ['Bail bond\nSurety: Ama Owusu\nAny conviction? Yes — fraud, 2012', ['CRIMINAL_RECORD:fraud']],
    // Spanish and Portuguese administrative records name their subject "Interesado/a", "Interessado/a"
    ['Resolución — Ayuntamiento\nInteresada: Lucía Fernández\nMotivo: condena por robo con violencia', ['CRIMINAL_RECORD:condena por robo con violencia']], // session 32: one span
  ]);
  none([
    // an e-mail's subject line names a topic, not a person: its other lines stay about no one
    'From: HR team\nSubject: Ramadan working hours\nReason: fasting staff may leave early during Ramadan.',
    'From: Estates\nSubject: Union building closed\nReason: the union building is closed for repairs on Monday.',
    // a subject line naming a topic that holds a special-category word
    'Subject: Diabetes week\nVenue: main hall\nBring: water and trainers',
    // a guarantor's value is a company, not a person
    'Supplier credit form\nGuarantor: Zenith Holdings Ltd\nHave you ever been convicted? Yes / No',
  ]);
});

describe('special categories, session 26 (set 33): electronic monitoring names the record at a text\'s head', () => {
  check([
    ['Probation visit\nName: Kofi Mensah\nOrder: electronic monitoring until June', ['CRIMINAL_RECORD:electronic monitoring']],
    ['Tendai Moyo is on electronic monitoring after his release.', ['CRIMINAL_RECORD:electronic monitoring']],
  ]);
  none(['Electronic monitoring — equipment return sheet\nSubject: Chidi Okeke\nDevice: returned in good order.']);
});

describe('special categories, session 26 (sets 32, 33): a change of faith written verb-last or with its source after its target', () => {
  check([
    // German and Dutch put the participle last: "zum Islam übergetreten", "tot de Islam bekeerd"
    ['Anhörung\nAntragstellerin: Grace Wanjiku\nIch bin 2018 zum Christentum übergetreten.', ['RELIGION:Christentum']],
    ['Gehoor\nAanvrager: Kofi Mensah\nHij is in 2019 tot de Islam bekeerd.', ['RELIGION:Islam']],
    // the faith left, after the faith joined
    // (session 32: the baptism, in its own clause after the semicolon, is a statement of its own)
    ['Asylum interview\nClaimant: Kofi Mensah\nBasis of claim: convert to Christianity from Islam; baptised in 2020.', ['RELIGION:Christianity', 'RELIGION:Islam', 'RELIGION:baptised']],
  ]);
  none([
    // about people in general, or a course's subject
    'Der Vortrag erklärt, warum Menschen zum Islam konvertiert sind.',
    'The programme to Christianity from Islam studies history.',
  ]);
});

describe('special categories, session 26 (sets 25, 32, 33): iris or face named beside fingerprints captured', () => {
  check([
    ['Refugee registration\nApplicant: Kofi Mensah\nIris and fingerprints captured at the reception centre.', ['BIOMETRIC:Iris and fingerprints captured']],
    ['Demande de titre de séjour\nDemandeur : Kofi Mensah\nIris et empreintes digitales enregistrées.', ['BIOMETRIC:Iris', 'BIOMETRIC:empreintes digitales']],
  ]);
  none([
    // a policy about everyone, and Iris the flower (or a given name) beside something that is no fingerprint
    'Iris and fingerprints are captured at every border post, the ministry said.',
    'Florist order\nCustomer: Ama Owusu\nIris and roses delivered on Friday.',
  ]);
});
