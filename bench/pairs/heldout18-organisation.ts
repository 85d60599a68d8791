// Held-out pair set 18, organisation (see bench/pairs/heldout18.ts): South African minibus-taxi associations by PRE
// and NPC number, Kenyan political parties by ORPP certificate, South African funeral parlours and burial societies by
// CIPC and FSP number, Kenyan private clinics by KMPDC licence and company number, Ghanaian co-operative credit unions
// by CUA registration, Polish foundations and associations by KRS, NIP and REGON, Austrian associations (Vereine) by
// ZVR number, and Portuguese IPSS (social-solidarity institutions) by NIPC; each as a register, gazette or licence
// list extract, a supplier-master, bank or tender-award line in caps, and a third source (a Zulu, Swahili, Twi,
// Polish, German or Portuguese gloss of the body, a letterhead, an invoice footer). Every organisation is invented.
// Numbers have the shape real ones have; the Polish NIP and REGON check digits and the Portuguese NIPC check digit are
// computed; CIPC, PRE, FSP, ORPP, KMPDC, KRA PIN, Kenyan company, CUA, Ghana TIN, KRS and ZVR numbers are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION18: readonly Family[] = [
  {
    // A Soweto minibus-taxi association, the rank-management company its members formed at one address, and a
    // near-namesake association in Tshwane.
    kind: 'South African taxi associations by PRE and NPC number',
    variants: [
      [
        rec({ name: 'Orlando Long Distance Taxi Association NPC', registration_id: '2009/017734/08', registration_country: 'ZA', tax_id: '9381207714', address: '1 Klipspruit Valley Road, Orlando East, Soweto, 1804' }),
        rec({ company_name: 'ORLANDO LONG DIST TAXI ASSOC NPC', company_number: 'PRE GP/TA/0417', address: '1 KLIPSPRUIT VALLEY RD ORLANDO EAST SOWETO' }),
        rec({ name: 'Inhlangano Yamatekisi Yase-Orlando (Orlando Long Distance Taxi Association)', registration_id: '2009/017734/08', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Orlando Taxi Rank Management (Pty) Ltd', registration_id: '2014/226019/07', registration_country: 'ZA', tax_id: '9517734260', address: '1 Klipspruit Valley Road, Orlando East, Soweto, 1804' }),
        rec({ company_name: 'ORLANDO TAXI RANK MANAGEMENT PTY LTD', company_number: '2014/226019/07', address: '1 KLIPSPRUIT VALLEY RD ORLANDO EAST SOWETO' }),
        rec({ name: 'Orlando Taxi Rank Management, private company owned by association members', tax_id: '9517734260', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Orlando Stars Taxi Association NPC', registration_id: '2011/104582/08', registration_country: 'ZA', tax_id: '9204458813', address: '55 Bosman Street, Pretoria Central, 0002' }),
        rec({ company_name: 'ORLANDO STARS TAXI ASSOC NPC', company_number: 'PRE GP/TA/0733', address: '55 BOSMAN ST PRETORIA' }),
        rec({ name: 'Inhlangano Yamatekisi i-Orlando Stars (Tshwane)', registration_id: '2011/104582/08', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Kenyan political party, the foundation it registered as a company limited by guarantee at its headquarters,
    // and a near-namesake party registered apart.
    kind: 'Kenyan political parties by ORPP certificate',
    variants: [
      [
        rec({ name: 'Mwangaza Democratic Party of Kenya', registration_id: 'ORPP/CR/PP/041', registration_country: 'KE', tax_id: 'P051728346K', address: 'Ngong Road, Kilimani, P.O. Box 41872-00100, Nairobi' }),
        rec({ company_name: 'MWANGAZA DEMOCRATIC PARTY OF KENYA (MDP-K)', company_number: 'ORPP CR PP 041', address: 'NGONG RD KILIMANI NAIROBI' }),
        rec({ name: 'Chama cha Kidemokrasia cha Mwangaza Kenya (MDP-K), cheti cha usajili Na. 41', tax_id: 'P051728346K', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Mwangaza Democracy Foundation', registration_id: 'CLG-2V8K4Q', registration_country: 'KE', tax_id: 'P052193875Q', address: 'Ngong Road, Kilimani, P.O. Box 41872-00100, Nairobi' }),
        rec({ company_name: 'MWANGAZA DEMOCRACY FOUNDATION CLG', company_number: 'CLG-2V8K4Q', address: 'NGONG RD KILIMANI NAIROBI' }),
        rec({ name: 'Wakfu wa Demokrasia Mwangaza (company limited by guarantee, the party\'s think-tank)', tax_id: 'P052193875Q', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Mwangaza People\'s Party', registration_id: 'ORPP/CR/PP/087', registration_country: 'KE', tax_id: 'P051904412M', address: 'Oginga Odinga Street, P.O. Box 1290-40100, Kisumu' }),
        rec({ company_name: 'MWANGAZA PEOPLES PARTY (MPP)', company_number: 'ORPP CR PP 087', address: 'OGINGA ODINGA ST KISUMU' }),
        rec({ name: 'Chama cha Watu cha Mwangaza (MPP), Kisumu', tax_id: 'P051904412M', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // An Mthatha funeral parlour, the burial society it administers (registered and licensed apart) at one address,
    // and a near-namesake parlour in Butterworth.
    kind: 'South African funeral parlours and burial societies by FSP number',
    variants: [
      [
        rec({ name: 'Ilitha Funeral Services (Pty) Ltd', registration_id: '2006/031187/07', registration_country: 'ZA', tax_id: '4120318876', address: '22 Sutherland Street, Mthatha, 5099' }),
        rec({ company_name: 'ILITHA FUNERAL SERVICES PTY LTD', company_number: 'FSP 38812', address: '22 SUTHERLAND ST MTHATHA' }),
        rec({ name: 'Ilitha Funeral Parlour (Pty) Ltd — an authorised financial services provider, FSP No. 38812', registration_id: '2006/031187/07', registration_country: 'RSA' }),
      ],
      [
        rec({ name: 'Ilitha Burial Society', registration_id: 'FSP 41907', registration_country: 'ZA', tax_id: '9312094471', address: '22 Sutherland Street, Mthatha, 5099' }),
        rec({ company_name: 'ILITHA BURIAL SOCIETY', company_number: 'FSP 41907', address: '22 SUTHERLAND ST MTHATHA' }),
        rec({ name: 'Umbutho Wokungcwaba i-Ilitha (Ilitha Burial Society), administered by Ilitha Funeral Services', registration_id: 'FSP 41907', registration_country: 'RSA' }),
      ],
      [
        rec({ name: 'Ilitha Lethu Funeral Home CC', registration_id: '2001/052744/23', registration_country: 'ZA', tax_id: '4597052741', address: '8 High Street, Butterworth, 4960' }),
        rec({ company_name: 'ILITHA LETHU FUNERAL HOME CC', company_number: 'FSP 29405', address: '8 HIGH ST BUTTERWORTH' }),
        rec({ name: 'Ilitha Lethu Funeral Home, close corporation (Butterworth / Gcuwa)', registration_id: '2001/052744/23', registration_country: 'RSA' }),
      ],
    ],
  },
  {
    // A Nairobi private clinic company, the pharmacy company its doctors run at one address, and a near-namesake
    // clinic company in Mombasa.
    kind: 'Kenyan private clinics by KMPDC licence',
    variants: [
      [
        rec({ name: 'Afya Bora Medical Centre Limited', registration_id: 'PVT-7LU3KXD2', registration_country: 'KE', tax_id: 'P051638274B', address: 'Kenyatta Market Road, Golden Plaza 2nd Floor, Nairobi' }),
        rec({ company_name: 'AFYA BORA MEDICAL CENTRE LTD', company_number: 'KMPDC REG 004817', address: 'GOLDEN PLAZA KENYATTA MKT NAIROBI' }),
        rec({ name: 'Afya Bora Medical Centre Ltd (Kituo cha Afya Bora), KMPDC licence 004817', tax_id: 'P051638274B', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Afya Bora Pharmacy Limited', registration_id: 'PVT-BEU9QQ5A', registration_country: 'KE', tax_id: 'P052014773R', address: 'Kenyatta Market Road, Golden Plaza Ground Floor, Nairobi' }),
        rec({ company_name: 'AFYA BORA PHARMACY LTD', company_number: 'PPB PREM 11902', address: 'GOLDEN PLAZA KENYATTA MKT NAIROBI' }),
        rec({ name: 'Afya Bora Pharmacy Ltd (Duka la Dawa Afya Bora), PPB premises 11902', tax_id: 'P052014773R', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Afya Bora Clinic Mombasa Limited', registration_id: 'PVT-AAC8F3LM', registration_country: 'KE', tax_id: 'P051502968T', address: 'Moi Avenue, near Tusks, Mombasa' }),
        rec({ company_name: 'AFYA BORA CLINIC MOMBASA LTD', company_number: 'KMPDC REG 003392', address: 'MOI AVE MOMBASA' }),
        rec({ name: 'Afya Bora Clinic Mombasa Ltd (Kliniki Afya Bora), KMPDC licence 003392', tax_id: 'P051502968T', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // An Accra traders' credit union, the traders' susu co-operative registered apart at one address, and a
    // near-namesake credit union in Tema.
    kind: 'Ghanaian co-operative credit unions by CUA registration',
    variants: [
      [
        rec({ name: 'Makola Traders Co-operative Credit Union Limited', registration_id: 'CUA/GAR/0318', registration_country: 'GH', tax_id: 'C0004187263', address: 'Kojo Thompson Road, Makola, Accra' }),
        rec({ company_name: 'MAKOLA TRADERS COOP CREDIT UNION LTD', company_number: 'CUA GAR 0318', address: 'KOJO THOMPSON RD MAKOLA ACCRA' }),
        rec({ name: 'Makola Adwumayɛfoɔ Credit Union (Makola Traders Co-op Credit Union Ltd)', tax_id: 'C0004187263', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Makola Traders Co-operative Susu Society Limited', registration_id: 'DOC/GAR/2291', registration_country: 'GH', tax_id: 'C0005210448', address: 'Kojo Thompson Road, Makola, Accra' }),
        rec({ company_name: 'MAKOLA TRADERS COOP SUSU SOC LTD', company_number: 'DOC GAR 2291', address: 'KOJO THOMPSON RD MAKOLA ACCRA' }),
        rec({ name: 'Makola Adwumayɛfoɔ Susu Kuo (Makola Traders Co-op Susu Society Ltd)', tax_id: 'C0005210448', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Makola No. 2 Traders Co-operative Credit Union Limited', registration_id: 'CUA/GAR/0402', registration_country: 'GH', tax_id: 'C0004390115', address: 'Community 1 Market, Tema' }),
        rec({ company_name: 'MAKOLA NO 2 TRADERS COOP CREDIT UNION LTD', company_number: 'CUA GAR 0402', address: 'COMMUNITY 1 MKT TEMA' }),
        rec({ name: 'Makola No. 2 Adwumayɛfoɔ Credit Union, Tema', tax_id: 'C0004390115', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Kraków foundation, the association its founders registered apart at one address, and a near-namesake
    // foundation in Wrocław.
    kind: 'Polish foundations and associations by KRS, NIP and REGON',
    variants: [
      [
        rec({ name: 'Fundacja Zielony Kraków', registration_id: '0000682147', registration_country: 'PL', tax_id: '5272841934', address: 'ul. Dietla 64/3, 31-039 Kraków' }),
        rec({ company_name: 'FUNDACJA ZIELONY KRAKOW', company_number: 'KRS 0000682147', address: 'UL DIETLA 64/3 KRAKOW' }),
        rec({ name: 'Fundacja „Zielony Kraków” (Green Kraków Foundation), REGON 368419277', tax_id: 'NIP 527-284-19-34', registration_country: 'Polska' }),
      ],
      [
        rec({ name: 'Stowarzyszenie Zielony Kraków', registration_id: '0000697730', registration_country: 'PL', tax_id: '5272918045', address: 'ul. Dietla 64/3, 31-039 Kraków' }),
        rec({ company_name: 'STOWARZYSZENIE ZIELONY KRAKOW', company_number: 'KRS 0000697730', address: 'UL DIETLA 64/3 KRAKOW' }),
        rec({ name: 'Stowarzyszenie „Zielony Kraków” (association), REGON 369031581', tax_id: 'NIP 527-291-80-45', registration_country: 'Polska' }),
      ],
      [
        rec({ name: 'Fundacja Zielona Kraina', registration_id: '0000418806', registration_country: 'PL', tax_id: '6773182058', address: 'ul. Komandorska 12, 53-345 Wrocław' }),
        rec({ company_name: 'FUNDACJA ZIELONA KRAINA', company_number: 'KRS 0000418806', address: 'UL KOMANDORSKA 12 WROCLAW' }),
        rec({ name: 'Fundacja „Zielona Kraina” (Wrocław), REGON 122703810', tax_id: 'NIP 677-318-20-58', registration_country: 'Polska' }),
      ],
    ],
  },
  {
    // A Vienna football club (Verein), its youth association registered apart at the ground, and a near-namesake club
    // in Krems.
    kind: 'Austrian associations by ZVR number',
    variants: [
      [
        rec({ name: 'Sportverein Donaufeld Wien', registration_id: 'ZVR 418273645', registration_country: 'AT', address: 'Donaufelder Straße 247, 1220 Wien' }),
        rec({ company_name: 'SV DONAUFELD WIEN', company_number: '418273645', address: 'DONAUFELDER STR 247 WIEN' }),
        rec({ name: 'SV Donaufeld Wien (Verein), ZVR-Zahl 418273645', registration_id: 'ZVR-Zahl 418273645', registration_country: 'Österreich' }),
      ],
      [
        rec({ name: 'Nachwuchsförderverein SV Donaufeld', registration_id: 'ZVR 702918364', registration_country: 'AT', address: 'Donaufelder Straße 247, 1220 Wien' }),
        rec({ company_name: 'NACHWUCHSFOERDERVEREIN SV DONAUFELD', company_number: '702918364', address: 'DONAUFELDER STR 247 WIEN' }),
        rec({ name: 'Nachwuchsförderverein SV Donaufeld (youth association), ZVR-Zahl 702918364', registration_id: 'ZVR-Zahl 702918364', registration_country: 'Österreich' }),
      ],
      [
        rec({ name: 'SC Donaufeld Krems', registration_id: 'ZVR 239104877', registration_country: 'AT', address: 'Donaulände 30, 3500 Krems an der Donau' }),
        rec({ company_name: 'SC DONAUFELD KREMS', company_number: '239104877', address: 'DONAULAENDE 30 KREMS' }),
        rec({ name: 'Sportclub Donaufeld Krems (Verein), ZVR-Zahl 239104877', registration_id: 'ZVR-Zahl 239104877', registration_country: 'Österreich' }),
      ],
    ],
  },
  {
    // A Braga parish social centre (IPSS), the solidarity association formed by its parishioners at one address, and
    // a near-namesake centre in São João da Madeira.
    kind: 'Portuguese IPSS by NIPC',
    variants: [
      [
        rec({ name: 'Centro Social e Paroquial de São João do Souto', registration_id: 'IPSS 41/87', registration_country: 'PT', vat_number: 'PT501842730', address: 'Rua de São João 18, 4700-326 Braga' }),
        rec({ company_name: 'CENTRO SOCIAL PAROQUIAL S JOAO DO SOUTO', company_number: 'NIPC 501842730', address: 'R DE SAO JOAO 18 BRAGA' }),
        rec({ name: 'Centro Social e Paroquial de S. João do Souto, instituição particular de solidariedade social', tax_id: '501 842 730', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Associação de Solidariedade Social de São João do Souto', registration_id: 'IPSS 112/98', registration_country: 'PT', vat_number: 'PT501839224', address: 'Rua de São João 18, 4700-326 Braga' }),
        rec({ company_name: 'ASSOC SOLIDARIEDADE SOCIAL S JOAO DO SOUTO', company_number: 'NIPC 501839224', address: 'R DE SAO JOAO 18 BRAGA' }),
        rec({ name: 'Associação de Solidariedade Social de S. João do Souto (IPSS)', tax_id: '501 839 224', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Centro Social Paroquial de São João da Madeira', registration_id: 'IPSS 77/91', registration_country: 'PT', vat_number: 'PT503228710', address: 'Largo da Igreja 2, 3700-150 São João da Madeira' }),
        rec({ company_name: 'CENTRO SOCIAL PAROQUIAL S JOAO DA MADEIRA', company_number: 'NIPC 503228710', address: 'LGO DA IGREJA 2 S JOAO DA MADEIRA' }),
        rec({ name: 'Centro Social Paroquial de S. João da Madeira, IPSS', tax_id: '503 228 710', registration_country: 'Portugal' }),
      ],
    ],
  },
];
