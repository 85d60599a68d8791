// Held-out pair set 21, product_home_goods (see bench/pairs/heldout21.ts): umbrellas by size and fold, drinking
// glasses by capacity and pack, clothes hangers by material and pack, doormats by size and backing, chopping boards by
// material and size, laundry baskets by litres and lid, spin mops by bucket and refill, and wall clocks by diameter and
// movement; each as a shop, homeware-chain or marketplace title, a stock-sheet, till or wholesaler line in caps with
// cut words, and a third source (a market post, a hotel, hospital or school housekeeping order line, Swahili, Yoruba,
// Twi, Greek, Dutch, Italian, Portuguese). Barcodes are EAN-13 with a computed check digit (illustrative, not the
// makers' own). Jua Kali Homeware, Mvua and Kenya Coir Works are invented.
import { type Family, rec } from './heldout1-types.js';

export const HOME21: readonly Family[] = [
  {
    // One maker's umbrellas: a folding compact, a folding compact with auto open/close, and a long golf umbrella.
    kind: 'umbrellas by size and fold',
    variants: [
      [
        rec({ title: 'Mvua Compact Folding Umbrella, 3-Fold, Manual Open, 95cm Canopy, Black' }),
        rec({ title: 'MVUA UMBRELLA COMPACT 3FOLD MAN 95CM BLK 6162004100156' }),
        rec({ title: 'Mwavuli wa kukunja Mvua, mikunjo 3, kufungua kwa mkono, sentimita 95, mweusi' }),
      ],
      [
        rec({ title: 'Mvua Compact Folding Umbrella, 3-Fold, Auto Open/Close, 95cm Canopy, Black' }),
        rec({ title: 'MVUA UMBRELLA COMPACT 3FOLD AUTO O/C 95CM BLK 6162004100224' }),
        rec({ title: 'Mwavuli wa kukunja Mvua, unajifungua na kujifunga wenyewe (auto), sentimita 95, mweusi' }),
      ],
      [
        rec({ title: 'Mvua Golf Umbrella, Straight Shaft, Auto Open, 130cm Canopy, Black' }),
        rec({ title: 'MVUA UMBRELLA GOLF STRT AUTO 130CM BLK 6162004100392' }),
        rec({ title: 'Umbrella, golf size (canopy 130 cm), black, auto open (security and gate staff) — Mvua golf or equivalent, 20 No.' }),
      ],
    ],
  },
  {
    // One maker's tumblers: 300 ml x 6, 300 ml x 12 and 400 ml x 6.
    kind: 'drinking glasses by capacity and pack',
    variants: [
      [
        rec({ title: 'Pasabahce Side Water Glass Tumbler 300ml, Set of 6' }),
        rec({ title: 'PASABAHCE TUMBLER SIDE 300ML 6PC 8692342172044' }),
        rec({ title: 'Ποτήρια νερού Pasabahce Side 300 ml, σετ 6 τεμαχίων' }),
      ],
      [
        rec({ title: 'Pasabahce Side Water Glass Tumbler 300ml, Set of 12' }),
        rec({ title: 'PASABAHCE TUMBLER SIDE 300ML 12PC 8692342172112' }),
        rec({ title: 'Glass tumbler, 300 ml, clear, stackable (dining hall), 12 per box — Pasabahce Side or equivalent, 10 boxes' }),
      ],
      [
        rec({ title: 'Pasabahce Side Long Drink Glass Tumbler 400ml, Set of 6' }),
        rec({ title: 'PASABAHCE TUMBLER SIDE 400ML 6PC 8692342172280' }),
        rec({ title: 'Ποτήρια Pasabahce Side ψηλά 400 ml, σετ 6 τεμαχίων' }),
      ],
    ],
  },
  {
    // One maker's clothes hangers: wooden x 10, wooden x 20 and velvet non-slip x 20.
    kind: 'clothes hangers by material and pack',
    variants: [
      [
        rec({ title: 'Hangerworld Natural Wooden Coat Hangers with Trouser Bar, 44.5cm, Pack of 10' }),
        rec({ title: 'HANGERWORLD HANGER WOOD NAT 44.5CM 10PK 5056003301045' }),
        rec({ title: 'Houten kleerhangers Hangerworld, naturel, 44,5 cm, met broekstang, 10 stuks' }),
      ],
      [
        rec({ title: 'Hangerworld Natural Wooden Coat Hangers with Trouser Bar, 44.5cm, Pack of 20' }),
        rec({ title: 'HANGERWORLD HANGER WOOD NAT 44.5CM 20PK 5056003302035' }),
        rec({ title: 'Coat hangers, wooden, 44.5 cm, with trouser bar (guest rooms), packs of 20 — Hangerworld or equivalent, 15 packs' }),
      ],
      [
        rec({ title: 'Hangerworld Black Velvet Non-Slip Hangers, 45cm, Pack of 20' }),
        rec({ title: 'HANGERWORLD HANGER VELVET BLK 45CM 20PK 5056003302103' }),
        rec({ title: 'Fluwelen kleerhangers Hangerworld, zwart, antislip, 45 cm, 20 stuks' }),
      ],
    ],
  },
  {
    // One maker's coir doormats: 40 x 60 cm plain, 45 x 75 cm plain, and 40 x 60 cm with a rubber back.
    kind: 'doormats by size and backing',
    variants: [
      [
        rec({ title: 'Kenya Coir Works Natural Coir Doormat, 40 x 60 cm, Plain' }),
        rec({ title: 'KCW DOORMAT COIR NAT 40X60 PLAIN 6164001504067' }),
        rec({ title: 'Mkeka wa mlangoni wa nyuzi za nazi, Kenya Coir Works, sm 40 x 60, wa kawaida' }),
      ],
      [
        rec({ title: 'Kenya Coir Works Natural Coir Doormat, 45 x 75 cm, Plain' }),
        rec({ title: 'KCW DOORMAT COIR NAT 45X75 PLAIN 6164001504517' }),
        rec({ title: 'Mkeka wa mlangoni wa nyuzi za nazi, Kenya Coir Works, sm 45 x 75, wa kawaida' }),
      ],
      [
        rec({ title: 'Kenya Coir Works Natural Coir Doormat, 40 x 60 cm, Non-Slip Rubber Backed' }),
        rec({ title: 'KCW DOORMAT COIR NAT 40X60 RUBBER BACK 6164001504135' }),
        rec({ title: 'Doormat, coir, 40 x 60 cm, rubber backed, non-slip (classroom entrances) — Kenya Coir Works or equivalent, 40 No.' }),
      ],
    ],
  },
  {
    // One maker's chopping boards: bamboo medium, bamboo large and the medium polypropylene board.
    kind: 'chopping boards by material and size',
    variants: [
      [
        rec({ title: 'Joseph Joseph Bamboo Chopping Board, Medium, 35 x 25 cm' }),
        rec({ title: 'JOSEPH J CHOP BOARD BAMBOO MED 35X25 5028018250120' }),
        rec({ title: 'Tagliere in bambù Joseph Joseph, medio, 35 x 25 cm' }),
      ],
      [
        rec({ title: 'Joseph Joseph Bamboo Chopping Board, Large, 45 x 30 cm' }),
        rec({ title: 'JOSEPH J CHOP BOARD BAMBOO LGE 45X30 5028018250298' }),
        rec({ title: 'Tábua de corte em bambu Joseph Joseph, grande, 45 x 30 cm' }),
      ],
      [
        rec({ title: 'Joseph Joseph Non-Slip Plastic Chopping Board, Medium, 35 x 25 cm, Green' }),
        rec({ title: 'JOSEPH J CHOP BOARD PP NON-SLIP MED 35X25 GRN 5028018250366' }),
        rec({ title: 'Tagliere in plastica antiscivolo Joseph Joseph, medio, 35 x 25 cm, verde' }),
      ],
    ],
  },
  {
    // One maker's laundry baskets: 40 L open, 60 L open and 60 L with a lid.
    kind: 'laundry baskets by litres and lid',
    variants: [
      [
        rec({ title: 'Addis Laundry Basket 40L, Open Top, White' }),
        rec({ title: 'ADDIS LAUNDRY BSKT 40LT OPEN WHT 5021855404015' }),
        rec({ title: 'Apẹ̀rẹ̀ aṣọ ìdọ̀tí Addis, lita 40, láìní ìdérí, funfun' }),
      ],
      [
        rec({ title: 'Addis Laundry Basket 60L, Open Top, White' }),
        rec({ title: 'ADDIS LAUNDRY BSKT 60LT OPEN WHT 5021855406095' }),
        rec({ title: 'Addis laundry basket 60 litres, no cover, white. Ogba, Ikeja' }),
      ],
      [
        rec({ title: 'Addis Laundry Hamper 60L with Lid, White' }),
        rec({ title: 'ADDIS LAUNDRY HAMPER 60LT LID WHT 5021855406163' }),
        rec({ title: 'Apẹ̀rẹ̀ aṣọ ìdọ̀tí Addis, lita 60, pẹ̀lú ìdérí, funfun' }),
      ],
    ],
  },
  {
    // One maker's spin mops: the mop with bucket, the mop with bucket and two spare heads, and the spare heads alone.
    kind: 'spin mops by bucket and refill',
    variants: [
      [
        rec({ title: 'Jua Kali Homeware 360° Spin Mop and Bucket Set, 1 Microfibre Head' }),
        rec({ title: 'JK HOMEWARE SPIN MOP+BKT 1HD 6163002200169' }),
        rec({ title: 'Mopu ya kuzungusha na ndoo Jua Kali Homeware, kichwa kimoja' }),
      ],
      [
        rec({ title: 'Jua Kali Homeware 360° Spin Mop and Bucket Set, with 2 Extra Microfibre Heads (3 Heads)' }),
        rec({ title: 'JK HOMEWARE SPIN MOP+BKT 3HD 6163002200237' }),
        rec({ title: 'Mopu ya kuzungusha na ndoo Jua Kali Homeware, pamoja na vichwa 2 vya ziada' }),
      ],
      [
        rec({ title: 'Jua Kali Homeware Spin Mop Replacement Microfibre Heads, Pack of 2 (no mop, no bucket)' }),
        rec({ title: 'JK HOMEWARE SPIN MOP REFILL HD 2PK 6163002200305' }),
        rec({ title: 'Spin mop refill heads, microfibre, 2 per pack, to fit existing buckets (ward cleaning) — Jua Kali Homeware or equivalent, 30 packs' }),
      ],
    ],
  },
  {
    // One maker's wall clocks: 30 cm ticking, 30 cm silent sweep and 40 cm silent sweep.
    kind: 'wall clocks by diameter and movement',
    variants: [
      [
        rec({ title: 'Acctim Wall Clock 30cm, Quartz Step Movement, Black Frame, Arabic Numerals' }),
        rec({ title: 'ACCTIM W/CLOCK 30CM QTZ STEP BLK 5012345213019' }),
        rec({ title: 'Dɔnkɔ a wɔde sɛn ɔfasu Acctim, 30cm, ɛbɔ tik-tik (step), ne hyɛ yɛ tuntum' }),
      ],
      [
        rec({ title: 'Acctim Wall Clock 30cm, Silent Sweep Movement, Black Frame, Arabic Numerals' }),
        rec({ title: 'ACCTIM W/CLOCK 30CM SIL SWEEP BLK 5012345213187' }),
        rec({ title: 'Acctim clock 30cm silent (e nnyɛ dede), black frame. Kumasi, Kejetia' }),
      ],
      [
        rec({ title: 'Acctim Wall Clock 40cm, Silent Sweep Movement, Black Frame, Arabic Numerals' }),
        rec({ title: 'ACCTIM W/CLOCK 40CM SIL SWEEP BLK 5012345214009' }),
        rec({ title: 'Wall clock, 40 cm, silent sweep, large numerals (examination halls) — Acctim 40 cm or equivalent, 14 No.' }),
      ],
    ],
  },
];
