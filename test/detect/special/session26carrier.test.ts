// Session 26 (issue 15): a carrier finding written as a word — "Mother is a carrier.", "Sister tested: carrier.",
// "Befund: Mutter ist Konduktorin." Seen in two independently written held-out sets (set 28 and set 32, two texts
// each), missed because 'carrier' was read only inside a term ('sickle cell carrier', 'carrier of haemophilia',
// 'carrier status'). The word alone names a genetic finding only where a hereditary condition is named before it on
// its line (health.json GENETIC pattern: `{hereditary}` within 120 characters before; 'carrier' also names an
// airline, a network, a courier, a hepatitis B carrier) and the finding closes its clause ('is a carrier of the
// team's hopes' is no finding). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 26: a carrier finding in words after a hereditary condition on its line', () => {
  check([
    ['Clinic letter\nRe: Kwesi Boateng, 7\nDiagnosis: Duchenne muscular dystrophy. Mother (Adwoa Boateng) tested: carrier.', ['HEALTH:Duchenne muscular dystrophy', 'GENETIC:carrier']],
    ['Family history: haemophilia A in two uncles. Sister is a carrier; she was referred for counselling.', ['GENETIC:carrier']],
    ['Patient: Lindiwe Dube\nCystic fibrosis in her first child; she was found to be a carrier.', ['HEALTH:fibrosis', 'GENETIC:carrier']],
    ['Patientin: Anna Weber\nBefund: Hämophilie beim Sohn; die Mutter ist Konduktorin.', ['GENETIC:Konduktorin']],
    ['Patiente : Awa Diop\nDrépanocytose chez le frère ; elle est porteuse saine.', ['HEALTH:Drépanocytose', 'GENETIC:porteuse saine']],
    // an infection's carrier is the infection (health), no genetic finding
    ['Hepatitis B screening: she is a carrier.', ['HEALTH:Hepatitis B']],
  ]);
  none([
    // no hereditary condition on the line: another sense of the word (an airline, a network, an infection's carrier)
    'Mother is a carrier.',
    'Ticket for Ama Owusu: the airline is a carrier, not a travel agent.',
    // a general statement about a condition, and a question
    'Sickle cell trait means a person is a carrier.',
    'Cystic fibrosis: each parent is a carrier.',
    'Cystic fibrosis leaflet. Is your partner a carrier?',
    // the condition on another line
    'Haemophilia clinic moved to Block C.\nDHL is a carrier.',
    // 'carrier' not closing its clause: a carrier of something else
    'Thalassaemia awareness week: Kojo is a carrier of the torch on the walk.',
  ]);
});
