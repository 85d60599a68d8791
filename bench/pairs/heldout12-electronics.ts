// Held-out pair set 12, product_electronics (see bench/pairs/heldout12.ts): portable keyboards by key count and
// series, unmanaged network switches by port count, handheld barcode scanners by model and cable, guitar amplifiers
// by wattage, thermal receipt printers by interface, two-way radios by model and pack, surface water pumps by
// horsepower, and stage microphones by model and switch; each as a music-shop, marketplace or catalogue title, a
// procurement-catalogue, customs-declaration or distributor price-list line in caps, and a third source (a
// classified ad, a tender line "… or equivalent", Portuguese, Dutch, Swahili, Pidgin-flavoured market English).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS12: readonly Family[] = [
  {
    // One maker's portable keyboards: the 61-key entry model, the 61-key step-up model, the 76-key model.
    kind: 'portable keyboards by key count and series',
    variants: [
      [
        rec({ title: 'Yamaha PSR-E373 61-Key Portable Keyboard with Touch-Sensitive Keys, 622 Voices', brand: 'Yamaha', model: 'PSR-E373', price: '₦285,000' }),
        rec({ title: 'YAMAHA KEYBOARD 61K PSRE373 (HS 9207.10)', model: 'PSRE373', price: 'USD 189.00' }),
        rec({ title: 'Yamaha psr e373 keyboard, 61 keys, barely used, comes with adaptor. Ikeja', model: 'PSR E373', price: '₦230,000' }),
      ],
      [
        rec({ title: 'Yamaha PSR-E473 61-Key Portable Keyboard, 820 Voices, Quick Sampling, 6W+6W Speakers', brand: 'Yamaha', model: 'PSR-E473', price: '₦465,000' }),
        rec({ title: 'YAMAHA KEYBOARD 61K PSRE473 (HS 9207.10)', model: 'PSRE473', price: 'USD 329.00' }),
        rec({ title: 'Yamaha psr e473 keyboard 61 keys, UK used, neat, with stand. Ikeja', model: 'PSR E473', price: '₦390,000' }),
      ],
      [
        rec({ title: 'Yamaha PSR-EW310 76-Key Portable Keyboard with Touch-Sensitive Keys, 622 Voices', brand: 'Yamaha', model: 'PSR-EW310', price: '₦330,000' }),
        rec({ title: 'YAMAHA KEYBOARD 76K PSREW310 (HS 9207.10)', model: 'PSREW310', price: 'USD 229.00' }),
        rec({ title: 'Yamaha psr ew310 keyboard, 76 keys, clean, adaptor included. Ikeja', model: 'PSR EW310', price: '₦270,000' }),
      ],
    ],
  },
  {
    // Gigabit desktop switches of one range: 5 ports, 8 ports, 16 ports (rack-mountable).
    kind: 'unmanaged network switches by port count',
    variants: [
      [
        rec({ title: 'TP-Link TL-SG1005D 5-Port Gigabit Desktop Switch, Plug and Play, Plastic Case', brand: 'TP-Link', model: 'TL-SG1005D', price: 'KSh 2,100' }),
        rec({ title: 'SWITCH 5 PORT GIGABIT UNMANAGED TPLINK TLSG1005D', model: 'TLSG1005D', price: 'KSh 1,850' }),
        rec({ title: 'Network switch, unmanaged, 5 x 10/100/1000 Mbps RJ45, desktop — TP-Link TL-SG1005D or equivalent, 20 No.', model: 'TL-SG1005D' }),
      ],
      [
        rec({ title: 'TP-Link TL-SG1008D 8-Port Gigabit Desktop Switch, Plug and Play, Plastic Case', brand: 'TP-Link', model: 'TL-SG1008D', price: 'KSh 3,300' }),
        rec({ title: 'SWITCH 8 PORT GIGABIT UNMANAGED TPLINK TLSG1008D', model: 'TLSG1008D', price: 'KSh 2,950' }),
        rec({ title: 'Network switch, unmanaged, 8 x 10/100/1000 Mbps RJ45, desktop — TP-Link TL-SG1008D or equivalent, 20 No.', model: 'TL-SG1008D' }),
      ],
      [
        rec({ title: 'TP-Link TL-SG1016D 16-Port Gigabit Desktop/Rackmount Switch, Steel Case', brand: 'TP-Link', model: 'TL-SG1016D', price: 'KSh 9,800' }),
        rec({ title: 'SWITCH 16 PORT GIGABIT UNMANAGED RACK TPLINK TLSG1016D', model: 'TLSG1016D', price: 'KSh 8,900' }),
        rec({ title: 'Network switch, unmanaged, 16 x 10/100/1000 Mbps RJ45, 19" rack mountable — TP-Link TL-SG1016D or equivalent, 6 No.', model: 'TL-SG1016D' }),
      ],
    ],
  },
  {
    // Handheld 1D/2D barcode scanners of one maker: corded area imager, corded 2D imager, cordless 2D imager.
    kind: 'handheld barcode scanners by model and cable',
    variants: [
      [
        rec({ title: 'Honeywell Voyager 1250g Single-Line Laser Barcode Scanner, USB Kit, Black', brand: 'Honeywell', model: '1250G-2USB-1', price: 'R2,450.00' }),
        rec({ title: 'HONEYWELL SCANNER VOYAGER 1250G USB KIT 1250G2USB1', model: '1250G2USB1', price: 'R2,210.00' }),
        rec({ title: 'Scanner de códigos de barras Honeywell Voyager 1250g, laser, kit USB', brand: 'Honeywell', model: '1250g-2USB-1', price: '119,00 €' }),
      ],
      [
        rec({ title: 'Honeywell Voyager 1450g 2D Area-Imaging Barcode Scanner, USB Kit, Black', brand: 'Honeywell', model: '1450G2D-2USB', price: 'R3,650.00' }),
        rec({ title: 'HONEYWELL SCANNER VOYAGER 1450G 2D USB KIT 1450G2D2USB', model: '1450G2D2USB', price: 'R3,290.00' }),
        rec({ title: 'Scanner de códigos de barras Honeywell Voyager 1450g, imagem 2D, kit USB', brand: 'Honeywell', model: '1450g2D-2USB', price: '179,00 €' }),
      ],
      [
        rec({ title: 'Honeywell Voyager 1472g Cordless 2D Barcode Scanner with Charging Base, USB Kit', brand: 'Honeywell', model: '1472G2D-2USB-5', price: 'R6,250.00' }),
        rec({ title: 'HONEYWELL SCANNER VOYAGER 1472G 2D CORDLESS C/W BASE 1472G2D2USB5', model: '1472G2D2USB5', price: 'R5,690.00' }),
        rec({ title: 'Scanner de códigos de barras sem fios Honeywell Voyager 1472g, 2D, com base de carregamento', brand: 'Honeywell', model: '1472g2D-2USB-5', price: '299,00 €' }),
      ],
    ],
  },
  {
    // Practice guitar combos of one maker: 10 W with 6" speaker, 20 W with 8" speaker, 40 W with 12" speaker.
    kind: 'guitar amplifiers by wattage and speaker',
    variants: [
      [
        rec({ title: 'Fender Frontman 10G Electric Guitar Amplifier, 10 Watts, 6" Speaker', brand: 'Fender', model: '2311006900', price: '£69.00' }),
        rec({ title: 'FENDER FRONTMAN 10G AMP 10W 230V UK 231-1006-900', model: '231-1006-900', price: '£52.40' }),
        rec({ title: 'Fender Frontman 10G versterker, 10 watt, 6 inch speaker, gitaarcombo', brand: 'Fender', model: '2311006900', price: '79,00 €' }),
      ],
      [
        rec({ title: 'Fender Frontman 20G Electric Guitar Amplifier, 20 Watts, 8" Speaker', brand: 'Fender', model: '2311506900', price: '£99.00' }),
        rec({ title: 'FENDER FRONTMAN 20G AMP 20W 230V UK 231-1506-900', model: '231-1506-900', price: '£74.80' }),
        rec({ title: 'Fender Frontman 20G versterker, 20 watt, 8 inch speaker, gitaarcombo', brand: 'Fender', model: '2311506900', price: '115,00 €' }),
      ],
      [
        rec({ title: 'Fender Champion 40 Guitar Combo Amplifier, 40 Watts, 12" Speaker, Built-in Effects', brand: 'Fender', model: '2330306900', price: '£219.00' }),
        rec({ title: 'FENDER CHAMPION 40 AMP 40W 230V UK 233-0306-900', model: '233-0306-900', price: '£166.10' }),
        rec({ title: 'Fender Champion 40 versterker, 40 watt, 12 inch speaker, ingebouwde effecten', brand: 'Fender', model: '2330306900', price: '239,00 €' }),
      ],
    ],
  },
  {
    // 80 mm thermal receipt printers of one maker: USB with serial, Ethernet, and the 58/80 mm entry model.
    kind: 'thermal receipt printers by interface and paper width',
    variants: [
      [
        rec({ title: 'Epson TM-T20III Thermal Receipt Printer, 80mm, USB + Serial, Auto-Cutter, Black', brand: 'Epson', model: 'C31CH51011', price: 'GH₵ 3,450.00' }),
        rec({ title: 'EPSON POS PRINTER TM-T20III USB/SER BLK C31CH51011', model: 'C31CH51011', price: 'GH₵ 3,180.00' }),
        rec({ title: 'Epson TM-T20III receipt printer 80mm (USB/serial) — good condition, with power brick. Osu', model: 'TM-T20III', price: 'GH₵ 2,200' }),
      ],
      [
        rec({ title: 'Epson TM-T20III Thermal Receipt Printer, 80mm, Ethernet, Auto-Cutter, Black', brand: 'Epson', model: 'C31CH51012', price: 'GH₵ 3,950.00' }),
        rec({ title: 'EPSON POS PRINTER TM-T20III ETH BLK C31CH51012', model: 'C31CH51012', price: 'GH₵ 3,640.00' }),
        rec({ title: 'Epson TM-T20III LAN/ethernet receipt printer 80mm — good condition, with power brick. Osu', model: 'TM-T20III', price: 'GH₵ 2,600' }),
      ],
      [
        rec({ title: 'Epson TM-T20II Thermal Receipt Printer, 80mm, USB, Auto-Cutter (previous model)', brand: 'Epson', model: 'C31CD52002', price: 'GH₵ 2,900.00' }),
        rec({ title: 'EPSON POS PRINTER TM-T20II USB C31CD52002', model: 'C31CD52002', price: 'GH₵ 2,650.00' }),
        rec({ title: 'Epson TM-T20II receipt printer 80mm USB — working fine, cable included. Osu', model: 'TM-T20II', price: 'GH₵ 1,700' }),
      ],
    ],
  },
  {
    // Licence-free PMR446 radios of one maker: the T42 twin pack, the T42 triple pack, the longer-range T62 twin pack.
    kind: 'two-way radios by model and pack',
    variants: [
      [
        rec({ title: 'Motorola Talkabout T42 PMR446 Two-Way Radio, Twin Pack, 4km Range, Blue', brand: 'Motorola', model: 'T42 Twin', price: '£29.99' }),
        rec({ title: 'MOTOROLA T42 PMR446 RADIO TWIN PK BLUE 188068', model: '188068', price: '£21.50' }),
        rec({ title: 'Redio za mawasiliano Motorola T42, jozi ya vipande 2, umbali km 4', brand: 'Motorola', model: 'T42', price: 'KSh 5,500' }),
      ],
      [
        rec({ title: 'Motorola Talkabout T42 PMR446 Two-Way Radio, Triple Pack, 4km Range, Blue', brand: 'Motorola', model: 'T42 Triple', price: '£42.99' }),
        rec({ title: 'MOTOROLA T42 PMR446 RADIO TRIPLE PK BLUE 188069', model: '188069', price: '£31.20' }),
        rec({ title: 'Redio za mawasiliano Motorola T42, seti ya vipande 3, umbali km 4', brand: 'Motorola', model: 'T42', price: 'KSh 7,900' }),
      ],
      [
        rec({ title: 'Motorola Talkabout T62 PMR446 Two-Way Radio, Twin Pack, 8km Range, Blue', brand: 'Motorola', model: 'T62 Twin', price: '£49.99' }),
        rec({ title: 'MOTOROLA T62 PMR446 RADIO TWIN PK BLUE 188072', model: '188072', price: '£36.40' }),
        rec({ title: 'Redio za mawasiliano Motorola T62, jozi ya vipande 2, umbali km 8', brand: 'Motorola', model: 'T62', price: 'KSh 8,800' }),
      ],
    ],
  },
  {
    // Peripheral surface pumps of one maker: 0.5 hp, 0.75 hp, 1 hp.
    kind: 'surface water pumps by horsepower',
    variants: [
      [
        rec({ title: 'Pedrollo PKm 60 Peripheral Water Pump 0.5HP (0.37kW), 1" x 1", Single Phase', brand: 'Pedrollo', model: 'PKm 60', price: '₦98,500' }),
        rec({ title: 'PEDROLLO PUMP PKM60 0.5HP 1PH', model: 'PKM60', price: '₦94,000' }),
        rec({ title: 'Pedrollo pkm60 pumping machine half horse, original Italy, for borehole/overhead tank. Alaba', model: 'PKm60', price: '₦90,000' }),
      ],
      [
        rec({ title: 'Pedrollo PKm 65 Peripheral Water Pump 0.7HP (0.5kW), 1" x 1", Single Phase', brand: 'Pedrollo', model: 'PKm 65', price: '₦118,000' }),
        rec({ title: 'PEDROLLO PUMP PKM65 0.7HP 1PH', model: 'PKM65', price: '₦112,500' }),
        rec({ title: 'Pedrollo pkm65 pumping machine 0.7 horse, original Italy, for overhead tank. Alaba', model: 'PKm65', price: '₦108,000' }),
      ],
      [
        rec({ title: 'Pedrollo PKm 80 Peripheral Water Pump 1HP (0.75kW), 1" x 1", Single Phase', brand: 'Pedrollo', model: 'PKm 80', price: '₦165,000' }),
        rec({ title: 'PEDROLLO PUMP PKM80 1HP 1PH', model: 'PKM80', price: '₦158,000' }),
        rec({ title: 'Pedrollo pkm80 pumping machine 1 horse power, original Italy, strong pressure. Alaba', model: 'PKm80', price: '₦150,000' }),
      ],
    ],
  },
  {
    // Dynamic microphones of one maker: the vocal mic, the same with an on/off switch, the instrument mic.
    kind: 'stage microphones by model and switch',
    variants: [
      [
        rec({ title: 'Shure SM58 Cardioid Dynamic Vocal Microphone (no switch, no cable)', brand: 'Shure', model: 'SM58-LCE', price: 'R2,299.00' }),
        rec({ title: 'SHURE MIC DYN VOCAL SM58LCE', model: 'SM58LCE', price: 'R1,985.00' }),
        rec({ title: 'Microphone, dynamic, cardioid, vocal, XLR — Shure SM58 or equivalent, 4 No.', model: 'SM58' }),
      ],
      [
        rec({ title: 'Shure SM58S Cardioid Dynamic Vocal Microphone with On/Off Switch', brand: 'Shure', model: 'SM58SE', price: 'R2,499.00' }),
        rec({ title: 'SHURE MIC DYN VOCAL C/W SWITCH SM58SE', model: 'SM58SE', price: 'R2,160.00' }),
        rec({ title: 'Microphone, dynamic, cardioid, vocal, XLR, with on/off switch — Shure SM58S or equivalent, 4 No.', model: 'SM58S' }),
      ],
      [
        rec({ title: 'Shure SM57 Cardioid Dynamic Instrument Microphone', brand: 'Shure', model: 'SM57-LCE', price: 'R2,199.00' }),
        rec({ title: 'SHURE MIC DYN INSTR SM57LCE', model: 'SM57LCE', price: 'R1,890.00' }),
        rec({ title: 'Microphone, dynamic, cardioid, instrument, XLR — Shure SM57 or equivalent, 4 No.', model: 'SM57' }),
      ],
    ],
  },
];
