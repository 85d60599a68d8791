// Held-out set 1 of prose with gold person (PER) and place (LOC) spans, organisations (ORG) marked beside
// them: the project's first set of real-looking text to read the person and place detectors on (issue 13).
//
// Author: an engineer of the project (session s11-ner), writing as an independent author. Read: issue 13,
// bench/detect-accuracy-uner.ts (how UNER is scored and how an address is read as its named places),
// bench/special/generate.ts and slots.ts (the seeded template idea, not their data), the signature of
// `detect()`/`detectSpans()` and the HTTP contract, and the first 24 lines of one UNER dev file (its grain).
// NOT read: src/detect/ (tagger, features, refine and lexical rules), src/lexicon/ (name tables, gazetteer),
// src/places/, scripts/train-ner.ts, test/detect/, the README's detection-accuracy paragraphs, the rest of
// ../shared/data/uner-en-ewt. The detectors were never run on this set while it was written. Every name and
// place below is written here, from the author's own knowledge; no project table is imported. Every person
// is fictional (given names and surnames are combined at random).
//
// Grain (what is and is not a span):
// - PER: a person's name as written, given names, middle names, initials (`D.R. Smith`, `L.-E. Pettiti`),
//   particles that belong to the name (`van der Merwe`, `du Plessis`, `Al-Mansouri`) and a noun-class prefix
//   glued to the name in isiZulu (`uThandiwe`, `sikaThemba`: in isiZulu an entity is the whole word as written,
//   prefixes included, for PER and LOC alike: `eThekwini`, `aseGauteng`). NOT in the span: a leading
//   honorific or title (Mr, Mrs, Dr, Chief, Alhaji, Mallam, Judge, Lord Justice, Justice, Inspector, Pastor,
//   Ọ̀gbẹ́ni, Bwana, Malam), a trailing post-nominal (`, JSC`, `QC`), the possessive `'s`. A name in lower
//   case, a nickname or a surname alone on a later mention is still a PER span. A person's name inside an
//   organisation's or a place's name is not a PER span (`Obafemi Awolowo University` is ORG,
//   `Herbert Macaulay Way` is LOC).
// - LOC: a named place: country, region, state, province, county, city, town, village, neighbourhood, river,
//   and a named street as the street name (`Adeola Odeku Street`); in an address block each named part
//   (street name, area, city, region, country) is its own span, never the house number, unit, PO box or
//   postcode. `Lagos State`, `Kiambu County`, `Ashanti Region` are one span. NOT LOC: nationalities and
//   languages (`Nigerian`, `Swahili`), a place inside an organisation's name.
// - ORG: courts, companies, banks, schools, universities, hospitals, parties, ministries, churches, clubs,
//   named whole (`Szczecin Regional Court`, `High Court of Kenya`). Marked so that an organisation read as a
//   place (or a person) counts as a false alarm against LOC (or PER); ORG itself is not scored.
//
// This set is read ONCE by the lead (`npm run bench:ner-heldout`) on the rules and weights of that day; after
// that reading it becomes development data, and the next held-out set must be written afresh.

export type Jurisdiction = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';
export type Region = 'yo' | 'ig' | 'ha' | 'gh' | 'ke' | 'zu' | 'af' | 'uk' | 'eu' | 'asia' | 'me';
export type Lang = 'en' | 'pcm' | 'sw' | 'yo' | 'ha' | 'zu';

export const GIVEN: Record<Region, readonly string[]> = {
  yo: ['Adébáyọ̀', 'Ìbíjọkẹ̀', 'Olúwaṣeun', 'Ọláwálé', 'Fúnmiláyọ̀', 'Tèmítọ́pẹ́', 'Adéwálé', 'Kẹ́hìndé', 'Táíwò', 'Bọ́lá', 'Yétúndé', 'Ayọ̀dèjì', 'Oluwatoyin', 'Folake', 'Olamide', 'Babatunde', 'Damilola', 'Kunle', 'Abiodun', 'Titilayo', 'Segun', 'Bukola', 'Gbenga', 'Morenike', 'Femi', 'Ronke'],
  ig: ['Chinonso', 'Chiamaka', 'Obinna', 'Nkechi', 'Ifeoma', 'Uchenna', 'Ikechukwu', 'Amarachi', 'Chidiebere', 'Ebuka', 'Ngozi', 'Kelechi', 'Somtochukwu', 'Nnamdi', 'Adaobi', 'Chukwuemeka', 'Oluchi', 'Ogechi', 'Ifeanyi', 'Chisom', 'Nneka', 'Tochukwu'],
  ha: ['Abdurrazak', 'Aminu', 'Zainab', 'Hauwa', 'Musa', 'Bashir', "Rabi'u", 'Ɗahiru', 'Hadiza', 'Usman', 'Fatima', "Sa'adatu", 'Yusuf', 'Aisha', 'Garba', 'Ɗanladi', 'Nafisa', 'Kabiru', 'Maryam', 'Idris', 'Balaraba', 'Sani'],
  gh: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Abena', 'Kwabena', 'Efua', 'Kojo', 'Adwoa', 'Kwaku', 'Afua', 'Yaa', 'Esi', 'Kwesi', 'Ekow', 'Araba', 'Selorm', 'Edem', 'Dzifa', 'Mawuli', 'Naa Adjeley', 'Fiifi', 'Akua'],
  ke: ['Wanjiru', 'Otieno', 'Achieng', 'Kiprono', 'Njeri', 'Mwangi', 'Akinyi', 'Chebet', 'Wafula', 'Nekesa', 'Muthoni', 'Baraka', 'Zawadi', 'Nyambura', 'Kipchumba', 'Auma', 'Omondi', 'Jeptoo', 'Wairimu', 'Makena', 'Kibet', 'Halima', 'Wekesa', 'Moraa'],
  zu: ['Thandiwe', 'Sipho', 'Lerato', 'Thabo', 'Nomvula', 'Bongani', 'Zanele', 'Ayanda', 'Lwazi', 'Nokuthula', 'Mpho', 'Kagiso', 'Palesa', 'Siyabonga', 'Nandi', 'Themba', 'Zodwa', 'Sibusiso', 'Lindiwe', 'Andile', 'Xolani', 'Nosipho', 'Mandla', 'Ntombizodwa'],
  af: ['Pieter', 'Johan', 'Annelie', 'Riaan', 'Marietjie', 'Hendrik', 'Elmarie', 'Francois', 'Charlize', 'Wessel', 'Anri', 'Gerrit'],
  uk: ['Oliver', 'Charlotte', 'Gareth', 'Siobhan', 'Eilidh', 'Hamish', 'Niamh', 'Rhiannon', 'Callum', 'Imogen', 'Bethan', 'Alistair', 'Harriet', 'Declan', 'Morag', 'Tobias', 'Priya', 'Rajesh', 'Amira', 'Graham', 'Fiona', 'Nigel', 'Gwen', 'Saoirse', 'Ruairí', 'Lowri'],
  eu: ['Agnieszka', 'Łukasz', 'Małgorzata', 'Jürgen', 'Anneliese', 'François', 'Hélène', 'Giuseppe', 'Chiara', 'Íñigo', 'Begoña', 'Joaquim', 'Søren', 'Åsa', 'Björn', 'Eleni', 'Dimitrios', 'Zoltán', 'Krisztina', 'Sanne', 'Ilse', 'Mehmet', 'Ayşe', 'Tomás', 'Miroslav', 'Jiří', 'Zbigniew', 'Maëlle', 'Grzegorz', 'Dorota', 'Louis-Edmond', 'Jean-Pierre', 'Marie-Claire', 'Hans-Peter', 'Anna-Maria'],
  asia: ['Arjun', 'Ananya', 'Rahul', 'Deepika', 'Sanjay', 'Kavya', 'Hiroshi', 'Yuki', 'Haruto', 'Sakura', 'Wei', 'Xiaoming', 'Jing', 'Minh', 'Linh', 'Seo-yeon', 'Ji-ho', 'Anjali', 'Vikram', 'Mei Ling'],
  me: ['Omar', 'Layla', 'Yousef', 'Fatemeh', 'Reza', 'Noor', 'Khalid', 'Mariam', 'Hassan', 'Samira', 'Tariq', 'Dalia', 'Karim', 'Shirin', 'Farid', 'Rania', 'Abdurrahman', 'Leila'],
};

