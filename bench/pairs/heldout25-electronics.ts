// Held-out pair set 25, product_electronics (see bench/pairs/heldout25.ts): air-to-water heat pumps by capacity and
// supply phase, home EV chargers by power and cable, gold-prospecting metal detectors by model, head torches by
// output and battery, card readers by model and printer, laser levels by lines and beam colour, binoculars by
// magnification and objective, and tumble dryers by drum and drying system; each as a maker's or merchant's title, a
// second source under other field names (`name`, `mpn`, `manufacturer`) — a heat-pump grant application, an EV
// charger grant claim, an import packing list, an expedition kit list, a merchant's fixed-asset line or credit
// note, a site stocktake or tool-hire delivery note, a safari lodge's equipment count, a removals inventory — and a
// third source (a Subito, Bolha, PigiaMe, Kupatana or Bob Shop listing, a Telegram dealer post, a price-comparison
// line; German, Italian, Slovene, Swahili, Afrikaans, Twi or Pidgin). Model and part codes are the shape the makers
// use and are NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS25: readonly Family[] = [
  {
    // One maker's monobloc heat pumps: 5 kW single phase, 8.5 kW single phase, and 8.5 kW three phase.
    kind: 'air-to-water heat pumps by capacity and supply phase',
    variants: [
      [
        rec({ title: 'Mitsubishi Electric Ecodan PUZ-WM50VHA 5.0kW R32 Air Source Heat Pump, Monobloc, Single Phase', brand: 'Mitsubishi Electric', model: 'PUZ-WM50VHA', price: '£3,296.00' }),
        rec({ name: 'ASHP MITS ECODAN 5KW MONO R32 1PH (BUS GRANT APPL 0044172, HEAT LOSS 4.6KW) OUTDOOR UNIT', mpn: 'PUZ-WM50VHA-BS', manufacturer: 'Mitsubishi' }),
        rec({ title: 'ecodan 5kw heat pump puz-wm50 vha, removed after 2 yrs (house sold), collection only Ballincollig', model: 'PUZWM50VHA', price: '€1,800' }),
      ],
      [
        rec({ title: 'Mitsubishi Electric Ecodan PUZ-WM85VAA 8.5kW R32 Air Source Heat Pump, Monobloc, Single Phase', brand: 'Mitsubishi Electric', model: 'PUZ-WM85VAA', price: '£4,310.00' }),
        rec({ name: 'SEAI grant form s.4 heat pump: Mitsubishi Ecodan 8.5 kW monobloc, outdoor unit PUZ-WM85VAA(-BS), 230V single phase supply', manufacturer: 'Mitsubishi Electric Europe B.V.' }),
        rec({ title: 'Luft-Wasser-Wärmepumpe Mitsubishi Ecodan 8,5 kW Monoblock PUZ-WM85VAA, 230 V, neu & OVP', brand: 'Mitsubishi Electric', model: 'PUZ-WM85VAA', price: '4.150 €' }),
      ],
      [
        rec({ title: 'Mitsubishi Electric Ecodan PUZ-WM85YAA 8.5kW R32 Air Source Heat Pump, Monobloc, Three Phase', brand: 'Mitsubishi Electric', model: 'PUZ-WM85YAA', price: '£4,580.00' }),
        rec({ name: 'ASHP MITS ECODAN 8.5KW MONO R32 3PH 400V', mpn: 'PUZ-WM85YAA-BS', price: '£4,121.00' }),
        rec({ title: 'Wärmepumpe Ecodan 8,5kW Monoblock 400V Drehstrom (3~) PUZ-WM85 YAA, Bj. 2022, läuft einwandfrei', model: 'PUZ-WM85YAA', price: '3.200 €' }),
      ],
    ],
  },
  {
    // One maker's home chargers: 7 kW tethered, 7 kW untethered (socket), and 22 kW three-phase tethered.
    kind: 'home EV chargers by power and cable',
    variants: [
      [
        rec({ title: 'myenergi zappi v2.1 7kW Tethered EV Charger, 6.5m Type 2 Cable, White', brand: 'myenergi', model: 'ZAPPI-2H07TW', price: '£949.00' }),
        rec({ name: 'OZEV EVCS CLAIM 118822 - CHARGEPOINT: ZAPPI 7KW TETHERED TYPE 2 (SERIAL 1640xxxx) INSTALLED 14/03', mpn: 'ZAPPI-2H07TW', manufacturer: 'myenergi Ltd' }),
        rec({ title: 'Wallbox zappi 7 kW con cavo Tipo 2 da 6,5 m, bianco, usato pochi mesi. Bologna', brand: 'myenergi', model: 'zappi 2 7kW T', price: '€ 650' }),
      ],
      [
        rec({ title: 'myenergi zappi v2.1 7kW Untethered EV Charger, Type 2 Socket, White', brand: 'myenergi', model: 'ZAPPI-2H07UW', price: '£899.00' }),
        rec({ name: 'OZEV EVCS CLAIM 119037 - CHARGEPOINT: ZAPPI 7KW UNTETHERED (SOCKET) WHT', mpn: 'ZAPPI-2H07UW', manufacturer: 'myenergi' }),
        rec({ title: 'Wallbox zappi 7kW senza cavo (presa Tipo 2), bianca, come nuova. Padova', brand: 'myenergi', model: 'ZAPPI 2H07UW', price: '€ 600' }),
      ],
      [
        rec({ title: 'myenergi zappi v2.1 22kW Three Phase Tethered EV Charger, Type 2 Cable, White', brand: 'myenergi', model: 'ZAPPI-2H22TW', price: '£1,099.00' }),
        rec({ name: 'EV CHARGER ZAPPI 22KW 3PH TETH WHT - ELEC CERT EIC/2023/0417 SUPPLY 3X100A', mpn: 'ZAPPI2H22TW', price: '£1,020.00' }),
        rec({ title: 'Wallbox zappi trifase 22 kW cavo Tipo 2, bianca, ottime condizioni. Milano', brand: 'myenergi', model: 'ZAPPI-2H22TW', price: '€ 780' }),
      ],
    ],
  },
  {
    // One maker's gold detectors: the GPX 6000, the larger GPZ 7000, and the military-style SDC 2300.
    kind: 'gold-prospecting metal detectors by model',
    variants: [
      [
        rec({ title: 'Minelab GPX 6000 Gold Metal Detector with 11" Mono and 11" DD Coils', brand: 'Minelab', model: 'GPX 6000', price: 'GH₵ 98,500' }),
        rec({ name: 'PACKING LIST PL-2291 CTN 1-4: METAL DETECTOR GPX6000 C/W 2 COILS + BATT (TEMA)', mpn: '3720-0001', manufacturer: 'Minelab Electronics' }),
        rec({ title: 'GPX 6000 Minelab original, ɛyɛ papa for deep gold, 2 coils, ready to work. Tarkwa, call/WhatsApp', model: 'GPX-6000', price: 'GH₵ 85,000' }),
      ],
      [
        rec({ title: 'Minelab GPZ 7000 Gold Metal Detector, ZVT Technology, 14" Super-D Coil', brand: 'Minelab', model: 'GPZ 7000', price: 'GH₵ 135,000' }),
        rec({ name: 'PACKING LIST PL-2291 CTN 5-6: METAL DETECTOR GPZ7000 ZVT 14IN COIL', mpn: '3720-0002', manufacturer: 'Minelab' }),
        rec({ title: 'Minelab GPZ7000 for sale, deep deep, ZVT, fairly used 1 season. Obuasi', brand: 'Minelab', model: 'GPZ7000', price: 'GH₵ 110,000' }),
      ],
      [
        rec({ title: 'Minelab SDC 2300 Folding Gold Detector, Waterproof, 8" Mono Coil', brand: 'Minelab', model: 'SDC 2300', price: 'GH₵ 52,000' }),
        rec({ name: 'PACKING LIST PL-2304 CTN 1: METAL DETECTOR SDC2300 FOLDING WPF', mpn: '3720-0003', manufacturer: 'Minelab' }),
        rec({ title: 'SDC 2300 minelab (di one wey dey fold), waterproof, gold detector. Telegram channel, Kumasi', model: 'SDC-2300', price: 'GH₵ 40,000' }),
      ],
    ],
  },
  {
    // One maker's head torches: 600 lm with the CORE battery, 450 lm on AAA cells, and the 350 lm entry model.
    kind: 'head torches by output and battery',
    variants: [
      [
        rec({ title: 'Petzl ACTIK CORE Headlamp 600 Lumens, Rechargeable CORE Battery, Black', brand: 'Petzl', model: 'E065AA00', price: '£64.95' }),
        rec({ name: 'Kili kit list (porter team B): head torch rechargeable 600lm — Petzl Actik Core x6', mpn: 'E065AA00', manufacturer: 'Petzl' }),
        rec({ title: 'Čelna svetilka Petzl Actik Core 600 lm, polnilna baterija, črna. Ljubljana', brand: 'Petzl', model: 'ACTIK CORE', price: '45 €' }),
      ],
      [
        rec({ title: 'Petzl ACTIK Headlamp 450 Lumens, 3 x AAA Batteries, Black', brand: 'Petzl', model: 'E063AA00', price: '£44.95' }),
        rec({ name: 'Kili kit list (porter team B): head torch 450lm AAA — Petzl Actik x10 + spare batteries', mpn: 'E063AA00', manufacturer: 'Petzl' }),
        rec({ title: 'Tochi ya kichwa Petzl Actik 450 lumens, betri AAA 3, mpya. Arusha (Kupatana)', brand: 'Petzl', model: 'Actik', price: 'TSh 120,000' }),
      ],
      [
        rec({ title: 'Petzl TIKKA Headlamp 350 Lumens, Hybrid Concept, Black', brand: 'Petzl', model: 'E061AA00', price: '£29.95' }),
        rec({ name: 'HEAD TORCH PETZL TIKKA 350LM BLK', mpn: 'E061AA00', price: '£21.50' }),
        rec({ title: 'Čelna lučka Petzl Tikka 350 lm, na baterije AAA, skoraj nova. Maribor', brand: 'Petzl', model: 'Tikka 350', price: '20 €' }),
      ],
    ],
  },
  {
    // One payment company's readers: the Air (pairs with a phone), the Solo (stand-alone, SIM), and the Solo with
    // its printer dock.
    kind: 'card readers by model and printer',
    variants: [
      [
        rec({ title: 'SumUp Air Card Reader - Contactless, Chip & PIN, Apple Pay, Bluetooth', brand: 'SumUp', model: 'Air', price: '£39.00' }),
        rec({ name: 'FIXED ASSET FA-0193: CARD READER SUMUP AIR (BT) - MARKET STALL', manufacturer: 'SumUp Payments Ltd', price: '£32.50' }),
        rec({ title: 'Kartenlesegerät SumUp Air, Bluetooth mit Handy, kaum benutzt. Leipzig', brand: 'SumUp', model: 'Air', price: '22 €' }),
      ],
      [
        rec({ title: 'SumUp Solo Card Reader - Standalone with SIM & WiFi, Touchscreen, Charging Station', brand: 'SumUp', model: 'Solo', price: '£79.00' }),
        rec({ name: 'CREDIT NOTE CN-2231: RETURNED 1 X SUMUP SOLO READER (SIM/WIFI) - FAULTY SCREEN', manufacturer: 'SumUp', price: '-£65.83' }),
        rec({ title: 'Kartenterminal SumUp Solo mit SIM, eigenständig ohne Handy, inkl. Ladestation. Dresden', brand: 'SumUp', model: 'SOLO', price: '45 €' }),
      ],
      [
        rec({ title: 'SumUp Solo & Printer Bundle - Standalone Card Reader with Receipt Printer Dock', brand: 'SumUp', model: 'Solo + Printer', price: '£139.00' }),
        rec({ name: 'FIXED ASSET FA-0207: SUMUP SOLO C/W PRINTER DOCK (RECEIPTS) - CAFE TILL 2', manufacturer: 'SumUp', price: '£115.83' }),
        rec({ title: 'SumUp Solo + Drucker (Belegdrucker-Dock), komplett, funktioniert. Chemnitz', brand: 'SumUp', model: 'Solo & Printer', price: '80 €' }),
      ],
    ],
  },
  {
    // One maker's line lasers: three-plane red, three-plane green, and the two-line cross laser with plumb points.
    kind: 'laser levels by lines and beam colour',
    variants: [
      [
        rec({ title: 'Bosch Professional GLL 3-80 C Line Laser, Red Beam, 12V, in L-BOXX', brand: 'Bosch Professional', model: 'GLL 3-80 C', price: '£459.00' }),
        rec({ name: 'SITE STOCKTAKE BLK C: LASER LEVEL 3X360 RED BOSCH GLL3-80C (TAG 0441)', mpn: '0601063R00', manufacturer: 'Bosch' }),
        rec({ title: 'Kipimo cha leza Bosch GLL 3-80 C, mwanga mwekundu, mistari 3 ya 360. Dar es Salaam', brand: 'Bosch', model: 'GLL3-80 C', price: 'TSh 1,150,000' }),
      ],
      [
        rec({ title: 'Bosch Professional GLL 3-80 CG Line Laser, Green Beam, 12V, in L-BOXX', brand: 'Bosch Professional', model: 'GLL 3-80 CG', price: '£589.00' }),
        rec({ name: 'HIRE DELIVERY NOTE DN 77310: 1 X LASER LEVEL GREEN 3X360 GLL3-80CG C/W TRIPOD (WEEKLY)', mpn: '0601063T00', manufacturer: 'Robert Bosch' }),
        rec({ title: 'Bosch GLL 3-80 CG green laser, 3 lines 360, with case, mint. Kupatana Mwanza', brand: 'Bosch', model: 'GLL 3-80CG', price: 'TSh 1,400,000' }),
      ],
      [
        rec({ title: 'Bosch Professional GCL 2-50 CG Combi Laser, Green Beam, Cross Lines + Plumb Points, 12V', brand: 'Bosch Professional', model: 'GCL 2-50 CG', price: '£399.00' }),
        rec({ name: 'SITE STOCKTAKE BLK C: CROSS LINE LASER GREEN + PLUMB PTS BOSCH GCL2-50CG (TAG 0457)', mpn: '0601066H00', manufacturer: 'Bosch' }),
        rec({ title: 'Bosch GCL 2-50 CG laser ya msalaba (cross), kijani, na pointi za plumb. Dodoma', brand: 'Bosch', model: 'GCL2-50 CG', price: 'TSh 950,000' }),
      ],
    ],
  },
  {
    // One maker's roof-prism binoculars of one line: 8x42, 10x42 and the compact 8x30.
    kind: 'binoculars by magnification and objective',
    variants: [
      [
        rec({ title: 'Nikon PROSTAFF P3 8x42 Waterproof Binoculars, Black', brand: 'Nikon', model: 'BAA911WA', price: 'R 3,499' }),
        rec({ name: 'LODGE EQUIPMENT COUNT (GAME DRIVE VEHICLES): BINOS NIKON PROSTAFF P3 8X42 - 6 OF 8 PRESENT', mpn: 'BAA911WA', manufacturer: 'Nikon Corporation' }),
        rec({ title: 'Nikon Prostaff P3 8x42 verkyker, waterdig, soos nuut met sak. Bob Shop, Nelspruit', brand: 'Nikon', model: 'Prostaff P3 8x42', price: 'R 2,200' }),
      ],
      [
        rec({ title: 'Nikon PROSTAFF P3 10x42 Waterproof Binoculars, Black', brand: 'Nikon', model: 'BAA912WA', price: 'R 3,799' }),
        rec({ name: 'LODGE EQUIPMENT COUNT (GUIDES): BINOS NIKON PROSTAFF P3 10X42 - 3 OF 3', mpn: 'BAA912WA', manufacturer: 'Nikon' }),
        rec({ title: 'Verkyker Nikon ProStaff P3 10 x 42, gebruik vir voëlkyk, goeie toestand. Hoedspruit', brand: 'Nikon', model: 'P3 10x42', price: 'R 2,400' }),
      ],
      [
        rec({ title: 'Nikon PROSTAFF P3 8x30 Compact Waterproof Binoculars, Black', brand: 'Nikon', model: 'BAA910WA', price: 'R 2,999' }),
        rec({ name: 'PROBATE INVENTORY ITEM 41: PAIR OF BINOCULARS, NIKON PROSTAFF P3 8X30, IN CASE', manufacturer: 'Nikon', price: '£90.00' }),
        rec({ title: 'Nikon Prostaff P3 8x30 compact binoculars, lightweight, barely used. Bob Shop, Stellenbosch', brand: 'Nikon', model: 'PROSTAFF P3 8X30', price: 'R 1,800' }),
      ],
    ],
  },
  {
    // One maker's freestanding dryers: 9 kg heat pump, 8 kg heat pump, and 9 kg condenser.
    kind: 'tumble dryers by drum and drying system',
    variants: [
      [
        rec({ title: 'Haier I-Pro Series 7 HD90-A2979 9kg Heat Pump Tumble Dryer, A++, White', brand: 'Haier', model: 'HD90-A2979', price: '£549.00' }),
        rec({ name: 'REMOVALS INVENTORY LOT 27 (UTILITY): TUMBLE DRYER HAIER 9KG HEAT PUMP WHT HD90A2979 - DISCONNECTED', manufacturer: 'Haier' }),
        rec({ title: 'Wärmepumpentrockner Haier HD90-A2979 9 kg A++ weiß — idealo Bestpreis 489,00 €', brand: 'Haier', model: 'HD90A2979', price: '489,00 €' }),
      ],
      [
        rec({ title: 'Haier I-Pro Series 7 HD80-A2979 8kg Heat Pump Tumble Dryer, A++, White', brand: 'Haier', model: 'HD80-A2979', price: '£499.00' }),
        rec({ name: 'REMOVALS INVENTORY LOT 31: DRYER 8KG HEAT PUMP HAIER (HD80-A2979), WHITE', manufacturer: 'Haier' }),
        rec({ title: 'Wärmepumpentrockner Haier HD80-A2979 8kg, A++, weiß — Preisvergleich ab 449,00 €', brand: 'Haier', model: 'HD80 A2979', price: '449,00 €' }),
      ],
      [
        rec({ title: 'Haier HD90-A636 9kg Condenser Tumble Dryer, Sensor Dry, White', brand: 'Haier', model: 'HD90-A636', price: '£349.00' }),
        rec({ name: 'TUMBLE DRYER COND 9KG HAIER HD90A636 WHT (HOUSE CLEARANCE, WORKING)', manufacturer: 'Haier', price: '£120.00' }),
        rec({ title: 'Kondenstrockner Haier HD90-A636 9 kg weiß — idealo ab 329,00 €', brand: 'Haier', model: 'HD90-A636', price: '329,00 €' }),
      ],
    ],
  },
];
