// Held-out pair set 21, product_grocery (see bench/pairs/heldout21.ts): chocolate spreads by recipe and jar, microwave
// popcorn by flavour and pack, streaky bacon by cure and pack, raisins and sultanas by kind and box, table-top
// sweeteners by form and count, cake mixes by flavour and box, iced tea by flavour and bottle, and cooking cream by
// fat and carton; each as a supermarket, online-grocer or delivery-app title, a till-receipt, price-list or
// wholesaler line in caps with cut words, and a third source (a market-stall or WhatsApp post, a hospital-kitchen or
// boarding-school order line, Igbo, Yoruba, Pidgin, Swahili, Twi, Afrikaans, Xhosa, Italian, Greek, Portuguese,
// German, Czech). Barcodes are EAN-13 with a computed check digit (illustrative, not the makers' own). Mama Ngozi
// Kitchen and Sweet Meadows are invented.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY21: readonly Family[] = [
  {
    // One maker's hazelnut spreads: the classic 350 g, the classic 750 g and the palm-oil-free vegan 350 g.
    kind: 'chocolate spreads by recipe and jar',
    variants: [
      [
        rec({ title: 'Nutella Hazelnut Spread with Cocoa, 350g Jar', brand: 'Nutella' }),
        rec({ title: 'NUTELLA HAZELNUT SPRD 350G 8000500173503' }),
        rec({ title: 'Nutella crema spalmabile alle nocciole e cacao, vasetto 350 g', brand: 'Ferrero' }),
      ],
      [
        rec({ title: 'Nutella Hazelnut Spread with Cocoa, 750g Jar', brand: 'Nutella' }),
        rec({ title: 'NUTELLA HAZELNUT SPRD 750G 8000500177563' }),
        rec({ title: 'Nutella 750g big jar, original Italy, carton of 6 dey. Balogun market, Lagos', brand: 'Nutella' }),
      ],
      [
        rec({ title: 'Nutella Plant-Based Hazelnut Spread with Cocoa (Vegan), 350g Jar', brand: 'Nutella' }),
        rec({ title: 'NUTELLA PLANT-BASED VEGAN SPRD 350G 8000500173671' }),
        rec({ title: 'Nutella Plant-Based, crema spalmabile vegana alle nocciole, vasetto 350 g', brand: 'Ferrero' }),
      ],
    ],
  },
  {
    // One maker's microwave popcorn: butter 3 x 85 g, sweet & salty 3 x 85 g and butter 6 x 85 g.
    kind: 'microwave popcorn by flavour and pack',
    variants: [
      [
        rec({ title: 'Act II Butter Microwave Popcorn, 3 x 85g Bags', brand: 'Act II' }),
        rec({ title: 'ACT II POPCORN M/WAVE BUTTER 3X85G 6020085001017' }),
        rec({ title: 'Act II butter popcorn ya microwave, mifuko 3 ya gramu 85', brand: 'Act II' }),
      ],
      [
        rec({ title: 'Act II Sweet & Salty Microwave Popcorn, 3 x 85g Bags', brand: 'Act II' }),
        rec({ title: 'ACT II POPCORN M/WAVE SWT&SLTY 3X85G 6020085001185' }),
        rec({ title: 'Act II popcorn ya microwave tamu na chumvi (sweet & salty), mifuko 3 ya gramu 85', brand: 'Act II' }),
      ],
      [
        rec({ title: 'Act II Butter Microwave Popcorn, Family Pack 6 x 85g Bags', brand: 'Act II' }),
        rec({ title: 'ACT II POPCORN M/WAVE BUTTER 6X85G FAM 6020085001253' }),
        rec({ title: 'Act II Butter mikrogolfpopcorn, gesinspak 6 x 85 g', brand: 'Act II' }),
      ],
    ],
  },
  {
    // One curer's streaky bacon: smoked 200 g, unsmoked 200 g and smoked 1 kg catering pack.
    kind: 'streaky bacon by cure and pack',
    variants: [
      [
        rec({ title: 'Eskort Streaky Bacon, Smoked, 200g Vacuum Pack', brand: 'Eskort' }),
        rec({ title: 'ESKORT BACON STREAKY SMKD 200G 6001900402011' }),
        rec({ title: 'Eskort streepspek, gerook, 200 g vakuumpak', brand: 'Eskort' }),
      ],
      [
        rec({ title: 'Eskort Streaky Bacon, Unsmoked, 200g Vacuum Pack', brand: 'Eskort' }),
        rec({ title: 'ESKORT BACON STREAKY UNSMKD 200G 6001900402189' }),
        rec({ title: 'Eskort streepspek, ongerook, 200 g vakuumpak', brand: 'Eskort' }),
      ],
      [
        rec({ title: 'Eskort Streaky Bacon, Smoked, 1kg Catering Pack', brand: 'Eskort' }),
        rec({ title: 'ESKORT BACON STREAKY SMKD 1KG CATERING 6001900402257' }),
        rec({ title: 'Bacon, streaky, smoked, 1 kg catering packs (patient breakfasts) — Eskort or equivalent, 20 packs', brand: 'Eskort' }),
      ],
    ],
  },
  {
    // One packer's dried vine fruit: seedless raisins 500 g, sultanas 500 g and seedless raisins 250 g.
    kind: 'raisins and sultanas by kind and box',
    variants: [
      [
        rec({ title: 'Sweet Meadows Seedless Raisins, 500g Box', brand: 'Sweet Meadows' }),
        rec({ title: 'SWEET MEADOWS RAISINS S/LESS 500G 6008745105039' }),
        rec({ title: 'Sweet Meadows pitlose rosyne, 500 g boks', brand: 'Sweet Meadows' }),
      ],
      [
        rec({ title: 'Sweet Meadows Golden Sultanas, 500g Box', brand: 'Sweet Meadows' }),
        rec({ title: 'SWEET MEADOWS SULTANAS GOLDEN 500G 6008745105107' }),
        rec({ title: 'Sweet Meadows goue sultanas, 500 g boks', brand: 'Sweet Meadows' }),
      ],
      [
        rec({ title: 'Sweet Meadows Seedless Raisins, 250g Box', brand: 'Sweet Meadows' }),
        rec({ title: 'SWEET MEADOWS RAISINS S/LESS 250G 6008745102519' }),
        rec({ title: 'Iirasins ezingenambewu zeSweet Meadows, ibhokisi engu-250g', brand: 'Sweet Meadows' }),
      ],
    ],
  },
  {
    // One maker's sweeteners: 300 tablets, 650 tablets and the granulated 75 g pouch.
    kind: 'table-top sweeteners by form and count',
    variants: [
      [
        rec({ title: 'Canderel Sweetener Tablets, Dispenser of 300', brand: 'Canderel' }),
        rec({ title: 'CANDEREL SWTNR TABS 300S DISP 5412250173000' }),
        rec({ title: 'Canderel γλυκαντικό σε ταμπλέτες, συσκευασία 300 τεμαχίων', brand: 'Canderel' }),
      ],
      [
        rec({ title: 'Canderel Sweetener Tablets, Dispenser of 650', brand: 'Canderel' }),
        rec({ title: 'CANDEREL SWTNR TABS 650S DISP 5412250176520' }),
        rec({ title: 'Sweetener tablets, dispenser of 650 (diabetic clinic tea trolley) — Canderel or equivalent, 24 dispensers', brand: 'Canderel' }),
      ],
      [
        rec({ title: 'Canderel Granulated Sweetener, 75g Pouch', brand: 'Canderel' }),
        rec({ title: 'CANDEREL SWTNR GRANULATED 75G POUCH 5412250177510' }),
        rec({ title: 'Canderel γλυκαντικό σε κόκκους, σακουλάκι 75 g', brand: 'Canderel' }),
      ],
    ],
  },
  {
    // One maker's cake mixes: vanilla 500 g, chocolate 500 g and vanilla 1 kg.
    kind: 'cake mixes by flavour and box',
    variants: [
      [
        rec({ title: 'Mama Ngozi Kitchen Vanilla Cake Mix, 500g Box (just add eggs and oil)', brand: 'Mama Ngozi Kitchen' }),
        rec({ title: 'MAMA NGOZI CAKE MIX VAN 500G 6150423001529' }),
        rec({ title: 'Ngwakọta achịcha Mama Ngozi, ụtọ vanilla, igbe 500g', brand: 'Mama Ngozi' }),
      ],
      [
        rec({ title: 'Mama Ngozi Kitchen Chocolate Cake Mix, 500g Box (just add eggs and oil)', brand: 'Mama Ngozi Kitchen' }),
        rec({ title: 'MAMA NGOZI CAKE MIX CHOC 500G 6150423001697' }),
        rec({ title: 'Ngwakọta achịcha Mama Ngozi, ụtọ chocolate, igbe 500g', brand: 'Mama Ngozi' }),
      ],
      [
        rec({ title: 'Mama Ngozi Kitchen Vanilla Cake Mix, 1kg Box (just add eggs and oil)', brand: 'Mama Ngozi Kitchen' }),
        rec({ title: 'MAMA NGOZI CAKE MIX VAN 1KG 6150423001765' }),
        rec({ title: 'Mama Ngozi vanilla cake mix 1kg, for small chops and party cakes. Ogbete market, Enugu', brand: 'Mama Ngozi' }),
      ],
    ],
  },
  {
    // One maker's iced tea: peach 1.5 L, lemon 1.5 L and peach 500 ml.
    kind: 'iced tea by flavour and bottle',
    variants: [
      [
        rec({ title: 'Lipton Ice Tea Peach Flavour, 1.5L Bottle', brand: 'Lipton' }),
        rec({ title: 'LIPTON ICE TEA PEACH 1.5LT PET 8722200121508' }),
        rec({ title: 'Lipton Ice Tea Pfirsich, 1,5 l PET-Flasche', brand: 'Lipton' }),
      ],
      [
        rec({ title: 'Lipton Ice Tea Lemon Flavour, 1.5L Bottle', brand: 'Lipton' }),
        rec({ title: 'LIPTON ICE TEA LEMON 1.5LT PET 8722200121676' }),
        rec({ title: 'Lipton Ice Tea Zitrone, 1,5 l PET-Flasche', brand: 'Lipton' }),
      ],
      [
        rec({ title: 'Lipton Ice Tea Peach Flavour, 500ml Bottle', brand: 'Lipton' }),
        rec({ title: 'LIPTON ICE TEA PEACH 500ML PET 8722200120518' }),
        rec({ title: 'Ledový čaj Lipton Ice Tea broskev, 0,5 l', brand: 'Lipton' }),
      ],
    ],
  },
  {
    // One dairy's UHT cooking cream: 20 % fat 200 ml, 15 % light 200 ml and 20 % 1 L catering.
    kind: 'cooking cream by fat and carton',
    variants: [
      [
        rec({ title: 'Brookside UHT Cooking Cream 20% Fat, 200ml Carton', brand: 'Brookside' }),
        rec({ title: 'BROOKSIDE COOK CRM UHT 20% 200ML 6161018202047' }),
        rec({ title: 'Krimu ya kupikia Brookside, mafuta 20%, pakiti ya ml 200', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside UHT Light Cooking Cream 15% Fat, 200ml Carton', brand: 'Brookside' }),
        rec({ title: 'BROOKSIDE COOK CRM UHT LIGHT 15% 200ML 6161018201507' }),
        rec({ title: 'Krimu ya kupikia Brookside Light, mafuta 15%, pakiti ya ml 200', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside UHT Cooking Cream 20% Fat, 1L Catering Carton', brand: 'Brookside' }),
        rec({ title: 'BROOKSIDE COOK CRM UHT 20% 1LT CATERING 6161018210035' }),
        rec({ title: 'Cooking cream, UHT, 20 % fat, 1 litre (hotel school kitchen) — Brookside or equivalent, 36 cartons', brand: 'Brookside' }),
      ],
    ],
  },
];
