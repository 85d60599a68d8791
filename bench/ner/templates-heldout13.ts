// Held-out set 13 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's thirteenth set of real-looking text to read the person and place detectors on (issue 13), written
// blind toward kinds of text the twelve earlier headers do not name. Half English web and office text as written in
// Nigeria, Kenya, Ghana, South Africa, the UK and by English-writing expats in the EU: property listings (agents
// and caretakers, streets, estates, `#JustListed` hashtags, agencies named after their founder: `Okafor & Co.
// Estate Agents`), newspaper name notices (Nigerian, Ghanaian and Kenyan `CHANGE OF NAME`, `CONFIRMATION OF NAME`,
// `LOSS OF DOCUMENT` and `CORRECTION OF NAME` notices with names SURNAME GIVEN MIDDLE wholly in capitals, old and new
// name each PER; British deed-poll notices), genealogy forum posts (census transcriptions `Surname, Given`,
// baptism registers, ancestors and their towns), fan fiction (author's notes, `Given/Given` pairing tags, story
// text, wholly lower-case chapters), volunteer rotas (food bank, soup run, flower and cleaning rota in lower case,
// parkrun rosters: names in lists, initials, given names only), clinical letters (referrals, discharge summaries,
// sick notes: patient, doctor, next of kin, hospital ORG, wards named after people LOC), parish bulletins (Mass
// intentions, baptisms, banns, the sick, rooms named like words: `Hope Room`), school prize-giving lists (head girl,
// dux, `SURNAME Given`, trophies named after people), tender and procurement notices (councils and ministries ORG,
// procurement officers, evaluation committees), acknowledgements of theses and books (supervisors, colleagues,
// family in lists), appointment press releases (`X joins from Y`), and tribunal and arbitration decision headers
// (claimant, respondent, judge, commissioner, venue). The other half in the languages and registers of our users,
// in kinds no earlier header names: Yorùbá naming-ceremony announcements (`Ìsọmọlórúkọ`), Hausa market-price
// bulletins, Nigerian Pidgin land-sale notices and warnings, Swahili ward election results, Igbo thanksgiving
// notices (ordination, graduation), Twi harvest (afahyɛ) programmes, isiZulu ward imbizo notices, Afrikaans rugby
// club match reports, German flat adverts (`Nachmieter gesucht`, WG rooms), Dutch permit notices
// (`omgevingsvergunning`), French notary notices (`Étude de Maître X`), Portuguese and Spanish rental listings,
// Italian village festival programmes (`Pro Loco`, `sagra`), Polish parish notices (`ogłoszenia parafialne`),
// isiXhosa umgidi (homecoming) invitations, Sesotho choir competition results, Eʋegbe Hogbetsotso and Ga Homowo
// festival programmes, Krio radio call-in transcripts, Setswana kgotla notices and Sheng estate football league
// banter.
//
// 601 texts (seed 13013): 1,475 PER, 952 LOC and 450 ORG gold spans; every text holds a person or a place. By
// jurisdiction: EU 143, NG 115, ZA 113, GH 96, KE 77, GB 57.
// Kinds of text (34 genres; texts): English — 25 each of property listings, name notices, genealogy forum posts,
// fan fiction, volunteer rotas, clinical letters, parish bulletins, prize-giving lists, tender notices,
// acknowledgements, appointment releases, tribunal decisions; other languages — 14 each of naming ceremonies (yo),
// market bulletins (ha), land notices (pcm), ward results (sw), thanksgiving notices (ig), harvest programmes (tw),
// ward imbizo notices (zu), rugby reports (af), flat adverts (de), permit notices (nl), notary notices (fr),
// rental listings (pt, es), festival programmes (it), parish notices (pl); 13 each of homecoming invitations (xh),
// choir results (st), festival programmes (ee, gaa), radio call-ins (kri), kgotla notices (tn), estate league
// banter (sheng).
// Languages (texts): English 300 (49.9 %); Yorùbá, Hausa, Nigerian Pidgin (`pcm`), Swahili, Igbo, Twi, isiZulu,
// Afrikaans, German, Dutch, French, Portuguese, Spanish, Italian, Polish 14 each; isiXhosa, Sesotho, Eʋegbe (`ee`),
// Ga (`gaa`), Krio (`kri`), Setswana (`tn`), Sheng 13 each. The author writes English, French, German, Dutch,
// Portuguese, Spanish and Italian well, Pidgin, Swahili, Sheng and Afrikaans fairly, the others less well: those
// texts are short and formulaic (who announces, who chairs, who won, where), as notices and programmes are. The
// counts are pinned by test/bench/ner-generate.test.ts.
// Writing slips known before the reading (labels untouched): names are drawn without sex, so `she` or `Ms`,
// `Vormieterin`, `Hajiya`, `Mama`, `Kgosi` can sit beside a name of the other sex, and `Mutua Kariuki` may marry
// `Mwangi Njoroge`; places within a jurisdiction are paired at random (a Lagos street in Kano's tender, `El Carmen`
// as a zone of Zaragoza, a hashtag of one area under a listing in another); English texts in the EU draw mixed expat
// names and places from several EU countries; the Krio call-ins are filed under GB and GH (no Sierra Leone
// jurisdiction) with British or Ghanaian names and Freetown places; names within a text may share a given name
// (two different `Harry`s); the `CORRECTION OF NAME` misspelling drops the surname's last letter, whatever it is.
//
// Author: an engineer of the project (session s27-prose13), writing as the thirteenth independent author. Read:
// /work/s27-common.md, the blind brief and its own brief, bench/ner/generate.ts (set 13 is one more row of
// `NER_SETS`, seed 13013; it reuses `nerContext` and `buildNerSetWith`), the first 120 lines of
// bench/ner-heldout.ts (the scoring), the header comment of templates-heldout12.ts and, for the TypeScript shape of
// a template, its list and name-helper lines and first template; the first 22 lines of the headers of
// templates-heldout9.ts to templates-heldout11.ts (their kinds), and test/bench/ner-generate.test.ts (its opening
// and set 12's block). NOT read: src/, lexicons, packs, test/detect/, the README's paragraphs, the bodies of the
// earlier templates, bench/data/ner-*.jsonl of the earlier sets, dev-african.ts, judgments-dev.ts, any UNER file.
// The detectors and the bench were never run on this set while it was written. Every person is fictional: given
// names and surnames are combined at random (the people some streets, hospitals, universities and wards are named
// after are real, and appear only inside those names).
//
// Read once on 1a54423f (the session's start; this branch changes no detector code) by its author, after the set
// was committed as 14cf8ba0 (`npm run bench:ner-heldout -- --file bench/data/ner-heldout13.jsonl --errors 3000`, both
// backends in that one run; 601 texts, 1475 PER, 952 LOC), IoU >= 0.5 (exact F1): `auto` PER P 0.779 R 0.896 F1
// 0.834 (exact 0.644), LOC P 0.815 R 0.664 F1 0.732 (exact 0.706), organisations read as a person 41, as a place 45;
// `basic` PER P 0.754 R 0.867 F1 0.807 (exact 0.629), LOC P 0.696 R 0.536 F1 0.605 (exact 0.579), organisations read
// as a person 60, as a place 66. English alone: `auto` PER 0.856 (P 0.820 R 0.897), LOC 0.719 (P 0.810 R 0.647);
// `basic` PER 0.824 (P 0.795 R 0.856), LOC 0.576 (P 0.646 R 0.520). Of `auto`'s 473 misses 212 and of its 518 false
// alarms 271 fall in the half not in English (`basic`: 280 of 638, 309 of 640).
// Per genre (`auto`, F1 PER / LOC): volunteer rotas 0.616 / 0.519 (PER R 0.659: `Pieter & Lerato` read as one
// span, `Eleanor, Oliver` likewise; weekday abbreviations `Mon`, `Sun` and `ROTA` as places or persons), property
// listings 0.700 / 0.525 (PER P 0.549: the founder in `Ṣódípọ̀ & Co. Estate Agents` and `Co` read as persons,
// `Borehole`, `ono` as PER or LOC; streets after `off`, `semi-detached,` and `3rd floor,` missed), genealogy 0.757 /
// 0.893 (census `Surname, Given` read as two persons or as the given name alone; a town at a line's head as PER),
// fan fiction 0.863 / 0.805 (pairing tags `Kofi/Nii`, lower-case chapters, `Chelsea`, `Florence`, `Paris` in `X is
// mentioned once` read as places or persons — gold has them no span there), parish bulletins 0.947 / 0.383 (LOC
// R 0.300: `Avenue Louise` split, `Faith Room`/`Hope Room`, `Arthur's Seat` read as `Arthur`; `Cakes to Paris` read
// as a place), clinical letters 0.905 / 0.675 (`Seacole Ward`, `Florence Ward` as PER; `Inkosi Albert Luthuli` of
// the hospital as PER; street after a house number missed), prize-giving 0.949 / 0.737 (`Dux` as PER, `Madina`
// grounds as PER), tender notices 0.886 / 0.714 (`Supply Chain Office` as a place; councils `eThekwini
// Municipality`, `Câmara Municipal de Lisboa` as persons), appointment releases 0.922 / 0.875 (`Spencer` of `Marks &
// Spencer`, `Vodacom`, `Julius Berger` as persons), name notices 0.991 / 0.714 (SURNAME GIVEN MIDDLE in capitals is
// found by `auto`, not by `basic`: 0.833), tribunal decisions 0.945 / 0.820 (`Respondent: Halifax`, `Standard
// Bank` as places), acknowledgements 0.938 / 0.807; flat adverts 0.649 / 0.600 (German `OG, Balkon`, `Vormieterin`,
// `Katze Mimi`, `Verkaufe Einbauküche`, `Nähe Englischer Garten` as persons; streets before a house number missed),
// ward imbizo 0.642 / 0.681 (`Umhlangano`, `Umbhali` as persons, `uNokuthula` and `Lwazi` of `noLwazi` missed), festival
// programmes (it) 0.718 / 0.773 (`Festa`, `Sabato`, `Loco di Lecce` as persons), parish notices (pl) 0.778 / 0.706
// (`Zapowiedzi`, `Kancelaria`, `OGŁOSZENIA PARAFIALNE`, `Jakuba` of `Parafia św. Jakuba` as persons; `ul. X`
// streets missed), rental listings pt 0.596 / 0.667 and es 0.708 / 0.612 (`Sra. X da Y Imobiliária` read as one
// person; `Mercado`, `Jardim`, `Gracia`, `Constitución` cut out of `Mercado do Bolhão`, `Paseo de Gracia`),
// homecoming invitations (xh) 0.692 / 0.968 (`Umgidi kaThemba` whole, the name after `ka` missed), thanksgiving
// notices (ig) 0.687 / 0.828 (`Ụmụnna Eze`, `Ezinụlọ Okonkwo` whole), harvest programmes (tw) 0.773 / 0.723 (Twi
// field labels `Ɔkyerɛkyerɛfo`, `Dwom`, `Yɛsrɛ` as persons; `Ho` missed), Homowo programmes (gaa) 0.720 / 0.811
// (`Homowo`, `Ablekuma` as persons, `La` missed), Eʋegbe festival programmes 0.800 / 0.538 (`Ŋkeke`, `Fiaga`,
// `Nyagbla` as persons; towns after `Du` missed), estate league (sheng) 0.824 / 0.818 (`Sato` as PER, parks as
// PER), kgotla notices (tn) 0.979 / 0.743 (`Labotlhano`, Friday, as a place), land notices (pcm) 0.840 / 0.500,
// ward results (sw) 0.917 / 0.754 (`Afisa`, `Huru`, `Kura`, `Wakala` as persons or places); market bulletins (ha)
// 1.000 / 0.933, notary notices (fr) 1.000 / 0.828, rugby reports (af) 0.937 / 0.889 (`op George` read as a person),
// radio call-ins (kri) 0.909 / 0.837, naming ceremonies (yo) 0.880 / 0.788, choir results (st) 0.880 / 0.769,
// permit notices (nl) 0.800 / 0.681 (`Grote Markt` as PER; `Activiteit`, `Aanvrager` as persons).
// Kinds of misses and false alarms (`auto`): names in lists joined by `&` or `,` (rotas, committees, census lines)
// are read as one span or cut; capitalised field labels, weekday abbreviations and headers (`Mon`, `Sun`,
// `Dux`, `ROTA`, `Umhlangano`, `Zapowiedzi`, `Festa`, `Labotlhano`, `Ɔkyerɛkyerɛfo`, `Fiaga`, `Afisa`) are the main
// false alarms of both halves; organisations that hold a person's or a place's name (`Marks & Spencer`, `X & Co.
// Estate Agents`, `Julius Berger`, `MTN Nigeria`, `Ecobank Ghana`, `Gemeente Amsterdam`, `City of Johannesburg`,
// `Queen's College`) yield their person or place part; streets after a house number, `off`, `of`, `ku-`, `aan de`,
// `przy` and in address lines, landmarks after `near`, `iko`, `kwenye uwanja wa`, and rooms and wards named after
// people or words make most LOC misses; a given name that is a word or a place (`Paris`, `Jordan`, `Brooklyn`,
// `Precious`, `Marvellous`) is missed 17 times of 24 and read as a place 7 times; a title or kinship word glued to
// the name (`Sra.`, `Dr P.`, `Inspector`, `Ɔbaapanin`, `Ụmụnna`, `Ezinụlọ`, `Umgidi ka-`) costs a miss and a false
// alarm each.
// Writing slips found by the reading (labels and templates untouched): in 5 genealogy posts (`My great-grandmother
// Bram Sousa`) a married name was written as two gold PER spans (one person's given name and another's surname) where
// one span `Bram Sousa` was meant — 5 misses and up to 5 false alarms that are the set's fault; `Ụmụnna X` (X's
// kindred) and `Ezinụlọ X` (X's family) have only the surname as PER, which another analyst might mark as a group
// (ORG) or leave; the place in `Cakes to Paris by Friday` is a word-like given name (PER) that reads naturally as a
// city; `Supply Chain Office` (an office's generic name) is no span by choice.
//
// Grain (as the earlier headers): a title (`Mr`, `Ms`, `MRS`, `Dr`, `Prof.`, `Fr`, `Hon.`, `Nurse`, `Rev. Fr.`,
// `Malam`, `Hajiya`, `Oga`, `Ichie`, `Mazị`, `Osofo`, `Ɔpanin`, `Togbe`, `Mama`, `Nuumo`, `Wulomo`, `Ntate`, `Mme`,
// `Rre`, `Kgosi`, `Tata`, `Mnr.`, `Maître`, `Me`, `Sra.`, `Dña.`, `don`, `Ks.`, `p.`, `dhr.`, `mw.`, `Bi.`,
// `Mheshimiwa`, `Frau`, `Coach`, `Ref`) stays outside the PER span, a possessive `'s` too; the isiZulu and isiXhosa
// noun-class prefix glued to a name or a locative glued to a place stays inside (`uSipho`, `eMthatha`,
// `eUmlazi`), the isiXhosa possessive `ka`, the isiZulu `no` (and, with) before a name and `ku-`, `ze`, `ne` before a
// place or an organisation stay outside; a street is LOC without its house number; a city after a street is its own
// LOC; an organisation is ORG whole, even when it holds a person's or a place's name (`Fourie & Associates`,
// `Kenyatta National Hospital`, `Gemeente Utrecht`, `Pro Loco di Siena`, `Kilimani Stars`); hospital wards and
// parish rooms are LOC
// (`Seacole Ward`, `Hope Room`); a trophy, cup or prize named after a person (`the Okafor Memorial Cup`), a pet
// (`Mimi`), a car, @handles, hashtags, usernames and months are no span; a pairing tag `Amara/Tunde` is two PER
// spans; the old and the new name in a name notice are each PER, also when they are the same person.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';
import type { Jurisdiction } from './templates-heldout1.js';

