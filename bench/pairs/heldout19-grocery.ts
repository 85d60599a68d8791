// Held-out pair set 19, product_grocery (see bench/pairs/heldout19.ts): jelly powder by flavour and pack, polony by
// flavour and roll weight, cashew nuts by grade and pack, tinned sweetcorn by style and tin, ghee by tin size,
// processed cheese slices by kind and pack, lollipops by kind and pack, and chin chin by flavour and pack; each as a
// shop, supermarket-app or cash-and-carry title, a wholesaler, till-receipt, delivery-app or retailer-SKU line in
// caps with cut words, and a third source (Afrikaans, Zulu, Swahili, Yoruba, Hausa, Spanish, Portuguese, French, a
// caterer's or school-tuckshop order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY19: readonly Family[] = [
  {
    // One maker's jelly powder: strawberry 80 g, raspberry 80 g and a four-sachet strawberry multipack.
    kind: 'jelly powder by flavour and pack',
    variants: [
      [
        rec({ title: 'Moir\'s Jelly Powder Strawberry Flavour 80g', brand: 'Moir\'s' }),
        rec({ title: 'MOIRS JELLY STRAWB 80GR X40' }),
        rec({ title: 'Moir\'s jellie-poeier, aarbei-geur, 80 g pakkie', brand: 'Moirs' }),
      ],
      [
        rec({ title: 'Moir\'s Jelly Powder Raspberry Flavour 80g', brand: 'Moir\'s' }),
        rec({ title: 'MOIRS JELLY RASPB 80GR X40' }),
        rec({ title: 'Moir\'s jellie-poeier, framboos-geur, 80 g pakkie', brand: 'Moirs' }),
      ],
      [
        rec({ title: 'Moir\'s Jelly Powder Strawberry Flavour Multipack 4 x 80g', brand: 'Moir\'s' }),
        rec({ title: 'MOIRS JELLY STRAWB 4X80GR MPK X10' }),
        rec({ title: 'Ujeli kaMoir\'s, ukunambitheka kwe-strawberry, amaphakethe ama-4 x 80g', brand: 'Moirs' }),
      ],
    ],
  },
  {
    // One maker's polony rolls: original 1 kg, chicken 1 kg and original 500 g.
    kind: 'polony by flavour and roll weight',
    variants: [
      [
        rec({ title: 'Eskort Original Polony Roll 1kg', brand: 'Eskort' }),
        rec({ title: 'ESKORT POLONY ORIG 1KG ROLL' }),
        rec({ title: 'Eskort polonie oorspronklik, 1 kg rol', brand: 'Eskort' }),
      ],
      [
        rec({ title: 'Eskort Chicken Polony Roll 1kg', brand: 'Eskort' }),
        rec({ title: 'ESKORT POLONY CHKN 1KG ROLL' }),
        rec({ title: 'Eskort hoender-polonie, 1 kg rol', brand: 'Eskort' }),
      ],
      [
        rec({ title: 'Eskort Original Polony Roll 500g', brand: 'Eskort' }),
        rec({ title: 'ESKORT POLONY ORIG 500G ROLL' }),
        rec({ title: 'Ipolony ye-Eskort yoqobo, 500g', brand: 'Eskort' }),
      ],
    ],
  },
  {
    // One packer's roasted salted cashews: W240 500 g, W320 500 g and W240 250 g.
    kind: 'cashew nuts by grade and pack',
    variants: [
      [
        rec({ title: 'Kilifi Gold Roasted & Salted Cashew Nuts, Jumbo W240, 500g', brand: 'Kilifi Gold' }),
        rec({ title: 'KILIFI GOLD CASHEW RST SLTD W240 500G' }),
        rec({ title: 'Korosho za kukaanga na chumvi, Kilifi Gold, daraja W240 (kubwa), gramu 500', brand: 'Kilifi Gold' }),
      ],
      [
        rec({ title: 'Kilifi Gold Roasted & Salted Cashew Nuts, Standard W320, 500g', brand: 'Kilifi Gold' }),
        rec({ title: 'KILIFI GOLD CASHEW RST SLTD W320 500G' }),
        rec({ title: 'Korosho za kukaanga na chumvi, Kilifi Gold, daraja W320, gramu 500', brand: 'Kilifi Gold' }),
      ],
      [
        rec({ title: 'Kilifi Gold Roasted & Salted Cashew Nuts, Jumbo W240, 250g', brand: 'Kilifi Gold' }),
        rec({ title: 'KILIFI GOLD CASHEW RST SLTD W240 250G X24' }),
        rec({ title: 'Noix de cajou grillées salées Kilifi Gold, calibre W240, sachet 250 g', brand: 'Kilifi Gold' }),
      ],
    ],
  },
  {
    // One maker's tinned sweetcorn: cream style 415 g, whole kernel 410 g and cream style 800 g.
    kind: 'tinned sweetcorn by style and tin',
    variants: [
      [
        rec({ title: 'KOO Cream Style Sweetcorn 415g Tin', brand: 'KOO' }),
        rec({ title: 'KOO SWEETCORN CREAM STYLE 415G X12' }),
        rec({ title: 'KOO roomstyl suikermielies, 415 g blik', brand: 'Koo' }),
      ],
      [
        rec({ title: 'KOO Whole Kernel Sweetcorn 410g Tin', brand: 'KOO' }),
        rec({ title: 'KOO SWEETCORN WHL KERNEL 410G X12' }),
        rec({ title: 'KOO heelpit suikermielies, 410 g blik', brand: 'Koo' }),
      ],
      [
        rec({ title: 'KOO Cream Style Sweetcorn 800g Catering Tin', brand: 'KOO' }),
        rec({ title: 'KOO SWEETCORN CREAM STYLE 800G X6' }),
        rec({ title: 'Sweetcorn cream style, KOO 800 g tins — 6 tins (kitchen order, week 12)', brand: 'KOO' }),
      ],
    ],
  },
  {
    // One dairy's pure ghee: 250 g, 500 g and 1 kg tins.
    kind: 'ghee by tin size',
    variants: [
      [
        rec({ title: 'KCC Gold Crown Pure Ghee 500g Tin', brand: 'KCC Gold Crown' }),
        rec({ title: 'KCC GOLD CROWN GHEE PURE 500GM TIN' }),
        rec({ title: 'Samli halisi ya KCC Gold Crown, mkebe wa gramu 500', brand: 'KCC' }),
      ],
      [
        rec({ title: 'KCC Gold Crown Pure Ghee 1kg Tin', brand: 'KCC Gold Crown' }),
        rec({ title: 'KCC GOLD CROWN GHEE PURE 1KG TIN' }),
        rec({ title: 'Samli halisi ya KCC Gold Crown, mkebe wa kilo 1', brand: 'KCC' }),
      ],
      [
        rec({ title: 'KCC Gold Crown Pure Ghee 250g Tin', brand: 'KCC Gold Crown' }),
        rec({ title: 'KCC GOLD CROWN GHEE PURE 250GM TIN X24' }),
        rec({ title: 'Samli halisi ya KCC Gold Crown, mkebe mdogo gramu 250', brand: 'KCC' }),
      ],
    ],
  },
  {
    // One maker's individually wrapped processed cheese slices: cheddar 24 slices, cheddar 12 slices, mozzarella-style 24.
    kind: 'processed cheese slices by kind and pack',
    variants: [
      [
        rec({ title: 'Lancewood Cheddar Processed Cheese Slices, 24 Slices, 400g', brand: 'Lancewood' }),
        rec({ title: 'LANCEWOOD CHS SLICES CHEDDAR 24S 400G' }),
        rec({ title: 'Lancewood cheddar kaasskywe, 24 skywe, 400 g', brand: 'Lancewood' }),
      ],
      [
        rec({ title: 'Lancewood Cheddar Processed Cheese Slices, 12 Slices, 200g', brand: 'Lancewood' }),
        rec({ title: 'LANCEWOOD CHS SLICES CHEDDAR 12S 200G' }),
        rec({ title: 'Lancewood cheddar kaasskywe, 12 skywe, 200 g', brand: 'Lancewood' }),
      ],
      [
        rec({ title: 'Lancewood Mozzarella Style Processed Cheese Slices, 24 Slices, 400g', brand: 'Lancewood' }),
        rec({ title: 'LANCEWOOD CHS SLICES MOZZ 24S 400G' }),
        rec({ title: 'Ushizi lwe-mozzarella we-Lancewood, izingcezu ezingama-24, 400g', brand: 'Lancewood' }),
      ],
    ],
  },
  {
    // One maker's lollipops: original assorted tub of 50, original assorted bag of 10 and cream-flavour bag of 10.
    kind: 'lollipops by kind and pack',
    variants: [
      [
        rec({ title: 'Chupa Chups Original Lollipops Assorted Flavours, Tub of 50 x 12g', brand: 'Chupa Chups' }),
        rec({ title: 'CHUPA CHUPS LOLLY ORIG ASST 50S TUB 600G' }),
        rec({ title: 'Chupa Chups caramelos con palo sabores surtidos, bote de 50 unidades', brand: 'Chupa Chups' }),
      ],
      [
        rec({ title: 'Chupa Chups Original Lollipops Assorted Flavours, Bag of 10 x 12g', brand: 'Chupa Chups' }),
        rec({ title: 'CHUPA CHUPS LOLLY ORIG ASST 10S BAG 120G X24' }),
        rec({ title: 'Chupa Chups caramelos con palo sabores surtidos, bolsa de 10 unidades', brand: 'Chupa Chups' }),
      ],
      [
        rec({ title: 'Chupa Chups Cremosa Lollipops Ice Cream Flavours, Bag of 10 x 12g', brand: 'Chupa Chups' }),
        rec({ title: 'CHUPA CHUPS LOLLY CREMOSA 10S BAG 120G X24' }),
        rec({ title: 'Chupa Chups Cremosa pirulitos sabores de gelado, saco de 10', brand: 'Chupa Chups' }),
      ],
    ],
  },
  {
    // One small maker's chin chin (fried dough snack): original 250 g, coconut 250 g and original 500 g.
    kind: 'chin chin by flavour and pack',
    variants: [
      [
        rec({ title: 'Mama Toyin Crunchy Chin Chin, Original (Milk), 250g Pouch', brand: 'Mama Toyin' }),
        rec({ title: 'MAMA TOYIN CHINCHIN ORIG 250G' }),
        rec({ title: 'Chin chin Mama Toyin, adùn ìpilẹ̀ (wàrà), àpò 250g', brand: 'Mama Toyin' }),
      ],
      [
        rec({ title: 'Mama Toyin Crunchy Chin Chin, Coconut, 250g Pouch', brand: 'Mama Toyin' }),
        rec({ title: 'MAMA TOYIN CHINCHIN COCONUT 250G' }),
        rec({ title: 'Chin chin Mama Toyin, adùn àgbọn, àpò 250g', brand: 'Mama Toyin' }),
      ],
      [
        rec({ title: 'Mama Toyin Crunchy Chin Chin, Original (Milk), 500g Jar', brand: 'Mama Toyin' }),
        rec({ title: 'MAMA TOYIN CHIN-CHIN ORIG 500G JAR X12' }),
        rec({ title: 'Chin chin na Mama Toyin, na asali (madara), kwalba 500g', brand: 'Mama Toyin' }),
      ],
    ],
  },
];
