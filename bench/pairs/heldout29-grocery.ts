// Held-out pair set 29, product_grocery (see bench/pairs/heldout29.ts): harissa paste by style and jar, gochujang by
// heat and tub, miso by grain and pack, fish sauce by brand line and bottle, piccalilli by style and jar, black and
// white pudding by kind and pack, samp by mix and bag, and polenta by grind and pack; each as a maker's or shop's
// title, a second source under another field name (`name`) — a Moroccan café's dry-store sheet, a Korean
// restaurant's cash-and-carry invoice, a vegan café's prep list, a Thai takeaway's stock count, a farm shop's
// wholesale order, a B&B's breakfast order, a spaza shop's stock book, an Italian deli's supplier invoice — and a
// third source (a Too Good To Go bag note, a WhatsApp group buy, an Olio listing, a food bank donation slip; French,
// Korean-romanised, German, Swahili, Welsh, Irish, isiZulu, Afrikaans or Italian wording). The samp packer
// `Mielie Mama` is invented; the other brands are real, their pack sizes written from memory.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY29: readonly Family[] = [
  {
    // One maker's harissa: the rose harissa 170 g, the rose harissa in a 450 g catering jar, and the plain (hot)
    // harissa 170 g.
    kind: 'harissa paste by style and jar',
    variants: [
      [
        rec({ title: 'Belazu Rose Harissa Paste 170g', brand: 'Belazu', manufacturer: 'Belazu Ingredient Company' }),
        rec({ name: 'CAFE DRY STORE SHEET (MARRAKECH NIGHTS, BRIXTON) SHELF 2: HARISSA ROSE BELAZU 170G JAR X 6', manufacturer: 'Belazu' }),
        rec({ title: 'Harissa à la rose Belazu, pot de 170 g, DLUO dépassée de 2 j — Too Good To Go', brand: 'BELAZU' }),
      ],
      [
        rec({ title: 'Belazu Rose Harissa 450g Catering Jar', brand: 'Belazu', manufacturer: 'Belazu Ingredient Co' }),
        rec({ name: 'CAFE DRY STORE SHEET SHELF 2: HARISSA ROSE BELAZU LGE TUB 450G (KITCHEN ONLY)', manufacturer: 'Belazu' }),
        rec({ title: 'Belazu rose harissa big catering jar 0.45kg, opened once — Olio Lambeth', brand: 'Belazu' }),
      ],
      [
        rec({ title: 'Belazu Harissa Paste (Hot) 170g', brand: 'Belazu', manufacturer: 'Belazu Ingredient Company' }),
        rec({ name: 'CAFE DRY STORE SHEET SHELF 3: HARISSA HOT BELAZU 170G (NOT ROSE)', manufacturer: 'Belazu' }),
        rec({ title: 'Pâte de harissa piquante Belazu 170g — Too Good To Go, épicerie Lille', brand: 'Belazu' }),
      ],
    ],
  },
  {
    // One maker's gochujang: mild 500 g, hot 500 g, and mild 1 kg.
    kind: 'gochujang by heat and tub',
    variants: [
      [
        rec({ title: 'Chung Jung One O’Food Gochujang Red Pepper Paste, Mild, 500g', brand: "O'Food", manufacturer: 'Daesang Corporation' }),
        rec({ name: 'C&C INVOICE 0419 (SEOUL BISTRO, NEW MALDEN) L.6: GOCHUJANG MILD OFOOD 500G X 12', manufacturer: 'Daesang' }),
        rec({ title: 'Gochujang sunhan-mat (mild) Chung Jung One 500 g Becher — WhatsApp Sammelbestellung Frankfurt', brand: 'Chung Jung One' }),
      ],
      [
        rec({ title: 'Chung Jung One O’Food Gochujang Red Pepper Paste, Hot, 500g', brand: "O'Food", manufacturer: 'Daesang Corporation' }),
        rec({ name: 'C&C INVOICE 0419 L.7: GOCHUJANG HOT (MAEUN-MAT) O-FOOD 500 G X 6', manufacturer: 'Daesang Corp' }),
        rec({ title: 'Gochujang maeun-mat (scharf) O Food 500g — WhatsApp Sammelbestellung Frankfurt', brand: 'OFood' }),
      ],
      [
        rec({ title: 'Chung Jung One O’Food Gochujang Red Pepper Paste, Mild, 1kg', brand: "O'Food", manufacturer: 'Daesang Corporation' }),
        rec({ name: 'C&C INVOICE 0431 L.2: GOCHUJANG MILD OFOOD 1KG TUB X 4', manufacturer: 'Daesang' }),
        rec({ title: 'Chung Jung One gochujang mild 1 kilo tub, catering — Olio Kingston', brand: "O'food" }),
      ],
    ],
  },
  {
    // One maker's miso: organic white (shiro) miso 250 g, brown rice (genmai) miso 300 g, and barley (mugi) miso
    // 300 g.
    kind: 'miso by grain and pack',
    variants: [
      [
        rec({ title: 'Clearspring Organic Japanese White Miso 250g', brand: 'Clearspring', manufacturer: 'Clearspring Ltd' }),
        rec({ name: 'VEGAN CAFE PREP LIST (SIOP Y FRO, CAERDYDD) MON: MISO WHITE/SHIRO CLEARSPRING ORG 250G - 2 JARS', manufacturer: 'Clearspring' }),
        rec({ title: 'Miso gwyn organig Clearspring 250g, heb ei agor — Olio Caerdydd', brand: 'Clearspring' }),
      ],
      [
        rec({ title: 'Clearspring Organic Brown Rice Miso (Genmai) 300g', brand: 'Clearspring', manufacturer: 'Clearspring Ltd' }),
        rec({ name: 'VEGAN CAFE PREP LIST TUE: MISO BRN RICE GENMAI CLEARSPRING 300G', manufacturer: 'Clearspring' }),
        rec({ title: 'Clearspring genmai miso (brown rice), 300 g jar — Olio Penarth', brand: 'CLEARSPRING' }),
      ],
      [
        rec({ title: 'Clearspring Organic Barley Miso (Mugi) 300g', brand: 'Clearspring', manufacturer: 'Clearspring Ltd' }),
        rec({ name: 'VEGAN CAFE PREP LIST TUE: MISO BARLEY MUGI CLEARSPRING 300 GR', manufacturer: 'Clearspring Limited' }),
        rec({ title: 'Miso haidd (barley / mugi) Clearspring 300g — Olio Caerffili', brand: 'Clearspring' }),
      ],
    ],
  },
  {
    // One maker's fish sauce: Squid brand 300 ml, 725 ml, and the Squid brand premium (another line) 300 ml.
    kind: 'fish sauce by line and bottle',
    variants: [
      [
        rec({ title: 'Squid Brand Fish Sauce 300ml', brand: 'Squid', manufacturer: 'Thai Fishsauce Factory (Squid Brand) Co Ltd' }),
        rec({ name: 'THAI TAKEAWAY STOCK COUNT (WESTLANDS) SAT: FISH SAUCE SQUID 300ML BTL X 18', manufacturer: 'Squid Brand' }),
        rec({ title: 'Sosi ya samaki Squid brand 300 ml, chupa ndogo — WhatsApp group buy Kilimani', brand: 'Squid' }),
      ],
      [
        rec({ title: 'Squid Brand Fish Sauce 725ml', brand: 'Squid', manufacturer: 'Thai Fishsauce Factory (Squid Brand) Co Ltd' }),
        rec({ name: 'THAI TAKEAWAY STOCK COUNT SAT: FISH SAUCE SQUID LGE 725 ML X 6', manufacturer: 'Thai Fishsauce Factory' }),
        rec({ title: 'Squid fish sauce chupa kubwa 0.725 L — WhatsApp group buy Kilimani', brand: 'SQUID' }),
      ],
      [
        rec({ title: 'Squid Brand Premium Fish Sauce (Red Label) 300ml', brand: 'Squid', manufacturer: 'Thai Fishsauce Factory (Squid Brand) Co Ltd' }),
        rec({ name: 'THAI TAKEAWAY STOCK COUNT SAT: FISH SAUCE SQUID PREM RED LBL 300ML (CHEF ONLY)', manufacturer: 'Squid Brand' }),
        rec({ title: 'Squid premium fish sauce red label 300ml — food bank donation slip, Nairobi', brand: 'Squid' }),
      ],
    ],
  },
  {
    // One maker's piccalilli: the classic 270 g, the classic 1.1 kg catering jar, and the chunky garden piccalilli
    // (another recipe) 270 g.
    kind: 'piccalilli by style and jar',
    variants: [
      [
        rec({ title: 'Tracklements Piccalilli 270g', brand: 'Tracklements', manufacturer: 'The Tracklement Company Ltd' }),
        rec({ name: 'FARM SHOP WHOLESALE ORDER (HOLLOWAY FARM, GLOS) L.14: PICCALILLI TRACKLEMENTS 270G CASE OF 6', manufacturer: 'Tracklements' }),
        rec({ title: 'Tracklements Piccalilli Glas 270 g, Etikett beschädigt — Too Good To Go, Feinkost Hamburg', brand: 'Tracklements' }),
      ],
      [
        rec({ title: 'Tracklements Piccalilli Catering Jar 1.1kg', brand: 'Tracklements', manufacturer: 'The Tracklement Company Ltd' }),
        rec({ name: 'FARM SHOP WHOLESALE ORDER L.15: PICCALILLI TRACKLEMENTS CATERING 1,1KG (CAFE)', manufacturer: 'Tracklement Co' }),
        rec({ title: 'Tracklements piccalilli 1100g catering jar — Olio Cirencester', brand: 'TRACKLEMENTS' }),
      ],
      [
        rec({ title: 'Tracklements Fresh Garden Piccalilli (Chunky) 270g', brand: 'Tracklements', manufacturer: 'The Tracklement Company Ltd' }),
        rec({ name: 'FARM SHOP WHOLESALE ORDER L.16: PICCALILLI CHUNKY FRESH GDN TRACKLEMENTS 270G', manufacturer: 'Tracklements' }),
        rec({ title: 'Tracklements chunky garden piccalilli 270 g — Olio Stroud', brand: 'Tracklements' }),
      ],
    ],
  },
  {
    // One maker's puddings: black pudding 280 g, white pudding 280 g, and black pudding in a 1.2 kg catering roll.
    kind: 'black and white pudding by kind and pack',
    variants: [
      [
        rec({ title: 'Clonakilty Blackpudding 280g', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'B&B BREAKFAST ORDER (SEAVIEW HSE, DINGLE) WK 31: BLACK PUD CLONAKILTY 280G X 10', manufacturer: 'Clonakilty Blackpudding Co' }),
        rec({ title: 'Putóg dhubh Chloich na Coillte 280g — Too Good To Go, SuperValu Trá Lí', brand: 'Clonakilty' }),
      ],
      [
        rec({ title: 'Clonakilty White Pudding 280g', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 31: WHITE PUD CLONAKILTY 280 G X 6', manufacturer: 'Clonakilty Food Co' }),
        rec({ title: 'Putóg bhán Clonakilty 280 g — Too Good To Go, Dingle', brand: 'CLONAKILTY' }),
      ],
      [
        rec({ title: 'Clonakilty Blackpudding Catering Roll 1.2kg', brand: 'Clonakilty', manufacturer: 'Clonakilty Food Company' }),
        rec({ name: 'B&B BREAKFAST ORDER WK 32: BLACK PUDDING CLONAKILTY CATERING ROLL 1.2 KILO', manufacturer: 'Clonakilty' }),
        rec({ title: 'Clonakilty black pudding big 1,2kg roll for slicing — Olio Killarney', brand: 'Clonakilty' }),
      ],
    ],
  },
  {
    // One (invented) packer's samp: samp 2 kg, samp 5 kg, and samp-and-beans mix 2 kg.
    kind: 'samp by mix and bag',
    variants: [
      [
        rec({ title: 'Mielie Mama Samp (Stampmielies) 2kg', brand: 'Mielie Mama', manufacturer: 'Mielie Mama Milling (Pty) Ltd' }),
        rec({ name: 'SPAZA STOCK BOOK (MAMA ZODWA, UMLAZI) PG 12: SAMP MIELIE MAMA 2KG X 10', manufacturer: 'Mielie Mama Milling' }),
        rec({ title: 'Isitambu Mielie Mama 2 kg (hhayi lesi esinobhontshisi) — WhatsApp group buy Umlazi', brand: 'MIELIE MAMA' }),
      ],
      [
        rec({ title: 'Mielie Mama Samp (Stampmielies) 5kg', brand: 'Mielie Mama', manufacturer: 'Mielie Mama Milling (Pty) Ltd' }),
        rec({ name: 'SPAZA STOCK BOOK PG 12: SAMP MIELIE MAMA 5 KG BAG X 4', manufacturer: 'Mielie Mama' }),
        rec({ title: 'Stampmielies Mielie Mama 5kg sak — WhatsApp groepkoop Pinetown', brand: 'Mielie Mama' }),
      ],
      [
        rec({ title: 'Mielie Mama Samp and Beans Mix 2kg', brand: 'Mielie Mama', manufacturer: 'Mielie Mama Milling (Pty) Ltd' }),
        rec({ name: 'SPAZA STOCK BOOK PG 13: SAMP & BEANS MIX MIELIE MAMA 2KG X 8', manufacturer: 'Mielie Mama Milling' }),
        rec({ title: 'Umngqusho (samp nobhontshisi) Mielie Mama 2kg — food bank donation slip, Durban', brand: 'Mielie Mama' }),
      ],
    ],
  },
  {
    // One maker's polenta: quick-cook (instant) 500 g, traditional coarse (bramata) 1 kg, and quick-cook 1 kg.
    kind: 'polenta by grind and pack',
    variants: [
      [
        rec({ title: 'Molino Spadoni Polenta Istantanea (Quick Cook) 500g', brand: 'Molino Spadoni', manufacturer: 'Molino Spadoni S.p.A.' }),
        rec({ name: 'DELI SUPPLIER INVOICE 7730 (LA DISPENSA, STONEYBATTER) L.3: POLENTA QUICK SPADONI 500G X 12', manufacturer: 'Spadoni' }),
        rec({ title: 'Polenta istantanea Spadoni 500 g, pronta in 5 minuti — Olio Dublin 7', brand: 'Spadoni' }),
      ],
      [
        rec({ title: 'Molino Spadoni Polenta Bramata (Coarse, Traditional) 1kg', brand: 'Molino Spadoni', manufacturer: 'Molino Spadoni S.p.A.' }),
        rec({ name: 'DELI SUPPLIER INVOICE 7730 L.4: POLENTA BRAMATA COARSE SPADONI 1KG X 6 (SLOW COOK)', manufacturer: 'Molino Spadoni' }),
        rec({ title: 'Farina per polenta bramata Molino Spadoni 1 kg — Too Good To Go, Dublin', brand: 'MOLINO SPADONI' }),
      ],
      [
        rec({ title: 'Molino Spadoni Polenta Istantanea (Quick Cook) 1kg', brand: 'Molino Spadoni', manufacturer: 'Molino Spadoni S.p.A.' }),
        rec({ name: 'DELI SUPPLIER INVOICE 7741 L.1: POLENTA INSTANT SPADONI 1 KG X 6', manufacturer: 'Spadoni S.p.A.' }),
        rec({ title: 'Spadoni quick polenta 1000g bag — Olio Rathmines', brand: 'Molino Spadoni' }),
      ],
    ],
  },
];