type Region13 = 'yo' | 'ig' | 'ha' | 'ke' | 'gh' | 'za' | 'af' | 'gb' | 'fr' | 'de' | 'nl' | 'pl' | 'pt' | 'es' | 'it';

interface Places13 {
  city: readonly string[];
  area: readonly string[];
  street: readonly string[];
  landmark: readonly string[];
  hospital: readonly string[];
  school: readonly string[];
  church: readonly string[];
  firm: readonly string[];
  council: readonly string[];
}

const GIVEN13: Readonly<Record<Region13, readonly string[]>> = {
  yo: ['Adéwálé', 'Bọ́lá', 'Olúwaṣeun', 'Tòmíwá', 'Fọláṣadé', 'Adémọ́lá', 'Yétúndé', 'Kẹ́hìndé', 'Ayọ̀dèjì', 'Mọ́túnráyọ̀', 'Ìbùkún', 'Dàmọ́lá'],
  ig: ['Chukwuemeka', 'Ngozi', 'Obinna', 'Adaeze', 'Ifeanyi', 'Chiamaka', 'Nnamdi', 'Uchenna', 'Ebuka', 'Chinwe', 'Somtochukwu', 'Ogechi'],
  ha: ['Abubakar', 'Zainab', 'Sani', 'Hadiza', 'Musa', 'Aisha', 'Usman', 'Fatima', 'Bashir', 'Halima', 'Lawal', 'Rakiya'],
  ke: ['Wanjiru', 'Otieno', 'Kiprotich', 'Akinyi', 'Mwangi', 'Njeri', 'Kamau', 'Chebet', 'Wafula', 'Nafula', 'Mutua', 'Atieno'],
  gh: ['Kwabena', 'Akosua', 'Yaw', 'Efua', 'Kofi', 'Ama', 'Selorm', 'Esi', 'Nii', 'Adjoa', 'Kwame', 'Dzifa'],
  za: ['Sipho', 'Thandeka', 'Lwazi', 'Nomvula', 'Themba', 'Zanele', 'Bongani', 'Lerato', 'Mpho', 'Ayanda', 'Sibusiso', 'Nokuthula'],
  af: ['Pieter', 'Annelie', 'Johan', 'Marike', 'Hendrik', 'Elmarie', 'Riaan', 'Suné', 'Wouter', 'Carla'],
  gb: ['Oliver', 'Charlotte', 'Harry', 'Imogen', 'Callum', 'Siobhan', 'Gareth', 'Eleanor', 'Rhys', 'Priya', 'Declan', 'Bethany'],
  fr: ['Camille', 'Théo', 'Élodie', 'Mathieu', 'Inès', 'Julien', 'Margaux', 'Arnaud'],
  de: ['Lukas', 'Annika', 'Jürgen', 'Franziska', 'Matthias', 'Leonie', 'Stefan', 'Birgit'],
  nl: ['Sanne', 'Daan', 'Femke', 'Joost', 'Maartje', 'Thijs', 'Lotte', 'Bram'],
  pl: ['Katarzyna', 'Tomasz', 'Agnieszka', 'Paweł', 'Magdalena', 'Krzysztof', 'Zofia', 'Łukasz'],
  pt: ['João', 'Inês', 'Rui', 'Mariana', 'Tiago', 'Beatriz', 'Gonçalo', 'Leonor'],
  es: ['Javier', 'Lucía', 'Álvaro', 'Carmen', 'Sergio', 'Nuria', 'Iñigo', 'Pilar'],
  it: ['Giulia', 'Matteo', 'Chiara', 'Lorenzo', 'Francesca', 'Davide', 'Alessia', 'Stefano'],
};

