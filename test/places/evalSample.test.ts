// A small sample of the labelled evaluation set (bench/data/places-eval.json), one or two sentences
// per language and address style, checked exactly: span text and role of every mention.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findPlaces } from '../../src/places/index.js';

const SAMPLE: [string, [string, string][]][] = [
  [
    'Please pick up the generator from 14 Bode Thomas Street, Surulere and drop it at 3 Akin Adesola Street, Victoria Island.',
    [
      ['14 Bode Thomas Street, Surulere', 'origin'],
      ['3 Akin Adesola Street, Victoria Island', 'destination'],
    ],
  ],
  ['Fire reported behind Central Mosque, Sabon Gari, Kano.', [['behind Central Mosque, Sabon Gari, Kano', 'location']]],
  ['Deliver the letter to P.O. Box 30197-00100, Nairobi.', [['P.O. Box 30197-00100, Nairobi', 'destination']]],
  ['Send it to GA-184-7621, East Legon.', [['GA-184-7621, East Legon', 'destination']]],
  [
    'Courier the contract to 45 Jan Smuts Avenue, Rosebank, Johannesburg, 2196.',
    [['45 Jan Smuts Avenue, Rosebank, Johannesburg, 2196', 'destination']],
  ],
  [
    'Return the device to Unit 5, 20 Station Road, Cambridge CB1 2JD.',
    [['Unit 5, 20 Station Road, Cambridge CB1 2JD', 'destination']],
  ],
  ['Send the contract to Calle de Alcalá 45, 28014 Madrid.', [['Calle de Alcalá 45, 28014 Madrid', 'destination']]],
  ['Deliver to Keizersgracht 123, 1015 CJ Amsterdam.', [['Keizersgracht 123, 1015 CJ Amsterdam', 'destination']]],
  ['Dem comot from Onitsha since morning.', [['Onitsha', 'origin']]],
  [
    'Motar ta taso daga Sokoto zuwa Abuja.',
    [
      ['Sokoto', 'origin'],
      ['Abuja', 'destination'],
    ],
  ],
  [
    'Tunasafiri kutoka Dodoma hadi Mwanza kupitia Singida.',
    [
      ['Dodoma', 'origin'],
      ['Mwanza', 'destination'],
      ['Singida', 'via'],
    ],
  ],
  ['Gbé ẹrù náà lọ sí Akure.', [['Akure', 'destination']]],
  ['We no longer ship to Maiduguri.', [['Maiduguri', 'unknown']]],
  [
    'Shuttles run between Nairobi and Machakos every hour.',
    [
      ['Nairobi', 'origin'],
      ['Machakos', 'destination'],
    ],
  ],
  ['Please confirm the order quantity.', []],
];

describe('findPlaces: sample of the labelled set', () => {
  for (const [text, expected] of SAMPLE) {
    it(text, () => {
      const got = findPlaces(text).mentions.map((m) => [m.text, m.role]);
      assert.deepEqual(got, expected);
    });
  }
});
