// Held-out pair set 13, place (see bench/pairs/heldout13.ts): tram stops of one line, theatres of one street,
// community recycling centres of one county, army barracks of one city, lifeboat stations of one coast, national
// botanical gardens of one body, palaces of three Yoruba kings, and parks of one city centre; each as a guide's or
// map's full name, an asset register's, operator's or gazette's caps line with a site code, and a map label or
// other-language name (Yoruba, Afrikaans, Swahili, an abbreviation, an OSM-style short name). Real places are written
// from general knowledge; phones, site codes and coordinates are illustrative (the shape real ones have, a few metres
// apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE13: readonly Family[] = [
  {
    // Three stops of the Edinburgh tram line in the west end and New Town, under a kilometre apart.
    kind: 'tram stops of one line',
    variants: [
      [
        rec({ name: 'Haymarket tram stop, Edinburgh Trams', admin_path: 'Scotland / City of Edinburgh', lat: 55.9459, lon: -3.2184 }),
        rec({ site_name: 'HAYMARKET TRAM STOP (ET)', site_code: 'ETL-HAY', address: 'HAYMARKET TERRACE, EDINBURGH EH12' }),
        rec({ place_name: 'Haymarket', city: 'Edinburgh', lat: 55.94593, lon: -3.21836 }),
      ],
      [
        rec({ name: 'West End – Princes Street tram stop, Edinburgh Trams', admin_path: 'Scotland / City of Edinburgh', lat: 55.9498, lon: -3.2078 }),
        rec({ site_name: 'WEST END - PRINCES ST TRAM STOP (ET)', site_code: 'ETL-WEP', address: 'SHANDWICK PLACE, EDINBURGH EH2' }),
        rec({ place_name: 'West End - Princes St', city: 'Edinburgh', lat: 55.94982, lon: -3.20779 }),
      ],
      [
        rec({ name: 'St Andrew Square tram stop, Edinburgh Trams', admin_path: 'Scotland / City of Edinburgh', lat: 55.9544, lon: -3.1929 }),
        rec({ site_name: 'ST ANDREW SQ TRAM STOP (ET)', site_code: 'ETL-SAS', address: 'ST ANDREW SQUARE, EDINBURGH EH2' }),
        rec({ place_name: 'St Andrew Square', city: 'Edinburgh', lat: 55.95437, lon: -3.19294 }),
      ],
    ],
  },
  {
    // Three West End theatres on and beside the Aldwych, a hundred metres apart.
    kind: 'theatres of one street',
    variants: [
      [
        rec({ name: 'Lyceum Theatre', address: '21 Wellington Street, London WC2E 7RQ', phone: '+44 20 7420 8100', lat: 51.5115, lon: -0.1200 }),
        rec({ site_name: 'LYCEUM THEATRE (GRADE II*)', site_code: 'WE-TH-LYC', address: '21 WELLINGTON ST WC2E 7RQ', phone: '020 7420 8100' }),
        rec({ place_name: 'Lyceum', city: 'London', lat: 51.51153, lon: -0.12004 }),
      ],
      [
        rec({ name: 'Aldwych Theatre', address: '49 Aldwych, London WC2B 4DF', phone: '+44 20 7379 3367', lat: 51.5129, lon: -0.1195 }),
        rec({ site_name: 'ALDWYCH THEATRE (GRADE II)', site_code: 'WE-TH-ALD', address: '49 ALDWYCH WC2B 4DF', phone: '020 7379 3367' }),
        rec({ place_name: 'Aldwych Theatre', city: 'London', lat: 51.51288, lon: -0.11951 }),
      ],
      [
        rec({ name: 'Novello Theatre', address: 'Aldwych, London WC2B 4LD', phone: '+44 20 7759 9611', lat: 51.5124, lon: -0.1190 }),
        rec({ site_name: 'NOVELLO THEATRE (GRADE II) FMRLY STRAND THEATRE', site_code: 'WE-TH-NOV', address: 'ALDWYCH WC2B 4LD', phone: '020 7759 9611' }),
        rec({ place_name: 'Novello', city: 'London', lat: 51.51243, lon: -0.11898 }),
      ],
    ],
  },
  {
    // Three household-waste sites of one county council, ten miles apart.
    kind: 'community recycling centres of one county',
    variants: [
      [
        rec({ name: 'Leatherhead Community Recycling Centre', address: 'Randalls Road, Leatherhead KT22 7RY', phone: '+44 300 200 1003', lat: 51.2990, lon: -0.3390 }),
        rec({ site_name: 'LEATHERHEAD CRC (SCC)', site_code: 'SCC-CRC-LEA', address: 'RANDALLS RD KT22 7RY', phone: '0300 200 1003' }),
        rec({ place_name: 'Leatherhead tip', city: 'Leatherhead', lat: 51.29904, lon: -0.33897 }),
      ],
      [
        rec({ name: 'Guildford Community Recycling Centre', address: 'Slyfield Industrial Estate, Moorfield Road, Guildford GU1 1RR', phone: '+44 300 200 1003', lat: 51.2580, lon: -0.5660 }),
        rec({ site_name: 'GUILDFORD CRC SLYFIELD (SCC)', site_code: 'SCC-CRC-GUI', address: 'MOORFIELD RD SLYFIELD IND EST GU1 1RR', phone: '0300 200 1003' }),
        rec({ place_name: 'Slyfield tip', city: 'Guildford', lat: 51.25803, lon: -0.56598 }),
      ],
      [
        rec({ name: 'Woking Community Recycling Centre', address: 'Martyrs Lane, Woking GU21 5NJ', phone: '+44 300 200 1003', lat: 51.3390, lon: -0.5290 }),
        rec({ site_name: 'WOKING CRC MARTYRS LANE (SCC)', site_code: 'SCC-CRC-WOK', address: 'MARTYRS LN GU21 5NJ', phone: '0300 200 1003' }),
        rec({ place_name: 'Martyrs Lane tip', city: 'Woking', lat: 51.33896, lon: -0.52904 }),
      ],
    ],
  },
  {
    // Three army barracks of Lagos, on the island, in Ikeja and on Victoria Island.
    kind: 'army barracks of one city',
    variants: [
      [
        rec({ name: 'Dodan Barracks, Obalende', address: 'Dodan Barracks, Obalende, Ikoyi, Lagos', admin_path: 'Lagos / Eti-Osa', lat: 6.4480, lon: 3.4100 }),
        rec({ site_name: 'DODAN BARRACKS (NA) - OBALENDE', site_code: 'NA-LAG-BKS-02', address: 'OBALENDE, IKOYI, LAGOS' }),
        rec({ place_name: 'Bárékè Dodan', city: 'Èkó', lat: 6.44804, lon: 3.40996 }),
      ],
      [
        rec({ name: 'Ikeja Cantonment', address: 'Ikeja Military Cantonment, Mobolaji Bank Anthony Way, Ikeja, Lagos', admin_path: 'Lagos / Ikeja', lat: 6.5800, lon: 3.3410 }),
        rec({ site_name: 'IKEJA MIL CANTONMENT (NA)', site_code: 'NA-LAG-BKS-01', address: 'MOBOLAJI BANK ANTHONY WAY, IKEJA' }),
        rec({ place_name: 'Ikeja Cantonment', city: 'Lagos', lat: 6.58002, lon: 3.34098 }),
      ],
      [
        rec({ name: 'Bonny Camp, Victoria Island', address: 'Bonny Camp, Ahmadu Bello Way, Victoria Island, Lagos', admin_path: 'Lagos / Eti-Osa', lat: 6.4310, lon: 3.4130 }),
        rec({ site_name: 'BONNY CAMP (NA) - V/I', site_code: 'NA-LAG-BKS-03', address: 'AHMADU BELLO WAY, V/I, LAGOS' }),
        rec({ place_name: 'Bonny Camp', city: 'Lagos', lat: 6.43098, lon: 3.41304 }),
      ],
    ],
  },
  {
    // Three lifeboat stations of the Sussex coast, a few miles apart.
    kind: 'lifeboat stations of one coast',
    variants: [
      [
        rec({ name: 'Brighton Lifeboat Station (RNLI)', address: 'Brighton Marina, Brighton BN2 5UF', phone: '+44 1273 682828', lat: 50.8110, lon: -0.1010 }),
        rec({ site_name: 'RNLI BRIGHTON LB STN - MARINA', site_code: 'RNLI-BRI', address: 'BRIGHTON MARINA BN2 5UF', phone: '01273 682828' }),
        rec({ place_name: 'Brighton RNLI', city: 'Brighton', lat: 50.81098, lon: -0.10104 }),
      ],
      [
        rec({ name: 'Shoreham Harbour Lifeboat Station (RNLI)', address: 'Kingston Beach, Shoreham-by-Sea BN43 5LJ', phone: '+44 1273 462219', lat: 50.8300, lon: -0.2480 }),
        rec({ site_name: 'RNLI SHOREHAM HBR LB STN - KINGSTON BEACH', site_code: 'RNLI-SHO', address: 'KINGSTON BEACH BN43 5LJ', phone: '01273 462219' }),
        rec({ place_name: 'Shoreham RNLI', city: 'Shoreham-by-Sea', lat: 50.82997, lon: -0.24802 }),
      ],
      [
        rec({ name: 'Newhaven Lifeboat Station (RNLI)', address: 'West Quay, Newhaven BN9 9BY', phone: '+44 1273 514143', lat: 50.7860, lon: 0.0560 }),
        rec({ site_name: 'RNLI NEWHAVEN LB STN - WEST QUAY', site_code: 'RNLI-NHV', address: 'WEST QUAY BN9 9BY', phone: '01273 514143' }),
        rec({ place_name: 'Newhaven RNLI', city: 'Newhaven', lat: 50.78602, lon: 0.05597 }),
      ],
    ],
  },
  {
    // Three national botanical gardens of one body, in three provinces.
    kind: 'national botanical gardens of one body',
    variants: [
      [
        rec({ name: 'Kirstenbosch National Botanical Garden', address: 'Rhodes Drive, Newlands, Cape Town 7735', phone: '+27 21 799 8783', lat: -33.9875, lon: 18.4327 }),
        rec({ site_name: 'KIRSTENBOSCH NBG (SANBI)', site_code: 'SANBI-NBG-KIR', address: 'RHODES DRIVE NEWLANDS CPT', phone: '021 799 8783' }),
        rec({ place_name: 'Kirstenbosch Nasionale Botaniese Tuin', city: 'Kaapstad', lat: -33.98747, lon: 18.43268 }),
      ],
      [
        rec({ name: 'Walter Sisulu National Botanical Garden', address: 'Malcolm Road, Poortview, Roodepoort 1724', phone: '+27 86 100 1278', lat: -26.0860, lon: 27.8440 }),
        rec({ site_name: 'WALTER SISULU NBG (SANBI) - WITPOORTJIE', site_code: 'SANBI-NBG-WSI', address: 'MALCOLM RD POORTVIEW ROODEPOORT', phone: '086 100 1278' }),
        rec({ place_name: 'Walter Sisulu Nasionale Botaniese Tuin', city: 'Roodepoort', lat: -26.08603, lon: 27.84397 }),
      ],
      [
        rec({ name: 'Pretoria National Botanical Garden', address: '2 Cussonia Avenue, Brummeria, Pretoria 0184', phone: '+27 12 843 5071', lat: -25.7390, lon: 28.2750 }),
        rec({ site_name: 'PRETORIA NBG (SANBI)', site_code: 'SANBI-NBG-PTA', address: '2 CUSSONIA AVE BRUMMERIA PTA', phone: '012 843 5071' }),
        rec({ place_name: 'Pretoria Nasionale Botaniese Tuin', city: 'Pretoria', lat: -25.73903, lon: 28.27497 }),
      ],
    ],
  },
  {
    // The palaces of three Yoruba kings, in three cities.
    kind: 'palaces of Yoruba kings',
    variants: [
      [
        rec({ name: 'Iga Idunganran (Palace of the Oba of Lagos)', address: 'Upper King Street, Isale Eko, Lagos Island', admin_path: 'Lagos / Lagos Island', lat: 6.4570, lon: 3.3900 }),
        rec({ site_name: 'IGA IDUNGANRAN - OBA OF LAGOS PALACE', site_code: 'NCMM-LAG-017', address: 'ISALE EKO, LAGOS ISLAND' }),
        rec({ place_name: 'Ìgá Ìdúngànran', city: 'Èkó', lat: 6.45697, lon: 3.39003 }),
      ],
      [
        rec({ name: "Ooni's Palace, Ile-Ife", address: 'Enuwa Square, Ile-Ife, Osun State', admin_path: 'Osun / Ife Central', lat: 7.4740, lon: 4.5600 }),
        rec({ site_name: 'AFIN OONI - ENUWA, ILE-IFE', site_code: 'NCMM-OSU-004', address: 'ENUWA SQUARE, ILE-IFE' }),
        rec({ place_name: 'Ààfin Ọọ̀ni', city: 'Ilé-Ifẹ̀', lat: 7.47403, lon: 4.55997 }),
      ],
      [
        rec({ name: "Alaafin's Palace, Oyo", address: 'Akesan, Oyo Town, Oyo State', admin_path: 'Oyo / Oyo East', lat: 7.8500, lon: 3.9330 }),
        rec({ site_name: 'AAFIN ALAAFIN OF OYO - AKESAN', site_code: 'NCMM-OYO-009', address: 'AKESAN, OYO TOWN' }),
        rec({ place_name: 'Ààfin Aláàfin Ọ̀yọ́', city: 'Ọ̀yọ́', lat: 7.85004, lon: 3.93298 }),
      ],
    ],
  },
  {
    // Three public parks of Nairobi's centre; the first two share a boundary road.
    kind: 'parks of one city centre',
    variants: [
      [
        rec({ name: 'Uhuru Park', address: 'Uhuru Highway, Nairobi CBD', admin_path: 'Nairobi / Starehe', lat: -1.2890, lon: 36.8170 }),
        rec({ site_name: 'UHURU PARK (NCCG)', site_code: 'NCC-PK-001', address: 'UHURU HWY / KENYATTA AVE, NAIROBI' }),
        rec({ place_name: 'Bustani ya Uhuru', city: 'Nairobi', lat: -1.28903, lon: 36.81697 }),
      ],
      [
        rec({ name: 'Central Park', address: 'Uhuru Highway, opposite Serena Hotel, Nairobi CBD', admin_path: 'Nairobi / Starehe', lat: -1.2860, lon: 36.8180 }),
        rec({ site_name: 'CENTRAL PARK (NCCG)', site_code: 'NCC-PK-002', address: 'UHURU HWY / KENYATTA AVE, NAIROBI' }),
        rec({ place_name: 'Central Park', city: 'Nairobi', lat: -1.28598, lon: 36.81803 }),
      ],
      [
        rec({ name: 'Jeevanjee Gardens', address: 'Moi Avenue / Muindi Mbingu Street, Nairobi CBD', admin_path: 'Nairobi / Starehe', lat: -1.2810, lon: 36.8200 }),
        rec({ site_name: 'JEEVANJEE GARDENS (NCCG)', site_code: 'NCC-PK-005', address: 'MUINDI MBINGU ST, NAIROBI' }),
        rec({ place_name: 'Jeevanjee', city: 'Nairobi', lat: -1.28103, lon: 36.81998 }),
      ],
    ],
  },
];
