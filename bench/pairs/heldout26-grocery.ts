// Held-out pair set 26, product_grocery (see bench/pairs/heldout26.ts): black and white puddings by kind and format,
// tahini by roast and jar, marshmallows by size and bag, rice cakes by topping, suet by fat and pack, quinoa by colour
// and bag, coconut water by flavour and pack, and sun-dried small lake fish by kind and pack; each as a retailer's
// title, a second source under other field names (`name`, `manufacturer`) — a ferry galley's victualling order, a
// meal-kit recipe card, a festival hot-chocolate stall's stock sheet, a childminder's snack list, a Christmas-pudding
// club's shopping list, a school kitchen order, a meze bar's order, a wholefood co-op's order sheet, a gym vending
// machine's planogram or café stock list, a Kenyan duka's stock book — and a third source (a food-bank parcel list,
// a chama's bulk-buy list, an Irish, Greek, Spanish, Dutch, German, French, Swahili, Hausa or Twi name, a Facebook
// Marketplace or Jiji post). Brands are real except the omena and
// dagaa packer `Ziwa Gold`, which is invented; pack sizes and codes may be illustrative.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY26: readonly Family[] = [
  {
    // One Irish maker: the 280 g black pudding roll, the 200 g pre-sliced black pudding, and the 280 g white pudding.
    kind: 'black and white puddings by kind and format',
    variants: [
      [
        rec({ title: 'Clonakilty Blackpudding Traditional Roll 280g', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'GALLEY VICTUALLING ORDER (DUBLIN-HOLYHEAD SAILING) L.14: CLONAKILTY BLK PUDDING 280G ROLL X 40', manufacturer: 'Clonakilty' }),
        rec({ title: 'Clonakilty black pudding (the 280g roll, not the slices) x1 — food bank parcel, Cork', brand: 'Clonakilty' }),
      ],
      [
        rec({ title: 'Clonakilty Blackpudding Slices 200g', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'GALLEY VICTUALLING ORDER L.15: CLON. BLK PUDD SLICED 200G PK X 60', manufacturer: 'Clonakilty Food Co' }),
        rec({ title: 'Putóg dhubh Clonakilty, slisní, 200g', brand: 'Clonakilty' }),
      ],
      [
        rec({ title: 'Clonakilty White Pudding Traditional Roll 280g', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'GALLEY VICTUALLING ORDER L.16: CLONAKILTY WHT PUDDING 280G ROLL X 30', manufacturer: 'Clonakilty' }),
        rec({ title: 'Putóg bhán Clonakilty 280g (white pudding roll)', brand: 'Clonakilty' }),
      ],
    ],
  },
  {
    // One maker's tahini: light (hulled) 270 g, dark (whole, unhulled) 270 g, and light in the 1 kg tub.
    kind: 'tahini by roast and jar',
    variants: [
      [
        rec({ title: 'Meridian Organic Light Tahini 270g', brand: 'Meridian', manufacturer: 'Meridian Foods Ltd' }),
        rec({ name: 'MEAL KIT RECIPE CARD #214 (BAKED FALAFEL BOWL) — IN YOUR BOX: 1 X LIGHT TAHINI JAR 270G (MERIDIAN)', manufacturer: 'Meridian' }),
        rec({ title: 'Ταχίνι ανοιχτό (light) Meridian βιολογικό 270g', brand: 'Meridian' }),
      ],
      [
        rec({ title: 'Meridian Organic Dark Tahini 270g', brand: 'Meridian', manufacturer: 'Meridian Foods Ltd' }),
        rec({ name: 'MEAL KIT RECIPE CARD #221 (AUBERGINE & TAHINI): 1 X DARK (WHOLE SESAME) TAHINI 270G', manufacturer: 'Meridian Foods' }),
        rec({ title: 'Ταχίνι ολικής άλεσης (dark) Meridian 270 g', brand: 'Meridian' }),
      ],
      [
        rec({ title: 'Meridian Organic Light Tahini 1kg Tub', brand: 'Meridian', manufacturer: 'Meridian Foods Ltd' }),
        rec({ name: 'CAFE ORDER (MEZE BAR) — TAHINI LIGHT 1KG TUB MERIDIAN X 6', manufacturer: 'Meridian' }),
        rec({ title: 'Ταχίνι Meridian light, μεγάλη συσκευασία 1 κιλό', brand: 'Meridian' }),
      ],
    ],
  },
  {
    // One maker's marshmallows: pink & white 140 g, minis 150 g, and the 1 kg catering bag of pink & white.
    kind: 'marshmallows by size and bag',
    variants: [
      [
        rec({ title: 'HARIBO Chamallows Pink & White Marshmallows 140g Bag', brand: 'HARIBO', manufacturer: 'HARIBO Dunhills (Pontefract) plc' }),
        rec({ name: 'FESTIVAL HOT CHOC STALL STOCK SHEET (DAY 2): CHAMALLOWS PINK/WHT 140G - 18 BAGS LEFT', manufacturer: 'Haribo' }),
        rec({ title: 'Nubes Haribo Chamallows rosa y blanco, bolsa 140 g', brand: 'Haribo' }),
      ],
      [
        rec({ title: 'HARIBO Chamallows Minis Marshmallows 150g Bag', brand: 'HARIBO', manufacturer: 'HARIBO Dunhills (Pontefract) plc' }),
        rec({ name: 'FESTIVAL HOT CHOC STALL STOCK SHEET: CHAMALLOWS MINI (TOPPING) 150G - 30 BAGS', manufacturer: 'Haribo' }),
        rec({ title: 'Mini nubes Haribo Chamallows Minis 150g (para el chocolate caliente)', brand: 'Haribo' }),
      ],
      [
        rec({ title: 'HARIBO Chamallows Pink & White Marshmallows 1kg Catering Bag', brand: 'HARIBO', manufacturer: 'HARIBO Dunhills (Pontefract) plc' }),
        rec({ name: 'FESTIVAL HOT CHOC STALL STOCK SHEET: CHAMALLOWS P&W 1KG CATERING - 4 BAGS', manufacturer: 'Haribo' }),
        rec({ title: 'Nubes Haribo Chamallows rosa/blanco bolsa grande 1 kg (hostelería)', brand: 'Haribo' }),
      ],
    ],
  },
  {
    // One maker's rice cakes, all 130 g: lightly salted, no added salt, and sesame.
    kind: 'rice cakes by topping',
    variants: [
      [
        rec({ title: 'Kallo Organic Lightly Salted Wholegrain Rice Cakes 130g', brand: 'Kallo', manufacturer: 'Kallo Foods Ltd' }),
        rec({ name: 'CHILDMINDER SNACK LIST (WK 12): RICE CAKES KALLO LIGHTLY SALTED 130G X 3', manufacturer: 'Kallo' }),
        rec({ title: 'Rijstwafels licht gezouten Kallo biologisch 130 g', brand: 'Kallo' }),
      ],
      [
        rec({ title: 'Kallo Organic No Added Salt Wholegrain Rice Cakes 130g', brand: 'Kallo', manufacturer: 'Kallo Foods Ltd' }),
        rec({ name: 'CHILDMINDER SNACK LIST (WK 12): RICE CAKES KALLO NO SALT 130G (FOR UNDER 2S) X 4', manufacturer: 'Kallo' }),
        rec({ title: 'Rijstwafels zonder zout Kallo bio, 130 gram', brand: 'Kallo' }),
      ],
      [
        rec({ title: 'Kallo Organic Sesame Seed Wholegrain Rice Cakes 130g', brand: 'Kallo', manufacturer: 'Kallo Foods Ltd' }),
        rec({ name: 'CHILDMINDER SNACK LIST (WK 13): RICE CAKES SESAME KALLO 130G X 2 — NOT FOR SESAME ALLERGY CHILD', manufacturer: 'Kallo Foods' }),
        rec({ title: 'Rijstwafels met sesam Kallo 130g', brand: 'Kallo' }),
      ],
    ],
  },
  {
    // One maker's suet: shredded beef 240 g, shredded vegetable 200 g, and shredded beef 1 kg.
    kind: 'suet by fat and pack',
    variants: [
      [
        rec({ title: 'Atora Shredded Beef Suet 240g', brand: 'Atora', manufacturer: 'Atora (Premier Foods)' }),
        rec({ name: 'XMAS PUDDING CLUB SHOPPING LIST (ST MARY’S W.I.): ATORA BEEF SUET 240G X 5', manufacturer: 'Atora' }),
        rec({ title: 'Rindernierenfett Atora Shredded Beef Suet 240 g (britischer Import)', brand: 'Atora' }),
      ],
      [
        rec({ title: 'Atora Light Shredded Vegetable Suet 200g', brand: 'Atora', manufacturer: 'Atora (Premier Foods)' }),
        rec({ name: 'XMAS PUDDING CLUB SHOPPING LIST: ATORA VEG SUET 200G X 3 (VEGGIE BATCH)', manufacturer: 'Atora' }),
        rec({ title: 'Pflanzliches Suet Atora Light Vegetable 200 g, vegetarisch', brand: 'Atora' }),
      ],
      [
        rec({ title: 'Atora Shredded Beef Suet 1kg Catering Pack', brand: 'Atora', manufacturer: 'Premier Foods' }),
        rec({ name: 'SCHOOL KITCHEN ORDER (HOME EC DEPT): SUET BEEF SHREDDED ATORA 1KG X 2', manufacturer: 'Atora' }),
        rec({ title: 'Atora Rindertalg geraspelt 1 kg Großpackung', brand: 'Atora' }),
      ],
    ],
  },
  {
    // One wholesaler's quinoa: white 500 g, red 500 g, and white 3 kg.
    kind: 'quinoa by colour and bag',
    variants: [
      [
        rec({ title: 'Suma Organic White Quinoa 500g', brand: 'Suma', manufacturer: 'Suma Wholefoods' }),
        rec({ name: 'WHOLEFOOD CO-OP ORDER SHEET (HEBDEN): QUINOA WHITE ORG 500G SUMA X 12', manufacturer: 'Suma' }),
        rec({ title: 'Quinoa blanc bio Suma 500 g', brand: 'Suma' }),
      ],
      [
        rec({ title: 'Suma Organic Red Quinoa 500g', brand: 'Suma', manufacturer: 'Suma Wholefoods' }),
        rec({ name: 'WHOLEFOOD CO-OP ORDER SHEET: QUINOA RED ORG 500G SUMA X 6', manufacturer: 'Suma Wholefoods' }),
        rec({ title: 'Quinoa rouge bio Suma, sachet 500g', brand: 'Suma' }),
      ],
      [
        rec({ title: 'Suma Organic White Quinoa 3kg', brand: 'Suma', manufacturer: 'Suma Wholefoods' }),
        rec({ name: 'WHOLEFOOD CO-OP ORDER SHEET (BULK): QUINOA WHITE ORG 3KG SUMA X 2 (SPLIT)', manufacturer: 'Suma' }),
        rec({ title: 'Quinoa blanc bio Suma sac vrac 3 kg', brand: 'Suma' }),
      ],
    ],
  },
  {
    // One maker's coconut water: pure 330 ml, pure 1 litre, and with pineapple 330 ml.
    kind: 'coconut water by flavour and pack',
    variants: [
      [
        rec({ title: 'Vita Coco Pure Coconut Water 330ml', brand: 'Vita Coco', manufacturer: 'All Market Inc.' }),
        rec({ name: 'GYM VENDING PLANOGRAM (ROW C, SLOT 3): VITA COCO PURE 330ML TETRA', manufacturer: 'Vita Coco' }),
        rec({ title: 'Ruwan kwakwa Vita Coco Pure 330ml — Kano, Jiji', brand: 'Vita Coco' }),
      ],
      [
        rec({ title: 'Vita Coco Pure Coconut Water 1 Litre', brand: 'Vita Coco', manufacturer: 'All Market Inc.' }),
        rec({ name: 'GYM CAFE STOCK: VITA COCO PURE 1L (FOR SMOOTHIES) X 12', manufacturer: 'Vita Coco' }),
        rec({ title: 'Kube nsuo Vita Coco Pure 1L — Accra, Facebook Marketplace', brand: 'Vita Coco' }),
      ],
      [
        rec({ title: 'Vita Coco Coconut Water with Pineapple 330ml', brand: 'Vita Coco', manufacturer: 'All Market Inc.' }),
        rec({ name: 'GYM VENDING PLANOGRAM (ROW C, SLOT 4): VITA COCO PINEAPPLE 330ML', manufacturer: 'Vita Coco' }),
        rec({ title: 'Ruwan kwakwa da abarba Vita Coco 330ml (pineapple)', brand: 'Vita Coco' }),
      ],
    ],
  },
  {
    // One (invented) packer's sun-dried small fish: Lake Victoria omena 500 g, omena 1 kg, and coastal dagaa 500 g.
    kind: 'sun-dried small lake fish by kind and pack',
    variants: [
      [
        rec({ title: 'Ziwa Gold Sun-Dried Omena (Lake Victoria Sardine) 500g, Cleaned & Sorted', brand: 'Ziwa Gold', manufacturer: 'Ziwa Gold Fish Processors, Kisumu' }),
        rec({ name: 'DUKA STOCK BOOK (KONDELE) 12/03: OMENA ZIWA GOLD 1/2 KG PKT X 20', manufacturer: 'Ziwa Gold' }),
        rec({ title: 'Omena safi za Ziwa Victoria, Ziwa Gold, nusu kilo (500g) — chama bulk-buy list', brand: 'Ziwa Gold' }),
      ],
      [
        rec({ title: 'Ziwa Gold Sun-Dried Omena (Lake Victoria Sardine) 1kg, Cleaned & Sorted', brand: 'Ziwa Gold', manufacturer: 'Ziwa Gold Fish Processors, Kisumu' }),
        rec({ name: 'DUKA STOCK BOOK 12/03: OMENA ZIWA GOLD 1KG PKT X 10', manufacturer: 'Ziwa Gold Fish Processors' }),
        rec({ title: 'Omena Ziwa Gold kilo moja (1kg), zimekaushwa juani', brand: 'Ziwa Gold' }),
      ],
      [
        rec({ title: 'Ziwa Gold Sun-Dried Dagaa (Coastal Anchovy) 500g', brand: 'Ziwa Gold', manufacturer: 'Ziwa Gold Fish Processors, Kisumu' }),
        rec({ name: 'DUKA STOCK BOOK 19/03: DAGAA (PWANI) ZIWA GOLD 500G X 12', manufacturer: 'Ziwa Gold' }),
        rec({ title: 'Dagaa za pwani Ziwa Gold gramu 500 — chama bulk-buy list', brand: 'Ziwa Gold' }),
      ],
    ],
  },
];
