// Held-out pair set 14, product_grocery (see bench/pairs/heldout14.ts): frozen prawns by count size, ice cream by
// flavour and tub, jam by fruit and jar, cocoa powder by kind and pack, whole spices by spice and pack, chewing gum by
// flavour and pack, tonic water and mixers by kind and can, and frozen pastry by kind and pack; each as a shop or
// marketplace title, a loyalty-app export, wholesaler, caterer or customs line in caps, and a third source (French,
// German, Swahili, Afrikaans, Pidgin market English, a caterer's order line).
import { type Family, rec } from './heldout1-types.js';

export const GROCERY14: readonly Family[] = [
  {
    // One importer's frozen raw king prawns, by count per pound: 16/20, 21/25 and 31/40.
    kind: 'frozen prawns by count size',
    variants: [
      [
        rec({ title: 'Ocean Catch Raw Peeled King Prawns 16/20, Frozen, 1kg', brand: 'Ocean Catch' }),
        rec({ title: 'PRAWN KING RAW P&D 16/20 IQF 1KG X10 CTN (HS 0306.17)' }),
        rec({ title: 'Crevettes royales crues décortiquées 16/20, surgelées, 1 kg, Ocean Catch', brand: 'Ocean Catch' }),
      ],
      [
        rec({ title: 'Ocean Catch Raw Peeled King Prawns 21/25, Frozen, 1kg', brand: 'Ocean Catch' }),
        rec({ title: 'PRAWN KING RAW P&D 21/25 IQF 1KG X10 CTN (HS 0306.17)' }),
        rec({ title: 'Crevettes royales crues décortiquées 21/25, surgelées, 1 kg, Ocean Catch', brand: 'Ocean Catch' }),
      ],
      [
        rec({ title: 'Ocean Catch Raw Peeled King Prawns 31/40, Frozen, 1kg', brand: 'Ocean Catch' }),
        rec({ title: 'PRAWN KING RAW P&D 31/40 IQF 1KG X10 CTN (HS 0306.17)' }),
        rec({ title: 'Crevettes royales crues décortiquées 31/40, surgelées, 1 kg, Ocean Catch', brand: 'Ocean Catch' }),
      ],
    ],
  },
  {
    // One dairy's ice cream in family tubs: vanilla 2 L, chocolate 2 L and vanilla 4 L.
    kind: 'ice cream by flavour and tub',
    variants: [
      [
        rec({ title: 'Dairyland Vanilla Ice Cream 2L Tub', brand: 'Dairyland' }),
        rec({ title: 'DAIRYLAND ICE CREAM VANILLA 2LT' }),
        rec({ title: 'Aiskrimu ya vanilla Dairyland lita 2', brand: 'Dairyland' }),
      ],
      [
        rec({ title: 'Dairyland Chocolate Ice Cream 2L Tub', brand: 'Dairyland' }),
        rec({ title: 'DAIRYLAND ICE CREAM CHOC 2LT' }),
        rec({ title: 'Aiskrimu ya chokoleti Dairyland lita 2', brand: 'Dairyland' }),
      ],
      [
        rec({ title: 'Dairyland Vanilla Ice Cream 4L Catering Tub', brand: 'Dairyland' }),
        rec({ title: 'DAIRYLAND ICE CREAM VANILLA 4LT CATERING' }),
        rec({ title: 'Aiskrimu ya vanilla Dairyland lita 4, ya sherehe', brand: 'Dairyland' }),
      ],
    ],
  },
  {
    // One maker's jams: strawberry 340 g, apricot 340 g and strawberry 900 g.
    kind: 'jam by fruit and jar',
    variants: [
      [
        rec({ title: 'All Gold Strawberry Jam 340g Jar', brand: 'All Gold' }),
        rec({ title: 'ALL GOLD JAM STRAWBERRY 340G' }),
        rec({ title: 'All Gold aarbeikonfyt 340 g', brand: 'All Gold' }),
      ],
      [
        rec({ title: 'All Gold Apricot Jam 340g Jar', brand: 'All Gold' }),
        rec({ title: 'ALL GOLD JAM APRICOT 340G' }),
        rec({ title: 'All Gold appelkooskonfyt 340 g', brand: 'All Gold' }),
      ],
      [
        rec({ title: 'All Gold Strawberry Jam 900g Jar', brand: 'All Gold' }),
        rec({ title: 'ALL GOLD JAM STRAWBERRY 900G' }),
        rec({ title: 'All Gold aarbeikonfyt 900 g, groot bottel', brand: 'All Gold' }),
      ],
    ],
  },
  {
    // One maker's cocoa: baking cocoa in a tin, the same in a catering bag, and drinking chocolate in a tin.
    kind: 'cocoa powder by kind and pack',
    variants: [
      [
        rec({ title: "Cadbury Bournville Cocoa Powder 250g Tin", brand: 'Cadbury' }),
        rec({ title: 'CADBURY BOURNVILLE COCOA 250G TIN X6' }),
        rec({ title: 'Cadbury Bournville pure cocoa powder, 250 grams tin, for baking. Balogun market', brand: 'Cadbury' }),
      ],
      [
        rec({ title: 'Cadbury Bournville Cocoa Powder 1kg Catering Bag', brand: 'Cadbury' }),
        rec({ title: 'CADBURY BOURNVILLE COCOA 1KG CATERING BAG' }),
        rec({ title: 'Cadbury Bournville cocoa 1kg bag, for bakery, original. Balogun market', brand: 'Cadbury' }),
      ],
      [
        rec({ title: 'Cadbury Drinking Chocolate 250g Tin', brand: 'Cadbury' }),
        rec({ title: 'CADBURY DRINKING CHOC 250G TIN X6' }),
        rec({ title: 'Cadbury drinking chocolate 250 grams tin, sweet, for tea. Balogun market', brand: 'Cadbury' }),
      ],
    ],
  },
  {
    // One spice packer's whole spices in small bags: cloves, cinnamon sticks and whole nutmeg.
    kind: 'whole spices by spice and pack',
    variants: [
      [
        rec({ title: 'Fresh Spice Whole Cloves 50g Pouch', brand: 'Fresh Spice' }),
        rec({ title: 'FRESH SPICE CLOVES WHOLE 50G X20' }),
        rec({ title: 'Karafuu nzima Fresh Spice gramu 50', brand: 'Fresh Spice' }),
      ],
      [
        rec({ title: 'Fresh Spice Cinnamon Sticks 50g Pouch', brand: 'Fresh Spice' }),
        rec({ title: 'FRESH SPICE CINNAMON STICKS 50G X20' }),
        rec({ title: 'Mdalasini vijiti Fresh Spice gramu 50', brand: 'Fresh Spice' }),
      ],
      [
        rec({ title: 'Fresh Spice Whole Nutmeg 50g Pouch', brand: 'Fresh Spice' }),
        rec({ title: 'FRESH SPICE NUTMEG WHOLE 50G X20' }),
        rec({ title: 'Kungumanga nzima Fresh Spice gramu 50', brand: 'Fresh Spice' }),
      ],
    ],
  },
  {
    // One maker's sugar-free gum: spearmint in a bottle, peppermint in a bottle, spearmint in a 10-piece pack.
    kind: 'chewing gum by flavour and pack',
    variants: [
      [
        rec({ title: 'Orbit Spearmint Sugar Free Chewing Gum Bottle, 46 Pieces', brand: 'Orbit' }),
        rec({ title: 'ORBIT GUM SPEARMINT BTL 46PC X6' }),
        rec({ title: 'Orbit Spearmint zuckerfreier Kaugummi, Dose mit 46 Dragees', brand: 'Orbit' }),
      ],
      [
        rec({ title: 'Orbit Peppermint Sugar Free Chewing Gum Bottle, 46 Pieces', brand: 'Orbit' }),
        rec({ title: 'ORBIT GUM PEPPERMINT BTL 46PC X6' }),
        rec({ title: 'Orbit Peppermint zuckerfreier Kaugummi, Dose mit 46 Dragees', brand: 'Orbit' }),
      ],
      [
        rec({ title: 'Orbit Spearmint Sugar Free Chewing Gum, 10 Pieces', brand: 'Orbit' }),
        rec({ title: 'ORBIT GUM SPEARMINT 10PC X30' }),
        rec({ title: 'Orbit Spearmint zuckerfreier Kaugummi, 10 Dragees', brand: 'Orbit' }),
      ],
    ],
  },
  {
    // One maker's mixers in cans: Indian tonic, light tonic and ginger ale.
    kind: 'tonic water and mixers by kind and can',
    variants: [
      [
        rec({ title: 'Schweppes Indian Tonic Water 24 x 330ml Cans', brand: 'Schweppes' }),
        rec({ title: 'SCHWEPPES TONIC INDIAN 330ML CAN 24S' }),
        rec({ title: 'Schweppes tonic case (24 cans, 330ml) for bar, cold. Wuse market', brand: 'Schweppes' }),
      ],
      [
        rec({ title: 'Schweppes Slimline Tonic Water 24 x 330ml Cans', brand: 'Schweppes' }),
        rec({ title: 'SCHWEPPES TONIC SLIMLINE 330ML CAN 24S' }),
        rec({ title: 'Schweppes slimline tonic case (24 cans, 330ml), low sugar. Wuse market', brand: 'Schweppes' }),
      ],
      [
        rec({ title: 'Schweppes Ginger Ale 24 x 330ml Cans', brand: 'Schweppes' }),
        rec({ title: 'SCHWEPPES GINGER ALE 330ML CAN 24S' }),
        rec({ title: 'Schweppes ginger ale case (24 cans, 330ml). Wuse market', brand: 'Schweppes' }),
      ],
    ],
  },
  {
    // One maker's frozen pastry: puff pastry ready-rolled, puff pastry block, and shortcrust ready-rolled.
    kind: 'frozen pastry by kind and pack',
    variants: [
      [
        rec({ title: 'Jus-Rol Puff Pastry Ready Rolled Sheet 320g, Frozen', brand: 'Jus-Rol' }),
        rec({ title: 'JUSROL PUFF PASTRY RR SHEET 320G FRZ' }),
        rec({ title: 'Pâte feuilletée prête à dérouler Jus-Rol 320 g, surgelée', brand: 'Jus-Rol' }),
      ],
      [
        rec({ title: 'Jus-Rol Puff Pastry Block 500g, Frozen', brand: 'Jus-Rol' }),
        rec({ title: 'JUSROL PUFF PASTRY BLOCK 500G FRZ' }),
        rec({ title: 'Pâte feuilletée en bloc Jus-Rol 500 g, surgelée', brand: 'Jus-Rol' }),
      ],
      [
        rec({ title: 'Jus-Rol Shortcrust Pastry Ready Rolled Sheet 320g, Frozen', brand: 'Jus-Rol' }),
        rec({ title: 'JUSROL SHORTCRUST PASTRY RR SHEET 320G FRZ' }),
        rec({ title: 'Pâte brisée prête à dérouler Jus-Rol 320 g, surgelée', brand: 'Jus-Rol' }),
      ],
    ],
  },
];
