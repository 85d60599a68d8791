// Held-out set 1 (issue 11), home-goods families: see bench/pairs/heldout1.ts for the header. Written by
// hand from how IKEA, Argos, Mr Price Home, Game, Jumia, Kilimall and Amazon title such products.
import type { Family } from './heldout1-types.js';
import { rec } from './heldout1-types.js';

const h = (name: string, extra: Record<string, string> = {}) => rec({ name, ...extra });
const t = (title: string, extra: Record<string, string> = {}) => rec({ title, ...extra });

export const HOME: Family[] = [
  {
    kind: 'shelf-size',
    variants: [
      [
        h('KALLAX Shelving unit, white, 77x147 cm', { retailer: 'IKEA', article: '802.758.87' }),
        t('IKEA Kallax 2x4 Shelf Unit White 77 x 147cm'),
        h('Kallax bookcase 8 cube white (77x147)', { retailer: 'marketplace' }),
      ],
      [
        h('KALLAX Shelving unit, white, 77x77 cm', { retailer: 'IKEA', article: '802.758.61' }),
        t('IKEA Kallax 2x2 Shelf Unit White 77 x 77cm'),
      ],
      [
        h('KALLAX Shelving unit, white, 147x147 cm', { retailer: 'IKEA', article: '702.758.14' }),
        t('IKEA Kallax 4x4 Shelf Unit White 147 x 147cm'),
      ],
    ],
  },
  {
    kind: 'set-count',
    variants: [
      [
        h('Tefal Easy Cook & Clean 5 Piece Non-Stick Pan Set', { retailer: 'Argos' }),
        t('Tefal B554S544 Easy Cook and Clean 5-Piece Cookware Set, Black'),
        h('TEFAL EASY COOK N CLEAN 5PC PAN SET'),
      ],
      [
        h('Tefal Easy Cook & Clean 3 Piece Non-Stick Pan Set', { retailer: 'Argos' }),
        t('Tefal B554S344 Easy Cook and Clean 3-Piece Frying Pan Set, Black'),
      ],
      [
        h('Tefal Easy Cook & Clean 10 Piece Non-Stick Pan Set'),
        t('Tefal Easy Cook and Clean 10-Piece Cookware Set, Black'),
      ],
    ],
  },
  {
    kind: 'bedding-size',
    variants: [
      [
        h('Silentnight Deep Sleep 10.5 Tog Duvet - Double', { retailer: 'Argos' }),
        t('Silentnight Deep Sleep Duvet 10.5 Tog Double Bed'),
        h('SILENTNIGHT DEEP SLEEP 10.5TOG DUVET DOUBLE'),
      ],
      [
        h('Silentnight Deep Sleep 10.5 Tog Duvet - King Size'),
        t('Silentnight Deep Sleep Duvet 10.5 Tog King Bed'),
      ],
      [
        h('Silentnight Deep Sleep 13.5 Tog Duvet - Double'),
        t('Silentnight Deep Sleep Duvet 13.5 Tog Double Bed'),
      ],
    ],
  },
  {
    kind: 'mattress-size',
    variants: [
      [
        h('Vitafoam Grand Orthopaedic Mattress 6ft x 4.5ft x 10 inches', { retailer: 'Jumia NG' }),
        t('VITAFOAM GRAND ORTHO MATTRESS 72 X 54 X 10"'),
        h('Vitafoam Grand Orthopedic Mattress (6 x 4.5 x 10)'),
      ],
      [
        h('Vitafoam Grand Orthopaedic Mattress 6ft x 6ft x 10 inches'),
        t('VITAFOAM GRAND ORTHO MATTRESS 72 X 72 X 10"'),
      ],
      [
        h('Vitafoam Grand Orthopaedic Mattress 6ft x 4.5ft x 12 inches'),
        t('VITAFOAM GRAND ORTHO MATTRESS 72 X 54 X 12"'),
      ],
    ],
  },
  {
    kind: 'flask-capacity',
    variants: [
      [
        h('Thermos Stainless King Vacuum Insulated Flask 470ml, Midnight Blue', { retailer: 'Amazon' }),
        t('THERMOS STAINLESS KING FLASK 0.47L'),
        h('Thermos Stainless King Drinks Flask 470 ml'),
      ],
      [
        h('Thermos Stainless King Vacuum Insulated Flask 1.2L, Midnight Blue'),
        t('THERMOS STAINLESS KING FLASK 1.2L'),
      ],
      [
        h('Thermos Stainless King Food Flask 470ml'),
        t('THERMOS STAINLESS KING FOOD JAR 0.47L'),
      ],
    ],
  },
  {
    kind: 'chair-pack',
    variants: [
      [
        h('Kenpoly Plastic Chair Without Arms - White', { retailer: 'Kilimall' }),
        t('KENPOLY CHAIR ARMLESS WHITE NO. 23'),
      ],
      [
        h('Kenpoly Plastic Chair With Arms - White'),
        t('KENPOLY ARM CHAIR WHITE NO. 22'),
      ],
      [
        h('Kenpoly Plastic Chair Without Arms - White (Pack of 4)'),
        t('KENPOLY CHAIR ARMLESS WHITE X4 SET'),
      ],
    ],
  },
  {
    kind: 'storage-volume',
    variants: [
      [
        h('Really Useful Box 9L Clear Plastic Storage Box with Lid', { retailer: 'Argos' }),
        t('Really Useful Products 9 Litre Storage Box - Clear'),
        h('REALLY USEFUL BOX 9 LITRE CLEAR'),
      ],
      [
        h('Really Useful Box 35L Clear Plastic Storage Box with Lid'),
        t('Really Useful Products 35 Litre Storage Box - Clear'),
      ],
      [
        h('Really Useful Box 9L Clear Plastic Storage Box - Pack of 3'),
        t('Really Useful Products 9 Litre Storage Box - Clear, Set of 3'),
      ],
    ],
  },
  {
    kind: 'dish-size',
    variants: [
      [
        h('Pyrex Classic Glass Rectangular Roaster 35 x 23 cm', { retailer: 'Game' }),
        t('PYREX RECTANGULAR ROASTER 35X23CM GLASS'),
        h('Pyrex Borosilicate Glass Roasting Dish 35cm x 23cm'),
      ],
      [
        h('Pyrex Classic Glass Rectangular Roaster 40 x 27 cm'),
        t('PYREX RECTANGULAR ROASTER 40X27CM GLASS'),
      ],
      [
        h('Pyrex Classic Glass Oval Roaster 35 x 24 cm'),
        t('PYREX OVAL ROASTER 35X24CM GLASS'),
      ],
    ],
  },
  {
    kind: 'towel-size',
    variants: [
      [
        h('Mr Price Home Plain Dyed Bath Towel 70 x 130cm Charcoal'),
        t('MRPH plain dyed bath towel charcoal 70x130'),
      ],
      [
        h('Mr Price Home Plain Dyed Bath Sheet 90 x 150cm Charcoal'),
        t('MRPH plain dyed bath sheet charcoal 90x150'),
      ],
      [
        h('Mr Price Home Plain Dyed Hand Towel 50 x 90cm Charcoal'),
        t('MRPH plain dyed hand towel charcoal 50x90'),
      ],
    ],
  },
  {
    kind: 'cutlery-set',
    variants: [
      [
        h('Russell Hobbs Vienna 16 Piece Cutlery Set', { retailer: 'Argos' }),
        t('Russell Hobbs BW05036 Vienna Cutlery Set, 16 Pieces, Stainless Steel'),
        h('RUSSELL HOBBS VIENNA CUTLERY 16PC'),
      ],
      [
        h('Russell Hobbs Vienna 24 Piece Cutlery Set'),
        t('Russell Hobbs Vienna Cutlery Set, 24 Pieces, Stainless Steel'),
      ],
      [
        h('Russell Hobbs Vienna 44 Piece Cutlery Set'),
        t('Russell Hobbs Vienna Cutlery Set, 44 Pieces, Stainless Steel'),
      ],
    ],
  },
  {
    kind: 'curtain-drop',
    variants: [
      [
        h('Dunelm Blackout Eyelet Curtains 66 x 72 inch (168 x 183cm) Navy'),
        t('Dunelm Blackout Eyelet Curtains Navy W168cm x D183cm'),
      ],
      [
        h('Dunelm Blackout Eyelet Curtains 66 x 90 inch (168 x 229cm) Navy'),
        t('Dunelm Blackout Eyelet Curtains Navy W168cm x D229cm'),
      ],
      [
        h('Dunelm Blackout Eyelet Curtains 90 x 90 inch (229 x 229cm) Navy'),
        t('Dunelm Blackout Eyelet Curtains Navy W229cm x D229cm'),
      ],
    ],
  },
  {
    kind: 'cooler-capacity',
    variants: [
      [
        h('Igloo Polar 120 Quart Cooler Box White', { retailer: 'Konga' }),
        t('IGLOO COOLER 120QT POLAR (113 LITRES)'),
        h('Igloo Polar 120 Qt Ice Chest'),
      ],
      [
        h('Igloo Polar 70 Quart Cooler Box White'),
        t('IGLOO COOLER 70QT POLAR (66 LITRES)'),
      ],
      [
        h('Igloo Maxcold 120 Quart Cooler Box'),
        t('IGLOO COOLER 120QT MAXCOLD'),
      ],
    ],
  },
  {
    kind: 'dinner-set',
    variants: [
      [
        h('Denby Imperial Blue 12 Piece Dinner Set'),
        t('Denby Imperial Blue 12pc Tableware Set'),
        h('DENBY IMPERIAL BLUE DINNER SET 12 PIECE'),
      ],
      [
        h('Denby Imperial Blue 16 Piece Dinner Set'),
        t('Denby Imperial Blue 16pc Tableware Set'),
      ],
      [
        h('Denby Elements Blue 12 Piece Dinner Set'),
        t('Denby Elements Blue 12pc Tableware Set'),
      ],
    ],
  },
  {
    kind: 'casserole-size',
    variants: [
      [
        h('Le Creuset Signature Cast Iron Round Casserole 24cm Volcanic', { retailer: 'John Lewis' }),
        t('Le Creuset Signature Round Casserole Dish, 24 cm, 4.2 L, Volcanic Orange'),
        h('LE CREUSET SIGNATURE ROUND CASSEROLE 24CM 4.2L VOLCANIC'),
      ],
      [
        h('Le Creuset Signature Cast Iron Round Casserole 26cm Volcanic'),
        t('Le Creuset Signature Round Casserole Dish, 26 cm, 5.3 L, Volcanic Orange'),
      ],
      [
        h('Le Creuset Signature Cast Iron Oval Casserole 29cm Volcanic'),
        t('Le Creuset Signature Oval Casserole Dish, 29 cm, 4.7 L, Volcanic Orange'),
      ],
    ],
  },
  {
    kind: 'bin-capacity',
    variants: [
      [
        h('Brabantia NewIcon Pedal Bin 30L Matt Black', { retailer: 'Argos' }),
        t('Brabantia newIcon 30 Litre Pedal Bin - Matt Black'),
        h('BRABANTIA NEWICON PEDAL BIN 30 LTR MATT BLACK'),
      ],
      [
        h('Brabantia NewIcon Pedal Bin 20L Matt Black'),
        t('Brabantia newIcon 20 Litre Pedal Bin - Matt Black'),
      ],
      [
        h('Brabantia Bo Pedal Bin 36L Matt Black'),
        t('Brabantia Bo 36 Litre Pedal Bin - Matt Black'),
      ],
    ],
  },
  {
    kind: 'bedsheet-size',
    variants: [
      [
        h('Royal Comfort Cotton Bedsheet Set with 4 Pillowcases - 6x6, White', { retailer: 'Jumia NG' }),
        t('ROYAL COMFORT BEDSHEET 6 BY 6 + 4 PILLOW CASES WHITE'),
      ],
      [
        h('Royal Comfort Cotton Bedsheet Set with 2 Pillowcases - 4.5x6, White'),
        t('ROYAL COMFORT BEDSHEET 4.5 BY 6 + 2 PILLOW CASES WHITE'),
      ],
      [
        h('Royal Comfort Cotton Bedsheet Set with 4 Pillowcases - 7x7, White'),
        t('ROYAL COMFORT BEDSHEET 7 BY 7 + 4 PILLOW CASES WHITE'),
      ],
    ],
  },
];
