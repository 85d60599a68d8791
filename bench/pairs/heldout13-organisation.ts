// Held-out pair set 13, organisation (see bench/pairs/heldout13.ts): Botswana companies by CIPA UIN, Mauritian
// companies by BRN, Moroccan SARL by ICE and RC, Ivorian SARL by RCCM and NCC, Dutch coöperatie U.A. by KvK and RSIN,
// Icelandic ehf. by kennitala, German Partnerschaftsgesellschaft mbB by PR number, and South African personal
// liability companies (Inc.) by their 21-suffix registration number; each as a register, gazette or official-journal
// extract, a supplier master or customs-agent line in caps, and a third source (an English or French gloss, an
// invoice footer, a letterhead, a tender award notice). All the companies, co-operatives and firms are invented;
// numbers are the shape real ones have, the Dutch RSIN and the Icelandic kennitala check digits computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION13: readonly Family[] = [
  {
    // A Gaborone freight company, its cold-storage company at one address, and a look-alike in Francistown.
    kind: 'Botswana companies by CIPA UIN',
    variants: [
      [
        rec({ name: 'Kgalagadi Freight Solutions (Pty) Ltd', registration_id: 'BW00001482736', registration_country: 'BW', tax_id: 'C04718352', address: 'Plot 20581, Block 3 Industrial, Gaborone' }),
        rec({ company_name: 'KGALAGADI FREIGHT SOLUTIONS PTY LTD', company_number: 'BW00001482736', address: 'PLOT 20581 BLOCK 3 IND GABORONE' }),
        rec({ name: 'Kgalagadi Freight Solutions (Proprietary) Limited (UIN BW00001482736)', tax_id: 'TIN C04718352', registration_country: 'Botswana' }),
      ],
      [
        rec({ name: 'Kgalagadi Freight Cold Storage (Pty) Ltd', registration_id: 'BW00002217409', registration_country: 'BW', tax_id: 'C05120967', address: 'Plot 20581, Block 3 Industrial, Gaborone' }),
        rec({ company_name: 'KGALAGADI FREIGHT COLD STORAGE PTY LTD', company_number: 'BW00002217409', address: 'PLOT 20581 BLOCK 3 IND GABORONE' }),
        rec({ name: 'Kgalagadi Freight Cold Storage (Proprietary) Limited (UIN BW00002217409)', tax_id: 'TIN C05120967', registration_country: 'Botswana' }),
      ],
      [
        rec({ name: 'Kgalagadi Freight & Logistics (Pty) Ltd', registration_id: 'BW00000936518', registration_country: 'BW', tax_id: 'C03391846', address: 'Plot 1147, Light Industrial, Francistown' }),
        rec({ company_name: 'KGALAGADI FREIGHT AND LOGISTICS PTY LTD', company_number: 'BW00000936518', address: 'PLOT 1147 LIGHT IND FRANCISTOWN' }),
        rec({ name: 'Kgalagadi Freight & Logistics (Proprietary) Limited (UIN BW00000936518)', tax_id: 'TIN C03391846', registration_country: 'Botswana' }),
      ],
    ],
  },
  {
    // A Port Louis textile company, its export-oriented subsidiary at one address, and a look-alike in Curepipe.
    kind: 'Mauritian companies by BRN',
    variants: [
      [
        rec({ name: 'Île Maurice Knitwear Ltd', registration_id: 'C07061245', registration_country: 'MU', vat_number: 'VAT20318465', address: '14 Royal Road, GRNW, Port Louis' }),
        rec({ company_name: 'ILE MAURICE KNITWEAR LTD', company_number: 'C07061245', address: '14 ROYAL RD GRNW PORT LOUIS' }),
        rec({ name: 'Ile Maurice Knitwear Limited (BRN C07061245)', vat_number: 'VAT 20318465', registration_country: 'Mauritius' }),
      ],
      [
        rec({ name: 'Île Maurice Knitwear Export Ltd', registration_id: 'C11098372', registration_country: 'MU', vat_number: 'VAT27554019', address: '14 Royal Road, GRNW, Port Louis' }),
        rec({ company_name: 'ILE MAURICE KNITWEAR EXPORT LTD', company_number: 'C11098372', address: '14 ROYAL RD GRNW PORT LOUIS' }),
        rec({ name: 'Ile Maurice Knitwear Export Limited (BRN C11098372)', vat_number: 'VAT 27554019', registration_country: 'Mauritius' }),
      ],
      [
        rec({ name: 'Maurice Knitwear Co. Ltd', registration_id: 'C09084417', registration_country: 'MU', vat_number: 'VAT24180736', address: 'Royal Road, Forest Side, Curepipe' }),
        rec({ company_name: 'MAURICE KNITWEAR CO LTD', company_number: 'C09084417', address: 'ROYAL RD FOREST SIDE CUREPIPE' }),
        rec({ name: 'Maurice Knitwear Company Limited (BRN C09084417)', vat_number: 'VAT 24180736', registration_country: 'Mauritius' }),
      ],
    ],
  },
  {
    // A Casablanca argan-oil SARL, its one-member export SARL AU at one address, and a look-alike SARL in Agadir.
    kind: 'Moroccan SARL by ICE and RC',
    variants: [
      [
        rec({ name: 'Argane Atlas Distribution SARL', registration_id: 'RC Casablanca 384127', registration_country: 'MA', tax_id: '001842736000058', address: '112, Boulevard Zerktouni, 20040 Casablanca' }),
        rec({ company_name: 'ARGANE ATLAS DISTRIBUTION SARL', company_number: '384127', tax_id: 'ICE 001842736000058', address: '112 BD ZERKTOUNI CASABLANCA' }),
        rec({ name: 'شركة أرغان أطلس للتوزيع ش.م.م (Argane Atlas Distribution)', tax_id: '001842736000058', registration_country: 'Maroc' }),
      ],
      [
        rec({ name: 'Argane Atlas Export SARL AU', registration_id: 'RC Casablanca 451809', registration_country: 'MA', tax_id: '002317495000021', address: '112, Boulevard Zerktouni, 20040 Casablanca' }),
        rec({ company_name: 'ARGANE ATLAS EXPORT SARL AU', company_number: '451809', tax_id: 'ICE 002317495000021', address: '112 BD ZERKTOUNI CASABLANCA' }),
        rec({ name: 'شركة أرغان أطلس للتصدير ش.م.م ذات الشريك الوحيد (Argane Atlas Export)', tax_id: '002317495000021', registration_country: 'Maroc' }),
      ],
      [
        rec({ name: 'Argan Atlas Souss SARL', registration_id: 'RC Agadir 29573', registration_country: 'MA', tax_id: '001506283000044', address: 'Lot 88, Zone Industrielle Tassila, 80000 Agadir' }),
        rec({ company_name: 'ARGAN ATLAS SOUSS SARL', company_number: '29573', tax_id: 'ICE 001506283000044', address: 'LOT 88 ZI TASSILA AGADIR' }),
        rec({ name: 'شركة أرغان أطلس سوس ش.م.م (Argan Atlas Souss)', tax_id: '001506283000044', registration_country: 'Maroc' }),
      ],
    ],
  },
  {
    // An Abidjan cocoa trading SARL, its transport SARL at one address, and a look-alike SARL in San-Pédro.
    kind: 'Ivorian SARL by RCCM and NCC',
    variants: [
      [
        rec({ name: 'Cacao Lagunes Négoce SARL', registration_id: 'CI-ABJ-2016-B-14872', registration_country: 'CI', tax_id: '1624518 K', address: 'Zone 4C, Rue du Dr Blanchard, Marcory, Abidjan' }),
        rec({ company_name: 'CACAO LAGUNES NEGOCE SARL', company_number: 'CI-ABJ-2016-B-14872', address: 'ZONE 4C MARCORY ABIDJAN' }),
        rec({ name: 'Cacao Lagunes Négoce (RCCM CI-ABJ-2016-B-14872)', tax_id: 'NCC 1624518K', registration_country: "Côte d'Ivoire" }),
      ],
      [
        rec({ name: 'Cacao Lagunes Transport SARL', registration_id: 'CI-ABJ-2019-B-08311', registration_country: 'CI', tax_id: '1907362 F', address: 'Zone 4C, Rue du Dr Blanchard, Marcory, Abidjan' }),
        rec({ company_name: 'CACAO LAGUNES TRANSPORT SARL', company_number: 'CI-ABJ-2019-B-08311', address: 'ZONE 4C MARCORY ABIDJAN' }),
        rec({ name: 'Cacao Lagunes Transport (RCCM CI-ABJ-2019-B-08311)', tax_id: 'NCC 1907362F', registration_country: "Côte d'Ivoire" }),
      ],
      [
        rec({ name: 'Cacao des Lagunes SARL', registration_id: 'CI-SPD-2014-B-00527', registration_country: 'CI', tax_id: '1418846 R', address: 'Quartier Bardot, San-Pédro' }),
        rec({ company_name: 'CACAO DES LAGUNES SARL', company_number: 'CI-SPD-2014-B-00527', address: 'BARDOT SAN PEDRO' }),
        rec({ name: 'Cacao des Lagunes (RCCM CI-SPD-2014-B-00527)', tax_id: 'NCC 1418846R', registration_country: "Côte d'Ivoire" }),
      ],
    ],
  },
  {
    // A Westland growers' co-operative, its marketing B.V. at one address, and a look-alike co-operative in Limburg.
    kind: 'Dutch coöperatie U.A. by KvK and RSIN',
    variants: [
      [
        rec({ name: 'Coöperatie Westlandse Kwekers U.A.', registration_id: '27318854', registration_country: 'NL', vat_number: 'NL862144371B01', address: 'Middel Broekweg 29, 2675 KB Honselersdijk' }),
        rec({ company_name: 'COOP WESTLANDSE KWEKERS UA', company_number: '27318854', address: 'MIDDEL BROEKWEG 29 HONSELERSDIJK' }),
        rec({ name: 'Westland Growers Co-operative (Coöperatie Westlandse Kwekers U.A.)', vat_number: 'NL 8621.44.371.B01', registration_country: 'Netherlands' }),
      ],
      [
        rec({ name: 'Westlandse Kwekers Afzet B.V.', registration_id: '27412960', registration_country: 'NL', vat_number: 'NL863077158B01', address: 'Middel Broekweg 29, 2675 KB Honselersdijk' }),
        rec({ company_name: 'WESTLANDSE KWEKERS AFZET BV', company_number: '27412960', address: 'MIDDEL BROEKWEG 29 HONSELERSDIJK' }),
        rec({ name: 'Westland Growers Marketing B.V. (Westlandse Kwekers Afzet)', vat_number: 'NL 8630.77.158.B01', registration_country: 'Netherlands' }),
      ],
      [
        rec({ name: 'Coöperatie Limburgse Kwekers U.A.', registration_id: '14087235', registration_country: 'NL', vat_number: 'NL855120988B01', address: 'Venrayseweg 126, 5928 RH Venlo' }),
        rec({ company_name: 'COOP LIMBURGSE KWEKERS UA', company_number: '14087235', address: 'VENRAYSEWEG 126 VENLO' }),
        rec({ name: 'Limburg Growers Co-operative (Coöperatie Limburgse Kwekers U.A.)', vat_number: 'NL 8551.20.988.B01', registration_country: 'Netherlands' }),
      ],
    ],
  },
  {
    // A Reykjavík seafood exporter ehf., its processing hf. at one address, and a look-alike ehf. in Akureyri.
    kind: 'Icelandic ehf. by kennitala',
    variants: [
      [
        rec({ name: 'Norðurljós Sjávarafurðir ehf.', registration_id: '6109142680', registration_country: 'IS', vat_number: '118452', address: 'Grandagarður 16, 101 Reykjavík' }),
        rec({ company_name: 'NORDURLJOS SJAVARAFURDIR EHF', company_number: '610914-2680', address: 'GRANDAGARDUR 16 REYKJAVIK' }),
        rec({ name: 'Nordurljos Seafood Ltd (Norðurljós Sjávarafurðir ehf., kt. 610914-2680)', vat_number: 'VSK 118452', registration_country: 'Iceland' }),
      ],
      [
        rec({ name: 'Norðurljós Vinnsla hf.', registration_id: '5003153180', registration_country: 'IS', vat_number: '121907', address: 'Grandagarður 16, 101 Reykjavík' }),
        rec({ company_name: 'NORDURLJOS VINNSLA HF', company_number: '500315-3180', address: 'GRANDAGARDUR 16 REYKJAVIK' }),
        rec({ name: 'Nordurljos Processing plc (Norðurljós Vinnsla hf., kt. 500315-3180)', vat_number: 'VSK 121907', registration_country: 'Iceland' }),
      ],
      [
        rec({ name: 'Norðurljós Fiskur ehf.', registration_id: '4912102490', registration_country: 'IS', vat_number: '104286', address: 'Hjalteyrargata 4, 600 Akureyri' }),
        rec({ company_name: 'NORDURLJOS FISKUR EHF', company_number: '491210-2490', address: 'HJALTEYRARGATA 4 AKUREYRI' }),
        rec({ name: 'Nordurljos Fish Ltd (Norðurljós Fiskur ehf., kt. 491210-2490)', vat_number: 'VSK 104286', registration_country: 'Iceland' }),
      ],
    ],
  },
  {
    // An Essen tax-advisers' PartG mbB, the same partners' audit GmbH at one address, and a look-alike PartG in Bochum.
    kind: 'German Partnerschaftsgesellschaft mbB by PR number',
    variants: [
      [
        rec({ name: 'Brenner Kowalczyk Steuerberater PartG mbB', registration_id: 'PR 2417', registration_country: 'DE', vat_number: 'DE318274655', address: 'Rüttenscheider Straße 144, 45131 Essen' }),
        rec({ company_name: 'BRENNER KOWALCZYK STEUERBERATER PARTGMBB', company_number: 'AG ESSEN PR 2417', address: 'RUETTENSCHEIDER STR 144 ESSEN' }),
        rec({ name: 'Brenner Kowalczyk Tax Advisers (Partnerschaftsgesellschaft mit beschränkter Berufshaftung)', vat_number: 'DE 318 274 655', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Brenner Kowalczyk Wirtschaftsprüfungsgesellschaft mbH', registration_id: 'HRB 30518', registration_country: 'DE', vat_number: 'DE326190847', address: 'Rüttenscheider Straße 144, 45131 Essen' }),
        rec({ company_name: 'BRENNER KOWALCZYK WPG MBH', company_number: 'AG ESSEN HRB 30518', address: 'RUETTENSCHEIDER STR 144 ESSEN' }),
        rec({ name: 'Brenner Kowalczyk Audit GmbH (Wirtschaftsprüfungsgesellschaft)', vat_number: 'DE 326 190 847', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Brenner & Kowalski Steuerberater PartG mbB', registration_id: 'PR 1186', registration_country: 'DE', vat_number: 'DE294618302', address: 'Kortumstraße 71, 44787 Bochum' }),
        rec({ company_name: 'BRENNER UND KOWALSKI STEUERBERATER PARTGMBB', company_number: 'AG ESSEN PR 1186', address: 'KORTUMSTR 71 BOCHUM' }),
        rec({ name: 'Brenner & Kowalski Tax Advisers (Partnerschaftsgesellschaft mit beschränkter Berufshaftung)', vat_number: 'DE 294 618 302', registration_country: 'Germany' }),
      ],
    ],
  },
  {
    // A Durban attorneys' Inc., the same directors' conveyancing (Pty) Ltd at one address, and a look-alike Inc. in Pietermaritzburg.
    kind: 'South African personal liability companies (Inc.)',
    variants: [
      [
        rec({ name: 'Mthembu Naidoo Attorneys Incorporated', registration_id: '2011/118524/21', registration_country: 'ZA', vat_number: '4710263845', address: '33 Kingsmead Boulevard, Stamford Hill, Durban 4001' }),
        rec({ company_name: 'MTHEMBU NAIDOO ATTORNEYS INC', company_number: '2011/118524/21', address: '33 KINGSMEAD BLVD DURBAN' }),
        rec({ name: 'Mthembu Naidoo Inc. (Attorneys, Notaries & Conveyancers)', vat_number: 'VAT No. 4710263845', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Mthembu Naidoo Conveyancing (Pty) Ltd', registration_id: '2015/402617/07', registration_country: 'ZA', vat_number: '4280317564', address: '33 Kingsmead Boulevard, Stamford Hill, Durban 4001' }),
        rec({ company_name: 'MTHEMBU NAIDOO CONVEYANCING PTY LTD', company_number: '2015/402617/07', address: '33 KINGSMEAD BLVD DURBAN' }),
        rec({ name: 'Mthembu Naidoo Conveyancing Proprietary Limited', vat_number: 'VAT No. 4280317564', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Mthembu & Naidu Attorneys Incorporated', registration_id: '2008/021947/21', registration_country: 'ZA', vat_number: '4930184726', address: '245 Chief Albert Luthuli Street, Pietermaritzburg 3201' }),
        rec({ company_name: 'MTHEMBU AND NAIDU ATTORNEYS INC', company_number: '2008/021947/21', address: '245 CHIEF ALBERT LUTHULI ST PMB' }),
        rec({ name: 'Mthembu & Naidu Inc. (Attorneys, Notaries & Conveyancers)', vat_number: 'VAT No. 4930184726', registration_country: 'South Africa' }),
      ],
    ],
  },
];
