// Held-out pair set 7, place (see bench/pairs/heldout7.ts): museums of one national museums body (Swahili and
// English), correctional centres of one complex (Afrikaans and English), public libraries of one city, post offices
// of one city with GhanaPost addresses, mosques of one city centre (Swahili and English), adjoining royal parks,
// toll stations of one expressway (Swahili and English), adjoining shopping centres, and beaches of one coast.
// Real places are written from general knowledge; phones, codes, digital addresses and coordinates are
// illustrative (the shape real ones have, a few metres apart between listings of one place).
import { type Family, rec } from './heldout1-types.js';

export const PLACE7: readonly Family[] = [
  {
    // Three sites of one museums body in one city: the national museum, the gallery in the old PC's office and
    // the Karen Blixen house.
    kind: 'museums of one national museums body',
    variants: [
      [
        rec({ name: 'Nairobi National Museum', address: 'Museum Hill, off Museum Hill Road', city: 'Nairobi', phone: '+254 20 3742131', lat: -1.2740, lon: 36.8144 }),
        rec({ place_name: 'Makumbusho ya Kitaifa ya Nairobi', city: 'Nairobi', lat: -1.27405, lon: 36.81437 }),
        rec({ site_name: 'NATIONAL MUSEUMS OF KENYA - NAIROBI MUSEUM', address: 'Museum Hill Rd, P.O. Box 40658-00100', phone: '020 374 2131' }),
      ],
      [
        rec({ name: 'Nairobi Gallery', address: 'Old PC\'s Office, corner of Kenyatta Avenue and Uhuru Highway', city: 'Nairobi', phone: '+254 20 2228190', lat: -1.2886, lon: 36.8168 }),
        rec({ place_name: 'Jumba la Sanaa la Nairobi (Ofisi ya zamani ya PC)', city: 'Nairobi', lat: -1.28857, lon: 36.81685 }),
        rec({ site_name: 'NATIONAL MUSEUMS OF KENYA - NAIROBI GALLERY', address: 'Kenyatta Ave / Uhuru Hwy, Point Zero', phone: '020 222 8190' }),
      ],
      [
        rec({ name: 'Karen Blixen Museum', address: 'Karen Road', city: 'Nairobi', phone: '+254 20 8002139', lat: -1.3525, lon: 36.7124 }),
        rec({ place_name: 'Makumbusho ya Karen Blixen', city: 'Karen, Nairobi', lat: -1.35247, lon: 36.71236 }),
        rec({ site_name: 'NATIONAL MUSEUMS OF KENYA - KAREN BLIXEN MUSEUM', address: 'Karen Rd, Karen', phone: '020 800 2139' }),
      ],
    ],
  },
  {
    // Three centres of one correctional complex, one road, a few hundred metres apart.
    kind: 'correctional centres of one complex',
    variants: [
      [
        rec({ facility_name: 'Pollsmoor Maximum Correctional Centre', address: 'Steenberg Road, Tokai', city: 'Cape Town', admin_path: 'Western Cape / City of Cape Town', lat: -34.0441, lon: 18.4660 }),
        rec({ name: 'Pollsmoor Maksimum Korrektiewe Sentrum', address: 'Steenbergweg, Tokai, Kaapstad', lat: -34.04413, lon: 18.46598 }),
        rec({ site_name: 'POLLSMOOR MAX', city: 'Tokai', site_code: 'WC-POL-MAX' }),
      ],
      [
        rec({ facility_name: 'Pollsmoor Medium A Correctional Centre', address: 'Steenberg Road, Tokai', city: 'Cape Town', admin_path: 'Western Cape / City of Cape Town', lat: -34.0459, lon: 18.4692 }),
        rec({ name: 'Pollsmoor Medium A Korrektiewe Sentrum', address: 'Steenbergweg, Tokai, Kaapstad', lat: -34.04588, lon: 18.46925 }),
        rec({ site_name: 'POLLSMOOR MED A', city: 'Tokai', site_code: 'WC-POL-MDA' }),
      ],
      [
        rec({ facility_name: 'Pollsmoor Female Correctional Centre', address: 'Steenberg Road, Tokai', city: 'Cape Town', admin_path: 'Western Cape / City of Cape Town', lat: -34.0472, lon: 18.4638 }),
        rec({ name: 'Pollsmoor Vroue Korrektiewe Sentrum', address: 'Steenbergweg, Tokai, Kaapstad', lat: -34.04722, lon: 18.46377 }),
        rec({ site_name: 'POLLSMOOR FEMALE', city: 'Tokai', site_code: 'WC-POL-FEM' }),
      ],
    ],
  },
  {
    // Three public libraries of one city: the city council's memorial library in the CBD, the national library
    // service's area library and its Buruburu branch.
    kind: 'public libraries of one city',
    variants: [
      [
        rec({ name: 'McMillan Memorial Library', address: 'Banda Street', city: 'Nairobi', phone: '+254 20 2221844', lat: -1.2838, lon: 36.8228 }),
        rec({ place_name: 'Maktaba ya McMillan', address: 'Barabara ya Banda, CBD', lat: -1.28382, lon: 36.82276 }),
        rec({ site_name: 'MACMILLAN LIBRARY (NAIROBI CITY COUNTY)', city: 'Nairobi CBD', phone: '020 222 1844' }),
      ],
      [
        rec({ name: 'Kenya National Library Service, Nairobi Area Library', address: 'Ngong Road, opposite Nairobi Hospital turnoff, Upper Hill', city: 'Nairobi', phone: '+254 20 2725550', lat: -1.2971, lon: 36.8049 }),
        rec({ place_name: 'KNLS Maktaba ya Nairobi, Ngong Road', city: 'Nairobi', lat: -1.29706, lon: 36.80493 }),
        rec({ site_name: 'KNLS NAIROBI AREA LIBRARY', address: 'Ngong Rd, Upper Hill', phone: '020 272 5550' }),
      ],
      [
        rec({ name: 'Kenya National Library Service, Buruburu Branch', address: 'Mumias South Road, Buruburu', city: 'Nairobi', phone: '+254 20 2725562', lat: -1.2866, lon: 36.8775 }),
        rec({ place_name: 'KNLS Maktaba ya Buruburu', city: 'Nairobi', lat: -1.28663, lon: 36.87748 }),
        rec({ site_name: 'KNLS BURUBURU LIBRARY', address: 'Mumias South Rd, Buruburu', phone: '020 272 5562' }),
      ],
    ],
  },
  {
    // Three post offices of one city: the GPO, Accra North and Osu.
    kind: 'post offices of one city',
    variants: [
      [
        rec({ name: 'Accra General Post Office', address: 'High Street, Accra Central', city: 'Accra', digital_address: 'GA-110-2274', lat: 5.5472, lon: -0.2078 }),
        rec({ place_name: 'GHANA POST - GPO ACCRA', digital_address: 'GA1102274', phone: '0302 664 821' }),
        rec({ site_name: 'Accra GPO (Head Post Office)', address: 'High St, near Old Parliament House, Accra', lat: 5.54723, lon: -0.20776 }),
      ],
      [
        rec({ name: 'Accra North Post Office', address: 'Kojo Thompson Road, Adabraka', city: 'Accra', digital_address: 'GA-099-4419', lat: 5.5601, lon: -0.2079 }),
        rec({ place_name: 'GHANA POST - ACCRA NORTH', digital_address: 'GA0994419', phone: '0302 221 409' }),
        rec({ site_name: 'Accra North P.O.', address: 'Kojo Thompson Rd, Adabraka, Accra', lat: 5.56008, lon: -0.20794 }),
      ],
      [
        rec({ name: 'Osu Post Office', address: 'Cantonments Road (Oxford Street), Osu', city: 'Accra', digital_address: 'GA-017-3385', lat: 5.5568, lon: -0.1823 }),
        rec({ place_name: 'GHANA POST - OSU', digital_address: 'GA0173385', phone: '0302 772 156' }),
        rec({ site_name: 'Osu P.O.', address: 'Oxford St, Osu, Accra', lat: 5.55677, lon: -0.18232 }),
      ],
    ],
  },
  {
    // Three mosques of one city centre, a few streets apart.
    kind: 'mosques of one city centre',
    variants: [
      [
        rec({ name: 'Jamia Mosque', address: 'Banda Street', city: 'Nairobi', lat: -1.2836, lon: 36.8217 }),
        rec({ place_name: 'Msikiti wa Jamia', address: 'Barabara ya Banda, katikati ya jiji', lat: -1.28362, lon: 36.82168 }),
        rec({ site_name: 'NAIROBI JAMIA MASJID', city: 'Nairobi CBD', phone: '+254 20 2243504' }),
      ],
      [
        rec({ name: 'Khoja Mosque', address: 'Moi Avenue, opposite the Nation Centre roundabout', city: 'Nairobi', lat: -1.2831, lon: 36.8248 }),
        rec({ place_name: 'Msikiti wa Khoja', address: 'Moi Avenue, katikati ya jiji', lat: -1.28308, lon: 36.82484 }),
        rec({ site_name: 'KHOJA MASJID, MOI AVE', city: 'Nairobi CBD', phone: '+254 20 2224761' }),
      ],
      [
        rec({ name: 'Parklands Mosque', address: '3rd Parklands Avenue', city: 'Nairobi', lat: -1.2619, lon: 36.8176 }),
        rec({ place_name: 'Msikiti wa Parklands', address: '3rd Parklands Avenue, Parklands', lat: -1.26188, lon: 36.81763 }),
        rec({ site_name: 'PARKLANDS MASJID', city: 'Parklands, Nairobi', phone: '+254 20 3742215' }),
      ],
    ],
  },
  {
    // Three adjoining royal parks: Kensington Gardens and Hyde Park meet at West Carriage Drive; Green Park is
    // across Hyde Park Corner.
    kind: 'adjoining royal parks',
    variants: [
      [
        rec({ name: 'Hyde Park', address: 'Hyde Park, London W2 2UH', city: 'London', admin_path: 'England / Greater London / City of Westminster', lat: 51.5073, lon: -0.1657 }),
        rec({ place_name: 'HYDE PARK (THE ROYAL PARKS)', city: 'London', lat: 51.50728, lon: -0.16571 }),
        rec({ site_name: 'Hyde Park, Westminster', phone: '0300 061 2114', site_code: 'RP-HYD' }),
      ],
      [
        rec({ name: 'Kensington Gardens', address: 'Kensington Gardens, London W2 2UH', city: 'London', admin_path: 'England / Greater London / City of Westminster', lat: 51.5069, lon: -0.1796 }),
        rec({ place_name: 'KENSINGTON GARDENS (THE ROYAL PARKS)', city: 'London', lat: 51.50688, lon: -0.17957 }),
        rec({ site_name: 'Kensington Gdns, Westminster', phone: '0300 061 2000', site_code: 'RP-KEN' }),
      ],
      [
        rec({ name: 'The Green Park', address: 'Piccadilly, London SW1A 1BW', city: 'London', admin_path: 'England / Greater London / City of Westminster', lat: 51.5046, lon: -0.1428 }),
        rec({ place_name: 'GREEN PARK (THE ROYAL PARKS)', city: 'London', lat: 51.50462, lon: -0.14279 }),
        rec({ site_name: 'Green Park, Westminster', phone: '0300 061 2350', site_code: 'RP-GRN' }),
      ],
    ],
  },
  {
    // Three toll stations of one elevated expressway, two of them a kilometre apart.
    kind: 'toll stations of one expressway',
    variants: [
      [
        rec({ name: 'Nairobi Expressway Westlands Toll Station', address: 'Waiyaki Way, Westlands', city: 'Nairobi', lat: -1.2660, lon: 36.8046 }),
        rec({ place_name: 'Kituo cha Ushuru cha Westlands, Barabara ya Juu ya Nairobi', lat: -1.26603, lon: 36.80458 }),
        rec({ site_name: 'NEX TOLL - WESTLANDS', site_code: 'NEX-WLD' }),
      ],
      [
        rec({ name: 'Nairobi Expressway Museum Hill Toll Station', address: 'Uhuru Highway, Museum Hill interchange', city: 'Nairobi', lat: -1.2745, lon: 36.8148 }),
        rec({ place_name: 'Kituo cha Ushuru cha Museum Hill, Barabara ya Juu ya Nairobi', lat: -1.27447, lon: 36.81484 }),
        rec({ site_name: 'NEX TOLL - MUSEUM HILL', site_code: 'NEX-MSH' }),
      ],
      [
        rec({ name: 'Nairobi Expressway Mlolongo Toll Station', address: 'Mombasa Road, Mlolongo', city: 'Machakos County', lat: -1.3921, lon: 36.9394 }),
        rec({ place_name: 'Kituo cha Ushuru cha Mlolongo, Barabara ya Juu ya Nairobi', lat: -1.39212, lon: 36.93941 }),
        rec({ site_name: 'NEX TOLL - MLOLONGO', site_code: 'NEX-MLG' }),
      ],
    ],
  },
  {
    // Three adjoining shopping centres of one precinct, linked by walkways: each its own centre.
    kind: 'adjoining shopping centres',
    variants: [
      [
        rec({ name: 'Sandton City', address: '83 Rivonia Road, Sandhurst', city: 'Sandton', phone: '+27 11 217 6000', lat: -26.1082, lon: 28.0527 }),
        rec({ place_name: 'SANDTON CITY SHOPPING CENTRE', address: 'Cnr Rivonia Rd & 5th St, Sandton, 2196', phone: '011 217 6000' }),
        rec({ site_name: 'Sandton City Winkelsentrum', city: 'Johannesburg', lat: -26.10823, lon: 28.05268 }),
      ],
      [
        rec({ name: 'Nelson Mandela Square', address: 'Cnr Maude and 5th Streets, Sandown', city: 'Sandton', phone: '+27 11 217 6000', lat: -26.1072, lon: 28.0550 }),
        rec({ place_name: 'NELSON MANDELA SQUARE (SANDTON CITY)', address: 'Maude St, Sandton, 2196', phone: '011 217 6000' }),
        rec({ site_name: 'Nelson Mandela-plein', city: 'Johannesburg', lat: -26.10718, lon: 28.05503 }),
      ],
      [
        rec({ name: 'Village Walk Shopping Centre', address: 'Cnr Rivonia Road and Maude Street, Sandown', city: 'Sandton', phone: '+27 11 783 4611', lat: -26.1053, lon: 28.0539 }),
        rec({ place_name: 'VILLAGE WALK', address: 'Rivonia Rd, Sandton, 2196', phone: '011 783 4611' }),
        rec({ site_name: 'Village Walk Winkelsentrum', city: 'Johannesburg', lat: -26.10532, lon: 28.05388 }),
      ],
    ],
  },
  {
    // Three beaches of one stretch of the north coast, each a few kilometres on.
    kind: 'beaches of one coast',
    variants: [
      [
        rec({ name: 'Nyali Beach', address: 'Mount Kenya Road, Nyali', city: 'Mombasa', lat: -4.0367, lon: 39.7219 }),
        rec({ place_name: 'Ufukwe wa Nyali', city: 'Mombasa', lat: -4.03672, lon: 39.72186 }),
        rec({ site_name: 'NYALI PUBLIC BEACH ACCESS', admin_path: 'Mombasa County / Kisauni / Mkomani' }),
      ],
      [
        rec({ name: 'Bamburi Beach', address: 'off Malindi Road, Bamburi', city: 'Mombasa', lat: -3.9997, lon: 39.7306 }),
        rec({ place_name: 'Ufukwe wa Bamburi', city: 'Mombasa', lat: -3.99968, lon: 39.73062 }),
        rec({ site_name: 'BAMBURI PUBLIC BEACH ACCESS', admin_path: 'Mombasa County / Kisauni / Bamburi' }),
      ],
      [
        rec({ name: 'Shanzu Beach', address: 'off Malindi Road, Shanzu', city: 'Mombasa', lat: -3.9541, lon: 39.7474 }),
        rec({ place_name: 'Ufukwe wa Shanzu', city: 'Mombasa', lat: -3.95412, lon: 39.74738 }),
        rec({ site_name: 'SHANZU PUBLIC BEACH ACCESS', admin_path: 'Mombasa County / Kisauni / Shanzu' }),
      ],
    ],
  },
];
