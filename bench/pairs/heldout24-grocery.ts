// Held-out pair set 24, product_grocery (see bench/pairs/heldout24.ts): halloumi by weight and recipe, golden syrup by
// container, mince pies by recipe and pack, whey protein powder by flavour and tub, kombucha by flavour and bottle,
// kenkey by type and pack, sauerkraut by recipe and jar, and dried mango by sugar and bag; each as a supermarket,
// sports-nutrition or African-grocery title, a second source under another field name (`name`) — a restaurant
// recipe-costing sheet, a shelf-edge label, a food-bank donation log, an office-pantry order, an importer's invoice
// line in caps with an EAN and a case — and a third source (an Instagram-shop or gym-shop post, a German, Polish,
// Afrikaans, Welsh, Dutch, Twi, Ga or Swahili name). EANs carry a computed check digit (illustrative, not the makers'
// own). Adwoa's Kitchen and Embu Sun are invented brands.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY24: readonly Family[] = [
  {
    // One maker's halloumi: classic 225 g, reduced-fat (light) 225 g, and the 1 kg catering block.
    kind: 'halloumi by weight and recipe',
    variants: [
      [
        rec({ title: 'Yamas! Cypriot Halloumi Cheese 225g', brand: 'Yamas' }),
        rec({ name: 'Costing sheet — starter 4 (grilled halloumi): HALLOUMI YAMAS 225G @ £2.75, 1/3 block per portion' }),
        rec({ title: 'Yamas Halloumi Grillkäse aus Zypern 225 g', brand: 'Yamas!' }),
      ],
      [
        rec({ title: 'Yamas! Cypriot Halloumi Light 30% Less Fat 225g', brand: 'Yamas' }),
        rec({ name: 'SEL: YAMAS HALLOUMI LIGHT 225G 5060214180078 £3.00' }),
        rec({ title: 'Halloumi light (reduced fat) Yamas 225g — menu swap for lighter option' }),
      ],
      [
        rec({ title: 'Yamas! Cypriot Halloumi Catering Block 1kg', brand: 'Yamas' }),
        rec({ name: 'YAMAS HALLOUMI 1KG CATERING 5060214180146 CS6' }),
        rec({ title: 'Halloumi Yamas 1 kg blok (horeca), Cyprus PDO', brand: 'Yamas!' }),
      ],
    ],
  },
  {
    // One maker's golden syrup: the 454 g tin, the 680 g squeezy bottle, and the 907 g tin.
    kind: 'golden syrup by container',
    variants: [
      [
        rec({ title: "Lyle's Golden Syrup Tin 454g", brand: "Lyle's" }),
        rec({ name: 'LYLES GOLDEN SYRUP TIN 454G 5010115909704 12/CS' }),
        rec({ title: "Lyle's goue stroop in blik, 454 g — Checkers rak-etiket" }),
      ],
      [
        rec({ title: "Lyle's Golden Syrup Squeezy Bottle 680g", brand: "Lyle's" }),
        rec({ name: 'SEL: LYLES GLDN SYRUP SQZY 680G R79.99' }),
        rec({ title: "Lyle's golden syrup squeeze bottle 680g (plastic, upside-down) — food bank donation, 2 units", brand: 'Lyles' }),
      ],
      [
        rec({ title: "Lyle's Golden Syrup Tin 907g", brand: "Lyle's" }),
        rec({ name: 'LYLES GOLDEN SYRUP TIN 907G 5010115909773 6/CS' }),
        rec({ title: "Lyle's goue stroop groot blik 907 g (2 lb)", brand: "Lyle's" }),
      ],
    ],
  },
  {
    // One maker's mince pies: the classic 6, the frangipane 6, and the classic 12.
    kind: 'mince pies by recipe and pack',
    variants: [
      [
        rec({ title: 'Mr Kipling Mince Pies x6', brand: 'Mr Kipling' }),
        rec({ name: 'DONATION LOG 14/12: MR KIPLING MINCE PIES 6PK x 3 (BBE 31/01)' }),
        rec({ title: 'Mins peis Mr Kipling, pecyn o 6', brand: 'Mr Kipling' }),
      ],
      [
        rec({ title: 'Mr Kipling Frangipane Mince Pies x6', brand: 'Mr Kipling' }),
        rec({ name: 'DONATION LOG 14/12: MR KIPLING FRANGIPANE MINCE PIES 6PK x 1' }),
        rec({ title: 'Mins peis frangipane (almon) Mr Kipling x6', brand: 'Mr Kipling' }),
      ],
      [
        rec({ title: 'Mr Kipling Mince Pies x12', brand: 'Mr Kipling' }),
        rec({ name: 'MR KIPLING MINCE PIES 12PK 5000354910531 CS8' }),
        rec({ title: 'Mince pies 12 pack (Mr Kipling or equivalent) — staff Christmas buffet, 4 packs' }),
      ],
    ],
  },
  {
    // One maker's whey: double rich chocolate 2.27 kg, vanilla ice cream 2.27 kg, and double rich chocolate 908 g.
    kind: 'whey protein powder by flavour and tub',
    variants: [
      [
        rec({ title: 'Optimum Nutrition Gold Standard 100% Whey Protein Powder, Double Rich Chocolate, 2.27 kg', brand: 'Optimum Nutrition' }),
        rec({ name: 'ON GOLD STD WHEY DBL RICH CHOC 5LB 0748927026863 x4' }),
        rec({ title: 'ON Gold Standard whey 5lbs double rich chocolate 💪 original, not fake. Surulere gym shop', brand: 'ON' }),
      ],
      [
        rec({ title: 'Optimum Nutrition Gold Standard 100% Whey Protein Powder, Vanilla Ice Cream, 2.27 kg', brand: 'Optimum Nutrition' }),
        rec({ name: 'ON GOLD STD WHEY VAN ICE CRM 5LB 0748927026931 x4' }),
        rec({ title: 'Odżywka białkowa Optimum Nutrition Gold Standard 100% Whey 2270 g, lody waniliowe', brand: 'Optimum Nutrition' }),
      ],
      [
        rec({ title: 'Optimum Nutrition Gold Standard 100% Whey Protein Powder, Double Rich Chocolate, 908 g', brand: 'Optimum Nutrition' }),
        rec({ name: 'ON GOLD STD WHEY DBL RICH CHOC 2LB 0748927027006 x6' }),
        rec({ title: 'Odżywka białkowa ON Gold Standard Whey 908 g podwójna czekolada', brand: 'ON' }),
      ],
    ],
  },
  {
    // One maker's kombucha: ginger lemon 330 ml can, raspberry lemonade 330 ml can, and ginger lemon 750 ml bottle.
    kind: 'kombucha by flavour and bottle',
    variants: [
      [
        rec({ title: 'Remedy Kombucha Ginger Lemon 330ml Can', brand: 'Remedy' }),
        rec({ name: 'Pantry order wk 46: Remedy kombucha ginger & lemon cans 330ml x 24' }),
        rec({ title: 'Remedy kombucha gember-citroen blik 33 cl', brand: 'Remedy' }),
      ],
      [
        rec({ title: 'Remedy Kombucha Raspberry Lemonade 330ml Can', brand: 'Remedy' }),
        rec({ name: 'Pantry order wk 46: Remedy kombucha raspberry lemonade cans 330ml x 24' }),
        rec({ title: 'Remedy kombucha framboos-limonade blikje 330 ml', brand: 'Remedy' }),
      ],
      [
        rec({ title: 'Remedy Kombucha Ginger Lemon 750ml Bottle', brand: 'Remedy' }),
        rec({ name: 'REMEDY KOMBUCHA GINGER LEMON 750ML 9349086000285 6/CS' }),
        rec({ title: 'Remedy kombucha gember citroen fles 0,75 L', brand: 'Remedy' }),
      ],
    ],
  },
  {
    // One maker's frozen kenkey: Ga kenkey 5 balls, Fante kenkey 5 balls, and Ga kenkey 10 balls.
    kind: 'kenkey by type and pack',
    variants: [
      [
        rec({ title: "Adwoa's Kitchen Ga Kenkey (corn husk), Frozen, 5 Balls", brand: "Adwoa's Kitchen" }),
        rec({ name: 'ADWOAS KITCHEN GA KENKEY 5PC FRZ 5060817420052 CTN/12' }),
        rec({ title: "Ga dɔkɔnɔ (kenkey) Adwoa's Kitchen, 5 balls, frozen — Peckham", brand: 'Adwoas Kitchen' }),
      ],
      [
        rec({ title: "Adwoa's Kitchen Fante Kenkey (plantain leaf), Frozen, 5 Balls", brand: "Adwoa's Kitchen" }),
        rec({ name: 'ADWOAS KITCHEN FANTE KENKEY 5PC FRZ 5060817420120 CTN/12' }),
        rec({ title: "Fante dɔkon Adwoa's Kitchen (wrapped in plantain leaves), 5 pieces" }),
      ],
      [
        rec({ title: "Adwoa's Kitchen Ga Kenkey (corn husk), Frozen, Family Pack 10 Balls", brand: "Adwoa's Kitchen" }),
        rec({ name: 'ADWOAS KITCHEN GA KENKEY 10PC FAMILY FRZ 5060817420199 CTN/6' }),
        rec({ title: "Ga kenkey Adwoa's Kitchen family pack 10 balls, frozen — Tottenham", brand: "Adwoa's" }),
      ],
    ],
  },
  {
    // One maker's sauerkraut: mild wine sauerkraut in the 720 ml jar, Bavarian-style (caraway) in the 720 ml jar, and
    // mild wine sauerkraut in the 850 ml tin.
    kind: 'sauerkraut by recipe and jar',
    variants: [
      [
        rec({ title: 'Kühne Mildes Weinsauerkraut 720 ml Glas', brand: 'Kühne' }),
        rec({ name: 'KUEHNE WEINSAUERKRAUT MILD 720ML GL 4000400130112 6ST' }),
        rec({ title: 'Kapusta kiszona Kühne łagodna (wine sauerkraut) 720 ml słoik', brand: 'Kuhne' }),
      ],
      [
        rec({ title: 'Kühne Bayrisch Kraut mit Kümmel 720 ml Glas', brand: 'Kühne' }),
        rec({ name: 'KUEHNE BAYRISCH KRAUT 720ML GL 4000400130280 6ST' }),
        rec({ title: 'Kühne Bavarian style sauerkraut with caraway, 720ml jar', brand: 'Kuhne' }),
      ],
      [
        rec({ title: 'Kühne Mildes Weinsauerkraut 850 ml Dose', brand: 'Kühne' }),
        rec({ name: 'KUEHNE WEINSAUERKRAUT MILD 850ML DS 4000400130358 12ST' }),
        rec({ title: 'Kapusta kiszona Kühne łagodna, puszka 850 ml', brand: 'Kühne' }),
      ],
    ],
  },
  {
    // One maker's dried mango: sweetened 100 g, no-added-sugar 100 g, and sweetened 500 g.
    kind: 'dried mango by sugar and bag',
    variants: [
      [
        rec({ title: 'Embu Sun Dried Mango Slices 100g', brand: 'Embu Sun' }),
        rec({ name: 'EMBU SUN DRIED MANGO 100G 6161108900013 24/CTN' }),
        rec({ title: 'Embe zilizokaushwa Embu Sun, gramu 100', brand: 'Embu Sun' }),
      ],
      [
        rec({ title: 'Embu Sun Dried Mango Slices, No Added Sugar, 100g', brand: 'Embu Sun' }),
        rec({ name: 'EMBU SUN DRIED MANGO NAS 100G 6161108900082 24/CTN' }),
        rec({ title: 'Embe kavu Embu Sun bila sukari iliyoongezwa, 100g', brand: 'Embu Sun' }),
      ],
      [
        rec({ title: 'Embu Sun Dried Mango Slices 500g Value Pack', brand: 'Embu Sun' }),
        rec({ name: 'EMBU SUN DRIED MANGO 500G 6161108900150 12/CTN' }),
        rec({ title: 'Embu Sun dried mango half kilo (500g) pack, for snacks & baking — Instagram shop, Karen', brand: 'Embu Sun' }),
      ],
    ],
  },
];
