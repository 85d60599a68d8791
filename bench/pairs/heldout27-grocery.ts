// Held-out pair set 27, product_grocery (see bench/pairs/heldout27.ts): tinned pilchards by sauce and tin, chickpeas
// by tin and pack, corn flakes by line and box, icing sugar by kind and pack, finger-millet flour by blend and pack,
// crumpets by size and count, oat drinks by version, and maple syrup by grade and bottle; each as a maker's or shop's
// title, a second source under another field name (`name`) — a spaza shop's order book, a mining camp's ration list,
// a boarding-school kitchen requisition, a bakery supplier's delivery note, a hospital ward pantry order, a B&B
// breakfast order, a coffee van's stock count, a pancake-day stall's float list — and a third source (a WhatsApp
// group order, a student flat's shopping list; isiZulu, Afrikaans, Portuguese, Welsh, Swahili, Polish, Italian or
// French wording). The millet-flour miller `Mlima Bora` is invented; the other brands are real, their pack sizes
// written from memory.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY27: readonly Family[] = [
  {
    // One canner's pilchards: 400 g in tomato sauce, 400 g in chilli sauce, and the 155 g tin in tomato sauce.
    kind: 'tinned pilchards by sauce and tin',
    variants: [
      [
        rec({ title: 'Lucky Star Pilchards in Tomato Sauce 400g', brand: 'Lucky Star', manufacturer: 'Oceana Brands' }),
        rec({ name: 'SPAZA ORDER BOOK (MAMA THOKO, KHAYELITSHA) P.12: LUCKY STAR PILCH TOM 400G X 24 (1 CASE)', manufacturer: 'Oceana' }),
        rec({ title: 'Inhlanzi yethini Lucky Star ku-tomato sauce, 400g (eyinkulu)', brand: 'Lucky Star' }),
      ],
      [
        rec({ title: 'Lucky Star Pilchards in Chilli Sauce 400g', brand: 'Lucky Star', manufacturer: 'Oceana Brands' }),
        rec({ name: 'SPAZA ORDER BOOK P.12: LUCKY STAR PILCH CHILLI 400G X 12', manufacturer: 'Oceana Brands Ltd' }),
        rec({ title: 'Lucky Star pilchards chilli (die rooi blik met rissie), 400 g', brand: 'Lucky Star', manufacturer: 'Oceana' }),
      ],
      [
        rec({ title: 'Lucky Star Pilchards in Tomato Sauce 155g', brand: 'Lucky Star', manufacturer: 'Oceana Brands' }),
        rec({ name: 'MINING CAMP RATION LIST (WK 31) ITEM 7: PILCHARDS TOMATO LUCKY STAR 155G SMALL TIN X 200', manufacturer: 'Lucky Star' }),
        rec({ title: 'Inhlanzi Lucky Star encane (155g) ku-tomato — 2 amathini', brand: 'Lucky Star' }),
      ],
    ],
  },
  {
    // One Italian-food brand's chickpeas: the 400 g tin, the 3 x 400 g multipack, and the 2.5 kg catering tin.
    kind: 'chickpeas by tin and pack',
    variants: [
      [
        rec({ title: 'Napolina Chick Peas in Water 400g', brand: 'Napolina', manufacturer: 'Napolina Ltd' }),
        rec({ name: 'BOARDING SCH. KITCHEN REQ. (ST AIDAN\'S) #K-441: CHICK PEAS TIN 400G NAPOLINA X 48', manufacturer: 'Napolina' }),
        rec({ title: 'Grão-de-bico Napolina em água, lata 400g', brand: 'Napolina' }),
      ],
      [
        rec({ title: 'Napolina Chick Peas in Water 3 x 400g Multipack', brand: 'Napolina', manufacturer: 'Napolina Ltd' }),
        rec({ name: 'STUDENT FLAT SHOPPING LIST (FLAT 6B): NAPOLINA CHICKPEAS 3PK (THE MULTIPACK NOT SINGLES)', manufacturer: 'Napolina' }),
        rec({ title: 'Grão-de-bico Napolina pack 3 latas x 400 g', brand: 'Napolina', manufacturer: 'Napolina' }),
      ],
      [
        rec({ title: 'Napolina Chick Peas in Water 2.5kg Catering Tin', brand: 'Napolina', manufacturer: 'Napolina Foodservice' }),
        rec({ name: 'BOARDING SCH. KITCHEN REQ. #K-442: CHICKPEAS CATERING 2.5KG NAPOLINA X 6', manufacturer: 'Napolina' }),
        rec({ title: 'Grão-de-bico Napolina lata grande 2,5 kg (restauração)', brand: 'Napolina' }),
      ],
    ],
  },
  {
    // One maker's cereal: Corn Flakes 500 g, Corn Flakes 720 g, and Crunchy Nut Corn Flakes 500 g.
    kind: 'corn flakes by line and box',
    variants: [
      [
        rec({ title: "Kellogg's Corn Flakes Cereal 500g", brand: "Kellogg's", manufacturer: 'Kellogg Marketing and Sales Company (UK)' }),
        rec({ name: 'B&B BREAKFAST ORDER (TŶ GWYN GUEST HOUSE) WK 22: KELLOGGS CORNFLAKES 500G X 4', manufacturer: 'Kellogg' }),
        rec({ title: "Creision ŷd Kellogg's Corn Flakes, bocs 500g", brand: 'Kelloggs' }),
      ],
      [
        rec({ title: "Kellogg's Corn Flakes Cereal 720g", brand: "Kellogg's", manufacturer: 'Kellogg Marketing and Sales Company (UK)' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 22: KELLOGG CORN FLAKES LGE 720G X 2', manufacturer: "Kellogg's" }),
        rec({ title: "Kellogg's Corn Flakes bocs mawr 720 g", brand: "Kellogg's", manufacturer: 'Kellogg' }),
      ],
      [
        rec({ title: "Kellogg's Crunchy Nut Corn Flakes Cereal 500g", brand: "Kellogg's", manufacturer: 'Kellogg Marketing and Sales Company (UK)' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 22: KELLOGGS CRUNCHY NUT C/FLAKES 500G X 3', manufacturer: 'Kellogg' }),
        rec({ title: "Crunchy Nut Kellogg's (cnau a mêl) 500g", brand: "Kellogg's" }),
      ],
    ],
  },
  {
    // One sugar refiner's icing sugars: icing sugar 500 g, icing sugar 1 kg, and fondant icing sugar 500 g.
    kind: 'icing sugar by kind and pack',
    variants: [
      [
        rec({ title: 'Tate & Lyle Icing Sugar 500g', brand: 'Tate & Lyle', manufacturer: 'Tate & Lyle Sugars' }),
        rec({ name: 'BAKERY SUPPLIER DELIVERY NOTE DN-70821 (CAKE STUDIO, ROMFORD): T&L ICING SUG 500G X 20', manufacturer: 'Tate and Lyle' }),
        rec({ title: 'Cukier puder Tate & Lyle 500 g', brand: 'Tate&Lyle' }),
      ],
      [
        rec({ title: 'Tate & Lyle Icing Sugar 1kg', brand: 'Tate & Lyle', manufacturer: 'Tate & Lyle Sugars' }),
        rec({ name: 'BAKERY SUPPLIER DELIVERY NOTE DN-70821: T&L ICING SUGAR 1KG X 12', manufacturer: 'Tate & Lyle' }),
        rec({ title: 'Cukier puder Tate & Lyle 1 kg (duże opakowanie)', brand: 'Tate & Lyle', manufacturer: 'Tate & Lyle' }),
      ],
      [
        rec({ title: 'Tate & Lyle Fondant Icing Sugar 500g', brand: 'Tate & Lyle', manufacturer: 'Tate & Lyle Sugars' }),
        rec({ name: 'BAKERY SUPPLIER DELIVERY NOTE DN-70821: T&L FONDANT ICING 500G X 10', manufacturer: 'Tate & Lyle Sugars Ltd' }),
        rec({ title: 'Cukier puder fondantowy Tate & Lyle 500g', brand: 'Tate & Lyle' }),
      ],
    ],
  },
  {
    // One (invented) Kenyan miller's finger-millet flour: pure wimbi 1 kg, pure wimbi 2 kg, and wimbi blended with
    // cassava 1 kg.
    kind: 'finger millet flour by blend and pack',
    variants: [
      [
        rec({ title: 'Mlima Bora Pure Finger Millet (Wimbi) Flour 1kg', brand: 'Mlima Bora', manufacturer: 'Mlima Bora Millers Ltd' }),
        rec({ name: 'HOSP. WARD PANTRY ORDER (MATERNITY, KISII) #PO-118: WIMBI FLOUR 1KG MLIMA BORA (PURE) X 10 - FOR UJI', manufacturer: 'Mlima Bora Millers' }),
        rec({ title: 'Unga wa wimbi Mlima Bora, safi bila mchanganyiko, kilo 1', brand: 'Mlima Bora' }),
      ],
      [
        rec({ title: 'Mlima Bora Pure Finger Millet (Wimbi) Flour 2kg', brand: 'Mlima Bora', manufacturer: 'Mlima Bora Millers Ltd' }),
        rec({ name: 'HOSP. WARD PANTRY ORDER #PO-118: WIMBI FLR 2KG MLIMA BORA X 5', manufacturer: 'Mlima Bora' }),
        rec({ title: 'Unga wa wimbi Mlima Bora kilo 2 (pakiti kubwa)', brand: 'Mlima Bora', manufacturer: 'Mlima Bora Millers' }),
      ],
      [
        rec({ title: 'Mlima Bora Finger Millet & Cassava Flour Blend 1kg', brand: 'Mlima Bora', manufacturer: 'Mlima Bora Millers Ltd' }),
        rec({ name: 'HOSP. WARD PANTRY ORDER #PO-121: WIMBI+MUHOGO MIX FLOUR 1KG MLIMA BORA X 10', manufacturer: 'Mlima Bora Millers Ltd' }),
        rec({ title: 'Unga wa wimbi na muhogo (mchanganyiko) Mlima Bora 1kg', brand: 'Mlima Bora' }),
      ],
    ],
  },
  {
    // One baker's crumpets: the 6 pack, the 9 pack, and the Giant Crumpets 4 pack.
    kind: 'crumpets by size and count',
    variants: [
      [
        rec({ title: 'Warburtons 6 Crumpets', brand: 'Warburtons', manufacturer: 'Warburtons Ltd' }),
        rec({ name: 'COFFEE VAN STOCK COUNT (SAT 14/09): CRUMPETS WARBURTONS 6PK - 3 LEFT', manufacturer: 'Warburtons' }),
        rec({ title: 'Crumpets Warburtons (paquet de 6) — commande du groupe WhatsApp, Calais', brand: 'Warburtons' }),
      ],
      [
        rec({ title: 'Warburtons 9 Crumpets', brand: 'Warburtons', manufacturer: 'Warburtons Ltd' }),
        rec({ name: 'COFFEE VAN STOCK COUNT (SAT 14/09): CRUMPETS WARBURTONS 9 PK - 1 LEFT', manufacturer: 'Warburtons Limited' }),
        rec({ title: 'Warburtons crumpets x9 (le grand paquet)', brand: 'Warburtons', manufacturer: 'Warburtons' }),
      ],
      [
        rec({ title: 'Warburtons 4 Giant Crumpets', brand: 'Warburtons', manufacturer: 'Warburtons Ltd' }),
        rec({ name: 'COFFEE VAN STOCK COUNT (SAT 14/09): GIANT CRUMPETS WARBURTONS 4PK - 0 LEFT, REORDER', manufacturer: 'Warburtons' }),
        rec({ title: 'Warburtons crumpets géants, 4 pièces', brand: 'Warburtons' }),
      ],
    ],
  },
  {
    // One oat-drink maker's 1 L cartons: Barista Edition, Whole, and Semi.
    kind: 'oat drinks by version',
    variants: [
      [
        rec({ title: 'Oatly Oat Drink Barista Edition 1L', brand: 'Oatly', manufacturer: 'Oatly AB' }),
        rec({ name: 'COFFEE VAN STOCK COUNT (SAT 14/09): OATLY BARISTA 1L X 11 (AMBIENT)', manufacturer: 'Oatly' }),
        rec({ title: 'Latte d\'avena Oatly Barista Edition 1 litro', brand: 'Oatly' }),
      ],
      [
        rec({ title: 'Oatly Whole Oat Drink 1L', brand: 'Oatly', manufacturer: 'Oatly AB' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 22: OAT MILK OATLY WHOLE (BLUE) 1LTR X 6', manufacturer: 'Oatly AB' }),
        rec({ title: 'Bevanda d\'avena Oatly Whole (intera, tappo blu) 1L', brand: 'Oatly', manufacturer: 'Oatly' }),
      ],
      [
        rec({ title: 'Oatly Semi Oat Drink 1L', brand: 'Oatly', manufacturer: 'Oatly AB' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 22: OAT MILK OATLY SEMI (GREEN) 1 L X 6', manufacturer: 'Oatly' }),
        rec({ title: 'Oatly Semi, bevanda d\'avena parzialmente "scremata", 1 l', brand: 'Oatly' }),
      ],
    ],
  },
  {
    // One importer's maple syrup: 250 g, 500 g, and the organic 250 g.
    kind: 'maple syrup by grade and bottle',
    variants: [
      [
        rec({ title: 'Maple Joe Pure Canadian Maple Syrup 250g', brand: 'Maple Joe', manufacturer: 'Famille Michaud' }),
        rec({ name: 'PANCAKE DAY STALL FLOAT LIST (ST MARY\'S PTA): MAPLE JOE SYRUP 250G BTL X 8', manufacturer: 'Maple Joe' }),
        rec({ title: 'Sirop d\'érable Maple Joe 250 g (pur, Canada)', brand: 'Maple Joe' }),
      ],
      [
        rec({ title: 'Maple Joe Pure Canadian Maple Syrup 500g', brand: 'Maple Joe', manufacturer: 'Famille Michaud' }),
        rec({ name: 'PANCAKE DAY STALL FLOAT LIST: MAPLE JOE 500G LGE BTL X 3', manufacturer: 'Maple Joe / Michaud' }),
        rec({ title: 'Sirop d\'érable Maple Joe, grande bouteille 500g', brand: 'Maple Joe', manufacturer: 'Maple Joe' }),
      ],
      [
        rec({ title: 'Maple Joe Organic Canadian Maple Syrup 250g', brand: 'Maple Joe', manufacturer: 'Famille Michaud' }),
        rec({ name: 'PANCAKE DAY STALL FLOAT LIST: MAPLE JOE ORGANIC 250G X 4 (GF/VEGAN TABLE)', manufacturer: 'Maple Joe' }),
        rec({ title: 'Sirop d\'érable bio Maple Joe 250 g', brand: 'Maple Joe' }),
      ],
    ],
  },
];
