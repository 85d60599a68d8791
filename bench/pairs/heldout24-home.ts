// Held-out pair set 24, product_home_goods (see bench/pairs/heldout24.ts): basin mixer taps by size and waste, roller
// blinds by width and blackout, kitchen sinks by bowls, carpet tiles by range and colour, bed frames by size and
// storage, wallpaper by pattern and colour, garden fence panels by height and style, and bathrobes by size and
// fabric; each as a plumbers'-merchant, furniture, flooring, builders'-merchant or hotel-supplies title, a second
// source under another field name (`name`) — a bill of quantities, a snagging list, a landlord's check-in inventory,
// an office fit-out schedule, a decorator's quotation, an insurance-claim schedule, a hotel linen-room count — and a
// third source (an Instagram furniture shop, a German, Portuguese, Dutch, French, Welsh or Swahili name). Product
// codes are the shape the makers use and are NOT checked against their catalogues. Kivuli Home, Usingizi Beds and
// Baobab Linen are invented brands.
import { type Family, rec } from './heldout1-types.js';

export const HOME24: readonly Family[] = [
  {
    // One maker's single-lever basin mixers: S-size with pop-up waste, S-size without a waste, and M-size with waste.
    kind: 'basin mixer taps by size and waste',
    variants: [
      [
        rec({ title: 'GROHE Eurosmart Basin Mixer Tap S-Size with Pop-up Waste, Chrome 33265003' }),
        rec({ name: 'BoQ item 7.04: Basin mixer, single lever, S-size c/w pop-up waste, chrome — Grohe Eurosmart 33265 003, 18 nr' }),
        rec({ title: 'Grohe Eurosmart Waschtischarmatur S-Size mit Ablaufgarnitur, chrom (33 265 003)' }),
      ],
      [
        rec({ title: 'GROHE Eurosmart Basin Mixer Tap S-Size, Smooth Body without Waste, Chrome 32467003' }),
        rec({ name: 'SNAG 2.11 flat 4: basin mixer fitted is Grohe Eurosmart S no waste (32467003) - spec says c/w waste' }),
        rec({ title: 'Grohe Eurosmart Einhand-Waschtischbatterie S-Size, ohne Ablaufgarnitur, chrom 32 467 003' }),
      ],
      [
        rec({ title: 'GROHE Eurosmart Basin Mixer Tap M-Size with Pop-up Waste, Chrome 23323001' }),
        rec({ name: 'BoQ item 7.05: Basin mixer, single lever, M-size (raised) c/w pop-up waste, chrome — Grohe Eurosmart 23323 001, 6 nr' }),
        rec({ title: 'Grohe Eurosmart Waschtischarmatur M-Size mit Zugstangen-Ablaufgarnitur, chrom 23323001' }),
      ],
    ],
  },
  {
    // One range of roller blinds in grey: blackout 120 cm, blackout 90 cm, and dim-out (light-filtering) 120 cm.
    kind: 'roller blinds by width and blackout',
    variants: [
      [
        rec({ title: 'Kivuli Home Blackout Roller Blind, Charcoal Grey, W120 x L160 cm' }),
        rec({ name: 'Bedroom 1 window: roller blind, blackout, dark grey, 120 wide (Kivuli Home label) — good, cord cleat fitted' }),
        rec({ title: 'Pazia la kuzuia mwanga kabisa (blackout) Kivuli Home, kijivu, upana 120cm' }),
      ],
      [
        rec({ title: 'Kivuli Home Blackout Roller Blind, Charcoal Grey, W90 x L160 cm' }),
        rec({ name: 'Bedroom 2 window: roller blind blackout charcoal 90cm (Kivuli Home) — slight fraying on edge' }),
        rec({ title: 'KIVULI HOME BLIND R/BLK/OUT CHAR 90X160 6164002909014 10PCS' }),
      ],
      [
        rec({ title: 'Kivuli Home Dim-Out Roller Blind, Charcoal Grey, W120 x L160 cm' }),
        rec({ name: 'Living room window: roller blind, light-filtering (not blackout), grey, 120cm, Kivuli Home — good' }),
        rec({ title: 'KIVULI HOME BLIND R/DIMOUT CHAR 120X160 6164002909083 10PCS' }),
      ],
    ],
  },
  {
    // One maker's inset stainless sinks: one bowl and drainer, one-and-a-half bowls and drainer, and two bowls.
    kind: 'kitchen sinks by bowls',
    variants: [
      [
        rec({ title: 'Franke Bell BCX 611 Stainless Steel Inset Sink, 1.0 Bowl with Reversible Drainer' }),
        rec({ name: 'BoQ 9.01 Sink, s/steel inset, 1 bowl + drainer, Franke BCX 611-100 or approved equal, 24 nr' }),
        rec({ title: 'Lava-loiça inox Franke Bell BCX 611, 1 cuba com escorredor reversível' }),
      ],
      [
        rec({ title: 'Franke Bell BCX 651 Stainless Steel Inset Sink, 1.5 Bowl with Reversible Drainer' }),
        rec({ name: 'BoQ 9.02 Sink, s/steel inset, 1.5 bowl + drainer, Franke BCX 651-100, 8 nr' }),
        rec({ title: 'Lava-loiça Franke Bell BCX 651 inox, cuba e meia com escorredor' }),
      ],
      [
        rec({ title: 'Franke Bell BCX 620 Stainless Steel Inset Sink, 2.0 Bowl, No Drainer' }),
        rec({ name: 'BoQ 9.03 Sink s/s inset double bowl no drainer Franke BCX620-120, 2 nr' }),
        rec({ title: 'FRANKE BELL BCX620 2B S/S INSET 101.0186.293' }),
      ],
    ],
  },
  {
    // One maker's 50 x 50 carpet tiles of one range in two colours, and the same colour name in another range.
    kind: 'carpet tiles by range and colour',
    variants: [
      [
        rec({ title: 'Interface Heuga 727 Carpet Tiles 50 x 50 cm, Granite, Box of 20 (5 m²)' }),
        rec({ name: 'Fit-out sched FL-02: CARPET TILE HEUGA 727 GRANITE 50X50 - 62 BOXES (310 M2)' }),
        rec({ title: 'Tapijttegels Interface Heuga 727 kleur Granite, 50x50, doos à 20 stuks (5 m²)' }),
      ],
      [
        rec({ title: 'Interface Heuga 727 Carpet Tiles 50 x 50 cm, Shale, Box of 20 (5 m²)' }),
        rec({ name: 'Fit-out sched FL-03: CARPET TILE HEUGA 727 SHALE 50X50 - 18 BOXES (MEETING RMS)' }),
        rec({ title: 'Tapijttegels Heuga 727 Shale, 50 x 50 cm, 5 m² per doos' }),
      ],
      [
        rec({ title: 'Interface Heuga 580 II Carpet Tiles 50 x 50 cm, Granite, Box of 20 (5 m²)' }),
        rec({ name: 'Fit-out sched FL-04: CARPET TILE HEUGA 580 GRANITE 50X50 - 12 BOXES (CORRIDOR)' }),
        rec({ title: 'Tapijttegels Interface Heuga 580 II Granite, 50x50, 20 st/doos' }),
      ],
    ],
  },
  {
    // One maker's beds: 5 x 6 ft ottoman storage, 4.5 x 6 ft ottoman storage, and 5 x 6 ft on plain slats.
    kind: 'bed frames by size and storage',
    variants: [
      [
        rec({ title: 'Usingizi Beds Ottoman Storage Bed Frame 5x6 ft (Queen), Grey Fabric, Gas-Lift' }),
        rec({ name: 'Claim 55102 sched item 2: bed frame, ottoman lift-up storage, 5 by 6, grey fabric (Usingizi) — water damage' }),
        rec({ title: '5x6 ottoman bed wey get storage under, grey fabric, Usingizi brand, we deliver Lagos & Abuja. Ikoyi' }),
      ],
      [
        rec({ title: 'Usingizi Beds Ottoman Storage Bed Frame 4.5x6 ft (Double), Grey Fabric, Gas-Lift' }),
        rec({ name: 'Claim 55102 sched item 3: bed frame, ottoman storage, 4.5 x 6 ft, grey, Usingizi — water damage' }),
        rec({ title: 'Usingizi ottoman storage bed 4½ by 6, grey, gas lift — Instagram furniture shop, Lekki' }),
      ],
      [
        rec({ title: 'Usingizi Beds Slatted Bed Frame 5x6 ft (Queen), Grey Fabric, No Storage' }),
        rec({ name: 'USINGIZI BED FRAME SLATTED 5X6 GREY FAB (NO STORAGE) SKU UB-SL-56-GR' }),
        rec({ title: 'Usingizi 5x6 slatted bed (no storage), grey upholstered headboard — Wuse 2, Abuja' }),
      ],
    ],
  },
  {
    // One maker's glitter wallpapers: chevron in charcoal, chevron in silver, and hexagon in charcoal.
    kind: 'wallpaper by pattern and colour',
    variants: [
      [
        rec({ title: 'Arthouse Glistening Chevron Wallpaper, Charcoal, 10.05m x 53cm Roll, 892102' }),
        rec({ name: 'Quote Q-318: hang feature wall, supply 4 rolls Arthouse Glistening Chevron charcoal (892102) @ £12.99' }),
        rec({ title: 'Papier peint Arthouse Glistening Chevron anthracite 892102, rouleau 10,05 m' }),
      ],
      [
        rec({ title: 'Arthouse Glistening Chevron Wallpaper, Silver, 10.05m x 53cm Roll, 892101' }),
        rec({ name: 'Quote Q-322: supply 6 rolls Arthouse Glistening Chevron SILVER 892101 and hang (chimney breast + alcoves)' }),
        rec({ title: 'Papier peint Arthouse Glistening Chevron argent réf. 892101, 10,05 x 0,53 m' }),
      ],
      [
        rec({ title: 'Arthouse Glistening Hexagon Wallpaper, Charcoal, 10.05m x 53cm Roll, 892204' }),
        rec({ name: 'ARTHOUSE GLIST HEXAGON CHARCOAL 892204 10.05M ROLL BATCH 22B x6' }),
        rec({ title: 'Papier peint Arthouse Glistening Hexagon anthracite 892204' }),
      ],
    ],
  },
  {
    // One maker's 6 ft wide panels: overlap 6 x 6, overlap 6 x 5, and closeboard 6 x 6.
    kind: 'garden fence panels by height and style',
    variants: [
      [
        rec({ title: 'Forest Garden Overlap Fence Panel 6ft x 6ft (1.83m x 1.83m), Pressure Treated' }),
        rec({ name: 'FOREST OVERLAP PANEL 6X6 PT OLAP6 x10 DELIVERED KERBSIDE' }),
        rec({ title: 'Panel ffens gorgyffwrdd (overlap) Forest 6tr x 6tr, wedi ei drin dan wasgedd' }),
      ],
      [
        rec({ title: 'Forest Garden Overlap Fence Panel 6ft x 5ft (1.83m x 1.52m), Pressure Treated' }),
        rec({ name: 'FOREST OVERLAP PANEL 6X5 PT OLAP5 x6' }),
        rec({ title: 'Overlap fence panel 6 wide x 5 high, treated, Forest - for side of garden, 6 needed' }),
      ],
      [
        rec({ title: 'Forest Garden Closeboard Fence Panel 6ft x 6ft (1.83m x 1.83m), Pressure Treated' }),
        rec({ name: 'FOREST CLOSEBOARD PANEL 6X6 PT CBP6 x8' }),
        rec({ title: 'Panel ffens estyll clos (closeboard) Forest 6 x 6 troedfedd' }),
      ],
    ],
  },
  {
    // One hotel-supply range of white robes: waffle S/M, waffle L/XL, and terry towelling S/M.
    kind: 'bathrobes by size and fabric',
    variants: [
      [
        rec({ title: 'Baobab Linen Waffle Bathrobe, White, Size S/M, 100% Cotton, Hotel Quality' }),
        rec({ name: 'LINEN RM COUNT: ROBE WAFFLE WHT S/M (BAOBAB) - 48 PAR / 41 ON HAND' }),
        rec({ title: 'Peignoir gaufré blanc Baobab Linen, taille S/M, coton' }),
      ],
      [
        rec({ title: 'Baobab Linen Waffle Bathrobe, White, Size L/XL, 100% Cotton, Hotel Quality' }),
        rec({ name: 'LINEN RM COUNT: ROBE WAFFLE WHT L/XL (BAOBAB) - 36 PAR / 30 ON HAND' }),
        rec({ title: 'Peignoir nid d\'abeille Baobab Linen blanc, taille L/XL' }),
      ],
      [
        rec({ title: 'Baobab Linen Terry Towelling Bathrobe, White, Size S/M, 400gsm Cotton' }),
        rec({ name: 'LINEN RM COUNT: ROBE TERRY WHT S/M 400G (BAOBAB) - 24 PAR / 22 ON HAND' }),
        rec({ title: 'Peignoir éponge blanc Baobab Linen 400 g/m², taille S/M' }),
      ],
    ],
  },
];
