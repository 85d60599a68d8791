// Held-out set 55 of the special-category labelled set (issue 15). Written in session 48 by an author independent
// of the detector (a blind author helper of session 48, branch s48-special55): before writing it the author read only
// the session's rules, the blind-author brief and its own brief, bench/special/templates-heldout54.ts (for the
// TypeScript shape, the ordering in threes and the labelling policy), bench/special/generate.ts, bench/special.ts
// and the lines of test/bench/special-generate.test.ts that pin set 54 (to wire this set in the same way). It did NOT
// read bench/special/slots.ts (slot values are used blind, as {med}, {party}, {union}, {offence}, {year}, {hosp}),
// anything under src/ or data-files/, README.md, any .jsonl file or any other template body, and did not run the
// detector or the bench on this set before committing it (not yet read). The header comment lines of
// templates-heldout.ts to 54.ts and templates-dev*.ts were only searched (by grep) for candidate record-kind words; a
// candidate was kept only when none of them names it (crèche, dry cleaners, weather station, dhow, bead, bell ring,
// glass, clock, piano, bookbinding, hops, chimney sweep, taxi rank, oyster, kenkey, shea, tyre, and the Spanish and
// French words for shepherds, "pastor" and "berger", were dropped that way).
// 279 templates filled twice with seed 5555 (558 texts): 21 positive templates per category (189, in the order
// health, religion, race, orientation, political, union, biometric, genetic, criminal), each holding only its own
// category, and 90 negatives last (180 texts); all in threes, so the first of each three falls in NG and KE (English,
// Pidgin, Swahili, Hausa, Yorùbá, Igbo), the second in GH and ZA (English, Twi, isiZulu, isiXhosa, Afrikaans,
// Sesotho) and the third in the UK and EU (English, German, French, Dutch, Polish, Spanish, Italian). Slots are filled
// from slots.ts as in every set, so a fill may put a Ghanaian name in a Cremona violin workshop or a man's name after
// "Ms"; such fill slips leave the spans right and are left as they fall. Every value is fictional; no identifier with
// a check digit is used.
// Kinds of record (chosen because no header of sets 1 to 54 and no dev header names their key words - tinsmith,
// kerosene, henna (lalle), saddle, rattan, ginger, postman (NIPOST), sign writer, milk cooling plant, water kiosk,
// net mending, sailmaker, tree nursery, herbarium, sewer, pineapple, internet café, gyil (xylophone), maize, sheep
// shearers, umqombothi, lash bar, mohair, biltong, aloe, car guards, kelp, sandboarding, honeybush, sunflower,
// lifeboat (RNLI), dry stone wallers, silversmiths, assay office, car boot sale, whisky, alpaca, seed bank, Lake
// District shepherds, luthiers (liuteria), carillon (beiaard), égoutiers, cork (corcheros), kombucha, acqua minerale,
// amber (bursztyn), Orgelbau, chocolatier, Weihnachtsmarkt, windmill (molen), pierogarnia): tinsmiths (Kano); kerosene
// vendors (Ìbàdàn); lalle (henna) artists (Sokoto); Durbar saddle makers (Katsina); rattan furniture makers
// (Calabar); ginger farmers (Kafanchan); NIPOST postmen and sorting office (Ìlọrin); sign writers (Onitsha); a milk
// cooling plant (Ol Kalou); water kiosk attendants (Kibera); beach-unit net menders (Homa Bay); sailmakers (Lamu); a
// tree nursery (Kakamega); a herbarium (Nairobi); a sewer crew (Nairobi); pineapple farms and outgrowers (Nsawam);
// internet cafés (Kumasi); gyil makers (Wa); maize farmers (Ejura); sheep shearers (Karoo); umqombothi brewers
// (Soweto); a lash bar (Durban); a mohair sorting shed (Jansenville); a biltong maker (Bloemfontein); aloe tappers
// (Albertinia); car guards (Pretoria); kelp harvesters (Hout Bay); a sandboarding school (Atlantis); honeybush
// (Haarlem); a sunflower farm (Senekal); an RNLI lifeboat station (Whitby); dry stone wallers (Yorkshire Dales);
// silversmiths (Sheffield); the Assay Office (Birmingham); a car boot sale (Essex); a whisky distillery (Speyside);
// an alpaca farm (Devon); Lake District shepherds; a liuteria (Cremona); a carillon school (Mechelen); the égoutiers
// (Paris); cork harvesters (Extremadura); a kombucha brewery (Berlin); a mineral water bottler (Italian); an amber
// workshop (Gdańsk); an organ builder (German); a chocolatier (Bruxelles); a Christmas market (Dresden); a millers'
// guild (Dutch); a pierogarnia (Kraków).
// Layouts: one-field forms, payslips, access lists, vetting sheets, member registers, notices and WhatsApp lines.
// Labelling policy: that of set 54 (set 53's, set 52's, set 51's, set 50's, set 49's), unchanged: the value itself,
// never the field label, a negated, declined or empty value, or a dose; the categories as set 49's header defines
// them (a same-sex partner word of a titled person is orientation; a genotype, the common AA included, is genetic;
// an ethnic label put on a named person is race; a home town, state of origin, LGA or spoken language is not
// marked); a bracketed gloss after a marked value is left unmarked; a carrier state or a gene variant is genetic; a
// church or movement named as a person's faith is religion. Spelt out here, not new: "indoda yakhe" (her/his man)
// of a man ("uMnu.") is orientation and of a woman ("uNksk.") is not marked, as set 54's "umfazi wakhe"; "asexual"
// as a person's orientation is orientation; "Shembe", "Deeper Life", "Church of Pentecost", "Apostoliese
// Geloofsending" and "umZiyoni" named as a person's church are religion (the gloss "(Zion Christian Church)"
// unmarked); "SC", "HbS trait", "MSH2 variant", "Factor V Leiden heterozygous" and "haemochromatosis carrier" are
// genetic; "hand geometry", "retina scan", "iris scan" and "irisscan" are biometric; "lead poisoning", "fractured
// wrist", "brucellosis", "leptospirose" and "tinnitus" are health; a DBS "caution for criminal damage" is a
// criminal-record entry. Not marked: "Genetic: none known", "nil of note; fit for sea", "no thumbprint needed".
// Negatives (180 texts): the same kinds of record of named people with ordinary values ("nil", "none declared",
// "not done" genotype, "none known", "keine", "keine Angabe", "hakuna", "hakujazwa", "akukho", "ba a rubuta ba", "kò
// sọ", "ọ dịghị", "ha ho letho", "ha e a fanwa", "ha ho a fanwa", "nie verstrek nie", "-", "not stated", "prefer not
// to say", "Political: none"), home towns and spoken languages (Siaya, Vihiga, Dholuo, Gikuyu, Fulfulde, Dagbani,
// Tiv, Ijaw, isiZulu, Cradock, Ejisu, Ọ̀fà, Ho), other people's ordinary data (a woman's husband, a man's wife, a
// mother, in English, Swahili, isiZulu, Hausa, Twi, Yorùbá, Igbo, Afrikaans, Dutch, French, Spanish), places of
// worship as places (a Friday mosque, a Methodist chapel, Notre-Dame's parvis, an Anglican church as a bus stop, the
// NG-kerk clinic, Sint-Rombouts cathedral, St Mary's basilica (Mariacki), St Oswald's churchyard wall, the Dom, the
// Tweetoringkerk, a synagogue beside a windmill, the Riyadha mosque, Wa's old mosque road, a parish church, the
// Kreuzkirche, a mosque car park), category words about no one (World Diabetes Day, malaria season, TB awareness
// week, flu jabs, brucellosis talk, jellyfish stings, World Heart Day; Babbar Sallah, Easter, Eid, Pfingstmontag,
// Wigilia, Boże Ciało, Christmas, Maulidi, San Isidro, San Pellegrino, Good Friday; Roma music, Kabyle culture week,
// Kaszubian culture day, Surinamese evening and Keti Koti, Nubian culture festival, Gypsy Roma Traveller History
// Month, the Atyap chiefs' Afan festival, rom and klezmer music; IDAHOBIT rainbow flag, Cape Town Pride, a rainbow
// church banner; IEBC voter registration; union reps talks and the Union Buildings; fingerprint clock-ins removed,
// face recognition trials ended; sheep DNA testing; unnamed thieves and burglars).
// Writing slips known to the author: Yorùbá, Igbo, Hausa and Twi tone marks and hooked letters are the author's best
// and may be incomplete or wrong in places; the isiZulu, isiXhosa, Sesotho, Twi, Hausa, Swahili, Yorùbá and Igbo words
// for conditions, faiths, ethnic groups, partners, face scans, fingerprints, carrier states and offences are the
// author's best (for instance "asikyire yareɛ", "ɗan luwaɗi", "kharebe ya hae", "nsateaa nsɛnkyerɛnne", "hoton
// fuska", "mbipụta mkpịsị aka", "uthwele i-sickle cell", "mojari wa hemophilia", "ɔko", "aghụghọ"), and the forms mix
// in English words the way such forms do ("be-umqombothi", "Genotype:", "ndị na-akpa oche rattan").
import type { Template } from './templates-dev.js';

