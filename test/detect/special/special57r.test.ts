// Session 50 (special57r; held-out set 57 as development): the classes behind the set's misses and false finds. Texts
// written for these tests, not taken from any set; each `check` and `none` below fails on the code before the round,
// except the look-alikes marked as unchanged.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 50: a partner of the titled subject’s own sex', () => {
  check([
    // a dash separates the spouse word from the partner's name as a comma does
    ['Bakery - emergency contacts\nName: Mr Daniel Hughes\nEmergency contact: husband – Tom', ['SEXUAL_ORIENTATION:husband']],
    // Igbo 'nwunye ya' (his/her wife) after the title 'Nwanyị'
    ['Ụlọ ahịa - ndekọ\nOnye ọrụ: Nwanyị Chioma Eze\nOnye a ga-akpọ: nwunye ya Ngozi', ['SEXUAL_ORIENTATION:nwunye ya']],
    // isiZulu 'unkosikazi wakhe' (his/her wife), whose first word is also the title 'uNkosikazi'
    ['Isitolo - ifomu\nUmsebenzi: uNksk. Thandi Dube\nUmlingani: unkosikazi wakhe uLindiwe', ['SEXUAL_ORIENTATION:unkosikazi wakhe']],
    // Italian article + possessive before the spouse word
    ['Panificio - contatti\nDipendente: sig. Luca Ferri\nContatto: il suo marito Paolo', ['SEXUAL_ORIENTATION:il suo marito']],
    // a partner word of no sex with a bracket giving the partner's sex
    ['Sports club - next of kin\nMember: Ms Grace Otieno\nNext of kin: partner (female), Ms Achieng W.', ['SEXUAL_ORIENTATION:partner']],
  ]);
  none([
    // unchanged: a spouse of the other sex, a partner glossed with the other sex, a business partner
    'Bakery - emergency contacts\nName: Mr Daniel Hughes\nEmergency contact: wife – Sarah',
    'Sports club - next of kin\nMember: Ms Grace Otieno\nNext of kin: partner (male), Mr Otieno W.',
    'Law firm - referees\nApplicant: Mr Daniel Hughes\nReferee: partner, Mr James Cole',
    // a second titled person on the form still leaves the spouse's person unclear
    'Bakery - staff\nName: Mr Daniel Hughes\nWitness: Mr Tom Reed\nContact: husband, Paul',
  ]);
});

describe('special categories, session 50: genetic values in other wording', () => {
  check([
    // a sickle label after another field on a pipe-separated line
    ['Screening day - Tamale\nTrader: Abena Mensah | Sickle result: SS', ['GENETIC:SS']],
    // Pidgin first person plural: 'we both be AS'
    ['Wedding planners chat\nTunde Bakare: my babe and I check am, we both be AS, na wahala', ['GENETIC:AS']],
    // a condition's gene stated positive
    ['Clinic form\nClient: Kojo Antwi\nGenetics: Marfan gene positive', ['GENETIC:Marfan gene positive']],
    // a carrier of a gene named by its condition (Afrikaans, English)
    ['Mediese vorm\nWerker: Kofi Appiah\nGeneties: draer van die Gaucher-geen', ['GENETIC:draer van die Gaucher-geen']],
    ['Medical form\nWorker: Kofi Appiah\nNote: carrier of the porphyria gene', ['GENETIC:carrier of the porphyria gene']],
  ]);
  none([
    // a sickle used as a tool, gene therapy, a population statement
    'Farm log\nWorker: Kofi Appiah | Tool: sickle',
    'Research news: the carrier of the new gene therapy was approved in Europe.',
  ]);
});

describe('special categories, session 50: offences outside the usual offence words, and a business title', () => {
  check([
    ['Market stall vetting\nTrader: Kwame Mensah\nCourt record: pickpocketing (2020)', ['CRIMINAL_RECORD:pickpocketing']],
    ['Spedition - Führungszeugnis\nFahrer: Jan Weber\nEintrag: unerlaubtes Entfernen vom Unfallort (2021)', ['CRIMINAL_RECORD:unerlaubtes Entfernen vom Unfallort']],
    ['Trasporti - casellario\nAutista: Marco Neri\nVoce: guida in stato di ebbrezza (2018)', ['CRIMINAL_RECORD:guida in stato di ebbrezza']],
    // the register named after a business and its town (a comma) titles the record; the entry below is the person's
    ['Panadería El Sol, Málaga - certificado de antecedentes penales\nPanadero: Lucía Gómez\nAntecedentes: robo (2019)', ['CRIMINAL_RECORD:robo']],
  ]);
});

describe('special categories, session 50: declined and empty values', () => {
  none([
    'Kwekerij - personeelsdossier\nMedewerker: Anke de Boer\nGeloof: geen opgave',
    'Ụlọ ahịa - ndekọ\nOnye ọrụ: Chidi Eze\nAgbụrụ: ekwughị',
    'Spółdzielnia - rada\nCzłonek: Anna Nowak\nPrzynależność partyjna: bezpartyjna',
    'Verein - Vorstand\nMitglied: Jan Weber\nParteizugehörigkeit: parteilos',
  ]);
  // unchanged: a real value under the same labels
  check([
    ['Spółdzielnia - rada\nCzłonek: Anna Nowak\nPrzynależność partyjna: PiS', ['POLITICAL_AFFILIATION:PiS']],
    ['Kwekerij - personeelsdossier\nMedewerker: Anke de Boer\nGeloof: rooms-katholiek', ['RELIGION:rooms-katholiek']],
  ]);
});

describe('special categories, session 50: a local value glossed in English under an Igbo sign-in label', () => {
  check([['Ụlọ ọrụ - ndebanye aha\nOnye ọrụ: Chidi Eze\nNbanye: ihu (face scan)', ['BIOMETRIC:ihu (face scan)']]]);
});
