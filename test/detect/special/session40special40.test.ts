// Session 40, round special40 on special categories (issue 15; held-out sets 11-46 as development).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 40: a health word in a title naming the kind of record', () => {
  check([
    // the title names the record (a kind word follows on its line); the body states the datum, which is marked
    ['Hip replacement waiting list entry (Tamale)\nKwabena Osei, 67, has osteoarthritis of the right hip and waits for a theatre date.', ['HEALTH:osteoarthritis']],
    ['Addiction service intake — Kumasi\nResident: Yaw Boateng\nSubstances: heroin since 2019', ['HEALTH:heroin since 2019']],
    ['Kidney transplant work-up — Tema\nRecipient: Thandi Mokoena\nDiagnosis: lupus nephritis', ['HEALTH:lupus nephritis']],
    // a title naming its subject, or over a body that states nothing of its category, keeps its word
    ['Antenatal booking - Grace Mensah\nGestation: 12 weeks', ['HEALTH:Antenatal', 'HEALTH:12 weeks']],
    ['Form MH 12 - involuntary admission\nUser: Kojo Asante\nDiagnosis: acute psychosis', ['HEALTH:involuntary admission', 'HEALTH:acute psychosis']],
  ]);
});

describe('special categories, session 40: Pidgin \'una\' and Spanish \'guardia\' point to no one', () => {
  none([
    // 'una' is the Spanish and Italian article, and Pidgin's plural 'you'; 'Guardia' is a common noun before 'Civil'
    'Un robo en una tienda de móviles del centro.',
    'La Guardia Civil ha detenido a dos personas por un robo en un almacén.',
  ]);
});

describe('special categories, session 40: a family or child noun beside a people\'s adjective, and a people refused', () => {
  check([
    // Romance order puts the noun first: 'famille manouche', 'famiglia sinti'; read as a form line's value of the
    // subject's record, or after a possessive that makes the family the person's own
    ['Dossier 4471 | Accueil périscolaire\nÉlève : Léa Martin\nMilieu familial : famille manouche, voyageurs l\'été', ['RACE:manouche']],
    ['Segnalazione del 3 marzo — Marco Bianchi\nMarco racconta che la sua famiglia sinti vive a Bolzano da tre generazioni.', ['RACE:sinti']],
    // a refusal to rent, hire or serve a people, in a sentence naming the person refused
    ['Emeka Obi complain say the estate manager no go rent give Igbo people, so dem turn am back.', ['RACE:Igbo people']],
    ['Lucía Gómez llamó a la oficina: en la agencia le dijeron que no alquilan a marroquíes.', ['RACE:marroquíes']],
  ]);
  none([
    // a plural family is many people; a country's own adjective names a nationality, not an origin
    'Viele türkische Familien leben in Köln.',
    'La famille française de Léa Martin.',
    // news naming a family by its origin names no person's origin; nor does a family that did something to a named person
    'Una famiglia marocchina ha aperto una panetteria in centro.',
    'Eine türkische Familie hat das Restaurant am Markt übernommen.',
    'Der Bürgermeister besuchte eine türkische Großfamilie in Neukölln.',
    'Anna Rossi dice che una famiglia rom le ha rubato la borsa al mercato.',
    // a refusal in a general statement names no one refused; 'let' and 'quiere' are no refusal to hire, rent or serve
    'Thousands of landlords do not rent to Igbo people, a survey says.',
    'The estate would not let Igbo people buy land there.',
    'Chidi Okafor said the estate would not let Igbo people buy land there.',
    'Hechos: el hotel no quiere a rumanos, dice la web.',
    'Reclamación nº 77\nCliente: Ana Pop\nHechos: el hotel no quiere a rumanos, dice la web.',
  ]);
});

describe('special categories, session 40: an origin frame in the prose of a form about one subject', () => {
  check([
    // the frame ascribes the origin; on a form about one subject it is the subject's, as a religion frame is
    ['Incident report\nVictim: Sipho Dube\nThe victim, who is Zulu, was insulted at the taxi rank.', ['RACE:Zulu']],
  ]);
});

describe('special categories, session 40: a faith before a church word after a possessive', () => {
  check([
    // 'her Pentecostal church', 'his Methodist church choir': the congregation is the person's
    ['Travel note — Ama Owusu\nTravelling with her Baptist church choir to Accra', ['RELIGION:Baptist']],
    ['Transfer letter\nThis introduces Kofi Mensah, who sings with his Methodist church choir in Tema.', ['RELIGION:Methodist']],
  ]);
  none([
    // no person: a church's own news
    'Our Methodist church hosts a food bank for all residents.',
  ]);
});
