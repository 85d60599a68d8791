// Held-out pair set 13, product_home_goods (see bench/pairs/heldout13.ts): steel filing cabinets by drawer count,
// LED tube lights by length, bicycle chains by speed, footballs by size and range, acoustic guitar strings by gauge,
// and fire extinguishers by agent and size; each as an office-supplier, electrical, cycle-shop, sports or safety
// title, a procurement-catalogue or wholesaler line in caps, and a third source (a classified ad, a bill of
// quantities line, Afrikaans, Swahili, French).
import { type Family, rec } from './heldout1-types.js';

export const HOME13: readonly Family[] = [
  {
    // Steel vertical filing cabinets of one range: 2, 3 and 4 drawers.
    kind: 'steel filing cabinets by drawer count',
    variants: [
      [
        rec({ title: 'Bisley 2 Drawer Steel Filing Cabinet, Foolscap, Lockable, Goose Grey' }),
        rec({ title: 'CABINET FILING STEEL 2DRW F/CAP LOCK GREY BISLEY' }),
        rec({ title: 'Filing cabinet, steel, 2 drawer, foolscap, lockable, grey — Bisley or equivalent, 10 No.' }),
      ],
      [
        rec({ title: 'Bisley 3 Drawer Steel Filing Cabinet, Foolscap, Lockable, Goose Grey' }),
        rec({ title: 'CABINET FILING STEEL 3DRW F/CAP LOCK GREY BISLEY' }),
        rec({ title: 'Filing cabinet, steel, 3 drawer, foolscap, lockable, grey — Bisley or equivalent, 6 No.' }),
      ],
      [
        rec({ title: 'Bisley 4 Drawer Steel Filing Cabinet, Foolscap, Lockable, Goose Grey' }),
        rec({ title: 'CABINET FILING STEEL 4DRW F/CAP LOCK GREY BISLEY' }),
        rec({ title: 'Filing cabinet, steel, 4 drawer, foolscap, lockable, grey — Bisley or equivalent, 12 No.' }),
      ],
    ],
  },
  {
    // LED T8 tubes of one maker: 2 ft 9 W, 4 ft 18 W, 5 ft 24 W, all cool white.
    kind: 'LED tube lights by length',
    variants: [
      [
        rec({ title: 'Philips Ecofit LED T8 Tube 600mm 2ft 8W Cool White 6500K G13' }),
        rec({ title: 'LAMP LED T8 2FT 8W 865 G13 PHILIPS ECOFIT X25' }),
        rec({ title: 'Philips Ecofit LED-buis T8 600 mm 8 W koel wit' }),
      ],
      [
        rec({ title: 'Philips Ecofit LED T8 Tube 1200mm 4ft 16W Cool White 6500K G13' }),
        rec({ title: 'LAMP LED T8 4FT 16W 865 G13 PHILIPS ECOFIT X25' }),
        rec({ title: 'Philips Ecofit LED-buis T8 1200 mm 16 W koel wit' }),
      ],
      [
        rec({ title: 'Philips Ecofit LED T8 Tube 1500mm 5ft 20W Cool White 6500K G13' }),
        rec({ title: 'LAMP LED T8 5FT 20W 865 G13 PHILIPS ECOFIT X25' }),
        rec({ title: 'Philips Ecofit LED-buis T8 1500 mm 20 W koel wit' }),
      ],
    ],
  },
  {
    // One maker's derailleur chains: 6/7/8-speed, 9-speed and 10-speed.
    kind: 'bicycle chains by speed',
    variants: [
      [
        rec({ title: 'Shimano CN-HG40 6/7/8-Speed Bicycle Chain, 116 Links' }),
        rec({ title: 'CHAIN SHIMANO CNHG40 6/7/8SPD 116L' }),
        rec({ title: 'Shimano HG40 chain 6-7-8 speed, new in pack, 116 links. Kilimani' }),
      ],
      [
        rec({ title: 'Shimano CN-HG53 9-Speed Bicycle Chain, 116 Links' }),
        rec({ title: 'CHAIN SHIMANO CNHG53 9SPD 116L' }),
        rec({ title: 'Shimano HG53 chain 9 speed, new in pack, 116 links. Kilimani' }),
      ],
      [
        rec({ title: 'Shimano CN-HG54 10-Speed Bicycle Chain, 116 Links' }),
        rec({ title: 'CHAIN SHIMANO CNHG54 10SPD 116L' }),
        rec({ title: 'Shimano HG54 chain 10 speed, new in pack, 116 links. Kilimani' }),
      ],
    ],
  },
  {
    // Footballs of one maker: the match ball size 5, the same ball size 4, and the training ball size 5.
    kind: 'footballs by size and range',
    variants: [
      [
        rec({ title: 'Molten F5A3400 Match Football, Size 5, FIFA Basic' }),
        rec({ title: 'BALL FOOTBALL MOLTEN F5A3400 SZ5' }),
        rec({ title: 'Mpira wa miguu Molten F5A3400 saizi 5, wa mechi' }),
      ],
      [
        rec({ title: 'Molten F4A3400 Match Football, Size 4, FIFA Basic' }),
        rec({ title: 'BALL FOOTBALL MOLTEN F4A3400 SZ4' }),
        rec({ title: 'Mpira wa miguu Molten F4A3400 saizi 4, wa watoto' }),
      ],
      [
        rec({ title: 'Molten F5A1000 Training Football, Size 5, Rubber Bladder' }),
        rec({ title: 'BALL FOOTBALL MOLTEN F5A1000 TRG SZ5' }),
        rec({ title: 'Mpira wa miguu Molten F5A1000 saizi 5, wa mazoezi' }),
      ],
    ],
  },
  {
    // Phosphor bronze acoustic strings of one maker by gauge: extra light, light, medium.
    kind: 'acoustic guitar strings by gauge',
    variants: [
      [
        rec({ title: "D'Addario EJ15 Phosphor Bronze Acoustic Guitar Strings, Extra Light 10-47" }),
        rec({ title: 'STRINGS ACOUSTIC DADDARIO EJ15 PB XLT 10-47' }),
        rec({ title: "Cordes guitare acoustique D'Addario EJ15 bronze phosphoreux, extra light 10-47" }),
      ],
      [
        rec({ title: "D'Addario EJ16 Phosphor Bronze Acoustic Guitar Strings, Light 12-53" }),
        rec({ title: 'STRINGS ACOUSTIC DADDARIO EJ16 PB LT 12-53' }),
        rec({ title: "Cordes guitare acoustique D'Addario EJ16 bronze phosphoreux, light 12-53" }),
      ],
      [
        rec({ title: "D'Addario EJ17 Phosphor Bronze Acoustic Guitar Strings, Medium 13-56" }),
        rec({ title: 'STRINGS ACOUSTIC DADDARIO EJ17 PB MED 13-56' }),
        rec({ title: "Cordes guitare acoustique D'Addario EJ17 bronze phosphoreux, medium 13-56" }),
      ],
    ],
  },
  {
    // Portable extinguishers: dry powder 2 kg, dry powder 9 kg, CO2 5 kg.
    kind: 'fire extinguishers by agent and size',
    variants: [
      [
        rec({ title: 'Dry Chemical Powder Fire Extinguisher 2kg ABC, SABS Approved, with Wall Bracket' }),
        rec({ title: 'EXTINGUISHER DCP 2KG ABC C/W BRKT SABS' }),
        rec({ title: 'Droëpoeierblusser 2 kg ABC, SABS-goedgekeur, met muurhakie' }),
      ],
      [
        rec({ title: 'Dry Chemical Powder Fire Extinguisher 9kg ABC, SABS Approved, with Wall Bracket' }),
        rec({ title: 'EXTINGUISHER DCP 9KG ABC C/W BRKT SABS' }),
        rec({ title: 'Droëpoeierblusser 9 kg ABC, SABS-goedgekeur, met muurhakie' }),
      ],
      [
        rec({ title: 'CO2 Fire Extinguisher 5kg, SABS Approved, for Electrical Fires, with Wall Bracket' }),
        rec({ title: 'EXTINGUISHER CO2 5KG C/W BRKT SABS' }),
        rec({ title: 'Koolstofdioksiedblusser 5 kg, SABS-goedgekeur, vir elektriese vure, met muurhakie' }),
      ],
    ],
  },
];
