// Held-out pair set 29, product_electronics (see bench/pairs/heldout29.ts): laser distance meters by model, LED
// headlamps by model, beginner telescopes by model and mount, bicycle lights by model and output, digital voice
// recorders by model, stud finders by model, USB and Wi-Fi inspection cameras by model and cable, and night vision
// monoculars by model; each as a maker's or shop's title, a second source under other field names (`name`, `mpn`,
// `manufacturer`) — a quantity surveyor's site kit register, a caving club's gear store list, a school astronomy
// club's loan book, a bike courier firm's kit issue log, a newsroom's equipment log, a handyman co-op's tool
// library card, a plumber's van stock sheet, an anti-poaching unit's kit list — and a third source (a Jiji,
// Gumtree SA, Marktplaats, Kleinanzeigen, Leboncoin or Facebook Marketplace post; Twi, Welsh, Afrikaans, Dutch,
// Pidgin, German, French or Swahili wording). The brands are real; their model and part codes are the shape the
// makers use, written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS29: readonly Family[] = [
  {
    // One maker's laser distance meters: the GLM 20 (20 m), the GLM 40 (40 m, angle), and the GLM 50 C (50 m,
    // Bluetooth).
    kind: 'laser distance meters by model',
    variants: [
      [
        rec({ title: 'Bosch GLM 20 Laser Measure 20m, Compact', brand: 'Bosch Professional', model: '0601072E00', price: 'GH₵ 850' }),
        rec({ name: 'QS SITE KIT REGISTER (EAST LEGON PROJ.) #K-03: LASER MEASURE BOSCH GLM20 (20M) - ISSUED TO SNR QS', mpn: '0 601 072 E00', manufacturer: 'Robert Bosch GmbH' }),
        rec({ title: 'Bosch GLM 20 laser tape, 20 meters, ɛyɛ adwuma yie — Jiji Accra', model: 'GLM20', price: 'GH₵ 520' }),
      ],
      [
        rec({ title: 'Bosch GLM 40 Professional Laser Distance Measurer 40m with Pouch', brand: 'Bosch', model: '0601072900', price: 'GH₵ 1,350' }),
        rec({ name: 'QS SITE KIT REGISTER #K-04: LASER DIST METER BOSCH GLM-40 PROF W/ POUCH', mpn: '0601072900', manufacturer: 'Bosch' }),
        rec({ title: 'Bosch Professional GLM40 laser meter (40m, angle sensor) — Jiji Kumasi', brand: 'BOSCH', model: 'GLM 40', price: 'GH₵ 900' }),
      ],
      [
        rec({ title: 'Bosch GLM 50 C Professional Laser Measure 50m, Bluetooth, Colour Display', brand: 'Bosch', model: '0601072C00', price: 'GH₵ 2,400' }),
        rec({ name: 'QS SITE KIT REGISTER #K-07: LASER MEAS BOSCH GLM 50C BT (APP) + 2X AA', mpn: '0601072C00', manufacturer: 'Robert Bosch Power Tools' }),
        rec({ title: 'Bosch GLM 50 C bluetooth laser, connects to phone — Jiji Takoradi', model: 'GLM50C', price: 'GH₵ 1,600' }),
      ],
    ],
  },
  {
    // One maker's headlamps: the Tikkina (250 lm), the Tikka (350 lm), and the Actik Core (rechargeable, 600 lm).
    kind: 'LED headlamps by model',
    variants: [
      [
        rec({ title: 'Petzl Tikkina Headlamp 250 Lumens, Black', brand: 'Petzl', model: 'E060AA00', price: '£22.00' }),
        rec({ name: 'CAVING CLUB GEAR STORE LIST (SWCC PENWYLLT) BOX 2: HEADTORCH PETZL TIKKINA 250LM BLK (AAA) X8', mpn: 'E060AA00', manufacturer: 'Petzl' }),
        rec({ title: 'Lamp pen Petzl Tikkina, 250 lumen, batris AAA — Facebook Marketplace Abertawe', model: 'Tikkina', price: '£10' }),
      ],
      [
        rec({ title: 'Petzl Tikka Headlamp 350 Lumens, Blue', brand: 'Petzl', model: 'E061AA01', price: '£30.00' }),
        rec({ name: 'CAVING CLUB GEAR STORE LIST BOX 2: HEADTORCH PETZL TIKKA 350LM BLUE (NOT TIKKINA)', mpn: 'E061AA01', manufacturer: 'PETZL Distribution' }),
        rec({ title: 'Petzl Tikka head torch 350lm blue, hardly used — Gumtree Cardiff', brand: 'petzl', model: 'TIKKA', price: '£14' }),
      ],
      [
        rec({ title: 'Petzl Actik Core Rechargeable Headlamp 600 Lumens, Black', brand: 'Petzl', model: 'E065AA00', price: '£60.00' }),
        rec({ name: 'CAVING CLUB GEAR STORE LIST BOX 3: HEADTORCH RECHG PETZL ACTIK CORE 600LM + CORE BATT', mpn: 'E065AA00', manufacturer: 'Petzl' }),
        rec({ title: 'Petzl Actik Core 600 lumen, batri ailwefradwy CORE — Facebook Marketplace Aberhonddu', model: 'Actik Core', price: '£32' }),
      ],
    ],
  },
  {
    // One maker's beginner telescopes: the AstroMaster 70AZ, the AstroMaster 114EQ (reflector, equatorial), and the
    // PowerSeeker 70EQ.
    kind: 'beginner telescopes by model and mount',
    variants: [
      [
        rec({ title: 'Celestron AstroMaster 70AZ Refractor Telescope', brand: 'Celestron', model: '21061', price: 'R 3,299' }),
        rec({ name: 'SCHOOL ASTRONOMY CLUB LOAN BOOK (GREY HIGH, PE) T1: TELESCOPE CELESTRON ASTROMASTER 70 AZ REFRACTOR + TRIPOD', mpn: '21061', manufacturer: 'Celestron LLC' }),
        rec({ title: 'Teleskoop Celestron AstroMaster 70AZ, met driepoot — Gumtree Gqeberha', brand: 'Celestron', model: 'AstroMaster 70 AZ', price: 'R 1,800' }),
      ],
      [
        rec({ title: 'Celestron AstroMaster 114EQ Newtonian Reflector Telescope', brand: 'Celestron', model: '31042', price: 'R 5,499' }),
        rec({ name: 'SCHOOL ASTRONOMY CLUB LOAN BOOK T2: TELESCOPE CELESTRON ASTROMASTER 114 EQ (REFLECTOR, EQ MOUNT)', mpn: '31042', manufacturer: 'Celestron' }),
        rec({ title: 'Celestron Astromaster 114EQ weerkaatser teleskoop, ekwatoriale monteering — Gumtree Bloemfontein', model: '114EQ', price: 'R 3,000' }),
      ],
      [
        rec({ title: 'Celestron PowerSeeker 70EQ Refractor Telescope', brand: 'Celestron', model: '21037', price: 'R 2,699' }),
        rec({ name: 'SCHOOL ASTRONOMY CLUB LOAN BOOK T3: TELESCOPE CELESTRON POWERSEEKER 70EQ (WOBBLY LEG)', mpn: '21037', manufacturer: 'Celestron LLC' }),
        rec({ title: 'Celestron Powerseeker 70 EQ telescope for kids — Gumtree Durban', brand: 'CELESTRON', model: 'PowerSeeker 70EQ', price: 'R 1,200' }),
      ],
    ],
  },
  {
    // One maker's front bike lights: the Volt 400, the Volt 800, and the AMPP 500.
    kind: 'bicycle front lights by model and output',
    variants: [
      [
        rec({ title: 'CatEye Volt 400 Front Bike Light, USB Rechargeable, 400 Lumen', brand: 'CatEye', model: 'HL-EL461RC', price: '€ 44,95' }),
        rec({ name: 'FIETSKOERIER KIT ISSUE LOG (AMSTERDAM-WEST) L-22: KOPLAMP CATEYE VOLT400 USB - RIDER 14', mpn: 'HL-EL461RC', manufacturer: 'CATEYE Co Ltd' }),
        rec({ title: 'Cateye Volt 400 koplamp oplaadbaar, met houder — Marktplaats Amsterdam', model: 'Volt400', price: '€ 20' }),
      ],
      [
        rec({ title: 'CatEye Volt 800 Front Bike Light, 800 Lumen, Rechargeable', brand: 'CatEye', model: 'HL-EL471RC', price: '€ 89,95' }),
        rec({ name: 'FIETSKOERIER KIT ISSUE LOG L-23: KOPLAMP CATEYE VOLT 800LM (NIGHT SHIFT)', mpn: 'HL EL471RC', manufacturer: 'Cateye' }),
        rec({ title: 'CatEye Volt800 fietslamp 800 lumen, accu nog goed — Marktplaats Utrecht', brand: 'Cateye', model: 'VOLT 800', price: '€ 40' }),
      ],
      [
        rec({ title: 'CatEye AMPP 500 Front Bike Light, 500 Lumen', brand: 'CatEye', model: 'HL-EL085RC', price: '€ 54,95' }),
        rec({ name: 'FIETSKOERIER KIT ISSUE LOG L-31: KOPLAMP CATEYE AMPP500 (NIET VOLT)', mpn: 'HL-EL085RC', manufacturer: 'CATEYE' }),
        rec({ title: 'Cateye Ampp 500 lamp, 500lm, usb — Marktplaats Den Haag', model: 'AMPP500', price: '€ 25' }),
      ],
    ],
  },
  {
    // One maker's voice recorders: the ICD-UX570 (silver), the ICD-UX570 in black (another article), and the
    // ICD-PX370.
    kind: 'digital voice recorders by model and colour',
    variants: [
      [
        rec({ title: 'Sony ICD-UX570 Digital Voice Recorder 4GB, Silver', brand: 'Sony', model: 'ICDUX570S.CE7', price: '₦95,000' }),
        rec({ name: 'NEWSROOM EQUIP LOG (IKEJA DESK) R-09: RECORDER SONY ICD UX570 SILVER 4GB - POLITICS DESK', mpn: 'ICD-UX570S', manufacturer: 'Sony Corporation' }),
        rec({ title: 'Sony UX570 voice recorder silver, e dey record clear, journalist use — Jiji Lagos', model: 'ICD-UX570', price: '₦60,000' }),
      ],
      [
        rec({ title: 'Sony ICD-UX570 Digital Voice Recorder 4GB, Black', brand: 'Sony', model: 'ICDUX570B.CE7', price: '₦95,000' }),
        rec({ name: 'NEWSROOM EQUIP LOG R-10: RECORDER SONY ICD-UX570 BLK 4GB', mpn: 'ICD-UX570B', manufacturer: 'Sony' }),
        rec({ title: 'Sony ICD UX570 black recorder, with pouch — Jiji Abuja', brand: 'SONY', model: 'UX570 black', price: '₦58,000' }),
      ],
      [
        rec({ title: 'Sony ICD-PX370 Mono Digital Voice Recorder 4GB with USB', brand: 'Sony', model: 'ICDPX370.CE7', price: '₦55,000' }),
        rec({ name: 'NEWSROOM EQUIP LOG R-14: RECORDER SONY PX370 MONO (AAA) - SPORTS', mpn: 'ICD-PX370', manufacturer: 'Sony Corp' }),
        rec({ title: 'Sony PX 370 recorder, e still dey work, small scratch — Jiji Ibadan', model: 'ICD-PX370', price: '₦30,000' }),
      ],
    ],
  },
  {
    // One maker's stud finders: the e50 (edge finding), the A200 (center finding, AC), and the MultiScanner i520.
    kind: 'stud finders by model',
    variants: [
      [
        rec({ title: 'Zircon StudSensor e50 Electronic Wall Scanner', brand: 'Zircon', model: '68577', price: 'KSh 6,500' }),
        rec({ name: 'HANDYMAN CO-OP TOOL LIBRARY CARD (KASARANI) T-118: STUD FINDER ZIRCON E50 EDGE', mpn: '68577', manufacturer: 'Zircon Corporation' }),
        rec({ title: 'Zircon e50 stud sensor, kifaa cha kutafuta mbao ukutani — Jiji Nairobi', model: 'StudSensor e50', price: 'KSh 3,500' }),
      ],
      [
        rec({ title: 'Zircon StudSensor A200 Center Finding Stud Finder with AC Detection', brand: 'Zircon', model: '68604', price: 'KSh 8,900' }),
        rec({ name: 'HANDYMAN CO-OP TOOL LIBRARY CARD T-119: STUD FINDER ZIRCON A-200 CENTRE + AC', mpn: '68604', manufacturer: 'Zircon' }),
        rec({ title: 'Zircon A200 stud finder center finding na AC wire warning — Jiji Thika', brand: 'ZIRCON', model: 'A200', price: 'KSh 5,000' }),
      ],
      [
        rec({ title: 'Zircon MultiScanner i520 Stud Finder, Metal and AC Scan', brand: 'Zircon', model: '62135', price: 'KSh 11,500' }),
        rec({ name: 'HANDYMAN CO-OP TOOL LIBRARY CARD T-120: MULTISCANNER ZIRCON I520 (METAL/AC/DEEPSCAN)', mpn: '62135', manufacturer: 'Zircon Corp.' }),
        rec({ title: 'Zircon Multiscanner i 520, metal scan, as new — Jiji Mombasa', model: 'i520', price: 'KSh 7,000' }),
      ],
    ],
  },
  {
    // One maker's inspection cameras: the WF010 (Wi-Fi, 3.5 m cable), the WF010 with a 10 m cable (another
    // article), and the DS300 (with its own screen).
    kind: 'inspection cameras by model and cable',
    variants: [
      [
        rec({ title: 'DEPSTECH WF010 Wireless Endoscope Inspection Camera, 3.5m Semi-Rigid Cable', brand: 'DEPSTECH', model: 'WF010-3.5M', price: '€ 39,99' }),
        rec({ name: 'SANITÄR TRANSPORTER LAGERLISTE (FA. KÖHLER, VAN 2) POS 44: ENDOSKOP KAMERA DEPSTECH WF010 WIFI 3,5M', mpn: 'WF010 3.5m', manufacturer: 'Depstech' }),
        rec({ title: 'Endoskopkamera Depstech WF010 WLAN 3,5 m Kabel — Kleinanzeigen Köln', model: 'WF010', price: '20 €' }),
      ],
      [
        rec({ title: 'DEPSTECH WF010 Wireless Endoscope Inspection Camera, 10m Semi-Rigid Cable', brand: 'DEPSTECH', model: 'WF010-10M', price: '€ 49,99' }),
        rec({ name: 'SANITÄR TRANSPORTER LAGERLISTE POS 45: ENDOSKOP DEPSTECH WF010 WIFI 10M KABEL (ROHR)', mpn: 'WF010 10m', manufacturer: 'DEPSTECH' }),
        rec({ title: 'Depstech WF 010 Endoskop mit 10m Kabel für Abflussrohr — Kleinanzeigen Bonn', brand: 'Depstech', model: 'WF010 10 m', price: '25 €' }),
      ],
      [
        rec({ title: 'DEPSTECH DS300 Industrial Endoscope with 7 inch IPS Screen, 5m Cable', brand: 'DEPSTECH', model: 'DS300', price: '€ 99,99' }),
        rec({ name: 'SANITÄR TRANSPORTER LAGERLISTE POS 46: ENDOSKOP DEPSTECH DS-300 MIT 7" MONITOR 5M', mpn: 'DS-300', manufacturer: 'Depstech' }),
        rec({ title: 'Caméra d’inspection Depstech DS300 écran 7 pouces — Leboncoin Strasbourg', model: 'DS 300', price: '55 €' }),
      ],
    ],
  },
  {
    // One maker's night vision monoculars: the Swift 2, the Swift 2 Pro (longer range), and the Corsac binocular.
    kind: 'night vision monoculars by model',
    variants: [
      [
        rec({ title: 'Nightfox Swift 2 Digital Night Vision Monocular, 100m IR', brand: 'Nightfox', model: 'Swift 2', price: 'KSh 24,000' }),
        rec({ name: 'ANTI-POACHING UNIT KIT LIST (OL PEJETA, TEAM B) NV-3: MONOCULAR NIGHT VIS NIGHTFOX SWIFT2 100M', mpn: 'NFSWIFT2', manufacturer: 'Nightfox' }),
        rec({ title: 'Nightfox Swift-2 monocular ya kuona usiku — Jiji Nanyuki', model: 'Swift2', price: 'KSh 15,000' }),
      ],
      [
        rec({ title: 'Nightfox Swift 2 Pro Digital Night Vision Monocular, 250m IR', brand: 'Nightfox', model: 'Swift 2 Pro', price: 'KSh 33,000' }),
        rec({ name: 'ANTI-POACHING UNIT KIT LIST NV-4: MONOCULAR NIGHTFOX SWIFT 2 PRO 250M IR (NOT STD)', mpn: 'NFSWIFT2PRO', manufacturer: 'NIGHTFOX' }),
        rec({ title: 'Nightfox Swift2 Pro night vision 250m, kamili — Jiji Nairobi', brand: 'Nightfox', model: 'Swift 2Pro', price: 'KSh 21,000' }),
      ],
      [
        rec({ title: 'Nightfox Corsac Digital Night Vision Binocular, Widescreen', brand: 'Nightfox', model: 'Corsac', price: 'KSh 30,000' }),
        rec({ name: 'ANTI-POACHING UNIT KIT LIST NV-6: BINO NIGHT VIS NIGHTFOX CORSAC WIDESCRN', mpn: 'NFCORSAC', manufacturer: 'Nightfox' }),
        rec({ title: 'Nightfox Corsac darubini ya usiku (binocular) — Jiji Nakuru', model: 'CORSAC', price: 'KSh 18,000' }),
      ],
    ],
  },
];