export const SURNAME: Record<Region, readonly string[]> = {
  yo: ['Ògúnlékè', 'Adéyẹmí', 'Ọlágúnjú', 'Àjàyí', 'Oyelaran', 'Adeniran', 'Ogunbiyi', 'Afolabi', 'Bamidele', 'Olatunji', 'Adesanya', 'Ilori', 'Fasanmi', 'Akinyemi', 'Ojo', 'Oduya', 'Ekundayo', 'Ayinde', 'Makinde', 'Adegoke', 'Olábísí', 'Fáṣọlá'],
  ig: ['Okeke', 'Nwachukwu', 'Eze', 'Okafor', 'Obi', 'Nwosu', 'Anyanwu', 'Chukwu', 'Ibe', 'Okoro', 'Ugwu', 'Nwankwo', 'Onuoha', 'Madu', 'Ezeji', 'Uzor', 'Agbo', 'Nwafor', 'Ezenwa', 'Obiora', 'Iwuchukwu'],
  ha: ['Ɗanjuma', 'Bello', 'Abubakar', 'Lawal', 'Sani', 'Ibrahim', 'Shehu', 'Yakubu', 'Gambo', 'Tanko', 'Ɗahiru', 'Mohammed', 'Aliyu', 'Usman', 'Kabir', 'Bala', 'Jibril', "Sa'idu", 'Garba', 'Inuwa'],
  gh: ['Mensah', 'Asante', 'Owusu', 'Boateng', 'Appiah', 'Agyeman', 'Ofori', 'Antwi', 'Quaye', 'Ampofo', 'Acheampong', 'Adjei', 'Darko', 'Tetteh', 'Amoah', 'Kumi', 'Nkansah', 'Ocansey', 'Awuni', 'Dzomeku', 'Agbenyega', 'Sarpong', 'Frimpong'],
  ke: ['Kamau', 'Ochieng', 'Odhiambo', 'Cheruiyot', 'Njoroge', 'Wambui', 'Mutua', 'Kariuki', 'Onyango', 'Kiptoo', 'Wekesa', 'Barasa', 'Maina', 'Owino', 'Langat', 'Rotich', 'Nyaga', 'Githinji', 'Mwende', 'Okoth', 'Kemboi', 'Wanyama', 'Chepkoech'],
  zu: ['Mkhize', 'Ngcobo', 'Dlamini', 'Nkosi', 'Zulu', 'Khumalo', 'Ndlovu', 'Mthembu', 'Mokoena', 'Molefe', 'Sithole', 'Radebe', 'Mahlangu', 'Buthelezi', 'Mabuza', 'Xaba', 'Gumede', 'Ntuli', 'Majola', 'Shabalala', 'Cele', 'Mdletshe'],
  af: ['van der Merwe', 'Botha', 'du Plessis', 'le Roux', 'Pretorius', 'Venter', 'van Wyk', 'Coetzee', 'Steyn', 'Nel', 'de Villiers', 'Oosthuizen', 'Fourie', 'van Zyl'],
  uk: ['Thompson', 'Whitfield', 'Davies', 'MacLeod', 'Hughes', "O'Sullivan", 'Fitzgerald', 'Pennington', 'Ashworth', 'Llewellyn', 'McAllister', 'Barraclough', 'Featherstone', 'Patel', 'Sinclair', 'Fairbairn', 'Holloway', 'Marsh', 'Whitlock', 'Entwistle', 'Ó Briain', 'Cadwaladr', 'Sutcliffe', 'Okonjo-Harris', 'Greenhalgh'],
  eu: ['Jagiełło', 'Wiśniewski', 'Kowalczyk', 'Müller', 'Schäfer', 'Groß', 'Dubois', 'Lefèvre', 'Moreau', 'Bianchi', 'Esposito', 'Fernández', 'Muñoz', 'Gonçalves', 'Jørgensen', 'Lindqvist', 'Papadopoulos', 'Nagy', 'Horváth', 'van den Berg', 'de Vries', 'Janssens', 'İnan', 'Öztürk', 'Yılmaz', 'Dvořák', 'Novotný', 'Pettiti', 'Szymańska', 'Lévy', 'Ramírez de Arellano'],
  asia: ['Sharma', 'Iyer', 'Gupta', 'Reddy', 'Banerjee', 'Nair', 'Tanaka', 'Watanabe', 'Suzuki', 'Chen', 'Wang', 'Zhang', 'Liu', 'Nguyễn', 'Trần', 'Phạm', 'Kim', 'Park', 'Choi', 'Chatterjee'],
  me: ['Al-Mansouri', 'Haddad', 'Khoury', 'Rahimi', 'Hosseini', 'Nasser', 'El-Sayed', 'Barakat', 'Saleh', 'Farouk', 'Tehrani', 'Aziz', 'Mahmoud', 'Qureshi', 'Karimi', 'Al-Hashimi', 'bin Rashid'],
};

/** Given names that are also ordinary English words or places: the hard cases of the set. */
export const WORD_NAMES: readonly string[] = ['Hope', 'Faith', 'Blessing', 'Gift', 'Grace', 'Precious', 'Sunday', 'Rose', 'Mark', 'Bill', 'Godswill', 'Patience', 'Favour', 'Comfort', 'Florence', 'Kenya', 'Memory', 'Innocent', 'Lucky', 'Goodluck', 'Prosper', 'Charity', 'Justice', 'Victory', 'Friday', 'Happiness', 'Miracle', 'Peace'];

/** Which regions the people of a text of each jurisdiction mostly come from. */
export const REGIONS_OF: Record<Jurisdiction, readonly Region[]> = {
  NG: ['yo', 'ig', 'ha', 'yo', 'ig', 'ha', 'uk', 'me'],
  KE: ['ke', 'ke', 'ke', 'ke', 'me', 'asia', 'uk'],
  GH: ['gh', 'gh', 'gh', 'gh', 'ha', 'uk', 'me'],
  ZA: ['zu', 'zu', 'zu', 'af', 'af', 'asia', 'uk'],
  GB: ['uk', 'uk', 'uk', 'uk', 'asia', 'eu', 'ig', 'me'],
  EU: ['eu', 'eu', 'eu', 'eu', 'eu', 'me', 'asia', 'uk'],
};

export interface Places {
  country: string;
  city: readonly string[];
  area: readonly string[];
  region: readonly string[];
  village: readonly string[];
  river: readonly string[];
  street: readonly string[];
  court: readonly string[];
  hospital: readonly string[];
  school: readonly string[];
  company: readonly string[];
  party: readonly string[];
}

