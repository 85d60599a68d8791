// Held-out pair set 23, organisation (see bench/pairs/heldout23.ts): Nigerian microfinance banks by CBN licence,
// Kenyan insurance agencies by IRA licence, Ghanaian private schools by NaSIA licence, South African pharmacies by
// SAPC record number, UK consumer-credit firms by FCA firm reference number, German craft businesses by
// Handwerksrolle entry, French pharmacy companies by FINESS number, and Portuguese short-let operators by AL
// registration; each as a regulator's register or licence list entry, a bank-mandate, payables, supplier-onboarding or
// booking-platform payout line in caps, and a third source (a signboard, receipt, letterhead or e-mail footer, a
// Yoruba, Swahili, Twi, Setswana, Welsh, German, French or Portuguese name or gloss). Every organisation is invented.
// Computed check digits: UK VAT numbers (weights 8..2, mod 97), German USt-IdNr (ISO 7064 mod 11,10), French SIREN,
// SIRET and FINESS (Luhn) and the French VAT key, Portuguese NIPC (weights 9..2, mod 11). Shape-only: Nigerian RC
// numbers, CBN licences and TINs, Kenyan company numbers, IRA licences and KRA PINs, Ghanaian company numbers, NaSIA
// licences and TINs, South African company numbers, SAPC records and VAT numbers, UK company numbers and FCA FRNs,
// German HRB numbers and Handwerksrolle numbers, Portuguese AL numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION23: readonly Family[] = [
  {
    // An Ilorin unit microfinance bank, the agro-investment company its promoters formed at one address, and a
    // near-namesake microfinance bank in Osogbo.
    kind: 'Nigerian microfinance banks by CBN licence',
    variants: [
      [
        rec({ name: 'Ifeoluwa Microfinance Bank Limited', registration_id: 'RC 1284519', registration_country: 'NG', tax_id: '19427306-0001', address: '27 Ibrahim Taiwo Road, Ilorin, Kwara State' }),
        rec({ company_name: 'IFEOLUWA MFB LTD', company_number: 'CBN/MFB/UNIT/KW/0142', address: '27 IBRAHIM TAIWO RD ILORIN' }),
        rec({ name: 'Ifeoluwa Microfinance Bank Ltd (Ilé-ìfowópamọ́ kékeré Ifeoluwa), licensed by CBN — Ilorin', tax_id: '19427306-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ifeoluwa Agro-Allied Investment Limited', registration_id: 'RC 1391207', registration_country: 'NG', tax_id: '20563418-0001', address: '27 Ibrahim Taiwo Road, Ilorin, Kwara State' }),
        rec({ company_name: 'IFEOLUWA AGRO-ALLIED INV LTD', company_number: 'RC1391207', address: '27 IBRAHIM TAIWO RD ILORIN' }),
        rec({ name: 'Ifeoluwa Agro Allied Investment Ltd — maize and cassava offtake, Ilorin', tax_id: '20563418-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ifeolu Microfinance Bank Limited', registration_id: 'RC 1109334', registration_country: 'NG', tax_id: '17852094-0001', address: '5 Gbongan Road, Oke-Fia, Osogbo, Osun State' }),
        rec({ company_name: 'IFEOLU MFB LTD', company_number: 'CBN/MFB/UNIT/OS/0088', address: '5 GBONGAN RD OKE FIA OSOGBO' }),
        rec({ name: 'Ifeolu MFB, Oke-Fia, Osogbo (CBN/MFB/UNIT/OS/0088)', tax_id: '17852094-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Nakuru insurance agency, the investment company its directors formed at one address, and a near-namesake
    // agency in Eldoret.
    kind: 'Kenyan insurance agencies by IRA licence',
    variants: [
      [
        rec({ name: 'Tumaini Bora Insurance Agency Limited', registration_id: 'PVT-AAB7K2Q', registration_country: 'KE', tax_id: 'P051604829Z', address: 'Kenyatta Avenue, Giddo Plaza 2nd Floor, P.O. Box 1736-20100 Nakuru' }),
        rec({ company_name: 'TUMAINI BORA INS AGENCY LTD', company_number: 'IRA/05/21874/2024', address: 'GIDDO PLAZA KENYATTA AVE NAKURU' }),
        rec({ name: 'Tumaini Bora Insurance Agency — wakala wa bima aliyesajiliwa na IRA, Nakuru', tax_id: 'P051604829Z', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Tumaini Bora Investments Limited', registration_id: 'PVT-AAC3M9R', registration_country: 'KE', tax_id: 'P051977312B', address: 'Kenyatta Avenue, Giddo Plaza 2nd Floor, P.O. Box 1736-20100 Nakuru' }),
        rec({ company_name: 'TUMAINI BORA INVESTMENTS LTD', company_number: 'PVT-AAC3M9R', address: 'GIDDO PLAZA KENYATTA AVE NAKURU' }),
        rec({ name: 'Tumaini Bora Investments Ltd (plot sales, Nakuru–Njoro)', tax_id: 'P051977312B', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Tumaini Insurance Agencies Limited', registration_id: 'PVT-RXU8D4L', registration_country: 'KE', tax_id: 'P051288461F', address: 'Oloo Street, Zion Mall 1st Floor, P.O. Box 5521-30100 Eldoret' }),
        rec({ company_name: 'TUMAINI INSURANCE AGENCIES LTD', company_number: 'IRA/05/16402/2023', address: 'ZION MALL OLOO ST ELDORET' }),
        rec({ name: 'Tumaini Insurance Agencies, Eldoret (IRA 16402)', tax_id: 'P051288461F', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Kumasi private school company, the educational-services company of its proprietors at one address, and a
    // near-namesake school in Koforidua.
    kind: 'Ghanaian private schools by NaSIA licence',
    variants: [
      [
        rec({ name: 'Abusua Preparatory School Limited', registration_id: 'CS048712017', registration_country: 'GH', tax_id: 'C0004871250', address: 'Plot 12 Block C, Ahodwo, Kumasi, Ashanti Region' }),
        rec({ company_name: 'ABUSUA PREP SCH LTD', company_number: 'NaSIA/ASH/PRS/2023/0412', address: 'PLOT 12 BLK C AHODWO KSI' }),
        rec({ name: 'Abusua Preparatory School (Abusua Sukuu), Ahodwo — NaSIA licensed', tax_id: 'C0004871250', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Abusua Educational Services Limited', registration_id: 'CS091336019', registration_country: 'GH', tax_id: 'C0009133621', address: 'Plot 12 Block C, Ahodwo, Kumasi, Ashanti Region' }),
        rec({ company_name: 'ABUSUA EDUC SERVICES LTD', company_number: 'CS091336019', address: 'PLOT 12 BLK C AHODWO KSI' }),
        rec({ name: 'Abusua Educational Services Ltd (school buses and uniforms), Kumasi', tax_id: 'C0009133621', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Abusuapa Preparatory School Limited', registration_id: 'CS027455015', registration_country: 'GH', tax_id: 'C0002745538', address: 'Densuano Road, near Poly Junction, Koforidua, Eastern Region' }),
        rec({ company_name: 'ABUSUAPA PREP SCH LTD', company_number: 'NaSIA/ER/PRS/2022/0187', address: 'DENSUANO RD KOFORIDUA' }),
        rec({ name: 'Abusuapa Prep School, Koforidua (NaSIA/ER/PRS/2022/0187)', tax_id: 'C0002745538', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Mahikeng community pharmacy company, the clinic company of its owners at one address, and a near-namesake
    // pharmacy in Rustenburg.
    kind: 'South African pharmacies by SAPC record number',
    variants: [
      [
        rec({ name: 'Bokamoso Pharmacy (Pty) Ltd', registration_id: '2014/187342/07', registration_country: 'ZA', vat_number: '4870263154', address: 'Shop 8, Mega City Shopping Centre, Sekame Road, Mmabatho, Mahikeng, 2735' }),
        rec({ company_name: 'BOKAMOSO PHARMACY PTY LTD', company_number: 'SAPC P07841526', address: 'SHOP 8 MEGA CITY MMABATHO' }),
        rec({ name: 'Bokamoso Pharmacy — Khemisi ya Bokamoso, Mega City, Mmabatho (SAPC P07841526)', vat_number: '4870263154', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Bokamoso Wellness Clinic (Pty) Ltd', registration_id: '2018/402915/07', registration_country: 'ZA', vat_number: '4390271886', address: 'Shop 8, Mega City Shopping Centre, Sekame Road, Mmabatho, Mahikeng, 2735' }),
        rec({ company_name: 'BOKAMOSO WELLNESS CLINIC PTY LTD', company_number: '2018/402915/07', address: 'SHOP 8 MEGA CITY MMABATHO' }),
        rec({ name: 'Bokamoso Wellness Clinic (family planning, immunisation), Mmabatho', vat_number: '4390271886', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Bokamoso Pharmacy Rustenburg (Pty) Ltd', registration_id: '2011/006583/07', registration_country: 'ZA', vat_number: '4150248397', address: '41 Nelson Mandela Drive, Rustenburg, 0299' }),
        rec({ company_name: 'BOKAMOSO PHARMACY RUSTENBURG PTY LTD', company_number: 'SAPC P07326190', address: '41 NELSON MANDELA DR RUSTENBURG' }),
        rec({ name: 'Bokamoso Pharmacy, Nelson Mandela Drive, Rustenburg', vat_number: '4150248397', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Wolverhampton car-finance broker, the dealer group of its directors at one address (its own FCA firm), and a
    // near-namesake lender in Swansea.
    kind: 'UK consumer-credit firms by FCA firm reference number',
    variants: [
      [
        rec({ name: 'Brightwell Car Finance Ltd', registration_id: '09834172', registration_country: 'GB', vat_number: 'GB 241 7385 63', address: 'Unit 4, Stafford Road Trade Park, Wolverhampton, WV10 6HJ' }),
        rec({ company_name: 'BRIGHTWELL CAR FINANCE LIMITED', company_number: 'FRN 731842', address: 'UNIT 4 STAFFORD RD TRADE PK WOLVERHAMPTON WV10 6HJ' }),
        rec({ name: 'Brightwell Car Finance Ltd, a credit broker not a lender (FCA FRN 731842)', vat_number: 'GB241738563', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Brightwell Motor Group Ltd', registration_id: '07261938', registration_country: 'GB', vat_number: 'GB 109 3742 73', address: 'Unit 4, Stafford Road Trade Park, Wolverhampton, WV10 6HJ' }),
        rec({ company_name: 'BRIGHTWELL MOTOR GROUP LIMITED', company_number: 'FRN 684027', address: 'UNIT 4 STAFFORD RD TRADE PK WOLVERHAMPTON WV10 6HJ' }),
        rec({ name: 'Brightwell Motor Group — used car sales, Wolverhampton', vat_number: 'GB109374273', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Brightwell Finance Ltd', registration_id: '11402857', registration_country: 'GB', vat_number: 'GB 310 6628 87', address: '18 Walter Road, Swansea, SA1 5NF' }),
        rec({ company_name: 'BRIGHTWELL FINANCE LIMITED', company_number: 'FRN 802516', address: '18 WALTER RD SWANSEA SA1 5NF' }),
        rec({ name: 'Brightwell Finance Ltd (Cyllid Brightwell), Abertawe', vat_number: 'GB310662887', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    // A Regensburg electrical-contracting GmbH, the building-services GmbH its owner formed at one address, and a
    // near-namesake sole trader in Passau.
    kind: 'German craft businesses by Handwerksrolle entry',
    variants: [
      [
        rec({ name: 'Elektro Brandstätter GmbH', registration_id: 'HRB 14827', registration_country: 'DE', vat_number: 'DE284105737', address: 'Im Gewerbepark D 30, 93059 Regensburg' }),
        rec({ company_name: 'ELEKTRO BRANDSTAETTER GMBH', company_number: 'HWK NDB 0418337', address: 'IM GEWERBEPARK D 30 93059 REGENSBURG' }),
        rec({ name: 'Elektro Brandstätter GmbH, Meisterbetrieb, eingetragen in die Handwerksrolle der HWK Niederbayern-Oberpfalz', vat_number: 'DE284105737', registration_country: 'Deutschland' }),
      ],
      [
        rec({ name: 'Brandstätter Haustechnik GmbH', registration_id: 'HRB 17203', registration_country: 'DE', vat_number: 'DE319472605', address: 'Im Gewerbepark D 30, 93059 Regensburg' }),
        rec({ company_name: 'BRANDSTAETTER HAUSTECHNIK GMBH', company_number: 'HWK NDB 0452109', address: 'IM GEWERBEPARK D 30 93059 REGENSBURG' }),
        rec({ name: 'Brandstätter Haustechnik GmbH (Sanitär, Heizung, Klima), Regensburg', vat_number: 'DE319472605', registration_country: 'Deutschland' }),
      ],
      [
        rec({ name: 'Elektro Brandstetter e.K., Inh. Josef Brandstetter', registration_id: 'HRA 6129', registration_country: 'DE', vat_number: 'DE138524961', address: 'Innstraße 71, 94032 Passau' }),
        rec({ company_name: 'ELEKTRO BRANDSTETTER E.K.', company_number: 'HWK NDB 0297416', address: 'INNSTR 71 94032 PASSAU' }),
        rec({ name: 'Elektro Brandstetter, Innstraße, Passau', vat_number: 'DE138524961', registration_country: 'Deutschland' }),
      ],
    ],
  },
  {
    // A Marseille pharmacy SELARL, the property SCI of its pharmacists at one address, and a near-namesake pharmacy
    // in La Rochelle.
    kind: 'French pharmacy companies by FINESS number',
    variants: [
      [
        rec({ name: 'SELARL Pharmacie du Vieux-Port', registration_id: '832174601', registration_country: 'FR', vat_number: 'FR89832174601', address: '14 Quai du Port, 13002 Marseille' }),
        rec({ company_name: 'PHARMACIE DU VIEUX PORT SELARL', company_number: 'FINESS 130041270', address: '14 QUAI DU PORT 13002 MARSEILLE' }),
        rec({ name: 'Pharmacie du Vieux-Port, SELARL, 14 quai du Port — SIRET 83217460100019', vat_number: 'FR89832174601', registration_country: 'France' }),
      ],
      [
        rec({ name: 'SCI Vieux-Port Santé', registration_id: '841305923', registration_country: 'FR', vat_number: 'FR91841305923', address: '14 Quai du Port, 13002 Marseille' }),
        rec({ company_name: 'SCI VIEUX PORT SANTE', company_number: '841305923', address: '14 QUAI DU PORT 13002 MARSEILLE' }),
        rec({ name: 'SCI Vieux-Port Santé (murs de l\'officine), Marseille 2e', vat_number: 'FR91841305923', registration_country: 'France' }),
      ],
      [
        rec({ name: 'SELAS Pharmacie du Vieux Port', registration_id: '794053181', registration_country: 'FR', vat_number: 'FR90794053181', address: '6 Quai Duperré, 17000 La Rochelle' }),
        rec({ company_name: 'PHARMACIE DU VIEUX PORT SELAS', company_number: 'FINESS 170023840', address: '6 QUAI DUPERRE 17000 LA ROCHELLE' }),
        rec({ name: 'Pharmacie du Vieux Port, quai Duperré, La Rochelle', vat_number: 'FR90794053181', registration_country: 'France' }),
      ],
    ],
  },
  {
    // A Lisbon short-let company, the property-management company of its partners at one address, and a near-namesake
    // guesthouse operator in Porto.
    kind: 'Portuguese short-let operators by AL registration',
    variants: [
      [
        rec({ name: 'Casas da Mouraria, Lda', registration_id: '514738200', registration_country: 'PT', vat_number: 'PT514738200', address: 'Rua do Capelão 22, 1100-119 Lisboa' }),
        rec({ company_name: 'CASAS DA MOURARIA LDA', company_number: 'AL 84217/AL', address: 'R DO CAPELAO 22 1100-119 LISBOA' }),
        rec({ name: 'Casas da Mouraria — alojamento local n.º 84217/AL, Lisboa', vat_number: 'PT514738200', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Mouraria Gestão de Imóveis, Unipessoal Lda', registration_id: '516029479', registration_country: 'PT', vat_number: 'PT516029479', address: 'Rua do Capelão 22, 1100-119 Lisboa' }),
        rec({ company_name: 'MOURARIA GESTAO DE IMOVEIS UNIP LDA', company_number: '516029479', address: 'R DO CAPELAO 22 1100-119 LISBOA' }),
        rec({ name: 'Mouraria Gestão de Imóveis (property management), Lisbon', vat_number: 'PT516029479', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Casa da Mouraria Guest House, Lda', registration_id: '513811648', registration_country: 'PT', vat_number: 'PT513811648', address: 'Rua de Cedofeita 301, 4050-180 Porto' }),
        rec({ company_name: 'CASA DA MOURARIA GUEST HOUSE LDA', company_number: 'AL 61092/AL', address: 'R DE CEDOFEITA 301 4050-180 PORTO' }),
        rec({ name: 'Casa da Mouraria, Cedofeita, Porto (AL 61092/AL)', vat_number: 'PT513811648', registration_country: 'Portugal' }),
      ],
    ],
  },
];
