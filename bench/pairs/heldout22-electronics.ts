// Held-out pair set 22, product_electronics (see bench/pairs/heldout22.ts): robot vacuum cleaners by mopping and
// dock, electric scooters by range and motor, portable power stations by capacity and solar kit, action cameras by
// generation and bundle, mechanical keyboards by switch and layout, smart door locks by unlock method, baby monitors
// by screen and camera count, and fitness trackers by generation and display; each as an electronics-chain,
// marketplace-seller or price-comparison title, a warehouse pick-list, goods-received or customs-entry line in caps
// with cut words, and a third source (a Jiji, OLX, Gumtree, Kleinanzeigen, Wallapop or Vinted post, an
// insurance-claim or school ICT asset-register line, French, Spanish, German, Dutch, Polish, Hausa, Swahili, Twi,
// Afrikaans, Sesotho). Barcodes are EAN-13 with a computed check digit (illustrative, not the makers' own); model
// codes are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS22: readonly Family[] = [
  {
    // One maker's robot vacuums: vacuum only, vacuum and mop, and vacuum and mop with the self-empty dock.
    kind: 'robot vacuum cleaners by mopping and dock',
    variants: [
      [
        rec({ title: 'Roborock Q7 Robot Vacuum Cleaner, 4000Pa Suction, LiDAR Navigation, App Control, Black', brand: 'Roborock', model: 'Q7', price: '€ 299,00' }),
        rec({ title: 'ROBOROCK ROBOT VAC Q7 4000PA LIDAR BLK 6944658022110 QTY 4', model: 'Q7-BLK', price: '€ 241,50' }),
        rec({ title: 'Aspirateur robot Roborock Q7 noir, aspiration seule (pas de serpillière), très bon état — Lyon 7e', brand: 'roborock', model: 'Q7', price: '140 €' }),
      ],
      [
        rec({ title: 'Roborock Q7 Max Robot Vacuum and Mop, 4200Pa, 350ml Water Tank, LiDAR, Black', brand: 'Roborock', model: 'Q7 Max', price: '€ 399,00' }),
        rec({ title: 'ROBOROCK ROBOT VAC+MOP Q7 MAX 4200PA BLK 6944658022288 QTY 6', model: 'Q7MAX-BLK', price: '€ 322,00' }),
        rec({ title: 'Robot aspirador y friegasuelos Roborock Q7 Max, negro, con depósito de agua, poco uso. Valencia', brand: 'Roborock', model: 'Q7 Max', price: '190 €' }),
      ],
      [
        rec({ title: 'Roborock Q7 Max+ Robot Vacuum and Mop with Auto-Empty Dock Pure, 4200Pa, Black', brand: 'Roborock', model: 'Q7 Max+', price: '€ 549,00' }),
        rec({ title: 'ROBOROCK ROBOT VAC+MOP Q7 MAX+ W/AUTO EMPTY DOCK BLK 6944658022356', model: 'Q7MAXPLUS-BLK', price: '€ 446,00' }),
        rec({ title: 'Saugroboter mit Wischfunktion und Absaugstation, Roborock Q7 Max+ (Plus), schwarz, OVP. Köln-Ehrenfeld', brand: 'Roborock', model: 'Q7 Max Plus', price: '320 €' }),
      ],
    ],
  },
  {
    // One maker's kick scooters: the base model, the same with the longer-range battery, and the bigger-motor model.
    kind: 'electric scooters by range and motor',
    variants: [
      [
        rec({ title: 'Xiaomi Electric Scooter 4, 600W Peak, up to 35km Range, 10" Tyres', brand: 'Xiaomi', model: 'BHR7128EU', price: '1 999 zł' }),
        rec({ title: 'XIAOMI E-SCOOTER 4 35KM 600W BHR7128EU 6941483194517', model: 'BHR7128EU', price: '1 799 zł' }),
        rec({ title: 'Hulajnoga elektryczna Xiaomi Scooter 4 (zwykła, nie Pro), zasięg 35 km, mało jeżdżona. Kraków Podgórze', brand: 'Xiaomi', model: 'Scooter 4', price: '1 100 zł' }),
      ],
      [
        rec({ title: 'Xiaomi Electric Scooter 4 Lite, 300W, up to 20km Range, 8.5" Tyres', brand: 'Xiaomi', model: 'BHR5765GL', price: '1 299 zł' }),
        rec({ title: 'XIAOMI E-SCOOTER 4 LITE 20KM 300W BHR5765GL 6941483194685', model: 'BHR5765GL', price: '1 149 zł' }),
        rec({ title: 'Hulajnoga Xiaomi 4 Lite, 20 km zasięgu, 8,5 cala, stan bdb. Kraków', brand: 'Xiaomi', model: '4 Lite', price: '650 zł' }),
      ],
      [
        rec({ title: 'Xiaomi Electric Scooter 4 Pro, 700W Peak, up to 55km Range, 10" Tubeless Tyres', brand: 'Xiaomi', model: 'BHR5398GL', price: '2 899 zł' }),
        rec({ title: 'XIAOMI E-SCOOTER 4 PRO 55KM 700W BHR5398GL 6941483194753', model: 'BHR5398GL', price: '2 549 zł' }),
        rec({ title: 'Electric scooter (staff last-mile pool), 55 km range, 700 W, foldable — Xiaomi 4 Pro BHR5398GL or equivalent, 8 No.', model: 'BHR5398GL' }),
      ],
    ],
  },
  {
    // One maker's portable power stations: 256 Wh, 1024 Wh, and the 1024 Wh unit sold with a 200 W solar panel.
    kind: 'portable power stations by capacity and solar kit',
    variants: [
      [
        rec({ title: 'EcoFlow RIVER 2 Portable Power Station, 256Wh LiFePO4, 300W AC Output', brand: 'EcoFlow', model: 'ZMR600-EU', price: 'R5,999.00' }),
        rec({ title: 'ECOFLOW PWR STN RIVER2 256WH LFP 300W ZMR600 4812345670123', model: 'ZMR600', price: 'R5,450.00' }),
        rec({ title: 'EcoFlow River 2 kragstasie, 256Wh, perfek vir loadshedding (wifi + TV), soos nuut. Pretoria-Oos', brand: 'EcoFlow', model: 'River 2', price: 'R3,900' }),
      ],
      [
        rec({ title: 'EcoFlow DELTA 2 Portable Power Station, 1024Wh LiFePO4, 1800W AC Output', brand: 'EcoFlow', model: 'ZMR330-EU', price: 'R19,999.00' }),
        rec({ title: 'ECOFLOW PWR STN DELTA2 1024WH LFP 1800W ZMR330 4812345670291', model: 'ZMR330', price: 'R18,200.00' }),
        rec({ title: 'EcoFlow Delta 2 (1024Wh) — sesebelisoa sa motlakase se nkehang, 1800W, e ntse e le ncha. Bloemfontein', brand: 'EcoFlow', model: 'Delta 2', price: 'R14,500' }),
      ],
      [
        rec({ title: 'EcoFlow DELTA 2 + 220W Bifacial Solar Panel Bundle, 1024Wh Power Station with Portable Panel', brand: 'EcoFlow', model: 'ZMR330-220W', price: 'R29,999.00' }),
        rec({ title: 'ECOFLOW PWR STN DELTA2 +220W SOLAR PNL BUNDLE 4812345670369', model: 'ZMR330SOLAR220', price: 'R27,400.00' }),
        rec({ title: 'Portable power station 1 kWh with 220 W foldable solar panel (clinic cold chain backup) — EcoFlow Delta 2 + 220W solar or equivalent, 3 sets', model: 'Delta 2 + 220W' }),
      ],
    ],
  },
  {
    // One maker's action cameras: HERO11, HERO12, and HERO12 in the Creator bundle (media mod, light, grip).
    kind: 'action cameras by generation and bundle',
    variants: [
      [
        rec({ title: 'GoPro HERO11 Black Action Camera, 5.3K60, HyperSmooth 5.0, Waterproof 10m', brand: 'GoPro', model: 'CHDHX-111-RW', price: '₦420,000' }),
        rec({ title: 'GOPRO ACTN CAM HERO11 BLK 5.3K CHDHX111RW 0818670133511', model: 'CHDHX111RW', price: '₦398,000' }),
        rec({ title: 'GoPro Hero 11 black, UK used, clean no scratch, with 2 battery. Computer Village, Ikeja', brand: 'GoPro', model: 'Hero 11', price: '₦260,000' }),
      ],
      [
        rec({ title: 'GoPro HERO12 Black Action Camera, 5.3K60, HDR, Bluetooth Audio, Waterproof 10m', brand: 'GoPro', model: 'CHDHX-121-RW', price: '₦520,000' }),
        rec({ title: 'GOPRO ACTN CAM HERO12 BLK 5.3K HDR CHDHX121RW 0818670133689', model: 'CHDHX121RW', price: '₦489,000' }),
        rec({ title: 'Kyamarar GoPro Hero 12 baƙa, sabuwa a cikin kwali, ba a taɓa amfani ba. Kano, Beirut Road', brand: 'GoPro', model: 'HERO12', price: '₦470,000' }),
      ],
      [
        rec({ title: 'GoPro HERO12 Black Creator Edition (Volta Grip, Media Mod, Light Mod), 5.3K60', brand: 'GoPro', model: 'CHDFB-121-EU', price: '₦780,000' }),
        rec({ title: 'GOPRO ACTN CAM HERO12 CREATOR ED BUNDLE CHDFB121EU 0818670133757', model: 'CHDFB121EU', price: '₦735,000' }),
        rec({ title: 'Action camera kit with grip, microphone module and light (media studies dept) — GoPro HERO12 Creator Edition or equivalent, 2 No.', model: 'HERO12 Creator' }),
      ],
    ],
  },
  {
    // One maker's mechanical keyboards: the same board with red (linear) and brown (tactile) switches, and the
    // smaller 75 % board with brown switches.
    kind: 'mechanical keyboards by switch and layout',
    variants: [
      [
        rec({ title: 'Keychron K8 Pro Wireless Mechanical Keyboard, TKL, Hot-Swappable, Gateron G Pro Red, RGB, UK ISO', brand: 'Keychron', model: 'K8P-J1', price: '£109.99' }),
        rec({ title: 'KEYCHRON KB K8 PRO TKL RGB G-PRO RED UK ISO K8PJ1 6020040821346', model: 'K8PJ1', price: '£94.00' }),
        rec({ title: 'Keychron K8 Pro, red switches (linear), UK layout, RGB, hot swap, boxed – Leith, Edinburgh', brand: 'Keychron', model: 'K8 Pro', price: '£60' }),
      ],
      [
        rec({ title: 'Keychron K8 Pro Wireless Mechanical Keyboard, TKL, Hot-Swappable, Gateron G Pro Brown, RGB, UK ISO', brand: 'Keychron', model: 'K8P-J3', price: '£109.99' }),
        rec({ title: 'KEYCHRON KB K8 PRO TKL RGB G-PRO BRN UK ISO K8PJ3 6020040821414', model: 'K8PJ3', price: '£94.00' }),
        rec({ title: 'Keychron K8 Pro mechanisch toetsenbord, bruine switches, UK ISO-indeling, RGB. Utrecht', brand: 'Keychron', model: 'K8 Pro', price: '€ 70' }),
      ],
      [
        rec({ title: 'Keychron K2 Pro Wireless Mechanical Keyboard, 75% Layout, Hot-Swappable, Gateron G Pro Brown, RGB, UK ISO', brand: 'Keychron', model: 'K2P-J3', price: '£99.99' }),
        rec({ title: 'KEYCHRON KB K2 PRO 75% RGB G-PRO BRN UK ISO K2PJ3 6020040821582', model: 'K2PJ3', price: '£86.00' }),
        rec({ title: 'Keyboard, mechanical, 75 % compact, tactile switches, Bluetooth + USB-C (computing suite) — Keychron K2 Pro brown or equivalent, 30 No.', model: 'K2 Pro' }),
      ],
    ],
  },
  {
    // One maker's smart locks: keypad only, keypad with fingerprint, and the Wi-Fi model with fingerprint.
    kind: 'smart door locks by unlock method',
    variants: [
      [
        rec({ title: 'Yale Smart Door Lock YDM3109, Keypad and RFID Card, Satin Nickel', brand: 'Yale', model: 'YDM3109', price: 'KSh 38,500' }),
        rec({ title: 'YALE SMART LOCK KEYPAD/CARD YDM3109 SAT NKL 8848883109029', model: 'YDM-3109', price: 'KSh 35,900' }),
        rec({ title: 'Kufuli janja ya mlango Yale YDM3109, namba siri na kadi, rangi ya fedha, mpya. Kilimani, Nairobi', brand: 'Yale', model: '3109', price: 'KSh 30,000' }),
      ],
      [
        rec({ title: 'Yale Smart Door Lock YDM4109, Fingerprint, Keypad and RFID Card, Satin Nickel', brand: 'Yale', model: 'YDM4109', price: 'KSh 52,000' }),
        rec({ title: 'YALE SMART LOCK FPRINT/KEYPAD/CARD YDM4109 SAT NKL 8848884109097', model: 'YDM-4109', price: 'KSh 48,500' }),
        rec({ title: 'Kufuli janja Yale YDM4109 ya alama ya kidole, namba siri na kadi, fedha. Kilimani, Nairobi', brand: 'Yale', model: '4109', price: 'KSh 42,000' }),
      ],
      [
        rec({ title: 'Yale Smart Door Lock YDM4109+ Wi-Fi, Fingerprint, Keypad, Card, App, Satin Nickel', brand: 'Yale', model: 'YDM4109+', price: 'KSh 64,000' }),
        rec({ title: 'YALE SMART LOCK FPRINT WIFI YDM4109PLUS SAT NKL 8848884109165', model: 'YDM-4109+', price: 'KSh 59,900' }),
        rec({ title: 'Door lock, electronic, fingerprint + PIN + card, Wi-Fi app (server room doors) — Yale YDM4109+ or equivalent, 5 No.', model: 'YDM4109+' }),
      ],
    ],
  },
  {
    // One maker's video baby monitors: 5" one camera, 5" two cameras, and 2.8" one camera.
    kind: 'baby monitors by screen and camera count',
    variants: [
      [
        rec({ title: 'Motorola PIP1500 Video Baby Monitor, 5" Colour Screen, 1 Camera, Pan/Tilt, Night Vision', brand: 'Motorola', model: 'PIP1500', price: 'GH₵ 2,450.00' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 5IN PIP1500 1CAM 5060184205009', model: 'PIP-1500', price: 'GH₵ 2,250.00' }),
        rec({ title: 'Motorola baby monitor PIP1500, screen 5 inch, kamera baako, night vision. East Legon, Accra', brand: 'Motorola', model: 'PIP 1500', price: 'GH₵ 1,600' }),
      ],
      [
        rec({ title: 'Motorola PIP1510 Connect Video Baby Monitor, 5" Screen, 2 Cameras (Twin Pack), Night Vision', brand: 'Motorola', model: 'PIP1510-2', price: 'GH₵ 3,600.00' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 5IN PIP1510 TWIN 2CAM 5060184205177', model: 'PIP-1510-2', price: 'GH₵ 3,350.00' }),
        rec({ title: 'Motorola PIP1510 twin baby monitor, kamera mmienu, screen 5 inch. East Legon, Accra', brand: 'Motorola', model: 'PIP 1510', price: 'GH₵ 2,400' }),
      ],
      [
        rec({ title: 'Motorola VM482 Video Baby Monitor, 2.8" Colour Screen, 1 Camera, Night Vision', brand: 'Motorola', model: 'VM482', price: 'GH₵ 1,350.00' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 2.8IN VM482 1CAM 5060184205245', model: 'VM-482', price: 'GH₵ 1,240.00' }),
        rec({ title: 'Baby monitor, video, 2.8 in screen, one camera, night vision (maternity side ward) — Motorola VM482 or equivalent, 6 No.', model: 'VM482' }),
      ],
    ],
  },
  {
    // One maker's fitness bands: Charge 5, Charge 6, and the slim Inspire 3.
    kind: 'fitness trackers by generation and display',
    variants: [
      [
        rec({ title: 'Fitbit Charge 5 Advanced Fitness & Health Tracker with Built-in GPS, Black / Graphite', brand: 'Fitbit', model: 'FB421BKBK', price: '€ 129,99' }),
        rec({ title: 'FITBIT TRACKER CHARGE5 GPS BLK/GRPH FB421BKBK 0810252034131', model: 'FB421BKBK', price: '€ 108,00' }),
        rec({ title: 'Fitbit Charge 5 Fitness-Tracker schwarz mit GPS, gebraucht, mit Ladekabel. Hamburg-Altona', brand: 'Fitbit', model: 'Charge 5', price: '55 €' }),
      ],
      [
        rec({ title: 'Fitbit Charge 6 Fitness Tracker with Google Apps, Built-in GPS, Heart Rate, Obsidian / Black', brand: 'Fitbit', model: 'GA05183-GB', price: '€ 159,99' }),
        rec({ title: 'FITBIT TRACKER CHARGE6 GPS OBSIDIAN GA05183 0810252034209', model: 'GA05183', price: '€ 134,00' }),
        rec({ title: 'Pulsera de actividad Fitbit Charge 6 negra, con GPS y apps de Google, nueva precintada. Sevilla', brand: 'Fitbit', model: 'Charge 6', price: '110 €' }),
      ],
      [
        rec({ title: 'Fitbit Inspire 3 Health & Fitness Tracker, Colour Display, Midnight Zen / Black', brand: 'Fitbit', model: 'FB424BKBK', price: '€ 89,99' }),
        rec({ title: 'FITBIT TRACKER INSPIRE3 MIDNIGHT ZEN FB424BKBK 0810252034377', model: 'FB424BKBK', price: '€ 74,00' }),
        rec({ title: 'Fitness tracker, wrist, heart rate, sleep, 10-day battery (staff wellbeing scheme) — Fitbit Inspire 3 or equivalent, 40 No.', model: 'Inspire 3' }),
      ],
    ],
  },
];
