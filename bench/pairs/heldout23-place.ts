// Held-out pair set 23, place (see bench/pairs/heldout23.ts): tea factories of one smallholder zone, oil flow stations
// of one field, salt pans of one lagoon, community halls of one township, ambulance stations of one trust, ski lifts
// of one resort, viewpoints of one hill, and holy wells of one parish; each as a gazetteer, heritage or land-use map
// entry with an admin path and a point, an operator's, council's or trust's estates, asset, booking or patrol list in
// caps with a site code and a shared line, and a third source (a delivery or pick-up label, a walking-tour or pilgrim
// leaflet, a Swahili, Pidgin, Ga-Dangme, Zulu, German, Portuguese or Irish name, a map point a few metres off). The St.
// Anton lifts and the Lisbon viewpoints are real places written from general knowledge; the tea factories, the flow
// stations (an invented operator), the salt pans, the Soweto halls, the ambulance stations and the holy wells are
// invented or illustrative at real places. Coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE23: readonly Family[] = [
  {
    // Three tea factories of one smallholder management zone (one zone office line).
    kind: 'tea factories of one smallholder zone',
    variants: [
      [
        rec({ name: 'Githambo Tea Factory', admin_path: "Kenya / Murang'a / Kangema / Kanyenya-ini", lat: -0.6642, lon: 36.9381 }),
        rec({ site_name: 'GITHAMBO TEA FCTY', site_code: 'Z3-MRG-04', address: "KANYENYA-INI, KANGEMA, MURANG'A", phone: '+254 60 203 0418' }),
        rec({ place_name: 'Kiwanda cha chai Githambo', city: 'Kangema', lat: -0.66418, lon: 36.93806 }),
      ],
      [
        rec({ name: 'Gitugi Tea Factory', admin_path: "Kenya / Murang'a / Mathioya / Gitugi", lat: -0.6217, lon: 36.9622 }),
        rec({ site_name: 'GITUGI TEA FCTY', site_code: 'Z3-MRG-05', address: "GITUGI, MATHIOYA, MURANG'A", phone: '+254 60 203 0418' }),
        rec({ place_name: 'Kiwanda cha chai Gitugi (leaf delivery gate)', city: 'Gitugi', lat: -0.62174, lon: 36.96228 }),
      ],
      [
        rec({ name: 'Githambo Tea Factory Gatheru Leaf Base (second factory)', admin_path: "Kenya / Murang'a / Kangema / Gatheru", lat: -0.6789, lon: 36.9175 }),
        rec({ site_name: 'GITHAMBO TEA FCTY II GATHERU', site_code: 'Z3-MRG-04B', address: "GATHERU, KANGEMA, MURANG'A", phone: '+254 60 203 0418' }),
        rec({ place_name: 'Githambo II (kiwanda kipya), Gatheru', city: 'Kangema', lat: -0.67893, lon: 36.91744 }),
      ],
    ],
  },
  {
    // Three flow stations of one swamp oil field (one operator's asset line).
    kind: 'oil flow stations of one field',
    variants: [
      [
        rec({ name: 'Obodo Flow Station 1', admin_path: 'Nigeria / Rivers / Ahoada West / Obodo', lat: 4.8123, lon: 6.4417 }),
        rec({ site_name: 'OBODO FS-1 (NORTH)', site_code: 'DVP-OML-FS01', address: 'OBODO FIELD, AHOADA WEST LGA, RIVERS STATE', phone: '+234 84 461 220' }),
        rec({ place_name: 'Obodo flow station number one (the north one for creek)', city: 'Ahoada', lat: 4.81235, lon: 6.44166 }),
      ],
      [
        rec({ name: 'Obodo Flow Station 2', admin_path: 'Nigeria / Rivers / Ahoada West / Obodo', lat: 4.7968, lon: 6.4502 }),
        rec({ site_name: 'OBODO FS-2 (SOUTH)', site_code: 'DVP-OML-FS02', address: 'OBODO FIELD, AHOADA WEST LGA, RIVERS STATE', phone: '+234 84 461 220' }),
        rec({ place_name: 'Obodo FS2 jetty side', city: 'Ahoada', lat: 4.79684, lon: 6.45023 }),
      ],
      [
        rec({ name: 'Obodo East Flow Station', admin_path: 'Nigeria / Rivers / Ahoada East / Obodo East', lat: 4.8071, lon: 6.4874 }),
        rec({ site_name: 'OBODO EAST FS', site_code: 'DVP-OML-FS05', address: 'OBODO EAST FIELD, AHOADA EAST LGA, RIVERS STATE', phone: '+234 84 461 220' }),
        rec({ place_name: 'Obodo East flow station (new one)', city: 'Ahoada', lat: 4.80713, lon: 6.48736 }),
      ],
    ],
  },
  {
    // Three salt pans on one lagoon shore, two of one community side by side (one salt co-operative line).
    kind: 'salt pans of one lagoon',
    variants: [
      [
        rec({ name: 'Totimekope Salt Pan A', admin_path: 'Ghana / Greater Accra / Ada East / Totimekope', lat: 5.8164, lon: 0.5122 }),
        rec({ site_name: 'TOTIMEKOPE PAN A (SONGOR)', site_code: 'SGR-SP-07A', address: 'TOTIMEKOPE, SONGOR LAGOON, ADA', phone: '+233 30 398 1142' }),
        rec({ place_name: 'Totimekope ngo pan A (Songor)', city: 'Ada Foah', lat: 5.81637, lon: 0.51225 }),
      ],
      [
        rec({ name: 'Totimekope Salt Pan B', admin_path: 'Ghana / Greater Accra / Ada East / Totimekope', lat: 5.8179, lon: 0.5151 }),
        rec({ site_name: 'TOTIMEKOPE PAN B (SONGOR)', site_code: 'SGR-SP-07B', address: 'TOTIMEKOPE, SONGOR LAGOON, ADA', phone: '+233 30 398 1142' }),
        rec({ place_name: 'Totimekope ngo pan B', city: 'Ada Foah', lat: 5.81788, lon: 0.51509 }),
      ],
      [
        rec({ name: 'Koluedor Salt Pan', admin_path: 'Ghana / Greater Accra / Ada East / Koluedor', lat: 5.8302, lon: 0.5486 }),
        rec({ site_name: 'KOLUEDOR PAN (SONGOR)', site_code: 'SGR-SP-11', address: 'KOLUEDOR, SONGOR LAGOON, ADA', phone: '+233 30 398 1142' }),
        rec({ place_name: 'Koluedor ngo pan, Songor', city: 'Ada', lat: 5.83018, lon: 0.54863 }),
      ],
    ],
  },
  {
    // Three community halls of one township, two of one suburb name (one council bookings line).
    kind: 'community halls of one township',
    variants: [
      [
        rec({ name: 'Orlando West Community Hall', admin_path: 'South Africa / Gauteng / Johannesburg / Soweto / Orlando West', lat: -26.2386, lon: 27.9079 }),
        rec({ site_name: 'ORLANDO WEST COMM HALL', site_code: 'COJ-R6-CH-014', address: 'VILAKAZI ST, ORLANDO WEST, SOWETO', phone: '+27 11 407 6111' }),
        rec({ place_name: 'Ihholo lomphakathi lase-Orlando West', city: 'Soweto', lat: -26.23858, lon: 27.90794 }),
      ],
      [
        rec({ name: 'Orlando East Community Hall', admin_path: 'South Africa / Gauteng / Johannesburg / Soweto / Orlando East', lat: -26.2351, lon: 27.9263 }),
        rec({ site_name: 'ORLANDO EAST COMM HALL', site_code: 'COJ-R6-CH-015', address: 'MOOKI ST, ORLANDO EAST, SOWETO', phone: '+27 11 407 6111' }),
        rec({ place_name: 'Ihholo lomphakathi lase-Orlando East', city: 'Soweto', lat: -26.23507, lon: 27.92628 }),
      ],
      [
        rec({ name: 'Dube Community Hall', admin_path: 'South Africa / Gauteng / Johannesburg / Soweto / Dube', lat: -26.2412, lon: 27.8946 }),
        rec({ site_name: 'DUBE COMM HALL', site_code: 'COJ-R6-CH-019', address: 'MAHALEFELE RD, DUBE, SOWETO', phone: '+27 11 407 6111' }),
        rec({ place_name: 'Dube hall (wedding venue), Soweto', city: 'Johannesburg', lat: -26.24116, lon: 27.89462 }),
      ],
    ],
  },
  {
    // Three ambulance stations of one trust, two of one town (one estates line).
    kind: 'ambulance stations of one trust',
    variants: [
      [
        rec({ name: 'Willenhall Ambulance Station', admin_path: 'United Kingdom / England / West Midlands / Walsall / Willenhall', lat: 52.5853, lon: -2.0541 }),
        rec({ site_name: 'WILLENHALL AMB STN', site_code: 'WMAS-EST-031', address: 'ROSE HILL, WILLENHALL WV13 2AR', phone: '+44 1384 215 555' }),
        rec({ place_name: 'Willenhall ambulance station (old station, Rose Hill)', city: 'Willenhall', lat: 52.58527, lon: -2.05414 }),
      ],
      [
        rec({ name: 'Willenhall Make Ready Hub', admin_path: 'United Kingdom / England / West Midlands / Walsall / Willenhall', lat: 52.5798, lon: -2.0392 }),
        rec({ site_name: 'WILLENHALL MAKE READY HUB', site_code: 'WMAS-EST-058', address: 'NOOSE LANE, WILLENHALL WV13 3BB', phone: '+44 1384 215 555' }),
        rec({ place_name: 'Ambulance hub, Noose Lane, Willenhall (deliveries via gate 2)', city: 'Willenhall', lat: 52.57983, lon: -2.03917 }),
      ],
      [
        rec({ name: 'Bloxwich Ambulance Station', admin_path: 'United Kingdom / England / West Midlands / Walsall / Bloxwich', lat: 52.6176, lon: -2.0068 }),
        rec({ site_name: 'BLOXWICH AMB STN', site_code: 'WMAS-EST-034', address: 'HIGH STREET, BLOXWICH WS3 2DA', phone: '+44 1384 215 555' }),
        rec({ place_name: 'Bloxwich ambulance station', city: 'Walsall', lat: 52.61757, lon: -2.00682 }),
      ],
    ],
  },
  {
    // Three valley stations of one ski resort's lifts, two from one village (one lift company line).
    kind: 'ski lifts of one resort',
    variants: [
      [
        rec({ name: 'Galzigbahn (Talstation)', admin_path: 'Österreich / Tirol / Landeck / St. Anton am Arlberg', lat: 47.1288, lon: 10.2665 }),
        rec({ site_name: 'GALZIGBAHN TAL', site_code: 'ABB-L01', address: 'KANDAHARWEG, 6580 ST. ANTON AM ARLBERG', phone: '+43 5446 2352' }),
        rec({ place_name: 'Galzig cable car, bottom station (St Anton)', city: 'St. Anton', lat: 47.12884, lon: 10.26648 }),
      ],
      [
        rec({ name: 'Rendlbahn (Talstation)', admin_path: 'Österreich / Tirol / Landeck / St. Anton am Arlberg', lat: 47.1262, lon: 10.2597 }),
        rec({ site_name: 'RENDLBAHN TAL', site_code: 'ABB-L07', address: 'DORFSTRASSE WEST, 6580 ST. ANTON AM ARLBERG', phone: '+43 5446 2352' }),
        rec({ place_name: 'Rendl gondola valley station, St Anton', city: 'St. Anton', lat: 47.12617, lon: 10.25974 }),
      ],
      [
        rec({ name: 'Nassereinbahn (Talstation)', admin_path: 'Österreich / Tirol / Landeck / St. Anton am Arlberg / Nasserein', lat: 47.1351, lon: 10.2848 }),
        rec({ site_name: 'NASSEREINBAHN TAL', site_code: 'ABB-L03', address: 'NASSEREIN, 6580 ST. ANTON AM ARLBERG', phone: '+43 5446 2352' }),
        rec({ place_name: 'Nasserein-Gondel, Talstation', city: 'Sankt Anton am Arlberg', lat: 47.13508, lon: 10.28477 }),
      ],
    ],
  },
  {
    // Three viewpoints of one hill, two on one street a few dozen metres apart (one tourism-office line).
    kind: 'viewpoints of one hill',
    variants: [
      [
        rec({ name: 'Miradouro de Santa Luzia', admin_path: 'Portugal / Lisboa / Lisboa / Santa Maria Maior', lat: 38.7117, lon: -9.1304 }),
        rec({ site_name: 'MIRADOURO STA LUZIA', site_code: 'LX-MIR-012', address: 'LG STA LUZIA, 1100-487 LISBOA', phone: '+351 21 031 2700' }),
        rec({ place_name: 'Santa Luzia viewpoint (tram 28 stop)', city: 'Lisbon', lat: 38.71168, lon: -9.13042 }),
      ],
      [
        rec({ name: 'Miradouro das Portas do Sol', admin_path: 'Portugal / Lisboa / Lisboa / Santa Maria Maior', lat: 38.7123, lon: -9.1301 }),
        rec({ site_name: 'MIRADOURO PORTAS DO SOL', site_code: 'LX-MIR-013', address: 'LG PORTAS DO SOL, 1100-411 LISBOA', phone: '+351 21 031 2700' }),
        rec({ place_name: 'Portas do Sol viewpoint, Alfama', city: 'Lisboa', lat: 38.71232, lon: -9.13006 }),
      ],
      [
        rec({ name: 'Miradouro Sophia de Mello Breyner Andresen (Miradouro da Graça)', admin_path: 'Portugal / Lisboa / Lisboa / São Vicente', lat: 38.7163, lon: -9.1315 }),
        rec({ site_name: 'MIRADOURO DA GRACA', site_code: 'LX-MIR-015', address: 'LG DA GRACA, 1170-165 LISBOA', phone: '+351 21 031 2700' }),
        rec({ place_name: 'Graça viewpoint by the church', city: 'Lisbon', lat: 38.71628, lon: -9.13147 }),
      ],
    ],
  },
  {
    // Three holy wells of one parish, two of one saint (one heritage survey line).
    kind: 'holy wells of one parish',
    variants: [
      [
        rec({ name: "St Brigid's Well, Kilbride", admin_path: 'Ireland / Roscommon / Kilbride / Kilbride townland', lat: 53.7031, lon: -8.1528 }),
        rec({ site_name: "ST BRIGID'S WELL (KILBRIDE TD)", site_code: 'RN-HW-022', address: 'KILBRIDE, CO. ROSCOMMON', phone: '+353 90 663 7100' }),
        rec({ place_name: 'Tobar Bhríde, Cill Bhríde', city: 'Ros Comáin', lat: 53.70312, lon: -8.15277 }),
      ],
      [
        rec({ name: "St Brigid's Well, Carrowkeel", admin_path: 'Ireland / Roscommon / Kilbride / Carrowkeel townland', lat: 53.6984, lon: -8.1411 }),
        rec({ site_name: "ST BRIGID'S WELL (CARROWKEEL TD)", site_code: 'RN-HW-023', address: 'CARROWKEEL, KILBRIDE, CO. ROSCOMMON', phone: '+353 90 663 7100' }),
        rec({ place_name: 'Tobar Bhríde, An Ceathrú Chaol', city: 'Ros Comáin', lat: 53.69838, lon: -8.14113 }),
      ],
      [
        rec({ name: "Lady's Well (Tobar Mhuire), Kilbride", admin_path: 'Ireland / Roscommon / Kilbride / Kilbride townland', lat: 53.7062, lon: -8.1586 }),
        rec({ site_name: "LADY'S WELL (KILBRIDE TD)", site_code: 'RN-HW-024', address: 'KILBRIDE, CO. ROSCOMMON', phone: '+353 90 663 7100' }),
        rec({ place_name: 'Tobar Mhuire, Cill Bhríde (pattern day 15 August)', city: 'Roscommon', lat: 53.70617, lon: -8.15861 }),
      ],
    ],
  },
];
