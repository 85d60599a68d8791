// Held-out pair set 18, place (see bench/pairs/heldout18.ts): chiefs' offices of one sub-county, motor-vehicle
// inspection centres of one transport authority, driving test centres of one city, blood centres of one national
// blood service, livestock markets of one county, tax offices of one revenue authority, truck stops of one transit
// corridor, and drainage windmills of one heritage site; each as a gazetteer's, register's or map's full name, an
// operator's, asset list or directory caps line with a site code, and a map label or other-language name (Swahili,
// Somali, Polish, Twi, Dutch, an OSM-style short name). The chiefs' offices, inspection centres, blood centres, livestock markets and
// tax offices are written at real towns and are illustrative; the driving test centres and the Kinderdijk mills are
// real places written from general knowledge; the truck-stop operator is invented. Phones, site codes and coordinates
// are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE18: readonly Family[] = [
  {
    // Three chiefs' offices (chief's camps) of one sub-county, two of them in Kahawa a few streets apart.
    kind: 'chiefs\' offices of one sub-county',
    variants: [
      [
        rec({ name: 'Kahawa West Chief\'s Camp', admin_path: 'Kenya / Nairobi / Kasarani / Kahawa West', lat: -1.1862, lon: 36.9013 }),
        rec({ site_name: 'CHIEF\'S OFFICE KAHAWA WEST LOC', site_code: 'NRB-KSR-LOC-04', address: 'JAMHURI RD, KAHAWA WEST', phone: '+254 20 2318 404' }),
        rec({ place_name: 'Ofisi ya Chifu, Kahawa Magharibi', city: 'Nairobi', lat: -1.18623, lon: 36.90127 }),
      ],
      [
        rec({ name: 'Kahawa Chief\'s Camp (Kahawa Location)', admin_path: 'Kenya / Nairobi / Kasarani / Kahawa', lat: -1.1917, lon: 36.9198 }),
        rec({ site_name: 'CHIEF\'S OFFICE KAHAWA LOC', site_code: 'NRB-KSR-LOC-03', address: 'KAHAWA SUKARI RD, KAHAWA', phone: '+254 20 2318 403' }),
        rec({ place_name: 'Ofisi ya Chifu, Kahawa', city: 'Nairobi', lat: -1.19168, lon: 36.91984 }),
      ],
      [
        rec({ name: 'Githurai Chief\'s Camp', admin_path: 'Kenya / Nairobi / Kasarani / Githurai', lat: -1.2012, lon: 36.9127 }),
        rec({ site_name: 'CHIEF\'S OFFICE GITHURAI LOC', site_code: 'NRB-KSR-LOC-02', address: 'GITHURAI 44, OFF THIKA RD', phone: '+254 20 2318 402' }),
        rec({ place_name: 'Ofisi ya Chifu, Githurai', city: 'Nairobi', lat: -1.20118, lon: 36.91272 }),
      ],
    ],
  },
  {
    // Three motor-vehicle inspection centres of one authority, two on one road in Nairobi's Industrial Area.
    kind: 'motor-vehicle inspection centres of one authority',
    variants: [
      [
        rec({ name: 'Likoni Road Motor Vehicle Inspection Centre (light vehicles), NTSA', admin_path: 'Kenya / Nairobi / Starehe / Industrial Area', phone: '020 663 0000', lat: -1.3052, lon: 36.8409 }),
        rec({ site_name: 'MV INSPECTION CTR LIKONI RD - LIGHT', site_code: 'NTSA-MVI-NRB-01', address: 'LIKONI RD, INDUSTRIAL AREA, NAIROBI', phone: '+254 20 663 0000' }),
        rec({ place_name: 'Kituo cha Ukaguzi wa Magari Madogo, Barabara ya Likoni', city: 'Nairobi', lat: -1.30523, lon: 36.84088 }),
      ],
      [
        rec({ name: 'Likoni Road Heavy Commercial Vehicle Inspection Bay, NTSA', admin_path: 'Kenya / Nairobi / Starehe / Industrial Area', phone: '020 663 0100', lat: -1.3071, lon: 36.8446 }),
        rec({ site_name: 'MV INSPECTION CTR LIKONI RD - HCV', site_code: 'NTSA-MVI-NRB-02', address: 'LIKONI RD, INDUSTRIAL AREA, NAIROBI', phone: '+254 20 663 0100' }),
        rec({ place_name: 'Kituo cha Ukaguzi wa Magari Makubwa, Barabara ya Likoni', city: 'Nairobi', lat: -1.30708, lon: 36.84463 }),
      ],
      [
        rec({ name: 'Thika Motor Vehicle Inspection Centre, NTSA', admin_path: 'Kenya / Kiambu / Thika Town', phone: '067 222 1400', lat: -1.0431, lon: 37.0783 }),
        rec({ site_name: 'MV INSPECTION CTR THIKA', site_code: 'NTSA-MVI-KBU-01', address: 'GENERAL KAGO RD, THIKA', phone: '+254 67 222 1400' }),
        rec({ place_name: 'Kituo cha Ukaguzi wa Magari, Thika', city: 'Thika', lat: -1.04308, lon: 37.07834 }),
      ],
    ],
  },
  {
    // Three car driving test centres of one agency in one city, one national booking line for all three.
    kind: 'driving test centres of one city',
    variants: [
      [
        rec({ name: 'Birmingham (Kings Heath) Driving Test Centre', admin_path: 'United Kingdom / England / West Midlands / Birmingham', lat: 52.4341, lon: -1.8938 }),
        rec({ site_name: 'BIRMINGHAM (KINGS HEATH) DTC', site_code: 'DVSA-DTC-1409', address: 'VICARAGE RD, KINGS HEATH, B14', phone: '+44 300 200 1122' }),
        rec({ place_name: 'Ośrodek egzaminu na prawo jazdy Kings Heath', city: 'Birmingham', lat: 52.43407, lon: -1.89383 }),
      ],
      [
        rec({ name: 'Birmingham (South Yardley) Driving Test Centre', admin_path: 'United Kingdom / England / West Midlands / Birmingham', lat: 52.4638, lon: -1.8165 }),
        rec({ site_name: 'BIRMINGHAM (SOUTH YARDLEY) DTC', site_code: 'DVSA-DTC-1412', address: 'COVENTRY RD, SOUTH YARDLEY, B25', phone: '+44 300 200 1122' }),
        rec({ place_name: 'Ośrodek egzaminu na prawo jazdy South Yardley', city: 'Birmingham', lat: 52.46384, lon: -1.81652 }),
      ],
      [
        rec({ name: 'Birmingham (Kingstanding) Driving Test Centre', admin_path: 'United Kingdom / England / West Midlands / Birmingham', lat: 52.5432, lon: -1.8812 }),
        rec({ site_name: 'BIRMINGHAM (KINGSTANDING) DTC', site_code: 'DVSA-DTC-1410', address: 'KINGSTANDING RD, B44', phone: '+44 300 200 1122' }),
        rec({ place_name: 'Ośrodek egzaminu na prawo jazdy Kingstanding', city: 'Birmingham', lat: 52.54318, lon: -1.88124 }),
      ],
    ],
  },
  {
    // Three blood centres of one national blood service, two of them in Accra.
    kind: 'blood centres of one national blood service',
    variants: [
      [
        rec({ name: 'Southern Area Blood Centre, Korle Bu (National Blood Service Ghana)', admin_path: 'Ghana / Greater Accra / Ablekuma South', phone: '030 266 1810', lat: 5.5365, lon: -0.2269 }),
        rec({ site_name: 'NBS SOUTHERN AREA BLOOD CTR KORLE BU', site_code: 'NBSG-SABC-01', address: 'GUGGISBERG AVE, KORLE BU, ACCRA', phone: '+233 30 266 1810' }),
        rec({ place_name: 'Mogya Korabea, Korle Bu', city: 'Accra', lat: 5.53648, lon: -0.22693 }),
      ],
      [
        rec({ name: 'Ridge Blood Collection Site, Accra (National Blood Service Ghana)', admin_path: 'Ghana / Greater Accra / Osu Klottey', phone: '030 266 1845', lat: 5.5627, lon: -0.1989 }),
        rec({ site_name: 'NBS BLOOD COLLECTION SITE RIDGE', site_code: 'NBSG-SABC-04', address: 'CASTLE RD, RIDGE, ACCRA', phone: '+233 30 266 1845' }),
        rec({ place_name: 'Mogya Boaboa Beaeɛ, Ridge', city: 'Accra', lat: 5.56268, lon: -0.19893 }),
      ],
      [
        rec({ name: 'Middle Belt Area Blood Centre, Kumasi (National Blood Service Ghana)', admin_path: 'Ghana / Ashanti / Kumasi Metropolitan', phone: '032 202 2310', lat: 6.6969, lon: -1.6312 }),
        rec({ site_name: 'NBS MIDDLE BELT AREA BLOOD CTR KUMASI', site_code: 'NBSG-MBBC-01', address: 'BANTAMA, KUMASI', phone: '+233 32 202 2310' }),
        rec({ place_name: 'Mogya Korabea, Bantama (Kumase)', city: 'Kumasi', lat: 6.69687, lon: -1.63118 }),
      ],
    ],
  },
  {
    // Three livestock markets of one county, two (goats and sheep, camels) side by side in Garissa town.
    kind: 'livestock markets of one county',
    variants: [
      [
        rec({ name: 'Garissa Livestock Market (cattle, sheep and goats)', admin_path: 'Kenya / Garissa / Garissa Township', phone: '046 210 3301', lat: -0.4532, lon: 39.6401 }),
        rec({ site_name: 'GARISSA LIVESTOCK MKT - SHOATS & CATTLE', site_code: 'GSA-LVM-01', address: 'KISMAYU RD, GARISSA', phone: '+254 46 210 3301' }),
        rec({ place_name: 'Suuqa Xoolaha Garissa', city: 'Garissa', lat: -0.45318, lon: 39.64012 }),
      ],
      [
        rec({ name: 'Garissa Camel Market', admin_path: 'Kenya / Garissa / Garissa Township', phone: '046 210 3302', lat: -0.4559, lon: 39.6437 }),
        rec({ site_name: 'GARISSA LIVESTOCK MKT - CAMELS', site_code: 'GSA-LVM-02', address: 'KISMAYU RD, GARISSA', phone: '+254 46 210 3302' }),
        rec({ place_name: 'Suuqa Geela Garissa', city: 'Garissa', lat: -0.45588, lon: 39.64371 }),
      ],
      [
        rec({ name: 'Modogashe Livestock Market', admin_path: 'Kenya / Garissa / Lagdera', phone: '046 210 3305', lat: 0.7421, lon: 39.1812 }),
        rec({ site_name: 'MODOGASHE LIVESTOCK MKT', site_code: 'GSA-LVM-05', address: 'GARISSA-WAJIR RD, MODOGASHE', phone: '+254 46 210 3305' }),
        rec({ place_name: 'Suuqa Xoolaha Modogashe', city: 'Modogashe', lat: 0.74213, lon: 39.18117 }),
      ],
    ],
  },
  {
    // Three tax offices of one revenue authority, two (small and medium taxpayers) in one Kaneshie complex.
    kind: 'tax offices of one revenue authority',
    variants: [
      [
        rec({ name: 'GRA Kaneshie Small Taxpayer Office (Domestic Tax Revenue Division)', admin_path: 'Ghana / Greater Accra / Okaikwei South', phone: '030 223 4410', lat: 5.5667, lon: -0.2341 }),
        rec({ site_name: 'GRA DTRD STO KANESHIE', site_code: 'GRA-STO-GAR-07', address: 'KANESHIE FIRST LIGHT, ACCRA', phone: '+233 30 223 4410' }),
        rec({ place_name: 'GRA STO Kaneshie', city: 'Accra', lat: 5.56672, lon: -0.23408 }),
      ],
      [
        rec({ name: 'GRA Kaneshie Medium Taxpayer Office (Domestic Tax Revenue Division)', admin_path: 'Ghana / Greater Accra / Okaikwei South', phone: '030 223 4420', lat: 5.5671, lon: -0.2336 }),
        rec({ site_name: 'GRA DTRD MTO KANESHIE', site_code: 'GRA-MTO-GAR-02', address: 'KANESHIE FIRST LIGHT, ACCRA', phone: '+233 30 223 4420' }),
        rec({ place_name: 'GRA MTO Kaneshie', city: 'Accra', lat: 5.56708, lon: -0.23362 }),
      ],
      [
        rec({ name: 'GRA Tema Small Taxpayer Office (Domestic Tax Revenue Division)', admin_path: 'Ghana / Greater Accra / Tema Metropolitan', phone: '030 320 6610', lat: 5.6698, lon: -0.0166 }),
        rec({ site_name: 'GRA DTRD STO TEMA', site_code: 'GRA-STO-GAR-11', address: 'COMMUNITY 1, TEMA', phone: '+233 30 320 6610' }),
        rec({ place_name: 'GRA STO Tema', city: 'Tema', lat: 5.66983, lon: -0.01657 }),
      ],
    ],
  },
  {
    // Three truck stops of one operator on one transit corridor, two of them a few kilometres apart above Nakuru.
    kind: 'truck stops of one transit corridor',
    variants: [
      [
        rec({ name: 'Salgaa Roadside Station (Corridor Rest Ltd)', admin_path: 'Kenya / Nakuru / Rongai', phone: '0709 418 201', lat: -0.2078, lon: 35.8684 }),
        rec({ site_name: 'SALGAA TRUCK STOP - CORRIDOR REST', site_code: 'CRL-TS-03', address: 'NAKURU-ELDORET HWY, SALGAA', phone: '+254 709 418 201' }),
        rec({ place_name: 'Kituo cha Malori Salgaa', city: 'Salgaa', lat: -0.20778, lon: 35.86843 }),
      ],
      [
        rec({ name: 'Sachangwan Roadside Station (Corridor Rest Ltd)', admin_path: 'Kenya / Nakuru / Molo', phone: '0709 418 202', lat: -0.2244, lon: 35.8222 }),
        rec({ site_name: 'SACHANGWAN TRUCK STOP - CORRIDOR REST', site_code: 'CRL-TS-04', address: 'NAKURU-ELDORET HWY, SACHANGWAN', phone: '+254 709 418 202' }),
        rec({ place_name: 'Kituo cha Malori Sachangwan', city: 'Sachangwan', lat: -0.22438, lon: 35.82217 }),
      ],
      [
        rec({ name: 'Mariakani Roadside Station (Corridor Rest Ltd)', admin_path: 'Kenya / Kilifi / Kaloleni', phone: '0709 418 207', lat: -3.8643, lon: 39.4712 }),
        rec({ site_name: 'MARIAKANI TRUCK STOP - CORRIDOR REST', site_code: 'CRL-TS-07', address: 'MOMBASA-NAIROBI HWY, MARIAKANI', phone: '+254 709 418 207' }),
        rec({ place_name: 'Kituo cha Malori Mariakani', city: 'Mariakani', lat: -3.86428, lon: 39.47118 }),
      ],
    ],
  },
  {
    // Three drainage windmills of one heritage site (two polders' rows), two of them neighbours on one row.
    kind: 'drainage windmills of one heritage site',
    variants: [
      [
        rec({ name: 'Nederwaard Molen Nr. 1, Kinderdijk', admin_path: 'Netherlands / Zuid-Holland / Molenlanden', lat: 51.8842, lon: 4.6411 }),
        rec({ site_name: 'NEDERWAARD MOLEN NO 1 - WERELDERFGOED KINDERDIJK', site_code: 'KDK-NW-01', address: 'NEDERWAARD 1, KINDERDIJK', phone: '+31 78 691 5179' }),
        rec({ place_name: 'Nederwaard mill no. 1 (Kinderdijk)', city: 'Kinderdijk', lat: 51.88422, lon: 4.64108 }),
      ],
      [
        rec({ name: 'Nederwaard Molen Nr. 2, Kinderdijk', admin_path: 'Netherlands / Zuid-Holland / Molenlanden', lat: 51.8829, lon: 4.6388 }),
        rec({ site_name: 'NEDERWAARD MOLEN NO 2 - WERELDERFGOED KINDERDIJK', site_code: 'KDK-NW-02', address: 'NEDERWAARD 2, KINDERDIJK', phone: '+31 78 691 5179' }),
        rec({ place_name: 'Nederwaard mill no. 2 (Kinderdijk)', city: 'Kinderdijk', lat: 51.88288, lon: 4.63883 }),
      ],
      [
        rec({ name: 'Overwaard Molen Nr. 5, Kinderdijk', admin_path: 'Netherlands / Zuid-Holland / Molenlanden', lat: 51.8798, lon: 4.6429 }),
        rec({ site_name: 'OVERWAARD MOLEN NO 5 - WERELDERFGOED KINDERDIJK', site_code: 'KDK-OW-05', address: 'OVERWAARD 5, KINDERDIJK', phone: '+31 78 691 5179' }),
        rec({ place_name: 'Overwaard mill no. 5 (Kinderdijk)', city: 'Kinderdijk', lat: 51.87981, lon: 4.64287 }),
      ],
    ],
  },
];
