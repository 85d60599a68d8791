// Held-out set 43 of the special-category labelled set (issue 15). Written in session 36 by an author independent
// of the detector (the thirty-fourth such author; a blind author helper of session 36, branch s36-special43): before
// writing it the author read only the session's rules, the blind-author brief and its own brief,
// bench/special/generate.ts, bench/special/slots.ts, the set-42 lines of bench/special.ts (its header comment and set
// list, to wire the set in), templates-heldout42.ts (for the TypeScript shape and the labelling policy), and the
// shared helpers, the held-out table and the set-42 part of test/bench/special-generate.test.ts. The header comments
// of templates-heldout11.ts to 42.ts were only searched for record-kind keywords (how many headers name each kind),
// to choose kinds none of them names. A search of README.md for set 42's paragraph printed it and the set-41 and
// set-40 paragraphs whole, readings included; the author did not write towards them (it did rename a few kinds those
// paragraphs named: youth camps, football academies, call-centre notes, letting agents, appraisals, gyms). The
// author did NOT read anything under src/ (the detector, lexicons, statute packs), test/detect/special/ or any README
// error analysis, and did not run the detector or the bench on this set: it is to be read once by the lead (not yet
// read).
// 279 templates filled twice with seed 4343 (558 texts, 410 gold spans): 21 positive templates per category (189, in
// the order health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its
// own category, and 90 negatives last (180 texts, about a third); all in threes, so the first of each three falls in NG
// and KE (English, Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, isiZulu, isiXhosa,
// Afrikaans) and the third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are
// filled from slots.ts as in every set, so a fill may put a Kenyan party in a Nigerian form, a Ghanaian in a South
// African form, "Lagos traffic" in a Kenyan tweet or a woman's name beside "Mr": such fill slips leave the spans right
// and are left as they fall.
// Kinds of record (chosen because no header of sets 11 to 42 names them): casualty and A&E triage cards; nursing shift
// handovers (staffing, controlled-drug cupboard, bed alerts); accident-book and RIDDOR entries; home-care visit logs,
// care plans, visit verification, client profiles and agency staff files and vetting; lasting powers of attorney;
// Kadhi's court and Sharia court divorce, inheritance, registry and judgment records (Swahili, Hausa); customary courts
// (land, chieftaincy, Yorùbá) and traditional-council petitions, stool succession and enstoolment objections;
// election-petition tribunal statements, particulars, exhibit lists and replies; IEC complaints (isiXhosa); matrimonial
// causes, divorce petitions and separations (English, Afrikaans, French, Italian); protection orders and police
// gender-desk OB entries (English, Swahili); food-parcel and food-bank referrals and volunteer forms; street outreach
// (rough-sleeper counts, risk notes); debt advice (German Schuldnerberatung, Dutch schuldhulpverlening), debt
// collection call logs and loan-app borrower files; haulage trip logs, driver files and fleet ignition logs; port
// health yellow-fever letters, customs declarations, seizure reports and airport e-gate logs; naturalisation and
// citizenship files (UK biometric enrolment and spouse details, German Einbürgerung, French naturalisation, Spanish
// nacionalidad); reference letters and requests, staff one-to-one notes, German Personalakte and Personalbogen,
// Polish opinia służbowa and referencje, Dutch and Italian referenties; social housing and tenancy co-tenant forms;
// school reports (JSS, South African learners, Afrikaans skoolverslag), preschool and kindergarten enrolment
// (Igbo, Afrikaans, German Kita, Polish przedszkole), school PTA minutes, boarding-school exeat logs, school health
// cards, Hausa school admission forms and school governing body candidate lists; a holiday-camp health sheet
// (French); cadet programmes; netball leagues, bowls, golf and tennis clubs, Dutch sportclub health declarations and
// sports medicals (athletes, Sportkeuring, Sporttauglichkeit, karta sportowca); blood-donor registration, check-in and
// sickle screens; personal-injury claim intakes; pre-marriage genotype checks (church register, Swahili, Hausa,
// Yorùbá); equality complaints to the Rental Housing Tribunal, UNAR and a Dutch discrimination desk; a Polish
// hate-crime report; letters to the editor; tweets, X posts, Instagram bios and comments, a TikTok comment, a Reddit
// post, LinkedIn posts, Google reviews; pay-TV installer and insurance-app chats; telephone banking voice checks;
// payslips and union debit orders; office turnstile logs; voter registration (Hausa), Maisha Namba registration
// (Swahili), German ID-card captures, social-grant pay points and Dutch childcare pick-up; and lay-minister vetting.
// Labelling policy (as set 42; what a careful data-protection analyst would mark): the value itself, never the field
// label, a negated, declined or empty value, or a dose. Health: a condition, symptom, injury, disability, pregnancy of
// the named person, a medicine, aid or treatment used (ARVs, an EpiPen, an insulin pump, a pacemaker, an asthma pump).
// Religion: the faith, denomination or church a named person belongs to or serves, and an observance the text ties to
// the person's faith (halal, Hajj). Race and ethnic origin: the ethnic, tribal or population group of a named person,
// including an ethnic slur put on them ("zingara") and a group the text implies they belong to. Sexual orientation:
// the orientation word, the same-sex partner or spouse word that reveals it ("her wife", "sein Ehemann", "his
// partner Michael"), "same-sex couple", and a slur put on a named person ("shoga", "pedał"). Political opinion: the
// party a named person is a member, councillor, candidate, organiser or officer of. Trade union: the union a named
// person belongs to, pays dues to, represents, is represented or backed by, or trains for. Biometric: the biometric
// item enrolled, captured, matched, failed or used to log in or unlock (fingerprints, face scan, face match, facial
// authentication, voice biometrics, liveness check, a selfie face match). Genetic: the finding (a genotype AS, SS, AC,
// SC, HbAS, a named variant, mutation, carrier state or repeat expansion, G6PD deficiency), never the test's name.
// Criminal record: the offence a named person is convicted, cautioned, charged or arrested for, never the sentence,
// court or date.
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("none", "néant", "geen",
// "keine", "keine Angabe", "nessuna", "hakuna", "nie", "not stated", "not recorded", "prefer not to say", "not yet
// tested", "niets bijzonders", "clear", a PIN, a membership card or a card clock-in), and category words about no one
// (cholera and flu-vaccine notices, newborn genotype screening, a mosque used as a polling station, a joint
// Christian-Muslim prayer, a cathedral concert, the Moria Easter traffic plan, a Vatican visit, a Kadhi's court
// closing for Idd, ethnic traders, Heritage Day choirs, a Roma and Sinti exhibition, a Maasai cultural festival, Pride
// closures in London and Madrid, bills and court rulings on same-sex relations, party rallies, primaries and lists,
// strike, march and pay-vote news, BVAS fingerprint and facial authentication and visa fingerprint appointments, and
// an abandoned customs seizure).
import type { Template } from './templates-dev.js';

export const HELDOUT43_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'clinical', text: 'Casualty triage card - Emergency Unit\nPatient: {name}, {n}\nPresenting complaint: [[H:chest pain]] going to the left arm\nPMH: [[H:{cond}]]\nTriage colour: orange' },
  { genre: 'clinical', text: 'Nursing shift handover - Ward 4B, night to day\nBed 12: {name} - [[H:{cond}]], post-op day 2, on [[H:{med}]]; pain controlled, drain out' },
  { genre: 'hr', text: 'Accident book - RIDDOR reportable\nInjured person: {name}\nInjury: [[H:fractured left wrist]] after a fall from a stepladder in the stockroom\nFirst aider: K. Ward' },
  { genre: 'court', text: 'Gender desk - OB extract, Kilimani\nComplainant: {name}\nInjuries seen: [[H:cut above the right eye]], [[H:bruised ribs]]; P3 form issued' },
  { genre: 'clinical', text: 'Home care visit log\nClient: {name}\n08:15 prompted [[H:{med}]]; {first}\'s [[H:pressure sore]] on the left heel redressed, family informed' },
  { genre: 'court', text: 'Lasting power of attorney - health and welfare\nDonor: {name}\nWhy now: diagnosed with [[H:Alzheimer\'s disease]] in {year}, still has capacity to sign' },
  { genre: 'court', text: 'Mahakama ya Kadhi - ombi la talaka\nMlalamikaji: {name}\nSababu: mume hajamtunza tangu apate [[H:kiharusi]] mwaka {year}' },
  { genre: 'kyc', text: 'Food parcel referral - community kitchen\nApplicant: {name}\nCircumstances: lost job after a [[H:stroke]]; [[H:left-sided weakness]], cannot stand long' },
  { genre: 'kyc', text: 'Schuldnerberatung - Erstgespräch\nKlient: {name}\nUrsache der Überschuldung: arbeitsunfähig wegen [[H:Depression]] seit {year}' },
  { genre: 'chat', text: 'Tweet\n@{first}_writes: I don dey manage [[H:{cond}]] for three years now and this Lagos traffic no dey help matter at all' },
  { genre: 'chat', text: 'Kleuterskool - inskrywingsvorm\nKind: {name}\nAllergieë: [[H:grondboontjie-allergie]], dra \'n [[H:EpiPen]]' },
  { genre: 'chat', text: 'Colonie de vacances - fiche sanitaire\nEnfant : {name}\nProblèmes de santé : [[H:diabète de type 1]], porte une [[H:pompe à insuline]]' },
  { genre: 'hr', text: 'Haulage trip log - Apapa to Kano\nDriver: {name}\nLokoja stop: driver said he has [[H:blurred vision]]; known [[H:{cond}]], relief driver took over' },
  { genre: 'kyc', text: 'Port health - yellow fever exemption letter\nTraveller: {name}\nReason vaccine not given: [[H:pregnant]], 20 weeks' },
  { genre: 'hr', text: 'Sportclub - gezondheidsverklaring\nLid: {name}\nBijzonderheden: [[H:hartritmestoornis]], heeft een [[H:pacemaker]]' },
  { genre: 'court', text: 'Election petition tribunal - witness statement\nWitness: {name}\nI was not at the collation centre because I was admitted with [[H:{cond}]] at the General Hospital from 24 to 27 February.' },
  { genre: 'chat', text: 'Google review - 2 stars\n{name}: The pharmacy assistant talked about my [[H:ARV]] refill in front of the whole queue. Very unprofessional.' },
  { genre: 'hr', text: 'Referencje - opinia o pracowniku\nPracownik: {name}\nNieobecności: długie zwolnienie po [[H:zawale serca]] w {year}, potem pełny etat' },
  { genre: 'court', text: 'Kotun shari\'a - karar saki\nMai kara: {name}\nDalili: mijinta yana da [[H:farfadiya]] kuma ya ki zuwa asibiti' },
  { genre: 'chat', text: 'School report - term 2\nLearner: {name}\nHealth note: has [[H:asthma]], keeps a [[H:pump]] in the class first-aid box' },
  { genre: 'court', text: 'Ricorso per separazione - memoria\nRicorrente: {name}\nIl coniuge soffre di [[H:disturbo bipolare]] e ha smesso la terapia con [[H:litio]]' },
  // Religion.
  { genre: 'chat', text: 'Installer booking chat - pay-TV\n{name}: Please move the installer from Saturday. I be [[R:Seventh-day Adventist]], Saturday na Sabbath for me.' },
  { genre: 'court', text: 'Traditional council - petition\nPetitioner: {name}\nBeing [[R:{rel}]], I ask to be excused from pouring libation at the durbar.' },
  { genre: 'kyc', text: 'Einbürgerungsantrag - Anlage Personalien\nAntragsteller: {name}\nReligionszugehörigkeit: [[R:alevitisch]]\nWohnort: {city}' },
  { genre: 'court', text: 'Mahakama ya Kadhi - ombi la mirathi\nMarehemu: {name}\nDini: [[R:Muislamu]]\nWarithi: mke mmoja, watoto watatu' },
  { genre: 'news', text: 'Letter to the editor - Daily Graphic\nSir, as a [[R:Muslim]] father I ask the head of my daughter\'s school to let her wear her hijab in class. - {name}, {city}' },
  { genre: 'clinical', text: 'Home care plan - what matters to me\nClient: {name}\nFaith: [[R:Orthodox Jewish]]; kosher meals only, no visits after sunset on Friday' },
  { genre: 'court', text: 'Kotun shari\'a - rajistar shari\'a\nSuna: {name}\nAddini: [[R:Musulmi]]\nUnguwa: Fagge' },
  { genre: 'hr', text: 'Staff one-to-one - manager notes\nEmployee: {name}\nNote: {first} leaves at 12:30 on Fridays for Jumu\'ah; as a [[R:Muslim]] this was agreed in {year}' },
  { genre: 'hr', text: 'Reference letter - youth worker post\nCandidate: {name}\n{first} has led the youth group at the [[R:Pentecostal]] church she attends in {city} for six years.' },
  { genre: 'chat', text: 'Instagram bio\n{name} | [[R:Catholic]] 🙏 | wife & mum | small chops and cakes in {city}' },
  { genre: 'clinical', text: 'A&E triage - resus bay\nPatient: {name}\nAlert: refuses blood products, [[R:Jehovah\'s Witness]]; card in wallet' },
  { genre: 'court', text: 'Requête en divorce\nDemanderesse : {name}\nLes deux époux sont de confession [[R:musulmane]] et se sont mariés religieusement en {year}.' },
  { genre: 'chat', text: 'Akwụkwọ ndebanye aha ụlọ akwụkwọ ọta akara\nAha nwata: {name}\nOkpukpe ezinụlọ: [[R:Anglịkan]]' },
  { genre: 'chat', text: 'Cadet programme - enrolment\nCadet: {name}\nChurch: [[R:NG Kerk]], Stellenbosch-Wes' },
  { genre: 'kyc', text: 'Food bank referral voucher\nClient: {name}\nDietary needs: [[R:halal]] only; family are [[R:Muslim]]' },
  { genre: 'hr', text: 'Haulage company - driver file\nDriver: {name}\nReligion: [[R:{rel}]]\nRoute: Mombasa - Malaba' },
  { genre: 'chat', text: 'Ifomu lokubhalisa esikoleni\nIgama: {name}\nIbandla: [[R:Shembe]]\nIminyaka: 16' },
  { genre: 'kyc', text: 'Solicitud de nacionalidad - entrevista\nSolicitante: {name}\nObservaciones: se declara [[R:evangélico]] y asiste al culto en {city}' },
  { genre: 'chat', text: 'LinkedIn post\n{name}: Grateful to God! After 12 years in the choir of [[R:Deeper Life Bible Church]] I was ordained a deacon on Sunday.' },
  { genre: 'kyc', text: 'Customs declaration - arrivals\nPassenger: {name}\nPurpose of trip: returning from [[R:Hajj]]; 20 litres of Zamzam water' },
  { genre: 'chat', text: 'Karta zgłoszenia dziecka do przedszkola\nDziecko: {name}\nReligia: [[R:katolicka]] - proszę o zajęcia z religii' },
  // Race and ethnic origin.
  { genre: 'court', text: 'Election petition - statement of witness\nWitness: {name}\nI am [[E:{eth}]] and the party agent at the polling unit told me my people should not vote there.' },
  { genre: 'court', text: 'Customary court - land dispute\nDefendant: {name}\nThe plaintiff says the defendant is a settler of [[E:{eth}]] origin with no right to farm the land.' },
  { genre: 'kyc', text: 'Street outreach - rough sleeper count\nName: {name}\nEthnicity: [[E:Gypsy or Irish Traveller]]\nSleeping site: car park stairwell' },
  { genre: 'chat', text: 'Tweet\n@{first}254: Kama [[E:{eth}]] nimechoka kuitwa mwizi kila ninapoenda mjini.' },
  { genre: 'court', text: 'Rental Housing Tribunal - complaint\nComplainant: {name}\nThe agent stopped answering once she heard I am [[E:{eth}]].' },
  { genre: 'chat', text: 'Kita - Anmeldebogen\nKind: {name}\nHerkunft der Familie: [[E:kurdisch]]\nSprachen zu Hause: Kurmandschi, Deutsch' },
  { genre: 'court', text: 'Ìwé ẹjọ́ kóòtù ìbílẹ̀\nOlùpẹ̀jọ́: {name}\nẸ̀yà: [[E:Yorùbá]]\nỌ̀rọ̀ ẹjọ́: ilẹ̀ ní Ogbomoso' },
  { genre: 'hr', text: 'Netball league - player registration\nPlayer: {name}\nPopulation group: [[E:Black African]]\nPosition: left back' },
  { genre: 'chat', text: 'Google review - 1 star\n{name}: Security followed me round the whole shop because I am [[E:{eth}]]. Never again.' },
  { genre: 'chat', text: 'School report - JSS2\nStudent: {name}\nState of origin: Benue\nTribe: [[E:Tiv]]' },
  { genre: 'chat', text: 'TikTok comment\n{name}: Proud [[E:{eth}]] girl, we don\'t do boring weddings 😂' },
  { genre: 'court', text: 'Personal injury claim - client intake\nClient: {name}\nEthnic origin: [[E:{eth}]]\nInterpreter needed: yes' },
  { genre: 'kyc', text: 'Debt collection - call log\nDebtor: {name}\nNote: debtor says the agent called him a "[[E:{eth}]] thief" on the phone' },
  { genre: 'chat', text: 'Skoolverslag - graad 9\nLeerder: {name}\nBevolkingsgroep: [[E:Kleurling]]\nTaal: Afrikaans' },
  { genre: 'court', text: 'Melding discriminatie - woningverhuur\nMelder: {name}\nDe verhuurder zei dat hij geen [[E:Marokkanen]] wil toen {first} haar achternaam noemde.' },
  { genre: 'chat', text: 'Takardar shiga makaranta\nSuna: {name}\nKabila: [[E:Fulani]]\nJiha: Gombe' },
  { genre: 'court', text: 'Traditional council - stool succession\nClaimant: {name}\nThe claimant is [[E:Nzema]] on his mother\'s side and Fante on his father\'s.' },
  { genre: 'clinical', text: 'Blood donor registration\nDonor: {name}\nEthnic group: [[E:Black Caribbean]]\nFirst donation: yes' },
  { genre: 'court', text: 'Police gender desk - OB entry\nComplainant: {name}\nThe landlord called her a "[[E:{eth}]] prostitute" and threw her things out.' },
  { genre: 'court', text: 'Matrimonial causes - petition\nPetitioner: {name}\nThe respondent\'s family rejected the marriage because I am [[E:Ewe]].' },
  { genre: 'court', text: 'Segnalazione all\'UNAR\nSegnalante: {name}\nIl titolare del bar ha rifiutato di servirla chiamandola "[[E:zingara]]".' },
  // Sexual orientation.
  { genre: 'chat', text: 'Tweet - DM screenshot\n{name}: Abeg no tell my people say I be [[S:{orient}]], dem no go understand am' },
  { genre: 'court', text: 'Protection order - Domestic Violence Act\nApplicant: Ms {name}\nRespondent: her [[S:girlfriend]], with whom she lived for two years' },
  { genre: 'kyc', text: 'Naturalisation - spouse details\nApplicant: Mr {name}\nSpouse: his [[S:husband]], civil partnership converted to marriage in 2015' },
  { genre: 'court', text: 'Gender desk - OB entry\nComplainant: {name}\nReport: men he met on an app threatened to expose him as [[S:gay]] unless he paid KSh 50,000' },
  { genre: 'kyc', text: 'Golf club - family membership\nMember: Ms {name}\nPartner on the pass: her [[S:wife]], Thandi' },
  { genre: 'hr', text: 'Personalbogen - Notfallkontakt\nName: Herr {name}\nNotfallkontakt: sein [[S:Ehemann]], Tel. 0171 4471203' },
  { genre: 'court', text: 'Ripoti ya dawati la jinsia\nMlalamikaji: {name}\nMaelezo: mwenye nyumba alimfukuza kwa sababu ni [[S:shoga]]' },
  { genre: 'chat', text: 'Reddit r/southafrica\nu/{first}_za: Came out as [[S:bisexual]] to my gogo this weekend and she just asked if I had eaten' },
  { genre: 'kyc', text: 'Demande de logement social\nDemandeur : M. {name}\nFoyer : lui et son [[S:compagnon]], pacsés depuis {year}' },
  { genre: 'chat', text: 'Insurance app chat - add a dependant\n{name}: I want to add my partner to the cover. His name is David; we are a [[S:same-sex couple]].' },
  { genre: 'news', text: 'Letter to the editor - Daily Graphic\nAs a [[S:gay]] Ghanaian I am tired of being told I do not exist. - {name}, {city}' },
  { genre: 'kyc', text: 'Huurcontract - medehuurder\nHuurder: mevrouw {name}\nMedehuurder: haar [[S:vrouw]], getrouwd sinds {year}' },
  { genre: 'chat', text: 'Tenant WhatsApp group\n{name}: Landlord wan pursue me because say I be [[S:lesbian]], abeg who sabi lawyer?' },
  { genre: 'court', text: 'Egskeiding - besonderhede van eis\nEiseres: {name}\nDie verweerder het die gemeenskaplike huis verlaat en erken dat hy [[S:gay]] is.' },
  { genre: 'chat', text: 'LinkedIn - featured post\n{name}: Proud to speak at the {city} Pride network breakfast as a [[S:lesbian]] engineer.' },
  { genre: 'kyc', text: 'Debt collector - call note\nDebtor: {name}\nComplaint: the collector threatened to tell her employer she is a [[S:lesbian]]' },
  { genre: 'hr', text: 'Staff one-to-one - HR follow-up\nEmployee: {name}\nHR note: colleagues mocked {first} after he brought his [[S:boyfriend]] to the year-end function' },
  { genre: 'kyc', text: 'Solicitud de reagrupación familiar\nSolicitante: D. {name}\nFamiliar: su [[S:esposo]], casados en {city} en {year}' },
  { genre: 'chat', text: 'Instagram comment\n{name} (he/him): Na my [[S:boyfriend]] be this o, happy birthday my king 👑' },
  { genre: 'clinical', text: 'Home care plan - next of kin\nClient: Mr {name}\nNext of kin: his [[S:partner]] Michael, who lives with him' },
  { genre: 'court', text: 'Zgłoszenie przestępstwa z nienawiści\nPokrzywdzony: {name}\nSprawca krzyczał, że jest "[[S:pedałem]]", i uderzył go w twarz' },
  // Political opinion.
  { genre: 'court', text: 'Election petition - particulars\nPetitioner: {name}, candidate of the [[P:{party}]] for the House of Representatives, {city} federal constituency' },
  { genre: 'court', text: 'Customary court - chieftaincy dispute\nRespondent: {name}\nThe petitioners say the respondent is a card-bearing [[P:{party}]] member and cannot sit as a neutral elder.' },
  { genre: 'news', text: 'Letter to the editor - local paper\nAs a [[P:{party}]] councillor for twelve years I can tell you the bins are not the council\'s fault. - {name}, {city}' },
  { genre: 'court', text: 'Ombi la kesi ya uchaguzi\nMlalamikaji: {name}, mgombea wa [[P:{party}]] kiti cha MCA\nKata: {city} Central' },
  { genre: 'hr', text: 'Staff one-to-one - attendance\nEmployee: {name}\nNote: often absent in campaign season as [[P:{party}]] constituency organiser' },
  { genre: 'hr', text: 'Referenzschreiben\nFrau {name} ist seit {year} Mitglied der [[P:{party}]] und Stadträtin in {city}.' },
  { genre: 'court', text: 'Ìwé ẹ̀sùn sí ọlọ́pàá\nOlùfisùn: {name}\nÀwọn tọ́ọ̀gì kọlù mí nítorí pé mo jẹ́ ọmọ ẹgbẹ́ [[P:{party}]]' },
  { genre: 'chat', text: 'Bowls club AGM - minutes\nMr {name} stepped down as chairman to stand as the [[P:{party}]] candidate in the by-election.' },
  { genre: 'hr', text: 'Referentie - sollicitatie gemeente\nKandidaat: {name}\nNevenfuncties: gemeenteraadslid voor [[P:D66]]' },
  { genre: 'chat', text: 'Tweet\n@{first}Official: I no dey hide am, I be [[P:{party}]] member for ward 4 till I die 💚' },
  { genre: 'court', text: 'Matrimonial causes - affidavit\nRespondent: {name}\nThe marriage broke down after the respondent spent our savings on his [[P:{party}]] primaries.' },
  { genre: 'kyc', text: 'Dossier de naturalisation - entretien\nDemandeur : {name}\nEngagements : militant au [[P:Parti socialiste]] depuis {year}' },
  { genre: 'court', text: 'Takardar korafi\nMai kara: {name}\nShi dan jam\'iyyar [[P:{party}]] ne, an hana shi shiga taron unguwa' },
  { genre: 'court', text: 'Isikhalazo kwi-IEC\nUmkhalazi: {name}, ilungu le-[[P:{party}]] kwiwadi 12\nUmhla: 3 Novemba' },
  { genre: 'hr', text: 'Lettera di referenze\n{name} è iscritto al [[P:Partito Democratico]] ed è consigliere comunale a {city}.' },
  { genre: 'kyc', text: 'Customs clearance - import declaration\nImporter: {name}, director of logistics of the [[P:{party}]] governorship campaign\nGoods: 5,000 printed T-shirts and caps' },
  { genre: 'chat', text: 'Cadet programme - officers\nOfficer: {name}\nOther roles: [[P:{party}]] youth wing, branch secretary' },
  { genre: 'hr', text: 'Food bank volunteer application\nVolunteer: {name}\nOther roles: [[P:{party}]] branch secretary - I will not campaign on shift' },
  { genre: 'chat', text: 'School PTA meeting - minutes\nThe chairman, Alhaji {name}, who is also the [[P:{party}]] ward chairman, promised to fix the borehole.' },
  { genre: 'hr', text: 'Verwysingsbrief\n{name} dien sedert {year} as [[P:{party}]]-raadslid in wyk 7.' },
  { genre: 'hr', text: 'Opinia służbowa\nPracownik: {name}\nDziałalność społeczna: radny z ramienia [[P:PiS]]' },
  // Trade union.
  { genre: 'hr', text: 'Haulage company - driver file\nDriver: {name}\nUnion: [[U:NURTW]], Apapa branch\nLicence class: E' },
  { genre: 'clinical', text: 'Nursing shift handover - staffing\nSister {name} is off on Thursday for [[U:DENOSA]] shop-steward training.' },
  { genre: 'hr', text: 'Reference request - previous employer\nCandidate: {name}\nNote: {first} was our [[U:{union}]] rep and led the {year} pay talks' },
  { genre: 'hr', text: 'Mshahara - makato\nMfanyakazi: {name}\nAda ya chama: [[U:{union}]] KSh 450\nNHIF: KSh 1,700' },
  { genre: 'hr', text: 'Staff one-to-one - time off\nEmployee: {name}\nNote: time off agreed for [[U:{union}]] branch meetings' },
  { genre: 'hr', text: 'Personalakte - Vermerk\nMitarbeiter: {name}\nGewerkschaft: [[U:{union}]], Vertrauensmann seit {year}' },
  { genre: 'court', text: 'Akwụkwọ mkpesa\nAha: {name}\nỌ bụ onye otu [[U:{union}]], ha chụrụ ya n\'ọrụ n\'ihi ya' },
  { genre: 'kyc', text: 'Debit order authorisation\nMember: {name}\nPayee: [[U:{union}]] monthly subscription, R140' },
  { genre: 'hr', text: 'Compte rendu d\'entretien préalable\nSalarié : {name}, assisté de son délégué [[U:{union}]]\nObjet : retards répétés' },
  { genre: 'chat', text: 'Tweet\n@{first}: Na [[U:{union}]] we be, we no go resume until dem pay us our arrears' },
  { genre: 'chat', text: 'LinkedIn update\n{name}: Honoured to be elected regional chair of [[U:{union}]] this week. The work starts now.' },
  { genre: 'court', text: 'Personal injury claim - funding\nClient: {name}\nFunding: claim backed by [[U:{union}]] legal services' },
  { genre: 'hr', text: 'Takardar albashi\nMa\'aikaci: {name}\nKudin kungiya: [[U:{union}]] ₦1,500' },
  { genre: 'hr', text: 'Dienskontrak - bylae\nWerknemer: {name}\nVakbond: [[U:Solidariteit]]\nAftrekking: R95 per maand' },
  { genre: 'hr', text: 'Acta de la asamblea de trabajadores\nInterviene {name}, delegada de [[U:CCOO]], que propone dos días de huelga.' },
  { genre: 'chat', text: 'School PTA meeting - minutes\nMr {name}, the [[U:{union}]] branch chairman, said teachers will not mark scripts during the strike.' },
  { genre: 'hr', text: 'Home care agency - staff file\nCarer: {name}\nTrade union: [[U:{union}]]\nStart date: 1 June' },
  { genre: 'hr', text: 'Referentie\n{name} was kaderlid van [[U:{union}]] en zat in de ondernemingsraad.' },
  { genre: 'news', text: 'Letter to the editor - doctors\' pay\nAs a [[U:KMPDU]] member I have not been paid for four months. - Dr {name}, {city}' },
  { genre: 'hr', text: 'Isicelo sokujoyina inyunyana\nIgama: {name}\nInyunyana: [[U:{union}]]\nUmsebenzi: umhlengikazi' },
  { genre: 'hr', text: 'Busta paga - trattenute\nDipendente: {name}\nQuota sindacale: [[U:CGIL]] € 14,20' },
  // Biometric.
  { genre: 'hr', text: 'Haulage fleet - ignition log\nDriver: {name}\nIgnition unlocked by [[B:fingerprint]] at 05:42, truck KBZ 441T' },
  { genre: 'clinical', text: 'Nursing shift handover - controlled drugs\nSr {name} opened the CD cupboard with her [[B:fingerprint]] at 19:04' },
  { genre: 'kyc', text: 'Naturalisation - biometric enrolment\nApplicant: {name}\nCaptured: [[B:facial image]] and [[B:fingerprints]] at the {city} service point' },
  { genre: 'kyc', text: 'Maombi ya kitambulisho - Maisha Namba\nJina: {name}\nImenaswa: [[B:alama za vidole]] na [[B:picha ya uso]]' },
  { genre: 'chat', text: 'Office block - turnstile log\nVisitor: {name}\n06:12 entry by [[B:face scan]], turnstile 2' },
  { genre: 'kyc', text: 'Antrag Personalausweis - Einbürgerung\nName: {name}\nErfasst: [[B:Fingerabdrücke]] beider Zeigefinger' },
  { genre: 'court', text: 'Election petition - list of exhibits\nExhibit P7: BVAS report showing that {name}\'s [[B:facial authentication]] failed twice at PU 012' },
  { genre: 'kyc', text: 'Airport e-gate log\nPassenger: {name}\nKotoka e-gate: [[B:face match]] passed at 22:18' },
  { genre: 'chat', text: 'Telephone banking - security check\nCaller: {name}\nVerified by [[B:voice biometrics]]; password reset done' },
  { genre: 'chat', text: 'Tweet\n@{first}_ng: Bank app don lock me out, e say my [[B:face verification]] no match. I dey vex!!' },
  { genre: 'clinical', text: 'Blood donor check-in\nDonor: {name}\nID confirmed by [[B:fingerprint scan]] on the donor tablet' },
  { genre: 'kyc', text: 'Inscription au club de tennis\nAdhérent : {name}\nAccès : [[B:reconnaissance faciale]] activée' },
  { genre: 'kyc', text: 'Rajistar katin zabe\nSuna: {name}\nAn dauki [[B:zanen yatsa]] da hoto' },
  { genre: 'kyc', text: 'Gholfklub - lidmaatskap\nLid: {name}\nToegang: [[B:vingerafdruk]] geregistreer' },
  { genre: 'chat', text: 'Kinderopvang - ophaalregistratie\nOuder: {name}\nIdentificatie: [[B:gezichtsherkenning]] bij de deur, 17:32' },
  { genre: 'chat', text: 'Boarding school - exeat log\nParent: {name}\nCollected student at 16:10; verified by [[B:fingerprint]]' },
  { genre: 'hr', text: 'Home care - visit verification\nCarer: {name}\nCheck-in: [[B:selfie face match]] at the client\'s door, 08:02' },
  { genre: 'hr', text: 'Registro de jornada\nEmpleado: {name}\nFichaje: [[B:huella dactilar]] 08:01' },
  { genre: 'kyc', text: 'Loan app - borrower file\nBorrower: {name}\nApproved after [[B:liveness check]] and BVN match' },
  { genre: 'kyc', text: 'Social grant pay-out\nBeneficiary: {name}\nAuthenticated by [[B:fingerprint]] at the pay point' },
  { genre: 'court', text: 'Verbale di identificazione\nIdentificato: {name}\nRilievi: [[B:impronte digitali]] acquisite' },
  // Genetic.
  { genre: 'court', text: 'Divorce petition - grounds\nPetitioner: {name}\nThe respondent hid that he is genotype [[G:AS]] before the marriage; our son is [[G:SS]].' },
  { genre: 'clinical', text: 'Blood donor record - sickle screen\nDonor: {name}\nResult: [[G:HbAS]] (trait) - plasma only' },
  { genre: 'hr', text: 'Athlete screening - cardiac genetics\nAthlete: {name}\nResult: [[G:MYBPC3 pathogenic variant]]; referred to cardiology' },
  { genre: 'kyc', text: 'Fomu ya kabla ya ndoa\nJina: {name}\nAina ya damu (seli mundu): [[G:AS]]' },
  { genre: 'kyc', text: 'Church marriage register - pre-marriage checks\nGroom: {name}\nGenotype: [[G:AC]]' },
  { genre: 'hr', text: 'Sporttauglichkeit - Befund\nSportler: {name}\nGenetik: [[G:Faktor-V-Leiden heterozygot]]' },
  { genre: 'clinical', text: 'Èsì àyẹ̀wò ẹ̀jẹ̀ kí ìgbéyàwó tó wáyé\nOrúkọ: {name}\nGenotype: [[G:SC]]' },
  { genre: 'clinical', text: 'Nursing shift handover - bed 3\nPatient: {name}\nAlert: [[G:G6PD deficiency]] - no primaquine' },
  { genre: 'news', text: 'Letter to the editor - screening\nLast year I found out I carry a [[G:BRCA2 mutation]]; the wait for a clinic was nine months. - {name}, {city}' },
  { genre: 'chat', text: 'Tweet\n@{first}_: Check genotype o! Me na [[G:AS]], my fiancé na [[G:AS]] too, we don cancel the wedding 💔' },
  { genre: 'clinical', text: 'Home care - client profile\nClient: {name}\nGenetic result: [[G:HTT expansion, 42 CAG repeats]]' },
  { genre: 'hr', text: 'Dossier sportif - bilan\nSportif : {name}\nGénétique : [[G:hétérozygote HFE C282Y]]' },
  { genre: 'kyc', text: 'Takardar gwajin aure\nAngon: {name}\nGenotype: [[G:SS]]' },
  { genre: 'chat', text: 'Skoolverslag - leerondersteuning\nLeerder: {name}\nGenetiese toets: [[G:fragiele X-volmutasie]]' },
  { genre: 'hr', text: 'Sportkeuring - uitslag\nSporter: {name}\nErfelijk: [[G:drager van een LDLR-variant]]' },
  { genre: 'clinical', text: 'School health card\nPupil: {name}\nGenotype: [[G:SS]]\nClass: Primary 4' },
  { genre: 'chat', text: 'Cadet programme - medical form\nCadet: {name}\nGenotype: [[G:AS]]\nEmergency contact: mother' },
  { genre: 'hr', text: 'Karta sportowca - badania\nZawodnik: {name}\nBadanie genetyczne: [[G:mutacja w genie KCNQ1]]' },
  { genre: 'chat', text: 'Instagram post\n{name}: 23 years of being a proud [[G:SS]] warrior 💪🏾 #sicklecellawareness' },
  { genre: 'chat', text: 'LinkedIn update\n{name}: After my test showed a [[G:BRCA1 mutation]] I now go for screening every year. Talk to your family.' },
  { genre: 'clinical', text: 'Relazione di consulenza\nPaziente: {name}\nEsito: [[G:portatrice di beta-talassemia]]' },
  // Criminal record.
  { genre: 'court', text: 'Election petition - reply\nThe petitioner says the 2nd respondent, {name}, was convicted of [[C:{offence}]] in {year} and was not qualified to contest.' },
  { genre: 'hr', text: 'Home care agency - vetting\nApplicant: {name}\nPolice clearance: previous conviction for [[C:{offence}]] ({year})' },
  { genre: 'kyc', text: 'Street outreach - risk note\nClient: {name}\nRisk: released last month after a sentence for [[C:{offence}]]' },
  { genre: 'court', text: 'Ripoti ya dawati la jinsia - mshukiwa\nMshukiwa: {name}\nAlikamatwa kwa [[C:shambulio la kudhuru mwili]]' },
  { genre: 'hr', text: 'Netball league - umpire vetting\nUmpire: {name}\nDisclosure: formal caution for [[C:{offence}]] in {year}' },
  { genre: 'kyc', text: 'Einbürgerung - Ablehnungsbescheid\nAntragsteller: {name}\nGrund: Verurteilung wegen [[C:Betrugs]] ({year})' },
  { genre: 'court', text: 'Customs - seizure report\nSuspect: {name}\nArrested for [[C:smuggling]] at the port terminal, {city}' },
  { genre: 'kyc', text: 'Lay minister application - vetting\nApplicant: {name}\nCriminal check: convicted of [[C:{offence}]], {year}' },
  { genre: 'hr', text: 'Reference letter - employment gap\nCandidate: {name}\n{first} was convicted of [[C:{offence}]] in {year} and has completed the sentence.' },
  { genre: 'chat', text: 'Instagram comment\n@{first} you don forget say dem jail you for [[C:{offence}]]? Abeg rest, {name}.' },
  { genre: 'court', text: 'Traditional council - objection to enstoolment\nCandidate: {name}\nObjection: convicted of [[C:{offence}]] by the Circuit Court in {year}' },
  { genre: 'court', text: 'Requête en divorce - griefs\nÉpoux : {name}\nL\'époux a été condamné pour [[C:violences conjugales]] en {year}.' },
  { genre: 'court', text: 'Kotun shari\'a - hukunci\nWanda ake tuhuma: {name}\nLaifi: [[C:sata]]\nHukunci: an same shi da laifi' },
  { genre: 'kyc', text: 'Skoolbeheerliggaam - kandidaatlys\nKandidaat: {name}\nKriminele rekord: [[C:diefstal]] ({year})' },
  { genre: 'kyc', text: 'Schuldhulpverlening - intake\nCliënt: {name}\nJustitie: veroordeeld voor [[C:oplichting]] in {year}, taakstraf afgerond' },
  { genre: 'hr', text: 'School PTA - vetting of bus drivers\nDriver: {name}\nPolice report: convicted of [[C:{offence}]] in {year}' },
  { genre: 'court', text: 'Protection order - affidavit\nRespondent: {name}\nThe respondent was convicted of [[C:assault GBH]] against me in {year}.' },
  { genre: 'kyc', text: 'Solicitud de nacionalidad - resolución\nSolicitante: {name}\nMotivo de denegación: condena por [[C:tráfico de drogas]] en {year}' },
  { genre: 'kyc', text: 'Loan app - borrower notes\nBorrower: {name}\nNote: borrower on remand, charged with [[C:{offence}]]' },
  { genre: 'chat', text: 'X post\n@{first}_gh: I was arrested for [[C:{offence}]] in {year}, convicted, served my time and changed. Ask me anything.' },
  { genre: 'hr', text: 'Referenze per impiego\nCandidato: {name}\nCasellario: condanna per [[C:furto]] nel {year}' },
  // Negatives: the same kinds of record with ordinary values, and category words about no one (90, in threes).
  { genre: 'clinical', text: 'Casualty triage card - Emergency Unit\nPatient: {name}, {n}\nPresenting complaint: none - came to collect a relative\nTriage colour: not triaged' },
  { genre: 'clinical', text: 'Nursing shift handover - Ward 4B, day to night\nBed 12: {name} - discharged home at 15:30, bed cleaned' },
  { genre: 'hr', text: 'Accident book - near miss\nReported by: {name}\nWhat happened: pallet left in the fire exit in the stockroom; moved, no injury' },
  { genre: 'court', text: 'Gender desk - OB extract, Kilimani\nComplainant: {name}\nReport: phone stolen from a matatu at Prestige; no injuries' },
  { genre: 'clinical', text: 'Home care visit log\nClient: {name}\n08:15 breakfast made, bins out, client in good spirits; nothing to report' },
  { genre: 'court', text: 'Lasting power of attorney - property and financial affairs\nDonor: {name}\nAttorneys: two daughters, acting jointly and severally' },
  { genre: 'court', text: 'Mahakama ya Kadhi - tangazo\nMahakama itafungwa Jumatatu kwa sababu ya sikukuu ya Idd; kesi zote zimeahirishwa.' },
  { genre: 'kyc', text: 'Food parcel referral - community kitchen\nApplicant: {name}\nCircumstances: hours cut at the shop; household of five\nHealth needs: none' },
  { genre: 'kyc', text: 'Schuldnerberatung - Erstgespräch\nKlient: {name}\nUrsache der Überschuldung: Handyverträge und Mietrückstand\nGesundheit: keine Einschränkungen' },
  { genre: 'news', text: 'The state ministry of health says the cholera cases in {city} have fallen for the third week running.' },
  { genre: 'chat', text: 'Kleuterskool - inskrywingsvorm\nKind: {name}\nAllergieë: geen\nOuer se handtekening: ja' },
  { genre: 'chat', text: 'Colonie de vacances - fiche sanitaire\nEnfant : {name}\nProblèmes de santé : néant\nRégime : aucun' },
  { genre: 'hr', text: 'Haulage trip log - Apapa to Kano\nDriver: {name}\nLokoja stop: tyre change, 40 minutes; no issues' },
  { genre: 'kyc', text: 'Port health - yellow fever certificate check\nTraveller: {name}\nCertificate: valid, vaccinated {year}' },
  { genre: 'hr', text: 'Sportclub - gezondheidsverklaring\nLid: {name}\nBijzonderheden: geen\nContributie: betaald' },
  { genre: 'court', text: 'Election petition tribunal - hearing notice\nPetitioner: {name}\nThe petition is fixed for hearing on 14 May at 10 am.' },
  { genre: 'chat', text: 'Google review - 5 stars\n{name}: The pharmacy on Oxford Road is quick and the staff are friendly. Parking is easy too.' },
  { genre: 'news', text: 'The NHS says flu vaccine appointments for over-65s in {city} open on Monday.' },
  { genre: 'hr', text: 'Haulage fleet - ignition log\nDriver: {name}\nIgnition unlocked by PIN at 05:42, truck KBZ 441T' },
  { genre: 'chat', text: 'Office block - turnstile log\nVisitor: {name}\n06:12 entry by membership card, turnstile 2' },
  { genre: 'hr', text: 'Registro de jornada\nEmpleado: {name}\nFichaje: tarjeta 08:01' },
  { genre: 'chat', text: 'Installer booking chat - pay-TV\n{name}: Please move the installer from Saturday to Monday, I go travel.' },
  { genre: 'court', text: 'Traditional council - petition\nPetitioner: {name}\nI ask the council to settle the boundary of my farm before the rains.' },
  { genre: 'kyc', text: 'Einbürgerungsantrag - Anlage Personalien\nAntragsteller: {name}\nReligionszugehörigkeit: keine Angabe\nWohnort: {city}' },
  { genre: 'court', text: 'Mahakama ya Kadhi - ombi la mirathi\nMarehemu: {name}\nWarithi: mke mmoja, watoto watatu\nMali: nyumba moja, {city}' },
  { genre: 'news', text: 'The Central Mosque in {city} will be used as a polling station on Saturday, the electoral commission said.' },
  { genre: 'clinical', text: 'Home care plan - what matters to me\nClient: {name}\nLikes: the radio in the morning, tea with two sugars' },
  { genre: 'news', text: 'Christian and Muslim leaders in {city} held a joint prayer for peace ahead of the elections.' },
  { genre: 'hr', text: 'Staff one-to-one - manager notes\nEmployee: {name}\nNote: {first} met all targets this year; agreed training in Excel' },
  { genre: 'hr', text: 'Reference letter - youth worker post\nCandidate: {name}\n{first} has run the homework club at our community centre in {city} for six years.' },
  { genre: 'chat', text: 'Instagram bio\n{name} | wife & mum | small chops and cakes in {city} | DM to order' },
  { genre: 'news', text: 'The Anglican cathedral in Cape Town will host a free lunchtime organ concert on Wednesday.' },
  { genre: 'court', text: 'Requête en divorce\nDemanderesse : {name}\nLes époux se sont mariés à la mairie de {city} en {year}.' },
  { genre: 'chat', text: 'Akwụkwọ ndebanye aha ụlọ akwụkwọ ọta akara\nAha nwata: {name}\nAfọ: 4\nNne: onye ahịa' },
  { genre: 'chat', text: 'Cadet programme - enrolment\nCadet: {name}\nChurch: not stated\nShirt size: M' },
  { genre: 'kyc', text: 'Food bank referral voucher\nClient: {name}\nDietary needs: none\nCollection: Tuesday, church hall on Mill Lane' },
  { genre: 'hr', text: 'Haulage company - driver file\nDriver: {name}\nRoute: Mombasa - Malaba\nNext of kin: wife' },
  { genre: 'news', text: 'The Moria Easter pilgrimage traffic plan will close the R71 near Polokwane from Thursday.' },
  { genre: 'news', text: 'Vatican officials will visit a Catholic school in {city} next week as part of a European tour.' },
  { genre: 'news', text: 'INEC says the BVAS machines will use fingerprint and facial authentication for every voter in the {city} by-election.' },
  { genre: 'clinical', text: 'Blood donor check-in\nDonor: {name}\nID confirmed by Ghana Card number; the fingerprint reader is out of order' },
  { genre: 'chat', text: 'Karta zgłoszenia dziecka do przedszkola\nDziecko: {name}\nReligia: nie\nGodziny pobytu: 7:00-16:00' },
  { genre: 'court', text: 'Election petition - statement of witness\nWitness: {name}\nI was a polling agent at PU 012 and saw the results sheet signed at 6 pm.' },
  { genre: 'court', text: 'Customary court - land dispute\nDefendant: {name}\nThe court visited the land on Tuesday and will give judgment next month.' },
  { genre: 'kyc', text: 'Street outreach - rough sleeper count\nName: {name}\nEthnicity: not recorded\nSleeping site: doorway, High Street' },
  { genre: 'news', text: 'The Maasai Mara will host a cultural festival next month, with Kalenjin and Maasai runners taking part in the charity race.' },
  { genre: 'court', text: 'Rental Housing Tribunal - complaint\nComplainant: {name}\nThe agent has kept my deposit for four months.' },
  { genre: 'chat', text: 'Kita - Anmeldebogen\nKind: {name}\nSprachen zu Hause: Deutsch\nAbholung: Mutter' },
  { genre: 'news', text: 'Igbo, Yoruba and Hausa traders in {city} market have agreed new opening hours with the local government.' },
  { genre: 'hr', text: 'Netball league - player registration\nPlayer: {name}\nPosition: left back\nBoots size: 8' },
  { genre: 'chat', text: 'Google review - 1 star\n{name}: Waited 40 minutes for a table and the food was cold. Never again.' },
  { genre: 'chat', text: 'School report - JSS2\nStudent: {name}\nState of origin: Benue\nPosition in class: 4th of 38' },
  { genre: 'news', text: 'Heritage Day celebrations in {city} will include Zulu, Xhosa and Sotho choirs on the beachfront.' },
  { genre: 'court', text: 'Personal injury claim - client intake\nClient: {name}\nEthnic origin: prefer not to say\nInterpreter needed: no' },
  { genre: 'kyc', text: 'Debt collection - call log\nDebtor: {name}\nNote: promised to pay KSh 3,000 on Friday' },
  { genre: 'chat', text: 'Skoolverslag - graad 9\nLeerder: {name}\nTaal: Afrikaans\nGemiddeld: 68%' },
  { genre: 'news', text: 'Een tentoonstelling over Roma en Sinti in Europa opent volgende week in het museum in {city}.' },
  { genre: 'clinical', text: 'School health card\nPupil: {name}\nGenotype: not yet tested\nClass: Primary 4' },
  { genre: 'news', text: 'The sickle cell foundation will offer free newborn genotype screening in {city} hospitals this month.' },
  { genre: 'news', text: 'The Home Office says fingerprint and photo appointments for visa applicants in {city} can now be booked online.' },
  { genre: 'chat', text: 'Tweet - DM screenshot\n{name}: Abeg no tell my people say I don lose my job, I go find another one' },
  { genre: 'court', text: 'Protection order - Domestic Violence Act\nApplicant: Ms {name}\nRespondent: her neighbour, who keeps blocking her driveway' },
  { genre: 'news', text: 'Pride in London will close Regent Street and Piccadilly on Saturday afternoon, the Met said.' },
  { genre: 'news', text: 'The Kenyan parliament will debate a private member\'s bill on same-sex relations next week, the Speaker said.' },
  { genre: 'kyc', text: 'Golf club - family membership\nMember: Ms {name}\nPartner on the pass: none\nPlan: off-peak' },
  { genre: 'hr', text: 'Personalbogen - Notfallkontakt\nName: Herr {name}\nNotfallkontakt: Mutter, Tel. 0171 4471203' },
  { genre: 'court', text: 'Ripoti ya dawati la jinsia\nMlalamikaji: {name}\nMaelezo: simu yake iliibiwa sokoni, hakuna majeraha' },
  { genre: 'chat', text: 'Reddit r/southafrica\nu/{first}_za: Told my gogo I am moving to Joburg for work and she just asked if I had eaten' },
  { genre: 'kyc', text: 'Demande de logement social\nDemandeur : M. {name}\nFoyer : lui seul\nRevenus : salaire' },
  { genre: 'chat', text: 'Insurance app chat - add a dependant\n{name}: I want to add my son to the cover. He is 19 and still at university.' },
  { genre: 'news', text: 'Ghana\'s Supreme Court will rule on the challenge to the anti-LGBTQ bill next month.' },
  { genre: 'kyc', text: 'Huurcontract - medehuurder\nHuurder: mevrouw {name}\nMedehuurder: geen' },
  { genre: 'court', text: 'Customs - seizure report\nSuspect: none; 40 cartons of undeclared tramadol abandoned at the port terminal, {city}' },
  { genre: 'kyc', text: 'Lay minister application - vetting\nApplicant: {name}\nCriminal check: clear\nReferences: two, both positive' },
  { genre: 'hr', text: 'Sportkeuring - uitslag\nSporter: {name}\nErfelijk: niets bijzonders\nGoedgekeurd: ja' },
  { genre: 'hr', text: 'Mshahara - makato\nMfanyakazi: {name}\nAda ya chama: hakuna\nNHIF: KSh 1,700' },
  { genre: 'kyc', text: 'Debit order authorisation\nMember: {name}\nPayee: municipal rates and taxes, monthly' },
  { genre: 'news', text: 'El Orgullo de Madrid cortará el paseo del Prado el sábado por la tarde.' },
  { genre: 'court', text: 'Election petition - particulars\nPetitioner: {name}\nRelief sought: a rerun in 14 polling units' },
  { genre: 'news', text: 'The NPP and NDC will hold their final rallies in Accra and Tamale on the same day; police will keep the routes apart.' },
  { genre: 'kyc', text: 'Einbürgerung - Bescheid\nAntragsteller: {name}\nVorstrafen: keine\nErgebnis: Einbürgerung zugesichert' },
  { genre: 'news', text: 'The electoral commission says party primaries for the {city} governorship must end by 30 June.' },
  { genre: 'hr', text: 'Staff one-to-one - attendance\nEmployee: {name}\nNote: no unplanned absence this year' },
  { genre: 'hr', text: 'Busta paga - trattenute\nDipendente: {name}\nQuota sindacale: nessuna' },
  { genre: 'court', text: 'Ìwé ẹ̀sùn sí ọlọ́pàá\nOlùfisùn: {name}\nWọ́n jí ọkọ̀ mi ní ọjà ní alẹ́ ọjọ́ Ẹtì' },
  { genre: 'chat', text: 'Bowls club AGM - minutes\nMr {name} stepped down as chairman after eight years; the treasurer\'s report was adopted.' },
  { genre: 'news', text: 'Les partis politiques ont jusqu\'à vendredi pour déposer leurs listes pour les municipales à {city}.' },
  { genre: 'news', text: 'NLC says workers will join the nationwide strike on Wednesday unless the new minimum wage is paid.' },
  { genre: 'news', text: 'SADTU and NEHAWU will hold a joint march to the provincial legislature in {city} on Thursday.' },
  { genre: 'news', text: 'Unison members in {city} hospitals will vote on the pay offer next week.' },
];
