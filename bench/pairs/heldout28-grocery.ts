// Held-out pair set 28, product_grocery (see bench/pairs/heldout28.ts): ground ogbono by form and pack, pounded yam
// flour by pack, lemon and fruit curds by flavour and jar, pickled onions by style and jar, mincemeat by line and
// jar, anchovy fillets by oil and tin, smoked salmon by origin and pack, and oatcakes by texture and pack; each as
// a maker's or shop's title, a second source under another field name (`name`) — a buka's market book, a Nigerian
// student union shop's order, a church fête cake-stall list, a pub kitchen's dry-store count, a Christmas hamper
// packer's pick list, a tapas bar's supplier invoice, a cruise galley's provisioning order, a hostel kitchen's
// honesty-shelf list — and a third source (a WhatsApp group buy, a Too Good To Go bag note, a Vinted-style swap
// post; Yoruba, Igbo, Pidgin, Spanish, Portuguese, Norwegian, Welsh or German wording). The ogbono packer `Ọjà
// Ọlá` is invented; the other brands are real, their pack sizes written from memory.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY28: readonly Family[] = [
  {
    // One packer's ogbono: ground 500 g, ground 1 kg, and whole (unground) seeds 500 g.
    kind: 'ogbono seed by form and pack',
    variants: [
      [
        rec({ title: 'Ọjà Ọlá Ground Ogbono (Wild Mango Seed) 500g', brand: 'Ọjà Ọlá', manufacturer: 'Oja Ola Foods Ltd' }),
        rec({ name: 'BUKA MARKET BOOK (MAMA T, YABA) WK 14: OGBONO GRND OJA OLA 500G X 6 PKT', manufacturer: 'Oja Ola' }),
        rec({ title: 'Ogbono ti a lọ̀ (ground) Oja Ola, 500 grams — WhatsApp group buy Surulere', brand: 'Oja Ola' }),
      ],
      [
        rec({ title: 'Ọjà Ọlá Ground Ogbono (Wild Mango Seed) 1kg', brand: 'Ọjà Ọlá', manufacturer: 'Oja Ola Foods Ltd' }),
        rec({ name: 'STUDENT UNION SHOP ORDER (UNN NSUKKA) L.9: OGBONO GROUND OJA-OLA 1 KG BAG X 10', manufacturer: 'Oja Ola Foods' }),
        rec({ title: 'Ogbono a gwọrọ agwọ (ground) Oja Ola 1kg — Nsukka WhatsApp order', brand: 'OJA OLA' }),
      ],
      [
        rec({ title: 'Ọjà Ọlá Whole Ogbono Seeds (Unground) 500g', brand: 'Ọjà Ọlá', manufacturer: 'Oja Ola Foods Ltd' }),
        rec({ name: 'BUKA MARKET BOOK WK 14: OGBONO WHOLE (NOT GRND) OJA OLA 500G X 4 - GRIND FOR SHOP', manufacturer: 'Oja Ola' }),
        rec({ title: 'Oja Ola ogbono, whole seed (no grind am yet), half kilo — WhatsApp buy Ikeja', brand: 'Oja Ola' }),
      ],
    ],
  },
  {
    // One miller's pounded yam flour: the 900 g bag, the 1.8 kg bag, and the 4 kg bag.
    kind: 'pounded yam flour by pack',
    variants: [
      [
        rec({ title: 'Ola-Ola Pounded Yam Flour 900g', brand: 'Ola-Ola', manufacturer: 'Olu Olu Foods' }),
        rec({ name: 'STUDENT UNION SHOP ORDER (NIG SOC, UNI OF LEICESTER) L.3: POUNDO YAM OLA OLA 0.9KG X 12', manufacturer: 'Ola Ola' }),
        rec({ title: 'Iyán Ola-Ola (poundo) 900 g — WhatsApp group buy Leicester', brand: 'Ola Ola' }),
      ],
      [
        rec({ title: 'Ola-Ola Pounded Yam Flour 1.8kg', brand: 'Ola-Ola', manufacturer: 'Olu Olu Foods' }),
        rec({ name: 'STUDENT UNION SHOP ORDER L.4: POUNDO YAM OLA-OLA 1.8KG BAG X 8', manufacturer: 'Ola-Ola' }),
        rec({ title: 'Ola Ola pounded yam flour, di big bag (1.8 kilo) — Peckham WhatsApp buy', brand: 'Ola-Ola' }),
      ],
      [
        rec({ title: 'Ola-Ola Pounded Yam Flour 4kg', brand: 'Ola-Ola', manufacturer: 'Olu Olu Foods Ltd' }),
        rec({ name: 'BUKA MARKET BOOK (AFRO CAFE, WOOLWICH) WK 9: POUNDED YAM FLR OLA OLA 4KG SACK X 3', manufacturer: 'Olu Olu' }),
        rec({ title: 'Iyán Ola-Ola àpò ńlá 4kg — Woolwich WhatsApp buy', brand: 'Ola-Ola' }),
      ],
    ],
  },
  {
    // One preserver's curds: lemon curd 312 g, orange curd 312 g, and lemon curd in the 42 g hotel jar.
    kind: 'fruit curds by flavour and jar',
    variants: [
      [
        rec({ title: 'Tiptree Lemon Curd 312g', brand: 'Tiptree', manufacturer: 'Wilkin & Sons Ltd' }),
        rec({ name: 'CHURCH FETE CAKE STALL LIST (ST MARY, COGGESHALL): LEMON CURD TIPTREE 312G JAR X 3 FOR TARTS', manufacturer: 'Wilkin and Sons' }),
        rec({ title: 'Ceuled lemwn Tiptree, jar 312g — rhestr siopa', brand: 'Tiptree' }),
      ],
      [
        rec({ title: 'Tiptree Orange Curd 312g', brand: 'Tiptree', manufacturer: 'Wilkin & Sons Ltd' }),
        rec({ name: 'CHURCH FETE CAKE STALL LIST: ORANGE CURD TIPTREE 312G X 2', manufacturer: 'Wilkin & Sons' }),
        rec({ title: 'Ceuled oren Tiptree 312 g — rhestr siopa', brand: 'TIPTREE' }),
      ],
      [
        rec({ title: 'Tiptree Lemon Curd Miniature Jar 42g (Hotel Pack)', brand: 'Tiptree', manufacturer: 'Wilkin & Sons Ltd' }),
        rec({ name: 'CRUISE GALLEY PROVISIONING ORDER (MS NORDLYS) L.77: LEMON CURD TIPTREE MINI 42G X 72 (ROOM SVC)', manufacturer: 'Wilkin & Sons' }),
        rec({ title: 'Tiptree sitronkrem, mini glass 42 g — hyttefrokost', brand: 'Tiptree' }),
      ],
    ],
  },
  {
    // One pickler's onions: traditional (medium and tangy) 400 g, sweet and mild 400 g, and traditional in the
    // 710 g jar.
    kind: 'pickled onions by style and jar',
    variants: [
      [
        rec({ title: "Haywards Traditional Medium & Tangy Pickled Onions 400g", brand: 'Haywards', manufacturer: 'Mizkan Euro' }),
        rec({ name: 'PUB KITCHEN DRY STORE COUNT (THE PLOUGH, SHELF 4): PKLD ONIONS HAYWARDS TRAD MED/TANGY 400G - 5 JARS', manufacturer: 'Mizkan' }),
        rec({ title: 'Haywards pickled onions, traditional (tangy), 400g jar — Too Good To Go bag note', brand: 'Haywards' }),
      ],
      [
        rec({ title: "Haywards Sweet & Mild Pickled Onions 400g", brand: 'Haywards', manufacturer: 'Mizkan Euro' }),
        rec({ name: 'PUB KITCHEN DRY STORE COUNT SHELF 4: PKLD ONIONS HAYWARDS SWEET+MILD 400G - 2 JARS', manufacturer: 'Mizkan Euro Ltd' }),
        rec({ title: 'Haywards sweet & mild onions (the yellow lid one), 400 g', brand: "Hayward's" }),
      ],
      [
        rec({ title: "Haywards Traditional Medium & Tangy Pickled Onions 710g", brand: 'Haywards', manufacturer: 'Mizkan Euro' }),
        rec({ name: 'PUB KITCHEN DRY STORE COUNT SHELF 5 (BAR SNACKS): PKLD ONIONS HAYWARDS TRAD 710G LGE JAR - 3', manufacturer: 'Mizkan' }),
        rec({ title: 'Haywards traditional pickled onions, big 710g jar — Too Good To Go bag note', brand: 'Haywards' }),
      ],
    ],
  },
  {
    // One maker's mincemeat: classic 411 g, luxury (with brandy) 411 g, and classic in the 822 g catering jar.
    kind: 'mincemeat by line and jar',
    variants: [
      [
        rec({ title: "Robertson's Classic Mincemeat 411g", brand: "Robertson's", manufacturer: 'Hain Daniels Group' }),
        rec({ name: 'XMAS HAMPER PICK LIST (HAMPER B, LINE 6): MINCEMEAT ROBERTSONS CLASSIC 411G', manufacturer: 'Hain Daniels' }),
        rec({ title: 'Robertsons Mincemeat classic 411 g — Weihnachtsbacken Einkaufsliste', brand: 'Robertsons' }),
      ],
      [
        rec({ title: "Robertson's Luxury Mincemeat with Brandy 411g", brand: "Robertson's", manufacturer: 'Hain Daniels Group' }),
        rec({ name: 'XMAS HAMPER PICK LIST (HAMPER C LUXURY, LINE 4): MINCEMEAT ROBERTSONS LUX W/ BRANDY 411G', manufacturer: 'Hain Daniels Group Ltd' }),
        rec({ title: 'Robertsons Luxury Mincemeat mit Brandy, 411g Glas', brand: "ROBERTSON'S" }),
      ],
      [
        rec({ title: "Robertson's Classic Mincemeat Catering Jar 822g", brand: "Robertson's", manufacturer: 'Hain Daniels Group' }),
        rec({ name: 'CHURCH FETE CAKE STALL LIST: MINCEMEAT ROBERTSONS 822G (BIG JAR) X 2 FOR MINCE PIES', manufacturer: 'Hain Daniels' }),
        rec({ title: 'Robertsons mincemeat, großes Glas 822 g, klassisch', brand: 'Robertsons' }),
      ],
    ],
  },
  {
    // One canner's anchovies: fillets in olive oil 47.5 g, fillets in olive oil 95 g, and whole anchovies in salt
    // (another product).
    kind: 'anchovy fillets by oil and tin',
    variants: [
      [
        rec({ title: 'Ortiz Anchovy Fillets in Olive Oil 47.5g Tin', brand: 'Ortiz', manufacturer: 'Conservas Ortiz S.A.' }),
        rec({ name: 'TAPAS BAR SUPPLIER INVOICE F-2024-0881 (BAR EL PUERTO, BRISTOL) L.3: ANCHOAS ORTIZ AC. OLIVA 47,5G X 24', manufacturer: 'Conservas Ortiz' }),
        rec({ title: 'Filetes de anchoa Ortiz en aceite de oliva, lata 47,5 g', brand: 'ORTIZ' }),
      ],
      [
        rec({ title: 'Ortiz Anchovy Fillets in Olive Oil 95g Tin', brand: 'Ortiz', manufacturer: 'Conservas Ortiz S.A.' }),
        rec({ name: 'TAPAS BAR SUPPLIER INVOICE F-2024-0881 L.4: ANCHOAS ORTIZ ACEITE OLIVA 95G (LATA GDE) X 12', manufacturer: 'Conservas Ortiz SA' }),
        rec({ title: 'Filetes de anchova Ortiz em azeite, lata 95 g', brand: 'Ortiz' }),
      ],
      [
        rec({ title: 'Ortiz Whole Anchovies in Salt 1kg Tin', brand: 'Ortiz', manufacturer: 'Conservas Ortiz S.A.' }),
        rec({ name: 'TAPAS BAR SUPPLIER INVOICE F-2024-0902 L.1: ANCHOAS ORTIZ EN SALAZON 1KG (ENTERAS) X 1', manufacturer: 'Ortiz' }),
        rec({ title: 'Anchoas en salazón Ortiz, lata de 1 kilo, enteras', brand: 'Ortiz' }),
      ],
    ],
  },
  {
    // One smokehouse's salmon: Scottish 100 g, Scottish 200 g, and Norwegian 100 g (another fish farm's origin).
    kind: 'smoked salmon by origin and pack',
    variants: [
      [
        rec({ title: 'Young\'s Scottish Smoked Salmon Slices 100g', brand: "Young's", manufacturer: "Young's Seafood Ltd" }),
        rec({ name: 'CRUISE GALLEY PROVISIONING ORDER (MS NORDLYS) L.12: SMK SALMON SCOT YOUNGS 100G PK X 60', manufacturer: 'Youngs Seafood' }),
        rec({ title: "Røkt laks fra Skottland, Young's, 100 g pakke", brand: 'Youngs' }),
      ],
      [
        rec({ title: 'Young\'s Scottish Smoked Salmon Slices 200g', brand: "Young's", manufacturer: "Young's Seafood Ltd" }),
        rec({ name: 'CRUISE GALLEY PROVISIONING ORDER L.13: SMK SALMON SCOTTISH YOUNGS 200G X 40 (BRUNCH)', manufacturer: "Young's Seafood" }),
        rec({ title: "Young's skotsk røkelaks 200g — frokostbuffet", brand: "Young's" }),
      ],
      [
        rec({ title: 'Young\'s Norwegian Smoked Salmon Slices 100g', brand: "Young's", manufacturer: "Young's Seafood Ltd" }),
        rec({ name: 'HOSTEL KITCHEN HONESTY SHELF LIST (FRIDGE 2): SMOKED SALMON NORWEGIAN YOUNGS 100G', manufacturer: 'Youngs Seafood Ltd' }),
        rec({ title: "Norsk røkt laks Young's, 100 g", brand: "Young's" }),
      ],
    ],
  },
  {
    // One baker's oatcakes: rough 250 g, fine milled 218 g, and rough in catering portion packs (another article).
    kind: 'oatcakes by texture and pack',
    variants: [
      [
        rec({ title: "Nairn's Rough Oatcakes 250g", brand: "Nairn's", manufacturer: "Nairn's Oatcakes Ltd" }),
        rec({ name: 'HOSTEL KITCHEN HONESTY SHELF LIST (SHELF A): OATCAKES NAIRNS ROUGH 250G - 1 OPEN PKT', manufacturer: 'Nairns' }),
        rec({ title: 'Nairns grobe Haferkekse (Rough Oatcakes), 250 g — Tauschbörse', brand: 'NAIRNS' }),
      ],
      [
        rec({ title: "Nairn's Fine Milled Oatcakes 218g", brand: "Nairn's", manufacturer: "Nairn's Oatcakes Ltd" }),
        rec({ name: 'XMAS HAMPER PICK LIST (HAMPER A, LINE 9): OATCAKES NAIRNS FINE MILLED 218G', manufacturer: "Nairn's Oatcakes" }),
        rec({ title: 'Nairns feine Haferkekse, fein gemahlen, 218g', brand: "Nairn's" }),
      ],
      [
        rec({ title: "Nairn's Rough Oatcakes Catering Portion Packs 100 x 2", brand: "Nairn's", manufacturer: "Nairn's Oatcakes Ltd" }),
        rec({ name: 'CRUISE GALLEY PROVISIONING ORDER (MS NORDLYS) L.80: OATCAKES NAIRNS ROUGH PORTION PK (2) X 100 - CHEESEBOARD', manufacturer: 'Nairns Oatcakes Ltd' }),
        rec({ title: "Nairn's havrekjeks, porsjonspakker 100 x 2 — ostebord", brand: "Nairn's" }),
      ],
    ],
  },
];
