// Session 41, round on special set 48 (special48r): each class kept only where an earlier set by another author shows
// it too (see the commit messages and the data files' notes). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 41 (set 48 round): health words of the record languages', () => {
  check([
    // a worn aid: glasses, hearing aids in Polish, German, French, Spanish and Italian
    ['Driver file\nDriver: Tom Reed\nEyesight: wears spectacles', ['HEALTH:wears spectacles']],
    // the condition named after 'for' is the fact, not the aid
    ['Driver file\nDriver: Tom Reed\nEyesight: wears glasses for short sight', ['HEALTH:short sight']],
    ['Karta ucznia\nUczeń: Jan Nowak\nUwagi: nosi aparat słuchowy w szkole', ['HEALTH:aparat słuchowy']],
    ['Anmeldung\nTeilnehmer: Jonas Beck\nHinweis: trägt Hörgeräte, bitte deutlich sprechen', ['HEALTH:Hörgeräte']],
    ['Fiche\nÉlève : Paul Martin\nSanté : appareil auditif à gauche', ['HEALTH:appareil auditif']],
    ['Ficha\nSocio: Luis Gil\nSalud: usa audífono', ['HEALTH:audífono']],
    ['Scheda\nSocio: Luca Neri\nSalute: apparecchio acustico', ['HEALTH:apparecchio acustico']],
    // Polish hearing loss, Afrikaans back pain, Italian disc hernia, Portuguese asthma attack, Pidgin waist pain
    ['Karta\nPracownik: Jan Nowak\nZdrowie: niedosłuch lewostronny', ['HEALTH:niedosłuch']],
    ['Personeelkaart\nWerker: Jan Botha\nGesondheid: laerugpyn, sien fisio', ['HEALTH:laerugpyn']],
    ['Scheda\nDipendente: Luca Neri\nNote: ernia del disco, niente sollevamenti', ['HEALTH:ernia del disco']],
    ['Ficha\nNome: Rui Costa\nMotivo: crise de asma ontem à noite', ['HEALTH:crise de asma']],
    ['Customer book\nCustomer: Emeka Obi\nComplain: waist pain since Monday', ['HEALTH:waist pain']],
    // Spanish anxiety and the Romance acronym of ADHD
    ['Ficha\nAlumno: Luis Gil\nSalud: TDAH, ansiedad en exámenes', ['HEALTH:TDAH', 'HEALTH:ansiedad']],
    // isiXhosa/isiZulu 'isifuba' (the chest; asthma or a chest illness), also after the 'une-' (has) prefix
    ['Ifomu\nIgama: Sipho Dube\nImpilo: une-sifuba', ['HEALTH:sifuba']],
    ['Ifomu\nIgama: Sipho Dube\nIsikhalazo: isifuba', ['HEALTH:isifuba']],
  ]);
  none([
    'Optician offer: free frames with every pair of glasses, this week only.',
    'Sklep oferuje aparaty słuchowe w promocji do końca miesiąca.',
  ]);
});

describe('special categories, session 41 (set 48 round): injuries named by their verb', () => {
  check([
    ['Workshop accident book\nWorker: Tom Reed\nInjury: crushed finger in the press', ['HEALTH:crushed finger']],
    ['Match report\nPlayer: Tom Reed\nInjury: strained left knee', ['HEALTH:strained left knee']],
    ['Match report\nPlayer: Tom Reed\nInjury: hamstring strain', ['HEALTH:hamstring strain']],
  ]);
});

describe('special categories, session 41 (set 48 round): a test with its result in the record languages', () => {
  check([
    // Italian and Portuguese hepatitis tests; Swahili 'hasi' (negative) and 'chanya' (positive)
    ['Scheda\nSocio: Luca Neri\nEpatite B: negativo', ['HEALTH:Epatite B: negativo']],
    ['Ficha\nNome: Rui Costa\nHepatite C: positivo', ['HEALTH:Hepatite C: positivo']],
    ['Fomu\nMteja: Juma Ali\nMalaria: hasi', ['HEALTH:Malaria: hasi']],
    ['Fomu\nMteja: Juma Ali\nVVU: chanya', ['HEALTH:VVU: chanya']],
  ]);
  none([
    // Swahili 'halijapimwa' (not tested, li- class) is no answer
    'Fomu ya mchangiaji\nMchangiaji: Juma Ali\nKundi la damu: halijapimwa',
  ]);
});