const SURNAME13: Readonly<Record<Region13, readonly string[]>> = {
  yo: ['Adébáyọ̀', 'Ògúnlẹ́yẹ', 'Àjàyí', 'Olúwọlé', 'Fáṣọlá', 'Oyèlárán', 'Akínwùmí', 'Ṣódípọ̀', 'Bámidélé', 'Ọdúnṣì'],
  ig: ['Okonkwo', 'Eze', 'Nwosu', 'Okafor', 'Obi', 'Chukwu', 'Nwachukwu', 'Onyeka', 'Ugwu', 'Anyanwu'],
  ha: ['Bello', 'Abdullahi', 'Garba', 'Danjuma', 'Yakubu', 'Suleiman', 'Idris', 'Tanko', 'Shehu', 'Gambo'],
  ke: ['Kariuki', 'Odhiambo', 'Kipchoge', 'Wambui', 'Ochieng', 'Njoroge', 'Mutiso', 'Wekesa', 'Kiplagat', 'Omondi'],
  gh: ['Mensah', 'Asante', 'Owusu', 'Agyeman', 'Boateng', 'Quaye', 'Adjei', 'Tetteh', 'Agbeko', 'Ofori'],
  za: ['Dlamini', 'Nkosi', 'Mokoena', 'Ndlovu', 'Khumalo', 'Mahlangu', 'Molefe', 'Zulu', 'Mthembu', 'Sithole'],
  af: ['van der Merwe', 'Botha', 'Pretorius', 'du Plessis', 'Venter', 'Steyn', 'Coetzee', 'Fourie', 'Joubert', 'le Roux'],
  gb: ['Thompson', 'Hughes', 'Fletcher', 'Gallagher', 'Patel', 'Evans', 'Whitworth', 'Morrison', 'Ashworth', 'Doyle'],
  fr: ['Lefebvre', 'Moreau', 'Girard', 'Dubois', 'Fontaine', 'Mercier', 'Lambert', 'Rousseau'],
  de: ['Schneider', 'Hoffmann', 'Becker', 'Wagner', 'Krüger', 'Zimmermann', 'Hartmann', 'Neumann'],
  nl: ['de Vries', 'Bakker', 'Visser', 'Jansen', 'van Dijk', 'Smit', 'Mulder', 'de Boer'],
  pl: ['Nowak', 'Wiśniewski', 'Kamińska', 'Lewandowski', 'Zielińska', 'Wójcik', 'Kaczmarek', 'Mazur'],
  pt: ['Ferreira', 'Carvalho', 'Sousa', 'Pereira', 'Rodrigues', 'Almeida', 'Lopes', 'Marques'],
  es: ['García', 'Fernández', 'Navarro', 'Ruiz', 'Morales', 'Ortega', 'Castillo', 'Domínguez'],
  it: ['Rossi', 'Esposito', 'Bianchi', 'Romano', 'Ferrari', 'Greco', 'Conti', 'Marino'],
};

/** Given names that are also words, months or places: PER wherever they name a person. */
export const WORD_GIVEN13: readonly string[] = ['Florence', 'Austin', 'Chelsea', 'Paris', 'June', 'Georgia', 'Jordan', 'Israel', 'Kenya', 'Brooklyn', 'Hope', 'Faith', 'Goodluck', 'Precious', 'Sunday', 'Blessing', 'Summer', 'Marvellous'];

const PLACES13: Readonly<Record<Jurisdiction, Places13>> = {
  NG: {
    city: ['Lagos', 'Ibadan', 'Enugu', 'Kano', 'Abuja', 'Onitsha', 'Abeokuta', 'Owerri', 'Kaduna', 'Jos'],
    area: ['Ikeja', 'Surulere', 'Yaba', 'Lekki', 'Gwarinpa', 'Wuse', 'Bodija', 'Ogui', 'Sabon Gari', 'Rumuola'],
    street: ['Adeola Odeku Street', 'Ogunlana Drive', 'Allen Avenue', 'Aminu Kano Crescent', 'Zik Avenue', 'Herbert Macaulay Way', 'Opebi Road', 'Ogui Road', 'Murtala Mohammed Way', 'Awolowo Road'],
    landmark: ['Tafawa Balewa Square', 'Olumo Rock', 'Zuma Rock', 'Eko Bridge', 'Kurmi Market', 'Ojota Park', 'Cocoa House', 'Millennium Park'],
    hospital: ['Lagos University Teaching Hospital', 'University College Hospital', 'Aminu Kano Teaching Hospital', 'Federal Medical Centre Owerri', 'Reddington Hospital'],
    school: ['Obafemi Awolowo University', 'University of Lagos', 'Ahmadu Bello University', "Queen's College", 'Federal Government College Enugu'],
    church: ['Christ Apostolic Church', "St. Dominic's Catholic Church", 'Redeemed Christian Church of God', 'Cathedral Church of Christ', 'Holy Ghost Cathedral'],
    firm: ['Dangote Cement', 'MTN Nigeria', 'Julius Berger', 'Nigerian Breweries', 'First Bank of Nigeria', 'Zenith Bank'],
    council: ['Lagos State Government', 'Ikeja Local Government', 'Kano State Ministry of Health', 'Federal Capital Territory Administration'],
  },
  KE: {
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos', 'Kitale', 'Kakamega'],
    area: ['Westlands', 'Kilimani', 'Githurai', 'Kasarani', 'Rongai', 'Eastleigh', 'Kileleshwa', 'Nyali', 'Umoja', 'Kahawa West'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Ngong Road', 'Waiyaki Way', 'Thika Road', 'Kimathi Street', 'Biashara Street', 'Oginga Odinga Street', 'Jogoo Road', 'Lang’ata Road'],
    landmark: ['Uhuru Park', 'Fort Jesus', 'Karura Forest', 'Jeevanjee Gardens', 'Kenyatta International Convention Centre', 'Nairobi National Park', 'Dunga Beach'],
    hospital: ['Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Aga Khan University Hospital', 'Coast General Hospital', 'Mater Hospital'],
    school: ['University of Nairobi', 'Kenyatta University', 'Moi University', 'Alliance High School', 'Strathmore University'],
    church: ['All Saints Cathedral', 'Holy Family Basilica', 'PCEA St Andrew’s Church', 'Nairobi Chapel', 'Jamia Mosque'],
    firm: ['Safaricom', 'Kenya Power', 'Equity Bank', 'Bidco Africa', 'KCB Group', 'East African Breweries'],
    council: ['Nairobi City County', 'Kisumu County Government', 'County Government of Nakuru', 'Kenya Rural Roads Authority'],
  },
  GH: {
    city: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Ho', 'Koforidua', 'Sunyani', 'Tema', 'Techiman'],
    area: ['Osu', 'Madina', 'Adenta', 'Kaneshie', 'Dansoman', 'Asokwa', 'Bantama', 'Labadi', 'Teshie', 'Dzorwulu'],
    street: ['Oxford Street', 'Liberation Road', 'Kojo Thompson Road', 'Spintex Road', 'Castle Road', 'Independence Avenue', 'Prempeh II Street', 'Harper Road'],
    landmark: ['Kwame Nkrumah Memorial Park', 'Makola Market', 'Kejetia Market', 'Labadi Beach', 'Black Star Square', 'Cape Coast Castle', 'Manhyia Palace'],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Ridge Hospital', 'Tamale Teaching Hospital', '37 Military Hospital'],
    school: ['University of Ghana', 'Kwame Nkrumah University of Science and Technology', 'Achimota School', 'Mfantsipim School', 'University of Cape Coast'],
    church: ['Holy Spirit Cathedral', 'Wesley Methodist Cathedral', 'Christ the King Parish', 'Presbyterian Church of Ghana', 'Calvary Baptist Church'],
    firm: ['MTN Ghana', 'Ghana Commercial Bank', 'Kasapreko', 'Ghana Water Company', 'Melcom', 'Ecobank Ghana'],
    council: ['Accra Metropolitan Assembly', 'Kumasi Metropolitan Assembly', 'Ho Municipal Assembly', 'Ghana Highway Authority'],
  },
  ZA: {
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Gqeberha', 'Bloemfontein', 'Polokwane', 'East London', 'Pietermaritzburg', 'Mthatha'],
    area: ['Soweto', 'Umlazi', 'Khayelitsha', 'Sandton', 'Mamelodi', 'Rondebosch', 'Tembisa', 'Hatfield', 'Berea', 'Sunnyside'],
    street: ['Vilakazi Street', 'Jan Smuts Avenue', 'Long Street', 'Florida Road', 'Commissioner Street', 'Voortrekker Road', 'Main Road', 'Beach Road', 'Govan Mbeki Avenue', 'Church Street'],
    landmark: ['Table Mountain', 'Union Buildings', 'Moses Mabhida Stadium', 'Constitution Hill', 'Hector Pieterson Memorial', 'Cape Point', 'Durban Botanic Gardens'],
    hospital: ['Chris Hani Baragwanath Academic Hospital', 'Groote Schuur Hospital', 'Inkosi Albert Luthuli Central Hospital', 'Steve Biko Academic Hospital', 'Netcare Milpark Hospital'],
    school: ['University of the Witwatersrand', 'University of Cape Town', 'Walter Sisulu University', 'Stellenbosch University', 'Durban University of Technology'],
    church: ['Regina Mundi Catholic Church', "St George's Cathedral", 'Zion Christian Church', 'NG Gemeente Moreleta', 'Methodist Church of Southern Africa'],
    firm: ['Shoprite', 'Eskom', 'Standard Bank', 'Vodacom', 'Pick n Pay', 'Sasol'],
    council: ['City of Johannesburg', 'eThekwini Municipality', 'City of Cape Town', 'Buffalo City Metro'],
  },
  GB: {
    city: ['Manchester', 'Leeds', 'Bristol', 'Glasgow', 'Cardiff', 'Birmingham', 'Leicester', 'Norwich', 'Reading', 'Bath'],
    area: ['Moss Side', 'Headingley', 'Peckham', 'Clifton', 'Handsworth', 'Roath', 'Jesmond', 'Brixton', 'Toxteth', 'Harehills'],
    street: ['Oxford Road', 'Wilmslow Road', 'Cowley Road', 'Stokes Croft', 'Lord Street', 'Princes Street', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Station Road'],
    landmark: ['Hampstead Heath', "Arthur's Seat", 'Clifton Suspension Bridge', 'Roundhay Park', 'Heaton Park', 'Albert Dock', 'Cardiff Castle', 'Tower Bridge'],
    hospital: ['Leeds General Infirmary', "St Thomas' Hospital", 'Manchester Royal Infirmary', 'Queen Elizabeth Hospital Birmingham', 'Southmead Hospital'],
    school: ['University of Leeds', 'Cardiff University', "King's College London", 'University of Bristol', 'Leicester College'],
    church: ["St Anne's Parish Church", 'Holy Trinity Church', 'Our Lady of Lourdes', 'Brixton Methodist Church', "St Aidan's RC Church"],
    firm: ['Greggs', 'Halifax', 'Marks & Spencer', 'Severn Trent', 'John Lewis', 'Sainsbury’s'],
    council: ['Leeds City Council', 'Bristol City Council', 'Manchester City Council', 'Cardiff Council'],
  },
  EU: {
    city: ['Amsterdam', 'Rotterdam', 'Berlin', 'Hamburg', 'Lyon', 'Lisbon', 'Porto', 'Madrid', 'Valencia', 'Kraków', 'Milan', 'Brussels'],
    area: ['De Pijp', 'Kreuzberg', 'Prenzlauer Berg', 'Alfama', 'Malasaña', 'Kazimierz', 'Navigli', 'Ixelles', 'Croix-Rousse', 'Ruzafa'],
    street: ['Prinsengracht', 'Oranienstraße', 'Rue de la République', 'Rua Augusta', 'Calle de Alcalá', 'ulica Floriańska', 'Via Torino', 'Avenue Louise', 'Witte de Withstraat', 'Schönhauser Allee'],
    landmark: ['Vondelpark', 'Tempelhofer Feld', 'Parc de la Tête d’Or', 'Praça do Comércio', 'Retiro Park', 'Wawel Castle', 'Duomo di Milano', 'Grand-Place'],
    hospital: ['Charité', 'Hospital de Santa Maria', 'Hôpital Édouard Herriot', 'Amsterdam UMC', 'Ospedale Niguarda'],
    school: ['Humboldt University', 'Universidade de Lisboa', 'Jagiellonian University', 'Vrije Universiteit Amsterdam', 'Université Lyon 2'],
    church: ['Westerkerk', 'Sé de Lisboa', 'Kościół Mariacki', 'Sint-Goedelekathedraal', 'Basilica di Sant’Ambrogio'],
    firm: ['Philips', 'Deutsche Bahn', 'Galp', 'Inditex', 'Orlen', 'Heineken'],
    council: ['Gemeente Amsterdam', 'Bezirksamt Friedrichshain-Kreuzberg', 'Câmara Municipal de Lisboa', 'Ayuntamiento de Madrid'],
  },
};

const REGIONS13: Readonly<Record<Jurisdiction, readonly Region13[]>> = {
  NG: ['yo', 'ig', 'ha'],
  KE: ['ke'],
  GH: ['gh'],
  ZA: ['za', 'af'],
  GB: ['gb'],
  EU: ['fr', 'de', 'nl', 'pl', 'pt', 'es', 'it'],
};

const MONTHS13 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

const mark = (t: string) => (s: string) => `[[${t}:${s}]]`;
const L = mark('LOC');
const O = mark('ORG');
const Pm = mark('PER');

export const HELDOUT13_LISTS: NerLists<Jurisdiction, Region13, Places13> = {
  given: GIVEN13,
  surname: SURNAME13,
  wordNames: WORD_GIVEN13,
  places: PLACES13,
  regionsOf: REGIONS13,
  months: MONTHS13,
  loc: L,
  org: O,
};

type C = NerContext<Jurisdiction, Region13, Places13>;
type T = NerTemplateOf<C>;

export type NameForm13 = 'full' | 'gs' | 'g' | 's' | 'caps' | 'lower' | 'init' | 'sfirst' | 'sCaps' | 'sComma' | 'allCaps';

/** A person written in one form (the span's text, unmarked). */
export function nm13(p: NerPerson, form: NameForm13): string {
  const gs = `${p.given} ${p.surname}`;
  switch (form) {
    case 'full':
      return p.middle ? `${p.given} ${p.middle} ${p.surname}` : gs;
    case 'gs':
      return gs;
    case 'g':
      return p.given;
    case 's':
      return p.surname;
    case 'caps':
      return gs.toUpperCase();
    case 'lower':
      return gs.toLowerCase();
    case 'init':
      return `${[...p.given][0]!}. ${p.surname}`;
    case 'sfirst':
      return `${p.surname} ${p.given}`;
    case 'sCaps':
      return `${p.surname.toUpperCase()} ${p.given}`;
    case 'sComma':
      return `${p.surname}, ${p.given}`;
    case 'allCaps':
      // Surname first, every name in capitals, as Nigerian and Ghanaian change-of-name notices print them.
      return `${p.surname} ${p.given}${p.middle ? ` ${p.middle}` : ''}`.toUpperCase();
  }
}

const per = (c: C, form: NameForm13, region?: Region13, word = false): string => Pm(nm13(c.person(region, word), form));
const per2 = (c: C, region?: Region13, word = false): [NerPerson, (f: NameForm13) => string] => {
  const p = c.person(region, word);
  return [p, (f) => Pm(nm13(p, f))];
};
const num = (c: C): string => `${c.int(1, 28)}/${c.int(1, 12)}/${c.int(2019, 2025)}`;
const time = (c: C): string => `${c.int(7, 19)}:${c.pick(['00', '15', '30', '45'])}`;
const low = (s: string): string => s.toLowerCase();
const lowPer = (c: C, form: NameForm13, region?: Region13): string => Pm(low(nm13(c.person(region), form)));
/** Two different values of one place kind, marked LOC. */
function two(c: C, kind: 'city' | 'area' | 'street' | 'landmark'): [string, string] {
  const a = c.raw(kind);
  const b = c.pick(c.pl[kind].filter((x) => x !== a));
  return [L(a), L(b)];
}
/** A firm named after its founder (`Okafor & Partners`): ORG whole, the person inside it no span. */
const eponym = (c: C, kind: string): string => O(`${c.person().surname} ${kind}`);

/** Trophies, cups and prizes named after people: no span (an object, like a dish). */
const TROPHY = (c: C): string => `the ${c.person().surname} ${c.pick(['Memorial Cup', 'Shield', 'Prize', 'Trophy', 'Award'])}`;

// ---------------------------------------------------------------- English web and office text (about half)
const realEstate: T = {
  genre: 'property-listing',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, a] = per2(c);
    const cur = { NG: '₦', KE: 'KSh', GH: 'GH₵', ZA: 'R', GB: '£', EU: '€' }[c.j];
    return c.pick([
      () => `FOR SALE — 3 bed semi-detached, ${c.L('street')}, ${c.L('area')}. ${cur}${c.int(2, 90)}m ono. Walking distance to ${c.L('landmark')} and ${c.O('school')}. Viewing strictly by appointment: ${a('gs')}, ${eponym(c, '& Co. Estate Agents')}.`,
      () => `TO LET: bright 2-bed flat on the 3rd floor, ${c.L('street')}, ${c.L('city')}. Borehole, prepaid meter, BQ. Landlord lives abroad; ${a('init')} (caretaker) shows the flat Mon–Sat. Call or WhatsApp, no agents pls.`,
      () => `Just listed!! Stunning family home in ${c.L('area')} 🏡 4 bed, 3 bath, pool, double garage. Minutes from ${c.L('landmark')}. Contact ${a('g')} on the listing or pop into our ${c.L('city')} office. #JustListed #${c.raw('area').replace(/\s/gu, '')}`,
      () => `Plot of land, 600 sqm, fenced, C of O ready, behind ${c.O('church')}, off ${c.L('street')}. Family land, signatories ${per(c, 'gs')} and ${per(c, 'gs')}. Survey by ${eponym(c, 'Surveys Ltd')}.`,
      () => `Price reduced — character cottage off ${c.L('street')}. Garden backs onto the river, ${c.pick(['June', 'May', 'August'])} completion possible. Agent: ${a('sComma')} (Sales Negotiator). Buyers must show proof of funds.`,
    ])();
  },
};

