// Held-out pair set 27, product_electronics (see bench/pairs/heldout27.ts): carbon monoxide alarms by model and
// display, tyre inflators by power source, hot-melt glue guns by model, kitchen scales by model and capacity, blood
// glucose meters by model, blood pressure monitors by model and cuff, stud and wire detectors by model, and damp and
// moisture meters by model; each as a maker's or shop's title, a second source under other field names (`name`,
// `mpn`, `manufacturer`) — a landlord's safety-check sheet, a tyre bay's van stock list, a makerspace inventory, a
// catering college's equipment order, a community health volunteer's kit list, a care agency's loan log, a tool
// library's loan register, a damp surveyor's kit list — and a third source (an Allegro or OLX Poland post, a
// Kleinanzeigen, Subito, Jumia, Jiji Ghana or Takealot line; Polish, German, Italian, Swahili, Hausa, Twi, isiZulu or
// Afrikaans wording). The brands are real; their model and part codes are the shape the makers use, written from
// memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS27: readonly Family[] = [
  {
    // One maker's CO alarms: the sealed 10-year CO-9D, the same sensor with a digital display (CO-9D-DP), and the
    // AA-battery CO-9X.
    kind: 'carbon monoxide alarms by model and display',
    variants: [
      [
        rec({ title: 'FireAngel CO-9D Carbon Monoxide Alarm, 10 Year Sealed Battery, EN50291', brand: 'FireAngel', model: 'CO-9D', price: '£24.99' }),
        rec({ name: 'LANDLORD SAFETY CHECK 2024/117 (FLAT 3, 14 ASHGROVE RD): CO ALARM FITTED BOILER CUPBD - FIREANGEL CO9D 10YR SEALED, TESTED', mpn: 'CO9D', manufacturer: 'FireAngel Safety Technology' }),
        rec({ title: 'Czujnik czadu FireAngel CO-9D, bateria 10 lat, nowy w folii — OLX Kraków', brand: 'FireAngel', model: 'CO 9D', price: '89 zł' }),
      ],
      [
        rec({ title: 'FireAngel CO-9D-DP Carbon Monoxide Alarm with Digital Display, 10 Year Sealed Battery', brand: 'FireAngel', model: 'CO-9D-DP', price: '£32.99' }),
        rec({ name: 'LANDLORD SAFETY CHECK 2024/121: CO ALARM W/ DIGITAL DISPLAY FIREANGEL CO-9D-DP, KITCHEN, REPLACED OLD UNIT', mpn: 'CO-9D-DPT', manufacturer: 'FireAngel' }),
        rec({ title: 'Czujnik tlenku węgla FireAngel z wyświetlaczem (CO-9D-DP), 10 lat — Allegro', model: 'CO9D-DP', price: '129 zł' }),
      ],
      [
        rec({ title: 'FireAngel CO-9X Carbon Monoxide Alarm, Replaceable AA Batteries, 7 Year Sensor', brand: 'FireAngel', model: 'CO-9X', price: '£17.99' }),
        rec({ name: 'LANDLORD SAFETY CHECK 2024/130: CO ALARM FIREANGEL CO-9X (2XAA, CHANGED BATTS) LOUNGE GAS FIRE', mpn: 'CO-9X-10', manufacturer: 'Fire Angel' }),
        rec({ title: 'Czujnik czadu FireAngel CO-9X na baterie AA — OLX Gdańsk', brand: 'Fireangel', model: 'CO9X', price: '45 zł' }),
      ],
    ],
  },
  {
    // One maker's inflators: the 18 V cordless R18I body only, the 18 V multi inflator R18MI (high volume + pressure),
    // and the mains-and-12 V R18I kit with a 2.0 Ah battery.
    kind: 'tyre inflators by power source and kit',
    variants: [
      [
        rec({ title: 'Ryobi R18I-0 18V ONE+ Cordless Tyre Inflator (Body Only)', brand: 'Ryobi', model: 'R18I-0', price: 'R 1,199' }),
        rec({ name: 'TYRE BAY VAN STOCK LIST (VAN 2, MOBILE FITMENT JHB SOUTH) #V2-31: INFLATOR CORDLESS RYOBI R18I BARE - NO BATT', mpn: 'R18I0', manufacturer: 'Ryobi / TTI' }),
        rec({ title: 'Ryobi One+ tyre pump R18I, body only (geen battery), werk 100%. Takealot-verkoper Alberton', brand: 'RYOBI', model: 'R18I', price: 'R 700' }),
      ],
      [
        rec({ title: 'Ryobi R18MI-0 18V ONE+ Cordless Multi Inflator, High Volume & High Pressure (Body Only)', brand: 'Ryobi', model: 'R18MI-0', price: 'R 1,599' }),
        rec({ name: 'TYRE BAY VAN STOCK LIST #V2-32: MULTI INFLATOR RYOBI R18MI (HI VOL + HI PRESS) BARE', mpn: 'R18MI-0', manufacturer: 'Ryobi' }),
        rec({ title: 'Ryobi multi inflator R18MI vir matrasse én bande, sonder battery. Gumtree Roodepoort', model: 'R18 MI', price: 'R 950' }),
      ],
      [
        rec({ title: 'Ryobi R18I-120G 18V ONE+ Cordless Tyre Inflator Kit, 1 x 2.0Ah Battery + Charger', brand: 'Ryobi', model: 'R18I-120G', price: 'R 2,299' }),
        rec({ name: 'TYRE BAY VAN STOCK LIST #V2-33: INFLATOR KIT RYOBI R18I C/W 2.0AH BATT + CHGR', mpn: 'R18I-120G', manufacturer: 'Ryobi' }),
        rec({ title: 'Isiphampu samasondo Ryobi R18I nebhethri 2Ah neshaja (kit), Durban', brand: 'Ryobi', model: 'R18I 120G', price: 'R 1,400' }),
      ],
    ],
  },
  {
    // One maker's hot-melt glue tools: the PKP 18 E corded gun, the cordless Gluey pen, and the cordless GluePen.
    kind: 'hot-melt glue guns by model',
    variants: [
      [
        rec({ title: 'Bosch PKP 18 E Hot Glue Gun, 200W, 11mm Sticks', brand: 'Bosch', model: 'PKP 18 E', price: '£27.99' }),
        rec({ name: 'MAKERSPACE INVENTORY (LEEDS HACKSPACE) TOOL WALL B-07: GLUE GUN BOSCH PKP18E CORDED 11MM', mpn: '0603264508', manufacturer: 'Robert Bosch' }),
        rec({ title: 'Heißklebepistole Bosch PKP 18 E, 11 mm, kaum benutzt — Kleinanzeigen Köln', brand: 'Bosch', model: 'PKP18E', price: '15 €' }),
      ],
      [
        rec({ title: 'Bosch Gluey Cordless Hot Glue Pen, 3.6V, Ice Blue, 7mm Mini Sticks', brand: 'Bosch', model: 'Gluey', price: '£24.99' }),
        rec({ name: 'MAKERSPACE INVENTORY TOOL WALL B-08: GLUE PEN BOSCH GLUEY (USB CHARGE) 7MM MINI STICKS', mpn: '06032A2100', manufacturer: 'Bosch' }),
        rec({ title: 'Heißklebestift Bosch Gluey, Akku, blau, mit Sticks — Kleinanzeigen Bonn', model: 'Gluey blau', price: '12 €' }),
      ],
      [
        rec({ title: 'Bosch GluePen Cordless Hot Glue Pen, 3.6V Li-Ion, 7mm Sticks', brand: 'Bosch', model: 'GluePen', price: '£34.99' }),
        rec({ name: 'MAKERSPACE INVENTORY TOOL WALL B-09: CORDLESS GLUE PEN BOSCH (GLUEPEN) 3.6V LI-ION', mpn: '06032A2000', manufacturer: 'Bosch Power Tools' }),
        rec({ title: 'Bosch Akku-Heißklebestift GluePen 3,6 V, grün, OVP — Kleinanzeigen Düsseldorf', brand: 'Bosch', model: 'Glue Pen', price: '20 €' }),
      ],
    ],
  },
  {
    // One maker's kitchen scales: the Aquatronic glass scale (5 kg), the Ultra Slim (5 kg), and the Max (10 kg).
    kind: 'kitchen scales by model and capacity',
    variants: [
      [
        rec({ title: 'Salter 1066 BKDR Aquatronic Glass Electronic Kitchen Scale, 5kg, Black', brand: 'Salter', model: '1066 BKDR', price: '£19.99' }),
        rec({ name: 'CATERING COLLEGE EQUIPMENT ORDER CE/24/09 (PASTRY KITCHEN) L.4: SCALE DIGITAL SALTER AQUATRONIC 5KG BLK X6', mpn: '1066BKDR', manufacturer: 'Salter Housewares' }),
        rec({ title: 'Bilancia da cucina Salter Aquatronic 1066, vetro nero, max 5 kg — Subito Milano', brand: 'Salter', model: '1066', price: '12 €' }),
      ],
      [
        rec({ title: 'Salter 1036 WHSSDR Ultra Slim Electronic Kitchen Scale, 5kg, White/Silver', brand: 'Salter', model: '1036 WHSSDR', price: '£14.99' }),
        rec({ name: 'CATERING COLLEGE EQUIPMENT ORDER CE/24/09 L.5: SCALE ULTRA SLIM SALTER 1036 WHT 5KG X4', mpn: '1036 WHSSDR', manufacturer: 'Salter' }),
        rec({ title: 'Bilancia Salter ultra sottile bianca 5kg (1036) — Subito Torino', model: 'Ultra Slim 1036', price: '8 €' }),
      ],
      [
        rec({ title: 'Salter 1064 BKDR Max Electronic Kitchen Scale, 10kg Capacity, Black', brand: 'Salter', model: '1064 BKDR', price: '£24.99' }),
        rec({ name: 'CATERING COLLEGE EQUIPMENT ORDER CE/24/09 L.6: SCALE 10KG SALTER MAX (BULK WEIGH) BLK X2', mpn: '1064-BKDR', manufacturer: 'Salter' }),
        rec({ title: 'Bilancia Salter Max 10 kg, nera, per impasti — Subito Bologna', brand: 'Salter', model: 'Max 1064', price: '15 €' }),
      ],
    ],
  },
  {
    // One maker's blood glucose meters: the Instant, the Guide, and the Performa.
    kind: 'blood glucose meters by model',
    variants: [
      [
        rec({ title: 'Accu-Chek Instant Blood Glucose Meter Kit (mg/dL), with FastClix Lancing Device', brand: 'Accu-Chek', model: 'Instant', price: 'KSh 3,450' }),
        rec({ name: 'CHV KIT LIST (KIBERA CU, VOLUNTEER 14): GLUCOMETER ACCU CHEK INSTANT + 10 STRIPS + LANCETS', mpn: '08269718', manufacturer: 'Roche Diabetes Care' }),
        rec({ title: 'Kipimo cha sukari Accu-Chek Instant, kipya, na strips 10 — Jumia Kenya', brand: 'Accu Chek', model: 'Instant', price: 'KSh 2,900' }),
      ],
      [
        rec({ title: 'Accu-Chek Guide Blood Glucose Meter Kit (mmol/L), Bluetooth, Spill-Resistant Vial', brand: 'Accu-Chek', model: 'Guide', price: 'KSh 4,200' }),
        rec({ name: 'CHV KIT LIST VOLUNTEER 15: GLUCOMETER ACCUCHEK GUIDE (BT) + 25 STRIPS', mpn: '07454011', manufacturer: 'Roche' }),
        rec({ title: 'Glucometer Accu-Chek Guide yenye bluetooth, mmol/L — Jumia Kenya', model: 'Accu-Chek Guide', price: 'KSh 3,800' }),
      ],
      [
        rec({ title: 'Accu-Chek Performa Blood Glucose Meter Kit (mmol/L), Multiclix Lancing Device', brand: 'Accu-Chek', model: 'Performa', price: 'KSh 2,650' }),
        rec({ name: 'CHV KIT LIST VOLUNTEER 16: GLUCOMETER ACCU-CHEK PERFORMA (OLD STOCK) + MULTICLIX', mpn: '05894964', manufacturer: 'Roche Diagnostics' }),
        rec({ title: 'Accu Chek Performa, mashine ya kupima sukari, imetumika kidogo — Jiji Mombasa', brand: 'Accu-Chek', model: 'Performa', price: 'KSh 1,500' }),
      ],
    ],
  },
  {
    // One maker's blood pressure monitors: the upper-arm M2, the upper-arm M3 Comfort, and the RS2 wrist monitor.
    kind: 'blood pressure monitors by model and cuff',
    variants: [
      [
        rec({ title: 'OMRON M2 Upper Arm Blood Pressure Monitor, 22-32cm Cuff, HEM-7143-E', brand: 'OMRON', model: 'HEM-7143-E', price: '£39.99' }),
        rec({ name: 'CARE AGENCY LOAN LOG (HOMECARE LUTON) #L-2207: BP MACHINE OMRON M2 UPPER ARM - CLIENT T.A., RETURNED', mpn: 'HEM7143E', manufacturer: 'Omron Healthcare' }),
        rec({ title: 'Na\'urar auna hawan jini OMRON M2 ta hannu (upper arm), sabuwa — Jumia Kano', brand: 'Omron', model: 'M2', price: '₦38,000' }),
      ],
      [
        rec({ title: 'OMRON M3 Comfort Upper Arm Blood Pressure Monitor, Intelli Wrap Cuff 22-42cm, HEM-7155-E', brand: 'OMRON', model: 'HEM-7155-E', price: '£69.99' }),
        rec({ name: 'CARE AGENCY LOAN LOG #L-2214: BP MONITOR OMRON M3 COMFORT (WRAP CUFF, LARGE ARM)', mpn: 'HEM-7155-E', manufacturer: 'Omron' }),
        rec({ title: 'OMRON M3 Comfort BP monitor, Intelli Wrap, complete — Jiji Abuja', brand: 'Omron', model: 'M3 Comfort', price: '₦62,000' }),
      ],
      [
        rec({ title: 'OMRON RS2 Wrist Blood Pressure Monitor, 13.5-21.5cm Cuff, HEM-6161-E', brand: 'OMRON', model: 'HEM-6161-E', price: '£29.99' }),
        rec({ name: 'CARE AGENCY LOAN LOG #L-2219: BP MONITOR WRIST OMRON RS2', mpn: 'HEM6161E', manufacturer: 'Omron Healthcare UK' }),
        rec({ title: 'Omron RS2 na wuyan hannu (wrist) BP monitor, batir 2 AAA — Jiji Kaduna', model: 'RS 2', price: '₦25,000' }),
      ],
    ],
  },
  {
    // One maker's detectors: the Truvo (DIY, metal and live wire), the GMS 120 Professional, and the
    // UniversalDetect.
    kind: 'stud and wire detectors by model',
    variants: [
      [
        rec({ title: 'Bosch Truvo Multi-Detector for Metal and Live Wires, up to 70mm', brand: 'Bosch', model: 'Truvo', price: 'GH₵ 450' }),
        rec({ name: 'TOOL LIBRARY LOAN REGISTER (OSU COMMUNITY TOOLSHED) T-088: DETECTOR BOSCH TRUVO (METAL/LIVE WIRE)', mpn: '0603681200', manufacturer: 'Bosch' }),
        rec({ title: 'Bosch Truvo detector, ɛhwehwɛ dadeɛ ne anyinam ahoɔden wɔ ɔfasuo mu — Jiji Accra', brand: 'BOSCH', model: 'Truvo', price: 'GH₵ 300' }),
      ],
      [
        rec({ title: 'Bosch Professional GMS 120 Multi-Detector, Metal 120mm, Wood 38mm, Live Wire 50mm', brand: 'Bosch Professional', model: 'GMS 120', price: 'GH₵ 1,350' }),
        rec({ name: 'TOOL LIBRARY LOAN REGISTER T-091: WALL SCANNER BOSCH GMS120 PROF (WOOD/METAL/LIVE)', mpn: '0601081000', manufacturer: 'Robert Bosch GmbH' }),
        rec({ title: 'Bosch GMS120 professional wall scanner, blue, with pouch — Jiji Tema', model: 'GMS-120', price: 'GH₵ 850' }),
      ],
      [
        rec({ title: 'Bosch UniversalDetect Digital Detector, Metal, Wood and Live Wire, with Display', brand: 'Bosch', model: 'UniversalDetect', price: 'GH₵ 780' }),
        rec({ name: 'TOOL LIBRARY LOAN REGISTER T-095: DETECTOR BOSCH UNIVERSAL DETECT (GREEN, LCD)', mpn: '0603681300', manufacturer: 'Bosch' }),
        rec({ title: 'Bosch Universal Detect (green one, screen) stud finder — Jiji Kumasi', brand: 'Bosch', model: 'Universal Detect', price: 'GH₵ 500' }),
      ],
    ],
  },
  {
    // One maker's damp meters: the Mini pin meter, the Surveymaster (pin + search mode), and the Aquant non-invasive
    // meter.
    kind: 'damp and moisture meters by model',
    variants: [
      [
        rec({ title: 'Protimeter Mini Moisture Meter, Pin Type, Wood Moisture Equivalent, BLD2000', brand: 'Protimeter', model: 'BLD2000', price: '£159.00' }),
        rec({ name: 'DAMP SURVEYOR KIT LIST (PENNINE PROPERTY SURVEYS) ITEM 3: PROTIMETER MINI PIN METER, CALIB CHECKED 03/24', mpn: 'BLD2000', manufacturer: 'Amphenol / Protimeter' }),
        rec({ title: 'Protimeter Mini vogmeter (penne), met kalibrasie-blok — Gumtree Kaapstad', brand: 'Protimeter', model: 'Mini', price: 'R 1,900' }),
      ],
      [
        rec({ title: 'Protimeter Surveymaster Dual Function Moisture Meter, Pin and Search Modes, BLD5365', brand: 'Protimeter', model: 'BLD5365', price: '£399.00' }),
        rec({ name: 'DAMP SURVEYOR KIT LIST ITEM 4: PROTIMETER SURVEYMASTER (PIN + SEARCH), CASE, DEEP WALL PROBES', mpn: 'BLD 5365', manufacturer: 'Protimeter' }),
        rec({ title: 'Protimeter Surveymaster damp meter, tweefunksie, in tas — Gumtree Somerset West', model: 'Survey Master', price: 'R 4,500' }),
      ],
      [
        rec({ title: 'Protimeter Aquant Non-Invasive Moisture Meter, Search Mode Only, BLD5765', brand: 'Protimeter', model: 'BLD5765', price: '£249.00' }),
        rec({ name: 'DAMP SURVEYOR KIT LIST ITEM 5: PROTIMETER AQUANT (NON-INVASIVE, NO PINS)', mpn: 'BLD5765', manufacturer: 'Protimeter plc' }),
        rec({ title: 'Protimeter Aquant vogmeter sonder penne (nie-indringend) — Gumtree Pretoria', brand: 'Protimeter', model: 'Aquant', price: 'R 2,800' }),
      ],
    ],
  },
];
