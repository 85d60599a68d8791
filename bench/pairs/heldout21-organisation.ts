// Held-out pair set 21, organisation (see bench/pairs/heldout21.ts): Northern Ireland companies by NI company number,
// Spanish comunidades de bienes by NIF, Swedish economic associations by organisation number, Nigerian courier
// companies by NIPOST courier licence, Kenyan tour operators by Tourism Regulatory Authority licence, Ghanaian cocoa
// licensed buying companies by COCOBOD licence, South African estate agencies by PPRA Fidelity Fund certificate, and
// UK waste carriers by Environment Agency registration; each as a register, licence list or gazette extract, a
// supplier-master, bank, grant or procurement line in caps, and a third source (a letterhead, an invoice or e-mail
// footer, a Galician, Swedish, Swahili, Twi, Zulu or Pidgin name). Every organisation is invented. Computed check
// digits: UK VAT numbers (weights 8..2, mod 97; the same number under its XI prefix in Northern Ireland), Spanish NIF
// of entities (doubled odd digits, mod 10), Swedish organisation numbers (Luhn). Shape-only: UK and NI company
// numbers, Environment Agency waste-carrier registrations, Nigerian RC numbers, NIPOST licences and TINs, Kenyan
// company numbers, TRA licences and KRA PINs, Ghanaian company numbers, COCOBOD licences and TINs, South African
// company numbers, PPRA certificates and income-tax numbers.
import { type Family, rec } from './heldout1-types.js';

