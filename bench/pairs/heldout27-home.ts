// Held-out pair set 27, product_home_goods (see bench/pairs/heldout27.ts): box graters by sides and size, dish
// drainers by model and colour, key safes by model and lock, bread bins by model and finish, woks by size and
// coating, tagines by size and colour, hot water bottles by size and cover, and watering cans by size and material;
// each as a maker's or shop's title, a second source under another field name (`name`) — a holiday let's changeover
// checklist, a housing association's void-property starter pack, a refuge's move-on pack list, a domiciliary care
// key-holding record, a cookery school's equipment list, a house-clearance auction lot, an allotment society's shed
// log — and a third source (a Vinted, Kleinanzeigen, OLX Romania or Leboncoin post; Dutch, German, Romanian, French,
// Darija, Hungarian or Swahili wording). The brands are real; their codes and sizes are written from memory and NOT
// checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const HOME27: readonly Family[] = [
  {
    // One housewares maker's graters: the 4-sided 23 cm box grater, the 6-sided box grater, and the 4-sided 10 cm
    // mini grater.
    kind: 'box graters by sides and size',
    variants: [
      [
        rec({ title: 'KitchenCraft Stainless Steel Four Sided Box Grater, 23cm' }),
        rec({ name: 'HOLIDAY LET CHANGEOVER CHECKLIST (CWTCH COTTAGE) KITCHEN DRW 2: GRATER 4-SIDED KITCHENCRAFT 23CM - PRESENT' }),
        rec({ title: 'Rasp KitchenCraft vierkant, 4 zijden, rvs, 23 cm hoog — Vinted' }),
      ],
      [
        rec({ title: 'KitchenCraft Stainless Steel Six Sided Box Grater, 24cm' }),
        rec({ name: 'COOKERY SCHOOL EQUIPMENT LIST (BENCH 1-8): GRATER 6 SIDED KITCHENCRAFT SS X8' }),
        rec({ title: 'KitchenCraft rasp met zes kanten (6-zijdig), roestvrij staal — Vinted' }),
      ],
      [
        rec({ title: 'KitchenCraft Stainless Steel Mini Four Sided Box Grater, 10cm' }),
        rec({ name: 'HOLIDAY LET CHANGEOVER CHECKLIST KITCHEN DRW 2: MINI GRATER 4 SIDE KC 10CM (NUTMEG/CHEESE) - MISSING' }),
        rec({ title: 'Mini rasp KitchenCraft 10cm, 4 kanten, voor kaas en nootmuskaat — Vinted' }),
      ],
    ],
  },
  {
    // One maker's dish racks: the Extend expandable rack in grey, the same in white, and the two-tier Duo.
    kind: 'dish drainers by model and colour',
    variants: [
      [
        rec({ title: 'Joseph Joseph Extend Expandable Dish Rack, Grey/Green (85071)' }),
        rec({ name: 'VOID PROPERTY STARTER PACK (HA VOIDS TEAM, FLAT 12 ELM CT): DISH DRAINER EXPANDING J/JOSEPH EXTEND GRY' }),
        rec({ title: 'Abtropfgestell Joseph Joseph Extend ausziehbar, grau-grün — Kleinanzeigen Hamburg' }),
      ],
      [
        rec({ title: 'Joseph Joseph Extend Expandable Dish Rack, White/Grey (85085)' }),
        rec({ name: 'REFUGE MOVE-ON PACK LIST #MO-73: DISH RACK JOSEPH JOSEPH EXTEND WHITE (EXPANDABLE)' }),
        rec({ title: 'Joseph Joseph Extend Abtropfgestell weiß/grau, ausziehbar — Kleinanzeigen Bremen' }),
      ],
      [
        rec({ title: 'Joseph Joseph Duo 2-Tier Dish Rack, Grey (85167)' }),
        rec({ name: 'VOID PROPERTY STARTER PACK FLAT 14: DISH DRAINER 2 TIER JOSEPH JOSEPH DUO GREY' }),
        rec({ title: 'Geschirrabtropfgestell Joseph Joseph Duo, zwei Etagen, grau — Kleinanzeigen Kiel' }),
      ],
    ],
  },
  {
    // One lock maker's key safes: the 5401 push-button, the 5441 police-preferred push-button, and the 5415 dial
    // (combination wheel) safe.
    kind: 'key safes by model and lock',
    variants: [
      [
        rec({ title: 'Master Lock 5401EURD Select Access Key Safe, Push Button, Wall Mounted' }),
        rec({ name: 'KEY-HOLDING RECORD (DOMICILIARY CARE, CLIENT 0417): KEY SAFE MASTERLOCK 5401 PUSH BTN, BY FRONT DOOR' }),
        rec({ title: 'Cutie pentru chei Master Lock 5401EURD cu butoane, montaj pe perete — OLX Cluj' }),
      ],
      [
        rec({ title: 'Master Lock 5441EURD Select Access Key Safe, Police Preferred, Push Button' }),
        rec({ name: 'KEY-HOLDING RECORD CLIENT 0422: KEY SAFE POLICE PREFERRED MASTER LOCK 5441 EURD (SBD)' }),
        rec({ title: 'Seif chei Master Lock 5441 aprobat de poliția UK, butoane — OLX Iași' }),
      ],
      [
        rec({ title: 'Master Lock 5415EURD Select Access Key Safe, Combination Dials, Wall Mounted' }),
        rec({ name: 'KEY-HOLDING RECORD CLIENT 0430: KEY SAFE MASTER LOCK 5415 (4 WHEEL DIALS) BACK DOOR' }),
        rec({ title: 'Cutie chei Master Lock 5415 cu rotițe (cifru cu discuri) — OLX Timișoara' }),
      ],
    ],
  },
  {
    // One maker's bread bins: the Roll Top in Matt Steel, the Roll Top in Platinum, and the Fall Front in Matt Steel.
    kind: 'bread bins by model and finish',
    variants: [
      [
        rec({ title: 'Brabantia Roll Top Bread Bin, Matt Steel (348907)' }),
        rec({ name: 'HOUSE CLEARANCE AUCTION LOT 214 (KITCHENALIA): BREAD BIN BRABANTIA ROLLTOP MATT STEEL, VGC' }),
        rec({ title: 'Boîte à pain Brabantia Roll Top acier mat — Leboncoin Nantes' }),
      ],
      [
        rec({ title: 'Brabantia Roll Top Bread Bin, Platinum (380341)' }),
        rec({ name: 'HOUSE CLEARANCE AUCTION LOT 215: BREAD BIN BRABANTIA ROLL TOP PLATINUM (SILVER-GREY)' }),
        rec({ title: 'Boîte à pain Brabantia à rouleau, coloris Platinum — Leboncoin Angers' }),
      ],
      [
        rec({ title: 'Brabantia Fall Front Bread Bin, Matt Steel (288906)' }),
        rec({ name: 'VOID PROPERTY STARTER PACK FLAT 9: BREAD BIN FALL FRONT BRABANTIA MATT STL' }),
        rec({ title: 'Boîte à pain Brabantia à abattant (Fall Front), acier mat — Leboncoin Rennes' }),
      ],
    ],
  },
  {
    // One cook's range of woks: the carbon-steel 31 cm, the carbon-steel 35 cm, and the non-stick 31 cm.
    kind: 'woks by size and coating',
    variants: [
      [
        rec({ title: 'Ken Hom Classic Carbon Steel Wok, 31cm, Non-Coated (KH331001)' }),
        rec({ name: 'COOKERY SCHOOL EQUIPMENT LIST: WOK CARBON STEEL 31CM KEN HOM CLASSIC (SEASON BEFORE USE) X8' }),
        rec({ title: 'Ken Hom wok szénacél 31 cm, bevonat nélkül — Vatera' }),
      ],
      [
        rec({ title: 'Ken Hom Classic Carbon Steel Wok, 35cm, Non-Coated (KH335001)' }),
        rec({ name: 'COOKERY SCHOOL EQUIPMENT LIST: WOK C/STEEL 35CM KEN HOM (DEMO BENCH) X1' }),
        rec({ title: 'Nagy Ken Hom wok 35 cm, szénacél — Vatera' }),
      ],
      [
        rec({ title: 'Ken Hom Excellence Non-Stick Carbon Steel Wok, 31cm (KH431001)' }),
        rec({ name: 'REFUGE MOVE-ON PACK LIST #MO-74: WOK NON STICK 31CM KEN HOM EXCELLENCE' }),
        rec({ title: 'Ken Hom Excellence tapadásmentes wok 31cm — Vatera' }),
      ],
    ],
  },
  {
    // One maker's cast-iron tagines: 27 cm in Volcanic (orange), 31 cm in Volcanic, and 31 cm in Cerise.
    kind: 'tagines by size and colour',
    variants: [
      [
        rec({ title: 'Le Creuset Cast Iron Tagine, 27cm, Volcanic' }),
        rec({ name: 'HOUSE CLEARANCE AUCTION LOT 221: TAGINE LE CREUSET CAST IRON 27CM ORANGE (VOLCANIC) W/ CONE LID' }),
        rec({ title: 'Tajine Le Creuset fonte 27 cm orange volcanique — Leboncoin Marseille' }),
      ],
      [
        rec({ title: 'Le Creuset Cast Iron Tagine, 31cm, Volcanic' }),
        rec({ name: 'COOKERY SCHOOL EQUIPMENT LIST: TAGINE LE CREUSET 31CM VOLCANIC X2' }),
        rec({ title: 'Tajine Le Creuset 31cm, couleur volcanique (طاجين كبير) — Leboncoin Toulouse' }),
      ],
      [
        rec({ title: 'Le Creuset Cast Iron Tagine, 31cm, Cerise' }),
        rec({ name: 'HOUSE CLEARANCE AUCTION LOT 222: TAGINE LE CREUSET 31CM RED (CERISE)' }),
        rec({ title: 'Tajine Le Creuset 31 cm rouge cerise, fonte émaillée — Leboncoin Lyon' }),
      ],
    ],
  },
  {
    // One maker's hot water bottles: 2 L with a knitted cover, 2 L plain, and the 0.8 L small bottle.
    kind: 'hot water bottles by size and cover',
    variants: [
      [
        rec({ title: 'Fashy 2 Litre Hot Water Bottle with Knitted Cover, Grey (6712)' }),
        rec({ name: 'REFUGE MOVE-ON PACK LIST #MO-73: HOT WATER BTL 2LTR FASHY C/W KNITTED COVER GRY' }),
        rec({ title: 'Wärmflasche Fashy 2 l mit Strickbezug grau — Kleinanzeigen Leipzig' }),
      ],
      [
        rec({ title: 'Fashy 2 Litre Hot Water Bottle, Plain, Ribbed Both Sides (6420)' }),
        rec({ name: 'HOLIDAY LET CHANGEOVER CHECKLIST BEDRM 1: HWB FASHY 2L PLAIN (NO COVER) X2' }),
        rec({ title: 'Fashy Wärmflasche 2 Liter ohne Bezug, gerippt — Kleinanzeigen Dresden' }),
      ],
      [
        rec({ title: 'Fashy 0.8 Litre Small Hot Water Bottle, Plain (6408)' }),
        rec({ name: 'HOLIDAY LET CHANGEOVER CHECKLIST BEDRM 3 (KIDS): HWB SMALL 0.8L FASHY' }),
        rec({ title: 'Kleine Wärmflasche Fashy 0,8 l ohne Bezug — Kleinanzeigen Erfurt' }),
      ],
    ],
  },
  {
    // One maker's cans: the plastic 8.8 L long reach, the plastic 4.5 L long reach, and the galvanised 8.8 L.
    kind: 'watering cans by size and material',
    variants: [
      [
        rec({ title: 'Haws Professional Long Reach Watering Can, Plastic, 8.8 Litre, Green' }),
        rec({ name: 'ALLOTMENT SOCIETY SHED LOG (PLOT 17-40 SHED): WATERING CAN HAWS LONG REACH 8.8L GREEN PLASTIC X3' }),
        rec({ title: 'Chupa ya kumwagilia maji Haws lita 8.8, plastiki kijani, mdomo mrefu — Jiji Nairobi' }),
      ],
      [
        rec({ title: 'Haws Professional Long Reach Watering Can, Plastic, 4.5 Litre, Green' }),
        rec({ name: 'ALLOTMENT SOCIETY SHED LOG: WATERING CAN HAWS 4.5 LTR LONG REACH GRN (SEEDLINGS)' }),
        rec({ title: 'Haws watering can ndogo lita 4.5, kijani — Jiji Nakuru' }),
      ],
      [
        rec({ title: 'Haws Traditional Galvanised Steel Watering Can, 8.8 Litre' }),
        rec({ name: 'HOUSE CLEARANCE AUCTION LOT 230 (GARDEN): WATERING CAN GALV HAWS 8.8L, ROSE MISSING' }),
        rec({ title: 'Chupa ya kumwagilia Haws ya bati (galvanised) lita 8.8 — Jiji Eldoret' }),
      ],
    ],
  },
];
