// Held-out pair set 20, place (see bench/pairs/heldout20.ts): fixed speed cameras of one avenue, electricity
// substations of one distribution company, level crossings of one railway line, fitness clubs of one chain in one
// city, car-hire desks of one operator at one airport, public toilets of one council seafront, passport offices of one
// immigration service in one city, and betting shops of one operator in one town centre; each as a register's,
// gazetteer's or operator's full name, an operator's asset list, licence list or directory caps line with a site
// code, and a map label or other-language name (German, Swahili, Dutch, Zulu, Twi, French, Yoruba, English, a map
// app's short name). The fitness chain, the car-hire operator and the betting operator are invented; the passport
// offices are real places written from general knowledge; the cameras, substations, crossings and toilets are
// illustrative at real streets. Phones, site codes and coordinates are illustrative (the shape real ones have, a few
// metres apart between listings of one place); several families share one phone line on purpose.
import { type Family, rec } from './heldout1-types.js';

export const PLACE20: readonly Family[] = [
  {
    // Three fixed speed cameras of one avenue: two facing opposite ways at one junction, one a block further out.
    kind: 'fixed speed cameras of one avenue',
    variants: [
      [
        rec({ name: 'Stationäre Geschwindigkeitsüberwachung Frankfurter Allee / Möllendorffstraße, stadteinwärts', admin_path: 'Deutschland / Berlin / Lichtenberg', lat: 52.5149, lon: 13.4768 }),
        rec({ site_name: 'BLITZER FRANKFURTER ALLEE/MOELLENDORFFSTR STADTEINW', site_code: 'VKU-LI-0214', address: 'FRANKFURTER ALLEE 218, 10365 BERLIN', phone: '+49 30 4664 0' }),
        rec({ place_name: 'Speed camera (50 km/h), Frankfurter Allee at Möllendorffstraße, inbound', city: 'Berlin', lat: 52.51493, lon: 13.47676 }),
      ],
      [
        rec({ name: 'Stationäre Geschwindigkeitsüberwachung Frankfurter Allee / Möllendorffstraße, stadtauswärts', admin_path: 'Deutschland / Berlin / Lichtenberg', lat: 52.5152, lon: 13.4775 }),
        rec({ site_name: 'BLITZER FRANKFURTER ALLEE/MOELLENDORFFSTR STADTAUSW', site_code: 'VKU-LI-0215', address: 'FRANKFURTER ALLEE 233, 10365 BERLIN', phone: '+49 30 4664 0' }),
        rec({ place_name: 'Speed camera (50 km/h), Frankfurter Allee at Möllendorffstraße, outbound', city: 'Berlin', lat: 52.51518, lon: 13.47748 }),
      ],
      [
        rec({ name: 'Stationäre Geschwindigkeitsüberwachung Frankfurter Allee / Magdalenenstraße, stadtauswärts', admin_path: 'Deutschland / Berlin / Lichtenberg', lat: 52.5128, lon: 13.4876 }),
        rec({ site_name: 'BLITZER FRANKFURTER ALLEE/MAGDALENENSTR STADTAUSW', site_code: 'VKU-LI-0217', address: 'FRANKFURTER ALLEE 255, 10365 BERLIN', phone: '+49 30 4664 0' }),
        rec({ place_name: 'Blitzer Frankfurter Allee Höhe U Magdalenenstraße (Richtung Lichtenberg)', city: 'Berlin', lat: 52.51283, lon: 13.48752 }),
      ],
    ],
  },
  {
    // Three 66/11 kV substations of one distribution company in neighbouring Nairobi suburbs (one call centre).
    kind: 'electricity substations of one distribution company',
    variants: [
      [
        rec({ name: 'Kenya Power Parklands 66/11kV Primary Substation', admin_path: 'Kenya / Nairobi / Westlands / Parklands', lat: -1.2627, lon: 36.8179 }),
        rec({ site_name: 'S/S PARKLANDS 66/11KV', site_code: 'NRB-W-PSS-021', address: '3RD PARKLANDS AVE, PARKLANDS', phone: '+254 703 070 707' }),
        rec({ place_name: 'Kituo kidogo cha umeme cha Parklands (Kenya Power)', city: 'Nairobi', lat: -1.26268, lon: 36.81795 }),
      ],
      [
        rec({ name: 'Kenya Power Westlands 66/11kV Primary Substation', admin_path: 'Kenya / Nairobi / Westlands / Westlands', lat: -1.2664, lon: 36.8073 }),
        rec({ site_name: 'S/S WESTLANDS 66/11KV', site_code: 'NRB-W-PSS-024', address: 'WARINGA RD, WESTLANDS', phone: '+254 703 070 707' }),
        rec({ place_name: 'Kituo kidogo cha umeme cha Westlands (Kenya Power)', city: 'Nairobi', lat: -1.26643, lon: 36.80726 }),
      ],
      [
        rec({ name: 'Kenya Power Kileleshwa 66/11kV Primary Substation', admin_path: 'Kenya / Nairobi / Dagoretti North / Kileleshwa', lat: -1.2786, lon: 36.7845 }),
        rec({ site_name: 'S/S KILELESHWA 66/11KV', site_code: 'NRB-W-PSS-027', address: 'OLENGURUONE AVE, KILELESHWA', phone: '0703 070707' }),
        rec({ place_name: 'Kileleshwa substation', city: 'Nairobi', lat: -1.27858, lon: 36.78455 }),
      ],
    ],
  },
  {
    // Three level crossings of one railway line within one town, a few hundred metres apart (one operator helpline).
    kind: 'level crossings of one railway line',
    variants: [
      [
        rec({ name: 'Overweg Grotestraat, Nijverdal (spoorlijn Almelo–Zwolle, km 47,812)', admin_path: 'Nederland / Overijssel / Hellendoorn / Nijverdal', lat: 52.3644, lon: 6.4627 }),
        rec({ site_name: 'OVW NVD GROTESTRAAT KM 47.812', site_code: 'OVW-AMLZL-47812', address: 'GROTESTRAAT, 7443 NIJVERDAL', phone: '+31 800 7767 7245' }),
        rec({ place_name: 'Level crossing, Grotestraat, Nijverdal (Almelo–Zwolle line)', city: 'Nijverdal', lat: 52.36438, lon: 6.46273 }),
      ],
      [
        rec({ name: 'Overweg Salomonsonstraat, Nijverdal (spoorlijn Almelo–Zwolle, km 47,355)', admin_path: 'Nederland / Overijssel / Hellendoorn / Nijverdal', lat: 52.3651, lon: 6.4561 }),
        rec({ site_name: 'OVW NVD SALOMONSONSTR KM 47.355', site_code: 'OVW-AMLZL-47355', address: 'SALOMONSONSTRAAT, 7442 NIJVERDAL', phone: '+31 800 7767 7245' }),
        rec({ place_name: 'Spoorwegovergang Salomonsonstraat', city: 'Nijverdal', lat: 52.36507, lon: 6.45614 }),
      ],
      [
        rec({ name: 'Overweg Rijssensestraat, Nijverdal (spoorlijn Almelo–Zwolle, km 48,290)', admin_path: 'Nederland / Overijssel / Hellendoorn / Nijverdal', lat: 52.3631, lon: 6.4696 }),
        rec({ site_name: 'OVW NVD RIJSSENSESTR KM 48.290', site_code: 'OVW-AMLZL-48290', address: 'RIJSSENSESTRAAT, 7442 NIJVERDAL', phone: '0800 7767 7245' }),
        rec({ place_name: 'Spoorwegovergang Rijssensestraat', city: 'Nijverdal', lat: 52.36312, lon: 6.46958 }),
      ],
    ],
  },
  {
    // Three clubs of one fitness chain within two kilometres in Johannesburg's northern suburbs (one member line).
    kind: 'fitness clubs of one chain in one city',
    variants: [
      [
        rec({ name: 'PulseFit Rosebank, The Zone @ Rosebank, Level 2', admin_path: 'South Africa / Gauteng / Johannesburg / Rosebank', lat: -26.1459, lon: 28.0418 }),
        rec({ site_name: 'PULSEFIT ROSEBANK ZONE', site_code: 'PF-JHB-007', address: 'CNR OXFORD RD & TYRWHITT AVE, ROSEBANK 2196', phone: '+27 861 785 734' }),
        rec({ place_name: 'PulseFit Rosebank (gym), e-Zone eRosebank', city: 'Johannesburg', lat: -26.14593, lon: 28.04176 }),
      ],
      [
        rec({ name: 'PulseFit Parktown North, 7th Avenue Centre', admin_path: 'South Africa / Gauteng / Johannesburg / Parktown North', lat: -26.1431, lon: 28.0289 }),
        rec({ site_name: 'PULSEFIT PARKTOWN NTH 7TH AVE', site_code: 'PF-JHB-011', address: '7TH AVE & 4TH AVE, PARKTOWN NORTH 2193', phone: '+27 861 785 734' }),
        rec({ place_name: 'Indawo yokuzivocavoca iPulseFit eParktown North', city: 'Johannesburg', lat: -26.14312, lon: 28.02893 }),
      ],
      [
        rec({ name: 'PulseFit Melrose Arch, The High Street', admin_path: 'South Africa / Gauteng / Johannesburg / Melrose North', lat: -26.1328, lon: 28.0682 }),
        rec({ site_name: 'PULSEFIT MELROSE ARCH', site_code: 'PF-JHB-003', address: 'HIGH ST, MELROSE ARCH 2076', phone: '0861 785 734' }),
        rec({ place_name: 'PulseFit gimnasium Melrose Arch', city: 'Johannesburg', lat: -26.13284, lon: 28.06823 }),
      ],
    ],
  },
  {
    // One car-hire operator's desks at one airport: international terminal, domestic terminal and the office across
    // the road in Airport City (one booking line).
    kind: 'car-hire desks of one operator at one airport',
    variants: [
      [
        rec({ name: 'Sankofa Car Hire — Kotoka International Airport Terminal 3, Arrivals Hall', admin_path: 'Ghana / Greater Accra / Accra / Airport Residential Area', lat: 5.6043, lon: -0.1668 }),
        rec({ site_name: 'SANKOFA CAR HIRE ACC T3 ARR', site_code: 'SCH-ACC-T3', address: 'KIA T3 ARRIVALS, GL-128-2201', phone: '+233 30 291 4477' }),
        rec({ place_name: 'Sankofa kaa hayɛ dwumadibea, Kotoka wimhyɛn gyinabea, Terminal 3', city: 'Accra', lat: 5.60428, lon: -0.16684 }),
      ],
      [
        rec({ name: 'Sankofa Car Hire — Kotoka International Airport Terminal 2 (Domestic)', admin_path: 'Ghana / Greater Accra / Accra / Airport Residential Area', lat: 5.6071, lon: -0.1712 }),
        rec({ site_name: 'SANKOFA CAR HIRE ACC T2 DOM', site_code: 'SCH-ACC-T2', address: 'KIA T2 DOMESTIC, GL-128-1076', phone: '+233 30 291 4477' }),
        rec({ place_name: 'Sankofa Car Hire, domestic terminal desk, Kotoka', city: 'Accra', lat: 5.60712, lon: -0.17118 }),
      ],
      [
        rec({ name: 'Sankofa Car Hire — Airport City Office, Liberation Road', admin_path: 'Ghana / Greater Accra / Accra / Airport City', lat: 5.6021, lon: -0.1787 }),
        rec({ site_name: 'SANKOFA CAR HIRE AIRPORT CITY', site_code: 'SCH-ACC-APC', address: 'LIBERATION RD, AIRPORT CITY, GL-126-3390', phone: '030 291 4477' }),
        rec({ place_name: 'Sankofa Car Hire (Airport City)', city: 'Accra', lat: 5.60214, lon: -0.17866 }),
      ],
    ],
  },
  {
    // Three public toilets of one council on one seafront, a few hundred metres apart (one council line).
    kind: 'public toilets of one council seafront',
    variants: [
      [
        rec({ name: 'Public Toilets, Madeira Drive (by the Volk\'s Railway station)', admin_path: 'United Kingdom / England / Brighton and Hove / Queen\'s Park', lat: 50.8186, lon: -0.1331 }),
        rec({ site_name: 'PC MADEIRA DRIVE VOLKS', site_code: 'BHCC-PC-014', address: 'MADEIRA DRIVE, BRIGHTON BN2 1EN', phone: '+44 1273 290000' }),
        rec({ place_name: 'Toilettes publiques, Madeira Drive (gare du Volk\'s Railway)', city: 'Brighton', lat: 50.81862, lon: -0.13307 }),
      ],
      [
        rec({ name: 'Public Toilets, King\'s Road Arches (West Pier)', admin_path: 'United Kingdom / England / Brighton and Hove / Regency', lat: 50.8206, lon: -0.1505 }),
        rec({ site_name: 'PC KINGS RD ARCHES WEST PIER', site_code: 'BHCC-PC-009', address: 'KINGS ROAD ARCHES, BRIGHTON BN1 2LN', phone: '+44 1273 290000' }),
        rec({ place_name: 'Toilets (King\'s Road Arches)', city: 'Brighton', lat: 50.82058, lon: -0.15047 }),
      ],
      [
        rec({ name: 'Public Toilets, Madeira Drive (Concorde 2)', admin_path: 'United Kingdom / England / Brighton and Hove / Queen\'s Park', lat: 50.8171, lon: -0.1262 }),
        rec({ site_name: 'PC MADEIRA DRIVE CONCORDE 2', site_code: 'BHCC-PC-015', address: 'MADEIRA DRIVE, BRIGHTON BN2 1EN', phone: '01273 290000' }),
        rec({ place_name: 'Toilettes publiques, Madeira Drive (près du Concorde 2)', city: 'Brighton', lat: 50.81713, lon: -0.12618 }),
      ],
    ],
  },
  {
    // Three passport offices of one immigration service in one city (one national helpline).
    kind: 'passport offices of one immigration service',
    variants: [
      [
        rec({ name: 'Nigeria Immigration Service Passport Office, Ikoyi', admin_path: 'Nigeria / Lagos / Eti-Osa / Ikoyi', lat: 6.4478, lon: 3.4296 }),
        rec({ site_name: 'NIS PASSPORT OFFICE IKOYI', site_code: 'NIS-LA-PO-01', address: 'ALFRED REWANE RD, IKOYI, LAGOS', phone: '+234 9 462 1870' }),
        rec({ place_name: 'Ọ́fíìsì ìwé ìrìnnà Ikoyi (Nigeria Immigration)', city: 'Lagos', lat: 6.44783, lon: 3.42955 }),
      ],
      [
        rec({ name: 'Nigeria Immigration Service Passport Office, Alausa, Ikeja', admin_path: 'Nigeria / Lagos / Ikeja / Alausa', lat: 6.6162, lon: 3.3584 }),
        rec({ site_name: 'NIS PASSPORT OFFICE ALAUSA IKEJA', site_code: 'NIS-LA-PO-02', address: 'OBAFEMI AWOLOWO WAY, ALAUSA, IKEJA', phone: '+234 9 462 1870' }),
        rec({ place_name: 'Ọ́fíìsì ìwé ìrìnnà Alausa, Ikẹja', city: 'Lagos', lat: 6.61618, lon: 3.35843 }),
      ],
      [
        rec({ name: 'Nigeria Immigration Service Passport Front Office, Lekki', admin_path: 'Nigeria / Lagos / Eti-Osa / Lekki Phase 1', lat: 6.4389, lon: 3.4731 }),
        rec({ site_name: 'NIS PASSPORT FRONT OFFICE LEKKI', site_code: 'NIS-LA-PO-05', address: 'ADMIRALTY WAY, LEKKI PHASE 1', phone: '09 462 1870' }),
        rec({ place_name: 'Immigration passport office Lekki Phase 1', city: 'Lagos', lat: 6.43893, lon: 3.47306 }),
      ],
    ],
  },
  {
    // Three betting shops of one operator in one town centre, two on one street (one customer line).
    kind: 'betting shops of one operator in one town centre',
    variants: [
      [
        rec({ name: 'LuckyStar Bet Shop, Prempeh II Street (opposite GCB), Adum', admin_path: 'Ghana / Ashanti / Kumasi Metropolitan / Adum', lat: 6.6917, lon: -1.6254 }),
        rec({ site_name: 'LUCKYSTAR BET ADUM PREMPEH II ST', site_code: 'LSB-KSI-004', address: 'PREMPEH II ST, ADUM, AK-039-2284', phone: '+233 55 700 8080' }),
        rec({ place_name: 'LuckyStar Bet, Prempeh II Kwan so, Adum', city: 'Kumasi', lat: 6.69172, lon: -1.62543 }),
      ],
      [
        rec({ name: 'LuckyStar Bet Shop, Prempeh II Street (near Kingsway), Adum', admin_path: 'Ghana / Ashanti / Kumasi Metropolitan / Adum', lat: 6.6898, lon: -1.6239 }),
        rec({ site_name: 'LUCKYSTAR BET ADUM PREMPEH II ST KINGSWAY', site_code: 'LSB-KSI-009', address: 'PREMPEH II ST, ADUM, AK-039-2410', phone: '+233 55 700 8080' }),
        rec({ place_name: 'LuckyStar Bet, Kingsway ho, Adum', city: 'Kumasi', lat: 6.68981, lon: -1.62388 }),
      ],
      [
        rec({ name: 'LuckyStar Bet Shop, Harper Road, Adum', admin_path: 'Ghana / Ashanti / Kumasi Metropolitan / Adum', lat: 6.6932, lon: -1.6213 }),
        rec({ site_name: 'LUCKYSTAR BET ADUM HARPER RD', site_code: 'LSB-KSI-006', address: 'HARPER RD, ADUM, AK-039-1873', phone: '055 700 8080' }),
        rec({ place_name: 'LuckyStar Bet, Harper Road', city: 'Kumasi', lat: 6.69318, lon: -1.62126 }),
      ],
    ],
  },
];
