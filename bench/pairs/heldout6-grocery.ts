// Held-out pair set 6, product_grocery (see bench/pairs/heldout6.ts): pet food by life stage and bag, gin by
// flavour and bottle, craft beers of one brewery by style, wines of one estate by cultivar, breakfast cereals by
// variant and box, biscuits by flavour and pack, fruit juices by juice content and pack, curry powder by blend and
// weight, bottled water by still, sparkling and volume; each as a shop's long title, a till or price-list line and a
// third source (Afrikaans, Swahili, French, a wholesaler, the maker in the brand field).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY6: readonly Family[] = [
  {
    // One bag of pet food: puppy against adult, and another bag weight, are other articles.
    kind: 'dog food by life stage and bag',
    variants: [
      [
        rec({ title: 'Montego Classic Adult Dog Food, Chicken, Dry Kibble, 8kg Bag', brand: 'Montego' }),
        rec({ name: 'MONTEGO CLASSIC ADULT 8KG', brand: 'Montego Pet Nutrition' }),
        rec({ product_name: 'Montego Classic volwasse hondekos 8 kg', brand: 'Montego' }),
      ],
      [
        rec({ title: 'Montego Classic Puppy Food, Chicken, Dry Kibble, 8kg Bag', brand: 'Montego' }),
        rec({ name: 'MONTEGO CLASSIC PUPPY 8KG', brand: 'Montego Pet Nutrition' }),
        rec({ product_name: 'Montego Classic hondjiekos 8 kg', brand: 'Montego' }),
      ],
      [
        rec({ title: 'Montego Classic Adult Dog Food, Chicken, Dry Kibble, 20kg Bag', brand: 'Montego' }),
        rec({ name: 'MONTEGO CLASSIC ADULT 20KG', brand: 'Montego Pet Nutrition' }),
        rec({ product_name: 'Montego Classic volwasse hondekos 20 kg', brand: 'Montego' }),
      ],
    ],
  },
  {
    // One bottle of gin: the pink against the dry, and 375 ml against 750 ml, are other bottles.
    kind: 'gin by flavour and bottle size',
    variants: [
      [
        rec({ title: 'Gordon\'s London Dry Gin 750ml Bottle, 43% ABV', brand: 'Gordon\'s', abv: '43%' }),
        rec({ name: 'GORDONS DRY GIN 75CL', brand: 'Diageo', abv: '43' }),
        rec({ product_name: 'Gordon\'s London Dry Gin, chupa 750ml', brand: 'Gordons', abv: '43% vol' }),
      ],
      [
        rec({ title: 'Gordon\'s Premium Pink Distilled Gin 750ml Bottle, 37.5% ABV', brand: 'Gordon\'s', abv: '37.5%' }),
        rec({ name: 'GORDONS PINK GIN 75CL', brand: 'Diageo', abv: '37.5' }),
        rec({ product_name: 'Gordon\'s Pink Gin, chupa 750ml', brand: 'Gordons', abv: '37.5% vol' }),
      ],
      [
        rec({ title: 'Gordon\'s London Dry Gin 375ml Half Bottle, 43% ABV', brand: 'Gordon\'s', abv: '43%' }),
        rec({ name: 'GORDONS DRY GIN 37.5CL', brand: 'Diageo', abv: '43' }),
        rec({ product_name: 'Gordon\'s London Dry Gin, nusu chupa 375ml', brand: 'Gordons', abv: '43% vol' }),
      ],
    ],
  },
  {
    // One craft beer: the brewery's pale ale, its stout and its lager are other beers.
    kind: 'craft beers of one brewery by style',
    variants: [
      [
        rec({ beer_name: 'Devil\'s Peak First Light Golden Ale 440ml Can', brewery: 'Devil\'s Peak Brewing Company', abv: '4.5%' }),
        rec({ name: 'DEVILS PEAK FIRST LIGHT 440ML', brand: 'Devils Peak', abv: '4.5' }),
        rec({ title: 'First Light Golden Ale (Devil\'s Peak), blikkie 440 ml', brand: 'Devil\'s Peak', abv: '4,5% vol' }),
      ],
      [
        rec({ beer_name: 'Devil\'s Peak King\'s Blockhouse IPA 440ml Can', brewery: 'Devil\'s Peak Brewing Company', abv: '6.0%' }),
        rec({ name: 'DEVILS PEAK KINGS BLOCKHOUSE IPA 440', brand: 'Devils Peak', abv: '6' }),
        rec({ title: 'King\'s Blockhouse IPA (Devil\'s Peak), blikkie 440 ml', brand: 'Devil\'s Peak', abv: '6,0% vol' }),
      ],
      [
        rec({ beer_name: 'Devil\'s Peak Lager 440ml Can', brewery: 'Devil\'s Peak Brewing Company', abv: '4.5%' }),
        rec({ name: 'DEVILS PEAK LAGER 440ML', brand: 'Devils Peak', abv: '4.5' }),
        rec({ title: 'Devil\'s Peak Lager, blikkie 440 ml', brand: 'Devil\'s Peak', abv: '4,5% vol' }),
      ],
    ],
  },
  {
    // One wine: one estate's Chenin Blanc, Sauvignon Blanc and Pinotage of one year are other wines.
    kind: 'wines of one estate by cultivar',
    variants: [
      [
        rec({ title: 'Kleinvallei Estate Chenin Blanc 2023, Stellenbosch WO, 750ml', brand: 'Kleinvallei Estate', abv: '13%' }),
        rec({ name: 'KLEINVALLEI CHENIN BL 23 750', producer: 'Kleinvallei Wynlandgoed', abv: '13.0' }),
        rec({ product_name: 'Vin blanc Kleinvallei Chenin Blanc 2023, Afrique du Sud, 75 cl', brand: 'Kleinvallei', abv: '13 % vol' }),
      ],
      [
        rec({ title: 'Kleinvallei Estate Sauvignon Blanc 2023, Stellenbosch WO, 750ml', brand: 'Kleinvallei Estate', abv: '12.5%' }),
        rec({ name: 'KLEINVALLEI SAUV BL 23 750', producer: 'Kleinvallei Wynlandgoed', abv: '12.5' }),
        rec({ product_name: 'Vin blanc Kleinvallei Sauvignon Blanc 2023, Afrique du Sud, 75 cl', brand: 'Kleinvallei', abv: '12,5 % vol' }),
      ],
      [
        rec({ title: 'Kleinvallei Estate Pinotage 2022, Stellenbosch WO, 750ml', brand: 'Kleinvallei Estate', abv: '14%' }),
        rec({ name: 'KLEINVALLEI PINOTAGE 22 750', producer: 'Kleinvallei Wynlandgoed', abv: '14.0' }),
        rec({ product_name: 'Vin rouge Kleinvallei Pinotage 2022, Afrique du Sud, 75 cl', brand: 'Kleinvallei', abv: '14 % vol' }),
      ],
    ],
  },
  {
    // One box of cereal: the honey variant and the bigger box are other articles.
    kind: 'breakfast cereals by variant and box',
    variants: [
      [
        rec({ title: 'Kellogg\'s Corn Flakes Breakfast Cereal 500g Box', brand: 'Kellogg\'s' }),
        rec({ name: 'KELLOGGS CORNFLAKES 500G', brand: 'Kellanova' }),
        rec({ product_name: 'Corn Flakes za Kellogg\'s gramu 500', brand: 'Kelloggs' }),
      ],
      [
        rec({ title: 'Kellogg\'s Corn Flakes Breakfast Cereal 750g Family Box', brand: 'Kellogg\'s' }),
        rec({ name: 'KELLOGGS CORNFLAKES 750G', brand: 'Kellanova' }),
        rec({ product_name: 'Corn Flakes za Kellogg\'s gramu 750', brand: 'Kelloggs' }),
      ],
      [
        rec({ title: 'Kellogg\'s Crunchy Nut Corn Flakes, Honey & Nut, 500g Box', brand: 'Kellogg\'s' }),
        rec({ name: 'KELLOGGS CRUNCHY NUT 500G', brand: 'Kellanova' }),
        rec({ product_name: 'Crunchy Nut za Kellogg\'s (asali na karanga) gramu 500', brand: 'Kelloggs' }),
      ],
    ],
  },
  {
    // One pack of biscuits: another flavour or a carton of packs is another article.
    kind: 'biscuits by flavour and pack',
    variants: [
      [
        rec({ title: 'McVitie\'s Digestives Original Biscuits 400g', brand: 'McVitie\'s' }),
        rec({ name: 'MCVITIES DIGESTIVE ORIG 400G', brand: 'pladis' }),
        rec({ product_name: 'Biscuits McVitie\'s Digestive nature, paquet de 400 g', brand: 'McVities' }),
      ],
      [
        rec({ title: 'McVitie\'s Milk Chocolate Digestives Biscuits 400g', brand: 'McVitie\'s' }),
        rec({ name: 'MCVITIES DIGESTIVE MILK CHOC 400G', brand: 'pladis' }),
        rec({ product_name: 'Biscuits McVitie\'s Digestive chocolat au lait, paquet de 400 g', brand: 'McVities' }),
      ],
      [
        rec({ title: 'McVitie\'s Digestives Original Biscuits 250g', brand: 'McVitie\'s' }),
        rec({ name: 'MCVITIES DIGESTIVE ORIG 250G', brand: 'pladis' }),
        rec({ product_name: 'Biscuits McVitie\'s Digestive nature, paquet de 250 g', brand: 'McVities' }),
      ],
    ],
  },
  {
    // One juice: 100% juice against the nectar of one fruit, and a 1 L carton against a six-pack of 200 ml, are
    // other articles.
    kind: 'fruit juices by juice content and pack',
    variants: [
      [
        rec({ title: 'Ceres 100% Fruit Juice Medley of Fruits 1 Litre Carton', brand: 'Ceres' }),
        rec({ name: 'CERES MEDLEY OF FRUITS 1L', brand: 'Pioneer Foods' }),
        rec({ product_name: 'Ceres Medley of Fruits vrugtesap 1 liter', brand: 'Ceres' }),
      ],
      [
        rec({ title: 'Ceres 100% Fruit Juice Medley of Fruits 6 x 200ml Cartons', brand: 'Ceres' }),
        rec({ name: 'CERES MEDLEY OF FRUITS 6X200ML', brand: 'Pioneer Foods' }),
        rec({ product_name: 'Ceres Medley of Fruits vrugtesap 6 x 200 ml', brand: 'Ceres' }),
      ],
      [
        rec({ title: 'Ceres Fruit Nectar Medley of Fruits 1 Litre Carton', brand: 'Ceres' }),
        rec({ name: 'CERES NECTAR MEDLEY 1L', brand: 'Pioneer Foods' }),
        rec({ product_name: 'Ceres Medley of Fruits nektar 1 liter', brand: 'Ceres' }),
      ],
    ],
  },
  {
    // One tin or sachet of curry powder: the hot blend against the mild, and another weight, are other articles.
    kind: 'curry powder by blend and weight',
    variants: [
      [
        rec({ title: 'Rajah Mild & Spicy Curry Powder 100g Tin', brand: 'Rajah' }),
        rec({ name: 'RAJAH MILD N SPICY CURRY 100G', brand: 'Rajah' }),
        rec({ product_name: 'Rajah kerriepoeier, matig, 100 g', brand: 'Rajah' }),
      ],
      [
        rec({ title: 'Rajah Hot Curry Powder 100g Tin', brand: 'Rajah' }),
        rec({ name: 'RAJAH HOT CURRY 100G', brand: 'Rajah' }),
        rec({ product_name: 'Rajah kerriepoeier, warm, 100 g', brand: 'Rajah' }),
      ],
      [
        rec({ title: 'Rajah Mild & Spicy Curry Powder 50g Sachet', brand: 'Rajah' }),
        rec({ name: 'RAJAH MILD N SPICY CURRY 50G SACH', brand: 'Rajah' }),
        rec({ product_name: 'Rajah kerriepoeier, matig, 50 g sakkie', brand: 'Rajah' }),
      ],
    ],
  },
  {
    // One bottle of water: sparkling against still, and 500 ml against 1.5 L, are other articles.
    kind: 'bottled water by still, sparkling and volume',
    variants: [
      [
        rec({ title: 'Voltic Natural Mineral Water, Still, 500ml Bottle', brand: 'Voltic' }),
        rec({ name: 'VOLTIC MIN WATER 50CL', brand: 'Voltic (GH) Ltd' }),
        rec({ product_name: 'Voltic still water half litre', brand: 'Voltic' }),
      ],
      [
        rec({ title: 'Voltic Natural Mineral Water, Still, 1.5 Litre Bottle', brand: 'Voltic' }),
        rec({ name: 'VOLTIC MIN WATER 1.5LTR', brand: 'Voltic (GH) Ltd' }),
        rec({ product_name: 'Voltic still water one and half litre', brand: 'Voltic' }),
      ],
      [
        rec({ title: 'Voltic Sparkling Natural Mineral Water 500ml Bottle', brand: 'Voltic' }),
        rec({ name: 'VOLTIC SPARKLING 50CL', brand: 'Voltic (GH) Ltd' }),
        rec({ product_name: 'Voltic sparkling water half litre', brand: 'Voltic' }),
      ],
    ],
  },
];
