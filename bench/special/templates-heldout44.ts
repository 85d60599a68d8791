// Held-out set 44 of the special-category labelled set (issue 15). Written in session 37 by an author independent
// of the detector (a blind author helper of session 37, branch s37-special44): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, bench/special/templates-heldout43.ts (for the
// TypeScript shape, the ordering in threes and the labelling policy), bench/special/generate.ts (the slot names and
// the writer's table), and the changes commit 7e540c4e made to bench/special.ts, bench/special/generate.ts and
// test/bench/special-generate.test.ts (to wire the set in the same way), plus the shared helpers and the held-out
// table at the top of that test file. It did NOT read bench/special/slots.ts (the slot values are used blind, as
// {cond}, {med}, {eth}, {party}, {union}, {offence}, {orient}, {city}, {hosp}), anything under src/ or data-files/,
// test/detect/, README.md, any earlier set's .jsonl file or any other template body, and did not run the detector or
// the bench on this set before committing it (not yet read). The header comments of templates-heldout.ts to 42.ts
// were only counted for record-kind keywords (how many header lines name each candidate kind; the grep printed
// numbers only), to choose kinds none of them names; a grep of the generator test for this set's wiring also printed
// two first-line regexes of earlier sets (kind titles only: e.g. Home Affairs, car hire, UCAS, Führungszeugnis), which
// the author steered away from.
// 279 templates filled twice with seed 4444 (558 texts, 422 gold spans): 21 positive templates per category (189,
// in the order health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding
// only its own category, and 90 negatives last (180 texts, about a third); all in threes, so the first of each three falls in NG and KE
// (English, Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, isiZulu, isiXhosa, Afrikaans) and
// the third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled from
// slots.ts as in every set, so a fill may put a Kenyan city beside NURTW, a Ghanaian name in a Durban form, an {eth}
// value that does not fit the language of the form, "out the witness as <orientation>" with any orientation word, a
// name of either sex beside "Mr", "Ms", "Sig." or "Frau", or Italian text in a UK row: such fill slips leave the spans
// right and are left as they fall. Looking at a few generated rows of this set (before committing it) showed that
// {hosp} fills a hospital number, not a hospital's name, so the four lines that use it were worded for a number. Every
// value is fictional; no identifier with a check digit is used (hospital, report, plot and ward numbers and amounts
// are shape-only).
// Kinds of record (chosen because no header of sets 1 to 42 names them): adverse drug reaction (pharmacovigilance and
// pharmacogenetics) reports; blood bank crossmatch requests, donor files and staff rotas; patient portal messages;
// HMO enrolment forms and voice notes (English, Pidgin, Hausa); midwife home-visit notes (isiZulu, Italian);
// driving-licence medicals, reports and registrations (German, Afrikaans, Hausa, isiXhosa, Yorùbá); initiation school
// registers (isiXhosa, Eastern Cape); borrower-insurance, life, risk-life and health-policy questionnaires and
// beneficiary forms (French, German, Afrikaans, Polish, Spanish, Italian, English); speech therapy (logopedie) and
// occupational therapy (ergotherapie) referrals; old age homes and retirement villages (Yorùbá, Polish DPS,
// Afrikaans, Ghana, Soweto); children's homes and orphanages (Igbo, Swahili, Yorùbá, Kenya); mine medicals, mine
// access and induction records, mine worker cards (isiZulu, isiXhosa, Polish); security officer (PSIRA, CNAPS,
// Wachdienst, vigilanza privata, Afrikaans) registration, files and vetting; massage intake forms; rideshare driver
// onboarding, app chats and complaints (Pidgin, Swahili, Dutch ritdienst); cabin crew rosters, sign-in and
// fitness-to-fly notes; student loans (guarantor, referee and parent pages, equality monitoring, Polish kredyt
// studencki, Hausa) and university residences (Italian collegio, Swahili hostel door logs, French résidence);
// memorial service programmes, tributes and eulogies (English, isiXhosa, German); barber shop bookings; domestic
// worker contracts and agency vetting (isiZulu, Swahili, Afrikaans); holiday lets, short-let house rules, host
// messages (French, Spanish) and smart lock logs; trading licences and market stall permits (Hausa, isiZulu, Swahili,
// Dutch weekmarkt, Polish targowisko, Italian commercio ambulante); land registry applications (Nigeria, Yorùbá,
// Kenya); lottery prize claims and winner interviews (Ghana); girl guides and scout camps (Dutch, Polish, French);
// work permit interviews (Spanish); pawnshop ledgers (German, Afrikaans, Ghana); fishermen's cooperatives (Swahili,
// isiXhosa, Ghana); esusu groups (Yorùbá); bride price and sadaki negotiations (Igbo, Hausa); witness protection
// intake and risk assessments; immigration detention records (UK, Spanish CIE, Italian CPR); removals quotes and crew
// timesheets; storage unit and locker rentals (Spanish trastero, Dutch kluis and opslagbox, Polish magazyn); kennel
// bookings; mutuelle membership; partner residence permits (Dutch); lifeguard courses (Durban, Polish ratownik);
// stockbroker account KYC; bank account opening (Igbo); Hisbah complaints; ụmụnna meeting records; family WhatsApp
// groups; and football banning orders.
// Labelling policy (as set 43; what a careful data-protection analyst would mark): the value itself, never the field
// label, a negated, declined or empty value, or a dose. Health: a condition, symptom, injury, disability, pregnancy of
// the named person, a medicine, aid or treatment used (insulin, an insulin pump, an inhaler, a walking frame), and, as
// the brief asks, a person's blood group ("O negative", "O+"), a negative test result ("negative"), preventive
// medication (PrEP) and a condition-named clinic ("hypertension clinic", "diabetic clinic"). Religion: the faith,
// denomination or church a named person belongs to or serves, and an observance the text ties to the person's faith
// (halal, kosher), not the day of worship itself (Jumat, Sunday). Race and ethnic origin: the ethnic, tribal, clan or
// population group of a named person, including an ethnic slur put on them ("Cygan", "gitanos") and a group the text
// implies they belong to ("lụọ onye Hausa"). Sexual orientation: the orientation word, the same-sex partner or spouse
// word that reveals it ("her wife", "sy man", "his boyfriend, Brian"), and a slur put on a named person ("homo",
// "isitabane", "msagaji", "dan daudu"). Political opinion: the party a named person is a member, councillor,
// candidate, agent, organiser or officer of. Trade union: the union a named person belongs to, pays dues to,
// represents, is released for or trains for. Biometric: the biometric item enrolled, captured, matched or used to
// unlock, sign in or verify (fingerprints, thumbprint, palm scan, iris scan, face check, facial match, live facial
// verification, selfie face comparison). Genetic: the finding (a genotype AS or SS, HbSS, a named variant, mutation,
// carrier state or repeat expansion, an HLA type, G6PD deficiency, APOE e4), never the test's name. Criminal record:
// the offence a named person is convicted, cautioned, charged or arrested for, never the sentence, court or date.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("none", "néant", "aucun",
// "ninguna", "babu", "geen", "keine", "akukho", "brak", "nulla", "kò sí ẹ̀sùn kankan", "clear",
// "not known", "not given", "prefer not to say", "nothing to declare", a PIN, an app code, an ID book), and category
// words about no one (blood-stock appeals by blood group, a drug-safety notice, an initiation-school notice, an
// antenatal class, a mosque closed for repairs, an Orthodox church concert, Rath Yatra road closures, a cultural
// festival, Pride Cymru closures, bills on same-sex marriage and family values, polling stations, party lists, equal
// airtime for parties, union pay votes and mine wage talks, NURTW loading fees, fingerprint and DNI appointments,
// genotype testing for couples, a biobank appeal, a Factor V Leiden study, away-fan rules, arrests of unnamed people
// and a light-fishing ban).
// Writing slips known to the author: Yorùbá and Igbo tone marks are the author's best and may be incomplete or wrong
// in places (as they often are in real typed text); the isiZulu and isiXhosa forms mix in English words the way
// Johannesburg and Cape Town forms do ("i-carrier ye-cystic fibrosis", "uyi-lesbian", "i-variant ye-BRCA1"); the
// Afrikaans "bruin" (for Coloured) and German pawnshop note are deliberately the clerk's words, not the form's.
import type { Template } from './templates-dev.js';

