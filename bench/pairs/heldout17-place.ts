// Held-out pair set 17, place (see bench/pairs/heldout17.ts): quarries of one aggregates company, water kiosks of one
// water utility, abattoirs of one state, cattle dip tanks of one district, crematoria of one city council, EV fast-
// charging hubs of one network, allotment sites of one council, and marinas of one operator on one coast; each as a
// guide's, register's or map's full name, an operator's, licence or asset-list caps line with a site code, and a map
// label or other-language name (Swahili, Nyanja, Yoruba, Shona, Dutch, Croatian, an OSM-style short name). Operators
// of the quarries, kiosks, charging hubs and allotments are invented or written as illustrative; the crematoria,
// abattoir and marinas are real places written from general knowledge. Phones, site codes and coordinates are
// illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE17: readonly Family[] = [
  {
    // Three hard-rock quarries of one aggregates company on the Athi plains, two of them side by side at Mlolongo.
    kind: 'quarries of one aggregates company',
    variants: [
      [
        rec({ name: 'Mlolongo North Quarry (Athi Plains Aggregates Ltd)', admin_path: 'Kenya / Machakos / Mavoko', lat: -1.3874, lon: 36.9412 }),
        rec({ site_name: 'MLOLONGO NORTH QUARRY - APA', site_code: 'APA-QRY-02', address: 'OFF MOMBASA RD, MLOLONGO', phone: '+254 722 418 302' }),
        rec({ place_name: 'Machimbo ya Mawe Mlolongo Kaskazini', city: 'Mlolongo', lat: -1.38742, lon: 36.94118 }),
      ],
      [
        rec({ name: 'Mlolongo South Quarry (Athi Plains Aggregates Ltd)', admin_path: 'Kenya / Machakos / Mavoko', lat: -1.3951, lon: 36.9447 }),
        rec({ site_name: 'MLOLONGO SOUTH QUARRY - APA', site_code: 'APA-QRY-03', address: 'OFF MOMBASA RD, MLOLONGO', phone: '+254 722 418 303' }),
        rec({ place_name: 'Machimbo ya Mawe Mlolongo Kusini', city: 'Mlolongo', lat: -1.39507, lon: 36.94473 }),
      ],
      [
        rec({ name: 'Kitengela Quarry (Athi Plains Aggregates Ltd)', admin_path: 'Kenya / Kajiado / Kajiado East', lat: -1.4872, lon: 36.9706 }),
        rec({ site_name: 'KITENGELA QUARRY - APA', site_code: 'APA-QRY-05', address: 'NAMANGA RD, KITENGELA', phone: '+254 722 418 305' }),
        rec({ place_name: 'Machimbo ya Mawe Kitengela', city: 'Kitengela', lat: -1.48717, lon: 36.97058 }),
      ],
    ],
  },
  {
    // Three water kiosks of one city's water utility, two of them in one compound a few streets apart.
    kind: 'water kiosks of one water utility',
    variants: [
      [
        rec({ name: 'Kanyama Water Kiosk K12, Kanyama Compound (Lusaka Water)', admin_path: 'Zambia / Lusaka / Kanyama', phone: '0211 250 412', lat: -15.4432, lon: 28.2561 }),
        rec({ site_name: 'KIOSK K12 KANYAMA (LWSC)', site_code: 'LWSC-KSK-K12', address: 'KANYAMA COMPOUND, LUSAKA', phone: '+260 211 250 412' }),
        rec({ place_name: 'Pompi ya madzi K12 ku Kanyama', city: 'Lusaka', lat: -15.44318, lon: 28.25607 }),
      ],
      [
        rec({ name: 'Kanyama Water Kiosk K14, Kanyama Compound (Lusaka Water)', admin_path: 'Zambia / Lusaka / Kanyama', phone: '0211 250 414', lat: -15.4468, lon: 28.2595 }),
        rec({ site_name: 'KIOSK K14 KANYAMA (LWSC)', site_code: 'LWSC-KSK-K14', address: 'KANYAMA COMPOUND, LUSAKA', phone: '+260 211 250 414' }),
        rec({ place_name: 'Pompi ya madzi K14 ku Kanyama', city: 'Lusaka', lat: -15.44683, lon: 28.25948 }),
      ],
      [
        rec({ name: 'Chawama Water Kiosk C03, Chawama Compound (Lusaka Water)', admin_path: 'Zambia / Lusaka / Chawama', phone: '0211 250 503', lat: -15.4589, lon: 28.2896 }),
        rec({ site_name: 'KIOSK C03 CHAWAMA (LWSC)', site_code: 'LWSC-KSK-C03', address: 'CHAWAMA COMPOUND, LUSAKA', phone: '+260 211 250 503' }),
        rec({ place_name: 'Pompi ya madzi C03 ku Chawama', city: 'Lusaka', lat: -15.45893, lon: 28.28962 }),
      ],
    ],
  },
  {
    // Three abattoirs licensed by one state's agriculture ministry.
    kind: 'abattoirs of one state',
    variants: [
      [
        rec({ name: 'Oko-Oba Abattoir and Lairage Complex, Agege', admin_path: 'Nigeria / Lagos / Agege', phone: '0802 471 3390', lat: 6.6401, lon: 3.3127 }),
        rec({ site_name: 'OKO-OBA ABATTOIR AGEGE (LSMAFS LIC. AB-001)', site_code: 'LAG-ABT-001', address: 'ABATTOIR RD, OKO-OBA, AGEGE', phone: '+234 802 471 3390' }),
        rec({ place_name: 'Ile ipaeran Oko-Oba', city: 'Agege', lat: 6.64012, lon: 3.31266 }),
      ],
      [
        rec({ name: 'Bariga Abattoir, Bariga', admin_path: 'Nigeria / Lagos / Shomolu', phone: '0803 590 2217', lat: 6.5398, lon: 3.3901 }),
        rec({ site_name: 'BARIGA ABATTOIR (LSMAFS LIC. AB-007)', site_code: 'LAG-ABT-007', address: 'ILAJE RD, BARIGA', phone: '+234 803 590 2217' }),
        rec({ place_name: 'Ile ipaeran Bariga', city: 'Bariga', lat: 6.53983, lon: 3.39008 }),
      ],
      [
        rec({ name: 'Ikorodu Abattoir, Odogunyan', admin_path: 'Nigeria / Lagos / Ikorodu', phone: '0805 218 7764', lat: 6.6712, lon: 3.5309 }),
        rec({ site_name: 'IKORODU ABATTOIR ODOGUNYAN (LSMAFS LIC. AB-012)', site_code: 'LAG-ABT-012', address: 'ODOGUNYAN, IKORODU', phone: '+234 805 218 7764' }),
        rec({ place_name: 'Ile ipaeran Ikorodu', city: 'Ikorodu', lat: 6.67118, lon: 3.53087 }),
      ],
    ],
  },
  {
    // Three cattle dip tanks of one district's veterinary office, two of them on one ward's boundary.
    kind: 'cattle dip tanks of one district',
    variants: [
      [
        rec({ name: 'Chikwanda Dip Tank, Ward 11, Masvingo District (Veterinary Services)', admin_path: 'Zimbabwe / Masvingo / Masvingo District', lat: -20.1947, lon: 30.9213 }),
        rec({ site_name: 'CHIKWANDA DIP TANK W11', site_code: 'MSV-DT-114', address: 'WARD 11 MASVINGO RURAL' }),
        rec({ place_name: 'Dhibhi reChikwanda', city: 'Masvingo', lat: -20.19472, lon: 30.92127 }),
      ],
      [
        rec({ name: 'Chikwanda B Dip Tank, Ward 11, Masvingo District (Veterinary Services)', admin_path: 'Zimbabwe / Masvingo / Masvingo District', lat: -20.2116, lon: 30.9348 }),
        rec({ site_name: 'CHIKWANDA B DIP TANK W11', site_code: 'MSV-DT-115', address: 'WARD 11 MASVINGO RURAL' }),
        rec({ place_name: 'Dhibhi reChikwanda B', city: 'Masvingo', lat: -20.21158, lon: 30.93484 }),
      ],
      [
        rec({ name: 'Mushandike Dip Tank, Ward 14, Masvingo District (Veterinary Services)', admin_path: 'Zimbabwe / Masvingo / Masvingo District', lat: -20.1305, lon: 30.6471 }),
        rec({ site_name: 'MUSHANDIKE DIP TANK W14', site_code: 'MSV-DT-142', address: 'WARD 14 MASVINGO RURAL' }),
        rec({ place_name: 'Dhibhi reMushandike', city: 'Masvingo', lat: -20.13049, lon: 30.64712 }),
      ],
    ],
  },
  {
    // Three crematoria of one city council, with one bereavement-services phone line for all three.
    kind: 'crematoria of one city council',
    variants: [
      [
        rec({ name: 'Lawnswood Cemetery and Crematorium, Otley Road, Leeds', admin_path: 'United Kingdom / England / Leeds', phone: '0113 378 2950', lat: 53.8423, lon: -1.5916 }),
        rec({ site_name: 'LAWNSWOOD CREMATORIUM (LCC BEREAVEMENT)', site_code: 'LCC-CREM-LW', address: 'OTLEY RD, LEEDS LS16 6AH', phone: '+44 113 378 2950' }),
        rec({ place_name: 'Lawnswood Crem', city: 'Leeds', lat: 53.84227, lon: -1.59163 }),
      ],
      [
        rec({ name: 'Cottingley Crematorium, Cottingley Approach, Leeds', admin_path: 'United Kingdom / England / Leeds', phone: '0113 378 2950', lat: 53.7763, lon: -1.5917 }),
        rec({ site_name: 'COTTINGLEY CREMATORIUM (LCC BEREAVEMENT)', site_code: 'LCC-CREM-CT', address: 'COTTINGLEY APPROACH, LEEDS LS11 0HJ', phone: '+44 113 378 2950' }),
        rec({ place_name: 'Cottingley Crem', city: 'Leeds', lat: 53.77628, lon: -1.59172 }),
      ],
      [
        rec({ name: 'Rawdon Crematorium, Leeds Road, Rawdon', admin_path: 'United Kingdom / England / Leeds', phone: '0113 378 2950', lat: 53.8468, lon: -1.6784 }),
        rec({ site_name: 'RAWDON CREMATORIUM (LCC BEREAVEMENT)', site_code: 'LCC-CREM-RW', address: 'LEEDS RD, RAWDON LS19 6JP', phone: '+44 113 378 2950' }),
        rec({ place_name: 'Rawdon Crem', city: 'Rawdon', lat: 53.84679, lon: -1.67838 }),
      ],
    ],
  },
  {
    // Three fast-charging hubs of one charging network round Utrecht, two on one business park.
    kind: 'EV fast-charging hubs of one network',
    variants: [
      [
        rec({ name: 'VoltWeg Snellaadstation Papendorp, Utrecht', admin_path: 'Nederland / Utrecht / Utrecht', phone: '030 799 4410', lat: 52.0727, lon: 5.0839 }),
        rec({ site_name: 'VOLTWEG HUB UTR PAPENDORP 8X300KW', site_code: 'VW-NL-UT-014', address: 'EUROPALAAN 2, 3526 KS UTRECHT', phone: '+31 30 799 4410' }),
        rec({ place_name: 'VoltWeg Papendorp', city: 'Utrecht', lat: 52.07272, lon: 5.08387 }),
      ],
      [
        rec({ name: 'VoltWeg Snellaadstation Papendorp-Zuid, Utrecht', admin_path: 'Nederland / Utrecht / Utrecht', phone: '030 799 4410', lat: 52.0688, lon: 5.0871 }),
        rec({ site_name: 'VOLTWEG HUB UTR PAPENDORP-Z 6X300KW', site_code: 'VW-NL-UT-019', address: 'PAPENDORPSEWEG 100, 3528 BJ UTRECHT', phone: '+31 30 799 4410' }),
        rec({ place_name: 'VoltWeg Papendorp Zuid', city: 'Utrecht', lat: 52.06881, lon: 5.08712 }),
      ],
      [
        rec({ name: 'VoltWeg Snellaadstation Hoevelaken, Nijkerk', admin_path: 'Nederland / Gelderland / Nijkerk', phone: '030 799 4410', lat: 52.1716, lon: 5.4588 }),
        rec({ site_name: 'VOLTWEG HUB HOEVELAKEN A1 8X300KW', site_code: 'VW-NL-GE-031', address: 'ZEUMERSEWEG 8, 3871 KC HOEVELAKEN', phone: '+31 30 799 4410' }),
        rec({ place_name: 'VoltWeg Hoevelaken', city: 'Hoevelaken', lat: 52.17158, lon: 5.45883 }),
      ],
    ],
  },
  {
    // Three allotment sites of one city council, two of them either side of one road.
    kind: 'allotment sites of one council',
    variants: [
      [
        rec({ name: 'Birch Road Allotments, Southville, Bristol', admin_path: 'United Kingdom / England / Bristol', phone: '0117 922 3719', lat: 51.4398, lon: -2.6046 }),
        rec({ site_name: 'BIRCH RD ALLOTMENT SITE (BCC ALLOTMENTS)', site_code: 'BCC-ALT-017', address: 'BIRCH RD, BRISTOL BS3 1PH', phone: '+44 117 922 3719' }),
        rec({ place_name: 'Birch Rd Allotments', city: 'Bristol', lat: 51.43983, lon: -2.60461 }),
      ],
      [
        rec({ name: 'Birch Road East Allotments, Southville, Bristol', admin_path: 'United Kingdom / England / Bristol', phone: '0117 922 3719', lat: 51.4402, lon: -2.6021 }),
        rec({ site_name: 'BIRCH RD EAST ALLOTMENT SITE (BCC ALLOTMENTS)', site_code: 'BCC-ALT-018', address: 'BIRCH RD, BRISTOL BS3 1PN', phone: '+44 117 922 3719' }),
        rec({ place_name: 'Birch Rd East Allotments', city: 'Bristol', lat: 51.44018, lon: -2.60208 }),
      ],
      [
        rec({ name: 'Vale Street Allotments, Totterdown, Bristol', admin_path: 'United Kingdom / England / Bristol', phone: '0117 922 3719', lat: 51.4403, lon: -2.5751 }),
        rec({ site_name: 'VALE ST ALLOTMENT SITE (BCC ALLOTMENTS)', site_code: 'BCC-ALT-042', address: 'VALE ST, BRISTOL BS4 3BS', phone: '+44 117 922 3719' }),
        rec({ place_name: 'Vale St Allotments', city: 'Bristol', lat: 51.44031, lon: -2.57508 }),
      ],
    ],
  },
  {
    // Three marinas of one operator on one stretch of coast: two on the mainland, one on the island of Brač.
    kind: 'marinas of one operator on one coast',
    variants: [
      [
        rec({ name: 'ACI Marina Split, Uvala Baluni, Split', admin_path: 'Hrvatska / Splitsko-dalmatinska / Split', phone: '021 398 548', lat: 43.5029, lon: 16.4304 }),
        rec({ site_name: 'ACI MARINA SPLIT', site_code: 'ACI-M-SPL', address: 'UVALA BALUNI 8, 21000 SPLIT', phone: '+385 21 398 548' }),
        rec({ place_name: 'Marina ACI Split', city: 'Split', lat: 43.50287, lon: 16.43042 }),
      ],
      [
        rec({ name: 'ACI Marina Trogir, Put Brodograditelja, Trogir', admin_path: 'Hrvatska / Splitsko-dalmatinska / Trogir', phone: '021 881 544', lat: 43.5139, lon: 16.2523 }),
        rec({ site_name: 'ACI MARINA TROGIR', site_code: 'ACI-M-TRO', address: 'PUT BRODOGRADITELJA 16, 21220 TROGIR', phone: '+385 21 881 544' }),
        rec({ place_name: 'Marina ACI Trogir', city: 'Trogir', lat: 43.51392, lon: 16.25228 }),
      ],
      [
        rec({ name: 'ACI Marina Milna, Brač', admin_path: 'Hrvatska / Splitsko-dalmatinska / Milna', phone: '021 636 306', lat: 43.3268, lon: 16.4493 }),
        rec({ site_name: 'ACI MARINA MILNA (BRAC)', site_code: 'ACI-M-MIL', address: '21405 MILNA, OTOK BRAC', phone: '+385 21 636 306' }),
        rec({ place_name: 'Marina ACI Milna na Braču', city: 'Milna', lat: 43.32681, lon: 16.44929 }),
      ],
    ],
  },
];
