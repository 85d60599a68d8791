// Held-out set 1 (issue 11), place families: see bench/pairs/heldout1.ts for the header. Written by hand in
// the forms restaurant guides, hotel sites, map exports (name, coordinates, phone) and health-facility
// registers (facility name, level, county or LGA) use. Coordinates are approximate, written to the precision
// each source kind gives; phone numbers are illustrative, not checked against the real businesses.
import type { Family } from './heldout1-types.js';
import { rec } from './heldout1-types.js';

type P = Record<string, string | number | undefined>;
const p = (fields: P) => rec(fields);

export const PLACE: Family[] = [
  {
    kind: 'chain-branch',
    variants: [
      [
        p({ name: "Nando's Sandton City", address: 'Shop U37, Sandton City, Rivonia Road, Sandhurst', city: 'Johannesburg', phone: '011 783 6001' }),
        p({ place_name: "Nando's", lat: -26.1076, lon: 28.0527, phone: '+27 11 783 6001', category: 'restaurant' }),
        p({ name: "NANDO'S - SANDTON CITY", street_address: 'Sandton City Shopping Centre, 83 Rivonia Rd', town: 'Sandton', telephone: '+27117836001' }),
      ],
      [
        p({ name: "Nando's Rosebank", address: 'Shop 7, The Zone @ Rosebank, Tyrwhitt Avenue', city: 'Johannesburg', phone: '011 447 1818' }),
        p({ place_name: "Nando's", lat: -26.1457, lon: 28.0422, phone: '+27 11 447 1818', category: 'restaurant' }),
      ],
      [
        p({ name: "Nando's Nelson Mandela Square", address: 'Nelson Mandela Square, Maude Street, Sandown', city: 'Johannesburg', phone: '011 883 5711' }),
        p({ place_name: "Nando's", lat: -26.1071, lon: 28.0555, phone: '+27 11 883 5711', category: 'restaurant' }),
      ],
    ],
  },
  {
    kind: 'chain-branch',
    variants: [
      [
        p({ name: 'Chicken Republic - Admiralty Way', address: '15 Admiralty Way, Lekki Phase 1', city: 'Lagos', phone: '0809 000 1234' }),
        p({ place_name: 'Chicken Republic Lekki Phase 1', lat: 6.4474, lon: 3.4723, phone: '+234 809 000 1234' }),
        p({ name: 'CHICKEN REPUBLIC', street_address: 'Plot 15, Admiralty Way, Lekki Phase I, Eti-Osa', town: 'Lagos', admin_path: 'NG > Lagos > Eti-Osa' }),
      ],
      [
        p({ name: 'Chicken Republic - Allen Avenue', address: '52 Allen Avenue', city: 'Ikeja', phone: '0809 000 4471' }),
        p({ place_name: 'Chicken Republic Allen', lat: 6.6018, lon: 3.3515, phone: '+234 809 000 4471' }),
      ],
      [
        p({ name: 'Chicken Republic - Lekki Toll Gate', address: 'Lekki-Epe Expressway, by Lekki Toll Gate', city: 'Lagos', phone: '0809 000 7720' }),
        p({ place_name: 'Chicken Republic Lekki Toll Gate', lat: 6.4419, lon: 3.4568, phone: '+234 809 000 7720' }),
      ],
    ],
  },
  {
    kind: 'chain-branch',
    variants: [
      [
        p({ name: 'Java House Kimathi Street', address: 'Kimathi Street, CBD', city: 'Nairobi', phone: '0709 909 000' }),
        p({ place_name: 'Java House - Kimathi St', lat: -1.2841, lon: 36.8233, phone: '+254 709 909000' }),
        p({ name: 'JAVA HOUSE', street_address: 'Kimathi Street, opposite Hilton', town: 'Nairobi CBD', telephone: '254709909000' }),
      ],
      [
        p({ name: 'Java House Junction Mall', address: 'The Junction Mall, Ngong Road', city: 'Nairobi', phone: '0709 909 120' }),
        p({ place_name: 'Java House - The Junction', lat: -1.2985, lon: 36.7627, phone: '+254 709 909120' }),
      ],
      [
        p({ name: 'Java House Mama Ngina Street', address: 'Mama Ngina Street, CBD', city: 'Nairobi', phone: '0709 909 045' }),
        p({ place_name: 'Java House - Mama Ngina St', lat: -1.2852, lon: 36.8221, phone: '+254 709 909045' }),
      ],
    ],
  },
  {
    kind: 'chain-branch',
    variants: [
      [
        p({ name: 'Dishoom Covent Garden', address: '12 Upper St Martin\'s Lane', city: 'London', phone: '020 7420 9320' }),
        p({ place_name: 'Dishoom', lat: 51.5124, lon: -0.1271, phone: '+44 20 7420 9320', postcode: 'WC2H 9FB' }),
        p({ name: 'Dishoom (Covent Garden)', street_address: '12 Upper Saint Martin\'s Lane, WC2H 9FB', town: 'London' }),
      ],
      [
        p({ name: 'Dishoom Shoreditch', address: '7 Boundary Street', city: 'London', phone: '020 7420 9324' }),
        p({ place_name: 'Dishoom', lat: 51.5245, lon: -0.0768, phone: '+44 20 7420 9324', postcode: 'E2 7JE' }),
      ],
      [
        p({ name: "Dishoom King's Cross", address: '5 Stable Street, Granary Square', city: 'London', phone: '020 7420 9321' }),
        p({ place_name: 'Dishoom', lat: 51.5357, lon: -0.1253, phone: '+44 20 7420 9321', postcode: 'N1C 4AB' }),
      ],
    ],
  },
  {
    kind: 'chain-branch',
    variants: [
      [
        p({ name: 'KFC Osu Oxford Street', address: 'Oxford Street, Osu', city: 'Accra', phone: '030 276 2020' }),
        p({ place_name: 'KFC Osu', lat: 5.5562, lon: -0.1826, phone: '+233 30 276 2020' }),
      ],
      [
        p({ name: 'KFC Accra Mall', address: 'Accra Mall, Spintex Road, Tetteh Quarshie', city: 'Accra', phone: '030 281 9090' }),
        p({ place_name: 'KFC Accra Mall', lat: 5.6222, lon: -0.1735, phone: '+233 30 281 9090' }),
      ],
      [
        p({ name: 'KFC Kumasi Adum', address: 'Prempeh II Street, Adum', city: 'Kumasi', phone: '032 202 4455' }),
        p({ place_name: 'KFC Adum', lat: 6.6922, lon: -1.6223, phone: '+233 32 202 4455' }),
      ],
    ],
  },
  {
    kind: 'hotel-sibling-property',
    variants: [
      [
        p({ name: 'Radisson Blu Hotel, Nairobi Upper Hill', address: 'Elgon Road, Upper Hill', city: 'Nairobi', phone: '+254 20 290 3000' }),
        p({ place_name: 'Radisson Blu Nairobi Upper Hill', lat: -1.2993, lon: 36.8105, telephone: '020 2903000' }),
        p({ name: 'RADISSON BLU HOTEL NAIROBI', street_address: 'Elgon Rd, Upper Hill, P.O. Box 1234-00100', town: 'Nairobi' }),
      ],
      [
        p({ name: 'Radisson Blu Hotel & Residence, Nairobi Arboretum', address: 'Arboretum Park Lane, Kileleshwa', city: 'Nairobi', phone: '+254 709 050 000' }),
        p({ place_name: 'Radisson Blu Arboretum', lat: -1.2715, lon: 36.8041, telephone: '0709 050000' }),
      ],
    ],
  },
  {
    kind: 'hotel-sibling-property',
    variants: [
      [
        p({ name: 'Eko Hotels & Suites', address: 'Plot 1415 Adetokunbo Ademola Street, Victoria Island', city: 'Lagos', phone: '+234 1 277 2700' }),
        p({ place_name: 'Eko Hotel and Suites', lat: 6.4267, lon: 3.4307, telephone: '01 2772700' }),
        p({ name: 'EKO HOTELS AND SUITES', street_address: '1415 Adetokunbo Ademola St, VI', town: 'Lagos', admin_path: 'NG > Lagos > Eti-Osa' }),
      ],
      [
        p({ name: 'Eko Signature Hotel', address: 'Plot 1415 Adetokunbo Ademola Street, Victoria Island', city: 'Lagos', phone: '+234 1 277 2750' }),
        p({ place_name: 'Eko Signature', lat: 6.4261, lon: 3.4315, telephone: '01 2772750' }),
      ],
      [
        p({ name: 'Lagos Continental Hotel', address: 'Plot 52A Kofo Abayomi Street, Victoria Island', city: 'Lagos', phone: '+234 1 236 6666' }),
        p({ place_name: 'The Lagos Continental', lat: 6.4312, lon: 3.4162, telephone: '01 2366666' }),
      ],
    ],
  },
  {
    kind: 'hotel-sibling-property',
    variants: [
      [
        p({ name: 'Kempinski Hotel Gold Coast City Accra', address: 'Gamel Abdul Nasser Avenue, Ridge', city: 'Accra', phone: '+233 24 243 6000' }),
        p({ place_name: 'Kempinski Gold Coast City', lat: 5.5639, lon: -0.2034, telephone: '0242 436 000' }),
      ],
      [
        p({ name: 'Movenpick Ambassador Hotel Accra', address: 'Independence Avenue, Ridge', city: 'Accra', phone: '+233 30 261 1000' }),
        p({ place_name: 'Mövenpick Ambassador Accra', lat: 5.5606, lon: -0.2018, telephone: '030 261 1000' }),
      ],
    ],
  },
  {
    kind: 'health-facility',
    variants: [
      [
        p({ facility_name: 'Kenyatta National Hospital', city: 'Nairobi', admin_path: 'Kenya > Nairobi > Dagoretti North', address: 'Hospital Road, Upper Hill', facility_level: 'Level 6' }),
        p({ name: 'KNH', lat: -1.3008, lon: 36.8066, phone: '+254 20 2726300' }),
        p({ name: 'Kenyatta National Hospital (KNH)', address: 'Off Ngong Road, Upper Hill', town: 'Nairobi', telephone: '020 2726300' }),
      ],
      [
        p({ facility_name: 'Kenyatta University Teaching, Referral & Research Hospital', city: 'Nairobi', admin_path: 'Kenya > Kiambu > Ruiru', address: 'Northern Bypass, Kahawa', facility_level: 'Level 6' }),
        p({ name: 'KUTRRH', lat: -1.1771, lon: 36.9316, phone: '+254 709 856000' }),
      ],
      [
        p({ facility_name: 'Kenyatta National Hospital Othaya', city: 'Othaya', admin_path: 'Kenya > Nyeri > Othaya', facility_level: 'Level 5' }),
        p({ name: 'KNH Othaya Annex', lat: -0.5546, lon: 36.9427 }),
      ],
    ],
  },
  {
    kind: 'health-facility',
    variants: [
      [
        p({ facility_name: 'Lagos University Teaching Hospital', city: 'Lagos', admin_path: 'Nigeria > Lagos > Mushin', address: 'Ishaga Road, Idi-Araba', ownership: 'Federal' }),
        p({ name: 'LUTH Idi-Araba', lat: 6.5175, lon: 3.3555, phone: '+234 1 774 0990' }),
        p({ name: 'LAGOS UNIVERSITY TEACHING HOSPITAL (LUTH)', address: 'Idi Araba, Surulere', town: 'Lagos' }),
      ],
      [
        p({ facility_name: 'Lagos State University Teaching Hospital', city: 'Ikeja', admin_path: 'Nigeria > Lagos > Ikeja', address: '1-5 Oba Akinjobi Way, GRA', ownership: 'State' }),
        p({ name: 'LASUTH Ikeja', lat: 6.5916, lon: 3.3442, phone: '+234 1 774 3311' }),
        p({ name: 'LASUTH', address: 'Oba Akinjobi Road, Ikeja GRA', town: 'Ikeja' }),
      ],
      [
        p({ facility_name: 'General Hospital Lagos (Odan)', city: 'Lagos', admin_path: 'Nigeria > Lagos > Lagos Island', address: 'Broad Street, Lagos Island', ownership: 'State' }),
        p({ name: 'Lagos Island General Hospital', lat: 6.4517, lon: 3.3889 }),
      ],
    ],
  },
  {
    kind: 'health-facility',
    variants: [
      [
        p({ facility_name: 'Korle Bu Teaching Hospital', city: 'Accra', admin_path: 'Ghana > Greater Accra > Ablekuma South', address: 'Guggisberg Avenue, Korle Bu' }),
        p({ name: 'Korle-Bu Teaching Hospital (KBTH)', lat: 5.5364, lon: -0.2270, phone: '+233 30 267 4061' }),
      ],
      [
        p({ facility_name: 'Komfo Anokye Teaching Hospital', city: 'Kumasi', admin_path: 'Ghana > Ashanti > Kumasi Metropolitan', address: 'Okomfo Anokye Road, Bantama' }),
        p({ name: 'KATH Kumasi', lat: 6.6975, lon: -1.6317, phone: '+233 32 202 2301' }),
      ],
      [
        p({ facility_name: 'Korle Bu Polyclinic', city: 'Accra', admin_path: 'Ghana > Greater Accra > Ablekuma South', address: 'Korle Bu' }),
        p({ name: 'Korle-Bu Polyclinic', lat: 5.5381, lon: -0.2249 }),
      ],
    ],
  },
  {
    kind: 'health-facility',
    variants: [
      [
        p({ facility_name: 'Chris Hani Baragwanath Academic Hospital', city: 'Soweto', admin_path: 'South Africa > Gauteng > Johannesburg', address: '26 Chris Hani Road, Diepkloof' }),
        p({ name: 'Bara Hospital', lat: -26.2607, lon: 27.9427, phone: '011 933 8000' }),
        p({ name: 'CHRIS HANI BARAGWANATH HOSPITAL', address: 'Chris Hani Rd, Diepkloof Zone 6, Soweto', town: 'Johannesburg', telephone: '+27 11 933 8000' }),
      ],
      [
        p({ facility_name: 'Charlotte Maxeke Johannesburg Academic Hospital', city: 'Johannesburg', admin_path: 'South Africa > Gauteng > Johannesburg', address: '17 Jubilee Road, Parktown' }),
        p({ name: 'Joburg Gen', lat: -26.1752, lon: 28.0413, phone: '011 488 4911' }),
      ],
    ],
  },
  {
    kind: 'address-forms',
    variants: [
      [
        p({ name: 'The Test Kitchen', address: 'The Old Biscuit Mill, 375 Albert Road, Woodstock', city: 'Cape Town', phone: '021 447 2337' }),
        p({ place_name: 'The Test Kitchen', lat: -33.9274, lon: 18.4571, phone: '+27214472337' }),
        p({ name: 'Test Kitchen, The', street_address: 'Shop 104A, Old Biscuit Mill, 375 Albert Rd', town: 'Woodstock, Cape Town' }),
      ],
      [
        p({ name: 'The Pot Luck Club', address: 'The Silo, The Old Biscuit Mill, 373-375 Albert Road, Woodstock', city: 'Cape Town', phone: '021 447 0804' }),
        p({ place_name: 'The Pot Luck Club', lat: -33.9276, lon: 18.4575, phone: '+27214470804' }),
      ],
    ],
  },
  {
    kind: 'address-forms',
    variants: [
      [
        p({ name: 'Carnivore Restaurant', address: 'Langata Road, next to Wilson Airport', city: 'Nairobi', phone: '0722 204647' }),
        p({ place_name: 'The Carnivore', lat: -1.3269, lon: 36.8044, phone: '+254 722 204 647' }),
        p({ name: 'CARNIVORE', street_address: 'Off Langata Rd, Langata', town: 'Nairobi' }),
      ],
      [
        p({ name: 'Simba Saloon', address: 'Langata Road, Carnivore grounds', city: 'Nairobi', phone: '0733 611608' }),
        p({ place_name: 'Simba Saloon', lat: -1.3272, lon: 36.8048, phone: '+254 733 611 608' }),
      ],
    ],
  },
  {
    kind: 'address-forms',
    variants: [
      [
        p({ name: 'Nkoa Restaurant & Bar', address: '14 Ajose Adeogun St, Victoria Island', city: 'Lagos', phone: '0812 345 6789' }),
        p({ place_name: 'Nkoa', lat: 6.4321, lon: 3.4268, phone: '+2348123456789' }),
      ],
      [
        p({ name: 'Nkoa Lounge Ikeja', address: '22 Isaac John Street, GRA', city: 'Ikeja', phone: '0812 345 9870' }),
        p({ place_name: 'Nkoa Lounge', lat: 6.5802, lon: 3.3593, phone: '+2348123459870' }),
      ],
    ],
  },
  {
    kind: 'eu-cafe-branch',
    variants: [
      [
        p({ name: 'Café de Flore', address: '172 Boulevard Saint-Germain', city: 'Paris', phone: '01 45 48 55 26' }),
        p({ place_name: 'Cafe de Flore', lat: 48.8542, lon: 2.3327, phone: '+33 1 45 48 55 26', postcode: '75006' }),
        p({ name: 'CAFÉ DE FLORE', street_address: '172 bd Saint-Germain, 75006', town: 'Paris 6e' }),
      ],
      [
        p({ name: 'Les Deux Magots', address: '6 Place Saint-Germain des Prés', city: 'Paris', phone: '01 45 48 55 25' }),
        p({ place_name: 'Les Deux Magots', lat: 48.854, lon: 2.3331, phone: '+33 1 45 48 55 25', postcode: '75006' }),
      ],
    ],
  },
  {
    kind: 'eu-cafe-branch',
    variants: [
      [
        p({ name: 'Café Einstein Stammhaus', address: 'Kurfürstenstraße 58', city: 'Berlin', phone: '030 2639190' }),
        p({ place_name: 'Café Einstein Stammhaus', lat: 52.5031, lon: 13.3563, phone: '+49 30 263 9190' }),
      ],
      [
        p({ name: 'Einstein Unter den Linden', address: 'Unter den Linden 42', city: 'Berlin', phone: '030 2043632' }),
        p({ place_name: 'Café Einstein Unter den Linden', lat: 52.5172, lon: 13.3871, phone: '+49 30 204 3632' }),
      ],
    ],
  },
  {
    kind: 'supermarket-branch',
    variants: [
      [
        p({ name: 'Naivas Supermarket Westlands', address: 'Westlands Road, Westlands', city: 'Nairobi', phone: '0709 838 000' }),
        p({ place_name: 'Naivas Westlands', lat: -1.2641, lon: 36.8033, phone: '+254 709 838000' }),
      ],
      [
        p({ name: 'Naivas Supermarket Kilimani', address: 'Argwings Kodhek Road, Kilimani', city: 'Nairobi', phone: '0709 838 400' }),
        p({ place_name: 'Naivas Kilimani', lat: -1.2901, lon: 36.7851, phone: '+254 709 838400' }),
      ],
      [
        p({ name: 'Naivas Supermarket Moi Avenue', address: 'Moi Avenue, CBD', city: 'Nairobi', phone: '0709 838 100' }),
        p({ place_name: 'Naivas Moi Avenue', lat: -1.2834, lon: 36.8263, phone: '+254 709 838100' }),
      ],
    ],
  },
  {
    kind: 'supermarket-branch',
    variants: [
      [
        p({ name: 'Shoprite Lekki', address: 'The Palms Shopping Mall, 1 Bisola Durosinmi-Etti Drive, Lekki', city: 'Lagos', phone: '0700 746 7748' }),
        p({ place_name: 'Shoprite - The Palms', lat: 6.4353, lon: 3.4522 }),
        p({ name: 'SHOPRITE THE PALMS', street_address: 'The Palms, Lekki Peninsula', town: 'Lagos', admin_path: 'NG > Lagos > Eti-Osa' }),
      ],
      [
        p({ name: 'Shoprite Ikeja City Mall', address: 'Ikeja City Mall, 174/176 Obafemi Awolowo Way, Alausa', city: 'Ikeja', phone: '0700 746 7748' }),
        p({ place_name: 'Shoprite - Ikeja City Mall', lat: 6.6137, lon: 3.3581 }),
      ],
      [
        p({ name: 'Shoprite Lekki Novare Mall', address: 'Novare Lekki Mall, Lekki-Epe Expressway, Sangotedo', city: 'Lagos', phone: '0700 746 7748' }),
        p({ place_name: 'Shoprite - Novare Lekki', lat: 6.4695, lon: 3.6258 }),
      ],
    ],
  },
  {
    kind: 'supermarket-branch',
    variants: [
      [
        p({ name: 'Tesco Extra Cheshunt', address: 'Brookfield Centre, Halfhide Lane', city: 'Cheshunt', phone: '0345 677 9165', postcode: 'EN8 0TD' }),
        p({ place_name: 'Tesco Extra', lat: 51.7165, lon: -0.0481, phone: '+44 345 677 9165' }),
      ],
      [
        p({ name: 'Tesco Express Cheshunt Turners Hill', address: '42 Turners Hill', city: 'Cheshunt', phone: '0345 677 9167', postcode: 'EN8 8NJ' }),
        p({ place_name: 'Tesco Express', lat: 51.7039, lon: -0.0337, phone: '+44 345 677 9167' }),
      ],
    ],
  },
  {
    kind: 'school-of-one-name',
    variants: [
      [
        p({ name: 'Alliance High School', address: 'Kikuyu', city: 'Kikuyu', admin_path: 'Kenya > Kiambu > Kikuyu' }),
        p({ site_name: 'Alliance High School, Kikuyu', lat: -1.2565, lon: 36.6811 }),
      ],
      [
        p({ name: 'Alliance Girls High School', address: 'Kikuyu', city: 'Kikuyu', admin_path: 'Kenya > Kiambu > Kikuyu' }),
        p({ site_name: 'Alliance Girls High School, Kikuyu', lat: -1.2601, lon: 36.6749 }),
      ],
    ],
  },
  {
    kind: 'pharmacy-branch',
    variants: [
      [
        p({ name: 'Goodlife Pharmacy Sarit Centre', address: 'Sarit Centre, Karuna Road, Westlands', city: 'Nairobi', phone: '0709 942 000' }),
        p({ place_name: 'GoodLife Pharmacy - Sarit', lat: -1.2607, lon: 36.8024, phone: '+254709942000' }),
        p({ facility_name: 'GOODLIFE PHARMACY LTD - SARIT CENTRE', admin_path: 'Kenya > Nairobi > Westlands', town: 'Nairobi' }),
      ],
      [
        p({ name: 'Goodlife Pharmacy Westgate', address: 'Westgate Mall, Mwanzi Road, Westlands', city: 'Nairobi', phone: '0709 942 210' }),
        p({ place_name: 'GoodLife Pharmacy - Westgate', lat: -1.2569, lon: 36.8031, phone: '+254709942210' }),
      ],
      [
        p({ name: 'Goodlife Pharmacy Yaya Centre', address: 'Yaya Centre, Argwings Kodhek Road, Kilimani', city: 'Nairobi', phone: '0709 942 150' }),
        p({ place_name: 'GoodLife Pharmacy - Yaya', lat: -1.2928, lon: 36.7876, phone: '+254709942150' }),
      ],
    ],
  },
  {
    kind: 'pharmacy-branch',
    variants: [
      [
        p({ name: 'HealthPlus Pharmacy Ikeja City Mall', address: 'Ikeja City Mall, Obafemi Awolowo Way, Alausa', city: 'Ikeja', phone: '0817 007 7700' }),
        p({ place_name: 'HealthPlus ICM', lat: 6.6136, lon: 3.3579, phone: '+234 817 007 7700' }),
      ],
      [
        p({ name: 'HealthPlus Pharmacy Allen Avenue', address: '31 Allen Avenue', city: 'Ikeja', phone: '0817 007 7711' }),
        p({ place_name: 'HealthPlus Allen', lat: 6.6005, lon: 3.3532, phone: '+234 817 007 7711' }),
      ],
    ],
  },
  {
    kind: 'cafe-chain-mall',
    variants: [
      [
        p({ name: 'Mugg & Bean Menlyn Maine', address: 'Central Square, Menlyn Maine, Aramist Avenue, Waterkloof Glen', city: 'Pretoria', phone: '012 348 0222' }),
        p({ place_name: 'Mugg and Bean - Menlyn Maine', lat: -25.7839, lon: 28.2779, phone: '+27 12 348 0222' }),
      ],
      [
        p({ name: 'Mugg & Bean Menlyn Park', address: 'Shop G77, Menlyn Park Shopping Centre, Atterbury Road', city: 'Pretoria', phone: '012 368 1150' }),
        p({ place_name: 'Mugg and Bean - Menlyn Park', lat: -25.7825, lon: 28.2757, phone: '+27 12 368 1150' }),
        p({ name: 'MUGG & BEAN MENLYN', street_address: 'Menlyn Park Shopping Centre, cnr Atterbury Rd & Lois Ave', town: 'Pretoria East', telephone: '0123681150' }),
      ],
    ],
  },
];