export const PLACES: Record<Jurisdiction, Places> = {
  NG: {
    country: 'Nigeria',
    city: ['Lagos', 'Ibadan', 'Kano', 'Enugu', 'Port Harcourt', 'Abeokuta', 'Ilorin', 'Onitsha', 'Kaduna', 'Jos', 'Owerri', 'Sokoto', 'Calabar', 'Ilé-Ifẹ̀', 'Ọ̀yọ́', 'Zaria', 'Makurdi', 'Maiduguri', 'Abakaliki', 'Osogbo', 'Abuja', 'Benin City', 'Warri'],
    area: ['Ikeja', 'Surulere', 'Yaba', 'Ajegunle', 'Mushin', 'Nsukka', 'Ikorodu', 'Agege', 'Ogbomoso', 'Oshodi', 'Lekki', 'Sabon Gari', 'Garki', 'Wuse', 'Bodija', 'Rumuokoro'],
    region: ['Lagos State', 'Oyo State', 'Kano State', 'Rivers State', 'Anambra State', 'Delta State', 'Borno State', 'Ogun State', 'Enugu State', 'Kaduna State', 'Plateau State', 'Imo State'],
    village: ['Ihiala', 'Ogidi', 'Igbo-Ora', 'Abraka', 'Ikot Ekpene', 'Ìlọ̀rà', 'Dambatta', 'Umuahia', 'Oke-Ako', 'Gwarzo'],
    river: ['River Niger', 'River Benue', 'Ogun River', 'Osun River'],
    street: ['Adeola Odeku Street', 'Awolowo Road', 'Herbert Macaulay Way', 'Allen Avenue', 'Bode Thomas Street', 'Broad Street', 'Ahmadu Bello Way', 'Ogui Road', 'Aba Road', 'Ring Road'],
    court: ['High Court of Lagos State', 'Federal High Court', 'Court of Appeal', 'Supreme Court of Nigeria', 'National Industrial Court', 'Kano State High Court', 'Customary Court of Appeal'],
    hospital: ['Lagos University Teaching Hospital', 'University College Hospital', 'Aminu Kano Teaching Hospital', 'Federal Medical Centre', 'National Hospital Abuja', 'Reddington Hospital'],
    school: ['Obafemi Awolowo University', 'University of Ibadan', 'Ahmadu Bello University', 'Nnamdi Azikiwe University', "Queen's College", 'University of Nigeria', 'Yaba College of Technology', 'Federal Government College'],
    company: ['Dangote Cement', 'MTN Nigeria', 'Access Bank', 'Zenith Bank', 'First Bank', 'Nigerian Breweries', 'Guaranty Trust Bank', 'Okonkwo & Sons Ltd', 'NNPC'],
    party: ['All Progressives Congress', 'Peoples Democratic Party', 'Labour Party', 'APC', 'PDP'],
  },
  KE: {
    country: 'Kenya',
    city: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Nyeri', 'Machakos', 'Kakamega', 'Garissa', 'Malindi', 'Kitale', 'Naivasha', 'Meru', 'Kericho', 'Lamu', 'Embu', 'Bungoma'],
    area: ['Kibera', 'Westlands', 'Eastleigh', 'Karen', 'Kilimani', 'Kawangware', 'Githurai', 'Kasarani', 'Mathare', 'Ruaka', 'Kileleshwa', 'Nyali'],
    region: ['Kiambu County', 'Kisii County', 'Turkana County', 'Nakuru County', 'Machakos County', 'Kilifi County', 'Uasin Gishu', 'Rift Valley', 'Nyanza', 'Kajiado County'],
    village: ['Kapsabet', 'Othaya', 'Bondo', 'Kangundo', 'Siaya', 'Iten', 'Kapenguria', 'Mwingi', 'Ugunja', 'Ol Kalou'],
    river: ['Tana River', 'Athi River', 'Nairobi River', 'Mara River'],
    street: ['Moi Avenue', 'Kenyatta Avenue', 'Ngong Road', 'Tom Mboya Street', 'Biashara Street', 'Haile Selassie Avenue', 'Waiyaki Way', 'Kimathi Street', 'Luthuli Avenue'],
    court: ['High Court of Kenya', 'Court of Appeal', 'Supreme Court of Kenya', 'Employment and Labour Relations Court', 'Environment and Land Court', "Milimani Chief Magistrate's Court"],
    hospital: ['Kenyatta National Hospital', 'Moi Teaching and Referral Hospital', 'Aga Khan University Hospital', 'Mama Lucy Kibaki Hospital', 'Coast General Hospital', 'Nairobi Hospital'],
    school: ['University of Nairobi', 'Jomo Kenyatta University of Agriculture and Technology', 'Kenyatta University', 'Alliance High School', 'Moi University', 'Strathmore University', 'Maseno University'],
    company: ['Safaricom', 'Equity Bank', 'Kenya Power', 'KCB Bank', 'Nation Media Group', 'Bidco Africa', 'Kamau Hardware Ltd', 'Kenya Airways'],
    party: ['Orange Democratic Movement', 'United Democratic Alliance', 'Jubilee Party', 'ODM', 'UDA'],
  },
  GH: {
    country: 'Ghana',
    city: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Sunyani', 'Ho', 'Koforidua', 'Tema', 'Bolgatanga', 'Obuasi', 'Wa', 'Winneba', 'Techiman', 'Nkawkaw', 'Sekondi'],
    area: ['Osu', 'Madina', 'Nima', 'Kaneshie', 'Dansoman', 'East Legon', 'Adabraka', 'Teshie', 'Labadi', 'Kasoa', 'Asokwa', 'Bantama'],
    region: ['Ashanti Region', 'Volta Region', 'Northern Region', 'Greater Accra', 'Central Region', 'Western Region', 'Eastern Region', 'Upper East Region', 'Bono Region'],
    village: ['Akropong', 'Anloga', 'Bawku', 'Akatsi', 'Nsawam', 'Aburi', 'Kintampo', 'Bimbilla', 'Elmina', 'Keta'],
    river: ['Volta River', 'Pra River', 'Densu River', 'Ankobra River'],
    street: ['Oxford Street', 'Ring Road Central', 'Liberation Road', 'Kwame Nkrumah Avenue', 'Independence Avenue', 'Spintex Road', 'Lagos Avenue', 'Harper Road'],
    court: ['High Court', 'Supreme Court of Ghana', 'Court of Appeal', 'Commercial Division of the High Court', 'Circuit Court', "District Magistrate's Court"],
    hospital: ['Korle Bu Teaching Hospital', 'Komfo Anokye Teaching Hospital', 'Ridge Hospital', '37 Military Hospital', 'Tamale Teaching Hospital', 'Cape Coast Teaching Hospital'],
    school: ['University of Ghana', 'Kwame Nkrumah University of Science and Technology', 'Achimota School', 'Mfantsipim School', 'University of Cape Coast', 'Wesley Girls High School', 'Ashesi University'],
    company: ['Ghana Water Company', 'Ecobank Ghana', 'GCB Bank', 'MTN Ghana', 'Cocoa Processing Company', 'Mensah Motors Ltd', 'Ghana Cocoa Board'],
    party: ['New Patriotic Party', 'National Democratic Congress', 'Convention People’s Party', 'NPP', 'NDC'],
  },
  ZA: {
    country: 'South Africa',
    city: ['Johannesburg', 'Durban', 'Cape Town', 'Pretoria', 'Soweto', 'Gqeberha', 'Bloemfontein', 'Polokwane', 'Mthatha', 'Pietermaritzburg', 'East London', 'Mbombela', 'Kimberley', 'Stellenbosch', 'Rustenburg', 'eThekwini'],
    area: ['Umlazi', 'Khayelitsha', 'Mitchells Plain', 'Tembisa', 'Alexandra', 'Sandton', 'Hillbrow', 'Gugulethu', 'KwaMashu', 'Mamelodi', 'Soshanguve', 'Sea Point'],
    region: ['Gauteng', 'KwaZulu-Natal', 'Eastern Cape', 'Limpopo', 'Western Cape', 'Free State', 'Mpumalanga', 'North West', 'Northern Cape'],
    village: ['Nkandla', 'Qunu', 'Ixopo', 'Bergville', 'Tsolo', 'Msinga', 'Giyani', 'Lusikisiki', 'Nongoma', 'Clarens'],
    river: ['Vaal River', 'Orange River', 'uMngeni River', 'Tugela River', 'Limpopo River'],
    street: ['Vilakazi Street', 'Long Street', 'Jan Smuts Avenue', 'Anton Lembede Street', 'Commissioner Street', 'Church Street', 'Florida Road', 'Voortrekker Road'],
    court: ['Constitutional Court', 'Supreme Court of Appeal', 'Gauteng Division of the High Court', 'Western Cape High Court', 'Labour Court', 'KwaZulu-Natal High Court', 'Equality Court'],
    hospital: ['Chris Hani Baragwanath Hospital', 'Groote Schuur Hospital', 'Inkosi Albert Luthuli Central Hospital', 'Charlotte Maxeke Hospital', 'Tygerberg Hospital', 'Steve Biko Academic Hospital'],
    school: ['University of the Witwatersrand', 'Nelson Mandela University', 'University of Cape Town', 'Stellenbosch University', 'University of KwaZulu-Natal', 'Walter Sisulu University', 'Tshwane University of Technology'],
    company: ['Eskom', 'Shoprite', 'Pick n Pay', 'Vodacom', 'Sasol', 'Standard Bank', 'Capitec', 'Mkhize Logistics (Pty) Ltd', 'Transnet'],
    party: ['African National Congress', 'Democratic Alliance', 'Economic Freedom Fighters', 'Inkatha Freedom Party', 'ANC', 'EFF'],
  },
  GB: {
    country: 'United Kingdom',
    city: ['Manchester', 'Leeds', 'Bristol', 'Cardiff', 'Glasgow', 'Belfast', 'Sheffield', 'Norwich', 'Swansea', 'Aberdeen', 'Leicester', 'Wolverhampton', 'Stoke-on-Trent', 'Milton Keynes', 'Bradford', 'Inverness', 'Derry', 'Plymouth'],
    area: ['Croydon', 'Brixton', 'Peckham', 'Salford', 'Moss Side', 'Toxteth', 'Handsworth', 'Tottenham', 'Splott', 'Govan', 'Hackney', 'Lewisham'],
    region: ['Kent', 'Yorkshire', 'Cornwall', 'Lancashire', 'Merseyside', 'West Midlands', 'Essex', 'Highlands', 'Gwynedd', 'County Antrim', 'Scotland', 'Wales', 'England'],
    village: ['Little Snoring', 'Grantchester', 'Much Wenlock', 'Llanfair', 'Tobermory', 'Ambleside', 'Burford', 'Portmeirion', 'Hay-on-Wye', 'Mousehole'],
    river: ['River Thames', 'River Mersey', 'River Tyne', 'River Severn', 'River Clyde', 'River Wear'],
    street: ['Deansgate', 'Whitechapel Road', 'Princes Street', 'Coldharbour Lane', 'Kingsway', 'Oxford Road', 'Bold Street', 'Queen Street', 'Mill Lane', 'Station Road'],
    court: ['Court of Appeal (Civil Division)', "King's Bench Division", 'Crown Court at Southwark', 'Employment Appeal Tribunal', 'Family Court', 'Upper Tribunal', 'Supreme Court'],
    hospital: ["St Thomas' Hospital", 'Manchester Royal Infirmary', "Great Ormond Street Hospital", 'Royal Victoria Hospital', 'Queen Elizabeth Hospital', 'Leeds General Infirmary'],
    school: ['University of Leeds', "King's College London", 'Manchester Metropolitan University', 'Cardiff University', 'Bishop Vesey Grammar School', 'University of Glasgow', 'Open University'],
    company: ['Tesco', "Sainsbury's", 'Barclays', 'Royal Mail', 'British Gas', 'Network Rail', 'Whitfield & Marsh Solicitors', 'Greggs'],
    party: ['Labour Party', 'Conservative Party', 'Liberal Democrats', 'Plaid Cymru', 'Scottish National Party', 'SNP'],
  },
  EU: {
    country: 'Poland',
    city: ['Szczecin', 'Kraków', 'Gdańsk', 'Łódź', 'Köln', 'München', 'Düsseldorf', 'Lyon', 'Marseille', 'Toulouse', 'Milano', 'Napoli', 'Bologna', 'Sevilla', 'Zaragoza', 'Bilbao', 'Porto', 'Coimbra', 'Rotterdam', 'Utrecht', 'Gent', 'Antwerpen', 'Göteborg', 'Malmö', 'Brno', 'Debrecen', 'Thessaloniki', 'Strasbourg', 'Vienna', 'Warsaw'],
    area: ['Kreuzberg', 'Praga-Północ', 'Montmartre', 'Trastevere', 'Lavapiés', 'Molenbeek', 'Schaerbeek', 'Nowa Huta', 'Vauban', 'Rosengård'],
    region: ['Bavaria', 'Andalusia', 'Lombardy', 'Silesia', 'Brittany', 'Flanders', 'Catalonia', 'Tuscany', 'Pomerania', 'Saxony', 'Alsace'],
    village: ['Zakopane', 'Hallstatt', 'Giethoorn', 'Èze', 'Ronda', 'Oia', 'Świeradów-Zdrój', 'Bled'],
    river: ['Danube', 'Rhine', 'Vistula', 'Oder', 'Loire', 'Elbe', 'Tagus'],
    street: ['Kurfürstendamm', 'Rue de Rivoli', 'Via del Corso', 'Nowy Świat', 'Gran Vía', 'Karl-Marx-Allee', 'Damrak', 'Ulica Piotrkowska'],
    court: ['European Court of Human Rights', 'Szczecin Regional Court', 'Supreme Administrative Court', 'Kraków District Court', 'Court of Justice of the European Union', 'Federal Constitutional Court', 'Gdańsk Court of Appeal', 'Conseil d’État'],
    hospital: ['Charité', 'Hôpital Necker', 'Jagiellonian University Hospital', 'Karolinska University Hospital', 'Policlinico Gemelli', 'Hospital Clínic'],
    school: ['Jagiellonian University', 'Sorbonne University', 'University of Bologna', 'Ludwig Maximilian University', 'KU Leuven', 'Erasmus University Rotterdam', 'Charles University'],
    company: ['Siemens', 'Unilever', 'Carrefour', 'Orlen', 'Volkswagen', 'Allegro', 'Müller & Schäfer GmbH', 'Philips', 'Ryanair'],
    party: ['Civic Platform', 'Law and Justice', 'Social Democratic Party', 'Les Républicains', 'Partido Popular', 'Greens'],
  },
};

