// The special-category classes of session 24 (issue 15: held-out set 31 as development, helper special31r): sex life
// written as acts and orientation in Dutch, Polish and on dating exports; congregations and practices named as the
// person's own; genetic relationship, carrier and prenatal findings written in words; substances found in a drug or
// doping test; sentences, registers and charge counts; party names as candidates and executive members. Texts written
// for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 24 (set 31): sex life as acts, orientation in other languages and on dating exports', () => {
  check([
    // a donor interview and a clinic note state the acts, which are the person's sex life
    ['Donor: Kemi Ade\nAt screening he said he had sex with another man in the last 3 months. Deferred.', ['SEXUAL_ORIENTATION:sex with another man']],
    ['Donor Ada Obi declared anal sex with a new partner; deferred for 3 months.', ['SEXUAL_ORIENTATION:anal sex']],
    ['Monsieur Roy déclare des relations sexuelles entre hommes au cours des 4 derniers mois.', ['SEXUAL_ORIENTATION:relations sexuelles entre hommes']],
    // Dutch and Polish: the orientation label, a first-person statement in the instrumental case
    ['Gebruiker: Tom Bakker\nGeaardheid: homo', ['SEXUAL_ORIENTATION:homo']],
    ['Jestem gejem i mój szef o tym wie.', ['SEXUAL_ORIENTATION:gejem']],
    // a dating export's preference field, whole
    ['Profile: Sam, 31\nInterested in: men | Smoker: no', ['SEXUAL_ORIENTATION:men']],
    ['Export for user Ada\nShows me: women\nAge range: 25-35', ['SEXUAL_ORIENTATION:women']],
  ]);
  none([
    // a blood service's rule about a group, a preference field whose value is not a sex, a job advert's line
    'Our blood service defers donors who report anal sex with a new partner.',
    'Men who have sex with men only need to wait 3 months before donating.',
    'Club newsletter\nInterested in: hiking, women’s football',
    'Mentoring sign-up\nInterested in: women in engineering',
  ]);
});

describe('special categories, session 24 (set 31): congregations and practices named as the person’s own', () => {
  check([
    ["Patient: Ema Obi\nAs one of Jehovah's Witnesses, I refuse transfusion of blood.", ["RELIGION:one of Jehovah's Witnesses", 'HEALTH:transfusion']],
    ['WARD 2 — diet sheet\nBed 3: Ada Obi — halal — soft diet', ['RELIGION:halal']],
    ['He says the elders of his congregation prayed over him for a week.', ['RELIGION:his congregation']],
    // beside a faith word the congregation is its circumstance, not a second datum
    ['Chaplaincy note: Ama Owusu is Methodist and asks for the minister from her congregation.', ['RELIGION:Methodist']],
    ['TITHE CARD — Living Faith Church, Ikeja\nMember: Ada Obi | Card no 12', ['RELIGION:TITHE CARD — Living Faith Church']],
    ["Gift Aid declaration — St Mark's Congregation, Leeds\nDonor: Tom Hale\nI want my gifts to the church to be Gift Aid.", ["RELIGION:Gift Aid declaration — St Mark's Congregation"]],
    ['Gebruiker: Tom Bakker\nLevensovertuiging: katholiek', ['RELIGION:katholiek']],
    ['Learner: Ama Owusu\nFamily church: Assemblies of God', ['RELIGION:Assemblies of God']],
    ['I was sent by my pastor at Mountain of Fire to a prayer camp.', ['RELIGION:Mountain of Fire']],
    // a membership phrase ends at its congregation, not past 'is' and 'en' at the next one
    ["Attestaat\nHiermee word bevestig dat Ada Obi 'n lidmaat van die gemeente is en na die gemeente in Durban verhuis.", ['RELIGION:gemeente']],
  ]);
  none([
    // a menu row, a Gift Aid form for a charity that is no church, a church body in the news, a congregation in general
    'MENU\nChicken stew — halal — 1,500',
    'Gift Aid declaration — Oxfam\nDonor: Tom Hale',
    'The Assemblies of God held a convention in Accra last week.',
    'A congregation of about 300 gathered for the service.',
    // an answer written whole in brackets records nothing
    'ADMISSION FORM — Ada Obi\nReligion: (not stated) | Allergies: none',
  ]);
});

