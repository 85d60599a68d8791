// Held-out pair set 30, place (see bench/pairs/heldout30.ts): lime kilns of one coast, kissing gates of one old
// footpath, red telephone kiosks of one parish, windpumps of one Karoo farm, tidal pools of one bay, boundary stones
// of one city parish, sacred groves of one traditional area, and signal boxes of one heritage railway; each as a
// gazetteer or map entry with an admin path and a point, a national park's, footpath trust's, parish council's,
// farm's, city's, church's, traditional council's or railway's asset list in caps with a site code and a shared line,
// and a third source (a geocache listing, a fell runners' route card, a parish magazine, a farm stay booking note, a
// sea swimmers' WhatsApp, a beating-the-bounds route sheet, a tourism leaflet, a railway enthusiasts' trip report;
// Welsh, Afrikaans, isiXhosa, Twi, German or Dutch wording; a point a few metres off). The kilns of Solva and
// Porthclais, the coffin route gates, the Bibury kiosks, the Nieu-Bethesda windpumps, the St James and Kalk Bay
// pools, the Oxford parish stones, the Boabeng-Fiema groves and the Severn Valley signal boxes are written at real
// places from memory; site codes and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE30: readonly Family[] = [
  {
    // Three lime kilns of one coast, two on one harbour (one national park line).
    kind: 'lime kilns of one coast',
    variants: [
      [
        rec({ name: 'Lime kiln, Solva harbour (Trinity Quay)', admin_path: 'Wales / Pembrokeshire / Solva', lat: 51.8728, lon: -5.1969 }),
        rec({ site_name: 'LIME KILN SOLVA HBR TRINITY QUAY (PAIR, W)', site_code: 'PCNP-LK-031', address: 'TRINITY QUAY, SOLVA SA62 6UT', phone: '+44 1646 555 124' }),
        rec({ place_name: 'Geocache: Odyn galch ar y cei, Solfach — look behind the kiln arch on Trinity Quay', city: 'Solva', lat: 51.87283, lon: -5.19694 }),
      ],
      [
        rec({ name: 'Lime kiln, Solva harbour (car park end)', admin_path: 'Wales / Pembrokeshire / Solva', lat: 51.8742, lon: -5.1948 }),
        rec({ site_name: 'LIME KILN SOLVA HBR CAR PK END', site_code: 'PCNP-LK-032', address: 'MAIN ST, LOWER SOLVA SA62 6UU', phone: '+44 1646 555 124' }),
        rec({ place_name: 'Geocache: the kiln by the harbour car park in Lower Solva (not the quay pair)', city: 'Solfach', lat: 51.87418, lon: -5.19483 }),
      ],
      [
        rec({ name: 'Lime kilns, Porthclais harbour', admin_path: 'Wales / Pembrokeshire / St Davids', lat: 51.8695, lon: -5.2848 }),
        rec({ site_name: 'LIME KILNS PORTHCLAIS HBR (RESTORED)', site_code: 'PCNP-LK-040', address: 'PORTHCLAIS, ST DAVIDS SA62 6RR', phone: '+44 1646 555 124' }),
        rec({ place_name: 'Geocache: Odynau calch Porth Clais, ger Tyddewi', city: 'St Davids', lat: 51.86947, lon: -5.28476 }),
      ],
    ],
  },
  {
    // Three kissing gates of one old footpath, two at one field corner (one footpath trust line).
    kind: 'kissing gates of one old footpath',
    variants: [
      [
        rec({ name: 'Kissing gate, coffin route, Rydal (below Rydal Mount, east)', admin_path: 'England / Cumbria / Westmorland and Furness / Rydal', lat: 54.4478, lon: -2.9812 }),
        rec({ site_name: 'KISSING GATE COFFIN RTE RYDAL MT (E)', site_code: 'LDFT-KG-114', address: 'RYDAL, AMBLESIDE LA22 9LU', phone: '+44 15394 555 90' }),
        rec({ place_name: 'Fell runners route card: through the kissing gate under Rydal Mount, first of the pair', city: 'Rydal', lat: 54.44782, lon: -2.98124 }),
      ],
      [
        rec({ name: 'Kissing gate, coffin route, Rydal (below Rydal Mount, west)', admin_path: 'England / Cumbria / Westmorland and Furness / Rydal', lat: 54.4476, lon: -2.9831 }),
        rec({ site_name: 'KISSING GATE COFFIN RTE RYDAL MT (W)', site_code: 'LDFT-KG-115', address: 'RYDAL, AMBLESIDE LA22 9LU', phone: '+44 15394 555 90' }),
        rec({ place_name: 'Route card: second kissing gate, 150 m west of the first, where the path leaves the field', city: 'Rydal', lat: 54.44757, lon: -2.98306 }),
      ],
      [
        rec({ name: 'Kissing gate, coffin route, White Moss (Grasmere end)', admin_path: 'England / Cumbria / Westmorland and Furness / Grasmere', lat: 54.4512, lon: -3.0051 }),
        rec({ site_name: 'KISSING GATE COFFIN RTE WHITE MOSS', site_code: 'LDFT-KG-121', address: 'WHITE MOSS, GRASMERE LA22 9SE', phone: '+44 15394 555 90' }),
        rec({ place_name: 'Route card: kissing gate at White Moss before dropping to Dove Cottage', city: 'Grasmere', lat: 54.45117, lon: -3.00513 }),
      ],
    ],
  },
  {
    // Three red K6 telephone kiosks of one parish, two in one village (one parish council line).
    kind: 'red telephone kiosks of one parish',
    variants: [
      [
        rec({ name: 'K6 telephone kiosk, Bibury (by Arlington Row)', admin_path: 'England / Gloucestershire / Cotswold / Bibury', lat: 51.7583, lon: -1.8339 }),
        rec({ site_name: 'K6 KIOSK ARLINGTON ROW (BOOK SWAP)', site_code: 'BPC-K6-01', address: 'AWKWARD HILL, BIBURY GL7 5NH', phone: '+44 1285 555 741' }),
        rec({ place_name: 'Parish magazine: the book-swap phone box at the foot of Arlington Row needs a new bulb', city: 'Bibury', lat: 51.75834, lon: -1.83387 }),
      ],
      [
        rec({ name: 'K6 telephone kiosk, Bibury (by the Swan bridge)', admin_path: 'England / Gloucestershire / Cotswold / Bibury', lat: 51.7597, lon: -1.8312 }),
        rec({ site_name: 'K6 KIOSK SWAN BRIDGE (DEFIB)', site_code: 'BPC-K6-02', address: 'B4425, BIBURY GL7 5NW', phone: '+44 1285 555 741' }),
        rec({ place_name: 'Parish magazine: the other Bibury phone box, by the bridge, now houses the defibrillator', city: 'Bibury', lat: 51.75968, lon: -1.83118 }),
      ],
      [
        rec({ name: 'K6 telephone kiosk, Ablington', admin_path: 'England / Gloucestershire / Cotswold / Bibury', lat: 51.7669, lon: -1.8434 }),
        rec({ site_name: 'K6 KIOSK ABLINGTON (DISUSED)', site_code: 'BPC-K6-03', address: 'ABLINGTON, GL7 5NU', phone: '+44 1285 555 741' }),
        rec({ place_name: 'Rote Telefonzelle in Ablington, ohne Telefon — Wanderführer Cotswolds', city: 'Ablington', lat: 51.76687, lon: -1.84343 }),
      ],
    ],
  },
  {
    // Three windpumps of one Karoo farm, two at one camp (one farm line).
    kind: 'windpumps of one Karoo farm',
    variants: [
      [
        rec({ name: 'Windpump, Doornberg farm (homestead), Nieu-Bethesda', admin_path: 'South Africa / Eastern Cape / Dr Beyers Naudé / Nieu-Bethesda', lat: -31.8714, lon: 24.5382 }),
        rec({ site_name: 'WINDPOMP 1 OPSTAL DOORNBERG', site_code: 'DB-WP-01', address: 'PLAAS DOORNBERG, NIEU-BETHESDA 6286', phone: '+27 49 555 1180' }),
        rec({ place_name: 'Plaasverblyf bespreking: die windpomp langs die opstal, Doornberg — koppie agter', city: 'Nieu-Bethesda', lat: -31.87137, lon: 24.53823 }),
      ],
      [
        rec({ name: 'Windpump, Doornberg farm (Oos-kamp, north)', admin_path: 'South Africa / Eastern Cape / Dr Beyers Naudé / Nieu-Bethesda', lat: -31.8621, lon: 24.5517 }),
        rec({ site_name: 'WINDPOMP 3 OOSKAMP (N) DOORNBERG', site_code: 'DB-WP-03', address: 'PLAAS DOORNBERG, NIEU-BETHESDA 6286', phone: '+27 49 555 1180' }),
        rec({ place_name: 'Farm stay note: the north windpump in the east camp, by the sheep trough', city: 'Nieu-Bethesda', lat: -31.86213, lon: 24.55168 }),
      ],
      [
        rec({ name: 'Windpump, Doornberg farm (Oos-kamp, south)', admin_path: 'South Africa / Eastern Cape / Dr Beyers Naudé / Nieu-Bethesda', lat: -31.8669, lon: 24.5524 }),
        rec({ site_name: 'WINDPOMP 4 OOSKAMP (S) DOORNBERG', site_code: 'DB-WP-04', address: 'PLAAS DOORNBERG, NIEU-BETHESDA 6286', phone: '+27 49 555 1180' }),
        rec({ place_name: 'Plaasverblyf: suidelike windpomp in die ooskamp, 500 m van die noordelike', city: 'Nieu-Bethesda', lat: -31.86694, lon: 24.55238 }),
      ],
    ],
  },
  {
    // Three tidal pools of one bay, two a few hundred metres apart (one city line).
    kind: 'tidal pools of one bay',
    variants: [
      [
        rec({ name: 'St James tidal pool', admin_path: 'South Africa / Western Cape / City of Cape Town / St James', lat: -34.1186, lon: 18.4586 }),
        rec({ site_name: 'TIDAL POOL ST JAMES (BATHING BOXES)', site_code: 'CCT-TP-08', address: 'MAIN RD, ST JAMES 7945', phone: '+27 21 555 0412' }),
        rec({ place_name: 'Sea swimmers WhatsApp: St James pool at 6, by the coloured huts, water 14°', city: 'Cape Town', lat: -34.11858, lon: 18.45861 }),
      ],
      [
        rec({ name: 'Dalebrook tidal pool', admin_path: 'South Africa / Western Cape / City of Cape Town / St James', lat: -34.1228, lon: 18.4537 }),
        rec({ site_name: 'TIDAL POOL DALEBROOK', site_code: 'CCT-TP-09', address: 'MAIN RD, ST JAMES 7945', phone: '+27 21 555 0412' }),
        rec({ place_name: 'WhatsApp: not St James today — Dalebrook pool, the one 500 m on towards Kalk Bay', city: 'Kalk Bay', lat: -34.12283, lon: 18.45372 }),
      ],
      [
        rec({ name: "Wooley's Pool, Kalk Bay", admin_path: 'South Africa / Western Cape / City of Cape Town / Kalk Bay', lat: -34.1338, lon: 18.4473 }),
        rec({ site_name: 'TIDAL POOL WOOLEYS (BOYES DR STEPS)', site_code: 'CCT-TP-11', address: 'MAIN RD, KALK BAY 7975', phone: '+27 21 555 0412' }),
        rec({ place_name: 'Iqula lolwandle eWooley’s, Kalk Bay — through the tunnel under the road', city: 'Kalk Bay', lat: -34.13383, lon: 18.44728 }),
      ],
    ],
  },
  {
    // Three boundary stones of one city parish, two on one street (one church line).
    kind: 'boundary stones of one city parish',
    variants: [
      [
        rec({ name: 'Parish boundary stone, Ship Street, Oxford (east end)', admin_path: 'England / Oxfordshire / Oxford / Carfax', lat: 51.7538, lon: -1.2583 }),
        rec({ site_name: 'BOUNDARY STONE SHIP ST (E) - SMNG 1', site_code: 'SMNG-BS-01', address: 'SHIP ST, OXFORD OX1 3DA', phone: '+44 1865 555 164' }),
        rec({ place_name: 'Beating the bounds route sheet: stone 1, low on the wall at the Cornmarket end of Ship Street', city: 'Oxford', lat: 51.75379, lon: -1.25831 }),
      ],
      [
        rec({ name: 'Parish boundary stone, Ship Street, Oxford (west end)', admin_path: 'England / Oxfordshire / Oxford / Carfax', lat: 51.7541, lon: -1.2601 }),
        rec({ site_name: 'BOUNDARY STONE SHIP ST (W) - SMNG 2', site_code: 'SMNG-BS-02', address: 'SHIP ST, OXFORD OX1 3DA', phone: '+44 1865 555 164' }),
        rec({ place_name: 'Route sheet: stone 2, at the Turl end of Ship Street — chalk the mark and beat', city: 'Oxford', lat: 51.75412, lon: -1.26008 }),
      ],
      [
        rec({ name: 'Parish boundary stone, Cornmarket Street, Oxford', admin_path: 'England / Oxfordshire / Oxford / Carfax', lat: 51.7528, lon: -1.2578 }),
        rec({ site_name: 'BOUNDARY STONE CORNMARKET (IN SHOP)', site_code: 'SMNG-BS-05', address: 'CORNMARKET ST, OXFORD OX1 3EX', phone: '+44 1865 555 164' }),
        rec({ place_name: 'Grenzstein in einem Laden an der Cornmarket Street, Oxford — Stadtführung', city: 'Oxford', lat: 51.75281, lon: -1.25779 }),
      ],
    ],
  },
  {
    // Three sacred groves of one traditional area, two at one village (one traditional council line).
    kind: 'sacred groves of one traditional area',
    variants: [
      [
        rec({ name: 'Sacred grove, Boabeng (north of the village)', admin_path: 'Ghana / Bono East / Nkoranza North / Boabeng', lat: 7.7192, lon: -1.6941 }),
        rec({ site_name: 'SACRED GROVE BOABENG (N) - MONKEY SANCTUARY', site_code: 'BFTC-SG-01', address: 'BOABENG, VIA NKORANZA', phone: '+233 35 555 2207' }),
        rec({ place_name: 'Tourism leaflet: nkwaeɛ kronkron wɔ Boabeng atifi, the grove where the mona monkeys sleep', city: 'Boabeng', lat: 7.71917, lon: -1.69412 }),
      ],
      [
        rec({ name: 'Sacred grove, Boabeng (cemetery grove, south)', admin_path: 'Ghana / Bono East / Nkoranza North / Boabeng', lat: 7.7131, lon: -1.6922 }),
        rec({ site_name: 'SACRED GROVE BOABENG (S) - MONKEY CEMETERY', site_code: 'BFTC-SG-02', address: 'BOABENG, VIA NKORANZA', phone: '+233 35 555 2207' }),
        rec({ place_name: 'Leaflet: the southern Boabeng grove with the monkey cemetery (not the sleeping grove)', city: 'Boabeng', lat: 7.71312, lon: -1.69223 }),
      ],
      [
        rec({ name: 'Sacred grove, Fiema', admin_path: 'Ghana / Bono East / Nkoranza North / Fiema', lat: 7.7063, lon: -1.6858 }),
        rec({ site_name: 'SACRED GROVE FIEMA', site_code: 'BFTC-SG-04', address: 'FIEMA, VIA NKORANZA', phone: '+233 35 555 2207' }),
        rec({ place_name: 'Heilig bos van Fiema, naast Boabeng — reisverslag', city: 'Fiema', lat: 7.70628, lon: -1.68583 }),
      ],
    ],
  },
  {
    // Three signal boxes of one heritage railway, two at one station (one railway line).
    kind: 'signal boxes of one heritage railway',
    variants: [
      [
        rec({ name: 'Bewdley North signal box, Severn Valley Railway', admin_path: 'England / Worcestershire / Wyre Forest / Bewdley', lat: 52.3781, lon: -2.3101 }),
        rec({ site_name: 'SIG BOX BEWDLEY NORTH', site_code: 'SVR-SB-BN', address: 'BEWDLEY STN, STATION RD, BEWDLEY DY12 1BG', phone: '+44 1562 555 377' }),
        rec({ place_name: 'Trip report: cab pass from Bewdley North box, the one past the platform ends towards Arley', city: 'Bewdley', lat: 52.37808, lon: -2.31013 }),
      ],
      [
        rec({ name: 'Bewdley South signal box, Severn Valley Railway', admin_path: 'England / Worcestershire / Wyre Forest / Bewdley', lat: 52.3749, lon: -2.3087 }),
        rec({ site_name: 'SIG BOX BEWDLEY SOUTH', site_code: 'SVR-SB-BS', address: 'BEWDLEY STN, STATION RD, BEWDLEY DY12 1BG', phone: '+44 1562 555 377' }),
        rec({ place_name: 'Trip report: Bewdley South box at the Kidderminster end, token exchange for the Stourport line', city: 'Bewdley', lat: 52.37487, lon: -2.30871 }),
      ],
      [
        rec({ name: 'Kidderminster Town signal box, Severn Valley Railway', admin_path: 'England / Worcestershire / Wyre Forest / Kidderminster', lat: 52.3834, lon: -2.2389 }),
        rec({ site_name: 'SIG BOX KIDDERMINSTER TOWN', site_code: 'SVR-SB-KT', address: 'COMBERTON HILL, KIDDERMINSTER DY10 1QX', phone: '+44 1562 555 377' }),
        rec({ place_name: 'Seinhuis Kidderminster Town, Severn Valley Railway — reisverslag spoorfans', city: 'Kidderminster', lat: 52.38342, lon: -2.23893 }),
      ],
    ],
  },
];
