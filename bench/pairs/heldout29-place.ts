// Held-out pair set 29, place (see bench/pairs/heldout29.ts): horse troughs of one market town, stepping stones of
// one river, sluices of one canal, wayside shrines of one valley, communal standpipes of one settlement, motor parks
// of one city, durbar grounds of one traditional area, and whale-watching lookouts of one cliff path; each as a
// gazetteer or map entry with an admin path and a point, a council's, water board's, parish's, water company's,
// transport union's, traditional council's or municipality's asset list in caps with a site code and a shared line,
// and a third source (a civic society's heritage trail, a ramblers' group walk report, a boating forum post, a
// pilgrims' route booklet, a water committee's WhatsApp, a bus conductor's call, a festival programme, a tour
// guide's script; Dutch, German, Swahili, Pidgin, Yoruba, Twi, Afrikaans or Welsh wording; a point a few metres off).
// The troughs of Tenbury Wells, the Wharfe stepping stones, the Dokkumer Ee sluices, the Ötztal shrines, the Kibera
// standpipes, the Ibadan motor parks, the Akuapem durbar grounds and the Hermanus lookouts are invented at real
// places. Site codes and phones are fictional; coordinates are approximate.
import { type Family, rec } from './heldout1-types.js';

export const PLACE29: readonly Family[] = [
  {
    // Three Victorian horse troughs of one market town, two on one street (one town council line).
    kind: 'horse troughs of one market town',
    variants: [
      [
        rec({ name: 'Horse trough, Teme Street, Tenbury Wells (by the bridge)', admin_path: 'England / Worcestershire / Malvern Hills / Tenbury', lat: 52.3098, lon: -2.5954 }),
        rec({ site_name: 'HORSE TROUGH TEME ST (BRIDGE END) - PLANTED', site_code: 'TTC-HT-01', address: 'TEME ST, TENBURY WELLS WR15 8AE', phone: '+44 1584 555 210' }),
        rec({ place_name: 'Civic society heritage trail stop 3: granite horse trough at the bridge end of Teme Street', city: 'Tenbury Wells', lat: 52.30984, lon: -2.59536 }),
      ],
      [
        rec({ name: 'Horse trough, Teme Street, Tenbury Wells (Pump Rooms end)', admin_path: 'England / Worcestershire / Malvern Hills / Tenbury', lat: 52.3112, lon: -2.5932 }),
        rec({ site_name: 'HORSE TROUGH TEME ST (PUMP RMS END)', site_code: 'TTC-HT-02', address: 'TEME ST, TENBURY WELLS WR15 8BA', phone: '+44 1584 555 210' }),
        rec({ place_name: 'Heritage trail stop 5: the second Teme Street trough, opposite the Pump Rooms', city: 'Tenbury', lat: 52.31117, lon: -2.59323 }),
      ],
      [
        rec({ name: 'Horse trough, Market Square, Tenbury Wells', admin_path: 'England / Worcestershire / Malvern Hills / Tenbury', lat: 52.3106, lon: -2.5971 }),
        rec({ site_name: 'HORSE TROUGH MKT SQ (BY ROUND MKT)', site_code: 'TTC-HT-03', address: 'MARKET SQ, TENBURY WELLS WR15 8BL', phone: '+44 1584 555 210' }),
        rec({ place_name: 'Cafn dŵr ceffylau, Sgwâr y Farchnad, Tenbury — heritage trail stop 1', city: 'Tenbury Wells', lat: 52.31062, lon: -2.59704 }),
      ],
    ],
  },
  {
    // Three sets of stepping stones over one river, two at one hamlet a few hundred metres apart (one park line).
    kind: 'stepping stones of one river',
    variants: [
      [
        rec({ name: 'Stepping stones, River Wharfe, Burnsall (below the church)', admin_path: 'England / North Yorkshire / Craven / Burnsall', lat: 54.0479, lon: -1.9511 }),
        rec({ site_name: 'STEPPING STONES R WHARFE BURNSALL CHURCH', site_code: 'YDNP-SS-W04', address: 'BURNSALL, SKIPTON BD23 6BP', phone: '+44 1756 555 300' }),
        rec({ place_name: 'Ramblers walk report: crossed the Wharfe on the stepping stones under Burnsall church, river low', city: 'Burnsall', lat: 54.04793, lon: -1.95108 }),
      ],
      [
        rec({ name: 'Stepping stones, River Wharfe, Burnsall (Woodhouse)', admin_path: 'England / North Yorkshire / Craven / Burnsall', lat: 54.0512, lon: -1.9564 }),
        rec({ site_name: 'STEPPING STONES R WHARFE WOODHOUSE (UPSTREAM)', site_code: 'YDNP-SS-W05', address: 'NR WOODHOUSE FM, BURNSALL BD23 6BU', phone: '+44 1756 555 300' }),
        rec({ place_name: 'Trittsteine über die Wharfe bei Woodhouse, oberhalb Burnsall — Wanderbericht', city: 'Burnsall', lat: 54.05117, lon: -1.95645 }),
      ],
      [
        rec({ name: 'Stepping stones, River Wharfe, Hebden (Hebden Suspension Bridge)', admin_path: 'England / North Yorkshire / Craven / Hebden', lat: 54.0561, lon: -1.9650 }),
        rec({ site_name: 'STEPPING STONES R WHARFE HEBDEN (BY SUSP BR)', site_code: 'YDNP-SS-W06', address: 'HEBDEN, SKIPTON BD23 5DX', phone: '+44 1756 555 300' }),
        rec({ place_name: 'Ramblers walk report: Hebden stepping stones next to the suspension bridge, two stones under water', city: 'Hebden', lat: 54.05606, lon: -1.96497 }),
      ],
    ],
  },
  {
    // Three sluices of one canal, two at one lock complex (one water board line).
    kind: 'sluices of one canal',
    variants: [
      [
        rec({ name: 'Spuisluis Dokkumer Ee, Burdaard (oost)', admin_path: 'Netherlands / Friesland / Noardeast-Fryslân / Burdaard', lat: 53.2953, lon: 5.8801 }),
        rec({ site_name: 'SPUI DOKKUMER EE BURDAARD O', site_code: 'WF-SP-DE-11', address: 'SKEANSERWEI, 9111 BURDAARD', phone: '+31 58 555 2211' }),
        rec({ place_name: 'Boating forum: the east sluice at Burdaard on the Dokkumer Ee, keep clear when it runs', city: 'Burdaard', lat: 53.29534, lon: 5.88013 }),
      ],
      [
        rec({ name: 'Spuisluis Dokkumer Ee, Burdaard (west)', admin_path: 'Netherlands / Friesland / Noardeast-Fryslân / Burdaard', lat: 53.2950, lon: 5.8788 }),
        rec({ site_name: 'SPUI DOKKUMER EE BURDAARD W', site_code: 'WF-SP-DE-12', address: 'SKEANSERWEI, 9111 BURDAARD', phone: '+31 58 555 2211' }),
        rec({ place_name: 'Westelijke spuisluis Burdaard (Dokkumer Ee) — vaarforum', city: 'Burdaard', lat: 53.29502, lon: 5.87884 }),
      ],
      [
        rec({ name: 'Spuisluis Dokkumer Ee, Birdaard-Wânswert', admin_path: 'Netherlands / Friesland / Noardeast-Fryslân / Wânswert', lat: 53.2741, lon: 5.8634 }),
        rec({ site_name: 'SPUI DOKKUMER EE WANSWERT', site_code: 'WF-SP-DE-14', address: 'WANSWERTERWEI, 9113 WANSWERT', phone: '+31 58 555 2211' }),
        rec({ place_name: 'Boating forum: sluice at Wânswert on the Dokkumer Ee, south of Burdaard', city: 'Wanswert', lat: 53.27412, lon: 5.86339 }),
      ],
    ],
  },
  {
    // Three wayside shrines of one valley road, two at one hamlet on opposite sides of the road (one parish line).
    kind: 'wayside shrines of one valley',
    variants: [
      [
        rec({ name: 'Wegkapelle (Bildstock) Huben, Ötztaler Straße, talseitig', admin_path: 'Austria / Tirol / Imst / Längenfeld', lat: 47.0287, lon: 10.9668 }),
        rec({ site_name: 'BILDSTOCK HUBEN B186 TALSEITIG', site_code: 'PF-LF-BS-07', address: 'ÖTZTALER STRASSE, 6444 HUBEN', phone: '+43 5253 555 120' }),
        rec({ place_name: 'Pilgrims’ route booklet: shrine at Huben on the river side of the B186, fresh flowers', city: 'Huben', lat: 47.02874, lon: 10.96677 }),
      ],
      [
        rec({ name: 'Wegkapelle (Bildstock) Huben, Ötztaler Straße, bergseitig', admin_path: 'Austria / Tirol / Imst / Längenfeld', lat: 47.0290, lon: 10.9675 }),
        rec({ site_name: 'BILDSTOCK HUBEN B186 BERGSEITIG', site_code: 'PF-LF-BS-08', address: 'ÖTZTALER STRASSE, 6444 HUBEN', phone: '+43 5253 555 120' }),
        rec({ place_name: 'Marterl in Huben, Bergseite der Ötztaler Straße — Pilgerweg-Heft', city: 'Huben', lat: 47.02903, lon: 10.96748 }),
      ],
      [
        rec({ name: 'Wegkapelle (Bildstock) Unterried, Längenfeld', admin_path: 'Austria / Tirol / Imst / Längenfeld', lat: 47.0541, lon: 10.9702 }),
        rec({ site_name: 'BILDSTOCK UNTERRIED', site_code: 'PF-LF-BS-03', address: 'UNTERRIED, 6444 LÄNGENFELD', phone: '+43 5253 555 120' }),
        rec({ place_name: 'Pilgrims’ route booklet: small shrine at Unterried before Längenfeld', city: 'Laengenfeld', lat: 47.05413, lon: 10.97016 }),
      ],
    ],
  },
  {
    // Three communal standpipes of one settlement, two at one junction (one water company line).
    kind: 'communal standpipes of one settlement',
    variants: [
      [
        rec({ name: 'Communal water point, Kibera Laini Saba, Toi Market junction (north tap)', admin_path: 'Kenya / Nairobi / Kibra / Laini Saba', lat: -1.3106, lon: 36.7851 }),
        rec({ site_name: 'WATER KIOSK LAINI SABA TOI JCT N', site_code: 'NCWSC-WK-KB-031', address: 'TOI MARKET RD, LAINI SABA, KIBRA', phone: '+254 20 555 6600' }),
        rec({ place_name: 'Water committee WhatsApp: bomba ya kaskazini pale Toi junction imerudi, maji yanatoka', city: 'Nairobi', lat: -1.31062, lon: 36.78507 }),
      ],
      [
        rec({ name: 'Communal water point, Kibera Laini Saba, Toi Market junction (south tap)', admin_path: 'Kenya / Nairobi / Kibra / Laini Saba', lat: -1.3110, lon: 36.7849 }),
        rec({ site_name: 'WATER KIOSK LAINI SABA TOI JCT S', site_code: 'NCWSC-WK-KB-032', address: 'TOI MARKET RD, LAINI SABA, KIBRA', phone: '+254 20 555 6600' }),
        rec({ place_name: 'Bomba ya kusini Toi junction, Laini Saba — water committee WhatsApp', city: 'Kibera', lat: -1.31098, lon: 36.78493 }),
      ],
      [
        rec({ name: 'Communal water point, Kibera Soweto East, Kambi Muru', admin_path: 'Kenya / Nairobi / Kibra / Soweto East', lat: -1.3142, lon: 36.7962 }),
        rec({ site_name: 'WATER KIOSK SOWETO EAST KAMBI MURU', site_code: 'NCWSC-WK-KB-047', address: 'KAMBI MURU, SOWETO EAST, KIBRA', phone: '+254 20 555 6600' }),
        rec({ place_name: 'Water committee WhatsApp: tap ya Kambi Muru, Soweto East, foleni ni ndefu', city: 'Nairobi', lat: -1.31418, lon: 36.79624 }),
      ],
    ],
  },
  {
    // Three motor parks of one city, two on one expressway interchange (one transport union line).
    kind: 'motor parks of one city',
    variants: [
      [
        rec({ name: 'Iwo Road Motor Park (Lagos-bound side), Ibadan', admin_path: 'Nigeria / Oyo / Ibadan North-East / Iwo Road', lat: 7.4058, lon: 3.9357 }),
        rec({ site_name: 'MOTOR PARK IWO RD LAGOS-BOUND', site_code: 'NURTW-OY-IB-011', address: 'IWO RD INTERCHANGE, IBADAN', phone: '+234 802 555 1177' }),
        rec({ place_name: 'Conductor call: "Iwo Road park, Lagos side! Ojota, Berger, enter!"', city: 'Ibadan', lat: 7.40583, lon: 3.93566 }),
      ],
      [
        rec({ name: 'Iwo Road Motor Park (Ife/Osogbo-bound side), Ibadan', admin_path: 'Nigeria / Oyo / Ibadan North-East / Iwo Road', lat: 7.4071, lon: 3.9379 }),
        rec({ site_name: 'MOTOR PARK IWO RD IFE/OSOGBO-BOUND', site_code: 'NURTW-OY-IB-012', address: 'IWO RD INTERCHANGE, IBADAN', phone: '+234 802 555 1177' }),
        rec({ place_name: 'Ibùdókọ̀ Iwo Road, ẹ̀gbẹ́ Ifẹ̀/Òṣogbo — conductor call', city: 'Ibadan', lat: 7.40707, lon: 3.93793 }),
      ],
      [
        rec({ name: 'Challenge Motor Park, Ibadan', admin_path: 'Nigeria / Oyo / Ibadan South-West / Challenge', lat: 7.3525, lon: 3.8794 }),
        rec({ site_name: 'MOTOR PARK CHALLENGE (OGBOMOSO/ILORIN LOADING)', site_code: 'NURTW-OY-IB-020', address: 'RING RD, CHALLENGE, IBADAN', phone: '+234 802 555 1177' }),
        rec({ place_name: 'Conductor call: "Challenge park! Ilorin, Ogbomoso, one chance remain!"', city: 'Ibadan', lat: 7.35247, lon: 3.87944 }),
      ],
    ],
  },
  {
    // Three durbar grounds of one traditional area, two in one town (one traditional council line).
    kind: 'durbar grounds of one traditional area',
    variants: [
      [
        rec({ name: 'Durbar Ground, Akropong-Akuapem (Odwira grounds, palace side)', admin_path: 'Ghana / Eastern / Akuapem North / Akropong', lat: 5.9748, lon: -0.0876 }),
        rec({ site_name: 'DURBAR GRD AKROPONG PALACE SIDE', site_code: 'ATC-DG-01', address: 'PALACE RD, AKROPONG-AKUAPEM', phone: '+233 30 555 4420' }),
        rec({ place_name: 'Odwira festival programme: grand durbar at the Akropong palace durbar grounds, 2 pm', city: 'Akropong', lat: 5.97483, lon: -0.08762 }),
      ],
      [
        rec({ name: 'Durbar Ground, Akropong-Akuapem (Presby school park)', admin_path: 'Ghana / Eastern / Akuapem North / Akropong', lat: 5.9712, lon: -0.0851 }),
        rec({ site_name: 'DURBAR GRD AKROPONG PRESBY PARK', site_code: 'ATC-DG-02', address: 'SCHOOL RD, AKROPONG-AKUAPEM', phone: '+233 30 555 4420' }),
        rec({ place_name: 'Durbar wɔ Presby sukuu agoprama so, Akropong — festival programme', city: 'Akropong-Akuapem', lat: 5.97118, lon: -0.08508 }),
      ],
      [
        rec({ name: 'Durbar Ground, Larteh-Akuapem', admin_path: 'Ghana / Eastern / Akuapem North / Larteh', lat: 5.9379, lon: -0.0729 }),
        rec({ site_name: 'DURBAR GRD LARTEH', site_code: 'ATC-DG-05', address: 'MAIN ST, LARTEH', phone: '+233 30 555 4420' }),
        rec({ place_name: 'Festival programme: Ohum durbar at the Larteh durbar grounds', city: 'Larteh', lat: 5.93792, lon: -0.07288 }),
      ],
    ],
  },
  {
    // Three whale-watching lookouts of one cliff path, two at one point (one municipal line).
    kind: 'whale-watching lookouts of one cliff path',
    variants: [
      [
        rec({ name: 'Whale lookout, Gearing’s Point (upper), Hermanus Cliff Path', admin_path: 'South Africa / Western Cape / Overstrand / Hermanus', lat: -34.4216, lon: 19.2445 }),
        rec({ site_name: 'WHALE LOOKOUT GEARINGS PT UPPER', site_code: 'OVS-WL-07', address: 'MARINE DR, HERMANUS 7200', phone: '+27 28 555 8100' }),
        rec({ place_name: 'Tour guide script: upper deck at Gearing’s Point, best view of the southern rights', city: 'Hermanus', lat: -34.42163, lon: 19.24452 }),
      ],
      [
        rec({ name: 'Whale lookout, Gearing’s Point (lower rocks), Hermanus Cliff Path', admin_path: 'South Africa / Western Cape / Overstrand / Hermanus', lat: -34.4221, lon: 19.2451 }),
        rec({ site_name: 'WHALE LOOKOUT GEARINGS PT LOWER', site_code: 'OVS-WL-08', address: 'MARINE DR, HERMANUS 7200', phone: '+27 28 555 8100' }),
        rec({ place_name: 'Walvisuitkykpunt Gearing’s Point, onderste rotse — toergids', city: 'Hermanus', lat: -34.42207, lon: 19.24513 }),
      ],
      [
        rec({ name: 'Whale lookout, Kwaaiwater, Hermanus Cliff Path', admin_path: 'South Africa / Western Cape / Overstrand / Hermanus', lat: -34.4198, lon: 19.2760 }),
        rec({ site_name: 'WHALE LOOKOUT KWAAIWATER', site_code: 'OVS-WL-15', address: 'CLIFF PATH, KWAAIWATER, HERMANUS', phone: '+27 28 555 8100' }),
        rec({ place_name: 'Tour guide script: Kwaaiwater lookout at the eastern end of the cliff path', city: 'Hermanus', lat: -34.41982, lon: 19.27601 }),
      ],
    ],
  },
];
