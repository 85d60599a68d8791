// The special-category classes of session 23 (issue 15: held-out set 30 as development, helper special30r): genetic
// results written as results, religion as a practice or an act, parties as bare field values, orientation in other
// languages and in complaints, motoring conviction codes. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 23 (set 30): genetic results written as results', () => {
  check([
    // a PGT-M report lists each embryo's genotype code after its own label
    ['IVF unit — PGT-M result\nCouple: Bola Ade and husband, both HbAS\nEmbryo A: HbAS — carrier\nEmbryo B: HbSS — affected', ['GENETIC:HbAS', 'GENETIC:HbAS', 'GENETIC:HbSS']],
    // a gene's status after its separator, a copy number, a structural finding, a carrier stated outright
    ['Patient: Rose Wanjiru\nG6PD: deficient', ['GENETIC:deficient']],
    ['Child: Ada, mother Ngozi Eze\nMLPA: SMN2 3 copies\nDiagnosis: SMA type 2', ['GENETIC:SMN2 3 copies', 'HEALTH:SMA type 2']],
    ['Client: Jane Moyo\nResult: F8 intron 1 inversion detected; obligate carrier', ['GENETIC:F8 intron 1 inversion detected', 'GENETIC:obligate carrier']],
    // exome and panel variants: a newly listed gene, a variant placed in a gene, the class in brackets after it
    ['Patient: Ama Serwaa\nResult: SCN1A c.1178G>A, heterozygous', ['GENETIC:SCN1A c.1178G>A', 'GENETIC:heterozygous']],
    ['Genetics letter\nRe: Tom Hale\nThe panel found a variant of uncertain significance in TTN.', ['GENETIC:variant of uncertain significance in TTN']],
    ['Participant: Kevin Otieno\nFinding: MYBPC3 c.1504C>T (likely pathogenic)', ['GENETIC:MYBPC3 c.1504C>T', 'GENETIC:likely pathogenic']],
    ['Letter to Ruth Ochieng: your research sample showed an APOL1 high-risk genotype.', ['GENETIC:APOL1 high-risk genotype']],
    // transplant chimerism, HLA alleles after their label, kinship findings (English and German), ancestry estimates
    ['Transplant clinic — day +30\nPatient: Musa Bello\nResult: 100 % donor chimerism in T cells', ['GENETIC:100 % donor chimerism']],
    ['Cord unit CB-119\nHLA typing: A*02:01, A*24:02; B*07:02', ['GENETIC:A*02:01, A*24:02; B*07:02']],
    ['DNA report to court\nClaimant: Peter Mensah\nResult: matches 17 of 17 loci; paternal relationship supported', ['GENETIC:matches 17 of 17 loci', 'GENETIC:paternal relationship supported']],
    ['Abstammungsgutachten\nAntragstellerin: Lena Vogel\nErgebnis: Vaterschaft ausgeschlossen', ['GENETIC:Vaterschaft ausgeschlossen']],
    ['Patient: Lina Haddad\nBefund: Überträgerin Hämophilie A', ['GENETIC:Überträgerin Hämophilie A']],
    ['Participant: Thabo Mokoena\nGenetic ancestry estimate: 71 % West African', ['GENETIC:71 % West African']],
  ]);
  none([
    // a laboratory's price list: a clinical label's value that is only a price is what the test costs
    'DNA TESTING — PRICES\nPaternity test: ₦120,000\nGenotype: ₦2,500\nHLA typing: £450',
    // the same words about no one, a normal result, and a lower-case "as" after an embryo's label
    'Chimerism is measured at day 30 and day 100 after a transplant.',
    'A variant of uncertain significance in MYH7 is common in the population; most are benign.',
    'Patient: Rose Wanjiru\nG6PD: normal',
    'IVF lab diary\nEmbryo 3: as expected, good quality',
  ]);
});
