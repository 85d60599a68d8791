// Held-out pair set 30, product_electronics (see bench/pairs/heldout30.ts): pocket pH testers by model, handheld
// anemometers by model, analogue desktop synthesizers by model, epilators by model, digital oscilloscopes by model
// and bandwidth, two-pole voltage testers by model, sound level meters by model, and golf laser rangefinders by model
// and slope; each as a maker's or shop's title, a second source under other field names (`name`, `mpn`,
// `manufacturer`) — a fish farm's water-testing kit list, a paragliding club's kit register, a community radio
// station's studio inventory, a beauty salon's equipment register, a university teaching lab's asset list, an
// electrical apprentice's kit sign-off sheet, a church hall's noise management log, a golf pro shop's stock take —
// and a third source (a Cash Converters listing, a Preloved ad, a pawnbroker's ticket, a Tonaton, Konga, PigiaMe or
// DoneDeal post; Swahili, Afrikaans, Twi, Pidgin, German, Dutch or Irish wording). The brands are real; their model
// and part codes are the shape the makers use, written from memory and NOT checked against their catalogues.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS30: readonly Family[] = [
  {
    // One maker's pocket pH testers: the Checker (pH only), the pHep (0.1 pH), and the pHep 5 (pH and temperature).
    kind: 'pocket pH testers by model',
    variants: [
      [
        rec({ title: 'Hanna Instruments Checker pH Tester HI98103, 0.01 pH resolution', brand: 'Hanna Instruments', model: 'HI98103', price: 'KSh 5,800' }),
        rec({ name: 'FISH FARM WATER TEST KIT LIST (SAGANA TILAPIA PONDS) #W-2: PH CHECKER HANNA HI 98103 + BUFFER 7.01', mpn: 'HI-98103', manufacturer: 'HANNA INSTR.' }),
        rec({ title: 'Hanna pH checker ya kupima maji ya bwawa la samaki, HI98103 — PigiaMe Nyeri', model: 'Checker', price: 'KSh 3,000' }),
      ],
      [
        rec({ title: 'Hanna Instruments pHep Pocket pH Tester HI98107', brand: 'Hanna', model: 'HI98107', price: 'KSh 8,200' }),
        rec({ name: 'FISH FARM WATER TEST KIT LIST #W-3: PH TESTER HANNA PHEP HI98107 (POND 4-6)', mpn: 'HI 98107', manufacturer: 'Hanna Instruments' }),
        rec({ title: 'pHep tester Hanna HI-98107, kamili na betri — PigiaMe Kisumu', brand: 'HANNA', model: 'pHep', price: 'KSh 4,500' }),
      ],
      [
        rec({ title: 'Hanna pHep 5 pH & Temperature Tester with Replaceable Electrode HI98128', brand: 'Hanna Instruments', model: 'HI98128', price: 'KSh 14,500' }),
        rec({ name: 'FISH FARM WATER TEST KIT LIST #W-5: PH/TEMP TESTER HANNA PHEP5 HI98128 (SPARE ELECTRODE HI73127)', mpn: 'HI98128', manufacturer: 'Hanna' }),
        rec({ title: 'Hanna pHep5 pH na joto, waterproof, electrode mpya — PigiaMe Nakuru', model: 'pHep 5', price: 'KSh 8,000' }),
      ],
    ],
  },
  {
    // One maker's pocket anemometers: the 1000 (wind only), the 2000 (wind and temperature), and the 3000 (wind,
    // temperature, humidity).
    kind: 'handheld anemometers by model',
    variants: [
      [
        rec({ title: 'Kestrel 1000 Pocket Wind Meter', brand: 'Kestrel', model: '0810', price: 'R 2,450' }),
        rec({ name: 'PARAGLIDING CLUB KIT REGISTER (WILDERNESS LAUNCH) A-1: WIND METER KESTREL 1000 (WIND ONLY) - LAUNCH MARSHAL', mpn: '0810', manufacturer: 'Nielsen-Kellerman' }),
        rec({ title: 'Kestrel 1000 windmeter, werk perfek — Cash Converters George', model: 'K1000', price: 'R 1,100' }),
      ],
      [
        rec({ title: 'Kestrel 2000 Pocket Thermo Wind Meter', brand: 'Kestrel', model: '0820', price: 'R 3,150' }),
        rec({ name: 'PARAGLIDING CLUB KIT REGISTER A-2: ANEMOMETER KESTREL 2000 WIND+TEMP', mpn: '0820', manufacturer: 'Nielsen Kellerman Co' }),
        rec({ title: 'Kestrel 2000 wind en temperatuur meter met lanyard — Cash Converters Mossel Bay', brand: 'KESTREL', model: '2000', price: 'R 1,400' }),
      ],
      [
        rec({ title: 'Kestrel 3000 Pocket Weather Meter (Wind, Temp, Humidity)', brand: 'Kestrel', model: '0830', price: 'R 4,300' }),
        rec({ name: 'PARAGLIDING CLUB KIT REGISTER A-4: WEATHER METER KESTREL 3000 WIND/TEMP/RH (NOT 2000)', mpn: '0830', manufacturer: 'NK' }),
        rec({ title: 'Kestrel 3000 weermeter, humidity ook — Cash Converters Knysna', model: 'Kestrel3000', price: 'R 2,000' }),
      ],
    ],
  },
  {
    // One maker's small analogue synthesizers: the volca bass, the volca keys, and the volca beats.
    kind: 'analogue desktop synthesizers by model',
    variants: [
      [
        rec({ title: 'Korg volca bass Analogue Bass Machine', brand: 'KORG', model: 'VOLCA-BASS', price: 'GH₵ 2,900' }),
        rec({ name: 'COMMUNITY RADIO STUDIO INVENTORY (RADIO NKWA, CAPE COAST) S-14: SYNTH KORG VOLCA BASS (BATT 6XAA)', mpn: 'VOLCABASS', manufacturer: 'Korg Inc.' }),
        rec({ title: 'Korg Volca Bass, ɛyɛ fɛ ma afrobeats bass — Tonaton Accra', model: 'volca bass', price: 'GH₵ 1,800' }),
      ],
      [
        rec({ title: 'Korg volca keys Analogue Loop Synth', brand: 'Korg', model: 'VOLCA-KEYS', price: 'GH₵ 2,900' }),
        rec({ name: 'COMMUNITY RADIO STUDIO INVENTORY S-15: SYNTH KORG VOLCA KEYS POLY (JINGLES)', mpn: 'VOLCAKEYS', manufacturer: 'KORG' }),
        rec({ title: 'KORG volca keys loop synth with sync cable — Tonaton Kumasi', brand: 'Korg', model: 'Volca-Keys', price: 'GH₵ 1,650' }),
      ],
      [
        rec({ title: 'Korg volca beats Analogue Rhythm Machine', brand: 'Korg', model: 'VOLCA-BEATS', price: 'GH₵ 3,100' }),
        rec({ name: 'COMMUNITY RADIO STUDIO INVENTORY S-16: DRUM MACH KORG VOLCA BEATS (NOT BASS)', mpn: 'VOLCABEATS', manufacturer: 'Korg Inc' }),
        rec({ title: 'Korg Volca Beats drum machine, ɛyɛ nea wotɔ no foforo — Tonaton Tema', model: 'volca beats', price: 'GH₵ 1,900' }),
      ],
    ],
  },
  {
    // One maker's epilators: the Silk-épil 9 9-720, the Silk-épil 9 9-890 (with SkinSpa brushes, another article),
    // and the Silk-épil 5 5-620.
    kind: 'epilators by model',
    variants: [
      [
        rec({ title: 'Braun Silk-épil 9 9-720 Wet & Dry Cordless Epilator, White/Pink', brand: 'Braun', model: 'SE9-720', price: '₦118,000' }),
        rec({ name: 'BEAUTY SALON EQUIPMENT REGISTER (GLOW BY TOKS, LEKKI) E-02: EPILATOR BRAUN SILK EPIL 9 9720 W&D - ROOM 2', mpn: '9-720', manufacturer: 'Braun GmbH' }),
        rec({ title: 'Braun silk epil 9 (9-720) epilator, e dey work well, charger dey — Konga marketplace Lagos', model: 'Silk-epil 9', price: '₦70,000' }),
      ],
      [
        rec({ title: 'Braun Silk-épil 9 9-890 Wet & Dry Epilator with SkinSpa Exfoliation Brushes, 7 extras', brand: 'Braun', model: 'SE9-890', price: '₦165,000' }),
        rec({ name: 'BEAUTY SALON EQUIPMENT REGISTER E-03: EPILATOR BRAUN SE 9-890 SKINSPA SET (7 EXTRAS)', mpn: '9890', manufacturer: 'BRAUN' }),
        rec({ title: 'Braun Silk-épil 9 SkinSpa 9-890 with all attachments — Konga Abuja', brand: 'BRAUN', model: 'SE 9 890', price: '₦95,000' }),
      ],
      [
        rec({ title: 'Braun Silk-épil 5 5-620 Wet & Dry Epilator with Shaver Head', brand: 'Braun', model: 'SE5-620', price: '₦62,000' }),
        rec({ name: 'BEAUTY SALON EQUIPMENT REGISTER E-05: EPILATOR BRAUN SILK-EPIL 5 (5620) + SHAVER HD', mpn: '5-620', manufacturer: 'Braun' }),
        rec({ title: 'Braun silk epil 5 epilator with shaver head, fairly used — Konga Port Harcourt', model: 'SE 5620', price: '₦35,000' }),
      ],
    ],
  },
  {
    // One maker's bench oscilloscopes: the DS1054Z (50 MHz, 4 ch), the DS1104Z Plus (100 MHz, 4 ch, MSO-ready), and
    // the DS1202Z-E (200 MHz, 2 ch).
    kind: 'digital oscilloscopes by model and bandwidth',
    variants: [
      [
        rec({ title: 'Rigol DS1054Z Digital Oscilloscope, 50 MHz, 4 Channels, 1 GSa/s', brand: 'RIGOL', model: 'DS1054Z', price: '€ 399,00' }),
        rec({ name: 'INVENTARLISTE PRAKTIKUMSLABOR E-TECHNIK (HS OSNABRÜCK) R 014 PL. 3: OSZI RIGOL DS 1054 Z 50MHZ 4K', mpn: 'DS1054Z', manufacturer: 'Rigol Technologies' }),
        rec({ title: 'Rigol DS1054Z oscilloscoop 4 kanalen, met probes — pandjesbaas Enschede, bon 44817', model: 'DS-1054Z', price: '€ 220' }),
      ],
      [
        rec({ title: 'Rigol DS1104Z Plus Digital Oscilloscope, 100 MHz, 4 Channels, MSO upgradeable', brand: 'Rigol', model: 'DS1104Z Plus', price: '€ 699,00' }),
        rec({ name: 'INVENTARLISTE PRAKTIKUMSLABOR R 014 PL. 4: OSZI RIGOL DS1104Z-PLUS 100MHZ (MSO-FÄHIG)', mpn: 'DS1104ZPLUS', manufacturer: 'RIGOL' }),
        rec({ title: 'Rigol DS1104Z+ 100MHz scope, logic analyser option niet — pandjesbaas Hengelo, bon 45102', brand: 'Rigol', model: 'DS1104Z+', price: '€ 390' }),
      ],
      [
        rec({ title: 'Rigol DS1202Z-E Digital Oscilloscope, 200 MHz, 2 Channels', brand: 'Rigol', model: 'DS1202Z-E', price: '€ 359,00' }),
        rec({ name: 'INVENTARLISTE PRAKTIKUMSLABOR R 016 PL. 1: OSZI RIGOL DS1202ZE 2-KANAL 200MHZ', mpn: 'DS1202ZE', manufacturer: 'Rigol Technologies Inc.' }),
        rec({ title: 'Rigol DS 1202Z-E 2 kanaals 200 MHz — pandjesbaas Almelo, bon 45330', model: 'DS1202Z E', price: '€ 210' }),
      ],
    ],
  },
  {
    // One maker's two-pole voltage testers: the T90 (basic), the T130 (with display and continuity), and the T150
    // (with resistance readout).
    kind: 'two-pole voltage testers by model',
    variants: [
      [
        rec({ title: 'Fluke T90 Voltage & Continuity Tester, CAT III 600V', brand: 'Fluke', model: 'FLUKE-T90', price: '£59.99' }),
        rec({ name: 'APPRENTICE KIT SIGN-OFF SHEET (YR 1, J. OKAFOR) ITEM 6: 2-POLE TESTER FLUKE T90 - SIGNED OFF 09/09', mpn: '4016977', manufacturer: 'Fluke Corporation' }),
        rec({ title: 'Fluke T90 two pole voltage tester, proving unit not incl — Preloved Croydon', model: 'T90', price: '£28' }),
      ],
      [
        rec({ title: 'Fluke T130 Voltage & Continuity Tester with LCD, CAT IV 600V', brand: 'Fluke', model: 'FLUKE-T130/EUUK', price: '£104.99' }),
        rec({ name: 'APPRENTICE KIT SIGN-OFF SHEET ITEM 7: 2 POLE TESTER FLUKE T-130 LCD (REPLACES T90 LOST)', mpn: '4016946', manufacturer: 'FLUKE' }),
        rec({ title: 'Fluke T 130 voltage tester with screen, GS38 probes — Preloved Lewisham', brand: 'FLUKE', model: 'T130', price: '£50' }),
      ],
      [
        rec({ title: 'Fluke T150 Voltage & Continuity Tester with Resistance, CAT IV 600V', brand: 'Fluke', model: 'FLUKE-T150/EUUK', price: '£139.99' }),
        rec({ name: 'APPRENTICE KIT SIGN-OFF SHEET ITEM 8: 2-POLE TESTER FLUKE T150 (OHMS) - SUPERVISOR', mpn: '4016959', manufacturer: 'Fluke Corp' }),
        rec({ title: 'Fluke T150 tester w/ resistance & rotary field — Preloved Bromley', model: 'T-150', price: '£65' }),
      ],
    ],
  },
  {
    // One maker's budget sound level meters: the GM1351 (basic), the GM1356 (USB data), and the GM1358 (with
    // Bluetooth logging).
    kind: 'sound level meters by model',
    variants: [
      [
        rec({ title: 'Benetech GM1351 Digital Sound Level Meter 30-130 dB', brand: 'BENETECH', model: 'GM1351', price: '€ 21,99' }),
        rec({ name: 'CHURCH HALL NOISE MGMT LOG (ST BRIGID’S, DRUMCONDRA) KIT: DB METER BENETECH GM 1351 (DOOR 2300H CHECK)', mpn: 'GM-1351', manufacturer: 'Benetech' }),
        rec({ title: 'Méadar leibhéal fuaime GM1351, sound level meter — DoneDeal Dublin', model: 'GM1351', price: '€ 10' }),
      ],
      [
        rec({ title: 'Benetech GM1356 Sound Level Meter 30-130 dBA/dBC with USB Data Output', brand: 'Benetech', model: 'GM1356', price: '€ 34,99' }),
        rec({ name: 'CHURCH HALL NOISE MGMT LOG KIT: DB METER BENETECH GM1356 USB (LOGS TO LAPTOP)', mpn: 'GM-1356', manufacturer: 'BENETECH' }),
        rec({ title: 'GM1356 decibel meter with USB cable + software — DoneDeal Cork', brand: 'Benetech', model: 'GM 1356', price: '€ 15' }),
      ],
      [
        rec({ title: 'Benetech GM1358 Sound Level Meter with Bluetooth App Logging', brand: 'Benetech', model: 'GM1358', price: '€ 49,99' }),
        rec({ name: 'CHURCH HALL NOISE MGMT LOG KIT: DB METER BENETECH GM1358 BT (NEW, NOT 1356)', mpn: 'GM-1358', manufacturer: 'Benetech' }),
        rec({ title: 'Benetech GM-1358 bluetooth noise meter, app works — DoneDeal Galway', model: 'GM1358', price: '€ 22' }),
      ],
    ],
  },
  {
    // One maker's golf rangefinders: the Tour V5, the Tour V5 Shift (slope, another article), and the Pro X3.
    kind: 'golf laser rangefinders by model and slope',
    variants: [
      [
        rec({ title: 'Bushnell Tour V5 Golf Laser Rangefinder, Non-Slope', brand: 'Bushnell Golf', model: '201901', price: '£279.00' }),
        rec({ name: 'PRO SHOP STOCK TAKE (CASTLETROY GC) LINE 31: RANGEFINDER BUSHNELL TOUR V5 (NO SLOPE - COMP LEGAL)', mpn: '201901', manufacturer: 'Bushnell' }),
        rec({ title: 'Bushnell Tour V5 rangefinder, tournament legal, case incl — pawnbroker ticket Limerick', model: 'Tour V5', price: '€ 160' }),
      ],
      [
        rec({ title: 'Bushnell Tour V5 Shift Golf Laser Rangefinder with Slope', brand: 'Bushnell', model: '201910', price: '£349.00' }),
        rec({ name: 'PRO SHOP STOCK TAKE LINE 32: RANGEFINDER BUSHNELL TOUR V5 SHIFT (SLOPE)', mpn: '201910', manufacturer: 'BUSHNELL GOLF' }),
        rec({ title: 'Bushnell V5 Shift slope rangefinder — pawnbroker ticket Ennis', brand: 'Bushnell', model: 'Tour V5 Shift', price: '€ 200' }),
      ],
      [
        rec({ title: 'Bushnell Pro X3 Golf Laser Rangefinder, Slope & Wind', brand: 'Bushnell Golf', model: '202210', price: '£549.00' }),
        rec({ name: 'PRO SHOP STOCK TAKE LINE 35: RANGEFINDER BUSHNELL PRO X3 (LOCKED CABINET)', mpn: '202210', manufacturer: 'Bushnell' }),
        rec({ title: 'Bushnell ProX3 laser, Slope Switch — pawnbroker ticket Nenagh', model: 'PRO X3', price: '€ 330' }),
      ],
    ],
  },
];
