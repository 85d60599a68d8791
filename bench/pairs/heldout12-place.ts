// Held-out pair set 12, place (see bench/pairs/heldout12.ts): road circles and interchanges of one city, racecourses
// of one county, locks of one canal, piers of one coast, fossil caves of one World Heritage site, wine farms of one
// mountain pass, NYSC orientation camps of three neighbouring states, and open-air lidos of one city; each as a
// guide's or map's full name, an asset register's or gazette's caps line with a site code, and a map label or
// other-language name (Afrikaans, Yoruba, an abbreviation, an OSM-style short name). Real places are written from
// general knowledge; phones, site codes and coordinates are illustrative (the shape real ones have, a few metres
// apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE12: readonly Family[] = [
  {
    // Three road junctions of central Accra, a few kilometres apart.
    kind: 'road circles and interchanges of one city',
    variants: [
      [
        rec({ name: 'Kwame Nkrumah Interchange (Circle), Accra', admin_path: 'Greater Accra / Accra Metropolitan', lat: 5.5701, lon: -0.2162 }),
        rec({ site_name: 'KWAME NKRUMAH CIRCLE INTERCHANGE - GHA', site_code: 'GHA-ACC-INT-004', address: 'RING ROAD CENTRAL, ACCRA' }),
        rec({ place_name: 'Circle', city: 'Accra', lat: 5.57014, lon: -0.21617 }),
      ],
      [
        rec({ name: 'Obetsebi Lamptey Interchange, Accra', admin_path: 'Greater Accra / Accra Metropolitan', lat: 5.5628, lon: -0.2297 }),
        rec({ site_name: 'OBETSEBI LAMPTEY CIRCLE INTERCHANGE - GHA', site_code: 'GHA-ACC-INT-006', address: 'RING ROAD WEST, ACCRA' }),
        rec({ place_name: 'Lamptey Circle', city: 'Accra', lat: 5.56284, lon: -0.22966 }),
      ],
      [
        rec({ name: 'Tetteh Quarshie Interchange, Accra', admin_path: 'Greater Accra / La Dade-Kotopon', lat: 5.6168, lon: -0.1761 }),
        rec({ site_name: 'TETTEH QUARSHIE CIRCLE INTERCHANGE - GHA', site_code: 'GHA-ACC-INT-011', address: 'SPINTEX / MOTORWAY JUNCTION, ACCRA' }),
        rec({ place_name: 'Tetteh Quarshie', city: 'Accra', lat: 5.61683, lon: -0.17608 }),
      ],
    ],
  },
  {
    // Three racecourses of north Surrey, each a few miles from the next.
    kind: 'racecourses of one county',
    variants: [
      [
        rec({ name: 'Epsom Downs Racecourse', address: 'Epsom Downs, Epsom, Surrey KT18 5LQ', phone: '+44 1372 726311', lat: 51.3130, lon: -0.2570 }),
        rec({ site_name: 'EPSOM DOWNS RACECOURSE (JOCKEY CLUB)', site_code: 'RC-EPS', address: 'EPSOM DOWNS KT18 5LQ', phone: '01372 726311' }),
        rec({ place_name: 'Epsom Downs', city: 'Epsom', lat: 51.31305, lon: -0.25703 }),
      ],
      [
        rec({ name: 'Sandown Park Racecourse', address: 'Portsmouth Road, Esher, Surrey KT10 9AJ', phone: '+44 1372 464348', lat: 51.3700, lon: -0.3590 }),
        rec({ site_name: 'SANDOWN PARK RACECOURSE (JOCKEY CLUB)', site_code: 'RC-SAN', address: 'PORTSMOUTH RD ESHER KT10 9AJ', phone: '01372 464348' }),
        rec({ place_name: 'Sandown Park', city: 'Esher', lat: 51.37004, lon: -0.35897 }),
      ],
      [
        rec({ name: 'Kempton Park Racecourse', address: 'Staines Road East, Sunbury-on-Thames TW16 5AQ', phone: '+44 1932 782292', lat: 51.4200, lon: -0.4090 }),
        rec({ site_name: 'KEMPTON PARK RACECOURSE (JOCKEY CLUB)', site_code: 'RC-KEM', address: 'STAINES RD E SUNBURY TW16 5AQ', phone: '01932 782292' }),
        rec({ place_name: 'Kempton Park', city: 'Sunbury-on-Thames', lat: 51.42003, lon: -0.40896 }),
      ],
    ],
  },
  {
    // Three locks of one canal in Camden, a few hundred metres apart.
    kind: 'locks of one canal',
    variants: [
      [
        rec({ name: "Hampstead Road Lock (Camden Lock), Regent's Canal", admin_path: 'London / Camden', lat: 51.5413, lon: -0.1466 }),
        rec({ site_name: "HAMPSTEAD ROAD LOCK NO 1 - REGENT'S CANAL", site_code: 'RC-LK-01', address: 'CAMDEN LOCK PLACE NW1' }),
        rec({ place_name: 'Camden Lock', city: 'London', lat: 51.54133, lon: -0.14657 }),
      ],
      [
        rec({ name: "Hawley Lock, Regent's Canal", admin_path: 'London / Camden', lat: 51.5420, lon: -0.1452 }),
        rec({ site_name: "HAWLEY LOCK NO 2 - REGENT'S CANAL", site_code: 'RC-LK-02', address: 'HAWLEY ROAD NW1' }),
        rec({ place_name: 'Hawley Lock', city: 'London', lat: 51.54203, lon: -0.14518 }),
      ],
      [
        rec({ name: "Kentish Town Lock, Regent's Canal", admin_path: 'London / Camden', lat: 51.5413, lon: -0.1408 }),
        rec({ site_name: "KENTISH TOWN LOCK NO 3 - REGENT'S CANAL", site_code: 'RC-LK-03', address: 'CAMDEN STREET NW1' }),
        rec({ place_name: 'Kentish Town Lock', city: 'London', lat: 51.54128, lon: -0.14083 }),
      ],
    ],
  },
  {
    // Three piers of the Sussex coast, in three towns.
    kind: 'piers of one coast',
    variants: [
      [
        rec({ name: 'Brighton Palace Pier', address: "Madeira Drive, Brighton BN2 1TW", phone: '+44 1273 609361', lat: 50.8160, lon: -0.1370 }),
        rec({ site_name: 'BRIGHTON PALACE PIER (GRADE II*)', site_code: 'NHLE-1381633', address: 'MADEIRA DRIVE BRIGHTON BN2 1TW', phone: '01273 609361' }),
        rec({ place_name: 'Palace Pier', city: 'Brighton', lat: 50.81603, lon: -0.13704 }),
      ],
      [
        rec({ name: 'Worthing Pier', address: 'Marine Parade, Worthing BN11 3PX', phone: '+44 1903 218250', lat: 50.8080, lon: -0.3700 }),
        rec({ site_name: 'WORTHING PIER (GRADE II)', site_code: 'NHLE-1250417', address: 'MARINE PARADE WORTHING BN11 3PX', phone: '01903 218250' }),
        rec({ place_name: 'Worthing Pier', city: 'Worthing', lat: 50.80803, lon: -0.37004 }),
      ],
      [
        rec({ name: 'Eastbourne Pier', address: 'Grand Parade, Eastbourne BN21 3EL', phone: '+44 1323 410466', lat: 50.7660, lon: 0.2970 }),
        rec({ site_name: 'EASTBOURNE PIER (GRADE II*)', site_code: 'NHLE-1043594', address: 'GRAND PARADE EASTBOURNE BN21 3EL', phone: '01323 410466' }),
        rec({ place_name: 'Eastbourne Pier', city: 'Eastbourne', lat: 50.76603, lon: 0.29704 }),
      ],
    ],
  },
  {
    // Three fossil cave sites of the Cradle of Humankind, one to ten kilometres apart.
    kind: 'fossil caves of one World Heritage site',
    variants: [
      [
        rec({ name: 'Sterkfontein Caves, Cradle of Humankind', admin_path: 'Gauteng / Mogale City', phone: '+27 14 577 9000', lat: -25.9192, lon: 27.7346 }),
        rec({ site_name: 'STERKFONTEIN CAVES - COH WHS', site_code: 'COH-FS-01', address: 'STERKFONTEIN CAVES RD, KRUGERSDORP', phone: '014 577 9000' }),
        rec({ place_name: 'Sterkfontein-grotte', city: 'Krugersdorp', lat: -25.91924, lon: 27.73458 }),
      ],
      [
        rec({ name: 'Swartkrans Cave, Cradle of Humankind', admin_path: 'Gauteng / Mogale City', lat: -25.9714, lon: 27.7224 }),
        rec({ site_name: 'SWARTKRANS CAVE - COH WHS', site_code: 'COH-FS-02', address: 'SWARTKRANS FARM, KRUGERSDORP' }),
        rec({ place_name: 'Swartkrans-grot', city: 'Krugersdorp', lat: -25.97136, lon: 27.72243 }),
      ],
      [
        rec({ name: 'Kromdraai Fossil Site, Cradle of Humankind', admin_path: 'Gauteng / Mogale City', lat: -25.9997, lon: 27.7825 }),
        rec({ site_name: 'KROMDRAAI CAVE - COH WHS', site_code: 'COH-FS-05', address: 'KROMDRAAI RD, KRUGERSDORP' }),
        rec({ place_name: 'Kromdraai-grot', city: 'Krugersdorp', lat: -25.99973, lon: 27.78247 }),
      ],
    ],
  },
  {
    // Three wine farms on one mountain pass near Stellenbosch, their gates a few hundred metres apart.
    kind: 'wine farms of one mountain pass',
    variants: [
      [
        rec({ name: 'Delaire Graff Estate, Helshoogte Pass, Stellenbosch', address: 'R310 Helshoogte Road, Stellenbosch 7600', phone: '+27 21 885 8160', lat: -33.9201, lon: 18.9222 }),
        rec({ site_name: 'DELAIRE GRAFF ESTATE (WINE FARM)', site_code: 'WOSA-STB-118', address: 'HELSHOOGTE PASS R310 STELLENBOSCH', phone: '021 885 8160' }),
        rec({ place_name: 'Delaire Graff Landgoed', city: 'Stellenbosch', lat: -33.92013, lon: 18.92224 }),
      ],
      [
        rec({ name: 'Tokara Wine Estate, Helshoogte Pass, Stellenbosch', address: 'R310 Helshoogte Road, Stellenbosch 7600', phone: '+27 21 885 2550', lat: -33.9180, lon: 18.9195 }),
        rec({ site_name: 'TOKARA WINE ESTATE (WINE FARM)', site_code: 'WOSA-STB-204', address: 'HELSHOOGTE PASS R310 STELLENBOSCH', phone: '021 885 2550' }),
        rec({ place_name: 'Tokara Wynlandgoed', city: 'Stellenbosch', lat: -33.91803, lon: 18.91952 }),
      ],
      [
        rec({ name: 'Thelema Mountain Vineyards, Helshoogte Pass, Stellenbosch', address: 'R310 Helshoogte Road, Stellenbosch 7600', phone: '+27 21 885 1924', lat: -33.9168, lon: 18.9236 }),
        rec({ site_name: 'THELEMA MOUNTAIN VINEYARDS (WINE FARM)', site_code: 'WOSA-STB-211', address: 'HELSHOOGTE PASS R310 STELLENBOSCH', phone: '021 885 1924' }),
        rec({ place_name: 'Thelema Bergwingerde', city: 'Stellenbosch', lat: -33.91684, lon: 18.92357 }),
      ],
    ],
  },
  {
    // Orientation camps of the youth service scheme in three south-western states.
    kind: 'NYSC orientation camps of neighbouring states',
    variants: [
      [
        rec({ name: 'NYSC Permanent Orientation Camp, Iyana-Ipaja, Lagos State', admin_path: 'Lagos / Alimosho', lat: 6.6104, lon: 3.2826 }),
        rec({ site_name: 'NYSC ORIENTATION CAMP IPAJA - LAGOS', site_code: 'NYSC-LA-01', address: 'IYANA IPAJA, ALIMOSHO LGA, LAGOS' }),
        rec({ place_name: 'Ibùdó NYSC Ìyànà-Ìpàjà', city: 'Lagos', lat: 6.61043, lon: 3.28264 }),
      ],
      [
        rec({ name: 'NYSC Permanent Orientation Camp, Iseyin, Oyo State', admin_path: 'Oyo / Iseyin', lat: 7.9705, lon: 3.5960 }),
        rec({ site_name: 'NYSC ORIENTATION CAMP ISEYIN - OYO', site_code: 'NYSC-OY-01', address: 'OKEHO ROAD, ISEYIN LGA, OYO STATE' }),
        rec({ place_name: 'Ibùdó NYSC Ìsẹ́yìn', city: 'Iseyin', lat: 7.97053, lon: 3.59603 }),
      ],
      [
        rec({ name: 'NYSC Permanent Orientation Camp, Ede, Osun State', admin_path: 'Osun / Ede North', lat: 7.7341, lon: 4.4365 }),
        rec({ site_name: 'NYSC ORIENTATION CAMP EDE - OSUN', site_code: 'NYSC-OS-01', address: 'EDE NORTH LGA, OSUN STATE' }),
        rec({ place_name: 'Ibùdó NYSC Ẹdẹ', city: 'Ede', lat: 7.73413, lon: 4.43653 }),
      ],
    ],
  },
  {
    // Three open-air swimming pools of London, in three boroughs.
    kind: 'open-air lidos of one city',
    variants: [
      [
        rec({ name: 'Brockwell Lido, Brockwell Park', address: 'Dulwich Road, London SE24 0PA', phone: '+44 20 7274 3088', lat: 51.4532, lon: -0.1062 }),
        rec({ site_name: 'BROCKWELL LIDO (LB LAMBETH)', site_code: 'LAM-LEI-007', address: 'DULWICH RD SE24 0PA', phone: '020 7274 3088' }),
        rec({ place_name: 'Brockwell Lido', city: 'London', lat: 51.45323, lon: -0.10618 }),
      ],
      [
        rec({ name: 'London Fields Lido', address: 'London Fields West Side, London E8 3EU', phone: '+44 20 7254 9038', lat: 51.5412, lon: -0.0612 }),
        rec({ site_name: 'LONDON FIELDS LIDO (LB HACKNEY)', site_code: 'HAC-LEI-003', address: 'LONDON FIELDS WEST SIDE E8 3EU', phone: '020 7254 9038' }),
        rec({ place_name: 'London Fields Lido', city: 'London', lat: 51.54123, lon: -0.06117 }),
      ],
      [
        rec({ name: 'Tooting Bec Lido, Tooting Bec Common', address: 'Tooting Bec Road, London SW16 1RU', phone: '+44 20 8871 7198', lat: 51.4319, lon: -0.1391 }),
        rec({ site_name: 'TOOTING BEC LIDO (LB WANDSWORTH)', site_code: 'WAN-LEI-012', address: 'TOOTING BEC RD SW16 1RU', phone: '020 8871 7198' }),
        rec({ place_name: 'Tooting Lido', city: 'London', lat: 51.43193, lon: -0.13907 }),
      ],
    ],
  },
];