const changeOfName: T = {
  genre: 'name-notice',
  lang: 'en',
  fills: 25,
  js: ['NG', 'GH', 'NG', 'GB', 'KE', 'NG'],
  make: (c) => {
    const p = c.person();
    const maiden = c.person().surname;
    const pre = c.pick(['MISS', 'MRS', 'MR', '']);
    const old = `${maiden.toUpperCase()} ${p.given.toUpperCase()}${p.middle ? ` ${p.middle.toUpperCase()}` : ''}`;
    const nw = nm13(p, 'allCaps');
    const loc = c.L('city');
    if (c.j === 'GB')
      return c.pick([
        () => `NOTICE is hereby given that ${Pm(nm13(p, 'full').toUpperCase())} of ${c.int(2, 190)} ${c.L('street')}, ${loc}, a British citizen, has by a Deed Poll dated ${c.date()} renounced and abandoned the surname of ${Pm(maiden.toUpperCase())} and assumed the surname of ${Pm(p.surname.toUpperCase())}.`,
        () => `DEED POLL — I, ${Pm(nm13(p, 'gs'))}, formerly known as ${Pm(`${p.given} ${maiden}`)}, of ${c.L('area')}, ${loc}, give notice that I have changed my name. Witnessed by ${per(c, 'gs')}, solicitor, ${eponym(c, '& Partners LLP')}.`,
      ])();
    return c.pick([
      () => `CHANGE OF NAME\nI, formerly known and addressed as ${pre} ${Pm(old)}, now wish to be known and addressed as ${pre === 'MISS' ? 'MRS' : pre} ${Pm(nw)}. All former documents remain valid. ${c.O('firm')} and the general public should please take note.`.replace(/ {2}/gu, ' '),
      () => `CONFIRMATION OF NAME\nI, ${Pm(nw)} and ${Pm(old)} are one and the same person. Now wish to be known and addressed as ${Pm(nw)}. ${c.O('school')}, ${c.O('council')} and the general public please take note.`,
      () => `LOSS OF DOCUMENT: This is to notify the general public that the original land certificate of the property at ${c.int(1, 60)} ${c.L('street')}, ${c.L('area')}, ${loc}, in the name of ${Pm(nw)}, got missing around ${c.L('landmark')}. If found, return to the nearest police station or ${c.O('firm')}.`,
      () => `CORRECTION OF NAME: I, ${Pm(old)}, wrongly written as ${Pm(`${p.given.toUpperCase()} ${maiden.toUpperCase().slice(0, -1)}`)} in my certificate from ${c.O('school')}, now wish to be known as ${Pm(old)}. General public please note.`,
    ])();
  },
};

const genealogy: T = {
  genre: 'genealogy-forum',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, a] = per2(c);
    const [, b] = per2(c);
    const y = c.int(1860, 1935);
    const [t1, t2] = two(c, 'city');
    return c.pick([
      () => `Re: ${a('s')} family of ${t1}\nLooking for descendants of ${a('full')} (b. c.${y}, ${t1}) who married ${b('gs')} at ${c.O('church')} in ${y + 22}. Their son ${per(c, 'g')} moved to ${t2} and worked for ${c.O('firm')}. Any leads appreciated — posted by rootsdigger77`,
      () => `Census transcription, ${y + 30}, ${c.L('area')}:\n${Pm(nm13(c.person(), 'sComma'))} — head — ${c.int(30, 60)} — labourer — born ${t1}\n${b('sComma')} — wife — ${c.int(25, 55)} — born ${t2}\nDoes anyone recognise the household? The enumerator spelt everything oddly.`,
      () => `Brick wall!! My great-grandmother ${a('g')} ${b('s')} appears in ${t1} records until ${y + 40} then vanishes. Family story says she went to ${t2} with a man called ${per(c, 'g')}. DNA match with someone surnamed ${per(c, 's')} in ${c.L('city', 'GB')}?`,
      () => `Found it! Baptism register, ${c.O('church')}: "${a('gs')}, son of ${b('g')} and ${per(c, 'g')}, of ${c.L('street')}". Thanks to ${per(c, 'g')} on here for pointing me at the parish chest.`,
    ])();
  },
};

