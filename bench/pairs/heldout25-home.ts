// Held-out pair set 25, product_home_goods (see bench/pairs/heldout25.ts): cast-iron casseroles by size and colour,
// non-stick pans by diameter and shape, thermostatic radiator valves by body and pipe size, door handles by
// backplate and finish, sofas by seats and cover, chests of drawers by drawers and finish, gas barbecues by burners,
// and cool boxes by capacity and wheels; each as a retailer's title, a second source under `name` — a probate
// valuation, a hotel kitchen requisition, a plumber's van stocktake, an ironmongery delivery note, a removals
// inventory, a student-let inventory, a garden centre's click-and-collect slip, a fishing charter's kit list — and a
// third source (a Subito, Bolha, PigiaMe or Bob Shop listing, an Italian, Slovene, Polish, Afrikaans, Swahili or
// Pidgin wording). Codes and article numbers are the shape the makers use and are NOT checked.
import { type Family, rec } from './heldout1-types.js';

export const HOME25: readonly Family[] = [
  {
    // One maker's round casseroles: 24 cm in Volcanic, 24 cm in Meringue, and 28 cm in Volcanic.
    kind: 'cast-iron casseroles by size and colour',
    variants: [
      [
        rec({ title: 'Le Creuset Signature Cast Iron Round Casserole 24cm, 4.2L, Volcanic (21177242402430)' }),
        rec({ name: 'PROBATE VALUATION LOT 118 (KITCHEN): LE CREUSET ROUND CASSEROLE 24CM ORANGE (VOLCANIC) W/ LID, GOOD' }),
        rec({ title: 'Casseruola in ghisa Le Creuset Signature tonda 24 cm, colore Volcanic (arancio), 4,2 litri. Subito — Torino' }),
      ],
      [
        rec({ title: 'Le Creuset Signature Cast Iron Round Casserole 24cm, 4.2L, Meringue (21177247164430)' }),
        rec({ name: 'PROBATE VALUATION LOT 119 (KITCHEN): LE CREUSET RND CASSEROLE 24CM CREAM (MERINGUE), CHIP TO RIM' }),
        rec({ title: 'Casseruola Le Creuset tonda 24cm color crema Meringue, ghisa, 4.2 l. Subito — Asti' }),
      ],
      [
        rec({ title: 'Le Creuset Signature Cast Iron Round Casserole 28cm, 6.7L, Volcanic (21177282402430)' }),
        rec({ name: 'PROBATE VALUATION LOT 120: LE CREUSET ROUND CASSEROLE 28CM VOLCANIC (LARGE) 6.7 LTR' }),
        rec({ title: 'Casseruola in ghisa Le Creuset 28 cm Volcanic, 6,7 l, grande. Subito — Cuneo' }),
      ],
    ],
  },
  {
    // One maker's non-stick range: the 24 cm frying pan, the 28 cm frying pan, and the 28 cm wok.
    kind: 'non-stick pans by diameter and shape',
    variants: [
      [
        rec({ title: 'Tefal Unlimited Non-Stick Frying Pan 24cm, Induction, G2550402' }),
        rec({ name: 'KITCHEN REQ 0412 (BANQUETING): FRY PAN N/S TEFAL UNLIMITED 24CM IND X 4' }),
        rec({ title: 'Ponev Tefal Unlimited 24 cm, indukcija, neoprijemljiva, nova. Bolha Celje' }),
      ],
      [
        rec({ title: 'Tefal Unlimited Non-Stick Frying Pan 28cm, Induction, G2550602' }),
        rec({ name: 'KITCHEN REQ 0412 (BANQUETING): FRY PAN N/S TEFAL UNLIMITED 28CM IND X 6' }),
        rec({ title: 'Ponev Tefal Unlimited 28cm za indukcijo, neoprijemljiva. Bolha Kranj' }),
      ],
      [
        rec({ title: 'Tefal Unlimited Non-Stick Wok Pan 28cm, Induction, G2551902' }),
        rec({ name: 'KITCHEN REQ 0419 (MAIN KITCHEN): WOK N/S TEFAL UNLIMITED 28CM IND X 2' }),
        rec({ title: 'Wok ponev Tefal Unlimited 28 cm, indukcija. Bolha Koper' }),
      ],
    ],
  },
  {
    // One maker's TRVs: 15 mm angled, 15 mm straight, and 10 mm (microbore) angled.
    kind: 'thermostatic radiator valves by body and pipe size',
    variants: [
      [
        rec({ title: 'Drayton TRV4 Thermostatic Radiator Valve, 15mm Angled, White & Chrome (0702051)' }),
        rec({ name: 'VAN STOCK VAN 3: TRV DRAYTON TRV4 15MM ANG WHT/CHR X 8' }),
        rec({ title: 'Zawór termostatyczny Drayton TRV4 kątowy 15 mm, biały/chrom — komplet z głowicą' }),
      ],
      [
        rec({ title: 'Drayton TRV4 Thermostatic Radiator Valve, 15mm Straight, White & Chrome (0702052)' }),
        rec({ name: 'VAN STOCK VAN 3: TRV DRAYTON TRV4 15MM STR WHT/CHR X 4' }),
        rec({ title: 'Zawór termostatyczny Drayton TRV4 prosty 15mm, biało-chromowany' }),
      ],
      [
        rec({ title: 'Drayton TRV4 Thermostatic Radiator Valve, 10mm Angled (Microbore), White & Chrome (0702041)' }),
        rec({ name: 'LANDLORD REPAIR INV 5532 FLAT 2: SUPPLY & FIT TRV4 10MM MICROBORE ANGLED (DRAYTON) X 1' }),
        rec({ title: 'Drayton TRV4 zawór kątowy 10 mm (mikrorurka), biały/chrom' }),
      ],
    ],
  },
  {
    // One maker's Victorian scroll lever: latch on backplate in polished brass, lock (keyhole) on backplate in
    // polished brass, and the latch on backplate in satin chrome.
    kind: 'door handles by backplate and finish',
    variants: [
      [
        rec({ title: 'Carlisle Brass Victorian Scroll Lever on Latch Backplate, 180 x 48mm, Polished Brass (M33)' }),
        rec({ name: 'DELIVERY NOTE DN-6607 IRONMONGERY PLOT 12: SCROLL LEVER LATCH B/P 180MM PB (M33) X 7 PR' }),
        rec({ title: 'Brass door handle Victorian scroll (latch, no keyhole), polished gold colour, pair — Lekki, brand new' }),
      ],
      [
        rec({ title: 'Carlisle Brass Victorian Scroll Lever on Lock Backplate, 57mm c/c, 180 x 48mm, Polished Brass (M34)' }),
        rec({ name: 'DELIVERY NOTE DN-6607 IRONMONGERY PLOT 12: SCROLL LEVER LOCK B/P 57MM C/C PB (M34) X 2 PR' }),
        rec({ title: 'Victorian scroll lever door handle with keyhole (lock plate 57mm), polished brass — Lekki' }),
      ],
      [
        rec({ title: 'Carlisle Brass Victorian Scroll Lever on Latch Backplate, 180 x 48mm, Satin Chrome (M33SC)' }),
        rec({ name: 'DELIVERY NOTE DN-6621 IRONMONGERY PLOT 14: SCROLL LEVER LATCH B/P 180MM SCP (M33SC) X 7 PR' }),
        rec({ title: 'Victorian scroll lever on latch plate, satin chrome (silver matt), pair — Victoria Island' }),
      ],
    ],
  },
  {
    // One maker's sofa: 3-seat in Tibbleby beige/grey, 2-seat in the same cover, and 3-seat in Kelinge
    // grey-turquoise.
    kind: 'sofas by seats and cover',
    variants: [
      [
        rec({ title: 'IKEA KIVIK 3-seat sofa, Tibbleby beige/grey (894.405.15)' }),
        rec({ name: 'REMOVALS INVENTORY R-3381 LOUNGE ITEM 1: SOFA 3 SEATER IKEA KIVIK BEIGE/GREY - SCUFF ON ARM' }),
        rec({ title: 'Kavč IKEA Kivik trosed, prevleka Tibbleby bež/siva, odlično ohranjen. Bolha Ljubljana' }),
      ],
      [
        rec({ title: 'IKEA KIVIK 2-seat sofa, Tibbleby beige/grey (694.404.60)' }),
        rec({ name: 'REMOVALS INVENTORY R-3381 LOUNGE ITEM 2: SOFA 2 SEATER IKEA KIVIK BEIGE/GREY' }),
        rec({ title: 'Kavč IKEA Kivik dvosed Tibbleby bež-siva, kot nov. Bolha Domžale' }),
      ],
      [
        rec({ title: 'IKEA KIVIK 3-seat sofa, Kelinge grey-turquoise (294.405.37)' }),
        rec({ name: 'REMOVALS INVENTORY R-3402 SNUG: SOFA 3 STR IKEA KIVIK TEAL/GREY-TURQ' }),
        rec({ title: 'Trosed IKEA Kivik, prevleka Kelinge sivo-turkizna, malo rabljen. Bolha Novo mesto' }),
      ],
    ],
  },
  {
    // One maker's chest: 6 drawers white, 4 drawers white, and 6 drawers black-brown.
    kind: 'chests of drawers by drawers and finish',
    variants: [
      [
        rec({ title: 'IKEA MALM Chest of 6 drawers, white, 160x78 cm (904.035.91)' }),
        rec({ name: 'STUDENT LET INVENTORY RM 3: CHEST OF DRAWERS (6 DRW, 2X3) WHITE IKEA MALM - 1 RUNNER LOOSE' }),
        rec({ title: 'IKEA Malm chest of drawers 6 drawer white, wide one, clean. PigiaMe, Kilimani' }),
      ],
      [
        rec({ title: 'IKEA MALM Chest of 4 drawers, white, 80x100 cm (902.145.49)' }),
        rec({ name: 'STUDENT LET INVENTORY RM 4: CHEST OF DRAWERS 4 DRW WHITE MALM' }),
        rec({ title: 'Kabati la droo 4 IKEA Malm, nyeupe, hali nzuri sana. PigiaMe, Westlands' }),
      ],
      [
        rec({ title: 'IKEA MALM Chest of 6 drawers, black-brown, 160x78 cm (404.035.93)' }),
        rec({ name: 'STUDENT LET INVENTORY RM 6: CHEST OF DRAWERS 6 DRW DARK BROWN IKEA MALM' }),
        rec({ title: 'IKEA Malm 6 drawer dresser black-brown (dark wood look) — PigiaMe, Lavington' }),
      ],
    ],
  },
  {
    // One maker's gas barbecues: 3 burners, 2 burners, and 3 burners plus a side burner.
    kind: 'gas barbecues by burners',
    variants: [
      [
        rec({ title: 'Weber Spirit II E-310 GBS Gas Barbecue, 3 Burners, Black (45012174)' }),
        rec({ name: 'CLICK & COLLECT SLIP CC-88241: BBQ GAS WEBER SPIRIT II E310 GBS BLK (ASSEMBLED)' }),
        rec({ title: 'Weber Spirit II E-310 gasbraai, 3 branders, swart, met deksel. Bob Shop, Centurion' }),
      ],
      [
        rec({ title: 'Weber Spirit II E-210 GBS Gas Barbecue, 2 Burners, Black (44012174)' }),
        rec({ name: 'CLICK & COLLECT SLIP CC-88302: BBQ GAS WEBER SPIRIT II E210 GBS 2 BURNER' }),
        rec({ title: 'Weber Spirit II E-210 gasbraai 2 branders, swart, byna nuut. Bob Shop, Durbanville' }),
      ],
      [
        rec({ title: 'Weber Spirit II E-320 GBS Gas Barbecue, 3 Burners + Side Burner, Black (45022174)' }),
        rec({ name: 'CLICK & COLLECT SLIP CC-88317: BBQ GAS WEBER SPIRIT II E320 GBS C/W SIDE BURNER' }),
        rec({ title: 'Weber Spirit II E-320 gasbraai met syfbrander (side burner), 3+1. Bob Shop, Somerset West' }),
      ],
    ],
  },
  {
    // One maker's hard cool boxes: 50 qt wheeled, 70 qt wheeled, and 50 qt without wheels.
    kind: 'cool boxes by capacity and wheels',
    variants: [
      [
        rec({ title: 'Coleman Xtreme 50 Quart (47L) Wheeled Cool Box, 5-Day Ice Retention, Blue' }),
        rec({ name: 'CHARTER KIT LIST MV NDOVU: COOLBOX 47L WHEELED COLEMAN XTREME (BAIT) X 2' }),
        rec({ title: 'Sanduku la barafu Coleman Xtreme lita 47, lina magurudumu, bluu. Malindi' }),
      ],
      [
        rec({ title: 'Coleman Xtreme 70 Quart (66L) Wheeled Cool Box, 5-Day Ice Retention, Blue' }),
        rec({ name: 'CHARTER KIT LIST MV NDOVU: COOLBOX 66L WHEELED COLEMAN XTREME (CATCH) X 1' }),
        rec({ title: 'Coleman Xtreme 70qt koelboks met wiele, 66 liter. Bob Shop, Port Elizabeth' }),
      ],
      [
        rec({ title: 'Coleman Xtreme 50 Quart (47L) Cool Box, 5-Day Ice Retention, Blue (no wheels)' }),
        rec({ name: 'CHARTER KIT LIST MV TAUSI: COOLBOX 47L COLEMAN XTREME NON-WHEELED (DRINKS)' }),
        rec({ title: 'Coleman Xtreme koelboks 47L sonder wiele, blou. Bob Shop, Knysna' }),
      ],
    ],
  },
];
