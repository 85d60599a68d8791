// Held-out pair set 9, product_home_goods (name only; see bench/pairs/heldout9.ts): non-fiction books by edition in
// two library catalogues (ISBN-10 against ISBN-13), bicycle inner tubes by size and valve, lever-arch files by spine
// and pack, shoe racks by tier count, photo frames by print size, and yoga mats by thickness; each as a shop's or
// library's long title, a till, stock or short catalogue line and a third source (Swahili, Afrikaans, French).
import { type Family, rec } from './heldout1-types.js';

export const HOME9: readonly Family[] = [
  {
    // One non-fiction book in two editions and its paperback reprint of the first: a library treats editions as
    // separate records; the ISBN-10 and ISBN-13 of one edition are one record.
    kind: 'non-fiction books by edition in two library catalogues',
    variants: [
      [
        rec({ title: 'Things Fall Apart and After: Essays on African Literature / ed. by A. Okonkwo. 1st ed. Ibadan: Heinemann Nigeria, 2009. ISBN 9781292199' }),
        rec({ title: 'THINGS FALL APART AND AFTER ESSAYS AFRICAN LIT 1ST ED 2009 ISBN 978-978-129-219-4' }),
        rec({ title: 'Things fall apart and after : essays on African literature (2009, first edition) 9789781292194' }),
      ],
      [
        rec({ title: 'Things Fall Apart and After: Essays on African Literature / ed. by A. Okonkwo. 2nd rev. ed. Ibadan: Heinemann Nigeria, 2016. ISBN 9781294574' }),
        rec({ title: 'THINGS FALL APART AND AFTER ESSAYS AFRICAN LIT 2ND REV ED 2016 ISBN 978-978-129-457-0' }),
        rec({ title: 'Things fall apart and after : essays on African literature (2016, second revised edition) 9789781294570' }),
      ],
      [
        rec({ title: 'Things Fall Apart and After: Essays on African Literature: Teacher\'s Guide / A. Okonkwo. Ibadan: Heinemann Nigeria, 2010. ISBN 9781292202' }),
        rec({ title: 'THINGS FALL APART AND AFTER TEACHERS GUIDE 2010 ISBN 978-978-129-220-0' }),
        rec({ title: 'Things fall apart and after : teacher\'s guide (2010) 9789781292200' }),
      ],
    ],
  },
  {
    // Bicycle inner tubes: 26-inch with a Schrader valve, 26-inch with a Presta valve, 700c with a Presta valve.
    kind: 'bicycle inner tubes by size and valve',
    variants: [
      [
        rec({ title: 'Bicycle Inner Tube 26 x 1.95-2.125 inch, Schrader (car) valve 35mm, butyl' }),
        rec({ title: 'TUBE 26X1.95/2.125 AV35' }),
        rec({ title: 'Tyubu ya ndani ya baiskeli 26 x 1.95-2.125, vali ya Schrader (AV)' }),
      ],
      [
        rec({ title: 'Bicycle Inner Tube 26 x 1.95-2.125 inch, Presta (French) valve 48mm, butyl' }),
        rec({ title: 'TUBE 26X1.95/2.125 FV48' }),
        rec({ title: 'Tyubu ya ndani ya baiskeli 26 x 1.95-2.125, vali ya Presta (FV) 48mm' }),
      ],
      [
        rec({ title: 'Road Bike Inner Tube 700 x 23-25c, Presta (French) valve 48mm, butyl' }),
        rec({ title: 'TUBE 700X23/25C FV48' }),
        rec({ title: 'Tyubu ya ndani ya baiskeli ya barabarani 700 x 23-25c, vali ya Presta 48mm' }),
      ],
    ],
  },
  {
    // Lever-arch files: A4 75 mm spine single, A4 75 mm box of 10, A4 50 mm spine single.
    kind: 'lever-arch files by spine and pack',
    variants: [
      [
        rec({ title: 'Lever Arch File A4, 75mm Spine, Black, single file' }),
        rec({ title: 'L/ARCH FILE A4 75MM BLK EA' }),
        rec({ title: 'Classeur à levier A4, dos 75 mm, noir, à l\'unité' }),
      ],
      [
        rec({ title: 'Lever Arch File A4, 75mm Spine, Black, box of 10 files' }),
        rec({ title: 'L/ARCH FILE A4 75MM BLK BX10' }),
        rec({ title: 'Classeur à levier A4, dos 75 mm, noir, carton de 10' }),
      ],
      [
        rec({ title: 'Lever Arch File A4, 50mm Slim Spine, Black, single file' }),
        rec({ title: 'L/ARCH FILE A4 50MM BLK EA' }),
        rec({ title: 'Classeur à levier A4, dos 50 mm, noir, à l\'unité' }),
      ],
    ],
  },
  {
    // One shoe rack range in three heights.
    kind: 'shoe racks by tier count',
    variants: [
      [
        rec({ title: '3-Tier Metal Shoe Rack, holds 9 pairs, 60cm wide, black' }),
        rec({ title: 'SHOE RACK 3TIER MTL BLK 60CM' }),
        rec({ title: 'Skoenrak van metaal, 3 rakke, 9 pare, 60 cm breed, swart' }),
      ],
      [
        rec({ title: '5-Tier Metal Shoe Rack, holds 15 pairs, 60cm wide, black' }),
        rec({ title: 'SHOE RACK 5TIER MTL BLK 60CM' }),
        rec({ title: 'Skoenrak van metaal, 5 rakke, 15 pare, 60 cm breed, swart' }),
      ],
      [
        rec({ title: '3-Tier Metal Shoe Rack, holds 12 pairs, 80cm wide, black' }),
        rec({ title: 'SHOE RACK 3TIER MTL BLK 80CM' }),
        rec({ title: 'Skoenrak van metaal, 3 rakke, 12 pare, 80 cm breed, swart' }),
      ],
    ],
  },
  {
    // One frame range for three print sizes (A4 is 21 x 29.7 cm; 10x15 is 4x6 inch; 13x18 is 5x7 inch).
    kind: 'photo frames by print size',
    variants: [
      [
        rec({ title: 'Black Wooden Photo Frame for 4x6" (10x15cm) photo, glass front, easel back' }),
        rec({ title: 'FRAME WOOD BLK 10X15' }),
        rec({ title: 'Cadre photo en bois noir 10 x 15 cm, verre, pied chevalet' }),
      ],
      [
        rec({ title: 'Black Wooden Photo Frame for 5x7" (13x18cm) photo, glass front, easel back' }),
        rec({ title: 'FRAME WOOD BLK 13X18' }),
        rec({ title: 'Cadre photo en bois noir 13 x 18 cm, verre, pied chevalet' }),
      ],
      [
        rec({ title: 'Black Wooden Certificate Frame A4 (21x29.7cm), glass front, wall hanging' }),
        rec({ title: 'FRAME WOOD BLK A4 CERT' }),
        rec({ title: 'Cadre photo en bois noir format A4 (21 x 29,7 cm), verre, à accrocher' }),
      ],
    ],
  },
  {
    // One yoga mat line: 6 mm and 10 mm of one size, and the 6 mm extra-long mat.
    kind: 'yoga mats by thickness and length',
    variants: [
      [
        rec({ title: 'Non-Slip Yoga Mat 6mm, 183 x 61cm, TPE, purple, with carry strap' }),
        rec({ title: 'YOGA MAT 6MM TPE PURP 183CM' }),
        rec({ title: 'Mkeka wa yoga usioteleza 6mm, 183 x 61cm, zambarau' }),
      ],
      [
        rec({ title: 'Non-Slip Exercise Mat 10mm thick, 183 x 61cm, NBR foam, purple, with carry strap' }),
        rec({ title: 'YOGA MAT 10MM NBR PURP 183CM' }),
        rec({ title: 'Mkeka wa mazoezi usioteleza 10mm, 183 x 61cm, zambarau' }),
      ],
      [
        rec({ title: 'Non-Slip Yoga Mat 6mm Extra Long, 200 x 66cm, TPE, purple, with carry strap' }),
        rec({ title: 'YOGA MAT 6MM TPE PURP 200CM XL' }),
        rec({ title: 'Mkeka wa yoga usioteleza 6mm, mrefu zaidi 200 x 66cm, zambarau' }),
      ],
    ],
  },
];
