// Held-out pair set 9, organisation (see bench/pairs/heldout9.ts): Norwegian AS by organisation number, Swiss AG and
// GmbH by UID, Estonian OÜ by registry code, Greek companies by GEMI number and AFM, Kenyan limited liability
// partnerships by LLP number, Scottish limited partnerships by SL number, an English CIO and the unincorporated
// charity it replaced, and South African NPOs by NPO and PBO number. All companies, partnerships, charities and
// organisations are invented; numbers are illustrative, the shape real ones have (check digits not computed).
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION9: readonly Family[] = [
  {
    // A Bergen shipping-services AS, its crewing AS at one address, and a look-alike AS in Oslo.
    kind: 'Norwegian AS by organisation number',
    variants: [
      [
        rec({ name: 'Fjordlys Maritime Services AS', registration_id: '918 452 367', registration_country: 'NO', tax_id: 'NO918452367MVA', address: 'Strandkaien 6, 5013 Bergen' }),
        rec({ company_name: 'FJORDLYS MARITIME SERVICES AS', company_number: '918452367', address: 'Strandkaien 6, Bergen, Norway' }),
        rec({ name: 'Fjordlys Maritime Services A/S', vat_number: 'NO 918 452 367 MVA', registration_country: 'Norway' }),
      ],
      [
        rec({ name: 'Fjordlys Crewing AS', registration_id: '921 307 884', registration_country: 'NO', tax_id: 'NO921307884MVA', address: 'Strandkaien 6, 5013 Bergen' }),
        rec({ company_name: 'FJORDLYS CREWING AS', company_number: '921307884', address: 'Strandkaien 6, Bergen, Norway' }),
        rec({ name: 'Fjordlys Crewing A/S', vat_number: 'NO 921 307 884 MVA', registration_country: 'Norway' }),
      ],
      [
        rec({ name: 'Fjordlys Marine Services AS', registration_id: '915 663 021', registration_country: 'NO', tax_id: 'NO915663021MVA', address: 'Karl Johans gate 12, 0154 Oslo' }),
        rec({ company_name: 'FJORDLYS MARINE SERVICES AS', company_number: '915663021', address: 'Karl Johans gt. 12, Oslo, Norway' }),
        rec({ name: 'Fjordlys Marine Services A/S', vat_number: 'NO 915 663 021 MVA', registration_country: 'Norway' }),
      ],
    ],
  },
  {
    // A Zug commodity-trading AG, its Geneva GmbH subsidiary, and a sister AG in Zug with one word changed.
    kind: 'Swiss AG and GmbH by UID',
    variants: [
      [
        rec({ name: 'Savanna Commodities AG', registration_id: 'CHE-214.587.903', registration_country: 'CH', address: 'Baarerstrasse 21, 6300 Zug' }),
        rec({ company_name: 'SAVANNA COMMODITIES SA', company_number: 'CHE214587903', address: 'Baarerstr. 21, Zug, Switzerland' }),
        rec({ name: 'Savanna Commodities Ltd', vat_number: 'CHE-214.587.903 MWST', registration_country: 'Switzerland' }),
      ],
      [
        rec({ name: 'Savanna Commodities Genève GmbH', registration_id: 'CHE-377.120.645', registration_country: 'CH', address: 'Rue du Rhône 80, 1204 Genève' }),
        rec({ company_name: 'SAVANNA COMMODITIES GENEVE SARL', company_number: 'CHE377120645', address: 'Rue du Rhone 80, Geneva, Switzerland' }),
        rec({ name: 'Savanna Commodities Geneva LLC', vat_number: 'CHE-377.120.645 TVA', registration_country: 'Switzerland' }),
      ],
      [
        rec({ name: 'Savanna Agri Commodities AG', registration_id: 'CHE-409.833.172', registration_country: 'CH', address: 'Baarerstrasse 21, 6300 Zug' }),
        rec({ company_name: 'SAVANNA AGRI COMMODITIES SA', company_number: 'CHE409833172', address: 'Baarerstr. 21, Zug, Switzerland' }),
        rec({ name: 'Savanna Agri Commodities Ltd', vat_number: 'CHE-409.833.172 MWST', registration_country: 'Switzerland' }),
      ],
    ],
  },
  {
    // A Tallinn fintech OÜ, its e-residency holding OÜ at one address, and its Nigerian-facing OÜ.
    kind: 'Estonian OÜ by registry code',
    variants: [
      [
        rec({ name: 'Kasuvool Payments OÜ', registration_id: '14837265', registration_country: 'EE', tax_id: 'EE102188734', address: 'Sepapaja tn 6, 15551 Tallinn' }),
        rec({ company_name: 'KASUVOOL PAYMENTS OU', company_number: '14837265', address: 'Sepapaja 6, Tallinn, Estonia' }),
        rec({ name: 'Kasuvool Payments Ltd (Estonia)', vat_number: 'EE 102188734', registration_country: 'Estonia' }),
      ],
      [
        rec({ name: 'Kasuvool Holding OÜ', registration_id: '14790112', registration_country: 'EE', tax_id: 'EE102156290', address: 'Sepapaja tn 6, 15551 Tallinn' }),
        rec({ company_name: 'KASUVOOL HOLDING OU', company_number: '14790112', address: 'Sepapaja 6, Tallinn, Estonia' }),
        rec({ name: 'Kasuvool Holding Ltd (Estonia)', vat_number: 'EE 102156290', registration_country: 'Estonia' }),
      ],
      [
        rec({ name: 'Kasuvool Africa OÜ', registration_id: '16204538', registration_country: 'EE', tax_id: 'EE102411958', address: 'Ahtri tn 12, 10151 Tallinn' }),
        rec({ company_name: 'KASUVOOL AFRICA OU', company_number: '16204538', address: 'Ahtri 12, Tallinn, Estonia' }),
        rec({ name: 'Kasuvool Africa Ltd (Estonia)', vat_number: 'EE 102411958', registration_country: 'Estonia' }),
      ],
    ],
  },
  {
    // A Piraeus ship-agency Μ.Ι.Κ.Ε., its sister Α.Ε. and a look-alike agency: Greek and Latin spellings.
    kind: 'Greek companies by GEMI number and AFM',
    variants: [
      [
        rec({ name: 'Αιγαίο Ναυτιλιακή Πρακτορευτική Μονοπρόσωπη Ι.Κ.Ε.', registration_id: 'ΓΕΜΗ 158274307000', registration_country: 'GR', tax_id: '801245679', address: 'Ακτή Μιαούλη 47, 185 36 Πειραιάς' }),
        rec({ company_name: 'AIGAIO NAFTILIAKI PRAKTOREFTIKI MONOPROSOPI IKE', company_number: '158274307000', address: 'Akti Miaouli 47, Piraeus, Greece' }),
        rec({ name: 'Aegean Shipping Agency Single Member P.C.', vat_number: 'EL801245679', registration_country: 'Greece' }),
      ],
      [
        rec({ name: 'Αιγαίο Ναυτιλιακή Α.Ε.', registration_id: 'ΓΕΜΗ 121903807000', registration_country: 'GR', tax_id: '998412306', address: 'Ακτή Μιαούλη 47, 185 36 Πειραιάς' }),
        rec({ company_name: 'AIGAIO NAFTILIAKI AE', company_number: '121903807000', address: 'Akti Miaouli 47, Piraeus, Greece' }),
        rec({ name: 'Aegean Shipping S.A.', vat_number: 'EL998412306', registration_country: 'Greece' }),
      ],
      [
        rec({ name: 'Αιγαίο Πρακτορεύσεις Πλοίων Ε.Π.Ε.', registration_id: 'ΓΕΜΗ 045621707000', registration_country: 'GR', tax_id: '094317852', address: 'Ηρώων Πολυτεχνείου 18, 185 35 Πειραιάς' }),
        rec({ company_name: 'AIGAIO PRAKTOREFSEIS PLOION EPE', company_number: '045621707000', address: 'Iroon Polytechniou 18, Piraeus, Greece' }),
        rec({ name: 'Aegean Ship Agencies Ltd', vat_number: 'EL094317852', registration_country: 'Greece' }),
      ],
    ],
  },
  {
    // A Nairobi law firm LLP, its tax-advisory LLP with two of the same partners, and a look-alike firm in Mombasa.
    kind: 'Kenyan limited liability partnerships by LLP number',
    variants: [
      [
        rec({ name: 'Wanjiru Otieno & Associates LLP', registration_id: 'LLP-7XK3QR', registration_country: 'KE', tax_id: 'P052318764M', address: 'ABC Place, Waiyaki Way, Westlands, Nairobi' }),
        rec({ company_name: 'WANJIRU OTIENO AND ASSOCIATES LIMITED LIABILITY PARTNERSHIP', company_number: 'LLP7XK3QR', address: 'P.O. Box 14502-00800, Nairobi' }),
        rec({ name: 'Wanjiru, Otieno & Associates Advocates', tax_id: 'P052318764M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Wanjiru Otieno Tax Advisory LLP', registration_id: 'LLP-9BM2TA', registration_country: 'KE', tax_id: 'P052466103Z', address: 'ABC Place, Waiyaki Way, Westlands, Nairobi' }),
        rec({ company_name: 'WANJIRU OTIENO TAX ADVISORY LIMITED LIABILITY PARTNERSHIP', company_number: 'LLP9BM2TA', address: 'P.O. Box 14502-00800, Nairobi' }),
        rec({ name: 'Wanjiru Otieno Tax Advisory', tax_id: 'P052466103Z', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Wanjiru & Otieno Associates LLP', registration_id: 'LLP-2HD8WC', registration_country: 'KE', tax_id: 'P051987420K', address: 'Nkrumah Road, Mombasa' }),
        rec({ company_name: 'WANJIRU AND OTIENO ASSOCIATES LIMITED LIABILITY PARTNERSHIP', company_number: 'LLP2HD8WC', address: 'P.O. Box 90211-80100, Mombasa' }),
        rec({ name: 'Wanjiru & Otieno Associates Advocates (Mombasa)', tax_id: 'P051987420K', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // Three Scottish limited partnerships of one fund manager, registered at one Edinburgh address.
    kind: 'Scottish limited partnerships by SL number',
    variants: [
      [
        rec({ name: 'Thistlebank Africa Growth Fund I LP', registration_id: 'SL034127', registration_country: 'GB', address: '50 Lothian Road, Edinburgh EH3 9WJ' }),
        rec({ company_name: 'THISTLEBANK AFRICA GROWTH FUND I LIMITED PARTNERSHIP', company_number: 'SL 034127', address: '50 LOTHIAN ROAD, EDINBURGH, SCOTLAND, EH3 9WJ' }),
        rec({ name: 'Thistlebank Africa Growth Fund 1, L.P.', registration_id: 'SL034127', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Thistlebank Africa Growth Fund II LP', registration_id: 'SL036854', registration_country: 'GB', address: '50 Lothian Road, Edinburgh EH3 9WJ' }),
        rec({ company_name: 'THISTLEBANK AFRICA GROWTH FUND II LIMITED PARTNERSHIP', company_number: 'SL 036854', address: '50 LOTHIAN ROAD, EDINBURGH, SCOTLAND, EH3 9WJ' }),
        rec({ name: 'Thistlebank Africa Growth Fund 2, L.P.', registration_id: 'SL036854', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Thistlebank Africa Growth Carry LP', registration_id: 'SL034129', registration_country: 'GB', address: '50 Lothian Road, Edinburgh EH3 9WJ' }),
        rec({ company_name: 'THISTLEBANK AFRICA GROWTH CARRY LIMITED PARTNERSHIP', company_number: 'SL 034129', address: '50 LOTHIAN ROAD, EDINBURGH, SCOTLAND, EH3 9WJ' }),
        rec({ name: 'Thistlebank Africa Growth Carry, L.P.', registration_id: 'SL034129', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    // A charitable incorporated organisation (new charity number), the unincorporated trust it replaced (old number,
    // removed from the register after the transfer: another legal person), and a sister CIO.
    kind: 'English CIO and the unincorporated charity it replaced',
    variants: [
      [
        rec({ name: 'Harambee Learning Trust CIO', charity_number: '1198467', registration_country: 'GB', address: '14 Alma Road, Bristol BS8 2BY' }),
        rec({ company_name: 'HARAMBEE LEARNING TRUST', registered_charity_number: 'CIO 1198467', address: '14 ALMA ROAD, BRISTOL' }),
        rec({ name: 'Harambee Learning Trust (charitable incorporated organisation)', charity_no: 'Charity No. 1198467', registration_country: 'England and Wales' }),
      ],
      [
        rec({ name: 'Harambee Learning Trust', charity_number: '1084512', registration_country: 'GB', address: '14 Alma Road, Bristol BS8 2BY' }),
        rec({ company_name: 'HARAMBEE LEARNING TRUST - REMOVED', registered_charity_number: '1084512', address: '14 ALMA ROAD, BRISTOL' }),
        rec({ name: 'Harambee Learning Trust (former unincorporated trust, funds transferred)', charity_no: 'Charity No. 1084512', registration_country: 'England and Wales' }),
      ],
      [
        rec({ name: 'Harambee Girls Education Fund CIO', charity_number: '1201738', registration_country: 'GB', address: '14 Alma Road, Bristol BS8 2BY' }),
        rec({ company_name: 'HARAMBEE GIRLS EDUCATION FUND', registered_charity_number: 'CIO 1201738', address: '14 ALMA ROAD, BRISTOL' }),
        rec({ name: 'Harambee Girls\' Education Fund (charitable incorporated organisation)', charity_no: 'Charity No. 1201738', registration_country: 'England and Wales' }),
      ],
    ],
  },
  {
    // A Durban community NPO (NPO and PBO numbers), its NPC arm and a look-alike NPO in Pietermaritzburg.
    kind: 'South African NPOs by NPO and PBO number',
    variants: [
      [
        rec({ name: 'Ubuntu Siyakhula Community Trust', npo_number: 'NPO 184-327', registration_country: 'ZA', tax_id: 'PBO 930051842', address: '22 Florence Nzama Street, Durban 4001' }),
        rec({ company_name: 'UBUNTU SIYAKHULA COMMUNITY TRUST', npo_number: '184-327 NPO', address: '22 FLORENCE NZAMA ST, DURBAN CENTRAL' }),
        rec({ name: 'Ubuntu Siyakhula Comm. Trust', tax_id: '930051842', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ubuntu Siyakhula Community Development NPC', registration_id: '2017/412088/08', registration_country: 'ZA', tax_id: 'PBO 930063177', address: '22 Florence Nzama Street, Durban 4001' }),
        rec({ company_name: 'UBUNTU SIYAKHULA COMMUNITY DEVELOPMENT NPC', company_number: '2017/412088/08', address: '22 FLORENCE NZAMA ST, DURBAN CENTRAL' }),
        rec({ name: 'Ubuntu Siyakhula Community Development Non-Profit Company', tax_id: '930063177', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ubuntu Sizakala Community Trust', npo_number: 'NPO 201-554', registration_country: 'ZA', tax_id: 'PBO 930071205', address: '9 Church Street, Pietermaritzburg 3201' }),
        rec({ company_name: 'UBUNTU SIZAKALA COMMUNITY TRUST', npo_number: '201-554 NPO', address: '9 CHURCH ST, PIETERMARITZBURG' }),
        rec({ name: 'Ubuntu Sizakala Comm. Trust', tax_id: '930071205', registration_country: 'South Africa' }),
      ],
    ],
  },
];
