// Held-out pair set 14, organisation (see bench/pairs/heldout14.ts): Namibian close corporations by BIPA number,
// Zimbabwean private limited companies by registration number, Senegalese SARL and SUARL by RCCM and NINEA, Ethiopian
// PLCs by TIN and trade registration, Swedish handelsbolag and kommanditbolag by organisation number, German
// sole traders (e.K.) by HRA number, Finnish Ky and toiminimi by Y-tunnus, and Kenyan sports clubs registered under
// the Societies Act; each as a register, gazette or official-journal extract, a supplier-master or bank line in caps,
// and a third source (an Amharic, French, Swahili or English gloss, an invoice footer, a letterhead, a tender award
// notice). All the companies, partnerships, traders and clubs are invented; numbers are the shape real ones have, the
// Swedish organisation-number Luhn digit, the German VAT-id check digit and the Finnish Y-tunnus check digit computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION14: readonly Family[] = [
  {
    // A Walvis Bay close corporation, the (Pty) Ltd its members formed at one address, and a look-alike CC in Lüderitz.
    kind: 'Namibian close corporations by BIPA number',
    variants: [
      [
        rec({ name: 'Erongo Marine Supplies CC', registration_id: 'CC/2011/04567', registration_country: 'NA', vat_number: '3412879-01-5', address: '14 Third Street East, Industrial Area, Walvis Bay' }),
        rec({ company_name: 'ERONGO MARINE SUPPLIES CC', company_number: 'CC201104567', address: '14 3RD ST EAST IND AREA WALVIS BAY' }),
        rec({ name: 'Erongo Marine Supplies Close Corporation (Reg. No. CC/2011/04567)', vat_number: 'VAT Reg 3412879015', registration_country: 'Namibia' }),
      ],
      [
        rec({ name: 'Erongo Marine Supplies Holdings (Pty) Ltd', registration_id: '2016/0823', registration_country: 'NA', vat_number: '5128334-01-5', address: '14 Third Street East, Industrial Area, Walvis Bay' }),
        rec({ company_name: 'ERONGO MARINE SUPPLIES HOLDINGS PTY LTD', company_number: '20160823', address: '14 3RD ST EAST IND AREA WALVIS BAY' }),
        rec({ name: 'Erongo Marine Supplies Holdings (Proprietary) Limited (Reg. No. 2016/0823)', vat_number: 'VAT Reg 5128334015', registration_country: 'Namibia' }),
      ],
      [
        rec({ name: 'Erongo Marine Services CC', registration_id: 'CC/2009/01872', registration_country: 'NA', vat_number: '2907456-01-5', address: 'Erf 412, Hafen Street, Lüderitz' }),
        rec({ company_name: 'ERONGO MARINE SERVICES CC', company_number: 'CC200901872', address: 'ERF 412 HAFEN ST LUDERITZ' }),
        rec({ name: 'Erongo Marine Services Close Corporation (Reg. No. CC/2009/01872)', vat_number: 'VAT Reg 2907456015', registration_country: 'Namibia' }),
      ],
    ],
  },
  {
    // A Harare agro-dealer, its transport company at one address, and a near-namesake in Bulawayo.
    kind: 'Zimbabwean private limited companies by registration number',
    variants: [
      [
        rec({ name: 'Chipo Agro-Dealers (Private) Limited', registration_id: '4512/2014', registration_country: 'ZW', tax_id: '200184532', address: '22 Coventry Road, Workington, Harare' }),
        rec({ company_name: 'CHIPO AGRO DEALERS (PVT) LTD', company_number: '4512/2014', address: '22 COVENTRY RD WORKINGTON HRE' }),
        rec({ name: 'Chipo Agro-Dealers (Pvt) Ltd', tax_id: 'ZIMRA BP No. 200184532', registration_country: 'Zimbabwe' }),
      ],
      [
        rec({ name: 'Chipo Agro-Dealers Transport (Private) Limited', registration_id: '8871/2019', registration_country: 'ZW', tax_id: '200377419', address: '22 Coventry Road, Workington, Harare' }),
        rec({ company_name: 'CHIPO AGRO DEALERS TRANSPORT (PVT) LTD', company_number: '8871/2019', address: '22 COVENTRY RD WORKINGTON HRE' }),
        rec({ name: 'Chipo Agro-Dealers Transport (Pvt) Ltd', tax_id: 'ZIMRA BP No. 200377419', registration_country: 'Zimbabwe' }),
      ],
      [
        rec({ name: 'Chipo Agrodealers (Private) Limited', registration_id: '1209/2011', registration_country: 'ZW', tax_id: '200091266', address: '41 Steelworks Road, Belmont, Bulawayo' }),
        rec({ company_name: 'CHIPO AGRODEALERS (PVT) LTD', company_number: '1209/2011', address: '41 STEELWORKS RD BELMONT BYO' }),
        rec({ name: 'Chipo Agrodealers (Pvt) Ltd, Bulawayo', tax_id: 'ZIMRA BP No. 200091266', registration_country: 'Zimbabwe' }),
      ],
    ],
  },
  {
    // A Dakar freight SARL, its cold-chain SUARL at one address, and a look-alike SARL in Thiès.
    kind: 'Senegalese SARL and SUARL by RCCM and NINEA',
    variants: [
      [
        rec({ name: 'Teranga Logistique SARL', registration_id: 'SN-DKR-2017-B-23418', registration_country: 'SN', tax_id: '006341872 2G3', address: 'Km 4,5 Boulevard du Centenaire de la Commune de Dakar, Dakar' }),
        rec({ company_name: 'TERANGA LOGISTIQUE SARL', company_number: 'SN DKR 2017 B 23418', address: 'KM 4.5 BD DU CENTENAIRE DAKAR' }),
        rec({ name: 'Teranga Logistique, société à responsabilité limitée', tax_id: 'NINEA 0063418722G3', registration_country: 'Sénégal' }),
      ],
      [
        rec({ name: 'Teranga Logistique Froid SUARL', registration_id: 'SN-DKR-2020-B-08131', registration_country: 'SN', tax_id: '007815406 2V2', address: 'Km 4,5 Boulevard du Centenaire de la Commune de Dakar, Dakar' }),
        rec({ company_name: 'TERANGA LOGISTIQUE FROID SUARL', company_number: 'SN DKR 2020 B 08131', address: 'KM 4.5 BD DU CENTENAIRE DAKAR' }),
        rec({ name: 'Teranga Logistique Froid, société unipersonnelle à responsabilité limitée', tax_id: 'NINEA 0078154062V2', registration_country: 'Sénégal' }),
      ],
      [
        rec({ name: 'Teranga Logistique Services SARL', registration_id: 'SN-THS-2019-B-00412', registration_country: 'SN', tax_id: '007402215 2R1', address: 'Route de Dakar, Quartier Grand Thiès, Thiès' }),
        rec({ company_name: 'TERANGA LOGISTIQUE SERVICES SARL', company_number: 'SN THS 2019 B 00412', address: 'RTE DE DAKAR GRAND THIES' }),
        rec({ name: 'Teranga Logistique Services, société à responsabilité limitée (Thiès)', tax_id: 'NINEA 0074022152R1', registration_country: 'Sénégal' }),
      ],
    ],
  },
  {
    // An Addis Ababa coffee exporter, its roasting PLC at one address, and a look-alike trading PLC in Dire Dawa.
    kind: 'Ethiopian PLCs by TIN and trade registration',
    variants: [
      [
        rec({ name: 'Abay Coffee Export PLC', registration_id: 'AA/BL/14/667/4563/2012', registration_country: 'ET', tax_id: '0041827365', address: 'Bole Sub-City, Woreda 03, House No. 1457, Addis Ababa' }),
        rec({ company_name: 'ABAY COFFEE EXPORT P.L.C.', company_number: 'AA/BL/14/667/4563/2012', address: 'BOLE S/C W03 H.NO 1457 ADDIS ABABA' }),
        rec({ name: 'አባይ ኮፊ ኤክስፖርት ኃ/የተ/የግ/ማ (Abay Coffee Export Private Limited Company)', tax_id: 'TIN 0041827365', registration_country: 'Ethiopia' }),
      ],
      [
        rec({ name: 'Abay Coffee Roasting PLC', registration_id: 'AA/BL/14/667/8812/2016', registration_country: 'ET', tax_id: '0063190248', address: 'Bole Sub-City, Woreda 03, House No. 1457, Addis Ababa' }),
        rec({ company_name: 'ABAY COFFEE ROASTING P.L.C.', company_number: 'AA/BL/14/667/8812/2016', address: 'BOLE S/C W03 H.NO 1457 ADDIS ABABA' }),
        rec({ name: 'አባይ ኮፊ ሮስቲንግ ኃ/የተ/የግ/ማ (Abay Coffee Roasting Private Limited Company)', tax_id: 'TIN 0063190248', registration_country: 'Ethiopia' }),
      ],
      [
        rec({ name: 'Abay Coffee Trading PLC', registration_id: 'DD/14/2/1193/2014', registration_country: 'ET', tax_id: '0055402917', address: 'Kezira, Kebele 04, Dire Dawa' }),
        rec({ company_name: 'ABAY COFFEE TRADING P.L.C.', company_number: 'DD/14/2/1193/2014', address: 'KEZIRA KEBELE 04 DIRE DAWA' }),
        rec({ name: 'አባይ ኮፊ ትሬዲንግ ኃ/የተ/የግ/ማ (Abay Coffee Trading Private Limited Company)', tax_id: 'TIN 0055402917', registration_country: 'Ethiopia' }),
      ],
    ],
  },
  {
    // An Uppsala building partnership, the limited partnership owning its premises at one address, and a look-alike in Västerås.
    kind: 'Swedish handelsbolag and kommanditbolag by organisation number',
    variants: [
      [
        rec({ name: 'Lindqvist & Berg Bygg Handelsbolag', registration_id: '969781-4201', registration_country: 'SE', vat_number: 'SE969781420101', address: 'Kungsängsgatan 29, 753 22 Uppsala' }),
        rec({ company_name: 'LINDQVIST & BERG BYGG HB', company_number: '9697814201', address: 'KUNGSANGSGATAN 29 75322 UPPSALA' }),
        rec({ name: 'Lindqvist & Berg Bygg HB (trading partnership)', vat_number: 'SE 969781-4201 01', registration_country: 'Sweden' }),
      ],
      [
        rec({ name: 'Lindqvist & Berg Fastigheter Kommanditbolag', registration_id: '969642-1586', registration_country: 'SE', vat_number: 'SE969642158601', address: 'Kungsängsgatan 29, 753 22 Uppsala' }),
        rec({ company_name: 'LINDQVIST & BERG FASTIGHETER KB', company_number: '9696421586', address: 'KUNGSANGSGATAN 29 75322 UPPSALA' }),
        rec({ name: 'Lindqvist & Berg Fastigheter KB (limited partnership)', vat_number: 'SE 969642-1586 01', registration_country: 'Sweden' }),
      ],
      [
        rec({ name: 'Lindqvist Bygg Handelsbolag', registration_id: '916473-8529', registration_country: 'SE', vat_number: 'SE916473852901', address: 'Stora Gatan 41, 722 12 Västerås' }),
        rec({ company_name: 'LINDQVIST BYGG HB', company_number: '9164738529', address: 'STORA GATAN 41 72212 VASTERAS' }),
        rec({ name: 'Lindqvist Bygg HB (trading partnership), Västerås', vat_number: 'SE 916473-8529 01', registration_country: 'Sweden' }),
      ],
    ],
  },
  {
    // A Mannheim electrician trading as a registered merchant, the GmbH he founded at one address, and a near-namesake in Ludwigshafen.
    kind: 'German sole traders (e.K.) by HRA number',
    variants: [
      [
        rec({ name: 'Elektro Hoffmann e.K., Inh. Jürgen Hoffmann', registration_id: 'HRA 7812', registration_country: 'DE', vat_number: 'DE314725831', address: 'Seckenheimer Landstraße 170, 68163 Mannheim' }),
        rec({ company_name: 'ELEKTRO HOFFMANN EK', company_number: 'AG MANNHEIM HRA 7812', address: 'SECKENHEIMER LANDSTR 170 68163 MANNHEIM' }),
        rec({ name: 'Elektro Hoffmann eingetragener Kaufmann (Inhaber: Jürgen Hoffmann)', vat_number: 'DE 314 725 831', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Hoffmann Elektrotechnik GmbH', registration_id: 'HRB 731245', registration_country: 'DE', vat_number: 'DE148362959', address: 'Seckenheimer Landstraße 170, 68163 Mannheim' }),
        rec({ company_name: 'HOFFMANN ELEKTROTECHNIK GMBH', company_number: 'AG MANNHEIM HRB 731245', address: 'SECKENHEIMER LANDSTR 170 68163 MANNHEIM' }),
        rec({ name: 'Hoffmann Elektrotechnik Gesellschaft mit beschränkter Haftung', vat_number: 'DE 148 362 959', registration_country: 'Germany' }),
      ],
      [
        rec({ name: 'Elektro Hofmann e.K., Inh. Sabine Hofmann', registration_id: 'HRA 61234', registration_country: 'DE', vat_number: 'DE219753642', address: 'Mundenheimer Straße 88, 67061 Ludwigshafen am Rhein' }),
        rec({ company_name: 'ELEKTRO HOFMANN EK', company_number: 'AG LUDWIGSHAFEN HRA 61234', address: 'MUNDENHEIMER STR 88 67061 LUDWIGSHAFEN' }),
        rec({ name: 'Elektro Hofmann eingetragene Kauffrau (Inhaberin: Sabine Hofmann)', vat_number: 'DE 219 753 642', registration_country: 'Germany' }),
      ],
    ],
  },
  {
    // A Tampere limited partnership, one partner's own sole-trader business at one address, and a look-alike Ky in Turku.
    kind: 'Finnish Ky and toiminimi by Y-tunnus',
    variants: [
      [
        rec({ name: 'Korhonen & Virtanen Ky', registration_id: '2845613-0', registration_country: 'FI', vat_number: 'FI28456130', address: 'Hämeenkatu 14 B 22, 33100 Tampere' }),
        rec({ company_name: 'KORHONEN & VIRTANEN KY', company_number: '28456130', address: 'HAMEENKATU 14 B 22 33100 TAMPERE' }),
        rec({ name: 'Korhonen & Virtanen Kommandiittiyhtiö (limited partnership)', vat_number: 'FI 2845 6130', registration_country: 'Finland' }),
      ],
      [
        rec({ name: 'Tmi Mikko Korhonen', registration_id: '3124587-9', registration_country: 'FI', vat_number: 'FI31245879', address: 'Hämeenkatu 14 B 22, 33100 Tampere' }),
        rec({ company_name: 'TMI MIKKO KORHONEN', company_number: '31245879', address: 'HAMEENKATU 14 B 22 33100 TAMPERE' }),
        rec({ name: 'Toiminimi Mikko Korhonen (sole trader)', vat_number: 'FI 3124 5879', registration_country: 'Finland' }),
      ],
      [
        rec({ name: 'Korhonen & Virta Ky', registration_id: '2671948-6', registration_country: 'FI', vat_number: 'FI26719486', address: 'Yliopistonkatu 31, 20100 Turku' }),
        rec({ company_name: 'KORHONEN & VIRTA KY', company_number: '26719486', address: 'YLIOPISTONKATU 31 20100 TURKU' }),
        rec({ name: 'Korhonen & Virta Kommandiittiyhtiö (limited partnership), Turku', vat_number: 'FI 2671 9486', registration_country: 'Finland' }),
      ],
    ],
  },
  {
    // A Nairobi sports club registered as a society, its members' welfare group at the clubhouse, and a look-alike club in Eldoret.
    kind: 'Kenyan sports clubs registered under the Societies Act',
    variants: [
      [
        rec({ name: 'Westlands Riadha Sports Club', registration_id: 'SOC/45612', registration_country: 'KE', tax_id: 'P051782346Q', address: 'Ojijo Road, off Parklands Road, Westlands, Nairobi' }),
        rec({ company_name: 'WESTLANDS RIADHA SPORTS CLUB', company_number: 'SOC 45612', address: 'OJIJO RD WESTLANDS NBI' }),
        rec({ name: 'Chama cha Michezo Riadha Westlands (Westlands Riadha Sports Club), Reg. No. SOC/45612', tax_id: 'KRA PIN P051782346Q', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Westlands Riadha Sports Club Members Welfare Association', registration_id: 'SOC/61308', registration_country: 'KE', tax_id: 'P052219874M', address: 'Ojijo Road, off Parklands Road, Westlands, Nairobi' }),
        rec({ company_name: 'WESTLANDS RIADHA S/C MEMBERS WELFARE ASSN', company_number: 'SOC 61308', address: 'OJIJO RD WESTLANDS NBI' }),
        rec({ name: 'Chama cha Ustawi wa Wanachama wa Westlands Riadha Sports Club, Reg. No. SOC/61308', tax_id: 'KRA PIN P052219874M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Riadha Sports Club Eldoret', registration_id: 'SOC/38127', registration_country: 'KE', tax_id: 'P051449021D', address: 'Kenyatta Street, Eldoret' }),
        rec({ company_name: 'RIADHA SPORTS CLUB ELDORET', company_number: 'SOC 38127', address: 'KENYATTA ST ELDORET' }),
        rec({ name: 'Chama cha Michezo Riadha Eldoret (Riadha Sports Club), Reg. No. SOC/38127', tax_id: 'KRA PIN P051449021D', registration_country: 'Kenya' }),
      ],
    ],
  },
];
