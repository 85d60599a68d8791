// Held-out pair set 12, product_grocery (see bench/pairs/heldout12.ts): ground pepper by colour and form, frozen hake
// by cut and box, squash concentrate by recipe and bottle, instant yeast by dough type and pack, frozen chips by cut
// and bag, peri-peri sauce by heat and bottle, coconut milk by fat and tin, and stockfish by cut and weight; each as
// a shop or marketplace title, a loyalty-app export, catering price list or customs line in caps, and a third source
// (Afrikaans, French, Yoruba or Pidgin market English, a caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY12: readonly Family[] = [
  {
    // One spice packer's pepper: ground black in a glass jar, black peppercorns in a grinder, ground white.
    kind: 'ground pepper by colour and form',
    variants: [
      [
        rec({ title: 'Robertsons Black Pepper Ground 100ml Glass Bottle', brand: 'Robertsons' }),
        rec({ title: 'ROBERTSONS PEPPER BLACK GRND 100ML X6' }),
        rec({ title: 'Robertsons Swartpeper Gemaal 100 ml', brand: 'Robertsons' }),
      ],
      [
        rec({ title: 'Robertsons Black Peppercorns Whole Grinder 50g', brand: 'Robertsons' }),
        rec({ title: 'ROBERTSONS PEPPER BLACK WHOLE GRINDER 50G X6' }),
        rec({ title: 'Robertsons Swartpeperkorrels Heel in Meul 50 g', brand: 'Robertsons' }),
      ],
      [
        rec({ title: 'Robertsons White Pepper Ground 100ml Glass Bottle', brand: 'Robertsons' }),
        rec({ title: 'ROBERTSONS PEPPER WHITE GRND 100ML X6' }),
        rec({ title: 'Robertsons Witpeper Gemaal 100 ml', brand: 'Robertsons' }),
      ],
    ],
  },
  {
    // Frozen hake of one fishing company: skinless fillets 800 g, lightly dusted fillets 400 g, catering fillets 2 kg.
    kind: 'frozen hake by cut and box',
    variants: [
      [
        rec({ title: 'Sea Harvest Frozen Hake Fillets Skinless 800g', brand: 'Sea Harvest' }),
        rec({ title: 'SEA HARVEST HAKE FILL S/LESS 800G', brand: 'SEA HARVEST' }),
        rec({ title: 'Sea Harvest Bevrore Stokvis Filette Velloos 800 g', brand: 'Sea Harvest' }),
      ],
      [
        rec({ title: 'Sea Harvest Lightly Dusted Hake Fillets 400g', brand: 'Sea Harvest' }),
        rec({ title: 'SEA HARVEST HAKE L/DUSTED 400G', brand: 'SEA HARVEST' }),
        rec({ title: 'Sea Harvest Liggies Bestrooide Stokvisfilette 400 g', brand: 'Sea Harvest' }),
      ],
      [
        rec({ title: 'Sea Harvest Hake Fillets Skinless Catering Pack 2kg (IQF)', brand: 'Sea Harvest' }),
        rec({ title: 'SEA HARVEST HAKE FILL S/LESS CATER 2KG', brand: 'SEA HARVEST' }),
        rec({ title: 'Sea Harvest Stokvisfilette Velloos Spysenierpak 2 kg', brand: 'Sea Harvest' }),
      ],
    ],
  },
  {
    // One squash brand: orange 1 L, orange no added sugar 1 L, orange 1.75 L.
    kind: 'squash concentrate by recipe and bottle',
    variants: [
      [
        rec({ title: 'Robinsons Orange Squash 1L', brand: 'Robinsons' }),
        rec({ title: 'ROBINSONS SQUASH ORANGE 1LTR', brand: 'ROBINSONS' }),
        rec({ title: 'Robinsons sirop à diluer orange, 1 l', brand: 'Robinsons' }),
      ],
      [
        rec({ title: 'Robinsons Orange No Added Sugar Squash 1L', brand: 'Robinsons' }),
        rec({ title: 'ROBINSONS SQUASH ORANGE NAS 1LTR', brand: 'ROBINSONS' }),
        rec({ title: 'Robinsons sirop à diluer orange sans sucres ajoutés, 1 l', brand: 'Robinsons' }),
      ],
      [
        rec({ title: 'Robinsons Orange Squash 1.75L', brand: 'Robinsons' }),
        rec({ title: 'ROBINSONS SQUASH ORANGE 1.75LTR', brand: 'ROBINSONS' }),
        rec({ title: 'Robinsons sirop à diluer orange, 1,75 l', brand: 'Robinsons' }),
      ],
    ],
  },
  {
    // Bakers' instant dry yeast of one maker: red label (lean dough) 500 g, gold label (sweet dough) 500 g, red 125 g.
    kind: 'instant yeast by dough type and pack',
    variants: [
      [
        rec({ title: 'SAF-Instant Red Instant Dry Yeast 500g Vacuum Pack (for lean dough)', brand: 'SAF-Instant' }),
        rec({ title: 'SAF INSTANT YEAST RED 500G X20', brand: 'LESAFFRE' }),
        rec({ title: 'Saf instant yeast red label 500g, for bread — bakery input wholesale, Oshodi', brand: 'Saf' }),
      ],
      [
        rec({ title: 'SAF-Instant Gold Instant Dry Yeast 500g Vacuum Pack (for sweet dough)', brand: 'SAF-Instant' }),
        rec({ title: 'SAF INSTANT YEAST GOLD 500G X20', brand: 'LESAFFRE' }),
        rec({ title: 'Saf instant yeast gold label 500g, for sweet bread and doughnut — bakery input wholesale, Oshodi', brand: 'Saf' }),
      ],
      [
        rec({ title: 'SAF-Instant Red Instant Dry Yeast 125g Sachet', brand: 'SAF-Instant' }),
        rec({ title: 'SAF INSTANT YEAST RED 125G X50', brand: 'LESAFFRE' }),
        rec({ title: 'Saf instant yeast red label small 125g — bakery input wholesale, Oshodi', brand: 'Saf' }),
      ],
    ],
  },
  {
    // Frozen potato chips of one maker: crinkle cut 1 kg, straight cut 1 kg, straight cut 2 kg.
    kind: 'frozen chips by cut and bag',
    variants: [
      [
        rec({ title: 'McCain Crinkle Cut Oven Chips 1kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN CHIPS CRINKLE 1KG (CLUBCARD PRICE)', brand: 'McCAIN' }),
        rec({ title: 'Frites ondulées au four McCain, 1 kg', brand: 'McCain' }),
      ],
      [
        rec({ title: 'McCain Straight Cut Oven Chips 1kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN CHIPS STRAIGHT 1KG (CLUBCARD PRICE)', brand: 'McCAIN' }),
        rec({ title: 'Frites droites au four McCain, 1 kg', brand: 'McCain' }),
      ],
      [
        rec({ title: 'McCain Straight Cut Oven Chips 2kg', brand: 'McCain' }),
        rec({ title: 'MCCAIN CHIPS STRAIGHT 2KG (CLUBCARD PRICE)', brand: 'McCAIN' }),
        rec({ title: 'Frites droites au four McCain, 2 kg', brand: 'McCain' }),
      ],
    ],
  },
  {
    // One restaurant brand’s bottled sauce: hot 250 g, extra hot 250 g, hot 125 g.
    kind: 'peri-peri sauce by heat and bottle',
    variants: [
      [
        rec({ title: "Nando's PERi-PERi Sauce Hot 250g", brand: "Nando's" }),
        rec({ title: 'NANDOS PERI PERI SAUCE HOT 250G', brand: 'NANDOS' }),
        rec({ title: "Nando's Peri-Peri Sous Warm 250 g", brand: "Nando's" }),
      ],
      [
        rec({ title: "Nando's PERi-PERi Sauce Extra Hot 250g", brand: "Nando's" }),
        rec({ title: 'NANDOS PERI PERI SAUCE X/HOT 250G', brand: 'NANDOS' }),
        rec({ title: "Nando's Peri-Peri Sous Ekstra Warm 250 g", brand: "Nando's" }),
      ],
      [
        rec({ title: "Nando's PERi-PERi Sauce Hot 125g", brand: "Nando's" }),
        rec({ title: 'NANDOS PERI PERI SAUCE HOT 125G', brand: 'NANDOS' }),
        rec({ title: "Nando's Peri-Peri Sous Warm 125 g", brand: "Nando's" }),
      ],
    ],
  },
  {
    // One Thai brand in tins: coconut milk 400 ml, coconut milk 165 ml, coconut cream 400 ml.
    kind: 'coconut milk by fat and tin',
    variants: [
      [
        rec({ title: 'Chaokoh Coconut Milk 400ml Tin', brand: 'Chaokoh' }),
        rec({ title: 'CHAOKOH COCONUT MILK 400ML X24 (HS 2106.90, TH)', brand: 'CHAOKOH' }),
        rec({ title: 'Chaokoh coconut milk big tin 400ml, original Thailand', brand: 'Chaokoh' }),
      ],
      [
        rec({ title: 'Chaokoh Coconut Milk 165ml Tin', brand: 'Chaokoh' }),
        rec({ title: 'CHAOKOH COCONUT MILK 165ML X48 (HS 2106.90, TH)', brand: 'CHAOKOH' }),
        rec({ title: 'Chaokoh coconut milk small tin 165ml, original Thailand', brand: 'Chaokoh' }),
      ],
      [
        rec({ title: 'Chaokoh Coconut Cream 400ml Tin', brand: 'Chaokoh' }),
        rec({ title: 'CHAOKOH COCONUT CREAM 400ML X24 (HS 2106.90, TH)', brand: 'CHAOKOH' }),
        rec({ title: 'Chaokoh coconut cream thick, big tin 400ml, original Thailand', brand: 'Chaokoh' }),
      ],
    ],
  },
  {
    // Norwegian stockfish of one importer: head 1 kg, cut body pieces 500 g, a whole dried fish.
    kind: 'stockfish by cut and weight',
    variants: [
      [
        rec({ title: 'Norwegian Stockfish Head (Okporoko) 1kg — Arctic Catch', brand: 'Arctic Catch' }),
        rec({ title: 'ARCTIC CATCH STOCKFISH HEAD 1KG', brand: 'ARCTIC CATCH' }),
        rec({ title: 'Orí panla (stockfish head) 1kg — Arctic Catch', brand: 'Arctic Catch' }),
      ],
      [
        rec({ title: 'Norwegian Stockfish Cut Pieces (Okporoko) 500g — Arctic Catch', brand: 'Arctic Catch' }),
        rec({ title: 'ARCTIC CATCH STOCKFISH CUT PCS 500G', brand: 'ARCTIC CATCH' }),
        rec({ title: 'Panla gígé (stockfish cut pieces) 500g — Arctic Catch', brand: 'Arctic Catch' }),
      ],
      [
        rec({ title: 'Norwegian Stockfish Whole Dried Cod, Medium (approx. 600g) — Arctic Catch', brand: 'Arctic Catch' }),
        rec({ title: 'ARCTIC CATCH STOCKFISH WHOLE MED', brand: 'ARCTIC CATCH' }),
        rec({ title: 'Panla odidi, medium size (whole stockfish) — Arctic Catch', brand: 'Arctic Catch' }),
      ],
    ],
  },
];
