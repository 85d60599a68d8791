// Held-out pair set 12, organisation (see bench/pairs/heldout12.ts): Portuguese Lda and Unipessoal Lda by NIPC,
// Ugandan companies by URSB registration number and TIN, Tanzanian companies by BRELA incorporation number and TIN,
// Rwandan companies by RDB company code, Zambian companies by PACRA number and TPIN, an English sole trader's trading
// name with his limited company and a family partnership, members' golf clubs with the company owning the course, and
// Kenyan registered trustees with a guarantee company and a sister trust; each as a register or gazette extract, a
// supplier master or customs-agent line in caps, and a third source (an English gloss, a procurement portal, an
// invoice footer). All the companies, clubs and trusts are invented; numbers are the shape real ones have, the
// Portuguese NIPC and the UK VAT check digits computed.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION12: readonly Family[] = [
  {
    // A Porto cork trader Lda, its one-member export company at one address, and a look-alike Lda in Aveiro.
    kind: 'Portuguese Lda and Unipessoal Lda by NIPC',
    variants: [
      [
        rec({ name: 'Cortiças do Douro, Lda.', registration_id: '516348728', registration_country: 'PT', tax_id: 'PT516348728', address: 'Rua de Santa Catarina 812, 4000-446 Porto' }),
        rec({ company_name: 'CORTICAS DO DOURO LDA', company_number: '516 348 728', address: 'R. Santa Catarina 812, Porto, Portugal' }),
        rec({ name: 'Cortiças do Douro, Limitada (Douro Cork Ltd)', vat_number: 'PT 516348728', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Cortiças do Douro Export, Unipessoal Lda.', registration_id: '517239841', registration_country: 'PT', tax_id: 'PT517239841', address: 'Rua de Santa Catarina 812, 4000-446 Porto' }),
        rec({ company_name: 'CORTICAS DO DOURO EXPORT UNIP LDA', company_number: '517 239 841', address: 'R. Santa Catarina 812, Porto, Portugal' }),
        rec({ name: 'Cortiças do Douro Export, Sociedade Unipessoal Lda (Douro Cork Export, single-member Ltd)', vat_number: 'PT 517239841', registration_country: 'Portugal' }),
      ],
      [
        rec({ name: 'Cortiças Douro & Vouga, Lda.', registration_id: '508274133', registration_country: 'PT', tax_id: 'PT508274133', address: 'Avenida Dr. Lourenço Peixinho 55, 3800-164 Aveiro' }),
        rec({ company_name: 'CORTICAS DOURO E VOUGA LDA', company_number: '508 274 133', address: 'Av. Lourenco Peixinho 55, Aveiro, Portugal' }),
        rec({ name: 'Cortiças Douro & Vouga, Limitada', vat_number: 'PT 508274133', registration_country: 'Portugal' }),
      ],
    ],
  },
  {
    // A Kampala coffee exporter, its roasting company at one address, and a look-alike exporter in Mbale.
    kind: 'Ugandan companies by URSB registration number and TIN',
    variants: [
      [
        rec({ name: 'Rwenzori Highland Coffee Exporters Limited', registration_id: '80020002417735', registration_country: 'UG', tax_id: '1001847362', address: 'Plot 24, 6th Street, Industrial Area, Kampala' }),
        rec({ company_name: 'RWENZORI HIGHLAND COFFEE EXPORTERS LTD', company_number: '80020002417735', address: 'PLOT 24 6TH ST INDUSTRIAL AREA KLA' }),
        rec({ name: 'Rwenzori Highland Coffee Exporters Ltd (URSB Reg. No. 80020002417735)', tax_id: 'TIN 1001847362', registration_country: 'Uganda' }),
      ],
      [
        rec({ name: 'Rwenzori Highland Coffee Roasters Limited', registration_id: '80020003158206', registration_country: 'UG', tax_id: '1003126589', address: 'Plot 24, 6th Street, Industrial Area, Kampala' }),
        rec({ company_name: 'RWENZORI HIGHLAND COFFEE ROASTERS LTD', company_number: '80020003158206', address: 'PLOT 24 6TH ST INDUSTRIAL AREA KLA' }),
        rec({ name: 'Rwenzori Highland Coffee Roasters Ltd (URSB Reg. No. 80020003158206)', tax_id: 'TIN 1003126589', registration_country: 'Uganda' }),
      ],
      [
        rec({ name: 'Elgon Highland Coffee Exporters Limited', registration_id: '80020001962418', registration_country: 'UG', tax_id: '1000938471', address: 'Plot 7, Republic Street, Mbale' }),
        rec({ company_name: 'ELGON HIGHLAND COFFEE EXPORTERS LTD', company_number: '80020001962418', address: 'PLOT 7 REPUBLIC ST MBALE' }),
        rec({ name: 'Elgon Highland Coffee Exporters Ltd (URSB Reg. No. 80020001962418)', tax_id: 'TIN 1000938471', registration_country: 'Uganda' }),
      ],
    ],
  },
  {
    // A Dar es Salaam freight company, its clearing-and-forwarding company at one address, and a look-alike in Arusha.
    kind: 'Tanzanian companies by BRELA incorporation number and TIN',
    variants: [
      [
        rec({ name: 'Bahari Freight Logistics Limited', registration_id: '148762', registration_country: 'TZ', tax_id: '128-447-361', address: 'Plot 1042, Nyerere Road, Dar es Salaam' }),
        rec({ company_name: 'BAHARI FREIGHT LOGISTICS LTD', company_number: '148762', address: 'NYERERE RD DSM' }),
        rec({ name: 'Kampuni ya Bahari Freight Logistics Limited (Inc. No. 148762)', tax_id: '128447361', registration_country: 'Tanzania' }),
      ],
      [
        rec({ name: 'Bahari Clearing and Forwarding Limited', registration_id: '153209', registration_country: 'TZ', tax_id: '131-608-274', address: 'Plot 1042, Nyerere Road, Dar es Salaam' }),
        rec({ company_name: 'BAHARI CLEARING & FORWARDING LTD', company_number: '153209', address: 'NYERERE RD DSM' }),
        rec({ name: 'Kampuni ya Bahari Clearing and Forwarding Limited (Inc. No. 153209)', tax_id: '131608274', registration_country: 'Tanzania' }),
      ],
      [
        rec({ name: 'Bahari Freight Limited', registration_id: '112487', registration_country: 'TZ', tax_id: '117-283-905', address: 'Sokoine Road, Arusha' }),
        rec({ company_name: 'BAHARI FREIGHT LTD', company_number: '112487', address: 'SOKOINE RD ARUSHA' }),
        rec({ name: 'Kampuni ya Bahari Freight Limited (Inc. No. 112487)', tax_id: '117283905', registration_country: 'Tanzania' }),
      ],
    ],
  },
  {
    // A Kigali ICT company, its training company at one address, and a look-alike company in Musanze.
    kind: 'Rwandan companies by RDB company code',
    variants: [
      [
        rec({ name: 'Ikaze Digital Solutions Ltd', registration_id: '108472635', registration_country: 'RW', tax_id: '108472635', address: 'KG 7 Ave, Kacyiru, Gasabo, Kigali' }),
        rec({ company_name: 'IKAZE DIGITAL SOLUTIONS LTD', company_number: '108 472 635', address: 'KG 7 AVE KIGALI' }),
        rec({ name: 'Ikaze Digital Solutions Ltd — Company code / TIN 108472635', registration_country: 'Rwanda' }),
      ],
      [
        rec({ name: 'Ikaze Digital Academy Ltd', registration_id: '112906384', registration_country: 'RW', tax_id: '112906384', address: 'KG 7 Ave, Kacyiru, Gasabo, Kigali' }),
        rec({ company_name: 'IKAZE DIGITAL ACADEMY LTD', company_number: '112 906 384', address: 'KG 7 AVE KIGALI' }),
        rec({ name: 'Ikaze Digital Academy Ltd — Company code / TIN 112906384', registration_country: 'Rwanda' }),
      ],
      [
        rec({ name: 'Ikaze Digital Services Ltd', registration_id: '106318742', registration_country: 'RW', tax_id: '106318742', address: 'NM 155 St, Muhoza, Musanze' }),
        rec({ company_name: 'IKAZE DIGITAL SERVICES LTD', company_number: '106 318 742', address: 'MUHOZA MUSANZE' }),
        rec({ name: 'Ikaze Digital Services Ltd — Company code / TIN 106318742', registration_country: 'Rwanda' }),
      ],
    ],
  },
  {
    // A Lusaka mining-supplies company, its equipment-hire company at one address, and a look-alike in Kitwe.
    kind: 'Zambian companies by PACRA number and TPIN',
    variants: [
      [
        rec({ name: 'Kafue Mining Supplies Limited', registration_id: '120140087362', registration_country: 'ZM', tax_id: '1002847361', address: 'Plot 4128, Mungwi Road, Light Industrial Area, Lusaka' }),
        rec({ company_name: 'KAFUE MINING SUPPLIES LTD', company_number: '120140087362', address: 'MUNGWI RD LUSAKA' }),
        rec({ name: 'Kafue Mining Supplies Ltd (PACRA 120140087362)', tax_id: 'TPIN 1002847361', registration_country: 'Zambia' }),
      ],
      [
        rec({ name: 'Kafue Mining Equipment Hire Limited', registration_id: '120170034195', registration_country: 'ZM', tax_id: '1003519462', address: 'Plot 4128, Mungwi Road, Light Industrial Area, Lusaka' }),
        rec({ company_name: 'KAFUE MINING EQUIP HIRE LTD', company_number: '120170034195', address: 'MUNGWI RD LUSAKA' }),
        rec({ name: 'Kafue Mining Equipment Hire Ltd (PACRA 120170034195)', tax_id: 'TPIN 1003519462', registration_country: 'Zambia' }),
      ],
      [
        rec({ name: 'Kafue Mine Supplies Limited', registration_id: '120090051874', registration_country: 'ZM', tax_id: '1001736208', address: 'Plot 22, Chibuluma Road, Heavy Industrial Area, Kitwe' }),
        rec({ company_name: 'KAFUE MINE SUPPLIES LTD', company_number: '120090051874', address: 'CHIBULUMA RD KITWE' }),
        rec({ name: 'Kafue Mine Supplies Ltd (PACRA 120090051874)', tax_id: 'TPIN 1001736208', registration_country: 'Zambia' }),
      ],
    ],
  },
  {
    // A plumber trading under a name as a sole trader, the limited company he later formed, and his family partnership.
    kind: 'sole trader trading name, his limited company and a family partnership',
    variants: [
      [
        rec({ name: 'Gary Whitfield t/a Whitfield Plumbing & Heating', vat_number: 'GB 284 7361 31', address: '14 Moorland Road, Leek, Staffordshire ST13 5AB' }),
        rec({ company_name: 'WHITFIELD PLUMBING & HEATING (G WHITFIELD)', vat_number: 'GB284736131', address: '14 MOORLAND RD LEEK ST13 5AB' }),
        rec({ name: 'Whitfield Plumbing and Heating (proprietor G. Whitfield)', vat_number: '284736131', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'Whitfield Plumbing & Heating Ltd', company_number: '11846203', vat_number: 'GB 391 5208 52', address: '14 Moorland Road, Leek, Staffordshire ST13 5AB' }),
        rec({ company_name: 'WHITFIELD PLUMBING & HEATING LIMITED', company_number: '11846203', address: '14 MOORLAND RD LEEK ST13 5AB' }),
        rec({ name: 'Whitfield Plumbing and Heating Limited (Co. No. 11846203)', vat_number: '391520852', registration_country: 'United Kingdom' }),
      ],
      [
        rec({ name: 'G & D Whitfield (partnership) t/a Whitfield Bros Plumbing', vat_number: 'GB 284 7390 24', address: 'Unit 3, Barnfields Industrial Estate, Leek ST13 5QG' }),
        rec({ company_name: 'WHITFIELD BROS PLUMBING (G&D WHITFIELD)', vat_number: 'GB284739024', address: 'UNIT 3 BARNFIELDS IND EST LEEK ST13 5QG' }),
        rec({ name: 'Whitfield Brothers Plumbing, a partnership of G. and D. Whitfield', vat_number: '284739024', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    // A members' golf club, the company that owns its course (same address), and a look-alike club in another county.
    kind: 'members golf club, the company owning its course, a look-alike club',
    variants: [
      [
        rec({ name: 'Ashcombe Heath Golf Club (members club)', address: 'Heath Lane, Ashcombe, Surrey GU10 4PL', registration_country: 'GB' }),
        rec({ company_name: 'ASHCOMBE HEATH GOLF CLUB (UNINCORPORATED)', address: 'HEATH LANE ASHCOMBE GU10 4PL' }),
        rec({ name: 'Ashcombe Heath GC', address: 'Heath Ln, Ashcombe, GU10 4PL' }),
      ],
      [
        rec({ name: 'Ashcombe Heath Golf Club Limited', company_number: '00487215', address: 'Heath Lane, Ashcombe, Surrey GU10 4PL', registration_country: 'GB' }),
        rec({ company_name: 'ASHCOMBE HEATH GOLF CLUB LIMITED', company_number: '487215', address: 'HEATH LANE ASHCOMBE GU10 4PL' }),
        rec({ name: 'Ashcombe Heath Golf Club Ltd (owner of the course; Co. No. 00487215)', address: 'Heath Ln, Ashcombe, GU10 4PL' }),
      ],
      [
        rec({ name: 'Ashcombe Golf Club', address: 'Church Road, Ashcombe, Devon EX7 0QA', registration_country: 'GB' }),
        rec({ company_name: 'ASHCOMBE GOLF CLUB', address: 'CHURCH ROAD ASHCOMBE EX7 0QA' }),
        rec({ name: 'Ashcombe GC (Devon)', address: 'Church Rd, Ashcombe, EX7 0QA' }),
      ],
    ],
  },
  {
    // Registered trustees of a Nairobi education foundation, the foundation's guarantee company, and its sister trust.
    kind: 'Kenyan registered trustees, a guarantee company and a sister trust',
    variants: [
      [
        rec({ name: 'The Registered Trustees of Mwangaza Education Foundation', registration_id: 'TPS/2014/1187', registration_country: 'KE', tax_id: 'P051847362K', address: 'Argwings Kodhek Road, Kilimani, P.O. Box 48211-00100, Nairobi' }),
        rec({ company_name: 'MWANGAZA EDUCATION FOUNDATION (REGD TRUSTEES)', company_number: 'TPS/2014/1187', address: 'ARGWINGS KODHEK RD NAIROBI' }),
        rec({ name: 'Mwangaza Education Foundation, incorporated under the Trustees (Perpetual Succession) Act', tax_id: 'P051847362K', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Mwangaza Education Foundation Limited (company limited by guarantee)', registration_id: 'CLG-2016-003418', registration_country: 'KE', tax_id: 'P051963204Q', address: 'Argwings Kodhek Road, Kilimani, P.O. Box 48211-00100, Nairobi' }),
        rec({ company_name: 'MWANGAZA EDUCATION FOUNDATION LTD', company_number: 'CLG-2016-003418', address: 'ARGWINGS KODHEK RD NAIROBI' }),
        rec({ name: 'Mwangaza Education Foundation Ltd (by guarantee)', tax_id: 'P051963204Q', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'The Registered Trustees of Mwangaza Scholarship Trust', registration_id: 'TPS/2018/2206', registration_country: 'KE', tax_id: 'P052108476M', address: 'Argwings Kodhek Road, Kilimani, P.O. Box 48211-00100, Nairobi' }),
        rec({ company_name: 'MWANGAZA SCHOLARSHIP TRUST (REGD TRUSTEES)', company_number: 'TPS/2018/2206', address: 'ARGWINGS KODHEK RD NAIROBI' }),
        rec({ name: 'Mwangaza Scholarship Trust, incorporated under the Trustees (Perpetual Succession) Act', tax_id: 'P052108476M', registration_country: 'Kenya' }),
      ],
    ],
  },
];
