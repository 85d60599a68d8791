// Held-out pair set 12, product_home_goods (see bench/pairs/heldout12.ts): office chairs by back height and arms,
// motorcycle helmets by type and size, door lever handles by backplate, twin-and-earth cable by size and drum, cable
// ties by length and pack, and jerrycans by litres; each as an office-supplier, motor-parts or hardware title, a
// procurement-catalogue or electrical-wholesaler line in caps, and a third source (a classified ad, a bill of
// quantities line, Afrikaans, Swahili).
import { type Family, rec } from './heldout1-types.js';

export const HOME12: readonly Family[] = [
  {
    // Office chairs of one range: mesh mid-back with arms, mesh high-back with headrest, typist chair without arms.
    kind: 'office chairs by back height and arms',
    variants: [
      [
        rec({ title: 'Teknik Office Ergo Mesh Mid-Back Operator Chair with Fixed Arms, Black' }),
        rec({ title: 'CHAIR OPERATOR MESH MEDIUM BACK C/W ARMS BLK TEKNIK ERGO' }),
        rec({ title: 'Operator chair, mesh, medium back, gas lift, fixed arms, black — Teknik Ergo or equivalent, 30 No.' }),
      ],
      [
        rec({ title: 'Teknik Office Ergo Mesh High-Back Executive Chair with Headrest and Arms, Black' }),
        rec({ title: 'CHAIR EXECUTIVE MESH HIGH BACK C/W HEADREST ARMS BLK TEKNIK ERGO' }),
        rec({ title: 'Executive chair, mesh, high back with headrest, gas lift, arms, black — Teknik Ergo or equivalent, 4 No.' }),
      ],
      [
        rec({ title: 'Teknik Office Ergo Mesh Typist Chair without Arms, Black' }),
        rec({ title: 'CHAIR TYPIST MESH NO ARMS BLK TEKNIK ERGO' }),
        rec({ title: 'Typist chair, mesh back, gas lift, armless, black — Teknik Ergo or equivalent, 12 No.' }),
      ],
    ],
  },
  {
    // Motorcycle helmets of one maker: open face size M, open face size L, full face size M.
    kind: 'motorcycle helmets by type and size',
    variants: [
      [
        rec({ title: 'Vega Open Face Motorcycle Helmet with Visor, Size M (57-58cm), Black' }),
        rec({ title: 'VEGA HELMET OPEN FACE C/W VISOR BLK M' }),
        rec({ title: 'Kofia ngumu ya pikipiki Vega, uso wazi na kioo, saizi M, nyeusi' }),
      ],
      [
        rec({ title: 'Vega Open Face Motorcycle Helmet with Visor, Size L (59-60cm), Black' }),
        rec({ title: 'VEGA HELMET OPEN FACE C/W VISOR BLK L' }),
        rec({ title: 'Kofia ngumu ya pikipiki Vega, uso wazi na kioo, saizi L, nyeusi' }),
      ],
      [
        rec({ title: 'Vega Full Face Motorcycle Helmet, Size M (57-58cm), Black' }),
        rec({ title: 'VEGA HELMET FULL FACE BLK M' }),
        rec({ title: 'Kofia ngumu ya pikipiki Vega, kufunika uso wote, saizi M, nyeusi' }),
      ],
    ],
  },
  {
    // Lever handles on backplate of one range: lock (key hole), latch (no hole), bathroom (turn and release).
    kind: 'door lever handles by backplate',
    variants: [
      [
        rec({ title: 'Union Victorian Scroll Lever on Backplate, Lock (57mm key hole), Polished Brass, Pair' }),
        rec({ title: 'UNION LEVER/PLATE LOCK VIC SCROLL PB PR' }),
        rec({ title: 'Union Victoriaanse krulhandvatsel op rugplaat, slot met sleutelgat, gepoleerde koper, paar' }),
      ],
      [
        rec({ title: 'Union Victorian Scroll Lever on Backplate, Latch (no key hole), Polished Brass, Pair' }),
        rec({ title: 'UNION LEVER/PLATE LATCH VIC SCROLL PB PR' }),
        rec({ title: 'Union Victoriaanse krulhandvatsel op rugplaat, knip sonder sleutelgat, gepoleerde koper, paar' }),
      ],
      [
        rec({ title: 'Union Victorian Scroll Lever on Backplate, Bathroom (turn & release), Polished Brass, Pair' }),
        rec({ title: 'UNION LEVER/PLATE BATHROOM VIC SCROLL PB PR' }),
        rec({ title: 'Union Victoriaanse krulhandvatsel op rugplaat, badkamer met draaiknop, gepoleerde koper, paar' }),
      ],
    ],
  },
  {
    // Flat twin-and-earth cable of one maker: 2.5 mm² 100 m, 1.5 mm² 100 m, 2.5 mm² 50 m.
    kind: 'twin-and-earth cable by size and drum',
    variants: [
      [
        rec({ title: 'Prysmian 6242Y Twin & Earth Cable 2.5mm² Grey, 100m Drum' }),
        rec({ title: '6242Y T&E 2.5MM GREY 100M DRUM PRYSMIAN' }),
        rec({ title: 'Cable, PVC flat twin and earth, 2.5 mm², grey (6242Y) — Prysmian or equivalent, 4 drums of 100 m' }),
      ],
      [
        rec({ title: 'Prysmian 6242Y Twin & Earth Cable 1.5mm² Grey, 100m Drum' }),
        rec({ title: '6242Y T&E 1.5MM GREY 100M DRUM PRYSMIAN' }),
        rec({ title: 'Cable, PVC flat twin and earth, 1.5 mm², grey (6242Y) — Prysmian or equivalent, 4 drums of 100 m' }),
      ],
      [
        rec({ title: 'Prysmian 6242Y Twin & Earth Cable 2.5mm² Grey, 50m Drum' }),
        rec({ title: '6242Y T&E 2.5MM GREY 50M DRUM PRYSMIAN' }),
        rec({ title: 'Cable, PVC flat twin and earth, 2.5 mm², grey (6242Y) — Prysmian or equivalent, 6 drums of 50 m' }),
      ],
    ],
  },
  {
    // Nylon cable ties of one maker: 200 x 4.8 mm black, 300 x 4.8 mm black, 200 x 4.8 mm natural.
    kind: 'cable ties by length and colour',
    variants: [
      [
        rec({ title: 'Hellermann Cable Ties 200mm x 4.8mm, Black UV-Resistant, Pack of 100' }),
        rec({ title: 'HELLERMANN C/TIE 200X4.8 BLK UV PK100' }),
        rec({ title: 'Vifungo vya nyaya Hellermann mm 200 x 4.8, vyeusi, pakiti ya 100' }),
      ],
      [
        rec({ title: 'Hellermann Cable Ties 300mm x 4.8mm, Black UV-Resistant, Pack of 100' }),
        rec({ title: 'HELLERMANN C/TIE 300X4.8 BLK UV PK100' }),
        rec({ title: 'Vifungo vya nyaya Hellermann mm 300 x 4.8, vyeusi, pakiti ya 100' }),
      ],
      [
        rec({ title: 'Hellermann Cable Ties 200mm x 4.8mm, Natural (Clear), Pack of 100' }),
        rec({ title: 'HELLERMANN C/TIE 200X4.8 NAT PK100' }),
        rec({ title: 'Vifungo vya nyaya Hellermann mm 200 x 4.8, rangi asili, pakiti ya 100' }),
      ],
    ],
  },
  {
    // Plastic jerrycans of one moulder: 20 L, 25 L, 10 L (all yellow, screw cap).
    kind: 'plastic jerrycans by litres',
    variants: [
      [
        rec({ title: 'Kenpoly Jerrycan 20 Litres, Yellow, with Screw Cap' }),
        rec({ title: 'KENPOLY JERRICAN 20LTR YLW' }),
        rec({ title: 'Mtungi wa plastiki Kenpoly lita 20, njano, na kifuniko' }),
      ],
      [
        rec({ title: 'Kenpoly Jerrycan 25 Litres, Yellow, with Screw Cap' }),
        rec({ title: 'KENPOLY JERRICAN 25LTR YLW' }),
        rec({ title: 'Mtungi wa plastiki Kenpoly lita 25, njano, na kifuniko' }),
      ],
      [
        rec({ title: 'Kenpoly Jerrycan 10 Litres, Yellow, with Screw Cap' }),
        rec({ title: 'KENPOLY JERRICAN 10LTR YLW' }),
        rec({ title: 'Mtungi wa plastiki Kenpoly lita 10, njano, na kifuniko' }),
      ],
    ],
  },
];
