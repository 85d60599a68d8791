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
