// HELD-OUT PAIR SET 4 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 4404.
//
// Purpose: a fourth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1, 2 and 3 do not hold. Read ONCE (`npm run bench:pairs-heldout -- --set heldout4`); the
// first reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 24 (branch s24-pset4), from its own knowledge of how the
// sources below write things in Nigeria, Kenya, Ghana, South Africa, the UK and the EU. No record is copied
// from a benchmark, a retailer's page or a register. Product order codes are the shape the makers use;
// registration, tax, KvK, KRS, LR, erf, RBA and stop numbers, LEIs, phone numbers and coordinates are
// ILLUSTRATIVE (the shape real ones have, consistent inside the set). The firms, schemes, university, club,
// churches, clinics, pharmacies, lodges, godowns, bank and boreholes are invented; the professional bodies,
// streets, towns, villages, stops and the airport are real places and bodies written from general knowledge.
//
// How it is made: exactly as sets 1-3 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each,
// spread round-robin over the families. Seed 4404; ids `h4-<pack>-NNN`. Deterministic; the test pins the
// drawn set's digest, so no record, label or draw can change after the reading unnoticed.
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods
// 90, organisation 130, place 120 (half same in each); 57 families (11, 11, 8, 12, 15), 172 variants, 517
// records; each family is one `kind` in the tables.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive — same maker and model or part, size, load index and
//   speed rating, strength, form and release, pack count, colour or shade number, capacity, cap, finish and
//   cable length. A compatible cartridge sold under the original's number is not the original; a box of
//   sticks is not a jar of the same total weight; a kit of one relaxer strength is not another strength; a
//   brand's medicine is not another maker's generic of one strength. One article written in UK, EU and US
//   sizes (Clarks UK 9 = EU 43 = US 9.5), `3 x 10` against `30s`, 532 g against 18.75 oz, an order code with
//   or without its region prefix (C13T00V198 / T00V198) is one article; the maker as brand (GSK / Beecham,
//   Tiger Brands / Doom, PZ Wilmar / Devon Kings) does not change it.
// - Organisations: same = one legal person. An overseas company's UK establishment (FC and BR numbers) and a
//   foreign company's South African external-company registration (CIPC type /10) are the foreign company
//   itself; its local subsidiaries are not. A GmbH & Co. KG, its general-partner Verwaltungs-GmbH and the
//   holding are three; an N.V. and its B.V.s, a sp. z o.o. and the sp.k. it is general partner of are
//   separate; member firms of one law-firm network are separate partnerships; a club, its community trust
//   and its women's club company are three; an employer and each of its retirement schemes (a trust acting
//   through its trustees) are separate; a joint venture registered for tax is neither member.
// - Places: same = one site. Another flat in one block, one flat number in the next block, a pharmacy of one
//   name in another city or at another number of one street, a bar next door, a second godown on the
//   adjoining plot, one erf number in another township or extension, one P.O. Box number in another town,
//   a village of one name in another LGA or county, the bus stop on the other side of the road, a borehole
//   350 m away, and another terminal of one airport are different places.
//
// Sources and mess covered (kinds the headers of sets 1-3 do not name): see the opening comment of each
// bench/pairs/heldout4-*.ts file and each family's comment.
//
// What the author READ (exactly): /work/s24-common.md, /work/s24notes/blind-brief.md, /work/s24notes/bpair4.md;
// bench/pairs/heldout1.ts whole (its header with set 1's reading, and the generator) and
// bench/pairs/heldout1-types.ts; the header comments of bench/pairs/heldout2.ts (its first 140 lines, all header) and
// bench/pairs/heldout3.ts (whole: header and its 20 lines of code); bench/pairs-heldout.ts;
// test/bench/pairs-heldout.test.ts; the output of packFieldsDescription() run from dist/ (every pack's field names
// and aliases); `ls src/compare/packs/` and `ls dist` (file and folder names only); two grep lines of
// src/compare/index.ts (line 24 `export type FieldMap = Record<string, FieldValue>;` with the opening line of
// CompareRequest, and line 8, the import of FieldValue from ./comparators/types.js); in README.md the three lines a
// grep for "Held-out pair set|written blind" printed and the first 30 lines of the paragraph "Held-out pair set 3";
// the `bench:pairs-heldout` line of package.json.
// What the author did NOT read: anything else under src/ (comparators, decide, the packs' rules, weights,
// vocabularies, notes and data files; src/compare/packs/README.md), src/lexicon/, test/compare/, the bodies of
// bench/pairs/heldout1-*.ts, heldout2-*.ts and heldout3-*.ts, bench/product-dev.ts, bench/er-magellan.ts, any
// ER-Magellan data, other held-out sets' records, `issues show 11`, and the README's paragraphs on the packs' rules.
// The engine was never run on this set (nor the bench) while it was written; a script printed only the set's own
// counts per pack and its digest, and the test printed only pass or fail.
//
// Read once on 5509a614 (this set's commit on the session's start 60838ccf, no engine change; `npm run
// bench:pairs-heldout -- --set heldout4 --errors 400`): 600 pairs, P 0.8690, R 0.4200, F1 0.5663, 67.8% correct,
// 18.5% to review (TP 126, FP 19, FN 174, TN 281). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.9565 / 0.6769 / 0.7928,  9.2%, 44  2 21 63
//   place                0.8571 / 0.4000 / 0.5455, 23.3%, 24  4 36 56
//   product_electronics  0.7907 / 0.5231 / 0.6296, 12.3%, 34  9 31 56
//   product_grocery      1.0000 / 0.2308 / 0.3750, 30.8%, 15  0 50 65
//   product_home_goods   0.6923 / 0.2000 / 0.3103, 16.7%,  9  4 36 41
// Per kind (same pairs found / same pairs; false merges): electronics — tyre patterns 6/6 (1 FP: 91V against 94W
// XL of one pattern), generators 5/6 (2 FP: key against recoil start, `SPG3000E2` / `SPG3000`), toner 4/6, ink
// cartridges 4/6 (3 FP: PG-445 against PG-445XL), solar panels 4/6, CCTV drives 4/6, batteries 3/6, routers 3/6,
// car tyres by size and rating 1/6 (2 FP: 88T against 88H; 185/65 88T against 195/65 91H), refill bottles 0/5 (1 FP:
// 003 black against 003 cyan on a till line naming the same printers), memory cards 0/6; grocery — antibiotic 3/6,
// pads 3/6, cooking oil 2/6, insect sprays 2/6, rice 2/5, antihypertensive 1/6, relaxers 1/6, toothpaste 1/6, and 0
// for braiding hair, metformin and instant coffee, no false merge; home goods — gas cookers 6/6, school shoes 2/6 (1
// FP: the girls' bar shoe against the boys' lace-up of one size), padlocks 1/6, and 0 for Clarks sizes, school
// shirts (1 FP: S/S against L/S), LED bulbs (1 FP: E27 against B22), extension leads (1 FP: 2 m against 5 m) and
// floor tiles; organisation — retirement schemes 6/6, UK establishment 5/6 (1 FP: the sister Service GmbH against
// the GmbH known by its VAT number alone), university 5/6, GmbH & Co. KG 4/5, law firms 4/6, Nigerian bodies 4/6,
// football club 3/5 (1 FP: `Northbridge Rovers FC` against the women's club company), external company 3/5,
// accountancy bodies 3/5, joint venture 3/5, N.V./B.V. 2/5, sp. z o.o. 2/5; place — Lagos landmark addresses 4/4,
// German pharmacies 3/4, P.O. Box clinics 3/4, Belgian restaurants 3/4 (2 FP: one brasserie name in Brussels and
// Liège), flats 2/4, London stops 2/4, renamed streets 2/4, renamed towns 2/4, erven 1/4 (2 FP: Erf 2417 Ext 7 in
// Kosmosdal against Tembisa), Lagos stops 1/4, boreholes 1/4, and 0/4 for godowns by LR number, airport terminals,
// clan villages and `Kwa` market centres.
// Classes of miss (as kinds of records; 99 of the 174 misses answered `different`, 75 `review`):
// - products: one size or spec in two written forms — tyre sizes packed into digits (`1856515`) with the maker
//   cut (`MICH`), capacities with and without a space (`64GB` / `64 GB`), part numbers cut short or with and
//   without a region prefix (`SDSQUAB-064G` / `SDSQUAB-064G-GN6MN`; `T00V198` / `C13T00V198`), UK / EU / US shoe
//   sizes, `3 x 10 tablets` / `30S`, `x20 value pack` / `DUO 20`, `60 by 60 cm` / `600X600`; till and trade
//   abbreviations (D&L, REG, MCP, T/PASTE, G/PENNY, LTR, SUSP, TABS, S/S, YRS, 2PK, SZ, BLK, CDL, WW, POL, CER,
//   EXT, 4-WAY / 4 Gang); the INN beside the brand (`amlodipine … (Norvasc)`, `metformin … (Glucophage)`); a
//   shade number or a misspelt brand (`col. 1B`, `Expression` / `X-pression`); the maker or a former maker in
//   the brand field (Merck Serono / Merck, Viatris / Pfizer, Beecham / GSK, PZ Wilmar, Tiger Brands, Nestlé).
// - organisations: one legal person under two kinds of number (a German HRB against the UK FC number; a
//   Mauritian number against the CIPC /10 registration; KvK against VAT; KRS against NIP; a registration number
//   against a tax number), the legal form spelt out (Besloten / Naamloze Vennootschap, SPÓŁKA Z OGRANICZONĄ
//   ODPOWIEDZIALNOŚCIĄ SPÓŁKA KOMANDYTOWA, Kommanditgesellschaft, Limited Liability Partnership, `association
//   incorporated under section 21`), acronyms alone (SAICA, ANAN), leading zeros (`00052311` / `52311`), a
//   `PL` prefix on one NIP.
// - places: listings sharing only a differently written name, or a point against an address — LR and plot
//   numbers (`LR No.` / `L.R.` / `Plot`), terminal names (MMA2 / MM2 / Terminal Two; GAT), lineage and `Kwa`
//   names (`Umu-Okpara` / `Umuokpara`, `Kwa Mutiso` / `Kwamutiso` / `Mutiso's`), coordinates written in
//   degrees-minutes-seconds or decimal minutes against decimals, stops by direction (`inward Ketu` / `towards
//   Mile 12`; `Stn / Stop K`), old and new street and town names.
// False merges (19): a tyre's speed rating or size, a generator's start, a cartridge's yield, an ink's colour, a
// lead's cable length, a bulb's cap, a shirt's sleeve, a girls' against a boys' shoe; a sister GmbH, a club's women's
// company; one restaurant name in two cities; one erf and extension number in two townships.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) three toothpaste same pairs
// (grocery-066, -100, -116) rest on the author's reading that `regular flavour cavity protection` is Colgate
// Maximum Cavity Protection; another analyst might want the full name; (2) the error lines of the single reading
// printed the engine's per-field comparison names and scores (seen only after the set was committed). No label
// was found wrong among the 19 false merges.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS4 } from './heldout4-electronics.js';
import { GROCERY4 } from './heldout4-grocery.js';
import { HOME4 } from './heldout4-home.js';
import { ORGANISATION4 } from './heldout4-organisation.js';
import { PLACE4 } from './heldout4-place.js';

export const SEED4 = 4404;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS4: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS4, target: 130 },
  { pack: 'product_grocery', families: GROCERY4, target: 130 },
  { pack: 'product_home_goods', families: HOME4, target: 90 },
  { pack: 'organisation', families: ORGANISATION4, target: 130 },
  { pack: 'place', families: PLACE4, target: 120 },
];

/** Set 4, drawn by set 1's generator from set 4's families; ids start `h4-`. */
export function buildHeldout4(seed = SEED4): LabelledPair[] {
  return buildPairs(PACKS4, seed, 'h4-');
}

export const HELDOUT4: readonly LabelledPair[] = buildHeldout4();
