// Held-out pair set 11, product_home_goods (see bench/pairs/heldout11.ts): PVC pressure-pipe elbows by size and
// angle, mortice locks by lever count, aluminium ladders by steps, paint rollers by width and nap, plastic buckets by
// litres and lid, and masking tape by width; each as a hardware-store or marketplace title, a builders'-merchant
// price-list or invoice line in caps with box counts, and a third source (a bill of quantities line, Afrikaans,
// Swahili, French).
import { type Family, rec } from './heldout1-types.js';

export const HOME11: readonly Family[] = [
  {
    // PVC pressure-pipe elbows of one maker: 20 mm 90°, 25 mm 90°, 20 mm 45°.
    kind: 'PVC pipe elbows by size and angle',
    variants: [
      [
        rec({ title: 'Marley PVC Pressure Elbow 90° 20mm, Solvent Weld, Class 16' }),
        rec({ title: 'MARLEY PVC ELBOW 90DEG 20MM SW X50' }),
        rec({ title: 'Marley PVC-drukpyp elmboog 90 grade, 20 mm, oplosmiddelsweis' }),
      ],
      [
        rec({ title: 'Marley PVC Pressure Elbow 90° 25mm, Solvent Weld, Class 16' }),
        rec({ title: 'MARLEY PVC ELBOW 90DEG 25MM SW X40' }),
        rec({ title: 'Marley PVC-drukpyp elmboog 90 grade, 25 mm, oplosmiddelsweis' }),
      ],
      [
        rec({ title: 'Marley PVC Pressure Elbow 45° 20mm, Solvent Weld, Class 16' }),
        rec({ title: 'MARLEY PVC ELBOW 45DEG 20MM SW X50' }),
        rec({ title: 'Marley PVC-drukpyp elmboog 45 grade, 20 mm, oplosmiddelsweis' }),
      ],
    ],
  },
  {
    // Mortice sashlocks of one maker: 2-lever, 3-lever, and the 5-lever deadlock.
    kind: 'mortice locks by lever count',
    variants: [
      [
        rec({ title: 'Union 2-Lever Mortice Sashlock 64mm (2.5"), Satin Chrome Finish' }),
        rec({ title: 'UNION SASHLOCK 2LEV 64MM SC' }),
        rec({ title: 'Sashlock, mortice, 2 lever, 64 mm case, satin chrome, complete with keys: 12 No.' }),
      ],
      [
        rec({ title: 'Union 3-Lever Mortice Sashlock 64mm (2.5"), Satin Chrome Finish' }),
        rec({ title: 'UNION SASHLOCK 3LEV 64MM SC' }),
        rec({ title: 'Sashlock, mortice, 3 lever, 64 mm case, satin chrome, complete with keys: 12 No.' }),
      ],
      [
        rec({ title: 'Union 5-Lever Mortice Deadlock 64mm (2.5"), BS3621, Satin Chrome Finish' }),
        rec({ title: 'UNION DEADLOCK 5LEV BS3621 64MM SC' }),
        rec({ title: 'Deadlock, mortice, 5 lever to BS 3621, 64 mm case, satin chrome: 12 No.' }),
      ],
    ],
  },
  {
    // Aluminium step ladders of one maker: 5 steps, 7 steps, 5-step double-sided.
    kind: 'aluminium step ladders by steps and sides',
    variants: [
      [
        rec({ title: 'Eco Aluminium Step Ladder 5 Step, 150kg Load, Non-Slip Feet' }),
        rec({ title: 'ECO ALU LADDER STEP 5 TREAD' }),
        rec({ title: 'Ngazi ya aluminiamu hatua 5, hubeba kilo 150' }),
      ],
      [
        rec({ title: 'Eco Aluminium Step Ladder 7 Step, 150kg Load, Non-Slip Feet' }),
        rec({ title: 'ECO ALU LADDER STEP 7 TREAD' }),
        rec({ title: 'Ngazi ya aluminiamu hatua 7, hubeba kilo 150' }),
      ],
      [
        rec({ title: 'Eco Aluminium Double-Sided Step Ladder 5+5 Step, 150kg Load' }),
        rec({ title: 'ECO ALU LADDER DBL SIDED 5+5 TREAD' }),
        rec({ title: 'Ngazi ya aluminiamu pande mbili hatua 5+5, hubeba kilo 150' }),
      ],
    ],
  },
  {
    // Paint rollers of one maker: 225 mm medium pile, 225 mm long pile, 150 mm medium pile.
    kind: 'paint rollers by width and pile',
    variants: [
      [
        rec({ title: 'Harris Essentials Paint Roller 9" (225mm) Medium Pile, with Frame' }),
        rec({ title: 'HARRIS ROLLER 9IN MED PILE C/W FRAME' }),
        rec({ title: 'Rouleau à peinture Harris 225 mm, poils moyens, avec monture' }),
      ],
      [
        rec({ title: 'Harris Essentials Paint Roller 9" (225mm) Long Pile for Rough Surfaces, with Frame' }),
        rec({ title: 'HARRIS ROLLER 9IN LONG PILE C/W FRAME' }),
        rec({ title: 'Rouleau à peinture Harris 225 mm, poils longs pour surfaces rugueuses, avec monture' }),
      ],
      [
        rec({ title: 'Harris Essentials Paint Roller 6" (150mm) Medium Pile, with Frame' }),
        rec({ title: 'HARRIS ROLLER 6IN MED PILE C/W FRAME' }),
        rec({ title: 'Rouleau à peinture Harris 150 mm, poils moyens, avec monture' }),
      ],
    ],
  },
  {
    // Plastic buckets of one moulder: 10 L with lid, 20 L with lid, 10 L without lid.
    kind: 'plastic buckets by litres and lid',
    variants: [
      [
        rec({ title: 'Kenpoly Bucket 10 Litre with Lid, Heavy Duty, Blue' }),
        rec({ title: 'KENPOLY BUCKET 10LT C/W LID BLUE X12' }),
        rec({ title: 'Ndoo ya Kenpoly lita 10 yenye mfuniko, bluu' }),
      ],
      [
        rec({ title: 'Kenpoly Bucket 20 Litre with Lid, Heavy Duty, Blue' }),
        rec({ title: 'KENPOLY BUCKET 20LT C/W LID BLUE X6' }),
        rec({ title: 'Ndoo ya Kenpoly lita 20 yenye mfuniko, bluu' }),
      ],
      [
        rec({ title: 'Kenpoly Bucket 10 Litre, Open Top (No Lid), Blue' }),
        rec({ title: 'KENPOLY BUCKET 10LT NO LID BLUE X12' }),
        rec({ title: 'Ndoo ya Kenpoly lita 10 bila mfuniko, bluu' }),
      ],
    ],
  },
  {
    // General-purpose masking tape of one maker: 24 mm, 36 mm and 48 mm, 50 m rolls.
    kind: 'masking tape by width',
    variants: [
      [
        rec({ title: 'Tesa Masking Tape 24mm x 50m, General Purpose, Cream' }),
        rec({ title: 'TESA MASK TAPE 24MMX50M X36' }),
        rec({ title: 'Masking tape, general purpose, 24 mm x 50 m rolls — Tesa or equivalent: 144 rolls' }),
      ],
      [
        rec({ title: 'Tesa Masking Tape 36mm x 50m, General Purpose, Cream' }),
        rec({ title: 'TESA MASK TAPE 36MMX50M X24' }),
        rec({ title: 'Masking tape, general purpose, 36 mm x 50 m rolls — Tesa or equivalent: 96 rolls' }),
      ],
      [
        rec({ title: 'Tesa Masking Tape 48mm x 50m, General Purpose, Cream' }),
        rec({ title: 'TESA MASK TAPE 48MMX50M X24' }),
        rec({ title: 'Masking tape, general purpose, 48 mm x 50 m rolls — Tesa or equivalent: 72 rolls' }),
      ],
    ],
  },
];
