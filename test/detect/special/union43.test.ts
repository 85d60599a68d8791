// Session 42 (union43, issue 15): a union read only in a frame (TUC, NUT, Unite, GMB, RCN, which are also words or other
// bodies' names) followed by its member's word in another language or in brackets, or by a dues word with no amount,
// as 'TUC member' and 'TUC dues' are read in English. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 42 (sets 31, 37, 49): a frame-only union followed by a member or dues word', () => {
  check([
    // a member noun of the users' languages after the name, in brackets or not (isiXhosa, Dutch, German, Swahili)
    ['Ifomu yomsebenzi\nIgama: Sipho Dube\nUmbutho wabasebenzi: NUT (ilungu)', ['TRADE_UNION:NUT']],
    ['Personeelsdossier\nNaam: Femke Visser\nOpmerking: Unite lid sinds 2020', ['TRADE_UNION:Unite']],
    ['Personalbogen\nName: Lena Vogel\nVermerk: GMB (Mitglied)', ['TRADE_UNION:GMB']],
    ['Fomu ya mfanyakazi\nJina: Juma Otieno\nMaelezo: TUC mwanachama', ['TRADE_UNION:TUC']],
    // English in brackets as well as bare
    ['Staff file\nName: Grace Owusu\nNotes: RCN (member since 2016)', ['TRADE_UNION:RCN']],
    // a membership-fee word after the name is the member's dues with or without an amount, as 'TUC dues' is
    ['Salarisstrokie\nWerker: Johan Botha\nAftrekkings: TUC ledegeld', ['TRADE_UNION:TUC']],
    ['Lohnzettel\nName: Jonas Weber\nAbzug: Unite Mitgliedsbeitrag', ['TRADE_UNION:Unite']],
  ]);
  none([
    // a group of members in general, and the union's own business, name no one
    'TUC members marched through Accra on Monday.',
    'Die GMB Mitglieder streikten am Montag.',
    'Ukuhlangana kwe-NUT (amalungu kuphela) kungoLwesihlanu.',
  ]);
});
