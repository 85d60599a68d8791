// Session 45, review of the set 52 round (rev-special52r): inputs written for this review, not taken from any set, on
// which the round's rules went wrong; each case failed on the round's branch before its mend.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, set 52 review: a people that is also a town, on a person\'s own first line', () => {
  check([
    // a field line is no heading: the people after the name is the employee's (Kikuyu, Nandi are also towns)
    ['Employee: Grace Wanjiru, Kikuyu\nRole: cashier\nPhone: on file', ['RACE:Kikuyu']],
    ['Tenant: Mary Chebet, Nandi\nUnit: B4', ['RACE:Nandi']],
    // a heading whose item before the comma is a person's name ascribes the people to that person
    ['Staff list - Grace Wanjiru, Kikuyu\nRole: cashier\nPhone: 0722', ['RACE:Kikuyu']],
  ]);
  none([
    // the heading's site stays a place
    'Savings and credit group - member onboarding, Kisii\nMember: Brian Omondi\nPhone: on file',
  ]);
});

describe('special categories, set 52 review: a state named before the people, not a state label', () => {
  check([
    // 'State' in the person's line (a state of residence) does not void the people named after it
    ['Staff: Tolu Adeyemi, Lagos State, Yoruba\nRole: baker', ['RACE:Yoruba']],
    ['Applicant: Musa Bello, born in Kano State, Hausa\nPosition: driver', ['RACE:Hausa']],
  ]);
  none([
    // a state field's value is a place
    'Bio-data form - bakery staff\nStaff: Tolu Adeyemi\nState: Ekiti',
  ]);
});

describe('special categories, set 52 review: an access point\'s device with a status is a maintenance note', () => {
  none([
    // the reporter is not the one scanned: the door's reader is reported broken
    'Maintenance ticket\nReported by: James Mwangi\nDoor: fingerprint reader not working',
    'Site survey\nSurveyor: James Mwangi\nLoading bay door: fingerprint reader installed 2023',
  ]);
  check([
    ['Cash centre - staff access\nStaff: Grace Akinyi\nVault door: iris scanner', ['BIOMETRIC:iris scanner']],
  ]);
});
