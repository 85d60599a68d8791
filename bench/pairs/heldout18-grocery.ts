// Held-out pair set 18, product_grocery (see bench/pairs/heldout18.ts): table eggs by size and tray, rusks by flavour
// and box, maheu (fermented maize drink) by flavour and bottle, tinned fruit by cut and syrup, vienna sausages by tin
// and pack, butter by salting and block, cream liqueurs by flavour and bottle, and green tea by flavour and box; each
// as a shop, supermarket-app or cash-and-carry title, a wholesaler, till-receipt, delivery-app or retailer-SKU line in
// caps with cut words, and a third source (Afrikaans, Swahili, Zulu, Yoruba, Italian, German, Dutch, Polish, a
// caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY18: readonly Family[] = [
  {
    // One farm's table eggs: large 30-egg tray, extra large 30-egg tray and large 18-egg box.
    kind: 'table eggs by size and tray',
    variants: [
      [
        rec({ title: 'Kenchic Fresh Farm Eggs, Large, Tray of 30', brand: 'Kenchic' }),
        rec({ title: 'KENCHIC EGGS LRG 30S TRAY' }),
        rec({ title: 'Mayai ya Kenchic, makubwa (large), trei ya mayai 30', brand: 'Kenchic' }),
      ],
      [
        rec({ title: 'Kenchic Fresh Farm Eggs, Extra Large, Tray of 30', brand: 'Kenchic' }),
        rec({ title: 'KENCHIC EGGS XL 30S TRAY' }),
        rec({ title: 'Mayai ya Kenchic, makubwa zaidi (extra large), trei ya mayai 30', brand: 'Kenchic' }),
      ],
      [
        rec({ title: 'Kenchic Fresh Farm Eggs, Large, Box of 18', brand: 'Kenchic' }),
        rec({ title: 'KENCHIC EGGS LRG 18S BOX' }),
        rec({ title: 'Mayai ya Kenchic, makubwa (large), boksi la mayai 18', brand: 'Kenchic' }),
      ],
    ],
  },
  {
    // One maker's rusks: buttermilk 500 g, buttermilk 1 kg and muesli 500 g.
    kind: 'rusks by flavour and box',
    variants: [
      [
        rec({ title: 'Ouma Buttermilk Rusks 500g', brand: 'Ouma' }),
        rec({ title: 'OUMA RUSKS BTRMLK 500GR X12' }),
        rec({ title: 'Ouma beskuit karringmelk, 500 g boks', brand: 'Ouma' }),
      ],
      [
        rec({ title: 'Ouma Buttermilk Rusks 1kg', brand: 'Ouma' }),
        rec({ title: 'OUMA RUSKS BTRMLK 1KG X6' }),
        rec({ title: 'Ouma beskuit karringmelk, 1 kg boks', brand: 'Ouma' }),
      ],
      [
        rec({ title: 'Ouma Muesli Rusks 500g', brand: 'Ouma' }),
        rec({ title: 'OUMA RUSKS MUESLI 500GR X12' }),
        rec({ title: 'Ouma beskuit muesli, 500 g boks', brand: 'Ouma' }),
      ],
    ],
  },
  {
    // One dairy's maheu: strawberry 1 L, strawberry 500 ml and banana 1 L.
    kind: 'maheu by flavour and bottle',
    variants: [
      [
        rec({ title: 'Dairibord Maheu Strawberry Flavour 1L', brand: 'Dairibord' }),
        rec({ title: 'DAIRIBORD MAHEU STRAWB 1LT X12' }),
        rec({ title: 'Amahewu eDairibord anongwe sitrobheri, ibhodlela elingu-1 litha', brand: 'Dairibord' }),
      ],
      [
        rec({ title: 'Dairibord Maheu Strawberry Flavour 500ml', brand: 'Dairibord' }),
        rec({ title: 'DAIRIBORD MAHEU STRAWB 500ML X24' }),
        rec({ title: 'Amahewu eDairibord anongwe sitrobheri, ibhodlela elingu-500 ml', brand: 'Dairibord' }),
      ],
      [
        rec({ title: 'Dairibord Maheu Banana Flavour 1L', brand: 'Dairibord' }),
        rec({ title: 'DAIRIBORD MAHEU BANANA 1LT X12' }),
        rec({ title: 'Amahewu eDairibord anongwe ubhanana, ibhodlela elingu-1 litha', brand: 'Dairibord' }),
      ],
    ],
  },
  {
    // One canner's pineapple: slices in syrup 425 g, pieces in syrup 425 g and slices in juice 425 g.
    kind: 'tinned fruit by cut and syrup',
    variants: [
      [
        rec({ title: 'Del Monte Pineapple Slices in Syrup 425g', brand: 'Del Monte' }),
        rec({ title: 'DELMONTE PINE SLCS SYRUP 425G X24' }),
        rec({ title: 'Ananas a fette Del Monte allo sciroppo, latta 425 g', brand: 'Del Monte' }),
      ],
      [
        rec({ title: 'Del Monte Pineapple Pieces in Syrup 425g', brand: 'Del Monte' }),
        rec({ title: 'DELMONTE PINE PCS SYRUP 425G X24' }),
        rec({ title: 'Ananas a pezzi Del Monte allo sciroppo, latta 425 g', brand: 'Del Monte' }),
      ],
      [
        rec({ title: 'Del Monte Pineapple Slices in Juice 425g', brand: 'Del Monte' }),
        rec({ title: 'DELMONTE PINE SLCS JUICE 425G X24' }),
        rec({ title: 'Ananas a fette Del Monte al succo naturale, latta 425 g', brand: 'Del Monte' }),
      ],
    ],
  },
  {
    // One meat processor's vienna sausages: 1 kg vacuum pack, 500 g vacuum pack and cocktail 500 g.
    kind: 'vienna sausages by cut and pack',
    variants: [
      [
        rec({ title: 'Enterprise Viennas Original 1kg Vacuum Pack', brand: 'Enterprise' }),
        rec({ title: 'ENTERPRISE VIENNAS ORIG 1KG VAC' }),
        rec({ title: 'Enterprise Wiener Würstchen Original, 1-kg-Packung', brand: 'Enterprise' }),
      ],
      [
        rec({ title: 'Enterprise Viennas Original 500g Vacuum Pack', brand: 'Enterprise' }),
        rec({ title: 'ENTERPRISE VIENNAS ORIG 500G VAC' }),
        rec({ title: 'Enterprise Wiener Würstchen Original, 500-g-Packung', brand: 'Enterprise' }),
      ],
      [
        rec({ title: 'Enterprise Cocktail Viennas 500g Vacuum Pack', brand: 'Enterprise' }),
        rec({ title: 'ENTERPRISE COCKTAIL VIENNAS 500G VAC' }),
        rec({ title: 'Enterprise Cocktail-Würstchen (Mini-Wiener), 500-g-Packung', brand: 'Enterprise' }),
      ],
    ],
  },
  {
    // One dairy's butter: salted 250 g, unsalted 250 g and salted 500 g.
    kind: 'butter by salting and block',
    variants: [
      [
        rec({ title: 'Lurpak Slightly Salted Butter Block 250g', brand: 'Lurpak' }),
        rec({ title: 'LURPAK BUTTER SLT SALTED 250G BLK' }),
        rec({ title: 'Lurpak roomboter licht gezouten, pakje 250 gram', brand: 'Lurpak' }),
      ],
      [
        rec({ title: 'Lurpak Unsalted Butter Block 250g', brand: 'Lurpak' }),
        rec({ title: 'LURPAK BUTTER UNSALTED 250G BLK' }),
        rec({ title: 'Lurpak roomboter ongezouten, pakje 250 gram', brand: 'Lurpak' }),
      ],
      [
        rec({ title: 'Lurpak Slightly Salted Butter Block 500g', brand: 'Lurpak' }),
        rec({ title: 'LURPAK BUTTER SLT SALTED 500G BLK' }),
        rec({ title: 'Lurpak roomboter licht gezouten, pakje 500 gram', brand: 'Lurpak' }),
      ],
    ],
  },
  {
    // One cream liqueur: original 750 ml, original 375 ml and the coffee flavour 750 ml.
    kind: 'cream liqueurs by flavour and bottle',
    variants: [
      [
        rec({ title: 'Amarula Marula Fruit Cream Liqueur 750ml', brand: 'Amarula' }),
        rec({ title: 'AMARULA CRM LIQ ORIG 75CL X6' }),
        rec({ title: 'Likier Amarula kremowy z owoców maruli, butelka 0,75 l', brand: 'Amarula' }),
      ],
      [
        rec({ title: 'Amarula Marula Fruit Cream Liqueur 375ml', brand: 'Amarula' }),
        rec({ title: 'AMARULA CRM LIQ ORIG 37.5CL X12' }),
        rec({ title: 'Likier Amarula kremowy z owoców maruli, butelka 0,375 l', brand: 'Amarula' }),
      ],
      [
        rec({ title: 'Amarula Ethiopian Coffee Cream Liqueur 750ml', brand: 'Amarula' }),
        rec({ title: 'AMARULA CRM LIQ ETH COFFEE 75CL X6' }),
        rec({ title: 'Likier Amarula Ethiopian Coffee, kremowy kawowy, butelka 0,75 l', brand: 'Amarula' }),
      ],
    ],
  },
  {
    // One tea brand's green tea: pure 100 bags, pure 25 bags and lemon 25 bags.
    kind: 'green tea by flavour and box',
    variants: [
      [
        rec({ title: 'Lipton Green Tea Pure 100 Tea Bags', brand: 'Lipton' }),
        rec({ title: 'LIPTON GRN TEA PURE 100S' }),
        rec({ title: 'Tii alawọ ewe Lipton (green tea) mimọ, apoti apo 100', brand: 'Lipton' }),
      ],
      [
        rec({ title: 'Lipton Green Tea Pure 25 Tea Bags', brand: 'Lipton' }),
        rec({ title: 'LIPTON GRN TEA PURE 25S' }),
        rec({ title: 'Tii alawọ ewe Lipton (green tea) mimọ, apoti apo 25', brand: 'Lipton' }),
      ],
      [
        rec({ title: 'Lipton Green Tea Lemon 25 Tea Bags', brand: 'Lipton' }),
        rec({ title: 'LIPTON GRN TEA LEMON 25S' }),
        rec({ title: 'Tii alawọ ewe Lipton pẹlu osan wẹwẹ (lemon), apoti apo 25', brand: 'Lipton' }),
      ],
    ],
  },
];
