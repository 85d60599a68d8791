// Held-out pair set 26, place (see bench/pairs/heldout26.ts): slipways of one harbour, public-access defibrillators
// of one town, blue plaques of one street, tro-tro stations of one city, visitor moorings of one river reach, fire
// hydrants of one estate, lay-bys of one trunk road, and picnic sites of one forest; each as a gazetteer or map entry
// with an admin path and a point, an operator's, ambulance service's, heritage body's, union's, navigation
// authority's, fire service's, roads authority's or forest manager's list in caps with a site code and a shared line,
// and a third source (a harbour launch log, a first-responder check log, a walking-tour stop, a mate's call, a Twi
// line, a boaters' forum post, an estate WhatsApp message in Pidgin or Yoruba, a haulier's review, a geocache log; a
// point a few metres off). The Doughty Street plaques, the Circle and Kaneshie stations and the Cannop Ponds and
// Mallards Pike sites are real places written from general knowledge; the Howth slipway names, the Keswick
// defibrillator sites, the Henley mooring names, the Lekki hydrants and the A9 lay-by numbers are invented at real
// places. Site codes and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE26: readonly Family[] = [
  {
    // Three slipways of one harbour, two side by side on the West Pier (one harbour office line).
    kind: 'slipways of one harbour',
    variants: [
      [
        rec({ name: 'Howth Harbour West Pier Slipway 1', admin_path: 'Ireland / Dublin / Fingal / Howth', lat: 53.3909, lon: -6.0689 }),
        rec({ site_name: 'W PIER SLIP 1 (INNER, ALL TIDES)', site_code: 'HOW-SLP-W1', address: 'WEST PIER, HOWTH HARBOUR, HOWTH, CO. DUBLIN', phone: '+353 1 555 0388' }),
        rec({ place_name: 'Launch log: RIB out via West Pier slip no.1, 07:10, back 11:45', city: 'Howth', lat: 53.39093, lon: -6.06894 }),
      ],
      [
        rec({ name: 'Howth Harbour West Pier Slipway 2', admin_path: 'Ireland / Dublin / Fingal / Howth', lat: 53.3917, lon: -6.0679 }),
        rec({ site_name: 'W PIER SLIP 2 (OUTER, HALF TIDE UP)', site_code: 'HOW-SLP-W2', address: 'WEST PIER, HOWTH HARBOUR, HOWTH, CO. DUBLIN', phone: '+353 1 555 0388' }),
        rec({ place_name: 'Launch log: kayaks in at the outer West Pier slip (no. 2), 09:30', city: 'Howth', lat: 53.39168, lon: -6.06786 }),
      ],
      [
        rec({ name: 'Howth Harbour East Pier Slipway', admin_path: 'Ireland / Dublin / Fingal / Howth', lat: 53.3921, lon: -6.0622 }),
        rec({ site_name: 'E PIER SLIP (LIFEBOAT SIDE)', site_code: 'HOW-SLP-E1', address: 'EAST PIER, HOWTH HARBOUR, HOWTH, CO. DUBLIN', phone: '+353 1 555 0388' }),
        rec({ place_name: 'Sleamhnán an Chéibh Thoir, Binn Éadair (east pier slip)', city: 'Binn Éadair', lat: 53.39214, lon: -6.06226 }),
      ],
    ],
  },
  {
    // Three public-access defibrillators of one town, two on the Market Square (one community line).
    kind: 'public-access defibrillators of one town',
    variants: [
      [
        rec({ name: 'Keswick Defibrillator — Moot Hall', admin_path: 'United Kingdom / England / Cumbria / Keswick', lat: 54.6006, lon: -3.1350 }),
        rec({ site_name: 'AED MOOT HALL (EXT CABINET, N WALL)', site_code: 'NWAS-CAB-11842', address: 'MOOT HALL, MARKET SQUARE, KESWICK CA12 5JR', phone: '017687 55501' }),
        rec({ place_name: 'CFR check log wk 14: Moot Hall cabinet — pads in date, code OK', city: 'Keswick', lat: 54.60063, lon: -3.13497 }),
      ],
      [
        rec({ name: 'Keswick Defibrillator — Market Square (Bank Corner)', admin_path: 'United Kingdom / England / Cumbria / Keswick', lat: 54.6001, lon: -3.1359 }),
        rec({ site_name: 'AED MARKET SQ (OUTSIDE BANK, S END)', site_code: 'NWAS-CAB-11907', address: 'MARKET SQUARE, KESWICK CA12 5BQ', phone: '017687 55501' }),
        rec({ place_name: 'CFR check log wk 14: Market Sq south cabinet by the bank — battery warning', city: 'Keswick', lat: 54.60012, lon: -3.13588 }),
      ],
      [
        rec({ name: 'Keswick Defibrillator — Lakeside Boat Landings', admin_path: 'United Kingdom / England / Cumbria / Keswick', lat: 54.5975, lon: -3.1430 }),
        rec({ site_name: 'AED LAKESIDE (BOAT LANDINGS KIOSK)', site_code: 'NWAS-CAB-12210', address: 'LAKE ROAD, KESWICK CA12 5DJ', phone: '017687 55501' }),
        rec({ place_name: 'CFR check log wk 15: lake boat landings kiosk cabinet OK', city: 'Keswick', lat: 54.59752, lon: -3.14302 }),
      ],
    ],
  },
  {
    // Three blue plaques of one street, two houses apart on one side (one heritage line).
    kind: 'blue plaques of one street',
    variants: [
      [
        rec({ name: 'Blue plaque: Charles Dickens, 48 Doughty Street', admin_path: 'United Kingdom / England / London / Camden / Holborn', lat: 51.5237, lon: -0.1163 }),
        rec({ site_name: 'PLAQUE 48 DOUGHTY ST (DICKENS)', site_code: 'EH-CAM-0048D', address: '48 DOUGHTY STREET, LONDON WC1N 2LX', phone: '0370 333 1181' }),
        rec({ place_name: 'Walking tour stop 3: Dickens’s house, Doughty St no. 48', city: 'London WC1', lat: 51.52372, lon: -0.11628 }),
      ],
      [
        rec({ name: 'Blue plaque: Vera Brittain and Winifred Holtby, 58 Doughty Street', admin_path: 'United Kingdom / England / London / Camden / Holborn', lat: 51.5243, lon: -0.1165 }),
        rec({ site_name: 'PLAQUE 58 DOUGHTY ST (BRITTAIN & HOLTBY)', site_code: 'EH-CAM-0058D', address: '58 DOUGHTY STREET, LONDON WC1N 2LS', phone: '0370 333 1181' }),
        rec({ place_name: 'Walking tour stop 4: Brittain/Holtby plaque, 58 Doughty St', city: 'London WC1', lat: 51.52431, lon: -0.11652 }),
      ],
      [
        rec({ name: 'Blue plaque: Sydney Smith, 14 Doughty Street', admin_path: 'United Kingdom / England / London / Camden / Holborn', lat: 51.5222, lon: -0.1160 }),
        rec({ site_name: 'PLAQUE 14 DOUGHTY ST (SYDNEY SMITH)', site_code: 'EH-CAM-0014D', address: '14 DOUGHTY STREET, LONDON WC1N 2PL', phone: '0370 333 1181' }),
        rec({ place_name: 'Walking tour stop 2: Sydney Smith lived here (Doughty St 14)', city: 'London WC1', lat: 51.52218, lon: -0.11603 }),
      ],
    ],
  },
  {
    // Three tro-tro stations of one city, two at one interchange (one union line).
    kind: 'tro-tro stations of one city',
    variants: [
      [
        rec({ name: 'Circle Neoplan Station', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Kwame Nkrumah Circle', lat: 5.5715, lon: -0.2163 }),
        rec({ site_name: 'NEOPLAN STN CIRCLE (KUMASI/NKAWKAW LOADING)', site_code: 'GPRTU-ACC-017', address: 'RING RD CENTRAL, KWAME NKRUMAH CIRCLE, ACCRA', phone: '030 255 0917' }),
        rec({ place_name: '“Neoplan! Neoplan! Kumasi!” — Circle Neoplan station, loading bay 3', city: 'Accra', lat: 5.57153, lon: -0.21628 }),
      ],
      [
        rec({ name: 'Circle Odawna Station', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Kwame Nkrumah Circle', lat: 5.5689, lon: -0.2140 }),
        rec({ site_name: 'ODAWNA STN CIRCLE (MADINA/ADENTA TROTRO)', site_code: 'GPRTU-ACC-021', address: 'ODAWNA, KWAME NKRUMAH CIRCLE, ACCRA', phone: '030 255 0917' }),
        rec({ place_name: 'Odawna lɔre gyinabea, Circle — Madina car (trotro)', city: 'Accra', lat: 5.56894, lon: -0.21396 }),
      ],
      [
        rec({ name: 'Kaneshie Station', admin_path: 'Ghana / Greater Accra / Accra Metropolitan / Kaneshie', lat: 5.5646, lon: -0.2371 }),
        rec({ site_name: 'KANESHIE STN (MKT SIDE, KASOA/WINNEBA)', site_code: 'GPRTU-ACC-009', address: 'WINNEBA RD, KANESHIE MARKET, ACCRA', phone: '030 255 0917' }),
        rec({ place_name: 'Kaneshie lorry station — Kasoa car dey load for market side', city: 'Accra', lat: 5.56458, lon: -0.23713 }),
      ],
    ],
  },
  {
    // Three visitor-mooring stretches of one river reach, two end to end on one meadow (one navigation line).
    kind: 'visitor moorings of one river reach',
    variants: [
      [
        rec({ name: 'Mill Meadows Visitor Moorings A (upstream)', admin_path: 'United Kingdom / England / Oxfordshire / Henley-on-Thames', lat: 51.5361, lon: -0.8998 }),
        rec({ site_name: 'MILL MEADOWS VM A (48HR, 6 BOATS)', site_code: 'EA-THM-HEN-07A', address: 'MILL MEADOWS, MILL LANE, HENLEY-ON-THAMES RG9 1BF', phone: '0300 555 0451' }),
        rec({ place_name: 'Moored Mill Meadows top end (A) overnight — bins by the bandstand', city: 'Henley', lat: 51.53612, lon: -0.89981 }),
      ],
      [
        rec({ name: 'Mill Meadows Visitor Moorings B (downstream)', admin_path: 'United Kingdom / England / Oxfordshire / Henley-on-Thames', lat: 51.5341, lon: -0.8985 }),
        rec({ site_name: 'MILL MEADOWS VM B (24HR, 4 BOATS)', site_code: 'EA-THM-HEN-07B', address: 'MILL MEADOWS, MILL LANE, HENLEY-ON-THAMES RG9 1BF', phone: '0300 555 0451' }),
        rec({ place_name: 'Boaters forum: Mill Meadows lower (B) moorings, 24h only, near the museum', city: 'Henley-on-Thames', lat: 51.53409, lon: -0.89853 }),
      ],
      [
        rec({ name: 'Marsh Lock Upstream Visitor Moorings', admin_path: 'United Kingdom / England / Oxfordshire / Henley-on-Thames', lat: 51.5296, lon: -0.8924 }),
        rec({ site_name: 'MARSH LOCK U/S VM (LOCK CUT)', site_code: 'EA-THM-HEN-09', address: 'MARSH LOCK, MILL LANE, HENLEY-ON-THAMES RG9 3AS', phone: '0300 555 0451' }),
        rec({ place_name: 'Boaters forum: above Marsh Lock, lock-cut moorings, quiet', city: 'Henley', lat: 51.52962, lon: -0.89237 }),
      ],
    ],
  },
  {
    // Three fire hydrants of one estate, two on one street (one estate security line).
    kind: 'fire hydrants of one estate',
    variants: [
      [
        rec({ name: 'Fire Hydrant LP1-H07, Admiralty Way (by Roundabout 2)', admin_path: 'Nigeria / Lagos / Eti-Osa / Lekki Phase 1', lat: 6.4478, lon: 3.4722 }),
        rec({ site_name: 'HYD LP1-H07 ADMIRALTY WAY RBT 2 (PILLAR, 2 OUTLETS)', site_code: 'LSFRS-ETO-H07', address: 'ADMIRALTY WAY, LEKKI PHASE 1, LAGOS', phone: '0802 555 0171' }),
        rec({ place_name: 'Estate WhatsApp: hydrant for Admiralty Way roundabout 2 dey leak again o', city: 'Lekki', lat: 6.44784, lon: 3.47219 }),
      ],
      [
        rec({ name: 'Fire Hydrant LP1-H08, Admiralty Way (by Chevron Bus Stop)', admin_path: 'Nigeria / Lagos / Eti-Osa / Lekki Phase 1', lat: 6.4469, lon: 3.4761 }),
        rec({ site_name: 'HYD LP1-H08 ADMIRALTY WAY (NR BUS STOP)', site_code: 'LSFRS-ETO-H08', address: 'ADMIRALTY WAY, LEKKI PHASE 1, LAGOS', phone: '0802 555 0171' }),
        rec({ place_name: 'Estate WhatsApp: H08 hydrant near bus stop on Admiralty — ẹ jọ̀ọ́ make una no park for front', city: 'Lekki Phase 1', lat: 6.44692, lon: 3.47608 }),
      ],
      [
        rec({ name: 'Fire Hydrant LP1-H12, Fola Osibo Road', admin_path: 'Nigeria / Lagos / Eti-Osa / Lekki Phase 1', lat: 6.4439, lon: 3.4695 }),
        rec({ site_name: 'HYD LP1-H12 FOLA OSIBO RD (UNDERGROUND)', site_code: 'LSFRS-ETO-H12', address: 'FOLA OSIBO ROAD, LEKKI PHASE 1, LAGOS', phone: '0802 555 0171' }),
        rec({ place_name: 'Fire service inspection: Fola Osibo hydrant (H12), cover buried', city: 'Lekki', lat: 6.44391, lon: 3.46953 }),
      ],
    ],
  },
  {
    // Three lay-bys of one trunk road, two facing each other at one summit (one roads-authority line).
    kind: 'lay-bys of one trunk road',
    variants: [
      [
        rec({ name: 'A9 Lay-by 121, Drumochter Summit (northbound)', admin_path: 'United Kingdom / Scotland / Perth and Kinross / Drumochter', lat: 56.8569, lon: -4.2227 }),
        rec({ site_name: 'A9 LB 121 DRUMOCHTER SUMMIT NB', site_code: 'TS-A9-LB121', address: 'A9 TRUNK ROAD, DRUMOCHTER PASS, NB CARRIAGEWAY', phone: '0800 555 0928' }),
        rec({ place_name: 'Haulier review: Drumochter summit lay-by northbound, long, good for a 44t', city: 'Dalwhinnie', lat: 56.85693, lon: -4.22268 }),
      ],
      [
        rec({ name: 'A9 Lay-by 122, Drumochter Summit (southbound)', admin_path: 'United Kingdom / Scotland / Perth and Kinross / Drumochter', lat: 56.8563, lon: -4.2239 }),
        rec({ site_name: 'A9 LB 122 DRUMOCHTER SUMMIT SB', site_code: 'TS-A9-LB122', address: 'A9 TRUNK ROAD, DRUMOCHTER PASS, SB CARRIAGEWAY', phone: '0800 555 0928' }),
        rec({ place_name: 'Haulier review: the southbound summit lay-by at Drumochter — short, potholes', city: 'Dalwhinnie', lat: 56.85631, lon: -4.22391 }),
      ],
      [
        rec({ name: 'A9 Lay-by 128, Dalwhinnie Junction (northbound)', admin_path: 'United Kingdom / Scotland / Highland / Dalwhinnie', lat: 56.9279, lon: -4.2307 }),
        rec({ site_name: 'A9 LB 128 DALWHINNIE JCT NB', site_code: 'TS-A9-LB128', address: 'A9 TRUNK ROAD, DALWHINNIE JUNCTION, NB CARRIAGEWAY', phone: '0800 555 0928' }),
        rec({ place_name: 'Haulier review: lay-by just past the Dalwhinnie turn, northbound, burger van weekends', city: 'Dalwhinnie', lat: 56.92792, lon: -4.23068 }),
      ],
    ],
  },
  {
    // Three picnic sites of one forest, two at one pair of ponds (one forest office line).
    kind: 'picnic sites of one forest',
    variants: [
      [
        rec({ name: 'Cannop Ponds Upper Pond Picnic Site', admin_path: 'United Kingdom / England / Gloucestershire / Forest of Dean', lat: 51.8074, lon: -2.5701 }),
        rec({ site_name: 'CANNOP PONDS UPPER (PICNIC, NO BBQ)', site_code: 'FE-FOD-PS-04', address: 'CANNOP PONDS, B4234, PARKEND, LYDNEY GL15 4JS', phone: '0300 555 0612' }),
        rec({ place_name: 'Geocache log: found it by the upper pond picnic tables, Cannop', city: 'Parkend', lat: 51.80742, lon: -2.57006 }),
      ],
      [
        rec({ name: 'Cannop Ponds Lower Pond Picnic Site', admin_path: 'United Kingdom / England / Gloucestershire / Forest of Dean', lat: 51.8029, lon: -2.5690 }),
        rec({ site_name: 'CANNOP PONDS LOWER (PICNIC, BY WEIR)', site_code: 'FE-FOD-PS-05', address: 'CANNOP PONDS, B4234, PARKEND, LYDNEY GL15 4JS', phone: '0300 555 0612' }),
        rec({ place_name: 'Geocache log: lower pond at Cannop, picnic bench near the stone weir', city: 'Parkend', lat: 51.80289, lon: -2.56897 }),
      ],
      [
        rec({ name: 'Mallards Pike Lake Picnic Site', admin_path: 'United Kingdom / England / Gloucestershire / Forest of Dean', lat: 51.7877, lon: -2.5396 }),
        rec({ site_name: 'MALLARDS PIKE (PICNIC & PLAY)', site_code: 'FE-FOD-PS-09', address: 'MALLARDS PIKE, NR BLAKENEY, LYDNEY GL15 4HD', phone: '0300 555 0612' }),
        rec({ place_name: 'Geocache log: Mallards Pike lakeside picnic area, under the big beech', city: 'Blakeney', lat: 51.78771, lon: -2.53962 }),
      ],
    ],
  },
];
