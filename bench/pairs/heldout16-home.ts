// Held-out pair set 16, product_home_goods (see bench/pairs/heldout16.ts): drumsticks by tip and size, cricket bats by
// size, bicycle tyres by size and width, dog crates by size, office mobile pedestals by drawers, and badminton
// shuttlecocks by speed; each as a music, sports, bike-shop, pet-shop or office-furniture title, a procurement,
// school-supplies or stock line in caps, and a third source (a classified ad, a bill-of-quantities line, Swahili,
// Afrikaans, Pidgin market English).
import { type Family, rec } from './heldout1-types.js';

export const HOME16: readonly Family[] = [
  {
    // One maker's hickory drumsticks: 5A wood tip, 7A wood tip and 5A nylon tip.
    kind: 'drumsticks by size and tip',
    variants: [
      [
        rec({ title: 'Vic Firth American Classic 5A Drumsticks, Hickory, Wood Tip, 1 Pair' }),
        rec({ title: 'DRUMSTICK VIC FIRTH AM CLASSIC 5A WOOD TIP PR' }),
        rec({ title: 'Vic Firth 5A sticks, wood tip, original not China copy, one pair. Ojuelegba' }),
      ],
      [
        rec({ title: 'Vic Firth American Classic 7A Drumsticks, Hickory, Wood Tip, 1 Pair' }),
        rec({ title: 'DRUMSTICK VIC FIRTH AM CLASSIC 7A WOOD TIP PR' }),
        rec({ title: 'Vic Firth 7A sticks, light one, wood tip, original, one pair. Ojuelegba' }),
      ],
      [
        rec({ title: 'Vic Firth American Classic 5A Drumsticks, Hickory, Nylon Tip, 1 Pair' }),
        rec({ title: 'DRUMSTICK VIC FIRTH AM CLASSIC 5AN NYLON TIP PR' }),
        rec({ title: 'Vic Firth 5A sticks with nylon tip (5AN), original, one pair. Ojuelegba' }),
      ],
    ],
  },
  {
    // One maker's English-willow bats of one model: short handle (adult), Harrow and junior size 6.
    kind: 'cricket bats by size',
    variants: [
      [
        rec({ title: 'Gray-Nicolls Prestige English Willow Cricket Bat, Short Handle (SH)' }),
        rec({ title: 'BAT CRICKET GN PRESTIGE EW SH' }),
        rec({ title: 'Gray-Nicolls Prestige bat, English willow, men\'s SH, knocked in, 2 seasons. Rondebosch' }),
      ],
      [
        rec({ title: 'Gray-Nicolls Prestige English Willow Cricket Bat, Harrow' }),
        rec({ title: 'BAT CRICKET GN PRESTIGE EW HARROW' }),
        rec({ title: 'Gray-Nicolls Prestige kolf, Engelse wilgerhout, Harrow grootte vir 13-15 jaar. Rondebosch' }),
      ],
      [
        rec({ title: 'Gray-Nicolls Prestige English Willow Cricket Bat, Junior Size 6' }),
        rec({ title: 'BAT CRICKET GN PRESTIGE EW SZ6 JNR' }),
        rec({ title: 'Gray-Nicolls Prestige kolf, Engelse wilgerhout, junior grootte 6. Rondebosch' }),
      ],
    ],
  },
  {
    // One maker's touring tyres of one model: 700x35c and 700x38c, and the 26 x 1.75 mountain-bike size.
    kind: 'bicycle tyres by size and width',
    variants: [
      [
        rec({ title: 'Schwalbe Marathon Plus Tyre, 700 x 35c (37-622), Reflex, Wired' }),
        rec({ title: 'TYRE SCHWALBE MARATHON PLUS 37-622 RFX WIRED EA' }),
        rec({ title: 'Schwalbe Marathon Plus 700x35c tyre, puncture proof, 1 used 200 km. Walthamstow' }),
      ],
      [
        rec({ title: 'Schwalbe Marathon Plus Tyre, 700 x 38c (40-622), Reflex, Wired' }),
        rec({ title: 'TYRE SCHWALBE MARATHON PLUS 40-622 RFX WIRED EA' }),
        rec({ title: 'Schwalbe Marathon Plus 700x38c tyre, puncture proof, unused spare. Walthamstow' }),
      ],
      [
        rec({ title: 'Schwalbe Marathon Plus Tyre, 26 x 1.75 (47-559), Reflex, Wired' }),
        rec({ title: 'TYRE SCHWALBE MARATHON PLUS 47-559 RFX WIRED EA' }),
        rec({ title: 'Schwalbe Marathon Plus 26 x 1.75 tyre for mountain bike, puncture proof, as new. Walthamstow' }),
      ],
    ],
  },
  {
    // One maker's folding wire dog crates of one model: 30, 36 and 42 inch.
    kind: 'dog crates by size',
    variants: [
      [
        rec({ title: 'Ellie-Bo Deluxe Folding Dog Crate, 2 Doors, Medium 30 inch, Black' }),
        rec({ title: 'CRATE DOG ELLIE-BO DLX 2DR 30IN MED BLK' }),
        rec({ title: 'Kreti ya mbwa Ellie-Bo, milango 2, saizi ya kati inchi 30, nyeusi, kama mpya. Karen' }),
      ],
      [
        rec({ title: 'Ellie-Bo Deluxe Folding Dog Crate, 2 Doors, Large 36 inch, Black' }),
        rec({ title: 'CRATE DOG ELLIE-BO DLX 2DR 36IN LGE BLK' }),
        rec({ title: 'Kreti ya mbwa Ellie-Bo, milango 2, kubwa inchi 36, nyeusi, kama mpya. Karen' }),
      ],
      [
        rec({ title: 'Ellie-Bo Deluxe Folding Dog Crate, 2 Doors, Extra Large 42 inch, Black' }),
        rec({ title: 'CRATE DOG ELLIE-BO DLX 2DR 42IN XL BLK' }),
        rec({ title: 'Kreti ya mbwa Ellie-Bo, milango 2, kubwa sana inchi 42, nyeusi, kama mpya. Karen' }),
      ],
    ],
  },
  {
    // One office-furniture range's under-desk pedestals: 3-drawer mobile, 2-drawer mobile and 3-drawer desk-high.
    kind: 'office pedestals by drawers and height',
    variants: [
      [
        rec({ title: 'Kestrel Mobile Pedestal, 3 Drawers, Lockable, 600mm Deep, White' }),
        rec({ title: 'PED MOB KESTREL 3DRW LOCK 600D WHT' }),
        rec({ title: 'Mobile pedestal, 3 drawer, lockable, castors, white, to match desks — Kestrel or equivalent, 12 No.' }),
      ],
      [
        rec({ title: 'Kestrel Mobile Pedestal, 2 Drawers (1 Stationery + 1 Filing), Lockable, 600mm Deep, White' }),
        rec({ title: 'PED MOB KESTREL 2DRW LOCK 600D WHT' }),
        rec({ title: 'Mobile pedestal, 2 drawer (stationery and filing), lockable, castors, white — Kestrel or equivalent, 6 No.' }),
      ],
      [
        rec({ title: 'Kestrel Desk-High Pedestal, 3 Drawers, Lockable, 800mm Deep, White' }),
        rec({ title: 'PED DESK HIGH KESTREL 3DRW LOCK 800D WHT' }),
        rec({ title: 'Desk-high pedestal, 3 drawer, lockable, 800 deep, white, to match desks — Kestrel or equivalent, 4 No.' }),
      ],
    ],
  },
  {
    // One maker's feather shuttlecocks of one model in tubes of 12: speed 77 and 78, and the cheaper model at 77.
    kind: 'badminton shuttlecocks by model and speed',
    variants: [
      [
        rec({ title: 'Yonex Aerosensa 30 Feather Shuttlecocks, Speed 77, Tube of 12' }),
        rec({ title: 'SHUTTLE YONEX AS-30 SPD77 TUBE12' }),
        rec({ title: 'Yonex AS30 shuttles, speed 77 (for warm halls), 1 tube of 12 unopened. Kilimani' }),
      ],
      [
        rec({ title: 'Yonex Aerosensa 30 Feather Shuttlecocks, Speed 78, Tube of 12' }),
        rec({ title: 'SHUTTLE YONEX AS-30 SPD78 TUBE12' }),
        rec({ title: 'Yonex AS30 shuttles, speed 78 (for cool halls), 1 tube of 12 unopened. Kilimani' }),
      ],
      [
        rec({ title: 'Yonex Aerosensa 20 Feather Shuttlecocks, Speed 77, Tube of 12' }),
        rec({ title: 'SHUTTLE YONEX AS-20 SPD77 TUBE12' }),
        rec({ title: 'Yonex AS20 shuttles, speed 77, club training grade, 1 tube of 12 unopened. Kilimani' }),
      ],
    ],
  },
];
