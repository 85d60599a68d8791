// Held-out pair set 11, product_grocery (see bench/pairs/heldout11.ts): dried crayfish by grind and pack, egusi by
// shelling and weight, dried hibiscus (zobo) by pack, chakalaka relish by heat and tin, frozen chicken by cut and
// weight, roasted peanuts by salting and bag, soy sauce by kind and bottle, and dried beans by variety and bag; each
// as a marketplace or shop title, a wholesale price-list or supplier-invoice line in caps with carton counts, and a
// third source's wording (Yoruba, Hausa, Igbo, Afrikaans, Swahili, a school-feeding tender line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY11: readonly Family[] = [
  {
    // Dried crayfish of one packer: whole 250 g, ground 250 g, ground 500 g.
    kind: 'dried crayfish by grind and pack',
    variants: [
      [
        rec({ title: 'Mama Ngozi Dried Whole Crayfish 250g, Cleaned and Sun-Dried, Resealable Pouch', brand: 'Mama Ngozi' }),
        rec({ title: 'MAMA NGOZI CRAYFISH WHOLE 250G X24' }),
        rec({ title: 'Ede gbígbẹ (crayfish) odidi, 250 g — Mama Ngozi', brand: 'Mama Ngozi' }),
      ],
      [
        rec({ title: 'Mama Ngozi Ground Crayfish 250g, Finely Blended, Resealable Pouch', brand: 'Mama Ngozi' }),
        rec({ title: 'MAMA NGOZI CRAYFISH GRND 250G X24' }),
        rec({ title: 'Ede lílọ̀ (ground crayfish), 250 g — Mama Ngozi', brand: 'Mama Ngozi' }),
      ],
      [
        rec({ title: 'Mama Ngozi Ground Crayfish 500g Family Pack, Finely Blended', brand: 'Mama Ngozi' }),
        rec({ title: 'MAMA NGOZI CRAYFISH GRND 500G X12' }),
        rec({ title: 'Ede lílọ̀ (ground crayfish), 500 g àpò ẹbí — Mama Ngozi', brand: 'Mama Ngozi' }),
      ],
    ],
  },
  {
    // Melon seed (egusi) of one packer: shelled 500 g, shelled 1 kg, ground 500 g.
    kind: 'egusi melon seed by shelling and weight',
    variants: [
      [
        rec({ title: 'Oja Fresh Egusi (Melon Seeds) Peeled, 500g — Stone-Free, Hand Picked', brand: 'Oja Fresh' }),
        rec({ title: 'OJA FRESH EGUSI PEELED 500G X20' }),
        rec({ title: 'Ègúsí bó (peeled melon seed) 500 g — Oja Fresh', brand: 'Oja Fresh' }),
      ],
      [
        rec({ title: 'Oja Fresh Egusi (Melon Seeds) Peeled, 1kg — Stone-Free, Hand Picked', brand: 'Oja Fresh' }),
        rec({ title: 'OJA FRESH EGUSI PEELED 1KG X10' }),
        rec({ title: 'Ègúsí bó (peeled melon seed) 1 kg — Oja Fresh', brand: 'Oja Fresh' }),
      ],
      [
        rec({ title: 'Oja Fresh Ground Egusi 500g, Ready to Cook Melon Seed Powder', brand: 'Oja Fresh' }),
        rec({ title: 'OJA FRESH EGUSI GROUND 500G X20' }),
        rec({ title: 'Ègúsí lílọ̀ (ground melon seed) 500 g — Oja Fresh', brand: 'Oja Fresh' }),
      ],
    ],
  },
  {
    // Dried hibiscus (zobo) leaves of one packer: 100 g, 250 g, and the 250 g with ginger and cloves.
    kind: 'dried hibiscus zobo by pack and blend',
    variants: [
      [
        rec({ title: 'Arewa Naturals Dried Zobo Leaves (Hibiscus Sabdariffa) 100g, Deep Red', brand: 'Arewa Naturals' }),
        rec({ title: 'AREWA ZOBO LEAVES DRIED 100G X50' }),
        rec({ title: 'Yakuwa / zoɓo busasshe gram 100 — Arewa Naturals', brand: 'Arewa Naturals' }),
      ],
      [
        rec({ title: 'Arewa Naturals Dried Zobo Leaves (Hibiscus Sabdariffa) 250g, Deep Red', brand: 'Arewa Naturals' }),
        rec({ title: 'AREWA ZOBO LEAVES DRIED 250G X24' }),
        rec({ title: 'Yakuwa / zoɓo busasshe gram 250 — Arewa Naturals', brand: 'Arewa Naturals' }),
      ],
      [
        rec({ title: 'Arewa Naturals Zobo Drink Mix 250g — Hibiscus with Ginger and Cloves', brand: 'Arewa Naturals' }),
        rec({ title: 'AREWA ZOBO MIX GINGER/CLOVE 250G X24' }),
        rec({ title: 'Zoɓo da citta da kanumfari gram 250 — Arewa Naturals', brand: 'Arewa Naturals' }),
      ],
    ],
  },
  {
    // Chakalaka relish of one canner: mild 410 g, hot 410 g, mild 215 g.
    kind: 'chakalaka relish by heat and tin',
    variants: [
      [
        rec({ title: 'KOO Chakalaka Mild & Spicy 410g Tin', brand: 'KOO' }),
        rec({ title: 'KOO CHAKALAKA MILD 410G X12' }),
        rec({ title: 'KOO Chakalaka matig gekrui, blik 410 g', brand: 'KOO' }),
      ],
      [
        rec({ title: 'KOO Chakalaka Hot & Spicy 410g Tin', brand: 'KOO' }),
        rec({ title: 'KOO CHAKALAKA HOT 410G X12' }),
        rec({ title: 'KOO Chakalaka warm gekrui, blik 410 g', brand: 'KOO' }),
      ],
      [
        rec({ title: 'KOO Chakalaka Mild & Spicy 215g Tin', brand: 'KOO' }),
        rec({ title: 'KOO CHAKALAKA MILD 215G X24' }),
        rec({ title: 'KOO Chakalaka matig gekrui, blik 215 g', brand: 'KOO' }),
      ],
    ],
  },
  {
    // Frozen chicken of one producer: mixed portions 2 kg, drumsticks 2 kg, whole bird about 1.5 kg.
    kind: 'frozen chicken by cut and weight',
    variants: [
      [
        rec({ title: 'Rainbow Frozen Chicken Mixed Portions 2kg IQF Bag', brand: 'Rainbow' }),
        rec({ title: 'RAINBOW IQF MIXED PORTIONS 2KG X6' }),
        rec({ title: 'Rainbow gemengde hoenderporsies, gevries, 2 kg sak', brand: 'Rainbow' }),
      ],
      [
        rec({ title: 'Rainbow Frozen Chicken Drumsticks 2kg IQF Bag', brand: 'Rainbow' }),
        rec({ title: 'RAINBOW IQF DRUMSTICKS 2KG X6' }),
        rec({ title: 'Rainbow hoenderboudjies, gevries, 2 kg sak', brand: 'Rainbow' }),
      ],
      [
        rec({ title: 'Rainbow Frozen Whole Chicken approx. 1.5kg, Giblets Included', brand: 'Rainbow' }),
        rec({ title: 'RAINBOW WHOLE BIRD FRZ 1.5KG AVG X10' }),
        rec({ title: 'Rainbow heel hoender, gevries, ongeveer 1,5 kg, met binnegoed', brand: 'Rainbow' }),
      ],
    ],
  },
  {
    // Roasted peanuts of one snack maker: salted 50 g, unsalted 50 g, salted 400 g.
    kind: 'roasted peanuts by salting and bag',
    variants: [
      [
        rec({ title: 'Nutcracker Roasted Salted Peanuts 50g Snack Pack', brand: 'Nutcracker' }),
        rec({ title: 'NUTCRACKER PNUTS RSTD SALTED 50G X48' }),
        rec({ title: 'Karanga zilizokaangwa na chumvi, gramu 50 — Nutcracker', brand: 'Nutcracker' }),
      ],
      [
        rec({ title: 'Nutcracker Roasted Unsalted Peanuts 50g Snack Pack', brand: 'Nutcracker' }),
        rec({ title: 'NUTCRACKER PNUTS RSTD UNSALTED 50G X48' }),
        rec({ title: 'Karanga zilizokaangwa bila chumvi, gramu 50 — Nutcracker', brand: 'Nutcracker' }),
      ],
      [
        rec({ title: 'Nutcracker Roasted Salted Peanuts 400g Sharing Bag', brand: 'Nutcracker' }),
        rec({ title: 'NUTCRACKER PNUTS RSTD SALTED 400G X12' }),
        rec({ title: 'Karanga zilizokaangwa na chumvi, gramu 400 — Nutcracker', brand: 'Nutcracker' }),
      ],
    ],
  },
  {
    // Soy sauce of one brand: light 150 ml, dark 150 ml, light 1 L.
    kind: 'soy sauce by kind and bottle',
    variants: [
      [
        rec({ title: 'Lee Kum Kee Premium Light Soy Sauce 150ml Glass Bottle', brand: 'Lee Kum Kee' }),
        rec({ title: 'LKK SOY SAUCE LIGHT PREM 150ML X12' }),
        rec({ title: 'Sauce soja claire Lee Kum Kee Premium, bouteille 150 ml', brand: 'Lee Kum Kee' }),
      ],
      [
        rec({ title: 'Lee Kum Kee Premium Dark Soy Sauce 150ml Glass Bottle', brand: 'Lee Kum Kee' }),
        rec({ title: 'LKK SOY SAUCE DARK PREM 150ML X12' }),
        rec({ title: 'Sauce soja foncée Lee Kum Kee Premium, bouteille 150 ml', brand: 'Lee Kum Kee' }),
      ],
      [
        rec({ title: 'Lee Kum Kee Premium Light Soy Sauce 1 Litre PET Bottle', brand: 'Lee Kum Kee' }),
        rec({ title: 'LKK SOY SAUCE LIGHT PREM 1LTR X6' }),
        rec({ title: 'Sauce soja claire Lee Kum Kee Premium, bouteille 1 L', brand: 'Lee Kum Kee' }),
      ],
    ],
  },
  {
    // Dried beans of one packer: honey beans (oloyin) 1 kg, brown beans 1 kg, honey beans 5 kg.
    kind: 'dried beans by variety and bag',
    variants: [
      [
        rec({ title: 'Farm Pride Honey Beans (Oloyin) 1kg, Sorted and Stone-Free', brand: 'Farm Pride' }),
        rec({ title: 'FARM PRIDE BEANS OLOYIN 1KG X10' }),
        rec({ title: 'Beans, honey (oloyin) variety, sorted, 1 kg packs — Farm Pride or equivalent, 500 packs', brand: 'Farm Pride' }),
      ],
      [
        rec({ title: 'Farm Pride Brown Beans (Drum) 1kg, Sorted and Stone-Free', brand: 'Farm Pride' }),
        rec({ title: 'FARM PRIDE BEANS BROWN DRUM 1KG X10' }),
        rec({ title: 'Beans, brown (drum) variety, sorted, 1 kg packs — Farm Pride or equivalent, 500 packs', brand: 'Farm Pride' }),
      ],
      [
        rec({ title: 'Farm Pride Honey Beans (Oloyin) 5kg Bag, Sorted and Stone-Free', brand: 'Farm Pride' }),
        rec({ title: 'FARM PRIDE BEANS OLOYIN 5KG X4' }),
        rec({ title: 'Beans, honey (oloyin) variety, sorted, 5 kg bags — Farm Pride or equivalent, 100 bags', brand: 'Farm Pride' }),
      ],
    ],
  },
];
