// The special-category classes of session 18's second round (issue 15, set 27 as development data): care, home-care,
// palliative and therapy notes in Dutch, Afrikaans, German and French, and the drugs a care or dental record names
// as the reason for caution; each beside negatives that must not fire and texts that come close. Texts written for
// these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 18b: care and palliative words in nl, af, de, fr', () => {
  check([
    ['Mevrouw de Boer heeft oedeem aan haar enkels.', ['HEALTH:oedeem']],
    ['Mevrouw Jansen krijgt morfine voor de pijn.', ['HEALTH:morfine']],
    ['Dhr Visser heeft een decubitus op zijn hiel.', ['HEALTH:decubitus']],
    ['Mnr Botha ly aan demensie en hartversaking.', ['HEALTH:demensie', 'HEALTH:hartversaking']],
    ['Herr Weber hat seit dem Sturz eine Hemiparese links.', ['HEALTH:Hemiparese']],
    ['Frau Schulz klagt über Atemnot und Ödem an den Beinen.', ['HEALTH:Atemnot', 'HEALTH:Ödem']],
    ['Mme Lefèvre présente une dyspnée et une escarre au talon.', ['HEALTH:dyspnée', 'HEALTH:escarre']],
    ['M. Girard est suivi pour un cancer du pancréas.', ['HEALTH:cancer du pancréas']],
    ['Mme Roux souffre de fatigue chronique.', ['HEALTH:fatigue chronique']],
    ['Mrs Okoro was given midazolam for terminal agitation.', ['HEALTH:midazolam']],
    ['Herr Braun nimmt Phenprocoumon; Zahnextraktion nur in der Klinik.', ['HEALTH:Phenprocoumon']],
    ['Patient Amina Yusuf is on bisphosphonates; refer before any extraction.', ['HEALTH:bisphosphonates']],
    ['Kwesi Boateng has ascites from his liver disease.', ['HEALTH:ascites', 'HEALTH:liver disease']],
  ]);
  // negatives: the words said of no one (a leaflet, a price line, a policy)
  none([
    'Oedeem kan ontstaan door lang staan.',
    'Folder: wat is demensie? Informatie voor families.',
    'Midazolam 5 mg/ml, box of 10 ampoules, price list 2024.',
    'La dyspnée est un symptôme fréquent en soins palliatifs.',
  ]);
});

describe('special categories, session 18b: health numbers under "Medical ref" and a chart\'s "File:"', () => {
  check([
    ['Applicant: Grace Mwale\nMedical ref: PMC/2024/05512\nFindings: latent TB', ['HEALTH:PMC/2024/05512', 'HEALTH:latent TB']],
    ['Kwabena Osei, Medical No. KBTH-77120, was reviewed today.', ['HEALTH:KBTH-77120']],
    ['EYE CLINIC CHART\nPatient: Halima Sani\nFile: ABU/2019/33018\nDiagnosis: glaucoma', ['HEALTH:ABU/2019/33018', 'HEALTH:glaucoma']],
  ]);
  // close: a 'File:' on a record without any health label is a file, and a medical-aid member number is an insurer's
  none([
    'INVOICE\nCustomer: Halima Sani\nFile: INV/2023/4471\nAmount due: 400',
    'Medical aid no: 88120456 (Discovery), member Thandiwe Nkosi.',
  ]);
});

describe('special categories, session 18b: religious meal codes and a sacrament as an observance', () => {
  check([
    ['Passenger Yusuf Bello: special meal MOML, seat 32C.', ['RELIGION:MOML']],
    ['PNR 7QX2LM, Rachel Cohen, SSR KSML requested.', ['RELIGION:KSML']],
    ['Ward note: Teresa Mwangi requests anointing of the sick before theatre.', ['RELIGION:anointing of the sick']],
    // beside an outright faith word the faith is the datum and the sacrament its circumstance
    ['Ward note: Teresa Mwangi, Roman Catholic, requests anointing of the sick.', ['RELIGION:Roman Catholic']],
  ]);
  none([
    "The airline's meal codes include KSML for kosher and MOML for Muslim travellers.",
    'Special meals on this route: KSML, MOML, HNML.',
    'The catechism explains the anointing of the sick as one of seven sacraments.',
    'Order ref ksml-2231 shipped.',
  ]);
});

