// Held-out pair set 28, place (see bench/pairs/heldout28.ts): milestones of one turnpike road, footbridges of one
// river, fingerposts of one parish, bus shelters of one city road, roadside billboards of one highway, clock towers
// of one city, grit bins of one hill road, and sundials of one garden; each as a gazetteer or map entry with an admin
// path and a point, an operator's, highway authority's, county council's, county government's, outdoor advertiser's,
// metropolitan assembly's or garden's asset list in caps with a site code and a shared line, and a third source (a
// milestone society's survey note, a geocache listing, a parish walk leaflet, a matatu tout's stop call, a media
// buyer's site list in Pidgin, a trotro mate's directions in Twi, a winter-gritting volunteer's WhatsApp, a garden
// guide's audio stop; German, Swahili, Pidgin, Twi or Portuguese wording; a point a few metres off). The milestones
// of the A53, the Dreisam footbridge names, the Lorton fingerposts, the Ngong Road shelter names, the Ikorodu Road
// billboard sites, the Kumasi clock towers, the Sheffield grit bins and the Lisbon garden sundials are invented at
// real places. Site codes and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE28: readonly Family[] = [
  {
    // Three cast-iron milestones of one turnpike road, two in one village a mile apart (one highways line).
    kind: 'milestones of one turnpike road',
    variants: [
      [
        rec({ name: 'Milestone, A53 Buxton to Leek road, Upper Hulme (Leek 4 miles)', admin_path: 'England / Staffordshire / Staffordshire Moorlands / Heathylee', lat: 53.1458, lon: -1.9714 }),
        rec({ site_name: 'MILESTONE A53 MP 4 (LEEK 4 / BUXTON 8) UPPER HULME', site_code: 'SMC-MS-A53-04', address: 'A53, UPPER HULME, LEEK ST13 8TY', phone: '+44 300 555 8010' }),
        rec({ place_name: 'Milestone society survey: A53 post "Leek 4 Buxton 8" near Upper Hulme turning, paint flaking', city: 'Upper Hulme', lat: 53.14583, lon: -1.97146 }),
      ],
      [
        rec({ name: 'Milestone, A53 Buxton to Leek road, Ramshaw (Leek 5 miles)', admin_path: 'England / Staffordshire / Staffordshire Moorlands / Heathylee', lat: 53.1562, lon: -1.9805 }),
        rec({ site_name: 'MILESTONE A53 MP 5 (LEEK 5 / BUXTON 7) RAMSHAW', site_code: 'SMC-MS-A53-05', address: 'A53, NR RAMSHAW ROCKS, LEEK ST13 8UA', phone: '+44 300 555 8010' }),
        rec({ place_name: 'Meilenstein an der A53 bei den Ramshaw Rocks ("Leek 5") — Geocache-Beschreibung', city: 'Leek', lat: 53.15618, lon: -1.98046 }),
      ],
      [
        rec({ name: 'Milestone, A53 Buxton to Leek road, Blackshaw Moor (Leek 3 miles)', admin_path: 'England / Staffordshire / Staffordshire Moorlands / Tittesworth', lat: 53.1341, lon: -1.9766 }),
        rec({ site_name: 'MILESTONE A53 MP 3 (LEEK 3) BLACKSHAW MOOR', site_code: 'SMC-MS-A53-03', address: 'A53, BLACKSHAW MOOR, LEEK ST13 8TW', phone: '+44 300 555 8010' }),
        rec({ place_name: 'Milestone society survey: "Leek 3" post by the Blackshaw Moor lay-by, leaning', city: 'Blackshaw Moor', lat: 53.13407, lon: -1.97662 }),
      ],
    ],
  },
  {
    // Three footbridges over one river in one city, two at one park (one city line).
    kind: 'footbridges of one river',
    variants: [
      [
        rec({ name: 'Fußgängersteg Dreisam, Sandfangweg (west)', admin_path: 'Germany / Baden-Württemberg / Freiburg im Breisgau / Oberau', lat: 47.9898, lon: 7.8702 }),
        rec({ site_name: 'STEG DREISAM 07 SANDFANG W', site_code: 'FR-GT-DR-07', address: 'SANDFANGWEG, 79102 FREIBURG', phone: '+49 761 555 4400' }),
        rec({ place_name: 'Footbridge over the Dreisam at the Sandfang, western one — parish walk leaflet', city: 'Freiburg', lat: 47.98984, lon: 7.87025 }),
      ],
      [
        rec({ name: 'Fußgängersteg Dreisam, Sandfangweg (ost)', admin_path: 'Germany / Baden-Württemberg / Freiburg im Breisgau / Oberau', lat: 47.9902, lon: 7.8748 }),
        rec({ site_name: 'STEG DREISAM 08 SANDFANG O', site_code: 'FR-GT-DR-08', address: 'SANDFANGWEG, 79102 FREIBURG', phone: '+49 761 555 4400' }),
        rec({ place_name: 'Östlicher Sandfang-Steg über die Dreisam — Geocache', city: 'Freiburg im Breisgau', lat: 47.99018, lon: 7.87484 }),
      ],
      [
        rec({ name: 'Fußgängersteg Dreisam, Ganterbrauerei', admin_path: 'Germany / Baden-Württemberg / Freiburg im Breisgau / Wiehre', lat: 47.9877, lon: 7.8594 }),
        rec({ site_name: 'STEG DREISAM 05 GANTER', site_code: 'FR-GT-DR-05', address: 'SCHWARZWALDSTR., 79117 FREIBURG', phone: '+49 761 555 4400' }),
        rec({ place_name: 'Dreisam footbridge by the Ganter brewery — walk leaflet', city: 'Freiburg', lat: 47.98772, lon: 7.85937 }),
      ],
    ],
  },
  {
    // Three fingerposts of one parish, two at one crossroads (one county line).
    kind: 'fingerposts of one parish',
    variants: [
      [
        rec({ name: 'Fingerpost, Lorton crossroads (north arm: Buttermere / Cockermouth)', admin_path: 'England / Cumbria / Cumberland / Lorton', lat: 54.6162, lon: -3.3226 }),
        rec({ site_name: 'FINGERPOST LOR/01 X-RDS N (BUTTERMERE/COCKERMOUTH)', site_code: 'CCC-FP-LOR-01', address: 'B5289 JCT, HIGH LORTON, COCKERMOUTH CA13 9UG', phone: '+44 300 555 2771' }),
        rec({ place_name: 'Parish walk leaflet: start at the signpost for Buttermere on the north corner of Lorton crossroads', city: 'High Lorton', lat: 54.61624, lon: -3.32257 }),
      ],
      [
        rec({ name: 'Fingerpost, Lorton crossroads (south arm: Loweswater / Whinlatter)', admin_path: 'England / Cumbria / Cumberland / Lorton', lat: 54.6158, lon: -3.3221 }),
        rec({ site_name: 'FINGERPOST LOR/02 X-RDS S (LOWESWATER/WHINLATTER)', site_code: 'CCC-FP-LOR-02', address: 'B5289 JCT, HIGH LORTON, COCKERMOUTH CA13 9UG', phone: '+44 300 555 2771' }),
        rec({ place_name: 'Wegweiser Richtung Loweswater, Südecke der Kreuzung Lorton', city: 'Lorton', lat: 54.61583, lon: -3.32213 }),
      ],
      [
        rec({ name: 'Fingerpost, Low Lorton (Brackenthwaite)', admin_path: 'England / Cumbria / Cumberland / Lorton', lat: 54.6079, lon: -3.3148 }),
        rec({ site_name: 'FINGERPOST LOR/05 LOW LORTON (BRACKENTHWAITE)', site_code: 'CCC-FP-LOR-05', address: 'LOW LORTON, COCKERMOUTH CA13 9UW', phone: '+44 300 555 2771' }),
        rec({ place_name: 'Parish walk leaflet: the old signpost to Brackenthwaite at Low Lorton', city: 'Low Lorton', lat: 54.60787, lon: -3.31486 }),
      ],
    ],
  },
  {
    // Three bus shelters of one city road, two facing each other at one stage (one county line).
    kind: 'bus shelters of one city road',
    variants: [
      [
        rec({ name: 'Bus shelter, Ngong Road, Adams Arcade (city-bound)', admin_path: 'Kenya / Nairobi / Dagoretti North / Kilimani', lat: -1.3008, lon: 36.7784 }),
        rec({ site_name: 'BUS SHELTER NGONG RD ADAMS ARCADE - INBOUND', site_code: 'NCC-BS-NG-14A', address: 'NGONG RD, ADAMS ARCADE, NAIROBI', phone: '+254 20 555 3190' }),
        rec({ place_name: 'Adams! Adams! — kibanda cha basi upande wa kwenda tao, Ngong Road', city: 'Nairobi', lat: -1.30083, lon: 36.77838 }),
      ],
      [
        rec({ name: 'Bus shelter, Ngong Road, Adams Arcade (Karen-bound)', admin_path: 'Kenya / Nairobi / Dagoretti North / Kilimani', lat: -1.3012, lon: 36.7781 }),
        rec({ site_name: 'BUS SHELTER NGONG RD ADAMS ARCADE - OUTBOUND', site_code: 'NCC-BS-NG-14B', address: 'NGONG RD, ADAMS ARCADE, NAIROBI', phone: '+254 20 555 3190' }),
        rec({ place_name: 'Kibanda cha Adams upande wa kwenda Karen, mkabala na Uchumi ya zamani', city: 'Nairobi', lat: -1.30118, lon: 36.77813 }),
      ],
      [
        rec({ name: 'Bus shelter, Ngong Road, Prestige Plaza', admin_path: 'Kenya / Nairobi / Dagoretti North / Kilimani', lat: -1.2999, lon: 36.7858 }),
        rec({ site_name: 'BUS SHELTER NGONG RD PRESTIGE - INBOUND', site_code: 'NCC-BS-NG-12A', address: 'NGONG RD, OPP PRESTIGE PLAZA, NAIROBI', phone: '+254 20 555 3190' }),
        rec({ place_name: 'Prestige stage, Ngong Rd — kibanda cha basi', city: 'Nairobi', lat: -1.29994, lon: 36.78577 }),
      ],
    ],
  },
  {
    // Three roadside billboards of one highway, two at one junction (one outdoor advertiser's line).
    kind: 'roadside billboards of one highway',
    variants: [
      [
        rec({ name: 'Billboard, Ikorodu Road at Anthony Village (inbound face)', admin_path: 'Nigeria / Lagos / Kosofe / Anthony Village', lat: 6.5563, lon: 3.3711 }),
        rec({ site_name: 'UNIPOLE IKR-ANT-01 (48 SHEET, FACE A INBOUND)', site_code: 'LSG-OAD-IKR-011A', address: 'IKORODU RD BY ANTHONY BUS STOP, LAGOS', phone: '+234 1 555 7720' }),
        rec({ place_name: 'Di big board for Anthony, side wey face Obalende (inbound) — media buyer site list', city: 'Lagos', lat: 6.55634, lon: 3.37106 }),
      ],
      [
        rec({ name: 'Billboard, Ikorodu Road at Anthony Village (outbound face)', admin_path: 'Nigeria / Lagos / Kosofe / Anthony Village', lat: 6.5571, lon: 3.3714 }),
        rec({ site_name: 'UNIPOLE IKR-ANT-02 (48 SHEET, FACE B OUTBOUND)', site_code: 'LSG-OAD-IKR-011B', address: 'IKORODU RD BY ANTHONY BUS STOP, LAGOS', phone: '+234 1 555 7720' }),
        rec({ place_name: 'Anthony board, di side wey face Ikorodu (outbound) — media buyer site list', city: 'Lagos', lat: 6.55712, lon: 3.37138 }),
      ],
      [
        rec({ name: 'Billboard, Ikorodu Road at Maryland', admin_path: 'Nigeria / Lagos / Ikeja / Maryland', lat: 6.5712, lon: 3.3668 }),
        rec({ site_name: 'GANTRY IKR-MRY-01 MARYLAND', site_code: 'LSG-OAD-IKR-014', address: 'IKORODU RD, MARYLAND JUNCTION, LAGOS', phone: '+234 1 555 7720' }),
        rec({ place_name: 'Maryland gantry for Ikorodu Road, before di flyover — media buyer site list', city: 'Lagos', lat: 6.57118, lon: 3.36684 }),
      ],
    ],
  },
  {
    // Three clock towers of one city, two on one campus (one assembly line).
    kind: 'clock towers of one city',
    variants: [
      [
        rec({ name: 'Clock Tower, Adum (Prempeh II Street roundabout), Kumasi', admin_path: 'Ghana / Ashanti / Kumasi Metropolitan / Adum', lat: 6.6905, lon: -1.6252 }),
        rec({ site_name: 'CLOCK TWR ADUM (PREMPEH II ST)', site_code: 'KMA-CT-01', address: 'PREMPEH II ST, ADUM, KUMASI', phone: '+233 32 555 2041' }),
        rec({ place_name: 'Dɔn a ɛwɔ Adum, Prempeh II Street — trotro mate directions', city: 'Kumase', lat: 6.69052, lon: -1.62517 }),
      ],
      [
        rec({ name: 'Clock Tower, KNUST Great Hall forecourt, Kumasi', admin_path: 'Ghana / Ashanti / Oforikrom / KNUST', lat: 6.6744, lon: -1.5668 }),
        rec({ site_name: 'CLOCK TWR KNUST GREAT HALL', site_code: 'KMA-CT-04', address: 'KNUST CAMPUS, GREAT HALL RD, KUMASI', phone: '+233 32 555 2041' }),
        rec({ place_name: 'Dɔn a ɛwɔ Great Hall anim wɔ KNUST — trotro mate directions', city: 'Kumasi', lat: 6.67438, lon: -1.56683 }),
      ],
      [
        rec({ name: 'Clock Tower, KNUST Commercial Area, Kumasi', admin_path: 'Ghana / Ashanti / Oforikrom / KNUST', lat: 6.6821, lon: -1.5724 }),
        rec({ site_name: 'CLOCK TWR KNUST COMMERCIAL AREA', site_code: 'KMA-CT-05', address: 'KNUST CAMPUS, COMMERCIAL AREA, KUMASI', phone: '+233 32 555 2041' }),
        rec({ place_name: 'KNUST Commercial Area clock — bus stop for Ayeduase', city: 'Kumasi', lat: 6.68213, lon: -1.57236 }),
      ],
    ],
  },
  {
    // Three grit bins of one hill road, two at one bend (one council line).
    kind: 'grit bins of one hill road',
    variants: [
      [
        rec({ name: 'Grit bin, Ringinglow Road at Bents Road (upper bend)', admin_path: 'England / South Yorkshire / Sheffield / Ecclesall', lat: 53.3553, lon: -1.5589 }),
        rec({ site_name: 'GRIT BIN RINGINGLOW RD / BENTS RD (UPPER)', site_code: 'SCC-GB-4471', address: 'RINGINGLOW RD AT BENTS RD, SHEFFIELD S11 7TA', phone: '+44 114 555 0302' }),
        rec({ place_name: 'Grit bin at the top of the Bents Rd bend on Ringinglow Rd is empty again — gritting volunteers WhatsApp', city: 'Sheffield', lat: 53.35533, lon: -1.55887 }),
      ],
      [
        rec({ name: 'Grit bin, Ringinglow Road at Bents Road (lower bend)', admin_path: 'England / South Yorkshire / Sheffield / Ecclesall', lat: 53.3559, lon: -1.5571 }),
        rec({ site_name: 'GRIT BIN RINGINGLOW RD / BENTS RD (LOWER)', site_code: 'SCC-GB-4472', address: 'RINGINGLOW RD AT BENTS RD, SHEFFIELD S11 7TA', phone: '+44 114 555 0302' }),
        rec({ place_name: 'Lower Bents Rd bend grit bin (the yellow one by the wall) filled', city: 'Sheffield', lat: 53.35586, lon: -1.55713 }),
      ],
      [
        rec({ name: 'Grit bin, Ringinglow Road at Common Lane', admin_path: 'England / South Yorkshire / Sheffield / Ecclesall', lat: 53.3521, lon: -1.5718 }),
        rec({ site_name: 'GRIT BIN RINGINGLOW RD / COMMON LN', site_code: 'SCC-GB-4480', address: 'RINGINGLOW RD AT COMMON LANE, SHEFFIELD S11 7TR', phone: '+44 114 555 0302' }),
        rec({ place_name: 'Grit bin by Common Lane junction, Ringinglow — lid broken', city: 'Ringinglow', lat: 53.35209, lon: -1.57183 }),
      ],
    ],
  },
  {
    // Three sundials of one garden, two on one terrace (one garden line).
    kind: 'sundials of one garden',
    variants: [
      [
        rec({ name: 'Relógio de sol, Terraço Norte (armilar), Jardim Botânico de Lisboa', admin_path: 'Portugal / Lisboa / Lisboa / Santo António', lat: 38.7186, lon: -9.1498 }),
        rec({ site_name: 'SUNDIAL 01 TERRACO NORTE ARMILLARY', site_code: 'JBL-RS-01', address: 'RUA DA ESCOLA POLITECNICA 54, 1250-102 LISBOA', phone: '+351 21 555 1880' }),
        rec({ place_name: 'Paragem 6 do audioguia: a esfera armilar no terraço norte do Botânico', city: 'Lisboa', lat: 38.71862, lon: -9.14981 }),
      ],
      [
        rec({ name: 'Relógio de sol horizontal, Terraço Norte, Jardim Botânico de Lisboa', admin_path: 'Portugal / Lisboa / Lisboa / Santo António', lat: 38.7188, lon: -9.1495 }),
        rec({ site_name: 'SUNDIAL 02 TERRACO NORTE HORIZONTAL (PEDESTAL)', site_code: 'JBL-RS-02', address: 'RUA DA ESCOLA POLITECNICA 54, 1250-102 LISBOA', phone: '+351 21 555 1880' }),
        rec({ place_name: 'Audio guide stop 7: the horizontal sundial on its stone pedestal, north terrace', city: 'Lisbon', lat: 38.71877, lon: -9.14953 }),
      ],
      [
        rec({ name: 'Relógio de sol vertical, Classe Baixa, Jardim Botânico de Lisboa', admin_path: 'Portugal / Lisboa / Lisboa / Santo António', lat: 38.7176, lon: -9.1512 }),
        rec({ site_name: 'SUNDIAL 03 CLASSE BAIXA WALL', site_code: 'JBL-RS-03', address: 'RUA DA ESCOLA POLITECNICA 54, 1250-102 LISBOA', phone: '+351 21 555 1880' }),
        rec({ place_name: 'Paragem 12: o relógio de sol de parede na Classe Baixa', city: 'Lisboa', lat: 38.71763, lon: -9.15118 }),
      ],
    ],
  },
];
