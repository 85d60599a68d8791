// Held-out pair set 24, organisation (see bench/pairs/heldout24.ts): Nigerian oil-service companies by NCDMB NOGICJQS
// number, Kenyan private security firms by PSRA licence, Ghanaian food manufacturers by FDA licence, South African
// construction contractors by CIDB registration, UK gas-engineering businesses by Gas Safe registration, Irish road
// hauliers by road haulage operator licence, German tax-advisory companies by chamber membership, and Dutch owners'
// associations (VvE) by KvK number; each as a registry entry, a regulator's or industry body's list in caps (often
// naming a BRANCH or base of the company at another address: still the one legal person), and a third source (an
// invoice or letterhead footer, a tender award, a product label, a van livery, a service-charge letter, a Swahili,
// Twi, isiZulu, Irish, German or Dutch name or gloss). Every organisation is invented. Computed check digits: UK VAT
// numbers (weights 8..2, mod 97), German USt-IdNr (ISO 7064 mod 11,10), Irish VAT numbers (weights 8..2, mod 23
// letter). Shape-only: Nigerian RC numbers, TINs and NOGICJQS numbers, Kenyan company numbers, KRA PINs and PSRA
// licences, Ghanaian company numbers, TINs and FDA licences, South African company, VAT and CIDB numbers, UK company
// numbers and Gas Safe numbers, Irish CRO numbers and operator licences, German HRB and chamber numbers, Dutch KvK
// and RSIN numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION24: readonly Family[] = [
  {
    // A Port Harcourt marine-services company (with a Warri base), the logistics company its owners formed at the
    // same address, and a near-namesake offshore company in Lagos.
    kind: 'Nigerian oil-service companies by NCDMB NOGICJQS number',
    variants: [
      [
        rec({ name: 'Deltacrest Marine & Offshore Services Limited', registration_id: 'RC 1045872', registration_country: 'NG', tax_id: '12845561-0001', address: 'Plot 14 Trans-Amadi Industrial Layout, Port Harcourt, Rivers State' }),
        rec({ company_name: 'DELTACREST MARINE AND OFFSHORE SVCS LTD (WARRI BASE)', company_number: 'NOGICJQS/00041872', address: 'KM 3 NPA EXPRESSWAY EKPAN WARRI DELTA' }),
        rec({ name: 'Deltacrest Marine & Offshore Ltd — crew boats & supply vessels', tax_id: '12845561-0001', registration_country: 'Nigeria', address: 'Trans Amadi, PH' }),
      ],
      [
        rec({ name: 'Deltacrest Marine Logistics Limited', registration_id: 'RC 1302218', registration_country: 'NG', tax_id: '19873204-0001', address: 'Plot 14 Trans-Amadi Industrial Layout, Port Harcourt, Rivers State' }),
        rec({ company_name: 'DELTACREST MARINE LOGISTICS LTD', company_number: 'NOGICJQS/00077415', address: 'PLOT 14 TRANS-AMADI IND LAYOUT PORT HARCOURT' }),
        rec({ name: 'Deltacrest Marine Logistics Ltd (freight & haulage)', tax_id: '19873204-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Delta Crest Offshore Services Nigeria Limited', registration_id: 'RC 884317', registration_country: 'NG', tax_id: '08817720-0001', address: '22 Idowu Taylor Street, Victoria Island, Lagos' }),
        rec({ company_name: 'DELTA CREST OFFSHORE SERVICES NIG LTD', company_number: 'NOGICJQS/00019630', address: '22 IDOWU TAYLOR ST VI LAGOS' }),
        rec({ name: 'Delta-Crest Offshore Svcs Nig. Ltd, V/I Lagos', tax_id: '08817720-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Nairobi guarding company (with a Nakuru branch), the alarm-response company at the same address, and a
    // near-namesake security company in Kisumu.
    kind: 'Kenyan private security firms by PSRA licence',
    variants: [
      [
        rec({ name: 'Ulinzi Bora Security Services Limited', registration_id: 'PVT-7XAB4KQ', registration_country: 'KE', tax_id: 'P051733902K', address: 'Mombasa Road, Sameer Business Park Block C, P.O. Box 40211-00100 Nairobi' }),
        rec({ company_name: 'ULINZI BORA SECURITY SVCS LTD - NAKURU BRANCH', company_number: 'PSRA/PSP/0812', address: 'KENYATTA AVE, WESTSIDE MALL 1ST FLR, NAKURU' }),
        rec({ name: 'Ulinzi Bora Security Services — huduma za ulinzi na walinzi', tax_id: 'P051733902K', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Ulinzi Bora Alarm Response Limited', registration_id: 'PVT-LRU92PZ', registration_country: 'KE', tax_id: 'P052118437M', address: 'Mombasa Road, Sameer Business Park Block C, P.O. Box 40211-00100 Nairobi' }),
        rec({ company_name: 'ULINZI BORA ALARM RESPONSE LTD', company_number: 'PSRA/PSP/1377', address: 'SAMEER BUSINESS PK BLK C MOMBASA RD NBI' }),
        rec({ name: 'Ulinzi Bora Alarm Response Ltd (monitoring & armed response)', tax_id: 'P052118437M', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Ulinzi Security Services Limited', registration_id: 'PVT-9YQE3MD', registration_country: 'KE', tax_id: 'P051402268A', address: 'Oginga Odinga Street, Mega Plaza 3rd Floor, P.O. Box 2241-40100 Kisumu' }),
        rec({ company_name: 'ULINZI SECURITY SERVICES LTD', company_number: 'PSRA/PSP/0594', address: 'MEGA PLAZA OGINGA ODINGA ST KISUMU' }),
        rec({ name: 'Ulinzi Security Svcs Ltd, Kisumu', tax_id: 'P051402268A', registration_country: 'KE' }),
      ],
    ],
  },
  {
    // A Tema food processor, its distribution company at the same address, and a near-namesake food company in
    // Kumasi.
    kind: 'Ghanaian food manufacturers by FDA licence',
    variants: [
      [
        rec({ name: 'Nkabom Foods Processing Limited', registration_id: 'CS084512023', registration_country: 'GH', tax_id: 'C0004512378', address: 'Plot 12, Kpone Industrial Area, Tema' }),
        rec({ company_name: 'NKABOM FOODS PROCESSING LTD', company_number: 'FDA/MNF/23/0412', address: 'PLOT 12 KPONE IND AREA TEMA' }),
        rec({ name: 'Manufactured by Nkabom Foods Processing Ltd, Kpone, Tema, Ghana (Nkabom = unity)', tax_id: 'C0004512378' }),
      ],
      [
        rec({ name: 'Nkabom Foods Distribution Limited', registration_id: 'CS119804024', registration_country: 'GH', tax_id: 'C0009873051', address: 'Plot 12, Kpone Industrial Area, Tema' }),
        rec({ company_name: 'NKABOM FOODS DISTRIBUTION LTD', company_number: 'CS119804024', address: 'PLOT 12 KPONE IND AREA TEMA' }),
        rec({ name: 'Distributed by Nkabom Foods Distribution Ltd, Tema', tax_id: 'C0009873051', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Nkabom Food Industries Limited', registration_id: 'CS032871019', registration_country: 'GH', tax_id: 'C0002219864', address: 'Suame Magazine Road, Kumasi, Ashanti Region' }),
        rec({ company_name: 'NKABOM FOOD INDUSTRIES LTD', company_number: 'FDA/MNF/19/0177', address: 'SUAME MAGAZINE RD KUMASI' }),
        rec({ name: 'Nkabom Food Industries, Suame-Kumasi (FDA/MNF/19/0177)', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // A Polokwane civils contractor, its plant-hire company at the same address, and a near-namesake close
    // corporation in Pietermaritzburg.
    kind: 'South African construction contractors by CIDB registration',
    variants: [
      [
        rec({ name: 'Ukhozi Civils (Pty) Ltd', registration_id: '2011/004512/07', registration_country: 'ZA', vat_number: '4650213874', address: '12 Boom Street, Polokwane, 0699' }),
        rec({ company_name: 'UKHOZI CIVILS PTY LTD (7CE PE)', company_number: 'CRS 10048217', address: '12 BOOM ST POLOKWANE' }),
        rec({ name: 'Tender awarded to Ukhozi Civils (Pty) Ltd — ukhozi (isiZulu: eagle), CIDB 7CE', vat_number: '4650213874', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Ukhozi Plant Hire (Pty) Ltd', registration_id: '2014/187733/07', registration_country: 'ZA', vat_number: '4730289115', address: '12 Boom Street, Polokwane, 0699' }),
        rec({ company_name: 'UKHOZI PLANT HIRE PTY LTD', company_number: '2014/187733/07', address: '12 BOOM ST POLOKWANE' }),
        rec({ name: 'Ukhozi Plant Hire — TLBs, graders & tippers for hire, Polokwane', vat_number: '4730289115', registration_country: 'ZA' }),
      ],
      [
        rec({ name: 'Ukhozi Construction and Civils CC', registration_id: '2004/066218/23', registration_country: 'ZA', vat_number: '4190176623', address: '88 Langalibalele Street, Pietermaritzburg, 3201' }),
        rec({ company_name: 'UKHOZI CONSTRUCTION & CIVILS CC (5CE PE)', company_number: 'CRS 10019534', address: '88 LANGALIBALELE ST PMB' }),
        rec({ name: 'Ukhozi Construction & Civils cc, PMB', vat_number: '4190176623', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // An Oldham heating company (with a Rochdale office), its property-maintenance company at the same address, and
    // a near-namesake gas company in Leeds.
    kind: 'UK gas-engineering businesses by Gas Safe registration',
    variants: [
      [
        rec({ name: 'Hearthwell Heating Ltd', registration_id: '09384117', registration_country: 'GB', vat_number: 'GB 584 1773 14', address: 'Unit 4, Moorside Trading Estate, Oldham OL8 3LT' }),
        rec({ company_name: 'HEARTHWELL HEATING LIMITED', company_number: 'GAS SAFE 584213', address: '21 DRAKE ST ROCHDALE OL16 1RE (ROCHDALE OFFICE)' }),
        rec({ name: 'Hearthwell Heating & Plumbing — boilers, landlord gas certs. Oldham · Rochdale', vat_number: 'GB584177314' }),
      ],
      [
        rec({ name: 'Hearthwell Property Maintenance Ltd', registration_id: '11872045', registration_country: 'GB', vat_number: 'GB 584 1902 29', address: 'Unit 4, Moorside Trading Estate, Oldham OL8 3LT' }),
        rec({ company_name: 'HEARTHWELL PROPERTY MAINTENANCE LTD', company_number: '11872045', address: 'UNIT 4 MOORSIDE TRADING EST OLDHAM OL8 3LT' }),
        rec({ name: 'Hearthwell Property Maintenance (voids, repairs, planned works)', vat_number: 'GB584190229', registration_country: 'UK' }),
      ],
      [
        rec({ name: 'Hearthwell Gas Services Ltd', registration_id: '07215583', registration_country: 'GB', vat_number: 'GB 312 7648 64', address: '3 Kirkstall Road, Leeds LS3 1HR' }),
        rec({ company_name: 'HEARTHWELL GAS SERVICES LTD', company_number: 'GAS SAFE 219874', address: '3 KIRKSTALL RD LEEDS LS3 1HR' }),
        rec({ name: 'Hearthwell Gas Services, Leeds', vat_number: 'GB312764864' }),
      ],
    ],
  },
  {
    // A Galway haulier (Irish and English names), its cold-storage company at the same yard, and a near-namesake
    // transport company in Tuam.
    kind: 'Irish road hauliers by road haulage operator licence',
    variants: [
      [
        rec({ name: 'Ó Briain Haulage Limited', registration_id: '512847', registration_country: 'IE', vat_number: 'IE9512847T', address: 'Poolboy Industrial Estate, Ballinasloe, Co. Galway, H53 X2P4' }),
        rec({ company_name: "O'BRIEN HAULAGE LTD", company_number: 'RHOL 0042187', address: 'POOLBOY IND EST BALLINASLOE CO GALWAY' }),
        rec({ name: "O'Brien Haulage (Iompar Uí Bhriain), Ballinasloe — national & UK groupage", vat_number: 'IE 9512847 T', registration_country: 'Ireland' }),
      ],
      [
        rec({ name: 'Ó Briain Cold Storage Limited', registration_id: '633018', registration_country: 'IE', vat_number: 'IE9633018E', address: 'Poolboy Industrial Estate, Ballinasloe, Co. Galway, H53 X2P4' }),
        rec({ company_name: "O'BRIEN COLD STORAGE LTD", company_number: '633018', address: 'POOLBOY IND EST BALLINASLOE CO GALWAY' }),
        rec({ name: 'Ó Briain Cold Storage — chilled & frozen warehousing, Ballinasloe', vat_number: 'IE 9633018 E', registration_country: 'Ireland' }),
      ],
      [
        rec({ name: "O'Brien Transport (Tuam) Limited", registration_id: '420573', registration_country: 'IE', vat_number: 'IE8420573M', address: 'Weir Road, Tuam, Co. Galway, H54 K7W1' }),
        rec({ company_name: "O'BRIEN TRANSPORT (TUAM) LTD", company_number: 'RHOL 0031566', address: 'WEIR RD TUAM CO GALWAY' }),
        rec({ name: "O'Brien Transport Tuam, livestock & bulk haulage", vat_number: 'IE8420573M' }),
      ],
    ],
  },
  {
    // A Münster tax-advisory company (with a Bielefeld office), the audit company of the same partners at one
    // address, and a near-namesake tax-advisory GmbH in Osnabrück.
    kind: 'German tax-advisory companies by chamber membership',
    variants: [
      [
        rec({ name: 'Hollmann & Partner Steuerberatungsgesellschaft mbH', registration_id: 'HRB 12745 (AG Münster)', registration_country: 'DE', vat_number: 'DE314877253', address: 'Hafenweg 26a, 48155 Münster' }),
        rec({ company_name: 'HOLLMANN & PARTNER STBG MBH - NIEDERLASSUNG BIELEFELD', company_number: 'StBK WL 41877', address: 'NIEDERNSTR. 14, 33602 BIELEFELD' }),
        rec({ name: 'Hollmann & Partner StBG mbH, Steuerberatung · Lohn · Finanzbuchhaltung, Münster & Bielefeld', vat_number: 'DE 314 877 253' }),
      ],
      [
        rec({ name: 'Hollmann & Partner Wirtschaftsprüfungsgesellschaft mbH', registration_id: 'HRB 15902 (AG Münster)', registration_country: 'DE', vat_number: 'DE314902188', address: 'Hafenweg 26a, 48155 Münster' }),
        rec({ company_name: 'HOLLMANN & PARTNER WPG MBH', company_number: 'HRB 15902', address: 'HAFENWEG 26A 48155 MUENSTER' }),
        rec({ name: 'Hollmann & Partner WPG mbH — Jahresabschlussprüfung, Münster', vat_number: 'DE 314 902 188', registration_country: 'Deutschland' }),
      ],
      [
        rec({ name: 'Hollmann Steuerberatung GmbH', registration_id: 'HRB 20418 (AG Osnabrück)', registration_country: 'DE', vat_number: 'DE117528648', address: 'Große Straße 51, 49074 Osnabrück' }),
        rec({ company_name: 'HOLLMANN STEUERBERATUNG GMBH', company_number: 'StBK NDS 30219', address: 'GROSSE STR. 51 49074 OSNABRUECK' }),
        rec({ name: 'Hollmann Steuerberatung, Osnabrück', vat_number: 'DE117528648' }),
      ],
    ],
  },
  {
    // A Rotterdam apartment building's owners' association, the separate owners' association of its car park at the
    // same address, and a near-namesake association in Scheveningen.
    kind: "Dutch owners' associations (VvE) by KvK number",
    variants: [
      [
        rec({ name: 'Vereniging van Eigenaars Gebouw De Zeemeeuw', registration_id: 'KvK 24351877', registration_country: 'NL', tax_id: '816204553', address: 'Maasboulevard 120, 3011 TX Rotterdam' }),
        rec({ company_name: 'VVE GEBOUW DE ZEEMEEUW', company_number: '24351877', address: 'P/A VASTGOEDBEHEER RIJNMOND, POSTBUS 2210, 3000 CE ROTTERDAM' }),
        rec({ name: 'VvE De Zeemeeuw (owners association), service charges — Maasboulevard, Rotterdam', tax_id: '816204553', registration_country: 'Netherlands' }),
      ],
      [
        rec({ name: 'Vereniging van Eigenaars Parkeergarage De Zeemeeuw', registration_id: 'KvK 24417302', registration_country: 'NL', tax_id: '820337618', address: 'Maasboulevard 120, 3011 TX Rotterdam' }),
        rec({ company_name: 'VVE PARKEERGARAGE DE ZEEMEEUW', company_number: '24417302', address: 'P/A VASTGOEDBEHEER RIJNMOND, POSTBUS 2210, 3000 CE ROTTERDAM' }),
        rec({ name: 'VvE Parkeergarage Zeemeeuw — bijdrage parkeerplaats', tax_id: '820337618', registration_country: 'NL' }),
      ],
      [
        rec({ name: 'Vereniging van Eigenaars De Zeemeeuw', registration_id: 'KvK 27180554', registration_country: 'NL', tax_id: '803918472', address: 'Gevers Deynootweg 88, 2586 BP Den Haag' }),
        rec({ company_name: 'VVE DE ZEEMEEUW SCHEVENINGEN', company_number: '27180554', address: 'GEVERS DEYNOOTWEG 88 DEN HAAG' }),
        rec({ name: 'VvE De Zeemeeuw, Scheveningen', tax_id: '803918472', registration_country: 'Netherlands' }),
      ],
    ],
  },
];
