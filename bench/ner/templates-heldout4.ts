// Held-out set 4 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside them:
// the project's fourth set of real-looking text to read the person and place detectors on (issue 13). About a
// third each of (a) English web text as users write it (forum posts, hotel and product reviews, e-mails, Q&A
// answers, blog comments, classified ads), (b) court and tribunal text (English, Irish, Kenyan, Nigerian, South
// African and Ghanaian judgments, European human-rights judgments, cited cases, employment tribunal reasons,
// coroner's inquest records, procedural orders) and (c) news and radio in African languages (Hausa, Yorùbá,
// Igbo, Nigerian Pidgin, Swahili, isiZulu, isiXhosa, Sesotho, Setswana, Twi, Luganda, Kinyarwanda, Somali and
// Wolof). Amharic is left out: its news is written in Ge'ez script, and a Latin transliteration would not be
// text as people write it.
//
// Author: an engineer of the project (session s16-prose4), writing as the fourth independent author. Read:
// issue 13, bench/ner/generate.ts (set 4 is one more row of `NER_SETS`, seed 4404; it reuses `nerContext` and
// `buildNerSetWith`), bench/ner-heldout.ts, test/bench/ner-generate.test.ts, the diff of commit 233f308 (how
// set 3 was registered), the `unerSpans` reading of bench/detect-accuracy-uner.ts, src/core/rng.ts, the header
// comments of templates-heldout1.ts, templates-heldout2.ts and templates-heldout3.ts (their grain, followed here
// so the sets are comparable) and the first 40 lines of one UNER dev file (its lower-case web grain). NOT read:
// src/detect/, src/lexicon/, src/places/, scripts/train-ner.ts, test/detect/, the README's detection-accuracy
// and issue-13 paragraphs, the bodies of templates-heldout1/2/3.ts, bench/ner/dev-african.ts and
// judgments-dev.ts beyond their headers, bench/data/ner-*.jsonl, the rest of ../shared/data/uner-en-ewt. The
// detectors and the bench were never run on this set while it was written. Every name and place below is
// written here from the author's own knowledge; no project table is imported. Every person is fictional: given
// names and surnames are combined at random, and no combination is meant to be a real person (the people some
// streets, places and institutions are named after are real, and appear only inside those LOC and ORG names).
//
// Grain (set 3's grain, which restates sets 1 and 2; what this set adds or decides is marked +):
// - PER: a person's name as written: given names, middle names, initials (`A.O. Okafor`, `J.-C. Dubois`,
//   `Ms P Adeyemi` → `P Adeyemi`), particles that belong to the name (`van der Merwe`, `Ó Súilleabháin`,
//   `Ní Bhriain`, `wa Kĩnyua`, `N'Diaye`, `Al-Hashimi`), a noun-class prefix glued to the name in isiZulu
//   + and isiXhosa, the other Nguni language here (`uSipho Ndlovu`, `nguLwazi Xaba`, `u-Ayanda`: the whole word
//   as written). NOT in the span: a leading honorific or title (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Dame, Lord,
//   Lady, Lord Justice, Mr Justice, Ms Justice, Justice, Hon., HHJ, Judge, Employment Judge, Coroner, Chief,
//   Alhaji, Hajiya, Malam, Olóyè, Ọ̀gbẹ́ni, Mheshimiwa, Bwana, Bi, Mzee, Ntate, Mme, Rra, Mma, Nana, Opanyin,
//   Omubaka, Serigne, Sëriñ, Madame, Xildhibaan, Inspector, Pastor, Rev., Oga), a trailing post-nominal (`JSC`,
//   `JCA`, `SAN`, `KC`, `SC`, `J`, `JA`, `AJ`, `LJ`), the possessive `'s`. A name in lower case, a nickname, a
//   given name alone or a surname alone on a later mention is still a PER span; a name written surname first is
//   one span (`OKONKWO Chinedu`, `Uwimana Claudine`, `Mensah, Kofi`); an applicant anonymised with initials is
//   PER with the initials' stops inside (`Mr [[A.K.]]`); the only final stop a span keeps is a last initial's.
//   + A party in a cited case (decided once, as set 3 decided it): a person's name, surname or full, is PER
//     (`[[Adeyemi]] v [[Okoro]]`), a respondent state written as a country is LOC (`v. [[POLAND]]`), `R`,
//     `Republic`, `The State`, `The People`, `DPP`, `Attorney General` are no span, a company, council or
//     ministry is ORG. The citation itself (`[2021] EWCA Civ 88`, `(2019) LPELR-123(SC)`) is no span.
//   + A username or handle (`kofi_b88`, `@jozi_gal`, `posted by naija_dude`) is never a span, even when it
//     spells a name; a real name written beside it is. An e-mail address is no span.
//   + A place abbreviated or nicknamed as users write it (`PH`, `Jozi`, `Ldn`, `Nbi`, `Naija`) is LOC as
//     written; in lower case (`ikeja`, `east legon`) it is still LOC.
// - LOC: a named place: country, region, state, province, county, city, town, village, neighbourhood,
//   township, river, lake, and a named street as the street name (`Herbert Macaulay Way`); in an address each
//   named part is its own span, never the house number, plot, PO box or postcode. `Lagos State`, `Kiambu
//   County`, `Ashanti Region` are one span. A place named after a person is LOC (`Port Harcourt`,
//   `Johannesburg`, `Victoria Island`, `Jan Smuts Avenue`, `Dr Pixley KaSeme Street`, `Francistown`). NOT LOC:
//   nationalities, demonyms, place adjectives and languages (`Nigerian`, `Kenyan`, `Lagosian`, `Mancunian`,
//   `Polish`, `Swahili`), a place inside an organisation's name, a building, market, hotel or stadium.
//   + In the African languages a generic word in front of the name (`jihar Kano`, `ìpínlẹ̀ Ọ̀yọ́`, `kaunti ya
//     Nakuru`, `gobolka Banaadir`, `Akarere ka Musanze`, `disitulikiti ye Mukono`, `dorpo ya Welkom`) stays
//     outside the span, as does an elided preposition (`n'Enugu` → `Enugu`, `y'u Rwanda` → `Rwanda`); an
//     isiZulu or isiXhosa locative is the whole word (`eThekwini`, `eMonti`, `KwaMashu`, `eRhini`).
//   + A court heading: the court's own name is ORG (`HIGH COURT OF KENYA`, `HIGH COURT OF SOUTH AFRICA`,
//     `Chief Magistrate's Court`, `Crown Court`); the seat or division written after it (`AT NAKURU`, `HOLDEN AT
//     ABUJA`, `, GAUTENG DIVISION, PRETORIA`, `Crown Court at Bradford`, `Heard at: Leeds`) is no ORG, and each
//     named place in it is LOC (`NAKURU`, `GAUTENG`, `PRETORIA`, `Bradford`): the town a court sits in is a named
//     place wherever it is written. A state inside a court's own name stays in the ORG (`High Court of Kano State`).
// - ORG: courts, tribunals, police commands named as bodies, companies, banks, hotels named as businesses,
//   schools, universities, hospitals, parties, ministries, churches, clubs, named whole, a place or a person
//   inside them included (`Obafemi Awolowo University`, `Kaizer Chiefs`, `John Lewis`). Marked so that an
//   organisation read as a place or a person counts as a false alarm; ORG itself is not scored.
//
// Jurisdiction of a text: the one of the six whose law would govern it: Uganda, Rwanda and Somalia are KE (East
// Africa), Senegal GH (West Africa), Lesotho and Botswana ZA (Southern Africa), Ireland and the European
// human-rights judgments EU.
//
// This set is read ONCE by the lead (`npm run bench:ner-heldout -- --file bench/data/ner-heldout4.jsonl`) on
// the rules and weights of that day; after that reading it becomes development data, and the next held-out set
// must be written afresh by someone who has read none of the four.
import type { NerContext, NerLists, NerPerson, NerTemplateOf } from './generate.js';

export type J4 = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';
export type R4 =
  | 'yo' | 'ig' | 'ha' | 'ak' | 'ke' | 'lg' | 'rw' | 'so' | 'wo' | 'zu' | 'xh' | 'st' | 'tn' | 'af'
  | 'uk' | 'ie' | 'sa' | 'ea' | 'me'
  | 'pl' | 'ro' | 'tr' | 'it' | 'gr' | 'pt' | 'hu' | 'hr' | 'fr' | 'de' | 'es' | 'lt' | 'nl';

export interface Places4 {
  city: readonly string[];
  area: readonly string[];
  region: readonly string[];
  street: readonly string[];
  org: readonly string[];
}

export type Ctx4 = NerContext<J4, R4, Places4>;
export type Heldout4Template = NerTemplateOf<Ctx4>;

const w = (s: string): string[] => s.normalize('NFC').split('|');

export const GIVEN4: Readonly<Record<R4, readonly string[]>> = {
  yo: w('Adébáyọ̀|Olúwaṣeun|Fọláṣadé|Ìbùkún|Tèmítọ́pẹ́|Ayọ̀bámi|Mojísọ́lá|Kẹ́hìndé|Táíwò|Bọ́láńlé|Yétúndé|Dàmilọ́lá|Títílọpẹ́|Ọláolúwa|Adékúnlé|Ìyábọ̀|Babájídé|Ọmọ́tọ́lá|Fúnmiláyọ̀|Oyèbámijí|Tolú|Déọlá|Ṣẹ̀gun|Jùmọ̀kẹ́'),
  ig: w('Chinedu|Ngozi|Chiamaka|Obinna|Uzoma|Ifeoma|Chukwuemeka|Nneka|Ikenna|Adaeze|Ọbịageli|Chidịebere|Nkechi|Ebube|Kelechi|Chinọnso|Amaka|Ụchenna|Onyinyechi|Ezinne|Somtochukwu|Chisom|Ifeanyị|Nnamdi'),
  ha: w("Abdullahi|Aminu|Bashir|Ɗahiru|Ɗanlami|Hadiza|Zainab|Aisha|Hauwa|Maryam|Sani|Musa|Lawal|Balarabe|Kabiru|Nafisa|Rabi|Halima|Yakubu|Ibrahim|Usman|Ladi|Jummai|Binta|Ƙasimu|Sadiya|Mu'azu|Shu'aibu|Habiba"),
  ak: w('Kwame|Kofi|Kwabena|Kwaku|Yaw|Kwasi|Kojo|Akosua|Adwoa|Abena|Akua|Yaa|Afua|Ama|Esi|Efua|Nii|Naa|Selasi|Edem|Dzifa|Mawuli|Elikem|Ekua|Fiifi|Kobina|Araba|Korkor'),
  ke: w("Wanjiru|Akinyi|Achieng'|Njeri|Kiprono|Chebet|Mwikali|Nyambura|Auma|Baraka|Zawadi|Amina|Rehema|Juma|Nafula|Wangũi|Njoki|Jeruto|Mũthoni|Kerubo|Moraa|Nyaboke|Makena|Mumbi|Brian|Dennis|Kevin|Cynthia|Collins|Purity"),
  lg: w('Joseph|Sarah|Florence|Moses|Ruth|Isaac|Annet|Robinah|Ivan|Hellen|Godfrey|Sylvia|Patrick|Proscovia|Dorothy|Emmanuel|Brenda|Denis|Shamim|Ronald'),
  rw: w("Jean Claude|Aimable|Claudine|Emmanuel|Divine|Olivier|Théogène|Vestine|Eric|Solange|Jean d'Amour|Chantal|Fabrice|Alphonsine|Yvette|Pacifique|Clarisse|Jean Bosco|Odette|Didier"),
  so: w('Cabdullaahi|Maxamed|Xasan|Faadumo|Hodan|Cawil|Axmed|Ismaaciil|Sahra|Ubax|Nimco|Khadar|Sucaad|Cali|Deeqa|Ayaan|Istarliin|Bashiir|Xaliimo|Maryan|Mahad|Fartuun'),
  wo: w('Moussa|Fatou|Aminata|Mamadou|Cheikh|Ndèye|Ousmane|Awa|Modou|Khady|Abdoulaye|Sokhna|Babacar|Mariama|Aliou|Coumba|Ibrahima|Astou|Pape|Seynabou|Alioune|Mame Diarra|Bineta'),
  zu: w('Sipho|Thandeka|Bongani|Nomvula|Sibusiso|Zanele|Mandla|Lindiwe|Themba|Nokuthula|Sanele|Ayanda|Nhlanhla|Zodwa|Mthokozisi|Thulani|Nosipho|Khanyisile|Phumlani|Nkosinathi|Zinhle|Lungelo|Gugu|Sifiso'),
  xh: w('Lwazi|Siyabonga|Athini|Lukhanyo|Ntombizodwa|Lulama|Sizwe|Zukisa|Mihlali|Onke|Anele|Luvuyo|Yonela|Asanda|Unathi|Vuyolwethu|Ncediwe|Xolani|Buhle|Thembeka|Mzwandile|Nolitha|Phelokazi|Odwa'),
  st: w('Palesa|Thabo|Lerato|Mpho|Tumelo|Karabo|Nthabiseng|Lineo|Teboho|Refiloe|Katleho|Puleng|Tšepo|Mamello|Rethabile|Lehlohonolo|Mosa|Nthati|Relebohile|Tumisang'),
  tn: w('Kagiso|Onalenna|Boitumelo|Tebogo|Kabelo|Lesego|Masego|Goitseone|Tshepiso|Oratile|Kgomotso|Gaone|Keabetswe|Neo|Omphile|Boipelo|Thato|Amogelang|Itumeleng|Reitumetse'),
  af: w('Johan|Pieter|Annelie|Riaan|Marietjie|Francois|Elmarie|Hennie|Wilna|Gerhard|Anika|Jaco|Liezl|Stefan|Carel|Ilse'),
  uk: w('James|Oliver|Sophie|Emma|Thomas|Charlotte|Harry|Amelia|Jack|Olivia|George|Eleanor|Rhys|Cerys|Siân|Gareth|Morag|Callum|Eilidh|Iain|Hamish|Bethan|Dafydd|Zoë|Chloë|Rosie|Alfie|Freya|Jamal|Tyrone|Kezia|Declan'),
  ie: w('Siobhán|Aoife|Cian|Oisín|Saoirse|Caoimhe|Seán|Pádraig|Niamh|Róisín|Eoin|Ciarán|Orla|Dónal|Clodagh|Fionnuala|Tadhg|Sinéad|Diarmuid|Gráinne'),
  sa: w('Priya|Arjun|Rahul|Anjali|Sanjay|Deepika|Harpreet|Gurpreet|Mohammed|Fatima|Imran|Ayesha|Bilal|Sana|Rajesh|Sunita|Vikram|Nazia|Tariq|Farhan|Kavya|Lakshmi|Ravindra|Shreya|Dilshan|Nusrat'),
  ea: w('Wei|Xiaoming|Mei|Jing|Hao|Yan|Jun|Hiroshi|Yuki|Haruto|Sakura|Kenji|Aiko|Min-jun|Ji-woo|Seo-yeon|Minh|Thảo|Hương|Quang|Linh'),
  me: w('Omar|Layla|Yousef|Noor|Khalid|Rania|Hassan|Mariam|Ali|Reza|Shirin|Dariush|Amir|Yasmin|Hamza|Leila|Karim|Hiba|Samir|Nadia'),
  pl: w('Łukasz|Katarzyna|Małgorzata|Piotr|Agnieszka|Krzysztof|Grzegorz|Zofia|Wojciech|Joanna|Paweł|Magdalena|Michał|Ewa|Stanisław'),
  ro: w('Andrei|Ioana|Mihai|Elena|Alexandru|Cristina|Bogdan|Raluca|Ștefan|Ionuț|Mădălina|Florin|Gheorghe|Oana|Răzvan'),
  tr: w('Ahmet|Mehmet|Ayşe|Fatma|Emine|Mustafa|Hüseyin|Zeynep|Elif|Burak|Gökhan|İbrahim|Özlem|Serkan|Şükrü'),
  it: w('Giuseppe|Giovanni|Francesca|Alessandro|Chiara|Lorenzo|Giulia|Matteo|Federica|Salvatore|Rosaria|Vincenzo|Paola|Niccolò'),
  gr: w('Georgios|Dimitrios|Konstantinos|Eleni|Ioannis|Nikolaos|Aikaterini|Vasiliki|Panagiotis|Christos|Athanasios|Despoina'),
  pt: w('João|José|Ana|Francisco|Inês|Tiago|Beatriz|Gonçalo|Mariana|Rui|Joana|Luís|Conceição'),
  hu: w('László|István|Zsuzsanna|Katalin|Gábor|Zoltán|Erzsébet|Péter|Ágnes|Tamás|Ildikó|Gyula|Krisztina|Dávid'),
  hr: w('Ivan|Marko|Ivana|Josip|Luka|Marija|Petra|Tomislav|Željko|Dragica|Zvonimir|Mirjana'),
  fr: w('Jean-Pierre|Marie|Nicolas|Camille|Élodie|François|Hélène|Guillaume|Aurélie|Jérôme|Céline|Théo|Léa|Benoît|Marie-Claude'),
  de: w('Jürgen|Klaus|Sabine|Ursula|Matthias|Stefanie|Jörg|Katrin|Wolfgang|Anke|Björn|Günther|Heike|Lukas|Jana'),
  es: w('José Luis|María José|Javier|Carmen|Alejandro|Lucía|Sergio|Pilar|Íñigo|Begoña|Jordi|Montserrat|Álvaro|Nuria|Raúl'),
  lt: w('Jonas|Tomas|Rūta|Eglė|Mantas|Lina|Andrius|Giedrė|Darius|Aistė|Vytautas|Inga'),
  nl: w('Jan|Pieter|Sanne|Daan|Femke|Bram|Anouk|Joost|Marieke|Sven|Lotte|Willem'),
};

