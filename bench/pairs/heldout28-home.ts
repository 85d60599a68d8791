// Held-out pair set 28, product_home_goods (see bench/pairs/heldout28.ts): mandoline slicers by model, pestle and
// mortars by size and material, salad spinners by size, step stools by steps, rotary washing lines by line length,
// tin openers by model, cafetières by cup size and finish, and lunch boxes by capacity and compartments; each as a
// maker's or shop's title, a second source under another field name (`name`) — a school-leaver's uni packing
// list, a women's shelter donation intake log, a glamping site's pod inventory, a lettings agent's furnished
// inventory, a retirement flat's handyman job sheet, a community fridge's kit list, a prison kitchen's requisition
// — and a third source (a Marktplaats, Kleinanzeigen, Leboncoin, OLX Portugal, Facebook Marketplace or Jiji post;
// Dutch, German, French, Portuguese, Swahili, Afrikaans or Pidgin wording). The brands are real; their codes and
// sizes are written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const HOME28: readonly Family[] = [
  {
    // One maker's mandolines: the V-Blade hand-held, the V-Blade with its stand and box (another article), and the
    // Chef's Mandoline Slicer 2.0.
    kind: 'mandoline slicers by model',
    variants: [
      [
        rec({ title: 'OXO Good Grips Handheld V-Blade Mandoline Slicer, 11202100' }),
        rec({ name: 'LETTINGS FURNISHED INVENTORY (FLAT 2B, 40 CHURCH ST) KITCHEN DRW 3: MANDOLINE OXO V-BLADE HANDHELD - GOOD COND, GUARD PRESENT' }),
        rec({ title: 'Mandoline OXO V-Blade (handheld), met vingerbeschermer — Marktplaats Zwolle' }),
      ],
      [
        rec({ title: 'OXO Good Grips V-Blade Mandoline Slicer with Stand and Storage Box, 1155080' }),
        rec({ name: 'GLAMPING POD INVENTORY (POD 4 WILLOW) KITCHEN BOX: V BLADE MANDOLINE OXO W/ STAND + BOX' }),
        rec({ title: 'OXO V-Blade Gemüsehobel mit Ständer und Aufbewahrungsbox — Kleinanzeigen Kassel' }),
      ],
      [
        rec({ title: "OXO Good Grips Chef's Mandoline Slicer 2.0, 11257000" }),
        rec({ name: "PRISON KITCHEN REQUISITION HMP-K/24/311 L.8: MANDOLINE OXO CHEFS 2.0 (ADJ THICKNESS, JULIENNE) X2 - TOOL CTRL" }),
        rec({ title: "Mandoline OXO Chef's 2.0, réglage épaisseur, julienne — Leboncoin Rennes" }),
      ],
    ],
  },
  {
    // One maker's pestle and mortars: granite 12 cm, granite 16 cm, and marble 12 cm.
    kind: 'pestle and mortars by size and material',
    variants: [
      [
        rec({ title: 'Cole & Mason Granite Pestle and Mortar, 12cm, H102089' }),
        rec({ name: "SCHOOL-LEAVER UNI PACKING LIST (KITCHEN): PESTLE+MORTAR COLE&MASON GRANITE SML 12CM - MUM'S OLD ONE" }),
        rec({ title: 'Kinu na mchi wa jiwe Cole & Mason, granite, 12 cm — Jiji Mombasa' }),
      ],
      [
        rec({ title: 'Cole & Mason Granite Pestle and Mortar, 16cm, H102090' }),
        rec({ name: 'COMMUNITY FRIDGE KIT LIST (CAFE KITCHEN): MORTAR & PESTLE GRANITE C&M LGE 16CM' }),
        rec({ title: 'Cole and Mason kinu kikubwa cha granite (16cm) — Jiji Nairobi' }),
      ],
      [
        rec({ title: 'Cole & Mason Marble Pestle and Mortar, 12cm, White, H102091' }),
        rec({ name: 'LETTINGS FURNISHED INVENTORY (FLAT 2B) WORKTOP: PESTLE & MORTAR WHITE MARBLE C/MASON 12CM - CHIP ON RIM' }),
        rec({ title: 'Kinu cha marble nyeupe Cole & Mason, 12 cm — Jiji Kisumu' }),
      ],
    ],
  },
  {
    // One maker's salad spinners: the large 6.22 L, the little 2.8 L, and the large glass-bowl spinner.
    kind: 'salad spinners by size and bowl',
    variants: [
      [
        rec({ title: 'OXO Good Grips Large Salad Spinner 6.22L, Clear Bowl' }),
        rec({ name: 'COMMUNITY FRIDGE KIT LIST (CAFE KITCHEN): SALAD SPINNER OXO LGE 6.2L PLASTIC' }),
        rec({ title: 'Essoreuse à salade OXO grand modèle 6,2 L — Leboncoin Bordeaux' }),
      ],
      [
        rec({ title: 'OXO Good Grips Little Salad & Herb Spinner 2.8L' }),
        rec({ name: 'SCHOOL-LEAVER UNI PACKING LIST (KITCHEN): SALAD SPINNER OXO LITTLE/HERB 2.8L (FITS SMALL CUPBD)' }),
        rec({ title: 'Petite essoreuse salade et herbes OXO, 2,8 litres — Leboncoin Toulouse' }),
      ],
      [
        rec({ title: 'OXO Good Grips Glass Salad Spinner, Large, Glass Bowl' }),
        rec({ name: 'GLAMPING POD INVENTORY (POD 1 ASH) KITCHEN BOX: SALAD SPINNER OXO GLASS BOWL LGE - HANDLE WITH CARE' }),
        rec({ title: 'Essoreuse OXO avec bol en verre (grand), sert de saladier — Leboncoin Nice' }),
      ],
    ],
  },
  {
    // One maker's step stools: the 2-step, the 3-step, and the 3-step with a comfort handrail (another model).
    kind: 'step stools by steps and rail',
    variants: [
      [
        rec({ title: 'Hailo K30 Aluminium Step Stool, 2 Steps, 4310-001' }),
        rec({ name: 'RETIREMENT FLAT HANDYMAN JOB SHEET JS-774 (FLAT 9, ELM COURT): SUPPLIED STEP STOOL HAILO 2 STEP ALU' }),
        rec({ title: 'Hailo Tritthocker 2 Stufen Alu, klappbar — Kleinanzeigen Bielefeld' }),
      ],
      [
        rec({ title: 'Hailo K30 Aluminium Step Stool, 3 Steps, 4310-301' }),
        rec({ name: 'WOMENS SHELTER DONATION INTAKE LOG #D-4410: STEP STOOL HAILO 3-STEP ALUMINIUM (GOOD)' }),
        rec({ title: 'Hailo Tritthocker K30 mit 3 Stufen, Aluminium — Kleinanzeigen Münster' }),
      ],
      [
        rec({ title: 'Hailo ComfortLine 3-Step Stool with Safety Handrail, 4420-001' }),
        rec({ name: 'RETIREMENT FLAT HANDYMAN JOB SHEET JS-781: STEP STOOL HAILO 3 STEP W/ HAND RAIL (COMFORT) - FALLS RISK' }),
        rec({ title: 'Hailo Komfort-Stufenstehleiter 3 Stufen mit Haltebügel — Kleinanzeigen Dortmund' }),
      ],
    ],
  },
  {
    // One maker's rotary airers: Lift-O-Matic 50 m, Lift-O-Matic 60 m, and the Topspinner 50 m (another model).
    kind: 'rotary washing lines by line length',
    variants: [
      [
        rec({ title: 'Brabantia Lift-O-Matic Rotary Washing Line, 50m, with Ground Spike' }),
        rec({ name: 'LETTINGS FURNISHED INVENTORY (14 OAK RD) GARDEN: ROTARY LINE BRABANTIA LIFT O MATIC 50M + SPIKE - COVER MISSING' }),
        rec({ title: 'Wasdroger draaimolen Brabantia Lift-O-Matic 50 meter met grondanker — Marktplaats Amersfoort' }),
      ],
      [
        rec({ title: 'Brabantia Lift-O-Matic Rotary Washing Line, 60m, with Ground Spike' }),
        rec({ name: 'GLAMPING SITE INVENTORY (LAUNDRY AREA): ROTARY AIRER BRABANTIA LIFTOMATIC 60M' }),
        rec({ title: 'Brabantia Lift-O-Matic droogmolen 60 m — Marktplaats Apeldoorn' }),
      ],
      [
        rec({ title: 'Brabantia Topspinner Rotary Washing Line, 50m' }),
        rec({ name: 'WOMENS SHELTER DONATION INTAKE LOG #D-4433: WASHING LINE ROTARY BRABANTIA TOPSPINNER 50M (NO SPIKE)' }),
        rec({ title: 'Brabantia Topspinner droogmolen 50m, zonder grondspies — Marktplaats Ede' }),
      ],
    ],
  },
  {
    // One maker's tin openers: the Lock N' Lift, the Safety Opener (smooth edge), and the All Clear manual opener.
    kind: 'tin openers by model',
    variants: [
      [
        rec({ title: "Zyliss Lock N' Lift Manual Can Opener, Black, 20362" }),
        rec({ name: "PRISON KITCHEN REQUISITION HMP-K/24/311 L.2: TIN OPENER ZYLISS LOCK N LIFT X6 (TETHERED)" }),
        rec({ title: "Abridor de latas Zyliss Lock N' Lift, preto — OLX Braga" }),
      ],
      [
        rec({ title: 'Zyliss Safety Can Opener, Smooth Edge, E910049' }),
        rec({ name: 'COMMUNITY FRIDGE KIT LIST: TIN OPENER ZYLISS SAFETY (SMOOTH EDGE, NO SHARP LID)' }),
        rec({ title: 'Abre-latas de segurança Zyliss (bordo liso) — OLX Coimbra' }),
      ],
      [
        rec({ title: 'Zyliss All Clear Manual Can Opener, 20431' }),
        rec({ name: "SCHOOL-LEAVER UNI PACKING LIST (KITCHEN): TIN OPENER ZYLISS ALL-CLEAR" }),
        rec({ title: 'Zyliss All Clear abre latas manual, novo — OLX Faro' }),
      ],
    ],
  },
  {
    // One maker's cafetières: the Chambord 3-cup, the Chambord 8-cup, and the Chambord 8-cup in copper.
    kind: 'cafetieres by cup size and finish',
    variants: [
      [
        rec({ title: 'Bodum Chambord Coffee Maker, 3 Cup, 0.35 l, Chrome, 1923-16' }),
        rec({ name: 'SCHOOL-LEAVER UNI PACKING LIST (KITCHEN): CAFETIERE BODUM CHAMBORD 3 CUP SMALL' }),
        rec({ title: 'Bodum Chambord koffiepers 3 koppies (0,35 liter), chroom — Facebook Marketplace Stellenbosch' }),
      ],
      [
        rec({ title: 'Bodum Chambord Coffee Maker, 8 Cup, 1.0 l, Chrome, 1928-16' }),
        rec({ name: 'GLAMPING POD INVENTORY (POD 4 WILLOW) KITCHEN BOX: CAFETIERE BODUM 8CUP 1L CHROME' }),
        rec({ title: 'Bodum Chambord 8 koppie koffiepers 1 L — Facebook Marketplace Kaapstad' }),
      ],
      [
        rec({ title: 'Bodum Chambord Coffee Maker, 8 Cup, 1.0 l, Copper, 11068-18' }),
        rec({ name: 'LETTINGS FURNISHED INVENTORY (PENTHOUSE 1) KITCHEN: CAFETIERE BODUM CHAMBORD COPPER 8 CUP' }),
        rec({ title: 'Bodum Chambord koffiepers koper, 8 koppies — Facebook Marketplace Durbanville' }),
      ],
    ],
  },
  {
    // One maker's lunch boxes: the 1 L To Go, the 1.65 L Lunch Cube with compartments, and the 2 L Bento Box.
    kind: 'lunch boxes by capacity and compartments',
    variants: [
      [
        rec({ title: 'Sistema To Go Lunch Box 1L, Assorted Colours' }),
        rec({ name: 'WOMENS SHELTER DONATION INTAKE LOG #D-4441: LUNCH BOX SISTEMA TO GO 1L X 6 (KIDS)' }),
        rec({ title: 'Sistema lunch box 1 litre, children school food flask (not flask o) — Jiji Lagos' }),
      ],
      [
        rec({ title: 'Sistema Lunch Cube To Go 1.65L with Compartments' }),
        rec({ name: 'SCHOOL-LEAVER UNI PACKING LIST: LUNCH CUBE SISTEMA 1.65L (4 COMPART)' }),
        rec({ title: 'Sistema lunch cube 1.65L wey get partition inside — Jiji Abuja' }),
      ],
      [
        rec({ title: 'Sistema Bento Box To Go 2L with Yoghurt Pot' }),
        rec({ name: 'COMMUNITY FRIDGE KIT LIST: BENTO BOX SISTEMA 2L W/ YOG POT X 10' }),
        rec({ title: 'Sistema bento box 2 litre, get small yoghurt cup — Jiji Port Harcourt' }),
      ],
    ],
  },
];