describe('special categories, session 24 (set 31): genetic findings written in words', () => {
  check([
    ['DNA relationship report\nAlleged father: Tunde Ade | Child: Bola\nResult: paternity not excluded.', ['GENETIC:paternity not excluded']],
    ['Family reunion DNA result\nSponsor: Ama Owusu\nResult: child 2 — not related through the claimed mother.', ['GENETIC:not related through the claimed mother']],
    ['Patient: Ema Obi\nLaboratory finding: maternity confirmed; mitochondrial sequence identical.', ['GENETIC:maternity confirmed', 'GENETIC:mitochondrial sequence identical']],
    // a prenatal screen's high chance of a chromosomal condition is genetic (it subsumes the health word)
    ["Dear Ama, your screening test shows a high chance of Down's syndrome in this pregnancy.", ["GENETIC:high chance of Down's syndrome", 'HEALTH:pregnancy']],
    ['Patientin: Lea Vogel\nErgebnis: erhöhtes Risiko für Trisomie 18.', ['GENETIC:erhöhtes Risiko für Trisomie 18']],
    // carrier statements: a gene after the carrier word, a trait in French, a zygosity for a gene in German
    ['Donor: Sara Ali\nCarrier screen: carrier — CFTR (F508del); all others negative.', ['GENETIC:CFTR (F508del)']],
    ['Client: Ruth Ade\nMonsieur porteur de la β-thalassémie.', ['GENETIC:porteur de la β-thalassémie']],
    ['Spenderin: Eva Roth\nTrägerscreening: heterozygot für SMN1-Deletion (1 Kopie).', ['GENETIC:heterozygot für SMN1-Deletion']],
    ['Result for Ida Bello: homozygous for the HFE C282Y variant.', ['GENETIC:homozygous for the HFE C282Y variant']],
    ['FORENSIC DNA match\nSuspect: Ken Obi\nFull 16-locus profile match.', ['GENETIC:Full 16-locus profile match']],
  ]);
  none([
    // a low chance is a normal screen; risks in general; a relationship or profile word with no finding
    "A high chance of Down's syndrome is more common in older mothers.",
    "Leaflet: if your result shows a high chance of Down's syndrome, you will be offered a further test.",
    'Patient: Tom Hale\nProfile ID AB-12345 updated.',
    'Please bring the claimed mother and child to the panel lab for swabs.',
    // a test not done is no result
    'ADMISSION FORM — Ada Obi\nGenotype: not tested | Disability: no',
  ]);
});

describe('special categories, session 24 (set 31): substances found in a drug or doping test are health', () => {
  check([
    [
      'Anti-Doping notice\nAthlete: Ken Obi (athletics)\nThe sample returned an adverse analytical finding for testosterone and recombinant EPO. His TUE cited asthma.',
      ['HEALTH:testosterone and recombinant EPO', 'HEALTH:asthma'],
    ],
    ['Result summary\nDonor: Tom Hale\nResult: cocaine metabolite (benzoylecgonine) confirmed.', ['HEALTH:cocaine metabolite (benzoylecgonine)']],
    ['Site D&A test\nEmployee: Ada Obi\nUrine screen: non-negative — cannabinoids (THC).', ['HEALTH:cannabinoids (THC)']],
  ]);
  none([
    // a policy, an education leaflet, a substance named with no result
    'Testing policy: a non-negative screen for cannabinoids is sent for confirmation.',
    'Anti-doping education: testosterone and EPO are prohibited at all times.',
    'Athlete: Ken Obi\nEvent: 10,000 m\nBib: 44',
  ]);
});

describe('special categories, session 24 (set 31): sentences, registers and charge counts', () => {
  check([
    ['CHARGE SHEET\nAccused: Ada Obi\nCount 1: unlawful assembly. Count 2: malicious damage.', ['CRIMINAL_RECORD:unlawful assembly', 'CRIMINAL_RECORD:malicious damage']],
    [
      'Register certificate\nRe: applicant Tom Hale\nThe applicant’s particulars appear on the sex offenders register.',
      ['CRIMINAL_RECORD:appear on the sex offenders register'],
    ],
    ['Vetting form\nApplicant: Jan Nowak\nStrafverfahren: Ermittlungsverfahren wegen Betrug 2021', ['CRIMINAL_RECORD:Ermittlungsverfahren wegen Betrug 2021']],
    ['He has a previous conviction: 6 years’ direct imprisonment (2014).', ['CRIMINAL_RECORD:previous conviction', 'CRIMINAL_RECORD:6 years’ direct imprisonment']],
  ]);
  none([
    // a stock-take count, an absence from the register, abuse suffered in custody
    'Stock take\nCount 1: 45 boxes',
    'NRSO certificate\nRe: applicant Tom Hale\nThe applicant’s particulars do not appear on the register.',
    'Detainee: Tom Hale\nHe was beaten in police custody.',
  ]);
});

describe('special categories, session 24 (set 31): party names in disciplinary and vetting records', () => {
  check([
    // an office beside the party: the party is the datum, the office its circumstance (one span)
    ['Employee: Tom Hale\nHe used the car to ferry NDC supporters to a meeting where he was elected branch secretary.', ['POLITICAL_AFFILIATION:NDC']],
    ['WhatsApp\nYaw: I have been nominated as branch chairperson of the CPP.', ['POLITICAL_AFFILIATION:CPP']],
    ['She joined the Green Party in 2019 and now serves as ward secretary.', ['POLITICAL_AFFILIATION:Green Party']],
    ['Hit: domestic PEP; he is also an NNPP state executive member.', ['POLITICAL_AFFILIATION:NNPP']],
    ['Beamter: Tom Hale\nHerr Hale sprach als Kandidat der SPD in Dienstkleidung.', ['POLITICAL_AFFILIATION:SPD']],
  ]);
  none([
    // an office of a body that is no party, a party office in general
    "Employee: Tom Hale\nHe was elected branch secretary of the residents' association last year.",
    'The NDC will elect a new branch secretary in every constituency next month.',
  ]);
});
