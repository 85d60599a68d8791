// Held-out pair set 11, organisation (see bench/pairs/heldout11.ts): Latvian SIA by registration number, Slovak
// s.r.o. by IČO, Slovenian d.o.o. by matična številka and davčna številka, Bulgarian ЕООД and ООД by ЕИК, an English
// students' union charity with its trading company, Lagos State water agencies by acronym, Scottish charitable
// companies by SC numbers, and German cooperative banks (eG) by Genossenschaftsregister number; each as a register
// extract, a supplier master or invoice line in caps, and a third source (an English translation, a Latin
// transliteration of Cyrillic, a procurement portal). The companies, charities and banks are invented; the Lagos
// agencies are real public bodies, their addresses and TINs illustrative. Numbers are the shape real ones have; the
// Slovak IČO, Slovenian davčna številka and Bulgarian ЕИК check digits are computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION11: readonly Family[] = [
  {
    // A Riga logistics SIA, its warehouse-centre SIA at one address, and a look-alike SIA in Daugavpils.
    kind: 'Latvian SIA by registration number and PVN number',
    variants: [
      [
        rec({ name: 'SIA "Daugavas Loģistika"', registration_id: '40103512784', registration_country: 'LV', tax_id: 'LV40103512784', address: 'Krasta iela 52, Rīga, LV-1003' }),
        rec({ company_name: 'DAUGAVAS LOGISTIKA SIA', company_number: '40103512784', address: 'Krasta iela 52, Riga, Latvia' }),
        rec({ name: 'Daugavas Logistika, SIA (Daugava Logistics Ltd)', vat_number: 'LV 40103512784', registration_country: 'Latvia' }),
      ],
      [
        rec({ name: 'SIA "Daugavas Loģistikas Centrs"', registration_id: '40203127456', registration_country: 'LV', tax_id: 'LV40203127456', address: 'Krasta iela 52, Rīga, LV-1003' }),
        rec({ company_name: 'DAUGAVAS LOGISTIKAS CENTRS SIA', company_number: '40203127456', address: 'Krasta iela 52, Riga, Latvia' }),
        rec({ name: 'Daugavas Logistikas Centrs, SIA (Daugava Logistics Centre Ltd)', vat_number: 'LV 40203127456', registration_country: 'Latvia' }),
      ],
      [
        rec({ name: 'SIA "Daugava Loģistika"', registration_id: '41503068219', registration_country: 'LV', tax_id: 'LV41503068219', address: 'Cietokšņa iela 60, Daugavpils, LV-5401' }),
        rec({ company_name: 'DAUGAVA LOGISTIKA SIA', company_number: '41503068219', address: 'Cietoksna iela 60, Daugavpils, Latvia' }),
        rec({ name: 'Daugava Logistika, SIA', vat_number: 'LV 41503068219', registration_country: 'Latvia' }),
      ],
    ],
  },
  {
    // A Bratislava agri-trading s.r.o., its haulage s.r.o. at one address, and a look-alike s.r.o. in Košice.
    kind: 'Slovak s.r.o. by IČO and IČ DPH',
    variants: [
      [
        rec({ name: 'Tatra Agro Trade s.r.o.', registration_id: '36412872', registration_country: 'SK', tax_id: 'SK2021873456', address: 'Vajnorská 100/B, 831 04 Bratislava' }),
        rec({ company_name: 'TATRA AGRO TRADE SRO', company_number: '36 412 872', address: 'Vajnorska 100/B, Bratislava, Slovakia' }),
        rec({ name: 'Tatra Agro Trade, spol. s r.o. (IČO: 36412872, OR OS Bratislava I, oddiel Sro, vložka 41287/B)', vat_number: 'SK 2021873456', registration_country: 'Slovakia' }),
      ],
      [
        rec({ name: 'Tatra Agro Trans s.r.o.', registration_id: '52183408', registration_country: 'SK', tax_id: 'SK2121004517', address: 'Vajnorská 100/B, 831 04 Bratislava' }),
        rec({ company_name: 'TATRA AGRO TRANS SRO', company_number: '52 183 408', address: 'Vajnorska 100/B, Bratislava, Slovakia' }),
        rec({ name: 'Tatra Agro Trans, spol. s r.o. (IČO: 52183408, OR OS Bratislava I, oddiel Sro, vložka 133512/B)', vat_number: 'SK 2121004517', registration_country: 'Slovakia' }),
      ],
      [
        rec({ name: 'Tatra Agrotrade s.r.o.', registration_id: '47902361', registration_country: 'SK', tax_id: 'SK2024136598', address: 'Južná trieda 78, 040 01 Košice' }),
        rec({ company_name: 'TATRA AGROTRADE SRO', company_number: '47 902 361', address: 'Juzna trieda 78, Kosice, Slovakia' }),
        rec({ name: 'Tatra Agrotrade, spol. s r.o. (IČO: 47902361, OR OS Košice I, oddiel Sro, vložka 36218/V)', vat_number: 'SK 2024136598', registration_country: 'Slovakia' }),
      ],
    ],
  },
  {
    // A Ljubljana outdoor-equipment d.o.o., its holding d.o.o. at one address, and a look-alike d.o.o. in Kranj.
    kind: 'Slovenian d.o.o. by matična številka and davčna številka',
    variants: [
      [
        rec({ name: 'Triglavska Oprema, trgovina in storitve, d.o.o.', registration_id: '6142873000', registration_country: 'SI', tax_id: 'SI61428736', address: 'Dunajska cesta 156, 1000 Ljubljana' }),
        rec({ company_name: 'TRIGLAVSKA OPREMA DOO', company_number: '6142873000', address: 'Dunajska cesta 156, Ljubljana, Slovenia' }),
        rec({ name: 'Triglavska Oprema d.o.o. (Triglav Outdoor Equipment Ltd)', vat_number: 'SI 61428736', registration_country: 'Slovenia' }),
      ],
      [
        rec({ name: 'Triglavska Oprema Holding, d.o.o.', registration_id: '8302915000', registration_country: 'SI', tax_id: 'SI83029150', address: 'Dunajska cesta 156, 1000 Ljubljana' }),
        rec({ company_name: 'TRIGLAVSKA OPREMA HOLDING DOO', company_number: '8302915000', address: 'Dunajska cesta 156, Ljubljana, Slovenia' }),
        rec({ name: 'Triglavska Oprema Holding d.o.o.', vat_number: 'SI 83029150', registration_country: 'Slovenia' }),
      ],
      [
        rec({ name: 'Triglav Oprema, d.o.o.', registration_id: '9471208000', registration_country: 'SI', tax_id: 'SI94712085', address: 'Koroška cesta 14, 4000 Kranj' }),
        rec({ company_name: 'TRIGLAV OPREMA DOO', company_number: '9471208000', address: 'Koroska cesta 14, Kranj, Slovenia' }),
        rec({ name: 'Triglav Oprema d.o.o. (Kranj)', vat_number: 'SI 94712085', registration_country: 'Slovenia' }),
      ],
    ],
  },
  {
    // A Varna trading ЕООД, its logistics ЕООД at one address, and a look-alike ООД in Burgas.
    kind: 'Bulgarian ЕООД and ООД by ЕИК',
    variants: [
      [
        rec({ name: '"Черноморска търговска компания" ЕООД', registration_id: '203412872', registration_country: 'BG', tax_id: 'BG203412872', address: 'бул. "Владислав Варненчик" 186, 9009 Варна' }),
        rec({ company_name: 'CHERNOMORSKA TARGOVSKA KOMPANIA EOOD', company_number: '203412872', address: 'Vladislav Varnenchik Blvd 186, Varna, Bulgaria' }),
        rec({ name: 'Chernomorska Targovska Kompania EOOD (Black Sea Trading Company)', vat_number: 'BG 203412872', registration_country: 'Bulgaria' }),
      ],
      [
        rec({ name: '"Черноморска търговска компания Логистик" ЕООД', registration_id: '205319406', registration_country: 'BG', tax_id: 'BG205319406', address: 'бул. "Владислав Варненчик" 186, 9009 Варна' }),
        rec({ company_name: 'CHERNOMORSKA TARGOVSKA KOMPANIA LOGISTIK EOOD', company_number: '205319406', address: 'Vladislav Varnenchik Blvd 186, Varna, Bulgaria' }),
        rec({ name: 'Chernomorska Targovska Kompania Logistik EOOD (Black Sea Trading Company Logistics)', vat_number: 'BG 205319406', registration_country: 'Bulgaria' }),
      ],
      [
        rec({ name: '"Черноморска търговия" ООД', registration_id: '103962185', registration_country: 'BG', tax_id: 'BG103962185', address: 'ул. "Александровска" 42, 8000 Бургас' }),
        rec({ company_name: 'CHERNOMORSKA TARGOVIA OOD', company_number: '103962185', address: 'Aleksandrovska St 42, Burgas, Bulgaria' }),
        rec({ name: 'Chernomorska Targovia OOD', vat_number: 'BG 103962185', registration_country: 'Bulgaria' }),
      ],
    ],
  },
  {
    // A university students' union (charitable company), its trading subsidiary at one address, and the students'
    // union of a further-education college in the same town.
    kind: 'students\' union charity, its trading company and a college union',
    variants: [
      [
        rec({ name: 'University of Wessex Students\' Union', registration_id: '1142386', registration_country: 'GB', address: 'Union Building, Highfield Lane, Southampton SO17 1QZ' }),
        rec({ company_name: 'UNIVERSITY OF WESSEX STUDENTS\' UNION', company_number: '07412398', address: 'Union Building, Highfield Lane, Southampton, SO17 1QZ' }),
        rec({ name: 'Wessex SU (Univ. of Wessex Students Union), Reg. Charity 1142386', vat_number: 'GB 184 2297 61', address: 'Highfield Lane, Southampton' }),
      ],
      [
        rec({ name: 'Wessex SU Trading Limited', registration_id: '07415520', registration_country: 'GB', address: 'Union Building, Highfield Lane, Southampton SO17 1QZ' }),
        rec({ company_name: 'WESSEX SU TRADING LIMITED', company_number: '07415520', address: 'Union Building, Highfield Lane, Southampton, SO17 1QZ' }),
        rec({ name: 'Wessex SU Trading Ltd (t/a The Bridge Bar)', vat_number: 'GB 184 3015 42', address: 'Highfield Lane, Southampton' }),
      ],
      [
        rec({ name: 'Wessex College Students\' Union', registration_id: '1158832', registration_country: 'GB', address: 'Wessex College, St Mary Street, Southampton SO14 1AR' }),
        rec({ company_name: 'WESSEX COLLEGE STUDENTS\' UNION', company_number: '09127734', address: 'St Mary Street, Southampton, SO14 1AR' }),
        rec({ name: 'Wessex College SU, Reg. Charity 1158832', address: 'St Mary Street, Southampton' }),
      ],
    ],
  },
  {
    // Three Lagos State water bodies whose names and acronyms look alike: the water utility, the regulator, and the
    // inland-waterways authority.
    kind: 'Lagos State water agencies by acronym',
    variants: [
      [
        rec({ name: 'Lagos Water Corporation (LWC)', registration_country: 'NG', tax_id: '01843762-0001', address: 'Water House, Ijora, Lagos' }),
        rec({ company_name: 'LAGOS WATER CORPORATION', company_number: 'LWC', address: 'IJORA CAUSEWAY, IJORA, LAGOS' }),
        rec({ name: 'LWC — Lagos State Water Corporation', tax_id: '018437620001', address: 'Ijora, Lagos State' }),
      ],
      [
        rec({ name: 'Lagos State Water Regulatory Commission (LASWARCO)', registration_country: 'NG', tax_id: '19284451-0001', address: 'Block 4, The Secretariat, Alausa, Ikeja, Lagos' }),
        rec({ company_name: 'LAGOS STATE WATER REGULATORY COMMISSION', company_number: 'LASWARCO', address: 'SECRETARIAT ALAUSA, IKEJA, LAGOS' }),
        rec({ name: 'LASWARCO — Lagos Water Regulatory Commission', tax_id: '192844510001', address: 'Alausa, Ikeja, Lagos State' }),
      ],
      [
        rec({ name: 'Lagos State Waterways Authority (LASWA)', registration_country: 'NG', tax_id: '10592273-0001', address: 'Falomo, Ikoyi, Lagos' }),
        rec({ company_name: 'LAGOS STATE WATERWAYS AUTHORITY', company_number: 'LASWA', address: 'FALOMO, IKOYI, LAGOS' }),
        rec({ name: 'LASWA — Lagos Waterways Authority', tax_id: '105922730001', address: 'Ikoyi, Lagos State' }),
      ],
    ],
  },
  {
    // A Scottish heritage charity (a charitable company), its trading subsidiary at one address, and a look-alike
    // charity down the river.
    kind: 'Scottish charitable companies by SC numbers',
    variants: [
      [
        rec({ name: 'Clyde Riverside Heritage Trust', registration_id: 'SC041287', registration_country: 'GB-SCT', address: '12 Clyde Place, Glasgow G5 8AQ' }),
        rec({ company_name: 'CLYDE RIVERSIDE HERITAGE TRUST', company_number: 'SC354118', address: '12 CLYDE PLACE, GLASGOW, G5 8AQ' }),
        rec({ name: 'Clyde Riverside Heritage Trust (Scottish Charity No. SC041287, Company No. SC354118)', address: 'Clyde Place, Glasgow' }),
      ],
      [
        rec({ name: 'Clyde Riverside Heritage Trading Limited', registration_id: 'SC412873', registration_country: 'GB-SCT', address: '12 Clyde Place, Glasgow G5 8AQ' }),
        rec({ company_name: 'CLYDE RIVERSIDE HERITAGE TRADING LIMITED', company_number: 'SC412873', address: '12 CLYDE PLACE, GLASGOW, G5 8AQ' }),
        rec({ name: 'Clyde Riverside Heritage Trading Ltd (wholly owned by Clyde Riverside Heritage Trust)', vat_number: 'GB 139 4471 20', address: 'Clyde Place, Glasgow' }),
      ],
      [
        rec({ name: 'Clydeside Heritage Trust', registration_id: 'SC039125', registration_country: 'GB-SCT', address: '4 Harbour Road, Greenock PA15 1PB' }),
        rec({ company_name: 'CLYDESIDE HERITAGE TRUST', company_number: 'SC321907', address: '4 HARBOUR ROAD, GREENOCK, PA15 1PB' }),
        rec({ name: 'Clydeside Heritage Trust (Scottish Charity No. SC039125)', address: 'Harbour Road, Greenock' }),
      ],
    ],
  },
  {
    // Three cooperative banks of one region with look-alike names, each its own registered cooperative.
    kind: 'German cooperative banks (eG) by Genossenschaftsregister number',
    variants: [
      [
        rec({ name: 'Volksbank Elbe-Heide eG', registration_id: 'GnR 412, Amtsgericht Lüneburg', registration_country: 'DE', tax_id: 'DE116428735', address: 'Am Markt 3, 21335 Lüneburg' }),
        rec({ company_name: 'VOLKSBANK ELBE-HEIDE EG', company_number: 'GNR412', address: 'Am Markt 3, Lueneburg, Germany' }),
        rec({ name: 'Volksbank Elbe-Heide eG (cooperative bank), Lüneburg', vat_number: 'DE 116 428 735', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Volks- und Raiffeisenbank Elbe-Heide eG', registration_id: 'GnR 207, Amtsgericht Lüneburg', registration_country: 'DE', tax_id: 'DE116530218', address: 'Lange Straße 21, 29439 Lüchow' }),
        rec({ company_name: 'VOLKS- UND RAIFFEISENBANK ELBE-HEIDE EG', company_number: 'GNR207', address: 'Lange Strasse 21, Luechow, Germany' }),
        rec({ name: 'VR-Bank Elbe-Heide eG (Volks- und Raiffeisenbank), Lüchow', vat_number: 'DE 116 530 218', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Volksbank Elbe-Aller eG', registration_id: 'GnR 130, Amtsgericht Walsrode', registration_country: 'DE', tax_id: 'DE116219304', address: 'Lange Straße 14, 29614 Soltau' }),
        rec({ company_name: 'VOLKSBANK ELBE-ALLER EG', company_number: 'GNR130', address: 'Lange Strasse 14, Soltau, Germany' }),
        rec({ name: 'Volksbank Elbe-Aller eG (cooperative bank), Soltau', vat_number: 'DE 116 219 304', registration_country: 'Germany' }),
      ],
    ],
  },
];
