// Session 11 (sets 19 and 20 as development): the health-precision classes and the identifiers of health services.
// Each rule is tested on sentences written for this file, none taken from any set: a positive, a negative (a
// general statement or another sense) and an adversarial case that must keep its span.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: Array<[string, string[]]>): void => {
  for (const [text, want] of cases) it(text.replace(/\n/g, ' / '), () => assert.deepEqual(found(text), want));
};

describe('special categories: a number assigned by a health service (TB, CCC, GUM, HTS, PMTCT, inpatient, Swahili namba ya ...)', () => {
  check([
    // the number is the data (GDPR recital 35), and the service word inside its label is the label, not a mention
    ['ART No: ART/2019/0412 | Bongani Dube | Regimen: TLD', ['HEALTH:ART/2019/0412', 'HEALTH:TLD']],
    ['TB no 2231/19 — patient Peter Otieno, on RHZE.', ['HEALTH:2231/19', 'HEALTH:RHZE']],
    ['Mgonjwa Halima Said, namba ya hospitali MNH/2020/5521, ana kisukari.', ['HEALTH:MNH/2020/5521', 'HEALTH:kisukari']],
    ['Referral slip: Joyce Wanjiru, IP No: KNH/2021/77812, for review.', ['HEALTH:KNH/2021/77812']],
    // negatives: a word that only starts with 'no', and an article number in a shop list
    ['County | TB notifications 2018\nKiambu | 3,120', []],
    ['Hospital notes 2019 were archived in the basement.', []],
    ['Art No 4471 shelf B, price 12.50', []],
  ]);
});

describe('special categories: a service named at the head of a text is where the record comes from', () => {
  check([
    ['Diabetes clinic: Mr Kwesi Arthur reviewed, HbA1c 8.1%, metformin increased.', ['HEALTH:HbA1c 8.1%', 'HEALTH:metformin']],
    ['Epilepsy register | Ruth Wambui | on levetiracetam 500mg bd', ['HEALTH:levetiracetam 500mg']],
    ['HIV care unit - follow-up visit, client Ruth Wambui, viral load 40 copies', ['HEALTH:viral load 40 copies']],
    // adversarial: attendance in prose is the person's care; a condition heading its own line is no service
    ['Mr Kwesi Arthur attends the diabetes clinic every month.', ['HEALTH:diabetes clinic']],
    ['Epilepsy: Ruth Wambui had two seizures this week.', ['HEALTH:Epilepsy', 'HEALTH:seizures']],
    ['Ruth Wambui has diabetes; the clinic: Kisumu.', ['HEALTH:diabetes']],
  ]);
});

describe("special categories: a form question's wording is not its answer", () => {
  check([
    // a No states nothing, a Yes to alternatives does not say which: the details line carries the data
    ['Insurance proposal — Peter Otieno\nQ3 Have you ever been treated for asthma, epilepsy or diabetes? [X] Yes\nDetails: epilepsy since childhood', ['HEALTH:epilepsy']],
    ['Staff survey: Peter Otieno — Do you have a long-term condition such as asthma? No. Any allergies? None.', []],
    ['Insurance proposal — Peter Otieno\nQ5 Have you ever been treated for asthma? [ ] Yes [X] No', []],
    ['Insurance proposal — Peter Otieno\nQ5 Have you ever been treated for asthma? [ ] Yes [ ] No', []],
    // adversarial: a Yes to one named thing answers it; a question in a chat with no answer is someone's news
    ['Insurance proposal — Peter Otieno\nQ4 Have you ever been diagnosed with tuberculosis? [X] Yes\nDetails: treated 2019', ['HEALTH:tuberculosis']],
    ['Did you know Peter Otieno has epilepsy? He told me yesterday.', ['HEALTH:epilepsy']],
    ['Insurance proposal — Peter Otieno\nQ5 Have you ever been treated for asthma? [X] Yes [ ] No', ['HEALTH:asthma']],
  ]);
});

describe('special categories: a word read by its ending inside a listed term is read as that term', () => {
  check([
    ['Nurse Halima Said gave hepatitis B vaccines to the class today.', []],
    ['Halima Said has hepatitis B.', ['HEALTH:hepatitis B']],
    ['Halima Said has osteoarthritis of the knee.', ['HEALTH:osteoarthritis']],
    // Swahili verbs on -soma, -goma, -koma, -choma are no tumours; a tumour in Swahili prose still is
    ['Wafanyakazi wa kiwanda cha Juma waliamua kugoma wiki hii.', []],
    ['Juma anapenda kusoma vitabu kila jioni.', []],
    ['Mgonjwa Juma ana lymphoma.', ['HEALTH:lymphoma']],
  ]);
});

describe('special categories: PEP of a KYC onboarding or screening class, and STI tests by NAAT', () => {
  check([
    ['Customer onboarding: Jane Doe; PEP: deputy mayor of Kisumu.', []],
    ['Screening result for Jane Doe: PEP class 1, cabinet secretary.', []],
    ['Needle-stick injury: nurse Jane Doe started on PEP today.', ['HEALTH:PEP']],
    ['Peter Otieno: gonorrhoea NAAT positive, ceftriaxone given.', ['HEALTH:gonorrhoea NAAT positive', 'HEALTH:ceftriaxone']],
  ]);
});

