// Held-out pair set 22, product_home_goods (see bench/pairs/heldout22.ts): shower curtains by size and liner, clothes
// drying racks by length and wings, storage jars by capacity and set, picture frames by size and colour, curtain poles
// by length and finish, mattress protectors by size and waterproofing, baking trays by size and coating, and kitchen
// knives by blade length; each as a homeware-chain, DIY-store or marketplace title, a supplier price-file, delivery
// note or stock-take line in caps with cut words, and a third source (a Facebook Marketplace, Jiji or Kleinanzeigen
// post, a guesthouse, student-residence or hospital housekeeping order line, Spanish, Italian, German, Dutch, Swahili,
// Yoruba, Twi, Afrikaans, Zulu, Polish, Swedish, Czech). Barcodes are EAN-13 with a computed check digit (illustrative,
// not the makers' own). Nyumbani Living and Kasa Homeware are invented.
import { type Family, rec } from './heldout1-types.js';

export const HOME22: readonly Family[] = [
  {
    // One maker's shower curtains: standard 180 x 180 cm, the same with a separate liner, and the long 180 x 200 cm.
    kind: 'shower curtains by size and liner',
    variants: [
      [
        rec({ title: 'Nyumbani Living Waffle Shower Curtain, 180 x 180 cm, with 12 Hooks, White' }),
        rec({ title: 'NYUMBANI SHWR CURT WAFFLE 180X180 WHT 12HK 6162003101819' }),
        rec({ title: 'Pazia la bafu Nyumbani Living, sentimita 180 kwa 180, jeupe, na kulabu 12' }),
      ],
      [
        rec({ title: 'Nyumbani Living Waffle Shower Curtain with Waterproof Liner, 180 x 180 cm, White' }),
        rec({ title: 'NYUMBANI SHWR CURT WAFFLE+LINER 180X180 WHT 6162003101987' }),
        rec({ title: 'Shower curtain with separate PEVA liner, 180 x 180 cm, white (guest rooms) — Nyumbani Living waffle + liner or equivalent, 30 No.' }),
      ],
      [
        rec({ title: 'Nyumbani Living Waffle Shower Curtain, Extra Long 180 x 200 cm, with 12 Hooks, White' }),
        rec({ title: 'NYUMBANI SHWR CURT WAFFLE 180X200 XL WHT 6162003102045' }),
        rec({ title: 'Pazia la bafu Nyumbani Living refu, 180 x 200 cm, jeupe, kulabu 12' }),
      ],
    ],
  },
  {
    // One maker's airers: a 18 m winged airer, a 24 m winged airer, and the 18 m tower airer without wings.
    kind: 'clothes drying racks by length and wings',
    variants: [
      [
        rec({ title: 'Leifheit Pegasus 180 Solid Clothes Airer, 18m Drying Space, with Wings' }),
        rec({ title: 'LEIFHEIT AIRER PEGASUS 180 SOLID 18M WINGS 81435 4002808814359' }),
        rec({ title: 'Leifheit Wäscheständer Pegasus 180 Solid, 18 m Trockenlänge, mit Flügeln, kaum benutzt. Leipzig' }),
      ],
      [
        rec({ title: 'Leifheit Pegasus 240 Solid Clothes Airer, 24m Drying Space, with Wings' }),
        rec({ title: 'LEIFHEIT AIRER PEGASUS 240 SOLID 24M WINGS 81436 4002808814427' }),
        rec({ title: 'Leifheit Wäscheständer Pegasus 240 (24 m), Flügelständer, guter Zustand. Leipzig-Plagwitz' }),
      ],
      [
        rec({ title: 'Leifheit Pegasus 180 Tower Clothes Airer, 18m Drying Space, 3 Tiers, No Wings' }),
        rec({ title: 'LEIFHEIT AIRER PEGASUS TOWER 18M 3TIER 81480 4002808814809' }),
        rec({ title: 'Clothes airer, tower type, 3 tiers, 18 m line (student residence laundry) — Leifheit Pegasus Tower or equivalent, 12 No.' }),
      ],
    ],
  },
  {
    // One maker's glass storage jars: a single 1 L jar, a set of three 1 L jars, and a single 2 L jar.
    kind: 'storage jars by capacity and set',
    variants: [
      [
        rec({ title: 'Kilner Clip Top Storage Jar, 1 Litre' }),
        rec({ title: 'KILNER CLIP TOP JAR 1LTR 0025.490 5010973254909' }),
        rec({ title: 'Kilner Bügelglas 1 Liter, Vorratsglas mit Bügelverschluss' }),
      ],
      [
        rec({ title: 'Kilner Clip Top Storage Jars, 1 Litre, Set of 3' }),
        rec({ title: 'KILNER CLIP TOP JAR 1LTR SET/3 0025.491 5010973254916' }),
        rec({ title: 'Kilner Bügelgläser 1 Liter, 3er-Set' }),
      ],
      [
        rec({ title: 'Kilner Clip Top Storage Jar, 2 Litre' }),
        rec({ title: 'KILNER CLIP TOP JAR 2LTR 0025.492 5010973254923' }),
        rec({ title: 'Kilner glazen voorraadpot met beugelsluiting, 2 liter' }),
      ],
    ],
  },
  {
    // One maker's photo frames: A4 black, A4 white, and A3 black.
    kind: 'picture frames by size and colour',
    variants: [
      [
        rec({ title: 'Kasa Homeware Wooden Picture Frame, A4 (21 x 29.7 cm), Black, Glass Front' }),
        rec({ title: 'KASA FRAME WOOD A4 BLK GLASS KH-FR-A4-BK 6032005100403' }),
        rec({ title: 'Kasa Homeware picture frame A4, tuntum (black), glass, wood. Osu, Accra' }),
      ],
      [
        rec({ title: 'Kasa Homeware Wooden Picture Frame, A4 (21 x 29.7 cm), White, Glass Front' }),
        rec({ title: 'KASA FRAME WOOD A4 WHT GLASS KH-FR-A4-WH 6032005100571' }),
        rec({ title: 'Kasa Homeware picture frame A4, fitaa (white), glass, wood. Osu, Accra' }),
      ],
      [
        rec({ title: 'Kasa Homeware Wooden Picture Frame, A3 (29.7 x 42 cm), Black, Glass Front' }),
        rec({ title: 'KASA FRAME WOOD A3 BLK GLASS KH-FR-A3-BK 6032005100649' }),
        rec({ title: 'Picture frame, A3, black wood, glazed (certificates, reception corridor) — Kasa Homeware A3 black or equivalent, 15 No.' }),
      ],
    ],
  },
  {
    // One maker's curtain poles: 28 mm x 1.5 m black, 28 mm x 2.4 m black, and 28 mm x 1.5 m brushed steel.
    kind: 'curtain poles by length and finish',
    variants: [
      [
        rec({ title: 'Swish Elements 28mm Metal Curtain Pole, 150cm, Matt Black, Ball Finials' }),
        rec({ title: 'SWISH POLE ELEMENTS 28MM 1.5M MATT BLK BALL 5010162701504' }),
        rec({ title: 'Swish gordijnroede 28 mm, 150 cm, mat zwart, bolle eindknoppen' }),
      ],
      [
        rec({ title: 'Swish Elements 28mm Metal Curtain Pole, 240cm, Matt Black, Ball Finials' }),
        rec({ title: 'SWISH POLE ELEMENTS 28MM 2.4M MATT BLK BALL 5010162702402' }),
        rec({ title: 'Swish curtain pole 2.4m matt black 28mm, never fitted, still in box – Chorlton, Manchester' }),
      ],
      [
        rec({ title: 'Swish Elements 28mm Metal Curtain Pole, 150cm, Brushed Steel, Ball Finials' }),
        rec({ title: 'SWISH POLE ELEMENTS 28MM 1.5M BRSH STL BALL 5010162711503' }),
        rec({ title: 'Swish gardynstang 28 mm, 150 cm, geborselde staal, bal-eindstukke' }),
      ],
    ],
  },
  {
    // One maker's mattress protectors: waterproof double, waterproof king, and the quilted (not waterproof) double.
    kind: 'mattress protectors by size and waterproofing',
    variants: [
      [
        rec({ title: 'Silentnight Waterproof Mattress Protector, Double, Fitted Skirt 30cm' }),
        rec({ title: 'SILENTNIGHT MATT PROT WPROOF DBL 30CM SKIRT 5011012013501' }),
        rec({ title: 'Mattress protector, waterproof, double, fitted (respite unit) — Silentnight waterproof double or equivalent, 20 No.' }),
      ],
      [
        rec({ title: 'Silentnight Waterproof Mattress Protector, King Size, Fitted Skirt 30cm' }),
        rec({ title: 'SILENTNIGHT MATT PROT WPROOF KING 30CM SKIRT 5011012013679' }),
        rec({ title: 'Silentnight vattentätt madrasskydd, king size (150 x 200), med kjol' }),
      ],
      [
        rec({ title: 'Silentnight Quilted Mattress Protector (Not Waterproof), Double, Fitted Skirt 30cm' }),
        rec({ title: 'SILENTNIGHT MATT PROT QUILTED DBL 30CM SKIRT 5011012013747' }),
        rec({ title: 'Silentnight vadderat madrasskydd (ej vattentätt), dubbel' }),
      ],
    ],
  },
  {
    // One maker's baking trays: 35 cm non-stick, 42 cm non-stick, and 35 cm plain steel.
    kind: 'baking trays by size and coating',
    variants: [
      [
        rec({ title: 'Tefal Easy Grip Non-Stick Baking Tray, 35 x 24 cm' }),
        rec({ title: 'TEFAL BAKING TRAY EASYGRIP N/STK 35X24 J1627114 3010540097122' }),
        rec({ title: 'Bandeja de horno antiadherente Tefal Easy Grip, 35 x 24 cm' }),
      ],
      [
        rec({ title: 'Tefal Easy Grip Non-Stick Baking Tray, 42 x 30 cm' }),
        rec({ title: 'TEFAL BAKING TRAY EASYGRIP N/STK 42X30 J1627214 3010540097290' }),
        rec({ title: 'Bandeja de horno antiadherente Tefal Easy Grip grande, 42 x 30 cm' }),
      ],
      [
        rec({ title: 'Tefal Easy Grip Carbon Steel Baking Tray, Uncoated, 35 x 24 cm' }),
        rec({ title: 'TEFAL BAKING TRAY EASYGRIP UNCOATED 35X24 J1627314 3010540097368' }),
        rec({ title: 'Plech na pečení Tefal Easy Grip, uhlíková ocel bez povrchové úpravy, 35 x 24 cm' }),
      ],
    ],
  },
  {
    // One maker's chef's knives: 15 cm, 20 cm, and the 21 cm bread knife.
    kind: 'kitchen knives by blade length',
    variants: [
      [
        rec({ title: 'Victorinox Swiss Classic Chef\'s Knife, 15cm Blade, Black Handle' }),
        rec({ title: 'VICTORINOX KNIFE CHEF SWISS CLASSIC 15CM BLK 6806315B 7046115081155' }),
        rec({ title: 'Ọ̀bẹ ìdáná Victorinox Swiss Classic, abẹ 15cm, ọwọ́ dúdú. Bodija, Ibadan' }),
      ],
      [
        rec({ title: 'Victorinox Swiss Classic Chef\'s Knife, 20cm Blade, Black Handle' }),
        rec({ title: 'VICTORINOX KNIFE CHEF SWISS CLASSIC 20CM BLK 6806320B 7046115081223' }),
        rec({ title: 'Kitchen knife, chef\'s, 20 cm blade, black handle (catering department) — Victorinox 6.8063.20 or equivalent, 10 No.' }),
      ],
      [
        rec({ title: 'Victorinox Swiss Classic Bread Knife, Serrated, 21cm Blade, Black Handle' }),
        rec({ title: 'VICTORINOX KNIFE BREAD SWISS CLASSIC SERR 21CM BLK 6863321B 7046115081391' }),
        rec({ title: 'Coltello da pane Victorinox Swiss Classic, lama seghettata 21 cm, manico nero' }),
      ],
    ],
  },
];
