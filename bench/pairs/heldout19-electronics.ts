// Held-out pair set 19, product_electronics (see bench/pairs/heldout19.ts): motor contactors by rating and coil
// voltage, instantaneous electric showers by wattage and voltage, soldering stations by wattage, clamp meters by
// current range, webcams by resolution, toasters by slot count and colour, electric lawn mowers by cutting width, and
// wall sockets by gang and switching; each as a shop, electrical-wholesaler or marketplace title, a stores, till,
// customs or retailer-SKU line in caps, and a third source (a classified ad, a tender line "… or equivalent",
// Portuguese, French, German, Dutch, Polish, Afrikaans, Swahili, Hausa).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS19: readonly Family[] = [
  {
    // One maker's three-pole AC contactors of one range: 9 A with a 220 V coil, 18 A with a 220 V coil, 9 A with a 380 V coil.
    kind: 'motor contactors by rating and coil voltage',
    variants: [
      [
        rec({ title: 'Schneider Electric TeSys D Contactor 3P 9A 4kW AC-3, 220V AC Coil, 1NO+1NC', brand: 'Schneider Electric', model: 'LC1D09M7', price: '₦38,500' }),
        rec({ title: 'SCHN CONTACTOR TESYS D 9A 220VAC COIL LC1D09M7 (SKU EL-30914)', model: 'LC1-D09-M7', price: '₦34,900' }),
        rec({ title: 'Contacteur TeSys D 9A bobine 220V AC, Schneider LC1D09M7, 3 pôles, neuf en boîte. Abidjan', brand: 'Schneider', model: 'LC1 D09 M7', price: '18 500 FCFA' }),
      ],
      [
        rec({ title: 'Schneider Electric TeSys D Contactor 3P 18A 7.5kW AC-3, 220V AC Coil, 1NO+1NC', brand: 'Schneider Electric', model: 'LC1D18M7', price: '₦52,000' }),
        rec({ title: 'SCHN CONTACTOR TESYS D 18A 220VAC COIL LC1D18M7 (SKU EL-30921)', model: 'LC1-D18-M7', price: '₦47,300' }),
        rec({ title: 'Contacteur TeSys D 18A bobine 220V AC, Schneider LC1D18M7, 3 pôles, neuf en boîte. Abidjan', brand: 'Schneider', model: 'LC1 D18 M7', price: '26 000 FCFA' }),
      ],
      [
        rec({ title: 'Schneider Electric TeSys D Contactor 3P 9A 4kW AC-3, 380V AC Coil, 1NO+1NC', brand: 'Schneider Electric', model: 'LC1D09Q7', price: '₦39,800' }),
        rec({ title: 'SCHN CONTACTOR TESYS D 9A 380VAC COIL LC1D09Q7 (SKU EL-30916)', model: 'LC1-D09-Q7', price: '₦36,100' }),
        rec({ title: 'Contactor, 3 pole, 9 A AC-3, coil 380 V 50 Hz — Schneider TeSys LC1D09Q7 or equivalent, 6 No.', model: 'LC1D09Q7' }),
      ],
    ],
  },
  {
    // One maker's instantaneous electric shower heads of one line: 220 V 5500 W, 220 V 7500 W and 127 V 5500 W.
    kind: 'instantaneous electric showers by wattage and voltage',
    variants: [
      [
        rec({ title: 'Lorenzetti Maxi Ducha Ultra Electric Shower 220V 5500W, Multi-Temperature', brand: 'Lorenzetti', model: 'MAXI DUCHA ULTRA 220V 5500W', price: '12.900 Kz' }),
        rec({ title: 'LORENZETTI CHUV MAXI DUCHA ULTRA 220V 5500W BCO (REF 7510035)', model: '7510035', price: '11.450 Kz' }),
        rec({ title: 'Chuveiro elétrico Lorenzetti Maxi Ducha Ultra 5500 W 220 V, branco, novo na caixa. Maputo', brand: 'Lorenzetti', model: 'Maxi Ducha Ultra 5500W', price: '1.450 MT' }),
      ],
      [
        rec({ title: 'Lorenzetti Maxi Ducha Ultra Electric Shower 220V 7500W, Multi-Temperature', brand: 'Lorenzetti', model: 'MAXI DUCHA ULTRA 220V 7500W', price: '15.600 Kz' }),
        rec({ title: 'LORENZETTI CHUV MAXI DUCHA ULTRA 220V 7500W BCO (REF 7510041)', model: '7510041', price: '13.900 Kz' }),
        rec({ title: 'Chuveiro elétrico Lorenzetti Maxi Ducha Ultra 7500 W 220 V, branco, novo na caixa. Maputo', brand: 'Lorenzetti', model: 'Maxi Ducha Ultra 7500W', price: '1.790 MT' }),
      ],
      [
        rec({ title: 'Lorenzetti Maxi Ducha Ultra Electric Shower 127V 5500W, Multi-Temperature', brand: 'Lorenzetti', model: 'MAXI DUCHA ULTRA 127V 5500W', price: '12.900 Kz' }),
        rec({ title: 'LORENZETTI CHUV MAXI DUCHA ULTRA 127V 5500W BCO (REF 7510029)', model: '7510029', price: '11.450 Kz' }),
        rec({ title: 'Instantaneous electric shower head, 127 V, 5.5 kW, multi-temperature — Lorenzetti Maxi Ducha Ultra or equivalent, 10 No.', model: 'Maxi Ducha 127V' }),
      ],
    ],
  },
  {
    // One maker's bench soldering stations: 50 W analogue, 70 W digital and 90 W digital.
    kind: 'soldering stations by wattage',
    variants: [
      [
        rec({ title: 'Weller WES51 Analog Soldering Station 50W, 230V, with PES51 Iron', brand: 'Weller', model: 'WES51', price: '£159.00' }),
        rec({ title: 'WELLER SOLDER STN ANALOG 50W WES51 T0053250699 (SKU 308-1142)', model: 'T0053250699', price: '£132.50' }),
        rec({ title: 'Weller WES51 Lötstation 50 W, analog, mit Lötkolben und Ablage, gebraucht. Stuttgart', model: 'WES 51', price: '70 €' }),
      ],
      [
        rec({ title: 'Weller WE1010 Digital Soldering Station 70W, 230V, with WEP70 Iron', brand: 'Weller', model: 'WE1010', price: '£179.00' }),
        rec({ title: 'WELLER SOLDER STN DIGI 70W WE1010 T0053298699 (SKU 308-1150)', model: 'T0053298699', price: '£149.17' }),
        rec({ title: 'Weller WE1010 Lötstation 70 W, digital, mit WEP70 Lötkolben, wie neu. Stuttgart', model: 'WE 1010', price: '110 €' }),
      ],
      [
        rec({ title: 'Weller WT1010 Digital Soldering Station 90W, 230V, with WTP90 Iron', brand: 'Weller', model: 'WT1010', price: '£299.00' }),
        rec({ title: 'WELLER SOLDER STN DIGI 90W WT1010 T0053443699 (SKU 308-1163)', model: 'T0053443699', price: '£249.17' }),
        rec({ title: 'Soldering station, digital, 90 W, ESD-safe, with iron and stand — Weller WT1010 or equivalent, 4 No.', model: 'WT-1010' }),
      ],
    ],
  },
  {
    // One maker's clamp meters: 400 A AC, 400 A AC/DC and 1000 A AC/DC with flexible probe.
    kind: 'clamp meters by current range',
    variants: [
      [
        rec({ title: 'Fluke 323 True-RMS Clamp Meter, 400A AC, 600V AC/DC', brand: 'Fluke', model: '323', price: 'R3,450.00' }),
        rec({ title: 'FLUKE CLAMP MTR TRMS 400A AC 323 (STORES 6625-0191)', model: 'FLUKE-323', price: 'R2,980.00' }),
        rec({ title: 'Fluke 323 klemmeter, 400A AC, true RMS, met sakkie, goeie toestand. Bloemfontein', model: 'Fluke 323', price: 'R1,600' }),
      ],
      [
        rec({ title: 'Fluke 325 True-RMS Clamp Meter, 400A AC/DC, 600V AC/DC, Frequency', brand: 'Fluke', model: '325', price: 'R4,990.00' }),
        rec({ title: 'FLUKE CLAMP MTR TRMS 400A AC/DC 325 (STORES 6625-0194)', model: 'FLUKE-325', price: 'R4,310.00' }),
        rec({ title: 'Fluke 325 klemmeter, 400A AC/DC, true RMS, met toetsdrade, soos nuut. Bloemfontein', model: 'Fluke 325', price: 'R2,700' }),
      ],
      [
        rec({ title: 'Fluke 376 FC True-RMS Clamp Meter, 1000A AC/DC, with iFlex 2500A Probe', brand: 'Fluke', model: '376 FC', price: 'R12,750.00' }),
        rec({ title: 'FLUKE CLAMP MTR TRMS 1000A AC/DC IFLEX 376FC (STORES 6625-0207)', model: 'FLUKE-376FC', price: 'R11,020.00' }),
        rec({ title: 'Clamp meter, true RMS, 1000 A AC/DC, with flexible current probe — Fluke 376 FC or equivalent, 2 No.', model: '376-FC' }),
      ],
    ],
  },
  {
    // One maker's USB webcams: 720p, 1080p and 4K.
    kind: 'webcams by resolution',
    variants: [
      [
        rec({ title: 'Logitech C270 HD Webcam, 720p, Built-in Mic, USB', brand: 'Logitech', model: 'C270', price: 'KSh 3,499' }),
        rec({ title: 'LOGI WEBCAM HD 720P C270 960-001063 (SKU CMP-44120)', model: '960-001063', price: 'KSh 2,980' }),
        rec({ title: 'Kamera ya kompyuta Logitech C270 HD 720p, ina maikrofoni, mpya kwenye boksi. Eldoret', model: 'C-270', price: 'KSh 3,000' }),
      ],
      [
        rec({ title: 'Logitech C920 HD Pro Webcam, Full HD 1080p, Stereo Mics, USB', brand: 'Logitech', model: 'C920', price: 'KSh 9,999' }),
        rec({ title: 'LOGI WEBCAM HD PRO 1080P C920 960-001055 (SKU CMP-44127)', model: '960-001055', price: 'KSh 8,620' }),
        rec({ title: 'Kamera ya kompyuta Logitech C920 HD Pro 1080p, imetumika kidogo, safi. Eldoret', model: 'C-920', price: 'KSh 6,500' }),
      ],
      [
        rec({ title: 'Logitech BRIO Ultra HD 4K Webcam, HDR, Windows Hello, USB-C', brand: 'Logitech', model: 'BRIO 4K', price: 'KSh 27,999' }),
        rec({ title: 'LOGI WEBCAM BRIO 4K UHD 960-001106 (SKU CMP-44139)', model: '960-001106', price: 'KSh 24,140' }),
        rec({ title: 'Webcam, 4K UHD (3840 x 2160), HDR, USB-C, with privacy shutter — Logitech BRIO or equivalent, 12 No.', model: 'BRIO' }),
      ],
    ],
  },
  {
    // One maker's toasters of one range: 2-slice black, 4-slice black and 2-slice white.
    kind: 'toasters by slot count and colour',
    variants: [
      [
        rec({ title: 'Russell Hobbs Inspire 2 Slice Toaster, Black, High-Lift, 6 Browning Levels', brand: 'Russell Hobbs', model: '24371', price: '£34.99' }),
        rec({ title: 'R/HOBBS TOASTER INSPIRE 2SL BLK 24371 (SKU 611-2437)', model: '24371-56', price: '£29.16' }),
        rec({ title: 'Russell Hobbs Inspire broodrooster 2 sneetjes, zwart, nauwelijks gebruikt. Eindhoven', model: '24371', price: '€ 15' }),
      ],
      [
        rec({ title: 'Russell Hobbs Inspire 4 Slice Toaster, Black, High-Lift, 6 Browning Levels', brand: 'Russell Hobbs', model: '24381', price: '£49.99' }),
        rec({ title: 'R/HOBBS TOASTER INSPIRE 4SL BLK 24381 (SKU 611-2438)', model: '24381-56', price: '£41.66' }),
        rec({ title: 'Russell Hobbs Inspire broodrooster 4 sneetjes, zwart, compleet met kruimellade. Eindhoven', model: '24381', price: '€ 20' }),
      ],
      [
        rec({ title: 'Russell Hobbs Inspire 2 Slice Toaster, White, High-Lift, 6 Browning Levels', brand: 'Russell Hobbs', model: '24370', price: '£34.99' }),
        rec({ title: 'R/HOBBS TOASTER INSPIRE 2SL WHT 24370 (SKU 611-2436)', model: '24370-56', price: '£29.16' }),
        rec({ title: 'Toster Russell Hobbs Inspire na 2 kromki, biały, stan idealny. Poznań', model: '24370-56', price: '90 zł' }),
      ],
    ],
  },
  {
    // One maker's corded rotary lawn mowers: 32 cm 1200 W, 37 cm 1400 W and 40 cm 1700 W.
    kind: 'electric lawn mowers by cutting width',
    variants: [
      [
        rec({ title: 'Bosch Rotak 32 Electric Rotary Lawnmower, 1200W, 32cm Cut, 31L Grass Box', brand: 'Bosch', model: 'Rotak 32', price: '£99.99' }),
        rec({ title: 'BOSCH MOWER ELEC ROTAK32 1200W 32CM 06008A6070 (SKU 735-0132)', model: '06008A6070', price: '£83.33' }),
        rec({ title: 'Bosch Rotak 32 Elektro-Rasenmäher, 1200 W, 32 cm Schnittbreite, gebraucht, läuft einwandfrei. Bremen', model: 'ROTAK 32', price: '45 €' }),
      ],
      [
        rec({ title: 'Bosch Rotak 37 Electric Rotary Lawnmower, 1400W, 37cm Cut, 40L Grass Box', brand: 'Bosch', model: 'Rotak 37', price: '£139.99' }),
        rec({ title: 'BOSCH MOWER ELEC ROTAK37 1400W 37CM 06008A6170 (SKU 735-0137)', model: '06008A6170', price: '£116.66' }),
        rec({ title: 'Bosch Rotak 37 Elektro-Rasenmäher, 1400 W, 37 cm Schnittbreite, mit Fangkorb. Bremen', model: 'ROTAK 37', price: '70 €' }),
      ],
      [
        rec({ title: 'Bosch Rotak 40 Electric Rotary Lawnmower, 1700W, 40cm Cut, 50L Grass Box', brand: 'Bosch', model: 'Rotak 40', price: '£179.99' }),
        rec({ title: 'BOSCH MOWER ELEC ROTAK40 1700W 40CM 06008A4270 (SKU 735-0140)', model: '06008A4270', price: '£149.99' }),
        rec({ title: 'Elektriese grassnyer Bosch Rotak 40, 1700W, 40cm sny, grasboks ingesluit. Stellenbosch', model: 'Rotak40', price: 'R2,200' }),
      ],
    ],
  },
  {
    // One maker's white moulded 13 A wall sockets: 1-gang switched, 2-gang switched and 2-gang unswitched.
    kind: 'wall sockets by gang and switching',
    variants: [
      [
        rec({ title: 'MK Logic Plus 13A 1 Gang Double Pole Switched Socket, White', brand: 'MK', model: 'K2757WHI', price: '£6.48' }),
        rec({ title: 'MK SKT 13A 1G DP SW WHT LOGIC PLUS K2757 WHI (SKU 420-1175)', model: 'K2757 WHI', price: '£5.40' }),
        rec({ title: 'Socket outlet, 13 A, 1 gang, switched, double pole, white moulded — MK Logic Plus K2757WHI or equivalent, 40 No.', model: 'K2757' }),
      ],
      [
        rec({ title: 'MK Logic Plus 13A 2 Gang Double Pole Switched Socket, White', brand: 'MK', model: 'K2747WHI', price: '£10.92' }),
        rec({ title: 'MK SKT 13A 2G DP SW WHT LOGIC PLUS K2747 WHI (SKU 420-1174)', model: 'K2747 WHI', price: '£9.10' }),
        rec({ title: 'Soketi ya MK Logic Plus 13A, gang 2 zenye swichi, nyeupe, original UK. Mombasa', model: 'K2747-WHI', price: 'KSh 1,450' }),
      ],
      [
        rec({ title: 'MK Logic Plus 13A 2 Gang Unswitched Socket, White', brand: 'MK', model: 'K2746WHI', price: '£9.36' }),
        rec({ title: 'MK SKT 13A 2G UNSW WHT LOGIC PLUS K2746 WHI (SKU 420-1173)', model: 'K2746 WHI', price: '£7.80' }),
        rec({ title: 'Soket MK Logic Plus 13A guda biyu babu makunni (unswitched), fari, na asali. Kaduna', model: 'K2746-WHI', price: '₦9,500' }),
      ],
    ],
  },
];
