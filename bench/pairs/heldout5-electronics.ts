// Held-out pair set 5, product_electronics (see bench/pairs/heldout5.ts): phone accessories by handset, cables
// and laptop chargers by length, wattage and tip, car shock absorbers by axle and side (OEM against aftermarket
// numbers), smartwatches by case size and radio, video games by platform and edition, pay-TV decoders, hair
// clippers and new cars by trim and gearbox, as two shops list them (a long marketing title against a short
// code line, a price with or without the brand). Written by hand; codes and prices are illustrative.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS5: readonly Family[] = [
  {
    // A tempered-glass protector fits one handset only: the Pro and the Pro Max of one year are other glass.
    kind: 'screen protectors by handset model',
    variants: [
      [
        rec({ title: 'Tempered Glass Screen Protector for iPhone 15 Pro, 9H Hardness, Bubble-Free, 2 Pack', brand: 'ZAGG', model: '200111456', price: '₦14,500' }),
        rec({ name: 'ZAGG InvisibleShield Glass Elite iP15 Pro 2pk', model: '200111456' }),
        rec({ product_name: 'InvisibleShield Glass Elite - iPhone 15 Pro (twin pack)', brand: 'Zagg Inc', price: 'KSh 3,999' }),
      ],
      [
        rec({ title: 'Tempered Glass Screen Protector for iPhone 15 Pro Max, 9H Hardness, Bubble-Free, 2 Pack', brand: 'ZAGG', model: '200111457', price: '₦15,500' }),
        rec({ name: 'ZAGG InvisibleShield Glass Elite iP15 PRO MAX 2pk', model: '200111457' }),
        rec({ product_name: 'InvisibleShield Glass Elite - iPhone 15 Pro Max (twin pack)', brand: 'Zagg Inc', price: 'KSh 4,299' }),
      ],
      [
        rec({ title: 'Tempered Glass Screen Protector for iPhone 15 Pro, 9H Hardness, Single', brand: 'ZAGG', model: '200111450', price: '₦9,000' }),
        rec({ name: 'ZAGG IS Glass Elite iP15 Pro 1pk', model: '200111450' }),
        rec({ product_name: 'InvisibleShield Glass Elite iPhone 15 Pro - single', brand: 'ZAGG', price: 'KSh 2,499' }),
      ],
    ],
  },
  {
    // One braided cable line in two lengths and two current ratings: each is its own article.
    kind: 'USB-C cables by length and wattage',
    variants: [
      [
        rec({ title: 'Anker PowerLine III Flow USB-C to USB-C Cable 100W, 6ft / 1.8m, Silicone, Fast Charging for MacBook', brand: 'Anker', model: 'A8553', price: 'R 399' }),
        rec({ name: 'ANKER PL III FLOW C-C 1.8M 100W', model: 'A8553011', price: '399.00' }),
        rec({ product_title: 'PowerLine III Flow USB C to USB C (6 ft, 100 W) Midnight Black', brand: 'Anker Innovations' }),
      ],
      [
        rec({ title: 'Anker PowerLine III Flow USB-C to USB-C Cable 100W, 3ft / 0.9m, Silicone, Fast Charging', brand: 'Anker', model: 'A8552', price: 'R 329' }),
        rec({ name: 'ANKER PL III FLOW C-C 0.9M 100W', model: 'A8552011', price: '329.00' }),
        rec({ product_title: 'PowerLine III Flow USB C to USB C (3 ft, 100 W) Midnight Black', brand: 'Anker Innovations' }),
      ],
      [
        rec({ title: 'Anker PowerLine III USB-C to USB-C Cable 60W, 6ft, Nylon Braided', brand: 'Anker', model: 'A8853', price: 'R 249' }),
        rec({ name: 'ANKER PL III C-C 1.8M 60W BRAIDED', model: 'A8853H11', price: '249.00' }),
        rec({ product_title: 'PowerLine III USB C to USB C 2.0 cable (6 ft, 60 W) black', brand: 'Anker Innovations' }),
      ],
    ],
  },
  {
    // A laptop adapter is defined by its wattage and its tip: 65 W with a 4.5 mm tip does not power a 7.4 mm laptop.
    kind: 'laptop chargers by wattage and tip',
    variants: [
      [
        rec({ title: 'Original Dell 65W AC Adapter Laptop Charger 4.5mm Tip (Blue Pin) for Inspiron 15 3000 / Latitude 3500', brand: 'Dell', model: '0G6J41', price: '₦28,000' }),
        rec({ name: 'DELL 65W ADAPTER 4.5MM G6J41', model: 'G6J41' }),
        rec({ product_name: 'Dell 65 Watt 3-prong AC adapter, 4.5 x 3.0 mm barrel', brand: 'DELL Technologies', model: '450-AECL', price: '£32.99' }),
      ],
      [
        rec({ title: 'Original Dell 65W AC Adapter Laptop Charger 7.4mm Tip (Big Pin) for Latitude E5470 / E6440', brand: 'Dell', model: '0LA65NS2-01', price: '₦26,500' }),
        rec({ name: 'DELL 65W ADAPTER 7.4MM BIG PIN LA65NS2-01', model: 'LA65NS2-01' }),
        rec({ product_name: 'Dell 65 Watt 3-prong AC adapter, 7.4 x 5.0 mm barrel', brand: 'DELL Technologies', model: '450-19036', price: '£29.99' }),
      ],
      [
        rec({ title: 'Original Dell 90W AC Adapter Laptop Charger 4.5mm Tip for Inspiron / Vostro / XPS', brand: 'Dell', model: '0X9RG3', price: '₦35,000' }),
        rec({ name: 'DELL 90W ADAPTER 4.5MM X9RG3', model: 'X9RG3' }),
        rec({ product_name: 'Dell 90 Watt 3-prong AC adapter, 4.5 x 3.0 mm barrel', brand: 'DELL Technologies', model: '450-AECM', price: '£39.99' }),
      ],
    ],
  },
  {
    // Front struts are handed (left and right are mirror parts with their own numbers); a rear shock is another part.
    // The OEM number and the aftermarket maker's number for one fitment are one article only when the seller says the
    // aftermarket part is what is sold; here every listing of a variant sells the same KYB part.
    kind: 'shock absorbers by axle and side',
    variants: [
      [
        rec({ title: 'KYB Excel-G Front Right Shock Absorber Toyota Corolla 2008-2013 (ZRE142)', brand: 'KYB', model: '339026', price: 'KSh 7,800' }),
        rec({ name: 'KYB 339026 FRT RH STRUT COROLLA ZRE14#', model: '339026' }),
        rec({ product_name: 'Kayaba Excel-G gas strut, front, right-hand (passenger side), Corolla E140/E150', brand: 'Kayaba', model: '339 026', price: 'R 1,150' }),
      ],
      [
        rec({ title: 'KYB Excel-G Front Left Shock Absorber Toyota Corolla 2008-2013 (ZRE142)', brand: 'KYB', model: '339027', price: 'KSh 7,800' }),
        rec({ name: 'KYB 339027 FRT LH STRUT COROLLA ZRE14#', model: '339027' }),
        rec({ product_name: 'Kayaba Excel-G gas strut, front, left-hand (driver side), Corolla E140/E150', brand: 'Kayaba', model: '339 027', price: 'R 1,150' }),
      ],
      [
        rec({ title: 'KYB Excel-G Rear Shock Absorber (pair fitment, sold each) Toyota Corolla 2008-2013', brand: 'KYB', model: '343459', price: 'KSh 5,200' }),
        rec({ name: 'KYB 343459 REAR SHOCK COROLLA ZRE14# EA', model: '343459' }),
        rec({ product_name: 'Kayaba Excel-G gas shock, rear, either side, Corolla E140/E150', brand: 'Kayaba', model: '343 459', price: 'R 890' }),
      ],
    ],
  },
  {
    // One watch generation in two case sizes, and the same size with a cellular radio: three articles.
    kind: 'smartwatches by case size and radio',
    variants: [
      [
        rec({ title: 'Apple Watch SE (2nd Gen) GPS 40mm Midnight Aluminium Case with Midnight Sport Band - M/L', brand: 'Apple', model: 'MR9Y3', price: 'R 5,999' }),
        rec({ name: 'APPLE WATCH SE2 GPS 40 MID AL MID SB ML', model: 'MR9Y3QC/A' }),
        rec({ product_name: 'Watch SE 2023 40 mm GPS midnight', brand: 'Apple Inc.', price: '₦389,000' }),
      ],
      [
        rec({ title: 'Apple Watch SE (2nd Gen) GPS 44mm Midnight Aluminium Case with Midnight Sport Band - M/L', brand: 'Apple', model: 'MRE93', price: 'R 6,599' }),
        rec({ name: 'APPLE WATCH SE2 GPS 44MM MIDNIGHT ALU SPORTBAND M/L', model: 'MRE93QC/A' }),
        rec({ product_name: 'Watch SE 2023 44 mm GPS midnight', brand: 'Apple Inc.', price: '₦425,000' }),
      ],
      [
        rec({ title: 'Apple Watch SE (2nd Gen) GPS + Cellular 40mm Midnight Aluminium Case with Midnight Sport Band - M/L', brand: 'Apple', model: 'MRGA3', price: 'R 7,499' }),
        rec({ name: 'APPLE WATCH SE2 GPS+CELL 40 MID AL MID SB ML', model: 'MRGA3QC/A' }),
        rec({ product_name: 'Watch SE 2023 40 mm GPS + LTE midnight', brand: 'Apple Inc.', price: '₦479,000' }),
      ],
    ],
  },
  {
    // A game disc is bound to its console; the standard and the Ultimate edition are different articles.
    kind: 'video games by platform and edition',
    variants: [
      [
        rec({ title: 'EA SPORTS FC 25 Standard Edition - PlayStation 5 (PS5) Physical Disc, English', brand: 'Electronic Arts', price: '₦85,000' }),
        rec({ name: 'FC25 PS5 STD', brand: 'EA', model: 'PS5-FC25-EN' }),
        rec({ product_name: 'EA Sports FC 25 (PS5)', brand: 'EA SPORTS', price: 'KSh 9,499' }),
      ],
      [
        rec({ title: 'EA SPORTS FC 25 Standard Edition - PlayStation 4 (PS4) Physical Disc, English', brand: 'Electronic Arts', price: '₦72,000' }),
        rec({ name: 'FC25 PS4 STD', brand: 'EA', model: 'PS4-FC25-EN' }),
        rec({ product_name: 'EA Sports FC 25 (PS4)', brand: 'EA SPORTS', price: 'KSh 7,999' }),
      ],
      [
        rec({ title: 'EA SPORTS FC 25 Ultimate Edition - PlayStation 5 (PS5), includes 4,600 FC Points', brand: 'Electronic Arts', price: '₦140,000' }),
        rec({ name: 'FC25 PS5 ULT ED', brand: 'EA', model: 'PS5-FC25U-EN' }),
        rec({ product_name: 'EA Sports FC 25 Ultimate Edition (PS5)', brand: 'EA SPORTS', price: 'KSh 14,999' }),
      ],
    ],
  },
  {
    // A pay-TV decoder model: the single-view HD box, the recorder (Explora) and the streaming box are three.
    kind: 'pay-TV decoders by model',
    variants: [
      [
        rec({ title: 'DStv HD Single View Decoder (Model 2000 series) with Remote, Dish Kit Not Included', brand: 'MultiChoice', model: 'HD 2000', price: '₦19,000' }),
        rec({ name: 'DSTV HD SINGLEVIEW DECODA ONLY', brand: 'DStv', price: '₦18,500' }),
        rec({ product_name: 'MultiChoice DStv HD single-view decoder (decoder only)', brand: 'DSTV' }),
      ],
      [
        rec({ title: 'DStv Explora Ultra Decoder 1TB PVR, Record & Pause Live TV, Dish Kit Not Included', brand: 'MultiChoice', model: 'Explora Ultra', price: '₦60,000' }),
        rec({ name: 'DSTV EXPLORA ULTRA DECODER ONLY', brand: 'DStv', price: '₦59,000' }),
        rec({ product_name: 'MultiChoice DStv Explora Ultra PVR (decoder only)', brand: 'DSTV' }),
      ],
      [
        rec({ title: 'DStv Streama - Stream DStv over Wi-Fi, No Dish Needed, 4K Android TV Box', brand: 'MultiChoice', model: 'Streama', price: 'R 1,299' }),
        rec({ name: 'DSTV STREAMA INTERNET BOX', brand: 'DStv', price: 'R 1,199' }),
        rec({ product_name: 'MultiChoice DStv Streama streaming device', brand: 'DSTV' }),
      ],
    ],
  },
  {
    // Barbers' clippers: the cordless Magic Clip, its corded namesake and the Senior are different machines.
    kind: 'hair clippers, corded against cordless',
    variants: [
      [
        rec({ title: 'Wahl Professional 5 Star Cordless Magic Clip Hair Clipper with 8 Attachment Combs, 90+ Min Run Time', brand: 'Wahl', model: '8148', price: '₦95,000' }),
        rec({ name: 'WAHL 5* CORDLESS MAGIC CLIP 08148-2016', model: '08148-2016' }),
        rec({ product_name: 'Magic Clip Cordless (5-Star series) barber clipper', brand: 'WAHL Clipper Corp', price: 'GH₵ 1,450' }),
      ],
      [
        rec({ title: 'Wahl Professional 5 Star Magic Clip Corded Hair Clipper, Stagger-Tooth Blade', brand: 'Wahl', model: '8451', price: '₦62,000' }),
        rec({ name: 'WHAL 5* MAGIC CLIP CORDED 08451-016', model: '08451-016' }),
        rec({ product_name: 'Magic Clip (corded, 5-Star series) barber clipper', brand: 'WAHL Clipper Corp', price: 'GH₵ 980' }),
      ],
      [
        rec({ title: 'Wahl Professional 5 Star Cordless Senior Clipper, Metal Housing, 70 Min Run Time', brand: 'Wahl', model: '8504', price: '₦110,000' }),
        rec({ name: 'WAHL 5* CORDLESS SENIOR 08504-400', model: '08504-400' }),
        rec({ product_name: 'Cordless Senior (5-Star series) barber clipper', brand: 'WAHL Clipper Corp', price: 'GH₵ 1,690' }),
      ],
    ],
  },
  {
    // A new car as a dealer's price list and a classifieds site list it: one model in three trims and gearboxes.
    kind: 'new cars by trim and gearbox',
    variants: [
      [
        rec({ title: 'Suzuki Swift 1.2 GL Manual 5-Door Hatchback (2024) - Brand New, Dealer Warranty', brand: 'Suzuki', model: 'Swift 1.2 GL MT', price: 'R 227,900' }),
        rec({ name: 'SWIFT 1.2 GL 5MT', brand: 'SUZUKI AUTO SA', model: 'AZG412 GL' }),
        rec({ product_name: '2024 Suzuki Swift hatch 1.2 GL manual', brand: 'Suzuki Motor', price: 'R227 900' }),
      ],
      [
        rec({ title: 'Suzuki Swift 1.2 GL Auto (AMT) 5-Door Hatchback (2024) - Brand New, Dealer Warranty', brand: 'Suzuki', model: 'Swift 1.2 GL AMT', price: 'R 242,900' }),
        rec({ name: 'SWIFT 1.2 GL AMT', brand: 'SUZUKI AUTO SA', model: 'AZG412 GL AMT' }),
        rec({ product_name: '2024 Suzuki Swift hatch 1.2 GL auto', brand: 'Suzuki Motor', price: 'R242 900' }),
      ],
      [
        rec({ title: 'Suzuki Swift 1.2 GLX Manual 5-Door Hatchback (2024) - Brand New, Dealer Warranty', brand: 'Suzuki', model: 'Swift 1.2 GLX MT', price: 'R 259,900' }),
        rec({ name: 'SWIFT 1.2 GLX 5MT', brand: 'SUZUKI AUTO SA', model: 'AZG412 GLX' }),
        rec({ product_name: '2024 Suzuki Swift hatch 1.2 GLX manual', brand: 'Suzuki Motor', price: 'R259 900' }),
      ],
    ],
  },
];
