// Held-out pair set 25, place (see bench/pairs/heldout25.ts): EV charging hubs of one network, parkrun events of one
// city, bird hides of one wetland reserve, solar mini-grid sites of one developer, distribution transformers of one
// feeder, football pitches of one playing-field site, climbing crags of one moor, and fishing pegs of one fishery;
// each as a map, course or reserve entry with an admin path and a point, an operator's, club's, recorder's, grant
// scheme's, utility's or council's list in caps with a site code and a shared line, and a third source (a charging
// receipt or app pin, a run log, a bird checklist, a meter-token receipt, a fault ticket, a fixture list, a route
// log, an angler's forum post; Irish, Hausa, Yoruba, Pidgin, Polish, Dutch or French; a point a few metres off). The
// Minsmere hides, the Stanage and Burbage crags and Hackney Marshes are real places written from general knowledge;
// the parkrun events are illustrative at real Dublin parks; the charging network, the mini-grid developer, the
// transformers and the fishery are invented at real places. Site codes and phones are fictional; coordinates are
// approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE25: readonly Family[] = [
  {
    // Three charging hubs of one network in one town, two at one retail park (one helpline).
    kind: 'EV charging hubs of one network',
    variants: [
      [
        rec({ name: 'Gridline Charge Hub — Kingston Centre North', admin_path: 'United Kingdom / England / Milton Keynes / Kingston', lat: 52.0452, lon: -0.6958 }),
        rec({ site_name: 'KINGSTON CTR N (8 X 150KW)', site_code: 'GLC-MK-03', address: 'KINGSTON CENTRE, STANTONBURY FIELDS, MILTON KEYNES MK10 0AH', phone: '0330 808 4417' }),
        rec({ place_name: 'Charging receipt: Gridline MK Kingston North, bay 5, 42.1 kWh', city: 'Milton Keynes', lat: 52.04524, lon: -0.69583 }),
      ],
      [
        rec({ name: 'Gridline Charge Hub — Kingston Centre South', admin_path: 'United Kingdom / England / Milton Keynes / Kingston', lat: 52.0421, lon: -0.6937 }),
        rec({ site_name: 'KINGSTON CTR S (4 X 75KW)', site_code: 'GLC-MK-04', address: 'KINGSTON CENTRE, STANTONBURY FIELDS, MILTON KEYNES MK10 0AH', phone: '0330 808 4417' }),
        rec({ place_name: 'Gridline Kingston South (by the garden centre) — app pin', city: 'Milton Keynes', lat: 52.04206, lon: -0.69368 }),
      ],
      [
        rec({ name: 'Gridline Charge Hub — Midsummer Place', admin_path: 'United Kingdom / England / Milton Keynes / Central Milton Keynes', lat: 52.0419, lon: -0.7553 }),
        rec({ site_name: 'CMK MIDSUMMER PL (6 X 50KW)', site_code: 'GLC-MK-01', address: 'MIDSUMMER PLACE CAR PARK, SILBURY BLVD, MILTON KEYNES MK9 3GB', phone: '0330 808 4417' }),
        rec({ place_name: 'Gridline CMK Midsummer, level 1 — receipt 21.4 kWh', city: 'Central Milton Keynes', lat: 52.04188, lon: -0.75534 }),
      ],
    ],
  },
  {
    // Three parkrun events in one city, two in one park (one region line).
    kind: 'parkrun events of one city',
    variants: [
      [
        rec({ name: 'Marlay parkrun (5k)', admin_path: 'Ireland / Dublin / Dún Laoghaire-Rathdown / Rathfarnham', lat: 53.2747, lon: -6.2708 }),
        rec({ site_name: 'MARLAY PR 5K (START BY CRAFT COURTYARD)', site_code: 'PR-IE-0114', address: 'MARLAY PARK, GRANGE RD, RATHFARNHAM, DUBLIN 16', phone: '+353 1 555 0142' }),
        rec({ place_name: 'Saturday run @ Páirc Marlay parkrun, 5 km, 24:51', city: 'Dublin 16', lat: 53.27475, lon: -6.27088 }),
      ],
      [
        rec({ name: 'Marlay junior parkrun (2k)', admin_path: 'Ireland / Dublin / Dún Laoghaire-Rathdown / Rathfarnham', lat: 53.2771, lon: -6.2652 }),
        rec({ site_name: 'MARLAY JNR PR 2K (START BY PLAYGROUND)', site_code: 'PR-IE-J031', address: 'MARLAY PARK, GRANGE RD, RATHFARNHAM, DUBLIN 16', phone: '+353 1 555 0142' }),
        rec({ place_name: 'Sunday junior run, Marlay Park 2 km (kids), 12:40', city: 'Rathfarnham', lat: 53.27712, lon: -6.26524 }),
      ],
      [
        rec({ name: 'Bushy Park parkrun, Terenure (5k)', admin_path: 'Ireland / Dublin / Dublin City / Terenure', lat: 53.3098, lon: -6.2943 }),
        rec({ site_name: 'BUSHY PK DUBLIN PR 5K', site_code: 'PR-IE-0087', address: 'BUSHY PARK, TEMPLEOGUE RD, TERENURE, DUBLIN 6W', phone: '+353 1 555 0142' }),
        rec({ place_name: 'Páirc Bushy, Tír an Iúir — parkrun 5 km, 26:03', city: 'Dublin 6W', lat: 53.30983, lon: -6.29427 }),
      ],
    ],
  },
  {
    // Three hides of one reserve, two looking over one scrape from the dunes (one reserve line).
    kind: 'bird hides of one wetland reserve',
    variants: [
      [
        rec({ name: 'East Hide, RSPB Minsmere', admin_path: 'United Kingdom / England / Suffolk / Westleton', lat: 52.2437, lon: 1.6245 }),
        rec({ site_name: 'MINSMERE EAST HIDE (SCRAPE)', site_code: 'MNS-H03', address: 'RSPB MINSMERE, WESTLETON, SAXMUNDHAM IP17 3BY', phone: '01728 555 281' }),
        rec({ place_name: 'Minsmere RSPB--East Hide (checklist: 14 avocet, 2 spoonbill)', city: 'Westleton', lat: 52.24372, lon: 1.62448 }),
      ],
      [
        rec({ name: 'South Hide, RSPB Minsmere', admin_path: 'United Kingdom / England / Suffolk / Westleton', lat: 52.2403, lon: 1.6238 }),
        rec({ site_name: 'MINSMERE SOUTH HIDE (SCRAPE)', site_code: 'MNS-H04', address: 'RSPB MINSMERE, WESTLETON, SAXMUNDHAM IP17 3BY', phone: '01728 555 281' }),
        rec({ place_name: 'Minsmere RSPB--South Hide (checklist: 3 little tern)', city: 'Westleton', lat: 52.24034, lon: 1.62376 }),
      ],
      [
        rec({ name: 'Island Mere Hide, RSPB Minsmere', admin_path: 'United Kingdom / England / Suffolk / Westleton', lat: 52.2471, lon: 1.6029 }),
        rec({ site_name: 'MINSMERE ISLAND MERE HIDE (REEDBED)', site_code: 'MNS-H01', address: 'RSPB MINSMERE, WESTLETON, SAXMUNDHAM IP17 3BY', phone: '01728 555 281' }),
        rec({ place_name: 'Minsmere - Island Mere hide (bittern booming, otter)', city: 'Westleton', lat: 52.24707, lon: 1.60294 }),
      ],
    ],
  },
  {
    // Three mini-grids of one developer in one LGA, two in one village (one grant-scheme line).
    kind: 'solar mini-grid sites of one developer',
    variants: [
      [
        rec({ name: 'Kpada Solar Mini-Grid (Kpada town)', admin_path: 'Nigeria / Kwara / Edu / Kpada', lat: 8.9632, lon: 5.2817 }),
        rec({ site_name: 'KPADA MG 1 (60KWP / 180KWH)', site_code: 'SMG-KW-04', address: 'KPADA TOWN, EDU LGA, KWARA STATE', phone: '+234 809 555 3142' }),
        rec({ place_name: 'Token receipt: Sunbeam Kpada (garin Kpada) meter 0412-77', city: 'Kpada', lat: 8.96318, lon: 5.28168 }),
      ],
      [
        rec({ name: 'Kpada Market Solar Mini-Grid (Kpada II)', admin_path: 'Nigeria / Kwara / Edu / Kpada', lat: 8.9571, lon: 5.2904 }),
        rec({ site_name: 'KPADA MG 2 - MARKET (30KWP)', site_code: 'SMG-KW-04B', address: 'KPADA MARKET, EDU LGA, KWARA STATE', phone: '+234 809 555 3142' }),
        rec({ place_name: 'Sunbeam mini-grid for Kpada market (kasuwar Kpada) — shop meters', city: 'Kpada', lat: 8.95707, lon: 5.29036 }),
      ],
      [
        rec({ name: 'Gbugbu Solar Mini-Grid', admin_path: 'Nigeria / Kwara / Edu / Gbugbu', lat: 8.8731, lon: 5.1122 }),
        rec({ site_name: 'GBUGBU MG (85KWP / 240KWH)', site_code: 'SMG-KW-02', address: 'GBUGBU, EDU LGA, KWARA STATE', phone: '+234 809 555 3142' }),
        rec({ place_name: 'Iná oòrùn Gbugbu (solar light for Gbugbu village), token receipt', city: 'Gbugbu', lat: 8.87313, lon: 5.11224 }),
      ],
    ],
  },
  {
    // Three distribution transformers of one 11 kV feeder, two in one street (one utility line).
    kind: 'distribution transformers of one feeder',
    variants: [
      [
        rec({ name: 'Oke-Ira 500 kVA Distribution Transformer', admin_path: 'Nigeria / Lagos / Ikeja / Ogba', lat: 6.6312, lon: 3.3466 }),
        rec({ site_name: 'OKE-IRA 500KVA DT (OGBA F3)', site_code: 'IE/OGB/11KV/F3/DT-014', address: 'OKE-IRA RD, BY OKE-IRA JUNCTION, OGBA, IKEJA', phone: '+234 1 555 0700' }),
        rec({ place_name: 'Fault ticket 88213: transformer for Oke-Ira junction don blow, no light since Tuesday', city: 'Ogba', lat: 6.63124, lon: 3.34662 }),
      ],
      [
        rec({ name: 'Oke-Ira II 300 kVA Distribution Transformer (Oke-Ira Market)', admin_path: 'Nigeria / Lagos / Ikeja / Ogba', lat: 6.6341, lon: 3.3489 }),
        rec({ site_name: 'OKE-IRA II 300KVA DT (MKT) (OGBA F3)', site_code: 'IE/OGB/11KV/F3/DT-015', address: 'OKE-IRA RD, BY OKE-IRA MARKET, OGBA, IKEJA', phone: '+234 1 555 0700' }),
        rec({ place_name: 'Transformer wey dey Oke-Ira market side (the small one) — CDA WhatsApp', city: 'Ogba', lat: 6.63407, lon: 3.34892 }),
      ],
      [
        rec({ name: 'Aguda-Ogba 500 kVA Distribution Transformer', admin_path: 'Nigeria / Lagos / Ikeja / Ogba', lat: 6.6258, lon: 3.3392 }),
        rec({ site_name: 'AGUDA OGBA 500KVA DT (OGBA F3)', site_code: 'IE/OGB/11KV/F3/DT-009', address: 'AGUDA RD, OGBA, IKEJA', phone: '+234 1 555 0700' }),
        rec({ place_name: 'Fault ticket 88240: Aguda Ogba transformer, low voltage on red phase', city: 'Ogba', lat: 6.62583, lon: 3.33918 }),
      ],
    ],
  },
  {
    // Three pitches of one playing-field site, two side by side on one marsh (one bookings line).
    kind: 'football pitches of one playing-field site',
    variants: [
      [
        rec({ name: 'Hackney Marshes Pitch 14 (adult 11v11)', admin_path: 'United Kingdom / England / London / Hackney / Hackney Marshes', lat: 51.5567, lon: -0.0289 }),
        rec({ site_name: 'HACKNEY MARSHES P14 (ADULT 11V11, SOUTH MARSH)', site_code: 'HM-P14', address: 'HACKNEY MARSHES CENTRE, HOMERTON RD, LONDON E9 5PF', phone: '020 3555 0190' }),
        rec({ place_name: 'Fixture: Sun League Div 2, KO 10:30 — Marshes, boisko 14', city: 'Hackney', lat: 51.55672, lon: -0.02887 }),
      ],
      [
        rec({ name: 'Hackney Marshes Pitch 15 (adult 11v11)', admin_path: 'United Kingdom / England / London / Hackney / Hackney Marshes', lat: 51.5574, lon: -0.0275 }),
        rec({ site_name: 'HACKNEY MARSHES P15 (ADULT 11V11, SOUTH MARSH)', site_code: 'HM-P15', address: 'HACKNEY MARSHES CENTRE, HOMERTON RD, LONDON E9 5PF', phone: '020 3555 0190' }),
        rec({ place_name: 'Fixture: Sun League Div 1, KO 10:30 — Hackney Marshes pitch 15', city: 'Hackney', lat: 51.55738, lon: -0.02752 }),
      ],
      [
        rec({ name: 'Hackney Marshes Pitch 62 (North Marsh, 9v9)', admin_path: 'United Kingdom / England / London / Hackney / North Marsh', lat: 51.5661, lon: -0.0331 }),
        rec({ site_name: 'NORTH MARSH P62 (YOUTH 9V9)', site_code: 'HM-P62', address: 'NORTH MARSH, LEA BRIDGE RD SIDE, LONDON E5', phone: '020 3555 0190' }),
        rec({ place_name: 'U11 fixture — North Marsh boisko 62 (9 na 9)', city: 'Clapton', lat: 51.56614, lon: -0.03309 }),
      ],
    ],
  },
  {
    // Three crags of one moor, two sections of one edge (one club-meet line).
    kind: 'climbing crags of one moor',
    variants: [
      [
        rec({ name: 'Stanage Edge — Popular End', admin_path: 'United Kingdom / England / Derbyshire / Peak District / Hathersage', lat: 53.3476, lon: -1.6313 }),
        rec({ site_name: 'STANAGE POPULAR (HOOKS CAR PK)', site_code: 'SK 245 837', address: 'HOOKS CAR PARK, HOLLIN BANK, HATHERSAGE S32 1BR', phone: '07700 555 214' }),
        rec({ place_name: 'Route log: Flying Buttress, Stanage Popular End (HVD)', city: 'Hathersage', lat: 53.34762, lon: -1.63128 }),
      ],
      [
        rec({ name: 'Stanage Edge — Plantation', admin_path: 'United Kingdom / England / Derbyshire / Peak District / Hathersage', lat: 53.3559, lon: -1.6417 }),
        rec({ site_name: 'STANAGE PLANTATION', site_code: 'SK 238 846', address: 'HOLLIN BANK CAR PARK, HATHERSAGE S32 1BR', phone: '07700 555 214' }),
        rec({ place_name: 'Route log: Crescent Arete, Stanage Plantation', city: 'Hathersage', lat: 53.35588, lon: -1.64172 }),
      ],
      [
        rec({ name: 'Burbage North', admin_path: 'United Kingdom / England / South Yorkshire / Peak District / Burbage Valley', lat: 53.3392, lon: -1.6125 }),
        rec({ site_name: 'BURBAGE NORTH (UPPER BURBAGE BRIDGE)', site_code: 'SK 264 829', address: 'UPPER BURBAGE BRIDGE CAR PARK, RINGINGLOW RD, S11', phone: '07700 555 214' }),
        rec({ place_name: 'Route log: Burbage N, Long Tall Sally', city: 'Sheffield', lat: 53.33923, lon: -1.61247 }),
      ],
    ],
  },
  {
    // Three pegs of one fishery, two neighbours on one bank (one bookings line).
    kind: 'fishing pegs of one fishery',
    variants: [
      [
        rec({ name: 'Willowmere Fishery, Main Lake Peg 12', admin_path: 'United Kingdom / England / Kent / Maidstone / Yalding', lat: 51.2246, lon: 0.4268 }),
        rec({ site_name: 'MAIN LAKE PEG 12 (DOUBLE SWIM, EAST BANK)', site_code: 'WMF-ML-12', address: 'WILLOWMERE FISHERY, LADDINGFORD RD, YALDING ME18 6BX', phone: '01622 555 781' }),
        rec({ place_name: 'Karpervissen Willowmere (Kent), stek 12 aan het hoofdmeer — 2 nachten', city: 'Yalding', lat: 51.22461, lon: 0.42683 }),
      ],
      [
        rec({ name: 'Willowmere Fishery, Main Lake Peg 14', admin_path: 'United Kingdom / England / Kent / Maidstone / Yalding', lat: 51.2251, lon: 0.4274 }),
        rec({ site_name: 'MAIN LAKE PEG 14 (EAST BANK, BY BAILIFF HUT)', site_code: 'WMF-ML-14', address: 'WILLOWMERE FISHERY, LADDINGFORD RD, YALDING ME18 6BX', phone: '01622 555 781' }),
        rec({ place_name: 'Pêche de la carpe à Willowmere, poste 14 du grand lac (côté est)', city: 'Yalding', lat: 51.22508, lon: 0.42741 }),
      ],
      [
        rec({ name: 'Willowmere Fishery, Island Lake Peg 3', admin_path: 'United Kingdom / England / Kent / Maidstone / Yalding', lat: 51.2229, lon: 0.4239 }),
        rec({ site_name: 'ISLAND LAKE PEG 3', site_code: 'WMF-IL-03', address: 'WILLOWMERE FISHERY, LADDINGFORD RD, YALDING ME18 6BX', phone: '01622 555 781' }),
        rec({ place_name: 'Match sheet: Island Lk peg 3 — 41lb 6oz', city: 'Yalding', lat: 51.22293, lon: 0.42389 }),
      ],
    ],
  },
];
