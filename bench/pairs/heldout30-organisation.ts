// Held-out pair set 30, organisation (see bench/pairs/heldout30.ts): UK glaziers by FENSA registration, German tax
// advisers by Steuerberaterkammer membership, South African podiatry practices by HPCSA registration, Kenyan dry
// cleaners by county business permit, Nigerian fashion houses by CAC RC number, Ghanaian borehole drilling firms by
// Water Resources Commission licence, UK farriers by Farriers Registration Council number, and Irish roofing
// contractors by CRO number; each as a registry entry, a trade body's, chamber's, council's or regulator's list in
// caps (often naming a BRANCH, Zweigstelle, satellite practice, depot, showroom, field office, yard or branch of the
// company at another address: still the one legal person), and a third source (a window guarantee certificate, a
// client newsletter footer, a medical aid claim form, a dry cleaning ticket, an aso-ebi order invoice, a borehole
// completion report, a horse owner's invoice, a roof survey quote; German, Afrikaans, isiZulu, Swahili, Pidgin,
// Yoruba, Twi or Irish wording). Every organisation is invented. Computed check digits: UK VAT numbers (weights 8..2,
// mod 97). Shape-only: UK company numbers, FENSA and FRC numbers, German HRB and USt-IdNr and Steuernummer,
// Kammer numbers, SA company, practice and HPCSA numbers, Kenyan company numbers, KRA PINs and permit numbers,
// Nigerian RC and BN numbers and TINs, Ghanaian company numbers, TINs and WRC licence numbers, Irish CRO numbers
// and VAT numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION30: readonly Family[] = [
  {
    // A Manchester glazing company (with a Stockport branch), the conservatory company its owners formed at the same
    // address, and a near-namesake in Bolton.
    kind: 'UK glaziers by FENSA registration',
    variants: [
      [
        rec({ name: 'Irwell Glazing Limited', registration_id: '07733418', registration_country: 'GB', vat_number: 'GB 318 4527 55', address: 'Unit 3, Pollard Street East Works, Manchester M40 7FS' }),
        rec({ company_name: 'IRWELL GLAZING LTD - STOCKPORT BRANCH', company_number: 'FENSA 40217', address: '14 HEATON LN, STOCKPORT SK4 1AS' }),
        rec({ name: 'Irwell Glazing Ltd — 10 yr window guarantee certificate, job 22/118, VAT reg 318452755', vat_number: '318452755' }),
      ],
      [
        rec({ name: 'Irwell Conservatories Limited', registration_id: '10284671', registration_country: 'GB', vat_number: 'GB 440 9318 58', address: 'Unit 3, Pollard Street East Works, Manchester M40 7FS' }),
        rec({ company_name: 'IRWELL CONSERVATORIES LTD (ROOFS & ORANGERIES)', company_number: 'FENSA 51830', address: 'UNIT 3 POLLARD ST EAST WKS MANCHESTER M40 7FS' }),
        rec({ name: 'Irwell Conservatories — orangery roof guarantee', vat_number: 'GB440931858' }),
      ],
      [
        rec({ name: 'Irwel Glass & Glazing Limited', registration_id: '09126655', registration_country: 'GB', vat_number: 'GB 295 6604 23', address: '88 Derby Street, Bolton BL3 6HG' }),
        rec({ company_name: 'IRWEL GLASS & GLAZING LTD', company_number: 'FENSA 38804', address: '88 DERBY ST BOLTON BL3 6HG' }),
        rec({ name: 'Irwell Glazing, Derby St, Bolton — FENSA certificate for replacement windows', vat_number: '295660423', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Cologne tax advisory partnership (with a Bonn Zweigstelle), the payroll company its partners formed at the
    // same address, and a near-namesake in Düsseldorf.
    kind: 'German tax advisers by Steuerberaterkammer membership',
    variants: [
      [
        rec({ name: 'Hoffmann & Kessler Steuerberatungsgesellschaft mbH', registration_id: 'HRB 84412', registration_country: 'DE', vat_number: 'DE 318 447 205', address: 'Hohenzollernring 57, 50672 Köln' }),
        rec({ company_name: 'HOFFMANN & KESSLER STBG MBH - ZWEIGSTELLE BONN', company_number: 'StBK Köln Nr. 4471', address: 'POPPELSDORFER ALLEE 24, 53115 BONN' }),
        rec({ name: 'Hoffmann & Keßler StBG mbH — Mandanten-Rundschreiben 03/2026, USt-IdNr. DE318447205', vat_number: 'DE318447205' }),
      ],
      [
        rec({ name: 'Hoffmann & Kessler Lohnservice GmbH', registration_id: 'HRB 97130', registration_country: 'DE', vat_number: 'DE 342 118 907', address: 'Hohenzollernring 57, 50672 Köln' }),
        rec({ company_name: 'HOFFMANN & KESSLER LOHNSERVICE GMBH (LOHNBUCHHALTUNG)', company_number: 'HRB 97130', address: 'HOHENZOLLERNRING 57 50672 KOELN' }),
        rec({ name: 'H&K Lohnservice GmbH, Lohnabrechnung Oktober', vat_number: 'DE342118907' }),
      ],
      [
        rec({ name: 'Hofmann & Kessler Steuerberater PartG mbB', registration_id: 'PR 2291', registration_country: 'DE', vat_number: 'DE 297 603 118', address: 'Königsallee 92, 40212 Düsseldorf' }),
        rec({ company_name: 'HOFMANN & KESSLER STB PARTG MBB', company_number: 'StBK Düsseldorf Nr. 8120', address: 'KOENIGSALLEE 92 DUESSELDORF' }),
        rec({ name: 'Hoffmann & Kessler Steuerberater, Königsallee, Düsseldorf — Kanzleiwechsel-Schreiben', vat_number: 'DE297603118' }),
      ],
    ],
  },
  {
    // A Durban podiatry practice (with an Umhlanga satellite rooms), the orthotics company its owners formed at the
    // same address, and a near-namesake in Pietermaritzburg.
    kind: 'South African podiatry practices by HPCSA registration',
    variants: [
      [
        rec({ name: 'Naidoo Podiatry Inc', registration_id: '2014/118452/21', registration_country: 'ZA', tax_id: '4410237719', address: 'Suite 4, Musgrave Medical Centre, 115 Musgrave Road, Berea, Durban 4001' }),
        rec({ company_name: 'NAIDOO PODIATRY INC - UMHLANGA ROOMS', company_number: 'PR 0724412 / HPCSA POD 0031187', address: 'SHOP 12 GATEWAY MEDICAL, UMHLANGA RIDGE 4319' }),
        rec({ name: 'Naidoo Podiatry Ingelyf — mediese fonds eisvorm, praktyknr 0724412, ifomu lokufaka isicelo', tax_id: '4410237719' }),
      ],
      [
        rec({ name: 'Naidoo Orthotics (Pty) Ltd', registration_id: '2019/552901/07', registration_country: 'ZA', tax_id: '4871190264', address: 'Suite 4, Musgrave Medical Centre, 115 Musgrave Road, Berea, Durban 4001' }),
        rec({ company_name: 'NAIDOO ORTHOTICS (PTY) LTD (CUSTOM INSOLES)', company_number: '2019/552901/07', address: 'STE 4 MUSGRAVE MED CTR 115 MUSGRAVE RD DURBAN' }),
        rec({ name: 'Naidoo Orthotics (Edms) Bpk — insole invoice', tax_id: '4871190264' }),
      ],
      [
        rec({ name: 'Naido Foot Clinic Inc', registration_id: '2011/047735/21', registration_country: 'ZA', tax_id: '4239905581', address: '201 Chief Albert Luthuli Street, Pietermaritzburg 3201' }),
        rec({ company_name: 'NAIDO FOOT CLINIC INC', company_number: 'PR 0719305', address: '201 CHIEF ALBERT LUTHULI ST PMB' }),
        rec({ name: 'Naidoo Podiatry, Chief Albert Luthuli St, Pietermaritzburg — medical aid claim form', tax_id: '4239905581' }),
      ],
    ],
  },
  {
    // A Nairobi dry cleaner (with a Thika branch), the laundry supplies company its owners formed at the same
    // address, and a near-namesake in Nakuru.
    kind: 'Kenyan dry cleaners by county business permit',
    variants: [
      [
        rec({ name: 'Kamau Dry Cleaners Limited', registration_id: 'PVT-KLU8RT3', registration_country: 'KE', tax_id: 'P051834277M', address: 'Ngong Road, Adams Arcade, Nairobi' }),
        rec({ company_name: 'KAMAU DRY CLEANERS LTD - THIKA BRANCH', company_number: 'SBP 2026/KMB/11894', address: 'KENYATTA HWY, THIKA TOWN' }),
        rec({ name: 'Kamau Dry Cleaners Ltd — tiketi ya nguo 4471, PIN P051834277M', tax_id: 'P051834277M' }),
      ],
      [
        rec({ name: 'Kamau Laundry Supplies Limited', registration_id: 'PVT-9XZ2QA7', registration_country: 'KE', tax_id: 'P052290118K', address: 'Ngong Road, Adams Arcade, Nairobi' }),
        rec({ company_name: 'KAMAU LAUNDRY SUPPLIES LTD (HANGERS & SOLVENTS)', company_number: 'SBP 2026/NRB/30215', address: 'NGONG RD ADAMS ARCADE NBI' }),
        rec({ name: 'Kamau Laundry Supplies — hangers order', tax_id: 'P052290118K' }),
      ],
      [
        rec({ name: 'Kamande Dry Cleaners Limited', registration_id: 'PVT-AAB5KC1', registration_country: 'KE', tax_id: 'P051177360B', address: 'Kenyatta Avenue, Nakuru' }),
        rec({ company_name: 'KAMANDE DRY CLEANERS LTD', company_number: 'SBP 2026/NKR/07736', address: 'KENYATTA AVE NAKURU' }),
        rec({ name: 'Kamau Dry Cleaners, Kenyatta Ave Nakuru — dry cleaning ticket 0912', tax_id: 'P051177360B' }),
      ],
    ],
  },
  {
    // A Lagos fashion house (with an Abuja showroom), the fabric trading company its owners formed at the same
    // address, and a near-namesake business name in Ibadan.
    kind: 'Nigerian fashion houses by CAC RC number',
    variants: [
      [
        rec({ name: 'Adebayo Couture Limited', registration_id: 'RC 1408826', registration_country: 'NG', tax_id: '22184417-0001', address: '17 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ company_name: 'ADEBAYO COUTURE LTD (ABUJA SHOWROOM)', company_number: 'RC1408826', address: 'PLOT 41 AMINU KANO CRES, WUSE 2, ABUJA' }),
        rec({ name: 'Adebayo Couture Ltd — aso-ebi invoice, 12 yards lace, abeg pay before Friday', tax_id: '22184417-0001' }),
      ],
      [
        rec({ name: 'Adebayo Fabrics & Lace Limited', registration_id: 'RC 1622490', registration_country: 'NG', tax_id: '23301958-0001', address: '17 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ company_name: 'ADEBAYO FABRICS AND LACE LTD (WHOLESALE)', company_number: 'RC 1622490', address: '17 ADMIRALTY WAY LEKKI PH 1 LAGOS' }),
        rec({ name: 'Adebayo Fabrics — aṣọ lace wholesale receipt', tax_id: '23301958-0001' }),
      ],
      [
        rec({ name: 'Adebayo Kouture Enterprises', registration_id: 'BN 3019442', registration_country: 'NG', tax_id: '21877062-0001', address: '5 Ring Road, Challenge, Ibadan' }),
        rec({ company_name: 'ADEBAYO KOUTURE ENT.', company_number: 'BN 3019442', address: '5 RING RD CHALLENGE IBADAN' }),
        rec({ name: 'Adebayo Couture, Ring Road Ibadan — aso-ebi invoice for wedding', tax_id: '21877062-0001' }),
      ],
    ],
  },
  {
    // A Kumasi borehole drilling company (with a Tamale field office), the pumps and solar company its owners formed
    // at the same address, and a near-namesake in Techiman.
    kind: 'Ghanaian borehole drilling firms by Water Resources Commission licence',
    variants: [
      [
        rec({ name: 'Asante Drilling Services Limited', registration_id: 'CS081144017', registration_country: 'GH', tax_id: 'C0004418273', address: 'Plot 12, Ahinsan Estates, Kumasi' }),
        rec({ company_name: 'ASANTE DRILLING SVCS LTD - TAMALE FIELD OFFICE', company_number: 'WRC/DL/0217', address: 'BOLGATANGA RD, TAMALE' }),
        rec({ name: 'Asante Drilling Services Ltd — borehole completion report BH-44, Ejisu, nsu wɔ 38m', tax_id: 'C0004418273' }),
      ],
      [
        rec({ name: 'Asante Pumps & Solar Limited', registration_id: 'CS093320518', registration_country: 'GH', tax_id: 'C0006120944', address: 'Plot 12, Ahinsan Estates, Kumasi' }),
        rec({ company_name: 'ASANTE PUMPS AND SOLAR LTD (SUBMERSIBLES)', company_number: 'CS093320518', address: 'PLT 12 AHINSAN ESTATES KSI' }),
        rec({ name: 'Asante Pumps & Solar — solar pump installation sheet', tax_id: 'C0006120944' }),
      ],
      [
        rec({ name: 'Asante Boreholes & Drilling Company Limited', registration_id: 'CS070015529', registration_country: 'GH', tax_id: 'C0003391856', address: 'Wenchi Road, Techiman' }),
        rec({ company_name: 'ASANTE BOREHOLES & DRILLING CO LTD', company_number: 'WRC/DL/0188', address: 'WENCHI RD TECHIMAN' }),
        rec({ name: 'Asante Drilling Services, Wenchi Rd Techiman — borehole completion report', tax_id: 'C0003391856' }),
      ],
    ],
  },
  {
    // An Oxfordshire farriery company (with a Lambourn yard), the equine supplies company its owners formed at the
    // same address, and a near-namesake in Swindon.
    kind: 'UK farriers by Farriers Registration Council number',
    variants: [
      [
        rec({ name: 'Ridgeway Farriery Limited', registration_id: '08841207', registration_country: 'GB', vat_number: 'GB 552 1873 43', address: 'Manor Farm Yard, Letcombe Regis, Wantage OX12 9LD' }),
        rec({ company_name: 'RIDGEWAY FARRIERY LTD (LAMBOURN YARD)', company_number: 'FRC R1184', address: 'UPPER LAMBOURN RD, LAMBOURN RG17 8QT' }),
        rec({ name: 'Ridgeway Farriery Ltd — invoice: 4 x shoes, 2 removes, mare "Bramble", VAT 552 1873 43', vat_number: '552187343' }),
      ],
      [
        rec({ name: 'Ridgeway Equine Supplies Limited', registration_id: '12055814', registration_country: 'GB', vat_number: 'GB 607 3291 52', address: 'Manor Farm Yard, Letcombe Regis, Wantage OX12 9LD' }),
        rec({ company_name: 'RIDGEWAY EQUINE SUPPLIES LTD (HOOF CARE PRODUCTS)', company_number: '12055814', address: 'MANOR FM YD LETCOMBE REGIS WANTAGE' }),
        rec({ name: 'Ridgeway Equine Supplies — hoof oil order', vat_number: 'GB607329152' }),
      ],
      [
        rec({ name: 'Ridgway Farriers Limited', registration_id: '06913340', registration_country: 'GB', vat_number: 'GB 334 8806 41', address: '7 Wroughton Road, Swindon SN4 0QT' }),
        rec({ company_name: 'RIDGWAY FARRIERS LTD', company_number: 'FRC R0977', address: '7 WROUGHTON RD SWINDON' }),
        rec({ name: 'Ridgeway Farriery, Wroughton Rd, Swindon — horse owner invoice', vat_number: '334880641', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Limerick roofing company (with an Ennis branch), the guttering company its owners formed at the same address,
    // and a near-namesake in Athlone.
    kind: 'Irish roofing contractors by CRO number',
    variants: [
      [
        rec({ name: 'Shannonside Roofing Limited', registration_id: '544871', registration_country: 'IE', vat_number: 'IE 3318840QH', address: 'Unit 9, Raheen Business Park, Limerick V94 K2T8' }),
        rec({ company_name: 'SHANNONSIDE ROOFING LTD - ENNIS BRANCH', company_number: 'CRO 544871', address: 'GORT RD IND EST, ENNIS, CO CLARE' }),
        rec({ name: 'Shannonside Roofing Teo. — luachan suirbhé dín, VAT IE3318840QH', vat_number: 'IE3318840QH' }),
      ],
      [
        rec({ name: 'Shannonside Guttering & Fascia Limited', registration_id: '671205', registration_country: 'IE', vat_number: 'IE 3602117LH', address: 'Unit 9, Raheen Business Park, Limerick V94 K2T8' }),
        rec({ company_name: 'SHANNONSIDE GUTTERING AND FASCIA LTD', company_number: 'CRO 671205', address: 'UNIT 9 RAHEEN BUS PK LIMERICK' }),
        rec({ name: 'Shannonside Guttering — seamless gutter quote', vat_number: '3602117LH' }),
      ],
      [
        rec({ name: 'Shannon Side Roofing & Cladding Limited', registration_id: '498330', registration_country: 'IE', vat_number: 'IE 3187702TH', address: 'Dublin Road, Athlone, Co. Westmeath' }),
        rec({ company_name: 'SHANNON SIDE ROOFING & CLADDING LTD', company_number: 'CRO 498330', address: 'DUBLIN RD ATHLONE CO WESTMEATH' }),
        rec({ name: 'Shannonside Roofing, Dublin Rd, Athlone — roof survey quote', vat_number: 'IE3187702TH' }),
      ],
    ],
  },
];
