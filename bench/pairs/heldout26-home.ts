// Held-out pair set 26, product_home_goods (see bench/pairs/heldout26.ts): cutlery sets by pieces and pattern, bar
// stools by seat height and model, leaner and wall mirrors by size and frame, cafetières by cups and frame, potjie pots
// by size and base, bean bags by size and cover, cat flaps by model and size, and polycarbonate greenhouses by size and
// glazing; each as a retailer's title, a second source under `name` — a wedding gift list, a restaurant fit-out
// pro-forma, a loss adjuster's contents schedule, an office kitchen inventory, a scout troop quartermaster's list, a
// students' union common-room asset list, a vet practice's retail shelf count, a garden centre's consignment note —
// and a third source (a charity-shop tag, a Gumtree, Marktplaats, OLX, Leboncoin, Kleinanzeigen or Facebook
// Marketplace post; Portuguese,
// Afrikaans, isiZulu, Dutch, French, German or Polish wording). Codes and article numbers are the shape the makers
// use and are NOT checked.
import { type Family, rec } from './heldout1-types.js';

export const HOME26: readonly Family[] = [
  {
    // One maker's cutlery: the Purity 16-piece set, the Purity 24-piece set, and the Select 16-piece set.
    kind: 'cutlery sets by pieces and pattern',
    variants: [
      [
        rec({ title: 'Viners Purity 16 Piece 18/10 Stainless Steel Cutlery Set, Service for 4 (0302.107)' }),
        rec({ name: 'WEDDING GIFT LIST #W-22871 (A. OKAFOR & T. BRENNAN) ITEM 9: VINERS PURITY CUTLERY 16PC — PURCHASED' }),
        rec({ title: 'Faqueiro Viners Purity 16 peças (4 pessoas), aço inox 18/10, na caixa — OLX Porto' }),
      ],
      [
        rec({ title: 'Viners Purity 24 Piece 18/10 Stainless Steel Cutlery Set, Service for 6 (0302.108)' }),
        rec({ name: 'WEDDING GIFT LIST #W-22871 ITEM 10: VINERS PURITY CUTLERY 24PC (SERVES 6) — 1 OF 1 WANTED' }),
        rec({ title: 'Faqueiro Viners Purity 24 peças para 6 pessoas, inox, novo — OLX Braga' }),
      ],
      [
        rec({ title: 'Viners Select 16 Piece 18/0 Stainless Steel Cutlery Set, Service for 4' }),
        rec({ name: 'CHARITY SHOP TAG 04417: CUTLERY SET VINERS SELECT 16PCS BOXED £6.50' }),
        rec({ title: 'Faqueiro Viners Select 16 peças, inox 18/0, nunca usado — OLX Coimbra' }),
      ],
    ],
  },
  {
    // One maker's bar stools: the foldable FRANKLIN at 63 cm and at 74 cm seat height, and the wooden INGOLF at 63 cm.
    kind: 'bar stools by seat height and model',
    variants: [
      [
        rec({ title: 'IKEA FRANKLIN Bar stool with backrest, foldable, white/white, 63 cm (403.405.48)' }),
        rec({ name: 'PRO-FORMA PF-2291 (BRAAI & BAR FIT-OUT, SEA POINT): 12 X BAR STOOL FOLDING FRANKLIN WHT SH63CM' }),
        rec({ title: 'Kroegstoele IKEA Franklin, wit, sithoogte 63 cm, opvoubaar, 4 beskikbaar — Gumtree Kaapstad' }),
      ],
      [
        rec({ title: 'IKEA FRANKLIN Bar stool with backrest, foldable, white/white, 74 cm (503.405.43)' }),
        rec({ name: 'PRO-FORMA PF-2291: 6 X BAR STOOL FOLDING FRANKLIN WHT SH74CM (HIGH COUNTER)' }),
        rec({ title: 'IKEA Franklin kroegstoel 74cm (die hoë een), wit, opvoubaar — Gumtree Bellville' }),
      ],
      [
        rec({ title: 'IKEA INGOLF Bar stool with backrest, brown-black, 63 cm (702.178.44)' }),
        rec({ name: 'LOSS ADJUSTER CONTENTS SCHEDULE CLM-88120 (FLOOD, KITCHEN) ITEM 14: BAR STOOLS X2 IKEA INGOLF BRN-BLK 63CM' }),
        rec({ title: 'Kroegstoel IKEA Ingolf, hout, bruin-swart, 63 cm sithoogte — Gumtree Durbanville' }),
      ],
    ],
  },
  {
    // One retailer's arched mirrors: the 160x80 cm leaner in black, the same leaner in gold, and the 100x60 cm wall
    // mirror in black.
    kind: 'leaner and wall mirrors by size and frame',
    variants: [
      [
        rec({ title: 'Dunelm Arch Leaner Mirror, Black Metal Frame, 160x80cm (30675190)' }),
        rec({ name: 'LOSS ADJUSTER CONTENTS SCHEDULE CLM-88120 ITEM 31 (HALL): FLOOR MIRROR ARCHED BLK 160 X 80 DUNELM - CRACKED' }),
        rec({ title: 'Grote boogspiegel Dunelm zwart metalen lijst 160 x 80 cm, staand — Marktplaats Rotterdam' }),
      ],
      [
        rec({ title: 'Dunelm Arch Leaner Mirror, Gold Metal Frame, 160x80cm (30675204)' }),
        rec({ name: 'LOSS ADJUSTER CONTENTS SCHEDULE CLM-88120 ITEM 32 (BEDROOM): FLOOR MIRROR ARCHED GOLD 160X80 DUNELM' }),
        rec({ title: 'Boogspiegel goud Dunelm 160x80, staande spiegel, zo goed als nieuw — Marktplaats Delft' }),
      ],
      [
        rec({ title: 'Dunelm Arch Wall Mirror, Black Metal Frame, 100x60cm (30675212)' }),
        rec({ name: 'CHARITY SHOP TAG 04492: WALL MIRROR ARCH BLACK METAL 100X60 (DUNELM) £15' }),
        rec({ title: 'Wandspiegel boog zwart Dunelm 100 x 60 cm — Marktplaats Leiden' }),
      ],
    ],
  },
  {
    // One maker's French presses: the Chambord 8-cup (1 l) and 3-cup (0.35 l) in chrome, and the Brazil 8-cup with a
    // plastic frame.
    kind: 'cafetières by cups and frame',
    variants: [
      [
        rec({ title: 'Bodum CHAMBORD French Press Coffee Maker, 8 Cup, 1.0 l, Chrome (1928-16)' }),
        rec({ name: 'OFFICE KITCHEN INVENTORY (3RD FLR): CAFETIERE BODUM CHAMBORD 8 CUP 1L CHROME X2' }),
        rec({ title: 'Cafetière à piston Bodum Chambord 8 tasses 1 L, inox chromé — Leboncoin Nantes' }),
      ],
      [
        rec({ title: 'Bodum CHAMBORD French Press Coffee Maker, 3 Cup, 0.35 l, Chrome (1923-16)' }),
        rec({ name: 'OFFICE KITCHEN INVENTORY (4TH FLR): CAFETIERE BODUM CHAMBORD 3 CUP 0.35L' }),
        rec({ title: 'Petite cafetière à piston Bodum Chambord 3 tasses 0,35 l chromée — Leboncoin Rennes' }),
      ],
      [
        rec({ title: 'Bodum BRAZIL French Press Coffee Maker, 8 Cup, 1.0 l, Black (10938-01)' }),
        rec({ name: 'OFFICE KITCHEN INVENTORY (3RD FLR): CAFETIERE BODUM BRAZIL 8CUP BLK PLASTIC' }),
        rec({ title: 'Cafetière piston Bodum Brazil 8 tasses 1 l, noire (plastique) — Leboncoin Angers' }),
      ],
    ],
  },
  {
    // One maker's cast-iron potjies: the no. 3 three-legged, the no. 2 three-legged, and the no. 3 flat-bottomed.
    kind: 'potjie pots by size and base',
    variants: [
      [
        rec({ title: 'LK’s Cast Iron Potjie Pot No. 3, Three-Legged, 7.7 Litre' }),
        rec({ name: 'SCOUT TROOP QUARTERMASTER LIST (1ST RONDEBOSCH): POTJIE NO 3 3-LEG CAST IRON LKS X2' }),
        rec({ title: 'Ibhodwe lensimbi elinemilenze emithathu, potjie no. 3 (7.7L), LK’s — Facebook Marketplace Durban' }),
      ],
      [
        rec({ title: 'LK’s Cast Iron Potjie Pot No. 2, Three-Legged, 4.5 Litre' }),
        rec({ name: 'SCOUT TROOP QUARTERMASTER LIST: POTJIE NO 2 3-LEG (SMALL) LKS X1' }),
        rec({ title: 'Potjie nommer 2, drievoet, gietyster, LK’s, 4.5 liter — Gumtree Worcester' }),
      ],
      [
        rec({ title: 'LK’s Cast Iron Potjie Pot No. 3, Flat Bottom, 7.7 Litre' }),
        rec({ name: 'SCOUT TROOP QUARTERMASTER LIST: POTJIE NO 3 FLAT BASE (FOR GAS RING) LKS X1' }),
        rec({ title: 'Plat-boom potjie no. 3 LK’s, gietyster, vir stoof of gas — Gumtree Paarl' }),
      ],
    ],
  },
  {
    // One maker's bean bags: the Soho classic chair in grey, the Soho XL in grey, and the outdoor chair in grey.
    kind: 'bean bags by size and cover',
    variants: [
      [
        rec({ title: 'Icon Soho Classic Bean Bag Chair, Cord, Grey, 80 x 70 cm' }),
        rec({ name: 'SU COMMON ROOM ASSET LIST (BLOCK D) CR-D-17: BEANBAG CHAIR ICON SOHO CLASSIC GREY CORD' }),
        rec({ title: 'Zitzak Icon Soho Classic rib grijs, 80x70 — Marktplaats Groningen' }),
      ],
      [
        rec({ title: 'Icon Soho XL Bean Bag, Cord, Grey, 130 x 100 cm' }),
        rec({ name: 'SU COMMON ROOM ASSET LIST CR-D-18: BEANBAG XL ICON SOHO GREY CORD (GIANT)' }),
        rec({ title: 'Reuze zitzak Icon Soho XL, grijze rib, 130 x 100 cm — Marktplaats Zwolle' }),
      ],
      [
        rec({ title: 'Icon Outdoor Bean Bag Chair, Water Resistant, Grey, 80 x 70 cm' }),
        rec({ name: 'SU COMMON ROOM ASSET LIST CR-T-03 (TERRACE): BEANBAG OUTDOOR WATERPROOF ICON GREY' }),
        rec({ title: 'Zitzak buiten Icon outdoor, waterafstotend, grijs — Marktplaats Amersfoort' }),
      ],
    ],
  },
  {
    // One maker's microchip pet doors: the standard cat flap, the Connect (app) cat flap, and the larger pet door.
    kind: 'cat flaps by model and size',
    variants: [
      [
        rec({ title: 'SureFlap Microchip Cat Flap, White (SUR001)' }),
        rec({ name: 'VET PRACTICE RETAIL SHELF COUNT (FRONT DESK): SUREFLAP MICROCHIP CAT FLAP WHT - 3' }),
        rec({ title: 'Katzenklappe SureFlap Mikrochip, weiß, kaum benutzt — Kleinanzeigen Köln' }),
      ],
      [
        rec({ title: 'SureFlap Microchip Cat Flap Connect with Hub, White (SUR001CONNECT)' }),
        rec({ name: 'VET PRACTICE RETAIL SHELF COUNT: SUREFLAP CAT FLAP CONNECT + HUB (APP) - 1' }),
        rec({ title: 'SureFlap Katzenklappe Connect mit Hub (App-Steuerung), weiß — Kleinanzeigen Bonn' }),
      ],
      [
        rec({ title: 'SureFlap Microchip Pet Door, Large, White (SUR101)' }),
        rec({ name: 'VET PRACTICE RETAIL SHELF COUNT: SUREFLAP MICROCHIP PET DOOR LGE (SMALL DOGS/LARGE CATS) - 2' }),
        rec({ title: 'SureFlap Haustierklappe groß mit Mikrochip, für kleine Hunde — Kleinanzeigen Düsseldorf' }),
      ],
    ],
  },
  {
    // One maker's greenhouses: the Mythos 6x8, the Mythos 6x6, and the Hybrid 6x8 (glass-like side panels).
    kind: 'polycarbonate greenhouses by size and glazing',
    variants: [
      [
        rec({ title: 'Palram - Canopia Mythos 6 x 8 ft Polycarbonate Greenhouse, Silver Frame' }),
        rec({ name: 'CONSIGNMENT NOTE CN 40217 (GARDEN CENTRE > CUSTOMER): GREENHOUSE PALRAM MYTHOS 6X8 SILVER, 3 CARTONS' }),
        rec({ title: 'Szklarnia poliwęglanowa Palram Mythos 6x8 (1,85 x 2,50 m), srebrna — OLX Kraków' }),
      ],
      [
        rec({ title: 'Palram - Canopia Mythos 6 x 6 ft Polycarbonate Greenhouse, Silver Frame' }),
        rec({ name: 'CONSIGNMENT NOTE CN 40233: GREENHOUSE PALRAM MYTHOS 6X6 SILVER, 2 CARTONS' }),
        rec({ title: 'Szklarnia Palram Mythos 6x6 stóp (1,85 x 1,85 m), srebrna rama — OLX Wrocław' }),
      ],
      [
        rec({ title: 'Palram - Canopia Hybrid 6 x 8 ft Greenhouse, Clear Side Panels, Silver Frame' }),
        rec({ name: 'CONSIGNMENT NOTE CN 40251: GREENHOUSE PALRAM HYBRID 6X8 (CLEAR SIDES) SILVER' }),
        rec({ title: 'Szklarnia Palram Hybrid 6x8, przezroczyste ściany, srebrna — OLX Poznań' }),
      ],
    ],
  },
];
