// Held-out pair set 4, organisation (see bench/pairs/heldout4.ts): overseas companies' UK establishments
// and external companies, professional bodies, a university and its company and alumni association, a law
// firm's network member firms, a football club and its community trust, a GmbH & Co. KG and its general
// partner, Dutch N.V. and B.V., Polish sp. z o.o. and sp.k., a brewer's retirement schemes and a road
// contractor's joint venture, as registers, supplier lists, tender awards and regulators' lists write them.
// Written by hand; the firms, schemes and the university are invented; every number is illustrative.
import { rec, type Family } from './heldout1-types.js';

export const ORGANISATION4: readonly Family[] = [
  {
    // A UK establishment (FC / BR numbers) is the overseas company itself, not a new legal person; the UK
    // subsidiary and a German sister company are other companies.
    kind: 'overseas company, its UK establishment and its UK subsidiary',
    variants: [
      [
        rec({ name: 'Haller Messtechnik GmbH', registration_id: 'HRB 734512', registration_country: 'DE', address: 'Industriestraße 14, 71034 Böblingen' }),
        rec({ name: 'HALLER MESSTECHNIK GMBH', company_number: 'FC039876', country_of_incorporation: 'Germany', address: 'Unit 3, Kingsway Business Park, Coventry CV4 8HX' }),
        rec({ name: 'Haller Messtechnik GmbH (UK establishment)', registration_id: 'BR021345', address: 'Unit 3 Kingsway Business Park, Coventry' }),
        rec({ name: 'Haller Messtechnik GmbH', tax_id: 'DE287654321', tax_id_country: 'DE' }),
      ],
      [
        rec({ name: 'Haller Measurement UK Limited', registration_id: '11234567', registration_country: 'GB', address: 'Unit 3, Kingsway Business Park, Coventry CV4 8HX' }),
        rec({ name: 'HALLER MEASUREMENT UK LTD', company_number: '11234567' }),
        rec({ name: 'Haller Measurement UK Ltd', tax_id: 'GB 312 4567 89', address: 'Unit 3 Kingsway Business Park, Coventry' }),
      ],
      [
        rec({ name: 'Haller Messtechnik Service GmbH', registration_id: 'HRB 741230', registration_country: 'DE', address: 'Industriestraße 14, 71034 Böblingen' }),
        rec({ name: 'HALLER MESSTECHNIK SERVICE GMBH', registration_id: 'Amtsgericht Stuttgart HRB 741230' }),
        rec({ name: 'Haller Messtechnik Service GmbH', tax_id: 'DE301234567', tax_id_country: 'DE' }),
      ],
    ],
  },
  {
    // A South African external company (CIPC type /10) is the foreign company; its (Pty) Ltd (/07) and its
    // Kenyan company are subsidiaries.
    kind: 'foreign company as external company, and its subsidiaries',
    variants: [
      [
        rec({ name: 'Bluewave Telecom Holdings Ltd', registration_id: 'C131452', registration_country: 'MU', address: 'Ebene CyberCity, Ebene, Mauritius' }),
        rec({ name: 'BLUEWAVE TELECOM HOLDINGS LIMITED', registration_id: '2015/412876/10', entity_class: 'external company' }),
        rec({ name: 'Bluewave Telecom Holdings Limited (incorporated in Mauritius)', registration_id: '2015/412876/10', address: '3rd Floor, 140 West Street, Sandton, 2196' }),
      ],
      [
        rec({ name: 'Bluewave Telecom South Africa (Pty) Ltd', registration_id: '2016/038214/07', registration_country: 'ZA', address: '3rd Floor, 140 West Street, Sandton, 2196' }),
        rec({ name: 'BLUEWAVE TELECOM SOUTH AFRICA PROPRIETARY LIMITED', registration_id: '2016/038214/07' }),
        rec({ name: 'Bluewave Telecom SA (Pty) Ltd', tax_id: '4710265432', tax_id_country: 'ZA' }),
      ],
      [
        rec({ name: 'Bluewave Telecom Kenya Limited', registration_id: 'PVT-AAB7XY2', registration_country: 'KE', tax_id: 'P051876543Q' }),
        rec({ name: 'BLUEWAVE TELECOM KENYA LTD', kra_pin: 'P051876543Q' }),
        rec({ name: 'Bluewave Telecom Kenya Ltd', registration_id: 'PVT-AAB7XY2', address: 'Westlands, Nairobi' }),
      ],
    ],
  },
  {
    // Professional bodies of one country by full name, acronym and legal form (NPC, the older `section 21`
    // wording); the statutory regulator is another body.
    kind: 'accountancy bodies and their regulator',
    variants: [
      [
        rec({ name: 'The South African Institute of Chartered Accountants', registration_id: '1981/004187/08', entity_class: 'NPC' }),
        rec({ name: 'SAICA', address: '17 Fricker Road, Illovo, Johannesburg' }),
        rec({ name: 'South African Institute of Chartered Accountants NPC', registration_id: '1981/004187/08' }),
        rec({ name: 'SA Institute of Chartered Accountants (association incorporated under section 21)', address: '17 Fricker Rd, Illovo' }),
      ],
      [
        rec({ name: 'The South African Institute of Professional Accountants', registration_id: '1982/010932/08', entity_class: 'NPC' }),
        rec({ name: 'SAIPA', address: 'Building 2, Waterfall Park, Midrand' }),
        rec({ name: 'South African Institute of Professional Accountants NPC', registration_id: '1982/010932/08' }),
      ],
      [
        rec({ name: 'Independent Regulatory Board for Auditors', entity_class: 'statutory body', address: 'Building 2, Greenstone Hill Office Park, Edenvale' }),
        rec({ name: 'IRBA', address: 'Greenstone Hill Office Park, Emerald Boulevard, Edenvale' }),
        rec({ name: 'Independent Regulatory Board for Auditors (IRBA)', tax_id: '9412087713', tax_id_country: 'ZA' }),
      ],
    ],
  },
  {
    // Nigerian statutory professional bodies by full name and acronym; three bodies of one profession's
    // neighbourhood.
    kind: 'statutory professional bodies by name and acronym',
    variants: [
      [
        rec({ name: 'Institute of Chartered Accountants of Nigeria', entity_class: 'statutory body', address: 'Plot 16, Idowu Taylor Street, Victoria Island, Lagos' }),
        rec({ name: 'ICAN', address: '16 Idowu Taylor St, VI, Lagos' }),
        rec({ name: 'The Institute of Chartered Accountants of Nigeria (ICAN)', tin: '00712345-0001', tax_id_country: 'NG' }),
      ],
      [
        rec({ name: 'Association of National Accountants of Nigeria', entity_class: 'statutory body', address: 'Plot 187, Utako District, Abuja' }),
        rec({ name: 'ANAN', address: 'Utako District, Abuja' }),
        rec({ name: 'The Association of National Accountants of Nigeria (ANAN)', tin: '01234567-0001', tax_id_country: 'NG' }),
      ],
      [
        rec({ name: 'Chartered Institute of Taxation of Nigeria', entity_class: 'statutory body', address: 'Plot 64, Adebayo Doherty Road, Lekki Phase 1, Lagos' }),
        rec({ name: 'CITN', address: '64 Adebayo Doherty Rd, Lekki, Lagos' }),
        rec({ name: 'The Chartered Institute of Taxation of Nigeria (CITN)', tin: '02345678-0001', tax_id_country: 'NG' }),
      ],
    ],
  },
  {
    // A chartered university, its commercial company and its alumni society share a postal address and a
    // short name (LVU); each has its own PIN and number.
    kind: 'university, its enterprise company and its alumni association',
    variants: [
      [
        rec({ name: 'Lakeview University', entity_class: 'chartered university', address: 'P.O. Box 4012-40100, Kisumu', tax_id: 'P051200487K' }),
        rec({ name: 'LAKEVIEW UNIVERSITY', kra_pin: 'P051200487K' }),
        rec({ name: 'The Lakeview University (LVU)', address: 'Off Kisumu-Kakamega Road, Kisumu' }),
      ],
      [
        rec({ name: 'Lakeview University Enterprises Limited', registration_id: 'C.156782', tax_id: 'P051300912M' }),
        rec({ name: 'LVU Enterprises Ltd', registration_id: 'C156782', address: 'P.O. Box 4012-40100, Kisumu' }),
        rec({ name: 'LAKEVIEW UNIVERSITY ENTERPRISES LTD', kra_pin: 'P051300912M' }),
      ],
      [
        rec({ name: 'Lakeview University Alumni Association', registration_id: 'SOC/71234', address: 'P.O. Box 4012-40100, Kisumu' }),
        rec({ name: 'LVU Alumni Association', registration_id: 'SOC 71234' }),
        rec({ name: 'Lakeview University Alumni Assoc.', tax_id: 'P051478123R' }),
      ],
    ],
  },
  {
    // Member firms of one law-firm network are separate partnerships: a UK LLP (OC number), a Kenyan LLP and a
    // Nigerian partnership under a business name.
    kind: 'law firm network member firms',
    variants: [
      [
        rec({ name: 'Harcourt Lane LLP', registration_id: 'OC318842', registration_country: 'GB', address: '40 Holborn Viaduct, London EC1N 2PB' }),
        rec({ name: 'HARCOURT LANE LLP', company_number: 'OC318842' }),
        rec({ name: 'Harcourt Lane Limited Liability Partnership', tax_id: 'GB 203 4567 12', address: '40 Holborn Viaduct, London' }),
      ],
      [
        rec({ name: 'Harcourt Lane Kenya LLP', registration_id: 'LLP-7DK3QX', registration_country: 'KE', address: 'Mvule House, Eldama Ravine Close, Nairobi' }),
        rec({ name: 'HARCOURT LANE KENYA LLP', kra_pin: 'P052219874T' }),
        rec({ name: 'Harcourt Lane (Kenya) LLP, Advocates', registration_id: 'LLP-7DK3QX' }),
      ],
      [
        rec({ name: 'Harcourt Lane Nigeria', registration_id: 'BN 3012874', registration_country: 'NG', entity_class: 'partnership', address: '12 Kofo Abayomi Street, Victoria Island, Lagos' }),
        rec({ name: 'HARCOURT LANE (NIGERIA)', registration_id: 'BN3012874' }),
        rec({ name: 'Harcourt Lane Nigeria (Barristers & Solicitors)', address: '12 Kofo Abayomi St, VI, Lagos' }),
      ],
    ],
  },
  {
    // A football club company, its community trust (a CIO, with a trading name) and its women's club company,
    // all at the ground.
    kind: 'football club, its community trust and its women\'s club',
    variants: [
      [
        rec({ name: 'Northbridge Rovers Football Club Limited', registration_id: '00052311', registration_country: 'GB', address: 'Mill Lane Stadium, Northbridge NB4 2RS' }),
        rec({ name: 'NORTHBRIDGE ROVERS F.C. LIMITED', company_number: '52311' }),
        rec({ name: 'Northbridge Rovers FC', tax_id: 'GB 118 2233 44' }),
      ],
      [
        rec({ name: 'Northbridge Rovers Community Trust', registration_id: 'CE012845', entity_class: 'CIO', address: 'Mill Lane Stadium, Northbridge NB4 2RS' }),
        rec({ name: 'NORTHBRIDGE ROVERS COMMUNITY TRUST', registration_id: 'CE012845' }),
        rec({ name: 'Rovers in the Community (Northbridge Rovers Community Trust)', address: 'Mill Lane, Northbridge' }),
      ],
      [
        rec({ name: 'Northbridge Rovers Women Football Club Limited', registration_id: '12987654', address: 'Mill Lane Stadium, Northbridge NB4 2RS' }),
        rec({ name: 'NORTHBRIDGE ROVERS WOMEN FC LTD', company_number: '12987654' }),
        rec({ name: 'Northbridge Rovers Women', tax_id: 'GB 398 7766 55' }),
      ],
    ],
  },
  {
    // A GmbH & Co. KG (register A), its general partner Verwaltungs-GmbH and the family holding (register B),
    // at one address; court and register written several ways.
    kind: 'GmbH & Co. KG, its general partner and its holding',
    variants: [
      [
        rec({ name: 'Brenner Logistik GmbH & Co. KG', registration_id: 'HRA 27415', registration_country: 'DE', address: 'Hafenstraße 22, 28217 Bremen' }),
        rec({ name: 'BRENNER LOGISTIK GMBH & CO KG', registration_id: 'Amtsgericht Bremen HRA 27415 HB' }),
        rec({ name: 'Brenner Logistik GmbH u. Co. Kommanditgesellschaft', tax_id: 'DE214567893', tax_id_country: 'DE' }),
      ],
      [
        rec({ name: 'Brenner Logistik Verwaltungs-GmbH', registration_id: 'HRB 31877', registration_country: 'DE', address: 'Hafenstraße 22, 28217 Bremen' }),
        rec({ name: 'BRENNER LOGISTIK VERWALTUNGSGESELLSCHAFT MBH', registration_id: 'Amtsgericht Bremen HRB 31877 HB' }),
        rec({ name: 'Brenner Logistik Verwaltungs GmbH (persönlich haftende Gesellschafterin)', registration_id: 'HRB 31877 HB' }),
      ],
      [
        rec({ name: 'Brenner Holding GmbH', registration_id: 'HRB 29004', registration_country: 'DE', address: 'Hafenstraße 22, 28217 Bremen' }),
        rec({ name: 'BRENNER HOLDING GMBH', registration_id: 'Amtsgericht Bremen HRB 29004 HB' }),
        rec({ name: 'Brenner Holding G.m.b.H.', tax_id: 'DE214998120', tax_id_country: 'DE' }),
      ],
    ],
  },
  {
    // A Dutch listed N.V. and two of its B.V. subsidiaries; KvK numbers with and without `KvK`, the legal form
    // spelt out.
    kind: 'Dutch N.V. and its B.V. subsidiaries',
    variants: [
      [
        rec({ name: 'Vandermolen Groep N.V.', registration_id: '33145678', registration_country: 'NL', address: 'Stationsplein 8, 3511 ED Utrecht', lei: '724500VDMGRP0000X142' }),
        rec({ name: 'VANDERMOLEN GROEP NV', registration_id: 'KvK 33145678' }),
        rec({ name: 'Vandermolen Groep Naamloze Vennootschap', tax_id: 'NL008123456B01', tax_id_country: 'NL' }),
      ],
      [
        rec({ name: 'Vandermolen Nederland B.V.', registration_id: '33187654', registration_country: 'NL', address: 'Stationsplein 8, 3511 ED Utrecht' }),
        rec({ name: 'VANDERMOLEN NEDERLAND BV', registration_id: 'KvK 33187654' }),
        rec({ name: 'Vandermolen Nederland Besloten Vennootschap', tax_id: 'NL008765432B01', tax_id_country: 'NL' }),
      ],
      [
        rec({ name: 'Vandermolen International B.V.', registration_id: '30221190', registration_country: 'NL', address: 'Stationsplein 8, Utrecht' }),
        rec({ name: 'VANDERMOLEN INTERNATIONAL BV', registration_id: 'KvK 30221190' }),
        rec({ name: 'Vandermolen International BV', tax_id: 'NL812345678B01', tax_id_country: 'NL' }),
      ],
    ],
  },
  {
    // A Polish sp. z o.o., the limited partnership (sp.k.) it is general partner of, and a sister sp. z o.o.;
    // legal forms abbreviated and spelt out, KRS and NIP with and without prefixes.
    kind: 'Polish sp. z o.o., its sp.k. and a sister company',
    variants: [
      [
        rec({ name: 'Kowalczyk Transport sp. z o.o.', registration_id: 'KRS 0000412387', registration_country: 'PL', tax_id: '5213678901', address: 'ul. Marynarska 15, 02-674 Warszawa' }),
        rec({ name: 'KOWALCZYK TRANSPORT SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', registration_id: '0000412387' }),
        rec({ name: 'Kowalczyk Transport Sp. z o.o.', tax_id: 'PL5213678901', tax_id_country: 'PL' }),
      ],
      [
        rec({ name: 'Kowalczyk Transport sp. z o.o. sp.k.', registration_id: 'KRS 0000498211', registration_country: 'PL', tax_id: '5213701234', address: 'ul. Marynarska 15, 02-674 Warszawa' }),
        rec({ name: 'KOWALCZYK TRANSPORT SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA', registration_id: '0000498211' }),
        rec({ name: 'Kowalczyk Transport Sp. z o.o. Sp. k.', tax_id: 'PL5213701234', tax_id_country: 'PL' }),
      ],
      [
        rec({ name: 'Kowalczyk Spedycja sp. z o.o.', registration_id: 'KRS 0000433120', registration_country: 'PL', tax_id: '5213690044' }),
        rec({ name: 'KOWALCZYK SPEDYCJA SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ', registration_id: '0000433120' }),
        rec({ name: 'Kowalczyk Spedycja Sp. z o.o.', tax_id: 'PL5213690044', address: 'ul. Marynarska 15, Warszawa' }),
      ],
    ],
  },
  {
    // An employer and its two registered retirement schemes (each a trust with its own PIN, acting through its
    // trustees); the scheme's name holds the employer's.
    kind: 'employer and its staff retirement schemes',
    variants: [
      [
        rec({ name: 'Umoja Breweries Limited', registration_id: 'C.14502', tax_id: 'P000612345A', address: 'Ruaraka, Nairobi' }),
        rec({ name: 'UMOJA BREWERIES LTD', kra_pin: 'P000612345A' }),
        rec({ name: 'Umoja Breweries Ltd', registration_id: 'C14502' }),
      ],
      [
        rec({ name: 'Umoja Breweries Limited Staff Retirement Benefits Scheme', registration_id: 'RBA/1187', tax_id: 'P051099871Z' }),
        rec({ name: 'UMOJA BREWERIES STAFF PENSION SCHEME', registration_id: 'RBA 1187' }),
        rec({ name: 'Trustees of Umoja Breweries Ltd Staff Retirement Benefits Scheme', kra_pin: 'P051099871Z', address: 'Ruaraka, Nairobi' }),
      ],
      [
        rec({ name: 'Umoja Breweries Limited Staff Provident Fund', registration_id: 'RBA/1342', tax_id: 'P051122004Y' }),
        rec({ name: 'UMOJA BREWERIES STAFF PROVIDENT FUND', registration_id: 'RBA 1342' }),
        rec({ name: 'Trustees of Umoja Breweries Ltd Staff Provident Fund', kra_pin: 'P051122004Y' }),
      ],
    ],
  },
  {
    // A joint venture registered for tax on its own is neither of its members; the foreign member's Nigerian
    // company is a third party.
    kind: 'contractor, its joint venture and its partner\'s local company',
    variants: [
      [
        rec({ name: 'Okonkwo Construction Limited', registration_id: 'RC 412876', tax_id: '01987654-0001', address: '14 Ogui Road, Enugu' }),
        rec({ name: 'OKONKWO CONSTRUCTION LTD', rc_number: '412876' }),
        rec({ name: 'Okonkwo Construction Co. Ltd', registration_id: 'RC412876', address: '14 Ogui Rd, Enugu' }),
      ],
      [
        rec({ name: 'Okonkwo Construction Ltd / Jinhai Road & Bridge Co. Ltd (JV)', address: '14 Ogui Road, Enugu' }),
        rec({ name: 'OKONKWO-JINHAI JOINT VENTURE', tin: '21456789-0001' }),
        rec({ name: 'Okonkwo Jinhai JV', tax_id: '21456789-0001', address: '14 Ogui Road, Enugu' }),
      ],
      [
        rec({ name: 'Jinhai Road and Bridge Engineering (Nigeria) Limited', registration_id: 'RC 1187342', address: 'Plot 88, Aminu Kano Crescent, Wuse II, Abuja' }),
        rec({ name: 'JINHAI ROAD & BRIDGE ENG. (NIG) LTD', rc_number: '1187342' }),
        rec({ name: 'Jinhai Road & Bridge Engineering Nigeria Ltd', tax_id: '18765432-0001', tax_id_country: 'NG' }),
      ],
    ],
  },
];
