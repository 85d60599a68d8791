// HELD-OUT PAIR SET 21 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2121.
//
// Purpose: a twenty-first estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-20 do not hold, in the spirit of the public retail product-matching sets (two shops' or two
// sources' listings of one catalogue item: a shop, marketplace, price-comparison, online-grocer or homeware-chain
// title against a stock-sheet, invoice, till or market-stall line in caps with cut words and a barcode, a hospital,
// university, hotel, school or office procurement line "… or equivalent, N No.", a WhatsApp, Facebook or second-hand
// post, another language) and of open-data registers and licence lists (bodies no earlier set used: Northern Ireland
// companies by NI number, Spanish comunidades de bienes by NIF, Swedish economic associations by organisation
// number, Nigerian courier companies by NIPOST licence, Kenyan tour operators by Tourism Regulatory Authority licence,
// Ghanaian cocoa licensed buying companies by COCOBOD licence, South African estate agencies by PPRA Fidelity Fund
// certificate, UK waste carriers by Environment Agency registration; operators' asset lists, heritage lists,
// hydrometric lists, directories and map labels of sites). Read ONCE (`npm run bench:pairs-heldout -- --set
// heldout21`); the first reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind author helper of session 41 (branch s41-pset21), from its own knowledge of how shops,
// marketplaces, tenders, hospital, school and hotel lists, seller posts, registers, licence lists and maps in
// Nigeria, Kenya, Ghana, South Africa, the UK (Northern Ireland included), Ireland, the Netherlands, Spain, Sweden,
// Greece, Italy, the Czech Republic, Poland, Germany and Portugal write things. No record is copied from a benchmark,
// a retailer's page or a register. Every organisation, every number, phone, site code and coordinate is fictional.
// Barcodes: every EAN-13 carries a computed check digit, but the numbers are illustrative, not the makers' own.
// Product codes are the shape the makers use and are NOT checked against their catalogues (shape-only: De'Longhi,
// Dyson, UGREEN, Audio-Technica, Philips, Salter, Meaco and Neewer references and every retailer catalogue number).
// Organisation numbers: the UK VAT number (weights 8..2, mod 97; in Northern Ireland the same number under `XI`), the
// Spanish NIF of entities (doubled odd digits, mod 10) and the Swedish organisation number (Luhn) are computed; UK
// and NI company numbers, waste-carrier registrations, Nigerian RC numbers, NIPOST licences and TINs, Kenyan company
// numbers, TRA licences and KRA PINs, Ghanaian company numbers, COCOBOD licences and TINs, South African company
// numbers, PPRA certificates and income-tax numbers are shape-only. Brands: most consumer brands are real, written
// from general knowledge (variants, codes and pack sizes may be illustrative); Mama Ngozi Kitchen, Sweet Meadows,
// Mvua, Jua Kali Homeware and Kenya Coir Works are invented. Places: the Meteora monasteries, the Accra monuments,
// the Rome fountains and the Karlovy Vary springs are real places written from general knowledge; the Utrecht water
// towers, the Vaal gauging weirs, the Kericho tea estates (an invented company) and the Fenland surgeries (an
// invented practice) are illustrative at real places.
//
// How it is made: exactly as sets 1-20 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of three VARIANTS (one real thing each) of three LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread
// round-robin over the families. Seed 2121; ids `h21-<pack>-NNN`. Deterministic; the test pins the drawn set's digest.
// Listings: a long shop, marketplace, catalogue or register title; a short caps line with cut words, barcodes, pack
// sizes and codes (`DELONGHI ESPR DEDICA ARTE EC885GY 15BAR GRY …`, `DYSON VAC STICK V8 ABSOLUTE CRDLS YEL/NKL SV25
// …`, `UGREEN USB-C HUB 8IN1 RJ45 HDMI PD100W 60515 …`, `AUDIO-TECH T/TABLE LP120X USB DIRECT BLK …`, `PHILIPS AIR
// PURIF+HUMID 2IN1 AC2729/10 HEPA …`, `SALTER BATH SCALE ANALYSER 9106 FAT/WATER BLK …`, `MEACO DEHUM ARETE ONE
// 12L/DAY WHT …`, `NEEWER RING LIGHT 10IN 2M STAND USB NW-RL10-FS`, `NUTELLA PLANT-BASED VEGAN SPRD 350G …`, `ACT II
// POPCORN M/WAVE SWT&SLTY 3X85G …`, `ESKORT BACON STREAKY UNSMKD 200G …`, `SWEET MEADOWS SULTANAS GOLDEN 500G …`,
// `CANDEREL SWTNR TABS 650S DISP …`, `MAMA NGOZI CAKE MIX CHOC 500G …`, `LIPTON ICE TEA LEMON 1.5LT PET …`, `BROOKSIDE
// COOK CRM UHT LIGHT 15% 200ML …`, `MVUA UMBRELLA COMPACT 3FOLD AUTO O/C 95CM BLK …`, `PASABAHCE TUMBLER SIDE 300ML
// 12PC …`, `HANGERWORLD HANGER VELVET BLK 45CM 20PK …`, `KCW DOORMAT COIR NAT 40X60 RUBBER BACK …`, `JOSEPH J CHOP
// BOARD PP NON-SLIP MED 35X25 GRN …`, `ADDIS LAUNDRY HAMPER 60LT LID WHT …`, `JK HOMEWARE SPIN MOP REFILL HD 2PK …`,
// `ACCTIM W/CLOCK 30CM SIL SWEEP BLK …`, `LAGAN OVEN BAKERY LTD`, `PANADERIA HERMANOS SOUTO CB`, `BYANATET LJUSDAL EK
// FOR`, `NIPOST/CRD/2021/0342`, `TRA/TO/2023/0571`, `COCOBOD/LBC/2022/041`, `FFC 2024/1873456`, `CBDU187234`,
// `WATERTOREN HEUVELOORD (BUITEN GEBRUIK)`, `KHT KAPTIEN ESTATE & FACTORY`, `IERA MONI VARLAAM`, `FENLAND VETS
// LITTLEPORT (BRANCH)`, `BLACK STAR GATE (BLACK STAR SQ)`, `FONTANA DELLE API (P.ZA BARBERINI/VIA VENETO)`, `PRAMEN
// C.6 RUSALKA`, `C2H018 VAAL @ SCHOEMANSDRIFT`); and a third source's wording (a seller post from Turin,
// Bloemfontein, Nairobi, Phibsborough, Ostrava, Abuja, Onitsha, Ballincollig, Accra, Kumasi, Lagos, Enugu or Ikeja,
// a procurement line "… or equivalent, N No.", names and glosses in Italian, Afrikaans, Xhosa, Swahili, Greek, Czech,
// Igbo, Pidgin, Twi, German, Dutch, Portuguese, Yoruba, Galician, Swedish and Zulu).
//
// Counts: 600 pairs, 300 same / 300 different; 120 per pack (60 same, 60 different): product_electronics,
// product_grocery, product_home_goods, organisation, place; 40 families (8 per pack), 120 variants, 360 records.
//
// Labels are what a careful analyst would decide (the policy of set 20, no addition):
// - Products: same = one article a buyer would receive; another size, capacity, pack, colour, flavour, recipe, cure,
//   kind, form, count, fat, drive, kit, port count, sensing, rating, stand, material, backing, lid or model is another
//   product. A Dedica EC685, Dedica Arte EC885 or Dedica Maestro Plus EC950 espresso machine; a V8, V8 Absolute or V10
//   stick vacuum; a 7-in-1, 8-in-1 or 13-in-1 USB-C hub/dock; a belt-drive USB, direct-drive USB or belt-drive
//   Bluetooth-speaker turntable; a 1000i, 2000i or 2000i 2-in-1 purifier; a plain, body-analyser or smart scale; a
//   10, 12 or 20 L/day dehumidifier; a 10" desk, 10" 2 m-stand or 18" ring light; classic 350 g, classic 750 g or
//   plant-based 350 g spread; butter 3-pack, sweet & salty 3-pack or butter 6-pack popcorn; smoked 200 g, unsmoked
//   200 g or smoked 1 kg bacon; raisins 500 g, sultanas 500 g or raisins 250 g; 300 tablets, 650 tablets or 75 g
//   granulated sweetener; vanilla 500 g, chocolate 500 g or vanilla 1 kg cake mix; peach 1.5 L, lemon 1.5 L or peach
//   500 ml iced tea; 20 % 200 ml, light 15 % 200 ml or 20 % 1 L cream; a manual compact, auto compact or golf
//   umbrella; 300 ml x 6, 300 ml x 12 or 400 ml x 6 tumblers; 10 or 20 wooden or 20 velvet hangers; a 40 x 60, 45 x
//   75 or rubber-backed 40 x 60 mat; a medium bamboo, large bamboo or medium plastic board; a 40 L open, 60 L open or
//   60 L lidded basket; a mop with one head, with three heads, or the refill heads alone; a 30 cm ticking, 30 cm
//   silent or 40 cm silent clock: all DIFFERENT. Same: one article under its code with or without dots, slashes,
//   dashes and spaces (`EC685.M` / `EC685M` / `EC 685.M`, `AC1715/50` / `AC1715-50`, `NW-RL10-FS` / `NWRL10FS`,
//   `AT-LP60XUSB-BK` / `ATLP60XUSBBK` / `LP60XUSB`), a barcode on the stock line, a seller post of the same model, a
//   procurement line, a catering or family pack line of the same article, `1.5LT` / `1,5 l`, `S/LESS` = seedless,
//   another language's name for one thing (`macchina da caffè espresso`, `koordlose stokstofsuier` / `isicoci
//   sothuli`, `πικάπ`, `čistička vzduchu`, `crema spalmabile`, `mikrogolfpopcorn`, `streepspek`, `rosyne`,
//   `γλυκαντικό`, `ngwakọta achịcha` = cake mix, `Pfirsich` / `broskev`, `krimu ya kupikia`, `mwavuli`, `ποτήρια`,
//   `kleerhangers`, `mkeka wa mlangoni` = doormat, `tagliere` / `tábua de corte`, `apẹ̀rẹ̀ aṣọ ìdọ̀tí` = laundry
//   basket, `mopu ya kuzungusha`, `dɔnkɔ` = clock).
// - Organisations: same = one legal person; a sister company, an operating, café, haulage, camps, inputs, rentals or
//   recycling company formed by the same people at one address, and a near-namesake elsewhere are other
//   organisations (each has its own number). A Belfast bakery, its café company at one address and `Lagan Bakery
//   Ltd` in Lisburn; a Lugo C.B., the S.L. its co-owners formed at one address and `Panadería Souto, C.B.` in
//   Ourense; a village-fibre economic association, its operating AB at one address and `Byanät Ljusnan` in Bollnäs;
//   a Port Harcourt courier, its haulage company at one address and `Swift Line Couriers` in Benin City; a Nakuru
//   safari operator, its camps company at one address and `Simba Trail Tours and Travel` in Mombasa; a Kumasi cocoa
//   LBC, its inputs company at one address and `Adwumapa Farmers Cocoa Company` in Goaso; an Umhlanga estate agency,
//   its rentals agency at one address and `Umhlanga Coast Realty` in Ballito; a Hexham skip-hire company, its
//   recycling company at one address and `Tynevale Skips` in Gateshead: all DIFFERENT. Same: `Limited` / `LTD`,
//   `Cafés` / `CAFES`, `GB 287 1406 47` / `XI287140647`; `C.B.` / `CB`, `ES…` / the bare NIF, a Galician name
//   (`Panadaría Irmáns Souto`); `ekonomisk förening` / `EK FOR` / `ek. för.` / `Economic Association`, `769612-8342`
//   / `7696128342`, `SE…01` / `SE … 01`; `RC 1734562`, the NIPOST licence, `Nig.`, a Pidgin tagline; the TRA licence,
//   a KRA PIN, a Swahili gloss; the COCOBOD licence, a Twi name (`Adwumapa Kokoo Atɔfoɔ`); the PPRA certificate, a
//   Zulu tagline, `(Pty) Ltd` / `PTY LTD`; `Ltd` / `LIMITED`, the CBDU registration, `GB…` / `GB … … …`.
// - Places: same = one site; neighbouring sites of one operator are other places. Three water towers of one city
//   (one line); three tea estates of one company, two named for one village (one line); three monasteries of one
//   rock massif (one line); three surgeries of one veterinary practice (one line); two monuments of one square and a
//   memorial park nearby (one line); three fountains of one city, two on one square (one line); three springs of one
//   spa town, two in one colonnade (one line); three gauging weirs of one river (one line): all DIFFERENT. Same: an
//   operator's asset-list, heritage-list, hydrometric or directory caps line with a site code, a map label, the
//   Dutch, Swahili, Greek, English, Twi, Italian, Czech, German or Afrikaans name (`… water tower`, `Shamba la chai
//   …`, `Ιερά Μονή …`, `Fawohodie Abobow`, `Fountain of the Bees`, `Mühlbrunn` / `Mlýnský pramen`, `Sprudel` /
//   `Vřídlo`, `Vaalrivier by … meetstasie`), `Karlsbad` / `Karlovy Vary`, `Nkran` / `Accra`, a map point a few
//   metres off.
//
// Kinds (each new against the kind names of sets 1-20): electronics — espresso machines by pump and milk system;
// cordless stick vacuum cleaners by battery and kit; USB-C docking stations by port count; record players by drive
// and speakers; air purifiers by room size and filter; bathroom scales by sensing; dehumidifiers by litres per day;
// ring lights by diameter and stand; grocery — chocolate spreads by recipe and jar; microwave popcorn by flavour and
// pack; streaky bacon by cure and pack; raisins and sultanas by kind and box; table-top sweeteners by form and count;
// cake mixes by flavour and box; iced tea by flavour and bottle; cooking cream by fat and carton; home goods —
// umbrellas by size and fold; drinking glasses by capacity and pack; clothes hangers by material and pack; doormats by
// size and backing; chopping boards by material and size; laundry baskets by litres and lid; spin mops by bucket and
// refill; wall clocks by diameter and movement; organisation and place — the eight families of each above. Ideas
// left out as kinds of earlier sets or close to them: monitors, ink cartridges, hair clippers, steam irons,
// toothbrushes, chargers, fans, mice, kettles, microwaves; honey, peanut butter, cereals, ketchup, pasta, custard,
// evaporated milk, tinned fish, tea; padlocks, extension leads, laundry powder, pans; CICs, Irish DACs, Estonian OÜ,
// Greek IKE, pharmacy chains, microfinance banks, broadcasters, SA NPOs; lighthouses, fire stations, police stations,
// libraries, border posts, Lagos ferry terminals, courts, toll stations. Closest to earlier kinds, kept as new:
// bathroom scales (platform scales of set 11), iced tea (loose and green tea), monasteries (churches, mosques and
// temples of earlier sets), veterinary surgeries (GP branch surgeries of set 8).
//
// Writing slips known to the author: the De'Longhi, Dyson, UGREEN, Audio-Technica, Philips, Salter, Meaco and Neewer
// references are written from memory and may not be the makers' exact ones; the Nutella plant-based 350 g, the Act II
// 6-pack, the Eskort 1 kg, the Canderel 650 and the Brookside light cream may not exist in those exact packs; the
// Igbo, Yoruba, Twi, Xhosa, Zulu, Galician and Greek glosses are an analyst's, not a native speaker's; the Utrecht
// tower streets, the Vaal station codes and the Karlovy Vary spring numbers are illustrative, and the monument,
// fountain, spring and monastery coordinates approximate; several place sets share one phone line on purpose.
//
// What the author READ (exactly): /work/s41-common.md, /work/s41-blind.md; bench/pairs/heldout20.ts (header and
// code); the whole of bench/pairs/heldout20-electronics.ts, the first 60 lines of heldout20-organisation.ts, the
// first 50 of heldout20-place.ts and the first 40 of heldout20-grocery.ts; a count of the field names sets 19 and 20
// use per pack; bench/pairs/heldout1-types.ts (the whole file); bench/pairs-heldout.ts (the whole file, to wire the set
// in); the imports and the set-20 block of test/bench/pairs-heldout.test.ts; the `kind:` names of
// bench/pairs/heldout*.ts (a grep printing the kind names only). A first draft's kinds were chosen from a kind-name
// list cut short (sets 3-9 missing); the pinning test's kind check failed on it (only pass or fail, and the first
// clashing kind name) and nearly all kinds were then replaced by ones checked against the full list. What the author
// did NOT read: anything under src/ or data-files/, the packs, the lexicons, test/compare/, the bodies of the earlier
// sets' family files beyond the lines above, any earlier set's data, the README. The engine was never run on this set
// while it was written; a script printed only the drawn set's counts per pack and its digest, and the test printed
// only pass or fail. Not yet read.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS21 } from './heldout21-electronics.js';
import { GROCERY21 } from './heldout21-grocery.js';
import { HOME21 } from './heldout21-home.js';
import { ORGANISATION21 } from './heldout21-organisation.js';
import { PLACE21 } from './heldout21-place.js';

export const SEED21 = 2121;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS21: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS21, target: 120 },
  { pack: 'product_grocery', families: GROCERY21, target: 120 },
  { pack: 'product_home_goods', families: HOME21, target: 120 },
  { pack: 'organisation', families: ORGANISATION21, target: 120 },
  { pack: 'place', families: PLACE21, target: 120 },
];

/** Set 21, drawn by set 1's generator from set 21's families; ids start `h21-`. */
export function buildHeldout21(seed = SEED21): LabelledPair[] {
  return buildPairs(PACKS21, seed, 'h21-');
}

export const HELDOUT21: readonly LabelledPair[] = buildHeldout21();
