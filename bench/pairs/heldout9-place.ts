// Held-out pair set 9, place (see bench/pairs/heldout9.ts): rest camps of one national park (English and
// Afrikaans), stations of one standard-gauge railway line (English and Swahili), huts of one mountain route,
// weighbridges of one highway, lighthouses of one coast, golf courses of one city, fire stations of one city, and
// fish landing sites of one lake shore. Real places are written from general knowledge; phones, site codes and
// coordinates are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE9: readonly Family[] = [
  {
    // Three rest camps of the Kruger National Park, tens of kilometres apart.
    kind: 'rest camps of one national park',
    variants: [
      [
        rec({ name: 'Skukuza Rest Camp, Kruger National Park', address: 'Kruger National Park, Skukuza 1350', admin_path: 'Mpumalanga / Ehlanzeni', phone: '013 735 4152', lat: -24.9963, lon: 31.5914 }),
        rec({ site_name: 'KNP - SKUKUZA RESTCAMP', site_code: 'KNP-SKZ', address: 'SKUKUZA, MPUMALANGA' }),
        rec({ place_name: 'Skukuza-ruskamp (Nasionale Krugerwildtuin)', phone: '+27 13 735 4152', lat: -24.99628, lon: 31.59147 }),
      ],
      [
        rec({ name: 'Lower Sabie Rest Camp, Kruger National Park', address: 'Kruger National Park, H4-2, Lower Sabie', admin_path: 'Mpumalanga / Ehlanzeni', phone: '013 735 6056', lat: -25.1198, lon: 31.9163 }),
        rec({ site_name: 'KNP - LOWER SABIE RESTCAMP', site_code: 'KNP-LSB', address: 'LOWER SABIE, MPUMALANGA' }),
        rec({ place_name: 'Onder-Sabie-ruskamp (Nasionale Krugerwildtuin)', phone: '+27 13 735 6056', lat: -25.11983, lon: 31.91628 }),
      ],
      [
        rec({ name: 'Satara Rest Camp, Kruger National Park', address: 'Kruger National Park, H1-3, Satara', admin_path: 'Limpopo / Mopani', phone: '013 735 6306', lat: -24.3936, lon: 31.7783 }),
        rec({ site_name: 'KNP - SATARA RESTCAMP', site_code: 'KNP-STR', address: 'SATARA, LIMPOPO' }),
        rec({ place_name: 'Satara-ruskamp (Nasionale Krugerwildtuin)', phone: '+27 13 735 6306', lat: -24.39362, lon: 31.77826 }),
      ],
    ],
  },
  {
    // Three stations of the Mombasa-Nairobi standard-gauge railway.
    kind: 'stations of one standard-gauge railway line',
    variants: [
      [
        rec({ name: 'Mombasa Terminus (SGR), Miritini', address: 'Mombasa-Nairobi Highway, Miritini', city: 'Mombasa', lat: -3.9920, lon: 39.5880 }),
        rec({ site_name: 'SGR MOMBASA TERMINUS', site_code: 'MSA-T', address: 'MIRITINI, MOMBASA COUNTY' }),
        rec({ place_name: 'Stesheni ya SGR Mombasa (Miritini)', city: 'Mombasa', lat: -3.99204, lon: 39.58796 }),
      ],
      [
        rec({ name: 'Nairobi Terminus (SGR), Syokimau', address: 'Off Mombasa Road, Syokimau', city: 'Nairobi', lat: -1.3656, lon: 36.9250 }),
        rec({ site_name: 'SGR NAIROBI TERMINUS', site_code: 'NBO-T', address: 'SYOKIMAU, MACHAKOS COUNTY' }),
        rec({ place_name: 'Stesheni ya SGR Nairobi (Syokimau)', city: 'Nairobi', lat: -1.36562, lon: 36.92503 }),
      ],
      [
        rec({ name: 'Voi Station (SGR)', address: 'Voi-Mwatate Road, Voi', city: 'Voi', lat: -3.3825, lon: 38.5410 }),
        rec({ site_name: 'SGR VOI STATION', site_code: 'VOI', address: 'VOI, TAITA TAVETA COUNTY' }),
        rec({ place_name: 'Stesheni ya SGR Voi', city: 'Voi', lat: -3.38247, lon: 38.54096 }),
      ],
    ],
  },
  {
    // Three huts of the Marangu route on Kilimanjaro, a day's walk apart.
    kind: 'huts of one mountain route',
    variants: [
      [
        rec({ name: 'Mandara Hut, Marangu Route, Kilimanjaro National Park', admin_path: 'Kilimanjaro / Moshi Rural', lat: -3.1617, lon: 37.5056 }),
        rec({ site_name: 'KINAPA MARANGU - MANDARA HUT (2720M)', site_code: 'KINAPA-MRG-01' }),
        rec({ place_name: 'Kibanda cha Mandara, njia ya Marangu', lat: -3.16168, lon: 37.50558 }),
      ],
      [
        rec({ name: 'Horombo Hut, Marangu Route, Kilimanjaro National Park', admin_path: 'Kilimanjaro / Moshi Rural', lat: -3.1003, lon: 37.4511 }),
        rec({ site_name: 'KINAPA MARANGU - HOROMBO HUT (3720M)', site_code: 'KINAPA-MRG-02' }),
        rec({ place_name: 'Kibanda cha Horombo, njia ya Marangu', lat: -3.10034, lon: 37.45107 }),
      ],
      [
        rec({ name: 'Kibo Hut, Marangu Route, Kilimanjaro National Park', admin_path: 'Kilimanjaro / Moshi Rural', lat: -3.0878, lon: 37.3747 }),
        rec({ site_name: 'KINAPA MARANGU - KIBO HUT (4720M)', site_code: 'KINAPA-MRG-03' }),
        rec({ place_name: 'Kibanda cha Kibo, njia ya Marangu', lat: -3.08782, lon: 37.37466 }),
      ],
    ],
  },
  {
    // Three weighbridges of the Northern Corridor highway, run by one roads authority.
    kind: 'weighbridges of one highway',
    variants: [
      [
        rec({ name: 'Mariakani Weighbridge (Northern Corridor, A109)', address: 'Mombasa-Nairobi Highway, Mariakani', admin_path: 'Kilifi / Kaloleni', site_code: 'WB-A109-01', lat: -3.8617, lon: 39.4730 }),
        rec({ site_name: 'MARIAKANI WEIGHBRIDGE', site_code: 'WBA10901', address: 'A109, MARIAKANI, KILIFI COUNTY' }),
        rec({ place_name: 'Mizani ya Mariakani', city: 'Mariakani', lat: -3.86166, lon: 39.47302 }),
      ],
      [
        rec({ name: 'Athi River Weighbridge (Northern Corridor, A109)', address: 'Mombasa Road, Athi River', admin_path: 'Machakos / Mavoko', site_code: 'WB-A109-04', lat: -1.4560, lon: 36.9865 }),
        rec({ site_name: 'ATHI RIVER WEIGHBRIDGE', site_code: 'WBA10904', address: 'A109, ATHI RIVER, MACHAKOS COUNTY' }),
        rec({ place_name: 'Mizani ya Athi River', city: 'Athi River', lat: -1.45598, lon: 36.98652 }),
      ],
      [
        rec({ name: 'Gilgil Weighbridge (Northern Corridor, A104)', address: 'Nakuru-Nairobi Highway, Gilgil', admin_path: 'Nakuru / Gilgil', site_code: 'WB-A104-02', lat: -0.5006, lon: 36.3239 }),
        rec({ site_name: 'GILGIL WEIGHBRIDGE', site_code: 'WBA10402', address: 'A104, GILGIL, NAKURU COUNTY' }),
        rec({ place_name: 'Mizani ya Gilgil', city: 'Gilgil', lat: -0.50058, lon: 36.32393 }),
      ],
    ],
  },
  {
    // Three lighthouses of the Western Cape coast.
    kind: 'lighthouses of one coast',
    variants: [
      [
        rec({ name: 'Cape Point Lighthouse (new light)', address: 'Cape Point, Table Mountain National Park', city: 'Cape Town', admin_path: 'Western Cape / City of Cape Town', lat: -34.3566, lon: 18.4966 }),
        rec({ site_name: 'CAPE POINT LIGHTHOUSE', site_code: 'TNPA-LH-CPT', address: 'CAPE POINT, SIMON\'S TOWN' }),
        rec({ place_name: 'Kaappunt-vuurtoring', city: 'Kaapstad', lat: -34.35663, lon: 18.49658 }),
      ],
      [
        rec({ name: 'Slangkop Lighthouse', address: 'Lighthouse Road, Kommetjie', city: 'Cape Town', admin_path: 'Western Cape / City of Cape Town', lat: -34.1496, lon: 18.3197 }),
        rec({ site_name: 'SLANGKOP LIGHTHOUSE', site_code: 'TNPA-LH-SLK', address: 'KOMMETJIE, CAPE TOWN' }),
        rec({ place_name: 'Slangkop-vuurtoring, Kommetjie', city: 'Kaapstad', lat: -34.14958, lon: 18.31968 }),
      ],
      [
        rec({ name: 'Cape Agulhas Lighthouse', address: 'Main Road, L\'Agulhas', city: 'Agulhas', admin_path: 'Western Cape / Cape Agulhas', lat: -34.8283, lon: 20.0093 }),
        rec({ site_name: 'CAPE AGULHAS LIGHTHOUSE', site_code: 'TNPA-LH-AGL', address: 'L\'AGULHAS, OVERBERG' }),
        rec({ place_name: 'Kaap Agulhas-vuurtoring', city: 'L\'Agulhas', lat: -34.82831, lon: 20.00932 }),
      ],
    ],
  },
  {
    // Three golf courses of Lagos.
    kind: 'golf courses of one city',
    variants: [
      [
        rec({ name: 'Ikoyi Club 1938 Golf Section', address: '6 Ikoyi Club Road, Ikoyi', city: 'Lagos', phone: '01 463 0014', lat: 6.4512, lon: 3.4168 }),
        rec({ site_name: 'IKOYI CLUB GOLF COURSE', address: 'IKOYI CLUB RD, IKOYI, LAGOS' }),
        rec({ place_name: 'Ikoyi Golf Course', city: 'Ikoyi', phone: '+234 1 463 0014', lat: 6.45124, lon: 3.41683 }),
      ],
      [
        rec({ name: 'Lagos Country Club Golf Course, Ikeja', address: 'Lagos Country Club, Ikeja GRA', city: 'Lagos', phone: '01 497 2206', lat: 6.5824, lon: 3.3562 }),
        rec({ site_name: 'LAGOS COUNTRY CLUB GOLF COURSE', address: 'IKEJA GRA, LAGOS' }),
        rec({ place_name: 'Ikeja Golf Course (Lagos Country Club)', city: 'Ikeja', phone: '+234 1 497 2206', lat: 6.58238, lon: 3.35617 }),
      ],
      [
        rec({ name: 'Lakowe Lakes Golf and Country Estate', address: 'Lakowe, Lekki-Epe Expressway', city: 'Lagos', phone: '0700 525 6937', lat: 6.4578, lon: 3.7306 }),
        rec({ site_name: 'LAKOWE LAKES GOLF COURSE', address: 'LAKOWE, IBEJU-LEKKI, LAGOS' }),
        rec({ place_name: 'Lakowe Lakes Golf Course', city: 'Ibeju-Lekki', phone: '+234 700 525 6937', lat: 6.45782, lon: 3.73059 }),
      ],
    ],
  },
  {
    // Three fire stations of one city fire service.
    kind: 'fire stations of one city',
    variants: [
      [
        rec({ name: 'Accra Central Fire Station, Ghana National Fire Service', address: 'Castle Road, near Kinbu', city: 'Accra', phone: '030 266 2334', lat: 5.5487, lon: -0.2057 }),
        rec({ site_name: 'GNFS ACCRA CENTRAL FIRE STATION', site_code: 'GNFS-GAR-001', address: 'CASTLE RD, ACCRA' }),
        rec({ place_name: 'Central Fire Station (Accra)', city: 'Accra', phone: '+233 30 266 2334', lat: 5.54872, lon: -0.20569 }),
      ],
      [
        rec({ name: 'Tema Fire Station, Ghana National Fire Service', address: 'Harbour Road, Community 1', city: 'Tema', phone: '030 320 2911', lat: 5.6339, lon: 0.0100 }),
        rec({ site_name: 'GNFS TEMA FIRE STATION', site_code: 'GNFS-GAR-014', address: 'COMMUNITY 1, TEMA' }),
        rec({ place_name: 'Tema Fire Station (Community 1)', city: 'Tema', phone: '+233 30 320 2911', lat: 5.63392, lon: 0.01003 }),
      ],
      [
        rec({ name: 'Madina Fire Station, Ghana National Fire Service', address: 'Madina-Adenta Highway, Madina', city: 'Accra', phone: '030 250 0418', lat: 5.6803, lon: -0.1664 }),
        rec({ site_name: 'GNFS MADINA FIRE STATION', site_code: 'GNFS-GAR-022', address: 'MADINA, LA NKWANTANANG' }),
        rec({ place_name: 'Madina Fire Station', city: 'Madina', phone: '+233 30 250 0418', lat: 5.68028, lon: -0.16642 }),
      ],
    ],
  },
  {
    // Three fish landing sites (beaches) of one lake shore in Kisumu County, a few kilometres apart.
    kind: 'fish landing sites of one lake shore',
    variants: [
      [
        rec({ name: 'Dunga Beach Fish Landing Site', address: 'Dunga, off Nairobi Road', city: 'Kisumu', admin_path: 'Kisumu / Kisumu Central', site_code: 'BMU-KSM-007', lat: -0.1472, lon: 34.7360 }),
        rec({ site_name: 'DUNGA BEACH BMU', site_code: 'BMUKSM007', address: 'DUNGA, KISUMU CENTRAL' }),
        rec({ place_name: 'Soko la samaki Dunga (ufuo wa Ziwa Victoria)', city: 'Kisumu', lat: -0.14718, lon: 34.73603 }),
      ],
      [
        rec({ name: 'Usoma Beach Fish Landing Site', address: 'Usoma, Kisumu-Airport Road', city: 'Kisumu', admin_path: 'Kisumu / Kisumu West', site_code: 'BMU-KSM-011', lat: -0.1000, lon: 34.7143 }),
        rec({ site_name: 'USOMA BEACH BMU', site_code: 'BMUKSM011', address: 'USOMA, KISUMU WEST' }),
        rec({ place_name: 'Soko la samaki Usoma (ufuo wa Ziwa Victoria)', city: 'Kisumu', lat: -0.10003, lon: 34.71432 }),
      ],
      [
        rec({ name: 'Ogal Beach Fish Landing Site', address: 'Ogal, Kisumu Lakefront', city: 'Kisumu', admin_path: 'Kisumu / Kisumu Central', site_code: 'BMU-KSM-009', lat: -0.1068, lon: 34.7478 }),
        rec({ site_name: 'OGAL BEACH BMU', site_code: 'BMUKSM009', address: 'OGAL, KISUMU CENTRAL' }),
        rec({ place_name: 'Soko la samaki Ogal (ufuo wa Ziwa Victoria)', city: 'Kisumu', lat: -0.10682, lon: 34.74776 }),
      ],
    ],
  },
];
