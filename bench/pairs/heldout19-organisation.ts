// Held-out pair set 19, organisation (see bench/pairs/heldout19.ts): South African private security companies by
// PSIRA number, Kenyan water resource users associations by society and WRA number, UK bus and coach operators by
// PSV operator licence, Kenyan sports federations by Sports Registrar certificate, German UG (haftungsbeschränkt) by
// HRB and USt-IdNr, Ghanaian hotels by Tourism Authority licence, Spanish associations by CIF and national register
// number, and Czech registered associations (spolky) by IČO; each as a register, licence list or gazette extract, a
// supplier-master, bank or tender-award line in caps, and a third source (an English, Swahili, Twi, German, Spanish
// or Czech gloss, a letterhead, an invoice footer). Every organisation is invented. Numbers have the shape real ones
// have; the German USt-IdNr, UK VAT, Spanish CIF and Czech IČO check digits are computed; CIPC, PSIRA, SA income-tax,
// Kenyan society, WRA, self-help-group, Sports Registrar and company numbers, KRA PINs, UK company and PSV licence
// numbers, HRB numbers, Ghanaian company, TIN and GTA licence numbers and Spanish register numbers are shape-only.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION19: readonly Family[] = [
  {
    // A Polokwane guarding company, the armed-response company its owners formed at one address (its own PSIRA
    // number), and a near-namesake close corporation in Durban.
    kind: 'South African private security companies by PSIRA number',
    variants: [
      [
        rec({ name: 'Ithemba Guarding Services (Pty) Ltd', registration_id: '2012/148823/07', registration_country: 'ZA', tax_id: '9318476620', address: '44 Landdros Mare Street, Polokwane, 0699' }),
        rec({ company_name: 'ITHEMBA GUARDING SERVICES PTY LTD', company_number: 'PSIRA 2741863', address: '44 LANDDROS MARE ST POLOKWANE' }),
        rec({ name: 'Ithemba Guarding Services (Pty) Ltd — PSIRA Reg. No. 2741863, Polokwane', registration_id: '2012/148823/07', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ithemba Armed Response (Pty) Ltd', registration_id: '2015/392014/07', registration_country: 'ZA', tax_id: '9402157738', address: '44 Landdros Mare Street, Polokwane, 0699' }),
        rec({ company_name: 'ITHEMBA ARMED RESPONSE PTY LTD', company_number: 'PSIRA 3098217', address: '44 LANDDROS MARE ST POLOKWANE' }),
        rec({ name: 'Ithemba Armed Response — armed reaction and alarm monitoring, PSIRA 3098217', tax_id: '9402157738', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ithemba Security Services CC', registration_id: '2004/051877/23', registration_country: 'ZA', tax_id: '9177302465', address: '310 Anton Lembede Street, Durban Central, 4001' }),
        rec({ company_name: 'ITHEMBA SECURITY SERVICES CC', company_number: 'PSIRA 1482930', address: '310 ANTON LEMBEDE ST DURBAN' }),
        rec({ name: 'Ithemba Security Services (eThekwini), PSIRA 1482930', registration_id: '2004/051877/23', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Laikipia water resource users association, the community water project (a self-help group registered apart)
    // at one address, and a near-namesake association downstream.
    kind: 'Kenyan water resource users associations by society and WRA number',
    variants: [
      [
        rec({ name: 'Nanyuki River Water Resource Users Association', registration_id: 'SOC/58213', registration_country: 'KE', tax_id: 'P051937264R', address: 'P.O. Box 1422-10400, Nanyuki' }),
        rec({ company_name: 'NANYUKI RIVER WRUA', company_number: 'WRA/ENNCA/WRUA/041', address: 'P O BOX 1422 NANYUKI' }),
        rec({ name: 'Chama cha Watumiaji wa Rasilimali za Maji cha Mto Nanyuki (Nanyuki River WRUA)', tax_id: 'P051937264R', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Nanyuki Community Water Project Self-Help Group', registration_id: 'SHG/LKP/2016/0388', registration_country: 'KE', tax_id: 'P052204117T', address: 'P.O. Box 1422-10400, Nanyuki' }),
        rec({ company_name: 'NANYUKI COMMUNITY WATER PROJECT SHG', company_number: 'SHG/LKP/2016/0388', address: 'P O BOX 1422 NANYUKI' }),
        rec({ name: 'Mradi wa Maji wa Jamii Nanyuki (kikundi cha kujisaidia)', tax_id: 'P052204117T', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Lower Nanyuki River Water Resource Users Association', registration_id: 'SOC/61047', registration_country: 'KE', tax_id: 'P052018835H', address: 'P.O. Box 18-10400, Sweetwaters, Nanyuki' }),
        rec({ company_name: 'LOWER NANYUKI RIVER WRUA', company_number: 'WRA/ENNCA/WRUA/063', address: 'P O BOX 18 SWEETWATERS NANYUKI' }),
        rec({ name: 'Chama cha Watumiaji wa Maji Mto Nanyuki wa Chini (Lower Nanyuki WRUA)', tax_id: 'P052018835H', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Yorkshire Dales coach operator, its holding company at one depot (no operator licence of its own), and a
    // near-namesake operator in Derbyshire.
    kind: 'UK bus and coach operators by PSV operator licence',
    variants: [
      [
        rec({ name: 'Dales & Peaks Coaches Limited', registration_id: '08472519', registration_country: 'GB', vat_number: 'GB 284 1736 44', address: 'Station Yard, Kirkgate, Settle, North Yorkshire, BD24 9AD' }),
        rec({ company_name: 'DALES & PEAKS COACHES LTD', company_number: '08472519', address: 'STATION YD KIRKGATE SETTLE BD24 9AD' }),
        rec({ name: 'Dales and Peaks Coaches Ltd (PSV O-licence PB1047263, standard international)', vat_number: 'GB284173644', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Dales & Peaks Travel Group Limited', registration_id: '11836402', registration_country: 'GB', vat_number: 'GB 317 6024 77', address: 'Station Yard, Kirkgate, Settle, North Yorkshire, BD24 9AD' }),
        rec({ company_name: 'DALES & PEAKS TRAVEL GROUP LTD', company_number: '11836402', address: 'STATION YD KIRKGATE SETTLE BD24 9AD' }),
        rec({ name: 'Dales and Peaks Travel Group Ltd (holding company)', vat_number: 'GB317602477', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Peaks & Dales Coaches Limited', registration_id: '06291874', registration_country: 'GB', vat_number: 'GB 441 9387 33', address: 'Unit 4, Harpur Hill Industrial Estate, Buxton, Derbyshire, SK17 9JL' }),
        rec({ company_name: 'PEAKS & DALES COACHES LTD', company_number: '06291874', address: 'UNIT 4 HARPUR HILL IND EST BUXTON SK17 9JL' }),
        rec({ name: 'Peaks and Dales Coaches Ltd (PSV O-licence PD1032198, standard national)', vat_number: 'GB441938733', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    // A Kenyan national sports federation, the league company it formed at one address, and an older near-namesake
    // association registered apart in Mombasa.
    kind: 'Kenyan sports federations by Sports Registrar certificate',
    variants: [
      [
        rec({ name: 'Kenya Korfball Federation', registration_id: 'SR/NSF/0287', registration_country: 'KE', tax_id: 'P051862240D', address: 'Nyayo National Stadium, Gate 3, P.O. Box 40172-00100, Nairobi' }),
        rec({ company_name: 'KENYA KORFBALL FEDERATION (KKF)', company_number: 'SR NSF 0287', address: 'NYAYO NATIONAL STADIUM GATE 3 NAIROBI' }),
        rec({ name: 'Shirikisho la Korfball Kenya (KKF)', tax_id: 'P051862240D', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Kenya Korfball League Limited', registration_id: 'PVT-7LUQ3KM8', registration_country: 'KE', tax_id: 'P052310992L', address: 'Nyayo National Stadium, Gate 3, P.O. Box 40172-00100, Nairobi' }),
        rec({ company_name: 'KENYA KORFBALL LEAGUE LTD', company_number: 'PVT-7LUQ3KM8', address: 'NYAYO NATIONAL STADIUM GATE 3 NAIROBI' }),
        rec({ name: 'Ligi ya Korfball Kenya (kampuni ya ligi)', tax_id: 'P052310992L', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Kenya Korfball Association', registration_id: 'SOC/44718', registration_country: 'KE', tax_id: 'P051500326C', address: 'Mombasa Sports Club Road, P.O. Box 88342-80100, Mombasa' }),
        rec({ company_name: 'KENYA KORFBALL ASSOCIATION (KKA)', company_number: 'SOC/44718', address: 'SPORTS CLUB RD MOMBASA' }),
        rec({ name: 'Chama cha Korfball Kenya (KKA), Mombasa', tax_id: 'P051500326C', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Berlin solar start-up (UG), the installation GmbH its founders formed at one address, and a near-namesake UG
    // in Leipzig.
    kind: 'German UG (haftungsbeschränkt) by HRB and USt-IdNr',
    variants: [
      [
        rec({ name: 'Grünblick Solar UG (haftungsbeschränkt)', registration_id: 'HRB 231847 B', registration_country: 'DE', vat_number: 'DE314827650', address: 'Oranienstraße 183, 10999 Berlin' }),
        rec({ company_name: 'GRUENBLICK SOLAR UG (HAFTUNGSBESCHRAENKT)', company_number: 'HRB231847B', address: 'ORANIENSTR. 183 10999 BERLIN' }),
        rec({ name: 'Grünblick Solar UG (haftungsbeschränkt), Amtsgericht Charlottenburg', vat_number: 'DE 314 827 650', registration_country: 'Deutschland' }),
      ],
      [
        rec({ name: 'Grünblick Solar Montage GmbH', registration_id: 'HRB 240193 B', registration_country: 'DE', vat_number: 'DE327196041', address: 'Oranienstraße 183, 10999 Berlin' }),
        rec({ company_name: 'GRUENBLICK SOLAR MONTAGE GMBH', company_number: 'HRB240193B', address: 'ORANIENSTR. 183 10999 BERLIN' }),
        rec({ name: 'Grünblick Solar Montage GmbH, Amtsgericht Charlottenburg', vat_number: 'DE 327 196 041', registration_country: 'Deutschland' }),
      ],
      [
        rec({ name: 'Grünblick Solartechnik UG (haftungsbeschränkt)', registration_id: 'HRB 38112', registration_country: 'DE', vat_number: 'DE298471531', address: 'Karl-Liebknecht-Straße 96, 04275 Leipzig' }),
        rec({ company_name: 'GRUENBLICK SOLARTECHNIK UG (HAFTUNGSBESCHR.)', company_number: 'HRB 38112 LEIPZIG', address: 'KARL-LIEBKNECHT-STR. 96 04275 LEIPZIG' }),
        rec({ name: 'Grünblick Solartechnik UG (haftungsbeschränkt), Amtsgericht Leipzig', vat_number: 'DE 298 471 531', registration_country: 'Deutschland' }),
      ],
    ],
  },
  {
    // A Kumasi hotel company, the serviced-apartments company of the same owners at one address (licensed apart),
    // and a near-namesake hotel in Takoradi.
    kind: 'Ghanaian hotels by Tourism Authority licence',
    variants: [
      [
        rec({ name: 'Asante Royal Hotel Limited', registration_id: 'CS047291116', registration_country: 'GH', tax_id: 'C0004817263', address: 'Plot 12, Block E, Ahodwo, Kumasi (AK-039-5127)' }),
        rec({ company_name: 'ASANTE ROYAL HOTEL LTD', company_number: 'GTA/ASR/HTL/0214', address: 'PLOT 12 BLK E AHODWO KUMASI' }),
        rec({ name: 'Asante Royal Ahɔhodan (Asante Royal Hotel Ltd), Kumasi', tax_id: 'C0004817263', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Asante Royal Apartments Limited', registration_id: 'CS118204557', registration_country: 'GH', tax_id: 'C0019372841', address: 'Plot 12, Block E, Ahodwo, Kumasi (AK-039-5127)' }),
        rec({ company_name: 'ASANTE ROYAL APARTMENTS LTD', company_number: 'GTA/ASR/APT/0031', address: 'PLOT 12 BLK E AHODWO KUMASI' }),
        rec({ name: 'Asante Royal Apartments Ltd (serviced apartments), Kumasi', tax_id: 'C0019372841', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Royal Asante Hotel Limited', registration_id: 'CS062830914', registration_country: 'GH', tax_id: 'C0008214593', address: 'Market Circle, Takoradi (WS-116-2290)' }),
        rec({ company_name: 'ROYAL ASANTE HOTEL LTD', company_number: 'GTA/WR/HTL/0093', address: 'MARKET CIRCLE TAKORADI' }),
        rec({ name: 'Royal Asante Ahɔhodan, Takoradi', tax_id: 'C0008214593', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Salamanca cultural association, the foundation of the same name at one address, and a near-namesake
    // association in Ávila.
    kind: 'Spanish associations by CIF and national register number',
    variants: [
      [
        rec({ name: 'Asociación Cultural Amigos del Río Tormes', registration_id: 'G37418522', registration_country: 'ES', vat_number: 'ESG37418522', address: 'Calle Libreros 28, 37008 Salamanca' }),
        rec({ company_name: 'ASOC CULTURAL AMIGOS DEL RIO TORMES', company_number: 'RNA 612847', address: 'C/ LIBREROS 28 37008 SALAMANCA' }),
        rec({ name: 'Friends of the River Tormes Cultural Association (Salamanca), CIF G-37418522', registration_id: 'G-37418522', registration_country: 'Spain' }),
      ],
      [
        rec({ name: 'Fundación Amigos del Río Tormes', registration_id: 'G37682143', registration_country: 'ES', vat_number: 'ESG37682143', address: 'Calle Libreros 28, 37008 Salamanca' }),
        rec({ company_name: 'FUNDACION AMIGOS DEL RIO TORMES', company_number: 'G37682143', address: 'C/ LIBREROS 28 37008 SALAMANCA' }),
        rec({ name: 'Friends of the River Tormes Foundation (Salamanca), CIF G-37682143', registration_id: 'G-37682143', registration_country: 'Spain' }),
      ],
      [
        rec({ name: 'Asociación Amigos del Tormes', registration_id: 'G05294178', registration_country: 'ES', vat_number: 'ESG05294178', address: 'Plaza del Mercado Chico 4, 05001 Ávila' }),
        rec({ company_name: 'ASOC AMIGOS DEL TORMES', company_number: 'RNA 598203', address: 'PZA MERCADO CHICO 4 05001 AVILA' }),
        rec({ name: 'Asociación Amigos del Tormes (Ávila), CIF G-05294178', registration_id: 'G-05294178', registration_country: 'España' }),
      ],
    ],
  },
  {
    // A Prague registered association, the public-benefit company it founded at one address, and a near-namesake
    // association in Český Krumlov.
    kind: 'Czech registered associations (spolky) by IČO',
    variants: [
      [
        rec({ name: 'Spolek přátel Vltavy, z. s.', registration_id: '26841738', registration_country: 'CZ', vat_number: 'CZ26841738', address: 'Náplavní 1523/7, 120 00 Praha 2' }),
        rec({ company_name: 'SPOLEK PRATEL VLTAVY Z.S.', company_number: 'IC 26841738', address: 'NAPLAVNI 1523/7 PRAHA 2' }),
        rec({ name: 'Friends of the Vltava Society (registered association, Prague), L 18427 vedená u Městského soudu v Praze', registration_id: 'IČO 268 41 738', registration_country: 'Czech Republic' }),
      ],
      [
        rec({ name: 'Přátelé Vltavy, o.p.s.', registration_id: '07912641', registration_country: 'CZ', vat_number: 'CZ07912641', address: 'Náplavní 1523/7, 120 00 Praha 2' }),
        rec({ company_name: 'PRATELE VLTAVY O.P.S.', company_number: 'IC 07912641', address: 'NAPLAVNI 1523/7 PRAHA 2' }),
        rec({ name: 'Friends of the Vltava, public-benefit company (Prague), O 1294 vedená u Městského soudu v Praze', registration_id: 'IČO 079 12 641', registration_country: 'Czech Republic' }),
      ],
      [
        rec({ name: 'Spolek přátel Vltavy Český Krumlov, z.s.', registration_id: '22935185', registration_country: 'CZ', vat_number: 'CZ22935185', address: 'Latrán 74, 381 01 Český Krumlov' }),
        rec({ company_name: 'SPOLEK PRATEL VLTAVY CESKY KRUMLOV Z.S.', company_number: 'IC 22935185', address: 'LATRAN 74 381 01 CESKY KRUMLOV' }),
        rec({ name: 'Friends of the Vltava Society Český Krumlov, L 6712 vedená u Krajského soudu v Českých Budějovicích', registration_id: 'IČO 229 35 185', registration_country: 'Czech Republic' }),
      ],
    ],
  },
];
