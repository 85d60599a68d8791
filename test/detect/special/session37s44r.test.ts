// Session 37, round on special set 44 (special44r): each class kept only where an earlier set by another author shows
// it too, or where it is the dictionary or legal wording of the record languages (see the commit messages, the data
// files' notes and the round's report). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 37 (set 44 round): biometric words of the record languages', () => {
  check([
    ['Ifomu yokubhalisa\nIgama: Thandi Mokoena\nKuthathwe: imizila yeminwe ngo-08:00', ['BIOMETRIC:imizila yeminwe']],
    ['Klantkaart\nKlant: Jan Bos\nBetaling bevestig met duimafdruk', ['BIOMETRIC:duimafdruk']],
    ["Akwụkwọ akaụntụ\nAha: Emeka Obi\nA nara akara mkpịsị aka ya n'ụlọ akụ", ['BIOMETRIC:akara mkpịsị aka']],
    ['Ìforúkọsílẹ̀\nOrúkọ: Bola Ade\nWọ́n gba àtẹ̀ka ọwọ́ rẹ̀ lánàá', ['BIOMETRIC:àtẹ̀ka ọwọ́']],
    ['Registro turni\nDipendente: Marco Bianchi\nIngresso con riconoscimento del volto alle 07:30', ['BIOMETRIC:riconoscimento del volto']],
    ['Irekhodi\nIgama: Sipho Dube\nUkungena: ukuskena iso ekuseni', ['BIOMETRIC:ukuskena iso']],
    ['Courier app\nDriver: Tom Reed\nFace check passed before the shift', ['BIOMETRIC:Face check']],
    ['Wniosek\nWnioskodawca: Jan Nowak\nWeryfikacja: porównanie twarzy z dowodem osobistym', ['BIOMETRIC:porównanie twarzy']],
  ]);
  none([
    // a statement about a technique or a group, no one's trait
    'Face check failure rates fell to 2% across all drivers last year.',
    'Il riconoscimento del volto è vietato negli stadi di molti paesi.',
  ]);
});

describe('special categories, session 37 (set 44 round): unions of the record countries and their officials', () => {
  check([
    ['Shift log\nWorker: Nomsa Dube\nLeft early: SATAWU meeting', ['TRADE_UNION:SATAWU']],
    ['Isivumelwano\nIsisebenzi: Thandi Zulu\nInyunyana: SADSAWU', ['TRADE_UNION:SADSAWU']],
    // Swahili 'Chama' is a party, a union or a savings group: the value decides
    ['Kadi ya mwanachama\nJina: Juma Ali\nChama: KUPPET', ['TRADE_UNION:KUPPET']],
    ['Ìwé ẹgbẹ́\nOrúkọ: Bola Ade\nẸgbẹ́: NASU, ẹ̀ka Abẹ́òkúta', ['TRADE_UNION:NASU, ẹ̀ka Abẹ́òkúta']],
    ['Cuadrante\nEmpleado: Pablo Ruiz\nLiberado sindical de UGT desde marzo', ['TRADE_UNION:UGT']],
    ['Turni\nDipendente: Marco Bianchi\nPermesso sindacale CGIL il 3 maggio', ['TRADE_UNION:CGIL']],
    // Pidgin 'Na X I be' (it is X I belong to), as 'Na APGA I dey support'
    ['Okada riders chat\nEmeka Obi: Na NURTW I be, dem no fit stop my bike', ['TRADE_UNION:NURTW']],
  ]);
  check([['Fomu ya mgombea\nJina: Juma Ali\nChama: ODM', ['POLITICAL_AFFILIATION:ODM']]]);
  none([
    'Kikundi cha akiba\nJina: Juma Ali\nChama: Tumaini Women Group',
    'Ìwé ẹgbẹ́\nOrúkọ: Bola Ade\nẸgbẹ́: Ẹgbẹ́ Akọrin',
    'El sindicato USO convoca una huelga general el jueves.',
  ]);
});

