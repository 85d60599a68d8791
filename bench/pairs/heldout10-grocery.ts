// Held-out pair set 10, product_grocery (see bench/pairs/heldout10.ts): red palm oil by bottle and refining, garri
// by colour and bag, corned beef by tin, plantain chips by flavour and bag, table salt by grain and pack, biltong by
// cut and weight, swallow flours (semolina, semovita, poundo) by bag, and vinegar by kind and bottle; each as a
// marketplace or shop title, a wholesale price-list or supplier-invoice line in caps and a third source (Yoruba,
// Hausa or Afrikaans words in the title, a carton line of an invoice, the maker's group as brand).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY10: readonly Family[] = [
  {
    // Red palm oil of one brand: 1 L bottle, 3 L keg-bottle, and the refined (bleached) palm olein 1 L.
    kind: 'red palm oil by bottle and refining',
    variants: [
      [
        rec({ title: 'Nigerian Pure Red Palm Oil 1 Litre Bottle, Unrefined — Ayoola Farms', brand: 'Ayoola Farms' }),
        rec({ title: 'AYOOLA RED PALM OIL 1LTR PET X12' }),
        rec({ title: 'Epo pupa (red palm oil) Ayoola 1L, not refined', brand: 'Ayoola' }),
      ],
      [
        rec({ title: 'Nigerian Pure Red Palm Oil 3 Litres Bottle, Unrefined — Ayoola Farms', brand: 'Ayoola Farms' }),
        rec({ title: 'AYOOLA RED PALM OIL 3LTR PET X4' }),
        rec({ title: 'Epo pupa (red palm oil) Ayoola 3L, not refined', brand: 'Ayoola' }),
      ],
      [
        rec({ title: 'Ayoola Farms Refined Palm Olein Cooking Oil 1 Litre Bottle', brand: 'Ayoola Farms' }),
        rec({ title: 'AYOOLA PALM OLEIN REFINED 1LTR PET X12' }),
        rec({ title: 'Ayoola refined palm olein (vegetable cooking oil) 1L', brand: 'Ayoola' }),
      ],
    ],
  },
  {
    // Garri: white Ijebu garri 2 kg, white 5 kg, yellow (palm-oil) garri 2 kg.
    kind: 'garri by colour and bag',
    variants: [
      [
        rec({ title: 'Iya Ife White Ijebu Garri 2kg, Extra Dry, Sour', brand: 'Iya Ife' }),
        rec({ title: 'IYA IFE GARRI IJEBU WHITE 2KG' }),
        rec({ title: 'Gari funfun Ijebu (white garri), Iya Ife, 2 kilo', brand: 'Iya Ife' }),
      ],
      [
        rec({ title: 'Iya Ife White Ijebu Garri 5kg, Extra Dry, Sour', brand: 'Iya Ife' }),
        rec({ title: 'IYA IFE GARRI IJEBU WHITE 5KG' }),
        rec({ title: 'Gari funfun Ijebu (white garri), Iya Ife, 5 kilo', brand: 'Iya Ife' }),
      ],
      [
        rec({ title: 'Iya Ife Yellow Garri 2kg, with Palm Oil, Fine Grain', brand: 'Iya Ife' }),
        rec({ title: 'IYA IFE GARRI YELLOW 2KG' }),
        rec({ title: 'Gari pupa (yellow garri) Iya Ife, 2 kilo', brand: 'Iya Ife' }),
      ],
    ],
  },
  {
    // Corned beef of one brand: 340 g tin, 198 g tin, and the 340 g with less fat ("lean").
    kind: 'corned beef by tin',
    variants: [
      [
        rec({ title: 'Exeter Corned Beef 340g Tin', brand: 'Exeter' }),
        rec({ title: 'EXETER CORNED BEEF 340GM X24' }),
        rec({ title: 'Bully beef Exeter 340 g blik', brand: 'Exeter' }),
      ],
      [
        rec({ title: 'Exeter Corned Beef 198g Tin', brand: 'Exeter' }),
        rec({ title: 'EXETER CORNED BEEF 198GM X48' }),
        rec({ title: 'Bully beef Exeter 198 g blik', brand: 'Exeter' }),
      ],
      [
        rec({ title: 'Exeter Lean Corned Beef 340g Tin, 30% Less Fat', brand: 'Exeter' }),
        rec({ title: 'EXETER CORNED BEEF LEAN 340GM X24' }),
        rec({ title: 'Bully beef Exeter maer (30% minder vet) 340 g blik', brand: 'Exeter' }),
      ],
    ],
  },
  {
    // Plantain chips of one brand: salted 75 g, sweet 75 g, salted 150 g family bag.
    kind: 'plantain chips by flavour and bag',
    variants: [
      [
        rec({ title: 'Olu Olu Plantain Chips Lightly Salted 75g', brand: 'Olu Olu' }),
        rec({ title: 'OLU OLU PLANT CHIPS SALTED 75G X20' }),
        rec({ title: 'Olu Olu ipekere (plantain chips), salted, 75 g pack', brand: 'Olu Olu Foods' }),
      ],
      [
        rec({ title: 'Olu Olu Plantain Chips Sweet (Ripe Plantain) 75g', brand: 'Olu Olu' }),
        rec({ title: 'OLU OLU PLANT CHIPS SWEET 75G X20' }),
        rec({ title: 'Olu Olu ipekere (plantain chips), sweet ripe, 75 g pack', brand: 'Olu Olu Foods' }),
      ],
      [
        rec({ title: 'Olu Olu Plantain Chips Lightly Salted 150g Family Pack', brand: 'Olu Olu' }),
        rec({ title: 'OLU OLU PLANT CHIPS SALTED 150G X12' }),
        rec({ title: 'Olu Olu ipekere (plantain chips), salted, 150 g family pack', brand: 'Olu Olu Foods' }),
      ],
    ],
  },
  {
    // Iodised table salt of one brand: fine 1 kg, fine 500 g, coarse 1 kg.
    kind: 'table salt by grain and pack',
    variants: [
      [
        rec({ title: 'Kensalt Iodated Table Salt Fine 1kg', brand: 'Kensalt' }),
        rec({ title: 'KENSALT FINE 1KG X20 BALE' }),
        rec({ title: 'Chumvi ya mezani Kensalt yenye madini joto, laini, kilo 1', brand: 'Kensalt Ltd' }),
      ],
      [
        rec({ title: 'Kensalt Iodated Table Salt Fine 500g', brand: 'Kensalt' }),
        rec({ title: 'KENSALT FINE 500G X40 BALE' }),
        rec({ title: 'Chumvi ya mezani Kensalt yenye madini joto, laini, gramu 500', brand: 'Kensalt Ltd' }),
      ],
      [
        rec({ title: 'Kensalt Iodated Coarse Cooking Salt 1kg', brand: 'Kensalt' }),
        rec({ title: 'KENSALT COARSE 1KG X20 BALE' }),
        rec({ title: 'Chumvi ya kupikia Kensalt yenye madini joto, chembe kubwa, kilo 1', brand: 'Kensalt Ltd' }),
      ],
    ],
  },
  {
    // Beef biltong of one maker: sliced 100 g, sliced 250 g, and chilli bites 100 g.
    kind: 'biltong by cut and weight',
    variants: [
      [
        rec({ title: 'Karoo Kaya Beef Biltong Sliced Original 100g', brand: 'Karoo Kaya' }),
        rec({ title: 'KAROO KAYA BILTONG BEEF SLCD ORIG 100G' }),
        rec({ title: 'Karoo Kaya beesbiltong gesny, oorspronklik, 100 g', brand: 'Karoo Kaya' }),
      ],
      [
        rec({ title: 'Karoo Kaya Beef Biltong Sliced Original 250g', brand: 'Karoo Kaya' }),
        rec({ title: 'KAROO KAYA BILTONG BEEF SLCD ORIG 250G' }),
        rec({ title: 'Karoo Kaya beesbiltong gesny, oorspronklik, 250 g', brand: 'Karoo Kaya' }),
      ],
      [
        rec({ title: 'Karoo Kaya Beef Chilli Bites 100g', brand: 'Karoo Kaya' }),
        rec({ title: 'KAROO KAYA CHILLI BITES BEEF 100G' }),
        rec({ title: 'Karoo Kaya bees-chillibyte (chilli bites), 100 g', brand: 'Karoo Kaya' }),
      ],
    ],
  },
  {
    // Swallow flours of one miller: semolina 1 kg, semovita 1 kg, semovita 2 kg.
    kind: 'swallow flours by kind and bag',
    variants: [
      [
        rec({ title: 'Golden Penny Semolina 1kg', brand: 'Golden Penny' }),
        rec({ title: 'G/PENNY SEMOLINA 1KG X10 BALE' }),
        rec({ title: 'Golden Penny semolina (alkama) 1kg — Flour Mills of Nigeria', brand: 'Flour Mills of Nigeria' }),
      ],
      [
        rec({ title: 'Golden Penny Semovita 1kg', brand: 'Golden Penny' }),
        rec({ title: 'G/PENNY SEMOVITA 1KG X10 BALE' }),
        rec({ title: 'Golden Penny semovita 1kg — Flour Mills of Nigeria', brand: 'Flour Mills of Nigeria' }),
      ],
      [
        rec({ title: 'Golden Penny Semovita 2kg', brand: 'Golden Penny' }),
        rec({ title: 'G/PENNY SEMOVITA 2KG X6 BALE' }),
        rec({ title: 'Golden Penny semovita 2kg — Flour Mills of Nigeria', brand: 'Flour Mills of Nigeria' }),
      ],
    ],
  },
  {
    // Vinegar of one brand: white spirit vinegar 750 ml, white 2 L, brown (malt-flavoured) 750 ml.
    kind: 'vinegar by kind and bottle',
    variants: [
      [
        rec({ title: 'Safari White Spirit Vinegar 750ml', brand: 'Safari' }),
        rec({ title: 'SAFARI VINEGAR WHITE 750ML X12' }),
        rec({ title: 'Safari wit asyn (spirit vinegar) 750 ml', brand: 'Safari' }),
      ],
      [
        rec({ title: 'Safari White Spirit Vinegar 2 Litre', brand: 'Safari' }),
        rec({ title: 'SAFARI VINEGAR WHITE 2LT X6' }),
        rec({ title: 'Safari wit asyn (spirit vinegar) 2 liter', brand: 'Safari' }),
      ],
      [
        rec({ title: 'Safari Brown Vinegar 750ml, Malt Flavoured', brand: 'Safari' }),
        rec({ title: 'SAFARI VINEGAR BROWN 750ML X12' }),
        rec({ title: 'Safari bruin asyn (moutgegeur) 750 ml', brand: 'Safari' }),
      ],
    ],
  },
];
