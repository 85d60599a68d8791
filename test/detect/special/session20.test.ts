// The special-category classes of session 20 (issue 15: sets 11–27 as development, misses grouped by why), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 20: a religious diet as a form value, beside a faith word or alone', () => {
  check([
    // identity.json religion label pattern: a diet label at a line's start (or after ; or |) with halal or kosher
    ['Event booking\nDelegate: Kojo Antwi\nDietary requirement: kosher\nAccess needs: none', ['RELIGION:kosher']],
    ['Fiche patient\nNom : Amira Diallo\nRégime : casher', ['RELIGION:casher']],
    ['Anmeldung\nTeilnehmer: Lukas Brandt\nErnährung: koscher', ['RELIGION:koscher']],
    // the diet pattern without a separator in a sentence about someone; beside the outright faith word both stay
    ['Reception: inmate Tariq Ali, faith Muslim, diet halal; imam informed.', ['RELIGION:Muslim', 'RELIGION:halal']],
  ]);
  none([
    // a menu or an offer to all is no one's diet
    'Dietary requirements: halal and kosher meals available on request',
    'Catering notice\nDiet: halal and vegetarian options every day for all staff.',
    'Offer: halal and kosher meat now in stock at our Kumasi branch.',
    'Event booking\nDelegate: Kojo Antwi\nDietary requirement: vegetarian',
  ]);
});

describe('special categories, session 20: a record number after a label other records share, only in a clinical record', () => {
  check([
    // health.json `record_number_patterns`: read only where a health span of the text is kept (index.ts recordNumbers)
    ['Care home note\nResident: Esi Boateng (Res. No KBTH/2021/00871)\nNight: restless with knee pain; paracetamol given.', ['HEALTH:KBTH/2021/00871', 'HEALTH:knee pain', 'HEALTH:paracetamol']],
    ['Referral. Patient Yaw Darko (Folder KATH-OPD-5521) with liver cirrhosis and ascites.', ['HEALTH:KATH-OPD-5521', 'HEALTH:liver cirrhosis', 'HEALTH:ascites']],
    ['Ward round: Kofi Mensah (IP GSH/7719203): post-op day 1 laparotomy, afebrile.', ['HEALTH:GSH/7719203', 'HEALTH:laparotomy']],
    ['MAT CLINIC - DOSING LOG\nClient: Musa Bello, MAT no. MAT/0471/2020\nMethadone 60 mg, observed', ['HEALTH:MAT/0471/2020', 'HEALTH:Methadone']],
    ['LAB RESULT - chemistry\nPatient: Ama Owusu, 40y   Ref: KATH-OPD-7712\nHbA1c 9.2 %', ['HEALTH:KATH-OPD-7712', 'HEALTH:HbA1c 9.2 %']],
  ]);
  none([
    // no clinical record: an office folder, a booking, an IP address, a public-health sentence
    'HR note: the contract for Kofi Mensah is in Folder HR-2024-0113 on the shared drive.',
    'Booking: Res. No 55120-A for Kojo Antwi, two nights.',
    'Server IP 10.0.0.12 holds the malaria campaign figures.',
    'Folder PH-2024-0113 holds the report: malaria kills thousands every year in the region.',
  ]);
});

describe('special categories, session 20: a biometric modality as the value of a method or mode column', () => {
  check([
    // records.json biometric: the modality headers are term_value_labels whose value must be, whole, a listed trait
    ['Door access export\nmember,name,method,template_id\nM-1101,Ama Owusu,face,FT-10021', ['BIOMETRIC:face', 'BIOMETRIC:FT-10021']],
    ['Clock-in export\nUserID | Name | VerifyMode | Time\n7001 | Kofi Mensah | FP | 07:52\n7002 | Kofi Mensah | Face | 17:01', ['BIOMETRIC:FP', 'BIOMETRIC:Face']],
    ['Template table\nid | subject | modality | stored\n11 | Esi Boateng | iris | yes\n12 | Esi Boateng | finger | yes', ['BIOMETRIC:iris', 'BIOMETRIC:finger']],
  ]);
  none([
    // a method that is no trait, or a trait word inside another value
    'Meeting log\nname,method,date\nKofi Mensah,face-to-face,2024-03-02\nAma Owusu,phone,2024-03-03',
    'Payment export\nname,method,amount\nKofi Mensah,card,200\nAma Owusu,cash,150',
    'Vendor comparison\nmethod | speed\nface | fast\nPIN | slow',
  ]);
});

