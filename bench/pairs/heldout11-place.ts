// Held-out pair set 11, place (see bench/pairs/heldout11.ts): lakes of one rift valley, islands of one archipelago,
// airstrips of one game reserve, railway stations of one city centre, forest reserves of one country, peaks of one
// mountain, industrial estates of one city, and motorway service areas of one motorway; each as a guide's or map's
// full name, a register's or timetable's caps line with a site code, and an OSM-style or other-language name
// (Swahili, Twi, Yoruba). Real places are written from general knowledge; phones, site codes and coordinates are
// illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE11: readonly Family[] = [
  {
    // Three lakes of the central Kenyan Rift Valley, tens of kilometres apart.
    kind: 'lakes of one rift valley',
    variants: [
      [
        rec({ name: 'Lake Nakuru, Lake Nakuru National Park', admin_path: 'Nakuru County / Nakuru East', lat: -0.3667, lon: 36.0833 }),
        rec({ site_name: 'LAKE NAKURU (SODA LAKE) - RVCA', site_code: 'WRA-RV-L-007', address: 'NAKURU COUNTY' }),
        rec({ place_name: 'Ziwa Nakuru', city: 'Nakuru', lat: -0.36672, lon: 36.08335 }),
      ],
      [
        rec({ name: 'Lake Elmenteita, Soysambu Conservancy', admin_path: 'Nakuru County / Gilgil', lat: -0.4333, lon: 36.2500 }),
        rec({ site_name: 'LAKE ELMENTEITA (SODA LAKE) - RVCA', site_code: 'WRA-RV-L-005', address: 'NAKURU COUNTY' }),
        rec({ place_name: 'Ziwa Elementaita', city: 'Gilgil', lat: -0.43327, lon: 36.25004 }),
      ],
      [
        rec({ name: 'Lake Bogoria, Lake Bogoria National Reserve', admin_path: 'Baringo County / Baringo South', lat: 0.2500, lon: 36.1000 }),
        rec({ site_name: 'LAKE BOGORIA (SODA LAKE) - RVCA', site_code: 'WRA-RV-L-002', address: 'BARINGO COUNTY' }),
        rec({ place_name: 'Ziwa Bogoria', city: 'Marigat', lat: 0.25004, lon: 36.10003 }),
      ],
    ],
  },
  {
    // Three islands of the Lamu archipelago, a short dhow ride apart.
    kind: 'islands of one archipelago',
    variants: [
      [
        rec({ name: 'Lamu Island, Lamu Archipelago', admin_path: 'Lamu County / Lamu West', lat: -2.2717, lon: 40.9020 }),
        rec({ site_name: 'LAMU ISLAND (LAMU OLD TOWN)', site_code: 'KE-LMU-IS-01', address: 'LAMU COUNTY' }),
        rec({ place_name: 'Kisiwa cha Lamu', city: 'Lamu', lat: -2.27174, lon: 40.90197 }),
      ],
      [
        rec({ name: 'Manda Island, Lamu Archipelago', admin_path: 'Lamu County / Lamu West', lat: -2.2500, lon: 40.9500 }),
        rec({ site_name: 'MANDA ISLAND (MANDA AIRSTRIP)', site_code: 'KE-LMU-IS-02', address: 'LAMU COUNTY' }),
        rec({ place_name: 'Kisiwa cha Manda', city: 'Lamu', lat: -2.25003, lon: 40.95004 }),
      ],
      [
        rec({ name: 'Pate Island, Lamu Archipelago', admin_path: 'Lamu County / Lamu East', lat: -2.1000, lon: 41.0500 }),
        rec({ site_name: 'PATE ISLAND (FAZA / SIYU)', site_code: 'KE-LMU-IS-03', address: 'LAMU COUNTY' }),
        rec({ place_name: 'Kisiwa cha Pate', city: 'Faza', lat: -2.10004, lon: 41.05002 }),
      ],
    ],
  },
  {
    // Three airstrips inside the Maasai Mara National Reserve served by the same scheduled flights.
    kind: 'airstrips of one game reserve',
    variants: [
      [
        rec({ name: 'Keekorok Airstrip, Maasai Mara National Reserve', admin_path: 'Narok County / Narok West', phone: '0720 412 873', lat: -1.5830, lon: 35.2575 }),
        rec({ site_name: 'KEEKOROK AIRSTRIP (MASAI MARA)', site_code: 'HKKE', address: 'MAASAI MARA NR, NAROK' }),
        rec({ place_name: 'Uwanja wa ndege wa Keekorok', phone: '+254720412873', lat: -1.58304, lon: 35.25747 }),
      ],
      [
        rec({ name: 'Musiara Airstrip, Maasai Mara National Reserve', admin_path: 'Narok County / Narok West', phone: '0722 318 406', lat: -1.2983, lon: 35.0640 }),
        rec({ site_name: 'MUSIARA AIRSTRIP (MASAI MARA)', site_code: 'HKMS', address: 'MAASAI MARA NR, NAROK' }),
        rec({ place_name: 'Uwanja wa ndege wa Musiara', phone: '+254722318406', lat: -1.29834, lon: 35.06396 }),
      ],
      [
        rec({ name: 'Olkiombo Airstrip, Maasai Mara National Reserve', admin_path: 'Narok County / Narok West', phone: '0733 905 217', lat: -1.4086, lon: 35.1106 }),
        rec({ site_name: 'OLKIOMBO AIRSTRIP (MASAI MARA)', site_code: 'HKOK', address: 'MAASAI MARA NR, NAROK' }),
        rec({ place_name: 'Uwanja wa ndege wa Ol Kiombo', phone: '+254733905217', lat: -1.40857, lon: 35.11063 }),
      ],
    ],
  },
  {
    // Three railway stations of central Manchester, within a kilometre or two of one another.
    kind: 'railway stations of one city centre',
    variants: [
      [
        rec({ name: 'Manchester Piccadilly Station, Station Approach, Manchester M60 7RA', city: 'Manchester', lat: 53.4773, lon: -2.2309 }),
        rec({ site_name: 'MANCHESTER PICCADILLY', site_code: 'MAN', address: 'STATION APPROACH, MANCHESTER' }),
        rec({ place_name: 'Manchester Piccadilly', city: 'Manchester', lat: 53.47734, lon: -2.23087 }),
      ],
      [
        rec({ name: 'Manchester Victoria Station, Todd Street, Manchester M3 1WY', city: 'Manchester', lat: 53.4875, lon: -2.2422 }),
        rec({ site_name: 'MANCHESTER VICTORIA', site_code: 'MCV', address: 'TODD STREET, MANCHESTER' }),
        rec({ place_name: 'Manchester Victoria', city: 'Manchester', lat: 53.48753, lon: -2.24217 }),
      ],
      [
        rec({ name: 'Manchester Oxford Road Station, Oxford Road, Manchester M1 6FU', city: 'Manchester', lat: 53.4740, lon: -2.2418 }),
        rec({ site_name: 'MANCHESTER OXFORD ROAD', site_code: 'MCO', address: 'OXFORD ROAD, MANCHESTER' }),
        rec({ place_name: 'Manchester Oxford Road', city: 'Manchester', lat: 53.47403, lon: -2.24183 }),
      ],
    ],
  },
  {
    // Three forest reserves of southern Ghana under one commission's register.
    kind: 'forest reserves of one country',
    variants: [
      [
        rec({ name: 'Bobiri Forest Reserve and Butterfly Sanctuary, Kubease', admin_path: 'Ashanti Region / Ejisu', phone: '024 412 8731', lat: 6.6833, lon: -1.3333 }),
        rec({ site_name: 'BOBIRI FOREST RESERVE (BUTTERFLY SANCTUARY)', site_code: 'FC-ASH-FR-012', address: 'KUBEASE, EJISU-JUABEN' }),
        rec({ place_name: 'Bobiri Kwaeɛ', phone: '+233244128731', lat: 6.68334, lon: -1.33328 }),
      ],
      [
        rec({ name: 'Atewa Range Forest Reserve, Kibi', admin_path: 'Eastern Region / Abuakwa South', phone: '024 365 1902', lat: 6.2000, lon: -0.5667 }),
        rec({ site_name: 'ATEWA RANGE FOREST RESERVE', site_code: 'FC-EAS-FR-004', address: 'KIBI, ABUAKWA SOUTH' }),
        rec({ place_name: 'Atewa Kwaeɛ', phone: '+233243651902', lat: 6.20004, lon: -0.56667 }),
      ],
      [
        rec({ name: 'Tano Offin Forest Reserve, Nyinahin', admin_path: 'Ashanti Region / Atwima Mponua', phone: '020 817 4436', lat: 6.6000, lon: -2.0667 }),
        rec({ site_name: 'TANO OFFIN FOREST RESERVE', site_code: 'FC-ASH-FR-031', address: 'NYINAHIN, ATWIMA MPONUA' }),
        rec({ place_name: 'Tano Offin Kwaeɛ', phone: '+233208174436', lat: 6.60003, lon: -2.06674 }),
      ],
    ],
  },
  {
    // Three summits of Mount Kenya: the two main peaks a few hundred metres apart and the trekkers' peak.
    kind: 'peaks of one mountain',
    variants: [
      [
        rec({ name: 'Batian Peak (5,199 m), Mount Kenya', admin_path: 'Meru County / Mount Kenya National Park', lat: -0.1503, lon: 37.3085 }),
        rec({ site_name: 'BATIAN - MT KENYA MAIN SUMMIT 5199M', site_code: 'KWS-MKNP-PK-01', address: 'MOUNT KENYA NP' }),
        rec({ place_name: 'Kilele cha Batian', lat: -0.15033, lon: 37.30847 }),
      ],
      [
        rec({ name: 'Nelion Peak (5,188 m), Mount Kenya', admin_path: 'Meru County / Mount Kenya National Park', lat: -0.1514, lon: 37.3096 }),
        rec({ site_name: 'NELION - MT KENYA SECOND SUMMIT 5188M', site_code: 'KWS-MKNP-PK-02', address: 'MOUNT KENYA NP' }),
        rec({ place_name: 'Kilele cha Nelion', lat: -0.15137, lon: 37.30963 }),
      ],
      [
        rec({ name: 'Point Lenana (4,985 m), Mount Kenya', admin_path: 'Meru County / Mount Kenya National Park', lat: -0.1558, lon: 37.3152 }),
        rec({ site_name: 'POINT LENANA - MT KENYA TREKKING SUMMIT 4985M', site_code: 'KWS-MKNP-PK-03', address: 'MOUNT KENYA NP' }),
        rec({ place_name: 'Kilele cha Lenana', lat: -0.15583, lon: 37.31524 }),
      ],
    ],
  },
  {
    // Three industrial estates of mainland Lagos a few kilometres apart.
    kind: 'industrial estates of one city',
    variants: [
      [
        rec({ name: 'Ikeja Industrial Estate, Oba Akran Avenue, Ikeja, Lagos', address: 'Oba Akran Avenue, Ikeja', admin_path: 'Lagos State / Ikeja', lat: 6.6097, lon: 3.3398 }),
        rec({ site_name: 'IKEJA INDUSTRIAL ESTATE (OBA AKRAN)', site_code: 'LSDPC-IE-03', address: 'OBA AKRAN AVE, IKEJA' }),
        rec({ place_name: 'Agbègbè Ilé-iṣẹ́ Ìkẹjà', city: 'Ìkẹjà', lat: 6.60973, lon: 3.33976 }),
      ],
      [
        rec({ name: 'Ilupeju Industrial Estate, Town Planning Way, Ilupeju, Lagos', address: 'Town Planning Way, Ilupeju', admin_path: 'Lagos State / Mushin', lat: 6.5553, lon: 3.3612 }),
        rec({ site_name: 'ILUPEJU INDUSTRIAL ESTATE (TOWN PLANNING WAY)', site_code: 'LSDPC-IE-05', address: 'TOWN PLANNING WAY, ILUPEJU' }),
        rec({ place_name: 'Agbègbè Ilé-iṣẹ́ Ilúpèjú', city: 'Ilúpèjú', lat: 6.55534, lon: 3.36117 }),
      ],
      [
        rec({ name: 'Oregun Industrial Estate, Kudirat Abiola Way, Oregun, Ikeja, Lagos', address: 'Kudirat Abiola Way, Oregun', admin_path: 'Lagos State / Ikeja', lat: 6.6031, lon: 3.3640 }),
        rec({ site_name: 'OREGUN INDUSTRIAL ESTATE (KUDIRAT ABIOLA WAY)', site_code: 'LSDPC-IE-07', address: 'KUDIRAT ABIOLA WAY, OREGUN, IKEJA' }),
        rec({ place_name: 'Agbègbè Ilé-iṣẹ́ Ọrẹ́gùn', city: 'Ìkẹjà', lat: 6.60314, lon: 3.36397 }),
      ],
    ],
  },
  {
    // Three service areas of the M1 motorway, each of one operator.
    kind: 'motorway service areas of one motorway',
    variants: [
      [
        rec({ name: 'Roadchef Watford Gap Services, M1 between J16 and J17, Northampton NN6 7UZ', admin_path: 'England / West Northamptonshire', phone: '01327 879001', lat: 52.3066, lon: -1.1225 }),
        rec({ site_name: 'WATFORD GAP MSA M1 J16-17 (ROADCHEF)', site_code: 'MSA-M1-07', address: 'M1 J16-17, NN6 7UZ' }),
        rec({ place_name: 'Watford Gap Services', phone: '+441327879001', lat: 52.30662, lon: -1.12247 }),
      ],
      [
        rec({ name: 'Welcome Break Newport Pagnell Services, M1 between J14 and J15, Milton Keynes MK16 8DS', admin_path: 'England / Milton Keynes', phone: '01908 217722', lat: 52.0869, lon: -0.7476 }),
        rec({ site_name: 'NEWPORT PAGNELL MSA M1 J14-15 (WELCOME BREAK)', site_code: 'MSA-M1-04', address: 'M1 J14-15, MK16 8DS' }),
        rec({ place_name: 'Newport Pagnell Services', phone: '+441908217722', lat: 52.08693, lon: -0.74757 }),
      ],
      [
        rec({ name: 'Moto Toddington Services, M1 between J11a and J12, Dunstable LU5 6HR', admin_path: 'England / Central Bedfordshire', phone: '01525 878400', lat: 51.9467, lon: -0.5009 }),
        rec({ site_name: 'TODDINGTON MSA M1 J11A-12 (MOTO)', site_code: 'MSA-M1-02', address: 'M1 J11A-12, LU5 6HR' }),
        rec({ place_name: 'Toddington Services', phone: '+441525878400', lat: 51.94673, lon: -0.50088 }),
      ],
    ],
  },
];
