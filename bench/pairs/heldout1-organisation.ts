// Held-out set 1 (issue 11), organisation families: see bench/pairs/heldout1.ts for the header. Written by
// hand in the forms company registers (CAC, BRS, ORC, CIPC, Companies House, KvK, Handelsregister, RCS),
// supplier lists and sanctions lists use. Registration and tax numbers are ILLUSTRATIVE: they have the shape
// of each register's numbers and are kept consistent inside this set, but are not copied from any register;
// the small businesses and the sanctions-list company are invented.
import type { Family } from './heldout1-types.js';
import { rec } from './heldout1-types.js';

type O = Record<string, string | undefined>;
const o = (fields: O) => rec(fields);

export const ORGANISATION: Family[] = [
  {
    kind: 'telco-subsidiary-vs-parent',
    variants: [
      [
        o({ name: 'MTN NIGERIA COMMUNICATIONS PLC', rc_number: 'RC 395010', registration_country: 'NG', address: 'MTN Plaza, Falomo, Ikoyi, Lagos' }),
        o({ company_name: 'MTN Nigeria Communications Plc (MTNN)', registration_id: '395010', tax_id: '00932384-0001', tax_id_country: 'NG' }),
        o({ name: 'MTNN', address: 'MTN Plaza, 4 Aromire Avenue, Off Awolowo Road, Ikoyi, Lagos State', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'MTN GROUP LIMITED', registration_id: '1994/009584/06', registration_country: 'ZA', address: '216 14th Avenue, Fairland, Roodepoort, 2195' }),
        o({ company_name: 'MTN Group Ltd', crn: '1994/009584/06', registration_country: 'South Africa' }),
      ],
      [
        o({ name: 'SCANCOM PLC t/a MTN Ghana', registration_id: 'PL000071294', registration_country: 'GH', address: 'MTN House, Independence Avenue, Ridge, Accra' }),
        o({ name: 'MTN Ghana (Scancom PLC)', registration_country: 'Ghana', tax_id: 'C0000102345', tax_id_country: 'GH' }),
        o({ company_name: 'Scancom Limited', registration_id: 'PL000071294', registration_country: 'GH' }),
      ],
    ],
  },
  {
    kind: 'group-siblings',
    variants: [
      [
        o({ name: 'DANGOTE CEMENT PLC', rc_number: '208767', registration_country: 'NG', address: 'Union Marble House, 1 Alfred Rewane Road, Ikoyi, Lagos' }),
        o({ company_name: 'Dangote Cement Plc.', registration_number: 'RC208767', registration_country: 'Nigeria' }),
        o({ name: 'Dangote Cement Public Limited Company', registration_id: 'RC-208767', entity_class: 'company' }),
      ],
      [
        o({ name: 'DANGOTE SUGAR REFINERY PLC', rc_number: '613748', registration_country: 'NG', address: 'GDNL Administrative Building, Shed 20, NPA Wharf, Apapa, Lagos' }),
        o({ company_name: 'Dangote Sugar Refinery Plc.', registration_number: 'RC613748', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'DANGOTE INDUSTRIES LIMITED', rc_number: '71242', registration_country: 'NG', address: 'Union Marble House, 1 Alfred Rewane Road, Ikoyi, Lagos' }),
        o({ company_name: 'Dangote Industries Ltd', registration_number: 'RC71242', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    kind: 'bank-vs-holdco',
    variants: [
      [
        o({ name: 'ACCESS BANK PLC', rc_number: '125384', registration_country: 'NG', address: 'Plot 999c Danmole Street, Victoria Island, Lagos' }),
        o({ company_name: 'Access Bank Plc', registration_id: 'RC 125384', lei: '549300OYW0IY0J8QZ325' }),
        o({ name: 'Access Bank Nigeria Plc', lei: '549300OYW0IY0J8QZ325', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'ACCESS HOLDINGS PLC', rc_number: '1755118', registration_country: 'NG', address: 'Plot 14/15 Prince Alaba Oniru Street, Oniru, Lagos' }),
        o({ company_name: 'Access Holdings Plc', registration_id: 'RC 1755118' }),
      ],
      [
        o({ name: 'THE ACCESS BANK UK LIMITED', company_number: '06365062', registration_country: 'GB', address: '4 Royal Court, Gadbrook Way, Northwich' }),
        o({ company_name: 'Access Bank UK Ltd', company_number: '6365062', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    kind: 'former-name',
    variants: [
      [
        o({ name: 'NATWEST GROUP PLC', company_number: 'SC045551', registration_country: 'GB', address: '36 St Andrew Square, Edinburgh, EH2 2YB' }),
        o({ company_name: 'The Royal Bank of Scotland Group plc', company_number: 'SC045551', registration_country: 'Scotland' }),
        o({ name: 'NatWest Group plc (formerly The Royal Bank of Scotland Group plc)', lei: '2138005O9XJIJN4JPN90' }),
      ],
      [
        o({ name: 'NATIONAL WESTMINSTER BANK PUBLIC LIMITED COMPANY', company_number: '00929027', registration_country: 'GB', address: '250 Bishopsgate, London, EC2M 4AA' }),
        o({ company_name: 'National Westminster Bank Plc', company_number: '929027', registration_country: 'United Kingdom' }),
      ],
      [
        o({ name: 'THE ROYAL BANK OF SCOTLAND PLC', company_number: 'SC083026', registration_country: 'GB', address: '36 St Andrew Square, Edinburgh, EH2 2YB' }),
        o({ company_name: 'Royal Bank of Scotland plc', company_number: 'SC083026' }),
      ],
    ],
  },
  {
    kind: 'former-name',
    variants: [
      [
        o({ name: 'KCB BANK KENYA LIMITED', registration_id: 'CPR/2015/184433', registration_country: 'KE', kra_pin: 'P051498722M', address: 'Kencom House, Moi Avenue, Nairobi' }),
        o({ company_name: 'KCB Bank Kenya Ltd', registration_id: 'CPR/2015/184433', registration_country: 'Kenya' }),
        o({ name: 'KCB Bank Kenya Limited', tax_id: 'P051498722M', tax_id_country: 'KE' }),
      ],
      [
        o({ name: 'KCB GROUP PLC', registration_id: 'C.10/1896', registration_country: 'KE', kra_pin: 'P000601748M', address: 'Kencom House, Moi Avenue, Nairobi' }),
        o({ company_name: 'Kenya Commercial Bank Limited', registration_id: 'C.10/1896', registration_country: 'Kenya' }),
        o({ name: 'KCB Group Limited', tax_id: 'P000601748M', tax_id_country: 'KE' }),
      ],
      [
        o({ name: 'KCB BANK UGANDA LIMITED', registration_id: '80020001234567', registration_country: 'UG', address: 'Commercial Plaza, Kampala Road, Kampala' }),
        o({ company_name: 'KCB Bank Uganda Ltd', registration_country: 'Uganda', registration_id: '80020001234567' }),
      ],
    ],
  },
  {
    kind: 'former-name',
    variants: [
      [
        o({ name: 'TELECEL GHANA LIMITED', registration_id: 'CS083412015', registration_country: 'GH', address: 'Telecel House, Airport City, Accra' }),
        o({ company_name: 'Vodafone Ghana Limited', registration_id: 'CS083412015', registration_country: 'Ghana' }),
      ],
      [
        o({ name: 'VODAFONE GROUP PUBLIC LIMITED COMPANY', company_number: '01833679', registration_country: 'GB', address: 'Vodafone House, The Connection, Newbury, RG14 2FN' }),
        o({ company_name: 'Vodafone Group Plc', crn: '1833679', registration_country: 'United Kingdom' }),
      ],
    ],
  },
  {
    kind: 'trading-name',
    variants: [
      [
        o({ name: 'EMERGING MARKETS TELECOMMUNICATION SERVICES LIMITED t/a 9mobile', rc_number: '638396', registration_country: 'NG', address: 'Plot 19, Zone L, Banana Island, Ikoyi, Lagos' }),
        o({ company_name: 'Emerging Markets Telecommunication Services Ltd (9mobile, formerly Etisalat Nigeria)', registration_id: 'RC638396' }),
        o({ name: 'EMTS Ltd', rc_number: '638396', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'EMIRATES TELECOMMUNICATIONS GROUP COMPANY PJSC', registration_country: 'AE', address: 'Etisalat Building, Abu Dhabi' }),
        o({ company_name: 'Etisalat Group (e&)', registration_country: 'United Arab Emirates' }),
      ],
    ],
  },
  {
    kind: 'pty-ltd-forms',
    variants: [
      [
        o({ name: 'SHOPRITE CHECKERS (PTY) LTD', registration_id: '1929/001817/07', registration_country: 'ZA', vat_number: '4620109401', address: 'Cnr William Dabs & Old Paarl Roads, Brackenfell, 7560' }),
        o({ company_name: 'Shoprite Checkers Proprietary Limited', crn: '1929/001817/07', tax_id: '4620109401', tax_id_country: 'ZA' }),
        o({ name: 'Shoprite Checkers (Pty) Ltd t/a Checkers Hyper', registration_id: '1929/001817/07' }),
      ],
      [
        o({ name: 'SHOPRITE HOLDINGS LTD', registration_id: '1936/007721/06', registration_country: 'ZA', address: 'Cnr William Dabs & Old Paarl Roads, Brackenfell, 7560' }),
        o({ company_name: 'Shoprite Holdings Limited', crn: '1936/007721/06', entity_class: 'listed company' }),
      ],
    ],
  },
  {
    kind: 'pty-ltd-forms',
    variants: [
      [
        o({ name: 'TAKEALOT ONLINE (RF) (PTY) LTD', registration_id: '2010/020248/07', registration_country: 'ZA', address: '10th Floor, 10 Rua Vasco Da Gama Plain, Foreshore, Cape Town, 8001' }),
        o({ company_name: 'Takealot Online (RF) Proprietary Limited', crn: '2010/020248/07', vat_number: '4170262212' }),
        o({ name: 'Takealot.com', registration_country: 'South Africa', registration_id: '2010/020248/07' }),
      ],
      [
        o({ name: 'TAKEALOT GROUP (PTY) LTD', registration_id: '2014/075203/07', registration_country: 'ZA', address: '10th Floor, 10 Rua Vasco Da Gama Plain, Foreshore, Cape Town, 8001' }),
        o({ company_name: 'Takealot Group Proprietary Limited', crn: '2014/075203/07' }),
      ],
    ],
  },
  {
    kind: 'eu-legal-forms',
    variants: [
      [
        o({ name: 'Koninklijke Philips N.V.', registration_id: '17001910', registration_country: 'NL', lei: 'H1FJE8H61JGM1JSGM897', address: 'Amstelplein 2, 1096 BC Amsterdam' }),
        o({ company_name: 'Royal Philips', registration_country: 'Netherlands', lei: 'H1FJE8H61JGM1JSGM897' }),
        o({ name: 'KONINKLIJKE PHILIPS NV', kvk: '17001910', registration_id: '17001910', registration_country: 'NL' }),
      ],
      [
        o({ name: 'Philips Electronics Nigeria Limited', rc_number: '4786', registration_country: 'NG', address: 'Philips House, 6 Ilupeju Byepass, Ilupeju, Lagos' }),
        o({ company_name: 'PHILIPS ELECTRONICS NIG. LTD', registration_id: 'RC 4786', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'Philips Nederland B.V.', registration_id: '17059316', registration_country: 'NL', address: 'High Tech Campus 52, 5656 AG Eindhoven' }),
        o({ company_name: 'PHILIPS NEDERLAND BV', kvk: '17059316', registration_id: '17059316' }),
      ],
    ],
  },
  {
    kind: 'eu-legal-forms',
    variants: [
      [
        o({ name: 'Siemens Aktiengesellschaft', registration_id: 'HRB 6684', registration_country: 'DE', address: 'Werner-von-Siemens-Straße 1, 80333 München', lei: 'W38RGI023J3WT1HWRP32' }),
        o({ company_name: 'SIEMENS AG', registration_id: 'HRB6684', registration_country: 'Germany', vat_number: 'DE129274202' }),
        o({ name: 'Siemens AG', lei: 'W38RGI023J3WT1HWRP32', address: 'Werner-von-Siemens-Str. 1, Munich' }),
      ],
      [
        o({ name: 'Siemens Energy AG', registration_id: 'HRB 252581', registration_country: 'DE', address: 'Otto-Hahn-Ring 6, 81739 München' }),
        o({ company_name: 'SIEMENS ENERGY AG', registration_id: 'HRB252581', registration_country: 'Germany' }),
      ],
      [
        o({ name: 'Siemens Limited', rc_number: '6364', registration_country: 'NG', address: 'Plot 3/5 Abebe Village Road, Iganmu, Lagos' }),
        o({ company_name: 'SIEMENS LTD NIGERIA', registration_id: 'RC6364', registration_country: 'NG' }),
      ],
    ],
  },
  {
    kind: 'eu-legal-forms',
    variants: [
      [
        o({ name: 'Carrefour S.A.', registration_id: '652 014 051 R.C.S. Evry', registration_country: 'FR', address: '93 avenue de Paris, 91300 Massy' }),
        o({ company_name: 'CARREFOUR SA', registration_id: '652014051', registration_country: 'France', vat_number: 'FR66652014051' }),
      ],
      [
        o({ name: 'Carrefour Hypermarchés SAS', registration_id: '451 321 335 R.C.S. Evry', registration_country: 'FR', address: '93 avenue de Paris, 91300 Massy' }),
        o({ company_name: 'CARREFOUR HYPERMARCHES', registration_id: '451321335', registration_country: 'France' }),
      ],
      [
        o({ name: 'Majid Al Futtaim Hypermarkets Kenya Limited t/a Carrefour', registration_id: 'CPR/2015/205517', registration_country: 'KE', kra_pin: 'P051590117Q' }),
        o({ company_name: 'MAF Hypermarkets Kenya Ltd (Carrefour Kenya)', tax_id: 'P051590117Q', tax_id_country: 'KE' }),
      ],
    ],
  },
  {
    kind: 'multinational-local-subsidiary',
    variants: [
      [
        o({ name: 'UNILEVER NIGERIA PLC', rc_number: '1042', registration_country: 'NG', address: '1 Billings Way, Oregun, Ikeja, Lagos' }),
        o({ company_name: 'Unilever Nigeria Plc.', registration_id: 'RC1042', tax_id: '00336472-0001', tax_id_country: 'NG' }),
        o({ name: 'Unilever Nig. Plc', address: '1, Billings Way, Oregun Ikeja', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'UNILEVER GHANA PLC', registration_id: 'PL000012785', registration_country: 'GH', address: 'Plot 7, Heavy Industrial Area, Tema' }),
        o({ company_name: 'Unilever Ghana Limited', registration_id: 'PL000012785', registration_country: 'Ghana' }),
      ],
      [
        o({ name: 'UNILEVER PLC', company_number: '00041424', registration_country: 'GB', address: 'Port Sunlight, Wirral, Merseyside, CH62 4ZD' }),
        o({ company_name: 'Unilever PLC', company_number: '41424', lei: '549300MKFYEKVRWML317' }),
      ],
    ],
  },
  {
    kind: 'multinational-local-subsidiary',
    variants: [
      [
        o({ name: 'GUINNESS NIGERIA PLC', rc_number: '2937', registration_country: 'NG', address: '24 Oba Akran Avenue, Ikeja, Lagos' }),
        o({ company_name: 'Guinness Nig. Plc', registration_id: 'RC 2937', registration_country: 'NG' }),
      ],
      [
        o({ name: 'GUINNESS GHANA BREWERIES PLC', registration_id: 'PL000013472', registration_country: 'GH', address: 'Kaasi Industrial Area, Kumasi' }),
        o({ company_name: 'Guinness Ghana Breweries Limited', registration_id: 'PL000013472' }),
      ],
      [
        o({ name: 'EAST AFRICAN BREWERIES PLC', registration_id: 'C.13/1922', registration_country: 'KE', kra_pin: 'P000609386W' }),
        o({ company_name: 'East African Breweries Limited', tax_id: 'P000609386W', tax_id_country: 'KE', registration_country: 'Kenya' }),
        o({ name: 'EABL', registration_id: 'C.13/1922', address: 'Garden City Business Park, Thika Road, Ruaraka, Nairobi' }),
      ],
      [
        o({ name: 'KENYA BREWERIES LIMITED', registration_id: 'C.2/1922', registration_country: 'KE', kra_pin: 'P000601135L', address: 'Thika Road, Ruaraka, Nairobi' }),
        o({ company_name: 'Kenya Breweries Ltd (KBL)', tax_id: 'P000601135L', tax_id_country: 'KE' }),
      ],
    ],
  },
  {
    kind: 'bank-country-arms',
    variants: [
      [
        o({ name: 'EQUITY BANK (KENYA) LIMITED', registration_id: 'PVT-AAABC1234', registration_country: 'KE', kra_pin: 'P051404422K', address: 'Equity Centre, Hospital Road, Upper Hill, Nairobi' }),
        o({ company_name: 'Equity Bank Kenya Ltd', tax_id: 'P051404422K', tax_id_country: 'KE' }),
      ],
      [
        o({ name: 'EQUITY GROUP HOLDINGS PLC', registration_id: 'C.14/2004', registration_country: 'KE', kra_pin: 'P051397810Y', address: 'Equity Centre, Hospital Road, Upper Hill, Nairobi' }),
        o({ company_name: 'Equity Group Holdings Limited', tax_id: 'P051397810Y', tax_id_country: 'KE' }),
        o({ name: 'Equity Group Holdings Plc', registration_id: 'C.14/2004', entity_class: 'listed company' }),
      ],
      [
        o({ name: 'EQUITY BANK (TANZANIA) LIMITED', registration_id: '86455', registration_country: 'TZ', address: 'Golden Jubilee Towers, Ohio Street, Dar es Salaam' }),
        o({ company_name: 'Equity Bank Tanzania Ltd', registration_id: '86455', registration_country: 'Tanzania' }),
      ],
    ],
  },
  {
    kind: 'bank-country-arms',
    variants: [
      [
        o({ name: 'ZENITH BANK PLC', rc_number: '150224', registration_country: 'NG', address: 'Plot 84 Ajose Adeogun Street, Victoria Island, Lagos' }),
        o({ company_name: 'Zenith Bank Plc.', registration_id: 'RC150224', registration_country: 'Nigeria' }),
        o({ name: 'Zenith Bank', rc_number: '150224' }),
      ],
      [
        o({ name: 'ZENITH BANK (UK) LIMITED', company_number: '05868843', registration_country: 'GB', address: '39 Cornhill, London, EC3V 3ND' }),
        o({ company_name: 'Zenith Bank (UK) Ltd', company_number: '5868843' }),
      ],
      [
        o({ name: 'ZENITH BANK (GHANA) LIMITED', registration_id: 'CS045732005', registration_country: 'GH', address: 'Premier Towers, Liberia Road, Accra' }),
        o({ company_name: 'Zenith Bank Ghana Ltd', registration_id: 'CS045732005' }),
      ],
    ],
  },
  {
    kind: 'similar-small-businesses',
    variants: [
      [
        o({ name: 'ADEBAYO & SONS NIG. LTD', rc_number: '1284733', registration_country: 'NG', address: '14 Ogunlana Drive, Surulere, Lagos' }),
        o({ company_name: 'Adebayo and Sons Nigeria Limited', registration_id: 'RC1284733', address: '14, Ogunlana Drv, Surulere' }),
      ],
      [
        o({ name: 'ADEBAYO & SONS VENTURES', registration_id: 'BN 2719044', registration_country: 'NG', entity_class: 'business name', address: 'Shop 12, Oshodi Market, Lagos' }),
        o({ business_name: 'Adebayo and Sons Ventures', registration_id: 'BN2719044', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'ADEBAYO SONS INTEGRATED SERVICES LTD', rc_number: '1583021', registration_country: 'NG', address: '3 Adeniran Ogunsanya Street, Surulere, Lagos' }),
        o({ company_name: 'Adebayo Sons Integrated Services Limited', registration_id: 'RC1583021' }),
      ],
    ],
  },
  {
    kind: 'similar-small-businesses',
    variants: [
      [
        o({ name: 'MWANGI & ASSOCIATES ADVOCATES', registration_id: 'BN-8KQ2XR4', registration_country: 'KE', kra_pin: 'P051889214R', address: 'ACK Garden House, 1st Ngong Avenue, Nairobi' }),
        o({ business_name: 'Mwangi and Associates Advocates', tax_id: 'P051889214R', tax_id_country: 'KE' }),
      ],
      [
        o({ name: 'MWANGI & ASSOCIATES LIMITED', registration_id: 'PVT-6LU3YB7', registration_country: 'KE', kra_pin: 'P052014477D', address: 'Westlands Square, Nairobi' }),
        o({ company_name: 'Mwangi and Associates Ltd', tax_id: 'P052014477D', tax_id_country: 'KE' }),
      ],
    ],
  },
  {
    kind: 'similar-small-businesses',
    variants: [
      [
        o({ name: 'KWAME ASANTE ENTERPRISE', registration_id: 'BN123450918', registration_country: 'GH', address: 'Adum, Kumasi' }),
        o({ business_name: 'Kwame Asante Enterprises', registration_id: 'BN123450918', registration_country: 'Ghana' }),
      ],
      [
        o({ name: 'KWAME ASANTE & CO. LIMITED', registration_id: 'CS087652016', registration_country: 'GH', address: 'Ring Road Central, Accra' }),
        o({ company_name: 'Kwame Asante and Company Ltd', registration_id: 'CS087652016' }),
      ],
    ],
  },
  {
    kind: 'uk-ltd-forms',
    variants: [
      [
        o({ name: 'TESCO PLC', company_number: '00445790', registration_country: 'GB', address: 'Tesco House, Shire Park, Kestrel Way, Welwyn Garden City, AL7 1GA' }),
        o({ company_name: 'Tesco Public Limited Company', crn: '445790', vat_number: 'GB220430231' }),
        o({ name: 'Tesco plc', lei: '2138002P5RNKC5W2JZ46', registration_country: 'England and Wales' }),
      ],
      [
        o({ name: 'TESCO STORES LIMITED', company_number: '00519500', registration_country: 'GB', address: 'Tesco House, Shire Park, Kestrel Way, Welwyn Garden City, AL7 1GA' }),
        o({ company_name: 'Tesco Stores Ltd', crn: '519500' }),
      ],
      [
        o({ name: 'TESCO PERSONAL FINANCE PLC', company_number: 'SC173199', registration_country: 'GB', address: '2 South Gyle Crescent, Edinburgh, EH12 9FQ' }),
        o({ company_name: 'Tesco Personal Finance Public Limited Company (Tesco Bank)', crn: 'SC173199' }),
      ],
    ],
  },
  {
    kind: 'uk-ltd-forms',
    variants: [
      [
        o({ name: 'ARGOS LIMITED', company_number: '01081551', registration_country: 'GB', address: '1 Drummond Gate, Pimlico, London, SW1V 2QQ' }),
        o({ company_name: 'Argos Ltd', crn: '1081551' }),
      ],
      [
        o({ name: 'J SAINSBURY PLC', company_number: '00185647', registration_country: 'GB', address: '33 Holborn, London, EC1N 2HT' }),
        o({ company_name: 'J Sainsbury Public Limited Company', crn: '185647' }),
      ],
      [
        o({ name: 'SAINSBURY\'S SUPERMARKETS LTD', company_number: '03261722', registration_country: 'GB', address: '33 Holborn, London, EC1N 2HT' }),
        o({ company_name: 'Sainsburys Supermarkets Limited', crn: '3261722' }),
      ],
    ],
  },
  {
    kind: 'sanctions-list-form',
    variants: [
      [
        o({ name: 'AFRIQUE MARITIME LOGISTICS SARL', registration_country: 'CM', registration_id: 'RC/DLA/2014/B/1193', address: 'Rue Joss, Bonanjo, Douala' }),
        o({ name: 'Afrique Maritime Logistics S.A.R.L. (a.k.a. AML Douala)', registration_id: 'RC/DLA/2014/B/1193', list: 'sanctions' }),
      ],
      [
        o({ name: 'AFRIQUE MARITIME LOGISTIQUE SA', registration_country: 'SN', registration_id: 'SN-DKR-2009-B-4471', address: 'Zone portuaire, Dakar' }),
        o({ name: 'Afrique Maritime Logistique S.A.', registration_id: 'SN DKR 2009 B 4471', list: 'supplier' }),
      ],
    ],
  },
  {
    kind: 'public-body',
    variants: [
      [
        o({ name: 'KENYA REVENUE AUTHORITY', registration_country: 'KE', entity_class: 'statutory body', address: 'Times Tower, Haile Selassie Avenue, Nairobi', kra_pin: 'P051097710E' }),
        o({ organisation_name: 'Kenya Revenue Authority (KRA)', tax_id: 'P051097710E', tax_id_country: 'KE' }),
      ],
      [
        o({ name: 'KENYA REVENUE AUTHORITY SPORTS CLUB', registration_country: 'KE', entity_class: 'society', address: 'Times Tower, Haile Selassie Avenue, Nairobi' }),
        o({ organisation_name: 'KRA Sports Club', registration_country: 'Kenya', entity_class: 'society' }),
      ],
    ],
  },
  {
    kind: 'public-body',
    variants: [
      [
        o({ name: 'FEDERAL INLAND REVENUE SERVICE', registration_country: 'NG', entity_class: 'government agency', address: 'Revenue House, 15 Sokode Crescent, Wuse Zone 5, Abuja' }),
        o({ organisation_name: 'Federal Inland Revenue Service (FIRS)', registration_country: 'Nigeria', address: '15 Sokode Crescent, Zone 5 Wuse, Abuja' }),
      ],
      [
        o({ name: 'LAGOS STATE INTERNAL REVENUE SERVICE', registration_country: 'NG', entity_class: 'government agency', address: 'Revenue House, 11 Adeola Odeku Street, Victoria Island, Lagos' }),
        o({ organisation_name: 'Lagos State Internal Revenue Service (LIRS)', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    kind: 'telco-group-entities',
    variants: [
      [
        o({ name: 'SAFARICOM PLC', registration_id: 'C.8/1997', registration_country: 'KE', kra_pin: 'P051129452N', address: 'Safaricom House, Waiyaki Way, Westlands, Nairobi' }),
        o({ company_name: 'Safaricom Limited', registration_id: 'C.8/1997', registration_country: 'Kenya' }),
        o({ name: 'Safaricom PLC', tax_id: 'P051129452N', tax_id_country: 'KE', entity_class: 'listed company' }),
      ],
      [
        o({ name: 'M-PESA HOLDING COMPANY LIMITED', registration_id: 'CPR/2007/34210', registration_country: 'KE', address: 'Safaricom House, Waiyaki Way, Westlands, Nairobi' }),
        o({ company_name: 'M-Pesa Holding Co. Ltd', registration_id: 'CPR/2007/34210' }),
      ],
      [
        o({ name: 'SAFARICOM INVESTMENT CO-OPERATIVE SOCIETY LIMITED', registration_id: 'CS/12977', registration_country: 'KE', entity_class: 'co-operative society', address: 'Safaricom House, Waiyaki Way, Nairobi' }),
        o({ organisation_name: 'Safaricom Investment Co-operative (SIC)', registration_id: 'CS/12977', entity_class: 'sacco' }),
      ],
    ],
  },
  {
    kind: 'bank-vs-holdco',
    variants: [
      [
        o({ name: 'STANBIC IBTC BANK PLC', rc_number: '125097', registration_country: 'NG', address: 'I.B.T.C. Place, Walter Carrington Crescent, Victoria Island, Lagos' }),
        o({ company_name: 'Stanbic IBTC Bank Plc (formerly IBTC Chartered Bank Plc)', registration_id: 'RC 125097' }),
        o({ name: 'Stanbic IBTC Bank', rc_number: 'RC125097', registration_country: 'Nigeria' }),
      ],
      [
        o({ name: 'STANBIC IBTC HOLDINGS PLC', rc_number: '1018051', registration_country: 'NG', address: 'I.B.T.C. Place, Walter Carrington Crescent, Victoria Island, Lagos' }),
        o({ company_name: 'Stanbic IBTC Holdings Plc', registration_id: 'RC 1018051' }),
      ],
      [
        o({ name: 'STANBIC BANK GHANA LIMITED', registration_id: 'CS016932000', registration_country: 'GH', address: 'Stanbic Heights, Plot 215 North Liberia Link, Airport City, Accra' }),
        o({ company_name: 'Stanbic Bank Ghana Ltd', registration_id: 'CS016932000', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    kind: 'gmbh-country-arms',
    variants: [
      [
        o({ name: 'Robert Bosch GmbH', registration_id: 'HRB 14000', registration_country: 'DE', address: 'Robert-Bosch-Platz 1, 70839 Gerlingen-Schillerhöhe', vat_number: 'DE811128135' }),
        o({ company_name: 'ROBERT BOSCH GMBH', registration_id: 'HRB14000', registration_country: 'Germany' }),
        o({ name: 'Bosch (Robert Bosch GmbH), Stuttgart', vat_number: 'DE811128135' }),
      ],
      [
        o({ name: 'ROBERT BOSCH LIMITED', company_number: '00310667', registration_country: 'GB', address: 'Broadwater Park, North Orbital Road, Denham, Uxbridge, UB9 5HJ' }),
        o({ company_name: 'Robert Bosch Ltd', crn: '310667', registration_country: 'United Kingdom' }),
      ],
      [
        o({ name: 'ROBERT BOSCH (PTY) LTD', registration_id: '1955/001437/07', registration_country: 'ZA', address: '96 Main Road, Kramerville, Johannesburg' }),
        o({ company_name: 'Robert Bosch Proprietary Limited', crn: '1955/001437/07' }),
      ],
    ],
  },
];
