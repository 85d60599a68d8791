// Held-out pair set 10, place (see bench/pairs/heldout10.ts): campsites of one lake shore, bridges of one lagoon,
// waterfalls of one country's tourism register, castles and forts of one coast, fuel depots of one pipeline company,
// cemeteries of one city, council car parks of one town, and mountain passes of one province; each as a guide's or
// map's full name, a register's caps line with a site code, and an OSM-style or other-language name (Swahili,
// Afrikaans, Portuguese, Dutch). Real places are written from general knowledge; phones, site codes and coordinates
// are illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE10: readonly Family[] = [
  {
    // Three campsites on the south shore of Lake Naivasha, a few kilometres apart.
    kind: 'campsites of one lake shore',
    variants: [
      [
        rec({ name: 'Fisherman\'s Camp, Moi South Lake Road, Naivasha', address: 'Moi South Lake Road, Naivasha', admin_path: 'Nakuru County / Naivasha', phone: '0726 870 590', lat: -0.8293, lon: 36.3413 }),
        rec({ site_name: 'FISHERMANS CAMP NAIVASHA (CAMPSITE)', site_code: 'KTB-NKR-CS-014', address: 'SOUTH LAKE RD, NAIVASHA' }),
        rec({ place_name: 'Kambi ya Fisherman\'s, Ziwa Naivasha', phone: '+254726870590', lat: -0.82934, lon: 36.34127 }),
      ],
      [
        rec({ name: 'Camp Carnelley\'s, Moi South Lake Road, Naivasha', address: 'Moi South Lake Road, Naivasha', admin_path: 'Nakuru County / Naivasha', phone: '0722 260 749', lat: -0.8362, lon: 36.3247 }),
        rec({ site_name: 'CARNELLEYS CAMP NAIVASHA (CAMPSITE)', site_code: 'KTB-NKR-CS-009', address: 'SOUTH LAKE RD, NAIVASHA' }),
        rec({ place_name: 'Kambi ya Carnelley\'s, Ziwa Naivasha', phone: '+254722260749', lat: -0.83618, lon: 36.32474 }),
      ],
      [
        rec({ name: 'Crayfish Camp, Moi South Lake Road, Naivasha', address: 'Moi South Lake Road, Kongoni, Naivasha', admin_path: 'Nakuru County / Naivasha', phone: '0722 700 444', lat: -0.7876, lon: 36.4021 }),
        rec({ site_name: 'CRAYFISH CAMP NAIVASHA (CAMPSITE)', site_code: 'KTB-NKR-CS-021', address: 'SOUTH LAKE RD, NAIVASHA' }),
        rec({ place_name: 'Kambi ya Crayfish, Ziwa Naivasha', phone: '+254722700444', lat: -0.78763, lon: 36.40205 }),
      ],
    ],
  },
  {
    // Three bridges over the Lagos Lagoon between the mainland and Lagos Island.
    kind: 'bridges of one lagoon',
    variants: [
      [
        rec({ name: 'Third Mainland Bridge, Lagos', address: 'Third Mainland Bridge, Oworonshoki to Adeniji Adele', city: 'Lagos', lat: 6.5038, lon: 3.4011 }),
        rec({ site_name: 'THIRD MAINLAND BRIDGE (3MB)', site_code: 'FMW-LAG-BR-003', address: 'LAGOS LAGOON, LAGOS STATE' }),
        rec({ place_name: 'Afárá Third Mainland (Third Mainland Bridge)', city: 'Èkó', lat: 6.50385, lon: 3.40107 }),
      ],
      [
        rec({ name: 'Carter Bridge, Lagos', address: 'Carter Bridge, Ebute Metta to Idumota', city: 'Lagos', lat: 6.4663, lon: 3.3850 }),
        rec({ site_name: 'CARTER BRIDGE', site_code: 'FMW-LAG-BR-001', address: 'IDUMOTA, LAGOS ISLAND' }),
        rec({ place_name: 'Afárá Carter (Carter Bridge)', city: 'Èkó', lat: 6.46628, lon: 3.38503 }),
      ],
      [
        rec({ name: 'Eko Bridge, Lagos', address: 'Eko Bridge, Ijora to Apongbon', city: 'Lagos', lat: 6.4590, lon: 3.3820 }),
        rec({ site_name: 'EKO BRIDGE', site_code: 'FMW-LAG-BR-002', address: 'APONGBON, LAGOS ISLAND' }),
        rec({ place_name: 'Afárá Èkó (Eko Bridge)', city: 'Èkó', lat: 6.45897, lon: 3.38204 }),
      ],
    ],
  },
  {
    // Three waterfalls on Ghana's tourism register, in three regions.
    kind: 'waterfalls of one tourism register',
    variants: [
      [
        rec({ name: 'Wli Waterfalls, Agumatsa Wildlife Sanctuary, Hohoe', address: 'Wli Afegame, Hohoe Municipal', admin_path: 'Volta / Hohoe', phone: '024 421 0570', lat: 7.1234, lon: 0.5929 }),
        rec({ site_name: 'WLI FALLS (AGUMATSA) - VR', site_code: 'GTA-VR-WF-01', address: 'WLI AFEGAME, HOHOE' }),
        rec({ place_name: 'Wli Falls', phone: '+233244210570', lat: 7.12346, lon: 0.59287 }),
      ],
      [
        rec({ name: 'Tagbo Falls, Liati Wote, near Mount Afadjato', address: 'Liati Wote, Afadzato South District', admin_path: 'Volta / Afadzato South', phone: '020 811 4732', lat: 6.9546, lon: 0.6091 }),
        rec({ site_name: 'TAGBO FALLS (LIATI WOTE) - VR', site_code: 'GTA-VR-WF-02', address: 'LIATI WOTE, AFADJATO' }),
        rec({ place_name: 'Tagbo Falls', phone: '+233208114732', lat: 6.95457, lon: 0.60913 }),
      ],
      [
        rec({ name: 'Boti Falls, Yilo Krobo, near Koforidua', address: 'Boti, Yilo Krobo Municipal', admin_path: 'Eastern / Yilo Krobo', phone: '054 377 2190', lat: 6.1924, lon: -0.2178 }),
        rec({ site_name: 'BOTI FALLS - ER', site_code: 'GTA-ER-WF-01', address: 'BOTI, YILO KROBO' }),
        rec({ place_name: 'Boti Falls', phone: '+233543772190', lat: 6.19243, lon: -0.21781 }),
      ],
    ],
  },
  {
    // Two castles and a fort of Ghana's Central Region coast; the fort stands on the hill facing one castle.
    kind: 'castles and forts of one coast',
    variants: [
      [
        rec({ name: 'Elmina Castle (St George\'s Castle), Elmina', address: 'Castle Road, Elmina', admin_path: 'Central / KEEA', phone: '033 213 3201', lat: 5.0826, lon: -1.3486 }),
        rec({ site_name: 'ELMINA CASTLE - GMMB', site_code: 'GMMB-CR-02', address: 'ELMINA, CENTRAL REGION' }),
        rec({ place_name: 'Castelo de São Jorge da Mina', phone: '+233332133201', lat: 5.08263, lon: -1.34857 }),
      ],
      [
        rec({ name: 'Fort St. Jago (Fort Coenraadsburg), Elmina', address: 'St Jago Hill, Elmina', admin_path: 'Central / KEEA', phone: '033 213 3201', lat: 5.0856, lon: -1.3521 }),
        rec({ site_name: 'FORT ST JAGO - GMMB', site_code: 'GMMB-CR-03', address: 'ST JAGO HILL, ELMINA' }),
        rec({ place_name: 'Fort Coenraadsburg (Fort São Tiago da Mina)', phone: '+233332133201', lat: 5.08557, lon: -1.35214 }),
      ],
      [
        rec({ name: 'Cape Coast Castle, Cape Coast', address: 'Victoria Road, Cape Coast', admin_path: 'Central / Cape Coast Metropolitan', phone: '033 213 2529', lat: 5.1035, lon: -1.2413 }),
        rec({ site_name: 'CAPE COAST CASTLE - GMMB', site_code: 'GMMB-CR-01', address: 'CAPE COAST, CENTRAL REGION' }),
        rec({ place_name: 'Carolusborg (Cape Coast Castle)', phone: '+233332132529', lat: 5.10352, lon: -1.24128 }),
      ],
    ],
  },
  {
    // Three fuel depots of one pipeline company in three towns of western Kenya and the Rift Valley.
    kind: 'fuel depots of one pipeline company',
    variants: [
      [
        rec({ name: 'KPC Depot 5, Nakuru (Kenya Pipeline Company Nakuru Depot)', address: 'Off Nairobi-Nakuru Highway, Lanet, Nakuru', admin_path: 'Nakuru County / Nakuru East', phone: '051 221 0381', lat: -0.2998, lon: 36.1312 }),
        rec({ site_name: 'KPC NAKURU DEPOT (PS DEPOT 5)', site_code: 'KPC-DEP-05', address: 'LANET, NAKURU' }),
        rec({ place_name: 'Bohari ya mafuta ya KPC Nakuru', phone: '+254512210381', lat: -0.29984, lon: 36.13118 }),
      ],
      [
        rec({ name: 'KPC Depot 7, Eldoret (Kenya Pipeline Company Eldoret Depot)', address: 'Eldoret-Kitale Road, Kipkaren, Eldoret', admin_path: 'Uasin Gishu County / Turbo', phone: '053 206 1457', lat: 0.5513, lon: 35.2560 }),
        rec({ site_name: 'KPC ELDORET DEPOT (PS DEPOT 7)', site_code: 'KPC-DEP-07', address: 'KIPKAREN, ELDORET' }),
        rec({ place_name: 'Bohari ya mafuta ya KPC Eldoret', phone: '+254532061457', lat: 0.55132, lon: 35.25603 }),
      ],
      [
        rec({ name: 'KPC Depot 8, Kisumu (Kenya Pipeline Company Kisumu Depot)', address: 'Obote Road, Kisumu Port, Kisumu', admin_path: 'Kisumu County / Kisumu Central', phone: '057 202 3905', lat: -0.0997, lon: 34.7518 }),
        rec({ site_name: 'KPC KISUMU DEPOT (PS DEPOT 8)', site_code: 'KPC-DEP-08', address: 'KISUMU PORT, KISUMU' }),
        rec({ place_name: 'Bohari ya mafuta ya KPC Kisumu', phone: '+254572023905', lat: -0.09973, lon: 34.75183 }),
      ],
    ],
  },
  {
    // Three cemeteries of Nairobi, in three parts of the city.
    kind: 'cemeteries of one city',
    variants: [
      [
        rec({ name: 'Lang\'ata Cemetery, Lang\'ata Road, Nairobi', address: 'Lang\'ata Road, opposite Nyayo Highrise', city: 'Nairobi', lat: -1.3286, lon: 36.7836 }),
        rec({ site_name: 'LANGATA CEMETERY (NCC)', site_code: 'NCC-CEM-01', address: 'LANGATA RD, NAIROBI' }),
        rec({ place_name: 'Makaburi ya Lang\'ata', city: 'Nairobi', lat: -1.32864, lon: 36.78357 }),
      ],
      [
        rec({ name: 'Kariokor Cemetery, Racecourse Road, Nairobi', address: 'Racecourse Road, Kariokor', city: 'Nairobi', lat: -1.2781, lon: 36.8369 }),
        rec({ site_name: 'KARIOKOR CEMETERY (NCC)', site_code: 'NCC-CEM-03', address: 'RACECOURSE RD, KARIOKOR' }),
        rec({ place_name: 'Makaburi ya Kariokor', city: 'Nairobi', lat: -1.27812, lon: 36.83687 }),
      ],
      [
        rec({ name: 'Nairobi War Cemetery (CWGC), Ngong Road', address: 'Ngong Road, near the Forest Department', city: 'Nairobi', lat: -1.3037, lon: 36.7729 }),
        rec({ site_name: 'NAIROBI WAR CEMETERY - CWGC', site_code: 'CWGC-KE-01', address: 'NGONG RD, NAIROBI' }),
        rec({ place_name: 'Makaburi ya vita ya Nairobi (Ngong Road)', city: 'Nairobi', lat: -1.30372, lon: 36.77291 }),
      ],
    ],
  },
  {
    // Three council car parks of one Surrey town centre, a few hundred metres apart.
    kind: 'council car parks of one town',
    variants: [
      [
        rec({ name: 'Castle Car Park, Sydenham Road, Guildford', address: 'Sydenham Road, Guildford GU1 3RT', admin_path: 'Surrey / Guildford', phone: '01483 505050', lat: 51.2353, lon: -0.5704 }),
        rec({ site_name: 'CASTLE CP (PAY & DISPLAY)', site_code: 'GBC-CP-04', address: 'SYDENHAM RD, GUILDFORD' }),
        rec({ place_name: 'Castle Car Park', phone: '+44 1483 505050', lat: 51.23532, lon: -0.57043 }),
      ],
      [
        rec({ name: 'Bright Hill Car Park, Sydenham Road, Guildford', address: 'Sydenham Road, Guildford GU1 3SJ', admin_path: 'Surrey / Guildford', phone: '01483 505050', lat: 51.2365, lon: -0.5679 }),
        rec({ site_name: 'BRIGHT HILL CP (PAY & DISPLAY)', site_code: 'GBC-CP-02', address: 'SYDENHAM RD, GUILDFORD' }),
        rec({ place_name: 'Bright Hill Car Park', phone: '+44 1483 505050', lat: 51.23648, lon: -0.56792 }),
      ],
      [
        rec({ name: 'Castle Street Multi-Storey Car Park, Guildford', address: 'Castle Street, Guildford GU1 3UW', admin_path: 'Surrey / Guildford', phone: '01483 505050', lat: 51.2357, lon: -0.5733 }),
        rec({ site_name: 'CASTLE ST MSCP', site_code: 'GBC-CP-05', address: 'CASTLE ST, GUILDFORD' }),
        rec({ place_name: 'Castle Street Multi-Storey', phone: '+44 1483 505050', lat: 51.23571, lon: -0.57329 }),
      ],
    ],
  },
  {
    // Three mountain passes of the Western Cape, tens of kilometres apart.
    kind: 'mountain passes of one province',
    variants: [
      [
        rec({ name: 'Sir Lowry\'s Pass (N2), Hottentots-Holland Mountains', address: 'N2 between Somerset West and Grabouw', admin_path: 'Western Cape / City of Cape Town', lat: -34.1528, lon: 18.9267 }),
        rec({ site_name: 'SIR LOWRYS PASS N2 (SUMMIT)', site_code: 'WCG-PASS-N2-01', address: 'N2, SOMERSET WEST' }),
        rec({ place_name: 'Sir Lowryspas', lat: -34.15281, lon: 18.92672 }),
      ],
      [
        rec({ name: 'Franschhoek Pass (R45), Franschhoek Mountains', address: 'R45 between Franschhoek and Villiersdorp', admin_path: 'Western Cape / Stellenbosch', lat: -33.9179, lon: 19.1598 }),
        rec({ site_name: 'FRANSCHHOEK PASS R45 (SUMMIT)', site_code: 'WCG-PASS-R45-01', address: 'R45, FRANSCHHOEK' }),
        rec({ place_name: 'Franschhoekpas', lat: -33.91788, lon: 19.15982 }),
      ],
      [
        rec({ name: 'Bainskloof Pass (R301), Limietberg', address: 'R301 between Wellington and Ceres', admin_path: 'Western Cape / Drakenstein', lat: -33.6334, lon: 19.1372 }),
        rec({ site_name: 'BAINSKLOOF PASS R301 (SUMMIT)', site_code: 'WCG-PASS-R301-01', address: 'R301, WELLINGTON' }),
        rec({ place_name: 'Bainskloofpas', lat: -33.63342, lon: 19.13724 }),
      ],
    ],
  },
];
