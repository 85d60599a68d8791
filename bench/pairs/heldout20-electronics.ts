// Held-out pair set 20, product_electronics (see bench/pairs/heldout20.ts): air fryers by capacity and colour, hand
// mixers by wattage and colour, oil-filled radiators by fin count, USB flash drives by capacity and connector, foil
// shavers by series and wet use, portable world-band radios by band count and colour, car subwoofers by cone size and
// voice coil, and Wi-Fi smart plugs by plug standard and energy metering; each as a shop or marketplace title, a till,
// stores or cash-and-carry line in caps with cut words, and a third source (a classified ad, a school or office
// procurement line "… or equivalent", Dutch, German, Polish, French, Portuguese, Swahili, Hausa, Afrikaans, Yoruba).
// Barcodes are EAN-13 with a computed check digit (illustrative, not the makers' own); model codes are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ELECTRONICS20: readonly Family[] = [
  {
    // One maker's basket air fryers of one range: 4.1 L black, 6.2 L black (XL) and 4.1 L white.
    kind: 'air fryers by capacity and colour',
    variants: [
      [
        rec({ title: 'Philips Essential Airfryer HD9200/90, 4.1L, 1400W, Rapid Air Technology - Black', brand: 'Philips', model: 'HD9200/90', price: '₦98,500' }),
        rec({ title: 'PHILIPS AIRFRYER ESS 4.1L BLK HD9200/90 EAN 8710100092011', model: 'HD9200-90', price: '₦94,990' }),
        rec({ title: 'Philips Airfryer Essential HD9200/90 - 4,1 L - Zwart, nieuw in doos (cadeau gekregen). Ophalen Tilburg', brand: 'Philips', model: 'HD 9200/90', price: '€ 55' }),
      ],
      [
        rec({ title: 'Philips Essential Airfryer XL HD9270/90, 6.2L, 2000W, Rapid Air Technology - Black', brand: 'Philips', model: 'HD9270/90', price: '₦142,000' }),
        rec({ title: 'PHILIPS AIRFRYER ESS XL 6.2L BLK HD9270/90 EAN 8710100092707', model: 'HD9270-90', price: '₦136,450' }),
        rec({ title: 'Philips Airfryer XL HD9270/90, lita 6.2, baƙi, sabo a kwali. Ana sayarwa a Kano', brand: 'Philips', model: 'HD 9270/90', price: '₦120,000' }),
      ],
      [
        rec({ title: 'Philips Essential Airfryer HD9200/10, 4.1L, 1400W, Rapid Air Technology - White', brand: 'Philips', model: 'HD9200/10', price: '₦98,500' }),
        rec({ title: 'PHILIPS AIRFRYER ESS 4.1L WHT HD9200/10 EAN 8710100092189', model: 'HD9200-10', price: '₦94,990' }),
        rec({ title: 'Air fryer, 4.1 litre basket, 1400 W, white, for staff canteen — Philips HD9200/10 or equivalent, 2 No.', model: 'HD9200/10' }),
      ],
    ],
  },
  {
    // One maker's hand mixers: 300 W white, 450 W white and 450 W black.
    kind: 'hand mixers by wattage and colour',
    variants: [
      [
        rec({ title: 'Kenwood HandMix Lite Hand Mixer HMP10.000WH, 300W, 5 Speeds + Turbo, White', brand: 'Kenwood', model: 'HMP10.000WH', price: 'KSh 4,299' }),
        rec({ title: 'KENWD HAND MIXER LITE 300W WHT HMP10', model: 'HMP10WH', price: 'KSh 3,995' }),
        rec({ title: 'Mashine ya kuchanganya ya mkono Kenwood HMP10, wati 300, nyeupe, kasi 5. Nakuru', brand: 'Kenwood', model: 'HMP 10', price: 'KSh 2,500' }),
      ],
      [
        rec({ title: 'Kenwood HandMix Hand Mixer HMP30.A0WH, 450W, 5 Speeds + Turbo, White', brand: 'Kenwood', model: 'HMP30.A0WH', price: 'KSh 5,899' }),
        rec({ title: 'KENWD HAND MIXER 450W WHT HMP30', model: 'HMP30WH', price: 'KSh 5,450' }),
        rec({ title: 'Mashine ya kuchanganya ya mkono Kenwood HMP30, wati 450, nyeupe, na vipigo viwili. Thika', brand: 'Kenwood', model: 'HMP 30', price: 'KSh 3,800' }),
      ],
      [
        rec({ title: 'Kenwood HandMix Hand Mixer HMP30.A0BK, 450W, 5 Speeds + Turbo, Black', brand: 'Kenwood', model: 'HMP30.A0BK', price: 'KSh 5,899' }),
        rec({ title: 'KENWD HAND MIXER 450W BLK HMP30', model: 'HMP30BK', price: 'KSh 5,450' }),
        rec({ title: 'Hand mixer 450 W, black, 5 speed, beaters and dough hooks (home-science room) — Kenwood HMP30 black or equivalent, 4 No.', model: 'HMP30 BK' }),
      ],
    ],
  },
  {
    // One maker's oil-filled radiators of one line: 7 fins 1.5 kW, 9 fins 2 kW and 12 fins 2.5 kW.
    kind: 'oil-filled radiators by fin count',
    variants: [
      [
        rec({ title: 'De\'Longhi Dragon 4 Oil Filled Radiator TRRS0715, 7 Fins, 1500W, Timer', brand: 'De\'Longhi', model: 'TRRS0715', price: '£139.99' }),
        rec({ title: 'DELONGHI OIL RAD 7FIN 1.5KW TRRS0715 (CAT 412/8830)', model: 'TRRS 0715', price: '£129.00' }),
        rec({ title: 'Grzejnik olejowy De\'Longhi TRRS0715, 7 żeberek, 1500 W, z programatorem', brand: 'DeLonghi', model: 'TRRS0715', price: '649,00 zł' }),
      ],
      [
        rec({ title: 'De\'Longhi Dragon 4 Oil Filled Radiator TRRS0920, 9 Fins, 2000W, Timer', brand: 'De\'Longhi', model: 'TRRS0920', price: '£159.99' }),
        rec({ title: 'DELONGHI OIL RAD 9FIN 2KW TRRS0920 (CAT 412/8847)', model: 'TRRS 0920', price: '£149.00' }),
        rec({ title: 'Grzejnik olejowy De\'Longhi TRRS0920, 9 żeberek, 2000 W, z programatorem', brand: 'DeLonghi', model: 'TRRS0920', price: '749,00 zł' }),
      ],
      [
        rec({ title: 'De\'Longhi Dragon 4 Oil Filled Radiator TRRS1225, 12 Fins, 2500W, Timer', brand: 'De\'Longhi', model: 'TRRS1225', price: '£189.99' }),
        rec({ title: 'DELONGHI OIL RAD 12FIN 2.5KW TRRS1225 (CAT 412/8861)', model: 'TRRS 1225', price: '£175.00' }),
        rec({ title: 'De\'Longhi Ölradiator TRRS1225, 12 Rippen, 2500 W, mit Timer, kaum benutzt. Hannover', brand: 'DeLonghi', model: 'TRRS 1225', price: '80 € VB' }),
      ],
    ],
  },
  {
    // One maker's flash drives: USB-A 64 GB, dual USB-C 64 GB and dual USB-C 128 GB.
    kind: 'USB flash drives by capacity and connector',
    variants: [
      [
        rec({ title: 'SanDisk Ultra USB 3.0 Flash Drive 64GB, up to 130MB/s, Black', brand: 'SanDisk', model: 'SDCZ48-064G-G46', price: 'R179.00' }),
        rec({ title: 'SANDISK FLASH ULTRA 64GB USB3 SDCZ48 0619659123451', model: 'SDCZ48064GG46', price: 'R159.95' }),
        rec({ title: 'USB flash drive, 64 GB, USB 3.0 type A (Gr 10 CAT learners) — SanDisk Ultra SDCZ48-064G or equivalent, 30 No.', model: 'SDCZ48-064G' }),
      ],
      [
        rec({ title: 'SanDisk Ultra Dual Drive Luxe USB Type-C 64GB, USB-C and USB-A, Metal', brand: 'SanDisk', model: 'SDDDC4-064G-G46', price: 'R299.00' }),
        rec({ title: 'SANDISK FLASH DUAL LUXE 64GB TYPE-C SDDDC4 0619659123529', model: 'SDDDC4064GG46', price: 'R269.95' }),
        rec({ title: 'Pen drive SanDisk Ultra Dual Drive Luxe 64 GB, USB-C e USB-A, metálica, nova selada. Luanda', brand: 'SanDisk', model: 'SDDDC4-064G', price: '9.500 Kz' }),
      ],
      [
        rec({ title: 'SanDisk Ultra Dual Drive Luxe USB Type-C 128GB, USB-C and USB-A, Metal', brand: 'SanDisk', model: 'SDDDC4-128G-G46', price: 'R449.00' }),
        rec({ title: 'SANDISK FLASH DUAL LUXE 128GB TYPE-C SDDDC4 0619659123697', model: 'SDDDC4128GG46', price: 'R399.95' }),
        rec({ title: 'Pen drive SanDisk Ultra Dual Drive Luxe 128 GB, USB-C e USB-A, metálica, nova selada. Luanda', brand: 'SanDisk', model: 'SDDDC4-128G', price: '14.000 Kz' }),
      ],
    ],
  },
  {
    // One maker's foil shavers: Series 3 300s dry, Series 3 310s wet and dry, Series 5 51-W1000s wet and dry.
    kind: 'foil shavers by series and wet use',
    variants: [
      [
        rec({ title: 'Braun Series 3 300s Elektrischer Rasierer, Herren, Trockenrasur, Schwarz/Rot', brand: 'Braun', model: '300s', price: '59,99 €' }),
        rec({ title: 'BRAUN SHAVER S3 300S DRY BLK/RED 4069858003010', model: 'S3-300S', price: '54,95 €' }),
        rec({ title: 'Rasoir électrique Braun Series 3 300s, rasage à sec, noir/rouge, neuf sous blister. Liège', brand: 'Braun', model: 'Series 3 300s', price: '35 €' }),
      ],
      [
        rec({ title: 'Braun Series 3 310s Elektrischer Rasierer, Herren, Wet & Dry, Schwarz/Blau', brand: 'Braun', model: '310s', price: '69,99 €' }),
        rec({ title: 'BRAUN SHAVER S3 310S WET&DRY BLK/BLU 4069858003188', model: 'S3-310S', price: '64,95 €' }),
        rec({ title: 'Rasoir électrique Braun Series 3 310s Wet & Dry, noir/bleu, utilisable sous la douche. Liège', brand: 'Braun', model: 'Series 3 310s', price: '40 €' }),
      ],
      [
        rec({ title: 'Braun Series 5 51-W1000s Elektrischer Rasierer, Herren, Wet & Dry, Weiß', brand: 'Braun', model: '51-W1000s', price: '99,99 €' }),
        rec({ title: 'BRAUN SHAVER S5 51-W1000S WET&DRY WHT 4069858051080', model: 'S5-51W1000S', price: '94,95 €' }),
        rec({ title: 'Braun Series 5 51-W1000s aska, Wet & Dry, fari, sabo. Ana siyarwa Abuja (Wuse 2)', brand: 'Braun', model: '51 W1000s', price: '₦85,000' }),
      ],
    ],
  },
  {
    // One maker's world-band portable radios: 9 bands black, 11 bands black, 9 bands silver.
    kind: 'portable world-band radios by band count and colour',
    variants: [
      [
        rec({ title: 'Tecsun R-909 9-Band World Receiver, FM/MW/SW1-7, Analogue Tuning, Black', brand: 'Tecsun', model: 'R-909', price: 'GH₵ 180.00' }),
        rec({ title: 'TECSUN RADIO 9BAND R909 BLK (CTN 40)', model: 'R909 BLK', price: 'GH₵ 150.00' }),
        rec({ title: 'Redio ya mkononi Tecsun R-909, bendi 9 (FM, MW, SW), nyeusi, inatumia betri 2 AA. Dodoma', brand: 'Tecsun', model: 'R909', price: 'TSh 35,000' }),
      ],
      [
        rec({ title: 'Tecsun R-911 11-Band World Receiver, FM/MW/SW1-9, Analogue Tuning, Black', brand: 'Tecsun', model: 'R-911', price: 'GH₵ 210.00' }),
        rec({ title: 'TECSUN RADIO 11BAND R911 BLK (CTN 40)', model: 'R911 BLK', price: 'GH₵ 175.00' }),
        rec({ title: 'Redio ya mkononi Tecsun R-911, bendi 11 (FM, MW, SW1-9), nyeusi, betri 3 AA. Dodoma', brand: 'Tecsun', model: 'R911', price: 'TSh 42,000' }),
      ],
      [
        rec({ title: 'Tecsun R-909 9-Band World Receiver, FM/MW/SW1-7, Analogue Tuning, Silver', brand: 'Tecsun', model: 'R-909', price: 'GH₵ 180.00' }),
        rec({ title: 'TECSUN RADIO 9BAND R909 SLV (CTN 40)', model: 'R909 SLV', price: 'GH₵ 150.00' }),
        rec({ title: 'Rédíò Tecsun R-909 aláwọ̀ fàdákà, ẹgbẹ́ mẹ́sàn-án (9 band), tuntun. Ibadan', brand: 'Tecsun', model: 'R 909', price: '₦14,500' }),
      ],
    ],
  },
  {
    // One maker's car subwoofers of one range: 12" dual 4 Ω, 10" dual 4 Ω and 12" single 4 Ω voice coil.
    kind: 'car subwoofers by cone size and voice coil',
    variants: [
      [
        rec({ title: 'Pioneer TS-W311D4 12" Car Subwoofer, 1400W Max, Dual 4 Ohm Voice Coil', brand: 'Pioneer', model: 'TS-W311D4', price: 'R1,899.00' }),
        rec({ title: 'PIONEER SUB 12IN 1400W DVC 4OHM TS-W311D4', model: 'TSW311D4', price: 'R1,749.00' }),
        rec({ title: 'Pioneer 12 duim subwoofer TS-W311D4, dubbel 4 ohm spoel, 1400 W, nog in boks. Pretoria-Oos', brand: 'Pioneer', model: 'TS W311D4', price: 'R1,200' }),
      ],
      [
        rec({ title: 'Pioneer TS-W261D4 10" Car Subwoofer, 1200W Max, Dual 4 Ohm Voice Coil', brand: 'Pioneer', model: 'TS-W261D4', price: 'R1,599.00' }),
        rec({ title: 'PIONEER SUB 10IN 1200W DVC 4OHM TS-W261D4', model: 'TSW261D4', price: 'R1,469.00' }),
        rec({ title: 'Pioneer 10 duim subwoofer TS-W261D4, dubbel 4 ohm spoel, 1200 W, nog in boks. Pretoria-Oos', brand: 'Pioneer', model: 'TS W261D4', price: 'R1,000' }),
      ],
      [
        rec({ title: 'Pioneer TS-W311S4 12" Car Subwoofer, 1400W Max, Single 4 Ohm Voice Coil', brand: 'Pioneer', model: 'TS-W311S4', price: 'R1,799.00' }),
        rec({ title: 'PIONEER SUB 12IN 1400W SVC 4OHM TS-W311S4', model: 'TSW311S4', price: 'R1,649.00' }),
        rec({ title: 'Isipikha se-bass semoto Pioneer TS-W311S4, amayintshi ayi-12, ikhoyili eyodwa engu-4 ohm, 1400W. eThekwini', brand: 'Pioneer', model: 'TS-W311 S4', price: 'R1,100' }),
      ],
    ],
  },
  {
    // One maker's Wi-Fi smart plugs: UK plug without metering, UK plug with energy metering, EU (type F) plug without.
    kind: 'Wi-Fi smart plugs by plug standard and energy metering',
    variants: [
      [
        rec({ title: 'TP-Link Tapo P100 Mini Smart Wi-Fi Plug, UK Plug, 13A, Works with Alexa & Google Home', brand: 'TP-Link', model: 'Tapo P100 (UK)', price: '£9.99' }),
        rec({ title: 'TP-LINK TAPO SMART PLUG P100 UK 13A 6840203610026', model: 'TAPOP100UK', price: '£8.49' }),
        rec({ title: 'Smart plug, Wi-Fi, UK 13 A BS 1363, app timer (IT suite kettles and heaters) — TP-Link Tapo P100 UK or equivalent, 12 No.', model: 'P100 UK' }),
      ],
      [
        rec({ title: 'TP-Link Tapo P110 Mini Smart Wi-Fi Plug with Energy Monitoring, UK Plug, 13A', brand: 'TP-Link', model: 'Tapo P110 (UK)', price: '£12.99' }),
        rec({ title: 'TP-LINK TAPO SMART PLUG P110 UK ENERGY MON 6840203611016', model: 'TAPOP110UK', price: '£10.99' }),
        rec({ title: 'Smart plug, Wi-Fi, UK 13 A, with energy monitoring (kWh reporting) — TP-Link Tapo P110 UK or equivalent, 12 No.', model: 'P110 UK' }),
      ],
      [
        rec({ title: 'TP-Link Tapo P100 Mini Smart Wi-Fi Plug, EU Plug (Type F), 10A, Works with Alexa & Google Home', brand: 'TP-Link', model: 'Tapo P100 (EU)', price: '€ 11,99' }),
        rec({ title: 'TP-LINK TAPO SMART PLUG P100 EU TYPE F 6840203610194', model: 'TAPOP100EU', price: '€ 9,99' }),
        rec({ title: 'TP-Link Tapo P100 slimme stekker (randaarde, type F), wifi, zonder energiemeting, 2 stuks los. Gent', brand: 'TP-Link', model: 'P100 EU', price: '€ 15 samen' }),
      ],
    ],
  },
];
