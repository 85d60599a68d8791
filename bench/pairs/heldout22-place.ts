// Held-out pair set 22, place (see bench/pairs/heldout22.ts): gates of one university campus, geothermal power plants
// of one field, cocoa warehouses of one port, wine estates of one pass, canal locks of one flight, mountain huts of
// one massif, thermal baths of one city, and beach pavilions of one resort; each as a gazetteer or heritage-map entry
// with an admin path and a point, an operator's asset, security, wine-route, navigation or concession list in caps
// with a site code and a shared line, and a third source (a ride-hailing pick-up label, a Yoruba, Swahili, Twi,
// Afrikaans, French, Italian, German, Hungarian or Dutch name, a map point a few metres off). The University of Lagos
// gates, the Olkaria plants, the Helshoogte estates, the Caen Hill locks, the Mont Blanc huts and the Budapest baths
// are real places written from general knowledge (gate names, lock numbers and coordinates approximate); the Tema
// cocoa warehouses (an invented operator) and the Scheveningen pavilions (invented names) are illustrative at real
// places.
import { type Family, rec } from './heldout1-types.js';

export const PLACE22: readonly Family[] = [
  {
    // Three gates of one university campus (one security control-room line).
    kind: 'gates of one university campus',
    variants: [
      [
        rec({ name: 'University of Lagos Main Gate, Akoka', admin_path: 'Nigeria / Lagos / Lagos Mainland / Akoka', lat: 6.5196, lon: 3.3853 }),
        rec({ site_name: 'UNILAG MAIN GATE (AKOKA RD)', site_code: 'ULSEC-G01', address: 'UNIVERSITY RD, AKOKA, YABA, LAGOS', phone: '+234 1 280 2473' }),
        rec({ place_name: 'Ẹnu-ọ̀nà Àkọ́kọ́ Yunifásítì Èkó (Unilag Main Gate)', city: 'Èkó', lat: 6.51962, lon: 3.38527 }),
      ],
      [
        rec({ name: 'University of Lagos Second Gate (Onike Gate)', admin_path: 'Nigeria / Lagos / Lagos Mainland / Onike', lat: 6.5128, lon: 3.3831 }),
        rec({ site_name: 'UNILAG 2ND GATE ONIKE', site_code: 'ULSEC-G02', address: 'IWAYA RD, ONIKE, YABA, LAGOS', phone: '+234 1 280 2473' }),
        rec({ place_name: 'Unilag 2nd Gate, Onike (pick-up point)', city: 'Yaba', lat: 6.51279, lon: 3.38314 }),
      ],
      [
        rec({ name: 'University of Lagos Abule-Oja Gate', admin_path: 'Nigeria / Lagos / Lagos Mainland / Abule-Oja', lat: 6.5167, lon: 3.3918 }),
        rec({ site_name: 'UNILAG ABULE OJA GATE (STAFF)', site_code: 'ULSEC-G04', address: 'ABULE OJA, YABA, LAGOS', phone: '+234 1 280 2473' }),
        rec({ place_name: 'Ẹnu-ọ̀nà Abúlé-Ọjà, Unilag', city: 'Lagos', lat: 6.51672, lon: 3.39176 }),
      ],
    ],
  },
  {
    // Three geothermal power plants of one steam field (one operator line).
    kind: 'geothermal power plants of one field',
    variants: [
      [
        rec({ name: 'Olkaria I Geothermal Power Station', admin_path: 'Kenya / Nakuru / Naivasha / Olkaria', lat: -0.8896, lon: 36.3055 }),
        rec({ site_name: 'OLKARIA I GPS (UNITS 1-3)', site_code: 'KGN-OLK-01', address: 'OLKARIA, HELL\'S GATE NP, NAIVASHA', phone: '+254 20 366 6000' }),
        rec({ place_name: 'Kituo cha umeme wa jotoardhi Olkaria I', city: 'Naivasha', lat: -0.88962, lon: 36.30548 }),
      ],
      [
        rec({ name: 'Olkaria II Geothermal Power Station', admin_path: 'Kenya / Nakuru / Naivasha / Olkaria', lat: -0.8591, lon: 36.3012 }),
        rec({ site_name: 'OLKARIA II GPS (UNITS 1-3)', site_code: 'KGN-OLK-02', address: 'OLKARIA, HELL\'S GATE NP, NAIVASHA', phone: '+254 20 366 6000' }),
        rec({ place_name: 'Kituo cha umeme wa jotoardhi Olkaria II', city: 'Naivasha', lat: -0.85907, lon: 36.30124 }),
      ],
      [
        rec({ name: 'Olkaria IV Geothermal Power Station', admin_path: 'Kenya / Nakuru / Naivasha / Olkaria', lat: -0.8795, lon: 36.2703 }),
        rec({ site_name: 'OLKARIA IV GPS', site_code: 'KGN-OLK-04', address: 'OLKARIA DOMES, NAIVASHA', phone: '+254 20 366 6000' }),
        rec({ place_name: 'Olkaria 4 geothermal plant', city: 'Naivasha', lat: -0.87952, lon: 36.27031 }),
      ],
    ],
  },
  {
    // Three cocoa warehouses of one port operator, two on one road (one operations line).
    kind: 'cocoa warehouses of one port',
    variants: [
      [
        rec({ name: 'Harbour Cocoa Logistics, Warehouse 3, Tema Port', admin_path: 'Ghana / Greater Accra / Tema Metropolitan / Tema Harbour', lat: 5.6329, lon: 0.0125 }),
        rec({ site_name: 'HCL COCOA WHSE 3 (SHED 3) TEMA PORT', site_code: 'HCL-TMA-W03', address: 'HARBOUR RD, TEMA PORT, GN-0012-4417', phone: '+233 303 202 118' }),
        rec({ place_name: 'Kokoo Dan 3, Tema Hyɛn Gyinabea', city: 'Tema', lat: 5.63288, lon: 0.01251 }),
      ],
      [
        rec({ name: 'Harbour Cocoa Logistics, Warehouse 5, Tema Port', admin_path: 'Ghana / Greater Accra / Tema Metropolitan / Tema Harbour', lat: 5.6341, lon: 0.0141 }),
        rec({ site_name: 'HCL COCOA WHSE 5 (SHED 5) TEMA PORT', site_code: 'HCL-TMA-W05', address: 'HARBOUR RD, TEMA PORT, GN-0012-4433', phone: '+233 303 202 118' }),
        rec({ place_name: 'Kokoo Dan 5, Tema Hyɛn Gyinabea', city: 'Tema', lat: 5.63412, lon: 0.01409 }),
      ],
      [
        rec({ name: 'Harbour Cocoa Logistics, Kpone Inland Warehouse', admin_path: 'Ghana / Greater Accra / Kpone-Katamanso / Kpone', lat: 5.6912, lon: 0.0487 }),
        rec({ site_name: 'HCL COCOA WHSE KPONE (INLAND)', site_code: 'HCL-KPN-W01', address: 'TEMA-AFLAO RD, KPONE, GB-0091-2240', phone: '+233 303 202 118' }),
        rec({ place_name: 'Harbour Cocoa Kpone warehouse', city: 'Kpone', lat: 5.69121, lon: 0.04869 }),
      ],
    ],
  },
  {
    // Three wine estates of one mountain pass (one wine-route office line).
    kind: 'wine estates of one pass',
    variants: [
      [
        rec({ name: 'Tokara Wine Estate, Helshoogte Pass', admin_path: 'South Africa / Western Cape / Cape Winelands / Stellenbosch', lat: -33.9172, lon: 18.9203 }),
        rec({ site_name: 'TOKARA (HELSHOOGTE RD)', site_code: 'SWR-BAN-07', address: 'HELSHOOGTE RD, STELLENBOSCH 7600', phone: '+27 21 886 4310' }),
        rec({ place_name: 'Tokara wynlandgoed, Helshoogtepas', city: 'Stellenbosch', lat: -33.91718, lon: 18.92031 }),
      ],
      [
        rec({ name: 'Delaire Graff Estate, Helshoogte Pass', admin_path: 'South Africa / Western Cape / Cape Winelands / Stellenbosch', lat: -33.9208, lon: 18.9237 }),
        rec({ site_name: 'DELAIRE GRAFF ESTATE (HELSHOOGTE RD)', site_code: 'SWR-BAN-04', address: 'HELSHOOGTE RD, STELLENBOSCH 7600', phone: '+27 21 886 4310' }),
        rec({ place_name: 'Delaire Graff landgoed, Helshoogtepas', city: 'Stellenbosch', lat: -33.92081, lon: 18.92368 }),
      ],
      [
        rec({ name: 'Thelema Mountain Vineyards, Helshoogte Pass', admin_path: 'South Africa / Western Cape / Cape Winelands / Stellenbosch', lat: -33.9131, lon: 18.9288 }),
        rec({ site_name: 'THELEMA MOUNTAIN VINEYARDS', site_code: 'SWR-BAN-11', address: 'HELSHOOGTE RD, STELLENBOSCH 7600', phone: '+27 21 886 4310' }),
        rec({ place_name: 'Thelema wingerde', city: 'Stellenbosch', lat: -33.91307, lon: 18.92884 }),
      ],
    ],
  },
  {
    // Three locks of one flight on one canal (one waterway office line).
    kind: 'canal locks of one flight',
    variants: [
      [
        rec({ name: 'Caen Hill Locks, Lock 41', admin_path: 'United Kingdom / England / Wiltshire / Devizes', lat: 51.3531, lon: -2.0265 }),
        rec({ site_name: 'K&A CANAL LOCK 41 (CAEN HILL)', site_code: 'KA-LK-041', address: 'CAEN HILL, DEVIZES SN10 1QR', phone: '+44 303 040 4040' }),
        rec({ place_name: 'Lock 41, Caen Hill flight (Kennet & Avon)', city: 'Devizes', lat: 51.35312, lon: -2.02648 }),
      ],
      [
        rec({ name: 'Caen Hill Locks, Lock 42', admin_path: 'United Kingdom / England / Wiltshire / Devizes', lat: 51.3529, lon: -2.0282 }),
        rec({ site_name: 'K&A CANAL LOCK 42 (CAEN HILL)', site_code: 'KA-LK-042', address: 'CAEN HILL, DEVIZES SN10 1QR', phone: '+44 303 040 4040' }),
        rec({ place_name: 'Lock 42, Caen Hill flight (Kennet & Avon)', city: 'Devizes', lat: 51.35288, lon: -2.02817 }),
      ],
      [
        rec({ name: 'Kennet Lock (Lock 50), Devizes Wharf', admin_path: 'United Kingdom / England / Wiltshire / Devizes', lat: 51.3549, lon: -1.9963 }),
        rec({ site_name: 'K&A CANAL LOCK 50 KENNET LOCK', site_code: 'KA-LK-050', address: 'COMMERCIAL RD, DEVIZES SN10 1EB', phone: '+44 303 040 4040' }),
        rec({ place_name: 'Kennet Lock, Devizes', city: 'Devizes', lat: 51.35489, lon: -1.99631 }),
      ],
    ],
  },
  {
    // Three mountain huts of one massif, two on one route (one guides' office line).
    kind: 'mountain huts of one massif',
    variants: [
      [
        rec({ name: 'Refuge du Goûter', admin_path: 'France / Auvergne-Rhône-Alpes / Haute-Savoie / Saint-Gervais-les-Bains', lat: 45.8507, lon: 6.8325 }),
        rec({ site_name: 'REFUGE DU GOUTER (3835 M)', site_code: 'FFCAM-74-GOU', address: 'AIGUILLE DU GOUTER, 74170 ST-GERVAIS', phone: '+33 4 50 53 00 88' }),
        rec({ place_name: 'Rifugio del Goûter (Monte Bianco)', city: 'Saint-Gervais', lat: 45.85071, lon: 6.83248 }),
      ],
      [
        rec({ name: 'Refuge de Tête Rousse', admin_path: 'France / Auvergne-Rhône-Alpes / Haute-Savoie / Saint-Gervais-les-Bains', lat: 45.8567, lon: 6.8204 }),
        rec({ site_name: 'REFUGE DE TETE ROUSSE (3167 M)', site_code: 'FFCAM-74-TRO', address: 'GLACIER DE TETE ROUSSE, 74170 ST-GERVAIS', phone: '+33 4 50 53 00 88' }),
        rec({ place_name: 'Tête-Rousse-Hütte', city: 'Saint-Gervais-les-Bains', lat: 45.85672, lon: 6.82038 }),
      ],
      [
        rec({ name: 'Refuge des Cosmiques', admin_path: 'France / Auvergne-Rhône-Alpes / Haute-Savoie / Chamonix-Mont-Blanc', lat: 45.8720, lon: 6.8879 }),
        rec({ site_name: 'REFUGE DES COSMIQUES (3613 M)', site_code: 'PRIV-74-COS', address: 'COL DU MIDI, 74400 CHAMONIX', phone: '+33 4 50 53 00 88' }),
        rec({ place_name: 'Cosmiques hut (Col du Midi)', city: 'Chamonix', lat: 45.87198, lon: 6.88792 }),
      ],
    ],
  },
  {
    // Three thermal baths of one city, two below one hill (one spa company line).
    kind: 'thermal baths of one city',
    variants: [
      [
        rec({ name: 'Gellért Gyógyfürdő', admin_path: 'Magyarország / Budapest / XI. kerület', lat: 47.4838, lon: 19.0519 }),
        rec({ site_name: 'GELLERT GYOGYFURDO ES USZODA', site_code: 'BGYH-02', address: 'KELENHEGYI UT 4, 1118 BUDAPEST', phone: '+36 1 466 6166' }),
        rec({ place_name: 'Gellért Thermal Bath', city: 'Budapest', lat: 47.48382, lon: 19.05188 }),
      ],
      [
        rec({ name: 'Rudas Gyógyfürdő', admin_path: 'Magyarország / Budapest / I. kerület', lat: 47.4891, lon: 19.0473 }),
        rec({ site_name: 'RUDAS GYOGYFURDO ES USZODA', site_code: 'BGYH-05', address: 'DOBRENTEI TER 9, 1013 BUDAPEST', phone: '+36 1 466 6166' }),
        rec({ place_name: 'Rudas-Heilbad', city: 'Budapest', lat: 47.48913, lon: 19.04731 }),
      ],
      [
        rec({ name: 'Széchenyi Gyógyfürdő', admin_path: 'Magyarország / Budapest / XIV. kerület', lat: 47.5187, lon: 19.0818 }),
        rec({ site_name: 'SZECHENYI GYOGYFURDO ES USZODA', site_code: 'BGYH-01', address: 'ALLATKERTI KRT 9-11, 1146 BUDAPEST', phone: '+36 1 466 6166' }),
        rec({ place_name: 'Széchenyi Thermal Bath (City Park)', city: 'Budapest', lat: 47.51871, lon: 19.08182 }),
      ],
    ],
  },
  {
    // Three beach pavilions of one resort, two of one owner side by side (one beach concession line).
    kind: 'beach pavilions of one resort',
    variants: [
      [
        rec({ name: 'Strandpaviljoen Het Zeepaard', admin_path: 'Nederland / Zuid-Holland / Den Haag / Scheveningen', lat: 52.1118, lon: 4.2787 }),
        rec({ site_name: 'STRANDPAV HET ZEEPAARD (VAK 12)', site_code: 'SCH-STR-12', address: 'STRANDWEG 12, 2586 JW DEN HAAG', phone: '+31 70 353 2870' }),
        rec({ place_name: 'Het Zeepaard beach club, Scheveningen', city: 'The Hague', lat: 52.11182, lon: 4.27871 }),
      ],
      [
        rec({ name: 'Strandpaviljoen Zeepaard Noord', admin_path: 'Nederland / Zuid-Holland / Den Haag / Scheveningen', lat: 52.1131, lon: 4.2802 }),
        rec({ site_name: 'STRANDPAV ZEEPAARD NOORD (VAK 13)', site_code: 'SCH-STR-13', address: 'STRANDWEG 13, 2586 JW DEN HAAG', phone: '+31 70 353 2870' }),
        rec({ place_name: 'Zeepaard Noord beach pavilion, Scheveningen', city: 'Den Haag', lat: 52.11309, lon: 4.28022 }),
      ],
      [
        rec({ name: 'Strandpaviljoen De Duinroos', admin_path: 'Nederland / Zuid-Holland / Den Haag / Scheveningen', lat: 52.1063, lon: 4.2691 }),
        rec({ site_name: 'STRANDPAV DE DUINROOS (VAK 6)', site_code: 'SCH-STR-06', address: 'STRANDWEG 6, 2586 JK DEN HAAG', phone: '+31 70 353 2870' }),
        rec({ place_name: 'De Duinroos beach club', city: 'Scheveningen', lat: 52.10631, lon: 4.26912 }),
      ],
    ],
  },
];
