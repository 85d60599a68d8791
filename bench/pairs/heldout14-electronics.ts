// Held-out pair set 14, product_electronics (see bench/pairs/heldout14.ts): USB audio interfaces by input count,
// camera drones by model, banknote counters by model, paper shredders by cut and sheet capacity, laminators by
// format, HDMI splitters by output count, video doorbells by model, and e-readers by model; each as a shop or
// marketplace title, a procurement-catalogue, customs or distributor line in caps, and a third source (a classified
// ad, a tender line "… or equivalent", German, Swahili, Afrikaans).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS14: readonly Family[] = [
  {
    // One maker's USB audio interfaces of one generation: one, two and four inputs.
    kind: 'USB audio interfaces by input count',
    variants: [
      [
        rec({ title: 'Focusrite Scarlett Solo 4th Gen USB-C Audio Interface, 1 Mic Preamp, 1 Instrument Input', brand: 'Focusrite', model: 'Scarlett Solo 4th Gen', price: '£119.99' }),
        rec({ title: 'FOCUSRITE AUDIO I/F SCARLETT SOLO G4 USB-C (HS 8543.70)', model: 'SCARLETT SOLO G4', price: 'USD 98.00' }),
        rec({ title: 'Focusrite Scarlett Solo gen 4 sound card for home studio, used 3 months, with cable. Surulere', model: 'Solo 4th gen', price: '₦120,000' }),
      ],
      [
        rec({ title: 'Focusrite Scarlett 2i2 4th Gen USB-C Audio Interface, 2 Mic Preamps, Auto Gain', brand: 'Focusrite', model: 'Scarlett 2i2 4th Gen', price: '£189.99' }),
        rec({ title: 'FOCUSRITE AUDIO I/F SCARLETT 2I2 G4 USB-C (HS 8543.70)', model: 'SCARLETT 2I2 G4', price: 'USD 154.00' }),
        rec({ title: 'Focusrite Scarlett 2i2 4th gen sound card, two mic inputs, like new with box. Surulere', model: '2i2 4th gen', price: '₦195,000' }),
      ],
      [
        rec({ title: 'Focusrite Scarlett 4i4 4th Gen USB-C Audio Interface, 2 Mic Preamps, 4 Outputs, MIDI', brand: 'Focusrite', model: 'Scarlett 4i4 4th Gen', price: '£249.99' }),
        rec({ title: 'FOCUSRITE AUDIO I/F SCARLETT 4I4 G4 USB-C MIDI (HS 8543.70)', model: 'SCARLETT 4I4 G4', price: 'USD 203.00' }),
        rec({ title: 'Focusrite Scarlett 4i4 4th gen sound card with MIDI in/out, barely used. Surulere', model: '4i4 4th gen', price: '₦260,000' }),
      ],
    ],
  },
  {
    // One maker's small camera drones under 250 g: the Mini 2 SE, the Mini 3 and the Mini 4 Pro.
    kind: 'camera drones by model',
    variants: [
      [
        rec({ title: 'DJI Mini 2 SE Drone, 2.7K Camera, 10 km Video Transmission, 249 g', brand: 'DJI', model: 'Mini 2 SE', price: 'R6,499.00' }),
        rec({ title: 'DJI DRONE MINI2 SE 2.7K STD (HS 8806.22)', model: 'MINI2SE', price: 'USD 279.00' }),
        rec({ title: 'DJI Mini 2 SE drone, 3 batteries, flown twice, all original. Centurion', model: 'Mini2 SE', price: 'R4,800' }),
      ],
      [
        rec({ title: 'DJI Mini 3 Drone, 4K HDR Camera, True Vertical Shooting, 38-min Flight, 249 g', brand: 'DJI', model: 'Mini 3', price: 'R9,999.00' }),
        rec({ title: 'DJI DRONE MINI3 4K STD (HS 8806.22)', model: 'MINI3', price: 'USD 419.00' }),
        rec({ title: 'DJI Mini 3 drone (not the Pro), 4K, with RC-N1 controller, excellent condition. Centurion', model: 'Mini 3', price: 'R7,200' }),
      ],
      [
        rec({ title: 'DJI Mini 4 Pro Drone, 4K/60fps HDR, Omnidirectional Obstacle Sensing, DJI RC 2', brand: 'DJI', model: 'Mini 4 Pro', price: 'R19,999.00' }),
        rec({ title: 'DJI DRONE MINI4 PRO 4K RC2 (HS 8806.22)', model: 'MINI4PRO', price: 'USD 899.00' }),
        rec({ title: 'DJI Mini 4 Pro with RC 2 screen controller, fly more kit, still under warranty. Centurion', model: 'Mini 4 Pro', price: 'R15,500' }),
      ],
    ],
  },
  {
    // Desk banknote counters of one maker: a basic UV counter, a value counter and a two-pocket sorter.
    kind: 'banknote counters by model',
    variants: [
      [
        rec({ title: 'Bill Counter AL-1000 Money Counting Machine with UV/MG Counterfeit Detection', brand: 'Cassida', model: 'AL-1000', price: '₦85,000' }),
        rec({ title: 'NOTE COUNTER CASSIDA AL1000 UV/MG 220V EA', model: 'AL1000', price: 'USD 61.00' }),
        rec({ title: 'Money counting machine Cassida AL 1000, detects fake notes, used in our supermarket, working well. Ikeja', model: 'AL 1000', price: '₦50,000' }),
      ],
      [
        rec({ title: 'Cassida 6600 UV/MG Money Counter with Value Counting, Mixed Denomination', brand: 'Cassida', model: '6600 UV/MG', price: '₦240,000' }),
        rec({ title: 'NOTE COUNTER CASSIDA 6600UVMG VALUE MIXED 220V EA', model: '6600UVMG', price: 'USD 172.00' }),
        rec({ title: 'Cassida 6600 mixed note counter, counts value, 1 year old, clean. Ikeja', model: '6600', price: '₦150,000' }),
      ],
      [
        rec({ title: 'Cassida Zeus 2-Pocket Currency Discriminator and Sorter, Mixed Bill Value Counter', brand: 'Cassida', model: 'Zeus', price: '₦1,150,000' }),
        rec({ title: 'NOTE SORTER CASSIDA ZEUS 2-POCKET DISCRIMINATOR EA', model: 'ZEUS', price: 'USD 820.00' }),
        rec({ title: 'Cassida Zeus two pocket sorting machine for bank/cash office, used, perfect. Ikeja', model: 'Zeus', price: '₦700,000' }),
      ],
    ],
  },
  {
    // Office shredders of one range: a strip-cut, a cross-cut and a micro-cut, of different sheet capacity.
    kind: 'paper shredders by cut and sheet capacity',
    variants: [
      [
        rec({ title: 'Fellowes Powershred 10C Cross-Cut Shredder, 10 Sheet, 18 Litre Bin, P-4', brand: 'Fellowes', model: '10C', price: '£89.99' }),
        rec({ title: 'SHREDDER FELLOWES 10C X/CUT 10SHT 18L P4 EA', model: '10C', price: '£64.20' }),
        rec({ title: 'Shredder, cross-cut, security level P-4, 10 sheets, 18 L bin — Fellowes Powershred 10C or equivalent, 12 No.', model: '10C' }),
      ],
      [
        rec({ title: 'Fellowes Powershred 11C Cross-Cut Shredder, 11 Sheet, 18 Litre Bin, P-4', brand: 'Fellowes', model: '11C', price: '£99.99' }),
        rec({ title: 'SHREDDER FELLOWES 11C X/CUT 11SHT 18L P4 EA', model: '11C', price: '£71.90' }),
        rec({ title: 'Shredder, cross-cut, security level P-4, 11 sheets, 18 L bin — Fellowes Powershred 11C or equivalent, 6 No.', model: '11C' }),
      ],
      [
        rec({ title: 'Fellowes Powershred 8Mc Micro-Cut Shredder, 8 Sheet, 14 Litre Bin, P-5', brand: 'Fellowes', model: '8Mc', price: '£119.99' }),
        rec({ title: 'SHREDDER FELLOWES 8MC MICRO 8SHT 14L P5 EA', model: '8MC', price: '£86.40' }),
        rec({ title: 'Shredder, micro-cut, security level P-5, 8 sheets, 14 L bin — Fellowes Powershred 8Mc or equivalent, 4 No.', model: '8Mc' }),
      ],
    ],
  },
  {
    // Pouch laminators of one maker: A4 and A3 of one line, and the A4 of the faster line.
    kind: 'pouch laminators by format',
    variants: [
      [
        rec({ title: 'GBC Inspire+ A4 Laminator, 2 Rollers, 75-125 Micron, Home and Office', brand: 'GBC', model: 'Inspire+ A4', price: 'KSh 6,800' }),
        rec({ title: 'LAMINATOR GBC INSPIRE PLUS A4 4400745', model: '4400745', price: 'KSh 5,950' }),
        rec({ title: 'Mashine ya laminate GBC Inspire+ A4, mpya kwenye boksi, Nairobi CBD', brand: 'GBC', model: 'Inspire+ A4', price: 'KSh 6,000' }),
      ],
      [
        rec({ title: 'GBC Inspire+ A3 Laminator, 2 Rollers, 75-125 Micron, Home and Office', brand: 'GBC', model: 'Inspire+ A3', price: 'KSh 9,900' }),
        rec({ title: 'LAMINATOR GBC INSPIRE PLUS A3 4400746', model: '4400746', price: 'KSh 8,700' }),
        rec({ title: 'Mashine ya laminate GBC Inspire+ A3, saizi kubwa, mpya, Nairobi CBD', brand: 'GBC', model: 'Inspire+ A3', price: 'KSh 9,000' }),
      ],
      [
        rec({ title: 'GBC Fusion 3100L A4 Laminator, 4 Rollers, 1-Minute Warm-Up, up to 125 Micron', brand: 'GBC', model: 'Fusion 3100L A4', price: 'KSh 14,500' }),
        rec({ title: 'LAMINATOR GBC FUSION 3100L A4 4400748', model: '4400748', price: 'KSh 12,800' }),
        rec({ title: 'Mashine ya laminate GBC Fusion 3100L A4, rollers nne, inapata joto haraka, Nairobi CBD', brand: 'GBC', model: 'Fusion 3100L', price: 'KSh 13,000' }),
      ],
    ],
  },
  {
    // Powered HDMI splitters of one maker: one in, two, four and eight out.
    kind: 'HDMI splitters by output count',
    variants: [
      [
        rec({ title: 'UGREEN HDMI Splitter 1 in 2 Out, 4K@30Hz, Powered, Aluminium', brand: 'UGREEN', model: '40201', price: '₦18,500' }),
        rec({ title: 'HDMI SPLITTER 1X2 4K UGREEN 40201', model: '40201', price: '₦15,200' }),
        rec({ title: 'Ugreen 1x2 HDMI splitter, duplicate one decoder on two TVs, new. Alaba', model: '40201', price: '₦14,000' }),
      ],
      [
        rec({ title: 'UGREEN HDMI Splitter 1 in 4 Out, 4K@30Hz, Powered, Aluminium', brand: 'UGREEN', model: '40202', price: '₦32,000' }),
        rec({ title: 'HDMI SPLITTER 1X4 4K UGREEN 40202', model: '40202', price: '₦27,400' }),
        rec({ title: 'Ugreen 1x4 HDMI splitter, one source to four screens, new. Alaba', model: '40202', price: '₦25,000' }),
      ],
      [
        rec({ title: 'UGREEN HDMI Splitter 1 in 8 Out, 4K@30Hz, Powered, Rack Ears', brand: 'UGREEN', model: '40203', price: '₦68,000' }),
        rec({ title: 'HDMI SPLITTER 1X8 4K UGREEN 40203', model: '40203', price: '₦58,900' }),
        rec({ title: 'Ugreen 1x8 HDMI splitter for church/hall screens, new in box. Alaba', model: '40203', price: '₦55,000' }),
      ],
    ],
  },
  {
    // One maker's video doorbells: the battery model, the Plus and the wired Pro.
    kind: 'video doorbells by model',
    variants: [
      [
        rec({ title: 'Ring Battery Video Doorbell, 1080p HD Video, Head-to-Toe View, Wi-Fi, Satin Nickel', brand: 'Ring', model: 'Battery Doorbell', price: '£99.99' }),
        rec({ title: 'RING DOORBELL BATTERY 2024 SATIN NICKEL 8VRBPZ-0EU0', model: '8VRBPZ-0EU0', price: '£71.50' }),
        rec({ title: 'Ring battery video doorbell, used, moved house, comes with charging cable. Ilford', model: 'Battery Doorbell', price: '£45' }),
      ],
      [
        rec({ title: 'Ring Battery Video Doorbell Plus, 1536p Head-to-Toe HD+, Wi-Fi, Satin Nickel', brand: 'Ring', model: 'Battery Doorbell Plus', price: '£129.99' }),
        rec({ title: 'RING DOORBELL BATTERY PLUS SATIN NICKEL 8VRAS1-0EU0', model: '8VRAS1-0EU0', price: '£93.10' }),
        rec({ title: 'Ring battery doorbell plus, head to toe video, 6 months old. Ilford', model: 'Battery Doorbell Plus', price: '£65' }),
      ],
      [
        rec({ title: 'Ring Wired Doorbell Pro (Video Doorbell Pro 2), 1536p HD+, 3D Motion Detection', brand: 'Ring', model: 'Wired Doorbell Pro', price: '£229.99' }),
        rec({ title: 'RING DOORBELL PRO 2 WIRED 8VRCPZ-0EU0 C/W CHIME KIT', model: '8VRCPZ-0EU0', price: '£165.00' }),
        rec({ title: 'Ring doorbell pro 2, wired, needs transformer, perfect working order. Ilford', model: 'Doorbell Pro 2', price: '£110' }),
      ],
    ],
  },
  {
    // One maker's e-readers: the basic 6-inch, the Paperwhite and the Paperwhite Signature Edition.
    kind: 'e-readers by model',
    variants: [
      [
        rec({ title: 'Amazon Kindle (2022 release) 6" 300 ppi, 16 GB, with Ads, Black', brand: 'Amazon', model: 'Kindle 11th Gen', price: 'R2,299.00' }),
        rec({ title: 'AMAZON E-READER KINDLE 6IN 16GB BLK 11TH GEN (HS 8471.30)', model: 'KINDLE 11', price: 'USD 89.00' }),
        rec({ title: 'Amazon Kindle e-leser, 6 duim, 16 GB, 11de generasie, soos nuut. Stellenbosch', brand: 'Amazon', model: 'Kindle 11de gen', price: 'R1,500' }),
      ],
      [
        rec({ title: 'Amazon Kindle Paperwhite (16 GB) 6.8" Display, Adjustable Warm Light, Waterproof', brand: 'Amazon', model: 'Kindle Paperwhite 11th Gen', price: 'R3,799.00' }),
        rec({ title: 'AMAZON E-READER KINDLE PAPERWHITE 6.8IN 16GB (HS 8471.30)', model: 'PAPERWHITE 16GB', price: 'USD 139.00' }),
        rec({ title: 'Amazon Kindle Paperwhite e-leser, 6,8 duim, 16 GB, waterdig, met omslag. Stellenbosch', brand: 'Amazon', model: 'Paperwhite 16GB', price: 'R2,400' }),
      ],
      [
        rec({ title: 'Amazon Kindle Paperwhite Signature Edition (32 GB) 6.8", Wireless Charging, Auto-Adjusting Light', brand: 'Amazon', model: 'Kindle Paperwhite Signature Edition', price: 'R4,999.00' }),
        rec({ title: 'AMAZON E-READER KINDLE PAPERWHITE SIG ED 32GB WRLS CHG (HS 8471.30)', model: 'PAPERWHITE SE 32GB', price: 'USD 189.00' }),
        rec({ title: 'Amazon Kindle Paperwhite Signature Edition e-leser, 32 GB, draadlose laai, min gebruik. Stellenbosch', brand: 'Amazon', model: 'Paperwhite Signature 32GB', price: 'R3,300' }),
      ],
    ],
  },
];
