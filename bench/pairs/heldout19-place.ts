// Held-out pair set 19, place (see bench/pairs/heldout19.ts): boda-boda stages of one town, mobile-money agents of
// one market, ATMs of one bank on one street, bike-share docking stations of one operator, parcel lockers of one
// courier, Huduma centres of one city, post boxes of one town centre, and station bicycle parkings of one city; each
// as a register's, gazetteer's or map's full name, an operator's asset list or directory caps line with a site code,
// and a map label or other-language name (Luganda, Twi, Yoruba, Polish, Swahili, Scottish Gaelic, Dutch, English,
// an app's short name). The boda-boda stages, mobile-money agents and ATMs are invented at real streets (the bank is
// invented); the docking stations, Huduma centres and bicycle parkings are real places written from general
// knowledge; the parcel lockers and post boxes are illustrative at real streets. Phones, site codes and coordinates
// are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE19: readonly Family[] = [
  {
    // Three boda-boda (motorcycle-taxi) stages of one division, all within a few hundred metres in Wandegeya.
    kind: 'boda-boda stages of one town',
    variants: [
      [
        rec({ name: 'Wandegeya Market Boda Boda Stage', admin_path: 'Uganda / Kampala / Kawempe / Wandegeya', lat: 0.3305, lon: 32.5712 }),
        rec({ site_name: 'BODA STAGE WANDEGEYA MKT', site_code: 'KCCA-KAW-BBS-0117', address: 'BOMBO RD, OPP WANDEGEYA MKT', phone: '+256 772 418 117' }),
        rec({ place_name: 'Siteegi ya boda boda, akatale k\'e Wandegeya', city: 'Kampala', lat: 0.33053, lon: 32.57118 }),
      ],
      [
        rec({ name: 'Makerere Main Gate Boda Boda Stage', admin_path: 'Uganda / Kampala / Kawempe / Wandegeya', lat: 0.3317, lon: 32.5681 }),
        rec({ site_name: 'BODA STAGE MAKERERE MAIN GATE', site_code: 'KCCA-KAW-BBS-0118', address: 'UNIVERSITY RD, MAKERERE MAIN GATE', phone: '+256 772 418 118' }),
        rec({ place_name: 'Siteegi ya boda boda, wankaaki wa Makerere', city: 'Kampala', lat: 0.33168, lon: 32.56812 }),
      ],
      [
        rec({ name: 'Wandegeya Traffic Lights Boda Boda Stage', admin_path: 'Uganda / Kampala / Kawempe / Wandegeya', lat: 0.3291, lon: 32.5724 }),
        rec({ site_name: 'BODA STAGE WANDEGEYA LIGHTS', site_code: 'KCCA-KAW-BBS-0116', address: 'BOMBO RD / HAILE SELASSIE RD JCT', phone: '+256 772 418 116' }),
        rec({ place_name: 'Siteegi ya boda boda, ku matala g\'e Wandegeya', city: 'Kampala', lat: 0.32912, lon: 32.57236 }),
      ],
    ],
  },
  {
    // Three mobile-money agents of one network in one market, two of them outlets of one owner.
    kind: 'mobile-money agents of one market',
    variants: [
      [
        rec({ name: 'Adwoa Konadu Enterprise MoMo Agent, Makola Market (Kojo Thompson Road)', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Makola', phone: '+233 24 418 2260', lat: 5.5496, lon: -0.2071 }),
        rec({ site_name: 'MTN MOMO AGT ADWOA KONADU ENT - KOJO THOMPSON RD', site_code: 'AGT 318204', address: 'KOJO THOMPSON RD, MAKOLA, GA-183-4410', phone: '024 418 2260' }),
        rec({ place_name: 'Adwoa Konadu MoMo, Makola Dwam (Kojo Thompson Road)', city: 'Accra', lat: 5.54963, lon: -0.20708 }),
      ],
      [
        rec({ name: 'Adwoa Konadu Enterprise MoMo Agent No. 2, Makola Market (Zongo Lane)', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Makola', phone: '+233 20 771 5034', lat: 5.5489, lon: -0.2079 }),
        rec({ site_name: 'MTN MOMO AGT ADWOA KONADU ENT NO 2 - ZONGO LN', site_code: 'AGT 318377', address: 'ZONGO LANE, MAKOLA, GA-183-2975', phone: '020 771 5034' }),
        rec({ place_name: 'Adwoa Konadu MoMo No. 2, Makola Dwam (Zongo Lane)', city: 'Accra', lat: 5.54887, lon: -0.20793 }),
      ],
      [
        rec({ name: 'God Is Able Mobile Money Centre, Makola Market (Station Road)', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Makola', phone: '+233 54 330 9182', lat: 5.5507, lon: -0.2062 }),
        rec({ site_name: 'MTN MOMO AGT GOD IS ABLE MM CTR - STATION RD', site_code: 'AGT 297415', address: 'STATION RD, MAKOLA, GA-183-6021', phone: '054 330 9182' }),
        rec({ place_name: 'Onyame Tumi Mobile Money (God Is Able), Makola Dwam', city: 'Accra', lat: 5.55068, lon: -0.20622 }),
      ],
    ],
  },
  {
    // Three ATMs of one bank along one avenue: one in a branch lobby, two offsite (one national phone for all).
    kind: 'ATMs of one bank on one street',
    variants: [
      [
        rec({ name: 'Harbourline Bank ATM, Allen Avenue Branch Lobby', admin_path: 'Nigeria / Lagos / Ikeja / Allen Avenue', phone: '0700 427 2683', lat: 6.6017, lon: 3.3541 }),
        rec({ site_name: 'HLB ATM ALLEN AVE BR LOBBY', site_code: 'HLB-ATM-IKJ-0412', address: '54 ALLEN AVENUE, IKEJA', phone: '+234 700 427 2683' }),
        rec({ place_name: 'Harbourline ATM (inu banki, Allen Avenue)', city: 'Ikeja', lat: 6.60168, lon: 3.35413 }),
      ],
      [
        rec({ name: 'Harbourline Bank ATM, Allen Avenue Roundabout (Offsite, Filling Station)', admin_path: 'Nigeria / Lagos / Ikeja / Allen Avenue', phone: '0700 427 2683', lat: 6.6052, lon: 3.3518 }),
        rec({ site_name: 'HLB ATM OFFSITE ALLEN RNDABT FILLING STN', site_code: 'HLB-ATM-IKJ-0418', address: 'ALLEN RNDABT, OBAFEMI AWOLOWO WAY, IKEJA', phone: '+234 700 427 2683' }),
        rec({ place_name: 'Harbourline ATM (ibùdó epo, Allen Roundabout)', city: 'Ikeja', lat: 6.60523, lon: 3.35176 }),
      ],
      [
        rec({ name: 'Harbourline Bank ATM, Allen Avenue by Opebi Road (Offsite, Supermarket)', admin_path: 'Nigeria / Lagos / Ikeja / Allen Avenue', phone: '0700 427 2683', lat: 6.5963, lon: 3.3579 }),
        rec({ site_name: 'HLB ATM OFFSITE ALLEN/OPEBI SUPERMKT', site_code: 'HLB-ATM-IKJ-0421', address: '112 ALLEN AVENUE, BY OPEBI RD, IKEJA', phone: '+234 700 427 2683' }),
        rec({ place_name: 'Harbourline ATM (Allen/Opebi, nínú supermarket)', city: 'Ikeja', lat: 6.59628, lon: 3.35794 }),
      ],
    ],
  },
  {
    // Three docking stations of one bike-share scheme around one railway terminus (one phone line for all).
    kind: 'bike-share docking stations of one operator',
    variants: [
      [
        rec({ name: 'Waterloo Station 1, Waterloo (Santander Cycles)', admin_path: 'United Kingdom / London / Lambeth / Waterloo', phone: '0343 222 6666', lat: 51.5036, lon: -0.1123 }),
        rec({ site_name: 'SANTANDER CYCLES DOCK WATERLOO STN 1', site_code: 'BikePoints_154', address: 'WATERLOO RD, SE1 8SW', phone: '+44 343 222 6666' }),
        rec({ place_name: 'Santander Cycles: Waterloo Station 1', city: 'London', lat: 51.50362, lon: -0.11228 }),
      ],
      [
        rec({ name: 'Waterloo Station 2, Waterloo (Santander Cycles)', admin_path: 'United Kingdom / London / Lambeth / Waterloo', phone: '0343 222 6666', lat: 51.5049, lon: -0.1135 }),
        rec({ site_name: 'SANTANDER CYCLES DOCK WATERLOO STN 2', site_code: 'BikePoints_361', address: 'CONCERT HALL APPROACH, SE1 8XX', phone: '+44 343 222 6666' }),
        rec({ place_name: 'Santander Cycles: Waterloo Station 2', city: 'London', lat: 51.50493, lon: -0.11347 }),
      ],
      [
        rec({ name: 'Waterloo Station 3, Waterloo (Santander Cycles)', admin_path: 'United Kingdom / London / Lambeth / Waterloo', phone: '0343 222 6666', lat: 51.5037, lon: -0.1148 }),
        rec({ site_name: 'SANTANDER CYCLES DOCK WATERLOO STN 3', site_code: 'BikePoints_374', address: 'CAB RD / MEPHAM ST, SE1 8SW', phone: '+44 343 222 6666' }),
        rec({ place_name: 'Santander Cycles: Waterloo Station 3', city: 'London', lat: 51.50371, lon: -0.11482 }),
      ],
    ],
  },
  {
    // Three parcel lockers of one courier around one shopping centre and station.
    kind: 'parcel lockers of one courier',
    variants: [
      [
        rec({ name: 'Paczkomat InPost KRA312M, Galeria Krakowska (parking P1)', admin_path: 'Polska / małopolskie / Kraków / Stare Miasto', lat: 50.0676, lon: 19.9463 }),
        rec({ site_name: 'INPOST PACZKOMAT KRA312M', site_code: 'KRA312M', address: 'UL. PAWIA 5, 31-154 KRAKOW', phone: '+48 722 444 000' }),
        rec({ place_name: 'InPost parcel locker KRA312M (Galeria Krakowska car park)', city: 'Kraków', lat: 50.06763, lon: 19.94628 }),
      ],
      [
        rec({ name: 'Paczkomat InPost KRA318M, Dworzec Główny (hala, poziom -1)', admin_path: 'Polska / małopolskie / Kraków / Stare Miasto', lat: 50.0669, lon: 19.9480 }),
        rec({ site_name: 'INPOST PACZKOMAT KRA318M', site_code: 'KRA318M', address: 'UL. PAWIA 5A, 31-154 KRAKOW', phone: '+48 722 444 000' }),
        rec({ place_name: 'InPost parcel locker KRA318M (main station, level -1)', city: 'Kraków', lat: 50.06688, lon: 19.94802 }),
      ],
      [
        rec({ name: 'Paczkomat InPost KRA09APP, ul. Worcella 4 (przy sklepie)', admin_path: 'Polska / małopolskie / Kraków / Stare Miasto', lat: 50.0652, lon: 19.9451 }),
        rec({ site_name: 'INPOST PACZKOMAT KRA09APP', site_code: 'KRA09APP', address: 'UL. WORCELLA 4, 31-154 KRAKOW', phone: '+48 722 444 000' }),
        rec({ place_name: 'Paczkomat KRA09APP Worcella', city: 'Kraków', lat: 50.06522, lon: 19.94509 }),
      ],
    ],
  },
  {
    // Three government one-stop service centres of one city, two a few hundred metres apart in the CBD.
    kind: 'Huduma centres of one city',
    variants: [
      [
        rec({ name: 'Huduma Centre GPO, Teleposta Towers', admin_path: 'Kenya / Nairobi / Starehe / Nairobi Central', phone: '+254 20 690 0020', lat: -1.2857, lon: 36.8197 }),
        rec({ site_name: 'HUDUMA CTR GPO - TELEPOSTA TWRS', site_code: 'HCK-NRB-001', address: 'KENYATTA AVE / KOINANGE ST, NAIROBI', phone: '020 690 0020' }),
        rec({ place_name: 'Kituo cha Huduma GPO (Teleposta)', city: 'Nairobi', lat: -1.28568, lon: 36.81973 }),
      ],
      [
        rec({ name: 'Huduma Centre City Square, City Square Post Office', admin_path: 'Kenya / Nairobi / Starehe / Nairobi Central', phone: '+254 20 690 0020', lat: -1.2893, lon: 36.8238 }),
        rec({ site_name: 'HUDUMA CTR CITY SQUARE PO', site_code: 'HCK-NRB-002', address: 'HAILE SELASSIE AVE, CITY SQUARE, NAIROBI', phone: '020 690 0020' }),
        rec({ place_name: 'Kituo cha Huduma City Square', city: 'Nairobi', lat: -1.28934, lon: 36.82377 }),
      ],
      [
        rec({ name: 'Huduma Centre Makadara, Makadara Post Office', admin_path: 'Kenya / Nairobi / Makadara / Makadara', phone: '+254 20 690 0020', lat: -1.2978, lon: 36.8719 }),
        rec({ site_name: 'HUDUMA CTR MAKADARA PO', site_code: 'HCK-NRB-005', address: 'JOGOO RD, MAKADARA, NAIROBI', phone: '020 690 0020' }),
        rec({ place_name: 'Kituo cha Huduma Makadara', city: 'Nairobi', lat: -1.29783, lon: 36.87192 }),
      ],
    ],
  },
  {
    // Three pillar boxes of one postal operator in one town centre, a block apart.
    kind: 'post boxes of one town centre',
    variants: [
      [
        rec({ name: 'Post box EH2 12, Hanover Street at Princes Street', admin_path: 'United Kingdom / Scotland / Edinburgh / New Town', lat: 55.9527, lon: -3.1967 }),
        rec({ site_name: 'ROYAL MAIL PILLAR BOX HANOVER ST/PRINCES ST', site_code: 'EH2 12', address: 'HANOVER ST, EDINBURGH EH2 2DL', phone: '03457 740 740' }),
        rec({ place_name: 'Bogsa-puist EH2 12, Sràid Hanover', city: 'Dùn Èideann', lat: 55.95268, lon: -3.19672 }),
      ],
      [
        rec({ name: 'Post box EH2 13, Frederick Street at George Street', admin_path: 'United Kingdom / Scotland / Edinburgh / New Town', lat: 55.9532, lon: -3.2000 }),
        rec({ site_name: 'ROYAL MAIL PILLAR BOX FREDERICK ST/GEORGE ST', site_code: 'EH2 13', address: 'FREDERICK ST, EDINBURGH EH2 2EY', phone: '03457 740 740' }),
        rec({ place_name: 'Bogsa-puist EH2 13, Sràid Frederick', city: 'Dùn Èideann', lat: 55.95318, lon: -3.20003 }),
      ],
      [
        rec({ name: 'Post box EH2 29, Rose Street at Hanover Street', admin_path: 'United Kingdom / Scotland / Edinburgh / New Town', lat: 55.9530, lon: -3.1974 }),
        rec({ site_name: 'ROYAL MAIL WALL BOX ROSE ST/HANOVER ST', site_code: 'EH2 29', address: 'ROSE ST, EDINBURGH EH2 2NG', phone: '03457 740 740' }),
        rec({ place_name: 'Postbox EH2 29 (Rose St)', city: 'Edinburgh', lat: 55.95302, lon: -3.19738 }),
      ],
    ],
  },
  {
    // Three bicycle parkings around one railway station, one operator and one phone line.
    kind: 'station bicycle parkings of one city',
    variants: [
      [
        rec({ name: 'Fietsenstalling Stationsplein, Utrecht Centraal', admin_path: 'Nederland / Utrecht / Utrecht / Binnenstad', phone: '030 286 0000', lat: 52.0894, lon: 5.1101 }),
        rec({ site_name: 'FIETSENSTALLING STATIONSPLEIN UT CS', site_code: 'UT-FS-001', address: 'STATIONSPLEIN, 3511 CE UTRECHT', phone: '+31 30 286 0000' }),
        rec({ place_name: 'Stationsplein bicycle parking (Utrecht Central)', city: 'Utrecht', lat: 52.08942, lon: 5.11008 }),
      ],
      [
        rec({ name: 'Fietsenstalling Jaarbeursplein, Utrecht Centraal', admin_path: 'Nederland / Utrecht / Utrecht / West', phone: '030 286 0000', lat: 52.0892, lon: 5.1078 }),
        rec({ site_name: 'FIETSENSTALLING JAARBEURSPLEIN UT CS', site_code: 'UT-FS-002', address: 'JAARBEURSPLEIN, 3521 AL UTRECHT', phone: '+31 30 286 0000' }),
        rec({ place_name: 'Jaarbeursplein bicycle parking (Utrecht Central)', city: 'Utrecht', lat: 52.08918, lon: 5.10779 }),
      ],
      [
        rec({ name: 'Fietsenstalling Moreelsepark, Utrecht Centraal', admin_path: 'Nederland / Utrecht / Utrecht / Binnenstad', phone: '030 286 0000', lat: 52.0884, lon: 5.1142 }),
        rec({ site_name: 'FIETSENSTALLING MOREELSEPARK UT CS', site_code: 'UT-FS-003', address: 'MOREELSEPARK, 3511 EP UTRECHT', phone: '+31 30 286 0000' }),
        rec({ place_name: 'Moreelsepark bicycle parking (Utrecht Central)', city: 'Utrecht', lat: 52.08838, lon: 5.11421 }),
      ],
    ],
  },
];