/** Countries and cities beyond the six jurisdictions (people travel, emigrate, are born abroad). */
export const ABROAD: readonly string[] = ['Uganda', 'Tanzania', 'Cameroon', 'Benin', 'Togo', 'Niger', 'Senegal', 'Zimbabwe', 'Botswana', 'Lesotho', 'Dubai', 'India', 'China', 'Canada', 'United States', 'Ireland', 'Egypt', 'Lebanon', 'Qatar', 'Ethiopia', 'Malawi', 'Rwanda', 'Côte d’Ivoire', 'Mali', 'Brazil', 'Australia', 'Turkey', 'Germany', 'France', 'Italy', 'Spain', 'Netherlands', 'Kampala', 'Dar es Salaam', 'Addis Ababa', 'Harare', 'Lomé', 'Cotonou', 'Toronto', 'Houston', 'London', 'Paris', 'Amsterdam', 'Beirut', 'Doha', 'Mumbai', 'Guangzhou'];

/** Organisations named after people (ORG, never PER) and places named after people (LOC, never PER). */
export const ORG_AFTER_PERSON: readonly string[] = ['Obafemi Awolowo University', 'Nnamdi Azikiwe University', 'Ahmadu Bello University', 'Aminu Kano Teaching Hospital', 'Kwame Nkrumah University of Science and Technology', 'Jomo Kenyatta University of Agriculture and Technology', 'Chris Hani Baragwanath Hospital', 'Nelson Mandela University', 'Steve Biko Academic Hospital', 'Walter Sisulu University', 'Charlotte Maxeke Hospital', 'Mama Lucy Kibaki Hospital', 'Dangote Cement'];
export const LOC_AFTER_PERSON: readonly string[] = ['Herbert Macaulay Way', 'Adeola Odeku Street', 'Ahmadu Bello Way', 'Tom Mboya Street', 'Kenyatta Avenue', 'Moi Avenue', 'Kwame Nkrumah Avenue', 'Jan Smuts Avenue', 'Anton Lembede Street', 'Vilakazi Street', 'Port Harcourt', 'Pietermaritzburg', 'Luthuli Avenue', 'Haile Selassie Avenue'];

export const COUNTRIES: readonly string[] = ['Nigeria', 'Kenya', 'Ghana', 'South Africa', 'United Kingdom', 'Poland', 'Germany', 'France', 'Italy', 'Spain', 'Portugal', 'Netherlands', 'Belgium', 'Sweden', 'Czech Republic', 'Hungary', 'Greece', 'Uganda', 'Tanzania', 'Zimbabwe', 'Ireland'];

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** What a template is given: the text's jurisdiction, a seeded picker and marked slot values. */
export interface Ctx {
  j: Jurisdiction;
  pl: Places;
  pick<T>(xs: readonly T[]): T;
  int(lo: number, hi: number): number;
  /** A new person of the jurisdiction's regions (or of `region`), distinct within the text. */
  person(region?: Region, wordName?: boolean): Person;
  /** A marked place of the text's jurisdiction (or of `j`). */
  L(kind: 'city' | 'area' | 'region' | 'village' | 'river' | 'street', j?: Jurisdiction): string;
  /** The same unmarked. */
  raw(kind: 'city' | 'area' | 'region' | 'village' | 'river' | 'street', j?: Jurisdiction): string;
  O(kind: 'court' | 'hospital' | 'school' | 'company' | 'party', j?: Jurisdiction): string;
  date(): string;
}

export interface Person {
  given: string;
  middle: string;
  surname: string;
}

export const PER = (s: string): string => `[[PER:${s}]]`;
export const LOC = (s: string): string => `[[LOC:${s}]]`;
export const ORG = (s: string): string => `[[ORG:${s}]]`;

const initial = (n: string): string =>
  n
    .split(/([- ])/)
    .map((w) => (w === '-' ? '-' : w === ' ' ? '' : `${w[0]!.toUpperCase()}.`))
    .join('');

/** The ways a name is written: each returns the marked name. */
export const N = {
  full: (p: Person) => PER(`${p.given} ${p.surname}`),
  mid: (p: Person) => PER(p.middle ? `${p.given} ${p.middle} ${p.surname}` : `${p.given} ${p.surname}`),
  given: (p: Person) => PER(p.given),
  sur: (p: Person) => PER(p.surname),
  init: (p: Person) => PER(`${initial(p.given)}${p.middle ? initial(p.middle) : ''} ${p.surname}`),
  caps: (p: Person) => PER(`${p.given} ${p.surname}`.toUpperCase()),
  surFirst: (p: Person) => PER(`${p.surname.toUpperCase()}, ${p.given}`),
  lower: (p: Person) => PER(`${p.given}`.toLowerCase()),
  lowerFull: (p: Person) => PER(`${p.given} ${p.surname}`.toLowerCase()),
  /** Surname alone, capitalised as at the start of a sentence (`Van der Merwe said`). */
  Sur: (p: Person) => PER(p.surname[0]!.toUpperCase() + p.surname.slice(1)),
};

/** The surname of a person as it stands first in a sentence, unmarked (for possessives). */
export const cap = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export type Genre =
  | 'judgment-en'
  | 'judgment-echr'
  | 'case-note'
  | 'police-statement'
  | 'news-en'
  | 'news-pcm'
  | 'news-sw'
  | 'news-yo'
  | 'news-ha'
  | 'news-zu'
  | 'email'
  | 'chat'
  | 'forum'
  | 'review'
  | 'cv'
  | 'notice'
  | 'letter'
  | 'list';

export interface NerTemplate {
  genre: Genre;
  lang: Lang;
  /** How many texts this template gives (filled with fresh slot values each time). */
  fills: number;
  /** The jurisdictions its texts belong to, in turn (a Kenyan judgment is a KE text); all six when absent. */
  js?: readonly Jurisdiction[];
  make(c: Ctx): string;
}

const T = (genre: Genre, lang: Lang, fills: number, make: (c: Ctx) => string, js?: readonly Jurisdiction[]): NerTemplate =>
  js ? { genre, lang, fills, js, make } : { genre, lang, fills, make };
const AFRICA: readonly Jurisdiction[] = ['NG', 'KE', 'GH', 'ZA'];