export const SURNAME4: Readonly<Record<R4, readonly string[]>> = {
  yo: w('Adébísí|Ògúnlẹ́yẹ|Ọlátúnjí|Fáṣọlá|Akínwálé|Adéyẹmí|Ìdòwú|Ọdúyọ̀yè|Àkàndé|Ṣówùnmí|Olúkọ̀yà|Babátúndé|Aríyọ̀|Fálọlá|Adégbọ́lá|Ọ̀gúndèlé|Oyèwọ̀lé|Àjàní|Lawal-Ọ̀ṣọ́|Àlàbí'),
  ig: w('Okonkwo|Nwosu|Eze|Okafor|Nwachukwu|Nwankwọ|Ụgwụ|Ọkọrọ|Anyanwụ|Obi|Agụ|Igwe|Okeke|Ọnwụegbụ|Mbah|Ibekwe|Nnadị|Ezeh|Chukwu|Udeh|Oranye|Ezeọkọnkwọ'),
  ha: w("Garba|Ɗanbaba|Sule|Abubakar|Yusuf|Bello|Gwarzo|Maikudi|Shehu|Ringim|Bichi|Ɗanmusa|Tsafe|Jega|Ƙwairanga|Ɗangiwa|Idris|Kurawa|Umar|Mashi|Funtua|Gumel|Ɗanjuma|Jibrin|Ƙaura"),
  ak: w('Mensah|Boateng|Owusu|Asante|Osei|Agyeman|Ofori|Appiah|Amoako|Opoku|Frimpong|Boakye|Agyei|Sarpong|Darko|Nkansah|Gyamfi|Antwi|Addo|Quaye|Tetteh|Lartey|Kpodo|Agbeko|Amegashie|Dzokoto|Quartey|Acheampong|Adu-Gyamfi|Owusu-Ansah'),
  ke: w("Kamau|Mwangi|Otieno|Ochieng'|Wambua|Kiprotich|Kiplagat|Mutiso|Njoroge|Owino|Barasa|Wanyama|Kibet|Onyango|Odhiambo|Mutua|Wekesa|Ng'ang'a|Ng'eno|Kariũki|Gĩthĩnji|wa Kĩnyua|Kimani|Chege|Maina|Omondi|Nyaga|Langat|Chelimo|Korir"),
  lg: w('Ssebunya|Nalubega|Kato|Mukasa|Nakitende|Ssentongo|Lubega|Kiggundu|Nansubuga|Namutebi|Ssekandi|Kizza|Mayanja|Nakato|Babirye|Ssewanyana|Nabukeera|Kasule|Mugerwa|Namatovu'),
  rw: w('Uwimana|Mugisha|Niyonzima|Habimana|Uwase|Mukamana|Nshimiyimana|Ingabire|Iradukunda|Hakizimana|Bizimana|Umutoni|Nsengiyumva|Kwizera|Mukeshimana|Ndayisaba|Tuyishime|Munyaneza|Uwamahoro|Nkurunziza'),
  so: w('Maxamuud|Cabdi|Warsame|Jaamac|Faarax|Nuur|Xuseen|Cismaan|Aadan|Ciise|Shire|Guuleed|Cabdiraxmaan|Xirsi|Samatar|Muuse|Dirir|Qaasim|Yuusuf|Gacal'),
  wo: w("Diop|Ndiaye|Fall|Sow|Mbaye|Sarr|Faye|Gueye|Seck|Diouf|Ba|Thiam|Cissé|Ndour|Niang|Dieng|Mbengue|N'Diaye|Kane|Touré|Sy|Diallo|Lô|Samb"),
  zu: w('Mkhize|Ndlovu|Zulu|Dlamini|Ngcobo|Mthembu|Shezi|Cele|Khumalo|Nxumalo|Buthelezi|Zungu|Mhlongo|Gumede|Sithole|Msomi|Ntuli|Majola|Hlongwane|Mchunu|Gwala|Ngubane|Ximba|Mbatha'),
  xh: w('Gqirana|Xaba|Qotyana|Ngcukana|Mgxaji|Dyantyi|Mtshemla|Ntlabathi|Nqweniso|Ngxumza|Mqwebu|Bokwe|Gxowa|Tyhali|Qoboshiyane|Sonqishe|Mdledle|Ngqakayi|Ncapayi|Mpofu'),
  st: w('Mokoena|Mofokeng|Moloi|Sello|Ramoholi|Tau|Motaung|Mokhothu|Lebona|Mohapi|Makhetha|Letsoela|Nthunya|Ramokhele|Mahase|Sekhesa|Mpholo|Lesia|Khoabane|Tšoeu'),
  tn: w('Molefe|Mokgosi|Modise|Kgosana|Phiri|Mogale|Pitso|Masilo|Segokgo|Tlhapi|Moeng|Setshedi|Mothibi|Kgwele|Maruping|Sebego|Motlhabane|Diale|Gaolathe|Rapoo'),
  af: w('van der Merwe|Botha|du Plessis|Pretorius|Venter|Nel|Joubert|Steyn|Coetzee|Smit|Fourie|van Wyk|le Roux|Kruger|Swanepoel|Oosthuizen|Engelbrecht|de Villiers'),
  uk: w("Smith|Jones|Taylor|Brown|Williams|Wilson|Evans|Roberts|Hughes|Clarke|Walker|Wright|Hall|Green|Hartley|Pemberton|Whitfield|Ashworth|Blackwood|Fairbairn|MacLeod|McKenzie|Campbell|Ferguson|Llewellyn|O'Neill|O'Brien|Fitzgerald|Featherstone|Butterworth|Thistlethwaite|Gough|Pritchard|Lloyd-Davies"),
  ie: w("Ó Súilleabháin|Ní Bhriain|Mac Cárthaigh|Ó Murchú|Ní Mhurchú|O'Sullivan|Murphy|Kelly|Byrne|Walsh|O'Connor|Ryan|McCarthy|Doyle|Fitzpatrick|Ó Dónaill|Kavanagh|Breathnach|Ní Chonaill|Mac Giolla Phádraig"),
  sa: w('Patel|Sharma|Singh|Kaur|Gupta|Khan|Hussain|Ahmed|Chowdhury|Rahman|Begum|Iyer|Nair|Reddy|Mehta|Shah|Desai|Chaudhry|Malik|Qureshi|Perera|Fernando|Bhattacharya|Sandhu|Gill|Mukherjee|Siddiqui'),
  ea: w('Zhang|Wang|Li|Chen|Liu|Huang|Zhao|Tanaka|Suzuki|Takahashi|Watanabe|Kim|Park|Choi|Nguyễn|Trần|Phạm|Hoàng|Chan|Wong|Tan|Lim'),
  me: w('Al-Mansouri|Al-Hashimi|Haddad|Khoury|Nasser|Saleh|Abboud|Farouk|Tehrani|Hosseini|Karimi|Rezaei|El-Sayed|Abdel-Rahman|Al-Qahtani|Mahmoud|Aziz|Barakat|Darwish'),
  pl: w('Kowalski|Nowak|Wiśniewski|Wójcik|Kamiński|Lewandowska|Zieliński|Szymańska|Woźniak|Dąbrowski|Kozłowski|Jankowska|Mazur|Krawczyk|Grabowski|Pawłowska|Michalski|Jagiełło|Żak|Sobczak'),
  ro: w('Popescu|Ionescu|Popa|Dumitrescu|Stan|Stoica|Gheorghiu|Munteanu|Constantinescu|Moldovan|Țăranu|Ștefănescu|Lazăr|Voicu|Neagu'),
  tr: w('Yılmaz|Kaya|Demir|Şahin|Çelik|Yıldız|Yıldırım|Öztürk|Aydın|Özdemir|Arslan|Doğan|Kılıç|Çetin|Koç|Özkan|İnan'),
  it: w("Rossi|Russo|Ferrari|Esposito|Bianchi|Romano|Colombo|Ricci|Marino|Greco|Gallo|Conti|De Luca|Mancini|Giordano|Lombardi|Moretti|D'Angelo"),
  gr: w('Papadopoulos|Georgiou|Nikolaidis|Karagiannis|Vlachos|Oikonomou|Makris|Antoniou|Dimitriou|Konstantinidis|Papageorgiou|Christodoulou|Alexiou|Stavropoulos'),
  pt: w('Silva|Santos|Ferreira|Pereira|Oliveira|Rodrigues|Martins|Sousa|Fernandes|Gonçalves|Gomes|Lopes|Marques|Carvalho|Magalhães|Assunção'),
  hu: w('Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas|Balogh|Papp|Takács|Juhász|Lakatos|Mészáros'),
  hr: w('Horvat|Kovačević|Babić|Marić|Jurić|Knežević|Vuković|Marković|Petrović|Matić|Tomić|Pavlović|Božić|Grgić'),
  fr: w('Martin|Bernard|Dubois|Robert|Richard|Petit|Durand|Leroy|Moreau|Lefèvre|Fournier|Girard|Mercier|Rousseau|Faure|Chevalier|Dupont|Lemaître'),
  de: w('Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann|Schäfer|Koch|Bauer|Richter|Klein|Schröder|Neumann|Krüger|Weiß|von der Heide'),
  es: w('García|Fernández|González|Rodríguez|López|Martínez|Sánchez|Pérez|Gómez|Jiménez|Ruiz|Hernández|Díaz|Moreno|Muñoz|Álvarez|Navarro|Ibáñez'),
  lt: w('Kazlauskas|Jankauskas|Petrauskas|Stankevičius|Vasiliauskas|Žukauskas|Butkus|Paulauskas|Urbonas|Kavaliauskas|Balčiūnas|Navickas'),
  nl: w('de Jong|Jansen|de Vries|van den Berg|van Dijk|Bakker|Visser|Meijer|de Boer|Mulder|de Groot|Bos|Hendriks|van der Meer|van Leeuwen'),
};

/** Given names that are also common English words or day names; each appears as a person and, elsewhere, as the word. */
export const WORD_NAMES4: readonly string[] = w(
  'Blessing|Precious|Memory|Given|Sunday|Innocent|Hope|Faith|Rose|Grace|Bill|Mark|Gift|Patience|Goodluck|Godknows|Comfort|Lucky|Prudence|Justice|Favour|Peace|Mercy|Charity|Wisdom|Happiness|Marvellous|Princess|Treasure|Victory',
);

/** The word-like given names the test requires to be read as a person at least once. */
export const CORE_WORD_NAMES4: readonly string[] = w('Blessing|Precious|Memory|Given|Sunday|Innocent|Hope|Faith|Rose|Grace|Bill|Mark');

export const PLACES4: Readonly<Record<J4, Places4>> = {
  NG: {
    city: w('Lagos|Ibadan|Kano|Abuja|Port Harcourt|Enugu|Kaduna|Benin City|Jos|Owerri|Abeokuta|Onitsha|Ilorin|Calabar|Sokoto|Maiduguri|Uyo|Warri|Akure|Osogbo|Zaria|Aba|Nsukka|Ile-Ife|Ogbomoso|Yola|Bauchi|Lokoja|Makurdi|Asaba'),
    area: w('Ikeja|Surulere|Yaba|Lekki|Victoria Island|Ajegunle|Garki|Wuse|Maitama|Gwarinpa|Bodija|Sabon Gari|Rumuokoro|Trans-Ekulu|Ikoyi|Festac Town|Ojota|Mushin|Agege|Apapa|Ogba|Gbagada|Dugbe|Nyanya|Kubwa'),
    region: w('Lagos State|Oyo State|Kano State|Rivers State|Enugu State|Kaduna State|Anambra State|Ogun State|Delta State|Plateau State|Borno State|Imo State|Osun State|Kwara State|Edo State|Cross River State|Sokoto State|Benue State'),
    street: w('Herbert Macaulay Way|Awolowo Road|Adeola Odeku Street|Allen Avenue|Ahmadu Bello Way|Aminu Kano Crescent|Ikorodu Road|Ogui Road|Aba Road|Murtala Muhammed Way|Obafemi Awolowo Way|Isaac John Street|Bode Thomas Street|Agege Motor Road|Ademola Adetokunbo Crescent|Adetokunbo Ademola Street'),
    org: w('Access Bank|Dangote Cement|Lagos University Teaching Hospital|Obafemi Awolowo University|Ahmadu Bello University|Nnamdi Azikiwe University|University of Ibadan|Nigerian Ports Authority|Independent National Electoral Commission|Kano Pillars|Enugu Rangers|Aminu Kano Teaching Hospital|First Bank|MTN Nigeria|Nigeria Police Force|Lagos State Waste Management Authority'),
  },
  KE: {
    city: w('Nairobi|Mombasa|Kisumu|Nakuru|Eldoret|Thika|Nyeri|Machakos|Meru|Kakamega|Kitale|Malindi|Garissa|Kericho|Naivasha|Embu|Bungoma|Kisii|Lamu|Nanyuki|Kitui|Narok'),
    area: w("Westlands|Kibera|Eastleigh|Karen|Kilimani|Lang'ata|Rongai|Kasarani|Githurai|Kawangware|Mathare|Nyali|Likoni|Kileleshwa|Ruaka|Embakasi|Umoja|Kahawa West|Buruburu|South B"),
    region: w('Kiambu County|Nakuru County|Kisumu County|Mombasa County|Machakos County|Uasin Gishu County|Kakamega County|Nyeri County|Kilifi County|Turkana County|Rift Valley|Nyanza|Murang’a County|Kajiado County'),
    street: w('Moi Avenue|Kenyatta Avenue|Haile Selassie Avenue|Tom Mboya Street|Ngong Road|Waiyaki Way|Jogoo Road|Thika Road|Kimathi Street|Mama Ngina Street|Oginga Odinga Street|Luthuli Avenue|Digo Road|Koinange Street|Muindi Mbingu Street|Ronald Ngala Street'),
    org: w('Safaricom|Kenya Power|Equity Bank|Kenyatta National Hospital|Moi University|Jomo Kenyatta University of Agriculture and Technology|University of Nairobi|Gor Mahia|AFC Leopards|Kenya Revenue Authority|Nation Media Group|Directorate of Criminal Investigations|Moi Teaching and Referral Hospital|Kenya Wildlife Service'),
  },
  GH: {
    city: w('Accra|Kumasi|Tamale|Takoradi|Cape Coast|Sunyani|Koforidua|Ho|Obuasi|Tema|Techiman|Wa|Bolgatanga|Winneba|Nkawkaw|Kasoa|Ejisu|Konongo|Aflao|Sekondi'),
    area: w('East Legon|Osu|Madina|Adabraka|Kaneshie|Dansoman|Labone|Cantonments|Nima|Achimota|Asokwa|Bantama|Adum|Suame|Teshie|Nungua|Dzorwulu|Airport Residential Area|Kotobabi|Abeka'),
    region: w('Greater Accra Region|Ashanti Region|Northern Region|Volta Region|Western Region|Central Region|Eastern Region|Bono Region|Upper East Region|Upper West Region'),
    street: w('Kwame Nkrumah Avenue|Oxford Street|Liberation Road|Ring Road Central|Independence Avenue|Spintex Road|Prempeh II Street|Harper Road|John Evans Atta Mills High Street|Kojo Thompson Road|Castle Road|Lagos Avenue'),
    org: w('Komfo Anokye Teaching Hospital|Kwame Nkrumah University of Science and Technology|University of Ghana|Korle Bu Teaching Hospital|Asante Kotoko|Hearts of Oak|Ghana Revenue Authority|Electricity Company of Ghana|GCB Bank|Ghana Police Service|Electoral Commission|Achimota School'),
  },
  ZA: {
    city: w('Johannesburg|Cape Town|Durban|Pretoria|Gqeberha|Port Elizabeth|Bloemfontein|East London|Pietermaritzburg|Polokwane|Mbombela|Kimberley|Rustenburg|Mthatha|Stellenbosch|George|Mahikeng|Makhanda|Richards Bay|Welkom|Potchefstroom|Upington'),
    area: w('Sandton|Soweto|Khayelitsha|Umlazi|Alexandra|Tembisa|Mitchells Plain|Sea Point|Rosebank|Hillbrow|Gugulethu|KwaMashu|Mamelodi|Soshanguve|Braamfontein|Diepsloot|Observatory|Morningside|Berea|Orlando West'),
    region: w('Gauteng|KwaZulu-Natal|Western Cape|Eastern Cape|Free State|Limpopo|Mpumalanga|North West|Northern Cape'),
    street: w('Nelson Mandela Drive|Jan Smuts Avenue|Vilakazi Street|Long Street|Florida Road|Rivonia Road|Louis Botha Avenue|Anton Lembede Street|Dr Pixley KaSeme Street|Steve Biko Road|Voortrekker Road|Helen Joseph Street|Beyers Naudé Drive|Albertina Sisulu Road|Bree Street|Oxford Road'),
    org: w('Chris Hani Baragwanath Academic Hospital|University of the Witwatersrand|University of KwaZulu-Natal|Walter Sisulu University|Nelson Mandela University|Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|Eskom|Standard Bank|South African Police Service|Transnet|Capitec Bank|Groote Schuur Hospital|Helen Joseph Hospital|Steve Biko Academic Hospital'),
  },
  GB: {
    city: w('London|Manchester|Birmingham|Leeds|Glasgow|Edinburgh|Cardiff|Belfast|Bristol|Liverpool|Sheffield|Newcastle upon Tyne|Nottingham|Leicester|Coventry|Bradford|Swansea|Aberdeen|Dundee|Norwich|Brighton|Milton Keynes|Wolverhampton|Luton'),
    area: w('Peckham|Brixton|Moss Side|Handsworth|Toxteth|Headingley|Hackney|Tottenham|Croydon|Salford|Didsbury|Leith|Govan|Splott|Sparkbrook|Harehills|Lewisham|Walthamstow|Kentish Town|Southall'),
    region: w('Greater Manchester|West Yorkshire|South Yorkshire|West Midlands|Merseyside|Essex|Kent|Lancashire|Hampshire|Surrey|Devon|Cornwall|Fife|Gwynedd|County Antrim|Northumberland'),
    street: w('Old Kent Road|Deansgate|Coldharbour Lane|Princes Street|Victoria Street|Corporation Street|Sauchiehall Street|Briggate|Lord Street|Albert Road|Wellington Road|Gladstone Road|Nelson Street|Churchill Way|Stratford Road|Cowbridge Road East'),
    org: w("NHS England|Tesco|Barclays|Royal Mail|Manchester Metropolitan University|University of Leeds|Leeds Teaching Hospitals NHS Trust|HM Revenue and Customs|Home Office|Metropolitan Police Service|Greater Manchester Police|Network Rail|Sainsbury's|John Lewis|Marks & Spencer|Aston Villa"),
  },
  EU: {
    city: w('Brussels|Paris|Berlin|Warsaw|Kraków|Gdańsk|Łódź|Wrocław|Lisbon|Porto|Madrid|Barcelona|Rome|Milan|Naples|Amsterdam|Rotterdam|Athens|Thessaloniki|Bucharest|Cluj-Napoca|Vienna|Munich|Hamburg|Köln|Lyon|Marseille|Strasbourg|Vilnius|Zagreb|Budapest|Debrecen|Dublin|Cork|Galway|Limerick'),
    area: w('Mokotów|Kreuzberg|Neukölln|Trastevere|Belleville|Alfama|Lavapiés|Exarcheia|Jordaan|Schaerbeek|Molenbeek|Praga-Północ|Ballymun|Rathmines|Tallaght'),
    region: w('Masovia|Bavaria|Catalonia|Lombardy|Andalusia|Silesia|Transylvania|Attica|Flanders|Wallonia|Brittany|Tuscany|County Cork|County Galway|County Kerry|Connacht|Munster'),
    street: w("Rue de la Loi|Unter den Linden|Via del Corso|Avenida da Liberdade|Marszałkowska|Karl-Marx-Allee|Boulevard Haussmann|Piazza Garibaldi|Rua Augusta|Calle de Alcalá|O'Connell Street|Grafton Street|Leopoldstraße|Avenue Louise|Ermou Street"),
    org: w('European Commission|Court of Justice of the European Union|Deutsche Bahn|Siemens|Allianz|Banco Santander|Ryanair|Trinity College Dublin|Sapienza University of Rome|Jagiellonian University|Charité|Philips|Carrefour|An Garda Síochána|Health Service Executive|Bundesamt für Migration und Flüchtlinge'),
  },
};

