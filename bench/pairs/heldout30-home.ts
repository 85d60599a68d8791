// Held-out pair set 30, product_home_goods (see bench/pairs/heldout30.ts): pedal bins by capacity and finish, pasta
// machines by model, teapots by capacity, knife sharpeners by model, dustpan and brush sets by model, spiralizers by
// model, wine glasses by shape and pack, and cocktail shakers by type and size; each as a maker's or shop's title,
// a second source under another field name (`name`) — an Airbnb host's restock list, a supper club's kit list, a
// tea room's smallwares order, a butcher's consumables order, a coworking space's cleaning cupboard list, a
// raw-food caterer's kit list, a wedding venue's glassware hire sheet, a bartending course's kit list — and a third
// source (a Preloved, Vinted, DoneDeal, Cash Converters or Buy Nothing post, a hospice charity shop tag, a car boot
// sale list; German, Dutch, Italian, Afrikaans, Swahili, Irish or Pidgin wording). The brands are real; their
// codes and sizes are written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const HOME30: readonly Family[] = [
  {
    // One maker's pedal bins: the newIcon 30 L in white, the newIcon 30 L in matt black (another article), and the
    // newIcon 12 L in white.
    kind: 'pedal bins by capacity and finish',
    variants: [
      [
        rec({ title: 'Brabantia newIcon Pedal Bin 30 Litre, White, 111822' }),
        rec({ name: 'AIRBNB HOST RESTOCK LIST (FLAT 2, GREENWICH) KITCHEN: PEDAL BIN BRABANTIA NEWICON 30L WHT + 10 LINERS (SIZE G)' }),
        rec({ title: 'Brabantia pedal bin 30L white newIcon, lid soft close works — Preloved Deptford' }),
      ],
      [
        rec({ title: 'Brabantia newIcon Pedal Bin 30 Litre, Matt Black, 111846' }),
        rec({ name: 'AIRBNB HOST RESTOCK LIST (FLAT 3) KITCHEN: PEDAL BIN BRABANTIA NEW ICON 30 LTR MATT BLK' }),
        rec({ title: 'Brabantia Treteimer newIcon 30 Liter, mattschwarz — Vinted' }),
      ],
      [
        rec({ title: 'Brabantia newIcon Pedal Bin 12 Litre, White, 112065' }),
        rec({ name: 'AIRBNB HOST RESTOCK LIST (FLAT 2) BATHROOM: PEDAL BIN BRABANTIA NEWICON 12L WHITE (LINERS C)' }),
        rec({ title: 'Brabantia pedaalemmer 12 liter wit, newIcon — Vinted' }),
      ],
    ],
  },
  {
    // One maker's pasta machines: the Atlas 150 Classic (chrome), the Atlas 150 Wellness (another article, other
    // alloy), and the Ampia 150.
    kind: 'pasta machines by model',
    variants: [
      [
        rec({ title: 'Marcato Atlas 150 Classic Pasta Machine, Chrome, 150 mm' }),
        rec({ name: 'SUPPER CLUB KIT LIST (NONNA NIGHTS, GALWAY) BOX 1: PASTA MACHINE MARCATO ATLAS150 CLASSIC CHROME + CLAMP' }),
        rec({ title: 'Macchina per pasta Marcato Atlas 150 cromata, usata poco — DoneDeal Galway' }),
      ],
      [
        rec({ title: 'Marcato Atlas 150 Wellness Pasta Machine, Anodised Aluminium Rollers' }),
        rec({ name: 'SUPPER CLUB KIT LIST BOX 1: PASTA MACHINE MARCATO ATLAS 150 WELLNESS (ALU ROLLERS)' }),
        rec({ title: 'Marcato Atlas 150 Wellness pasta maker, meaisín pasta — DoneDeal Athlone' }),
      ],
      [
        rec({ title: 'Marcato Ampia 150 Pasta Machine, Chrome' }),
        rec({ name: 'SUPPER CLUB KIT LIST BOX 2: PASTA MACHINE MARCATO AMPIA-150 (OLD ONE, NOT ATLAS)' }),
        rec({ title: 'Marcato Ampia 150 pasta roller w/ fettuccine cutter — DoneDeal Sligo' }),
      ],
    ],
  },
  {
    // One maker's Brown Betty teapots: the 2-cup, the 4-cup, and the 6-cup.
    kind: 'teapots by capacity',
    variants: [
      [
        rec({ title: 'London Pottery Brown Betty Teapot 2 Cup, Rockingham Glaze' }),
        rec({ name: 'TEA ROOM SMALLWARES ORDER (THE COPPER KETTLE, HAY-ON-WYE) #8: TEAPOT BROWN BETTY 2 CUP (SINGLE SERVE) X 6' }),
        rec({ title: 'Brown Betty teapot, small 2-cup, London Pottery — hospice charity shop tag' }),
      ],
      [
        rec({ title: 'London Pottery Brown Betty Teapot 4 Cup' }),
        rec({ name: 'TEA ROOM SMALLWARES ORDER #9: TEAPOT BROWN BETTY 4-CUP (TABLE FOR 2) X 8' }),
        rec({ title: 'London Pottery Brown Betty 4 cup tea pot, lid chipped — car boot sale list' }),
      ],
      [
        rec({ title: 'London Pottery Brown Betty Teapot 6 Cup, 1.4 Litre' }),
        rec({ name: 'TEA ROOM SMALLWARES ORDER #10: TEAPOT BROWN BETTY 6 CUP 1,4L (GROUPS)' }),
        rec({ title: 'Brown Betty 6-cup teapot, big one for the family — hospice charity shop tag' }),
      ],
    ],
  },
  {
    // One maker's knife sharpeners: the AnySharp Classic, the AnySharp Pro (metal), and the AnySharp Edge Pro.
    kind: 'knife sharpeners by model',
    variants: [
      [
        rec({ title: 'AnySharp Classic Knife Sharpener with PowerGrip, Black' }),
        rec({ name: 'BUTCHER CONSUMABLES ORDER (VAN WYK SLAGHUIS, PAARL) LN 4: SHARPENER ANYSHARP CLASSIC SUCTION BLK' }),
        rec({ title: 'AnySharp Classic messeslyper met suigvoet — Cash Converters Paarl' }),
      ],
      [
        rec({ title: 'AnySharp Pro Metal Knife Sharpener with PowerGrip, Brushed Steel' }),
        rec({ name: 'BUTCHER CONSUMABLES ORDER LN 5: SHARPENER ANYSHARP PRO (METAL BODY)' }),
        rec({ title: 'AnySharp Pro metal sharpener, silver — Cash Converters Stellenbosch' }),
      ],
      [
        rec({ title: 'AnySharp Edge Pro Knife Sharpener, Two-Stage' }),
        rec({ name: 'BUTCHER CONSUMABLES ORDER LN 6: SHARPENER ANYSHARP EDGE PRO 2-STG (NOT CLASSIC)' }),
        rec({ title: 'AnySharp Edge Pro 2 stage slyper, nuut in boks — Cash Converters Wellington' }),
      ],
    ],
  },
  {
    // One maker's dustpan sets: the Cleanstore dustpan and brush, the Cleanstore in grey (another article), and the
    // long-handled Cleanstore sweeper set.
    kind: 'dustpan and brush sets by model',
    variants: [
      [
        rec({ title: 'Joseph Joseph CleanStore Wall-Mounted Dustpan and Brush, White/Green, 85167' }),
        rec({ name: 'COWORKING CLEANING CUPBOARD LIST (KILIMANI HUB) C-2: DUSTPAN+BRUSH JJ CLEANSTORE WALL MOUNT WHT/GRN' }),
        rec({ title: 'Joseph Joseph dustpan na brashi, CleanStore nyeupe/kijani — OLX Buy Nothing Kilimani' }),
      ],
      [
        rec({ title: 'Joseph Joseph CleanStore Wall-Mounted Dustpan and Brush, Grey, 85168' }),
        rec({ name: 'COWORKING CLEANING CUPBOARD LIST C-3: DUSTPAN/BRUSH J.JOSEPH CLEANSTORE GREY (KITCHENETTE)' }),
        rec({ title: 'Joseph Joseph CleanStore grey dustpan and brush set — Buy Nothing Lavington' }),
      ],
      [
        rec({ title: 'Joseph Joseph CleanStore Long-Handled Dustpan and Brush Set, 85169' }),
        rec({ name: 'COWORKING CLEANING CUPBOARD LIST C-5: LONG HANDLE PAN+BROOM JJ CLEANSTORE (UPRIGHT)' }),
        rec({ title: 'Joseph Joseph long handle dustpan, no need to bend — Buy Nothing Karen' }),
      ],
    ],
  },
  {
    // One maker's spiralizers: the tabletop spiralizer, the hand-held spiralizer, and the 3-blade tabletop
    // spiralizer.
    kind: 'spiralizers by model',
    variants: [
      [
        rec({ title: 'OXO Good Grips Tabletop Spiralizer, 11151500' }),
        rec({ name: 'RAW FOOD CATERER KIT LIST (GREEN PLATE, LAGOS) T-1: SPIRALIZER OXO GG TABLETOP (SUCTION BASE)' }),
        rec({ title: 'OXO tabletop spiralizer, e dey make zoodles sharp sharp — Jiji Lekki' }),
      ],
      [
        rec({ title: 'OXO Good Grips Hand-Held Spiralizer, 11151000' }),
        rec({ name: 'RAW FOOD CATERER KIT LIST T-2: SPIRALIZER OXO HAND HELD (SMALL, EVENTS)' }),
        rec({ title: 'OXO handheld spiraliser, small one — Jiji Ikeja' }),
      ],
      [
        rec({ title: 'OXO Good Grips 3-Blade Tabletop Spiralizer with StrongHold Suction, 11294600' }),
        rec({ name: 'RAW FOOD CATERER KIT LIST T-3: SPIRALIZER OXO 3 BLADE TABLE TOP STRONGHOLD' }),
        rec({ title: 'OXO 3 blade spiralizer, all blades complete — Jiji Victoria Island' }),
      ],
    ],
  },
  {
    // One maker's wine glasses: the red wine glass in a pack of 4, the red wine glass in a pack of 12 (another
    // article), and the white wine glass in a pack of 4.
    kind: 'wine glasses by shape and pack',
    variants: [
      [
        rec({ title: 'Dartington Crystal Wine & Bar Red Wine Glass, Set of 4, 450ml' }),
        rec({ name: 'WEDDING VENUE GLASSWARE HIRE SHEET (OAKLEY BARN) G-1: RED WINE GLASS DARTINGTON W&B 450ML - BOX OF 4' }),
        rec({ title: 'Dartington red wine glasses x4, 450 ml, boxed — Vinted' }),
      ],
      [
        rec({ title: 'Dartington Crystal Wine & Bar Red Wine Glass, Set of 12, 450ml' }),
        rec({ name: 'WEDDING VENUE GLASSWARE HIRE SHEET G-2: RED WINE GLASS DARTINGTON W&B 450ML - CASE OF 12' }),
        rec({ title: 'Dartington wine & bar red wine glasses, box of twelve — Preloved Exeter' }),
      ],
      [
        rec({ title: 'Dartington Crystal Wine & Bar White Wine Glass, Set of 4, 330ml' }),
        rec({ name: 'WEDDING VENUE GLASSWARE HIRE SHEET G-4: WHITE WINE GLASS DARTINGTON 330ML X4' }),
        rec({ title: 'Dartington Weißweingläser 4er Set 330 ml — Vinted' }),
      ],
    ],
  },
  {
    // One maker's cocktail shakers: the Boston tin set, the three-piece cobbler shaker 500 ml, and the three-piece
    // cobbler shaker 750 ml.
    kind: 'cocktail shakers by type and size',
    variants: [
      [
        rec({ title: 'Bar Craft Boston Cocktail Shaker Tin Set, 28oz / 18oz, Stainless Steel' }),
        rec({ name: 'BARTENDING COURSE KIT LIST (MODULE 1) #3: BOSTON TINS BARCRAFT 28OZ+18OZ S/S (WEIGHTED)' }),
        rec({ title: 'BarCraft Boston shaker tins 28/18 oz, used on course — Preloved Leeds' }),
      ],
      [
        rec({ title: 'Bar Craft Three-Piece Cobbler Cocktail Shaker 500ml, Stainless Steel' }),
        rec({ name: 'BARTENDING COURSE KIT LIST #4: COBBLER SHAKER BARCRAFT 3PC 0.5L S/STEEL' }),
        rec({ title: 'BarCraft cobbler shaker 500ml with built in strainer — Preloved York' }),
      ],
      [
        rec({ title: 'Bar Craft Three-Piece Cobbler Cocktail Shaker 750ml, Stainless Steel' }),
        rec({ name: 'BARTENDING COURSE KIT LIST #5: COBBLER SHAKER BARCRAFT 3 PC 750ML (LARGE)' }),
        rec({ title: 'BarCraft 750 ml cobbler cocktail shaker, large — Preloved Harrogate' }),
      ],
    ],
  },
];
