// Held-out set 3 (issue 11), grocery-pack families: see bench/pairs/heldout3.ts for the header. Written by hand
// from how liquor stores, duty-free and bar price lists (spirits by age statement and bottle size, Kenyan bottle
// slang `mzinga` / `quarter`, wine by vintage, Ghanaian bitters in bottle and sachet), agro-vets and feed millers
// (poultry feed by stage and bag weight, herbicides and dewormers by pack size and strength), medical-supply
// shops (examination gloves by size and material), pharmacies' baby aisles (infant formula by stage and tin) and
// airtime sellers (scratch cards by network and denomination, `SAF CREDIT 100/=`, `bamba`, `kadi ya mia`) write
// such products. Strengths and ABVs are ILLUSTRATIVE where the author was not sure of them (consistent inside
// this set); the dewormer's brand stands for a local generic. None was copied from a retailer's page.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY3: readonly Family[] = [
  {
    kind: 'single malt by age statement and size',
    variants: [
      [
        rec({ name: 'Glenfiddich 12 Year Old Single Malt Scotch Whisky 70cl', brand: 'Glenfiddich', abv: '40%' }),
        rec({ title: 'GLENFIDDICH 12YO 700ML', producer: 'William Grant & Sons', abv: 40 }),
        rec({ product_name: 'Glenfiddich 12 yrs Our Signature Malt 0.7L', brand: 'Glenfiddich', alcohol: '40% vol' }),
      ],
      [
        rec({ name: 'Glenfiddich 15 Year Old Single Malt Scotch Whisky 70cl', brand: 'Glenfiddich', abv: '40%' }),
        rec({ title: 'GLENFIDDICH 15YO 700ML', producer: 'William Grant & Sons', abv: 40 }),
        rec({ product_name: 'Glenfiddich 15 yrs Our Solera Fifteen 0.7L', brand: 'Glenfiddich', alcohol: '40% vol' }),
      ],
      [
        rec({ name: 'Glenfiddich 12 Year Old Single Malt Scotch Whisky 1 Litre', brand: 'Glenfiddich', abv: '40%' }),
        rec({ title: 'GLENFIDDICH 12YO 1000ML (DUTY FREE)', producer: 'William Grant & Sons', abv: 40 }),
        rec({ product_name: 'Glenfiddich 12 yrs Our Signature Malt 1L', brand: 'Glenfiddich', alcohol: '40% vol' }),
      ],
    ],
  },
  {
    kind: 'cane spirit by bottle slang',
    variants: [
      [
        rec({ name: 'Kenya Cane Pure Cane Spirit 750ml', brand: 'Kenya Cane', abv: '40%' }),
        rec({ title: 'KENYA CANE 750ML', producer: 'EABL / UDV Kenya', abv: 40 }),
        rec({ product_name: 'Kenya Cane mzinga', brand: 'Kenya Cane' }),
      ],
      [
        rec({ name: 'Kenya Cane Pure Cane Spirit 250ml', brand: 'Kenya Cane', abv: '40%' }),
        rec({ title: 'KENYA CANE 250ML', producer: 'EABL / UDV Kenya', abv: 40 }),
        rec({ product_name: 'Kenya Cane quarter', brand: 'Kenya Cane' }),
      ],
      [
        rec({ name: 'Kenya Cane Coconut Flavoured Spirit 750ml', brand: 'Kenya Cane', abv: '35%' }),
        rec({ title: 'KENYA CANE COCONUT 750ML', producer: 'EABL / UDV Kenya', abv: 35 }),
        rec({ product_name: 'Kenya Cane Coconut mzinga', brand: 'Kenya Cane' }),
      ],
    ],
  },
  {
    kind: 'wine by vintage',
    variants: [
      [
        rec({ name: 'Kanonkop Pinotage 2019 750ml', brand: 'Kanonkop', abv: '14.5%' }),
        rec({ title: 'KANONKOP PINOTAGE 19 75CL', producer: 'Kanonkop Estate', abv: 14.5 }),
        rec({ product_name: 'Kanonkop Estate Pinotage, Stellenbosch, vintage 2019', brand: 'Kanonkop', alcohol: '14.5 % vol' }),
      ],
      [
        rec({ name: 'Kanonkop Pinotage 2021 750ml', brand: 'Kanonkop', abv: '14%' }),
        rec({ title: 'KANONKOP PINOTAGE 21 75CL', producer: 'Kanonkop Estate', abv: 14 }),
        rec({ product_name: 'Kanonkop Estate Pinotage, Stellenbosch, vintage 2021', brand: 'Kanonkop', alcohol: '14 % vol' }),
      ],
      [
        rec({ name: 'Kanonkop Kadette Pinotage 2021 750ml', brand: 'Kanonkop', abv: '14%' }),
        rec({ title: 'KANONKOP KADETTE PINOTAGE 21 75CL', producer: 'Kanonkop Estate', abv: 14 }),
      ],
    ],
  },
  {
    kind: 'bitters in bottle and sachet',
    variants: [
      [
        rec({ name: 'Alomo Bitters 750ml', brand: 'Alomo', abv: '42%' }),
        rec({ title: 'ALOMO BITTERS 75CL BTL', producer: 'Kasapreko Company Ltd', abv: 42 }),
        rec({ product_name: 'Kasapreko Alomo Bitters big bottle', brand: 'Kasapreko' }),
      ],
      [
        rec({ name: 'Alomo Bitters 200ml', brand: 'Alomo', abv: '42%' }),
        rec({ title: 'ALOMO BITTERS 20CL BTL', producer: 'Kasapreko Company Ltd', abv: 42 }),
        rec({ product_name: 'Kasapreko Alomo Bitters small bottle (flask)', brand: 'Kasapreko' }),
      ],
      [
        rec({ name: 'Alomo Bitters sachet 50ml x 50 (carton)', brand: 'Alomo', abv: '42%' }),
        rec({ title: 'ALOMO BITTERS SACHET 5CL CTN/50', producer: 'Kasapreko Company Ltd', abv: 42 }),
      ],
    ],
  },
  {
    kind: 'poultry feed by stage and bag',
    variants: [
      [
        rec({ name: 'Layers Mash 70kg', brand: 'Unga Farm Care' }),
        rec({ title: 'UFC LAYERS MASH 70KG BAG', manufacturer: 'Unga Farm Care (EA) Ltd' }),
        rec({ product_name: 'Fugo Layers Mash - 70 kg', brand: 'Fugo' }),
      ],
      [
        rec({ name: 'Layers Mash 35kg', brand: 'Unga Farm Care' }),
        rec({ title: 'UFC LAYERS MASH 35KG BAG', manufacturer: 'Unga Farm Care (EA) Ltd' }),
        rec({ product_name: 'Fugo Layers Mash - 35 kg', brand: 'Fugo' }),
      ],
      [
        rec({ name: 'Growers Mash 70kg', brand: 'Unga Farm Care' }),
        rec({ title: 'UFC GROWERS MASH 70KG BAG', manufacturer: 'Unga Farm Care (EA) Ltd' }),
        rec({ product_name: 'Fugo Growers Mash - 70 kg', brand: 'Fugo' }),
      ],
      [
        rec({ name: 'Chick & Duck Mash 10kg', brand: 'Unga Farm Care' }),
        rec({ title: 'UFC CHICK AND DUCK MASH 10KG', manufacturer: 'Unga Farm Care (EA) Ltd' }),
      ],
    ],
  },
  {
    kind: 'broiler feed by stage',
    variants: [
      [
        rec({ name: 'Broiler Starter Feed 25kg', brand: 'Vital Feed' }),
        rec({ title: 'VITAL FEED BROILER STARTER 25KG', manufacturer: 'Grand Cereals Ltd' }),
        rec({ product_name: 'Vital broiler starter (crumbles) 25 kg bag', brand: 'Vital' }),
      ],
      [
        rec({ name: 'Broiler Finisher Feed 25kg', brand: 'Vital Feed' }),
        rec({ title: 'VITAL FEED BROILER FINISHER 25KG', manufacturer: 'Grand Cereals Ltd' }),
        rec({ product_name: 'Vital broiler finisher (pellets) 25 kg bag', brand: 'Vital' }),
      ],
      [
        rec({ name: 'Broiler Starter Feed 25kg', brand: 'Top Feeds' }),
        rec({ title: 'TOP FEEDS BROILER STARTER 25KG', manufacturer: 'Premier Feed Mills Co. Ltd' }),
        rec({ product_name: 'Top Feeds broiler starter crumbs 25 kg', brand: 'Top Feeds' }),
      ],
    ],
  },
  {
    kind: 'herbicide by strength and pack',
    variants: [
      [
        rec({ name: 'Roundup Turbo 450 SL Herbicide 1L', brand: 'Roundup' }),
        rec({ title: 'ROUNDUP TURBO 1LTR', manufacturer: 'Bayer East Africa' }),
        rec({ product_name: 'Roundup Turbo glyphosate 450g/l - 1 litre', brand: 'Bayer' }),
      ],
      [
        rec({ name: 'Roundup Turbo 450 SL Herbicide 5L', brand: 'Roundup' }),
        rec({ title: 'ROUNDUP TURBO 5LTR', manufacturer: 'Bayer East Africa' }),
        rec({ product_name: 'Roundup Turbo glyphosate 450g/l - 5 litres jerrican', brand: 'Bayer' }),
      ],
      [
        rec({ name: 'Roundup 360 SL Herbicide 1L', brand: 'Roundup' }),
        rec({ title: 'ROUNDUP 360 1LTR', manufacturer: 'Bayer East Africa' }),
        rec({ product_name: 'Roundup glyphosate 360g/l - 1 litre', brand: 'Bayer' }),
      ],
    ],
  },
  {
    kind: 'livestock dewormer by strength',
    variants: [
      [
        rec({ name: 'Albendazole 10% Oral Suspension 1L', brand: 'Wormicid' }),
        rec({ title: 'WORMICID 10% 1LTR DRENCH', manufacturer: 'Cosmos Ltd' }),
        rec({ product_name: 'Wormicid albendazole 100mg/ml drench, 1 litre', brand: 'Cosmos' }),
      ],
      [
        rec({ name: 'Albendazole 2.5% Oral Suspension 1L', brand: 'Wormicid' }),
        rec({ title: 'WORMICID 2.5% 1LTR DRENCH', manufacturer: 'Cosmos Ltd' }),
        rec({ product_name: 'Wormicid albendazole 25mg/ml drench, 1 litre', brand: 'Cosmos' }),
      ],
      [
        rec({ name: 'Albendazole 10% Oral Suspension 500ml', brand: 'Wormicid' }),
        rec({ title: 'WORMICID 10% 500ML DRENCH', manufacturer: 'Cosmos Ltd' }),
      ],
    ],
  },
  {
    kind: 'examination gloves by size and material',
    variants: [
      [
        rec({ name: 'Nitrile Examination Gloves, Powder-Free, Medium, Box of 100', brand: 'Supermax' }),
        rec({ title: 'SUPERMAX NITRILE EXAM GLOVES P/F (M) 100S', manufacturer: 'Supermax Corporation' }),
        rec({ product_name: 'Gloves nitrile blue size M x100 powder free', brand: 'Supermax' }),
      ],
      [
        rec({ name: 'Nitrile Examination Gloves, Powder-Free, Large, Box of 100', brand: 'Supermax' }),
        rec({ title: 'SUPERMAX NITRILE EXAM GLOVES P/F (L) 100S', manufacturer: 'Supermax Corporation' }),
        rec({ product_name: 'Gloves nitrile blue size L x100 powder free', brand: 'Supermax' }),
      ],
      [
        rec({ name: 'Latex Examination Gloves, Powdered, Medium, Box of 100', brand: 'Supermax' }),
        rec({ title: 'SUPERMAX LATEX EXAM GLOVES POWDERED (M) 100S', manufacturer: 'Supermax Corporation' }),
        rec({ product_name: 'Gloves latex size M x100 powdered', brand: 'Supermax' }),
      ],
    ],
  },
  {
    kind: 'infant formula by stage and tin',
    variants: [
      [
        rec({ name: 'SMA Gold 1 First Infant Milk 400g', brand: 'SMA' }),
        rec({ title: 'SMA GOLD STAGE 1 0-6M 400G TIN', manufacturer: 'Nestlé' }),
        rec({ product_name: 'S.M.A Gold 1 infant formula (0-6 months) 400 g', brand: 'Nestle' }),
      ],
      [
        rec({ name: 'SMA Gold 2 Follow-on Milk 400g', brand: 'SMA' }),
        rec({ title: 'SMA GOLD STAGE 2 6-12M 400G TIN', manufacturer: 'Nestlé' }),
        rec({ product_name: 'S.M.A Gold 2 follow on formula (6-12 months) 400 g', brand: 'Nestle' }),
      ],
      [
        rec({ name: 'SMA Gold 1 First Infant Milk 900g', brand: 'SMA' }),
        rec({ title: 'SMA GOLD STAGE 1 0-6M 900G TIN', manufacturer: 'Nestlé' }),
        rec({ product_name: 'S.M.A Gold 1 infant formula (0-6 months) 900 g', brand: 'Nestle' }),
      ],
    ],
  },
  {
    kind: 'airtime vouchers by network and value',
    variants: [
      [
        rec({ name: 'Safaricom Airtime KSh 100 Scratch Card', brand: 'Safaricom' }),
        rec({ title: 'SAF CREDIT 100/=', manufacturer: 'Safaricom PLC' }),
        rec({ product_name: 'Safaricom bamba 100 voucher', brand: 'Safaricom' }),
      ],
      [
        rec({ name: 'Safaricom Airtime KSh 50 Scratch Card', brand: 'Safaricom' }),
        rec({ title: 'SAF CREDIT 50/=', manufacturer: 'Safaricom PLC' }),
        rec({ product_name: 'Safaricom bamba 50 voucher', brand: 'Safaricom' }),
      ],
      [
        rec({ name: 'Airtel Airtime KSh 100 Scratch Card', brand: 'Airtel' }),
        rec({ title: 'AIRTEL CREDIT 100/=', manufacturer: 'Airtel Networks Kenya Ltd' }),
        rec({ product_name: 'Airtel 100 voucher (kadi ya mia)', brand: 'Airtel' }),
      ],
    ],
  },
];
