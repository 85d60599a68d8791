// Held-out pair set 8, place (see bench/pairs/heldout8.ts): a GP practice and its branch surgeries by ODS code,
// faculties of one university campus, shafts and pits of one mine lease, Hindu temples and a gurdwara of one
// city, dams of one river scheme (Afrikaans and English), ferry terminals of one lagoon, football stadiums of one
// city, and restaurants of one street in two guides (French and English). Real places are written from general
// knowledge; invented ones (the practice, the mine sites, the restaurants) say so in their comment; phones, codes
// and coordinates are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE8: readonly Family[] = [
  {
    // An invented GP practice's main surgery and its two branch surgeries: three sites, one practice phone line
    // only at the main surgery.
    kind: 'GP practice and its branch surgeries by ODS code',
    variants: [
      [
        rec({ name: 'Riverside Medical Practice', address: '41 Station Road, Bromley', city: 'London', phone: '020 8460 3317', site_code: 'G84031', lat: 51.4069, lon: 0.0152 }),
        rec({ site_name: 'RIVERSIDE MEDICAL PRACTICE (MAIN SURGERY)', site_code: 'G84031', address: '41 STATION RD, BROMLEY BR1 3LT' }),
        rec({ place_name: 'Riverside Surgery, Station Rd', city: 'Bromley', phone: '+44 20 8460 3317', lat: 51.40693, lon: 0.01524 }),
      ],
      [
        rec({ name: 'Riverside Medical Practice - Shortlands Branch Surgery', address: '8 Beckenham Lane, Shortlands', city: 'London', site_code: 'G84031-B1', lat: 51.4053, lon: -0.0018 }),
        rec({ site_name: 'SHORTLANDS BRANCH SURGERY', site_code: 'G84031-B1', address: '8 BECKENHAM LANE, BROMLEY BR2 0DA' }),
        rec({ place_name: 'Riverside Surgery (Shortlands)', city: 'Bromley', lat: 51.40528, lon: -0.00183 }),
      ],
      [
        rec({ name: 'Riverside Medical Practice - Hayes Branch Surgery', address: '2 Hayes Street, Hayes', city: 'London', site_code: 'G84031-B2', lat: 51.3772, lon: 0.0130 }),
        rec({ site_name: 'HAYES BRANCH SURGERY', site_code: 'G84031-B2', address: '2 HAYES ST, BROMLEY BR2 7LD' }),
        rec({ place_name: 'Riverside Surgery (Hayes)', city: 'Bromley', lat: 51.37718, lon: 0.01302 }),
      ],
    ],
  },
  {
    // Three faculty buildings of one university campus, a few hundred metres apart.
    kind: 'faculties of one university campus',
    variants: [
      [
        rec({ name: 'Faculty of Engineering, University of Lagos', address: 'Akoka Road, University of Lagos', city: 'Lagos', admin_path: 'Lagos / Yaba', lat: 6.5176, lon: 3.3986 }),
        rec({ site_name: 'UNILAG - FACULTY OF ENGINEERING', address: 'Akoka, Yaba' }),
        rec({ place_name: 'UNILAG Engineering Faculty', city: 'Akoka', lat: 6.51764, lon: 3.39857 }),
      ],
      [
        rec({ name: 'Faculty of Law, University of Lagos', address: 'University Road, University of Lagos', city: 'Lagos', admin_path: 'Lagos / Yaba', lat: 6.5159, lon: 3.3969 }),
        rec({ site_name: 'UNILAG - FACULTY OF LAW', address: 'Akoka, Yaba' }),
        rec({ place_name: 'UNILAG Law Faculty', city: 'Akoka', lat: 6.51593, lon: 3.39688 }),
      ],
      [
        rec({ name: 'Faculty of Science, University of Lagos', address: 'Biology Road, University of Lagos', city: 'Lagos', admin_path: 'Lagos / Yaba', lat: 6.5192, lon: 3.4001 }),
        rec({ site_name: 'UNILAG - FACULTY OF SCIENCE', address: 'Akoka, Yaba' }),
        rec({ place_name: 'UNILAG Science Faculty', city: 'Akoka', lat: 6.51918, lon: 3.40012 }),
      ],
    ],
  },
  {
    // Invented sites of one mining lease: the main shaft, the ventilation shaft and the open pit.
    kind: 'shafts and pits of one mine lease',
    variants: [
      [
        rec({ name: 'Nyakabale Gold Mine - Main Shaft No. 1', admin_path: 'Ashanti / Obuasi Municipal', site_code: 'ML-OB-0417-S1', lat: 6.2011, lon: -1.6702 }),
        rec({ site_name: 'NYAKABALE MINE SHAFT 1 (MAIN)', city: 'Obuasi', site_code: 'MLOB0417S1' }),
        rec({ place_name: 'Nyakabale No.1 Shaft', city: 'Obuasi', lat: 6.20113, lon: -1.67018 }),
      ],
      [
        rec({ name: 'Nyakabale Gold Mine - Ventilation Shaft No. 2', admin_path: 'Ashanti / Obuasi Municipal', site_code: 'ML-OB-0417-S2', lat: 6.1987, lon: -1.6748 }),
        rec({ site_name: 'NYAKABALE MINE SHAFT 2 (VENT)', city: 'Obuasi', site_code: 'MLOB0417S2' }),
        rec({ place_name: 'Nyakabale No.2 Vent Shaft', city: 'Obuasi', lat: 6.19872, lon: -1.67483 }),
      ],
      [
        rec({ name: 'Nyakabale Gold Mine - East Open Pit', admin_path: 'Ashanti / Obuasi Municipal', site_code: 'ML-OB-0417-P1', lat: 6.2054, lon: -1.6631 }),
        rec({ site_name: 'NYAKABALE EAST PIT', city: 'Obuasi', site_code: 'MLOB0417P1' }),
        rec({ place_name: 'Nyakabale East Pit', city: 'Obuasi', lat: 6.20538, lon: -1.66314 }),
      ],
    ],
  },
  {
    // Two Hindu temples and a gurdwara of one city centre.
    kind: 'Hindu temples and a gurdwara of one city',
    variants: [
      [
        rec({ name: 'Shree Swaminarayan Mandir', address: 'Forest Road, Parklands', city: 'Nairobi', phone: '+254 20 3744621', lat: -1.2618, lon: 36.8213 }),
        rec({ place_name: 'BAPS Shri Swaminarayan Mandir Nairobi', city: 'Nairobi', lat: -1.26183, lon: 36.82127 }),
        rec({ site_name: 'SWAMINARAYAN TEMPLE - FOREST RD', address: 'Forest Rd, Parklands', phone: '020 374 4621' }),
      ],
      [
        rec({ name: 'Shree Sanatan Dharma Sabha Temple', address: 'Ngara Road', city: 'Nairobi', phone: '+254 20 2222948', lat: -1.2749, lon: 36.8249 }),
        rec({ place_name: 'Hekalu la Sanatan Dharma Sabha', city: 'Nairobi', lat: -1.27487, lon: 36.82494 }),
        rec({ site_name: 'SANATAN DHARMA SABHA TEMPLE - NGARA RD', address: 'Ngara Rd', phone: '020 222 2948' }),
      ],
      [
        rec({ name: 'Siri Guru Singh Sabha Gurdwara', address: 'Bishop Road, Upper Hill', city: 'Nairobi', phone: '+254 20 2724185', lat: -1.2936, lon: 36.8141 }),
        rec({ place_name: 'Gurdwara Siri Guru Singh Sabha, Upper Hill', city: 'Nairobi', lat: -1.29358, lon: 36.81412 }),
        rec({ site_name: 'SGSS GURDWARA - BISHOP RD', address: 'Bishop Rd, Upper Hill', phone: '020 272 4185' }),
      ],
    ],
  },
  {
    // Three dams of one river scheme, each in English and Afrikaans.
    kind: 'dams of one river scheme in English and Afrikaans',
    variants: [
      [
        rec({ name: 'Vaal Dam', admin_path: 'Gauteng / Free State', city: 'Deneysville', site_code: 'C1R001', lat: -26.8745, lon: 28.1201 }),
        rec({ place_name: 'Vaaldam', admin_path: 'Vrystaat', city: 'Deneysville', lat: -26.87447, lon: 28.12013 }),
        rec({ site_name: 'VAAL DAM WALL (C1R001)', site_code: 'C1R001', city: 'Vaal Marina' }),
      ],
      [
        rec({ name: 'Vaal Barrage', admin_path: 'Gauteng / Sedibeng', city: 'Vanderbijlpark', site_code: 'C2R008', lat: -26.7639, lon: 27.6862 }),
        rec({ place_name: 'Vaalrivierversperring', admin_path: 'Gauteng', city: 'Vanderbijlpark', lat: -26.76393, lon: 27.68618 }),
        rec({ site_name: 'VAAL BARRAGE WEIR (C2R008)', site_code: 'C2R008', city: 'Vanderbijlpark' }),
      ],
      [
        rec({ name: 'Bloemhof Dam', admin_path: 'North West / Free State', city: 'Bloemhof', site_code: 'C9R002', lat: -27.6686, lon: 25.6161 }),
        rec({ place_name: 'Bloemhofdam', admin_path: 'Noordwes', city: 'Bloemhof', lat: -27.66864, lon: 25.61607 }),
        rec({ site_name: 'BLOEMHOF DAM WALL (C9R002)', site_code: 'C9R002', city: 'Bloemhof' }),
      ],
    ],
  },
  {
    // Three ferry terminals of one lagoon.
    kind: 'ferry terminals of one lagoon',
    variants: [
      [
        rec({ name: 'CMS Ferry Terminal', address: 'Marina, beside CMS Bus Terminal', city: 'Lagos Island', admin_path: 'Lagos / Lagos Island', lat: 6.4519, lon: 3.3894 }),
        rec({ site_name: 'LAGFERRY - CMS JETTY', site_code: 'LF-CMS', city: 'Lagos' }),
        rec({ place_name: 'CMS Jetty (Marina)', city: 'Lagos Island', lat: 6.45193, lon: 3.38937 }),
      ],
      [
        rec({ name: 'Falomo Ferry Terminal', address: 'Alfred Rewane Road, under Falomo Bridge', city: 'Ikoyi', admin_path: 'Lagos / Eti-Osa', lat: 6.4461, lon: 3.4199 }),
        rec({ site_name: 'LAGFERRY - FALOMO JETTY', site_code: 'LF-FAL', city: 'Lagos' }),
        rec({ place_name: 'Falomo Jetty', city: 'Ikoyi', lat: 6.44608, lon: 3.41992 }),
      ],
      [
        rec({ name: 'Ikorodu Ferry Terminal', address: 'Ebute, Ikorodu', city: 'Ikorodu', admin_path: 'Lagos / Ikorodu', lat: 6.6001, lon: 3.4880 }),
        rec({ site_name: 'LAGFERRY - IKORODU (EBUTE) JETTY', site_code: 'LF-IKD', city: 'Lagos' }),
        rec({ place_name: 'Ebute Ikorodu Jetty', city: 'Ikorodu', lat: 6.60012, lon: 3.48797 }),
      ],
    ],
  },
  {
    // Three football stadiums of one city.
    kind: 'football stadiums of one city',
    variants: [
      [
        rec({ name: 'Moi International Sports Centre Kasarani', address: 'Thika Road, Kasarani', city: 'Nairobi', lat: -1.2274, lon: 36.8913 }),
        rec({ place_name: 'Uwanja wa Kasarani', city: 'Nairobi', lat: -1.22738, lon: 36.89128 }),
        rec({ site_name: 'MISC KASARANI STADIUM', address: 'Thika Rd, Kasarani' }),
      ],
      [
        rec({ name: 'Nyayo National Stadium', address: 'Langata Road / Aerodrome Road', city: 'Nairobi', lat: -1.3048, lon: 36.8253 }),
        rec({ place_name: 'Uwanja wa Taifa wa Nyayo', city: 'Nairobi', lat: -1.30483, lon: 36.82528 }),
        rec({ site_name: 'NYAYO NATIONAL STADIUM', address: 'Langata Rd, South C' }),
      ],
      [
        rec({ name: 'Nairobi City Stadium', address: 'Jogoo Road, Makadara', city: 'Nairobi', lat: -1.2921, lon: 36.8446 }),
        rec({ place_name: 'Uwanja wa City, Jogoo Road', city: 'Nairobi', lat: -1.29207, lon: 36.84462 }),
        rec({ site_name: 'CITY STADIUM NAIROBI', address: 'Jogoo Rd' }),
      ],
    ],
  },
  {
    // Three invented restaurants on one Paris street, as a French guide, an English guide and a map export list them.
    kind: 'restaurants of one street in two guides',
    variants: [
      [
        rec({ name: 'Le Petit Sénégal', address: '14 rue de la Goutte d\'Or, 75018 Paris', city: 'Paris', phone: '01 42 64 18 37' }),
        rec({ place_name: 'Le Petit Senegal (Senegalese)', address: '14 Rue de la Goutte-d\'Or, 18th arr.', phone: '+33 1 42 64 18 37' }),
        rec({ site_name: 'LE PETIT SENEGAL', city: 'Paris 18e', lat: 48.8847, lon: 2.3532 }),
      ],
      [
        rec({ name: 'Chez Aminata', address: '22 rue de la Goutte d\'Or, 75018 Paris', city: 'Paris', phone: '01 42 55 09 61' }),
        rec({ place_name: 'Chez Aminata (West African)', address: '22 Rue de la Goutte-d\'Or, 18th arr.', phone: '+33 1 42 55 09 61' }),
        rec({ site_name: 'CHEZ AMINATA', city: 'Paris 18e', lat: 48.8849, lon: 2.3537 }),
      ],
      [
        rec({ name: 'Le Petit Dakar', address: '9 rue de Chartres, 75018 Paris', city: 'Paris', phone: '01 46 06 72 14' }),
        rec({ place_name: 'Le Petit Dakar (Senegalese)', address: '9 Rue de Chartres, 18th arr.', phone: '+33 1 46 06 72 14' }),
        rec({ site_name: 'LE PETIT DAKAR', city: 'Paris 18e', lat: 48.8842, lon: 2.3535 }),
      ],
    ],
  },
];
