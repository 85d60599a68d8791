// Held-out set 3 (issue 11), place families: see bench/pairs/heldout3.ts for the header. Written by hand in the
// forms border and customs lists, port and terminal directories, fuel-station locators (inbound and outbound
// sides of one road; plus codes), INEC polling-unit lists (`24/16/08/005` codes, several units in one school),
// council ward lists (one ward name in three councils, GSS codes), estate and phase names (`Phase I`, `Ph. 1`),
// health-facility registers against GPS-only survey points, tower-company and operator site lists for masts,
// and church directories (a cathedral's formal and usual names; two denominations side by side) use.
// Coordinates are approximate, written to the precision each source kind gives; codes, plus codes and phone
// numbers are ILLUSTRATIVE (the shape real ones have, consistent inside this set). The dispensaries and the
// mast sites are invented.
import { type Family, rec } from './heldout1-types.js';

export const PLACE3: readonly Family[] = [
  {
    kind: 'border posts on either side',
    variants: [
      [
        rec({ name: 'Busia One Stop Border Post (Kenya)', lat: 0.4601, lon: 34.0946, admin_path: 'Kenya > Busia County > Matayos' }),
        rec({ place_name: 'Busia OSBP - KRA Customs', city: 'Busia', address: 'Busia-Tororo Road, Busia, Kenya' }),
        rec({ name: 'Busia border post, Kenyan side', lat: 0.46, lon: 34.095, category: 'border_control' }),
      ],
      [
        rec({ name: 'Busia One Stop Border Post (Uganda)', lat: 0.4654, lon: 34.0881, admin_path: 'Uganda > Busia District > Busia Municipality' }),
        rec({ place_name: 'Busia OSBP - URA Customs', city: 'Busia', address: 'Tororo-Busia Road, Busia, Uganda' }),
        rec({ name: 'Busia border post, Ugandan side', lat: 0.465, lon: 34.088, category: 'border_control' }),
      ],
      [
        rec({ name: 'Malaba One Stop Border Post (Kenya)', lat: 0.6346, lon: 34.2829, admin_path: 'Kenya > Busia County > Teso North' }),
        rec({ place_name: 'Malaba OSBP - KRA Customs', city: 'Malaba', address: 'Malaba-Tororo Road, Malaba, Kenya' }),
        rec({ name: 'Malaba border post, Kenyan side', lat: 0.635, lon: 34.283, category: 'border_control' }),
      ],
    ],
  },
  {
    kind: 'Lagos seaports',
    variants: [
      [
        rec({ name: 'Lagos Port Complex, Apapa', lat: 6.446, lon: 3.369, admin_path: 'Nigeria > Lagos > Apapa' }),
        rec({ place_name: 'Apapa Port (LPC)', address: 'Wharf Road, Apapa, Lagos', phone: '+234 1 545 2000' }),
        rec({ site_name: 'NPA Lagos Port Complex', city: 'Apapa', address: 'Wharf Rd, Apapa' }),
      ],
      [
        rec({ name: 'Tin Can Island Port Complex', lat: 6.4382, lon: 3.3451, admin_path: 'Nigeria > Lagos > Amuwo-Odofin' }),
        rec({ place_name: 'Tin-Can Port (TCIPC)', address: 'Tin Can Island, Apapa-Oshodi Expressway, Lagos', phone: '+234 1 545 3000' }),
        rec({ site_name: 'NPA Tincan Island Port', city: 'Apapa', address: 'Tin Can Island, Apapa' }),
      ],
      [
        rec({ name: 'Lekki Deep Sea Port', lat: 6.4289, lon: 3.9953, admin_path: 'Nigeria > Lagos > Ibeju-Lekki' }),
        rec({ place_name: 'Lekki Port (LDSP)', address: 'Lekki Free Trade Zone, Ibeju-Lekki, Lagos' }),
      ],
    ],
  },
  {
    kind: 'container terminal piers and a wharf',
    variants: [
      [
        rec({ name: 'Durban Container Terminal Pier 2', lat: -29.8727, lon: 31.0212, city: 'Durban' }),
        rec({ place_name: 'DCT Pier 2 (Transnet Port Terminals)', address: 'Langeberg Road, Bayhead, Durban 4052', phone: '031 361 2000' }),
        rec({ site_name: 'Pier 2, Port of Durban', lat: -29.873, lon: 31.021 }),
      ],
      [
        rec({ name: 'Durban Container Terminal Pier 1', lat: -29.8819, lon: 31.0168, city: 'Durban' }),
        rec({ place_name: 'DCT Pier 1 (Transnet Port Terminals)', address: 'Bayhead Road, Bayhead, Durban 4052', phone: '031 361 1000' }),
        rec({ site_name: 'Pier 1, Port of Durban', lat: -29.882, lon: 31.017 }),
      ],
      [
        rec({ name: 'Maydon Wharf', lat: -29.8778, lon: 31.0089, city: 'Durban' }),
        rec({ place_name: 'Maydon Wharf Terminal', address: 'Maydon Wharf Road, Durban 4001' }),
      ],
    ],
  },
  {
    kind: 'fuel stations on either side of a highway',
    variants: [
      [
        rec({ name: 'TotalEnergies Mombasa Road (towards town)', lat: -1.32251, lon: 36.84503, address: 'Mombasa Rd, opp. Capital Centre, Nairobi', phone: '0722 410 118' }),
        rec({ place_name: 'Total Energies Mombasa Rd inbound', plus_code: 'MRGV+X2 Nairobi', city: 'Nairobi' }),
        rec({ name: 'TotalEnergies Service Station - Mombasa Road (city-bound)', phone: '+254722410118', lat: -1.3225, lon: 36.845 }),
      ],
      [
        rec({ name: 'TotalEnergies Mombasa Road (towards JKIA)', lat: -1.32302, lon: 36.84581, address: 'Mombasa Rd, next to Capital Centre, Nairobi', phone: '0722 410 119' }),
        rec({ place_name: 'Total Energies Mombasa Rd outbound', plus_code: 'MRGW+Q8 Nairobi', city: 'Nairobi' }),
        rec({ name: 'TotalEnergies Service Station - Mombasa Road (airport-bound)', phone: '+254722410119', lat: -1.323, lon: 36.8458 }),
      ],
      [
        rec({ name: 'Rubis Mombasa Road, Syokimau junction', lat: -1.3561, lon: 36.9102, address: 'Mombasa Rd, Syokimau turn-off', phone: '0733 221 905' }),
        rec({ place_name: 'Rubis Energy Syokimau', plus_code: 'JW36+X3 Syokimau', city: 'Syokimau' }),
      ],
    ],
  },
  {
    kind: 'polling units in one school',
    variants: [
      [
        rec({ name: 'Community Primary School I', pu_code: '24/16/08/005', admin_path: 'Lagos > Surulere > Ward 08 (Itire)', address: 'Community Primary School, Itire Road, Surulere' }),
        rec({ place_name: 'PU 005 - Comm. Pry Sch I, Itire', admin_path: 'Lagos State / Surulere LGA / Itire Ward' }),
        rec({ name: 'Community Pry School 1 Itire (PU 24-16-08-005)', lat: 6.5101, lon: 3.3402 }),
      ],
      [
        rec({ name: 'Community Primary School II', pu_code: '24/16/08/006', admin_path: 'Lagos > Surulere > Ward 08 (Itire)', address: 'Community Primary School, Itire Road, Surulere' }),
        rec({ place_name: 'PU 006 - Comm. Pry Sch II, Itire', admin_path: 'Lagos State / Surulere LGA / Itire Ward' }),
        rec({ name: 'Community Pry School 2 Itire (PU 24-16-08-006)', lat: 6.5101, lon: 3.3402 }),
      ],
      [
        rec({ name: 'Open Space, Itire Market', pu_code: '24/16/08/007', admin_path: 'Lagos > Surulere > Ward 08 (Itire)', address: 'Itire Market, Itire Road, Surulere' }),
        rec({ place_name: 'PU 007 - Open Space Itire Mkt', admin_path: 'Lagos State / Surulere LGA / Itire Ward' }),
        rec({ name: 'Itire Market Open Space (PU 24-16-08-007)', lat: 6.5089, lon: 3.3385 }),
      ],
    ],
  },
  {
    kind: 'wards of one name in three councils',
    variants: [
      [
        rec({ name: 'Abbey', admin_path: 'England > London > Barking and Dagenham', lat: 51.5372, lon: 0.0788 }),
        rec({ place_name: 'Abbey Ward (LB Barking & Dagenham)', gss_code: 'E05014053' }),
        rec({ name: 'Abbey ward, Barking', city: 'Barking', gss_code: 'E05014053' }),
      ],
      [
        rec({ name: 'Abbey', admin_path: 'England > London > Merton', lat: 51.4181, lon: -0.1893 }),
        rec({ place_name: 'Abbey Ward (LB Merton)', gss_code: 'E05013810' }),
        rec({ name: 'Abbey ward, Wimbledon', city: 'Wimbledon', gss_code: 'E05013810' }),
      ],
      [
        rec({ name: 'Abbey', admin_path: 'England > East Midlands > Leicester', lat: 52.6561, lon: -1.1419 }),
        rec({ place_name: 'Abbey Ward (Leicester City Council)', gss_code: 'E05010454' }),
        rec({ name: 'Abbey ward, Leicester', city: 'Leicester', gss_code: 'E05010454' }),
      ],
    ],
  },
  {
    kind: 'estate phases in Nairobi',
    variants: [
      [
        rec({ name: 'Buruburu Phase 1', lat: -1.2871, lon: 36.8762, admin_path: 'Nairobi > Makadara' }),
        rec({ place_name: 'Buru Buru Phase I', city: 'Nairobi', address: 'off Rabai Road, Buruburu' }),
        rec({ name: 'Buruburu Ph. 1 estate', lat: -1.287, lon: 36.876 }),
      ],
      [
        rec({ name: 'Buruburu Phase 2', lat: -1.2846, lon: 36.8801, admin_path: 'Nairobi > Makadara' }),
        rec({ place_name: 'Buru Buru Phase II', city: 'Nairobi', address: 'off Mumias South Road, Buruburu' }),
        rec({ name: 'Buruburu Ph. 2 estate', lat: -1.285, lon: 36.88 }),
      ],
      [
        rec({ name: 'Buruburu Phase 5', lat: -1.2799, lon: 36.8861, admin_path: 'Nairobi > Embakasi West' }),
        rec({ place_name: 'Buru Buru Phase V', city: 'Nairobi', address: 'off Jogoo Road, Buruburu' }),
        rec({ name: 'Buruburu Ph. 5 estate', lat: -1.28, lon: 36.886 }),
      ],
    ],
  },
  {
    kind: 'estate phases in Lekki',
    variants: [
      [
        rec({ name: 'Lekki Phase 1', lat: 6.4474, lon: 3.474, admin_path: 'Lagos > Eti-Osa' }),
        rec({ place_name: 'Lekki Phase I Estate', city: 'Lekki', address: 'Admiralty Way, Lekki Phase 1' }),
        rec({ name: 'Lekki Ph 1', lat: 6.447, lon: 3.474 }),
      ],
      [
        rec({ name: 'Lekki Phase 2', lat: 6.444, lon: 3.533, admin_path: 'Lagos > Eti-Osa' }),
        rec({ place_name: 'Lekki Phase II Estate', city: 'Lekki', address: 'Lekki-Epe Expressway, Lekki Phase 2' }),
        rec({ name: 'Lekki Ph 2', lat: 6.444, lon: 3.533 }),
      ],
      [
        rec({ name: 'Lekki Gardens Estate Phase 2', lat: 6.466, lon: 3.562, admin_path: 'Lagos > Eti-Osa' }),
        rec({ place_name: 'Lekki Gardens Phase II', city: 'Ajah', address: 'Lekki Gardens Phase 2, off Abraham Adesanya Road, Ajah' }),
        rec({ name: 'Lekki Gardens Ph 2', lat: 6.466, lon: 3.562 }),
      ],
    ],
  },
  {
    kind: 'dispensaries: register against GPS-only survey points',
    variants: [
      [
        rec({ facility_name: 'Kithunguri Dispensary', mfl_code: '21034', admin_path: 'Machakos > Mwala > Masii', lat: -1.47912, lon: 37.44118 }),
        rec({ site_name: 'kithunguri disp', lat: -1.4791, lon: 37.4412 }),
        rec({ name: 'Kithunguri Dispensary (GoK)', town: 'Masii', phone: '0711 553 201' }),
      ],
      [
        rec({ facility_name: 'Kithunguri Catholic Dispensary', mfl_code: '21187', admin_path: 'Machakos > Mwala > Masii', lat: -1.47655, lon: 37.44392 }),
        rec({ site_name: 'kithunguri cath disp', lat: -1.4766, lon: 37.4439 }),
        rec({ name: 'Kithunguri Catholic Dispensary (mission)', town: 'Masii', phone: '0722 908 344' }),
      ],
      [
        rec({ facility_name: 'Masii Health Centre', mfl_code: '20996', admin_path: 'Machakos > Mwala > Masii', lat: -1.4601, lon: 37.4488 }),
        rec({ site_name: 'masii hc', lat: -1.4601, lon: 37.4488 }),
        rec({ name: 'Masii Health Centre (Level 3)', town: 'Masii', phone: '0733 120 667' }),
      ],
    ],
  },
  {
    kind: 'mast sites: tower company against operator lists',
    variants: [
      [
        rec({ site_name: 'ATC KE NRB-1021 Kilimani', site_id: 'NRB-1021', lat: -1.29012, lon: 36.78455, address: 'Rooftop, Argwings Kodhek Rd, Kilimani' }),
        rec({ name: 'SAF_KILIMANI_2 (BTS)', lat: -1.2901, lon: 36.7846, city: 'Nairobi' }),
        rec({ site_name: 'Kilimani rooftop mast, Argwings Kodhek Road', city: 'Nairobi', site_id: 'NRB-1021' }),
      ],
      [
        rec({ site_name: 'ATC KE NRB-1034 Kilimani', site_id: 'NRB-1034', lat: -1.29248, lon: 36.78702, address: 'Greenfield mast, Rose Avenue, Kilimani' }),
        rec({ name: 'SAF_KILIMANI_1 (BTS)', lat: -1.2925, lon: 36.7871, city: 'Nairobi' }),
        rec({ site_name: 'Kilimani greenfield mast, Rose Avenue', city: 'Nairobi', site_id: 'NRB-1034' }),
      ],
      [
        rec({ site_name: 'ATC KE NRB-0877 Lavington', site_id: 'NRB-0877', lat: -1.27803, lon: 36.76811, address: 'Greenfield mast, James Gichuru Rd, Lavington' }),
        rec({ name: 'AIRTEL_LAVINGTON_3 (BTS)', lat: -1.278, lon: 36.7681, city: 'Nairobi' }),
      ],
    ],
  },
  {
    kind: 'cathedrals of two denominations, Lagos Island',
    variants: [
      [
        rec({ name: 'Cathedral Church of Christ, Marina', lat: 6.4531, lon: 3.3929, address: '29 Marina, Lagos Island', phone: '+234 1 263 5000' }),
        rec({ place_name: 'Christ Church Cathedral (Anglican), Lagos', city: 'Lagos', address: 'Marina, Lagos Island' }),
        rec({ name: 'Christ Church Cathedral Marina', lat: 6.453, lon: 3.393 }),
      ],
      [
        rec({ name: 'Holy Cross Cathedral, Lagos', lat: 6.4548, lon: 3.3916, address: '11 Catholic Mission Street, Lagos Island', phone: '+234 1 263 6000' }),
        rec({ place_name: 'Holy Cross Catholic Cathedral', city: 'Lagos', address: 'Catholic Mission St, Lagos Island' }),
        rec({ name: 'Holy Cross Cathedral Catholic Mission St', lat: 6.4548, lon: 3.3916 }),
      ],
      [
        rec({ name: 'Christ Church, Ikoyi', lat: 6.4512, lon: 3.4339, address: 'Bourdillon Road, Ikoyi, Lagos' }),
        rec({ place_name: 'Christ Church Anglican, Ikoyi', city: 'Lagos', address: 'Bourdillon Rd, Ikoyi' }),
      ],
    ],
  },
  {
    kind: 'city-centre churches, Nairobi',
    variants: [
      [
        rec({ name: "All Saints' Cathedral, Nairobi", lat: -1.2899, lon: 36.8158, address: 'Kenyatta Avenue, next to Serena Hotel', phone: '020 271 2000' }),
        rec({ place_name: 'ACK All Saints Cathedral', city: 'Nairobi', address: 'Kenyatta Ave / Processional Way' }),
        rec({ name: 'All Saints Cathedral (Anglican Church of Kenya)', phone: '+254202712000' }),
      ],
      [
        rec({ name: 'Holy Family Minor Basilica', lat: -1.2853, lon: 36.82, address: 'City Hall Way / Parliament Road, Nairobi', phone: '020 222 1000' }),
        rec({ place_name: 'Basilica of the Holy Family, Nairobi', city: 'Nairobi', address: 'Parliament Rd, next to City Hall' }),
        rec({ name: 'Holy Family Basilica (Catholic)', phone: '+254202221000' }),
      ],
      [
        rec({ name: "St Andrew's Church (PCEA), Nairobi", lat: -1.279, lon: 36.815, address: 'State House Road, opposite University of Nairobi', phone: '020 272 3000' }),
        rec({ place_name: "PCEA St. Andrew's Church", city: 'Nairobi', address: 'State House Rd / Nyerere Rd' }),
        rec({ name: "St. Andrew's Presbyterian Church, Nairobi", phone: '+254202723000' }),
      ],
    ],
  },
];
