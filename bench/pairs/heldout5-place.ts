// Held-out pair set 5, place (see bench/pairs/heldout5.ts): schools of one name in two registers (exam-centre
// codes, a primary and a secondary on adjoining plots), LEA primary schools numbered on one compound, hotels as
// two booking sites list them (sister properties in one complex, one brand in two cities), bank branches by sort
// code, church parishes of one mission in one town, South African farm portions by registration division, police
// stations and the posts under them, port terminals by UN/LOCODE, and court buildings of one city. Written by
// hand; the schools, hotels, bank, parishes and farms are invented; the ports, courts and towns are real places
// written from general knowledge; codes, phone numbers and coordinates are illustrative.
import { type Family, rec } from './heldout1-types.js';

export const PLACE5: readonly Family[] = [
  {
    // A primary and a secondary school sharing a founder's name on adjoining plots are two sites with two codes; a
    // school of the same name in another county is a third.
    kind: 'primary and secondary schools of one name',
    variants: [
      [
        rec({ name: 'St. Bakhita Kamuthi Primary School', site_code: '20512108', city: 'Thika', admin_path: 'Kenya > Kiambu > Thika Town', lat: -1.0521, lon: 37.0834 }),
        rec({ facility_name: 'ST BAKHITA KAMUTHI PRI', site_code: '20512108', address: 'off Garissa Road, Kamuthi, Thika' }),
        rec({ place_name: 'St Bakhita Kamuthi Pr. Sch.', lat: -1.05208, lon: 37.08351, phone: '+254 722 410 118' }),
      ],
      [
        rec({ name: 'St. Bakhita Kamuthi Secondary School', site_code: '20512401', city: 'Thika', admin_path: 'Kenya > Kiambu > Thika Town', lat: -1.0529, lon: 37.0846 }),
        rec({ facility_name: 'ST BAKHITA KAMUTHI SEC', site_code: '20512401', address: 'off Garissa Road, Kamuthi, Thika' }),
        rec({ place_name: 'St Bakhita Kamuthi High Sch.', lat: -1.05297, lon: 37.08455, phone: '+254 733 901 442' }),
      ],
      [
        rec({ name: 'St. Bakhita Primary School', site_code: '31408215', city: 'Nyahururu', admin_path: 'Kenya > Laikipia > Nyahururu', lat: 0.0361, lon: 36.3628 }),
        rec({ facility_name: 'ST BAKHITA PRI NYAHURURU', site_code: '31408215', address: 'Nyahururu–Nyeri road, Nyahururu' }),
        rec({ place_name: 'St Bakhita Pr. Sch.', lat: 0.03615, lon: 36.36291, phone: '+254 711 208 775' }),
      ],
    ],
  },
  {
    // Nigerian LEA primary schools numbered I and II on one compound are two schools with two heads and two codes.
    kind: 'LEA primary schools numbered on one compound',
    variants: [
      [
        rec({ name: 'LEA Primary School Kubwa I', site_code: 'FCT-BWR-0412', admin_path: 'Nigeria > FCT > Bwari > Kubwa', address: 'Phase 2 Site 1, Kubwa, Abuja' }),
        rec({ facility_name: 'L.E.A. PRI. SCH. KUBWA 1', site_code: 'FCT/BWR/0412', city: 'Kubwa' }),
        rec({ place_name: 'LEA Primary School Kubwa One', lat: 9.1562, lon: 7.3221, address: 'Kubwa Phase II' }),
      ],
      [
        rec({ name: 'LEA Primary School Kubwa II', site_code: 'FCT-BWR-0413', admin_path: 'Nigeria > FCT > Bwari > Kubwa', address: 'Phase 2 Site 1, Kubwa, Abuja' }),
        rec({ facility_name: 'L.E.A. PRI. SCH. KUBWA 2', site_code: 'FCT/BWR/0413', city: 'Kubwa' }),
        rec({ place_name: 'LEA Primary School Kubwa Two', lat: 9.1564, lon: 7.3226, address: 'Kubwa Phase II' }),
      ],
      [
        rec({ name: 'LEA Primary School Kubwa Village', site_code: 'FCT-BWR-0398', admin_path: 'Nigeria > FCT > Bwari > Kubwa', address: 'Kubwa Village, off Kubwa Expressway, Abuja' }),
        rec({ facility_name: 'L.E.A. PRI. SCH. KUBWA VILLAGE', site_code: 'FCT/BWR/0398', city: 'Kubwa' }),
        rec({ place_name: 'LEA Primary School Kubwa Village', lat: 9.1488, lon: 7.3369, address: 'Kubwa Village' }),
      ],
    ],
  },
  {
    // A hotel and its serviced-apartment block in one complex are two properties (two booking pages, two front
    // desks); the brand's hotel in another city is a third.
    kind: 'hotels on two booking sites',
    variants: [
      [
        rec({ name: 'Azure Bay Hotel & Conference Centre', address: '14 Mama Ngina Drive, Mombasa', phone: '+254 41 222 4410', lat: -4.0702, lon: 39.6791 }),
        rec({ place_name: 'Azure Bay Hotel Mombasa (4-star)', city: 'Mombasa', phone: '041 2224410' }),
        rec({ site_name: 'Azure Bay Hotel and Conference Centre', address: 'Mama Ngina Dr, Old Town, Mombasa', lat: -4.07021, lon: 39.67915 }),
      ],
      [
        rec({ name: 'Azure Bay Serviced Apartments', address: '14 Mama Ngina Drive, Mombasa', phone: '+254 41 222 4490', lat: -4.0705, lon: 39.6797 }),
        rec({ place_name: 'Azure Bay Apartments Mombasa (apartment)', city: 'Mombasa', phone: '041 2224490' }),
        rec({ site_name: 'Azure Bay Serviced Apts', address: 'Mama Ngina Dr (Block B), Old Town, Mombasa', lat: -4.07049, lon: 39.67968 }),
      ],
      [
        rec({ name: 'Azure Bay Hotel Kisumu', address: 'Oginga Odinga Street, Kisumu', phone: '+254 57 202 3310', lat: -0.1022, lon: 34.7617 }),
        rec({ place_name: 'Azure Bay Hotel Kisumu (4-star)', city: 'Kisumu', phone: '057 2023310' }),
        rec({ site_name: 'Azure Bay Hotel, Kisumu CBD', address: 'Oginga Odinga St, Kisumu', lat: -0.10218, lon: 34.76172 }),
      ],
    ],
  },
  {
    // A bank branch is identified by its sort code; two branches of one bank in neighbouring districts are two sites.
    kind: 'bank branches by sort code',
    variants: [
      [
        rec({ name: 'Northgate Bank Brixton', site_code: '40-11-62', address: '455 Brixton Road, London SW9 8HH', phone: '0345 600 2290' }),
        rec({ place_name: 'NORTHGATE BANK PLC - BRIXTON BRANCH', site_code: '401162', city: 'London' }),
        rec({ site_name: 'Northgate Brixton', address: '455 Brixton Rd, Lambeth', lat: 51.4629, lon: -0.1143 }),
      ],
      [
        rec({ name: 'Northgate Bank Streatham', site_code: '40-11-78', address: '122 Streatham High Road, London SW16 1BW', phone: '0345 600 2290' }),
        rec({ place_name: 'NORTHGATE BANK PLC - STREATHAM BRANCH', site_code: '401178', city: 'London' }),
        rec({ site_name: 'Northgate Streatham', address: '122 Streatham High Rd, Lambeth', lat: 51.4302, lon: -0.1299 }),
      ],
      [
        rec({ name: 'Northgate Bank Clapham Common', site_code: '40-11-90', address: '2 The Pavement, London SW4 0HY', phone: '0345 600 2290' }),
        rec({ place_name: 'NORTHGATE BANK PLC - CLAPHAM COMMON BRANCH', site_code: '401190', city: 'London' }),
        rec({ site_name: 'Northgate Clapham', address: '2 The Pavement, Clapham, Lambeth', lat: 51.4617, lon: -0.1385 }),
      ],
    ],
  },
  {
    // Parishes of one mission in one town are separate congregations at separate sites, even when their names
    // share a word.
    kind: 'church parishes of one mission in one town',
    variants: [
      [
        rec({ name: 'RCCG Fountain of Grace Parish', address: '7 Adeniyi Jones Avenue, Ikeja, Lagos', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.6051, lon: 3.3512 }),
        rec({ place_name: 'Redeemed Christian Church of God, Fountain of Grace Parish (Lagos Province 14)', city: 'Ikeja' }),
        rec({ site_name: 'RCCG Fountain Of Grace', address: 'No. 7 Adeniyi Jones Ave., Ikeja', phone: '0803 412 7788' }),
      ],
      [
        rec({ name: 'RCCG Grace Assembly Parish', address: '22 Obafemi Awolowo Way, Ikeja, Lagos', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.6012, lon: 3.3498 }),
        rec({ place_name: 'Redeemed Christian Church of God, Grace Assembly Parish (Lagos Province 14)', city: 'Ikeja' }),
        rec({ site_name: 'RCCG Grace Assembly', address: 'No. 22 Awolowo Way, Ikeja', phone: '0805 220 9134' }),
      ],
      [
        rec({ name: 'RCCG Fountain of Life Parish', address: '3 Oba Akran Avenue, Ikeja, Lagos', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.6137, lon: 3.3455 }),
        rec({ place_name: 'Redeemed Christian Church of God, Fountain of Life Parish (Lagos Province 14)', city: 'Ikeja' }),
        rec({ site_name: 'RCCG Fountain Of Life', address: 'No. 3 Oba Akran Ave., Ikeja', phone: '0802 771 3306' }),
      ],
    ],
  },
  {
    // A South African farm portion is its portion number, farm name, farm number and registration division: portion
    // 12 and portion 13 of one farm are two properties, and a farm of one name and number in another division is another.
    kind: 'farm portions by registration division',
    variants: [
      [
        rec({ name: 'Portion 12 of the farm Rietfontein 189 IQ', admin_path: 'South Africa > Gauteng > West Rand', site_code: 'T0IQ00000000018900012' }),
        rec({ place_name: 'Ptn 12 Rietfontein 189-IQ', city: 'Muldersdrift' }),
        rec({ site_name: 'Rietfontein 189 IQ, portion 12 (Kleinfontein Boerdery)', site_code: 'T0IQ00000000018900012', lat: -26.0198, lon: 27.8401 }),
      ],
      [
        rec({ name: 'Portion 13 of the farm Rietfontein 189 IQ', admin_path: 'South Africa > Gauteng > West Rand', site_code: 'T0IQ00000000018900013' }),
        rec({ place_name: 'Ptn 13 Rietfontein 189-IQ', city: 'Muldersdrift' }),
        rec({ site_name: 'Rietfontein 189 IQ, portion 13 (Doornhoek Eggs)', site_code: 'T0IQ00000000018900013', lat: -26.0241, lon: 27.8466 }),
      ],
      [
        rec({ name: 'Portion 12 of the farm Rietfontein 189 JR', admin_path: 'South Africa > Gauteng > Tshwane', site_code: 'T0JR00000000018900012' }),
        rec({ place_name: 'Ptn 12 Rietfontein 189-JR', city: 'Pretoria' }),
        rec({ site_name: 'Rietfontein 189 JR, portion 12 (Rietvlei smallholding)', site_code: 'T0JR00000000018900012', lat: -25.8702, lon: 28.2619 }),
      ],
    ],
  },
  {
    // A police station and a police post under its command are two sites; so are two stations in one sub-county.
    kind: 'police stations and the posts under them',
    variants: [
      [
        rec({ name: 'Kasarani Police Station', address: 'Thika Superhighway service road, Kasarani, Nairobi', admin_path: 'Kenya > Nairobi > Kasarani', phone: '020 351 0012' }),
        rec({ place_name: 'KASARANI POLICE STN', city: 'Nairobi', lat: -1.2219, lon: 36.8968 }),
        rec({ site_name: 'Kituo cha Polisi Kasarani', address: 'Kasarani, off Thika Road', lat: -1.22188, lon: 36.89674 }),
      ],
      [
        rec({ name: 'Mwiki Police Post', address: 'Mwiki Road, Mwiki, Kasarani, Nairobi', admin_path: 'Kenya > Nairobi > Kasarani', phone: '020 351 0077' }),
        rec({ place_name: 'MWIKI POLICE POST (under Kasarani Police Stn)', city: 'Nairobi', lat: -1.2112, lon: 36.9262 }),
        rec({ site_name: 'Kituo cha Polisi Mwiki (post)', address: 'Mwiki, Kasarani', lat: -1.21117, lon: 36.92628 }),
      ],
      [
        rec({ name: 'Ruaraka Police Station', address: 'Outer Ring Road, Ruaraka, Nairobi', admin_path: 'Kenya > Nairobi > Ruaraka', phone: '020 351 0150' }),
        rec({ place_name: 'RUARAKA POLICE STN', city: 'Nairobi', lat: -1.2455, lon: 36.8712 }),
        rec({ site_name: 'Kituo cha Polisi Ruaraka', address: 'Ruaraka, Outer Ring Rd', lat: -1.24547, lon: 36.87118 }),
      ],
    ],
  },
  {
    // Lagos's two old ports are separate ports with their own UN/LOCODE; a container terminal inside Apapa port is a
    // site within it, listed separately by shipping lines (its own terminal, not the port as a whole).
    kind: 'port terminals by UN/LOCODE',
    variants: [
      [
        rec({ name: 'Apapa Port (Lagos Port Complex)', site_code: 'NGAPP', city: 'Lagos', admin_path: 'Nigeria > Lagos > Apapa', lat: 6.4474, lon: 3.3648 }),
        rec({ place_name: 'LAGOS PORT COMPLEX, APAPA', site_code: 'NG APP', address: 'Wharf Road, Apapa, Lagos' }),
        rec({ site_name: 'Apapa Seaport', lat: 6.44738, lon: 3.36479, city: 'Apapa' }),
      ],
      [
        rec({ name: 'Tin Can Island Port', site_code: 'NGTIN', city: 'Lagos', admin_path: 'Nigeria > Lagos > Amuwo-Odofin', lat: 6.4392, lon: 3.3425 }),
        rec({ place_name: 'TINCAN ISLAND PORT COMPLEX', site_code: 'NG TIN', address: 'Tin Can Island, off Apapa–Oshodi Expressway, Lagos' }),
        rec({ site_name: 'Tincan Seaport', lat: 6.43922, lon: 3.34247, city: 'Lagos' }),
      ],
      [
        rec({ name: 'Apapa Container Terminal', city: 'Lagos', admin_path: 'Nigeria > Lagos > Apapa', address: 'Berths 1-4, Apapa Port, Lagos', lat: 6.4431, lon: 3.3691 }),
        rec({ place_name: 'APAPA CONTAINER TERMINAL (within Lagos Port Complex)', address: 'Apapa Port, Wharf Road, Lagos' }),
        rec({ site_name: 'ACT Apapa container terminal', lat: 6.44309, lon: 3.36913, city: 'Apapa' }),
      ],
    ],
  },
  {
    // A city's civil justice centre and its Crown Court buildings are separate court buildings, even for one court.
    kind: 'court buildings of one city',
    variants: [
      [
        rec({ name: 'Manchester Civil Justice Centre', address: '1 Bridge Street West, Manchester M60 9DJ', city: 'Manchester', lat: 53.4817, lon: -2.2546 }),
        rec({ place_name: 'Manchester CJC (County Court and Family Court)', address: 'Bridge St West, Manchester', phone: '0161 240 5000' }),
        rec({ site_name: 'Civil Justice Centre, Manchester', lat: 53.48172, lon: -2.25459, city: 'Manchester' }),
      ],
      [
        rec({ name: 'Manchester Crown Court (Crown Square)', address: 'Crown Square, Manchester M3 3FL', city: 'Manchester', lat: 53.4813, lon: -2.2511 }),
        rec({ place_name: 'Manchester Crown Court, Crown Square building', address: 'Crown Sq, Manchester', phone: '0161 954 1800' }),
        rec({ site_name: 'Crown Square Courts, Manchester', lat: 53.48128, lon: -2.25113, city: 'Manchester' }),
      ],
      [
        rec({ name: 'Manchester Crown Court (Minshull Street)', address: 'Minshull Street, Manchester M1 3FS', city: 'Manchester', lat: 53.4799, lon: -2.2345 }),
        rec({ place_name: 'Manchester Crown Court, Minshull Street building', address: 'Minshull St, Manchester', phone: '0161 954 7500' }),
        rec({ site_name: 'Minshull Street Crown Court', lat: 53.47988, lon: -2.23452, city: 'Manchester' }),
      ],
    ],
  },
];
