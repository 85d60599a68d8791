// Held-out pair set 27, organisation (see bench/pairs/heldout27.ts): UK optical practices by GOC business
// registration, UK care-home providers by CQC provider id, Irish solicitors' firms by Law Society registration, UK
// letting agents by Propertymark membership, Nigerian consulting engineers by COREN registration, South African
// locksmiths by LASA membership, Kenyan architecture practices by BORAQS registration, and Ghanaian accountancy firms
// by ICAG licence; each as a registry entry, a regulator's or trade body's list in caps (often naming a BRANCH,
// practice, home, office or shop of the company at another address: still the one legal person), and a third source
// (a spectacle prescription slip, a council's contract list, a client-care letter footer, a tenancy deposit
// certificate, a site signboard, a callout invoice, a planning drawing's title block, an audit report's signature
// line; Welsh, Irish, Afrikaans, Pidgin, Swahili or Twi wording). Every organisation is invented. Computed check
// digits: UK VAT numbers (weights 8..2, mod 97). Shape-only: UK company numbers, GOC, CQC and Propertymark numbers,
// Irish CRO numbers, VAT and Law Society numbers, Nigerian RC numbers, TINs and COREN numbers, South African company,
// VAT and LASA numbers, Kenyan company numbers, KRA PINs and BORAQS numbers, Ghanaian company numbers, TINs and ICAG
// numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION27: readonly Family[] = [
  {
    // A Leeds optical practice company (with an Otley practice), the hearing-care company its owners formed at the
    // same address, and a near-namesake optician in Harrogate.
    kind: 'UK optical practices by GOC business registration',
    variants: [
      [
        rec({ name: 'Harrowgate Eyecare Limited', registration_id: '08841276', registration_country: 'GB', vat_number: 'GB 441 7203 79', address: '17 Harrowgate Parade, Street Lane, Leeds LS8 2NJ' }),
        rec({ company_name: 'HARROWGATE EYECARE LTD (OTLEY PRACTICE)', company_number: 'GOC BR-04417', address: '9 KIRKGATE, OTLEY LS21 3HN' }),
        rec({ name: 'Harrowgate Eyecare — spectacle prescription, Otley practice. VAT 441720379', vat_number: '441720379' }),
      ],
      [
        rec({ name: 'Harrowgate Hearing Limited', registration_id: '11207735', registration_country: 'GB', vat_number: 'GB 293 8561 17', address: '17 Harrowgate Parade, Street Lane, Leeds LS8 2NJ' }),
        rec({ company_name: 'HARROWGATE HEARING LTD', company_number: 'BSHAA M-2208', address: '17 HARROWGATE PDE STREET LN LEEDS LS8 2NJ' }),
        rec({ name: 'Harrowgate Hearing Ltd (audiology, upstairs) — hearing test receipt', vat_number: 'GB293856117' }),
      ],
      [
        rec({ name: 'Harrogate Eye Care Limited', registration_id: '06612984', registration_country: 'GB', vat_number: 'GB 380 6412 61', address: '31 Cambridge Street, Harrogate HG1 1RY' }),
        rec({ company_name: 'HARROGATE EYE CARE LTD', company_number: 'GOC BR-02961', address: '31 CAMBRIDGE ST HARROGATE HG1 1RY' }),
        rec({ name: 'Harrowgate Eyecare Ltd, Cambridge St, Harrogate — NHS sight test voucher stamp', vat_number: '380641261', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Stoke care-home provider (one of its homes named on the regulator's list), the home-care company its owners
    // formed at the same address, and a near-namesake provider in Derby.
    kind: 'UK care-home providers by CQC provider id',
    variants: [
      [
        rec({ name: 'Meadowbank Care Homes Limited', registration_id: '05519372', registration_country: 'GB', vat_number: 'GB 275 1938 33', address: 'Meadowbank House, 4 Trentham Road, Stoke-on-Trent ST4 8AA' }),
        rec({ company_name: 'MEADOWBANK CARE HOMES LTD - THE LARCHES (LOCATION)', company_number: 'CQC 1-102884461', address: 'THE LARCHES, 22 LIGHTWOOD RD, LONGTON, STOKE-ON-TRENT ST3 4JH' }),
        rec({ name: 'Meadowbank Care Homes Ltd — council contract list: residential (older people), The Larches', vat_number: '275193833' }),
      ],
      [
        rec({ name: 'Meadowbank Homecare Limited', registration_id: '09967120', registration_country: 'GB', vat_number: 'GB 418 2077 62', address: 'Meadowbank House, 4 Trentham Road, Stoke-on-Trent ST4 8AA' }),
        rec({ company_name: 'MEADOWBANK HOMECARE LTD', company_number: 'CQC 1-2204417889', address: 'MEADOWBANK HSE 4 TRENTHAM RD STOKE ON TRENT ST4 8AA' }),
        rec({ name: 'Meadowbank Home Care Ltd — council contract list: domiciliary care lot 3', vat_number: 'GB418207762' }),
      ],
      [
        rec({ name: 'Meadow Bank Care Limited', registration_id: '04418826', registration_country: 'GB', vat_number: 'GB 364 9025 43', address: '88 Duffield Road, Derby DE22 1AE' }),
        rec({ company_name: 'MEADOW BANK CARE LTD', company_number: 'CQC 1-101662093', address: '88 DUFFIELD RD DERBY DE22 1AE' }),
        rec({ name: 'Meadowbank Care Homes, Duffield Road, Derby — visitor sign-in sheet header', vat_number: '364902543', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Dublin solicitors' LLP (with a Naas office), the trustee company its partners formed at the same address,
    // and a near-namesake firm in Cork.
    kind: "Irish solicitors' firms by Law Society registration",
    variants: [
      [
        rec({ name: 'Cullinane Brophy LLP', registration_id: 'LLP-0418', registration_country: 'IE', vat_number: 'IE 9741203K', address: '44 Fitzwilliam Place, Dublin 2, D02 KX28' }),
        rec({ company_name: 'CULLINANE BROPHY LLP (NAAS OFFICE)', company_number: 'LSI F2217', address: '3 POPLAR SQUARE, NAAS, CO. KILDARE W91 T6P2' }),
        rec({ name: 'Cullinane Brophy LLP, Aturnaetha — litir cúraim cliant (client-care letter), Nás na Rí', vat_number: 'IE9741203K' }),
      ],
      [
        rec({ name: 'Cullinane Brophy Trustees Limited', registration_id: '612447', registration_country: 'IE', vat_number: 'IE 3318852RH', address: '44 Fitzwilliam Place, Dublin 2, D02 KX28' }),
        rec({ company_name: 'CULLINANE BROPHY TRUSTEES LTD (NOMINEE CO.)', company_number: 'CRO 612447', address: '44 FITZWILLIAM PL DUBLIN 2' }),
        rec({ name: 'Cullinane Brophy Trustees Ltd as nominee — share certificate footer', vat_number: '3318852RH', registration_country: 'Ireland' }),
      ],
      [
        rec({ name: 'Cullinan Brophy Solicitors', registration_id: 'LSI-F1092', registration_country: 'IE', vat_number: 'IE 6620914V', address: '12 South Mall, Cork T12 XW64' }),
        rec({ company_name: 'CULLINAN BROPHY SOLICITORS', company_number: 'LSI F1092', address: '12 SOUTH MALL CORK' }),
        rec({ name: 'Cullinane Brophy, Solicitors, South Mall, Cork — conveyancing letterhead', vat_number: 'IE6620914V' }),
      ],
    ],
  },
  {
    // A York letting agent (with a Selby branch), the block-management company its owners formed at the same
    // address, and a near-namesake agent in Nottingham.
    kind: 'UK letting agents by Propertymark membership',
    variants: [
      [
        rec({ name: 'Castlegate Lettings Limited', registration_id: '07302118', registration_country: 'GB', vat_number: 'GB 220 7314 09', address: '5 Castlegate, York YO1 9RN' }),
        rec({ company_name: 'CASTLEGATE LETTINGS LTD - SELBY BRANCH', company_number: 'PROPERTYMARK C0044172', address: '21 GOWTHORPE, SELBY YO8 4HE' }),
        rec({ name: 'Castlegate Lettings — tenancy deposit certificate, agent branch: Selby', vat_number: '220731409' }),
      ],
      [
        rec({ name: 'Castlegate Property Management Limited', registration_id: '10488263', registration_country: 'GB', vat_number: 'GB 391 5586 20', address: '5 Castlegate, York YO1 9RN' }),
        rec({ company_name: 'CASTLEGATE PROPERTY MGMT LTD', company_number: 'PROPERTYMARK C0051937', address: '5 CASTLEGATE YORK YO1 9RN' }),
        rec({ name: 'Castlegate PM Ltd — service charge demand, Fossgate Court', vat_number: 'GB391558620' }),
      ],
      [
        rec({ name: 'Castle Gate Lettings Limited', registration_id: '08917354', registration_country: 'GB', vat_number: 'GB 247 6630 45', address: '60 Castle Gate, Nottingham NG1 6AF' }),
        rec({ company_name: 'CASTLE GATE LETTINGS LTD', company_number: 'PROPERTYMARK C0039880', address: '60 CASTLE GATE NOTTINGHAM NG1 6AF' }),
        rec({ name: 'Castlegate Lettings Ltd, Nottingham — deposit protection certificate', vat_number: '247663045', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Lagos consulting engineering company (with a Port Harcourt office), the project-management company its
    // directors formed at the same address, and a near-namesake consultancy in Enugu.
    kind: 'Nigerian consulting engineers by COREN registration',
    variants: [
      [
        rec({ name: 'Okoro-Bello Consulting Engineers Limited', registration_id: 'RC 418822', registration_country: 'NG', tax_id: '10448217-0001', address: '14 Adeola Hopewell Street, Victoria Island, Lagos' }),
        rec({ company_name: 'OKORO-BELLO CONSULTING ENGRS LTD (PH OFFICE)', company_number: 'COREN C/1187', address: '22 AGGREY ROAD, PORT HARCOURT, RIVERS STATE' }),
        rec({ name: 'Okoro Bello Consulting Engineers — signboard: dis building na dem design am (structural), COREN C/1187', tax_id: '10448217-0001' }),
      ],
      [
        rec({ name: 'Okoro-Bello Project Services Limited', registration_id: 'RC 1522907', registration_country: 'NG', tax_id: '21873340-0001', address: '14 Adeola Hopewell Street, Victoria Island, Lagos' }),
        rec({ company_name: 'OKORO-BELLO PROJECT SVCS LTD', company_number: 'CAC RC1522907', address: '14 ADEOLA HOPEWELL ST V/I LAGOS' }),
        rec({ name: 'Okoro-Bello Project Services (project managers) — site signboard, Lekki', tax_id: '21873340-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Okoro Bello Engineering Consultants Limited', registration_id: 'RC 702215', registration_country: 'NG', tax_id: '09921456-0001', address: '7 Okpara Avenue, Enugu' }),
        rec({ company_name: 'OKORO BELLO ENGINEERING CONSULTANTS LTD', company_number: 'COREN C/0764', address: '7 OKPARA AVE ENUGU' }),
        rec({ name: 'Okoro-Bello Consulting Engineers, Okpara Avenue Enugu — letterhead', tax_id: '09921456-0001' }),
      ],
    ],
  },
  {
    // A Randburg locksmith company (with a Fourways shop), the security-door company its owners formed at the same
    // address, and a near-namesake locksmith close corporation in Bloemfontein.
    kind: 'South African locksmiths by LASA membership',
    variants: [
      [
        rec({ name: 'Lockright Locksmiths (Pty) Ltd', registration_id: '2011/104417/07', registration_country: 'ZA', vat_number: '4410227781', address: 'Shop 3, Hill Street Centre, 21 Hill Street, Ferndale, Randburg, 2194' }),
        rec({ company_name: 'LOCKRIGHT LOCKSMITHS (PTY) LTD - FOURWAYS SHOP', company_number: 'LASA M-2271', address: 'SHOP 14, CEDAR SQ, CNR WILLOW AVE & CEDAR RD, FOURWAYS' }),
        rec({ name: 'Lockright Slotmakers (Edms) Bpk — uitroepfaktuur (callout invoice), Fourways', vat_number: '4410227781' }),
      ],
      [
        rec({ name: 'Lockright Security Doors (Pty) Ltd', registration_id: '2016/392205/07', registration_country: 'ZA', vat_number: '4720198834', address: 'Shop 3, Hill Street Centre, 21 Hill Street, Ferndale, Randburg, 2194' }),
        rec({ company_name: 'LOCKRIGHT SECURITY DOORS (PTY) LTD', company_number: 'PSIRA 3318204', address: 'SHOP 3 HILL ST CTR 21 HILL ST FERNDALE RANDBURG' }),
        rec({ name: 'Lockright Security Doors — trellis door quote, Ferndale', vat_number: '4720198834', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Lock Right Locksmiths CC', registration_id: '2004/017733/23', registration_country: 'ZA', vat_number: '4290115627', address: '48 Zastron Street, Westdene, Bloemfontein, 9301' }),
        rec({ company_name: 'LOCK RIGHT LOCKSMITHS CC', company_number: 'LASA M-1408', address: '48 ZASTRON ST WESTDENE BLOEMFONTEIN' }),
        rec({ name: 'Lockright Locksmiths, Zastronstraat, Bloemfontein — faktuur', vat_number: '4290115627' }),
      ],
    ],
  },
  {
    // A Nairobi architecture practice company (with a Kisumu office), the interiors company its directors formed at
    // the same address, and a near-namesake practice in Mombasa.
    kind: 'Kenyan architecture practices by BORAQS registration',
    variants: [
      [
        rec({ name: 'Mwangi Achieng Architects Limited', registration_id: 'PVT-AAB7K2QX', registration_country: 'KE', tax_id: 'P051944217K', address: 'Riverside Drive, Riverside Square 4th Flr, P.O. Box 44172-00100 Nairobi' }),
        rec({ company_name: 'MWANGI ACHIENG ARCHITECTS LTD (KISUMU OFFICE)', company_number: 'BORAQS FA-0417', address: 'MEGA PLAZA 3RD FLR, OGINGA ODINGA ST, KISUMU' }),
        rec({ name: 'Mwangi Achieng Architects Ltd — title block: Michoro ya jengo (drawing no. A-101), Kisumu', tax_id: 'P051944217K' }),
      ],
      [
        rec({ name: 'Mwangi Achieng Interiors Limited', registration_id: 'PVT-BEC9M4RT', registration_country: 'KE', tax_id: 'P052370881D', address: 'Riverside Drive, Riverside Square 4th Flr, P.O. Box 44172-00100 Nairobi' }),
        rec({ company_name: 'MWANGI ACHIENG INTERIORS LTD', company_number: 'PVT-BEC9M4RT', address: 'RIVERSIDE SQ 4TH FLR RIVERSIDE DR NAIROBI' }),
        rec({ name: 'Mwangi Achieng Interiors — fit-out quotation footer', tax_id: 'P052370881D', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Mwangi-Achieng Architects & Planners Limited', registration_id: 'PVT-6Y2LQ8ZN', registration_country: 'KE', tax_id: 'P051208836M', address: 'Moi Avenue, Ambalal House 2nd Flr, P.O. Box 90331-80100 Mombasa' }),
        rec({ company_name: 'MWANGI-ACHIENG ARCHITECTS & PLANNERS LTD', company_number: 'BORAQS FA-0209', address: 'AMBALAL HSE MOI AVE MOMBASA' }),
        rec({ name: 'Mwangi Achieng Architects, Moi Avenue, Mombasa — title block', tax_id: 'P051208836M' }),
      ],
    ],
  },
  {
    // An Accra chartered-accountancy firm company (with a Takoradi office), the tax-consulting company its partners
    // formed at the same address, and a near-namesake firm in Kumasi.
    kind: 'Ghanaian accountancy firms by ICAG licence',
    variants: [
      [
        rec({ name: 'Asante Boateng & Co. Chartered Accountants Limited', registration_id: 'CS044172019', registration_country: 'GH', tax_id: 'C0004417203', address: 'No. 9 Ring Road East, Osu, Accra (GA-079-4417)' }),
        rec({ company_name: 'ASANTE BOATENG & CO. (TAKORADI OFFICE)', company_number: 'ICAG/F/2017/118', address: 'HSE NO. 4 LIBERATION RD, TAKORADI (WS-221-7781)' }),
        rec({ name: 'Asante Boateng ne Afoforɔ, Chartered Accountants — audit report signature, Takoradi', tax_id: 'C0004417203' }),
      ],
      [
        rec({ name: 'Asante Boateng Tax Consult Limited', registration_id: 'CS118820521', registration_country: 'GH', tax_id: 'C0022918406', address: 'No. 9 Ring Road East, Osu, Accra (GA-079-4417)' }),
        rec({ company_name: 'ASANTE BOATENG TAX CONSULT LTD', company_number: 'GRA TP-4417', address: 'NO. 9 RING RD EAST OSU ACCRA' }),
        rec({ name: 'Asante Boateng Tax Consult — tax filing receipt, Osu', tax_id: 'C0022918406', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Asante-Boateng & Associates', registration_id: 'BN402261998', registration_country: 'GH', tax_id: 'P0011082274', address: 'Plot 12 Block C, Adum, Kumasi (AK-039-5520)' }),
        rec({ company_name: 'ASANTE-BOATENG & ASSOCIATES', company_number: 'ICAG/F/2009/041', address: 'PLOT 12 BLK C ADUM KUMASI' }),
        rec({ name: 'Asante Boateng & Co., Adum, Kumasi — audit report signature', tax_id: 'P0011082274' }),
      ],
    ],
  },
];
