// Session 38, round on special set 45 (special45r): each class kept only where an earlier set by another author shows
// it too, or where it is the dictionary or legal wording of a record language (see the commit messages and the data
// files' notes). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 38 (set 45 round): the offence a conviction frame of the African record languages names', () => {
  check([
    // Swahili 'alihukumiwa kwa' (was convicted of), with or without 'kosa la' (the offence of), up to a year
    ['Cheti\nJina: Juma Ali\nRekodi: alihukumiwa kwa ujangili mwaka 2018', ['CRIMINAL_RECORD:alihukumiwa kwa ujangili']],
    ['Fomu ya kazi\nJina: Amina Said\nMaelezo: amehukumiwa kwa kosa la kughushi nyaraka', ['CRIMINAL_RECORD:amehukumiwa kwa kosa la kughushi nyaraka']],
    ['Leseni\nMvuvi: Juma Ali\nSababu: alihukumiwa kwa uvuvi haramu 2023', ['CRIMINAL_RECORD:alihukumiwa kwa uvuvi haramu']],
    // Hausa 'an yanke masa hukunci kan' (he was sentenced for), up to 'a' (in)
    ['Takardar aiki\nSuna: Musa Bello\nBayani: an yanke masa hukunci kan safarar miyagun kwayoyi a 2016', ['CRIMINAL_RECORD:an yanke masa hukunci kan safarar miyagun kwayoyi']],
    ['Takarda\nSuna: Musa Bello\nDalili: an yanke masa hukunci kan fashi 2019', ['CRIMINAL_RECORD:an yanke masa hukunci kan fashi']],
    // Igbo 'a mara X ikpe maka' (X was convicted for), the one convicted named or 'ya'
    ['Akwụkwọ\nAha: Chidi Okafor\nA mara ya ikpe maka ịgba ọkụ na 2020', ['CRIMINAL_RECORD:ikpe maka ịgba ọkụ']],
    ['Nzukọ\nA mara Emeka Obi ikpe maka mpụ na 2018, ọ gaghị abịa', ['CRIMINAL_RECORD:ikpe maka mpụ']],
    // Yorùbá 'wọ́n dá a lẹ́bi' (they found him guilty of)
    ['Ìwé\nOrúkọ: Bola Ade\nỌlọ́pàá: wọ́n dá a lẹ́bi ìjìnigbé ní 2019', ['CRIMINAL_RECORD:dá a lẹ́bi ìjìnigbé']],
    ['Ìròyìn: wọ́n dá Tunde Bakare lẹ́bi jìbìtì ní ọdún 2020.', ['CRIMINAL_RECORD:dá Tunde Bakare lẹ́bi jìbìtì']],
  ]);
  none([
    // many people convicted (Swahili plural prefix wa-), a general ruling, no one's record
    'Mahakama ilitoa hukumu: watu wengi wamehukumiwa kwa wizi mwaka huu.',
    // Hausa: 'musu' (them) in a court's general statement with no one named
    'Kotu ta ce an yanke musu hukunci kan sata.',
  ]);
});

describe('special categories, session 38 (set 45 round): criminal-record labels and theft in isiZulu and isiXhosa', () => {
  check([
    ['Ugwaliso\nIgama: Sipho Dube\nIrekhodi lobugebengu: ukuntshontsha izinkomo ngo-2016', ['CRIMINAL_RECORD:ukuntshontsha izinkomo ngo-2016']],
    ['Ifomu\nIgama: Lwazi Mthembu\nIrekhodi lolwaphulo-mthetho: ukuqhekeza ngo-2014', ['CRIMINAL_RECORD:ukuqhekeza ngo-2014']],
  ]);
  none(['Abantu abaningi babanjwa ngokuntshontsha izimoto eGoli.']);
});

describe('special categories, session 38 (set 45 round): party offices and inflected party and union names', () => {
  check([
    // German declines the article of 'Die Grünen'; the genitive article links an office to its party
    ['Nachricht\nName: Lena Schulz\nBemerkung: Stadträtin der Grünen seit 2019', ['POLITICAL_AFFILIATION:Grünen']],
    ['Mieterauskunft\nName: Jonas Weber\nSonstiges: Abgeordneter der SPD im Landtag', ['POLITICAL_AFFILIATION:SPD']],
    // Afrikaans 'vir (die)' as Dutch 'voor (de)'
    ['Huurder\nNaam: Piet Botha\nWerk: raadslid vir die DA in wyk 12', ['POLITICAL_AFFILIATION:DA']],
    // Polish genitive after 'do' and 'członkini'
    ['Ankieta\nPracownik: Jan Nowak\nKomentarz: "Wstąpiłem do Solidarności w 1990."', ['TRADE_UNION:Solidarności']],
    ['Notatka\nPracownik: Anna Wiśniewska\nUwagi: członkini Solidarności od lat', ['TRADE_UNION:Solidarności']],
    // Italian union representatives (RSU, delegato, rappresentante) and FIOM, the CGIL metalworkers
    ['Scheda\nDipendente: Marco Bianchi\nRuolo: delegato FIOM-CGIL in fabbrica', ['TRADE_UNION:FIOM-CGIL']],
    ['Segnalazione\nSegnalante: Paolo Conti\nRuolo: RSU della FIOM-CGIL', ['TRADE_UNION:FIOM-CGIL']],
    ['Valutazione\nDipendente: Anna Neri\nNote: rappresentante della UIL in reparto', ['TRADE_UNION:UIL']],
  ]);
  none([
    'Im Grünen wohnen viele Familien mit Kindern.',
    'Die raadslid vir wyk 12 het die vergadering gelei.',
    'Solidarności nie brakuje w tej społeczności.',
    'Il segretario generale della CGIL ha parlato ieri in piazza.',
  ]);
});

