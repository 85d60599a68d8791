// Held-out pair set 23, product_home_goods (see bench/pairs/heldout23.ts): bath mats by size and backing, duvet covers
// by bed size and thread count, cushion covers by size and pack, cake tins by diameter and base, colanders by diameter
// and material, shower heads by spray modes and hose, tea towels by pack count and weave, and heated towel rails by
// width and finish; each as a homeware-chain, DIY-store, furniture-store or marketplace title, a hotel or hostel
// purchase-order, supplier invoice or stock-take line in caps with cut words, an EAN and a quantity, and a third
// source (a Jiji, Jumia, OLX, Facebook-group or Allegro post, a procurement line "… or equivalent, N No.", Swedish,
// German, French, Dutch, Polish, Spanish, Afrikaans, Swahili). EANs carry a computed check digit (illustrative,
// not the makers' own). Bafu Living, Kente & Co. and Vetkoek Kitchen are invented brands.
import { type Family, rec } from './heldout1-types.js';

export const HOME23: readonly Family[] = [
  {
    // One range of bath mats: 50 x 80 cm cotton with an anti-slip backing, the same size without the backing, and
    // 60 x 90 cm with the backing.
    kind: 'bath mats by size and backing',
    variants: [
      [
        rec({ title: 'Bafu Living Cotton Bath Mat with Non-Slip Backing, 50 x 80 cm, Sage Green' }),
        rec({ title: 'BAFU LIVING BATH MAT COTTON N/SLIP 50X80 SAGE 6162007105080 12PCS' }),
        rec({ title: 'Zulia la bafu Bafu Living, pamba, sentimita 50 kwa 80, halitelezi, kijani. Ngong Road' }),
      ],
      [
        rec({ title: 'Bafu Living Cotton Bath Mat, Reversible (no backing), 50 x 80 cm, Sage Green' }),
        rec({ title: 'BAFU LIVING BATH MAT COTTON REVERSIBLE 50X80 SAGE 6162007105158 12PCS' }),
        rec({ title: 'Bath mat, cotton, reversible, no rubber backing, 50 x 80 cm (staff quarters) — Bafu Living or equivalent, 40 No.' }),
      ],
      [
        rec({ title: 'Bafu Living Cotton Bath Mat with Non-Slip Backing, 60 x 90 cm, Sage Green' }),
        rec({ title: 'BAFU LIVING BATH MAT COTTON N/SLIP 60X90 SAGE 6162007105226 8PCS' }),
        rec({ title: 'Bafu Living bath mat big size 60x90, non slip, green colour, new. Westlands' }),
      ],
    ],
  },
  {
    // One range of duvet covers: double 200 thread count, double 400 thread count, and king 200 thread count.
    kind: 'duvet covers by bed size and thread count',
    variants: [
      [
        rec({ title: 'Dunelm Pure Cotton 200 Thread Count Duvet Cover, Double, White' }),
        rec({ title: 'DUNELM DUV CVR PURE COTT 200TC DBL WHT 5039301200180 QTY 20' }),
        rec({ title: 'Dunelm duvet cover double, 200 thread count cotton, white, still in packet — Roath, Cardiff' }),
      ],
      [
        rec({ title: 'Dunelm Egyptian Cotton 400 Thread Count Duvet Cover, Double, White' }),
        rec({ title: 'DUNELM DUV CVR EGYPT COTT 400TC DBL WHT 5039301200258 QTY 20' }),
        rec({ title: 'Dunelm Bettbezug Doppelbett, ägyptische Baumwolle 400 Fadendichte, weiß' }),
      ],
      [
        rec({ title: 'Dunelm Pure Cotton 200 Thread Count Duvet Cover, King, White' }),
        rec({ title: 'DUNELM DUV CVR PURE COTT 200TC KING WHT 5039301200326 QTY 12' }),
        rec({ title: 'Duvet cover, king size, 100% cotton, 200 TC, white (guest house) — Dunelm or equivalent, 16 No.' }),
      ],
    ],
  },
  {
    // One range of cushion covers: 45 x 45 cm single, the same in a pack of two, and 60 x 60 cm single.
    kind: 'cushion covers by size and pack',
    variants: [
      [
        rec({ title: 'Kente & Co. Woven Cushion Cover, 45 x 45 cm, Gold/Green, Single' }),
        rec({ title: 'KENTE&CO CUSH CVR WOVEN 45X45 GLD/GRN 1PC 6038127114519' }),
        rec({ title: 'Kente & Co. cushion cover 45 by 45, one piece, gold and green, nice quality. Osu, Accra' }),
      ],
      [
        rec({ title: 'Kente & Co. Woven Cushion Covers, 45 x 45 cm, Gold/Green, Pack of 2' }),
        rec({ title: 'KENTE&CO CUSH CVR WOVEN 45X45 GLD/GRN 2PK 6038127114687' }),
        rec({ title: 'Housses de coussin tissées Kente & Co., 45 x 45 cm, or/vert, lot de 2' }),
      ],
      [
        rec({ title: 'Kente & Co. Woven Cushion Cover, 60 x 60 cm, Gold/Green, Single' }),
        rec({ title: 'KENTE&CO CUSH CVR WOVEN 60X60 GLD/GRN 1PC 6038127114755' }),
        rec({ title: 'Cushion cover, woven kente pattern, 60 x 60 cm (hotel lobby sofas) — Kente & Co. or equivalent, 24 No.' }),
      ],
    ],
  },
  {
    // One maker's cake tins: 20 cm springform, 20 cm loose base, and 23 cm springform.
    kind: 'cake tins by diameter and base',
    variants: [
      [
        rec({ title: 'Vetkoek Kitchen Non-Stick Springform Cake Tin, 20 cm' }),
        rec({ title: 'VETKOEK KITCH CAKE TIN SPRINGFORM N/S 20CM 6009127112096 X6' }),
        rec({ title: 'Vetkoek Kitchen springvorm koekpan, 20 cm, kleefvry, nuut' }),
      ],
      [
        rec({ title: 'Vetkoek Kitchen Non-Stick Loose Base Round Cake Tin, 20 cm' }),
        rec({ title: 'VETKOEK KITCH CAKE TIN LOOSE BASE RND N/S 20CM 6009127112164 X6' }),
        rec({ title: 'Vetkoek Kitchen ronde koekpan met los bodem, 20 cm, kleefvry' }),
      ],
      [
        rec({ title: 'Vetkoek Kitchen Non-Stick Springform Cake Tin, 23 cm' }),
        rec({ title: 'VETKOEK KITCH CAKE TIN SPRINGFORM N/S 23CM 6009127112232 X6' }),
        rec({ title: 'Cake tin, springform, non-stick, 23 cm (catering students) — Vetkoek Kitchen or equivalent, 15 No.' }),
      ],
    ],
  },
  {
    // One store's colanders: 24 cm stainless steel, 24 cm plastic, and 28 cm stainless steel.
    kind: 'colanders by diameter and material',
    variants: [
      [
        rec({ title: 'IKEA IDEALISK Colander, Stainless Steel, 24 cm' }),
        rec({ title: 'IKEA IDEALISK COLANDER SS 24CM 803.247.06 7352060324781 X8' }),
        rec({ title: 'IKEA IDEALISK durkslag, rostfritt stål, 24 cm' }),
      ],
      [
        rec({ title: 'IKEA IDEALISK Colander, Plastic, 24 cm, White' }),
        rec({ title: 'IKEA IDEALISK COLANDER PLAST 24CM WHT 903.247.15 7352060324859 X8' }),
        rec({ title: 'IKEA IDEALISK Durchschlag aus Kunststoff, 24 cm, weiß' }),
      ],
      [
        rec({ title: 'IKEA IDEALISK Colander, Stainless Steel, 28 cm' }),
        rec({ title: 'IKEA IDEALISK COLANDER SS 28CM 003.247.24 7352060324927 X6' }),
        rec({ title: 'Durszlak IKEA IDEALISK, stal nierdzewna, 28 cm, nowy' }),
      ],
    ],
  },
  {
    // One maker's hand showers: the two-spray head alone, the same head in a set with a 1.60 m hose, and the three-spray
    // head alone.
    kind: 'shower heads by spray modes and hose',
    variants: [
      [
        rec({ title: 'hansgrohe Crometta 100 Vario Hand Shower, 2 Spray Modes, Chrome (head only)' }),
        rec({ title: 'HANSGROHE H/SHWR CROMETTA 100 VARIO 2JET CHR 26824000 4059030362455 X5' }),
        rec({ title: 'Hansgrohe Crometta 100 Vario Handbrause, 2 Strahlarten, chrom, nur Brausekopf' }),
      ],
      [
        rec({ title: 'hansgrohe Crometta 100 Vario Hand Shower Set with 1.60 m Hose, 2 Spray Modes, Chrome' }),
        rec({ title: 'HANSGROHE H/SHWR SET CROMETTA 100 VARIO +HOSE 1.6M CHR 26825000 4059030362523 X5' }),
        rec({ title: 'Zestaw prysznicowy Hansgrohe Crometta 100 Vario z wężem 1,60 m, 2 rodzaje strumienia, chrom' }),
      ],
      [
        rec({ title: 'hansgrohe Crometta 100 Multi Hand Shower, 3 Spray Modes, Chrome (head only)' }),
        rec({ title: 'HANSGROHE H/SHWR CROMETTA 100 MULTI 3JET CHR 26823000 4059030362691 X5' }),
        rec({ title: 'Hand shower, 3 spray modes, 100 mm, chrome, head only (hostel wash blocks) — hansgrohe Crometta 100 Multi or equivalent, 30 No.' }),
      ],
    ],
  },
  {
    // One range of tea towels: waffle weave pack of 3, waffle weave pack of 5, and herringbone pack of 3.
    kind: 'tea towels by pack count and weave',
    variants: [
      [
        rec({ title: 'Dunelm Waffle Weave Cotton Tea Towels, Pack of 3, Natural' }),
        rec({ title: 'DUNELM TEA TWL WAFFLE COTT 3PK NAT 5039301310070 QTY 30' }),
        rec({ title: 'Theedoeken wafelstof katoen Dunelm, set van 3, naturel' }),
      ],
      [
        rec({ title: 'Dunelm Waffle Weave Cotton Tea Towels, Pack of 5, Natural' }),
        rec({ title: 'DUNELM TEA TWL WAFFLE COTT 5PK NAT 5039301310148 QTY 30' }),
        rec({ title: 'Dunelm waffle tea towels x5 natural colour, brand new — Headingley, Leeds' }),
      ],
      [
        rec({ title: 'Dunelm Herringbone Cotton Tea Towels, Pack of 3, Natural' }),
        rec({ title: 'DUNELM TEA TWL HERRINGBONE COTT 3PK NAT 5039301310216 QTY 30' }),
        rec({ title: 'Tea towels, cotton, herringbone, packs of 3 (church hall kitchen) — Dunelm or equivalent, 10 packs' }),
      ],
    ],
  },
  {
    // One maker's ladder towel rails: 500 mm chrome, 600 mm chrome, and 500 mm anthracite.
    kind: 'heated towel rails by width and finish',
    variants: [
      [
        rec({ title: 'Towelrads Pisa Straight Heated Towel Rail, 800 x 500 mm, Chrome' }),
        rec({ title: 'TOWELRADS PISA STR TWL RAIL 800X500 CHR 5056910008051 2NO' }),
        rec({ title: 'Radiador toallero Towelrads Pisa recto, 800 x 500 mm, cromado' }),
      ],
      [
        rec({ title: 'Towelrads Pisa Straight Heated Towel Rail, 800 x 600 mm, Chrome' }),
        rec({ title: 'TOWELRADS PISA STR TWL RAIL 800X600 CHR 5056910008129 2NO' }),
        rec({ title: 'Towelrads Pisa towel rail 800 x 600 chrome, boxed, wrong size for my bathroom. Hove' }),
      ],
      [
        rec({ title: 'Towelrads Pisa Straight Heated Towel Rail, 800 x 500 mm, Anthracite' }),
        rec({ title: 'TOWELRADS PISA STR TWL RAIL 800X500 ANTH 5056910008297 2NO' }),
        rec({ title: 'Heated towel rail, ladder, 800 x 500 mm, anthracite (changing places WC) — Towelrads Pisa or equivalent, 4 No.' }),
      ],
    ],
  },
];
