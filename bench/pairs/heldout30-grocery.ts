// Held-out pair set 30, product_grocery (see bench/pairs/heldout30.ts): kimchi by cut and jar, passata by texture and
// bottle, garam masala and spice blends by blend and pack, tamarind by form and tub, capers by size and cure,
// tapioca pearls by size and bag, prunes by form and pack, and almonds by cut and bag; each as a maker's or shop's
// title, a second source under another field name (`name`) — a ramen bar's walk-in fridge sheet, a pizzeria's dry
// goods order, a Durban bunny chow shop's spice order, a Caribbean roti shop's stock sheet, a brewpub kitchen's
// order, a bubble tea shop's stock count, a boarding school kitchen's breakfast order, a home baker's costing sheet
// — and a third source (a Buy Nothing group post, a supermarket receipt line, a Jumia order confirmation, a duka
// receipt, a harvest festival donation list, a recipe blog's ingredient list, an online shop's substitution note;
// Korean-romanised, Italian, isiZulu, Afrikaans, Swahili, Welsh, German or French wording). The brands are real,
// their pack sizes written from memory.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY30: readonly Family[] = [
  {
    // One maker's kimchi: the cut cabbage kimchi 300 g, the cut cabbage kimchi in a 1.2 kg pouch (catering), and the
    // radish kimchi (kkakdugi) 300 g.
    kind: 'kimchi by cut and jar',
    variants: [
      [
        rec({ title: 'Jongga Mat Kimchi (Cut Cabbage) 300g Jar', brand: 'Jongga', manufacturer: 'Daesang Corporation' }),
        rec({ name: 'RAMEN BAR WALK-IN SHEET (SHOREDITCH) SHELF B: KIMCHI JONGGA MAT/SLICED CABB 300G JAR X4', manufacturer: 'Jongga' }),
        rec({ title: 'Jongga mat-kimchi 300 g, unopened, best before next week — Buy Nothing Hackney', brand: 'JONGGA' }),
      ],
      [
        rec({ title: 'Jongga Mat Kimchi Sliced Cabbage 1.2kg Pouch', brand: 'Jongga', manufacturer: 'Daesang Corp.' }),
        rec({ name: 'RAMEN BAR WALK-IN SHEET SHELF B: KIMCHI JONGGA SLICED 1,2KG BAG (KITCHEN BULK)', manufacturer: 'Daesang' }),
        rec({ title: 'Jongga 1.2 kilo kimchi pouch, mat kimchi, gimjang size — Buy Nothing Walthamstow', brand: 'Jongga' }),
      ],
      [
        rec({ title: 'Jongga Kkakdugi Radish Kimchi 300g', brand: 'Jongga', manufacturer: 'Daesang Corporation' }),
        rec({ name: 'RAMEN BAR WALK-IN SHEET SHELF C: KIMCHI RADISH (KKAKDUGI) JONGGA 300G - NOT CABBAGE', manufacturer: 'Jongga' }),
        rec({ title: 'Jongga ggakdugi mu kimchi 300g jar — Buy Nothing Islington', brand: 'Jongga' }),
      ],
    ],
  },
  {
    // One maker's passata: the smooth passata 700 g bottle, the smooth passata 500 g bottle, and the rustic (with
    // pieces) passata 700 g.
    kind: 'passata by texture and bottle',
    variants: [
      [
        rec({ title: 'Mutti Passata Sieved Tomatoes 700g', brand: 'Mutti', manufacturer: 'Mutti S.p.A.' }),
        rec({ name: 'PIZZERIA DRY GOODS ORDER (DA ENZO, HOVE) L4: PASSATA MUTTI 700G BTL X 12 (BASE SAUCE)', manufacturer: 'MUTTI SPA' }),
        rec({ title: 'Passata di pomodoro Mutti, bottiglia da 700 g', brand: 'MUTTI' }),
      ],
      [
        rec({ title: 'Mutti Passata 500g Bottle', brand: 'Mutti', manufacturer: 'Mutti SpA' }),
        rec({ name: 'PIZZERIA DRY GOODS ORDER L5: PASSATA MUTTI 0.5KG SMALL BTL (STAFF MEAL)', manufacturer: 'Mutti' }),
        rec({ title: 'receipt: MUTTI PASSATA 500G  £1.85', brand: 'Mutti' }),
      ],
      [
        rec({ title: 'Mutti Passata Rustica with Tomato Pieces 690g', brand: 'Mutti', manufacturer: 'Mutti S.p.A.' }),
        rec({ name: 'PIZZERIA DRY GOODS ORDER L6: PASSATA RUSTICA MUTTI 690G (CHUNKY) X 6', manufacturer: 'MUTTI' }),
        rec({ title: 'Passata rustica Mutti con pezzi di pomodoro, 690 grammi', brand: 'Mutti' }),
      ],
    ],
  },
  {
    // One maker's spice blends: garam masala 100 g, garam masala 400 g (catering), and tandoori masala 100 g.
    kind: 'garam masala and spice blends by blend and pack',
    variants: [
      [
        rec({ title: 'Rajah Garam Masala 100g', brand: 'Rajah', manufacturer: 'Rajah Spices' }),
        rec({ name: 'BUNNY CHOW SHOP SPICE ORDER (GREY ST, DURBAN) #3: GARAM MASALA RAJAH 100G PKT X 10', manufacturer: 'RAJAH' }),
        rec({ title: 'Rajah garam masala, iphakethe elingu-100g', brand: 'Rajah' }),
      ],
      [
        rec({ title: 'Rajah Garam Masala 400g Catering Pack', brand: 'Rajah', manufacturer: 'Rajah Spices Ltd' }),
        rec({ name: 'BUNNY CHOW SHOP SPICE ORDER #4: GARAM MASALA RAJAH 0,4KG BULK BAG', manufacturer: 'Rajah' }),
        rec({ title: 'Rajah garam masala groot pak 400 g (vir die kombuis)', brand: 'RAJAH' }),
      ],
      [
        rec({ title: 'Rajah Tandoori Masala 100g', brand: 'Rajah', manufacturer: 'Rajah Spices' }),
        rec({ name: 'BUNNY CHOW SHOP SPICE ORDER #7: TANDOORI MASALA RAJAH 100G (RED, NOT GARAM)', manufacturer: 'RAJAH' }),
        rec({ title: 'Rajah tandoori masala 100 gram packet — Jumia order confirmation', brand: 'Rajah' }),
      ],
    ],
  },
  {
    // One maker's tamarind: the concentrate 227 g tub, the concentrate 454 g tub, and the block (with seeds) 400 g.
    kind: 'tamarind by form and tub',
    variants: [
      [
        rec({ title: 'Tamicon Tamarind Concentrate 227g Tub', brand: 'Tamicon', manufacturer: 'Thai Agri Foods' }),
        rec({ name: 'ROTI SHOP STOCK SHEET (TRINI ROTI, BRIXTON) ROW 9: TAMARIND CONC TAMICON 8OZ TUB', manufacturer: 'Tamicon' }),
        rec({ title: 'Tamicon tamarind paste 227 g — used 2 tbsp for the sauce (recipe blog ingredient list)', brand: 'TAMICON' }),
      ],
      [
        rec({ title: 'Tamicon Tamarind Concentrate 454g', brand: 'Tamicon', manufacturer: 'Thai Agri Foods Public Co' }),
        rec({ name: 'ROTI SHOP STOCK SHEET ROW 9: TAMARIND CONC TAMICON 1LB (16OZ) TUB', manufacturer: 'TAMICON' }),
        rec({ title: 'Tamicon tamarind concentrate big tub 454g, substituted for 227g — online shop substitution note', brand: 'Tamicon' }),
      ],
      [
        rec({ title: 'Cock Brand Wet Tamarind Block with Seeds 400g', brand: 'Cock Brand', manufacturer: 'Thai Agri Foods' }),
        rec({ name: 'ROTI SHOP STOCK SHEET ROW 10: TAMARIND BLOCK W/ SEED COCK 400G (SOAK)', manufacturer: 'Cock Brand' }),
        rec({ title: 'Ukwaju (tamarind) block Cock brand 400g — duka receipt, Mombasa', brand: 'COCK' }),
      ],
    ],
  },
  {
    // One maker's capers: nonpareille capers in brine 100 g, capote (larger) capers in brine 100 g, and capers in salt
    // 100 g.
    kind: 'capers by size and cure',
    variants: [
      [
        rec({ title: 'Sacla Capers Non Pareilles in Brine 100g', brand: 'Saclà', manufacturer: 'Fratelli Saclà S.p.A.' }),
        rec({ name: 'BREWPUB KITCHEN ORDER (TAPROOM, CARDIFF BAY) DRY: CAPERS NONPAREIL SACLA 100G X 6 (TARTARE)', manufacturer: 'SACLA' }),
        rec({ title: 'Capers bach Saclà mewn heli, 100g — rhestr rhoddion gŵyl ddiolchgarwch', brand: 'Sacla' }),
      ],
      [
        rec({ title: 'Sacla Capote Capers in Brine 100g', brand: 'Saclà', manufacturer: 'Fratelli Saclà' }),
        rec({ name: 'BREWPUB KITCHEN ORDER DRY: CAPERS CAPOTE (LGE) SACLA 100G - FOR FRYING', manufacturer: 'Saclà' }),
        rec({ title: 'Sacla capote capers 100 g (the big ones) — harvest festival donation list', brand: 'SACLA' }),
      ],
      [
        rec({ title: 'Sacla Capers in Sea Salt 100g', brand: 'Saclà', manufacturer: 'Fratelli Saclà S.p.A.' }),
        rec({ name: 'BREWPUB KITCHEN ORDER DRY: CAPERS SALTED SACLA 100G (RINSE BEFORE USE)', manufacturer: 'SACLA' }),
        rec({ title: 'Capperi sotto sale Saclà 100 g', brand: 'Saclà' }),
      ],
    ],
  },
  {
    // One maker's tapioca pearls: the large black pearls 1 kg, the large black pearls 3 kg (catering), and the small
    // white pearls 400 g.
    kind: 'tapioca pearls by size and bag',
    variants: [
      [
        rec({ title: 'Bolle Black Tapioca Pearls for Bubble Tea 1kg', brand: 'Bolle', manufacturer: 'Bolle Tea Taiwan' }),
        rec({ name: 'BUBBLE TEA SHOP STOCK COUNT (WESTLANDS) BIN 1: TAPIOCA PEARL BLACK LGE BOLLE 1KG PKT', manufacturer: 'BOLLE' }),
        rec({ title: 'Lulu za tapioca nyeusi Bolle 1kg — duka receipt, Westlands', brand: 'Bolle' }),
      ],
      [
        rec({ title: 'Bolle Black Tapioca Pearls 3kg Catering Bag', brand: 'Bolle', manufacturer: 'Bolle Tea' }),
        rec({ name: 'BUBBLE TEA SHOP STOCK COUNT BIN 1: TAPIOCA PEARL BLK BOLLE 3 KG SACK', manufacturer: 'Bolle' }),
        rec({ title: 'Bolle bubble tea pearls 3kg bag black, Jumia order confirmation', brand: 'BOLLE' }),
      ],
      [
        rec({ title: 'Bolle Small White Tapioca Pearls 400g', brand: 'Bolle', manufacturer: 'Bolle Tea Taiwan' }),
        rec({ name: 'BUBBLE TEA SHOP STOCK COUNT BIN 4: TAPIOCA MINI WHITE BOLLE 400G (DESSERT)', manufacturer: 'BOLLE' }),
        rec({ title: 'Bolle small sago/tapioca white 400 g — duka receipt', brand: 'Bolle' }),
      ],
    ],
  },
  {
    // One maker's prunes: pitted prunes 250 g, pitted prunes 500 g, and prunes in juice (tin) 410 g.
    kind: 'prunes by form and pack',
    variants: [
      [
        rec({ title: 'Sunsweet Pitted Prunes 250g', brand: 'Sunsweet', manufacturer: 'Sunsweet Growers Inc.' }),
        rec({ name: 'BOARDING SCHOOL KITCHEN BREAKFAST ORDER (HOUSE 3) ITEM 12: PRUNES PITTED SUNSWEET 250G X 20', manufacturer: 'SUNSWEET' }),
        rec({ title: 'Sunsweet Trockenpflaumen entsteint, 250 g Beutel', brand: 'Sunsweet' }),
      ],
      [
        rec({ title: 'Sunsweet Pitted Prunes 500g Resealable Bag', brand: 'Sunsweet', manufacturer: 'Sunsweet Growers' }),
        rec({ name: 'BOARDING SCHOOL KITCHEN BREAKFAST ORDER ITEM 13: PRUNES PITTED SUNSWEET 1/2 KG BAG', manufacturer: 'Sunsweet' }),
        rec({ title: 'Sunsweet pruneaux dénoyautés sachet 500 g', brand: 'SUNSWEET' }),
      ],
      [
        rec({ title: 'Sunsweet Prunes in Juice 410g Tin', brand: 'Sunsweet', manufacturer: 'Sunsweet Growers Inc' }),
        rec({ name: 'BOARDING SCHOOL KITCHEN BREAKFAST ORDER ITEM 14: PRUNES IN JUICE SUNSWEET 410G CAN (STONES IN)', manufacturer: 'SUNSWEET' }),
        rec({ title: 'receipt: SUNSWEET PRUNES IN JUICE 410G  £1.60', brand: 'Sunsweet' }),
      ],
    ],
  },
  {
    // One maker's almonds: ground almonds 200 g, flaked almonds 200 g, and ground almonds 1 kg (catering).
    kind: 'almonds by cut and bag',
    variants: [
      [
        rec({ title: 'Whitworths Ground Almonds 200g', brand: 'Whitworths', manufacturer: 'Whitworths Ltd' }),
        rec({ name: 'HOME BAKER COSTING SHEET (FRANGIPANE TART) ING 2: GROUND ALMONDS WHITWORTHS 200G PKT', manufacturer: 'Whitworths' }),
        rec({ title: 'Whitworths ground almond 200g, for macarons — Buy Nothing Bristol', brand: 'WHITWORTHS' }),
      ],
      [
        rec({ title: 'Whitworths Flaked Almonds 200g', brand: 'Whitworths', manufacturer: 'Whitworths Ltd' }),
        rec({ name: 'HOME BAKER COSTING SHEET ING 5: FLAKED ALMONDS WHITWORTHS 200G (TOPPING)', manufacturer: 'WHITWORTHS' }),
        rec({ title: 'Amandes effilées Whitworths, sachet de 200 g', brand: 'Whitworths' }),
      ],
      [
        rec({ title: 'Whitworths Ground Almonds 1kg Bulk Bag', brand: 'Whitworths', manufacturer: 'Whitworths Limited' }),
        rec({ name: 'HOME BAKER COSTING SHEET ING 2 (WEDDING ORDER): GROUND ALMONDS WHITWORTHS 1KG', manufacturer: 'Whitworths' }),
        rec({ title: 'Whitworths ground almonds 1 kilo bag, bought too many — Buy Nothing Bath', brand: 'Whitworths' }),
      ],
    ],
  },
];
