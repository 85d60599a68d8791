// Held-out pair set 5, organisation (see bench/pairs/heldout5.ts): an airline, its low-cost subsidiary and its
// cargo company; single-ship companies of one owner (Marshall Islands and Liberian numbers, IMO numbers in the
// name); an insurer's life and general companies and their holding; French companies by SIREN against SIRET and
// intra-EU VAT; Italian S.r.l. by partita IVA, codice fiscale and REA; Ghanaian companies by TIN against the
// old registration number, beside the owner's business name; a South African close corporation converted to a
// company (CK number, /23 against /07), the family trust and a sister CC; a hotel's owning company, its operator
// and the management contractor; UK registered societies by FCA mutuals number, as registers, supplier lists,
// aviation and shipping directories, insurers' regulator lists and tender awards write them. Written by hand: the
// firms are invented; every number is illustrative (the shape real ones have).
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION5: readonly Family[] = [
  {
    // An airline, the low-cost airline it owns and its cargo subsidiary are three legal persons; an IATA code names
    // the operating airline only.
    kind: 'airline, its low-cost subsidiary and its cargo company',
    variants: [
      [
        rec({ name: 'Savanna Skies Airways PLC', registration_id: 'C.41276', registration_country: 'KE', tax_id: 'P051234567Q', address: 'Airport North Road, Embakasi, Nairobi' }),
        rec({ company_name: 'SAVANNA SKIES AIRWAYS PUBLIC LIMITED COMPANY (IATA: S9)', reg_no: 'C41276', kra_pin: 'P051234567Q' }),
        rec({ organisation_name: 'Savanna Skies', entity_class: 'airline', address: 'Savanna Skies House, Airport North Rd, JKIA, Nairobi', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'SkyHop Express Limited', registration_id: 'CPR/2013/104877', registration_country: 'KE', tax_id: 'P051477210K', address: 'Airport North Road, Embakasi, Nairobi' }),
        rec({ company_name: 'SKYHOP EXPRESS LTD (a Savanna Skies company)', reg_no: 'CPR/2013/104877', kra_pin: 'P051477210K' }),
        rec({ organisation_name: 'SkyHop', entity_class: 'airline', address: 'JKIA Terminal 1E, Nairobi', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Savanna Skies Cargo Limited', registration_id: 'C.98812', registration_country: 'KE', tax_id: 'P051199873M', address: 'Cargo Village, JKIA, Nairobi' }),
        rec({ company_name: 'SAVANNA SKIES CARGO LTD', reg_no: 'C98812', kra_pin: 'P051199873M' }),
        rec({ organisation_name: 'Savanna Skies Cargo', entity_class: 'freight', address: 'Cargo Village, Jomo Kenyatta International Airport', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // Each ship is owned by its own company (one per hull): sister ships' owners are different legal persons even
    // with one manager at one address.
    kind: 'single-ship companies of one owner',
    variants: [
      [
        rec({ name: 'Gulf of Guinea Tanker One Inc.', registration_id: '98765', registration_country: 'MH', address: 'Trust Company Complex, Ajeltake Road, Majuro, MH96960' }),
        rec({ registered_name: 'GULF OF GUINEA TANKER ONE INC (owner of MT Lagoon Star, IMO 9734561)', company_number: '98765', country_of_incorporation: 'Marshall Islands' }),
        rec({ company_name: 'Gulf Of Guinea Tanker 1 Inc', entity_class: 'shipowner', address: 'c/o Atlantic Coast Ship Management, 14 Wharf Road, Apapa, Lagos' }),
      ],
      [
        rec({ name: 'Gulf of Guinea Tanker Two Inc.', registration_id: '98766', registration_country: 'MH', address: 'Trust Company Complex, Ajeltake Road, Majuro, MH96960' }),
        rec({ registered_name: 'GULF OF GUINEA TANKER TWO INC (owner of MT Lagoon Pearl, IMO 9734573)', company_number: '98766', country_of_incorporation: 'Marshall Islands' }),
        rec({ company_name: 'Gulf Of Guinea Tanker 2 Inc', entity_class: 'shipowner', address: 'c/o Atlantic Coast Ship Management, 14 Wharf Road, Apapa, Lagos' }),
      ],
      [
        rec({ name: 'Atlantic Coast Ship Management Limited', registration_id: 'RC 1187734', registration_country: 'NG', tax_id: '21987654-0001', address: '14 Wharf Road, Apapa, Lagos' }),
        rec({ registered_name: 'ATLANTIC COAST SHIP MANAGEMENT LTD (ISM manager, IMO company no. 6012345)', company_number: '1187734', country_of_incorporation: 'Nigeria' }),
        rec({ company_name: 'Atlantic Coast Shipmanagement Ltd', entity_class: 'ship manager', address: '14 Wharf Rd, Apapa, Lagos State' }),
      ],
    ],
  },
  {
    // Life and general insurance must be written by separate licensed companies; the holding company is a third.
    kind: 'insurer\'s life and general companies and their holding',
    variants: [
      [
        rec({ name: 'Kilimanjaro Life Assurance Limited', registration_id: 'PVT-KJ2Y7Q1', registration_country: 'KE', tax_id: 'P051612345B', entity_class: 'life insurer' }),
        rec({ company_name: 'KILIMANJARO LIFE ASSURANCE LTD', reg_no: 'PVT-KJ2Y7Q1', address: 'Kilimanjaro Towers, 9th Floor, Upper Hill, Nairobi' }),
        rec({ organisation_name: 'Kilimanjaro Life', kra_pin: 'P051612345B', address: 'Kilimanjaro Towers, Upper Hill Road, Nairobi' }),
      ],
      [
        rec({ name: 'Kilimanjaro General Insurance Limited', registration_id: 'PVT-KJ2Y7Q8', registration_country: 'KE', tax_id: 'P051612388D', entity_class: 'general insurer' }),
        rec({ company_name: 'KILIMANJARO GENERAL INSURANCE LTD', reg_no: 'PVT-KJ2Y7Q8', address: 'Kilimanjaro Towers, 8th Floor, Upper Hill, Nairobi' }),
        rec({ organisation_name: 'Kilimanjaro General', kra_pin: 'P051612388D', address: 'Kilimanjaro Towers, Upper Hill Road, Nairobi' }),
      ],
      [
        rec({ name: 'Kilimanjaro Insurance Holdings PLC', registration_id: 'C.117204', registration_country: 'KE', tax_id: 'P051098761Z', entity_class: 'holding company' }),
        rec({ company_name: 'KILIMANJARO INSURANCE HOLDINGS PUBLIC LIMITED COMPANY', reg_no: 'C117204', address: 'Kilimanjaro Towers, 10th Floor, Upper Hill, Nairobi' }),
        rec({ organisation_name: 'Kilimanjaro Holdings (NSE: KIH)', kra_pin: 'P051098761Z', address: 'Kilimanjaro Towers, Upper Hill Road, Nairobi' }),
      ],
    ],
  },
  {
    // A SIRET is an establishment of the company whose SIREN is its first nine digits: the same legal person. The
    // family's property company (SCI) and its trading SAS are two legal persons at one address.
    kind: 'French companies by SIREN against SIRET',
    variants: [
      [
        rec({ name: 'BOULANGERIES DUVERNOY SAS', registration_id: '812 345 672', registration_country: 'FR', tax_id: 'FR45812345672', address: '18 rue des Tanneurs, 69002 Lyon' }),
        rec({ company_name: 'Boulangeries Duvernoy (Société par actions simplifiée)', registration_number: '81234567200027', address: '3 place Bellecour, 69002 Lyon' }),
        rec({ registered_name: 'BOULANGERIES DUVERNOY', registration_id: 'RCS Lyon 812 345 672', vat_number: 'FR 45 812345672' }),
      ],
      [
        rec({ name: 'SCI DUVERNOY PATRIMOINE', registration_id: '812 987 654', registration_country: 'FR', address: '18 rue des Tanneurs, 69002 Lyon' }),
        rec({ company_name: 'SCI Duvernoy Patrimoine (Société civile immobilière)', registration_number: '81298765400015', address: '18 rue des Tanneurs, 69002 Lyon' }),
        rec({ registered_name: 'DUVERNOY PATRIMOINE', registration_id: 'RCS Lyon 812 987 654', entity_class: 'société civile' }),
      ],
      [
        rec({ name: 'DUVERNOY TRAITEUR SARL', registration_id: '790 112 334', registration_country: 'FR', tax_id: 'FR27790112334', address: '18 rue des Tanneurs, 69002 Lyon' }),
        rec({ company_name: 'Duvernoy Traiteur (Société à responsabilité limitée)', registration_number: '79011233400018', address: '18 rue des Tanneurs, 69002 Lyon' }),
        rec({ registered_name: 'DUVERNOY TRAITEUR', registration_id: 'RCS Lyon 790 112 334', vat_number: 'FR 27 790112334' }),
      ],
    ],
  },
  {
    // An Italian company is one legal person under its partita IVA, its codice fiscale (the same eleven digits for a
    // company) and its REA number; a sister S.r.l. of one family at one address is another.
    kind: 'Italian S.r.l. by partita IVA, codice fiscale and REA',
    variants: [
      [
        rec({ name: 'Oleificio Fratelli Santoro S.r.l.', tax_id: 'IT04512340723', tax_id_country: 'IT', address: 'Via Appia Antica 112, 70022 Altamura (BA)' }),
        rec({ company_name: 'OLEIFICIO F.LLI SANTORO SRL', registration_id: 'BA-338211', registration_country: 'IT', address: 'Via Appia Antica, 112 - Altamura' }),
        rec({ registered_name: 'Oleificio Fratelli Santoro Società a responsabilità limitata', tax_number: '04512340723', entity_class: 'S.r.l.' }),
      ],
      [
        rec({ name: 'Santoro Agricola S.r.l.', tax_id: 'IT04877120725', tax_id_country: 'IT', address: 'Via Appia Antica 112, 70022 Altamura (BA)' }),
        rec({ company_name: 'SANTORO AGRICOLA SRL', registration_id: 'BA-351907', registration_country: 'IT', address: 'Via Appia Antica, 112 - Altamura' }),
        rec({ registered_name: 'Santoro Agricola Società a responsabilità limitata', tax_number: '04877120725', entity_class: 'S.r.l.' }),
      ],
      [
        rec({ name: 'Santoro Logistica S.r.l.s.', tax_id: 'IT08123450721', tax_id_country: 'IT', address: 'Zona Industriale Lotto 7, 70022 Altamura (BA)' }),
        rec({ company_name: 'SANTORO LOGISTICA SRLS', registration_id: 'BA-612044', registration_country: 'IT', address: 'Z.I. Lotto 7 - Altamura' }),
        rec({ registered_name: 'Santoro Logistica Società a responsabilità limitata semplificata', tax_number: '08123450721', entity_class: 'S.r.l.s.' }),
      ],
    ],
  },
  {
    // A Ghanaian company under its registration number and its TIN is one legal person; the founder's earlier
    // business name (a sole proprietorship, BN number) is not the company.
    kind: 'Ghanaian companies by TIN and registration number',
    variants: [
      [
        rec({ name: 'Adwoa Mensah Agro-Processing Limited', registration_id: 'CS123452019', registration_country: 'GH', tax_id: 'C0012345678', address: 'Plot 7, Kpone Industrial Area, Tema' }),
        rec({ company_name: 'ADWOA MENSAH AGRO PROCESSING LTD', tin: 'C0012345678', address: 'Kpone Ind. Area, Tema, GN-0321-1234' }),
        rec({ business_name: 'A. Mensah Agro-Processing Ltd.', registration_number: 'CS12345-2019', entity_class: 'private company limited by shares' }),
      ],
      [
        rec({ name: 'Adwoa Mensah Enterprise', registration_id: 'BN098762016', registration_country: 'GH', tax_id: 'P0009876543', address: 'Stall 12, Makola Market, Accra' }),
        rec({ company_name: 'ADWOA MENSAH ENTERPRISE (SOLE PROPRIETOR)', tin: 'P0009876543', address: 'Makola Market, Accra Central' }),
        rec({ business_name: 'Adwoa Mensah Ent.', registration_number: 'BN09876-2016', entity_class: 'business name' }),
      ],
      [
        rec({ name: 'Mensah Agro Exports Limited', registration_id: 'CS207762021', registration_country: 'GH', tax_id: 'C0045678123', address: 'Plot 7, Kpone Industrial Area, Tema' }),
        rec({ company_name: 'MENSAH AGRO EXPORTS LTD', tin: 'C0045678123', address: 'Kpone Ind. Area, Tema, GN-0321-1234' }),
        rec({ business_name: 'Mensah Agro Exports Ltd.', registration_number: 'CS20776-2021', entity_class: 'private company limited by shares' }),
      ],
    ],
  },
  {
    // A close corporation converted to a private company keeps its number with the suffix /23 becoming /07 and
    // `CC` becoming `(Pty) Ltd`: one legal person. The family trust (IT number) and a sister CC are others.
    kind: 'South African close corporation converted to a company',
    variants: [
      [
        rec({ name: 'Karoo Bakkie Spares CC', registration_id: '2004/078123/23', registration_country: 'ZA', tax_id: '4470212345', address: '12 Voortrekker Street, Beaufort West, 6970' }),
        rec({ company_name: 'KAROO BAKKIE SPARES (PTY) LTD (formerly Karoo Bakkie Spares CC)', registration_number: '2004/078123/07', vat_number: '4470212345' }),
        rec({ registered_name: 'Karoo Bakkie Spares Proprietary Limited', registration_id: 'CK2004/078123/23', address: '12 Voortrekkerstraat, Beaufort-Wes' }),
      ],
      [
        rec({ name: 'Van der Merwe Familietrust', registration_id: 'IT1234/2005', registration_country: 'ZA', tax_id: '0912345678', address: '12 Voortrekker Street, Beaufort West, 6970' }),
        rec({ company_name: 'VAN DER MERWE FAMILY TRUST', registration_number: 'IT 1234/05', vat_number: '0912345678' }),
        rec({ registered_name: 'Trustees for the time being of the Van der Merwe Familietrust', registration_id: 'IT 1234/2005', address: '12 Voortrekkerstraat, Beaufort-Wes' }),
      ],
      [
        rec({ name: 'Karoo Bakkie Panel Beaters CC', registration_id: '2007/112233/23', registration_country: 'ZA', tax_id: '4470298765', address: '14 Voortrekker Street, Beaufort West, 6970' }),
        rec({ company_name: 'KAROO BAKKIE PANELBEATERS CC', registration_number: 'CK2007/112233/23', vat_number: '4470298765' }),
        rec({ registered_name: 'Karoo Bakkie Panelbeaters Beslote Korporasie', registration_id: '2007/112233/23', address: '14 Voortrekkerstraat, Beaufort-Wes' }),
      ],
    ],
  },
  {
    // A hotel: the company that owns the building, the company that runs it (employer, licence holder) and the
    // international group's management contractor are three legal persons at one street address.
    kind: 'hotel owning company, its operator and its management contractor',
    variants: [
      [
        rec({ name: 'Marina Heights Properties Limited', registration_id: 'RC 645321', registration_country: 'NG', tax_id: '10234567-0001', address: '2 Marina Road, Lagos Island' }),
        rec({ company_name: 'MARINA HEIGHTS PROPERTIES LTD (owner, Coral Bay Hotel Lagos)', rc_number: '645321', tin: '10234567-0001' }),
        rec({ registered_name: 'Marina Heights Props. Ltd', entity_class: 'property owner', address: 'Coral Bay Hotel, 2 Marina, Lagos' }),
      ],
      [
        rec({ name: 'Coral Bay Hotels Nigeria Limited', registration_id: 'RC 702114', registration_country: 'NG', tax_id: '10298765-0001', address: '2 Marina Road, Lagos Island' }),
        rec({ company_name: 'CORAL BAY HOTELS NIG. LTD (operator, Coral Bay Hotel Lagos)', rc_number: '702114', tin: '10298765-0001' }),
        rec({ registered_name: 'Coral Bay Hotels Nigeria Ltd', entity_class: 'hotel operator', address: 'Coral Bay Hotel, 2 Marina, Lagos' }),
      ],
      [
        rec({ name: 'Coral Bay Hospitality Management B.V.', registration_id: '71234567', registration_country: 'NL', tax_id: 'NL858765432B01', address: 'Herengracht 400, 1017 BX Amsterdam' }),
        rec({ company_name: 'CORAL BAY HOSPITALITY MANAGEMENT BV (manager, Coral Bay Hotel Lagos)', rc_number: 'KvK 71234567', tin: 'NL858765432B01' }),
        rec({ registered_name: 'Coral Bay Hospitality Management Besloten Vennootschap', entity_class: 'management company', address: 'Herengracht 400, Amsterdam' }),
      ],
    ],
  },
  {
    // A UK co-operative or community benefit society is one legal person under its FCA mutuals number (with or
    // without the RS prefix and leading zeros); a sister society and its subsidiary company are others.
    kind: 'UK registered societies by mutuals number',
    variants: [
      [
        rec({ name: 'Thornbury Community Energy Limited', registration_id: 'RS008123', registration_country: 'GB', entity_class: 'community benefit society', address: 'The Old Chapel, Mill Lane, Thornbury, BS35 2AA' }),
        rec({ registered_name: 'THORNBURY COMMUNITY ENERGY LTD', registration_number: '8123', address: 'Old Chapel, Mill Ln, Thornbury' }),
        rec({ organisation_name: 'Thornbury Community Energy (Registered Society 8123R)', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Thornbury Community Shop Limited', registration_id: 'RS008871', registration_country: 'GB', entity_class: 'co-operative society', address: '21 High Street, Thornbury, BS35 2AR' }),
        rec({ registered_name: 'THORNBURY COMMUNITY SHOP LTD', registration_number: '8871', address: '21 High St, Thornbury' }),
        rec({ organisation_name: 'Thornbury Community Shop (Registered Society 8871R)', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Thornbury Community Energy Trading Limited', registration_id: '12345678', registration_country: 'GB', entity_class: 'private limited company', address: 'The Old Chapel, Mill Lane, Thornbury, BS35 2AA' }),
        rec({ registered_name: 'THORNBURY COMMUNITY ENERGY TRADING LTD', registration_number: '12345678', address: 'Old Chapel, Mill Ln, Thornbury' }),
        rec({ organisation_name: 'Thornbury Community Energy Trading Ltd (subsidiary of the society)', registration_country: 'England' }),
      ],
    ],
  },
];
