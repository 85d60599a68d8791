// Held-out pair set 20, product_home_goods (see bench/pairs/heldout20.ts): refuse bags by litres and roll count,
// aluminium foil by roll length and width, fabric softener by scent and bottle, clothes pegs by material and pack,
// chef's knives by blade length, food storage boxes by litres and set, air-freshener aerosols by scent and can, and
// hot-water bottles by size and cover; each as a shop, supermarket-app or pharmacy title, a till, wholesaler or
// stores line in caps with cut words, and a third source (Swahili, Twi, Igbo, Hausa, Yoruba, Zulu, Afrikaans, Dutch,
// Polish, German, French, a hostel, school-boarding or catering requisition). Barcodes are EAN-13 with a computed check
// digit (illustrative, not the makers' own); makers' item numbers are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const HOME20: readonly Family[] = [
  {
    // One maker's refuse bags on a roll: 50 L x 20, 50 L x 40 and 80 L x 20.
    kind: 'refuse bags by litres and roll count',
    variants: [
      [
        rec({ title: 'Glad Tie Top Kitchen Refuse Bags 50 Litre, Roll of 20' }),
        rec({ title: 'GLAD REFUSE BAG TIE 50L 20S 6161064402057' }),
        rec({ title: 'Mifuko ya taka Glad yenye kamba, lita 50, roli ya mifuko 20' }),
      ],
      [
        rec({ title: 'Glad Tie Top Kitchen Refuse Bags 50 Litre, Roll of 40' }),
        rec({ title: 'GLAD REFUSE BAG TIE 50L 40S 6161064404037' }),
        rec({ title: 'Mifuko ya taka Glad yenye kamba, lita 50, roli ya mifuko 40 (pakiti kubwa)' }),
      ],
      [
        rec({ title: 'Glad Heavy Duty Tie Top Refuse Bags 80 Litre, Roll of 20' }),
        rec({ title: 'GLAD REFUSE BAG TIE HD 80L 20S 6161064408097' }),
        rec({ title: 'Refuse bags, heavy duty, 80 L, tie top, rolls of 20 (boarding house dormitories) — Glad or equivalent, 15 rolls' }),
      ],
    ],
  },
  {
    // One maker's kitchen foil: 30 cm x 10 m, 30 cm x 20 m and 45 cm x 10 m (wide).
    kind: 'aluminium foil by roll length and width',
    variants: [
      [
        rec({ title: 'Bacofoil The Non-Stick Kitchen Foil 30cm x 10m' }),
        rec({ title: 'BACOFOIL FOIL 30CMX10M 5010181030104' }),
        rec({ title: 'Bacofoil aluminiumfolie, 30 cm breed, rol van 10 meter' }),
      ],
      [
        rec({ title: 'Bacofoil The Non-Stick Kitchen Foil 30cm x 20m' }),
        rec({ title: 'BACOFOIL FOIL 30CMX20M 5010181030272' }),
        rec({ title: 'Bacofoil aluminiumfolie, 30 cm breed, rol van 20 meter (voordeelrol)' }),
      ],
      [
        rec({ title: 'Bacofoil Wider Kitchen Foil 45cm x 10m, for roasting' }),
        rec({ title: 'BACOFOIL FOIL WIDE 45CMX10M 5010181045122' }),
        rec({ title: 'Folia aluminiowa Bacofoil, szeroka 45 cm, rolka 10 m' }),
      ],
    ],
  },
  {
    // One maker's fabric conditioner: Sunrise Fresh 2 L, Lavender 2 L and Sunrise Fresh 800 ml.
    kind: 'fabric softener by scent and bottle',
    variants: [
      [
        rec({ title: 'Comfort Fabric Conditioner Sunrise Fresh 2L' }),
        rec({ title: 'COMFORT FAB COND SUNRISE FRSH 2LT 6031006012067' }),
        rec({ title: 'Comfort ntoma dwodwo aduru, Sunrise Fresh hua, lita 2 toa' }),
      ],
      [
        rec({ title: 'Comfort Fabric Conditioner Lavender 2L' }),
        rec({ title: 'COMFORT FAB COND LAVENDER 2LT 6031006014047' }),
        rec({ title: 'Comfort ntoma dwodwo aduru, lavender hua, lita 2 toa' }),
      ],
      [
        rec({ title: 'Comfort Fabric Conditioner Sunrise Fresh 800ml' }),
        rec({ title: 'COMFORT FAB COND SUNRISE FRSH 800ML 6031006010087' }),
        rec({ title: 'Comfort materiaalversagter, Sunrise Fresh, 800 ml bottel' }),
      ],
    ],
  },
  {
    // One maker's clothes pegs: plastic 24, plastic 48 and wooden 24.
    kind: 'clothes pegs by material and pack',
    variants: [
      [
        rec({ title: 'Addis Plastic Clothes Pegs, Assorted Colours, Pack of 24' }),
        rec({ title: 'ADDIS PEGS PLASTIC ASST 24PK 5021509024040' }),
        rec({ title: 'Vibanio vya nguo vya plastiki Addis, rangi mchanganyiko, pakiti ya 24' }),
      ],
      [
        rec({ title: 'Addis Plastic Clothes Pegs, Assorted Colours, Pack of 48' }),
        rec({ title: 'ADDIS PEGS PLASTIC ASST 48PK 5021509048046' }),
        rec({ title: 'Vibanio vya nguo vya plastiki Addis, rangi mchanganyiko, pakiti ya 48' }),
      ],
      [
        rec({ title: 'Addis Wooden Clothes Pegs, Natural Beech, Pack of 24' }),
        rec({ title: 'ADDIS PEGS WOODEN 24PK 5021509024118' }),
        rec({ title: 'Ntu ìkpọ́ akwa e ji osisi mee, Addis, ngwugwu 24' }),
      ],
    ],
  },
  {
    // One maker's chef's knives of one line: 15 cm, 19 cm and 22 cm blades.
    kind: 'chef\'s knives by blade length',
    variants: [
      [
        rec({ title: 'Victorinox Swiss Classic Kochmesser, Klinge 15 cm, schwarz, 6.8063.15G' }),
        rec({ title: 'VICTORINOX CHEFS KNIFE SWISS CL 15CM BLK 68063.15G' }),
        rec({ title: 'Couteau de chef Victorinox Swiss Classic, lame 15 cm, manche noir (réf. 6.8063.15G)' }),
      ],
      [
        rec({ title: 'Victorinox Swiss Classic Kochmesser, Klinge 19 cm, schwarz, 6.8063.19G' }),
        rec({ title: 'VICTORINOX CHEFS KNIFE SWISS CL 19CM BLK 68063.19G' }),
        rec({ title: 'Couteau de chef Victorinox Swiss Classic, lame 19 cm, manche noir (réf. 6.8063.19G)' }),
      ],
      [
        rec({ title: 'Victorinox Swiss Classic Kochmesser, Klinge 22 cm, schwarz, 6.8063.22G' }),
        rec({ title: 'VICTORINOX CHEFS KNIFE SWISS CL 22CM BLK 68063.22G' }),
        rec({ title: 'Cook\'s knife, 22 cm blade, black handle, dishwasher safe (catering dept) — Victorinox 6.8063.22G or equivalent, 8 No.' }),
      ],
    ],
  },
  {
    // One maker's clip-lid storage boxes: 1 L single, 2.2 L single and a set of three (0.5 / 1 / 2.2 L).
    kind: 'food storage boxes by litres and set',
    variants: [
      [
        rec({ title: 'Sistema Klip It Plus Rectangular Food Storage Container 1L, Clear/Blue Clips' }),
        rec({ title: 'SISTEMA KLIP IT+ RECT 1LT 9415061061012' }),
        rec({ title: 'Isitsha sokugcina ukudla i-Sistema Klip It, ilitha elilodwa (1L)' }),
      ],
      [
        rec({ title: 'Sistema Klip It Plus Rectangular Food Storage Container 2.2L, Clear/Blue Clips' }),
        rec({ title: 'SISTEMA KLIP IT+ RECT 2.2LT 9415061062248' }),
        rec({ title: 'Sistema Klip It kosblik, reghoekig, 2,2 liter' }),
      ],
      [
        rec({ title: 'Sistema Klip It Plus Food Storage Set of 3 (500ml, 1L, 2.2L)' }),
        rec({ title: 'SISTEMA KLIP IT+ SET 3PC 0.5/1/2.2LT 9415061063092' }),
        rec({ title: 'Sistema Klip It kosblikstel, 3 stuks (500 ml, 1 L, 2,2 L)' }),
      ],
    ],
  },
  {
    // One maker's air-freshener aerosols: lavender 300 ml, lemon 300 ml and lavender 180 ml.
    kind: 'air-freshener aerosols by scent and can',
    variants: [
      [
        rec({ title: 'Glade Aerosol Air Freshener Lavender 300ml' }),
        rec({ title: 'GLADE AERO LAVENDER 300ML X12 6150043300170' }),
        rec({ title: 'Glade ihe na-esi ísì ụtọ n\'ụlọ, lavender, kom 300ml' }),
      ],
      [
        rec({ title: 'Glade Aerosol Air Freshener Lemon Fresh 300ml' }),
        rec({ title: 'GLADE AERO LEMON FRSH 300ML X12 6150043300248' }),
        rec({ title: 'Glade feshin turare na ɗaki, lemun tsami, gwangwani 300ml' }),
      ],
      [
        rec({ title: 'Glade Aerosol Air Freshener Lavender 180ml' }),
        rec({ title: 'GLADE AERO LAVENDER 180ML X24 6150043300316' }),
        rec({ title: 'Glade òróró olóòórùn ilé, lavender, agolo 180ml' }),
      ],
    ],
  },
  {
    // One maker's rubber hot-water bottles: 2 L plain, 2 L with a knitted cover and 0.8 L plain.
    kind: 'hot-water bottles by size and cover',
    variants: [
      [
        rec({ title: 'fashy Wärmflasche 2,0 l, Naturkautschuk-frei (Thermoplast), ohne Bezug, rot' }),
        rec({ title: 'FASHY WAERMFL 2L ROT O.BEZUG 4005210064206' }),
        rec({ title: 'Termofor fashy 2 l, bez pokrowca, czerwony' }),
      ],
      [
        rec({ title: 'fashy Wärmflasche 2,0 l mit Strickbezug, grau' }),
        rec({ title: 'FASHY WAERMFL 2L M.STRICKBEZ GRAU 4005210067412' }),
        rec({ title: 'Termofor fashy 2 l w dzianinowym pokrowcu, szary' }),
      ],
      [
        rec({ title: 'fashy Wärmflasche 0,8 l, ohne Bezug, rot' }),
        rec({ title: 'FASHY WAERMFL 0.8L ROT O.BEZUG 4005210060864' }),
        rec({ title: 'Hot water bottle, small 0.8 litre, no cover, red (fashy) — pharmacy stock line' }),
      ],
    ],
  },
];
