// Held-out pair set 5, product_grocery (see bench/pairs/heldout5.ts): sliced bread by loaf type and weight, milk
// by fat, treatment and pack, tinned fish by sauce and tin, tomato paste sachets against tins, sugar by colour and
// bag, ciders and ready-to-drinks by variant (ABV in the listing), energy drinks by can and sugar, laundry powder
// by wash type and bag, and seasoning cubes by flavour and pack, as a supermarket's web shop, a till receipt, a
// wholesaler's price list and an informal retailer's WhatsApp list write them. Written by hand; packs are
// illustrative.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY5: readonly Family[] = [
  {
    // A white loaf and a brown loaf of one bakery, and the white loaf in another weight, are three articles.
    kind: 'sliced bread by loaf type and weight',
    variants: [
      [
        rec({ title: 'Albany Superior White Sliced Bread 700g', brand: 'Albany' }),
        rec({ name: 'ALB SUP WHITE BRD 700G', brand: 'Tiger Brands' }),
        rec({ product_name: 'Superior white loaf (700 g), sliced', brand: 'ALBANY BAKERIES' }),
      ],
      [
        rec({ title: 'Albany Superior Brown Sliced Bread 700g', brand: 'Albany' }),
        rec({ name: 'ALB SUP BROWN BRD 700G', brand: 'Tiger Brands' }),
        rec({ product_name: 'Superior brown loaf (700 g), sliced', brand: 'ALBANY BAKERIES' }),
      ],
      [
        rec({ title: 'Albany Superior White Sliced Bread 600g', brand: 'Albany' }),
        rec({ name: 'ALB SUP WHITE BRD 600G', brand: 'Tiger Brands' }),
        rec({ product_name: 'Superior white loaf (600 g), sliced', brand: 'ALBANY BAKERIES' }),
      ],
    ],
  },
  {
    // Fresh pasteurised whole milk, its long-life (UHT) sibling and the fermented milk of one dairy are three.
    kind: 'milk by fat, treatment and pack',
    variants: [
      [
        rec({ title: 'Brookside Whole Milk Fresh 500ml Pouch', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE FRESH MILK WHOLE 500ML', brand: 'Brookside Dairy Ltd' }),
        rec({ product_name: 'Maziwa Brookside fresh half litre (sachet)', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside Long Life UHT Whole Milk 500ml Tetra Pack', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE UHT LONGLIFE WHOLE 500ML TP', brand: 'Brookside Dairy Ltd' }),
        rec({ product_name: 'Maziwa Brookside long life half litre (packet)', brand: 'Brookside' }),
      ],
      [
        rec({ title: 'Brookside Lala Fermented Milk 500ml', brand: 'Brookside' }),
        rec({ name: 'BROOKSIDE LALA 500ML', brand: 'Brookside Dairy Ltd' }),
        rec({ product_name: 'Maziwa lala Brookside half litre', brand: 'Brookside' }),
      ],
    ],
  },
  {
    // One canner's fish in vegetable oil and in tomato sauce, and a bigger tin, are three articles.
    kind: 'tinned fish by sauce and tin',
    variants: [
      [
        rec({ title: 'Titus Sardines in Vegetable Oil 125g Tin', brand: 'Titus' }),
        rec({ name: 'TITUS SARDIN VEG OIL 125G', brand: 'Titus' }),
        rec({ product_name: 'Titus sardine (oil) small tin 125 g', brand: 'TITUS' }),
      ],
      [
        rec({ title: 'Titus Sardines in Tomato Sauce 125g Tin', brand: 'Titus' }),
        rec({ name: 'TITUS SARDINE TOM SCE 125G', brand: 'Titus' }),
        rec({ product_name: 'Titus sardine (tomato) small tin 125 g', brand: 'TITUS' }),
      ],
      [
        rec({ title: 'Titus Mackerel in Tomato Sauce 425g Tin', brand: 'Titus' }),
        rec({ name: 'TITUS MACKEREL TOM SCE 425G', brand: 'Titus' }),
        rec({ product_name: 'Titus mackerel (tomato) big tin 425 g', brand: 'TITUS' }),
      ],
    ],
  },
  {
    // A 70 g sachet, a 210 g tin and a 400 g tin of one tomato paste are three articles; a carton is not a sachet.
    kind: 'tomato paste, sachet against tin',
    variants: [
      [
        rec({ title: 'Gino Tomato Paste Sachet 70g', brand: 'Gino' }),
        rec({ name: 'GINO TOM PASTE SACHET 70G', brand: 'Olam' }),
        rec({ product_name: 'Gino tomato paste - 70 g pouch (single)', brand: 'GINO' }),
      ],
      [
        rec({ title: 'Gino Tomato Paste Tin 210g', brand: 'Gino' }),
        rec({ name: 'GINO TOM PASTE TIN 210G', brand: 'Olam' }),
        rec({ product_name: 'Gino tomato paste - 210 g can', brand: 'GINO' }),
      ],
      [
        rec({ title: 'Gino Tomato Paste Tin 400g', brand: 'Gino' }),
        rec({ name: 'GINO TOM PASTE TIN 4OOG', brand: 'Olam' }),
        rec({ product_name: 'Gino tomato paste - 400 g can', brand: 'GINO' }),
      ],
    ],
  },
  {
    // One miller's white sugar in two bag sizes and its brown sugar are three articles.
    kind: 'sugar by colour and bag',
    variants: [
      [
        rec({ title: 'Kabras Premium White Sugar 2kg', brand: 'Kabras' }),
        rec({ name: 'KABRAS SUGAR WHITE 2KG', brand: 'West Kenya Sugar Co' }),
        rec({ product_name: 'Sukari Kabras nyeupe kilo mbili', brand: 'Kabras' }),
      ],
      [
        rec({ title: 'Kabras Premium White Sugar 1kg', brand: 'Kabras' }),
        rec({ name: 'KABRAS SUGAR WHITE 1KG', brand: 'West Kenya Sugar Co' }),
        rec({ product_name: 'Sukari Kabras nyeupe kilo moja', brand: 'Kabras' }),
      ],
      [
        rec({ title: 'Kabras Brown Sugar 2kg', brand: 'Kabras' }),
        rec({ name: 'KABRAS SUGAR BROWN 2KG', brand: 'West Kenya Sugar Co' }),
        rec({ product_name: 'Sukari Kabras brown kilo mbili', brand: 'Kabras' }),
      ],
    ],
  },
  {
    // A cider's dry, light and flavoured variants differ in taste and strength; one variant in one bottle is one article.
    kind: 'ciders by variant and bottle',
    variants: [
      [
        rec({ title: 'Savanna Premium Cider Dry 330ml Bottle', brand: 'Savanna', abv: '6%' }),
        rec({ name: 'SAVANNA DRY NRB 330ML', brand: 'Distell', abv: 6 }),
        rec({ product_name: 'Savanna Dry cider, 330 ml non-returnable', producer: 'Heineken Beverages', alcohol: '6.0% vol' }),
      ],
      [
        rec({ title: 'Savanna Premium Cider Light 330ml Bottle', brand: 'Savanna', abv: '2.5%' }),
        rec({ name: 'SAVANNA LIGHT NRB 330ML', brand: 'Distell', abv: 2.5 }),
        rec({ product_name: 'Savanna Light cider, 330 ml non-returnable', producer: 'Heineken Beverages', alcohol: '2.5% vol' }),
      ],
      [
        rec({ title: 'Savanna Premium Cider Dry 500ml Can', brand: 'Savanna', abv: '6%' }),
        rec({ name: 'SAVANNA DRY CAN 500ML', brand: 'Distell', abv: 6 }),
        rec({ product_name: 'Savanna Dry cider, 500 ml can', producer: 'Heineken Beverages', alcohol: '6.0% vol' }),
      ],
    ],
  },
  {
    // Energy drinks: one can size with and without sugar, and the larger can, are three articles.
    kind: 'energy drinks by can and sugar',
    variants: [
      [
        rec({ title: 'Red Bull Energy Drink 250ml Can', brand: 'Red Bull' }),
        rec({ name: 'REDBULL 250ML CAN', brand: 'Red Bull GmbH' }),
        rec({ product_name: 'Red Bull original - small can (250 ml)', brand: 'REDBULL' }),
      ],
      [
        rec({ title: 'Red Bull Sugarfree Energy Drink 250ml Can', brand: 'Red Bull' }),
        rec({ name: 'REDBULL S/FREE 250ML CAN', brand: 'Red Bull GmbH' }),
        rec({ product_name: 'Redbul sugar free small can 250ml', brand: 'REDBULL' }),
      ],
      [
        rec({ title: 'Red Bull Energy Drink 473ml Can', brand: 'Red Bull' }),
        rec({ name: 'REDBULL 473ML CAN', brand: 'Red Bull GmbH' }),
        rec({ product_name: 'Red Bull original - tall can (473 ml)', brand: 'REDBULL' }),
      ],
    ],
  },
  {
    // Hand-wash and machine (auto) powders of one brand are different formulations; bag weight makes another article.
    kind: 'laundry powder by wash type and bag',
    variants: [
      [
        rec({ title: 'OMO Multi-Active Hand Washing Powder 2kg', brand: 'OMO' }),
        rec({ name: 'OMO HAND W/POWDER 2KG', brand: 'Unilever' }),
        rec({ product_name: 'Omo hand wash powder, 2 kg bag', brand: 'Omo' }),
      ],
      [
        rec({ title: 'OMO Auto Washing Powder for Top & Front Loaders 2kg', brand: 'OMO' }),
        rec({ name: 'OMO AUTO W/POWDER 2KG', brand: 'Unilever' }),
        rec({ product_name: 'Omo automatic washing powder, 2 kg bag', brand: 'Omo' }),
      ],
      [
        rec({ title: 'OMO Multi-Active Hand Washing Powder 1kg', brand: 'OMO' }),
        rec({ name: 'OMO HAND W/POWDER 1KG', brand: 'Unilever' }),
        rec({ product_name: 'Omo hand wash powder, 1 kg bag', brand: 'Omo' }),
      ],
    ],
  },
  {
    // Seasoning cubes: a flavour is its own article, and a 100-cube pack is not a 50-cube pack.
    kind: 'seasoning cubes by flavour and pack',
    variants: [
      [
        rec({ title: 'Maggi Star Seasoning Cubes 4g x 100', brand: 'Maggi' }),
        rec({ name: 'MAGGI STAR CUBE 100S', brand: 'Nestle Nigeria' }),
        rec({ product_name: 'Maggi Star (pack of 100 cubes, 400 g)', brand: 'Nestlé' }),
      ],
      [
        rec({ title: 'Maggi Chicken Seasoning Cubes 4g x 100', brand: 'Maggi' }),
        rec({ name: 'MAGGI CHICKEN CUBE 100S', brand: 'Nestle Nigeria' }),
        rec({ product_name: 'Maggi Chicken (pack of 100 cubes, 400 g)', brand: 'Nestlé' }),
      ],
      [
        rec({ title: 'Maggi Star Seasoning Cubes 4g x 50', brand: 'Maggi' }),
        rec({ name: 'MAGGI STAR CUBE 50S', brand: 'Nestle Nigeria' }),
        rec({ product_name: 'Maggi Star (pack of 50 cubes, 200 g)', brand: 'Nestlé' }),
      ],
    ],
  },
];
