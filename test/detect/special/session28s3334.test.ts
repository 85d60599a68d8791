// The special-category classes of session 28's rule round on held-out sets 33 and 34 (issue 15), each a class both
// sets show as errors on the session's start code, beside the negatives that must stay. Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 28 (sets 33, 34): a self-statement of ethnic origin in a contracted or prefixed copula', () => {
  check([
    // English contractions in a chat or message: 'I'm', 'he's', 'we're'
    ['Family chat — Halima: Mama says no because I\'m Fulani and he is not.', ['RACE:Fulani']],
    ['Kwame Mensah: I\'m Ewe, my wife is Ga.', ['RACE:Ewe', 'RACE:Ga']],
    ['Amina Yusuf wrote: they refused the flat because I’m Hausa.', ['RACE:Hausa']],
    // isiXhosa / isiZulu: subject prefix (ndi-, ngi-, ba-) + copula (ngu-, nga-) + the noun's class prefix (um-, ama-)
    ['Molweni, ndingu-Thabo Nkosi, ndingumXhosa wase Mthatha.', ['RACE:mXhosa']],
    ['Molweni, ndingu-Thabo Nkosi, ndingu-mXhosa.', ['RACE:mXhosa']],
    ['Sawubona, ngingu-Thabo Nkosi, ngingumZulu.', ['RACE:mZulu']],
  ]);
  none([
    // a language learnt or a troupe at a festival is no one's origin
    'I\'m learning Yoruba at night school.',
    'They\'re Zulu dancers at the festival.',
    // the same copula before a noun that is not an ethnonym ('I am a minister', 'I am a teacher')
    'Ndingumfundisi eMthatha.',
    'Ngingumfundisi waseThekwini.',
  ]);
});

describe('special categories, session 28 (sets 33, 34): a colour term of race before one person\'s person or role noun', () => {
  check([
    // an empowerment (B-BBEE) schedule, a sports report, a staff note
    ['B-BBEE schedule: shareholder Ama Owusu, Black woman, 40% voting rights.', ['RACE:Black']],
    ['Fans abused Kwame Mensah, the club\'s Black striker.', ['RACE:Black']],
    ['Kwame Mensah, a Black nurse, was passed over for the post.', ['RACE:Black']],
  ]);
  none([
    // a general statement about a group: an indefinite opening a sentence, after 'if', or 'every'; plurals are not read
    'A Black man is more likely to be stopped by police, the report says.',
    'If a Black woman applies, the panel must say why.',
    'Every Black student deserves a fair hearing.',
    'Black women earn less than white men, the survey found.',
    // a surname after a title, a team, clothes
    'Mr White patient list.',
    'The Black Stars player scored twice.',
    'She wore a white coat and a black belt.',
    'Kwame Mensah bought a black leather jacket.',
    // the surnames White and Black after a given name on a staff list or a team sheet (review28): the person's surname
    'Ward 7 rota: Lisa Black nurse, Tunde Bello porter.',
    'Squad: Ben White player, Kofi Mensah coach.',
  ]);
});

describe('special categories, session 28 (sets 29, 30, 33): an ethnonym right before one person\'s person or role noun', () => {
  check([
    // a consultation note, a grievance quoting a slur, a grazing permit's herder
    ['Redundancy meeting: Kwame Mensah says he is the only Tamil worker selected.', ['RACE:Tamil']],
    ['Grievance: Ngozi Obi says her supervisor calls her that Ibibio woman in meetings.', ['RACE:Ibibio']],
    ['Herder: Musa Bello, Fulani pastoralist, 60 cattle.', ['RACE:Fulani']],
  ]);
  none([
    // a teacher or translator of the language, a plural group, a general statement opened by an indefinite
    'Kwame Mensah is our Yoruba teacher.',
    'Fulani herdsmen clashed with farmers in the state.',
    'If a Hausa trader asks, the market office must answer.',
    'Every Igbo worker at the depot got the memo.',
  ]);
});
