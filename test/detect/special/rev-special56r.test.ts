// Session 49's review of special56r: texts written for these tests, not taken from any set. Each fails on the round's
// branch before the review's mends (s49-special56r at 21058020).
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe("special categories, session 49's review: a condition field's plain negative answer is empty", () => {
  none([
    'Ficha de saúde\nFuncionário: João Silva\nDoença: não',
    'Fişa angajatului\nAngajat: Ion Popescu\nBoală: nu',
    'Werknemer: Anke de Boer\nAandoening: nvt',
  ]);
  // unchanged: a condition under the same fields
  check([['Ficha de saúde\nFuncionário: João Silva\nDoença: diabetes tipo 2', ['HEALTH:diabetes tipo 2']]]);
});

describe("special categories, session 49's review: a glossed carrier status beside a condition of its own", () => {
  check([
    // the condition opening the value is its own datum: the carrier's gloss does not swallow it
    ['Fomu ya afya\nMfanyakazi: Juma Hassan\nVinasaba: kisukari mbebaji wa thalasemia (thalassaemia carrier)', ['HEALTH:kisukari', 'HEALTH:thalasemia', 'GENETIC:thalassaemia carrier']],
    // unchanged: the condition the carrier word qualifies joins its gloss
    ['Fomu ya afya\nMfanyakazi: Juma Hassan\nVinasaba: mbebaji wa thalasemia (thalassaemia carrier)', ['GENETIC:mbebaji wa thalasemia (thalassaemia carrier)']],
  ]);
});

describe("special categories, session 49's review: a counting noun before a pattern's phrase is no topic", () => {
  check([['Clinic note\nPatient: Thandi Dube\nSeen after a series of burns to both hands at work.', ['HEALTH:burns to both hands']]]);
  // unchanged: a people's name after a topic noun and its link
  none(['Boda boda chat\nJuma Hassan: Kesho kuna tamasha la utamaduni wa Wakikuyu, sitakuja kazini']);
});
