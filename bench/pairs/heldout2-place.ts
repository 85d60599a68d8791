// Held-out set 2 (issue 11), place families: see bench/pairs/heldout2.ts for the header. Written by hand in the
// forms gazetteers (name and admin path), OSM-style exports (name, lat/lon, category), directories with
// landmark directions ("opposite …", "behind …"), GhanaPost GPS digital addresses (GA-049-5502 / GA0495502),
// three-word location codes, plot, stand and erf numbers, and Swahili, French and Afrikaans names use.
// Coordinates are approximate, written to the precision each source kind gives; digital addresses, three-word
// codes and phone numbers are ILLUSTRATIVE (the shape real ones have, consistent inside this set).
import { type Family, rec } from './heldout1-types.js';

export const PLACE2: readonly Family[] = [
  {
    // Lagos markets a few kilometres apart along one expressway; the ram market sits behind the electronics one.
    kind: 'market: neighbouring markets on one road',
    variants: [
      [
        rec({ name: 'Alaba International Market', lat: 6.4603, lon: 3.1879, admin_path: 'Nigeria/Lagos/Ojo' }),
        rec({ place_name: 'Alaba Intl. Market', address: 'Lagos-Badagry Expressway, Ojo', city: 'Lagos' }),
        rec({ name: 'ALABA INTERNATIONAL MARKET (ELECTRONICS)', address: 'Off Old Ojo Road, by Alaba bus stop, Ojo, Lagos State' }),
      ],
      [
        rec({ name: 'Alaba Rago Market', lat: 6.4631, lon: 3.1957, admin_path: 'Nigeria/Lagos/Ojo' }),
        rec({ place_name: 'Alaba Rago (ram market)', address: 'Alaba Rago, off Lagos-Badagry Expressway, Ojo', city: 'Lagos' }),
        rec({ name: 'Rago Market, Alaba', address: 'Behind Alaba International Market, Ojo, Lagos State' }),
      ],
      [
        rec({ name: 'Lagos International Trade Fair Complex', lat: 6.4668, lon: 3.2537, admin_path: 'Nigeria/Lagos/Amuwo-Odofin' }),
        rec({ place_name: 'Trade Fair Complex (ASPAMDA)', address: 'Lagos-Badagry Expressway, Amuwo-Odofin', city: 'Lagos' }),
        rec({ name: 'TRADE FAIR MARKET', address: 'Km 5 Badagry Expressway, opposite Festac Town gate, Lagos' }),
      ],
    ],
  },
  {
    // Nairobi's eastern markets, within a kilometre of one another; Swahili "soko la …" for market.
    kind: 'market: Swahili and English names, close neighbours',
    variants: [
      [
        rec({ name: 'Gikomba Market', lat: -1.284, lon: 36.837, admin_path: 'Kenya/Nairobi/Kamukunji' }),
        rec({ place_name: 'Gikomba Open Air Market', address: 'Off Landhies Road, near Kamukunji grounds', city: 'Nairobi' }),
        rec({ name: 'Soko la Gikomba', address: 'Gikomba, Kamukunji, Nairobi' }),
      ],
      [
        rec({ name: 'Wakulima Market', lat: -1.2858, lon: 36.8309, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'Marikiti Market', address: 'Haile Selassie Avenue / Landhies Road junction', city: 'Nairobi' }),
        rec({ name: 'Soko la Wakulima (Marikiti)', address: 'Landhies Rd, Nairobi CBD' }),
      ],
      [
        rec({ name: 'Muthurwa Market', lat: -1.2883, lon: 36.8332, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'Muthurwa Market', address: 'Landhies Road, opposite Machakos Country Bus Station', city: 'Nairobi' }),
        rec({ name: 'Soko la Muthurwa', address: 'Muthurwa, off Haile Selassie Ave, Nairobi' }),
      ],
    ],
  },
  {
    // London markets in adjacent arcades and streets, with three-word location codes.
    kind: 'market: adjacent arcades, three-word codes',
    variants: [
      [
        rec({ name: 'Brixton Village', lat: 51.4619, lon: -0.1118, city: 'London', what3words: '///lately.crown.fusion' }),
        rec({ place_name: 'Brixton Village Market (Granville Arcade)', address: 'Coldharbour Lane, London SW9 8PR' }),
        rec({ name: 'BRIXTON VILLAGE', address: 'Coldharbour Ln, Brixton, London', what3words: 'lately.crown.fusion' }),
      ],
      [
        rec({ name: 'Market Row', lat: 51.4614, lon: -0.1128, city: 'London', what3words: '///rotate.maple.curve' }),
        rec({ place_name: 'Market Row, Brixton', address: 'Electric Lane / Atlantic Road, London SW9 8LD' }),
        rec({ name: 'MARKET ROW BRIXTON', address: 'Atlantic Rd, Brixton, London', what3words: 'rotate.maple.curve' }),
      ],
      [
        rec({ name: 'Brixton Station Road Market', lat: 51.4633, lon: -0.1148, city: 'London', what3words: '///stamp.beams.tender' }),
        rec({ place_name: 'Station Road Market', address: 'Brixton Station Road, London SW9 8QQ' }),
        rec({ name: 'BRIXTON STATION RD MARKET', address: 'Brixton Station Rd, Brixton, London', what3words: 'stamp.beams.tender' }),
      ],
    ],
  },
  {
    // Matatu stages in Nairobi's CBD, a few hundred metres apart, named after the landmark beside them.
    kind: 'bus stage: landmark-named stages in one CBD',
    variants: [
      [
        rec({ name: 'Ambassadeur Stage', lat: -1.2846, lon: 36.8262, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'Ambassador bus stage', address: 'Moi Avenue, outside Hotel Ambassadeur', city: 'Nairobi' }),
        rec({ name: 'Stage ya Ambassadeur', address: 'Moi Ave / Tom Mboya St, Nairobi CBD' }),
      ],
      [
        rec({ name: 'Odeon Stage', lat: -1.2829, lon: 36.8268, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'Odeon bus stage', address: 'Tom Mboya Street / Latema Road, by the old Odeon cinema', city: 'Nairobi' }),
        rec({ name: 'Stage ya Odeon', address: 'Latema Rd, Nairobi CBD' }),
      ],
      [
        rec({ name: 'Kencom Stage', lat: -1.2866, lon: 36.8248, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'Kencom bus stop', address: 'Moi Avenue, opposite Kencom House', city: 'Nairobi' }),
        rec({ name: 'Stage ya Kencom', address: 'Moi Ave / City Hall Way, Nairobi CBD' }),
      ],
    ],
  },
  {
    // Accra lorry and bus stations with GhanaPost GPS digital addresses, written with and without hyphens.
    kind: 'bus station: GhanaPost digital addresses',
    variants: [
      [
        rec({ name: 'Neoplan Station', lat: 5.571, lon: -0.2176, admin_path: 'Ghana/Greater Accra/Accra Metropolitan' }),
        rec({ place_name: 'Neoplan Bus Station (Circle)', address: 'GA-049-5502, Kwame Nkrumah Circle, Accra', digital_address: 'GA-049-5502' }),
        rec({ name: 'NEOPLAN STATION CIRCLE', address: 'Near Odawna, Kwame Nkrumah Interchange, Accra', digital_address: 'GA0495502' }),
      ],
      [
        rec({ name: 'VIP Jeoun Transport Terminal, Circle', lat: 5.5725, lon: -0.2142, admin_path: 'Ghana/Greater Accra/Accra Metropolitan' }),
        rec({ place_name: 'VIP Bus Station (Kwame Nkrumah Circle)', address: 'GA-047-1187, Ring Road West, Circle, Accra', digital_address: 'GA-047-1187' }),
        rec({ name: 'VIP JEOUN CIRCLE STATION', address: 'Behind Circle overpass, Accra', digital_address: 'GA0471187' }),
      ],
      [
        rec({ name: 'Kaneshie Station', lat: 5.5665, lon: -0.2368, admin_path: 'Ghana/Greater Accra/Accra Metropolitan' }),
        rec({ place_name: 'Kaneshie Lorry Station', address: 'GA-280-4415, Winneba Road, Kaneshie, Accra', digital_address: 'GA-280-4415' }),
        rec({ name: 'KANESHIE STATION (BELOW KANESHIE MARKET)', address: 'Kaneshie Market Complex, Winneba Rd, Accra', digital_address: 'GA2804415' }),
      ],
    ],
  },
  {
    // Johannesburg's inner-city minibus-taxi ranks and the station beside them.
    kind: 'taxi rank: inner-city ranks and a station',
    variants: [
      [
        rec({ name: 'Bree Street Taxi Rank', lat: -26.2003, lon: 28.0361, admin_path: 'South Africa/Gauteng/Johannesburg' }),
        rec({ place_name: 'Bree Taxi Rank', address: 'Bree Street, between Harrison and Rissik, Johannesburg CBD', city: 'Johannesburg' }),
        rec({ name: 'BREE ST TAXI RANK (JOBURG CBD)', address: 'Cnr Bree & Harrison Streets, Johannesburg, 2001' }),
      ],
      [
        rec({ name: 'Noord Street Taxi Rank', lat: -26.1981, lon: 28.0452, admin_path: 'South Africa/Gauteng/Johannesburg' }),
        rec({ place_name: 'Noord Taxi Rank', address: 'Noord Street, opposite Joubert Park, Johannesburg CBD', city: 'Johannesburg' }),
        rec({ name: 'NOORD ST TAXI RANK', address: 'Cnr Noord & Wanderers Streets, Johannesburg, 2001' }),
      ],
      [
        rec({ name: 'Johannesburg Park Station', lat: -26.1966, lon: 28.0416, admin_path: 'South Africa/Gauteng/Johannesburg' }),
        rec({ place_name: 'Park Station', address: 'Rissik Street, Braamfontein, Johannesburg', city: 'Johannesburg' }),
        rec({ name: 'PARK STATION (JHB)', address: 'Cnr Rissik & Wolmarans Streets, Johannesburg, 2001' }),
      ],
    ],
  },
  {
    // One university's campuses in one city, named in English and in Swahili (Chuo Kikuu = university).
    kind: 'university campus: campuses of one university',
    variants: [
      [
        rec({ name: 'University of Nairobi Main Campus', lat: -1.2797, lon: 36.8163, admin_path: 'Kenya/Nairobi/Starehe' }),
        rec({ place_name: 'UoN Main Campus', address: 'University Way, Nairobi CBD', city: 'Nairobi' }),
        rec({ name: 'Chuo Kikuu cha Nairobi – Main Campus', address: 'Harry Thuku Road / University Way, Nairobi' }),
      ],
      [
        rec({ name: 'University of Nairobi Chiromo Campus', lat: -1.2733, lon: 36.8071, admin_path: 'Kenya/Nairobi/Westlands' }),
        rec({ place_name: 'UoN Chiromo Campus', address: 'Riverside Drive, Chiromo', city: 'Nairobi' }),
        rec({ name: 'Chuo Kikuu cha Nairobi – Chiromo', address: 'Riverside Dr, off Chiromo Rd, Nairobi' }),
      ],
      [
        rec({ name: 'University of Nairobi Upper Kabete Campus', lat: -1.2489, lon: 36.7381, admin_path: 'Kenya/Nairobi/Westlands' }),
        rec({ place_name: 'UoN Upper Kabete Campus', address: 'Kapenguria Road, Upper Kabete', city: 'Nairobi' }),
        rec({ name: 'Chuo Kikuu cha Nairobi – Kabete (Veterinary)', address: 'Kapenguria Rd, off Waiyaki Way, Kabete' }),
      ],
    ],
  },
  {
    // Wits campuses: the main campus in Braamfontein and two in Parktown, a kilometre apart.
    kind: 'university campus: main campus and two in one suburb',
    variants: [
      [
        rec({ name: 'University of the Witwatersrand, Braamfontein Campus East', lat: -26.1915, lon: 28.0305, city: 'Johannesburg' }),
        rec({ place_name: 'Wits Main Campus', address: '1 Jan Smuts Avenue, Braamfontein, Johannesburg 2000' }),
        rec({ name: 'WITS UNIVERSITY (BRAAMFONTEIN EAST)', address: '1 Jan Smuts Ave, Braamfontein', admin_path: 'South Africa/Gauteng/Johannesburg' }),
      ],
      [
        rec({ name: 'University of the Witwatersrand, Education Campus', lat: -26.1818, lon: 28.0379, city: 'Johannesburg' }),
        rec({ place_name: 'Wits Education Campus', address: '27 St Andrews Road, Parktown, Johannesburg 2193' }),
        rec({ name: 'WITS SCHOOL OF EDUCATION (PARKTOWN)', address: 'St Andrews Rd, Parktown', admin_path: 'South Africa/Gauteng/Johannesburg' }),
      ],
      [
        rec({ name: 'University of the Witwatersrand, Faculty of Health Sciences', lat: -26.1766, lon: 28.0436, city: 'Johannesburg' }),
        rec({ place_name: 'Wits Medical School', address: '7 York Road, Parktown, Johannesburg 2193' }),
        rec({ name: 'WITS MEDICAL SCHOOL (PARKTOWN)', address: 'York Rd, Parktown', admin_path: 'South Africa/Gauteng/Johannesburg' }),
      ],
    ],
  },
  {
    // A teaching hospital and the private hospital that occupies one of its buildings, and a children's
    // hospital two kilometres away; facility registers, a map export and a directory.
    kind: 'hospital wing: private hospital inside a public one',
    variants: [
      [
        rec({ facility_name: 'Groote Schuur Hospital', admin_path: 'South Africa/Western Cape/Cape Town', phone: '021 404 9111' }),
        rec({ place_name: 'Groote Schuur Hospital', lat: -33.9412, lon: 18.4648, phone: '+27 21 404 9111' }),
        rec({ name: 'GSH (Groote Schuur)', address: 'Main Road, Observatory, Cape Town 7925', tel: '+27214049111' }),
      ],
      [
        rec({ facility_name: 'UCT Private Academic Hospital', admin_path: 'South Africa/Western Cape/Cape Town', phone: '021 442 1800' }),
        rec({ place_name: 'UCT Private Academic Hospital', lat: -33.9409, lon: 18.4652, phone: '+27 21 442 1800' }),
        rec({ name: 'UCT PAH', address: 'D Floor, Old Main Building, Groote Schuur Hospital, Observatory, Cape Town', tel: '+27214421800' }),
      ],
      [
        rec({ facility_name: "Red Cross War Memorial Children's Hospital", admin_path: 'South Africa/Western Cape/Cape Town', phone: '021 658 5111' }),
        rec({ place_name: "Red Cross Children's Hospital", lat: -33.9529, lon: 18.4876, phone: '+27 21 658 5111' }),
        rec({ name: 'Red Cross War Memorial Childrens Hosp', address: 'Klipfontein Road, Rondebosch, Cape Town 7700', tel: '+27216585111' }),
      ],
    ],
  },
  {
    // Korle Bu: the teaching hospital, a national centre on its grounds, and its polyclinic.
    kind: 'hospital wing: centres on one hospital site',
    variants: [
      [
        rec({ facility_name: 'Korle Bu Teaching Hospital', admin_path: 'Ghana/Greater Accra/Ablekuma South', phone: '0302 674 061' }),
        rec({ place_name: 'Korle-Bu Teaching Hospital', lat: 5.5365, lon: -0.2268, digital_address: 'GA-221-1407' }),
        rec({ name: 'KBTH', address: 'Guggisberg Avenue, Korle Bu, Accra', tel: '+233302674061' }),
      ],
      [
        rec({ facility_name: 'National Cardiothoracic Centre, Korle Bu', admin_path: 'Ghana/Greater Accra/Ablekuma South', phone: '0302 667 759' }),
        rec({ place_name: 'Korle Bu Cardiothoracic Centre', lat: 5.5378, lon: -0.2281, digital_address: 'GA-221-1552' }),
        rec({ name: 'NCTC (Cardio Centre)', address: 'Korle Bu Teaching Hospital grounds, Guggisberg Ave, Accra', tel: '+233302667759' }),
      ],
      [
        rec({ facility_name: 'Korle Bu Polyclinic', admin_path: 'Ghana/Greater Accra/Ablekuma South', phone: '0302 665 401' }),
        rec({ place_name: 'Korle-Bu Polyclinic', lat: 5.5351, lon: -0.2249, digital_address: 'GA-221-0968' }),
        rec({ name: 'KORLE BU POLYCLINIC (OPD)', address: 'Guggisberg Ave, opposite the main hospital gate, Korle Bu, Accra', tel: '+233302665401' }),
      ],
    ],
  },
  {
    // Villages of one informal settlement: gazetteer admin paths, map points and the local spellings
    // ("Laini Saba" is "Line Saba", from the railway line).
    kind: 'informal settlement: villages of one settlement',
    variants: [
      [
        rec({ name: 'Laini Saba', admin_path: 'Kenya/Nairobi/Kibra/Laini Saba' }),
        rec({ place_name: 'Laini Saba', lat: -1.3168, lon: 36.7897 }),
        rec({ name: 'Line Saba village, Kibera', address: 'Along the railway line, near Toi Market', city: 'Nairobi' }),
      ],
      [
        rec({ name: 'Gatwekera', admin_path: 'Kenya/Nairobi/Kibra/Gatwekera' }),
        rec({ place_name: 'Gatwekera', lat: -1.3128, lon: 36.7779 }),
        rec({ name: 'Gatwekera village, Kibera', address: 'Near the Ngong River, west Kibera', city: 'Nairobi' }),
      ],
      [
        rec({ name: 'Makina', admin_path: 'Kenya/Nairobi/Kibra/Makina' }),
        rec({ place_name: 'Makina', lat: -1.3118, lon: 36.7871 }),
        rec({ name: 'Makina village, Kibera', address: 'Near Kibera DC and Makina mosque', city: 'Nairobi' }),
      ],
    ],
  },
  {
    // Sections of a Cape Town township, by gazetteer, map export and an NGO's list with erf numbers.
    kind: 'informal settlement: township sections',
    variants: [
      [
        rec({ name: 'Site C', admin_path: 'South Africa/Western Cape/Cape Town/Khayelitsha' }),
        rec({ place_name: 'Site C, Khayelitsha', lat: -34.0341, lon: 18.6526 }),
        rec({ name: 'Khayelitsha Site C', address: 'Erf 21854, Site C, Khayelitsha, 7784', city: 'Cape Town' }),
      ],
      [
        rec({ name: 'Site B', admin_path: 'South Africa/Western Cape/Cape Town/Khayelitsha' }),
        rec({ place_name: 'Site B, Khayelitsha', lat: -34.0423, lon: 18.6708 }),
        rec({ name: 'Khayelitsha Site B', address: 'Erf 18307, Site B, Khayelitsha, 7784', city: 'Cape Town' }),
      ],
      [
        rec({ name: 'Harare', admin_path: 'South Africa/Western Cape/Cape Town/Khayelitsha' }),
        rec({ place_name: 'Harare, Khayelitsha', lat: -34.0597, lon: 18.6734 }),
        rec({ name: 'Harare section, Khayelitsha', address: 'Erf 30412, Harare, Khayelitsha, 7784', city: 'Cape Town' }),
      ],
    ],
  },
  {
    // Houses and a memorial on one Soweto street, by stand number, museum name and map point.
    kind: 'stand number: houses and a memorial on one street',
    variants: [
      [
        rec({ name: 'Mandela House', address: '8115 Vilakazi Street, Orlando West, Soweto' }),
        rec({ place_name: 'Nelson Mandela National Museum (Mandela House)', lat: -26.2385, lon: 27.9081 }),
        rec({ name: 'Mandela Family Museum', address: 'Stand 8115, Orlando West, Soweto, 1804', city: 'Johannesburg' }),
      ],
      [
        rec({ name: 'Tutu House', address: 'Vilakazi Street, Orlando West, Soweto' }),
        rec({ place_name: 'Desmond Tutu House', lat: -26.2387, lon: 27.9069 }),
        rec({ name: "Archbishop Tutu's house (Vilakazi St)", address: 'Orlando West, Soweto, 1804', city: 'Johannesburg' }),
      ],
      [
        rec({ name: 'Hector Pieterson Memorial & Museum', address: 'Cnr Khumalo & Pela Streets, Orlando West, Soweto' }),
        rec({ place_name: 'Hector Pieterson Museum', lat: -26.2371, lon: 27.9096 }),
        rec({ name: 'HECTOR PIETERSON MEMORIAL', address: '8288 Khumalo Street, Orlando West, Soweto', city: 'Johannesburg' }),
      ],
    ],
  },
  {
    // Abuja's national places of worship face each other across one avenue; plot and cadastral-zone addresses.
    kind: 'plot number: landmarks across one avenue',
    variants: [
      [
        rec({ name: 'Abuja National Mosque', address: 'Plot 1, Independence Avenue, Cadastral Zone A0, Central Business District, Abuja' }),
        rec({ place_name: 'National Mosque', lat: 9.0605, lon: 7.4898, admin_path: 'Nigeria/FCT/Abuja Municipal' }),
        rec({ name: 'Abuja Central Mosque', address: 'Independence Way, CBD, Abuja', city: 'Abuja' }),
      ],
      [
        rec({ name: 'National Christian Centre', address: 'Plot 2, Independence Avenue, Cadastral Zone A0, Central Business District, Abuja' }),
        rec({ place_name: 'National Ecumenical Centre', lat: 9.0633, lon: 7.4843, admin_path: 'Nigeria/FCT/Abuja Municipal' }),
        rec({ name: 'Abuja National Church', address: 'Independence Way, opposite the National Mosque, CBD, Abuja', city: 'Abuja' }),
      ],
      [
        rec({ name: 'Eagle Square', address: 'Shehu Shagari Way, Cadastral Zone A0, Central Business District, Abuja' }),
        rec({ place_name: 'Eagle Square', lat: 9.0563, lon: 7.4966, admin_path: 'Nigeria/FCT/Abuja Municipal' }),
        rec({ name: 'EAGLE SQUARE ABUJA', address: 'Beside the Federal Secretariat, Three Arms Zone road, Abuja', city: 'Abuja' }),
      ],
    ],
  },
  {
    // Towns of one name in two countries: gazetteer (admin path) against OSM-style exports (name and point).
    kind: 'gazetteer: towns of one name',
    variants: [
      [
        rec({ name: 'Newcastle', admin_path: 'South Africa/KwaZulu-Natal/Amajuba' }),
        rec({ place_name: 'Newcastle', lat: -27.7577, lon: 29.9318 }),
        rec({ name: 'NEWCASTLE, KZN', city: 'Newcastle', admin_path: 'ZA/KZN/Newcastle Local Municipality' }),
      ],
      [
        rec({ name: 'Newcastle upon Tyne', admin_path: 'United Kingdom/England/Tyne and Wear' }),
        rec({ place_name: 'Newcastle upon Tyne', lat: 54.9738, lon: -1.6132 }),
        rec({ name: 'Newcastle', city: 'Newcastle upon Tyne', admin_path: 'GB/ENG/Newcastle upon Tyne' }),
      ],
      [
        rec({ name: 'Newcastle-under-Lyme', admin_path: 'United Kingdom/England/Staffordshire' }),
        rec({ place_name: 'Newcastle-under-Lyme', lat: 53.0109, lon: -2.2278 }),
        rec({ name: 'Newcastle (Staffs)', city: 'Newcastle-under-Lyme', admin_path: 'GB/ENG/Staffordshire' }),
      ],
    ],
  },
  {
    // Paris termini 500 m apart and the RER station between them; French and SNCF-style names.
    kind: 'station: French names, neighbouring termini',
    variants: [
      [
        rec({ name: 'Gare du Nord', lat: 48.8809, lon: 2.3553, admin_path: 'France/Île-de-France/Paris/10e' }),
        rec({ place_name: 'Paris-Nord', address: '18 Rue de Dunkerque, 75010 Paris' }),
        rec({ name: 'PARIS GARE DU NORD', address: 'Rue de Dunkerque, Paris 10e', city: 'Paris' }),
      ],
      [
        rec({ name: "Gare de l'Est", lat: 48.8766, lon: 2.3592, admin_path: 'France/Île-de-France/Paris/10e' }),
        rec({ place_name: 'Paris-Est', address: 'Place du 11 Novembre 1918, 75010 Paris' }),
        rec({ name: 'PARIS GARE DE L EST', address: 'Rue du 8 Mai 1945, Paris 10e', city: 'Paris' }),
      ],
      [
        rec({ name: 'Magenta (RER E)', lat: 48.8818, lon: 2.3568, admin_path: 'France/Île-de-France/Paris/10e' }),
        rec({ place_name: 'Gare de Magenta', address: 'Boulevard de Magenta / Rue de Maubeuge, 75010 Paris' }),
        rec({ name: 'PARIS MAGENTA', address: 'Bd de Magenta, Paris 10e (linked to Gare du Nord)', city: 'Paris' }),
      ],
    ],
  },
  {
    // Inter-city bus companies' terminals: two operators on one street, and one operator's other terminal.
    kind: 'bus park: operators on one street and another terminal',
    variants: [
      [
        rec({ name: 'ABC Transport Terminal, Jibowu', lat: 6.5186, lon: 3.3715, admin_path: 'Nigeria/Lagos/Yaba' }),
        rec({ place_name: 'ABC Transport (Jibowu Park)', address: 'Ikorodu Road, Jibowu, Yaba, Lagos', phone: '0803 123 4567' }),
        rec({ name: 'ABC TRANSPORT JIBOWU', address: 'By Jibowu bus stop, beside the fire station, Ikorodu Rd, Lagos', tel: '+2348031234567' }),
      ],
      [
        rec({ name: 'GUO Transport Terminal, Jibowu', lat: 6.5192, lon: 3.3709, admin_path: 'Nigeria/Lagos/Yaba' }),
        rec({ place_name: 'GUO Motors (Jibowu Park)', address: 'Ikorodu Road, Jibowu, Yaba, Lagos', phone: '0805 765 4321' }),
        rec({ name: 'GUO TRANSPORT JIBOWU', address: 'Opposite ABC Transport, Ikorodu Rd, Jibowu, Lagos', tel: '+2348057654321' }),
      ],
      [
        rec({ name: 'ABC Transport Terminal, Amuwo-Odofin', lat: 6.4631, lon: 3.2856, admin_path: 'Nigeria/Lagos/Amuwo-Odofin' }),
        rec({ place_name: 'ABC Transport (Amuwo Odofin)', address: 'Mile 2 – Badagry Expressway, Amuwo-Odofin, Lagos', phone: '0803 765 1122' }),
        rec({ name: 'ABC TRANSPORT AMUWO ODOFIN', address: 'Beside Festac first gate, Mile 2, Lagos', tel: '+2348037651122' }),
      ],
    ],
  },
];
