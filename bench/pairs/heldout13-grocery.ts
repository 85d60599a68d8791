// Held-out pair set 13, product_grocery (see bench/pairs/heldout13.ts): dried herbs by herb and jar, loose black tea
// by grade and bag, frozen mackerel by size grade and carton, frozen mixed vegetables by mix and bag, baking powder by
// tin, mustard by kind and jar, fruit chutney by recipe and bottle, and dates by variety and box; each as a shop or
// marketplace title, a loyalty-app export, wholesaler, auction or customs line in caps, and a third source (French,
// Afrikaans, Swahili, Hausa-flavoured or Pidgin market English, a caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY13: readonly Family[] = [
  {
    // One packer's dried herbs in small jars: thyme, mixed herbs, oregano.
    kind: 'dried herbs by herb and jar',
    variants: [
      [
        rec({ title: 'Ducros Thyme Leaves Dried 10g Jar', brand: 'Ducros' }),
        rec({ title: 'DUCROS THYME 10G X12' }),
        rec({ title: 'Ducros thyme small bottle 10g, original from France, Balogun market', brand: 'Ducros' }),
      ],
      [
        rec({ title: 'Ducros Mixed Herbs Dried 10g Jar', brand: 'Ducros' }),
        rec({ title: 'DUCROS MIXED HERBS 10G X12' }),
        rec({ title: 'Ducros mixed herbs small bottle 10g, Balogun market', brand: 'Ducros' }),
      ],
      [
        rec({ title: 'Ducros Oregano Leaves Dried 10g Jar', brand: 'Ducros' }),
        rec({ title: 'DUCROS OREGANO 10G X12' }),
        rec({ title: 'Ducros origan feuilles séchées 10 g', brand: 'Ducros' }),
      ],
    ],
  },
  {
    // Kenyan loose black CTC tea of one packer by grade: BP1, PF1 and Dust 1, in 500 g and 1 kg.
    kind: 'loose black tea by grade and bag',
    variants: [
      [
        rec({ title: 'Kericho Gold Loose Leaf Tea BP1 500g', brand: 'Kericho Gold' }),
        rec({ title: 'KERICHO GOLD TEA LEAVES BP1 500G X20' }),
        rec({ title: 'Majani ya chai Kericho Gold BP1 gramu 500', brand: 'Kericho Gold' }),
      ],
      [
        rec({ title: 'Kericho Gold Loose Leaf Tea PF1 500g', brand: 'Kericho Gold' }),
        rec({ title: 'KERICHO GOLD TEA LEAVES PF1 500G X20' }),
        rec({ title: 'Majani ya chai Kericho Gold PF1 gramu 500', brand: 'Kericho Gold' }),
      ],
      [
        rec({ title: 'Kericho Gold Loose Leaf Tea BP1 1kg', brand: 'Kericho Gold' }),
        rec({ title: 'KERICHO GOLD TEA LEAVES BP1 1KG X10' }),
        rec({ title: 'Majani ya chai Kericho Gold BP1 kilo 1', brand: 'Kericho Gold' }),
      ],
    ],
  },
  {
    // Frozen Atlantic mackerel ("Titus") sold by the 20 kg carton: size grades 300-500 g and 400-600 g, and a horse mackerel carton.
    kind: 'frozen mackerel by size grade and carton',
    variants: [
      [
        rec({ title: 'Frozen Atlantic Mackerel (Titus) Whole Round 300-500g, 20kg Carton', brand: 'Titus' }),
        rec({ title: 'FROZEN MACKEREL SCOMBER SCOMBRUS WR 300/500 20KG CTN (HS 0303.54)' }),
        rec({ title: 'Titus fish carton 20kg, size 300-500, Ijora cold room, wholesale price' }),
      ],
      [
        rec({ title: 'Frozen Atlantic Mackerel (Titus) Whole Round 400-600g, 20kg Carton', brand: 'Titus' }),
        rec({ title: 'FROZEN MACKEREL SCOMBER SCOMBRUS WR 400/600 20KG CTN (HS 0303.54)' }),
        rec({ title: 'Titus fish carton 20kg, big size 400-600, Ijora cold room, wholesale price' }),
      ],
      [
        rec({ title: 'Frozen Horse Mackerel (Kote) Whole Round 200-300g, 20kg Carton' }),
        rec({ title: 'FROZEN HORSE MACKEREL TRACHURUS WR 200/300 20KG CTN (HS 0303.55)' }),
        rec({ title: 'Kote fish carton 20kg, size 200-300, Ijora cold room, wholesale price' }),
      ],
    ],
  },
  {
    // One maker's frozen vegetable mixes: mixed vegetables 1 kg, mixed vegetables 2.5 kg catering, stir-fry mix 1 kg.
    kind: 'frozen mixed vegetables by mix and bag',
    variants: [
      [
        rec({ title: 'McCain Mixed Vegetables Frozen 1kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN MIXED VEG 1KG X10' }),
        rec({ title: 'McCain Gemengde Groente Gevries 1 kg', brand: 'McCain' }),
      ],
      [
        rec({ title: 'McCain Mixed Vegetables Frozen Catering Pack 2.5kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN MIXED VEG CATERING 2.5KG X4' }),
        rec({ title: 'McCain Gemengde Groente Gevries 2,5 kg spyseniering', brand: 'McCain' }),
      ],
      [
        rec({ title: 'McCain Stir Fry Vegetable Mix Frozen 1kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN STIR FRY VEG 1KG X10' }),
        rec({ title: 'McCain Roerbraai Groente Gevries 1 kg', brand: 'McCain' }),
      ],
    ],
  },
  {
    // One maker's baking powder: 100 g tin, 200 g tin, and a 1 kg baker's tub.
    kind: 'baking powder by tin',
    variants: [
      [
        rec({ title: 'Royal Baking Powder 100g Tin', brand: 'Royal' }),
        rec({ title: 'ROYAL BAKING PDR 100G X24' }),
        rec({ title: 'Royal baking powder small tin 100g, for chin chin and puff puff', brand: 'Royal' }),
      ],
      [
        rec({ title: 'Royal Baking Powder 200g Tin', brand: 'Royal' }),
        rec({ title: 'ROYAL BAKING PDR 200G X12' }),
        rec({ title: 'Royal baking powder medium tin 200g, for chin chin and puff puff', brand: 'Royal' }),
      ],
      [
        rec({ title: 'Royal Baking Powder 1kg Bakers Tub', brand: 'Royal' }),
        rec({ title: 'ROYAL BAKING PDR 1KG TUB X6' }),
        rec({ title: 'Royal baking powder big tub 1kg, bakery size', brand: 'Royal' }),
      ],
    ],
  },
  {
    // One maker's mustards: English in a 100 g jar, English in a 170 g jar, wholegrain 150 g.
    kind: 'mustard by kind and jar',
    variants: [
      [
        rec({ title: "Colman's Original English Mustard 100g Jar", brand: "Colman's" }),
        rec({ title: 'COLMANS MUSTARD ENGLISH 100G X8' }),
        rec({ title: "Moutarde anglaise Colman's Original 100 g", brand: "Colman's" }),
      ],
      [
        rec({ title: "Colman's Original English Mustard 170g Jar", brand: "Colman's" }),
        rec({ title: 'COLMANS MUSTARD ENGLISH 170G X6' }),
        rec({ title: "Moutarde anglaise Colman's Original 170 g", brand: "Colman's" }),
      ],
      [
        rec({ title: "Colman's Wholegrain Mustard 150g Jar", brand: "Colman's" }),
        rec({ title: 'COLMANS MUSTARD WHOLEGRAIN 150G X6' }),
        rec({ title: "Moutarde à l'ancienne Colman's en grains 150 g", brand: "Colman's" }),
      ],
    ],
  },
  {
    // One maker's chutney: original 470 g, hot 470 g, original 1.1 kg.
    kind: 'fruit chutney by recipe and bottle',
    variants: [
      [
        rec({ title: 'Mrs Balls Original Recipe Chutney 470g', brand: 'Mrs Balls' }),
        rec({ title: 'MRS BALLS CHUTNEY ORIGINAL 470G X12' }),
        rec({ title: "Mrs H.S. Ball's Oorspronklike Blatjang 470 g", brand: 'Mrs Balls' }),
      ],
      [
        rec({ title: 'Mrs Balls Hot Chutney 470g', brand: 'Mrs Balls' }),
        rec({ title: 'MRS BALLS CHUTNEY HOT 470G X12' }),
        rec({ title: "Mrs H.S. Ball's Warm Blatjang 470 g", brand: 'Mrs Balls' }),
      ],
      [
        rec({ title: 'Mrs Balls Original Recipe Chutney 1.1kg', brand: 'Mrs Balls' }),
        rec({ title: 'MRS BALLS CHUTNEY ORIGINAL 1.1KG X6' }),
        rec({ title: "Mrs H.S. Ball's Oorspronklike Blatjang 1,1 kg", brand: 'Mrs Balls' }),
      ],
    ],
  },
  {
    // Dates of one importer by variety and box: Medjool 1 kg, Deglet Nour 1 kg, Medjool 5 kg.
    kind: 'dates by variety and box',
    variants: [
      [
        rec({ title: 'Al Barakah Medjool Dates Premium Large 1kg Box', brand: 'Al Barakah' }),
        rec({ title: 'AL BARAKAH DATES MEDJOOL LGE 1KG X12 (HS 0804.10)' }),
        rec({ title: 'Dabino Medjool Al Barakah 1kg box, Ramadan stock, Kano' }),
      ],
      [
        rec({ title: 'Al Barakah Deglet Nour Dates on the Branch 1kg Box', brand: 'Al Barakah' }),
        rec({ title: 'AL BARAKAH DATES DEGLET NOUR BRANCH 1KG X12 (HS 0804.10)' }),
        rec({ title: 'Dabino Deglet Nour Al Barakah 1kg box, with stick, Kano' }),
      ],
      [
        rec({ title: 'Al Barakah Medjool Dates Premium Large 5kg Carton', brand: 'Al Barakah' }),
        rec({ title: 'AL BARAKAH DATES MEDJOOL LGE 5KG CTN (HS 0804.10)' }),
        rec({ title: 'Dabino Medjool Al Barakah 5kg carton, wholesale, Kano' }),
      ],
    ],
  },
];
