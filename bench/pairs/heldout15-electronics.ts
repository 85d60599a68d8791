// Held-out pair set 15, product_electronics (see bench/pairs/heldout15.ts): digital pianos by model, wireless
// microphone systems by receiver and capsule, Wi-Fi indoor cameras by model, Ethernet patch cables by category and
// length, rechargeable LED lanterns by model, electronic cash registers by model, satellite LNBs by output count, and
// smoke alarms by power and sensor; each as a shop or marketplace title, a procurement-catalogue, customs or
// distributor line in caps, and a third source (a classified ad, a tender line "… or equivalent", French, Swahili,
// Afrikaans, Pidgin market English).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS15: readonly Family[] = [
  {
    // One maker's 88-key portable digital pianos: the entry model, the next one up and the one with the app link.
    kind: 'digital pianos by model',
    variants: [
      [
        rec({ title: 'Yamaha P-145 88-Key Digital Piano, GHC Graded Hammer Action, Black, with Sustain Pedal', brand: 'Yamaha', model: 'P-145B', price: '₦720,000' }),
        rec({ title: 'YAMAHA DIG PIANO P145B 88K BLK C/W PSU+FC5 (HS 9207.10)', model: 'P145B', price: 'USD 412.00' }),
        rec({ title: 'Yamaha P145 digital piano, 88 weighted keys, used in church 6 months, with stand. Ikeja', model: 'P145', price: '₦540,000' }),
      ],
      [
        rec({ title: 'Yamaha P-225 88-Key Digital Piano, GHC Action, Bluetooth Audio, Black', brand: 'Yamaha', model: 'P-225B', price: '₦1,050,000' }),
        rec({ title: 'YAMAHA DIG PIANO P225B 88K BLK BT (HS 9207.10)', model: 'P225B', price: 'USD 598.00' }),
        rec({ title: 'Yamaha P-225 keyboard piano black, bluetooth speaker inside, clean UK used. Ikeja', model: 'P-225', price: '₦800,000' }),
      ],
      [
        rec({ title: 'Yamaha P-525 88-Key Digital Piano, GrandTouch-S Wooden Keys, Black', brand: 'Yamaha', model: 'P-525B', price: '₦2,150,000' }),
        rec({ title: 'YAMAHA DIG PIANO P525B 88K WOOD KEY BLK (HS 9207.10)', model: 'P525B', price: 'USD 1,240.00' }),
        rec({ title: 'Yamaha P525 digital piano with wooden keys, studio used, no scratch. Ikeja', model: 'P525', price: '₦1,700,000' }),
      ],
    ],
  },
  {
    // One maker's digital wireless microphone kits: a handheld with one capsule, the same with another capsule, and a
    // dual-channel kit.
    kind: 'wireless microphone systems by receiver and capsule',
    variants: [
      [
        rec({ title: 'Shure SLXD24/SM58 Digital Wireless Handheld Microphone System, H56 Band', brand: 'Shure', model: 'SLXD24/SM58-H56', price: 'R14,999.00' }),
        rec({ title: 'SHURE WRLS SYS SLXD24 SM58 H56 HANDHELD EA', model: 'SLXD24SM58H56', price: 'USD 639.00' }),
        rec({ title: 'Wireless microphone system, digital, single channel handheld, dynamic cardioid capsule — Shure SLXD24/SM58 or equivalent, 4 No.', model: 'SLXD24/SM58' }),
      ],
      [
        rec({ title: 'Shure SLXD24/B58 Digital Wireless Handheld Microphone System, Beta 58A Capsule, H56 Band', brand: 'Shure', model: 'SLXD24/B58-H56', price: 'R16,499.00' }),
        rec({ title: 'SHURE WRLS SYS SLXD24 BETA58 H56 HANDHELD EA', model: 'SLXD24B58H56', price: 'USD 709.00' }),
        rec({ title: 'Wireless microphone system, digital, single channel handheld, supercardioid capsule — Shure SLXD24/B58 or equivalent, 2 No.', model: 'SLXD24/B58' }),
      ],
      [
        rec({ title: 'Shure SLXD24D/SM58 Dual-Channel Digital Wireless System, Two SM58 Handhelds, H56 Band', brand: 'Shure', model: 'SLXD24D/SM58-H56', price: 'R27,999.00' }),
        rec({ title: 'SHURE WRLS SYS SLXD24D SM58 X2 DUAL H56 EA', model: 'SLXD24DSM58H56', price: 'USD 1,199.00' }),
        rec({ title: 'Wireless microphone system, digital, dual channel, two handhelds, dynamic cardioid — Shure SLXD24D/SM58 or equivalent, 1 No.', model: 'SLXD24D/SM58' }),
      ],
    ],
  },
  {
    // One maker's Wi-Fi indoor cameras: the fixed 1080p, the pan/tilt 1080p and the pan/tilt 2K.
    kind: 'Wi-Fi indoor cameras by model',
    variants: [
      [
        rec({ title: 'TP-Link Tapo C100 Home Security Wi-Fi Camera, 1080p, Night Vision, Two-Way Audio', brand: 'TP-Link', model: 'Tapo C100', price: 'KSh 3,499' }),
        rec({ title: 'TPLINK IP CAM TAPO C100 1080P FIXED WIFI (HS 8525.89)', model: 'TAPOC100', price: 'USD 19.80' }),
        rec({ title: 'Kamera ya usalama TP-Link Tapo C100, Wi-Fi, 1080p, mpya kwenye boksi. Luthuli Avenue', brand: 'TP-Link', model: 'C100', price: 'KSh 3,000' }),
      ],
      [
        rec({ title: 'TP-Link Tapo C200 Pan/Tilt Home Security Wi-Fi Camera, 1080p, 360° View', brand: 'TP-Link', model: 'Tapo C200', price: 'KSh 4,299' }),
        rec({ title: 'TPLINK IP CAM TAPO C200 1080P PAN/TILT WIFI (HS 8525.89)', model: 'TAPOC200', price: 'USD 24.60' }),
        rec({ title: 'Kamera ya usalama TP-Link Tapo C200 inayozunguka, 1080p, mpya. Luthuli Avenue', brand: 'TP-Link', model: 'C200', price: 'KSh 3,800' }),
      ],
      [
        rec({ title: 'TP-Link Tapo C210 Pan/Tilt Home Security Wi-Fi Camera, 2K 3MP, 360° View', brand: 'TP-Link', model: 'Tapo C210', price: 'KSh 5,199' }),
        rec({ title: 'TPLINK IP CAM TAPO C210 2K 3MP PAN/TILT WIFI (HS 8525.89)', model: 'TAPOC210', price: 'USD 29.90' }),
        rec({ title: 'Kamera ya usalama TP-Link Tapo C210, 2K, inazunguka digrii 360, mpya. Luthuli Avenue', brand: 'TP-Link', model: 'C210', price: 'KSh 4,600' }),
      ],
    ],
  },
  {
    // Moulded patch leads of one range: Cat6 1 m, Cat6 3 m and Cat6A 1 m.
    kind: 'Ethernet patch cables by category and length',
    variants: [
      [
        rec({ title: 'Excel Cat6 Patch Lead, U/UTP, LSOH, Blue, 1m', brand: 'Excel', model: '901-501', price: '£2.49' }),
        rec({ title: 'PATCH LEAD CAT6 UTP LSOH BLU 1M EXCEL 901-501 PK10', model: '901501', price: '£19.90' }),
        rec({ title: 'Câble de brassage Cat6 U/UTP LSOH bleu 1 m, Excel 901-501', brand: 'Excel', model: '901-501', price: '2,90 €' }),
      ],
      [
        rec({ title: 'Excel Cat6 Patch Lead, U/UTP, LSOH, Blue, 3m', brand: 'Excel', model: '901-503', price: '£3.69' }),
        rec({ title: 'PATCH LEAD CAT6 UTP LSOH BLU 3M EXCEL 901-503 PK10', model: '901503', price: '£29.50' }),
        rec({ title: 'Câble de brassage Cat6 U/UTP LSOH bleu 3 m, Excel 901-503', brand: 'Excel', model: '901-503', price: '4,30 €' }),
      ],
      [
        rec({ title: 'Excel Cat6A Patch Lead, U/FTP Shielded, LSOH, Blue, 1m', brand: 'Excel', model: '902-601', price: '£4.99' }),
        rec({ title: 'PATCH LEAD CAT6A UFTP LSOH BLU 1M EXCEL 902-601 PK10', model: '902601', price: '£39.90' }),
        rec({ title: 'Câble de brassage Cat6A U/FTP blindé LSOH bleu 1 m, Excel 902-601', brand: 'Excel', model: '902-601', price: '5,80 €' }),
      ],
    ],
  },
  {
    // One maker's rechargeable LED lanterns with a phone-charging port: small, medium and large.
    kind: 'rechargeable LED lanterns by model',
    variants: [
      [
        rec({ title: 'Sun King Boom Solar Lantern and Radio, 120 lm, Phone Charging', brand: 'Sun King', model: 'Boom', price: '₦38,000' }),
        rec({ title: 'SOLAR LANTERN SUNKING BOOM 120LM RADIO USB X8 CTN', model: 'BOOM', price: 'USD 26.00' }),
        rec({ title: 'Sun King boom solar lamp with radio, na original, charge phone well well. Oshodi', model: 'Boom', price: '₦30,000' }),
      ],
      [
        rec({ title: 'Sun King Pico Plus Solar Lantern, 85 lm, 3 Brightness Settings', brand: 'Sun King', model: 'Pico Plus', price: '₦14,500' }),
        rec({ title: 'SOLAR LANTERN SUNKING PICO PLUS 85LM X20 CTN', model: 'PICO+', price: 'USD 9.40' }),
        rec({ title: 'Sun King pico plus small solar lamp, brand new, buy 5 get discount. Oshodi', model: 'Pico Plus', price: '₦12,000' }),
      ],
      [
        rec({ title: 'Sun King Pro 400 Solar Lantern, 400 lm, USB Phone Charging', brand: 'Sun King', model: 'Pro 400', price: '₦45,000' }),
        rec({ title: 'SOLAR LANTERN SUNKING PRO400 400LM USB X8 CTN', model: 'PRO400', price: 'USD 31.00' }),
        rec({ title: 'Sun King pro 400 solar lamp, very bright, fit charge phone, new. Oshodi', model: 'Pro 400', price: '₦38,000' }),
      ],
    ],
  },
  {
    // One maker's shop tills: a basic thermal-printer register, a larger one with SD card, and a touch POS till.
    kind: 'electronic cash registers by model',
    variants: [
      [
        rec({ title: 'Casio SE-S10 Electronic Cash Register, Thermal Printer, 8 Departments, Black', brand: 'Casio', model: 'SE-S10', price: 'R3,299.00' }),
        rec({ title: 'CASIO CASH REG SES10 THERMAL 8DEPT BLK EA', model: 'SES10', price: 'USD 149.00' }),
        rec({ title: 'Casio SE-S10 kasregister, termiese drukker, 8 departemente, soos nuut. Bellville', brand: 'Casio', model: 'SE S10', price: 'R1,900' }),
      ],
      [
        rec({ title: 'Casio SE-S400 Electronic Cash Register, Thermal, SD Card Slot, 25 Departments', brand: 'Casio', model: 'SE-S400', price: 'R6,499.00' }),
        rec({ title: 'CASIO CASH REG SES400 THERMAL SD 25DEPT EA', model: 'SES400', price: 'USD 289.00' }),
        rec({ title: 'Casio SE-S400 kasregister met SD-kaart, 25 departemente, min gebruik. Bellville', brand: 'Casio', model: 'SE S400', price: 'R3,800' }),
      ],
      [
        rec({ title: 'Casio SE-C3500 Touch Screen Cash Register, 15.6" Touch, Thermal Printer', brand: 'Casio', model: 'SE-C3500', price: 'R18,999.00' }),
        rec({ title: 'CASIO CASH REG SEC3500 TOUCH 15.6IN THERMAL EA', model: 'SEC3500', price: 'USD 845.00' }),
        rec({ title: 'Casio SE-C3500 raakskerm-kasregister, 15,6 duim, werk perfek. Bellville', brand: 'Casio', model: 'SE C3500', price: 'R11,000' }),
      ],
    ],
  },
  {
    // One maker's universal Ku-band LNBs: single, twin and quad outputs.
    kind: 'satellite LNBs by output count',
    variants: [
      [
        rec({ title: 'Inverto Home Pro Single Universal LNB, 40mm, 0.2 dB, HD/4K Ready', brand: 'Inverto', model: 'IDLH-SNL410-HMPRO-OPN', price: '£9.99' }),
        rec({ title: 'LNB UNIV SINGLE 40MM INVERTO HOME PRO IDLHSNL410', model: 'IDLHSNL410', price: '£6.10' }),
        rec({ title: 'Single LNB Inverto Home Pro for DStv/GOtv dish, one decoder, new. Ojo', model: 'Home Pro Single', price: '₦9,500' }),
      ],
      [
        rec({ title: 'Inverto Home Pro Twin Universal LNB, 40mm, 2 Outputs, HD/4K Ready', brand: 'Inverto', model: 'IDLH-TWL410-HMPRO-OPN', price: '£14.99' }),
        rec({ title: 'LNB UNIV TWIN 40MM INVERTO HOME PRO IDLHTWL410', model: 'IDLHTWL410', price: '£9.40' }),
        rec({ title: 'Twin LNB Inverto Home Pro, two decoders on one dish, new. Ojo', model: 'Home Pro Twin', price: '₦14,000' }),
      ],
      [
        rec({ title: 'Inverto Home Pro Quad Universal LNB, 40mm, 4 Outputs, HD/4K Ready', brand: 'Inverto', model: 'IDLH-QDL410-HMPRO-OPN', price: '£24.99' }),
        rec({ title: 'LNB UNIV QUAD 40MM INVERTO HOME PRO IDLHQDL410', model: 'IDLHQDL410', price: '£15.80' }),
        rec({ title: 'Quad LNB Inverto Home Pro, four decoders one dish, estate installation. Ojo', model: 'Home Pro Quad', price: '₦22,000' }),
      ],
    ],
  },
  {
    // One maker's domestic smoke alarms: mains optical, battery optical with a 10-year cell, and mains heat alarm.
    kind: 'smoke alarms by power and sensor',
    variants: [
      [
        rec({ title: 'Aico Ei3016 Mains Powered Optical Smoke Alarm with Rechargeable Lithium Backup', brand: 'Aico', model: 'Ei3016', price: '£34.50' }),
        rec({ title: 'ALARM SMOKE OPT 230V AICO EI3016 LI BKUP BOX 1', model: 'EI3016', price: '£24.95' }),
        rec({ title: 'Mains-powered optical smoke alarm, rechargeable lithium back-up, interlinkable — Aico Ei3016 or equivalent, 24 No.', model: 'Ei3016' }),
      ],
      [
        rec({ title: 'Aico Ei650 Battery Optical Smoke Alarm, 10 Year Sealed Lithium Battery', brand: 'Aico', model: 'Ei650', price: '£21.99' }),
        rec({ title: 'ALARM SMOKE OPT 10YR BATT AICO EI650 BOX 1', model: 'EI650', price: '£15.20' }),
        rec({ title: 'Optical smoke alarm, sealed 10-year lithium battery, stand-alone — Aico Ei650 or equivalent, 40 No.', model: 'Ei650' }),
      ],
      [
        rec({ title: 'Aico Ei3014 Mains Powered Heat Alarm with Rechargeable Lithium Backup', brand: 'Aico', model: 'Ei3014', price: '£33.50' }),
        rec({ title: 'ALARM HEAT 230V AICO EI3014 LI BKUP BOX 1', model: 'EI3014', price: '£24.30' }),
        rec({ title: 'Mains-powered heat alarm for kitchens, rechargeable lithium back-up, interlinkable — Aico Ei3014 or equivalent, 12 No.', model: 'Ei3014' }),
      ],
    ],
  },
];
