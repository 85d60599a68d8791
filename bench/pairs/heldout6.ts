// HELD-OUT PAIR SET 6 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 6606.
//
// Purpose: a sixth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-5 do not hold, in the spirit of the public retail product-matching sets (two shops' or
// two sources' listings of one catalogue item: a long marketing title against a short code or till line, prices
// in several currencies, the maker's group in the brand field, another language). Read ONCE (`npm run
// bench:pairs-heldout -- --set heldout6`); the first reading is the figure to report, and after that the set is
// development data.
//
// Who wrote it: a blind-author helper of session 26 (branch s26-pset6), from its own knowledge of how shops,
// price lists, registers, maps and guides in Nigeria, Kenya, Ghana, South Africa, the UK and the EU write things.
// No record is copied from a benchmark, a retailer's page or a register. Product codes are the shape the makers
// use (not checked against their catalogues); registration, tax, VAT, KBO/BCE (valid mod-97 check), HRA/HRB, OC,
// NIF, IT, RC, CS, PVT and KRA PIN numbers, ODS codes, GhanaPost addresses, phone numbers and coordinates are
// ILLUSTRATIVE (the shape real ones have, consistent inside the set). The university, broadcaster, mining, Belgian,
// German, law-firm, Nigerian NGO, Kenyan pharmacy and Spanish companies and the pharmacy chain are invented; the
// airports, missions, sports complex, landmarks, town halls, university halls, reserve gates and consumer brands
// are real, written from general knowledge.
//
// How it is made: exactly as sets 1-5 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a `different`
// pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread round-robin
// over the families. Seed 6606; ids `h6-<pack>-NNN`. Deterministic; the test pins the drawn set's digest. Every
// family has three variants of three listings: a long shop or register title; a short price-list, till or
// register line (caps, cut words: `D/DOOR`, `F/FREE`, `S/BY/S`, `MWAVE`, `SACH`, `BX50`, `GRP`, `TWL`, codes
// with and without hyphens `REF-205DR` / `REF205DR`, `MZ-V8P1T0BW` / `MZV8P1T0BW`); and a third source's wording
// (Swahili, Afrikaans, French, German or Dutch; another currency; the maker's group as brand: Kellanova, pladis,
// Pioneer Foods, Diageo, Arçelik).
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods 90,
// organisation 130, place 120 (half same in each); 42 families (9, 9, 6, 9, 9), 126 variants, 378 records.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive. A fridge of another capacity or the side-by-side; a
//   2x8 GB RAM kit against a 1x16 GB stick or another speed; an SSD of another capacity or the SATA sibling; a CPU's
//   F (no graphics) model or the next generation; a graphics card's 16 GB model or another board maker's card of one
//   chip; a lens of another focal range or one lens for another mount; an AC of another BTU or the non-inverter; a
//   blender's plastic jar or its grinder mill; a microwave's grill model or 25 L; puppy against adult dog food or
//   another bag; pink against dry gin or the half bottle; a brewery's IPA against its golden ale or lager; an
//   estate's cultivars; a cereal's honey variant or bigger box; a biscuit's chocolate variant or smaller pack; a
//   juice against the nectar or a six-pack of 200 ml; hot against mild curry or the sachet; sparkling against still
//   water or 1.5 L; 70 against 80 gsm paper or a box of five reams; black against blue pens or a pack of 10; a
//   pressure cooker's 7 L or induction base; a kids' 20-inch bike or a single-speed; car-seat groups; a bath sheet
//   or hand towel against the bath towel: all DIFFERENT. Same: one article under a code with or without hyphens,
//   slash or region suffix (`REF205DR/A`, `KF432C16BBK2-16`, `MZ-77E1T0B/EU` / `MZ-77E1T0B`, `585-965`), a maker's
//   retail box code against the chip name (`BX8071513400` / `i5-13400`), a board maker's part number against its
//   model string (`V515-004R`), the maker's group as brand, a Swahili, Afrikaans or French title, `75CL` / 750ml,
//   `50CL` / `half litre`, `43` / `43% vol`.
// - Organisations: same = one legal person. A university, its consultancy company and its endowment's incorporated
//   trustees; a broadcaster's radio company, TV company and holding; a mining JV company, its London parent and its
//   exploration company; three Belgian companies of one family; a GmbH & Co. KG, its Verwaltungs-GmbH and a sister
//   GmbH; a law-firm LLP, its service company and a firm with the partners' names reversed; incorporated trustees,
//   the association's Ltd/Gte and a sister association; a pharmacy chain's retail, distribution and clinics
//   companies; two S.L. and an S.A. of one family: all DIFFERENT, mostly at one address. Same: a KBO number with
//   dots, spaces and as `BE0456789133`, NV / SA and BV / SRL and the Dutch forms spelt out; `Amtsgericht Köln HRA
//   18342` / `HRA 18342`, `GmbH u. Co. KG`, `Verwaltungsgesellschaft mbH`; `OC412378` / `OC 412378`; Companies
//   House numbers with and without the leading zero; `CAC/IT/NO 118245` / `IT 118245`; `RC 512347` / `512347`;
//   `CS10458-2013` / `CS104582013`; `PVT-KLU7Q3B` / `PVTKLU7Q3B`; a lower-case KRA PIN; `B-46123457` /
//   `ESB46123457`; `Hnos.` / `Hermanos`, `SOCIEDAD LIMITADA`; a station's brand and frequency; an LEI or a stock
//   code with the name.
// - Places: same = one site. Three airfields of one city, a high commission and the deputy high commission and
//   cultural office in another city, a stadium, an indoor arena and a pool of one complex, three Pretoria
//   landmarks, three Brussels town halls, three branches of one pharmacy chain, three halls of one university, three
//   gates of one reserve, three landmarks of one old town: all DIFFERENT. Same: a site under its name with its ICAO
//   code on one side and IATA code on the other, an acronym (`JKIA`), an English name against an Afrikaans, Dutch,
//   French or Swahili name (`Uniegebou`, `Gemeentehuis van Elsene`, `Lango la Talek`, `Ngome ya Yesu`), a
//   GhanaPost address with and without hyphens, an ODS code in lower case, a map point a few metres off, a
//   nickname (`VANDAL CITY`), a misspelling (`OLOLAIMUTIA`).
//
// Kinds (each new against the kind names and headers of sets 1-5): electronics — refrigerators by capacity, doors
// and region suffix; RAM modules by capacity, speed and kit; SSDs by capacity and interface; desktop processors by
// generation and suffix; graphics cards by memory and board maker; camera lenses by focal length and mount; split
// air conditioners by BTU and inverter; blenders by jar and mill; microwave ovens by litres and grill; grocery —
// dog food by life stage and bag; gin by flavour and bottle; craft beers of one brewery by style; wines of one
// estate by cultivar; breakfast cereals; biscuits; fruit juices by juice content and pack; curry powder; bottled
// water; home goods — copy paper by GSM and reams; ballpoint pens by colour and box; pressure cookers; bicycles;
// baby car seats by group; bath towels by size; organisation and place — the nine families of each above.
//
// What the author READ (exactly): /work/s26-common.md, /work/s26notes/blind-brief.md, /work/s26notes/bpset6.md;
// bench/pairs/heldout1.ts (its header with set 1's reading, and the generator) and bench/pairs/heldout1-types.ts;
// bench/pairs/heldout5.ts whole (header and code); the first 20 code lines of bench/pairs/heldout5-electronics.ts
// (one family, for the TypeScript shape); the `kind:` lines of bench/pairs/heldout2-5-*.ts (a grep printing the
// kind names only) and a grep of the word "kinds" in the headers of sets 2-4; bench/pairs-heldout.ts;
// test/bench/pairs-heldout.test.ts (its start and set 5's block); the output of packFieldsDescription() (every
// pack's field names and aliases).
// What the author did NOT read: anything under src/ (the field names came from the description callers see),
// src/lexicon/, the packs, test/compare/, the bodies of the earlier sets' family files beyond the 20 lines above,
// bench/product-dev.ts, bench/er-magellan.ts, any ER-Magellan data, the README's paragraphs, `issues show 11`. The
// engine was never run on this set while it was written; the test printed only pass or fail.
//
// Read once on dd867b89 (this set's commit on the session's start a0f378e9, no engine change; `npm run
// bench:pairs-heldout -- --set heldout6 --errors 400`): 600 pairs, P 0.8944, R 0.4233, F1 0.5747, 68.7% correct,
// 17.7% to review (TP 127, FP 15, FN 173, TN 285). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.9412 / 0.7385 / 0.8276, 13.1%, 48  3 17 62
//   place                0.7647 / 0.2167 / 0.3377, 14.2%, 13  4 47 56
//   product_electronics  0.9762 / 0.6308 / 0.7664, 10.0%, 41  1 24 64
//   product_grocery      0.8333 / 0.3077 / 0.4494, 39.2%, 20  4 45 61
//   product_home_goods   0.6250 / 0.1111 / 0.1887,  8.9%,  5  3 40 42
// Per kind (same pairs found / same pairs; false merges): electronics — RAM kits 8/8, lenses 8/8, SSDs 7/7, air
// conditioners 7/7, blenders 4/7, processors 2/7 (1 FP: the i5-13400F against the i5-13400, codes BX8071513400F /
// BX8071513400), microwaves 2/7, refrigerators 2/7, graphics cards 1/7; grocery — craft beers 7/7, gin 4/7, fruit
// juices 4/8 (2 FP: the nectar against the 100% juice, once against the bare till line `CERES MEDLEY OF FRUITS
// 1L`), biscuits 2/7, curry powder 2/7, bottled water 1/7, and 0 for cereals (0/7), wines by cultivar (0/7) and dog
// food (0/8; 2 FP: puppy against adult food of one bag, in English and in Afrikaans); home goods — pressure cookers
// 3/8 (2 FP: 5 L against 7 L in Swahili, the induction base against the gas model in a till line), towels 2/7, and 0
// for copy paper (0/8; 1 FP: one ream against a box of five), pens (0/8), bicycles (0/7) and car seats (0/7);
// organisation — university 7/7, Kenyan pharmacy chain 7/7, Nigerian incorporated trustees 7/7 (2 FP: the sister
// women's association against the foundation's trustees and against its Ltd/Gte, one address), German KG 6/7, law
// firm 6/7 (1 FP: the service company against the LLP at one address), Belgian 5/7, broadcaster 4/8, mining 3/7,
// Spanish 3/8; place — pharmacy branches 4/6 (1 FP: two branches' till-style lines `KINGSWAY PHARMACY` on one road
// with other ODS codes), halls of residence 3/7 (1 FP: Legon Hall against Commonwealth Hall 500 m apart), diplomatic
// offices 2/7, Pretoria landmarks 2/7, airports 1/7, Mombasa landmarks 1/7, and 0 for reserve gates (0/7), Brussels
// town halls (0/6) and sports venues (0/6; 2 FP: the arena and the stadium against the aquatics centre of one
// complex, 400 m apart, one road).
// Classes of miss (as kinds of records; 110 of the 173 misses answered `different`, 63 `review`):
// - products: a long shop title against a short till or price-list line with cut words and unit codes (`D/DOOR`,
//   `F/FREE`, `MWAVE`, `BX50`, `GRP 0+`, `5RM`, `1SP`, `MIN WATER 50CL`, `ORIG`); a title in Swahili, Afrikaans or
//   French for one article (`Friji … lita 270, milango miwili`, `mikrogolfoond`, `hondekos`, `bergfiets … duim`,
//   `Stylos bille … boîte de 50`, `Karatasi … rimu`, `nusu chupa`, `paquet de 400 g`); units and quantities written
//   another way (`half litre` / 500 ml / `50CL`, `one and half litre`, `26 duim` / `26"` / `26 inch`, `75CL` / 750ml,
//   `8 Go` / 8GB); two codes for one article — a board maker's model string against its part number
//   (`DUAL-RTX4060TI-O8G` / `90YV0J40-M0NA00`), a code with a region suffix (`REF270DR/A`); the maker's group or
//   distributor as brand (Kellanova, pladis, Pioneer Foods, Diageo, `Defy Appliances (Arçelik)`, `ASUSTeK`,
//   `Kleinvallei Wynlandgoed`); a wine's vintage written `23` / 2023.
// - organisations: one legal person under two number forms — a Spanish NIF against the ES VAT number (`B-46123457`
//   / `ESB46123457`, scored a conflict), a Belgian BV against its French form SRL (scored a legal-form conflict,
//   though BV and SRL are one form since 2019), `Verwaltungs-GmbH` / `Verwaltungsgesellschaft mbH`, `& Co` /
//   `AND COMPANY`; a short brand or initials (`SW Media Holdings`, `AGMC`, `(GH)` / `(Ghana)`); `Hnos.` / `Hermanos`,
//   `SOCIEDAD LIMITADA` / `SL`.
// - places: a name in one language against the other with no shared word but the proper noun (`Uniegebou` / `Union
//   Buildings`, `Vryheidspark`, `Gemeentehuis van Elsene` / `Maison communale d'Ixelles`, `Stadhuis van Brussel`,
//   `Lango la Sekenani`, `Ngome ya Yesu`, `Bandari ya Zamani`, `Uwanja wa Kasarani`, `Bwawa la kuogelea`); an
//   airport by acronym, IATA or ICAO code (`JKIA (NBO)`, site_code `NBO` / `HKJK`); a map point a few metres off with
//   a reworded name (`UK Deputy High Commission` / `British Deputy High Commission Lagos`), a nickname or a
//   misspelling; a GhanaPost address with and without hyphens.
// False merges (15): a CPU's no-graphics sibling; puppy against adult food; nectar against juice; a pressure
// cooker's size and base; a ream against a box of five; a sister association and a law firm's service company at
// one address; two branches of one chain on one road; neighbouring venues of one complex and neighbouring halls.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) in four Ghanaian companies the
// registration number's bare form does not match its hyphenated form (broadcaster TV `CS211094017` / `CS21109-2017`,
// holding `CS098761012` / `CS09876-2012`; mining JV `CS071236015` / `CS07123-2015`, exploration `CS142871019` /
// `CS14287-2019`: the bare form should have read CS…2017, CS…2012, CS…2015, CS…2019), so the 4 drawn same pairs with
// both forms (h6-organisation-038, -047, -063, -117) carry conflicting numbers; the engine held all 4 back, rightly;
// (2) the error lines of the single reading printed the engine's per-field comparison names and scores; (3) bare
// till lines such as `CERES MEDLEY OF FRUITS 1L` or `KINGSWAY PHARMACY` with a code are thin evidence (the till line
// may be read as either the juice or the nectar); the labels follow the author's intent. No label was found wrong
// among the 15 false merges.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS6 } from './heldout6-electronics.js';
import { GROCERY6 } from './heldout6-grocery.js';
import { HOME6 } from './heldout6-home.js';
import { ORGANISATION6 } from './heldout6-organisation.js';
import { PLACE6 } from './heldout6-place.js';

export const SEED6 = 6606;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS6: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS6, target: 130 },
  { pack: 'product_grocery', families: GROCERY6, target: 130 },
  { pack: 'product_home_goods', families: HOME6, target: 90 },
  { pack: 'organisation', families: ORGANISATION6, target: 130 },
  { pack: 'place', families: PLACE6, target: 120 },
];

/** Set 6, drawn by set 1's generator from set 6's families; ids start `h6-`. */
export function buildHeldout6(seed = SEED6): LabelledPair[] {
  return buildPairs(PACKS6, seed, 'h6-');
}

export const HELDOUT6: readonly LabelledPair[] = buildHeldout6();