describe('special categories: a union question answered No on a form', () => {
  check([['Staff survey: Kezia Smith — Are you a member of a trade union? [X] No [ ] Yes', []]]);
});

const race = (text: string): string[] => found(text).filter((s) => s.startsWith('RACE:'));
const checkRace = (cases: Array<[string, string[]]>): void => {
  for (const [text, want] of cases) it(text, () => assert.deepEqual(race(text), want));
};

describe('special categories: ethnic names written with tone marks or accents meet the frames folded', () => {
  checkRace([
    ['Bàbá Túndé jẹ́ ọmọ Ẹ̀gbá, ó ń gbé ní Ìbàdàn.', ['RACE:Ẹ̀gbá']],
    // a town named as the Egba's capital ascribes nothing to anyone
    ['Abẹ́òkúta ni olú ìlú Ẹ̀gbá, Túndé sì ń gbé ibẹ̀.', []],
  ]);
});

describe('special categories: census and equality-form categories and codes after their label', () => {
  checkRace([
    ['Equity report — staff member Zanele Dube: population group Black African, male, level 6.', ['RACE:Black African']],
    ['Pupil record: Kian Murphy, ethnicity code WIRT, year 4.', ['RACE:WIRT']],
    ['Stop and search: Marcus Bell, officer-defined ethnicity W1, released.', ['RACE:W1']],
    ['The report lists each population group by province.', []],
  ]);
});

describe('special categories: ascription forms of the cue languages and of records', () => {
  checkRace([
    ['Herr Tomasz Nowak erklärte, Rom zu sein.', ['RACE:Rom']],
    ['Sipho ungu-Zulu, umkakhe ungu-Sotho.', ['RACE:Zulu', 'RACE:Sotho']],
    ['Musa dan Kanuri ne, yana zaune a Maiduguri.', ['RACE:Kanuri']],
    ['Dossier : Mme Petra Horvath, appartenance rom déclarée.', ['RACE:rom']],
    ['Case note: Abdi Hassan is an ethnic Somali from Garissa.', ['RACE:Somali']],
    ['Joyce Atieno is Luo by ethnicity.', ['RACE:Luo']],
    ['Patient Miriam Cohen, Sephardi Jewish ancestry, referred for screening.', ['RACE:Sephardi Jewish']],
    ['Amina Yusuf asked HR to delete the record of her Oromo ethnicity.', ['RACE:Oromo']],
    ['Refugee intake: Halima Noor, clan Ajuran, arrived 2021.', ['RACE:Ajuran']],
    ['Interview: Peter Mwangi (Gypsy Roma Traveller) asked for a caravan site.', ['RACE:Gypsy Roma Traveller']],
    // negatives: German 'zu sein' with no ethnic name, a group statement, a language named as a language
    ['Wir freuen uns, hier zu sein.', []],
    ['The ethnic Somali population of Garissa grew.', []],
    ['Tutor note: Kezia Smith, first language Romani, reads well.', []],
  ]);
});

describe('special categories: union, orientation and criminal-record precision classes', () => {
  check([
    // a charge number identifies a case, not the offence; a plea not taken states none; a prisoner number stays
    ['CASE FILE\nCharge No: HC/77C/2020\nDefendant: Musa Danladi\nOffence: burglary\nPlea: not taken', ['CRIMINAL_RECORD:burglary']],
    ['Prisoner No: KRK/2019/3321\nName: Musa Danladi', ['CRIMINAL_RECORD:KRK/2019/3321']],
    // a capitalised offence inside a statute's title names the law; a capitalised offence in prose is still one
    ['Count 2: Musa Danladi, handling stolen goods contrary to the Theft and Fraud Act.', ['CRIMINAL_RECORD:handling stolen goods']],
    ['Musa Danladi was convicted of Theft and sentenced to 2 years.', ['CRIMINAL_RECORD:was convicted of Theft and sentenced to 2 years']],
    // membership offered or declined is no membership; joining is
    ['Grace Owusu was asked to join the GNAT at the staff meeting but said no.', []],
    ['Grace Owusu joined the GNAT in 2019.', ['TRADE_UNION:GNAT']],
    // a union calling a strike in German news is a general statement ('im' is also Pidgin for him or her)
    ['Die Gewerkschaft Unison ruft die Pflegekräfte zu Streiks im Sommer auf.', []],
    ['Grace Owusu sagt, sie ist Mitglied der Gewerkschaft Unite.', ['TRADE_UNION:Mitglied der Gewerkschaft Unite']],
    // 'LGBT+' before a network or forum names the network; said of a person it is their orientation
    ['Grace Owusu joined the LGBTQ+ forum and told her manager she is lesbian.', ['SEXUAL_ORIENTATION:lesbian']],
    ['Grace Owusu is LGBT+ and out at work.', ['SEXUAL_ORIENTATION:LGBT']],
  ]);
});

