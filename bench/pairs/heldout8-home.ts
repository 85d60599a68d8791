// Held-out pair set 8, product_home_goods (name only; see bench/pairs/heldout8.ts): music albums by edition and
// format in two music stores, board games by edition and language, aluminium sufurias by size number, garden
// hoses by length and bore, school backpacks by size and wheels, and car floor mats by vehicle model; each as a
// shop's long title, a till or stock line and a third source (a music store's catalogue form, Swahili, Afrikaans,
// French).
import { type Family, rec } from './heldout1-types.js';

export const HOME8: readonly Family[] = [
  {
    // One album as the standard CD, the deluxe CD and the vinyl: three articles.
    kind: 'music albums by edition and format',
    variants: [
      [
        rec({ title: 'Burna Boy - I Told Them... (CD Album, 2023)' }),
        rec({ title: 'BURNA BOY I TOLD THEM CD' }),
        rec({ title: 'I Told Them... / Burna Boy [CD] (Atlantic / Spaceship, 2023)' }),
      ],
      [
        rec({ title: 'Burna Boy - I Told Them... Deluxe Edition (2CD, 2023)' }),
        rec({ title: 'BURNA BOY I TOLD THEM DLX 2CD' }),
        rec({ title: 'I Told Them... (Deluxe) / Burna Boy [2 CD] (Atlantic, 2023)' }),
      ],
      [
        rec({ title: 'Burna Boy - I Told Them... Vinyl LP (2 x 12", black vinyl)' }),
        rec({ title: 'BURNA BOY I TOLD THEM 2LP VINYL' }),
        rec({ title: 'I Told Them... / Burna Boy [2 LP, vinyle] (Atlantic, 2023)' }),
      ],
    ],
  },
  {
    // One board game: the classic English edition, its Kenyan city edition and the travel edition.
    kind: 'board games by edition',
    variants: [
      [
        rec({ title: 'Monopoly Classic Board Game, UK Edition, 2-6 players, ages 8+' }),
        rec({ title: 'MONOPOLY CLASSIC UK ED' }),
        rec({ title: 'Monopoly klassieke bordspel, Britse uitgawe' }),
      ],
      [
        rec({ title: 'Monopoly Nairobi Edition Board Game - Westlands, Karen, Kilimani' }),
        rec({ title: 'MONOPOLY NAIROBI ED' }),
        rec({ title: 'Mchezo wa ubao Monopoly toleo la Nairobi' }),
      ],
      [
        rec({ title: 'Monopoly Grab & Go Travel Board Game, compact case' }),
        rec({ title: 'MONOPOLY GRAB&GO TRAVEL' }),
        rec({ title: 'Monopoly reisbordspel Grab & Go, kompak' }),
      ],
    ],
  },
  {
    // Aluminium cooking pots sold by size number: no. 10, no. 12 and a set of five.
    kind: 'aluminium sufurias by size number',
    variants: [
      [
        rec({ title: 'Jiko Koa Heavy Duty Aluminium Sufuria No. 10 with Lid (approx. 5 litres)' }),
        rec({ title: 'SUFURIA ALUM NO.10 W/LID' }),
        rec({ title: 'Sufuria ya alumini namba 10 na mfuniko' }),
      ],
      [
        rec({ title: 'Jiko Koa Heavy Duty Aluminium Sufuria No. 12 with Lid (approx. 8 litres)' }),
        rec({ title: 'SUFURIA ALUM NO.12 W/LID' }),
        rec({ title: 'Sufuria ya alumini namba 12 na mfuniko' }),
      ],
      [
        rec({ title: 'Jiko Koa Aluminium Sufuria Set of 5 with Lids (No. 6 to No. 10)' }),
        rec({ title: 'SUFURIA ALUM SET 5PC W/LIDS' }),
        rec({ title: 'Seti ya sufuria 5 za alumini na mifuniko' }),
      ],
    ],
  },
  {
    // Garden hoses of one range: 15 m, 30 m and the 30 m of wider bore.
    kind: 'garden hoses by length and bore',
    variants: [
      [
        rec({ title: 'Gardena Classic Garden Hose 13mm (1/2") 15m, without fittings' }),
        rec({ title: 'GARDENA HOSE 1/2IN 15M' }),
        rec({ title: 'Gardena Classic tuinslang 13 mm (1/2 duim), 15 meter' }),
      ],
      [
        rec({ title: 'Gardena Classic Garden Hose 13mm (1/2") 30m, without fittings' }),
        rec({ title: 'GARDENA HOSE 1/2IN 30M' }),
        rec({ title: 'Gardena Classic tuinslang 13 mm (1/2 duim), 30 meter' }),
      ],
      [
        rec({ title: 'Gardena Classic Garden Hose 19mm (3/4") 30m, without fittings' }),
        rec({ title: 'GARDENA HOSE 3/4IN 30M' }),
        rec({ title: 'Gardena Classic tuinslang 19 mm (3/4 duim), 30 meter' }),
      ],
    ],
  },
  {
    // One school-bag line: the 16-inch backpack, the 18-inch backpack and the 18-inch trolley bag.
    kind: 'school backpacks by size and wheels',
    variants: [
      [
        rec({ title: 'Tosca Junior School Backpack 16 inch, Navy, padded straps' }),
        rec({ title: 'TOSCA SCHOOL BAG 16" NAVY' }),
        rec({ title: 'Sac à dos scolaire Tosca Junior 16 pouces, bleu marine' }),
      ],
      [
        rec({ title: 'Tosca Senior School Backpack 18 inch, Navy, laptop sleeve' }),
        rec({ title: 'TOSCA SCHOOL BAG 18" NAVY' }),
        rec({ title: 'Sac à dos scolaire Tosca Senior 18 pouces, bleu marine' }),
      ],
      [
        rec({ title: 'Tosca School Trolley Bag 18 inch with Wheels, Navy' }),
        rec({ title: 'TOSCA TROLLEY SCHOOL BAG 18" NAVY' }),
        rec({ title: 'Cartable à roulettes Tosca 18 pouces, bleu marine' }),
      ],
    ],
  },
  {
    // Tailored rubber floor mats for three vehicles of one maker.
    kind: 'car floor mats by vehicle model',
    variants: [
      [
        rec({ title: 'Tailored Rubber Car Floor Mats for Toyota Corolla 2019-2024, 4-piece set, black' }),
        rec({ title: 'FLOOR MATS COROLLA 19-24 RUBBER 4PC' }),
        rec({ title: 'Rubber motormatte vir Toyota Corolla 2019-2024, stel van 4' }),
      ],
      [
        rec({ title: 'Tailored Rubber Car Floor Mats for Toyota Corolla Cross 2021-2024, 4-piece set, black' }),
        rec({ title: 'FLOOR MATS COROLLA CROSS 21-24 RUBBER 4PC' }),
        rec({ title: 'Rubber motormatte vir Toyota Corolla Cross 2021-2024, stel van 4' }),
      ],
      [
        rec({ title: 'Tailored Rubber Car Floor Mats for Toyota Hilux Double Cab 2016-2024, 4-piece set, black' }),
        rec({ title: 'FLOOR MATS HILUX D/CAB 16-24 RUBBER 4PC' }),
        rec({ title: 'Rubber motormatte vir Toyota Hilux dubbelkajuit 2016-2024, stel van 4' }),
      ],
    ],
  },
];
