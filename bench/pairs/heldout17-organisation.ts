// Held-out pair set 17, organisation (see bench/pairs/heldout17.ts): Congolese (DRC) SARL by RCCM and Id. Nat.,
// Liberian companies by registration number and TIN, Malagasy SARL by NIF and STAT, Spanish cooperatives by NIF,
// Italian social cooperatives by partita IVA and REA, Dutch v.o.f. and eenmanszaak by KvK number, Serbian d.o.o. by
// matični broj and PIB, and Nigerian cooperative societies by state registration number; each as a register, gazette
// or official-journal extract, a supplier-master, bank or tender-award line in caps, and a third source (a French,
// Spanish, Valencian, Italian, Dutch, Serbian or Yoruba gloss of the legal form, an invoice footer, a letterhead).
// Every organisation is invented. Numbers have the shape real ones have; the Spanish NIF control digit, the Italian
// partita IVA check digit and the Serbian PIB (ISO 7064 MOD 11,10) and matični broj (mod 11) check digits are computed;
// the DRC, Liberian, Malagasy, Dutch and Nigerian numbers are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION17: readonly Family[] = [
  {
    // A Lubumbashi mining-services SARL, its catering SARL at one address, and a look-alike SARL in Kolwezi.
    kind: 'Congolese SARL by RCCM and Id. Nat.',
    variants: [
      [
        rec({ name: 'Katanga Services Miniers SARL', registration_id: 'CD/LSH/RCCM/14-B-03187', registration_country: 'CD', tax_id: 'A1403187Q', address: '412, Avenue Likasi, Commune de Lubumbashi, Haut-Katanga' }),
        rec({ company_name: 'KATANGA SERVICES MINIERS SARL', company_number: 'RCCM 14-B-03187 LSH', address: '412 AV LIKASI LUBUMBASHI' }),
        rec({ name: 'Katanga Services Miniers, société à responsabilité limitée, Id. Nat. 6-118-N03187K', tax_id: 'NIF A1403187Q', registration_country: 'RDC' }),
      ],
      [
        rec({ name: 'Katanga Restauration Minière SARL', registration_id: 'CD/LSH/RCCM/17-B-04452', registration_country: 'CD', tax_id: 'A1704452H', address: '412, Avenue Likasi, Commune de Lubumbashi, Haut-Katanga' }),
        rec({ company_name: 'KATANGA RESTAURATION MINIERE SARL', company_number: 'RCCM 17-B-04452 LSH', address: '412 AV LIKASI LUBUMBASHI' }),
        rec({ name: 'Katanga Restauration Minière, SARL (filiale catering), Id. Nat. 6-118-N04452M', tax_id: 'NIF A1704452H', registration_country: 'RDC' }),
      ],
      [
        rec({ name: 'Katanga Services Miniers et Transport SARL', registration_id: 'CD/KZI/RCCM/15-B-00391', registration_country: 'CD', tax_id: 'A1500391C', address: '27, Route de Likasi, Quartier Joli Site, Kolwezi, Lualaba' }),
        rec({ company_name: 'KATANGA SERV MINIERS ET TRANSPORT SARL', company_number: 'RCCM 15-B-00391 KZI', address: '27 RTE DE LIKASI KOLWEZI' }),
        rec({ name: 'Katanga Services Miniers et Transport, SARL (Kolwezi), Id. Nat. 14-H5300-N00391W', tax_id: 'NIF A1500391C', registration_country: 'RDC' }),
      ],
    ],
  },
  {
    // A Monrovia logistics company, the rubber-trading company its owners formed at one address, and a near-namesake
    // in Buchanan.
    kind: 'Liberian companies by registration number and TIN',
    variants: [
      [
        rec({ name: 'Mesurado Freight & Logistics Inc.', registration_id: '0182745', registration_country: 'LR', tax_id: '500371846', address: 'UN Drive, Bushrod Island, Monrovia' }),
        rec({ company_name: 'MESURADO FREIGHT AND LOGISTICS INC', company_number: 'LBR 0182745', address: 'UN DRIVE BUSHROD ISLAND MONROVIA' }),
        rec({ name: 'Mesurado Freight & Logistics, Incorporated (Liberia)', tax_id: 'LRA TIN 500371846', registration_country: 'Liberia' }),
      ],
      [
        rec({ name: 'Mesurado Rubber Trading Inc.', registration_id: '0219033', registration_country: 'LR', tax_id: '500412907', address: 'UN Drive, Bushrod Island, Monrovia' }),
        rec({ company_name: 'MESURADO RUBBER TRADING INC', company_number: 'LBR 0219033', address: 'UN DRIVE BUSHROD ISLAND MONROVIA' }),
        rec({ name: 'Mesurado Rubber Trading, Incorporated (sister company)', tax_id: 'LRA TIN 500412907', registration_country: 'Liberia' }),
      ],
      [
        rec({ name: 'Mesurado Freight Services Inc.', registration_id: '0164408', registration_country: 'LR', tax_id: '500298115', address: 'Tubman Street, Buchanan, Grand Bassa County' }),
        rec({ company_name: 'MESURADO FREIGHT SERVICES INC', company_number: 'LBR 0164408', address: 'TUBMAN ST BUCHANAN GRAND BASSA' }),
        rec({ name: 'Mesurado Freight Services, Incorporated (Buchanan)', tax_id: 'LRA TIN 500298115', registration_country: 'Liberia' }),
      ],
    ],
  },
  {
    // An Antananarivo vanilla exporter, its packing SARL at one address, and a look-alike SARL in Sambava.
    kind: 'Malagasy SARL by NIF and STAT',
    variants: [
      [
        rec({ name: 'Vanille Grand Nord SARL', registration_id: 'RCS Antananarivo 2012 B 00734', registration_country: 'MG', tax_id: '2000734516', address: 'Lot II J 161 Ivandry, 101 Antananarivo' }),
        rec({ company_name: 'VANILLE GRAND NORD SARL', company_number: '2012B00734', address: 'LOT IIJ161 IVANDRY ANTANANARIVO' }),
        rec({ name: 'Vanille Grand Nord, société à responsabilité limitée, STAT 46203 11 2012 0 10734', tax_id: 'NIF 2000 734 516', registration_country: 'Madagascar' }),
      ],
      [
        rec({ name: 'Vanille Grand Nord Conditionnement SARL', registration_id: 'RCS Antananarivo 2016 B 01288', registration_country: 'MG', tax_id: '4001288093', address: 'Lot II J 161 Ivandry, 101 Antananarivo' }),
        rec({ company_name: 'VANILLE GRAND NORD CONDITIONNEMENT SARL', company_number: '2016B01288', address: 'LOT IIJ161 IVANDRY ANTANANARIVO' }),
        rec({ name: 'Vanille Grand Nord Conditionnement, SARL (unité d\'emballage), STAT 82920 11 2016 0 11288', tax_id: 'NIF 4001 288 093', registration_country: 'Madagascar' }),
      ],
      [
        rec({ name: 'Vanille du Grand Nord SARL', registration_id: 'RCS Antsiranana 2014 B 00152', registration_country: 'MG', tax_id: '3000152477', address: 'Route d\'Antalaha, Sambava, SAVA' }),
        rec({ company_name: 'VANILLE DU GRAND NORD SARL', company_number: '2014B00152', address: 'RTE D ANTALAHA SAMBAVA' }),
        rec({ name: 'Vanille du Grand Nord, SARL (Sambava), STAT 46203 71 2014 0 00152', tax_id: 'NIF 3000 152 477', registration_country: 'Madagascar' }),
      ],
    ],
  },
  {
    // A Valencian citrus cooperative, the second-degree cooperative it formed with others at one address, and a
    // near-namesake cooperative in Murcia.
    kind: 'Spanish cooperatives by NIF',
    variants: [
      [
        rec({ name: 'Cooperativa Agrícola Sant Bernat, Coop. V.', registration_id: 'CV-1823', registration_country: 'ES', vat_number: 'ESF46173829', address: 'Camí de la Font, 14, 46260 Alberic, València' }),
        rec({ company_name: 'COOP AGRICOLA SANT BERNAT COOP V', company_number: 'NIF F46173829', address: 'CAMI DE LA FONT 14 ALBERIC' }),
        rec({ name: 'Cooperativa Agrícola Sant Bernat, Cooperativa Valenciana (sociedad cooperativa)', tax_id: 'F-46173829', registration_country: 'España' }),
      ],
      [
        rec({ name: 'Cítricos Sant Bernat Segundo Grado, Coop. V.', registration_id: 'CV-2591', registration_country: 'ES', vat_number: 'ESF46209540', address: 'Camí de la Font, 14, 46260 Alberic, València' }),
        rec({ company_name: 'CITRICOS SANT BERNAT 2 GRADO COOP V', company_number: 'NIF F46209540', address: 'CAMI DE LA FONT 14 ALBERIC' }),
        rec({ name: 'Cítrics Sant Bernat de Segon Grau, Cooperativa Valenciana', tax_id: 'F-46209540', registration_country: 'España' }),
      ],
      [
        rec({ name: 'Sociedad Cooperativa Agrícola San Bernardo', registration_id: 'MU-0417', registration_country: 'ES', vat_number: 'ESF14830277', address: 'Carretera de Mula, km 3, 30500 Molina de Segura, Murcia' }),
        rec({ company_name: 'S COOP AGRICOLA SAN BERNARDO', company_number: 'NIF F14830277', address: 'CTRA DE MULA KM 3 MOLINA DE SEGURA' }),
        rec({ name: 'Cooperativa Agrícola San Bernardo, S. Coop. (Molina de Segura)', tax_id: 'F-14830277', registration_country: 'España' }),
      ],
    ],
  },
  {
    // A Bergamo social cooperative (type A), the type-B cooperative it formed at one address, and a look-alike
    // cooperative in Brescia.
    kind: 'Italian social cooperatives by partita IVA and REA',
    variants: [
      [
        rec({ name: 'Il Girasole Società Cooperativa Sociale Onlus', registration_id: 'BG-412873', registration_country: 'IT', vat_number: 'IT03812470163', address: 'Via Borgo Palazzo 88, 24125 Bergamo' }),
        rec({ company_name: 'IL GIRASOLE SOC COOP SOCIALE ONLUS', company_number: 'REA BG 412873', address: 'VIA BORGO PALAZZO 88 BERGAMO' }),
        rec({ name: 'Cooperativa Sociale Il Girasole (tipo A), P.IVA 03812470163', tax_id: '03812470163', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Il Girasole Lavoro Società Cooperativa Sociale', registration_id: 'BG-418209', registration_country: 'IT', vat_number: 'IT03812470171', address: 'Via Borgo Palazzo 88, 24125 Bergamo' }),
        rec({ company_name: 'IL GIRASOLE LAVORO SOC COOP SOCIALE', company_number: 'REA BG 418209', address: 'VIA BORGO PALAZZO 88 BERGAMO' }),
        rec({ name: 'Cooperativa Sociale Il Girasole Lavoro (tipo B, inserimento lavorativo), P.IVA 03812470171', tax_id: '03812470171', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Girasole Società Cooperativa Sociale', registration_id: 'BS-397614', registration_country: 'IT', vat_number: 'IT02719630150', address: 'Via Milano 105, 25126 Brescia' }),
        rec({ company_name: 'GIRASOLE SOC COOP SOCIALE', company_number: 'REA BS 397614', address: 'VIA MILANO 105 BRESCIA' }),
        rec({ name: 'Cooperativa Sociale Girasole (Brescia), P.IVA 02719630150', tax_id: '02719630150', registration_country: 'Italia' }),
      ],
    ],
  },
  {
    // A Utrecht bicycle-repair v.o.f., one partner's eenmanszaak at the workshop, and a look-alike v.o.f. in Zwolle.
    kind: 'Dutch v.o.f. and eenmanszaak by KvK number',
    variants: [
      [
        rec({ name: 'Fietsmakerij De Spaak V.O.F.', registration_id: '71829364', registration_country: 'NL', vat_number: 'NL859204113B01', address: 'Twijnstraat 41, 3511 ZK Utrecht' }),
        rec({ company_name: 'FIETSMAKERIJ DE SPAAK VOF', company_number: 'KVK 71829364', address: 'TWIJNSTRAAT 41 UTRECHT' }),
        rec({ name: 'Fietsmakerij De Spaak, vennootschap onder firma (general partnership)', tax_id: 'NL859204113B01', registration_country: 'Nederland' }),
      ],
      [
        rec({ name: 'De Spaak Fietsverhuur (eenmanszaak J. Bosman)', registration_id: '80472915', registration_country: 'NL', vat_number: 'NL004187263B71', address: 'Twijnstraat 41, 3511 ZK Utrecht' }),
        rec({ company_name: 'DE SPAAK FIETSVERHUUR', company_number: 'KVK 80472915', address: 'TWIJNSTRAAT 41 UTRECHT' }),
        rec({ name: 'De Spaak Fietsverhuur, sole proprietorship of J. Bosman', tax_id: 'NL004187263B71', registration_country: 'Nederland' }),
      ],
      [
        rec({ name: 'Fietsenmakerij De Spaak V.O.F.', registration_id: '64190382', registration_country: 'NL', vat_number: 'NL855712908B01', address: 'Assendorperstraat 120, 8012 DL Zwolle' }),
        rec({ company_name: 'FIETSENMAKERIJ DE SPAAK VOF', company_number: 'KVK 64190382', address: 'ASSENDORPERSTRAAT 120 ZWOLLE' }),
        rec({ name: 'Fietsenmakerij De Spaak, vennootschap onder firma (Zwolle)', tax_id: 'NL855712908B01', registration_country: 'Nederland' }),
      ],
    ],
  },
  {
    // A Novi Sad software d.o.o., the outsourcing d.o.o. its founders formed at one address, and a near-namesake in
    // Niš.
    kind: 'Serbian d.o.o. by matični broj and PIB',
    variants: [
      [
        rec({ name: 'Dunav Softver d.o.o. Novi Sad', registration_id: '21047367', registration_country: 'RS', tax_id: '109543212', address: 'Bulevar oslobođenja 30a, 21000 Novi Sad' }),
        rec({ company_name: 'DUNAV SOFTVER DOO NOVI SAD', company_number: 'MB 21047367', address: 'BULEVAR OSLOBODJENJA 30A NOVI SAD' }),
        rec({ name: 'Дунав Софтвер д.о.о. Нови Сад (društvo s ograničenom odgovornošću)', tax_id: 'PIB 109543212', registration_country: 'Srbija' }),
      ],
      [
        rec({ name: 'Dunav Softver Outsourcing d.o.o. Novi Sad', registration_id: '21198403', registration_country: 'RS', tax_id: '112378469', address: 'Bulevar oslobođenja 30a, 21000 Novi Sad' }),
        rec({ company_name: 'DUNAV SOFTVER OUTSOURCING DOO', company_number: 'MB 21198403', address: 'BULEVAR OSLOBODJENJA 30A NOVI SAD' }),
        rec({ name: 'Дунав Софтвер Аутсорсинг д.о.о. (povezano društvo)', tax_id: 'PIB 112378469', registration_country: 'Srbija' }),
      ],
      [
        rec({ name: 'Dunav Soft d.o.o. Niš', registration_id: '20873158', registration_country: 'RS', tax_id: '101875337', address: 'Obrenovićeva 12, 18000 Niš' }),
        rec({ company_name: 'DUNAV SOFT DOO NIS', company_number: 'MB 20873158', address: 'OBRENOVICEVA 12 NIS' }),
        rec({ name: 'Дунав Софт д.о.о. Ниш', tax_id: 'PIB 101875337', registration_country: 'Srbija' }),
      ],
    ],
  },
  {
    // A Lagos staff multipurpose cooperative society, its thrift and credit cooperative registered apart at one
    // address, and a look-alike society in Ibadan.
    kind: 'Nigerian cooperative societies by state registration number',
    variants: [
      [
        rec({ name: 'Ikeja Traders Multipurpose Cooperative Society Limited', registration_id: 'LSCS/2011/1187', registration_country: 'NG', address: '14 Obafemi Awolowo Way, Ikeja, Lagos' }),
        rec({ company_name: 'IKEJA TRADERS MULTIPURPOSE COOP SOC LTD', company_number: 'LSCS 2011 1187', address: '14 OBAFEMI AWOLOWO WAY IKEJA' }),
        rec({ name: 'Ẹgbẹ Alajọṣepọ Oniṣowo Ikeja (Ikeja Traders Multipurpose Co-operative Society Ltd)', registration_id: 'Reg. No. LSCS/2011/1187', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ikeja Traders Thrift and Credit Cooperative Society Limited', registration_id: 'LSCS/2015/2904', registration_country: 'NG', address: '14 Obafemi Awolowo Way, Ikeja, Lagos' }),
        rec({ company_name: 'IKEJA TRADERS THRIFT & CREDIT COOP SOC LTD', company_number: 'LSCS 2015 2904', address: '14 OBAFEMI AWOLOWO WAY IKEJA' }),
        rec({ name: 'Ẹgbẹ Ajọ Ifowopamọ Oniṣowo Ikeja (Ikeja Traders Thrift & Credit Co-op Society Ltd)', registration_id: 'Reg. No. LSCS/2015/2904', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Ibadan Traders Multipurpose Cooperative Society Limited', registration_id: 'OYCS/2012/0842', registration_country: 'NG', address: '7 Gbadamosi Street, Dugbe, Ibadan' }),
        rec({ company_name: 'IBADAN TRADERS MULTIPURPOSE COOP SOC LTD', company_number: 'OYCS 2012 0842', address: '7 GBADAMOSI ST DUGBE IBADAN' }),
        rec({ name: 'Ẹgbẹ Alajọṣepọ Oniṣowo Ibadan (Ibadan Traders Multipurpose Co-operative Society Ltd)', registration_id: 'Reg. No. OYCS/2012/0842', registration_country: 'Nigeria' }),
      ],
    ],
  },
];
