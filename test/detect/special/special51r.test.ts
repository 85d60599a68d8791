// Session 44, round on special set 51 (special51r): the classes behind the set's misses and false finds (see the commit
// messages and the data files' notes). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 44 (set 51 round): a spouse of the titled subject\'s own sex in the record languages', () => {
  check([
    // Swahili: a male lover after a cohabitation phrase, under 'Bw.' (Mr)
    ['Fomu ya mgeni - hoteli\nMgeni: Bw. Hamisi Juma\nMaelezo: anaishi na mpenzi wake wa kiume', ['SEXUAL_ORIENTATION:mpenzi wake wa kiume']],
    // isiZulu: 'uMnu.' (Mr), 'umyeni wakhe' (her/his husband) before the partner's prefixed name
    ['Ifomu yomtapo\nUmthengi: uMnu. Bongani Khoza\nUmlingani: umyeni wakhe uMandla', ['SEXUAL_ORIENTATION:umyeni wakhe']],
    // isiZulu: 'Nkosk.' (Mrs), 'inkosikazi yakhe' (his wife)
    ['Ifomu yomtapo\nUmthengi: Nkosk. Zodwa Khoza\nIqabane: inkosikazi yakhe uThembi', ['SEXUAL_ORIENTATION:inkosikazi yakhe']],
    // Afrikaans: 'Mev.' and 'haar vrou' (her wife)
    ['Lidmaatskapvorm - tennisklub\nLid: Mev. Annelie Steyn\nNoodkontak: haar vrou, Riana', ['SEXUAL_ORIENTATION:haar vrou']],
    // Yorùbá: 'Ọ̀gbẹ́ni' (Mr) and a boyfriend after 'ó ń gbé pẹ̀lú' (lives with)
    ['Ìwé ayálégbé\nAyálégbé: Ọ̀gbẹ́ni Kunle Ajayi\nÀkíyèsí: ó ń gbé pẹ̀lú ọ̀rẹ́kùnrin rẹ̀', ['SEXUAL_ORIENTATION:ọ̀rẹ́kùnrin rẹ̀']],
    // English: a partner word of no sex, then the partner's title
    ['Gym membership form\nMember: Mr David Ochieng\nNext of kin: his partner, Mr Paul Wekesa', ['SEXUAL_ORIENTATION:his partner']],
    ['Gym membership form\nMember: Ms Grace Atieno\nNext of kin: her spouse, Mrs Joy Wanjiru', ['SEXUAL_ORIENTATION:her spouse']],
  ]);
  none([
    // a spouse of the other sex, or a partner whose sex nothing gives
    'Lidmaatskapvorm - tennisklub\nLid: Mev. Annelie Steyn\nNoodkontak: haar man, Pieter',
    'Ifomu yomtapo\nUmthengi: uMnu. Bongani Khoza\nUmlingani: inkosikazi yakhe uThembi',
    'Gym membership form\nMember: Mr David Ochieng\nNext of kin: his partner, Mrs Ann Ochieng',
    'Gym membership form\nMember: Mr David Ochieng\nNext of kin: partner, Alex',
    'Fomu ya mgeni - hoteli\nMgeni: Bw. Hamisi Juma\nMaelezo: anaishi na mke wake',
  ]);
});

describe('special categories, session 44 (set 51 round): a titled spouse beside an outright word is its circumstance', () => {
  check([
    ['Scheda socio - palestra\nSocia: sig.ra Laura Bianchi\nNote: bisessuale, unita civilmente', ['SEXUAL_ORIENTATION:bisessuale']],
    // alone it still tells the orientation
    ['Scheda socio - palestra\nSocia: sig.ra Laura Bianchi\nNote: unita civilmente', ['SEXUAL_ORIENTATION:unita civilmente']],
  ]);
});

describe('special categories, session 44 (set 51 round): Hausa "yar madigo"; a chat about a topic names no one', () => {
  // Bare 'madigo' stays out (also a place's name: session27s34r.test.ts); the listed 'yar madigo' reads.
  check([["Takardar haya\nMai haya: Hauwa Sani\nBayani: an kore ta daga gida saboda ita yar madigo ce", ['SEXUAL_ORIENTATION:yar madigo']]]);
  none(['Estate WhatsApp\nMusa Bello: abeg no more gay jokes for this group', 'Estate WhatsApp\nMusa Bello: who dey post gay news for here?']);
});

