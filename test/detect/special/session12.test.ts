// The special-category classes of session 12 (sets 11 to 22 as development), each beside negatives that must not
// fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpecial } from '../../../src/detect/special/index.js';
import { validateCategoryFile } from '../../../src/detect/special/lexicon.js';
import { hasCode } from '../../helpers/codes.js';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

describe('special categories, session 12: a test named at the head of a text titles the record', () => {
  check([
    // the title goes, the result it introduces stays
    ['Genetic counselling note: Musa Danjuma and his wife are both HbAS.', ['GENETIC:HbAS']],
    ['Immigration DNA test - Joseph Kamau (alleged father) and child: paternity not excluded.', ['GENETIC:paternity not excluded']],
    ['Matokeo ya kipimo cha vinasaba: Halima Said ni mbebaji, genotype AS.', ['GENETIC:AS']],
    ['Exome sequencing result for Kwesi Boakye: pathogenic MLH1 variant.', ['GENETIC:pathogenic MLH1 variant']],
    ['PATERNITY TEST REPORT\nAlleged father: Peter Otieno\nProbability of paternity: 99.97%', ['GENETIC:99.97%']],
    // negatives: a test named in a sentence is all the text says, and stays
    ['Genetic testing showed that Wanjiru carries a BRCA2 mutation.', ['GENETIC:Genetic testing', 'GENETIC:BRCA2 mutation']],
    ['Ama Owusu underwent a DNA paternity test last week.', ['GENETIC:DNA paternity test']],
    ['Matokeo ya kipimo cha vinasaba ya Juma yamerudi jana.', ['GENETIC:kipimo cha vinasaba']],
    // adversarial: a result term at the head is no test's name; a test after a heading with its own separator is not at the head
    ['Sickle cell trait - counselling record for Bola Ade', ['GENETIC:Sickle cell trait']],
    ['Custody record: DNA swab taken from Femi Ojo after arrest.', ['GENETIC:DNA swab']],
  ]);

  // health services and procedures title a record the same way; a condition at the head is data
  check([
    ['Post-natal visit: Grace Wambui reports poor sleep and low mood.', ['HEALTH:poor sleep', 'HEALTH:low mood']],
    ['ART register extract\nName: Baraka Mwangi\nRegimen: TDF/3TC/DTG', ['HEALTH:TDF/3TC/DTG']],
    ['Post-natal depression - Grace Wambui, seen today', ['HEALTH:Post-natal depression']],
    ['Grace Wambui missed her post-natal visit: rebooked for Monday.', ['HEALTH:post-natal']],
  ]);

  it('refuses a procedure term that is not one of the category terms', () => {
    const bad = {
      description: 'a test file of special-category data',
      categories: [{ category: 'PII-6-GENETIC', kind: 'health', terms: ['dna test'], acronyms: [], sets: {}, patterns: [], label_patterns: [], labels: [], empty_values: [], blockers_after: [], blockers_before: [], record_heading: true, procedure_terms: ['dna test', 'blood test'] }],
    };
    assert.throws(() => validateCategoryFile(bad, 'x.json'), (e: unknown) => hasCode('SC_DATA_FILE_INVALID')(e) && /x\.json: \/procedure_terms\/1/.test((e as Error).message));
  });
});

