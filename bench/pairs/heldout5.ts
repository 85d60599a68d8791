// HELD-OUT PAIR SET 5 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 5505.
//
// Purpose: a fifth estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-4 do not hold. Read ONCE (`npm run bench:pairs-heldout -- --set heldout5`); the first
// reading is the figure to report, and after that the set is development data.
//
// Who wrote it: a blind-author helper of session 25 (branch s25-pset5), from its own knowledge of how the sources
// below write things in Nigeria, Kenya, Ghana, South Africa, the UK and the EU. No record is copied from a
// benchmark, a retailer's page or a register. Product codes are the shape the makers use (not checked against their
// catalogues); ISBNs are well formed (check digits valid); registration, tax, VAT, SIREN/SIRET, partita IVA, REA,
// TIN, CK, IT, mutuals, RC, KvK, exam-centre, EMIS-style, sort and SG codes, phone numbers and coordinates are
// ILLUSTRATIVE (the shape real ones have, consistent inside the set). The airline, ship and hotel companies, the
// insurers, the French, Italian, Ghanaian, South African and UK firms and societies, the schools, hotels, bank,
// parishes and farms are invented; the ports, courts, towns and the consumer brands are real, written from general
// knowledge.
//
// How it is made: exactly as sets 1-4 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of VARIANTS (one real thing each) of LISTINGS (that thing as different sources
// write it); two listings of one variant make a `same` pair, listings of two variants of one family a `different`
// pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread round-robin
// over the families. Seed 5505; ids `h5-<pack>-NNN`. Deterministic; the test pins the drawn set's digest, so no
// record, label or draw can change after the reading unnoticed. Every family here has three variants of three
// listings: one listing is a long marketing or register title, one a short code or till line (caps, cut words,
// a few typos and OCR slips: `DECODA`, `WHAL`, `SARDIN`, `4OOG`, `Simplicty`, `REFIL`), one a third source's wording
// (another language — Swahili, Afrikaans, French, Italian —, another currency, the maker in place of the brand).
//
// Counts: 600 pairs, 300 same / 300 different; product_electronics 130, product_grocery 130, product_home_goods 90,
// organisation 130, place 120 (half same in each); 42 families (9, 9, 6, 9, 9), 126 variants, 378 records; each
// family is one `kind` in the tables.
//
// Labels are what a careful analyst would decide:
// - Products: same = one article a buyer would receive. A screen protector for one handset is not for its Pro
//   Max, nor a twin pack a single; a cable of another length or wattage, a charger of another wattage or tip, a
//   front-left strut against the front-right or a rear shock, a 40 mm against a 44 mm watch or its cellular model,
//   a game for PS4 against PS5 or its Ultimate edition, a single-view decoder against the PVR or the streaming box,
//   a corded clipper against the cordless, another trim or gearbox of one car; a brown loaf, UHT or fermented milk,
//   another sauce or fish, a sachet against a tin, brown against white sugar, a light cider against the dry or
//   another pack, sugar-free or a bigger can, hand-wash against machine powder, another cube flavour or count; a
//   paperback of another imprint or a hardcover, a dictionary edition or the same edition with an access code, a
//   pan's diameter or an induction base, a flask's capacity or an airpot, a bottle's volume or line, an exercise
//   book's leaves or ruling: all DIFFERENT. Same: one article under a maker's code with or without its region or
//   pack suffix (MR9Y3 / MR9Y3QC/A; 0G6J41 / G6J41; A8553 / A8553011), a retailer's code or a dealer's model code
//   beside the title, the maker as brand (Tiger Brands / Albany, Distell or Heineken Beverages / Savanna, Unilever
//   / OMO, Olam / Gino, Nestlé / Maggi, Kayaba / KYB), a Swahili shop list (`kilo mbili`, `half litre`, `chupa ya
//   chai`), ISBN-13 against ISBN-10 of one edition, 4oz / 125 ml, `100S` / `x 100` / `pack of 100 cubes, 400 g`.
// - Organisations: same = one legal person. An airline, its low-cost airline and its cargo company; sister
//   single-ship companies and their ship manager; an insurer's life company, general company and holding; a
//   family's SAS, SCI and SARL; sister S.r.l. and S.r.l.s.; a founder's business name and her limited companies;
//   a CC, the family trust and a sister CC; a hotel's owner, operator and management contractor; a registered
//   society, a sister society and the society's trading company: all DIFFERENT, mostly at one address. Same: a
//   SIRET (an establishment) against its company's SIREN, `RCS Lyon` and the FR VAT number; partita IVA with and
//   without `IT` and the REA; a Ghanaian TIN against the registration number (CS123452019 / CS12345-2019); a CC
//   converted to (Pty) Ltd (/23 → /07, `formerly … CC`, `Beslote Korporasie`); mutuals numbers RS008123 / 8123 /
//   8123R; a brand alone with an IATA code or a stock code.
// - Places: same = one site. A primary and a secondary school of one name on adjoining plots, schools of one
//   name in two counties, LEA schools numbered I and II on one compound, a hotel and its serviced apartments in one
//   complex, the brand's hotel in another city, three branches of one bank, three parishes of one mission in one
//   town (two sharing `Fountain of`), portion 12 against 13 of one farm and one portion number of a farm of one
//   name in another registration division, a police station and a post under it, two ports of one city and a
//   terminal inside one of them, and three court buildings of one city: all DIFFERENT. Same: a site under its name,
//   its code written with and without separators (`40-11-62` / `401162`; `FCT-BWR-0412` / `FCT/BWR/0412`; `NGAPP`
//   / `NG APP`), a map point a few metres off, a Swahili name (`Kituo cha Polisi`), `Ptn 12 Rietfontein 189-IQ`.
//
// Kinds (each new against the kind names and headers of sets 1-4): electronics — screen protectors by handset,
// USB-C cables by length and wattage, laptop chargers by wattage and tip, shock absorbers by axle and side,
// smartwatches by case size and radio, video games by platform and edition, pay-TV decoders, hair clippers, new cars
// by trim and gearbox; grocery — sliced bread, milk by treatment, tinned fish, tomato paste, sugar, ciders with ABV,
// energy drinks, laundry powder, seasoning cubes; home goods — novels by edition and binding, learners'
// dictionaries, non-stick pans, vacuum flasks, feeding bottles, exercise books; organisation — see the nine families
// above; place — the nine families above.
//
// What the author READ (exactly): /work/s25-common.md, /work/s25notes/blind-brief.md, /work/s25notes/bpset5.md;
// bench/pairs/heldout1.ts (its header with set 1's reading, and the generator) and bench/pairs/heldout1-types.ts;
// bench/pairs/heldout4.ts whole (header and its code); the header of bench/pairs/heldout2.ts (its first 100 lines);
// the `// -` source lines of bench/pairs/heldout3.ts's header; the opening comments of bench/pairs/heldout4-*.ts
// and (a slip: a grep printed them) the `kind:` lines of those five files, which name set 4's families and nothing
// else; bench/pairs-heldout.ts; test/bench/pairs-heldout.test.ts; the output of packFieldsDescription() (every
// pack's field names and aliases); the line numbers of the four "Held-out pair set" paragraphs in README.md (a grep,
// not the paragraphs); the `bench:pairs-heldout`, `build`, `typecheck` and `lint` lines of package.json.
// What the author did NOT read: anything under src/ (the field names above came from the description callers see),
// src/lexicon/, test/compare/, the bodies of the earlier sets' family files, bench/product-dev.ts,
// bench/er-magellan.ts, any ER-Magellan data, other held-out sets' records, `issues show 11`, and the README's
// paragraphs on the packs' rules. The engine was never run on this set while it was written; a script printed only
// the set's own counts per pack and its digest, and the test printed only pass or fail.
//
// Read once on cb43fdd3 (this set's commit on the session's start 23d788c5, no engine change; `npm run
// bench:pairs-heldout -- --set heldout5 --errors 400`): 600 pairs, P 0.8426, R 0.3033, F1 0.4461, 62.3% correct,
// 22.5% to review (TP 91, FP 17, FN 209, TN 283). Per pack (P / R / F1, to review, TP FP FN TN):
//   organisation         0.9375 / 0.4615 / 0.6186, 10.0%, 30  2 35 63
//   place                0.8125 / 0.4333 / 0.5652, 15.0%, 26  6 34 54
//   product_electronics  0.7000 / 0.1077 / 0.1867, 23.1%,  7  3 58 62
//   product_grocery      0.9524 / 0.3077 / 0.4651, 46.2%, 20  1 45 64
//   product_home_goods   0.6154 / 0.1778 / 0.2759, 15.6%,  8  5 37 40
// Per kind (same pairs found / same pairs; false merges): electronics — USB-C cables 2/7, shock absorbers 2/7,
// pay-TV decoders 2/7, screen protectors 1/7, and 0 for laptop chargers (0/7), smartwatches (0/7), new cars (0/8),
// video games (0/8; 1 FP: the Ultimate edition against the standard of one platform) and hair clippers (0/7; 2 FP:
// the corded Magic Clip against the cordless Magic Clip and against the cordless Senior); grocery — seasoning cubes
// 5/7, ciders 4/7, tinned fish 3/8, laundry powder 2/7, sugar 2/7, tomato paste 2/7 (1 FP: the 210 g tin against the
// 400 g tin written `4OOG`), bread 1/7, milk 1/7, energy drinks 0/8; home goods — novels 3/7, exercise books 3/8 (2
// FP: 40 against 80 leaves), dictionaries 1/7 (1 FP: with and without the online-access code), pans 1/7 (1 FP: the
// Simply Clean induction pan against the Simplicity of one diameter), flasks 0/8 (1 FP: 1 L against 1.8 L in
// Swahili), feeding bottles 0/8; organisation — Ghanaian TIN / registration 6/7, insurers 6/7, converted CC 5/7,
// airline 4/7 (1 FP: the brand `Savanna Skies` alone against the cargo company), hotel companies 3/7, single-ship
// companies 3/7 (1 FP: tanker companies 1 and 2 `c/o` one manager), French SIREN / SIRET 2/8, UK registered
// societies 1/7, Italian S.r.l. 0/8; place — hotels 5/7, courts 5/7, primary / secondary schools 4/7 (2 FP: the
// primary against the secondary school on the adjoining plot), bank branches 3/7, LEA schools 3/7 (1 FP: Kubwa One
// against Kubwa Two on one compound), parishes 2/6 (2 FP: parishes of one mission in one town), port terminals 2/7,
// farm portions 1/6 (1 FP: portion 12 of Rietfontein 189 IQ against 189 JR), police stations 1/6.
// Classes of miss (as kinds of records; 127 of the 209 misses answered `different`, 82 `review`):
// - products: a long marketing title against a short till or price-list line for one article (caps, cut words:
//   `ALB SUP WHITE BRD`, `FRT RH STRUT`, `EX BK`, `W/POWDER`, `S/FREE`, `TOM SCE`, `OALD 10E PB`, `FC25 PS5 STD`);
//   one code in two forms — a maker's code with or without a leading zero and a region or pack suffix (`8148` /
//   `08148-2016`, `0LA65NS2-01` / `LA65NS2-01`, `MR9Y3` / `MR9Y3QC/A`), a part number with a space (`339 026`), a
//   maker's code against a dealer's model string (`AZG412 GL` / `Swift 1.2 GL MT`), ISBN-13 against ISBN-10 of one
//   edition (scored 0 as a code); units written another way (`half litre` / 500 ml, `4oz` / 125 ml, `9oz` / 260 ml,
//   `6 ft` / 1.8 m, `kilo mbili` / 2 kg, `lita moja` / 1 L); Swahili shop names (`Sukari … nyeupe`, `Maziwa …`,
//   `chupa ya chai`); the maker, a former maker or the operator in the brand field (Tiger Brands / Albany, Olam /
//   Gino, Unilever / OMO, Distell or Heineken Beverages / Savanna, MultiChoice / DStv, Electronic Arts / EA, Suzuki
//   Auto SA / Suzuki, West Kenya Sugar Co / Kabras), and the platform or size spelt out (`PlayStation 5 (PS5)`, `40
//   mm` / `40`).
// - organisations: one legal person under two kinds of number (SIRET against SIREN or `RCS Lyon …`; partita IVA
//   against REA; a TIN against a registration number; the FCA mutuals number `RS008123` / `8123` / `8123R`; a CC's
//   /23 against the converted company's /07; a trust number `IT1234/2005` / `IT 1234/05`), the Italian and French
//   legal forms spelt out (Società a responsabilità limitata (semplificata), Société par actions simplifiée, SCI /
//   Société civile immobilière), a brand name alone or with a stock code (`Savanna Skies`, `SkyHop`, `Kilimanjaro
//   Holdings (NSE: KIH)`), `F.LLI` / `Fratelli`, `Props.` / `Properties`, a `c/o` address against the registered one.
// - places: a register line against a map point with no shared field but the name (`KASARANI POLICE STN` / `Kituo
//   cha Polisi Kasarani`; `Ptn 12 Rietfontein 189-IQ` / `Rietfontein 189 IQ, portion 12`; `Tincan Seaport` / `TIN CAN
//   ISLAND PORT COMPLEX`; `Manchester CJC` / `Civil Justice Centre`), the long form of a church's name against its
//   acronym (RCCG), a bank's branch line against the short brand and district, `I` / `One` / `1`, `Pr. Sch.` /
//   `PRI`, `High Sch.` / `SEC`, a hotel's star rating and city against its full name.
// False merges (17): a clipper's cord, a game's edition, a tin's weight, leaves of an exercise book, a dictionary's
// access code, a pan's line and hob, a flask's capacity; the airline brand against its cargo company, sister
// single-ship companies; a primary against a secondary school and LEA schools I / II on adjoining plots, parishes of
// one mission, one portion number of a farm of one name in another registration division.
// Author's slips, seen at the reading (the set was NOT changed after it): (1) the error lines of the single reading
// printed the engine's per-field comparison names and scores (seen only after the set was committed); (2) the
// airline family's third listings (`Savanna Skies` / `SkyHop` with class, address and country only) are thin
// evidence for their same labels — an analyst might send them to review; (3) `EA Sports FC 25 (PS5)` names no
// edition and is labelled the standard edition; (4) `Kituo cha Polisi Mwiki (post)` uses the Swahili for a police
// station for a post; (5) the farm family's JR variant uses the same farm number (189) as the IQ variant, which is
// possible but less usual than another number. No label was found wrong among the 17 false merges.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS5 } from './heldout5-electronics.js';
import { GROCERY5 } from './heldout5-grocery.js';
import { HOME5 } from './heldout5-home.js';
import { ORGANISATION5 } from './heldout5-organisation.js';
import { PLACE5 } from './heldout5-place.js';

export const SEED5 = 5505;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS5: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS5, target: 130 },
  { pack: 'product_grocery', families: GROCERY5, target: 130 },
  { pack: 'product_home_goods', families: HOME5, target: 90 },
  { pack: 'organisation', families: ORGANISATION5, target: 130 },
  { pack: 'place', families: PLACE5, target: 120 },
];

/** Set 5, drawn by set 1's generator from set 5's families; ids start `h5-`. */
export function buildHeldout5(seed = SEED5): LabelledPair[] {
  return buildPairs(PACKS5, seed, 'h5-');
}

export const HELDOUT5: readonly LabelledPair[] = buildHeldout5();
