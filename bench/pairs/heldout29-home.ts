// Held-out pair set 29, product_home_goods (see bench/pairs/heldout29.ts): rolling pins by model and material, ice
// cube trays by cube shape, garlic presses by model, corkscrews by model, shower caddies by tiers and fixing, toilet
// brushes by model and finish, soap dispensers by capacity and finish, and potato mashers by model; each as a
// maker's or shop's title, a second source under another field name (`name`) — a cookery school's equipment list,
// a cocktail bar's bar-back checklist, a holiday cottage's changeover inventory, a wine bar's smallwares count, a
// student halls room inventory, a hotel housekeeping purchase list, an office facilities asset list, a soup
// kitchen's kit list — and a third source (a Vinted, Kleinanzeigen, Leboncoin, Marktplaats, Gumtree, OLX Kenya or
// Jiji post; German, French, Dutch, Swahili, Afrikaans, Twi or Pidgin wording). The brands are real; their codes
// and sizes are written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const HOME29: readonly Family[] = [
  {
    // One maker's rolling pins: the adjustable rolling pin with removable rings, the beech 43 cm pin, and the
    // marble pin with a stand.
    kind: 'rolling pins by model and material',
    variants: [
      [
        rec({ title: 'Joseph Joseph Adjustable Rolling Pin with Removable Rings, 40042' }),
        rec({ name: 'COOKERY SCHOOL EQUIP LIST (LEITH) BENCH 4: ROLLING PIN JJ ADJUSTABLE W/ THICKNESS RINGS (4 DISCS) X 1' }),
        rec({ title: 'Joseph Joseph verstellbares Nudelholz mit Abstandsringen — Kleinanzeigen Leipzig' }),
      ],
      [
        rec({ title: 'KitchenCraft Beech Wood Rolling Pin, 43cm, KCRPIN' }),
        rec({ name: 'COOKERY SCHOOL EQUIP LIST BENCH 4: ROLLING PIN BEECH KITCHENCRAFT 43 CM PLAIN' }),
        rec({ title: 'Rouleau à pâtisserie hêtre KitchenCraft 43cm — Leboncoin Rennes' }),
      ],
      [
        rec({ title: 'KitchenCraft Marble Rolling Pin with Stand, 46cm, KCMBRPIN' }),
        rec({ name: 'COOKERY SCHOOL EQUIP LIST PASTRY RM: ROLLING PIN MARBLE KITCHENCRAFT + STAND (HEAVY)' }),
        rec({ title: 'KitchenCraft marmer deegroller met houder, 46 cm — Marktplaats Groningen' }),
      ],
    ],
  },
  {
    // One maker's ice moulds: the King cube tray (2 inch cubes), the sphere moulds (two), and the Highball spear
    // tray.
    kind: 'ice cube trays by cube shape',
    variants: [
      [
        rec({ title: 'Tovolo King Cube Ice Tray, 2 inch Cubes, Set of 2, Charcoal' }),
        rec({ name: 'COCKTAIL BAR BAR-BACK CHECKLIST (PECKHAM) FREEZER 1: ICE TRAY TOVOLO KING CUBE 2" X 2 CHARCOAL' }),
        rec({ title: 'Tovolo King Cube ice trays (big square 5cm cubes), pair — Vinted London' }),
      ],
      [
        rec({ title: 'Tovolo Sphere Ice Moulds, Set of 2, Charcoal' }),
        rec({ name: 'COCKTAIL BAR BAR-BACK CHECKLIST FREEZER 1: ICE MOULD TOVOLO SPHERE X2 (OLD FASHIONED)' }),
        rec({ title: 'Tovolo ice ball moulds, round spheres, 2 pack — Gumtree Bristol' }),
      ],
      [
        rec({ title: 'Tovolo Highball Ice Cube Tray, Spear Cubes, Charcoal' }),
        rec({ name: 'COCKTAIL BAR BAR-BACK CHECKLIST FREEZER 2: ICE TRAY TOVOLO HIGHBALL SPEAR (COLLINS)' }),
        rec({ title: 'Tovolo highball spear ice tray for tall glasses — Vinted Manchester' }),
      ],
    ],
  },
  {
    // One maker's garlic tools: the Susi 3 press, the Garlic Pro press (crusher-slicer), and the Easy Slice garlic
    // slicer.
    kind: 'garlic presses by model',
    variants: [
      [
        rec({ title: 'Zyliss Susi 3 Garlic Press with Cleaner, 20351' }),
        rec({ name: 'HOLIDAY COTTAGE CHANGEOVER INVENTORY (BRAMBLE COTT.) KITCHEN DRW 1: GARLIC PRESS ZYLISS SUSI3 + CLEANER' }),
        rec({ title: 'Zyliss Susi 3 Knoblauchpresse mit Reiniger — Kleinanzeigen Hannover' }),
      ],
      [
        rec({ title: 'Zyliss Garlic Pro Crusher, Stainless Steel, E900002' }),
        rec({ name: 'HOLIDAY COTTAGE CHANGEOVER INVENTORY KITCHEN DRW 1: GARLIC CRUSHER ZYLISS GARLIC PRO S/S' }),
        rec({ title: 'Presse-ail Zyliss Garlic Pro inox — Leboncoin Bordeaux' }),
      ],
      [
        rec({ title: 'Zyliss Easy Slice Garlic Slicer, 11310' }),
        rec({ name: 'HOLIDAY COTTAGE CHANGEOVER INVENTORY KITCHEN DRW 2: GARLIC SLICER ZYLISS EASYSLICE (NOT PRESS)' }),
        rec({ title: 'Zyliss knoflooksnijder Easy Slice — Marktplaats Arnhem' }),
      ],
    ],
  },
  {
    // One maker's corkscrews: the lever model LM-250, the lever model LM-200, and the waiter's friend WT-110.
    kind: 'corkscrews by model',
    variants: [
      [
        rec({ title: 'Le Creuset Screwpull Lever Corkscrew LM-250, Black Nickel' }),
        rec({ name: 'WINE BAR SMALLWARES COUNT (CAPE QUARTER) SHELF B: CORKSCREW LEVER SCREWPULL LM250 BLK NICKEL X 1' }),
        rec({ title: 'Screwpull LM-250 hefboom kurktrekker, swart nikkel — Gumtree Kaapstad' }),
      ],
      [
        rec({ title: 'Le Creuset Screwpull Lever Corkscrew LM-200, Black' }),
        rec({ name: 'WINE BAR SMALLWARES COUNT SHELF B: CORKSCREW LEVER SCREWPULL LM-200 BLACK (OLD ONE)' }),
        rec({ title: 'Le Creuset Screwpull LM200 lever corkscrew with box — Gumtree Stellenbosch' }),
      ],
      [
        rec({ title: "Le Creuset Screwpull Waiter's Friend Corkscrew WT-110, Black" }),
        rec({ name: "WINE BAR SMALLWARES COUNT SHELF A: WAITERS FRIEND SCREWPULL WT110 BLK X 6" }),
        rec({ title: 'Screwpull WT-110 kelnersvriend kurktrekker — Gumtree Paarl' }),
      ],
    ],
  },
  {
    // One maker's shower caddies: the Stick 'n' Lock 2-tier, the 1-tier, and the 2-tier corner caddy.
    kind: 'shower caddies by tiers and fixing',
    variants: [
      [
        rec({ title: "Croydex Stick 'n' Lock Plus 2 Tier Shower Caddy, Chrome, QM751941" }),
        rec({ name: 'STUDENT HALLS ROOM INVENTORY (BLOCK C, RM 14) ENSUITE: CADDY SHOWER CROYDEX STICK N LOCK 2-TIER CHR' }),
        rec({ title: 'Croydex stick n lock two tier shower caddy, no drilling — Gumtree Leeds' }),
      ],
      [
        rec({ title: "Croydex Stick 'n' Lock Plus 1 Tier Shower Basket, Chrome, QM751741" }),
        rec({ name: 'STUDENT HALLS ROOM INVENTORY (BLOCK C, RM 15) ENSUITE: SHOWER BASKET CROYDEX STICK&LOCK SINGLE TIER' }),
        rec({ title: 'Croydex single shower basket stick and lock, chrome — Vinted Sheffield' }),
      ],
      [
        rec({ title: "Croydex Stick 'n' Lock Plus 2 Tier Corner Shower Caddy, Chrome, QM752141" }),
        rec({ name: 'STUDENT HALLS ROOM INVENTORY (BLOCK D, RM 2) ENSUITE: CORNER CADDY CROYDEX 2 TIER S&L' }),
        rec({ title: 'Croydex corner 2-tier shower caddy stick n lock — Gumtree York' }),
      ],
    ],
  },
  {
    // One maker's toilet brushes: the Flex (white), the Flex Steel (stainless steel), and the Flex Lite.
    kind: 'toilet brushes by model and finish',
    variants: [
      [
        rec({ title: 'Joseph Joseph Flex Toilet Brush with Storage Caddy, White/Grey, 70515' }),
        rec({ name: 'HOTEL HOUSEKEEPING PURCHASE LIST (WESTLANDS) Q3: TOILET BRUSH JJ FLEX WHT/GRY X 40 RMS' }),
        rec({ title: 'Brashi ya choo Joseph Joseph Flex, nyeupe — OLX Kenya Nairobi' }),
      ],
      [
        rec({ title: 'Joseph Joseph Flex Steel Toilet Brush, Stainless Steel, 70517' }),
        rec({ name: 'HOTEL HOUSEKEEPING PURCHASE LIST Q3: TOILET BRUSH JJ FLEX STEEL S/STEEL X 12 (SUITES)' }),
        rec({ title: 'Joseph Joseph Flex Steel toilet brush, stainless — OLX Kenya Kilimani' }),
      ],
      [
        rec({ title: 'Joseph Joseph Flex Lite Toilet Brush, White/Blue, 70557' }),
        rec({ name: 'HOTEL HOUSEKEEPING PURCHASE LIST Q4: TOILET BRUSH JJ FLEX LITE WHITE/BLU (STAFF WC)' }),
        rec({ title: 'Joseph Joseph Flex Lite brashi ya choo nyeupe/bluu — OLX Kenya Mombasa' }),
      ],
    ],
  },
  {
    // One maker's sensor soap pumps: 266 ml white, 414 ml brushed, and 266 ml rose gold.
    kind: 'soap dispensers by capacity and finish',
    variants: [
      [
        rec({ title: 'simplehuman Sensor Pump 266ml (9 fl oz), White, ST1043' }),
        rec({ name: 'OFFICE FACILITIES ASSET LIST (AIRPORT CITY, 3F) WC-M: SOAP DISP SENSOR SIMPLEHUMAN 266ML WHT TAG FA-2201' }),
        rec({ title: 'simplehuman sensor soap pump white 266ml, ɛyɛ foforo — Jiji Accra' }),
      ],
      [
        rec({ title: 'simplehuman Sensor Pump 414ml (14 fl oz), Brushed Nickel, ST1018' }),
        rec({ name: 'OFFICE FACILITIES ASSET LIST WC-F: SOAP DISP SENSOR SIMPLEHUMAN 414 ML BRUSHED TAG FA-2207' }),
        rec({ title: 'simplehuman sensor pump 14oz brushed nickel — Jiji Tema' }),
      ],
      [
        rec({ title: 'simplehuman Sensor Pump 266ml (9 fl oz), Rose Gold, ST1044' }),
        rec({ name: 'OFFICE FACILITIES ASSET LIST EXEC WC: SOAP DISP SENSOR SIMPLEHUMAN 266ML ROSE GLD TAG FA-2231' }),
        rec({ title: 'simplehuman sensor soap pump rose gold 9oz — Jiji East Legon' }),
      ],
    ],
  },
  {
    // One maker's potato mashers: the standard masher, the Smooth Potato Masher (nylon), and the Ricer.
    kind: 'potato mashers by model',
    variants: [
      [
        rec({ title: 'OXO Good Grips Stainless Steel Potato Masher, 1129080' }),
        rec({ name: 'SOUP KITCHEN KIT LIST (ST MARY HALL, ABUJA) DRW 5: MASHER POTATO OXO S/STEEL WIRE X 3' }),
        rec({ title: 'OXO potato masher stainless, strong well well — Jiji Abuja' }),
      ],
      [
        rec({ title: 'OXO Good Grips Smooth Potato Masher, Nylon Head, 1147780' }),
        rec({ name: 'SOUP KITCHEN KIT LIST DRW 5: MASHER OXO SMOOTH (NYLON HEAD, NON-STICK SAFE)' }),
        rec({ title: 'OXO smooth masher, nylon head, for non-stick pot — Jiji Lagos' }),
      ],
      [
        rec({ title: 'OXO Good Grips Potato Ricer, 1058099' }),
        rec({ name: 'SOUP KITCHEN KIT LIST DRW 6: RICER POTATO OXO GG (NOT MASHER)' }),
        rec({ title: 'OXO potato ricer, press for yam and potato — Jiji Port Harcourt' }),
      ],
    ],
  },
];
