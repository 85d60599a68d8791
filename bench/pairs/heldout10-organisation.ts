// Held-out pair set 10, organisation (see bench/pairs/heldout10.ts): Lithuanian UAB by company code and PVM code,
// Romanian SRL by CUI and trade-register number, Maltese limited companies by C number, Hungarian Kft and Zrt by
// company-register number and tax number, Cypriot limited companies by HE number, Croatian d.o.o. by OIB and MBS,
// English parish councils by ONS parish code, and Nigerian business names by BN number beside a company of the
// same name. All companies, councils and business names are invented; numbers are illustrative, the shape real
// ones have (the Romanian CUI and Croatian OIB check digits computed, the others not).
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION10: readonly Family[] = [
  {
    // A Vilnius freight-forwarding UAB, its warehousing UAB at one address, and a look-alike UAB in Kaunas.
    kind: 'Lithuanian UAB by company code and PVM code',
    variants: [
      [
        rec({ name: 'UAB "Baltijos krovinių linija"', registration_id: '305412786', registration_country: 'LT', tax_id: 'LT100013047819', address: 'Savanorių pr. 178, LT-03154 Vilnius' }),
        rec({ company_name: 'BALTIJOS KROVINIU LINIJA UAB', company_number: '305 412 786', address: 'Savanoriu pr. 178, Vilnius, Lithuania' }),
        rec({ name: 'Baltijos Kroviniu Linija, UAB (Baltic Cargo Line Ltd)', vat_number: 'LT 100013047819', registration_country: 'Lithuania' }),
      ],
      [
        rec({ name: 'UAB "Baltijos krovinių sandėliai"', registration_id: '305633120', registration_country: 'LT', tax_id: 'LT100013355217', address: 'Savanorių pr. 178, LT-03154 Vilnius' }),
        rec({ company_name: 'BALTIJOS KROVINIU SANDELIAI UAB', company_number: '305 633 120', address: 'Savanoriu pr. 178, Vilnius, Lithuania' }),
        rec({ name: 'Baltijos Kroviniu Sandeliai, UAB (Baltic Cargo Warehousing Ltd)', vat_number: 'LT 100013355217', registration_country: 'Lithuania' }),
      ],
      [
        rec({ name: 'UAB "Baltijos krovinių linijos"', registration_id: '304981457', registration_country: 'LT', tax_id: 'LT100012486913', address: 'Taikos pr. 88, LT-51182 Kaunas' }),
        rec({ company_name: 'BALTIJOS KROVINIU LINIJOS UAB', company_number: '304 981 457', address: 'Taikos pr. 88, Kaunas, Lithuania' }),
        rec({ name: 'Baltijos Kroviniu Linijos, UAB', vat_number: 'LT 100012486913', registration_country: 'Lithuania' }),
      ],
    ],
  },
  {
    // A Bucharest software SRL, its sister SRL at one address, and a look-alike SRL in Cluj-Napoca.
    kind: 'Romanian SRL by CUI and trade-register number',
    variants: [
      [
        rec({ name: 'Carpatica Soft Solutions S.R.L.', registration_id: 'J40/11827/2017', registration_country: 'RO', tax_id: 'RO38412750', address: 'Bd. Iuliu Maniu nr. 7, Sector 6, București' }),
        rec({ company_name: 'CARPATICA SOFT SOLUTIONS SRL', company_number: '38412750', address: 'Bulevardul Iuliu Maniu 7, Bucuresti, Romania' }),
        rec({ name: 'Carpatica Soft Solutions SRL (CUI 38412750)', vat_number: 'RO 38412750', registration_country: 'Romania' }),
      ],
      [
        rec({ name: 'Carpatica Soft Services S.R.L.', registration_id: 'J40/6254/2019', registration_country: 'RO', tax_id: 'RO41029365', address: 'Bd. Iuliu Maniu nr. 7, Sector 6, București' }),
        rec({ company_name: 'CARPATICA SOFT SERVICES SRL', company_number: '41029365', address: 'Bulevardul Iuliu Maniu 7, Bucuresti, Romania' }),
        rec({ name: 'Carpatica Soft Services SRL (CUI 41029365)', vat_number: 'RO 41029365', registration_country: 'Romania' }),
      ],
      [
        rec({ name: 'Carpatica Soft Solution S.R.L.', registration_id: 'J12/3390/2017', registration_country: 'RO', tax_id: 'RO38412904', address: 'Str. Memorandumului nr. 28, Cluj-Napoca' }),
        rec({ company_name: 'CARPATICA SOFT SOLUTION SRL', company_number: '38412904', address: 'Strada Memorandumului 28, Cluj-Napoca, Romania' }),
        rec({ name: 'Carpatica Soft Solution SRL (CUI 38412904)', vat_number: 'RO 38412904', registration_country: 'Romania' }),
      ],
    ],
  },
  {
    // A Maltese holding company, its operating company at one address, and a look-alike company in Sliema.
    kind: 'Maltese limited companies by C number',
    variants: [
      [
        rec({ name: 'Sirocco Payments Holdings Limited', registration_id: 'C 81234', registration_country: 'MT', tax_id: 'MT24817305', address: 'Level 3, Tagliaferro Business Centre, High Street, Sliema SLM 1549' }),
        rec({ company_name: 'SIROCCO PAYMENTS HOLDINGS LTD', company_number: 'C81234', address: 'Tagliaferro Business Centre, High St, Sliema, Malta' }),
        rec({ name: 'Sirocco Payments Holdings Ltd (Malta)', vat_number: 'MT 2481-7305', registration_country: 'Malta' }),
      ],
      [
        rec({ name: 'Sirocco Payments Limited', registration_id: 'C 81267', registration_country: 'MT', tax_id: 'MT24819012', address: 'Level 3, Tagliaferro Business Centre, High Street, Sliema SLM 1549' }),
        rec({ company_name: 'SIROCCO PAYMENTS LTD', company_number: 'C81267', address: 'Tagliaferro Business Centre, High St, Sliema, Malta' }),
        rec({ name: 'Sirocco Payments Ltd (Malta)', vat_number: 'MT 2481-9012', registration_country: 'Malta' }),
      ],
      [
        rec({ name: 'Sirocco Pay Holdings Limited', registration_id: 'C 90412', registration_country: 'MT', tax_id: 'MT26630148', address: 'Triq il-Kbira San Ġużepp, Santa Venera SVR 1013' }),
        rec({ company_name: 'SIROCCO PAY HOLDINGS LTD', company_number: 'C90412', address: 'St Joseph High Road, Santa Venera, Malta' }),
        rec({ name: 'Sirocco Pay Holdings Ltd (Malta)', vat_number: 'MT 2663-0148', registration_country: 'Malta' }),
      ],
    ],
  },
  {
    // A Budapest food-trading Kft, its parent Zrt at one address, and a look-alike Kft in Debrecen.
    kind: 'Hungarian Kft and Zrt by company-register number and tax number',
    variants: [
      [
        rec({ name: 'Dunamenti Élelmiszer Kereskedelmi Kft.', registration_id: '01-09-312456', registration_country: 'HU', tax_id: '25873401-2-42', address: '1097 Budapest, Könyves Kálmán krt. 12-14.' }),
        rec({ company_name: 'DUNAMENTI ELELMISZER KERESKEDELMI KFT', company_number: 'Cg.01-09-312456', address: 'Konyves Kalman krt. 12-14, Budapest, Hungary' }),
        rec({ name: 'Dunamenti Food Trading Ltd (Dunamenti Élelmiszer Kft.)', vat_number: 'HU25873401', registration_country: 'Hungary' }),
      ],
      [
        rec({ name: 'Dunamenti Élelmiszer Zrt.', registration_id: '01-10-049812', registration_country: 'HU', tax_id: '14528736-2-43', address: '1097 Budapest, Könyves Kálmán krt. 12-14.' }),
        rec({ company_name: 'DUNAMENTI ELELMISZER ZRT', company_number: 'Cg.01-10-049812', address: 'Konyves Kalman krt. 12-14, Budapest, Hungary' }),
        rec({ name: 'Dunamenti Food Plc (Dunamenti Élelmiszer Zrt.)', vat_number: 'HU14528736', registration_country: 'Hungary' }),
      ],
      [
        rec({ name: 'Dunamenti Élelmiszer Kereskedő Kft.', registration_id: '09-09-028731', registration_country: 'HU', tax_id: '26310874-2-09', address: '4025 Debrecen, Piac utca 45.' }),
        rec({ company_name: 'DUNAMENTI ELELMISZER KERESKEDO KFT', company_number: 'Cg.09-09-028731', address: 'Piac u. 45, Debrecen, Hungary' }),
        rec({ name: 'Dunamenti Élelmiszer Kereskedő Kft. (Debrecen)', vat_number: 'HU26310874', registration_country: 'Hungary' }),
      ],
    ],
  },
  {
    // A Limassol ship-management company, its crew-agency company at one address, and a look-alike in Larnaca.
    kind: 'Cypriot limited companies by HE number',
    variants: [
      [
        rec({ name: 'Aegean Crest Shipmanagement Ltd', registration_id: 'HE 412873', registration_country: 'CY', tax_id: 'CY10412873W', address: 'Franklin Roosevelt 48, 3011 Limassol' }),
        rec({ company_name: 'AEGEAN CREST SHIPMANAGEMENT LIMITED', company_number: 'ΗΕ412873', address: 'Fr. Roosevelt Ave 48, Limassol, Cyprus' }),
        rec({ name: 'Aegean Crest Shipmanagement Limited (Cyprus)', vat_number: 'CY 10412873W', registration_country: 'Cyprus' }),
      ],
      [
        rec({ name: 'Aegean Crest Crew Agency Ltd', registration_id: 'HE 413002', registration_country: 'CY', tax_id: 'CY10413002K', address: 'Franklin Roosevelt 48, 3011 Limassol' }),
        rec({ company_name: 'AEGEAN CREST CREW AGENCY LIMITED', company_number: 'ΗΕ413002', address: 'Fr. Roosevelt Ave 48, Limassol, Cyprus' }),
        rec({ name: 'Aegean Crest Crew Agency Limited (Cyprus)', vat_number: 'CY 10413002K', registration_country: 'Cyprus' }),
      ],
      [
        rec({ name: 'Aegean Coast Shipmanagement Ltd', registration_id: 'HE 398517', registration_country: 'CY', tax_id: 'CY10398517T', address: 'Grigori Afxentiou 22, 6023 Larnaca' }),
        rec({ company_name: 'AEGEAN COAST SHIPMANAGEMENT LIMITED', company_number: 'ΗΕ398517', address: 'Gr. Afxentiou 22, Larnaca, Cyprus' }),
        rec({ name: 'Aegean Coast Shipmanagement Limited (Cyprus)', vat_number: 'CY 10398517T', registration_country: 'Cyprus' }),
      ],
    ],
  },
  {
    // A Split tourism d.o.o., its j.d.o.o. at one address, and a look-alike d.o.o. in Zadar.
    kind: 'Croatian d.o.o. by OIB and MBS',
    variants: [
      [
        rec({ name: 'Jadranska obala turizam d.o.o.', registration_id: '060312458', registration_country: 'HR', tax_id: '47210936589', address: 'Obala Hrvatskog narodnog preporoda 10, 21000 Split' }),
        rec({ company_name: 'JADRANSKA OBALA TURIZAM D.O.O.', company_number: 'MBS 060312458', address: 'Obala HNP 10, Split, Croatia' }),
        rec({ name: 'Jadranska Obala Turizam Ltd (d.o.o. za turizam i usluge)', vat_number: 'HR47210936589', registration_country: 'Croatia' }),
      ],
      [
        rec({ name: 'Jadranska obala apartmani j.d.o.o.', registration_id: '060398211', registration_country: 'HR', tax_id: '83051269472', address: 'Obala Hrvatskog narodnog preporoda 10, 21000 Split' }),
        rec({ company_name: 'JADRANSKA OBALA APARTMANI J.D.O.O.', company_number: 'MBS 060398211', address: 'Obala HNP 10, Split, Croatia' }),
        rec({ name: 'Jadranska Obala Apartmani, simple LLC (j.d.o.o.)', vat_number: 'HR83051269472', registration_country: 'Croatia' }),
      ],
      [
        rec({ name: 'Jadranska obala tours d.o.o.', registration_id: '110087342', registration_country: 'HR', tax_id: '26194803758', address: 'Široka ulica 5, 23000 Zadar' }),
        rec({ company_name: 'JADRANSKA OBALA TOURS D.O.O.', company_number: 'MBS 110087342', address: 'Siroka ul. 5, Zadar, Croatia' }),
        rec({ name: 'Jadranska Obala Tours Ltd (d.o.o.)', vat_number: 'HR26194803758', registration_country: 'Croatia' }),
      ],
    ],
  },
  {
    // Three parish councils of neighbouring villages, each its own public body with one clerk's address.
    kind: 'English parish councils by ONS parish code',
    variants: [
      [
        rec({ name: 'Upper Wexcombe Parish Council', registration_id: 'E04012873', registration_country: 'GB', address: 'The Clerk, 4 Church Lane, Upper Wexcombe, Wiltshire SN8 3QT' }),
        rec({ company_name: 'UPPER WEXCOMBE PC', company_number: 'E04012873', address: 'C/O CLERK, 4 CHURCH LN, UPPER WEXCOMBE, SN8 3QT' }),
        rec({ name: 'Upper Wexcombe P.C. (parish council, Wiltshire)', address: '4 Church Lane, Upper Wexcombe, Marlborough' }),
      ],
      [
        rec({ name: 'Lower Wexcombe Parish Council', registration_id: 'E04012874', registration_country: 'GB', address: 'The Clerk, Rose Cottage, The Street, Lower Wexcombe, Wiltshire SN8 3RA' }),
        rec({ company_name: 'LOWER WEXCOMBE PC', company_number: 'E04012874', address: 'C/O CLERK, ROSE COTTAGE, THE ST, LOWER WEXCOMBE, SN8 3RA' }),
        rec({ name: 'Lower Wexcombe P.C. (parish council, Wiltshire)', address: 'Rose Cottage, The Street, Lower Wexcombe, Marlborough' }),
      ],
      [
        rec({ name: 'Wexcombe and Stanbridge Parish Council', registration_id: 'E04012890', registration_country: 'GB', address: 'The Clerk, Village Hall, Stanbridge Road, Stanbridge, Wiltshire SN8 3TB' }),
        rec({ company_name: 'WEXCOMBE & STANBRIDGE PC', company_number: 'E04012890', address: 'C/O CLERK, VILLAGE HALL, STANBRIDGE RD, SN8 3TB' }),
        rec({ name: 'Wexcombe & Stanbridge P.C. (parish council, Wiltshire)', address: 'Village Hall, Stanbridge Road, Stanbridge, Marlborough' }),
      ],
    ],
  },
  {
    // A Lagos business name (a registration, not a company), the limited company of the same name its owner later
    // incorporated (another legal person), and a look-alike business name in Ibadan.
    kind: 'Nigerian business names by BN number and a company of the same name',
    variants: [
      [
        rec({ name: 'Adeola Kitchen & Events Ventures', registration_id: 'BN 2876543', registration_country: 'NG', address: '14 Adeniran Ogunsanya Street, Surulere, Lagos' }),
        rec({ company_name: 'ADEOLA KITCHEN AND EVENTS VENTURES', company_number: 'BN2876543', address: '14, ADENIRAN OGUNSANYA ST, SURULERE, LAGOS STATE' }),
        rec({ name: 'Adeola Kitchen & Events Ventures (Business Name)', tax_id: '21843067-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Adeola Kitchen & Events Limited', registration_id: 'RC 1654321', registration_country: 'NG', address: '14 Adeniran Ogunsanya Street, Surulere, Lagos' }),
        rec({ company_name: 'ADEOLA KITCHEN AND EVENTS LIMITED', company_number: 'RC1654321', address: '14, ADENIRAN OGUNSANYA ST, SURULERE, LAGOS STATE' }),
        rec({ name: 'Adeola Kitchen & Events Ltd', tax_id: '24719853-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Adeola Kitchen & Event Ventures', registration_id: 'BN 3109874', registration_country: 'NG', address: '22 Ring Road, Challenge, Ibadan, Oyo State' }),
        rec({ company_name: 'ADEOLA KITCHEN AND EVENT VENTURES', company_number: 'BN3109874', address: '22, RING ROAD, CHALLENGE, IBADAN' }),
        rec({ name: 'Adeola Kitchen & Event Ventures (Business Name)', tax_id: '25260418-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
];
