// Held-out set 3 (issue 11), electronics-pack families: see bench/pairs/heldout3.ts for the header (what the
// author read and did not read). Written by hand from how pharmacies and medical suppliers (glucometers and their
// strips, pulse oximeters, nebulisers), lab suppliers (pipettes by volume range), pay-as-you-go solar sellers
// (daily rates, deposits), phone-accessory shops and marketplace sellers (power banks, chargers with and without
// cable), motorbike (okada / boda) spare-part sellers (chain-sprocket kits, CDI units, `Boxa` for Boxer),
// software resellers (licence editions, seat counts, terms) and POS-terminal dealers write such products. Part
// numbers, catalogue numbers and prices are ILLUSTRATIVE (the shape real ones have, consistent inside this set).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS3: readonly Family[] = [
  {
    kind: 'glucometer against its strips',
    variants: [
      [
        rec({ title: 'Accu-Chek Instant Blood Glucose Meter Kit', brand: 'Accu-Chek', model: 'Instant', price: '₦18,500' }),
        rec({ name: 'ACCU CHEK INSTANT GLUCOMETER KIT', manufacturer: 'Roche Diabetes Care', mpn: '08409927', price: 'KSh 3,450' }),
        rec({ product_title: 'Roche Accu-Chek Instant glucometer (kit, mmol/L)', brand_name: 'Roche', price: 'R 499.00' }),
      ],
      [
        rec({ title: 'Accu-Chek Guide Blood Glucose Meter Kit', brand: 'Accu-Chek', model: 'Guide', price: '₦24,000' }),
        rec({ name: 'ACCU CHEK GUIDE GLUCOMETER KIT', manufacturer: 'Roche Diabetes Care', mpn: '07600003', price: 'KSh 4,900' }),
        rec({ product_title: 'Roche Accu Chek Guide meter kit mmol/L', brand_name: 'Roche', price: 'R 649.00' }),
      ],
      [
        rec({ title: 'Accu-Chek Instant Test Strips x50', brand: 'Accu-Chek', model: 'Instant strips 50', price: '₦14,000' }),
        rec({ name: 'ACCU-CHEK INSTANT STRIPS 50S', manufacturer: 'Roche Diabetes Care', mpn: '07819382', price: 'KSh 2,600' }),
        rec({ product_title: 'Accu Chek Instant 50 test strips (exp 2027)', brand_name: 'Roche', price: 'R 389.95' }),
      ],
    ],
  },
  {
    kind: 'pulse oximeter models',
    variants: [
      [
        rec({ title: 'Contec CMS50D Fingertip Pulse Oximeter', brand: 'Contec', model: 'CMS50D', price: '₦9,500' }),
        rec({ name: 'Finger pulse oximeter CMS-50D (Contec Medical)', manufacturer: 'Contec Medical Systems', mpn: 'CMS-50D', price: 'KSh 1,800' }),
        rec({ title: 'CONTEC CMS 50D SPO2 oximeter OLED', brand: 'CONTEC', price: '£18.99' }),
      ],
      [
        rec({ title: 'Contec CMS50N Fingertip Pulse Oximeter', brand: 'Contec', model: 'CMS50N', price: '₦8,000' }),
        rec({ name: 'Finger pulse oximeter CMS-50N (Contec Medical)', manufacturer: 'Contec Medical Systems', mpn: 'CMS-50N', price: 'KSh 1,500' }),
        rec({ title: 'CONTEC CMS 50N spo2 oximeter LED display', brand: 'CONTEC', price: '£15.49' }),
      ],
      [
        rec({ title: 'Contec CMS60D Handheld Pulse Oximeter with adult probe', brand: 'Contec', model: 'CMS60D', price: '₦65,000' }),
        rec({ name: 'Handheld oximeter CMS-60D + SpO2 probe', manufacturer: 'Contec Medical Systems', mpn: 'CMS-60D', price: 'KSh 12,500' }),
      ],
    ],
  },
  {
    kind: 'pay-as-you-go solar home kits',
    variants: [
      [
        rec({ title: 'Sun King Home 60 Solar Home System', brand: 'Sun King', model: 'Home 60', price: 'KSh 1,000 deposit + KSh 35/day' }),
        rec({ name: 'SunKing Home60 solar kit (3 bulbs, torch, phone charging)', manufacturer: 'Greenlight Planet', model_no: 'SK-HOME60', price: 'KSh 16,999 cash' }),
        rec({ product_name: 'Sun King Home-60 PAYGo', brand: 'Greenlight Planet', price: '₦55,000' }),
      ],
      [
        rec({ title: 'Sun King Home 120 Solar Home System', brand: 'Sun King', model: 'Home 120', price: 'KSh 2,000 deposit + KSh 55/day' }),
        rec({ name: 'SunKing Home120 solar kit (4 bulbs, radio, torch)', manufacturer: 'Greenlight Planet', model_no: 'SK-HOME120', price: 'KSh 27,999 cash' }),
        rec({ product_name: 'Sun King Home-120 PAYGo', brand: 'Greenlight Planet', price: '₦89,000' }),
      ],
      [
        rec({ title: 'Sun King Boom Solar Radio & Lamp', brand: 'Sun King', model: 'Boom', price: 'KSh 500 deposit + KSh 20/day' }),
        rec({ name: 'SunKing BOOM solar radio with torch', manufacturer: 'Greenlight Planet', model_no: 'SK-BOOM', price: 'KSh 7,499 cash' }),
      ],
    ],
  },
  {
    kind: 'power banks by capacity',
    variants: [
      [
        rec({ title: 'Oraimo Traveler 3 10000mAh Power Bank OPB-P104D', brand: 'Oraimo', model: 'OPB-P104D', price: '₦9,800' }),
        rec({ name: 'oraimo 10000 mah powerbank original P104D', brand: 'oraimo', price: '9.5k' }),
        rec({ title: 'Oraimo 10000mAh fast-charging power bank (OPBP104D)', manufacturer: 'Transsion Holdings', mpn: 'OPBP104D', price: 'KSh 1,999' }),
      ],
      [
        rec({ title: 'Oraimo Traveler 4 20000mAh Power Bank OPB-P204D', brand: 'Oraimo', model: 'OPB-P204D', price: '₦15,500' }),
        rec({ name: 'oraimo 20000 mah powerbank original P204D', brand: 'oraimo', price: '15k' }),
        rec({ title: 'Oraimo 20000mAh fast-charging power bank (OPBP204D)', manufacturer: 'Transsion Holdings', mpn: 'OPBP204D', price: 'KSh 2,999' }),
      ],
      [
        rec({ title: 'Oraimo Toast 27 27000mAh Power Bank OPB-P271D', brand: 'Oraimo', model: 'OPB-P271D', price: '₦21,000' }),
        rec({ name: 'oraimo 27000mah power bank P271D', brand: 'oraimo', price: '20k' }),
      ],
    ],
  },
  {
    kind: 'charger with and without cable',
    variants: [
      [
        rec({ title: 'Samsung 25W Super Fast Charger (with USB-C cable) EP-TA800XBEGGB, Black', brand: 'Samsung', model: 'EP-TA800XBEGGB', price: '£19.99' }),
        rec({ name: 'Samsung EP-TA800 25W travel adapter + Type-C cable black', brand: 'Samsung', mpn: 'EP-TA800', price: '£17.49' }),
        rec({ title: 'SAMSUNG 25W ADAPTER WITH CABLE BLACK EPTA800XBEGGB', manufacturer: 'Samsung Electronics', price: '£18.00' }),
      ],
      [
        rec({ title: 'Samsung 25W Power Adapter (no cable) EP-T2510XBEGGB, Black', brand: 'Samsung', model: 'EP-T2510XBEGGB', price: '£14.99' }),
        rec({ name: 'Samsung EP-T2510 25W adapter only, black (cable not included)', brand: 'Samsung', mpn: 'EP-T2510', price: '£12.99' }),
        rec({ title: 'SAMSUNG 25W ADAPTER NO CABLE BLACK EPT2510XBEGGB', manufacturer: 'Samsung Electronics', price: '£13.50' }),
      ],
      [
        rec({ title: 'Samsung 45W Super Fast Charger 2.0 (with cable) EP-TA845XBEGGB, Black', brand: 'Samsung', model: 'EP-TA845XBEGGB', price: '£34.99' }),
        rec({ name: 'Samsung EP-TA845 45W travel adapter + 5A cable black', brand: 'Samsung', mpn: 'EP-TA845', price: '£29.99' }),
      ],
    ],
  },
  {
    kind: 'motorbike chain-sprocket kits',
    variants: [
      [
        rec({ title: 'Bajaj Boxer BM150 Chain Sprocket Kit 428H-118L 14T/41T', brand: 'Bajaj', model: 'JE151020', price: '₦14,500' }),
        rec({ name: 'BOXER 150 CHAIN & SPROCKET SET ORIGINAL 14/41', brand: 'Bajaj Auto', part_number: 'JE151020', price: '₦13,800' }),
        rec({ name: 'Chain sprocket kit Boxa 150 (14T 41T 118 links) genuine', brand: 'Bajaj', price: 'KSh 2,600' }),
      ],
      [
        rec({ title: 'Bajaj Boxer BM100 Chain Sprocket Kit 428-116L 14T/38T', brand: 'Bajaj', model: 'JE101018', price: '₦12,000' }),
        rec({ name: 'BOXER 100 CHAIN & SPROCKET SET ORIGINAL 14/38', brand: 'Bajaj Auto', part_number: 'JE101018', price: '₦11,500' }),
        rec({ name: 'Chain sprocket kit Boxa 100 (14T 38T 116 links) genuine', brand: 'Bajaj', price: 'KSh 2,200' }),
      ],
      [
        rec({ title: 'TVS HLX 125 Chain Sprocket Kit 428-120L 14T/42T', brand: 'TVS', model: 'N9120070', price: '₦13,000' }),
        rec({ name: 'TVS HLX125 chain and sprocket set 14/42 original', brand: 'TVS Motor', part_number: 'N9120070', price: 'KSh 2,400' }),
      ],
    ],
  },
  {
    kind: 'motorbike CDI units',
    variants: [
      [
        rec({ title: 'CDI Unit for Bajaj Boxer 150 (genuine)', brand: 'Bajaj', model: 'JA531005', price: 'KSh 1,800' }),
        rec({ name: 'BOXER BM150 CDI ORIGINAL JA531005', brand: 'Bajaj Auto', price: '₦8,500' }),
        rec({ name: 'Boxa 150 cdi unit', brand: 'Bajaj', part_number: 'JA-531005', price: 'KSh 1,700' }),
      ],
      [
        rec({ title: 'CDI Unit for Bajaj Boxer 100 (genuine)', brand: 'Bajaj', model: 'JA531001', price: 'KSh 1,600' }),
        rec({ name: 'BOXER BM100 CDI ORIGINAL JA531001', brand: 'Bajaj Auto', price: '₦7,500' }),
        rec({ name: 'Boxa 100 cdi unit', brand: 'Bajaj', part_number: 'JA-531001', price: 'KSh 1,500' }),
      ],
      [
        rec({ title: 'CDI Unit for Bajaj Boxer 150 (aftermarket, China)', brand: 'Generic', model: 'BX150-CDI', price: 'KSh 650' }),
        rec({ name: 'Boxer 150 CDI (China copy) non-genuine', brand: 'Generic', price: '₦3,000' }),
      ],
    ],
  },
  {
    kind: 'office licences by edition',
    variants: [
      [
        rec({ title: 'Microsoft Office Home & Business 2021 (1 PC/Mac, lifetime licence)', brand: 'Microsoft', model: 'T5D-03511', price: '₦185,000' }),
        rec({ name: 'MS Office H&B 2021 English Medialess', manufacturer: 'Microsoft', part_number: 'T5D03511', price: 'KSh 38,500' }),
        rec({ title: 'Office Home and Business 2021 - 1 user, perpetual', brand: 'Microsoft Corporation', price: 'R 5,499' }),
      ],
      [
        rec({ title: 'Microsoft Office Home & Student 2021 (1 PC/Mac, lifetime licence)', brand: 'Microsoft', model: '79G-05388', price: '₦120,000' }),
        rec({ name: 'MS Office H&S 2021 English Medialess', manufacturer: 'Microsoft', part_number: '79G05388', price: 'KSh 24,900' }),
        rec({ title: 'Office Home and Student 2021 - 1 user, perpetual', brand: 'Microsoft Corporation', price: 'R 2,999' }),
      ],
      [
        rec({ title: 'Microsoft 365 Business Standard (1 user, 12-month subscription)', brand: 'Microsoft', model: 'KLQ-00211', price: '₦95,000' }),
        rec({ name: 'MS 365 Bus Std 1yr 1 user English P8', manufacturer: 'Microsoft', part_number: 'KLQ00211', price: 'KSh 19,500' }),
        rec({ title: 'Microsoft 365 Business Standard - annual, 1 user', brand: 'Microsoft Corporation', price: 'R 3,299' }),
      ],
    ],
  },
  {
    kind: 'antivirus by seats and tier',
    variants: [
      [
        rec({ title: 'Kaspersky Standard 1 Device 1 Year', brand: 'Kaspersky', model: 'KL1041', price: '₦12,000' }),
        rec({ name: 'KASPERSKY STANDARD 1PC 1YR KEY', manufacturer: 'Kaspersky Lab', price: 'KSh 1,999' }),
        rec({ title: 'Kaspersky Standard Anti-Virus - 1 user / 12 months (digital key)', brand: 'Kaspersky', mpn: 'KL1041-1D1Y', price: '€19,95' }),
      ],
      [
        rec({ title: 'Kaspersky Standard 3 Devices 1 Year', brand: 'Kaspersky', model: 'KL1041', price: '₦22,000' }),
        rec({ name: 'KASPERSKY STANDARD 3PC 1YR KEY', manufacturer: 'Kaspersky Lab', price: 'KSh 3,499' }),
        rec({ title: 'Kaspersky Standard Anti-Virus - 3 users / 12 months (digital key)', brand: 'Kaspersky', mpn: 'KL1041-3D1Y', price: '€29,95' }),
      ],
      [
        rec({ title: 'Kaspersky Plus 1 Device 1 Year', brand: 'Kaspersky', model: 'KL1042', price: '₦16,000' }),
        rec({ name: 'KASPERSKY PLUS 1PC 1YR KEY', manufacturer: 'Kaspersky Lab', price: 'KSh 2,799' }),
      ],
    ],
  },
  {
    kind: 'lab pipettes by volume range',
    variants: [
      [
        rec({ title: 'Eppendorf Research plus single-channel pipette, variable, 100-1000 µL', brand: 'Eppendorf', model: '3123000063', price: '£289.00' }),
        rec({ name: 'Pipette Research Plus 100–1000ul adjustable (blue)', manufacturer: 'Eppendorf AG', part_number: '3123 000.063', price: '€312,00' }),
        rec({ title: 'EPPENDORF RESEARCH PLUS 1-CH 100-1000UL', brand: 'EPPENDORF', price: 'KSh 68,000' }),
      ],
      [
        rec({ title: 'Eppendorf Research plus single-channel pipette, variable, 10-100 µL', brand: 'Eppendorf', model: '3123000047', price: '£289.00' }),
        rec({ name: 'Pipette Research Plus 10–100ul adjustable (yellow)', manufacturer: 'Eppendorf AG', part_number: '3123 000.047', price: '€312,00' }),
        rec({ title: 'EPPENDORF RESEARCH PLUS 1-CH 10-100UL', brand: 'EPPENDORF', price: 'KSh 68,000' }),
      ],
      [
        rec({ title: 'Eppendorf Research plus 8-channel pipette, variable, 10-100 µL', brand: 'Eppendorf', model: '3125000036', price: '£899.00' }),
        rec({ name: 'Pipette Research Plus multichannel 8-ch 10–100ul', manufacturer: 'Eppendorf AG', part_number: '3125 000.036', price: '€965,00' }),
      ],
    ],
  },
  {
    kind: 'nebulisers',
    variants: [
      [
        rec({ title: 'Omron C101 Essential Compressor Nebuliser', brand: 'Omron', model: 'NE-C101-E', price: '₦38,000' }),
        rec({ name: 'OMRON NEBULIZER NE-C101', manufacturer: 'Omron Healthcare', price: 'KSh 6,500' }),
        rec({ product_title: 'Omron NEC101 compressor nebulizer (adult & child masks)', brand: 'OMRON', price: 'R 899.00' }),
      ],
      [
        rec({ title: 'Omron C28P CompAir Compressor Nebuliser', brand: 'Omron', model: 'NE-C28P-E', price: '₦62,000' }),
        rec({ name: 'OMRON NEBULIZER NE-C28P', manufacturer: 'Omron Healthcare', price: 'KSh 10,900' }),
        rec({ product_title: 'Omron NEC28P CompAir nebulizer', brand: 'OMRON', price: 'R 1,499.00' }),
      ],
      [
        rec({ title: 'Omron MicroAIR U100 Mesh Nebuliser', brand: 'Omron', model: 'NE-U100-E', price: '₦120,000' }),
        rec({ name: 'OMRON MESH NEBULIZER NE-U100 (portable)', manufacturer: 'Omron Healthcare', price: 'KSh 21,000' }),
      ],
    ],
  },
  {
    kind: 'agent POS terminals',
    variants: [
      [
        rec({ title: 'PAX A920 Android Smart POS Terminal', brand: 'PAX', model: 'A920', price: '₦175,000' }),
        rec({ name: 'Pax A920 smart pos (brand new, 4G, printer)', brand: 'PAX Technology', price: '170k' }),
        rec({ title: 'Android POS A920 by PAX - card & NFC', manufacturer: 'PAX Global Technology', mpn: 'A920', price: 'KSh 42,000' }),
      ],
      [
        rec({ title: 'PAX A920Pro Android Smart POS Terminal', brand: 'PAX', model: 'A920Pro', price: '₦260,000' }),
        rec({ name: 'Pax A920 PRO smart pos (brand new, 4G, printer)', brand: 'PAX Technology', price: '255k' }),
        rec({ title: 'Android POS A920 Pro by PAX - card & NFC', manufacturer: 'PAX Global Technology', mpn: 'A920PRO', price: 'KSh 58,000' }),
      ],
      [
        rec({ title: 'PAX S90 GPRS Wireless POS Terminal', brand: 'PAX', model: 'S90', price: '₦85,000' }),
        rec({ name: 'Pax S90 pos machine (GPRS, fairly used)', brand: 'PAX Technology', price: '80k' }),
      ],
    ],
  },
];
