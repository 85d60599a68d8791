// Held-out pair set 7, product_home_goods (name only; see bench/pairs/heldout7.ts): suitcases by size, strollers
// against travel systems and twins, pillows by fill and pack, knapsack sprayers by litres and pump, wheelbarrows by
// capacity and wheel, and law-report parts by number and year; each as a shop's long title, a till or stock line
// and a third source's wording (Swahili, Afrikaans, French, a library catalogue).
import { type Family, rec } from './heldout1-types.js';

export const HOME7: readonly Family[] = [
  {
    // One case: a 55 cm cabin spinner, the 69 cm and the 75 cm of one range are three articles.
    kind: 'suitcases by size within one range',
    variants: [
      [
        rec({ title: 'Samsonite Magnum Eco Spinner 55cm Cabin Suitcase, 4 Wheels, Midnight Blue' }),
        rec({ name: 'SAMS MAGNUM ECO SPIN 55 CABIN BLUE' }),
        rec({ product_name: 'Samsonite Magnum Eco valise cabine 55 cm (20 pouces), 4 roues, bleu nuit' }),
      ],
      [
        rec({ title: 'Samsonite Magnum Eco Spinner 69cm Medium Suitcase, 4 Wheels, Midnight Blue' }),
        rec({ name: 'SAMS MAGNUM ECO SPIN 69 MED BLUE' }),
        rec({ product_name: 'Samsonite Magnum Eco valise moyenne 69 cm (25 pouces), 4 roues, bleu nuit' }),
      ],
      [
        rec({ title: 'Samsonite Magnum Eco Spinner 75cm Large Suitcase, 4 Wheels, Midnight Blue' }),
        rec({ name: 'SAMS MAGNUM ECO SPIN 75 LRG BLUE' }),
        rec({ product_name: 'Samsonite Magnum Eco grande valise 75 cm (28 pouces), 4 roues, bleu nuit' }),
      ],
    ],
  },
  {
    // One pram: the stroller alone, the travel system (stroller + infant car seat) and the twin model.
    kind: 'strollers, travel systems and twin strollers',
    variants: [
      [
        rec({ title: 'Chelino Bolt Stroller, Foldable, from Birth to 15kg, Black' }),
        rec({ name: 'CHELINO BOLT STROLLER BLK' }),
        rec({ product_name: 'Chelino Bolt stootwaentjie, opvoubaar, geboorte tot 15 kg, swart' }),
      ],
      [
        rec({ title: 'Chelino Bolt Travel System, Stroller with Infant Car Seat, Black' }),
        rec({ name: 'CHELINO BOLT TRAVEL SYS + CARSEAT BLK' }),
        rec({ product_name: 'Chelino Bolt reisstelsel, stootwaentjie met babakarstoeltjie, swart' }),
      ],
      [
        rec({ title: 'Chelino Bolt Twin Stroller, Side by Side, Black' }),
        rec({ name: 'CHELINO BOLT TWIN STROLLER S/BY/S BLK' }),
        rec({ product_name: 'Chelino Bolt tweeling-stootwaentjie, langs mekaar, swart' }),
      ],
    ],
  },
  {
    // One pillow pack: a pair against a single pillow, or feather-and-down against hollowfibre, is another article.
    kind: 'pillows by fill and pack',
    variants: [
      [
        rec({ title: 'Dunelm Hollowfibre Pillow Pair, Medium Support, 48 x 74cm' }),
        rec({ name: 'HOLLOWFIBRE PILLOW PAIR MED 48X74' }),
        rec({ product_name: 'Mito miwili ya hollowfibre, 48 x 74 cm, ya wastani' }),
      ],
      [
        rec({ title: 'Dunelm Hollowfibre Pillow, Single, Medium Support, 48 x 74cm' }),
        rec({ name: 'HOLLOWFIBRE PILLOW SINGLE MED 48X74' }),
        rec({ product_name: 'Mto mmoja wa hollowfibre, 48 x 74 cm, wa wastani' }),
      ],
      [
        rec({ title: 'Dunelm Duck Feather and Down Pillow Pair, Medium Support, 48 x 74cm' }),
        rec({ name: 'FEATHER & DOWN PILLOW PAIR MED 48X74' }),
        rec({ product_name: 'Mito miwili ya manyoya ya bata, 48 x 74 cm, ya wastani' }),
      ],
    ],
  },
  {
    // One sprayer: the 16 L manual, the 20 L manual and the 16 L battery sprayer are three articles.
    kind: 'knapsack sprayers by litres and pump',
    variants: [
      [
        rec({ title: 'Jacto PJH 20 Litre Manual Knapsack Sprayer' }),
        rec({ name: 'JACTO KNAPSACK SPRAYER 20L MANUAL PJH' }),
        rec({ product_name: 'Bomba la kunyunyizia dawa la mgongoni Jacto lita 20, la mkono' }),
      ],
      [
        rec({ title: 'Jacto PJH 16 Litre Manual Knapsack Sprayer' }),
        rec({ name: 'JACTO KNAPSACK SPRAYER 16L MANUAL PJH' }),
        rec({ product_name: 'Bomba la kunyunyizia dawa la mgongoni Jacto lita 16, la mkono' }),
      ],
      [
        rec({ title: 'Jacto PJB 16 Litre Battery Powered Knapsack Sprayer, 12V' }),
        rec({ name: 'JACTO KNAPSACK SPRAYER 16L BATTERY 12V PJB' }),
        rec({ product_name: 'Bomba la kunyunyizia dawa la mgongoni Jacto lita 16, la betri 12V' }),
      ],
    ],
  },
  {
    // One barrow: 65 L against 85 L, or a puncture-proof solid wheel against the pneumatic tyre, is another article.
    kind: 'wheelbarrows by capacity and wheel',
    variants: [
      [
        rec({ title: 'Lasher Builders Wheelbarrow 65L, Pneumatic Wheel, Galvanised Pan' }),
        rec({ name: 'LASHER W/BARROW 65L BUILDERS PNEU' }),
        rec({ product_name: 'Lasher bouer-kruiwa 65 liter, lugband, gegalvaniseerde bak' }),
      ],
      [
        rec({ title: 'Lasher Heavy Duty Wheelbarrow 85L, Pneumatic Wheel, Galvanised Pan' }),
        rec({ name: 'LASHER W/BARROW 85L H/DUTY PNEU' }),
        rec({ product_name: 'Lasher swaardiens-kruiwa 85 liter, lugband, gegalvaniseerde bak' }),
      ],
      [
        rec({ title: 'Lasher Builders Wheelbarrow 65L, Puncture Proof Solid Wheel, Galvanised Pan' }),
        rec({ name: 'LASHER W/BARROW 65L BUILDERS SOLID WHL' }),
        rec({ product_name: 'Lasher bouer-kruiwa 65 liter, soliede wiel (lekvry), gegalvaniseerde bak' }),
      ],
    ],
  },
  {
    // One law-report part: each weekly part is its own book; Part 1921 is not Part 1922 nor the year's index.
    kind: 'law-report parts by number and year',
    variants: [
      [
        rec({ title: 'Nigerian Weekly Law Reports (2024) NWLR Part 1921' }),
        rec({ name: 'NWLR PT. 1921 (2024)' }),
        rec({ product_name: 'Nigerian weekly law reports. Pt. 1921, 2024 / ed. board' }),
      ],
      [
        rec({ title: 'Nigerian Weekly Law Reports (2024) NWLR Part 1922' }),
        rec({ name: 'NWLR PT. 1922 (2024)' }),
        rec({ product_name: 'Nigerian weekly law reports. Pt. 1922, 2024 / ed. board' }),
      ],
      [
        rec({ title: 'Nigerian Weekly Law Reports 2024 Index and Digest of Cases (Parts 1901-1950)' }),
        rec({ name: 'NWLR 2024 INDEX & DIGEST PTS 1901-1950' }),
        rec({ product_name: 'Nigerian weekly law reports. Index and digest, 2024 (pts. 1901-1950)' }),
      ],
    ],
  },
];