const fanFiction: T = {
  genre: 'fan-fiction',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, a] = per2(c);
    const [, b] = per2(c);
    return c.pick([
      () => `A/N: sorry for the wait!! beta'd by @inkandbiscuits, all mistakes mine. Ch. 7 — in which ${a('g')} finally says it.\n\n${a('g')} pushed open the door of the café on ${c.L('street')} and there was ${b('g')}, soaked from the ${c.L('city')} rain, pretending not to wait.`,
      () => `Tags: ${a('g')}/${b('g')}, slow burn, enemies to lovers, ${c.L('city')} AU, ${c.pick(['Florence', 'Chelsea', 'Paris', 'June'])} is mentioned once\nSummary: ${b('gs')} has three weeks to save her grandmother's bakery in ${c.L('area')}. The new landlord, ${a('sfirst')}, has other plans.`,
      () => `"You never wrote," ${a('g')} said. ${b('g')} looked out over ${c.L('landmark')}. "${a('g')}, I was in ${c.L('city')}." Somewhere below, ${per(c, 'g')} was still shouting about the car keys.\n\n(to be continued — comments feed the author 🥺)`,
      () => `Chapter 12: Homecoming\n\nthe bus from ${L(low(c.raw('city')))} dropped ${lowPer(c, 'g')} at the junction by ${c.O('school')}. nobody from the old crew was there except ${b('g')}, leaning on a rusted ${c.pick(['Toyota Corolla', 'Peugeot 504', 'VW Golf'])}.`,
    ])();
  },
};

const volunteerRota: T = {
  genre: 'volunteer-rota',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const d = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
    const slot = () => `${per(c, c.pick(['g', 'gs', 'init']))} & ${per(c, c.pick(['g', 'gs']))}`;
    return c.pick([
      () => `FOOD BANK ROTA — w/c ${c.date()}\n${d[0]}: ${slot()}\n${d[1]}: ${slot()}\n${d[2]}: ${slot()} (van to ${c.L('area')})\nKeys with ${per(c, 'g')}. Collection from ${c.O('firm')} depot, ${c.L('street')}.`,
      () => `Soup run volunteers this Sat: meet 7pm at ${c.L('landmark')}. Drivers: ${per(c, 'gs')}, ${per(c, 'g', undefined, true)}. Kitchen: ${per(c, 'init')}. Can't make it? Swap with someone and tell ${per(c, 'g')}.`,
      () => `${O(low(c.raw('church')))} flower & cleaning rota\n1st Sun – ${lowPer(c, 'gs')}\n2nd Sun – ${lowPer(c, 'g')} and ${lowPer(c, 'g')}\n3rd Sun – ${lowPer(c, 's')} family\nplease note the hall on ${c.L('street')} is closed for repairs`,
      () => `Parkrun volunteer roster, ${c.L('landmark')}: Run director ${per(c, 'gs')}; timekeepers ${per(c, 'g')}, ${per(c, 'g')}; tail walker ${per(c, 'g', undefined, true)}; barcode scanning ${per(c, 'sComma')}. Thanks all!`,
    ])();
  },
};

const referral: T = {
  genre: 'clinical-letter',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, doc] = per2(c);
    const [, pt] = per2(c);
    return c.pick([
      () => `Dear Dr ${doc('s')},\nRe: ${pt('full')}, DOB ${c.int(1, 28)}/${c.int(1, 12)}/${c.int(1940, 2005)}, ${c.int(1, 99)} ${c.L('street')}, ${c.L('city')}\nThank you for seeing this ${c.int(20, 80)}-year-old with worsening breathlessness. She was reviewed at ${c.O('hospital')} in ${c.pick(MONTHS13)}. Her daughter ${per(c, 'g')} will accompany her.\nYours sincerely, Dr ${per(c, 'init')}`,
      () => `DISCHARGE SUMMARY — ${c.O('hospital')}\nPatient: ${pt('sCaps')}  Ward: ${L(`${c.pick(['Nightingale', 'Florence', 'Mandela', 'Seacole'])} Ward`)}\nConsultant: Prof. ${doc('gs')}\nNext of kin: ${per(c, 'gs')} (brother), ${c.L('area')}. Follow-up at the ${c.L('city')} clinic in 6/52.`,
      () => `To whom it may concern, I confirm that ${pt('gs')} attended ${c.O('hospital')} on ${c.date()} and is unfit for work for 2 weeks. Signed ${doc('init')}, Medical Officer. Copy: GP, ${eponym(c, 'Medical Practice')}, ${c.L('street')}.`,
      () => `Referral: pt ${pt('init')}, 34F, seen by Nurse ${per(c, 'g')} at the ${c.L('area')} outreach. Ref. to Dr ${doc('s')} (ENT) at ${c.O('hospital')}. Husband ${per(c, 'g')} contactable; lives near ${c.L('landmark')}.`,
    ])();
  },
};

const parishBulletin: T = {
  genre: 'parish-bulletin',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, child] = per2(c);
    return c.pick([
      () => `${c.O('church').toUpperCase()} — WEEKLY BULLETIN\nMass intentions: Sat 6pm ${per(c, 'gs')} (RIP); Sun 9am Ints of the ${per(c, 's')} family; Sun 11am ${per(c, 'gs')} (anniv).\nBaptism: ${child('g')}, daughter of ${per(c, 'gs')} and ${per(c, 'gs')}. Welcome to the parish!`,
      () => `Parish notices: The harvest bazaar is on Sat in the hall on ${c.L('street')}. Cakes to ${per(c, 'g', undefined, true)} by Friday. Fr ${per(c, 's')} thanks the youth for the trip to ${c.L('landmark')}. Please pray for the sick: ${per(c, 'gs')}, ${per(c, 'gs')}, and all in ${c.O('hospital')}.`,
      () => `Banns of marriage: ${per(c, 'gs')} of this parish and ${per(c, 'gs')} of ${c.L('area')}, ${c.L('city')}. First time of asking. If anyone knows cause or just impediment… Readers this week: ${per(c, 'init')}, ${per(c, 'init')}.`,
      () => `From the Vicar's desk: A huge thank you to ${child('gs')} who retires as churchwarden after 20 years. The ${L(`${c.pick(['Florence', 'Hope', 'Faith'])} Room`)} is booked for her farewell tea. Donations to ${c.O('firm')} foodbank appeal via ${per(c, 'g')}.`,
    ])();
  },
};

const prizeGiving: T = {
  genre: 'prize-giving',
  lang: 'en',
  fills: 25,
  make: (c) => {
    return c.pick([
      () => `SPEECH DAY ${c.int(2019, 2025)} — ${c.O('school').toUpperCase()}\nHead Girl: ${per(c, 'gs')}\nDux: ${per(c, 'gs')}\n${TROPHY(c)} for Mathematics: ${per(c, 'gs')}\n${TROPHY(c)} for Drama: ${per(c, 'gs', undefined, true)}\nGuest of honour: Hon. ${per(c, 'gs')}, MP for ${c.L('area')}.`,
      () => `Congratulations to our U14 girls who won the ${c.L('city')} schools netball final at ${c.L('landmark')}! Player of the match ${per(c, 'g')}; captain ${per(c, 'gs')}. Coach ${per(c, 's')} collected ${TROPHY(c)}.`,
      () => `Prize list (Form 4): English — ${per(c, 'sCaps')}; Chemistry — ${per(c, 'sCaps')}; Most improved — ${per(c, 'sCaps')}. Prizes donated by ${c.O('firm')} and the old students' association of ${c.L('city')}.`,
      () => `The inter-house cup goes to ${per(c, 'g')}'s house this year! Sports day at the ${c.L('area')} grounds was opened by Mrs ${per(c, 's')}, our head since ${c.int(2005, 2018)}.`,
    ])();
  },
};

const tender: T = {
  genre: 'tender-notice',
  lang: 'en',
  fills: 25,
  make: (c) => {
    return c.pick([
      () => `INVITATION TO TENDER\n${c.O('council')} invites sealed bids for the rehabilitation of ${c.L('street')} (${c.L('area')} section). Tender documents may be collected from the Supply Chain Office, ${c.L('city')}. Enquiries: ${per(c, 'gs')}, Procurement Officer. Closing date: ${c.date()}.`,
      () => `NOTICE OF AWARD: Tender No. ${c.int(100, 999)}/${c.int(2020, 2025)} for catering at ${c.O('hospital')} has been awarded to ${eponym(c, 'Ventures Ltd')}. Unsuccessful bidders may write to the Accounting Officer, ${per(c, 'init')}, within 14 days.`,
      () => `Request for quotation — supply of office furniture to ${c.O('school')}. Delivery to the main campus, ${c.L('city')}. Site visit at ${time(c)} on ${c.date()}, meet ${per(c, 'gs')} at the gate near ${c.L('landmark')}.`,
      () => `Expression of interest: consultancy for the ${c.L('city')} drainage study. Evaluation committee: ${per(c, 'gs')} (chair), ${per(c, 'gs')}, ${per(c, 'gs')}. Submissions in hard copy to ${c.O('council')}, ${c.L('street')}.`,
    ])();
  },
};

const acknowledgements: T = {
  genre: 'acknowledgements',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, sup] = per2(c);
    return c.pick([
      () => `Acknowledgements\nI am deeply grateful to my supervisor, Prof. ${sup('gs')}, for her patience. My thanks go to ${per(c, 'gs')}, ${per(c, 'gs')} and ${per(c, 'g')} at ${c.O('school')}, to the staff of ${c.O('hospital')}, and to my mother in ${c.L('city')}. To ${per(c, 'g', undefined, true)}: we did it.`,
      () => `This book would not exist without ${per(c, 'gs')}, who first told me the story of ${c.L('area')}. Thanks also to ${per(c, 'init')} and ${per(c, 'init')} for reading drafts, and to everyone at the café on ${c.L('street')} where most of it was written.`,
      () => `We thank ${sup('init')} for technical assistance, ${per(c, 'gs')} (${c.O('school')}) for the samples from ${c.L('city')}, and ${c.O('firm')} for funding. The authors declare no competing interests.`,
      () => `dedicated to my late father ${lowPer(c, 'full')}, and to my wife ${lowPer(c, 'g')}, who put up with me through ${c.int(3, 7)} years of this. special thanks to dr ${lowPer(c, 's')} and the whole ${L(low(c.raw('city')))} team.`,
    ])();
  },
};

