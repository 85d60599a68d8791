// Held-out pair set 27, place (see bench/pairs/heldout27.ts): telephone kiosks of one village, cattle grids of one
// moor road, war memorials of one valley, bandstands of one city's parks, statues of one square, stiles of one
// footpath, roundabouts of one city road, and murals of one street; each as a gazetteer or map entry with an admin
// path and a point, an operator's, highway authority's, council's, heritage body's, national trail's, roads
// authority's or arts festival's list in caps with a site code and a shared line, and a third source (a parish
// newsletter, a cyclist's route note, a Remembrance order of service, a brass band's gig list, a tour guide's
// script, a rambling group's walk card, an okada rider's directions in Pidgin, a street-art tour stop; Welsh,
// Afrikaans, Pidgin or Hausa wording; a point a few metres off). The Parliament Square statues are real and written
// from general knowledge; the kiosks of Lydford, the cattle grids of the B3357, the Rhondda memorial sites, the
// Glasgow park bandstand names, the stiles on the Dales path, the Abuja roundabout numbering and the Woodstock mural
// names are invented at real places. Site codes and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE27: readonly Family[] = [
  {
    // Three K6 telephone kiosks of one village, two outside one green (one parish council line).
    kind: 'telephone kiosks of one village',
    variants: [
      [
        rec({ name: 'K6 Telephone Kiosk, The Green (west side), Lydford', admin_path: 'England / Devon / West Devon / Lydford', lat: 50.6431, lon: -4.1078 }),
        rec({ site_name: 'K6 KIOSK 1 GREEN W (NOW BOOK SWAP)', site_code: 'LYD-KSK-01', address: 'THE GREEN, LYDFORD, OKEHAMPTON EX20 4AU', phone: '+44 1822 555 041' }),
        rec({ place_name: 'Parish newsletter: the book-swap phone box on the west side of the green is restocked', city: 'Lydford', lat: 50.64313, lon: -4.10786 }),
      ],
      [
        rec({ name: 'K6 Telephone Kiosk, The Green (east side), Lydford', admin_path: 'England / Devon / West Devon / Lydford', lat: 50.6433, lon: -4.1069 }),
        rec({ site_name: 'K6 KIOSK 2 GREEN E (DEFIB CABINET)', site_code: 'LYD-KSK-02', address: 'THE GREEN, LYDFORD, OKEHAMPTON EX20 4AU', phone: '+44 1822 555 041' }),
        rec({ place_name: 'Parish newsletter: the defib is in the red phone box on the east side of the green', city: 'Lydford', lat: 50.64334, lon: -4.10688 }),
      ],
      [
        rec({ name: 'K6 Telephone Kiosk, Castle Inn corner, Lydford', admin_path: 'England / Devon / West Devon / Lydford', lat: 50.6449, lon: -4.1103 }),
        rec({ site_name: 'K6 KIOSK 3 BY CASTLE INN (DISUSED)', site_code: 'LYD-KSK-03', address: 'SCHOOL RD, LYDFORD EX20 4BH', phone: '+44 1822 555 041' }),
        rec({ place_name: 'Phone box by the Castle Inn, Lydford (no phone, just cobwebs)', city: 'Lydford', lat: 50.64487, lon: -4.11026 }),
      ],
    ],
  },
  {
    // Three cattle grids of one moor road, two a few hundred metres apart at one common (one highways line).
    kind: 'cattle grids of one moor road',
    variants: [
      [
        rec({ name: 'B3357 Cattle Grid, Rundlestone (west)', admin_path: 'England / Devon / West Devon / Dartmoor', lat: 50.5516, lon: -4.0351 }),
        rec({ site_name: 'CG B3357/04 RUNDLESTONE W', site_code: 'DHW-CG-0304', address: 'B3357 NR RUNDLESTONE, PRINCETOWN PL20 6SA', phone: '+44 345 555 0712' }),
        rec({ place_name: 'Route note: rattle over the first grid at Rundlestone, then the long drag to Two Bridges', city: 'Princetown', lat: 50.55158, lon: -4.03516 }),
      ],
      [
        rec({ name: 'B3357 Cattle Grid, Rundlestone (east)', admin_path: 'England / Devon / West Devon / Dartmoor', lat: 50.5524, lon: -4.0284 }),
        rec({ site_name: 'CG B3357/05 RUNDLESTONE E', site_code: 'DHW-CG-0305', address: 'B3357 NR RUNDLESTONE, PRINCETOWN PL20 6SA', phone: '+44 345 555 0712' }),
        rec({ place_name: 'Route note: second grid just east of Rundlestone, watch the ponies', city: 'Princetown', lat: 50.55243, lon: -4.02835 }),
      ],
      [
        rec({ name: 'B3357 Cattle Grid, Dartmeet Hill', admin_path: 'England / Devon / Teignbridge / Dartmoor', lat: 50.5432, lon: -3.8812 }),
        rec({ site_name: 'CG B3357/11 DARTMEET HILL', site_code: 'DHW-CG-0311', address: 'B3357 DARTMEET HILL, NR POUNDSGATE TQ13 7PE', phone: '+44 345 555 0712' }),
        rec({ place_name: 'Grid at the top of Dartmeet hill (B3357)', city: 'Dartmeet', lat: 50.54318, lon: -3.88126 }),
      ],
    ],
  },
  {
    // Three war memorials of one valley, two in one village (one council line).
    kind: 'war memorials of one valley',
    variants: [
      [
        rec({ name: 'Treorchy War Memorial, Station Road', admin_path: 'Wales / Rhondda Cynon Taf / Treorchy', lat: 51.6583, lon: -3.5055 }),
        rec({ site_name: 'WAR MEM. TREORCHY (STATION RD CENOTAPH)', site_code: 'RCT-WM-018', address: 'STATION RD, TREORCI / TREORCHY CF42 6NN', phone: '+44 1443 555 381' }),
        rec({ place_name: 'Gwasanaeth Sul y Cofio wrth Gofeb Ryfel Treorci, Heol yr Orsaf', city: 'Treorci', lat: 51.65834, lon: -3.50547 }),
      ],
      [
        rec({ name: 'Treorchy Park Memorial Gates and Plaque', admin_path: 'Wales / Rhondda Cynon Taf / Treorchy', lat: 51.6601, lon: -3.5091 }),
        rec({ site_name: 'WAR MEM. TREORCHY PARK (GATES + PLAQUE)', site_code: 'RCT-WM-019', address: 'TREORCHY PARK, PARK RD, TREORCHY CF42 6LE', phone: '+44 1443 555 381' }),
        rec({ place_name: 'Remembrance order of service: wreaths at the park memorial gates, Treorchy', city: 'Treorchy', lat: 51.66006, lon: -3.50913 }),
      ],
      [
        rec({ name: 'Ferndale War Memorial, Darran Park', admin_path: 'Wales / Rhondda Cynon Taf / Ferndale', lat: 51.6612, lon: -3.4491 }),
        rec({ site_name: 'WAR MEM. FERNDALE (DARRAN PK)', site_code: 'RCT-WM-007', address: 'DARRAN PARK, FERNDALE CF43 4RH', phone: '+44 1443 555 381' }),
        rec({ place_name: 'Cofeb ryfel Glynrhedynog, Parc Darran', city: 'Glynrhedynog', lat: 51.66118, lon: -3.44907 }),
      ],
    ],
  },
  {
    // Three bandstands of one city's parks, two in one park (one parks line).
    kind: "bandstands of one city's parks",
    variants: [
      [
        rec({ name: 'Kelvingrove Park Bandstand (upper terrace)', admin_path: 'Scotland / Glasgow City / Kelvingrove', lat: 55.8688, lon: -4.2862 }),
        rec({ site_name: 'BANDSTAND KELVINGROVE PK UPPER', site_code: 'GCC-BND-01', address: 'KELVINGROVE PARK, KELVIN WAY, GLASGOW G3 7SA', phone: '+44 141 555 0290' }),
        rec({ place_name: 'Brass band gig list: Sun 2pm, upper bandstand, Kelvingrove Park', city: 'Glasgow', lat: 55.86884, lon: -4.28618 }),
      ],
      [
        rec({ name: 'Kelvingrove Park Bandstand and Amphitheatre (riverside)', admin_path: 'Scotland / Glasgow City / Kelvingrove', lat: 55.8693, lon: -4.2836 }),
        rec({ site_name: 'BANDSTAND + AMPHITHEATRE KELVINGROVE PK (RIVERSIDE)', site_code: 'GCC-BND-02', address: 'KELVINGROVE PARK, KELVIN WAY, GLASGOW G3 7SA', phone: '+44 141 555 0290' }),
        rec({ place_name: 'Gig list: Sat 7pm, the big bandstand with the amphitheatre seats by the Kelvin', city: 'Glasgow', lat: 55.86927, lon: -4.28362 }),
      ],
      [
        rec({ name: "Queen's Park Bandstand", admin_path: 'Scotland / Glasgow City / Langside', lat: 55.8326, lon: -4.2676 }),
        rec({ site_name: "BANDSTAND QUEEN'S PK (SOUTHSIDE)", site_code: 'GCC-BND-05', address: "QUEEN'S PARK, POLLOKSHAWS RD, GLASGOW G41 2PB", phone: '+44 141 555 0290' }),
        rec({ place_name: "Gig list: Sun 3pm, Queen's Park bandstand (southside)", city: 'Glasgow', lat: 55.83264, lon: -4.26758 }),
      ],
    ],
  },
  {
    // Three statues of one square, two side by side on its west side (one heritage line).
    kind: 'statues of one square',
    variants: [
      [
        rec({ name: 'Statue of Nelson Mandela, Parliament Square', admin_path: 'England / Greater London / City of Westminster', lat: 51.5008, lon: -0.1271 }),
        rec({ site_name: 'STATUE - MANDELA (PARL SQ W SIDE)', site_code: 'WCC-STA-PS07', address: 'PARLIAMENT SQUARE, LONDON SW1P 3BD', phone: '+44 20 5550 4417' }),
        rec({ place_name: 'Tour guide script stop 4: Madiba, arms open, facing the Supreme Court side', city: 'London', lat: 51.50084, lon: -0.12708 }),
      ],
      [
        rec({ name: 'Statue of Mahatma Gandhi, Parliament Square', admin_path: 'England / Greater London / City of Westminster', lat: 51.5006, lon: -0.1272 }),
        rec({ site_name: 'STATUE - GANDHI (PARL SQ W SIDE)', site_code: 'WCC-STA-PS08', address: 'PARLIAMENT SQUARE, LONDON SW1P 3BD', phone: '+44 20 5550 4417' }),
        rec({ place_name: 'Tour guide script stop 5: Gandhi, in his dhoti and shawl, next to Mandela', city: 'London', lat: 51.50062, lon: -0.12718 }),
      ],
      [
        rec({ name: 'Statue of Winston Churchill, Parliament Square', admin_path: 'England / Greater London / City of Westminster', lat: 51.5009, lon: -0.1259 }),
        rec({ site_name: 'STATUE - CHURCHILL (PARL SQ E SIDE)', site_code: 'WCC-STA-PS01', address: 'PARLIAMENT SQUARE, LONDON SW1A 0AA', phone: '+44 20 5550 4417' }),
        rec({ place_name: 'Standbeeld van Churchill, Parlementsplein, Londen', city: 'Londen', lat: 51.50089, lon: -0.12592 }),
      ],
    ],
  },
  {
    // Three stiles of one footpath, two in one field's walls (one national park line).
    kind: 'stiles of one footpath',
    variants: [
      [
        rec({ name: 'Stile (squeeze), Grassington to Conistone path, Lea Green north wall', admin_path: 'England / North Yorkshire / Craven / Grassington', lat: 54.0803, lon: -2.0061 }),
        rec({ site_name: 'STILE GR-CON FP 3 (SQUEEZE, LEA GREEN N WALL)', site_code: 'YDNP-STL-1203', address: 'FP 5-33/12, LEA GREEN, GRASSINGTON BD23 5', phone: '+44 300 555 0318' }),
        rec({ place_name: 'Walk card: through the squeeze stile in the north wall of Lea Green, bear right', city: 'Grassington', lat: 54.08034, lon: -2.00607 }),
      ],
      [
        rec({ name: 'Stile (ladder), Grassington to Conistone path, Lea Green east wall', admin_path: 'England / North Yorkshire / Craven / Grassington', lat: 54.0811, lon: -2.0032 }),
        rec({ site_name: 'STILE GR-CON FP 4 (LADDER, LEA GREEN E WALL)', site_code: 'YDNP-STL-1204', address: 'FP 5-33/12, LEA GREEN, GRASSINGTON BD23 5', phone: '+44 300 555 0318' }),
        rec({ place_name: 'Walk card: over the ladder stile in the east wall of Lea Green (dogs lifted over)', city: 'Grassington', lat: 54.08107, lon: -2.00322 }),
      ],
      [
        rec({ name: 'Stile (step), Grassington to Conistone path, Conistone Dib top', admin_path: 'England / North Yorkshire / Craven / Conistone', lat: 54.0947, lon: -2.0184 }),
        rec({ site_name: 'STILE GR-CON FP 9 (STEP STILE, TOP OF DIB)', site_code: 'YDNP-STL-1209', address: 'FP 5-21/4, CONISTONE DIB, CONISTONE BD23 5', phone: '+44 300 555 0318' }),
        rec({ place_name: 'Walk card: step stile at the top of Conistone Dib, then down the gorge', city: 'Conistone', lat: 54.09472, lon: -2.01843 }),
      ],
    ],
  },
  {
    // Three roundabouts of one city road, two at either end of one junction (one roads-authority line).
    kind: 'roundabouts of one city road',
    variants: [
      [
        rec({ name: 'Ahmadu Bello Way Roundabout R3 (north), Garki', admin_path: 'Nigeria / FCT / Abuja Municipal / Garki', lat: 9.0342, lon: 7.4874 }),
        rec({ site_name: 'RBT ABW-R3N (GARKI NORTH)', site_code: 'FCDA-RBT-0317', address: 'AHMADU BELLO WAY BY AREA 11, GARKI, ABUJA', phone: '+234 9 555 0417' }),
        rec({ place_name: 'Okada directions: drop me for di north roundabout for Garki, near Area 11', city: 'Abuja', lat: 9.03425, lon: 7.48736 }),
      ],
      [
        rec({ name: 'Ahmadu Bello Way Roundabout R3 (south), Garki', admin_path: 'Nigeria / FCT / Abuja Municipal / Garki', lat: 9.0318, lon: 7.4891 }),
        rec({ site_name: 'RBT ABW-R3S (GARKI SOUTH)', site_code: 'FCDA-RBT-0318', address: 'AHMADU BELLO WAY BY AREA 11, GARKI, ABUJA', phone: '+234 9 555 0417' }),
        rec({ place_name: 'Okada: na di south roundabout, di second one after Area 11, no be di first', city: 'Abuja', lat: 9.03176, lon: 7.48914 }),
      ],
      [
        rec({ name: 'Ahmadu Bello Way Roundabout R7, Wuse', admin_path: 'Nigeria / FCT / Abuja Municipal / Wuse', lat: 9.0661, lon: 7.4722 }),
        rec({ site_name: 'RBT ABW-R7 (WUSE)', site_code: 'FCDA-RBT-0702', address: 'AHMADU BELLO WAY BY WUSE MARKET, ABUJA', phone: '+234 9 555 0417' }),
        rec({ place_name: 'Kewayen Ahmadu Bello Way kusa da kasuwar Wuse', city: 'Abuja', lat: 9.06612, lon: 7.47218 }),
      ],
    ],
  },
  {
    // Three murals of one street, two on one building's two walls (one festival line).
    kind: 'murals of one street',
    variants: [
      [
        rec({ name: "Mural 'Tide Keeper', Albert Road (north wall of no. 112)", admin_path: 'South Africa / Western Cape / City of Cape Town / Woodstock', lat: -33.9276, lon: 18.4479 }),
        rec({ site_name: 'MURAL WS-14 TIDE KEEPER (112 ALBERT RD N WALL)', site_code: 'WSA-MUR-014', address: '112 ALBERT RD, WOODSTOCK, CAPE TOWN 7925', phone: '+27 21 555 0183' }),
        rec({ place_name: "Straatkuns-toer stop 3: 'Tide Keeper', noordmuur van nr. 112, Albertweg", city: 'Kaapstad', lat: -33.92761, lon: 18.44794 }),
      ],
      [
        rec({ name: "Mural 'Grandmother's Hands', Albert Road (east wall of no. 112)", admin_path: 'South Africa / Western Cape / City of Cape Town / Woodstock', lat: -33.9278, lon: 18.4482 }),
        rec({ site_name: "MURAL WS-15 GRANDMOTHER'S HANDS (112 ALBERT RD E WALL)", site_code: 'WSA-MUR-015', address: '112 ALBERT RD, WOODSTOCK, CAPE TOWN 7925', phone: '+27 21 555 0183' }),
        rec({ place_name: "Street-art tour stop 4: round the corner, the hands on the east wall of 112", city: 'Cape Town', lat: -33.92779, lon: 18.44823 }),
      ],
      [
        rec({ name: "Mural 'Kite Boy', Albert Road (no. 160)", admin_path: 'South Africa / Western Cape / City of Cape Town / Woodstock', lat: -33.9264, lon: 18.4521 }),
        rec({ site_name: 'MURAL WS-21 KITE BOY (160 ALBERT RD)', site_code: 'WSA-MUR-021', address: '160 ALBERT RD, WOODSTOCK, CAPE TOWN 7925', phone: '+27 21 555 0183' }),
        rec({ place_name: "Straatkuns-toer stop 7: 'Kite Boy', Albertweg 160", city: 'Kaapstad', lat: -33.92642, lon: 18.45213 }),
      ],
    ],
  },
];
