// Held-out pair set 24, place (see bench/pairs/heldout24.ts): coffee washing stations of one co-operative, dive sites
// of one marine park, trailheads of one mountain park, stone circles of one moor, surf breaks of one bay, cinemas of
// one chain in one city, examination centres of one town, and loading docks of one distribution centre; each as a
// map or gazetteer entry with an admin path and a point, an operator's, co-operative's, exam council's or warehouse's
// list in caps with a site code and a shared line, and a third source (a dive log, a hiking-app waypoint, a surf
// forecast spot, a ticketing page, an exam timetable, a haulier's booking, a farmer's payment slip, a walking guide,
// Swahili, Afrikaans, Twi, Dutch or Pidgin, a point a few metres off). The Table Mountain trailheads, the Dartmoor
// circles, the Jeffreys Bay breaks and the Cape Coast schools are real places written from general knowledge; the
// coffee factories, the Watamu dive-site names, the cinema chain and the distribution centre are invented or
// illustrative at real places. Site codes, centre numbers and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE24: readonly Family[] = [
  {
    // Three coffee factories (washing stations) of one farmers' co-operative, two of one name (one society line).
    kind: 'coffee washing stations of one co-operative',
    variants: [
      [
        rec({ name: 'Kiangoma Coffee Factory', admin_path: 'Kenya / Nyeri / Othaya / Iria-ini', lat: -0.5621, lon: 36.9412 }),
        rec({ site_name: 'KIANGOMA FCTY', site_code: 'OFCS-F07', address: 'IRIA-INI LOCATION, OTHAYA, NYERI', phone: '+254 61 203 1177' }),
        rec({ place_name: 'Kiwanda cha kahawa Kiangoma (payment slip: cherry delivered Kiangoma F07)', city: 'Othaya', lat: -0.56208, lon: 36.94127 }),
      ],
      [
        rec({ name: 'Kiangoma II Coffee Factory (Kiangoma Juu)', admin_path: 'Kenya / Nyeri / Othaya / Iria-ini', lat: -0.5489, lon: 36.9533 }),
        rec({ site_name: 'KIANGOMA II FCTY (JUU)', site_code: 'OFCS-F07B', address: 'IRIA-INI LOCATION, OTHAYA, NYERI', phone: '+254 61 203 1177' }),
        rec({ place_name: 'Kiangoma Juu wet mill', city: 'Othaya', lat: -0.54886, lon: 36.95336 }),
      ],
      [
        rec({ name: 'Gatugi Coffee Factory', admin_path: 'Kenya / Nyeri / Othaya / Chinga', lat: -0.5198, lon: 36.9705 }),
        rec({ site_name: 'GATUGI FCTY', site_code: 'OFCS-F11', address: 'CHINGA LOCATION, OTHAYA, NYERI', phone: '+254 61 203 1177' }),
        rec({ place_name: 'Gatugi factory (kiwanda cha kahawa), Chinga', city: 'Chinga', lat: -0.51975, lon: 36.97054 }),
      ],
    ],
  },
  {
    // Three dive sites of one marine park, two on one reef a short swim apart (one dive centre line).
    kind: 'dive sites of one marine park',
    variants: [
      [
        rec({ name: 'Turtle Reef (south), Watamu Marine National Park', admin_path: 'Kenya / Kilifi / Watamu', lat: -3.3812, lon: 40.0145 }),
        rec({ site_name: 'TURTLE REEF S', site_code: 'WMP-D03', address: 'WATAMU MARINE NATIONAL PARK, KILIFI', phone: '+254 42 233 0419' }),
        rec({ place_name: 'Dive log #212: Turtle Reef South, Watamu — max 14 m, 52 min', city: 'Watamu', lat: -3.38124, lon: 40.01447 }),
      ],
      [
        rec({ name: 'Turtle Reef (north), Watamu Marine National Park', admin_path: 'Kenya / Kilifi / Watamu', lat: -3.3761, lon: 40.0171 }),
        rec({ site_name: 'TURTLE REEF N', site_code: 'WMP-D04', address: 'WATAMU MARINE NATIONAL PARK, KILIFI', phone: '+254 42 233 0419' }),
        rec({ place_name: 'Miamba ya Kasa (Turtle Reef kaskazini), Watamu', city: 'Watamu', lat: -3.37606, lon: 40.01716 }),
      ],
      [
        rec({ name: 'Canyon Reef, Watamu Marine National Park', admin_path: 'Kenya / Kilifi / Watamu', lat: -3.3925, lon: 40.0209 }),
        rec({ site_name: 'CANYON', site_code: 'WMP-D07', address: 'WATAMU MARINE NATIONAL PARK, KILIFI', phone: '+254 42 233 0419' }),
        rec({ place_name: 'Dive log #215: The Canyon, Watamu — drift, 24 m', city: 'Watamu', lat: -3.39246, lon: 40.02087 }),
      ],
    ],
  },
  {
    // Three trailheads of one mountain park, two on one road below the front face (one park line).
    kind: 'trailheads of one mountain park',
    variants: [
      [
        rec({ name: 'Platteklip Gorge Trailhead', admin_path: 'South Africa / Western Cape / Cape Town / Table Mountain National Park', lat: -33.9575, lon: 18.4101 }),
        rec({ site_name: 'PLATTEKLIP GORGE START (TAFELBERG RD)', site_code: 'TMNP-TH-02', address: 'TAFELBERG ROAD, CAPE TOWN', phone: '+27 21 712 2337' }),
        rec({ place_name: 'Platteklipkloof roetebegin, Tafelbergpad', city: 'Kaapstad', lat: -33.95756, lon: 18.41008 }),
      ],
      [
        rec({ name: 'India Venster Trailhead (Lower Cable Station)', admin_path: 'South Africa / Western Cape / Cape Town / Table Mountain National Park', lat: -33.9486, lon: 18.4031 }),
        rec({ site_name: 'INDIA VENSTER START (LWR CABLE STN)', site_code: 'TMNP-TH-03', address: 'TAFELBERG ROAD, CAPE TOWN', phone: '+27 21 712 2337' }),
        rec({ place_name: 'India Venster waypoint — start behind lower cableway station', city: 'Cape Town', lat: -33.94858, lon: 18.40314 }),
      ],
      [
        rec({ name: 'Kasteelspoort Trailhead', admin_path: 'South Africa / Western Cape / Cape Town / Table Mountain National Park', lat: -33.9587, lon: 18.3856 }),
        rec({ site_name: 'KASTEELSPOORT START (THERESA AVE)', site_code: 'TMNP-TH-09', address: 'THERESA AVENUE, CAMPS BAY', phone: '+27 21 712 2337' }),
        rec({ place_name: 'Kasteelspoort trailhead waypoint, top of Theresa Ave', city: 'Camps Bay', lat: -33.95866, lon: 18.38562 }),
      ],
    ],
  },
  {
    // Three stone circles of one moor, two side by side at one site (one heritage record line).
    kind: 'stone circles of one moor',
    variants: [
      [
        rec({ name: 'Scorhill Stone Circle', admin_path: 'England / Devon / West Devon / Gidleigh', lat: 50.6588, lon: -3.885 }),
        rec({ site_name: 'SCORHILL STONE CIRCLE', site_code: 'DNP-HER-0412', address: 'SCORHILL DOWN, GIDLEIGH, DEVON', phone: '+44 1626 832093' }),
        rec({ place_name: 'Scorhill circle (walk 6: from Berrydown, cross the Teign)', city: 'Chagford', lat: 50.65872, lon: -3.88507 }),
      ],
      [
        rec({ name: 'Grey Wethers (north circle)', admin_path: 'England / Devon / West Devon / Lydford', lat: 50.6258, lon: -3.9125 }),
        rec({ site_name: 'GREY WETHERS N CIRCLE', site_code: 'DNP-HER-0433', address: 'SITTAFORD TOR, DARTMOOR FOREST', phone: '+44 1626 832093' }),
        rec({ place_name: 'Grey Wethers, the northern of the pair', city: 'Postbridge', lat: 50.62584, lon: -3.91245 }),
      ],
      [
        rec({ name: 'Grey Wethers (south circle)', admin_path: 'England / Devon / West Devon / Lydford', lat: 50.6251, lon: -3.9127 }),
        rec({ site_name: 'GREY WETHERS S CIRCLE', site_code: 'DNP-HER-0434', address: 'SITTAFORD TOR, DARTMOOR FOREST', phone: '+44 1626 832093' }),
        rec({ place_name: 'Grey Wethers southern circle (the restored one)', city: 'Postbridge', lat: 50.62506, lon: -3.91268 }),
      ],
    ],
  },
  {
    // Three surf breaks of one bay, side by side along one point (one lifesaving-club line).
    kind: 'surf breaks of one bay',
    variants: [
      [
        rec({ name: 'Supertubes', admin_path: 'South Africa / Eastern Cape / Kouga / Jeffreys Bay', lat: -34.0318, lon: 24.9318 }),
        rec({ site_name: 'SUPERTUBES', site_code: 'JB-SB-02', address: 'PEPPER STREET, JEFFREYS BAY', phone: '+27 42 293 1901' }),
        rec({ place_name: 'Supers (J-Bay) — spot forecast', city: 'Jeffreysbaai', lat: -34.03176, lon: 24.93186 }),
      ],
      [
        rec({ name: 'Boneyards', admin_path: 'South Africa / Eastern Cape / Kouga / Jeffreys Bay', lat: -34.0296, lon: 24.9298 }),
        rec({ site_name: 'BONEYARDS', site_code: 'JB-SB-01', address: 'PEPPER STREET, JEFFREYS BAY', phone: '+27 42 293 1901' }),
        rec({ place_name: 'Boneyards (top of the point, above Supers) — spot forecast', city: 'Jeffreys Bay', lat: -34.02964, lon: 24.92978 }),
      ],
      [
        rec({ name: 'Kitchen Windows', admin_path: 'South Africa / Eastern Cape / Kouga / Jeffreys Bay', lat: -34.0452, lon: 24.9291 }),
        rec({ site_name: 'KITCHEN WINDOWS', site_code: 'JB-SB-05', address: 'DA GAMA ROAD, JEFFREYS BAY', phone: '+27 42 293 1901' }),
        rec({ place_name: 'Kitchen Windows (Kitchies), J-Bay — spot forecast', city: 'Jeffreys Bay', lat: -34.04523, lon: 24.92907 }),
      ],
    ],
  },
  {
    // Three cinemas of one chain in one city, two in one district (one booking line).
    kind: 'cinemas of one chain in one city',
    variants: [
      [
        rec({ name: 'Reelhouse Cinemas Ikeja', admin_path: 'Nigeria / Lagos / Ikeja / Alausa', lat: 6.6135, lon: 3.3581 }),
        rec({ site_name: 'REELHOUSE IKEJA', site_code: 'RH-LOS-01', address: 'IKEJA CITY MALL, OBAFEMI AWOLOWO WAY, ALAUSA, IKEJA', phone: '+234 1 700 7335' }),
        rec({ place_name: 'Reelhouse Ikeja (for inside ICM, top floor) — tickets', city: 'Ikeja', lat: 6.61346, lon: 3.35817 }),
      ],
      [
        rec({ name: 'Reelhouse Cinemas Lekki (Circle Mall)', admin_path: 'Nigeria / Lagos / Eti-Osa / Jakande', lat: 6.4353, lon: 3.5412 }),
        rec({ site_name: 'REELHOUSE LEKKI CIRCLE', site_code: 'RH-LOS-03', address: 'CIRCLE MALL, LEKKI-EPE EXPRESSWAY, JAKANDE, LEKKI', phone: '+234 1 700 7335' }),
        rec({ place_name: 'Reelhouse Circle Mall, Osapa/Jakande — tickets', city: 'Lekki', lat: 6.43526, lon: 3.54124 }),
      ],
      [
        rec({ name: 'Reelhouse Cinemas Lekki Phase 1', admin_path: 'Nigeria / Lagos / Eti-Osa / Lekki Phase 1', lat: 6.4478, lon: 3.4725 }),
        rec({ site_name: 'REELHOUSE LEKKI PH1', site_code: 'RH-LOS-04', address: 'ADMIRALTY WAY, LEKKI PHASE 1', phone: '+234 1 700 7335' }),
        rec({ place_name: 'Reelhouse Lekki Phase One, Admiralty Way — tickets', city: 'Lekki', lat: 6.44783, lon: 3.47252 }),
      ],
    ],
  },
  {
    // Three examination centres of one town (schools), one exam council line.
    kind: 'examination centres of one town',
    variants: [
      [
        rec({ name: 'Mfantsipim School', admin_path: 'Ghana / Central / Cape Coast Metropolitan / Kwabotwe', lat: 5.1181, lon: -1.2706 }),
        rec({ site_name: 'MFANTSIPIM SCH (CENTRE 0040101)', site_code: '0040101', address: 'KWABOTWE HILL, CAPE COAST', phone: '+233 302 248 967' }),
        rec({ place_name: 'WASSCE centre: Mfantsipim, Kwabotwe — exam hall B', city: 'Oguaa', lat: 5.11806, lon: -1.27057 }),
      ],
      [
        rec({ name: 'Adisadel College', admin_path: 'Ghana / Central / Cape Coast Metropolitan / Adisadel', lat: 5.1132, lon: -1.2552 }),
        rec({ site_name: 'ADISADEL COLL (CENTRE 0040102)', site_code: '0040102', address: 'ADISADEL HILL, CAPE COAST', phone: '+233 302 248 967' }),
        rec({ place_name: 'WASSCE centre: Adisadel College (Adisco), Cape Coast', city: 'Cape Coast', lat: 5.11325, lon: -1.25524 }),
      ],
      [
        rec({ name: "Wesley Girls' High School", admin_path: 'Ghana / Central / Cape Coast Metropolitan / Kotokuraba', lat: 5.1079, lon: -1.2468 }),
        rec({ site_name: "WESLEY GIRLS' HS (CENTRE 0040105)", site_code: '0040105', address: 'KOTOKURABA, CAPE COAST', phone: '+233 302 248 967' }),
        rec({ place_name: 'Wey Gey Hey exam centre, Cape Coast (Oguaa)', city: 'Cape Coast', lat: 5.10793, lon: -1.24684 }),
      ],
    ],
  },
  {
    // Three dock areas of one distribution centre, two through one gate (one warehouse line).
    kind: 'loading docks of one distribution centre',
    variants: [
      [
        rec({ name: 'DC Venlo-Noord Goods In (docks 1-20)', admin_path: 'Netherlands / Limburg / Venlo / Trade Port Noord', lat: 51.4132, lon: 6.1327 }),
        rec({ site_name: 'VNL-N GOODS IN DOCK 01-20 (GATE A)', site_code: 'VNL-N-GI', address: 'FRANKRIJKSTRAAT 40, 5928 RH VENLO', phone: '+31 77 720 4400' }),
        rec({ place_name: 'Lossen: DC Venlo Noord, poort A, docks 1-20 (booking 88213)', city: 'Venlo', lat: 51.41326, lon: 6.13262 }),
      ],
      [
        rec({ name: 'DC Venlo-Noord Returns Dock (docks 41-44)', admin_path: 'Netherlands / Limburg / Venlo / Trade Port Noord', lat: 51.4124, lon: 6.1343 }),
        rec({ site_name: 'VNL-N RETURNS DOCK 41-44 (GATE A)', site_code: 'VNL-N-RT', address: 'FRANKRIJKSTRAAT 40, 5928 RH VENLO', phone: '+31 77 720 4400' }),
        rec({ place_name: 'Retouren: DC Venlo Noord poort A, docks 41-44', city: 'Venlo', lat: 51.41243, lon: 6.13427 }),
      ],
      [
        rec({ name: 'DC Venlo-Noord Goods Out (docks 21-40)', admin_path: 'Netherlands / Limburg / Venlo / Trade Port Noord', lat: 51.4149, lon: 6.1371 }),
        rec({ site_name: 'VNL-N GOODS OUT DOCK 21-40 (GATE B)', site_code: 'VNL-N-GO', address: 'ITALIËSTRAAT 2, 5928 RL VENLO', phone: '+31 77 720 4400' }),
        rec({ place_name: 'Laden: DC Venlo Noord, poort B (Italiëstraat), docks 21-40', city: 'Venlo', lat: 51.41487, lon: 6.13714 }),
      ],
    ],
  },
];
