// The special-category classes of session 25 (issue 15: held-out set 32 as development, each class also seen in one of
// sets 28-31), each beside the negatives that must stay. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 25 (set 32): a party or union heading a record whose lines hold an abbreviation', () => {
  check([
    // "Card no. 220914", "RECEIPT No. 0412" and "To: Hon. Mutua Kilonzo": an abbreviation's dot ends no sentence, so the
    // heading still heads the record and the row still names its person
    ['Membership card — NDC Youth Wing, Ho branch\nName: Selasi Agbeko | Card no. 220914\nJoined: 2020. Dues paid.', ['POLITICAL_AFFILIATION:NDC']],
    ['RECEIPT No. 0412\nPDP — Enugu chapter\nReceived from Chidi Okeke the sum of 3,000 being membership dues.', ['POLITICAL_AFFILIATION:PDP']],
    ['LETTER OF APPOINTMENT\nFrom: Executive Committee, Wiper, Machakos branch\nTo: Hon. Mutua Kilonzo\nYou are appointed ward coordinator.', ['POLITICAL_AFFILIATION:Wiper']],
    // a membership list's heading: a set-only name ('Wiper') under a membership word heads the people below it
    ['MEMBERSHIP REVALIDATION — Wiper, Machakos, ward 4\nS/N 12 | Mutua Kilonzo | card 00412', ['POLITICAL_AFFILIATION:Wiper']],
  ]);
  none([
    // a heading over prose, over no one, or naming a place or gathering, with an abbreviation in it
    'EFF regional rally — Dr. Mbeki Street, Polokwane\nBuses leave at 6. Everyone is welcome.',
    'NPP constituency office — notice\nThe office opens at 9. Bring your own chair.',
    'Jubilee Ward 7 branch — press statement\nThe branch will march on Friday. Mr. Kamau said marchers should bring water.',
    // the set's word in its other sense over rows naming no one
    'Wiper repair — ward 4 maintenance list\n1. Window wipers, ambulance 2\n2. Headlamp, ambulance 5',
    // a hospital's labour ward is no party's unit: 'ward' is not a heading word, though a party has wards
    'Labour ward register — Kano\nMother: Hauwa Sani, bed 4\nMidwife on duty: Sister Bello',
  ]);
});

describe('special categories, session 25 (set 32): regalia worn with no article', () => {
  check([['Staff query — Ama Owusu, cashier\nShe came to work in CPP regalia on Friday.', ['POLITICAL_AFFILIATION:CPP']]]);
  none(['Traders sold CPP regalia outside the stadium.', 'Supporters in CPP regalia filled the stadium.']);
});

describe('special categories, session 25 (set 32): an officer, a delegate or a signatory as a record\'s subject', () => {
  check([
    ['Personnel file\nOfficer: Wanjiru Kamau\nDeclared interests: Jubilee regional treasurer (unpaid).', ['POLITICAL_AFFILIATION:Jubilee']],
    ['Conference access form\nDelegate: Tendai Moyo\nMobility: uses a wheelchair', ['HEALTH:uses a wheelchair']],
  ]);
  none(['Duty roster\nOfficer: PC 2231 Evans\nNote: the meeting discussed diabetes awareness week.']);
});

describe('special categories, session 25 (set 32): parties and unions of the six jurisdictions by full name', () => {
  check([
    // session 34 (set 41 round): the office and the union it names are one span
    ['Claimant: Thabo Mokoena\nNote: shop steward of the Food and Allied Workers Union since 2019.', ['TRADE_UNION:shop steward of the Food and Allied Workers Union']],
    ['She is a card-carrying member of the Scottish Greens.', ['POLITICAL_AFFILIATION:Scottish Greens']],
  ]);
  none(['The Food and Allied Workers Union will hold its congress in Durban.', 'The Scottish Greens launched their manifesto today.']);
});

describe('special categories, session 25 (sets 31, 32): a faith body heading its register over a named person', () => {
  check([
    ['Membership roll — Christ Apostolic Church, Ilesa\nName: Bisi Adeyemi | joined 2015', ['RELIGION:Christ Apostolic Church']],
    ['Mitgliederliste — Neuapostolische Kirche Hamburg\nMitglied: Jonas Weber | seit 2011', ['RELIGION:Neuapostolische Kirche']],
  ]);
  none([
    // the body's news over no one, its school (a blocker after the name), its gathering over no person
    'Church of England — diocesan news\nThe bishop will visit three parishes in May. Everyone is welcome.',
    'Church of England primary — admissions\nPupil: Tom Reed\nClass: Reception',
    'Zion Christian Church — Easter pilgrimage buses\nBuses leave Polokwane at 6. Bring water.',
  ]);
});

describe('special categories, session 25 (sets 31, 32): the subject of an enrolment, register or member record', () => {
  check([
    ['Voter card check — Tamale\nVoter: Abu Seidu | VIN 77120\nCapture: fingerprints 10, facial image.', ['BIOMETRIC:fingerprints', 'BIOMETRIC:facial image']],
    ['Registration sheet — Kakuma\nHousehold head: Amina Yusuf\nIris scan both eyes enrolled.', ['BIOMETRIC:Iris scan']],
    ['EES record\nThird-country national: Ivan Petrov\nFacial image captured at the border.', ['BIOMETRIC:Facial image']],
    ['Mitglied: Jonas Weber\nFingerabdruck am Terminal angelernt.', ['BIOMETRIC:Fingerabdruck']],
  ]);
  none([
    'Voter education leaflet\nVoters: bring your card. Fingerprints are checked at the polling station.',
    'Household head: see attached list\nThe iris scanners at the centre were repaired on Monday.',
  ]);
});

describe('special categories, session 25: acronyms with a common other sense are not parties', () => {
  none(['CALL LOG | caller Ade Bello\nIntent: block ATM card']);
  // the clinic is the patient's care; its card names no party
  check([['Patient: Tom Reed\nReferred to the GUM clinic; GUM card issued.', ['HEALTH:GUM clinic']]]);
});
