// Held-out pair set 26, organisation (see bench/pairs/heldout26.ts): UK holiday companies by ATOL licence, UK labour
// providers by GLAA licence, Welsh scrap-metal dealers by council site licence, Kenyan driving schools by NTSA
// licence, Kenyan pest-control operators by PCPB licence, Ghanaian money-transfer companies by Bank of Ghana licence,
// Nigerian estate surveyors and valuers by ESVARBON registration, and South African panel beaters by SAMBRA
// membership; each as a registry entry, a regulator's or trade body's list in caps (often naming a BRANCH, yard,
// office or workshop of the company at another address: still the one legal person), and a third source (a booking
// confirmation footer, a payslip header, a weighbridge ticket, a learner's receipt, a fumigation certificate, a
// remittance slip, a valuation report's letterhead, an insurer's approved-repairer list; Welsh, Swahili, Twi,
// Yoruba or Afrikaans wording). Every organisation is invented. Computed check digits: UK VAT numbers (weights 8..2,
// mod 97). Shape-only: UK company numbers, ATOL, GLAA and council licence numbers, Kenyan company numbers, KRA PINs,
// NTSA and PCPB licences, Ghanaian company numbers, TINs and Bank of Ghana licences, Nigerian RC and BN numbers, TINs
// and ESVARBON numbers, South African company, VAT and SAMBRA numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION26: readonly Family[] = [
  {
    // A Manchester holiday company (with a Bolton shop), the business-travel company its owners formed at the same
    // address, and a near-namesake holiday company in Glasgow.
    kind: 'UK holiday companies by ATOL licence',
    variants: [
      [
        rec({ name: 'Sunward Holidays Limited', registration_id: '07714236', registration_country: 'GB', vat_number: 'GB 284 6173 37', address: '3rd Floor, 41 Princess Street, Manchester M1 4HF' }),
        rec({ company_name: 'SUNWARD HOLIDAYS LTD T/A SUNWARD TRAVEL SHOP (BOLTON)', company_number: 'ATOL 11872', address: '22 DEANSGATE, BOLTON BL1 1BN' }),
        rec({ name: 'Sunward Holidays — your booking is ATOL protected (ATOL 11872). VAT reg 284617337', vat_number: '284617337' }),
      ],
      [
        rec({ name: 'Sunward Travel Management Limited', registration_id: '09932015', registration_country: 'GB', vat_number: 'GB 331 9482 54', address: '3rd Floor, 41 Princess Street, Manchester M1 4HF' }),
        rec({ company_name: 'SUNWARD TRAVEL MGMT LTD', company_number: 'ATOL 12405', address: '3RD FLR 41 PRINCESS ST MANCHESTER M1 4HF' }),
        rec({ name: 'Sunward TM Ltd (corporate travel desk) — itinerary footer', vat_number: 'GB331948254' }),
      ],
      [
        rec({ name: 'Sun Ward Holidays Limited', registration_id: 'SC512877', registration_country: 'GB', vat_number: 'GB 291 7305 52', address: '118 Hope Street, Glasgow G2 6LH' }),
        rec({ company_name: 'SUN WARD HOLIDAYS LTD', company_number: 'ATOL 10339', address: '118 HOPE ST GLASGOW G2 6LH' }),
        rec({ name: 'Sunward Holidays Ltd, Glasgow — ATOL 10339', vat_number: '291730552', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Wisbech labour provider (with a Spalding office), the transport company its owners formed at the same
    // address, and a near-namesake agency in Boston.
    kind: 'UK labour providers by GLAA licence',
    variants: [
      [
        rec({ name: 'Fenland Harvest Staffing Limited', registration_id: '08321174', registration_country: 'GB', vat_number: 'GB 410 2286 04', address: 'Unit 4, Cromwell Road Business Park, Wisbech PE14 0RG' }),
        rec({ company_name: 'FENLAND HARVEST STAFFING LTD (SPALDING OFFICE)', company_number: 'GLAA 0417/04', address: '9 HALL PLACE, SPALDING PE11 1SA' }),
        rec({ name: 'Payslip: Fenland Harvest Staffing Ltd, PAYE ref 120/FH22174, VAT 410228604', vat_number: '410228604' }),
      ],
      [
        rec({ name: 'Fenland Harvest Logistics Limited', registration_id: '10554902', registration_country: 'GB', vat_number: 'GB 187 3390 34', address: 'Unit 4, Cromwell Road Business Park, Wisbech PE14 0RG' }),
        rec({ company_name: 'FENLAND HARVEST LOGISTICS LTD', company_number: 'GLAA 0652/01', address: 'UNIT 4 CROMWELL RD BUS PK WISBECH PE14 0RG' }),
        rec({ name: 'Fenland Harvest Logistics (minibus transport for pickers)', vat_number: 'GB187339034' }),
      ],
      [
        rec({ name: 'Fenland Harvest Staff Limited', registration_id: '11208836', registration_country: 'GB', vat_number: 'GB 275 0641 61', address: '31 Wide Bargate, Boston PE21 6SW' }),
        rec({ company_name: 'FENLAND HARVEST STAFF LTD', company_number: 'GLAA 0733/01', address: '31 WIDE BARGATE BOSTON LINCS PE21 6SW' }),
        rec({ name: 'Payslip: Fenland Harvest Staffing, Boston (Wide Bargate)', vat_number: '275064161' }),
      ],
    ],
  },
  {
    // A Pontypridd metal recycler (with a Treforest yard), the skip-hire company its owners formed at the same
    // address, and a near-namesake metals company in Cardiff.
    kind: 'Welsh scrap-metal dealers by council site licence',
    variants: [
      [
        rec({ name: 'Taff Vale Metal Recycling Limited', registration_id: '06188742', registration_country: 'GB', vat_number: 'GB 356 1027 74', address: 'Ynysangharad Yard, Bridge Street, Pontypridd CF37 4PE' }),
        rec({ company_name: 'TAFF VALE METAL RECYCLING LTD - TREFOREST YARD', company_number: 'RCT/SMD/SITE/0044', address: 'UNIT 12 TREFOREST IND EST, PONTYPRIDD CF37 5UR' }),
        rec({ name: 'Ailgylchu Metel Taff Vale Cyf — tocyn pont bwyso / weighbridge ticket 88213', vat_number: '356102774' }),
      ],
      [
        rec({ name: 'Taff Vale Skip Hire Limited', registration_id: '08871320', registration_country: 'GB', vat_number: 'GB 194 8226 33', address: 'Ynysangharad Yard, Bridge Street, Pontypridd CF37 4PE' }),
        rec({ company_name: 'TAFF VALE SKIP HIRE LTD', company_number: 'RCT/SMD/COLL/0112', address: 'YNYSANGHARAD YARD BRIDGE ST PONTYPRIDD' }),
        rec({ name: 'Taff Vale Skips — 6 yd skip hire receipt', vat_number: 'GB194822633' }),
      ],
      [
        rec({ name: 'Taffvale Metals Limited', registration_id: '09410057', registration_country: 'GB', vat_number: 'GB 260 3914 74', address: 'Unit 7, Rover Way, Cardiff CF24 5RX' }),
        rec({ company_name: 'TAFFVALE METALS LTD', company_number: 'CDF/SMD/SITE/0219', address: 'UNIT 7 ROVER WAY CARDIFF CF24 5RX' }),
        rec({ name: 'Taff Vale Metals Ltd, Rover Way Cardiff — weighbridge ticket 40117', vat_number: '260391474' }),
      ],
    ],
  },
  {
    // A Nakuru driving school (with a Naivasha branch), the motor-spares company its owners formed at the same
    // address, and a near-namesake school in Mombasa.
    kind: 'Kenyan driving schools by NTSA licence',
    variants: [
      [
        rec({ name: 'Baraka Driving School Limited', registration_id: 'PVT-7XKQ2M9D', registration_country: 'KE', tax_id: 'P051733820M', address: 'Kenyatta Avenue, Baraka Plaza 2nd Flr, P.O. Box 2217-20100 Nakuru' }),
        rec({ company_name: 'BARAKA DRIVING SCHOOL LTD - NAIVASHA BRANCH', company_number: 'NTSA/DS/0412/B2', address: 'MOI SOUTH LAKE RD, NAIVASHA' }),
        rec({ name: 'Baraka Driving School — risiti ya ada ya mafunzo (class B), asante', tax_id: 'P051733820M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Baraka Motor Spares Limited', registration_id: 'PVT-RJ5N8W2E', registration_country: 'KE', tax_id: 'P052214976Q', address: 'Kenyatta Avenue, Baraka Plaza Ground Flr, P.O. Box 2217-20100 Nakuru' }),
        rec({ company_name: 'BARAKA MOTOR SPARES LTD', company_number: 'PVT-RJ5N8W2E', address: 'KENYATTA AVE BARAKA PLAZA NAKURU' }),
        rec({ name: 'Baraka Motor Spares (vipuri vya magari), Nakuru', tax_id: 'P052214976Q', registration_country: 'KE' }),
      ],
      [
        rec({ name: 'Barakah Driving School Limited', registration_id: 'PVT-2GHV6TQA', registration_country: 'KE', tax_id: 'P051990314F', address: 'Digo Road, P.O. Box 41102-80100 Mombasa' }),
        rec({ company_name: 'BARAKAH DRIVING SCHOOL LTD', company_number: 'NTSA/DS/0977', address: 'DIGO RD MOMBASA' }),
        rec({ name: 'Baraka Driving School, Mombasa (Digo Rd) — receipt', tax_id: 'P051990314F', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Mombasa pest-control operator (with a Malindi branch), the hygiene-supplies company its owners formed at the
    // same address, and a near-namesake pest company in Nairobi.
    kind: 'Kenyan pest-control operators by PCPB licence',
    variants: [
      [
        rec({ name: 'Salama Pest Control Services Limited', registration_id: 'PVT-Q8ZL4KT1', registration_country: 'KE', tax_id: 'P051402277B', address: 'Moi Avenue, Salama House, P.O. Box 99310-80107 Mombasa' }),
        rec({ company_name: 'SALAMA PEST CONTROL SVCS LTD (MALINDI BRANCH)', company_number: 'PCPB/PCO/2023/0188', address: 'LAMU RD, MALINDI' }),
        rec({ name: 'Fumigation certificate — Salama Pest Control Services Ltd (wadudu/fumigation), PCPB licensed', tax_id: 'P051402277B' }),
      ],
      [
        rec({ name: 'Salama Hygiene Supplies Limited', registration_id: 'PVT-8WMD3ZPC', registration_country: 'KE', tax_id: 'P052877041X', address: 'Moi Avenue, Salama House, P.O. Box 99310-80107 Mombasa' }),
        rec({ company_name: 'SALAMA HYGIENE SUPPLIES LTD', company_number: 'PCPB/DLR/2022/0541', address: 'MOI AVE SALAMA HSE MSA' }),
        rec({ name: 'Salama Hygiene Supplies (sanitary bins, soap dispensers), Mombasa', tax_id: 'P052877041X', registration_country: 'KE' }),
      ],
      [
        rec({ name: 'Salama Pest Management Limited', registration_id: 'PVT-KN4Y7RH5', registration_country: 'KE', tax_id: 'P051588230H', address: 'Baba Dogo Road, Ruaraka, P.O. Box 60712-00200 Nairobi' }),
        rec({ company_name: 'SALAMA PEST MGT LTD', company_number: 'PCPB/PCO/2021/0094', address: 'BABA DOGO RD RUARAKA NBI' }),
        rec({ name: 'Salama Pest Control, Nairobi (Ruaraka) — fumigation certificate', tax_id: 'P051588230H', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // An Accra money-transfer company (with a Kumasi branch), the forex bureau its owners formed at the same address,
    // and a near-namesake remittance company in Tema.
    kind: 'Ghanaian money-transfer companies by Bank of Ghana licence',
    variants: [
      [
        rec({ name: 'Nkabom Remit Ghana Limited', registration_id: 'CS182294415', registration_country: 'GH', tax_id: 'C0041187720', address: 'No. 14 Kwame Nkrumah Avenue, Adabraka, Accra' }),
        rec({ company_name: 'NKABOM REMIT GHANA LTD - KUMASI BRANCH (ADUM)', company_number: 'BOG/PSP/EMI-IMTO/0031', address: 'PREMPEH II ST, ADUM, KUMASI' }),
        rec({ name: 'Nkabom Remit — sika a wɔde bɛba (remittance slip), Nkabom Remit Gh Ltd', tax_id: 'C0041187720', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Forex Bureau Limited', registration_id: 'CS190331287', registration_country: 'GH', tax_id: 'C0047720019', address: 'No. 14 Kwame Nkrumah Avenue, Adabraka, Accra' }),
        rec({ company_name: 'NKABOM FOREX BUREAU LTD', company_number: 'BOG/FXB/0244', address: 'NO 14 KWAME NKRUMAH AVE ADABRAKA ACCRA' }),
        rec({ name: 'Nkabom Forex — USD/GHS rate board receipt', tax_id: 'C0047720019', registration_country: 'GH' }),
      ],
      [
        rec({ name: 'Nkabom Remittance Services Limited', registration_id: 'CS155902213', registration_country: 'GH', tax_id: 'C0033910284', address: 'Community 1, Harbour Road, Tema' }),
        rec({ company_name: 'NKABOM REMITTANCE SVCS LTD', company_number: 'BOG/PSP/EMI-IMTO/0019', address: 'COMMUNITY 1 HARBOUR RD TEMA' }),
        rec({ name: 'Nkabom Remit, Tema Comm. 1 — remittance slip', tax_id: 'C0033910284', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Lagos firm of estate surveyors and valuers (with an Abuja office), the auctioneering company its partners
    // formed at the same address, and a near-namesake firm in Ibadan.
    kind: 'Nigerian estate surveyors and valuers by ESVARBON registration',
    variants: [
      [
        rec({ name: 'Adeyemi Okon & Partners', registration_id: 'BN 2288145', registration_country: 'NG', tax_id: '20411873-0001', address: '12 Awolowo Road, Ikoyi, Lagos' }),
        rec({ company_name: 'ADEYEMI OKON & PARTNERS (ABUJA OFFICE)', company_number: 'ESVARBON/F/0843', address: 'SUITE 204 ADETOKUNBO ADEMOLA CRES WUSE II ABUJA' }),
        rec({ name: 'Adeyemi Okon & Ptnrs, Estate Surveyors & Valuers — valuation report letterhead (Ikoyi)', tax_id: '20411873-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Adeyemi Okon Auctioneers Limited', registration_id: 'RC 1455067', registration_country: 'NG', tax_id: '22780314-0001', address: '12 Awolowo Road, Ikoyi, Lagos' }),
        rec({ company_name: 'ADEYEMI OKON AUCTIONEERS LTD', company_number: 'RC 1455067', address: '12 AWOLOWO RD IKOYI LAGOS' }),
        rec({ name: 'Adeyemi Okon Auctioneers — ìkéde títà (auction notice), Ikoyi', tax_id: '22780314-0001', registration_country: 'NG' }),
      ],
      [
        rec({ name: 'Adeyemi-Okon & Associates', registration_id: 'BN 1902276', registration_country: 'NG', tax_id: '19822046-0001', address: '5 Ring Road, Challenge, Ibadan' }),
        rec({ company_name: 'ADEYEMI-OKON & ASSOCIATES', company_number: 'ESVARBON/F/0611', address: '5 RING RD CHALLENGE IBADAN' }),
        rec({ name: 'Adeyemi Okon & Associates, Estate Surveyors, Ibadan — valuation report', tax_id: '19822046-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Boksburg panel beater (with a Benoni workshop), the auto-glass company its owners formed at the same address,
    // and a near-namesake body shop in eMalahleni.
    kind: 'South African panel beaters by SAMBRA membership',
    variants: [
      [
        rec({ name: 'Highveld Auto Body (Pty) Ltd', registration_id: '2014/221873/07', registration_country: 'ZA', vat_number: '4710268835', address: '18 Commissioner Street, Boksburg, 1459' }),
        rec({ company_name: 'HIGHVELD AUTO BODY (PTY) LTD - BENONI WORKSHOP', company_number: 'SAMBRA 1187', address: '7 TOM JONES ST, BENONI 1501' }),
        rec({ name: 'Highveld Autobody (Edms) Bpk — goedgekeurde herstelwerkplaas, insurer approved-repairer list', vat_number: '4710268835', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Highveld Auto Glass (Pty) Ltd', registration_id: '2017/402215/07', registration_country: 'ZA', vat_number: '4280311962', address: '18 Commissioner Street, Boksburg, 1459' }),
        rec({ company_name: 'HIGHVELD AUTO GLASS (PTY) LTD', company_number: 'SAGA 0409', address: '18 COMMISSIONER ST BOKSBURG' }),
        rec({ name: 'Highveld Auto Glass — windscreen fitment invoice', vat_number: '4280311962', registration_country: 'ZA' }),
      ],
      [
        rec({ name: 'High Veld Autobody CC', registration_id: '2006/118402/23', registration_country: 'ZA', vat_number: '4920177302', address: '33 Mandela Street, eMalahleni, 1035' }),
        rec({ company_name: 'HIGH VELD AUTOBODY CC', company_number: 'SAMBRA 0726', address: '33 MANDELA ST WITBANK' }),
        rec({ name: 'Highveld Auto Body, Witbank — insurer approved-repairer list', vat_number: '4920177302', registration_country: 'South Africa' }),
      ],
    ],
  },
];
