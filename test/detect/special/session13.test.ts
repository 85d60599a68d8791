// The special-category classes of session 13 (set 23 as development, sets 11 to 22 as the check), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from
// any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sentenceSpans } from '../../../src/detect/special/context.js';
import { detectSpecial } from '../../../src/detect/special/index.js';
import { fixConfusedWords } from '../../../src/detect/special/ocr.js';
import { specialLexicon } from '../../../src/detect/special/lexicon.js';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};

describe('special categories, session 13: a biometric template named by its identifier', () => {
  check([
    // positives: the template's identifier, with or without an id word, in a text naming a biometric trait
    ['Door access: Halima Yusuf enrolled her right index finger; template FX-20931 stored on the controller.', ['BIOMETRIC:FX-20931']],
    ['Voice banking enrolment\nCustomer: Peter Otieno\nVoiceprint recorded\nTemplate: VB-4410-2', ['BIOMETRIC:Voiceprint', 'BIOMETRIC:VB-4410-2']],
    ['Toegang: Jan Bakker meldt zich aan met gezichtsherkenning (sjabloon-ID GH-7731).', ['BIOMETRIC:gezichtsherkenning', 'BIOMETRIC:GH-7731']],
    // session 16: 'Handvenenscan' is the German 'palm vein scan', a listed modality, so the modality is read too
    ['Kantine: Lena Vogel zahlt per Handvenenscan (Template HV-310-4).', ['BIOMETRIC:Handvenenscan', 'BIOMETRIC:HV-310-4']],
  ]);
  // negatives: a template that is no biometric one, and a template word with no identifier
  const negatives = [
    'Invoice template INV-2231 was sent to Grace Wambui for approval.',
    'Contract template no. CT-4410 applies to Musa Danjuma from March.',
    'Email template T-12 was updated by Kwame Mensah.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
  check([
    // adversarial: a trait word beside a template that has no identifier with a digit; an invoice beside a face word
    ['Fingerprint template stored for Halima Yusuf; template version v2.', ['BIOMETRIC:Fingerprint template']],
    ['Interface template IF-2024 was sent to Musa Danjuma.', []],
  ]);
});

describe('special categories, session 13: a diagnosis code written beside its term', () => {
  check([
    // positives: ICD-10 in brackets after or before the term, HL7's component mark, an export's code key in the term's object or element
    ['Patient: Grace Wambui\nHistory: major depressive disorder (F32.1), on sertraline', ['HEALTH:major depressive disorder', 'HEALTH:F32.1', 'HEALTH:sertraline']],
    ['Review of Musa Danjuma: J45.9 (asthma), uses salbutamol.', ['HEALTH:J45.9', 'HEALTH:asthma', 'HEALTH:salbutamol']],
    ['PID|1||Peter Otieno\nDG1|1|I10|E11.9^Type 2 diabetes mellitus', ['HEALTH:E11.9', 'HEALTH:Type 2 diabetes mellitus']],
    ['{"patient":"Grace Wambui","problems":[{"code":"J45.9","text":"Asthma"}]}', ['HEALTH:J45.9', 'HEALTH:Asthma']],
    ['{"resourceType":"Condition","subject":{"display":"Peter Otieno"},"code":{"coding":[{"code":"195967001","display":"Asthma"}]}}', ['HEALTH:195967001', 'HEALTH:Asthma']],
    ['<patient><name>Halima Yusuf</name><condition code="I10">Essential hypertension</condition></patient>', ['HEALTH:I10', 'HEALTH:hypertension']],
  ]);
  check([
    // negatives: a bracketed code beside no health term, a flat number, a code list about no one
    ['Musa Danjuma lives in flat (B12) on the second floor.', []],
    ['The new coding manual moves asthma from J45 to J45.9 next year.', []],
    // adversarial: a code key in an object with no health term; a year in brackets after a term
    ['{"patient":"Grace Wambui","product":{"code":"A12","text":"Blue folder"}}', []],
    ['Patient: Peter Otieno\nHistory: asthma (2019), well controlled', ['HEALTH:asthma']],
  ]);
});

describe('special categories, session 13: answers that record nothing, for every category', () => {
  // negatives: a label, a term's own field or an export key answered with nothing states nothing
  const negatives = [
    'Staff record\nName: Grace Wambui\nParty affiliation: none declared\nReligion: Not recorded',
    'Enrolment record - Peter Otieno\nFingerprint capture: not performed (declined)\nFace image: not performed',
    'Clocking report - Halima Yusuf\nBiometric enrolment: not enrolled',
    '<staff><name>Musa Danjuma</name><disability>none</disability><ethnicity>not stated</ethnicity></staff>',
    'Fomu ya mfanyakazi\nJina: Baraka Mwangi\nUlemavu: hakuna',
  ];
  for (const text of negatives) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
  check([
    // positives beside them: a value that says something stays, a bracketed remark does not empty it
    ['Staff record\nName: Grace Wambui\nParty affiliation: ODM\nReligion: Catholic (practising)', ['POLITICAL_AFFILIATION:ODM', 'RELIGION:Catholic (practising)']],
    ['<staff><name>Musa Danjuma</name><disability>wheelchair user</disability></staff>', ['HEALTH:wheelchair user']],
    // adversarial: "unknown" inside a longer value is part of a statement, not an empty answer
    ['Patient: Peter Otieno\nDiagnosis: fever of unknown origin', ['HEALTH:fever of unknown origin']],
  ]);
});

describe('special categories, session 13: a fine written amount first, thousands grouped by a space', () => {
  check([
    ['SAPS 69 result for Thabo Mokoena: theft, 2019, R4 000 or 8 months.', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:R4 000 or 8 months']],
    ['SAPS 69 - previous convictions\nName: Sipho Dlamini\n1. common assault - R1 500 fine', ['CRIMINAL_RECORD:common assault', 'CRIMINAL_RECORD:R1 500 fine']],
    ['Name,Offence,Sentence\nMusa Danjuma,theft,3 months or N20,000 fine', ['CRIMINAL_RECORD:theft', 'CRIMINAL_RECORD:3 months or N20,000 fine']],
  ]);
  check([
    // negatives: an amount and a fine word that sentence no one; a price with a space-grouped amount
    ['Littering now carries an R1 000 fine in the city, the council said.', []],
    ['Thabo Mokoena paid R4 000 for a fine new suit.', []],
    // adversarial: a space-grouped amount followed by another number is no thousands group of it
    ['Sipho Dlamini paid R4 000 2019 rates.', []],
  ]);
});

describe('special categories, session 13: a listed church named with its article', () => {
  check([
    // positives: "the" before a listed church's own name is part of how the name is written
    ['Grace Wambui was confirmed into the Church of Scotland on Sunday.', ['RELIGION:Church of Scotland']],
    ['Her mother is a member of the Church of Pentecost in Kumasi.', ['RELIGION:Church of Pentecost']],
  ]);
  check([
    // negatives: a faith word after "the" still names a body or building, not a belief
    ['Musa Danjuma walked past the Catholic Church on his way home.', []],
    ['The Christian Council of Ghana met Peter Otieno on Monday.', []],
    // adversarial: the church named in a general statement is no one's membership
    ['The Church of Pentecost has thousands of members in Ghana.', []],
  ]);
});

describe('special categories, session 13: the Nazareth Baptist Church by its isiZulu name, whatever its prefix', () => {
  check([
    ['USipho ulilungu leBandla lamaNazaretha kusukela ngo-2019.', ['RELIGION:lamaNazaretha']],
    ['She belongs to amaNazaretha and goes to Ebuhleni every July.', ['RELIGION:amaNazaretha']],
  ]);
  check([
    // negatives: the church named in a general statement; the word ibandla alone (any congregation or assembly)
    ['AmaNazaretha amaningi aya eNhlangakazi njalo ngoJanuwari, kusho iphephandaba.', []],
    ['USipho ulilungu lebandla lomculo.', []],
    // adversarial: a name that only starts like it
    ['Nazareth Mokoena works at the clinic.', []],
  ]);
});

describe('special categories, session 13: an office in a listed union after its name', () => {
  check([
    ['Comrade Musa Danjuma, NUT state secretary, addressed the congress.', ['TRADE_UNION:NUT state secretary']],
    ['Grace Wambui was elected KNUT branch treasurer for Nakuru.', ['TRADE_UNION:KNUT branch treasurer']],
    ['Herr Jan Bauer ist gewerkschaftlicher Vertrauensmann im Werk Kassel.', ['TRADE_UNION:gewerkschaftlicher Vertrauensmann']],
  ]);
  check([
    // negatives: an office after a word that only looks like a union ("unite" as a verb), a company secretary
    ['We must unite branch secretary duties under one post, said Peter Otieno.', []],
    ['Musa Danjuma is the company secretary of Dangote Cement.', []],
    // adversarial: a non-union Vertrauensperson (a school's confidant) is no union office
    ['Frau Keller ist Vertrauensperson der Schule.', []],
  ]);
});

describe('special categories, session 13: HL7 result segments of a message about one patient', () => {
  check([
    // positives: the observation naming a health term and its value, numeric or coded
    ['MSH|^~\\&|LAB|KNH|EMR|KNH|20240101||ORU^R01|1|P|2.5\nPID|1||H-20931||Grace Wambui||19900101|F\nOBX|1|NM|CD4^CD4 count||480|cells/uL|||||F', ['HEALTH:CD4^CD4 count||480']],
    ['PID|1||77120||Peter Otieno\nOBX|1|ST|HIVAB^HIV 1/2 antibody||REACTIVE|||A', ['HEALTH:HIVAB^HIV 1/2 antibody||REACTIVE']],
  ]);
  check([
    // negatives: an observation naming no term; OBX segments with no PID (a kit's sample message about no patient)
    ['PID|1||77120||Peter Otieno\nOBX|1|NM|K^Potassium||4.1|mmol/L', []],
    ['OBX|1|NM|CD4^CD4 count||480|cells/uL|||||F', []],
    // adversarial: an OBX with an empty value is no result; its terms are left to the other rules (here the name on the PID line)
    ['PID|1||77120||Peter Otieno\nOBX|1|NM|CD4^CD4 count|||cells/uL', ['HEALTH:CD4', 'HEALTH:CD4 count']],
  ]);
});

describe('special categories, session 13: a Pidgin arrest that names the person it is about', () => {
  check([
    ['You hear say dem arrest Bola for 419 for Ikeja?', ['CRIMINAL_RECORD:arrest Bola for 419']],
    ['Police don arrest Emeka again for fraud, abeg pray for am.', ['CRIMINAL_RECORD:arrest Emeka again for fraud']],
    ['dem arrest am for drink driving.', ['CRIMINAL_RECORD:arrest am for drink driving']],
  ]);
  check([
    // negatives: arrests of no one in particular
    ['Dem dey arrest people for 419 every day for Lagos.', []],
    ['Police go arrest anybody wey dey sell fake drugs.', []],
    // adversarial: a capitalised place after the verb is no person ("dem arrest for Ikeja" has no object)
    ['Na so dem arrest for Ikeja yesterday, na wa.', []],
  ]);
});

describe('special categories, session 13: a Muslim school of law or Sufi order', () => {
  check([
    ['Member profile\nName: Halima Yusuf\nReligion: Islam\nSect: Tijaniyya', ['RELIGION:Islam', 'RELIGION:Tijaniyya']],
    ['Mosque register\nName: Musa Danjuma\nMadhhab: Maliki', ['RELIGION:Maliki']],
    ['Musa Danjuma is Qadiriyya, like his father.', ['RELIGION:Qadiriyya']],
  ]);
  check([
    // negatives: 'Sect' as a section with no faith in its value; Maliki as a family name
    ['Exam slip\nName: Peter Otieno\nSect: B\nRoom: 4', []],
    ['Mr Nouri Maliki met Peter Otieno on Monday.', []],
    // adversarial: a school of law named in a general statement
    ['The Hanafi school is followed by most Muslims in South Asia.', []],
  ]);
});

describe('special categories, session 13: an election agent is the subject of an accreditation card', () => {
  check([
    ['Accreditation card\nCounting agent: Grace Wambui\nParty: ODM\nPolling station: Kibera Primary', ['POLITICAL_AFFILIATION:ODM']],
    ['Election day pass\nAgent: Musa Danjuma\nRole: Labour Party polling agent, unit 3', ['POLITICAL_AFFILIATION:Labour Party']],
  ]);
  check([
    // negatives: a card with no agent or subject names a party as an organiser, not anyone's affiliation
    ['Accreditation card\nIssued by: ODM secretariat\nValid for the 2022 elections', []],
    ['Polling station notice\nParty agents: one per party\nOpening: 6am', []],
    // adversarial: an estate agent's form names no party
    ['Letting form\nAgent: Peter Otieno\nProperty: 2-bed flat, Westlands', []],
  ]);
});

describe('special categories, session 13: a companion field on a form whose own field is filled', () => {
  check([
    ['Probation file\nName: Peter Otieno\nOffence: burglary\nSentence: 2 yrs susp.', ['CRIMINAL_RECORD:burglary', 'CRIMINAL_RECORD:2 yrs susp']],
    ['Probation file\nName: Peter Otieno\nOffence: burglary\nDisposal: 12 month CO with RAR', ['CRIMINAL_RECORD:burglary', 'CRIMINAL_RECORD:12 month CO with RAR']],
    ['Declaration of interests\nName: Grace Wambui\nParty membership: ODM\nOffices held: ward treasurer', ['POLITICAL_AFFILIATION:ODM', 'POLITICAL_AFFILIATION:ward treasurer']],
  ]);
  check([
    // negatives: a companion field alone (a grammar exercise's sentence, a job's position) names nothing
    ['Grammar exercise\nName: Peter Otieno\nSentence: The quick brown fox jumps over the lazy dog', []],
    ['Job application\nName: Grace Wambui\nPosition held: senior accountant', []],
    // adversarial: a companion answered with nothing
    ['Probation file\nName: Peter Otieno\nOffence: burglary\nSentence: none recorded', ['CRIMINAL_RECORD:burglary']],
  ]);
});

describe('special categories, session 13: OCR-confused look-alikes read as the known word', () => {
  check([
    // positives: digits for letters in a label, a term, a value; a capital I read as a lower-case l
    ['DlSCHARGE N0TE\nPat1ent: Grace Wambui\nD1agnos1s: Hypert3nsion', ['HEALTH:Hypert3nsion']],
    ['B1O-DATA\nName: Musa Danjuma\nRe1igion: Cathol1c', ['RELIGION:Cathol1c']],
    ['LAB SLlP\nName: Peter Otieno\nFindings: HlV reactive', ['HEALTH:HlV reactive']],
  ]);
  check([
    // negatives: identifiers and codes with digits among letters read as no known word
    ['Ref: SW1A 1AA, unit B4C, model X500 for Peter Otieno', []],
    ['Name: Grace Wambui\nLocker: A1B2', []],
    // adversarial: a word with a digit that reads as two known words is left as written
    ['Name: Musa Danjuma\nNote: 5ex', []],
  ]);
  it('keeps every offset: the read text has the length of the original', () => {
    const text = 'D1agnos1s: Hypert3nsion; HlV; Re1igion; SW1A 1AA';
    const read = fixConfusedWords(text, specialLexicon().readable);
    assert.equal(read?.length, text.length);
    assert.equal(read, 'Diagnosis: Hypertension; HIV; Religion; SW1A 1AA');
    assert.equal(fixConfusedWords('She has diabetes since 2019.', specialLexicon().readable), null);
  });
  it('leaves a word whose lower case is longer as written, so the spans after it keep their offsets', () => {
    // 'İ' lower-cases to 'i' and a combining dot: read as 'Diagnosis' the text would be one character longer.
    const text = 'Patient: Kofi Mensah\nDİagnos1s: HIV positive, on ART since 2019.';
    assert.equal(fixConfusedWords(text, specialLexicon().readable), null);
    const spans = detectSpecial(text).map((s) => text.slice(s.start, s.end));
    assert.ok(spans.includes('HIV positive'), spans.join(' | '));
  });
});

describe('special categories, session 13: serving a sentence, release from a named prison', () => {
  check([
    ['Parole note: Peter Otieno is serving a life sentence for murder.', ['CRIMINAL_RECORD:serving a life sentence for murder']],
    ['Reference: Musa Danjuma served 3 years in Kuje and has been out since 2019.', ['CRIMINAL_RECORD:served 3 years in Kuje']],
    ['Certificate: Grace Wambui was discharged from Langata Women Prison on 2 May.', ['CRIMINAL_RECORD:discharged from Langata Women Prison']],
  ]);
  check([
    // negatives: service that is no sentence, release from a hospital
    ['Peter Otieno served 2 years in Lagos as a youth corps member.', []],
    ['Grace Wambui was discharged from Kenyatta National Hospital on 2 May.', []],
    // adversarial: a sentence in grammar, served by no one
    ['A life sentence was abolished for theft in 1990, the report says.', []],
  ]);
});

describe('special categories, session 13: every word of an option left unticked', () => {
  check([
    // positives: the ticked option stays, whatever its words
    ['Equality form - Grace Wambui\nSexual orientation: [ ] Heterosexual [X] Gay/lesbian [ ] Bisexual', ['SEXUAL_ORIENTATION:Gay/lesbian']],
  ]);
  check([
    // negatives: a later word of an unticked option ("lesbian" in "Gay/lesbian", "woman/lesbian")
    ['Equality form - Grace Wambui\nSexual orientation: [ ] Heterosexual [ ] Gay/lesbian [ ] Bisexual [X] Prefer not to say', []],
    ['Sexual orientation\n[ ] Gay woman/lesbian\n[X] Prefer not to say\nName: Halima Yusuf', []],
    // adversarial: a term after a colon that follows an unticked box is another field's value
    ['Patient: Peter Otieno\n[ ] Smoker  Diagnosis: asthma', ['HEALTH:asthma']],
  ]);
});

describe('special categories, session 13: a health word as a rate\'s unit', () => {
  check([
    // negatives: a risk per pregnancy is counselling, not a pregnancy
    ['Counselling note: Grace Wambui and her partner are both HbAS; a 1 in 4 risk per pregnancy was explained.', ['GENETIC:HbAS']],
    ['Musa Danjuma (genotype AS) was told of a 1 in 4 chance of an SS child in each pregnancy.', ['GENETIC:AS']],
  ]);
  check([
    // positives beside them: a pregnancy that is someone's
    ['Grace Wambui reports her second pregnancy is going well.', ['HEALTH:pregnancy']],
    // adversarial: 'per' inside a phrase before the term does not block it
    ['As per the scan, Halima Yusuf has a pregnancy of 12 weeks.', ['HEALTH:pregnancy', 'HEALTH:12 weeks']],
  ]);
});

describe('special categories, session 13: an initial before a name ends no sentence', () => {
  const sentences = (t: string): string[] => sentenceSpans(t).map(([a, b]) => t.slice(a, b).trim());
  it('keeps "M. Owen Davies" and "Dr M. Jansen" inside their sentence', () => {
    assert.deepEqual(sentences('Mutation F508del chez M. Owen Davies. Suivi en mars.'), ['Mutation F508del chez M. Owen Davies.', 'Suivi en mars.']);
    assert.deepEqual(sentences('Seen by Dr M. Jansen today.'), ['Seen by Dr M. Jansen today.']);
  });
  it('still ends a sentence at a capital letter before a word that is no name', () => {
    assert.deepEqual(sentences('She had hepatitis B. The test was repeated.'), ['She had hepatitis B.', 'The test was repeated.']);
  });
  check([
    ['Résultat : mutation F508del à l\'état hétérozygote chez M. Peter Otieno.', ['GENETIC:F508del', 'GENETIC:hétérozygote']],
    // negative: a condition in a general sentence before a capital letter and a non-name stays general
    ['Vaccination protects against hepatitis B. The campaign starts in May.', []],
  ]);
});

describe('special categories, session 13: Kenyan denominations in Swahili and by acronym', () => {
  check([
    ['Baraka Mwangi ni Mkristo wa kanisa la ACK na ni mzee wa kanisa.', ['RELIGION:Mkristo', 'RELIGION:ACK']],
    ['Juma Otieno anasali katika kanisa la Kimethodisti kila Jumapili.', ['RELIGION:Kimethodisti']],
  ]);
  check([
    // negatives: a church of a place, the acronym in lower case, an acronym in a general statement
    ['Juma alienda kanisa la mtaa jana.', []],
    ['The aic value of the model was lower.', []],
    // adversarial: the acronym as a document code with no person
    ['Form ACK-2 must be returned by Friday.', []],
  ]);
});

describe('special categories, session 13: CBT as a treatment', () => {
  check([
    ['Occupational health: Grace Wambui has panic attacks and is having CBT weekly.', ['HEALTH:panic attacks', 'HEALTH:CBT']],
  ]);
  check([
    // negatives: a computer-based test, the letters in lower case
    ['Musa Danjuma wrote his JAMB CBT exam in Kaduna.', []],
    ['Peter Otieno booked a cbt slot for his motorbike licence.', []],
    // adversarial: the acronym in a general statement
    ['CBT is offered to patients with anxiety across the region.', []],
  ]);
});

describe('special categories, session 13: a general word opening a hyphenated compound', () => {
  check([
    ['Ward round: Peter Otieno, bed 4. Day 2 of IV ceftriaxone for community-acquired pneumonia.', ['HEALTH:ceftriaxone', 'HEALTH:pneumonia']],
  ]);
  check([
    // negatives: the same word standing alone still makes a sentence general
    ['Pneumonia cases rose in the community this winter.', []],
    ['Most patients with pneumonia recover at home.', []],
    // adversarial: a hyphen with a space after it is a dash, not a compound
    ['Pneumonia in the community - a rising burden.', []],
  ]);
});

describe('special categories, session 13: a haplogroup with its code', () => {
  check([
    ['Grace Wambui did an ancestry test; her maternal haplogroup is L3e2.', ['GENETIC:L3e2']],
    ['ancestry_export - Peter Otieno\nhaplogroup_y: E1b1a\nhaplogroup_mt: L2a1', ['GENETIC:E1b1a', 'GENETIC:L2a1']],
  ]);
  check([
    // negatives: a haplogroup in a general statement, the word with no code
    ['Haplogroup L2a1 is common across West Africa.', []],
    ['Musa Danjuma asked what a haplogroup is.', []],
    // adversarial: a code-like word after the word that is no code (no digit after its first letter)
    ['Peter Otieno read that haplogroup Eve is a myth.', []],
  ]);
});

describe('special categories, session 13: a kinship result as a probability or index', () => {
  check([
    ['Estate matter: the DNA report for Grace Wambui shows a 99.7% probability of siblingship with the deceased.', ['GENETIC:99.7% probability of siblingship']],
    ['Family reunion DNA test: Musa Danjuma confirmed as half sibling (sibship index 58).', ['GENETIC:confirmed as half sibling', 'GENETIC:sibship index 58']],
  ]);
  check([
    // negatives: a probability about no DNA; a kinship statistic in a general statement
    ['There is a probability of 60% that Peter Otieno will pass the exam.', []],
    ['Labs report a 99% probability of paternity in most DNA cases they test.', []],
    // adversarial: an index with no kinship word
    ['Peter Otieno has a body mass index of 31.', []],
  ]);
});

describe('special categories, session 13: a forensic DNA match with its strength', () => {
  check([
    ['Lab report: the swab from the door matched Peter Otieno, with a random match probability of 1 in 10 million.', ['GENETIC:random match probability of 1 in 10 million']],
    ['DNA test: samples from Grace Wambui and the child show a match at all 21 loci.', ['GENETIC:a match at all 21 loci']],
  ]);
  check([
    // negatives: a match of no person; a match at all venues (no loci)
    ['Kits now reach a random match probability of 1 in 1 billion on average, the vendor says.', []],
    ['Musa Danjuma watched a match at all 12 venues this season.', []],
    // adversarial: loci counted with no match
    ['The kit types 15 loci in one run.', []],
  ]);
});

describe('special categories, session 13: a Pidgin catch that names the person caught', () => {
  check([
    ['You know say Bola don waka before? Dem catch am for fraud for 2019.', ['CRIMINAL_RECORD:catch am for fraud for 2019']],
  ]);
  check([
    // negatives: catching with no one named, a thief in general
    ['Dem catch thief for market yesterday, na wa.', []],
    ['Dem dey catch people for road every day.', []],
    // adversarial: catching a bus
    ['I no fit catch am for time, the bus don go.', []],
  ]);
});

describe('special categories, session 13: rest a clinician prescribes', () => {
  check([
    ['Medical certificate: Peter Otieno was seen today with malaria. He is advised 3 days bed rest.', ['HEALTH:malaria', 'HEALTH:3 days bed rest']],
    ['Sick note: Grace Wambui is advised to rest for 7 days.', ['HEALTH:advised to rest for 7 days']],
  ]);
  check([
    // negatives: rest no one prescribed; bed rest in a general statement
    ['Musa Danjuma and his team will rest for 5 days in Mombasa.', []],
    ['Doctors often recommend 2 days bed rest for most people with flu.', []],
    // adversarial: a number of days with no rest
    ['Peter Otieno was advised to travel for 5 days.', []],
  ]);
});

describe('special categories, session 13: a delivery and its mode', () => {
  check([
    ['Grace Wambui was admitted in active labour and had a spontaneous vaginal delivery at 04:10.', ['HEALTH:active labour', 'HEALTH:spontaneous vaginal delivery']],
    ['Claim line | Member: Halima Yusuf | Procedure: NVD | Amount: 45,000.00', ['HEALTH:NVD']],
  ]);
  check([
    // negatives: deliveries of goods, the letters in lower case, a general statement
    ['Musa Danjuma signed for the delivery of 40 cartons at the depot.', []],
    ['Most women in the region have a normal vaginal delivery, the report says.', []],
    // adversarial: SVD as a data-science abbreviation with no person
    ['The model uses an SVD of the matrix.', []],
  ]);
});

describe('special categories, session 13: attending Alcoholics Anonymous', () => {
  check([
    ['Probation report: Peter Otieno is a recovering alcoholic who attends AA weekly.', ['HEALTH:alcoholic', 'HEALTH:AA weekly']],
  ]);
  check([
    // negatives: the Pidgin 'na' after attend, an AA battery, the Automobile Association
    ['Emeka dey attend na church for Sunday.', []],
    ['Grace Wambui bought two AA batteries for the torch.', []],
    // adversarial: AA named with no attendance
    ['Musa Danjuma renewed his AA road cover.', []],
  ]);
});