export const ORGANISATION21: readonly Family[] = [
  {
    // A Belfast bakery company, the café company its directors formed at one address, and a near-namesake bakery in
    // Lisburn.
    kind: 'Northern Ireland companies by NI company number',
    variants: [
      [
        rec({ name: 'Lagan Oven Bakery Limited', registration_id: 'NI612358', registration_country: 'GB', vat_number: 'GB 287 1406 47', address: '41 Ravenhill Road, Belfast, BT6 8DP' }),
        rec({ company_name: 'LAGAN OVEN BAKERY LTD', company_number: 'NI612358', address: '41 RAVENHILL RD BELFAST BT6 8DP' }),
        rec({ name: 'Lagan Oven Bakery Ltd — wholesale bread and traybakes, Belfast', vat_number: 'XI287140647', registration_country: 'Northern Ireland' }),
      ],
      [
        rec({ name: 'Lagan Oven Cafés Limited', registration_id: 'NI634871', registration_country: 'GB', vat_number: 'GB 310 4729 91', address: '41 Ravenhill Road, Belfast, BT6 8DP' }),
        rec({ company_name: 'LAGAN OVEN CAFES LTD', company_number: 'NI634871', address: '41 RAVENHILL RD BELFAST BT6 8DP' }),
        rec({ name: 'Lagan Oven Cafés Ltd (Ravenhill and Ormeau cafés)', vat_number: 'XI310472991', registration_country: 'Northern Ireland' }),
      ],
      [
        rec({ name: 'Lagan Bakery Limited', registration_id: 'NI598126', registration_country: 'GB', vat_number: 'GB 265 0183 72', address: '12 Bow Street, Lisburn, BT28 1BN' }),
        rec({ company_name: 'LAGAN BAKERY LTD', company_number: 'NI598126', address: '12 BOW ST LISBURN BT28 1BN' }),
        rec({ name: 'Lagan Bakery Ltd, Bow Street, Lisburn', vat_number: 'XI265018372', registration_country: 'Northern Ireland' }),
      ],
    ],
  },
  {
    // A Lugo bakery run as a comunidad de bienes, the S.L. its co-owners formed at one address, and a near-namesake
    // C.B. in Ourense.
    kind: 'Spanish comunidades de bienes by NIF',
    variants: [
      [
        rec({ name: 'Panadería Hermanos Souto, C.B.', registration_id: 'E27845130', registration_country: 'ES', vat_number: 'ESE27845130', address: 'Rúa da Raíña 18, 27001 Lugo' }),
        rec({ company_name: 'PANADERIA HERMANOS SOUTO CB', company_number: 'E27845130', address: 'RUA DA RAINA 18 27001 LUGO' }),
        rec({ name: 'Panadaría Irmáns Souto, C.B. (Lugo)', vat_number: 'ES E27845130', registration_country: 'España' }),
      ],
      [
        rec({ name: 'Hermanos Souto Distribución, S.L.', registration_id: 'B27910645', registration_country: 'ES', vat_number: 'ESB27910645', address: 'Rúa da Raíña 18, 27001 Lugo' }),
        rec({ company_name: 'HERMANOS SOUTO DISTRIBUCION SL', company_number: 'B27910645', address: 'RUA DA RAINA 18 27001 LUGO' }),
        rec({ name: 'Irmáns Souto Distribución, S.L. — reparto de pan a hostalaría, Lugo', vat_number: 'ES B27910645', registration_country: 'España' }),
      ],
      [
        rec({ name: 'Panadería Souto, C.B.', registration_id: 'E32618704', registration_country: 'ES', vat_number: 'ESE32618704', address: 'Rúa do Paseo 7, 32003 Ourense' }),
        rec({ company_name: 'PANADERIA SOUTO CB', company_number: 'E32618704', address: 'RUA DO PASEO 7 32003 OURENSE' }),
        rec({ name: 'Panadaría Souto, C.B., Ourense', vat_number: 'ES E32618704', registration_country: 'España' }),
      ],
    ],
  },
  {
    // A village fibre network run as an economic association, the operating AB it owns at one address, and a
    // near-namesake association in the next valley.
    kind: 'Swedish economic associations by organisation number',
    variants: [
      [
        rec({ name: 'Byanätet Ljusdal ekonomisk förening', registration_id: '769612-8342', registration_country: 'SE', vat_number: 'SE769612834201', address: 'Storgatan 22, 827 30 Ljusdal' }),
        rec({ company_name: 'BYANATET LJUSDAL EK FOR', company_number: '7696128342', address: 'STORGATAN 22 82730 LJUSDAL' }),
        rec({ name: 'Byanätet Ljusdal Economic Association (village fibre network)', vat_number: 'SE 7696128342 01', registration_country: 'Sweden' }),
      ],
      [
        rec({ name: 'Byanätet Ljusdal Drift AB', registration_id: '559148-2079', registration_country: 'SE', vat_number: 'SE559148207901', address: 'Storgatan 22, 827 30 Ljusdal' }),
        rec({ company_name: 'BYANATET LJUSDAL DRIFT AB', company_number: '5591482079', address: 'STORGATAN 22 82730 LJUSDAL' }),
        rec({ name: 'Byanätet Ljusdal Drift AB (network operations, owned by the association)', vat_number: 'SE 5591482079 01', registration_country: 'Sweden' }),
      ],
      [
        rec({ name: 'Byanät Ljusnan ekonomisk förening', registration_id: '769630-5122', registration_country: 'SE', vat_number: 'SE769630512201', address: 'Långgatan 5, 821 43 Bollnäs' }),
        rec({ company_name: 'BYANAT LJUSNAN EK FOR', company_number: '7696305122', address: 'LANGGATAN 5 82143 BOLLNAS' }),
        rec({ name: 'Byanät Ljusnan ek. för., Bollnäs', vat_number: 'SE 7696305122 01', registration_country: 'Sweden' }),
      ],
    ],
  },
  {
    // A Port Harcourt courier company, the haulage company its directors formed at one address, and a near-namesake
    // courier in Benin City.
    kind: 'Nigerian courier companies by NIPOST courier licence',
    variants: [
      [
        rec({ name: 'Swiftline Dispatch Nigeria Limited', registration_id: 'RC 1734562', registration_country: 'NG', tax_id: '23418765-0001', address: '23 Aba Road, Rumuola, Port Harcourt, Rivers State' }),
        rec({ company_name: 'SWIFTLINE DISPATCH NIG LTD', company_number: 'NIPOST/CRD/2021/0342', address: '23 ABA RD RUMUOLA PH' }),
        rec({ name: 'Swiftline Dispatch Nig. Ltd (licensed courier, NIPOST CRD/2021/0342) — we dey deliver anywhere for PH', tax_id: '23418765-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Swiftline Haulage Limited', registration_id: 'RC 1790218', registration_country: 'NG', tax_id: '23851079-0001', address: '23 Aba Road, Rumuola, Port Harcourt, Rivers State' }),
        rec({ company_name: 'SWIFTLINE HAULAGE LTD', company_number: 'RC1790218', address: '23 ABA RD RUMUOLA PH' }),
        rec({ name: 'Swiftline Haulage Ltd (trucks and containers), Port Harcourt', tax_id: '23851079-0001', registration_country: 'Nigeria' }),
      ],
      [
        rec({ name: 'Swift Line Couriers Limited', registration_id: 'RC 1418305', registration_country: 'NG', tax_id: '19376254-0001', address: '8 Akpakpava Road, Benin City, Edo State' }),
        rec({ company_name: 'SWIFT LINE COURIERS LTD', company_number: 'NIPOST/CRD/2018/0117', address: '8 AKPAKPAVA RD BENIN CITY' }),
        rec({ name: 'Swift Line Couriers Ltd, Benin (NIPOST licence CRD/2018/0117)', tax_id: '19376254-0001', registration_country: 'Nigeria' }),
      ],
    ],
  },
  {
    // A Nakuru safari operator, the camps company its directors formed at one address, and a near-namesake tour
    // company in Mombasa.
    kind: 'Kenyan tour operators by Tourism Regulatory Authority licence',
    variants: [
      [
        rec({ name: 'Simba Trails Safaris Limited', registration_id: 'PVT-RXU5L2M', registration_country: 'KE', tax_id: 'P051947382Z', address: 'Kenyatta Avenue, Nakuru, P.O. Box 3381-20100 Nakuru' }),
        rec({ company_name: 'SIMBA TRAILS SAFARIS LTD', company_number: 'TRA/TO/2023/0571', address: 'KENYATTA AVE NAKURU' }),
        rec({ name: 'Simba Trails Safaris Ltd — mwendeshaji wa safari aliyepewa leseni na TRA (TO/2023/0571)', tax_id: 'P051947382Z', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Simba Trails Camps Limited', registration_id: 'PVT-BEU7Q9X', registration_country: 'KE', tax_id: 'P052218460H', address: 'Kenyatta Avenue, Nakuru, P.O. Box 3381-20100 Nakuru' }),
        rec({ company_name: 'SIMBA TRAILS CAMPS LTD', company_number: 'TRA/AC/2023/1182', address: 'KENYATTA AVE NAKURU' }),
        rec({ name: 'Simba Trails Camps Ltd (tented camps, Lake Nakuru and Naivasha)', tax_id: 'P052218460H', registration_country: 'Kenya' }),
      ],
      [
        rec({ name: 'Simba Trail Tours and Travel Limited', registration_id: 'PVT-AAC9021', registration_country: 'KE', tax_id: 'P051603927B', address: 'Moi Avenue, Mombasa, P.O. Box 90412-80100 Mombasa' }),
        rec({ company_name: 'SIMBA TRAIL TOURS & TRAVEL LTD', company_number: 'TRA/TO/2019/0208', address: 'MOI AVE MOMBASA' }),
        rec({ name: 'Simba Trail Tours & Travel, Mombasa (TRA TO/2019/0208)', tax_id: 'P051603927B', registration_country: 'Kenya' }),
      ],
    ],
  },
  {
    // A Kumasi cocoa licensed buying company, the farm-inputs company its directors formed at one address, and a
    // near-namesake cocoa company in Goaso.
    kind: 'Ghanaian cocoa licensed buying companies by COCOBOD licence',
    variants: [
      [
        rec({ name: 'Adwumapa Cocoa Buyers Limited', registration_id: 'CS094728133', registration_country: 'GH', tax_id: 'C0021847365', address: 'Plot 7, Harper Road, Adum, Kumasi, Ashanti Region' }),
        rec({ company_name: 'ADWUMAPA COCOA BUYERS LTD', company_number: 'COCOBOD/LBC/2022/041', address: 'PLOT 7 HARPER RD ADUM KUMASI' }),
        rec({ name: 'Adwumapa Kokoo Atɔfoɔ (Adwumapa Cocoa Buyers Ltd), LBC licence 2022/041, Kumasi', tax_id: 'C0021847365', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Adwumapa Agro Inputs Limited', registration_id: 'CS118305927', registration_country: 'GH', tax_id: 'C0029461830', address: 'Plot 7, Harper Road, Adum, Kumasi, Ashanti Region' }),
        rec({ company_name: 'ADWUMAPA AGRO INPUTS LTD', company_number: 'CS118305927', address: 'PLOT 7 HARPER RD ADUM KUMASI' }),
        rec({ name: 'Adwumapa Agro Inputs Ltd (fertiliser and sprayers for cocoa farmers), Kumasi', tax_id: 'C0029461830', registration_country: 'Ghana' }),
      ],
      [
        rec({ name: 'Adwumapa Farmers Cocoa Company Limited', registration_id: 'CS071590284', registration_country: 'GH', tax_id: 'C0016203749', address: 'Kukuom Road, Goaso, Ahafo Region' }),
        rec({ company_name: 'ADWUMAPA FARMERS COCOA CO LTD', company_number: 'COCOBOD/LBC/2017/019', address: 'KUKUOM RD GOASO' }),
        rec({ name: 'Adwumapa Farmers Cocoa Co. Ltd, Goaso (LBC 2017/019)', tax_id: 'C0016203749', registration_country: 'Ghana' }),
      ],
    ],
  },
  {
    // An Umhlanga estate agency, the rentals agency its directors formed at one address (its own certificate), and a
    // near-namesake agency in Ballito.
    kind: 'South African estate agencies by PPRA Fidelity Fund certificate',
    variants: [
      [
        rec({ name: 'Umhlanga Coastal Properties (Pty) Ltd', registration_id: '2015/284716/07', registration_country: 'ZA', tax_id: '9487215163', address: '14 Lighthouse Road, Umhlanga Rocks, 4319' }),
        rec({ company_name: 'UMHLANGA COASTAL PROPERTIES PTY LTD', company_number: 'FFC 2024/1873456', address: '14 LIGHTHOUSE RD UMHLANGA ROCKS 4319' }),
        rec({ name: 'Umhlanga Coastal Properties — Izindlu zaseMhlanga (PPRA FFC 2024/1873456)', tax_id: '9487215163', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Umhlanga Coastal Rentals (Pty) Ltd', registration_id: '2018/530281/07', registration_country: 'ZA', tax_id: '9632048175', address: '14 Lighthouse Road, Umhlanga Rocks, 4319' }),
        rec({ company_name: 'UMHLANGA COASTAL RENTALS PTY LTD', company_number: 'FFC 2024/1902218', address: '14 LIGHTHOUSE RD UMHLANGA ROCKS 4319' }),
        rec({ name: 'Umhlanga Coastal Rentals (Pty) Ltd — letting and holiday rentals, Umhlanga', tax_id: '9632048175', registration_country: 'South Africa' }),
      ],
      [
        rec({ name: 'Umhlanga Coast Realty (Pty) Ltd', registration_id: '2011/097325/07', registration_country: 'ZA', tax_id: '9318406127', address: '3 Compensation Beach Road, Ballito, 4420' }),
        rec({ company_name: 'UMHLANGA COAST REALTY PTY LTD', company_number: 'FFC 2024/1655309', address: '3 COMPENSATION BEACH RD BALLITO 4420' }),
        rec({ name: 'Umhlanga Coast Realty, Ballito (PPRA FFC 2024/1655309)', tax_id: '9318406127', registration_country: 'South Africa' }),
      ],
    ],
  },
  {
    // A Hexham skip-hire company registered as a waste carrier, the recycling company its directors formed at one
    // address (its own registration), and a near-namesake skip company in Gateshead.
    kind: 'UK waste carriers by Environment Agency registration',
    variants: [
      [
        rec({ name: 'Tyne Valley Skip Hire Ltd', registration_id: '08473215', registration_country: 'GB', vat_number: 'GB 165 8230 57', address: 'Unit 9, Haugh Lane Industrial Estate, Hexham, NE46 3PU' }),
        rec({ company_name: 'TYNE VALLEY SKIP HIRE LIMITED', company_number: 'CBDU187234', address: 'UNIT 9 HAUGH LANE IND EST HEXHAM NE46 3PU' }),
        rec({ name: 'Tyne Valley Skip Hire (upper-tier waste carrier CBDU187234), Hexham', vat_number: 'GB165823057', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Tyne Valley Recycling Ltd', registration_id: '10937581', registration_country: 'GB', vat_number: 'GB 279 4065 27', address: 'Unit 9, Haugh Lane Industrial Estate, Hexham, NE46 3PU' }),
        rec({ company_name: 'TYNE VALLEY RECYCLING LIMITED', company_number: 'CBDU201587', address: 'UNIT 9 HAUGH LANE IND EST HEXHAM NE46 3PU' }),
        rec({ name: 'Tyne Valley Recycling Ltd — waste transfer station, Hexham (CBDU201587)', vat_number: 'GB279406527', registration_country: 'England' }),
      ],
      [
        rec({ name: 'Tynevale Skips Ltd', registration_id: '06125487', registration_country: 'GB', vat_number: 'GB 901 8342 48', address: '2 Mulgrave Terrace, Gateshead, NE8 1AN' }),
        rec({ company_name: 'TYNEVALE SKIPS LIMITED', company_number: 'CBDU094418', address: '2 MULGRAVE TERRACE GATESHEAD NE8 1AN' }),
        rec({ name: 'Tynevale Skips, Gateshead (waste carrier CBDU094418)', vat_number: 'GB901834248', registration_country: 'England' }),
      ],
    ],
  },
];
