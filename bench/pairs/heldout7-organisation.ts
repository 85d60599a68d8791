// Held-out pair set 7, organisation (see bench/pairs/heldout7.ts): Irish companies by CRO number (DAC, Ltd / Teoranta,
// CLG); Danish A/S and ApS by CVR number; Swedish AB by organisation number; a Nigerian pension fund administrator and
// its RSA funds; a Kenyan fund manager and its unit-trust funds; university staff unions with look-alike names; a
// city chamber of commerce and two bilateral chambers; a South African trust, its NPC and a sister NPC; UK property
// SPVs of one development and its management company. All companies, funds, trusts and chambers are invented (the
// three unions are real, written from general knowledge); numbers are illustrative, the shape real ones have.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION7: readonly Family[] = [
  {
    // Irish companies of one group: the DAC, the holding Ltd and the foundation CLG are three legal persons; the
    // Irish-language form (Cuideachta Ghníomhaíochta Ainmnithe, Teoranta, CTR) names the same one.
    kind: 'Irish DAC, Ltd and CLG by CRO number',
    variants: [
      [
        rec({ name: 'Lir Analytics Designated Activity Company', registration_id: '612345', registration_country: 'IE', address: '14 Fitzwilliam Place, Dublin 2, D02 XE61' }),
        rec({ company_name: 'LIR ANALYTICS DAC', crn: 'CRO 612345', vat_number: 'IE3612345LH' }),
        rec({ name: 'Lir Analytics Cuideachta Ghníomhaíochta Ainmnithe', registration_id: '612345', address: '14 Plás Mhic Liam, Baile Átha Cliath 2' }),
      ],
      [
        rec({ name: 'Lir Analytics Holdings Limited', registration_id: '598712', registration_country: 'IE', address: '14 Fitzwilliam Place, Dublin 2, D02 XE61' }),
        rec({ company_name: 'LIR ANALYTICS HOLDINGS LTD', crn: 'CRO 598712', vat_number: 'IE3598712NH' }),
        rec({ name: 'Lir Analytics Holdings Teoranta', registration_id: '598712', address: '14 Plás Mhic Liam, Baile Átha Cliath 2' }),
      ],
      [
        rec({ name: 'Lir Analytics Foundation Company Limited by Guarantee', registration_id: '645129', registration_country: 'IE', charity_number: '20204517', address: '14 Fitzwilliam Place, Dublin 2, D02 XE61' }),
        rec({ company_name: 'LIR ANALYTICS FOUNDATION CLG', crn: 'CRO 645129', charity_number: 'RCN 20204517' }),
        rec({ name: 'Fondúireacht Lir Analytics CTR', registration_id: '645129', address: '14 Plás Mhic Liam, Baile Átha Cliath 2' }),
      ],
    ],
  },
  {
    // Danish companies of one shipping family: the A/S, its holding ApS and its chartering ApS; CVR written with
    // spaces, bare, or as the DK VAT number.
    kind: 'Danish A/S and ApS by CVR number',
    variants: [
      [
        rec({ name: 'Nordlys Shipping A/S', registration_id: '35812467', registration_country: 'DK', address: 'Strandvejen 102, 2900 Hellerup' }),
        rec({ company_name: 'NORDLYS SHIPPING AKTIESELSKAB', crn: 'CVR 35 81 24 67' }),
        rec({ name: 'Nordlys Shipping A/S', tax_id: 'DK35812467', tax_id_country: 'DK', address: 'Strandvejen 102, DK-2900 Hellerup, Denmark' }),
      ],
      [
        rec({ name: 'Nordlys Shipping Holding ApS', registration_id: '35812394', registration_country: 'DK', address: 'Strandvejen 102, 2900 Hellerup' }),
        rec({ company_name: 'NORDLYS SHIPPING HOLDING ANPARTSSELSKAB', crn: 'CVR 35 81 23 94' }),
        rec({ name: 'Nordlys Shipping Holding ApS', tax_id: 'DK35812394', tax_id_country: 'DK', address: 'Strandvejen 102, DK-2900 Hellerup, Denmark' }),
      ],
      [
        rec({ name: 'Nordlys Chartering ApS', registration_id: '39476120', registration_country: 'DK', address: 'Strandvejen 102, 2900 Hellerup' }),
        rec({ company_name: 'NORDLYS CHARTERING ANPARTSSELSKAB', crn: 'CVR 39 47 61 20' }),
        rec({ name: 'Nordlys Chartering ApS', tax_id: 'DK39476120', tax_id_country: 'DK', address: 'Strandvejen 102, DK-2900 Hellerup, Denmark' }),
      ],
    ],
  },
  {
    // Swedish companies of one builder: the construction AB, its property AB and its holding AB; the organisation
    // number with and without the hyphen, or inside the SE VAT number (SE + number + 01).
    kind: 'Swedish AB by organisation number',
    variants: [
      [
        rec({ name: 'Fjällgården Bygg AB', registration_id: '556789-1234', registration_country: 'SE', address: 'Kungsgatan 48, 111 35 Stockholm' }),
        rec({ company_name: 'FJALLGARDEN BYGG AKTIEBOLAG', crn: '5567891234' }),
        rec({ name: 'Fjällgården Bygg AB', vat_number: 'SE556789123401', address: 'Kungsgatan 48, SE-111 35 Stockholm, Sweden' }),
      ],
      [
        rec({ name: 'Fjällgården Fastigheter AB', registration_id: '559012-3456', registration_country: 'SE', address: 'Kungsgatan 48, 111 35 Stockholm' }),
        rec({ company_name: 'FJALLGARDEN FASTIGHETER AKTIEBOLAG', crn: '5590123456' }),
        rec({ name: 'Fjällgården Fastigheter AB', vat_number: 'SE559012345601', address: 'Kungsgatan 48, SE-111 35 Stockholm, Sweden' }),
      ],
      [
        rec({ name: 'Fjällgården Holding AB', registration_id: '556654-9870', registration_country: 'SE', address: 'Kungsgatan 48, 111 35 Stockholm' }),
        rec({ company_name: 'FJALLGARDEN HOLDING AKTIEBOLAG', crn: '5566549870' }),
        rec({ name: 'Fjällgården Holding AB', vat_number: 'SE556654987001', address: 'Kungsgatan 48, SE-111 35 Stockholm, Sweden' }),
      ],
    ],
  },
  {
    // A pension fund administrator and two of the RSA funds it manages: each fund is its own record (own
    // portfolio, own TIN), not the company; Fund II is the active fund, Fund IV the retiree fund.
    kind: 'pension fund administrator and its RSA funds',
    variants: [
      [
        rec({ name: 'Harbourline Pensions Limited', registration_id: 'RC 612348', registration_country: 'NG', tax_id: '18234567-0001', address: '12 Adeola Odeku Street, Victoria Island, Lagos' }),
        rec({ company_name: 'HARBOURLINE PENSIONS LTD (PFA)', rc_number: '612348' }),
        rec({ name: 'Harbourline Pensions Ltd.', tin: '182345670001', address: 'Plot 12, Adeola Odeku St, V/Island, Lagos' }),
      ],
      [
        rec({ name: 'Harbourline RSA Fund II', tax_id: '24019876-0001', registration_country: 'NG', address: '12 Adeola Odeku Street, Victoria Island, Lagos' }),
        rec({ company_name: 'HARBOURLINE PENSIONS RSA FUND 2', tin: '240198760001' }),
        rec({ name: 'Harbourline RSA Fund II (Active Contributors)', entity_class: 'fund' }),
      ],
      [
        rec({ name: 'Harbourline RSA Fund IV', tax_id: '24019912-0001', registration_country: 'NG', address: '12 Adeola Odeku Street, Victoria Island, Lagos' }),
        rec({ company_name: 'HARBOURLINE PENSIONS RSA FUND 4', tin: '240199120001' }),
        rec({ name: 'Harbourline Retiree Fund (RSA Fund IV)', entity_class: 'fund' }),
      ],
    ],
  },
  {
    // A Kenyan fund manager and two funds of its unit-trust scheme: the manager, the money market fund and the
    // balanced fund each have their own KRA PIN.
    kind: 'fund manager and its unit-trust funds',
    variants: [
      [
        rec({ name: 'Mvule Asset Managers Limited', registration_id: 'PVT-AAB7K2QX', registration_country: 'KE', kra_pin: 'P052184736K', address: 'Mvule House, Waiyaki Way, Westlands, Nairobi' }),
        rec({ company_name: 'MVULE ASSET MANAGERS LTD', tax_id: 'p052184736k' }),
        rec({ name: 'Mvule Asset Mgrs Ltd', crn: 'PVTAAB7K2QX', address: 'P.O. Box 40211-00100, Nairobi' }),
      ],
      [
        rec({ name: 'Mvule Money Market Fund', kra_pin: 'P052301945M', registration_country: 'KE', address: 'Mvule House, Waiyaki Way, Westlands, Nairobi' }),
        rec({ company_name: 'MVULE UNIT TRUST SCHEME - MONEY MARKET FUND', tax_id: 'P052301945M' }),
        rec({ name: 'Mvule MMF (KES)', entity_class: 'collective investment scheme' }),
      ],
      [
        rec({ name: 'Mvule Balanced Fund', kra_pin: 'P052301978Q', registration_country: 'KE', address: 'Mvule House, Waiyaki Way, Westlands, Nairobi' }),
        rec({ company_name: 'MVULE UNIT TRUST SCHEME - BALANCED FUND', tax_id: 'P052301978Q' }),
        rec({ name: 'Mvule Balanced Fund (KES)', entity_class: 'collective investment scheme' }),
      ],
    ],
  },
  {
    // Three registered unions of one sector with look-alike names: universities' academic staff, polytechnics'
    // academic staff, and universities' senior (non-teaching) staff.
    kind: 'staff unions with look-alike names',
    variants: [
      [
        rec({ name: 'Academic Staff Union of Universities', registration_country: 'NG', address: 'ASUU National Secretariat, University of Abuja Main Campus, Gwagwalada, Abuja' }),
        rec({ organisation_name: 'ASUU', address: 'University of Abuja, Gwagwalada, FCT' }),
        rec({ name: 'ACADEMIC STAFF UNION OF UNIVERSITIES (ASUU)', entity_class: 'trade union' }),
      ],
      [
        rec({ name: 'Academic Staff Union of Polytechnics', registration_country: 'NG', address: 'ASUP National Secretariat, Yaba College of Technology, Yaba, Lagos' }),
        rec({ organisation_name: 'ASUP', address: 'Yaba College of Technology, Yaba, Lagos' }),
        rec({ name: 'ACADEMIC STAFF UNION OF POLYTECHNICS (ASUP)', entity_class: 'trade union' }),
      ],
      [
        rec({ name: 'Senior Staff Association of Nigerian Universities', registration_country: 'NG', address: 'SSANU National Secretariat, University of Ibadan, Ibadan' }),
        rec({ organisation_name: 'SSANU', address: 'University of Ibadan, Ibadan, Oyo State' }),
        rec({ name: 'SENIOR STAFF ASSOCIATION OF NIGERIAN UNIVERSITIES (SSANU)', entity_class: 'trade union' }),
      ],
    ],
  },
  {
    // A city chamber and two bilateral chambers in one city: three bodies, each its own incorporated trustees.
    kind: 'city and bilateral chambers of commerce',
    variants: [
      [
        rec({ name: 'Incorporated Trustees of Ikeja Chamber of Commerce and Industry', registration_id: 'IT 41287', registration_country: 'NG', address: '21 Obafemi Awolowo Way, Ikeja, Lagos' }),
        rec({ organisation_name: 'Ikeja Chamber of Commerce & Industry (ICCI)', reg_no: 'CAC/IT/NO 41287' }),
        rec({ name: 'IKEJA CHAMBER OF COMMERCE AND INDUSTRY', address: '21, Obafemi Awolowo Way, Ikeja' }),
      ],
      [
        rec({ name: 'Incorporated Trustees of Nigerian-Danish Chamber of Commerce', registration_id: 'IT 88412', registration_country: 'NG', address: '3 Adeyemo Alakija Street, Victoria Island, Lagos' }),
        rec({ organisation_name: 'Nigerian Danish Chamber of Commerce (NDCC)', reg_no: 'CAC/IT/NO 88412' }),
        rec({ name: 'NIGERIAN-DANISH CHAMBER OF COMMERCE', address: '3, Adeyemo Alakija St, V/I, Lagos' }),
      ],
      [
        rec({ name: 'Incorporated Trustees of Nigerian-Swedish Chamber of Commerce', registration_id: 'IT 90135', registration_country: 'NG', address: '3 Adeyemo Alakija Street, Victoria Island, Lagos' }),
        rec({ organisation_name: 'Nigerian Swedish Chamber of Commerce (NSCC)', reg_no: 'CAC/IT/NO 90135' }),
        rec({ name: 'NIGERIAN-SWEDISH CHAMBER OF COMMERCE', address: '3, Adeyemo Alakija St, V/I, Lagos' }),
      ],
    ],
  },
  {
    // A South African literacy trust, the NPC it set up and a sister NPC: three legal persons with their own
    // trust or company numbers and NPO / PBO numbers.
    kind: 'South African trust, its NPC and a sister NPC',
    variants: [
      [
        rec({ name: 'Ubuntu Reading Trust', registration_id: 'IT 2345/2012', registration_country: 'ZA', charity_number: '930041276', address: '17 Lower Main Road, Observatory, Cape Town, 7925' }),
        rec({ organisation_name: 'UBUNTU READING TRUST (PBO 930041276)', reg_no: 'IT2345/2012' }),
        rec({ name: 'Die Ubuntu Leestrust', charity_number: 'PBO 930041276', address: 'Lower Mainweg 17, Observatory, Kaapstad' }),
      ],
      [
        rec({ name: 'Ubuntu Reading NPC', registration_id: '2016/412345/08', registration_country: 'ZA', charity_number: '167-234 NPO', address: '17 Lower Main Road, Observatory, Cape Town, 7925' }),
        rec({ organisation_name: 'UBUNTU READING NON-PROFIT COMPANY', reg_no: '2016/412345/08' }),
        rec({ name: 'Ubuntu Reading NWM', charity_number: 'NPO 167-234', address: 'Lower Mainweg 17, Observatory, Kaapstad' }),
      ],
      [
        rec({ name: 'Ubuntu Literacy Project NPC', registration_id: '2019/087614/08', registration_country: 'ZA', charity_number: '231-908 NPO', address: '17 Lower Main Road, Observatory, Cape Town, 7925' }),
        rec({ organisation_name: 'UBUNTU LITERACY PROJECT NON-PROFIT COMPANY', reg_no: '2019/087614/08' }),
        rec({ name: 'Ubuntu Geletterdheidsprojek NWM', charity_number: 'NPO 231-908', address: 'Lower Mainweg 17, Observatory, Kaapstad' }),
      ],
    ],
  },
  {
    // UK SPVs of one development: the block A company, the block B company and the estate management company,
    // one registered office; Companies House numbers with and without the leading zero.
    kind: 'UK development SPVs and their management company',
    variants: [
      [
        rec({ name: 'Riverside Quarter (Block A) Limited', registration_id: '09876543', registration_country: 'GB', address: '2nd Floor, 40 Gracechurch Street, London EC3V 0BT' }),
        rec({ company_name: 'RIVERSIDE QUARTER (BLOCK A) LTD', company_number: '9876543' }),
        rec({ name: 'Riverside Quarter Block A Ltd', vat_number: 'GB 231 4587 62', address: '40 Gracechurch St, London, EC3V 0BT' }),
      ],
      [
        rec({ name: 'Riverside Quarter (Block B) Limited', registration_id: '09876612', registration_country: 'GB', address: '2nd Floor, 40 Gracechurch Street, London EC3V 0BT' }),
        rec({ company_name: 'RIVERSIDE QUARTER (BLOCK B) LTD', company_number: '9876612' }),
        rec({ name: 'Riverside Quarter Block B Ltd', vat_number: 'GB 231 4590 18', address: '40 Gracechurch St, London, EC3V 0BT' }),
      ],
      [
        rec({ name: 'Riverside Quarter Management Company Limited', registration_id: '10234871', registration_country: 'GB', address: '2nd Floor, 40 Gracechurch Street, London EC3V 0BT' }),
        rec({ company_name: 'RIVERSIDE QUARTER MANAGEMENT COMPANY LTD', company_number: '10234871' }),
        rec({ name: 'Riverside Quarter Mgmt Co Ltd', vat_number: 'GB 298 1174 05', address: '40 Gracechurch St, London, EC3V 0BT' }),
      ],
    ],
  },
];
