// Session 11, second round (set 21 as development): structural classes of membership and belief — a role after a
// listed union, a party written with 'Party', a listed party in brackets after a person, the morphology of the cue
// languages, a ledger row of a payslip. Each rule is tested on sentences written for this file, none taken from any
// set: a positive, a negative (a general statement or another sense) and an adversarial case.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: Array<[string, string[]]>): void => {
  for (const [text, want] of cases) it(text.replace(/\n/g, ' / '), () => assert.deepEqual(found(text), want));
};

describe('special categories: a role headed by rep, officer or steward after a listed union is an office in it', () => {
  check([
    ['Staff file: Kwabena Osei, PCS equality officer, requested a meeting.', ['TRADE_UNION:PCS equality officer']],
    ['Minutes: Ruth Achieng, KNUT gender liaison, took notes.', ['TRADE_UNION:KNUT gender liaison']],
    // negatives: a programme of the union is news about no one
    ['The GMB learning reps programme trained 400 workers last year.', []],
    // adversarial: the verb 'unite' is not the union Unite
    ['We must unite health and safety rep meetings with the board, said Kwabena Osei.', []],
  ]);
});

describe("special categories: French 'délégué(e) X' names the union without 'syndical'", () => {
  check([
    ['Dossier : Amadou Diallo, représentante CGT au comité.', ['TRADE_UNION:représentante CGT']],
    ['Le délégué du personnel Amadou Diallo a signé.', []],
  ]);
});

describe("special categories: a party written with 'Party' after a membership frame", () => {
  check([
    ['Screening memo: Peter Otieno was a member of the Green Party from 2001.', ['POLITICAL_AFFILIATION:Green Party']],
    ['Vetting: Anna Kowalczyk was a member of the Socialist Party in the 1990s.', ['POLITICAL_AFFILIATION:Socialist Party']],
    ['Screening memo: Peter Otieno was a member of the party committee.', []],
    // adversarial: a general statement about many people
    ['Thousands of people joined the Communist Party in 1950.', []],
  ]);
});

describe('special categories: a party in the cue languages and in brackets after a person', () => {
  check([
    ["Ahmed Bello yana goyon bayan jam'iyyar APC tun 2019.", ['POLITICAL_AFFILIATION:APC']],
    ['UThemba Zulu uyilungu elizinikele le-ANC.', ['POLITICAL_AFFILIATION:ANC']],
    ['Candidate list: Amara Obi (APC), Chidi Nwosu (PDP).', ['POLITICAL_AFFILIATION:APC', 'POLITICAL_AFFILIATION:PDP']],
    ['Agent: Wanjiru Kamau (Jubilee)\nPolling station 14', ['POLITICAL_AFFILIATION:Jubilee']],
    // negatives: a bracketed word that is not a party, a cost heading
    ['Hours worked (Labour) 40.', []],
    ['Agent: Wanjiru Kamau (jubilee)\nPolling station 14', []],
  ]);
});

describe('special categories: a ledger row of a form about one subject is a form line', () => {
  check([
    ['PAYSLIP - Amina Yusuf\nBasic 120,000.00\nNUT dues 1,200.00\nNet 110,000.00', ['TRADE_UNION:NUT']],
    // negatives: a row without an amount, a budget about no one
    ['PAYSLIP - Amina Yusuf\nBasic 120,000.00\nPaid to NUT on 12 May', []],
    ['Budget 2024\nNUT dues collected 1,200,000.00 in total', []],
  ]);
});

describe("special categories: 'race' before a census category, with no separator", () => {
  check([
    ['HR equality return - Thandi Mokoena: race Coloured, gender F, band C.', ['RACE:Coloured']],
    ['The race white paper was published by the ministry.', []],
  ]);
});

