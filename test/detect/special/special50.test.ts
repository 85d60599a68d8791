// Session 50 (special50, issue 15): health and other category words about no one. Texts written for these tests, not
// taken from any set; each `none` text and each changed expectation fails on the session's start code (d8eb262a).
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 50: Pidgin copula and aspect markers point to no one', () => {
  none([
    'Typhoid don too much for this harmattan o, make una dey boil una water.',
    'Lassa fever dey for Ondo now, make everybody cover food from rat.',
    'na so diabetes dey do person slowly, make una check sugar early',
    // 'Una' opening the sentence is the Pidgin plural 'you', not the given name (cues.json not_names)
    'Una go check una sugar o, diabetes dey kill quietly.',
  ]);
  // unchanged: the first person, a pronoun, a kin word
  check([
    ['I dey cough since Tuesday, I no fit come work', ['HEALTH:cough']],
    ['My mama don get stroke last week', ['HEALTH:stroke']],
  ]);
});

describe("special categories, session 50: a Pidgin request to everyone leaves the writer's own statement after it", () => {
  check([
    ['Tailors WhatsApp - Aba\nChinonso Eze: make una no wait me today, I get typhoid', ['HEALTH:typhoid']],
    ['Tailors WhatsApp - Aba\nChinonso Eze: I get typhoid since Friday, I no go open shop', ['HEALTH:typhoid']],
  ]);
});

describe('special categories, session 50: a term joined to a topic is a topic too', () => {
  none([
    'Dr Kwame Asante gave a lecture on asthma and epilepsy at the teaching hospital.',
    'Prof. Amina Yusuf will speak on tuberculosis, malaria and hepatitis at the summit.',
  ]);
  // unchanged: a person's own conditions joined so
  check([['Kofi Mensah was diagnosed with asthma and epilepsy in 2019.', ['HEALTH:asthma', 'HEALTH:epilepsy']]]);
});

// Session 50's review (rev-special50): texts written for these tests; each `check` fails on
// s50-special50 (a38386df), each `none` guards the narrowing.
describe("special categories, session 50 review: 'speak' names a subject only with 'on'", () => {
  check([
    ['Patient spoke of suicidal thoughts last night.', ['HEALTH:suicidal thoughts']],
    ['Client speaks of low mood and anxiety since the bereavement.', ['HEALTH:low mood', 'HEALTH:anxiety']],
  ]);
  none(['Prof. Amina Yusuf will speak on tuberculosis, malaria and hepatitis at the summit.']);
});

describe('special categories, session 50 review: a comma joins a topic only in a list that goes on', () => {
  check([
    ['Kwame attended a lecture on diabetes, epilepsy made him leave early.', ['HEALTH:epilepsy']],
    ['After a talk on malaria, asthma struck me and I was rushed to hospital.', ['HEALTH:asthma']],
  ]);
  none(['A talk on diabetes, hypertension, asthma and epilepsy.']);
});

describe("special categories, session 50 review: Pidgin 'e' (he, she) before 'don get' or 'dey sick' points to a person", () => {
  check([
    ['Dem say e don get HIV since last year.', ['HEALTH:HIV']],
    ['E dey sick, e get malaria.', ['HEALTH:malaria']],
  ]);
  // 'e get' alone is also 'it has' of a disease: no cue
  none(['Hepatitis B no get cure, but e get treatment.']);
});
