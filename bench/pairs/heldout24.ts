// HELD-OUT PAIR SET 24 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2424.
//
// Purpose: a twenty-fourth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-23 do not hold, and with the two sides of a pair written under DIFFERENT field names more
// often than before (a product's `title`, `brand`, `model` on one side against `name`, `mpn`, `manufacturer` on the
// other; an organisation's registry entry against a regulator's `company_name` / `company_number` line; a place's
// gazetteer `name` against an operator's `site_name` and a third source's `place_name`): two sources' listings of one
// catalogue item (a trade, garden-centre, motor-factor, appliance, plumbers'-merchant, flooring, builders'-merchant,
// hotel-supplies, sports-nutrition, African-grocery or supermarket title against an insurance-claim replacement
// schedule, a warranty registration, a fleet-workshop stores issue, a landlord's check-in inventory, a hire-purchase
// agreement line, a wedding gift list, a forestry contractor's plant register, a reseller's proforma invoice, a
// restaurant recipe-costing sheet, a shelf-edge label, a food-bank donation log, an office-pantry order, a bill of
// quantities, a snagging list, an office fit-out schedule, a decorator's quotation or a hotel linen-room count; an
// eBay, Blocket, Tonaton, DoneDeal, Masoko, Willhaben or Instagram-shop post or a pawn-shop line; another language),
// regulators' and industry bodies' lists no earlier set used (NCDMB's NOGICJQS supplier register, Kenya's PSRA
// licence list, Ghana FDA's manufacturer licences, South Africa's CIDB contractor register, the Gas Safe register,
// Ireland's road haulage operator licences, a German tax advisers' chamber, the Dutch trade register for owners'
// associations), and site lists no earlier set used (a coffee co-operative's factory list, a dive centre's site list,
// a mountain park's trailheads, a national park's heritage record, a lifesaving club's breaks, a cinema chain's
// booking sites, an exam council's centre list, a distribution centre's dock plan).
// Read ONCE (`npm run bench:pairs-heldout -- --set heldout24`); the first reading is the figure to report, and after
// that the set is development data.
//
// Who wrote it: a blind author helper of session 44 (branch s44-pair24), from its own knowledge of how shops,
// marketplaces, insurers, landlords, contractors, registers, licence lists and site lists in Nigeria, Kenya, Ghana,
// South Africa, the UK, Ireland, Germany, Austria, the Netherlands, Sweden, Poland and France write things. No record
// is copied from a benchmark, a retailer's page or a register. Every organisation, every number, phone, site code and
// centre number is fictional. Barcodes: every EAN-13 carries a computed check digit, but the numbers are illustrative,
// not the makers' own. Product and part codes are the shape the makers use and are NOT checked against their
// catalogues (shape-only: Milwaukee, Husqvarna, CTEK, Bosch, Samsung, KitchenAid, STIHL, Starlink, GROHE, Franke,
// Interface, Arthouse and Forest references). Organisation numbers: the UK VAT number (weights 8..2, mod 97), the
// German USt-IdNr (ISO 7064 mod 11,10) and the Irish VAT number (weights 8..2, mod 23 letter) are computed; everything
// else (RC numbers, TINs, NOGICJQS numbers, Kenyan company numbers, KRA PINs, PSRA licences, Ghanaian company numbers,
// TINs and FDA licences, SA company, VAT and CIDB numbers, UK company and Gas Safe numbers, CRO numbers and operator
// licences, HRB and chamber numbers, KvK and RSIN numbers) is shape-only. Brands: most consumer brands are real,
// written from general knowledge (variants, codes and pack sizes may be illustrative); Adwoa's Kitchen, Embu Sun,
// Kivuli Home, Usingizi Beds, Baobab Linen and the Reelhouse cinema chain are invented. Places: the Table Mountain
// trailheads, the Dartmoor stone circles, the Jeffreys Bay surf breaks and the Cape Coast schools are real places
// written from general knowledge; the Othaya coffee factories, the Watamu dive-site names, the Lagos cinemas and the
// Venlo distribution centre are invented or illustrative at real places.
//
// How it is made: exactly as sets 1-23 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of three VARIANTS (one real thing each) of three LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread
// round-robin over the families. Seed 2424; ids `h24-<pack>-NNN`. Deterministic; the test pins the drawn set's digest.
// Listings: a long shop, catalogue or register title; a second source under other field names, often a caps line
// with cut words, codes, EANs and quantities (`MILW M18FHIWF12-0X IMPACT WRENCH 1/2 HI-TORQ BARE …`, `HUSQ AUTOMOWER
// 310 MK2 1000M2 BT APP`, `CTEK CHARGER MXS10 12V 10AMP UK …`, `Kitchen: dishwasher, Bosch, white, freestanding full
// size (SMS2ITW41G on plate) …`, `HP AGREEMENT 7731: SAMSUNG WASHER 9KG …`, `Gift list #AB-2231 item 4: …`, `PLANT REG
// CS-B-014 CHAINSAW BATT STIHL MSA160C-B 30CM (SKIN) …`, `PROFORMA PF-0612: STARLINK STD KIT V3 …`, `Costing sheet —
// starter 4 (grilled halloumi): …`, `SEL: LYLES GLDN SYRUP SQZY 680G …`, `DONATION LOG 14/12: MR KIPLING MINCE PIES
// 6PK x 3 …`, `ON GOLD STD WHEY DBL RICH CHOC 5LB …`, `Pantry order wk 46: …`, `ADWOAS KITCHEN GA KENKEY 5PC FRZ …`,
// `KUEHNE WEINSAUERKRAUT MILD 720ML GL …`, `EMBU SUN DRIED MANGO NAS 100G …`, `BoQ item 7.04: Basin mixer …`, `SNAG
// 2.11 flat 4: …`, `Bedroom 1 window: roller blind, blackout …`, `Fit-out sched FL-02: CARPET TILE HEUGA 727 …`,
// `Claim 55102 sched item 2: bed frame …`, `Quote Q-318: …`, `FOREST OVERLAP PANEL 6X6 PT …`, `LINEN RM COUNT: ROBE
// WAFFLE WHT S/M …`, `DELTACREST MARINE AND OFFSHORE SVCS LTD (WARRI BASE)`, `NOGICJQS/00041872`, `PSRA/PSP/0812`,
// `FDA/MNF/23/0412`, `CRS 10048217`, `GAS SAFE 584213`, `RHOL 0042187`, `StBK WL 41877`, `VVE GEBOUW DE ZEEMEEUW`,
// `KIANGOMA II FCTY (JUU)`, `TURTLE REEF N`, `INDIA VENSTER START (LWR CABLE STN)`, `GREY WETHERS S CIRCLE`,
// `BONEYARDS`, `REELHOUSE LEKKI PH1`, `MFANTSIPIM SCH (CENTRE 0040101)`, `VNL-N RETURNS DOCK 41-44 (GATE A)`); and a
// third source's wording (a seller post from Wolverhampton, Apapa, Leeds, Uppsala, Västerås, Kilimani, Abossey Okai,
// Kaneshie, Mombasa Road, Nyali, Thika Road, Cork, Galway, Swords, Graz, Klagenfurt, Linz, Ikeja, Lekki, Port
// Harcourt, Surulere, Peckham, Tottenham, Karen, Ikoyi or Wuse; names and glosses in Swedish, German, Polish, Dutch,
// French, Portuguese, Welsh, Afrikaans, Swahili, Twi, Ga, isiZulu, Irish and Pidgin).
//
// Counts: 600 pairs, 300 same / 300 different; 120 per pack (60 same, 60 different): product_electronics,
// product_grocery, product_home_goods, organisation, place; 40 families (8 per pack), 120 variants, 360 records.
//
// Labels are what a careful analyst would decide (the policy of sets 22 and 23; one statement made explicit):
// - Products: same = one article a buyer would receive; another torque class, battery kit, mower model, charger
//   current, dishwasher width or installation, drum size, finish, mixer model or colour, bar length, battery set, dish
//   generation, recipe, weight, container, pack count, flavour, bottle, kenkey type, sugar, bag, tap size, waste,
//   blind width, blackout, bowl count, carpet range or colour, bed size, storage, wallpaper pattern or colour, fence
//   height or style, robe size or fabric is another product: all DIFFERENT. Same: one article under its code with or
//   without spaces, dashes and a region suffix of the same market (`FHIWF12-502X` / `FHIWF12 502X`, `WW90T534DAW/S1`
//   / `WW90T534DAW-S1`, `33265003` / `33 265 003`), its maker's part number (`4933459695`, `967974012`, `56305`,
//   `MA010115800`), a claim, inventory, gift-list, hire-purchase, plant-register, proforma, costing, shelf-label,
//   donation, pantry, BoQ, snagging, fit-out, quotation or linen-count line describing that article, a seller post
//   of the same model, another language's name for one thing (`Robotgräsklippare`, `Mashine ya kufulia`, `Akku-
//   Kettensäge`, `Grillkäse`, `goue stroop`, `Mins peis`, `Odżywka białkowa`, `gember-citroen`, `Ga dɔkɔnɔ`, `Kapusta
//   kiszona`, `Embe zilizokaushwa`, `Waschtischarmatur`, `Pazia`, `Lava-loiça`, `Tapijttegels`, `Papier peint`,
//   `Panel ffens`, `Peignoir gaufré`).
// - Organisations: same = one legal person. Stated explicitly (it follows from that rule): a regulator's list that
//   names a BRANCH, base or office of the company at another address (`… (WARRI BASE)`, `… - NAKURU BRANCH`,
//   `… (ROCHDALE OFFICE)`, `… - NIEDERLASSUNG BIELEFELD`) is the same legal person, so the same organisation. A
//   company formed by the same people at one address (a logistics, alarm-response, distribution, plant-hire,
//   property-maintenance, cold-storage or audit company, or the car park's separate owners' association), and a
//   near-namesake elsewhere are other organisations (each has its own number): all DIFFERENT. Same: `Limited` /
//   `LTD`, `Services` / `SVCS`, `Steuerberatungsgesellschaft mbH` / `StBG mbH`, `Vereniging van Eigenaars` / `VvE`,
//   `Ó Briain` / `O'BRIEN` (the Irish and English forms of one surname on one company), the NOGICJQS, PSRA, FDA,
//   CIDB, Gas Safe, operator-licence or chamber number, `GB 584 1773 14` / `GB584177314`, a Swahili, Twi, isiZulu,
//   Irish or Dutch gloss.
// - Places: same = one site; neighbouring sites of one operator are other places. Three coffee factories of one
//   co-operative, two of one name (one line); three dive sites of one park, two on one reef (one line); three
//   trailheads of one park, two on one road (one line); three stone circles of one moor, two side by side (one line);
//   three surf breaks of one point (one line); three cinemas of one chain, two in Lekki (one line); three exam centres
//   of one town (one line); three dock areas of one distribution centre, two through one gate (one line): all
//   DIFFERENT. Same: an operator's caps line with a site code, a payment slip, dive log, hiking-app waypoint, walking
//   guide, surf forecast, ticketing, timetable or haulier booking label, the Swahili, Afrikaans, Twi (`Oguaa`) or
//   Dutch name (`Kiwanda cha kahawa …`, `Miamba ya Kasa`, `Platteklipkloof roetebegin`, `Kaapstad`, `Jeffreysbaai`,
//   `Lossen: … poort A`), a nickname (`Supers`, `Kitchies`, `Adisco`, `Wey Gey Hey`), a map point a few metres off.
//
// Kinds (each new against the kind names of sets 1-23, checked against the full list of `kind:` names and the
// headers of sets 1-23): electronics — cordless impact wrenches by torque class and battery kit; robotic lawn mowers
// by working area and generation; smart car battery chargers by current; dishwashers by width and installation;
// front-loading washing machines by drum size and finish; stand mixers by model and colour; cordless chainsaws by
// bar length and battery set; satellite internet kits by dish generation; grocery — halloumi by weight and recipe;
// golden syrup by container; mince pies by recipe and pack; whey protein powder by flavour and tub; kombucha by
// flavour and bottle; kenkey by type and pack; sauerkraut by recipe and jar; dried mango by sugar and bag; home goods
// — basin mixer taps by size and waste; roller blinds by width and blackout; kitchen sinks by bowls; carpet tiles by
// range and colour; bed frames by size and storage; wallpaper by pattern and colour; garden fence panels by height
// and style; bathrobes by size and fabric; organisation and place — the eight families of each above. Closest to
// earlier kinds, kept as new: robotic lawn mowers (electric lawn mowers; here the boundary-wire robots by area and
// connectivity), stand mixers (hand mixers), cordless chainsaws (the generic "power tool: bare tool, kit and
// sibling"), carpet tiles (floor tiles), bathrobes (bath towels), Dutch owners' associations (South African body
// corporates by sectional scheme number), coffee washing stations (tea factories of one smallholder zone), surf
// breaks (beaches of one coast), trailheads (huts of one mountain route), cinemas (theatres of one street).
//
// Writing slips known to the author: the Milwaukee, Husqvarna, CTEK, Bosch, Samsung, KitchenAid, STIHL, Starlink,
// GROHE, Franke, Interface, Arthouse and Forest references are written from memory and may not be the makers' exact
// ones (some variants, e.g. a Husqvarna part number, a Starlink kit code, a Heuga 580 colour, an Arthouse hexagon
// design or a Kühne 850 ml tin, may not exist as written); the Swahili, Twi, Ga, Welsh, Irish, Afrikaans and isiZulu
// glosses are an analyst's, not a native speaker's; every coordinate is approximate; several place sets share one
// phone line on purpose.
//
// What the author READ (exactly): /work/s44notes/common.md, blind.md and its task note; bench/pairs/heldout23.ts
// (header and code); the whole of heldout23-electronics.ts, the first 60 lines of heldout23-organisation.ts, the
// first 50 lines of heldout23-place.ts, the first 30 lines of heldout23-grocery.ts and heldout23-home.ts, and a count
// of the field names set 23 uses; bench/pairs/heldout1-types.ts and lines 100-211 of bench/pairs/heldout1.ts (the
// generator); bench/pairs-heldout.ts (to wire the set in); the imports, `readNames`, `UNREAD` and the set-23 block of
// test/bench/pairs-heldout.test.ts; the `kind:` names of bench/pairs/heldout*-*.ts and a word count over the headers
// of sets 1-23 (searched for clashes with candidate kinds and sources). To learn which field names each pack reads,
// the author ran the test's own `readNames` over the OpenAPI description callers see and printed yes/no for a list
// of candidate names (product_electronics reads title, name, brand, model, mpn, price, manufacturer; grocery title,
// name, brand; home goods title, name; organisation name, company_name, registration_id, company_number,
// registration_country, tax_id, vat_number, address, lei; place name, site_name, place_name, site_code, phone, city,
// admin_path, address, lat, lon). What the author did NOT read: anything under src/ (beyond that printed yes/no) or
// data-files/, the packs, the lexicons, test/compare/, the bodies of the earlier sets' family files beyond the lines
// above, any earlier set's data, the README. The engine was never run on this set while it was written; a script
// filled in the check digits, and the test printed only pass or fail and the drawn set's digest. Not yet read.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS24 } from './heldout24-electronics.js';
import { GROCERY24 } from './heldout24-grocery.js';
import { HOME24 } from './heldout24-home.js';
import { ORGANISATION24 } from './heldout24-organisation.js';
import { PLACE24 } from './heldout24-place.js';

export const SEED24 = 2424;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS24: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS24, target: 120 },
  { pack: 'product_grocery', families: GROCERY24, target: 120 },
  { pack: 'product_home_goods', families: HOME24, target: 120 },
  { pack: 'organisation', families: ORGANISATION24, target: 120 },
  { pack: 'place', families: PLACE24, target: 120 },
];

/** Set 24, drawn by set 1's generator from set 24's families; ids start `h24-`. */
export function buildHeldout24(seed = SEED24): LabelledPair[] {
  return buildPairs(PACKS24, seed, 'h24-');
}

export const HELDOUT24: readonly LabelledPair[] = buildHeldout24();
