// Held-out pair set 16, organisation (see bench/pairs/heldout16.ts): Beninese SARL by RCCM and IFU, Egyptian companies
// by commercial register and tax card number, Angolan Lda by NIF, Sierra Leonean companies by registration number and
// TIN, Gambian enterprises by registration number and TIN, Polish spółka jawna and S.A. by KRS, NIP and REGON, Danish
// I/S and sole proprietorships by CVR, and Belgian VZW / ASBL by enterprise number; each as a register, gazette or
// official-journal extract, a supplier-master or bank line in caps, and a third source (a French, Arabic-transliterated,
// Portuguese, Polish, Danish or Dutch gloss of the legal form, an invoice footer, a letterhead, a tender award notice).
// All the companies, partnerships, associations and traders are invented; numbers are the shape real ones have, the
// Polish NIP and REGON check digits, the Danish CVR modulus-11 check and the Belgian enterprise-number mod-97 check
// computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION16: readonly Family[] = [
  {
    // A Cotonou cashew exporter, its transport SARL at one address, and a look-alike SARL in Parakou.
    kind: 'Beninese SARL by RCCM and IFU',
    variants: [
      [
        rec({ name: 'Anacarde Export du Littoral SARL', registration_id: 'RB/COT/18 B 22415', registration_country: 'BJ', tax_id: '3201810224157', address: 'Zone Portuaire, Lot 214, 01 BP 3381, Cotonou' }),
        rec({ company_name: 'ANACARDE EXPORT DU LITTORAL SARL', company_number: 'RB COT 18 B 22415', address: 'ZONE PORTUAIRE LOT 214 COTONOU' }),
        rec({ name: 'Anacarde Export du Littoral, société à responsabilité limitée', tax_id: 'IFU 3201810224157', registration_country: 'Bénin' }),
      ],
      [
        rec({ name: 'Anacarde Transport du Littoral SARL', registration_id: 'RB/COT/20 B 27902', registration_country: 'BJ', tax_id: '3202011279026', address: 'Zone Portuaire, Lot 214, 01 BP 3381, Cotonou' }),
        rec({ company_name: 'ANACARDE TRANSPORT DU LITTORAL SARL', company_number: 'RB COT 20 B 27902', address: 'ZONE PORTUAIRE LOT 214 COTONOU' }),
        rec({ name: 'Anacarde Transport du Littoral, SARL (filiale logistique)', tax_id: 'IFU 3202011279026', registration_country: 'Bénin' }),
      ],
      [
        rec({ name: 'Anacarde Export du Borgou SARL', registration_id: 'RB/PKO/16 B 1184', registration_country: 'BJ', tax_id: '3201609011842', address: 'Quartier Zongo, BP 412, Parakou' }),
        rec({ company_name: 'ANACARDE EXPORT DU BORGOU SARL', company_number: 'RB PKO 16 B 1184', address: 'QTR ZONGO BP 412 PARAKOU' }),
        rec({ name: 'Anacarde Export du Borgou, société à responsabilité limitée (Parakou)', tax_id: 'IFU 3201609011842', registration_country: 'Bénin' }),
      ],
    ],
  },
  {
    // A Cairo pharmaceutical distributor, its import company at one address, and a near-namesake in Alexandria.
    kind: 'Egyptian companies by commercial register and tax card number',
    variants: [
      [
        rec({ name: 'Nile Delta Pharma Distribution S.A.E.', registration_id: '118452', registration_country: 'EG', tax_id: '512-384-907', address: '14 Abbas El Akkad St, Nasr City, Cairo' }),
        rec({ company_name: 'NILE DELTA PHARMA DISTRIBUTION SAE', company_number: 'CR 118452 CAIRO', address: '14 ABBAS EL AKKAD NASR CITY CAIRO' }),
        rec({ name: 'Nile Delta Pharma Distribution (Sharikat Nile Delta li-Tawzi al-Adwiya), Egyptian joint stock company', tax_id: 'Tax Card No. 512384907', registration_country: 'Egypt' }),
      ],
      [
        rec({ name: 'Nile Delta Pharma Import L.L.C.', registration_id: '131077', registration_country: 'EG', tax_id: '538-102-446', address: '14 Abbas El Akkad St, Nasr City, Cairo' }),
        rec({ company_name: 'NILE DELTA PHARMA IMPORT LLC', company_number: 'CR 131077 CAIRO', address: '14 ABBAS EL AKKAD NASR CITY CAIRO' }),
        rec({ name: 'Nile Delta Pharma Import, limited liability company (sister of the distribution company)', tax_id: 'Tax Card No. 538102446', registration_country: 'Egypt' }),
      ],
      [
        rec({ name: 'Nile Delta Pharmaceuticals S.A.E.', registration_id: '40219', registration_country: 'EG', tax_id: '205-771-318', address: '37 Fouad St, Raml Station, Alexandria' }),
        rec({ company_name: 'NILE DELTA PHARMACEUTICALS SAE', company_number: 'CR 40219 ALEX', address: '37 FOUAD ST ALEXANDRIA' }),
        rec({ name: 'Nile Delta Pharmaceuticals, Egyptian joint stock company (Alexandria)', tax_id: 'Tax Card No. 205771318', registration_country: 'Egypt' }),
      ],
    ],
  },
  {
    // A Luanda construction Lda, its equipment-hire Lda at one address, and a look-alike Lda in Benguela.
    kind: 'Angolan Lda by NIF',
    variants: [
      [
        rec({ name: 'Kwanza Obras e Construções, Lda.', registration_id: '5417286390', registration_country: 'AO', tax_id: '5417286390', address: 'Rua Rainha Ginga, n.º 87, Ingombota, Luanda' }),
        rec({ company_name: 'KWANZA OBRAS E CONSTRUCOES LDA', company_number: 'NIF 5417286390', address: 'R RAINHA GINGA 87 INGOMBOTA LUANDA' }),
        rec({ name: 'Kwanza Obras e Construções, Limitada', tax_id: 'NIF: 5417286390', registration_country: 'Angola' }),
      ],
      [
        rec({ name: 'Kwanza Aluguer de Equipamentos, Lda.', registration_id: '5417903318', registration_country: 'AO', tax_id: '5417903318', address: 'Rua Rainha Ginga, n.º 87, Ingombota, Luanda' }),
        rec({ company_name: 'KWANZA ALUGUER DE EQUIPAMENTOS LDA', company_number: 'NIF 5417903318', address: 'R RAINHA GINGA 87 INGOMBOTA LUANDA' }),
        rec({ name: 'Kwanza Aluguer de Equipamentos, Limitada (empresa do grupo Kwanza Obras)', tax_id: 'NIF: 5417903318', registration_country: 'Angola' }),
      ],
      [
        rec({ name: 'Kwanza Obras e Serviços, Lda.', registration_id: '5401128857', registration_country: 'AO', tax_id: '5401128857', address: 'Avenida Norton de Matos, n.º 12, Benguela' }),
        rec({ company_name: 'KWANZA OBRAS E SERVICOS LDA', company_number: 'NIF 5401128857', address: 'AV NORTON DE MATOS 12 BENGUELA' }),
        rec({ name: 'Kwanza Obras e Serviços, Limitada (Benguela)', tax_id: 'NIF: 5401128857', registration_country: 'Angola' }),
      ],
    ],
  },
  {
    // A Freetown fishing company, its cold-store company at one address, and a near-namesake in Bo.
    kind: 'Sierra Leonean companies by registration number and TIN',
    variants: [
      [
        rec({ name: 'Tokeh Bay Fisheries (SL) Limited', registration_id: 'CAC/2017/C/04812', registration_country: 'SL', tax_id: '1004827365', address: '22 Wilkinson Road, Freetown' }),
        rec({ company_name: 'TOKEH BAY FISHERIES SL LTD', company_number: 'CAC 2017 C 04812', address: '22 WILKINSON RD FREETOWN' }),
        rec({ name: 'Tokeh Bay Fisheries (S.L.) Ltd.', tax_id: 'NRA TIN 1004827365', registration_country: 'Sierra Leone' }),
      ],
      [
        rec({ name: 'Tokeh Bay Cold Storage (SL) Limited', registration_id: 'CAC/2020/C/09371', registration_country: 'SL', tax_id: '1009371204', address: '22 Wilkinson Road, Freetown' }),
        rec({ company_name: 'TOKEH BAY COLD STORAGE SL LTD', company_number: 'CAC 2020 C 09371', address: '22 WILKINSON RD FREETOWN' }),
        rec({ name: 'Tokeh Bay Cold Storage (S.L.) Ltd., a sister company of Tokeh Bay Fisheries', tax_id: 'NRA TIN 1009371204', registration_country: 'Sierra Leone' }),
      ],
      [
        rec({ name: 'Tokeh Fisheries Limited', registration_id: 'CAC/2014/C/01956', registration_country: 'SL', tax_id: '1001956830', address: '5 Dambara Road, Bo' }),
        rec({ company_name: 'TOKEH FISHERIES LTD', company_number: 'CAC 2014 C 01956', address: '5 DAMBARA RD BO' }),
        rec({ name: 'Tokeh Fisheries Ltd., Bo', tax_id: 'NRA TIN 1001956830', registration_country: 'Sierra Leone' }),
      ],
    ],
  },
  {
    // A Serrekunda sole trader's registered business name, his limited company at one address, and a look-alike in
    // Brikama.
    kind: 'Gambian enterprises by registration number and TIN',
    variants: [
      [
        rec({ name: 'Kombo Sunrise Enterprise', registration_id: 'BN/2016/1187', registration_country: 'GM', tax_id: '1000482716', address: 'Kairaba Avenue, Serrekunda' }),
        rec({ company_name: 'KOMBO SUNRISE ENTERPRISE', company_number: 'BN 2016 1187', address: 'KAIRABA AVE SERREKUNDA' }),
        rec({ name: 'Kombo Sunrise Enterprise (proprietor: Lamin Ceesay, trading as)', tax_id: 'GRA TIN 1000482716', registration_country: 'The Gambia' }),
      ],
      [
        rec({ name: 'Kombo Sunrise Company Limited', registration_id: 'C/2021/3094', registration_country: 'GM', tax_id: '1003094558', address: 'Kairaba Avenue, Serrekunda' }),
        rec({ company_name: 'KOMBO SUNRISE CO LTD', company_number: 'C 2021 3094', address: 'KAIRABA AVE SERREKUNDA' }),
        rec({ name: 'Kombo Sunrise Co. Ltd (incorporated from the business name of the same name)', tax_id: 'GRA TIN 1003094558', registration_country: 'The Gambia' }),
      ],
      [
        rec({ name: 'Kombo Sunset Enterprise', registration_id: 'BN/2018/2265', registration_country: 'GM', tax_id: '1002265041', address: 'Brikama Highway, Brikama' }),
        rec({ company_name: 'KOMBO SUNSET ENTERPRISE', company_number: 'BN 2018 2265', address: 'BRIKAMA HWY BRIKAMA' }),
        rec({ name: 'Kombo Sunset Enterprise, Brikama', tax_id: 'GRA TIN 1002265041', registration_country: 'The Gambia' }),
      ],
    ],
  },
  {
    // A Warsaw family general partnership, the joint-stock company the partners formed at one address, and a
    // look-alike partnership in Gdańsk.
    kind: 'Polish spółka jawna and S.A. by KRS, NIP and REGON',
    variants: [
      [
        rec({ name: 'Kowalczyk i Wspólnicy Hurtownia Elektryczna sp.j.', registration_id: '0000412873', registration_country: 'PL', vat_number: 'PL5271384601', tax_id: '382716455', address: 'ul. Marywilska 34, 03-228 Warszawa' }),
        rec({ company_name: 'KOWALCZYK I WSPOLNICY HURTOWNIA ELEKTRYCZNA SPJ', company_number: 'KRS 0000412873', address: 'UL MARYWILSKA 34 WARSZAWA' }),
        rec({ name: 'Kowalczyk i Wspólnicy Hurtownia Elektryczna spółka jawna', vat_number: 'NIP 527-138-46-01', registration_country: 'Polska' }),
      ],
      [
        rec({ name: 'Kowalczyk Elektro S.A.', registration_id: '0000783105', registration_country: 'PL', vat_number: 'PL7742039159', tax_id: '146029737', address: 'ul. Marywilska 34, 03-228 Warszawa' }),
        rec({ company_name: 'KOWALCZYK ELEKTRO SA', company_number: 'KRS 0000783105', address: 'UL MARYWILSKA 34 WARSZAWA' }),
        rec({ name: 'Kowalczyk Elektro spółka akcyjna', vat_number: 'NIP 774-203-91-59', registration_country: 'Polska' }),
      ],
      [
        rec({ name: 'Kowalczyk i Synowie Hurtownia Elektryczna sp.j.', registration_id: '0000297446', registration_country: 'PL', vat_number: 'PL9583026411', tax_id: '529183643', address: 'ul. Grunwaldzka 411, 80-309 Gdańsk' }),
        rec({ company_name: 'KOWALCZYK I SYNOWIE HURTOWNIA ELEKTRYCZNA SPJ', company_number: 'KRS 0000297446', address: 'UL GRUNWALDZKA 411 GDANSK' }),
        rec({ name: 'Kowalczyk i Synowie Hurtownia Elektryczna spółka jawna (Gdańsk)', vat_number: 'NIP 958-302-64-11', registration_country: 'Polska' }),
      ],
    ],
  },
  {
    // An Aarhus carpenters' partnership, one partner's sole proprietorship at the workshop, and a look-alike
    // partnership in Odense.
    kind: 'Danish I/S and sole proprietorships by CVR',
    variants: [
      [
        rec({ name: 'Tømrerfirmaet Holm & Nygaard I/S', registration_id: '39841525', registration_country: 'DK', vat_number: 'DK39841525', address: 'Oddervej 118, 8270 Højbjerg' }),
        rec({ company_name: 'TOMRERFIRMAET HOLM & NYGAARD IS', company_number: 'CVR 39841525', address: 'ODDERVEJ 118 8270 HOJBJERG' }),
        rec({ name: 'Tømrerfirmaet Holm og Nygaard, interessentskab', vat_number: 'CVR-nr. 3984 1525', registration_country: 'Danmark' }),
      ],
      [
        rec({ name: 'Holm Tømrer v/Anders Holm', registration_id: '41273062', registration_country: 'DK', vat_number: 'DK41273062', address: 'Oddervej 118, 8270 Højbjerg' }),
        rec({ company_name: 'HOLM TOMRER V ANDERS HOLM', company_number: 'CVR 41273062', address: 'ODDERVEJ 118 8270 HOJBJERG' }),
        rec({ name: 'Holm Tømrer, enkeltmandsvirksomhed (Anders Holm)', vat_number: 'CVR-nr. 4127 3062', registration_country: 'Danmark' }),
      ],
      [
        rec({ name: 'Tømrerfirmaet Holm & Nygård I/S', registration_id: '37618292', registration_country: 'DK', vat_number: 'DK37618292', address: 'Middelfartvej 240, 5200 Odense V' }),
        rec({ company_name: 'TOMRERFIRMAET HOLM & NYGARD IS', company_number: 'CVR 37618292', address: 'MIDDELFARTVEJ 240 5200 ODENSE V' }),
        rec({ name: 'Tømrerfirmaet Holm og Nygård, interessentskab (Odense)', vat_number: 'CVR-nr. 3761 8292', registration_country: 'Danmark' }),
      ],
    ],
  },
  {
    // A bilingual Brussels non-profit, its sister non-profit for youth at one address, and a look-alike in Ghent.
    kind: 'Belgian VZW and ASBL by enterprise number',
    variants: [
      [
        rec({ name: 'Vrienden van het Zoniënwoud vzw', registration_id: '0748.291.355', registration_country: 'BE', address: 'Terhulpsesteenweg 12, 1170 Watermaal-Bosvoorde' }),
        rec({ company_name: 'AMIS DE LA FORET DE SOIGNES ASBL', company_number: '0748291355', address: 'CHAUSSEE DE LA HULPE 12 1170 WATERMAEL-BOITSFORT' }),
        rec({ name: 'Amis de la Forêt de Soignes, association sans but lucratif', vat_number: 'BE0748291355', registration_country: 'Belgique' }),
      ],
      [
        rec({ name: 'Jong Zoniënwoud vzw', registration_id: '0831.652.759', registration_country: 'BE', address: 'Terhulpsesteenweg 12, 1170 Watermaal-Bosvoorde' }),
        rec({ company_name: 'JEUNES DE LA FORET DE SOIGNES ASBL', company_number: '0831652759', address: 'CHAUSSEE DE LA HULPE 12 1170 WATERMAEL-BOITSFORT' }),
        rec({ name: 'Jeunes de la Forêt de Soignes, association sans but lucratif (section jeunesse)', vat_number: 'BE0831652759', registration_country: 'Belgique' }),
      ],
      [
        rec({ name: 'Vrienden van het Zoniënbos vzw', registration_id: '0765.920.809', registration_country: 'BE', address: 'Kortrijksesteenweg 301, 9000 Gent' }),
        rec({ company_name: 'VRIENDEN VAN HET ZONIENBOS VZW', company_number: '0765920809', address: 'KORTRIJKSESTEENWEG 301 9000 GENT' }),
        rec({ name: 'Vrienden van het Zoniënbos, vereniging zonder winstoogmerk (Gent)', vat_number: 'BE 0765.920.809', registration_country: 'België' }),
      ],
    ],
  },
];
