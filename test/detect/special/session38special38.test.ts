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
