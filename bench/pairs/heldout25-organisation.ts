// Held-out pair set 25, organisation (see bench/pairs/heldout25.ts): Nigerian real-estate developers by SCUML
// registration, Kenyan fuel retailers by EPRA licence, Ghanaian LPG marketing companies by NPA licence, South African
// home builders by NHBRC registration, UK electrical contractors by NICEIC enrolment, UK and Irish freight forwarders
// by EORI number, Cypriot ship-management companies by HE number, and Irish crèche companies by Tusla registration;
// each as a registry entry, a regulator's or scheme's list in caps (often naming a BRANCH, office, station, plant or
// service of the company at another address: still the one legal person), and a third source (a brochure or receipt
// footer, a bill of lading's notify party, a van livery, a Greek, Irish, Swahili, Twi or isiZulu name or gloss).
// Every organisation is invented. Computed check digits: UK VAT numbers (weights 8..2, mod 97), Irish VAT numbers
// (weights 8..2, mod 23 letter), LEIs (ISO 17442, mod 97). Shape-only: Nigerian RC numbers, TINs and SCUML numbers,
// Kenyan company numbers, KRA PINs and EPRA licences, Ghanaian company numbers, TINs and NPA licences, South African
// company, VAT and NHBRC numbers, UK company and NICEIC numbers, Cypriot HE and VAT numbers, Irish CRO and Tusla
// numbers. A UK EORI is `GB` + the VAT number + `000`; an Irish EORI is `IE` + the VAT number.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION25: readonly Family[] = [
  {
    // A Lekki developer (with an Abuja office), the facility-management company its owners formed at the same
    // address, and a near-namesake property company in Abuja.
    kind: 'Nigerian real-estate developers by SCUML registration',
    variants: [
      [
        rec({ name: 'Havenfield Homes & Estates Limited', registration_id: 'RC 1588214', registration_country: 'NG', tax_id: '23377105-0001', address: '7 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ company_name: 'HAVENFIELD HOMES AND ESTATES LTD (ABUJA OFFICE)', company_number: 'SCUML/REG/0144872', address: 'PLOT 1021 AMINU KANO CRES WUSE II ABUJA' }),
        rec({ name: 'Havenfield Homes & Estates — off-plan terraces, Ibeju-Lekki. RC1588214', address: 'Admiralty Way, Lekki Ph 1' }),
      ],
      [
        rec({ name: 'Havenfield Facility Management Limited', registration_id: 'RC 1702239', registration_country: 'NG', tax_id: '24810933-0001', address: '7 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ company_name: 'HAVENFIELD FACILITY MGT LTD', company_number: 'SCUML/REG/0201157', address: '7 ADMIRALTY WAY LEKKI PH 1 LAGOS' }),
        rec({ name: 'Havenfield FM Ltd (estate service charge, Havenfield Court)', tax_id: '24810933-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Haven Field Properties Limited', registration_id: 'RC 1214470', registration_country: 'NG', tax_id: '18822015-0001', address: '14 Ahmadu Bello Way, Garki, Abuja' }),
        rec({ company_name: 'HAVEN FIELD PROPERTIES LTD', company_number: 'SCUML/REG/0088213', address: '14 AHMADU BELLO WAY GARKI ABUJA FCT' }),
        rec({ name: 'Havenfield Properties Ltd, Gwarinpa & Garki, Abuja', tax_id: '18822015-0001', registration_country: 'NG' }),
      ],
    ],
  },
  {
    // A Nairobi fuel retailer (with a Narok station), the LPG company formed at the same address, and a
    // near-namesake oil company in Eldoret.
    kind: 'Kenyan fuel retailers by EPRA licence',
    variants: [
      [
        rec({ name: 'Mwangaza Petroleum Limited', registration_id: 'PVT-Y2UQ8LRM', registration_country: 'KE', tax_id: 'P051822473T', address: 'Enterprise Road, Industrial Area, P.O. Box 18822-00500 Nairobi' }),
        rec({ company_name: 'MWANGAZA PETROLEUM LTD - NAROK SERVICE STN', company_number: 'EPRA/PET/RTL/2214', address: 'NAROK-BOMET RD, NAROK TOWN' }),
        rec({ name: 'Mwangaza Petroleum — kituo cha mafuta, asante kwa kununua', tax_id: 'P051822473T', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Mwangaza LPG Limited', registration_id: 'PVT-KD7W3QAE', registration_country: 'KE', tax_id: 'P052300981K', address: 'Enterprise Road, Industrial Area, P.O. Box 18822-00500 Nairobi' }),
        rec({ company_name: 'MWANGAZA L.P.G. LTD', company_number: 'EPRA/LPG/RTL/0871', address: 'ENTERPRISE RD IND AREA NBI' }),
        rec({ name: 'Mwangaza LPG Ltd (gesi ya kupikia, 6kg & 13kg refills)', tax_id: 'P052300981K', registration_country: 'KE' }),
      ],
      [
        rec({ name: 'Mwangaza Oil (K) Limited', registration_id: 'PVT-6NRT2ZBX', registration_country: 'KE', tax_id: 'P051199402C', address: 'Uganda Road, P.O. Box 3310-30100 Eldoret' }),
        rec({ company_name: 'MWANGAZA OIL (KENYA) LTD', company_number: 'EPRA/PET/RTL/1406', address: 'UGANDA RD ELDORET' }),
        rec({ name: 'Mwangaza Oil Kenya Ltd, Eldoret', tax_id: 'P051199402C', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // An Accra LPG marketer (with a Kasoa refill plant), the haulage company formed at the same address, and a
    // near-namesake energy company in Tamale.
    kind: 'Ghanaian LPG marketing companies by NPA licence',
    variants: [
      [
        rec({ name: 'Sika Flame Gas Company Limited', registration_id: 'CS148832017', registration_country: 'GH', tax_id: 'C0004417725', address: 'Spintex Road, Baatsona, Accra' }),
        rec({ company_name: 'SIKA FLAME GAS CO. LTD - KASOA REFILL PLANT', company_number: 'NPA/LPGMC/0147', address: 'KASOA-WINNEBA RD, OPP. MILLENNIUM CITY, KASOA' }),
        rec({ name: 'Sika Flame Gas — yɛhyɛ wo gas ntɛm (refill receipt)', tax_id: 'C0004417725', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Sika Flame Logistics Limited', registration_id: 'CS201177219', registration_country: 'GH', tax_id: 'C0009981230', address: 'Spintex Road, Baatsona, Accra' }),
        rec({ company_name: 'SIKA FLAME LOGISTICS LTD', company_number: 'NPA/LPGTR/0412', address: 'SPINTEX RD BAATSONA ACCRA' }),
        rec({ name: 'Sika Flame Logistics Ltd (LPG tanker haulage)', tax_id: 'C0009981230', registration_country: 'GH' }),
      ],
      [
        rec({ name: 'Sikaflame Energy Limited', registration_id: 'CS093318815', registration_country: 'GH', tax_id: 'C0002288416', address: 'Bolgatanga Road, Tamale' }),
        rec({ company_name: 'SIKAFLAME ENERGY LTD', company_number: 'NPA/LPGMC/0093', address: 'BOLGA RD TAMALE N/R' }),
        rec({ name: 'Sika-Flame Energy Ltd, Tamale', tax_id: 'C0002288416', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Pretoria home builder (with a Polokwane branch), the development company formed at the same address, and a
    // near-namesake builder in Durban.
    kind: 'South African home builders by NHBRC registration',
    variants: [
      [
        rec({ name: 'Ubuntu Ridge Homes (Pty) Ltd', registration_id: '2014/118273/07', registration_country: 'ZA', vat_number: '4520264187', address: '112 Lynnwood Road, Brooklyn, Pretoria, 0181' }),
        rec({ company_name: 'UBUNTU RIDGE HOMES PTY LTD (POLOKWANE BRANCH)', company_number: 'NHBRC 3000142877', address: '21 LANDDROS MARE ST POLOKWANE 0699' }),
        rec({ name: 'Ubuntu Ridge Homes — sakha amakhaya akho (we build your home)', vat_number: '4520264187', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ubuntu Ridge Developments (Pty) Ltd', registration_id: '2017/402216/07', registration_country: 'ZA', vat_number: '4190277364', address: '112 Lynnwood Road, Brooklyn, Pretoria, 0181' }),
        rec({ company_name: 'UBUNTU RIDGE DEVELOPMENTS PTY LTD', company_number: 'NHBRC 3000229018', address: '112 LYNNWOOD RD BROOKLYN PTA' }),
        rec({ name: 'Ubuntu Ridge Developments (land & township development)', vat_number: '4190277364', registration_country: 'ZA' }),
      ],
      [
        rec({ name: 'Ubuntu Homes (Pty) Ltd', registration_id: '2009/014452/07', registration_country: 'ZA', vat_number: '4780231145', address: '5 Park Lane, Umhlanga Ridge, Durban, 4319' }),
        rec({ company_name: 'UBUNTU HOMES PTY LTD', company_number: 'NHBRC 3000061329', address: 'PARK LANE UMHLANGA RIDGE' }),
        rec({ name: 'Ubuntu Homes, Umhlanga Ridge — builders', vat_number: '4780231145', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Stockport electrical contractor (with a Leeds office), the solar company formed at the same address, and a
    // near-namesake contractor in Bristol.
    kind: 'UK electrical contractors by NICEIC enrolment',
    variants: [
      [
        rec({ name: 'Brightwire Electrical Services Ltd', registration_id: '09481177', registration_country: 'GB', vat_number: 'GB 384 1207 63', address: 'Unit 4, Hempshaw Business Centre, Hempshaw Lane, Stockport SK1 4LN' }),
        rec({ company_name: 'BRIGHTWIRE ELECTRICAL SVCS LIMITED (LEEDS OFFICE)', company_number: 'NICEIC 604411', address: 'UNIT 12 CROSS GREEN WAY LEEDS LS9 0SE' }),
        rec({ name: 'BRIGHTWIRE ELECTRICAL — rewires, EICRs, EV points. VAT 384120763', address: 'Hempshaw Ln, Stockport' }),
      ],
      [
        rec({ name: 'Brightwire Solar Ltd', registration_id: '12873304', registration_country: 'GB', vat_number: 'GB 297 5518 09', address: 'Unit 4, Hempshaw Business Centre, Hempshaw Lane, Stockport SK1 4LN' }),
        rec({ company_name: 'BRIGHTWIRE SOLAR LTD', company_number: 'NICEIC 711820', address: 'UNIT 4 HEMPSHAW BUS CTR STOCKPORT SK1 4LN' }),
        rec({ name: 'Brightwire Solar — PV & battery installs. VAT GB297551809' }),
      ],
      [
        rec({ name: 'Bright Wire Electrical Ltd', registration_id: '07744102', registration_country: 'GB', vat_number: 'GB 441 0362 94', address: '33 Feeder Road, St Philips, Bristol BS2 0SB' }),
        rec({ company_name: 'BRIGHT WIRE ELECTRICAL LIMITED', company_number: 'NICEIC 551203', address: '33 FEEDER RD BRISTOL BS2 0SB' }),
        rec({ name: 'Brightwire Electrical Ltd (Bristol) — VAT reg 441036294' }),
      ],
    ],
  },
  {
    // A Dover forwarder (with a Felixstowe branch), the customs-brokerage company formed at the same address, and a
    // near-namesake forwarder in Dublin.
    kind: 'UK and Irish freight forwarders by EORI number',
    variants: [
      [
        rec({ name: 'Channelgate Forwarding Limited', registration_id: '08830142', registration_country: 'GB', vat_number: 'GB193884609', address: 'Port Zone, Whitfield, Dover CT16 2HQ' }),
        rec({ company_name: 'CHANNELGATE FORWARDING LTD - FELIXSTOWE BRANCH', company_number: 'EORI GB193884609000', address: 'WALTON AVE, FELIXSTOWE IP11 3HG' }),
        rec({ name: 'B/L notify party: CHANNELGATE FWDG LTD, DOVER — EORI GB 193884609 000', tax_id: 'GB193884609000' }),
      ],
      [
        rec({ name: 'Channelgate Customs Brokers Limited', registration_id: '11402287', registration_country: 'GB', vat_number: 'GB362015783', address: 'Port Zone, Whitfield, Dover CT16 2HQ' }),
        rec({ company_name: 'CHANNELGATE CUSTOMS BROKERS LTD', company_number: 'EORI GB362015783000', address: 'PORT ZONE WHITFIELD DOVER CT16 2HQ' }),
        rec({ name: 'Channelgate Customs (declarant) — EORI GB362015783000', tax_id: 'GB362015783000' }),
      ],
      [
        rec({ name: 'Channel Gate Freight Limited', registration_id: '588214', registration_country: 'IE', vat_number: 'IE6388047V', address: 'Alexandra Road, Dublin Port, Dublin 1, D01 H4C6' }),
        rec({ company_name: 'CHANNEL GATE FREIGHT LTD', company_number: 'EORI IE6388047V', address: 'ALEXANDRA RD DUBLIN PORT D01' }),
        rec({ name: 'Channel Gate Freight Teoranta — lastas, Calafort Bhaile Átha Cliath', vat_number: 'IE 6388047 V' }),
      ],
    ],
  },
  {
    // A Limassol ship manager (with a Piraeus branch), the crewing company formed at the same address, and a
    // near-namesake maritime company in Larnaca.
    kind: 'Cypriot ship-management companies by HE number',
    variants: [
      [
        rec({ name: 'Aegean Tide Shipmanagement Ltd', registration_id: 'HE 312774', registration_country: 'CY', vat_number: 'CY10312774X', lei: '213800QH7KX4V2MPLN95', address: '28 Spyrou Kyprianou Avenue, 3070 Limassol' }),
        rec({ company_name: 'AEGEAN TIDE SHIPMANAGEMENT LIMITED - PIRAEUS BRANCH', company_number: 'HE312774', address: 'AKTI MIAOULI 47, 185 36 PIRAEUS, GREECE' }),
        rec({ name: 'ΑΙΓΑΙΟΝ ΤΑΪΝΤ ΣΙΠΜΑΝΑΤΖΜΕΝΤ ΛΤΔ (Aegean Tide Shipmgmt)', lei: '213800QH7KX4V2MPLN95', registration_country: 'Cyprus' }),
      ],
      [
        rec({ name: 'Aegean Tide Crewing Ltd', registration_id: 'HE 355102', registration_country: 'CY', vat_number: 'CY10355102Q', lei: '2138004FQ8WZ1DBYTA76', address: '28 Spyrou Kyprianou Avenue, 3070 Limassol' }),
        rec({ company_name: 'AEGEAN TIDE CREWING LIMITED', company_number: 'HE355102', address: '28 SPYROU KYPRIANOU AVE LIMASSOL' }),
        rec({ name: 'Aegean Tide Crewing (manning agents)', lei: '2138004FQ8WZ1DBYTA76', registration_country: 'CY' }),
      ],
      [
        rec({ name: 'Aegeantide Maritime Ltd', registration_id: 'HE 287310', registration_country: 'CY', vat_number: 'CY10287310B', lei: '5493007HJTQ2KX9C8R79', address: '9 Athinon Avenue, 6022 Larnaca' }),
        rec({ company_name: 'AEGEANTIDE MARITIME LIMITED', company_number: 'HE287310', address: 'ATHINON AVE 9 LARNACA' }),
        rec({ name: 'Aegean Tide Maritime Ltd, Larnaca', lei: '5493007HJTQ2KX9C8R79', registration_country: 'Cyprus' }),
      ],
    ],
  },
  {
    // A Naas crèche company (its Newbridge crèche under its own Tusla number), the Montessori company formed at the
    // same address, and a near-namesake crèche company in Cork.
    kind: 'Irish crèche companies by Tusla registration',
    variants: [
      [
        rec({ name: 'Little Acorns Childcare (Kildare) Limited', registration_id: '601188', registration_country: 'IE', vat_number: 'IE3317721G', address: 'Unit 2, Naas Road Business Park, Naas, Co. Kildare, W91 K2X3' }),
        rec({ company_name: 'LITTLE ACORNS CHILDCARE KILDARE LTD T/A LITTLE ACORNS NEWBRIDGE', company_number: 'TU2019KE0188', address: 'MAIN ST NEWBRIDGE CO KILDARE' }),
        rec({ name: 'Dearcáin Bheaga — Little Acorns Childcare (Kildare) Ltd, crèche', vat_number: 'IE 3317721 G' }),
      ],
      [
        rec({ name: 'Little Acorns Montessori Limited', registration_id: '655410', registration_country: 'IE', vat_number: 'IE9750214I', address: 'Unit 2, Naas Road Business Park, Naas, Co. Kildare, W91 K2X3' }),
        rec({ company_name: 'LITTLE ACORNS MONTESSORI LTD', company_number: 'TU2021KE0342', address: 'UNIT 2 NAAS RD BUS PK NAAS' }),
        rec({ name: 'Little Acorns Montessori (ECCE pre-school), Naas', vat_number: 'IE9750214I' }),
      ],
      [
        rec({ name: 'Little Acorn Crèche Limited', registration_id: '512377', registration_country: 'IE', vat_number: 'IE4172085J', address: 'Model Farm Road, Cork, T12 X8N4' }),
        rec({ company_name: 'LITTLE ACORN CRECHE LTD', company_number: 'TU2018CK0097', address: 'MODEL FARM RD CORK' }),
        rec({ name: 'Little Acorns Crèche, Model Farm Rd, Cork', vat_number: 'IE 4172085 J' }),
      ],
    ],
  },
];
