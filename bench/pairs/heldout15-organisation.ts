// Held-out pair set 15, organisation (see bench/pairs/heldout15.ts): Malawian companies by registration number and
// TPIN, Cameroonian SARL by RCCM and NIU, Mozambican Lda by NUEL and NUIT, Tunisian SARL and SUARL by RNE identifier
// and tax number, Italian S.n.c. and S.a.s. by partita IVA and REA, French SCI by SIREN, UK farming partnerships by
// VAT number, and Austrian KG, OG and e.U. by Firmenbuch number; each as a register, gazette or official-journal
// extract, a supplier-master or bank line in caps, and a third source (a French, Portuguese, Italian, German or
// English gloss of the legal form, an invoice footer, a letterhead, a tender award notice). All the companies,
// partnerships and traders are invented; numbers are the shape real ones have, the Italian partita IVA check digit,
// the French SIREN Luhn digit and VAT key, the UK VAT mod-97 check digits and the Austrian UID check digit computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION15: readonly Family[] = [
  {
    // A Lilongwe groundnut processor, its haulage company at one address, and a near-namesake in Blantyre.
    kind: 'Malawian companies by registration number and TPIN',
    variants: [
      [
        rec({ name: 'Chikondi Agro Processors Limited', registration_id: 'COY-4KT8P2M', registration_country: 'MW', tax_id: '70418823', address: 'Plot 12/221, Area 28 Industrial Site, Lilongwe' }),
        rec({ company_name: 'CHIKONDI AGRO PROCESSORS LTD', company_number: 'COY4KT8P2M', address: 'PLOT 12/221 AREA 28 LLW' }),
        rec({ name: 'Chikondi Agro-Processors Ltd', tax_id: 'TPIN: 70418823', registration_country: 'Malawi' }),
      ],
      [
        rec({ name: 'Chikondi Haulage Limited', registration_id: 'COY-9RW3D7F', registration_country: 'MW', tax_id: '70655190', address: 'Plot 12/221, Area 28 Industrial Site, Lilongwe' }),
        rec({ company_name: 'CHIKONDI HAULAGE LTD', company_number: 'COY9RW3D7F', address: 'PLOT 12/221 AREA 28 LLW' }),
        rec({ name: 'Chikondi Haulage Ltd (a sister company of Chikondi Agro Processors)', tax_id: 'TPIN: 70655190', registration_country: 'Malawi' }),
      ],
      [
        rec({ name: 'Chikondi Agro Products Limited', registration_id: 'COY-2BN6H4X', registration_country: 'MW', tax_id: '70291347', address: 'Makata Industrial Area, Masauko Chipembere Highway, Blantyre' }),
        rec({ company_name: 'CHIKONDI AGRO PRODUCTS LTD', company_number: 'COY2BN6H4X', address: 'MAKATA IND AREA BT' }),
        rec({ name: 'Chikondi Agro Products Ltd, Blantyre', tax_id: 'TPIN: 70291347', registration_country: 'Malawi' }),
      ],
    ],
  },
  {
    // A Douala cold-store SARL, its maintenance SARL at one address, and a look-alike SARL in Yaoundé.
    kind: 'Cameroonian SARL by RCCM and NIU',
    variants: [
      [
        rec({ name: 'Wouri Froid SARL', registration_id: 'RC/DLA/2015/B/2847', registration_country: 'CM', tax_id: 'M041500028471K', address: 'Zone Industrielle de Bonabéri, BP 4512, Douala' }),
        rec({ company_name: 'WOURI FROID SARL', company_number: 'RC DLA 2015 B 2847', address: 'ZI BONABERI BP 4512 DOUALA' }),
        rec({ name: 'Wouri Froid, société à responsabilité limitée', tax_id: 'NIU M041500028471K', registration_country: 'Cameroun' }),
      ],
      [
        rec({ name: 'Wouri Froid Maintenance SARL', registration_id: 'RC/DLA/2019/B/6130', registration_country: 'CM', tax_id: 'M031900061302P', address: 'Zone Industrielle de Bonabéri, BP 4512, Douala' }),
        rec({ company_name: 'WOURI FROID MAINTENANCE SARL', company_number: 'RC DLA 2019 B 6130', address: 'ZI BONABERI BP 4512 DOUALA' }),
        rec({ name: 'Wouri Froid Maintenance, société à responsabilité limitée', tax_id: 'NIU M031900061302P', registration_country: 'Cameroun' }),
      ],
      [
        rec({ name: 'Wouri Frigo SARL', registration_id: 'RC/YAO/2012/B/1193', registration_country: 'CM', tax_id: 'M061200011937T', address: 'Quartier Mvog-Mbi, BP 8820, Yaoundé' }),
        rec({ company_name: 'WOURI FRIGO SARL', company_number: 'RC YAO 2012 B 1193', address: 'MVOG MBI BP 8820 YAOUNDE' }),
        rec({ name: 'Wouri Frigo, société à responsabilité limitée (Yaoundé)', tax_id: 'NIU M061200011937T', registration_country: 'Cameroun' }),
      ],
    ],
  },
  {
    // A Maputo fishing Lda, its logistics Lda at one address, and a near-namesake in Beira.
    kind: 'Mozambican Lda by NUEL and NUIT',
    variants: [
      [
        rec({ name: 'Maputo Pescas, Limitada', registration_id: '100482715', registration_country: 'MZ', tax_id: '400618294', address: 'Avenida 24 de Julho, n.º 1412, Maputo' }),
        rec({ company_name: 'MAPUTO PESCAS LDA', company_number: 'NUEL 100482715', address: 'AV 24 DE JULHO 1412 MAPUTO' }),
        rec({ name: 'Maputo Pescas, Lda', tax_id: 'NUIT 400 618 294', registration_country: 'Moçambique' }),
      ],
      [
        rec({ name: 'Maputo Pescas Logística, Limitada', registration_id: '100913402', registration_country: 'MZ', tax_id: '401207785', address: 'Avenida 24 de Julho, n.º 1412, Maputo' }),
        rec({ company_name: 'MAPUTO PESCAS LOGISTICA LDA', company_number: 'NUEL 100913402', address: 'AV 24 DE JULHO 1412 MAPUTO' }),
        rec({ name: 'Maputo Pescas Logística, Lda', tax_id: 'NUIT 401 207 785', registration_country: 'Moçambique' }),
      ],
      [
        rec({ name: 'Maputo Pesca, Limitada', registration_id: '100274561', registration_country: 'MZ', tax_id: '400339817', address: 'Rua Major Serpa Pinto, n.º 88, Beira' }),
        rec({ company_name: 'MAPUTO PESCA LDA', company_number: 'NUEL 100274561', address: 'R MAJOR SERPA PINTO 88 BEIRA' }),
        rec({ name: 'Maputo Pesca, Lda (Beira)', tax_id: 'NUIT 400 339 817', registration_country: 'Moçambique' }),
      ],
    ],
  },
  {
    // A Sfax olive-oil mill SARL, its export SUARL at one address, and a look-alike mill in Sousse.
    kind: 'Tunisian SARL and SUARL by RNE identifier',
    variants: [
      [
        rec({ name: 'Huilerie Ben Salem SARL', registration_id: '1248739B', registration_country: 'TN', tax_id: '1248739/B/A/M/000', address: 'Route de Tunis km 7, 3021 Sfax' }),
        rec({ company_name: 'HUILERIE BEN SALEM SARL', company_number: '1248739B', address: 'RTE DE TUNIS KM 7 SFAX' }),
        rec({ name: 'Huilerie Ben Salem, société à responsabilité limitée', tax_id: 'MF 1248739BAM000', registration_country: 'Tunisie' }),
      ],
      [
        rec({ name: 'Ben Salem Export SUARL', registration_id: '1593406K', registration_country: 'TN', tax_id: '1593406/K/A/M/000', address: 'Route de Tunis km 7, 3021 Sfax' }),
        rec({ company_name: 'BEN SALEM EXPORT SUARL', company_number: '1593406K', address: 'RTE DE TUNIS KM 7 SFAX' }),
        rec({ name: 'Ben Salem Export, société unipersonnelle à responsabilité limitée', tax_id: 'MF 1593406KAM000', registration_country: 'Tunisie' }),
      ],
      [
        rec({ name: 'Huilerie Ben Salah SARL', registration_id: '0927715F', registration_country: 'TN', tax_id: '0927715/F/A/M/000', address: 'Zone Industrielle Sidi Abdelhamid, 4061 Sousse' }),
        rec({ company_name: 'HUILERIE BEN SALAH SARL', company_number: '0927715F', address: 'ZI SIDI ABDELHAMID SOUSSE' }),
        rec({ name: 'Huilerie Ben Salah, société à responsabilité limitée (Sousse)', tax_id: 'MF 0927715FAM000', registration_country: 'Tunisie' }),
      ],
    ],
  },
  {
    // A Bologna workshop S.n.c., the S.a.s. one partner formed at its address, and a look-alike S.n.c. in Modena.
    kind: 'Italian S.n.c. and S.a.s. by partita IVA',
    variants: [
      [
        rec({ name: 'Officina Rossi & Bianchi S.n.c. di Rossi Marco & C.', registration_id: 'BO-412876', registration_country: 'IT', vat_number: 'IT03812460370', address: 'Via del Lavoro 14, 40127 Bologna' }),
        rec({ company_name: 'OFFICINA ROSSI & BIANCHI SNC', company_number: 'REA BO 412876', address: 'VIA DEL LAVORO 14 40127 BOLOGNA BO' }),
        rec({ name: 'Officina Rossi e Bianchi, società in nome collettivo', vat_number: 'P.IVA 03812460370', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Rossi & Bianchi Ricambi S.a.s. di Bianchi Luca & C.', registration_id: 'BO-413590', registration_country: 'IT', vat_number: 'IT03815720374', address: 'Via del Lavoro 14, 40127 Bologna' }),
        rec({ company_name: 'ROSSI & BIANCHI RICAMBI SAS', company_number: 'REA BO 413590', address: 'VIA DEL LAVORO 14 40127 BOLOGNA BO' }),
        rec({ name: 'Rossi e Bianchi Ricambi, società in accomandita semplice', vat_number: 'P.IVA 03815720374', registration_country: 'Italia' }),
      ],
      [
        rec({ name: 'Officina Rossi & Bianco S.n.c. di Rossi Paolo & C.', registration_id: 'MO-298114', registration_country: 'IT', vat_number: 'IT02648190367', address: 'Via Emilia Est 902, 41122 Modena' }),
        rec({ company_name: 'OFFICINA ROSSI & BIANCO SNC', company_number: 'REA MO 298114', address: 'VIA EMILIA EST 902 41122 MODENA MO' }),
        rec({ name: 'Officina Rossi e Bianco, società in nome collettivo (Modena)', vat_number: 'P.IVA 02648190367', registration_country: 'Italia' }),
      ],
    ],
  },
  {
    // A Lyon property-holding SCI, the second SCI its partners formed at one address, and a look-alike SCI in Grenoble.
    kind: 'French SCI by SIREN',
    variants: [
      [
        rec({ name: 'SCI Les Tilleuls', registration_id: '812 345 676', registration_country: 'FR', vat_number: 'FR19812345676', address: '27 rue Sainte-Hélène, 69002 Lyon' }),
        rec({ company_name: 'SCI LES TILLEULS', company_number: '812345676', address: '27 R STE HELENE 69002 LYON' }),
        rec({ name: 'Société civile immobilière Les Tilleuls (RCS Lyon 812 345 676)', registration_country: 'France' }),
      ],
      [
        rec({ name: 'SCI Les Tilleuls II', registration_id: '812 987 659', registration_country: 'FR', vat_number: 'FR33812987659', address: '27 rue Sainte-Hélène, 69002 Lyon' }),
        rec({ company_name: 'SCI LES TILLEULS 2', company_number: '812987659', address: '27 R STE HELENE 69002 LYON' }),
        rec({ name: 'Société civile immobilière Les Tilleuls II (RCS Lyon 812 987 659)', registration_country: 'France' }),
      ],
      [
        rec({ name: 'SCI Des Tilleuls', registration_id: '790 456 123', registration_country: 'FR', vat_number: 'FR69790456123', address: '8 avenue Alsace-Lorraine, 38000 Grenoble' }),
        rec({ company_name: 'SCI DES TILLEULS', company_number: '790456123', address: '8 AV ALSACE LORRAINE 38000 GRENOBLE' }),
        rec({ name: 'Société civile immobilière des Tilleuls (RCS Grenoble 790 456 123)', registration_country: 'France' }),
      ],
    ],
  },
  {
    // A Powys farming partnership, the contracting partnership of two of its partners at the farm, and a near-namesake
    // partnership in Herefordshire. Partnerships have no company number; the VAT number is the register key.
    kind: 'UK farming partnerships by VAT number',
    variants: [
      [
        rec({ name: 'W. H. Pryce & Son', registration_country: 'GB', vat_number: 'GB 384 7261 27', address: 'Cefn Farm, Llanfair Caereinion, Welshpool, Powys SY21 0HT' }),
        rec({ company_name: 'PRYCE W H & SON', vat_number: 'GB384726127', address: 'CEFN FARM LLANFAIR CAEREINION SY21 0HT' }),
        rec({ name: 'W H Pryce and Son (a partnership: W. H. Pryce, G. W. Pryce)', vat_number: 'VAT Reg No 384 7261 27', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Pryce Agricultural Contractors', registration_country: 'GB', vat_number: 'GB 401 9385 65', address: 'Cefn Farm, Llanfair Caereinion, Welshpool, Powys SY21 0HT' }),
        rec({ company_name: 'PRYCE AGRICULTURAL CONTRACTORS', vat_number: 'GB401938565', address: 'CEFN FARM LLANFAIR CAEREINION SY21 0HT' }),
        rec({ name: 'G. W. & S. Pryce t/a Pryce Agricultural Contractors', vat_number: 'VAT Reg No 401 9385 65', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'W. H. Price & Son', registration_country: 'GB', vat_number: 'GB 296 8417 06', address: 'Upper House Farm, Bromyard, Herefordshire HR7 4LP' }),
        rec({ company_name: 'PRICE W H & SON', vat_number: 'GB296841706', address: 'UPPER HOUSE FARM BROMYARD HR7 4LP' }),
        rec({ name: 'W H Price and Son (a partnership: W. H. Price, D. Price)', vat_number: 'VAT Reg No 296 8417 06', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    // A Graz joinery KG, the OG two of its partners formed at its address, and a one-man e.U. of one name in Linz.
    kind: 'Austrian KG, OG and e.U. by Firmenbuch number',
    variants: [
      [
        rec({ name: 'Tischlerei Gruber KG', registration_id: 'FN 284517 k', registration_country: 'AT', vat_number: 'ATU68429159', address: 'Puchstraße 41, 8020 Graz' }),
        rec({ company_name: 'TISCHLEREI GRUBER KG', company_number: '284517K', address: 'PUCHSTR 41 8020 GRAZ' }),
        rec({ name: 'Tischlerei Gruber Kommanditgesellschaft', vat_number: 'UID ATU 6842 9159', registration_country: 'Österreich' }),
      ],
      [
        rec({ name: 'Gruber Holzbau OG', registration_id: 'FN 412093 w', registration_country: 'AT', vat_number: 'ATU73184261', address: 'Puchstraße 41, 8020 Graz' }),
        rec({ company_name: 'GRUBER HOLZBAU OG', company_number: '412093W', address: 'PUCHSTR 41 8020 GRAZ' }),
        rec({ name: 'Gruber Holzbau offene Gesellschaft', vat_number: 'UID ATU 7318 4261', registration_country: 'Österreich' }),
      ],
      [
        rec({ name: 'Tischlerei Gruber e.U.', registration_id: 'FN 356781 p', registration_country: 'AT', vat_number: 'ATU59241733', address: 'Wiener Straße 212, 4020 Linz' }),
        rec({ company_name: 'TISCHLEREI GRUBER EU', company_number: '356781P', address: 'WIENER STR 212 4020 LINZ' }),
        rec({ name: 'Tischlerei Gruber, eingetragenes Unternehmen, Inh. Johann Gruber (Linz)', vat_number: 'UID ATU 5924 1733', registration_country: 'Österreich' }),
      ],
    ],
  },
];
