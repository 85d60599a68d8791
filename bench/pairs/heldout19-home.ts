// Held-out pair set 19, product_home_goods (see bench/pairs/heldout19.ts): shoe polish by colour and tin, safety
// matches by box and pack, dishwashing liquid by scent and bottle, bleach by scent and bottle, measuring tapes by
// length, toilet seats by model and closing, kerosene wick stoves by wick count, and school jerseys by size and
// colour; each as a shop, supermarket-app, hardware or uniform-shop title, a wholesaler, till, school-requisition or
// retailer-SKU line in caps, and a third source (a classified ad, a school list, Swahili, Hausa, Yoruba, Igbo, Zulu,
// Afrikaans, Spanish, French, Portuguese).
import { type Family, rec } from './heldout1-types.js';

export const HOME19: readonly Family[] = [
  {
    // One maker's paste shoe polish: black 50 ml, dark brown 50 ml and black 100 ml tins.
    kind: 'shoe polish by colour and tin',
    variants: [
      [
        rec({ title: 'KIWI Shoe Polish Paste, Black, 50ml Tin' }),
        rec({ title: 'KIWI SHOE POLISH BLK 50ML X12' }),
        rec({ title: 'Kiwi polish ya viatu, rangi nyeusi, kibati cha 50ml' }),
      ],
      [
        rec({ title: 'KIWI Shoe Polish Paste, Dark Brown, 50ml Tin' }),
        rec({ title: 'KIWI SHOE POLISH DK BRN 50ML X12' }),
        rec({ title: 'Kiwi polish ya viatu, kahawia iliyokolea (dark brown), kibati cha 50ml' }),
      ],
      [
        rec({ title: 'KIWI Shoe Polish Paste, Black, 100ml Tin' }),
        rec({ title: 'KIWI SHOE POLISH BLK 100ML' }),
        rec({ title: 'Kiwi man goge takalmi, baƙi, gwangwani 100ml' }),
      ],
    ],
  },
  {
    // One maker's safety matches: 10 boxes of 50, 10 boxes of 100 and one kitchen box of 250.
    kind: 'safety matches by box and pack',
    variants: [
      [
        rec({ title: 'Lion Safety Matches, 10 Boxes x 50 Sticks' }),
        rec({ title: 'LION MATCHES 10X50S' }),
        rec({ title: 'Lion vuurhoutjies, 10 dosies van 50 stokkies' }),
      ],
      [
        rec({ title: 'Lion Safety Matches, 10 Boxes x 100 Sticks' }),
        rec({ title: 'LION MATCHES 10X100S' }),
        rec({ title: 'Lion vuurhoutjies, 10 dosies van 100 stokkies' }),
      ],
      [
        rec({ title: 'Lion Safety Matches Kitchen Box, 250 Sticks' }),
        rec({ title: 'LION MATCHES KITCHEN 250S X20' }),
        rec({ title: 'Umentshisi weLion, ibhokisi elikhulu lasekhishini, izinti ezingu-250' }),
      ],
    ],
  },
  {
    // One maker's dishwashing liquid: lemon 750 ml, lemon 400 ml and lime 750 ml.
    kind: 'dishwashing liquid by scent and bottle',
    variants: [
      [
        rec({ title: 'Sunlight Dishwashing Liquid Lemon, 750ml Bottle' }),
        rec({ title: 'SUNLIGHT D/W LIQ LEMON 750ML' }),
        rec({ title: 'Sunlight opwasmiddel suurlemoen, 750 ml bottel' }),
      ],
      [
        rec({ title: 'Sunlight Dishwashing Liquid Lemon, 400ml Bottle' }),
        rec({ title: 'SUNLIGHT D/W LIQ LEMON 400ML X24' }),
        rec({ title: 'Sunlight opwasmiddel suurlemoen, 400 ml bottel' }),
      ],
      [
        rec({ title: 'Sunlight Dishwashing Liquid Lime, 750ml Bottle' }),
        rec({ title: 'SUNLIGHT D/W LIQ LIME 750ML' }),
        rec({ title: 'Uketshezi lokugeza izitsha iSunlight, ulamula oluhlaza (lime), 750ml' }),
      ],
    ],
  },
  {
    // One maker's thick bleach: regular 750 ml, regular 1.5 L and lemon 750 ml.
    kind: 'bleach by scent and bottle',
    variants: [
      [
        rec({ title: 'Jik Multi-Purpose Bleach Regular, 750ml' }),
        rec({ title: 'JIK BLEACH REG 750ML X12' }),
        rec({ title: 'Jik dawa ya kusafisha (bleach) ya kawaida, chupa ya 750ml' }),
      ],
      [
        rec({ title: 'Jik Multi-Purpose Bleach Regular, 1.5 Litre' }),
        rec({ title: 'JIK BLEACH REG 1.5LT X6' }),
        rec({ title: 'Jik dawa ya kusafisha (bleach) ya kawaida, chupa ya lita 1.5' }),
      ],
      [
        rec({ title: 'Jik Multi-Purpose Bleach Lemon Fresh, 750ml' }),
        rec({ title: 'JIK BLEACH LEMON 750ML X12' }),
        rec({ title: 'Jik ọgwụ nchacha (bleach) isi lemon, karama 750ml' }),
      ],
    ],
  },
  {
    // One maker's pocket tape measures: 3 m x 13 mm, 5 m x 19 mm and 8 m x 25 mm.
    kind: 'measuring tapes by length',
    variants: [
      [
        rec({ title: 'Stanley PowerLock Tape Measure 3m / 10ft x 13mm, 0-33-203' }),
        rec({ title: 'STANLEY TAPE POWERLOCK 3M 13MM 033203 (SKU HW-51903)' }),
        rec({ title: 'Cinta métrica Stanley PowerLock 3 m x 13 mm, ref. 0-33-203' }),
      ],
      [
        rec({ title: 'Stanley PowerLock Tape Measure 5m / 16ft x 19mm, 0-33-158' }),
        rec({ title: 'STANLEY TAPE POWERLOCK 5M 19MM 033158 (SKU HW-51905)' }),
        rec({ title: 'Cinta métrica Stanley PowerLock 5 m x 19 mm, ref. 0-33-158' }),
      ],
      [
        rec({ title: 'Stanley PowerLock Tape Measure 8m / 26ft x 25mm, 0-33-198' }),
        rec({ title: 'STANLEY TAPE POWERLOCK 8M 25MM 033198 (SKU HW-51908)' }),
        rec({ title: 'Mètre ruban Stanley PowerLock 8 m x 25 mm, réf. 0-33-198, la pièce' }),
      ],
    ],
  },
  {
    // One maker's toilet seats: Victoria soft-close, Victoria standard and Gap soft-close.
    kind: 'toilet seats by model and closing',
    variants: [
      [
        rec({ title: 'Roca Victoria Toilet Seat and Cover, Soft Close, White, A801392004' }),
        rec({ title: 'ROCA SEAT+COVER VICTORIA S/CLOSE WHT A801392004' }),
        rec({ title: 'Tapa y asiento Roca Victoria con caída amortiguada, blanco, A 801392 004' }),
      ],
      [
        rec({ title: 'Roca Victoria Toilet Seat and Cover, Standard Hinges, White, A801392001' }),
        rec({ title: 'ROCA SEAT+COVER VICTORIA STD WHT A801392001' }),
        rec({ title: 'Tapa y asiento Roca Victoria bisagras estándar, blanco, A 801392 001' }),
      ],
      [
        rec({ title: 'Roca The Gap Toilet Seat and Cover, Soft Close, White, A801472004' }),
        rec({ title: 'ROCA SEAT+COVER GAP S/CLOSE WHT A801472004' }),
        rec({ title: 'Assento sanitário Roca The Gap com tampa, fecho amortecido, branco, A801472004' }),
      ],
    ],
  },
  {
    // One maker's kerosene wick stoves: 10-wick, 16-wick and 24-wick.
    kind: 'kerosene wick stoves by wick count',
    variants: [
      [
        rec({ title: 'Butterfly Kerosene Wick Stove, 10 Wicks, Model 2410' }),
        rec({ title: 'BUTTERFLY STOVE KERO 10 WICK 2410 X6 CTN' }),
        rec({ title: 'Sitofu ya mafuta ya taa Butterfly, utambi 10, model 2410' }),
      ],
      [
        rec({ title: 'Butterfly Kerosene Wick Stove, 16 Wicks, Model 2416' }),
        rec({ title: 'BUTTERFLY STOVE KERO 16 WICK 2416 X6 CTN' }),
        rec({ title: 'Sitofu ya mafuta ya taa Butterfly, utambi 16, model 2416' }),
      ],
      [
        rec({ title: 'Butterfly Kerosene Wick Stove, 24 Wicks, Model 2424' }),
        rec({ title: 'BUTTERFLY STOVE KERO 24 WICK 2424 X4 CTN' }),
        rec({ title: 'Butterfly kerosene stove, 24 wick (ìdáná olówù mẹ́rìnlélógún), brand new, Ibadan' }),
      ],
    ],
  },
  {
    // One uniform maker's V-neck school jerseys: navy age 7-8, navy age 9-10 and maroon age 7-8.
    kind: 'school jerseys by size and colour',
    variants: [
      [
        rec({ title: 'Uniform Masters School Jersey V-Neck, Navy Blue, Age 7-8 (Size 26)' }),
        rec({ title: 'UNIF MSTRS JERSEY V/NECK NAVY SZ26 7-8YRS' }),
        rec({ title: 'Sweta ya shule (V-neck) rangi ya bluu iliyokolea, umri miaka 7-8, saizi 26' }),
      ],
      [
        rec({ title: 'Uniform Masters School Jersey V-Neck, Navy Blue, Age 9-10 (Size 30)' }),
        rec({ title: 'UNIF MSTRS JERSEY V/NECK NAVY SZ30 9-10YRS' }),
        rec({ title: 'Sweta ya shule (V-neck) rangi ya bluu iliyokolea, umri miaka 9-10, saizi 30' }),
      ],
      [
        rec({ title: 'Uniform Masters School Jersey V-Neck, Maroon, Age 7-8 (Size 26)' }),
        rec({ title: 'UNIF MSTRS JERSEY V/NECK MAROON SZ26 7-8YRS' }),
        rec({ title: 'Grade 2 list: 1 x school jersey V-neck maroon size 26 (age 7-8), Uniform Masters' }),
      ],
    ],
  },
];