describe('special categories: genetic results as records write them', () => {
  check([
    ['Mteja Juma Bakari ana jeni ya seli mundu (SS), kwa mujibu wa kipimo.', ['GENETIC:jeni ya seli mundu', 'GENETIC:SS']],
    ['Insurance note: applicant Grace Owusu disclosed a positive predictive BRCA1 test in 2020.', ['GENETIC:positive predictive BRCA1 test']],
    ['Neurology letter: Peter Mwangi, CAG repeat 44 on testing, counselling given.', ['GENETIC:CAG repeat 44']],
    ['export\nid,name,test,result\n7,Grace Owusu,Genotype,SS', ['GENETIC:SS']],
    ['Newborn screen: baby of Grace Owusu, haemoglobin electrophoresis FAS.', ['GENETIC:FAS']],
    ['DNA PATERNITY REPORT\nAlleged father: Peter Mwangi\nprobability of paternity 99.98%', ['GENETIC:probability of paternity 99.98%']],
    // a test offered to a group is no one's result
    ["Predictive testing is offered to adults at risk of Huntington's disease.", []],
  ]);
});

describe('special categories: biometric identifiers and samples', () => {
  check([
    ['Site access: contractor Peter Mwangi enrolled his palm vein pattern, template stored under ID PV-88123.', ['BIOMETRIC:palm vein pattern', 'BIOMETRIC:PV-88123']],
    ['Bank note: Grace Owusu set up voiceprint login; voiceprint ID VX-20011.', ['BIOMETRIC:voiceprint', 'BIOMETRIC:voiceprint', 'BIOMETRIC:VX-20011']],
    ['The partial print on the knife matched the left index finger of Peter Mwangi.', ['BIOMETRIC:left index finger']],
    ['Grace Owusu ta bayar da zanen yatsa a ofishin banki.', ['BIOMETRIC:zanen yatsa']],
    ['Wallet KYC: Peter Mwangi, facial biometric captured and stored.', ['BIOMETRIC:facial biometric']],
    // a case number beside a sample and a device's asset number are no biometric identifiers
    ['Registration: Grace Owusu, iris scan captured at Kisumu centre, case no. KSM-0045512.', ['BIOMETRIC:iris scan']],
    ['Peter Mwangi fixed the fingerprint reader, asset ID GT-40012.', []],
  ]);
});

describe('special categories: a course or talk title, a free public test, a term naming its own field', () => {
  check([
    // a term inside the quoted title after a topic noun is the title's subject
    ['HR log: Grace Owusu attended the workshop "Living Well with Asthma" on Friday.', []],
    ['Grace Owusu has asthma and attended the workshop on Friday.', ['HEALTH:asthma']],
    // a free test is a public offer; 'free of' a condition still names the person's condition
    ['Peter abeg, na which day dem go run the free HIV test for the church hall?', []],
    ['Peter Mwangi: free of cancer since 2019.', ['HEALTH:cancer']],
    // the field's value opens with a term of the category: the term is the field's label
    ['Client: Grace Owusu\nMetformin: metformin 500mg bd', ['HEALTH:metformin 500mg']],
    ['PAYSLIP — Peter Mwangi\nUnion dues (KNUT): 950', ['TRADE_UNION:KNUT']],
    // adversarial: an answer or a qualifier as the value keeps the term as the data
    ['Client: Grace Owusu\nDiabetes: Yes\nAsthma: No', ['HEALTH:Diabetes']],
    ['Client: Grace Owusu\nAsthma: mild, uses salbutamol inhaler', ['HEALTH:Asthma', 'HEALTH:salbutamol']],
  ]);
});

describe('special categories: union, party and orientation forms of session 11', () => {
  check([
    ['Ballot log: Joseph Kariuki voted in the Unite strike ballot.', ['TRADE_UNION:Unite']],
    ['Bulletin de paie Marie Dubois : cotisation syndicale CGT 9,80 EUR.', ['TRADE_UNION:CGT']],
    ['Grace Akinyi memba ce na ƙungiyar NUT a Kano.', ['TRADE_UNION:NUT']],
    ["Pieter Botha is 'n lid van die VF Plus in Pretoria.", ['POLITICAL_AFFILIATION:VF Plus']],
    ['Grace Akinyi is a proud Obidient.', ['POLITICAL_AFFILIATION:Obidient']],
    ['Session note: client Joseph Kariuki spoke about being attracted to other men.', ['SEXUAL_ORIENTATION:attracted to other men']],
    ['Nasikia Joseph anapenda wanaume wenzake.', ['SEXUAL_ORIENTATION:anapenda wanaume wenzake']],
    ['People dey talk say Joseph dey date man like am.', ['SEXUAL_ORIENTATION:dey date man like am']],
    // a Swahili 'attended' is no '-uria' condition
    ['Mwanachama wa chama cha ODM, Grace Akinyi, alihudhuria mkutano.', ['POLITICAL_AFFILIATION:ODM']],
    // negatives: a survey about people in general, a ballot announced to someone, a vacant post
    ['The survey asked whether people are attracted to other men or women.', []],
    ['Joseph, the Unite strike ballot closes on Friday.', []],
    ['The ODM youth organiser post is vacant; applications are invited.', []],
  ]);
});
