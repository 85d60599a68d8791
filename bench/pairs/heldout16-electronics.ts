// Held-out pair set 16, product_electronics (see bench/pairs/heldout16.ts): analogue PA mixers by channel count,
// powered PA speakers by woofer size, outdoor Wi-Fi bridge radios by model, vehicle GPS trackers by model, electric
// guitars by model and body, LED stage par lights by LED count, fibre ONT routers by model, and bicycle headlights by
// lumen output; each as a shop or marketplace title, a procurement-catalogue, customs or distributor line in caps, and
// a third source (a classified ad, a tender line "… or equivalent", a loyalty-app export, Swahili, Afrikaans, Pidgin).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS16: readonly Family[] = [
  {
    // One maker's small analogue mixers with USB audio: 10, 12 and 16 channels.
    kind: 'analogue PA mixers by channel count',
    variants: [
      [
        rec({ title: 'Yamaha MG10XU 10-Channel Mixing Console with Effects and USB Audio Interface', brand: 'Yamaha', model: 'MG10XU', price: '₦395,000' }),
        rec({ title: 'YAMAHA MIXER ANLG 10CH MG10XU FX/USB (HS 8543.70) 1 UNIT', model: 'MG-10XU', price: 'USD 231.00' }),
        rec({ title: 'Yamaha MG10XU mixer, 10 channel, clean, used for small church programmes only. Ojo Alaba', model: 'MG10 XU', price: '₦280,000' }),
      ],
      [
        rec({ title: 'Yamaha MG12XU 12-Channel Mixing Console with SPX Effects and USB', brand: 'Yamaha', model: 'MG12XU', price: '₦520,000' }),
        rec({ title: 'YAMAHA MIXER ANLG 12CH MG12XU FX/USB (HS 8543.70) 1 UNIT', model: 'MG-12XU', price: 'USD 302.00' }),
        rec({ title: 'Yamaha MG12XU 12 channel mixer with effect, UK used, everything working. Ojo Alaba', model: 'MG12 XU', price: '₦370,000' }),
      ],
      [
        rec({ title: 'Yamaha MG16XU 16-Channel Mixing Console with SPX Effects and USB', brand: 'Yamaha', model: 'MG16XU', price: '₦760,000' }),
        rec({ title: 'YAMAHA MIXER ANLG 16CH MG16XU FX/USB (HS 8543.70) 1 UNIT', model: 'MG-16XU', price: 'USD 448.00' }),
        rec({ title: 'Yamaha MG16XU sixteen channel mixer, tokunbo, with original bag. Ojo Alaba', model: 'MG16 XU', price: '₦560,000' }),
      ],
    ],
  },
  {
    // One maker's powered two-way PA speakers of one series: 10-inch, 12-inch and 15-inch woofers.
    kind: 'powered PA speakers by woofer size',
    variants: [
      [
        rec({ title: 'JBL EON710 10" Powered PA Speaker with Bluetooth, 1300 W', brand: 'JBL', model: 'EON710', price: 'R13,999.00' }),
        rec({ title: 'JBL SPKR ACTIVE 10IN EON710 BT 1300W EA', model: 'EON-710', price: 'USD 529.00' }),
        rec({ title: 'Loudspeaker, active, two-way, 10 inch LF, Bluetooth control — JBL EON710 or equivalent, 2 No.', model: 'EON710' }),
      ],
      [
        rec({ title: 'JBL EON712 12" Powered PA Speaker with Bluetooth, 1300 W', brand: 'JBL', model: 'EON712', price: 'R15,499.00' }),
        rec({ title: 'JBL SPKR ACTIVE 12IN EON712 BT 1300W EA', model: 'EON-712', price: 'USD 589.00' }),
        rec({ title: 'Loudspeaker, active, two-way, 12 inch LF, Bluetooth control — JBL EON712 or equivalent, 4 No.', model: 'EON712' }),
      ],
      [
        rec({ title: 'JBL EON715 15" Powered PA Speaker with Bluetooth, 1300 W', brand: 'JBL', model: 'EON715', price: 'R16,999.00' }),
        rec({ title: 'JBL SPKR ACTIVE 15IN EON715 BT 1300W EA', model: 'EON-715', price: 'USD 649.00' }),
        rec({ title: 'Loudspeaker, active, two-way, 15 inch LF, Bluetooth control — JBL EON715 or equivalent, 2 No.', model: 'EON715' }),
      ],
    ],
  },
  {
    // One maker's 5 GHz outdoor point-to-point radios: a compact dish, a sector-style CPE and a larger dish.
    kind: 'outdoor Wi-Fi bridge radios by model',
    variants: [
      [
        rec({ title: 'Ubiquiti LiteBeam 5AC Gen2 airMAX 5GHz 23dBi Outdoor CPE', brand: 'Ubiquiti', model: 'LBE-5AC-Gen2', price: 'KSh 9,800' }),
        rec({ title: 'UBNT RADIO OUTDR 5GHZ LITEBEAM AC GEN2 23DBI (HS 8517.62)', model: 'LBE5ACGEN2', price: 'USD 58.00' }),
        rec({ title: 'Ubiquiti LiteBeam 5AC Gen 2 mpya, kwa internet ya masafa marefu. Moi Avenue', brand: 'Ubiquiti', model: 'LiteBeam 5AC Gen2', price: 'KSh 8,500' }),
      ],
      [
        rec({ title: 'Ubiquiti NanoStation 5AC Loco airMAX 5GHz 13dBi Outdoor CPE', brand: 'Ubiquiti', model: 'Loco5AC', price: 'KSh 7,900' }),
        rec({ title: 'UBNT RADIO OUTDR 5GHZ NANOSTATION AC LOCO 13DBI (HS 8517.62)', model: 'LOCO5AC', price: 'USD 47.00' }),
        rec({ title: 'Ubiquiti NanoStation Loco 5AC mpya kwenye boksi, kwa umbali mfupi. Moi Avenue', brand: 'Ubiquiti', model: 'NanoStation Loco5AC', price: 'KSh 6,800' }),
      ],
      [
        rec({ title: 'Ubiquiti PowerBeam 5AC Gen2 airMAX 5GHz 25dBi Outdoor Bridge', brand: 'Ubiquiti', model: 'PBE-5AC-Gen2', price: 'KSh 15,500' }),
        rec({ title: 'UBNT RADIO OUTDR 5GHZ POWERBEAM AC GEN2 25DBI (HS 8517.62)', model: 'PBE5ACGEN2', price: 'USD 96.00' }),
        rec({ title: 'Ubiquiti PowerBeam 5AC Gen2 dish, mpya, kwa link ya km 15 na zaidi. Moi Avenue', brand: 'Ubiquiti', model: 'PowerBeam 5AC Gen2', price: 'KSh 13,900' }),
      ],
    ],
  },
  {
    // One maker's vehicle trackers: the compact 2G unit, the 2G unit with more inputs and the 4G unit.
    kind: 'vehicle GPS trackers by model',
    variants: [
      [
        rec({ title: 'Teltonika FMB920 Small 2G GNSS Vehicle Tracker with Bluetooth', brand: 'Teltonika', model: 'FMB920', price: '₦38,500' }),
        rec({ title: 'TELTONIKA GPS TRKR FMB920 2G BT 12/24V PK10', model: 'FMB 920', price: 'EUR 295.00' }),
        rec({ title: 'Teltonika FMB920 tracker for car and okada, with installation, tracking app free. Computer Village', model: 'FMB-920', price: '₦45,000' }),
      ],
      [
        rec({ title: 'Teltonika FMB120 2G GNSS Tracker with Bluetooth and Internal Battery', brand: 'Teltonika', model: 'FMB120', price: '₦52,000' }),
        rec({ title: 'TELTONIKA GPS TRKR FMB120 2G BT INT BATT PK10', model: 'FMB 120', price: 'EUR 389.00' }),
        rec({ title: 'Teltonika FMB120 tracker for trucks and fleet, fuel sensor input, with installation. Computer Village', model: 'FMB-120', price: '₦60,000' }),
      ],
      [
        rec({ title: 'Teltonika FMC130 4G LTE Cat 1 GNSS Tracker with Bluetooth', brand: 'Teltonika', model: 'FMC130', price: '₦78,000' }),
        rec({ title: 'TELTONIKA GPS TRKR FMC130 LTE CAT1 BT PK10', model: 'FMC 130', price: 'EUR 549.00' }),
        rec({ title: 'Teltonika FMC130 4G tracker, works where 2G is switched off, with installation. Computer Village', model: 'FMC-130', price: '₦90,000' }),
      ],
    ],
  },
  {
    // One maker's budget electric guitars: a Stratocaster, the same series' Telecaster, and the cheaper series' Strat.
    kind: 'electric guitars by model and body',
    variants: [
      [
        rec({ title: 'Squier Affinity Series Stratocaster, Laurel Fingerboard, Olympic White', brand: 'Squier', model: '037-8000-505', price: '£249.00' }),
        rec({ title: 'SQUIER GTR ELEC AFFINITY STRAT LRL OLW 0378000505', model: '0378000505', price: '£172.00' }),
        rec({ title: 'Squier Affinity Strat in Olympic White, laurel board, barely played, comes with gig bag. Leeds LS6', model: 'Affinity Stratocaster', price: '£160' }),
      ],
      [
        rec({ title: 'Squier Affinity Series Telecaster, Laurel Fingerboard, Olympic White', brand: 'Squier', model: '037-8200-505', price: '£249.00' }),
        rec({ title: 'SQUIER GTR ELEC AFFINITY TELE LRL OLW 0378200505', model: '0378200505', price: '£172.00' }),
        rec({ title: 'Squier Affinity Tele, Olympic White, laurel board, great starter, gig bag included. Leeds LS6', model: 'Affinity Telecaster', price: '£165' }),
      ],
      [
        rec({ title: 'Squier Sonic Stratocaster, Laurel Fingerboard, Arctic White', brand: 'Squier', model: '037-3150-580', price: '£179.00' }),
        rec({ title: 'SQUIER GTR ELEC SONIC STRAT LRL ARW 0373150580', model: '0373150580', price: '£121.00' }),
        rec({ title: 'Squier Sonic Strat arctic white, laurel, used twice, perfect for a beginner. Leeds LS6', model: 'Sonic Stratocaster', price: '£110' }),
      ],
    ],
  },
  {
    // One maker's LED par cans: a 7 x 3 W, a 12 x 3 W and an 18 x 3 W RGB wash.
    kind: 'LED stage par lights by LED count',
    variants: [
      [
        rec({ title: 'Chauvet DJ SlimPAR 56 LED Par Can, 108 x 0.25 W RGB, DMX', brand: 'Chauvet DJ', model: 'SlimPAR 56', price: 'R1,899.00' }),
        rec({ title: 'CHAUVET LED PAR SLIMPAR56 RGB DMX X4 CTN', model: 'SLIMPAR56', price: 'USD 284.00' }),
        rec({ title: 'Chauvet SlimPAR 56 ligte, werk perfek, vir kerk of partytjie. Pretoria-Oos', model: 'Slim Par 56', price: 'R1,200' }),
      ],
      [
        rec({ title: 'Chauvet DJ SlimPAR T12 BT LED Par Can, 12 x 3 W Tri-Colour, Bluetooth, DMX', brand: 'Chauvet DJ', model: 'SlimPAR T12 BT', price: 'R3,299.00' }),
        rec({ title: 'CHAUVET LED PAR SLIMPART12BT TRI 12X3W BT DMX X4 CTN', model: 'SLIMPART12BT', price: 'USD 492.00' }),
        rec({ title: 'Chauvet SlimPAR T12 BT ligte met Bluetooth, werk perfek, paar beskikbaar. Pretoria-Oos', model: 'SlimPar T12 BT', price: 'R2,100' }),
      ],
      [
        rec({ title: 'Chauvet DJ SlimPAR Pro H USB LED Par Can, 12 x 5 W RGBAW+UV, DMX', brand: 'Chauvet DJ', model: 'SlimPAR Pro H USB', price: 'R6,499.00' }),
        rec({ title: 'CHAUVET LED PAR SLIMPAR PRO H USB 6IN1 12X5W DMX X4 CTN', model: 'SLIMPARPROHUSB', price: 'USD 968.00' }),
        rec({ title: 'Chauvet SlimPAR Pro H USB ligte, hex 6-in-1, uitstekende toestand. Pretoria-Oos', model: 'SlimPar Pro H', price: 'R4,300' }),
      ],
    ],
  },
  {
    // One maker's fibre-to-the-home optical network terminals as ISPs issue them: GPON with 2.4 GHz Wi-Fi, the dual-
    // band one and the dual-band XPON one.
    kind: 'fibre ONT routers by model',
    variants: [
      [
        rec({ title: 'Huawei EchoLife HG8245H GPON ONT, 4 GE + 2 POTS, 2.4GHz Wi-Fi', brand: 'Huawei', model: 'HG8245H', price: 'KSh 4,500' }),
        rec({ title: 'HUAWEI ONT GPON HG8245H 4GE 2POTS WIFI 2.4G REFURB X20', model: 'HG-8245H', price: 'USD 11.50' }),
        rec({ title: 'Huawei fibre router HG8245H, inatumika na Safaricom na Zuku fibre, imetumika kidogo. Tom Mboya St', brand: 'Huawei', model: 'HG 8245H', price: 'KSh 3,000' }),
      ],
      [
        rec({ title: 'Huawei EchoLife HG8145V5 GPON ONT, 4 GE + 1 POTS, Dual-Band Wi-Fi', brand: 'Huawei', model: 'HG8145V5', price: 'KSh 6,200' }),
        rec({ title: 'HUAWEI ONT GPON HG8145V5 4GE 1POTS WIFI DB X20', model: 'HG-8145V5', price: 'USD 16.80' }),
        rec({ title: 'Huawei fibre router HG8145V5 dual band 5G Wi-Fi, mpya kwa boksi. Tom Mboya St', brand: 'Huawei', model: 'HG 8145V5', price: 'KSh 5,000' }),
      ],
      [
        rec({ title: 'Huawei EchoLife EG8145X6 XPON ONT, 4 GE + 1 POTS, Wi-Fi 6', brand: 'Huawei', model: 'EG8145X6', price: 'KSh 9,900' }),
        rec({ title: 'HUAWEI ONT XPON EG8145X6 4GE 1POTS WIFI6 X20', model: 'EG-8145X6', price: 'USD 31.00' }),
        rec({ title: 'Huawei fibre router EG8145X6 Wi-Fi 6, mpya, inafanya kazi na GPON na EPON. Tom Mboya St', brand: 'Huawei', model: 'EG 8145X6', price: 'KSh 8,500' }),
      ],
    ],
  },
  {
    // One maker's USB-rechargeable bike headlights of one family: 800, 1000 and 1400 lumens.
    kind: 'bicycle headlights by lumen output',
    variants: [
      [
        rec({ title: 'Lezyne Micro Drive 800+ Front Bike Light, 800 Lumens, USB-C Rechargeable, Black', brand: 'Lezyne', model: '1-LED-2A-V504', price: '£44.99' }),
        rec({ title: 'LEZYNE LIGHT FRT MICRO DRIVE 800+ BLK USB EA', model: '1LED2AV504', price: '£27.10' }),
        rec({ title: 'Lezyne Micro Drive 800+ front light, good battery, mount included, collection Bristol BS3', brand: 'Lezyne', model: 'Micro Drive 800', price: '£20' }),
      ],
      [
        rec({ title: 'Lezyne Lite Drive 1000+ Front Bike Light, 1000 Lumens, USB-C Rechargeable, Black', brand: 'Lezyne', model: '1-LED-1A-V504', price: '£59.99' }),
        rec({ title: 'LEZYNE LIGHT FRT LITE DRIVE 1000+ BLK USB EA', model: '1LED1AV504', price: '£36.20' }),
        rec({ title: 'Lezyne Lite Drive 1000+ front light, bright enough for unlit lanes, mount included, collection Bristol BS3', brand: 'Lezyne', model: 'Lite Drive 1000', price: '£28' }),
      ],
      [
        rec({ title: 'Lezyne Macro Drive 1400+ Front Bike Light, 1400 Lumens, USB-C Rechargeable, Black', brand: 'Lezyne', model: '1-LED-9A-V504', price: '£74.99' }),
        rec({ title: 'LEZYNE LIGHT FRT MACRO DRIVE 1400+ BLK USB EA', model: '1LED9AV504', price: '£45.30' }),
        rec({ title: 'Lezyne Macro Drive 1400+ front light, used one winter commuting, collection Bristol BS3', brand: 'Lezyne', model: 'Macro Drive 1400', price: '£35' }),
      ],
    ],
  },
];
