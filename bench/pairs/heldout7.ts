// HELD-OUT PAIR SET 7 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 7707.
//
// Purpose: a seventh estimate of how the fields engine does on records nobody on the project wrote for it, on KINDS
// of records sets 1-6 do not hold, in the spirit of the public retail product-matching sets (two shops' or two
// sources' listings of one catalogue item: a long marketing title against a short till or price-list line, codes
// with and without hyphens or region suffixes, prices in several currencies, the maker's group in the brand field,
// another language). Read ONCE (`npm run bench:pairs-heldout -- --set heldout7`); the first reading is the figure to
// report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 27 (branch s27-pset7), from its own knowledge of how shops, price
// lists, pharmacies, registers, maps and guides in Nigeria, Kenya, Ghana, South Africa, the UK and the EU write
// things. No record is copied from a benchmark, a retailer's page or a register. Product codes are the shape the
// makers use (not checked against their catalogues); CRO, CVR, Swedish organisation, RC, IT, TIN, KRA PIN, PVT,
// trust, NPC, NPO / PBO, Companies House and VAT numbers, phone numbers, GhanaPost addresses, site codes and
// coordinates are ILLUSTRATIVE (the shape real ones have, consistent inside the set, check digits not computed).
// The Irish, Danish, Swedish, pension, fund-manager, chamber, South African trust and UK SPV bodies are invented;
// the unions, museums, correctional centres, libraries, post offices, mosques, parks, toll stations, shopping
// centres, beaches and consumer brands are real, written from general knowledge (model variants of a real brand
// may be illustrative).
//
// How it is made: exactly as sets 1-6 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a `different`
// pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread round-robin
// over the families. Seed 7707; ids `h7-<pack>-NNN`. Deterministic; the test pins the drawn set's digest. Every
// family has three variants of three listings: a long shop or register title; a short price-list, till, pharmacy or
// register line (caps, cut words: `D/MILK`, `P/BUTTER`, `H/BAKING FLR`, `S/RAISING`, `W/BARROW`, `H/DUTY`, `S&VIN`,
// `PAED`, `24S`, `CTN`, `1PK`; codes with and without hyphens `24MR400-B` / `24MR400B`, `BK-3MCCE/4BE` /
// `BK3MCCE4BE`; the maker's long code against its short model `V11H971040` / `EB-E01`; a region suffix
// `24MR400-B.AEU`, `SM-X210NZAAAFA` / `SM-X210`); and a third source's wording (Swahili, Afrikaans, French, Irish;
// another currency; the maker's group as brand: Mondelez, Tiger Brands, PepsiCo, Moët Hennessy, Kenvue, Schneider
// Electric, Seiko Epson; a library catalogue's form `Pt. 1921, 2024 / ed. board`).
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods 90,
// organisation 130, place 120 (half same in each); 42 families (9, 9, 6, 9, 9), 126 variants, 378 records.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive. A 27-inch monitor or the 180 Hz gaming sibling; a tablet's
//   5G model or the smaller LTE model; a keyboard set's US layout or the wired set; a UPS of another VA rating; a
//   wall fan against the standing fan or an 18-inch fan; a mesh system's 2- or 3-pack against the 1-pack; AAA
//   against AA or the pro line; a tilting or full-motion bracket against the fixed one; a projector of another
//   resolution; a 150 g slab or fruit & nut against the 80 g milk slab; vanilla against strawberry yoghurt or the
//   250 ml tub; crunchy against smooth or the 800 g jar; macaroni against spaghetti or a carton of twenty; self-
//   raising against plain flour or 1 kg against 2 kg; VSOP against VS or 35 cl against 70 cl; another crisps flavour
//   or the 36 g bag; the 80/480 mg pack of 6 or the dispersible children's tablets against the 20/120 mg pack of 24;
//   dry against chesty cough syrup or 300 ml; a 69 or 75 cm suitcase against the 55 cm cabin case; the travel system
//   or twin stroller against the stroller; one pillow against a pair or feather against hollowfibre; a 16 L or
//   battery sprayer against the 20 L manual one; an 85 L or solid-wheel barrow; another law-report part or the
//   year's index: all DIFFERENT. Same: one article under a code with or without hyphens or region suffix, the
//   maker's long order code against its model name, the maker's group as brand, a Swahili, Afrikaans or French
//   title, `70CL` / `bouteille de 700 ml`, `40` / `40% vol`, `(2024) NWLR Part 1921` / `NWLR PT. 1921 (2024)`, a
//   till line's rated capacity against the title's typical one (`1900MAH` / 2000mAh on one eneloop pack, `750MAH`
//   / 800mAh on the AAA pack: both figures are printed on the one article).
// - Organisations: same = one legal person. An Irish DAC, its holding Ltd and its foundation CLG; a Danish A/S, its
//   holding ApS and its chartering ApS; three Swedish ABs of one builder; a pension fund administrator and two of
//   its RSA funds; a fund manager and two of its unit-trust funds; ASUU, ASUP and SSANU; a city chamber of commerce
//   and two bilateral chambers (the two bilateral ones at one address); a South African trust, its NPC and a sister
//   NPC (one address); a development's block A and block B SPVs and its management company (one registered
//   office): all DIFFERENT. Same: a CRO number bare or as `CRO 612345` or inside the IE VAT number, the Irish-
//   language form (`Cuideachta Ghníomhaíochta Ainmnithe`, `Teoranta`, `Fondúireacht … CTR`) and an Irish address;
//   a CVR number with spaces or as the DK VAT number, `AKTIESELSKAB` / `ANPARTSSELSKAB` spelt out; a Swedish
//   organisation number with and without the hyphen or inside the SE VAT number, `AKTIEBOLAG`, å/ä written a/a;
//   `RC 612348` / `612348`, a TIN with and without the hyphen; `RSA Fund II` / `RSA FUND 2`; a KRA PIN in lower
//   case, `PVT-AAB7K2QX` / `PVTAAB7K2QX`, `Mgrs`; a union's acronym alone; `IT 41287` / `CAC/IT/NO 41287`; a trust
//   number with and without the space, `PBO` / `NPO` numbers in two orders, the Afrikaans form (`Leestrust`, `NWM` for
//   NPC); a Companies House number with and without the leading zero, `Mgmt Co`.
// - Places: same = one site. Three museums of one body, three centres of one correctional complex on one road, three
//   libraries of one city, three post offices of one city, three mosques (two in one CBD), three adjoining royal
//   parks, three toll stations of one expressway, three adjoining shopping centres (two sharing the landlord's
//   phone), three beaches of one coast: all DIFFERENT. Same: a site under its English name and its Swahili or
//   Afrikaans name (`Makumbusho ya Kitaifa ya Nairobi`, `Msikiti wa Jamia`, `Maktaba ya McMillan`, `Kituo cha Ushuru
//   cha Westlands`, `Ufukwe wa Nyali`, `Pollsmoor Vroue Korrektiewe Sentrum`, `Nelson Mandela-plein`,
//   `Winkelsentrum`), a register's caps line (`NATIONAL MUSEUMS OF KENYA - NAIROBI GALLERY`, `GHANA POST - OSU`,
//   `NEX TOLL - MLOLONGO`), `P.O.` / `Post Office`, `Masjid` / `Mosque`, `Gdns`, a GhanaPost address with and without
//   hyphens, a phone in E.164 and in local form, a map point a few metres off.
//
// Kinds (each new against the kind names and headers of sets 1-6): electronics — computer monitors by size and
// refresh rate; tablets by screen and radio; keyboard-and-mouse sets by layout and connection; UPS units by VA
// rating; electric fans by blade size and mounting; mesh Wi-Fi systems by pack count; rechargeable batteries by size
// and capacity; TV wall brackets by motion and screen range; projectors by resolution and lumens; grocery —
// chocolate slabs; yoghurt; peanut butter; pasta by shape and pack; baking flour by type and bag; cognac by age grade
// and bottle; potato crisps; antimalarial tablets by strength and pack; cough syrups by formula and bottle; home
// goods — suitcases by size; strollers, travel systems and twins; pillows by fill and pack; knapsack sprayers;
// wheelbarrows; law-report parts; organisation and place — the nine families of each above.
//
// What the author READ (exactly): /work/s27-common.md, /work/s27notes/blind-brief.md, /work/s27notes/bpset7.md;
// bench/pairs/heldout1.ts (its header with set 1's reading, and the generator) and bench/pairs/heldout1-types.ts;
// bench/pairs/heldout6.ts whole (header and code); the header comments of bench/pairs/heldout6-*.ts and the first
// family and a half of heldout6-electronics.ts (for the TypeScript shape); the `kind:` lines of
// bench/pairs/heldout1-6-*.ts (a grep printing the kind names only); bench/pairs-heldout.ts;
// test/bench/pairs-heldout.test.ts (its start, set 1's block and set 6's block); README's paragraph "Held-out pair
// set 6" (and the grep lines naming the other sets' paragraphs); the output of packFieldsDescription() (every pack's
// field names and aliases, printed from dist/).
// What the author did NOT read: anything under src/ (the field names came from the description callers see),
// src/lexicon/, the packs, test/compare/, the bodies of the earlier sets' family files beyond the lines above,
// bench/product-dev.ts, bench/er-magellan.ts, any ER-Magellan data, the README's comparison-accuracy paragraphs.
// The engine was never run on this set while it was written; the test printed only pass or fail.
//
// Read once on bba61f17 (this set's commit on the session's start 1a54423f, no engine change; `npm run
// bench:pairs-heldout -- --set heldout7 --errors 400`): 600 pairs, P 0.9254, R 0.4133, F1 0.5714, 69.0% correct,
// 17.8% to review (TP 124, FP 10, FN 176, TN 290). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.9074 / 0.7538 / 0.8235,  5.4%, 49  5 16 60
//   place                0.9375 / 0.2500 / 0.3947, 16.7%, 15  1 45 59
//   product_electronics  0.9737 / 0.5692 / 0.7184, 15.4%, 37  1 28 64
//   product_grocery      1.0000 / 0.2000 / 0.3333, 32.3%, 13  0 52 65
//   product_home_goods   0.7692 / 0.2222 / 0.3448, 20.0%, 10  3 35 42
// Per kind (same pairs found / same pairs; false merges): electronics — UPS units 7/7, projectors 8/8, TV brackets
// 5/7, monitors 4/7, fans 4/7, mesh Wi-Fi 3/7, batteries 3/7, tablets 2/7, keyboard sets 1/8 (1 FP: the MK270's UK
// against its US layout, both in Afrikaans, `MK270 (UK) 920-004536` / `MK270 (US) 920-004508`); grocery — pasta 4/7,
// cognac 3/7, yoghurt 3/8, cough syrups 2/7, flour 1/7, and 0 for chocolate slabs (0/7), peanut butter (0/8), crisps
// (0/7) and antimalarials (0/7); home goods — sprayers 3/7, law-report parts 3/8 (1 FP: `NWLR PT. 1921 (2024)` /
// `NWLR PT. 1922 (2024)`), wheelbarrows 2/8 (1 FP: the 65 L pneumatic against the solid-wheel barrow in Afrikaans),
// pillows 1/7 (1 FP: the single against the pair, till lines), strollers 1/7, suitcases 0/8; organisation — Swedish
// ABs 7/7, Danish A/S and ApS 7/7 (1 FP: the holding ApS against `NORDLYS SHIPPING AKTIESELSKAB`, one under the DK
// VAT number, the other under the CVR number, no shared field to conflict), chambers 7/7 (3 FP: the Nigerian-Danish
// against the Nigerian-Swedish chamber, one address or no address), Irish 6/7, UK SPVs 6/7 (1 FP: block B against
// block A at one registered office, one side under its VAT number), pension funds 5/7, unit trusts 5/7, SA trust and
// NPCs 4/8, unions 2/8; place — mosques 5/7, parks 3/6, museums 3/7, shopping centres 3/7, post offices 1/7, and 0 for
// correctional centres (0/7; 1 FP: Maximum against Female, one road, 400 m apart), libraries (0/6), toll stations
// (0/6) and beaches (0/7).
// Classes of miss (as kinds of records; 115 of the 176 misses answered `different`, 61 `review`):
// - products: a long shop title against a short till line with cut words (`CADB D/MILK`, `P/BUTTER`, `S&VIN`,
//   `H/BAKING FLR`, `W/BARROW`, `SAMS … SPIN 55`, `LOGI … WRLS`, `STD FAN`) — often `review` even with one model code
//   on both sides (fans, keyboard sets, batteries, brackets); a title in Swahili, Afrikaans or French for one article
//   (`Mtindi … ladha ya stroberi`, `Gladde Grondboontjiebotter`, `Sout en Asyn aartappelskyfies`, `melksjokolade`,
//   `Unga wa ngano … kilo 2`, `stootwaentjie`, `kruiwa`, `Mito miwili`, `valise cabine 55 cm`, `sirop toux grasse`,
//   `Skrini ya kompyuta … inchi 24`); a drug under its generic name against its brand (`ARTEMETHER+LUMEFANTRINE
//   20/120MG TABS 24S (COARTEM)` / `Coartem 20mg/120mg Tablets, Pack of 24`) and `24S` / `Pack of 24` / `boîte de 24`;
//   `Very Special` / `VS` / `V.S`, `70cl` / `700 ml`; the maker's full order code with its region and colour suffix
//   against the short model (`SM-X216BZAAAFA` / `SM-X216BZAAEUB`, `SM-X210NZAAAFA` / `SM-X210`: model scored 0) and a
//   pack count written inside the code (`Deco X20(2-pack)` / `Deco X20 (2 unités)`: model scored 0); the maker's group
//   as brand (Mondelez, Tiger Brands, PepsiCo, Kenvue); a rated against a typical capacity (`1900MAH` / 2000 mAh).
// - organisations: a union or fund under its acronym or short form alone (`ASUU`, `SSANU`, `Mvule MMF (KES)`,
//   `RSA FUND 2` / `RSA Fund II`, `Retiree Fund (RSA Fund IV)`), an Afrikaans or Irish name form (`NWM` for NPC,
//   `Leestrust`, `Geletterdheidsprojek`, `Cuideachta Ghníomhaíochta Ainmnithe` even with one CRO number: review),
//   `Mgrs` / `Mgmt Co` contractions.
// - places: a name in Swahili or Afrikaans against the English one with a map point a few metres off
//   (`Ufukwe wa Nyali` / Nyali Beach, `Maktaba ya McMillan`, `Kituo cha Ushuru cha Mlolongo`, `Pollsmoor Maksimum
//   Korrektiewe Sentrum`, `Winkelsentrum`, `-plein`; distance 2-5 m and still `different`); a register's caps line
//   or operator code against the name (`NEX TOLL - WESTLANDS`, `POLLSMOOR MED A`, `GHANA POST - OSU`, `NATIONAL
//   MUSEUMS OF KENYA - NAIROBI MUSEUM`, `KNLS … LIBRARY`, `… PUBLIC BEACH ACCESS`); `P.O.` / `Post Office`, `Gdns`,
//   `Masjid` / `Mosque`; one phone number or one GhanaPost address on both sides still sent to review.
// False merges (10): a keyboard set's other layout; the next law-report part; a single pillow against a pair; a
// wheelbarrow's other wheel; two bilateral chambers (3) and two SPVs of one development at one address; a holding
// ApS against the operating A/S under two number kinds; two correctional centres of one complex on one road.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) the header says the CRO number sits
// inside the IE VAT number: real Irish VAT numbers are not built from the CRO number, so the two Irish VAT
// numbers (`IE3612345LH`, `IE3598712NH`) are invented on a wrong pattern; they are illustrative (one company each)
// and the labels are unaffected; (2) the error lines of the single reading printed the engine's per-field comparison
// names and scores (as set 6's did); (3) `NELSON MANDELA SQUARE (SANDTON CITY)` and the shared landlord phone make
// the square a thin case (the square is managed with the mall; the label `different` follows the two being separate
// named places). No label was found wrong among the 10 false merges.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS7 } from './heldout7-electronics.js';
import { GROCERY7 } from './heldout7-grocery.js';
import { HOME7 } from './heldout7-home.js';
import { ORGANISATION7 } from './heldout7-organisation.js';
import { PLACE7 } from './heldout7-place.js';

export const SEED7 = 7707;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS7: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS7, target: 130 },
  { pack: 'product_grocery', families: GROCERY7, target: 130 },
  { pack: 'product_home_goods', families: HOME7, target: 90 },
  { pack: 'organisation', families: ORGANISATION7, target: 130 },
  { pack: 'place', families: PLACE7, target: 120 },
];

/** Set 7, drawn by set 1's generator from set 7's families; ids start `h7-`. */
export function buildHeldout7(seed = SEED7): LabelledPair[] {
  return buildPairs(PACKS7, seed, 'h7-');
}

export const HELDOUT7: readonly LabelledPair[] = buildHeldout7();
