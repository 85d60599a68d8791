// Held-out pair set 7, product_electronics (see bench/pairs/heldout7.ts): computer monitors by size and refresh
// rate, tablets by screen and Wi-Fi / LTE / 5G radio, keyboard-and-mouse sets by layout and connection, UPS units by
// VA rating, fans by blade size and mounting, mesh Wi-Fi systems by pack count, rechargeable batteries by size and
// capacity, TV wall brackets by motion and screen range, and projectors by resolution and lumens; each as a shop's
// long title, a price-list or till line and a third source (Swahili, French, Afrikaans, another currency).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS7: readonly Family[] = [
  {
    // One monitor: 24 against 27 inches, or the 180 Hz gaming sibling, is another screen.
    kind: 'computer monitors by size and refresh rate',
    variants: [
      [
        rec({ title: 'LG 24MR400-B 24" Full HD IPS Monitor, 100Hz, AMD FreeSync, HDMI, Black', brand: 'LG', model: '24MR400-B', price: '₦145,000' }),
        rec({ name: 'LG MONITOR 24IN FHD IPS 100HZ', model: '24MR400B', price: '145000' }),
        rec({ product_name: 'Skrini ya kompyuta LG inchi 24, Full HD, 100Hz', brand: 'LG Electronics', model: '24MR400-B.AEU', price: 'KSh 16,499' }),
      ],
      [
        rec({ title: 'LG 27MR400-B 27" Full HD IPS Monitor, 100Hz, AMD FreeSync, HDMI, Black', brand: 'LG', model: '27MR400-B', price: '₦198,000' }),
        rec({ name: 'LG MONITOR 27IN FHD IPS 100HZ', model: '27MR400B', price: '198000' }),
        rec({ product_name: 'Skrini ya kompyuta LG inchi 27, Full HD, 100Hz', brand: 'LG Electronics', model: '27MR400-B.AEU', price: 'KSh 22,999' }),
      ],
      [
        rec({ title: 'LG UltraGear 24GS60F-B 24" Full HD IPS Gaming Monitor, 180Hz, 1ms', brand: 'LG', model: '24GS60F-B', price: '₦215,000' }),
        rec({ name: 'LG ULTRAGEAR 24IN GAMING 180HZ', model: '24GS60FB', price: '215000' }),
        rec({ product_name: 'Skrini ya michezo LG UltraGear inchi 24, 180Hz', brand: 'LG Electronics', model: '24GS60F-B.AEU', price: 'KSh 24,999' }),
      ],
    ],
  },
  {
    // One tablet: the Wi-Fi model, the 5G model and the smaller LTE model are three articles.
    kind: 'tablets by screen and radio',
    variants: [
      [
        rec({ title: 'Samsung Galaxy Tab A9+ 11" Wi-Fi, 4GB RAM, 64GB, Graphite', brand: 'Samsung', model: 'SM-X210NZAAAFA', price: 'R4,299' }),
        rec({ name: 'SAMSUNG TAB A9+ 11 WIFI 64GB GRAPH', model: 'SM-X210', price: '4299.00' }),
        rec({ product_name: 'Tablette Samsung Galaxy Tab A9+ 11 pouces Wi-Fi 64 Go, graphite', brand: 'Samsung', model: 'SM-X210NZAAEUB', price: '229,00 €' }),
      ],
      [
        rec({ title: 'Samsung Galaxy Tab A9+ 11" 5G, 4GB RAM, 64GB, Graphite', brand: 'Samsung', model: 'SM-X216BZAAAFA', price: 'R5,499' }),
        rec({ name: 'SAMSUNG TAB A9+ 11 5G 64GB GRAPH', model: 'SM-X216B', price: '5499.00' }),
        rec({ product_name: 'Tablette Samsung Galaxy Tab A9+ 11 pouces 5G 64 Go, graphite', brand: 'Samsung', model: 'SM-X216BZAAEUB', price: '289,00 €' }),
      ],
      [
        rec({ title: 'Samsung Galaxy Tab A9 8.7" LTE, 4GB RAM, 64GB, Graphite', brand: 'Samsung', model: 'SM-X115NZAAAFA', price: 'R3,499' }),
        rec({ name: 'SAMSUNG TAB A9 8.7 LTE 64GB GRAPH', model: 'SM-X115', price: '3499.00' }),
        rec({ product_name: 'Tablette Samsung Galaxy Tab A9 8,7 pouces 4G 64 Go, graphite', brand: 'Samsung', model: 'SM-X115NZAAEUB', price: '189,00 €' }),
      ],
    ],
  },
  {
    // One desk set: the UK and the US layout of one wireless combo are two articles (another keyboard); the
    // wired combo is a third.
    kind: 'keyboard-and-mouse sets by layout and connection',
    variants: [
      [
        rec({ title: 'Logitech MK270 Wireless Keyboard and Mouse Combo, UK QWERTY Layout, Black', brand: 'Logitech', model: '920-004536', price: '£24.99' }),
        rec({ name: 'LOGI MK270 WRLS COMBO UK', model: '920004536', price: '24.99' }),
        rec({ product_name: 'Logitech MK270 draadlose sleutelbord en muis, Britse uitleg', brand: 'Logitech', model: 'MK270 (UK) 920-004536', price: 'R549' }),
      ],
      [
        rec({ title: 'Logitech MK270 Wireless Keyboard and Mouse Combo, US International Layout, Black', brand: 'Logitech', model: '920-004508', price: '£26.99' }),
        rec({ name: 'LOGI MK270 WRLS COMBO US INTL', model: '920004508', price: '26.99' }),
        rec({ product_name: 'Logitech MK270 draadlose sleutelbord en muis, VSA-uitleg', brand: 'Logitech', model: 'MK270 (US) 920-004508', price: 'R529' }),
      ],
      [
        rec({ title: 'Logitech MK120 Wired USB Keyboard and Mouse Set, UK Layout', brand: 'Logitech', model: '920-002552', price: '£17.99' }),
        rec({ name: 'LOGI MK120 CORDED DESKTOP UK', model: '920002552', price: '17.99' }),
        rec({ product_name: 'Logitech MK120 sleutelbord en muis met kabel (USB), Britse uitleg', brand: 'Logitech', model: 'MK120 (UK) 920-002552', price: 'R349' }),
      ],
    ],
  },
  {
    // One UPS: 650, 1200 and 1600 VA are three units of one range.
    kind: 'UPS units by VA rating',
    variants: [
      [
        rec({ title: 'APC Back-UPS 650VA, 230V, AVR, IEC Sockets, Line Interactive', brand: 'APC', model: 'BX650LI', price: '₦98,500' }),
        rec({ name: 'APC BACK UPS 650VA AVR IEC', model: 'BX650LI-MS', price: '98500' }),
        rec({ product_name: 'Onduleur APC Back-UPS 650 VA, 230 V, régulation AVR', brand: 'Schneider Electric (APC)', model: 'BX650LI', price: '89 €' }),
      ],
      [
        rec({ title: 'APC Back-UPS 1200VA, 230V, AVR, IEC Sockets, Line Interactive', brand: 'APC', model: 'BX1200MI', price: '₦189,000' }),
        rec({ name: 'APC BACK UPS 1200VA AVR IEC', model: 'BX1200MI-MS', price: '189000' }),
        rec({ product_name: 'Onduleur APC Back-UPS 1200 VA, 230 V, régulation AVR', brand: 'Schneider Electric (APC)', model: 'BX1200MI', price: '165 €' }),
      ],
      [
        rec({ title: 'APC Back-UPS 1600VA, 230V, AVR, IEC Sockets, Line Interactive', brand: 'APC', model: 'BX1600MI', price: '₦245,000' }),
        rec({ name: 'APC BACK UPS 1600VA AVR IEC', model: 'BX1600MI-MS', price: '245000' }),
        rec({ product_name: 'Onduleur APC Back-UPS 1600 VA, 230 V, régulation AVR', brand: 'Schneider Electric (APC)', model: 'BX1600MI', price: '215 €' }),
      ],
    ],
  },
  {
    // One fan: a 16-inch standing fan, the 16-inch wall fan and the 18-inch standing fan are three articles.
    kind: 'electric fans by blade size and mounting',
    variants: [
      [
        rec({ title: 'Binatone 16 Inch Standing Fan with Remote Control, 3 Speeds, White', brand: 'Binatone', model: 'TS-1680R', price: '₦42,900' }),
        rec({ name: 'BINATONE STD FAN 16" REMOTE', model: 'TS1680R', price: '42900' }),
        rec({ product_name: 'Feni ya kusimama Binatone inchi 16, na rimoti', brand: 'Binatone', model: 'TS 1680R', price: 'KSh 4,850' }),
      ],
      [
        rec({ title: 'Binatone 16 Inch Wall Fan with Remote Control, 3 Speeds, White', brand: 'Binatone', model: 'WF-1661R', price: '₦36,500' }),
        rec({ name: 'BINATONE WALL FAN 16" REMOTE', model: 'WF1661R', price: '36500' }),
        rec({ product_name: 'Feni ya ukutani Binatone inchi 16, na rimoti', brand: 'Binatone', model: 'WF 1661R', price: 'KSh 4,200' }),
      ],
      [
        rec({ title: 'Binatone 18 Inch Standing Fan with Remote Control, 3 Speeds, Black', brand: 'Binatone', model: 'TS-1880R', price: '₦51,000' }),
        rec({ name: 'BINATONE STD FAN 18" REMOTE BLK', model: 'TS1880R', price: '51000' }),
        rec({ product_name: 'Feni ya kusimama Binatone inchi 18, na rimoti, nyeusi', brand: 'Binatone', model: 'TS 1880R', price: 'KSh 5,650' }),
      ],
    ],
  },
  {
    // One mesh system: the 1-, 2- and 3-pack of one router are three articles (one code family, another box).
    kind: 'mesh Wi-Fi systems by pack count',
    variants: [
      [
        rec({ title: 'TP-Link Deco X20 AX1800 Whole Home Mesh Wi-Fi 6 System, 1-Pack', brand: 'TP-Link', model: 'Deco X20(1-pack)', price: '£69.99' }),
        rec({ name: 'TPLINK DECO X20 AX1800 1PK', model: 'DECOX20(1-PACK)', price: '69.99' }),
        rec({ product_name: 'TP-Link Deco X20 système Wi-Fi 6 mesh AX1800, pack de 1', brand: 'TP-Link', model: 'Deco X20 (1 unité)', price: '79,90 €' }),
      ],
      [
        rec({ title: 'TP-Link Deco X20 AX1800 Whole Home Mesh Wi-Fi 6 System, 2-Pack', brand: 'TP-Link', model: 'Deco X20(2-pack)', price: '£129.99' }),
        rec({ name: 'TPLINK DECO X20 AX1800 2PK', model: 'DECOX20(2-PACK)', price: '129.99' }),
        rec({ product_name: 'TP-Link Deco X20 système Wi-Fi 6 mesh AX1800, pack de 2', brand: 'TP-Link', model: 'Deco X20 (2 unités)', price: '139,90 €' }),
      ],
      [
        rec({ title: 'TP-Link Deco X20 AX1800 Whole Home Mesh Wi-Fi 6 System, 3-Pack', brand: 'TP-Link', model: 'Deco X20(3-pack)', price: '£179.99' }),
        rec({ name: 'TPLINK DECO X20 AX1800 3PK', model: 'DECOX20(3-PACK)', price: '179.99' }),
        rec({ product_name: 'TP-Link Deco X20 système Wi-Fi 6 mesh AX1800, pack de 3', brand: 'TP-Link', model: 'Deco X20 (3 unités)', price: '199,90 €' }),
      ],
    ],
  },
  {
    // One battery pack: AA against AAA, or the high-capacity pro line, is another article.
    kind: 'rechargeable batteries by size and capacity',
    variants: [
      [
        rec({ title: 'Panasonic eneloop AA Rechargeable Batteries, 2000mAh, Pack of 4, Pre-Charged', brand: 'Panasonic', model: 'BK-3MCCE/4BE', price: '£13.49' }),
        rec({ name: 'ENELOOP AA 1900MAH 4PK', model: 'BK3MCCE4BE', price: '13.49' }),
        rec({ product_name: 'Piles rechargeables Panasonic eneloop AA (LR6) 2000 mAh, lot de 4', brand: 'Panasonic', model: 'BK-3MCCE/4BE', price: '14,99 €' }),
      ],
      [
        rec({ title: 'Panasonic eneloop AAA Rechargeable Batteries, 800mAh, Pack of 4, Pre-Charged', brand: 'Panasonic', model: 'BK-4MCCE/4BE', price: '£10.99' }),
        rec({ name: 'ENELOOP AAA 750MAH 4PK', model: 'BK4MCCE4BE', price: '10.99' }),
        rec({ product_name: 'Piles rechargeables Panasonic eneloop AAA (LR03) 800 mAh, lot de 4', brand: 'Panasonic', model: 'BK-4MCCE/4BE', price: '12,49 €' }),
      ],
      [
        rec({ title: 'Panasonic eneloop pro AA Rechargeable Batteries, 2500mAh, Pack of 4', brand: 'Panasonic', model: 'BK-3HCDE/4BE', price: '£18.99' }),
        rec({ name: 'ENELOOP PRO AA 2500MAH 4PK', model: 'BK3HCDE4BE', price: '18.99' }),
        rec({ product_name: 'Piles rechargeables Panasonic eneloop pro AA 2500 mAh, lot de 4', brand: 'Panasonic', model: 'BK-3HCDE/4BE', price: '21,99 €' }),
      ],
    ],
  },
  {
    // One bracket: fixed, tilting and full-motion brackets (and their screen ranges) are three articles.
    kind: 'TV wall brackets by motion and screen range',
    variants: [
      [
        rec({ title: 'Sbox PLB-2544F Fixed TV Wall Mount for 32"-55" Screens, VESA 400x400, 40kg', brand: 'Sbox', model: 'PLB-2544F', price: '₦18,500' }),
        rec({ name: 'SBOX FIXED BRACKET 32-55 VESA400', model: 'PLB2544F', price: '18500' }),
        rec({ product_name: 'Bracket ya TV ya ukutani Sbox, isiyosogea, inchi 32-55', brand: 'Sbox', model: 'PLB 2544F', price: 'KSh 2,100' }),
      ],
      [
        rec({ title: 'Sbox PLB-3446T Tilting TV Wall Mount for 37"-70" Screens, VESA 600x400, 45kg', brand: 'Sbox', model: 'PLB-3446T', price: '₦24,900' }),
        rec({ name: 'SBOX TILT BRACKET 37-70 VESA600', model: 'PLB3446T', price: '24900' }),
        rec({ product_name: 'Bracket ya TV ya ukutani Sbox, inayoinama, inchi 37-70', brand: 'Sbox', model: 'PLB 3446T', price: 'KSh 2,850' }),
      ],
      [
        rec({ title: 'Sbox PLB-2546FM Full Motion TV Wall Mount for 32"-55" Screens, Swivel and Tilt, VESA 400x400', brand: 'Sbox', model: 'PLB-2546FM', price: '₦39,000' }),
        rec({ name: 'SBOX FULL MOTION BRACKET 32-55', model: 'PLB2546FM', price: '39000' }),
        rec({ product_name: 'Bracket ya TV ya ukutani Sbox, inayozunguka, inchi 32-55', brand: 'Sbox', model: 'PLB 2546FM', price: 'KSh 4,400' }),
      ],
    ],
  },
  {
    // One projector: XGA, Full HD and WXGA models of one line differ in resolution and lumens.
    kind: 'projectors by resolution and lumens',
    variants: [
      [
        rec({ title: 'Epson EB-E01 XGA 3LCD Projector, 3300 Lumens, HDMI, VGA', brand: 'Epson', model: 'V11H971040', price: '₦520,000' }),
        rec({ name: 'EPSON PROJ EB-E01 XGA 3300LM', model: 'EB-E01', price: '520000' }),
        rec({ product_name: 'Projekta ya Epson EB-E01, XGA, lumeni 3300', brand: 'Seiko Epson', model: 'EBE01', price: 'KSh 58,000' }),
      ],
      [
        rec({ title: 'Epson EB-FH06 Full HD 1080p 3LCD Projector, 3500 Lumens, HDMI', brand: 'Epson', model: 'V11H974040', price: '₦715,000' }),
        rec({ name: 'EPSON PROJ EB-FH06 FHD 3500LM', model: 'EB-FH06', price: '715000' }),
        rec({ product_name: 'Projekta ya Epson EB-FH06, Full HD, lumeni 3500', brand: 'Seiko Epson', model: 'EBFH06', price: 'KSh 79,500' }),
      ],
      [
        rec({ title: 'Epson EB-W06 WXGA 3LCD Projector, 3700 Lumens, HDMI, VGA', brand: 'Epson', model: 'V11H973040', price: '₦640,000' }),
        rec({ name: 'EPSON PROJ EB-W06 WXGA 3700LM', model: 'EB-W06', price: '640000' }),
        rec({ product_name: 'Projekta ya Epson EB-W06, WXGA, lumeni 3700', brand: 'Seiko Epson', model: 'EBW06', price: 'KSh 71,000' }),
      ],
    ],
  },
];
