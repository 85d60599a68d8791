// HELD-OUT PAIR SET 26 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2626.
//
// Purpose: a twenty-sixth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-25 do not hold, with the two sides of a pair written under DIFFERENT field names (a
// product's `title`, `brand`, `model` against `name`, `mpn`, `manufacturer`; a registry entry against a regulator's
// or trade body's `company_name` / `company_number` line; a gazetteer `name` against an operator's `site_name` and a
// third source's `place_name`) and as messy as real catalogue, invoice, registry, directory and listing data: caps,
// cut words and abbreviations (`STABILIZER`, `SVCS`, `MGT`, `MGMT`, `HDL`, `BLK`, `WHT`, `LGE`, `PK`, `CTN`, `SH63CM`,
// `VM`, `LB`, `NB` / `SB`, `U/S`, `HYD`, `C/W`, `SEP.`), missing fields, units and pack sizes written several ways
// (`1/2 KG` / `500g`, `0.35L` / `3 Cup`, `6 x 8 ft` / `1,85 x 2,50 m`, `7.7 Litre` / `no. 3`), model and part codes
// with and without spaces, dashes and suffixes (`VM-5000R` / `VM5000R` / `VM 5000 R`, `DS-KIS603-P` / `DS-KIS603P`,
// `IRT6520` / `IRT 6520`), branches, yards, offices and workshops against head offices, and siblings and variants as
// hard negatives. Sources no earlier header names: a generator-and-inverter shop's job card, an electrician's
// pro-forma invoice, a school nurse's requisition, a hire-purchase agreement schedule, a grounds crew's equipment
// register, a physiotherapy clinic's asset tag, a fishing club's raffle prize list, a cycling club's lost-property
// log, a trade-in quote; a ferry galley's victualling order, a meal-kit recipe card, a festival stall's stock sheet,
// a childminder's snack list, a Christmas-pudding club's shopping list, a wholefood co-op's order sheet, a gym vending
// planogram, a duka's stock book, a food-bank parcel list, a chama's bulk-buy list; a wedding gift list, a restaurant
// fit-out pro-forma, a loss adjuster's contents schedule, an office kitchen inventory, a scout quartermaster's list, a
// students' union asset list, a vet practice's shelf count, a garden centre's consignment note, a charity-shop tag;
// a booking confirmation footer, a payslip header, a weighbridge ticket, a driving-school receipt, a fumigation
// certificate, a remittance slip, a valuation report's letterhead, an insurer's approved-repairer list; a harbour
// launch log, a first-responder check log, a walking-tour stop, a tro-tro mate's call, a boaters' forum post, an estate
// WhatsApp message, a haulier's lay-by review and a geocache log. Languages: French, Dutch, Spanish, Portuguese,
// German, Polish, Greek, Irish, Welsh, Afrikaans, isiZulu, Swahili, Twi, Hausa, Yoruba and Pidgin.
// Read ONCE (`npm run bench:pairs-heldout -- --set heldout26`); the first reading is the figure to report, and after
// that the set is development data.
//
// Who wrote it: a blind author helper of session 46 (branch s46-pair26), from its own knowledge of how shops,
// marketplaces, workshops, clubs, caterers, insurers, registers, licence lists and site lists in Nigeria, Kenya,
// Ghana, South Africa, the UK, Ireland, France, the Netherlands, Spain, Portugal, Germany, Poland and Greece write
// things. No record is copied from a benchmark, a retailer's page or a register. Every organisation, number, phone and
// site code is fictional. No EAN is written. Product and part codes are the shape the makers use and are NOT checked
// against their catalogues (Braun, BTWIN/Decathlon, Hikvision, Stihl, Therabody, Garmin, Wahoo, Viners, IKEA, Dunelm,
// Bodum, LK's, Icon, SureFlap, Palram - Canopia); the stabiliser brand `Voltmaster` and the dried-fish packer `Ziwa
// Gold` are invented. Organisation numbers: UK VAT numbers (weights 8..2, mod 97) are computed; everything else
// (UK company numbers, ATOL, GLAA and council licences, Kenyan company numbers, KRA PINs, NTSA and PCPB licences,
// Ghanaian company numbers, TINs and Bank of Ghana licences, Nigerian RC and BN numbers, TINs and ESVARBON numbers,
// SA company, VAT, SAMBRA and SAGA numbers) is shape-only. Places: see bench/pairs/heldout26-place.ts for which are
// real and which invented at real places.
//
// How it is made: exactly as sets 1-25 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of three VARIANTS (one real thing each) of three LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread
// round-robin over the families. Seed 2626; ids `h26-<pack>-NNN`. Deterministic; the test pins the drawn set's digest.
//
// Counts: 600 pairs, 300 same / 300 different; 120 per pack (60 same, 60 different): product_electronics,
// product_grocery, product_home_goods, organisation, place; 40 families (8 per pack), 120 variants, 360 records.
//
// Labels are what a careful analyst would decide (the policy of sets 22-25, unchanged):
// - Products: same = one article a buyer would receive; another stabiliser capacity or regulation (relay / servo),
//   thermometer model or reading site (ear / forehead), e-bike model or frame (low / high), intercom screen or wiring
//   (2-wire / IP), brush cutter model or power (petrol / battery), massage gun model, fish finder screen or
//   transducer, trainer model or drive (direct / wheel-on); pudding kind (black / white) or format (roll / slices),
//   tahini roast or jar, marshmallow size or bag, rice-cake topping, suet fat or pack, quinoa colour or bag, coconut
//   water flavour or pack, fish kind (omena / dagaa) or pack; cutlery pieces or range, stool height or model, mirror
//   size, shape or frame colour, cafetière cups or frame, potjie size or base, bean bag size or cover, cat flap model
//   or size, greenhouse size or glazing is another product: all DIFFERENT. Same: one article under its code with or
//   without spaces and dashes, its maker's part or article number, a job-card, requisition, agreement, pro-forma,
//   register, asset-tag, raffle, lost-property, trade-in, victualling, recipe-card, stock-sheet, snack-list,
//   shopping-list, order-sheet, planogram, stock-book, parcel, gift-list, schedule, inventory, quartermaster,
//   shelf-count, consignment or charity-shop line describing that article, a seller post of the same model, another
//   language's name for one thing (`Ẹ̀rọ stabilizer`, `Thermomètre auriculaire`, `Elektrische fiets … lage instap`,
//   `Mashine ya kukata nyasi`, `Pistola de masaje`, `Sondeur`, `Putóg dhubh`, `Ταχίνι`, `Nubes`, `Rijstwafels`,
//   `Rindernierenfett`, `Quinoa blanc`, `Ruwan kwakwa`, `Kube nsuo`, `Omena … nusu kilo`, `Faqueiro`, `Kroegstoele`,
//   `Boogspiegel`, `Cafetière à piston`, `Ibhodwe … elinemilenze emithathu`, `Zitzak`, `Katzenklappe`, `Szklarnia`).
//   Addition, with its reason: a pre-sliced pack of one pudding is another product than its roll (another format a
//   buyer would not accept in its place), as set 25 held a tin against its refill pouch at one weight.
// - Organisations: same = one legal person. A regulator's or trade body's list naming a BRANCH, shop, office, yard or
//   workshop of the company at another address, under that site's own licence number (`… T/A SUNWARD TRAVEL SHOP
//   (BOLTON)`, `… (SPALDING OFFICE)`, `… - TREFOREST YARD`, `… - NAIVASHA BRANCH`, `… (MALINDI BRANCH)`, `… - KUMASI
//   BRANCH (ADUM)`, `… (ABUJA OFFICE)`, `… - BENONI WORKSHOP`) is the same legal person, so the same organisation. A
//   company formed by the same people at the same address (business travel, transport, skip hire, motor spares,
//   hygiene supplies, forex bureau, auctioneers, auto glass) and a near-namesake elsewhere (`Sun Ward` / `Sunward`,
//   `Fenland Harvest Staff` / `Staffing`, `Taffvale Metals` / `Taff Vale Metal Recycling`, `Barakah` / `Baraka`,
//   `Salama Pest Management` / `Control Services`, `Nkabom Remittance Services` / `Remit Ghana`, `Adeyemi-Okon &
//   Associates` / `Adeyemi Okon & Partners`, `High Veld Autobody CC` / `Highveld Auto Body (Pty) Ltd`) are other
//   organisations: all DIFFERENT, even where the third source writes the near-namesake's name in the first company's
//   spelling. Same: `Limited` / `LTD`, `Services` / `SVCS`, `Management` / `MGT` / `MGMT`, `Partners` / `Ptnrs`, the
//   VAT number with and without spaces and country prefix, `Cyf` / `(Edms) Bpk` for `Ltd` / `(Pty) Ltd`, the Welsh,
//   Swahili, Twi, Yoruba or Afrikaans wording, a trading name over the legal name (`T/A`).
// - Places: same = one site; neighbouring sites of one operator are other places. Three slipways of one harbour, two
//   side by side on one pier; three defibrillators of one town, two on one square; three plaques of one street, two
//   houses apart; three tro-tro stations of one city, two at one interchange; three mooring stretches of one reach,
//   two end to end on one meadow; three hydrants of one estate, two on one road; three lay-bys of one road, two facing
//   each other at one summit; three picnic sites of one forest, two at one pair of ponds: all DIFFERENT (each family
//   shares one phone line on purpose, and within a family some share an address). Same: an operator's caps line with
//   a site code, a launch log, check log, walking-tour stop, mate's call, forum post, WhatsApp message, inspection
//   note, haulier review or geocache log, the Irish, Twi or Pidgin wording (`Sleamhnán an Chéibh Thoir, Binn Éadair`,
//   `Odawna lɔre gyinabea`), a map point a few metres off.
//
// Kinds (each new against the headers of sets 1-25, searched word by word): electronics — automatic voltage
// stabilisers by capacity and regulation; infrared thermometers by reading site and model; electric bikes by battery
// and frame; video door-entry kits by screen and wiring; brush cutters by engine and shaft; massage guns by model; fish
// finders by screen and transducer; indoor bike trainers by model and drive; grocery — black and white puddings by
// kind and format; tahini by roast and jar; marshmallows by size and bag; rice cakes by topping; suet by fat and pack;
// quinoa by colour and bag; coconut water by flavour and pack; sun-dried small lake fish by kind and pack; home goods
// — cutlery sets by pieces and pattern; bar stools by seat height and model; leaner and wall mirrors by size and
// frame; cafetières by cups and frame; potjie pots by size and base; bean bags by size and cover; cat flaps by model
// and size; polycarbonate greenhouses by size and glazing; organisation and place — the eight families of each above.
// Closest to earlier kinds, kept as new: tahini (sesame seeds by hulling), coconut water (coconut milk by fat and
// tin), sun-dried omena and dagaa (stockfish by cut and weight), electric bikes (electric scooters), massage guns (no
// earlier massager), Ghanaian money-transfer companies (Ghanaian microfinance and susu companies, also under the Bank
// of Ghana), Kenyan driving schools (matatu Saccos, also under NTSA), tro-tro stations (bus stops and matatu stages
// are earlier; no lorry station), lay-bys (service areas of earlier sets).
//
// Writing slips known to the author: the part and article numbers (Stihl, Decathlon, Therabody, Viners, IKEA,
// Dunelm, Bodum, SureFlap, Wahoo) are written from memory or are illustrative and may not be the makers' exact ones;
// some variants (a 1 kg Chamallows catering bag, a 1 kg Meridian tahini tub, a 3 kg Suma quinoa, a 1 kg Atora catering
// pack, an LK's no. 3 flat-bottom potjie, an Icon outdoor bean bag in grey, a Dunelm arched mirror in gold) may not
// exist as written; the Irish, Greek, Welsh, Swahili, Twi, Hausa, Yoruba and isiZulu wordings are an analyst's, not a
// native speaker's; every coordinate is approximate; the plaque street numbers are from general knowledge.
//
// What the author READ (exactly): /work/s46notes/common.md, blind.md and its task note; bench/pairs/heldout25.ts
// (header and code); the whole of heldout25-electronics.ts, the first 60 lines of heldout25-organisation.ts, the
// first 50 of heldout25-place.ts and the first 40 of heldout25-home.ts and heldout25-grocery.ts; the field names
// used in set 25's files (a word count); bench/pairs/heldout1-types.ts and lines 100-215 of bench/pairs/heldout1.ts
// (the generator); bench/pairs-heldout.ts (to wire the set in); the imports, `readNames`, `UNREAD` and the set-1,
// set-2 and set-25 blocks of test/bench/pairs-heldout.test.ts; and word counts over `grep -h '^//'
// bench/pairs/heldout*.ts` (the headers of sets 1-25) for candidate kinds and sources, with a few matching header
// lines printed. The records use only field names set 25 used, pack by pack. What the author did NOT read: anything
// under src/ or data-files/, the packs, the lexicons, test/compare/, the bodies of the earlier sets' family files
// beyond the lines above, the README. The engine was never run on this set while it was written; a script computed
// the check digits, and the test printed only pass or fail and the drawn set's digest. Not yet read.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS26 } from './heldout26-electronics.js';
import { GROCERY26 } from './heldout26-grocery.js';
import { HOME26 } from './heldout26-home.js';
import { ORGANISATION26 } from './heldout26-organisation.js';
import { PLACE26 } from './heldout26-place.js';

export const SEED26 = 2626;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS26: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS26, target: 120 },
  { pack: 'product_grocery', families: GROCERY26, target: 120 },
  { pack: 'product_home_goods', families: HOME26, target: 120 },
  { pack: 'organisation', families: ORGANISATION26, target: 120 },
  { pack: 'place', families: PLACE26, target: 120 },
];

/** Set 26, drawn by set 1's generator from set 26's families; ids start `h26-`. */
export function buildHeldout26(seed = SEED26): LabelledPair[] {
  return buildPairs(PACKS26, seed, 'h26-');
}

export const HELDOUT26: readonly LabelledPair[] = buildHeldout26();
