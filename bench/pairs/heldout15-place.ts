// Held-out pair set 15, place (see bench/pairs/heldout15.ts): storage reservoirs of one water company, park-and-ride
// sites of one city, wildlife conservancies on one reserve's edge, grain depots of one national board, Test cricket
// grounds of one country, bus rapid transit stations of one corridor, refugee camps of one complex, and pedestrian
// bridges of one urban highway; each as a guide's, gazette's or map's full name, an operator's, register's or asset
// list's caps line with a site code, and a map label or other-language name (Swahili, Afrikaans, Yoruba, a sponsor's
// name, an abbreviation, an OSM-style short name). Real places are written from general knowledge; phones, site codes
// and coordinates are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE15: readonly Family[] = [
  {
    // Three storage reservoirs of one water company west of London, a few kilometres apart.
    kind: 'storage reservoirs of one water company',
    variants: [
      [
        rec({ name: 'Queen Mary Reservoir, Littleton (Thames Water)', admin_path: 'United Kingdom / England / Surrey / Spelthorne', lat: 51.4181, lon: -0.4588 }),
        rec({ site_name: 'QUEEN MARY RESERVOIR (TW RAW WATER STORAGE)', site_code: 'TW-RES-QM', address: 'ASHFORD RD, LITTLETON, SHEPPERTON TW17 0QE' }),
        rec({ place_name: 'Queen Mary Res.', city: 'Sunbury-on-Thames', lat: 51.41806, lon: -0.45889 }),
      ],
      [
        rec({ name: 'Queen Elizabeth II Reservoir, Walton-on-Thames (Thames Water)', admin_path: 'United Kingdom / England / Surrey / Elmbridge', lat: 51.3922, lon: -0.3939 }),
        rec({ site_name: 'QUEEN ELIZABETH II RESERVOIR (TW RAW WATER STORAGE)', site_code: 'TW-RES-Q2', address: 'HURST RD, WEST MOLESEY KT8 1QY' }),
        rec({ place_name: 'QEII Reservoir', city: 'Walton-on-Thames', lat: 51.39223, lon: -0.39386 }),
      ],
      [
        rec({ name: 'King George VI Reservoir, Staines (Thames Water)', admin_path: 'United Kingdom / England / Surrey / Spelthorne', lat: 51.4463, lon: -0.4921 }),
        rec({ site_name: 'KING GEORGE VI RESERVOIR (TW RAW WATER STORAGE)', site_code: 'TW-RES-KG6', address: 'STANWELL MOOR RD, STAINES TW19 6BZ' }),
        rec({ place_name: 'KGVI Reservoir', city: 'Staines-upon-Thames', lat: 51.44628, lon: -0.49213 }),
      ],
    ],
  },
  {
    // Three park-and-ride sites on one city's ring road, one council enquiry line for all three.
    kind: 'park-and-ride sites of one city',
    variants: [
      [
        rec({ name: 'Oxford Pear Tree Park & Ride', admin_path: 'United Kingdom / England / Oxfordshire / Oxford', phone: '01865 252525', lat: 51.7915, lon: -1.2811 }),
        rec({ site_name: 'PEAR TREE P&R (OXFORDSHIRE CC)', site_code: 'OCC-PR-PT', address: 'WOODSTOCK RD, OXFORD OX2 8JZ', phone: '+44 1865 252525' }),
        rec({ place_name: 'Pear Tree P+R', city: 'Oxford', lat: 51.79147, lon: -1.28114 }),
      ],
      [
        rec({ name: 'Oxford Redbridge Park & Ride', admin_path: 'United Kingdom / England / Oxfordshire / Oxford', phone: '01865 252525', lat: 51.7339, lon: -1.2488 }),
        rec({ site_name: 'REDBRIDGE P&R (OXFORDSHIRE CC)', site_code: 'OCC-PR-RB', address: 'ABINGDON RD, OXFORD OX1 4XG', phone: '+44 1865 252525' }),
        rec({ place_name: 'Redbridge P+R', city: 'Oxford', lat: 51.73387, lon: -1.24884 }),
      ],
      [
        rec({ name: 'Oxford Thornhill Park & Ride', admin_path: 'United Kingdom / England / Oxfordshire / South Oxfordshire', phone: '01865 252525', lat: 51.7548, lon: -1.1868 }),
        rec({ site_name: 'THORNHILL P&R (OXFORDSHIRE CC)', site_code: 'OCC-PR-TH', address: 'LONDON RD, HEADINGTON OX3 8DP', phone: '+44 1865 252525' }),
        rec({ place_name: 'Thornhill P+R', city: 'Headington', lat: 51.75483, lon: -1.18677 }),
      ],
    ],
  },
  {
    // Three community wildlife conservancies on the northern and eastern edge of the Maasai Mara reserve.
    kind: 'wildlife conservancies on one reserve edge',
    variants: [
      [
        rec({ name: 'Olare Motorogi Conservancy, Maasai Mara', admin_path: 'Kenya / Narok / Narok West', phone: '+254 722 514 300', lat: -1.3098, lon: 35.2214 }),
        rec({ site_name: 'OLARE MOTOROGI CONSERVANCY (MMWCA)', site_code: 'MMWCA-OMC', address: 'P.O. BOX 141-20500, NAROK', phone: '0722 514300' }),
        rec({ place_name: 'Olare Motorogi', city: 'Narok', lat: -1.30975, lon: 35.22152 }),
      ],
      [
        rec({ name: 'Mara North Conservancy, Maasai Mara', admin_path: 'Kenya / Narok / Narok West', phone: '+254 733 619 822', lat: -1.1497, lon: 35.1248 }),
        rec({ site_name: 'MARA NORTH CONSERVANCY (MMWCA)', site_code: 'MMWCA-MNC', address: 'P.O. BOX 208-20500, NAROK', phone: '0733 619822' }),
        rec({ place_name: 'Hifadhi ya Mara Kaskazini', city: 'Narok', lat: -1.14968, lon: 35.12476 }),
      ],
      [
        rec({ name: 'Mara Naboisho Conservancy, Maasai Mara', admin_path: 'Kenya / Narok / Narok West', phone: '+254 720 336 571', lat: -1.3521, lon: 35.3467 }),
        rec({ site_name: 'MARA NABOISHO CONSERVANCY (MMWCA)', site_code: 'MMWCA-MNB', address: 'P.O. BOX 77-20500, NAROK', phone: '0720 336571' }),
        rec({ place_name: 'Naboisho', city: 'Narok', lat: -1.35213, lon: 35.34668 }),
      ],
    ],
  },
  {
    // Three grain depots of Kenya's national cereals board in the Rift Valley and Trans-Nzoia.
    kind: 'grain depots of one national board',
    variants: [
      [
        rec({ name: 'NCPB Eldoret Depot (National Cereals and Produce Board)', admin_path: 'Kenya / Uasin Gishu / Eldoret', lat: 0.5138, lon: 35.2702 }),
        rec({ site_name: 'NCPB ELDORET SILOS & DEPOT', site_code: 'NCPB-ELD', address: 'UGANDA RD, ELDORET' }),
        rec({ place_name: 'Bohari ya NCPB Eldoret', city: 'Eldoret', lat: 0.51382, lon: 35.27018 }),
      ],
      [
        rec({ name: 'NCPB Kitale Depot (National Cereals and Produce Board)', admin_path: 'Kenya / Trans-Nzoia / Kitale', lat: 1.0149, lon: 35.0071 }),
        rec({ site_name: 'NCPB KITALE SILOS & DEPOT', site_code: 'NCPB-KTL', address: 'KITALE-ENDEBESS RD, KITALE' }),
        rec({ place_name: 'Bohari ya NCPB Kitale', city: 'Kitale', lat: 1.01493, lon: 35.00714 }),
      ],
      [
        rec({ name: 'NCPB Nakuru Depot (National Cereals and Produce Board)', admin_path: 'Kenya / Nakuru / Nakuru East', lat: -0.2834, lon: 36.0791 }),
        rec({ site_name: 'NCPB NAKURU SILOS & DEPOT', site_code: 'NCPB-NKR', address: 'OFF NAIROBI-NAKURU HWY, NAKURU' }),
        rec({ place_name: 'Bohari ya NCPB Nakuru', city: 'Nakuru', lat: -0.28343, lon: 36.07908 }),
      ],
    ],
  },
  {
    // Three Test cricket grounds of South Africa, each known by a sponsor's name that changes.
    kind: 'Test cricket grounds of one country',
    variants: [
      [
        rec({ name: 'The Wanderers Stadium (DP World Wanderers), Illovo', admin_path: 'South Africa / Gauteng / Johannesburg', phone: '+27 11 340 1500', lat: -26.1318, lon: 28.0574 }),
        rec({ site_name: 'WANDERERS STADIUM (CSA TEST VENUE)', site_code: 'CSA-JHB', address: 'CORLETT DR, ILLOVO, JOHANNESBURG 2196', phone: '011 340 1500' }),
        rec({ place_name: 'Bullring', city: 'Johannesburg', lat: -26.13183, lon: 28.05744 }),
      ],
      [
        rec({ name: 'SuperSport Park, Centurion', admin_path: 'South Africa / Gauteng / Tshwane', phone: '+27 12 663 1005', lat: -25.8601, lon: 28.1795 }),
        rec({ site_name: 'SUPERSPORT PARK (CSA TEST VENUE)', site_code: 'CSA-CEN', address: 'KINKELBOS ST, CENTURION 0157', phone: '012 663 1005' }),
        rec({ place_name: 'SuperSport Park-krieketstadion', city: 'Centurion', lat: -25.86012, lon: 28.17948 }),
      ],
      [
        rec({ name: 'Newlands Cricket Ground, Cape Town', admin_path: 'South Africa / Western Cape / Cape Town', phone: '+27 21 657 3300', lat: -33.9749, lon: 18.4685 }),
        rec({ site_name: 'NEWLANDS CRICKET GROUND (CSA TEST VENUE)', site_code: 'CSA-CPT', address: '146 CAMP GROUND RD, NEWLANDS 7700', phone: '021 657 3300' }),
        rec({ place_name: 'Six Gun Grill Newlands', city: 'Cape Town', lat: -33.97493, lon: 18.46847 }),
      ],
    ],
  },
  {
    // Three stations of Dar es Salaam's first bus rapid transit corridor along Morogoro Road.
    kind: 'bus rapid transit stations of one corridor',
    variants: [
      [
        rec({ name: 'Kimara Terminal (DART BRT Phase 1), Morogoro Road', admin_path: 'Tanzania / Dar es Salaam / Ubungo', lat: -6.7858, lon: 39.1682 }),
        rec({ site_name: 'KIMARA BRT TERMINAL (DART PH1)', site_code: 'DART-P1-KMR', address: 'MOROGORO RD, KIMARA, DSM' }),
        rec({ place_name: 'Kituo cha Mwendokasi Kimara', city: 'Dar es Salaam', lat: -6.78583, lon: 39.16821 }),
      ],
      [
        rec({ name: 'Ubungo Terminal (DART BRT Phase 1), Morogoro Road', admin_path: 'Tanzania / Dar es Salaam / Ubungo', lat: -6.7884, lon: 39.2081 }),
        rec({ site_name: 'UBUNGO BRT TERMINAL (DART PH1)', site_code: 'DART-P1-UBG', address: 'MOROGORO RD / SAM NUJOMA RD, UBUNGO, DSM' }),
        rec({ place_name: 'Kituo cha Mwendokasi Ubungo', city: 'Dar es Salaam', lat: -6.78838, lon: 39.20807 }),
      ],
      [
        rec({ name: 'Magomeni Mapipa Station (DART BRT Phase 1), Morogoro Road', admin_path: 'Tanzania / Dar es Salaam / Kinondoni', lat: -6.8097, lon: 39.2583 }),
        rec({ site_name: 'MAGOMENI MAPIPA BRT STN (DART PH1)', site_code: 'DART-P1-MGM', address: 'MOROGORO RD, MAGOMENI, DSM' }),
        rec({ place_name: 'Mwendokasi Magomeni Mapipa', city: 'Dar es Salaam', lat: -6.80968, lon: 39.25832 }),
      ],
    ],
  },
  {
    // Three camps of one refugee complex in north-eastern Kenya, fifteen to twenty kilometres apart.
    kind: 'refugee camps of one complex',
    variants: [
      [
        rec({ name: 'Dagahaley Refugee Camp, Dadaab', admin_path: 'Kenya / Garissa / Dadaab', lat: 0.1852, lon: 40.2893 }),
        rec({ site_name: 'DADAAB - DAGAHALEY CAMP (UNHCR)', site_code: 'KEN-DAD-DAG', address: 'DAGAHALEY, DADAAB SUB-COUNTY, GARISSA' }),
        rec({ place_name: 'Kambi ya Wakimbizi Dagahaley', city: 'Dadaab', lat: 0.18524, lon: 40.28934 }),
      ],
      [
        rec({ name: 'Hagadera Refugee Camp, Dadaab', admin_path: 'Kenya / Garissa / Dadaab', lat: -0.0068, lon: 40.3647 }),
        rec({ site_name: 'DADAAB - HAGADERA CAMP (UNHCR)', site_code: 'KEN-DAD-HAG', address: 'HAGADERA, DADAAB SUB-COUNTY, GARISSA' }),
        rec({ place_name: 'Kambi ya Wakimbizi Hagadera', city: 'Dadaab', lat: -0.00683, lon: 40.36472 }),
      ],
      [
        rec({ name: 'Ifo Refugee Camp, Dadaab', admin_path: 'Kenya / Garissa / Dadaab', lat: 0.1169, lon: 40.3141 }),
        rec({ site_name: 'DADAAB - IFO CAMP (UNHCR)', site_code: 'KEN-DAD-IFO', address: 'IFO, DADAAB SUB-COUNTY, GARISSA' }),
        rec({ place_name: 'Kambi ya Wakimbizi Ifo', city: 'Dadaab', lat: 0.11692, lon: 40.31409 }),
      ],
    ],
  },
  {
    // Three pedestrian bridges over one Lagos highway, one to two kilometres apart, each named for its bus stop.
    kind: 'pedestrian bridges of one urban highway',
    variants: [
      [
        rec({ name: 'Fadeyi Pedestrian Bridge, Ikorodu Road', admin_path: 'Nigeria / Lagos / Mushin', lat: 6.5268, lon: 3.3718 }),
        rec({ site_name: 'FADEYI PED BRIDGE (LAMATA IKD RD)', site_code: 'LAM-PB-IKR-04', address: 'IKORODU RD BY FADEYI BUS STOP, LAGOS' }),
        rec({ place_name: 'Afara Fadeyi', city: 'Lagos', lat: 6.52676, lon: 3.37183 }),
      ],
      [
        rec({ name: 'Onipanu Pedestrian Bridge, Ikorodu Road', admin_path: 'Nigeria / Lagos / Somolu', lat: 6.5392, lon: 3.3641 }),
        rec({ site_name: 'ONIPANU PED BRIDGE (LAMATA IKD RD)', site_code: 'LAM-PB-IKR-06', address: 'IKORODU RD BY ONIPANU BUS STOP, LAGOS' }),
        rec({ place_name: 'Afara Onipanu', city: 'Lagos', lat: 6.53918, lon: 3.36412 }),
      ],
      [
        rec({ name: 'Anthony Pedestrian Bridge, Ikorodu Road', admin_path: 'Nigeria / Lagos / Kosofe', lat: 6.5619, lon: 3.3677 }),
        rec({ site_name: 'ANTHONY PED BRIDGE (LAMATA IKD RD)', site_code: 'LAM-PB-IKR-09', address: 'IKORODU RD BY ANTHONY BUS STOP, LAGOS' }),
        rec({ place_name: 'Afara Anthony', city: 'Lagos', lat: 6.56187, lon: 3.36769 }),
      ],
    ],
  },
];
