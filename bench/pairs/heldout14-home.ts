// Held-out pair set 14, product_home_goods (see bench/pairs/heldout14.ts): ukuleles by size, hex dumbbells by weight,
// flea-and-tick spot-on for dogs by weight band, magnetic whiteboards by size, straight office desks by width, and
// disc brake pads by caliper; each as a music, sports, pet, office-supplier or cycle-shop title, a procurement,
// veterinary-wholesaler or stock line in caps, and a third source (a classified ad, a bill-of-quantities line,
// German, Afrikaans, Swahili).
import { type Family, rec } from './heldout1-types.js';

export const HOME14: readonly Family[] = [
  {
    // One maker's laminate ukuleles of one series: soprano, concert and tenor.
    kind: 'ukuleles by size',
    variants: [
      [
        rec({ title: 'Mahalo MR1 Rainbow Series Soprano Ukulele, Natural, with Gig Bag' }),
        rec({ title: 'UKULELE MAHALO MR1 SOPRANO NAT C/W BAG' }),
        rec({ title: 'Mahalo soprano ukulele MR1, natural colour, with bag, used for 1 term at school. Rondebosch' }),
      ],
      [
        rec({ title: 'Mahalo MR2 Rainbow Series Concert Ukulele, Natural, with Gig Bag' }),
        rec({ title: 'UKULELE MAHALO MR2 CONCERT NAT C/W BAG' }),
        rec({ title: 'Mahalo concert ukulele MR2, natural colour, with bag, hardly played. Rondebosch' }),
      ],
      [
        rec({ title: 'Mahalo MR3 Rainbow Series Tenor Ukulele, Natural, with Gig Bag' }),
        rec({ title: 'UKULELE MAHALO MR3 TENOR NAT C/W BAG' }),
        rec({ title: 'Mahalo tenor ukulele MR3, natural, bag included, good condition. Rondebosch' }),
      ],
    ],
  },
  {
    // Rubber hex dumbbells of one range, sold in pairs: 5 kg, 7.5 kg and 10 kg.
    kind: 'hex dumbbells by weight',
    variants: [
      [
        rec({ title: 'Rubber Hex Dumbbells 5kg Pair, Chrome Handle, Home Gym' }),
        rec({ title: 'DUMBBELL HEX RUBBER 5KG PR' }),
        rec({ title: 'Hex dumbbells 2 x 5kg, rubber coated, almost new, Kilimani. Call or WhatsApp' }),
      ],
      [
        rec({ title: 'Rubber Hex Dumbbells 7.5kg Pair, Chrome Handle, Home Gym' }),
        rec({ title: 'DUMBBELL HEX RUBBER 7,5KG PR' }),
        rec({ title: 'Hex dumbbells 2 x 7.5kg, rubber coated, like new, Kilimani. Call or WhatsApp' }),
      ],
      [
        rec({ title: 'Rubber Hex Dumbbells 10kg Pair, Chrome Handle, Home Gym' }),
        rec({ title: 'DUMBBELL HEX RUBBER 10KG PR' }),
        rec({ title: 'Hex dumbbells 2 x 10kg, rubber coated, good condition, Kilimani. Call or WhatsApp' }),
      ],
    ],
  },
  {
    // One maker's spot-on for dogs, by weight band: small, medium and large dog, three pipettes each.
    kind: 'flea-and-tick spot-on for dogs by weight band',
    variants: [
      [
        rec({ title: 'Frontline Plus Spot On for Small Dogs 2-10kg, 3 Pipettes' }),
        rec({ title: 'FRONTLINE PLUS DOG S 2-10KG 3PIP' }),
        rec({ title: 'Frontline Plus vir klein honde 2 tot 10 kg, 3 pipette' }),
      ],
      [
        rec({ title: 'Frontline Plus Spot On for Medium Dogs 10-20kg, 3 Pipettes' }),
        rec({ title: 'FRONTLINE PLUS DOG M 10-20KG 3PIP' }),
        rec({ title: 'Frontline Plus vir medium honde 10 tot 20 kg, 3 pipette' }),
      ],
      [
        rec({ title: 'Frontline Plus Spot On for Large Dogs 20-40kg, 3 Pipettes' }),
        rec({ title: 'FRONTLINE PLUS DOG L 20-40KG 3PIP' }),
        rec({ title: 'Frontline Plus vir groot honde 20 tot 40 kg, 3 pipette' }),
      ],
    ],
  },
  {
    // Magnetic drywipe boards of one range in an aluminium frame: 900x600, 1200x900 and 1800x1200.
    kind: 'magnetic whiteboards by size',
    variants: [
      [
        rec({ title: 'Bi-Office Magnetic Whiteboard 900 x 600mm, Aluminium Frame, Pen Tray' }),
        rec({ title: 'WHITEBOARD MAGNETIC 900X600 ALU FRAME BI-OFFICE EA' }),
        rec({ title: 'Whiteboard, magnetic, drywipe, aluminium frame, 900 x 600 mm, wall mounted — Bi-Office or equivalent, 20 No.' }),
      ],
      [
        rec({ title: 'Bi-Office Magnetic Whiteboard 1200 x 900mm, Aluminium Frame, Pen Tray' }),
        rec({ title: 'WHITEBOARD MAGNETIC 1200X900 ALU FRAME BI-OFFICE EA' }),
        rec({ title: 'Whiteboard, magnetic, drywipe, aluminium frame, 1200 x 900 mm, wall mounted — Bi-Office or equivalent, 14 No.' }),
      ],
      [
        rec({ title: 'Bi-Office Magnetic Whiteboard 1800 x 1200mm, Aluminium Frame, Pen Tray' }),
        rec({ title: 'WHITEBOARD MAGNETIC 1800X1200 ALU FRAME BI-OFFICE EA' }),
        rec({ title: 'Whiteboard, magnetic, drywipe, aluminium frame, 1800 x 1200 mm, wall mounted — Bi-Office or equivalent, 8 No.' }),
      ],
    ],
  },
  {
    // Straight desks of one office range, 800 mm deep, by width: 1200, 1400 and 1600 mm.
    kind: 'straight office desks by width',
    variants: [
      [
        rec({ title: 'Kestrel Straight Office Desk 1200 x 800mm, Beech Top, White Cantilever Legs' }),
        rec({ title: 'DESK STRAIGHT 1200X800 BEECH/WHT KESTREL' }),
        rec({ title: 'Office desk, straight, 1200 mm wide x 800 mm deep, beech top, white steel frame — Kestrel or equivalent, 25 No.' }),
      ],
      [
        rec({ title: 'Kestrel Straight Office Desk 1400 x 800mm, Beech Top, White Cantilever Legs' }),
        rec({ title: 'DESK STRAIGHT 1400X800 BEECH/WHT KESTREL' }),
        rec({ title: 'Office desk, straight, 1400 mm wide x 800 mm deep, beech top, white steel frame — Kestrel or equivalent, 12 No.' }),
      ],
      [
        rec({ title: 'Kestrel Straight Office Desk 1600 x 800mm, Beech Top, White Cantilever Legs' }),
        rec({ title: 'DESK STRAIGHT 1600X800 BEECH/WHT KESTREL' }),
        rec({ title: 'Office desk, straight, 1600 mm wide x 800 mm deep, beech top, white steel frame — Kestrel or equivalent, 4 No.' }),
      ],
    ],
  },
  {
    // One maker's disc brake pads, resin compound, by the caliper they fit.
    kind: 'disc brake pads by caliper',
    variants: [
      [
        rec({ title: 'Shimano B01S Resin Disc Brake Pads for MT200 / Deore 2-Piston Calipers' }),
        rec({ title: 'BRAKE PAD SHIMANO B01S RESIN PR' }),
        rec({ title: 'Shimano B01S Scheibenbremsbeläge Resin, für MT200 und Deore Zweikolben' }),
      ],
      [
        rec({ title: 'Shimano B03S Resin Disc Brake Pads for Mechanical and Older Deore Calipers' }),
        rec({ title: 'BRAKE PAD SHIMANO B03S RESIN PR' }),
        rec({ title: 'Shimano B03S Scheibenbremsbeläge Resin, für mechanische Sättel' }),
      ],
      [
        rec({ title: 'Shimano D03S Resin Disc Brake Pads for Deore / SLX 4-Piston Calipers' }),
        rec({ title: 'BRAKE PAD SHIMANO D03S RESIN 4POT PR' }),
        rec({ title: 'Shimano D03S Scheibenbremsbeläge Resin, für Vierkolben-Sättel Deore und SLX' }),
      ],
    ],
  },
];
