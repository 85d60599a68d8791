// HELD-OUT PAIR SET 2 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2202.
//
// Purpose: a second estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records set 1 does not hold. Read ONCE (`npm run bench:pairs-heldout -- --set heldout2`); the first
// reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 22 (branch s22-pset2), from its own knowledge of how the
// sources below write things in Nigeria, Kenya, Ghana, South Africa, the UK and the EU. No record is copied
// from a benchmark, a retailer's page or a register; identifiers, phone numbers, coordinates, digital
// addresses and three-word codes are ILLUSTRATIVE (the shape real ones have, consistent inside the set);
// the small groups and schools are invented.
//
// How it is made: exactly as set 1 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws both sets):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each,
// spread round-robin over the families. Seed 2202; ids `h2-<pack>-NNN`. Deterministic.
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods
// 90, organisation 130, place 120 (half same in each); 66 families (10, 13, 8, 18, 17), 197 variants, 591
// records; each family is one `kind` in the tables.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive — same maker, model or part, size, strength, grade,
//   pack count (a carton, an outer or a multipack is not the single; a kit is not the bare tool; another
//   maker's part sold as a cross-reference, or the same size code from another maker, is not the part). A
//   second-hand ad of a model and storage is the same product as the shop's listing of it; colours are the
//   same or unstated within a variant; the maker's own name change (GSK → Haleon) does not change a product.
// - Organisations: same = one legal person, through renames (one registration number throughout). A national
//   affiliate, a country section, a subsidiary, a trading subsidiary, a franchisee, a congregation, and an
//   establishment (a hospital, a school) are different entities from their federation, parent, franchisor,
//   church, operator or proprietor — even at the same address.
// - Places: same = one site. A neighbouring market, stage, rank or terminus, another campus, a village or
//   section of one settlement, a centre on a hospital's grounds and a private hospital in a public one's
//   building are different places; towns of one name in two countries are different.
//
// Sources and mess covered (kinds set 1's headers do not name):
// - product_electronics: auto-parts shops and catalogues — OEM numbers with and without dashes and spaces
//   (90915-YZZE1 / 90915YZZE1 / 90915 YZZE1), an aftermarket filter sold as the OEM number's cross-reference,
//   a sibling part, spark plugs by stock number (6962) against code (BKR6E / BKR 6 E) and heat-range and
//   iridium siblings, South African battery size codes (652 / 652MF / W652) shared by two makers;
//   second-hand marketplace ads (Jiji, WhatsApp and Facebook sellers: "UK used", "London used", "tokunbo",
//   "64gig", prices as "280k", no brand field) against a shop listing, phone storage and Pro siblings,
//   laptop generation and series (840 G3 / G5 / 850 G3); government tender lines ("Supply of Desktop
//   Computer: …", lot and item refs) against distributor listings with HP product numbers, one model in
//   two configurations, printer suffix siblings (M404dn / M404n / MFP M428fdw); solar inverters by kVA
//   and battery voltage (5kva/48v / 5000VA 48VDC / IVEM-5048); pharmacies' blood-pressure monitors (M2 /
//   M3 Comfort / RS2; HEM-7121-E / HEM7121E); power tools, bare against kit (HP1630 / HP1630K / HP1631).
// - product_grocery: pharmacy OTC — a card of 10 against a box of 10 × 10 and a sibling formulation, maker
//   against brand (GSK / Haleon / Panadol), antimalarials in two strengths (80/480 × 6 against 20/120 × 24)
//   and another maker's generic of one strength, POS forms (TAB 10S, COARTEM 80/480 TAB 6S); cosmetics
//   (bottle size, product line, LOT for lotion, Beiersdorf for Nivea); soap multipacks against the single
//   bar and another scent; nappies by size, "Maxi"/"Midi" and count (BD S4 MAXI JUMBO 76S); infant cereal
//   flavour and weight; agro-dealers' fertiliser grades (NPK 15:15:15 / 15-15-15 / 15.15.15; Urea 46% /
//   46-0-0), a planting fertiliser against a top dressing and bag sizes (25 / 50 kg), certified maize seed
//   varieties and packets (H614D / H614 D / H6213; 2 / 10 kg); cash-and-carry cartons and cases against the
//   single (CTN/48, case of 48 tins; outer of 32 / 6-pack / single bag) and a sister brand of one maker; POS
//   receipts (GUINNESS FES 60CL RGB, WHITE STAR SUP MAIZE 5KG) for a stout's bottle, can and variant and a
//   maize meal's bag weight and miller.
// - product_home_goods (name only): builders' merchants, hardware price lists, bills of quantities and
//   tender lines — cement strength class and maker (42.5R / 32.5R; 3X, Falcon, BUA), rebar diameter (Y12 /
//   12mm iron rod / deformed bar), roofing-sheet gauge and profile (mabati G30 / G28, box / corrugated),
//   paint tin size and product (20LT / 5LT; masonry / vinyl matt), uPVC pipe size in inches and mm and
//   pressure class (4" = 110MM; CL B / CL D), LPG cylinder sets and sizes (6 / 13 kg; two brands), foam
//   mattress size and thickness (6X6 8" / 72 x 72 x 8 in), nails by length and kind (3" wire / concrete).
// - organisation: NGO federations and their national affiliates (ActionAid: Stichting, Johannesburg
//   secretariat, CAC/IT/NO trustees, Kenyan NGOs-board numbers and KRA PINs), MSF sections under French and
//   Dutch names and bilingual Brussels addresses (Artsen Zonder Grenzen België against Artsen zonder Grenzen
//   in Amsterdam), a UK charity, its trading subsidiary and a sister charity (charity and company numbers,
//   leading zeros), churches registered as incorporated trustees and their UK charity and a look-alike church
//   (RCCG / TREM), Afrikaans church names (Nederduitse Gereformeerde / Nederduitsch Hervormde; a
//   congregation with its own NPO number), a hospital group under its former name, its operating company at
//   the same address and one hospital, sister hospitals and the country health-services company, a national
//   franchisee `t/a` the brand, the UK master franchisee and the franchisor, renames that keep the number
//   (Barclays Africa → Absa and the Kenyan and Ghanaian banks; Daimler-Benz → DaimlerChrysler → Daimler →
//   Mercedes-Benz Group beside its spin-off and its subsidiary at one address; Mobil Oil Nigeria → 11 Plc
//   beside Mobil Producing Nigeria; African Petroleum → Forte Oil → Ardova), acronyms (KPLC, KenGen, KETRACO,
//   MPNU, CBK, CBN, BoG) and a former name that reads like a sibling's name (Kenya Power Company = KenGen),
//   Sacco registers (CS/ numbers; Imarika / Imarisha; Muramati → Unaitas), self-help groups in Swahili and
//   English (Kikundi cha Wanawake Tumaini; W/G, Y/G), a school proprietor company and its two schools,
//   Portuguese and Spanish bank records (NIPC and CIF numbers, PT/ES VAT prefixes, a former subsidiary, a
//   look-alike "Caixa … Geral"), central banks in Swahili (Banki Kuu ya Kenya), a farmers' co-operative
//   union, its licensed buying company and the UK chocolate company it co-owns.
// - place: markets as gazetteers, OSM-style exports and landmark-direction directories write them (Alaba
//   International / Alaba Rago / Trade Fair; Gikomba / Wakulima-Marikiti / Muthurwa, "Soko la …"; Brixton
//   arcades with three-word codes `///a.b.c` and `a.b.c`), matatu stages named after their landmark, Accra
//   stations with GhanaPost GPS digital addresses (GA-049-5502 / GA0495502, in the address or their own
//   field), Johannesburg taxi ranks and Park Station, university campuses (UoN in English and Swahili,
//   "Chuo Kikuu cha Nairobi"; Wits in Braamfontein and Parktown), hospital wings (a private hospital inside
//   a public hospital's building; a national centre and a polyclinic on a teaching hospital's grounds;
//   facility registers against map exports, phones as 021 404 9111 / +27214049111), informal settlements'
//   villages and sections (Laini Saba / "Line Saba", Gatwekera, Makina; Khayelitsha Site B / Site C / Harare
//   with erf numbers), stand and plot numbers (8115 Vilakazi Street / Stand 8115; Plot 1, Cadastral Zone
//   A0), gazetteer admin paths against OSM-style points for towns of one name (Newcastle KZN / upon Tyne /
//   under-Lyme), French station names (Paris-Nord / Gare du Nord; Magenta), and Lagos inter-city bus
//   terminals of two operators on one street and one operator's other terminal.
//
// What the author READ (exactly): /work/s22-common.md; `issues show 11`; bench/pairs/heldout1.ts whole (its
// header, with set 1's reading and error classes, and its code) and bench/pairs/heldout1-types.ts; the opening
// comment block only of each bench/pairs/heldout1-*.ts; bench/pairs-heldout.ts; test/bench/pairs-heldout.test.ts;
// bench/lib/rng.ts; bench/lib/pairTally.ts; the output of packFieldsDescription() (every pack's field names
// and aliases, as the OpenAPI description prints them) and the grep lines of src/http/openapi.ts naming it
// (lines 147 and 171, signatures only); `ls src/compare/packs/` (file names only); in README.md only the lines
// a grep for "pair set 1" printed and the paragraph "Held-out pair set 1" (lines 3937-3955); package.json's
// scripts.
// What the author did NOT read: anything else under src/compare/ (comparators, decide, the packs' rules,
// weights and data files), test/compare/, the bodies of bench/pairs/heldout1-*.ts, bench/product-dev.ts,
// bench/er-magellan.ts and any ER-Magellan data, other held-out sets, and the README's paragraphs on the
// packs' rules.
// Slips: the README grep printed two lines beyond set 1's paragraph — "Session 21, second round (issue 11,
// organisation pack; pair set 1 as development)" and a line ending "pair set 1's organisations (registration
// numbers with and without the register's letters," — which say that session 21 changed how organisation
// registration numbers compare, not how; and a check in the test (no record shared with set 1) showed that
// one of this set's records, `White Star Super Maize Meal 10kg` / `White Star`, was also one of set 1's; the
// author reworded it (`… 10kg Bag`) before the reading. The engine was never run on this set while it was
// written; only the set's own counts were printed.
//
// Read once on 2ad4c801 (the session's start commit, no engine change; `npm run bench:pairs-heldout -- --set
// heldout2 --errors 40`): 600 pairs, P 0.8931, R 0.3900, F1 0.5429, 67.2% correct, 16.8% to review (TP 117,
// FP 14, FN 183, TN 286). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.8667 / 0.4000 / 0.5474, 17.7%, 26  4 39 61
//   place                1.0000 / 0.4500 / 0.6207, 11.7%, 27  0 33 60
//   product_electronics  0.9286 / 0.6000 / 0.7290, 11.5%, 39  3 26 62
//   product_grocery      0.8636 / 0.2923 / 0.4368, 30.0%, 19  3 46 62
//   product_home_goods   0.6000 / 0.1333 / 0.2182, 11.1%,  6  4 39 41
// Per kind (recall of the same pairs; false merges): electronics — spark plugs 7/7, BP monitors 6/6, power
// tools 6/6 (1 FP: the kit against the bare tool), OEM oil filters 4/7 (1 FP: the aftermarket filter sold as
// the OEM number's cross-reference), battery codes 4/7 (1 FP: one size code, two makers), printers 3/6,
// laptops 3/7, desktops 2/6, inverters 2/6, phone ads 2/7; grocery — maize meal 4/5, fertiliser grade 4/5,
// outers 3/5 (1 FP), Peak cartons 2/5 (1 FP), stout 2/5, lotion 2/5, soap 1/5 (1 FP: the 4-pack against the
// single bar), cereal 1/5, and 0/5 for Yara fertiliser, seed packets, nappies, Panadol packs and
// antimalarials; home goods — paint 3/6, cement 2/6, nails 1/6, and 0 for pipes, rebar, roofing sheets, gas
// cylinders (1 FP each) and mattresses; organisation — franchise 4/4 (1 FP), co-operative union 3/4, hospital
// group 3/4 (1 FP), sister hospitals 3/4, Saccos 2/4 (2 FP), Oxfam 2/3, proprietor and schools 2/3, German
// rename 2/4, Portuguese banks 2/4, Absa renames 1/3, ActionAid 1/4, RCCG 1/4, and 0 for MSF's French and
// Dutch names, central banks (Swahili, acronyms), power-company acronyms, Afrikaans church names, Nigerian
// renames and Swahili self-help groups; place — hospital in a hospital 4/4, and otherwise 1 or 2 of 3 or 4
// (markets, stages, ranks, Accra stations, Soweto, Abuja, Newcastle, Paris, Lagos terminals, settlements),
// 0/4 and 0/4 for both universities' campuses; no false merge of places.
// Classes of error (as kinds of records): a listing whose model field holds a seller's or region product
// number (W1A53A, 11M69EA, T9X59ET, W652) against one holding the maker's code (M404dn, 400 G7 SFF, 652MF)
// reads as another model; ads and receipts with no brand or model field, or with the maker in the brand
// field (GSK, Haleon, Beiersdorf, P&G, Unilever against Panadol, Nivea, Pampers, Dove); abbreviated POS
// names (TAB 10S, LOT, BD S3, FES, RGB, SUP); one spec written in two unit systems (5kva/48v against 5000VA
// 48VDC; 60CL against 600ml; Urea 46% against 46-0-0); home goods by trade name against the bill of
// quantities' description. False merges: a kit suffix, a size code shared by two makers, an aftermarket
// cross-reference, a multipack or carton against the single, and home goods of another size or class. For
// organisations and places, almost every miss is a same pair written in another language, by acronym, by a
// former name or by a gazetteer name against a directory's; false merges are few (4, in Saccos with
// one-letter names, a franchise and a hospital group). The records were not changed after this reading.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS2 } from './heldout2-electronics.js';
import { GROCERY2 } from './heldout2-grocery.js';
import { HOME2 } from './heldout2-home.js';
import { ORGANISATION2 } from './heldout2-organisation.js';
import { PLACE2 } from './heldout2-place.js';

export const SEED2 = 2202;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS2: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS2, target: 130 },
  { pack: 'product_grocery', families: GROCERY2, target: 130 },
  { pack: 'product_home_goods', families: HOME2, target: 90 },
  { pack: 'organisation', families: ORGANISATION2, target: 130 },
  { pack: 'place', families: PLACE2, target: 120 },
];

/** Set 2, drawn by set 1's generator from set 2's families; ids start `h2-`. */
export function buildHeldout2(seed = SEED2): LabelledPair[] {
  return buildPairs(PACKS2, seed, 'h2-');
}

export const HELDOUT2: readonly LabelledPair[] = buildHeldout2();
