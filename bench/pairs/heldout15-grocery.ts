// Held-out pair set 15, product_grocery (see bench/pairs/heldout15.ts): baking chocolate chips by kind and bag,
// vanilla flavourings by kind and bottle, frozen pizza by topping, frozen fish fingers by pack count, post-mix syrups
// by flavour and bag-in-box, catering bouillon powder by flavour and tub, suya spice by heat and pack, and desiccated
// coconut by cut and pack; each as a shop or loyalty-app title, a wholesaler, caterer, bakery-supplier or customs line
// in caps, and a third source (French, Swahili, Afrikaans, Pidgin market English, Hausa, a caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY15: readonly Family[] = [
  {
    // One bakery supplier's chocolate drops in catering bags: dark 1 kg, milk 1 kg and dark 5 kg.
    kind: 'baking chocolate chips by kind and bag',
    variants: [
      [
        rec({ title: 'Bakeline Dark Chocolate Chips, Bake-Stable, 1kg Bag', brand: 'Bakeline' }),
        rec({ title: 'BAKELINE CHOC CHIPS DARK BAKE STBL 1KG X6' }),
        rec({ title: 'Pépites de chocolat noir Bakeline, résistantes à la cuisson, sachet 1 kg', brand: 'Bakeline' }),
      ],
      [
        rec({ title: 'Bakeline Milk Chocolate Chips, Bake-Stable, 1kg Bag', brand: 'Bakeline' }),
        rec({ title: 'BAKELINE CHOC CHIPS MILK BAKE STBL 1KG X6' }),
        rec({ title: 'Pépites de chocolat au lait Bakeline, résistantes à la cuisson, sachet 1 kg', brand: 'Bakeline' }),
      ],
      [
        rec({ title: 'Bakeline Dark Chocolate Chips, Bake-Stable, 5kg Catering Bag', brand: 'Bakeline' }),
        rec({ title: 'BAKELINE CHOC CHIPS DARK BAKE STBL 5KG BAG' }),
        rec({ title: 'Pépites de chocolat noir Bakeline, résistantes à la cuisson, sac traiteur 5 kg', brand: 'Bakeline' }),
      ],
    ],
  },
  {
    // One brand's vanilla: the flavouring essence, the pure extract, and the essence in the bigger bottle.
    kind: 'vanilla flavourings by kind and bottle',
    variants: [
      [
        rec({ title: 'Moirs Vanilla Essence 40ml', brand: 'Moirs' }),
        rec({ title: 'MOIRS ESS VANILLA 40ML X12' }),
        rec({ title: 'Moirs vanielje-geursel 40 ml', brand: 'Moirs' }),
      ],
      [
        rec({ title: 'Moirs Pure Vanilla Extract 40ml', brand: 'Moirs' }),
        rec({ title: 'MOIRS EXTR VANILLA PURE 40ML X12' }),
        rec({ title: 'Moirs suiwer vanielje-ekstrak 40 ml', brand: 'Moirs' }),
      ],
      [
        rec({ title: 'Moirs Vanilla Essence 100ml', brand: 'Moirs' }),
        rec({ title: 'MOIRS ESS VANILLA 100ML X12' }),
        rec({ title: 'Moirs vanielje-geursel 100 ml', brand: 'Moirs' }),
      ],
    ],
  },
  {
    // One maker's frozen stone-baked pizzas of one size: margherita, pepperoni and four cheese.
    kind: 'frozen pizza by topping',
    variants: [
      [
        rec({ title: 'Chicago Town Takeaway Stuffed Crust Margherita Pizza 490g', brand: 'Chicago Town' }),
        rec({ title: 'CHIC TOWN T/AWAY STF CRUST MARGH PIZZA 490G FRZ' }),
        rec({ title: 'Chicago Town Pizza Takeaway Stuffed Crust Margherita, tiefgekühlt, 490 g', brand: 'Chicago Town' }),
      ],
      [
        rec({ title: 'Chicago Town Takeaway Stuffed Crust Pepperoni Pizza 505g', brand: 'Chicago Town' }),
        rec({ title: 'CHIC TOWN T/AWAY STF CRUST PEPP PIZZA 505G FRZ' }),
        rec({ title: 'Chicago Town Pizza Takeaway Stuffed Crust Peperoni, tiefgekühlt, 505 g', brand: 'Chicago Town' }),
      ],
      [
        rec({ title: 'Chicago Town Takeaway Stuffed Crust Four Cheese Pizza 480g', brand: 'Chicago Town' }),
        rec({ title: 'CHIC TOWN T/AWAY STF CRUST 4 CHEESE PIZZA 480G FRZ' }),
        rec({ title: 'Chicago Town Pizza Takeaway Stuffed Crust Vier Käse, tiefgekühlt, 480 g', brand: 'Chicago Town' }),
      ],
    ],
  },
  {
    // One brand's frozen cod fish fingers by count: 10, 20 and 30 in a box.
    kind: 'frozen fish fingers by pack count',
    variants: [
      [
        rec({ title: 'Birds Eye 10 Cod Fish Fingers 280g', brand: 'Birds Eye' }),
        rec({ title: 'BIRDS EYE FISH FINGERS COD 10S 280G FRZ' }),
        rec({ title: "Birds Eye cod fish fingers x10 (280g) — caterer's order: 6 boxes", brand: 'Birds Eye' }),
      ],
      [
        rec({ title: 'Birds Eye 20 Cod Fish Fingers 560g', brand: 'Birds Eye' }),
        rec({ title: 'BIRDS EYE FISH FINGERS COD 20S 560G FRZ' }),
        rec({ title: "Birds Eye cod fish fingers x20 (560g) — caterer's order: 4 boxes", brand: 'Birds Eye' }),
      ],
      [
        rec({ title: 'Birds Eye 30 Cod Fish Fingers 840g', brand: 'Birds Eye' }),
        rec({ title: 'BIRDS EYE FISH FINGERS COD 30S 840G FRZ' }),
        rec({ title: "Birds Eye cod fish fingers x30 (840g) — caterer's order: 2 boxes", brand: 'Birds Eye' }),
      ],
    ],
  },
  {
    // Fountain post-mix syrups in bag-in-box: cola 10 L, cola zero 10 L and orange 10 L.
    kind: 'post-mix syrups by flavour and bag-in-box',
    variants: [
      [
        rec({ title: 'Coca-Cola Post-Mix Syrup, Bag-in-Box 10L (1:5)', brand: 'Coca-Cola' }),
        rec({ title: 'COKE POSTMIX BIB 10LT 1+5' }),
        rec({ title: 'Sharubati ya Coca-Cola kwa mashine ya soda, boksi lita 10', brand: 'Coca-Cola' }),
      ],
      [
        rec({ title: 'Coca-Cola Zero Sugar Post-Mix Syrup, Bag-in-Box 10L (1:5)', brand: 'Coca-Cola' }),
        rec({ title: 'COKE ZERO POSTMIX BIB 10LT 1+5' }),
        rec({ title: 'Sharubati ya Coca-Cola Zero bila sukari kwa mashine ya soda, boksi lita 10', brand: 'Coca-Cola' }),
      ],
      [
        rec({ title: 'Fanta Orange Post-Mix Syrup, Bag-in-Box 10L (1:5)', brand: 'Fanta' }),
        rec({ title: 'FANTA ORANGE POSTMIX BIB 10LT 1+5' }),
        rec({ title: 'Sharubati ya Fanta Orange kwa mashine ya soda, boksi lita 10', brand: 'Fanta' }),
      ],
    ],
  },
  {
    // One catering brand's bouillon powder in tubs: chicken 1 kg, beef 1 kg and chicken 2 kg.
    kind: 'catering bouillon powder by flavour and tub',
    variants: [
      [
        rec({ title: 'Knorr Professional Chicken Bouillon Powder 1kg Tub', brand: 'Knorr' }),
        rec({ title: 'KNORR PROF BOUILLON CHKN PDR 1KG TUB X6' }),
        rec({ title: 'Knorr Professional bouillon de poulet en poudre, pot 1 kg', brand: 'Knorr' }),
      ],
      [
        rec({ title: 'Knorr Professional Beef Bouillon Powder 1kg Tub', brand: 'Knorr' }),
        rec({ title: 'KNORR PROF BOUILLON BEEF PDR 1KG TUB X6' }),
        rec({ title: 'Knorr Professional bouillon de bœuf en poudre, pot 1 kg', brand: 'Knorr' }),
      ],
      [
        rec({ title: 'Knorr Professional Chicken Bouillon Powder 2kg Tub', brand: 'Knorr' }),
        rec({ title: 'KNORR PROF BOUILLON CHKN PDR 2KG TUB X4' }),
        rec({ title: 'Knorr Professional bouillon de poulet en poudre, seau 2 kg', brand: 'Knorr' }),
      ],
    ],
  },
  {
    // One packer's suya spice (yaji): hot 100 g, mild 100 g and hot 500 g.
    kind: 'suya spice by heat and pack',
    variants: [
      [
        rec({ title: 'Mallam Garba Suya Spice (Yaji), Hot, 100g Pouch', brand: 'Mallam Garba' }),
        rec({ title: 'M/GARBA SUYA SPICE HOT 100G X24' }),
        rec({ title: 'Yajin suya mai yaji sosai, Mallam Garba, gram 100', brand: 'Mallam Garba' }),
      ],
      [
        rec({ title: 'Mallam Garba Suya Spice (Yaji), Mild, 100g Pouch', brand: 'Mallam Garba' }),
        rec({ title: 'M/GARBA SUYA SPICE MILD 100G X24' }),
        rec({ title: 'Yajin suya mara yaji sosai, Mallam Garba, gram 100', brand: 'Mallam Garba' }),
      ],
      [
        rec({ title: 'Mallam Garba Suya Spice (Yaji), Hot, 500g Tub', brand: 'Mallam Garba' }),
        rec({ title: 'M/GARBA SUYA SPICE HOT 500G TUB X6' }),
        rec({ title: 'Yajin suya mai yaji sosai, Mallam Garba, gram 500 a cikin roba', brand: 'Mallam Garba' }),
      ],
    ],
  },
  {
    // One packer's desiccated coconut: fine 500 g, medium 500 g and fine 1 kg.
    kind: 'desiccated coconut by cut and pack',
    variants: [
      [
        rec({ title: 'Safari Desiccated Coconut, Fine, 500g', brand: 'Safari' }),
        rec({ title: 'SAFARI DESICC COCONUT FINE 500G X12' }),
        rec({ title: 'Safari gedroogde klapper, fyn, 500 g', brand: 'Safari' }),
      ],
      [
        rec({ title: 'Safari Desiccated Coconut, Medium, 500g', brand: 'Safari' }),
        rec({ title: 'SAFARI DESICC COCONUT MED 500G X12' }),
        rec({ title: 'Safari gedroogde klapper, medium, 500 g', brand: 'Safari' }),
      ],
      [
        rec({ title: 'Safari Desiccated Coconut, Fine, 1kg', brand: 'Safari' }),
        rec({ title: 'SAFARI DESICC COCONUT FINE 1KG X10' }),
        rec({ title: 'Safari gedroogde klapper, fyn, 1 kg', brand: 'Safari' }),
      ],
    ],
  },
];