describe('special categories, session 20: a patient number in an export column or key, only in a clinical export', () => {
  check([
    // health.json `record_number_columns` and the JSON key pattern of `record_number_patterns`
    ['lab_no,patient_id,name,test,result\nL-1001,KATH-OPD-5521,Ama Owusu,HIV 1/2 rapid,REACTIVE', ['HEALTH:KATH-OPD-5521', 'HEALTH:HIV 1/2 rapid,REACTIVE']],
    ['{"patientRef":"KBTH/2020/00871","fullName":"Kofi Mensah","allergies":["penicillin"]}', ['HEALTH:KBTH/2020/00871', 'HEALTH:penicillin']],
    // a genetic result makes the export clinical too
    ['patient_id,name,assay,call\nGSH/7719203,Esi Boateng,G6PD genotyping,c.202G>A hemizygous', ['HEALTH:GSH/7719203', 'GENETIC:c.202G>A']],
  ]);
  check([
    // a bare serial is a row number as often as an id (sets 13 and 16 leave it): only the clinical values
    ['patient_id,name,visit_date,diagnosis\n10233,Kofi Mensah,2019-05-11,breast cancer', ['HEALTH:breast cancer']],
  ]);
  none([
    // no clinical record in the export: no patient number
    'patient_id,region,cases\nX-101,Ashanti,44\nX-102,Volta,12',
    '{"patient_id":"KBTH/2020/00871","appointment":"2024-05-02","room":"B12"}',
  ]);
});

describe('special categories, session 20: a key-population field names an orientation only when its value is one', () => {
  check([
    // identity.json orientation: 'Key population' and 'Typology' are labels and term_value_labels
    ['Client: Yaw Darko\nKey population: MSM\nPrEP: started TDF/FTC today', ['SEXUAL_ORIENTATION:MSM', 'HEALTH:PrEP', 'HEALTH:TDF/FTC']],
    ['KP REGISTER | Yaw Darko | Key population: MSM | PrEP refill | next visit 4 wks', ['SEXUAL_ORIENTATION:MSM', 'HEALTH:PrEP']],
    ['DROP-IN NOTE\nClient: Ama Owusu\nTypology: WSW', ['SEXUAL_ORIENTATION:WSW']],
  ]);
  none([
    // a key population that is no orientation, a typology of houses, a programme heading
    'Housing survey\nTypology: semi-detached\nTenure: owner',
    'Key population: all groups\nBudget 2024: 3 million',
  ]);
  check([['Client: Ama Owusu\nKey population: FSW\nPrEP: started', ['HEALTH:PrEP']]]);
});

describe('special categories, session 20: a one-letter row key in a clinical export is no hospital number', () => {
  check([['patient_id;hiv_status\nP-0091;reactive', ['HEALTH:reactive']]]);
});

describe('special categories, session 20: a general word that a modifier makes one thing\'s name', () => {
  check([
    // cues.json `general_modifiers`: 'funeral policy', 'uniform policy', 'key population', 'life members' name one thing
    ['Funeral policy call: Ama Owusu wants to add her mother, who is a member of the Zion Christian Church.', ['RELIGION:Zion Christian Church']],
    ['Uniform policy exemption granted to Kofi Mensah: Sikh.', ['RELIGION:Sikh']],
    ['Key population clinic: client Ama Owusu, WSW, referred for counselling.', ['SEXUAL_ORIENTATION:WSW']],
  ]);
  none([
    // the general word alone, or a statement about many, stays general
    'The new policy gives Muslim staff time for Friday prayers.',
    'Uniform policy: Sikh pupils may wear a turban.',
    'The key population of MSM in the region grew by 4%.',
  ]);
});

describe('special categories, session 20: a tithe record naming its church, over a member', () => {
  check([
    // identity.json religion: the tithe pattern takes a record word and a comma ('Tithe record, ... Church')
    ['Tithe record, Living Faith Church Ikeja branch\nMember: Ama Owusu\nMonth: March', ['RELIGION:Tithe record, Living Faith Church']],
    ['TITHE CARD - Winners Chapel, Parish 3\nMember: Kofi Mensah\nJan 5,000', ['RELIGION:TITHE CARD - Winners Chapel']],
  ]);
  none([
    // no member: a church's notice about tithes in general
    'Tithe card - Church of Pentecost branch opening hours',
    'Tithe records of the Methodist Church are audited every year by the synod.',
  ]);
});

describe('special categories, session 20: a payslip\'s church-tax code is a field, whatever rate it prints', () => {
  check([
    // identity.json religion label pattern: Konfession / Kirchensteuer with its denomination code
    ['Lohnabrechnung Jan Weber: Steuerklasse I, Konfession rk, Kirchensteuer 9 %', ['RELIGION:rk']],
    ['Lohnabrechnung Jan Weber / Brutto 3.100,00 € / Kirchensteuer ev 28,10 €', ['RELIGION:ev']],
  ]);
  none(['Die Kirchensteuer ist in Bayern 8 % und sonst 9 %.', 'Kirchensteuer 2023: Einnahmen stiegen um 3 %.']);
});
