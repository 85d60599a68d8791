// Held-out pair set 20, organisation (see bench/pairs/heldout20.ts): UK community amateur sports clubs by HMRC CASC
// reference, English housing associations by Regulator of Social Housing number, Kenyan NGOs by NGOs Co-ordination
// Board certificate, Ghanaian NGOs by Department of Social Welfare number, Nigerian bureaux de change by CBN licence,
// South African primary co-operatives by CIPC co-operative number, French SCOP and SCIC co-operatives by SIREN and
// VAT number, and Polish housing co-operatives by KRS, NIP and REGON; each as a register, licence list or gazette
// extract, a supplier-master, bank, grant or tender-award line in caps, and a third source (a letterhead, an invoice
// footer, a Welsh, Swahili, Twi, Hausa, Zulu, French, Polish or English gloss). Every organisation is invented.
// Computed check digits: UK VAT numbers (weights 8..2, mod 97), French SIREN (Luhn) and VAT key ((12 + 3 x (SIREN mod
// 97)) mod 97), Polish NIP (weights 6,5,7,2,3,4,5,6,7, mod 11) and REGON (weights 8,9,2,3,4,5,6,7, mod 11). Shape-only:
// HMRC CASC references, UK company and mutuals numbers, RSH numbers, Kenyan NGO Board certificates and KRA PINs,
// Ghanaian company numbers, DSW numbers and TINs, Nigerian RC numbers, CBN licences and TINs, CIPC co-operative
// numbers and SA income-tax numbers, Polish KRS numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION20: readonly Family[] = [
  {
    // A Cardigan rowing club registered as a CASC, the company its members formed to own the boathouse (its own
    // number, no CASC status), and a near-namesake club up the valley.
    kind: 'UK community amateur sports clubs by HMRC CASC reference',
    variants: [
      [
        rec({ name: 'Afon Teifi Rowing Club', registration_id: 'CASC XW41827', registration_country: 'GB', address: 'The Boathouse, Netpool, Cardigan, Ceredigion, SA43 1AE' }),
        rec({ company_name: 'AFON TEIFI ROWING CLUB (CASC)', company_number: 'XW41827', address: 'THE BOATHOUSE NETPOOL CARDIGAN SA43 1AE' }),
        rec({ name: 'Clwb Rhwyfo Afon Teifi — Clwb Chwaraeon Amatur Cymunedol cofrestredig (HMRC XW41827)', registration_country: 'United Kingdom', address: 'Y Cwch-dy, Netpool, Aberteifi SA43 1AE' }),
      ],
      [
        rec({ name: 'Afon Teifi Rowing Club Boathouse Limited', registration_id: '10583264', registration_country: 'GB', vat_number: 'GB 318 4207 73', address: 'The Boathouse, Netpool, Cardigan, Ceredigion, SA43 1AE' }),
        rec({ company_name: 'AFON TEIFI ROWING CLUB BOATHOUSE LTD', company_number: '10583264', address: 'THE BOATHOUSE NETPOOL CARDIGAN SA43 1AE' }),
        rec({ name: 'Afon Teifi Rowing Club Boathouse Ltd (boathouse and hall hire)', vat_number: 'GB318420773', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Teifi Valley Rowing Club', registration_id: 'CASC XW38210', registration_country: 'GB', address: 'Riverside Field, Llandysul, Ceredigion, SA44 4QS' }),
        rec({ company_name: 'TEIFI VALLEY ROWING CLUB (CASC)', company_number: 'XW38210', address: 'RIVERSIDE FIELD LLANDYSUL SA44 4QS' }),
        rec({ name: 'Clwb Rhwyfo Dyffryn Teifi, Llandysul (CASC XW38210)', registration_country: 'United Kingdom', address: 'Cae Glan yr Afon, Llandysul SA44 4QS' }),
      ],
    ],
  },
  {
    // A Bristol housing association (a registered society), the for-profit provider it owns at one address (its own
    // RSH number), and a near-namesake charitable housing trust in Gloucester.
    kind: 'English housing associations by Regulator of Social Housing number',
    variants: [
      [
        rec({ name: 'Millbrook Housing Association Limited', registration_id: '31245R', registration_country: 'GB', vat_number: 'GB 420 7735 66', address: '2 Redcliff Quay, Redcliff Street, Bristol, BS1 6HU' }),
        rec({ company_name: 'MILLBROOK HOUSING ASSOCIATION LTD', company_number: 'RSH L4521', address: '2 REDCLIFF QUAY BRISTOL BS1 6HU' }),
        rec({ name: 'Millbrook Housing Association (registered provider L4521; Co-operative and Community Benefit Society 31245R)', vat_number: 'GB420773566', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Millbrook Living Limited', registration_id: '09374182', registration_country: 'GB', vat_number: 'GB 296 1548 26', address: '2 Redcliff Quay, Redcliff Street, Bristol, BS1 6HU' }),
        rec({ company_name: 'MILLBROOK LIVING LTD', company_number: 'RSH 4873', address: '2 REDCLIFF QUAY BRISTOL BS1 6HU' }),
        rec({ name: 'Millbrook Living Ltd — shared ownership and market rent, a subsidiary of Millbrook Housing Association', vat_number: 'GB296154826', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Millbrook Homes Trust', registration_id: '02718840', registration_country: 'GB', vat_number: 'GB 337 0214 88', address: '14 Southgate Street, Gloucester, GL1 2DH' }),
        rec({ company_name: 'MILLBROOK HOMES TRUST', company_number: 'RSH L0987', address: '14 SOUTHGATE ST GLOUCESTER GL1 2DH' }),
        rec({ name: 'Millbrook Homes Trust (charitable housing, Gloucester), RSH L0987', vat_number: 'GB337021488', registration_country: 'England' }),
      ],
    ],
  },
  {
    // A Kakamega girls' education NGO, the trust its founders registered apart at one address, and a near-namesake
    // network in Kisumu.
    kind: 'Kenyan NGOs by NGOs Co-ordination Board certificate',
    variants: [
      [
        rec({ name: 'Tumaini Girls Education Initiative', registration_id: 'OP.218/051/2019/0142/11834', registration_country: 'KE', tax_id: 'P051948227K', address: 'P.O. Box 2381-50100, Kakamega' }),
        rec({ company_name: 'TUMAINI GIRLS EDUCATION INITIATIVE', company_number: 'OP218/051/2019/0142/11834', address: 'P O BOX 2381 KAKAMEGA' }),
        rec({ name: 'Mpango wa Elimu kwa Wasichana Tumaini (Tumaini Girls Education Initiative), Kakamega', tax_id: 'P051948227K', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Tumaini Girls Education Trust', registration_id: 'BRS/RT/2020/0417', registration_country: 'KE', tax_id: 'P052117390M', address: 'P.O. Box 2381-50100, Kakamega' }),
        rec({ company_name: 'REGISTERED TRUSTEES OF TUMAINI GIRLS EDUCATION TRUST', company_number: 'RT/2020/0417', address: 'P O BOX 2381 KAKAMEGA' }),
        rec({ name: 'Wadhamini wa Tumaini Girls Education Trust (bursary fund), Kakamega', tax_id: 'P052117390M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Tumaini Girls Empowerment Network', registration_id: 'OP.218/051/2016/0088/10279', registration_country: 'KE', tax_id: 'P051702364B', address: 'P.O. Box 7710-40100, Kisumu' }),
        rec({ company_name: 'TUMAINI GIRLS EMPOWERMENT NETWORK', company_number: 'OP218/051/2016/0088/10279', address: 'P O BOX 7710 KISUMU' }),
        rec({ name: 'Mtandao wa Kuwawezesha Wasichana Tumaini, Kisumu', tax_id: 'P051702364B', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Kumasi community-development NGO, the youth network its staff registered apart at one address, and a
    // near-namesake foundation in Ho.
    kind: 'Ghanaian NGOs by Department of Social Welfare number',
    variants: [
      [
        rec({ name: 'Nkabom Community Development Foundation', registration_id: 'CG012345219', registration_country: 'GH', tax_id: 'C0004187263', address: 'Plot 12, Block C, Ahodwo, Kumasi, AK-039-5521' }),
        rec({ company_name: 'NKABOM COMMUNITY DEVELOPMENT FOUNDATION', company_number: 'DSW/6721', address: 'PLOT 12 BLK C AHODWO KUMASI' }),
        rec({ name: 'Nkabom Mpɔtam Nkɔsoɔ Foundation, Kumase (DSW/6721)', tax_id: 'C0004187263', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Youth Network', registration_id: 'CG018822620', registration_country: 'GH', tax_id: 'C0005320418', address: 'Plot 12, Block C, Ahodwo, Kumasi, AK-039-5521' }),
        rec({ company_name: 'NKABOM YOUTH NETWORK', company_number: 'DSW/8034', address: 'PLOT 12 BLK C AHODWO KUMASI' }),
        rec({ name: 'Nkabom Mmerantee Network, Kumase (DSW/8034)', tax_id: 'C0005320418', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Development Foundation', registration_id: 'CG007714817', registration_country: 'GH', tax_id: 'C0003091552', address: 'Hse No. 7, Bankoe, Ho, VH-0012-3345' }),
        rec({ company_name: 'NKABOM DEVELOPMENT FOUNDATION', company_number: 'DSW/5190', address: 'HSE 7 BANKOE HO' }),
        rec({ name: 'Nkabom Development Foundation, Ho, Volta Region — DSW/5190', tax_id: 'C0003091552', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Kano bureau de change, the money-transfer company its owners formed at one address (its own CBN licence),
    // and a near-namesake bureau in Lagos.
    kind: 'Nigerian bureaux de change by CBN licence',
    variants: [
      [
        rec({ name: 'Dala Crescent Bureau De Change Limited', registration_id: 'RC 1438275', registration_country: 'NG', tax_id: '21739584-0001', address: '41 Bank Road, Fagge, Kano' }),
        rec({ company_name: 'DALA CRESCENT BDC LTD', company_number: 'CBN/BDC/KN/0417', address: '41 BANK RD FAGGE KANO' }),
        rec({ name: 'Kamfanin canjin kuɗi Dala Crescent BDC, Titin Bank, Fagge, Kano (lasisin CBN/BDC/KN/0417)', registration_id: 'RC1438275', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Dala Crescent Remittance Services Limited', registration_id: 'RC 1592036', registration_country: 'NG', tax_id: '22406118-0001', address: '41 Bank Road, Fagge, Kano' }),
        rec({ company_name: 'DALA CRESCENT REMITTANCE SERVICES LTD', company_number: 'CBN/IMTO/0093', address: '41 BANK RD FAGGE KANO' }),
        rec({ name: 'Dala Crescent Remittance (international money transfer operator), CBN/IMTO/0093', tax_id: '22406118-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Crescent Bureau De Change Limited', registration_id: 'RC 894512', registration_country: 'NG', tax_id: '18820371-0001', address: '12 Broad Street, Lagos Island, Lagos' }),
        rec({ company_name: 'CRESCENT BDC LTD', company_number: 'CBN/BDC/LA/1208', address: '12 BROAD ST LAGOS ISLAND' }),
        rec({ name: 'Crescent BDC Ltd, Broad Street, Lagos — CBN licence CBN/BDC/LA/1208', registration_id: 'RC894512', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Msinga poultry co-operative, the vegetable co-operative of mostly the same members at one address (its own
    // number), and a near-namesake poultry co-operative in the Eastern Cape.
    kind: 'South African primary co-operatives by CIPC co-operative number',
    variants: [
      [
        rec({ name: 'Masakhane Poultry Primary Co-operative Limited', registration_id: '2016/471826/24', registration_country: 'ZA', tax_id: '9731845526', address: 'Ward 9, Keates Drift, Msinga, 3010' }),
        rec({ company_name: 'MASAKHANE POULTRY PRIMARY CO-OP LTD', company_number: '2016/471826/24', address: 'WARD 9 KEATES DRIFT MSINGA' }),
        rec({ name: 'Ubambiswano Lwezinkukhu iMasakhane, eMsinga (Masakhane Poultry Co-op)', tax_id: '9731845526', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Masakhane Vegetable Farming Primary Co-operative Limited', registration_id: '2018/290364/24', registration_country: 'ZA', tax_id: '9802264173', address: 'Ward 9, Keates Drift, Msinga, 3010' }),
        rec({ company_name: 'MASAKHANE VEG FARMING PRIMARY CO-OP LTD', company_number: '2018/290364/24', address: 'WARD 9 KEATES DRIFT MSINGA' }),
        rec({ name: 'Ubambiswano Lokulima Imifino iMasakhane, eMsinga', tax_id: '9802264173', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Masakhane Poultry Co-operative Limited', registration_id: '2013/118207/24', registration_country: 'ZA', tax_id: '9655017392', address: 'Ngcobo Village, Ngcobo, Eastern Cape, 5050' }),
        rec({ company_name: 'MASAKHANE POULTRY CO-OP LTD', company_number: '2013/118207/24', address: 'NGCOBO VILLAGE NGCOBO EC' }),
        rec({ name: 'Masakhane Poultry Co-operative, Ngcobo (Eastern Cape) — broilers and layers', tax_id: '9655017392', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Marseille worker co-operative (SCOP SARL), the SCIC its members founded at one address, and a near-namesake
    // ordinary SARL in La Rochelle.
    kind: 'French SCOP and SCIC co-operatives by SIREN and VAT number',
    variants: [
      [
        rec({ name: 'Atelier du Vieux-Port SCOP SARL', registration_id: '832 417 067', registration_country: 'FR', vat_number: 'FR84832417067', address: '18 quai de Rive-Neuve, 13007 Marseille' }),
        rec({ company_name: 'ATELIER DU VIEUX PORT SCOP', company_number: '832417067', address: '18 QUAI DE RIVE NEUVE 13007 MARSEILLE' }),
        rec({ name: 'Atelier du Vieux-Port (worker co-operative, Marseille), RCS Marseille 832 417 067', vat_number: 'FR 84 832417067', registration_country: 'France' }),
      ],
      [
        rec({ name: 'SCIC Vieux-Port Solidaire SAS', registration_id: '832 417 091', registration_country: 'FR', vat_number: 'FR59832417091', address: '18 quai de Rive-Neuve, 13007 Marseille' }),
        rec({ company_name: 'SCIC VIEUX PORT SOLIDAIRE', company_number: '832417091', address: '18 QUAI DE RIVE NEUVE 13007 MARSEILLE' }),
        rec({ name: 'Vieux-Port Solidaire, société coopérative d\'intérêt collectif, RCS Marseille 832 417 091', vat_number: 'FR 59 832417091', registration_country: 'France' }),
      ],
      [
        rec({ name: 'Atelier du Vieux Port SARL', registration_id: '791 520 380', registration_country: 'FR', vat_number: 'FR85791520380', address: '4 rue du Port, 17000 La Rochelle' }),
        rec({ company_name: 'ATELIER DU VIEUX PORT', company_number: '791520380', address: '4 RUE DU PORT 17000 LA ROCHELLE' }),
        rec({ name: 'Atelier du Vieux Port, La Rochelle (boat repairs), RCS La Rochelle 791 520 380', vat_number: 'FR 85 791520380', registration_country: 'France' }),
      ],
    ],
  },
  {
    // A Białystok housing co-operative, the management company it formed at one address, and a near-namesake
    // co-operative in Łódź.
    kind: 'Polish housing co-operatives by KRS, NIP and REGON',
    variants: [
      [
        rec({ name: 'Spółdzielnia Mieszkaniowa „Zielone Wzgórze” w Białymstoku', registration_id: 'KRS 0000148392', registration_country: 'PL', tax_id: '526-104-73-80', address: 'ul. Wiejska 47, 15-351 Białystok' }),
        rec({ company_name: 'SPOLDZIELNIA MIESZKANIOWA ZIELONE WZGORZE', company_number: 'REGON 147028556', address: 'UL WIEJSKA 47 15-351 BIALYSTOK' }),
        rec({ name: 'Zielone Wzgórze Housing Co-operative, Białystok (NIP 5261047380)', vat_number: 'PL5261047380', registration_country: 'Poland' }),
      ],
      [
        rec({ name: 'Zielone Wzgórze Zarządzanie Nieruchomościami Sp. z o.o.', registration_id: 'KRS 0000711264', registration_country: 'PL', tax_id: '727-301-95-51', address: 'ul. Wiejska 47, 15-351 Białystok' }),
        rec({ company_name: 'ZIELONE WZGORZE ZARZADZANIE NIERUCHOMOSCIAMI SP Z O O', company_number: 'REGON 381402967', address: 'UL WIEJSKA 47 15-351 BIALYSTOK' }),
        rec({ name: 'Zielone Wzgórze Property Management Ltd (owned by the co-operative), Białystok', vat_number: 'PL7273019551', registration_country: 'Poland' }),
      ],
      [
        rec({ name: 'Spółdzielnia Mieszkaniowa „Zielone Wzgórza” w Łodzi', registration_id: 'KRS 0000092117', registration_country: 'PL', tax_id: '951-207-64-42', address: 'ul. Pomorska 212, 91-402 Łódź' }),
        rec({ company_name: 'SPOLDZIELNIA MIESZKANIOWA ZIELONE WZGORZA', company_number: 'REGON 670124335', address: 'UL POMORSKA 212 91-402 LODZ' }),
        rec({ name: 'Zielone Wzgórza Housing Co-operative, Łódź (NIP 9512076442)', vat_number: 'PL9512076442', registration_country: 'Poland' }),
      ],
    ],
  },
];
