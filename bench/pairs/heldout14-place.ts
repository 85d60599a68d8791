// Held-out pair set 14, place (see bench/pairs/heldout14.ts): gates of one old city wall, power stations of one
// coalfield, sewage treatment works of one water company, weather stations of one city by WMO number, junctions of
// one motorway, local-government secretariats of one area, youth hostels of one national park, and offshore wind
// farms of one estuary; each as a guide's or map's full name, an operator's, register's or asset list's caps line with
// a site code, and a map label or other-language name (Hausa, Afrikaans, an abbreviation, an OSM-style short name).
// Real places are written from general knowledge; phones, site codes and coordinates are illustrative (the shape real
// ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE14: readonly Family[] = [
  {
    // Three gates of the old Kano city wall, a few kilometres apart round the walled city.
    kind: 'gates of one old city wall',
    variants: [
      [
        rec({ name: 'Kofar Mata (Mata Gate), Kano ancient city wall', admin_path: 'Nigeria / Kano / Kano Municipal', lat: 11.9905, lon: 8.5295 }),
        rec({ site_name: 'KOFAR MATA CITY GATE (NCMM)', site_code: 'KN-CW-07', address: 'KOFAR MATA RD, KANO MUNICIPAL' }),
        rec({ place_name: 'Ƙofar Mata', city: 'Kano', lat: 11.99046, lon: 8.52957 }),
      ],
      [
        rec({ name: 'Kofar Nassarawa (Nassarawa Gate), Kano ancient city wall', admin_path: 'Nigeria / Kano / Kano Municipal', lat: 12.0018, lon: 8.5402 }),
        rec({ site_name: 'KOFAR NASSARAWA CITY GATE (NCMM)', site_code: 'KN-CW-03', address: 'SULTAN RD / KOFAR NASSARAWA, KANO' }),
        rec({ place_name: 'Ƙofar Nasarawa', city: 'Kano', lat: 12.00176, lon: 8.54024 }),
      ],
      [
        rec({ name: 'Kofar Kabuga (Kabuga Gate), Kano ancient city wall', admin_path: 'Nigeria / Kano / Gwale', lat: 11.9937, lon: 8.4948 }),
        rec({ site_name: 'KOFAR KABUGA CITY GATE (NCMM)', site_code: 'KN-CW-12', address: 'KOFAR KABUGA, GWALE LGA, KANO' }),
        rec({ place_name: 'Ƙofar Kabuga', city: 'Kano', lat: 11.99366, lon: 8.49483 }),
      ],
    ],
  },
  {
    // Three coal-fired power stations of the Mpumalanga Highveld, twenty to forty kilometres apart.
    kind: 'power stations of one coalfield',
    variants: [
      [
        rec({ name: 'Kendal Power Station (Eskom)', admin_path: 'South Africa / Mpumalanga / Emalahleni', lat: -26.0884, lon: 28.9693 }),
        rec({ site_name: 'KENDAL POWER STATION (ESKOM GX)', site_code: 'ESK-KEN', address: 'R545, KENDAL, EMALAHLENI 2225' }),
        rec({ place_name: 'Kendal-kragstasie', city: 'Emalahleni', lat: -26.08836, lon: 28.96938 }),
      ],
      [
        rec({ name: 'Kusile Power Station (Eskom)', admin_path: 'South Africa / Mpumalanga / Victor Khanye', lat: -25.9160, lon: 28.9200 }),
        rec({ site_name: 'KUSILE POWER STATION (ESKOM GX)', site_code: 'ESK-KUS', address: 'R545, OGIES, DELMAS 2210' }),
        rec({ place_name: 'Kusile-kragstasie', city: 'Delmas', lat: -25.91597, lon: 28.92006 }),
      ],
      [
        rec({ name: 'Duvha Power Station (Eskom)', admin_path: 'South Africa / Mpumalanga / Emalahleni', lat: -25.9611, lon: 29.3392 }),
        rec({ site_name: 'DUVHA POWER STATION (ESKOM GX)', site_code: 'ESK-DUV', address: 'OFF N4, EMALAHLENI 1035' }),
        rec({ place_name: 'Duvha-kragstasie', city: 'Emalahleni', lat: -25.96114, lon: 29.33917 }),
      ],
    ],
  },
  {
    // Three sewage treatment works of one water company on the Thames in east London, a few kilometres apart.
    kind: 'sewage treatment works of one water company',
    variants: [
      [
        rec({ name: 'Beckton Sewage Treatment Works, Thames Water', address: 'Jenkins Lane, Barking IG11 0AD', phone: '+44 800 316 9800', lat: 51.5168, lon: 0.0853 }),
        rec({ site_name: 'BECKTON STW', site_code: 'TW-STW-BEC', address: 'JENKINS LANE BARKING IG11 0AD', phone: '0800 316 9800' }),
        rec({ place_name: 'Beckton Sewage Works', city: 'London', lat: 51.51676, lon: 0.08534 }),
      ],
      [
        rec({ name: 'Crossness Sewage Treatment Works, Thames Water', address: 'Belvedere Road, Abbey Wood, London SE2 9AQ', phone: '+44 800 316 9800', lat: 51.5082, lon: 0.1343 }),
        rec({ site_name: 'CROSSNESS STW', site_code: 'TW-STW-CRO', address: 'BELVEDERE RD ABBEY WOOD SE2 9AQ', phone: '0800 316 9800' }),
        rec({ place_name: 'Crossness Sewage Works', city: 'London', lat: 51.50823, lon: 0.13428 }),
      ],
      [
        rec({ name: 'Riverside Sewage Treatment Works, Thames Water', address: 'Ferry Lane, Rainham RM13 9DA', phone: '+44 800 316 9800', lat: 51.5063, lon: 0.1762 }),
        rec({ site_name: 'RIVERSIDE STW (RAINHAM)', site_code: 'TW-STW-RIV', address: 'FERRY LANE RAINHAM RM13 9DA', phone: '0800 316 9800' }),
        rec({ place_name: 'Riverside Sewage Works', city: 'Rainham', lat: 51.50628, lon: 0.17617 }),
      ],
    ],
  },
  {
    // Three synoptic weather stations of one city, by WMO index number.
    kind: 'weather stations of one city by WMO number',
    variants: [
      [
        rec({ name: 'Nairobi Jomo Kenyatta International Airport Meteorological Station', admin_path: 'Kenya / Nairobi / Embakasi', lat: -1.3192, lon: 36.9253 }),
        rec({ site_name: 'NAIROBI/JOMO KENYATTA INTL (KMD)', site_code: 'WMO 63740', address: 'JKIA, EMBAKASI, NAIROBI' }),
        rec({ place_name: 'JKIA Met Station', city: 'Nairobi', lat: -1.31918, lon: 36.92528 }),
      ],
      [
        rec({ name: 'Nairobi Dagoretti Corner Meteorological Station', admin_path: 'Kenya / Nairobi / Dagoretti', lat: -1.3017, lon: 36.7600 }),
        rec({ site_name: 'NAIROBI/DAGORETTI (KMD)', site_code: 'WMO 63741', address: 'NGONG RD, DAGORETTI CORNER, NAIROBI' }),
        rec({ place_name: 'Dagoretti Met', city: 'Nairobi', lat: -1.30172, lon: 36.75996 }),
      ],
      [
        rec({ name: 'Nairobi Wilson Airport Meteorological Station', admin_path: 'Kenya / Nairobi / Langata', lat: -1.3217, lon: 36.8148 }),
        rec({ site_name: 'NAIROBI/WILSON (KMD)', site_code: 'WMO 63742', address: 'WILSON AIRPORT, LANGATA RD, NAIROBI' }),
        rec({ place_name: 'Wilson Airport Met Station', city: 'Nairobi', lat: -1.32174, lon: 36.81482 }),
      ],
    ],
  },
  {
    // Three consecutive junctions of one motorway round Luton, five to seven kilometres apart.
    kind: 'junctions of one motorway',
    variants: [
      [
        rec({ name: 'M1 Junction 10 (Luton Airport / A1081)', admin_path: 'England / Bedfordshire / Luton', lat: 51.8632, lon: -0.4291 }),
        rec({ site_name: 'M1 J10 LUTON AIRPORT', site_code: 'NH-M1-J10', address: 'A1081 AIRPORT WAY, LUTON LU1' }),
        rec({ place_name: 'J10', city: 'Luton', lat: 51.86317, lon: -0.42906 }),
      ],
      [
        rec({ name: 'M1 Junction 11 (Luton / Dunstable / A505)', admin_path: 'England / Bedfordshire / Luton', lat: 51.9005, lon: -0.4742 }),
        rec({ site_name: 'M1 J11 LUTON/DUNSTABLE', site_code: 'NH-M1-J11', address: 'A505 DUNSTABLE RD, LUTON LU4' }),
        rec({ place_name: 'J11', city: 'Luton', lat: 51.90047, lon: -0.47418 }),
      ],
      [
        rec({ name: 'M1 Junction 12 (Toddington / A5120)', admin_path: 'England / Bedfordshire / Central Bedfordshire', lat: 51.9462, lon: -0.5151 }),
        rec({ site_name: 'M1 J12 TODDINGTON', site_code: 'NH-M1-J12', address: 'A5120 STATION RD, TODDINGTON LU5' }),
        rec({ place_name: 'J12', city: 'Toddington', lat: 51.94618, lon: -0.51507 }),
      ],
    ],
  },
  {
    // The secretariats of one local government and two development areas carved from it, a few kilometres apart.
    kind: 'local-government secretariats of one area',
    variants: [
      [
        rec({ name: 'Ikeja Local Government Secretariat', address: '4 Obafemi Awolowo Way, Ikeja, Lagos', phone: '+234 1 774 2210', lat: 6.6018, lon: 3.3515 }),
        rec({ site_name: 'IKEJA LGA SECRETARIAT', site_code: 'LAG-LGA-IKJ', address: 'OBAFEMI AWOLOWO WAY IKEJA', phone: '01 774 2210' }),
        rec({ place_name: 'Ikeja LG Secretariat', city: 'Ikeja', lat: 6.60176, lon: 3.35153 }),
      ],
      [
        rec({ name: 'Ojodu Local Council Development Area Secretariat', address: '15 Grammar School Road, Ojodu, Lagos', phone: '+234 1 774 5520', lat: 6.6413, lon: 3.3742 }),
        rec({ site_name: 'OJODU LCDA SECRETARIAT', site_code: 'LAG-LCDA-OJD', address: 'GRAMMAR SCHOOL RD OJODU', phone: '01 774 5520' }),
        rec({ place_name: 'Ojodu LCDA', city: 'Ikeja', lat: 6.64127, lon: 3.37424 }),
      ],
      [
        rec({ name: 'Onigbongbo Local Council Development Area Secretariat', address: '2 Oba Akinjobi Way, Opebi, Ikeja, Lagos', phone: '+234 1 774 6630', lat: 6.5889, lon: 3.3651 }),
        rec({ site_name: 'ONIGBONGBO LCDA SECRETARIAT', site_code: 'LAG-LCDA-ONB', address: 'OBA AKINJOBI WAY OPEBI IKEJA', phone: '01 774 6630' }),
        rec({ place_name: 'Onigbongbo LCDA', city: 'Ikeja', lat: 6.58893, lon: 3.36508 }),
      ],
    ],
  },
  {
    // Three youth hostels of one national park, on one booking line, ten kilometres apart.
    kind: 'youth hostels of one national park',
    variants: [
      [
        rec({ name: 'YHA Ambleside', address: 'Waterhead, Ambleside, Cumbria LA22 0EU', phone: '+44 345 371 9620', lat: 54.4181, lon: -2.9612 }),
        rec({ site_name: 'YHA AMBLESIDE (LAKE DISTRICT)', site_code: 'YHA-AMB', address: 'WATERHEAD AMBLESIDE LA22 0EU', phone: '0345 371 9620' }),
        rec({ place_name: 'Ambleside Youth Hostel', city: 'Ambleside', lat: 54.41814, lon: -2.96118 }),
      ],
      [
        rec({ name: 'YHA Grasmere Butharlyp Howe', address: 'Easedale Road, Grasmere, Cumbria LA22 9QG', phone: '+44 345 371 9620', lat: 54.4594, lon: -3.0254 }),
        rec({ site_name: 'YHA GRASMERE BUTHARLYP HOWE (LAKE DISTRICT)', site_code: 'YHA-GRB', address: 'EASEDALE RD GRASMERE LA22 9QG', phone: '0345 371 9620' }),
        rec({ place_name: 'Grasmere Youth Hostel', city: 'Grasmere', lat: 54.45938, lon: -3.02543 }),
      ],
      [
        rec({ name: 'YHA Coniston Holly How', address: 'Far End, Coniston, Cumbria LA21 8DD', phone: '+44 345 371 9620', lat: 54.3728, lon: -3.0741 }),
        rec({ site_name: 'YHA CONISTON HOLLY HOW (LAKE DISTRICT)', site_code: 'YHA-CHH', address: 'FAR END CONISTON LA21 8DD', phone: '0345 371 9620' }),
        rec({ place_name: 'Coniston Holly How Youth Hostel', city: 'Coniston', lat: 54.37283, lon: -3.07406 }),
      ],
    ],
  },
  {
    // Three offshore wind farms of the outer Thames Estuary, twenty to forty kilometres apart.
    kind: 'offshore wind farms of one estuary',
    variants: [
      [
        rec({ name: 'London Array Offshore Wind Farm', admin_path: 'England / Thames Estuary / Outer', lat: 51.6260, lon: 1.4950 }),
        rec({ site_name: 'LONDON ARRAY OWF', site_code: 'CE-OWF-LNA', address: 'OUTER THAMES ESTUARY, 20 KM OFF MARGATE' }),
        rec({ place_name: 'London Array', city: 'Thames Estuary', lat: 51.62604, lon: 1.49497 }),
      ],
      [
        rec({ name: 'Gunfleet Sands Offshore Wind Farm', admin_path: 'England / Thames Estuary / Outer', lat: 51.7200, lon: 1.2200 }),
        rec({ site_name: 'GUNFLEET SANDS OWF', site_code: 'CE-OWF-GFS', address: 'OFF CLACTON-ON-SEA, ESSEX' }),
        rec({ place_name: 'Gunfleet Sands', city: 'Thames Estuary', lat: 51.72003, lon: 1.21996 }),
      ],
      [
        rec({ name: 'Kentish Flats Offshore Wind Farm', admin_path: 'England / Thames Estuary / Outer', lat: 51.4600, lon: 1.0900 }),
        rec({ site_name: 'KENTISH FLATS OWF', site_code: 'CE-OWF-KFL', address: 'OFF WHITSTABLE / HERNE BAY, KENT' }),
        rec({ place_name: 'Kentish Flats', city: 'Thames Estuary', lat: 51.45997, lon: 1.09004 }),
      ],
    ],
  },
];