describe('special categories: a sub-tribe or clan after an ascription, Swahili ukoo wa X, a parent named then given an origin', () => {
  check([
    ['Sworn statement: I, Peter Kiprop, am a Kipsigis of the Talai clan.', ['RACE:Kipsigis', 'RACE:Talai']],
    ['Mimi ni Juma Otieno, ukoo wa Kagwa.', ['RACE:Kagwa']],
    ['Foster file: birth father Kwesi Mensah, Fante; mother unknown.', ['RACE:Fante']],
    // negatives: a sub-tribe as a topic, a kinship word after ukoo, a place after the parent's name
    ['Peter Kiprop wrote a history of the Nandi sub-tribe.', []],
    ['Juma Otieno alisema ukoo wa mama yake ni mkubwa.', []],
    ['Foster file: birth father Kwesi Mensah, Accra; mother unknown.', []],
    // adversarial: 'of the' after an ascription that names no sub-group
    ['Statement: Peter Kiprop is a Luo of the old school.', []],
  ]);
});

describe('special categories: a diet or religious-requirement field, German church-tax codes, a church elder', () => {
  check([
    ['Meal form\nName: Yusuf Ali\nDiet: halal', ['RELIGION:halal']],
    ['Gehaltsabrechnung Jonas Weber: Konfession ev, Steuerklasse III', ['RELIGION:ev']],
    ['Kojo Mensah, elder of the Methodist Church, Kumasi.', ['RELIGION:Methodist Church']],
    // negatives: another diet, a canteen serving everyone, an empty code, 'elder' as the older one
    ['Meal form\nName: Yusuf Ali\nDiet: low salt', []],
    ['The canteen serves halal and kosher meals to all staff.', []],
    ['Gehaltsabrechnung Jonas Weber: Konfession --, Steuerklasse III', []],
    ['The elder of the two brothers, Kojo Mensah, moved to Kumasi.', []],
  ]);
});

describe('special categories: biometric wording of the singular and hyphenated forms', () => {
  check([
    ['Staff note: Aisha Bello was enrolled with alama ya kidole gumba at the gate.', ['BIOMETRIC:alama ya kidole gumba']],
    ['Member record: Ama Owusu enrolled in face-match entry at the gym.', ['BIOMETRIC:face-match']],
    ['Call log: Kwame Boateng re-enrolled his voice biometric today.', ['BIOMETRIC:voice biometric']],
    // negatives: general statements about the systems
    ['Alama ya kidole gumba hutumika sana nchini.', []],
    ['Dear all, the face-match entry system will be offline tomorrow.', []],
  ]);
});

describe('special categories: a religious office held of something, an article worn as one’s own, Hausa sallar X', () => {
  check([
    ['HR note: Musa Danjuma was appointed chaplain to the regiment in 2020.', ['RELIGION:chaplain']],
    ['Emeka Nwosu is the general overseer of the church.', ['RELIGION:general overseer']],
    ['Ward note: Harjit Singh wishes to keep his kirpan with him on the ward.', ['RELIGION:kirpan']],
    ['Musa Danjuma yana sallar asuba kowace rana.', ['RELIGION:sallar asuba']],
    // negatives: the office described in general, another article, a rule for staff, another Hausa verb
    ['The role of an imam of a mosque is described in chapter 3.', []],
    ['Ward note: Grace Akinyi asked to keep her wedding ring on in theatre.', []],
    ['Theatre policy: staff may not wear their hijab loose in theatre.', []],
    ['Ina zuwa kasuwa yau, inji Musa Danjuma.', []],
  ]);
});

describe('special categories: a genotype of an indefinite person is advice, APOE alleles after the gene', () => {
  check([
    ['Genotype counselling: Bisi Ade is AS and must not marry someone who is AS.', ['GENETIC:AS']],
    ['Consumer DNA kit export for Ama Owusu: APOE genotype e4/e4.', ['GENETIC:APOE genotype e4/e4']],
    // negatives: advice to anyone, alleles in a general statement
    ['Genotype advice: anyone who is AS should not marry a partner who is AS.', []],
    ['The APOE e4 allele is common; e3/e4 carriers make up 25% of people.', []],
  ]);
});