describe('special categories, session 37 (set 44 round): a party office in the record languages', () => {
  check([
    // a party's office written as one compound word (Afrikaans, Dutch, German)
    ['Referensie\nAansoeker: Piet Botha\nPoste: DA-takvoorsitter, wyk 12', ['POLITICAL_AFFILIATION:DA']],
    ['Huurderverwysing\nAansoeker: Thabo Mokoena\nWerk: ActionSA-raadslid in Tshwane', ['POLITICAL_AFFILIATION:ActionSA']],
    // Polish electoral law's agent of an election committee
    ['Zlecenie\nZleceniodawca: Anna Wiśniewska, pełnomocniczka wyborcza Koalicji Obywatelskiej', ['POLITICAL_AFFILIATION:Koalicji Obywatelskiej']],
    // Yorùbá chairman of the party, Hausa leader of the party, Igbo leader of
    ['Ìròyìn\nOrúkọ: Bola Ade\nÓ jẹ́ alága ẹgbẹ́ PDP ní ìpínlẹ̀ Ọ̀yọ́', ['POLITICAL_AFFILIATION:PDP']],
    ["Takarda\nSuna: Musa Bello\nShugaban mata na jam'iyyar PDP a Kano", ['POLITICAL_AFFILIATION:PDP']],
    ['Akwụkwọ\nAha: Chidi Okafor\nỌ bụ onye ndu PDP na ward ya', ['POLITICAL_AFFILIATION:PDP']],
    // going to a party's rally, in Pidgin without an article as in English with one
    ['Keke riders chat\nEmeka Obi: Saturday I dey go PDP rally for Enugu', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none([
    // a party's building, not an office held
    'Die DA-kantoor in Kaapstad is Maandag gesluit.',
    // a rally that only blocks the road
    'Emeka Obi: traffic no gree me move, PDP rally block the whole road',
  ]);
});

describe('special categories, session 37 (set 44 round): orientation called or stated in the record languages', () => {
  check([
    // isiZulu and isiXhosa calling and insulting verbs carry their object (-m- him/her, -ngi- me)
    ['Umbiko\nIgama: Sipho Dube\nUmqeqeshi wamthuka ngokuthi "isitabane" phambi kweqembu', ['SEXUAL_ORIENTATION:isitabane']],
    // Swahili 'alimtukana kwamba' (insulted him/her, saying)
    ['Ripoti\nMlalamikaji: Juma Ali\nJirani alimtukana kwamba ni shoga', ['SEXUAL_ORIENTATION:shoga']],
    // Pidgin copula before 'homo'
    ['Chat\nUser: Tunde Bako\nMessage: dem dey yarn say I be homo, abeg delete the post', ['SEXUAL_ORIENTATION:homo']],
  ]);
  none([
    // the word itself discussed, and a verb with no object
    'Abantu babiza leli gama ngokuthi "isitabane" kudala.',
    'Homo sapiens is the only surviving species of the genus Homo.',
  ]);
});

describe('special categories, session 37 (set 44 round): origin fields and crime words in the record languages', () => {
  check([
    ['Werknemer-inligting\nNaam: Piet Botha\nRas: Wit', ['RACE:Wit']],
    ['Scheda di accoglienza\nOspite: Yonas Tesfay\nEtnia: tigrina', ['RACE:tigrina']],
    ['Lwazi Ndzimela is Mpondomise by birth and lives in Qumbu.', ['RACE:Mpondomise']],
    ['Ingxelo\nIgama: Lwazi Dube\nIrekhodi: ukuqhekeza ngo-2018', ['CRIMINAL_RECORD:ukuqhekeza']],
    // session 42 mend: bare 'Mpụ' is no label (folded it is German 'MPU'), so the listed offence term is read
    ["Akwụkwọ\nAha: Chidi Okafor\nMpụ: izu ohi n'afọ 2019", ['CRIMINAL_RECORD:izu ohi']],
  ]);
  none([
    // a dog's breed under 'Ras', and an empty answer
    'Hondelisensie\nEienaar: Piet Botha\nRas: Boerboel\nKleur: bruin',
    'Equality monitoring\nName: Tom Reed\nEthnic group: not given',
    // a surname that is also a people's name, with the next line's 'Family'
    'Care home admission\nResident: Sibusiso Zulu\nFamily contact: daughter, weekends',
  ]);
});
