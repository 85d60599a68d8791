// Held-out pair set 8, product_grocery (see bench/pairs/heldout8.ts): lager by returnable quart, can and
// non-returnable bottle; dark rum by age and strength; margarine by spread and tub; ground coffee by roast and
// bag; baked beans by sauce and tin; custard powder by tin; malt drinks by can and bottle; honey by kind and jar;
// each as a shop's long title, a till or depot line and a third source (Afrikaans, Swahili, French, the maker's
// group or brewer in the brand field).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY8: readonly Family[] = [
  {
    // One lager in three containers: the returnable quart, the 440 ml can and the 330 ml non-returnable bottle.
    kind: 'lager by returnable quart, can and bottle',
    variants: [
      [
        rec({ title: 'Castle Lager Returnable Bottle 750ml (deposit excluded)', brand: 'Castle', abv: '5%' }),
        rec({ title: 'CASTLE LAGER QUART RB 750ML', brewery: 'South African Breweries', abv: 5 }),
        rec({ title: 'Castle Lager herbruikbare bottel 750 ml', brand: 'SAB', abv: '5.0% vol' }),
      ],
      [
        rec({ title: 'Castle Lager Can 440ml', brand: 'Castle', abv: '5%' }),
        rec({ title: 'CASTLE LAGER CAN 440ML', brewery: 'South African Breweries', abv: 5 }),
        rec({ title: 'Castle Lager blikkie 440 ml', brand: 'SAB', abv: '5.0% vol' }),
      ],
      [
        rec({ title: 'Castle Lager Non-Returnable Bottle 330ml', brand: 'Castle', abv: '5%' }),
        rec({ title: 'CASTLE LAGER NRB 330ML', brewery: 'South African Breweries', abv: 5 }),
        rec({ title: 'Castle Lager nie-herbruikbare bottel 330 ml', brand: 'SAB', abv: '5.0% vol' }),
      ],
    ],
  },
  {
    // One dark rum brand's standard bottle, its half bottle and its overproof.
    kind: 'dark rum by strength and bottle',
    variants: [
      [
        rec({ title: 'Captain Morgan Dark Rum 70cl', brand: 'Captain Morgan', abv: '40%' }),
        rec({ title: 'CAPT MORGAN DARK RUM 70CL', producer: 'Diageo', abv: 40 }),
        rec({ title: 'Rhum brun Captain Morgan Dark 70 cl', brand: 'Captain Morgan', abv: '40% vol' }),
      ],
      [
        rec({ title: 'Captain Morgan Dark Rum 35cl', brand: 'Captain Morgan', abv: '40%' }),
        rec({ title: 'CAPT MORGAN DARK RUM 35CL', producer: 'Diageo', abv: 40 }),
        rec({ title: 'Rhum brun Captain Morgan Dark 35 cl', brand: 'Captain Morgan', abv: '40% vol' }),
      ],
      [
        rec({ title: 'Captain Morgan Dark Rum Overproof 1L', brand: 'Captain Morgan', abv: '73%' }),
        rec({ title: 'CAPT MORGAN O/PROOF DARK RUM 1LTR', producer: 'Diageo', abv: 73 }),
        rec({ title: 'Rhum brun Captain Morgan Overproof 1 litre', brand: 'Captain Morgan', abv: '73% vol' }),
      ],
    ],
  },
  {
    // One spread's original tub, its large tub and its lighter sibling.
    kind: 'margarine by spread and tub',
    variants: [
      [
        rec({ title: 'Blue Band Original Spread for Bread 500g Tub', brand: 'Blue Band' }),
        rec({ title: 'B/BAND ORIGINAL 500G', manufacturer: 'Upfield' }),
        rec({ title: 'Blue Band Original siagi ya mkate gramu 500', brand: 'Blue Band' }),
      ],
      [
        rec({ title: 'Blue Band Original Spread for Bread 1kg Tub', brand: 'Blue Band' }),
        rec({ title: 'B/BAND ORIGINAL 1KG', manufacturer: 'Upfield' }),
        rec({ title: 'Blue Band Original siagi ya mkate kilo 1', brand: 'Blue Band' }),
      ],
      [
        rec({ title: 'Blue Band Lite Low Fat Spread 500g Tub', brand: 'Blue Band' }),
        rec({ title: 'B/BAND LITE 500G', manufacturer: 'Upfield' }),
        rec({ title: 'Blue Band Lite siagi yenye mafuta kidogo gramu 500', brand: 'Blue Band' }),
      ],
    ],
  },
  {
    // One roaster's ground coffee: medium roast, dark roast and the whole-bean bag of the medium.
    kind: 'ground coffee by roast and grind',
    variants: [
      [
        rec({ title: 'Dormans Kenya AA Medium Roast Ground Coffee 250g', brand: 'Dormans' }),
        rec({ title: 'DORMANS AA MED ROAST GRND 250G', manufacturer: 'Dormans Coffee Ltd' }),
        rec({ title: 'Kahawa ya Dormans AA iliyosagwa, ukaangaji wa kati, gramu 250', brand: 'Dormans' }),
      ],
      [
        rec({ title: 'Dormans Kenya AA Dark Roast Ground Coffee 250g', brand: 'Dormans' }),
        rec({ title: 'DORMANS AA DARK ROAST GRND 250G', manufacturer: 'Dormans Coffee Ltd' }),
        rec({ title: 'Kahawa ya Dormans AA iliyosagwa, ukaangaji mzito, gramu 250', brand: 'Dormans' }),
      ],
      [
        rec({ title: 'Dormans Kenya AA Medium Roast Whole Coffee Beans 250g', brand: 'Dormans' }),
        rec({ title: 'DORMANS AA MED ROAST BEANS 250G', manufacturer: 'Dormans Coffee Ltd' }),
        rec({ title: 'Kahawa ya Dormans AA punje nzima, ukaangaji wa kati, gramu 250', brand: 'Dormans' }),
      ],
    ],
  },
  {
    // One cannery's beans in tomato sauce, the same in a small tin, and the curried sibling.
    kind: 'baked beans by sauce and tin',
    variants: [
      [
        rec({ title: 'KOO Baked Beans in Tomato Sauce 410g', brand: 'KOO' }),
        rec({ title: 'KOO B/BEANS T/SCE 410G', manufacturer: 'Tiger Brands' }),
        rec({ title: 'KOO gebakte boontjies in tamatiesous 410 g', brand: 'KOO' }),
      ],
      [
        rec({ title: 'KOO Baked Beans in Tomato Sauce 215g', brand: 'KOO' }),
        rec({ title: 'KOO B/BEANS T/SCE 215G', manufacturer: 'Tiger Brands' }),
        rec({ title: 'KOO gebakte boontjies in tamatiesous 215 g', brand: 'KOO' }),
      ],
      [
        rec({ title: 'KOO Curried Beans 410g', brand: 'KOO' }),
        rec({ title: 'KOO CURRIED BEANS 410G', manufacturer: 'Tiger Brands' }),
        rec({ title: 'KOO kerrieboontjies 410 g', brand: 'KOO' }),
      ],
    ],
  },
  {
    // One custard powder in three tins.
    kind: 'custard powder by tin',
    variants: [
      [
        rec({ title: "Bird's Custard Powder Original 300g Tin", brand: "Bird's" }),
        rec({ title: 'BIRDS CUSTARD PWDR 300G', manufacturer: 'Premier Foods' }),
        rec({ title: "Poudre à crème anglaise Bird's, boîte 300 g", brand: "Bird's" }),
      ],
      [
        rec({ title: "Bird's Custard Powder Original 600g Tin", brand: "Bird's" }),
        rec({ title: 'BIRDS CUSTARD PWDR 600G', manufacturer: 'Premier Foods' }),
        rec({ title: "Poudre à crème anglaise Bird's, boîte 600 g", brand: "Bird's" }),
      ],
      [
        rec({ title: "Bird's Custard Powder Original 1.2kg Catering Tin", brand: "Bird's" }),
        rec({ title: 'BIRDS CUSTARD PWDR 1.2KG CATERING', manufacturer: 'Premier Foods' }),
        rec({ title: "Poudre à crème anglaise Bird's, boîte restauration 1,2 kg", brand: "Bird's" }),
      ],
    ],
  },
  {
    // Non-alcoholic malt drinks of one brewer: the can, the glass bottle and the sister brand.
    kind: 'malt drinks by can, bottle and brand',
    variants: [
      [
        rec({ title: 'Maltina Classic Malt Drink Can 33cl', brand: 'Maltina', abv: '0%' }),
        rec({ title: 'MALTINA CLASSIC CAN 33CL', brewery: 'Nigerian Breweries Plc', abv: 0 }),
        rec({ title: 'Maltina non-alcoholic malt 330ml can', brand: 'Nigerian Breweries', abv: '0.0%' }),
      ],
      [
        rec({ title: 'Maltina Classic Malt Drink Glass Bottle 33cl (RGB)', brand: 'Maltina', abv: '0%' }),
        rec({ title: 'MALTINA CLASSIC RGB 33CL', brewery: 'Nigerian Breweries Plc', abv: 0 }),
        rec({ title: 'Maltina non-alcoholic malt 330ml returnable glass bottle', brand: 'Nigerian Breweries', abv: '0.0%' }),
      ],
      [
        rec({ title: 'Amstel Malta Malt Drink Can 33cl', brand: 'Amstel Malta', abv: '0%' }),
        rec({ title: 'AMSTEL MALTA CAN 33CL', brewery: 'Nigerian Breweries Plc', abv: 0 }),
        rec({ title: 'Amstel Malta non-alcoholic malt 330ml can', brand: 'Nigerian Breweries', abv: '0.0%' }),
      ],
    ],
  },
  {
    // One honey packer's pure honey in two jars and its comb honey.
    kind: 'honey by kind and jar',
    variants: [
      [
        rec({ title: 'Asali Pure Natural Honey 500g Jar', brand: 'Asali' }),
        rec({ title: 'ASALI HONEY 500G JAR', manufacturer: 'Honey Care Africa' }),
        rec({ title: 'Asali asilia safi gramu 500, chupa', brand: 'Asali' }),
      ],
      [
        rec({ title: 'Asali Pure Natural Honey 1kg Jar', brand: 'Asali' }),
        rec({ title: 'ASALI HONEY 1KG JAR', manufacturer: 'Honey Care Africa' }),
        rec({ title: 'Asali asilia safi kilo 1, chupa', brand: 'Asali' }),
      ],
      [
        rec({ title: 'Asali Honeycomb in Honey 500g Jar', brand: 'Asali' }),
        rec({ title: 'ASALI COMB HONEY 500G JAR', manufacturer: 'Honey Care Africa' }),
        rec({ title: 'Asali ya masega gramu 500, chupa', brand: 'Asali' }),
      ],
    ],
  },
];