describe('special categories, session 44 (set 51 round): health values the lists lacked, Xhosa "uxinzelelo lwegazi"', () => {
  check([
    ['Lifeguard medical - leisure centre\nLifeguard: Tom Reid\nMedical: anosmia; perforated eardrum (left)', ['HEALTH:anosmia', 'HEALTH:perforated eardrum']],
    ['Warehouse staff card\nStaff: Tom Reid\nMedical: colour blindness; below-knee amputation, uses a prosthesis', ['HEALTH:colour blindness', 'HEALTH:below-knee amputation', 'HEALTH:prosthesis']],
    ['Ifomu yabasebenzi - ifama\nUmsebenzi: Lwazi Mbeki\nImpilo: uxinzelelo lwegazi (hypertension)', ['HEALTH:uxinzelelo lwegazi (hypertension)']],
    // an apprentice's or trainee's form is a form about its subject
    ['Site induction\nApprentice: Gethin Pryce\nConditions: asthma', ['HEALTH:asthma']],
  ]);
});

describe('special categories, session 44 (set 51 round): a medical ending in a Swahili verb or an African town names no condition', () => {
  none([
    'Fomu - wachoma mahindi, Kisumu\nMuuzaji: Juma Ali\nSimu: 0712 000 000',
    'Ifomu yabasebenzi\nIsisebenzi: Lwazi Mbeki\nIkhaya: Nongoma',
    'Fomu ya mfanyakazi\nMfanyakazi: Juma Ali\nMji: Bungoma',
    'Boda riders chat\nJuma Ali: cholera dey everywhere for this side, make una boil water',
  ]);
});

describe('special categories, session 44 (set 51 round): offences in Twi, isiZulu and Dutch; a task force named after an offence', () => {
  check([
    ['Nkrataa - trotro drivers\nƆkwankwaa: Yaw Boateng\nNsɛm a ɔyɛɛ: korɔno (2016)', ['CRIMINAL_RECORD:korɔno']],
    ['Ifomu - abaqashi\nUmqashi: Lwazi Mbeki\nIrekhodi: ukuhlasela (2019)', ['CRIMINAL_RECORD:ukuhlasela']],
    ['Sollicitatie - bewaking\nKandidaat: Piet de Groot\nAntecedenten: openlijke geweldpleging (2020)', ['CRIMINAL_RECORD:openlijke geweldpleging']],
  ]);
  none([
    'Galamsey task force - pit worker screening, Obuasi\nWorker: Kwaku Owusu\nFindings: nil',
    'Dossier\nCliënt: Piet de Groot\nHij was slachtoffer van openlijke geweldpleging in 2019.',
  ]);
});

describe('special categories, session 44 (set 51 round): ethnic labels in Hausa and Polish; a language field and a people as a whole', () => {
  check([
    ["Takardar makiyaya\nMakiyayi: Sani Bello\nƘabila: Bafillace", ['RACE:Bafillace']],
    ['Ankieta - przewoźnik\nKierowca: Adam Nowak\nPochodzenie etniczne: łemkowska', ['RACE:łemkowska']],
    // a person said to belong to a people keeps the ascription; only a day named after the people is no one's
    ['Ficha de socio\nSocio: Juan Pérez\nNota: pertenece al pueblo gitano', ['RACE:gitano']],
  ]);
  none(['Nkrataa - kente weavers\nAdwumayɛfo: Akua Mensah\nKasa: Ewe, Twi', 'Ankieta - przewoźnik\nKierowca: Adam Nowak\nJęzyk domowy: łemkowski', 'Cartel - feria\nDía del Pueblo Gitano: flamenco en la plaza.']);
});

describe('special categories, session 44 (set 51 round): union labels in Twi and Igbo, Dutch dues after a union name; Sesotho "Mokatoliki"', () => {
  check([
    ['Nkrataa - cocoa shed\nAdwumayɛfo: Kofi Owusu\nAdwumayɛfo kuw: GAWU (ɔkyeame)', ['TRADE_UNION:GAWU (ɔkyeame)']],
    ['Akwụkwọ - ụlọ ahịa\nOnye ọrụ: Chidi Okeke\nOtu ndị ọrụ: NUT (onye isi)', ['TRADE_UNION:NUT (onye isi)']],
    ['Loonstrook - schoonmaak\nMedewerker: Piet de Groot\nInhouding: Unite contributie', ['TRADE_UNION:Unite']],
    ['Foromo - basebetsi\nMosebetsi: Thabo Mokoena\nTumelo: Mokatoliki', ['RELIGION:Mokatoliki']],
  ]);
  none(['Fiche employé\nEmployé : M. Paul Martin\nReligion : non renseignée', 'Loonstrook - schoonmaak\nMedewerker: Piet de Groot\nInhouding: pensioenpremie']);
});
