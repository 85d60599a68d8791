// The special-category classes of session 16's second round (issue 15: set 25's misses and false alarms, set 25 as
// development, sets 11 to 24 as the check), each beside negatives that must not fire and adversarial texts that come
// close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 16b: a branch before its faith is one belief, not a name', () => {
  check([
    // positives: both capitalised words are faith words, so the first is no given name before a surname
    ['Maryam Sadeghi told the officer she is a Shia Muslim.', ['RELIGION:Shia Muslim']],
    ['Kwesi Arthur is a Pentecostal Christian.', ['RELIGION:Pentecostal Christian']],
    ['The applicant, Hassan Ali, is a Sunni Muslim and prays at home.', ['RELIGION:Sunni Muslim']],
  ]);
  // negatives: a faith word before a name or a body's name stays part of that name
  none(['Christian Okafor is a nurse.', 'He joined the Muslim Students Society.', 'Tickets from Catholic Relief Services.']);
  check([
    // adversarial: a faith word before a capitalised word that is no faith word is still a name; one before a
    // building word is a place
    ['Muslim Okonkwo said that he is a Baptist.', ['RELIGION:Baptist']],
    ['Ama Owusu cleans the Shia Muslim Mosque on Fridays.', []],
  ]);
});

describe('special categories, session 16b: a language after the words for mother tongue is a language', () => {
  check([
    // positives: the ethnicity word of the EU record languages before an ethnonym ascribes it, as 'ethnicity' does
    ['Fișă socială: Ioana Stan, etnie romă, domiciliu Cluj.', ['RACE:romă']],
    ['Informe: el paciente Luis Pardo, de etnia gitana, ingresa hoy.', ['RACE:gitana']],
    ['Dossier: Marc Weiss, ethnie rom, domicilié à Lyon.', ['RACE:rom']],
  ]);
  // negatives: a mother tongue, first language or home language names a language, not an origin
  none([
    'Fișă socială: Ioana Stan, limba maternă romani, domiciliu Cluj.',
    'Dossier: Marc Weiss, langue maternelle romani.',
    'Leerling Piet Jansen, moedertaal Romani.',
  ]);
  check([
    // adversarial: an ethnicity word in a general statement names no one; an origin stated outright beside a
    // mother tongue still counts
    ['Raport: etnie romă în Europa, 12% din populație.', []],
    ['Ioana Stan este de etnie romă; limba maternă romani.', ['RACE:romă']],
  ]);
});

describe('special categories, session 16b: medicines, conditions and fertility treatments by their general names', () => {
  check([
    // positives: each is licensed like every term, by a person in the sentence or a form about one subject
    ['Discharge summary\nPatient: Joy Ike\nMeds: ferrous sulphate and nitrofurantoin', ['HEALTH:ferrous sulphate', 'HEALTH:nitrofurantoin']],
    ['Musa Bello has ringworm and came in with a nosebleed.', ['HEALTH:ringworm', 'HEALTH:nosebleed']],
    ['Fertility note\nPatient: Jane Cole\nPlan: frozen embryo transfer; husband: azoospermia', ['HEALTH:frozen embryo transfer', 'HEALTH:azoospermia']],
    ['O utente Rui Sousa está em buprenorfina desde maio.', ['HEALTH:buprenorfina']],
    ['Clinic note\nPatient: Ada Eze\nPlan: IVF with ICSI', ['HEALTH:IVF', 'HEALTH:ICSI']],
  ]);
  // negatives: the same words about no one (a leaflet, a price list, a textbook)
  none([
    'Ringworm is a common fungal infection of the skin.',
    'Price list: ferrous sulphate 200 mg, 28 tablets.',
    'Embryo transfer is usually done five days after egg collection.',
  ]);
  check([
    // adversarial: lower-case 'icsi' is no acronym; a word holding a term's letters is not the term
    ['Kofi Mensah studies icsi protocols in the lab.', []],
    ['Ama Owusu bought zinc and a ferrous metal bracket.', []],
  ]);
});

describe('special categories, session 16b: a blood donor record names its subject', () => {
  check([
    // positives: the donor's deferral reasons and results are the donor's health data
    ['Blood donor record\nDonor: Peter Mwangi\nReason: taking finasteride; received a blood transfusion in 2001', ['HEALTH:finasteride', 'HEALTH:blood transfusion']],
    ['Donation session\nBlood donor: Efe Okoro\nNotes: anaemia, deferred', ['HEALTH:anaemia']],
  ]);
  // negatives: a donor label over no health word; a donor who gives money
  none(['Blood donor record\nDonor: Peter Mwangi\nNext visit: 12 weeks', 'Grant register\nDonor: Ford Foundation\nAmount: 50,000']);
  check([
    // adversarial: a donor field in a general leaflet names no one
    ['Blood donation leaflet: donors who had malaria in the last year cannot give blood.', []],
  ]);
});

