// Held-out pair set 22, product_grocery (see bench/pairs/heldout22.ts): oat drinks by recipe and carton, pesto by
// recipe and jar, roasted groundnuts by salt and pack, cereal bars by flavour and box, pork sausages by recipe and
// pack, pasta sauce by recipe and jar, tinned pineapple by cut and tin, and cream crackers by recipe and pack; each as a
// supermarket, discounter or quick-commerce app title, a cash-and-carry invoice, shelf-edge label or depot pick line in
// caps with cut words, and a third source (a kiosk or WhatsApp post, a care-home, prison-kitchen or canteen order
// line, Swedish, Italian, Hausa, Yoruba, Twi, Swahili, German, Afrikaans, French, Dutch, Polish). Barcodes are EAN-13
// with a computed check digit (illustrative, not the makers' own). Kano Gold Groundnuts and Sawa Bars are invented.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY22: readonly Family[] = [
  {
    // One maker's oat drinks: the original 1 L, the barista edition 1 L, and the original 250 ml.
    kind: 'oat drinks by recipe and carton',
    variants: [
      [
        rec({ title: 'Oatly Oat Drink Original, Chilled, 1L', brand: 'Oatly' }),
        rec({ title: 'OATLY OAT DRINK ORIG 1L TP 7394370001013 X6' }),
        rec({ title: 'Oatly Havredryck Original 1 l, kylvara', brand: 'Oatly' }),
      ],
      [
        rec({ title: 'Oatly Oat Drink Barista Edition, Long Life, 1L', brand: 'Oatly' }),
        rec({ title: 'OATLY OAT DRINK BARISTA ED 1L UHT 7394370001563 X6' }),
        rec({ title: 'Oatly Havredryck Barista Edition 1 l, hållbar', brand: 'Oatly' }),
      ],
      [
        rec({ title: 'Oatly Oat Drink Original, On-the-Go Carton with Straw, 250ml', brand: 'Oatly' }),
        rec({ title: 'OATLY OAT DRINK ORIG 250ML W/STRAW 7394370002485 X18' }),
        rec({ title: 'Oat drink, plain, 250 ml cartons with straw (dairy-free residents) — Oatly Original 250ml or equivalent, 4 cases of 18' }),
      ],
    ],
  },
  {
    // One maker's pesto: green 190 g, red 190 g, and green 400 g.
    kind: 'pesto by recipe and jar',
    variants: [
      [
        rec({ title: 'Barilla Pesto alla Genovese, Basil Pesto Sauce, 190g Jar', brand: 'Barilla' }),
        rec({ title: 'BARILLA PESTO GENOVESE 190G 8076809512343' }),
        rec({ title: 'Barilla Pesto alla Genovese con basilico italiano fresco, vasetto 190 g', brand: 'Barilla' }),
      ],
      [
        rec({ title: 'Barilla Pesto Rosso, Sun-Dried Tomato Pesto Sauce, 200g Jar', brand: 'Barilla' }),
        rec({ title: 'BARILLA PESTO ROSSO SUNDR TOM 200G 8076809512411' }),
        rec({ title: 'Barilla Pesto Rosso ai pomodori secchi, vasetto 200 g', brand: 'Barilla' }),
      ],
      [
        rec({ title: 'Barilla Pesto alla Genovese, Basil Pesto Sauce, Large 400g Jar', brand: 'Barilla' }),
        rec({ title: 'BARILLA PESTO GENOVESE 400G LGE 8076809512589' }),
        rec({ title: 'Barilla Pesto Genovese 400 g Großglas, Basilikum', brand: 'Barilla' }),
      ],
    ],
  },
  {
    // One roaster's groundnuts: salted 250 g, unsalted 250 g, and salted 1 kg.
    kind: 'roasted groundnuts by salt and pack',
    variants: [
      [
        rec({ title: 'Kano Gold Roasted Groundnuts, Salted, 250g Pouch', brand: 'Kano Gold' }),
        rec({ title: 'KANO GOLD G/NUT RSTD SLTD 250G 6153011202575' }),
        rec({ title: 'Gyaɗa soyayya mai gishiri Kano Gold, gram 250', brand: 'Kano Gold' }),
      ],
      [
        rec({ title: 'Kano Gold Roasted Groundnuts, Unsalted, 250g Pouch', brand: 'Kano Gold' }),
        rec({ title: 'KANO GOLD G/NUT RSTD UNSLTD 250G 6153011202643' }),
        rec({ title: 'Ẹ̀pà díndín Kano Gold tí kò ní iyọ̀, 250g — no salt at all o. Ojota, Lagos', brand: 'Kano Gold' }),
      ],
      [
        rec({ title: 'Kano Gold Roasted Groundnuts, Salted, 1kg Family Bag', brand: 'Kano Gold' }),
        rec({ title: 'KANO GOLD G/NUT RSTD SLTD 1KG FAM 6153011210013' }),
        rec({ title: 'Gyaɗa soyayya mai gishiri Kano Gold, babban buhu kilo 1', brand: 'Kano Gold' }),
      ],
    ],
  },
  {
    // One maker's cereal bars: oat & honey 6-pack, chocolate chip 6-pack, and oat & honey 12-pack.
    kind: 'cereal bars by flavour and box',
    variants: [
      [
        rec({ title: 'Sawa Bars Oat & Honey Cereal Bars, 6 x 30g', brand: 'Sawa Bars' }),
        rec({ title: 'SAWA CRL BAR OAT/HNY 6X30G 6161005400616' }),
        rec({ title: 'Sawa Bars za shayiri na asali, pakiti 6 za gramu 30', brand: 'Sawa Bars' }),
      ],
      [
        rec({ title: 'Sawa Bars Chocolate Chip Cereal Bars, 6 x 30g', brand: 'Sawa Bars' }),
        rec({ title: 'SAWA CRL BAR CHOC CHIP 6X30G 6161005400784' }),
        rec({ title: 'Sawa Bars za chokoleti (choc chip), pakiti 6 x 30g. Kiosk, Westlands', brand: 'Sawa Bars' }),
      ],
      [
        rec({ title: 'Sawa Bars Oat & Honey Cereal Bars, Value Box 12 x 30g', brand: 'Sawa Bars' }),
        rec({ title: 'SAWA CRL BAR OAT/HNY 12X30G VAL 6161005401224' }),
        rec({ title: 'Cereal bars, oat and honey, 30 g, boxes of 12 (school tuck shop) — Sawa Bars or equivalent, 50 boxes' }),
      ],
    ],
  },
  {
    // One maker's sausages: traditional 8 pack, Cumberland 8 pack, and traditional 16 pack.
    kind: 'pork sausages by recipe and pack',
    variants: [
      [
        rec({ title: 'Richmond 8 Thick Pork Sausages, 454g', brand: 'Richmond' }),
        rec({ title: 'RICHMOND SAUS PORK THICK 8PK 454G 5010740801237' }),
        rec({ title: 'Sausages, pork, thick, chilled, 8 per pack, 454 g (prison kitchen) — Richmond 8 pack or equivalent, 120 packs' }),
      ],
      [
        rec({ title: 'Richmond 8 Cumberland Pork Sausages, 454g', brand: 'Richmond' }),
        rec({ title: 'RICHMOND SAUS PORK CUMBLND 8PK 454G 5010740801305' }),
        rec({ title: 'Richmond Cumberland sausages 8s 454g, yellow sticker £1.50 – Tesco Express Wrexham', brand: 'Richmond' }),
      ],
      [
        rec({ title: 'Richmond 16 Thick Pork Sausages, Family Pack, 908g', brand: 'Richmond' }),
        rec({ title: 'RICHMOND SAUS PORK THICK 16PK 908G FAM 5010740801619' }),
        rec({ title: 'Richmond dikke varkensworstjes, familieverpakking 16 stuks, 908 g', brand: 'Richmond' }),
      ],
    ],
  },
  {
    // One maker's pasta sauces: tomato & basil 500 g, arrabbiata 500 g, and tomato & basil 750 g.
    kind: 'pasta sauce by recipe and jar',
    variants: [
      [
        rec({ title: 'Dolmio Original Tomato & Basil Pasta Sauce, 500g Jar', brand: 'Dolmio' }),
        rec({ title: 'DOLMIO PASTA SCE TOM&BASIL 500G 5000159465076' }),
        rec({ title: 'Dolmio pastasous tamatie en basiliekruid, 500 g fles', brand: 'Dolmio' }),
      ],
      [
        rec({ title: 'Dolmio Arrabbiata Spicy Tomato Pasta Sauce, 500g Jar', brand: 'Dolmio' }),
        rec({ title: 'DOLMIO PASTA SCE ARRABB SPCY 500G 5000159465144' }),
        rec({ title: 'Dolmio Arrabbiata pikante pastasous, 500 g fles', brand: 'Dolmio' }),
      ],
      [
        rec({ title: 'Dolmio Original Tomato & Basil Pasta Sauce, Large 750g Jar', brand: 'Dolmio' }),
        rec({ title: 'DOLMIO PASTA SCE TOM&BASIL 750G LGE 5000159467506' }),
        rec({ title: 'Pasta sauce, tomato and basil, 750 g jar (care home kitchen) — Dolmio Original 750g or equivalent, 24 jars' }),
      ],
    ],
  },
  {
    // One canner's pineapple: slices in juice 565 g, chunks in juice 565 g, and slices in syrup 565 g.
    kind: 'tinned pineapple by cut and tin',
    variants: [
      [
        rec({ title: 'Del Monte Pineapple Slices in Juice, 565g Tin', brand: 'Del Monte' }),
        rec({ title: 'DEL MONTE PINEAPPLE SLCS IN JCE 565G 0024000165064' }),
        rec({ title: 'Del Monte Ananas en tranches au jus, boîte 565 g', brand: 'Del Monte' }),
      ],
      [
        rec({ title: 'Del Monte Pineapple Chunks in Juice, 565g Tin', brand: 'Del Monte' }),
        rec({ title: 'DEL MONTE PINEAPPLE CHNKS IN JCE 565G 0024000165132' }),
        rec({ title: 'Del Monte Ananas en morceaux au jus, boîte 565 g', brand: 'Del Monte' }),
      ],
      [
        rec({ title: 'Del Monte Pineapple Slices in Light Syrup, 565g Tin', brand: 'Del Monte' }),
        rec({ title: 'DEL MONTE PINEAPPLE SLCS LT SYRUP 565G 0024000165200' }),
        rec({ title: 'Del Monte pineapple slices (syrup, no be juice), 565g tin — carton of 12 available. Madina, Accra', brand: 'Del Monte' }),
      ],
    ],
  },
  {
    // One maker's cream crackers: original 200 g, original 300 g, and the lighter recipe 200 g.
    kind: 'cream crackers by recipe and pack',
    variants: [
      [
        rec({ title: 'Jacob\'s Cream Crackers Original, 200g', brand: 'Jacob\'s' }),
        rec({ title: 'JACOBS CRM CRACKERS ORIG 200G 5000168206004' }),
        rec({ title: 'Krakersy Jacob\'s Cream Crackers Original, opakowanie 200 g', brand: 'Jacob\'s' }),
      ],
      [
        rec({ title: 'Jacob\'s Cream Crackers Original, Large 300g', brand: 'Jacob\'s' }),
        rec({ title: 'JACOBS CRM CRACKERS ORIG 300G LGE 5000168206301' }),
        rec({ title: 'Jacob\'s cream crackers 300g big pack (na the big one o), original. Oshodi, Lagos', brand: 'Jacob\'s' }),
      ],
      [
        rec({ title: 'Jacob\'s Cream Crackers Light, 30% Less Fat, 200g', brand: 'Jacob\'s' }),
        rec({ title: 'JACOBS CRM CRACKERS LIGHT 30% LESS FAT 200G 5000168206202' }),
        rec({ title: 'Crackers, cream, reduced fat, 200 g packs (diabetic menu, day centre) — Jacob\'s Light or equivalent, 36 packs' }),
      ],
    ],
  },
];
