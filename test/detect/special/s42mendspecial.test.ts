// Session 42 mend of the special49r round: a reviewer's findings on its new words. Texts written for these tests, not
// taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 42 mend: bare Igbo "Mpụ" is no criminal label (folded it is German or English "MPU")', () => {
  none([
    'Bewerber: Jan Weber\nFührerschein: Klasse B\nMPU: bestanden',
    'Fahrerakte\nFahrer: Jan Weber\nMPU: nicht erforderlich',
    'Board spec\nEngineer: Jan Weber\nMPU: ARM Cortex-M4',
  ]);
  check([
    // the two-word Igbo labels stay, and a listed offence under bare 'Mpụ' is still read as a term
    ['Akwụkwọ ndị ọrụ\nAha: Chidi Eze\nMpụ o mere: ohi (2020)', ['CRIMINAL_RECORD:ohi (2020)']],
    ["Akwụkwọ ndị ọrụ\nAha: Chidi Eze\nMpụ: izu ohi n'afọ 2021", ['CRIMINAL_RECORD:izu ohi']],
  ]);
});

describe('special categories, session 42 mend: figurative myopia of a body or policy in the Romance languages and German', () => {
  none([
    'Juan Pérez critica la miopía del gobierno ante la crisis.',
    'Marco Bianchi denuncia la miopia della politica industriale.',
    'Der Abgeordnete Jan Weber kritisierte die Kurzsichtigkeit der Regierung.',
    'Marie Dubois dénonce la myopie des dirigeants du parti.',
  ]);
  check([
    ['Juan Pérez tiene miopía del ojo derecho.', ['HEALTH:miopía']],
    ['Marco Bianchi soffre di miopia da anni.', ['HEALTH:miopia']],
    ['Jan Weber hat eine starke Kurzsichtigkeit.', ['HEALTH:Kurzsichtigkeit']],
    ['Paciente: Juan Pérez\nDiagnóstico: miopía', ['HEALTH:miopía']],
  ]);
});

describe('special categories, session 42 mend: "supi" only in a relationship frame', () => {
  none([
    'Ama Owusu: her supi (Form 3 senior) helps with homework.',
    'Boarding house notes\nStudent: Efua Mensah\nNote: her supi checks her chores every morning',
  ]);
  check([
    ['Ama Owusu is in a supi relationship with a senior girl.', ['SEXUAL_ORIENTATION:supi']],
    ['Dormitory log\nStudent: Efua Mensah\nRumour: supi with a girl in Form 2', ['SEXUAL_ORIENTATION:supi']],
    ['Ama Owusu and Efua Boateng are supi, the housemistress says.', ['SEXUAL_ORIENTATION:supi']],
  ]);
});

describe('special categories, session 42 mend: Dutch "zijn vriend" / "haar vriendin" only under a partner or cohabitation label', () => {
  none([
    'Patiëntenkaart\nPatiënte: mevrouw Anna de Vries\nNoodcontact: haar vriendin Sanne',
    'Intake\nCliënt: dhr. Jan de Boer\nIn geval van nood: zijn vriend Piet de Boer, 06-12345678',
    'Tennisclub - gastenlijst\nLid: mevrouw Anna de Vries\nIntroducé: haar vriendin Lotte',
    'Huurcontract\nHuurder: dhr. Jan de Boer\nBorg: zijn vriend Mark (garant)',
    'Toernooi\nLid: dhr. Jan de Boer\nDubbelpartner: zijn vriend Joost',
  ]);
  check([
    ['Intake\nPatiënt: dhr. Jan de Boer\nPartner: zijn vriend Joost', ['SEXUAL_ORIENTATION:zijn vriend']],
    ['Intake\nPatiënte: mevrouw Anna de Vries\nWoont samen met: haar vriendin Sanne', ['SEXUAL_ORIENTATION:haar vriendin']],
  ]);
});
