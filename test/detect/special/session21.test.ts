// The special-category classes of session 21 (issue 15: sets 11–27 as development, misses grouped by why), each beside
// negatives that must not fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 21: diabetes and high blood pressure in Southern and East African languages', () => {
  check([
    // health.json terms (language note 'st'): the disease's multi-word name, licensed by the person in the sentence
    ['Mme Palesa Mokoena o na le lefu la tsoekere, o nwa insulin hoseng.', ['HEALTH:lefu la tsoekere', 'HEALTH:insulin']],
    ['Rre Kagiso Molefe o na le kgatelelo e e kwa godimo ya madi.', ['HEALTH:kgatelelo e e kwa godimo ya madi']],
    ['Mma Neo Sebego o na le bolwetse jwa sukiri.', ['HEALTH:bolwetse jwa sukiri']],
    ['Wanjiru Kamau arĩ na mũrimũ wa cukari.', ['HEALTH:mũrimũ wa cukari']],
    ['Akinyi Odhiambo nigi tuo sukari kod rem ma malo.', ['HEALTH:tuo sukari', 'HEALTH:rem ma malo']],
    ['Yaa Asantewaa wɔ mogya mmoroso.', ['HEALTH:mogya mmoroso']],
    // isiZulu with the prefix joined to the disease word
    ['UNomvula Zungu uphethwe yisifo sikashukela.', ['HEALTH:yisifo sikashukela']],
  ]);
  none([
    // the food, the blood or the word alone, and a general statement
    'Mme Palesa o rekile tsoekere le bohobe.',
    'Wanjiru Kamau agũrire cukari.',
    'Lefu la tsoekere le ata haholo naheng ena.',
    'REM sleep was normal on the study of Akinyi Odhiambo.',
  ]);
});

describe('special categories, session 21: Igbo kin words point to one person', () => {
  check([
    // cues.json person 'ig': the kin noun with the possessive 'm'
    ['Nne m nwere ọrịa shuga.', ['HEALTH:ọrịa shuga']],
    ['Nna m nwere ọbara mgbali elu.', ['HEALTH:ọbara mgbali elu']],
  ]);
  none(['Ọtụtụ ndị nwere ọrịa shuga n’obodo a.']);
});

describe('special categories, session 21: a named prayer is the person’s practice, beside a faith word or alone', () => {
  check([
    // identity.json religion terms: the Friday and daily prayers in the cue languages; no longer observance terms
    ['Rota note: Yusuf Adamu asks to be off on Fridays at 1 pm for Jumat prayers.', ['RELIGION:Jumat prayers']],
    ['Personalakte: Herr Selim Kaya, Muslim, geht freitags zum Freitagsgebet.', ['RELIGION:Muslim', 'RELIGION:Freitagsgebet']],
    ['Halima Sani Musulma ce, tana zuwa sallar Juma’a a kowane mako.', ['RELIGION:sallar Juma’a']],
    ['Bw. Hamisi Juma ameomba ruhusa ya kwenda sala ya Ijumaa.', ['RELIGION:sala ya Ijumaa']],
    ['M. Karim Benali demande une pause pour la prière du vendredi.', ['RELIGION:prière du vendredi']],
  ]);
  none([
    // a mosque's notice, a timetable for all, and an attributive singular
    'Freitagsgebet in der Moschee: Beginn um 13 Uhr für alle Gläubigen.',
    'Jumat prayers will hold at 1:30 pm in the staff mosque for all workers.',
    // a prayer or festival after a temporal preposition names a time (identity.json religion blockers_before)
    'Kemi, meet me at the market after Jumat prayers.',
    'Musa Ibrahim will pay the rent after Ramadan.',
    'Zan kira Musa Ibrahim bayan sallar Juma’a.',
  ]);
});

describe('special categories, session 21: going to church or mosque in other languages tells a faith only alone', () => {
  check([
    // observance_terms: alone the attendance tells the faith
    ['Funmilayo Ojo ó máa ń lọ sí ṣọ́ọ̀ṣì lọ́jọ́ Àìkú.', ['RELIGION:lọ sí ṣọ́ọ̀ṣì']],
    ['Bi. Zawadi Mwangi huenda kanisani kila Jumapili.', ['RELIGION:huenda kanisani']],
    // beside an outright faith word the faith word is the datum (sets 13, 14, 17, 24 leave the attendance unmarked)
    ['Abu Musa Kirista ne, yana zuwa coci kowace Lahadi.', ['RELIGION:Kirista']],
  ]);
});

describe('special categories, session 21: a religion label in other languages, and the Dutch Jehovah’s Witness', () => {
  check([
    ['Ficha de cliente\nNome: Ana Ferreira\nReligião: católica', ['RELIGION:católica']],
    ['Ficha del paciente\nNombre: Lucía Gómez\nReligión: evangélica', ['RELIGION:evangélica']],
    ['Meldezettel\nName: Anna Gruber\nReligionsbekenntnis: römisch-katholisch', ['RELIGION:römisch-katholisch']],
    ['Dossier: mevrouw Els Peeters, Jehova’s getuige, weigert bloed.', ['RELIGION:Jehova’s getuige']],
  ]);
  none(['De Jehova’s getuigen hielden een congres in Utrecht.']);
});

describe('special categories, session 21: a drug’s INN as other European languages end it', () => {
  check([
    // health.json suffixes: the listed stems with the Romance, German and Polish endings
    ['Receta: paciente Lucía Gómez, sertralina 50 mg al día.', ['HEALTH:sertralina']],
    ['Arztbrief: Herr Jonas Weber erhält Lamotrigin 100 mg.', ['HEALTH:Lamotrigin']],
    ['Skierowanie: pacjent Jan Nowak, leczenie: enalapryl 10 mg.', ['HEALTH:enalapryl']],
    ['Ricetta: signora Giulia Bianchi, amlodipina 5 mg.', ['HEALTH:amlodipina']],
  ]);
  none([
    // too short for a stem, or no one
    'Denuncia: la rapina in banca di ieri.',
    'A sertralina é um antidepressivo muito usado.',
  ]);
});

describe('special categories, session 21: a nursing or care handover heads a record about its patient', () => {
  check([
    // cues.json headings: the shorthand lines below name no one again
    ['SHIFT HANDOVER\nBed 4, Comfort Owusu. Dx sickle cell crisis. On morphine.', ['HEALTH:sickle cell crisis', 'HEALTH:morphine']],
    ['Transmissions ciblées\nChambre 12, Mme Aline Dubois. Dyspnée la nuit.', ['HEALTH:Dyspnée']],
  ]);
  none([
    // a project's handover and a car's transmission head no clinical record
    'Handover\nThe malaria dashboard goes live on Monday.',
    'Transmission: automatic\nThe dealer also sells diabetes test strips.',
  ]);
});