describe('special categories, session 12: STR loci with their allele calls', () => {
  check([
    // under a label or in a sentence naming the person
    ['STR profile: D3S1358 15,16; vWA 17,18; FGA 21,24\nSubject: Tunde Bakare', ['GENETIC:D3S1358 15,16; vWA 17,18; FGA 21,24']],
    ['The reference sample of Joseph Kamau gave D18S51 12,19 and TPOX 8,11.', ['GENETIC:D18S51 12,19', 'GENETIC:TPOX 8,11']],
  ]);
  // negatives: loci named without alleles
  const negatives = [
    'The kit types loci D8S1179, D21S11 and TH01 in one run.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a dated record heading, a diagnosis code field', () => {
  check([
    // a heading with a date or time before its separator is still the record's heading
    ['Ward round 09/04: bed 3 settled overnight.\nMSE: anxious, low mood, no plan. Continue sertraline.', ['HEALTH:low mood', 'HEALTH:sertraline']],
    ['Ward round 0800 - bed 14 day 3 post C-section for obstructed labour.', ['HEALTH:C-section', 'HEALTH:obstructed labour']],
    // an ICD code field: a label, a table column or an export key
    ['Claim line | Member: Ama Mensah | ICD-10: J45.9 asthma | Amount: 200', ['HEALTH:J45.9 asthma']],
    ['claim_id,member,icd10,amount\nC-1,Ama Mensah,J45.9,200', ['HEALTH:J45.9']],
  ]);
  // negatives and adversarial texts: a heading word run on with another word before the date, a heading's date with no
  // separator, a code named in a sentence about the classification
  const negatives = ['Ward round timetable 09/04:\nmalaria teaching in room 2.', 'Ward round 14/03 cancelled; malaria teaching moved.', 'The ICD-10 manual codes asthma as J45.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: hospital numbers in columns and other languages, the unfit-for-duty frame', () => {
  check([
    // a medical record number under its column or key, a French dossier number, a Swahili clinic number
    ['sample_id,mrn,name,test\nS-1,KBTH/22/0071,Ama Mensah,FBC', ['HEALTH:KBTH/22/0071']],
    ['{"patient":{"name":"Juma Ali","mrn":"MNH/2020/4411"}}', ['HEALTH:MNH/2020/4411']],
    ['Compte rendu\nPatient : Marie Dupont, dossier n° AB-220914\nMotif : toux', ['HEALTH:AB-220914']],
    ['Mgonjwa: Juma Ali\nNambari ya kliniki: MNH/OPD/4411', ['HEALTH:MNH/OPD/4411']],
    // unfit or not fit for duty, with its duration, because of a condition
    ['Ama Mensah is unfit for duty for 5 days owing to lower back strain.', ['HEALTH:lower back strain']],
    ['Mr Juma Ali is not fit for work because of stress-related illness.', ['HEALTH:stress-related illness']],
  ]);
  // negatives and adversarial texts: a patient_id column is left to the record's other fields (authors differ, and a
  // default set leaves it unmarked), an MRN in a sentence about the format, a reason that is no condition
  const negatives = [
    'sample_id,patient_id,name\nS-1,P-0091,Ama Mensah',
    'The MRN format changed: numbers such as KBTH/22/0071 now carry the year.',
    'Ama Mensah is unfit for duty for 5 days owing to a family bereavement.',
    'Mr Juma Ali is not fit for work because of a bereavement.',
  ];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: conditions, results and obstetric notation several authors wrote', () => {
  check([
    ['She has been on sertraline for anxiety since May.', ['HEALTH:sertraline', 'HEALTH:anxiety']],
    ['Mr Juma Ali was admitted after a psychotic episode.', ['HEALTH:psychotic episode']],
    ['Procedure: caesarean section\nPatient: Ama Owusu\nIndication: obstructed labour', ['HEALTH:caesarean section', 'HEALTH:obstructed labour']],
    ['TB card\nName: Musa Bello\nGeneXpert: MTB detected', ['HEALTH:MTB detected']],
    ['ART card\nName: Musa Bello\nLast VL: suppressed', ['HEALTH:VL: suppressed']],
    ['ART card\nName: Musa Bello\nVL: <50 copies/ml', ['HEALTH:VL: <50 copies/ml']],
    ['Ama Owusu is pregnant at 20 weeks.', ['HEALTH:pregnant', 'HEALTH:20 weeks']],
    ['ANC card\nName: Ama Owusu\nGravida 3 Para 2', ['HEALTH:Gravida 3 Para 2']],
    ['Ama walks with a walking stick since the stroke.', ['HEALTH:walking stick', 'HEALTH:stroke']],
  ]);
  // negatives and adversarial texts: general statements, a mobility aid bought, notation words with no values
  const negatives = [
    'Anxiety rates rose among students nationwide.',
    'Women pregnant at 20 weeks are offered an anomaly scan.',
    'Kwame bought a walking stick for the school play.',
    'Gravida and para are recorded at every booking visit.',
    'The VL machine at the district lab is broken.',
  ];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a Yes given with its details', () => {
  check([
    // the details are the data, the question's word its wording
    ['Life cover form\nApplicant: Ama Owusu\nQ4 Ever treated for cancer? Yes - breast cancer, in remission', ['HEALTH:Yes - breast cancer, in remission']],
    ['Monitoring form\nName: Juma Ali\nDo you have a disability? [X] Yes [ ] No\nIf yes, please specify: dyslexia', ['HEALTH:dyslexia']],
    // negatives: a bare Yes, or a Yes and a comma, keep the question's word; a test the question names was undergone
    ['Referral: Juma Ali\nHave you ever had a stroke? Yes', ['HEALTH:stroke', 'HEALTH:Yes']],
    ['Referral: Juma Ali\nHave you ever had a stroke? Yes, in 2022', ['HEALTH:stroke', 'HEALTH:Yes, in 2022']],
    ['Insurance form\nApplicant: Ama Owusu\nHave you had a genetic test? Yes - BRCA2 carrier', ['GENETIC:genetic test', 'GENETIC:Yes - BRCA2 carrier']],
    // adversarial: details that name nothing of the category leave the question's word as the only statement
    ['Life cover form\nApplicant: Ama Owusu\nQ4 Ever treated for cancer? [X] Yes\nDetails: surgery 2019, discharged', ['HEALTH:cancer']],
  ]);
});

describe('special categories, session 12: biometric spans', () => {
  check([
    // an id key ends its header row: the next row's first cell is an employee number, not the template's id
    ['emp_id,name,template_id\nE1182,Ama Owusu,PV-7781203', ['BIOMETRIC:PV-7781203']],
    ['Custody record: Juma Ali arrested; custody photograph taken.', ['BIOMETRIC:custody photograph']],
  ]);
  // negative: a photograph policy
  const negatives = ['The custody photograph policy was updated by the Home Office.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: festivals and observances, named churches', () => {
  check([
    // alone in its sentence the observance tells the faith
    ['Leave request: Juma Ali asks to leave early on Fridays to keep Shabbat.', ['RELIGION:Shabbat']],
    ["sorry cant come, it's Ramadan and I'm fasting - Bola", ['RELIGION:Ramadan']],
    // beside a faith the faith is the datum, the festival its date
    ['Leave request: Juma Ali (Orthodox Jewish) asks to leave early on Fridays for Shabbat.', ['RELIGION:Orthodox Jewish']],
    ['Mme Awa Diallo, musulmane pratiquante, demande un aménagement pendant le ramadan.', ['RELIGION:musulmane']],
    ['Spiritual care note: Juma Ali, bed 4 - Church of England, asks for Holy Communion.', ['RELIGION:Church of England']],
  ]);
  // negatives and adversarial texts: a festival as everyone's holiday, a church's synod, guidance about a festival
  const negatives = [
    'Eid al-Fitr is a public holiday, so the Lagos office closes on Monday.',
    'The Church of England synod met in London last week.',
    'Bola Ade chaired the meeting; agenda: Ramadan guidance for managers.',
  ];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));

  it('refuses an observance term that is not one of the category terms', () => {
    const bad = {
      description: 'a test file of special-category data',
      categories: [{ category: 'PII-6-RELIGION', kind: 'belief', terms: ['ramadan'], acronyms: [], sets: {}, patterns: [], label_patterns: [], labels: [], empty_values: [], blockers_after: [], blockers_before: [], record_heading: false, observance_terms: ['lent'] }],
    };
    assert.throws(() => validateCategoryFile(bad, 'x.json'), (e: unknown) => hasCode('SC_DATA_FILE_INVALID')(e) && /x\.json: \/observance_terms\/0/.test((e as Error).message));
  });
});

describe('special categories, session 12: a register named at the head of a text titles the record', () => {
  check([
    // the register's name titles the extract; the convictions it holds are the data
    ["Extrait de casier judiciaire de Awa Diallo : condamnation pour vol, 6 mois d'emprisonnement avec sursis.", ['CRIMINAL_RECORD:condamnation pour vol', 'CRIMINAL_RECORD:emprisonnement avec sursis']], // session 32: the conviction word runs over its offence
    ['Previous convictions of Juma Ali:\n1. 2019 theft, 2 years suspended', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:2 years suspended']],
    ['Parole board minutes: Juma Ali, serving life for murder, considered for release.', ['CRIMINAL_RECORD:murder']],
    // negatives: in a sentence the words are the record; a title link before a sentence's end is no title
    ['Juma Ali has previous convictions for theft.', ['CRIMINAL_RECORD:previous convictions for theft']],
    ['Matokeo ya kipimo cha vinasaba ya Juma yamerudi jana.', ['GENETIC:kipimo cha vinasaba']],
    // orders and registers that follow a sexual offence
    ['Risk note: Juma Ali is on the sex offenders register until 2030.', ['CRIMINAL_RECORD:sex offenders register']],
  ]);
});

describe('special categories, session 12: Nigerian Pidgin arrests and custody, release from prison, a term served', () => {
  check([
    ['You hear say police don arrest Musa for stealing phone? dem say im still dey remand.', ['CRIMINAL_RECORD:arrest Musa for stealing phone', 'CRIMINAL_RECORD:remand']],
    ['Juma just came out of prison last week, he wants work.', ['CRIMINAL_RECORD:came out of prison']],
    ['my cousin Bola did 2 yrs for fraud, pls pray for him', ['CRIMINAL_RECORD:2 yrs for fraud']],
  ]);
  // negatives and adversarial texts: police arresting people in general, a prison as a building, years worked for a company
  const negatives = ['Police arrest suspects for loitering every weekend, na so dem dey do.', 'I did 3 years for the company before I left.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a test result as it is told', () => {
  check([
    ['How did the test go Kofi? - HIV came back positive. I start ARVs on Monday.', ['HEALTH:HIV came back positive', 'HEALTH:ARVs']],
    ['Abeg Amira, the test wey I do for clinic come out positive for HIV. I don start drugs.', ['HEALTH:positive for HIV']],
  ]);
  // negatives and adversarial texts: no test before the verb, tests of many people
  const negatives = ['The printer came out positive about the paper.', 'Most tests came back negative in the district, 300 people were screened.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: kinship conclusions', () => {
  check([
    ['Paternity report\nAlleged father: Juma Ali\nConclusion: the alleged father cannot be excluded.', ['GENETIC:the alleged father cannot be excluded']],
    ['Family reunion file: Ama Owusu and the sponsor are related as full siblings.', ['GENETIC:related as full siblings']],
  ]);
  // negatives and adversarial texts: an alleged father kept out of a room, members confirmed as full members
  const negatives = ['At the hearing the alleged father is excluded from the room while Juma Ali testifies.', 'Siblings confirmed as full members of the club.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a gene symbol counts with its variant or status', () => {
  check([
    ['PGx note for Ama Owusu: CYP2C19 *2/*2 (poor metaboliser).', ['GENETIC:CYP2C19 *2/*2', 'GENETIC:poor metaboliser']],
    ['Lab report\nPatient: Ama Owusu\nTest: G6PD quantitative\nResult: G6PD deficient', ['GENETIC:G6PD deficient']],
    ['patient,gene,variant\nAma Owusu,CFTR,p.Phe508del', ['GENETIC:p.Phe508del']],
    ['Ama Owusu: familial hypercholesterolaemia variant (LDLR) detected.', ['HEALTH:hypercholesterolaemia', 'GENETIC:variant (LDLR)']],
  ]);
  // negatives: a bare symbol is a test's, a panel's or a column's name
  const negatives = ['Lab report\nPatient: Ama Owusu\nTest: G6PD screen', 'Pharmacogenomics panel - Ama Owusu\nGenes tested: SLCO1B1, CYP2C19'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a medicine as merchandise', () => {
  // prices, stock and wholesale make the sentence trade, not anyone's treatment
  const negatives = ['Una hear say dem don increase price of insulin for pharmacy? Wahala dey o', 'Buy Coartem tablets at the best price - free delivery anywhere in Abuja.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
  // adversarial: a delivery in obstetrics, a surname Price
  check([
    ['Ama Owusu had a caesarean delivery last night.', ['HEALTH:caesarean']],
    ['Crown Court list\n1. Owen Price - assault occasioning ABH - trial', ['CRIMINAL_RECORD:assault']],
  ]);
});

describe('special categories, session 12: a partner beside an orientation, bi after a frame', () => {
  check([
    // alone the partner tells the orientation; beside an orientation word that word is the datum
    ['Complaint: Ama Owusu says staff stared when she opened a joint account with her wife.', ['SEXUAL_ORIENTATION:her wife']],
    ['Complaint: Ama Owusu says staff mocked her for being queer when she opened a joint account with her wife.', ['SEXUAL_ORIENTATION:queer']],
    ['omg Aisha finally came out as bi to her parents yesterday', ['SEXUAL_ORIENTATION:bi']],
  ]);
  // negatives and adversarial texts: bi- as a prefix, bi with no frame
  const negatives = ['The committee meeting is bi-weekly.', 'Bola bought a bi colour scarf.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: the conditions of a licence or an order', () => {
  check([
    ['Probation note: Juma Ali kept his curfew 7pm-7am and wears an electronic tag.', ['CRIMINAL_RECORD:curfew 7pm-7am', 'CRIMINAL_RECORD:electronic tag']],
    ['OASys summary: Juma Ali released on licence; electronic monitoring curfew 19:00-07:00.', ['CRIMINAL_RECORD:released on licence', 'CRIMINAL_RECORD:electronic monitoring curfew 19:00-07:00']],
  ]);
  // negatives: tags on goods, a town's curfew
  const negatives = ['The shop puts electronic tags on every jacket.', 'Town council: curfew 10pm-6am in the market area this week.'];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
});

describe('special categories, session 12: a pattern value whose letters occur earlier in the match', () => {
  // the value's start comes from the match's group indices, not from searching the match for the value's text: 'rk'
  // also occurs inside the label ('Kirchensteuermerkmal'), so the offsets are checked, not only the text
  const at = (text: string): Array<[string, number]> => detectSpecial(text).map((s) => [text.slice(s.start, s.end), s.start]);
  it('reads the value after the label, not the letters inside it', () => {
    const a = 'Jonas Weber, Steuerklasse 1, Kirchensteuermerkmal rk';
    assert.deepEqual(at(a), [['rk', a.length - 2]]);
    const b = 'Lohnsteuermerkmale Jonas Weber: Steuerklasse 1, Kirchensteuermerkmal ev, Kinderfreibeträge 0,5';
    assert.deepEqual(at(b), [['ev', b.indexOf('merkmal ev') + 8]]);
  });
});
