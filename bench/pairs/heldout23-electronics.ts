// Held-out pair set 23, product_electronics (see bench/pairs/heldout23.ts): cordless drill drivers by voltage and
// battery kit, smart speakers by screen and generation, smartphone gimbals by generation and kit, prepaid electricity
// meters by phase and keypad, laser distance measurers by range and inclination, smart thermostats by hot-water
// control and kit, electric breast pumps by single and double, and digital photo frames by size and Wi-Fi; each as a trade-counter, DIY-chain, utility-store or marketplace title, a sales invoice, delivery-note or
// stores-requisition line in caps with cut words, an EAN and a quantity, and a third source (a Gumtree, Jiji, Jumia,
// OLX, Kleinanzeigen, Allegro, Leboncoin or Marktplaats post, a utility's vendor-stock register line, German, Polish,
// French, Dutch, Portuguese, Yoruba, Swahili, Twi or Afrikaans). EANs carry a computed check digit (illustrative, not
// the makers' own); model codes are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS23: readonly Family[] = [
  {
    // One maker's 18 V drill drivers: the body only, the same body in a kit with two 3.0 Ah batteries and a charger,
    // and the smaller sibling body only.
    kind: 'cordless drill drivers by voltage and battery kit',
    variants: [
      [
        rec({ title: 'Makita DDF485Z 18V LXT Li-ion Brushless Drill Driver - Body Only', brand: 'Makita', model: 'DDF485Z', price: '£89.99' }),
        rec({ title: 'MAK DDF485Z 18V BL DRILL DRVR BARE UNIT 0088459562348 x2', model: 'DDF485Z', price: '£74.15' }),
        rec({ title: 'Makita 18v brushless drill DDF485 naked (no battery no charger) barely used - Cardiff', brand: 'makita', model: 'DDF 485 Z', price: '£50' }),
      ],
      [
        rec({ title: 'Makita DDF485RFJ 18V LXT Brushless Drill Driver Kit, 2 x 3.0Ah Batteries, Charger, Makpac Case', brand: 'Makita', model: 'DDF485RFJ', price: '£229.99' }),
        rec({ title: 'MAK DDF485RFJ 18V BL DRILL DRVR 2X3AH MAKPAC 0088459562416 x1', model: 'DDF485RFJ', price: '£188.40' }),
        rec({ title: 'Wiertarko-wkrętarka Makita DDF485RFJ 18V, 2 akumulatory 3,0Ah + ładowarka, walizka Makpac. Wrocław', brand: 'Makita', model: 'DDF485RFJ', price: '899 zł' }),
      ],
      [
        rec({ title: 'Makita DDF482Z 18V LXT Li-ion Drill Driver 2-Speed - Body Only', brand: 'Makita', model: 'DDF482Z', price: '£64.99' }),
        rec({ title: 'MAK DDF482Z 18V DRILL DRVR 2SPD BARE 0088459562584 x3', model: 'DDF482Z', price: '£52.60' }),
        rec({ title: 'Makita DDF482Z body only 18V drill, UK used, strong. Ladipo / Mushin, Lagos', brand: 'Makita', model: 'DDF482', price: '₦95,000' }),
      ],
    ],
  },
  {
    // One maker's voice speakers: the screenless Dot, the 5.5" screen Show 5, and the 8" Show 8.
    kind: 'smart speakers by screen and generation',
    variants: [
      [
        rec({ title: 'Amazon Echo Dot (5th Gen, 2022 release) Smart Speaker with Alexa, Charcoal', brand: 'Amazon', model: 'B09B8X9RGM', price: '£54.99' }),
        rec({ title: 'AMZN ECHO DOT 5G CHARCOAL SPKR 0840591882346 QTY 12', model: 'B09B8X9RGM', price: '£38.20' }),
        rec({ title: 'Echo Dot 5. Generation Anthrazit, smarter Lautsprecher mit Alexa, kaum benutzt. Leipzig-Plagwitz', brand: 'Amazon', model: 'Echo Dot 5', price: '25 €' }),
      ],
      [
        rec({ title: 'Amazon Echo Show 5 (3rd Gen, 2023) Smart Display with Alexa, 5.5" Screen, Charcoal', brand: 'Amazon', model: 'B09B2SRGXY', price: '£89.99' }),
        rec({ title: 'AMZN ECHO SHOW 5 3G 5.5IN CHARCOAL 0840591882414 QTY 6', model: 'B09B2SRGXY', price: '£63.00' }),
        rec({ title: 'Echo Show 5 (3. Gen) mit Bildschirm 5,5 Zoll, Anthrazit, OVP. Leipzig', brand: 'Amazon', model: 'Echo Show 5', price: '45 €' }),
      ],
      [
        rec({ title: 'Amazon Echo Show 8 (2nd Gen) HD Smart Display with Alexa and 13 MP Camera, 8" Screen, Charcoal', brand: 'Amazon', model: 'B084DCJKSL', price: '£119.99' }),
        rec({ title: 'AMZN ECHO SHOW 8 2G 8IN 13MP CHARCOAL 0840591882582 QTY 4', model: 'B084DCJKSL', price: '£84.50' }),
        rec({ title: 'Écran connecté Amazon Echo Show 8 (2e génération), écran 8 pouces, caméra 13 MP, anthracite — Nantes', brand: 'Amazon', model: 'Echo Show 8', price: '60 €' }),
      ],
    ],
  },
  {
    // One maker's phone gimbals: the sixth-generation model, the seventh, and the seventh Pro with the tracker.
    kind: 'smartphone gimbals by generation and kit',
    variants: [
      [
        rec({ title: 'DJI Osmo Mobile 6 Smartphone Gimbal Stabiliser, 3-Axis, Built-in Extension Rod, Slate Grey', brand: 'DJI', model: 'CP.OS.00000213.01', price: '₦145,000' }),
        rec({ title: 'DJI OSMO MOB 6 GIMBAL 3AX SLATE GRY 6902471223428 1PC', model: 'OM6', price: '₦132,500' }),
        rec({ title: 'DJI OM 6 gimbal for phone, clean, complete in box, used for content. Yaba, Lagos', brand: 'DJI', model: 'OM6', price: '₦95,000' }),
      ],
      [
        rec({ title: 'DJI Osmo Mobile 7 Smartphone Gimbal, 3-Axis, Built-in Tripod, Grey', brand: 'DJI', model: 'CP.OS.00000392.01', price: '₦168,000' }),
        rec({ title: 'DJI OSMO MOB 7 GIMBAL 3AX TRIPOD GRY 6902471223596 1PC', model: 'OM7', price: '₦154,000' }),
        rec({ title: 'Àmúdúró fóònù DJI Osmo Mobile 7 (gimbal), tuntun nínú páálí, Ibadan — Dugbe', brand: 'DJI', model: 'Osmo Mobile 7', price: '₦150,000' }),
      ],
      [
        rec({ title: 'DJI Osmo Mobile 7P Gimbal with Multifunctional Tracking Module, 3-Axis, Extension Rod', brand: 'DJI', model: 'CP.OS.00000393.01', price: '₦235,000' }),
        rec({ title: 'DJI OSMO MOB 7P GIMBAL +TRACKING MOD 6902471223664 1PC', model: 'OM7P', price: '₦214,000' }),
        rec({ title: 'Phone stabiliser, 3-axis, with subject-tracking light module (media unit) — DJI Osmo Mobile 7P or equivalent, 4 No.', model: 'OM7P' }),
      ],
    ],
  },
  {
    // One maker's prepaid (token) meters: single-phase split with a keypad unit, single-phase one-piece, and
    // three-phase split.
    kind: 'prepaid electricity meters by phase and keypad',
    variants: [
      [
        rec({ title: 'Hexing HXE110-KP Single Phase Split Prepaid Meter with Customer Interface Unit (Keypad), STS', brand: 'Hexing', model: 'HXE110-KP', price: 'KSh 9,800' }),
        rec({ title: 'HEXING METER 1PH SPLIT PREPAY C/W CIU HXE110KP STS 6944123001176 10 PCS', model: 'HXE110KP', price: 'KSh 8,450' }),
        rec({ title: 'Mita ya malipo ya kabla (tokens) Hexing HXE110-KP, awamu moja, na kibodi ya ndani. Kitengela', brand: 'Hexing', model: 'HXE110 KP', price: 'KSh 7,000' }),
      ],
      [
        rec({ title: 'Hexing HXE115 Single Phase Prepaid Meter, One-Piece with Built-in Keypad, STS, DIN Rail', brand: 'Hexing', model: 'HXE115', price: 'KSh 7,900' }),
        rec({ title: 'HEXING METER 1PH 1-PIECE PREPAY KPAD HXE115 STS 6944123001244 20 PCS', model: 'HXE-115', price: 'KSh 6,700' }),
        rec({ title: 'Prepaid meter, single phase, keypad on meter (one piece), STS compliant (staff houses) — Hexing HXE115 or equivalent, 24 No.', model: 'HXE115' }),
      ],
      [
        rec({ title: 'Hexing HXE310-KP Three Phase Split Prepaid Meter with CIU Keypad, STS, 100A', brand: 'Hexing', model: 'HXE310-KP', price: 'KSh 24,500' }),
        rec({ title: 'HEXING METER 3PH SPLIT PREPAY C/W CIU HXE310KP 100A 6944123001312 4 PCS', model: 'HXE310KP', price: 'KSh 21,900' }),
        rec({ title: 'Mita ya tokens Hexing HXE310-KP, awamu tatu (3 phase), split na kibodi, mpya. Industrial Area, Nairobi', brand: 'Hexing', model: 'HXE310', price: 'KSh 20,000' }),
      ],
    ],
  },
  {
    // One maker's laser measures: 40 m, 50 m with a tilt sensor and app, and 50 m with a rotating display and camera
    // off (the green-beam model).
    kind: 'laser distance measurers by range and inclination',
    variants: [
      [
        rec({ title: 'Bosch Professional GLM 40 Laser Measure, 40 m Range, with Pouch', brand: 'Bosch', model: '0 601 072 900', price: 'R1,499.00' }),
        rec({ title: 'BOSCH LASER MEASURE GLM40 40M PROF 0601072900 3165321001284 x5', model: '0601072900', price: 'R1,265.00' }),
        rec({ title: 'Bosch GLM 40 laser-afstandmeter, 40 m, blou, met sakkie, nuut. Bellville', brand: 'Bosch', model: 'GLM 40', price: 'R950' }),
      ],
      [
        rec({ title: 'Bosch Professional GLM 50 C Laser Measure, 50 m, Bluetooth, 360° Tilt Sensor', brand: 'Bosch', model: '0 601 072 C00', price: 'R2,799.00' }),
        rec({ title: 'BOSCH LASER MEASURE GLM50C 50M BT TILT 0601072C00 3165321001352 x2', model: '0601072C00', price: 'R2,360.00' }),
        rec({ title: 'Télémètre laser Bosch GLM 50 C Professional, 50 m, Bluetooth, inclinomètre, très bon état. Toulouse', brand: 'Bosch', model: 'GLM 50 C', price: '95 €' }),
      ],
      [
        rec({ title: 'Bosch Professional GLM 50-27 CG Laser Measure, 50 m, Green Laser, Bluetooth, IP65', brand: 'Bosch', model: '0 601 072 U00', price: 'R4,199.00' }),
        rec({ title: 'BOSCH LASER MEASURE GLM50-27CG 50M GRN BT IP65 0601072U00 3165321001420 x1', model: '0601072U00', price: 'R3,540.00' }),
        rec({ title: 'Laser distance meter, 50 m, green beam, Bluetooth, IP65 (estates dept) — Bosch GLM 50-27 CG or equivalent, 3 No.', model: 'GLM 50-27 CG' }),
      ],
    ],
  },
  {
    // One maker's smart thermostats: heating only, heating and hot water, and heating only as a three-thermostat pack
    // for zones.
    kind: 'smart thermostats by hot-water control and kit',
    variants: [
      [
        rec({ title: 'Hive Active Heating Smart Thermostat (Heating Only), with Hub, Self-Install', brand: 'Hive', model: 'UK7004230', price: '£149.00' }),
        rec({ title: 'HIVE THERMOSTAT HEAT ONLY C/W HUB UK7004230 5014167000419 6NO', model: 'UK7004230', price: '£112.40' }),
        rec({ title: 'Hive thermostat heating only + hub, boxed, removed when boiler swapped. Didsbury, Manchester', brand: 'Hive', model: 'heating only', price: '£45' }),
      ],
      [
        rec({ title: 'Hive Active Heating and Hot Water Smart Thermostat, with Hub, Professional Installation', brand: 'Hive', model: 'UK7004240', price: '£179.00' }),
        rec({ title: 'HIVE THERMOSTAT HEAT+HW C/W HUB UK7004240 5014167000587 4NO', model: 'UK7004240', price: '£136.80' }),
        rec({ title: 'Hive heating & hot water thermostat with hub, controls the cylinder too, all parts. Bangor', brand: 'Hive', model: 'heating & hot water', price: '£60' }),
      ],
      [
        rec({ title: 'Hive Active Heating Multizone Pack, 3 x Smart Thermostats (Heating Only), with Hub', brand: 'Hive', model: 'UK7004231-3', price: '£329.00' }),
        rec({ title: 'HIVE THERMOSTAT HEAT ONLY MULTIZONE 3PK C/W HUB UK70042313 5014167000655 1NO', model: 'UK70042313', price: '£251.00' }),
        rec({ title: 'Heating controls, smart, three-zone pack, heating only, one hub (pavilion refurbishment) — Hive Multizone 3-pack or equivalent, 2 sets', model: 'Multizone 3-pack' }),
      ],
    ],
  },
  {
    // One maker's electric breast pumps: single, double, and the hands-free wearable pair.
    kind: 'electric breast pumps by single and double',
    variants: [
      [
        rec({ title: 'Medela Swing Single Electric Breast Pump, 2-Phase Expression, with PersonalFit Flex Shield', brand: 'Medela', model: '101041625', price: 'GH₵ 2,850.00' }),
        rec({ title: 'MEDELA BREAST PUMP ELEC SINGLE SWING 101041625 7620144101437 3PCS', model: '101041625', price: 'GH₵ 2,590.00' }),
        rec({ title: 'Medela Swing breast pump, single (baako pɛ), used 2 months, sterilised, complete. Dansoman, Accra', brand: 'Medela', model: 'Swing', price: 'GH₵ 1,500' }),
      ],
      [
        rec({ title: 'Medela Swing Maxi Double Electric Breast Pump, 2-Phase, USB Rechargeable', brand: 'Medela', model: '101041634', price: 'GH₵ 4,400.00' }),
        rec({ title: 'MEDELA BREAST PUMP ELEC DOUBLE SWING MAXI 101041634 7620144101505 2PCS', model: '101041634', price: 'GH₵ 4,050.00' }),
        rec({ title: 'Medela Swing Maxi double pump (mmienu), rechargeable, with bag. Spintex, Accra', brand: 'Medela', model: 'Swing Maxi', price: 'GH₵ 2,600' }),
      ],
      [
        rec({ title: 'Medela Freestyle Hands-Free Wearable Double Electric Breast Pump, App Connected', brand: 'Medela', model: '101044795', price: 'GH₵ 5,900.00' }),
        rec({ title: 'MEDELA BREAST PUMP WEARABLE HANDS-FREE DBL 101044795 7620144101673 1PC', model: '101044795', price: 'GH₵ 5,420.00' }),
        rec({ title: 'Breast pump, electric, wearable hands-free, double (NICU lactation room) — Medela Freestyle Hands-free or equivalent, 2 No.', model: 'Freestyle Hands-free' }),
      ],
    ],
  },
  {
    // One maker's Wi-Fi photo frames: 10.1", 15.6", and the 10.1" without Wi-Fi (SD card only).
    kind: 'digital photo frames by size and Wi-Fi',
    variants: [
      [
        rec({ title: 'Nixplay 10.1 Inch Touch Screen Smart Digital Picture Frame with WiFi, Black', brand: 'Nixplay', model: 'W10P', price: '€ 169,00' }),
        rec({ title: 'NIXPLAY FOTOLIJST DIGITAAL 10.1" WIFI TOUCH ZW W10P 5000175001029 4ST', model: 'W10P', price: '€ 128,00' }),
        rec({ title: 'Digitale fotolijst Nixplay 10,1 inch met wifi, zwart, in doos. Eindhoven', brand: 'Nixplay', model: 'W10P', price: '€ 70' }),
      ],
      [
        rec({ title: 'Nixplay 15.6 Inch Smart Digital Picture Frame with WiFi, Full HD, Black', brand: 'Nixplay', model: 'W15A', price: '€ 299,00' }),
        rec({ title: 'NIXPLAY FOTOLIJST DIGITAAL 15.6" WIFI FHD ZW W15A 5000175001197 2ST', model: 'W15A', price: '€ 231,00' }),
        rec({ title: 'Moldura digital Nixplay 15,6" com Wi-Fi, Full HD, preta, como nova. Porto', brand: 'Nixplay', model: 'W15A', price: '140 €' }),
      ],
      [
        rec({ title: 'Nixplay Seed 10.1 Inch Digital Picture Frame, SD/USB only (no WiFi), Black', brand: 'Nixplay', model: 'S10C', price: '€ 99,00' }),
        rec({ title: 'NIXPLAY FOTOLIJST DIGITAAL 10.1" SD/USB GEEN WIFI ZW S10C 5000175001265 6ST', model: 'S10C', price: '€ 74,00' }),
        rec({ title: 'Cyfrowa ramka na zdjęcia Nixplay 10,1" bez Wi-Fi (tylko karta SD / USB), czarna. Poznań', brand: 'Nixplay', model: 'S10C', price: '190 zł' }),
      ],
    ],
  },
];