describe('special categories, session 16b: union membership frames of resignation and of the EU record languages', () => {
  check([
    // positives: a resignation from a listed union, the Polish instrumental, the Romance participles, Sesotho
    ['HR note: Kofi Mensah resigned from the NUT in 2019.', ['TRADE_UNION:NUT']],
    ['Pracownica Anna Nowak jest członkinią OPZZ od 2015 roku.', ['TRADE_UNION:OPZZ']],
    ['Pracownik Jan Kowal jest członkiem NSZZ Solidarność.', ['TRADE_UNION:NSZZ Solidarność']],
    ['Nomvula Dube ke setho sa COSATU.', ['TRADE_UNION:COSATU']],
    ['Rui Sousa é filiado no Unite desde 2015.', ['TRADE_UNION:Unite']],
  ]);
  // negatives: a resignation from a job or a body that is no listed union; withdrawing from talks
  none(['Kofi Mensah resigned from his post in 2019.', 'Ama Owusu withdrew from GMB talks.', 'Jan Kowal jest członkiem zarządu.']);
  check([
    // adversarial: a lower-case verb 'unite' after the frame's words is no union (the listed name must be written as listed)
    ['Kofi Mensah resigned from unite efforts in 2019.', []],
  ]);
});

describe('special categories, session 16b: singular conviction labels and the Polish instrumental of faith nouns', () => {
  check([
    // positives: a record's one conviction under its singular label; the Polish predicate noun
    ['Casier judiciaire\nNom : Paul Girard\nCondamnation : escroquerie, 2018', ['CRIMINAL_RECORD:escroquerie, 2018']],
    ['Cazier judiciar\nNume: Ion Popa\nCondamnare: furt calificat, 2016', ['CRIMINAL_RECORD:furt calificat, 2016']],
    ['Pani Anna Nowak jest katoliczką.', ['RELIGION:katoliczką']],
    ['Pan Jan Kowal jest Świadkiem Jehowy od 2010 roku.', ['RELIGION:Świadkiem Jehowy']],
  ]);
  // negatives: an empty conviction field; a faith noun in a general sentence about many
  none(['Casier judiciaire\nNom : Paul Girard\nCondamnation : néant', 'Statystyki: wielu Polaków jest katolikami, mówi raport.']);
  check([
    // adversarial: the label word inside prose is no label; a conviction held as a belief is no record
    ['Paul Girard spoke with conviction about the new plan.', []],
  ]);
});

describe('special categories, session 16b: diagnosis codes in the ICD-11 format', () => {
  check([
    // positives: an ICD-11 stem code after its label, with an extension or none
    ['e-Referral: Ada Obi, ICD-11 1F40.0; refer to the tertiary centre.', ['HEALTH:1F40.0']],
    ['Discharge note\nPatient: Ada Obi\nDiagnosis code: BA00', ['HEALTH:BA00']],
    ['Patient Ada Obi, ICD-10 code: J45', ['HEALTH:J45']],
  ]);
  // negatives: a year or an edition after the label; the label in a sentence about the classification
  none(['ICD-11 2023 edition', 'The ICD-11 came into effect in 2022 for all member states.']);
  check([
    // adversarial: letters I or O in the code's second place make no ICD-11 code
    ['Patient Ada Obi, ICD-11 1I40 noted.', []],
  ]);
});

describe('special categories, session 16b: a prefixed place or name is no word read by its medical ending', () => {
  // negatives: isiZulu and isiXhosa locatives and noun-class prefixes before a capitalised place or name
  none(['Thandi Mokoena uhlala eMbaloma nomndeni wakhe.']);
  check([
    // the place 'wakwaNongoma' is still no '-oma' tumour; the self-statement 'ungumZulu' (he is a Zulu) is read as
    // origin since session 28 (subject prefix + copula + class prefix + ethnonym, as sets 24 and 25 mark it)
    ['Sipho Dlamini ungumZulu wakwaNongoma, usebenza eGoli.', ['RACE:mZulu']],
    // positives: the medical ending still reads an unlisted condition, in any case
    ['Patient Ada Obi has a neurinoma.', ['HEALTH:neurinoma']],
    ['Patient Ada Obi: NEURINOMA of the left ear', ['HEALTH:NEURINOMA']],
    // adversarial: a capitalised condition opening a sentence has no inner capital and stays a condition
    ['Ward round. Neurinoma confirmed in patient Ada Obi.', ['HEALTH:Neurinoma']],
  ]);
});

