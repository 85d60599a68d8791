// Held-out pair set 8, product_electronics (see bench/pairs/heldout8.ts): phone cases by handset and type, wireless
// earbuds by generation and case, streaming sticks by resolution, electric kettles by litres and body, steam irons
// against steam generators, dash cams by channel count, instant cameras by film format, and game controllers by
// platform and edition; each as a shop's long title, a till or price-list line and a third source (another
// currency, French, Afrikaans, Swahili, a feed with the maker's part number).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS8: readonly Family[] = [
  {
    // One case maker's cases for three handsets of one series: a buyer of one cannot use another.
    kind: 'phone cases by handset model and type',
    variants: [
      [
        rec({ title: 'Spigen Tough Armor Case for Samsung Galaxy S24 Ultra - Black, Kickstand, Military Grade', brand: 'Spigen', model: 'ACS07289', price: '₦18,500' }),
        rec({ title: 'SPIGEN TGH ARMOR S24 ULTRA BLK', model: 'ACS07289', price: 'KSh 3,299' }),
        rec({ title: 'Coque Spigen Tough Armor pour Galaxy S24 Ultra noir', brand: 'Spigen', price: '24,99 €' }),
      ],
      [
        rec({ title: 'Spigen Tough Armor Case for Samsung Galaxy S24+ (Plus) - Black', brand: 'Spigen', model: 'ACS07331', price: '₦17,900' }),
        rec({ title: 'SPIGEN TGH ARMOR S24+ BLK', model: 'ACS07331', price: 'KSh 3,199' }),
        rec({ title: 'Coque Spigen Tough Armor pour Galaxy S24 Plus noir', brand: 'Spigen', price: '23,99 €' }),
      ],
      [
        rec({ title: 'Spigen Liquid Air Case for Samsung Galaxy S24 Ultra - Matte Black, Slim', brand: 'Spigen', model: 'ACS07285', price: '₦11,200' }),
        rec({ title: 'SPIGEN LIQ AIR S24 ULTRA MATTE BLK', model: 'ACS07285', price: 'KSh 1,999' }),
        rec({ title: 'Coque Spigen Liquid Air Galaxy S24 Ultra noir mat', brand: 'Spigen', price: '14,99 €' }),
      ],
    ],
  },
  {
    // Three generations and case types of one earbud line.
    kind: 'wireless earbuds by generation and charging case',
    variants: [
      [
        rec({ title: 'Apple AirPods Pro (2nd generation) with MagSafe Charging Case (USB-C)', brand: 'Apple', model: 'MTJV3ZM/A', price: 'R5,499' }),
        rec({ title: 'AIRPODS PRO 2 USB-C', brand: 'APPLE', model: 'MTJV3', price: '£229.00' }),
        rec({ title: 'Apple AirPods Pro 2e generasie met MagSafe-laaikassie (USB-C)', brand: 'Apple', model: 'MTJV3ZM/A', price: 'R5 499,00' }),
      ],
      [
        rec({ title: 'Apple AirPods Pro (2nd generation) with MagSafe Charging Case (Lightning)', brand: 'Apple', model: 'MQD83ZM/A', price: 'R4,999' }),
        rec({ title: 'AIRPODS PRO 2 LIGHTNING', brand: 'APPLE', model: 'MQD83', price: '£199.00' }),
        rec({ title: 'Apple AirPods Pro 2e generasie met MagSafe-laaikassie (Lightning)', brand: 'Apple', model: 'MQD83ZM/A', price: 'R4 999,00' }),
      ],
      [
        rec({ title: 'Apple AirPods (3rd generation) with Lightning Charging Case', brand: 'Apple', model: 'MPNY3ZM/A', price: 'R3,799' }),
        rec({ title: 'AIRPODS 3RD GEN LIGHTNING', brand: 'APPLE', model: 'MPNY3', price: '£169.00' }),
        rec({ title: 'Apple AirPods 3e generasie met Lightning-laaikassie', brand: 'Apple', model: 'MPNY3ZM/A', price: 'R3 799,00' }),
      ],
    ],
  },
  {
    // Three streaming sticks of one maker: HD Lite, HD with TV controls, 4K Max.
    kind: 'streaming sticks by resolution and remote',
    variants: [
      [
        rec({ title: 'Amazon Fire TV Stick Lite with Alexa Voice Remote Lite (no TV controls), HD streaming device', brand: 'Amazon', model: 'B091G3WT74', price: '£29.99' }),
        rec({ title: 'FIRE TV STICK LITE HD', brand: 'AMAZON', price: '₦45,000' }),
        rec({ product_name: 'Fire TV Stick Lite – lecteur multimédia HD, télécommande vocale Alexa Lite', brand: 'Amazon', price: '29,99 €' }),
      ],
      [
        rec({ title: 'Amazon Fire TV Stick HD with Alexa Voice Remote (includes TV controls), 2024', brand: 'Amazon', model: 'B0CQMRKRV5', price: '£44.99' }),
        rec({ title: 'FIRE TV STICK HD 2024 W/TV CTRLS', brand: 'AMAZON', price: '₦62,000' }),
        rec({ product_name: 'Fire TV Stick HD (2024) avec télécommande vocale Alexa et boutons TV', brand: 'Amazon', price: '44,99 €' }),
      ],
      [
        rec({ title: 'Amazon Fire TV Stick 4K Max streaming device, Wi-Fi 6E, Ambient TV, Alexa Voice Remote Enhanced', brand: 'Amazon', model: 'B0BP9SNVH9', price: '£69.99' }),
        rec({ title: 'FIRE TV STICK 4K MAX WIFI6E', brand: 'AMAZON', price: '₦98,500' }),
        rec({ product_name: 'Fire TV Stick 4K Max – Wi-Fi 6E, mode Ambient', brand: 'Amazon', price: '69,99 €' }),
      ],
    ],
  },
  {
    // One kettle range in three capacities and bodies.
    kind: 'electric kettles by litres and body',
    variants: [
      [
        rec({ title: 'Russell Hobbs 1.7L Stainless Steel Cordless Kettle 3000W, Brushed', brand: 'Russell Hobbs', model: 'RHK1701', price: 'R649.99' }),
        rec({ title: 'R/HOBBS KETTLE 1.7L S/STEEL CORDLESS', model: 'RHK-1701', price: 'R 649,99' }),
        rec({ title: 'Russell Hobbs vlekvrye staal ketel 1,7 liter, koordloos', brand: 'Russell Hobbs', model: 'RHK1701', price: 'R649' }),
      ],
      [
        rec({ title: 'Russell Hobbs 1L Stainless Steel Compact Cordless Kettle 2200W', brand: 'Russell Hobbs', model: 'RHK1001', price: 'R499.99' }),
        rec({ title: 'R/HOBBS KETTLE 1L S/STEEL COMPACT', model: 'RHK-1001', price: 'R 499,99' }),
        rec({ title: 'Russell Hobbs kompakte vlekvrye staal ketel 1 liter', brand: 'Russell Hobbs', model: 'RHK1001', price: 'R499' }),
      ],
      [
        rec({ title: 'Russell Hobbs 1.7L Plastic Cordless Kettle, White, Water Window', brand: 'Russell Hobbs', model: 'RHK1702W', price: 'R299.99' }),
        rec({ title: 'R/HOBBS KETTLE 1.7L PLASTIC WHT', model: 'RHK-1702W', price: 'R 299,99' }),
        rec({ title: 'Russell Hobbs plastiek ketel 1,7 liter, wit', brand: 'Russell Hobbs', model: 'RHK1702W', price: 'R299' }),
      ],
    ],
  },
  {
    // A steam iron, its stronger sibling and the maker's steam generator.
    kind: 'steam irons and steam generators',
    variants: [
      [
        rec({ title: 'Philips 3000 Series Steam Iron 2400W, 40g/min continuous steam, SteamGlide Plus soleplate', brand: 'Philips', model: 'DST3041/36', price: 'KSh 6,499' }),
        rec({ title: 'PHILIPS STEAM IRON DST3041', model: 'DST3041', price: 'GH₵ 699' }),
        rec({ title: 'Pasi ya mvuke Philips 3000 DST3041/36, 2400W', brand: 'Philips', price: 'KSh 6,300' }),
      ],
      [
        rec({ title: 'Philips 5000 Series Steam Iron 2600W, 45g/min steam, 200g steam boost', brand: 'Philips', model: 'DST5030/26', price: 'KSh 9,999' }),
        rec({ title: 'PHILIPS STEAM IRON DST5030', model: 'DST5030', price: 'GH₵ 1,049' }),
        rec({ title: 'Pasi ya mvuke Philips 5000 DST5030/26, 2600W', brand: 'Philips', price: 'KSh 9,800' }),
      ],
      [
        rec({ title: 'Philips PerfectCare 7000 Series Steam Generator, 2.5L detachable tank, OptimalTEMP', brand: 'Philips', model: 'PSG7030/20', price: 'KSh 39,999' }),
        rec({ title: 'PHILIPS STEAM GEN PSG7030', model: 'PSG7030', price: 'GH₵ 4,399' }),
        rec({ title: 'Pasi ya jenereta ya mvuke Philips PerfectCare 7000 PSG7030/20', brand: 'Philips', price: 'KSh 38,500' }),
      ],
    ],
  },
  {
    // One dash-cam maker's front-only, front-and-rear and three-channel models.
    kind: 'dash cams by channel count',
    variants: [
      [
        rec({ title: '70mai Dash Cam A500S 1944P Front Camera, Built-in GPS, ADAS, Night Vision', brand: '70mai', model: 'A500S', price: '£89.99' }),
        rec({ title: '70MAI A500S DASHCAM FRONT', model: 'A500S', price: 'R1,799' }),
        rec({ title: 'Caméra embarquée 70mai A500S 1944P avant, GPS', brand: '70mai', model: 'Midrive D08', price: '99,99 €' }),
      ],
      [
        rec({ title: '70mai Dash Cam A500S-1 Front and Rear Set with RC06 Rear Camera, 1944P + 1080P', brand: '70mai', model: 'A500S-1', price: '£119.99' }),
        rec({ title: '70MAI A500S-1 DASHCAM F+R', model: 'A500S1', price: 'R2,399' }),
        rec({ title: 'Caméra embarquée 70mai A500S-1 avant et arrière (RC06)', brand: '70mai', model: 'Midrive D08 + RC06', price: '129,99 €' }),
      ],
      [
        rec({ title: '70mai Dash Cam 4K A810 Front and Rear, Sony STARVIS 2, HDR', brand: '70mai', model: 'A810-1', price: '£169.99' }),
        rec({ title: '70MAI A810 4K DASHCAM F+R', model: 'A810', price: 'R3,499' }),
        rec({ title: 'Caméra embarquée 70mai A810 4K avant et arrière, HDR', brand: '70mai', model: 'A810-1', price: '179,99 €' }),
      ],
    ],
  },
  {
    // Instant cameras of one maker on three film formats.
    kind: 'instant cameras by film format',
    variants: [
      [
        rec({ title: 'Fujifilm Instax Mini 12 Instant Camera - Pastel Blue', brand: 'Fujifilm', model: '16806092', price: '₦95,000' }),
        rec({ title: 'INSTAX MINI 12 BLUE', brand: 'FUJI', price: 'KSh 11,999' }),
        rec({ title: 'Fujifilm Instax mini 12 appareil photo instantané bleu pastel', brand: 'Fujifilm', price: '79,99 €' }),
      ],
      [
        rec({ title: 'Fujifilm Instax Square SQ1 Instant Camera - Glacier Blue', brand: 'Fujifilm', model: '16672130', price: '₦155,000' }),
        rec({ title: 'INSTAX SQUARE SQ1 BLUE', brand: 'FUJI', price: 'KSh 17,999' }),
        rec({ title: 'Fujifilm Instax Square SQ1 appareil instantané bleu glacier', brand: 'Fujifilm', price: '129,99 €' }),
      ],
      [
        rec({ title: 'Fujifilm Instax Wide 400 Instant Camera - Green', brand: 'Fujifilm', model: '16816436', price: '₦210,000' }),
        rec({ title: 'INSTAX WIDE 400 GREEN', brand: 'FUJI', price: 'KSh 22,500' }),
        rec({ title: 'Fujifilm Instax Wide 400 appareil photo instantané format large vert', brand: 'Fujifilm', price: '149,99 €' }),
      ],
    ],
  },
  {
    // One console maker's controller, its other colour and its pro controller.
    kind: 'game controllers by edition and colour',
    variants: [
      [
        rec({ title: 'Sony PlayStation 5 DualSense Wireless Controller - Midnight Black', brand: 'Sony', model: 'CFI-ZCT1W', price: '₦89,999' }),
        rec({ title: 'PS5 DUALSENSE CTRL MIDNIGHT BLK', brand: 'SONY', model: 'CFIZCT1W', price: 'GH₵ 1,150' }),
        rec({ title: 'Manette sans fil DualSense PS5 noir minuit', brand: 'Sony Interactive Entertainment', price: '69,99 €' }),
      ],
      [
        rec({ title: 'Sony PlayStation 5 DualSense Wireless Controller - Cosmic Red', brand: 'Sony', model: 'CFI-ZCT1W', price: '₦92,500' }),
        rec({ title: 'PS5 DUALSENSE CTRL COSMIC RED', brand: 'SONY', model: 'CFIZCT1W', price: 'GH₵ 1,199' }),
        rec({ title: 'Manette sans fil DualSense PS5 rouge cosmique', brand: 'Sony Interactive Entertainment', price: '74,99 €' }),
      ],
      [
        rec({ title: 'Sony PlayStation 5 DualSense Edge Wireless Controller, pro controller with back buttons', brand: 'Sony', model: 'CFI-ZCP1', price: '₦249,999' }),
        rec({ title: 'PS5 DUALSENSE EDGE PRO CTRL', brand: 'SONY', model: 'CFIZCP1', price: 'GH₵ 3,450' }),
        rec({ title: 'Manette sans fil DualSense Edge PS5', brand: 'Sony Interactive Entertainment', price: '239,99 €' }),
      ],
    ],
  },
];
