// Held-out pair set 16, product_grocery (see bench/pairs/heldout16.ts): bread improvers by recipe and pack, bakery
// fats by kind and carton, ready-to-roll fondant icing by colour and pack, draught beer kegs by size, frozen beef
// burgers by patty weight and box, frozen samosas by filling and pack, sweet chilli sauce by recipe and bottle,
// and sorghum malt porridge by flavour and bag; each as a shop, cash-and-carry or loyalty-app title, a bakery-supplier,
// caterer, brewer's trade or customs line in caps, and a third source (French, Swahili, Afrikaans, Zulu,
// Pidgin, a caterer's or bakery's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY16: readonly Family[] = [
  {
    // One bakery supplier's bread improver: the standard one in 1 kg and 10 kg, and the soft-roll one in 1 kg.
    kind: 'bread improvers by recipe and pack',
    variants: [
      [
        rec({ title: 'Crestbake Bread Improver Standard, for Plain and Sandwich Loaves, 1kg Pouch', brand: 'Crestbake' }),
        rec({ title: 'CRESTBAKE BREAD IMPRVR STD 1KG X10 CTN' }),
        rec({ title: 'Améliorant de panification Crestbake standard, pain de mie, sachet 1 kg', brand: 'Crestbake' }),
      ],
      [
        rec({ title: 'Crestbake Bread Improver Standard, for Plain and Sandwich Loaves, 10kg Sack', brand: 'Crestbake' }),
        rec({ title: 'CRESTBAKE BREAD IMPRVR STD 10KG SACK' }),
        rec({ title: 'Bakery order: bread improver Crestbake standard, 10 kg sack x 2 (Agege bread line)', brand: 'Crestbake' }),
      ],
      [
        rec({ title: 'Crestbake Bread Improver Soft Roll, for Buns and Rolls, 1kg Pouch', brand: 'Crestbake' }),
        rec({ title: 'CRESTBAKE BREAD IMPRVR SOFT ROLL 1KG X10 CTN' }),
        rec({ title: 'Améliorant Crestbake spécial pains mollets et brioches, sachet 1 kg', brand: 'Crestbake' }),
      ],
    ],
  },
  {
    // One maker's bakery fats in 10 kg cartons: cake margarine, pastry margarine and all-purpose shortening.
    kind: 'bakery fats by kind and carton',
    variants: [
      [
        rec({ title: 'Golden Crown Cake Margarine, for Creaming and Sponges, 10kg Carton', brand: 'Golden Crown' }),
        rec({ title: 'GOLDEN CROWN MARG CAKE 10KG CTN (HS 1517.10)' }),
        rec({ title: 'Golden Crown koekmargarien vir sponskoeke, 10 kg karton', brand: 'Golden Crown' }),
      ],
      [
        rec({ title: 'Golden Crown Pastry Margarine, Laminating Sheets for Puff and Danish, 10kg Carton', brand: 'Golden Crown' }),
        rec({ title: 'GOLDEN CROWN MARG PASTRY SHEETS 10KG CTN (HS 1517.10)' }),
        rec({ title: 'Golden Crown deegmargarien vir skilferkors, plate, 10 kg karton', brand: 'Golden Crown' }),
      ],
      [
        rec({ title: 'Golden Crown All-Purpose Vegetable Shortening, 10kg Carton', brand: 'Golden Crown' }),
        rec({ title: 'GOLDEN CROWN SHORTENING VEG AP 10KG CTN (HS 1517.90)' }),
        rec({ title: 'Golden Crown groente-bakvet vir alle doeleindes, 10 kg karton', brand: 'Golden Crown' }),
      ],
    ],
  },
  {
    // One maker's ready-to-roll sugarpaste: white 1 kg, white 5 kg and black 1 kg.
    kind: 'ready-to-roll fondant icing by colour and pack',
    variants: [
      [
        rec({ title: 'Renshaw Ready to Roll Icing, Extra, Polar White, 1kg', brand: 'Renshaw' }),
        rec({ title: 'RENSHAW RTR ICING EXTRA POLAR WHT 1KG X6' }),
        rec({ title: 'Renshaw fondant white 1kg (Extra), for wedding cakes, original UK. Surulere', brand: 'Renshaw' }),
      ],
      [
        rec({ title: 'Renshaw Ready to Roll Icing, Extra, Polar White, 5kg Tub', brand: 'Renshaw' }),
        rec({ title: 'RENSHAW RTR ICING EXTRA POLAR WHT 5KG TUB' }),
        rec({ title: 'Renshaw fondant white big 5kg bucket (Extra), for bulk cake orders. Surulere', brand: 'Renshaw' }),
      ],
      [
        rec({ title: 'Renshaw Ready to Roll Icing, Extra, Jet Black, 1kg', brand: 'Renshaw' }),
        rec({ title: 'RENSHAW RTR ICING EXTRA JET BLK 1KG X6' }),
        rec({ title: 'Renshaw fondant black 1kg (Extra), deep colour no need to add gel. Surulere', brand: 'Renshaw' }),
      ],
    ],
  },
  {
    // One brewer's lager in trade kegs: 50 litres and 30 litres, and its light beer in 50 litres.
    kind: 'draught beer kegs by size',
    variants: [
      [
        rec({ title: 'Tusker Lager Draught Keg 50L (deposit extra)', brand: 'Tusker' }),
        rec({ title: 'KBL TUSKER LGR KEG 50LT DRAUGHT' }),
        rec({ title: 'Tusker ya draft, keg ya lita 50, kwa baa na sherehe', brand: 'Tusker' }),
      ],
      [
        rec({ title: 'Tusker Lager Draught Keg 30L (deposit extra)', brand: 'Tusker' }),
        rec({ title: 'KBL TUSKER LGR KEG 30LT DRAUGHT' }),
        rec({ title: 'Tusker ya draft, keg ndogo ya lita 30, kwa baa na sherehe', brand: 'Tusker' }),
      ],
      [
        rec({ title: 'Tusker Lite Draught Keg 50L (deposit extra)', brand: 'Tusker' }),
        rec({ title: 'KBL TUSKER LITE KEG 50LT DRAUGHT' }),
        rec({ title: 'Tusker Lite ya draft, keg ya lita 50, kwa baa na sherehe', brand: 'Tusker' }),
      ],
    ],
  },
  {
    // One caterer-supplier's frozen beef burgers: 48 x 113 g (quarter-pounders), 60 x 85 g and 24 x 170 g.
    kind: 'frozen beef burgers by patty weight and box',
    variants: [
      [
        rec({ title: 'Fieldgate Frozen Beef Quarter Pounder Burgers, 48 x 113g (5.4kg)', brand: 'Fieldgate' }),
        rec({ title: 'FIELDGATE BF BURGER 4OZ 48X113G FRZ CS' }),
        rec({ title: 'Caterer order: Fieldgate beef burgers quarter pound, case of 48, frozen', brand: 'Fieldgate' }),
      ],
      [
        rec({ title: 'Fieldgate Frozen Beef Burgers, 60 x 85g (5.1kg)', brand: 'Fieldgate' }),
        rec({ title: 'FIELDGATE BF BURGER 3OZ 60X85G FRZ CS' }),
        rec({ title: 'Caterer order: Fieldgate beef burgers 3 oz, case of 60, frozen', brand: 'Fieldgate' }),
      ],
      [
        rec({ title: 'Fieldgate Frozen Beef Half Pounder Burgers, 24 x 170g (4.1kg)', brand: 'Fieldgate' }),
        rec({ title: 'FIELDGATE BF BURGER 6OZ 24X170G FRZ CS' }),
        rec({ title: 'Caterer order: Fieldgate beef burgers 6 oz, case of 24, frozen', brand: 'Fieldgate' }),
      ],
    ],
  },
  {
    // One frozen-food maker's cocktail samosas: beef 20s, vegetable 20s and beef 50s.
    kind: 'frozen samosas by filling and pack',
    variants: [
      [
        rec({ title: 'Zenji Frozen Beef Samosas, Cocktail Size, 20 Pieces (500g)', brand: 'Zenji' }),
        rec({ title: 'ZENJI SAMOSA BEEF CKTL 20PC 500G FRZ X12' }),
        rec({ title: 'Sambusa za nyama Zenji, ndogo, vipande 20, zilizogandishwa', brand: 'Zenji' }),
      ],
      [
        rec({ title: 'Zenji Frozen Vegetable Samosas, Cocktail Size, 20 Pieces (500g)', brand: 'Zenji' }),
        rec({ title: 'ZENJI SAMOSA VEG CKTL 20PC 500G FRZ X12' }),
        rec({ title: 'Sambusa za mboga Zenji, ndogo, vipande 20, zilizogandishwa', brand: 'Zenji' }),
      ],
      [
        rec({ title: 'Zenji Frozen Beef Samosas, Cocktail Size, Party Pack 50 Pieces (1.25kg)', brand: 'Zenji' }),
        rec({ title: 'ZENJI SAMOSA BEEF CKTL 50PC 1.25KG FRZ X6' }),
        rec({ title: 'Sambusa za nyama Zenji, ndogo, pakiti ya sherehe vipande 50, zilizogandishwa', brand: 'Zenji' }),
      ],
    ],
  },
  {
    // One maker's sweet chilli sauce: the 700 ml bottle, the 4.5 litre catering jug, and the hot version in 700 ml.
    kind: 'sweet chilli sauce by recipe and bottle',
    variants: [
      [
        rec({ title: 'Mae Ploy Sweet Chilli Sauce, 730ml Bottle', brand: 'Mae Ploy' }),
        rec({ title: 'MAE PLOY SWT CHILLI SCE 730ML X12 (HS 2103.90)' }),
        rec({ title: 'Sauce pimentée douce Mae Ploy pour poulet, bouteille 730 ml', brand: 'Mae Ploy' }),
      ],
      [
        rec({ title: 'Mae Ploy Sweet Chilli Sauce, 4.5L Catering Jug', brand: 'Mae Ploy' }),
        rec({ title: 'MAE PLOY SWT CHILLI SCE 4.5LT JUG X4 (HS 2103.90)' }),
        rec({ title: 'Sauce pimentée douce Mae Ploy, bidon traiteur 4,5 L', brand: 'Mae Ploy' }),
      ],
      [
        rec({ title: 'Mae Ploy Extra Hot Sweet Chilli Sauce, 730ml Bottle', brand: 'Mae Ploy' }),
        rec({ title: 'MAE PLOY SWT CHILLI SCE X/HOT 730ML X12 (HS 2103.90)' }),
        rec({ title: 'Sauce pimentée douce extra forte Mae Ploy, bouteille 730 ml', brand: 'Mae Ploy' }),
      ],
    ],
  },
  {
    // One miller's instant sorghum malt porridge: original 1 kg, chocolate 1 kg and original 5 kg.
    kind: 'sorghum malt porridge by flavour and bag',
    variants: [
      [
        rec({ title: 'King Korn Mabela Instant Sorghum Porridge, Original, 1kg', brand: 'King Korn' }),
        rec({ title: 'KING KORN MABELA INST ORIG 1KG X10' }),
        rec({ title: 'King Korn itshwala lamabele esheshayo, okwejwayelekile, 1kg', brand: 'King Korn' }),
      ],
      [
        rec({ title: 'King Korn Mabela Instant Sorghum Porridge, Chocolate, 1kg', brand: 'King Korn' }),
        rec({ title: 'KING KORN MABELA INST CHOC 1KG X10' }),
        rec({ title: 'King Korn itshwala lamabele esheshayo, ushokoledi, 1kg', brand: 'King Korn' }),
      ],
      [
        rec({ title: 'King Korn Mabela Instant Sorghum Porridge, Original, 5kg', brand: 'King Korn' }),
        rec({ title: 'KING KORN MABELA INST ORIG 5KG BAG' }),
        rec({ title: 'King Korn itshwala lamabele esheshayo, okwejwayelekile, isikhwama esingu-5kg', brand: 'King Korn' }),
      ],
    ],
  },
];