/** Places beyond the six jurisdictions, where people travel from and to. */
export const ABROAD4: readonly string[] = w(
  "Dubai|Doha|Riyadh|Karachi|Lahore|Dhaka|Mumbai|Delhi|Chennai|Colombo|Kathmandu|Beijing|Shanghai|Guangzhou|Tokyo|Osaka|Seoul|Busan|Hà Nội|Hồ Chí Minh City|Manila|Jakarta|Kuala Lumpur|Toronto|Houston|New York|Atlanta|São Paulo|Istanbul|Ankara|Cairo|Addis Ababa|Kinshasa|Harare|Victoria Falls|Lusaka|Lilongwe|Dar es Salaam|Kampala|Kigali|Maseru|Gaborone|Francistown|Windhoek|Freetown|Monrovia|Abidjan|Lomé|Cotonou|Ouagadougou|Bamako|Niamey|N'Djamena|Douala|Yaoundé",
);

/** Places in this set named after people: always LOC, never PER. */
export const LOC_AFTER_PERSON4: readonly string[] = w(
  "Port Harcourt|Johannesburg|Victoria Island|Pietermaritzburg|Port Elizabeth|Jan Smuts Avenue|Nelson Mandela Drive|Dr Pixley KaSeme Street|Steve Biko Road|Helen Joseph Street|Beyers Naudé Drive|Albertina Sisulu Road|Anton Lembede Street|Vilakazi Street|Louis Botha Avenue|Herbert Macaulay Way|Awolowo Road|Adeola Odeku Street|Ahmadu Bello Way|Aminu Kano Crescent|Murtala Muhammed Way|Obafemi Awolowo Way|Isaac John Street|Bode Thomas Street|Moi Avenue|Kenyatta Avenue|Haile Selassie Avenue|Tom Mboya Street|Kimathi Street|Mama Ngina Street|Oginga Odinga Street|Luthuli Avenue|Koinange Street|Ronald Ngala Street|Kwame Nkrumah Avenue|Prempeh II Street|John Evans Atta Mills High Street|Kojo Thompson Road|Victoria Street|Gladstone Road|Nelson Street|Churchill Way|Karl-Marx-Allee|Boulevard Haussmann|Piazza Garibaldi|O'Connell Street|Avenue Louise|Francistown|Gaborone|eRhini|eKomani|Victoria Falls|Albert Road|Wellington Road|Lord Street",
);

/** Organisations in this set named after people: always ORG, never PER. */
export const ORG_AFTER_PERSON4: readonly string[] = w(
  "Obafemi Awolowo University|Ahmadu Bello University|Nnamdi Azikiwe University|Aminu Kano Teaching Hospital|Jomo Kenyatta University of Agriculture and Technology|Moi University|Moi Teaching and Referral Hospital|Kwame Nkrumah University of Science and Technology|Komfo Anokye Teaching Hospital|Chris Hani Baragwanath Academic Hospital|Walter Sisulu University|Nelson Mandela University|Helen Joseph Hospital|Steve Biko Academic Hospital|John Lewis|Marks & Spencer|Sainsbury's|Dangote Cement|Charité|Philips",
);

export const MONTHS4 = w('January|February|March|April|May|June|July|August|September|October|November|December');

export const HELDOUT4_LISTS: NerLists<J4, R4, Places4> = {
  given: GIVEN4,
  surname: SURNAME4,
  // The core word-like names the brief asks for are drawn twice as often as the rest, so each is met as a person.
  wordNames: [...WORD_NAMES4, ...CORE_WORD_NAMES4],
  places: PLACES4,
  regionsOf: {
    NG: ['yo', 'ig', 'ha'],
    KE: ['ke', 'ke', 'lg', 'rw', 'so'],
    GH: ['ak', 'ak', 'wo'],
    ZA: ['zu', 'xh', 'st', 'tn', 'af'],
    GB: ['uk', 'uk', 'sa', 'ie', 'ea', 'me'],
    EU: ['pl', 'ro', 'de', 'fr', 'it', 'es', 'pt', 'nl', 'gr', 'hu', 'hr', 'lt', 'tr', 'ie'],
  },
  months: MONTHS4,
  loc: (s) => `[[LOC:${s}]]`,
  org: (s) => `[[ORG:${s}]]`,
};

// ---------------------------------------------------------------------------------------------------------------
// Writing a person, a place, an organisation.

export const P = (s: string): string => `[[PER:${s}]]`;
export const L = (s: string): string => `[[LOC:${s}]]`;
export const O = (s: string): string => `[[ORG:${s}]]`;

/** Tone marks, accents and dots taken off, as many users type names (`Adébáyọ̀` → `Adebayo`). */
export const plain = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

const initialOf = (name: string): string =>
  name
    .split('-')
    .map((part) => {
      const m = /\p{L}\p{M}*/u.exec(part.normalize('NFD'));
      return m ? `${m[0].toUpperCase().normalize('NFC')}.` : '';
    })
    .join('-');
/** The surname's leading capital, particles skipped (`van der Merwe` → `M`, `Ó Súilleabháin` → `S`). */
const surnameInitial = (s: string): string => {
  const parts = s.split(' ');
  const core = parts.length > 1 && /^(van|der|den|de|du|le|von|wa|Ó|Ní|Mac|Nic|Al|El|De)$/u.test(parts[0]!) ? parts[parts.length - 1]! : s;
  return initialOf(core.split('-')[0]!);
};
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export type NameForm =
  | 'full' | 'gs' | 'g' | 's' | 'init' | 'initNoDot' | 'anon' | 'caps' | 'capsSur' | 'sfCaps' | 'sfComma' | 'sf' | 'lower' | 'glower';

/** A person written in one of the forms real text uses. */
export function nm(p: NerPerson, form: NameForm): string {
  const givens = p.middle ? `${p.given} ${p.middle}` : p.given;
  switch (form) {
    case 'full':
      return `${givens} ${p.surname}`;
    case 'gs':
      return `${p.given} ${p.surname}`;
    case 'g':
      return p.given;
    case 's':
      return p.surname;
    case 'init':
      return `${givens.split(' ').map(initialOf).join('')} ${p.surname}`;
    case 'initNoDot':
      return `${p.given.split(/[ -]/u).map((x) => initialOf(x).replace('.', '')).join('')} ${p.surname}`;
    case 'anon':
      return `${initialOf(p.given.split(' ')[0]!)}${surnameInitial(p.surname)}`;
    case 'caps':
      return `${givens} ${p.surname}`.toUpperCase();
    case 'capsSur':
      return p.surname.toUpperCase();
    case 'sfCaps':
      return `${p.surname.toUpperCase()} ${givens}`;
    case 'sfComma':
      return `${cap(p.surname)}, ${p.given}`;
    case 'sf':
      return `${cap(p.surname)} ${p.given}`;
    case 'lower':
      return plain(`${p.given} ${p.surname}`).toLowerCase();
    case 'glower':
      return plain(p.given).toLowerCase();
  }
}

/** An isiZulu or isiXhosa noun-class prefix glued to a name (`u` + `Sipho` → `uSipho`; before a vowel `u-Ayanda`). */
export const nguni = (prefix: string, name: string): string => (/^[AEIOU]/u.test(name) ? `${prefix}-${name}` : `${prefix}${name}`);

// ---------------------------------------------------------------------------------------------------------------
// Small pieces the templates share.

/** A template: its genre, language, how many texts it gives and (when not all six) its jurisdictions. */
const t = (genre: string, lang: string, fills: number, make: (c: Ctx4) => string, js?: readonly J4[]): Heldout4Template => ({
  genre,
  lang,
  fills,
  // Every text is NFC, so a tone mark is one code point wherever the composed form exists.
  make: (c) => make(c).normalize('NFC'),
  ...(js ? { js } : {}),
});

/** A username as forums show one: never a span (grain), though it may spell a name. */
const handle = (c: Ctx4, p: NerPerson): string =>
  c.pick([
    `${plain(p.given).toLowerCase().replace(/[^a-z]/gu, '')}_${c.int(10, 99)}`,
    `${plain(p.surname).toLowerCase().replace(/[^a-z]/gu, '')}${c.int(1, 9)}${c.int(0, 9)}`,
    c.pick(w('naija_dude|jozi_gal|bigmanting|travelbug77|mama_t|the_real_ace|sunnyside_up|kofi_bae|lagos_boy_2|nairobi_nerd|cuppa_tea|eurotripper')),
  ]);

const email = (p: NerPerson, domain: string): string =>
  `${plain(p.given).toLowerCase().replace(/[^a-z]/gu, '')}.${plain(p.surname).toLowerCase().replace(/[^a-z]/gu, '')}@${domain}`;

/** Regions whose people the templates give a word-like given name (`Blessing`, `Precious`): where such names are used. */
const WORDY: Readonly<Record<J4, readonly R4[]>> = { NG: ['yo', 'ig', 'ha'], KE: ['ke', 'lg'], GH: ['ak'], ZA: ['zu', 'xh', 'st', 'tn'], GB: ['uk'], EU: ['ie'] };
const wordPerson = (c: Ctx4): NerPerson => c.person(c.pick(WORDY[c.j]), true);

/** How users shorten or nickname the big cities (LOC as written). */
const NICK: Readonly<Record<J4, readonly string[]>> = {
  NG: w('PH|Abj|Lag|Naija|Kano|Ibd'),
  KE: w('Nbi|Msa|Ksm|Nax'),
  GH: w('Kumasi|Tadi|Kasoa|Nkran'),
  ZA: w('Jozi|JHB|CPT|Durbs|PE|PMB|Joburg'),
  GB: w('Ldn|Manc|Brum|Glasgae|Newcastle|Sheff'),
  EU: w('BCN|Ams|Brux|Dub|Lis'),
};

/** Demonyms and place adjectives: never LOC (grain). */
const DEMONYM: Readonly<Record<J4, readonly string[]>> = {
  NG: w('Lagosian|Nigerian|Naija'),
  KE: w('Nairobian|Kenyan'),
  GH: w('Ghanaian|Accra-style'),
  ZA: w('Joburger|Capetonian|South African|Durbanite'),
  GB: w('Mancunian|Londoner|Brummie|Glaswegian|Scouse'),
  EU: w('Parisian|Berliner|Dubliner|Roman'),
};

/** Football clubs, ORG (a place inside one is no LOC). */
const CLUBS: Readonly<Record<J4, readonly string[]>> = {
  NG: w('Enyimba|Kano Pillars|Enugu Rangers|Rivers United|Shooting Stars|Remo Stars|Plateau United'),
  KE: w('Gor Mahia|AFC Leopards|Tusker FC|Ulinzi Stars|Kakamega Homeboyz|Nairobi City Stars'),
  GH: w('Asante Kotoko|Hearts of Oak|Medeama|Aduana Stars|Berekum Chelsea|Dreams FC'),
  ZA: w('Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|AmaZulu|Cape Town City|Stellenbosch'),
  GB: w('Leeds United|Swansea City|Aston Villa|Celtic|Hibernian|Bristol Rovers|Sheffield Wednesday'),
  EU: w('Legia Warszawa|Ajax|Benfica|Shamrock Rovers|Dinamo Zagreb|Ferencváros|Galatasaray'),
};

/** Nicknames and short forms as friends write them (`Tunde` for Babatunde, `Gosia` for Małgorzata): PER as written. */
const NICKNAMES: Readonly<Record<J4, readonly string[]>> = {
  NG: w('Tunde|Seun|Bayo|Emeka|Ify|Chichi|Nonso|Dapo|Sola|Bisi|Zee|Aishat'),
  KE: w('Wanjii|Shiro|Mwas|Kevo|Njesh|Wambo|Nyash|Kim'),
  GH: w('Kwesi|Kojo|Maame|Paa Kwesi|Efo|Ekow'),
  ZA: w('Sbu|Thandi|Bongi|Lindy|Mpho|Kgomo|Zizi|Sne'),
  GB: w('Lizzie|Mikey|Bex|Jonno|Gaz|Kaz|Robbo|Tash'),
  EU: w('Gosia|Kasia|Jürgi|Manu|Paco|Vasia|Lorenzino|Jo'),
};

const HOTELS = w('Harbour View Hotel|Palm Grove Lodge|The Meridian Suites|Crown Court Hotel|Kingsway Inn|Blue Lagoon Resort|Sunrise Guest House|Riverside Lodge|Grand Victoria Hotel|Baobab Boutique Hotel|The Willow Inn|Ocean Breeze Apartments');
const MONTH = (c: Ctx4): string => c.pick(MONTHS4);

/** Three children named by given name alone, no two alike, the second with a word-like name (`Blessing`). */
const children = (c: Ctx4, r: R4): [NerPerson, NerPerson, NerPerson] => {
  const out: NerPerson[] = [];
  while (out.length < 3) {
    const p = c.person(r, out.length === 1);
    if (!out.some((q) => q.given === p.given)) out.push(p);
  }
  return out as [NerPerson, NerPerson, NerPerson];
};

// ---------------------------------------------------------------------------------------------------------------
// (a) English web text.

