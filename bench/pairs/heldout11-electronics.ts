// Held-out pair set 11, product_electronics (see bench/pairs/heldout11.ts): hair straighteners by plate width,
// pressure washers by bar rating, sewing machines by stitch count, car radios by DIN size, solar floodlights by
// wattage, platform scales by capacity, Bluetooth speakers by model, and inverter welding machines by amperage; each
// as a marketplace or shop title, a wholesale price-list or supplier-invoice line in caps, and a third source (a
// tender line, German, French, Afrikaans, Swahili, Hausa-market English).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS11: readonly Family[] = [
  {
    // One maker's straighteners: 25 mm ceramic plates, 25 mm titanium plates, 38 mm wide ceramic plates.
    kind: 'hair straighteners by plate width and coating',
    variants: [
      [
        rec({ title: 'Remington Ceramic Straight 230 Hair Straightener S3500, 25mm Plates, 15s Heat Up', brand: 'Remington', model: 'S3500', price: 'R499.00' }),
        rec({ title: 'REMINGTON STRAIGHTENER CERAMIC 230 S3500 25MM', model: 'S3500', price: 'KSh 3,950' }),
        rec({ title: 'Lisseur Remington Ceramic Straight 230, plaques 25 mm, S 3500', brand: 'Remington', model: 'S 3500', price: '24,99 €' }),
      ],
      [
        rec({ title: 'Remington Titanium Glide Hair Straightener S5750, 25mm Floating Titanium Plates, 230°C', brand: 'Remington', model: 'S5750', price: 'R799.00' }),
        rec({ title: 'REMINGTON STRAIGHTENER TITANIUM 25MM S5750', model: 'S5750', price: 'KSh 6,200' }),
        rec({ title: 'Lisseur Remington plaques titane flottantes 25 mm, 230 °C, S 5750', brand: 'Remington', model: 'S 5750', price: '39,99 €' }),
      ],
      [
        rec({ title: 'Remington Wide Plate Ceramic Hair Straightener S3550, 38mm Extra Wide Plates', brand: 'Remington', model: 'S3550', price: 'R599.00' }),
        rec({ title: 'REMINGTON STRAIGHTENER CERAMIC WIDE 38MM S3550', model: 'S3550', price: 'KSh 4,700' }),
        rec({ title: 'Lisseur Remington plaques larges 38 mm céramique, S 3550', brand: 'Remington', model: 'S 3550', price: '29,99 €' }),
      ],
    ],
  },
  {
    // High-pressure washers of one range: the K 4 Compact (130 bar), the K 3 (120 bar), and the K 4 Compact Home kit.
    kind: 'pressure washers by bar rating and kit',
    variants: [
      [
        rec({ title: 'Kärcher K 4 Compact High Pressure Washer, 130 bar, 1800W, 420 l/h', brand: 'Kärcher', model: '1.637-500.0', price: 'R4,999.00' }),
        rec({ title: 'KARCHER HP WASHER K4 COMPACT 130BAR 1.637-500', model: '16375000', price: '£179.99' }),
        rec({ title: 'Kärcher Hochdruckreiniger K 4 Compact, 130 bar, 420 l/h', brand: 'Kärcher', model: '1.637-500.0', price: '199,00 €' }),
      ],
      [
        rec({ title: 'Kärcher K 3 Power Control High Pressure Washer, 120 bar, 1600W, 380 l/h', brand: 'Kärcher', model: '1.676-100.0', price: 'R3,799.00' }),
        rec({ title: 'KARCHER HP WASHER K3 POWER CTRL 120BAR 1.676-100', model: '16761000', price: '£139.99' }),
        rec({ title: 'Kärcher Hochdruckreiniger K 3 Power Control, 120 bar, 380 l/h', brand: 'Kärcher', model: '1.676-100.0', price: '159,00 €' }),
      ],
      [
        rec({ title: 'Kärcher K 4 Compact Home High Pressure Washer, 130 bar, with T 150 Patio Cleaner', brand: 'Kärcher', model: '1.637-503.0', price: 'R5,899.00' }),
        rec({ title: 'KARCHER HP WASHER K4 COMPACT HOME +T150 1.637-503', model: '16375030', price: '£219.99' }),
        rec({ title: 'Kärcher Hochdruckreiniger K 4 Compact Home mit Flächenreiniger T 150', brand: 'Kärcher', model: '1.637-503.0', price: '239,00 €' }),
      ],
    ],
  },
  {
    // Domestic sewing machines of one maker: 23 stitches, 32 stitches, 97 stitches computerised.
    kind: 'sewing machines by stitch count',
    variants: [
      [
        rec({ title: 'Singer Tradition 2273 Sewing Machine, 23 Built-in Stitches, Automatic Needle Threader', brand: 'Singer', model: '2273', price: '₦245,000' }),
        rec({ title: 'SINGER S/MACHINE TRADITION 23STITCH 2273', model: 'SINGER-2273', price: '₦239,500' }),
        rec({ title: 'Domestic sewing machine, electric, 23 stitches, automatic threader — Singer 2273 or equivalent, 5 No.', model: '2273' }),
      ],
      [
        rec({ title: 'Singer Heavy Duty 4432 Sewing Machine, 32 Stitches, 1100 Stitches per Minute', brand: 'Singer', model: '4432', price: '₦385,000' }),
        rec({ title: 'SINGER S/MACHINE H/DUTY 32STITCH 4432', model: 'SINGER-4432', price: '₦378,000' }),
        rec({ title: 'Domestic sewing machine, heavy duty, 32 stitches, 1100 spm — Singer 4432 or equivalent, 5 No.', model: '4432' }),
      ],
      [
        rec({ title: 'Singer Quantum Stylist 9960 Computerised Sewing Machine, 600 Stitch Applications, 13 Buttonholes', brand: 'Singer', model: '9960', price: '₦760,000' }),
        rec({ title: 'SINGER S/MACHINE COMPUTERISED Q/STYLIST 9960', model: 'SINGER-9960', price: '₦749,000' }),
        rec({ title: 'Computerised sewing machine, 600 stitch applications, 13 one-step buttonholes — Singer 9960 or equivalent, 2 No.', model: '9960' }),
      ],
    ],
  },
  {
    // Car radios of one maker: single-DIN CD, single-DIN mechless with Bluetooth, double-DIN screen.
    kind: 'car radios by DIN size and source',
    variants: [
      [
        rec({ title: 'Pioneer DEH-S120UB Single DIN Car Stereo, CD, USB, AUX, Red Illumination', brand: 'Pioneer', model: 'DEH-S120UB', price: 'R1,299.00' }),
        rec({ title: 'PIONEER CAR RADIO 1DIN CD/USB DEHS120UB', model: 'DEHS120UB', price: 'GH₵ 1,150.00' }),
        rec({ title: 'Pioneer DEH-S120UB enkel-DIN motorradio met CD, USB en AUX', brand: 'Pioneer', model: 'DEH-S120UB', price: 'R1 299,00' }),
      ],
      [
        rec({ title: 'Pioneer MVH-S320BT Single DIN Digital Media Receiver, Bluetooth, USB, No CD', brand: 'Pioneer', model: 'MVH-S320BT', price: 'R1,499.00' }),
        rec({ title: 'PIONEER CAR RADIO 1DIN BT MECHLESS MVHS320BT', model: 'MVHS320BT', price: 'GH₵ 1,390.00' }),
        rec({ title: 'Pioneer MVH-S320BT enkel-DIN mediaspeler met Bluetooth en USB, sonder CD', brand: 'Pioneer', model: 'MVH-S320BT', price: 'R1 499,00' }),
      ],
      [
        rec({ title: 'Pioneer DMH-A240BT Double DIN 6.2" Touchscreen Multimedia Receiver, Bluetooth', brand: 'Pioneer', model: 'DMH-A240BT', price: 'R3,999.00' }),
        rec({ title: 'PIONEER CAR RADIO 2DIN 6.2IN TOUCH BT DMHA240BT', model: 'DMHA240BT', price: 'GH₵ 3,600.00' }),
        rec({ title: 'Pioneer DMH-A240BT dubbel-DIN 6,2 duim raakskerm met Bluetooth', brand: 'Pioneer', model: 'DMH-A240BT', price: 'R3 999,00' }),
      ],
    ],
  },
  {
    // All-in-one solar floodlights of one range: 100 W, 200 W, 300 W.
    kind: 'solar floodlights by wattage',
    variants: [
      [
        rec({ title: 'Solar Flood Light 100W IP66 Waterproof with Remote Control, Dusk to Dawn — Lontor', brand: 'Lontor', model: 'LT-SFL100', price: '₦18,500' }),
        rec({ title: 'LONTOR SOLAR F/LIGHT 100W C/W REMOTE LTSFL100', model: 'LTSFL100', price: 'KSh 2,450' }),
        rec({ title: 'Taa ya mafuriko ya sola wati 100, haiingizi maji, na rimoti — Lontor', brand: 'Lontor', model: 'LT-SFL100', price: 'KSh 2,500' }),
      ],
      [
        rec({ title: 'Solar Flood Light 200W IP66 Waterproof with Remote Control, Dusk to Dawn — Lontor', brand: 'Lontor', model: 'LT-SFL200', price: '₦27,000' }),
        rec({ title: 'LONTOR SOLAR F/LIGHT 200W C/W REMOTE LTSFL200', model: 'LTSFL200', price: 'KSh 3,600' }),
        rec({ title: 'Taa ya mafuriko ya sola wati 200, haiingizi maji, na rimoti — Lontor', brand: 'Lontor', model: 'LT-SFL200', price: 'KSh 3,650' }),
      ],
      [
        rec({ title: 'Solar Flood Light 300W IP66 Waterproof with Remote Control, Dusk to Dawn — Lontor', brand: 'Lontor', model: 'LT-SFL300', price: '₦36,500' }),
        rec({ title: 'LONTOR SOLAR F/LIGHT 300W C/W REMOTE LTSFL300', model: 'LTSFL300', price: 'KSh 4,900' }),
        rec({ title: 'Taa ya mafuriko ya sola wati 300, haiingizi maji, na rimoti — Lontor', brand: 'Lontor', model: 'LT-SFL300', price: 'KSh 4,950' }),
      ],
    ],
  },
  {
    // Digital platform scales for shops and farms: 150 kg, 300 kg, and 300 kg with a price-computing head.
    kind: 'platform scales by capacity and head',
    variants: [
      [
        rec({ title: 'Camry Digital Platform Scale 150kg x 20g, Foldable Pole, Rechargeable Battery', brand: 'Camry', model: 'TCS-150', price: '₦68,000' }),
        rec({ title: 'CAMRY PLATFORM SCALE 150KG/20G TCS150', model: 'TCS150', price: 'GH₵ 1,050.00' }),
        rec({ title: 'Weighing scale, platform type, digital, capacity 150 kg, division 20 g — Camry TCS-150 or equivalent, 4 No.', model: 'TCS-150' }),
      ],
      [
        rec({ title: 'Camry Digital Platform Scale 300kg x 50g, Foldable Pole, Rechargeable Battery', brand: 'Camry', model: 'TCS-300', price: '₦92,000' }),
        rec({ title: 'CAMRY PLATFORM SCALE 300KG/50G TCS300', model: 'TCS300', price: 'GH₵ 1,420.00' }),
        rec({ title: 'Weighing scale, platform type, digital, capacity 300 kg, division 50 g — Camry TCS-300 or equivalent, 4 No.', model: 'TCS-300' }),
      ],
      [
        rec({ title: 'Camry Price Computing Platform Scale 300kg, Unit Price & Total Display, Rechargeable', brand: 'Camry', model: 'TCS-300P', price: '₦118,500' }),
        rec({ title: 'CAMRY PLATFORM SCALE 300KG PRICE COMP TCS300P', model: 'TCS300P', price: 'GH₵ 1,860.00' }),
        rec({ title: 'Weighing scale, platform type, price computing, 300 kg — Camry TCS-300P or equivalent, 2 No.', model: 'TCS-300P' }),
      ],
    ],
  },
  {
    // Portable Bluetooth speakers of one maker by model generation and size.
    kind: 'Bluetooth speakers by model and generation',
    variants: [
      [
        rec({ title: 'JBL Flip 6 Portable Bluetooth Speaker, IP67 Waterproof, 12 Hours Playtime, Black', brand: 'JBL', model: 'JBLFLIP6BLK', price: 'R2,499.00' }),
        rec({ title: 'JBL FLIP6 BT SPKR BLK', model: 'JBL-FLIP6-BLK', price: '₦145,000' }),
        rec({ title: 'JBL Flip 6 tragbarer Bluetooth-Lautsprecher, IP67, schwarz', brand: 'JBL', model: 'JBLFLIP6BLK', price: '119,00 €' }),
      ],
      [
        rec({ title: 'JBL Flip 5 Portable Bluetooth Speaker, IPX7 Waterproof, 12 Hours Playtime, Black', brand: 'JBL', model: 'JBLFLIP5BLK', price: 'R1,999.00' }),
        rec({ title: 'JBL FLIP5 BT SPKR BLK', model: 'JBL-FLIP5-BLK', price: '₦118,000' }),
        rec({ title: 'JBL Flip 5 tragbarer Bluetooth-Lautsprecher, IPX7, schwarz', brand: 'JBL', model: 'JBLFLIP5BLK', price: '99,00 €' }),
      ],
      [
        rec({ title: 'JBL Charge 5 Portable Bluetooth Speaker with Powerbank, IP67, 20 Hours, Black', brand: 'JBL', model: 'JBLCHARGE5BLK', price: 'R3,299.00' }),
        rec({ title: 'JBL CHARGE5 BT SPKR P/BANK BLK', model: 'JBL-CHARGE5-BLK', price: '₦189,000' }),
        rec({ title: 'JBL Charge 5 tragbarer Bluetooth-Lautsprecher mit Powerbank, IP67, schwarz', brand: 'JBL', model: 'JBLCHARGE5BLK', price: '149,00 €' }),
      ],
    ],
  },
  {
    // Inverter stick (MMA) welders of one maker: 160 A, 200 A, and the 200 A with TIG lift.
    kind: 'inverter welding machines by amperage',
    variants: [
      [
        rec({ title: 'Ingco Inverter MMA Welding Machine 160A, ING-MMA1605, 2.5-3.2mm Electrodes', brand: 'Ingco', model: 'ING-MMA1605', price: '₦98,000' }),
        rec({ title: 'INGCO WELDING M/C INVERTER MMA 160A INGMMA1605', model: 'INGMMA1605', price: 'KSh 14,500' }),
        rec({ title: 'Mashine ya kuchomelea Ingco inverter ampea 160, ING-MMA1605', brand: 'Ingco', model: 'ING-MMA1605', price: 'KSh 14,800' }),
      ],
      [
        rec({ title: 'Ingco Inverter MMA Welding Machine 200A, ING-MMA2008, up to 4.0mm Electrodes', brand: 'Ingco', model: 'ING-MMA2008', price: '₦132,000' }),
        rec({ title: 'INGCO WELDING M/C INVERTER MMA 200A INGMMA2008', model: 'INGMMA2008', price: 'KSh 19,900' }),
        rec({ title: 'Mashine ya kuchomelea Ingco inverter ampea 200, ING-MMA2008', brand: 'Ingco', model: 'ING-MMA2008', price: 'KSh 20,300' }),
      ],
      [
        rec({ title: 'Ingco Inverter MMA/TIG Welding Machine 200A, ING-TIG2002, Lift TIG and Stick', brand: 'Ingco', model: 'ING-TIG2002', price: '₦185,000' }),
        rec({ title: 'INGCO WELDING M/C INVERTER TIG/MMA 200A INGTIG2002', model: 'INGTIG2002', price: 'KSh 27,600' }),
        rec({ title: 'Mashine ya kuchomelea Ingco TIG na MMA ampea 200, ING-TIG2002', brand: 'Ingco', model: 'ING-TIG2002', price: 'KSh 28,000' }),
      ],
    ],
  },
];