describe('special categories, session 18b: ancestry estimates, haplogroups, paternity findings, carrier traits', () => {
  check([
    ['DNA ancestry report for Wairimu Kamau\nAncestry: 55% Kenya, 30% Ethiopia & Eritrea', ['GENETIC:55% Kenya', 'GENETIC:30% Ethiopia & Eritrea']],
    ['Rapport ADN de Claire Petit\nOrigines : 70 % France, 20 % Maghreb', ['GENETIC:70 % France', 'GENETIC:20 % Maghreb']],
    ['Haplogroupe paternel : R1b pour Marc Leroy.', ['GENETIC:R1b']],
    ['Kojo Mensah: paternal haplogroup E-M2.', ['GENETIC:E-M2']],
    ['The DNA report shows that Peter Mwangi is excluded as biological father of the child.', ['GENETIC:biological father']],
    ['Lab note for baby of Ama Owusu: beta-thalassaemia trait detected.', ['GENETIC:beta-thalassaemia trait']],
  ]);
  // a share by origin with no DNA named is a statistic, and a title without a person names no one
  none([
    'Customers by origin: 40% Kenya, 35% Uganda, 25% Tanzania.',
    'Annual DNA kit sales report\nOrigins: 60% Kenya, 40% Uganda',
    'The court confirmed Peter as the biological father in the birth register.',
  ]);
});

describe('special categories, session 18b: out-of-court disposals, orders after offending, vein biometrics', () => {
  check([
    ['Tom Baker accepted a conditional caution for the damage to the bus shelter.', ['CRIMINAL_RECORD:conditional caution']],
    ['Outcome for Leah Green: community resolution, apology letter written.', ['CRIMINAL_RECORD:community resolution']],
    ['Gary Price is subject to sex offender notification until 2031.', ['CRIMINAL_RECORD:sex offender notification']],
    ['Vetting note: Kofi Mensah, domestic violence protection order in 2022.', ['CRIMINAL_RECORD:domestic violence protection order']],
    ['Kwaku Asare enrolled his palm-vein template at the gate.', ['BIOMETRIC:palm-vein']],
  ]);
  // the same words about no one: guidance, statistics, a product
  none([
    'Guidance: when a conditional caution is appropriate for adults.',
    'Community resolution figures rose by 4% in 2023.',
    'The new finger-vein reader costs 400 dollars.',
  ]);
});

describe('special categories, session 18b: party regalia, chants and sponsorship', () => {
  check([
    ['Yaw Boakye was beaten for wearing a CPP cap.', ['POLITICAL_AFFILIATION:CPP']],
    ['Chinedu Okeke: see you at the rally, APC for life!', ['POLITICAL_AFFILIATION:APC']],
    ['Nomination: Wanjiru Kamau is sponsored by the Wiper for ward representative.', ['POLITICAL_AFFILIATION:Wiper']],
    ['Baraka Otieno posted: Wiper for life, no retreat.', ['POLITICAL_AFFILIATION:Wiper']],
  ]);
  none([
    'ODM T-shirts were sold out at the market.',
    'Vendors printed APC caps and NDC scarves for the season.',
  ]);
});

describe('special categories, session 18b: a named clan, kindred or lineage of a person', () => {
  check([
    ['Succession claim: Chukwuma Eze of the Umudioka kindred asks for the family land.', ['RACE:Umudioka']],
    ['Abena Owusu, a member of the Aduana clan, gave evidence on the stool land.', ['RACE:Aduana']],
  ]);
  // a family's clan, a group's clan and a qualifier are no one's origin
  none([
    'John is the head of the Kennedy clan.',
    'Members of the Aduana clan met in Kumasi.',
    'Kofi Mensah married a woman of the same clan.',
  ]);
});

describe('special categories, session 18b: a payslip in whole units, a union acting for its member', () => {
  check([
    ['PAYSLIP - Akinyi Otieno\nBasic pay 96,500\nKUDHEIHA dues 1,200\nNet pay 81,020', ['TRADE_UNION:KUDHEIHA']],
    ['Grievance lodged by Unite on behalf of its member Sean Walsh.', ['TRADE_UNION:Unite']],
  ]);
  // a year at a line's end is no amount; a union's members at large are no one
  none([
    'Kofi Mensah\nBorn 1998',
    'Unite campaigns for its members across the sector.',
  ]);
});

describe('special categories, session 18b: learner, inmate, detainee and prisoner as the subject of a record', () => {
  check([
    ['Exam concession - Thandi Mokoena. Learner has epilepsy; rest breaks requested.', ['HEALTH:epilepsy']],
    ['Sick call, wing C. Inmate reports chest pain since morning.', ['HEALTH:chest pain']],
    ['Custody log: detainee requests his insulin.', ['HEALTH:insulin']],
  ]);
  // plural groups stay groups
  none(['Inmates and detainees may request insulin from the pharmacy.', 'Prisoners have asked for more HIV testing days.']);
});