const WEB: Heldout4Template[] = [
  t('forum', 'en', 14, (c) => {
    const a = c.person();
    const b = c.person();
    const city = c.raw('city');
    const area = c.raw('area');
    return `Re: moving to ${L(city.toLowerCase())} next month - advice??

${handle(c, a)} wrote:
> anyone know a decent area near ${L(area)}? budget is tight lol

honestly ${L(area.toLowerCase())} is ok but the traffic is madness, proper ${c.pick(DEMONYM[c.j])} traffic. my cousin ${P(nm(b, 'glower'))} lived there 3 yrs then moved to ${c.L('area')} :) ask for ${P(plain(nm(a, 'gs')))} at the estate office, she sorted us out. she works at ${O(c.raw('org'))} now tho

-- posted by ${handle(c, b)}`;
  }),
  t('forum', 'en', 14, (c) => {
    const a = c.person();
    const b = wordPerson(c);
    const x = c.raw('city');
    const y = c.raw('city');
    const z = c.raw('area');
    const bro = c.person();
    return `Thread: ${L(x)} to ${L(y === x ? c.pick(ABROAD4) : y)} by road - worth it?

${handle(c, a)}: did it last ${MONTH(c)} with my bro ${P(nm(bro, 'g'))}, left ${L(c.pick(NICK[c.j]))} 6am, reached around 5pm. road after ${L(z.toLowerCase())} is bad bad
${handle(c, b)}: +1 ... ${P(nm(b, 'g'))} here, tell them about the checkpoint near ${L(c.raw('region'))} 😂😂
${handle(c, c.person())}: wow thx guys, will go sunday and hope for the best. grace of God`;
  }),
  t('review-hotel', 'en', 20, (c) => {
    const staff = c.person();
    const mgr = c.person();
    const g = c.person();
    const stars = c.int(1, 5);
    return `${stars}/5 "${c.pick(['Lovely stay', 'Would not return', 'Good value', 'Mixed feelings', 'Noisy but clean', 'Hidden gem!!'])}"
Stayed ${c.int(2, 6)} nights at the ${O(c.pick(HOTELS))} in ${c.L('area')}, ${c.L('city')} for my sister's wedding. Room was clean but the aircon rattled all night. ${P(nm(staff, 'g'))} at reception upgraded us and the manager ${P(nm(mgr, 'gs'))} sorted the refund for the broken safe without fuss. About 20 min from ${c.L('street')} by taxi. Breakfast meh, ask for ${P(nm(g, 'g').toLowerCase())} in the kitchen if you want proper eggs lol.
Stayed ${MONTH(c)} ${2019 + c.int(0, 5)}, travelled with family`;
  }),
  t('review-product', 'en', 22, (c) => {
    const product = c.pick(w('Bluetooth speaker|phone case|rice cooker|standing fan|solar lantern|hair dryer|laptop bag|power bank|blender|electric kettle|wireless earbuds|ring light'));
    const issue = c.pick([
      'the charging port stopped working after two weeks',
      'it gets warm but does the job',
      'there is a scratch mark on the side but works fine',
      'battery lasts maybe 3 hrs not 10 like they said',
      'delivery came on Sunday which was a nice surprise',
      'the instructions are useless, had to watch a video',
      'no complaints so far, hope it lasts',
      'the cable is too short for my room',
      'the rose gold colour is lovely but shows every finger mark',
      'the memory card slot is stiff',
      'given the price I expected more',
      'the final bill was higher than the listed price',
    ]);
    const verdict = c.pick(['does what it says', 'not worth the money', 'great value!!', 'ok for the price', 'returned it', 'would buy again :)']);
    return `${c.int(1, 5)} stars - ${product}, ${verdict}
Bought it for ${c.int(12, 95)}.${c.int(10, 99)} in ${MONTH(c)}, ${issue}. ${c.pick(['Seller replied fast.', 'Packaging was damaged.', 'Colour is darker than the photo.', 'My kids love it.', 'Will update after a month.', 'Customer service gave me a grace period for the return.'])} ${c.pick(['', 'Overall fine.', 'Meh.', '10/10', 'Good for the money', 'A blessing in disguise tbh', 'Precious little in the box, not even a cable'])}`.trimEnd();
  }),
  t('email', 'en', 12, (c) => {
    const to = c.person();
    const cc = c.person();
    const me = c.person();
    const org = c.raw('org');
    return `Hi ${P(nm(to, 'g'))},

Thanks for sending the invoice over. I've copied ${P(nm(cc, 'full'))} from our ${c.L('city')} office, who will process the payment this week. Please note our new address: ${c.int(2, 140)} ${c.L('street')}, ${c.L('area')}, ${c.L('city')}.

Best,
${P(nm(me, 'gs'))}
Accounts | ${O(org)}
${email(me, 'mail.example')}`;
  }),
  t('email', 'en', 12, (c) => {
    const ll = c.person();
    const me = c.person();
    const agent = c.person();
    return `From: ${P(nm(me, 'sfComma'))}
Dear ${c.pick(['Mr', 'Ms', 'Mrs', 'Dr'])} ${P(nm(ll, 's'))},

Re: Flat ${c.int(1, 40)}, ${c.int(3, 90)} ${c.L('street')}, ${c.L('city')}

Further to our call on ${c.date()}, the boiler is still not working and the damp in the bedroom is getting worse. Your agent ${P(nm(agent, 'gs'))} said someone would come on Sunday but nobody came. I hope this can be fixed before my mother arrives from ${L(c.pick(ABROAD4))}.

Kind regards,
${P(nm(me, 'init'))}`;
  }),
  t('qa', 'en', 12, (c) => {
    const u = c.person();
    const x = c.raw('city');
    const y = c.raw('city');
    return `Q: is it safe to drive from ${L(x.toLowerCase())} to ${L(y === x ? c.pick(ABROAD4) : y)} at night?

Best answer: depends on the route tbh. I do that trip every month for work. Avoid the stretch after ${c.L('area')} after dark, my uncle ${P(nm(u, 'g'))} got stuck there with a flat tyre and ${O(c.raw('org'))} sent someone only the next morning. Stop in ${c.L('region')} if you're tired, there are decent guest houses. Answered by ${handle(c, c.person())}`;
  }),
  t('qa', 'en', 10, (c) => {
    const device = c.pick(w('laptop|phone|router|smart TV|tablet|printer|games console|fitness watch|decoder|fridge'));
    return `Q: How do I reset a ${device} that won't turn on??

A: Hold the power button for ${c.int(10, 40)} seconds, then unplug it for ${c.int(2, 15)} minutes. If that doesn't work, check the fuse in the plug or try another socket. ${c.pick(['If it is still under warranty do not open it.', 'Mine came back after that.', 'Could be the battery, they fail after a year or two.', 'Last resort: factory reset from the menu.'])} Hope this helps :) (${c.int(2, 98)} people found this useful)`;
  }),
  t('blog-comment', 'en', 20, (c) => {
    const gm = wordPerson(c);
    const me = c.person();
    const other = c.person();
    return `${handle(c, me)} says:
${c.date()} at ${c.int(1, 12)}:${c.int(10, 59)} pm
Lovely piece!! my grandmother ${P(nm(gm, 'gs'))} used to cook this exact soup back in ${c.L('city')}, with extra pepper. we now live in ${L(c.pick(ABROAD4))} and cant find the leaves anywhere :( @${handle(c, other)} you're right that the ${c.pick(['Nigerian', 'Ghanaian', 'Kenyan', 'South African', 'British', 'Irish', 'Polish', 'Portuguese'])} version is different. shout out to ${P(nm(other, 'glower'))} from ${O(c.raw('org'))} who sent me the recipe. Reply`;
  }),
  t('forum', 'en', 10, (c) => {
    const a = c.person();
    const b = c.person();
    const [c1, c2] = [c.pick(CLUBS[c.j]), c.pick(CLUBS[c.j])];
    const nick = c.pick(NICKNAMES[c.j]);
    return `Re: ${O(c1)} vs ${O(c2 === c1 ? 'the rest' : c2)} - match thread
${handle(c, a)}: who else was at the ground?? ${P(nick)} and me drove up from ${L(c.raw('city').toLowerCase())} lol
${handle(c, b)}: ${P(nick.toLowerCase())} = ${P(nm(a, 'gs'))}?? small world, say hi from ${P(nm(b, 'g'))} 👋
${handle(c, c.person())}: ref was blind smh. ${P(nm(c.person(), 'glower'))} shud have started, not ${P(nm(c.person(), 's').toLowerCase())}`;
  }),
  t('review-hotel', 'en', 10, (c) => {
    const gm = c.person();
    const guest = c.person();
    const hotel = c.pick(HOTELS);
    return `"${c.pick(['Terrible wifi', 'Staff were lovely', 'Dirty towels', 'Great location', 'Overpriced'])}" - ${c.int(1, 5)} of 5 bubbles
${c.pick(['Booked through the app.', 'Business trip.', 'Weekend away with friends.', 'Stopover on the way to the airport.'])} The room faced the main road, ${c.L('street')}, so noisy from 5am. The pool was closed for repairs and nobody told us at check-in.
Response from ${P(nm(gm, 'gs'))}, General Manager at ${O(hotel)}: Dear ${P(nm(guest, 'g'))}, thank you for staying with us in ${c.L('city')}. We are sorry about the pool and have passed your comments to our team in ${c.L('area')}. We hope to welcome you back.`;
  }),
  t('blog-comment', 'en', 10, (c) => {
    const x = c.person();
    const y = c.person(c.pick(WORDY[c.j]), true);
    return `${handle(c, x)} | ${c.int(2, 23)} hours ago
not being funny but ${P(nm(y, 'lower'))} has done nothing for ${L(c.raw('area').toLowerCase())} since the election. roads still flooded, no streetlights from ${c.L('street')} to the junction. the ${c.pick(DEMONYM[c.j])} in me is tired 😤😤 - ${P(nm(x, 'lower'))}
   ↳ ${handle(c, c.person())}: preach. even ${L(c.raw('city').toLowerCase())} has it better`;
  }),
  t('classified', 'en', 10, (c) => {
    const p = c.person();
    if (c.int(0, 1) === 0)
      return `LOST: ${c.pick(['black dog answering to Bingo', 'grey cat, very shy', 'brown leather wallet with ID card', 'school bag with maths books', 'set of car keys on a red tag'])} near ${c.L('area')} on ${c.pick(['Sunday', 'Friday night', 'Tuesday morning', 'Saturday'])}. Reward offered!! Please call ${P(nm(p, 'g'))} 0${c.int(700, 899)}${c.int(1000000, 9999999)} or bring to ${c.int(1, 80)} ${c.L('street')}.`;
    return `VACANCY: ${c.pick(['Nanny', 'Driver', 'Housekeeper', 'Shop assistant', 'Cook'])} needed in ${c.L('area')}, ${c.L('city')}. Must speak English and ${c.pick(['Yoruba', 'Swahili', 'Twi', 'isiZulu', 'Polish', 'Hausa', 'Igbo', 'Sesotho', 'Portuguese'])}, references required. ${c.pick(['Live-in.', 'Mon-Fri only.', 'Start immediately.', 'Good pay for the right person.'])} Contact ${c.pick(['Mrs', 'Mr', 'Ms'])} ${P(nm(p, 's'))} after 6pm.`;
  }),
  t('email', 'en', 10, (c) => {
    const me = c.person();
    const you = c.person();
    return `hey ${P(nm(you, 'glower'))}!!

just landed in ${L(c.pick(ABROAD4))}, flight was 2hrs late ugh. ${P(c.pick(NICKNAMES[c.j]))} says hi, we'll be back in ${L(c.raw('city').toLowerCase())} on the ${c.pick(ORDINAL)}. can u ask ${P(nm(c.person(), 'g'))} to feed the cat? key is under the pot

xx ${P(nm(me, 'g'))}

Sent from my phone`;
  }),
  t('classified', 'en', 20, (c) => {
    const seller = c.person();
    const item = c.pick(w('Toyota Corolla 2012, 148k km|3-seater sofa, grey|Samsung fridge, barely used|baby cot with mattress|Honda generator 2.5kVA|office desk and chair|HP laptop i5 8GB|wedding gown size 12|Yamaha keyboard|bunk bed (solid wood)'));
    if (c.int(0, 1) === 0)
      return `FOR SALE: ${item}. Good condition, slight wear. Location: ${c.L('area')}, ${c.L('city')}. Call or WhatsApp ${P(nm(seller, 'g'))} on 0${c.int(700, 899)} ${c.int(100, 999)} ${c.int(1000, 9999)}. No time wasters pls. Price slightly negotiable`;
    return `TO LET: ${c.int(1, 4)} bedroom flat off ${c.L('street')}, ${c.L('area')}. Water 24/7, prepaid meter, secure compound. ${c.int(1, 12)} months upfront. Viewing Sat only, contact agent ${P(nm(seller, 'full'))} (${c.L('city')} office) or ${P(nm(c.person(), 'g'))}.`;
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// (b) Court and tribunal text.

const ORDINAL = w('1st|2nd|3rd|4th|5th|6th|7th|8th|9th|10th|11th|12th|14th|15th|17th|19th|20th|21st|22nd|23rd|24th|25th|27th|28th');
const year = (c: Ctx4): number => 2016 + c.int(0, 8);
/** A firm named after its founders: ORG whole, the surnames in it are no PER (grain). */
const firm = (c: Ctx4, r: R4): string =>
  `${c.pick(SURNAME4[r])} ${c.pick(['&', 'and'])} ${c.pick(SURNAME4[r])} ${c.pick(['LLP', 'Solicitors', '& Co', 'Chambers', 'Legal Practitioners', 'Associates'])}`;

const IE_PLACES = w('Skibbereen|Ennis|Tralee|Letterkenny|Castlebar|Athlone|Mullingar|Dundalk|Drogheda|Kilkenny|Clonmel|Sligo|Westport|Bantry|Navan|Carlow');
const IE_COUNTIES = w('Co. Cork|Co. Kerry|Co. Clare|Co. Donegal|Co. Mayo|Co. Westmeath|Co. Louth|Co. Kilkenny|Co. Tipperary|Co. Sligo|Co. Meath|Co. Wexford');
const KE_VILLAGES = w("Gatundu|Kangemi|Maragua|Ruiru|Juja|Limuru|Ol Kalou|Molo|Njoro|Subukia|Bahati|Mai Mahiu|Kinangop|Kangundo|Mwala|Siaya|Ahero|Awendo|Kapsabet|Iten");
const KE_SEATS = w('NAKURU|NAIROBI|MOMBASA|KISUMU|ELDORET|NYERI|MACHAKOS|MERU|KAKAMEGA|KERICHO|EMBU|KITALE|MALINDI|BUNGOMA');
const NG_VILLAGES = w('Tudun Wada|Dawakin Kudu|Ungogo|Ikorodu|Epe|Badagry|Oshodi|Ijebu-Ode|Sagamu|Nnewi|Ekwulobia|Okigwe|Orlu|Ughelli|Sapele|Ogoja|Ikom|Kafanchan|Gboko|Otukpo');
const GB_HOSPITALS = w("Royal Victoria Infirmary|St James's University Hospital|Queen Elizabeth Hospital Birmingham|Royal London Hospital|Northern General Hospital|Manchester Royal Infirmary|Leicester Royal Infirmary|Queen Alexandra Hospital|University Hospital of Wales|Royal Infirmary of Edinburgh");

const CITATION: Readonly<Record<J4, (c: Ctx4) => string>> = {
  NG: (c) => c.pick([`(${year(c)}) LPELR-${c.int(10000, 49999)}(SC)`, `[${year(c)}] ${c.int(1, 17)} NWLR (Pt. ${c.int(800, 1800)}) ${c.int(1, 600)}`]),
  KE: (c) => c.pick([`[${year(c)}] eKLR`, `[${year(c)}] KECA ${c.int(10, 999)} (KLR)`]),
  GH: (c) => c.pick([`[${year(c)}] ${c.int(1, 2)} SCGLR ${c.int(1, 900)}`, `[${year(c)}] GHASC ${c.int(1, 99)}`]),
  ZA: (c) => c.pick([`${year(c)} (${c.int(1, 6)}) SA ${c.int(1, 600)} (CC)`, `[${year(c)}] ZASCA ${c.int(1, 199)}`]),
  GB: (c) => c.pick([`[${year(c)}] EWCA Civ ${c.int(1, 2000)}`, `[${year(c)}] UKSC ${c.int(1, 60)}`, `[${year(c)}] EWHC ${c.int(1, 3000)} (QB)`]),
  EU: (c) => `(no. ${c.int(1000, 79999)}/${c.int(10, 21)}, § ${c.int(20, 140)}, ${c.date()})`,
};

/** States of the European human-rights judgments: the state as the case title writes it, the people's region, its adjective, cities. */
const ECHR_STATES: readonly (readonly [string, R4, string, readonly string[]])[] = [
  ['POLAND', 'pl', 'Polish', w('Warsaw|Kraków|Gdańsk|Łódź|Wrocław|Lublin|Szczecin|Białystok')],
  ['ROMANIA', 'ro', 'Romanian', w('Bucharest|Cluj-Napoca|Iași|Timișoara|Constanța|Brașov')],
  ['TÜRKİYE', 'tr', 'Turkish', w('Istanbul|Ankara|İzmir|Diyarbakır|Şanlıurfa|Van|Adana')],
  ['ITALY', 'it', 'Italian', w('Rome|Naples|Palermo|Turin|Bari|Catania')],
  ['GREECE', 'gr', 'Greek', w('Athens|Thessaloniki|Patras|Larissa|Heraklion')],
  ['PORTUGAL', 'pt', 'Portuguese', w('Lisbon|Porto|Braga|Coimbra|Setúbal|Faro')],
  ['HUNGARY', 'hu', 'Hungarian', w('Budapest|Debrecen|Szeged|Pécs|Győr|Miskolc')],
  ['CROATIA', 'hr', 'Croatian', w('Zagreb|Split|Rijeka|Osijek|Zadar')],
  ['FRANCE', 'fr', 'French', w('Paris|Lyon|Marseille|Lille|Toulouse|Bordeaux')],
  ['GERMANY', 'de', 'German', w('Berlin|Munich|Hamburg|Köln|Frankfurt am Main|Dresden')],
  ['SPAIN', 'es', 'Spanish', w('Madrid|Barcelona|Seville|Valencia|Bilbao|Málaga')],
  ['LITHUANIA', 'lt', 'Lithuanian', w('Vilnius|Kaunas|Klaipėda|Šiauliai')],
];
/** A state or town in capitals written as in running text (the Turkish dotted capital kept: `TÜRKİYE` → `Türkiye`). */
const titleCase = (s: string): string => (s === 'TÜRKİYE' ? 'Türkiye' : s.charAt(0) + s.slice(1).toLowerCase());
const ECHR_JUDGES: readonly R4[] = ['pl', 'ro', 'tr', 'it', 'gr', 'pt', 'hu', 'hr', 'fr', 'de', 'es', 'lt', 'nl', 'ie', 'uk'];

const COURT: Heldout4Template[] = [
  t(
    'judgment-ew',
    'en',
    16,
    (c) => {
      const judge = c.person('uk');
      const cl = c.person();
      const c1 = c.person('uk');
      const c2 = c.person();
      const wit = c.person('uk', true);
      const def = c.pick(w('Tesco Stores Limited|Royal Mail Group Ltd|Network Rail Infrastructure Ltd|Leeds City Council|Birmingham City Council|Northgate Logistics Limited|Sainsbury\'s Supermarkets Ltd'));
      return `Neutral Citation Number: [${year(c)}] EWHC ${c.int(100, 3400)} (KB)
Case No: ${c.pick(['QB', 'KB'])}-${year(c)}-${c.int(100000, 999999)}
IN THE ${O('HIGH COURT OF JUSTICE')}
KING'S BENCH DIVISION
${O('Royal Courts of Justice')}
${L('Strand')}, ${L('London')}, WC2A 2LL
Before:
THE HONOURABLE ${c.pick(['MR', 'MRS'])} JUSTICE ${P(nm(judge, 'capsSur'))}
Between:
${P(nm(cl, 'caps'))} Claimant
- and -
${O(def.toUpperCase())} Defendant
${c.pick(['Mr', 'Ms'])} ${P(nm(c1, 'gs'))} (instructed by ${O(firm(c, 'uk'))}) for the Claimant
${c.pick(['Mr', 'Miss'])} ${P(nm(c2, 'gs'))} (instructed by ${O(firm(c, 'uk'))}) for the Defendant
Hearing dates: ${c.date()}
APPROVED JUDGMENT
1. The claimant, ${P(nm(cl, 'gs'))}, worked at the defendant's depot in ${c.L('area')}, ${c.L('city')}. On ${c.date()} the claimant slipped on a wet floor near the loading bay and broke a wrist. The defendant says it acted in good faith and had mopped the floor minutes before.
2. I heard from the claimant and from her supervisor, ${P(nm(wit, 'gs'))}. ${P(nm(cl, 's'))}'s account was consistent throughout; ${P(nm(wit, 'g'))} was candid that the warning sign had been moved.`;
    },
    ['GB'],
  ),
  t(
    'judgment-ew',
    'en',
    12,
    (c) => {
      const [lj1, lj2, sir, hhj, app] = [c.person('uk'), c.person('uk'), c.person('uk'), c.person('uk'), c.person()];
      const rec = c.person(c.pick(['uk', 'sa', 'ie'] as R4[]));
      const crown = c.raw('city');
      return `Neutral Citation Number: [${year(c)}] EWCA Crim ${c.int(10, 1900)}
IN THE ${O('COURT OF APPEAL (CRIMINAL DIVISION)')}
ON APPEAL FROM THE ${O('CROWN COURT')} AT ${L(crown.toUpperCase())}
Before:
LORD JUSTICE ${P(nm(lj1, 'capsSur'))}
LADY JUSTICE ${P(nm(lj2, 'capsSur'))}
and
SIR ${P(nm(sir, 'caps'))}
R
v
${P(nm(app, 'caps'))}
Lord Justice ${P(nm(lj1, 's'))}:
1. On ${c.date()}, in the ${O('Crown Court')} at ${L(crown)}, the appellant was convicted of wounding with intent before HHJ ${P(nm(hhj, 's'))} and a jury. The sentencing hearing was adjourned and sentence was passed by the Recorder of ${c.L('city')}, ${P(nm(rec, 'gs'))} KC.
2. The complainant lived with the appellant's cousin in ${c.L('area')}. The appellant, then aged ${c.int(18, 40)}, says the complainant attacked him first outside a shop on ${c.L('street')}.
Lady Justice ${P(nm(lj2, 's'))}:
I agree.
Sir ${P(nm(sir, 'gs'))}:
I also agree.`;
    },
    ['GB'],
  ),
  t(
    'judgment-ie',
    'en',
    15,
    (c) => {
      const judge = c.person('ie');
      const pl = c.person('ie');
      const df = c.person('ie');
      const wit = c.person(c.pick(['ie', 'uk']));
      const town = c.pick(IE_PLACES);
      return `THE HIGH COURT
[${year(c)} No. ${c.int(100, 9999)} P.]
BETWEEN
${P(nm(pl, 'caps'))}
PLAINTIFF
AND
${P(nm(df, 'caps'))} AND ${O(c.pick(['THE MINISTER FOR JUSTICE', 'THE HEALTH SERVICE EXECUTIVE', 'CORK COUNTY COUNCIL', 'ALLIED IRISH BANKS PLC']))}
DEFENDANTS
JUDGMENT of ${c.pick(['Mr. Justice', 'Ms. Justice'])} ${P(nm(judge, 'gs'))} delivered on the ${c.pick(ORDINAL)} day of ${MONTH(c)}, ${year(c)}
1. The plaintiff is a farmer from near ${L(town)}, ${L(c.pick(IE_COUNTIES))}. In ${year(c)} the plaintiff agreed to sell forty acres to the first named defendant, ${P(nm(df, 's'))}, who then lived in ${c.L('city')}.
2. ${c.pick(['Mr.', 'Ms.'])} ${P(nm(wit, 'gs'))}, an auctioneer in ${L(c.pick(IE_PLACES))}, gave evidence that the price was agreed at a meeting in ${L(town)} in the presence of ${P(nm(pl, 'g'))}'s brother.`;
    },
    ['EU'],
  ),
  t(
    'judgment-ke',
    'en',
    16,
    (c) => {
      const app = c.person('ke');
      const mag = c.person('ke');
      const vic = c.person(c.pick(['ke', 'ke', 'so', 'lg']));
      const pw2 = c.person('ke', true);
      const judge = c.person('ke');
      const seat = c.pick(KE_SEATS);
      return `IN THE ${O('HIGH COURT OF KENYA')} AT ${L(seat)}
CRIMINAL APPEAL NO. ${c.int(1, 199)} OF ${year(c)}
${P(nm(app, 'caps'))} .............................. APPELLANT
VERSUS
REPUBLIC ................................. RESPONDENT
(Being an appeal from the conviction and sentence of Hon. ${P(nm(mag, 'init'))}, SRM, in Criminal Case No. ${c.int(100, 2999)} of ${year(c)} at the ${O("Chief Magistrate's Court")} at ${L(titleCase(seat))})
JUDGMENT
1. The appellant was charged with robbery with violence contrary to section 296(2) of the Penal Code. It was alleged that on ${c.date()} at ${L(c.pick(KE_VILLAGES))} village in ${c.L('region')}, jointly with others not before court, he robbed ${P(nm(vic, 'full'))} of a mobile phone and Kshs. ${c.int(2, 90)},000.
2. PW2, ${P(nm(pw2, 'gs'))}, a boda boda rider, testified that he saw the appellant, whom he knew as "${P(nm(app, 'g'))}", near the market at about 8 pm. The appellant maintained in his defence that he was innocent and had been at home.
${P(nm(judge, 'caps'))}
JUDGE`;
    },
    ['KE'],
  ),
  t(
    'judgment-ng',
    'en',
    16,
    (c) => {
      const j1 = c.person();
      const j2 = c.person();
      const j3 = c.person();
      const app = c.person();
      const vic = c.person(undefined, c.int(0, 1) === 1);
      const san = c.person();
      const dpp = c.person();
      const st = c.pick(w('Kano|Kaduna|Lagos|Oyo|Enugu|Anambra|Rivers|Plateau|Ogun|Delta|Imo|Kwara'));
      const court = c.pick(['SUPREME COURT OF NIGERIA', 'COURT OF APPEAL']);
      return `IN THE ${O(court)}
HOLDEN AT ${L(c.pick(['ABUJA', 'LAGOS', 'IBADAN', 'KADUNA', 'ENUGU', 'PORT HARCOURT']))}
ON FRIDAY, THE ${c.pick(ORDINAL).toUpperCase()} DAY OF ${MONTH(c).toUpperCase()}, ${year(c)}
BEFORE THEIR LORDSHIPS
${P(nm(j1, 'caps'))} ${court.startsWith('SUPREME') ? 'JUSTICE, SUPREME COURT' : 'JUSTICE, COURT OF APPEAL'}
${P(nm(j2, 'caps'))} ${court.startsWith('SUPREME') ? 'JUSTICE, SUPREME COURT' : 'JUSTICE, COURT OF APPEAL'}
${P(nm(j3, 'caps'))} ${court.startsWith('SUPREME') ? 'JUSTICE, SUPREME COURT' : 'JUSTICE, COURT OF APPEAL'}
BETWEEN
${P(nm(app, 'caps'))} ...... APPELLANT
AND
THE STATE ...... RESPONDENT
JUDGMENT (Delivered by ${P(nm(j2, 'gs'))}, ${court.startsWith('SUPREME') ? 'JSC' : 'JCA'})
The appellant was arraigned before the ${O(`High Court of ${st} State`)} on a charge of culpable homicide for causing the death of one ${P(nm(vic, 'full'))} at ${L(c.pick(NG_VILLAGES))} in ${L(`${st} State`)}. ${P(nm(san, 'init'))}, SAN, for the appellant, argued that the extra-judicial statement was not voluntary. ${P(nm(dpp, 'gs'))}, Director of Public Prosecutions, ${L(`${st} State`)}, urged us to dismiss the appeal. The prosecution called ${P(nm(c.person(), 'sfCaps'))} (PW1) and ${P(nm(c.person(), 'sfCaps'))} (PW2).`;
    },
    ['NG'],
  ),
  t(
    'judgment-ng',
    'en',
    10,
    (c) => {
      const [a1, a2, a3, r1, r2, j] = [c.person(), c.person(), c.person(), c.person(), c.person(), c.person()];
      return `APPEARANCES:
Chief ${P(nm(a1, 'init'))}, SAN (with him: ${P(nm(a2, 'init'))}, Esq.; Miss ${P(nm(a3, 'gs'))}) for the Appellant.
${P(nm(r1, 'gs'))}, Esq., Deputy Director, ${O('Ministry of Justice')}, ${L(c.raw('region'))} (with him: ${P(nm(r2, 'init'))}, Esq.) for the Respondent.
LEADING JUDGMENT DELIVERED BY ${P(nm(j, 'caps'))}, JCA
This appeal is against the judgment of the ${O(`High Court of ${c.raw('region')}`)} sitting at ${c.L('city')}, delivered on ${c.date()}. The appellant, a trader from ${c.L('area')}, was convicted of obtaining money by false pretences from ${O(c.raw('org'))}. Learned silk, ${P(nm(a1, 's'))}, argued that the learned trial judge, ${P(nm(c.person(), 'init'))}, J, failed to consider the defence of alibi.`;
    },
    ['NG'],
  ),
  t(
    'judgment-za',
    'en',
    16,
    (c) => {
      const app = c.person();
      const judge = c.person();
      const cst = c.person();
      const sgt = c.person();
      const nb = c.person(undefined, true);
      const div = c.pick([
        ['GAUTENG', 'PRETORIA'],
        ['GAUTENG', 'JOHANNESBURG'],
        ['KWAZULU-NATAL', 'PIETERMARITZBURG'],
        ['KWAZULU-NATAL', 'DURBAN'],
        ['WESTERN CAPE', 'CAPE TOWN'],
        ['EASTERN CAPE', 'MAKHANDA'],
        ['FREE STATE', 'BLOEMFONTEIN'],
      ] as const);
      return `IN THE ${O('HIGH COURT OF SOUTH AFRICA')}
${L(div[0])} DIVISION, ${L(div[1])}
Case No: ${c.int(1000, 99999)}/${year(c)}
In the matter between:
${P(nm(app, 'caps'))} Plaintiff
and
${O('MINISTER OF POLICE')} Defendant
JUDGMENT
${P(nm(judge, 'capsSur'))} J:
[1] The plaintiff, a ${c.int(22, 60)}-year-old resident of ${c.L('area')}, ${c.L('city')}, claims damages for unlawful arrest and detention. The plaintiff was arrested on ${c.date()} at home in ${c.L('street')} by Constable ${P(nm(cst, 'gs'))} and Sergeant ${P(nm(sgt, 's'))}, and held at the police station for three days.
[2] His neighbour, ${P(nm(nb, 'gs'))}, testified that the officers did not show a warrant. ${P(nm(cst, 's'))} conceded in cross-examination that he had not asked the plaintiff where the plaintiff was on the night in question.`;
    },
    ['ZA'],
  ),
  t(
    'judgment-gh',
    'en',
    15,
    (c) => {
      const pl = c.person('ak');
      const df = c.person('ak');
      const judge = c.person('ak');
      const head = c.person('ak');
      const op = c.person('ak');
      const seat = c.pick(w('KUMASI|ACCRA|SUNYANI|KOFORIDUA|CAPE COAST|HO|TAMALE|TAKORADI'));
      return `IN THE SUPERIOR COURT OF JUDICATURE
IN THE ${O('HIGH COURT OF JUSTICE')}
${L(seat)} - A.D. ${year(c)}
SUIT NO. E1/${c.int(10, 299)}/${year(c)}
${P(nm(pl, 'caps'))} ……… PLAINTIFF
H/No. ${c.int(1, 99)}, ${c.L('area')}, ${c.L('city')}
VRS
${P(nm(df, 'caps'))} ……… DEFENDANT
CORAM: JUSTICE ${P(nm(judge, 'caps'))}, HIGH COURT JUDGE
JUDGMENT
The plaintiff's claim is for a declaration of title to a plot of land at ${c.L('area')} in the ${c.L('region')}. The plaintiff says the plot was bought in ${year(c)} from ${P(nm(head, 'full'))}, the head of family, and that Opanyin ${P(nm(op, 'gs'))} witnessed the sale. The defendant, ${P(nm(df, 'g'))}, says the land is family land and could not be sold without the consent of the elders at ${c.L('city')}.`;
    },
    ['GH'],
  ),
  t(
    'judgment-echr',
    'en',
    10,
    (c) => {
      const [state, r, adj, cities] = c.pick(ECHR_STATES);
      const app = c.person(r);
      const lawyer = c.person(r);
      const agent = c.person(r);
      const anon = c.int(0, 1) === 0;
      const name = anon ? nm(app, 'anon') : nm(app, 'capsSur');
      return `${c.pick(['FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH'])} SECTION
CASE OF ${P(name)} v. ${L(state)}
(Application no. ${c.int(1000, 79999)}/${c.int(14, 22)})
JUDGMENT
${L('STRASBOURG')}
${c.date()}
THE FACTS
1. The applicant, ${c.pick(['Mr', 'Ms'])} ${P(anon ? name : nm(app, 'gs'))}, is a${/^[AEIOU]/u.test(adj) ? 'n' : ''} ${adj} national who was born in ${1950 + c.int(0, 50)} and lives in ${L(c.pick(cities))}. ${anon ? 'The President of the Section decided that the applicant\'s identity was not to be disclosed. ' : ''}The applicant was represented by ${c.pick(['Mr', 'Ms'])} ${P(nm(lawyer, 'init'))}, a lawyer practising in ${L(c.pick(cities))}.
2. The ${adj} Government ("the Government") were represented by their Agent, ${P(nm(agent, 'gs'))}, of the ${O('Ministry of Foreign Affairs')}.
3. On ${c.date()} the applicant was arrested in ${L(c.pick(cities))} and taken to a police station, where the applicant alleged ill-treatment. The applicant's spouse, ${P(nm(c.person(r), 'anon'))}, lodged a complaint with the prosecutor's office in ${L(titleCase(state))} the next day.`;
    },
    ['EU'],
  ),
  t(
    'judgment-echr',
    'en',
    8,
    (c) => {
      const [, r, adj] = c.pick(ECHR_STATES);
      const reg = c.person(c.pick(ECHR_JUDGES));
      const pres = c.person(c.pick(ECHR_JUDGES));
      const sep = c.person(c.pick(ECHR_JUDGES));
      const app = c.person(r);
      return `FOR THESE REASONS, THE COURT, UNANIMOUSLY,
1. Declares the application admissible;
2. Holds that there has been a violation of Article ${c.pick([3, 5, 6, 8, 10])} of the Convention;
3. Holds (a) that the respondent State is to pay ${c.pick(['Mr', 'Mrs'])} ${P(nm(app, 'anon'))}, within three months, EUR ${c.int(2, 30)},${c.int(100, 999)} in respect of non-pecuniary damage; the ${adj} Government's objection is dismissed.
Done in English, and notified in writing on ${c.date()}, pursuant to Rule 77 §§ 2 and 3 of the Rules of Court. The hearing took place in public in the Human Rights Building, ${L('Strasbourg')}.
${P(nm(reg, 'gs'))}        ${P(nm(pres, 'gs'))}
Deputy Registrar        President
In accordance with Article 45 § 2 of the Convention and Rule 74 § 2 of the Rules of Court, the separate opinion of Judge ${P(nm(sep, 's'))} is annexed to this judgment.`;
    },
    ['EU'],
  ),
  t(
    'tribunal-employment',
    'en',
    16,
    (c) => {
      const cl = c.person(c.pick(['uk', 'sa', 'uk', 'ie', 'me']), c.int(0, 3) === 0);
      const ej = c.person('uk');
      const m1 = c.person();
      const m2 = c.person();
      const rc = c.person('uk');
      const mgr = c.person();
      const col = c.person('uk', true);
      return `EMPLOYMENT TRIBUNALS
Claimant: ${c.pick(['Ms', 'Mrs', 'Mr', 'Miss'])} ${P(nm(cl, 'initNoDot'))}
Respondent: ${O(`${c.pick(['Sunnybank', 'Oakwood', 'Meadowview', 'Riverside', 'Elmfield'])} Care Homes Limited`)}
Heard at: ${c.L('city')} (by CVP) On: ${c.date()}
Before: Employment Judge ${P(nm(ej, 's'))}
Members: ${c.pick(['Mr', 'Ms'])} ${P(nm(m1, 'initNoDot'))}, ${c.pick(['Mr', 'Mrs'])} ${P(nm(m2, 'initNoDot'))}
Representation
Claimant: In person
Respondent: ${c.pick(['Mr', 'Ms'])} ${P(nm(rc, 's'))}, counsel
RESERVED JUDGMENT
The claim of unfair dismissal is well founded. The claim of direct race discrimination is dismissed.
REASONS
1. The claimant worked as a senior care assistant at the respondent's home in ${c.L('area')}, ${c.L('city')}, from ${c.date()} until the dismissal.
2. The claimant's line manager, ${P(nm(mgr, 'gs'))}, accepted that the claimant had not been shown the CCTV before the disciplinary hearing. A colleague, ${P(nm(col, 'g'))}, gave a statement but did not attend.`;
    },
    ['GB'],
  ),
  t(
    'inquest',
    'en',
    16,
    (c) => {
      const d = c.person(c.pick(['uk', 'uk', 'sa', 'pl' as R4, 'ro', 'ie', 'ea', 'me']));
      const cor = c.person('uk');
      const hosp = c.pick(GB_HOSPITALS);
      const born = c.int(0, 2) === 0 ? c.pick(ABROAD4) : c.raw('city');
      return `Record of an inquest
1. Name of the deceased: ${P(nm(d, 'full'))}
2. Medical cause of death: 1a Multiple injuries
3. How, when and where the deceased came by their death: On ${c.date()} ${P(nm(d, 'g'))} was cycling along ${c.L('street')}, ${c.L('city')}, when struck by a heavy goods vehicle turning left. ${P(nm(d, 'g'))} was taken to the ${O(hosp)} and died later that day.
4. Conclusion of the coroner as to the death: Road traffic collision.
5. Further particulars required by the Births and Deaths Registration Act 1953:
(a) Date and place of birth: ${c.int(1, 28)} ${MONTH(c)} ${1950 + c.int(0, 50)}, ${L(born)}
(b) Name and surname of deceased: ${P(nm(d, 'caps'))}
(c) Date and place of death: ${c.date()}, ${O(hosp)}
(d) Occupation and usual address: Delivery driver, ${c.int(1, 200)} ${c.L('street')}, ${c.L('area')}, ${c.L('city')}
Signature of coroner: ${P(nm(cor, 'init'))}, Area Coroner for ${c.L('region')}`;
    },
    ['GB'],
  ),
  t(
    'inquest',
    'en',
    10,
    (c) => {
      const cor = c.person('uk');
      const d = c.person();
      const ceo = c.person();
      const hosp = c.pick(GB_HOSPITALS);
      return `REGULATION 28: REPORT TO PREVENT FUTURE DEATHS
THIS REPORT IS BEING SENT TO:
1. ${P(nm(ceo, 'gs'))}, Chief Executive, ${O(c.pick(['Leeds Teaching Hospitals NHS Trust', 'NHS England', 'Network Rail', 'Greater Manchester Police', 'Royal Mail']))}
1 CORONER
I am ${P(nm(cor, 'gs'))}, ${c.pick(['Assistant Coroner', 'Senior Coroner', 'Area Coroner'])} for the coroner area of ${c.L('region')}.
2 INVESTIGATION and INQUEST
On ${c.date()} I commenced an investigation into the death of ${P(nm(d, 'full'))}, aged ${c.int(17, 92)}. The inquest concluded on ${c.date()} with a narrative conclusion.
3 CIRCUMSTANCES OF THE DEATH
${P(nm(d, 'g'))} was found collapsed at home in ${c.L('area')}, ${c.L('city')}, having been discharged from the ${O(hosp)} the previous evening without a follow-up appointment.`;
    },
    ['GB'],
  ),
  t('judgment-citations', 'en', 16, (c) => {
    const [a, b, d, e, f] = [c.person(), c.person(), c.person(), c.person(), c.person()];
    const cite = CITATION[c.j];
    const org = c.raw('org');
    if (c.j === 'EU') {
      const [state, r, , cities] = c.pick(ECHR_STATES);
      const [s2] = c.pick(ECHR_STATES);
      const x = c.person(r);
      const y = c.person(r);
      return `${c.int(30, 140)}. The Court reiterates that an arrest must be lawful and not arbitrary (see ${P(nm(x, 's'))} v. ${L(titleCase(state))}, ${cite(c)}, and ${P(nm(y, 's'))} and Others v. ${L(titleCase(s2))}, ${cite(c)}). In ${P(nm(c.person(r), 'anon'))} v. ${L(titleCase(state))} ${cite(c)}, the applicant had been held in ${L(c.pick(cities))} for eleven days without access to a lawyer; the same is true here.`;
    }
    return `${c.int(12, 88)}. Counsel for the appellant relied on ${P(nm(a, 's'))} v ${P(nm(b, 's'))} ${cite(c)}, where it was held that a confession obtained after a promise of release is inadmissible. That reasoning was followed in ${P(nm(d, 'gs'))} v ${O(org)} ${cite(c)} and, more recently, in ${c.j === 'GB' ? 'R' : c.j === 'KE' ? 'Republic' : c.j === 'ZA' ? 'S' : 'The State'} v ${P(nm(e, 's'))} ${cite(c)}, but it was distinguished in ${P(nm(f, 's'))} v Attorney General ${cite(c)}, where the accused had been arrested at ${c.L('city')} and released the same evening.`;
  }),
  t('court-order', 'en', 18, (c) => {
    const party = c.pick(['Claimant', 'Defendant', 'Applicant', 'Respondent', 'Petitioner']);
    const other = party === 'Claimant' ? 'Defendant' : party === 'Applicant' ? 'Respondent' : 'Claimant';
    return `UPON hearing counsel for the ${party} and the solicitor for the ${other}
AND UPON reading the witness statement dated ${c.date()}
IT IS ORDERED THAT:
1. The ${party} shall file and serve a reply by 4pm on ${c.date()}.
2. The hearing listed for ${c.date()} is vacated and relisted with a time estimate of ${c.pick(['1 day', '2 days', '3 days', '5 days', 'half a day'])}, first open date after ${c.date()}.
3. ${c.pick(['Costs in the case.', 'The ' + other + ' shall pay the costs of the application, summarily assessed.', 'No order as to costs.', 'Liberty to apply.'])}
Dated ${c.date()}`;
  }),
];

// ---------------------------------------------------------------------------------------------------------------
// (c) News and radio in African languages and Nigerian Pidgin.

const HA_STATES = w('Kano|Kaduna|Katsina|Jigawa|Bauchi|Sokoto|Zamfara|Kebbi|Gombe|Yobe|Borno|Neja|Filato');
const HA_LGAS = w('Dala|Fagge|Nasarawa|Gwale|Tarauni|Ungogo|Kumbotso|Zariya|Sabon Gari|Funtua|Daura|Malumfashi|Gusau|Hadejia|Azare|Potiskum|Birnin Kebbi|Kafin Hausa');
const HA_DAYS = w("Litinin|Talata|Laraba|Alhamis|Juma'a|Asabar|Lahadi");
const YO_STATES = w('Ọ̀yọ́|Ògùn|Ọ̀ṣun|Èkìtì|Oǹdó|Èkó|Kwara');
const YO_TOWNS = w('Ìbàdàn|Ògbómọ̀ṣọ́|Abẹ́òkúta|Òṣogbo|Ilé-Ifẹ̀|Ìjẹ̀bú-Òde|Ìkìrun|Ìséyìn|Ṣakí|Ẹdẹ|Ìwó|Àkúrẹ́|Adó-Èkìtì|Ọ̀wọ̀|Ìlọrin|Ìkẹjà');
const YO_DAYS = w('Ajé|Ìṣẹ́gun|Ọjọ́rú|Ọjọ́bọ̀|Ẹtì|Àbámẹ́ta|Àìkú');
const IG_STATES = w('Anambra|Enugu|Imo|Abia|Ebonyi');
const IG_TOWNS = w('Onitsha|Nnewi|Awka|Ekwulobia|Enugu|Nsukka|Owerri|Okigwe|Orlu|Aba|Umuahia|Abakaliki|Afikpo|Ihiala|Ogidi|Agbani');
const IG_DAYS = w('Mọnde|Tuzde|Wenezde|Tọọzdee|Fraịdee|Satọdee|Sọndee');
const NPFL = w('Enyimba|Kano Pillars|Enugu Rangers|Rivers United|Shooting Stars|Remo Stars|Plateau United|Kwara United|Lobi Stars|Sunshine Stars|Heartland|Akwa United|Bendel Insurance|Abia Warriors');
const SW_COUNTIES = w('Nakuru|Kiambu|Machakos|Kisumu|Mombasa|Kilifi|Kakamega|Nyeri|Meru|Kajiado|Uasin Gishu|Bungoma|Kitui|Makueni|Siaya|Homa Bay');
const SW_TOWNS = w('Naivasha|Gilgil|Molo|Thika|Ruiru|Limuru|Kitengela|Athi River|Malindi|Watamu|Mumias|Webuye|Karatina|Othaya|Kapsabet|Ahero|Mtwapa|Voi');
const SW_DAYS = w('Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili');
const ZU_LOCATIVE = w('eThekwini|eMlazi|KwaMashu|eNanda|oThongathi|eMgungundlovu|eMpangeni|eShowe|oLundi|eGoli|ePitoli|eMsinga|eNquthu|KwaDukuza|eMtubatuba|eMandeni');
const ZU_ASE = w('aseMlazi|aseNanda|aseMpangeni|aseShowe|aseThekwini|aseMsinga|aseNquthu|aseMandeni|aseMgungundlovu');
const PSL = w('Kaizer Chiefs|Orlando Pirates|Mamelodi Sundowns|AmaZulu|Golden Arrows|Richards Bay|Royal AM|SuperSport United|Stellenbosch|Cape Town City|Chippa United|Sekhukhune United');
const XH_LOCATIVE = w('eMonti|eGqeberha|eMthatha|eQonce|eKapa|eRhini|eKomani|eDikeni|eNgcobo|eLusikisiki|eMdantsane|eBhisho|KwaZakhele|eXhora|eBhayi');
const ST_PLACES = w("Mangaung|Bloemfontein|Thaba Nchu|Botshabelo|Welkom|Kroonstad|Phuthaditjhaba|Bethlehem|Sasolburg|Maseru|Mafeteng|Leribe|Mohale's Hoek|Teyateyaneng|Ficksburg|Ladybrand");
const ST_DAYS = w('Mantaha|Labobedi|Laboraro|Labone|Labohlano|Moqebelo|Sontaha');
const TN_PLACES = w('Mahikeng|Rustenburg|Taung|Vryburg|Potchefstroom|Klerksdorp|Brits|Zeerust|Lichtenburg|Itsoseng|Mogwase|Gaborone|Francistown|Lobatse|Molepolole|Kanye|Serowe|Mochudi|Maun|Palapye');
const BW_CLUBS = w('Township Rollers|Gaborone United|Orapa United|Jwaneng Galaxy|Mochudi Centre Chiefs|Extension Gunners|BDF XI|Police XI|Morupule Wanderers|Sua Flamingoes');
const TN_DAYS = w('Mosupologo|Labobedi|Laboraro|Labone|Labotlhano|Matlhatso|Tshipi');
const TW_PLACES = w('Kumase|Nkran|Oguaa|Ejisu|Obuase|Konongo|Mampong|Techiman|Sunyani|Koforidua|Bekwai|Offinso|Kasoa|Nkawkaw|Agogo|Juaso');
const TW_DAYS = w('Dwoada|Benada|Wukuada|Yawoada|Fiada|Memeneda|Kwasiada');
const LG_DISTRICTS = w('Mukono|Wakiso|Masaka|Mpigi|Mityana|Luweero|Kayunga|Buikwe|Mubende|Kalangala|Lyantonde|Jinja|Nakaseke|Kalungu');
const LG_PLACES = w('Mukono|Wakiso|Masaka|Mpigi|Mityana|Luweero|Entebbe|Jinja|Kayunga|Buikwe|Nansana|Kira|Seeta|Namugongo|Gayaza|Kasangati|Bombo|Mubende|Kalangala|Lyantonde');
const LG_DAYS = w('Mmande|Lwakubiri|Lwakusatu|Lwakuna|Lwakutaano|Lwamukaaga|Ssande');
const RW_DISTRICTS = w('Gasabo|Kicukiro|Nyarugenge|Huye|Musanze|Rubavu|Nyagatare|Rusizi|Muhanga|Rwamagana|Karongi|Nyanza|Bugesera|Kayonza|Ngoma|Gicumbi');
const RW_SECTORS = w('Kimironko|Remera|Kacyiru|Gikondo|Nyamirambo|Kimisagara|Muhoza|Gisenyi|Tumba|Ngoma|Kinyinya|Nyarugunga|Rwezamenyo|Busasamana');
const RW_PROVINCE = w("Amajyaruguru|Amajyepfo|Iburasirazuba|Iburengerazuba");
const RW_CLUBS = w('APR FC|Rayon Sports|Police FC|AS Kigali|Kiyovu Sports|Mukura Victory Sports|Musanze FC|Etincelles FC|Marines FC|Bugesera FC|Gasogi United|Sunrise FC');
const SO_CITIES = w('Muqdisho|Hargeysa|Boosaaso|Kismaayo|Gaalkacyo|Baydhabo|Garoowe|Beledweyne|Jowhar|Marka|Burco|Berbera|Laascaanood|Dhuusamareeb|Afgooye|Ceerigaabo');
const SO_REGIONS = w('Banaadir|Mudug|Nugaal|Bari|Hiiraan|Shabeellaha Hoose|Jubbada Hoose|Bay|Galgaduud|Togdheer');
const SO_STATES = w('Puntland|Jubbaland|Galmudug|Hirshabeelle|Koonfur Galbeed');
const SO_DISTRICTS = w('Hodan|Wadajir|Xamar Weyne|Karaan|Dharkenley|Hawl Wadaag|Yaaqshiid|Wardhiigley|Kaaraan|Boondheere');
const WO_PLACES = w('Ndakaaru|Kees|Ndar|Tubaa|Mbuur|Kawlax|Jurbel|Luga|Fatik|Sigicoor|Rufisk|Pikine|Géejawaay|Tiwaawan|Kolda|Maka Kolibantang');
const WO_CLUBS = w('Jaraaf|Casa Sports|Génération Foot|Teungueth FC|AS Pikine|US Gorée|Diambars|Jamono Fatick|Linguère de Saint-Louis|Guédiawaye FC');

const NEWS: Heldout4Template[] = [
  t(
    'news-politics',
    'ha',
    7,
    (c) => {
      const gov = c.person('ha');
      const ch = c.person('ha');
      const rep = c.person('ha');
      const lga = c.pick(HA_LGAS);
      return `Gwamnan jihar ${L(c.pick(HA_STATES))}, ${P(nm(gov, 'gs'))}, ya ce gwamnatinsa za ta gina sababbin asibitoci a ƙananan hukumomin ${L(lga)} da ${L(c.pick(HA_LGAS.filter((x) => x !== lga)))}. Ya faɗi haka ne ranar ${c.pick(HA_DAYS)} lokacin da ya karɓi baƙuncin ƙungiyar matasa daga garin ${L(c.pick(HA_LGAS))}. Shugaban jam'iyyar ${O(c.pick(['APC', 'PDP', 'NNPP']))} na jihar, Alhaji ${P(nm(ch, 'gs'))}, ya yaba da matakin, yana mai cewa "wannan alheri ne ga talakawa." Sai dai ɗan majalisa mai wakiltar ${L(lga)}, ${P(nm(rep, 'full'))}, ya ce alƙawari ne kawai. ${P(nm(gov, 's'))} ya ce aiki zai fara kafin damina.`;
    },
    ['NG'],
  ),
  t(
    'news-crime',
    'ha',
    6,
    (c) => {
      const sp = c.person('ha');
      const farmer = c.person('ha');
      const s1 = c.person('ha');
      const s2 = c.person('ha');
      return `Rundunar ƴan sandan jihar ${L(c.pick(HA_STATES))} ta tabbatar da kama wasu mutane uku da ake zargi da satar shanu a ƙauyen ${L(c.pick(w('Ɗan Hassan|Gidan Maiwada|Ƙofar Ruwa|Tudun Murtala|Gwarmai|Ɗanbare|Yankaba')))} da ke ƙaramar hukumar ${L(c.pick(HA_LGAS))}. Kakakin rundunar, SP ${P(nm(sp, 'gs'))}, ya ce an kama su ne bayan wani manomi mai suna ${P(nm(farmer, 'full'))} ya kai ƙara. Waɗanda ake zargin sun haɗa da ${P(nm(s1, 'gs'))} da ${P(nm(s2, 'gs'))}. ${P(nm(sp, 's'))} ya ce za a gurfanar da su a gaban kotu da zarar an kammala bincike.`;
    },
    ['NG'],
  ),
  t(
    'news-politics',
    'yo',
    6,
    (c) => {
      const gov = c.person('yo');
      const ch = c.person('yo');
      const com = c.person('yo');
      const st = c.pick(YO_STATES);
      return `Gómìnà ìpínlẹ̀ ${L(st)}, Ọ̀gbẹ́ni ${P(nm(gov, 'gs'))}, ti sọ pé ìjọba rẹ̀ yóò tún àwọn ọ̀nà tó wà ní ìlú ${L(c.pick(YO_TOWNS))} àti ${L(c.pick(YO_TOWNS))} ṣe kí òjò tó bẹ̀rẹ̀. Ó sọ èyí níbi ìpàdé pẹ̀lú àwọn ọba àti ìjòyè ní ${L(c.pick(YO_TOWNS))} lọ́jọ́ ${c.pick(YO_DAYS)}. Alága ẹgbẹ́ òṣèlú ${O(c.pick(['APC', 'PDP', 'Labour Party']))} ní ìpínlẹ̀ náà, Olóyè ${P(nm(ch, 'gs'))}, sọ pé "ọ̀rọ̀ ẹnu lásán ni." Ṣùgbọ́n Kọmíṣọ́nnà fún ọ̀rọ̀ ìròyìn, ${P(nm(com, 'full'))}, fèsì pé iṣẹ́ ti bẹ̀rẹ̀ ní ${L(c.pick(YO_TOWNS))}.`;
    },
    ['NG'],
  ),
  t(
    'news-obituary',
    'yo',
    6,
    (c) => {
      const d = c.person('yo');
      const [k1, k2, k3] = children(c, 'yo');
      const contact = c.person('yo');
      return `ÌKÉDE ÌPAPÒDÀ
Pẹ̀lú ọkàn ìdúpẹ́ fún ayé rere tí ó lò, a ń kéde ìpapòdà bàbá wa, Olóyè ${P(nm(d, 'full'))}, ọmọ bíbí ìlú ${L(c.pick(YO_TOWNS))}, tí ó jáde láyé ní ọmọ ọdún ${c.int(70, 98)}. Ó fi ọmọ mẹ́fà sílẹ̀, lára wọn ni ${P(nm(k1, 'g'))}, ${P(nm(k2, 'g'))} àti ${P(nm(k3, 'g'))}. Ìsìnkú yóò wáyé ní ${L(c.pick(YO_TOWNS))}, ìpínlẹ̀ ${L(c.pick(YO_STATES))}, lọ́jọ́ ${c.pick(YO_DAYS)}. Fún àlàyé, ẹ kàn sí ${P(nm(contact, 'gs'))}.`;
    },
    ['NG'],
  ),
  t(
    'news-crime',
    'ig',
    6,
    (c) => {
      const sus = c.person('ig');
      const pro = c.person('ig');
      const own = c.person('ig');
      return `Ndị uwe ojii nọ na steeti ${L(c.pick(IG_STATES))} ejidela otu nwoke aha ya bụ ${P(nm(sus, 'gs'))} n'ihi na o zuru ụgbọala na ${L(c.pick(IG_TOWNS))}. Onye na-ekwuchitere ndị uwe ojii, ${P(nm(pro, 'gs'))}, kwuru na e jidere ya n'${L(c.pick(IG_TOWNS))} ka ọ na-achọ ire ụgbọala ahụ n'ụbọchị ${c.pick(IG_DAYS)}. Onye nwe ụgbọala ahụ, Maazị ${P(nm(own, 'full'))}, kelere ndị uwe ojii. ${P(nm(pro, 's'))} kwuru na a ga-ebuga ${P(nm(sus, 'g'))} n'ụlọikpe mgbe nyocha gwụsịrị.`;
    },
    ['NG'],
  ),
  t(
    'news-politics',
    'ig',
    6,
    (c) => {
      const gov = c.person('ig');
      const prof = c.person('ig');
      const rep = c.person('ig', true);
      return `Gọvanọ steeti ${L(c.pick(IG_STATES))}, ${P(nm(gov, 'gs'))}, ekwuola na ọchịchị ya ga-arụ ụzọ ọhụrụ site na ${L(c.pick(IG_TOWNS))} ruo ${L(c.pick(IG_TOWNS))}. O kwuru nke a mgbe ọ gara leta ndị obodo ${L(c.pick(w('Ụmụahịa|Ọka|Amawbia|Nkpor|Obosi|Ụmụnze|Igbo-Ukwu|Mbaise|Ọhafịa|Nkwerre')))} n'ụbọchị ${c.pick(IG_DAYS)}. Onye isi oche otu ${O(c.pick(['APGA', 'PDP', 'Labour Party']))}, Ọkammụta ${P(nm(prof, 'gs'))}, kwuru sị "anyị anụla okwu a mbụ." Ma onye omebe iwu ${P(nm(rep, 'full'))} kwuru na ọrụ amalitela.`;
    },
    ['NG'],
  ),
  t(
    'news-sport',
    'pcm',
    6,
    (c) => {
      const [c1, c2] = [c.pick(NPFL), c.pick(NPFL)];
      const sc = c.person();
      const eq = c.person();
      const coach = c.person();
      return `${O(c1)} don beat ${O(c2 === c1 ? 'Katsina United' : c2)} 2-1 for ${c.L('city')} on Sunday. Na ${P(nm(sc, 'gs'))} score di first goal for ${c.int(5, 40)}th minute, before ${P(nm(eq, 's'))} equalise after break. Coach ${P(nm(coach, 'gs'))} tok say "my boys try well well, we go carry dis form go ${c.L('city')}." Fans wey travel from ${c.L('area')} no fit hide dia joy, dem dey sing "${P(nm(sc, 'g').toUpperCase())}! ${P(nm(sc, 'g').toUpperCase())}!" till night.`;
    },
    ['NG'],
  ),
  t(
    'radio',
    'pcm',
    6,
    (c) => {
      const caller = c.person();
      const mama = c.person(c.pick(['yo', 'ig', 'ha'] as R4[]), true);
      const next = c.person();
      return `PRESENTER: Oya, we get caller for line. Hello, who dey tok?
CALLER: Na ${P(nm(caller, 'g'))} from ${L(c.raw('area').toLowerCase())}, ${c.L('city')}.
PRESENTER: ${P(nm(caller, 'g'))}, how body? Wetin you wan tok about dis light matter?
CALLER: Abeg, since last week no light for our street for ${c.L('area')}. Di disco people come cut wire say we no pay, even my neighbour Mama ${P(nm(mama, 'g'))} don pay finish.
PRESENTER: Hmm. We go call ${O(c.pick(['IBEDC', 'EKEDC', 'AEDC', 'PHED', 'KEDCO']))} make dem explain. Next caller na ${P(nm(next, 'gs'))} from ${L(c.pick(w('Port Harcourt|PH|Naija|Abj|Warri|Port Harcourt')))}.`;
    },
    ['NG'],
  ),
  t(
    'news-politics',
    'sw',
    6,
    (c) => {
      const gov = c.person('ke');
      const mp = c.person('ke');
      const mca = c.person('ke');
      const county = c.pick(SW_COUNTIES);
      return `Gavana wa kaunti ya ${L(county)}, ${P(nm(gov, 'gs'))}, amesema serikali yake itajenga hospitali mpya katika eneo la ${c.L('area')}. Akizungumza mjini ${L(c.pick(SW_TOWNS))} siku ya ${c.pick(SW_DAYS)}, ${P(nm(gov, 's'))} alisema ujenzi utaanza mwezi ujao. Hata hivyo, mbunge wa ${L(c.pick(SW_TOWNS))}, Mheshimiwa ${P(nm(mp, 'full'))}, alidai kuwa ahadi hiyo imetolewa mara nyingi bila kutekelezwa. Mwakilishi wa wadi ya ${L(c.pick(w('Kivumbini|Biashara|Hells Gate|Kabazi|Gatuanyaga|Kiamwangi|Shauri Moyo|Kolwa Mashariki|Mnarani|Shella')))}, ${P(nm(mca, 'gs'))}, aliunga mkono mpango huo.`;
    },
    ['KE'],
  ),
  t(
    'news-crime',
    'sw',
    6,
    (c) => {
      const cmd = c.person('ke');
      const sus = c.person('ke');
      const vic = c.person('ke', true);
      const nb = c.person('ke');
      return `Polisi katika kaunti ya ${L(c.pick(SW_COUNTIES))} wanamsaka mwanamume mmoja anayedaiwa kumuua mkewe katika kijiji cha ${L(c.pick(KE_VILLAGES))}. Kamanda wa polisi wa eneo hilo, ${P(nm(cmd, 'gs'))}, alisema mshukiwa, ${P(nm(sus, 'full'))}, alitoroka baada ya tukio hilo usiku wa ${c.pick(SW_DAYS)}. Marehemu ${P(nm(vic, 'gs'))} alikuwa mama wa watoto watatu. Jirani yake, Bi ${P(nm(nb, 'gs'))}, aliwaambia wanahabari kuwa wawili hao walikuwa wakigombana mara kwa mara.`;
    },
    ['KE'],
  ),
  t(
    'news-sport',
    'zu',
    6,
    (c) => {
      const [c1, c2] = [c.pick(PSL), c.pick(PSL)];
      const sc = c.person('zu');
      const coach = c.person('zu');
      return `I-${O(c1)} ihlule i-${O(c2 === c1 ? 'TS Galaxy' : c2)} ngamagoli amabili kuya kwalutho ${L(c.pick(ZU_LOCATIVE))} ngoMgqibelo. Igoli lokuqala lishaywe ${P(nguni('ngu', nm(sc, 'gs')))} ngomzuzu ka-${c.int(10, 44)}. Umqeqeshi ${P(nguni('u', nm(coach, 'gs')))} uthe abadlali bakhe badlale kahle. "Sizoqhubeka silwela isicoco," kusho ${P(nguni('u', nm(coach, 's')))}. Abalandeli abavela ${L(c.pick(ZU_LOCATIVE))} bajabule kakhulu.`;
    },
    ['ZA'],
  ),
  t(
    'news-crime',
    'zu',
    6,
    (c) => {
      const vic = c.person('zu', true);
      const col = c.person('zu');
      const mom = c.person('zu');
      return `Amaphoyisa ${L(c.pick(ZU_ASE))} abophe insizwa eneminyaka engu-${c.int(19, 45)} esolwa ngokubulala ${P(nguni('u', nm(vic, 'gs')))} ngoLwesihlanu ebusuku. Okhulumela amaphoyisa ${L('KwaZulu-Natal')}, uColonel ${P(nm(col, 'gs'))}, uthe umsolwa uzovela enkantolo ${L(c.pick(ZU_LOCATIVE))} ngoMsombuluko. Umama womufi, ${P(nguni('u', nm(mom, 'g')))}, uthe umndeni ${P(nguni('ka', nm(vic, 'g')))} usadidekile.`;
    },
    ['ZA'],
  ),
  t(
    'news-politics',
    'xh',
    6,
    (c) => {
      const pr = c.person('xh');
      const sp = c.person('xh');
      const mp = c.person('xh');
      return `Inkulumbuso ${L('yaseMpuma Koloni')}, ${P(nguni('u', nm(pr, 'gs')))}, ithe urhulumente uza kwakha izibhedlele ezintsha ${L(c.pick(XH_LOCATIVE))} ngonyaka ozayo. Uthethe oku xa ebetyelele abahlali ${L(c.pick(XH_LOCATIVE))} ngoLwesibini. Isithethi se-${O(c.pick(['ANC', 'DA', 'EFF', 'UDM']))}, ${P(nguni('u', nm(sp, 'gs')))}, sithe "Sikhe sakuva oku ngaphambili." Kodwa ilungu lePalamente ${P(nguni('u', nm(mp, 'full')))} lithe umsebenzi sele uqalile.`;
    },
    ['ZA'],
  ),
  t(
    'news-obituary',
    'xh',
    6,
    (c) => {
      const d = c.person('xh');
      const wife = c.person('xh', true);
      const contact = c.person('xh');
      return `ISAZISO SOKUSWELEKA
Kunothando nentlungu ukwazisa ngokusweleka ${P(nguni('kuka', nm(d, 'gs')))}, owayehlala ${L(c.pick(XH_LOCATIVE))}. Ushiye umfazi wakhe ${P(nguni('u', nm(wife, 'gs')))} nabantwana abane. Umngcwabo uza kubakho ngoMgqibelo ${L(c.pick(XH_LOCATIVE))}. Ngolwazi olungakumbi qhagamshelana ${P(nguni('no', nm(contact, 'g')))} ku-0${c.int(60, 84)} ${c.int(100, 999)} ${c.int(1000, 9999)}.`;
    },
    ['ZA'],
  ),
  t(
    'news-crime',
    'st',
    6,
    (c) => {
      const cap = c.person('st');
      const sus = c.person('st');
      const own = c.person('st');
      return `Sepolesa sa ${L(c.pick(ST_PLACES))} se tshwere monna ea dilemo tse ${c.int(20, 60)} ea belaellwang ka ho utswa dikgomo motseng wa ${L(c.pick(ST_PLACES))}. Mmuelli wa sepolesa, Kapteine ${P(nm(cap, 'gs'))}, o itse monna eo, ${P(nm(sus, 'full'))}, o tla hlaha lekgotleng la ${L(c.pick(ST_PLACES))} ka ${c.pick(ST_DAYS)}. Mong'a dikgomo, Ntate ${P(nm(own, 'gs'))}, o lebohile sepolesa.`;
    },
    ['ZA'],
  ),
  t(
    'radio',
    'st',
    6,
    (c) => {
      const caller = c.person('st');
      const nurse = c.person('st', true);
      const [x, y] = [c.pick(ST_PLACES), c.pick(ST_PLACES)];
      return `MOPHATLALATSI: Lumelang bamamedi ba ${O('Lesedi FM')}. Re na le mamedi moeeng. Dumela, ke mang?
MAMEDI: Ke ${P(nm(caller, 'g'))} ho tswa ${L(x)}.
MOPHATLALATSI: ${P(nm(caller, 'g'))}, o batla ho bua ka eng kajeno?
MAMEDI: Ke batla ho leboha Mme ${P(nm(nurse, 'gs'))} wa tliliniki ya rona, o re thusitse haholo. Empa tsela e tlohang ${L(x)} ho ya ${L(y === x ? 'Kroonstad' : y)} e senyehile, re kopa masepala o e lokise.`;
    },
    ['ZA'],
  ),
  t(
    'news-politics',
    'tn',
    6,
    (c) => {
      const pr = c.person('tn');
      const sp = c.person('tn');
      const cl = c.person('tn');
      return `Tonakgolo ya porofense ya ${L('Bokone Bophirima')}, ${P(nm(pr, 'gs'))}, o tlhalositse gore puso e tla aga dikokelo tse dišwa kwa ${L(c.pick(TN_PLACES))} le ${L(c.pick(TN_PLACES))}. O buile se fa a etetse baagi ba ${L(c.pick(TN_PLACES))} ka ${c.pick(TN_DAYS)}. Mmueledi wa ${O(c.pick(['ANC', 'DA', 'EFF']))}, ${P(nm(sp, 'full'))}, o rile "Re utlwile dipolelo tse pele." Mme mokhanselara ${P(nm(cl, 'gs'))} o rile tiro e setse e simolotse.`;
    },
    ['ZA'],
  ),
  t(
    'news-sport',
    'tn',
    6,
    (c) => {
      const [c1, c2] = [c.pick(BW_CLUBS), c.pick(BW_CLUBS)];
      const sc = c.person('tn');
      const coach = c.person('tn');
      return `${O(c1)} e fentse ${O(c2 === c1 ? 'Sankoyo Bush Bucks' : c2)} ka dino di le 2-1 kwa ${L(c.pick(TN_PLACES))} ka ${c.pick(TN_DAYS)}. ${P(nm(sc, 'gs'))} o tsentse kgwele ya ntlha mo metsotsong ya ntlha. Mokatisi ${P(nm(coach, 'gs'))} o rile: "Basha ba me ba dirile sentle, re ya ${L(c.pick(TN_PLACES))} re tletse tsholofelo." ${P(nm(sc, 's'))} o tlhophilwe jaaka motshameki yo o gaisitseng.`;
    },
    ['ZA'],
  ),
  t(
    'radio',
    'tw',
    6,
    (c) => {
      const caller = c.person('ak');
      const mp = c.person('ak');
      const [x, y] = [c.pick(TW_PLACES), c.pick(TW_PLACES)];
      return `HOST: Yɛma mo akwaaba ba ${O(c.pick(['Adom FM', 'Peace FM', 'Luv FM', 'Kessben FM']))} so. Yɛwɔ obi wɔ line no so. Hwan na ɔrekasa?
CALLER: Me din de ${P(nm(caller, 'gs'))}, mefiri ${L(x)}.
HOST: ${P(nm(caller, 'g'))}, akwaaba. Asɛm bɛn na wopɛ sɛ woka?
CALLER: Ɛkwan a ɛfiri ${L(x)} kɔ ${L(y === x ? 'Nkran' : y)} no asɛe koraa. Yɛsrɛ Ɔbenfo ${P(nm(mp, 'gs'))} ne ${O('Ghana Highway Authority')} sɛ wɔnyɛ ho biribi ntɛm.`;
    },
    ['GH'],
  ),
  t(
    'news-obituary',
    'tw',
    6,
    (c) => {
      const d = c.person('ak');
      const [k1, k2, k3] = children(c, 'ak');
      const head = c.person('ak');
      return `OWUO AMANEƐBƆ
Abusua a ɛwɔ ${L(c.pick(TW_PLACES))} ne ${L(c.pick(TW_PLACES))} de awerɛhoɔ bɔ amaneɛ sɛ wɔn dɔfo Opanyin ${P(nm(d, 'full'))} awu wɔ ${O(c.pick(['Komfo Anokye Teaching Hospital', 'Korle Bu Teaching Hospital', 'Agogo Presbyterian Hospital', 'St. Martin\'s Hospital']))} wɔ ${c.pick(TW_DAYS)}. Ayie no bɛkɔ so wɔ ${L(c.pick(TW_PLACES))} Memeneda. Ɔgyaa mma ${P(nm(k1, 'g'))}, ${P(nm(k2, 'g'))} ne ${P(nm(k3, 'g'))}. Abusua panin: ${P(nm(head, 'gs'))}.`;
    },
    ['GH'],
  ),
  t(
    'news-crime',
    'lg',
    6,
    (c) => {
      const sus = c.person('lg');
      const spk = c.person('lg');
      const res = c.person('lg');
      return `Poliisi mu disitulikiti ye ${L(c.pick(LG_DISTRICTS))} ekutte omusajja ${P(nm(sus, 'sf'))} ow'emyaka ${c.int(20, 55)} ku misango gy'okubba ente. Omwogezi wa poliisi, ${P(nm(spk, 'sf'))}, agambye nti ${P(nm(sus, 's'))} yakwatiddwa ku kyalo ${L(c.pick(w('Kigoogwa|Namulonge|Katabi|Kasenge|Bulenga|Kiwenda|Nakawuka|Buloba|Kyengera|Kakiri')))} oluvannyuma lw'omutuuze ${P(nm(res, 'gs'))} okuloopa ku ${c.pick(LG_DAYS)}. Aguddwako omusango mu kkooti e ${L(c.pick(LG_PLACES))}.`;
    },
    ['KE'],
  ),
  t(
    'news-politics',
    'lg',
    6,
    (c) => {
      const mp = c.person('lg');
      const ch = c.person('lg');
      const yl = c.person('lg', true);
      return `Omubaka akiikirira ${L(c.pick(LG_PLACES))} mu Palamenti, ${P(nm(mp, 'sf'))}, agambye nti gavumenti egenda kuzimba eddwaliro eppya e ${L(c.pick(LG_PLACES))}. Bino abyogedde ku ${c.pick(LG_DAYS)} bw'abadde ayogerako eri abatuuze b'e ${L(c.pick(LG_PLACES))}. Wabula ssentebe wa disitulikiti, ${P(nm(ch, 'sf'))}, agambye nti ebyo byasuubizibwa dda. Omukulembeze w'abavubuka ${P(nm(yl, 'gs'))} asabye ${O(c.pick(['NRM', 'NUP', 'FDC']))} okutuukiriza obweyamo.`;
    },
    ['KE'],
  ),
  t(
    'news-sport',
    'rw',
    6,
    (c) => {
      const [c1, c2] = [c.pick(RW_CLUBS), c.pick(RW_CLUBS)];
      const s1 = c.person('rw');
      const s2 = c.person('rw');
      const coach = c.person(c.pick(['rw', 'fr', 'ke'] as R4[]));
      return `Ikipe ya ${O(c1)} yatsinze ${O(c2 === c1 ? 'Gorilla FC' : c2)} ibitego 2-1 mu mukino wabereye i ${L(c.pick(RW_DISTRICTS))} ku cyumweru. Igitego cya mbere cyatsinzwe na ${P(nm(s1, 'sf'))} ku munota wa ${c.int(5, 40)}, mu gihe ${P(nm(s2, 'sf'))} yishyuye nyuma y'ikiruhuko. Umutoza ${P(nm(coach, 'gs'))} yavuze ko abakinnyi be bitwaye neza. ${P(nm(s1, 's'))} yahawe igihembo cy'umukinnyi mwiza.`;
    },
    ['KE'],
  ),
  t(
    'news-crime',
    'rw',
    6,
    (c) => {
      const sus = c.person('rw');
      const spk = c.person('rw');
      const vic = c.person('rw');
      return `Polisi y'u ${L('Rwanda')} yatangaje ko yafashe ${P(nm(sus, 'sf'))} ukekwaho kwiba amafaranga mu Murenge wa ${L(c.pick(RW_SECTORS))}, Akarere ka ${L(c.pick(RW_DISTRICTS))}. Umuvugizi wa Polisi mu Ntara y'${L(c.pick(RW_PROVINCE))}, ${P(nm(spk, 'gs'))}, yavuze ko ${P(nm(sus, 's'))} yashyikirijwe ${O('RIB')}. Uwibwe, ${P(nm(vic, 'sf'))}, yashimiye abaturage batanze amakuru.`;
    },
    ['KE'],
  ),
  t(
    'news-politics',
    'so',
    6,
    (c) => {
      const pres = c.person('so');
      const mp = c.person('so');
      return `Madaxweynaha maamul goboleedka ${L(c.pick(SO_STATES))}, ${P(nm(pres, 'full'))}, ayaa sheegay in dowladdu ay dhisi doonto isbitaal cusub oo ku yaal magaalada ${L(c.pick(SO_CITIES))}. Hadalkan wuxuu ka jeediyay shir ka dhacay ${L(c.pick(SO_CITIES))} maalintii Talaadada. Xildhibaan ${P(nm(mp, 'full'))} oo ka tirsan ${O('Golaha Shacabka')} ayaa sheegay in ballanqaadkan horay loo maqlay, balse ${P(nm(pres, 'g'))} wuxuu ku adkaystay in shaqadu bilaabanayso bisha soo socota.`;
    },
    ['KE'],
  ),
  t(
    'news-crime',
    'so',
    6,
    (c) => {
      const vic = c.person('so');
      const cmd = c.person('so');
      const sus = c.person('so');
      return `Ciidamada booliska ee gobolka ${L(c.pick(SO_REGIONS))} ayaa xiray nin lagu eedeeyay dilka ganacsade lagu magacaabi jiray ${P(nm(vic, 'full'))}, kaas oo lagu dilay degmada ${L(c.pick(SO_DISTRICTS))} ee magaalada ${L('Muqdisho')}. Taliyaha booliska gobolka, Gaashaanle ${P(nm(cmd, 'gs'))}, ayaa u sheegay warbaahinta in eedeysanaha, ${P(nm(sus, 'full'))}, la horgeyn doono maxkamadda ${L(c.pick(SO_CITIES))}.`;
    },
    ['KE'],
  ),
  t(
    'news-sport',
    'wo',
    6,
    (c) => {
      const [c1, c2] = [c.pick(WO_CLUBS), c.pick(WO_CLUBS)];
      const sc = c.person('wo');
      const coach = c.person('wo');
      return `${O(c1)} daan na ${O(c2 === c1 ? 'Sonacos' : c2)} 2-0 ci ${L(c.pick(WO_PLACES))} dibéer. ${P(nm(sc, 'gs'))} moo dugal bii jëkk ci ${c.int(5, 40)}eelu simili. Tàggatkat bi, ${P(nm(coach, 'gs'))}, wax na ne: "Sama xale yi liggéey nañu bu baax, dinanu dem ${L(c.pick(WO_PLACES))} ak yaakaar." Waa ${L(c.pick(WO_PLACES))} bég nañu lool.`;
    },
    ['GH'],
  ),
  t(
    'news-politics',
    'wo',
    6,
    (c) => {
      const mayor = c.person('wo');
      const lead = c.person('wo');
      const dep = c.person('wo');
      return `Meeru ${L(c.pick(WO_PLACES))}, ${P(nm(mayor, 'gs'))}, yégle na ne dinañu tabax ay lekool yu bees ci ${L(c.pick(WO_PLACES))} ak ${L(c.pick(WO_PLACES))}. Mu wax loolu altine ci ndaje ak waa dëkk bi. Kilifay ${O(c.pick(['PASTEF', 'APR', 'PDS']))} ci gox bi, ${P(nm(lead, 'gs'))}, wax na ne loolu baax na. Waaye ${P(nm(dep, 'full'))}, depite bu ${L(c.pick(WO_PLACES))}, neeti na ne kàddu rekk la.`;
    },
    ['GH'],
  ),
  t(
    'news-obituary',
    'sw',
    6,
    (c) => {
      const d = c.person('ke');
      const widow = c.person('ke');
      const [k1, k2, k3] = children(c, 'ke');
      const contact = c.person('ke');
      return `TANZIA
Familia ya marehemu Mzee ${P(nm(d, 'full'))} wa kijiji cha ${L(c.pick(KE_VILLAGES))}, kaunti ya ${L(c.pick(SW_COUNTIES))}, inatangaza kifo cha mpendwa wao kilichotokea tarehe ${c.int(1, 28)} katika ${O(c.pick(['Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Coast General Hospital', 'Aga Khan University Hospital']))}. Ameacha mjane ${P(nm(widow, 'gs'))} na watoto ${P(nm(k1, 'g'))}, ${P(nm(k2, 'g'))} na ${P(nm(k3, 'g'))}. Mazishi yatafanyika siku ya ${c.pick(SW_DAYS)} nyumbani kwake ${L(c.pick(SW_TOWNS))}. Kwa mawasiliano: ${P(nm(contact, 'gs'))}, 07${c.int(10, 99)} ${c.int(100000, 999999)}.`;
    },
    ['KE'],
  ),
  t(
    'news-sport',
    'ha',
    6,
    (c) => {
      const [c1, c2] = [c.pick(NPFL), c.pick(NPFL)];
      const sc = c.person('ha');
      const eq = c.person('ha');
      const coach = c.person('ha');
      return `Ƙungiyar ƙwallon ƙafa ta ${O(c1)} ta doke ${O(c2 === c1 ? 'Katsina United' : c2)} da ci 2-1 a birnin ${L(c.pick(w('Kano|Kaduna|Katsina|Bauchi|Sokoto|Gombe|Maiduguri|Zariya')))} ranar Lahadi. ${P(nm(sc, 'gs'))} ne ya fara zura ƙwallo a minti na ${c.int(5, 40)}, kafin ${P(nm(eq, 's'))} ya farke bayan hutun rabin lokaci. Kocin ƙungiyar, ${P(nm(coach, 'gs'))}, ya ce "'yan wasana sun yi ƙoƙari sosai." Magoya baya daga ${L(c.pick(HA_LGAS))} sun yi murna har dare.`;
    },
    ['NG'],
  ),
  t(
    'news-crime',
    'pcm',
    6,
    (c) => {
      const sp = c.person();
      const sus = c.person();
      const own = c.person(undefined, true);
      return `Police for ${c.L('region')} don arrest one man wey dem say im tiff motor for ${c.L('area')}. Police spokesperson, SP ${P(nm(sp, 'gs'))}, tok say dem catch ${P(nm(sus, 'gs'))} for ${c.L('city')} as im dey try sell di motor. Di owner, ${P(nm(own, 'full'))}, wey be trader for ${c.L('area')}, thank police. ${P(nm(sp, 's'))} say dem go carry ${P(nm(sus, 's'))} go court once investigation finish.`;
    },
    ['NG'],
  ),
  t(
    'news-politics',
    'zu',
    6,
    (c) => {
      const pr = c.person('zu');
      const sp = c.person('zu');
      const mp = c.person('zu');
      return `UNdunankulu wesifundazwe ${L('KwaZulu-Natal')}, ${P(nguni('u', nm(pr, 'gs')))}, uthe uhulumeni uzokwakha imitholampilo emisha ${L(c.pick(ZU_LOCATIVE))} ngonyaka ozayo. Ukhulume lokhu ngesikhathi evakashele abahlali ${L(c.pick(ZU_ASE))} ngoLwesithathu. Umkhulumeli we-${O(c.pick(['IFP', 'ANC', 'MK Party', 'DA']))}, ${P(nguni('u', nm(sp, 'gs')))}, uthe "Lokhu sekuyisikhathi eside kuthenjiswa." Kodwa ilungu lePhalamende ${P(nguni('u', nm(mp, 'full')))} lithe umsebenzi usuqalile.`;
    },
    ['ZA'],
  ),
  t(
    'news-sport',
    'yo',
    6,
    (c) => {
      const [c1, c2] = [c.pick(NPFL), c.pick(NPFL)];
      const sc = c.person('yo');
      const eq = c.person(c.pick(['yo', 'ig', 'ha'] as R4[]));
      const coach = c.person('yo');
      return `Ẹgbẹ́ agbábọ́ọ̀lù ${O(c1)} ti fi ami ayò méjì sí ọ̀kan lu ${O(c2 === c1 ? 'Sunshine Stars' : c2)} ní ìlú ${L(c.pick(YO_TOWNS))} lọ́jọ́ Àìkú. ${P(nm(sc, 'gs'))} ló kọ́kọ́ gbá bọ́ọ̀lù wọlé ní ìṣẹ́jú ${c.int(5, 40)}, kí ${P(nm(eq, 's'))} tó dá a padà. Akọ́nimọ̀ọ́gbá ẹgbẹ́ náà, ${P(nm(coach, 'gs'))}, sọ pé inú òun dùn sí bí àwọn agbábọ́ọ̀lù òun ṣe gbá. Àwọn olólùfẹ́ ẹgbẹ́ náà láti ${L(c.pick(YO_TOWNS))} jó títí di alẹ́.`;
    },
    ['NG'],
  ),
  t(
    'radio-notice',
    'sw',
    5,
    (c) => {
      const d = c.int(1, 14);
      return `TANGAZO: ${O('Wizara ya Afya')} inawakumbusha wananchi kuwachanja watoto walio chini ya miaka ${c.int(2, 9)}. Huduma ni bure katika vituo vyote vya afya kuanzia tarehe ${d} hadi ${d + c.int(3, 14)} mwezi huu. Kumbuka kunawa mikono kwa sabuni na maji safi.`;
    },
    ['KE'],
  ),
  t(
    'radio-notice',
    'ha',
    5,
    (c) => {
      const d = c.int(1, 28);
      return `SANARWA: ${O("Hukumar Zaɓe Mai Zaman Kanta ta Ƙasa")} ta tunatar da jama'a cewa za a rufe rajistar masu zaɓe ranar ${d} ga wata. A tabbatar an karɓi katin zaɓe kafin lokacin. Ku saurari shirinmu na gaba da ƙarfe ${c.int(2, 10)} na ${c.pick(['yamma', 'safe', 'dare'])}.`;
    },
    ['NG'],
  ),
  t(
    'radio-notice',
    'pcm',
    5,
    (c) => {
      const d = c.int(1, 14);
      return `ANNOUNCEMENT: Make una no forget say vaccination for pikin dey free for all health centre from ${d} to ${d + c.int(3, 14)} dis month. Carry your pikin go early, before ${c.int(8, 11)} o'clock. Wash hand with soap and clean water every time, na so we go take stay well.`;
    },
    ['NG'],
  ),
  t(
    'radio-notice',
    'yo',
    5,
    (c) => {
      const d = c.int(1, 14);
      return `ÌKÉDE: ${O('Ilé-iṣẹ́ Ètò Ìlera')} rọ àwọn òbí láti gbé àwọn ọmọ wọn lọ fún abẹ́rẹ́ àjẹsára láti ọjọ́ ${d} sí ọjọ́ ${d + c.int(3, 14)} oṣù yìí. Ọ̀fẹ́ ni. Ẹ máa fọ ọwọ́ yín pẹ̀lú ọṣẹ àti omi mímọ́ ní gbogbo ìgbà, kí ẹ sì máa ṣe ìtọ́jú ara ${c.pick(['yín', 'ẹbí yín', 'àwọn ọmọ yín'])}.`;
    },
    ['NG'],
  ),
  t(
    'radio-notice',
    'zu',
    5,
    (c) => {
      const d = c.int(1, 14);
      return `ISAZISO: ${O('UMnyango wezeMpilo')} ukhumbuza umphakathi ukuthi ugome izingane ezingaphansi kweminyaka engu-${c.int(2, 9)}. Lolu sizo lumahhala kuyo yonke imitholampilo kusukela zingu-${d} kuya ku-${d + c.int(3, 14)} kule nyanga. Gezani izandla ngensipho namanzi ahlanzekile.`;
    },
    ['ZA'],
  ),
];

/** Set 4: English web text, court and tribunal text, African-language news and radio, about a third each. */
export const HELDOUT4_NER_TEMPLATES: readonly Heldout4Template[] = [...WEB, ...COURT, ...NEWS];
