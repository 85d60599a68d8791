// Held-out pair set 17, product_electronics (see bench/pairs/heldout17.ts): hearing aids by technology level, solar
// charge controllers by voltage and current, prepaid electricity meters by phase, solar borehole pumps by head,
// satellite phones by model, single-board computers by memory, electric fence energisers by output, and desktop 3D
// printers by model; each as a shop, pharmacy, installer or marketplace title, a tender, customs, distributor or
// retailer-SKU line in caps, and a third source (a classified ad, a tender line "… or equivalent", a utility's
// stores list, French, Portuguese, Afrikaans, Swahili, Hausa, German).
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS17: readonly Family[] = [
  {
    // One maker's receiver-in-canal hearing aids of one platform at three technology levels (90, 70, 50).
    kind: 'hearing aids by technology level',
    variants: [
      [
        rec({ title: 'Phonak Audéo Lumity L90-R Rechargeable RIC Hearing Aid, Single, Sand Beige', brand: 'Phonak', model: 'Audéo L90-R', price: '£2,195.00' }),
        rec({ title: 'PHONAK AUDEO L90-R RIC RECH P1 SAND (SKU HA-PH-4471)', model: 'AUDEO L90R', price: 'EUR 1,640.00' }),
        rec({ title: 'Aide auditive Phonak Audéo Lumity 90 rechargeable, contour à écouteur déporté, beige sable, à l\'unité', brand: 'Phonak', model: 'L90-R', price: '1 890,00 €' }),
      ],
      [
        rec({ title: 'Phonak Audéo Lumity L70-R Rechargeable RIC Hearing Aid, Single, Sand Beige', brand: 'Phonak', model: 'Audéo L70-R', price: '£1,745.00' }),
        rec({ title: 'PHONAK AUDEO L70-R RIC RECH P1 SAND (SKU HA-PH-4472)', model: 'AUDEO L70R', price: 'EUR 1,290.00' }),
        rec({ title: 'Aide auditive Phonak Audéo Lumity 70 rechargeable, contour à écouteur déporté, beige sable, à l\'unité', brand: 'Phonak', model: 'L70-R', price: '1 490,00 €' }),
      ],
      [
        rec({ title: 'Phonak Audéo Lumity L50-R Rechargeable RIC Hearing Aid, Single, Sand Beige', brand: 'Phonak', model: 'Audéo L50-R', price: '£1,345.00' }),
        rec({ title: 'PHONAK AUDEO L50-R RIC RECH P1 SAND (SKU HA-PH-4473)', model: 'AUDEO L50R', price: 'EUR 980.00' }),
        rec({ title: 'Aide auditive Phonak Audéo Lumity 50 rechargeable, contour à écouteur déporté, beige sable, à l\'unité', brand: 'Phonak', model: 'L50-R', price: '1 150,00 €' }),
      ],
    ],
  },
  {
    // One maker's MPPT solar charge controllers: 100 V / 20 A, 100 V / 30 A and 150 V / 35 A.
    kind: 'solar charge controllers by voltage and current',
    variants: [
      [
        rec({ title: 'Victron SmartSolar MPPT 100/20 Solar Charge Controller 12/24/48V, Bluetooth', brand: 'Victron Energy', model: 'SCC110020160R', price: 'KSh 21,500' }),
        rec({ title: 'VICTRON CHRG CTRL MPPT 100/20 48V BT SCC110020160R (HS 8504.40)', model: 'SCC 110020160R', price: 'USD 118.00' }),
        rec({ title: 'Victron 100/20 MPPT charge controller, bluetooth, for 12v or 24v system, mpya. Luthuli Avenue', brand: 'Victron', model: 'SmartSolar 100/20', price: 'KSh 19,000' }),
      ],
      [
        rec({ title: 'Victron SmartSolar MPPT 100/30 Solar Charge Controller 12/24V, Bluetooth', brand: 'Victron Energy', model: 'SCC110030210', price: 'KSh 27,900' }),
        rec({ title: 'VICTRON CHRG CTRL MPPT 100/30 12/24V BT SCC110030210 (HS 8504.40)', model: 'SCC 110030210', price: 'USD 152.00' }),
        rec({ title: 'Victron 100/30 MPPT charge controller, bluetooth, 30 amps, for 12v/24v, mpya. Luthuli Avenue', brand: 'Victron', model: 'SmartSolar 100/30', price: 'KSh 25,000' }),
      ],
      [
        rec({ title: 'Victron SmartSolar MPPT 150/35 Solar Charge Controller 12/24/36/48V, Bluetooth', brand: 'Victron Energy', model: 'SCC115035210', price: 'KSh 41,000' }),
        rec({ title: 'VICTRON CHRG CTRL MPPT 150/35 48V BT SCC115035210 (HS 8504.40)', model: 'SCC 115035210', price: 'USD 226.00' }),
        rec({ title: 'Victron 150/35 MPPT charge controller, bluetooth, 150V PV input, 35A, mpya. Luthuli Avenue', brand: 'Victron', model: 'SmartSolar 150/35', price: 'KSh 37,500' }),
      ],
    ],
  },
  {
    // One maker's keypad prepayment electricity meters: single-phase split, single-phase DIN-rail and three-phase.
    kind: 'prepaid electricity meters by phase',
    variants: [
      [
        rec({ title: 'Hexing HXE110-KP Single Phase STS Prepayment Meter, Split Type with Keypad CIU', brand: 'Hexing', model: 'HXE110-KP', price: '₦68,000' }),
        rec({ title: 'METER PREPAID 1PH SPLIT STS HXE110KP C/W CIU (DISCO STORES 4021187)', model: 'HXE110KP', price: '₦61,500' }),
        rec({ title: 'Mita mai katin waya, fes daya, Hexing HXE110-KP, tare da keypad, sabo. Kantin Kwari', model: 'HXE 110 KP', price: '₦70,000' }),
      ],
      [
        rec({ title: 'Hexing HXE115-KP Single Phase STS Prepayment Meter, DIN Rail, Keypad on Meter', brand: 'Hexing', model: 'HXE115-KP', price: '₦59,000' }),
        rec({ title: 'METER PREPAID 1PH DIN RAIL STS HXE115KP (DISCO STORES 4021189)', model: 'HXE115KP', price: '₦53,800' }),
        rec({ title: 'Mita mai katin waya, fes daya, Hexing HXE115-KP, mai keypad a jiki, sabo. Kantin Kwari', model: 'HXE 115 KP', price: '₦60,000' }),
      ],
      [
        rec({ title: 'Hexing HXE310-KP Three Phase STS Prepayment Meter, Split Type with Keypad CIU', brand: 'Hexing', model: 'HXE310-KP', price: '₦185,000' }),
        rec({ title: 'METER PREPAID 3PH SPLIT STS HXE310KP C/W CIU (DISCO STORES 4021193)', model: 'HXE310KP', price: '₦172,400' }),
        rec({ title: 'Mita mai katin waya, fes uku, Hexing HXE310-KP, tare da keypad, sabo. Kantin Kwari', model: 'HXE 310 KP', price: '₦190,000' }),
      ],
    ],
  },
  {
    // One maker's solar submersible borehole pump systems of one line: a 50 m, a 140 m and a 120 m maximum head (a
    // buyer picks by borehole depth and daily volume); each is its own controller-and-pump-end system.
    kind: 'solar borehole pumps by head',
    variants: [
      [
        rec({ title: 'Lorentz PS2-150 C-SJ5-8 Solar Submersible Pump System, 50 m max head', brand: 'Lorentz', model: 'PS2-150 C-SJ5-8', price: 'R38,900.00' }),
        rec({ title: 'LORENTZ PUMP SOLAR SUBM PS2-150 CSJ5-8 SYS (TENDER ITEM 14)', model: 'PS2150 CSJ58', price: 'USD 2,050.00' }),
        rec({ title: 'Solar submersible pump set, max head 50 m, 3-5 m3/day — Lorentz PS2-150 C-SJ5-8 or equivalent, 1 No.', model: 'PS2-150 C-SJ5-8' }),
      ],
      [
        rec({ title: 'Lorentz PS2-600 HR-07 Solar Submersible Pump System, 140 m max head', brand: 'Lorentz', model: 'PS2-600 HR-07', price: 'R61,500.00' }),
        rec({ title: 'LORENTZ PUMP SOLAR SUBM PS2-600 HR07 SYS (TENDER ITEM 15)', model: 'PS2600 HR07', price: 'USD 3,240.00' }),
        rec({ title: 'Solar submersible pump set, max head 140 m, helical rotor — Lorentz PS2-600 HR-07 or equivalent, 1 No.', model: 'PS2-600 HR-07' }),
      ],
      [
        rec({ title: 'Lorentz PS2-1800 C-SJ8-15 Solar Submersible Pump System, 120 m max head', brand: 'Lorentz', model: 'PS2-1800 C-SJ8-15', price: 'R94,000.00' }),
        rec({ title: 'LORENTZ PUMP SOLAR SUBM PS2-1800 CSJ8-15 SYS (TENDER ITEM 16)', model: 'PS21800 CSJ815', price: 'USD 4,960.00' }),
        rec({ title: 'Solar submersible pump set, max head 120 m, 8-15 m3/day — Lorentz PS2-1800 C-SJ8-15 or equivalent, 2 No.', model: 'PS2-1800 C-SJ8-15' }),
      ],
    ],
  },
  {
    // One network's handheld satellite phones: the basic one, the rugged one and the Android smartphone.
    kind: 'satellite phones by model',
    variants: [
      [
        rec({ title: 'Thuraya XT-LITE Satellite Phone, Dual Mode Ready, with Charger', brand: 'Thuraya', model: 'XT-LITE', price: '$549.00' }),
        rec({ title: 'THURAYA SAT PHONE XTLITE HANDHELD C/W CHGR (HS 8517.13) 1 UNIT', model: 'XTLITE', price: 'USD 512.00' }),
        rec({ title: 'Téléphone satellite Thuraya XT-Lite, neuf sous emballage, idéal pour chantier en brousse. Bamako', model: 'XT Lite', price: '320 000 FCFA' }),
      ],
      [
        rec({ title: 'Thuraya XT-PRO Satellite Phone, GPS and SOS Button, IP55', brand: 'Thuraya', model: 'XT-PRO', price: '$899.00' }),
        rec({ title: 'THURAYA SAT PHONE XTPRO GPS SOS IP55 (HS 8517.13) 1 UNIT', model: 'XTPRO', price: 'USD 846.00' }),
        rec({ title: 'Téléphone satellite Thuraya XT-PRO avec GPS et bouton SOS, très bon état. Bamako', model: 'XT Pro', price: '450 000 FCFA' }),
      ],
      [
        rec({ title: 'Thuraya X5-Touch Satellite and GSM Android Smartphone, 5.2"', brand: 'Thuraya', model: 'X5-Touch', price: '$1,399.00' }),
        rec({ title: 'THURAYA SAT PHONE X5TOUCH ANDROID DUAL SIM (HS 8517.13) 1 UNIT', model: 'X5TOUCH', price: 'USD 1,310.00' }),
        rec({ title: 'Smartphone satellite Thuraya X5-Touch Android, double SIM, comme neuf. Bamako', model: 'X5 Touch', price: '780 000 FCFA' }),
      ],
    ],
  },
  {
    // One single-board computer in its three memory sizes: 2 GB, 4 GB and 8 GB.
    kind: 'single-board computers by memory',
    variants: [
      [
        rec({ title: 'Raspberry Pi 4 Model B 2GB RAM Single Board Computer', brand: 'Raspberry Pi', model: 'SC0193', price: '£45.00' }),
        rec({ title: 'RPI 4 MOD B 2GB SBC SC0193 (RETAILER SKU 180-3721)', model: 'SC 0193', price: '£39.60' }),
        rec({ title: 'Raspberry Pi 4B 2 GB, nur einmal eingeschaltet, mit Originalkarton. Abholung Köln-Ehrenfeld', brand: 'Raspberry Pi', model: 'Pi 4 B 2GB', price: '35 €' }),
      ],
      [
        rec({ title: 'Raspberry Pi 4 Model B 4GB RAM Single Board Computer', brand: 'Raspberry Pi', model: 'SC0194', price: '£55.00' }),
        rec({ title: 'RPI 4 MOD B 4GB SBC SC0194 (RETAILER SKU 180-3722)', model: 'SC 0194', price: '£48.40' }),
        rec({ title: 'Raspberry Pi 4B 4 GB, wenig benutzt, mit Originalkarton. Abholung Köln-Ehrenfeld', brand: 'Raspberry Pi', model: 'Pi 4 B 4GB', price: '45 €' }),
      ],
      [
        rec({ title: 'Raspberry Pi 4 Model B 8GB RAM Single Board Computer', brand: 'Raspberry Pi', model: 'SC0195', price: '£75.00' }),
        rec({ title: 'RPI 4 MOD B 8GB SBC SC0195 (RETAILER SKU 180-3723)', model: 'SC 0195', price: '£66.00' }),
        rec({ title: 'Raspberry Pi 4B 8 GB, neuwertig, mit Originalkarton und Kühlkörper. Abholung Köln-Ehrenfeld', brand: 'Raspberry Pi', model: 'Pi 4 B 8GB', price: '62 €' }),
      ],
    ],
  },
  {
    // One South African maker's mains electric-fence energisers by output: 3 joule, 8 joule and 15 joule.
    kind: 'electric fence energisers by output',
    variants: [
      [
        rec({ title: 'Veldwag Guardian 3J Electric Fence Energiser, 230V, 10 km fence', brand: 'Veldwag', model: 'VG-3J-230', price: 'R2,450.00' }),
        rec({ title: 'VELDWAG ENERGISER 3J 230V GUARDIAN VG3J230 EA', model: 'VG3J230', price: 'R1,980.00' }),
        rec({ title: 'Veldwag Guardian 3 joule elektriese heining energieser, 230V, so goed as nuut. Polokwane', model: 'Guardian 3J', price: 'R1,400' }),
      ],
      [
        rec({ title: 'Veldwag Guardian 8J Electric Fence Energiser, 230V, 30 km fence', brand: 'Veldwag', model: 'VG-8J-230', price: 'R4,150.00' }),
        rec({ title: 'VELDWAG ENERGISER 8J 230V GUARDIAN VG8J230 EA', model: 'VG8J230', price: 'R3,360.00' }),
        rec({ title: 'Veldwag Guardian 8 joule elektriese heining energieser, 230V, werk perfek. Polokwane', model: 'Guardian 8J', price: 'R2,500' }),
      ],
      [
        rec({ title: 'Veldwag Guardian 15J Electric Fence Energiser, 230V, 60 km fence', brand: 'Veldwag', model: 'VG-15J-230', price: 'R6,900.00' }),
        rec({ title: 'VELDWAG ENERGISER 15J 230V GUARDIAN VG15J230 EA', model: 'VG15J230', price: 'R5,590.00' }),
        rec({ title: 'Veldwag Guardian 15 joule elektriese heining energieser, vir wildplaas, werk perfek. Polokwane', model: 'Guardian 15J', price: 'R4,200' }),
      ],
    ],
  },
  {
    // One maker's desktop FDM 3D printers: two bed-slinger generations and the larger cube frame.
    kind: 'desktop 3D printers by model',
    variants: [
      [
        rec({ title: 'Creality Ender-3 V2 3D Printer, 220 x 220 x 250 mm, Silent Mainboard', brand: 'Creality', model: 'Ender-3 V2', price: 'R4,999.00' }),
        rec({ title: 'CREALITY 3D PRINTER ENDER3 V2 FDM 220X220 (SKU CR-1001020)', model: 'ENDER3V2', price: 'USD 189.00' }),
        rec({ title: 'Impressora 3D Creality Ender 3 V2, usada, a funcionar bem, com bobina de PLA. Maputo', model: 'Ender 3 V2', price: '14.500 MT' }),
      ],
      [
        rec({ title: 'Creality Ender-3 V3 SE 3D Printer, 220 x 220 x 250 mm, Auto Levelling', brand: 'Creality', model: 'Ender-3 V3 SE', price: 'R5,499.00' }),
        rec({ title: 'CREALITY 3D PRINTER ENDER3 V3 SE FDM 220X220 (SKU CR-1001190)', model: 'ENDER3V3SE', price: 'USD 199.00' }),
        rec({ title: 'Impressora 3D Creality Ender 3 V3 SE, nivelamento automático, quase nova. Maputo', model: 'Ender 3 V3 SE', price: '16.000 MT' }),
      ],
      [
        rec({ title: 'Creality Ender-5 S1 3D Printer, 220 x 220 x 280 mm, Cube Frame, Direct Drive', brand: 'Creality', model: 'Ender-5 S1', price: 'R9,999.00' }),
        rec({ title: 'CREALITY 3D PRINTER ENDER5 S1 FDM 220X220 CUBE (SKU CR-1001112)', model: 'ENDER5S1', price: 'USD 379.00' }),
        rec({ title: 'Impressora 3D Creality Ender 5 S1, estrutura cúbica, usada poucas horas. Maputo', model: 'Ender 5 S1', price: '27.000 MT' }),
      ],
    ],
  },
];
