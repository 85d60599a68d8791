// Held-out pair set 24, product_electronics (see bench/pairs/heldout24.ts): cordless impact wrenches by torque class
// and battery kit, robotic lawn mowers by working area and generation, smart car battery chargers by current,
// dishwashers by width and installation, front-loading washing machines by drum size and finish, stand mixers by
// bowl, model and colour, cordless chainsaws by bar length and battery set, and satellite internet kits by dish
// generation; each as a trade, garden-centre, motor-factor or appliance-retailer title, a second source under other
// field names (`name`, `mpn`, `manufacturer`) — an insurance-claim replacement schedule, a warranty registration, a
// fleet-workshop stores issue, a landlord's check-in inventory, a hire-purchase agreement line, a wedding gift list, a
// forestry contractor's plant register, a reseller's proforma invoice — and a third source (an eBay, Blocket,
// Tonaton, DoneDeal, Masoko, Willhaben, Instagram-shop or pawn-shop line, Swedish, German, Pidgin, Swahili or
// Twi). Model and part codes are the shape the makers use and are NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS24: readonly Family[] = [
  {
    // One maker's 1/2" impact wrenches: high-torque body only, the same body as a kit with two 5.0 Ah packs, and the
    // mid-torque sibling body only.
    kind: 'cordless impact wrenches by torque class and battery kit',
    variants: [
      [
        rec({ title: 'Milwaukee M18 FHIWF12-0X 18V FUEL 1/2" High Torque Impact Wrench with Friction Ring - Body Only, HD Box', brand: 'Milwaukee', model: 'M18 FHIWF12-0X', price: '£279.98' }),
        rec({ name: 'MILW M18FHIWF12-0X IMPACT WRENCH 1/2 HI-TORQ BARE C/W HD BOX (CLAIM 44817, ITEM 3 STOLEN FROM VAN)', mpn: '4933459695', price: '£279.98' }),
        rec({ title: 'milwaukee m18 fuel high torque impact gun 1/2 FHIWF12 skin only, in case. pawn ref 0921 Wolverhampton', model: 'FHIWF12', price: '£150' }),
      ],
      [
        rec({ title: 'Milwaukee M18 FHIWF12-502X 18V FUEL 1/2" High Torque Impact Wrench Kit, 2 x 5.0Ah, Charger, HD Box', brand: 'Milwaukee', model: 'M18 FHIWF12-502X', price: '£489.00' }),
        rec({ name: 'MILW M18 FHIWF12-502X IMP WRENCH KIT 2X5.0AH+CHGR HD BOX', mpn: '4933459696', manufacturer: 'Milwaukee Tool', price: '£431.10' }),
        rec({ title: 'Milwaukee FHIWF12-502X complete kit 2 batt 5ah + charger, used twice, lug nuts no wahala. Apapa', brand: 'Milwaukee', model: 'FHIWF12 502X', price: '₦780,000' }),
      ],
      [
        rec({ title: 'Milwaukee M18 FMTIW2F12-0X 18V FUEL 1/2" Mid Torque Impact Wrench with Friction Ring - Body Only', brand: 'Milwaukee', model: 'M18 FMTIW2F12-0X', price: '£219.00' }),
        rec({ name: 'MILW M18FMTIW2F12-0X IMPACT WRENCH MID-TORQ 1/2 F/RING BARE', mpn: '4933478449', price: '£188.30' }),
        rec({ title: 'Milwaukee M18 mid torque impact wrench FMTIW2F12 body only, gen 2, great for tyre bay. Ebay, Leeds', brand: 'Milwaukee', model: 'FMTIW2F12-0X', price: '£130.00' }),
      ],
    ],
  },
  {
    // One maker's boundary-wire robot mowers: the small-garden model, the mid model (Mark II), and the X-line model
    // with a cellular module.
    kind: 'robotic lawn mowers by working area and generation',
    variants: [
      [
        rec({ title: 'Husqvarna Automower 305 Robotic Lawnmower, up to 600 m², Boundary Wire', brand: 'Husqvarna', model: '967 97 40-12', price: '€ 999' }),
        rec({ name: 'HUSQVARNA AUTOMOWER 305 (2020) 600M2 - WARRANTY REG SN 2104xxxxx', mpn: '967974012', manufacturer: 'Husqvarna AB' }),
        rec({ title: 'Robotgräsklippare Husqvarna Automower 305, för gräsmattor upp till 600 kvm, inkl. laddstation. Uppsala', brand: 'Husqvarna', model: 'AM305', price: '4 500 kr' }),
      ],
      [
        rec({ title: 'Husqvarna Automower 310 Mark II Robotic Lawnmower, up to 1,000 m², App Control', brand: 'Husqvarna', model: '970 46 51-11', price: '€ 1.499' }),
        rec({ name: 'HUSQ AUTOMOWER 310 MK2 1000M2 BT APP', mpn: '970465111', manufacturer: 'Husqvarna', price: '€ 1.219,00' }),
        rec({ title: 'Husqvarna Automower 310 Mark II robotklippare 1000 m², Bluetooth-app, säljes pga flytt. Västerås', brand: 'Husqvarna', model: '310 Mk II', price: '9 900 kr' }),
      ],
      [
        rec({ title: 'Husqvarna Automower 405X Robotic Lawnmower, up to 600 m², Automower Connect (4G), GPS Theft Tracking', brand: 'Husqvarna', model: '970 44 81-11', price: '€ 1.799' }),
        rec({ name: 'HUSQVARNA AM405X 600M2 CONNECT 4G GPS', mpn: '970448111', price: '€ 1.452,00' }),
        rec({ title: 'Automower 405X with 4G connect and GPS, 600m2, 2nd hand, boundary kit incl. — Husqvarna 405X, Kilimani Nairobi', brand: 'Husqvarna', model: '405X', price: 'KSh 180,000' }),
      ],
    ],
  },
  {
    // One maker's smart chargers: 5 A, 10 A, and the 5 A "Time To Go" with the countdown display.
    kind: 'smart car battery chargers by current',
    variants: [
      [
        rec({ title: 'CTEK MXS 5.0 12V 5A Smart Battery Charger & Maintainer, UK Plug', brand: 'CTEK', model: '56-305', price: '£74.99' }),
        rec({ name: 'CTEK CHARGER MXS5.0 12V 5AMP UK', mpn: '56305', manufacturer: 'CTEK Sweden AB', price: 'GH₵ 1,320.00' }),
        rec({ title: 'CTEK MXS 5.0 battery charger 12v, original from UK, for car & bike battery. Abossey Okai, Accra', model: 'MXS 5.0', price: 'GH₵ 950' }),
      ],
      [
        rec({ title: 'CTEK MXS 10 12V 10A Smart Battery Charger with Temperature Sensor, UK Plug', brand: 'CTEK', model: '56-708', price: '£139.99' }),
        rec({ name: 'CTEK CHARGER MXS10 12V 10AMP UK C/W TEMP SENSOR', mpn: '56708', price: 'GH₵ 2,480.00' }),
        rec({ title: 'Fleet workshop stores issue: BATTERY CHARGER SMART 12V 10A (CTEK MXS 10) x1 to bay 4', model: 'MXS10' }),
      ],
      [
        rec({ title: 'CTEK CT5 Time To Go 12V 5A Smart Battery Charger with Countdown Display, UK Plug', brand: 'CTEK', model: '40-161', price: '£89.99' }),
        rec({ name: 'CTEK CHARGER CT5 TIME TO GO 12V 5A UK', mpn: '40161', price: 'GH₵ 1,590.00' }),
        rec({ title: 'CTEK CT5 Time To Go charger (e kyerɛ bere a ɛbɛwie), 12V 5A, UK plug, new. Kaneshie', brand: 'CTEK', model: 'CT5 TTG', price: 'GH₵ 1,200' }),
      ],
    ],
  },
  {
    // One maker's Serie 2 dishwashers: 60 cm freestanding, 45 cm slimline freestanding, and 60 cm fully integrated.
    kind: 'dishwashers by width and installation',
    variants: [
      [
        rec({ title: 'Bosch Serie 2 SMS2ITW41G Freestanding Dishwasher, 60cm, 12 Place Settings, White', brand: 'Bosch', model: 'SMS2ITW41G', price: '£379.00' }),
        rec({ name: 'Kitchen: dishwasher, Bosch, white, freestanding full size (SMS2ITW41G on plate) — working, light marks to door', manufacturer: 'Bosch' }),
        rec({ title: 'BOSCH DW F/S 60CM 12PS WHT SMS2ITW41G (VOID REPLACEMENT, FLAT 3B)', model: 'SMS 2ITW41G', price: '£329.00' }),
      ],
      [
        rec({ title: 'Bosch Serie 2 SPS2IKW04G Slimline Freestanding Dishwasher, 45cm, 9 Place Settings, White', brand: 'Bosch', model: 'SPS2IKW04G', price: '£399.00' }),
        rec({ name: 'Kitchen: slimline dishwasher (45), Bosch SPS2IKW04G, white — clean, filter present', manufacturer: 'Bosch' }),
        rec({ title: 'BOSCH DW SLIM 45CM 9PS WHT SPS2IKW04G (VOID REPLACEMENT)', model: 'SPS2IKW04G', price: '£344.00' }),
      ],
      [
        rec({ title: 'Bosch Serie 2 SMV2ITX22G Fully Integrated Dishwasher, 60cm, 12 Place Settings', brand: 'Bosch', model: 'SMV2ITX22G', price: '£429.00' }),
        rec({ name: 'Kitchen: integrated dishwasher behind door panel, Bosch SMV2ITX22G — door hinge stiff', manufacturer: 'Bosch' }),
        rec({ title: 'BOSCH DW INTEG 60CM 12PS SMV2ITX22G', model: 'SMV2ITX22G', price: '£372.00' }),
      ],
    ],
  },
  {
    // One maker's front loaders: 9 kg white, 8 kg white, and 9 kg in the inox finish.
    kind: 'front-loading washing machines by drum size and finish',
    variants: [
      [
        rec({ title: 'Samsung Series 5+ WW90T534DAW/S1 ecobubble 9kg 1400rpm Washing Machine, White', brand: 'Samsung', model: 'WW90T534DAW/S1', price: 'KSh 79,999' }),
        rec({ name: 'HP AGREEMENT 7731: SAMSUNG WASHER 9KG FRONT LOAD WHT WW90T534DAW - 12 MONTHS @ KSH 8,150', mpn: 'WW90T534DAW' }),
        rec({ title: 'Samsung washing machine 9kg ecobubble white WW90T534DAW/S1, ex-display, full warranty. Masoko, Mombasa Road', brand: 'Samsung', model: 'WW90T534DAW-S1', price: 'KSh 68,000' }),
      ],
      [
        rec({ title: 'Samsung Series 5+ WW80T534DAW/S1 ecobubble 8kg 1400rpm Washing Machine, White', brand: 'Samsung', model: 'WW80T534DAW/S1', price: 'KSh 72,499' }),
        rec({ name: 'HP AGREEMENT 7790: SAMSUNG WASHER 8KG FRONT LOAD WHT WW80T534DAW - 12 MONTHS @ KSH 7,400', mpn: 'WW80T534DAW' }),
        rec({ title: 'Mashine ya kufulia Samsung kilo 8, ecobubble, nyeupe, WW80T534DAW — Lipa mdogo mdogo, Thika Road', brand: 'Samsung', model: 'WW80T534DAW', price: 'KSh 70,000' }),
      ],
      [
        rec({ title: 'Samsung Series 5+ WW90T534DAX/S1 ecobubble 9kg 1400rpm Washing Machine, Inox', brand: 'Samsung', model: 'WW90T534DAX/S1', price: 'KSh 84,999' }),
        rec({ name: 'HP AGREEMENT 7802: SAMSUNG WASHER 9KG FRONT LOAD INOX WW90T534DAX - 12 MONTHS @ KSH 8,650', mpn: 'WW90T534DAX' }),
        rec({ title: 'Mashine ya kufulia Samsung kilo 9, rangi ya silver (inox), WW90T534DAX/S1, mpya kwa boksi. Nyali, Mombasa', brand: 'Samsung', model: 'WW90T534DAX S1', price: 'KSh 80,000' }),
      ],
    ],
  },
  {
    // One maker's tilt-head mixers: Artisan 175 in Empire Red, the same in Almond Cream, and the Artisan 185 (more
    // attachments) in Empire Red.
    kind: 'stand mixers by model and colour',
    variants: [
      [
        rec({ title: 'KitchenAid Artisan 5KSM175PSBER Tilt-Head Stand Mixer 4.8L, Empire Red', brand: 'KitchenAid', model: '5KSM175PSBER', price: '£499.00' }),
        rec({ name: 'Gift list #AB-2231 item 4: KitchenAid Artisan mixer 175, 4.8 litre, red (Empire Red), ref 5KSM175PSBER — purchased 1 of 1', manufacturer: 'KitchenAid' }),
        rec({ title: 'Kitchenaid artisan mixer RED 5KSM175PSBER 4.8L tilt head, unwanted wedding present still sealed. Ballincollig, Cork', brand: 'Kitchenaid', model: '5KSM175PS BER', price: '€380' }),
      ],
      [
        rec({ title: 'KitchenAid Artisan 5KSM175PSBAC Tilt-Head Stand Mixer 4.8L, Almond Cream', brand: 'KitchenAid', model: '5KSM175PSBAC', price: '£499.00' }),
        rec({ name: 'Gift list #AB-2231 item 5: KitchenAid Artisan mixer 4.8L almond cream (5KSM175PSBAC)', manufacturer: 'KitchenAid', mpn: '5KSM175PSBAC' }),
        rec({ title: 'KitchenAid Artisan stand mixer almond cream (off-white) 4.8L, 5KSM175PSBAC, UK plug, barely used. Galway', brand: 'KitchenAid', model: '5KSM175PSB-AC', price: '€350' }),
      ],
      [
        rec({ title: 'KitchenAid Artisan 5KSM185PSBER Stand Mixer 4.8L with Extra Accessories, Empire Red', brand: 'KitchenAid', model: '5KSM185PSBER', price: '£599.00' }),
        rec({ name: 'KITCHENAID ARTISAN 185 MIXER 4.8L EMP RED 5KSM185PSBER', mpn: '5KSM185PSBER', price: '£520.00' }),
        rec({ title: 'KITCHENAID ARTISAN 185 RED c/w pasta roller + extra bowl, 5KSM185PSBER, 3 pin plug. Swords, Co. Dublin', brand: 'KitchenAid', model: '5KSM185 PSBER', price: '€420' }),
      ],
    ],
  },
  {
    // One maker's battery chainsaws: the 30 cm saw body only, the same saw as a set with battery and charger, and
    // the larger 35 cm body only.
    kind: 'cordless chainsaws by bar length and battery set',
    variants: [
      [
        rec({ title: 'STIHL MSA 160 C-B Cordless Chainsaw, 30 cm Bar, AP System - Without Battery and Charger', brand: 'STIHL', model: 'MA01 011 5800', price: '£329.00' }),
        rec({ name: 'PLANT REG CS-B-014 CHAINSAW BATT STIHL MSA160C-B 30CM (SKIN) - CREW 2', mpn: 'MA010115800', manufacturer: 'STIHL' }),
        rec({ title: 'Akku-Kettensäge Stihl MSA 160 C-B, Schwert 30 cm, ohne Akku und Ladegerät, wenig benutzt. Graz', brand: 'Stihl', model: 'MSA160 CB', price: '220 €' }),
      ],
      [
        rec({ title: 'STIHL MSA 160 C-B Cordless Chainsaw Set, 30 cm Bar, with AP 200 Battery and AL 300 Charger', brand: 'STIHL', model: 'MA01 200 0002', price: '£579.00' }),
        rec({ name: 'PLANT REG CS-B-015 CHAINSAW BATT STIHL MSA160C-B 30CM SET C/W AP200 + AL300 - CREW 2', mpn: 'MA012000002', manufacturer: 'STIHL' }),
        rec({ title: 'Stihl MSA 160 C-B Set mit Akku AP 200 und Ladegerät AL 300, 30er Schwert. Klagenfurt', brand: 'Stihl', model: 'MSA 160 C-B Set', price: '420 €' }),
      ],
      [
        rec({ title: 'STIHL MSA 200 C-B Cordless Chainsaw, 35 cm Bar, AP System - Without Battery and Charger', brand: 'STIHL', model: 'MA01 011 5820', price: '£399.00' }),
        rec({ name: 'PLANT REG CS-B-021 CHAINSAW BATT STIHL MSA200C-B 35CM (SKIN) - CREW 4', mpn: 'MA010115820', manufacturer: 'STIHL' }),
        rec({ title: 'Akku-Motorsäge STIHL MSA 200 C-B, 35 cm, Grundgerät ohne Akku. Linz', brand: 'STIHL', model: 'MSA 200 C-B', price: '280 €' }),
      ],
    ],
  },
  {
    // One satellite operator's kits: the standard (gen 3) dish kit, the Mini with built-in router, and the older
    // standard actuated dish.
    kind: 'satellite internet kits by dish generation',
    variants: [
      [
        rec({ title: 'Starlink Standard Kit (Gen 3) - Dish, Router Gen 3, 15m Cable, Kickstand', brand: 'Starlink', model: 'UTA-231', price: '₦440,000' }),
        rec({ name: 'PROFORMA PF-0612: STARLINK STD KIT V3 (DISH+ROUTER GEN3+KICKSTAND) QTY 5', mpn: 'UTA-231', manufacturer: 'SpaceX', price: '₦425,000' }),
        rec({ title: 'Starlink standard kit new v3 dish, original, we dey deliver nationwide 🚚 DM to order. Ikeja', brand: 'Starlink', model: 'Standard V3', price: '₦450,000' }),
      ],
      [
        rec({ title: 'Starlink Mini Kit - Compact Dish with Built-in WiFi, 12V DC, Travel Case', brand: 'Starlink', model: 'UTA-252', price: '₦318,000' }),
        rec({ name: 'PROFORMA PF-0612: STARLINK MINI KIT BUILT-IN WIFI QTY 3', mpn: 'UTA-252', manufacturer: 'SpaceX', price: '₦305,000' }),
        rec({ title: 'Starlink MINI for car / travel, small dish wey get wifi inside, 12v. Lekki', brand: 'Starlink', model: 'Mini', price: '₦330,000' }),
      ],
      [
        rec({ title: 'Starlink Standard Actuated Kit (Gen 2) - Motorised Dish, Router Gen 2, 23m Cable, Base', brand: 'Starlink', model: 'UTA-212', price: '₦380,000' }),
        rec({ name: 'PROFORMA PF-0598: STARLINK STD ACTUATED KIT V2 (DISH+ROUTER GEN2+BASE) QTY 2', mpn: 'UTA-212', manufacturer: 'SpaceX', price: '₦360,000' }),
        rec({ title: 'Starlink standard actuated (v2, the one wey dey turn itself), fairly used, complete. Port Harcourt', brand: 'Starlink', model: 'Actuated V2', price: '₦260,000' }),
      ],
    ],
  },
];
