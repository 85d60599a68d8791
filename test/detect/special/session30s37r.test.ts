// Session 30, round on held-out special set 37 (issue 15). Each class here shows errors in set 37 and in at least one
// other author's set (see the commit messages and the round's report for the counts). Texts written for these tests,
// not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 30: a form\'s first field naming someone opens a form about one subject', () => {
  check([
    // the first field's label is a role in a language or wording no list holds; its whole value is a person's name
    ['Site accident book\nInjured party: Kwabena Ofori\nInjury: fractured wrist\nHistory: epilepsy', ['HEALTH:fractured wrist', 'HEALTH:epilepsy']],
    ['Rejestr gości\nGość: Tomasz Wiśniewski\nPotwierdzenie: fingerprint scan', ['BIOMETRIC:fingerprint scan']],
    ['Hospice referral\nIn memory of: Grace Mensah\nCared for at home with motor neurone disease', ['HEALTH:motor neurone disease']],
    // a title before the name, and the name followed by a comma and more
    ['Housing panel note\nTenant-to-be: Mrs Abena Owusu, flat 4\nNeeds: wheelchair user, has multiple sclerosis', ['HEALTH:wheelchair user', 'HEALTH:multiple sclerosis']],
  ]);
  none([
    // the first field names no person: a topic, a department, a place
    'Newsletter\nTheme: Finance and Operations\nFocus: diabetes awareness week for all staff',
    'Events board\nVenue: Kumasi Central Library\nEvening talk on diabetes prevention by the library',
    'Events board\nVenue: Kofi Mensah Hall\nEvening talk on diabetes prevention by the library',
    // the name is not the field's whole value but part of a sentence in it
    'Staff bulletin\nNews: Grace Mensah ran a stall on malaria prevention for the community',
    // a one-line text has no field under a heading
    'Speaker: Grace Mensah. Topic: malaria.',
  ]);
});
