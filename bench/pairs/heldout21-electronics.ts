// Held-out pair set 21, product_electronics (see bench/pairs/heldout21.ts): espresso machines by pump and milk system,
// cordless stick vacuum cleaners by battery and kit, USB-C docking stations by port count, record players by drive and
// speakers, air purifiers by room size and filter, bathroom scales by sensing, dehumidifiers by litres per day, and
// ring lights by diameter and stand; each as a shop, marketplace or price-comparison title, a stock-sheet, invoice or
// market-stall line in caps with cut words, and a third source (a WhatsApp, Facebook or second-hand post, a hospital,
// university or office procurement line "… or equivalent", Igbo, Pidgin, Swahili, Twi, Xhosa, Afrikaans, Greek,
// Italian, Czech, Irish English, Portuguese). Barcodes are EAN-13 with a computed check digit (illustrative, not the
// makers' own); model codes are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS21: readonly Family[] = [
  {
    // One maker's pump espresso machines: manual steam wand, the same with a milk carafe (LatteCrema), and the compact one.
    kind: 'espresso machines by pump and milk system',
    variants: [
      [
        rec({ title: 'De\'Longhi Dedica Style EC685.M Pump Espresso Machine, 15 bar, Manual Milk Frother, Metal', brand: 'De\'Longhi', model: 'EC685.M', price: '£169.99' }),
        rec({ title: 'DELONGHI ESPR DEDICA EC685M 15BAR SLV 8005420156889', model: 'EC685M', price: '£149.00' }),
        rec({ title: 'Macchina da caffè espresso De\'Longhi Dedica EC685.M, lancia vapore manuale, usata pochissimo. Torino', brand: 'DeLonghi', model: 'EC 685.M', price: '90 €' }),
      ],
      [
        rec({ title: 'De\'Longhi Dedica Arte EC885.GY Pump Espresso Machine, 15 bar, Professional Milk Wand, Grey', brand: 'De\'Longhi', model: 'EC885.GY', price: '£219.99' }),
        rec({ title: 'DELONGHI ESPR DEDICA ARTE EC885GY 15BAR GRY 8005420158555', model: 'EC885GY', price: '£199.00' }),
        rec({ title: 'Macchina espresso De\'Longhi Dedica Arte EC885.GY grigia, lancia latte professionale. Torino', brand: 'DeLonghi', model: 'EC 885.GY', price: '130 €' }),
      ],
      [
        rec({ title: 'De\'Longhi Dedica Maestro Plus EC950.M Espresso Machine, LatteCrema Automatic Milk System, Metal', brand: 'De\'Longhi', model: 'EC950.M', price: '£449.99' }),
        rec({ title: 'DELONGHI ESPR DEDICA MAESTRO+ EC950M LATTECREMA 8005420159545', model: 'EC950M', price: '£409.00' }),
        rec({ title: 'Espresso machine, pump 15 bar, automatic milk frothing system (staff lounge) — De\'Longhi EC950.M or equivalent, 2 No.', model: 'EC950.M' }),
      ],
    ],
  },
  {
    // One maker's cordless stick vacuums: V8 standard, V8 with the extra tools kit (Absolute) and V10 standard.
    kind: 'cordless stick vacuum cleaners by battery and kit',
    variants: [
      [
        rec({ title: 'Dyson V8 Cordless Stick Vacuum Cleaner, up to 40 min run time, Silver/Nickel', brand: 'Dyson', model: 'V8 (SV25)', price: 'R7,999.00' }),
        rec({ title: 'DYSON VAC STICK V8 CRDLS 40MIN SLV/NKL SV25 5885154761022', model: 'SV25', price: 'R7,499.00' }),
        rec({ title: 'Dyson V8 koordlose stokstofsuier, silwer, 40 min battery, goeie toestand. Bloemfontein', brand: 'Dyson', model: 'V8', price: 'R3,800' }),
      ],
      [
        rec({ title: 'Dyson V8 Absolute Cordless Stick Vacuum Cleaner, with Hair Screw Tool and Fluffy Head, Yellow/Nickel', brand: 'Dyson', model: 'V8 Absolute (SV25)', price: 'R9,499.00' }),
        rec({ title: 'DYSON VAC STICK V8 ABSOLUTE CRDLS YEL/NKL SV25 5885154761190', model: 'SV25-ABS', price: 'R8,999.00' }),
        rec({ title: 'Dyson V8 Absolute koordloos, geel, met fluffy kop en haarskroef-kop, goeie toestand. Bloemfontein', brand: 'Dyson', model: 'V8 Absolute', price: 'R4,900' }),
      ],
      [
        rec({ title: 'Dyson V10 Cordless Stick Vacuum Cleaner, up to 60 min run time, Blue/Nickel', brand: 'Dyson', model: 'V10 (SV12)', price: 'R10,999.00' }),
        rec({ title: 'DYSON VAC STICK V10 CRDLS 60MIN BLU/NKL SV12 5885154762012', model: 'SV12', price: 'R10,299.00' }),
        rec({ title: 'Isicoci sothuli esingenantambo Dyson V10, luhlaza okwesibhakabhaka, imizuzu engama-60. eQonce', brand: 'Dyson', model: 'V10', price: 'R6,000' }),
      ],
    ],
  },
  {
    // One maker's USB-C docks: 7-in-1 hub, 8-in-1 with Ethernet, and the 13-in-1 dual-display dock.
    kind: 'USB-C docking stations by port count',
    variants: [
      [
        rec({ title: 'UGREEN Revodok 7-in-1 USB-C Hub, 4K HDMI, 100W PD, SD/TF, 2x USB-A 3.0', brand: 'UGREEN', model: '50209', price: 'KSh 5,499' }),
        rec({ title: 'UGREEN USB-C HUB 7IN1 HDMI PD100W SD/TF 50209 6957018502092', model: '50209', price: 'KSh 4,950' }),
        rec({ title: 'UGREEN USB-C hub 7 in 1 (HDMI 4K, SD, TF, USB 3.0 x2, PD 100W), mpya kwa boksi. Moi Avenue, Nairobi', brand: 'Ugreen', model: '50209', price: 'KSh 4,200' }),
      ],
      [
        rec({ title: 'UGREEN Revodok 8-in-1 USB-C Hub with Gigabit Ethernet, 4K HDMI, 100W PD, SD/TF', brand: 'UGREEN', model: '60515', price: 'KSh 6,999' }),
        rec({ title: 'UGREEN USB-C HUB 8IN1 RJ45 HDMI PD100W 60515 6957018605151', model: '60515', price: 'KSh 6,450' }),
        rec({ title: 'UGREEN USB-C hub 8 in 1 ina Ethernet (RJ45), HDMI 4K, PD 100W, mpya. Moi Avenue, Nairobi', brand: 'Ugreen', model: '60515', price: 'KSh 5,500' }),
      ],
      [
        rec({ title: 'UGREEN Revodok Pro 13-in-1 USB-C Docking Station, Dual HDMI + DisplayPort, Gigabit Ethernet, 100W PD', brand: 'UGREEN', model: '90119', price: 'KSh 14,999' }),
        rec({ title: 'UGREEN USB-C DOCK 13IN1 2XHDMI DP RJ45 90119 6957018901192', model: '90119', price: 'KSh 13,900' }),
        rec({ title: 'Docking station, USB-C, 13 ports, two external displays, Gigabit LAN, 100 W pass-through (registry hot desks) — UGREEN 90119 or equivalent, 25 No.', model: '90119' }),
      ],
    ],
  },
  {
    // One maker's turntables: belt-drive with USB, direct-drive, and belt-drive with built-in speakers.
    kind: 'record players by drive and speakers',
    variants: [
      [
        rec({ title: 'Audio-Technica AT-LP60XUSB Fully Automatic Belt-Drive Turntable, USB, Black', brand: 'Audio-Technica', model: 'AT-LP60XUSB-BK', price: '€ 169,00' }),
        rec({ title: 'AUDIO-TECH T/TABLE LP60X USB BELT BLK 4717300482110', model: 'ATLP60XUSBBK', price: '€ 155,00' }),
        rec({ title: 'Audio-Technica LP60X USB record player, black, belt drive, barely used – collection Phibsborough', brand: 'Audio Technica', model: 'LP60XUSB', price: '€90' }),
      ],
      [
        rec({ title: 'Audio-Technica AT-LP120XUSB Direct-Drive Manual Turntable, USB, Black', brand: 'Audio-Technica', model: 'AT-LP120XUSB-BK', price: '€ 349,00' }),
        rec({ title: 'AUDIO-TECH T/TABLE LP120X USB DIRECT BLK 4717300482288', model: 'ATLP120XUSBBK', price: '€ 319,00' }),
        rec({ title: 'Audio-Technica LP120X USB direct drive turntable, black, boxed – collection Phibsborough', brand: 'Audio Technica', model: 'LP120XUSB', price: '€210' }),
      ],
      [
        rec({ title: 'Audio-Technica AT-LP60XSPBT Belt-Drive Turntable with Built-in Bluetooth Speakers, Black', brand: 'Audio-Technica', model: 'AT-LP60XSPBT-BK', price: '€ 279,00' }),
        rec({ title: 'AUDIO-TECH T/TABLE LP60X SPKR BT BLK 4717300482356', model: 'ATLP60XSPBTBK', price: '€ 255,00' }),
        rec({ title: 'Πικάπ Audio-Technica AT-LP60XSPBT με ενσωματωμένα ηχεία και Bluetooth, μαύρο', brand: 'Audio-Technica', model: 'LP60XSPBT', price: '230 €' }),
      ],
    ],
  },
  {
    // One maker's air purifiers: small room, medium room, and the medium room model with a humidifier.
    kind: 'air purifiers by room size and filter',
    variants: [
      [
        rec({ title: 'Philips Series 1000i Air Purifier AC1715/50, for rooms up to 78 m², HEPA + Active Carbon, App', brand: 'Philips', model: 'AC1715/50', price: '599 zł' }),
        rec({ title: 'PHILIPS AIR PURIF 1000I AC1715/50 78M2 HEPA 8710103934561', model: 'AC1715-50', price: '569 zł' }),
        rec({ title: 'Čistička vzduchu Philips 1000i AC1715/50, do 78 m², HEPA filtr, málo používaná. Ostrava', brand: 'Philips', model: 'AC 1715/50', price: '2 400 Kč' }),
      ],
      [
        rec({ title: 'Philips Series 2000i Air Purifier AC2889/10, for rooms up to 79 m², HEPA + Active Carbon, App', brand: 'Philips', model: 'AC2889/10', price: '899 zł' }),
        rec({ title: 'PHILIPS AIR PURIF 2000I AC2889/10 79M2 HEPA 8710103934639', model: 'AC2889-10', price: '849 zł' }),
        rec({ title: 'Čistička vzduchu Philips 2000i AC2889/10, HEPA + uhlíkový filtr, Wi-Fi. Ostrava', brand: 'Philips', model: 'AC 2889/10', price: '3 500 Kč' }),
      ],
      [
        rec({ title: 'Philips Series 2000i 2-in-1 Air Purifier and Humidifier AC2729/10, HEPA, up to 65 m²', brand: 'Philips', model: 'AC2729/10', price: '1 099 zł' }),
        rec({ title: 'PHILIPS AIR PURIF+HUMID 2IN1 AC2729/10 HEPA 8710103934707', model: 'AC2729-10', price: '1 049 zł' }),
        rec({ title: 'Air purifier with humidifier, HEPA, up to 65 m² (paediatric ward side rooms) — Philips AC2729/10 or equivalent, 6 No.', model: 'AC2729/10' }),
      ],
    ],
  },
  {
    // One maker's bathroom scales: plain digital, body-analysis, and the Wi-Fi smart scale.
    kind: 'bathroom scales by sensing',
    variants: [
      [
        rec({ title: 'Salter Digital Bathroom Scale 9037, 180kg, Glass Platform, Black', brand: 'Salter', model: '9037 BK3R', price: '₦28,500' }),
        rec({ title: 'SALTER BATH SCALE DIGI 9037 180KG BLK 5017617903711', model: '9037BK3R', price: '₦26,900' }),
        rec({ title: 'Salter digital weighing scale 9037 black, original UK, 180kg max. Wuse market, Abuja', brand: 'Salter', model: '9037', price: '₦24,000' }),
      ],
      [
        rec({ title: 'Salter Body Analyser Bathroom Scale 9106, Body Fat and Water, 180kg, Black', brand: 'Salter', model: '9106 BK3R', price: '₦36,000' }),
        rec({ title: 'SALTER BATH SCALE ANALYSER 9106 FAT/WATER BLK 5017617910641', model: '9106BK3R', price: '₦33,900' }),
        rec({ title: 'Salter 9106 body fat scale (e na-atụ abụba na mmiri ahụ), ojii, 180kg. Onitsha', brand: 'Salter', model: '9106', price: '₦30,000' }),
      ],
      [
        rec({ title: 'Salter Smart Bathroom Scale 9192, Wi-Fi + Bluetooth, App, 13 Body Measurements, White', brand: 'Salter', model: '9192 WH3R', price: '₦52,000' }),
        rec({ title: 'SALTER BATH SCALE SMART 9192 WIFI/BT WHT 5017617919279', model: '9192WH3R', price: '₦48,900' }),
        rec({ title: 'Bathroom scale, smart (Wi-Fi/Bluetooth, app), body composition (staff wellness clinic) — Salter 9192 or equivalent, 4 No.', model: '9192' }),
      ],
    ],
  },
  {
    // One maker's compressor dehumidifiers: 10 L/day, 12 L/day and 20 L/day.
    kind: 'dehumidifiers by litres per day',
    variants: [
      [
        rec({ title: 'Meaco Arete One 10L Dehumidifier and Air Purifier, Low Energy, White', brand: 'Meaco', model: 'MeacoArete10L', price: '£179.99' }),
        rec({ title: 'MEACO DEHUM ARETE ONE 10L/DAY WHT 5060207910101', model: 'ARETE10L', price: '£164.99' }),
        rec({ title: 'meaco arete one 10 litre dehumidifier, white, used one winter – Ballincollig, Cork', brand: 'Meaco', model: 'Arete One 10L', price: '€95' }),
      ],
      [
        rec({ title: 'Meaco Arete One 12L Dehumidifier and Air Purifier, Low Energy, White', brand: 'Meaco', model: 'MeacoArete12L', price: '£199.99' }),
        rec({ title: 'MEACO DEHUM ARETE ONE 12L/DAY WHT 5060207910279', model: 'ARETE12L', price: '£184.99' }),
        rec({ title: 'meaco arete one 12l dehumidifier (the 12 not the 10), white – Ballincollig, Cork', brand: 'Meaco', model: 'Arete One 12L', price: '€110' }),
      ],
      [
        rec({ title: 'Meaco Arete One 20L Dehumidifier and Air Purifier, Low Energy, White', brand: 'Meaco', model: 'MeacoArete20L', price: '£259.99' }),
        rec({ title: 'MEACO DEHUM ARETE ONE 20L/DAY WHT 5060207910415', model: 'ARETE20L', price: '£239.99' }),
        rec({ title: 'Dehumidifier, compressor, 20 litres per day, continuous drain (archive basement) — Meaco Arete One 20L or equivalent, 3 No.', model: 'Arete One 20L' }),
      ],
    ],
  },
  {
    // One seller's LED ring lights: 10" with a desk stand, 10" with a 2 m stand, and 18" with a 2 m stand.
    kind: 'ring lights by diameter and stand',
    variants: [
      [
        rec({ title: 'Neewer 10" LED Ring Light with Desktop Tripod Stand and Phone Holder, 3 Colour Modes, USB', brand: 'Neewer', model: 'NW-RL10-DT', price: 'GH₵ 320.00' }),
        rec({ title: 'NEEWER RING LIGHT 10IN DESK TRIPOD USB NW-RL10-DT', model: 'NWRL10DT', price: 'GH₵ 295.00' }),
        rec({ title: 'Ring light 10 inch, desk stand (ɛnnyɛ tenten), phone holder, USB. Circle, Accra', brand: 'Neewer', model: 'RL10 DT', price: 'GH₵ 250' }),
      ],
      [
        rec({ title: 'Neewer 10" LED Ring Light with 2m Light Stand and Phone Holder, 3 Colour Modes, USB', brand: 'Neewer', model: 'NW-RL10-FS', price: 'GH₵ 450.00' }),
        rec({ title: 'NEEWER RING LIGHT 10IN 2M STAND USB NW-RL10-FS', model: 'NWRL10FS', price: 'GH₵ 415.00' }),
        rec({ title: 'Ring light 10 inch with tall stand 2 metres (tripod tenten), for TikTok and live. Circle, Accra', brand: 'Neewer', model: 'RL10 FS', price: 'GH₵ 380' }),
      ],
      [
        rec({ title: 'Neewer 18" LED Ring Light Kit with 2m Light Stand, Dimmable 3200-5600K, Mains Adapter', brand: 'Neewer', model: 'NW-RL18-FS', price: 'GH₵ 1,150.00' }),
        rec({ title: 'NEEWER RING LIGHT 18IN 2M STAND DIMM NW-RL18-FS', model: 'NWRL18FS', price: 'GH₵ 1,060.00' }),
        rec({ title: 'Neewer ring light 18 inches kɛseɛ, stand 2m, dimmable, adapter ka ho. Kumasi, Adum', brand: 'Neewer', model: 'RL18', price: 'GH₵ 900' }),
      ],
    ],
  },
];