describe('special categories, session 16b: the CPIC pharmacogenes', () => {
  check([
    // positives: a genotype of a listed pharmacogene stated of a person
    ['Pharmacogenomics report: Ada Obi is CYP2B6 *6/*6; dose reduced.', ['GENETIC:CYP2B6 *6/*6']],
    ['Anaesthetic alert\nPatient: Ada Obi\nRYR1 pathogenic variant: detected', ['GENETIC:RYR1 pathogenic variant']],
  ]);
  // negatives: a gene named as a panel's content or in a guideline about no one
  none(['The lab added RYR1 to its panel list.', 'CPIC guideline for CYP2B6 and efavirenz dosing, 2019 update.']);
  check([
    // adversarial: a look-alike code that is no listed symbol
    ['Invoice from Ada Obi: part CYP2B7 x 2.', []],
  ]);
});

describe('special categories, session 16b: subject labels of insurance, health-plan and school forms', () => {
  check([
    // positives: the label names the form's subject, so its answered questions and ticked boxes are that person's
    ['MEDICAL QUESTIONNAIRE\nProposer: Ada Obi\nQ6 Tick any that apply: [ ] Hypertension [X] Asthma', ['HEALTH:Asthma']],
    ['HMO CLAIM\nEnrollee: Musa Bello\nTreatment: metformin', ['HEALTH:metformin']],
    ['Learner support plan\nLearner: Thandi Mokoena\nNotes: epilepsy, carries rescue medication', ['HEALTH:epilepsy']],
  ]);
  // negatives: the label over a form with no category word; an unticked box
  none(['MEDICAL QUESTIONNAIRE\nProposer: Ada Obi\nQ6 Tick any that apply: [ ] Hypertension [ ] Asthma', 'Learner: Thandi Mokoena\nGrade: 8\nHouse: Blue']);
  check([
    // adversarial: an insurance product's leaflet names no insured person
    ['Cover leaflet: the insured is covered for cancer and stroke up to the limit.', []],
  ]);
});

describe('special categories, session 16b: urinary symptoms and a field not required', () => {
  check([
    // positives: the symptoms on a consultation form; a vaccination actually given beside one not required
    ['eConsult\nPatient: Owen Hale\nSymptoms: dysuria and urinary frequency for 3 days', ['HEALTH:dysuria', 'HEALTH:urinary frequency']],
    ['Vaccination card - Ada Obi\nYellow fever: not required\nHepatitis B: 3 doses', ['HEALTH:Hepatitis B']],
  ]);
  // negatives: a field answered 'not required'; the symptom in a leaflet
  none(['Vaccination card - Ada Obi\nYellow fever: not required', 'Leaflet: urinary frequency is common in the elderly.']);
  check([
    // adversarial: 'not required' inside a longer value that names a condition keeps the condition
    ['Clinic note\nPatient: Ada Obi\nPlan: asthma review, spacer not required', ['HEALTH:asthma']],
  ]);
});

describe('special categories, session 16b: a clinic card labels its number', () => {
  check([
    // positives: the card's number in prose beside its holder, with or without 'no.'
    ['SMS: na Musa Bello (clinic card ABUTH-19-3321), I go come tomorrow.', ['HEALTH:ABUTH-19-3321']],
    ['Ama Owusu, hospital card no. KBTH/24/00913, collected her drugs.', ['HEALTH:KBTH/24/00913']],
  ]);
  // negatives: the card without a number; a number after a word that is no card
  none(['Musa Bello lost his clinic card 2 weeks ago.', 'Musa Bello paid with credit card 4111-1111.']);
  check([
    // adversarial: the card as a record's heading keeps its fields' reading only
    ['Clinic card\nName: Yaw Owusu\nNotes: reviewed', []],
  ]);
});

describe('special categories, session 16b: inventory wording names goods, not a treatment', () => {
  // negatives: a member of staff managing or receiving a stock or shipment of a drug
  none([
    "Memo: Ama Owusu, pharmacist, will manage the HIV clinic's stock of tenofovir from May.",
    'Kofi Mensah signed for a shipment of insulin at the depot.',
  ]);
  check([
    // positives: the same drug taken by a person, in a sentence with no inventory wording
    ['Ama Owusu takes tenofovir daily.', ['HEALTH:tenofovir']],
    // adversarial: inventory wording in one sentence leaves the next sentence about the person alone
    ['The stock of insulin arrived. Kofi Mensah is on insulin.', ['HEALTH:insulin']],
  ]);
});
