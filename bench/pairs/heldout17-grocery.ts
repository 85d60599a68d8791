// Held-out pair set 17, product_grocery (see bench/pairs/heldout17.ts): couscous by grain and pack, tinned tomatoes by
// cut and tin, rooibos tea by blend and box, olive oil by grade and bottle, Gouda cheese by maturity and weight,
// lentils by colour and bag, opaque sorghum beer by pack, and plant drinks by base and carton; each as a shop,
// supermarket-app or cash-and-carry title, a wholesaler, caterer, till-receipt or retailer-SKU line in caps with cut
// words, and a third source (French, Dutch, Italian, Spanish, Ndebele-Zulu, Swahili, Polish, a caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY17: readonly Family[] = [
  {
    // One maker's couscous: medium grain 500 g, medium grain 1 kg and fine grain 500 g.
    kind: 'couscous by grain and pack',
    variants: [
      [
        rec({ title: 'Dari Couscous Medium Grain, 500g', brand: 'Dari' }),
        rec({ title: 'DARI COUSCOUS MOYEN 500G X20 CTN' }),
        rec({ title: 'Couscous Dari grain moyen, paquet 500 g', brand: 'Dari' }),
      ],
      [
        rec({ title: 'Dari Couscous Medium Grain, 1kg', brand: 'Dari' }),
        rec({ title: 'DARI COUSCOUS MOYEN 1KG X10 CTN' }),
        rec({ title: 'Couscous Dari grain moyen, paquet 1 kg', brand: 'Dari' }),
      ],
      [
        rec({ title: 'Dari Couscous Fine Grain, 500g', brand: 'Dari' }),
        rec({ title: 'DARI COUSCOUS FIN 500G X20 CTN' }),
        rec({ title: 'Couscous Dari grain fin, paquet 500 g', brand: 'Dari' }),
      ],
    ],
  },
  {
    // One brand's tinned tomatoes: chopped 400 g, whole peeled 400 g and chopped catering 2.5 kg.
    kind: 'tinned tomatoes by cut and tin',
    variants: [
      [
        rec({ title: 'Mutti Chopped Tomatoes (Polpa), 400g Tin', brand: 'Mutti' }),
        rec({ title: 'MUTTI POLPA CHPD TOM 400G X24' }),
        rec({ title: 'Mutti Polpa di pomodoro finissima, latta 400 g', brand: 'Mutti' }),
      ],
      [
        rec({ title: 'Mutti Whole Peeled Tomatoes, 400g Tin', brand: 'Mutti' }),
        rec({ title: 'MUTTI PELATI WHL PEELED TOM 400G X24' }),
        rec({ title: 'Mutti Pomodori pelati interi, latta 400 g', brand: 'Mutti' }),
      ],
      [
        rec({ title: 'Mutti Chopped Tomatoes (Polpa), 2.5kg Catering Tin', brand: 'Mutti' }),
        rec({ title: 'MUTTI POLPA CHPD TOM 2.5KG X6 CATERING' }),
        rec({ title: 'Caterer order: Mutti polpa chopped tomatoes 2,5 kg tins x 6 (pizza kitchen, Westlands)', brand: 'Mutti' }),
      ],
    ],
  },
  {
    // One brand's rooibos tea bags: plain 80, plain 160 and rooibos with honeybush 80.
    kind: 'rooibos tea by blend and box',
    variants: [
      [
        rec({ title: 'Freshpak Rooibos Tea 80 Tagless Teabags, 200g', brand: 'Freshpak' }),
        rec({ title: 'FRESHPAK ROOIBOS 80S 200G' }),
        rec({ title: 'Itiye ye-rooibos Freshpak, amasaka angu-80', brand: 'Freshpak' }),
      ],
      [
        rec({ title: 'Freshpak Rooibos Tea 160 Tagless Teabags, 400g', brand: 'Freshpak' }),
        rec({ title: 'FRESHPAK ROOIBOS 160S 400G' }),
        rec({ title: 'Itiye ye-rooibos Freshpak, amasaka ayi-160, ibhokisi elikhulu', brand: 'Freshpak' }),
      ],
      [
        rec({ title: 'Freshpak Rooibos & Honeybush Tea 80 Tagless Teabags, 200g', brand: 'Freshpak' }),
        rec({ title: 'FRESHPAK ROOIBOS/HONEYBUSH 80S 200G' }),
        rec({ title: 'Itiye ye-rooibos ne-honeybush Freshpak, amasaka angu-80', brand: 'Freshpak' }),
      ],
    ],
  },
  {
    // One brand's olive oils: extra virgin 500 ml, extra virgin 1 L and classic (pure) 500 ml.
    kind: 'olive oil by grade and bottle',
    variants: [
      [
        rec({ title: 'Carbonell Extra Virgin Olive Oil, 500ml Glass Bottle', brand: 'Carbonell' }),
        rec({ title: 'CARBONELL EVOO 500ML GLS X12' }),
        rec({ title: 'Aceite de oliva virgen extra Carbonell, botella de cristal 50 cl', brand: 'Carbonell' }),
      ],
      [
        rec({ title: 'Carbonell Extra Virgin Olive Oil, 1 Litre Bottle', brand: 'Carbonell' }),
        rec({ title: 'CARBONELL EVOO 1LT PET X12' }),
        rec({ title: 'Aceite de oliva virgen extra Carbonell, botella 1 l', brand: 'Carbonell' }),
      ],
      [
        rec({ title: 'Carbonell Classic Olive Oil, 500ml Glass Bottle', brand: 'Carbonell' }),
        rec({ title: 'CARBONELL OLIVE OIL CLASSIC 500ML GLS X12' }),
        rec({ title: 'Aceite de oliva suave Carbonell, botella de cristal 50 cl', brand: 'Carbonell' }),
      ],
    ],
  },
  {
    // One dairy's Gouda: young 500 g piece, matured 500 g piece and young sliced 150 g.
    kind: 'Gouda cheese by maturity and weight',
    variants: [
      [
        rec({ title: 'Beemster Young Gouda Cheese Piece, 500g', brand: 'Beemster' }),
        rec({ title: 'BEEMSTER GOUDA JONG 48+ STUK 500G' }),
        rec({ title: 'Beemster jonge kaas 48+, stuk 500 gram', brand: 'Beemster' }),
      ],
      [
        rec({ title: 'Beemster Matured Gouda Cheese Piece, 500g', brand: 'Beemster' }),
        rec({ title: 'BEEMSTER GOUDA BELEGEN 48+ STUK 500G' }),
        rec({ title: 'Beemster belegen kaas 48+, stuk 500 gram', brand: 'Beemster' }),
      ],
      [
        rec({ title: 'Beemster Young Gouda Cheese Slices, 150g', brand: 'Beemster' }),
        rec({ title: 'BEEMSTER GOUDA JONG 48+ PLAKKEN 150G' }),
        rec({ title: 'Beemster jonge kaas 48+, plakken 150 gram', brand: 'Beemster' }),
      ],
    ],
  },
  {
    // One packer's lentils: red split 1 kg, red split 5 kg and green whole 1 kg.
    kind: 'lentils by colour and bag',
    variants: [
      [
        rec({ title: 'Soko Pride Red Split Lentils (Kamande Nyekundu), 1kg', brand: 'Pride' }),
        rec({ title: 'PRIDE LENTILS RED SPLIT 1KG X12 BALE' }),
        rec({ title: 'Kamande nyekundu zilizopasuliwa, Pride, pakiti kilo 1', brand: 'Pride' }),
      ],
      [
        rec({ title: 'Soko Pride Red Split Lentils (Kamande Nyekundu), 5kg', brand: 'Pride' }),
        rec({ title: 'PRIDE LENTILS RED SPLIT 5KG' }),
        rec({ title: 'Kamande nyekundu zilizopasuliwa, Pride, mfuko kilo 5', brand: 'Pride' }),
      ],
      [
        rec({ title: 'Soko Pride Green Whole Lentils (Kamande za Kijani), 1kg', brand: 'Pride' }),
        rec({ title: 'PRIDE LENTILS GREEN WHL 1KG X12 BALE' }),
        rec({ title: 'Kamande za kijani nzima, Pride, pakiti kilo 1', brand: 'Pride' }),
      ],
    ],
  },
  {
    // One brewer's opaque sorghum beer: 1 L carton, 2 L carton and the 1.25 L "scud" bottle.
    kind: 'opaque sorghum beer by pack',
    variants: [
      [
        rec({ title: 'Chibuku Shake Shake Sorghum Beer, 1 Litre Carton', brand: 'Chibuku' }),
        rec({ title: 'CHIBUKU SHAKE SHAKE 1LT CTN X12' }),
        rec({ title: 'Chibuku, ibhokisi lelitha elilodwa (shake shake)', brand: 'Chibuku' }),
      ],
      [
        rec({ title: 'Chibuku Shake Shake Sorghum Beer, 2 Litre Carton', brand: 'Chibuku' }),
        rec({ title: 'CHIBUKU SHAKE SHAKE 2LT CTN X6' }),
        rec({ title: 'Chibuku, ibhokisi lamalitha amabili (shake shake)', brand: 'Chibuku' }),
      ],
      [
        rec({ title: 'Chibuku Super Sorghum Beer, 1.25 Litre Bottle (Scud)', brand: 'Chibuku' }),
        rec({ title: 'CHIBUKU SUPER 1.25LT PET SCUD X12' }),
        rec({ title: 'Chibuku Super, ibhodlela le-scud, 1,25 litha', brand: 'Chibuku' }),
      ],
    ],
  },
  {
    // One maker's plant drinks: oat 1 L, oat barista 1 L and soya 1 L.
    kind: 'plant drinks by base and carton',
    variants: [
      [
        rec({ title: 'Alpro Oat Drink Original, 1L Carton', brand: 'Alpro' }),
        rec({ title: 'ALPRO OAT ORIG UHT 1L X8' }),
        rec({ title: 'Alpro napój owsiany oryginalny, karton 1 l', brand: 'Alpro' }),
      ],
      [
        rec({ title: 'Alpro Oat Barista Drink, 1L Carton', brand: 'Alpro' }),
        rec({ title: 'ALPRO OAT BARISTA UHT 1L X8' }),
        rec({ title: 'Alpro napój owsiany Barista dla profesjonalistów, karton 1 l', brand: 'Alpro' }),
      ],
      [
        rec({ title: 'Alpro Soya Drink Original, 1L Carton', brand: 'Alpro' }),
        rec({ title: 'ALPRO SOYA ORIG UHT 1L X8' }),
        rec({ title: 'Alpro napój sojowy oryginalny, karton 1 l', brand: 'Alpro' }),
      ],
    ],
  },
];
