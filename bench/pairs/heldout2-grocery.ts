// Held-out set 2 (issue 11), grocery-pack families: see bench/pairs/heldout2.ts for the header. Written by hand
// from how pharmacies (HealthPlus, MedPlus, Goodlife, Clicks, Dis-Chem, Boots), cosmetics and baby aisles,
// agro-dealers (fertiliser and seed), wholesale cash-and-carry price lists (cartons, cases, outers), POS
// receipts' abbreviated names (`PEAK EVAP 160G CTN/48`, `GUINNESS FES 60CL RGB`) and bar price lists write
// such products. None was copied from a retailer's page.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY2: readonly Family[] = [
  {
    // Over-the-counter analgesics: a card of 10 against a box of 10 cards, and a sibling formulation. The
    // maker's name changed (GSK → Haleon) without the product changing.
    kind: 'pharmacy OTC: pack count and formulation',
    variants: [
      [
        rec({ name: 'Panadol Extra Caplets x10', brand: 'Panadol', price: '₦600' }),
        rec({ name: 'PANADOL EXTRA TAB 10S', brand: 'GSK' }),
        rec({ name: 'Panadol Extra (Paracetamol 500mg + Caffeine 65mg) 1 card of 10 tablets', brand: 'Haleon' }),
      ],
      [
        rec({ name: 'Panadol Extra Caplets 100s (10 x 10)', brand: 'Panadol', price: '₦5,800' }),
        rec({ name: 'PANADOL EXTRA TAB 100S', brand: 'GSK' }),
        rec({ name: 'Panadol Extra (Paracetamol 500mg + Caffeine 65mg) box of 10 cards x 10 tablets', brand: 'Haleon' }),
      ],
      [
        rec({ name: 'Panadol Advance 500mg Tablets x10', brand: 'Panadol', price: '₦550' }),
        rec({ name: 'PANADOL ADV TAB 10S', brand: 'GSK' }),
        rec({ name: 'Panadol Advance with Optizorb (Paracetamol 500mg) 1 card of 10 tablets', brand: 'Haleon' }),
      ],
    ],
  },
  {
    // Antimalarials: one molecule pair in two strengths, and another maker's product of the same strength.
    kind: 'pharmacy OTC: strength and generic of another maker',
    variants: [
      [
        rec({ name: 'Coartem 80/480mg Tablets x6', brand: 'Novartis' }),
        rec({ name: 'COARTEM 80/480 TAB 6S', brand: 'NOVARTIS' }),
        rec({ name: 'Artemether 80mg / Lumefantrine 480mg (Coartem) – 1 x 6 tablets', brand: 'Novartis Pharma' }),
      ],
      [
        rec({ name: 'Coartem 20/120mg Tablets x24', brand: 'Novartis' }),
        rec({ name: 'COARTEM 20/120 TAB 24S', brand: 'NOVARTIS' }),
        rec({ name: 'Artemether 20mg / Lumefantrine 120mg (Coartem) – adult course, 24 tablets', brand: 'Novartis Pharma' }),
      ],
      [
        rec({ name: 'Lonart DS 80/480mg Tablets x6', brand: 'Bliss GVS' }),
        rec({ name: 'LONART DS TAB 6S', brand: 'BLISS GVS PHARMA' }),
        rec({ name: 'Lonart DS (Artemether 80mg + Lumefantrine 480mg) 6 tablets', brand: 'Bliss GVS Pharma' }),
      ],
    ],
  },
  {
    kind: 'cosmetics: bottle size and product line',
    variants: [
      [
        rec({ name: 'NIVEA Nourishing Cocoa Body Lotion 400ml', brand: 'NIVEA' }),
        rec({ name: 'NIVEA LOT COCOA NOURISH 400ML', brand: 'Beiersdorf' }),
        rec({ name: 'Nivea Cocoa Nourish body lotion for dry skin – 400 ml', brand: 'Nivea' }),
      ],
      [
        rec({ name: 'NIVEA Nourishing Cocoa Body Lotion 250ml', brand: 'NIVEA' }),
        rec({ name: 'NIVEA LOT COCOA NOURISH 250ML', brand: 'Beiersdorf' }),
        rec({ name: 'Nivea Cocoa Nourish body lotion for dry skin – 250 ml', brand: 'Nivea' }),
      ],
      [
        rec({ name: 'NIVEA Natural Fairness Body Lotion 400ml', brand: 'NIVEA' }),
        rec({ name: 'NIVEA LOT NAT FAIRNESS 400ML', brand: 'Beiersdorf' }),
        rec({ name: 'Nivea Natural Fairness body lotion SPF 15 – 400 ml', brand: 'Nivea' }),
      ],
    ],
  },
  {
    // Soap bars: a 4-bar multipack, the single bar, and another scent's multipack (UK and SA chemists).
    kind: 'personal care: multipack, single and scent',
    variants: [
      [
        rec({ name: 'Dove Original Beauty Cream Bar 4 x 90g', brand: 'Dove', price: '£3.50' }),
        rec({ name: 'DOVE BAR ORIGINAL 4X90G', brand: 'Unilever' }),
        rec({ name: 'Dove Beauty Bar Original, pack of 4 (360 g)', brand: 'Dove' }),
      ],
      [
        rec({ name: 'Dove Original Beauty Cream Bar 90g', brand: 'Dove', price: '£1.00' }),
        rec({ name: 'DOVE BAR ORIGINAL 90G', brand: 'Unilever' }),
        rec({ name: 'Dove Beauty Bar Original, single bar 90 g', brand: 'Dove' }),
      ],
      [
        rec({ name: 'Dove Pink Beauty Cream Bar 4 x 90g', brand: 'Dove', price: '£3.50' }),
        rec({ name: 'DOVE BAR PINK 4X90G', brand: 'Unilever' }),
        rec({ name: 'Dove Beauty Bar Pink (rosa), pack of 4 (360 g)', brand: 'Dove' }),
      ],
    ],
  },
  {
    // Nappies: size and count make the article; "Maxi" is size 4 and "Midi" size 3 in this maker's naming.
    kind: 'baby care: nappy size and pack count',
    variants: [
      [
        rec({ name: 'Pampers Baby-Dry Size 4 Maxi (9-14kg) Jumbo Pack 76 Diapers', brand: 'Pampers' }),
        rec({ name: 'PAMPERS BD S4 MAXI JUMBO 76S', brand: 'P&G' }),
        rec({ name: 'Pampers Baby Dry nappies, size 4, 9–14 kg, 76 count', brand: 'Procter & Gamble' }),
      ],
      [
        rec({ name: 'Pampers Baby-Dry Size 4 Maxi (9-14kg) Value Pack 46 Diapers', brand: 'Pampers' }),
        rec({ name: 'PAMPERS BD S4 MAXI VALUE 46S', brand: 'P&G' }),
        rec({ name: 'Pampers Baby Dry nappies, size 4, 9–14 kg, 46 count', brand: 'Procter & Gamble' }),
      ],
      [
        rec({ name: 'Pampers Baby-Dry Size 3 Midi (6-10kg) Jumbo Pack 90 Diapers', brand: 'Pampers' }),
        rec({ name: 'PAMPERS BD S3 MIDI JUMBO 90S', brand: 'P&G' }),
        rec({ name: 'Pampers Baby Dry nappies, size 3, 6–10 kg, 90 count', brand: 'Procter & Gamble' }),
      ],
    ],
  },
  {
    kind: 'baby food: cereal flavour and weight',
    variants: [
      [
        rec({ name: 'Nestlé Cerelac Wheat with Milk 400g', brand: 'Nestlé' }),
        rec({ name: 'CERELAC WHEAT 400G', brand: 'NESTLE' }),
        rec({ name: 'Cerelac infant cereal, wheat & milk, from 6 months – 400 g', brand: 'Cerelac' }),
      ],
      [
        rec({ name: 'Nestlé Cerelac Maize with Milk 400g', brand: 'Nestlé' }),
        rec({ name: 'CERELAC MAIZE 400G', brand: 'NESTLE' }),
        rec({ name: 'Cerelac infant cereal, maize & milk, from 6 months – 400 g', brand: 'Cerelac' }),
      ],
      [
        rec({ name: 'Nestlé Cerelac Wheat with Milk 1kg', brand: 'Nestlé' }),
        rec({ name: 'CERELAC WHEAT 1KG', brand: 'NESTLE' }),
        rec({ name: 'Cerelac infant cereal, wheat & milk, from 6 months – 1 kg', brand: 'Cerelac' }),
      ],
    ],
  },
  {
    // Agro-dealers' fertiliser lines: the NPK grade is the product; 15:15:15, 15-15-15 and 15.15.15 are one grade.
    kind: 'agricultural input: fertiliser grade',
    variants: [
      [
        rec({ name: 'NPK 15:15:15 Fertilizer 50kg bag', brand: 'Notore' }),
        rec({ name: 'Notore NPK 15-15-15 (50 kg)', brand: 'Notore Chemical Industries' }),
        rec({ name: 'FERTILISER NPK 15.15.15 50KG', brand: 'NOTORE' }),
      ],
      [
        rec({ name: 'NPK 20:10:10 Fertilizer 50kg bag', brand: 'Notore' }),
        rec({ name: 'Notore NPK 20-10-10 (50 kg)', brand: 'Notore Chemical Industries' }),
        rec({ name: 'FERTILISER NPK 20.10.10 50KG', brand: 'NOTORE' }),
      ],
      [
        rec({ name: 'Urea 46% N Fertilizer 50kg bag', brand: 'Notore' }),
        rec({ name: 'Notore Urea (46-0-0) granular, 50 kg', brand: 'Notore Chemical Industries' }),
        rec({ name: 'FERTILISER UREA 46% 50KG', brand: 'NOTORE' }),
      ],
    ],
  },
  {
    // Kenyan agro-dealer lines: a top-dressing against a planting fertiliser of one maker, and bag sizes.
    kind: 'agricultural input: fertiliser type and bag size',
    variants: [
      [
        rec({ name: 'YaraMila Cereal 23:10:5 +3S +2MgO 50kg', brand: 'Yara' }),
        rec({ name: 'YARAMILA CEREAL 50KG', brand: 'Yara East Africa' }),
        rec({ name: 'Yara Mila Cereal planting fertiliser (23-10-5) – 50 kg bag', brand: 'YARA' }),
      ],
      [
        rec({ name: 'YaraMila Cereal 23:10:5 +3S +2MgO 25kg', brand: 'Yara' }),
        rec({ name: 'YARAMILA CEREAL 25KG', brand: 'Yara East Africa' }),
        rec({ name: 'Yara Mila Cereal planting fertiliser (23-10-5) – 25 kg bag', brand: 'YARA' }),
      ],
      [
        rec({ name: 'YaraBela Sulfan CAN 24% N +6S 50kg', brand: 'Yara' }),
        rec({ name: 'YARABELA SULFAN 50KG', brand: 'Yara East Africa' }),
        rec({ name: 'Yara Bela Sulfan top-dressing fertiliser (CAN + S) – 50 kg bag', brand: 'YARA' }),
      ],
    ],
  },
  {
    // Certified maize seed: the variety code and the packet weight are the product.
    kind: 'agricultural input: seed variety and packet',
    variants: [
      [
        rec({ name: 'Kenya Seed H614D Hybrid Maize Seed 2kg', brand: 'Kenya Seed Company' }),
        rec({ name: 'H614D 2KG KSC', brand: 'Kenya Seed' }),
        rec({ name: 'Hybrid maize H614 D (highland, late maturing) – 2 kg packet', brand: 'KSC' }),
      ],
      [
        rec({ name: 'Kenya Seed H6213 Hybrid Maize Seed 2kg', brand: 'Kenya Seed Company' }),
        rec({ name: 'H6213 2KG KSC', brand: 'Kenya Seed' }),
        rec({ name: 'Hybrid maize H6213 (highland) – 2 kg packet', brand: 'KSC' }),
      ],
      [
        rec({ name: 'Kenya Seed H614D Hybrid Maize Seed 10kg', brand: 'Kenya Seed Company' }),
        rec({ name: 'H614D 10KG KSC', brand: 'Kenya Seed' }),
        rec({ name: 'Hybrid maize H614 D (highland, late maturing) – 10 kg bag', brand: 'KSC' }),
      ],
    ],
  },
  {
    // Cash-and-carry: a carton of 48 tins is a different article from the tin; a sister brand of one maker.
    kind: 'wholesale: carton against single, sister brand',
    variants: [
      [
        rec({ name: 'Peak Evaporated Milk 160g', brand: 'Peak' }),
        rec({ name: 'PEAK EVAP MILK 160G TIN', brand: 'FrieslandCampina WAMCO' }),
        rec({ name: 'Peak full cream evaporated milk, tin 160 g', brand: 'PEAK' }),
      ],
      [
        rec({ name: 'Peak Evaporated Milk 160g x 48 (Carton)', brand: 'Peak' }),
        rec({ name: 'PEAK EVAP 160G CTN/48', brand: 'FrieslandCampina WAMCO' }),
        rec({ name: 'Peak full cream evaporated milk 160 g – case of 48 tins', brand: 'PEAK' }),
      ],
      [
        rec({ name: 'Three Crowns Evaporated Milk 160g', brand: 'Three Crowns' }),
        rec({ name: '3 CROWNS EVAP MILK 160G TIN', brand: 'FrieslandCampina WAMCO' }),
        rec({ name: 'Three Crowns filled evaporated milk, tin 160 g', brand: 'THREE CROWNS' }),
      ],
    ],
  },
  {
    // UK cash-and-carry outers against retail multipacks and singles of one crisp.
    kind: 'wholesale: outer, multipack and single',
    variants: [
      [
        rec({ name: 'Walkers Ready Salted Crisps 32 x 25g', brand: 'Walkers', price: '£10.99' }),
        rec({ name: 'WALKERS READY SALTED 25G CASE 32', brand: 'PepsiCo' }),
        rec({ name: 'Walkers Ready Salted crisps – outer of 32 bags (25 g)', brand: 'Walkers' }),
      ],
      [
        rec({ name: 'Walkers Ready Salted Crisps 6 x 25g', brand: 'Walkers', price: '£2.15' }),
        rec({ name: 'WALKERS READY SALTED 6PK 25G', brand: 'PepsiCo' }),
        rec({ name: 'Walkers Ready Salted multipack crisps, 6 bags x 25 g', brand: 'Walkers' }),
      ],
      [
        rec({ name: 'Walkers Ready Salted Crisps 25g', brand: 'Walkers', price: '£0.85' }),
        rec({ name: 'WALKERS READY SALTED 25G', brand: 'PepsiCo' }),
        rec({ name: 'Walkers Ready Salted crisps, single bag 25 g', brand: 'Walkers' }),
      ],
    ],
  },
  {
    // Bar price lists and POS receipts (RGB = returnable glass bottle) against a brewer's listing.
    kind: 'POS receipt: stout container and variant',
    variants: [
      [
        rec({ name: 'Guinness Foreign Extra Stout 60cl', brand: 'Guinness Nigeria', abv: '7.5%' }),
        rec({ name: 'GUINNESS FES 60CL RGB', brand: 'GUINNESS' }),
        rec({ name: 'Guinness Foreign Extra 600ml bottle', brand: 'Guinness', abv: 7.5 }),
      ],
      [
        rec({ name: 'Guinness Foreign Extra Stout Can 33cl', brand: 'Guinness Nigeria', abv: '7.5%' }),
        rec({ name: 'GUINNESS FES CAN 33CL', brand: 'GUINNESS' }),
        rec({ name: 'Guinness Foreign Extra 330ml can', brand: 'Guinness', abv: 7.5 }),
      ],
      [
        rec({ name: 'Guinness Smooth 60cl', brand: 'Guinness Nigeria', abv: '5.3%' }),
        rec({ name: 'GUINNESS SMOOTH 60CL RGB', brand: 'GUINNESS' }),
        rec({ name: 'Guinness Smooth stout 600ml bottle', brand: 'Guinness', abv: '5.3% vol' }),
      ],
    ],
  },
  {
    // SA till slips against a supermarket's listing: bag weight, and another miller's maize meal.
    kind: 'POS receipt: maize meal weight and miller',
    variants: [
      [
        rec({ name: 'White Star Super Maize Meal 5kg', brand: 'White Star' }),
        rec({ name: 'WHITE STAR SUP MAIZE 5KG', brand: 'Pioneer Foods' }),
        rec({ name: 'White Star super maize meal – 5 kg bag', brand: 'WHITE STAR' }),
      ],
      [
        rec({ name: 'White Star Super Maize Meal 10kg Bag', brand: 'White Star' }),
        rec({ name: 'WHITE STAR SUP MAIZE 10KG', brand: 'Pioneer Foods' }),
        rec({ name: 'White Star super maize meal – 10 kg bag', brand: 'WHITE STAR' }),
      ],
      [
        rec({ name: 'Ace Super Maize Meal 5kg', brand: 'Ace' }),
        rec({ name: 'ACE SUP MAIZE 5KG', brand: 'Tiger Brands' }),
        rec({ name: 'Ace super maize meal – 5 kg bag', brand: 'ACE' }),
      ],
    ],
  },
];
