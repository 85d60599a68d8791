// Held-out set 2 (issue 11), electronics-pack families: see bench/pairs/heldout2.ts for the header (what the
// author read and did not read). Written by hand from how auto-parts shops and catalogues (OEM numbers,
// aftermarket cross-references, SA battery codes), second-hand marketplace ads (Jiji, Facebook Marketplace,
// WhatsApp sellers: "UK used", "Tokunbo", "London used"), government tender lines, pharmacies (blood-pressure
// monitors) and solar and power-tool dealers write such products. Part numbers and prices are ILLUSTRATIVE
// (the shape real ones have, consistent inside this set), not checked against a catalogue.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS2: readonly Family[] = [
  {
    // A genuine part, a bigger sibling part, and an aftermarket part sold as its cross-reference.
    kind: 'auto part: OEM number, sibling and aftermarket cross-reference',
    variants: [
      [
        rec({ title: 'Toyota Genuine Oil Filter 90915-YZZE1 Corolla Yaris Vitz', brand: 'Toyota', part_number: '90915-YZZE1', price: '₦6,500' }),
        rec({ name: 'OIL FILTER TOYOTA 90915YZZE1', brand: 'TOYOTA', model: '90915YZZE1', price: 'KSh 1,150' }),
        rec({ product_name: 'Toyota OEM oil filter (90915 YZZE1) – fits 1NZ/2NZ/1ZZ engines', manufacturer: 'Toyota Motor Corporation', mpn: '90915-YZZE1', sale_price: 'R 189.00' }),
      ],
      [
        rec({ title: 'Toyota Genuine Oil Filter 90915-YZZD4 Hilux Fortuner Prado', brand: 'Toyota', part_number: '90915-YZZD4', price: '₦8,200' }),
        rec({ name: 'OIL FILTER TOYOTA 90915YZZD4', brand: 'TOYOTA', model: '90915YZZD4', price: 'KSh 1,450' }),
        rec({ product_name: 'Toyota OEM oil filter (90915 YZZD4) – fits 1GR/2TR engines', manufacturer: 'Toyota Motor Corporation', mpn: '90915-YZZD4', sale_price: 'R 245.00' }),
      ],
      [
        rec({ title: 'Bosch Oil Filter P7142 (replaces Toyota 90915-YZZE1)', brand: 'Bosch', part_number: 'F 026 407 142', price: '£8.49' }),
        rec({ name: 'BOSCH P7142 OIL FILTER', brand: 'Bosch', model: 'F026407142', price: '€7,90' }),
        rec({ product_name: 'Bosch F026407142 oil filter P 7142 for Toyota Corolla / Yaris', manufacturer: 'Robert Bosch GmbH', mpn: 'F 026 407 142' }),
      ],
    ],
  },
  {
    // Spark plugs: one heat range apart, and the iridium version of the same plug; shops give the stock
    // number (6962) where others give the code (BKR6E), and spaced codes (BKR 6 E).
    kind: 'auto part: heat range and iridium sibling, stock number against code',
    variants: [
      [
        rec({ title: 'NGK BKR6E Spark Plug (Stock No. 6962) x1', brand: 'NGK', model: 'BKR6E', price: '£3.20' }),
        rec({ name: 'Spark plug NGK BKR 6 E', brand: 'NGK', part_number: 'BKR 6 E', price: 'R 59.90' }),
        rec({ product_name: 'NGK Standard Spark Plug BKR6E', manufacturer: 'NGK Spark Plug Co.', mpn: '6962' }),
      ],
      [
        rec({ title: 'NGK BKR5E Spark Plug (Stock No. 6953) x1', brand: 'NGK', model: 'BKR5E', price: '£3.10' }),
        rec({ name: 'Spark plug NGK BKR 5 E', brand: 'NGK', part_number: 'BKR 5 E', price: 'R 57.50' }),
        rec({ product_name: 'NGK Standard Spark Plug BKR5E', manufacturer: 'NGK Spark Plug Co.', mpn: '6953' }),
      ],
      [
        rec({ title: 'NGK Iridium IX Spark Plug BKR6EIX (Stock No. 6418)', brand: 'NGK', model: 'BKR6EIX', price: '£9.95' }),
        rec({ name: 'Spark plug NGK Iridium BKR 6 EIX', brand: 'NGK', part_number: 'BKR6EIX', price: 'R 189.00' }),
        rec({ product_name: 'NGK Iridium IX Plug BKR6EIX', manufacturer: 'NGK Spark Plug Co.', mpn: '6418' }),
      ],
    ],
  },
  {
    // South African battery codes: the same size code (652) from two makers is two products.
    kind: 'auto part: battery size code across makers',
    variants: [
      [
        rec({ title: 'Willard 652 Maintenance Free Car Battery 12V 70Ah', brand: 'Willard', model: '652', price: 'R 1 649.00' }),
        rec({ name: 'WILLARD BATTERY 652 MF', brand: 'Willard Batteries', model: '652MF', price: 'R1649' }),
        rec({ product_name: 'Willard 12V 652 battery (Hilux, Ranger, Land Cruiser)', manufacturer: 'Willard', part_number: 'W652' }),
      ],
      [
        rec({ title: 'Exide 652 Maintenance Free Car Battery 12V 70Ah', brand: 'Exide', model: '652', price: 'R 1 599.00' }),
        rec({ name: 'EXIDE BATTERY 652 MF', brand: 'Exide', model: '652MF', price: 'R1599' }),
        rec({ product_name: 'Exide 12V 652 battery (bakkie / SUV)', manufacturer: 'Exide', part_number: 'E652' }),
      ],
      [
        rec({ title: 'Willard 646 Maintenance Free Car Battery 12V 60Ah', brand: 'Willard', model: '646', price: 'R 1 399.00' }),
        rec({ name: 'WILLARD BATTERY 646 MF', brand: 'Willard Batteries', model: '646MF', price: 'R1399' }),
        rec({ product_name: 'Willard 12V 646 battery (Corolla, Polo, Fiesta)', manufacturer: 'Willard', part_number: 'W646' }),
      ],
    ],
  },
  {
    // Second-hand phone ads against a shop listing: the product is the model and storage; the ad's
    // condition and place are not the product. Colours are the same or unstated within a variant.
    kind: 'second-hand ad: phone model and storage',
    variants: [
      [
        rec({ title: 'Apple iPhone 11 64 GB Black - UK Used', brand: 'Apple', price: '₦285,000', condition: 'Foreign used', location: 'Ikeja, Lagos' }),
        rec({ name: 'iphone 11 64gig black london used clean no issue', price: '280k', location: 'Computer Village' }),
        rec({ title: 'Apple iPhone 11 (64GB) - Black', brand: 'Apple', model: 'A2221', price: 'KSh 48,999' }),
      ],
      [
        rec({ title: 'Apple iPhone 11 128 GB Black - UK Used', brand: 'Apple', price: '₦330,000', condition: 'Foreign used', location: 'Ikeja, Lagos' }),
        rec({ name: 'iphone 11 128gb black, ex uk, battery health 88%', price: '325k', location: 'Wuse 2, Abuja' }),
        rec({ title: 'Apple iPhone 11 (128GB) - Black', brand: 'Apple', model: 'A2221', price: 'KSh 56,999' }),
      ],
      [
        rec({ title: 'Apple iPhone 11 Pro 64 GB Space Grey - UK Used', brand: 'Apple', price: '₦365,000', condition: 'Foreign used', location: 'Ikeja, Lagos' }),
        rec({ name: 'iphone 11 pro 64gig space grey london used face id working', price: '360k', location: 'Computer Village' }),
        rec({ title: 'Apple iPhone 11 Pro (64GB) - Space Grey', brand: 'Apple', model: 'A2215', price: 'KSh 62,500' }),
      ],
    ],
  },
  {
    // "Tokunbo" laptops: generation and series are the product; a seller's spec line is written many ways.
    kind: 'second-hand ad: laptop generation and series',
    variants: [
      [
        rec({ title: 'HP EliteBook 840 G3 Core i5 6th Gen 8GB RAM 256GB SSD 14" - Used', brand: 'HP', model: '840 G3', price: '₦195,000', condition: 'Used' }),
        rec({ name: 'Hp elitebook 840 g3 corei5 8/256ssd tokunbo', price: '190k', location: 'Otigba, Ikeja' }),
        rec({ product_name: 'HP EliteBook 840 G3 Notebook PC (i5-6300U, 8 GB, 256 GB SSD) refurbished', manufacturer: 'Hewlett-Packard', mpn: 'T9X59ET', price: 'R 4 999' }),
      ],
      [
        rec({ title: 'HP EliteBook 840 G5 Core i5 8th Gen 8GB RAM 256GB SSD 14" - Used', brand: 'HP', model: '840 G5', price: '₦310,000', condition: 'Used' }),
        rec({ name: 'Hp elitebook 840 g5 corei5 8th gen 8/256ssd tokunbo', price: '300k', location: 'Otigba, Ikeja' }),
        rec({ product_name: 'HP EliteBook 840 G5 Notebook PC (i5-8350U, 8 GB, 256 GB SSD) refurbished', manufacturer: 'Hewlett-Packard', mpn: '3JX66EA', price: 'R 7 499' }),
      ],
      [
        rec({ title: 'HP EliteBook 850 G3 Core i5 6th Gen 8GB RAM 256GB SSD 15.6" - Used', brand: 'HP', model: '850 G3', price: '₦215,000', condition: 'Used' }),
        rec({ name: 'Hp elitebook 850 g3 corei5 8/256ssd 15.6 inch tokunbo', price: '210k', location: 'Otigba, Ikeja' }),
        rec({ product_name: 'HP EliteBook 850 G3 Notebook PC (i5-6300U, 8 GB, 256 GB SSD, 15.6") refurbished', manufacturer: 'Hewlett-Packard', mpn: 'T9X18EA', price: 'R 5 499' }),
      ],
    ],
  },
  {
    // Government tender lines against a distributor's listing: one configuration of one desktop.
    kind: 'tender line: desktop generation and configuration',
    variants: [
      [
        rec({ name: 'Supply of Desktop Computer: HP ProDesk 400 G7 SFF, Intel Core i5-10500, 8GB RAM, 1TB HDD', brand: 'HP', price: 'NGN 685,000.00', tender_ref: 'Lot 2 item 1' }),
        rec({ product_title: 'HP ProDesk 400 G7 Small Form Factor PC (Core i5-10500 / 8 GB / 1 TB HDD / Win 10 Pro)', manufacturer: 'HP Inc.', part_number: '11M69EA', list_price: '€749.00' }),
        rec({ title: 'HP PRODESK 400G7 SFF I5-10500 8GB 1TB', brand: 'HP', model: '400 G7 SFF', price: 'KES 98,500' }),
      ],
      [
        rec({ name: 'Supply of Desktop Computer: HP ProDesk 400 G6 SFF, Intel Core i5-9500, 8GB RAM, 1TB HDD', brand: 'HP', price: 'NGN 610,000.00', tender_ref: 'Lot 2 item 1' }),
        rec({ product_title: 'HP ProDesk 400 G6 Small Form Factor PC (Core i5-9500 / 8 GB / 1 TB HDD / Win 10 Pro)', manufacturer: 'HP Inc.', part_number: '7EL92EA', list_price: '€689.00' }),
        rec({ title: 'HP PRODESK 400G6 SFF I5-9500 8GB 1TB', brand: 'HP', model: '400 G6 SFF', price: 'KES 91,000' }),
      ],
      [
        rec({ name: 'Supply of Desktop Computer: HP ProDesk 400 G7 SFF, Intel Core i7-10700, 16GB RAM, 512GB SSD', brand: 'HP', price: 'NGN 915,000.00', tender_ref: 'Lot 2 item 2' }),
        rec({ product_title: 'HP ProDesk 400 G7 Small Form Factor PC (Core i7-10700 / 16 GB / 512 GB SSD / Win 10 Pro)', manufacturer: 'HP Inc.', part_number: '11M75EA', list_price: '€1,029.00' }),
        rec({ title: 'HP PRODESK 400G7 SFF I7-10700 16GB 512SSD', brand: 'HP', model: '400 G7 SFF', price: 'KES 132,000' }),
      ],
    ],
  },
  {
    // Tender lines for printers: a suffix letter is a different machine (duplex, network, fax, Wi-Fi).
    kind: 'tender line: printer suffix siblings',
    variants: [
      [
        rec({ name: 'Laser printer, monochrome, duplex, network: HP LaserJet Pro M404dn', brand: 'HP', price: 'GH₵ 5,200.00', tender_ref: 'Item 14' }),
        rec({ title: 'HP LaserJet Pro M404dn Monochrome Laser Printer (W1A53A)', brand: 'HP', model: 'W1A53A', price: 'R 6 299' }),
        rec({ product_name: 'HP LJ PRO M404DN PRINTER', manufacturer: 'HP', mpn: 'M404dn', sale_price: '₦395,000' }),
      ],
      [
        rec({ name: 'Laser printer, monochrome, network: HP LaserJet Pro M404n', brand: 'HP', price: 'GH₵ 4,600.00', tender_ref: 'Item 15' }),
        rec({ title: 'HP LaserJet Pro M404n Monochrome Laser Printer (W1A52A)', brand: 'HP', model: 'W1A52A', price: 'R 5 499' }),
        rec({ product_name: 'HP LJ PRO M404N PRINTER', manufacturer: 'HP', mpn: 'M404n', sale_price: '₦345,000' }),
      ],
      [
        rec({ name: 'Multifunction laser printer (print/scan/copy/fax), Wi-Fi: HP LaserJet Pro MFP M428fdw', brand: 'HP', price: 'GH₵ 8,900.00', tender_ref: 'Item 16' }),
        rec({ title: 'HP LaserJet Pro MFP M428fdw Wireless Laser Printer (W1A30A)', brand: 'HP', model: 'W1A30A', price: 'R 10 999' }),
        rec({ product_name: 'HP LJ PRO MFP M428FDW', manufacturer: 'HP', mpn: 'M428fdw', sale_price: '₦690,000' }),
      ],
    ],
  },
  {
    // Solar inverters as installers and marketplaces list them: kVA and battery voltage make the product.
    kind: 'solar inverter: rating and battery voltage',
    variants: [
      [
        rec({ title: 'Felicity Solar 5KVA 48V Hybrid Inverter IVEM5048', brand: 'Felicity Solar', model: 'IVEM5048', price: '₦720,000' }),
        rec({ name: 'Felicity 5kva/48v inverter (pure sine wave, inbuilt MPPT)', brand: 'Felicity', price: '₦705,000', location: 'Alaba, Lagos' }),
        rec({ product_name: 'FELICITY IVEM-5048 5000VA 48VDC HYBRID', manufacturer: 'Felicity Solar', model_number: 'IVEM-5048' }),
      ],
      [
        rec({ title: 'Felicity Solar 3.5KVA 24V Hybrid Inverter IVEM3524', brand: 'Felicity Solar', model: 'IVEM3524', price: '₦465,000' }),
        rec({ name: 'Felicity 3.5kva/24v inverter (pure sine wave, inbuilt MPPT)', brand: 'Felicity', price: '₦455,000', location: 'Alaba, Lagos' }),
        rec({ product_name: 'FELICITY IVEM-3524 3500VA 24VDC HYBRID', manufacturer: 'Felicity Solar', model_number: 'IVEM-3524' }),
      ],
    ],
  },
  {
    // Pharmacies' listings of home blood-pressure monitors (Clicks, Dis-Chem, Goodlife, HealthPlus, Boots).
    kind: 'pharmacy device: monitor siblings',
    variants: [
      [
        rec({ title: 'Omron M2 Basic Upper Arm Blood Pressure Monitor HEM-7121-E', brand: 'Omron', model: 'HEM-7121-E', price: 'R 699.95' }),
        rec({ name: 'OMRON M2 BP MONITOR', brand: 'OMRON Healthcare', model: 'HEM7121E', price: 'KSh 5,950' }),
        rec({ product_name: 'Omron M2 Basic automatic blood pressure monitor (upper arm)', manufacturer: 'Omron', mpn: 'HEM-7121-E', sale_price: '£29.99' }),
      ],
      [
        rec({ title: 'Omron M3 Comfort Upper Arm Blood Pressure Monitor HEM-7155-E', brand: 'Omron', model: 'HEM-7155-E', price: 'R 1 199.95' }),
        rec({ name: 'OMRON M3 COMFORT BP MONITOR', brand: 'OMRON Healthcare', model: 'HEM7155E', price: 'KSh 9,450' }),
        rec({ product_name: 'Omron M3 Comfort automatic blood pressure monitor with Intelli Wrap cuff', manufacturer: 'Omron', mpn: 'HEM-7155-E', sale_price: '£54.99' }),
      ],
      [
        rec({ title: 'Omron RS2 Wrist Blood Pressure Monitor HEM-6161-E', brand: 'Omron', model: 'HEM-6161-E', price: 'R 649.95' }),
        rec({ name: 'OMRON RS2 WRIST BP MONITOR', brand: 'OMRON Healthcare', model: 'HEM6161E', price: 'KSh 5,450' }),
        rec({ product_name: 'Omron RS2 automatic wrist blood pressure monitor', manufacturer: 'Omron', mpn: 'HEM-6161-E', sale_price: '£27.99' }),
      ],
    ],
  },
  {
    // Power tools at hardware dealers: the kit (case, bits) is a different article from the bare tool.
    kind: 'power tool: bare tool, kit and sibling',
    variants: [
      [
        rec({ title: 'Makita HP1630 Impact Drill 710W 13mm', brand: 'Makita', model: 'HP1630', price: 'KSh 9,800' }),
        rec({ name: 'MAKITA HAMMER DRILL HP1630 710W', brand: 'Makita', model: 'HP 1630', price: '₦78,000' }),
        rec({ product_name: 'Makita HP1630 13mm percussion drill (tool only)', manufacturer: 'Makita Corporation', mpn: 'HP1630' }),
      ],
      [
        rec({ title: 'Makita HP1630K Impact Drill 710W 13mm with Carry Case', brand: 'Makita', model: 'HP1630K', price: 'KSh 11,900' }),
        rec({ name: 'MAKITA HAMMER DRILL HP1630K 710W C/W CASE', brand: 'Makita', model: 'HP 1630 K', price: '₦92,000' }),
        rec({ product_name: 'Makita HP1630K 13mm percussion drill in carry case', manufacturer: 'Makita Corporation', mpn: 'HP1630K' }),
      ],
      [
        rec({ title: 'Makita HP1631 Impact Drill 710W 13mm Keyless Chuck', brand: 'Makita', model: 'HP1631', price: 'KSh 10,900' }),
        rec({ name: 'MAKITA HAMMER DRILL HP1631 710W KEYLESS', brand: 'Makita', model: 'HP 1631', price: '₦85,000' }),
        rec({ product_name: 'Makita HP1631 13mm percussion drill, keyless chuck (tool only)', manufacturer: 'Makita Corporation', mpn: 'HP1631' }),
      ],
    ],
  },
];
