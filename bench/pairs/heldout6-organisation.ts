// Held-out pair set 6, organisation (see bench/pairs/heldout6.ts): a university, its consultancy company and its
// endowment trustees; a broadcaster's radio company, TV company and holding; a mining joint-venture company, its
// listed parent and its exploration company; Belgian companies by KBO/BCE number and VAT number in Dutch and
// French; a German GmbH & Co. KG, its general-partner GmbH and a sister GmbH; a UK law firm LLP, its service
// company and a look-alike; Nigerian incorporated trustees, the association's company limited by guarantee and a
// sister association; a Kenyan pharmacy chain, its distributor and its clinics company; Spanish S.L. and S.A. of
// one family. All companies are invented; registration, tax and VAT numbers are illustrative (the shape real ones
// have; Belgian enterprise numbers carry a valid mod-97 check).
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION6: readonly Family[] = [
  {
    // A public university, its consultancy company and its endowment's incorporated trustees are three persons.
    kind: 'university, its consultancy company and its endowment trustees',
    variants: [
      [
        rec({ name: 'Kwara Valley University', entity_class: 'public university (statutory body)', address: 'PMB 1420, Ilorin Road, Kwara State', registration_country: 'NG' }),
        rec({ name: 'KWARA VALLEY UNIVERSITY (KVU)', tax_id: '10234567-0001', tax_id_country: 'NG', address: 'P.M.B. 1420, Ilorin' }),
        rec({ name: 'KVU Ilorin', entity_class: 'university', address: 'Ilorin Rd, Kwara', tin: '10234567-0001' }),
      ],
      [
        rec({ name: 'KVU Consult Limited', registration_id: 'RC 512347', registration_country: 'NG', address: 'Consultancy Building, Kwara Valley University, Ilorin Road, Kwara State' }),
        rec({ name: 'KVU CONSULT LTD', rc_number: '512347', tax_id: '11876543-0001', tax_id_country: 'NG' }),
        rec({ name: 'Kwara Valley University Consultancy Services (KVU Consult Ltd)', registration_id: 'RC512347', address: 'KVU campus, Ilorin' }),
      ],
      [
        rec({ name: 'The Incorporated Trustees of Kwara Valley University Endowment Fund', registration_id: 'CAC/IT/NO 64512', registration_country: 'NG', address: 'Senate Building, Kwara Valley University, Ilorin' }),
        rec({ name: 'KVU ENDOWMENT FUND (INC TRUSTEES)', registration_id: 'IT 64512', tax_id: '12345098-0001', tax_id_country: 'NG' }),
        rec({ name: 'Kwara Valley University Endowment Fund', entity_class: 'incorporated trustees', registration_id: 'IT-64512', address: 'KVU, Ilorin' }),
      ],
    ],
  },
  {
    // A broadcaster's radio licensee, its sister TV licensee and the holding company are three companies; a
    // station's frequency and brand name stand for its licensee.
    kind: 'broadcaster: radio licensee, TV licensee and holding',
    variants: [
      [
        rec({ name: 'Savannah Waves Broadcasting Limited', registration_id: 'CS104582013', registration_country: 'GH', address: 'Plot 14, Ring Road East, Osu, Accra' }),
        rec({ name: 'Savannah 101.5 FM (Savannah Waves Broadcasting Ltd)', tin: 'C0004582131', address: 'Ring Rd East, Osu, Accra' }),
        rec({ name: 'SAVANNAH WAVES BROADCASTING LTD', registration_id: 'CS10458-2013', tax_id: 'C0004582131', tax_id_country: 'GH' }),
      ],
      [
        rec({ name: 'Savannah Waves Television Limited', registration_id: 'CS211094017', registration_country: 'GH', address: 'Plot 14, Ring Road East, Osu, Accra' }),
        rec({ name: 'SWTV (Savannah Waves Television Ltd)', tin: 'C0011094170', address: 'Ring Rd East, Osu, Accra' }),
        rec({ name: 'SAVANNAH WAVES TELEVISION LTD', registration_id: 'CS21109-2017', tax_id: 'C0011094170', tax_id_country: 'GH' }),
      ],
      [
        rec({ name: 'Savannah Waves Media Holdings Limited', registration_id: 'CS098761012', registration_country: 'GH', address: '3rd Floor, Ridge Towers, Ridge, Accra' }),
        rec({ name: 'SW Media Holdings Ltd', tin: 'C0098761120', address: 'Ridge Towers, Accra' }),
        rec({ name: 'SAVANNAH WAVES MEDIA HOLDINGS LTD', registration_id: 'CS09876-2012', tax_id: 'C0098761120', tax_id_country: 'GH' }),
      ],
    ],
  },
  {
    // A mining joint-venture company, its London-registered parent and its exploration subsidiary are three
    // companies, though the parent's annual report calls all of them by the group's name.
    kind: 'mining: joint-venture company, listed parent and exploration company',
    variants: [
      [
        rec({ name: 'Akonta Gold Mining Company Limited', registration_id: 'CS071236015', registration_country: 'GH', address: 'Mine Site, Akonta, Tarkwa-Nsuaem, Western Region' }),
        rec({ name: 'AKONTA GOLD MINING CO. LTD (AGMC)', tin: 'C0071236155', entity_class: 'mining lease holder' }),
        rec({ name: 'Akonta Gold Mining Co Ltd', registration_id: 'CS07123-2015', address: 'Akonta, near Tarkwa' }),
      ],
      [
        rec({ name: 'Akonta Resources PLC', registration_id: '08123456', registration_country: 'GB', lei: '2138005VQ3K7M1ZR4X22', address: '25 Moorgate, London EC2R 6AY' }),
        rec({ name: 'AKONTA RESOURCES PUBLIC LIMITED COMPANY', company_number: '8123456', registration_country: 'England and Wales' }),
        rec({ name: 'Akonta Resources plc (AIM: AKR)', lei: '2138005VQ3K7M1ZR4X22', address: 'London, UK' }),
      ],
      [
        rec({ name: 'Akonta Exploration (Ghana) Limited', registration_id: 'CS142871019', registration_country: 'GH', address: 'House 9, Mine Road, Tarkwa' }),
        rec({ name: 'AKONTA EXPLORATION (GH) LTD', tin: 'C0142871193', entity_class: 'prospecting licence holder' }),
        rec({ name: 'Akonta Exploration Ghana Ltd', registration_id: 'CS14287-2019', address: 'Mine Rd, Tarkwa' }),
      ],
    ],
  },
  {
    // Belgian companies of one family: the transport NV, the logistics BV and the property BV are three companies.
    // One enterprise number is written with dots, as a VAT number (BE) and bare; NV / SA and BV / SRL are the Dutch
    // and French names of one form.
    kind: 'Belgian companies by KBO/BCE and VAT number',
    variants: [
      [
        rec({ name: 'Transport Van Damme NV', registration_id: '0456.789.133', registration_country: 'BE', address: 'Noorderlaan 112, 2030 Antwerpen' }),
        rec({ name: 'TRANSPORT VAN DAMME SA', vat_number: 'BE0456789133', address: 'Noorderlaan 112, 2030 Anvers' }),
        rec({ name: 'Transport Van Damme naamloze vennootschap', registration_id: '0456 789 133', tax_id: 'BE 0456.789.133', tax_id_country: 'BE' }),
      ],
      [
        rec({ name: 'Van Damme Logistics BV', registration_id: '0456.790.420', registration_country: 'BE', address: 'Noorderlaan 112, 2030 Antwerpen' }),
        rec({ name: 'VAN DAMME LOGISTICS SRL', vat_number: 'BE0456790420', address: 'Noorderlaan 112, 2030 Anvers' }),
        rec({ name: 'Van Damme Logistics besloten vennootschap', registration_id: '0456 790 420', tax_id: 'BE 0456.790.420', tax_id_country: 'BE' }),
      ],
      [
        rec({ name: 'Van Damme Vastgoed BV', registration_id: '0712.345.630', registration_country: 'BE', address: 'Kapelsestraat 40, 2950 Kapellen' }),
        rec({ name: 'VAN DAMME VASTGOED SRL', vat_number: 'BE0712345630', address: 'Kapelsestraat 40, 2950 Kapellen' }),
        rec({ name: 'Van Damme Vastgoed besloten vennootschap', registration_id: '0712 345 630', tax_id: 'BE 0712.345.630', tax_id_country: 'BE' }),
      ],
    ],
  },
  {
    // A GmbH & Co. KG (a partnership, HRA), its general partner Verwaltungs-GmbH (HRB) and a sister service GmbH
    // are three persons at one address.
    kind: 'German GmbH & Co. KG, its general-partner GmbH and a sister GmbH',
    variants: [
      [
        rec({ name: 'Hoffmann Metallbau GmbH & Co. KG', registration_id: 'HRA 18342', registration_country: 'DE', address: 'Industriestraße 7, 50829 Köln' }),
        rec({ name: 'HOFFMANN METALLBAU GMBH & CO KG', registration_id: 'Amtsgericht Köln HRA 18342', vat_id: 'DE812345671' }),
        rec({ name: 'Hoffmann Metallbau GmbH u. Co. KG', tax_id: 'DE 812 345 671', tax_id_country: 'DE', address: 'Industriestr. 7, Köln-Ossendorf' }),
      ],
      [
        rec({ name: 'Hoffmann Metallbau Verwaltungs-GmbH', registration_id: 'HRB 61207', registration_country: 'DE', address: 'Industriestraße 7, 50829 Köln' }),
        rec({ name: 'HOFFMANN METALLBAU VERWALTUNGS GMBH', registration_id: 'Amtsgericht Köln HRB 61207', vat_id: 'DE812345689' }),
        rec({ name: 'Hoffmann Metallbau Verwaltungsgesellschaft mbH', tax_id: 'DE 812 345 689', tax_id_country: 'DE', address: 'Industriestr. 7, Köln-Ossendorf' }),
      ],
      [
        rec({ name: 'Hoffmann Metallbau Service GmbH', registration_id: 'HRB 74419', registration_country: 'DE', address: 'Industriestraße 9, 50829 Köln' }),
        rec({ name: 'HOFFMANN METALLBAU SERVICE GMBH', registration_id: 'Amtsgericht Köln HRB 74419', vat_id: 'DE298765432' }),
        rec({ name: 'Hoffmann Metallbau Service Gesellschaft mit beschränkter Haftung', tax_id: 'DE 298 765 432', tax_id_country: 'DE', address: 'Industriestr. 9, Köln-Ossendorf' }),
      ],
    ],
  },
  {
    // A law firm LLP (OC number), its service company (a limited company that employs the staff) and an unrelated
    // firm sharing a partner's surname are three persons.
    kind: 'UK law firm LLP, its service company and a look-alike firm',
    variants: [
      [
        rec({ name: 'Adebayo Clarke LLP', registration_id: 'OC412378', registration_country: 'GB', address: '14 Gray\'s Inn Road, London WC1X 8HN' }),
        rec({ name: 'ADEBAYO CLARKE LIMITED LIABILITY PARTNERSHIP', company_number: 'OC 412378', vat_number: 'GB 284 1173 62' }),
        rec({ name: 'Adebayo Clarke Solicitors', entity_class: 'LLP', vat_number: 'GB284117362', address: '14 Grays Inn Rd, London' }),
      ],
      [
        rec({ name: 'Adebayo Clarke Services Limited', registration_id: '09876012', registration_country: 'GB', address: '14 Gray\'s Inn Road, London WC1X 8HN' }),
        rec({ name: 'ADEBAYO CLARKE SERVICES LTD', company_number: '9876012', vat_number: 'GB 301 4452 19' }),
        rec({ name: 'Adebayo Clarke Services Ltd (service company)', entity_class: 'private limited company', address: '14 Grays Inn Rd, London' }),
      ],
      [
        rec({ name: 'Clarke Adebayo & Co Solicitors Limited', registration_id: '11203947', registration_country: 'GB', address: '201 Peckham High Street, London SE15 5EB' }),
        rec({ name: 'CLARKE ADEBAYO AND COMPANY SOLICITORS LTD', company_number: '11203947', vat_number: 'GB 318 2290 44' }),
        rec({ name: 'Clarke Adebayo & Co', entity_class: 'private limited company', address: 'Peckham High St, London SE15' }),
      ],
    ],
  },
  {
    // An association's incorporated trustees (IT number), the company limited by guarantee it set up (RC number)
    // and a sister women's association are three persons.
    kind: 'Nigerian incorporated trustees, their guarantee company and a sister association',
    variants: [
      [
        rec({ name: 'The Incorporated Trustees of Lagos Hope Foundation', registration_id: 'CAC/IT/NO 118245', registration_country: 'NG', address: '7 Adeniyi Jones Avenue, Ikeja, Lagos' }),
        rec({ name: 'LAGOS HOPE FOUNDATION (INCORPORATED TRUSTEES OF)', registration_id: 'IT 118245', tax_id: '20145678-0001' }),
        rec({ name: 'Lagos Hope Foundation', entity_class: 'NGO (incorporated trustees)', tin: '20145678-0001', address: 'Adeniyi Jones Ave, Ikeja' }),
      ],
      [
        rec({ name: 'Lagos Hope Foundation Ltd/Gte', registration_id: 'RC 1654321', registration_country: 'NG', address: '7 Adeniyi Jones Avenue, Ikeja, Lagos' }),
        rec({ name: 'LAGOS HOPE FOUNDATION LIMITED BY GUARANTEE', rc_number: '1654321', tax_id: '21987654-0001' }),
        rec({ name: 'Lagos Hope Foundation (LTD/GTE)', entity_class: 'company limited by guarantee', tin: '21987654-0001', address: 'Adeniyi Jones Ave, Ikeja' }),
      ],
      [
        rec({ name: 'The Incorporated Trustees of Lagos Hope Women Initiative', registration_id: 'CAC/IT/NO 131907', registration_country: 'NG', address: '7 Adeniyi Jones Avenue, Ikeja, Lagos' }),
        rec({ name: 'LAGOS HOPE WOMEN INITIATIVE (INCORPORATED TRUSTEES OF)', registration_id: 'IT 131907', tax_id: '22456789-0001' }),
        rec({ name: 'Lagos Hope Women Initiative', entity_class: 'NGO (incorporated trustees)', tin: '22456789-0001', address: 'Adeniyi Jones Ave, Ikeja' }),
      ],
    ],
  },
  {
    // A pharmacy chain's retail company, its wholesale distributor and its clinics company are three companies.
    kind: 'Kenyan pharmacy chain, its distributor and its clinics company',
    variants: [
      [
        rec({ name: 'Afya Bora Pharmacy Limited', registration_id: 'PVT-KLU7Q3B', registration_country: 'KE', address: 'Westlands Avenue, Westlands, Nairobi' }),
        rec({ name: 'AFYA BORA PHARMACY LTD', kra_pin: 'P051734921K', address: 'P.O. Box 40211-00100, Nairobi' }),
        rec({ name: 'Afya Bora Pharmacy', entity_class: 'retail pharmacy (company)', registration_id: 'PVTKLU7Q3B', tax_id: 'p051734921k' }),
      ],
      [
        rec({ name: 'Afya Bora Pharmaceutical Distributors Limited', registration_id: 'PVT-RXA2M8D', registration_country: 'KE', address: 'Mombasa Road, Industrial Area, Nairobi' }),
        rec({ name: 'AFYA BORA PHARMACEUTICAL DISTRIBUTORS LTD', kra_pin: 'P052110478T', address: 'P.O. Box 40211-00100, Nairobi' }),
        rec({ name: 'Afya Bora Pharma Distributors', entity_class: 'pharmaceutical wholesaler (company)', registration_id: 'PVTRXA2M8D', tax_id: 'p052110478t' }),
      ],
      [
        rec({ name: 'Afya Bora Health Clinics Limited', registration_id: 'PVT-ZJ5E1NW', registration_country: 'KE', address: 'Westlands Avenue, Westlands, Nairobi' }),
        rec({ name: 'AFYA BORA HEALTH CLINICS LTD', kra_pin: 'P052409637M', address: 'P.O. Box 40211-00100, Nairobi' }),
        rec({ name: 'Afya Bora Clinics', entity_class: 'medical clinics (company)', registration_id: 'PVTZJ5E1NW', tax_id: 'p052409637m' }),
      ],
    ],
  },
  {
    // Spanish companies of one family: the building S.L., the property S.L. and the older S.A. are three
    // companies; one CIF/NIF is written with a hyphen, with the ES VAT prefix and bare.
    kind: 'Spanish S.L. and S.A. of one family by NIF',
    variants: [
      [
        rec({ name: 'Construcciones Hermanos Ruiz S.L.', registration_id: 'B-46123457', registration_country: 'ES', address: 'Calle de Colón 18, 46004 Valencia' }),
        rec({ name: 'CONSTRUCCIONES HERMANOS RUIZ SOCIEDAD LIMITADA', vat_number: 'ESB46123457', address: 'C/ Colón 18, Valencia' }),
        rec({ name: 'Construcciones Hnos. Ruiz SL', tax_id: 'B46123457', tax_id_country: 'ES' }),
      ],
      [
        rec({ name: 'Inmobiliaria Hermanos Ruiz S.L.', registration_id: 'B-46987651', registration_country: 'ES', address: 'Calle de Colón 18, 46004 Valencia' }),
        rec({ name: 'INMOBILIARIA HERMANOS RUIZ SOCIEDAD LIMITADA', vat_number: 'ESB46987651', address: 'C/ Colón 18, Valencia' }),
        rec({ name: 'Inmobiliaria Hnos. Ruiz SL', tax_id: 'B46987651', tax_id_country: 'ES' }),
      ],
      [
        rec({ name: 'Hermanos Ruiz Construcciones S.A.', registration_id: 'A-46034518', registration_country: 'ES', address: 'Avenida del Puerto 220, 46023 Valencia' }),
        rec({ name: 'HERMANOS RUIZ CONSTRUCCIONES SOCIEDAD ANONIMA', vat_number: 'ESA46034518', address: 'Av. del Puerto 220, Valencia' }),
        rec({ name: 'Hnos. Ruiz Construcciones SA', tax_id: 'A46034518', tax_id_country: 'ES' }),
      ],
    ],
  },
];
