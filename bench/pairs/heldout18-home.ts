// Held-out pair set 18, product_home_goods (see bench/pairs/heldout18.ts): bar soap by weight and scent, toilet paper
// by ply and roll count, household candles by size and pack, mosquito coils by pack, graphite pencils by grade and
// box, plastic basins by diameter, ceramic water filters by capacity, and mink blankets by size and ply; each as a
// shop, supermarket-app, stationer's or hardware title, a wholesaler, school-requisition, till or retailer-SKU line
// in caps, and a third source (a classified ad, a school list, Swahili, Hausa, Yoruba, Igbo, Zulu, French,
// Portuguese, Spanish).
import { type Family, rec } from './heldout1-types.js';

export const HOME18: readonly Family[] = [
  {
    // One maker's beauty bar soap: pink 175 g, pink 100 g and lemon-fresh 175 g.
    kind: 'bar soap by weight and scent',
    variants: [
      [
        rec({ title: 'Lux Soft Touch Beauty Soap Bar, French Rose & Almond Oil, 175g' }),
        rec({ title: 'LUX SOAP SFT TOUCH ROSE 175G X72 CTN' }),
        rec({ title: 'Sabulun Lux mai kamshin fure (rose), gram 175, guda daya' }),
      ],
      [
        rec({ title: 'Lux Soft Touch Beauty Soap Bar, French Rose & Almond Oil, 100g' }),
        rec({ title: 'LUX SOAP SFT TOUCH ROSE 100G X144 CTN' }),
        rec({ title: 'Sabulun Lux mai kamshin fure (rose), gram 100, guda daya' }),
      ],
      [
        rec({ title: 'Lux Fresh Splash Beauty Soap Bar, Water Lily & Cooling Mint, 175g' }),
        rec({ title: 'LUX SOAP FRSH SPLASH LILY 175G X72 CTN' }),
        rec({ title: 'Ọṣẹ Lux olóòórùn òdòdó omi (water lily) àti mint, gram 175' }),
      ],
    ],
  },
  {
    // One maker's toilet tissue: 2-ply 9 rolls, 2-ply 18 rolls and 1-ply 9 rolls.
    kind: 'toilet paper by ply and roll count',
    variants: [
      [
        rec({ title: 'Twinsaver Luxury 2 Ply Toilet Paper, 9 Rolls, White' }),
        rec({ title: 'TWINSAVER TOILET TISS 2PLY 9S WHT' }),
        rec({ title: 'Amaphepha endlu yangasese Twinsaver 2-ply, amaroli ayi-9, amhlophe' }),
      ],
      [
        rec({ title: 'Twinsaver Luxury 2 Ply Toilet Paper, 18 Rolls, White' }),
        rec({ title: 'TWINSAVER TOILET TISS 2PLY 18S WHT' }),
        rec({ title: 'Amaphepha endlu yangasese Twinsaver 2-ply, amaroli ayi-18, amhlophe' }),
      ],
      [
        rec({ title: 'Twinsaver Classic 1 Ply Toilet Paper, 9 Rolls, White' }),
        rec({ title: 'TWINSAVER TOILET TISS 1PLY 9S WHT' }),
        rec({ title: 'Amaphepha endlu yangasese Twinsaver 1-ply, amaroli ayi-9, amhlophe' }),
      ],
    ],
  },
  {
    // One maker's white household candles: size 5 pack of 6, size 5 pack of 24 and size 7 pack of 6.
    kind: 'household candles by size and pack',
    variants: [
      [
        rec({ title: 'Smokeless White Household Candles Size 5, Pack of 6' }),
        rec({ title: 'CANDLES HSEHLD WHT NO5 6S (SKU 20041)' }),
        rec({ title: 'Mishumaa meupe ya nyumbani namba 5, pakiti ya 6' }),
      ],
      [
        rec({ title: 'Smokeless White Household Candles Size 5, Pack of 24' }),
        rec({ title: 'CANDLES HSEHLD WHT NO5 24S (SKU 20043)' }),
        rec({ title: 'Mishumaa meupe ya nyumbani namba 5, pakiti ya 24 (dazeni mbili)' }),
      ],
      [
        rec({ title: 'Smokeless White Household Candles Size 7, Pack of 6' }),
        rec({ title: 'CANDLES HSEHLD WHT NO7 6S (SKU 20051)' }),
        rec({ title: 'Mishumaa meupe ya nyumbani namba 7, pakiti ya 6' }),
      ],
    ],
  },
  {
    // One maker's mosquito coils: 10-coil pack, 5-coil pack and the 10-coil extra-long (12 hour) pack.
    kind: 'mosquito coils by pack',
    variants: [
      [
        rec({ title: 'Rambo Mosquito Coil, 10 Coils per Pack, 8 Hours' }),
        rec({ title: 'RAMBO MOSQ COIL 10S 8HRS X60 CTN' }),
        rec({ title: 'Ọgwụ anwụnta Rambo (mosquito coil), ngwugwu nwere coil iri (10), awa 8' }),
      ],
      [
        rec({ title: 'Rambo Mosquito Coil, 5 Coils per Pack, 8 Hours' }),
        rec({ title: 'RAMBO MOSQ COIL 5S 8HRS X120 CTN' }),
        rec({ title: 'Ọgwụ anwụnta Rambo (mosquito coil), ngwugwu nwere coil ise (5), awa 8' }),
      ],
      [
        rec({ title: 'Rambo Jumbo Mosquito Coil, 10 Coils per Pack, 12 Hours' }),
        rec({ title: 'RAMBO MOSQ COIL JUMBO 10S 12HRS X48 CTN' }),
        rec({ title: 'Ọgwụ anwụnta Rambo Jumbo (mosquito coil), ngwugwu nwere coil iri (10), awa 12' }),
      ],
    ],
  },
  {
    // One maker's graphite pencils: HB box of 12, 2B box of 12 and HB box of 72.
    kind: 'graphite pencils by grade and box',
    variants: [
      [
        rec({ title: 'Staedtler Noris 120 HB Graphite Pencils, Box of 12' }),
        rec({ title: 'STAEDTLER PENCIL NORIS HB 120-2 BX12' }),
        rec({ title: 'Lápis de grafite Staedtler Noris HB, caixa com 12 unidades' }),
      ],
      [
        rec({ title: 'Staedtler Noris 120 2B Graphite Pencils, Box of 12' }),
        rec({ title: 'STAEDTLER PENCIL NORIS 2B 120-0 BX12' }),
        rec({ title: 'Lápis de grafite Staedtler Noris 2B, caixa com 12 unidades' }),
      ],
      [
        rec({ title: 'Staedtler Noris 120 HB Graphite Pencils, Class Pack of 72' }),
        rec({ title: 'STAEDTLER PENCIL NORIS HB 120-2 CLASSPACK 72' }),
        rec({ title: 'School requisition: pencils HB (Staedtler Noris 120 or equivalent), packs of 72 — 3 packs' }),
      ],
    ],
  },
  {
    // One maker's round plastic basins by diameter: 40 cm, 50 cm and 60 cm.
    kind: 'plastic basins by diameter',
    variants: [
      [
        rec({ title: 'Kentainers Round Plastic Basin 40cm, Assorted Colours' }),
        rec({ title: 'KENTAINERS BASIN RND 40CM ASST' }),
        rec({ title: 'Karai la plastiki Kentainers, sentimita 40, rangi mchanganyiko' }),
      ],
      [
        rec({ title: 'Kentainers Round Plastic Basin 50cm, Assorted Colours' }),
        rec({ title: 'KENTAINERS BASIN RND 50CM ASST' }),
        rec({ title: 'Karai la plastiki Kentainers, sentimita 50, rangi mchanganyiko' }),
      ],
      [
        rec({ title: 'Kentainers Round Plastic Basin 60cm, Assorted Colours' }),
        rec({ title: 'KENTAINERS BASIN RND 60CM ASST' }),
        rec({ title: 'Karai kubwa la plastiki Kentainers, sm 60, rangi mchanganyiko' }),
      ],
    ],
  },
  {
    // One maker's gravity ceramic-candle water filters by container: 10 L, 20 L and 20 L stainless steel.
    kind: 'ceramic water filters by capacity',
    variants: [
      [
        rec({ title: 'Stefani Ceramic Gravity Water Filter 10 Litre, Plastic Container, 1 Candle' }),
        rec({ title: 'STEFANI FILTER AGUA CERAM 10L PLAST 1VELA' }),
        rec({ title: 'Filtro de agua cerámico Stefani de 10 litros, depósito de plástico, una vela' }),
      ],
      [
        rec({ title: 'Stefani Ceramic Gravity Water Filter 20 Litre, Plastic Container, 2 Candles' }),
        rec({ title: 'STEFANI FILTER AGUA CERAM 20L PLAST 2VELAS' }),
        rec({ title: 'Filtro de agua cerámico Stefani de 20 litros, depósito de plástico, dos velas' }),
      ],
      [
        rec({ title: 'Stefani Ceramic Gravity Water Filter 20 Litre, Stainless Steel, 2 Candles' }),
        rec({ title: 'STEFANI FILTER AGUA CERAM 20L INOX 2VELAS' }),
        rec({ title: 'Filtre à eau céramique Stefani 20 litres en inox, deux bougies' }),
      ],
    ],
  },
  {
    // One maker's mink blankets by size and ply: queen 2-ply, queen 1-ply and king 2-ply.
    kind: 'mink blankets by size and ply',
    variants: [
      [
        rec({ title: 'Zebra Mink Blanket Queen 200 x 240 cm, 2 Ply, Embossed, Brown' }),
        rec({ title: 'ZEBRA BLNKT MINK QN 200X240 2PLY BRN' }),
        rec({ title: 'Blanketi ya mink Zebra, saizi ya queen (6x7), mara mbili (2 ply), kahawia' }),
      ],
      [
        rec({ title: 'Zebra Mink Blanket Queen 200 x 240 cm, 1 Ply, Embossed, Brown' }),
        rec({ title: 'ZEBRA BLNKT MINK QN 200X240 1PLY BRN' }),
        rec({ title: 'Blanketi ya mink Zebra, saizi ya queen (6x7), nyembamba (1 ply), kahawia' }),
      ],
      [
        rec({ title: 'Zebra Mink Blanket King 220 x 240 cm, 2 Ply, Embossed, Brown' }),
        rec({ title: 'ZEBRA BLNKT MINK KG 220X240 2PLY BRN' }),
        rec({ title: 'Blanketi ya mink Zebra, saizi ya king, mara mbili (2 ply), kahawia' }),
      ],
    ],
  },
];
