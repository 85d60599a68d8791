// HELD-OUT PAIR SET 3 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 3303.
//
// Purpose: a third estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1 and 2 do not hold. Read ONCE (`npm run bench:pairs-heldout -- --set heldout3`); the
// first reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 23 (branch s23-pset3), from its own knowledge of how the
// sources below write things in Nigeria, Kenya, Ghana, South Africa, the UK and the EU. No record is copied
// from a benchmark, a retailer's page or a register; part, catalogue, registration, charity, tax, VAT,
// polling-unit, ward, facility and mast-site codes, plus codes, ISBNs, phone numbers and coordinates are
// ILLUSTRATIVE (the shape real ones have, consistent inside the set); the small bodies (NHS trust, Scottish
// food projects, Tafel, diaspora associations, mosque society, academy trust, fintech group, co-operatives,
// dispensaries, mast sites) are invented.
//
// How it is made: exactly as sets 1 and 2 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every
// set): FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each,
// spread round-robin over the families. Seed 3303; ids `h3-<pack>-NNN`. Deterministic; the test pins the
// drawn set's digest, so no record, label or draw can change after the reading unnoticed.
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods
// 90, organisation 130, place 120 (half same in each); 55 families (12, 11, 8, 12, 12), 168 variants, 479
// records; each family is one `kind` in the tables.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive — same maker, model or part, size, volume range, age
//   statement, vintage, stage, strength, seat count and term, pack count, and with or without what the box
//   holds (a charger with its cable is not the adapter alone; a meter kit is not its strips; a learner's book
//   is not the teacher's guide). The maker beside the brand (Greenlight Planet / Sun King, Transsion / Oraimo,
//   Kasapreko / Alomo, William Grant / Glenfiddich, Bayer / Roundup, Nestlé / SMA) does not change a product;
//   a used unit of a model is the same product as the shop's new one; a generic copy of a genuine part is not
//   the part.
// - Organisations: same = one legal person. A county department is not a legal person (it contracts under the
//   county government's PIN) and is the county government; the county assembly, its public service board and
//   the county's water company are other bodies. An NHS trust, its charitable fund (even named after the trust)
//   and its wholly owned subsidiary (even quoting the trust's group VAT number) are three; a SCIO, a CIC and a
//   trust of one neighbourhood (two at one address) are three; an e.V., its gGmbH and its federation are three
//   (the federation through its former name is one); a school, its PTA and its old girls' association, an
//   academy trust and its PTA charity, a mosque society and its schools company, a microfinance bank, its
//   agent network and its foreign parent, a municipality and its state-owned companies, a dairy co-operative
//   and its Sacco are each separate; registered parties of the UK nations are separate parties.
// - Places: same = one site. Either side of a border post, a highway's inbound and outbound fuel stations,
//   two polling units in one school (same address, same coordinates), wards of one name in other councils,
//   phases of one estate, a mission dispensary 400 m from the government one, a mast 350 m from another, and
//   two cathedrals of two denominations streets apart are different places.
//
// Sources and mess covered (kinds the headers of sets 1 and 2 do not name):
// - product_electronics: pharmacy and medical-supply listings of glucometer kits against their strips (kit /
//   strips 50s), Contec pulse-oximeter models (CMS50D / CMS-50D / CMS 50D; 50N; handheld 60D), Omron nebulisers
//   (NE-C101-E / NEC101; C28P; mesh U100); lab suppliers' pipettes by volume range and channels with catalogue
//   numbers written `3123000063` and `3123 000.063`; pay-as-you-go solar kits (deposit + KSh/day against a cash
//   price; Home 60 / Home 120 / Boom); power banks by capacity (OPB-P104D / OPBP104D; `9.5k` prices; maker as
//   Transsion); chargers with and without cable (EP-TA800XBEGGB / EP-TA800 / EPTA800XBEGGB against EP-T2510,
//   EP-TA845); okada / boda spare parts — chain-sprocket kits by teeth and links (14T/41T 118L; 14/41; `Boxa`),
//   CDI units genuine against a China copy; software licences by edition and term (Office H&B / H&S 2021 against
//   Microsoft 365 Business Standard; T5D-03511 / T5D03511), antivirus by seats and tier (1PC 1YR / 3 users / 12
//   months); agent POS terminals (PAX A920 / A920Pro / S90; new against fairly used).
// - product_grocery: spirits by age statement and bottle size (12YO 700ML / 12 yrs 0.7L / 1L duty free; 15
//   yrs), cane spirit by Kenyan bottle slang (`mzinga` = 750ml, `quarter` = 250ml) and flavour, wine by vintage
//   (`PINOTAGE 19 75CL` / `vintage 2019`; 2019 / 2021; the estate's second label), Ghanaian bitters by bottle and
//   a carton of sachets (75CL / 20CL / 5CL CTN/50), poultry feed by stage and bag (layers / growers / chick mash;
//   70 / 35 kg; maker against brand), broiler starter against finisher and two millers, herbicide by strength and
//   jerrican (450 / 360 g/l; 1 / 5 L), livestock dewormer by strength (10% = 100mg/ml; 2.5%) and volume,
//   examination gloves by size and material (P/F (M) 100S; nitrile / latex), infant formula by stage and tin
//   (Gold 1 / 2; 400 / 900 g; S.M.A), airtime scratch cards by network and value (`SAF CREDIT 100/=`, `bamba
//   100`, `kadi ya mia`).
// - product_home_goods (name only): school textbooks by book and edition (NGM JSS 1 / 2; UBE against old
//   curriculum; ISBN in the title), CBC learner's books by grade against the teacher's guide, Bibles by
//   translation and edition (GNB with / without Deuterocanonicals; Biblia Takatifu SUV, a Swahili title),
//   syringes by volume and tip (5 cc / 10 cc; luer slip / luer lock; `L/SLIP`, `W/O NEEDLE`), lab beakers by
//   volume and material and a Petri dish (PK/10, 20/SLV), plastic water tanks by capacity and shape
//   (cylindrical / loft), mosquito nets by size and brand (190X180X150 / 160X180X150), charcoal jikos by size
//   and make.
// - organisation: a Kenyan county government (and a department under its PIN), its assembly, its public service
//   board and its water company (NAWASSCO; C.84321 / C84321); an NHS foundation trust (ODS code), its charitable
//   fund and its wholly owned subsidiary in its VAT group; a Scottish SCIO (SC numbers), a CIC and a charitable
//   company at one address; a German e.V. (`VR 2417`, `Amtsgericht Darmstadt VR 2417`, `EINGETRAGENER VEREIN`),
//   its gGmbH (HRB) and the federation under its former name; French loi-1901 associations (RNA `W691087654`
//   against SIREN) of one diaspora in two cities and of two diasporas at one address; a mosque society
//   (`CAC/IT/NO 45123` / `IT 45123`), its schools company (RC) and a look-alike society; UK registered parties
//   (`PP63` / `PP 63`, GPEW, Scottish Greens, a Gaelic name); an academy trust against its PTA charity (`FOOPS`)
//   and another school's PTA; a Nigerian federal college, its PTA and its old girls' association (QCOGA); a
//   microfinance bank (`KOPA MFB`), its super-agent network at one address and its Delaware parent (EIN); a
//   metro municipality and its SOC companies (`2000/029705/30` / `2000029705/30`, Joburg Water); a dairy
//   co-operative, its Sacco (FOSA) and a coffee co-operative of one village (`CS/1523` / `CS 1523`).
// - place: one-stop border posts on either side and another border post of one county (KRA / URA customs);
//   Lagos seaports (LPC / Apapa; TCIPC / Tin-Can / Tincan; Lekki deep sea port); container-terminal piers and a
//   wharf (DCT Pier 1 / Pier 2; phones as 031 …); fuel stations on either side of a highway (towards town /
//   inbound / city-bound; plus codes `MRGV+X2 Nairobi`; phones 0722 … / +254722 …); INEC polling units in one
//   school (`24/16/08/005`, `PU 005 - Comm. Pry Sch I`, `Pry School 1`); council wards of one name (GSS codes);
//   estate phases (Phase 1 / Phase I / Ph. 1; Buru Buru; Lekki Gardens Phase II); dispensaries in a facility
//   register against GPS-only survey points (`kithunguri disp`, `masii hc`); mast sites in a tower company's
//   list against an operator's (`ATC KE NRB-1021` / `SAF_KILIMANI_2 (BTS)`); cathedrals by formal and usual name
//   (Cathedral Church of Christ / Christ Church Cathedral; Holy Family Minor Basilica / Basilica of the Holy
//   Family; ACK, PCEA) and their neighbours of other denominations.
//
// What the author READ (exactly): /work/s23-common.md, /work/s23notes/blind-brief.md, /work/s23notes/bpair3.md;
// `issues show 11` (its first 60 lines); bench/pairs/heldout1.ts whole (its header with set 1's reading, and the
// generator) and bench/pairs/heldout1-types.ts; bench/pairs/heldout2.ts whole (its header with set 2's reading,
// and its 30 lines of code); the opening comment block only of each bench/pairs/heldout1-*.ts and heldout2-*.ts;
// bench/pairs-heldout.ts; test/bench/pairs-heldout.test.ts; bench/lib/rng.ts and the first 30 lines of
// bench/lib/pairTally.ts; the output of packFieldsDescription() run from dist/ (every pack's field names and
// aliases), the two grep lines of src/http/openapi.ts naming it (147 and 171, signatures only); `ls
// src/compare/packs/` (file names only); in README.md the lines a grep for "Held-out pair set [123]", "pair set
// 3" and "written blind" printed and the paragraphs "Held-out pair set 1" and "Held-out pair set 2"; the
// `bench:pairs-heldout` line of package.json.
// What the author did NOT read: anything else under src/ (comparators, decide, the packs' rules, weights,
// vocabularies, notes and data files; src/compare/packs/README.md), src/lexicon/, test/compare/, the bodies of
// bench/pairs/heldout1-*.ts and heldout2-*.ts, bench/product-dev.ts, bench/er-magellan.ts, any ER-Magellan data,
// other held-out sets, and the README's paragraphs on the packs' rules.
// Slips while writing: the README paragraph list printed by an awk over lines 4100-4200 showed the first 100
// characters of the bold titles of the paragraphs between (“Session 21, second round (issue 11, organisation
// pack; pair set 1 as development). Pair set 1 is”, “Session 22 (issue 11, product and organisation packs;
// pair set 1, Walmart-Amazon and Beer train/va”, “Session 22, second product round (issue 11; pair set 2 as
// development once read twice). Four cla”) — titles only, nothing of their rules. The engine was never run on
// this set (nor the bench) while it was written; a script printed only the set's own counts per pack, and the
// test printed only the set's digest.
//
// Read once on 5a34e7d8 (this set's commit on the session's start fb8797db, no engine change; `npm run
// bench:pairs-heldout -- --set heldout3 --errors 400`): 600 pairs, P 0.9082, R 0.2967, F1 0.4472, 63.3% correct,
// 20.3% to review (TP 89, FP 9, FN 211, TN 291). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.9677 / 0.4615 / 0.6250, 16.2%, 30  1 35 64
//   place                0.7500 / 0.1000 / 0.1765, 17.5%,  6  2 54 58
//   product_electronics  0.9091 / 0.4615 / 0.6122, 16.2%, 30  3 35 62
//   product_grocery      0.9474 / 0.2769 / 0.4286, 36.2%, 18  1 47 64
//   product_home_goods   0.7143 / 0.1111 / 0.1923, 13.3%,  5  2 40 43
// Per kind (same pairs found / same pairs; false merges): electronics — pulse oximeters 6/6, POS terminals 6/6
// (1 FP: A920 against A920Pro), nebulisers 5/6, pipettes 3/5, power banks 3/5, CDI units 2/5, solar kits 2/6,
// chargers 1/5, chain-sprocket kits 1/5, glucometers 1/5 (1 FP: two meter models of one brand), office
// licences 0/5, antivirus 0/6 (1 FP: 1 device against 3 devices under one product code); grocery — broiler
// feed 5/6, layers feed 4/6, cane spirit 4/6, bitters 2/6, gloves 2/6, wine 1/6 (1 FP: the estate's second label
// against its Pinotage of one vintage), and 0 for single malts, herbicide, dewormer, infant formula and airtime;
// home goods — water tanks 3/6, lab glassware 1/6, jikos 1/6 (1 FP: medium against large), and 0 for both
// textbook kinds (1 FP: the UBE against the old edition of one book), Bibles, syringes and nets; organisation —
// dairy co-operatives 5/5, SCIO/CIC/trust 5/6, parties 4/5, academy trust and PTAs 3/6, mosque society 3/6,
// e.V./gGmbH 3/5, county bodies 2/5, French associations 2/6, NHS trust 1/5 (1 FP: the trust against its
// charitable fund named after it), municipality and SOCs 1/6, microfinance group 1/5, Queen's College bodies
// 0/5; place — Lagos cathedrals 2/5, dispensaries 2/5, Nairobi churches 1/5, wards 1/5, and 0/5 for border
// posts, seaports, terminal piers, fuel stations, masts, both estate kinds (1 FP: Buru Buru Phase V against Phase
// I, addresses `off … Road, Buruburu`) and polling units (1 FP: PU 005 against PU 006, one school, one point).
// Classes of miss (as kinds of records; 137 of the 211 misses answered `different`, 74 `review`):
// - products: the maker in the brand field against the brand (Roche / Accu-Chek, Transsion / Oraimo, Greenlight
//   Planet / Sun King, Nestlé / SMA, Cosmos / Wormicid, Kasapreko / Alomo, Bayer / Roundup); a code in the title
//   on one side and in the model field on the other, or a region-suffixed code against the base code
//   (EPTA800XBEGGB / EP-TA800) read as another model; catalogue numbers with a space and dot (`3123 000.063`);
//   one spec in two written forms — age statements (12YO / 12 Year Old / 12 yrs), two-digit vintages (21 /
//   2021), sizes (700ML / 70cl / 0.7L; 1000ML / 1 Litre; 5 cc / 5ML; 1,000 L / 1000LTRS), strengths (10% /
//   100mg/ml), seats and terms (1PC 1YR / 1 Device 1 Year / 1 user / 12 months), teeth (14/41 / 14T/41T), numbers
//   as words (Grade Five / Grade 5); till and trade abbreviations (H&S, Bus Std, P/F, 100S, LTR, L/SLIP, W/O,
//   PK/10, 20/SLV, GRD, LB, TG, GNB PB, NO DC, ED., NEW GEN MATHS, `Boxa`); local words and slang (mzinga, big
//   bottle, bamba, kadi ya mia, SAF CREDIT 100/=, jalada laini; family size / double bed; loft / ceiling).
// - organisations: same pairs whose only shared identifier is a charity number (a field the pack does not read)
//   or whose two sides carry different kinds of number (a TIN on one, an RC or CIPC number on the other; an RNA
//   `W` number against a SIREN in one registration field); acronyms and short names (KOPA MFB, NUH Charity,
//   QCOGA, FOOPS, GPEW, Joburg Water, City Power, CoJ), a former name (Bundesverband Deutsche Tafel), `EINGETRAGENER
//   VEREIN` for e.V., a department's name under the county's PIN.
// - places: almost every same pair whose listings share no field but the name (coordinates on one side, an
//   address or city on the other) and write it otherwise — OSBP, DCT, TCIPC / Tin-Can / Tincan, LPC, PU 005 /
//   Comm. Pry Sch I, Phase I / Ph. 1 / Phase 1, inbound / towards town / city-bound, tower-company against operator
//   site names; where the coordinates agree within 50 m, the differing names send the pair to review.
// False merges (9): sibling models and tiers under one product code or brand (A920 / A920Pro, Guide / Instant,
// 1 / 3 devices), a second label, another edition or size of one title (UBE / old edition; medium / large), a
// trust against its charitable fund, two polling units at one point, two phases of one estate.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) four same pairs (grocery-013, -033,
// -041, -115) rest on a size a careful analyst could not be sure of — `big bottle` / `small bottle (flask)` for
// Alomo Bitters 750 ml / 200 ml; (2) at a juxtaposed one-stop border post both countries' customs sit in both
// buildings, so `KRA Customs` / `URA Customs` in a place name (place-024, -057, -094, -105) mark the side less
// surely than the address's country does; (3) 'a county department is the county government' (organisation-028)
// is the author's reading of Kenyan law, and another analyst might keep a department apart; (4) the error lines
// of the single reading printed the engine's per-field comparison names and scores (seen only after the set was
// committed). No label was found wrong among the 9 false merges.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS3 } from './heldout3-electronics.js';
import { GROCERY3 } from './heldout3-grocery.js';
import { HOME3 } from './heldout3-home.js';
import { ORGANISATION3 } from './heldout3-organisation.js';
import { PLACE3 } from './heldout3-place.js';

export const SEED3 = 3303;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS3: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS3, target: 130 },
  { pack: 'product_grocery', families: GROCERY3, target: 130 },
  { pack: 'product_home_goods', families: HOME3, target: 90 },
  { pack: 'organisation', families: ORGANISATION3, target: 130 },
  { pack: 'place', families: PLACE3, target: 120 },
];

/** Set 3, drawn by set 1's generator from set 3's families; ids start `h3-`. */
export function buildHeldout3(seed = SEED3): LabelledPair[] {
  return buildPairs(PACKS3, seed, 'h3-');
}

export const HELDOUT3: readonly LabelledPair[] = buildHeldout3();
