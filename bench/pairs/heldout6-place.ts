// Held-out pair set 6, place (see bench/pairs/heldout6.ts): airports and an air base of one city by IATA / ICAO
// code, one country's diplomatic and cultural offices, venues of one sports complex, Pretoria landmarks in
// Afrikaans and English, Brussels town halls in French and Dutch, branches of one pharmacy chain by ODS code,
// halls of residence of one university with GhanaPost addresses, gates of one game reserve (Swahili and English),
// and Mombasa Old Town landmarks (Swahili and English). Real places are written from general knowledge; the
// pharmacy chain is invented; codes, phones, digital addresses and coordinates are illustrative.
import { type Family, rec } from './heldout1-types.js';

export const PLACE6: readonly Family[] = [
  {
    // Three airfields of one city: the international airport, the domestic airport and the air base.
    kind: 'airports of one city by IATA and ICAO code',
    variants: [
      [
        rec({ name: 'Jomo Kenyatta International Airport', site_code: 'HKJK', city: 'Nairobi', lat: -1.3192, lon: 36.9278 }),
        rec({ name: 'JKIA (NBO)', address: 'Airport North Road, Embakasi', city: 'Nairobi' }),
        rec({ name: 'Nairobi Jomo Kenyatta Intl', site_code: 'NBO', lat: -1.3190, lon: 36.9260, admin_path: 'Kenya > Nairobi > Embakasi' }),
      ],
      [
        rec({ name: 'Wilson Airport', site_code: 'HKNW', city: 'Nairobi', lat: -1.3217, lon: 36.8148 }),
        rec({ name: 'WILSON AIRPORT (WIL)', address: 'Langata Road', city: 'Nairobi' }),
        rec({ name: 'Nairobi Wilson', site_code: 'WIL', lat: -1.3215, lon: 36.8150, admin_path: 'Kenya > Nairobi > Langata' }),
      ],
      [
        rec({ name: 'Moi Air Base', site_code: 'HKRE', city: 'Nairobi', lat: -1.2773, lon: 36.8623 }),
        rec({ name: 'MOI AIR BASE EASTLEIGH', address: 'Eastleigh', city: 'Nairobi' }),
        rec({ name: 'Eastleigh Air Base (Kenya Air Force)', lat: -1.2770, lon: 36.8620, admin_path: 'Kenya > Nairobi > Kamukunji' }),
      ],
    ],
  },
  {
    // One country's high commission in the capital, its deputy high commission in the commercial city and its
    // cultural office in that city are three sites.
    kind: 'diplomatic and cultural offices of one country',
    variants: [
      [
        rec({ name: 'British High Commission Abuja', address: '19 Torrens Close, off Mississippi Street, Maitama', city: 'Abuja', lat: 9.0926, lon: 7.4937 }),
        rec({ name: 'BRITISH HIGH COMMISSION', address: 'Torrens Close, Maitama', city: 'Abuja FCT' }),
        rec({ name: 'UK High Commission, Maitama', admin_path: 'Nigeria > FCT > Abuja Municipal', lat: 9.0924, lon: 7.4939 }),
      ],
      [
        rec({ name: 'British Deputy High Commission Lagos', address: '11 Walter Carrington Crescent, Victoria Island', city: 'Lagos', lat: 6.4299, lon: 3.4217 }),
        rec({ name: 'BRITISH DEPUTY HIGH COMMISSION', address: 'Walter Carrington Cres., V/I', city: 'Lagos' }),
        rec({ name: 'UK Deputy High Commission, Victoria Island', admin_path: 'Nigeria > Lagos > Eti-Osa', lat: 6.4301, lon: 3.4215 }),
      ],
      [
        rec({ name: 'British Council Lagos', address: '20 Thompson Avenue, Ikoyi', city: 'Lagos', lat: 6.4478, lon: 3.4206 }),
        rec({ name: 'BRITISH COUNCIL', address: 'Thompson Ave, Ikoyi', city: 'Lagos' }),
        rec({ name: 'British Council office, Ikoyi', admin_path: 'Nigeria > Lagos > Eti-Osa', lat: 6.4476, lon: 3.4208 }),
      ],
    ],
  },
  {
    // Venues of one sports complex: the stadium, the indoor arena and the aquatics centre, a few hundred metres apart.
    kind: 'venues of one sports complex',
    variants: [
      [
        rec({ name: 'Moi International Sports Centre Kasarani (Stadium)', address: 'Thika Road, Kasarani', city: 'Nairobi', lat: -1.2210, lon: 36.8917 }),
        rec({ name: 'KASARANI STADIUM', city: 'Nairobi', admin_path: 'Nairobi > Kasarani' }),
        rec({ name: 'Uwanja wa Kasarani', lat: -1.2212, lon: 36.8915, city: 'Nairobi' }),
      ],
      [
        rec({ name: 'Kasarani Indoor Arena, Moi International Sports Centre', address: 'Thika Road, Kasarani', city: 'Nairobi', lat: -1.2232, lon: 36.8941 }),
        rec({ name: 'KASARANI INDOOR ARENA', city: 'Nairobi', admin_path: 'Nairobi > Kasarani' }),
        rec({ name: 'Ukumbi wa michezo wa ndani Kasarani', lat: -1.2230, lon: 36.8943, city: 'Nairobi' }),
      ],
      [
        rec({ name: 'Kasarani Aquatics Centre, Moi International Sports Centre', address: 'Thika Road, Kasarani', city: 'Nairobi', lat: -1.2196, lon: 36.8948 }),
        rec({ name: 'KASARANI SWIMMING POOL', city: 'Nairobi', admin_path: 'Nairobi > Kasarani' }),
        rec({ name: 'Bwawa la kuogelea Kasarani', lat: -1.2198, lon: 36.8946, city: 'Nairobi' }),
      ],
    ],
  },
  {
    // Three landmarks of one city, each written in English and in Afrikaans.
    kind: 'landmarks in Afrikaans and English, Pretoria',
    variants: [
      [
        rec({ name: 'Voortrekker Monument', address: 'Eeufees Road, Groenkloof', city: 'Pretoria', lat: -25.7763, lon: 28.1759 }),
        rec({ name: 'Voortrekkermonument', address: 'Eeufeesweg, Groenkloof', city: 'Tshwane' }),
        rec({ name: 'VOORTREKKER MONUMENT & NATURE RESERVE', phone: '+27 12 326 6770', admin_path: 'Gauteng > City of Tshwane' }),
      ],
      [
        rec({ name: 'Freedom Park', address: 'Koch Street, Salvokop', city: 'Pretoria', lat: -25.7648, lon: 28.1888 }),
        rec({ name: 'Vryheidspark', address: 'Kochstraat, Salvokop', city: 'Tshwane' }),
        rec({ name: 'FREEDOM PARK HERITAGE SITE', phone: '+27 12 336 4000', admin_path: 'Gauteng > City of Tshwane' }),
      ],
      [
        rec({ name: 'Union Buildings', address: 'Government Avenue, Arcadia', city: 'Pretoria', lat: -25.7402, lon: 28.2121 }),
        rec({ name: 'Uniegebou', address: 'Regeringslaan, Arcadia', city: 'Tshwane' }),
        rec({ name: 'UNION BUILDINGS & GARDENS', phone: '+27 12 300 5200', admin_path: 'Gauteng > City of Tshwane' }),
      ],
    ],
  },
  {
    // Three town halls of one bilingual region, each written in French and in Dutch.
    kind: 'town halls in French and Dutch, Brussels',
    variants: [
      [
        rec({ name: 'Hôtel de Ville de Bruxelles', address: 'Grand-Place 1, 1000 Bruxelles', lat: 50.8466, lon: 4.3519 }),
        rec({ name: 'Stadhuis van Brussel', address: 'Grote Markt 1, 1000 Brussel' }),
        rec({ name: 'Brussels City Hall', city: 'Brussels', lat: 50.8467, lon: 4.3517, phone: '+32 2 279 22 11' }),
      ],
      [
        rec({ name: 'Maison communale d\'Ixelles', address: 'Chaussée d\'Ixelles 168, 1050 Ixelles', lat: 50.8330, lon: 4.3667 }),
        rec({ name: 'Gemeentehuis van Elsene', address: 'Elsensesteenweg 168, 1050 Elsene' }),
        rec({ name: 'Ixelles Town Hall', city: 'Brussels', lat: 50.8331, lon: 4.3665, phone: '+32 2 515 61 11' }),
      ],
      [
        rec({ name: 'Maison communale de Saint-Gilles', address: 'Place Maurice Van Meenen 39, 1060 Saint-Gilles', lat: 50.8282, lon: 4.3455 }),
        rec({ name: 'Gemeentehuis van Sint-Gillis', address: 'Maurice Van Meenenplein 39, 1060 Sint-Gillis' }),
        rec({ name: 'Saint-Gilles Town Hall', city: 'Brussels', lat: 50.8283, lon: 4.3453, phone: '+32 2 536 02 11' }),
      ],
    ],
  },
  {
    // Three branches of one pharmacy chain in one town: each has its own premises code.
    kind: 'pharmacy branches of one chain by ODS code',
    variants: [
      [
        rec({ name: 'Kingsway Pharmacy - Didsbury', site_code: 'FQ472', address: '712 Wilmslow Road, Didsbury, Manchester M20 2DW', phone: '0161 445 2210' }),
        rec({ name: 'KINGSWAY PHARMACY', ods_code: 'fq472', address: '712 WILMSLOW RD', city: 'MANCHESTER' }),
        rec({ name: 'Kingsway Chemist Didsbury Village', phone: '+44 161 445 2210', lat: 53.4165, lon: -2.2312 }),
      ],
      [
        rec({ name: 'Kingsway Pharmacy - Withington', site_code: 'FH318', address: '455 Wilmslow Road, Withington, Manchester M20 4AN', phone: '0161 445 7731' }),
        rec({ name: 'KINGSWAY PHARMACY', ods_code: 'fh318', address: '455 WILMSLOW RD', city: 'MANCHESTER' }),
        rec({ name: 'Kingsway Chemist Withington', phone: '+44 161 445 7731', lat: 53.4338, lon: -2.2295 }),
      ],
      [
        rec({ name: 'Kingsway Pharmacy - East Didsbury', site_code: 'FW905', address: '120 Parrs Wood Road, East Didsbury, Manchester M20 6AB', phone: '0161 434 0098' }),
        rec({ name: 'KINGSWAY PHARMACY', ods_code: 'fw905', address: '120 PARRS WOOD RD', city: 'MANCHESTER' }),
        rec({ name: 'Kingsway Chemist East Didsbury', phone: '+44 161 434 0098', lat: 53.4099, lon: -2.2140 }),
      ],
    ],
  },
  {
    // Three halls of residence of one university, neighbours on one campus.
    kind: 'halls of residence of one university',
    variants: [
      [
        rec({ name: 'Commonwealth Hall, University of Ghana', digital_address: 'GA-337-1204', city: 'Legon, Accra', lat: 5.6523, lon: -0.1905 }),
        rec({ name: 'COMMONWEALTH HALL (VANDAL CITY)', ghanapost_gps: 'GA3371204', address: 'University of Ghana, Legon' }),
        rec({ name: 'Commonwealth Hall, Legon', lat: 5.6525, lon: -0.1903, admin_path: 'Greater Accra > La Nkwantanang-Madina' }),
      ],
      [
        rec({ name: 'Legon Hall, University of Ghana', digital_address: 'GA-337-2850', city: 'Legon, Accra', lat: 5.6495, lon: -0.1868 }),
        rec({ name: 'LEGON HALL', ghanapost_gps: 'GA3372850', address: 'University of Ghana, Legon' }),
        rec({ name: 'Legon Hall (Hall of Residence), Legon', lat: 5.6497, lon: -0.1866, admin_path: 'Greater Accra > La Nkwantanang-Madina' }),
      ],
      [
        rec({ name: 'Akuafo Hall, University of Ghana', digital_address: 'GA-337-3416', city: 'Legon, Accra', lat: 5.6480, lon: -0.1897 }),
        rec({ name: 'AKUAFO HALL', ghanapost_gps: 'GA3373416', address: 'University of Ghana, Legon' }),
        rec({ name: 'Akuafo Hall, Legon', lat: 5.6482, lon: -0.1895, admin_path: 'Greater Accra > La Nkwantanang-Madina' }),
      ],
    ],
  },
  {
    // Three entry gates of one game reserve, kilometres apart on its boundary.
    kind: 'gates of one game reserve',
    variants: [
      [
        rec({ name: 'Sekenani Gate, Maasai Mara National Reserve', admin_path: 'Kenya > Narok > Narok West', lat: -1.5560, lon: 35.3740 }),
        rec({ name: 'SEKENANI GATE (MMNR)', city: 'Narok' }),
        rec({ name: 'Lango la Sekenani, Hifadhi ya Maasai Mara', lat: -1.5562, lon: 35.3738 }),
      ],
      [
        rec({ name: 'Talek Gate, Maasai Mara National Reserve', admin_path: 'Kenya > Narok > Narok West', lat: -1.4442, lon: 35.2130 }),
        rec({ name: 'TALEK GATE (MMNR)', city: 'Narok' }),
        rec({ name: 'Lango la Talek, Hifadhi ya Maasai Mara', lat: -1.4440, lon: 35.2132 }),
      ],
      [
        rec({ name: 'Oloolaimutia Gate, Maasai Mara National Reserve', admin_path: 'Kenya > Narok > Narok West', lat: -1.5874, lon: 35.2541 }),
        rec({ name: 'OLOLAIMUTIA GATE (MMNR)', city: 'Narok' }),
        rec({ name: 'Lango la Oloolaimutia, Hifadhi ya Maasai Mara', lat: -1.5872, lon: 35.2543 }),
      ],
    ],
  },
  {
    // Three landmarks of one old town, a few hundred metres apart, in English and in Swahili.
    kind: 'old-town landmarks in Swahili and English, Mombasa',
    variants: [
      [
        rec({ name: 'Fort Jesus Museum', address: 'Nkrumah Road, Old Town', city: 'Mombasa', lat: -4.0627, lon: 39.6794 }),
        rec({ name: 'Ngome ya Yesu', city: 'Mombasa', admin_path: 'Mombasa > Mvita' }),
        rec({ name: 'FORT JESUS (NMK)', lat: -4.0625, lon: 39.6796, phone: '+254 41 222 5934' }),
      ],
      [
        rec({ name: 'Old Port Dhow Harbour', address: 'Mbarak Hinawy Road, Old Town', city: 'Mombasa', lat: -4.0594, lon: 39.6806 }),
        rec({ name: 'Bandari ya Zamani', city: 'Mombasa', admin_path: 'Mombasa > Mvita' }),
        rec({ name: 'OLD PORT (DHOW JETTY)', lat: -4.0596, lon: 39.6804 }),
      ],
      [
        rec({ name: 'Mandhry Mosque', address: 'Mbarak Hinawy Road, Old Town', city: 'Mombasa', lat: -4.0605, lon: 39.6797 }),
        rec({ name: 'Msikiti wa Mandhry', city: 'Mombasa', admin_path: 'Mombasa > Mvita' }),
        rec({ name: 'MANDHRY MOSQUE (OLD TOWN)', lat: -4.0603, lon: 39.6799 }),
      ],
    ],
  },
];
