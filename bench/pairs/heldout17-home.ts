// Held-out pair set 17, product_home_goods (see bench/pairs/heldout17.ts): sleeping bags by temperature rating,
// camping tents by berth, LPG regulators by pressure and fitting, duvets by tog rating and size, ironing boards by
// size, jembe hoes by head weight, gumboots by size and height, and safety helmets by colour and harness; each as a
// shop, outdoor-store, hardware or agro-dealer title, a tender, PPE-stores or retailer-SKU line in caps, and a third
// source (a classified ad, a bill-of-quantities line, Swahili, Afrikaans, Yoruba, Dutch, German, Italian).
import { type Family, rec } from './heldout1-types.js';

export const HOME17: readonly Family[] = [
  {
    // One outdoor brand's mummy sleeping bags of one range by comfort rating: +10 °C, +5 °C and -2 °C.
    kind: 'sleeping bags by temperature rating',
    variants: [
      [
        rec({ title: 'Vango Nitestar Alpha 250 Mummy Sleeping Bag, Comfort +10°C, 2 Season' }),
        rec({ title: 'VANGO SLPBAG NITESTAR ALPHA 250 2SEAS (SKU 5023518-250)' }),
        rec({ title: 'Vango Nitestar Alpha 250 Schlafsack, Komfort 10 °C, einmal benutzt, Abholung Leipzig' }),
      ],
      [
        rec({ title: 'Vango Nitestar Alpha 350 Mummy Sleeping Bag, Comfort +5°C, 3 Season' }),
        rec({ title: 'VANGO SLPBAG NITESTAR ALPHA 350 3SEAS (SKU 5023518-350)' }),
        rec({ title: 'Vango Nitestar Alpha 350 Schlafsack, Komfort 5 °C, Drei-Jahreszeiten, Abholung Leipzig' }),
      ],
      [
        rec({ title: 'Vango Nitestar Alpha 500 Mummy Sleeping Bag, Comfort -2°C, 4 Season' }),
        rec({ title: 'VANGO SLPBAG NITESTAR ALPHA 500 4SEAS (SKU 5023518-500)' }),
        rec({ title: 'Vango Nitestar Alpha 500 Schlafsack, Komfort -2 °C, für Winter, Abholung Leipzig' }),
      ],
    ],
  },
  {
    // One brand's dome tents of one range: 2-, 3- and 4-person.
    kind: 'camping tents by berth',
    variants: [
      [
        rec({ title: 'Campmaster Dome 200 Tent, 2 Person, 2000mm Waterproof' }),
        rec({ title: 'CAMPMASTER TENT DOME 200 2P GRN EA' }),
        rec({ title: 'Campmaster Dome 200 tent, 2 persone, nog in sak, min gebruik. Bloemfontein' }),
      ],
      [
        rec({ title: 'Campmaster Dome 300 Tent, 3 Person, 2000mm Waterproof' }),
        rec({ title: 'CAMPMASTER TENT DOME 300 3P GRN EA' }),
        rec({ title: 'Campmaster Dome 300 tent, 3 persone, goeie toestand, min gebruik. Bloemfontein' }),
      ],
      [
        rec({ title: 'Campmaster Dome 400 Tent, 4 Person, 2000mm Waterproof' }),
        rec({ title: 'CAMPMASTER TENT DOME 400 4P GRN EA' }),
        rec({ title: 'Campmaster Dome 400 tent, 4 persone, gesinstent, goeie toestand. Bloemfontein' }),
      ],
    ],
  },
  {
    // One maker's LPG cylinder regulators: low-pressure 30 mbar clip-on, low-pressure 30 mbar screw-on and high-
    // pressure adjustable for burners.
    kind: 'LPG regulators by pressure and fitting',
    variants: [
      [
        rec({ title: 'Gasflo LPG Regulator 30mbar, 22mm Clip-On, for 12.5kg Cylinder' }),
        rec({ title: 'GASFLO REG LPG 30MBAR 22MM CLIP-ON EA' }),
        rec({ title: 'Ẹrọ regulator gaasi Gasflo 30mbar ti a tẹ mọ silinda (clip-on 22mm). Oshodi' }),
      ],
      [
        rec({ title: 'Gasflo LPG Regulator 30mbar, Screw-On (W20), for 6kg and 12.5kg Cylinders' }),
        rec({ title: 'GASFLO REG LPG 30MBAR SCREW W20 EA' }),
        rec({ title: 'Ẹrọ regulator gaasi Gasflo 30mbar ti a yi mọ silinda (screw W20). Oshodi' }),
      ],
      [
        rec({ title: 'Gasflo LPG High Pressure Regulator 0-2 bar Adjustable, with Gauge, for Burners' }),
        rec({ title: 'GASFLO REG LPG HP 0-2BAR ADJ C/W GAUGE EA' }),
        rec({ title: 'Ẹrọ regulator gaasi Gasflo high pressure 0-2 bar, fun ina suya ati buka. Oshodi' }),
      ],
    ],
  },
  {
    // One brand's hollowfibre duvets: 10.5 tog double, 10.5 tog king and 4.5 tog double.
    kind: 'duvets by tog rating and size',
    variants: [
      [
        rec({ title: 'Slumberdown Snuggle Duvet 10.5 Tog, Double' }),
        rec({ title: 'SLMBRDN DUVET SNUGGLE 10.5T DBL' }),
        rec({ title: 'Slumberdown Snuggle dekbed 10,5 tog, tweepersoons (200x200), nieuw in verpakking' }),
      ],
      [
        rec({ title: 'Slumberdown Snuggle Duvet 10.5 Tog, King Size' }),
        rec({ title: 'SLMBRDN DUVET SNUGGLE 10.5T KG' }),
        rec({ title: 'Slumberdown Snuggle dekbed 10,5 tog, kingsize (225x220), nieuw in verpakking' }),
      ],
      [
        rec({ title: 'Slumberdown Snuggle Duvet 4.5 Tog (Summer), Double' }),
        rec({ title: 'SLMBRDN DUVET SNUGGLE 4.5T DBL' }),
        rec({ title: 'Slumberdown Snuggle zomerdekbed 4,5 tog, tweepersoons (200x200), nieuw in verpakking' }),
      ],
    ],
  },
  {
    // One maker's ironing boards of one range by board size: 110 x 30, 124 x 38 and 130 x 45 cm.
    kind: 'ironing boards by size',
    variants: [
      [
        rec({ title: 'Foppapedretti Stiro Ironing Board, 110 x 30 cm, Steam Iron Rest' }),
        rec({ title: 'FOPPA IRONING BRD STIRO 110X30 (SKU 9902311)' }),
        rec({ title: 'Asse da stiro Foppapedretti Stiro, piano 110 x 30 cm, poggiaferro' }),
      ],
      [
        rec({ title: 'Foppapedretti Stiro Ironing Board, 124 x 38 cm, Steam Iron Rest' }),
        rec({ title: 'FOPPA IRONING BRD STIRO 124X38 (SKU 9902312)' }),
        rec({ title: 'Asse da stiro Foppapedretti Stiro, piano 124 x 38 cm, poggiaferro' }),
      ],
      [
        rec({ title: 'Foppapedretti Stiro Ironing Board, 130 x 45 cm, Steam Generator Rest' }),
        rec({ title: 'FOPPA IRONING BRD STIRO 130X45 SG (SKU 9902315)' }),
        rec({ title: 'Asse da stiro Foppapedretti Stiro, piano 130 x 45 cm, per ferro con caldaia' }),
      ],
    ],
  },
  {
    // One maker's forged hand hoes by head weight: 2 lb, 2.5 lb and 3 lb (handle not included).
    kind: 'jembe hoes by head weight',
    variants: [
      [
        rec({ title: 'Crocodile Jembe Hoe Head 2lb, Forged Steel, No Handle' }),
        rec({ title: 'CROCODILE HOE JEMBE 2LB HEAD ONLY X10 BDL' }),
        rec({ title: 'Jembe Crocodile ratili 2, bila mpini, chuma kigumu. Kariakoo' }),
      ],
      [
        rec({ title: 'Crocodile Jembe Hoe Head 2.5lb, Forged Steel, No Handle' }),
        rec({ title: 'CROCODILE HOE JEMBE 2.5LB HEAD ONLY X10 BDL' }),
        rec({ title: 'Jembe Crocodile ratili 2.5, bila mpini, chuma kigumu. Kariakoo' }),
      ],
      [
        rec({ title: 'Crocodile Jembe Hoe Head 3lb, Forged Steel, No Handle' }),
        rec({ title: 'CROCODILE HOE JEMBE 3LB HEAD ONLY X10 BDL' }),
        rec({ title: 'Jembe Crocodile ratili 3, bila mpini, la kulimia shamba gumu. Kariakoo' }),
      ],
    ],
  },
  {
    // One brand's PVC gumboots: knee-high size 8, knee-high size 9 and ankle-high size 8 (UK sizes).
    kind: 'gumboots by size and height',
    variants: [
      [
        rec({ title: 'Wellco Safari Gumboots, Knee High, Black, UK Size 8' }),
        rec({ title: 'WELLCO GUMBOOT KNEE BLK SZ8 PR' }),
        rec({ title: 'Gumboot za Wellco ndefu za goti, nyeusi, namba 8 (EU 42), mpya' }),
      ],
      [
        rec({ title: 'Wellco Safari Gumboots, Knee High, Black, UK Size 9' }),
        rec({ title: 'WELLCO GUMBOOT KNEE BLK SZ9 PR' }),
        rec({ title: 'Gumboot za Wellco ndefu za goti, nyeusi, namba 9 (EU 43), mpya' }),
      ],
      [
        rec({ title: 'Wellco Safari Gumboots, Ankle High, Black, UK Size 8' }),
        rec({ title: 'WELLCO GUMBOOT ANKLE BLK SZ8 PR' }),
        rec({ title: 'Gumboot za Wellco fupi za kifundo, nyeusi, namba 8 (EU 42), mpya' }),
      ],
    ],
  },
  {
    // One maker's industrial safety helmets: white with ratchet harness, yellow with ratchet harness and white with
    // pin-lock harness.
    kind: 'safety helmets by colour and harness',
    variants: [
      [
        rec({ title: 'Dromex Safety Hard Hat, White, Ratchet Harness, SANS 1397' }),
        rec({ title: 'DROMEX HARD HAT WHT RATCHET (PPE STORES 7710-204)' }),
        rec({ title: 'Safety helmet, HDPE, white, ratchet adjustment, to SANS 1397 — Dromex or equivalent, 40 No.' }),
      ],
      [
        rec({ title: 'Dromex Safety Hard Hat, Yellow, Ratchet Harness, SANS 1397' }),
        rec({ title: 'DROMEX HARD HAT YLW RATCHET (PPE STORES 7710-206)' }),
        rec({ title: 'Safety helmet, HDPE, yellow, ratchet adjustment, to SANS 1397 — Dromex or equivalent, 60 No.' }),
      ],
      [
        rec({ title: 'Dromex Safety Hard Hat, White, Pin-Lock Harness, SANS 1397' }),
        rec({ title: 'DROMEX HARD HAT WHT PINLOCK (PPE STORES 7710-201)' }),
        rec({ title: 'Safety helmet, HDPE, white, pin-lock adjustment, to SANS 1397 — Dromex or equivalent, 40 No.' }),
      ],
    ],
  },
];