const appointment: T = {
  genre: 'appointment-release',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, a] = per2(c);
    return c.pick([
      () => `PRESS RELEASE — ${c.L('city')}, ${c.date()}: ${c.O('firm')} announces the appointment of ${a('full')} as Chief Financial Officer. ${a('s')} joins from ${c.O('firm')}, where she led the ${c.L('city')} office. She succeeds ${per(c, 'gs')}, who retires after 18 years.`,
      () => `MOVES: ${a('gs')} has been named managing partner of ${eponym(c, '& Associates')}, the ${c.L('city')} law firm. She replaces ${per(c, 'gs')}, who moves to the firm's office on ${c.L('street')}.`,
      () => `The Board of ${c.O('hospital')} is pleased to welcome ${a('gs')} as Medical Director. Dr ${a('s')} trained at ${c.O('school')} and most recently served in ${c.L('city')}.`,
      () => `People on the move: ${per(c, 'gs')} (ex-${c.O('firm')}) joins ${c.O('firm')} as head of HR; ${per(c, 'gs', undefined, true)} is promoted to regional lead for ${c.L('area')}.`,
    ])();
  },
};

const tribunal: T = {
  genre: 'tribunal-decision',
  lang: 'en',
  fills: 25,
  make: (c) => {
    const [, cl] = per2(c);
    return c.pick([
      () => `Claimant: Ms ${cl('gs')}\nRespondent: ${c.O('firm')}\nHeard at: ${c.L('city')}  On: ${c.date()}\nBefore: Employment Judge ${per(c, 'gs')}\nJUDGMENT: The claim of unfair dismissal succeeds. The claimant's manager, Mr ${per(c, 's')}, did not follow the procedure.`,
      () => `IN THE MATTER BETWEEN ${cl('caps')} (Applicant) AND ${eponym(c, 'Holdings (Pty) Ltd').toUpperCase()} (Respondent). Commissioner: ${per(c, 'gs')}. Venue: ${c.L('street')}, ${c.L('city')}. Award: the dismissal was procedurally unfair.`,
      () => `Rent tribunal decision: tenant ${cl('gs')} of ${c.int(1, 80)} ${c.L('street')}, ${c.L('area')} v landlord ${per(c, 'gs')}. Inspector ${per(c, 'init')} visited on ${c.date()} and found damp in two rooms.`,
      () => `${cl('sCaps')} v ${c.O('council')} — appeal dismissed. The panel (${per(c, 'gs')}, ${per(c, 'gs')}) heard evidence from the claimant's sister ${per(c, 'g')}, who lives in ${c.L('city')}.`,
    ])();
  },
};

// ---------------------------------------------------------------- the languages and registers of our users (about half)
const DE = { city: ['München', 'Köln', 'Leipzig', 'Hamburg', 'Freiburg'], street: ['Hauptstraße', 'Bahnhofstraße', 'Goethestraße', 'Lindenallee', 'Schillerplatz'] };
const NL = { city: ['Utrecht', 'Groningen', 'Haarlem', 'Eindhoven', 'Zwolle'], street: ['Kerkstraat', 'Molenweg', 'Oudegracht', 'Stationsplein', 'Julianalaan'] };
const FR = { city: ['Lyon', 'Bordeaux', 'Nantes', 'Lille', 'Grenoble'], street: ['rue Victor-Hugo', 'avenue Jean-Jaurès', 'rue de la Paix', 'boulevard Gambetta', 'place Bellecour'] };
const PT = { city: ['Braga', 'Coimbra', 'Porto', 'Setúbal', 'Faro'], street: ['Rua de Santa Catarina', 'Avenida da Liberdade', 'Rua do Carmo', 'Praça da República', 'Rua Direita'] };
const ES = { city: ['Sevilla', 'Zaragoza', 'Bilbao', 'Granada', 'Alicante'], street: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Plaza de España', 'Paseo de Gracia'] };
const IT = { city: ['Bologna', 'Verona', 'Lecce', 'Perugia', 'Siena'], street: ['Via Garibaldi', 'Corso Vittorio Emanuele', 'Piazza del Duomo', 'Via Roma', 'Via Mazzini'] };
const PL = { city: ['Gdańsk', 'Poznań', 'Wrocław', 'Lublin', 'Toruń'], street: ['ul. Mickiewicza', 'ul. Długa', 'ul. Kościuszki', 'al. Jana Pawła II', 'ul. Piłsudskiego'] };

const yoNaming: T = {
  genre: 'naming-ceremony',
  lang: 'yo',
  fills: 14,
  js: ['NG'],
  make: (c) => {
    const [, f] = per2(c, 'yo');
    const [, m] = per2(c, 'yo');
    return c.pick([
      () => `ÌKÉDE ÌSỌMỌLÓRÚKỌ\nInú wa dùn láti kéde ìsọmọlórúkọ ọmọ wa obìnrin, ọmọ ${f('gs')} àti ${m('gs')}. Ọjọ́: ${num(c)}. Ibi: ilé wa, ${c.int(2, 40)} ${c.L('street')}, ${c.L('area')}, ${c.L('city')}. Orúkọ ọmọ: ${Pm(c.pick(['Ìfẹ́olúwa', 'Ayọ̀mídé', 'Oyinkánsọ́lá', 'Tẹniọlá']))}. Ẹ wá bá wa yọ̀!`,
      () => `E kú oríire o! ${m('g')} ti bí ọmọkùnrin ní ${c.O('hospital')}. Bàbá ọmọ, ${f('gs')}, ní kí gbogbo ẹbí pé jọ sí ${c.L('area')} ní Sátidé. Àlùfáà ${per(c, 'gs', 'yo')} ni yóò ṣe àdúrà.`,
      () => `Ìpè sí ayẹyẹ: Ẹbí ${f('s')} àti ẹbí ${m('s')} ń pè yín sí ìsọmọlórúkọ ọmọ ọmọ wa ní ${c.O('church')}, ${c.L('city')}. Alága: Olóyè ${per(c, 'gs', 'yo')}.`,
    ])();
  },
};

const haMarket: T = {
  genre: 'market-bulletin',
  lang: 'ha',
  fills: 14,
  js: ['NG'],
  make: (c) => {
    const mk = c.pick(['Dawanau', 'Singer', 'Kurmi', 'Sabon Gari', 'Mile 12']);
    return c.pick([
      () => `Labarin kasuwa daga kasuwar ${L(mk)}, ${c.L('city')}: buhun masara ya kai naira ${c.int(30, 70)},000. Malam ${per(c, 'gs', 'ha')}, shugaban ƙungiyar 'yan kasuwar hatsi, ya ce farashin zai sauka bayan girbi.`,
      () => `Farashin kayan abinci a ${c.L('city')} yau: shinkafa, wake, tumatir. Wakilinmu ${per(c, 'gs', 'ha')} ya zanta da Hajiya ${per(c, 'gs', 'ha')} mai sayar da tumatir a kusa da ${c.L('landmark')}.`,
      () => `Sanarwa: Ƙungiyar manoman albasa ta ${c.L('area')} za ta yi taro a ofishin ${c.O('council')} ranar Litinin. Sakatare ${per(c, 'gs', 'ha')} ya roƙi kowa ya zo.`,
    ])();
  },
};

const pcmLand: T = {
  genre: 'land-notice',
  lang: 'pcm',
  fills: 14,
  js: ['NG'],
  make: (c) => {
    return c.pick([
      () => `LAND DEY FOR SALE for ${c.L('area')}, near ${c.L('landmark')}! 2 plots, dry land, no wahala with omo onile. Family head ${per(c, 'gs')} don sign. Call Oga ${per(c, 's')} or im pikin ${per(c, 'g')}. No time to waste o!`,
      () => `WARNING!!! Dis land for ${c.L('street')}, ${c.L('city')} NO DEY FOR SALE. Anybody wey buy am from one ${per(c, 'gs')} dey buy trouble. Na ${per(c, 'gs')} family get am. Signed: ${eponym(c, '& Co. Solicitors')}.`,
      () => `abeg who sabi dis agent ${lowPer(c, 'gs')}? e collect my 200k for inspection fee for ${L(low(c.raw('area')))} since last month, no show. e talk say e dey work with ${c.O('firm')} 😤`,
    ])();
  },
};

const swElection: T = {
  genre: 'ward-results',
  lang: 'sw',
  fills: 14,
  js: ['KE'],
  make: (c) => {
    const w = c.L('area');
    return c.pick([
      () => `MATOKEO YA UCHAGUZI — Kata ya ${w}, Kaunti ya ${c.L('city')}\n${per(c, 'gs', 'ke')} (ODM) kura ${c.int(900, 5000)}\n${per(c, 'gs', 'ke')} (UDA) kura ${c.int(900, 5000)}\n${per(c, 'gs', 'ke')} (Huru) kura ${c.int(100, 900)}\nAfisa msimamizi: Bi. ${per(c, 'gs', 'ke')}.`,
      () => `Mheshimiwa ${per(c, 'gs', 'ke')} ametangazwa mshindi wa kiti cha MCA wa ${w}. Alisherehekea na wafuasi wake kwenye uwanja wa ${c.L('landmark')}. Mpinzani wake ${per(c, 'gs', 'ke')} amekataa matokeo.`,
      () => `Kura zinahesabiwa katika shule ya msingi ya ${w}. Wakala wa ${per(c, 's', 'ke')} amelalamika kwa ${c.O('council')}. Polisi wa ${c.L('city')} wamesema hali ni shwari.`,
    ])();
  },
};

const igOrdination: T = {
  genre: 'thanksgiving-notice',
  lang: 'ig',
  fills: 14,
  js: ['NG'],
  make: (c) => {
    const [, a] = per2(c, 'ig');
    return c.pick([
      () => `OKWUKWE NA EKELE: Ezinụlọ ${a('s')} nke ${c.L('area')}, ${c.L('city')} na-ekele Chineke maka echichi nwa ha Rev. Fr. ${a('gs')} dịka onye ụkọchukwu na ${c.O('church')}. Emume ekele ga-eme na ${num(c)}. Onye isi oche: Ichie ${per(c, 'gs', 'ig')}.`,
      () => `Ekele maka gụsịrị akwụkwọ: ${a('gs')} gụchara akwụkwọ na ${c.O('school')}. Nne ya ${per(c, 'gs', 'ig')} na nna ya Mazị ${per(c, 's', 'ig')} na-akpọ unu niile ka ị bịa n'ụlọ ha dị na ${c.L('street')}.`,
      () => `Ọkwa: Ụmụnna ${a('s')} ga-enwe nzukọ ekele n'ogige ${c.L('landmark')}. Odeakwụkwọ ${per(c, 'gs', 'ig')} kwuru na onye ọ bụla ga-eweta onyinye ya.`,
    ])();
  },
};

const twHarvest: T = {
  genre: 'harvest-programme',
  lang: 'tw',
  fills: 14,
  js: ['GH'],
  make: (c) => {
    return c.pick([
      () => `AFAHYƐ DWUMADI — ${c.O('church')}, ${c.L('city')}\nƐda: ${num(c)}\nƆkyerɛkyerɛfo: Osofo ${per(c, 'gs', 'gh')}\nƆdwumayɛfo panin: Ɔbaapanin ${per(c, 'gs', 'gh')}\nDwom: ${per(c, 'g', 'gh')} ne ne kuw\nYɛsrɛ mo sɛ mommra ${c.L('area')}.`,
      () => `Nkaebɔ: Asafo no afahyɛ bɛkɔ so wɔ ${c.L('landmark')} nkyɛn. Obiara a ɔwɔ ayɛyi akyɛde no mfa mmrɛ Ɔpanin ${per(c, 'gs', 'gh')} anaa ${per(c, 'g', 'gh')}.`,
      () => `Yɛda Nyankopɔn ase! Afahyɛ sika a yɛnyaa wɔ ${c.L('area')} yɛ GH₵${c.int(2, 40)},000. Nnipa a wɔtoo sika kɛse: ${per(c, 'gs', 'gh')}, ${per(c, 'gs', 'gh')}, ne ${c.O('firm')}.`,
    ])();
  },
};

const zuImbizo: T = {
  genre: 'ward-imbizo',
  lang: 'zu',
  fills: 14,
  js: ['ZA'],
  make: (c) => {
    const area = c.raw('area');
    return c.pick([
      () => `ISAZISO: Ikhansela lewadi ${c.int(1, 110)}, ${Pm(`u${c.person('za').given}`)} uzoba nomhlangano nomphakathi ${L(`e${area}`)} ngoMgqibelo. Izikhalazo ngamanzi nogesi ze${c.O('council')}. Kuzoba khona no${Pm(c.person('za').given)} ovela ku${c.O('firm')}.`,
      () => `Sicela nonke nize emhlanganweni we-imbizo ${L(`e${area}`)} ehholo eliseduze ne${c.L('landmark')}. Umeya ${per(c, 'gs', 'za')} uzokhuluma ngemigwaqo. Ukuthola imininingwane shayela ${Pm(`u${c.person('za').given}`)}.`,
      () => `Umhlangano wewadi uhlehlisiwe. Uxolo olukhulu. Umbhali: ${per(c, 'gs', 'za')}, ihhovisi lewadi ku-${c.L('street')}, ${c.L('city')}.`,
    ])();
  },
};

const afRugby: T = {
  genre: 'rugby-report',
  lang: 'af',
  fills: 14,
  js: ['ZA'],
  make: (c) => {
    const town = c.pick(['Paarl', 'Stellenbosch', 'Worcester', 'George', 'Kimberley', 'Upington']);
    return c.pick([
      () => `WEDSTRYDVERSLAG: ${O(`${town} RK`)} 24 – 17 ${O(`${c.pick(['Oudtshoorn', 'Robertson', 'Malmesbury'])} Rugbyklub`)}\nDrieë deur ${per(c, 'gs', 'af')} en ${per(c, 's', 'af')}. Kaptein ${per(c, 'gs', 'af')} het gesê die span het hard gewerk. Volgende week speel ons op ${L(town)}.`,
      () => `Die o.19-span het Saterdag op ${c.L('city')} verloor. Afrigter Mnr. ${per(c, 's', 'af')} bedank ${per(c, 'gs', 'af')} vir die vervoer en ${c.O('firm')} vir die nuwe truie. Speler van die wedstryd: ${per(c, 'gs', 'af')}.`,
      () => `Ons wens ${per(c, 'gs', 'af')} sterkte toe met sy knie-operasie by ${c.O('hospital')}. Die klubhuis in ${L(town)} is Vrydagaand oop vir die prysuitdeling; ${TROPHY(c)} gaan aan ${per(c, 'gs', 'af')}.`,
    ])();
  },
};

const deFlat: T = {
  genre: 'flat-advert',
  lang: 'de',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(DE.city));
    return c.pick([
      () => `Nachmieter gesucht! Schöne 2-Zi.-Whg., ${L(c.pick(DE.street))} ${c.int(1, 90)}, ${city}, 3. OG, Balkon, ab ${c.int(1, 28)}.${c.int(1, 12)}. Besichtigung bei ${per(c, 'gs', 'de')} (Vormieterin). Vermieter: ${eponym(c, 'Immobilien GmbH')}.`,
      () => `WG-Zimmer frei in ${city}: wir (${per(c, 'g', 'de')}, ${per(c, 'g', 'de')} und Katze Mimi) suchen ab sofort eine Mitbewohnerin. Nähe ${L(c.pick(['Englischer Garten', 'Rheinufer', 'Völkerschlachtdenkmal', 'Schlossberg']))}. Meldet euch bei ${per(c, 'g', 'de')}!`,
      () => `Verkaufe Einbauküche wegen Umzug nach ${L(c.pick(DE.city))}. Abholung ${L(c.pick(DE.street))}, Hinterhaus. Frau ${per(c, 's', 'de')} ist werktags ab ${time(c)} da.`,
    ])();
  },
};