export const HELDOUT44_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'clinical', text: 'Adverse drug reaction report - pharmacovigilance\nPatient: {name}, {n}\nSuspected drug: [[H:{med}]]\nReaction: [[H:Stevens-Johnson syndrome]], admitted; hospital no. {hosp}' },
  { genre: 'clinical', text: 'Blood bank - crossmatch request\nPatient: {name}\nABO/Rh: [[H:O negative]]\nUnits: 2 packed cells for theatre at 14:00' },
  { genre: 'chat', text: 'Patient portal - message to GP\nFrom: {name}\nHi, can I get a repeat of my [[H:PrEP]] before I travel? My last sexual health screen in March was [[H:negative]].' },
  { genre: 'kyc', text: 'HMO enrolment - voice note transcribed\nEnrollee: {name}\nShe said: "I dey use [[H:{med}]] every morning and I dey go [[H:hypertension clinic]] for General Hospital every month."' },
  { genre: 'clinical', text: 'Umbhalo wombelethisi - ukuvakashela ekhaya\nUmama: {name}\nIsimo: [[H:ukhulelwe]] amasonto angu-32, [[H:umfutho wegazi ophezulu]]' },
  { genre: 'kyc', text: 'Führerschein - ärztliches Gutachten\nBewerber: {name}\nBefund: [[H:Diabetes mellitus Typ 1]] mit [[H:Insulinpumpe]]; fahrgeeignet mit Auflagen' },
  { genre: 'clinical', text: 'Ripoti ya madhara ya dawa - PPB\nMgonjwa: {name}\nDawa: [[H:nevirapine]]\nMadhara: [[H:vipele mwili mzima]] baada ya wiki mbili' },
  { genre: 'kyc', text: 'Irejista yesikolo sokwaluka\nUmkhwetha: {name}\nImpilo: [[H:isifo seswekile]], usebenzisa [[H:i-insulin]] kabini ngemini' },
  { genre: 'kyc', text: 'Questionnaire de santé - assurance emprunteur\nAssuré : {name}\nAffections : [[H:hypertension artérielle]] traitée par [[H:amlodipine]] depuis {year}' },
  { genre: 'kyc', text: 'Fom din inshorar lafiya (HMO)\nSuna: {name}\nRukunin jini: [[H:O+]]\nCututtuka: [[H:ciwon suga]]' },
  { genre: 'kyc', text: 'Bestuurslisensie - mediese verklaring\nAansoeker: {name}\nToestand: [[H:epilepsie]], laaste aanval in {year}; gebruik [[H:{med}]]' },
  { genre: 'clinical', text: 'Logopedie - verwijsbrief\nCliënt: {name}\nHulpvraag: [[H:stotteren]] sinds groep 3, erger bij spreekbeurten' },
  { genre: 'kyc', text: 'Ìwé ìforúkọsílẹ̀ ilé àwọn arúgbó\nOrúkọ: {name}\nÀìsàn: [[H:àtọ̀gbẹ]] àti [[H:ẹ̀jẹ̀ ríru]]\nẸni tó mú u wá: ọmọ rẹ̀ obìnrin' },
  { genre: 'hr', text: 'Mine medical - certificate of fitness\nEmployee: {name}\nFindings: [[H:noise-induced hearing loss]], [[H:silicosis]] grade 1; fit for surface work only' },
  { genre: 'kyc', text: 'Skierowanie do domu pomocy społecznej\nMieszkaniec: {name}\nRozpoznanie: [[H:choroba Parkinsona]], porusza się o [[H:balkoniku]]' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha n\'ụlọ ụmụ mgbei\nAha nwata: {name}\nỌrịa: [[H:ụkwara ume ọkụ]]; ọ na-eji [[H:inhaler]]' },
  { genre: 'hr', text: 'Security officer registration - medical form\nApplicant: {name}\nDeclared: [[H:{cond}]]; on [[H:{med}]] from the local clinic' },
  { genre: 'chat', text: 'Reserva de masaje - ficha de salud\nCliente: {name}\nContraindicaciones: [[H:hernia discal]] L4-L5 y [[H:embarazada]] de cinco meses' },
  { genre: 'hr', text: 'Rideshare driver onboarding - medical declaration\nDriver: {name}\nDeclared: [[H:type 2 diabetes]]; reviewed monthly at the [[H:diabetic clinic]], file no. {hosp}' },
  { genre: 'hr', text: 'Cabin crew - fitness to fly note\nCrew member: {name}\nGrounded: [[H:{cond}]], review in two weeks\nRotation: Accra - Lagos' },
  { genre: 'clinical', text: 'Cartella ostetrica - visita domiciliare\nPuerpera: {name}\n[[H:Taglio cesareo]] il 3 marzo; [[H:mastite]] al seno destro, febbre 38,2' },
  // Religion.
  { genre: 'kyc', text: 'Student loan application - guarantor page\nApplicant: {name}\nApplicant\'s church: [[R:Redeemed Christian Church of God]], {city} parish\nGuarantor: the parish pastor' },
  { genre: 'chat', text: 'Memorial service programme\nIn loving memory of {name}\nA faithful member of the [[R:Zion Christian Church]] for forty years' },
  { genre: 'hr', text: 'Security officer - uniform exemption request\nOfficer: {name}\nRequest: to wear a turban and kara on shift as a practising [[R:Sikh]]' },
  { genre: 'chat', text: 'Barber shop booking - WhatsApp\n{name}: Oga I no fit come Friday afternoon o, na Jumat. I be [[R:Muslim]], make we do Saturday 10am.' },
  { genre: 'hr', text: 'Inkontileka yomsebenzi wasekhaya\nIsisebenzi: {name}\nIbandla: [[R:ZCC]]\nUsuku lokuphumula: iSonto' },
  { genre: 'chat', text: 'Trauerfeier - Ablauf\nVerstorbene: {name}\nKonfession: [[R:evangelisch-lutherisch]]\nPfarrerin: R. Vogel' },
  { genre: 'hr', text: 'Mkataba wa mfanyakazi wa nyumbani\nMfanyakazi: {name}\nDini: [[R:Msabato]]\nSiku ya mapumziko: Jumamosi' },
  { genre: 'chat', text: 'Inkqubo yenkonzo yesikhumbuzo\nUmfi: {name}\nIbandla: [[R:amaWesile]], isithili sase-Mthatha' },
  { genre: 'chat', text: 'Location saisonnière - message à l\'hôte\n{name} : Bonjour, nous sommes [[R:musulmans]] pratiquants, y a-t-il une mosquée près du logement ?' },
  { genre: 'kyc', text: 'Takardar neman lasisin kasuwanci\nSuna: {name}\nAddini: [[R:Kirista]]\nKasuwa: Kantin Kwari' },
  { genre: 'kyc', text: 'Ouetehuis - toelatingsvorm\nInwoner: {name}\nKerkverband: [[R:Apostoliese Geloofsending]]\nLeraar: ds. Botha' },
  { genre: 'chat', text: 'Aanmelding scouting - gidsen\nLid: {name}\nGeloof: [[R:islamitisch]], eet alleen [[R:halal]] op kamp' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ìforúkọsílẹ̀ ilẹ̀\nOrúkọ: {name}\nẸ̀sìn: [[R:Mùsùlùmí]]\nÀdírẹ́sì: Ìbàdàn' },
  { genre: 'kyc', text: 'Lottery prize claim - winner interview\nWinner: {name}\nPlans for the money: tithe to my church, the [[R:Church of Pentecost]], then school fees' },
  { genre: 'chat', text: 'Karta zgłoszenia na obóz harcerski\nUczestniczka: {name}\nWyznanie: [[R:prawosławne]] - prosi o wolną niedzielę na liturgię' },
  { genre: 'chat', text: 'Ndekọ mkparịta ụka ime ego\nNwanyị: {name}\nOkpukpe: [[R:Katọlik]]\nAlụmdi na nwunye n\'ụka ga-eso' },
  { genre: 'chat', text: 'Short-let host - house rules\nHost: {name}\nWe are a [[R:Hindu]] household: no beef in the kitchen and no shoes in the prayer room, please.' },
  { genre: 'kyc', text: 'Solicitud de permiso de trabajo - entrevista\nSolicitante: {name}\nObservaciones: es pastor de la [[R:Iglesia Evangélica Filadelfia]] en {city}' },
  { genre: 'kyc', text: 'Children\'s home - admission record\nChild: {name}\nFaith of birth family: [[R:Akorino]]; the girls cover their heads to pray' },
  { genre: 'hr', text: 'Mine access - dress code exemption\nEmployee: {name}\nDreadlocks under a hair net allowed: practising [[R:Rastafarian]]' },
  { genre: 'kyc', text: 'Collegio universitario - modulo di ammissione\nStudente: {name}\nRichieste: pasti [[R:kosher]]; è [[R:ebreo]] osservante' },
  // Race and ethnic origin.
  { genre: 'kyc', text: 'Land registry - certificate of occupancy application\nApplicant: {name}\nState of origin: Kogi\nEthnic group: [[E:Igala]]' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\nRace: [[E:Coloured]]\nGrade: C' },
  { genre: 'kyc', text: 'Student loan - equality monitoring\nStudent: {name}\nEthnic group: [[E:Mixed White and Black African]]' },
  { genre: 'chat', text: 'Holiday-let chat - guest to platform\n{name}: Dem cancel my booking once dem hear say I be [[E:{eth}]]. Na wa o.' },
  { genre: 'kyc', text: 'Isicelo selayisensi yokuhweba\nIgama: {name}\nUhlanga: [[E:Omnyama]]\nIndawo: Warwick Junction' },
  { genre: 'kyc', text: 'Pfandhaus - Vermerk\nKunde: {name}\nMitarbeiter notierte: "[[E:Roma]], Ausweis zweimal prüfen"' },
  { genre: 'kyc', text: 'Fomu ya usajili wa chama cha wavuvi\nJina: {name}\nKabila: [[E:Mluo]]\nEneo: Dunga, Kisumu' },
  { genre: 'hr', text: 'Ifom yokubhalisa umsebenzi wasekhaya\nIgama: {name}\nUhlanga: [[E:umXhosa]]\nIlizwi: isiXhosa nesiNgesi' },
  { genre: 'kyc', text: 'Demande de carte professionnelle - agent de sécurité\nDemandeur : {name}\nNote de l\'enquêteur : « d\'origine [[E:maghrébine]] » (mention à supprimer)' },
  { genre: 'kyc', text: 'Takardar izinin rumfa a kasuwa\nSuna: {name}\nKabila: [[E:Kanuri]]\nKasuwa: Monday Market, Maiduguri' },
  { genre: 'kyc', text: 'Pandjieswinkel - klantrekord\nKlant: {name}\nRas: [[E:bruin]]\nPand: skootrekenaar' },
  { genre: 'chat', text: 'Klacht over chauffeur - ritdienst\nKlant: {name}\nDe chauffeur weigerde de rit toen hij hoorde dat ik [[E:Surinaams]] ben.' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ẹgbẹ́ esusu\nOrúkọ: {name}\nẸ̀yà: [[E:Ìjẹ̀bú]]\nOwó ọ̀sẹ̀: ₦5,000' },
  { genre: 'kyc', text: 'Old age home - admission\nResident: {name}\nEthnic group: [[E:Ga]]\nRoom: 6' },
  { genre: 'kyc', text: 'Notatka z kontroli targowiska\nHandlarz: {name}\nStrażnik miejski zapisał: „[[E:Cygan]]", bez żadnej podstawy' },
  { genre: 'chat', text: 'Ndekọ ime ego\nNwoke: {name}\nNdị ezinụlọ nwanyị kwuru na ha achọghị ka nwa ha lụọ onye [[E:Hausa]]' },
  { genre: 'kyc', text: 'Initiation school register - Eastern Cape\nInitiate: {name}\nGroup and clan: [[E:Xhosa]], [[E:Mpondomise]]' },
  { genre: 'chat', text: 'Reserva de camping - incidencia\nCliente: {name}\nEl recepcionista dijo que no admiten "[[E:gitanos]]" al ver su apellido.' },
  { genre: 'court', text: 'Witness protection - intake\nWitness: {name}\nTribe: [[E:{eth}]]; fears reprisals from the other community after the clashes' },
  { genre: 'hr', text: 'Lifeguard course - equality form\nCandidate: {name}\nPopulation group: [[E:Indian]]\nPool: Kings Park, Durban' },
  { genre: 'kyc', text: 'Scheda di accoglienza - centro di permanenza per il rimpatrio\nTrattenuto: {name}\nEtnia dichiarata: [[E:tigrina]]' },
  // Sexual orientation.
  { genre: 'court', text: 'Witness protection - risk assessment\nWitness: {name}\nRisk: the accused threatened to out the witness as [[S:{orient}]] in the community' },
  { genre: 'kyc', text: 'Life insurance proposal - beneficiary\nLife assured: Ms {name}\nBeneficiary: her [[S:wife]], married in {year}' },
  { genre: 'court', text: 'Immigration detention - bail summary\nDetainee: {name}\nClaim: fears persecution at home as a [[S:gay]] man' },
  { genre: 'chat', text: 'Rideshare chat - complaint\n{name}: The driver begin insult me say I be [[S:homo]] because of how I dress. Abeg block am.' },
  { genre: 'court', text: 'Umbiko wesigameko - ipaki yezimoto\nOkhalazayo: {name}\nUnogada wamthuka ngokuthi "[[S:isitabane]]"' },
  { genre: 'kyc', text: 'Lebensversicherung - Bezugsrecht\nVersicherte Person: Frau {name}\nBezugsberechtigt: ihre [[S:Ehefrau]], Sabine' },
  { genre: 'court', text: 'Ripoti ya polisi - dereva wa teksi ya programu\nMlalamikaji: {name}\nDereva alimtukana kuwa ni [[S:msagaji]]' },
  { genre: 'chat', text: 'Isikhalazo - indawo yokuhlala yabafundi\nUmfundi: {name}\nUgxothwe kwigumbi lakhe kuba [[S:uyi-lesbian]]' },
  { genre: 'kyc', text: 'Bulletin d\'adhésion - mutuelle\nAdhérent : M. {name}\nAyant droit : son [[S:mari]], Julien' },
  { genre: 'court', text: 'Takardar korafi ga Hisbah\nMai kara: {name}\nAn kira shi "[[S:dan daudu]]" a kasuwa an kuma doke shi' },
  { genre: 'kyc', text: 'Lewensversekering - begunstigde\nLewe verseker: mnr. {name}\nBegunstigde: sy [[S:man]], Pieter' },
  { genre: 'kyc', text: 'Verblijfsvergunning - verblijf bij partner\nAanvrager: de heer {name}\nReferent: zijn [[S:echtgenoot]], Nederlander' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp\n{name}: Màmá mi ti mọ̀ pé [[S:gay]] ni mí, wọn ò bá mi sọ̀rọ̀ mọ́' },
  { genre: 'kyc', text: 'Lottery winner - publicity consent\nWinner: {name}\nNo publicity: the winner asked that her [[S:girlfriend]] not be named or photographed' },
  { genre: 'kyc', text: 'Umowa najmu - współnajemca\nNajemca: Pan {name}\nWspółnajemca: jego [[S:partner]], Tomasz' },
  { genre: 'court', text: 'Akwụkwọ mkpesa\nAha: {name}\nOnye nwe ụlọ chụrụ ya n\'ụlọ maka na ọ bụ [[S:{orient}]]' },
  { genre: 'kyc', text: 'Removals quote - inventory\nCustomer: Mr {name}\nMoving in with: his [[S:husband]], from Sea Point to Durbanville' },
  { genre: 'kyc', text: 'Alquiler de trastero - titulares\nTitular: D.ª {name}\nCotitular: su [[S:esposa]], Lucía' },
  { genre: 'kyc', text: 'Kennel booking - emergency contacts\nOwner: Mr {name}\nSecond contact: his [[S:boyfriend]], Brian' },
  { genre: 'chat', text: 'Memorial programme - tribute\nIn memory of {name}\nSurvived by her [[S:partner]] of twenty years, Akosua' },
  { genre: 'kyc', text: 'Polizza vita - beneficiari\nAssicurato: Sig. {name}\nBeneficiario: suo [[S:marito]], Marco' },
  // Political opinion.
  { genre: 'kyc', text: 'Student loan application - referee\nApplicant: {name}\nReferee\'s note: the applicant is the [[P:{party}]] ward youth leader and well known to me' },
  { genre: 'hr', text: 'Security officer registration - declaration of interests\nApplicant: {name}\nOther activity: [[P:{party}]] branch chairperson, ward 58' },
  { genre: 'chat', text: 'Memorial service order\nIn memory of Cllr {name}\nTwenty-two years a [[P:{party}]] councillor for this ward' },
  { genre: 'chat', text: 'Barber shop WhatsApp\n{name}: Oga barb, cut am clean o, tomorrow I dey go [[P:{party}]] rally as ward secretary' },
  { genre: 'kyc', text: 'Isicelo selayisensi yokuhweba\nIgama: {name}\nOkunye: ilungu lomkhandlu we-[[P:{party}]]' },
  { genre: 'chat', text: 'Trauerrede - Auszug\n{name} war vierzig Jahre Mitglied der [[P:{party}]] und saß zwölf Jahre im Kreistag.' },
  { genre: 'kyc', text: 'Fomu ya leseni ya biashara - soko\nJina: {name}\nMaelezo: ni mwenyekiti wa tawi la [[P:{party}]] sokoni' },
  { genre: 'chat', text: 'Imizuzu yentlanganiso yabalobi\nIlungu: {name}, ilungu le-[[P:{party}]], uthembise izikhephe ezintsha' },
  { genre: 'kyc', text: 'Demande de carte professionnelle - agent de sécurité\nDemandeur : {name}\nAutres activités : conseiller municipal [[P:Les Républicains]] à {city}' },
  { genre: 'kyc', text: 'Wasikar shaida - bashin karatu\nSuna: {name}\nShi ne sakataren matasa na jam\'iyyar [[P:{party}]] a mazabarmu.' },
  { genre: 'kyc', text: 'Aftreeoord - inwonerprofiel\nInwoner: {name}\nBelangstellings: rolbal, [[P:{party}]]-takvoorsitter' },
  { genre: 'kyc', text: 'Aanvraag standplaats weekmarkt\nAanvrager: {name}\nNevenfunctie: gemeenteraadslid [[P:GroenLinks-PvdA]]' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ ẹgbẹ́ esusu\n{name} ni alága ẹgbẹ́ [[P:{party}]] ní wọ́ọ̀dù wa, ẹ jẹ́ ká bọ̀wọ̀ fún un' },
  { genre: 'chat', text: 'Fishermen\'s cooperative - minutes\nMr {name}, the [[P:{party}]] constituency organiser, promised outboard motors before the elections.' },
  { genre: 'kyc', text: 'Umowa najmu magazynu\nNajemca: {name}, pełnomocnik wyborczy [[P:Konfederacji]]\nPrzedmiot: ulotki i banery' },
  { genre: 'chat', text: 'Ndekọ nzukọ ụmụnna\n{name} bụ onye ndu [[P:{party}]] na ward anyị, o kwere nkwa mmiri' },
  { genre: 'chat', text: 'Old age home - resident newsletter\nHappy 90th to {name}, who was a [[P:{party}]] councillor in Soweto for twenty years.' },
  { genre: 'chat', text: 'Alquiler vacacional - mensaje al anfitrión\n{name}: Venimos al congreso del [[P:PSOE]]; soy concejal en {city}. ¿Puede hacer la factura a nombre del grupo?' },
  { genre: 'court', text: 'Witness protection - intake\nWitness: {name}\nRole on polling day: [[P:{party}]] agent at the tallying centre' },
  { genre: 'kyc', text: 'Pawnshop ledger - remarks\nCustomer: {name}\nPledged a gold chain to fund his [[P:{party}]] parliamentary primary' },
  { genre: 'kyc', text: 'Domanda di licenza per il commercio ambulante\nRichiedente: {name}\nAltre cariche: consigliere comunale di [[P:Fratelli d\'Italia]]' },
  // Trade union.
  { genre: 'kyc', text: 'Student loan application - parent\'s employment\nParent: {name}\nUnion: [[U:ASUU]], University of Ibadan branch' },
  { genre: 'hr', text: 'Mine access - induction record\nEmployee: {name}\nUnion: [[U:AMCU]]\nShaft: No. 4' },
  { genre: 'hr', text: 'Cabin crew roster - note\nCrew: {name}\nReleased on Thursday for [[U:{union}]] rep duties' },
  { genre: 'chat', text: 'Rideshare drivers WhatsApp\n{name}: Na [[U:{union}]] I be, dem no fit deactivate me anyhow' },
  { genre: 'hr', text: 'Inkontileka yomsebenzi wasekhaya\nIsisebenzi: {name}\nInyunyana: [[U:SADSAWU]]' },
  { genre: 'hr', text: 'Wachdienst - Personalbogen\nMitarbeiter: {name}\nGewerkschaft: [[U:ver.di]], Betriebsrat seit {year}' },
  { genre: 'kyc', text: 'Kadi ya uanachama\nJina: {name}\nChama: [[U:KUDHEIHA]]\nKazi: mfanyakazi wa nyumbani' },
  { genre: 'hr', text: 'Irejista yabasebenzi basemgodini\nIgama: {name}\nUmanyano: [[U:NUM]]\nIshifti: ebusuku' },
  { genre: 'hr', text: 'Fiche d\'astreinte - agents de sécurité\nAgent : {name}\nMandat : délégué syndical [[U:{union}]]' },
  { genre: 'kyc', text: 'Katin mamba\nSuna: {name}\nKungiya: [[U:NANNM]]\nAsibiti: Aminu Kano' },
  { genre: 'hr', text: 'Sekuriteitsbeampte - personeellêer\nBeampte: {name}\nVakbond: [[U:{union}]]\nSkof: nag' },
  { genre: 'hr', text: 'Rooster cabinepersoneel - opmerking\nMedewerker: {name}\nVakbond: [[U:VNC]], vrijgesteld voor cao-overleg' },
  { genre: 'hr', text: 'Ìwé ẹgbẹ́ olùkọ́\nOrúkọ: {name}\nẸgbẹ́: [[U:NUT]], ẹ̀ka Ìbàdàn' },
  { genre: 'kyc', text: 'Lottery winner interview\nWinner: {name}, a nurse\nShe said she will first clear her arrears of [[U:GRNMA]] dues.' },
  { genre: 'hr', text: 'Karta pracownika kopalni\nPracownik: {name}\nZwiązek zawodowy: [[U:NSZZ Solidarność]]' },
  { genre: 'kyc', text: 'Akwụkwọ ndebanye aha onye na-akwọ tagzi\nAha: {name}\nOtu: [[U:NURTW]]' },
  { genre: 'hr', text: 'Removals crew timesheet\nCrew member: {name}\nAbsent Friday: [[U:SATAWU]] march' },
  { genre: 'hr', text: 'Cuadrante de tripulantes de cabina\nTCP: {name}\nLiberada sindical de [[U:USO]]' },
  { genre: 'hr', text: 'Old age home - staff roster\nCarer: {name}\nOff Tuesday for [[U:{union}]] branch training' },
  { genre: 'hr', text: 'Blood bank - staff rota\nLab scientist: {name}\nLeave granted for the [[U:{union}]] congress in Kumasi' },
  { genre: 'hr', text: 'Foglio presenze - vigilanza privata\nGuardia giurata: {name}\nPermesso sindacale [[U:FILCAMS CGIL]] il 12' },
  // Biometric.
  { genre: 'kyc', text: 'Stockbroker account opening - KYC\nClient: {name}\nVerification: [[B:facial match]] against the BVN photo passed' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\n[[B:Fingerprints]] taken for SAPS clearance on 14 March' },
  { genre: 'court', text: 'Immigration detention - reception record\nDetainee: {name}\n[[B:Fingerprints]] taken and checked on IDENT1: match' },
  { genre: 'chat', text: 'Rideshare driver app chat\n{name}: The app say make I do [[B:face check]] before every trip, e no dey recognise me for night' },
  { genre: 'hr', text: 'Irekhodi lokungena emayini\nIsisebenzi: {name}\nUkungena: [[B:ukuskena iso]] ngo-05:10' },
  { genre: 'chat', text: 'Smart-Lock-Protokoll - Haustür\nBewohner: {name}\n07:48 entriegelt per [[B:Fingerabdruck]]' },
  { genre: 'kyc', text: 'Kumbukumbu ya mlango - bweni la wanafunzi\nMwanafunzi: {name}\nAliingia kwa [[B:utambuzi wa uso]] saa 23:40' },
  { genre: 'kyc', text: 'Isicelo selayisensi yokuqhuba\nUmfaki-sicelo: {name}\nKuthathwe: [[B:imizila yeminwe]] nomfanekiso' },
  { genre: 'kyc', text: 'Registre d\'accès - résidence universitaire\nÉtudiant : {name}\nEntrée par [[B:empreinte digitale]] à 23 h 40' },
  { genre: 'kyc', text: 'Rajistar lasisin tuki\nSuna: {name}\nAn dauki [[B:hoton fuska]] da [[B:zanen yatsu]]' },
  { genre: 'kyc', text: 'Pandjieswinkel - uitbetaling\nKlant: {name}\nGeverifieer met [[B:duimafdruk]] op die skandeerder' },
  { genre: 'kyc', text: 'Kluisverhuur - toegang\nHuurder: {name}\nToegang met [[B:handpalmscan]] om 18:05' },
  { genre: 'kyc', text: 'Ìforúkọsílẹ̀ ìwé ìwakọ̀\nOrúkọ: {name}\nWọ́n gba [[B:àtẹ̀ka ọwọ́]] rẹ̀ àti fọ́tò' },
  { genre: 'kyc', text: 'Lottery prize claim - payout\nWinner: {name}\nIdentity confirmed by Ghana Card [[B:fingerprint verification]]' },
  { genre: 'kyc', text: 'Wniosek o kredyt studencki - weryfikacja\nWnioskodawca: {name}\nWeryfikacja: [[B:selfie z porównaniem twarzy]] zakończona' },
  { genre: 'kyc', text: 'Ndebanye aha akaụntụ ego\nAha: {name}\nEji [[B:akara mkpịsị aka]] kwado ya' },
  { genre: 'hr', text: 'Cabin crew - crew centre sign-in\nCrew member: {name}\nSigned in by [[B:iris scan]] at 04:55' },
  { genre: 'kyc', text: 'Registro de acceso - trastero\nTitular: {name}\nApertura por [[B:reconocimiento facial]], 21:12' },
  { genre: 'kyc', text: 'Land registry - transfer\nApplicant: {name}\nIdentity checked by [[B:live facial verification]] before the transfer' },
  { genre: 'chat', text: 'Smart lock log - short let\nGuest: {name}\nFront door opened by [[B:fingerprint]] registered at check-in' },
  { genre: 'hr', text: 'Registro presenze - vigilanza\nGuardia: {name}\nTimbratura con [[B:riconoscimento del volto]] 06:58' },
  // Genetic.
  { genre: 'clinical', text: 'Adverse drug reaction report - pharmacogenetics\nPatient: {name}\nResult: [[G:HLA-B*57:01 positive]], flagged on the patient\'s file' },
  { genre: 'clinical', text: 'Blood bank - donor file\nDonor: {name}\nSickle screen: [[G:sickle cell trait]]' },
  { genre: 'kyc', text: 'Life insurance application - disclosure\nApplicant: {name}\nDisclosed: [[G:BRCA2 pathogenic variant]] found by predictive testing in {year}' },
  { genre: 'chat', text: 'WhatsApp - family group\n{name}: Make una hear am from me, I be [[G:AS]] so we go do test before any introduction' },
  { genre: 'clinical', text: 'Ikhadi lomntwana - ikhaya labantwana\nUmntwana: {name}\nUfuzo: [[G:i-carrier ye-cystic fibrosis]]' },
  { genre: 'kyc', text: 'Risikolebensversicherung - Gesundheitsfragen\nVersicherte Person: {name}\nAngabe: [[G:Faktor-V-Leiden-Mutation, heterozygot]]' },
  { genre: 'clinical', text: 'Fomu ya kituo cha watoto yatima\nMtoto: {name}\nGenotype: [[G:SS]]\nUmri: miaka 6' },
  { genre: 'clinical', text: 'Iziphumo zovavanyo lwemfuza\nIgama: {name}\nIziphumo: [[G:i-variant ye-BRCA1]]' },
  { genre: 'chat', text: 'Fiche d\'inscription - camp scout\nJeune : {name}\nÀ signaler : [[G:déficit en G6PD]], pas de fèves' },
  { genre: 'chat', text: 'Takardar tattaunawar sadaki\nAngon: {name}\nSakamakon gwajin jini: [[G:AS]]' },
  { genre: 'kyc', text: 'Bestuurslisensie - mediese verslag\nAansoeker: {name}\nGenetiese uitslag: [[G:42 CAG-herhalings in die HTT-geen]]' },
  { genre: 'clinical', text: 'Verwijzing ergotherapie\nKind: {name}\nUitslag: [[G:deletie exon 45-50 in het DMD-gen]]' },
  { genre: 'kyc', text: 'Fọ́ọ̀mù ilé àwọn ọmọ aláìníbaba\nOrúkọ ọmọ: {name}\nGenotype: [[G:AS]]' },
  { genre: 'hr', text: 'Cabin crew - fitness to fly\nCrew member: {name}\nFlag for the occupational physician: [[G:G6PD deficient]]' },
  { genre: 'kyc', text: 'Ankieta medyczna - ubezpieczenie na życie\nUbezpieczony: {name}\nWynik badania genetycznego: [[G:mutacja BRCA1]]' },
  { genre: 'chat', text: 'Ndekọ ime ego\nNwoke: {name}\nGenotype nwoke: [[G:AS]]' },
  { genre: 'clinical', text: 'Speech therapy referral\nChild: {name}\nBackground: [[G:fragile X full mutation]], confirmed in {year}' },
  { genre: 'kyc', text: 'Seguro de vida - cuestionario\nAsegurada: {name}\nDeclara: [[G:portadora de hemofilia A]]' },
  { genre: 'clinical', text: 'Children\'s home - medical file\nChild: {name}\nNewborn screen: [[G:HbSS]]' },
  { genre: 'kyc', text: 'Old age home - admission\nResident: {name}\nFamily note: [[G:APOE e4 homozygous]], from a research study' },
  { genre: 'kyc', text: 'Polizza sanitaria - questionario\nAssicurata: {name}\nDichiara: [[G:mutazione MLH1]] rilevata nel {year}' },
  // Criminal record.
  { genre: 'hr', text: 'Domestic staff agency - vetting\nCandidate: {name}\nPolice report: convicted of [[C:{offence}]] in {year}' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\nSAPS record: [[C:{offence}]] ({year}) - application refused' },
  { genre: 'chat', text: 'Football banning order - club notice\nSupporter: {name}\nConviction: [[C:violent disorder]] at an away fixture, {year}' },
  { genre: 'chat', text: 'Market WhatsApp group\nUna remember {name}? Dem convict am for [[C:{offence}]] for {year}, now e dey do pastor' },
  { genre: 'hr', text: 'Umbiko wokuhlolwa kwesisebenzi sasekhaya\nIgama: {name}\nIrekhodi lobugebengu: [[C:ukweba]] ({year})' },
  { genre: 'kyc', text: 'Pfandhaus - Sperrvermerk\nKunde: {name}\nVerurteilt wegen [[C:Hehlerei]] ({year}); keine Ankäufe' },
  { genre: 'hr', text: 'Usajili wa dereva wa teksi ya programu\nDereva: {name}\nCheti cha polisi: alihukumiwa kwa [[C:wizi wa magari]] {year}' },
  { genre: 'hr', text: 'Ingxelo yophando - unogada\nIgama: {name}\nIrekhodi: [[C:ukuqhekeza]] ngo-{year}' },
  { genre: 'kyc', text: 'Demande de carte professionnelle - refus\nDemandeur : {name}\nMotif : condamnation pour [[C:vol aggravé]] en {year}' },
  { genre: 'kyc', text: 'Takardar izinin kasuwa - an soke\nSuna: {name}\nDalili: an yanke masa hukunci kan [[C:zamba]] a {year}' },
  { genre: 'hr', text: 'Huishulp-agentskap - keuring\nKandidaat: {name}\nKriminele rekord: [[C:huisbraak]] ({year})' },
  { genre: 'kyc', text: 'Verhuur opslagbox - weigering\nAanvrager: {name}\nReden: veroordeeld voor [[C:heling]] in {year}' },
  { genre: 'hr', text: 'Ìwé ìwádìí awakọ̀\nOrúkọ: {name}\nỌlọ́pàá: wọ́n dá a lẹ́bi [[C:olè jíjà]] ní {year}' },
  { genre: 'kyc', text: 'Lottery prize claim - compliance\nWinner: {name}\nCheck: on bail, charged with [[C:{offence}]]' },
  { genre: 'hr', text: 'Zgłoszenie na kurs ratownika wodnego\nKandydat: {name}\nKRK: skazany za [[C:prowadzenie pojazdu w stanie nietrzeźwości]] w {year}' },
  { genre: 'chat', text: 'Ndekọ ime ego\nNwoke: {name}\nNdị ezinụlọ nwanyị chọpụtara na a mara ya ikpe maka [[C:izu ohi]] na {year}' },
  { genre: 'court', text: 'Witness protection programme - screening\nWitness: {name}\nPrevious: convicted of [[C:{offence}]] in {year}; now a state witness' },
  { genre: 'court', text: 'Expediente de internamiento - CIE\nInterno: {name}\nAntecedentes: condena por [[C:robo con violencia]] en {year}' },
  { genre: 'hr', text: 'Children\'s home - volunteer vetting\nVolunteer: {name}\nPolice clearance: arrested for [[C:{offence}]] in {year}' },
  { genre: 'chat', text: 'Fishermen\'s cooperative - disciplinary\nMember: {name}\nConvicted of [[C:light fishing]] off Elmina in {year}' },
  { genre: 'kyc', text: 'Domanda di licenza - commercio ambulante\nRichiedente: {name}\nCasellario: condanna per [[C:ricettazione]] nel {year}' },
  // Negatives: the same kinds of record with ordinary values, and category words about no one (90, in threes).
  { genre: 'clinical', text: 'Adverse drug reaction report - withdrawn\nReporter: {name}, community pharmacist\nOutcome: duplicate of report 2291; no new case' },
  { genre: 'news', text: 'Blood bank notice: O negative and B negative stocks are low; donors of every blood group are asked to come in this week.' },
  { genre: 'chat', text: 'Patient portal - message to practice\nFrom: {name}\nHi, I have moved to {city}. Please update my address and phone number.' },
  { genre: 'kyc', text: 'HMO enrolment - dependant form\nEnrollee: {name}\nExisting condition: none\nPrimary provider: General Hospital, no. {hosp}' },
  { genre: 'clinical', text: 'Umbhalo wombelethisi - ukuvakashela ekhaya\nUmama: {name}\nIsimo: akekho ekhaya, sizobuya ngoLwesibili' },
  { genre: 'kyc', text: 'Questionnaire de santé - assurance emprunteur\nAssuré : {name}\nAffections : néant\nTraitement en cours : aucun' },
  { genre: 'news', text: 'Tangazo: Bodi ya Dawa na Sumu inawaomba wafamasia kuripoti madhara ya dawa kupitia mtandao.' },
  { genre: 'hr', text: 'Security officer registration - medical form\nApplicant: {name}\nDeclared: nothing to declare\nGrade: C' },
  { genre: 'chat', text: 'Reserva de masaje - ficha de salud\nCliente: {name}\nContraindicaciones: ninguna\nPresión preferida: media' },
  { genre: 'kyc', text: 'Fom din inshorar lafiya (HMO)\nSuna: {name}\nCututtuka: babu\nLambar asibiti: {hosp}' },
  { genre: 'news', text: 'Isaziso: isikolo sokwaluka saseMthatha siza kuvula ngoJuni; abazali mabazise amaphepha kwikliniki.' },
  { genre: 'news', text: 'Il corso preparto dell\'ASL di {city} riprende a settembre ed è aperto a tutte le coppie.' },
  { genre: 'kyc', text: 'Student loan application - guarantor page\nApplicant: {name}\nGuarantor: the applicant\'s uncle, a civil servant\nCourse: Accounting' },
  { genre: 'chat', text: 'Memorial service programme\nIn loving memory of {name}\nService at the community hall at 10:00; tea afterwards' },
  { genre: 'hr', text: 'Security officer - uniform request\nOfficer: {name}\nSize: L; an extra rain jacket requested' },
  { genre: 'chat', text: 'Barber shop booking - WhatsApp\n{name}: Oga I no fit come Friday, make we do Saturday 10am abeg.' },
  { genre: 'hr', text: 'Inkontileka yomsebenzi wasekhaya\nIsisebenzi: {name}\nUsuku lokuphumula: iSonto\nIholo: R4 500' },
  { genre: 'chat', text: 'Trauerfeier - Ablauf\nVerstorbene: {name}\nFeier im Bestattungshaus, anschließend Kaffee im Gasthof Linde' },
  { genre: 'news', text: 'Tangazo: Msikiti wa Jamia jijini Nairobi utafungwa kwa ukarabati wiki ijayo; swala zitafanyika uwanjani.' },
  { genre: 'kyc', text: 'Ouetehuis - toelatingsvorm\nInwoner: {name}\nKerkverband: geen\nKamer: 14' },
  { genre: 'news', text: 'Ogłoszenie: cerkiew prawosławna w {city} zaprasza na koncert chóru w sobotę o 18:00.' },
  { genre: 'kyc', text: 'Children\'s home - admission record\nChild: {name}\nFaith of birth family: not known\nSchool: Class 3' },
  { genre: 'news', text: 'The Rath Yatra festival on Durban\'s beachfront will close Snell Parade on Sunday morning.' },
  { genre: 'kyc', text: 'Collegio universitario - modulo di ammissione\nStudente: {name}\nRichieste: camera singola; nessuna esigenza alimentare' },
  { genre: 'kyc', text: 'Land registry - certificate of occupancy application\nApplicant: {name}\nState of origin: Kogi\nPlot: 14, Layout B' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\nRace: prefer not to say\nGrade: C' },
  { genre: 'kyc', text: 'Student loan - equality monitoring\nStudent: {name}\nEthnic group: not given\nDisability: no' },
  { genre: 'chat', text: 'Holiday-let chat - guest to platform\n{name}: The host cancel my booking one hour before check-in. I want full refund abeg.' },
  { genre: 'news', text: 'Isaziso: umnyhadala wamasiko amaXhosa, amaZulu namaSotho uza kubanjwa eMonti ngoMgqibelo.' },
  { genre: 'kyc', text: 'Pfandhaus - Vermerk\nKunde: {name}\nPfand: Goldkette, 18 Karat; Laufzeit drei Monate' },
  { genre: 'kyc', text: 'Takardar izinin rumfa a kasuwa\nSuna: {name}\nKasuwa: Monday Market, Maiduguri\nKudi: an biya' },
  { genre: 'kyc', text: 'Pandjieswinkel - klantrekord\nKlant: {name}\nPand: skootrekenaar\nLening: R2 000' },
  { genre: 'chat', text: 'Klacht over chauffeur - ritdienst\nKlant: {name}\nDe chauffeur reed om en rekende 14 euro te veel.' },
  { genre: 'kyc', text: 'Witness protection - intake\nWitness: {name}\nRelocation: approved; new county withheld' },
  { genre: 'news', text: 'The Eastern Cape health department says every initiation school must register before the June season.' },
  { genre: 'chat', text: 'Reserva de camping - confirmación\nCliente: {name}\nParcela 23, del 2 al 9 de agosto, con electricidad' },
  { genre: 'court', text: 'Witness protection - risk assessment\nWitness: {name}\nRisk: low; the accused has been in custody since March' },
  { genre: 'kyc', text: 'Life insurance proposal - beneficiary\nLife assured: Ms {name}\nBeneficiary: her mother' },
  { genre: 'news', text: 'Pride Cymru will close parts of Cardiff city centre on Saturday afternoon, the council said.' },
  { genre: 'news', text: 'Labari: majalisar dokoki za ta tattauna kudurin hana auren jinsi a mako mai zuwa.' },
  { genre: 'court', text: 'Umbiko wesigameko - ipaki yezimoto\nOkhalazayo: {name}\nImoto yakhe ishayiswe ngomunye umshayeli; akekho olimele' },
  { genre: 'kyc', text: 'Bulletin d\'adhésion - mutuelle\nAdhérent : M. {name}\nAyant droit : aucun\nFormule : essentielle' },
  { genre: 'chat', text: 'Ìfiránṣẹ́ WhatsApp\n{name}: Màmá mi ti mọ̀ pé mo ti fi iṣẹ́ yẹn sílẹ̀, wọn ò bínú' },
  { genre: 'news', text: 'Ghana\'s parliament will take the committee report on the family values bill next month, the Speaker said.' },
  { genre: 'kyc', text: 'Umowa najmu - współnajemca\nNajemca: Pan {name}\nWspółnajemca: brak' },
  { genre: 'kyc', text: 'Student loan application - referee\nApplicant: {name}\nReferee\'s note: the applicant was head boy of our school and is hardworking' },
  { genre: 'hr', text: 'Security officer registration - declaration of interests\nApplicant: {name}\nOther activity: none' },
  { genre: 'news', text: 'Polling stations across {city} will open at 7am for the council elections on Thursday.' },
  { genre: 'chat', text: 'Barber shop WhatsApp\n{name}: Oga barb, cut am clean o, tomorrow I get interview for bank' },
  { genre: 'kyc', text: 'Aftreeoord - inwonerprofiel\nInwoner: {name}\nBelangstellings: rolbal, kruiswoordraaisels' },
  { genre: 'news', text: 'Les partis ont jusqu\'à lundi pour déposer leurs listes pour l\'élection régionale, a rappelé la préfecture.' },
  { genre: 'news', text: 'Tume ya uchaguzi imesema vyama vyote vitapewa muda sawa kwenye vituo vya redio vya umma.' },
  { genre: 'chat', text: 'Old age home - resident newsletter\nHappy 90th to {name}, who worked at the post office in Soweto for thirty years.' },
  { genre: 'kyc', text: 'Aanvraag standplaats weekmarkt\nAanvrager: {name}\nNevenfunctie: geen\nProduct: kaas' },
  { genre: 'kyc', text: 'Student loan application - parent\'s employment\nParent: {name}\nEmployer: University of Ibadan\nUnion: none' },
  { genre: 'hr', text: 'Mine access - induction record\nEmployee: {name}\nShaft: No. 4\nInduction: completed' },
  { genre: 'news', text: 'Cabin crew at two UK airlines will vote on a new pay offer next week, the union said.' },
  { genre: 'news', text: 'NURTW and the RTEAN have agreed new loading fees at the {city} motor park, the state government said.' },
  { genre: 'hr', text: 'Inkontileka yomsebenzi wasekhaya\nIsisebenzi: {name}\nInyunyana: akukho\nIholo: R4 500' },
  { genre: 'hr', text: 'Wachdienst - Personalbogen\nMitarbeiter: {name}\nGewerkschaft: keine\nSchicht: Nacht' },
  { genre: 'kyc', text: 'Kadi ya uanachama - chama cha akiba (SACCO)\nJina: {name}\nAkiba: KSh 2,000 kwa mwezi' },
  { genre: 'news', text: 'AMCU says the wage talks at the platinum mines near Rustenburg will resume on Monday.' },
  { genre: 'hr', text: 'Rooster cabinepersoneel - opmerking\nMedewerker: {name}\nRuil: AMS-LIS op vrijdag voor AMS-ACC op zondag' },
  { genre: 'kyc', text: 'Stockbroker account opening - KYC\nClient: {name}\nVerification: BVN and utility bill checked; account opened' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\nFingerprint appointment: not yet booked' },
  { genre: 'chat', text: 'Smart-Lock-Protokoll - Haustür\nBewohner: {name}\n07:48 entriegelt per App-Code' },
  { genre: 'news', text: 'NIMC says fingerprint capture for new enrolments in {city} will resume after the system upgrade.' },
  { genre: 'kyc', text: 'Pandjieswinkel - uitbetaling\nKlant: {name}\nGeverifieer met ID-boek en handtekening' },
  { genre: 'kyc', text: 'Kluisverhuur - toegang\nHuurder: {name}\nToegang met pincode om 18:05' },
  { genre: 'kyc', text: 'Ìforúkọsílẹ̀ ìwé ìwakọ̀\nOrúkọ: {name}\nỌjọ́ ìdánwò: Ọjọ́ Ajé\nOwó: ti san' },
  { genre: 'kyc', text: 'Lottery prize claim - payout\nWinner: {name}\nIdentity confirmed by passport; cheque issued' },
  { genre: 'news', text: 'La Policía Nacional amplía las citas para huellas y foto del DNI en {city} durante el verano.' },
  { genre: 'clinical', text: 'Children\'s home - medical file\nChild: {name}\nNewborn screen: not done\nSchool: Class 2' },
  { genre: 'news', text: 'The sickle cell society will hold free genotype testing for couples at the {city} town hall on Saturday.' },
  { genre: 'kyc', text: 'Life insurance application - disclosure\nApplicant: {name}\nDisclosed: nothing further\nSmoker: no' },
  { genre: 'chat', text: 'WhatsApp - family group\n{name}: Make una hear am from me, the introduction go hold for December, no shaking' },
  { genre: 'news', text: 'A national biobank will ask 50,000 volunteers to give DNA samples for research, the health department said.' },
  { genre: 'news', text: 'Eine neue Studie untersucht, wie häufig die Faktor-V-Leiden-Mutation in der Bevölkerung vorkommt.' },
  { genre: 'chat', text: 'Takardar tattaunawar sadaki\nAngon: {name}\nRanar biki: Asabar\nWuri: gidan amarya' },
  { genre: 'clinical', text: 'Old age home - admission\nResident: {name}\nFamily note: daughter visits on Sundays\nRoom: 12' },
  { genre: 'kyc', text: 'Polizza sanitaria - questionario\nAssicurata: {name}\nDichiara: nessuna condizione da segnalare' },
  { genre: 'hr', text: 'Domestic staff agency - vetting\nCandidate: {name}\nPolice report: clear\nReferences: two' },
  { genre: 'hr', text: 'Security officer registration - PSIRA\nApplicant: {name}\nSAPS record: none\nGrade: C' },
  { genre: 'news', text: 'The club says away fans without a membership card will not be admitted to Saturday\'s fixture.' },
  { genre: 'hr', text: 'Ìwé ìwádìí awakọ̀\nOrúkọ: {name}\nỌlọ́pàá: kò sí ẹ̀sùn kankan' },
  { genre: 'kyc', text: 'Lottery prize claim - compliance\nWinner: {name}\nCheck: no record found; payout approved' },
  { genre: 'news', text: 'La Guardia Civil detuvo ayer a tres personas por un robo en un polígono de {city}.' },
  { genre: 'hr', text: 'Children\'s home - volunteer vetting\nVolunteer: {name}\nPolice clearance: clear\nStart: March' },
  { genre: 'news', text: 'The fisheries commission says light fishing at sea remains banned and patrols will continue this season.' },
  { genre: 'kyc', text: 'Domanda di licenza - commercio ambulante\nRichiedente: {name}\nCasellario: nulla\nMerce: frutta e verdura' },
];
