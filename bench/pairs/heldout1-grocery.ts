// Held-out set 1 (issue 11), grocery families: see bench/pairs/heldout1.ts for the header. Written by hand
// from how Shoprite, Pick n Pay, Carrefour, Naivas, Tesco, Lidl, Jumia and brewers list such products.
import type { Family } from './heldout1-types.js';
import { rec } from './heldout1-types.js';

const g = (name: string, brand?: string, abv?: string | number, extra: Record<string, string> = {}) => rec({ name, brand, abv, ...extra });
const t = (title: string, brand_name?: string, alcohol?: string | number, extra: Record<string, string> = {}) =>
  rec({ title, brand_name, alcohol, ...extra });

export const GROCERY: Family[] = [
  {
    kind: 'soft-drink-diet-variant',
    variants: [
      [
        g('Coca-Cola Original Taste Soft Drink 1.5L', 'Coca-Cola', undefined, { retailer: 'Shoprite' }),
        t('COCA COLA 1.5LTR PET', 'COCA-COLA', undefined, { retailer: 'Naivas' }),
        g('Coke Original 1.5 Litre Bottle', 'Coca Cola', undefined, { retailer: 'Jumia' }),
      ],
      [
        g('Coca-Cola Zero Sugar Soft Drink 1.5L', 'Coca-Cola', undefined, { retailer: 'Shoprite' }),
        t('COCA COLA ZERO 1.5LTR PET', 'COCA-COLA'),
        g('Coke Zero 1.5 Litre Bottle', 'Coca Cola'),
      ],
      [
        g('Coca-Cola Light Taste Soft Drink 1.5L', 'Coca-Cola'),
        t('COCA COLA LIGHT 1.5LTR PET', 'COCA-COLA'),
      ],
    ],
  },
  {
    kind: 'multipack-vs-single',
    variants: [
      [
        g('Coca-Cola Original Taste 24 x 330ml Cans', 'Coca-Cola', undefined, { retailer: 'Tesco' }),
        t('Coca-Cola Classic Cans 24x330ml Case', 'Coca-Cola'),
      ],
      [
        g('Coca-Cola Original Taste 330ml Can', 'Coca-Cola', undefined, { retailer: 'Tesco' }),
        t('Coca-Cola Classic Can 330ml', 'Coca-Cola'),
      ],
      [
        g('Coca-Cola Original Taste 6 x 330ml Cans', 'Coca-Cola'),
        t('Coca-Cola Classic Cans 6x330ml', 'Coca-Cola'),
      ],
    ],
  },
  {
    kind: 'water-pack-size',
    variants: [
      [
        g('Nestlé Pure Life Table Water 75cl x 12', 'Nestle', undefined, { retailer: 'Jumia NG' }),
        t('NESTLE PURE LIFE WATER 75CL (PACK OF 12)', 'Nestlé'),
        g('Pure Life Bottled Water 12 x 0.75L', 'Nestlé Pure Life'),
      ],
      [
        g('Nestlé Pure Life Table Water 1.5L x 6', 'Nestle'),
        t('NESTLE PURE LIFE WATER 1.5L (PACK OF 6)', 'Nestlé'),
      ],
      [
        g('Nestlé Pure Life Table Water 75cl', 'Nestle'),
        t('NESTLE PURE LIFE WATER 75CL SINGLE', 'Nestlé'),
      ],
    ],
  },
  {
    kind: 'noodles-flavour-size',
    variants: [
      [
        g('Indomie Instant Noodles Chicken Flavour 70g', 'Indomie', undefined, { retailer: 'Shoprite NG' }),
        t('INDOMIE CHICKEN 70G', 'Dufil Prima Foods'),
        g('Indomie Chicken Flavour Noodles 70 g', 'Indomie'),
      ],
      [
        g('Indomie Instant Noodles Onion Chicken Flavour 70g', 'Indomie'),
        t('INDOMIE ONION CHICKEN 70G', 'Dufil Prima Foods'),
      ],
      [
        g('Indomie Instant Noodles Chicken Flavour Belle-Full 120g', 'Indomie'),
        t('INDOMIE BELLEFULL CHICKEN 120G', 'Dufil Prima Foods'),
      ],
      [
        g('Indomie Instant Noodles Chicken Flavour 40 x 70g Carton', 'Indomie'),
        t('INDOMIE CHICKEN 70G X 40 CARTON', 'Dufil Prima Foods'),
      ],
    ],
  },
  {
    kind: 'milk-powder-pack',
    variants: [
      [
        g('Peak Full Cream Instant Milk Powder Refill Pack 400g', 'Peak', undefined, { retailer: 'Jumia NG' }),
        t('PEAK MILK POWDER SACHET REFILL 400G', 'FrieslandCampina WAMCO'),
        g('Peak Instant Full Cream Milk Powder Pouch 400 g', 'Peak Milk'),
      ],
      [
        g('Peak Full Cream Instant Milk Powder Tin 400g', 'Peak'),
        t('PEAK MILK POWDER TIN 400G', 'FrieslandCampina WAMCO'),
      ],
      [
        g('Peak Full Cream Instant Milk Powder Refill Pack 900g', 'Peak'),
        t('PEAK MILK POWDER SACHET REFILL 900G', 'FrieslandCampina WAMCO'),
      ],
    ],
  },
  {
    kind: 'beverage-powder-size',
    variants: [
      [
        g('Nestlé Milo Chocolate Malt Drink Refill 500g', 'Milo', undefined, { retailer: 'Shoprite' }),
        t('MILO ACTIV-GO REFILL 500G', 'NESTLE'),
        g('Milo Energy Food Drink Pouch 500 g', 'Nestlé'),
      ],
      [
        g('Nestlé Milo Chocolate Malt Drink Refill 1kg', 'Milo'),
        t('MILO ACTIV-GO REFILL 1KG', 'NESTLE'),
      ],
      [
        g('Nestlé Milo Chocolate Malt Drink Tin 500g', 'Milo'),
        t('MILO TIN 500G', 'NESTLE'),
      ],
    ],
  },
  {
    kind: 'beer-abv-line',
    variants: [
      [
        g('Tusker Lager 500ml Bottle', 'Kenya Breweries', 4.2, { retailer: 'Naivas' }),
        t('TUSKER LAGER BEER 500ML', 'KBL', '4.2%'),
        g('Tusker Lager', 'East African Breweries', '4.2% vol'),
      ],
      [
        g('Tusker Malt Lager 500ml Bottle', 'Kenya Breweries', 5.0),
        t('TUSKER MALT BEER 500ML', 'KBL', '5%'),
      ],
      [
        g('Tusker Lite 330ml Bottle', 'Kenya Breweries', 4.0),
        t('TUSKER LITE BEER 330ML', 'KBL', '4%'),
      ],
      [
        g('Tusker Cider 330ml Bottle', 'Kenya Breweries', 4.5),
        t('TUSKER CIDER 330ML', 'KBL', '4.5%'),
      ],
    ],
  },
  {
    kind: 'beer-abv-line',
    variants: [
      [
        g('Guinness Foreign Extra Stout 60cl Bottle', 'Guinness Nigeria', 7.5, { retailer: 'Jumia NG' }),
        t('GUINNESS FES STOUT 600ML', 'Guinness', '7.5%'),
        g('Guinness Foreign Extra', 'Guinness', '7.5% ABV'),
      ],
      [
        g('Guinness Draught Stout 440ml Can', 'Guinness', 4.2, { retailer: 'Tesco' }),
        t('Guinness Draught Stout Can 440 ml', 'Guinness', '4.2%'),
      ],
      [
        g('Guinness Smooth 33cl Bottle', 'Guinness Nigeria', 5.0),
        t('GUINNESS SMOOTH 330ML', 'Guinness', '5%'),
      ],
    ],
  },
  {
    kind: 'beer-abv-line',
    variants: [
      [
        g('Castle Lager Beer 6 x 340ml Bottles', 'Castle', 5.0, { retailer: 'Pick n Pay' }),
        t('CASTLE LAGER NRB 340ML X 6', 'South African Breweries', '5%'),
      ],
      [
        g('Castle Lite Beer 6 x 340ml Bottles', 'Castle', 4.0),
        t('CASTLE LITE NRB 340ML X 6', 'South African Breweries', '4%'),
      ],
      [
        g('Castle Milk Stout 6 x 340ml Bottles', 'Castle', 6.0),
        t('CASTLE MILK STOUT NRB 340ML X 6', 'South African Breweries', '6%'),
      ],
    ],
  },
  {
    kind: 'beer-abv-line',
    variants: [
      [
        g('Star Lager Beer 60cl', 'Star', 5.1, { retailer: 'Jumia NG' }),
        t('STAR LAGER 600ML BOTTLE', 'Nigerian Breweries', '5.1%'),
      ],
      [
        g('Star Radler Citrus 33cl Can', 'Star', 2.0),
        t('STAR RADLER CITRUS CAN 330ML', 'Nigerian Breweries', '2%'),
      ],
      [
        g('Star Triple X 45cl Bottle', 'Star', 6.0),
        t('STAR TRIPLE X 450ML', 'Nigerian Breweries', '6%'),
      ],
    ],
  },
  {
    kind: 'beer-brewery-conflict',
    variants: [
      [
        g('Club Premium Lager 625ml', 'Accra Brewery', 5.0, { retailer: 'Melcom' }),
        t('CLUB BEER 625ML BOTTLE', 'ABL Ghana', '5%'),
      ],
      [
        g('Star Premium Lager 625ml', 'Guinness Ghana', 5.0),
        t('STAR BEER GHANA 625ML BOTTLE', 'Guinness Ghana Breweries', '5%'),
      ],
    ],
  },
  {
    kind: 'own-brand-vs-brand',
    variants: [
      [
        g('Tesco Semi Skimmed Milk 2.272L, 4 Pints', 'Tesco'),
        t('Tesco British Semi Skimmed Milk 4 Pints', 'Tesco'),
      ],
      [
        g('Cravendale Semi Skimmed Milk 2L', 'Cravendale'),
        t('Cravendale Filtered Semi Skimmed Milk 2 Litre', 'Arla'),
      ],
      [
        g('Tesco Whole Milk 2.272L, 4 Pints', 'Tesco'),
        t('Tesco British Whole Milk 4 Pints', 'Tesco'),
      ],
    ],
  },
  {
    kind: 'own-brand-vs-brand',
    variants: [
      [
        g('Milbona Greek Style Natural Yogurt 500g', 'Milbona', undefined, { retailer: 'Lidl' }),
        t('Milbona Greek Style Yoghurt Natural 500 g', 'Lidl'),
      ],
      [
        g('Milbona Greek Style Natural Yogurt 1kg', 'Milbona'),
        t('Milbona Greek Style Yoghurt Natural 1 kg', 'Lidl'),
      ],
      [
        g('Fage Total Greek Yoghurt 500g', 'Fage'),
        t('FAGE Total Natural Greek Recipe Yogurt 500 g', 'FAGE'),
      ],
    ],
  },
  {
    kind: 'staple-pack-size',
    variants: [
      [
        g('Golden Penny Semovita 1kg', 'Golden Penny', undefined, { retailer: 'Shoprite NG' }),
        t('GOLDEN PENNY SEMOVITA 1KG', 'Flour Mills of Nigeria'),
        g('Semovita Golden Penny 1 kg pack', 'FMN'),
      ],
      [
        g('Golden Penny Semovita 2kg', 'Golden Penny'),
        t('GOLDEN PENNY SEMOVITA 2KG', 'Flour Mills of Nigeria'),
      ],
      [
        g('Golden Penny Semovita 10kg', 'Golden Penny'),
        t('GOLDEN PENNY SEMOVITA 10KG BAG', 'Flour Mills of Nigeria'),
      ],
    ],
  },
  {
    kind: 'staple-pack-size',
    variants: [
      [
        g('Jogoo Maize Meal 2kg', 'Jogoo', undefined, { retailer: 'Naivas' }),
        t('JOGOO MAIZE FLOUR 2KG', 'Unga Limited'),
        g('Jogoo Sifted Maize Flour 2 Kg', 'Unga'),
      ],
      [
        g('Jogoo Maize Meal 1kg', 'Jogoo'),
        t('JOGOO MAIZE FLOUR 1KG', 'Unga Limited'),
      ],
      [
        g('Pembe Maize Meal 2kg', 'Pembe'),
        t('PEMBE MAIZE FLOUR 2KG', 'Pembe Flour Mills'),
      ],
    ],
  },
  {
    kind: 'staple-pack-size',
    variants: [
      [
        g('White Star Super Maize Meal 5kg', 'White Star', undefined, { retailer: 'Pick n Pay' }),
        t('WHITE STAR SUPER MAIZE MEAL 5KG', 'Pioneer Foods'),
      ],
      [
        g('White Star Super Maize Meal 10kg', 'White Star'),
        t('WHITE STAR SUPER MAIZE MEAL 10KG', 'Pioneer Foods'),
      ],
      [
        g('White Star Instant Porridge Original 1kg', 'White Star'),
        t('WHITE STAR INSTANT PORRIDGE 1KG', 'Pioneer Foods'),
      ],
    ],
  },
  {
    kind: 'juice-flavour-pack',
    variants: [
      [
        g('Ceres 100% Medley of Fruits Juice 1L', 'Ceres', undefined, { retailer: 'Checkers' }),
        t('CERES MEDLEY OF FRUITS 1LT', 'Ceres Fruit Juices'),
        g('Ceres Fruit Juice Medley of Fruits 1 Litre', 'CERES'),
      ],
      [
        g('Ceres 100% Orange Juice 1L', 'Ceres'),
        t('CERES ORANGE 1LT', 'Ceres Fruit Juices'),
      ],
      [
        g('Ceres 100% Medley of Fruits Juice 200ml x 6', 'Ceres'),
        t('CERES MEDLEY OF FRUITS 200ML 6PK', 'Ceres Fruit Juices'),
      ],
    ],
  },
  {
    kind: 'local-name',
    variants: [
      [
        g('Kimbo Vegetable Fat 1kg', 'Kimbo', undefined, { retailer: 'Naivas' }),
        t('KIMBO COOKING FAT 1KG', 'Bidco'),
        g('Kimbo White Cooking Fat 1 kg Tub', 'Bidco Africa'),
      ],
      [
        g('Kimbo Vegetable Fat 500g', 'Kimbo'),
        t('KIMBO COOKING FAT 500G', 'Bidco'),
      ],
      [
        g('Kasuku Vegetable Fat 1kg', 'Kasuku'),
        t('KASUKU COOKING FAT 1KG', 'Kapa Oil Refineries'),
      ],
    ],
  },
  {
    kind: 'local-name',
    variants: [
      [
        g('Royco Mchuzi Mix Beef 200g', 'Royco', undefined, { retailer: 'Carrefour KE' }),
        t('ROYCO MCHUZI MIX BEEF FLAVOUR 200G', 'Unilever Kenya'),
      ],
      [
        g('Royco Mchuzi Mix Chicken 200g', 'Royco'),
        t('ROYCO MCHUZI MIX CHICKEN FLAVOUR 200G', 'Unilever Kenya'),
      ],
      [
        g('Royco Mchuzi Mix Beef 75g', 'Royco'),
        t('ROYCO MCHUZI MIX BEEF FLAVOUR 75G', 'Unilever Kenya'),
      ],
    ],
  },
  {
    kind: 'biscuit-flavour',
    variants: [
      [
        g('McVitie\'s Digestives The Original 400g', 'McVitie\'s', undefined, { retailer: 'Tesco' }),
        t('McVities Digestive Biscuits Original 400 g', 'McVities'),
        g('Mcvitie\'s Original Digestive Biscuits 400G', 'Pladis'),
      ],
      [
        g('McVitie\'s Digestives Milk Chocolate 266g', 'McVitie\'s'),
        t('McVities Milk Chocolate Digestive Biscuits 266 g', 'McVities'),
      ],
      [
        g('McVitie\'s Digestives Light 400g', 'McVitie\'s'),
        t('McVities Digestive Light Biscuits 400 g', 'McVities'),
      ],
    ],
  },
  {
    kind: 'wine-vintage',
    variants: [
      [
        g('Nederburg The Winemasters Cabernet Sauvignon 750ml', 'Nederburg', 13.5, { retailer: 'Checkers', vintage: '2021' }),
        t('NEDERBURG WINEMASTERS CABERNET SAUVIGNON 2021 750ML', 'Nederburg Wines', '13.5%'),
      ],
      [
        g('Nederburg The Winemasters Merlot 750ml', 'Nederburg', 13.5),
        t('NEDERBURG WINEMASTERS MERLOT 750ML', 'Nederburg Wines', '13.5%'),
      ],
      [
        g('Nederburg The Winemasters Sauvignon Blanc 750ml', 'Nederburg', 12.5),
        t('NEDERBURG WINEMASTERS SAUVIGNON BLANC 750ML', 'Nederburg Wines', '12.5%'),
      ],
    ],
  },
  {
    kind: 'water-pack-fr',
    variants: [
      [
        g('Evian Eau Minérale Naturelle 6 x 1,5 L', 'Evian', undefined, { retailer: 'Carrefour' }),
        t('EVIAN eau minérale naturelle pack 6x1.5l', 'EVIAN'),
      ],
      [
        g('Evian Eau Minérale Naturelle 1,5 L', 'Evian'),
        t('EVIAN eau minérale naturelle bouteille 1.5l', 'EVIAN'),
      ],
      [
        g('Evian Eau Minérale Naturelle 6 x 50 cl', 'Evian'),
        t('EVIAN eau minérale naturelle pack 6x50cl', 'EVIAN'),
      ],
    ],
  },
  {
    kind: 'beer-zero-variant',
    variants: [
      [
        g('Heineken Lager Beer 33cl Bottle', 'Heineken', 5.0, { retailer: 'Jumia NG' }),
        t('HEINEKEN PREMIUM LAGER 330ML NRB', 'Heineken', '5%'),
        g('Heineken Original 330 ml', 'Heineken N.V.', '5.0% vol'),
      ],
      [
        g('Heineken 0.0 Alcohol Free Lager 33cl Bottle', 'Heineken', 0.0),
        t('HEINEKEN 0.0 NON ALCOHOLIC 330ML NRB', 'Heineken', '0.0%'),
      ],
      [
        g('Heineken Lager Beer 6 x 33cl Bottles', 'Heineken', 5.0),
        t('HEINEKEN PREMIUM LAGER 330ML NRB 6 PACK', 'Heineken', '5%'),
      ],
    ],
  },
  {
    kind: 'tea-bag-count',
    variants: [
      [
        g('Ketepa Pride Tea Bags 100s', 'Ketepa', undefined, { retailer: 'Naivas' }),
        t('KETEPA PRIDE TEA BAGS 100 PCS', 'Kenya Tea Packers'),
        g('Ketepa Pride Black Tea 100 Teabags 200g', 'KETEPA'),
      ],
      [
        g('Ketepa Pride Tea Bags 50s', 'Ketepa'),
        t('KETEPA PRIDE TEA BAGS 50 PCS', 'Kenya Tea Packers'),
      ],
      [
        g('Ketepa Pride Loose Tea 500g', 'Ketepa'),
        t('KETEPA PRIDE LOOSE LEAF TEA 500G', 'Kenya Tea Packers'),
      ],
    ],
  },
  {
    kind: 'tea-bag-count',
    variants: [
      [
        g('Lipton Yellow Label Black Tea 100 Tea Bags', 'Lipton', undefined, { retailer: 'Carrefour' }),
        t('LIPTON YELLOW LABEL TEA 100S 200G', 'Unilever'),
      ],
      [
        g('Lipton Yellow Label Black Tea 50 Tea Bags', 'Lipton'),
        t('LIPTON YELLOW LABEL TEA 50S 100G', 'Unilever'),
      ],
    ],
  },
];
