// The special-category detector: each category found when it is about someone, in English and the cue
// languages; nothing found in general statements, building names, language mentions or party news.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';
import { validateCategoryFile } from '../../../src/detect/special/lexicon.js';
import { hasCode } from '../../helpers/codes.js';

describe('special categories: found when about a person', () => {
  const cases: [string, string[]][] = [
    ['She tested positive for HIV last week.', ['HEALTH:HIV']],
    ['My father has type 2 diabetes and takes metformin daily.', ['HEALTH:type 2 diabetes', 'HEALTH:metformin']],
    ['Patient is 24 weeks pregnant, G2P1.', ['HEALTH:weeks pregnant', 'HEALTH:G2P1']],
    ['HIV status: Reactive', ['HEALTH:Reactive']],
    ['Hospital No: UCH/2021/00871', ['HEALTH:UCH/2021/00871']],
    ['He is a devout Muslim.', ['RELIGION:devout Muslim']],
    ['Religion: Christianity (Anglican)', ['RELIGION:Christianity (Anglican)']],
    ['My brother is Igbo by tribe.', ['RACE:Igbo']],
    ['Kabila: Mkikuyu', ['RACE:Mkikuyu']],
    ['He is gay and lives with his partner.', ['SEXUAL_ORIENTATION:gay']],
    ['He is a card-carrying member of the PDP.', ['POLITICAL_AFFILIATION:PDP']],
    ['Mrs Mensah is a GNAT member.', ['TRADE_UNION:GNAT']],
    ['He was convicted of armed robbery in 2015.', ['CRIMINAL_RECORD:was convicted of armed robbery']],
    ['Her fingerprints were captured at enrolment.', ['BIOMETRIC:fingerprints']],
    ['Genotype: AS', ['GENETIC:AS']],
    ['Mama yangu ana kisukari na presha.', ['HEALTH:kisukari', 'HEALTH:presha']],
    ['Im don get belle, na four months now.', ['HEALTH:get belle']],
    ['Mijina yana da ciwon sukari.', ['HEALTH:ciwon sukari']],
    ['Ìyá mi ní àrùn ṣúgà.', ['HEALTH:àrùn ṣúgà']],
    // health classes of the recall round: attendance lifts a place blocker, one-line forms, measured and named results
    ['She attends the antenatal clinic in Kisumu.', ['HEALTH:antenatal']],
    ['Return-to-work form. Employee: Kojo Antwi. Reason for absence: hepatitis B.', ['HEALTH:hepatitis B']],
    ['Results for Mr Okafor: HbA1c 8.4%.', ['HEALTH:HbA1c 8.4%']],
    ['Her malaria RDT was positive.', ['HEALTH:malaria RDT was positive']],
    ['my oga don dey use insulin because of sugar', ['HEALTH:insulin', 'HEALTH:sugar']],
    ['Mtoto wa Juma ana homa ya matumbo.', ['HEALTH:homa ya matumbo']],
    ['Patient was seen today, MRN 4471203, BP 160/100.', ['HEALTH:4471203', 'HEALTH:160/100']],
    ['He is allergic to penicillin.', ['HEALTH:allergic to penicillin']],
    ['Face template ref: FT-KBTH/24/00913', ['BIOMETRIC:FT-KBTH/24/00913']],
    ['My son has been sick with fever since Monday.', ['HEALTH:fever']],
    ['He is a devout Muslim who wrote a book about Islam.', ['RELIGION:devout Muslim']],
    ['NHS number: 943 476 5919', ['HEALTH:943 476 5919']],
    ['Matata tana da juna biyu.', ['HEALTH:tana da juna biyu']],
    ['Abeg, that man head no correct since last year.', ['HEALTH:head no correct']],
    // ethnic origin stated by the person (follow-up round): self-identification, owned heritage, Pidgin and Swahili frames
    ['Mrs Osei describes herself as Fante.', ['RACE:Fante']],
    ['On the form he self-identified as Ewe.', ['RACE:Ewe']],
    ['Naledi considers herself Sotho, like her grandmother.', ['RACE:Sotho']],
    ['I identify as Kalenjin.', ['RACE:Kalenjin']],
    ['Our client has Xhosa ancestry.', ['RACE:Xhosa']],
    ['Oga Emeka na Igbo man.', ['RACE:Igbo']],
    ['Baba yake ni wa kabila la Luo.', ['RACE:Luo']],
    ['Arun Sharma was treated for asthma.', ['HEALTH:asthma']],
    // genetic data (genetic round): the subject between label and colon, codes stated in a sentence (English,
    // Pidgin, Hausa), Hb-prefixed codes (genetic, not also health), karyotypes, gene symbols with a status,
    // a hereditary condition in a family history (not also a health span)
    ['Genotype of Ibrahim Musa: AS.', ['GENETIC:AS']],
    ['They checked their genotypes: he is AA and she is AS.', ['GENETIC:AA', 'GENETIC:AS']],
    ['Doctor say im genotype na SS.', ['GENETIC:SS']],
    ['Genotype ɗin shi shi ne SS.', ['GENETIC:SS']],
    ['Haemoglobin electrophoresis for Mrs Bello: HbSS', ['GENETIC:HbSS']],
    ['Karyotype for baby Ada: 47,XX,+21', ['GENETIC:47,XX,+21']],
    ['She is a BRCA2 carrier.', ['GENETIC:BRCA2 carrier']],
    ['He is a CYP2C19 poor metaboliser.', ['GENETIC:CYP2C19 poor metaboliser']],
    ['She has a family history of sickle cell disease.', ['GENETIC:family history of sickle cell disease']],
    ['Her father insisted on a DNA paternity test.', ['GENETIC:DNA paternity test']],
    // classes set 5 exposed (follow-up): operations, test names with qualifiers, a label after a spaced dash,
    // ethnic origin on one side of the family, party tickets, a name before a role noun, Pidgin 'don join',
    // finger scans, 'found X guilty of'
    ['She is recovering from a tonsillectomy.', ['HEALTH:tonsillectomy']],
    ['He underwent an emergency tracheostomy.', ['HEALTH:tracheostomy']],
    ['Her HIV 1+2 combo test: reactive', ['HEALTH:HIV 1+2 combo test: reactive']],
    ['Staff survey - ethnic group: Fulani', ['RACE:Fulani']],
    ['My wife is Ijaw on her mother’s side.', ['RACE:Ijaw']],
    ['He ran for governor on the APC ticket.', ['POLITICAL_AFFILIATION:APC']],
    ['Mrs Achieng, KNUT secretary in Kisumu, wrote to him.', ['TRADE_UNION:KNUT']],
    ['Im don join ASUU.', ['TRADE_UNION:ASUU']],
    ['They took his finger scans at the airport.', ['BIOMETRIC:finger scans']],
    ['The jury found the defendant guilty of fraud.', ['CRIMINAL_RECORD:guilty of fraud']],
  ];
  for (const [text, expected] of cases) it(text, () => assert.deepEqual(found(text), expected));

  it('licenses health terms under a clinical heading and on record lines', () => {
    const note = 'DISCHARGE SUMMARY\nAdmitted with severe malaria.\nPlan: continue artemether for 3 days.';
    assert.deepEqual(found(note), ['HEALTH:severe malaria', 'HEALTH:artemether']);
  });
});

