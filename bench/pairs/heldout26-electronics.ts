// Held-out pair set 26, product_electronics (see bench/pairs/heldout26.ts): automatic voltage stabilisers by capacity
// and regulation, infrared thermometers by reading site, electric bikes by battery and frame, video door-entry kits by
// screen and wiring, brush cutters by engine and shaft, massage guns by model, fish finders by screen and transducer,
// and indoor bike trainers by model; each as a maker's or shop's title, a second source under other field names
// (`name`, `mpn`, `manufacturer`) — a generator-and-inverter shop's job card, a school nurse's requisition, a
// hire-purchase agreement schedule, an electrician's pro-forma invoice, a grounds crew's equipment register, a
// physiotherapy clinic's asset tag, a fishing club's raffle prize list, a cycling club's lost-property log — and a
// third source (a Jiji, Leboncoin, Marktplaats, Wallapop or Gumtree SA post, a trade-in quote; French, Dutch,
// Spanish, Yoruba, Swahili, Afrikaans or Pidgin wording). The
// stabiliser brand `Voltmaster` is invented; the other brands are real and their model and part codes are the shape
// the makers use, written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS26: readonly Family[] = [
  {
    // One (invented) maker's mains stabilisers: 5 kVA relay type, 5 kVA servo type, and 10 kVA servo type.
    kind: 'automatic voltage stabilisers by capacity and regulation',
    variants: [
      [
        rec({ title: 'Voltmaster VM-5000R 5kVA Relay-Type Automatic Voltage Stabiliser, 140-260V Input, Wall Mount', brand: 'Voltmaster', model: 'VM-5000R', price: '₦185,000' }),
        rec({ name: 'JOB CARD 0772 (IKOTUN GEN & INVERTER WKSHP): STABILIZER 5KVA RELAY VOLTMASTER - REPLACED RELAY BOARD, TESTED OK', mpn: 'VM5000R', manufacturer: 'Voltmaster' }),
        rec({ title: 'Voltmaster 5kva stabilizer (relay type, di one wey dey click) for fridge & AC, Ikeja. Jiji', model: 'VM 5000 R', price: '₦120,000' }),
      ],
      [
        rec({ title: 'Voltmaster VM-5000S 5kVA Servo-Motor Automatic Voltage Stabiliser, 90-260V Input, Floor Standing', brand: 'Voltmaster', model: 'VM-5000S', price: '₦265,000' }),
        rec({ name: 'JOB CARD 0791: STABILISER 5KVA SERVO VOLTMASTER (VM-5000-S) - CARBON BRUSH CHANGED', mpn: 'VM-5000-S', manufacturer: 'Voltmaster Power' }),
        rec({ title: 'Stabilizer 5kVA servo Voltmaster, wide range 90V, silent, no click. Ibadan, Jiji', brand: 'Voltmaster', model: 'VM5000S', price: '₦190,000' }),
      ],
      [
        rec({ title: 'Voltmaster VM-10000S 10kVA Servo-Motor Automatic Voltage Stabiliser, 90-260V Input, Whole House', brand: 'Voltmaster', model: 'VM-10000S', price: '₦430,000' }),
        rec({ name: 'PRO-FORMA INV PF/23/118 (ADEBOLA ELECT. SVCS): SUPPLY & INSTALL 1 NO. 10KVA SERVO STABILIZER VOLTMASTER, CHANGEOVER INCL.', mpn: 'VM10000S', price: '₦495,000' }),
        rec({ title: 'Ẹ̀rọ stabilizer Voltmaster 10kVA servo fún gbogbo ilé (whole house), Abeokuta', model: 'VM-10000-S', price: '₦350,000' }),
      ],
    ],
  },
  {
    // One maker's thermometers: the ThermoScan 7 ear thermometer, the ThermoScan 5, and the no-touch forehead one.
    kind: 'infrared thermometers by reading site and model',
    variants: [
      [
        rec({ title: 'Braun ThermoScan 7 Ear Thermometer with Age Precision, IRT6520', brand: 'Braun', model: 'IRT6520', price: '£49.99' }),
        rec({ name: 'SCHOOL NURSE REQ. 2023/14 (ST BRIGID’S NS): DIGITAL EAR THERMOMETER BRAUN THERMOSCAN 7 + 40 PROBE COVERS', mpn: 'IRT 6520', manufacturer: 'Braun / Kaz Europe' }),
        rec({ title: 'Thermomètre auriculaire Braun ThermoScan 7 IRT6520, Age Precision, très bon état — Leboncoin Lyon', brand: 'Braun', model: 'ThermoScan 7', price: '25 €' }),
      ],
      [
        rec({ title: 'Braun ThermoScan 5 Ear Thermometer, IRT6030, White', brand: 'Braun', model: 'IRT6030', price: '£34.99' }),
        rec({ name: 'SCHOOL NURSE REQ. 2023/15: EAR THERMOMETER BRAUN THERMOSCAN 5 (IRT6030) X2', mpn: 'IRT6030', manufacturer: 'Braun' }),
        rec({ title: 'Thermomètre oreille Braun Thermoscan 5 IRT 6030, fonctionne, sans boîte — Leboncoin Villeurbanne', model: 'IRT 6030', price: '12 €' }),
      ],
      [
        rec({ title: 'Braun No Touch + Forehead Thermometer, NTF3000, 2-in-1 Contactless', brand: 'Braun', model: 'NTF3000', price: '£44.99' }),
        rec({ name: 'SCHOOL NURSE REQ. 2023/16: NON-CONTACT FOREHEAD THERMOMETER BRAUN NO TOUCH (NTF 3000)', mpn: 'NTF-3000', manufacturer: 'Braun' }),
        rec({ title: 'Thermomètre frontal sans contact Braun No Touch NTF3000, piles neuves — Leboncoin Grenoble', brand: 'Braun', model: 'No Touch NTF3000', price: '18 €' }),
      ],
    ],
  },
  {
    // One sports chain's e-bikes: the Elops 920 E with the low (step-through) frame, the same bike with the high
    // frame, and the cheaper Elops 500 E.
    kind: 'electric bikes by battery and frame',
    variants: [
      [
        rec({ title: 'BTWIN Elops 920 E Electric City Bike, Low Frame, 250W Mid Motor, 418Wh Battery, Blue', brand: 'BTWIN', model: 'Elops 920 E LF', price: '€1,599.99' }),
        rec({ name: 'HP AGREEMENT HP-44107 SCHED. A: E-BIKE DECATHLON ELOPS 920E LOW FRAME (STEP-THRU) SIZE M/L, FRAME NO. WDC2210xxxx', mpn: '8734125', manufacturer: 'Decathlon' }),
        rec({ title: 'Elektrische fiets Btwin Elops 920 E lage instap, 418 Wh accu, 1.900 km gereden — Marktplaats Utrecht', brand: 'Btwin', model: 'Elops 920E lage instap', price: '€ 1.050' }),
      ],
      [
        rec({ title: 'BTWIN Elops 920 E Electric City Bike, High Frame, 250W Mid Motor, 418Wh Battery, Grey', brand: 'BTWIN', model: 'Elops 920 E HF', price: '€1,599.99' }),
        rec({ name: 'HP AGREEMENT HP-44163 SCHED. A: E-BIKE DECATHLON ELOPS 920E HIGH FRAME (CROSSBAR) SIZE L/XL', mpn: '8734126', manufacturer: 'Decathlon SE' }),
        rec({ title: 'E-bike Btwin Elops 920 E hoog frame (herenmodel), grijs, zo goed als nieuw — Marktplaats Amersfoort', brand: 'Btwin', model: 'Elops 920 E hoog', price: '€ 1.100' }),
      ],
      [
        rec({ title: 'BTWIN Elops 500 E Electric City Bike, Low Frame, 250W Rear Hub Motor, 360Wh Battery, White', brand: 'BTWIN', model: 'Elops 500 E', price: '€999.99' }),
        rec({ name: 'HP AGREEMENT HP-44190 SCHED. A: E-BIKE DECATHLON ELOPS 500E LOW FRAME REAR HUB 36V', mpn: '8603891', manufacturer: 'Decathlon' }),
        rec({ title: 'Fiets elektrisch Elops 500 E, lage instap, wit, achterwielmotor, accu 360Wh — Marktplaats Zwolle', model: 'ELOPS 500E', price: '€ 520' }),
      ],
    ],
  },
  {
    // One maker's door-entry kits: a 2-wire analogue kit with a 7" monitor, the same kit with a 10" monitor, and the
    // IP (PoE) kit with a 7" monitor.
    kind: 'video door-entry kits by screen and wiring',
    variants: [
      [
        rec({ title: 'Hikvision DS-KIS203T Analogue Video Intercom Kit, 7" Monitor, 2-Wire, Door Station', brand: 'Hikvision', model: 'DS-KIS203T', price: 'R 3,299' }),
        rec({ name: 'PRO-FORMA QUOTE Q-5521 (SECURE-IT CENTURION): 1X INTERCOM KIT 2-WIRE 7IN HIK DSKIS203T + INSTALL', mpn: 'DSKIS203T', manufacturer: 'Hikvision' }),
        rec({ title: 'Hikvision intercom kit DS-KIS203T, 7 duim skerm, 2-draad, net uitgehaal. Gumtree Pretoria', brand: 'Hikvision', model: 'DS KIS203T', price: 'R 1,800' }),
      ],
      [
        rec({ title: 'Hikvision DS-KIS204T Analogue Video Intercom Kit, 10" Monitor, 2-Wire, Door Station', brand: 'Hikvision', model: 'DS-KIS204T', price: 'R 4,499' }),
        rec({ name: 'PRO-FORMA QUOTE Q-5540: 1X INTERCOM KIT 2-WIRE 10IN SCREEN HIK DS-KIS204T', mpn: 'DS-KIS204T', manufacturer: 'Hikvision Digital Technology' }),
        rec({ title: 'Video intercom Hikvision 10" groot skerm (DS-KIS204T), 2 wire, boxed. Gumtree Centurion', brand: 'Hikvision', model: 'KIS204T', price: 'R 2,600' }),
      ],
      [
        rec({ title: 'Hikvision DS-KIS603-P IP Video Intercom Kit, 7" Monitor, PoE, Door Station', brand: 'Hikvision', model: 'DS-KIS603-P', price: 'R 5,199' }),
        rec({ name: 'PRO-FORMA QUOTE Q-5562: 1X IP INTERCOM KIT POE 7IN HIK DS-KIS603-P (CAT6 RUN BY CLIENT)', mpn: 'DS-KIS603P', manufacturer: 'Hikvision' }),
        rec({ title: 'Hikvision IP intercom kit DS-KIS603-P, PoE, 7" monitor, hardly used. Gumtree Midrand', model: 'DS-KIS603-P', price: 'R 3,000' }),
      ],
    ],
  },
  {
    // One maker's brush cutters: the FS 55 petrol trimmer, the heavier FS 120 petrol brush cutter, and the FSA 57
    // battery trimmer.
    kind: 'brush cutters by engine and shaft',
    variants: [
      [
        rec({ title: 'STIHL FS 55 Petrol Grass Trimmer, 27.2cc, Loop Handle, AutoCut Head', brand: 'STIHL', model: 'FS 55', price: 'KSh 38,500' }),
        rec({ name: 'GROUNDS EQUIPMENT REGISTER (KARURA SEC. SCH.) ITEM G-14: STRIMMER STIHL FS55 PETROL LOOP HDL', mpn: '4140-011-2397', manufacturer: 'Andreas Stihl' }),
        rec({ title: 'Mashine ya kukata nyasi Stihl FS 55, petroli, inafanya kazi vizuri. Kiambu — Jiji', brand: 'Stihl', model: 'FS55', price: 'KSh 22,000' }),
      ],
      [
        rec({ title: 'STIHL FS 120 Petrol Brushcutter, 30.8cc, Bike Handle, Grass Blade + Mowing Head', brand: 'STIHL', model: 'FS 120', price: 'KSh 72,000' }),
        rec({ name: 'GROUNDS EQUIPMENT REGISTER ITEM G-15: BRUSHCUTTER STIHL FS120 C/W BLADE, BIKE HDL, HARNESS', mpn: '4134-200-0363', manufacturer: 'Stihl' }),
        rec({ title: 'Brush cutter Stihl FS 120 (kubwa), petroli, na blade ya nyasi. Nakuru — Jiji', brand: 'Stihl', model: 'FS-120', price: 'KSh 45,000' }),
      ],
      [
        rec({ title: 'STIHL FSA 57 Cordless Grass Trimmer, AK System 36V, Body Only', brand: 'STIHL', model: 'FSA 57', price: 'KSh 41,000' }),
        rec({ name: 'GROUNDS EQUIPMENT REGISTER ITEM G-21: STRIMMER CORDLESS STIHL FSA57 36V (BATT AK10 SEP.)', mpn: '4522-011-5701', manufacturer: 'Stihl' }),
        rec({ title: 'Trimmer ya betri Stihl FSA 57, bila betri, kimya sana. Westlands — Jiji', model: 'FSA57', price: 'KSh 20,000' }),
      ],
    ],
  },
  {
    // One maker's percussive massagers: the Prime, the smaller Mini, and the PRO.
    kind: 'massage guns by model',
    variants: [
      [
        rec({ title: 'Therabody Theragun Prime Percussive Therapy Massage Gun, 5th Generation, Black', brand: 'Therabody', model: 'Theragun Prime', price: '£299.00' }),
        rec({ name: 'ASSET TAG PHY-0088 (SPORTS PHYSIO CLINIC, TREATMENT RM 2): PERCUSSION MASSAGER THERAGUN PRIME G5', mpn: 'G5-PRIME-UK', manufacturer: 'Therabody Inc' }),
        rec({ title: 'Pistola de masaje Theragun Prime (5ª gen.), negra, con cargador. Wallapop Valencia', brand: 'Theragun', model: 'Prime', price: '140 €' }),
      ],
      [
        rec({ title: 'Therabody Theragun Mini Portable Massage Gun, 2nd Generation, Black', brand: 'Therabody', model: 'Theragun Mini', price: '£199.00' }),
        rec({ name: 'ASSET TAG PHY-0091: PERCUSSION MASSAGER THERAGUN MINI (2ND GEN) - PITCHSIDE BAG', mpn: 'G4-MINI-2-UK', manufacturer: 'Therabody' }),
        rec({ title: 'Mini pistola de masaje Theragun Mini 2ª generación, cabe en el bolso. Wallapop Sevilla', brand: 'Theragun', model: 'mini 2.0', price: '95 €' }),
      ],
      [
        rec({ title: 'Therabody Theragun PRO Professional Massage Gun, 5th Generation, Swappable Battery, Black', brand: 'Therabody', model: 'Theragun PRO', price: '£549.00' }),
        rec({ name: 'ASSET TAG PHY-0093: PERCUSSION MASSAGER THERAGUN PRO G5 C/W 2 BATTS + CASE', mpn: 'G5-PRO-UK', manufacturer: 'Therabody' }),
        rec({ title: 'Theragun PRO 5ª gen, dos baterías, maletín, como nueva. Wallapop Madrid', model: 'Theragun PRO G5', price: '300 €' }),
      ],
    ],
  },
  {
    // One maker's fish finders: the Striker 4 (3.5" screen), the Striker Vivid 5cv, and the Striker Vivid 7sv with
    // side-view transducer.
    kind: 'fish finders by screen and transducer',
    variants: [
      [
        rec({ title: 'Garmin STRIKER 4 Fishfinder with GPS, 3.5" Display, Dual-Beam Transducer', brand: 'Garmin', model: '010-01550-00', price: '£109.99' }),
        rec({ name: 'RAFFLE PRIZE LIST (LOUGH DERG ANGLING CLUB) PRIZE 3: GARMIN STRIKER 4 FISH FINDER 3.5IN + GPS', mpn: '010-01550-00', manufacturer: 'Garmin' }),
        rec({ title: 'Sondeur Garmin Striker 4 avec GPS, écran 3,5", sonde incluse — Leboncoin Brest', brand: 'Garmin', model: 'Striker 4', price: '70 €' }),
      ],
      [
        rec({ title: 'Garmin STRIKER Vivid 5cv Fishfinder, 5" Display, GT20-TM ClearVü Transducer', brand: 'Garmin', model: '010-02551-00', price: '£229.99' }),
        rec({ name: 'RAFFLE PRIZE LIST PRIZE 1: GARMIN STRIKER VIVID 5CV 5IN C/W GT20 TRANSDUCER', mpn: '010-02551-00', manufacturer: 'Garmin Ltd' }),
        rec({ title: 'Sondeur Garmin Striker Vivid 5cv, écran 5 pouces, ClearVü — Leboncoin Lorient', brand: 'Garmin', model: 'Striker Vivid 5cv', price: '150 €' }),
      ],
      [
        rec({ title: 'Garmin STRIKER Vivid 7sv Fishfinder, 7" Display, GT52HW-TM SideVü Transducer', brand: 'Garmin', model: '010-02553-00', price: '£499.99' }),
        rec({ name: 'RAFFLE PRIZE LIST PRIZE 1 (MAIN DRAW 2024): GARMIN STRIKER VIVID 7SV SIDEVU 7IN', mpn: '010-02553-00', manufacturer: 'Garmin' }),
        rec({ title: 'Sondeur Garmin Striker Vivid 7sv SideVü 7", complet avec sonde GT52 — Leboncoin Vannes', model: 'STRIKER VIVID 7SV', price: '330 €' }),
      ],
    ],
  },
  {
    // One maker's indoor trainers: the KICKR CORE direct drive, the KICKR SNAP wheel-on, and the flagship KICKR.
    kind: 'indoor bike trainers by model and drive',
    variants: [
      [
        rec({ title: 'Wahoo KICKR CORE Direct Drive Smart Trainer, ANT+/Bluetooth', brand: 'Wahoo Fitness', model: 'WFBKTR5', price: '£599.99' }),
        rec({ name: 'LOST PROPERTY LOG (CAPE TOWN CYCLE CLUB HQ) #112: TURBO TRAINER WAHOO KICKR CORE DIRECT DRIVE, NO CASSETTE', mpn: 'WFBKTR5', manufacturer: 'Wahoo' }),
        rec({ title: 'Wahoo Kickr Core smart trainer, direct drive, met 11sp kasset. Gumtree Stellenbosch', brand: 'Wahoo', model: 'KICKR CORE', price: 'R 9,500' }),
      ],
      [
        rec({ title: 'Wahoo KICKR SNAP Wheel-On Smart Trainer, ANT+/Bluetooth', brand: 'Wahoo Fitness', model: 'WFBKTR3', price: '£349.99' }),
        rec({ name: 'LOST PROPERTY LOG #118: TURBO TRAINER WAHOO KICKR SNAP (WHEEL ON) + FRONT BLOCK', mpn: 'WFBKTR3', manufacturer: 'Wahoo Fitness' }),
        rec({ title: 'Wahoo Kickr Snap wheel-on trainer, werk perfek. Gumtree Durbanville', brand: 'Wahoo', model: 'Kickr Snap', price: 'R 4,200' }),
      ],
      [
        rec({ title: 'Wahoo KICKR v6 Direct Drive Smart Trainer with WiFi, ANT+/Bluetooth', brand: 'Wahoo Fitness', model: 'WFBKTR1', price: '£999.99' }),
        rec({ name: 'TRADE-IN QUOTE TQ-3021: SMART TRAINER WAHOO KICKR V6 WIFI DIRECT DRIVE, GOOD COND', mpn: 'WFBKTR1', price: '£520.00' }),
        rec({ title: 'Wahoo KICKR v6 (die groot een, met WiFi), direct drive. Gumtree Somerset West', model: 'KICKR V6', price: 'R 16,000' }),
      ],
    ],
  },
];
