// Held-out pair set 28, organisation (see bench/pairs/heldout28.ts): UK pest control firms by BPCA membership, UK
// travel agencies by ABTA number, Irish auctioneers by PSRA licence, South African debt collectors by Council for
// Debt Collectors registration, Kenyan patent and trade mark agents by KIPI agent number, Nigerian insolvency firms
// by BRIPAN membership, Ghanaian outdoor advertising firms by OAAG membership, and Dutch notarial firms by KNB
// listing; each as a registry entry, a trade body's or regulator's list in caps (often naming a BRANCH, shop, office
// or `vestiging` of the company at another address: still the one legal person), and a third source (a food
// business's pest-visit report footer, a booking confirmation's small print, a property brochure's back page, a
// debtor's letter of demand, a trade mark filing receipt, a creditors' meeting notice, a billboard's owner plate, a
// deed's closing line; Irish, Afrikaans, isiZulu, Swahili, Pidgin, Twi, Dutch or Welsh wording). Every organisation
// is invented. Computed check digits: UK VAT numbers (weights 8..2, mod 97). Shape-only: UK company numbers, BPCA
// and ABTA numbers, Irish CRO, VAT and PSRA numbers, South African company, VAT and CFDC numbers, Kenyan company
// numbers, KRA PINs and KIPI numbers, Nigerian RC numbers, TINs and BRIPAN numbers, Ghanaian company numbers, TINs
// and OAAG numbers, Dutch KvK, branch, VAT and KNB numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION28: readonly Family[] = [
  {
    // A Sheffield pest control company (with a Rotherham branch), the hygiene-services company its owners formed at
    // the same address, and a near-namesake in Nottingham.
    kind: 'UK pest control firms by BPCA membership',
    variants: [
      [
        rec({ name: 'Pestguard Services Limited', registration_id: '07731856', registration_country: 'GB', vat_number: 'GB 381 7264 39', address: 'Unit 4, Parkway Works, Kettlebridge Road, Sheffield S9 3BL' }),
        rec({ company_name: 'PESTGUARD SERVICES LTD - ROTHERHAM BRANCH', company_number: 'BPCA 2418', address: '22 MOORGATE RD, ROTHERHAM S60 2AY' }),
        rec({ name: 'Pestguard Svcs Ltd — pest visit report (kitchen, rodent bait stations checked). VAT reg 381726439', vat_number: '381726439' }),
      ],
      [
        rec({ name: 'Pestguard Hygiene Limited', registration_id: '10984412', registration_country: 'GB', vat_number: 'GB 229 0451 77', address: 'Unit 4, Parkway Works, Kettlebridge Road, Sheffield S9 3BL' }),
        rec({ company_name: 'PESTGUARD HYGIENE LTD (WASHROOM SVCS)', company_number: 'BPCA A-0977', address: 'UNIT 4 PARKWAY WKS KETTLEBRIDGE RD SHEFFIELD S9 3BL' }),
        rec({ name: 'Pestguard Hygiene Ltd — sanitary bin service docket', vat_number: 'GB229045177' }),
      ],
      [
        rec({ name: 'Pest Guard Solutions Limited', registration_id: '09120347', registration_country: 'GB', vat_number: 'GB 446 8132 41', address: '5 Lenton Boulevard, Nottingham NG7 2ES' }),
        rec({ company_name: 'PEST GUARD SOLUTIONS LTD', company_number: 'BPCA 3106', address: '5 LENTON BLVD NOTTINGHAM NG7 2ES' }),
        rec({ name: 'Pestguard Services, Lenton Blvd, Nottingham — wasp nest callout receipt', vat_number: '446813241', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Bristol travel agency (with a Clifton shop), the cruise-booking company its owners formed at the same
    // address, and a near-namesake agency in Poole.
    kind: 'UK travel agencies by ABTA number',
    variants: [
      [
        rec({ name: 'Harbourside Travel Limited', registration_id: '05218830', registration_country: 'GB', vat_number: 'GB 117 5093 79', address: '3 Narrow Quay, Bristol BS1 4QA' }),
        rec({ company_name: 'HARBOURSIDE TRAVEL LTD (CLIFTON SHOP)', company_number: 'ABTA P7731', address: '41 PRINCESS VICTORIA ST, CLIFTON, BRISTOL BS8 4BX' }),
        rec({ name: 'Harbourside Travel Ltd — booking confirmation small print: ABTA P7731. Teithio Glan yr Harbwr', vat_number: '117509379' }),
      ],
      [
        rec({ name: 'Harbourside Cruise Centre Limited', registration_id: '11873205', registration_country: 'GB', vat_number: 'GB 360 9287 37', address: '3 Narrow Quay, Bristol BS1 4QA' }),
        rec({ company_name: 'HARBOURSIDE CRUISE CENTRE LTD', company_number: 'ABTA Y6120', address: '3 NARROW QUAY BRISTOL BS1 4QA' }),
        rec({ name: 'Harbourside Cruise Centre — cruise deposit receipt', vat_number: 'GB360928737' }),
      ],
      [
        rec({ name: 'Harbour Side Travel Limited', registration_id: '04662190', registration_country: 'GB', vat_number: 'GB 285 4416 41', address: '12 High Street, Poole BH15 1BP' }),
        rec({ company_name: 'HARBOUR SIDE TRAVEL LTD', company_number: 'ABTA K4419', address: '12 HIGH ST POOLE BH15 1BP' }),
        rec({ name: 'Harbourside Travel, High St, Poole — ferry ticket wallet stamp', vat_number: '285441641', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Tralee auctioneering company (with a Listowel office), the valuation company its owners formed at the same
    // address, and a near-namesake auctioneer in Waterford.
    kind: 'Irish auctioneers by PSRA licence',
    variants: [
      [
        rec({ name: 'Kennelly Doyle Auctioneers Limited', registration_id: '512873', registration_country: 'IE', vat_number: 'IE 9831276V', address: '8 Denny Street, Tralee, Co. Kerry V92 K2T4' }),
        rec({ company_name: 'KENNELLY DOYLE AUCTIONEERS LTD (LISTOWEL OFFICE)', company_number: 'PSRA 002871', address: '17 THE SQUARE, LISTOWEL, CO KERRY V31 W6R2' }),
        rec({ name: 'Kennelly Doyle Auctioneers Teo. — brochure back page: Ceantálaithe, Trá Lí agus Lios Tuathail', vat_number: 'IE9831276V' }),
      ],
      [
        rec({ name: 'Kennelly Doyle Valuations Limited', registration_id: '640119', registration_country: 'IE', vat_number: 'IE 3344719TH', address: '8 Denny Street, Tralee, Co. Kerry V92 K2T4' }),
        rec({ company_name: 'KENNELLY DOYLE VALUATIONS LTD', company_number: 'PSRA 004519', address: '8 DENNY ST TRALEE CO KERRY V92 K2T4' }),
        rec({ name: 'Kennelly Doyle Valuations — probate valuation letter footer', vat_number: '3344719TH' }),
      ],
      [
        rec({ name: 'Kenneally Doyle Auctioneers Limited', registration_id: '401556', registration_country: 'IE', vat_number: 'IE 6420581F', address: '21 The Mall, Waterford X91 P8E3' }),
        rec({ company_name: 'KENNEALLY DOYLE AUCTIONEERS LTD', company_number: 'PSRA 001377', address: '21 THE MALL WATERFORD X91 P8E3' }),
        rec({ name: 'Kennelly Doyle Auctioneers, The Mall, Port Láirge — sale board', vat_number: '6420581F', registration_country: 'Ireland' }),
      ],
    ],
  },
  {
    // A Johannesburg debt collection company (with a Pretoria branch), the tracing company its owners formed at the
    // same address, and a near-namesake close corporation in Durban.
    kind: 'South African debt collectors by CFDC registration',
    variants: [
      [
        rec({ name: 'Thuthuka Recoveries (Pty) Ltd', registration_id: '2013/148822/07', registration_country: 'ZA', vat_number: '4610287743', address: '14 Wierda Road East, Wierda Valley, Sandton 2196' }),
        rec({ company_name: 'THUTHUKA RECOVERIES (PTY) LTD - PRETORIA BRANCH', company_number: 'CFDC 0027733/13', address: '301 LYNNWOOD RD, MENLO PARK, PRETORIA 0081' }),
        rec({ name: 'Thuthuka Recoveries (Edms) Bpk — aanmaning / letter of demand, CFDC-reg 0027733/13', vat_number: '4610287743' }),
      ],
      [
        rec({ name: 'Thuthuka Tracing (Pty) Ltd', registration_id: '2018/402915/07', registration_country: 'ZA', vat_number: '4270091826', address: '14 Wierda Road East, Wierda Valley, Sandton 2196' }),
        rec({ company_name: 'THUTHUKA TRACING (PTY) LTD', company_number: 'CFDC 0041187/18', address: '14 WIERDA RD EAST WIERDA VALLEY SANDTON 2196' }),
        rec({ name: 'Thuthuka Tracing Pty Ltd — skip-trace report header', vat_number: '4270091826' }),
      ],
      [
        rec({ name: 'Thuthukani Recoveries CC', registration_id: '2006/077410/23', registration_country: 'ZA', vat_number: '4902214458', address: '88 Florida Road, Morningside, Durban 4001' }),
        rec({ company_name: 'THUTHUKANI RECOVERIES CC', company_number: 'CFDC 0014420/06', address: '88 FLORIDA RD MORNINGSIDE DURBAN 4001' }),
        rec({ name: 'Thuthuka Recoveries, Florida Rd, eThekwini — incwadi yokufuna isikweletu', vat_number: '4902214458', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Nairobi patent and trade mark agency (with a Mombasa office), the trade mark watch company its owners
    // formed at the same address, and a near-namesake practice in Kisumu.
    kind: 'Kenyan patent and trade mark agents by KIPI agent number',
    variants: [
      [
        rec({ name: 'Ngugi Odhiambo IP Agents Limited', registration_id: 'PVT-LRU8Q2K', registration_country: 'KE', tax_id: 'P051477290K', address: '6th Floor, Delta Corner Annex, Ring Road Westlands, Nairobi' }),
        rec({ company_name: 'NGUGI ODHIAMBO IP AGENTS LTD (MOMBASA OFFICE)', company_number: 'KIPI AG/0418', address: 'NKRUMAH RD, MOMBASA' }),
        rec({ name: 'Ngugi Odhiambo IP Agents — risiti ya maombi ya alama ya biashara, KIPI AG/0418', tax_id: 'P051477290K' }),
      ],
      [
        rec({ name: 'Ngugi Odhiambo Trade Mark Watch Limited', registration_id: 'PVT-9XJ3BM5', registration_country: 'KE', tax_id: 'P052210884R', address: '6th Floor, Delta Corner Annex, Ring Road Westlands, Nairobi' }),
        rec({ company_name: 'NGUGI ODHIAMBO TM WATCH LTD', company_number: 'KIPI AG/0733', address: '6TH FLR DELTA CORNER ANNEX RING RD WESTLANDS NBI' }),
        rec({ name: 'Ngugi Odhiambo TM Watch Ltd — monthly watch report', tax_id: 'P052210884R' }),
      ],
      [
        rec({ name: 'Ngugi & Odhiambo Associates Limited', registration_id: 'CPR/2011/47702', registration_country: 'KE', tax_id: 'P051009943M', address: 'Mega Plaza, Oginga Odinga Street, Kisumu' }),
        rec({ company_name: 'NGUGI & ODHIAMBO ASSOCIATES LTD', company_number: 'KIPI AG/0261', address: 'MEGA PLAZA OGINGA ODINGA ST KISUMU' }),
        rec({ name: 'Ngugi Odhiambo IP Agents, Mega Plaza, Kisumu — filing receipt', tax_id: 'P051009943M', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Lagos insolvency firm (with an Abuja office), the receivership company its partners formed at the same
    // address, and a near-namesake firm in Ibadan.
    kind: 'Nigerian insolvency firms by BRIPAN membership',
    variants: [
      [
        rec({ name: 'Bakare Nwosu Recovery Partners Limited', registration_id: 'RC 1188420', registration_country: 'NG', tax_id: '19822041-0001', address: '7 Kofo Abayomi Street, Victoria Island, Lagos' }),
        rec({ company_name: 'BAKARE NWOSU RECOVERY PARTNERS LTD (ABUJA OFFICE)', company_number: 'BRIPAN F/0212', address: 'PLOT 1102 ADEOLA ODEKU ST, WUSE 2, ABUJA' }),
        rec({ name: 'Bakare Nwosu Recovery Partners — notice of creditors meeting: all creditors una go come with proof of debt', tax_id: '19822041-0001' }),
      ],
      [
        rec({ name: 'Bakare Nwosu Receivership Services Limited', registration_id: 'RC 1630057', registration_country: 'NG', tax_id: '23190476-0001', address: '7 Kofo Abayomi Street, Victoria Island, Lagos' }),
        rec({ company_name: 'BAKARE NWOSU RECEIVERSHIP SVCS LTD', company_number: 'BRIPAN F/0388', address: '7 KOFO ABAYOMI ST V/I LAGOS' }),
        rec({ name: 'Bakare Nwosu Receivership Services Ltd — receiver appointment notice', tax_id: '23190476-0001' }),
      ],
      [
        rec({ name: 'Bakare & Nwosu Recoveries Limited', registration_id: 'RC 904417', registration_country: 'NG', tax_id: '10554781-0001', address: '22 Ring Road, Challenge, Ibadan' }),
        rec({ company_name: 'BAKARE & NWOSU RECOVERIES LTD', company_number: 'BRIPAN F/0119', address: '22 RING RD CHALLENGE IBADAN' }),
        rec({ name: 'Bakare Nwosu Recovery Partners, Ring Road, Ibadan — debt recovery letter', tax_id: '10554781-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // An Accra billboard company (with a Kumasi office), the digital-screen company its owners formed at the same
    // address, and a near-namesake sign maker in Takoradi.
    kind: 'Ghanaian outdoor advertising firms by OAAG membership',
    variants: [
      [
        rec({ name: 'Sika Signs & Billboards Limited', registration_id: 'CS084417215', registration_country: 'GH', tax_id: 'C0004417282', address: 'No. 12 Kakramadu Road, East Cantonments, Accra' }),
        rec({ company_name: 'SIKA SIGNS & BILLBOARDS LTD (KUMASI OFFICE)', company_number: 'OAAG 0147', address: 'HARPER RD, ADUM, KUMASI' }),
        rec({ name: 'Sika Signs ne Billboards Ltd — owner plate on billboard: saa adwuma yi wɔ Sika Signs, OAAG 0147', tax_id: 'C0004417282' }),
      ],
      [
        rec({ name: 'Sika Digital Screens Limited', registration_id: 'CS190662084', registration_country: 'GH', tax_id: 'C0019066208', address: 'No. 12 Kakramadu Road, East Cantonments, Accra' }),
        rec({ company_name: 'SIKA DIGITAL SCREENS LTD', company_number: 'OAAG 0311', address: 'NO 12 KAKRAMADU RD E/CANTONMENTS ACCRA' }),
        rec({ name: 'Sika Digital Screens — LED screen slot invoice', tax_id: 'C0019066208' }),
      ],
      [
        rec({ name: 'Sikka Signs Limited', registration_id: 'CS041158930', registration_country: 'GH', tax_id: 'C0001158937', address: 'Liberation Road, Market Circle, Takoradi' }),
        rec({ company_name: 'SIKKA SIGNS LTD', company_number: 'OAAG 0088', address: 'LIBERATION RD MARKET CIRCLE TAKORADI' }),
        rec({ name: 'Sika Signs & Billboards, Market Circle, Takoradi — banner printing receipt', tax_id: 'C0001158937', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Utrecht notarial firm (with a Zeist establishment), the estate-planning company its partners formed at the
    // same address, and a near-namesake notariaat in Amersfoort.
    kind: 'Dutch notarial firms by KNB listing',
    variants: [
      [
        rec({ name: 'Van den Berg & De Wit Notarissen B.V.', registration_id: '30214455', registration_country: 'NL', vat_number: 'NL 8122.04.417.B01', address: 'Maliesingel 38, 3581 BK Utrecht' }),
        rec({ company_name: 'VAN DEN BERG & DE WIT NOTARISSEN BV - VESTIGING ZEIST', company_number: 'KNB 0912', address: 'SLOTLAAN 210, 3701 GP ZEIST' }),
        rec({ name: 'Van den Berg en De Wit notarissen — slot van de akte: verleden te Zeist', vat_number: 'NL812204417B01' }),
      ],
      [
        rec({ name: 'Van den Berg & De Wit Estate Planning B.V.', registration_id: '74408826', registration_country: 'NL', vat_number: 'NL 8596.11.203.B01', address: 'Maliesingel 38, 3581 BK Utrecht' }),
        rec({ company_name: 'VAN DEN BERG & DE WIT ESTATE PLANNING BV', company_number: 'KVK 74408826', address: 'MALIESINGEL 38 3581BK UTRECHT' }),
        rec({ name: 'Van den Berg & De Wit Estate Planning — factuur testamentgesprek', vat_number: 'NL859611203B01' }),
      ],
      [
        rec({ name: 'Van den Bergh & de Wit Notariaat B.V.', registration_id: '32117740', registration_country: 'NL', vat_number: 'NL 8044.70.558.B01', address: 'Stadsring 112, 3811 HR Amersfoort' }),
        rec({ company_name: 'VAN DEN BERGH & DE WIT NOTARIAAT BV', company_number: 'KNB 0458', address: 'STADSRING 112 3811HR AMERSFOORT' }),
        rec({ name: 'Van den Berg & De Wit Notarissen, Stadsring, Amersfoort — leveringsakte kopie', vat_number: '804470558B01', registration_country: 'Nederland' }),
      ],
    ],
  },
];
