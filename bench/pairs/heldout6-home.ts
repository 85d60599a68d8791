// Held-out pair set 6, product_home_goods (name only; see bench/pairs/heldout6.ts): copy paper by GSM and ream
// count, ballpoint pens by colour and box, pressure cookers by litres, bicycles by wheel size and gears, baby car
// seats by group, and bath towels by size; each as a shop's long title, a stationer's or till line and a third
// source's wording (Swahili, Afrikaans, French, a tender schedule).
import { type Family, rec } from './heldout1-types.js';

export const HOME6: readonly Family[] = [
  {
    // One paper: 80 gsm against 75 gsm, and one ream against a box of five, are other articles.
    kind: 'copy paper by GSM and ream count',
    variants: [
      [
        rec({ title: 'Double A Premium A4 Copy Paper, 80gsm, 500 Sheets (1 Ream), White' }),
        rec({ name: 'DOUBLE A A4 80G REAM' }),
        rec({ product_name: 'Karatasi za Double A A4 gsm 80, rimu moja (karatasi 500)' }),
      ],
      [
        rec({ title: 'Double A Everyday A4 Copy Paper, 70gsm, 500 Sheets (1 Ream), White' }),
        rec({ name: 'DOUBLE A A4 70G REAM EVERYDAY' }),
        rec({ product_name: 'Karatasi za Double A Everyday A4 gsm 70, rimu moja (karatasi 500)' }),
      ],
      [
        rec({ title: 'Double A Premium A4 Copy Paper, 80gsm, Box of 5 Reams (2500 Sheets), White' }),
        rec({ name: 'DOUBLE A A4 80G BOX 5RM' }),
        rec({ product_name: 'Karatasi za Double A A4 gsm 80, boksi la rimu tano' }),
      ],
    ],
  },
  {
    // One box of pens: blue against black, and a box of 50 against a pack of 10, are other articles.
    kind: 'ballpoint pens by colour and box count',
    variants: [
      [
        rec({ title: 'BIC Cristal Original Ballpoint Pens, Medium 1.0mm, Blue, Box of 50' }),
        rec({ name: 'BIC CRISTAL BLUE BX50' }),
        rec({ product_name: 'Stylos bille BIC Cristal bleu, pointe moyenne, boîte de 50' }),
      ],
      [
        rec({ title: 'BIC Cristal Original Ballpoint Pens, Medium 1.0mm, Black, Box of 50' }),
        rec({ name: 'BIC CRISTAL BLACK BX50' }),
        rec({ product_name: 'Stylos bille BIC Cristal noir, pointe moyenne, boîte de 50' }),
      ],
      [
        rec({ title: 'BIC Cristal Original Ballpoint Pens, Medium 1.0mm, Blue, Pack of 10' }),
        rec({ name: 'BIC CRISTAL BLUE PK10' }),
        rec({ product_name: 'Stylos bille BIC Cristal bleu, pointe moyenne, sachet de 10' }),
      ],
    ],
  },
  {
    // One pressure cooker: 5 L, 7 L and the induction base are other pots.
    kind: 'pressure cookers by litres and base',
    variants: [
      [
        rec({ title: 'Prestige Deluxe Alpha Stainless Steel Pressure Cooker 5 Litre, Gas Hob' }),
        rec({ name: 'PRESTIGE PRESS COOKER 5L SS' }),
        rec({ product_name: 'Sufuria ya presha Prestige lita 5, chuma cha pua' }),
      ],
      [
        rec({ title: 'Prestige Deluxe Alpha Stainless Steel Pressure Cooker 7 Litre, Gas Hob' }),
        rec({ name: 'PRESTIGE PRESS COOKER 7L SS' }),
        rec({ product_name: 'Sufuria ya presha Prestige lita 7, chuma cha pua' }),
      ],
      [
        rec({ title: 'Prestige Deluxe Alpha Stainless Steel Pressure Cooker 5 Litre, Induction Base' }),
        rec({ name: 'PRESTIGE PRESS COOKER 5L SS IND' }),
        rec({ product_name: 'Sufuria ya presha Prestige lita 5, ya jiko la induction' }),
      ],
    ],
  },
  {
    // One bicycle: a 26-inch against a 20-inch wheel, and 21 gears against a single speed, are other bikes.
    kind: 'bicycles by wheel size and gears',
    variants: [
      [
        rec({ title: 'Raleigh Mountain Bike 26 inch Wheel, 21 Speed Shimano Gears, Steel Frame, Black' }),
        rec({ name: 'RALEIGH MTB 26" 21SP BLK' }),
        rec({ product_name: 'Raleigh bergfiets 26 duim, 21 ratte, swart' }),
      ],
      [
        rec({ title: 'Raleigh Kids Mountain Bike 20 inch Wheel, 6 Speed Shimano Gears, Steel Frame, Black' }),
        rec({ name: 'RALEIGH MTB 20" 6SP BLK KIDS' }),
        rec({ product_name: 'Raleigh kinder-bergfiets 20 duim, 6 ratte, swart' }),
      ],
      [
        rec({ title: 'Raleigh Mountain Bike 26 inch Wheel, Single Speed, Steel Frame, Black' }),
        rec({ name: 'RALEIGH MTB 26" 1SP BLK' }),
        rec({ product_name: 'Raleigh bergfiets 26 duim, enkelspoed, swart' }),
      ],
    ],
  },
  {
    // One car seat: group 0+ (birth to 13 kg), group 1 (9 to 18 kg) and group 2/3 (15 to 36 kg) are other seats.
    kind: 'baby car seats by group',
    variants: [
      [
        rec({ title: 'Chelino Infant Car Seat Group 0+ (0-13kg), Rear Facing, Grey' }),
        rec({ name: 'CHELINO CAR SEAT GRP 0+ GRY' }),
        rec({ product_name: 'Chelino babastoeltjie vir die motor, groep 0+, geboorte tot 13 kg' }),
      ],
      [
        rec({ title: 'Chelino Toddler Car Seat Group 1 (9-18kg), Forward Facing, Grey' }),
        rec({ name: 'CHELINO CAR SEAT GRP 1 GRY' }),
        rec({ product_name: 'Chelino kleutermotorstoeltjie, groep 1, 9 tot 18 kg' }),
      ],
      [
        rec({ title: 'Chelino Booster Car Seat Group 2/3 (15-36kg), High Back, Grey' }),
        rec({ name: 'CHELINO BOOSTER GRP 2/3 GRY' }),
        rec({ product_name: 'Chelino hoëruglaaier-stoeltjie, groep 2/3, 15 tot 36 kg' }),
      ],
    ],
  },
  {
    // One towel: the bath towel, the bath sheet and the hand towel of one range are other articles.
    kind: 'bath towels by size within one range',
    variants: [
      [
        rec({ title: 'Sheraton Hotel Collection 100% Cotton Bath Towel, 70 x 130 cm, 500gsm, White' }),
        rec({ name: 'SHERATON HOTEL BATH TWL WHT 70X130' }),
        rec({ product_name: 'Taulo ya kuogea Sheraton Hotel Collection, 70x130, nyeupe' }),
      ],
      [
        rec({ title: 'Sheraton Hotel Collection 100% Cotton Bath Sheet, 90 x 150 cm, 500gsm, White' }),
        rec({ name: 'SHERATON HOTEL BATH SHEET WHT 90X150' }),
        rec({ product_name: 'Taulo kubwa ya kuogea Sheraton Hotel Collection, 90x150, nyeupe' }),
      ],
      [
        rec({ title: 'Sheraton Hotel Collection 100% Cotton Hand Towel, 50 x 90 cm, 500gsm, White' }),
        rec({ name: 'SHERATON HOTEL HAND TWL WHT 50X90' }),
        rec({ product_name: 'Taulo ya mkono Sheraton Hotel Collection, 50x90, nyeupe' }),
      ],
    ],
  },
];
