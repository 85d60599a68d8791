// Session 49 (special56r; held-out set 56 as development): the classes behind the set's misses and false finds. Texts
// written for these tests, not taken from any set; each `check` and `none` below fails on the code before the round,
// except the look-alikes marked as unchanged.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 49: a condition under a condition field, and an injury told in chat', () => {
  check([
    // two-letter stems the '-itis' ending cannot read
    ['Swimming club - medical form\nSwimmer: Tom Reed\nCondition: otitis externa', ['HEALTH:otitis externa']],
    ['Eye clinic\nPatient: Tom Reed\nFindings: iritis, left eye', ['HEALTH:iritis']],
    // Dutch 'aandoening' (condition) and Dutch one-word compounds on '-ontsteking' and '-eczeem'
    ['Bakkerij - gezondheidsverklaring\nMedewerker: Anke de Boer\nAandoening: handeczeem', ['HEALTH:handeczeem']],
    ['Anke de Boer heeft sinds maandag een blaasontsteking.', ['HEALTH:blaasontsteking']],
    // the same field in the other record languages
    ['Ficha de salud\nTrabajador: Lucía Gómez\nPadecimiento: migraña crónica', ['HEALTH:migraña crónica']],
    ['Karta pracownika\nPracownik: Jan Nowak\nSchorzenie: rwa kulszowa', ['HEALTH:rwa kulszowa']],
    // Nigerian Pidgin places an injury with 'for' before a possessive
    ['Okada riders chat\nEmeka Obi: I no go ride today, the wound for my leg never heal', ['HEALTH:wound for my leg']],
  ]);
  none([
    // a car's ignition, a product's use, a statement about no one, a declined field
    'Garage - werkorder\nEigenaar: Anke de Boer\nOpmerking: elektronische ontsteking vervangen',
    'Pharmacy chat\nEmeka Obi: we get plaster for cuts for the hand, come buy',
    'Otitis externa is common among swimmers in the summer months.',
    'Bakkerij - gezondheidsverklaring\nMedewerker: Anke de Boer\nAandoening: geen',
  ]);
});

describe('special categories, session 49: a place field and a topic are not a people', () => {
  none([
    'Traders register - Embu\nTrader: Juma Hassan\nCounty: Meru',
    'Fomu ya wakulima\nMkulima: Juma Hassan\nKaunti: Kisii',
    'Boda boda chat\nJuma Hassan: Kesho kuna tamasha la utamaduni wa Wakikuyu, sitakuja kazini',
  ]);
  // unchanged: the people's own field, and a person telling their own people
  check([
    ['Fomu ya wakulima\nMkulima: Juma Hassan\nKabila: Meru', ['RACE:Meru']],
    ['Boda boda chat\nJuma Hassan: mimi ni Mkikuyu', ['RACE:Mkikuyu']],
  ]);
});

describe('special categories, session 49: declined answers and criminal words about no one', () => {
  none([
    // isiXhosa / isiZulu 'not stated', 'not known'
    'Staff file - Mthatha\nDriver: Sipho Dlamini\nInkolo: ayichazwanga',
    'Staff file - Mthatha\nDriver: Sipho Dlamini\nInkolo: akwaziwa',
    // offenders named by their offence, as a group
    'Park notice - Kruger\nThree smugglers were arrested at the border post on Monday.',
  ]);
  check([
    // the register named in a title after a business and a dash (its first word also a given name) titles the record; the entry below is the person's
    ['Cristal tallado - certificado de antecedentes penales\nTallador: Lucía Gómez\nAntecedentes: robo (2019)', ['CRIMINAL_RECORD:robo']],
    // unchanged: a named person beside the group keeps the sentence
    ['Kwame Mensah and two smugglers were arrested at the border post on Monday.', ['CRIMINAL_RECORD:were arrested']],
  ]);
});

describe('special categories, session 49: a locker is an access point; an office between a party and its role', () => {
  check([
    ['Gym - member access\nMember: Tom Reed\nLockers: palm vein reader', ['BIOMETRIC:palm vein reader']],
    ['Market association - officials\nTreasurer: Juma Hassan\nDeclared: Wiper MCA aspirant', ['POLITICAL_AFFILIATION:Wiper']],
    ['Market association - officials\nTreasurer: Juma Hassan\nDeclared: Jubilee mayoral candidate', ['POLITICAL_AFFILIATION:Jubilee']],
  ]);
  none(['Hardware shop\nLockers: fingerprint lock models in stock', 'Market association\nThe Jubilee hall is booked for the officials meeting.']);
});

describe('special categories, session 49: a local value before its English gloss', () => {
  check([
    // the value's loanword that the gloss repeats ('scan'), and the condition's local word inside a carrier status
    ['Nkrataa - kookoo adwumayɛfo\nAdwumayɛfo: Kofi Mensah\nKwan: nsateaa scan (fingerprint scan)', ['BIOMETRIC:nsateaa scan (fingerprint scan)']],
    ['Fomu ya afya - wavuvi\nMvuvi: Juma Hassan\nVinasaba: mbebaji wa thalasemia (thalassaemia carrier)', ['GENETIC:mbebaji wa thalasemia (thalassaemia carrier)']],
  ]);
  // unchanged: English words before a bracket of their own
  check([['Absence log\nDriver: Tom Reed\nReason: sick leave (asthma)', ['HEALTH:asthma']]]);
});
