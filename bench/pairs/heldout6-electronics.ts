// Held-out pair set 6, product_electronics (see bench/pairs/heldout6.ts): white goods with region suffixes and
// energy labels, computer parts (RAM, SSD, CPU, graphics cards), camera lenses by focal length and mount,
// air conditioners by BTU and inverter, blenders by wattage and jar, microwave ovens by litres and grill, and
// smart TVs' soundbars by channel count; each as a shop's long title, a price-list or till line and a third
// source (another language, another currency, the maker's group in the brand field).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS6: readonly Family[] = [
  {
    // One fridge: the code's region suffix (/A, MS) is one model; the 2-door against the side-by-side or another
    // capacity is another appliance.
    kind: 'refrigerators by capacity, doors and region suffix',
    variants: [
      [
        rec({ title: 'Hisense 205L Double Door Refrigerator, Silver, Defrost, A+ Energy Rating', brand: 'Hisense', model: 'REF205DR', price: '₦389,000' }),
        rec({ name: 'HISENSE FRIDGE 205LTR D/DOOR SLVR', model: 'REF-205DR', price: '389000' }),
        rec({ product_name: 'Friji ya Hisense lita 205, milango miwili', brand: 'Hisense', model: 'REF205DR/A', price: 'KSh 38,999' }),
      ],
      [
        rec({ title: 'Hisense 270L Double Door Refrigerator, Silver, Frost Free, A+ Energy Rating', brand: 'Hisense', model: 'REF270DR', price: '₦512,000' }),
        rec({ name: 'HISENSE FRIDGE 270LTR D/DOOR F/FREE', model: 'REF-270DR', price: '512000' }),
        rec({ product_name: 'Friji ya Hisense lita 270, milango miwili, haina barafu', brand: 'Hisense', model: 'REF270DR/A', price: 'KSh 54,999' }),
      ],
      [
        rec({ title: 'Hisense 514L Side by Side Refrigerator with Water Dispenser, Inox', brand: 'Hisense', model: 'REF514SBS', price: '₦1,150,000' }),
        rec({ name: 'HISENSE S/BY/S FRIDGE 514L W/DISP', model: 'REF-514SBS', price: '1150000' }),
        rec({ product_name: 'Friji ya Hisense lita 514, side-by-side, na maji', brand: 'Hisense', model: 'REF514SBS/A', price: 'KSh 129,999' }),
      ],
    ],
  },
  {
    // One memory kit: capacity, speed and the kit count are the article; a 2x8 GB kit is not a 1x16 GB stick.
    kind: 'RAM modules by capacity, speed and kit',
    variants: [
      [
        rec({ title: 'Kingston FURY Beast 16GB (2x8GB) DDR4 3200MHz CL16 Desktop Memory Kit, Black', brand: 'Kingston', model: 'KF432C16BBK2/16', price: 'R 899' }),
        rec({ name: 'KING FURY BEAST DDR4 16G KIT 3200', model: 'KF432C16BBK2-16' }),
        rec({ product_title: 'Kingston Technology FURY Beast Speicher 16 GB 2 x 8 GB DDR4 3200 MHz', brand: 'Kingston Technology', model: 'KF432C16BBK2/16', price: '42,90 €' }),
      ],
      [
        rec({ title: 'Kingston FURY Beast 16GB (1x16GB) DDR4 3200MHz CL16 Desktop Memory, Black', brand: 'Kingston', model: 'KF432C16BB1/16', price: 'R 849' }),
        rec({ name: 'KING FURY BEAST DDR4 16G SGL 3200', model: 'KF432C16BB1-16' }),
        rec({ product_title: 'Kingston Technology FURY Beast Speicher 16 GB 1 x 16 GB DDR4 3200 MHz', brand: 'Kingston Technology', model: 'KF432C16BB1/16', price: '39,90 €' }),
      ],
      [
        rec({ title: 'Kingston FURY Beast 16GB (2x8GB) DDR4 3600MHz CL17 Desktop Memory Kit, Black', brand: 'Kingston', model: 'KF436C17BBK2/16', price: 'R 959' }),
        rec({ name: 'KING FURY BEAST DDR4 16G KIT 3600', model: 'KF436C17BBK2-16' }),
        rec({ product_title: 'Kingston Technology FURY Beast Speicher 16 GB 2 x 8 GB DDR4 3600 MHz', brand: 'Kingston Technology', model: 'KF436C17BBK2/16', price: '46,50 €' }),
      ],
    ],
  },
  {
    // One drive: the 1 TB and 2 TB of one line, and the SATA sibling of the NVMe drive, are other drives.
    kind: 'solid-state drives by capacity and interface',
    variants: [
      [
        rec({ title: 'Samsung 980 PRO 1TB PCIe 4.0 NVMe M.2 Internal Solid State Drive (SSD), up to 7,000 MB/s', brand: 'Samsung', model: 'MZ-V8P1T0BW', price: '£89.99' }),
        rec({ name: 'SAMSUNG 980PRO 1TB M2 NVME', model: 'MZV8P1T0BW', price: '89.99' }),
        rec({ product_name: 'SSD Samsung 980 PRO 1 To M.2 NVMe PCIe 4.0', brand: 'Samsung Electronics', model: 'MZ-V8P1T0BW', price: '99,99 €' }),
      ],
      [
        rec({ title: 'Samsung 980 PRO 2TB PCIe 4.0 NVMe M.2 Internal Solid State Drive (SSD), up to 7,000 MB/s', brand: 'Samsung', model: 'MZ-V8P2T0BW', price: '£149.99' }),
        rec({ name: 'SAMSUNG 980PRO 2TB M2 NVME', model: 'MZV8P2T0BW', price: '149.99' }),
        rec({ product_name: 'SSD Samsung 980 PRO 2 To M.2 NVMe PCIe 4.0', brand: 'Samsung Electronics', model: 'MZ-V8P2T0BW', price: '169,99 €' }),
      ],
      [
        rec({ title: 'Samsung 870 EVO 1TB 2.5 Inch SATA III Internal Solid State Drive (SSD)', brand: 'Samsung', model: 'MZ-77E1T0B/EU', price: '£74.99' }),
        rec({ name: 'SAMSUNG 870EVO 1TB 2.5 SATA', model: 'MZ77E1T0BEU', price: '74.99' }),
        rec({ product_name: 'SSD Samsung 870 EVO 1 To 2,5" SATA', brand: 'Samsung Electronics', model: 'MZ-77E1T0B', price: '84,99 €' }),
      ],
    ],
  },
  {
    // One processor: the K (unlocked) and F (no graphics) of one number, and the next generation, are other chips;
    // the boxed retail code and the tray code of one chip are one processor model.
    kind: 'desktop processors by generation and suffix',
    variants: [
      [
        rec({ title: 'Intel Core i5-13400 Desktop Processor 10 Cores up to 4.6 GHz LGA1700 with Integrated Graphics, Boxed', brand: 'Intel', model: 'BX8071513400', price: 'R 4,299' }),
        rec({ name: 'INTEL CI5 13400 2.5GHZ LGA1700 BOX', model: 'BX8071513400' }),
        rec({ product_title: 'Processeur Intel Core i5 13e génération 13400 (2,5 GHz / 4,6 GHz), socket 1700', brand: 'Intel Corporation', model: 'i5-13400', price: '219,90 €' }),
      ],
      [
        rec({ title: 'Intel Core i5-13400F Desktop Processor 10 Cores up to 4.6 GHz LGA1700, No Integrated Graphics, Boxed', brand: 'Intel', model: 'BX8071513400F', price: 'R 3,699' }),
        rec({ name: 'INTEL CI5 13400F 2.5GHZ LGA1700 BOX NO GFX', model: 'BX8071513400F' }),
        rec({ product_title: 'Processeur Intel Core i5 13e génération 13400F (2,5 GHz / 4,6 GHz), socket 1700, sans iGPU', brand: 'Intel Corporation', model: 'i5-13400F', price: '189,90 €' }),
      ],
      [
        rec({ title: 'Intel Core i5-14400 Desktop Processor 10 Cores up to 4.7 GHz LGA1700 with Integrated Graphics, Boxed', brand: 'Intel', model: 'BX8071514400', price: 'R 4,599' }),
        rec({ name: 'INTEL CI5 14400 2.5GHZ LGA1700 BOX', model: 'BX8071514400' }),
        rec({ product_title: 'Processeur Intel Core i5 14e génération 14400 (2,5 GHz / 4,7 GHz), socket 1700', brand: 'Intel Corporation', model: 'i5-14400', price: '229,90 €' }),
      ],
    ],
  },
  {
    // One graphics card: the 8 GB and 16 GB of one chip, and another board maker's card of that chip, are other
    // cards.
    kind: 'graphics cards by memory and board maker',
    variants: [
      [
        rec({ title: 'ASUS Dual GeForce RTX 4060 Ti OC Edition 8GB GDDR6 Graphics Card', brand: 'ASUS', model: 'DUAL-RTX4060TI-O8G', price: '£399.99' }),
        rec({ name: 'ASUS DUAL RTX4060TI O8G', model: 'DUAL-RTX4060TI-O8G', price: '399.99' }),
        rec({ product_name: 'Carte graphique ASUS Dual RTX 4060 Ti OC 8 Go', brand: 'ASUSTeK', model: '90YV0J40-M0NA00', price: '449 €' }),
      ],
      [
        rec({ title: 'ASUS Dual GeForce RTX 4060 Ti OC Edition 16GB GDDR6 Graphics Card', brand: 'ASUS', model: 'DUAL-RTX4060TI-O16G', price: '£489.99' }),
        rec({ name: 'ASUS DUAL RTX4060TI O16G', model: 'DUAL-RTX4060TI-O16G', price: '489.99' }),
        rec({ product_name: 'Carte graphique ASUS Dual RTX 4060 Ti OC 16 Go', brand: 'ASUSTeK', model: '90YV0JH0-M0NA00', price: '539 €' }),
      ],
      [
        rec({ title: 'MSI GeForce RTX 4060 Ti VENTUS 2X BLACK 8G OC Graphics Card', brand: 'MSI', model: 'RTX 4060 Ti VENTUS 2X BLACK 8G OC', price: '£379.99' }),
        rec({ name: 'MSI RTX4060TI VENTUS 2X BLK 8G OC', model: 'V515-004R', price: '379.99' }),
        rec({ product_name: 'Carte graphique MSI RTX 4060 Ti Ventus 2X Black OC 8 Go', brand: 'Micro-Star International', model: 'V515-004R', price: '429 €' }),
      ],
    ],
  },
  {
    // One lens: another focal range, aperture or mount (Canon RF against Nikon Z of one third-party lens) is another
    // lens.
    kind: 'camera lenses by focal length and mount',
    variants: [
      [
        rec({ title: 'Sigma 18-50mm F2.8 DC DN Contemporary Lens for Sony E-Mount (APS-C)', brand: 'Sigma', model: '585965', price: '£449.00' }),
        rec({ name: 'SIGMA 18-50/2.8 DC DN C SONY E', model: '585965', price: '449' }),
        rec({ product_name: 'Sigma 18-50 mm f/2,8 DC DN | C, monture Sony E', brand: 'Sigma Corporation', model: '585-965', price: '499 €' }),
      ],
      [
        rec({ title: 'Sigma 18-50mm F2.8 DC DN Contemporary Lens for Fujifilm X-Mount (APS-C)', brand: 'Sigma', model: '585975', price: '£449.00' }),
        rec({ name: 'SIGMA 18-50/2.8 DC DN C FUJI X', model: '585975', price: '449' }),
        rec({ product_name: 'Sigma 18-50 mm f/2,8 DC DN | C, monture Fujifilm X', brand: 'Sigma Corporation', model: '585-975', price: '499 €' }),
      ],
      [
        rec({ title: 'Sigma 10-18mm F2.8 DC DN Contemporary Lens for Sony E-Mount (APS-C)', brand: 'Sigma', model: '204965', price: '£529.00' }),
        rec({ name: 'SIGMA 10-18/2.8 DC DN C SONY E', model: '204965', price: '529' }),
        rec({ product_name: 'Sigma 10-18 mm f/2,8 DC DN | C, monture Sony E', brand: 'Sigma Corporation', model: '204-965', price: '579 €' }),
      ],
    ],
  },
  {
    // One split unit: 12,000 BTU against 18,000 BTU, and the fixed-speed against the inverter, are other units.
    kind: 'split air conditioners by BTU and inverter',
    variants: [
      [
        rec({ title: 'LG 1.5HP Dual Inverter Split Air Conditioner, 12000 BTU, Gold Fin, R32', brand: 'LG', model: 'S4-Q12JA3AE', price: '₦615,000' }),
        rec({ name: 'LG AC 1.5HP INV SPLIT 12K', model: 'S4Q12JA3AE', price: '615000' }),
        rec({ product_title: 'LG Dual Inverter 12,000 BTU split AC (1.5 HP), indoor + outdoor', brand: 'LG Electronics', model: 'S4-Q12JA3AE', price: 'GH₵ 7,450' }),
      ],
      [
        rec({ title: 'LG 2HP Dual Inverter Split Air Conditioner, 18000 BTU, Gold Fin, R32', brand: 'LG', model: 'S4-Q18KL3AE', price: '₦845,000' }),
        rec({ name: 'LG AC 2HP INV SPLIT 18K', model: 'S4Q18KL3AE', price: '845000' }),
        rec({ product_title: 'LG Dual Inverter 18,000 BTU split AC (2 HP), indoor + outdoor', brand: 'LG Electronics', model: 'S4-Q18KL3AE', price: 'GH₵ 10,200' }),
      ],
      [
        rec({ title: 'LG 1.5HP Split Air Conditioner, 12000 BTU, Non-Inverter, R410A', brand: 'LG', model: 'S4-C12TZ2AF', price: '₦489,000' }),
        rec({ name: 'LG AC 1.5HP SPLIT 12K NON INV', model: 'S4C12TZ2AF', price: '489000' }),
        rec({ product_title: 'LG 12,000 BTU split AC (1.5 HP), fixed speed', brand: 'LG Electronics', model: 'S4-C12TZ2AF', price: 'GH₵ 5,990' }),
      ],
    ],
  },
  {
    // One blender: the glass-jar model, the plastic-jar model and the one with a grinder mill are other articles.
    kind: 'blenders by jar and mill',
    variants: [
      [
        rec({ title: 'Binatone 1.5 Litre Blender with Glass Jar, 400W, 2 Speeds + Pulse, White', brand: 'Binatone', model: 'BLG-402', price: '₦38,500' }),
        rec({ name: 'BINATONE BLENDER GLASS 1.5L BLG402', model: 'BLG402', price: '38500' }),
        rec({ product_name: 'Blenda ya Binatone, jagi la kioo lita 1.5', brand: 'Binatone', model: 'BLG-402', price: 'KSh 4,650' }),
      ],
      [
        rec({ title: 'Binatone 1.5 Litre Blender with Plastic Jar, 350W, 2 Speeds + Pulse, White', brand: 'Binatone', model: 'BLG-400', price: '₦29,900' }),
        rec({ name: 'BINATONE BLENDER PLASTIC 1.5L BLG400', model: 'BLG400', price: '29900' }),
        rec({ product_name: 'Blenda ya Binatone, jagi la plastiki lita 1.5', brand: 'Binatone', model: 'BLG-400', price: 'KSh 3,650' }),
      ],
      [
        rec({ title: 'Binatone 1.5 Litre Blender with Glass Jar and Grinding Mill, 400W, White', brand: 'Binatone', model: 'BLG-403', price: '₦42,000' }),
        rec({ name: 'BINATONE BLENDER GLASS+MILL BLG403', model: 'BLG403', price: '42000' }),
        rec({ product_name: 'Blenda ya Binatone, jagi la kioo na kisagio', brand: 'Binatone', model: 'BLG-403', price: 'KSh 5,100' }),
      ],
    ],
  },
  {
    // One microwave: 20 L against 25 L, and the solo against the grill model, are other ovens.
    kind: 'microwave ovens by litres and grill',
    variants: [
      [
        rec({ title: 'Defy 20L Solo Microwave Oven, 700W, Mechanical Control, White', brand: 'Defy', model: 'DMO390', price: 'R 1,299' }),
        rec({ name: 'DEFY MWAVE 20L SOLO WHT', model: 'DMO 390', price: '1299.00' }),
        rec({ product_name: 'Defy mikrogolfoond 20 liter, wit', brand: 'Defy Appliances (Arçelik)', model: 'DMO390', price: 'R1 299,00' }),
      ],
      [
        rec({ title: 'Defy 20L Microwave Oven with Grill, 700W, Mechanical Control, White', brand: 'Defy', model: 'DMO391', price: 'R 1,499' }),
        rec({ name: 'DEFY MWAVE 20L GRILL WHT', model: 'DMO 391', price: '1499.00' }),
        rec({ product_name: 'Defy mikrogolfoond 20 liter met rooster, wit', brand: 'Defy Appliances (Arçelik)', model: 'DMO391', price: 'R1 499,00' }),
      ],
      [
        rec({ title: 'Defy 25L Solo Microwave Oven, 900W, Electronic Control, Metallic', brand: 'Defy', model: 'DMO393', price: 'R 1,899' }),
        rec({ name: 'DEFY MWAVE 25L SOLO MET', model: 'DMO 393', price: '1899.00' }),
        rec({ product_name: 'Defy mikrogolfoond 25 liter, metaal', brand: 'Defy Appliances (Arçelik)', model: 'DMO393', price: 'R1 899,00' }),
      ],
    ],
  },
];
