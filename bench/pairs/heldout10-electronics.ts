// Held-out pair set 10, product_electronics (see bench/pairs/heldout10.ts): deep fryers by litres and basket, rice
// cookers by litres and keep-warm, water dispensers by taps and cabinet, electric hotplates by plates, angle
// grinders by disc size and wattage, jump starters by peak current, automatic voltage regulators by kVA, and digital
// multimeters by model; each as a marketplace or shop title, a wholesale price-list or supplier-invoice line in caps
// and a third source (a tender document line, French, Afrikaans, Swahili, Hausa-market English, a depot code).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS10: readonly Family[] = [
  {
    // One maker's deep fryers: 2.5 L single basket, 4 L single basket, 2 x 3 L twin basket.
    kind: 'deep fryers by litres and basket',
    variants: [
      [
        rec({ title: 'Kenwood Deep Fryer 2.5L DFP20.000SS Stainless Steel, 2000W, Adjustable Thermostat', brand: 'Kenwood', model: 'DFP20.000SS', price: 'R1,199.00' }),
        rec({ title: 'KENWOOD D/FRYER 2.5LT S/S DFP20', model: 'DFP20000SS', price: 'KSh 9,450' }),
        rec({ title: 'Friteuse Kenwood 2,5 L inox 2000 W, thermostat réglable', brand: 'Kenwood', model: 'DFP20.000SS', price: '69,99 €' }),
      ],
      [
        rec({ title: 'Kenwood Deep Fryer 4L DFP40.000SS Stainless Steel, 3000W, Viewing Window', brand: 'Kenwood', model: 'DFP40.000SS', price: 'R1,599.00' }),
        rec({ title: 'KENWOOD D/FRYER 4LT S/S DFP40', model: 'DFP40000SS', price: 'KSh 12,300' }),
        rec({ title: 'Friteuse Kenwood 4 L inox 3000 W, hublot', brand: 'Kenwood', model: 'DFP40.000SS', price: '94,99 €' }),
      ],
      [
        rec({ title: 'Kenwood Twin Basket Deep Fryer 2 x 3L DFP60.000SS, 3400W, Stainless Steel', brand: 'Kenwood', model: 'DFP60.000SS', price: 'R2,299.00' }),
        rec({ title: 'KENWOOD D/FRYER TWIN 2X3LT S/S DFP60', model: 'DFP60000SS', price: 'KSh 17,800' }),
        rec({ title: 'Friteuse double cuve Kenwood 2 x 3 L inox 3400 W', brand: 'Kenwood', model: 'DFP60.000SS', price: '139,00 €' }),
      ],
    ],
  },
  {
    // Rice cookers: 1.0 L with keep-warm, 1.8 L with keep-warm, 1.8 L digital with timer.
    kind: 'rice cookers by litres and keep-warm',
    variants: [
      [
        rec({ title: 'Binatone Rice Cooker RC-1002, 1.0 Litre, Keep Warm Function, Non-Stick Pot, 400W', brand: 'Binatone', model: 'RC-1002', price: '₦28,500' }),
        rec({ title: 'BINATONE RICE COOKER 1LTR K/WARM RC1002', model: 'RC1002', price: 'GH₵ 389.00' }),
        rec({ title: 'Jiko la kupikia wali Binatone lita 1.0, linaweka chakula joto', brand: 'Binatone', model: 'RC-1002', price: 'KSh 4,200' }),
      ],
      [
        rec({ title: 'Binatone Rice Cooker RC-1802, 1.8 Litre, Keep Warm Function, Steamer Tray, 700W', brand: 'Binatone', model: 'RC-1802', price: '₦39,900' }),
        rec({ title: 'BINATONE RICE COOKER 1.8LTR K/WARM RC1802', model: 'RC1802', price: 'GH₵ 529.00' }),
        rec({ title: 'Jiko la kupikia wali Binatone lita 1.8, linaweka chakula joto, na trei ya mvuke', brand: 'Binatone', model: 'RC-1802', price: 'KSh 5,900' }),
      ],
      [
        rec({ title: 'Binatone Digital Rice Cooker RC-1808D, 1.8 Litre, 24h Delay Timer, 8 Programmes, 860W', brand: 'Binatone', model: 'RC-1808D', price: '₦64,000' }),
        rec({ title: 'BINATONE RICE COOKER 1.8LTR DIGI TIMER RC1808D', model: 'RC1808D', price: 'GH₵ 849.00' }),
        rec({ title: 'Jiko la kidijitali la kupikia wali Binatone lita 1.8, saa ya kuchelewesha', brand: 'Binatone', model: 'RC-1808D', price: 'KSh 9,750' }),
      ],
    ],
  },
  {
    // Water dispensers: hot and cold top-load, hot/cold/normal top-load with a storage cabinet, bottom-load.
    kind: 'water dispensers by taps and cabinet',
    variants: [
      [
        rec({ title: 'Nasco Water Dispenser WD-H/C 2 Taps Hot & Cold, Top Loading, Silver', brand: 'Nasco', model: 'NAS-WD2T', price: '₦79,999' }),
        rec({ title: 'NASCO W/DISP 2TAP H/C TOP LOAD SLV', model: 'NASWD2T', price: '₦78,500' }),
        rec({ title: 'Water dispenser, floor standing, 2 taps (hot & cold), top loading, 19L bottle — Nasco NAS-WD2T or equivalent', model: 'NAS-WD2T' }),
      ],
      [
        rec({ title: 'Nasco Water Dispenser 3 Taps Hot, Cold & Normal with Storage Cabinet, Top Loading', brand: 'Nasco', model: 'NAS-WD3TC', price: '₦96,500' }),
        rec({ title: 'NASCO W/DISP 3TAP H/C/N CAB TOP LOAD', model: 'NASWD3TC', price: '₦95,000' }),
        rec({ title: 'Water dispenser, floor standing, 3 taps (hot, cold, normal), storage cabinet — Nasco NAS-WD3TC or equivalent', model: 'NAS-WD3TC' }),
      ],
      [
        rec({ title: 'Nasco Bottom Loading Water Dispenser Hot & Cold with Child Lock, Black', brand: 'Nasco', model: 'NAS-WDB2', price: '₦148,000' }),
        rec({ title: 'NASCO W/DISP BTM LOAD H/C BLK', model: 'NASWDB2', price: '₦146,750' }),
        rec({ title: 'Water dispenser, bottom loading, hot & cold, child safety lock — Nasco NAS-WDB2 or equivalent', model: 'NAS-WDB2' }),
      ],
    ],
  },
  {
    // Electric hotplates: a single solid plate, a double solid plate, a double with one spiral and one solid plate.
    kind: 'electric hotplates by plates',
    variants: [
      [
        rec({ title: 'Sunbeam Single Solid Hotplate SSP-1000A, 1000W, Black', brand: 'Sunbeam', model: 'SSP-1000A', price: 'R299.99' }),
        rec({ title: 'SUNBEAM HOTPLATE SGL SOLID 1000W', model: 'SSP1000A', price: 'R289.00' }),
        rec({ title: 'Sunbeam enkel soliede kookplaat 1000 W, swart', brand: 'Sunbeam', model: 'SSP-1000A', price: 'R299,99' }),
      ],
      [
        rec({ title: 'Sunbeam Double Solid Hotplate SDP-2000A, 2000W, Black', brand: 'Sunbeam', model: 'SDP-2000A', price: 'R499.99' }),
        rec({ title: 'SUNBEAM HOTPLATE DBL SOLID 2000W', model: 'SDP2000A', price: 'R479.00' }),
        rec({ title: 'Sunbeam dubbele soliede kookplaat 2000 W, swart', brand: 'Sunbeam', model: 'SDP-2000A', price: 'R499,99' }),
      ],
      [
        rec({ title: 'Sunbeam Double Hotplate, 1 Spiral + 1 Solid, SDP-2500S, 2500W', brand: 'Sunbeam', model: 'SDP-2500S', price: 'R549.99' }),
        rec({ title: 'SUNBEAM HOTPLATE DBL SPIRAL/SOLID 2500W', model: 'SDP2500S', price: 'R529.00' }),
        rec({ title: 'Sunbeam dubbele kookplaat, een spiraal en een soliede plaat, 2500 W', brand: 'Sunbeam', model: 'SDP-2500S', price: 'R549,99' }),
      ],
    ],
  },
  {
    // Angle grinders: 115 mm 720 W, 125 mm 840 W, 230 mm 2200 W.
    kind: 'angle grinders by disc size and wattage',
    variants: [
      [
        rec({ title: 'Bosch GWS 750-115 Professional Angle Grinder 115mm 750W', brand: 'Bosch', model: '0 601 394 000', price: 'R1,349.00' }),
        rec({ title: 'BOSCH A/GRINDER 115MM 750W GWS750', model: '0601394000', price: 'KSh 8,900' }),
        rec({ title: 'Meuleuse d\'angle Bosch Professional GWS 750-115, disque 115 mm, 750 W', brand: 'Bosch Professional', model: '06013940 00', price: '79,90 €' }),
      ],
      [
        rec({ title: 'Bosch GWS 750-125 Professional Angle Grinder 125mm 750W', brand: 'Bosch', model: '0 601 394 001', price: 'R1,429.00' }),
        rec({ title: 'BOSCH A/GRINDER 125MM 750W GWS750', model: '0601394001', price: 'KSh 9,400' }),
        rec({ title: 'Meuleuse d\'angle Bosch Professional GWS 750-125, disque 125 mm, 750 W', brand: 'Bosch Professional', model: '06013940 01', price: '84,90 €' }),
      ],
      [
        rec({ title: 'Bosch GWS 2200-230 Professional Large Angle Grinder 230mm 2200W', brand: 'Bosch', model: '0 601 8C1 020', price: 'R2,899.00' }),
        rec({ title: 'BOSCH A/GRINDER 230MM 2200W GWS2200', model: '06018C1020', price: 'KSh 19,750' }),
        rec({ title: 'Grande meuleuse Bosch Professional GWS 2200-230, disque 230 mm, 2200 W', brand: 'Bosch Professional', model: '06018C10 20', price: '169,00 €' }),
      ],
    ],
  },
  {
    // Jump starters of one maker: 1000 A, 2000 A, and the 1000 A with an air compressor.
    kind: 'jump starters by peak current',
    variants: [
      [
        rec({ title: 'NOCO Boost Plus GB40 1000A 12V UltraSafe Lithium Jump Starter', brand: 'NOCO', model: 'GB40', price: 'R3,999.00' }),
        rec({ title: 'NOCO JUMP STARTER 1000A 12V LITH GB40', model: 'GB-40', price: '£99.95' }),
        rec({ title: 'NOCO Boost Plus GB40 jump starter (1,000 amp), booster lithium 12 volt', brand: 'NOCO Genius', model: 'GB40', price: 'KSh 21,500' }),
      ],
      [
        rec({ title: 'NOCO Boost HD GB70 2000A 12V UltraSafe Lithium Jump Starter', brand: 'NOCO', model: 'GB70', price: 'R5,999.00' }),
        rec({ title: 'NOCO JUMP STARTER 2000A 12V LITH GB70', model: 'GB-70', price: '£179.95' }),
        rec({ title: 'NOCO Boost HD GB70 jump starter (2,000 amp), booster lithium 12 volt', brand: 'NOCO Genius', model: 'GB70', price: 'KSh 32,000' }),
      ],
      [
        rec({ title: 'NOCO Boost Air GBX55 1250A 12V Jump Starter with Built-in Air Compressor', brand: 'NOCO', model: 'GBX55', price: 'R5,499.00' }),
        rec({ title: 'NOCO JUMP STARTER 1250A 12V +COMPRESSOR GBX55', model: 'GBX-55', price: '£159.95' }),
        rec({ title: 'NOCO Boost X GBX55 jump starter (1,250 amp) with air pump, 12 volt', brand: 'NOCO Genius', model: 'GBX55', price: 'KSh 29,000' }),
      ],
    ],
  },
  {
    // Automatic voltage regulators (stabilisers) for homes: 1 kVA, 2 kVA, 5 kVA, one maker.
    kind: 'automatic voltage regulators by kVA',
    variants: [
      [
        rec({ title: 'Sollatek AVS 1000VA Automatic Voltage Regulator, 4 Outlets, Relay Type, 160-270V', brand: 'Sollatek', model: 'AVR-1000', price: 'KSh 7,800' }),
        rec({ title: 'SOLLATEK STABILIZER 1KVA 4WAY', model: 'AVR1000', price: '₦52,000' }),
        rec({ title: 'Supply of automatic voltage regulator 1 kVA (1000 VA), input 160-270 V AC — Sollatek or equivalent, 10 No.', model: 'AVR-1000' }),
      ],
      [
        rec({ title: 'Sollatek AVS 2000VA Automatic Voltage Regulator, 4 Outlets, Relay Type, 160-270V', brand: 'Sollatek', model: 'AVR-2000', price: 'KSh 12,500' }),
        rec({ title: 'SOLLATEK STABILIZER 2KVA 4WAY', model: 'AVR2000', price: '₦86,000' }),
        rec({ title: 'Supply of automatic voltage regulator 2 kVA (2000 VA), input 160-270 V AC — Sollatek or equivalent, 10 No.', model: 'AVR-2000' }),
      ],
      [
        rec({ title: 'Sollatek 5kVA Servo Automatic Voltage Regulator, Hard-Wired, 140-260V', brand: 'Sollatek', model: 'AVR-5000S', price: 'KSh 34,900' }),
        rec({ title: 'SOLLATEK STABILIZER 5KVA SERVO H/WIRE', model: 'AVR5000S', price: '₦235,000' }),
        rec({ title: 'Supply of servo voltage stabiliser 5 kVA, hard-wired, input 140-260 V AC — Sollatek or equivalent, 2 No.', model: 'AVR-5000S' }),
      ],
    ],
  },
  {
    // Digital multimeters of one maker: the 115, the 117 (non-contact voltage) and the 87V.
    kind: 'digital multimeters by model',
    variants: [
      [
        rec({ title: 'Fluke 115 True-RMS Digital Multimeter, CAT III 600V', brand: 'Fluke', model: '115', price: '£189.00' }),
        rec({ title: 'FLUKE DMM 115 TRMS', model: 'FLUKE-115', price: 'R4,650.00' }),
        rec({ title: 'Multimètre numérique Fluke 115 TRMS, CAT III 600 V', brand: 'Fluke Corporation', model: 'FLUKE-115/EUR', price: '219,00 €' }),
      ],
      [
        rec({ title: 'Fluke 117 True-RMS Electrician\'s Multimeter with Non-Contact Voltage, CAT III 600V', brand: 'Fluke', model: '117', price: '£239.00' }),
        rec({ title: 'FLUKE DMM 117 TRMS NCV', model: 'FLUKE-117', price: 'R5,790.00' }),
        rec({ title: 'Multimètre numérique d\'électricien Fluke 117 TRMS avec VoltAlert, CAT III 600 V', brand: 'Fluke Corporation', model: 'FLUKE-117/EUR', price: '279,00 €' }),
      ],
      [
        rec({ title: 'Fluke 87V Industrial True-RMS Digital Multimeter, CAT IV 600V / CAT III 1000V', brand: 'Fluke', model: '87V', price: '£459.00' }),
        rec({ title: 'FLUKE DMM 87-5 INDUSTRIAL TRMS', model: 'FLUKE-87-5', price: 'R11,900.00' }),
        rec({ title: 'Multimètre numérique industriel Fluke 87V TRMS, CAT IV 600 V', brand: 'Fluke Corporation', model: 'FLUKE-87-5/EUR', price: '549,00 €' }),
      ],
    ],
  },
];