const nlPermit: T = {
  genre: 'permit-notice',
  lang: 'nl',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(NL.city));
    return c.pick([
      () => `Aangevraagde omgevingsvergunning\nLocatie: ${L(c.pick(NL.street))} ${c.int(1, 150)}, ${city}\nActiviteit: kappen van een boom\nAanvrager: ${eponym(c, 'Hoveniers BV')}\nContact: mw. ${per(c, 'gs', 'nl')}, ${O(`Gemeente ${c.pick(NL.city)}`)}`,
      () => `Verleende vergunning: evenement 'Zomerfeest ${c.pick(['Juni', 'Juli'])}' op het ${L(c.pick(['Vredenburgplein', 'Grote Markt', 'Stadhuisplein']))}, ${city}. Organisator: ${per(c, 'gs', 'nl')}. Bezwaar maken kan binnen 6 weken.`,
      () => `Kennisgeving: dhr. ${per(c, 'init', 'nl')} heeft een melding gedaan voor het verbouwen van het pand aan de ${L(c.pick(NL.street))} in ${city}. Inzage bij het stadskantoor, ${per(c, 'gs', 'nl')} (vergunningverlener).`,
    ])();
  },
};

const frNotary: T = {
  genre: 'notary-notice',
  lang: 'fr',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(FR.city));
    return c.pick([
      () => `Étude de Maître ${per(c, 'gs', 'fr')}, notaire à ${city}. VENTE aux enchères d'un appartement sis ${c.int(1, 80)} ${L(c.pick(FR.street))}, ${city}. Visites sur rendez-vous auprès de Mme ${per(c, 's', 'fr')}, clerc.`,
      () => `AVIS DE CONSTITUTION — Aux termes d'un acte reçu par Me ${per(c, 'gs', 'fr')}, il a été constitué la SARL ${eponym(c, 'Conseil')}. Siège : ${L(c.pick(FR.street))}, ${city}. Gérant : M. ${per(c, 'gs', 'fr')}.`,
      () => `Succession de M. ${per(c, 'full', 'fr')}, décédé à ${city} le ${num(c)}. Les créanciers sont priés de se manifester auprès de l'office notarial de ${L(c.pick(FR.city))}.`,
    ])();
  },
};

const ptListing: T = {
  genre: 'property-listing-pt',
  lang: 'pt',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(PT.city));
    return c.pick([
      () => `T2 para arrendar na ${L(c.pick(PT.street))}, ${city}. Renovado, perto do ${L(c.pick(['Mercado do Bolhão', 'Jardim da Estrela', 'Parque da Cidade']))}. Contactar a Sra. ${per(c, 'gs', 'pt')} da ${eponym(c, 'Imobiliária')}.`,
      () => `Vende-se moradia em ${city}, 3 quartos, quintal. Proprietário: ${per(c, 'gs', 'pt')}. Visitas ao sábado com o filho ${per(c, 'g', 'pt')}.`,
      () => `Procuro quarto em ${city} perto da ${O(c.pick(['Universidade do Minho', 'Universidade de Coimbra', 'Universidade do Porto']))}. Sou a ${per(c, 'g', 'pt')}, estudante de Erasmus. Falar também com a ${per(c, 'gs', 'pt')}, minha senhoria anterior.`,
    ])();
  },
};

const esListing: T = {
  genre: 'property-listing-es',
  lang: 'es',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(ES.city));
    return c.pick([
      () => `Se alquila piso en ${L(c.pick(ES.street))}, ${city}. 3 habitaciones, ascensor. Llamar a ${per(c, 'gs', 'es')} o a la ${eponym(c, 'Inmobiliaria')}.`,
      () => `Vendo local comercial junto a la ${L(c.pick(['Plaza Mayor', 'Catedral', 'Alameda']))} de ${city}. Dueña: Dña. ${per(c, 'gs', 'es')}. Pregunten por ${per(c, 'g', 'es')} en el bar de al lado.`,
      () => `Busco compañero de piso en ${city} (zona ${L(c.pick(['Triana', 'Casco Viejo', 'El Carmen', 'Albaicín']))}). Somos ${per(c, 'g', 'es')} y ${per(c, 'g', 'es')}, trabajamos en ${O(c.pick(['Mercadona', 'Iberdrola', 'Telefónica']))}.`,
    ])();
  },
};

