// Held-out pair set 10, product_home_goods (name only; see bench/pairs/heldout10.ts): combination spanner sets by
// size range, claw hammers by head weight and handle, wax-print fabric by yards, knitting yarn by ply and ball weight,
// door hinges by size and finish, and paint brushes by width; each as a shop's or marketplace's long title, a
// hardware wholesaler's or fabric seller's caps stock line and a third source (a tender or supplier-invoice line,
// Swahili, Hausa-market English, French, Afrikaans).
import { type Family, rec } from './heldout1-types.js';

export const HOME10: readonly Family[] = [
  {
    // Combination spanner sets of one maker: 8-piece metric 8-19 mm, 12-piece metric 6-22 mm, 8-piece imperial.
    kind: 'combination spanner sets by size range',
    variants: [
      [
        rec({ title: 'Stanley 8-Piece Combination Spanner Set, Metric 8-19mm, Chrome Vanadium, with Roll Pouch' }),
        rec({ title: 'STANLEY SPANNER SET COMB 8PC 8-19MM' }),
        rec({ title: 'Combination spanner set, 8 pcs, metric 8 to 19 mm, Cr-V, in pouch (Stanley or equivalent) — 5 sets' }),
      ],
      [
        rec({ title: 'Stanley 12-Piece Combination Spanner Set, Metric 6-22mm, Chrome Vanadium, with Roll Pouch' }),
        rec({ title: 'STANLEY SPANNER SET COMB 12PC 6-22MM' }),
        rec({ title: 'Combination spanner set, 12 pcs, metric 6 to 22 mm, Cr-V, in pouch (Stanley or equivalent) — 5 sets' }),
      ],
      [
        rec({ title: 'Stanley 8-Piece Combination Spanner Set, Imperial (AF) 5/16"-3/4", Chrome Vanadium' }),
        rec({ title: 'STANLEY SPANNER SET COMB 8PC AF 5/16-3/4' }),
        rec({ title: 'Combination spanner set, 8 pcs, imperial A/F 5/16 in to 3/4 in, Cr-V (Stanley or equivalent) — 5 sets' }),
      ],
    ],
  },
  {
    // Claw hammers: 16 oz fibreglass handle, 20 oz fibreglass handle, 16 oz wooden handle.
    kind: 'claw hammers by head weight and handle',
    variants: [
      [
        rec({ title: 'Tolsen Claw Hammer 16oz (450g) Fibreglass Handle, Anti-Slip Grip' }),
        rec({ title: 'TOLSEN HAMMER CLAW 16OZ F/GLASS' }),
        rec({ title: 'Nyundo ya makucha Tolsen 450g (16oz), mpini wa fiberglass' }),
      ],
      [
        rec({ title: 'Tolsen Claw Hammer 20oz (570g) Fibreglass Handle, Anti-Slip Grip' }),
        rec({ title: 'TOLSEN HAMMER CLAW 20OZ F/GLASS' }),
        rec({ title: 'Nyundo ya makucha Tolsen 570g (20oz), mpini wa fiberglass' }),
      ],
      [
        rec({ title: 'Tolsen Claw Hammer 16oz (450g) Hickory Wooden Handle' }),
        rec({ title: 'TOLSEN HAMMER CLAW 16OZ WOOD' }),
        rec({ title: 'Nyundo ya makucha Tolsen 450g (16oz), mpini wa mbao' }),
      ],
    ],
  },
  {
    // One wax-print design sold by the piece: 6 yards, 12 yards, and the same design in another colourway, 6 yards.
    kind: 'wax-print fabric by yards',
    variants: [
      [
        rec({ title: 'Vlisco Wax Hollandais "Ananas" Print, Indigo/Orange, 6 Yards, 100% Cotton' }),
        rec({ title: 'VLISCO WAX ANANAS IND/ORG 6YDS' }),
        rec({ title: 'Pagne wax hollandais Vlisco motif Ananas, indigo et orange, 6 yards (coupon de 5,48 m)' }),
      ],
      [
        rec({ title: 'Vlisco Wax Hollandais "Ananas" Print, Indigo/Orange, 12 Yards Full Piece, 100% Cotton' }),
        rec({ title: 'VLISCO WAX ANANAS IND/ORG 12YDS FULL PC' }),
        rec({ title: 'Pagne wax hollandais Vlisco motif Ananas, indigo et orange, pièce complète 12 yards' }),
      ],
      [
        rec({ title: 'Vlisco Wax Hollandais "Ananas" Print, Green/Yellow, 6 Yards, 100% Cotton' }),
        rec({ title: 'VLISCO WAX ANANAS GRN/YLW 6YDS' }),
        rec({ title: 'Pagne wax hollandais Vlisco motif Ananas, vert et jaune, 6 yards (coupon de 5,48 m)' }),
      ],
    ],
  },
  {
    // Acrylic knitting yarn of one range: double knit 100 g, chunky 100 g, double knit 50 g.
    kind: 'knitting yarn by ply and ball weight',
    variants: [
      [
        rec({ title: 'Elle Pure Acrylic Double Knit (DK) Yarn 100g Ball, Navy, approx. 290m' }),
        rec({ title: 'ELLE PURE ACRYLIC DK 100G NAVY' }),
        rec({ title: 'Elle suiwer akriel dubbelbrei-garing (DK) 100 g bol, vlootblou' }),
      ],
      [
        rec({ title: 'Elle Pure Acrylic Chunky Yarn 100g Ball, Navy, approx. 150m' }),
        rec({ title: 'ELLE PURE ACRYLIC CHUNKY 100G NAVY' }),
        rec({ title: 'Elle suiwer akriel dik garing (chunky) 100 g bol, vlootblou' }),
      ],
      [
        rec({ title: 'Elle Pure Acrylic Double Knit (DK) Yarn 50g Ball, Navy, approx. 145m' }),
        rec({ title: 'ELLE PURE ACRYLIC DK 50G NAVY' }),
        rec({ title: 'Elle suiwer akriel dubbelbrei-garing (DK) 50 g bol, vlootblou' }),
      ],
    ],
  },
  {
    // Butt hinges, pair: 75 mm steel zinc-plated, 100 mm steel zinc-plated, 75 mm solid brass.
    kind: 'door hinges by size and finish',
    variants: [
      [
        rec({ title: 'Butt Hinge 75mm (3 inch) Steel, Zinc Plated, Pair with Screws' }),
        rec({ title: 'HINGE BUTT 75MM ZP PR' }),
        rec({ title: 'Hinges, butt, 75 mm, mild steel zinc plated, pairs c/w screws — 20 prs' }),
      ],
      [
        rec({ title: 'Butt Hinge 100mm (4 inch) Steel, Zinc Plated, Pair with Screws' }),
        rec({ title: 'HINGE BUTT 100MM ZP PR' }),
        rec({ title: 'Hinges, butt, 100 mm, mild steel zinc plated, pairs c/w screws — 20 prs' }),
      ],
      [
        rec({ title: 'Butt Hinge 75mm (3 inch) Solid Brass, Pair with Screws' }),
        rec({ title: 'HINGE BUTT 75MM SOLID BRASS PR' }),
        rec({ title: 'Hinges, butt, 75 mm, solid brass, pairs c/w brass screws — 20 prs' }),
      ],
    ],
  },
  {
    // Paint brushes of one maker: 25 mm (1 inch), 50 mm (2 inch), 100 mm (4 inch).
    kind: 'paint brushes by width',
    variants: [
      [
        rec({ title: 'Harris Essentials Paint Brush 1 inch (25mm), Synthetic Bristle' }),
        rec({ title: 'HARRIS ESS BRUSH 1IN' }),
        rec({ title: 'Pinceau Harris Essentials 25 mm, poils synthétiques' }),
      ],
      [
        rec({ title: 'Harris Essentials Paint Brush 2 inch (50mm), Synthetic Bristle' }),
        rec({ title: 'HARRIS ESS BRUSH 2IN' }),
        rec({ title: 'Pinceau Harris Essentials 50 mm, poils synthétiques' }),
      ],
      [
        rec({ title: 'Harris Essentials Paint Brush 4 inch (100mm), Synthetic Bristle, for Walls' }),
        rec({ title: 'HARRIS ESS BRUSH 4IN' }),
        rec({ title: 'Pinceau Harris Essentials 100 mm, poils synthétiques, pour murs' }),
      ],
    ],
  },
];
