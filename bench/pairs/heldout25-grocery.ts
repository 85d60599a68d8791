// Held-out pair set 25, product_grocery (see bench/pairs/heldout25.ts): malted chocolate drinks by tin and refill,
// yeast extract spreads by jar and blend, fufu flour by base crop and bag, granola by recipe and bag, marmalade by
// cut and jar, hot pepper sauce by heat and bottle, gravy granules by flavour and tub, and tortilla wraps by flour and
// size; each as a retailer's title, a second source under other field names (`name`, `manufacturer`) — a provisions
// wholesaler's delivery note, a click-and-collect picking list, an African grocery's purchase order, a hotel
// breakfast par list, a bed-and-breakfast stocktake, a cash-and-carry invoice, a care-home kitchen order, a sandwich
// bar's prep sheet — and a third source (a TikTok-shop or Telegram post, a price-comparison line, a Dutch, Polish,
// Spanish, Irish, Twi, Pidgin or Yoruba name). Brands are real, written from general knowledge; pack sizes and codes
// may be illustrative.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY25: readonly Family[] = [
  {
    // One malted drink: the 400 g tin, the 400 g refill pouch (same weight, other pack), and the 900 g tin.
    kind: 'malted chocolate drinks by tin and refill',
    variants: [
      [
        rec({ title: 'Nestlé MILO Energy Food Drink Chocolate Malt 400g Tin', brand: 'MILO', manufacturer: 'Nestlé Nigeria Plc' }),
        rec({ name: 'DN 4471 OGBA PROVISIONS: MILO TIN 400G X 12 (1 CTN)', manufacturer: 'Nestle' }),
        rec({ title: 'Milo 400g tin (di tin one, no be refill) — original Nestle, we dey sell carton & piece. TikTok shop Ikeja', brand: 'Milo' }),
      ],
      [
        rec({ title: 'Nestlé MILO Energy Food Drink Chocolate Malt 400g Refill Pack', brand: 'MILO', manufacturer: 'Nestlé Nigeria Plc' }),
        rec({ name: 'DN 4471 OGBA PROVISIONS: MILO REFILL 400G SACHET-PACK X 24', manufacturer: 'Nestle' }),
        rec({ title: 'MILO refill 400g pouch — pour am inside your old tin. Carton of 24 available. Surulere', brand: 'Milo' }),
      ],
      [
        rec({ title: 'Nestlé MILO Energy Food Drink Chocolate Malt 900g Tin', brand: 'MILO', manufacturer: 'Nestlé Nigeria Plc' }),
        rec({ name: 'DN 4490 OGBA PROVISIONS: MILO TIN 900G X 6', manufacturer: 'Nestle' }),
        rec({ title: 'Milo big tin 900g, family size, original. Telegram: Yaba Foodstuff Hub', brand: 'Milo' }),
      ],
    ],
  },
  {
    // One spread: the 250 g jar, the 500 g jar, and the extra-strong XO blend in 250 g.
    kind: 'yeast extract spreads by jar and blend',
    variants: [
      [
        rec({ title: 'Marmite Yeast Extract Spread 250g Jar', brand: 'Marmite', manufacturer: 'Unilever UK' }),
        rec({ name: 'C&C PICK LIST ORD 88120: MARMITE YEAST EXT 250G (AISLE 4)', manufacturer: 'Unilever' }),
        rec({ title: 'Marmite gistextract smeerpasta 250 g pot — Britse winkel Amsterdam', brand: 'Marmite' }),
      ],
      [
        rec({ title: 'Marmite Yeast Extract Spread 500g Jar', brand: 'Marmite', manufacturer: 'Unilever UK' }),
        rec({ name: 'C&C PICK LIST ORD 88120: MARMITE YEAST EXT 500G LGE JAR', manufacturer: 'Unilever' }),
        rec({ title: 'Marmite gistextract groot 500 gram — Britse winkel Den Haag', brand: 'Marmite' }),
      ],
      [
        rec({ title: 'Marmite XO Extra Old Yeast Extract Spread 250g', brand: 'Marmite', manufacturer: 'Unilever UK' }),
        rec({ name: 'C&C PICK LIST ORD 88134: MARMITE XO EXTRA OLD 250G', manufacturer: 'Unilever' }),
        rec({ title: 'Marmite XO (extra old, extra sterk) gistextract 250g — Britse winkel Utrecht', brand: 'Marmite' }),
      ],
    ],
  },
  {
    // One Ghanaian brand's fufu flour: plantain 681 g, cocoyam 681 g, and plantain in the 1.81 kg bag.
    kind: 'fufu flour by base crop and bag',
    variants: [
      [
        rec({ title: 'Tropiway Plantain Fufu Flour 681g (1.5lb)', brand: 'Tropiway', manufacturer: 'Tropiway Foods Ghana' }),
        rec({ name: 'PO 2217 PECKHAM AFRO FOODS: TROPIWAY PLANTAIN FUFU 1.5LB X 12', manufacturer: 'Tropiway' }),
        rec({ title: 'Brodeɛ fufu (plantain fufu) Tropiway 681 g — easy to make, no pounding. TikTok shop, Peckham', brand: 'Tropiway' }),
      ],
      [
        rec({ title: 'Tropiway Cocoyam Fufu Flour 681g (1.5lb)', brand: 'Tropiway', manufacturer: 'Tropiway Foods Ghana' }),
        rec({ name: 'PO 2217 PECKHAM AFRO FOODS: TROPIWAY COCOYAM FUFU 1.5LB X 12', manufacturer: 'Tropiway' }),
        rec({ title: 'Mankani fufu (cocoyam) Tropiway 681g pack — Ghana taste for real. Tottenham', brand: 'Tropiway' }),
      ],
      [
        rec({ title: 'Tropiway Plantain Fufu Flour 1.81kg (4lb) Family Bag', brand: 'Tropiway', manufacturer: 'Tropiway Foods Ghana' }),
        rec({ name: 'PO 2231 PECKHAM AFRO FOODS: TROPIWAY PLANTAIN FUFU 4LB X 6', manufacturer: 'Tropiway' }),
        rec({ title: 'Tropiway plantain fufu BIG 4lb bag (1.8kg) for family & parties. Woolwich', brand: 'Tropiway' }),
      ],
    ],
  },
  {
    // One brand's granola: Original 500 g, Original 1 kg, and the Low Sugar recipe 500 g.
    kind: 'granola by recipe and bag',
    variants: [
      [
        rec({ title: "Lizi's The Original Granola 500g", brand: "Lizi's", manufacturer: 'Lizi\'s Granola Ltd' }),
        rec({ name: 'BREAKFAST PAR LIST (HOTEL, 80 COVERS): LIZIS ORIGINAL GRANOLA 500G - PAR 6 BAGS', manufacturer: "Lizi's" }),
        rec({ title: "Lizi's Original granola 500 g — pricerunner lowest £3.10", brand: 'Lizis' }),
      ],
      [
        rec({ title: "Lizi's The Original Granola 1kg", brand: "Lizi's", manufacturer: 'Lizi\'s Granola Ltd' }),
        rec({ name: 'BREAKFAST PAR LIST (HOTEL, 80 COVERS): LIZIS ORIGINAL GRANOLA 1KG CATERING - PAR 4', manufacturer: "Lizi's" }),
        rec({ title: "Lizi's The Original Granola 1 kg bag — pricerunner lowest £5.75", brand: "Lizi's" }),
      ],
      [
        rec({ title: "Lizi's Low Sugar Granola 500g", brand: "Lizi's", manufacturer: 'Lizi\'s Granola Ltd' }),
        rec({ name: 'BREAKFAST PAR LIST: LIZIS LOW SUGAR GRAN 500G - PAR 3 (DIABETIC GUESTS)', manufacturer: "Lizi's" }),
        rec({ title: "Lizi's low sugar granola 500g, 75% less sugar — pricerunner lowest £3.40", brand: 'Lizis' }),
      ],
    ],
  },
  {
    // One maker's marmalade: Golden Shred fine-cut orange 454 g, the Silver Shred lemon 454 g, and Golden Shred in
    // the 680 g jar.
    kind: 'marmalade by cut and jar',
    variants: [
      [
        rec({ title: "Robertson's Golden Shred Fine Cut Orange Marmalade 454g", brand: "Robertson's", manufacturer: 'Hain Daniels' }),
        rec({ name: 'B&B STOCKTAKE 02/11: MARMALADE ROBERTSONS GOLDEN SHRED 1LB JAR X 3', manufacturer: "Robertson's" }),
        rec({ title: 'Robertsons Golden Shred marmalade 454g (1lb), fine shred orange — Irish corner shop online', brand: 'Robertsons' }),
      ],
      [
        rec({ title: "Robertson's Silver Shred Lemon Marmalade 454g", brand: "Robertson's", manufacturer: 'Hain Daniels' }),
        rec({ name: 'B&B STOCKTAKE 02/11: MARMALADE ROBERTSONS SILVER SHRED (LEMON) 1LB X 2', manufacturer: "Robertson's" }),
        rec({ title: 'Marmaláid líomóide Robertsons Silver Shred 454 g (lemon marmalade)', brand: 'Robertsons' }),
      ],
      [
        rec({ title: "Robertson's Golden Shred Fine Cut Orange Marmalade 680g", brand: "Robertson's", manufacturer: 'Hain Daniels' }),
        rec({ name: 'B&B STOCKTAKE 09/11: MARMALADE ROBERTSONS GOLDEN SHRED 1.5LB (680G) X 1', manufacturer: "Robertson's" }),
        rec({ title: 'Marmaláid oráiste Robertsons Golden Shred 680g jar mór', brand: 'Robertsons' }),
      ],
    ],
  },
  {
    // One brand's pepper sauce: Original 142 ml, Original 285 ml, and Extra Hot 142 ml.
    kind: 'hot pepper sauce by heat and bottle',
    variants: [
      [
        rec({ title: 'Encona West Indian Original Hot Pepper Sauce 142ml', brand: 'Encona', manufacturer: 'Encona Foods (Kent)' }),
        rec({ name: 'INV 30917 CASH&CARRY: ENCONA W/I HOT PEPPER SCE ORIG 142ML X 12', manufacturer: 'Encona' }),
        rec({ title: 'Encona ata sauce (original) small bottle 142ml — e gbona die! Telegram: Brixton Naija Market', brand: 'Encona' }),
      ],
      [
        rec({ title: 'Encona West Indian Original Hot Pepper Sauce 285ml', brand: 'Encona', manufacturer: 'Encona Foods (Kent)' }),
        rec({ name: 'INV 30917 CASH&CARRY: ENCONA W/I HOT PEPPER SCE ORIG 285ML X 6', manufacturer: 'Encona' }),
        rec({ title: 'Encona original hot pepper sauce BIG bottle 285ml, for pepper soup & stew. Lewisham', brand: 'Encona' }),
      ],
      [
        rec({ title: 'Encona West Indian Extra Hot Pepper Sauce 142ml', brand: 'Encona', manufacturer: 'Encona Foods (Kent)' }),
        rec({ name: 'INV 30944 CASH&CARRY: ENCONA EXTRA HOT PEPPER SCE 142ML X 12', manufacturer: 'Encona' }),
        rec({ title: 'Encona EXTRA HOT (ata gidi gan) pepper sauce 142ml — no try am if you no fit. Brixton', brand: 'Encona' }),
      ],
    ],
  },
  {
    // One brand's gravy granules: Original (beef) 170 g, Original 450 g catering tub, and Chicken 170 g.
    kind: 'gravy granules by flavour and tub',
    variants: [
      [
        rec({ title: 'Bisto Gravy Granules Original 170g', brand: 'Bisto', manufacturer: 'Premier Foods' }),
        rec({ name: 'KITCHEN ORDER (OAKLANDS CARE HOME) WK 47: GRAVY GRAN BISTO ORIG 170G X 8', manufacturer: 'Premier Foods Group' }),
        rec({ title: 'Bisto Original gravy granules 170 g — price check: Tesco £1.65, Asda £1.60', brand: 'Bisto' }),
      ],
      [
        rec({ title: 'Bisto Gravy Granules Original 450g Catering Tub', brand: 'Bisto', manufacturer: 'Premier Foods' }),
        rec({ name: 'KITCHEN ORDER (OAKLANDS CARE HOME) WK 47: GRAVY GRAN BISTO ORIG CATERING 450G X 2', manufacturer: 'Premier Foods Group' }),
        rec({ title: 'Bisto Original gravy granules large 450g tub — price check: Booker £3.49', brand: 'Bisto' }),
      ],
      [
        rec({ title: 'Bisto Gravy Granules for Chicken 170g', brand: 'Bisto', manufacturer: 'Premier Foods' }),
        rec({ name: 'KITCHEN ORDER (OAKLANDS CARE HOME) WK 48: GRAVY GRAN BISTO CHICKEN 170G X 6', manufacturer: 'Premier Foods Group' }),
        rec({ title: 'Bisto chicken gravy granules 170g — price check: Tesco £1.65', brand: 'Bisto' }),
      ],
    ],
  },
  {
    // One brand's wraps: Original 8 pack, Wholemeal 8 pack, and the Original in the 6-pack of large wraps.
    kind: 'tortilla wraps by flour and size',
    variants: [
      [
        rec({ title: 'Mission Original Plain Tortilla Wraps 8 Pack (8 x 61g)', brand: 'Mission', manufacturer: 'Gruma' }),
        rec({ name: 'PREP SHEET MON: WRAPS MISSION ORIG 8PK (25CM) X 10 PKS', manufacturer: 'Mission Foods' }),
        rec({ title: 'Tortillas de trigo Mission Original, 8 unidades (488 g)', brand: 'Mission' }),
      ],
      [
        rec({ title: 'Mission Wholemeal Tortilla Wraps 8 Pack (8 x 61g)', brand: 'Mission', manufacturer: 'Gruma' }),
        rec({ name: 'PREP SHEET MON: WRAPS MISSION WHOLEMEAL 8PK X 4 PKS', manufacturer: 'Mission Foods' }),
        rec({ title: 'Tortille pełnoziarniste Mission Wholemeal, 8 szt. (488 g)', brand: 'Mission' }),
      ],
      [
        rec({ title: 'Mission Original Large Tortilla Wraps 6 Pack (6 x 72g)', brand: 'Mission', manufacturer: 'Gruma' }),
        rec({ name: 'PREP SHEET TUE: WRAPS MISSION ORIG LGE 6PK (30CM) X 5 PKS', manufacturer: 'Mission Foods' }),
        rec({ title: 'Tortillas de trigo Mission Original XL, 6 unidades grandes (432 g)', brand: 'Mission' }),
      ],
    ],
  },
];
