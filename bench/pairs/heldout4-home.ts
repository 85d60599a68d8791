// Held-out pair set 4, product_home_goods (name only, see bench/pairs/heldout4.ts): shoes by UK / EU / US
// size, school uniform shirts by age, padlocks, LED bulbs by cap and colour, extension leads, floor tiles by
// size and finish and table-top gas cookers, as shoe shops, uniform suppliers, hardware stores and tile
// showrooms write them. Written by hand; codes are illustrative.
import type { Family } from './heldout1-types.js';

const n = (name: string) => ({ name });

export const HOME4: readonly Family[] = [
  {
    // One boot in one size written in UK, EU and US (Clarks: UK 9 = EU 43 = US 9.5); another size; another
    // leather of one size.
    kind: 'shoes by UK, EU and US size',
    variants: [
      [
        n('Clarks Originals Desert Boot Beeswax Leather UK 9'),
        n('Clarks Desert Boot beeswax men EU 43'),
        n('CLARKS DESERT BOOT BEESWAX US 9.5 M'),
      ],
      [
        n('Clarks Originals Desert Boot Beeswax Leather UK 10'),
        n('Clarks Desert Boot beeswax men EU 44.5'),
        n('CLARKS DESERT BOOT BEESWAX US 10.5 M'),
      ],
      [
        n('Clarks Originals Desert Boot Sand Suede UK 9'),
        n('Clarks Desert Boot sand suede men EU 43'),
        n('CLARKS DESERT BOOT SAND SUEDE US 9.5 M'),
      ],
    ],
  },
  {
    // Children's school shoes: size (UK 3 = EU 35.5) and the boys' lace-up against the girls' bar shoe.
    kind: 'school shoes by size and style',
    variants: [
      [
        n('Bata Toughees Boys Black School Shoe Size 3'),
        n('TOUGHEES BOYS BLK SZ 3 (EU 35.5)'),
        n('Bata Toughees lace-up school shoes, black, UK 3, boys'),
      ],
      [
        n('Bata Toughees Boys Black School Shoe Size 4'),
        n('TOUGHEES BOYS BLK SZ 4 (EU 37)'),
        n('Bata Toughees lace-up school shoes, black, UK 4, boys'),
      ],
      [
        n('Bata Toughees Girls Black Bar School Shoe Size 3'),
        n('TOUGHEES GIRLS BAR BLK SZ 3 (EU 35.5)'),
        n('Bata Toughees buckle bar school shoes, black, UK 3, girls'),
      ],
    ],
  },
  {
    // Age band (with its height in cm) and sleeve (S/S, L/S) of a twin pack.
    kind: 'school shirts by age and sleeve',
    variants: [
      [
        n('Boys short sleeve school shirt white age 9-10 twin pack'),
        n('SCHOOL SHIRT S/S WHT 9-10YRS 2PK'),
        n('Two-pack white short-sleeved school shirts, boys, 9 to 10 years (140 cm)'),
      ],
      [
        n('Boys short sleeve school shirt white age 11-12 twin pack'),
        n('SCHOOL SHIRT S/S WHT 11-12YRS 2PK'),
        n('Two-pack white short-sleeved school shirts, boys, 11 to 12 years (152 cm)'),
      ],
      [
        n('Boys long sleeve school shirt white age 9-10 twin pack'),
        n('SCHOOL SHIRT L/S WHT 9-10YRS 2PK'),
        n('Two-pack white long-sleeved school shirts, boys, 9 to 10 years (140 cm)'),
      ],
    ],
  },
  {
    // Body width in mm and material; the maker's code carries the width after a slash.
    kind: 'padlocks by width and material',
    variants: [
      [n('Yale Brass Padlock 40mm'), n('YALE Y110/40 BRASS PADLOCK'), n('Yale 40 mm solid brass padlock with 3 keys')],
      [n('Yale Brass Padlock 50mm'), n('YALE Y110/50 BRASS PADLOCK'), n('Yale 50 mm solid brass padlock with 3 keys')],
      [n('Yale Laminated Steel Padlock 40mm'), n('YALE Y125/40 LAMINATED PADLOCK'), n('Yale 40 mm laminated steel padlock with 2 keys')],
    ],
  },
  {
    // Lamp cap (E27 screw / B22 bayonet) and colour temperature of one wattage.
    kind: 'LED bulbs by cap and colour',
    variants: [
      [
        n('Philips LED Bulb 9W E27 Cool Daylight 6500K'),
        n('PHILIPS LED 9W E27 CDL'),
        n('Philips 9 watt LED lamp, Edison screw (ES / E27), daylight 6500K'),
      ],
      [
        n('Philips LED Bulb 9W B22 Cool Daylight 6500K'),
        n('PHILIPS LED 9W B22 CDL'),
        n('Philips 9 watt LED lamp, bayonet cap (BC / B22), daylight 6500K'),
      ],
      [
        n('Philips LED Bulb 9W E27 Warm White 3000K'),
        n('PHILIPS LED 9W E27 WW'),
        n('Philips 9 watt LED lamp, Edison screw (ES / E27), warm white 3000K'),
      ],
    ],
  },
  {
    // Gang count, cable length and surge protection.
    kind: 'extension leads by gangs, cable and surge',
    variants: [
      [
        n('Masterplug 4 Gang 13A Extension Lead 2m'),
        n('MASTERPLUG 4-WAY EXT LEAD 2M WHITE'),
        n('4 way extension socket, 2 metre cable, UK plug, Masterplug'),
      ],
      [
        n('Masterplug 4 Gang 13A Extension Lead 5m'),
        n('MASTERPLUG 4-WAY EXT LEAD 5M WHITE'),
        n('4 way extension socket, 5 metre cable, UK plug, Masterplug'),
      ],
      [
        n('Masterplug 6 Gang 13A Surge Protected Extension Lead 2m'),
        n('MASTERPLUG 6-WAY SURGE EXT LEAD 2M'),
        n('6 way surge protected extension socket, 2 metre cable, Masterplug'),
      ],
    ],
  },
  {
    // Tile size in cm and mm, finish (polished / matt) and body (porcelain / ceramic), box cover in m².
    kind: 'floor tiles by size and finish',
    variants: [
      [
        n('Porcelain floor tile 60x60 polished Carrara white (1.44 m² per box)'),
        n('TILE 600X600 POL CARRARA WHT BOX4'),
        n('Carrara white polished porcelain tiles 60 by 60 cm, box of 4 (1.44 sqm)'),
      ],
      [
        n('Porcelain floor tile 60x60 matt Carrara white (1.44 m² per box)'),
        n('TILE 600X600 MATT CARRARA WHT BOX4'),
        n('Carrara white matt porcelain tiles 60 by 60 cm, box of 4 (1.44 sqm)'),
      ],
      [
        n('Ceramic floor tile 40x40 Carrara white (1.60 m² per box)'),
        n('TILE 400X400 CER CARRARA WHT BOX10'),
        n('Carrara white ceramic tiles 40 by 40 cm, box of 10 (1.6 sqm)'),
      ],
    ],
  },
  {
    // Burner count and top (stainless / glass), numbers as words on one side.
    kind: 'table-top gas cookers by burners and top',
    variants: [
      [
        n('Ramtons 2 Burner Table Top Gas Cooker Stainless RG/502'),
        n('RAMTONS RG502 2 BURNER GAS STOVE S/STEEL'),
        n('Ramtons two-burner gas hob, stainless steel (RG/502)'),
      ],
      [
        n('Ramtons 3 Burner Table Top Gas Cooker Stainless RG/503'),
        n('RAMTONS RG503 3 BURNER GAS STOVE S/STEEL'),
        n('Ramtons three-burner gas hob, stainless steel (RG/503)'),
      ],
      [
        n('Ramtons 2 Burner Table Top Gas Cooker Glass Top RG/522'),
        n('RAMTONS RG522 2 BURNER GAS STOVE GLASS'),
        n('Ramtons two-burner gas hob, black tempered glass (RG/522)'),
      ],
    ],
  },
];