describe('special categories: the census description after an ethnicity code, French gabarit n° X', () => {
  check([
    ['Custody record: Kwame Boateng, self-defined ethnicity B2 (African), officer-defined B2.', ['RACE:B2', 'RACE:African', 'RACE:B2']],
    ['Dossier de Owen Davies : empreintes digitales enregistrées, gabarit nº EMP-20931.', ['BIOMETRIC:empreintes digitales', 'BIOMETRIC:gabarit nº EMP-20931']],
    // negatives: a time in brackets after a code; a gabarit that is a jig
    ['Stop and search: Kwame Boateng, officer-defined W1 (stopped at 10:40).', ['RACE:W1']],
    ['Le salarié Owen Davies a commandé le gabarit n° 4471 pour la découpe du bois.', []],
  ]);
});

describe('special categories: an office held in a listed union is marked beside the union', () => {
  check([
    // session 34 (set 41 round): the office and the union it names are one span
    ['Memo: Halima Said was elected branch secretary of KNUT in 2022.', ['TRADE_UNION:branch secretary of KNUT']],
    ['Kwame Mensah, treasurer of the Unite branch, spoke.', ['TRADE_UNION:treasurer of the Unite']],
    // negatives: the verb 'unite', an office in a general statement
    ['Kwame Mensah is secretary of the unite group.', []],
    ['The treasurer of NUT will publish the accounts of thousands of members.', []],
  ]);
});

describe('special categories: an origin, a faith or a union in brackets after a person', () => {
  check([
    ['Witness statement: Ama Mensah (Ibibio) says he was told to leave.', ['RACE:Ibibio']],
    ['Groom: Kwame Mensah (Muslim, revert)\nBride: Amina S.', ['RELIGION:Muslim']],
    ['Strike roll: Abena Asante (NAGRAT) signed the register.', ['TRADE_UNION:NAGRAT']],
    // negatives: a people or groups in general, a sample size
    ['The Yoruba (people) live in the south west.', []],
    ['All staff (Muslim and Christian) may pray in room 4.', []],
    ['The survey of Ibibio (n=400) found high rates.', []],
    // adversarial: a union written in lower case is the word, not the union
    ['Strike roll: Abena Asante (unite) signed the register.', []],
  ]);
});

describe('special categories: an origin set off by commas after a name', () => {
  check([
    ['Sozialamt Leeds: Familie Priya Patel, Roma, fünf Kinder.', ['RACE:Roma']],
    ['Ward round: Adaeze Okonkwo, Fulani herdsman, speaks only Fulfulde.', ['RACE:Fulani']],
    ['Witness list: Chinedu Eze, APC polling agent, Hausa, alleges ballot snatching.', ['POLITICAL_AFFILIATION:APC', 'RACE:Hausa']],
    // negatives: languages and places listed after a name
    ['Kwame Mensah speaks English, Yoruba, Hausa and French.', []],
    ['Interpreter list: Kwame Mensah, Yoruba, Hausa.', []],
    ['Kwame Mensah visited Lagos, Yoruba, Kano.', []],
  ]);
});

describe('special categories: a union office in Swahili and French before the union', () => {
  check([
    // session 34 (set 41 round): the office and the union it names are one span
    ['Akosua ni katibu wa tawi wa GNAT hapa Accra.', ['TRADE_UNION:katibu wa tawi wa GNAT']],
    ['Amadou Diallo, secrétaire de la CGT au site de Lyon.', ['TRADE_UNION:secrétaire de la CGT']],
    // negatives: an office of an unnamed body, a union written in lower case
    ['Katibu wa tawi wa chama alisema mambo mengi.', []],
    ['Amadou Diallo, secrétaire de la unite de production.', []],
  ]);
});

describe("special categories: a rep or official 'from' a listed union", () => {
  check([
    ['Casework note: Daniel Hughes requested support; union rep from GMB present.', ['TRADE_UNION:union rep', 'TRADE_UNION:GMB']],
    // negatives: the union as a sender, a letter from the union
    ['SMS from NAGRAT Cape Coast: meeting moved to Friday.', []],
    ['Casework note: Daniel Hughes got a letter from GMB.', []],
  ]);
});
