// Session 47, review of the set 54 round (rev-special54r): inputs the round's new rules got wrong. Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe("special categories, session 47 review: a list's 'Name:' field names a medicine, a union, a party, an offence", () => {
  // name_labels void only a category whose words are also names (religion, origin)
  check([
    ['Patient: Kofi Mensah\nMedication 1\nName: Metformin 500 mg\nDose: twice daily', ['HEALTH:Metformin']],
    ['Patient: Kofi Mensah\nAllergies\nName: penicillin\nReaction: rash', ['HEALTH:penicillin']],
    ['Employee: Thandi Nkosi\nTrade union membership\nName: NEHAWU\nMembership no: 44120', ['TRADE_UNION:NEHAWU']],
    ['Member: Kwame Boateng\nPolitical party\nName: NPP', ['POLITICAL_AFFILIATION:NPP']],
    ['Detainee: Kofi Mensah\nCharge\nName: theft', ['CRIMINAL_RECORD:theft']],
  ]);
  // a people's or a faith's word that opens a name field is still the name
  none(['Payroll - Tema depot\nEmployee: Kojo Badu\nSurname: Asante\nBank: GCB', 'Staff card - stores\nEmployee: Tom Reed\nFirst name: Christian']);
});

describe("special categories, session 47 review: 'Volunteer:' names the form's subject only before a person's name", () => {
  none(['Open day - stalls\nVolunteer: wanted for the HIV testing tent\nTime: 9am']);
  check([['Lifeboat crew - medical form, Whitby\nVolunteer: Gareth Pryce\nConditions: asthma', ['HEALTH:asthma']]]);
});

describe("special categories, session 47 review: an English 'Record:' field's proper noun is no local value its bracket glosses", () => {
  check([
    ['Vetting form - security guards\nApplicant: Thulani Mthembu\nRecord: Soweto (theft, 2020)', ['CRIMINAL_RECORD:theft']],
    ['Vetting form - security guards\nApplicant: Thulani Mthembu\nRecord: Vereeniging (assault, 2018)', ['CRIMINAL_RECORD:assault']],
    // a record language's own label still reads the value with its gloss
    ['Foromo - balebedi, Maseru\nMolebedi: Thabo Mokoena\nRekoto: ho utswa koloi (car theft, 2019)', ['CRIMINAL_RECORD:ho utswa koloi (car theft, 2019)']],
  ]);
});

describe('special categories, session 47 review: an offence naming the post, line or charity that fights it', () => {
  none([
    'Thabo Nkosi works as an animal cruelty inspector for the SPCA.',
    'Ms Naidoo is an animal cruelty officer.',
    "Call the animal cruelty hotline if Mr Botha's dogs are left alone again.",
    'Ms Naidoo donated to an animal cruelty charity.',
  ]);
  check([['Kennel staff - vetting, Derby\nApplicant: Gareth Pryce\nDBS: conviction for animal cruelty (2019)', ['CRIMINAL_RECORD:animal cruelty']]]);
});
