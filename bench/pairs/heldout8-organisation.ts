// Held-out pair set 8, organisation (see bench/pairs/heldout8.ts): Austrian GmbH by Firmenbuch number, Finnish Oy by
// business ID (Y-tunnus), Czech s.r.o. by IČO, Luxembourg SARL and SCSp by RCS number, a Dutch stichting, its B.V.
// and a sister stichting, Ghanaian rural banks of one district, South African body corporates of one street, and
// Ghanaian football clubs with their companies. All companies, banks, bodies and clubs are invented; numbers are
// illustrative, the shape real ones have (check digits not computed).
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION8: readonly Family[] = [
  {
    // A Viennese family's operating GmbH, its holding GmbH and a sister property GmbH: three legal persons.
    kind: 'Austrian GmbH by Firmenbuch number',
    variants: [
      [
        rec({ name: 'Donauwerk Anlagenbau GmbH', registration_id: 'FN 412873 k', registration_country: 'AT', tax_id: 'ATU68412739', address: 'Handelskai 94-96, 1200 Wien' }),
        rec({ company_name: 'DONAUWERK ANLAGENBAU GESELLSCHAFT M.B.H.', company_number: '412873k', address: 'Handelskai 94, 1200 Vienna, Austria' }),
        rec({ name: 'Donauwerk Anlagenbau Ges.m.b.H.', vat_number: 'ATU 68412739', registration_country: 'Austria' }),
      ],
      [
        rec({ name: 'Donauwerk Holding GmbH', registration_id: 'FN 398124 p', registration_country: 'AT', tax_id: 'ATU67239815', address: 'Handelskai 94-96, 1200 Wien' }),
        rec({ company_name: 'DONAUWERK HOLDING GESELLSCHAFT M.B.H.', company_number: '398124p', address: 'Handelskai 94, 1200 Vienna, Austria' }),
        rec({ name: 'Donauwerk Holding Ges.m.b.H.', vat_number: 'ATU 67239815', registration_country: 'Austria' }),
      ],
      [
        rec({ name: 'Donauwerk Immobilien GmbH', registration_id: 'FN 455610 x', registration_country: 'AT', tax_id: 'ATU71055602', address: 'Dresdner Straße 47, 1200 Wien' }),
        rec({ company_name: 'DONAUWERK IMMOBILIEN GESELLSCHAFT M.B.H.', company_number: '455610x', address: 'Dresdner Str. 47, 1200 Vienna, Austria' }),
        rec({ name: 'Donauwerk Immobilien Ges.m.b.H.', vat_number: 'ATU 71055602', registration_country: 'Austria' }),
      ],
    ],
  },
  {
    // A Finnish software Oy, its Kenyan-facing subsidiary Oy and its founders' investment Oy.
    kind: 'Finnish Oy by business ID',
    variants: [
      [
        rec({ name: 'Revontuli Software Oy', registration_id: '2841736-5', registration_country: 'FI', tax_id: 'FI28417365', address: 'Hämeenkatu 14 B, 33100 Tampere' }),
        rec({ name: 'REVONTULI SOFTWARE OY', company_number: '28417365', address: 'Hameenkatu 14 B, Tampere, Finland' }),
        rec({ name: 'Revontuli Software Ltd', registration_id: 'Y-tunnus 2841736-5', registration_country: 'Finland' }),
      ],
      [
        rec({ name: 'Revontuli Africa Oy', registration_id: '3120457-8', registration_country: 'FI', tax_id: 'FI31204578', address: 'Hämeenkatu 14 B, 33100 Tampere' }),
        rec({ name: 'REVONTULI AFRICA OY', company_number: '31204578', address: 'Hameenkatu 14 B, Tampere, Finland' }),
        rec({ name: 'Revontuli Africa Ltd', registration_id: 'Y-tunnus 3120457-8', registration_country: 'Finland' }),
      ],
      [
        rec({ name: 'Revontuli Invest Oy', registration_id: '2790113-2', registration_country: 'FI', tax_id: 'FI27901132', address: 'Satakunnankatu 22, 33210 Tampere' }),
        rec({ name: 'REVONTULI INVEST OY', company_number: '27901132', address: 'Satakunnankatu 22, Tampere, Finland' }),
        rec({ name: 'Revontuli Invest Ltd', registration_id: 'Y-tunnus 2790113-2', registration_country: 'Finland' }),
      ],
    ],
  },
  {
    // A Brno logistics s.r.o., its warehousing s.r.o. and a look-alike a.s. of another owner.
    kind: 'Czech s.r.o. and a.s. by IČO',
    variants: [
      [
        rec({ name: 'Morava Cargo s.r.o.', registration_id: '27451823', registration_country: 'CZ', tax_id: 'CZ27451823', address: 'Vídeňská 546/55, 639 00 Brno' }),
        rec({ name: 'MORAVA CARGO, SPOLECNOST S RUCENIM OMEZENYM', company_number: 'IČO 274 51 823', address: 'Videnska 546/55, Brno' }),
        rec({ name: 'Morava Cargo spol. s r.o.', vat_number: 'CZ 27451823', registration_country: 'Czech Republic' }),
      ],
      [
        rec({ name: 'Morava Cargo Sklady s.r.o.', registration_id: '04618237', registration_country: 'CZ', tax_id: 'CZ04618237', address: 'Vídeňská 546/55, 639 00 Brno' }),
        rec({ name: 'MORAVA CARGO SKLADY, SPOLECNOST S RUCENIM OMEZENYM', company_number: 'IČO 046 18 237', address: 'Videnska 546/55, Brno' }),
        rec({ name: 'Morava Cargo Sklady spol. s r.o.', vat_number: 'CZ 04618237', registration_country: 'Czech Republic' }),
      ],
      [
        rec({ name: 'Morava Cargo a.s.', registration_id: '63482915', registration_country: 'CZ', tax_id: 'CZ63482915', address: 'Hněvkovského 30/65, 617 00 Brno' }),
        rec({ name: 'MORAVA CARGO, AKCIOVA SPOLECNOST', company_number: 'IČO 634 82 915', address: 'Hnevkovskeho 30/65, Brno' }),
        rec({ name: 'Morava Cargo akciová společnost', vat_number: 'CZ 63482915', registration_country: 'Czech Republic' }),
      ],
    ],
  },
  {
    // A Luxembourg fund structure: the general partner SARL, the fund SCSp and the manager SARL, one address.
    kind: 'Luxembourg SARL and SCSp by RCS number',
    variants: [
      [
        rec({ name: 'Sahel Growth GP S.à r.l.', registration_id: 'B241587', registration_country: 'LU', address: '6, rue Eugène Ruppert, L-2453 Luxembourg' }),
        rec({ name: 'SAHEL GROWTH GP SARL', company_number: 'RCS Luxembourg B 241 587', address: '6 rue Eugene Ruppert, Luxembourg' }),
        rec({ name: 'Sahel Growth GP, société à responsabilité limitée', registration_id: 'B241587', lei: '2221008PQ4KZ7M1LX930' }),
      ],
      [
        rec({ name: 'Sahel Growth Fund I SCSp', registration_id: 'B241902', registration_country: 'LU', address: '6, rue Eugène Ruppert, L-2453 Luxembourg' }),
        rec({ name: 'SAHEL GROWTH FUND I SCSP', company_number: 'RCS Luxembourg B 241 902', address: '6 rue Eugene Ruppert, Luxembourg' }),
        rec({ name: 'Sahel Growth Fund I, société en commandite spéciale', registration_id: 'B241902', lei: '2221008TR81XW5NB2G44' }),
      ],
      [
        rec({ name: 'Sahel Capital Management S.à r.l.', registration_id: 'B219364', registration_country: 'LU', address: '6, rue Eugène Ruppert, L-2453 Luxembourg' }),
        rec({ name: 'SAHEL CAPITAL MANAGEMENT SARL', company_number: 'RCS Luxembourg B 219 364', address: '6 rue Eugene Ruppert, Luxembourg' }),
        rec({ name: 'Sahel Capital Management, société à responsabilité limitée', registration_id: 'B219364', lei: '2221007AZ3M6QPK8DD15' }),
      ],
    ],
  },
  {
    // A Dutch foundation running schools abroad, its trading B.V. and a sister foundation of the same founders.
    kind: 'Dutch stichting, its B.V. and a sister stichting',
    variants: [
      [
        rec({ name: 'Stichting Leerkracht Oost-Afrika', registration_id: '58213470', registration_country: 'NL', tax_id: '852914736', entity_class: 'stichting', address: 'Oudegracht 211, 3511 NH Utrecht' }),
        rec({ name: 'LEERKRACHT OOST-AFRIKA (STICHTING)', company_number: 'KvK 58213470', address: 'Oudegracht 211, Utrecht' }),
        rec({ name: 'Leerkracht East Africa Foundation', tax_id: 'RSIN 852914736', registration_country: 'Netherlands' }),
      ],
      [
        rec({ name: 'Leerkracht Oost-Afrika Services B.V.', registration_id: '61947305', registration_country: 'NL', tax_id: 'NL854210967B01', entity_class: 'company', address: 'Oudegracht 211, 3511 NH Utrecht' }),
        rec({ name: 'LEERKRACHT OOST-AFRIKA SERVICES BV', company_number: 'KvK 61947305', address: 'Oudegracht 211, Utrecht' }),
        rec({ name: 'Leerkracht East Africa Services BV', vat_number: 'NL 854210967 B01', registration_country: 'Netherlands' }),
      ],
      [
        rec({ name: 'Stichting Leerkracht West-Afrika', registration_id: '69350218', registration_country: 'NL', tax_id: '857730412', entity_class: 'stichting', address: 'Oudegracht 211, 3511 NH Utrecht' }),
        rec({ name: 'LEERKRACHT WEST-AFRIKA (STICHTING)', company_number: 'KvK 69350218', address: 'Oudegracht 211, Utrecht' }),
        rec({ name: 'Leerkracht West Africa Foundation', tax_id: 'RSIN 857730412', registration_country: 'Netherlands' }),
      ],
    ],
  },
  {
    // Three rural banks of one region with look-alike names.
    kind: 'Ghanaian rural banks of one region',
    variants: [
      [
        rec({ name: 'Asante Akyem Rural Bank PLC', registration_id: 'PL000412', registration_country: 'GH', tax_id: 'C0001845127', address: 'Juaso, Asante Akim South, Ashanti Region' }),
        rec({ name: 'ASANTE AKYEM RURAL BANK LTD', company_number: 'PL000412', address: 'P. O. Box 18, Juaso' }),
        rec({ name: 'Asante Akyem RB', tin: 'C0001845127', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Asante Akim North Rural Bank PLC', registration_id: 'PL000388', registration_country: 'GH', tax_id: 'C0001845216', address: 'Agogo, Asante Akim North, Ashanti Region' }),
        rec({ name: 'ASANTE AKIM NORTH RURAL BANK LTD', company_number: 'PL000388', address: 'P. O. Box 22, Agogo' }),
        rec({ name: 'Asante Akim North RB', tin: 'C0001845216', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Akyem Akwatia Rural Bank PLC', registration_id: 'PL000529', registration_country: 'GH', tax_id: 'C0001846034', address: 'Akwatia, Denkyembour, Eastern Region' }),
        rec({ name: 'AKYEM AKWATIA RURAL BANK LTD', company_number: 'PL000529', address: 'P. O. Box 40, Akwatia' }),
        rec({ name: 'Akyem Akwatia RB', tin: 'C0001846034', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // Three sectional-title body corporates on one street, numbered by their sectional scheme (SS) numbers.
    kind: 'South African body corporates by sectional scheme number',
    variants: [
      [
        rec({ name: 'Body Corporate of Seaview Heights', registration_id: 'SS 412/2008', registration_country: 'ZA', address: '14 Beach Road, Strand, 7140' }),
        rec({ name: 'SEAVIEW HEIGHTS BODY CORPORATE', registration_id: 'SS412/2008', address: '14 Beach Rd, Strand' }),
        rec({ name: 'Regspersoon van Seaview Heights', registration_id: 'SS 412/2008', tax_id: '9241873158' }),
      ],
      [
        rec({ name: 'Body Corporate of Seaview Terraces', registration_id: 'SS 97/2012', registration_country: 'ZA', address: '20 Beach Road, Strand, 7140' }),
        rec({ name: 'SEAVIEW TERRACES BODY CORPORATE', registration_id: 'SS97/2012', address: '20 Beach Rd, Strand' }),
        rec({ name: 'Regspersoon van Seaview Terraces', registration_id: 'SS 97/2012', tax_id: '9387412065' }),
      ],
      [
        rec({ name: 'Seaview Heights Home Owners Association NPC', registration_id: '2009/014722/08', registration_country: 'ZA', address: '14 Beach Road, Strand, 7140' }),
        rec({ name: 'SEAVIEW HEIGHTS HOA NPC', registration_id: '2009/014722/08', address: '14 Beach Rd, Strand' }),
        rec({ name: 'Seaview Heights Huiseienaarsvereniging NWM', registration_id: '2009/014722/08', tax_id: '9126405531' }),
      ],
    ],
  },
  {
    // A football club's limited company, its women's club company and a look-alike club in another city.
    kind: 'Ghanaian football club companies',
    variants: [
      [
        rec({ name: 'Volta Stars Football Club Limited', registration_id: 'CS127845213', registration_country: 'GH', tax_id: 'C0012784521', address: 'Ho Sports Stadium, Ho, Volta Region' }),
        rec({ name: 'VOLTA STARS FC LTD', company_number: 'CS127845213', address: 'Ho, Volta' }),
        rec({ name: 'Volta Stars F.C.', tin: 'C0012784521', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Volta Stars Ladies Football Club Limited', registration_id: 'CS204517836', registration_country: 'GH', tax_id: 'C0020451783', address: 'Ho Sports Stadium, Ho, Volta Region' }),
        rec({ name: 'VOLTA STARS LADIES FC LTD', company_number: 'CS204517836', address: 'Ho, Volta' }),
        rec({ name: 'Volta Stars Ladies F.C.', tin: 'C0020451783', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Volta Shining Stars Football Club Limited', registration_id: 'CS098312457', registration_country: 'GH', tax_id: 'C0009831245', address: 'Sogakope Park, Sogakope, Volta Region' }),
        rec({ name: 'VOLTA SHINING STARS FC LTD', company_number: 'CS098312457', address: 'Sogakope, Volta' }),
        rec({ name: 'Volta Shining Stars F.C.', tin: 'C0009831245', registration_country: 'Ghana' }),
      ],
    ],
  },
];