export const HELDOUT1_NER_TEMPLATES: readonly NerTemplate[] = [
  // ---------- court judgments, English-language courts of the five common-law jurisdictions ----------
  T('judgment-en', 'en', 7, (c) => {
    const a = c.person();
    const r = c.person();
    const jd = c.person();
    return `IN THE ${c.O('court')}\nHOLDEN AT ${c.L('city').toUpperCase()}\nSuit No. ${c.pick(['HCT', 'FHC', 'HC', 'CA'])}/${c.int(10, 999)}/${c.int(2015, 2024)}\n\nBETWEEN\n${N.caps(a)} ............ CLAIMANT\nAND\n${N.caps(r)} ............ DEFENDANT\n\nJUDGMENT\n\nThe claimant, ${c.pick(['Mr', 'Mrs', 'Chief', 'Dr'])} ${N.init(a)}, seeks a declaration that the land at ${c.L('village')} in ${c.L('region')} belongs to his family. ${N.Sur(r)} denies this. Having heard both parties, I find for the claimant.\n\nDelivered this ${c.int(1, 28)}th day of ${c.pick(MONTHS)} ${c.int(2016, 2024)}.\nHon. Justice ${N.init(jd)}\nJudge`;
  }, ['NG', 'GH']),
  T('judgment-en', 'en', 7, (c) => {
    const a = c.person();
    const w = c.person();
    const b = c.person();
    return `${c.pick(['Lord Justice', 'Mr Justice', 'Mrs Justice'])} ${N.sur(b)}:\n1. This is an appeal from the decision of ${c.pick(['HHJ', 'District Judge', 'Judge'])} ${N.sur(w)} sitting in the County Court at ${c.L('city', 'GB')}. The appellant, ${N.full(a)}, was employed by ${c.O('company', 'GB')} at its depot in ${c.L('area', 'GB')} until ${c.date()}.\n2. ${N.Sur(a)}'s case is that she was dismissed for raising concerns. The judge rejected it. For the reasons below I would allow the appeal.`;
  }, ['GB']),
  T('judgment-en', 'en', 7, (c) => {
    const p1 = c.person();
    const p2 = c.person();
    const jd = c.person();
    return `REPUBLIC OF KENYA\nIN THE ${c.O('court', 'KE').toUpperCase()} AT ${c.L('city', 'KE').toUpperCase()}\nCRIMINAL APPEAL NO. ${c.int(10, 300)} OF ${c.int(2015, 2023)}\n${N.caps(p1)} alias ${PER(c.pick(['Kaka', 'Toto', 'Jose', 'Kobe', 'Shiko']))}..........APPELLANT\nVERSUS\nREPUBLIC..........RESPONDENT\n\n1. The appellant was charged with robbery with violence. It was alleged that on ${c.date()} at ${c.L('village', 'KE')} in ${c.L('region', 'KE')}, jointly with others not before court, he robbed ${N.full(p2)} of a mobile phone. PW1, ${N.sur(p2)}, testified that she recognised him by torchlight.\n2. Judgment read by ${N.init(jd)}, J.`;
  }, ['KE']),
  T('judgment-en', 'en', 7, (c) => {
    const app = c.person();
    const resp = c.person();
    const jd = c.person();
    const jd2 = c.person();
    return `${c.O('court', 'ZA')}\nCase no: ${c.int(1000, 9999)}/${c.int(2016, 2024)}\nIn the matter between:\n${N.caps(app)} Applicant\nand\n${c.O('company', 'ZA')} First Respondent\n${N.caps(resp)} Second Respondent\n\n[1] The applicant, who lives in ${c.L('area', 'ZA')}, ${c.L('city', 'ZA')}, seeks the review of a decision taken by the second respondent. Mr ${N.Sur(resp)}, a manager at the company's ${c.L('city', 'ZA')} branch, opposes the application.\n[2] ${c.pick(['Counsel for the applicant', 'Ms', 'Adv.'])} ${N.full(jd2)} argued that the decision was irrational.\n${N.caps(jd)} J`;
  }, ['ZA']),
  T('judgment-en', 'en', 7, (c) => {
    const j1 = c.person('yo');
    const j2 = c.person('ha');
    const j3 = c.person('ig');
    const app = c.person();
    return `The lead judgment in this appeal was delivered by my learned brother, ${N.init(j1)}, JSC. I agree with it. The appellant, ${c.pick(['Alhaji', 'Chief', 'Mr', 'Engr.'])} ${N.mid(app)}, had sued in the ${c.O('court', 'NG')} sitting at ${c.L('city', 'NG')} over a plot on ${c.L('street', 'NG')}. ${c.pick(['Justice', 'Hon. Justice'])} ${N.init(j2)} and ${N.init(j3)}, JJ.C.A., dismissed his appeal. I too dismiss this appeal.`;
  }, ['NG']),
  T('judgment-echr', 'en', 7, (c) => {
    const ap = c.person('eu');
    const ag = c.person('eu');
    const lw = c.person('eu');
    return `CASE OF ${N.surFirst(ap).replace(/, .*\]\]/, ']]')} v. ${c.pick(COUNTRIES.slice(5)).toUpperCase().replace(/^/, '[[LOC:').replace(/$/, ']]')}\n(Application no. ${c.int(10000, 79999)}/${c.int(10, 22).toString().padStart(2, '0')})\n\nTHE FACTS\n1. The applicant, Mr ${N.init(ap)}, is a national who was born in ${c.int(1950, 1995)} and lives in ${c.L('city', 'EU')}. He was represented by Ms ${N.full(lw)}, a lawyer practising in ${c.L('city', 'EU')}.\n2. The Government were represented by their Agent, Mr ${N.full(ag)}.\n3. On ${c.date()} the ${c.O('court', 'EU')} dismissed the applicant's claim.`;
  }, ['EU']),
  T('judgment-echr', 'en', 7, (c) => {
    const ap = c.person('eu');
    const wit = c.person('me');
    return `5. The applicant, ${N.full(ap)}, was arrested in ${c.L('city', 'EU')} on suspicion of fraud. ${N.Sur(ap)} complained that he had not been brought promptly before a judge. The ${c.O('court', 'EU')} extended his detention on ${c.date()}.\n6. A witness, ${N.full(wit)}, stated that the applicant had been in ${c.pick(ABROAD).replace(/^/, '[[LOC:').replace(/$/, ']]')} at the material time.\n7. In its judgment the Court held that there had been a violation of Article 5 § 3 of the Convention.`;
  }, ['EU']),
  T('judgment-echr', 'en', 7, (c) => {
    const pres = c.person('eu');
    const j2 = c.person('eu');
    const reg = c.person('eu');
    const ap = c.person('eu');
    return `The ${ORG('European Court of Human Rights')} (${c.pick(['First', 'Third', 'Fifth'])} Section), sitting as a Chamber composed of:\n ${N.full(pres)}, President,\n ${N.full(j2)},\n ${PER(`${c.pick(['Ayşe', 'Krisztina', 'Dorota'])} ${c.pick(['Yılmaz-Öztürk', 'Horváth-Nagy', 'Szymańska'])}`)},\n judges,\nand ${N.full(reg)}, Section Registrar,\nHaving deliberated in private, delivers the following judgment in the case of ${N.sur(ap)} v. ${LOC(c.pick(['Poland', 'Turkey', 'Hungary', 'Italy', 'France']))}.`;
  }, ['EU']),
  // ---------- case notes and social-care notes ----------
  T('case-note', 'en', 7, (c) => {
    const ch = c.person();
    const mo = c.person();
    const sw = c.person();
    return `Home visit ${c.date()}. Seen ${N.given(ch)} (${c.int(3, 15)}) with mum ${N.full(mo)} at the family home in ${c.L('area')}. ${N.given(ch)} was quiet but engaged. Mum reports the landlord has threatened eviction; she plans to move to her sister in ${c.L('city')}. Next visit booked. — ${N.init(sw)}, social worker`;
  }),
  T('case-note', 'en', 7, (c) => {
    const cl = c.person(undefined, true);
    const gp = c.person();
    return `Client: ${N.full(cl)}\nReferral from Dr ${N.sur(gp)} at ${c.O('hospital')}.\nNotes: ${N.given(cl)} attended alone. Says she has been sleeping at a friend's place in ${c.L('area')} since leaving ${c.L('village')}. Grace period on rent ended last month. Agreed plan: housing application, food bank voucher. Hope to review in two weeks.`;
  }),
  T('case-note', 'en', 7, (c) => {
    const yp = c.person();
    const fc = c.person();
    const br = c.person(undefined, true);
    return `LAC review — ${N.caps(yp)}\nPresent: ${N.full(fc)} (foster carer), ${N.given(br)} (brother, by phone from ${LOC(c.pick(ABROAD))}).\n${N.given(yp)} has settled well in placement and attends ${c.O('school')}. Contact with birth father in ${c.L('city')} remains suspended. ${N.Sur(fc)} asks for respite over the holidays.`;
  }),
  T('case-note', 'en', 6, (c) => {
    const n = c.int(2, 9);
    return `Supervision note. Caseload reviewed: ${n} open cases, ${n - 1} with overdue assessments. Discussed workload and the new referral form. Action: team manager to reallocate two cases by Friday. No safeguarding concerns raised this week.`;
  }),
  // ---------- police statements ----------
  T('police-statement', 'en', 7, (c) => {
    const w = c.person();
    const s = c.person();
    const o = c.person();
    return `STATEMENT OF WITNESS\nName: ${N.surFirst(w)}\nAge: ${c.int(19, 70)}   Occupation: ${c.pick(['trader', 'driver', 'nurse', 'teacher', 'student', 'security guard'])}\n\nI live at ${c.int(2, 80)} ${c.L('street')}, ${c.L('area')}. On ${c.date()} at about ${c.int(6, 11)} pm I was closing my shop when I saw a man I know as ${PER(c.pick(['Small', 'Baba Ijebu', 'Oga Ken', 'Bobo', 'Skido', 'Machine']))} arguing with ${N.full(s)}. He pushed him and ran towards ${c.L('street')}. I called the police.\nStatement recorded by ${c.pick(['Sgt.', 'Cpl.', 'Inspector', 'PC'])} ${N.init(o)}.`;
  }, AFRICA),
  T('police-statement', 'en', 7, (c) => {
    const v = c.person();
    const d = c.person();
    return `I, ${N.mid(v)}, state as follows. I am the owner of a grey Toyota registered in ${c.L('region')}. On ${c.date()} I parked it outside a bar in ${c.L('city')}. When I returned it was gone. My neighbour ${N.given(d)} told me he saw two young men drive it off towards ${c.L('village')}. I did not give anyone permission to take it.`;
  }),
  T('police-statement', 'en', 7, (c) => {
    const o = c.person('uk');
    const sus = c.person();
    return `MG11. I am ${c.pick(['PC', 'DC', 'PS'])} ${N.full(o)} of ${ORG(c.pick(['Greater Manchester Police', 'Metropolitan Police', 'West Yorkshire Police', 'Police Scotland']))}. At 0215 hrs on ${c.date()} I was on mobile patrol on ${c.L('street', 'GB')}, ${c.L('city', 'GB')}, when I saw a male, later identified as ${N.full(sus)}, climbing over a fence. I said "Stop, police". He replied "I live here mate". ${N.Sur(sus)} was arrested at 0221 hrs.`;
  }, ['GB']),
  T('police-statement', 'en', 6, (c) => `Incident log ${c.int(100, 999)}/${c.int(10, 99)}. Caller reports loud music from a neighbouring flat since midnight. Officers attended at ${c.int(1, 4)}:${c.int(10, 59)}; occupants agreed to turn it down. No further action. Sunday shift supervisor informed.`),
  // ---------- news in English as African papers write it ----------
  T('news-en', 'en', 7, (c) => {
    const g = c.person();
    const s = c.person();
    return `${c.L('city').replace(/\[\[LOC:([^\]]+)\]\]/, (_, x: string) => `[[LOC:${x.toUpperCase()}]]`)} — The ${c.pick(['Governor', 'Commissioner for Works', 'Chairman'])} of ${c.L('region')}, ${N.full(g)}, on ${c.pick(['Monday', 'Tuesday', 'Thursday'])} flagged off the construction of a 12-kilometre road linking ${c.L('village')} to ${c.L('city')}. Speaking at the ceremony, ${N.Sur(g)} said the project would be completed within 18 months. A community leader, ${c.pick(['Chief', 'Elder', 'Mrs', 'Pastor'])} ${N.full(s)}, thanked the government.`;
  }, AFRICA),
  T('news-en', 'en', 7, (c) => {
    const a = c.person();
    const coach = c.person();
    return `${N.full(a)} scored twice as ${ORG(c.pick(['Enyimba', 'Gor Mahia', 'Asante Kotoko', 'Kaizer Chiefs', 'Hearts of Oak', 'AFC Leopards', 'Orlando Pirates']))} beat their rivals 3-1 in ${c.L('city')} on Sunday. The 21-year-old, who grew up in ${c.L('area')}, has now scored nine goals this season. Coach ${N.full(coach)} said: "${N.given(a)} is special. Mark my words, he will play in Europe."`;
  }, AFRICA),
  T('news-en', 'en', 7, (c) => {
    const d = c.person();
    const v = c.person(undefined, true);
    return `Police in ${c.L('region')} have arrested a ${c.int(24, 55)}-year-old man, ${N.full(d)}, in connection with the death of ${N.full(v)}, whose body was found on the banks of the ${c.L('river')} near ${c.L('village')} last week. Police spokesperson ${c.pick(['SP', 'DSP', 'Supt.'])} ${N.full(c.person())} said investigations were ongoing.`;
  }, AFRICA),
  T('news-en', 'en', 7, (c) => {
    const m = c.person();
    return `MPs from the ${c.O('party')} walked out of the House on Wednesday after the Speaker refused to allow debate on the fuel price increase. ${N.full(m)}, who represents ${c.L('area')}, told journalists outside Parliament that the party would take its case to the people of ${c.L('region')}.`;
  }),
  T('news-en', 'en', 6, (c) => `Fuel queues returned to filling stations on Monday as suppliers blamed delays at the depots. A litre of petrol now sells for ${c.int(600, 900)} at some outlets, up from ${c.int(500, 599)} last week. Motorists said they had waited for hours. Traders warned that transport fares would rise again before the end of the month.`),
  // ---------- Nigerian Pidgin news ----------
  T('news-pcm', 'pcm', 6, (c) => {
    const p = c.person();
    return `Police for ${c.L('region', 'NG')} don arrest one man, ${N.full(p)}, wey dem say im steal moto for ${c.L('area', 'NG')}. ${N.Sur(p)} tell police say no be im do am, say na im padi carry the moto come im house. Police spokesman ${N.full(c.person())} say dem go charge am to court for ${c.L('city', 'NG')} next week.`;
  }, ['NG']),
  T('news-pcm', 'pcm', 6, (c) => {
    const p = c.person(undefined, true);
    return `Wahala burst for ${c.L('city', 'NG')} market on Tuesday afta fire catch pass 40 shops. One trader, ${N.full(p)}, tok say im lose everytin wey im get. "I no know wetin I go do now, na God go help me," ${N.given(p)} tok. Fire service oga for ${c.L('region', 'NG')} say dem still dey find out wetin cause am.`;
  }, ['NG']),
  T('news-pcm', 'pcm', 6, (c) => {
    const a = c.person();
    const b = c.person();
    return `Na ${N.full(a)} win di election for ${c.L('area', 'NG')} constituency. Di ${c.O('party', 'NG')} candidate collect pass 20,000 votes, while ${N.full(b)} wey come second get 14,000. ${N.Sur(b)} supporters for ${c.L('city', 'NG')} say dem no go accept di result.`;
  }, ['NG']),
  T('news-pcm', 'pcm', 6, () => `Di price of bread don go up again for market. Pipo dey complain say salary no reach, transport don cost, and landlord dey ask for more money. Government say make pipo hold body, say tins go beta soon.`, ['NG']),
  // ---------- Swahili news ----------
  T('news-sw', 'sw', 6, (c) => {
    const g = c.person('ke');
    return `Gavana wa kaunti ya ${LOC(c.raw('city', 'KE'))}, ${N.full(g)}, amesema serikali yake itajenga hospitali mpya katika mji wa ${c.L('village', 'KE')} mwaka huu. ${N.Sur(g)} alizungumza na wakazi jana.`;
  }, ['KE']),
  T('news-sw', 'sw', 6, (c) => {
    const p = c.person('ke');
    const q = c.person('ke');
    return `Mwanariadha ${N.full(p)} kutoka ${c.L('village', 'KE')} ameshinda mbio za kilomita 10 mjini ${c.L('city', 'KE')}. Kocha wake, ${N.full(q)}, alisema ${N.given(p)} alifanya mazoezi kwa miezi sita huko ${c.L('village', 'KE')}.`;
  }, ['KE']),
  T('news-sw', 'sw', 6, (c) => {
    const p = c.person('ke');
    return `Polisi katika eneo la ${c.L('area', 'KE')} jijini ${LOC('Nairobi')} wamemkamata ${N.full(p)} kwa tuhuma za wizi. Mshukiwa atafikishwa mahakamani kesho. Wakazi wa ${c.L('area', 'KE')} wamelalamikia ongezeko la uhalifu.`;
  }, ['KE']),
  T('news-sw', 'sw', 6, () => `Bei ya unga wa mahindi imepanda tena wiki hii. Wananchi wengi wanasema maisha yamekuwa magumu na wanaomba serikali ipunguze kodi. Wafanyabiashara wanasema mvua haikunyesha vya kutosha msimu uliopita.`, ['KE']),
  // ---------- Yorùbá news ----------
  T('news-yo', 'yo', 6, (c) => {
    const p = c.person('yo');
    return `Ọ̀gbẹ́ni ${N.full(p)} tí ó ń gbé ní ìlú ${LOC(c.pick(['Ìbàdàn', 'Èkó', 'Ọ̀yọ́', 'Òṣogbo', 'Abẹ́òkúta', 'Ògbómọ̀ṣọ́']))} sọ pé òun kò ní dá ìdìbò náà sílẹ̀. ${N.Sur(p)} sọ̀rọ̀ yìí lánàá níwájú àwọn oníròyìn.`;
  }, ['NG']),
  T('news-yo', 'yo', 6, (c) => {
    const p = c.person('yo');
    const q = c.person('yo');
    return `Ìyáàfin ${N.full(p)} ti di gómìnà tuntun ìpínlẹ̀ ${LOC(c.pick(['Ọ̀yọ́', 'Ògùn', 'Ọ̀ṣun', 'Èkìtì', 'Ondó', 'Kwara']))}. Ọ̀gá rẹ̀ tẹ́lẹ̀, ${N.full(q)}, kí i kú oríire.`;
  }, ['NG']),
  T('news-yo', 'yo', 6, (c) => {
    const p = c.person('yo');
    return `Àwọn ọlọ́pàá ní ìpínlẹ̀ ${LOC(c.pick(['Èkó', 'Ògùn', 'Ọ̀ṣun']))} ti mú ${N.full(p)} lórí ẹ̀sùn olè jíjà ní ${LOC(c.pick(['Ìkẹjà', 'Ìkòròdú', 'Sùúrùlérè', 'Ìjẹ̀bú-Òde']))}. Ọlọ́pàá sọ pé wọn yóò gbé e lọ sí ilé ẹjọ́.`;
  }, ['NG']),
  T('news-yo', 'yo', 6, () => `Owó oúnjẹ ti gòkè sí i ní ọjà. Àwọn ènìyàn ń ké pé owó oṣù kò tó nǹkan mọ́. Ìjọba sọ pé àwọn yóò ṣe ohun tí ó yẹ láìpẹ́.`, ['NG']),
  // ---------- Hausa news ----------
  T('news-ha', 'ha', 6, (c) => {
    const p = c.person('ha');
    return `Gwamnan jihar ${LOC(c.pick(['Kano', 'Kaduna', 'Katsina', 'Sokoto', 'Bauchi', 'Jigawa']))}, ${N.full(p)}, ya ce gwamnatinsa za ta gina sababbin makarantu a garin ${LOC(c.pick(['Dambatta', 'Gwarzo', 'Zariya', 'Funtua', 'Azare', 'Hadejia']))}. ${N.Sur(p)} ya faɗi haka ne a ranar Litinin.`;
  }, ['NG']),
  T('news-ha', 'ha', 6, (c) => {
    const p = c.person('ha');
    const q = c.person('ha');
    return `Malam ${N.full(p)} daga ${LOC(c.pick(['Kano', 'Maiduguri', 'Bauchi', 'Gombe']))} ya lashe gasar karatun Alƙur'ani. Alhaji ${N.full(q)} ne ya miƙa masa kyautar a ${LOC(c.pick(['Abuja', 'Kaduna', 'Sokoto']))}.`;
  }, ['NG']),
  T('news-ha', 'ha', 6, (c) => {
    const p = c.person('ha');
    return `'Yan sanda a jihar ${LOC(c.pick(['Kaduna', 'Zamfara', 'Niger', 'Katsina']))} sun kama ${N.full(p)} bisa zargin satar shanu a ƙauyen ${LOC(c.pick(['Birnin Gwari', 'Kankara', 'Dansadau', 'Rijau']))}. Kakakin 'yan sanda ya ce za a gurfanar da shi a kotu.`;
  }, ['NG']),
  T('news-ha', 'ha', 6, () => `Farashin shinkafa ya ƙaru a kasuwanni a wannan mako. Mutane da dama sun ce albashinsu bai isa ba. 'Yan kasuwa sun ce rashin hanyoyi masu kyau ne ya haifar da hakan.`, ['NG']),
  // ---------- isiZulu news (a name or place is the whole word with its glued prefixes) ----------
  T('news-zu', 'zu', 6, (c) => {
    const p = c.person('zu');
    return `${PER(`u${p.given} ${p.surname}`)} ${LOC(c.pick(['waseMlazi', 'waseSoweto', 'waseKwaMashu', 'waseNongoma']))} uthe uzoqhubeka nokusiza abantu abadala. ${PER(`U${p.surname}`)} ukhulume nabezindaba ${LOC(c.pick(['eThekwini', 'eMgungundlovu', 'eMtubatuba']))} ngoLwesibili.`;
  }, ['ZA']),
  T('news-zu', 'zu', 6, (c) => {
    const p = c.person('zu');
    const q = c.person('zu');
    return `Amaphoyisa ${LOC(c.pick(['aseKwaZulu-Natal', 'aseGauteng', 'aseMpumalanga']))} aboshe ${PER(`u${p.given} ${p.surname}`)} ngemuva kokuthi kutholwe isidumbu ${PER(`sika${q.given} ${q.surname}`)} eduze komfula ${LOC(c.pick(['iThukela', 'uMngeni', 'uMzimvubu']))}.`;
  }, ['ZA']),
  T('news-zu', 'zu', 6, (c) => {
    const p = c.person('zu');
    return `Umqeqeshi weqembu, ${PER(`u${p.given} ${p.surname}`)}, uthe abadlali bakhe bazodlala kangcono ${LOC('eGoli')} ngeSonto. Iqembu lizohamba lisuka ${LOC(c.pick(['eDurban', 'eMgungundlovu', 'eRichards Bay']))} ngoMgqibelo.`;
  }, ['ZA']),
  T('news-zu', 'zu', 6, () => `Intengo kagesi iyakhuphuka futhi kulo nyaka. Abantu abaningi bathi imali abayiholayo ayanele. Uhulumeni uthi uzobheka udaba lwezindleko maduze.`, ['ZA']),
  // ---------- e-mails ----------
  T('email', 'en', 7, (c) => {
    const a = c.person();
    const b = c.person();
    return `From: ${N.full(a)}\nTo: ${N.full(b)}\nSubject: meeting next week\n\nHi ${N.given(b)},\n\nThanks for your note. I'm in ${c.L('city')} until Wednesday, then back in ${c.L('city')}. Could we do Thursday at 10? ${N.given(c.person(undefined, true))} from accounts will join us.\n\nBest,\n${N.given(a)}`;
  }),
  T('email', 'en', 7, (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    return `hi ${N.lower(b)}\n\nsorry i missed your call, was on the road to ${c.L('village')}. can you send me the ${c.O('company')} invoice again, the one from march. also tell ${N.lower(c.person())} the meeting moved to friday\n\nthanks\n${N.lower(a)}\n\nsent from my phone`;
  }),
  T('email', 'en', 7, (c) => {
    const a = c.person();
    const hr = c.person();
    return `Dear ${c.pick(['Mr', 'Ms', 'Dr'])} ${N.sur(hr)},\n\nI am writing to apply for the position of ${c.pick(['accountant', 'site engineer', 'data analyst', 'nurse'])} advertised on your website. I hold a degree from ${c.O('school')} and have worked for five years in ${c.L('city')}. I am willing to relocate to ${c.L('city')}.\n\nYours sincerely,\n${N.full(a)}`;
  }),
  T('email', 'en', 6, (c) => `Hello team,\n\nA reminder that the quarterly report is due on the ${c.int(10, 28)}th. Please upload your figures to the shared folder and flag anything unusual. Faith in the numbers is everything for this audit, so double-check the totals.\n\nMany thanks`),
  // ---------- chat messages ----------
  T('chat', 'en', 7, (c) => {
    const a = c.person();
    const b = c.person(undefined, true);
    return `[${c.int(7, 22)}:${c.int(10, 59)}] ${N.lower(a)}: u reach ${LOC(c.raw('area').toLowerCase())} yet?\n[${c.int(7, 22)}:${c.int(10, 59)}] ${N.lower(b)}: almost. traffic for ${LOC(c.raw('street').toLowerCase())} is mad\n[${c.int(7, 22)}:${c.int(10, 59)}] ${N.lower(a)}: ok tell ${N.lower(c.person())} to wait for us`;
  }),
  T('chat', 'en', 7, (c) => {
    const a = c.person();
    const b = c.person();
    return `${N.given(a)}: happy birthday ${N.given(b)}!!! 🎉🎉\n${N.given(b)}: thank u dear 😘\n${N.given(a)}: when are u coming back from ${c.L('city')}\n${N.given(b)}: sunday by gods grace`;
  }),
  T('chat', 'en', 7, (c) => {
    const a = c.person(undefined, true);
    return `lol ${N.lower(a)} you wont believe it, the bus broke down near ${LOC(c.raw('village').toLowerCase())} and we waited 3 hrs. mark my words im never taking that company again`;
  }),
  T('chat', 'en', 6, () => `ok see u later\nk\ndid u get the bread?\nyes and milk\ngreat thanks. pls bring the charger too\nwill do`),
  T('chat', 'en', 6, () => `bro the match last night was crazy 😂 that penalty was never a penalty\nref was blind\nnext week we go again\nhope so`),
  // ---------- forum posts (web text) ----------
  T('forum', 'en', 7, (c) => `Has anyone moved from ${c.L('city')} to ${LOC(c.pick(ABROAD))} recently? I got an offer from a company there and I'm trying to figure out rent. My cousin ${N.given(c.person())} says ${c.L('area')} is cheaper but far from everything. Any advice appreciated!`),
  T('forum', 'en', 7, (c) => `Re: best mechanic in ${c.L('city')}\n\nGo to ${N.given(c.person())} at the junction by ${c.L('street')}. Tell him ${N.given(c.person(undefined, true))} sent you. He fixed my gearbox for half what the dealer wanted.`),
  T('forum', 'en', 7, (c) => `Posted by ${N.given(c.person())}\nWe drove from ${c.L('city')} down to ${c.L('village')} over the long weekend. The road along the ${c.L('river')} is beautiful but full of potholes. Stopped at a little place run by a lady called ${N.given(c.person(undefined, true))}, best food of the trip.`),
  T('forum', 'en', 6, () => `Quick question: does anyone know if the new tax forms need to be stamped before submission? The instructions say "where applicable" but don't say when it applies. Thanks in advance.`),
  T('forum', 'en', 6, () => `Update: fixed it. The problem was the power supply, not the motherboard. Swapped it and everything boots fine now. Leaving this here in case someone else has the same issue.`),
  // ---------- reviews ----------
  T('review', 'en', 7, (c) => `★★★★☆ Stayed three nights at a guesthouse in ${c.L('area')}. ${N.given(c.person())} at reception was very helpful and arranged a driver to ${c.L('city')}. Rooms clean, breakfast average. Would come back.`),
  T('review', 'en', 7, (c) => `Terrible service at the ${c.L('city')} branch of ${c.O('company')}. Waited 2 hours and the manager, ${c.pick(['a Mr', 'a Mrs', 'one'])} ${N.sur(c.person())}, refused to help. Avoid.`),
  T('review', 'en', 7, (c) => `Dr ${N.full(c.person())} at ${c.O('hospital')} is the best doctor I have ever seen. She explained everything clearly. The parking is a nightmare though, and the queue at the pharmacy was long.`),
  T('review', 'en', 6, () => `Great product, arrived on time, works as described. Battery lasts about two days. The charger cable is a bit short. Would recommend to friends.`),
  T('review', 'en', 6, () => `Not worth the price. The colour faded after one wash and the stitching came loose. Customer service offered a voucher but no refund. Two stars for fast delivery.`),
  // ---------- CVs ----------
  T('cv', 'en', 7, (c) => {
    const p = c.person();
    return `CURRICULUM VITAE\n${N.caps(p)}\n${c.int(1, 99)} ${c.L('street')}, ${c.L('area')}, ${c.L('city')}\n\nEDUCATION\n${c.int(2008, 2014)}–${c.int(2015, 2019)}  B.Sc. Accounting, ${c.O('school')}\n\nEXPERIENCE\n${c.int(2019, 2021)}–present  Finance Officer, ${c.O('company')}, ${c.L('city')}\n\nREFEREES\n${c.pick(['Prof.', 'Dr', 'Mrs'])} ${N.init(c.person())}, ${c.O('school')}\n${c.pick(['Mr', 'Engr.', 'Pastor'])} ${N.full(c.person())}, ${c.O('company')}`;
  }),
  T('cv', 'en', 7, (c) => {
    const p = c.person();
    return `Name: ${N.mid(p)}\nNationality: ${c.pick(['Nigerian', 'Kenyan', 'Ghanaian', 'South African', 'British', 'Polish'])}\nPlace of birth: ${c.L('village')}, ${c.L('region')}\nLanguages: English, ${c.pick(['Yoruba', 'Swahili', 'Twi', 'isiZulu', 'Welsh', 'Polish'])}\nSkills: Excel, customer care, driving licence\nHobbies: reading, football, church choir`;
  }),
  T('cv', 'en', 6, (c) => `PROFILE\nResults-driven sales professional with ${c.int(3, 12)} years of experience in retail and distribution. Strong negotiator, team player, fluent in two languages.\n\nKEY SKILLS\nCRM systems · Stock control · Budgeting · Staff training`),
  // ---------- obituaries and wedding notices ----------
  T('notice', 'en', 7, (c) => {
    const d = c.person(undefined, true);
    const w = c.person();
    return `OBITUARY\nWith gratitude to God we announce the passing of ${c.pick(['Chief', 'Mama', 'Elder', 'Deacon', 'Mrs'])} ${N.mid(d)} (${c.int(1930, 1960)}–${c.int(2021, 2025)}) of ${c.L('village')}, ${c.L('region')}. ${N.given(d)} is survived by her husband ${N.full(w)}, children and grandchildren. Service of songs at her residence in ${c.L('city')}; interment at ${c.L('village')}.`;
  }, AFRICA),
  T('notice', 'en', 7, (c) => {
    const a = c.person(undefined, true);
    const b = c.person();
    return `WEDDING ANNOUNCEMENT\nThe families of ${N.full(c.person())} of ${c.L('city')} and ${N.full(c.person())} of ${c.L('city')} joyfully announce the marriage of their children\n${N.caps(a)} & ${N.caps(b)}\nat ${ORG(c.pick(['St Paul’s Cathedral', 'Holy Trinity Church', 'Christ the King Parish', 'Central Mosque', 'Methodist Cathedral']))}, ${c.L('area')}, on ${c.date()}.`;
  }),
  T('notice', 'en', 7, (c) => {
    const d = c.person();
    return `${N.caps(d)}\nPeacefully at ${c.O('hospital')} on ${c.date()}, aged ${c.int(60, 98)}. Beloved father of ${N.given(c.person())} and ${N.given(c.person(undefined, true))}. Funeral at ${c.L('area')} crematorium; donations to the hospice.`;
  }),
  T('notice', 'en', 6, () => `NOTICE OF CHANGE OF OPENING HOURS\nWith effect from next month the office will open from 8 am to 4 pm on weekdays and remain closed on Saturdays and Sundays. We apologise for any inconvenience.`),
  // ---------- letters with address blocks ----------
  T('letter', 'en', 7, (c) => {
    const s = c.person();
    const r = c.person();
    return `${N.full(s)}\n${c.int(1, 120)} ${c.L('street')}\n${c.L('area')}\n${c.L('city')}\n\n${c.date()}\n\nThe Manager\n${c.O('company')}\nP.O. Box ${c.int(100, 9999)}\n${c.L('city')}\n\nDear ${c.pick(['Sir/Madam', 'Mr ' + N.sur(r)])},\n\nRE: COMPLAINT ABOUT BILLING\n\nI write to complain about my last bill, which is twice the usual amount. Kindly look into this.\n\nYours faithfully,\n${N.init(s)}`;
  }),
  T('letter', 'en', 7, (c) => {
    const p = c.person('uk');
    return `${c.int(1, 99)} ${c.L('street', 'GB')}\n${c.L('city', 'GB')}\n${c.pick(['M14 6PL', 'LS6 2QT', 'CF24 3AA', 'G12 8QQ', 'BS7 9NE'])}\n\nDear ${N.given(p)},\n\nJust a line to say how lovely it was to see you in ${c.L('village', 'GB')} in the summer. ${N.given(c.person('uk'))} still talks about the walk along the ${c.L('river', 'GB')}. Do come to ${c.L('region', 'GB')} at Christmas.\n\nWith love,\n${N.given(c.person('uk'))}`;
  }, ['GB']),
  T('letter', 'en', 6, (c) => `Ref: ${c.int(1000, 9999)}/HR/${c.int(10, 99)}\n\nTo whom it may concern,\n\nThis is to confirm that the bearer of this letter is a staff member in good standing. Any assistance given will be appreciated.\n\nYours faithfully,\nHuman Resources`),
  // ---------- lists and tables ----------
  T('list', 'en', 7, (c) => {
    const rows = [c.person(), c.person(), c.person(), c.person()];
    return `SHORTLISTED CANDIDATES\nS/N | NAME | STATE OF ORIGIN | LGA\n${rows.map((p, i) => `${i + 1} | ${N.surFirst(p)} | ${c.L('region')} | ${c.L('area')}`).join('\n')}`;
  }, ['NG']),
  T('list', 'en', 7, (c) => {
    const rows = [c.person(undefined, true), c.person(), c.person(undefined, true)];
    return `Volunteer rota\n- Monday: ${N.given(rows[0]!)} (${c.L('area')} centre)\n- Wednesday: ${N.full(rows[1]!)}\n- Saturday: ${N.given(rows[2]!)} + ${N.given(c.person())}\nPickup point: ${c.L('street')}`;
  }),
  T('list', 'en', 7, (c) => `Distances from ${c.L('city')}:\n${c.L('city')}\t${c.int(40, 300)} km\n${c.L('city')}\t${c.int(40, 300)} km\n${c.L('village')}\t${c.int(10, 90)} km\n${LOC(c.pick(ABROAD))}\t${c.int(900, 5000)} km`),
  T('list', 'en', 6, (c) => `SHOPPING LIST\n- rice ${c.int(2, 10)} kg\n- palm oil\n- tomatoes\n- onions\n- bread\n- washing powder\nBudget: ${c.int(5, 30)}000`),
  T('list', 'en', 6, () => `Item | Qty | Unit price\nA4 paper | 10 | 4.50\nStapler | 2 | 7.20\nToner | 1 | 65.00\nTotal | | 117.40`),
  // ---------- more hard cases across genres ----------
  T('news-en', 'en', 7, (c) => {
    const p = c.person(undefined, true);
    return `Students of ${c.O('school')} protested on Monday over the hike in fees. A student leader, ${N.full(p)}, said the union would not back down. ${c.pick(['Justice', 'Grace', 'Hope', 'Faith'])} for students must come first, ${N.given(p)} added.`;
  }),
  T('case-note', 'en', 7, (c) => {
    const p = c.person('zu');
    return `Client ${N.full(p)} seen at ${c.O('hospital', 'ZA')} clinic. Lives with gogo in ${c.L('village', 'ZA')} near ${c.L('city', 'ZA')}. ${N.given(p)}'s school in ${c.L('area', 'ZA')} reports poor attendance. Referred to ${ORG('SASSA')} for a grant.`;
  }, ['ZA']),
  T('forum', 'en', 7, (c) => {
    const k = c.person(undefined, true);
    return `my daughter ${N.given(k)} just got into ${c.O('school')}!! so proud. we are driving up from ${c.L('city')} on sunday to drop her off. any parents from ${c.L('region')} want to share lifts?`;
  }),
  T('email', 'en', 7, (c) => {
    const a = c.person('me');
    const b = c.person('asia');
    return `Dear ${N.given(b)},\n\nPlease find attached the contract for the ${c.L('city')} warehouse. ${N.full(c.person('eu'))} from our ${c.L('city', 'EU')} office will sign for us. ${ORG(`${cap(a.surname)} & Partners LLP`)} is instructed on the lease.\n\nKind regards,\n${N.full(a)}`;
  }),
  T('news-en', 'en', 8, (c) => {
    const p = c.person();
    return `${N.full(p)}, a pharmacist who worked for ten years at ${ORG(c.pick(ORG_AFTER_PERSON))}, has opened a second shop on ${LOC(c.pick(LOC_AFTER_PERSON))}. ${N.Sur(p)} says her customers come from as far as ${LOC(c.pick(['Port Harcourt', 'Pietermaritzburg']))} and ${c.L('city')}.`;
  }, AFRICA),
  // ---------- further wordings and hard cases ----------
  T('judgment-en', 'en', 7, (c) => {
    const ap = c.person();
    const k1 = c.person('uk');
    const k2 = c.person();
    return `${N.caps(ap)} v ${ORG(c.pick(['THE SECRETARY OF STATE FOR THE HOME DEPARTMENT', 'LONDON BOROUGH OF HACKNEY', 'NHS ENGLAND']))}\n\nMr ${N.init(k1)} KC and Ms ${N.init(k2)} (instructed by ${ORG(`${cap(k1.surname)} Partners`)}) for the Appellant\n\n1. The appellant arrived in the ${LOC('United Kingdom')} from ${LOC(c.pick(ABROAD))} in ${c.int(2001, 2019)} and has lived in ${c.L('city', 'GB')} since.`;
  }, ['GB']),
  T('judgment-echr', 'en', 7, (c) => {
    const ap = c.person('eu');
    const j = c.person('eu');
    return `The applicant, Mr ${N.init(ap)}, complained under Article 8 that the authorities of ${LOC(c.pick(['Poland', 'Hungary', 'Greece', 'Portugal', 'Belgium']))} had refused to register his marriage. Judge ${N.full(j)} expressed a partly dissenting opinion, which is annexed to this judgment. The applicant's wife, ${N.full(c.person('me'))}, was born in ${LOC(c.pick(['Aleppo', 'Tehran', 'Baghdad', 'Kabul', 'Casablanca']))}.`;
  }, ['EU']),
  T('list', 'en', 7, (c) => {
    const jd = c.person();
    return `CAUSE LIST — COURT ${c.int(1, 9)}\nBefore: Hon. Lady Justice ${N.full(jd)}\n9.00 am\n1. HCCR ${c.int(10, 400)}/${c.int(2019, 2024)} Republic v. ${N.full(c.person())}\n2. ELC ${c.int(10, 400)}/${c.int(2019, 2024)} ${N.full(c.person())} v. ${c.O('company')}\n3. Misc. App. ${c.int(10, 400)}/${c.int(2019, 2024)} In re the estate of ${N.full(c.person(undefined, true))} (deceased), of ${c.L('village')}`;
  }, AFRICA),
  T('news-en', 'en', 7, (c) => {
    const p = c.person(c.pick(['uk', 'gh', 'ke', 'ig'] as const));
    return `${PER(`Florence ${p.surname}`)} had never been to ${LOC('Florence')}. This year the ${c.int(24, 70)}-year-old from ${c.L('city')} finally made the trip to ${LOC('Italy')} with her friend ${PER(`Kenya ${c.person('ke').surname}`)}, who, as she likes to say, was named after a country she has never seen.`;
  }, AFRICA),
  T('chat', 'en', 7, (c) => {
    const a = c.person();
    const b = c.person();
    return `[Family group 👨‍👩‍👧]\nmama ${N.lower(a)}: who is picking grandma from ${LOC(c.raw('area').toLowerCase())}\n${N.lower(b)}: me. after work\nmama ${N.lower(a)}: ok. bring her the blue bag\n${N.lower(b)}: 👍🏾`;
  }),
  T('notice', 'en', 7, (c) => {
    const d = c.person();
    return `THE LATE ${N.caps(d)}\nIt is with heavy hearts that the ${PER(d.surname)} family of ${c.L('village')} announces the death of their father, grandfather and great-grandfather. Burial on Saturday at the family compound, ${c.L('village')}. Condolence visits at ${c.int(2, 90)} ${c.L('street')}, ${c.L('city')}.`;
  }, AFRICA),
  T('review', 'en', 7, (c) => `Had lunch at a small restaurant on ${c.L('street')} after a morning walk by the ${c.L('river')}. The owner, ${N.given(c.person(undefined, true))}, recommended the fish. Great value, friendly staff, would go again when in ${c.L('city')}.`),
  T('forum', 'en', 6, () => `Sunday markets are back! Grace period for stall fees ends this month, so register early. Blessing or curse, the new rules mean fewer stalls but more space. Hope to see you there. Mark the date.`),
  T('email', 'en', 6, () => `Hi all,\n\nPlease note the office will be closed on Friday for maintenance. Kindly clear your desks and take any valuables home. Precious little parking will be available on Monday morning, so plan ahead.\n\nRegards,\nFacilities`),
  T('judgment-en', 'en', 6, (c) => `The Court, having considered the application, orders as follows: (a) the matter is adjourned to a date to be fixed by the Registrar; (b) costs in the cause; (c) the parties shall file written submissions within ${c.int(7, 21)} days. Mention on notice.`),
];
