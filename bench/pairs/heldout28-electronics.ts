// Held-out pair set 28, product_electronics (see bench/pairs/heldout28.ts): clip-on instrument tuners by model,
// digital metronomes by model and colour, OBD2 car diagnostic scanners by model, trail cameras by model and flash,
// cycle computers by model and bundle, card payment terminals by model and printer, document cameras by model, and
// wireless presenters by model; each as a maker's or shop's title, a second source under other field names (`name`,
// `mpn`, `manufacturer`) — a music school's instrument-room inventory, a mechanic's diagnostic kit register, a game
// reserve ranger's equipment sign-out sheet, a cycling club's hire list, a market trader's card-machine rental
// invoice, a school district's tender award line, a conference venue's AV hire sheet — and a third source (a
// Marktplaats, Vinted, Leboncoin, Jiji, Jumia, Gumtree SA or OLX Portugal post; Dutch, French, Portuguese, Spanish,
// Yoruba, Swahili, isiXhosa or Pidgin wording). The brands are real; their model and part codes are the shape the
// makers use, written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS28: readonly Family[] = [
  {
    // One maker's clip-on tuners: the SN-5 (guitar, bass, violin), the SN-8 Super Tight, and the ST-2 (all
    // instruments, rechargeable).
    kind: 'clip-on instrument tuners by model',
    variants: [
      [
        rec({ title: 'Snark SN-5 Clip-On Tuner for Guitar, Bass and Violin', brand: 'Snark', model: 'SN-5', price: '£12.99' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY (LEWISHAM MUSIC HUB) SHELF T: TUNER CLIP SNARK SN5 GTR/BASS/VLN X12', mpn: 'SN5', manufacturer: 'Snark Tuners' }),
        rec({ title: 'Stemapparaat Snark SN-5 clip tuner, gitaar/bas/viool, werkt prima — Marktplaats Utrecht', model: 'SN 5', price: '€ 8' }),
      ],
      [
        rec({ title: 'Snark SN-8 Super Tight All Instrument Clip-On Tuner', brand: 'Snark', model: 'SN-8', price: '£14.99' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY SHELF T: TUNER CLIP SNARK SN-8 SUPER TIGHT (ALL INSTR) X6', mpn: 'SN-8', manufacturer: 'Snark' }),
        rec({ title: 'Snark Super Tight SN8 stemapparaat alle instrumenten — Marktplaats Haarlem', brand: 'SNARK', model: 'SN8', price: '€ 9' }),
      ],
      [
        rec({ title: 'Snark ST-2 Super Tight Rechargeable Clip-On Chromatic Tuner, USB-C', brand: 'Snark', model: 'ST-2', price: '£24.99' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY SHELF T: TUNER RECHARGEABLE SNARK ST2 (USB) - LOANED BRASS DEPT', mpn: 'ST2', manufacturer: 'Snark Tuners' }),
        rec({ title: 'Snark ST-2 oplaadbare stemapparaat met USB kabel — Marktplaats Leiden', model: 'ST-2 Super Tight', price: '€ 15' }),
      ],
    ],
  },
  {
    // One maker's digital metronomes: the MA-2 in black, the MA-2 in blue (another article number), and the
    // KDM-3 with a speaker and wood-grain case.
    kind: 'digital metronomes by model and colour',
    variants: [
      [
        rec({ title: 'Korg MA-2 Compact Digital Metronome, Black', brand: 'Korg', model: 'MA-2 BKBK', price: '£17.00' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY SHELF M: METRONOME DIGI KORG MA2 BLK X10', mpn: 'MA-2BKBK', manufacturer: 'KORG Inc' }),
        rec({ title: 'Métronome Korg MA-2 noir, pile neuve — Leboncoin Lyon', brand: 'Korg', model: 'MA2', price: '10 €' }),
      ],
      [
        rec({ title: 'Korg MA-2 Compact Digital Metronome, Blue/Black', brand: 'Korg', model: 'MA-2 BLBK', price: '£17.00' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY SHELF M: METRONOME KORG MA-2 BLUE X4', mpn: 'MA2BLBK', manufacturer: 'Korg' }),
        rec({ title: 'Métronome Korg MA-2 bleu, comme neuf — Leboncoin Nantes', model: 'MA-2 bleu', price: '12 €' }),
      ],
      [
        rec({ title: 'Korg KDM-3 Digital Metronome with Speaker, Wood Grain Finish', brand: 'Korg', model: 'KDM-3-WD', price: '£39.00' }),
        rec({ name: 'MUSIC SCHOOL INSTR ROOM INVENTORY PIANO RM 2: METRONOME KORG KDM3 (WOOD, LOUD SPKR)', mpn: 'KDM-3 WD', manufacturer: 'KORG' }),
        rec({ title: 'Métronome numérique Korg KDM-3 façon bois, haut-parleur puissant — Leboncoin Lille', brand: 'KORG', model: 'KDM3', price: '25 €' }),
      ],
    ],
  },
  {
    // One maker's OBD2 tools: the AL319 code reader, the AL329 (with a speaker and colour screen), and the MK808
    // tablet scanner.
    kind: 'OBD2 car diagnostic scanners by model',
    variants: [
      [
        rec({ title: 'Autel AutoLink AL319 OBD2 Scanner Code Reader, Engine Light', brand: 'Autel', model: 'AL319', price: '₦45,000' }),
        rec({ name: 'MECHANIC DIAG KIT REGISTER (LADIPO AUTO MKT, SHOP 41) ITEM 2: CODE READER AUTEL AUTOLINK 319 - SMALL RED ONE', mpn: 'AL-319', manufacturer: 'Autel Intelligent Tech' }),
        rec({ title: 'Autel AL319 scanner, e dey read check engine code well well, Ladipo — Jiji Lagos', model: 'AL 319', price: '₦38,000' }),
      ],
      [
        rec({ title: 'Autel AutoLink AL329 OBD2 Scanner with Colour Screen, I/M Readiness Hotkey', brand: 'Autel', model: 'AL329', price: '₦58,000' }),
        rec({ name: 'MECHANIC DIAG KIT REGISTER ITEM 3: CODE READER AUTEL AL329 COLOUR SCRN W/ HOTKEY', mpn: 'AL329', manufacturer: 'Autel' }),
        rec({ title: 'Ẹrọ ayẹwo ọkọ Autel AutoLink AL-329 (colour screen) — Jiji Ibadan', brand: 'AUTEL', model: 'AL-329', price: '₦50,000' }),
      ],
      [
        rec({ title: 'Autel MaxiCOM MK808 Full System Diagnostic Tablet, 7 inch', brand: 'Autel', model: 'MK808', price: '₦420,000' }),
        rec({ name: 'MECHANIC DIAG KIT REGISTER ITEM 7: DIAG TABLET AUTEL MAXICOM MK-808 FULL SYS + CASE, UPDATED 03/24', mpn: 'MK808', manufacturer: 'Autel Intelligent Technology Corp' }),
        rec({ title: 'Autel Maxicom MK 808 tablet scanner, all systems, with box — Jiji Port Harcourt', model: 'MaxiCOM MK808', price: '₦360,000' }),
      ],
    ],
  },
  {
    // One maker's trail cameras: the Core 24MP low glow, the Core DS No Glow (dual sensor, black flash), and the
    // Core DS low glow.
    kind: 'trail cameras by model and flash',
    variants: [
      [
        rec({ title: 'Bushnell Core 24MP Low Glow Trail Camera, Tree Bark Camo', brand: 'Bushnell', model: '119936C', price: 'R 3,999' }),
        rec({ name: 'RANGER EQUIP SIGN-OUT SHEET (MADIKWE, SECTION 3) #C-11: TRAIL CAM BUSHNELL CORE 24MP LOW GLO - RANGER M.', mpn: '119936C', manufacturer: 'Bushnell Outdoor' }),
        rec({ title: 'Ikhamera yasendle Bushnell Core 24MP low glow, ibhetri ezi-8 — Gumtree East London', brand: 'Bushnell', model: 'Core 24MP', price: 'R 2,200' }),
      ],
      [
        rec({ title: 'Bushnell Core DS No Glow 30MP Dual Sensor Trail Camera, Black', brand: 'Bushnell', model: '119977C', price: 'R 5,499' }),
        rec({ name: 'RANGER EQUIP SIGN-OUT SHEET #C-14: TRAIL CAM BUSHNELL CORE DS NO-GLOW (BLK FLASH) DUAL SENSOR', mpn: '119977-C', manufacturer: 'Bushnell' }),
        rec({ title: 'Bushnell Core DS no glow trail cam (black LEDs, dual sensor) — Gumtree Polokwane', model: 'Core DS No Glow', price: 'R 3,600' }),
      ],
      [
        rec({ title: 'Bushnell Core DS Low Glow 30MP Dual Sensor Trail Camera, Tree Bark Camo', brand: 'Bushnell', model: '119975C', price: 'R 4,999' }),
        rec({ name: 'RANGER EQUIP SIGN-OUT SHEET #C-15: TRAIL CAM BUSHNELL CORE DS LOW GLOW CAMO', mpn: '119975C', manufacturer: 'Bushnell Outdoor Products' }),
        rec({ title: 'Bushnell Core DS low glow camo, dual sensor, SD 32GB incl — Gumtree Nelspruit', brand: 'BUSHNELL', model: 'Core DS', price: 'R 3,200' }),
      ],
    ],
  },
  {
    // One maker's cycle computers: the Edge 130 Plus unit, the Edge 530 unit, and the Edge 530 mountain bike
    // bundle (with the remote and mount: another article).
    kind: 'cycle computers by model and bundle',
    variants: [
      [
        rec({ title: 'Garmin Edge 130 Plus GPS Bike Computer (Device Only)', brand: 'Garmin', model: '010-02385-01', price: '€ 179,99' }),
        rec({ name: 'CYCLING CLUB HIRE LIST (CLUBE CICLISMO SINTRA) G-04: GPS BIKE COMP GARMIN EDGE 130+ UNIT ONLY', mpn: '010-02385-01', manufacturer: 'Garmin Ltd' }),
        rec({ title: 'Ciclocomputador Garmin Edge 130 Plus, só unidade, com suporte — OLX Porto', model: 'Edge 130 Plus', price: '€ 95' }),
      ],
      [
        rec({ title: 'Garmin Edge 530 GPS Cycling Computer (Device Only)', brand: 'Garmin', model: '010-02060-01', price: '€ 299,99' }),
        rec({ name: 'CYCLING CLUB HIRE LIST G-07: GPS BIKE COMP GARMIN EDGE 530 UNIT + USB CBL', mpn: '010-02060-01', manufacturer: 'Garmin' }),
        rec({ title: 'Garmin Edge 530 ciclocomputador GPS, pouco uso — OLX Lisboa', brand: 'Garmin', model: 'Edge530', price: '€ 170' }),
      ],
      [
        rec({ title: 'Garmin Edge 530 Mountain Bike Bundle (with Edge Remote and MTB Mount)', brand: 'Garmin', model: '010-02060-21', price: '€ 349,99' }),
        rec({ name: 'CYCLING CLUB HIRE LIST G-08: GARMIN EDGE 530 MTB BUNDLE (REMOTE + MTB MOUNT + SILICONE CASE)', mpn: '010-02060-21', manufacturer: 'Garmin' }),
        rec({ title: 'Garmin Edge 530 pack BTT con mando y soporte MTB — Wallapop Vigo', model: 'Edge 530 MTB Bundle', price: '€ 210' }),
      ],
    ],
  },
  {
    // One provider's card readers: the Air, the Solo, and the Solo with its printer dock (another article).
    kind: 'card payment terminals by model and printer',
    variants: [
      [
        rec({ title: 'SumUp Air Card Reader, Contactless, Chip & PIN, Bluetooth', brand: 'SumUp', model: 'Air', price: '£39.00' }),
        rec({ name: 'MARKET TRADER CARD MACHINE RENTAL INV 2291 (ST GEORGES MKT NORWICH, STALL 18): SUMUP AIR READER + CHG CABLE', mpn: 'AIR1', manufacturer: 'SumUp Payments Ltd' }),
        rec({ title: 'SumUp Air card reader, works with app, ex-market stall — Gumtree Norwich', brand: 'Sumup', model: 'Air', price: '£18' }),
      ],
      [
        rec({ title: 'SumUp Solo Standalone Card Reader with Touchscreen and SIM', brand: 'SumUp', model: 'Solo', price: '£79.00' }),
        rec({ name: 'MARKET TRADER CARD MACHINE RENTAL INV 2292: SUMUP SOLO (TOUCHSCRN, BUILT-IN SIM) NO PRINTER', mpn: 'SOLO1', manufacturer: 'SumUp' }),
        rec({ title: 'Terminal de pago SumUp Solo con pantalla táctil y SIM — Wallapop Málaga', model: 'SumUp Solo', price: '€ 45' }),
      ],
      [
        rec({ title: 'SumUp Solo & Printer Bundle, Card Reader with Receipt Printer Dock', brand: 'SumUp', model: 'Solo + Printer', price: '£139.00' }),
        rec({ name: 'MARKET TRADER CARD MACHINE RENTAL INV 2301: SUMUP SOLO W/ PRINTER DOCK + 5 ROLLS', mpn: 'SOLO-PRN', manufacturer: 'SumUp Payments' }),
        rec({ title: 'SumUp Solo met bonprinter (dock), compleet in doos — Marktplaats Eindhoven', brand: 'SumUp', model: 'Solo & Printer', price: '€ 80' }),
      ],
    ],
  },
  {
    // One maker's document cameras: the V4K (USB), the VZ-R (HDMI and USB), and the Do-Cam (folding, for
    // laptops).
    kind: 'document cameras by model',
    variants: [
      [
        rec({ title: 'IPEVO V4K Ultra High Definition 8MP USB Document Camera', brand: 'IPEVO', model: 'V4K', price: 'KSh 16,500' }),
        rec({ name: 'SCHOOL DISTRICT TENDER AWARD (KIAMBU SUB-COUNTY) LOT 4 L.2: DOC CAMERA IPEVO V4K USB 8MP X 40 OR EQUIV', mpn: '5-883-4-01-00', manufacturer: 'IPEVO Inc' }),
        rec({ title: 'Kamera ya nyaraka IPEVO V4K, USB, kwa darasa — Jiji Nairobi', model: 'V-4K', price: 'KSh 11,000' }),
      ],
      [
        rec({ title: 'IPEVO VZ-R HDMI/USB 8MP Dual Mode Document Camera', brand: 'IPEVO', model: 'VZ-R', price: 'KSh 29,900' }),
        rec({ name: 'SCHOOL DISTRICT TENDER AWARD LOT 4 L.3: DOC CAMERA IPEVO VZR (HDMI+USB) X 12', mpn: '5-884-4-01-00', manufacturer: 'IPEVO' }),
        rec({ title: 'IPEVO VZR document camera, HDMI direct to projector — Jiji Nakuru', brand: 'Ipevo', model: 'VZR', price: 'KSh 18,000' }),
      ],
      [
        rec({ title: 'IPEVO Do-Cam USB Document Camera for Laptops, Foldable', brand: 'IPEVO', model: 'Do-Cam', price: 'KSh 13,200' }),
        rec({ name: 'CONFERENCE VENUE AV HIRE SHEET (KICC ANNEX) #AV-58: VISUALISER IPEVO DOCAM FOLDING (LAPTOP)', mpn: '5-887-4-01-00', manufacturer: 'IPEVO' }),
        rec({ title: 'IPEVO DoCam kamera ya kukunja kwa laptop, kama mpya — Jiji Eldoret', model: 'DoCam', price: 'KSh 8,000' }),
      ],
    ],
  },
  {
    // One maker's presenters: the R400, the R500s (laser, Bluetooth and USB), and the Spotlight (no laser).
    kind: 'wireless presenters by model',
    variants: [
      [
        rec({ title: 'Logitech R400 Wireless Presenter with Red Laser Pointer', brand: 'Logitech', model: '910-001356', price: 'GH₵ 520' }),
        rec({ name: 'CONFERENCE VENUE AV HIRE SHEET (AICC ACCRA) #AV-12: CLICKER LOGI R400 RED LASER + DONGLE', mpn: '910-001356', manufacturer: 'Logitech International' }),
        rec({ title: 'Logitech R400 presenter clicker, laser red, with USB receiver — Jiji Accra', brand: 'Logitech', model: 'R400', price: 'GH₵ 300' }),
      ],
      [
        rec({ title: 'Logitech R500s Laser Presentation Remote, Bluetooth and USB, Graphite', brand: 'Logitech', model: '910-006520', price: 'GH₵ 650' }),
        rec({ name: 'CONFERENCE VENUE AV HIRE SHEET #AV-13: CLICKER LOGITECH R500S (BT/USB) GRAPHITE', mpn: '910-006520', manufacturer: 'Logitech' }),
        rec({ title: 'Logitech R500 s presentation remote, bluetooth, grey — Jiji Kumasi', model: 'R500s', price: 'GH₵ 380' }),
      ],
      [
        rec({ title: 'Logitech Spotlight Presentation Remote, Slate (Digital Highlight, No Laser)', brand: 'Logitech', model: '910-004861', price: 'GH₵ 1,450' }),
        rec({ name: 'CONFERENCE VENUE AV HIRE SHEET #AV-14: PRESENTER LOGITECH SPOTLIGHT SLATE (NO LASER, USB-C CHG)', mpn: '910-004861', manufacturer: 'Logitech Europe SA' }),
        rec({ title: 'Logitech Spotlight presenter (digital pointer, no laser), slate — Jiji Takoradi', brand: 'LOGITECH', model: 'Spotlight', price: 'GH₵ 900' }),
      ],
    ],
  },
];
