// HELD-OUT PAIR SET 28 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2828.
//
// Purpose: a twenty-eighth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-27 do not hold, with the two sides of a pair written under DIFFERENT field names (a
// product's `title`, `brand`, `model` against `name`, `mpn`, `manufacturer`; a registry entry against a regulator's
// or trade body's `company_name` / `company_number` line; a gazetteer `name` against an operator's `site_name` and a
// third source's `place_name`) and as messy as real catalogue, invoice, registry, directory and listing data: caps,
// cut words and abbreviations (`INSTR`, `GTR`, `VLN`, `DIGI`, `DIAG`, `SCRN`, `W/`, `PROF`, `CBL`, `GRND`, `FLR`,
// `PKLD`, `LGE`, `SML`, `LUX`, `SMK`, `YOG`, `COMPART`, `DRW`, `CUPBD`, `SVCS`, `BLVD`, `V/I`, `E/CANTONMENTS`, `TWR`,
// `MP`), missing fields, units and pack sizes written several ways (`1.8kg` / `1.8 kilo`, `47.5g` / `47,5 g`,
// `6.22L` / `6,2 L`, `0.35 l` / `0,35 liter`, `900g` / `0.9KG`), model and part codes with and without spaces,
// dashes and suffixes (`SN-5` / `SN5` / `SN 5`, `MA-2 BKBK` / `MA-2BKBK` / `MA2`, `AL319` / `AL-319` / `AL 319`,
// `119977C` / `119977-C`, `010-02060-01` / `010-02060-21`, `910-001356` / `R400`, `KDM-3-WD` / `KDM3`), branches,
// shops, offices and establishments against head offices, and siblings and variants as hard negatives. Sources no
// earlier header names: a music school's instrument-room inventory, a mechanic's diagnostic kit register, a game
// ranger's equipment sign-out sheet, a cycling club's hire list, a market trader's card-machine rental invoice, a
// school district's tender award, a conference venue's AV hire sheet; a buka's market book, a student union shop's
// order, a church fête cake-stall list, a pub kitchen's dry-store count, a Christmas hamper pick list, a tapas bar's
// supplier invoice, a cruise galley's provisioning order, a hostel kitchen's honesty-shelf list, a Too Good To Go bag
// note; a lettings agent's furnished inventory, a glamping pod inventory, a prison kitchen's requisition, a
// school-leaver's uni packing list, a community fridge's kit list, a retirement flat's handyman job sheet, a women's
// shelter donation intake log; a pest-visit report, a booking confirmation's small print, a property brochure's back
// page, a letter of demand, a trade mark filing receipt, a creditors' meeting notice, a billboard owner plate, a
// deed's closing line; a milestone society's survey, a geocache listing, a parish walk leaflet, a matatu tout's stop
// call, a media buyer's site list, a trotro mate's directions, a gritting volunteers' WhatsApp and a garden audio
// guide. Languages: Dutch, French, Spanish, Portuguese, German, Norwegian, Welsh, Irish, Afrikaans, isiXhosa,
// isiZulu, Swahili, Yoruba, Igbo, Twi and Pidgin.
// Read ONCE (`npm run bench:pairs-heldout -- --set heldout28`); the first reading is the figure to report, and after
// that the set is development data.
//
// Who wrote it: a blind author helper of session 48 (branch s48-pair28), from its own knowledge of how shops,
// marketplaces, schools, clubs, kitchens, landlords, registers, trade-body lists and asset lists in Nigeria, Kenya,
// Ghana, South Africa, the UK, Ireland, the Netherlands, Germany, France, Spain, Portugal and Norway write things. No
// record is copied from a benchmark, a retailer's page or a register. Every organisation, number, phone and site
// code is fictional. No EAN is written. Product and part codes are the shape the makers use and are NOT checked
// against their catalogues (Snark, Korg, Autel, Bushnell, Garmin, SumUp, IPEVO, Logitech, OXO, Cole & Mason, Hailo,
// Brabantia, Zyliss, Bodum, Sistema); the ogbono packer `Ọjà Ọlá` is invented. Organisation numbers: UK VAT numbers
// (weights 8..2, mod 97) are computed; everything else (UK company numbers, BPCA and ABTA numbers, Irish CRO, VAT and
// PSRA numbers, SA company, VAT and CFDC numbers, Kenyan company numbers, KRA PINs and KIPI numbers, Nigerian RC
// numbers, TINs and BRIPAN numbers, Ghanaian company numbers, TINs and OAAG numbers, Dutch KvK, VAT and KNB numbers)
// is shape-only. Places: see bench/pairs/heldout28-place.ts for which are real and which invented at real places.
//
// How it is made: exactly as sets 1-27 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of three VARIANTS (one real thing each) of three LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread
// round-robin over the families. Seed 2828; ids `h28-<pack>-NNN`. Deterministic; the test pins the drawn set's digest.
//
// Counts: 600 pairs, 300 same / 300 different; 120 per pack (60 same, 60 different): product_electronics,
// product_grocery, product_home_goods, organisation, place; 40 families (8 per pack), 120 variants, 360 records.
//
// Labels are what a careful analyst would decide (the policy of sets 22-27, unchanged):
// - Products: same = one article a buyer would receive; another tuner model, metronome model or colour (the MA-2 in
//   black against the MA-2 in blue: two article numbers), OBD2 scanner model, trail camera model or flash (low glow /
//   no glow), cycle computer model or bundle, card terminal model or printer bundle, document camera model,
//   presenter model; ogbono form (ground / whole) or pack, pounded yam flour pack, curd flavour or jar (312 g / 42 g),
//   pickled onion style or jar, mincemeat line or jar, anchovy form (fillets in oil / whole in salt) or tin, smoked
//   salmon origin (Scottish / Norwegian) or pack, oatcake texture (rough / fine milled) or pack; mandoline model or
//   kit, pestle and mortar size or material, salad spinner size or bowl, step stool steps or rail, rotary line length
//   or model, tin opener model, cafetière size or finish, lunch box capacity or compartments is another product: all
//   DIFFERENT. Same: one article under its code with or without spaces, dashes and suffix spacing, its maker's part
//   or article number, an inventory, register, sign-out, hire-list, rental-invoice, tender-award, AV-hire,
//   market-book, shop-order, stall-list, store-count, pick-list, supplier-invoice, provisioning-order, honesty-shelf,
//   furnished-inventory, pod-inventory, requisition, packing-list, kit-list, job-sheet or intake-log line describing
//   that article, a seller post of the same model, another language's name for one thing (`Stemapparaat`,
//   `Métronome`, `Ẹrọ ayẹwo ọkọ`, `Ikhamera yasendle`, `Ciclocomputador`, `Terminal de pago`, `Kamera ya nyaraka`,
//   `Ogbono ti a lọ̀`, `Iyán`, `Ceuled lemwn`, `sitronkrem`, `Filetes de anchoa`, `Røkt laks`, `Haferkekse`, `havrekjeks`,
//   `Gemüsehobel`, `Kinu na mchi`, `Essoreuse à salade`, `Tritthocker`, `droogmolen`, `Abridor de latas`,
//   `koffiepers`).
//   Addition, with its reason: a hotel miniature jar (42 g) of a curd and a catering jar (822 g) of a mincemeat are
//   other products than the retail jar, and a kit with its stand and box or a terminal with its printer dock another
//   than the bare article: a buyer ordering one would not accept the other in its place (as set 27 held a multipack
//   against the single tin and a body-only tool against its kit).
// - Organisations: same = one legal person. A trade body's or regulator's list naming a BRANCH, shop, office or
//   establishment (`vestiging`) of the company at another address (`… - ROTHERHAM BRANCH`, `… (CLIFTON SHOP)`, `…
//   (LISTOWEL OFFICE)`, `… - PRETORIA BRANCH`, `… (MOMBASA OFFICE)`, `… (ABUJA OFFICE)`, `… (KUMASI OFFICE)`, `… -
//   VESTIGING ZEIST`) is the same legal person, so the same organisation. A company formed by the same people at the
//   same address (hygiene services, cruise centre, valuations, tracing, trade mark watch, receivership, digital
//   screens, estate planning) and a near-namesake elsewhere (`Pestguard Services` / `Pest Guard Solutions`,
//   `Harbourside Travel` / `Harbour Side Travel`, `Kennelly Doyle` / `Kenneally Doyle`, `Thuthuka Recoveries` /
//   `Thuthukani Recoveries CC`, `Ngugi Odhiambo IP Agents` / `Ngugi & Odhiambo Associates`, `Bakare Nwosu Recovery
//   Partners` / `Bakare & Nwosu Recoveries`, `Sika Signs & Billboards` / `Sikka Signs`, `Van den Berg & De Wit
//   Notarissen` / `Van den Bergh & de Wit Notariaat`) are other organisations: all DIFFERENT, even where the third
//   source writes the near-namesake's name in the first company's spelling. Same: `Limited` / `LTD` / `Teo.`,
//   `Services` / `Svcs` / `SVCS`, `&` / `and` / `en` / `ne`, `(Pty) Ltd` / `(Edms) Bpk`, the VAT number with and
//   without spaces, dots and country prefix, the Welsh, Irish, Afrikaans, isiZulu, Swahili, Pidgin, Twi or Dutch
//   wording, a branch or office name over the legal name.
// - Places: same = one site; neighbouring sites of one operator are other places. Three milestones of one road, two a
//   mile apart; three footbridges of one river, two at one weir; three fingerposts of one parish, two on opposite
//   corners of one crossroads; three bus shelters of one road, two facing each other at one stage; three billboards
//   of one highway, two faces of one structure; three clock towers of one city, two on one campus; three grit bins
//   of one hill road, two at one bend; three sundials of one garden, two on one terrace: all DIFFERENT (each family
//   shares one phone line on purpose, and within a family some share an address). Same: an operator's caps line with
//   a site code, a survey note, geocache listing, walk leaflet, stop call, site list, directions, volunteers' message
//   or audio guide stop, the German, Swahili, Pidgin, Twi or Portuguese wording (`Meilenstein`, `Fußgängersteg`,
//   `Wegweiser`, `kibanda cha basi`, `di big board`, `Dɔn a ɛwɔ Adum`, `Kumase`, `Relógio de sol`, `Lisboa` /
//   `Lisbon`), a map point a few metres off.
//
// Kinds (each new against the headers of sets 1-27, searched word by word): electronics — clip-on instrument tuners by
// model; digital metronomes by model and colour; OBD2 car diagnostic scanners by model; trail cameras by model and
// flash; cycle computers by model and bundle; card payment terminals by model and printer; document cameras by
// model; wireless presenters by model; grocery — ogbono seed by form and pack; pounded yam flour by pack; fruit curds
// by flavour and jar; pickled onions by style and jar; mincemeat by line and jar; anchovy fillets by oil and tin;
// smoked salmon by origin and pack; oatcakes by texture and pack; home goods — mandoline slicers by model; pestle
// and mortars by size and material; salad spinners by size and bowl; step stools by steps and rail; rotary washing
// lines by line length; tin openers by model; cafetières by cup size and finish; lunch boxes by capacity and
// compartments; organisation and place — the eight families of each above. Closest to earlier kinds, kept as new:
// trail cameras (other cameras: Wi-Fi indoor, action, dash), cycle computers (handheld GPS units, fitness trackers),
// card terminals (card readers were named once as a part of another kind), pounded yam flour (fufu flour), pickled
// onions (pickled gherkins), anchovies (sardines, mackerel, pilchards), step stools (ladders), rotary washing lines
// (clothes airers), UK pest control (no pest body named), Kenyan patent agents (other professional registers), the
// Ghanaian billboard firm (no outdoor-advertising body named), footbridges (other bridges were not named as a kind),
// bus shelters (bus stops and stages), clock towers (other towers: water towers, masts).
//
// Writing slips known to the author: the part and article numbers (Korg, Bushnell, Garmin, SumUp, IPEVO, Logitech,
// OXO, Cole & Mason, Hailo, Zyliss, Bodum) are written from memory or are illustrative and may not be the makers'
// exact ones; some variants (a Snark ST-2, a Tiptree 42 g orange-curd sibling, Haywards 710 g, Robertson's 822 g
// catering jar, Ortiz whole anchovies in a 1 kg tin, Young's Norwegian slices, a Hailo ComfortLine 3-step, the Sistema
// names) may not exist exactly as written; the Welsh, Irish, Afrikaans, isiXhosa, isiZulu, Swahili, Yoruba, Igbo,
// Twi, Norwegian and Portuguese wordings are an analyst's, not a native speaker's; every coordinate is approximate.
//
// What the author READ (exactly): /work/s48notes/common.md, blind.md and its task note; bench/pairs/heldout27.ts
// (header and code); the whole of heldout27-electronics.ts, the first 60 lines of heldout27-organisation.ts, the first
// 80 lines of heldout27-place.ts (to its second family), and the first 30 lines of heldout27-grocery.ts and
// heldout27-home.ts; a count of the field names used per file of set 27; the first 22 lines of
// bench/pairs/heldout1-types.ts; bench/pairs-heldout.ts (to wire the set in); the imports, the first lines of
// `readNames`, the `UNREAD` lines and the set-27 block of test/bench/pairs-heldout.test.ts; and word counts over
// `grep -h '^//' bench/pairs/heldout*.ts` (the headers of sets 1-27) for candidate kinds, with a few matching header
// lines printed; and, when the test found one record equal to a record of an earlier set (a yeast-extract jar), the
// names of the files holding that brand (`grep -rl`, no lines), after which that family was replaced by oatcakes.
// The records use only field names set 27 used, pack by pack. What the author did NOT read: anything
// under src/ or data-files/, the packs, the lexicons, test/compare/, the bodies of the earlier sets' family files
// beyond the lines above, the README. The engine was never run on this set while it was written; a script computed
// the check digits, and the test printed only pass or fail and the drawn set's digest. Not yet read.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS28 } from './heldout28-electronics.js';
import { GROCERY28 } from './heldout28-grocery.js';
import { HOME28 } from './heldout28-home.js';
import { ORGANISATION28 } from './heldout28-organisation.js';
import { PLACE28 } from './heldout28-place.js';

export const SEED28 = 2828;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS28: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS28, target: 120 },
  { pack: 'product_grocery', families: GROCERY28, target: 120 },
  { pack: 'product_home_goods', families: HOME28, target: 120 },
  { pack: 'organisation', families: ORGANISATION28, target: 120 },
  { pack: 'place', families: PLACE28, target: 120 },
];

/** Set 28, drawn by set 1's generator from set 28's families; ids start `h28-`. */
export function buildHeldout28(seed = SEED28): LabelledPair[] {
  return buildPairs(PACKS28, seed, 'h28-');
}

export const HELDOUT28: readonly LabelledPair[] = buildHeldout28();
