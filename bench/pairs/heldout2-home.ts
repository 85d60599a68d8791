// Held-out set 2 (issue 11), home-goods-pack families (the pack reads the name only): building supplies and
// household hardware as builders' merchants, hardware shops' price lists, government tender lines (bills of
// quantities) and marketplace ads write them. See bench/pairs/heldout2.ts for the header.
import { type Family, rec } from './heldout1-types.js';

export const HOME2: readonly Family[] = [
  {
    // Cement bags: the strength class (42.5R / 32.5R) and the maker make the product, not the bag size.
    kind: 'building supply: cement grade and maker',
    variants: [
      [
        rec({ name: 'Dangote 3X Cement 42.5R – 50kg bag', price: '₦9,800' }),
        rec({ name: 'DANGOTE CEMENT 3X 42.5 50KG' }),
        rec({ name: 'Supply of Portland cement, Dangote 3X grade 42.5R, in 50 kg bags', unit: 'bag' }),
      ],
      [
        rec({ name: 'Dangote Falcon Cement 32.5R – 50kg bag', price: '₦9,200' }),
        rec({ name: 'DANGOTE FALCON 32.5 50KG' }),
        rec({ name: 'Supply of Portland limestone cement, Dangote Falcon grade 32.5R, in 50 kg bags', unit: 'bag' }),
      ],
      [
        rec({ name: 'BUA Cement 42.5R – 50kg bag', price: '₦9,500' }),
        rec({ name: 'BUA CEMENT 42.5 50KG' }),
        rec({ name: 'Supply of Portland cement, BUA grade 42.5R, in 50 kg bags', unit: 'bag' }),
      ],
    ],
  },
  {
    // Reinforcement bar: diameter is the product (Y12 = 12 mm high-yield deformed); "iron rod" is the
    // Nigerian trade name, "deformed bar" the Kenyan and the bill of quantities' one.
    kind: 'building supply: rebar diameter',
    variants: [
      [
        rec({ name: '12mm Iron Rod (Y12) – 12m length', price: '₦9,500' }),
        rec({ name: 'Y12 DEFORMED BAR 12M' }),
        rec({ name: 'High-yield deformed steel reinforcement bar, 12 mm diameter, 12 m lengths', unit: 'length' }),
      ],
      [
        rec({ name: '16mm Iron Rod (Y16) – 12m length', price: '₦16,800' }),
        rec({ name: 'Y16 DEFORMED BAR 12M' }),
        rec({ name: 'High-yield deformed steel reinforcement bar, 16 mm diameter, 12 m lengths', unit: 'length' }),
      ],
      [
        rec({ name: '10mm Iron Rod (Y10) – 12m length', price: '₦6,700' }),
        rec({ name: 'Y10 DEFORMED BAR 12M' }),
        rec({ name: 'High-yield deformed steel reinforcement bar, 10 mm diameter, 12 m lengths', unit: 'length' }),
      ],
    ],
  },
  {
    // Kenyan roofing sheets (mabati): gauge and profile make the product.
    kind: 'building supply: roofing sheet gauge and profile',
    variants: [
      [
        rec({ name: 'Box Profile Roofing Sheet Gauge 30 – 3 metres', price: 'KSh 1,150' }),
        rec({ name: 'MABATI BOX PROFILE G30 3M' }),
        rec({ name: 'Pre-painted box profile iron sheet, 30 gauge, 3 m long (per sheet)' }),
      ],
      [
        rec({ name: 'Box Profile Roofing Sheet Gauge 28 – 3 metres', price: 'KSh 1,450' }),
        rec({ name: 'MABATI BOX PROFILE G28 3M' }),
        rec({ name: 'Pre-painted box profile iron sheet, 28 gauge, 3 m long (per sheet)' }),
      ],
      [
        rec({ name: 'Corrugated Roofing Sheet Gauge 30 – 3 metres', price: 'KSh 980' }),
        rec({ name: 'MABATI CORRUGATED G30 3M' }),
        rec({ name: 'Galvanised corrugated iron sheet, 30 gauge, 3 m long (per sheet)' }),
      ],
    ],
  },
  {
    // Paint: tin size and product (masonry against vinyl matt) make the article.
    kind: 'building supply: paint tin size and product',
    variants: [
      [
        rec({ name: 'Dulux Weathershield Smooth Masonry Paint Brilliant White 20L' }),
        rec({ name: 'DULUX W/SHIELD SMOOTH B/WHITE 20LT' }),
        rec({ name: 'Exterior masonry paint, Dulux Weathershield smooth, brilliant white, 20 litre tin', unit: 'tin' }),
      ],
      [
        rec({ name: 'Dulux Weathershield Smooth Masonry Paint Brilliant White 5L' }),
        rec({ name: 'DULUX W/SHIELD SMOOTH B/WHITE 5LT' }),
        rec({ name: 'Exterior masonry paint, Dulux Weathershield smooth, brilliant white, 5 litre tin', unit: 'tin' }),
      ],
      [
        rec({ name: 'Dulux Vinyl Matt Emulsion Brilliant White 20L' }),
        rec({ name: 'DULUX VINYL MATT B/WHITE 20LT' }),
        rec({ name: 'Interior emulsion paint, Dulux vinyl matt, brilliant white, 20 litre tin', unit: 'tin' }),
      ],
    ],
  },
  {
    // uPVC pipes: nominal size in inches against millimetres, and the pressure class.
    kind: 'building supply: pipe size and class',
    variants: [
      [
        rec({ name: '4 inch PVC Pipe Class B – 6m length' }),
        rec({ name: 'PVC PIPE 110MM CL B 6M' }),
        rec({ name: 'uPVC pressure pipe, 110 mm (4") diameter, class B, 6 m length', unit: 'length' }),
      ],
      [
        rec({ name: '3 inch PVC Pipe Class B – 6m length' }),
        rec({ name: 'PVC PIPE 90MM CL B 6M' }),
        rec({ name: 'uPVC pressure pipe, 90 mm (3") diameter, class B, 6 m length', unit: 'length' }),
      ],
      [
        rec({ name: '4 inch PVC Pipe Class D – 6m length' }),
        rec({ name: 'PVC PIPE 110MM CL D 6M' }),
        rec({ name: 'uPVC pressure pipe, 110 mm (4") diameter, class D, 6 m length', unit: 'length' }),
      ],
    ],
  },
  {
    // LPG: a complete cooking set (cylinder, burner, grill) against the bigger cylinder and another brand.
    kind: 'household: gas cylinder size and brand',
    variants: [
      [
        rec({ name: 'K-Gas 6kg Complete Cylinder with Grill and Burner', price: 'KSh 4,300' }),
        rec({ name: 'KGAS 6KG FULL SET C/W BURNER & GRILL' }),
        rec({ name: 'K Gas 6 kg gas cylinder complete set (cylinder + burner + grill), new' }),
      ],
      [
        rec({ name: 'K-Gas 13kg Gas Cylinder (full)', price: 'KSh 6,900' }),
        rec({ name: 'KGAS 13KG CYLINDER FULL' }),
        rec({ name: 'K Gas 13 kg gas cylinder, new, with gas' }),
      ],
      [
        rec({ name: 'ProGas 6kg Complete Cylinder with Grill and Burner', price: 'KSh 4,200' }),
        rec({ name: 'PROGAS 6KG FULL SET C/W BURNER & GRILL' }),
        rec({ name: 'Pro Gas 6 kg gas cylinder complete set (cylinder + burner + grill), new' }),
      ],
    ],
  },
  {
    // Nigerian foam mattresses: size in feet and thickness in inches make the article.
    kind: 'household: mattress size and thickness',
    variants: [
      [
        rec({ name: 'Vitafoam Vitapedic Orthopaedic Mattress 6ft x 6ft x 8 inches', price: '₦265,000' }),
        rec({ name: 'VITAPEDIC 6X6 8"' }),
        rec({ name: 'Vitafoam Vitapedic mattress (72 x 72 x 8 in)' }),
      ],
      [
        rec({ name: 'Vitafoam Vitapedic Orthopaedic Mattress 4.5ft x 6ft x 8 inches', price: '₦205,000' }),
        rec({ name: 'VITAPEDIC 4.5X6 8"' }),
        rec({ name: 'Vitafoam Vitapedic mattress (54 x 72 x 8 in)' }),
      ],
      [
        rec({ name: 'Vitafoam Vitapedic Orthopaedic Mattress 6ft x 6ft x 10 inches', price: '₦310,000' }),
        rec({ name: 'VITAPEDIC 6X6 10"' }),
        rec({ name: 'Vitafoam Vitapedic mattress (72 x 72 x 10 in)' }),
      ],
    ],
  },
  {
    // Nails by the carton: length and kind (wire against concrete nails).
    kind: 'building supply: nail length and kind',
    variants: [
      [
        rec({ name: 'Wire Nails 3 inch (75mm) – 25kg carton' }),
        rec({ name: 'NAILS WIRE 3" 25KG CTN' }),
        rec({ name: 'Round wire nails, 75 mm, carton of 25 kg', unit: 'carton' }),
      ],
      [
        rec({ name: 'Wire Nails 4 inch (100mm) – 25kg carton' }),
        rec({ name: 'NAILS WIRE 4" 25KG CTN' }),
        rec({ name: 'Round wire nails, 100 mm, carton of 25 kg', unit: 'carton' }),
      ],
      [
        rec({ name: 'Concrete Nails 3 inch (75mm) – 25kg carton' }),
        rec({ name: 'NAILS CONCRETE 3" 25KG CTN' }),
        rec({ name: 'Hardened concrete nails, 75 mm, carton of 25 kg', unit: 'carton' }),
      ],
    ],
  },
];
