// Session 43, round on health precision (special43): each class shown by held-out sets of at least two authors (see
// health.json's description and the commit messages). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check } from './labelledTexts.js';

describe('special categories, session 43: a laboratory reference on a parentage or kinship report is no hospital number', () => {
  check([
    ['Paternity testing - court report\nTested man: Kwabena Asare\nConclusion: excluded as the biological father\nLab no: PT-3310-22', ['GENETIC:excluded as the biological father']],
    ['Kinship DNA report - missing persons unit\nReference sample: Grace Mensah (mother)\nConclusion: maternity confirmed\nLab ref: KR-8804-19', ['GENETIC:maternity confirmed']],
    // a clinical genetics result keeps its laboratory number: the report is the patient's record
    ['Genetics clinic - result\nPatient: Kwabena Asare\nResult: BRCA2 pathogenic variant\nLab ref: GEN-2024-118', ['GENETIC:BRCA2 pathogenic variant', 'HEALTH:GEN-2024-118']],
  ]);
});

describe('special categories, session 43: a medicine the record orders not to give is no treatment of the person', () => {
  check([
    ['Pharmacy alert\nPatient: Kwabena Asare\nHLA-B*15:02 positive: do not give carbamazepine.', ['GENETIC:HLA-B*15:02 positive']],
    ['Ward note - Tom Reed\nG6PD deficient; use an alternative to primaquine.', ['GENETIC:G6PD deficient']],
    ['Clinic letter - Tom Reed\nHe has epilepsy; do not prescribe tramadol.', ['HEALTH:epilepsy']],
    // the same medicine given is read as before
    ['Ward note - Tom Reed\nG6PD deficient; started primaquine.', ['GENETIC:G6PD deficient', 'HEALTH:primaquine']],
  ]);
});

// The review's mend: an order not to give holds only for a medicine that closes its clause and is named nowhere else; a
// time, a condition or a schedule after it is a hold of the patient's own treatment, and a word after it no medicine.
describe('special categories, session 43 mend: a hold of the patient\'s medicine is their treatment', () => {
  check([
    ['Ward note - Tom Reed\nType 1 diabetic. Do not give insulin if BM below 4.', ['HEALTH:diabetic', 'HEALTH:insulin']],
    ['Ward note - Amina Bello\nDo not give warfarin tonight, INR 5.2.', ['HEALTH:warfarin', 'HEALTH:INR 5.2']],
    ['Pre-op instructions for Tom Reed: do not give metformin on the morning of surgery.', ['HEALTH:metformin']],
    ['Patient: Kwame Mensah\nMust not be given methotrexate daily; weekly only.', ['HEALTH:methotrexate']],
    ['Patient Grace Mensah - do not give HIV results over the phone.', ['HEALTH:HIV']],
    // the same medicine named as the patient's own elsewhere: the order holds it, it is still theirs
    ['Ward note - Tom Reed\nRegular medicines: warfarin 5 mg nocte.\nINR high: do not give warfarin.', ['HEALTH:warfarin 5 mg', 'HEALTH:INR high', 'HEALTH:warfarin']],
  ]);
});

// The review's mend: a kinship word is no parentage test, and only a laboratory's label holds its case reference.
describe('special categories, session 43 mend: a hospital number beside a kinship word is a patient\'s', () => {
  check([
    ['Kinship care assessment\nChild: Tendai Moyo\nHospital no: KBTH/2231/19', ['HEALTH:KBTH/2231/19']],
    ['Kinship care assessment\nChild: Tendai Moyo\nMRN: KAT/2290/18', ['HEALTH:KAT/2290/18']],
    ['Kinship care assessment\nChild: Tendai Moyo\nLab ref: KBTH/2231/19', ['HEALTH:KBTH/2231/19']],
    ['Adoption file\nChild: Baby Amina\nBiological mother: Hauwa Bello\nHospital no: KBTH/2231/19', ['HEALTH:KBTH/2231/19']],
    ['Birth notification\nMother: Grace Mensah\nFather: Kofi Asare (paternity acknowledged)\nHospital No: LUTH/2023/5512', ['HEALTH:LUTH/2023/5512']],
    ['Paternity leave request\nEmployee: Kofi Asare\nPatient no: KBTH/2231/19 (wife, maternity ward)', ['HEALTH:KBTH/2231/19']],
    // a parentage test's report keeps a hospital number: only a laboratory's label holds the case reference
    ['Paternity testing - court report\nTested man: Kwabena Asare\nConclusion: excluded as the biological father\nHospital no: KBTH/2231/19', ['GENETIC:excluded as the biological father', 'HEALTH:KBTH/2231/19']],
  ]);
});
