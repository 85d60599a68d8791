// Held-out set 3 (issue 11), organisation families: see bench/pairs/heldout3.ts for the header. Written by hand
// in the forms supplier and payee lists, tax registers, charity registers (England and Wales numbers, Scottish
// `SC` numbers, SCIOs), Companies House, the Electoral Commission's register of parties (`PP` numbers), German
// Vereinsregister (`VR`) and Handelsregister (`HRB`) entries, French association registers (RNA `W` numbers and
// SIREN), CAC incorporated trustees (`CAC/IT/NO`), CIPC state-owned-company numbers (`/30`), Kenyan county and
// co-operative records (`CS/` numbers, KRA PINs) and NHS organisation codes write them. Registration, charity,
// tax and VAT numbers are ILLUSTRATIVE: the shape of each register's numbers, consistent inside this set, not
// copied from a register. The NHS trust, the Scottish food projects, the Tafel, the Lyon and Grenoble
// associations, the mosque society, the academy trust, the fintech group and the dairy co-operatives are invented.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION3: readonly Family[] = [
  {
    kind: 'county government, assembly, board and water company',
    variants: [
      [
        rec({ name: 'County Government of Nakuru', kra_pin: 'P051234567Q', address: 'County Headquarters, Kenyatta Avenue, P.O. Box 2870-20100, Nakuru' }),
        // A county department is not a legal person: it contracts and pays under the county government's PIN.
        rec({ organisation_name: 'Nakuru County Govt - Department of Health Services', tax_id: 'P051234567Q', tax_id_country: 'KE', address: 'P.O. Box 2870, Nakuru' }),
        rec({ company_name: 'THE COUNTY GOVERNMENT OF NAKURU (CGN)', registration_country: 'KE', entity_class: 'government', address: 'Kenyatta Ave, Nakuru' }),
      ],
      [
        rec({ name: 'County Assembly of Nakuru', kra_pin: 'P051298765M', address: 'County Assembly Buildings, P.O. Box 907-20100, Nakuru' }),
        rec({ organisation_name: 'Nakuru County Assembly', tax_id: 'P051298765M', tax_id_country: 'KE', address: 'P.O. Box 907, Nakuru' }),
        rec({ company_name: 'THE COUNTY ASSEMBLY OF NAKURU (OFFICE OF THE CLERK)', registration_country: 'KE', entity_class: 'government' }),
      ],
      [
        rec({ name: 'Nakuru County Public Service Board', kra_pin: 'P051311122K', address: 'Lanet Road, P.O. Box 2870-20100, Nakuru' }),
        rec({ organisation_name: 'NCPSB - Nakuru County Public Service Board', tax_id: 'P051311122K', tax_id_country: 'KE' }),
      ],
      [
        rec({ name: 'Nakuru Water and Sanitation Services Company Limited', registration_id: 'C.84321', kra_pin: 'P051100223X', address: 'Kanu Street, P.O. Box 3543-20100, Nakuru' }),
        rec({ organisation_name: 'NAWASSCO', tax_id: 'P051100223X', tax_id_country: 'KE', address: 'P.O. Box 3543, Nakuru' }),
        rec({ company_name: 'NAKURU WATER & SANITATION SERVICES CO. LTD', reg_no: 'C84321', registration_country: 'KE' }),
      ],
    ],
  },
  {
    kind: 'NHS trust, its charity and its subsidiary',
    variants: [
      [
        rec({ name: 'Northbridge University Hospitals NHS Foundation Trust', ods_code: 'RN4', address: 'Infirmary Road, Northbridge NB2 7QT' }),
        rec({ organisation_name: 'NORTHBRIDGE UNIVERSITY HOSPITALS NHS FT', vat_number: 'GB 654 3210 98', address: 'Infirmary Rd, Northbridge' }),
        rec({ name: 'Northbridge Univ. Hosps NHS Foundation Trust (NUH)', tax_id: '654321098', tax_id_country: 'GB' }),
      ],
      [
        rec({ name: 'Northbridge Hospitals Charity', charity_number: '1051234', address: 'Infirmary Road, Northbridge NB2 7QT' }),
        rec({ name: 'THE NORTHBRIDGE UNIVERSITY HOSPITALS NHS FOUNDATION TRUST CHARITABLE FUND', charity_number: '1051234' }),
        rec({ organisation_name: 'NUH Charity', charity_number: '1051234', address: 'Infirmary Rd, Northbridge' }),
      ],
      [
        rec({ name: 'NUH Estates & Facilities Limited', company_number: '11223344', address: 'Infirmary Road, Northbridge NB2 7QT' }),
        rec({ company_name: 'NORTHBRIDGE UNIVERSITY HOSPITALS ESTATES AND FACILITIES LTD', crn: '11223344' }),
        // A wholly owned subsidiary in the trust's VAT group quotes the group's VAT number: it is still its own company.
        rec({ organisation_name: 'NUH EFM Ltd (wholly owned subsidiary of Northbridge University Hospitals NHS FT)', vat_number: 'GB 654 3210 98' }),
      ],
    ],
  },
  {
    kind: 'SCIO, CIC and trust of one neighbourhood',
    variants: [
      [
        rec({ name: 'Leith Community Food Pantry', charity_number: 'SC051234', entity_class: 'SCIO', address: '12 Great Junction Street, Edinburgh EH6 5LA' }),
        rec({ organisation_name: 'LEITH COMMUNITY FOOD PANTRY SCIO', registration_country: 'GB', charity_number: 'SC051234' }),
        rec({ name: 'Leith Community Food Pantry (SCIO)', address: '12 Gt Junction St, Leith, Edinburgh' }),
      ],
      [
        rec({ name: 'Leith Food Pantry CIC', company_number: 'SC712345', address: 'Unit 4, 30 Bonnington Road, Edinburgh EH6 5JD' }),
        rec({ company_name: 'LEITH FOOD PANTRY C.I.C.', crn: 'SC712345', registration_country: 'GB' }),
        rec({ name: 'Leith Food Pantry Community Interest Company', address: '30 Bonnington Rd, Edinburgh EH6' }),
      ],
      [
        rec({ name: 'Leith Community Trust', company_number: 'SC198765', charity_number: 'SC012345', address: '12 Great Junction Street, Edinburgh EH6 5LA' }),
        rec({ company_name: 'THE LEITH COMMUNITY TRUST LIMITED', crn: 'SC198765', registration_country: 'GB' }),
        rec({ name: 'Leith Community Trust Ltd', charity_number: 'SC012345', address: '12 Gt Junction St, Leith' }),
      ],
    ],
  },
  {
    kind: 'e.V., its gGmbH and the federation',
    variants: [
      [
        rec({ name: 'Lindenfelder Tafel e.V.', registration_id: 'VR 2417', registration_country: 'DE', address: 'Bahnhofstraße 14, 64738 Lindenfeld' }),
        rec({ name: 'Tafel Lindenfeld e. V.', reg_no: 'Amtsgericht Darmstadt VR 2417', address: 'Bahnhofstr. 14, Lindenfeld' }),
        rec({ legal_name: 'LINDENFELDER TAFEL EINGETRAGENER VEREIN', tax_id: '07 250 12345', tax_id_country: 'DE' }),
      ],
      [
        rec({ name: 'Lindenfelder Tafel gGmbH', registration_id: 'HRB 91234', registration_country: 'DE', address: 'Bahnhofstraße 14, 64738 Lindenfeld' }),
        rec({ name: 'Lindenfelder Tafel gemeinnützige GmbH', reg_no: 'Amtsgericht Darmstadt HRB 91234', address: 'Bahnhofstr. 14, Lindenfeld' }),
        rec({ legal_name: 'TAFEL LINDENFELD GGMBH', tax_id: '07 250 67890', tax_id_country: 'DE' }),
      ],
      [
        rec({ name: 'Tafel Deutschland e.V.', registration_id: 'VR 20514 B', registration_country: 'DE', address: 'Germaniastraße 18, 12099 Berlin' }),
        rec({ name: 'Bundesverband Deutsche Tafel e.V.', reg_no: 'Amtsgericht Charlottenburg VR 20514 B', address: 'Germaniastr. 18, Berlin' }),
        rec({ legal_name: 'TAFEL DEUTSCHLAND E.V. (DACHVERBAND)', tax_id: '27 663 54321', tax_id_country: 'DE' }),
      ],
    ],
  },
  {
    kind: 'French loi-1901 associations of one diaspora',
    variants: [
      [
        rec({ name: 'Association des Ressortissants Ghanéens de Lyon', registration_id: 'W691087654', registration_country: 'FR', address: '15 rue Paul Bert, 69003 Lyon' }),
        rec({ name: 'ARGL - Ass. Ressortissants Ghanéens Lyon', reg_no: 'W691087654', address: '15, r. Paul-Bert, Lyon 3e' }),
        rec({ legal_name: 'ASSOCIATION DES RESSORTISSANTS GHANEENS DE LYON', registration_id: 'SIREN 812 345 678', registration_country: 'FR' }),
      ],
      [
        rec({ name: 'Association des Ressortissants Ghanéens de Grenoble', registration_id: 'W381045678', registration_country: 'FR', address: '4 place Saint-Bruno, 38000 Grenoble' }),
        rec({ name: 'ARGG - Ass. Ressortissants Ghanéens Grenoble', reg_no: 'W381045678', address: '4, pl. St-Bruno, Grenoble' }),
        rec({ legal_name: 'ASSOCIATION DES RESSORTISSANTS GHANEENS DE GRENOBLE', registration_id: 'SIREN 829 876 543', registration_country: 'FR' }),
      ],
      [
        rec({ name: 'Association des Ressortissants Nigérians de Lyon', registration_id: 'W691099876', registration_country: 'FR', address: '15 rue Paul Bert, 69003 Lyon' }),
        rec({ name: 'ARNL - Ass. Ressortissants Nigérians Lyon', reg_no: 'W691099876', address: '15, r. Paul-Bert, Lyon 3e' }),
      ],
    ],
  },
  {
    kind: 'mosque society, its schools company and a look-alike society',
    variants: [
      [
        rec({ name: 'The Incorporated Trustees of Nurul-Huda Islamic Society of Nigeria', registration_id: 'CAC/IT/NO 45123', address: 'Nurul-Huda Central Mosque, 7 Adeola Street, Mushin, Lagos' }),
        rec({ organisation_name: 'NURUL HUDA ISLAMIC SOCIETY OF NIGERIA', rc_number: 'IT 45123', registration_country: 'NG' }),
        rec({ name: 'Nurul-Huda Islamic Society (Mushin Central Mosque)', tin: '20145678-0001', tax_id_country: 'NG', address: '7 Adeola St, Mushin' }),
      ],
      [
        rec({ name: 'Nurul-Huda Islamic Schools Limited', rc_number: 'RC 1456789', address: '7 Adeola Street, Mushin, Lagos' }),
        rec({ organisation_name: 'NURUL HUDA ISLAMIC SCHOOLS LTD', registration_id: '1456789', registration_country: 'NG' }),
        rec({ name: 'Nurul Huda Islamic Schools Ltd', tin: '23456789-0001', tax_id_country: 'NG', address: '7 Adeola St, Mushin' }),
      ],
      [
        rec({ name: 'The Incorporated Trustees of Nurul-Islam Society of Nigeria', registration_id: 'CAC/IT/NO 38210', address: 'Oke-Ado, Ibadan, Oyo State' }),
        rec({ organisation_name: 'NURUL ISLAM SOCIETY OF NIGERIA', rc_number: 'IT 38210', registration_country: 'NG' }),
        rec({ name: 'Nurul-Islam Society (Oke-Ado Mosque)', tin: '18765432-0001', tax_id_country: 'NG', address: 'Oke Ado, Ibadan' }),
      ],
    ],
  },
  {
    kind: 'registered parties of the UK nations',
    variants: [
      [
        rec({ name: 'Green Party', registration_id: 'PP63', registration_country: 'GB', address: 'The Biscuit Factory, 100 Clements Road, London SE16 4DG' }),
        rec({ name: 'Green Party of England and Wales', reg_no: 'PP 63' }),
        rec({ organisation_name: 'GPEW (Green Party of England & Wales)', registration_number: 'PP63', address: '100 Clements Rd, London SE16' }),
      ],
      [
        rec({ name: 'Scottish Green Party', registration_id: 'PP130', registration_country: 'GB', address: 'Bonnington Mill, 72 Newhaven Road, Edinburgh EH6 5QG' }),
        rec({ name: 'Scottish Greens', reg_no: 'PP 130' }),
        rec({ organisation_name: 'Scottish Green Party (Pàrtaidh Uaine na h-Alba)', registration_number: 'PP130', address: '72 Newhaven Rd, Edinburgh' }),
      ],
      [
        rec({ name: 'Green Party in Northern Ireland', registration_id: 'PP305', registration_country: 'GB', address: '1st Floor, 76 University Street, Belfast BT7 1HB' }),
        rec({ name: 'Green Party NI', reg_no: 'PP 305' }),
      ],
    ],
  },
  {
    kind: 'academy trust and school PTAs',
    variants: [
      [
        rec({ name: 'Oakfield Learning Trust', company_number: '08123456', address: 'Oakfield Primary School, Mill Lane, Bramley, Leeds LS13 3AB' }),
        rec({ company_name: 'OAKFIELD LEARNING TRUST', crn: '8123456', entity_class: 'charitable company limited by guarantee' }),
        rec({ name: 'Oakfield Learning Trust (academy trust of Oakfield Primary School)', company_number: '08123456', address: 'Mill Lane, Bramley, Leeds' }),
      ],
      [
        rec({ name: 'Friends of Oakfield Primary School', charity_number: '1145678', address: 'Oakfield Primary School, Mill Lane, Bramley, Leeds LS13 3AB' }),
        rec({ name: 'FOOPS (Oakfield Primary PTA)', charity_number: '1145678' }),
        rec({ organisation_name: 'Oakfield Primary School Parent Teacher Association', charity_number: '1145678', address: 'Mill Lane, Bramley, Leeds' }),
      ],
      [
        rec({ name: 'Friends of Oakfield Junior School', charity_number: '1098765', address: 'Oakfield Junior School, Oakfield Road, Woking GU22 9AB' }),
        rec({ name: 'Oakfield Junior School PTA (Woking)', charity_number: '1098765' }),
      ],
    ],
  },
  {
    kind: 'public school, its PTA and its old girls',
    variants: [
      [
        rec({ name: "Queen's College, Yaba", address: 'Montgomery Road, Yaba, Lagos', entity_class: 'government' }),
        rec({ organisation_name: 'QUEENS COLLEGE LAGOS (FEDERAL GOVERNMENT UNITY COLLEGE)', tin: '01234567-0001', tax_id_country: 'NG' }),
        rec({ name: "Queen's College Lagos", tin: '01234567-0001', address: 'Montgomery Rd, Yaba' }),
      ],
      [
        rec({ name: "Parents-Teachers Association, Queen's College Yaba", address: "Queen's College, Montgomery Road, Yaba, Lagos" }),
        rec({ organisation_name: 'QC PTA (PARENTS TEACHERS ASSOCIATION OF QUEENS COLLEGE)', tin: '04567890-0001', tax_id_country: 'NG' }),
        rec({ name: "Queen's College Lagos PTA", tin: '04567890-0001', address: 'Montgomery Rd, Yaba' }),
      ],
      [
        rec({ name: "The Incorporated Trustees of Queen's College Old Girls' Association", registration_id: 'CAC/IT/NO 2301', address: 'Montgomery Road, Yaba, Lagos' }),
        rec({ organisation_name: "QUEEN'S COLLEGE OLD GIRLS ASSOCIATION (QCOGA)", rc_number: 'IT 2301', registration_country: 'NG' }),
        rec({ name: 'QCOGA Lagos', registration_id: 'IT-2301' }),
      ],
    ],
  },
  {
    kind: 'microfinance bank, its agent network and its parent',
    variants: [
      [
        rec({ name: 'Kopa Microfinance Bank Limited', rc_number: 'RC 1723456', address: '12 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ organisation_name: 'KOPA MFB', tin: '24681357-0001', tax_id_country: 'NG' }),
        rec({ company_name: 'KOPA MICROFINANCE BANK LTD', registration_id: '1723456', registration_country: 'NG', address: '12 Admiralty Way, Lekki' }),
      ],
      [
        rec({ name: 'Kopa Agency Network Limited', rc_number: 'RC 1688901', address: '12 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ organisation_name: 'KOPA AGENCY NETWORK LTD (SUPER-AGENT)', tin: '22334455-0001', tax_id_country: 'NG' }),
        rec({ company_name: 'Kopa Agency Network Ltd', registration_id: '1688901', registration_country: 'NG', address: '12 Admiralty Way, Lekki' }),
      ],
      [
        rec({ name: 'Kopa Technologies, Inc.', registration_id: '6543210', registration_country: 'US-DE', address: '251 Little Falls Drive, Wilmington, DE 19808' }),
        rec({ organisation_name: 'KOPA TECHNOLOGIES INC (DELAWARE)', ein: '87-1234567', tax_id_country: 'US' }),
      ],
    ],
  },
  {
    kind: 'metro municipality and its state-owned companies',
    variants: [
      [
        rec({ name: 'City of Johannesburg Metropolitan Municipality', vat_number: '4760117194', address: 'Metro Centre, 158 Civic Boulevard, Braamfontein, Johannesburg 2001' }),
        rec({ organisation_name: 'CITY OF JOHANNESBURG (COJ)', tax_id: '4760117194', tax_id_country: 'ZA' }),
        rec({ name: 'Johannesburg Metro Municipality', entity_class: 'government', address: '158 Civic Blvd, Braamfontein' }),
      ],
      [
        rec({ name: 'Johannesburg Water (SOC) Ltd', registration_id: '2000/029705/30', address: 'Turbine Hall, 65 Ntemi Piliso Street, Newtown, Johannesburg' }),
        rec({ company_name: 'JOHANNESBURG WATER SOC LIMITED', company_registration_number: '2000029705/30', registration_country: 'ZA' }),
        rec({ organisation_name: 'Joburg Water', vat_number: '4420192345', address: '65 Ntemi Piliso St, Newtown' }),
      ],
      [
        rec({ name: 'City Power Johannesburg (SOC) Ltd', registration_id: '2000/030001/30', address: '40 Heronmere Road, Reuven, Johannesburg' }),
        rec({ company_name: 'CITY POWER JHB SOC LTD', company_registration_number: '2000030001/30', registration_country: 'ZA' }),
        rec({ organisation_name: 'City Power', vat_number: '4550201234', address: '40 Heronmere Rd, Reuven' }),
      ],
    ],
  },
  {
    kind: 'dairy co-operative, its Sacco and a coffee co-operative',
    variants: [
      [
        rec({ name: 'Kiganjo Dairy Farmers Co-operative Society Ltd', registration_id: 'CS/1523', address: 'P.O. Box 112-10230, Kiganjo, Nyeri' }),
        rec({ organisation_name: 'KIGANJO DAIRY FCS', reg_no: 'CS 1523', kra_pin: 'P000612345B' }),
        rec({ name: 'Kiganjo Dairy Co-op', kra_pin: 'P000612345B', address: 'Kiganjo town, Nyeri County' }),
      ],
      [
        rec({ name: 'Kiganjo Dairy Sacco Society Ltd', registration_id: 'CS/8790', address: 'P.O. Box 112-10230, Kiganjo, Nyeri' }),
        rec({ organisation_name: 'KIGANJO DAIRY SACCO', reg_no: 'CS 8790', kra_pin: 'P051987654C' }),
        rec({ name: 'Kiganjo Dairy Sacco (FOSA)', kra_pin: 'P051987654C', address: 'Kiganjo town, Nyeri County' }),
      ],
      [
        rec({ name: 'Kiganjo Coffee Farmers Co-operative Society Ltd', registration_id: 'CS/2301', address: 'P.O. Box 58-10230, Kiganjo, Nyeri' }),
        rec({ organisation_name: 'KIGANJO COFFEE FCS', reg_no: 'CS 2301', kra_pin: 'P000598765D' }),
      ],
    ],
  },
];
