// Session 38, round special38 on special categories (issue 15; held-out sets 28-44 as development).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 38: the church field of an isiZulu or isiXhosa form (Ibandla:, Isonto:)', () => {
  check([
    // a listed church name or a faith as the whole value of the field
    ['Ifomu yelungu\nIgama: Sipho Dlamini\nIbandla: Shembe\nUbudala: 52', ['RELIGION:Shembe']],
    ['Incwadi yomngcwabo\nIgama: Thandi Mkhize\nIsonto: amaShembe', ['RELIGION:amaShembe']],
    ['Ifom yokubhalisa\nIgama: Lwazi Nqeno\nIbandla: amaWesile, isiphaluka saseQonce', ['RELIGION:amaWesile']],
    ['Ifomu\nIgama: Nomvula Zungu\nIsonto: Zion Christian Church', ['RELIGION:Zion Christian Church']],
  ]);
  none([
    // 'Shembe' is also a surname: no field, no faith
    'Igama: Sipho Shembe\nIkheli: 14 Umgeni Road',
    // the field's other senses: a day, an assembly, a value that names no church
    'Uhlelo lwesonto\nIsonto: ngoMgqibelo nangeSonto',
    'Umbiko\nIgama: Sipho Dlamini\nIbandla: umhlangano wabazali, ngo-10:00',
    // not at a field's start
    'Umhlangano webandla: Shembe uzokhuluma ngomlando wesifundazwe.',
  ]);
});

describe('special categories, session 38: a health word in a field\'s label is wording when the value holds its datum', () => {
  check([
    // the value is the datum; the label's word ('Self-harm', 'STI', 'HIV') is not marked beside it
    ['Admission screen\nDetainee: Tom Reed\nSelf-harm history: cuts to both forearms 2020', ['HEALTH:cuts to both forearms']],
    ['Intake\nClient: Ama Owusu\nBloods taken. STI screen: chlamydia positive', ['HEALTH:chlamydia positive']],
    ['Booking card\nWoman: Ama Owusu\nPartner\'s HIV status: on TLD since 2021', ['HEALTH:TLD']],
    // a value naming nothing of the category: the label's word is all the record says, and it stays
    ['Admission screen\nDetainee: Tom Reed\nSelf-harm history: yes, 2019', ['HEALTH:Self-harm']],
    // a label that is the term alone names the condition the value describes: both stay
    ['Clinic card\nClient: Ama Owusu\nDiabetes: type 2, on metformin', ['HEALTH:Diabetes', 'HEALTH:metformin']],
    // a colon inside a bracket or after a comma is no field's label
    ['Dispatch note\nTo: Ama Owusu\nYour parcel (chronic medicine, ARVs 3 months: TLD) is ready.', ['HEALTH:ARVs', 'HEALTH:TLD']],
  ]);
});
