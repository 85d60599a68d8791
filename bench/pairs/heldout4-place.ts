// Held-out pair set 4, place (see bench/pairs/heldout4.ts): addresses written in other orders and forms (UK
// flats in named blocks, German and Belgian number-after-street, Lagos landmark directions, Kenyan LR and
// plot numbers, South African erven in township extensions, Kenyan P.O. Boxes against physical addresses),
// clan and `Kwa` villages, renamed streets and towns, bus stops by stop letter and direction, boreholes with
// coordinates in degrees-minutes-seconds, degrees-decimal-minutes and decimals, and an airport's terminals.
// Written by hand; the businesses, churches, boreholes and lodges are invented; coordinates and phone
// numbers are illustrative.
import { rec, type Family } from './heldout1-types.js';

export const PLACE4: readonly Family[] = [
  {
    // Flats in named blocks: flat number, block name and street number in three orders.
    kind: 'UK flats in named blocks',
    variants: [
      [
        rec({ name: 'Flat 3, Kingfisher Court', address: 'Flat 3, Kingfisher Court, 27 Wharf Road, London N1 7GS', city: 'London' }),
        rec({ name: '3 Kingfisher Ct', address: '3 Kingfisher Ct, 27 Wharf Rd, N1 7GS' }),
        rec({ name: 'Kingfisher Court flat 3', address: '27 Wharf Road (Kingfisher Court), Flat 3, Islington, London', lat: 51.5321, lon: -0.0958 }),
      ],
      [
        rec({ name: 'Flat 13, Kingfisher Court', address: 'Flat 13, Kingfisher Court, 27 Wharf Road, London N1 7GS', city: 'London' }),
        rec({ name: '13 Kingfisher Ct', address: '13 Kingfisher Ct, 27 Wharf Rd, N1 7GS' }),
        rec({ name: 'Kingfisher Court flat 13', address: '27 Wharf Road (Kingfisher Court), Flat 13, Islington, London', lat: 51.5321, lon: -0.0958 }),
      ],
      [
        rec({ name: 'Flat 3, Heron House', address: 'Flat 3, Heron House, 29 Wharf Road, London N1 7GS', city: 'London' }),
        rec({ name: '3 Heron Hse', address: '3 Heron Hse, 29 Wharf Rd, N1 7GS' }),
        rec({ name: 'Heron House flat 3', address: '29 Wharf Road (Heron House), Flat 3, Islington, London', lat: 51.5324, lon: -0.0962 }),
      ],
    ],
  },
  {
    // German addresses (street then number, `Str.`, ß as ss, postcode first) against English order; one
    // pharmacy name in two cities and a second pharmacy of one owner on the same street.
    kind: 'German pharmacies, street-number order',
    variants: [
      [
        rec({ name: 'Löwen-Apotheke', address: 'Hauptstraße 112, 69117 Heidelberg', phone: '+49 6221 123456' }),
        rec({ name: 'Loewen Apotheke Heidelberg', address: '112 Hauptstrasse, Heidelberg 69117', phone: '06221 123456' }),
        rec({ name: 'Löwen Apotheke', address: 'Hauptstr. 112', city: 'Heidelberg', lat: 49.4106, lon: 8.7062 }),
      ],
      [
        rec({ name: 'Löwen-Apotheke', address: 'Breite Straße 4, 68161 Mannheim', phone: '+49 621 234567' }),
        rec({ name: 'Loewen Apotheke Mannheim', address: '4 Breite Strasse, Mannheim 68161', phone: '0621 234567' }),
        rec({ name: 'Löwen Apotheke', address: 'Breite Str. 4', city: 'Mannheim', lat: 49.4889, lon: 8.4669 }),
      ],
      [
        rec({ name: 'Löwen-Apotheke am Bismarckplatz', address: 'Hauptstraße 2, 69117 Heidelberg', phone: '+49 6221 654321' }),
        rec({ name: 'Loewen Apotheke am Bismarckplatz', address: '2 Hauptstrasse, Heidelberg 69117', phone: '06221 654321' }),
        rec({ name: 'Löwen Apotheke Bismarckplatz', address: 'Hauptstr. 2', city: 'Heidelberg', lat: 49.4093, lon: 8.6937 }),
      ],
    ],
  },
  {
    // Brussels streets have a French and a Dutch name (Rue du Midi = Zuidstraat); a bar next door, and a
    // brasserie of one name in another city.
    kind: 'Belgian restaurants, bilingual street names',
    variants: [
      [
        rec({ name: 'Brasserie Le Lion', address: 'Rue du Midi 32, 1000 Bruxelles', phone: '+32 2 511 23 45' }),
        rec({ name: 'Brasserie Le Lion', address: 'Zuidstraat 32, 1000 Brussel', phone: '02 511 23 45' }),
        rec({ name: 'Le Lion (brasserie)', address: '32 rue du Midi', city: 'Brussels', lat: 50.8449, lon: 4.3502 }),
      ],
      [
        rec({ name: 'Le Petit Lion', address: 'Rue du Midi 34, 1000 Bruxelles', phone: '+32 2 512 88 10' }),
        rec({ name: 'Le Petit Lion', address: 'Zuidstraat 34, 1000 Brussel' }),
        rec({ name: 'Petit Lion (bar à vins)', address: '34 rue du Midi', city: 'Brussels', lat: 50.8448, lon: 4.3503 }),
      ],
      [
        rec({ name: 'Brasserie Le Lion', address: 'Place du Marché 9, 4000 Liège', phone: '+32 4 221 34 56' }),
        rec({ name: 'Brasserie Le Lion Liège', address: '9 place du Marché, Liège' }),
        rec({ name: 'Le Lion (brasserie)', city: 'Liège', lat: 50.6455, lon: 5.5755 }),
      ],
    ],
  },
  {
    // Lagos addresses by landmark (`opp. ICM`, `by Allen roundabout`, `beside First Bank`): two branches of one
    // pharmacy on one road, and another pharmacy opposite the first.
    kind: 'Lagos landmark addresses',
    variants: [
      [
        rec({ name: 'Medbay Pharmacy', address: '23 Obafemi Awolowo Way, opp. Ikeja City Mall, Alausa, Ikeja', phone: '0803 412 5567', city: 'Lagos' }),
        rec({ name: 'Medbay Pharm. Alausa', address: 'beside First Bank, opposite ICM, Obafemi Awolowo Way, Ikeja', phone: '+2348034125567' }),
        rec({ name: 'MEDBAY PHARMACY (IKEJA)', address: 'No 23 Awolowo Way, Alausa bus stop, Ikeja, Lagos State' }),
      ],
      [
        rec({ name: 'Medbay Pharmacy', address: '118 Obafemi Awolowo Way, by Allen Avenue roundabout, Ikeja', phone: '0809 776 2210', city: 'Lagos' }),
        rec({ name: 'Medbay Pharm. Allen', address: 'near Allen junction, Obafemi Awolowo Way, Ikeja', phone: '+2348097762210' }),
        rec({ name: 'MEDBAY PHARMACY (ALLEN)', address: 'No 118 Awolowo Way, Allen roundabout, Ikeja, Lagos State' }),
      ],
      [
        rec({ name: 'Medway Chemists', address: '30 Obafemi Awolowo Way, opp. Ikeja City Mall, Alausa, Ikeja', phone: '0802 118 9034' }),
        rec({ name: 'Medway Chemist Alausa', address: 'opposite ICM, Awolowo Way, Ikeja', phone: '+2348021189034' }),
        rec({ name: 'MEDWAY CHEMISTS', address: 'No 30 Obafemi Awolowo Way, Alausa, Ikeja, Lagos State' }),
      ],
    ],
  },
  {
    // Kenyan land reference numbers (`LR No. 209/8834`, `L.R.`, `Plot`): one firm's two godowns on adjoining
    // plots (one phone) and its godown in Mombasa.
    kind: 'Kenyan godowns by LR number',
    variants: [
      [
        rec({ name: 'Tulip Logistics Godown', address: 'LR No. 209/8834, Mombasa Road, Nairobi', phone: '0722 410 882' }),
        rec({ name: 'Tulip Logistics Warehouse', address: 'L.R. 209/8834, off Mombasa Rd, near Cabanas', lat: -1.3342, lon: 36.8904 }),
        rec({ name: 'Tulip Logistics (Mombasa Rd)', address: 'Plot 209/8834, Mombasa Road', phone: '+254722410882' }),
      ],
      [
        rec({ name: 'Tulip Logistics Godown 2', address: 'LR No. 209/8835, Mombasa Road, Nairobi', phone: '0722 410 882' }),
        rec({ name: 'Tulip Logistics Warehouse B', address: 'L.R. 209/8835, off Mombasa Rd, near Cabanas', lat: -1.3347, lon: 36.8911 }),
        rec({ name: 'Tulip Logistics (Mombasa Rd) - second godown', address: 'Plot 209/8835, Mombasa Road' }),
      ],
      [
        rec({ name: 'Tulip Logistics Godown', address: 'Plot No. MN/I/4521, Shimanzi, Mombasa', phone: '0733 902 114' }),
        rec({ name: 'Tulip Logistics Warehouse Shimanzi', address: 'MN/I/4521, Shimanzi Road, Mombasa', lat: -4.0576, lon: 39.6531 }),
        rec({ name: 'Tulip Logistics (Mombasa)', address: 'Shimanzi, off Mbaraki Road, Mombasa', phone: '+254733902114' }),
      ],
    ],
  },
  {
    // South African erven in township extensions (`Ext 7`, `X7`, `Extension 7`): one erf number in two
    // townships, and one church's other campus in another extension.
    kind: 'South African erf and extension numbers',
    variants: [
      [
        rec({ name: 'Grace Fellowship Church', address: 'Erf 2417, Kosmosdal Ext 7, Centurion', city: 'Centurion' }),
        rec({ name: 'Grace Fellowship Kosmosdal', address: 'Erf 2417 Kosmosdal X7', lat: -25.9071, lon: 28.1412 }),
        rec({ name: 'Grace Fellowship Church Centurion', address: 'Cnr Kosmosdal & Brookvale Rds, Kosmosdal Extension 7, 0157' }),
      ],
      [
        rec({ name: 'Grace Fellowship Church', address: 'Erf 2417, Tembisa Ext 7, Ekurhuleni', city: 'Tembisa' }),
        rec({ name: 'Grace Fellowship Tembisa', address: 'Erf 2417 Tembisa X7', lat: -25.9962, lon: 28.2268 }),
        rec({ name: 'Grace Fellowship Church Tembisa', address: 'Erf 2417, Tembisa Extension 7, 1632' }),
      ],
      [
        rec({ name: 'Grace Fellowship Church', address: 'Erf 812, Kosmosdal Ext 11, Centurion' }),
        rec({ name: 'Grace Fellowship Kosmosdal Ext 11', address: 'Erf 812 Kosmosdal X11', lat: -25.9139, lon: 28.1325 }),
        rec({ name: 'Grace Fellowship Church (Ext 11 campus)', address: 'Erf 812, Kosmosdal Extension 11, Centurion, 0157' }),
      ],
    ],
  },
  {
    // A P.O. Box with its postal code on one side, a physical address or a point on the other; one box number
    // in two towns (20100 Nakuru, 30100 Eldoret), and a mission hospital of a like name in one town.
    kind: 'Kenyan clinics, P.O. Box against physical address',
    variants: [
      [
        rec({ name: 'St. Jude Medical Centre', address: 'P.O. Box 1523-20100, Nakuru', phone: '051 221 4455' }),
        rec({ name: 'St Jude Medical Centre Nakuru', address: 'Kenyatta Avenue, opp. Nakuru Post Office, Nakuru', lat: -0.2857, lon: 36.0691 }),
        rec({ name: 'ST JUDE MEDICAL CENTRE', address: 'Kenyatta Ave, Nakuru Town', phone: '+254512214455' }),
      ],
      [
        rec({ name: 'St. Jude Medical Centre', address: 'P.O. Box 1523-30100, Eldoret', phone: '053 203 1177' }),
        rec({ name: 'St Jude Medical Centre Eldoret', address: 'Uganda Road, near Zion Mall, Eldoret', lat: 0.5155, lon: 35.2713 }),
        rec({ name: 'ST JUDE MEDICAL CENTRE', address: 'Uganda Rd, Eldoret Town', phone: '+254532031177' }),
      ],
      [
        rec({ name: "St. Jude's Mission Hospital", address: 'P.O. Box 88-20100, Nakuru', phone: '051 221 9001' }),
        rec({ name: 'St Judes Mission Hospital Nakuru', address: 'Lanet, off Nakuru-Nairobi Highway', lat: -0.3021, lon: 36.1432 }),
        rec({ name: "ST JUDE'S MISSION HOSP", address: 'Lanet, Nakuru', phone: '+254512219001' }),
      ],
    ],
  },
  {
    // Igbo villages named for a lineage (`Umu-` = children of): one name in two LGAs, and a near name in one.
    kind: 'clan villages by lineage name',
    variants: [
      [
        rec({ name: 'Umuokpara', admin_path: 'Nigeria > Abia > Umuahia South > Umuokpara', lat: 5.4903, lon: 7.4722 }),
        rec({ name: 'Umu-Okpara village', city: 'Umuahia', admin_path: 'Abia State / Umuahia South LGA' }),
        rec({ name: 'Umuokpara (Umuahia South)', address: 'Umuokpara, Umuahia South L.G.A., Abia State' }),
      ],
      [
        rec({ name: 'Umuokpara', admin_path: 'Nigeria > Abia > Isiala Ngwa North > Umuokpara', lat: 5.3811, lon: 7.395 }),
        rec({ name: 'Umu-Okpara village', city: 'Okpuala Ngwa', admin_path: 'Abia State / Isiala Ngwa North LGA' }),
        rec({ name: 'Umuokpara (Isiala Ngwa North)', address: 'Umuokpara, Isiala Ngwa North L.G.A., Abia State' }),
      ],
      [
        rec({ name: 'Umuopara', admin_path: 'Nigeria > Abia > Umuahia South > Umuopara', lat: 5.4731, lon: 7.5008 }),
        rec({ name: 'Umu-Opara', city: 'Umuahia', admin_path: 'Abia State / Umuahia South LGA' }),
        rec({ name: 'Umuopara (Umuahia South)', address: 'Umuopara, Umuahia South L.G.A., Abia State' }),
      ],
    ],
  },
  {
    // Kamba market centres named `Kwa <founder or chief>` (at X's place): written `Kwa Mutiso`, `Kwamutiso`,
    // `Mutiso's`; one name in two counties, and a near name in one location.
    kind: 'market centres named after a founder',
    variants: [
      [
        rec({ name: 'Kwa Mutiso', admin_path: 'Kenya > Machakos > Mwala > Kibauni', lat: -1.3981, lon: 37.5533 }),
        rec({ name: "Mutiso's (Kwa Mutiso shopping centre)", city: 'Mwala' }),
        rec({ name: 'Kwamutiso Market', address: 'Kwa-Mutiso, Mwala Sub-County, Machakos County' }),
      ],
      [
        rec({ name: 'Kwa Mutiso', admin_path: 'Kenya > Kitui > Mwingi Central > Nguutani', lat: -0.9104, lon: 38.0587 }),
        rec({ name: 'Kwamutiso (Mwingi)', city: 'Mwingi' }),
        rec({ name: 'Kwa-Mutiso Market, Mwingi', address: 'Kwa Mutiso, Mwingi Central Sub-County, Kitui County' }),
      ],
      [
        rec({ name: 'Kwa Mutua', admin_path: 'Kenya > Machakos > Mwala > Kibauni', lat: -1.4102, lon: 37.5618 }),
        rec({ name: "Mutua's (Kwa Mutua shopping centre)", city: 'Mwala' }),
        rec({ name: 'Kwamutua Market', address: 'Kwa-Mutua, Mwala Sub-County, Machakos County' }),
      ],
    ],
  },
  {
    // Durban's renamed streets (Smith St = Anton Lembede St; West St = Dr Pixley KaSeme St; Victoria
    // Embankment = Margaret Mncadi Ave): three branches of one bank, each under its old and new street name.
    kind: 'bank branches on renamed streets',
    variants: [
      [
        rec({ name: 'Ubuntu Bank Durban Central', address: '320 Anton Lembede Street, Durban, 4001', phone: '031 301 2200' }),
        rec({ name: 'Ubuntu Bank - Smith Street branch', address: '320 Smith St, Durban CBD', phone: '+27313012200' }),
        rec({ name: 'UBUNTU BANK DURBAN CENTRAL', address: '320 Anton Lembede (Smith) St, Durban', lat: -29.8587, lon: 31.0256 }),
      ],
      [
        rec({ name: 'Ubuntu Bank Durban West Street', address: '180 Dr Pixley KaSeme Street, Durban, 4001', phone: '031 306 4410' }),
        rec({ name: 'Ubuntu Bank - West Street branch', address: '180 West St, Durban CBD', phone: '+27313064410' }),
        rec({ name: 'UBUNTU BANK PIXLEY KASEME ST', address: '180 Dr Pixley KaSeme (West) St, Durban', lat: -29.8569, lon: 31.0243 }),
      ],
      [
        rec({ name: 'Ubuntu Bank Durban Esplanade', address: '45 Margaret Mncadi Avenue, Durban, 4001', phone: '031 307 9000' }),
        rec({ name: 'Ubuntu Bank - Victoria Embankment branch', address: '45 Victoria Embankment (Esplanade), Durban', phone: '+27313079000' }),
        rec({ name: 'UBUNTU BANK ESPLANADE', address: '45 Margaret Mncadi Ave, Durban', lat: -29.8651, lon: 31.0262 }),
      ],
    ],
  },
  {
    // Renamed towns (Port Elizabeth = Gqeberha, Pietersburg = Polokwane, Nelspruit = Mbombela): one lodge
    // name in three towns, each under its old and new town name.
    kind: 'lodges in renamed towns',
    variants: [
      [
        rec({ name: 'Sunbird Lodge', address: '14 Beach Road, Humewood, Port Elizabeth, 6001', phone: '041 585 1122' }),
        rec({ name: 'Sunbird Lodge Gqeberha', address: '14 Beach Rd, Humewood, Gqeberha', phone: '+27415851122' }),
        rec({ name: 'Sunbird Lodge (Humewood)', city: 'Gqeberha (Port Elizabeth)', lat: -33.9789, lon: 25.6507 }),
      ],
      [
        rec({ name: 'Sunbird Lodge', address: '22 Thabo Mbeki Street, Polokwane, 0699', phone: '015 291 3344' }),
        rec({ name: 'Sunbird Lodge Pietersburg', address: '22 Thabo Mbeki St, Pietersburg', phone: '+27152913344' }),
        rec({ name: 'Sunbird Lodge (Polokwane)', city: 'Polokwane', lat: -23.9045, lon: 29.4689 }),
      ],
      [
        rec({ name: 'Sunbird Lodge', address: '9 Ferreira Street, Mbombela, 1200', phone: '013 752 6677' }),
        rec({ name: 'Sunbird Lodge Nelspruit', address: '9 Ferreira St, Nelspruit', phone: '+27137526677' }),
        rec({ name: 'Sunbird Lodge (Mbombela)', city: 'Mbombela (Nelspruit)', lat: -25.4745, lon: 30.9703 }),
      ],
    ],
  },
  {
    // London bus stops: a stop letter is one kerbside pole; the stops on either side of one road, and the next
    // stop along, are other places 30-300 m away.
    kind: 'London bus stops by stop letter',
    variants: [
      [
        rec({ name: 'Brixton Station (Stop K)', address: 'Brixton Road, London SW9', lat: 51.4624, lon: -0.1145, stop_code: '48271' }),
        rec({ name: 'Brixton Stn / Stop K', address: 'Brixton Rd (towards Stockwell)', city: 'London' }),
        rec({ name: 'Brixton Station bus stop K', admin_path: 'Greater London > Lambeth', lat: 51.46245, lon: -0.11448 }),
      ],
      [
        rec({ name: 'Brixton Station (Stop L)', address: 'Brixton Road, London SW9', lat: 51.4622, lon: -0.1141, stop_code: '48272' }),
        rec({ name: 'Brixton Stn / Stop L', address: 'Brixton Rd (towards Streatham)', city: 'London' }),
        rec({ name: 'Brixton Station bus stop L', admin_path: 'Greater London > Lambeth', lat: 51.46218, lon: -0.11412 }),
      ],
      [
        rec({ name: 'Brixton Police Station (Stop Q)', address: 'Brixton Road, London SW9', lat: 51.4648, lon: -0.115, stop_code: '48290' }),
        rec({ name: 'Brixton Police Stn / Stop Q', address: 'Brixton Rd (towards Stockwell)', city: 'London' }),
        rec({ name: 'Brixton Police Station bus stop Q', admin_path: 'Greater London > Lambeth', lat: 51.46483, lon: -0.11502 }),
      ],
    ],
  },
  {
    // Lagos stops named by the next place in the direction of travel (`inward Ketu` = heading to Ketu): the
    // two sides of one road, and the motor park at the interchange.
    kind: 'Lagos bus stops by direction',
    variants: [
      [
        rec({ name: 'Ojota Bus Stop (inward Ketu)', address: 'Ikorodu Road, Ojota, Lagos', lat: 6.5868, lon: 3.3806 }),
        rec({ name: 'Ojota BRT stop - towards Mile 12', city: 'Lagos' }),
        rec({ name: 'Ojota BRT (outbound, Ketu side)', admin_path: 'Lagos > Kosofe', lat: 6.58681, lon: 3.38058 }),
      ],
      [
        rec({ name: 'Ojota Bus Stop (inward Maryland)', address: 'Ikorodu Road, Ojota, Lagos', lat: 6.5861, lon: 3.3813 }),
        rec({ name: 'Ojota BRT stop - towards CMS', city: 'Lagos' }),
        rec({ name: 'Ojota BRT (inbound, Maryland side)', admin_path: 'Lagos > Kosofe', lat: 6.58612, lon: 3.38129 }),
      ],
      [
        rec({ name: 'Ojota New Garage', address: 'Ojota Interchange, off Ikorodu Road, Lagos', lat: 6.5893, lon: 3.3789 }),
        rec({ name: 'New Garage Ojota (interstate park)', city: 'Lagos' }),
        rec({ name: 'Ojota motor park (New Garage)', admin_path: 'Lagos > Kosofe', lat: 6.58929, lon: 3.37887 }),
      ],
    ],
  },
  {
    // Coordinates in degrees-minutes-seconds with hemisphere letters, degrees and decimal minutes, and signed
    // decimals (the same points); a borehole 350 m away, and one of the same scheme number in another ward.
    kind: 'boreholes with coordinates in three notations',
    variants: [
      [
        rec({ name: 'Borehole BH-017, Kalama Primary', lat: '1°31\'12.4"S', lon: '37°28\'51.0"E' }),
        rec({ name: 'Kalama Pri. Sch. borehole', lat: -1.52011, lon: 37.48083 }),
        rec({ name: 'BH 017 Kalama', lat: "S 1° 31.207'", lon: "E 37° 28.850'" }),
      ],
      [
        rec({ name: 'Borehole BH-018, Kalama Market', lat: '1°31\'23.2"S', lon: '37°28\'57.7"E' }),
        rec({ name: 'Kalama market borehole', lat: -1.5231, lon: 37.4827 }),
        rec({ name: 'BH 018 Kalama', lat: "S 1° 31.386'", lon: "E 37° 28.962'" }),
      ],
      [
        rec({ name: 'Borehole BH-017, Kyeleni Dispensary', lat: '1°26\'24.7"S', lon: '37°36\'04.0"E' }),
        rec({ name: 'Kyeleni disp. borehole', lat: -1.4402, lon: 37.6011 }),
        rec({ name: 'BH 017 Kyeleni', lat: "S 1° 26.412'", lon: "E 37° 36.066'" }),
      ],
    ],
  },
  {
    // One airport's international terminal, domestic terminal (MMA2) and general aviation terminal, under
    // codes, acronyms and former names, within 2 km of one another.
    kind: 'airport terminals',
    variants: [
      [
        rec({ name: 'Murtala Muhammed International Airport', address: 'Airport Road, Ikeja, Lagos', lat: 6.5774, lon: 3.3212 }),
        rec({ name: 'MMIA Lagos (LOS) international terminal', city: 'Ikeja' }),
        rec({ name: 'Lagos International Airport (LOS)', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.577, lon: 3.3215 }),
      ],
      [
        rec({ name: 'MMA2 Domestic Terminal', address: 'Murtala Muhammed Airport 2, Ikeja, Lagos', lat: 6.5695, lon: 3.3377 }),
        rec({ name: 'Murtala Muhammed Airport Terminal Two (MM2)', city: 'Ikeja' }),
        rec({ name: 'MMA2 (Bi-Courtney terminal), Lagos', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.5697, lon: 3.338 }),
      ],
      [
        rec({ name: 'General Aviation Terminal (GAT), Lagos', address: 'Domestic side, Murtala Muhammed Airport, Ikeja', lat: 6.5718, lon: 3.3329 }),
        rec({ name: 'GAT, local airport, Ikeja', city: 'Ikeja' }),
        rec({ name: 'GAT Ikeja (general aviation, domestic side)', admin_path: 'Nigeria > Lagos > Ikeja', lat: 6.5716, lon: 3.3331 }),
      ],
    ],
  },
];
