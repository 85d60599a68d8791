// Held-out set 2 (issue 11), organisation families: see bench/pairs/heldout2.ts for the header. Written by hand
// in the forms NGO and charity registers (CAC incorporated trustees `IT` numbers, the Kenyan NGOs board, SA NPO
// numbers, UK charity numbers, KvK stichtingen, Belgian ASBL/VZW), co-operative registers (Kenyan Sacco `CS/`
// numbers), self-help-group lists, hospital and franchise directories, company registers after a change of name
// (CIPC, Companies House, Handelsregister, CAC) and Portuguese, Spanish, French, Dutch, Afrikaans and Swahili
// records use. Registration, tax and charity numbers are ILLUSTRATIVE: they have the shape of each register's
// numbers and are kept consistent inside this set, but are not copied from any register; the small groups and
// schools are invented.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION2: readonly Family[] = [
  {
    // A federation's national affiliates are separate legal entities; "ActionAid International Kenya" is the
    // Kenyan affiliate, not the international secretariat.
    kind: 'NGO: international body and national affiliates',
    variants: [
      [
        rec({ name: 'ActionAid International', registration_id: '27264198', registration_country: 'NL', address: 'Postbus 10707, 1001 ES Amsterdam' }),
        rec({ organisation_name: 'Stichting ActionAid', registration_number: 'KvK 27264198', registration_country: 'Netherlands' }),
        rec({ name: 'ActionAid International (Global Secretariat)', address: '4th Floor West Wing, 158 Jan Smuts Avenue, Rosebank, Johannesburg 2196' }),
      ],
      [
        rec({ name: 'ActionAid Nigeria', address: 'Plot 477, 41 Crescent, off Sa’ad Zungur Avenue, Gwarinpa, Abuja' }),
        rec({ name: 'Incorporated Trustees of ActionAid Nigeria', registration_id: 'CAC/IT/NO 21564', registration_country: 'NG' }),
        rec({ name: 'Action Aid Nigeria (AAN)', registration_id: 'IT 21564', address: '41 Crescent, Gwarinpa Estate, Abuja FCT' }),
      ],
      [
        rec({ name: 'ActionAid International Kenya', registration_id: 'OP.218/051/9712/237', registration_country: 'KE', address: 'Mogotio Road, off Chiromo Lane, Westlands, Nairobi' }),
        rec({ name: 'ActionAid Kenya', tax_id: 'P051100273K', tax_id_country: 'KE', address: 'ActionAid Building, Mogotio Rd, Westlands, Nairobi' }),
        rec({ name: 'AAIK – ActionAid International Kenya', kra_pin: 'P051100273K' }),
      ],
    ],
  },
  {
    // MSF's operational sections are separate associations; the Belgian one has a French and a Dutch name
    // (and its address in both languages), and the Dutch-language name is also the Dutch section's name.
    kind: 'NGO: sections in French and Dutch',
    variants: [
      [
        rec({ name: 'Médecins Sans Frontières (MSF France)', registration_country: 'FR', address: '14-34 avenue Jean Jaurès, 75019 Paris' }),
        rec({ name: 'MEDECINS SANS FRONTIERES', registration_id: 'SIREN 784 365 125', registration_country: 'France' }),
        rec({ name: 'Doctors Without Borders – French section', registration_id: '784365125', address: '14-34 Av. Jean-Jaurès, Paris 19e' }),
      ],
      [
        rec({ name: 'Médecins Sans Frontières Belgique ASBL', registration_id: '0421.321.442', registration_country: 'BE', address: "Rue de l'Arbre Bénit 46, 1050 Ixelles" }),
        rec({ name: 'Artsen Zonder Grenzen België VZW', registration_id: '0421321442', address: 'Gewijde-Boomstraat 46, 1050 Elsene' }),
        rec({ name: 'MSF Belgium', registration_country: 'Belgium', address: 'Rue de l’Arbre Bénit 46, Brussels' }),
      ],
      [
        rec({ name: 'Stichting Artsen zonder Grenzen', registration_id: '41208235', registration_country: 'NL', address: 'Plantage Middenlaan 14, 1018 DD Amsterdam' }),
        rec({ name: 'Artsen zonder Grenzen', registration_number: 'KvK 41208235', address: 'Plantage Middenlaan 14, Amsterdam' }),
        rec({ name: 'MSF Holland (Operational Centre Amsterdam)', registration_country: 'Netherlands', address: 'Plantage Middenlaan 14, 1018DD Amsterdam' }),
      ],
    ],
  },
  {
    // A church registered as incorporated trustees, its UK charity, and another church whose name shares the
    // distinctive word.
    kind: 'church: trustees, overseas charity, look-alike name',
    variants: [
      [
        rec({ name: 'The Incorporated Trustees of the Redeemed Christian Church of God', registration_id: 'CAC/IT/NO 1212', registration_country: 'NG', address: 'Redemption Camp, Km 46 Lagos-Ibadan Expressway, Mowe, Ogun State' }),
        rec({ name: 'Redeemed Christian Church of God (RCCG)', address: 'Redemption City, Lagos–Ibadan Expressway, Ogun State' }),
        rec({ name: 'RCCG', registration_id: 'IT 1212', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'The Redeemed Christian Church of God, Central Office UK', charity_number: '1095581', registration_country: 'GB', address: '10 Station Parade, Barking, London IG11 8DR' }),
        rec({ name: 'REDEEMED CHRISTIAN CHURCH OF GOD CENTRAL OFFICE UK', charity_number: '1095581' }),
        rec({ name: 'RCCG Central Office (United Kingdom)', address: 'Station Parade, Barking IG11 8DR' }),
      ],
      [
        rec({ name: 'The Redeemed Evangelical Mission', registration_country: 'NG', address: 'TREM Headquarters, Obafemi Awolowo Way, Ikeja, Lagos' }),
        rec({ name: 'Incorporated Trustees of The Redeemed Evangelical Mission', registration_id: 'CAC/IT/NO 4471' }),
        rec({ name: 'TREM (The Redeemed Evangelical Mission)', registration_id: 'IT 4471', address: 'Obafemi Awolowo Way, Ikeja' }),
      ],
    ],
  },
  {
    // Two Afrikaans Reformed churches with near-identical names (Gereformeerde / Hervormde), and one
    // congregation of the first, registered as its own NPO.
    kind: 'church: Afrikaans names, a denomination and a congregation',
    variants: [
      [
        rec({ name: 'Nederduitse Gereformeerde Kerk in Suid-Afrika', registration_id: '012-345 NPO', registration_country: 'ZA' }),
        rec({ name: 'Dutch Reformed Church in South Africa (NGK)', registration_id: '012-345-NPO', address: 'Sinodale Sentrum, 234 Annie Botha Laan, Pretoria' }),
        rec({ name: 'NG Kerk – Algemene Sinode', address: 'Annie Botha Ave 234, Riviera, Pretoria' }),
      ],
      [
        rec({ name: 'Nederduitsch Hervormde Kerk van Afrika', registration_id: '034-567 NPO', registration_country: 'ZA', address: '224 Jacob Maré Street, Pretoria' }),
        rec({ name: 'Netherdutch Reformed Church of Africa (NHKA)', address: 'Jacob Maré St 224, Pretoria Central' }),
        rec({ name: 'NH Kerk', registration_id: '034-567-NPO', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'NG Gemeente Stellenbosch (Moederkerk)', registration_id: '045-678 NPO', address: 'Drostdystraat 12, Stellenbosch 7600' }),
        rec({ name: 'Moederkerk Stellenbosch', address: '12 Drostdy Street, Stellenbosch' }),
        rec({ name: 'NG Moedergemeente Stellenbosch', registration_id: '045-678-NPO', registration_country: 'ZA' }),
      ],
    ],
  },
  {
    // A listed hospital group (with its former name), its operating company at the same address, and one
    // of its hospitals.
    kind: 'hospital: group, operating company and one hospital',
    variants: [
      [
        rec({ name: 'Netcare Limited', registration_id: '1996/008242/06', registration_country: 'ZA', address: '76 Maude Street, Sandton 2196' }),
        rec({ name: 'NETCARE LTD (JSE: NTC)', registration_id: '1996 008242 06' }),
        rec({ name: 'Network Healthcare Holdings Limited', registration_id: '1996/008242/06', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Netcare Hospital Group (Pty) Ltd', registration_id: '1996/011231/07', registration_country: 'ZA', address: '76 Maude Street, Sandton 2196' }),
        rec({ name: 'Netcare Hospital Group Proprietary Limited', registration_id: '1996/011231/07' }),
        rec({ name: 'Netcare Hospital Group', vat_number: '4560167890', address: 'Netcare House, 76 Maude St, Sandown, Sandton' }),
      ],
      [
        rec({ name: 'Netcare Milpark Hospital', address: '9 Guild Road, Parktown West, Johannesburg 2193' }),
        rec({ name: 'Milpark Hospital (Netcare)', address: '9 Guild Rd, Parktown West' }),
        rec({ name: 'NETCARE MILPARK HOSP', address: 'Guild Road, Parktown, Johannesburg' }),
      ],
    ],
  },
  {
    // One foundation's hospitals in two cities and its country health-services company.
    kind: 'hospital: sister hospitals and the country company',
    variants: [
      [
        rec({ name: 'The Aga Khan University Hospital, Nairobi', kra_pin: 'P051098765Q', address: '3rd Parklands Avenue, Limuru Road, Nairobi' }),
        rec({ name: 'Aga Khan University Hospital (AKUH,N)', address: '3rd Parklands Ave, off Limuru Rd, Parklands, Nairobi' }),
        rec({ name: 'AGA KHAN UNIVERSITY HOSPITAL NAIROBI', tax_id: 'P051098765Q', tax_id_country: 'KE' }),
      ],
      [
        rec({ name: 'The Aga Khan Hospital, Mombasa', kra_pin: 'P051087654M', address: 'Vanga Road, off Mama Ngina Drive, Mombasa' }),
        rec({ name: 'Aga Khan Hospital Mombasa', address: 'Vanga Rd, Kizingo, Mombasa' }),
        rec({ name: 'AGA KHAN HOSPITAL MOMBASA', tax_id: 'P051087654M', tax_id_country: 'KE' }),
      ],
      [
        rec({ name: 'Aga Khan Health Services, Kenya', registration_id: 'C.12/1958', registration_country: 'KE', address: '3rd Parklands Avenue, Nairobi' }),
        rec({ name: 'AKHS Kenya (Aga Khan Health Services)', registration_id: 'C. 12/1958' }),
        rec({ name: 'AGA KHAN HEALTH SERVICES KENYA', tax_id: 'P000612233H', tax_id_country: 'KE' }),
      ],
    ],
  },
  {
    // A national franchisee trading under the brand, the UK master franchisee and the franchisor.
    kind: 'franchise: franchisee, master franchisee and franchisor',
    variants: [
      [
        rec({ name: "Eat 'N' Go Limited", registration_id: 'RC 1171342', registration_country: 'NG', address: '23 Admiralty Way, Lekki Phase 1, Lagos' }),
        rec({ name: "Eat N Go Ltd t/a Domino's Pizza Nigeria", registration_id: 'RC1171342' }),
        rec({ name: "EAT'N'GO LIMITED", tax_id: '18825531-0001', tax_id_country: 'NG', address: 'Admiralty Way, Lekki, Lagos' }),
      ],
      [
        rec({ name: "Domino's Pizza Group plc", registration_id: '03853545', registration_country: 'GB', address: '1 Thornbury, West Ashland, Milton Keynes MK6 4BB' }),
        rec({ name: "DOMINO'S PIZZA GROUP PLC", company_number: '3853545' }),
        rec({ name: "Domino's Pizza UK & Ireland", address: '1 Thornbury, West Ashland, Milton Keynes, MK6 4BB' }),
      ],
      [
        rec({ name: "Domino's Pizza, Inc.", registration_country: 'US', address: '30 Frank Lloyd Wright Drive, Ann Arbor, MI 48105' }),
        rec({ name: "DOMINO'S PIZZA INC", tax_id: '38-2511577', tax_id_country: 'US' }),
        rec({ name: "Domino's Pizza Inc (franchisor)", address: 'Ann Arbor, Michigan, USA' }),
      ],
    ],
  },
  {
    // A group renamed after a change of control, and two country banks renamed the same way: each keeps its
    // registration number through the rename; the arms never merge with one another.
    kind: 'rename: group and country banks, old and new names',
    variants: [
      [
        rec({ name: 'Absa Group Limited', registration_id: '1986/003934/06', registration_country: 'ZA', address: 'Absa Towers West, 15 Troye Street, Johannesburg' }),
        rec({ name: 'Barclays Africa Group Limited', registration_id: '1986/003934/06' }),
        rec({ name: 'ABSA GROUP LTD (formerly Barclays Africa Group)', registration_country: 'South Africa', address: '15 Troye St, Johannesburg 2001' }),
      ],
      [
        rec({ name: 'Absa Bank Kenya PLC', registration_id: 'C.4/53', registration_country: 'KE', address: 'Absa Headquarters, Waiyaki Way, Westlands, Nairobi' }),
        rec({ name: 'Barclays Bank of Kenya Limited', registration_id: 'C. 4/53', kra_pin: 'P000600201L' }),
        rec({ name: 'ABSA BANK KENYA PLC', tax_id: 'P000600201L', tax_id_country: 'KE' }),
      ],
      [
        rec({ name: 'Absa Bank Ghana Limited', registration_id: 'CS002412018', registration_country: 'GH', address: 'Absa House, Independence Avenue, Accra' }),
        rec({ name: 'Barclays Bank of Ghana Limited', registration_id: 'CS002412018' }),
        rec({ name: 'ABSA BANK GHANA LTD', tax_id: 'C0000412018', tax_id_country: 'GH', address: 'Independence Ave, Accra' }),
      ],
    ],
  },
  {
    // A renamed company (Daimler-Benz → DaimlerChrysler → Daimler → Mercedes-Benz Group: one HRB number),
    // its spun-off truck company, and its car subsidiary at the same address.
    kind: 'rename: German group, spin-off and subsidiary',
    variants: [
      [
        rec({ name: 'Mercedes-Benz Group AG', registration_id: 'HRB 19360', registration_country: 'DE', address: 'Mercedesstraße 120, 70372 Stuttgart' }),
        rec({ name: 'Daimler AG', registration_id: 'Amtsgericht Stuttgart HRB 19360' }),
        rec({ name: 'DaimlerChrysler AG', registration_id: 'HRB 19360', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Daimler Truck Holding AG', registration_id: 'HRB 762844', registration_country: 'DE', address: 'Fasanenweg 10, 70771 Leinfelden-Echterdingen' }),
        rec({ name: 'DAIMLER TRUCK HOLDING AG', registration_id: 'HRB762844' }),
        rec({ name: 'Daimler Truck Holding Aktiengesellschaft', address: 'Fasanenweg 10, Leinfelden-Echterdingen' }),
      ],
      [
        rec({ name: 'Mercedes-Benz AG', registration_id: 'HRB 762873', registration_country: 'DE', address: 'Mercedesstraße 120, 70372 Stuttgart' }),
        rec({ name: 'MERCEDES-BENZ AG', registration_id: 'HRB762873' }),
        rec({ name: 'Mercedes-Benz Aktiengesellschaft', registration_id: 'Amtsgericht Stuttgart HRB 762873' }),
      ],
    ],
  },
  {
    // Nigerian renames (Mobil Oil Nigeria → 11 Plc; African Petroleum → Forte Oil → Ardova) and the oil major's
    // upstream company, which shares the downstream company's old name and its address.
    kind: 'rename: Nigerian plcs and a same-named upstream company',
    variants: [
      [
        rec({ name: '11 Plc', registration_id: 'RC 6847', registration_country: 'NG', address: '1 Lekki Expressway, Victoria Island, Lagos' }),
        rec({ name: 'Mobil Oil Nigeria Plc', rc_number: 'RC6847' }),
        rec({ name: 'ELEVEN PLC (formerly Mobil Oil Nigeria Plc)', tin: '00471234-0001', tax_id_country: 'NG' }),
      ],
      [
        rec({ name: 'Mobil Producing Nigeria Unlimited', registration_id: 'RC 6852', registration_country: 'NG', address: 'Mobil House, 1 Lekki Expressway, Victoria Island, Lagos' }),
        rec({ name: 'MPNU', rc_number: 'RC-6852' }),
        rec({ name: 'Mobil Producing Nig. Unltd', address: 'Mobil House, Lekki Expressway, V.I., Lagos' }),
      ],
      [
        rec({ name: 'Ardova Plc', registration_id: 'RC 8288', registration_country: 'NG', address: '2nd Floor, Mulliner Towers, 39 Alfred Rewane Road, Ikoyi, Lagos' }),
        rec({ name: 'Forte Oil Plc', rc_number: 'RC8288' }),
        rec({ name: 'African Petroleum Plc', registration_id: 'RC 8288', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // Three state power companies known by acronyms, two on one road; KenGen's name before 1998 was
    // "Kenya Power Company", which is not Kenya Power (and Lighting).
    kind: 'acronym: state power companies and a former name',
    variants: [
      [
        rec({ name: 'The Kenya Power and Lighting Company PLC', registration_id: 'C.2/22', registration_country: 'KE', address: 'Stima Plaza, Kolobot Road, Parklands, Nairobi' }),
        rec({ name: 'Kenya Power', kra_pin: 'P000600012T', address: 'Stima Plaza, Kolobot Rd, Nairobi' }),
        rec({ name: 'KPLC', tax_id: 'P000600012T', tax_id_country: 'KE' }),
      ],
      [
        rec({ name: 'Kenya Electricity Generating Company PLC', registration_id: 'C.10/54', registration_country: 'KE', address: 'KenGen Pension Plaza II, Kolobot Road, Parklands, Nairobi' }),
        rec({ name: 'KenGen', kra_pin: 'P000610045G', address: 'Pension Plaza 2, Kolobot Rd, Nairobi' }),
        rec({ name: 'Kenya Power Company Limited', registration_id: 'C. 10/54' }),
      ],
      [
        rec({ name: 'Kenya Electricity Transmission Company Limited', registration_id: 'CPR/2008/41235', registration_country: 'KE', address: 'Kawi House, South C, Nairobi' }),
        rec({ name: 'KETRACO', kra_pin: 'P051234567Q' }),
        rec({ name: 'Kenya Electricity Transmission Co. Ltd (KETRACO)', address: 'Kawi Complex, Popo Road, South C, Nairobi' }),
      ],
    ],
  },
  {
    // Savings and credit co-operatives: two whose names differ by one letter, and one with its former name.
    kind: 'co-operative: Saccos, a one-letter name and a former name',
    variants: [
      [
        rec({ name: 'Imarika Sacco Society Limited', registration_id: 'CS/3651', registration_country: 'KE', address: 'Imarika Plaza, Kilifi' }),
        rec({ name: 'IMARIKA SACCO LTD', address: 'P.O. Box 712-80108, Kilifi' }),
        rec({ name: 'Imarika Savings and Credit Co-operative Society', registration_id: 'CS 3651' }),
      ],
      [
        rec({ name: 'Imarisha Sacco Society Ltd', registration_id: 'CS/5782', registration_country: 'KE', address: 'Imarisha Plaza, Moi Highway, Kericho' }),
        rec({ name: 'IMARISHA SACCO', address: 'P.O. Box 1-20200, Kericho' }),
        rec({ name: 'Imarisha Savings & Credit Co-operative Society Limited', registration_id: 'CS 5782' }),
      ],
      [
        rec({ name: 'Unaitas Sacco Society Ltd', registration_id: 'CS/2417', registration_country: 'KE', address: "Unaitas House, Murang'a" }),
        rec({ name: 'Muramati Sacco Society Ltd', registration_id: 'CS/2417' }),
        rec({ name: 'UNAITAS SACCO', address: "Kenyatta Highway, Murang'a Town" }),
      ],
    ],
  },
  {
    // Self-help groups registered with the county's social services (numbers SS/…): one written in
    // Swahili, two others sharing its distinctive word in other towns or of other members.
    kind: 'savings group: Swahili and English names, one word shared',
    variants: [
      [
        rec({ name: 'Tumaini Women Group', registration_id: 'SS/KSM/2291', registration_country: 'KE', address: 'Nyalenda B, Kisumu' }),
        rec({ name: 'Kikundi cha Wanawake Tumaini', registration_id: 'SS/KSM/2291' }),
        rec({ name: 'TUMAINI W/G (NYALENDA)', address: 'Nyalenda, Kisumu Central' }),
      ],
      [
        rec({ name: 'Tumaini Youth Group', registration_id: 'SS/KSM/3104', registration_country: 'KE', address: 'Manyatta, Kisumu' }),
        rec({ name: 'Kikundi cha Vijana Tumaini', registration_id: 'SS/KSM/3104' }),
        rec({ name: 'TUMAINI Y/G (MANYATTA)', address: 'Manyatta Arab, Kisumu' }),
      ],
      [
        rec({ name: 'Tumaini Self Help Group', registration_id: 'SS/NKR/0877', registration_country: 'KE', address: 'Kaptembwo, Nakuru' }),
        rec({ name: 'Tumaini SHG Kaptembwo', registration_id: 'SS/NKR/877' }),
        rec({ name: 'TUMAINI SELF-HELP GROUP', address: 'Kaptembwo, Nakuru West' }),
      ],
    ],
  },
  {
    // A private school's proprietor company and its two schools (a school is not its proprietor, and the
    // secondary school is not the primary school of the same name).
    kind: 'school: proprietor and its schools',
    variants: [
      [
        rec({ name: 'Bright Stars Educational Services Limited', registration_id: 'RC 734519', registration_country: 'NG', address: '14 Ayangburen Road, Ikorodu, Lagos' }),
        rec({ name: 'BRIGHT STARS EDUCATIONAL SERVICES LTD', rc_number: 'RC734519' }),
        rec({ name: 'Bright Stars Educational Svcs Ltd (proprietor)', tin: '20581147-0001', tax_id_country: 'NG' }),
      ],
      [
        rec({ name: 'Bright Stars Nursery & Primary School', address: '14 Ayangburen Road, Ikorodu, Lagos State' }),
        rec({ name: 'BRIGHT STARS NUR/PRY SCHOOL IKORODU', address: 'Ayangburen Rd, Ikorodu' }),
        rec({ name: 'Bright Stars Nursery and Primary School, Ikorodu', address: 'No. 14 Ayangburen Road, beside First Bank, Ikorodu' }),
      ],
      [
        rec({ name: 'Bright Stars College', address: 'Km 3 Ikorodu–Sagamu Road, Ikorodu, Lagos State' }),
        rec({ name: 'BRIGHT STARS COLLEGE IKORODU', address: 'Ikorodu-Sagamu Rd, Ikorodu' }),
        rec({ name: 'Bright Stars College (Secondary), Ikorodu', address: 'Km 3, Sagamu Road, Ikorodu' }),
      ],
    ],
  },
  {
    // Portuguese and Spanish bank records: the Portuguese state bank, its former Spanish subsidiary, and
    // another Portuguese "Caixa … Geral".
    kind: 'Portuguese and Spanish: bank, foreign subsidiary, look-alike name',
    variants: [
      [
        rec({ name: 'Caixa Geral de Depósitos, S.A.', registration_id: '500960046', registration_country: 'PT', address: 'Avenida João XXI, 63, 1000-300 Lisboa' }),
        rec({ name: 'CAIXA GERAL DE DEPOSITOS SA', vat_number: 'PT500960046' }),
        rec({ name: 'CGD – Caixa Geral de Depósitos', address: 'Av. João XXI 63, Lisboa' }),
      ],
      [
        rec({ name: 'Banco Caixa Geral, S.A.', registration_id: 'A36002991', registration_country: 'ES', address: 'Calle Policarpo Sanz 5, 36202 Vigo' }),
        rec({ name: 'BANCO CAIXA GERAL SA', vat_number: 'ESA36002991' }),
        rec({ name: 'Banco Caixa Geral (Grupo CGD, Espanha)', address: 'Policarpo Sanz, 5, Vigo' }),
      ],
      [
        rec({ name: 'Caixa Económica Montepio Geral, caixa económica bancária, S.A.', registration_id: '500792615', registration_country: 'PT', address: 'Rua Castilho, 5, 1250-066 Lisboa' }),
        rec({ name: 'Banco Montepio', vat_number: 'PT500792615', address: 'Rua Castilho 5, Lisboa' }),
        rec({ name: 'CAIXA ECONOMICA MONTEPIO GERAL', registration_id: '500 792 615' }),
      ],
    ],
  },
  {
    // Central banks: the Kenyan one in English, Swahili (as printed on its notes) and by acronym.
    kind: 'Swahili and acronyms: central banks',
    variants: [
      [
        rec({ name: 'Central Bank of Kenya', registration_country: 'KE', address: 'Haile Selassie Avenue, Nairobi' }),
        rec({ name: 'Banki Kuu ya Kenya', address: 'Haile Selassie Ave, P.O. Box 60000-00200, Nairobi' }),
        rec({ name: 'CBK', registration_country: 'Kenya', address: 'CBK Building, Haile Selassie Avenue, Nairobi' }),
      ],
      [
        rec({ name: 'Central Bank of Nigeria', registration_country: 'NG', address: 'Plot 33, Abubakar Tafawa Balewa Way, Central Business District, Abuja' }),
        rec({ name: 'CBN', address: 'Tafawa Balewa Way, CBD, Abuja' }),
        rec({ name: 'CENTRAL BANK OF NIGERIA (CBN)', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Bank of Ghana', registration_country: 'GH', address: '1 Thorpe Road, Accra' }),
        rec({ name: 'BoG', address: 'Thorpe Road, High Street, Accra' }),
        rec({ name: 'BANK OF GHANA (CENTRAL BANK)', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A charity, its trading subsidiary at the same address, and another member of the confederation.
    kind: 'NGO: charity, trading subsidiary and sister charity',
    variants: [
      [
        rec({ name: 'Oxfam', charity_number: '202918', registration_id: '00612172', registration_country: 'GB', address: 'Oxfam House, John Smith Drive, Cowley, Oxford OX4 2JY' }),
        rec({ name: 'Oxfam GB', company_number: '612172' }),
        rec({ name: 'OXFAM GREAT BRITAIN', charity_number: '202918', address: 'John Smith Drive, Oxford OX4 2JY' }),
      ],
      [
        rec({ name: 'Oxfam Activities Limited', registration_id: '01002153', registration_country: 'GB', address: 'Oxfam House, John Smith Drive, Cowley, Oxford OX4 2JY' }),
        rec({ name: 'OXFAM ACTIVITIES LTD', company_number: '1002153' }),
        rec({ name: 'Oxfam Activities Ltd (trading subsidiary of Oxfam GB)', address: 'Oxfam House, Oxford OX4 2JY' }),
      ],
      [
        rec({ name: 'Stichting Oxfam Novib', registration_id: '27108436', registration_country: 'NL', address: 'Mauritskade 9, 2514 HD Den Haag' }),
        rec({ name: 'Oxfam Novib', registration_number: 'KvK 27108436' }),
        rec({ name: 'OXFAM NOVIB (NETHERLANDS)', address: 'Mauritskade 9, The Hague' }),
      ],
    ],
  },
  {
    // A farmers' co-operative union, the licensed cocoa-buying company it owns, and the overseas chocolate
    // company it co-owns (whose records name the union).
    kind: 'co-operative: union, its company and a co-owned company abroad',
    variants: [
      [
        rec({ name: 'Kuapa Kokoo Farmers Union', registration_id: 'DOC/ASH/114', registration_country: 'GH', address: 'Kuapa Kokoo House, Adum, Kumasi' }),
        rec({ name: 'Kuapa Kokoo Farmers’ Union (KKFU)', registration_id: 'DOC/ASH/114' }),
        rec({ name: 'KUAPA KOKOO FARMERS UNION', address: 'Adum, Kumasi, Ashanti Region' }),
      ],
      [
        rec({ name: 'Kuapa Kokoo Limited', registration_id: 'CS071231994', registration_country: 'GH', address: 'Kuapa Kokoo House, Adum, Kumasi' }),
        rec({ name: 'KUAPA KOKOO LTD (LBC)', tax_id: 'C0003214567', tax_id_country: 'GH' }),
        rec({ name: 'Kuapa Kokoo Ltd – Licensed Buying Company', registration_id: 'CS071231994' }),
      ],
      [
        rec({ name: 'Divine Chocolate Limited', registration_id: '03419524', registration_country: 'GB', address: '4 Gainsford Street, London SE1 2NE' }),
        rec({ name: 'DIVINE CHOCOLATE LTD', company_number: '3419524' }),
        rec({ name: 'Divine Chocolate Ltd (co-owned by Kuapa Kokoo)', address: 'Gainsford St, London SE1' }),
      ],
    ],
  },
];
