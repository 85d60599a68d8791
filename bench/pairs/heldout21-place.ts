// Held-out pair set 21, place (see bench/pairs/heldout21.ts): water towers of one city, tea estates of one highland
// company, monasteries of one rock massif, veterinary surgeries of one practice, monuments of one city square, fountains
// of one city, mineral springs of one spa town, and river gauging stations of one river; each as a register's,
// gazetteer's or operator's full name, an operator's asset list, heritage list or directory caps line with a site
// code, and a map label or other-language name (Dutch, Swahili, Greek, English, Twi, Italian, Czech, German,
// Afrikaans, a map app's short name). The monasteries, the Accra monuments, the Rome fountains and the Karlovy Vary
// springs are real places written from general knowledge; the water towers, tea estates, gauging stations and
// surgeries are illustrative at real places (the tea company and the veterinary practice are invented). Phones, site
// codes and coordinates are illustrative (the shape real ones have, a few metres apart between listings of one
// place); several families share one phone line on purpose.
import { type Family, rec } from './heldout1-types.js';

export const PLACE21: readonly Family[] = [
  {
    // Three water towers of one city, one water company (one customer line).
    kind: 'water towers of one city',
    variants: [
      [
        rec({ name: 'Watertoren Heuveloord', admin_path: 'Nederland / Utrecht / Utrecht / Oost', lat: 52.0912, lon: 5.1391 }),
        rec({ site_name: 'WATERTOREN HEUVELOORD (BUITEN GEBRUIK)', site_code: 'VIT-WT-UT-03', address: 'HEUVELOORD, 3523 UTRECHT', phone: '+31 88 999 7777' }),
        rec({ place_name: 'Heuveloord water tower', city: 'Utrecht', lat: 52.09122, lon: 5.13907 }),
      ],
      [
        rec({ name: 'Watertoren Lauwerhof', admin_path: 'Nederland / Utrecht / Utrecht / Binnenstad', lat: 52.0955, lon: 5.1237 }),
        rec({ site_name: 'WATERTOREN LAUWERHOF', site_code: 'VIT-WT-UT-01', address: 'LAUWERHOF, 3512 UTRECHT', phone: '+31 88 999 7777' }),
        rec({ place_name: 'Lauwerhof water tower', city: 'Utrecht', lat: 52.09553, lon: 5.12374 }),
      ],
      [
        rec({ name: 'Watertoren Hoogstraat (Kanaleneiland)', admin_path: 'Nederland / Utrecht / Utrecht / Zuidwest', lat: 52.0741, lon: 5.1012 }),
        rec({ site_name: 'WATERTOREN KANALENEILAND', site_code: 'VIT-WT-UT-07', address: 'HOOGSTRAAT, 3526 UTRECHT', phone: '+31 88 999 7777' }),
        rec({ place_name: 'Watertoren Kanaleneiland', city: 'Utrecht', lat: 52.07412, lon: 5.10119 }),
      ],
    ],
  },
  {
    // Three tea estates of one highland company, neighbouring (one head-office line).
    kind: 'tea estates of one highland company',
    variants: [
      [
        rec({ name: 'Kaptien Tea Estate (Kipsigis Highlands Tea)', admin_path: 'Kenya / Kericho / Belgut / Kapsuser', lat: -0.3921, lon: 35.2987 }),
        rec({ site_name: 'KHT KAPTIEN ESTATE & FACTORY', site_code: 'KHT-EST-02', address: 'KERICHO-KISUMU RD, KAPSUSER', phone: '+254 722 205 410' }),
        rec({ place_name: 'Shamba la chai Kaptien, Kericho', city: 'Kericho', lat: -0.39208, lon: 35.29873 }),
      ],
      [
        rec({ name: 'Chepsir Tea Estate (Kipsigis Highlands Tea)', admin_path: 'Kenya / Kericho / Ainamoi / Kapsoit', lat: -0.3687, lon: 35.3342 }),
        rec({ site_name: 'KHT CHEPSIR ESTATE', site_code: 'KHT-EST-05', address: 'KAPSOIT-CHEPSIR RD, AINAMOI', phone: '+254 722 205 410' }),
        rec({ place_name: 'Shamba la chai Chepsir, Ainamoi', city: 'Kericho', lat: -0.36874, lon: 35.33418 }),
      ],
      [
        rec({ name: 'Kaptien Upper Tea Estate (Kipsigis Highlands Tea)', admin_path: 'Kenya / Kericho / Belgut / Kapsuser', lat: -0.4055, lon: 35.2841 }),
        rec({ site_name: 'KHT KAPTIEN UPPER ESTATE', site_code: 'KHT-EST-03', address: 'KAPTIEN UPPER, KAPSUSER', phone: '+254 722 205 410' }),
        rec({ place_name: 'Kaptien Upper tea estate (juu)', city: 'Kericho', lat: -0.40553, lon: 35.28409 }),
      ],
    ],
  },
  {
    // Three monasteries of one rock massif, within a kilometre (one metropolis line).
    kind: 'monasteries of one rock massif',
    variants: [
      [
        rec({ name: 'Holy Monastery of Great Meteoron (Transfiguration)', admin_path: 'Greece / Thessaly / Trikala / Kalabaka', lat: 39.7217, lon: 21.6262 }),
        rec({ site_name: 'IERA MONI MEGALOU METEOROU', site_code: 'MET-01', address: 'METEORA, 42200 KALAMPAKA', phone: '+30 24320 22278' }),
        rec({ place_name: 'Ιερά Μονή Μεγάλου Μετεώρου', city: 'Καλαμπάκα', lat: 39.72168, lon: 21.62618 }),
      ],
      [
        rec({ name: 'Holy Monastery of Varlaam', admin_path: 'Greece / Thessaly / Trikala / Kalabaka', lat: 39.7237, lon: 21.6305 }),
        rec({ site_name: 'IERA MONI VARLAAM', site_code: 'MET-02', address: 'METEORA, 42200 KALAMPAKA', phone: '+30 24320 22278' }),
        rec({ place_name: 'Ιερά Μονή Βαρλαάμ', city: 'Καλαμπάκα', lat: 39.72371, lon: 21.63052 }),
      ],
      [
        rec({ name: 'Holy Monastery of Rousanou (St Barbara)', admin_path: 'Greece / Thessaly / Trikala / Kalabaka', lat: 39.7194, lon: 21.6347 }),
        rec({ site_name: 'IERA MONI ROUSANOU', site_code: 'MET-04', address: 'METEORA, 42200 KALAMPAKA', phone: '+30 24320 22278' }),
        rec({ place_name: 'Rousanou Monastery (Meteora)', city: 'Kalambaka', lat: 39.71944, lon: 21.63468 }),
      ],
    ],
  },
  {
    // Three surgeries of one veterinary practice in neighbouring towns (one appointments line).
    kind: 'veterinary surgeries of one practice',
    variants: [
      [
        rec({ name: 'Fenland Vets, Ely Surgery', admin_path: 'United Kingdom / England / Cambridgeshire / Ely', lat: 52.3994, lon: 0.2617 }),
        rec({ site_name: 'FENLAND VETS ELY (MAIN HOSP)', site_code: 'FV-01', address: '27 FORE HILL, ELY CB7 4AA', phone: '+44 1353 662 911' }),
        rec({ place_name: 'Fenland Vets Ely', city: 'Ely', lat: 52.39943, lon: 0.26171 }),
      ],
      [
        rec({ name: 'Fenland Vets, Littleport Surgery', admin_path: 'United Kingdom / England / Cambridgeshire / Littleport', lat: 52.4578, lon: 0.3052 }),
        rec({ site_name: 'FENLAND VETS LITTLEPORT (BRANCH)', site_code: 'FV-02', address: '14 MAIN ST, LITTLEPORT CB6 1PJ', phone: '+44 1353 662 911' }),
        rec({ place_name: 'Fenland Vets Littleport', city: 'Littleport', lat: 52.45781, lon: 0.30518 }),
      ],
      [
        rec({ name: 'Fenland Vets, Soham Surgery', admin_path: 'United Kingdom / England / Cambridgeshire / Soham', lat: 52.3335, lon: 0.3368 }),
        rec({ site_name: 'FENLAND VETS SOHAM (BRANCH)', site_code: 'FV-03', address: '5 CHURCHGATE ST, SOHAM CB7 5DS', phone: '+44 1353 662 911' }),
        rec({ place_name: 'Fenland Vets Soham', city: 'Soham', lat: 52.33352, lon: 0.33681 }),
      ],
    ],
  },
  {
    // Three monuments of one square and its neighbour (one heritage board line).
    kind: 'monuments of one city square',
    variants: [
      [
        rec({ name: 'Independence Arch, Black Star Square', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Osu', lat: 5.5479, lon: -0.1925 }),
        rec({ site_name: 'INDEPENDENCE ARCH (BLACK STAR SQ)', site_code: 'GMMB-ACC-011', address: 'BLACK STAR SQUARE, OSU, ACCRA', phone: '+233 302 221 633' }),
        rec({ place_name: 'Fawohodie Abobow, Black Star Square', city: 'Nkran', lat: 5.54792, lon: -0.19248 }),
      ],
      [
        rec({ name: 'Black Star Gate, Black Star Square', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Osu', lat: 5.5462, lon: -0.1914 }),
        rec({ site_name: 'BLACK STAR GATE (BLACK STAR SQ)', site_code: 'GMMB-ACC-012', address: 'BLACK STAR SQUARE, OSU, ACCRA', phone: '+233 302 221 633' }),
        rec({ place_name: 'Black Star Gate (Ɛnsoroma Tuntum Abobow)', city: 'Accra', lat: 5.54617, lon: -0.19143 }),
      ],
      [
        rec({ name: 'Kwame Nkrumah Memorial Park and Mausoleum', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Sukura', lat: 5.5441, lon: -0.2036 }),
        rec({ site_name: 'KWAME NKRUMAH MEMORIAL PARK', site_code: 'GMMB-ACC-004', address: 'HIGH STREET, ACCRA', phone: '+233 302 221 633' }),
        rec({ place_name: 'Nkrumah Mausoleum', city: 'Accra', lat: 5.54413, lon: -0.20358 }),
      ],
    ],
  },
  {
    // Three fountains of one city, two on one square (one city line).
    kind: 'fountains of one city',
    variants: [
      [
        rec({ name: 'Fontana del Tritone, Piazza Barberini', admin_path: 'Italia / Lazio / Roma / Trevi', lat: 41.9037, lon: 12.4886 }),
        rec({ site_name: 'FONTANA DEL TRITONE (P.ZA BARBERINI)', site_code: 'SOVR-FONT-032', address: 'PIAZZA BARBERINI, 00187 ROMA', phone: '+39 06 0608' }),
        rec({ place_name: 'Triton Fountain, Piazza Barberini', city: 'Rome', lat: 41.90371, lon: 12.48858 }),
      ],
      [
        rec({ name: 'Fontana delle Api, Piazza Barberini', admin_path: 'Italia / Lazio / Roma / Trevi', lat: 41.9043, lon: 12.4878 }),
        rec({ site_name: 'FONTANA DELLE API (P.ZA BARBERINI/VIA VENETO)', site_code: 'SOVR-FONT-033', address: 'PIAZZA BARBERINI ANG. VIA VITTORIO VENETO, 00187 ROMA', phone: '+39 06 0608' }),
        rec({ place_name: 'Fountain of the Bees, Piazza Barberini', city: 'Rome', lat: 41.90428, lon: 12.48781 }),
      ],
      [
        rec({ name: 'Fontana di Trevi', admin_path: 'Italia / Lazio / Roma / Trevi', lat: 41.9009, lon: 12.4833 }),
        rec({ site_name: 'FONTANA DI TREVI', site_code: 'SOVR-FONT-001', address: 'PIAZZA DI TREVI, 00187 ROMA', phone: '+39 06 0608' }),
        rec({ place_name: 'Trevi Fountain', city: 'Roma', lat: 41.90093, lon: 12.48331 }),
      ],
    ],
  },
  {
    // Three mineral springs of one spa town, two in one colonnade (one spa information line).
    kind: 'mineral springs of one spa town',
    variants: [
      [
        rec({ name: 'Mlýnský pramen (Mlýnská kolonáda)', admin_path: 'Česko / Karlovarský kraj / Karlovy Vary', lat: 50.2246, lon: 12.8811 }),
        rec({ site_name: 'PRAMEN C.5 MLYNSKY', site_code: 'KV-PR-05', address: 'MLYNSKA KOLONADA, 360 01 KARLOVY VARY', phone: '+420 355 321 171' }),
        rec({ place_name: 'Mühlbrunn (Mühlbrunnkolonnade), Karlsbad', city: 'Karlsbad', lat: 50.22459, lon: 12.88106 }),
      ],
      [
        rec({ name: 'Pramen Rusalka (Mlýnská kolonáda)', admin_path: 'Česko / Karlovarský kraj / Karlovy Vary', lat: 50.2248, lon: 12.8815 }),
        rec({ site_name: 'PRAMEN C.6 RUSALKA', site_code: 'KV-PR-06', address: 'MLYNSKA KOLONADA, 360 01 KARLOVY VARY', phone: '+420 355 321 171' }),
        rec({ place_name: 'Nixenquelle (Rusalka), Mühlbrunnkolonnade', city: 'Karlsbad', lat: 50.22482, lon: 12.88147 }),
      ],
      [
        rec({ name: 'Vřídlo (Vřídelní kolonáda)', admin_path: 'Česko / Karlovarský kraj / Karlovy Vary', lat: 50.2227, lon: 12.8834 }),
        rec({ site_name: 'PRAMEN C.1 VRIDLO', site_code: 'KV-PR-01', address: 'VRIDELNI KOLONADA, 360 01 KARLOVY VARY', phone: '+420 355 321 171' }),
        rec({ place_name: 'Sprudel (Hot Spring Colonnade), Karlsbad', city: 'Karlovy Vary', lat: 50.22268, lon: 12.88342 }),
      ],
    ],
  },
  {
    // Three river gauging stations of one river, one water department (one regional office line).
    kind: 'river gauging stations of one river',
    variants: [
      [
        rec({ name: 'Vaal River at Parys Gauging Weir', admin_path: 'South Africa / Free State / Fezile Dabi / Parys', lat: -26.9062, lon: 27.4594 }),
        rec({ site_name: 'C2H061 VAAL @ PARYS', site_code: 'C2H061', address: 'VAAL RIVER, PARYS 9585', phone: '+27 51 405 9000' }),
        rec({ place_name: 'Vaalrivier by Parys meetstasie', city: 'Parys', lat: -26.90618, lon: 27.45937 }),
      ],
      [
        rec({ name: 'Vaal River at Schoemansdrift Gauging Weir', admin_path: 'South Africa / North West / Dr Kenneth Kaunda / Schoemansdrift', lat: -26.9821, lon: 27.0148 }),
        rec({ site_name: 'C2H018 VAAL @ SCHOEMANSDRIFT', site_code: 'C2H018', address: 'VAAL RIVER, SCHOEMANSDRIFT', phone: '+27 51 405 9000' }),
        rec({ place_name: 'Vaalrivier by Schoemansdrift meetstasie', city: 'Potchefstroom', lat: -26.98208, lon: 27.01483 }),
      ],
      [
        rec({ name: 'Vaal River at Lindequesdrift Gauging Weir', admin_path: 'South Africa / Gauteng / Sedibeng / Lindequesdrift', lat: -26.7793, lon: 27.6412 }),
        rec({ site_name: 'C2H007 VAAL @ LINDEQUESDRIFT', site_code: 'C2H007', address: 'VAAL RIVER, LINDEQUESDRIFT', phone: '+27 51 405 9000' }),
        rec({ place_name: 'Lindequesdrift weir (Vaal)', city: 'Vanderbijlpark', lat: -26.77931, lon: 27.64118 }),
      ],
    ],
  },
];
