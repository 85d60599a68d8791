// Held-out pair set 13, product_electronics (see bench/pairs/heldout13.ts): network video recorders by channel count,
// Wi-Fi access points by model, electronic drum kits by model, label printers by model, guitar effects pedals by
// circuit, desk IP phones by model, biometric attendance terminals by model, and studio headphones by model; each as
// a shop or marketplace title, a procurement-catalogue, customs or distributor line in caps, and a third source (a
// classified ad, a tender line "… or equivalent", French, Dutch, Swahili).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS13: readonly Family[] = [
  {
    // One maker's compact NVRs: 4, 8 and 16 channels.
    kind: 'network video recorders by channel count',
    variants: [
      [
        rec({ title: 'Hikvision DS-7604NI-K1/4P 4-Channel NVR with 4 PoE Ports, 1 SATA, 4K Output', brand: 'Hikvision', model: 'DS-7604NI-K1/4P', price: '₦98,500' }),
        rec({ title: 'NVR 4CH POE HIKVISION DS7604NIK1/4P (HS 8521.90)', model: 'DS7604NIK1/4P', price: 'USD 71.00' }),
        rec({ title: 'Network video recorder, 4 channel, 4 x PoE, 1 HDD bay — Hikvision DS-7604NI-K1/4P or equivalent, 3 No.', model: 'DS-7604NI-K1/4P' }),
      ],
      [
        rec({ title: 'Hikvision DS-7608NI-K2/8P 8-Channel NVR with 8 PoE Ports, 2 SATA, 4K Output', brand: 'Hikvision', model: 'DS-7608NI-K2/8P', price: '₦176,000' }),
        rec({ title: 'NVR 8CH POE HIKVISION DS7608NIK2/8P (HS 8521.90)', model: 'DS7608NIK2/8P', price: 'USD 128.00' }),
        rec({ title: 'Network video recorder, 8 channel, 8 x PoE, 2 HDD bays — Hikvision DS-7608NI-K2/8P or equivalent, 2 No.', model: 'DS-7608NI-K2/8P' }),
      ],
      [
        rec({ title: 'Hikvision DS-7616NI-K2/16P 16-Channel NVR with 16 PoE Ports, 2 SATA, 4K Output', brand: 'Hikvision', model: 'DS-7616NI-K2/16P', price: '₦298,000' }),
        rec({ title: 'NVR 16CH POE HIKVISION DS7616NIK2/16P (HS 8521.90)', model: 'DS7616NIK2/16P', price: 'USD 219.00' }),
        rec({ title: 'Network video recorder, 16 channel, 16 x PoE, 2 HDD bays — Hikvision DS-7616NI-K2/16P or equivalent, 1 No.', model: 'DS-7616NI-K2/16P' }),
      ],
    ],
  },
  {
    // Ceiling Wi-Fi 6 access points of one range: the Lite, the Pro and the Long-Range.
    kind: 'Wi-Fi access points by model',
    variants: [
      [
        rec({ title: 'Ubiquiti UniFi U6 Lite Wi-Fi 6 Access Point, Dual-Band, PoE, Ceiling Mount', brand: 'Ubiquiti', model: 'U6-Lite', price: 'KSh 16,500' }),
        rec({ title: 'UBNT ACCESS POINT WIFI6 U6LITE POE (NO INJECTOR)', model: 'U6LITE', price: 'KSh 14,900' }),
        rec({ title: 'UniFi U6 Lite AP, used 6 months, works perfect, with bracket. Westlands', model: 'U6 Lite', price: 'KSh 9,000' }),
      ],
      [
        rec({ title: 'Ubiquiti UniFi U6 Pro Wi-Fi 6 Access Point, 4x4 MU-MIMO, PoE, Ceiling Mount', brand: 'Ubiquiti', model: 'U6-Pro', price: 'KSh 29,000' }),
        rec({ title: 'UBNT ACCESS POINT WIFI6 U6PRO POE (NO INJECTOR)', model: 'U6PRO', price: 'KSh 26,400' }),
        rec({ title: 'UniFi U6 Pro AP, used, clean, with bracket. Westlands', model: 'U6 Pro', price: 'KSh 17,000' }),
      ],
      [
        rec({ title: 'Ubiquiti UniFi U6 Long-Range Wi-Fi 6 Access Point, 4x4 Downlink, PoE, Ceiling Mount', brand: 'Ubiquiti', model: 'U6-LR', price: 'KSh 27,500' }),
        rec({ title: 'UBNT ACCESS POINT WIFI6 U6LR LONG RANGE POE', model: 'U6LR', price: 'KSh 24,800' }),
        rec({ title: 'UniFi U6 LR long range AP, barely used, bracket included. Westlands', model: 'U6 LR', price: 'KSh 16,000' }),
      ],
    ],
  },
  {
    // One maker's compact electronic kits: the mesh-head TD-07KV, the TD-07DMK, and the entry TD-1DMK.
    kind: 'electronic drum kits by model',
    variants: [
      [
        rec({ title: 'Roland TD-07KV V-Drums Electronic Drum Kit with Mesh Snare and Toms, Kick Pad', brand: 'Roland', model: 'TD-07KV', price: '£899.00' }),
        rec({ title: 'ROLAND E-DRUM KIT TD07KV MESH (HS 9207.90) 1 CTN', model: 'TD07KV', price: 'EUR 820.00' }),
        rec({ title: 'Roland TD-07KV elektronisch drumstel, mesh heads, nauwelijks gebruikt, ophalen Utrecht', brand: 'Roland', model: 'TD 07KV', price: '€ 650' }),
      ],
      [
        rec({ title: 'Roland TD-07DMK V-Drums Electronic Drum Kit, Double-Mesh Pads, Compact Stand', brand: 'Roland', model: 'TD-07DMK', price: '£749.00' }),
        rec({ title: 'ROLAND E-DRUM KIT TD07DMK DBL MESH (HS 9207.90) 1 CTN', model: 'TD07DMK', price: 'EUR 679.00' }),
        rec({ title: 'Roland TD-07DMK elektronisch drumstel, dubbele mesh pads, z.g.a.n., ophalen Utrecht', brand: 'Roland', model: 'TD 07DMK', price: '€ 520' }),
      ],
      [
        rec({ title: 'Roland TD-1DMK V-Drums Electronic Drum Kit, Mesh Pads, Entry Level', brand: 'Roland', model: 'TD-1DMK', price: '£599.00' }),
        rec({ title: 'ROLAND E-DRUM KIT TD1DMK MESH (HS 9207.90) 1 CTN', model: 'TD1DMK', price: 'EUR 545.00' }),
        rec({ title: 'Roland TD-1DMK elektronisch drumstel, mesh, in goede staat, ophalen Utrecht', brand: 'Roland', model: 'TD 1DMK', price: '€ 400' }),
      ],
    ],
  },
  {
    // Handheld tape label printers of one maker: the basic H110, the electrician's E110, the desktop D210.
    kind: 'label printers by model',
    variants: [
      [
        rec({ title: 'Brother P-touch PT-H110 Handheld Label Printer, 12mm TZe Tape, QWERTY', brand: 'Brother', model: 'PT-H110', price: '£29.99' }),
        rec({ title: 'LABEL PRINTER BROTHER PTH110 HANDHELD 12MM EA', model: 'PTH110', price: '£22.40' }),
        rec({ title: 'Étiqueteuse portable Brother P-touch PT-H110, ruban TZe 12 mm', brand: 'Brother', model: 'PT-H110', price: '34,90 €' }),
      ],
      [
        rec({ title: 'Brother P-touch PT-E110 Handheld Industrial Label Printer with Case, 12mm TZe Tape', brand: 'Brother', model: 'PT-E110VP', price: '£49.99' }),
        rec({ title: 'LABEL PRINTER BROTHER PTE110VP ELECTRICAL C/W CASE EA', model: 'PTE110VP', price: '£38.10' }),
        rec({ title: 'Étiqueteuse électricien Brother P-touch PT-E110VP avec mallette, ruban TZe 12 mm', brand: 'Brother', model: 'PT-E110VP', price: '59,90 €' }),
      ],
      [
        rec({ title: 'Brother P-touch PT-D210 Desktop Label Printer, 12mm TZe Tape, QWERTY Keyboard', brand: 'Brother', model: 'PT-D210', price: '£34.99' }),
        rec({ title: 'LABEL PRINTER BROTHER PTD210 DESKTOP 12MM EA', model: 'PTD210', price: '£26.80' }),
        rec({ title: 'Étiqueteuse de bureau Brother P-touch PT-D210, clavier, ruban TZe 12 mm', brand: 'Brother', model: 'PT-D210', price: '39,90 €' }),
      ],
    ],
  },
  {
    // Compact pedals of one maker: a distortion, an overdrive and a blues overdrive.
    kind: 'guitar effects pedals by circuit',
    variants: [
      [
        rec({ title: 'BOSS DS-1 Distortion Guitar Effects Pedal, Orange', brand: 'BOSS', model: 'DS-1', price: 'R1,299.00' }),
        rec({ title: 'BOSS PEDAL DISTORTION DS1 ORANGE', model: 'DS1', price: 'R1,050.00' }),
        rec({ title: 'Boss DS1 distortion pedal, the orange one, works 100%, no box. Braamfontein', model: 'DS 1', price: 'R650' }),
      ],
      [
        rec({ title: 'BOSS SD-1 Super OverDrive Guitar Effects Pedal, Yellow', brand: 'BOSS', model: 'SD-1', price: 'R1,399.00' }),
        rec({ title: 'BOSS PEDAL OVERDRIVE SD1 SUPER YELLOW', model: 'SD1', price: 'R1,120.00' }),
        rec({ title: 'Boss SD1 super overdrive, yellow, some scratches, sounds great. Braamfontein', model: 'SD 1', price: 'R700' }),
      ],
      [
        rec({ title: 'BOSS BD-2 Blues Driver Guitar Effects Pedal, Blue', brand: 'BOSS', model: 'BD-2', price: 'R2,199.00' }),
        rec({ title: 'BOSS PEDAL OVERDRIVE BD2 BLUES DRIVER BLUE', model: 'BD2', price: 'R1,760.00' }),
        rec({ title: 'Boss BD2 blues driver, blue, mint with box. Braamfontein', model: 'BD 2', price: 'R1,300' }),
      ],
    ],
  },
  {
    // Desk IP phones of one maker: the 2-line T31P, the colour-screen T33G, and the 16-line T46U.
    kind: 'desk IP phones by model',
    variants: [
      [
        rec({ title: 'Yealink SIP-T31P Entry-Level IP Phone, 2 Lines, PoE, HD Voice', brand: 'Yealink', model: 'SIP-T31P', price: 'GH₵ 780.00' }),
        rec({ title: 'IP PHONE YEALINK T31P 2LINE POE C/W PSU', model: 'T31P', price: 'GH₵ 690.00' }),
        rec({ title: 'IP telephone set, 2 SIP lines, PoE, HD voice — Yealink SIP-T31P or equivalent, 40 No.', model: 'SIP-T31P' }),
      ],
      [
        rec({ title: 'Yealink SIP-T33G IP Phone, 4 Lines, 2.4" Colour Screen, Gigabit, PoE', brand: 'Yealink', model: 'SIP-T33G', price: 'GH₵ 1,150.00' }),
        rec({ title: 'IP PHONE YEALINK T33G 4LINE COLOUR GIGABIT POE', model: 'T33G', price: 'GH₵ 1,020.00' }),
        rec({ title: 'IP telephone set, 4 SIP lines, colour screen, gigabit, PoE — Yealink SIP-T33G or equivalent, 15 No.', model: 'SIP-T33G' }),
      ],
      [
        rec({ title: 'Yealink SIP-T46U Gigabit IP Phone, 16 Lines, 4.3" Colour Screen, Dual USB', brand: 'Yealink', model: 'SIP-T46U', price: 'GH₵ 1,890.00' }),
        rec({ title: 'IP PHONE YEALINK T46U 16LINE COLOUR GIGABIT USB', model: 'T46U', price: 'GH₵ 1,700.00' }),
        rec({ title: 'IP telephone set, 16 SIP lines, 4.3 inch colour screen, gigabit, USB — Yealink SIP-T46U or equivalent, 5 No.', model: 'SIP-T46U' }),
      ],
    ],
  },
  {
    // Time-attendance terminals of one maker: fingerprint K40, fingerprint-and-face MB160, face-and-palm SpeedFace.
    kind: 'biometric attendance terminals by model',
    variants: [
      [
        rec({ title: 'ZKTeco K40 Fingerprint Time Attendance and Access Control Terminal, TCP/IP, USB', brand: 'ZKTeco', model: 'K40', price: '₦95,000' }),
        rec({ title: 'BIOMETRIC T&A ZKTECO K40 FP TCP/IP', model: 'K40', price: 'USD 68.00' }),
        rec({ title: 'ZKTeco K40 fingerprint clock-in machine, office relocation sale, working. Yaba', model: 'K-40', price: '₦55,000' }),
      ],
      [
        rec({ title: 'ZKTeco MB160 Multi-Biometric Time Attendance Terminal, Face and Fingerprint, TCP/IP', brand: 'ZKTeco', model: 'MB160', price: '₦165,000' }),
        rec({ title: 'BIOMETRIC T&A ZKTECO MB160 FACE+FP TCP/IP', model: 'MB160', price: 'USD 118.00' }),
        rec({ title: 'ZKTeco MB160 face and finger attendance machine, used, working fine. Yaba', model: 'MB-160', price: '₦95,000' }),
      ],
      [
        rec({ title: 'ZKTeco SpeedFace-V5L Visible-Light Face and Palm Recognition Terminal, Wi-Fi', brand: 'ZKTeco', model: 'SpeedFace-V5L', price: '₦410,000' }),
        rec({ title: 'BIOMETRIC T&A ZKTECO SPEEDFACE V5L FACE+PALM WIFI', model: 'SPEEDFACEV5L', price: 'USD 295.00' }),
        rec({ title: 'ZKTeco Speedface V5L face and palm terminal, used 1 year, clean. Yaba', model: 'Speedface V5L', price: '₦260,000' }),
      ],
    ],
  },
  {
    // Closed-back studio headphones of one range: the M20x, the M40x and the M50x.
    kind: 'studio headphones by model',
    variants: [
      [
        rec({ title: 'Audio-Technica ATH-M20x Professional Studio Monitor Headphones, Black', brand: 'Audio-Technica', model: 'ATH-M20x', price: 'KSh 8,500' }),
        rec({ title: 'AUDIO TECHNICA HEADPHONE STUDIO ATHM20X BLK', model: 'ATHM20X', price: 'KSh 7,600' }),
        rec({ title: 'Headphones za studio Audio-Technica ATH-M20x, nyeusi, mpya', brand: 'Audio-Technica', model: 'ATH M20x', price: 'KSh 8,200' }),
      ],
      [
        rec({ title: 'Audio-Technica ATH-M40x Professional Studio Monitor Headphones, Detachable Cables, Black', brand: 'Audio-Technica', model: 'ATH-M40x', price: 'KSh 16,500' }),
        rec({ title: 'AUDIO TECHNICA HEADPHONE STUDIO ATHM40X BLK', model: 'ATHM40X', price: 'KSh 14,900' }),
        rec({ title: 'Headphones za studio Audio-Technica ATH-M40x, nyeusi, nyaya zinazotoka', brand: 'Audio-Technica', model: 'ATH M40x', price: 'KSh 16,000' }),
      ],
      [
        rec({ title: 'Audio-Technica ATH-M50x Professional Studio Monitor Headphones, Detachable Cables, Black', brand: 'Audio-Technica', model: 'ATH-M50x', price: 'KSh 24,000' }),
        rec({ title: 'AUDIO TECHNICA HEADPHONE STUDIO ATHM50X BLK', model: 'ATHM50X', price: 'KSh 21,500' }),
        rec({ title: 'Headphones za studio Audio-Technica ATH-M50x, nyeusi, nyaya zinazotoka', brand: 'Audio-Technica', model: 'ATH M50x', price: 'KSh 23,500' }),
      ],
    ],
  },
];
