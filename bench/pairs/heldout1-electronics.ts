// Held-out set 1 (issue 11), electronics families: see bench/pairs/heldout1.ts for the header (what the
// author read and did not read). Every listing below was written by hand from how the named retailers and
// feeds write such products; none was copied from a benchmark or a retailer's page.
import type { Family } from './heldout1-types.js';
import { rec } from './heldout1-types.js';

const e = (name: string, brand?: string, model?: string, price?: string | number, extra: Record<string, string> = {}) =>
  rec({ name, brand, model, price, ...extra });
// The same fields under the names a feed uses (title / manufacturer / mpn / sale_price).
const f = (title: string, manufacturer?: string, mpn?: string, sale_price?: string | number, extra: Record<string, string> = {}) =>
  rec({ title, manufacturer, mpn, sale_price, ...extra });

export const ELECTRONICS: Family[] = [
  {
    kind: 'phone-region-suffix',
    variants: [
      [
        e('Samsung Galaxy A15 6.5" 4GB RAM 128GB ROM Dual SIM 50MP - Blue Black', 'Samsung', 'SM-A155F/DS', '₦189,500', { retailer: 'Jumia NG' }),
        f('SAMSUNG GALAXY A15 (SM-A155F) 128GB DUAL SIM BLUE BLACK', 'SAMSUNG', 'SM-A155F', 'R3 499', { retailer: 'Takealot' }),
        e('Galaxy A15 128GB', 'Samsung', 'SMA155FZKDAFC', undefined, { retailer: 'Kilimall' }),
      ],
      [
        e('Samsung Galaxy A15 5G 6.5" 4GB/128GB Dual SIM - Blue', 'Samsung', 'SM-A156B/DSN', '£179.00', { retailer: 'Currys' }),
        f('Samsung Galaxy A15 5G 128 GB Blau', 'Samsung', 'SM-A156BZBDEUE', '199,00 €', { retailer: 'MediaMarkt' }),
        e('SAMSUNG A15 5G 128GB DUAL SIM', 'Samsung', 'SM-A156B', undefined),
      ],
      [
        e('Samsung Galaxy A15 6.5" 6GB RAM 256GB ROM Dual SIM - Black', 'Samsung', 'SM-A155F/DS', '₦236,000', { retailer: 'Konga' }),
        f('SAMSUNG GALAXY A15 256GB DUAL SIM BLACK (SM-A155F)', 'SAMSUNG', 'SM-A155F', 'R4 299'),
      ],
    ],
  },
  {
    kind: 'phone-storage-sibling',
    variants: [
      [
        e('Apple iPhone 15 128GB - Black', 'Apple', 'MTP03ZD/A', '£799.00', { retailer: 'Argos' }),
        f('iPhone 15 128 Go Noir', 'Apple', 'MTP03SX/A', '969,00 €', { retailer: 'Fnac' }),
        e('Apple iPhone 15 (128 GB) - Black', 'Apple', undefined, '£699.00', { retailer: 'Amazon UK' }),
      ],
      [
        e('Apple iPhone 15 256GB - Black', 'Apple', 'MTP63ZD/A', '£899.00'),
        f('iPhone 15 256 Go Noir', 'Apple', 'MTP63SX/A', '1 099,00 €'),
      ],
      [
        e('Apple iPhone 15 Plus 128GB - Black', 'Apple', 'MU0Y3ZD/A', '£899.00'),
        f('Apple iPhone 15 Plus (128 GB) - Black', 'Apple', undefined, '£799.00'),
      ],
    ],
  },
  {
    kind: 'tv-region-code',
    variants: [
      [
        e('Samsung 55" CU7000 Crystal UHD 4K Smart TV (2023)', 'Samsung', 'UA55CU7000KXXS', 'R8 999', { retailer: 'Takealot' }),
        f('SAMSUNG 55 INCH CRYSTAL UHD 4K SMART TV UA55CU7000', 'Samsung', 'UA55CU7000', '₦545,000', { retailer: 'Jumia NG' }),
        e('Samsung UE55CU7000 55" Crystal UHD 4K HDR Smart TV', 'Samsung', 'UE55CU7000KXXU', '£429.00', { retailer: 'Currys' }),
      ],
      [
        e('Samsung 65" CU7000 Crystal UHD 4K Smart TV (2023)', 'Samsung', 'UA65CU7000KXXS', 'R12 999'),
        f('SAMSUNG 65 INCH CRYSTAL UHD 4K SMART TV UA65CU7000', 'Samsung', 'UA65CU7000', '₦799,000'),
      ],
      [
        e('Samsung 55" CU8000 Crystal UHD 4K Smart TV (2023)', 'Samsung', 'UA55CU8000KXXS', 'R10 499'),
        f('Samsung UE55CU8000 55 inch Crystal UHD 4K Smart TV', 'Samsung', 'UE55CU8000KXXU', '£499.00'),
      ],
    ],
  },
  {
    kind: 'tv-model-year',
    variants: [
      [
        e('LG OLED55C3 55" 4K OLED evo Smart TV (2023)', 'LG', 'OLED55C36LC', '£1,199.00', { retailer: 'Currys' }),
        f('LG OLED55C3 (2023) 139 cm (55 Zoll) OLED-TV', 'LG Electronics', 'OLED55C37LA', '1.099,00 €', { retailer: 'MediaMarkt' }),
        e('LG C3 55 inch OLED evo 4K Smart TV', 'LG', 'OLED55C3PSA', 'R27 999'),
      ],
      [
        e('LG OLED55C4 55" 4K OLED evo Smart TV (2024)', 'LG', 'OLED55C44LA', '£1,399.00'),
        f('LG OLED55C4 (2024) 139 cm (55 Zoll) OLED-TV', 'LG Electronics', 'OLED55C47LA', '1.299,00 €'),
      ],
      [
        e('LG OLED65C3 65" 4K OLED evo Smart TV (2023)', 'LG', 'OLED65C36LC', '£1,699.00'),
        f('LG OLED65C3 (2023) 164 cm (65 Zoll) OLED-TV', 'LG Electronics', 'OLED65C37LA', '1.599,00 €'),
      ],
    ],
  },
  {
    kind: 'tv-brand-conflict',
    variants: [
      [
        e('Hisense 43" A6K 4K UHD Smart TV', 'Hisense', '43A6K', 'R5 499', { retailer: 'Game' }),
        f('HISENSE 43 INCH 4K UHD SMART TV 43A6K VIDAA', 'HISENSE', '43A6K', '₦289,999'),
      ],
      [
        e('TCL 43" P635 4K UHD Smart Google TV', 'TCL', '43P635', 'R5 299'),
        f('TCL 43 INCH 4K UHD SMART TV 43P635 GOOGLE TV', 'TCL', '43P635', '₦279,000'),
      ],
      [
        e('Syinix 43" 4K UHD Smart Android TV', 'Syinix', '43A51', 'KSh 29,999', { retailer: 'Kilimall' }),
        f('SYINIX 43 INCH SMART ANDROID TV 43A51 FRAMELESS', 'Syinix', '43A51', 'KSh 31,500'),
      ],
    ],
  },
  {
    kind: 'code-separators',
    variants: [
      [
        e('Philips Series 3000 Wet & Dry Electric Shaver', 'Philips', 'S3241/12', '£79.99'),
        f('PHILIPS S3241 SHAVER SERIES 3000 WET AND DRY', 'Philips', 'S3241-12', undefined),
        e('Philips Shaver S3241/12 Series 3000', 'PHILIPS', 'S324112', 'R1 199'),
      ],
      [
        e('Philips Series 3000 Wet & Dry Electric Shaver with pop-up trimmer', 'Philips', 'S3242/12', '£89.99'),
        f('PHILIPS S3242 SHAVER SERIES 3000 WET AND DRY', 'Philips', 'S3242-12', undefined),
      ],
    ],
  },
  {
    kind: 'code-separators',
    variants: [
      [
        e('Philips 2000 Series Steam Iron 2400W', 'Philips', 'DST2020/26', 'KSh 4,899'),
        f('PHILIPS STEAM IRON DST2020 2400W BLUE', 'PHILIPS', 'DST2020', undefined),
        e('Philips DST-2020 steam iron', 'Philips', 'dst-2020/26', undefined),
      ],
      [
        e('Philips 2000 Series Steam Iron 2400W', 'Philips', 'DST2040/36', 'KSh 5,499'),
        f('PHILIPS STEAM IRON DST2040 2400W PURPLE', 'PHILIPS', 'DST2040', undefined),
      ],
    ],
  },
  {
    kind: 'sku-beside-code',
    variants: [
      [
        e('Sony WH-1000XM5 Wireless Noise Cancelling Headphones - Black', 'Sony', 'WH1000XM5/B', '£299.00', { sku: '436/9958' }),
        f('Sony WH-1000XM5 Noise Cancelling Over-Ear Headphones Black', 'Sony', 'WH-1000XM5B', 'R6 999', { sku: 'PLID72983614' }),
        e('SONY WH1000XM5 BLACK', 'Sony', 'WH1000XM5', undefined),
      ],
      [
        e('Sony WH-1000XM4 Wireless Noise Cancelling Headphones - Black', 'Sony', 'WH1000XM4/B', '£229.00', { sku: '192/2461' }),
        f('Sony WH-1000XM4 Noise Cancelling Over-Ear Headphones Black', 'Sony', 'WH-1000XM4B', 'R4 999', { sku: 'PLID70011593' }),
      ],
      [
        e('Sony WH-CH720N Wireless Noise Cancelling Headphones - Black', 'Sony', 'WHCH720NB', '£99.00'),
        f('Sony WH-CH720N Over-Ear Headphones Black', 'Sony', 'WH-CH720NB', 'R2 499'),
      ],
    ],
  },
  {
    kind: 'laptop-config',
    variants: [
      [
        e('HP 250 G9 15.6" Laptop Intel Core i5-1235U 8GB RAM 512GB SSD Windows 11', 'HP', '6S7B5EA', '₦685,000'),
        f('HP 250 G9 NOTEBOOK i5-1235U 8GB 512GB SSD 15.6" FHD WIN11 (6S7B5EA#ABU)', 'HP Inc.', '6S7B5EA#ABU', '£499.99'),
        e('HP 250 G9 Core i5 12th Gen 8GB 512GB SSD', 'HP', '6S7B5EA', 'KSh 72,000'),
      ],
      [
        e('HP 250 G9 15.6" Laptop Intel Core i3-1215U 8GB RAM 256GB SSD Windows 11', 'HP', '6S6V1EA', '₦489,000'),
        f('HP 250 G9 NOTEBOOK i3-1215U 8GB 256GB SSD 15.6" FHD WIN11', 'HP Inc.', '6S6V1EA#ABU', '£379.99'),
      ],
      [
        e('HP 255 G9 15.6" Laptop AMD Ryzen 5 5625U 8GB RAM 512GB SSD', 'HP', '6S6F5EA', '₦599,000'),
        f('HP 255 G9 NOTEBOOK RYZEN 5 5625U 8GB 512GB SSD 15.6"', 'HP Inc.', '6S6F5EA#ABU', '£429.99'),
      ],
    ],
  },
  {
    kind: 'laptop-config',
    variants: [
      [
        e('Lenovo IdeaPad Slim 3 15IAH8 15.6" FHD i5-12450H 8GB 512GB SSD Arctic Grey', 'Lenovo', '83ER0008UK', '£449.00', { retailer: 'Argos' }),
        f('LENOVO IDEAPAD SLIM 3 15IAH8 CORE I5-12450H 8GB 512GB', 'LENOVO', '83ER0008UK', undefined),
      ],
      [
        e('Lenovo IdeaPad Slim 3 15IAH8 15.6" FHD i5-12450H 16GB 512GB SSD Arctic Grey', 'Lenovo', '83ER00EVUK', '£529.00'),
        f('LENOVO IDEAPAD SLIM 3 15IAH8 CORE I5-12450H 16GB 512GB', 'LENOVO', '83ER00EVUK', undefined),
      ],
    ],
  },
  {
    kind: 'bundle-vs-single',
    variants: [
      [
        e('Sony PlayStation 5 Slim Console - Disc Edition', 'Sony', 'CFI-2016', '£479.99'),
        f('PS5 Slim Disc Console 1TB', 'Sony Interactive Entertainment', 'CFI-2016A', 'R11 999'),
        e('PlayStation®5 Console (slim) with disc drive 1TB', 'PlayStation', '1000040586', undefined),
      ],
      [
        e('Sony PlayStation 5 Slim Console - Disc Edition + EA SPORTS FC 24 Bundle', 'Sony', 'CFI-2016', '£519.99', { bundle: 'FC 24' }),
        f('PS5 Slim Disc Console + EA FC24 Bundle', 'Sony Interactive Entertainment', 'CFI-2016-FC24', 'R12 999'),
      ],
      [
        e('Sony PlayStation 5 Slim Console - Digital Edition', 'Sony', 'CFI-2016B', '£389.99'),
        f('PS5 Slim Digital Console 1TB', 'Sony Interactive Entertainment', 'CFI-2016B', 'R9 999'),
      ],
    ],
  },
  {
    kind: 'appliance-capacity',
    variants: [
      [
        e('Hisense 7kg Front Loader Washing Machine Silver', 'Hisense', 'WFQA7012EVJMT', 'R5 999'),
        f('HISENSE WFQA7012 7KG FRONT LOAD WASHING MACHINE TITANIUM', 'Hisense', 'WFQA7012EVJMT', undefined),
      ],
      [
        e('Hisense 8kg Front Loader Washing Machine Silver', 'Hisense', 'WFQA8014EVJMT', 'R6 799'),
        f('HISENSE WFQA8014 8KG FRONT LOAD WASHING MACHINE TITANIUM', 'Hisense', 'WFQA8014EVJMT', undefined),
      ],
    ],
  },
  {
    kind: 'appliance-capacity',
    variants: [
      [
        e('Nasco 50L Single Door Refrigerator - Silver', 'Nasco', 'NASD1-05', '₦135,000', { retailer: 'Jumia NG' }),
        f('NASCO TABLE TOP FRIDGE 50 LITRES NASD1-05', 'NASCO', 'NASD1 05', '₦139,900', { retailer: 'Konga' }),
      ],
      [
        e('Nasco 100L Single Door Refrigerator - Silver', 'Nasco', 'NASD1-10', '₦189,000'),
        f('NASCO SINGLE DOOR FRIDGE 100 LITRES NASD1-10', 'NASCO', 'NASD1 10', '₦194,500'),
      ],
    ],
  },
  {
    kind: 'accessory-vs-device',
    variants: [
      [
        e('Apple AirPods Pro (2nd generation) with MagSafe Case (USB-C)', 'Apple', 'MTJV3ZM/A', '£229.00'),
        f('AirPods Pro 2 USB-C', 'Apple', 'MTJV3', '279,00 €'),
        e('Apple AirPods Pro 2nd Gen USB C Charging Case Earbuds', 'Apple', 'MTJV3AM/A', undefined, { retailer: 'Amazon' }),
      ],
      [
        e('Apple AirPods (3rd generation) with Lightning Charging Case', 'Apple', 'MPNY3ZM/A', '£169.00'),
        f('AirPods 3 Lightning', 'Apple', 'MPNY3', '199,00 €'),
      ],
      [
        e('ESR Silicone Case for AirPods Pro 2nd Generation - Black', 'ESR', undefined, '£9.99'),
        f('ESR case compatible with AirPods Pro 2 (2023/2022) protective silicone cover black', 'ESR', undefined, '£8.49'),
      ],
    ],
  },
  {
    kind: 'powerbank-capacity',
    variants: [
      [
        e('Itel 10000mAh Power Bank Fast Charging Dual USB', 'itel', 'IPP-53', '₦9,800'),
        f('ITEL POWER BANK 10000MAH IPP 53', 'Itel', 'IPP53', undefined),
      ],
      [
        e('Itel 20000mAh Power Bank Fast Charging Dual USB', 'itel', 'IPP-65', '₦15,500'),
        f('ITEL POWER BANK 20000MAH IPP 65', 'Itel', 'IPP65', undefined),
      ],
      [
        e('Oraimo Traveler 4 20000mAh Power Bank 22.5W', 'Oraimo', 'OPB-P209D', '₦19,900'),
        f('ORAIMO 20000MAH POWER BANK OPB-P209D TRAVELER 4', 'oraimo', 'OPB-P209D', 'KSh 2,899'),
      ],
    ],
  },
  {
    kind: 'phone-local-brand',
    variants: [
      [
        e('Tecno Spark 20 6.6" 8GB RAM 256GB ROM Android 13 5000mAh - Gravity Black', 'Tecno', 'KJ5n', '₦215,000'),
        f('TECNO SPARK 20 (KJ5N) 256GB+8GB DUAL SIM BLACK', 'TECNO', 'KJ5N', 'KSh 19,999'),
        e('Spark 20 256GB 8GB', 'Tecno Mobile', 'KJ5', undefined),
      ],
      [
        e('Tecno Spark 20 Pro 6.78" 8GB RAM 256GB ROM 108MP - Moonlit Black', 'Tecno', 'KJ6', '₦289,000'),
        f('TECNO SPARK 20 PRO (KJ6) 256GB+8GB DUAL SIM BLACK', 'TECNO', 'KJ6', 'KSh 25,499'),
      ],
      [
        e('Tecno Spark 20C 6.6" 4GB RAM 128GB ROM - Gravity Black', 'Tecno', 'BG7n', '₦149,000'),
        f('TECNO SPARK 20C (BG7N) 128GB+4GB DUAL SIM BLACK', 'TECNO', 'BG7N', 'KSh 13,999'),
      ],
    ],
  },
  {
    kind: 'phone-local-brand',
    variants: [
      [
        e('Infinix Hot 40i 6.56" 8GB RAM 256GB ROM 5000mAh - Starlit Black', 'Infinix', 'X6528B', '₦178,000'),
        f('INFINIX HOT 40I X6528B 256GB 8GB BLACK', 'INFINIX', 'X6528B', 'KSh 16,499'),
      ],
      [
        e('Infinix Hot 40 6.78" 8GB RAM 256GB ROM - Starlit Black', 'Infinix', 'X6836', '₦229,000'),
        f('INFINIX HOT 40 X6836 256GB 8GB BLACK', 'INFINIX', 'X6836', 'KSh 21,999'),
      ],
    ],
  },
  {
    kind: 'camera-kit',
    variants: [
      [
        e('Canon EOS R50 Mirrorless Camera with RF-S 18-45mm Lens', 'Canon', '5811C013', '£789.00'),
        f('Canon EOS R50 + RF-S 18-45mm F4.5-6.3 IS STM Kit Black', 'Canon', '5811C013AA', '829,00 €'),
      ],
      [
        e('Canon EOS R50 Mirrorless Camera Body Only', 'Canon', '5811C003', '£629.00'),
        f('Canon EOS R50 Gehäuse schwarz', 'Canon', '5811C003AA', '699,00 €'),
      ],
    ],
  },
  {
    kind: 'tx-code-dash',
    variants: [
      [
        e('Kenwood Chef Titanium Kitchen Machine 1500W', 'Kenwood', 'KVC7300S', '£499.00'),
        f('KENWOOD KVC-7300S CHEF TITANIUM STAND MIXER', 'KENWOOD', 'KVC-7300S', undefined),
        e('Kenwood Titanium Chef KVC 7300 S', 'Kenwood', 'KVC 7300 S', undefined),
      ],
      [
        e('Kenwood Chef XL Titanium Kitchen Machine 1700W', 'Kenwood', 'KVL8300S', '£649.00'),
        f('KENWOOD KVL-8300S CHEF XL TITANIUM STAND MIXER', 'KENWOOD', 'KVL-8300S', undefined),
      ],
    ],
  },
  {
    kind: 'tx-code-dash',
    variants: [
      [
        e('Binatone 2-Burner Table Top Gas Cooker', 'Binatone', 'GC-2031', '₦38,500'),
        f('BINATONE GAS COOKER GC2031 2 BURNER', 'BINATONE', 'GC2031', undefined),
      ],
      [
        e('Binatone 3-Burner Table Top Gas Cooker', 'Binatone', 'GC-3031', '₦49,900'),
        f('BINATONE GAS COOKER GC3031 3 BURNER', 'BINATONE', 'GC3031', undefined),
      ],
    ],
  },
  {
    kind: 'storage-capacity',
    variants: [
      [
        e('SanDisk Ultra 128GB microSDXC UHS-I Card with Adapter 140MB/s', 'SanDisk', 'SDSQUAB-128G-GN6MA', '£12.99'),
        f('SANDISK ULTRA MICRO SD 128GB CLASS 10 A1', 'SanDisk', 'SDSQUAB-128G', '₦14,500'),
        e('SanDisk 128 GB Ultra microSDXC', 'Western Digital', 'SDSQUAB128GGN6MA', undefined),
      ],
      [
        e('SanDisk Ultra 64GB microSDXC UHS-I Card with Adapter 140MB/s', 'SanDisk', 'SDSQUAB-064G-GN6MA', '£8.99'),
        f('SANDISK ULTRA MICRO SD 64GB CLASS 10 A1', 'SanDisk', 'SDSQUAB-064G', '₦8,900'),
      ],
      [
        e('SanDisk Extreme 128GB microSDXC UHS-I Card 190MB/s', 'SanDisk', 'SDSQXAA-128G-GN6MA', '£21.99'),
        f('SANDISK EXTREME MICRO SD 128GB A2 V30', 'SanDisk', 'SDSQXAA-128G', '₦24,000'),
      ],
    ],
  },
  {
    kind: 'wearable-size',
    variants: [
      [
        e('Apple Watch Series 9 GPS 41mm Midnight Aluminium Case with Sport Band - M/L', 'Apple', 'MR8X3QA/A', '£399.00'),
        f('Apple Watch Series 9 (GPS) 41 mm Aluminium Midnight Sport Band', 'Apple', 'MR8X3', '449,00 €'),
      ],
      [
        e('Apple Watch Series 9 GPS 45mm Midnight Aluminium Case with Sport Band - M/L', 'Apple', 'MR9A3QA/A', '£429.00'),
        f('Apple Watch Series 9 (GPS) 45 mm Aluminium Midnight Sport Band', 'Apple', 'MR9A3', '479,00 €'),
      ],
    ],
  },
  {
    kind: 'audio-generation',
    variants: [
      [
        e('JBL Flip 6 Portable Waterproof Bluetooth Speaker - Black', 'JBL', 'JBLFLIP6BLK', '£99.99'),
        f('JBL FLIP 6 BLUETOOTH SPEAKER BLACK', 'JBL by Harman', 'JBLFLIP6BLKUK', 'R2 299'),
        e('JBL Flip6 speaker', 'JBL', 'FLIP 6', '₦125,000'),
      ],
      [
        e('JBL Flip 5 Portable Waterproof Bluetooth Speaker - Black', 'JBL', 'JBLFLIP5BLK', '£79.99'),
        f('JBL FLIP 5 BLUETOOTH SPEAKER BLACK', 'JBL by Harman', 'JBLFLIP5BLKUK', 'R1 799'),
      ],
      [
        e('JBL Charge 5 Portable Waterproof Bluetooth Speaker - Black', 'JBL', 'JBLCHARGE5BLK', '£139.99'),
        f('JBL CHARGE 5 BLUETOOTH SPEAKER BLACK', 'JBL by Harman', 'JBLCHARGE5BLKUK', 'R2 999'),
      ],
    ],
  },
  {
    kind: 'colour-suffix-code',
    variants: [
      [
        e('Panasonic KX-TGC420 Digital Cordless Phone - Single Handset', 'Panasonic', 'KX-TGC420EB', '£29.99'),
        f('PANASONIC KXTGC420 DECT CORDLESS PHONE BLACK', 'Panasonic', 'KXTGC420', undefined),
        e('Panasonic kx-tgc420 cordless telephone, black', 'PANASONIC', 'kxtgc420eb', undefined, { retailer: 'feed' }),
      ],
      [
        e('Panasonic KX-TGC422 Digital Cordless Phone - Twin Handsets', 'Panasonic', 'KX-TGC422EB', '£44.99'),
        f('PANASONIC KXTGC422 DECT CORDLESS PHONE TWIN BLACK', 'Panasonic', 'KXTGC422', undefined),
      ],
      [
        e('Panasonic KX-TGC423 Digital Cordless Phone - Trio Handsets', 'Panasonic', 'KX-TGC423EB', '£59.99'),
        f('PANASONIC KXTGC423 DECT CORDLESS PHONE TRIO BLACK', 'Panasonic', 'KXTGC423', undefined),
      ],
    ],
  },
  {
    kind: 'printer-sibling',
    variants: [
      [
        e('Epson EcoTank L3250 A4 Wi-Fi All-in-One Ink Tank Printer', 'Epson', 'C11CJ67412', 'KSh 27,999'),
        f('EPSON L3250 ECOTANK PRINTER WIFI PRINT SCAN COPY', 'EPSON', 'L3250', '₦245,000'),
        e('Epson EcoTank L3250 3-in-1 printer', 'Epson', 'C11CJ67412', undefined),
      ],
      [
        e('Epson EcoTank L3210 A4 All-in-One Ink Tank Printer', 'Epson', 'C11CJ68403', 'KSh 21,500'),
        f('EPSON L3210 ECOTANK PRINTER PRINT SCAN COPY', 'EPSON', 'L3210', '₦189,000'),
      ],
      [
        e('Epson EcoTank L3251 A4 Wi-Fi All-in-One Ink Tank Printer', 'Epson', 'C11CJ67413', 'R4 299'),
        f('EPSON L3251 ECOTANK PRINTER WIFI', 'EPSON', 'L3251', undefined),
      ],
    ],
  },
  {
    kind: 'cctv-form-factor',
    variants: [
      [
        e('Hikvision 2MP 1080p Turbo HD Bullet Camera 3.6mm', 'Hikvision', 'DS-2CE16D0T-IRPF', '₦14,500'),
        f('HIKVISION DS 2CE16D0T IRPF 2MP BULLET CCTV CAMERA', 'HIKVISION', 'DS2CE16D0TIRPF', 'KSh 2,300'),
      ],
      [
        e('Hikvision 2MP 1080p Turbo HD Dome Camera 3.6mm', 'Hikvision', 'DS-2CE56D0T-IRPF', '₦13,900'),
        f('HIKVISION DS 2CE56D0T IRPF 2MP DOME CCTV CAMERA', 'HIKVISION', 'DS2CE56D0TIRPF', 'KSh 2,200'),
      ],
      [
        e('Hikvision 5MP Turbo HD Bullet Camera 3.6mm', 'Hikvision', 'DS-2CE16H0T-ITPF', '₦24,000'),
        f('HIKVISION DS 2CE16H0T ITPF 5MP BULLET CCTV CAMERA', 'HIKVISION', 'DS2CE16H0TITPF', 'KSh 3,900'),
      ],
    ],
  },
];
