// Held-out pair set 16, place (see bench/pairs/heldout16.ts): irrigation schemes of one national authority, landfill
// sites of one city's waste authority, onshore wind farms of one bay, solar parks of one mining town, bus garages of
// one London operator, leisure centres of one city council, oil refineries of one national company, and inland
// container depots of one port authority; each as a guide's, gazette's or map's full name, an operator's, register's
// or asset list's caps line with a site code, and a map label or other-language name (Swahili, Afrikaans, Yoruba, an
// abbreviation, a garage code, an OSM-style short name). Real places are written from general knowledge; phones, site
// codes and coordinates are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE16: readonly Family[] = [
  {
    // Three rice irrigation schemes run by one national authority, two of them on one plain.
    kind: 'irrigation schemes of one national authority',
    variants: [
      [
        rec({ name: 'Mwea Irrigation Scheme, Wanguru (National Irrigation Authority)', admin_path: 'Kenya / Kirinyaga / Mwea East', lat: -0.6989, lon: 37.3612 }),
        rec({ site_name: 'MWEA IRRIGATION SCHEME (NIA)', site_code: 'NIA-SCH-MWE', address: 'P.O. BOX 210-10303 WANGURU', phone: '+254 20 2411514' }),
        rec({ place_name: 'Mpango wa Unyunyiziaji wa Mwea', city: 'Wanguru', lat: -0.69893, lon: 37.36124 }),
      ],
      [
        rec({ name: 'Ahero Irrigation Scheme, Ahero (National Irrigation Authority)', admin_path: 'Kenya / Kisumu / Nyando', lat: -0.1714, lon: 34.9206 }),
        rec({ site_name: 'AHERO IRRIGATION SCHEME (NIA)', site_code: 'NIA-SCH-AHR', address: 'P.O. BOX 2-40101 AHERO', phone: '+254 20 2411526' }),
        rec({ place_name: 'Mpango wa Unyunyiziaji wa Ahero', city: 'Ahero', lat: -0.17138, lon: 34.92062 }),
      ],
      [
        rec({ name: 'West Kano Irrigation Scheme, Kano Plains (National Irrigation Authority)', admin_path: 'Kenya / Kisumu / Nyando', lat: -0.1489, lon: 34.8503 }),
        rec({ site_name: 'WEST KANO IRRIGATION SCHEME (NIA)', site_code: 'NIA-SCH-WKN', address: 'P.O. BOX 65-40101 AHERO', phone: '+254 20 2411531' }),
        rec({ place_name: 'Mpango wa Unyunyiziaji wa West Kano', city: 'Kano Plains', lat: -0.14888, lon: 34.85027 }),
      ],
    ],
  },
  {
    // Three landfill sites of one city's waste authority.
    kind: 'landfill sites of one waste authority',
    variants: [
      [
        rec({ name: 'Olusosun Landfill, Ojota (LAWMA)', admin_path: 'Nigeria / Lagos / Kosofe', phone: '0803 324 1190', lat: 6.5934, lon: 3.3785 }),
        rec({ site_name: 'OLUSOSUN DUMPSITE OJOTA (LAWMA)', site_code: 'LAWMA-LF-01', address: 'OJOTA-OGUDU RD, OJOTA, LAGOS', phone: '+234 803 324 1190' }),
        rec({ place_name: 'Ojota dumpsite', city: 'Lagos', lat: 6.59336, lon: 3.37852 }),
      ],
      [
        rec({ name: 'Solous II Landfill, Igando (LAWMA)', admin_path: 'Nigeria / Lagos / Alimosho', phone: '0803 324 1204', lat: 6.5512, lon: 3.2486 }),
        rec({ site_name: 'SOLOUS II DUMPSITE IGANDO (LAWMA)', site_code: 'LAWMA-LF-02', address: 'LASU-IBA RD, IGANDO, LAGOS', phone: '+234 803 324 1204' }),
        rec({ place_name: 'Igando dumpsite (Solous 2)', city: 'Lagos', lat: 6.55117, lon: 3.24863 }),
      ],
      [
        rec({ name: 'Epe Landfill, Epe (LAWMA)', admin_path: 'Nigeria / Lagos / Epe', phone: '0803 324 1217', lat: 6.6071, lon: 3.9765 }),
        rec({ site_name: 'EPE LANDFILL SITE (LAWMA)', site_code: 'LAWMA-LF-05', address: 'ODORAGUNSIN RD, EPE, LAGOS', phone: '+234 803 324 1217' }),
        rec({ place_name: 'Ibi idalenu Epe', city: 'Epe', lat: 6.60714, lon: 3.97648 }),
      ],
    ],
  },
  {
    // Three wind farms round one bay, within 25 km of each other.
    kind: 'onshore wind farms of one bay',
    variants: [
      [
        rec({ name: 'Jeffreys Bay Wind Farm, Kouga', admin_path: 'South Africa / Eastern Cape / Sarah Baartman / Kouga', lat: -34.0286, lon: 24.8338 }),
        rec({ site_name: 'JEFFREYS BAY WIND FARM (REIPPPP BW1)', site_code: 'WEF-EC-JBY', address: 'R102, HUMANSDORP 6300', phone: '+27 42 200 2120' }),
        rec({ place_name: 'Jeffreysbaai-windplaas', city: 'Humansdorp', lat: -34.02857, lon: 24.83376 }),
      ],
      [
        rec({ name: 'Kouga Wind Farm, Oyster Bay', admin_path: 'South Africa / Eastern Cape / Sarah Baartman / Kouga', lat: -34.1592, lon: 24.6803 }),
        rec({ site_name: 'KOUGA WIND FARM (REIPPPP BW1)', site_code: 'WEF-EC-KGA', address: 'OYSTER BAY RD, HUMANSDORP 6300', phone: '+27 42 200 2145' }),
        rec({ place_name: 'Kouga-windplaas', city: 'Oyster Bay', lat: -34.15917, lon: 24.68034 }),
      ],
      [
        rec({ name: 'Gibson Bay Wind Farm, Tsitsikamma', admin_path: 'South Africa / Eastern Cape / Sarah Baartman / Kou-Kamma', lat: -34.1347, lon: 24.5461 }),
        rec({ site_name: 'GIBSON BAY WIND FARM (REIPPPP BW2)', site_code: 'WEF-EC-GBB', address: 'OYSTER BAY RD, HUMANSDORP 6300', phone: '+27 42 200 2171' }),
        rec({ place_name: 'Gibsonbaai-windplaas', city: 'Oyster Bay', lat: -34.13466, lon: 24.54613 }),
      ],
    ],
  },
  {
    // Three solar parks outside one mining town, two of them side by side.
    kind: 'solar parks of one mining town',
    variants: [
      [
        rec({ name: 'Jasper Solar Energy Project, Postmasburg', admin_path: 'South Africa / Northern Cape / ZF Mgcawu / Tsantsabane', lat: -28.2928, lon: 23.3647 }),
        rec({ site_name: 'JASPER PV PLANT 96MW (REIPPPP BW2)', site_code: 'SEF-NC-JAS', address: 'R385, POSTMASBURG 8420', phone: '+27 53 313 0451' }),
        rec({ place_name: 'Jasper-sonkragpark', city: 'Postmasburg', lat: -28.29283, lon: 23.36472 }),
      ],
      [
        rec({ name: 'Lesedi Solar Power Plant, Postmasburg', admin_path: 'South Africa / Northern Cape / ZF Mgcawu / Tsantsabane', lat: -28.3042, lon: 23.3561 }),
        rec({ site_name: 'LESEDI PV PLANT 75MW (REIPPPP BW1)', site_code: 'SEF-NC-LES', address: 'R385, POSTMASBURG 8420', phone: '+27 53 313 0467' }),
        rec({ place_name: 'Lesedi-sonkragpark', city: 'Postmasburg', lat: -28.30418, lon: 23.35607 }),
      ],
      [
        rec({ name: 'Kathu Solar Park, Kathu', admin_path: 'South Africa / Northern Cape / John Taolo Gaetsewe / Gamagara', lat: -27.6106, lon: 23.0203 }),
        rec({ site_name: 'KATHU SOLAR PARK CSP 100MW (REIPPPP BW3.5)', site_code: 'SEF-NC-KTH', address: 'N14, KATHU 8446', phone: '+27 53 723 0812' }),
        rec({ place_name: 'Kathu-sonkragpark', city: 'Kathu', lat: -27.61058, lon: 23.02034 }),
      ],
    ],
  },
  {
    // Three bus garages of one operator in north London, each known by its garage code.
    kind: 'bus garages of one London operator',
    variants: [
      [
        rec({ name: 'Arriva London Tottenham Bus Garage', admin_path: 'United Kingdom / England / London / Haringey', lat: 51.5885, lon: -0.0712 }),
        rec({ site_name: 'TOTTENHAM GARAGE (AR) ARRIVA LONDON NORTH', site_code: 'AR', address: 'HIGH RD, TOTTENHAM, LONDON N17 0SL' }),
        rec({ place_name: 'Tottenham Bus Garage (AR)', city: 'London', lat: 51.58853, lon: -0.07118 }),
      ],
      [
        rec({ name: 'Arriva London Wood Green Bus Garage', admin_path: 'United Kingdom / England / London / Haringey', lat: 51.5969, lon: -0.1095 }),
        rec({ site_name: 'WOOD GREEN GARAGE (WN) ARRIVA LONDON NORTH', site_code: 'WN', address: 'HIGH RD, WOOD GREEN, LONDON N22 6BH' }),
        rec({ place_name: 'Wood Green Bus Garage (WN)', city: 'London', lat: 51.59688, lon: -0.10953 }),
      ],
      [
        rec({ name: 'Arriva London Enfield Bus Garage', admin_path: 'United Kingdom / England / London / Enfield', lat: 51.6547, lon: -0.0378 }),
        rec({ site_name: 'ENFIELD GARAGE (E) ARRIVA LONDON NORTH', site_code: 'E', address: 'MORSON RD, PONDERS END, ENFIELD EN3 4NQ' }),
        rec({ place_name: 'Enfield Bus Garage (E)', city: 'Enfield', lat: 51.65471, lon: -0.03782 }),
      ],
    ],
  },
  {
    // Three leisure centres of one city council, run by one operator, one booking line for all three.
    kind: 'leisure centres of one city council',
    variants: [
      [
        rec({ name: 'Manchester Aquatics Centre, Oxford Road', admin_path: 'United Kingdom / England / Greater Manchester / Manchester', phone: '0161 275 9450', lat: 53.4672, lon: -2.2322 }),
        rec({ site_name: 'MANCHESTER AQUATICS CENTRE (BETTER / GLL)', site_code: 'MCC-LC-MAC', address: '2 BOOTH ST EAST, MANCHESTER M13 9SS', phone: '+44 161 275 9450' }),
        rec({ place_name: 'Manchester Aquatics Centre', city: 'Manchester', lat: 53.46718, lon: -2.23224 }),
      ],
      [
        rec({ name: 'Moss Side Leisure Centre, Moss Lane East', admin_path: 'United Kingdom / England / Greater Manchester / Manchester', phone: '0161 275 9450', lat: 53.4612, lon: -2.2401 }),
        rec({ site_name: 'MOSS SIDE LEISURE CENTRE (BETTER / GLL)', site_code: 'MCC-LC-MSL', address: 'MOSS LANE EAST, MANCHESTER M15 5NN', phone: '+44 161 275 9450' }),
        rec({ place_name: 'Moss Side LC', city: 'Manchester', lat: 53.46118, lon: -2.24013 }),
      ],
      [
        rec({ name: 'Abraham Moss Leisure Centre, Crumpsall', admin_path: 'United Kingdom / England / Greater Manchester / Manchester', phone: '0161 275 9450', lat: 53.5149, lon: -2.2366 }),
        rec({ site_name: 'ABRAHAM MOSS LEISURE CENTRE (BETTER / GLL)', site_code: 'MCC-LC-AML', address: 'CRESCENT RD, CRUMPSALL, MANCHESTER M8 5UF', phone: '+44 161 275 9450' }),
        rec({ place_name: 'Abraham Moss LC', city: 'Manchester', lat: 53.51487, lon: -2.23658 }),
      ],
    ],
  },
  {
    // Three refineries of one national oil company, each run by its own subsidiary.
    kind: 'oil refineries of one national company',
    variants: [
      [
        rec({ name: 'Port Harcourt Refinery, Alesa-Eleme (PHRC, NNPC Ltd)', admin_path: 'Nigeria / Rivers / Eleme', phone: '0803 900 2101', lat: 4.7917, lon: 7.1164 }),
        rec({ site_name: 'PORT HARCOURT REFINING CO. ALESA ELEME (NNPC)', site_code: 'NNPC-REF-PHRC', address: 'ALESA-ELEME, EAST-WEST RD, RIVERS STATE', phone: '+234 803 900 2101' }),
        rec({ place_name: 'PHRC Eleme', city: 'Port Harcourt', lat: 4.79172, lon: 7.11636 }),
      ],
      [
        rec({ name: 'Warri Refinery, Ekpan (WRPC, NNPC Ltd)', admin_path: 'Nigeria / Delta / Uvwie', phone: '0803 900 2140', lat: 5.5736, lon: 5.7567 }),
        rec({ site_name: 'WARRI REFINING & PETROCHEMICAL CO. EKPAN (NNPC)', site_code: 'NNPC-REF-WRPC', address: 'EKPAN, PTI RD, WARRI, DELTA STATE', phone: '+234 803 900 2140' }),
        rec({ place_name: 'WRPC Ekpan', city: 'Warri', lat: 5.57358, lon: 5.75672 }),
      ],
      [
        rec({ name: 'Kaduna Refinery, Kaduna South (KRPC, NNPC Ltd)', admin_path: 'Nigeria / Kaduna / Chikun', phone: '0803 900 2177', lat: 10.4461, lon: 7.4086 }),
        rec({ site_name: 'KADUNA REFINING & PETROCHEMICAL CO. (NNPC)', site_code: 'NNPC-REF-KRPC', address: 'KACHIA RD, KADUNA SOUTH, KADUNA STATE', phone: '+234 803 900 2177' }),
        rec({ place_name: 'Matatar mai ta Kaduna (KRPC)', city: 'Kaduna', lat: 10.44608, lon: 7.40858 }),
      ],
    ],
  },
  {
    // Three inland container depots of one port authority along one railway.
    kind: 'inland container depots of one port authority',
    variants: [
      [
        rec({ name: 'Inland Container Depot Nairobi, Embakasi (Kenya Ports Authority)', admin_path: 'Kenya / Nairobi / Embakasi', phone: '020 490 3000', lat: -1.3303, lon: 36.8936 }),
        rec({ site_name: 'ICD NAIROBI EMBAKASI (KPA)', site_code: 'KENBO-ICD', address: 'ENTERPRISE RD OFF MOMBASA RD, NAIROBI', phone: '+254 20 490 3000' }),
        rec({ place_name: 'Bandari Kavu ya Nairobi (ICDN)', city: 'Nairobi', lat: -1.33027, lon: 36.89363 }),
      ],
      [
        rec({ name: 'Inland Container Depot Naivasha, Mai Mahiu Road (Kenya Ports Authority)', admin_path: 'Kenya / Nakuru / Naivasha', phone: '020 490 3500', lat: -0.8512, lon: 36.3703 }),
        rec({ site_name: 'ICD NAIVASHA (KPA)', site_code: 'KENVA-ICD', address: 'MAI MAHIU RD, NAIVASHA', phone: '+254 20 490 3500' }),
        rec({ place_name: 'Bandari Kavu ya Naivasha', city: 'Naivasha', lat: -0.85118, lon: 36.37027 }),
      ],
      [
        rec({ name: 'Inland Container Depot Kisumu, Kisumu Port (Kenya Ports Authority)', admin_path: 'Kenya / Kisumu / Kisumu Central', phone: '020 490 3700', lat: -0.1021, lon: 34.7513 }),
        rec({ site_name: 'ICD KISUMU (KPA)', site_code: 'KEKIS-ICD', address: 'OBOTE RD, KISUMU', phone: '+254 20 490 3700' }),
        rec({ place_name: 'Bandari Kavu ya Kisumu', city: 'Kisumu', lat: -0.10213, lon: 34.75128 }),
      ],
    ],
  },
];
