// Session 10 (sets 16 and 17 as development): classes that generalise beyond one author's wording, each beside
// negatives (general statements, other senses) and adversarial texts that must not fire.
// Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { detectSpecial } from '../../../src/detect/special/index.js';
import { found } from './labelledTexts.js';

const check = (cases: [string, string[]][]): void => {
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));
};
const none = (texts: string[]): void => {
  for (const text of texts) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));
};

describe('session 10: a party named in full or by an unambiguous acronym, in a sentence about one person', () => {
  check([
    ['Kwesi Boadu was the NPP youth organiser for Tema East until March.', ['POLITICAL_AFFILIATION:NPP']],
    ['Our records show Mrs Wairimu Kamau stood for the Orange Democratic Movement in the ward race.', ['POLITICAL_AFFILIATION:Orange Democratic Movement']],
    ['Thanks, Lindiwe, for your pledge to the Economic Freedom Fighters fund.', ['POLITICAL_AFFILIATION:Economic Freedom Fighters']],
    ['Uche don decamp from APGA go APC last week.', ['POLITICAL_AFFILIATION:APGA', 'POLITICAL_AFFILIATION:APC']],
    ['He defects to the SNP after twenty years.', ['POLITICAL_AFFILIATION:SNP']],
    // frame-only acronyms (PDP, LP) after every form of decamp/defect, Pidgin 'decamp from X go Y'
    ['Kemi don decamp from PDP go LP.', ['POLITICAL_AFFILIATION:PDP', 'POLITICAL_AFFILIATION:LP']],
    ['Mr Obi defects to the PDP.', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none([
    // news about no one, a party event, a place or state word after the party, an acronym with another sense
    'The APC won the governorship election in Kogi.',
    'The SPD national convention holds in Bonn next month.',
    'Mrs Okafor walked past the ANC offices on her way to work.',
    'Mr Dlamini criticised the ANC government for load-shedding.',
    "Kemi's personal development plan (PDP) was reviewed on Monday.",
    // 'Labour' alone is also childbirth: frame-only
    'She was admitted in labour to the maternity ward.',
    // adversarial: a gene, and an export row of statistics keyed by region
    'Colonoscopy found polyps in Mr Tetteh; APC testing is planned.',
    '{"id": 7, "region": "Ashanti", "party": "NPP", "seats": 31}',
  ]);
  check([['Mr Tetteh carries an APC mutation.', ['GENETIC:APC mutation']]]);
});

describe('session 10: ethnic origin from a fuller list of groups and from origin nouns', () => {
  check([
    ['Incident log: complainant Grace Obi, Somali heritage, was insulted at the market.', ['RACE:Somali']],
    ['Ama yɛ Ewe nipa.', ['RACE:Ewe']],
    ['Interview: Kojo Annan is Somali (Hawiye clan) and arrived in 2019.', ['RACE:Somali', 'RACE:Hawiye']],
    ['Mevrouw Jansen, van Molukse afkomst, woont in Utrecht.', ['RACE:Molukse']],
    ['He says the remarks targeted his Tamil background.', ['RACE:Tamil']],
    ['Mr Kariuki is Kipsigis.', ['RACE:Kipsigis']],
    ['Fiche : Sarah Bah, origine ethnique déclarée : Peul.', ['RACE:Peul']],
  ]);
  none([
    'Families of Somali heritage have lived in Cardiff since the 1890s.',
    'Somali heritage month starts on Monday.',
    'Ewe nipa pii wɔ Volta.',
    'Kipsigis land stretches from Kericho to Bomet.',
    // a place or ordinary word that is also a group's name is left out of the list
    'The Zuru road is closed.',
  ]);
});

describe('session 10: export rows keyed by a bare reference, template-hash columns', () => {
  check([
    ['ref,ethnic_group,faith\nHR-0098,Black African,Muslim', ['RACE:Black African', 'RELIGION:Muslim']],
    ['uid,name,template_hash\n77,Kwame Mensah,9a0f3c77e1b2', ['BIOMETRIC:9a0f3c77e1b2']],
  ]);
  none([
    // a reference column with an aggregate column is a statistic; a hash column with no subject or id column is no register
    'ref,region,faith,count\nT1,Volta,Muslim,120',
    'file,template_hash\nlogo.png,9a0f3c77e1b2',
  ]);
});

describe('session 10: medicine stems (WHO INN) and procedure endings, licensed like any term', () => {
  check([
    ['Mr Bello started donepezil last week.', ['HEALTH:donepezil']],
    ['She is on telmisartan and nebivolol.', ['HEALTH:telmisartan', 'HEALTH:nebivolol']],
    ['He takes dapagliflozin and vildagliptin.', ['HEALTH:dapagliflozin', 'HEALTH:vildagliptin']],
    ['Patiënt Eze krijgt amoxicilline.', ['HEALTH:amoxicilline']],
    ['Ama had a pyeloplasty in March.', ['HEALTH:pyeloplasty']],
    ['Radiology report: Yaw Mensah\nCT shows a small meningioma. Continue levetiracetam.', ['HEALTH:meningioma', 'HEALTH:levetiracetam']],
  ]);
  none([
    // a drug or procedure in a general statement, an ordinary word with a listed ending, a service's staff
    'Pharmacies ran out of amlodipine across the region, the ministry said.',
    'Pyeloplasty rates rose in 2021.',
    'The dichotomy between his view and hers is clear.',
    'Dr Ofori will lead the hypertension outreach in Tamale.',
    'The Community Mental Health Team meets on Fridays.',
  ]);
});

describe('session 10: offences and proceedings as statutes, courts and police write them, in the users\' languages', () => {
  check([
    ['Mr Adewale Ojo was charged at Yaba for advance fee fraud.', ['CRIMINAL_RECORD:advance fee fraud']],
    ['Kwabena Darko was arrested last month for galamsey near Tarkwa.', ['CRIMINAL_RECORD:was arrested', 'CRIMINAL_RECORD:galamsey']],
    ['Mtuhumiwa Juma alikamatwa kwa kosa la wizi wa simu.', ['CRIMINAL_RECORD:alikamatwa kwa kosa la wizi']],
    ['Umsolwa u-Sipho uboshwe ngecala lokweba imoto.', ['CRIMINAL_RECORD:uboshwe ngecala lokweba']],
    ['Verdachte Jan Bakker is veroordeeld wegens witwassen.', ['CRIMINAL_RECORD:veroordeeld wegens witwassen']],
    // a value block under a label that ends its line with a colon, in a form about one subject
    ['Vetting record\nApplicant: Ama Owusu\nConvictions recorded:\n2019, Accra Circuit Court, handling stolen goods', ['CRIMINAL_RECORD:handling stolen goods']],
    // the same form with CRLF line ends (a Windows e-mail or export): the label line ends in ':' then CR
    ['Vetting record\r\nApplicant: Ama Owusu\r\nConvictions recorded:\r\n2019, Accra Circuit Court, handling stolen goods', ['CRIMINAL_RECORD:handling stolen goods']],
    // a word on the next line is another field's, never a blocker of this one
    ['Vetting outcome\nCandidate: Yaw Boateng\nInformation: caution, 2020, criminal damage\nDecision: proceed', ['CRIMINAL_RECORD:criminal damage']],
  ]);
  none([
    // a statement of no record, an empty value, a juror, a register's heading, a general statement
    'This is to certify that Ama Owusu has no criminal record in our files.',
    'Standard DBS check\nName: Yaw Boateng\nConvictions: NONE RECORDED',
    'Bulletin n°3\nNom : Awa Diallo\nCondamnations : Néant',
    'Kofi Mensah sat on the jury in a fraud trial last year.',
    'Parole board decision: hearing adjourned to May.',
    'Wizi umeongezeka mjini, polisi wanasema.',
    'Galamsey is destroying rivers across the Western Region.',
  ]);
});

describe('session 10: membership of a named place of worship in the record languages, alms, congregation roles, conversion', () => {
  check([
    ['Mevrouw Anna de Boer is lid van de Gereformeerde Kerk in Zwolle.', ['RELIGION:Gereformeerde Kerk']],
    ['Mr Hassan Ali is a life member of the Sikh Gurdwara in Leicester.', ['RELIGION:Sikh Gurdwara']],
    ['Mrs Amina Bello paid zakat before the Eid prayers.', ['RELIGION:zakat']],
    ['Mr Kwame Asare is a church elder at St Mark\'s.', ['RELIGION:church elder']],
    ['My sister Abena gave her life to Christ at the crusade.', ['RELIGION:gave her life to Christ']],
    ['Mr Thabo Nkosi declined Saturday shifts on religious grounds.', ['RELIGION:on religious grounds']],
    ['Lohnabrechnung: Jonas Weber\nKirchensteuermerkmal: ev', ['RELIGION:ev']],
  ]);
  none([
    // doctrine, a building as a place, an election of a role in general
    'Zakat is one of the five pillars of Islam.',
    'The Gereformeerde Kerk in Zwolle opens at nine.',
    'The church elder election is on Sunday.',
  ]);
});

describe('session 10: genetic results in more notations, orientation nouns and same-sex spouses, absent findings', () => {
  check([
    ['Pharmacogenomics - Ama Ofori\nCYP2D6: *4/*4 (poor metaboliser)', ['GENETIC:CYP2D6: *4/*4', 'GENETIC:poor metaboliser']],
    ["Mr Kofi Boateng's result shows 42 CAG repeats in the HTT gene.", ['GENETIC:42 CAG repeats', 'GENETIC:HTT gene']],
    ['Kwesi na SS, him genotype no match with mine.', ['GENETIC:SS']],
    ['STR profile of Ama Ofori shows a full-sibling relationship with the sponsor.', ['GENETIC:full-sibling relationship']],
    ['Frau Müller lebt mit ihrer Ehefrau in Köln.', ['SEXUAL_ORIENTATION:ihrer Ehefrau']],
    ['Signalement : M. Diallo insulté en raison de son homosexualité.', ['SEXUAL_ORIENTATION:homosexualité']],
    ['Counselling note\nClient: Ama Ofori\nRisk: no suicidal ideation; low mood since May', ['HEALTH:low mood']],
  ]);
  none([
    "Huntington's disease is caused by 36 or more CAG repeats.",
    'He is SS.',
    'Homosexuality was decriminalised in 1967.',
    'Patient denies chest pain.',
  ]);
});

describe('session 10: symptoms and impairments, clinical measures, HL7 positive results', () => {
  check([
    ['Mrs Ama Ofori reports fatigue and brain fog since March.', ['HEALTH:fatigue', 'HEALTH:brain fog']],
    ['Mr Yaw Mensah has left-sided weakness after the fall.', ['HEALTH:left-sided weakness']],
    ['Eye clinic: Mr Kwaku Asare, IOP 31 mmHg on the left.', ['HEALTH:IOP 31']],
    ['MSH|^~\\&|LIS|LAB\nPID|1||5521||Esi Owusu||19900101|F\nOBX|1|ST|HCVAB||REACTIVE||||||F', ['HEALTH:REACTIVE']],
  ]);
  none([
    'Fatigue is common after viral infections.',
    'The INR test costs 5 cedis at the pharmacy.',
    'OBX|1|ST|HBsAg||NEGATIVE||||||F',
    '<form><allergy>none</allergy></form>',
  ]);
});

describe('session 10: unions named in full or by an unambiguous acronym; classification after an ethnic ascription', () => {
  check([
    ['Vakbondslid Emeka Nwosu (FNV) is aanwezig bij het gesprek.', ['TRADE_UNION:Vakbondslid', 'TRADE_UNION:FNV']],
    ['Payroll deductions\nName\tBasic\tUnion dues\nKofi Boateng\t42,000\tGNAT 420', ['TRADE_UNION:Union dues', 'TRADE_UNION:GNAT']],
    ['Mr Thabo Molefe has been a COSATU shop steward since 2019.', ['TRADE_UNION:COSATU shop steward']],
    ['Abena Asante is as Kleurling geklassifiseer in die ou register.', ['RACE:Kleurling']],
  ]);
  none([
    'Mr Dlamini read the COSATU statement on the radio.',
    'The NAGRAT strike entered its third day.',
    'SMS from GNAT Tamale: the office closes at noon.',
  ]);
});

describe('session 10: the form-line checks read each line once', () => {
  it('every term of a long one-line form body is found (its cost: bench:worst-case)', () => {
    const text = `STAFF FORM\nName: Ama Owusu\n${'notes | Muslim | x=1 | '.repeat(500)}`;
    assert.equal(detectSpecial(text).length, 500);
  });
  it('a line start is found for a term on the first line, a later line, and right after a line break', () => {
    assert.deepEqual(found('MEMBER CARD\nName: Ama Owusu\nFaith: Muslim'), ['RELIGION:Muslim']);
    assert.deepEqual(found('MEMBER CARD\nName: Ama Owusu\nnotes | Muslim'), ['RELIGION:Muslim']);
  });
});
