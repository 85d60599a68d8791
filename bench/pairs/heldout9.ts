// HELD-OUT PAIR SET 9 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 9909.
//
// Purpose: a ninth estimate of how the fields engine does on records nobody on the project wrote for it, on KINDS of
// records sets 1-8 do not hold, in the spirit of the public retail product-matching sets (two shops' or two sources'
// listings of one catalogue item: a long marketing title against a short till or depot line, codes with and without
// hyphens or a retailer suffix, prices in several currencies, the maker's group or distiller in the brand field,
// another language; books in two library catalogues). Read ONCE (`npm run bench:pairs-heldout -- --set heldout9`);
// the first reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 29 (branch s29-pset9), from its own knowledge of how shops, price
// lists, library catalogues, registers, maps and guides in Nigeria, Kenya, Ghana, South Africa, the UK and the EU
// write things. No record is copied from a benchmark, a retailer's page or a register. Product codes are the shape
// the makers use (not checked against their catalogues); organisation numbers (Norwegian organisasjonsnummer and MVA,
// Swiss UID, Estonian registry code and KMKR, Greek GEMI and AFM, Kenyan LLP numbers and KRA PINs, Scottish SL numbers,
// charity numbers, South African NPO, PBO and CIPC numbers), the ISBNs (check digits computed, the book invented),
// site codes, phones and coordinates are ILLUSTRATIVE (the shape real ones have, consistent inside the set). The
// companies, partnerships, charities, NPOs and the book are invented; the parks, stations, huts, weighbridges,
// lighthouses, golf courses, fire stations, landing sites and consumer brands are real, written from general
// knowledge (model variants and codes of a real brand may be illustrative).
//
// How it is made: exactly as sets 1-8 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a `different`
// pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread round-robin
// over the families. Seed 9909; ids `h9-<pack>-NNN`. Deterministic; the test pins the drawn set's digest. Every
// family has three variants of three listings: a long shop, catalogue or register title; a short till, depot or
// register line in caps with cut words (`CHEST FRZ`, `E/TB`, `W/DIFF`, `WRLS HS`, `CALC`, `EVAP`, `SWT COND`,
// `T/DOWN`, `F/FREE`, `64S`, `L/ARCH`, `BX10`, `EA`, `AV35` / `FV48`, `BMU`, `RESTCAMP`); and a third source's
// wording (French, Afrikaans, Swahili, Greek against its transliteration, a library's ISBN-13 form, the maker's
// group as brand: Braun for Oral-B, HP for HyperX, Diageo, Mars Petcare, Unilever, Tiger Brands, Kraft Heinz,
// FrieslandCampina WAMCO, Procter & Gamble, Distell).
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 128, product_grocery 128, product_home_goods 90,
// organisation 128, place 126 (half same in each); 38 families (8, 8, 6, 8, 8), 114 variants, 342 records.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive. A 198 L, 290 L or 420 L chest freezer; a 150 L geyser at
//   400 kPa or 600 kPa, or the 200 L one; four gas burners with a gas oven, three gas and one electric with an
//   electric oven, or the 50 cm body; a 2.1, 3.1 or 5.1 soundbar; the Pro 3 3000 single, the 3900 duo pack or the
//   iO5; a 2000 W, 2200 W ionic with diffuser or 1400 W travel dryer; the wired headset or the wireless one for
//   PlayStation or for Xbox; fx-991ES PLUS, fx-991EX or fx-82MS; vodka 750 ml or 1 L, red or black label; adult or
//   kitten pouches, or the dry bag; real mayonnaise in 750 g or 375 g, or the light one; rolled or instant oats,
//   1 kg or 500 g; ketchup 460 g or 910 g, or the less-sugar recipe; evaporated 410 g or 160 g, or condensed milk;
//   fragranced or fragrance-free wipes, or the triple pack; Le Domaine or La Fleurette (sweeter), 750 ml or 200 ml;
//   a book's first edition, its revised second edition or its teacher's guide; a 26-inch tube with a car valve or a
//   Presta valve, or a 700c tube; one lever-arch file or a box of ten, 75 mm or 50 mm spine; a 3-tier or 5-tier,
//   60 cm or 80 cm shoe rack; 10x15, 13x18 or A4 frames; a 6 mm or 10 mm mat, or the extra-long one: all
//   DIFFERENT. Same: one article under its code with or without hyphens or a slash (`FC-26DD4SA` / `FC26DD4SA`,
//   `KS150-400H` / `KS150400H`, `RF/458` / `RF458`, `FX-991ES PLUS-2` / `FX991ESPLUS2`, `D3010` / `D-3010`), a
//   retailer or region suffix (`S40T` / `S40T.DGBRLLK`, `519T1AA` / `519T1AA#ABB`), the maker's internal code
//   (`D505.513.3` for the Pro 3 3000), `198L` / `198LT` / `198 litres`, `43` / `43%` / `43% vol`, `1.9kg` /
//   `1,9 kg`, `4x6"` / `10x15cm`, ISBN-10 against ISBN-13 with hyphens, a French, Afrikaans or Swahili title.
// - Organisations: same = one legal person. A Norwegian AS, its crewing AS at one address and a look-alike AS in
//   Oslo (`Maritime` / `Marine`); a Swiss AG, its Geneva GmbH and a sister AG at one address; an Estonian OÜ, its
//   holding OÜ at one address and its Africa OÜ; a Greek single-member P.C., its sister S.A. at one address and a
//   look-alike E.P.E.; a Kenyan law-firm LLP, its tax LLP at one address and a look-alike firm in Mombasa; three
//   Scottish LPs of one manager at one address (Fund I, Fund II, the carry LP); a CIO, the unincorporated trust of
//   the SAME NAME it replaced (another charity number, another legal person) and a sister CIO; an NPO trust, its NPC
//   at one address and a look-alike NPO (`Siyakhula` / `Sizakala`): all DIFFERENT. Same: `918 452 367` /
//   `918452367` / `NO 918 452 367 MVA`, `AS` / `A/S`; `CHE-214.587.903` / `CHE214587903` / `… MWST`, `AG` / `SA` /
//   `Ltd`, `GmbH` / `SARL` / `LLC`; `OÜ` / `OU` / `Ltd (Estonia)`; Greek script against its Latin transliteration
//   and an English name, `ΓΕΜΗ 158274307000` / `158274307000`, AFM `801245679` / `EL801245679`, `Μονοπρόσωπη
//   Ι.Κ.Ε.` / `MONOPROSOPI IKE` / `Single Member P.C.`; `LLP-7XK3QR` / `LLP7XK3QR`, `LLP` / `LIMITED LIABILITY
//   PARTNERSHIP` / `Advocates`, a street address against a P.O. Box; `SL034127` / `SL 034127`, `Fund I` / `Fund 1`,
//   `LP` / `L.P.`; `1198467` / `CIO 1198467` / `Charity No. 1198467`; `NPO 184-327` / `184-327 NPO`, `PBO
//   930051842` / `930051842`, `NPC` / `Non-Profit Company`, `Comm.`.
// - Places: same = one site. Three rest camps of one park; three stations of one railway line; three huts of one
//   route; three weighbridges of one corridor; three lighthouses of one coast; three golf courses of one city; three
//   fire stations of one fire service; three landing sites of one lake shore: all DIFFERENT. Same: a register's
//   caps line with a site code (`KNP - SKUKUZA RESTCAMP`, `KINAPA MARANGU - HOROMBO HUT (3720M)`, `GNFS TEMA FIRE
//   STATION`, `DUNGA BEACH BMU`), a code with and without hyphens (`WB-A109-01` / `WBA10901`, `BMU-KSM-007` /
//   `BMUKSM007`), the Afrikaans or Swahili name (`Onder-Sabie-ruskamp`, `Kaappunt-vuurtoring`, `Stesheni ya SGR
//   Voi`, `Kibanda cha Mandara`, `Mizani ya Gilgil`, `Soko la samaki Dunga`), `Kaapstad` for Cape Town, a phone in
//   E.164 and in local form, a map point a few metres off.
//
// Kinds (each new against the kind names and headers of sets 1-8): electronics — chest freezers by litres and
// energy class; electric geysers by litres and pressure rating; free-standing cookers by burners and oven; soundbars
// by channel count; electric toothbrushes by series and twin pack; hair dryers by wattage and diffuser; gaming
// headsets by connection and platform; scientific calculators by model; grocery — vodka by label and bottle; cat
// food by life stage and pack; mayonnaise by variant and jar; oats by cut and bag; tomato ketchup by recipe and
// bottle; tinned milk, evaporated against condensed; baby wipes by scent and pack count; sparkling wine by sweetness
// and bottle; home goods — non-fiction books by edition in two library catalogues; bicycle inner tubes by size and
// valve; lever-arch files by spine and pack; shoe racks by tier count; photo frames by print size; yoga mats by
// thickness and length; organisation and place — the eight families of each above.
//
// What the author READ (exactly): /work/s29-common.md, /work/s29notes/blind-brief.md, /work/s29notes/bpset9.md;
// bench/pairs/heldout1.ts (its header with set 1's reading, and the generator) and bench/pairs/heldout1-types.ts;
// bench/pairs/heldout8.ts (header and code); the header comments of bench/pairs/heldout8-*.ts and the first family
// or two of each (for the TypeScript shape and field names); the `kind:` lines of bench/pairs/heldout1-8-*.ts (a
// grep printing the kind names only); bench/pairs-heldout.ts; test/bench/pairs-heldout.test.ts (its start and set
// 8's block); the first ten lines of the README's set-8 paragraph; the output of packFieldsDescription() (every
// pack's field names and aliases, printed from dist/).
// What the author did NOT read: anything under src/ (the field names came from the description callers see),
// src/lexicon/, the packs, test/compare/, the bodies of the earlier sets' family files beyond the lines above,
// bench/product-dev.ts, bench/er-magellan.ts, any ER-Magellan data, the README's engine paragraphs.
// The engine was never run on this set while it was written; the test printed only pass or fail.
//
// Read once on bef528a5 (this set's commit on the session's start f22e510f, no engine change; `npm run
// bench:pairs-heldout -- --set heldout9 --errors 400`): 600 pairs, P 0.9825, R 0.5600, F1 0.7134, 77.5% correct,
// 17.0% to review (TP 168, FP 3, FN 132, TN 297). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         1.0000 / 0.7656 / 0.8673, 12.5%, 49  0 15 64
//   place                1.0000 / 0.4444 / 0.6154, 13.5%, 28  0 35 63
//   product_electronics  1.0000 / 0.9063 / 0.9508,  4.7%, 58  0  6 64
//   product_grocery      0.9333 / 0.4375 / 0.5957, 43.0%, 28  2 36 62
//   product_home_goods   0.8333 / 0.1111 / 0.1961,  8.9%,  5  1 40 44
// Per kind (same pairs found / same pairs; false merges): electronics — chest freezers 8/8, geysers 8/8, cookers
// 8/8, soundbars 8/8, hair dryers 8/8, calculators 8/8, toothbrushes 7/8, gaming headsets 3/8; grocery — sparkling
// wine 8/8, mayonnaise 7/8, vodka 6/8, oats 3/8 (2 FP: instant oats against rolled oats, one brand and one bag size,
// a till line on at least one side), tinned milk 3/8, baby wipes 1/8, cat food 0/8, ketchup 0/8; home goods —
// books 2/7, shoe racks 2/7, lever-arch files 1/8, inner tubes 0/7 (1 FP: the Swahili titles of the 26-inch tube
// with a Presta valve against the one with a Schrader valve), photo frames 0/8, yoga mats 0/8; organisation —
// Norwegian AS 8/8, Kenyan LLPs 8/8, Scottish LPs 8/8, CIO and the trust it replaced 6/8, Estonian OÜ 6/8, Greek
// companies 5/8, Swiss AG / GmbH 5/8, South African NPOs 3/8, no false merge; place — SGR stations 8/8, rest camps
// 5/7, golf courses 5/8, fire stations 4/8, landing sites 3/8, weighbridges 2/8, lighthouses 1/8, mountain huts
// 0/8, no false merge.
// Classes of miss (as kinds of records; 80 of the 132 misses answered `different`, 52 `review`):
// - products: a caps till line with cut words against a long title even with one model code on both sides
//   (`519T1AA` / `519T1AA#ABB`, `676A2AA` / `676A2AA#ABB`: review); the maker's internal code against the marketing
//   model with the parent group as brand (`BRAUN` / `D505.523.3H` against `Oral-B` / `Pro 3 3900`); grocery with the
//   maker's group as brand on one side (Mars Petcare, Kraft Heinz, FrieslandCampina WAMCO, Procter & Gamble,
//   Tiger Brands) and a till line (`T/DOWN`, `EVAP`, `CHKN`, `12X85G`) or a French, Afrikaans or Swahili title
//   (`lait concentré non sucré`, `flacon souple tête en bas`, `katjie … natte kos`, `hawermout`, `Vitambaa vya
//   mtoto … vipande 64`) — most answered `different` or `review`; name-only home goods: a caps stock line
//   (`L/ARCH FILE A4 50MM BLK EA`, `FRAME WOOD BLK 10X15`, `YOGA MAT 6MM TPE PURP 183CM`, `TUBE 700X23/25C FV48`,
//   `SHOE RACK 3TIER MTL BLK 80CM`) or a translated title (`Cadre photo en bois noir 10 x 15 cm`, `Skoenrak van
//   metaal, 3 rakke`, `Mkeka wa yoga`) against the shop title, and a library's short form with an ISBN-13 against
//   the full catalogue record with the ISBN-10 — almost all answered `different`.
// - organisations: one side under its tax or VAT number only and the other under its registration number, no shared
//   identifier (Greek GEMI against AFM with the English name; Estonian registry code against KMKR; Swiss UID written
//   `CHE…` in the registration field on one side and `… MWST` / `TVA` in the VAT field on the other, with `SA` /
//   `Ltd` / `SARL` / `LLC`); `Charity No. 1198467` against `CIO 1198467`; a South African NPO with ONE NPO number in
//   two forms (`NPO 184-327` / `184-327 NPO`) or one PBO number (`PBO 930051842` / `930051842`) still `different`.
// - places: a register's caps line with only a site code against a map point with no code, in Afrikaans or Swahili
//   (`KINAPA MARANGU - MANDARA HUT (2720M)` / `Kibanda cha Mandara, njia ya Marangu`, `MARIAKANI WEIGHBRIDGE` / `Mizani
//   ya Mariakani`, `DUNGA BEACH BMU` / `Soko la samaki Dunga`, `CAPE POINT LIGHTHOUSE` / `Kaappunt-vuurtoring`,
//   `KNP - SATARA RESTCAMP` / `Satara-ruskamp`); the full English name against the Afrikaans or Swahili name with one
//   map point a few metres off (`Kibo Hut …` / `Kibanda cha Kibo`, `Slangkop Lighthouse` / `Slangkop-vuurtoring`,
//   `Gilgil Weighbridge` / `Mizani ya Gilgil`); a register's caps line against the full name with one code or one
//   address (`GNFS TEMA FIRE STATION` / `Tema Fire Station, Ghana National Fire Service`, `IKOYI CLUB GOLF COURSE` /
//   `Ikoyi Club 1938 Golf Section`).
// False merges (3): instant oats against rolled oats of one brand and bag (2); a bicycle tube's Presta-valve
// against its Schrader-valve version, one size, Swahili titles.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) the error lines of the single reading
// printed the engine's per-field comparison names and scores (as sets 6-8's did); (2) the Braun internal codes of
// the Oral-B handles, the HyperX part numbers, the LG retailer suffixes, the Ramtons and Kwikot codes and the
// Smirnoff Black strength are illustrative, not checked against the makers; (3) the Peak condensed milk and the
// 160 g evaporated tin are written as plausible shop lines, not checked against the maker's range; (4) phones and
// site codes of the real parks, clubs and stations are illustrative. No label was found wrong among the 3 false
// merges (instant and rolled oats are two articles; a Presta tube does not fit a Schrader rim hole).
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS9 } from './heldout9-electronics.js';
import { GROCERY9 } from './heldout9-grocery.js';
import { HOME9 } from './heldout9-home.js';
import { ORGANISATION9 } from './heldout9-organisation.js';
import { PLACE9 } from './heldout9-place.js';

export const SEED9 = 9909;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS9: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS9, target: 128 },
  { pack: 'product_grocery', families: GROCERY9, target: 128 },
  { pack: 'product_home_goods', families: HOME9, target: 90 },
  { pack: 'organisation', families: ORGANISATION9, target: 128 },
  { pack: 'place', families: PLACE9, target: 126 },
];

/** Set 9, drawn by set 1's generator from set 9's families; ids start `h9-`. */
export function buildHeldout9(seed = SEED9): LabelledPair[] {
  return buildPairs(PACKS9, seed, 'h9-');
}

export const HELDOUT9: readonly LabelledPair[] = buildHeldout9();
