// Held-out pair set 15, product_home_goods (see bench/pairs/heldout15.ts): student violins by size, table-tennis balls
// by grade and pack, motorcycle tyres by size and position, cattle ear tags by size and pack, meeting tables by size
// and shape, and boxing gloves by weight; each as a music, sports, motorbike-parts, farm-supply or office-furniture
// title, a procurement, agro-vet or stock line in caps, and a third source (a classified ad, a bill-of-quantities
// line, Swahili, Afrikaans, Pidgin market English).
import { type Family, rec } from './heldout1-types.js';

export const HOME15: readonly Family[] = [
  {
    // One maker's student violin outfits of one model: full size, three-quarter and half size.
    kind: 'student violins by size',
    variants: [
      [
        rec({ title: 'Stentor Student I Violin Outfit 4/4 Full Size, with Case and Bow' }),
        rec({ title: 'VIOLIN STENTOR STUDENT 1 4/4 OUTFIT 1400A2' }),
        rec({ title: 'Stentor student violin full size 4/4 with case and bow, my daughter outgrew lessons. Hatfield' }),
      ],
      [
        rec({ title: 'Stentor Student I Violin Outfit 3/4 Size, with Case and Bow' }),
        rec({ title: 'VIOLIN STENTOR STUDENT 1 3/4 OUTFIT 1400C2' }),
        rec({ title: 'Stentor student violin three quarter 3/4 with case and bow, for ages 9-11. Hatfield' }),
      ],
      [
        rec({ title: 'Stentor Student I Violin Outfit 1/2 Size, with Case and Bow' }),
        rec({ title: 'VIOLIN STENTOR STUDENT 1 1/2 OUTFIT 1400E2' }),
        rec({ title: 'Stentor student violin half size 1/2, case and bow, for ages 7-9. Hatfield' }),
      ],
    ],
  },
  {
    // One maker's 40+ plastic table-tennis balls: 3-star 6-pack, 3-star 12-pack and 1-star training 6-pack.
    kind: 'table-tennis balls by grade and pack',
    variants: [
      [
        rec({ title: 'Butterfly R40+ 3-Star Table Tennis Balls, White, Pack of 6' }),
        rec({ title: 'TT BALL BUTTERFLY R40+ 3* WHT 6PK' }),
        rec({ title: 'Mipira ya meza tenisi Butterfly R40+ nyota 3, nyeupe, pakiti ya 6' }),
      ],
      [
        rec({ title: 'Butterfly R40+ 3-Star Table Tennis Balls, White, Pack of 12' }),
        rec({ title: 'TT BALL BUTTERFLY R40+ 3* WHT 12PK' }),
        rec({ title: 'Mipira ya meza tenisi Butterfly R40+ nyota 3, nyeupe, pakiti ya 12' }),
      ],
      [
        rec({ title: 'Butterfly Easy Ball 40+ 1-Star Training Table Tennis Balls, White, Pack of 6' }),
        rec({ title: 'TT BALL BUTTERFLY EASY 40+ 1* TRNG WHT 6PK' }),
        rec({ title: 'Mipira ya mazoezi ya meza tenisi Butterfly nyota 1, nyeupe, pakiti ya 6' }),
      ],
    ],
  },
  {
    // One maker's tube-type motorcycle tyres of one pattern: the 2.75-18 and 3.00-18 rears and the 2.75-17 front.
    kind: 'motorcycle tyres by size and position',
    variants: [
      [
        rec({ title: 'Duro HF-308 Motorcycle Tyre 3.00-18 Rear, 4PR, Tube Type' }),
        rec({ title: 'M/CYCLE TYRE DURO 300-18 HF308 RR 4PR TT' }),
        rec({ title: 'Duro okada tyre 3.00-18 back tyre, strong for bad road, original. Idumota' }),
      ],
      [
        rec({ title: 'Duro HF-308 Motorcycle Tyre 2.75-18 Rear, 4PR, Tube Type' }),
        rec({ title: 'M/CYCLE TYRE DURO 275-18 HF308 RR 4PR TT' }),
        rec({ title: 'Duro okada tyre 2.75-18 back tyre, original, for Bajaj and TVS. Idumota' }),
      ],
      [
        rec({ title: 'Duro HF-308 Motorcycle Tyre 2.75-17 Front, 4PR, Tube Type' }),
        rec({ title: 'M/CYCLE TYRE DURO 275-17 HF308 FR 4PR TT' }),
        rec({ title: 'Duro okada tyre 2.75-17 front tyre, original, wholesale price available. Idumota' }),
      ],
    ],
  },
  {
    // One maker's cattle ear tags, yellow, numbered 1-100: large, medium, and large in a pack of 50.
    kind: 'cattle ear tags by size and pack',
    variants: [
      [
        rec({ title: 'Allflex Large Cattle Ear Tags, Yellow, Numbered 1-100, Pack of 100' }),
        rec({ title: 'EAR TAG ALLFLEX LGE YEL NO 1-100 PK100' }),
        rec({ title: 'Allflex groot beesoorplaatjies, geel, genommer 1-100, pak van 100' }),
      ],
      [
        rec({ title: 'Allflex Medium Cattle Ear Tags, Yellow, Numbered 1-100, Pack of 100' }),
        rec({ title: 'EAR TAG ALLFLEX MED YEL NO 1-100 PK100' }),
        rec({ title: 'Allflex medium beesoorplaatjies, geel, genommer 1-100, pak van 100' }),
      ],
      [
        rec({ title: 'Allflex Large Cattle Ear Tags, Yellow, Numbered 1-50, Pack of 50' }),
        rec({ title: 'EAR TAG ALLFLEX LGE YEL NO 1-50 PK50' }),
        rec({ title: 'Allflex groot beesoorplaatjies, geel, genommer 1-50, pak van 50' }),
      ],
    ],
  },
  {
    // One office-furniture range's meeting tables: 1200 mm round, 1800 mm rectangular and 2400 mm boat-shaped.
    kind: 'meeting tables by size and shape',
    variants: [
      [
        rec({ title: 'Kito Round Meeting Table 1200mm Diameter, Oak Top, Silver Cruciform Base, seats 4' }),
        rec({ title: 'TABLE MTG KITO RND 1200DIA OAK/SIL' }),
        rec({ title: 'Meeting table, round, 1200 mm diameter, oak-effect top, cruciform base, seats 4 — Kito or equivalent, 3 No.' }),
      ],
      [
        rec({ title: 'Kito Rectangular Meeting Table 1800 x 900mm, Oak Top, Silver Legs, seats 6' }),
        rec({ title: 'TABLE MTG KITO RECT 1800X900 OAK/SIL' }),
        rec({ title: 'Meeting table, rectangular, 1800 x 900 mm, oak-effect top, seats 6 — Kito or equivalent, 2 No.' }),
      ],
      [
        rec({ title: 'Kito Boat-Shaped Boardroom Table 2400 x 1200mm, Oak Top, Silver Legs, seats 8-10' }),
        rec({ title: 'TABLE BRDRM KITO BOAT 2400X1200 OAK/SIL' }),
        rec({ title: 'Boardroom table, boat-shaped, 2400 x 1200 mm, oak-effect top, seats 8-10 — Kito or equivalent, 1 No.' }),
      ],
    ],
  },
  {
    // One maker's training boxing gloves of one model: 10 oz, 12 oz and 16 oz.
    kind: 'boxing gloves by weight',
    variants: [
      [
        rec({ title: 'Everlast Pro Style Training Boxing Gloves 10oz, Black' }),
        rec({ title: 'GLOVES BOXING EVERLAST PRO STYLE 10OZ BLK PR' }),
        rec({ title: 'Everlast pro style boxing gloves 10 oz black, used twice, no tear. Kilburn' }),
      ],
      [
        rec({ title: 'Everlast Pro Style Training Boxing Gloves 12oz, Black' }),
        rec({ title: 'GLOVES BOXING EVERLAST PRO STYLE 12OZ BLK PR' }),
        rec({ title: 'Everlast pro style boxing gloves 12 oz black, good condition. Kilburn' }),
      ],
      [
        rec({ title: 'Everlast Pro Style Training Boxing Gloves 16oz, Black' }),
        rec({ title: 'GLOVES BOXING EVERLAST PRO STYLE 16OZ BLK PR' }),
        rec({ title: 'Everlast pro style sparring gloves 16 oz black, bit worn but solid. Kilburn' }),
      ],
    ],
  },
];
