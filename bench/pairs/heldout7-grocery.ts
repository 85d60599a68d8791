// Held-out pair set 7, product_grocery (see bench/pairs/heldout7.ts): chocolate slabs by variant and weight,
// yoghurt by flavour and tub, peanut butter by texture and jar, pasta by shape and pack, baking flour by type and
// bag, cognac by age grade and bottle, potato crisps by flavour and bag, antimalarial tablets by strength and pack,
// and cough syrups by formula and bottle; each as a shop's long title, a till or pharmacy price-list line and a
// third source (Swahili, Afrikaans, French, the maker's group in the brand field).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY7: readonly Family[] = [
  {
    // One slab: 80 g against 150 g, or fruit & nut against plain milk, is another article.
    kind: 'chocolate slabs by variant and weight',
    variants: [
      [
        rec({ title: 'Cadbury Dairy Milk Milk Chocolate Slab 80g', brand: 'Cadbury' }),
        rec({ name: 'CADB D/MILK SLAB 80G', brand: 'CADBURY' }),
        rec({ product_name: 'Cadbury Dairy Milk melksjokolade 80 g', brand: 'Mondelez' }),
      ],
      [
        rec({ title: 'Cadbury Dairy Milk Milk Chocolate Slab 150g', brand: 'Cadbury' }),
        rec({ name: 'CADB D/MILK SLAB 150G', brand: 'CADBURY' }),
        rec({ product_name: 'Cadbury Dairy Milk melksjokolade 150 g', brand: 'Mondelez' }),
      ],
      [
        rec({ title: 'Cadbury Dairy Milk Fruit & Nut Chocolate Slab 80g', brand: 'Cadbury' }),
        rec({ name: 'CADB D/MILK F&NUT 80G', brand: 'CADBURY' }),
        rec({ product_name: 'Cadbury Dairy Milk vrugte en neut sjokolade 80 g', brand: 'Mondelez' }),
      ],
    ],
  },
  {
    // One tub: strawberry against vanilla, or 250 ml against 500 ml, is another article.
    kind: 'yoghurt by flavour and tub',
    variants: [
      [
        rec({ title: 'Brookside Strawberry Flavoured Yoghurt 500ml', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE YOG STRAWB 500ML', brand: 'BROOKSIDE DAIRY' }),
        rec({ product_name: 'Mtindi wa Brookside ladha ya stroberi ml 500', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside Vanilla Flavoured Yoghurt 500ml', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE YOG VANILLA 500ML', brand: 'BROOKSIDE DAIRY' }),
        rec({ product_name: 'Mtindi wa Brookside ladha ya vanila ml 500', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside Strawberry Flavoured Yoghurt 250ml', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE YOG STRAWB 250ML', brand: 'BROOKSIDE DAIRY' }),
        rec({ product_name: 'Mtindi wa Brookside ladha ya stroberi ml 250', brand: 'Brookside' }),
      ],
    ],
  },
  {
    // One jar: smooth against crunchy, or 400 g against 800 g, is another article.
    kind: 'peanut butter by texture and jar',
    variants: [
      [
        rec({ title: 'Black Cat Smooth Peanut Butter 400g', brand: 'Black Cat' }),
        rec({ name: 'BLACK CAT P/BUTTER SMOOTH 400G', brand: 'BLACK CAT' }),
        rec({ product_name: 'Black Cat Gladde Grondboontjiebotter 400 g', brand: 'Tiger Brands' }),
      ],
      [
        rec({ title: 'Black Cat Crunchy Peanut Butter 400g', brand: 'Black Cat' }),
        rec({ name: 'BLACK CAT P/BUTTER CRUNCHY 400G', brand: 'BLACK CAT' }),
        rec({ product_name: 'Black Cat Growwe Grondboontjiebotter 400 g', brand: 'Tiger Brands' }),
      ],
      [
        rec({ title: 'Black Cat Smooth Peanut Butter 800g', brand: 'Black Cat' }),
        rec({ name: 'BLACK CAT P/BUTTER SMOOTH 800G', brand: 'BLACK CAT' }),
        rec({ product_name: 'Black Cat Gladde Grondboontjiebotter 800 g', brand: 'Tiger Brands' }),
      ],
    ],
  },
  {
    // One pack: spaghetti against macaroni, or a carton of twenty against one pack, is another article.
    kind: 'pasta by shape and pack',
    variants: [
      [
        rec({ title: 'Golden Penny Spaghetti 500g', brand: 'Golden Penny' }),
        rec({ name: 'G/PENNY SPAGHETTI 500G', brand: 'FLOUR MILLS OF NIGERIA' }),
        rec({ product_name: 'Golden Penny spaghetti, paquet de 500 g', brand: 'Golden Penny' }),
      ],
      [
        rec({ title: 'Golden Penny Macaroni 500g', brand: 'Golden Penny' }),
        rec({ name: 'G/PENNY MACARONI 500G', brand: 'FLOUR MILLS OF NIGERIA' }),
        rec({ product_name: 'Golden Penny macaronis, paquet de 500 g', brand: 'Golden Penny' }),
      ],
      [
        rec({ title: 'Golden Penny Spaghetti 500g x 20 (Carton)', brand: 'Golden Penny' }),
        rec({ name: 'G/PENNY SPAGHETTI 20X500G CTN', brand: 'FLOUR MILLS OF NIGERIA' }),
        rec({ product_name: 'Golden Penny spaghetti, carton de 20 paquets de 500 g', brand: 'Golden Penny' }),
      ],
    ],
  },
  {
    // One bag: home-baking (plain) against self-raising flour, or 1 kg against 2 kg, is another article.
    kind: 'baking flour by type and bag',
    variants: [
      [
        rec({ title: 'Pembe Home Baking Flour 2kg', brand: 'Pembe' }),
        rec({ name: 'PEMBE H/BAKING FLR 2KG', brand: 'PEMBE FLOUR MILLS' }),
        rec({ product_name: 'Unga wa ngano Pembe wa kuoka nyumbani kilo 2', brand: 'Pembe' }),
      ],
      [
        rec({ title: 'Pembe Home Baking Flour 1kg', brand: 'Pembe' }),
        rec({ name: 'PEMBE H/BAKING FLR 1KG', brand: 'PEMBE FLOUR MILLS' }),
        rec({ product_name: 'Unga wa ngano Pembe wa kuoka nyumbani kilo 1', brand: 'Pembe' }),
      ],
      [
        rec({ title: 'Pembe Self Raising Flour 2kg', brand: 'Pembe' }),
        rec({ name: 'PEMBE S/RAISING FLR 2KG', brand: 'PEMBE FLOUR MILLS' }),
        rec({ product_name: 'Unga wa ngano Pembe unaojiumua kilo 2', brand: 'Pembe' }),
      ],
    ],
  },
  {
    // One bottle: VS against VSOP, or 70 cl against 35 cl, is another article.
    kind: 'cognac by age grade and bottle',
    variants: [
      [
        rec({ title: 'Hennessy Very Special Cognac 70cl', brand: 'Hennessy', abv: '40%' }),
        rec({ name: 'HENNESSY VS 70CL', brand: 'HENNESSY', abv: 40 }),
        rec({ product_name: 'Cognac Hennessy V.S, bouteille de 700 ml', brand: 'Moët Hennessy', abv: '40% vol' }),
      ],
      [
        rec({ title: 'Hennessy VSOP Privilège Cognac 70cl', brand: 'Hennessy', abv: '40%' }),
        rec({ name: 'HENNESSY VSOP 70CL', brand: 'HENNESSY', abv: 40 }),
        rec({ product_name: 'Cognac Hennessy V.S.O.P Privilège, bouteille de 700 ml', brand: 'Moët Hennessy', abv: '40% vol' }),
      ],
      [
        rec({ title: 'Hennessy Very Special Cognac 35cl', brand: 'Hennessy', abv: '40%' }),
        rec({ name: 'HENNESSY VS 35CL', brand: 'HENNESSY', abv: 40 }),
        rec({ product_name: 'Cognac Hennessy V.S, flasque de 350 ml', brand: 'Moët Hennessy', abv: '40% vol' }),
      ],
    ],
  },
  {
    // One bag: salt & vinegar against cheese & onion, or 120 g against 36 g, is another article.
    kind: 'potato crisps by flavour and bag',
    variants: [
      [
        rec({ title: 'Simba Salt & Vinegar Flavoured Potato Chips 120g', brand: 'Simba' }),
        rec({ name: 'SIMBA CHIPS S&VIN 120G', brand: 'SIMBA' }),
        rec({ product_name: 'Simba Sout en Asyn aartappelskyfies 120 g', brand: 'PepsiCo' }),
      ],
      [
        rec({ title: 'Simba Cheese & Onion Flavoured Potato Chips 120g', brand: 'Simba' }),
        rec({ name: 'SIMBA CHIPS CHS&ONION 120G', brand: 'SIMBA' }),
        rec({ product_name: 'Simba Kaas en Ui aartappelskyfies 120 g', brand: 'PepsiCo' }),
      ],
      [
        rec({ title: 'Simba Salt & Vinegar Flavoured Potato Chips 36g', brand: 'Simba' }),
        rec({ name: 'SIMBA CHIPS S&VIN 36G', brand: 'SIMBA' }),
        rec({ product_name: 'Simba Sout en Asyn aartappelskyfies 36 g', brand: 'PepsiCo' }),
      ],
    ],
  },
  {
    // One pack: 20/120 mg x 24 against 80/480 mg x 6 (one course, another strength), or the children's
    // dispersible tablets, is another medicine.
    kind: 'antimalarial tablets by strength and pack',
    variants: [
      [
        rec({ title: 'Coartem 20mg/120mg Tablets, Pack of 24', brand: 'Novartis' }),
        rec({ name: 'ARTEMETHER+LUMEFANTRINE 20/120MG TABS 24S (COARTEM)', brand: 'NOVARTIS' }),
        rec({ product_name: 'Coartem 20 mg/120 mg, boîte de 24 comprimés', brand: 'Coartem' }),
      ],
      [
        rec({ title: 'Coartem 80mg/480mg Tablets, Pack of 6', brand: 'Novartis' }),
        rec({ name: 'ARTEMETHER+LUMEFANTRINE 80/480MG TABS 6S (COARTEM)', brand: 'NOVARTIS' }),
        rec({ product_name: 'Coartem 80 mg/480 mg, boîte de 6 comprimés', brand: 'Coartem' }),
      ],
      [
        rec({ title: 'Coartem Dispersible 20mg/120mg Tablets for Children, Cherry, Pack of 6', brand: 'Novartis' }),
        rec({ name: 'COARTEM DISP 20/120MG PAED 6S CHERRY', brand: 'NOVARTIS' }),
        rec({ product_name: 'Coartem Dispersible 20 mg/120 mg enfants, boîte de 6 comprimés dispersibles', brand: 'Coartem' }),
      ],
    ],
  },
  {
    // One bottle: chesty against dry cough, or 150 ml against 300 ml, is another article.
    kind: 'cough syrups by formula and bottle',
    variants: [
      [
        rec({ title: 'Benylin Chesty Coughs Original Syrup 150ml', brand: 'Benylin' }),
        rec({ name: 'BENYLIN CHESTY ORIG 150ML', brand: 'BENYLIN' }),
        rec({ product_name: 'Benylin sirop toux grasse 150 ml', brand: 'Kenvue' }),
      ],
      [
        rec({ title: 'Benylin Dry Coughs Original Syrup 150ml', brand: 'Benylin' }),
        rec({ name: 'BENYLIN DRY COUGH ORIG 150ML', brand: 'BENYLIN' }),
        rec({ product_name: 'Benylin sirop toux sèche 150 ml', brand: 'Kenvue' }),
      ],
      [
        rec({ title: 'Benylin Chesty Coughs Original Syrup 300ml', brand: 'Benylin' }),
        rec({ name: 'BENYLIN CHESTY ORIG 300ML', brand: 'BENYLIN' }),
        rec({ product_name: 'Benylin sirop toux grasse 300 ml', brand: 'Kenvue' }),
      ],
    ],
  },
];