const itSagra: T = {
  genre: 'festival-programme',
  lang: 'it',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(IT.city));
    return c.pick([
      () => `SAGRA DEL TORTELLINO — ${O(`Pro Loco di ${c.pick(IT.city)}`)}\nVenerdì: apertura stand in ${L(c.pick(IT.street))}; ore 21 concerto di ${per(c, 'gs', 'it')}.\nSabato: gara di briscola, premi offerti da ${eponym(c, 'Costruzioni')}.\nInfo: ${per(c, 'gs', 'it')}.`,
      () => `Festa patronale a ${city}: processione da ${L(c.pick(IT.street))} al santuario, messa celebrata da don ${per(c, 'gs', 'it')}. Ringraziamo il sindaco ${per(c, 'gs', 'it')} e i volontari.`,
      () => `Programma della fiera di ${city}: mostra fotografica di ${per(c, 'gs', 'it')} presso ${L(c.pick(['Palazzo Pubblico', 'Rocca Paolina', 'Arena']))}, laboratorio per bambini con la maestra ${per(c, 'g', 'it')}.`,
    ])();
  },
};

const plParish: T = {
  genre: 'parish-notices-pl',
  lang: 'pl',
  fills: 14,
  js: ['EU'],
  make: (c) => {
    const city = L(c.pick(PL.city));
    return c.pick([
      () => `OGŁOSZENIA PARAFIALNE — ${O(c.pick(['Parafia św. Jakuba', 'Parafia Mariacka', 'Parafia Świętej Rodziny']))}, ${city}\nIntencje: 7:00 – śp. ${per(c, 'gs', 'pl')}; 18:00 – za parafian.\nZapowiedzi: ${per(c, 'gs', 'pl')} i ${per(c, 'gs', 'pl')}.\nKancelaria przy ${L(c.pick(PL.street))} czynna w środy.`,
      () => `Pielgrzymka do ${L(c.pick(['Częstochowy', 'Krakowa', 'Lichenia']))} wyjeżdża w sobotę sprzed kościoła. Zapisy u p. ${per(c, 'gs', 'pl')}. Ks. ${per(c, 'gs', 'pl')} dziękuje za ofiary na remont dachu.`,
      () => `Zmarli w tym tygodniu: ${per(c, 'gs', 'pl')}, lat ${c.int(60, 95)}, z ${L(c.pick(PL.street))}. Pogrzeb w piątek. Wieczny odpoczynek racz im dać, Panie.`,
    ])();
  },
};

const xhUmgidi: T = {
  genre: 'homecoming-invitation',
  lang: 'xh',
  fills: 13,
  js: ['ZA'],
  make: (c) => {
    const place = c.pick(['Mthatha', 'Qonce', 'Butterworth', 'Ngcobo', 'Cofimvaba']);
    return c.pick([
      () => `ISIMEMO SOMGIDI: Intsapho ka${per(c, 's', 'za')} imema wonke umntu kumgidi wonyana wabo ${per(c, 'gs', 'za')} ${L(`e${place}`)} ngomhla ${num(c)}. Umkhokeli: Tata ${per(c, 'gs', 'za')}.`,
      () => `Siyanimema nonke! ${per(c, 'g', 'za')} ubuyile esuthwini. Umthendeleko ngoMgqibelo kwilali ekufutshane ne${c.L('landmark')}. Imibuzo: ${per(c, 'gs', 'za')}.`,
      () => `Umgidi ka${per(c, 'g', 'za')} uya kuba ${L(`e${place}`)}. Sicela izipho zithunyelwe ku-${per(c, 'gs', 'za')} oku ${c.L('city')}.`,
    ])();
  },
};

const stChoir: T = {
  genre: 'choir-results',
  lang: 'st',
  fills: 13,
  js: ['ZA'],
  make: (c) => {
    const town = c.pick(['Maseru', 'Welkom', 'Bethlehem', 'QwaQwa', 'Botshabelo']);
    return c.pick([
      () => `SEPHETHO SA TLHODISANO YA DIKOROSI: Sebaka sa pele — ${O(`${town} Youth Choir`)}, motsamaisi ${per(c, 'gs', 'za')}. Sebaka sa bobedi — ${O(`Kereke ya ${c.pick(['Wesele', 'Roma', 'Evangedi'])} ${town}`)}. Moahlodi: Ntate ${per(c, 'gs', 'za')}.`,
      () => `Re leboha bohle ba tlileng ${L(town)}! ${per(c, 'gs', 'za')} o hapile sebaka sa pele sa soloist. Mme ${per(c, 'gs', 'za')} o re tlhodisano e latelang e tla ba ${c.L('city')}.`,
      () => `Tsebiso: Dikoro di tla kopana holong ya ${c.O('school')} ka Moqebelo. Ikopanye le ${per(c, 'gs', 'za')} ho ngodisa.`,
    ])();
  },
};

const eeFestival: T = {
  genre: 'festival-programme-ee',
  lang: 'ee',
  fills: 13,
  js: ['GH'],
  make: (c) => {
    const town = c.pick(['Anloga', 'Keta', 'Aflao', 'Hohoe', 'Kpando']);
    return c.pick([
      () => `HOGBETSOTSO ŊKEKENYUIE — ${L(town)}\nŊkeke: ${num(c)}\nFiaga: Togbe ${per(c, 'gs', 'gh')}\nNyagbla: ${per(c, 'gs', 'gh')}\nAmewo katã míva ${L(town)}!`,
      () => `Gbeƒãƒoƒo: Du ${L(town)} ƒe ŋkekenyui la dze egɔme. Mama ${per(c, 'gs', 'gh')} kple ${per(c, 'g', 'gh')} akpɔ dɔwɔwɔ la gbɔ. Ga la nàyi ${c.O('firm')} me.`,
      () => `Akpe na ${per(c, 'gs', 'gh')} kple ${per(c, 'gs', 'gh')} ɖe kpekpeɖeŋu ŋuti le ${c.L('city')}.`,
    ])();
  },
};

const gaHomowo: T = {
  genre: 'homowo-programme',
  lang: 'gaa',
  fills: 13,
  js: ['GH'],
  make: (c) => {
    const town = c.pick(['Teshie', 'Nungua', 'La', 'Osu', 'Jamestown']);
    return c.pick([
      () => `HOMOWO 2024 — ${L(town)}\nNuumo ${per(c, 'gs', 'gh')} baaba kpokpoi mii. Wulomo ${per(c, 'gs', 'gh')} kɛ weku lɛ fɛɛ.\nAkɛ ${L(town)} mɛi fɛɛ ba!`,
      () => `Ablekuma hiɛ ni ${per(c, 'gs', 'gh')} kɛ ${per(c, 'g', 'gh')} baaje ${L(town)} kɛya ${c.L('landmark')}. Oyiwaladon!`,
      () => `Homowo yɛ ${L(town)}: mɛi ni baaha shika ji ${per(c, 'gs', 'gh')} kɛ ${c.O('firm')}.`,
    ])();
  },
};

const kriRadio: T = {
  genre: 'radio-call-in',
  lang: 'kri',
  fills: 13,
  js: ['GB', 'GH'],
  make: (c) => {
    const town = c.pick(['Freetown', 'Bo', 'Kenema', 'Makeni', 'Lumley']);
    return c.pick([
      () => `Host: Una welkam to di sho! Wi get kɔla fɔm ${L(town)}. Kɔla: Na mi ${per(c, 'gs')}, a de kɔl fɔ se tɛnki to ${per(c, 'g')} we ɛp mi wit di rod na ${L(c.pick(['Kissy', 'Wilberforce', 'Congo Cross', 'Aberdeen']))}.`,
      () => `Kɔla: Mi nem na ${per(c, 'g')}, a de na ${L(town)}. A wan aks di mɛn ${per(c, 'gs')} bɔt di wata prɔblɛm. Host: Tɛnki, wi go kɔl ${O(c.pick(['Guma Valley Water Company', 'EDSA', 'Orange Sierra Leone']))}.`,
      () => `Gudmɔnin ${L(town)}! Na ${per(c, 'gs')} de na di studio tide wit ${per(c, 'gs')}. Dɛn go tɔk bɔt di fɛstival na ${L(c.pick(['Victoria Park', 'Lumley Beach', 'Cotton Tree', 'Siaka Stevens Stadium']))}.`,
    ])();
  },
};

const tnKgotla: T = {
  genre: 'kgotla-notice',
  lang: 'tn',
  fills: 13,
  js: ['ZA'],
  make: (c) => {
    const town = c.pick(['Mahikeng', 'Rustenburg', 'Mafikeng', 'Taung', 'Zeerust']);
    return c.pick([
      () => `KITSISO: Kgosi ${per(c, 'gs', 'za')} o bitsa phuthego ya kgotla kwa ${L(town)} ka Labotlhano. Ditlhogo: metsi le ditsela. Mokwaledi: ${per(c, 'gs', 'za')}.`,
      () => `Phuthego ya kgotla e e neng e tshwerwe kwa ${L(town)} e ne e eteletswe pele ke Rre ${per(c, 'gs', 'za')}. Mme ${per(c, 'gs', 'za')} wa ${c.O('council')} o tlile go araba dipotso.`,
      () => `Re itsise batho botlhe ba ${L(town)} gore kgotla e tla tshwarwa gaufi le ${c.L('landmark')}. Dipotso di ye go ${per(c, 'g', 'za')}.`,
    ])();
  },
};

const shengLeague: T = {
  genre: 'estate-league',
  lang: 'sheng',
  fills: 13,
  js: ['KE'],
  make: (c) => {
    const est = c.raw('area');
    return c.pick([
      () => `Ligi ya mtaa ${L(est)}: ${O(`${est} United`)} 3-1 ${O(`${c.pick(['Kayole', 'Dandora', 'Mathare'])} Rangers`)}. ${per(c, 'g', 'ke')} alitupia hat-trick, coach ${per(c, 's', 'ke')} amefurahi kinoma.`,
      () => `Wasee mechi ya Sato iko ${c.L('landmark')} saa nane. Msee wa jezi ni ${per(c, 'gs', 'ke')}, tumeni kabla Ijumaa. ${per(c, 'g', 'ke')} ataleta ball.`,
      () => `Ref ${per(c, 'gs', 'ke')} alikula rushwa buda 😂 ${O(`${est} Stars`)} wamenyimwa penalty. Tutakutana ${L(est)} next week.`,
    ])();
  },
};

export const HELDOUT13_NER_TEMPLATES: readonly T[] = [
  realEstate, changeOfName, genealogy, fanFiction, volunteerRota, referral, parishBulletin, prizeGiving, tender, acknowledgements, appointment, tribunal,
  yoNaming, haMarket, pcmLand, swElection, igOrdination, twHarvest, zuImbizo, afRugby, deFlat, nlPermit, frNotary, ptListing, esListing, itSagra, plParish, xhUmgidi, stChoir, eeFestival, gaHomowo, kriRadio, tnKgotla, shengLeague,
];
