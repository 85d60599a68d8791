// Held-out pair set 4, product_electronics (see bench/pairs/heldout4.ts): tyres, printer consumables, solar
// parts, storage media, generators and mobile routers as tyre shops, office-supply dealers, solar installers,
// CCTV installers and marketplaces list them. Written by hand; codes and prices are illustrative.
import { rec, type Family } from './heldout1-types.js';

export const ELECTRONICS4: readonly Family[] = [
  {
    // Tyre size, load index and speed rating: one speed letter is another tyre.
    kind: 'car tyres by size, load index and speed rating',
    variants: [
      [
        rec({ title: 'Michelin Energy XM2+ 185/65R15 88H', brand: 'Michelin', model: 'Energy XM2+', price: '₦ 98,500' }),
        rec({ name: '185/65 R15 88H ENERGY XM2 + MICHELIN TYRE', price: 'R 1 689' }),
        rec({ title: 'MICH 1856515 88H XM2+', brand: 'MICHELIN' }),
      ],
      [
        rec({ title: 'Michelin Energy XM2+ 195/65R15 91H', brand: 'Michelin', model: 'Energy XM2+' }),
        rec({ name: '195/65 R15 91H ENERGY XM2+ (car tyre)', brand: 'Michelin', price: 'KSh 14,200' }),
        rec({ title: 'MICH 1956515 91H XM2+' }),
      ],
      [
        rec({ title: 'Michelin Energy XM2+ 185/65R15 88T', brand: 'Michelin' }),
        rec({ name: '185/65 R15 88T ENERGY XM2+', brand: 'MICHELIN', price: '£71.99' }),
        rec({ title: 'MICH 1856515 88T XM2+ tyre' }),
      ],
    ],
  },
  {
    // One size, two patterns of one maker, and the reinforced (XL) load version of one pattern.
    kind: 'tyre patterns of one maker in one size',
    variants: [
      [
        rec({ title: 'Bridgestone Turanza T005 205/55 R16 91V', brand: 'Bridgestone', model: 'T005', price: '€ 94,90' }),
        rec({ name: '205/55R16 91V TURANZA T005', brand: 'BRIDGESTONE' }),
        rec({ title: 'BS T005 2055516 91V', price: 'R1 950' }),
      ],
      [
        rec({ title: 'Bridgestone Ecopia EP150 205/55R16 91V', brand: 'Bridgestone', model: 'EP150' }),
        rec({ name: '205/55 R16 91V ECOPIA EP 150', brand: 'Bridgestone', price: 'KSh 16,800' }),
        rec({ title: 'BS EP150 2055516 91V' }),
      ],
      [
        rec({ title: 'Bridgestone Turanza T005 205/55R16 94W XL', brand: 'Bridgestone', model: 'T005' }),
        rec({ name: '205/55 R16 94W XL TURANZA T005 (reinforced)', brand: 'BRIDGESTONE' }),
        rec({ title: 'BS T005 2055516 94W XL' }),
      ],
    ],
  },
  {
    // A compatible cartridge made for a printer maker's number is not the maker's cartridge.
    kind: 'laser toner, original against compatible',
    variants: [
      [
        rec({ title: 'HP 85A Black Original LaserJet Toner Cartridge (CE285A)', brand: 'HP', model: 'CE285A', price: '₦ 38,000' }),
        rec({ name: 'HP CE285A 85A toner black genuine', brand: 'Hewlett-Packard', model: 'CE285A' }),
        rec({ title: 'TONER HP 85A ORIGINAL BLK', model: 'CE285A', price: 'KSh 8,950' }),
      ],
      [
        rec({ title: 'PrintPro compatible toner for HP 85A CE285A', brand: 'PrintPro', model: 'PP-CE285A' }),
        rec({ name: 'Compatible CE285A / 85A black toner (PrintPro)', brand: 'PrintPro', price: '₦ 9,500' }),
        rec({ title: 'PRINTPRO TONER 85A COMPAT', model: 'PP-CE285A' }),
      ],
      [
        rec({ title: 'HP 83A Black Original LaserJet Toner Cartridge (CF283A)', brand: 'HP', model: 'CF283A' }),
        rec({ name: 'HP CF283A 83A toner black genuine', brand: 'HP', price: 'KSh 9,400' }),
        rec({ title: 'TONER HP 83A ORIGINAL BLK', model: 'CF283A' }),
      ],
    ],
  },
  {
    // Standard against high-yield (XL) and black against colour; the model field holds either the maker's
    // order code or the cartridge name.
    kind: 'ink cartridges, standard against XL and colour',
    variants: [
      [
        rec({ title: 'Canon PG-445 Black Ink Cartridge', brand: 'Canon', model: '8283B001' }),
        rec({ name: 'CANON PG445 BLACK INK', brand: 'Canon', price: '£15.49' }),
        rec({ title: 'Canon Pixma ink PG-445 black (8 ml)', model: 'PG-445' }),
      ],
      [
        rec({ title: 'Canon PG-445XL High Yield Black Ink Cartridge', brand: 'Canon', model: '8282B001' }),
        rec({ name: 'CANON PG445XL BLACK INK XL', brand: 'Canon' }),
        rec({ title: 'Canon Pixma ink PG-445 XL black (15 ml)', model: 'PG-445XL' }),
      ],
      [
        rec({ title: 'Canon CL-446 Colour Ink Cartridge', brand: 'Canon', model: '8285B001' }),
        rec({ name: 'CANON CL446 COLOUR INK', brand: 'Canon', price: '£17.99' }),
        rec({ title: 'Canon Pixma ink CL-446 tri-colour (8 ml)', model: 'CL-446' }),
      ],
    ],
  },
  {
    // Ink-tank refill bottles: colour and series; the order code with and without its region prefix.
    kind: 'ink-tank refill bottles by colour and series',
    variants: [
      [
        rec({ title: 'Epson 003 Black Ink Bottle 65ml', brand: 'Epson', model: 'C13T00V198' }),
        rec({ name: 'EPSON 003 BLK INK BOTTLE L3210/L3250', price: '₦ 6,200' }),
        rec({ title: 'Epson T00V1 black 65 ml ecotank refill', brand: 'EPSON', model: 'T00V198' }),
      ],
      [
        rec({ title: 'Epson 003 Cyan Ink Bottle 65ml', brand: 'Epson', model: 'C13T00V298' }),
        rec({ name: 'EPSON 003 CYAN INK BOTTLE L3210/L3250', price: '₦ 6,200' }),
        rec({ title: 'Epson T00V2 cyan 65 ml ecotank refill', brand: 'EPSON', model: 'T00V298' }),
      ],
      [
        rec({ title: 'Epson 664 Black Ink Bottle 70ml', brand: 'Epson', model: 'C13T664198' }),
        rec({ name: 'EPSON 664 BLK INK BOTTLE L120/L360', price: '₦ 5,800' }),
        rec({ title: 'Epson T6641 black 70 ml ecotank refill', brand: 'EPSON', model: 'T664198' }),
      ],
    ],
  },
  {
    // Module wattage and glass: 545 W against 550 W, mono-facial against bifacial dual glass.
    kind: 'solar panels by wattage and build',
    variants: [
      [
        rec({ title: 'Jinko Tiger Pro 550W Mono Half-Cut Solar Panel', brand: 'Jinko Solar', model: 'JKM550M-72HL4-V', price: '₦ 165,000' }),
        rec({ name: 'JINKO 550W MONO PANEL (JKM550M-72HL4-V)', price: 'KSh 21,500' }),
        rec({ title: 'Jinkosolar Tiger Pro 72HC 550 Wp module', brand: 'JinkoSolar', model: 'JKM550M72HL4V' }),
      ],
      [
        rec({ title: 'Jinko Tiger Pro 545W Mono Half-Cut Solar Panel', brand: 'Jinko Solar', model: 'JKM545M-72HL4-V' }),
        rec({ name: 'JINKO 545W MONO PANEL (JKM545M-72HL4-V)', price: 'KSh 20,900' }),
        rec({ title: 'Jinkosolar Tiger Pro 72HC 545 Wp module', brand: 'JinkoSolar', model: 'JKM545M72HL4V' }),
      ],
      [
        rec({ title: 'Jinko Tiger Pro 550W Bifacial Dual Glass Solar Panel', brand: 'Jinko Solar', model: 'JKM550M-72HL4-BDVP' }),
        rec({ name: 'JINKO 550W BIFACIAL PANEL (JKM550M-72HL4-BDVP)', price: 'R 3 150' }),
        rec({ title: 'Jinkosolar Tiger Pro 72HC bifacial 550 Wp', brand: 'JinkoSolar', model: 'JKM550M72HL4BDVP' }),
      ],
    ],
  },
  {
    // Battery capacity, voltage and chemistry; prices written `₦405k` and `₦ 1.65m`.
    kind: 'solar storage batteries by capacity and chemistry',
    variants: [
      [
        rec({ title: 'Felicity 12V 200Ah Deep Cycle Gel Battery', brand: 'Felicity Solar', model: 'FLA12-200', price: '₦ 410,000' }),
        rec({ name: 'FELICITY 200AH 12V GEL BATT', model: 'FLA12200' }),
        rec({ title: 'Felicity Solar gel battery 12 volt 200 ah (FLA 12-200)', price: '₦405k' }),
      ],
      [
        rec({ title: 'Felicity 12V 100Ah Deep Cycle Gel Battery', brand: 'Felicity Solar', model: 'FLA12-100', price: '₦ 215,000' }),
        rec({ name: 'FELICITY 100AH 12V GEL BATT', model: 'FLA12100' }),
        rec({ title: 'Felicity Solar gel battery 12 volt 100 ah (FLA 12-100)' }),
      ],
      [
        rec({ title: 'Felicity 48V 100Ah Lithium Battery (LiFePO4) 5kWh', brand: 'Felicity Solar', model: 'LPBF48100' }),
        rec({ name: 'FELICITY LITHIUM 48V 100AH', model: 'LPBF-48100', price: '₦ 1.65m' }),
        rec({ title: 'Felicity Solar LiFePO4 48 volt 100 ah wall battery', model: 'LPBF 48100' }),
      ],
    ],
  },
  {
    // Capacity and drive line (surveillance against desktop) in the part number.
    kind: 'hard drives for CCTV recorders by capacity and line',
    variants: [
      [
        rec({ title: 'WD Purple 1TB Surveillance Hard Drive', brand: 'Western Digital', model: 'WD10PURZ', price: 'KSh 6,500' }),
        rec({ name: 'WD PURPLE 1TB 3.5" SATA CCTV HDD', model: 'WD10PURZ' }),
        rec({ title: 'Western Digital 1 TB purple (WD10PURZ) for DVR', brand: 'WD' }),
      ],
      [
        rec({ title: 'WD Purple 2TB Surveillance Hard Drive', brand: 'Western Digital', model: 'WD20PURZ', price: 'KSh 8,900' }),
        rec({ name: 'WD PURPLE 2TB 3.5" SATA CCTV HDD', model: 'WD20PURZ' }),
        rec({ title: 'Western Digital 2 TB purple (WD20PURZ) for DVR', brand: 'WD' }),
      ],
      [
        rec({ title: 'WD Blue 1TB Desktop Hard Drive', brand: 'Western Digital', model: 'WD10EZEX', price: 'KSh 5,800' }),
        rec({ name: 'WD BLUE 1TB 3.5" SATA HDD 7200RPM', model: 'WD10EZEX' }),
        rec({ title: 'Western Digital 1 TB blue (WD10EZEX) desktop', brand: 'WD' }),
      ],
    ],
  },
  {
    // Memory cards: capacity and line (Ultra / Extreme); the part number cut short on one side.
    kind: 'memory cards by capacity and line',
    variants: [
      [
        rec({ title: 'SanDisk Ultra 64GB microSDXC UHS-I 140MB/s', brand: 'SanDisk', model: 'SDSQUAB-064G-GN6MN', price: '₦ 7,800' }),
        rec({ name: 'SANDISK ULTRA 64GB MICRO SD CLASS 10', price: 'KSh 1,150' }),
        rec({ title: 'Sandisk 64 GB Ultra memory card (SDSQUAB-064G)', brand: 'Sandisk' }),
      ],
      [
        rec({ title: 'SanDisk Ultra 128GB microSDXC UHS-I 140MB/s', brand: 'SanDisk', model: 'SDSQUAB-128G-GN6MN' }),
        rec({ name: 'SANDISK ULTRA 128GB MICRO SD CLASS 10', price: 'KSh 1,900' }),
        rec({ title: 'Sandisk 128 GB Ultra memory card (SDSQUAB-128G)', brand: 'Sandisk' }),
      ],
      [
        rec({ title: 'SanDisk Extreme 64GB microSDXC A2 V30 170MB/s', brand: 'SanDisk', model: 'SDSQXAH-064G-GN6MA' }),
        rec({ name: 'SANDISK EXTREME 64GB MICRO SD 4K', price: 'KSh 1,850' }),
        rec({ title: 'Sandisk 64 GB Extreme memory card (SDSQXAH-064G)', brand: 'Sandisk' }),
      ],
    ],
  },
  {
    // Key (electric) start against recoil start of one generator, and another maker's set of like size.
    kind: 'petrol generators, key against recoil start',
    variants: [
      [
        rec({ title: 'Sumec Firman SPG3000E2 Petrol Generator 2.5kVA Key Start', brand: 'Sumec Firman', model: 'SPG3000E2', price: '₦ 395,000' }),
        rec({ name: 'FIRMAN SPG 3000E2 GEN (KEY START)', brand: 'Firman' }),
        rec({ title: 'Sumec Firman 2.5KVA generator SPG3000 E2 remote/key', model: 'SPG3000-E2' }),
      ],
      [
        rec({ title: 'Sumec Firman SPG3000 Petrol Generator 2.5kVA Recoil Start', brand: 'Sumec Firman', model: 'SPG3000', price: '₦ 340,000' }),
        rec({ name: 'FIRMAN SPG 3000 GEN (MANUAL START)', brand: 'Firman' }),
        rec({ title: 'Sumec Firman 2.5KVA generator SPG3000 pull start', model: 'SPG-3000' }),
      ],
      [
        rec({ title: 'Elepaq Constant SV22000E2 Generator 2.8kVA Key Start', brand: 'Elepaq', model: 'SV22000E2', price: '₦ 375,000' }),
        rec({ name: 'ELEPAQ SV 22000E2 GEN KEY START', brand: 'Elepaq' }),
        rec({ title: 'Elepaq constant 2.8 KVA gen SV22000 E2', model: 'SV-22000E2' }),
      ],
    ],
  },
  {
    // A pocket MiFi against two generations of home router; a variant code after the model on some sides.
    kind: '4G routers and pocket MiFi',
    variants: [
      [
        rec({ title: 'Huawei E5576 4G LTE Mobile WiFi (MiFi)', brand: 'Huawei', model: 'E5576-320', price: 'KSh 4,999' }),
        rec({ name: 'HUAWEI MIFI E5576 4G UNIVERSAL' }),
        rec({ title: 'Huawei 4G pocket WiFi E5576-320 (unlocked)', brand: 'HUAWEI', model: 'E5576' }),
      ],
      [
        rec({ title: 'Huawei B310 4G LTE Home Router', brand: 'Huawei', model: 'B310s-927' }),
        rec({ name: 'HUAWEI B310 4G ROUTER WITH SIM SLOT', price: 'KSh 7,499' }),
        rec({ title: 'Huawei home wifi router B310s 927 4G', brand: 'HUAWEI', model: 'B310S-927' }),
      ],
      [
        rec({ title: 'Huawei B311 4G LTE Home Router', brand: 'Huawei', model: 'B311-221' }),
        rec({ name: 'HUAWEI B311 4G ROUTER WITH SIM SLOT', price: 'KSh 8,299' }),
        rec({ title: 'Huawei home wifi router B311 221 4G', brand: 'HUAWEI' }),
      ],
    ],
  },
];
