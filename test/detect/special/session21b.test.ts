// The special-category classes of session 21's second round (issue 15: set 28 as development, misses grouped by why),
// each beside negatives that must not fire. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 21b: a party or union heading a list of its people', () => {
  check([
    // a listed acronym on the heading line over numbered rows naming people (exports.ts headedLists)
    ['NUMSA shop floor committee 2024\n1. Sipho Mabuza - chair\n2. Lerato Mokoena - secretary', ['TRADE_UNION:NUMSA']],
    // a listed party as a field value at the head, over a form's fields naming one person
    ['Party: ODM\nNomination form, Kisumu constituency\nName: Achieng Otieno\nSeat sought: MCA', ['POLITICAL_AFFILIATION:ODM']],
    // a name listed only in the sets needs a unit or gathering word of a party or union on the heading lines
    ['Unite Leeds branch - officers\nChair: Gareth Hughes\nTreasurer: Fiona Campbell', ['TRADE_UNION:Unite']],
    ['Kreisverband SPD Hamm - Vorstand\nVorsitz: Jürgen Becker\nKasse: Monika Braun', ['POLITICAL_AFFILIATION:SPD']],
    ["Bulletin d'adhésion - CGT\nNom : Camille Lefebvre\nEntreprise : atelier de Lille", ['TRADE_UNION:CGT']],
  ]);
  none([
    // a heading with no person below it, or prose under a headline (news about the party, not a membership list)
    'COSATU regional congress - agenda\n1. Opening\n2. Wage talks\n3. Closing',
    'APC ward congress\nThe congress opened late. Governor Abdullahi Ganduje spoke for an hour.',
    // a set-only name with no unit or gathering word: a ward's and a unit's patient lists
    'Labour ward handover\nBed 2: Ama Owusu\nBed 3: Efua Mensah',
    'ICU list\nBed 4: Kwame Asante',
    // the party's own place or news after its name (blockers_after)
    'ANC headquarters branch visit\nGuide: Thabo Nkosi',
    // a form's options left unticked on the heading line name no one's party
    'Party (tick one): [ ] ODM [ ] UDA constituency branch\nName: Achieng Otieno',
  ]);
});

describe('special categories, session 21b: disposals a court or parole board imposes', () => {
  check([
    // records.json terms, licensed by the person in the sentence or a form about one subject
    ['Kagiso Molefe reports weekly under correctional supervision.', ['CRIMINAL_RECORD:correctional supervision']],
    ['Mr Peter Walsh is under house arrest until the trial.', ['CRIMINAL_RECORD:house arrest']],
    ['Offender: Dylan Price\nParole granted: yes, from 4 May', ['CRIMINAL_RECORD:Parole granted']],
  ]);
  none([
    // the disposal named in a general statement or a policy
    'House arrest is used more often for older offenders, the ministry said.',
    'Guidance on correctional supervision for all magistrates was published.',
  ]);
});
