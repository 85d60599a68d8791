// Held-out pair set 9, product_electronics (see bench/pairs/heldout9.ts): chest freezers by litres and energy class,
// electric geysers by litres and pressure rating, free-standing cookers by burners and oven, soundbars by channel
// count, electric toothbrushes by series and twin pack, hair dryers by wattage and diffuser, gaming headsets by
// connection and platform, and scientific calculators by model; each as a shop's long title, a till or price-list
// line and a third source (another currency, French, Afrikaans, Swahili, a feed with the maker's part number).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS9: readonly Family[] = [
  {
    // One maker's chest freezers of three capacities; the region suffix is part of the code.
    kind: 'chest freezers by litres and energy class',
    variants: [
      [
        rec({ title: 'Hisense 198L Chest Freezer FC-26DD4SA, White, Energy Class A+', brand: 'Hisense', model: 'FC-26DD4SA', price: 'R4,299' }),
        rec({ title: 'HISENSE CHEST FRZ 198LT WHT', model: 'FC26DD4SA', price: 'KSh 38,999' }),
        rec({ title: 'Congélateur coffre Hisense 198 litres blanc classe A+', brand: 'Hisense', model: 'FC-26DD4SA', price: '289,00 €' }),
      ],
      [
        rec({ title: 'Hisense 290L Chest Freezer FC-39DD4SA, White, Energy Class A+', brand: 'Hisense', model: 'FC-39DD4SA', price: 'R5,499' }),
        rec({ title: 'HISENSE CHEST FRZ 290LT WHT', model: 'FC39DD4SA', price: 'KSh 48,499' }),
        rec({ title: 'Congélateur coffre Hisense 290 litres blanc classe A+', brand: 'Hisense', model: 'FC-39DD4SA', price: '359,00 €' }),
      ],
      [
        rec({ title: 'Hisense 420L Chest Freezer FC-55DD4SA, White, Dual Function Fridge/Freezer', brand: 'Hisense', model: 'FC-55DD4SA', price: 'R7,199' }),
        rec({ title: 'HISENSE CHEST FRZ 420LT WHT DUAL', model: 'FC55DD4SA', price: 'KSh 61,999' }),
        rec({ title: 'Congélateur coffre Hisense 420 litres blanc, double fonction', brand: 'Hisense', model: 'FC-55DD4SA', price: '469,00 €' }),
      ],
    ],
  },
  {
    // Electric geysers (hot-water cylinders) of one maker: 150 L at 400 kPa, 150 L at 600 kPa, 200 L at 400 kPa.
    kind: 'electric geysers by litres and pressure rating',
    variants: [
      [
        rec({ title: 'Kwikot Superline 150L 400kPa Horizontal Electric Geyser, 3kW element', brand: 'Kwikot', model: 'KS150-400H', price: 'R6,850' }),
        rec({ title: 'KWIKOT GEYSER 150L 400KPA HOR', model: 'KS150400H', price: 'R6 850,00' }),
        rec({ title: 'Kwikot Superline 150 liter 400 kPa horisontale elektriese geiser', brand: 'Kwikot', model: 'KS150-400H' }),
      ],
      [
        rec({ title: 'Kwikot Superline 150L 600kPa Horizontal Electric Geyser, 3kW element', brand: 'Kwikot', model: 'KS150-600H', price: 'R7,420' }),
        rec({ title: 'KWIKOT GEYSER 150L 600KPA HOR', model: 'KS150600H', price: 'R7 420,00' }),
        rec({ title: 'Kwikot Superline 150 liter 600 kPa horisontale elektriese geiser', brand: 'Kwikot', model: 'KS150-600H' }),
      ],
      [
        rec({ title: 'Kwikot Superline 200L 400kPa Horizontal Electric Geyser, 4kW element', brand: 'Kwikot', model: 'KS200-400H', price: 'R8,190' }),
        rec({ title: 'KWIKOT GEYSER 200L 400KPA HOR', model: 'KS200400H', price: 'R8 190,00' }),
        rec({ title: 'Kwikot Superline 200 liter 400 kPa horisontale elektriese geiser', brand: 'Kwikot', model: 'KS200-400H' }),
      ],
    ],
  },
  {
    // One cooker range: four gas burners with a gas oven, three gas and one electric plate, and a 60 cm against a 50 cm body.
    kind: 'free-standing cookers by burners and oven',
    variants: [
      [
        rec({ title: 'Ramtons 4 Gas Burner Free Standing Cooker with Gas Oven, 60x60cm, Silver RF/458', brand: 'Ramtons', model: 'RF/458', price: 'KSh 42,995' }),
        rec({ title: 'RAMTONS COOKER 4G GAS OVEN 60X60 SLV', model: 'RF458', price: 'KSh 42,995' }),
        rec({ title: 'Jiko la Ramtons lenye meko 4 ya gesi na oveni ya gesi, 60x60', brand: 'Ramtons', model: 'RF/458' }),
      ],
      [
        rec({ title: 'Ramtons 3 Gas + 1 Electric Free Standing Cooker with Electric Oven, 60x60cm, Silver RF/459', brand: 'Ramtons', model: 'RF/459', price: 'KSh 47,495' }),
        rec({ title: 'RAMTONS COOKER 3G+1E ELEC OVEN 60X60 SLV', model: 'RF459', price: 'KSh 47,495' }),
        rec({ title: 'Jiko la Ramtons meko 3 ya gesi na 1 ya umeme, oveni ya umeme, 60x60', brand: 'Ramtons', model: 'RF/459' }),
      ],
      [
        rec({ title: 'Ramtons 4 Gas Burner Free Standing Cooker with Gas Oven, 50x55cm, Silver RF/406', brand: 'Ramtons', model: 'RF/406', price: 'KSh 33,995' }),
        rec({ title: 'RAMTONS COOKER 4G GAS OVEN 50X55 SLV', model: 'RF406', price: 'KSh 33,995' }),
        rec({ title: 'Jiko la Ramtons lenye meko 4 ya gesi na oveni ya gesi, 50x55', brand: 'Ramtons', model: 'RF/406' }),
      ],
    ],
  },
  {
    // Three soundbars of one maker: a 2.1, a 3.1 and a 5.1 system.
    kind: 'soundbars by channel count',
    variants: [
      [
        rec({ title: 'LG S40T 2.1 Channel 300W Soundbar with Wireless Subwoofer, Bluetooth', brand: 'LG', model: 'S40T', price: '₦189,000' }),
        rec({ title: 'LG SOUNDBAR 2.1CH 300W S40T', model: 'S40T.DGBRLLK', price: 'R2,999' }),
        rec({ title: 'Barre de son LG S40T 2.1 canaux 300 W avec caisson sans fil', brand: 'LG', model: 'S40T', price: '179,99 €' }),
      ],
      [
        rec({ title: 'LG S60T 3.1 Channel 340W Soundbar with Wireless Subwoofer, Bluetooth', brand: 'LG', model: 'S60T', price: '₦265,000' }),
        rec({ title: 'LG SOUNDBAR 3.1CH 340W S60T', model: 'S60T.DGBRLLK', price: 'R4,299' }),
        rec({ title: 'Barre de son LG S60T 3.1 canaux 340 W avec caisson sans fil', brand: 'LG', model: 'S60T', price: '249,99 €' }),
      ],
      [
        rec({ title: 'LG S65TR 5.1 Channel 600W Soundbar with Rear Speakers and Subwoofer', brand: 'LG', model: 'S65TR', price: '₦415,000' }),
        rec({ title: 'LG SOUNDBAR 5.1CH 600W S65TR W/REAR', model: 'S65TR.DGBRLLK', price: 'R6,999' }),
        rec({ title: 'Barre de son LG S65TR 5.1 canaux 600 W, enceintes arrière et caisson', brand: 'LG', model: 'S65TR', price: '399,99 €' }),
      ],
    ],
  },
  {
    // One electric toothbrush: the single handle, the twin pack, and the next series up.
    kind: 'electric toothbrushes by series and twin pack',
    variants: [
      [
        rec({ title: 'Oral-B Pro 3 3000 Electric Toothbrush, Black, 1 Handle, 1 Brush Head', brand: 'Oral-B', model: 'Pro 3 3000', price: '£49.99' }),
        rec({ title: 'ORAL-B PRO3 3000 E/TB BLK', brand: 'BRAUN', model: 'D505.513.3', price: '£49.99' }),
        rec({ title: 'Brosse à dents électrique Oral-B Pro 3 3000 noire', brand: 'Oral-B', model: 'Pro 3 3000', price: '59,99 €' }),
      ],
      [
        rec({ title: 'Oral-B Pro 3 3900 Electric Toothbrushes, Duo Pack, 2 Handles, Black & Pink', brand: 'Oral-B', model: 'Pro 3 3900', price: '£79.99' }),
        rec({ title: 'ORAL-B PRO3 3900 E/TB DUO BLK/PNK', brand: 'BRAUN', model: 'D505.523.3H', price: '£79.99' }),
        rec({ title: 'Lot de 2 brosses à dents électriques Oral-B Pro 3 3900 noire et rose', brand: 'Oral-B', model: 'Pro 3 3900', price: '89,99 €' }),
      ],
      [
        rec({ title: 'Oral-B iO Series 5 Electric Toothbrush, Matt Black, Magnetic Technology', brand: 'Oral-B', model: 'iO5', price: '£99.99' }),
        rec({ title: 'ORAL-B IO5 E/TB MATT BLK', brand: 'BRAUN', model: 'iOM5.1A1.1BD', price: '£99.99' }),
        rec({ title: 'Brosse à dents électrique Oral-B iO Series 5 noir mat', brand: 'Oral-B', model: 'iO5', price: '129,99 €' }),
      ],
    ],
  },
  {
    // Three hair dryers of one maker's range: 2200 W, 2400 W with diffuser, and the travel 1200 W.
    kind: 'hair dryers by wattage and diffuser',
    variants: [
      [
        rec({ title: 'Remington D3010 Power Dry 2000W Hair Dryer, 3 heat settings, concentrator', brand: 'Remington', model: 'D3010', price: 'R399' }),
        rec({ title: 'REMINGTON HAIRDRYER 2000W D3010', model: 'D-3010', price: '₦24,500' }),
        rec({ title: 'Remington Power Dry haardroër 2000 W D3010', brand: 'Remington', model: 'D3010', price: 'R399,00' }),
      ],
      [
        rec({ title: 'Remington D3190 Ionic Dry 2200W Hair Dryer with Diffuser', brand: 'Remington', model: 'D3190', price: 'R549' }),
        rec({ title: 'REMINGTON HAIRDRYER 2200W IONIC W/DIFF D3190', model: 'D-3190', price: '₦33,900' }),
        rec({ title: 'Remington Ionic Dry haardroër 2200 W met diffuser D3190', brand: 'Remington', model: 'D3190', price: 'R549,00' }),
      ],
      [
        rec({ title: 'Remington D2400 Travel Hair Dryer 1400W, foldable handle, dual voltage', brand: 'Remington', model: 'D2400', price: 'R329' }),
        rec({ title: 'REMINGTON HAIRDRYER 1400W TRAVEL FOLD D2400', model: 'D-2400', price: '₦19,800' }),
        rec({ title: 'Remington reis-haardroër 1400 W, opvoubaar D2400', brand: 'Remington', model: 'D2400', price: 'R329,00' }),
      ],
    ],
  },
  {
    // One headset line: the wired console model, the wireless PlayStation model and the wireless Xbox model.
    kind: 'gaming headsets by connection and platform',
    variants: [
      [
        rec({ title: 'HyperX Cloud Stinger 2 Wired Gaming Headset, 3.5mm, PC/PS5/Xbox/Switch', brand: 'HyperX', model: '519T1AA', price: '₦58,000' }),
        rec({ title: 'HYPERX CLOUD STINGER 2 WIRED HS', model: '519T1AA#ABB', price: '£39.99' }),
        rec({ title: 'Casque gaming filaire HyperX Cloud Stinger 2, jack 3,5 mm', brand: 'HP HyperX', model: '519T1AA', price: '44,99 €' }),
      ],
      [
        rec({ title: 'HyperX Cloud Stinger 2 Wireless Gaming Headset for PlayStation, 2.4GHz USB-C dongle', brand: 'HyperX', model: '676A2AA', price: '₦112,000' }),
        rec({ title: 'HYPERX CLOUD STINGER 2 WRLS HS PS', model: '676A2AA#ABB', price: '£79.99' }),
        rec({ title: 'Casque gaming sans fil HyperX Cloud Stinger 2 pour PlayStation', brand: 'HP HyperX', model: '676A2AA', price: '89,99 €' }),
      ],
      [
        rec({ title: 'HyperX Cloud Stinger 2 Wireless Gaming Headset for Xbox, Designed for Xbox licence', brand: 'HyperX', model: '676A3AA', price: '₦118,000' }),
        rec({ title: 'HYPERX CLOUD STINGER 2 WRLS HS XBOX', model: '676A3AA#ABB', price: '£84.99' }),
        rec({ title: 'Casque gaming sans fil HyperX Cloud Stinger 2 pour Xbox', brand: 'HP HyperX', model: '676A3AA', price: '94,99 €' }),
      ],
    ],
  },
  {
    // Three scientific calculators of one maker that schools list side by side (exam boards allow some, not others).
    kind: 'scientific calculators by model',
    variants: [
      [
        rec({ title: 'Casio fx-991ES PLUS 2nd Edition Scientific Calculator, 417 functions, Natural Display', brand: 'Casio', model: 'FX-991ES PLUS-2', price: 'KSh 2,950' }),
        rec({ title: 'CASIO CALC FX991ES PLUS 2ND ED', model: 'FX991ESPLUS2', price: '₦22,000' }),
        rec({ title: 'Kikokotoo cha kisayansi Casio fx-991ES PLUS toleo la 2', brand: 'Casio', model: 'FX-991ES PLUS-2' }),
      ],
      [
        rec({ title: 'Casio fx-991EX ClassWiz Scientific Calculator, 552 functions, spreadsheet', brand: 'Casio', model: 'FX-991EX', price: 'KSh 3,800' }),
        rec({ title: 'CASIO CALC FX991EX CLASSWIZ', model: 'FX991EX', price: '₦31,500' }),
        rec({ title: 'Kikokotoo cha kisayansi Casio fx-991EX ClassWiz', brand: 'Casio', model: 'FX-991EX' }),
      ],
      [
        rec({ title: 'Casio fx-82MS 2nd Edition Scientific Calculator, 240 functions, 2-line display', brand: 'Casio', model: 'FX-82MS-2', price: 'KSh 1,450' }),
        rec({ title: 'CASIO CALC FX82MS 2ND ED', model: 'FX82MS2', price: '₦12,500' }),
        rec({ title: 'Kikokotoo cha kisayansi Casio fx-82MS toleo la 2', brand: 'Casio', model: 'FX-82MS-2' }),
      ],
    ],
  },
];
