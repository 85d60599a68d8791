// Held-out pair set 29, organisation (see bench/pairs/heldout29.ts): UK scaffolding contractors by NASC membership, UK
// chimney sweeps by NACS membership, South African tree felling firms by arboricultural association membership,
// Kenyan upholstery firms by county business permit, Nigerian lift and escalator maintenance firms by COREN
// registration, Ghanaian florists by Registrar-General number, Spanish gestorías by Colegio de Gestores number, and
// French escape-room operators by SIREN and SIRET; each as a registry entry, a trade body's, council's or
// regulator's list in caps (often naming a BRANCH, depot, office, showroom, shop, `oficina` or `établissement` of the
// company at another address: still the one legal person), and a third source (a scaffold inspection tag, a
// sweeping certificate, a body corporate's trustee minutes, an M-Pesa till receipt, an estate facility manager's
// service ticket, a funeral programme's acknowledgements, a vehicle transfer receipt, a gift voucher's small print;
// Afrikaans, isiZulu, Swahili, Pidgin, Twi, Spanish or French wording). Every organisation is invented. Computed
// check digits: UK VAT numbers (weights 8..2, mod 97) and French VAT keys (12 + 3 × (SIREN mod 97), mod 97).
// Shape-only: UK company numbers, NASC and NACS numbers, SA company, VAT and association numbers, Kenyan company
// numbers, KRA PINs and permit numbers, Nigerian RC numbers, TINs and COREN numbers, Ghanaian company numbers and
// TINs, Spanish CIFs and Colegio numbers, French SIREN (not Luhn-checked) and SIRET numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION29: readonly Family[] = [
  {
    // A Leeds scaffolding company (with a Bradford depot), the access-hire company its owners formed at the same
    // address, and a near-namesake in Skipton.
    kind: 'UK scaffolding contractors by NASC membership',
    variants: [
      [
        rec({ name: 'Airedale Scaffolding Limited', registration_id: '06482913', registration_country: 'GB', vat_number: 'GB 441 7263 61', address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG' }),
        rec({ company_name: 'AIREDALE SCAFFOLDING LTD - BRADFORD DEPOT', company_number: 'NASC 1187', address: 'CANAL RD TRADING EST, BRADFORD BD2 1AR' }),
        rec({ name: 'Airedale Scaff. Ltd — Scafftag inspected 14/03, lift 3 OK, VAT 441726361', vat_number: '441726361' }),
      ],
      [
        rec({ name: 'Airedale Access Hire Limited', registration_id: '11290457', registration_country: 'GB', vat_number: 'GB 518 0934 46', address: 'Unit 7, Cross Green Industrial Estate, Leeds LS9 0SG' }),
        rec({ company_name: 'AIREDALE ACCESS HIRE LTD (TOWERS & PODIUMS)', company_number: 'NASC A-0342', address: 'UNIT 7 CROSS GREEN IND EST LEEDS LS9 0SG' }),
        rec({ name: 'Airedale Access Hire — mobile tower hire docket', vat_number: 'GB518093446' }),
      ],
      [
        rec({ name: 'Aire Dale Scaffold Services Limited', registration_id: '08815520', registration_country: 'GB', vat_number: 'GB 229 6615 43', address: '2 Engine Shed Lane, Skipton BD23 1UP' }),
        rec({ company_name: 'AIRE DALE SCAFFOLD SVCS LTD', company_number: 'NASC 2054', address: '2 ENGINE SHED LN SKIPTON BD23 1UP' }),
        rec({ name: 'Airedale Scaffolding, Engine Shed Lane, Skipton — site induction sign-in', vat_number: '229661543', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Kendal chimney sweep (with a Penrith office), the stove-fitting company its owners formed at the same
    // address, and a near-namesake in Keswick.
    kind: 'UK chimney sweeps by NACS membership',
    variants: [
      [
        rec({ name: 'Fellside Chimney Sweeps Limited', registration_id: '09931742', registration_country: 'GB', vat_number: 'GB 673 0158 44', address: '14 Stricklandgate, Kendal LA9 4ND' }),
        rec({ company_name: 'FELLSIDE CHIMNEY SWEEPS LTD (PENRITH OFFICE)', company_number: 'NACS 7731', address: '3 BURROWGATE, PENRITH CA11 7TA' }),
        rec({ name: 'Fellside Chimney Sweeps Ltd — certificate of chimney sweeping, flue 1 woodburner', vat_number: 'GB673015844' }),
      ],
      [
        rec({ name: 'Fellside Stove Installations Limited', registration_id: '12560381', registration_country: 'GB', vat_number: 'GB 330 7742 70', address: '14 Stricklandgate, Kendal LA9 4ND' }),
        rec({ company_name: 'FELLSIDE STOVE INSTALLATIONS LTD', company_number: 'NACS S-118', address: '14 STRICKLANDGATE KENDAL LA9 4ND' }),
        rec({ name: 'Fellside Stove Installs Ltd — HETAS install notice, multi-fuel stove', vat_number: '330 7742 70' }),
      ],
      [
        rec({ name: 'Fell Side Sweeps Limited', registration_id: '10447306', registration_country: 'GB', vat_number: 'GB 812 4409 57', address: '6 Lake Road, Keswick CA12 5BX' }),
        rec({ company_name: 'FELL SIDE SWEEPS LTD', company_number: 'NACS 8024', address: '6 LAKE RD KESWICK CA12 5BX' }),
        rec({ name: 'Fellside Sweeps, Lake Rd, Keswick — sweep cert (open fire)', vat_number: '812440957', registration_country: 'UK' }),
      ],
    ],
  },
  {
    // A Johannesburg tree felling company (with a Pretoria branch), the stump-grinding company its owners formed at
    // the same address, and a near-namesake close corporation in Germiston.
    kind: 'South African tree felling firms by arboricultural association membership',
    variants: [
      [
        rec({ name: 'Mthembu Tree Fellers (Pty) Ltd', registration_id: '2014/118273/07', registration_country: 'ZA', vat_number: '4710263958', address: '22 Vorster Avenue, Glenanda, Johannesburg 2091' }),
        rec({ company_name: 'MTHEMBU TREE FELLERS (PTY) LTD - PRETORIA BRANCH', company_number: 'AASA 0419', address: '81 LYNNWOOD RD, HATFIELD, PRETORIA 0083' }),
        rec({ name: 'Mthembu Boomafkappers (Edms) Bpk — kwotasie in trustees-notule, BTW 4710263958', vat_number: '4710263958' }),
      ],
      [
        rec({ name: 'Mthembu Stump Grinding (Pty) Ltd', registration_id: '2019/402518/07', registration_country: 'ZA', vat_number: '4380217764', address: '22 Vorster Avenue, Glenanda, Johannesburg 2091' }),
        rec({ company_name: 'MTHEMBU STUMP GRINDING (PTY) LTD', company_number: 'AASA 0871', address: '22 VORSTER AVE GLENANDA JHB 2091' }),
        rec({ name: 'Mthembu Stump Grinding — invoice (stobbe verwyder, 3 stuks)', vat_number: '4380217764' }),
      ],
      [
        rec({ name: 'Mthembo Tree Felling CC', registration_id: '2006/077412/23', registration_country: 'ZA', vat_number: '4095538120', address: '9 Victoria Street, Germiston 1401' }),
        rec({ company_name: 'MTHEMBO TREE FELLING CC', company_number: 'AASA 1102', address: '9 VICTORIA ST GERMISTON 1401' }),
        rec({ name: 'Mthembu Tree Felling, Victoria St Germiston — isiphetho sokugawula izihlahla (quote)', vat_number: '4095538120', registration_country: 'ZA' }),
      ],
    ],
  },
  {
    // A Nairobi upholstery company (with a Nakuru showroom), the foam-supply company its owners formed at the same
    // address, and a near-namesake in Thika.
    kind: 'Kenyan upholstery firms by county business permit',
    variants: [
      [
        rec({ name: 'Wanjiku Upholstery & Interiors Limited', registration_id: 'PVT-7LU2XK9A', registration_country: 'KE', tax_id: 'P051928374Q', address: 'Kirinyaga Road, Godown 12, Nairobi' }),
        rec({ company_name: 'WANJIKU UPHOLSTERY AND INTERIORS LTD (NAKURU SHOWROOM)', company_number: 'SBP NKR/2024/08812', address: 'KENYATTA AVE, NAKURU' }),
        rec({ name: 'WANJIKU UPHOLSTERY & INTERIORS — M-PESA till receipt, kufunika sofa viti 5', tax_id: 'P051928374Q' }),
      ],
      [
        rec({ name: 'Wanjiku Foam Supplies Limited', registration_id: 'PVT-AA8R5QJ3', registration_country: 'KE', tax_id: 'P052266190M', address: 'Kirinyaga Road, Godown 12, Nairobi' }),
        rec({ company_name: 'WANJIKU FOAM SUPPLIES LTD', company_number: 'SBP NCC/2024/118273', address: 'KIRINYAGA RD GODOWN 12 NAIROBI' }),
        rec({ name: 'Wanjiku Foam Supplies Ltd — M-Pesa till, magodoro foam 4"', tax_id: 'P052266190M' }),
      ],
      [
        rec({ name: 'Wanjiru Upholstery Works Limited', registration_id: 'PVT-3YJ7BR1D', registration_country: 'KE', tax_id: 'P051730042K', address: 'Commercial Street, Thika' }),
        rec({ company_name: 'WANJIRU UPHOLSTERY WORKS LTD', company_number: 'SBP KBU/2024/30117', address: 'COMMERCIAL ST THIKA' }),
        rec({ name: 'Wanjiku Upholstery, Commercial St Thika — M-Pesa till receipt', tax_id: 'P051730042K', registration_country: 'KE' }),
      ],
    ],
  },
  {
    // A Lagos lift maintenance company (with an Abuja office), the spares company its owners formed at the same
    // address, and a near-namesake in Ibadan.
    kind: 'Nigerian lift and escalator maintenance firms by COREN registration',
    variants: [
      [
        rec({ name: 'Adeyemi Lifts & Escalators Limited', registration_id: 'RC 1184209', registration_country: 'NG', tax_id: '21486391-0001', address: '17 Adeniyi Jones Avenue, Ikeja, Lagos' }),
        rec({ company_name: 'ADEYEMI LIFTS AND ESCALATORS LTD (ABUJA OFFICE)', company_number: 'COREN C/2231', address: 'PLOT 402 AMINU KANO CRES, WUSE II, ABUJA' }),
        rec({ name: 'Adeyemi Lifts & Escalators Ltd — service ticket: lift 2 don jam for 4th floor, dem don fix am', tax_id: '21486391-0001' }),
      ],
      [
        rec({ name: 'Adeyemi Lifts Spares Limited', registration_id: 'RC 1530772', registration_country: 'NG', tax_id: '24119827-0001', address: '17 Adeniyi Jones Avenue, Ikeja, Lagos' }),
        rec({ company_name: 'ADEYEMI LIFTS SPARES LTD', company_number: 'COREN C/3107', address: '17 ADENIYI JONES AVE IKEJA LAGOS' }),
        rec({ name: 'Adeyemi Lift Spares Ltd — invoice, door operator belt', tax_id: '24119827-0001' }),
      ],
      [
        rec({ name: 'Adeyemo Elevators Nigeria Limited', registration_id: 'RC 998142', registration_country: 'NG', tax_id: '18820375-0001', address: '5 Ring Road, Challenge, Ibadan' }),
        rec({ company_name: 'ADEYEMO ELEVATORS NIG LTD', company_number: 'COREN C/1874', address: '5 RING RD CHALLENGE IBADAN' }),
        rec({ name: 'Adeyemi Elevators, Ring Road Ibadan — service ticket', tax_id: '18820375-0001', registration_country: 'NG' }),
      ],
    ],
  },
  {
    // An Accra florist (with a Kumasi shop), the events company its owners formed at the same address, and a
    // near-namesake in Tema.
    kind: 'Ghanaian florists by Registrar-General number',
    variants: [
      [
        rec({ name: 'Adwoa Blooms Florist Limited', registration_id: 'CS148230917', registration_country: 'GH', tax_id: 'C0009182734', address: '12 Oxford Street, Osu, Accra' }),
        rec({ company_name: 'ADWOA BLOOMS FLORIST LTD - KUMASI SHOP', company_number: 'RGD CS148230917', address: 'PREMPEH II ST, ADUM, KUMASI' }),
        rec({ name: 'Adwoa Blooms Florist — yɛda mo ase wɔ nhwiren no ho (funeral programme acknowledgements)', tax_id: 'C0009182734' }),
      ],
      [
        rec({ name: 'Adwoa Blooms Events Limited', registration_id: 'CS210447385', registration_country: 'GH', tax_id: 'C0021175520', address: '12 Oxford Street, Osu, Accra' }),
        rec({ company_name: 'ADWOA BLOOMS EVENTS LTD (DECOR & CANOPIES)', company_number: 'RGD CS210447385', address: '12 OXFORD ST OSU ACCRA' }),
        rec({ name: 'Adwoa Blooms Events Ltd — canopy and chairs, wedding programme back page', tax_id: 'C0021175520' }),
      ],
      [
        rec({ name: 'Adjoa Blooms & Decor Limited', registration_id: 'CS177301264', registration_country: 'GH', tax_id: 'C0014470936', address: 'Community 9, Tema' }),
        rec({ company_name: 'ADJOA BLOOMS AND DECOR LTD', company_number: 'RGD CS177301264', address: 'COMMUNITY 9 TEMA' }),
        rec({ name: 'Adwoa Blooms, Community 9 Tema — nhwiren ho aseda (funeral programme)', tax_id: 'C0014470936', registration_country: 'GH' }),
      ],
    ],
  },
  {
    // A Seville gestoría (with an office in Dos Hermanas), the labour-advice company its owners formed at the same
    // address, and a near-namesake in Huelva.
    kind: 'Spanish gestorías by Colegio de Gestores number',
    variants: [
      [
        rec({ name: 'Gestoría Martínez Roldán S.L.', registration_id: 'B91827364', registration_country: 'ES', vat_number: 'ESB91827364', address: 'Calle Asunción 41, 41011 Sevilla' }),
        rec({ company_name: 'GESTORIA MARTINEZ ROLDAN SL - OFICINA DOS HERMANAS', company_number: 'COL. GEST. SEV 1472', address: 'C/ NTRA SRA DE VALME 12, 41700 DOS HERMANAS' }),
        rec({ name: 'Gest. Martínez Roldán, S.L. — justificante de transferencia de vehículo (DGT)', vat_number: 'B-91827364' }),
      ],
      [
        rec({ name: 'Martínez Roldán Asesores Laborales S.L.', registration_id: 'B90411528', registration_country: 'ES', vat_number: 'ESB90411528', address: 'Calle Asunción 41, 41011 Sevilla' }),
        rec({ company_name: 'MARTINEZ ROLDAN ASESORES LABORALES SL', company_number: 'COL. GRAD. SOC. SEV 0893', address: 'C/ ASUNCION 41 41011 SEVILLA' }),
        rec({ name: 'Martínez Roldán Asesores Laborales — nómina, pie de página', vat_number: 'B90411528' }),
      ],
      [
        rec({ name: 'Gestoría Martín Roldán S.L.', registration_id: 'B21559013', registration_country: 'ES', vat_number: 'ESB21559013', address: 'Avenida Martín Alonso Pinzón 9, 21003 Huelva' }),
        rec({ company_name: 'GESTORIA MARTIN ROLDAN SL', company_number: 'COL. GEST. HU 0311', address: 'AVDA MARTIN ALONSO PINZON 9 21003 HUELVA' }),
        rec({ name: 'Gestoría Martínez Roldán, Av. Martín Alonso Pinzón, Huelva — justificante DGT', vat_number: 'B21559013', registration_country: 'ES' }),
      ],
    ],
  },
  {
    // A Lyon escape-room operator (with a second establishment in Villeurbanne), the team-building company its
    // owners formed at the same address, and a near-namesake in Grenoble.
    kind: 'French escape-room operators by SIREN and SIRET',
    variants: [
      [
        rec({ name: 'Évasion Lugdunum SAS', registration_id: '842517396', registration_country: 'FR', vat_number: 'FR17842517396', address: '8 rue Mercière, 69002 Lyon' }),
        rec({ company_name: 'EVASION LUGDUNUM - ETABLISSEMENT VILLEURBANNE', company_number: 'SIRET 842 517 396 00029', address: '45 COURS EMILE ZOLA 69100 VILLEURBANNE' }),
        rec({ name: 'Evasion Lugdunum — bon cadeau valable 12 mois, TVA FR 17 842517396', vat_number: 'FR 17 842517396' }),
      ],
      [
        rec({ name: 'Lugdunum Team Building SARL', registration_id: '881203457', registration_country: 'FR', vat_number: 'FR28881203457', address: '8 rue Mercière, 69002 Lyon' }),
        rec({ company_name: 'LUGDUNUM TEAM BUILDING', company_number: 'SIRET 881 203 457 00012', address: '8 RUE MERCIERE 69002 LYON' }),
        rec({ name: 'Lugdunum Team Building SARL — devis séminaire, mentions légales', vat_number: 'FR28881203457' }),
      ],
      [
        rec({ name: 'Évasions Lugdunum Alpes SAS', registration_id: '913668201', registration_country: 'FR', vat_number: 'FR52913668201', address: '3 place Grenette, 38000 Grenoble' }),
        rec({ company_name: 'EVASIONS LUGDUNUM ALPES', company_number: 'SIRET 913 668 201 00018', address: '3 PL GRENETTE 38000 GRENOBLE' }),
        rec({ name: 'Evasion Lugdunum, place Grenette, Grenoble — bon cadeau', vat_number: '52913668201', registration_country: 'FR' }),
      ],
    ],
  },
];
