// Held-out pair set 23, product_grocery (see bench/pairs/heldout23.ts): tinned sardines by sauce and tin, shito
// pepper sauce by heat and jar, hummus by recipe and tub, muesli by recipe and bag, tinned tuna by liquid and pack,
// fermented milk by flavour and packet, boerewors by recipe and tray, and hot cross buns by recipe and pack; each as
// a supermarket, quick-commerce or wholesaler title, a cash-and-carry invoice, delivery-note or till-receipt line in
// caps with cut words, an EAN and a case quantity, and a third source (a market-stall or WhatsApp-shop post, a school
// or canteen order line, German, French, Dutch, Spanish, Italian, Polish, Afrikaans, Swahili, Twi, Yoruba, Pidgin).
// EANs carry a computed check digit (illustrative, not the makers' own). Mama Esi, Karoo Veld and Shamba Fresh are
// invented brands.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY23: readonly Family[] = [
  {
    // One maker's sardines: in vegetable oil 125 g, in tomato sauce 125 g, and in vegetable oil 425 g (the family tin).
    kind: 'tinned sardines by sauce and tin',
    variants: [
      [
        rec({ title: 'Titus Sardines in Vegetable Oil 125g', brand: 'Titus' }),
        rec({ title: 'TITUS SARDINE VEG OIL 125G 6151120001256 CTN/50' }),
        rec({ title: 'Titus sardine (the one wey get oil), small tin 125g, carton or piece — Oyingbo market', brand: 'Titus' }),
      ],
      [
        rec({ title: 'Titus Sardines in Tomato Sauce 125g', brand: 'Titus' }),
        rec({ title: 'TITUS SARDINE TOM SCE 125G 6151120001324 CTN/50' }),
        rec({ title: 'Ẹja sardine Titus nínú ọbẹ̀ tòmátì, agolo kékeré 125g', brand: 'Titus' }),
      ],
      [
        rec({ title: 'Titus Sardines in Vegetable Oil 425g Family Tin', brand: 'Titus' }),
        rec({ title: 'TITUS SARDINE VEG OIL 425G FAMILY 6151120001492 CTN/24' }),
        rec({ title: 'Sardines in vegetable oil, 425 g tin (boarding house kitchen) — Titus or equivalent, 12 cartons of 24' }),
      ],
    ],
  },
  {
    // One kitchen's shito: mild 250 g, extra hot 250 g, and mild 450 g.
    kind: 'shito pepper sauce by heat and jar',
    variants: [
      [
        rec({ title: "Mama Esi's Shito Black Pepper Sauce, Mild, 250g Jar", brand: 'Mama Esi' }),
        rec({ title: 'MAMA ESI SHITO MILD 250G JAR 6038124002567 X12' }),
        rec({ title: 'Mama Esi shito, ɛnnyɛ hyew pii (mild), toa ketewa 250g. Madina', brand: 'Mama Esi' }),
      ],
      [
        rec({ title: "Mama Esi's Shito Black Pepper Sauce, Extra Hot, 250g Jar", brand: 'Mama Esi' }),
        rec({ title: 'MAMA ESI SHITO XTRA HOT 250G JAR 6038124002635 X12' }),
        rec({ title: 'Mama Esi shito a ɛyɛ hyew paa (extra hot), 250g. Madina', brand: 'Mama Esi' }),
      ],
      [
        rec({ title: "Mama Esi's Shito Black Pepper Sauce, Mild, 450g Jar", brand: 'Mama Esi' }),
        rec({ title: 'MAMA ESI SHITO MILD 450G JAR 6038124002703 X6' }),
        rec({ title: 'Shito (black pepper sauce), mild, 450 g jar (hall canteen) — Mama Esi or equivalent, 10 cases of 6' }),
      ],
    ],
  },
  {
    // One maker's hummus: classic 200 g, roasted red pepper 200 g, and classic 400 g.
    kind: 'hummus by recipe and tub',
    variants: [
      [
        rec({ title: 'Sabra Classic Hummus 200g', brand: 'Sabra' }),
        rec({ title: 'SABRA HUMMUS CLASSIC 200G CHLD 5000421002008 X6' }),
        rec({ title: 'Houmous nature Sabra, pot de 200 g (rayon frais)', brand: 'Sabra' }),
      ],
      [
        rec({ title: 'Sabra Roasted Red Pepper Hummus 200g', brand: 'Sabra' }),
        rec({ title: 'SABRA HUMMUS RST RED PEPPR 200G CHLD 5000421002176 X6' }),
        rec({ title: 'Sabra hummus geroosterde rode paprika, bakje 200 g', brand: 'Sabra' }),
      ],
      [
        rec({ title: 'Sabra Classic Hummus Sharing Pot 400g', brand: 'Sabra' }),
        rec({ title: 'SABRA HUMMUS CLASSIC SHARING 400G CHLD 5000421002244 X4' }),
        rec({ title: 'Sabra Hummus Classic, große Packung 400 g, Kühlregal', brand: 'Sabra' }),
      ],
    ],
  },
  {
    // One maker's muesli: original 560 g, no added sugar 560 g, and original 1.1 kg.
    kind: 'muesli by recipe and bag',
    variants: [
      [
        rec({ title: 'Alpen Original Swiss Style Muesli 560g', brand: 'Alpen' }),
        rec({ title: 'ALPEN MUESLI ORIGINAL 560G 5000162015602 CS 6' }),
        rec({ title: 'Alpen Müsli Original nach Schweizer Art, 560 g Packung', brand: 'Alpen' }),
      ],
      [
        rec({ title: 'Alpen No Added Sugar Swiss Style Muesli 560g', brand: 'Alpen' }),
        rec({ title: 'ALPEN MUESLI NAS 560G 5000162015770 CS 6' }),
        rec({ title: 'Alpen muesli sin azúcar añadido, estilo suizo, 560 g', brand: 'Alpen' }),
      ],
      [
        rec({ title: 'Alpen Original Swiss Style Muesli Big Bag 1.1kg', brand: 'Alpen' }),
        rec({ title: 'ALPEN MUESLI ORIGINAL 1.1KG BIG BAG 5000162015848 CS 4' }),
        rec({ title: 'Muesli, Swiss style, original, 1.1 kg bag (care home breakfast) — Alpen or equivalent, 8 cases of 4' }),
      ],
    ],
  },
  {
    // One maker's tuna chunks: in brine 4 x 145 g, in sunflower oil 4 x 145 g, and in brine one 145 g tin.
    kind: 'tinned tuna by liquid and pack',
    variants: [
      [
        rec({ title: 'John West Tuna Chunks in Brine 4 x 145g', brand: 'John West' }),
        rec({ title: 'J WEST TUNA CHNKS BRINE 4X145G MPK 5000118001451 X12' }),
        rec({ title: 'Tonno a pezzi John West al naturale, confezione da 4 scatolette da 145 g', brand: 'John West' }),
      ],
      [
        rec({ title: 'John West Tuna Chunks in Sunflower Oil 4 x 145g', brand: 'John West' }),
        rec({ title: 'J WEST TUNA CHNKS SUNFL OIL 4X145G MPK 5000118001529 X12' }),
        rec({ title: 'Atún en trozos John West en aceite de girasol, pack 4 latas de 145 g', brand: 'John West' }),
      ],
      [
        rec({ title: 'John West Tuna Chunks in Brine 145g', brand: 'John West' }),
        rec({ title: 'J WEST TUNA CHNKS BRINE 145G SGL 5000118001697 X24' }),
        rec({ title: 'Tuńczyk w kawałkach w zalewie solankowej John West, puszka 145 g', brand: 'John West' }),
      ],
    ],
  },
  {
    // One dairy's mala (fermented milk): plain 500 ml, strawberry 500 ml, and plain 1 L.
    kind: 'fermented milk by flavour and packet',
    variants: [
      [
        rec({ title: 'Shamba Fresh Mala Fermented Milk, Plain, 500ml', brand: 'Shamba Fresh' }),
        rec({ title: 'SHAMBA FRESH MALA PLAIN 500ML PKT 6164003005005 CRT 20' }),
        rec({ title: 'Maziwa mala Shamba Fresh, ya kawaida, pakiti ya 500ml', brand: 'Shamba Fresh' }),
      ],
      [
        rec({ title: 'Shamba Fresh Mala Fermented Milk, Strawberry, 500ml', brand: 'Shamba Fresh' }),
        rec({ title: 'SHAMBA FRESH MALA STRWB 500ML PKT 6164003005173 CRT 20' }),
        rec({ title: 'Mala ya stroberi Shamba Fresh, 500ml, baridi', brand: 'Shamba Fresh' }),
      ],
      [
        rec({ title: 'Shamba Fresh Mala Fermented Milk, Plain, 1 Litre', brand: 'Shamba Fresh' }),
        rec({ title: 'SHAMBA FRESH MALA PLAIN 1LT PKT 6164003005241 CRT 12' }),
        rec({ title: 'Fermented milk (mala), plain, 1 litre packets (school feeding programme) — Shamba Fresh or equivalent, 200 No.' }),
      ],
    ],
  },
  {
    // One butchery's boerewors: traditional 500 g, chilli 500 g, and traditional 1 kg.
    kind: 'boerewors by recipe and tray',
    variants: [
      [
        rec({ title: 'Karoo Veld Traditional Boerewors 500g', brand: 'Karoo Veld' }),
        rec({ title: 'KAROO VELD BOEREWORS TRAD 500G TRAY 6009123005002 X10' }),
        rec({ title: 'Karoo Veld tradisionele boerewors, 500 g pakkie', brand: 'Karoo Veld' }),
      ],
      [
        rec({ title: 'Karoo Veld Chilli Boerewors 500g', brand: 'Karoo Veld' }),
        rec({ title: 'KAROO VELD BOEREWORS CHILLI 500G TRAY 6009123005170 X10' }),
        rec({ title: 'Karoo Veld boerewors met brandrissie (chilli), 500 g', brand: 'Karoo Veld' }),
      ],
      [
        rec({ title: 'Karoo Veld Traditional Boerewors Value Pack 1kg', brand: 'Karoo Veld' }),
        rec({ title: 'KAROO VELD BOEREWORS TRAD 1KG VALUE TRAY 6009123005248 X6' }),
        rec({ title: 'Boerewors, traditional, 1 kg trays (school braai day) — Karoo Veld or equivalent, 30 No.' }),
      ],
    ],
  },
  {
    // One supermarket's own-label buns: classic 4-pack, apple and cinnamon 4-pack, and classic 6-pack.
    kind: 'hot cross buns by recipe and pack',
    variants: [
      [
        rec({ title: "Tesco Finest Classic Hot Cross Buns 4 Pack", brand: 'Tesco Finest' }),
        rec({ title: 'TESCO FINEST HOT X BUNS CLASSIC 4PK 5057434010407' }),
        rec({ title: 'Tesco Finest classic hot cross buns, pack of 4, reduced yellow sticker', brand: 'Tesco' }),
      ],
      [
        rec({ title: 'Tesco Finest Apple & Cinnamon Hot Cross Buns 4 Pack', brand: 'Tesco Finest' }),
        rec({ title: 'TESCO FINEST HOT X BUNS APPLE&CINN 4PK 5057434010575' }),
        rec({ title: 'Tesco Finest hot cross buns apple and cinnamon x4', brand: 'Tesco' }),
      ],
      [
        rec({ title: 'Tesco Finest Classic Hot Cross Buns 6 Pack', brand: 'Tesco Finest' }),
        rec({ title: 'TESCO FINEST HOT X BUNS CLASSIC 6PK 5057434010643' }),
        rec({ title: 'Hot cross buns, classic fruited, packs of 6 (Easter coffee morning) — Tesco Finest or equivalent, 10 packs' }),
      ],
    ],
  },
];