describe('special categories: nothing when about no one', () => {
  const negatives = [
    'Malaria kills thousands of children every year in Nigeria.',
    'HIV prevalence fell to 4% nationwide.',
    'Diabetes is a condition that affects how the body uses sugar.',
    'The Redeemed Christian Church of God is on Ikorodu Road.',
    'Meet me at St Mary’s Catholic Church after work.',
    'Christian Aid opened an office in Nairobi.',
    'She speaks Yoruba fluently.',
    'The APC won the governorship election.',
    'ASUU strike: universities remain shut.',
    'Gay rights activists marched in London.',
    'The new fingerprint scanner arrives on Monday.',
    'Condition: Good',
    'Disability: None',
    'The HIV clinic opens at 8am.',
    'She works at the antenatal clinic.',
    'Result: Pass',
    'Reason for absence: family bereavement.',
    'I need to buy sugar and bread.',
    'HbA1c testing rates rose to 60% in 2023.',
    'Case No: HC/2023/44512',
    'He is in Labour now, not the Tories.',
    'She built a wheelchair ramp for her shop.',
    'Malaria test kits are in short supply.',
    // a subject, a trade or a place, not someone's trait
    'He wrote a book about addiction.',
    'I read an article on depression in teenagers.',
    'He gave a lecture on Islam at the university.',
    'His company sells hearing aids and wheelchairs.',
    'He works as a pharmacist dispensing insulin.',
    'In his statement, the Minister said fever clinics would open.',
    'She lives in Homa Bay.',
    // no one's origin: others describe a people, a plural 'they identify as'
    'The article describes the Maasai as cattle herders.',
    'In the census they identify as Kalenjin.',
    // population statements in the cue languages (quantifiers, prevalence verbs); Yorùbá 'àrùn' is no name
    'Malaria dey kill plenty people for village.',
    'Ciwon daji yana yaduwa a kasar nan.',
    'Ọ̀pọ̀lọpọ̀ àgbàlagbà ló ní àrùn ṣúgà.',
    'Àrùn jẹjẹrẹ ń pa àwọn àgbà.',
    'Homa ya matumbo inaongezeka mjini.',
    // no one's genetic data: a crop's or a herd's genotype beside a person, DNA as a brand or a metaphor,
    // Gene as a name, 'as' in lower case after genotype, genetic testing as a topic
    'Mr Bello planted the cassava genotype TME 419 on his farm.',
    'She keeps goats of a hardy local genotype.',
    'He joined DNA Fitness last week.',
    'Honesty is in her DNA, he said.',
    'Gene Okafor signed as witness.',
    'She asked for the generic brand.',
    'His genotype is as yet unknown.',
    'He gave a lecture on the ethics of genetic testing.',
    'The hospital performed 300 appendectomies last year.',
    'The PDP ticket was announced in Abuja yesterday.',
  ];
  for (const text of negatives) it(text, () => assert.deepEqual(found(text), []));

  it('a capitalised religious word before a name is the name', () => {
    assert.deepEqual(found('Christian Okafor was treated for malaria.'), ['HEALTH:malaria']);
  });
});

describe('special categories: data files', () => {
  it('refuses a malformed file naming it and the path', () => {
    const good = { description: 'a test file of special-category data', categories: [] as unknown[] };
    assert.throws(() => validateCategoryFile(good, 'x.json'), (e: unknown) => hasCode('SC_DATA_FILE_INVALID')(e) && /x\.json: \/categories/.test((e as Error).message));
    const bad = { ...good, categories: [{ category: 'PII-6-HEALTH', kind: 'health', terms: [], acronyms: [], sets: {}, patterns: ['(?<v>x{oops})'], label_patterns: [], labels: [], empty_values: [], blockers_after: [], blockers_before: [], record_heading: true }] };
    assert.throws(() => validateCategoryFile(bad, 'x.json'), (e: unknown) => hasCode('SC_DATA_FILE_INVALID')(e) && /x\.json: \/patterns\/0 \(PII-6-HEALTH pattern 0\) names unknown set 'oops'/.test((e as Error).message));
  });
});