export const HELDOUT55_TEMPLATES: Template[] = [
  // Health: three at a time, NG and KE, GH and ZA, UK and EU.
  { genre: 'hr', text: 'Tinsmiths workshop - clinic referral, Kano\nTinsmith: {name}\nDx: [[H:lead poisoning]]; off soldering 2 weeks' },
  { genre: 'hr', text: 'Sheep shearers - medical form, Karoo\nShearer: {name}\nCondition: [[H:chronic back pain]]; on [[H:{med}]]' },
  { genre: 'kyc', text: 'RNLI lifeboat crew - medical, Whitby\nCrew member: {name}\nMedical history: [[H:epilepsy]] (seizure-free 4 yrs)' },
  { genre: 'hr', text: 'Fomu ya afya - wahudumu wa water kiosk, Kibera\nMhudumu: {name}\nUgonjwa: [[H:kisukari]]; anatumia [[H:{med}]]' },
  { genre: 'hr', text: 'Ifomu yezempilo - abaphisi be-umqombothi, Soweto\nUmphisi: {name}\nIsifo: [[H:umfutho wegazi ophakeme]] (high blood pressure)' },
  { genre: 'hr', text: 'Kombucha-Brauerei - Gesundheitsbogen, Berlin\nMitarbeiter: {name}\nDiagnose: [[H:Morbus Crohn]]' },
  { genre: 'hr', text: 'Takarda - masu lalle (henna artists), Sokoto\nMai lalle: {name}\nCiwo: [[H:ciwon asma]] (asthma)' },
  { genre: 'hr', text: 'Nkrataa - pineapple afuom adwumayɛfo, Nsawam\nAdwumayɛfo: {name}\nYareɛ: [[H:asikyire yareɛ]] (diabetes)' },
  { genre: 'hr', text: 'Égoutiers de Paris - aptitude médicale\nÉgoutier : {name}\nPathologie : [[H:leptospirose]] en 2024, reprise' },
  { genre: 'hr', text: 'Ìwé - àwọn olùtà kẹrosínì (kerosene vendors), Ìbàdàn\nOlùtà: {name}\nÀìsàn: [[H:ẹ̀jẹ̀ ríru]] (high blood pressure)' },
  { genre: 'hr', text: 'Sybokhaar (mohair) sorteerskuur - mediese vorm, Jansenville\nSorteerder: {name}\nDiagnose: [[H:suikersiekte]]' },
  { genre: 'kyc', text: 'Beiaardschool (carillon) - gezondheidsformulier, Mechelen\nBeiaardier: {name}\nAandoening: [[H:tinnitus]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ede akara (sign writers), Onitsha\nOnye ọrụ: {name}\nỌrịa: [[H:ọrịa shuga]] (diabetes)' },
  { genre: 'hr', text: 'Foromo - basebetsi ba sunflower farm, Senekal\nMosebetsi: {name}\nLefu: [[H:lefu la tswekere]] (diabetes)' },
  { genre: 'hr', text: 'Pracownia bursztynu (amber) - karta zdrowia, Gdańsk\nSzlifierz: {name}\nRozpoznanie: [[H:nadciśnienie]]' },
  { genre: 'chat', text: 'Durbar saddle makers WhatsApp - Katsina\n{name}: I no go come shop today, my [[H:typhoid]] never clear, na drip I dey' },
  { genre: 'hr', text: 'Car guards association - sick note, Pretoria\nGuard: {name}\nReason: [[H:pneumonia]], admitted at {hosp}' },
  { genre: 'hr', text: 'Corcheros (cork harvesters) - reconocimiento médico, Extremadura\nCorchero: {name}\nDiagnóstico: [[H:lumbalgia crónica]]' },
  { genre: 'hr', text: 'Milk cooling plant - staff medical, Ol Kalou\nIntake clerk: {name}\nCondition: [[H:brucellosis]]; on [[H:{med}]]' },
  { genre: 'hr', text: 'Kelp harvesters - return to work, Hout Bay\nHarvester: {name}\nReason: [[H:fractured wrist]]; light duties 3 weeks' },
  { genre: 'hr', text: 'Liuteria (violin makers) - visita medica, Cremona\nLiutaio: {name}\nDiagnosi: [[H:sindrome del tunnel carpale]]' },
  // Religion.
  { genre: 'hr', text: 'Herbarium - staff form, Nairobi\nTechnician: {name}\nReligion: [[R:Seventh-day Adventist]]' },
  { genre: 'hr', text: 'Lash bar - staff file, Durban\nTechnician: {name}\nChurch: [[R:Shembe]]' },
  { genre: 'hr', text: 'Dry stone wallers - apprentice form, Yorkshire Dales\nApprentice: {name}\nReligion: [[R:Methodist]]' },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa tree nursery, Kakamega\nMfanyakazi: {name}\nDini: [[R:Mkatoliki]]' },
  { genre: 'hr', text: 'Ifom - abasebenzi be-aloe, Albertinia\nUmsebenzi: {name}\nUnqulo: [[R:umZiyoni]] (Zion Christian Church)' },
  { genre: 'hr', text: 'Orgelbau-Werkstatt - Personalbogen\nOrgelbauer: {name}\nKonfession: [[R:evangelisch-lutherisch]]' },
  { genre: 'hr', text: "Takarda - masu aikin kwano (tinsmiths), Kano\nMa'aikaci: {name}\nAddini: [[R:Kirista]]" },
  { genre: 'hr', text: 'Nkrataa - internet café adwumayɛfo, Kumasi\nAdwumayɛfo: {name}\nNyamesom: [[R:Church of Pentecost]]' },
  { genre: 'hr', text: 'Chocolatier - fiche du personnel, Bruxelles\nApprentie : {name}\nReligion : [[R:musulmane]]' },
  { genre: 'hr', text: 'Ìwé - àwọn olùfìwéránṣẹ́ NIPOST (postmen), Ìlọrin\nOṣìṣẹ́: {name}\nẸ̀sìn: [[R:Mùsùlùmí]]' },
  { genre: 'hr', text: 'Biltongmakery - werknemerslêer, Bloemfontein\nWerker: {name}\nKerkverband: [[R:Apostoliese Geloofsending]]' },
  { genre: 'kyc', text: 'Molenaarsgilde (windmill) - ledenformulier\nMolenaar: {name}\nGeloof: [[R:gereformeerd]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-akpa oche rattan, Calabar\nOnye ọrụ: {name}\nOkpukpe: [[R:Onye Katọlik]]' },
  { genre: 'hr', text: 'Foromo - basebetsi ba honeybush, Haarlem\nMosebetsi: {name}\nTumelo: [[R:Moapostoli]]' },
  { genre: 'hr', text: 'Pierogarnia - ankieta pracownika, Kraków\nKucharz: {name}\nWyznanie: [[R:Świadek Jehowy]]' },
  { genre: 'chat', text: 'Kerosene sellers WhatsApp - Ibadan\n{name}: Sunday I no dey open, I be [[R:Deeper Life]] member, service dey till 1' },
  { genre: 'hr', text: 'Sandboarding school - instructor file, Atlantis\nInstructor: {name}\nFaith: [[R:Rastafarian]]' },
  { genre: 'hr', text: 'Corcheros - ficha de trabajador, Extremadura\nCorchero: {name}\nReligión: [[R:musulmán]]' },
  { genre: 'hr', text: 'Sailmakers - workshop register, Lamu\nFundi: {name}\nReligion: [[R:Ismaili]]' },
  { genre: 'kyc', text: 'Gyil (xylophone) makers - member card, Wa\nMember: {name}\nReligion: [[R:Ahmadiyya]]' },
  { genre: 'hr', text: 'Acqua minerale - imbottigliamento, scheda personale\nOperaio: {name}\nReligione: [[R:ortodossa]]' },
  // Race.
  { genre: 'hr', text: 'Net menders - beach unit register, Homa Bay\nMender: {name}\nTribe: [[E:Luo]]' },
  { genre: 'hr', text: 'Car guards - registration, Pretoria\nGuard: {name}\nRace: [[E:Indian]]' },
  { genre: 'hr', text: 'Silversmiths - equality monitoring, Sheffield\nSilversmith: {name}\nEthnic group: [[E:White and Black Caribbean]]' },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa milk cooling plant, Ol Kalou\nMfanyakazi: {name}\nKabila: [[E:Mkikuyu]]' },
  { genre: 'hr', text: 'Ifomu - abagundi bezimvu (sheep shearers), eKaroo\nUmgundi: {name}\nUhlanga: [[E:umXhosa]]' },
  { genre: 'hr', text: 'Weihnachtsmarkt - Standpersonal, Dresden\nVerkäufer: {name}\nHerkunft: [[E:Roma]]' },
  { genre: 'hr', text: "Takarda - masu lalle, Sokoto (ƙabila)\nMai lalle: {name}\nƘabila: [[E:Bafulatani]]" },
  { genre: 'hr', text: 'Nkrataa - maize afuom adwumayɛfo, Ejura\nAdwumayɛfo: {name}\nƆman: [[E:Asante]]' },
  { genre: 'hr', text: "Égoutiers de Paris - fiche d'embauche\nÉgoutier : {name}\nOrigine : [[E:kabyle]]" },
  { genre: 'hr', text: 'Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ẹ̀yà)\nOlùtà: {name}\nẸ̀yà: [[E:Tiv]]' },
  { genre: 'hr', text: 'Aalwyntappers (aloe) - werknemerslêer, Albertinia\nTapper: {name}\nBevolkingsgroep: [[E:Wit]]' },
  { genre: 'kyc', text: 'Beiaardschool - inschrijfformulier, Mechelen\nLeerling: {name}\nAfkomst: [[E:Surinaams-Hindoestaans]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ede akara, Onitsha (agbụrụ)\nOnye ọrụ: {name}\nAgbụrụ: [[E:Ijaw]]' },
  { genre: 'hr', text: 'Foromo - basebetsi ba kelp, Hout Bay\nMosebetsi: {name}\nMorabe: [[E:Mozulu]]' },
  { genre: 'hr', text: 'Pracownia bursztynu - ankieta, Gdańsk\nSzlifierz: {name}\nPochodzenie: [[E:kaszubskie]]' },
  { genre: 'chat', text: 'Water kiosk WhatsApp - Kibera\n{name}: Mimi ni [[E:Mnubi]], babu zangu walikuja Kibera na jeshi la KAR' },
  { genre: 'hr', text: 'Mohair sorting shed - staff census, Jansenville\nSorter: {name}\nRace: [[E:White]]' },
  { genre: 'hr', text: 'Car boot sale - stallholder survey, Essex\nStallholder: {name}\nEthnicity: [[E:Gypsy or Irish Traveller]]' },
  { genre: 'hr', text: 'Ginger farmers co-op - member census, Kafanchan\nFarmer: {name}\nEthnic group: [[E:Atyap]]' },
  { genre: 'hr', text: 'Internet café - staff census, Kumasi\nAttendant: {name}\nEthnicity: [[E:Ewe]]' },
  { genre: 'hr', text: 'Liuteria - scheda dipendente, Cremona\nLiutaio: {name}\nOrigine etnica: [[E:rom]]' },
  // Orientation.
  { genre: 'kyc', text: 'Herbarium - next of kin, Nairobi\nTechnician: Mr {name}\nNext of kin: his [[S:husband]], Mr Brian O.' },
  { genre: 'kyc', text: 'Lash bar - emergency contact, Durban\nTechnician: Ms {name}\nEmergency contact: her [[S:girlfriend]], Ms Zanele M.' },
  { genre: 'kyc', text: 'Alpaca farm - staff contacts, Devon\nHandler: Mr {name}\nPartner: his [[S:boyfriend]], Tom' },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa sewer crew, Nairobi (maelezo)\nMfanyakazi: Bi. {name}\nMaelezo: ni [[S:msagaji]] (lesbian)' },
  { genre: 'hr', text: 'Ifomu - abasebenzi be-umqombothi, Soweto (umlingani)\nUmsebenzi: uMnu. {name}\nUmlingani: [[S:indoda yakhe]] uSipho' },
  { genre: 'hr', text: 'Kombucha-Brauerei - Notfallkontakt, Berlin\nMitarbeiter: Herr {name}\nNotfallkontakt: sein [[S:Ehemann]] Jonas' },
  { genre: 'hr', text: "Takarda - masu aikin kwano, Kano (bayani)\nMa'aikaci: Malam {name}\nBayani: an ce shi [[S:ɗan luwaɗi]] ne" },
  { genre: 'hr', text: 'Nkrataa - pineapple afuom adwumayɛfo, Nsawam (asɛm)\nAdwumayɛfo: Owura {name}\nAsɛm: ɔyɛ [[S:gay]]' },
  { genre: 'hr', text: "Chocolatier - contact d'urgence, Bruxelles\nEmployé : M. {name}\nContact : son [[S:mari]], M. Thomas V." },
  { genre: 'hr', text: 'Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (àkíyèsí)\nOṣìṣẹ́: Arábìnrin {name}\nÀkíyèsí: ó jẹ́ [[S:lesbian]]' },
  { genre: 'hr', text: 'Biltongmakery - noodkontak, Bloemfontein\nWerker: mev. {name}\nNoodkontak: haar [[S:vrou]], Marlene' },
  { genre: 'hr', text: 'Molenaarsgilde - noodcontact\nMolenaar: dhr. {name}\nNoodcontact: zijn [[S:echtgenoot]] Ruud' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-akpa oche rattan, Calabar (ihe e dere)\nOnye ọrụ: Nwoke {name}\nIhe e dere: ọ bụ [[S:bisexual]]' },
  { genre: 'hr', text: 'Foromo - basebetsi ba sunflower farm, Senekal (molekane)\nMosebetsi: Mof. {name}\nMolekane: [[S:kharebe ya hae]] Lerato' },
  { genre: 'kyc', text: 'Pierogarnia - dane kontaktowe, Kraków\nKucharz: Pan {name}\nOsoba kontaktowa: jego [[S:partner]] Michał' },
  { genre: 'chat', text: 'Sign writers WhatsApp - Onitsha\n{name}: Una should stop to dey ask me about wife, I be [[S:gay]] and I no dey hide am again' },
  { genre: 'hr', text: 'Kelp harvesters - welfare note, Hout Bay\nHarvester: Ms {name}\nNote: [[S:bisexual]]; harassed on the boat' },
  { genre: 'kyc', text: 'Corcheros - ficha (pareja), Extremadura\nCorchera: Dña. {name}\nPareja: su [[S:esposa]], Marta' },
  { genre: 'hr', text: 'Sailmakers - welfare file, Lamu\nFundi: Mr {name}\nNote: [[S:homosexual]]; asked not to share the dorm' },
  { genre: 'kyc', text: 'Gyil makers - member card, Wa (profile)\nMember: Mr {name}\nSexual orientation: [[S:asexual]]' },
  { genre: 'hr', text: 'Acqua minerale - scheda dipendente (famiglia)\nOperaia: sig.ra {name}\nConvivente: la sua [[S:compagna]] Giulia' },
  // Political.
  { genre: 'kyc', text: 'Kerosene sellers association - officers, Ibadan\nSecretary: {name}\nPolitics: [[P:{party}]] ward chairman' },
  { genre: 'kyc', text: 'Pineapple outgrowers - committee, Nsawam\nChair: {name}\nParty: [[P:{party}]] constituency organiser' },
  { genre: 'kyc', text: 'RNLI station - committee, Whitby\nTreasurer: {name}\nInterests: town councillor ([[P:{party}]])' },
  { genre: 'kyc', text: 'Fomu - chama cha water kiosk, Kibera\nKatibu: {name}\nChama cha siasa: [[P:{party}]]' },
  { genre: 'kyc', text: 'Ifomu - inhlangano yabaphisi be-umqombothi, Soweto\nIlungu: {name}\nIqembu lezepolitiki: [[P:{party}]]' },
  { genre: 'kyc', text: 'Weihnachtsmarkt - Marktbeirat, Dresden\nSprecher: {name}\nPartei: [[P:{party}]] (Stadtrat)' },
  { genre: 'kyc', text: "Takarda - ƙungiyar masu sirdi (saddle makers), Katsina\nShugaba: {name}\nJam'iyya: [[P:{party}]]" },
  { genre: 'kyc', text: 'Nkrataa - internet café kuw, Kumasi\nƆpanyin: {name}\nAmanyɔkuw: [[P:{party}]]' },
  { genre: 'kyc', text: "Égoutiers - bureau de l'amicale\nPrésident : {name}\nEngagement : conseiller municipal ([[P:{party}]])" },
  { genre: 'kyc', text: 'Ìwé - ẹgbẹ́ olùtà kẹrosínì, Ìbàdàn (ìgbìmọ̀)\nAkọ̀wé: {name}\nẸgbẹ́ òṣèlú: [[P:{party}]]' },
  { genre: 'kyc', text: 'Skeerders-vereniging (sheep shearers) - bestuur, Karoo\nVoorsitter: {name}\nPolitieke party: [[P:{party}]]' },
  { genre: 'kyc', text: 'Beiaardiersvereniging - bestuur\nSecretaris: {name}\nPolitiek: gemeenteraadslid voor [[P:{party}]]' },
  { genre: 'kyc', text: 'Akwụkwọ - otu ndị na-ede akara, Onitsha\nOnye isi: {name}\nOtu ndọrọ ndọrọ ọchịchị: [[P:{party}]]' },
  { genre: 'kyc', text: 'Foromo - mokgatlo wa sunflower, Senekal\nMongodi: {name}\nMokga wa dipolotiki: [[P:{party}]]' },
  { genre: 'kyc', text: 'Pracownia bursztynu - zarząd spółdzielni\nPrezes: {name}\nPartia: członek [[P:{party}]]' },
  { genre: 'chat', text: 'Net menders WhatsApp - Homa Bay\n{name}: Kesho siko beach, niko rally ya [[P:{party}]], mimi ni agent wa ward' },
  { genre: 'kyc', text: 'Car guards association - officers, Pretoria\nChair: {name}\nPolitical: [[P:{party}]] councillor candidate' },
  { genre: 'kyc', text: 'Corcheros - junta de la cooperativa\nVocal: {name}\nAfiliación: concejal de [[P:{party}]]' },
  { genre: 'kyc', text: 'Ginger farmers co-op - officials, Kafanchan\nChair: {name}\nDeclared: [[P:{party}]] LGA aspirant' },
  { genre: 'kyc', text: 'Mohair growers - association officers, Jansenville\nTreasurer: {name}\nPolitics: [[P:{party}]] member' },
  { genre: 'kyc', text: 'Liuteria - consorzio, consiglio direttivo\nConsigliere: {name}\nPartito: tesserato [[P:{party}]]' },
  // Union.
  { genre: 'hr', text: 'Milk cooling plant - payslip, Ol Kalou\nIntake clerk: {name}\nDeductions: NSSF, SHIF, [[U:{union}]]' },
  { genre: 'hr', text: 'Sheep shearers - pay slip, Karoo\nShearer: {name}\nDeductions: UIF, [[U:{union}]] R30' },
  { genre: 'hr', text: 'Whisky distillery - payslip, Speyside\nStillman: {name}\nDeductions: PAYE, NI, [[U:{union}]]' },
  { genre: 'hr', text: 'Hati ya mshahara - sewer crew, Nairobi\nMfanyakazi: {name}\nMakato: NSSF, [[U:{union}]]' },
  { genre: 'hr', text: 'Iphepha lomvuzo - abasebenzi be-aloe, Albertinia\nUmsebenzi: {name}\nUmanyano: [[U:{union}]]' },
  { genre: 'hr', text: 'Orgelbau-Werkstatt - Lohnabrechnung\nOrgelbauer: {name}\nAbzug: Gewerkschaftsbeitrag [[U:{union}]]' },
  { genre: 'hr', text: "Takardar albashi - masu aikin kwano, Kano\nMa'aikaci: {name}\nƘungiyar ma'aikata: [[U:{union}]]" },
  { genre: 'hr', text: 'Akatua krataa - pineapple afuom, Nsawam\nAdwumayɛfo: {name}\nAdwumayɛfo kuw: [[U:{union}]]' },
  { genre: 'hr', text: 'Égoutiers de Paris - bulletin de paie\nÉgoutier : {name}\nCotisation syndicale : [[U:{union}]]' },
  { genre: 'hr', text: 'Ìwé owó oṣù - NIPOST, Ìlọrin\nOṣìṣẹ́: {name}\nẸgbẹ́ òṣìṣẹ́: [[U:{union}]]' },
  { genre: 'hr', text: 'Biltongmakery - betaalstrokie, Bloemfontein\nWerker: {name}\nAftrekkings: UIF, [[U:{union}]]' },
  { genre: 'hr', text: 'Molenaarsgilde - loonstrook\nMolenaar: {name}\nInhouding: contributie [[U:{union}]]' },
  { genre: 'hr', text: 'Akwụkwọ ụgwọ ọnwa - ndị na-akpa oche rattan, Calabar\nOnye ọrụ: {name}\nOtu ndị ọrụ: [[U:{union}]]' },
  { genre: 'hr', text: 'Foromo ya moputso - basebetsi ba kelp, Hout Bay\nMosebetsi: {name}\nMokgatlo wa basebetsi: [[U:{union}]]' },
  { genre: 'hr', text: 'Pierogarnia - pasek płacowy, Kraków\nKucharz: {name}\nSkładka związkowa: [[U:{union}]]' },
  { genre: 'chat', text: 'Herbarium staff WhatsApp - Nairobi\n{name}: Nimeona makato ya [[U:{union}]] kwa payslip yangu, ada imepanda tena' },
  { genre: 'hr', text: 'Gyil makers - payroll, Wa\nCarver: {name}\nDeductions: SSNIT, [[U:{union}]] dues' },
  { genre: 'hr', text: 'Corcheros - nómina, Extremadura\nCorchero: {name}\nCuota sindical: [[U:{union}]]' },
  { genre: 'hr', text: 'NIPOST sorting office - payslip, Ilorin\nPostman: {name}\nDeductions: PAYE, pension, [[U:{union}]]' },
  { genre: 'hr', text: 'Lash bar - payslip, Durban\nTechnician: {name}\nDeductions: UIF, [[U:{union}]]' },
  { genre: 'hr', text: 'Acqua minerale - cedolino\nOperaio: {name}\nTrattenute: quota sindacale [[U:{union}]]' },
  // Biometric.
  { genre: 'hr', text: 'Herbarium - specimen vault access, Nairobi\nTechnician: {name}\nVault: [[B:iris scan]] + card' },
  { genre: 'hr', text: 'Car guards - shift sign-in, Pretoria\nGuard: {name}\nSign-in: [[B:fingerprint]] on the app' },
  { genre: 'hr', text: 'Assay Office - vault access list, Birmingham\nAssayer: {name}\nVault: [[B:hand geometry]] reader' },
  { genre: 'hr', text: 'Fomu - wahudumu wa water kiosk, Kibera (malipo)\nMhudumu: {name}\nMalipo: [[B:alama ya kidole]] (fingerprint)' },
  { genre: 'hr', text: 'Ifomu - abagundi bezimvu, eKaroo (ukungena)\nUmgundi: {name}\nUkungena: [[B:ukuskena ubuso]] (face scan)' },
  { genre: 'hr', text: 'Kombucha-Brauerei - Zeiterfassung, Berlin\nMitarbeiter: {name}\nStempeluhr: [[B:Fingerabdruck]]' },
  { genre: 'hr', text: "Takarda - masu sirdi, Katsina (halarta)\nMa'aikaci: {name}\nHalarta: [[B:hoton fuska]] (face scan)" },
  { genre: 'hr', text: 'Nkrataa - internet café, Kumasi (kwan)\nAdwumayɛfo: {name}\nKwan: [[B:nsateaa nsɛnkyerɛnne]] (fingerprint)' },
  { genre: 'hr', text: 'Chocolatier - pointage, Bruxelles\nApprentie : {name}\nPointage : [[B:reconnaissance faciale]]' },
  { genre: 'hr', text: 'Ìwé - NIPOST, Ìlọrin (ìwọlé)\nOṣìṣẹ́: {name}\nÌwọlé: [[B:ìtẹ̀ka]] (fingerprint)' },
  { genre: 'hr', text: 'Sybokhaar-sorteerskuur - toegang, Jansenville\nSorteerder: {name}\nToegang: [[B:vingerafdruk]]' },
  { genre: 'hr', text: 'Beiaardtoren - toegangslijst, Mechelen\nBeiaardier: {name}\nToegang: [[B:irisscan]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ede akara, Onitsha (nbanye)\nOnye ọrụ: {name}\nNbanye: [[B:mbipụta mkpịsị aka]] (fingerprint)' },
  { genre: 'hr', text: 'Foromo - basebetsi ba honeybush, Haarlem (ho kena)\nMosebetsi: {name}\nHo kena: [[B:monwana]] (fingerprint)' },
  { genre: 'hr', text: 'Pracownia bursztynu - kontrola dostępu\nSzlifierz: {name}\nDostęp: [[B:odcisk palca]]' },
  { genre: 'chat', text: 'Tinsmiths WhatsApp - Kano\n{name}: This new [[B:thumbprint]] machine no dey read my finger, na burn from solder' },
  { genre: 'kyc', text: 'Kelp harvesters - pay point, Hout Bay\nHarvester: {name}\nPay ID: [[B:face scan]] on the tablet' },
  { genre: 'hr', text: 'Whisky distillery - bonded warehouse, Speyside\nStillman: {name}\nWarehouse: [[B:retina scan]] + PIN' },
  { genre: 'hr', text: 'Sailmakers - loft access, Lamu\nFundi: {name}\nLoft: [[B:fingerprint]] padlock' },
  { genre: 'kyc', text: 'Maize farmers - input voucher, Ejura\nFarmer: {name}\nVoucher ID: [[B:thumbprint]]' },
  { genre: 'hr', text: 'Corcheros - control de acceso al almacén\nCorchero: {name}\nAcceso: [[B:huella dactilar]]' },
  // Genetic.
  { genre: 'hr', text: 'Ginger farmers co-op - health card, Kafanchan\nFarmer: {name}\nGenotype: [[G:AS]]' },
  { genre: 'hr', text: 'Sandboarding school - medical form, Atlantis\nInstructor: {name}\nGenetic: [[G:BRCA2 mutation]]' },
  { genre: 'kyc', text: 'Lake District shepherds - medical questionnaire\nShepherd: {name}\nGenetic: [[G:haemochromatosis carrier]]' },
  { genre: 'hr', text: 'Fomu ya afya - wafanyakazi wa tree nursery, Kakamega\nMfanyakazi: {name}\nVinasaba: [[G:mbebaji wa seli mundu]] (sickle cell carrier)' },
  { genre: 'hr', text: 'Ifomu yezempilo - abasebenzi be-umqombothi, Soweto\nUmsebenzi: {name}\nImfuza: [[G:uthwele i-sickle cell]]' },
  { genre: 'kyc', text: 'Weihnachtsmarkt - Gesundheitsfragebogen\nVerkäufer: {name}\nGentest: [[G:Träger der Mukoviszidose]]' },
  { genre: 'hr', text: "Takarda - masu lalle, Sokoto (lafiya)\nMai lalle: {name}\nGenotype: [[G:SS]]" },
  { genre: 'hr', text: 'Nkrataa - gyil adwumayɛfo, Wa (apɔmuden)\nAdwumayɛfo: {name}\nGenotype: [[G:AC]]' },
  { genre: 'hr', text: 'Égoutiers - questionnaire médical\nÉgoutier : {name}\nGénétique : [[G:porteur de la mucoviscidose]]' },
  { genre: 'kyc', text: 'Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ìlera)\nOlùtà: {name}\nGenotype: [[G:AA]]' },
  { genre: 'hr', text: 'Aalwyntappers - mediese vorm, Albertinia\nTapper: {name}\nGeneties: [[G:draer van hemofilie]]' },
  { genre: 'kyc', text: 'Molenaarsgilde - medische vragenlijst\nMolenaar: {name}\nErfelijkheid: [[G:BRCA2-mutatie]]' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-akpa oche rattan, Calabar (ahụike)\nOnye ọrụ: {name}\nGenotype: [[G:AS]]' },
  { genre: 'hr', text: 'Foromo - basebetsi ba sunflower, Senekal (bophelo)\nMosebetsi: {name}\nLefutso: [[G:mojari wa hemophilia]]' },
  { genre: 'kyc', text: 'Pierogarnia - kwestionariusz medyczny\nKucharz: {name}\nBadanie genetyczne: [[G:nosiciel mukowiscydozy]]' },
  { genre: 'chat', text: 'Saddle makers WhatsApp - Katsina (genotype)\n{name}: Doctor check am, I be [[G:AS]], so my babe must do her own test first' },
  { genre: 'hr', text: 'Internet café - staff medical, Kumasi\nAttendant: {name}\nGenotype: [[G:SC]]' },
  { genre: 'kyc', text: 'Liuteria - questionario medico\nLiutaio: {name}\nGenetica: [[G:portatore di talassemia]]' },
  { genre: 'hr', text: 'Net menders - beach unit health card, Homa Bay\nMender: {name}\nGenetic result: [[G:HbS trait]]' },
  { genre: 'hr', text: 'Kelp harvesters - dive medical, Hout Bay\nHarvester: {name}\nGenetic test: [[G:MSH2 variant]]' },
  { genre: 'hr', text: 'Silversmiths - occupational health, Sheffield\nSilversmith: {name}\nGenetic: [[G:Factor V Leiden heterozygous]]' },
  // Criminal.
  { genre: 'hr', text: 'Water kiosk operators - vetting, Kibera\nAttendant: {name}\nCertificate of good conduct: [[C:{offence}]] ({year})' },
  { genre: 'hr', text: 'Car guards - PSIRA vetting, Pretoria\nGuard: {name}\nSAPS record: [[C:{offence}]] ({year})' },
  { genre: 'hr', text: 'RNLI crew - DBS, Whitby\nCrew member: {name}\nDBS: caution for [[C:criminal damage]] ({year})' },
  { genre: 'hr', text: "Fomu ya uhakiki - wafanyakazi wa sewer, Nairobi\nMfanyakazi: {name}\nRekodi ya uhalifu: [[C:unyang'anyi]] (robbery, {year})" },
  { genre: 'hr', text: 'Ifomu yokuhlolwa - abaphisi be-umqombothi, Soweto\nUmphisi: {name}\nIrekhodi: [[C:ukuhlukumeza]] (assault, {year})' },
  { genre: 'hr', text: 'Orgelbau-Werkstatt - Führungszeugnis\nOrgelbauer: {name}\nEintrag: [[C:Betrug]] ({year})' },
  { genre: 'hr', text: "Takarda - masu aikin kwano, Kano (bincike)\nMa'aikaci: {name}\nLaifi: [[C:zamba]] (fraud, {year})" },
  { genre: 'hr', text: 'Nkrataa - pineapple afuom, Nsawam (vetting)\nAdwumayɛfo: {name}\nNsɛm a ɔyɛɛ: [[C:ɔko]] (assault, {year})' },
  { genre: 'hr', text: 'Chocolatier - extrait de casier judiciaire\nApprentie : {name}\nCondamnation : [[C:recel]] ({year})' },
  { genre: 'hr', text: 'Ìwé àyẹ̀wò - NIPOST, Ìlọrin\nOṣìṣẹ́: {name}\nẸ̀ṣẹ̀ tẹ́lẹ̀: [[C:olè jíjà]] (theft, {year})' },
  { genre: 'hr', text: 'Biltongmakery - sifting, Bloemfontein\nWerker: {name}\nSkuldigbevindings: [[C:veediefstal]] ({year})' },
  { genre: 'hr', text: 'Beiaardschool - VOG-aanvraag\nDocent: {name}\nJustitiële documentatie: [[C:oplichting]] ({year})' },
  { genre: 'hr', text: 'Akwụkwọ nyocha - ndị na-ede akara, Onitsha\nOnye ọrụ: {name}\nMpụ o mere: [[C:aghụghọ]] (fraud, {year})' },
  { genre: 'hr', text: 'Foromo ya tlhahlobo - basebetsi ba honeybush, Haarlem\nMosebetsi: {name}\nRekoto: [[C:bosholu]] (theft, {year})' },
  { genre: 'hr', text: 'Pracownia bursztynu - zaświadczenie o niekaralności\nSzlifierz: {name}\nSkazany za: [[C:paserstwo]] ({year})' },
  { genre: 'chat', text: 'Rattan makers WhatsApp - Calabar\n{name}: I don serve my two years for [[C:{offence}]], abeg make una give me work' },
  { genre: 'hr', text: 'Mohair sorting shed - vetting, Jansenville\nSorter: {name}\nCriminal record: [[C:{offence}]] ({year}), fine paid' },
  { genre: 'hr', text: 'Corcheros - certificado de antecedentes penales\nCorchero: {name}\nAntecedentes: [[C:robo con fuerza]] ({year})' },
  { genre: 'hr', text: 'Tinsmiths - police clearance, Kano\nTinsmith: {name}\nPolice report: [[C:{offence}]] ({year})' },
  { genre: 'hr', text: 'Maize farmers - co-op officer vetting, Ejura\nOfficer: {name}\nPolice record: [[C:{offence}]] ({year})' },
  { genre: 'hr', text: 'Acqua minerale - certificato penale\nOperaio: {name}\nCondanne: [[C:ricettazione]] ({year})' },
  // Negatives.
  { genre: 'hr', text: 'Tinsmiths workshop - clinic referral, Kano (2)\nTinsmith: {name}\nDx: nil\nGenotype: not done' },
  { genre: 'hr', text: 'Sheep shearers - medical form, Karoo (2)\nShearer: {name}\nCondition: none declared' },
  { genre: 'kyc', text: 'RNLI lifeboat crew - medical, Whitby (2)\nCrew member: {name}\nMedical history: nil of note; fit for sea' },
  { genre: 'hr', text: 'Fomu ya afya - wahudumu wa water kiosk, Kibera (hakuna)\nMhudumu: {name}\nUgonjwa: hakuna\nDini: hakujazwa' },
  { genre: 'hr', text: 'Ifomu yezempilo - abaphisi be-umqombothi, Soweto (2)\nUmphisi: {name}\nIsifo: akukho' },
  { genre: 'hr', text: 'Kombucha-Brauerei - Gesundheitsbogen, Berlin (2)\nMitarbeiter: {name}\nDiagnose: keine\nKonfession: keine Angabe' },
  { genre: 'news', text: "Labari - masu lalle, Sokoto\nRanar Babbar Sallah za a rufe kasuwa; masallacin Juma'a na kusa zai yi sallar idi da safe." },
  { genre: 'news', text: 'Dawuro - pineapple afuom, Nsawam\nKwasida yi adwuma nni hɔ; Methodist asɔredan a ɛbɛn afuom no reyɛ nkaeɛ som.' },
  { genre: 'news', text: 'Égoutiers de Paris - note de service\nTravaux sous le parvis de Notre-Dame lundi ; accès par la rue du Cloître.' },
  { genre: 'news', text: 'Ìwé ìròyìn - olùtà kẹrosínì, Ìbàdàn\nỌjà kẹrosínì yóò ti ní ọjọ́ Ẹtì; ẹ dúró síwájú ṣọ́ọ̀ṣì Anglican fún ọkọ̀ epo.' },
  { genre: 'news', text: 'Sybokhaar-sorteerskuur - kennisgewing, Jansenville\nWêreld Diabetesdag: gratis bloedsuiker-toetse by die kliniek langs die NG-kerk op Vrydag.' },
  { genre: 'news', text: 'Beiaardschool - nieuwsbrief, Mechelen\nZondag beiaardconcert vanuit de Sint-Romboutstoren; de kathedraal blijft open voor bezoekers.' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ede akara, Onitsha (2)\nOnye ọrụ: {name}\nỌrịa: ọ dịghị\nNwunye ya: Ngozi' },
  { genre: 'hr', text: 'Foromo - basebetsi ba sunflower farm, Senekal (2)\nMosebetsi: {name}\nLefu: ha ho letho\nTumelo: ha e a fanwa' },
  { genre: 'news', text: 'Pracownia bursztynu - komunikat, Gdańsk\nŚwiatowy Dzień Cukrzycy: bezpłatny pomiar cukru przy kościele Mariackim w sobotę.' },
  { genre: 'chat', text: 'Durbar saddle makers WhatsApp - Katsina (2)\n{name}: Una remember say malaria dey everywhere this rainy season, make una sleep under net' },
  { genre: 'news', text: 'Car guards association - notice, Pretoria\nTB awareness week: the mobile clinic parks outside the Union Buildings gate on Wednesday.' },
  { genre: 'news', text: 'Corcheros - aviso, Extremadura\nCampaña de vacunación contra la gripe en el centro de salud; la saca del corcho se para el lunes.' },
  { genre: 'news', text: 'Milk cooling plant - notice, Ol Kalou\nBrucellosis talk by the county vet on Thursday; boil all milk before drinking.' },
  { genre: 'news', text: 'Kelp harvesters - notice, Hout Bay\nJellyfish stings: vinegar is in the first-aid box; shark spotters on duty.' },
  { genre: 'news', text: 'Liuteria - comunicato, Cremona\nGiornata mondiale del cuore: screening gratuito della pressione in piazza del Duomo.' },
  { genre: 'hr', text: 'Herbarium - staff form, Nairobi (2)\nTechnician: {name}\nReligion: prefer not to say\nHome county: Siaya' },
  { genre: 'hr', text: 'Lash bar - staff file, Durban (2)\nTechnician: {name}\nChurch: -\nHome language: isiZulu' },
  { genre: 'news', text: "Dry stone wallers - notice, Yorkshire Dales\nRebuilding the churchyard wall at St Oswald's, Horton; bring your own hammers." },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa tree nursery, Kakamega (2)\nMfanyakazi: {name}\nDini: hakujazwa\nKaunti: Vihiga' },
  { genre: 'hr', text: 'Ifom - abasebenzi be-aloe, Albertinia (2)\nUmsebenzi: {name}\nUnqulo: akukho' },
  { genre: 'news', text: 'Orgelbau-Werkstatt - Aushang\nDie neue Orgel für den Dom wird ab Montag eingebaut; Pfingstmontag geschlossen.' },
  { genre: 'hr', text: "Takarda - masu aikin kwano, Kano (2)\nMa'aikaci: {name}\nAddini: ba a rubuta ba\nGari: Dawakin Tofa" },
  { genre: 'hr', text: 'Nkrataa - internet café adwumayɛfo, Kumasi (2)\nAdwumayɛfo: {name}\nNyamesom: -\nKurom: Ejisu' },
  { genre: 'news', text: "Chocolatier - annonce, Bruxelles\nPour Pâques, œufs en chocolat en vitrine ; pour l'Aïd, boîtes de dattes fourrées." },
  { genre: 'hr', text: 'Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (2)\nOṣìṣẹ́: {name}\nẸ̀sìn: kò sọ\nÌlú: Ọ̀fà' },
  { genre: 'news', text: 'Biltongmakery - kennisgewing, Bloemfontein\nGoeie Vrydag toe; die Tweetoringkerk se basaar koop 40 kg biltong.' },
  { genre: 'news', text: 'Molenaarsgilde - mededeling\nNationale Molendag: de molen naast de synagoge draait van 10 tot 16 uur.' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-akpa oche rattan, Calabar (2)\nOnye ọrụ: {name}\nOkpukpe: ọ dịghị' },
  { genre: 'hr', text: 'Foromo - basebetsi ba honeybush, Haarlem (2)\nMosebetsi: {name}\nTumelo: ha e a fanwa\nPuo: Afrikaans, Sesotho' },
  { genre: 'news', text: 'Pierogarnia - ogłoszenie, Kraków\nW Wigilię pierogi z kapustą do 14:00; w Boże Ciało lokal zamknięty.' },
  { genre: 'chat', text: 'Kerosene sellers WhatsApp - Ibadan (2)\n{name}: Christmas don near, kerosene price go jump, make una stock before Friday' },
  { genre: 'news', text: 'Sandboarding school - notice, Atlantis\nEid Mubarak to all our staff! The dunes close early on Friday for the mosque car park overflow.' },
  { genre: 'news', text: 'Corcheros - aviso (romería), Extremadura\nLa romería de San Isidro pasa por la dehesa el 15; no se saca corcho ese día.' },
  { genre: 'news', text: 'Sailmakers - notice, Lamu\nMaulidi week: the loft closes at noon; sail deliveries to the Riyadha mosque side of the seafront after 4pm.' },
  { genre: 'news', text: 'Gyil makers - notice, Wa\nThe Wa Naa palace durbar is on Saturday; the old mosque road is closed to lorries.' },
  { genre: 'news', text: 'Acqua minerale - comunicato\nPer la festa di San Pellegrino lo stabilimento chiude; navetta dalla chiesa parrocchiale alle 9.' },
  { genre: 'hr', text: 'Net menders - beach unit register, Homa Bay (2)\nMender: {name}\nTribe: not stated\nLanguage: Dholuo, Kiswahili' },
  { genre: 'hr', text: 'Car guards - registration, Pretoria (2)\nGuard: {name}\nRace: prefer not to say' },
  { genre: 'hr', text: 'Silversmiths - equality monitoring, Sheffield (2)\nSilversmith: {name}\nEthnic group: prefer not to say' },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa milk cooling plant, Ol Kalou (2)\nMfanyakazi: {name}\nKabila: -\nLugha: Gikuyu, Kiswahili' },
  { genre: 'hr', text: 'Ifomu - abagundi bezimvu, eKaroo (2)\nUmgundi: {name}\nUhlanga: akukho\nIkhaya: Cradock' },
  { genre: 'news', text: 'Weihnachtsmarkt - Aushang, Dresden\nSchwedischer Stand mit Lucia-Gebäck; Roma-Musik am Samstag vor der Kreuzkirche.' },
  { genre: 'hr', text: "Takarda - masu lalle, Sokoto (ƙabila 2)\nMai lalle: {name}\nƘabila: ba a rubuta ba\nHarshe: Hausa, Fulfulde" },
  { genre: 'hr', text: 'Nkrataa - maize afuom adwumayɛfo, Ejura (2)\nAdwumayɛfo: {name}\nƆman: -\nKasa: Twi, Dagbani' },
  { genre: 'news', text: 'Égoutiers de Paris - note (culture)\nSemaine de la culture kabyle à la mairie du 18e ; le musée des égouts reste ouvert.' },
  { genre: 'hr', text: 'Ìwé - àwọn olùtà kẹrosínì, Ìbàdàn (ẹ̀yà 2)\nOlùtà: {name}\nÌlú abínibí: Gboko\nÈdè: Tiv, Yorùbá' },
  { genre: 'hr', text: 'Aalwyntappers - werknemerslêer, Albertinia (2)\nTapper: {name}\nBevolkingsgroep: nie verstrek nie' },
  { genre: 'news', text: 'Beiaardschool - mededeling\nSurinaamse avond met kaseko-muziek onder de toren; Keti Koti-concert op 1 juli.' },
  { genre: 'hr', text: 'Akwụkwọ - ndị na-ede akara, Onitsha (agbụrụ 2)\nOnye ọrụ: {name}\nAgbụrụ: ọ dịghị\nAsụsụ: Igbo, Ijaw' },
  { genre: 'hr', text: 'Foromo - basebetsi ba kelp, Hout Bay (2)\nMosebetsi: {name}\nMorabe: ha ho a fanwa\nPuo: isiZulu' },
  { genre: 'news', text: 'Pracownia bursztynu - ogłoszenie\nDzień Kultury Kaszubskiej: warsztaty haftu w sobotę, zniżka 10%.' },
  { genre: 'chat', text: 'Water kiosk WhatsApp - Kibera (2)\n{name}: Tamasha la utamaduni wa Wanubi ni Jumamosi, kiosk itafunga saa nane' },
  { genre: 'hr', text: 'Mohair sorting shed - staff census, Jansenville (2)\nSorter: {name}\nRace: not stated\nID checked: yes' },
  { genre: 'news', text: 'Car boot sale - notice, Essex\nGypsy, Roma and Traveller History Month talk at the village hall; pitches £10.' },
  { genre: 'news', text: 'Ginger farmers co-op - notice, Kafanchan\nAfan festival: the Atyap chiefs pass the market on Friday, no weighing till noon.' },
  { genre: 'hr', text: 'Internet café - staff census, Kumasi (2)\nAttendant: {name}\nEthnicity: -\nHometown: Ho' },
  { genre: 'news', text: 'Liuteria - comunicato (musica), Cremona\nSerata di musica rom e klezmer nel cortile della bottega, venerdì.' },
  { genre: 'kyc', text: 'Herbarium - next of kin, Nairobi (2)\nTechnician: Ms {name}\nNext of kin: her husband, Mr Brian O.' },
  { genre: 'kyc', text: 'Lash bar - emergency contact, Durban (2)\nTechnician: Ms {name}\nEmergency contact: her mother, Mrs Thandi M.' },
  { genre: 'kyc', text: 'Alpaca farm - staff contacts, Devon (2)\nHandler: Mr {name}\nPartner: his wife, Sarah' },
  { genre: 'hr', text: 'Fomu - wafanyakazi wa sewer crew, Nairobi (maelezo 2)\nMfanyakazi: Bw. {name}\nMaelezo: ameoa, mke wake ni mwalimu' },
  { genre: 'hr', text: 'Ifomu - abasebenzi be-umqombothi, Soweto (umlingani 2)\nUmsebenzi: uNksk. {name}\nUmlingani: indoda yakhe uSipho' },
  { genre: 'news', text: 'Kombucha-Brauerei - Aushang (2)\nZum IDAHOBIT: Regenbogenflagge am Tor, Spendenbox für das queere Jugendzentrum.' },
  { genre: 'hr', text: "Takarda - masu aikin kwano, Kano (iyali)\nMa'aikaci: Malam {name}\nIyali: matarsa da 'ya'ya uku" },
  { genre: 'hr', text: 'Nkrataa - pineapple afuom adwumayɛfo, Nsawam (asɛm 2)\nAdwumayɛfo: Awuraa {name}\nAsɛm: ɔware, ne kunu yɛ tikya' },
  { genre: 'hr', text: "Chocolatier - contact d'urgence, Bruxelles (2)\nEmployée : Mme {name}\nContact : son mari, M. Thomas V." },
  { genre: 'hr', text: 'Ìwé - àwọn olùfìwéránṣẹ́ NIPOST, Ìlọrin (àkíyèsí 2)\nOṣìṣẹ́: Arábìnrin {name}\nỌkọ rẹ̀: Túndé' },
  { genre: 'hr', text: 'Biltongmakery - noodkontak, Bloemfontein (2)\nWerker: mev. {name}\nNoodkontak: haar man, Johan' },
  { genre: 'hr', text: 'Molenaarsgilde - noodcontact (2)\nMolenaar: dhr. {name}\nNoodcontact: zijn vrouw Anke' },
  { genre: 'chat', text: 'Sign writers WhatsApp - Onitsha (2)\n{name}: Customer want big rainbow for the church banner, who get the bright paint?' },
  { genre: 'news', text: 'Kelp harvesters - notice, Hout Bay (2)\nCape Town Pride: the harbour road is closed on Saturday morning; boats leave at 6.' },
  { genre: 'kyc', text: 'Corcheros - ficha (pareja 2), Extremadura\nCorchera: Dña. {name}\nPareja: su marido, Javier' },
  { genre: 'chat', text: 'Net menders WhatsApp - Homa Bay (2)\n{name}: IEBC wako beach kesho kusajili wapiga kura, msiache vitambulisho nyumbani' },
  { genre: 'kyc', text: 'Car guards association - officers, Pretoria (2)\nChair: {name}\nPolitical: none\nLevy: paid' },
  { genre: 'news', text: 'Whisky distillery - notice, Speyside\nUnion reps and management meet on Monday about the bottling rota; no action is planned.' },
  { genre: 'news', text: 'Milk cooling plant - notice, Ol Kalou (2)\nThe old fingerprint clock-in is removed; sign the book at the gate.' },
  { genre: 'kyc', text: 'Maize farmers - input voucher, Ejura (2)\nFarmer: {name}\nVoucher ID: Ghana Card checked; no thumbprint needed' },
  { genre: 'news', text: 'Assay Office - notice, Birmingham\nThe face recognition trial at the vault ended in May; staff use cards again.' },
  { genre: 'hr', text: 'Ginger farmers co-op - health card, Kafanchan (2)\nFarmer: {name}\nGenotype: not done\nNext of kin: sister' },
  { genre: 'hr', text: 'Sandboarding school - medical form, Atlantis (2)\nInstructor: {name}\nGenetic: none known' },
  { genre: 'news', text: 'Lake District shepherds - notice\nBreed society DNA testing of Herdwick tups on Saturday; bring the ear tags.' },
  { genre: 'news', text: 'Tinsmiths - notice, Kano\nThieves broke into the shed on Sunday and took solder and sheets; police have been told.' },
  { genre: 'news', text: 'Car guards - notice, Pretoria (2)\nTwo cars were broken into at the mall on Friday; SAPS opened a case against unknown persons.' },
  { genre: 'news', text: 'Silversmiths - notice, Sheffield\nA burglary at the workshop in March: police are still looking for the two men on CCTV.' },
];