describe('special categories, session 38 (set 45 round): biometric, health and faith words of the record languages', () => {
  check([
    ['Irejista\nUmfundi: Sipho Dube\nUqinisekiso: ushicilelo lweminwe', ['BIOMETRIC:ushicilelo lweminwe']],
    ['Rejestr\nKlient: Jan Nowak\nWejście: skan dłoni', ['BIOMETRIC:skan dłoni']],
    ['Intake\nCliënt: Jan Bos\nVoorgeschiedenis: diabetische voet, neuropathie', ['HEALTH:diabetische voet', 'HEALTH:neuropathie']],
    ['Registro\nPaciente: Ana López\nNota: soy diabética tipo 1 desde niña', ['HEALTH:diabética tipo 1']],
    ['Manifest\nPassenger: Tom Reed\nNote: uses a wheelchair after a spinal injury', ['HEALTH:uses a wheelchair', 'HEALTH:spinal injury']],
    ['Inqaku\nUmxhasi: Sipho Dube\nImpilo: isifo sephepha, uthatha amayeza', ['HEALTH:isifo sephepha']],
    ['Akwụkwọ\nNwata: Chidi Okafor\nỌrịa: akwụkwụ', ['HEALTH:akwụkwụ']],
    ['Inschrijving\nKind: Sara Bos\nLevensovertuiging ouders: islamitisch; geen varkensvlees', ['RELIGION:islamitisch']],
    ['Aanvraag\nLeerling: Sara Bos\nReden: geloofsovertuiging (islamitisch)', ['RELIGION:islamitisch']],
    ['Ifom yomhlali\nUmnini: Sipho Dube, umKatolika\nIgumbi: 35', ['RELIGION:umKatolika']],
  ]);
  none([
    'Skan dłoni to nowa technologia w bankach.',
    // 'akwụkwọ' (book, school) is not 'akwụkwụ'
    'Akwụkwọ ụlọ akwụkwọ\nAha: Chidi Okafor\nKlas: 3',
    'De islamitische feestdagen vallen dit jaar in april.',
  ]);
});

describe('special categories, session 38 (set 45 round): a mutation named with its gene, a chromosome band deletion', () => {
  check([
    ['Karta zawodnika\nZawodnik: Jan Nowak\nBadanie genetyczne: mutacja w genie KCNQ1', ['GENETIC:mutacja w genie KCNQ1']],
    ['Certificat\nJoueur : Paul Martin\nAntécédent : mutation du gène RYR1', ['GENETIC:mutation du gène RYR1']],
    ['Informe\nPaciente: Ana López\nResultado: mutación en el gen BRCA2', ['GENETIC:mutación en el gen BRCA2']],
    // 'Ingane' (isiZulu: child) names the form's subject
    ['Ifomu\nIngane: Thandi Zulu\nUcwaningo lofuzo: variant ye-MYBPC3', ['GENETIC:variant ye-MYBPC3']],
    ['Exam concessions\nCandidate: Yaw Owusu\nGenetic report: 22q11.2 deletion', ['GENETIC:22q11.2 deletion']],
    ['Clinic letter\nPatient: Tom Reed\nArray CGH: 1p36 microdeletion syndrome confirmed', ['GENETIC:1p36 microdeletion syndrome']],
    ['Fọọmu\nNwata: Ada Obi\nGenotype: AS', ['GENETIC:AS']],
  ]);
  none([
    'La mutation du gène CFTR est la cause de la mucoviscidose.',
    'About 1 in 4,000 babies is born with a 22q11.2 deletion.',
    // Igbo 'a maghị' (not known) is an empty answer
    'Fọọmu\nNwata: Ada Obi\nGenotype: a maghị',
  ]);
});

describe('special categories, session 38 (set 45 round): a slur quoted before the participle of calling (af, nl, de)', () => {
  check([
    ['Klagte\nKliënt: Piet Botha\nDie koerier het hom by die voordeur \'n "moffie" genoem', ['SEXUAL_ORIENTATION:moffie']],
    ['Klagte\nNaam: Piet Botha\nDie voorman het hom voor almal \'n "paki" genoem', ['RACE:paki']],
    ['Klacht\nNaam: Jan Bos\nDe chef heeft hem een "zigeuner" genoemd', ['RACE:zigeuner']],
  ]);
  none([
    // a word quoted as a word, no one called it
    'Die woord "moffie" word nie meer genoem nie.',
    // 'genoem' is also 'named': a people's name given to a child is no slur
    'Sy het haar dogter "Zulu" genoem.',
  ]);
});
