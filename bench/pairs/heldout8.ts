// HELD-OUT PAIR SET 8 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 8808.
//
// Purpose: an eighth estimate of how the fields engine does on records nobody on the project wrote for it, on KINDS
// of records sets 1-7 do not hold, in the spirit of the public retail product-matching sets (two shops' or two
// sources' listings of one catalogue item: a long marketing title against a short till or depot line, codes with
// and without hyphens or region suffixes, prices in several currencies, the maker's group or brewer in the brand
// field, another language; music albums in two music stores; restaurants in two guides). Read ONCE
// (`npm run bench:pairs-heldout -- --set heldout8`); the first reading is the figure to report, and after that the
// set is development data.
//
// Who wrote it: a blind-author helper of session 28 (branch s28-pset8), from its own knowledge of how shops, price
// lists, music stores, registers, maps and guides in Nigeria, Kenya, Ghana, South Africa, the UK and the EU write
// things. No record is copied from a benchmark, a retailer's page or a register. Product codes are the shape the
// makers use (not checked against their catalogues); Firmenbuch, Y-tunnus, IČO, RCS, KvK, RSIN, LEI, Ghanaian
// registration and TIN, sectional scheme, CIPC and SARS numbers, ODS-like site codes, phones and coordinates are
// ILLUSTRATIVE (the shape real ones have, consistent inside the set, check digits not computed). The Austrian,
// Finnish, Czech, Luxembourg, Dutch, Ghanaian bank and club, and South African bodies are invented, as are the GP
// practice, the mine lease and the Paris restaurants; the universities, temples, dams, ferry terminals, stadiums
// and consumer brands are real, written from general knowledge (model variants and codes of a real brand may be
// illustrative).
//
// How it is made: exactly as sets 1-7 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a `different`
// pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread round-robin
// over the families. Seed 8808; ids `h8-<pack>-NNN`. Deterministic; the test pins the drawn set's digest. Every
// family has three variants of three listings: a long shop or register title; a short till, depot or register
// line in caps with cut words (`TGH ARMOR`, `B/BAND`, `B/BEANS T/SCE`, `CAPT MORGAN`, `O/PROOF`, `GRND`, `PWDR`,
// `RB` / `NRB` / `RGB` for returnable and non-returnable bottles, `D/CAB`, `W/LID`, `DLX`, `MISC`, `SGSS`); and a
// third source's wording (French, Afrikaans, Swahili, a music store's catalogue form `Title / Artist [2 LP]`, the
// maker's group or brewer as brand: Diageo, Upfield, Tiger Brands, Premier Foods, South African Breweries, Sony
// Interactive Entertainment).
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 128, product_grocery 128, product_home_goods 90,
// organisation 128, place 126 (half same in each); 38 families (8, 8, 6, 8, 8), 114 variants, 342 records.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive. A case for another handset of the series (S24+ against S24
//   Ultra) or the slim case for the same handset; AirPods Pro 2 with USB-C against the Lightning case, or AirPods 3;
//   the Fire TV Stick Lite, the HD stick with TV controls and the 4K Max; a 1 L or plastic kettle against the 1.7 L
//   steel one; the 5000 iron or the steam generator against the 3000 iron; the front-only dash cam against the
//   front-and-rear set or the 4K model; Instax mini, Square and Wide; a DualSense in another colour (ONE model code
//   for both colours) or the DualSense Edge; Castle Lager's 750 ml returnable quart, 440 ml can and 330 ml NRB; 35 cl
//   against 70 cl dark rum or the overproof; 500 g against 1 kg margarine or the Lite spread; dark against medium
//   roast or whole beans against ground; 215 g against 410 g beans or curried beans; custard powder in 300 g, 600 g
//   or a 1.2 kg tin; the Maltina can against its glass bottle or Amstel Malta; 500 g against 1 kg honey or comb
//   honey; an album's standard CD, deluxe 2CD and 2LP vinyl; Monopoly's UK, Nairobi and travel editions; a no. 10
//   against a no. 12 sufuria or a set of five; a 15 m against a 30 m hose or a 3/4" bore; a 16" against an 18"
//   backpack or the trolley bag; floor mats for a Corolla, a Corolla Cross or a Hilux: all DIFFERENT. Same: one
//   article under its code with or without hyphens (`RHK1701` / `RHK-1701`, `CFI-ZCT1W` / `CFIZCT1W`, `A500S-1` /
//   `A500S1`) or its region suffix (`MTJV3ZM/A` / `MTJV3`), the maker's internal code against the marketing model
//   (`Midrive D08`), a retailer's ASIN-like code on one side only, `70CL` / `70 cl`, `1LTR` / `1 litre`, `40` /
//   `40% vol`, `5` / `5.0% vol`, `0` / `0.0%`, a French, Afrikaans or Swahili title.
// - Organisations: same = one legal person. An operating GmbH, its holding GmbH and a sister property GmbH; a
//   Finnish Oy, its subsidiary Oy at one address and the founders' investment Oy; an s.r.o., its warehouse s.r.o. at
//   one address and a look-alike a.s.; a fund's GP S.à r.l., the fund SCSp and the manager S.à r.l. at one address;
//   a stichting, its B.V. and a sister stichting at one address; three rural banks of one region with look-alike
//   names (Asante Akyem / Asante Akim North); two body corporates of one street and the HOA NPC of one of them; a
//   football club's company, its ladies' club company at one stadium and a look-alike club: all DIFFERENT. Same:
//   `FN 412873 k` / `412873k`, `Ges.m.b.H.` / `GESELLSCHAFT M.B.H.`, `ATU 68412739`; a Y-tunnus with and without the
//   hyphen or the `Y-tunnus` label, `Oy` / `Ltd`, ä written a; `IČO 274 51 823` / `27451823`, `spol. s r.o.` /
//   `SPOLECNOST S RUCENIM OMEZENYM`, diacritics dropped; `RCS Luxembourg B 241 587` / `B241587`, `S.à r.l.` /
//   `SARL` / `société à responsabilité limitée`, `SCSp` / `société en commandite spéciale`; `KvK 58213470`, an RSIN,
//   the English name (`Leerkracht East Africa Foundation`), `(STICHTING)` after the name; `PLC` / `LTD` (a rural bank
//   re-registered as a PLC), `RB`; `SS 412/2008` / `SS412/2008`, `Regspersoon van` for body corporate, `NWM` for
//   NPC; `FC LTD` / `F.C.` / `Football Club Limited`.
// - Places: same = one site. A GP practice's main surgery and its two branch surgeries (one practice name, codes
//   `G84031`, `G84031-B1`); three faculties of one campus; two shafts and a pit of one mine lease; two temples and
//   a gurdwara of one city; three dams of one river; three ferry terminals of one lagoon; three stadiums of one
//   city; three restaurants of one quarter (two on one street, `Le Petit Sénégal` / `Le Petit Dakar`): all
//   DIFFERENT. Same: a register's caps line (`UNILAG - FACULTY OF LAW`, `LAGFERRY - FALOMO JETTY`, `NYAKABALE MINE
//   SHAFT 1 (MAIN)`), a site code with and without hyphens (`ML-OB-0417-S1` / `MLOB0417S1`), `Jetty` / `Ferry
//   Terminal`, the Afrikaans or Swahili name (`Vaaldam`, `Vaalrivierversperring`, `Uwanja wa Kasarani`, `Hekalu la
//   …`), a guide's cuisine in brackets, `18th arr.` / `75018` / `Paris 18e`, a phone in E.164 and in local form, a
//   map point a few metres off.
//
// Kinds (each new against the kind names and headers of sets 1-7): electronics — phone cases by handset and type;
// wireless earbuds by generation and charging case; streaming sticks by resolution and remote; electric kettles by
// litres and body; steam irons and steam generators; dash cams by channel count; instant cameras by film format; game
// controllers by edition and colour; grocery — lager by returnable quart, can and bottle; dark rum by strength and
// bottle; margarine by spread and tub; ground coffee by roast and grind; baked beans by sauce and tin; custard powder
// by tin; malt drinks by can, bottle and brand; honey by kind and jar; home goods — music albums by edition and
// format; board games by edition; aluminium sufurias by size number; garden hoses by length and bore; school
// backpacks by size and wheels; car floor mats by vehicle model; organisation and place — the eight families of each
// above.
//
// What the author READ (exactly): /work/s28-common.md, /work/s28notes/blind-brief.md, /work/s28notes/bpset8.md;
// bench/pairs/heldout1.ts (its header with set 1's reading, and the generator) and bench/pairs/heldout1-types.ts;
// bench/pairs/heldout7.ts whole (header and code); the header comments of bench/pairs/heldout7-*.ts and the first
// family and a half of heldout7-place.ts (for the TypeScript shape); the `kind:` lines of bench/pairs/heldout1-7-*.ts
// (a grep printing the kind names only); bench/pairs-heldout.ts; test/bench/pairs-heldout.test.ts (its start and set
// 7's block); the output of packFieldsDescription() (every pack's field names and aliases, printed from dist/).
// What the author did NOT read: anything under src/ (the field names came from the description callers see),
// src/lexicon/, the packs, test/compare/, the bodies of the earlier sets' family files beyond the lines above,
// bench/product-dev.ts, bench/er-magellan.ts, any ER-Magellan data, the README (no paragraph of it was read).
// The engine was never run on this set while it was written; the test printed only pass or fail.
//
// Read once on de9e994e (this set's commit on the session's start 318ccc32, no engine change; `npm run
// bench:pairs-heldout -- --set heldout8 --errors 400`): 600 pairs, P 0.9390, R 0.5133, F1 0.6638, 74.0% correct,
// 18.3% to review (TP 154, FP 10, FN 146, TN 290). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         1.0000 / 0.8750 / 0.9333,  3.9%, 56  0  8 64
//   place                0.9459 / 0.5556 / 0.7000, 15.9%, 35  2 28 61
//   product_electronics  0.9688 / 0.4844 / 0.6458, 21.9%, 31  1 33 63
//   product_grocery      0.8214 / 0.3594 / 0.5000, 29.7%, 23  5 41 59
//   product_home_goods   0.8182 / 0.2000 / 0.3214, 21.1%,  9  2 36 43
// Per kind (same pairs found / same pairs; false merges): electronics — dash cams 8/8, kettles 6/8, phone cases 4/8,
// earbuds 4/8, streaming sticks 3/8, instant cameras 2/8, steam irons 2/8, game controllers 2/8 (1 FP: the DualSense
// in midnight black against cosmic red, two till lines under one model code `CFIZCT1W`); grocery — dark rum 7/8,
// lager 4/8, baked beans 3/8, ground coffee 3/8 (2 FP: medium-roast whole beans against medium-roast ground, in
// English and in Swahili), custard powder 2/8, honey 2/8 (1 FP: comb honey against pure honey, one jar size),
// malt drinks 2/8 (2 FP: the Maltina can against its glass bottle, and Maltina against Amstel Malta, both with the
// brewer as brand and one size), margarine 0/8; home goods — music albums 3/7 (1 FP: the standard CD against the
// deluxe 2CD in a music store's catalogue form), car floor mats 2/8, garden hoses 2/8, board games 1/8, school
// backpacks 1/7 (1 FP: the 18-inch backpack against the 18-inch trolley bag, till lines), sufurias 0/7;
// organisation — Austrian GmbH 8/8, Finnish Oy 8/8, Luxembourg SARL / SCSp 8/8, SA body corporates 8/8, Ghanaian
// football clubs 8/8, Czech s.r.o. / a.s. 6/8, Dutch stichting / B.V. 5/8, Ghanaian rural banks 5/8, no false merge;
// place — restaurants in two guides 7/8, mine shafts and pit 7/8, stadiums 5/7, GP surgeries 4/8, temples 4/8, dams
// 4/8, faculties 3/8 (2 FP: two faculties of one campus, full names with coordinates 240 m apart; two register caps
// lines `UNILAG - FACULTY OF …` with one address `Akoka, Yaba`), ferry terminals 1/8.
// Classes of miss (as kinds of records; 77 of the 146 misses answered `different`, 69 `review`):
// - products: a caps till line with cut words against a long title or a translated one, often `review` even with
//   one model code on both sides (`DST3041` / `DST3041/36`, `PSG7030` / `PSG7030/20`, `MTJV3` / `MTJV3ZM/A`,
//   `RHK-1701` / `RHK1701`); a French, Afrikaans or Swahili title with no model code against the shop title (`Coque
//   … pour Galaxy S24 Plus`, `Manette sans fil DualSense … rouge cosmique`, `appareil photo instantané`, `Pasi ya
//   mvuke`, `vlekvrye staal ketel`); `FUJI` / `Fujifilm`; grocery with the maker's group or brewer as brand on one
//   side (Upfield, Tiger Brands, Premier Foods, Honey Care Africa, Dormans Coffee Ltd, South African Breweries /
//   SAB, Nigerian Breweries), `33CL` / `330ml`, container abbreviations `RB`, `NRB`, `RGB`, `QUART`, `B/BAND`,
//   `B/BEANS T/SCE`, `PWDR`, `GRND`, and translated titles (`gebakte boontjies in tamatiesous`, `kerrieboontjies`,
//   `siagi ya mkate`, `Poudre à crème anglaise`, `Kahawa … iliyosagwa`, `Asali asilia safi`) — most grocery misses
//   answered `different`; name-only home goods: a caps stock line or a translated title against the shop title
//   (`GARDENA HOSE 1/2IN 15M` / `… tuinslang 13 mm (1/2 duim), 15 meter`, `FLOOR MATS COROLLA 19-24 RUBBER 4PC` /
//   `Rubber motormatte vir Toyota Corolla 2019-2024, stel van 4`, `SUFURIA ALUM NO.10 W/LID` / `Sufuria ya alumini
//   namba 10 na mfuniko`, `MONOPOLY CLASSIC UK ED` / `Britse uitgawe`, `Cartable à roulettes`), an album in a music
//   store's `Title / Artist [2 LP, vinyle] (label, year)` form against `ARTIST TITLE 2LP VINYL`.
// - organisations: one side under its tax number only and the other under its registration number, no shared
//   identifier (a rural bank's `RB` line with its TIN against the register's `LTD` line with `PL000412`; a Czech VAT
//   number against `IČO 274 51 823` with the name in caps without diacritics; a stichting's RSIN against its KvK
//   number, and its English name `Leerkracht East Africa Foundation`).
// - places: a register's caps line with only a site code against a map point with no code (`LAGFERRY - CMS JETTY` /
//   `CMS Jetty (Marina)`, `VAAL DAM WALL (C1R001)` / `Vaaldam`, `HAYES BRANCH SURGERY` / `Riverside Surgery
//   (Hayes)`), `Jetty` / `Ferry Terminal`, an acronym against the full name even with a map point a few metres off
//   (`UNILAG Law Faculty` / `Faculty of Law, University of Lagos`), Swahili or Afrikaans names
//   (`Uwanja wa Kasarani`, `Vaalrivierversperring`, `Hekalu la Sanatan Dharma Sabha`), `Riverside Surgery` against
//   `Riverside Medical Practice` with one phone and one point still `review`.
// False merges (10): a controller's other colour under one model code; whole beans against ground coffee (2);
// comb honey against pure honey; a malt drink's can against its bottle and a sister malt brand of one brewer; a
// deluxe album against the standard CD; a trolley bag against the backpack of one size; two faculties of one
// campus (2).
// Author's slips, seen at the reading (the set was NOT changed after it): (1) the error lines of the single reading
// printed the engine's per-field comparison names and scores (as sets 6 and 7's did); (2) the temple family writes
// `Shree Swaminarayan Mandir` (Forest Road) and `BAPS Shri Swaminarayan Mandir Nairobi` as one site on one point:
// Nairobi has more than one Swaminarayan temple of different bodies, so that `same` label is thin (the engine did
// not merge those listings anyway); (3) `Midrive D08` as the A500S's internal code, the Amazon codes and the
// Instax order numbers are illustrative, not checked; (4) the Dormans bags, the Asali brand with Honey Care Africa
// as its maker and the Jiko Koa and Tosca ranges are written as plausible shop lines, not checked against the
// makers' real ranges. No label was found wrong among the 10 false merges (each is two articles a buyer could tell
// apart: another colour, grind, kind, container, brand, edition or bag; two faculties).
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS8 } from './heldout8-electronics.js';
import { GROCERY8 } from './heldout8-grocery.js';
import { HOME8 } from './heldout8-home.js';
import { ORGANISATION8 } from './heldout8-organisation.js';
import { PLACE8 } from './heldout8-place.js';

export const SEED8 = 8808;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS8: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS8, target: 128 },
  { pack: 'product_grocery', families: GROCERY8, target: 128 },
  { pack: 'product_home_goods', families: HOME8, target: 90 },
  { pack: 'organisation', families: ORGANISATION8, target: 128 },
  { pack: 'place', families: PLACE8, target: 126 },
];

/** Set 8, drawn by set 1's generator from set 8's families; ids start `h8-`. */
export function buildHeldout8(seed = SEED8): LabelledPair[] {
  return buildPairs(PACKS8, seed, 'h8-');
}

export const HELDOUT8: readonly LabelledPair[] = buildHeldout8();
