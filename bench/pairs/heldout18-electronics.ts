// Held-out pair set 18, product_electronics (see bench/pairs/heldout18.ts): three-phase electric motors by power and
// poles, miniature circuit breakers by rating and poles, graphics tablets by size, egg incubators by egg capacity,
// solar water heaters by litres, electric blankets by bed size, handheld GPS units by model, and video baby monitors
// by screen; each as a shop, electrical-wholesaler, agro-dealer or marketplace title, a tender, stores, customs or
// retailer-SKU line in caps, and a third source (a classified ad, a bill-of-quantities line "… or equivalent",
// French, Portuguese, Afrikaans, Swahili, Hausa, Yoruba, German, Dutch, Polish).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS18: readonly Family[] = [
  {
    // One maker's IE3 three-phase induction motors of one frame family: 5.5 kW 4-pole, 5.5 kW 2-pole, 7.5 kW 4-pole.
    kind: 'three-phase electric motors by power and poles',
    variants: [
      [
        rec({ title: 'WEG W22 IE3 5.5kW 4 Pole 3 Phase Induction Motor, 400V, 132S Frame, Foot Mount B3', brand: 'WEG', model: 'W22 5.5KW 4P 132S', price: 'R14,850.00' }),
        rec({ title: 'MOTOR ELEC 3PH 5.5KW 4P 1460RPM B3 W22 IE3 132S (STORES 7710-0412)', model: 'W22-5.5-4P-132S', price: 'USD 612.00' }),
        rec({ title: 'Electric motor, 3 phase, 5,5 kW, 4 pole (1450 rpm), IE3, frame 132S, foot mounted — WEG W22 or equivalent, 2 No.', model: 'W22 5,5 kW 4P' }),
      ],
      [
        rec({ title: 'WEG W22 IE3 5.5kW 2 Pole 3 Phase Induction Motor, 400V, 132S Frame, Foot Mount B3', brand: 'WEG', model: 'W22 5.5KW 2P 132S', price: 'R13,990.00' }),
        rec({ title: 'MOTOR ELEC 3PH 5.5KW 2P 2920RPM B3 W22 IE3 132S (STORES 7710-0409)', model: 'W22-5.5-2P-132S', price: 'USD 574.00' }),
        rec({ title: 'Electric motor, 3 phase, 5,5 kW, 2 pole (2900 rpm), IE3, frame 132S, foot mounted — WEG W22 or equivalent, 1 No.', model: 'W22 5,5 kW 2P' }),
      ],
      [
        rec({ title: 'WEG W22 IE3 7.5kW 4 Pole 3 Phase Induction Motor, 400V, 132M Frame, Foot Mount B3', brand: 'WEG', model: 'W22 7.5KW 4P 132M', price: 'R18,400.00' }),
        rec({ title: 'MOTOR ELEC 3PH 7.5KW 4P 1465RPM B3 W22 IE3 132M (STORES 7710-0415)', model: 'W22-7.5-4P-132M', price: 'USD 758.00' }),
        rec({ title: 'Elektriese motor 3-fase 7,5kW 4-pool WEG W22, 132M raam, min gebruik, werk 100%. Upington', model: 'W22 7.5kw 4pool', price: 'R9,500' }),
      ],
    ],
  },
  {
    // One maker's DIN-rail miniature circuit breakers of one range: 1-pole 20 A, 1-pole 32 A and 3-pole 32 A (C curve).
    kind: 'miniature circuit breakers by rating and poles',
    variants: [
      [
        rec({ title: 'Schneider Electric Acti9 iC60N MCB 1P 20A C Curve 6kA', brand: 'Schneider Electric', model: 'A9F74120', price: '₦7,800' }),
        rec({ title: 'SCHN MCB IC60N 1P C20 6KA A9F74120 (SKU EL-22817)', model: 'A9F 74120', price: '₦6,950' }),
        rec({ title: 'Disjoncteur divisionnaire Acti9 iC60N 1P 20A courbe C, Schneider, réf. A9F74120, la pièce', brand: 'Schneider', model: 'A9F-74120', price: '4 200 FCFA' }),
      ],
      [
        rec({ title: 'Schneider Electric Acti9 iC60N MCB 1P 32A C Curve 6kA', brand: 'Schneider Electric', model: 'A9F74132', price: '₦8,100' }),
        rec({ title: 'SCHN MCB IC60N 1P C32 6KA A9F74132 (SKU EL-22819)', model: 'A9F 74132', price: '₦7,200' }),
        rec({ title: 'Disjoncteur divisionnaire Acti9 iC60N 1P 32A courbe C, Schneider, réf. A9F74132, la pièce', brand: 'Schneider', model: 'A9F-74132', price: '4 500 FCFA' }),
      ],
      [
        rec({ title: 'Schneider Electric Acti9 iC60N MCB 3P 32A C Curve 6kA', brand: 'Schneider Electric', model: 'A9F74332', price: '₦34,500' }),
        rec({ title: 'SCHN MCB IC60N 3P C32 6KA A9F74332 (SKU EL-22846)', model: 'A9F 74332', price: '₦31,900' }),
        rec({ title: 'Disjoncteur tripolaire Acti9 iC60N 3P 32A courbe C, Schneider, réf. A9F74332', brand: 'Schneider', model: 'A9F-74332', price: '19 800 FCFA' }),
      ],
    ],
  },
  {
    // One maker's pen tablets of one line: small, medium and medium Bluetooth.
    kind: 'graphics tablets by size',
    variants: [
      [
        rec({ title: 'Wacom Intuos Small Graphics Drawing Tablet, Black, USB, CTL-4100', brand: 'Wacom', model: 'CTL-4100', price: '£69.99' }),
        rec({ title: 'WACOM INTUOS S BLK PEN TAB CTL4100K-S (RETAILER SKU 441-2087)', model: 'CTL4100K-S', price: '£59.16' }),
        rec({ title: 'Tablet graficzny Wacom Intuos S CTL-4100, czarny, używany, z piórkiem. Kraków', brand: 'Wacom', model: 'CTL 4100', price: '190 zł' }),
      ],
      [
        rec({ title: 'Wacom Intuos Medium Graphics Drawing Tablet, Black, USB, CTL-6100', brand: 'Wacom', model: 'CTL-6100', price: '£179.99' }),
        rec({ title: 'WACOM INTUOS M BLK PEN TAB CTL6100K-S (RETAILER SKU 441-2091)', model: 'CTL6100K-S', price: '£149.99' }),
        rec({ title: 'Tablet graficzny Wacom Intuos M CTL-6100, czarny, jak nowy, kabel USB. Kraków', brand: 'Wacom', model: 'CTL 6100', price: '420 zł' }),
      ],
      [
        rec({ title: 'Wacom Intuos Medium Bluetooth Graphics Drawing Tablet, Black, CTL-6100WL', brand: 'Wacom', model: 'CTL-6100WL', price: '£199.99' }),
        rec({ title: 'WACOM INTUOS M BT BLK PEN TAB CTL6100WLK-S (RETAILER SKU 441-2093)', model: 'CTL6100WLK-S', price: '£166.66' }),
        rec({ title: 'Tablet graficzny Wacom Intuos M Bluetooth CTL-6100WL, bezprzewodowy, stan bdb. Kraków', brand: 'Wacom', model: 'CTL 6100 WL', price: '480 zł' }),
      ],
    ],
  },
  {
    // One maker's automatic egg incubators: 96 eggs, 264 eggs and 528 eggs.
    kind: 'egg incubators by egg capacity',
    variants: [
      [
        rec({ title: 'Janoel Automatic Egg Incubator 96 Eggs, Auto Turning, 220V/12V Dual Power', brand: 'Janoel', model: 'JN-96', price: 'KSh 24,500' }),
        rec({ title: 'INCUBATOR EGG AUTO 96EGGS 220V/12V JN96 (AGRO SKU INC-0096)', model: 'JN96', price: 'KSh 21,800' }),
        rec({ title: 'Incubator ya mayai 96 automatic, Janoel JN-96, inatumia umeme na betri ya 12V, mpya. Nakuru', model: 'JN 96', price: 'KSh 23,000' }),
      ],
      [
        rec({ title: 'Janoel Automatic Egg Incubator 264 Eggs, Auto Turning, 220V/12V Dual Power', brand: 'Janoel', model: 'JN-264', price: 'KSh 52,000' }),
        rec({ title: 'INCUBATOR EGG AUTO 264EGGS 220V/12V JN264 (AGRO SKU INC-0264)', model: 'JN264', price: 'KSh 47,500' }),
        rec({ title: 'Incubator ya mayai 264 automatic, Janoel JN-264, umeme na solar/betri 12V, mpya. Nakuru', model: 'JN 264', price: 'KSh 49,000' }),
      ],
      [
        rec({ title: 'Janoel Automatic Egg Incubator 528 Eggs, Auto Turning, 220V/12V Dual Power', brand: 'Janoel', model: 'JN-528', price: 'KSh 89,000' }),
        rec({ title: 'INCUBATOR EGG AUTO 528EGGS 220V/12V JN528 (AGRO SKU INC-0528)', model: 'JN528', price: 'KSh 82,300' }),
        rec({ title: 'Injin kyankyasar kwai 528, Janoel JN-528, mai juya kwai da kansa, sabo. Kano', model: 'JN 528', price: '₦780,000' }),
      ],
    ],
  },
  {
    // One maker's close-coupled evacuated-tube solar water heaters: 150 L, 200 L and 300 L.
    kind: 'solar water heaters by litres',
    variants: [
      [
        rec({ title: 'Kwikot Sunflow 150L Low Pressure Solar Water Heater, Evacuated Tube, Close Coupled', brand: 'Kwikot', model: 'SUNFLOW-LP150', price: 'R9,850.00' }),
        rec({ title: 'KWIKOT SWH LP 150LT EVAC TUBE C/C SUNFLOW LP150 (SKU 611-150)', model: 'SUNFLOW LP150', price: 'R8,640.00' }),
        rec({ title: 'Sonwaterverwarmer 150 liter lae druk, Kwikot Sunflow, vakuumbuise, nuut in boks. Kimberley', model: 'Sunflow 150L', price: 'R8,000' }),
      ],
      [
        rec({ title: 'Kwikot Sunflow 200L Low Pressure Solar Water Heater, Evacuated Tube, Close Coupled', brand: 'Kwikot', model: 'SUNFLOW-LP200', price: 'R11,990.00' }),
        rec({ title: 'KWIKOT SWH LP 200LT EVAC TUBE C/C SUNFLOW LP200 (SKU 611-200)', model: 'SUNFLOW LP200', price: 'R10,470.00' }),
        rec({ title: 'Sonwaterverwarmer 200 liter lae druk, Kwikot Sunflow, vakuumbuise, nuut in boks. Kimberley', model: 'Sunflow 200L', price: 'R9,900' }),
      ],
      [
        rec({ title: 'Kwikot Sunflow 300L Low Pressure Solar Water Heater, Evacuated Tube, Close Coupled', brand: 'Kwikot', model: 'SUNFLOW-LP300', price: 'R15,750.00' }),
        rec({ title: 'KWIKOT SWH LP 300LT EVAC TUBE C/C SUNFLOW LP300 (SKU 611-300)', model: 'SUNFLOW LP300', price: 'R13,880.00' }),
        rec({ title: 'Solar water heater 300 litres low pressure, evacuated tubes — Kwikot Sunflow LP300 or equivalent, 3 No.', model: 'LP-300' }),
      ],
    ],
  },
  {
    // One maker's heated underblankets of one range: single, double and king size.
    kind: 'electric blankets by bed size',
    variants: [
      [
        rec({ title: 'Dreamland Intelliheat Electric Underblanket, Single, 90 x 190 cm, 6 Heat Settings', brand: 'Dreamland', model: '16313', price: '£54.99' }),
        rec({ title: 'DREAMLAND U/BLKT INTELLIHEAT SGL 90X190 16313 (SKU 730-5521)', model: '16 313', price: '£45.83' }),
        rec({ title: 'Dreamland Intelliheat Heizdecke Unterbett, Einzelbett 90 x 190, kaum benutzt. Hamburg', model: '16313', price: '25 €' }),
      ],
      [
        rec({ title: 'Dreamland Intelliheat Electric Underblanket, Double, 137 x 190 cm, Dual Control', brand: 'Dreamland', model: '16314', price: '£84.99' }),
        rec({ title: 'DREAMLAND U/BLKT INTELLIHEAT DBL 137X190 DUAL 16314 (SKU 730-5522)', model: '16 314', price: '£70.83' }),
        rec({ title: 'Dreamland Intelliheat Heizdecke Unterbett, Doppelbett 137 x 190, zwei Regler. Hamburg', model: '16314', price: '40 €' }),
      ],
      [
        rec({ title: 'Dreamland Intelliheat Electric Underblanket, King, 150 x 200 cm, Dual Control', brand: 'Dreamland', model: '16315', price: '£94.99' }),
        rec({ title: 'DREAMLAND U/BLKT INTELLIHEAT KG 150X200 DUAL 16315 (SKU 730-5523)', model: '16 315', price: '£79.16' }),
        rec({ title: 'Dreamland Intelliheat elektrische onderdeken, kingsize 150 x 200, twee bedieningen. Utrecht', model: '16315', price: '€ 45' }),
      ],
    ],
  },
  {
    // One maker's handheld outdoor GPS units of one line: 10, 22x and 32x.
    kind: 'handheld GPS units by model',
    variants: [
      [
        rec({ title: 'Garmin eTrex 10 Handheld GPS, Worldwide Basemap, 2.2" Monochrome', brand: 'Garmin', model: 'eTrex 10', price: '$119.99' }),
        rec({ title: 'GARMIN GPS HANDHELD ETREX10 010-00970-00 (HS 8526.91)', model: '010-00970-00', price: 'USD 98.00' }),
        rec({ title: 'GPS de mão Garmin eTrex 10, usado em levantamento de terrenos, a funcionar. Luanda', model: 'eTrex10', price: '55.000 Kz' }),
      ],
      [
        rec({ title: 'Garmin eTrex 22x Handheld GPS, TopoActive Maps, 2.2" Colour', brand: 'Garmin', model: 'eTrex 22x', price: '$199.99' }),
        rec({ title: 'GARMIN GPS HANDHELD ETREX22X 010-02256-00 (HS 8526.91)', model: '010-02256-00', price: 'USD 171.00' }),
        rec({ title: 'GPS de mão Garmin eTrex 22x, mapas TopoActive, ecrã a cores, como novo. Luanda', model: 'eTrex22x', price: '95.000 Kz' }),
      ],
      [
        rec({ title: 'Garmin eTrex 32x Handheld GPS, TopoActive Maps, Compass and Altimeter', brand: 'Garmin', model: 'eTrex 32x', price: '$249.99' }),
        rec({ title: 'GARMIN GPS HANDHELD ETREX32X 010-02257-00 (HS 8526.91)', model: '010-02257-00', price: 'USD 214.00' }),
        rec({ title: 'Handheld GPS with barometric altimeter and 3-axis compass — Garmin eTrex 32x or equivalent, 4 No.', model: 'ETREX 32X' }),
      ],
    ],
  },
  {
    // One maker's video baby monitors by screen: 2.8 inch, 4.3 inch and 4.3 inch with a second camera.
    kind: 'video baby monitors by screen',
    variants: [
      [
        rec({ title: 'Motorola VM482 Video Baby Monitor, 2.8" Colour Screen, Night Vision, Two-Way Talk', brand: 'Motorola', model: 'VM482', price: '£59.99' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 2.8IN VM482 (SKU 552-0482)', model: 'VM 482', price: '£49.99' }),
        rec({ title: 'Motorola VM482 babyfoon met camera, 2,8 inch scherm, nachtzicht, zo goed als nieuw. Rotterdam', model: 'VM-482', price: '€ 30' }),
      ],
      [
        rec({ title: 'Motorola VM483 Video Baby Monitor, 4.3" Colour Screen, Night Vision, Two-Way Talk', brand: 'Motorola', model: 'VM483', price: '£89.99' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 4.3IN VM483 (SKU 552-0483)', model: 'VM 483', price: '£74.99' }),
        rec({ title: 'Motorola VM483 babyfoon met camera, 4,3 inch scherm, nachtzicht, weinig gebruikt. Rotterdam', model: 'VM-483', price: '€ 45' }),
      ],
      [
        rec({ title: 'Motorola VM483-2 Video Baby Monitor, 4.3" Screen, Twin Pack with 2 Cameras', brand: 'Motorola', model: 'VM483-2', price: '£119.99' }),
        rec({ title: 'MOTOROLA BABY MON VIDEO 4.3IN 2CAM VM483-2 (SKU 552-0484)', model: 'VM 483-2', price: '£99.99' }),
        rec({ title: 'Motorola VM483-2 babyfoon, 4,3 inch scherm, met twee camera\'s (tweeling). Rotterdam', model: 'VM-483 2', price: '€ 60' }),
      ],
    ],
  },
];
