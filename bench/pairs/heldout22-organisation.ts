// Held-out pair set 22, organisation (see bench/pairs/heldout22.ts): Nigerian pharmacies by PCN premises licence,
// Kenyan matatu Saccos by NTSA operator licence, Ghanaian microfinance companies by Bank of Ghana licence, South
// African liquor licensees by provincial liquor board licence, English care-home providers by CQC provider ID, Irish
// charities by Charities Regulator number, Italian third-sector bodies by RUNTS and codice fiscale, and Croatian obrt
// by MBO and OIB; each as a regulator's register or licence search result, a payables, loan-book or tender-portal line
// in caps, and a third source (a signboard, receipt or e-mail footer, a Yoruba, Swahili, Fante, Zulu, Irish, Italian
// or Croatian name). Every organisation is invented. Computed check digits: UK VAT numbers (weights 8..2, mod 97),
// Italian codici fiscali of bodies and partite IVA (Luhn-style, doubled even positions), Croatian OIB (ISO 7064
// mod 11,10). Shape-only: Nigerian RC numbers, PCN licences and TINs, Kenyan society and company numbers, NTSA
// licences and KRA PINs, Ghanaian company numbers, Bank of Ghana licences and TINs, South African company numbers,
// liquor licences and income-tax numbers, UK company numbers and CQC IDs, Irish CRO, RCN and CHY numbers, RUNTS
// repertorio numbers, Croatian MBO.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION22: readonly Family[] = [
  {
    // An Ibadan retail pharmacy company, the wholesale company its directors formed at one address, and a
    // near-namesake pharmacy in Abeokuta.
    kind: 'Nigerian pharmacies by PCN premises licence',
    variants: [
      [
        rec({ name: 'Ebunoluwa Care Pharmacy Limited', registration_id: 'RC 1522043', registration_country: 'NG', tax_id: '21847730-0001', address: '14 Bodija Market Road, Bodija, Ibadan, Oyo State' }),
        rec({ company_name: 'EBUNOLUWA CARE PHCY LTD', company_number: 'PCN/PR/OY/23/0418', address: '14 BODIJA MKT RD IBADAN' }),
        rec({ name: 'Ile Oogun Ebunoluwa Care (Ebunoluwa Care Pharmacy Ltd), PCN licensed premises, Bodija', tax_id: '21847730-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ebunoluwa Care Medical Stores Limited', registration_id: 'RC 1609815', registration_country: 'NG', tax_id: '22310948-0001', address: '14 Bodija Market Road, Bodija, Ibadan, Oyo State' }),
        rec({ company_name: 'EBUNOLUWA CARE MEDICAL STORES LTD', company_number: 'PCN/WS/OY/23/0093', address: '14 BODIJA MKT RD IBADAN' }),
        rec({ name: 'Ebunoluwa Care Medical Stores Ltd — wholesale drugs and consumables, Ibadan', tax_id: '22310948-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ebunoluwa Pharmacy Limited', registration_id: 'RC 1187264', registration_country: 'NG', tax_id: '18263051-0001', address: '3 Lalubu Street, Oke-Ilewo, Abeokuta, Ogun State' }),
        rec({ company_name: 'EBUNOLUWA PHARMACY LTD', company_number: 'PCN/PR/OG/22/0271', address: '3 LALUBU ST OKE ILEWO ABEOKUTA' }),
        rec({ name: 'Ebunoluwa Pharmacy, Oke-Ilewo, Abeokuta (PCN/PR/OG/22/0271)', tax_id: '18263051-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Nairobi matatu Sacco, the transport company its members formed at one address, and a near-namesake Sacco in
    // Murang'a.
    kind: 'Kenyan matatu Saccos by NTSA operator licence',
    variants: [
      [
        rec({ name: 'Kangemi Express Sacco Society Limited', registration_id: 'CS/18342', registration_country: 'KE', tax_id: 'P051832947K', address: 'Kangemi Stage, Waiyaki Way, P.O. Box 28841-00625 Nairobi' }),
        rec({ company_name: 'KANGEMI EXPRESS SACCO SOC LTD', company_number: 'NTSA/PSV/SACCO/0457', address: 'WAIYAKI WAY KANGEMI NBI' }),
        rec({ name: 'Kangemi Express Sacco — chama cha matatu, leseni ya NTSA 0457, njia 23 na 119', tax_id: 'P051832947K', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Kangemi Express Transport Limited', registration_id: 'PVT-7LUR2K9', registration_country: 'KE', tax_id: 'P052106384M', address: 'Kangemi Stage, Waiyaki Way, P.O. Box 28841-00625 Nairobi' }),
        rec({ company_name: 'KANGEMI EXPRESS TRANSPORT LTD', company_number: 'PVT-7LUR2K9', address: 'WAIYAKI WAY KANGEMI NBI' }),
        rec({ name: 'Kangemi Express Transport Ltd (parcels and school trips), Kangemi', tax_id: 'P052106384M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Kangema Express Sacco Society Limited', registration_id: 'CS/15907', registration_country: 'KE', tax_id: 'P051420683S', address: 'Kangema Town, P.O. Box 212-10202 Kangema, Murang\'a County' }),
        rec({ company_name: 'KANGEMA EXPRESS SACCO SOC LTD', company_number: 'NTSA/PSV/SACCO/0311', address: 'KANGEMA TOWN MURANGA' }),
        rec({ name: 'Kangema Express Sacco, Murang\'a (NTSA 0311)', tax_id: 'P051420683S', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Takoradi microfinance company, the susu company its directors formed at one address, and a near-namesake
    // savings and loans company in Cape Coast.
    kind: 'Ghanaian microfinance companies by Bank of Ghana licence',
    variants: [
      [
        rec({ name: 'Nkabom Microfinance Company Limited', registration_id: 'CS082614407', registration_country: 'GH', tax_id: 'C0019275548', address: 'Liberation Road, Market Circle, Takoradi, Western Region' }),
        rec({ company_name: 'NKABOM MICROFINANCE CO LTD', company_number: 'BOG/MFC/T2/2019/066', address: 'LIBERATION RD MKT CIRCLE TAKORADI' }),
        rec({ name: 'Nkabom Microfinance (Nkabom Sika Boa Kuw), licensed by Bank of Ghana, Takoradi', tax_id: 'C0019275548', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Susu Enterprise Limited', registration_id: 'CS131059826', registration_country: 'GH', tax_id: 'C0030581462', address: 'Liberation Road, Market Circle, Takoradi, Western Region' }),
        rec({ company_name: 'NKABOM SUSU ENTERPRISE LTD', company_number: 'BOG/SUSU/2021/0142', address: 'LIBERATION RD MKT CIRCLE TAKORADI' }),
        rec({ name: 'Nkabom Susu Enterprise Ltd — daily susu collection, Market Circle', tax_id: 'C0030581462', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Savings and Loans Limited', registration_id: 'CS057326190', registration_country: 'GH', tax_id: 'C0012648807', address: 'Commercial Street, Cape Coast, Central Region' }),
        rec({ company_name: 'NKABOM SAVINGS & LOANS LTD', company_number: 'BOG/SL/2015/012', address: 'COMMERCIAL ST CAPE COAST' }),
        rec({ name: 'Nkabom Savings & Loans, Oguaa (Cape Coast)', tax_id: 'C0012648807', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Soweto tavern company, the liquor distribution company its directors formed at one address, and a
    // near-namesake lounge in Tembisa.
    kind: 'South African liquor licensees by provincial liquor board licence',
    variants: [
      [
        rec({ name: 'Kasi Vibes Tavern (Pty) Ltd', registration_id: '2017/412086/07', registration_country: 'ZA', tax_id: '9274018356', address: '2214 Vilakazi Street, Orlando West, Soweto, 1804' }),
        rec({ company_name: 'KASI VIBES TAVERN PTY LTD', company_number: 'GLB7000412/2019', address: '2214 VILAKAZI ST ORLANDO WEST SOWETO 1804' }),
        rec({ name: 'Kasi Vibes Tavern — indawo yokuphuza e-Orlando West (GLB licence 7000412)', tax_id: '9274018356', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Kasi Vibes Liquor Distributors (Pty) Ltd', registration_id: '2020/185734/07', registration_country: 'ZA', tax_id: '9530627184', address: '2214 Vilakazi Street, Orlando West, Soweto, 1804' }),
        rec({ company_name: 'KASI VIBES LIQUOR DISTR PTY LTD', company_number: 'NLA/REG/2021/0388', address: '2214 VILAKAZI ST ORLANDO WEST SOWETO 1804' }),
        rec({ name: 'Kasi Vibes Liquor Distributors (Pty) Ltd — supplying taverns in Soweto', tax_id: '9530627184', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Kasi Vibe Lounge (Pty) Ltd', registration_id: '2016/097251/07', registration_country: 'ZA', tax_id: '9183205647', address: '41 Andrew Mapheto Drive, Tembisa, 1632' }),
        rec({ company_name: 'KASI VIBE LOUNGE PTY LTD', company_number: 'GLB7000287/2017', address: '41 ANDREW MAPHETO DR TEMBISA 1632' }),
        rec({ name: 'Kasi Vibe Lounge, Tembisa (GLB 7000287)', tax_id: '9183205647', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Stockport care-home provider, the home-care company its directors formed at one address (its own CQC ID), and
    // a near-namesake provider in Warrington.
    kind: 'English care-home providers by CQC provider ID',
    variants: [
      [
        rec({ name: 'Meadowbank Care Homes Limited', registration_id: '07614293', registration_country: 'GB', vat_number: 'GB 418 2093 64', address: '18 Bramhall Lane, Stockport, SK2 6HT' }),
        rec({ company_name: 'MEADOWBANK CARE HOMES LTD', company_number: '1-101734829', address: '18 BRAMHALL LANE STOCKPORT SK2 6HT' }),
        rec({ name: 'Meadowbank Care Homes Ltd (CQC provider 1-101734829), Stockport', vat_number: 'GB418209364', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Meadowbank Home Care Limited', registration_id: '10482716', registration_country: 'GB', vat_number: 'GB 295 4107 47', address: '18 Bramhall Lane, Stockport, SK2 6HT' }),
        rec({ company_name: 'MEADOWBANK HOME CARE LTD', company_number: '1-4820193745', address: '18 BRAMHALL LANE STOCKPORT SK2 6HT' }),
        rec({ name: 'Meadowbank Home Care Ltd — domiciliary care, Stockport (CQC 1-4820193745)', vat_number: 'GB295410747', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Meadow Bank Care Limited', registration_id: '05938127', registration_country: 'GB', vat_number: 'GB 883 0615 19', address: '7 Winwick Road, Warrington, WA2 7DH' }),
        rec({ company_name: 'MEADOW BANK CARE LTD', company_number: '1-199520384', address: '7 WINWICK RD WARRINGTON WA2 7DH' }),
        rec({ name: 'Meadow Bank Care Ltd, Warrington (CQC 1-199520384)', vat_number: 'GB883061519', registration_country: 'England' }),
      ],
    ],
  },
  {
    // A Galway childcare charity (company limited by guarantee), the social enterprise CLG it formed at one address,
    // and a near-namesake childcare company in Limerick.
    kind: 'Irish charities by Charities Regulator number',
    variants: [
      [
        rec({ name: 'Cairdeas Community Childcare CLG', registration_id: '612874', registration_country: 'IE', tax_id: 'CHY 21473', address: 'Unit 4, Ballybane Enterprise Centre, Galway, H91 X2T6' }),
        rec({ company_name: 'CAIRDEAS COMMUNITY CHILDCARE COMPANY LIMITED BY GUARANTEE', company_number: 'RCN 20104387', address: 'UNIT 4 BALLYBANE ENT CTR GALWAY H91X2T6' }),
        rec({ name: 'Cúram Leanaí Pobail Cairdeas CTR (Cairdeas Community Childcare), Gaillimh', tax_id: 'CHY21473', registration_country: 'Éire' }),
      ],
      [
        rec({ name: 'Cairdeas Community Enterprises CLG', registration_id: '654102', registration_country: 'IE', tax_id: 'CHY 22915', address: 'Unit 4, Ballybane Enterprise Centre, Galway, H91 X2T6' }),
        rec({ company_name: 'CAIRDEAS COMMUNITY ENTERPRISES CLG', company_number: 'RCN 20118206', address: 'UNIT 4 BALLYBANE ENT CTR GALWAY H91X2T6' }),
        rec({ name: 'Cairdeas Community Enterprises CLG — café and training, Ballybane (RCN 20118206)', tax_id: 'CHY22915', registration_country: 'Ireland' }),
      ],
      [
        rec({ name: 'Cairdeas Childcare Limited', registration_id: '583916', registration_country: 'IE', tax_id: '9583916K', address: '22 Henry Street, Limerick, V94 F6W2' }),
        rec({ company_name: 'CAIRDEAS CHILDCARE LTD', company_number: '583916', address: '22 HENRY ST LIMERICK V94F6W2' }),
        rec({ name: 'Cairdeas Childcare Ltd, Luimneach (private crèche)', tax_id: '9583916K', registration_country: 'Ireland' }),
      ],
    ],
  },
  {
    // A Bologna social-promotion association, the social co-operative its members formed at one address, and a
    // near-namesake volunteer organisation in Modena.
    kind: 'Italian third-sector bodies by RUNTS and codice fiscale',
    variants: [
      [
        rec({ name: 'Associazione Il Ponte APS', registration_id: '91830270376', registration_country: 'IT', address: 'Via del Pratello 41, 40122 Bologna BO' }),
        rec({ company_name: 'ASSOCIAZIONE IL PONTE - APS', company_number: 'RUNTS REP. 48217', address: 'VIA DEL PRATELLO 41 40122 BOLOGNA' }),
        rec({ name: 'Il Ponte APS – associazione di promozione sociale, Bologna (C.F. 91830270376)', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Il Ponte Società Cooperativa Sociale', registration_id: '03816421204', registration_country: 'IT', vat_number: 'IT03816421204', address: 'Via del Pratello 41, 40122 Bologna BO' }),
        rec({ company_name: 'IL PONTE SOC. COOP. SOCIALE', company_number: 'RUNTS REP. 50963', address: 'VIA DEL PRATELLO 41 40122 BOLOGNA' }),
        rec({ name: 'Il Ponte Coop. Sociale (impresa sociale), Bologna — P.IVA 03816421204', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Associazione Ponte ODV', registration_id: '94035180366', registration_country: 'IT', address: 'Via Ganaceto 62, 41121 Modena MO' }),
        rec({ company_name: 'ASSOCIAZIONE PONTE ODV', company_number: 'RUNTS REP. 39654', address: 'VIA GANACETO 62 41121 MODENA' }),
        rec({ name: 'Ponte ODV – organizzazione di volontariato, Modena (C.F. 94035180366)', registration_country: 'Italia' }),
      ],
    ],
  },
  {
    // A Varaždin-county joinery run as an obrt, the d.o.o. its owner formed at one address, and a near-namesake joinery
    // in Zagreb.
    kind: 'Croatian obrt by MBO and OIB',
    variants: [
      [
        rec({ name: 'Stolarski obrt Drvodjelac, vl. Tomislav Kovačić, Ludbreg', registration_id: '48205719362', registration_country: 'HR', vat_number: 'HR48205719362', address: 'Ulica Petra Zrinskog 12, 42230 Ludbreg' }),
        rec({ company_name: 'STOLARSKI OBRT DRVODJELAC VL. T. KOVACIC', company_number: 'MBO 97438152', address: 'UL. P. ZRINSKOG 12 42230 LUDBREG' }),
        rec({ name: 'Stolarija Drvodjelac (obrt) — Joinery Drvodjelac, Ludbreg', vat_number: 'HR 48205719362', registration_country: 'Hrvatska' }),
      ],
      [
        rec({ name: 'Drvodjelac d.o.o.', registration_id: '73159026487', registration_country: 'HR', vat_number: 'HR73159026487', address: 'Ulica Petra Zrinskog 12, 42230 Ludbreg' }),
        rec({ company_name: 'DRVODJELAC D.O.O.', company_number: 'MBS 070184326', address: 'UL. P. ZRINSKOG 12 42230 LUDBREG' }),
        rec({ name: 'Drvodjelac d.o.o. — proizvodnja namještaja, Ludbreg', vat_number: 'HR 73159026487', registration_country: 'Hrvatska' }),
      ],
      [
        rec({ name: 'Stolarski obrt Drvodjelac-Zagreb, vl. Marko Jurić', registration_id: '20684315971', registration_country: 'HR', vat_number: 'HR20684315971', address: 'Savska cesta 104, 10000 Zagreb' }),
        rec({ company_name: 'STOLARSKI OBRT DRVODJELAC-ZAGREB VL. M. JURIC', company_number: 'MBO 92761045', address: 'SAVSKA CESTA 104 10000 ZAGREB' }),
        rec({ name: 'Stolarija Drvodjelac Zagreb (obrt), Savska', vat_number: 'HR 20684315971', registration_country: 'Hrvatska' }),
      ],
    ],
  },
];
