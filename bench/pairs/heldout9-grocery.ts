// Held-out pair set 9, product_grocery (see bench/pairs/heldout9.ts): vodka by label and bottle, cat food by life
// stage and pack, mayonnaise by variant and jar, oats by cut and bag, tomato ketchup by recipe and bottle, tinned
// milk (evaporated against condensed) by tin, baby wipes by scent and pack count, and sparkling wine by sweetness and
// bottle; each as a shop's long title, a till or depot line and a third source (Afrikaans, Swahili, French, the
// maker's group or distiller in the brand field).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY9: readonly Family[] = [
  {
    // One vodka's red label in two bottles and its black label: three articles.
    kind: 'vodka by label and bottle',
    variants: [
      [
        rec({ title: 'Smirnoff No. 21 Red Label Vodka 750ml', brand: 'Smirnoff', abv: '43%' }),
        rec({ title: 'SMIRNOFF RED NO21 VODKA 750ML', producer: 'Diageo', abv: 43 }),
        rec({ title: 'Smirnoff Red Label vodka 750 ml', brand: 'Smirnoff', abv: '43% vol' }),
      ],
      [
        rec({ title: 'Smirnoff No. 21 Red Label Vodka 1 Litre', brand: 'Smirnoff', abv: '43%' }),
        rec({ title: 'SMIRNOFF RED NO21 VODKA 1LT', producer: 'Diageo', abv: 43 }),
        rec({ title: 'Smirnoff Red Label vodka 1 liter', brand: 'Smirnoff', abv: '43% vol' }),
      ],
      [
        rec({ title: 'Smirnoff Black Small Batch Vodka 750ml', brand: 'Smirnoff', abv: '43%' }),
        rec({ title: 'SMIRNOFF BLACK VODKA 750ML', producer: 'Diageo', abv: 43 }),
        rec({ title: 'Smirnoff Black vodka 750 ml', brand: 'Smirnoff', abv: '43% vol' }),
      ],
    ],
  },
  {
    // One cat-food brand: adult chicken pouches, kitten chicken pouches, and the adult dry bag.
    kind: 'cat food by life stage and pack',
    variants: [
      [
        rec({ title: 'Whiskas 1+ Adult Wet Cat Food Pouches Chicken in Gravy 12 x 85g', brand: 'Whiskas' }),
        rec({ title: 'WHISKAS ADULT CHKN GRAVY POUCH 12X85G', producer: 'Mars Petcare' }),
        rec({ title: 'Whiskas 1+ natte kattekos hoender in sous, 12 x 85 g sakkies', brand: 'Whiskas' }),
      ],
      [
        rec({ title: 'Whiskas Kitten 2-12 Months Wet Cat Food Pouches Chicken in Gravy 12 x 85g', brand: 'Whiskas' }),
        rec({ title: 'WHISKAS KITTEN CHKN GRAVY POUCH 12X85G', producer: 'Mars Petcare' }),
        rec({ title: 'Whiskas katjie 2-12 maande natte kos hoender in sous, 12 x 85 g', brand: 'Whiskas' }),
      ],
      [
        rec({ title: 'Whiskas 1+ Adult Dry Cat Food with Chicken 1.9kg', brand: 'Whiskas' }),
        rec({ title: 'WHISKAS ADULT DRY CHKN 1.9KG', producer: 'Mars Petcare' }),
        rec({ title: 'Whiskas 1+ droë kattekos met hoender 1,9 kg', brand: 'Whiskas' }),
      ],
    ],
  },
  {
    // One mayonnaise: the original 750 g jar, the same in the 375 g jar, and the lite (reduced-oil) 750 g jar.
    kind: 'mayonnaise by variant and jar',
    variants: [
      [
        rec({ title: 'Best Foods Real Mayonnaise 750g Jar', brand: 'Best Foods' }),
        rec({ title: 'BEST FOODS MAYO REAL 750G', producer: 'Unilever' }),
        rec({ title: 'Mayonnaise Best Foods Real, bocal de 750 g', brand: 'Best Foods' }),
      ],
      [
        rec({ title: 'Best Foods Real Mayonnaise 375g Jar', brand: 'Best Foods' }),
        rec({ title: 'BEST FOODS MAYO REAL 375G', producer: 'Unilever' }),
        rec({ title: 'Mayonnaise Best Foods Real, bocal de 375 g', brand: 'Best Foods' }),
      ],
      [
        rec({ title: 'Best Foods Light Mayonnaise Reduced Fat 750g Jar', brand: 'Best Foods' }),
        rec({ title: 'BEST FOODS MAYO LIGHT 750G', producer: 'Unilever' }),
        rec({ title: 'Mayonnaise allégée Best Foods Light, bocal de 750 g', brand: 'Best Foods' }),
      ],
    ],
  },
  {
    // One oats brand: rolled oats 1 kg, instant oats 1 kg and rolled oats 500 g.
    kind: 'oats by cut and bag',
    variants: [
      [
        rec({ title: 'Jungle Oats Original Rolled Oats 1kg', brand: 'Jungle' }),
        rec({ title: 'JUNGLE OATS ORIGINAL 1KG', producer: 'Tiger Brands' }),
        rec({ title: 'Jungle Oats oorspronklike hawermout 1 kg', brand: 'Jungle' }),
      ],
      [
        rec({ title: 'Jungle Oats Instant Oats Original 1kg', brand: 'Jungle' }),
        rec({ title: 'JUNGLE OATS INST ORIGINAL 1KG', producer: 'Tiger Brands' }),
        rec({ title: 'Jungle Oats kitshawermout oorspronklik 1 kg', brand: 'Jungle' }),
      ],
      [
        rec({ title: 'Jungle Oats Original Rolled Oats 500g', brand: 'Jungle' }),
        rec({ title: 'JUNGLE OATS ORIGINAL 500G', producer: 'Tiger Brands' }),
        rec({ title: 'Jungle Oats oorspronklike hawermout 500 g', brand: 'Jungle' }),
      ],
    ],
  },
  {
    // One ketchup: the 460 g squeezy bottle, the 910 g bottle, and the 50% less sugar and salt recipe.
    kind: 'tomato ketchup by recipe and bottle',
    variants: [
      [
        rec({ title: 'Heinz Tomato Ketchup Top Down Squeezy Bottle 460g', brand: 'Heinz' }),
        rec({ title: 'HEINZ KETCHUP T/DOWN 460G', producer: 'Kraft Heinz' }),
        rec({ title: 'Ketchup Heinz flacon souple tête en bas 460 g', brand: 'Heinz' }),
      ],
      [
        rec({ title: 'Heinz Tomato Ketchup Top Down Squeezy Bottle 910g', brand: 'Heinz' }),
        rec({ title: 'HEINZ KETCHUP T/DOWN 910G', producer: 'Kraft Heinz' }),
        rec({ title: 'Ketchup Heinz flacon souple tête en bas 910 g', brand: 'Heinz' }),
      ],
      [
        rec({ title: 'Heinz Tomato Ketchup 50% Less Sugar & Salt Top Down 460g', brand: 'Heinz' }),
        rec({ title: 'HEINZ KETCHUP 50% LESS SUG/SALT T/DOWN 460G', producer: 'Kraft Heinz' }),
        rec({ title: 'Ketchup Heinz 50 % de sucre et sel en moins, 460 g', brand: 'Heinz' }),
      ],
    ],
  },
  {
    // One dairy brand's tins: evaporated milk 410 g, evaporated milk 160 g, sweetened condensed milk 385 g.
    kind: 'tinned milk, evaporated against condensed',
    variants: [
      [
        rec({ title: 'Peak Evaporated Full Cream Milk Tin 410g', brand: 'Peak' }),
        rec({ title: 'PEAK EVAP MILK TIN 410G', producer: 'FrieslandCampina WAMCO' }),
        rec({ title: 'Peak lait concentré non sucré entier, boîte 410 g', brand: 'Peak' }),
      ],
      [
        rec({ title: 'Peak Evaporated Full Cream Milk Tin 160g', brand: 'Peak' }),
        rec({ title: 'PEAK EVAP MILK TIN 160G', producer: 'FrieslandCampina WAMCO' }),
        rec({ title: 'Peak lait concentré non sucré entier, boîte 160 g', brand: 'Peak' }),
      ],
      [
        rec({ title: 'Peak Sweetened Condensed Milk Tin 385g', brand: 'Peak' }),
        rec({ title: 'PEAK SWT COND MILK TIN 385G', producer: 'FrieslandCampina WAMCO' }),
        rec({ title: 'Peak lait concentré sucré, boîte 385 g', brand: 'Peak' }),
      ],
    ],
  },
  {
    // One baby-wipes brand: fragranced 64s, fragrance-free 64s, and the fragranced triple pack.
    kind: 'baby wipes by scent and pack count',
    variants: [
      [
        rec({ title: 'Pampers Fresh Clean Baby Wipes, 64 Wipes', brand: 'Pampers' }),
        rec({ title: 'PAMPERS WIPES FRESH CLEAN 64S', producer: 'Procter & Gamble' }),
        rec({ title: 'Vitambaa vya mtoto Pampers Fresh Clean, vipande 64', brand: 'Pampers' }),
      ],
      [
        rec({ title: 'Pampers Sensitive Fragrance Free Baby Wipes, 64 Wipes', brand: 'Pampers' }),
        rec({ title: 'PAMPERS WIPES SENSITIVE F/FREE 64S', producer: 'Procter & Gamble' }),
        rec({ title: 'Vitambaa vya mtoto Pampers Sensitive bila manukato, vipande 64', brand: 'Pampers' }),
      ],
      [
        rec({ title: 'Pampers Fresh Clean Baby Wipes, Value Pack 3 x 64 (192 Wipes)', brand: 'Pampers' }),
        rec({ title: 'PAMPERS WIPES FRESH CLEAN 3X64S', producer: 'Procter & Gamble' }),
        rec({ title: 'Vitambaa vya mtoto Pampers Fresh Clean, pakiti 3 x 64', brand: 'Pampers' }),
      ],
    ],
  },
  {
    // One sparkling-wine house: brut 750 ml, demi-sec (sweeter) 750 ml, and the brut piccolo 200 ml.
    kind: 'sparkling wine by sweetness and bottle',
    variants: [
      [
        rec({ title: 'JC Le Roux Le Domaine Sparkling Wine 750ml', brand: 'JC Le Roux', abv: '7.5%' }),
        rec({ title: 'JC LE ROUX LE DOMAINE 750ML', producer: 'Distell', abv: 7.5 }),
        rec({ title: 'JC Le Roux Le Domaine vonkelwyn 750 ml', brand: 'JC Le Roux', abv: '7.5% vol' }),
      ],
      [
        rec({ title: 'JC Le Roux La Fleurette Sparkling Wine 750ml', brand: 'JC Le Roux', abv: '7.5%' }),
        rec({ title: 'JC LE ROUX LA FLEURETTE 750ML', producer: 'Distell', abv: 7.5 }),
        rec({ title: 'JC Le Roux La Fleurette vonkelwyn 750 ml', brand: 'JC Le Roux', abv: '7.5% vol' }),
      ],
      [
        rec({ title: 'JC Le Roux Le Domaine Sparkling Wine 200ml', brand: 'JC Le Roux', abv: '7.5%' }),
        rec({ title: 'JC LE ROUX LE DOMAINE 200ML', producer: 'Distell', abv: 7.5 }),
        rec({ title: 'JC Le Roux Le Domaine vonkelwyn 200 ml', brand: 'JC Le Roux', abv: '7.5% vol' }),
      ],
    ],
  },
];
