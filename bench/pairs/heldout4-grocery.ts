// Held-out pair set 4, product_grocery (see bench/pairs/heldout4.ts): prescription medicines by strength,
// form, release and pack (brand against INN, maker against brand, `21S`, `3 x 10`), hair relaxers and braiding
// hair, sanitary pads, toothpaste, rice, cooking oil, instant coffee and insect sprays as pharmacies, beauty
// shops, supermarkets and wholesalers list them. Written by hand; packs and prices are illustrative.
import { rec, type Family } from './heldout1-types.js';

export const GROCERY4: readonly Family[] = [
  {
    // Strength and form (capsule against suspension) of one brand; another maker's generic of one strength.
    kind: 'antibiotic by strength, form and maker',
    variants: [
      [
        rec({ name: 'Amoxil 500mg Capsules x 21', brand: 'GSK' }),
        rec({ name: 'AMOXIL CAPS 500MG 21S', brand: 'Beecham' }),
        rec({ name: 'amoxicillin 500 mg capsule (Amoxil) pack of 21', brand: 'GlaxoSmithKline' }),
      ],
      [
        rec({ name: 'Amoxil 250mg Capsules x 21', brand: 'GSK' }),
        rec({ name: 'AMOXIL CAPS 250MG 21S', brand: 'Beecham' }),
        rec({ name: 'amoxicillin 250 mg capsule (Amoxil) pack of 21' }),
      ],
      [
        rec({ name: 'Amoxil 125mg/5ml Oral Suspension 100ml', brand: 'GSK' }),
        rec({ name: 'AMOXIL SUSP 125MG/5ML 100ML', brand: 'Beecham' }),
        rec({ name: 'amoxicillin syrup 125 mg per 5 ml (Amoxil) 100 mL bottle' }),
      ],
      [
        rec({ name: 'Emzor Amoxicillin 500mg Capsules 21s', brand: 'Emzor' }),
        rec({ name: 'AMOXICILLIN CAPS 500MG 21S EMZOR', price: '₦ 1,900' }),
      ],
    ],
  },
  {
    // Strength of a brand, and a generic of the molecule in another pack count.
    kind: 'antihypertensive, brand and generic by strength',
    variants: [
      [
        rec({ name: 'Norvasc 5mg Tablets 30s', brand: 'Pfizer' }),
        rec({ name: 'NORVASC TAB 5MG X30', brand: 'Viatris' }),
        rec({ name: 'amlodipine 5 mg tablet (Norvasc), 30 tablets' }),
      ],
      [
        rec({ name: 'Norvasc 10mg Tablets 30s', brand: 'Pfizer' }),
        rec({ name: 'NORVASC TAB 10MG X30', brand: 'Viatris' }),
        rec({ name: 'amlodipine 10 mg tablet (Norvasc), 30 tablets' }),
      ],
      [
        rec({ name: 'Amlodipine 5mg Tablets 28s', brand: 'Cipla' }),
        rec({ name: 'AMLODIPINE TAB 5MG X28 (CIPLA)' }),
        rec({ name: 'Cipla amlodipine besilate 5 mg, box of 28', brand: 'Cipla' }),
      ],
    ],
  },
  {
    // Immediate against prolonged release (XR) of one strength; another strength. `3 x 10` is 30.
    kind: 'diabetes tablets by strength and release',
    variants: [
      [
        rec({ name: 'Glucophage 500mg Film-Coated Tablets x 30', brand: 'Merck' }),
        rec({ name: 'GLUCOPHAGE 500MG TABS 30S', brand: 'Merck Serono' }),
        rec({ name: 'metformin hydrochloride 500 mg (Glucophage) 3 x 10 tablets' }),
      ],
      [
        rec({ name: 'Glucophage XR 500mg Prolonged-Release Tablets x 30', brand: 'Merck' }),
        rec({ name: 'GLUCOPHAGE XR 500MG TABS 30S', brand: 'Merck Serono' }),
        rec({ name: 'metformin 500 mg extended release (Glucophage XR) 3 x 10 tablets' }),
      ],
      [
        rec({ name: 'Glucophage 850mg Film-Coated Tablets x 30', brand: 'Merck' }),
        rec({ name: 'GLUCOPHAGE 850MG TABS 30S', brand: 'Merck Serono' }),
        rec({ name: 'metformin hydrochloride 850 mg (Glucophage) 3 x 10 tablets' }),
      ],
    ],
  },
  {
    // Relaxer strength (regular / super / normal) and kit against salon tub; 532 g = 18.75 oz.
    kind: 'hair relaxers by strength and pack',
    variants: [
      [
        rec({ name: 'Dark and Lovely Healthy-Gloss 5 No-Lye Relaxer Kit Regular', brand: "L'Oréal" }),
        rec({ name: 'D&L RELAXER KIT REG', brand: 'Dark & Lovely' }),
        rec({ name: 'Dark & Lovely relaxer kit - regular strength (normal hair)', brand: 'SoftSheen-Carson' }),
      ],
      [
        rec({ name: 'Dark and Lovely Healthy-Gloss 5 No-Lye Relaxer Kit Super', brand: "L'Oréal" }),
        rec({ name: 'D&L RELAXER KIT SUPER', brand: 'Dark & Lovely' }),
        rec({ name: 'Dark & Lovely relaxer kit - super strength (coarse hair)', brand: 'SoftSheen-Carson' }),
      ],
      [
        rec({ name: 'ORS Olive Oil Professional Creme Relaxer Normal Strength 532g', brand: 'ORS' }),
        rec({ name: 'ORS OLIVE OIL RELAXER NORMAL 18.75OZ', brand: 'Namaste Laboratories' }),
        rec({ name: 'Organic Root Stimulator olive oil relaxer tub - normal - 532 g' }),
      ],
    ],
  },
  {
    // Braiding hair: colour number (1B / 2), length and pre-stretched packs.
    kind: 'braiding hair by colour, length and pack',
    variants: [
      [
        rec({ name: 'X-pression Ultra Braid 82" Colour 1B', brand: 'X-pression' }),
        rec({ name: 'XPRESSION BRAID 1B', brand: 'Xpression' }),
        rec({ name: 'Expression braiding hair, col. 1B (off black), 82 inch' }),
      ],
      [
        rec({ name: 'X-pression Ultra Braid 82" Colour 2', brand: 'X-pression' }),
        rec({ name: 'XPRESSION BRAID 2', brand: 'Xpression' }),
        rec({ name: 'Expression braiding hair, col. 2 (dark brown), 82 inch' }),
      ],
      [
        rec({ name: 'X-pression Pre-Stretched Braid 3X 1B 48"', brand: 'X-pression' }),
        rec({ name: 'XPRESSION PRESTRETCHED 3X 1B' }),
        rec({ name: 'Expression pre stretched braiding hair 3 in 1, off black 1B, 48 inch' }),
      ],
    ],
  },
  {
    // Pad length (normal / long, size 1 / 2) and count (single against duo pack).
    kind: 'sanitary pads by length and count',
    variants: [
      [
        rec({ name: 'Always Ultra Normal Pads 10s', brand: 'Always' }),
        rec({ name: 'ALWAYS ULTRA NORMAL 10 PADS', brand: 'Procter & Gamble' }),
        rec({ name: 'Always ultra thin sanitary pads normal (size 1) x10' }),
      ],
      [
        rec({ name: 'Always Ultra Long Pads 8s', brand: 'Always' }),
        rec({ name: 'ALWAYS ULTRA LONG 8 PADS', brand: 'Procter & Gamble' }),
        rec({ name: 'Always ultra thin sanitary pads long (size 2) x8' }),
      ],
      [
        rec({ name: 'Always Ultra Normal Pads Duo Pack 20s', brand: 'Always' }),
        rec({ name: 'ALWAYS ULTRA NORMAL DUO 20 PADS', brand: 'P&G' }),
        rec({ name: 'Always ultra thin sanitary pads normal (size 1) x20 value pack' }),
      ],
    ],
  },
  {
    // Tube size and variant; MCP is the till's short form of Maximum Cavity Protection.
    kind: 'toothpaste by variant and tube size',
    variants: [
      [
        rec({ name: 'Colgate Maximum Cavity Protection Toothpaste 100ml', brand: 'Colgate' }),
        rec({ name: 'COLGATE MCP T/PASTE 100ML', brand: 'Colgate-Palmolive' }),
        rec({ name: 'Colgate regular flavour cavity protection toothpaste, 100 ml tube' }),
      ],
      [
        rec({ name: 'Colgate Maximum Cavity Protection Toothpaste 50ml', brand: 'Colgate' }),
        rec({ name: 'COLGATE MCP T/PASTE 50ML' }),
        rec({ name: 'Colgate regular flavour cavity protection toothpaste, 50 ml travel tube' }),
      ],
      [
        rec({ name: 'Colgate Herbal Toothpaste 100ml', brand: 'Colgate' }),
        rec({ name: 'COLGATE HERBAL T/PASTE 100ML', brand: 'Colgate-Palmolive' }),
        rec({ name: 'Colgate herbal (natural extracts) toothpaste, 100 ml tube' }),
      ],
    ],
  },
  {
    // Rice variety (Pishori / Sindano) and bag weight of one miller.
    kind: 'rice by variety and bag weight',
    variants: [
      [
        rec({ name: 'Nyota Pishori Rice 2kg', brand: 'Nyota' }),
        rec({ name: 'NYOTA PISHORI 2KG', brand: 'Nyota Millers' }),
        rec({ name: 'Pishori (Mwea) aromatic rice, Nyota, 2 kg packet' }),
      ],
      [
        rec({ name: 'Nyota Pishori Rice 5kg', brand: 'Nyota' }),
        rec({ name: 'NYOTA PISHORI 5KG', price: 'KSh 1,150' }),
        rec({ name: 'Pishori (Mwea) aromatic rice, Nyota, 5 kg bag' }),
      ],
      [
        rec({ name: 'Nyota Sindano Rice 2kg', brand: 'Nyota' }),
        rec({ name: 'NYOTA SINDANO 2KG', brand: 'Nyota Millers' }),
        rec({ name: 'Sindano long grain rice, Nyota, 2 kg packet' }),
      ],
    ],
  },
  {
    // Keg size (3 / 5 litres; `3LTR`) and another brand of one size; the miller or refiner as the brand.
    kind: 'cooking oil by keg size and brand',
    variants: [
      [
        rec({ name: 'Golden Penny Pure Soya Oil 3L', brand: 'Golden Penny' }),
        rec({ name: 'G/PENNY SOYA OIL 3LTR', brand: 'Flour Mills of Nigeria' }),
        rec({ name: 'Golden Penny soya bean oil, 3 litres keg' }),
      ],
      [
        rec({ name: 'Golden Penny Pure Soya Oil 5L', brand: 'Golden Penny' }),
        rec({ name: 'G/PENNY SOYA OIL 5LTR', brand: 'Flour Mills of Nigeria' }),
        rec({ name: 'Golden Penny soya bean oil, 5 litres keg' }),
      ],
      [
        rec({ name: 'Devon Kings Vegetable Oil 3L', brand: 'Devon Kings' }),
        rec({ name: 'DEVON KINGS VEG OIL 3LTR', brand: 'PZ Wilmar' }),
        rec({ name: "Devon King's cooking oil, 3 litres keg" }),
      ],
    ],
  },
  {
    // Jar weight, and a box of sticks whose total weight equals the larger jar's.
    kind: 'instant coffee, jar against sticks',
    variants: [
      [
        rec({ name: 'Nescafé Classic Instant Coffee 50g Jar', brand: 'Nescafé' }),
        rec({ name: 'NESCAFE CLASSIC 50G', brand: 'Nestlé' }),
        rec({ name: 'Nescafe classic pure soluble coffee glass jar 50 grams' }),
      ],
      [
        rec({ name: 'Nescafé Classic Instant Coffee 100g Jar', brand: 'Nescafé' }),
        rec({ name: 'NESCAFE CLASSIC 100G', brand: 'Nestlé' }),
        rec({ name: 'Nescafe classic pure soluble coffee glass jar 100 grams' }),
      ],
      [
        rec({ name: 'Nescafé Classic Instant Coffee Sachets 50 x 2g', brand: 'Nescafé' }),
        rec({ name: 'NESCAFE CLASSIC 2G X50 STICKS', brand: 'Nestlé' }),
        rec({ name: 'Nescafe classic coffee sticks, box of 50 (2 g each)' }),
      ],
    ],
  },
  {
    // Insect sprays: odourless against scented, a fogger, can size; the maker as the brand.
    kind: 'insect sprays by variant and can',
    variants: [
      [
        rec({ name: 'Doom Odourless Multi Insect Killer 300ml', brand: 'Doom' }),
        rec({ name: 'DOOM ODOURLESS 300ML', brand: 'Tiger Brands' }),
        rec({ name: 'Doom multi-insect spray, odourless, 300 ml can' }),
      ],
      [
        rec({ name: 'Doom Fogger Multi Insect 180ml', brand: 'Doom' }),
        rec({ name: 'DOOM FOGGER 180ML', brand: 'Tiger Brands' }),
        rec({ name: 'Doom fogger (total release) 180 ml can' }),
      ],
      [
        rec({ name: 'Doom Super Multi Insect Killer 300ml', brand: 'Doom' }),
        rec({ name: 'DOOM SUPER MULTI 300ML', brand: 'Tiger Brands' }),
        rec({ name: 'Doom multi-insect spray, original (scented), 300 ml can' }),
      ],
    ],
  },
];
