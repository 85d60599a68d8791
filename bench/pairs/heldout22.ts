// HELD-OUT PAIR SET 22 (issue 11): labelled pairs of PRODUCT, ORGANISATION and PLACE records, seed 2222.
//
// Purpose: a twenty-second estimate of how the fields engine does on records nobody on the project wrote for it, on
// KINDS of records sets 1-21 do not hold, in the spirit of the public retail product-matching sets (two sources'
// listings of one catalogue item: an electronics-chain, discounter, quick-commerce app, DIY-store, marketplace-seller
// or price-comparison title against a warehouse pick-list, goods-received note, customs entry, cash-and-carry
// invoice, shelf-edge label, supplier price-file or stock-take line in caps with cut words, a barcode, a quantity and
// a code, a care-home, prison-kitchen, school, student-residence, clinic or guesthouse order line "… or equivalent,
// N No.", a Jiji, OLX, Gumtree, Kleinanzeigen, Wallapop, Vinted or kiosk post, another language) and of regulators'
// registers and licence lists no earlier set used (Nigerian pharmacy premises by Pharmacists Council licence, Kenyan
// matatu Saccos by NTSA licence, Ghanaian microfinance and susu companies by Bank of Ghana licence, South African
// taverns by Gauteng Liquor Board licence, English care providers by CQC provider ID, Irish charities by Charities
// Regulator number and CHY number, Italian third-sector bodies by RUNTS repertorio and codice fiscale, Croatian obrt by
// MBO and OIB; a campus security list, a power operator's asset list, a port operator's warehouse list, a wine-route
// list, a canal navigation list, an alpine-club hut list, a spa company's list and a beach concession list of sites).
// Read ONCE (`npm run bench:pairs-heldout -- --set heldout22`); the first reading is the figure to report, and after
// that the set is development data.
//
// Who wrote it: a blind author helper of session 42 (branch s42-pset22), from its own knowledge of how shops,
// marketplaces, warehouses, tenders, institutional order lines, seller posts, registers, licence lists and maps in
// Nigeria, Kenya, Ghana, South Africa, the UK, Ireland, France, Spain, Germany, the Netherlands, Poland, Sweden, Italy,
// the Czech Republic, Croatia and Hungary write things. No record is copied from a benchmark, a retailer's page or a
// register. Every organisation, every number, phone, site code and coordinate is fictional. Barcodes: every EAN-13
// carries a computed check digit, but the numbers are illustrative, not the makers' own. Product codes are the shape
// the makers use and are NOT checked against their catalogues (shape-only: Roborock, Xiaomi, EcoFlow, GoPro, Keychron,
// Yale, Motorola, Fitbit, Leifheit, Kilner, Tefal and Victorinox references and every retailer code). Organisation
// numbers: the UK VAT number (weights 8..2, mod 97), the Italian codice fiscale of bodies and partita IVA (doubled
// even positions, mod 10) and the Croatian OIB (ISO 7064 mod 11,10) are computed; everything else (RC numbers, PCN
// licences, TINs, society numbers, NTSA licences, KRA PINs, Bank of Ghana licences, SA company numbers, liquor
// licences, UK company numbers, CQC IDs, CRO, RCN and CHY numbers, RUNTS numbers, MBO and MBS) is shape-only. Brands:
// most consumer brands are real, written from general knowledge (variants, codes and pack sizes may be illustrative);
// Kano Gold, Sawa Bars, Nyumbani Living and Kasa Homeware are invented. Places: the University of Lagos gates, the
// Olkaria power stations, the Helshoogte wine estates, the Caen Hill locks, the Mont Blanc huts and the Budapest baths
// are real places written from general knowledge; the Tema cocoa warehouses (an invented operator) and the
// Scheveningen pavilions (invented names) are illustrative at real places.
//
// How it is made: exactly as sets 1-21 (bench/pairs/heldout1.ts, whose generator `buildPairs` draws every set):
// FAMILIES of look-alikes, each of three VARIANTS (one real thing each) of three LISTINGS (that thing as different
// sources write it); two listings of one variant make a `same` pair, listings of two variants of one family a
// `different` pair; per family at most 8 same and 8 different pairs, then per pack an equal number of each, spread
// round-robin over the families. Seed 2222; ids `h22-<pack>-NNN`. Deterministic; the test pins the drawn set's digest.
// Listings: a long shop, marketplace, catalogue or register title; a short caps line with cut words, barcodes,
// quantities and codes (`ROBOROCK ROBOT VAC+MOP Q7 MAX 4200PA BLK …`, `XIAOMI E-SCOOTER 4 LITE 20KM 300W BHR5765GL
// …`, `ECOFLOW PWR STN DELTA2 +220W SOLAR PNL BUNDLE …`, `GOPRO ACTN CAM HERO12 CREATOR ED BUNDLE CHDFB121EU …`,
// `KEYCHRON KB K8 PRO TKL RGB G-PRO BRN UK ISO K8PJ3 …`, `YALE SMART LOCK FPRINT WIFI YDM4109PLUS …`, `MOTOROLA BABY
// MON VIDEO 5IN PIP1510 TWIN 2CAM …`, `FITBIT TRACKER INSPIRE3 …`, `OATLY OAT DRINK BARISTA ED 1L UHT …`, `BARILLA
// PESTO ROSSO SUNDR TOM 200G …`, `KANO GOLD G/NUT RSTD UNSLTD 250G …`, `SAWA CRL BAR OAT/HNY 12X30G VAL …`, `RICHMOND
// SAUS PORK CUMBLND 8PK …`, `DOLMIO PASTA SCE ARRABB SPCY 500G …`, `DEL MONTE PINEAPPLE CHNKS IN JCE 565G …`, `JACOBS
// CRM CRACKERS LIGHT 30% LESS FAT 200G …`, `NYUMBANI SHWR CURT WAFFLE+LINER …`, `LEIFHEIT AIRER PEGASUS TOWER 18M …`, `KILNER
// CLIP TOP JAR 1LTR SET/3 …`, `KASA FRAME WOOD A3 BLK …`, `SWISH POLE ELEMENTS 28MM 1.5M BRSH STL …`, `SILENTNIGHT
// MATT PROT QUILTED DBL …`, `TEFAL BAKING TRAY EASYGRIP UNCOATED …`, `VICTORINOX KNIFE BREAD …`, `EBUNOLUWA CARE PHCY
// LTD`, `PCN/PR/OY/23/0418`, `NTSA/PSV/SACCO/0457`, `BOG/MFC/T2/2019/066`, `GLB7000412/2019`, `1-101734829`, `RCN
// 20104387`, `RUNTS REP. 48217`, `MBO 97438152`, `UNILAG 2ND GATE ONIKE`, `OLKARIA II GPS (UNITS 1-3)`, `HCL COCOA
// WHSE 5 (SHED 5) TEMA PORT`, `K&A CANAL LOCK 42 (CAEN HILL)`, `REFUGE DE TETE ROUSSE (3167 M)`, `RUDAS GYOGYFURDO ES
// USZODA`, `STRANDPAV ZEEPAARD NOORD (VAK 13)`); and a third source's wording (a seller post from Lyon, Valencia,
// Cologne, Kraków, Pretoria, Bloemfontein, Ikeja, Kano, Edinburgh, Utrecht, Nairobi, Accra, Hamburg, Seville, Lagos,
// Westlands, Wrexham, Madina, Leipzig, Osu, Chorlton or Ibadan, a procurement line "… or equivalent, N No.", names and
// glosses in French, Spanish, German, Polish, Afrikaans, Sesotho, Hausa, Dutch, Swahili, Twi, Swedish, Italian,
// Yoruba, Pidgin, Czech, Irish, Zulu, Croatian and Hungarian).
//
// Counts: 600 pairs, 300 same / 300 different; 120 per pack (60 same, 60 different): product_electronics,
// product_grocery, product_home_goods, organisation, place; 40 families (8 per pack), 120 variants, 360 records.
//
// Labels are what a careful analyst would decide (the policy of set 21, no addition):
// - Products: same = one article a buyer would receive; another size, capacity, pack, colour, flavour, recipe, cut,
//   salt, kind, switch, layout, bundle, kit, generation, display, camera count, unlock method, range, motor, wings,
//   liner, coating, finish, waterproofing or blade is another product. A Q7, Q7 Max or Q7 Max+ robot; a Scooter 4,
//   4 Lite or 4 Pro; a RIVER 2, DELTA 2 or DELTA 2 with solar panel; a HERO11, HERO12 or HERO12 Creator Edition; a K8
//   Pro red, K8 Pro brown or K2 Pro brown; a YDM3109, YDM4109 or YDM4109+; a PIP1500, PIP1510 twin or VM482; a Charge
//   5, Charge 6 or Inspire 3; Oatly original 1 L, barista 1 L or original 250 ml; genovese 190 g, rosso 200 g or
//   genovese 400 g; salted 250 g, unsalted 250 g or salted 1 kg groundnuts; oat & honey 6, chocolate chip 6 or oat &
//   honey 12 bars; thick 8, Cumberland 8 or thick 16 sausages; tomato & basil 500 g, arrabbiata 500 g or tomato &
//   basil 750 g sauce; slices in juice, chunks in juice or slices in syrup; original 200 g, original 300 g or light
//   200 g crackers; a 180 x 180 curtain, the same with a liner, or 180 x 200; a 18 m or 24 m winged airer or the 18 m tower; one 1 L
//   jar, three 1 L jars or one 2 L jar; A4 black, A4 white or A3 black frame; 1.5 m black, 2.4 m black or 1.5 m
//   brushed-steel pole; waterproof double, waterproof king or quilted double protector; 35 cm non-stick, 42 cm
//   non-stick or 35 cm uncoated tray; a 15 cm or 20 cm chef's knife or a 21 cm bread knife: all DIFFERENT. Same: one
//   article under its code with or without dashes, dots and plus signs (`K8P-J1` / `K8PJ1`, `YDM4109+` / `YDM-4109+`
//   / `YDM4109PLUS`, `6.8063.20B` / `6806320B`), a barcode and a case quantity on the stock line, a seller post of the
//   same model, a procurement line, another language's name for one thing (`aspirateur robot`, `hulajnoga`,
//   `kragstasie`, `kyamarar`, `kufuli janja`, `kamera baako`, `Fitness-Tracker` / `pulsera de actividad`,
//   `havredryck`, `gyaɗa` / `ẹ̀pà`, `pastasous`, `ananas en morceaux`, `krakersy`, `pazia la bafu`, `Wäscheständer`,
//   `Bügelglas`, `gordijnroede` / `gardynstang`, `madrasskydd`, `bandeja de horno` / `plech na pečení`, `ọ̀bẹ ìdáná`,
//   `coltello da pane`).
// - Organisations: same = one legal person; a wholesale, transport, susu, distribution, home-care, enterprise,
//   co-operative or d.o.o. company formed by the same people at one address, and a near-namesake elsewhere are other
//   organisations (each has its own number). An Ibadan pharmacy, its medical-stores company at one address and
//   `Ebunoluwa Pharmacy Ltd` in Abeokuta; a Nairobi matatu Sacco, its transport company at one address and `Kangema
//   Express Sacco` in Murang'a; a Takoradi microfinance company, its susu company at one address and `Nkabom Savings
//   and Loans` in Cape Coast; a Soweto tavern, its liquor distributor at one address and `Kasi Vibe Lounge` in
//   Tembisa; a Stockport care-home provider, its home-care company at one address and `Meadow Bank Care` in
//   Warrington; a Galway childcare CLG, its enterprises CLG at one address and `Cairdeas Childcare Ltd` in Limerick;
//   a Bologna APS, the social co-operative at one address and `Associazione Ponte ODV` in Modena; a Ludbreg joinery
//   obrt, the d.o.o. its owner formed at one address and a `Drvodjelac-Zagreb` obrt: all DIFFERENT. Same: `Limited` /
//   `LTD` / `PHCY`, `RC …`, the PCN licence, a Yoruba name (`Ile Oogun …`); `Sacco Society Limited` / `SACCO SOC
//   LTD`, the NTSA licence, a Swahili gloss; `Company` / `CO`, the Bank of Ghana licence, a Fante word, `Oguaa` = Cape
//   Coast; `(Pty) Ltd` / `PTY LTD`, the liquor-board licence, a Zulu tagline; the CQC ID, `GB 418 2093 64` /
//   `GB418209364`; `CLG` / `COMPANY LIMITED BY GUARANTEE`, the RCN, `CHY 21473` / `CHY21473`, an Irish name (`Cúram
//   Leanaí Pobail …`, `Gaillimh`, `Luimneach`); the codice fiscale, `Soc. Coop.` / `Società Cooperativa`, the RUNTS
//   number, `IT…` / the bare number; the OIB, `HR…` / `HR …`, the MBO, `vl.` and the owner's initial.
// - Places: same = one site; neighbouring sites of one operator are other places. Three gates of one campus (one
//   line); three geothermal plants of one field (one line); three cocoa warehouses of one operator, two on one road
//   (one line); three wine estates on one pass (one wine-route line); three locks of one canal, two adjacent in one
//   flight (one line); three huts of one massif (one line); three baths of one city, two below one hill (one line);
//   three beach pavilions, two of one name side by side (one line): all DIFFERENT. Same: an operator's security,
//   asset, warehouse, wine-route, navigation, hut, spa or concession caps line with a site code, a map or pick-up
//   label, the Yoruba, Swahili, Twi, Afrikaans, Italian, German, English or Hungarian name (`Ẹnu-ọ̀nà …`, `Kituo cha
//   umeme wa jotoardhi …`, `Kokoo Dan …`, `… wynlandgoed`, `Rifugio …`, `…-Hütte`, `Gyógyfürdő` / `Thermal Bath` /
//   `Heilbad`), `Èkó` / `Lagos`, `Den Haag` / `The Hague`, a map point a few metres off.
//
// Kinds (each new against the kind names of sets 1-21, checked against the full list of `kind:` names): electronics —
// robot vacuum cleaners by mopping and dock; electric scooters by range and motor; portable power stations by capacity
// and solar kit; action cameras by generation and bundle; mechanical keyboards by switch and layout; smart door locks
// by unlock method; baby monitors by screen and camera count; fitness trackers by generation and display; grocery —
// oat drinks by recipe and carton; pesto by recipe and jar; roasted groundnuts by salt and pack; cereal bars by flavour
// and box; pork sausages by recipe and pack; pasta sauce by recipe and jar; tinned pineapple by cut and tin; cream crackers
// by recipe and pack; home goods — shower curtains by size and liner; clothes drying racks by length and wings; storage jars
// by capacity and set; picture frames by size and colour; curtain poles by length and finish; mattress protectors by
// size and waterproofing; baking trays by size and coating; kitchen knives by blade length; organisation and place —
// the eight families of each above. Ideas left out as kinds of earlier sets or close to them: pressure cookers,
// instant cameras, jump starters, smartwatches, air conditioners, headphones; crisps, ice cream, instant coffee, Vienna
// sausages, mustard, jam, rusks, tomato paste, mayonnaise, olive oil, oats, peri-peri sauce; pillows, ironing boards, toilet seats, shoe
// racks, candles; post offices, mast sites, power stations of a coalfield, mineral springs, windmills, gates of a game
// reserve or old city wall, beaches. Closest to earlier kinds, kept as new: mechanical keyboards (keyboard-and-mouse
// sets), fitness trackers (smartwatches), oat drinks (oats), pork sausages (Vienna sausages), Kenyan matatu Saccos
// (the Saccos of an earlier co-operative kind; here the NTSA licence is the source), geothermal plants (power stations
// of a coalfield), thermal baths (mineral springs of set 21), university gates (gates of a game reserve or city wall).
//
// Writing slips known to the author: the Roborock, Xiaomi, EcoFlow, GoPro, Keychron, Yale, Motorola, Fitbit, Leifheit,
// Kilner, Swish, Silentnight, Tefal and Victorinox references are written from memory and may not be the makers'
// exact ones (some variants, e.g. a Tefal uncoated tray or a Barilla 400 g pesto, may not exist); the Hausa, Yoruba,
// Twi, Fante, Sesotho, Zulu, Irish, Croatian and Afrikaans glosses are an analyst's, not a native speaker's; the
// UNILAG gate names, the Caen Hill lock numbers and every coordinate are approximate; several place sets share one
// phone line on purpose.
//
// What the author READ (exactly): /work/s42-common.md, /work/s42-blind.md; bench/pairs/heldout21.ts (header and code);
// the whole of bench/pairs/heldout21-electronics.ts and heldout21-organisation.ts (its first 190 lines), the place
// file's last 90 lines, the first 60 lines of heldout21-grocery.ts and heldout21-home.ts; bench/pairs-heldout.ts (the
// whole file, to wire the set in); the imports, `readNames`, `UNREAD` and the set-21 block of
// test/bench/pairs-heldout.test.ts; the `kind:` names of bench/pairs/heldout*.ts (a grep printing the kind names only,
// sorted, searched for clashes; the search missed one: a first draft's `mustard by kind and jar` was an earlier kind,
// the pinning test's kind check failed on it, printing only that name, and it was replaced by cream crackers; the
// first draft's home-goods records carried `brand` and `model`, which the field-name check refused, and those fields
// were dropped, the brand staying in each title). What the author did NOT read: anything under src/ or data-files/, the packs, the
// lexicons, test/compare/, the bodies of the earlier sets' family files beyond the lines above, any earlier set's data,
// the README. The engine was never run on this set while it was written; a script filled in the check digits, and the
// test printed only pass or fail and the drawn set's digest. Not yet read.
import { buildPairs, type LabelledPair, type PackFamilies } from './heldout1.js';
import { ELECTRONICS22 } from './heldout22-electronics.js';
import { GROCERY22 } from './heldout22-grocery.js';
import { HOME22 } from './heldout22-home.js';
import { ORGANISATION22 } from './heldout22-organisation.js';
import { PLACE22 } from './heldout22-place.js';

export const SEED22 = 2222;

/** Each pack's families and its target number of pairs (half same, half different). */
export const PACKS22: readonly PackFamilies[] = [
  { pack: 'product_electronics', families: ELECTRONICS22, target: 120 },
  { pack: 'product_grocery', families: GROCERY22, target: 120 },
  { pack: 'product_home_goods', families: HOME22, target: 120 },
  { pack: 'organisation', families: ORGANISATION22, target: 120 },
  { pack: 'place', families: PLACE22, target: 120 },
];

/** Set 22, drawn by set 1's generator from set 22's families; ids start `h22-`. */
export function buildHeldout22(seed = SEED22): LabelledPair[] {
  return buildPairs(PACKS22, seed, 'h22-');
}

export const HELDOUT22: readonly LabelledPair[] = buildHeldout22();