describe('special categories, session 41 (set 48 round): genetic results', () => {
  check([
    // Swahili genetic-test labels: the value is the result, not the label
    ['Fomu\nMwanafunzi: Juma Ali\nKipimo cha vinasaba: SS', ['GENETIC:SS']],
    ['Fomu\nMwanafunzi: Juma Ali\nMatokeo ya vinasaba: AS', ['GENETIC:AS']],
    // a listed gene right after 'mutation' in French and Polish, with no preposition between
    ['Certificat\nJoueur : Paul Martin\nAntécédents : mutation TTN', ['GENETIC:mutation TTN']],
    ['Ankieta\nPacjent: Jan Nowak\nWynik: mutacji PKD1 nie wykryto', ['GENETIC:mutacji PKD1']],
  ]);
  none(['Le congrès présente les mutations connues chez les souris de laboratoire.']);
});

describe('special categories, session 41 (set 48 round): fingerprint words, peoples and an offence', () => {
  check([
    // isiXhosa/isiZulu 'ngeminwe' (by the fingers) and 'ngokuskena iminwe' (by scanning the fingers); Igbo 'mbipụta mkpịsị aka'
    ['Ifomu\nIgama: Sipho Dube\nUkungena: ngeminwe', ['BIOMETRIC:ngeminwe']],
    ['Ifomu\nIgama: Sipho Dube\nUkungena: ngokuskena iminwe', ['BIOMETRIC:ngokuskena iminwe']],
    ['Akwụkwọ\nAha: Obinna Eze\nNbanye: mbipụta mkpịsị aka', ['BIOMETRIC:mbipụta mkpịsị aka']],
    // the German noun and French 'gitan' beside the listed Spanish and English forms
    ['Personalbogen\nMitarbeiter: Jonas Beck\nNotiz: ist Kurdin aus Diyarbakır', ['RACE:Kurdin']],
    ['Fiche\nClient : Paul Martin\nRemarque : gitane, vend des meubles', ['RACE:gitane']],
    // Dutch 'heling' (handling stolen goods) as a record's entry
    ['Screening\nKandidaat: Jan de Boer\nJustitiële documentatie: heling (2019)', ['CRIMINAL_RECORD:heling']],
  ]);
});

describe('special categories, session 41 (set 48 round): a partner of the sex a feminine label gives the subject', () => {
  check([
    // a feminine subject label ('Alumna', 'Patientin') gives the sex as a title does
    ['Ficha\nAlumna: Ana Ruiz\nContacto: su novia, Carmen', ['SEXUAL_ORIENTATION:su novia']],
    ['Anmeldung\nPatientin: Eva Roth\nAngehörige: Ehefrau, Anna Roth', ['SEXUAL_ORIENTATION:Ehefrau']],
    // the partner's name right after the word, with no comma
    ['Iscrizione\nIscritto: sig. Marco Rossi\nAccompagnato da: suo marito Paolo Neri', ['SEXUAL_ORIENTATION:suo marito']],
  ]);
  none([
    // a partner of the other sex; a masculine (generic) label gives no sex
    'Ficha\nAlumna: Ana Ruiz\nContacto: su novio, Pablo',
    'Ficha\nAlumno: Luis Gil\nContacto: su novia Carmen',
    'Iscrizione\nIscritto: sig. Marco Rossi\nAccompagnato da: sua moglie Anna',
  ]);
});

describe('special categories, session 41 (set 48 round): French masculine Jewish and the Adventist abbreviation', () => {
  check([
    ['Fiche\nStagiaire : Paul Martin\nRemarque : juif, absent le samedi', ['RELIGION:juif']],
    ['Staff roster\nGuard: Juma Ali\nNote: SDA, no Saturday shifts', ['RELIGION:SDA']],
  ]);
  none(['Le musée juif de la ville ouvre une nouvelle salle.', 'The SDA runs a grant scheme for small firms in the county.']);
});
