// Held-out set 1 of labelled PERSON RECORD PAIRS (bench/data/persons-heldout1.jsonl, written by
// bench/persons/generate.ts with seed 1101).
//
// Author: an independent engineer of session s11-persons (issue 11), writing from their own knowledge of
// real registers — bank customer masters and KYC files, hospital patient indexes, voter rolls, HR and
// payroll systems, school registers, insurance and mobile-money KYC — in Nigeria, Kenya, Ghana, South
// Africa, the United Kingdom (GB) and the European Union (ES, FR, DE, IT, NL, PL, PT, GR).
// What the author read: issue 11; the exported `compare` signature and the FieldMap / CompareReceipt types
// of src/compare/index.ts; the person pack's field names and aliases as the OpenAPI document shows them to
// a caller; bench/er-magellan.ts (for the shape of a labelled-pair bench); the HTTP contract.
// What the author did NOT read: the rest of src/compare/ (packs, comparators, the nickname and name
// tables, training), test/compare/, the README's comparison-accuracy and issue-11 paragraphs. The engine
// was never run on this set while it was written. Every name list, nickname pair and script rendering
// below is the author's own.
//
// Jurisdictions: NG, KE, GH, ZA, GB (the project's code for the UK) and EU; every kind cycles through all six.
// Kinds (24 pairs each for the 14 `same` kinds, 48 each for the 7 `different` kinds; 672 pairs, half and
// half): same_nickname, same_other_script, same_name_order, same_middle_name, same_married_surname,
// same_keying_error (letters, transpositions, OCR O/0 l/1 S/5 in names and id numbers), same_dob_written_
// differently (forms, two-digit years, month-first exports, one digit keyed wrong next to a shared id),
// same_phone_written_differently (country code, 00, trunk 0, fixed lines without their area code),
// same_email_typo, same_moved_address, same_different_id_kinds, same_caller_field_names,
// same_marks_case_particles, same_title_honorific; diff_twins, diff_father_son,
// diff_household_shared_contact, diff_role_mailbox_or_domain, diff_common_name_same_dob,
// diff_same_id_other_person, diff_same_name_other_dob.
// Grain: `same` means the two records describe the same natural person (whatever the registers, field
// names or spellings); `different` means two natural people, however much they share (a household, a
// birthday, a name, a mailbox, an id keyed wrong). A `same` pair always carries the name (in some form)
// and the birth date or another agreeing value (an e-mail one keystroke off counts; same_different_id_kinds
// has only name and birth date beside ids of two kinds, by design); a `different` pair always carries something
// that tells the two apart for a careful human reader (another given name, another birth date, a
// conflicting identifier of one kind, another place of birth). Every person and number is fictional:
// generated from the lists below with a seeded generator (e-mail addresses are generated at common
// providers' domains and belong to no one known; UK mobiles are in Ofcom's drama range).
//
// Use: the lead reads it ONCE with `npm run bench:persons`, reports the figures, and from then on the set
// is development data (tune on it only after that first reading is recorded).
import {
  type Ctx,
  DAY_FIRST_FORMS,
  type DateForm,
  formatDate,
  formatName,
  formatPhone,
  fold,
  type Jurisdiction,
  keyingError,
  type NameForm,
  newIds,
  newPhone,
  ocrError,
  otherDob,
  type Person,
  type PersonRecord,
  type PhoneForm,
  randomDob,
  type Sex,
  titleCase,
  type Ymd,
} from './records.js';

// ---- the author's name lists ------------------------------------------------------------------------

interface Region {
  male: string[];
  female: string[];
  /** `Male|Female` where the surname takes a gendered ending. */
  surnames: string[];
  /** Second (middle) names; where empty, middles come from the given names. */
  middleM: string[];
  middleF: string[];
  cities: string[];
  streets: string[];
  mail: string[];
  dates: DateForm[];
  occupations: string[];
}

const OCC_COMMON = ['teacher', 'nurse', 'accountant', 'trader', 'driver', 'engineer', 'farmer', 'student', 'civil servant', 'pharmacist', 'mechanic', 'tailor', 'banker', 'software developer'];

const REGIONS: Record<string, Region> = {
  NG: {
    male: ['Babatunde', 'Oluwaseun', 'Chinedu', 'Emeka', 'Ikechukwu', 'Abubakar', 'Musa', 'Ibrahim', 'Olumide', 'Adewale', 'Obinna', 'Chukwuemeka', 'Nnamdi', 'Kelechi', 'Olusegun', 'Oluwafemi', 'Yusuf', 'Sani', 'Aliyu', 'Uchechukwu', 'Babajide', 'Ifeanyichukwu', 'Oluwadamilare', 'Tochukwu', 'Garba', 'Bashir', 'Ayodeji', 'Kayode', 'Ebuka', 'Daniel', 'Samuel', 'Emmanuel'],
    female: ['Ngozika', 'Chiamaka', 'Adaeze', 'Funmilayo', 'Folasade', 'Aisha', 'Hauwa', 'Zainab', 'Yetunde', 'Adebukola', 'Nkechi', 'Oluwakemi', 'Temitope', 'Amarachi', 'Ifeoma', 'Halima', 'Oluwatoyin', 'Oluwatosin', 'Chidinma', 'Blessing', 'Fatima', 'Omolara', 'Ebere', 'Nneka', 'Grace', 'Esther'],
    surnames: ['Okafor', 'Adeyemi', 'Okonkwo', 'Bello', 'Abubakar', 'Eze', 'Nwosu', 'Balogun', 'Olawale', 'Ibrahim', 'Ogunleye', 'Chukwu', 'Danjuma', 'Lawal', 'Adebayo', 'Nwachukwu', 'Afolabi', 'Okoro', 'Obi', 'Suleiman', 'Akinola', 'Oyelaran', 'Umeh', 'Onyekachi', 'Ogundipe', 'Yakubu', 'Mohammed', 'Ekwueme', 'Oladipo', 'Fashola', 'Aminu', 'Odunsi'],
    middleM: ['Olawale', 'Chibuike', 'Adekunle', 'Onyeka', 'Abiodun', 'Tijani', 'Chukwudi', 'Oladele', 'Ayomide', 'Musa'],
    middleF: ['Adunni', 'Chioma', 'Oluwabunmi', 'Ijeoma', 'Amina', 'Morenike', 'Uju', 'Folake', 'Ronke', 'Ada'],
    cities: ['Lagos', 'Ibadan', 'Abuja', 'Kano', 'Enugu', 'Port Harcourt', 'Abeokuta', 'Onitsha', 'Kaduna', 'Benin City'],
    streets: ['Adeola Odeku Street, Victoria Island', 'Allen Avenue, Ikeja', 'Ogui Road', 'Aminu Kano Crescent, Wuse II', 'Bompai Road', 'Ring Road', 'Herbert Macaulay Way, Yaba', 'Awolowo Road, Ikoyi', 'Old Aba Road', 'Ahmadu Bello Way'],
    mail: ['gmail.com', 'yahoo.com', 'yahoo.co.uk', 'outlook.com', 'hotmail.com'],
    dates: ['dmy/', 'dmy/', 'iso', 'd mon y', 'dd-MON-yyyy', 'd/m/yy', 'dmy-'],
    occupations: [...OCC_COMMON, 'civil servant', 'POS agent', 'lecturer'],
  },
  KE: {
    male: ['John', 'Peter', 'James', 'Joseph', 'Kevin', 'Brian', 'Dennis', 'Samuel', 'Daniel', 'David', 'Collins', 'Emmanuel', 'Stephen', 'Geoffrey', 'Patrick', 'Victor', 'Moses', 'Francis', 'Abdi', 'Hassan', 'Kiprono', 'Otieno'],
    female: ['Grace', 'Mary', 'Faith', 'Mercy', 'Esther', 'Jane', 'Caroline', 'Beatrice', 'Lucy', 'Purity', 'Winnie', 'Naomi', 'Catherine', 'Margaret', 'Elizabeth', 'Sharon', 'Wanjiru', 'Akinyi', 'Halima', 'Dorcas'],
    surnames: ['Kamau', 'Mwangi', 'Otieno', 'Odhiambo', 'Kiprotich', 'Cheruiyot', 'Wanjala', 'Mutua', 'Njoroge', 'Kiptoo', 'Onyango', 'Ouma', 'Kibet', 'Mohamed', 'Hassan', 'Abdi', 'Nyaga', 'Muriuki', 'Githinji', "Ng'ang'a", 'Wafula', 'Barasa', 'Karanja', 'Kariuki', 'Omondi', 'Chege', 'Maina', 'Koech', 'Rotich', 'Musyoka'],
    middleM: ['Otieno', 'Ochieng', 'Kiprono', 'Mwangi', 'Kamau', 'Omondi', 'Mutua', 'Kipchumba', 'Wekesa', 'Njuguna'],
    middleF: ['Wanjiru', 'Wambui', 'Njeri', 'Akinyi', 'Atieno', 'Achieng', 'Chebet', 'Jepkosgei', 'Nyambura', 'Mwikali', 'Wairimu', 'Nafula'],
    cities: ['Nairobi', 'Mombasa', 'Kisumu', 'Nakuru', 'Eldoret', 'Thika', 'Machakos', 'Nyeri', 'Kakamega', 'Malindi'],
    streets: ['Ngong Road, Kilimani', 'Argwings Kodhek Road', 'Moi Avenue', 'Kenyatta Avenue', 'Oginga Odinga Street', 'Langata Road', 'Jogoo Road', 'Thika Road, Roysambu', 'Nyali Road', 'Kimathi Street'],
    mail: ['gmail.com', 'yahoo.com', 'outlook.com'],
    dates: ['dmy/', 'dmy/', 'iso', 'd mon y', 'dmy-', 'd/m/yy'],
    occupations: [...OCC_COMMON, 'boda boda rider', 'M-Pesa agent'],
  },
  GH: {
    male: ['Kwame', 'Kwabena', 'Kofi', 'Kwaku', 'Yaw', 'Kwadwo', 'Kwasi', 'Emmanuel', 'Samuel', 'Isaac', 'Eric', 'Prince', 'Ebenezer', 'Richard', 'Michael', 'Iddrisu', 'Alhassan', 'Selorm', 'Mawuli', 'Nii', 'Fiifi'],
    female: ['Ama', 'Akosua', 'Adwoa', 'Abena', 'Akua', 'Yaa', 'Afia', 'Efua', 'Esi', 'Gifty', 'Comfort', 'Mavis', 'Patience', 'Felicia', 'Priscilla', 'Vida', 'Abigail', 'Mariama', 'Dzifa', 'Naa', 'Adjoa', 'Araba'],
    surnames: ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Osei', 'Agyeman', 'Appiah', 'Acheampong', 'Addo', 'Ansah', 'Darko', 'Frimpong', 'Amoah', 'Quaye', 'Tetteh', 'Adjei', 'Opoku', 'Sarpong', 'Danquah', 'Agbeko', 'Kpodo', 'Amegashie', 'Abdulai', 'Iddrisu', 'Mahama', 'Ankrah', 'Lamptey', 'Ofori', 'Bonsu', 'Owusu-Ansah'],
    middleM: ['Kofi', 'Yaw', 'Kwame', 'Kwabena', 'Nana', 'Kojo', 'Ato', 'Ekow', 'Kwaku', 'Fiifi'],
    middleF: ['Ama', 'Akosua', 'Abena', 'Adwoa', 'Efua', 'Esi', 'Yaa', 'Akua', 'Afua', 'Naa'],
    cities: ['Accra', 'Kumasi', 'Tamale', 'Takoradi', 'Cape Coast', 'Tema', 'Koforidua', 'Ho', 'Sunyani', 'Obuasi'],
    streets: ['Oxford Street, Osu', 'Liberation Road', 'Spintex Road', 'Ring Road Central', 'Harper Road, Adum', 'Kojo Thompson Road', 'Lagos Avenue, East Legon', 'Market Circle', 'Community 9', 'Mango Tree Avenue, Asylum Down'],
    mail: ['gmail.com', 'yahoo.com', 'outlook.com'],
    dates: ['dmy/', 'dmy/', 'iso', 'd mon y', 'dmy-', 'd month y'],
    occupations: [...OCC_COMMON, 'okada rider', 'seamstress', 'cocoa farmer'],
  },
  ZA: {
    male: ['Thabo', 'Sipho', 'Themba', 'Lwazi', 'Mandla', 'Bongani', 'Sibusiso', 'Tshepo', 'Kagiso', 'Johannes', 'Pieter', 'Hendrik', 'Willem', 'Jacobus', 'Sarel', 'Gerhardus', 'Christiaan', 'Mandlenkosi', 'Thembinkosi', 'Pravin', 'Ahmed', 'Lungile'],
    female: ['Nomvula', 'Thandeka', 'Nokuthula', 'Zanele', 'Lerato', 'Palesa', 'Refilwe', 'Karabo', 'Lindiwe', 'Sibongile', 'Nompumelelo', 'Phumzile', 'Anneke', 'Elsabe', 'Marike', 'Johanna', 'Susanna', 'Nonhlanhla', 'Priya', 'Fatima', 'Ayanda', 'Naledi'],
    surnames: ['Nkosi', 'Dlamini', 'Ndlovu', 'Khumalo', 'Mokoena', 'Mthembu', 'Zulu', 'Naidoo', 'Pillay', 'Govender', 'Botha', 'van der Merwe', 'Pretorius', 'du Plessis', 'Venter', 'Nel', 'Molefe', 'Mahlangu', 'Sithole', 'Maseko', 'Baloyi', 'Radebe', 'Mabaso', 'Coetzee', 'Jacobs', 'Adams', 'Hendricks', 'Cele', 'Ngcobo', 'Moodley'],
    middleM: ['Sipho', 'Johannes', 'Petrus', 'Bheki', 'Lucas', 'Andries', 'Jabulani', 'Moses', 'Frederik', 'Vusi'],
    middleF: ['Nomsa', 'Maria', 'Thandi', 'Elizabeth', 'Busisiwe', 'Magdalena', 'Precious', 'Dineo', 'Catharina', 'Zodwa'],
    cities: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Soweto', 'Gqeberha', 'Bloemfontein', 'Polokwane', 'Mbombela', 'East London'],
    streets: ['Jan Smuts Avenue, Parktown', 'Vilakazi Street, Orlando West', 'Main Road, Rondebosch', 'Florida Road, Morningside', 'Church Street, Hatfield', 'Voortrekker Road, Bellville', 'Beyers Naude Drive', 'Nelson Mandela Drive', 'Oxford Road, Rosebank', 'Kerk Street'],
    mail: ['gmail.com', 'webmail.co.za', 'outlook.com', 'mweb.co.za'],
    dates: ['iso', 'iso', 'dmy/', 'd mon y', 'yyyymmdd', 'd month y'],
    occupations: [...OCC_COMMON, 'miner', 'domestic worker', 'taxi owner'],
  },
  GB: {
    male: ['Robert', 'William', 'Edward', 'Alexander', 'Christopher', 'Jonathan', 'Richard', 'James', 'Thomas', 'Anthony', 'Michael', 'Daniel', 'Henry', 'Matthew', 'Andrew', 'Stephen', 'Mohammed', 'Rajesh', 'Harpreet', 'Callum', 'Owen', 'Declan', 'Gareth', 'Samuel', 'Joseph'],
    female: ['Elizabeth', 'Margaret', 'Katherine', 'Susan', 'Rebecca', 'Victoria', 'Jennifer', 'Deborah', 'Patricia', 'Charlotte', 'Eleanor', 'Sarah', 'Emma', 'Sophie', 'Olivia', 'Priya', 'Amira', 'Siobhan', 'Rhiannon', 'Gemma', 'Abigail', 'Jessica'],
    surnames: ['Smith', 'Jones', 'Williams', 'Taylor', 'Brown', 'Davies', 'Evans', 'Wilson', 'Thomas', 'Roberts', 'Johnson', 'Walker', 'Wright', 'Robinson', 'Thompson', 'White', 'Hughes', 'Edwards', 'Green', 'Hall', 'Wood', 'Harris', 'Clarke', 'Patel', 'Khan', 'Begum', 'Singh', 'Ahmed', 'Murphy', 'Campbell', 'MacDonald', "O'Brien", 'Fletcher', 'Pritchard'],
    middleM: ['John', 'James', 'David', 'Paul', 'Michael', 'Peter', 'George', 'Alan', 'Lee', 'Anthony'],
    middleF: ['Anne', 'Louise', 'Jane', 'Marie', 'Elizabeth', 'Rose', 'Claire', 'May', 'Frances', 'Kate'],
    cities: ['London', 'Manchester', 'Birmingham', 'Leeds', 'Glasgow', 'Cardiff', 'Bristol', 'Leicester', 'Belfast', 'Edinburgh'],
    streets: ['Acacia Avenue', 'Station Road', 'High Street', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Road', 'Queens Road', 'Kings Drive', 'The Crescent'],
    mail: ['gmail.com', 'hotmail.co.uk', 'btinternet.com', 'outlook.com', 'yahoo.co.uk'],
    dates: ['dmy/', 'dmy/', 'iso', 'd mon y', 'd month y', 'd/m/yy'],
    occupations: [...OCC_COMMON, 'care assistant', 'solicitor', 'electrician'],
  },
  ES: {
    male: ['José', 'Francisco', 'Manuel', 'Antonio', 'Ignacio', 'Enrique', 'Javier', 'Alejandro', 'Carlos', 'Miguel', 'Jesús', 'Daniel'],
    female: ['Dolores', 'Concepción', 'Guadalupe', 'Rosario', 'María', 'Carmen', 'Lucía', 'Pilar', 'Isabel', 'Elena', 'Daniela'],
    surnames: ['García López', 'Martínez Sánchez', 'Fernández Ruiz', 'Rodríguez Gómez', 'González Díaz', 'Pérez Moreno', 'Sánchez Navarro', 'Jiménez Romero', 'Muñoz Torres', 'Álvarez Castro', 'Romero Ortega', 'Núñez Vidal'],
    middleM: ['Luis', 'Antonio', 'Manuel', 'María', 'Javier'],
    middleF: ['Isabel', 'José', 'Carmen', 'Teresa', 'Luisa'],
    cities: ['Madrid', 'Barcelona', 'Sevilla', 'Valencia', 'Málaga', 'Zaragoza', 'Bilbao'],
    streets: ['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real', 'Paseo de Gracia', 'Calle San Vicente'],
    mail: ['gmail.com', 'hotmail.es', 'yahoo.es', 'telefonica.net'],
    dates: ['dmy/', 'iso', 'dmy-', 'd/m/yy'],
    occupations: [...OCC_COMMON, 'camarero', 'funcionaria'],
  },
  FR: {
    male: ['Jean-Pierre', 'François', 'Stéphane', 'Frédéric', 'Christophe', 'Matthieu', 'Nicolas', 'Alexandre', 'Emmanuel', 'Dominique', 'Louis', 'Julien'],
    female: ['Marie-Claire', 'Françoise', 'Hélène', 'Catherine', 'Isabelle', 'Véronique', 'Nathalie', 'Sylvie', 'Louise', 'Camille', 'Élodie'],
    surnames: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Lefèvre', 'Laurent', 'Girard', 'Rousseau', 'Fontaine', 'Mercier', 'Lambert', 'Bonnet', 'Diallo', 'Benali'],
    middleM: ['Marie', 'Paul', 'André', 'Henri', 'Luc'],
    middleF: ['Anne', 'Marie', 'Louise', 'Claude', 'Jeanne'],
    cities: ['Paris', 'Lyon', 'Marseille', 'Toulouse', 'Lille', 'Bordeaux', 'Nantes'],
    streets: ['rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Voltaire', 'rue des Lilas', 'place de la Mairie'],
    mail: ['orange.fr', 'gmail.com', 'free.fr', 'laposte.net', 'sfr.fr'],
    dates: ['dmy/', 'iso', 'd month y', 'dmy/'],
    occupations: [...OCC_COMMON, 'infirmière', 'artisan'],
  },
  DE: {
    male: ['Johannes', 'Wilhelm', 'Friedrich', 'Jürgen', 'Stefan', 'Andreas', 'Thomas', 'Matthias', 'Klaus', 'Uwe', 'Lukas', 'Hendrik'],
    female: ['Katharina', 'Elisabeth', 'Margarete', 'Sabine', 'Ursula', 'Anja', 'Petra', 'Monika', 'Claudia', 'Anke', 'Sanne'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Yılmaz', 'de Vries', 'Jansen'],
    middleM: ['Peter', 'Karl', 'Heinz', 'Josef', 'Michael'],
    middleF: ['Maria', 'Luise', 'Christine', 'Anna', 'Charlotte'],
    cities: ['Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig'],
    streets: ['Hauptstraße', 'Schulstraße', 'Bahnhofstraße', 'Gartenweg', 'Lindenallee', 'Goethestraße'],
    mail: ['gmx.de', 'web.de', 't-online.de', 'gmail.com'],
    dates: ['dmy.', 'dmy.', 'iso', 'd month y'],
    occupations: [...OCC_COMMON, 'Bürokauffrau', 'Elektriker'],
  },
  IT: {
    male: ['Giuseppe', 'Francesco', 'Giovanni', 'Alessandro', 'Salvatore', 'Antonio', 'Marco', 'Luca', 'Paolo', 'Gabriele', 'Mario'],
    female: ['Giovanna', 'Francesca', 'Alessandra', 'Giulia', 'Chiara', 'Federica', 'Paola', 'Gabriella', 'Maria', 'Rosa', 'Antonella'],
    surnames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'De Luca', "D'Angelo"],
    middleM: ['Maria', 'Antonio', 'Luigi', 'Carlo', 'Paolo'],
    middleF: ['Maria', 'Teresa', 'Grazia', 'Rita', 'Anna'],
    cities: ['Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Bologna', 'Firenze'],
    streets: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele', 'Via Mazzini', 'Piazza del Duomo', 'Via Dante'],
    mail: ['libero.it', 'gmail.com', 'virgilio.it', 'alice.it'],
    dates: ['dmy/', 'iso', 'dmy-', 'd month y'],
    occupations: [...OCC_COMMON, 'commercialista', 'impiegata'],
  },
  NL: {
    male: ['Jan', 'Pieter', 'Gerrit', 'Hendrik', 'Willem', 'Maarten', 'Daan', 'Sven', 'Bram', 'Thijs'],
    female: ['Anneke', 'Sanne', 'Femke', 'Lotte', 'Marieke', 'Ingrid', 'Johanna', 'Eva', 'Fleur', 'Wilhelmina'],
    surnames: ['de Vries', 'Jansen', 'van den Berg', 'Bakker', 'Visser', 'Smit', 'de Jong', 'van Dijk', 'Mulder', 'Bos', 'Vos', 'Peters'],
    middleM: ['Hendrik', 'Jacobus', 'Cornelis', 'Pieter', 'Johannes'],
    middleF: ['Maria', 'Johanna', 'Cornelia', 'Wilhelmina', 'Anna'],
    cities: ['Amsterdam', 'Rotterdam', 'Utrecht', 'Den Haag', 'Eindhoven', 'Groningen'],
    streets: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Prinsengracht', 'Julianalaan'],
    mail: ['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'hotmail.nl'],
    dates: ['dmy-', 'iso', 'dmy/', 'd month y'],
    occupations: [...OCC_COMMON, 'verpleegkundige', 'kok'],
  },
  PL: {
    male: ['Aleksander', 'Wojciech', 'Krzysztof', 'Tomasz', 'Stanisław', 'Piotr', 'Paweł', 'Marek', 'Łukasz', 'Michał'],
    female: ['Małgorzata', 'Katarzyna', 'Aleksandra', 'Agnieszka', 'Magdalena', 'Joanna', 'Ewa', 'Anna', 'Dorota', 'Zofia'],
    surnames: ['Nowak', 'Kowalski|Kowalska', 'Wiśniewski|Wiśniewska', 'Wójcik', 'Kamiński|Kamińska', 'Lewandowski|Lewandowska', 'Zieliński|Zielińska', 'Szymański|Szymańska', 'Woźniak', 'Dąbrowski|Dąbrowska'],
    middleM: ['Jan', 'Józef', 'Andrzej', 'Adam', 'Marian'],
    middleF: ['Maria', 'Anna', 'Barbara', 'Teresa', 'Helena'],
    cities: ['Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk'],
    streets: ['ul. Marszałkowska', 'ul. Długa', 'ul. Polna', 'ul. Kościuszki', 'ul. Mickiewicza', 'ul. Lipowa'],
    mail: ['wp.pl', 'onet.pl', 'gmail.com', 'interia.pl'],
    dates: ['dmy.', 'iso', 'dmy-', 'dmy/'],
    occupations: [...OCC_COMMON, 'kierowca', 'księgowa'],
  },
  PT: {
    male: ['José', 'António', 'Manuel', 'João', 'Francisco', 'Rui', 'Pedro', 'Tiago', 'Nuno', 'Paulo'],
    female: ['Maria', 'Ana', 'Joana', 'Sofia', 'Beatriz', 'Inês', 'Rita', 'Catarina', 'Teresa', 'Francisca'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Gonçalves', 'Almeida', 'Carvalho'],
    middleM: ['Manuel', 'Carlos', 'Miguel', 'Luís', 'Filipe'],
    middleF: ['de Fátima', 'da Conceição', 'Isabel', 'Luísa', 'Margarida'],
    cities: ['Lisboa', 'Porto', 'Braga', 'Coimbra', 'Faro', 'Setúbal'],
    streets: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua do Carmo', 'Avenida dos Aliados', 'Rua da Prata'],
    mail: ['sapo.pt', 'gmail.com', 'hotmail.com', 'netcabo.pt'],
    dates: ['dmy-', 'dmy/', 'iso'],
    occupations: [...OCC_COMMON, 'motorista', 'enfermeira'],
  },
  GR: {
    male: ['Dimitrios', 'Konstantinos', 'Georgios', 'Ioannis', 'Panagiotis', 'Vasileios', 'Nikolaos', 'Christos', 'Athanasios', 'Michail'],
    female: ['Aikaterini', 'Maria', 'Eleni', 'Sofia', 'Anastasia', 'Georgia', 'Vasiliki', 'Despoina', 'Paraskevi', 'Evangelia'],
    surnames: ['Papadopoulos|Papadopoulou', 'Georgiou', 'Nikolaidis|Nikolaidou', 'Pappas|Pappa', 'Oikonomou', 'Karagiannis|Karagianni', 'Alexiou', 'Vlachos|Vlachou', 'Dimitriou', 'Christodoulou', 'Papadakis|Papadaki', 'Makris|Makri'],
    middleM: ['Georgiou', 'Ioannou', 'Nikolaou', 'Dimitriou', 'Konstantinou'],
    middleF: ['Georgiou', 'Ioannou', 'Nikolaou', 'Dimitriou', 'Konstantinou'],
    cities: ['Athina', 'Thessaloniki', 'Patra', 'Irakleio', 'Larisa', 'Volos'],
    streets: ['Odos Ermou', 'Leoforos Kifisias', 'Odos Patision', 'Odos Egnatia', 'Odos Tsimiski', 'Leoforos Syngrou'],
    mail: ['gmail.com', 'yahoo.gr', 'otenet.gr', 'hotmail.com'],
    dates: ['dmy/', 'iso', 'dmy-'],
    occupations: [...OCC_COMMON, 'ypallilos', 'ergatis'],
  },
};

const EU_COUNTRIES = ['ES', 'FR', 'DE', 'IT', 'NL', 'PL', 'PT', 'GR'];

/** The author's own formal name → short form / nickname pairs, per region ([formal, short, sex]). */
const NICKNAMES: Record<Jurisdiction, [string, string, Sex][]> = {
  NG: [
    ['Babatunde', 'Tunde', 'M'],
    ['Oluwaseun', 'Seun', 'M'],
    ['Oluwafemi', 'Femi', 'M'],
    ['Olusegun', 'Segun', 'M'],
    ['Oluwakemi', 'Kemi', 'F'],
    ['Ngozika', 'Ngozi', 'F'],
    ['Chukwuemeka', 'Emeka', 'M'],
    ['Ikechukwu', 'Ike', 'M'],
    ['Oluwatoyin', 'Toyin', 'F'],
    ['Folasade', 'Sade', 'F'],
    ['Funmilayo', 'Funmi', 'F'],
    ['Adebukola', 'Bukky', 'F'],
    ['Chiamaka', 'Amaka', 'F'],
    ['Temitope', 'Tope', 'F'],
    ['Adewale', 'Wale', 'M'],
    ['Babajide', 'Jide', 'M'],
    ['Oluwatosin', 'Tosin', 'F'],
    ['Ifeoma', 'Ify', 'F'],
    ['Uchechukwu', 'Uche', 'M'],
    ['Ifeanyichukwu', 'Ifeanyi', 'M'],
    ['Oluwadamilare', 'Dami', 'M'],
    ['Abubakar', 'Abu', 'M'],
  ],
  KE: [
    ['Joseph', 'Joe', 'M'],
    ['Samuel', 'Sam', 'M'],
    ['Elizabeth', 'Liz', 'F'],
    ['Catherine', 'Cate', 'F'],
    ['Margaret', 'Maggie', 'F'],
    ['Beatrice', 'Bea', 'F'],
    ['Wanjiru', 'Shiru', 'F'],
    ['Stephen', 'Steve', 'M'],
    ['Geoffrey', 'Geoff', 'M'],
    ['Patrick', 'Pato', 'M'],
    ['Francis', 'Frank', 'M'],
    ['Emmanuel', 'Emmanuel', 'M'],
    ['Daniel', 'Dan', 'M'],
    ['Dennis', 'Denno', 'M'],
    ['Winnie', 'Winfred', 'F'],
  ],
  GH: [
    ['Kwadwo', 'Kojo', 'M'],
    ['Kwabena', 'Kobby', 'M'],
    ['Kwaku', 'Kweku', 'M'],
    ['Kwasi', 'Kwesi', 'M'],
    ['Adwoa', 'Adjoa', 'F'],
    ['Afua', 'Efua', 'F'],
    ['Akosua', 'Akos', 'F'],
    ['Ebenezer', 'Ebo', 'M'],
    ['Emmanuel', 'Emma', 'M'],
    ['Priscilla', 'Cilla', 'F'],
    ['Abigail', 'Abby', 'F'],
    ['Felicia', 'Fel', 'F'],
  ],
  ZA: [
    ['Sibusiso', 'Sbu', 'M'],
    ['Nokuthula', 'Thuli', 'F'],
    ['Thandeka', 'Thandi', 'F'],
    ['Bongani', 'Bongi', 'M'],
    ['Lindiwe', 'Lindi', 'F'],
    ['Johannes', 'Hannes', 'M'],
    ['Jacobus', 'Kobus', 'M'],
    ['Hendrik', 'Henk', 'M'],
    ['Gerhardus', 'Gert', 'M'],
    ['Nompumelelo', 'Mpumi', 'F'],
    ['Phumzile', 'Phumi', 'F'],
    ['Mandlenkosi', 'Mandla', 'M'],
    ['Thembinkosi', 'Themba', 'M'],
    ['Christiaan', 'Christo', 'M'],
    ['Susanna', 'Sanet', 'F'],
  ],
  GB: [
    ['Robert', 'Bob', 'M'],
    ['William', 'Bill', 'M'],
    ['Edward', 'Eddie', 'M'],
    ['Edward', 'Ted', 'M'],
    ['Alexander', 'Sandy', 'M'],
    ['Christopher', 'Chris', 'M'],
    ['Richard', 'Dick', 'M'],
    ['James', 'Jim', 'M'],
    ['Anthony', 'Tony', 'M'],
    ['Henry', 'Harry', 'M'],
    ['Elizabeth', 'Beth', 'F'],
    ['Margaret', 'Peggy', 'F'],
    ['Katherine', 'Kate', 'F'],
    ['Susan', 'Sue', 'F'],
    ['Rebecca', 'Becky', 'F'],
    ['Victoria', 'Vicky', 'F'],
    ['Deborah', 'Debbie', 'F'],
    ['Patricia', 'Trish', 'F'],
    ['Eleanor', 'Nell', 'F'],
    ['Jennifer', 'Jenny', 'F'],
  ],
  EU: [
    ['Francisco', 'Paco', 'M'],
    ['José', 'Pepe', 'M'],
    ['Manuel', 'Manolo', 'M'],
    ['Ignacio', 'Nacho', 'M'],
    ['Dolores', 'Lola', 'F'],
    ['Concepción', 'Concha', 'F'],
    ['Guadalupe', 'Lupe', 'F'],
    ['Rosario', 'Charo', 'F'],
    ['Frédéric', 'Fred', 'M'],
    ['Emmanuel', 'Manu', 'M'],
    ['Véronique', 'Véro', 'F'],
    ['Johannes', 'Hans', 'M'],
    ['Friedrich', 'Fritz', 'M'],
    ['Margarete', 'Grete', 'F'],
    ['Giuseppe', 'Peppe', 'M'],
    ['Giovanni', 'Gianni', 'M'],
    ['Salvatore', 'Totò', 'M'],
    ['Małgorzata', 'Gosia', 'F'],
    ['Katarzyna', 'Kasia', 'F'],
    ['Wojciech', 'Wojtek', 'M'],
    ['Konstantinos', 'Kostas', 'M'],
    ['Georgios', 'Giorgos', 'M'],
    ['Aikaterini', 'Katerina', 'F'],
    ['Wilhelmina', 'Mien', 'F'],
  ],
};

/** Where each EU nickname's formal name lives (its register's country). */
const EU_NICK_COUNTRY: Record<string, string> = {
  Francisco: 'ES', José: 'ES', Manuel: 'ES', Ignacio: 'ES', Dolores: 'ES', Concepción: 'ES', Guadalupe: 'ES', Rosario: 'ES',
  Frédéric: 'FR', Emmanuel: 'FR', Véronique: 'FR', Johannes: 'DE', Friedrich: 'DE', Margarete: 'DE', Giuseppe: 'IT', Giovanni: 'IT',
  Salvatore: 'IT', Małgorzata: 'PL', Katarzyna: 'PL', Wojciech: 'PL', Konstantinos: 'GR', Georgios: 'GR', Aikaterini: 'GR', Wilhelmina: 'NL',
};

/**
 * Names written in another script beside their Latin form ([Latin given, Latin surname, native full name,
 * native order: 'sg' surname first, sex, jurisdictions where such a customer is common]). The author's own
 * renderings: Chinese (pinyin), Arabic (including Hausa, Dagbani and Somali Muslim names in Arabic script),
 * Cyrillic (Russian, Ukrainian, Bulgarian) and Greek.
 */
const SCRIPT_NAMES: [string, string, string, 'gs' | 'sg', Sex, Jurisdiction[]][] = [
  ['Na', 'Li', '李娜', 'sg', 'F', ['GB', 'ZA', 'KE', 'NG', 'GH', 'EU']],
  ['Wei', 'Zhang', '张伟', 'sg', 'M', ['GB', 'ZA', 'KE', 'NG', 'GH', 'EU']],
  ['Yang', 'Liu', '刘洋', 'sg', 'M', ['GB', 'ZA', 'KE', 'NG', 'GH']],
  ['Jing', 'Chen', '陈静', 'sg', 'F', ['GB', 'ZA', 'KE', 'EU']],
  ['Lei', 'Huang', '黄磊', 'sg', 'M', ['GB', 'NG', 'GH', 'ZA']],
  ['Min', 'Zhao', '赵敏', 'sg', 'F', ['GB', 'KE', 'EU']],
  ['Xiaohong', 'Lin', '林晓红', 'sg', 'F', ['GB', 'ZA', 'NG']],
  ['Zhiqiang', 'Xu', '徐志强', 'sg', 'M', ['KE', 'GH', 'NG']],
  ['Jianguo', 'Wang', '王建国', 'sg', 'M', ['GB', 'ZA', 'GH', 'KE']],
  ['Ting', 'Guo', '郭婷', 'sg', 'F', ['GB', 'EU', 'ZA']],
  ['Mohammed', 'Ibrahim', 'محمد إبراهيم', 'gs', 'M', ['GB', 'NG', 'KE', 'GH', 'EU']],
  ['Fatima', 'Yusuf', 'فاطمة يوسف', 'gs', 'F', ['GB', 'NG', 'KE', 'GH']],
  ['Ahmed', 'Ali', 'أحمد علي', 'gs', 'M', ['GB', 'KE', 'EU', 'ZA']],
  ['Aisha', 'Abdullahi', 'عائشة عبد الله', 'gs', 'F', ['NG', 'GH', 'KE']],
  ['Omar', 'Hassan', 'عمر حسن', 'gs', 'M', ['GB', 'KE', 'EU', 'ZA']],
  ['Yusuf', 'Usman', 'يوسف عثمان', 'gs', 'M', ['NG', 'GH']],
  ['Abubakar', 'Sani', 'أبوبكر ساني', 'gs', 'M', ['NG']],
  ['Hauwa', 'Musa', 'حواء موسى', 'gs', 'F', ['NG']],
  ['Iddrisu', 'Alhassan', 'إدريس الحسن', 'gs', 'M', ['GH']],
  ['Mariama', 'Abdulai', 'مريم عبد الله', 'gs', 'F', ['GH']],
  ['Abdi', 'Hassan', 'عبدي حسن', 'gs', 'M', ['KE']],
  ['Halima', 'Mohamed', 'حليمة محمد', 'gs', 'F', ['KE', 'GB']],
  ['Ivan', 'Petrov', 'Иван Петров', 'gs', 'M', ['GB', 'EU']],
  ['Olga', 'Smirnova', 'Ольга Смирнова', 'gs', 'F', ['GB', 'EU']],
  ['Dmitriy', 'Ivanov', 'Дмитрий Иванов', 'gs', 'M', ['GB', 'EU', 'ZA']],
  ['Natalia', 'Kuznetsova', 'Наталья Кузнецова', 'gs', 'F', ['GB', 'EU']],
  ['Olena', 'Kovalenko', 'Олена Коваленко', 'gs', 'F', ['GB', 'EU']],
  ['Andriy', 'Shevchenko', 'Андрій Шевченко', 'gs', 'M', ['GB', 'EU']],
  ['Georgi', 'Dimitrov', 'Георги Димитров', 'gs', 'M', ['EU', 'GB']],
  ['Yekaterina', 'Sokolova', 'Екатерина Соколова', 'gs', 'F', ['EU', 'GB']],
  ['Dimitrios', 'Papadopoulos', 'Δημήτριος Παπαδόπουλος', 'gs', 'M', ['EU', 'ZA', 'GB']],
  ['Eleni', 'Georgiou', 'Ελένη Γεωργίου', 'gs', 'F', ['EU', 'ZA', 'GB']],
  ['Konstantinos', 'Nikolaidis', 'Κωνσταντίνος Νικολαΐδης', 'gs', 'M', ['EU', 'ZA']],
  ['Maria', 'Oikonomou', 'Μαρία Οικονόμου', 'gs', 'F', ['EU', 'ZA']],
  ['Ioannis', 'Alexiou', 'Ιωάννης Αλεξίου', 'gs', 'M', ['EU', 'GB']],
  ['Sofia', 'Vlachou', 'Σοφία Βλάχου', 'gs', 'F', ['EU', 'ZA']],
];

/** The same name written with and without its marks: tone marks, accents, apostrophes, hyphens, particles, case ([a, b, sex]). */
const MARKED_NAMES: Record<Jurisdiction, [string, string, Sex][]> = {
  NG: [
    ['Olúwásẹ̀un Adébáyọ̀', 'Oluwaseun Adebayo', 'M'],
    ['Ọlájídé Ògúnlẹ̀yẹ', 'Olajide Ogunleye', 'M'],
    ['Fọlásadé Àkàndé', 'Folasade Akande', 'F'],
    ['Adéwùmí Ọ̀ṣọ́fisan', 'Adewumi Osofisan', 'F'],
    ['Chinonso Nwa-Okafor', 'Chinonso Nwaokafor', 'M'],
    ['Ifeoma Eze-Nwosu', 'Ifeoma Eze Nwosu', 'F'],
  ],
  KE: [
    ["Peter Ng'ang'a", 'Peter Nganga', 'M'],
    ["Joyce Ng'endo Kamau", 'Joyce Ngendo Kamau', 'F'],
    ["Samuel Ole Ntimama", 'Samuel Ole-Ntimama', 'M'],
    ["Mary Wa-Njeri", 'Mary Wanjeri', 'F'],
    ["James Kiprop arap Chirchir", 'James Kiprop Arap Chirchir', 'M'],
    ["Fatuma Ali Abdalla", 'FATUMA ALI ABDALLA', 'F'],
  ],
  GH: [
    ['Kwame Owusu-Ansah', 'Kwame Owusu Ansah', 'M'],
    ['Akosua Agyeman-Duah', 'Akosua Agyemang Duah', 'F'],
    ['Selorm Kɔku Agbeko', 'Selorm Koku Agbeko', 'M'],
    ['Naa Adjeley Quaye-Mensah', 'Naa Adjeley Quayemensah', 'F'],
    ["Kofi Nkansa-Kyeremateng", 'KOFI NKANSA KYEREMATENG', 'M'],
    ['Dzifa Ama Amegashie', 'DZIFA AMA AMEGASHIE', 'F'],
  ],
  ZA: [
    ['Pieter du Plessis', 'Pieter Duplessis', 'M'],
    ['Anneke van der Merwe', 'Anneke Van Der Merwe', 'F'],
    ['Elsabé Coetzée', 'Elsabe Coetzee', 'F'],
    ['Sarel Janse van Rensburg', 'Sarel Jansevanrensburg', 'M'],
    ['Nomvula Mthembu-Dlamini', 'Nomvula Mthembu Dlamini', 'F'],
    ['Marike de Villiers', 'MARIKE DE VILLIERS', 'F'],
  ],
  GB: [
    ["Siobhan O'Brien", 'Siobhan OBrien', 'F'],
    ['Callum MacDonald', 'Callum Macdonald', 'M'],
    ['Declan McAllister', 'Declan Mc Allister', 'M'],
    ['Emma Smith-Jones', 'Emma Smith Jones', 'F'],
    ['Rhodri ap Gwilym', 'RHODRI AP GWILYM', 'M'],
    ['Zoë Brontë', 'Zoe Bronte', 'F'],
  ],
  EU: [
    ['José García López', 'JOSE GARCIA LOPEZ', 'M'],
    ['Françoise Lefèvre', 'Francoise Lefevre', 'F'],
    ['Jürgen Müller', 'Juergen Mueller', 'M'],
    ['Małgorzata Wiśniewska', 'Malgorzata Wisniewska', 'F'],
    ['João Gonçalves', 'Joao Goncalves', 'M'],
    ["Gabriella D'Angelo", 'Gabriella Dangelo', 'F'],
    ['Inês Conceição', 'INES CONCEICAO', 'F'],
    ['Åsa Nyström', 'Asa Nystrom', 'F'],
  ],
};

/** Twins as registers name them (never two forms of one name: Kwame/Kwamena or Thomas/Tom would be one person): Yoruba Taiwo/Kehinde, Akan Atta Panyin/Atta Kakra, Luo Opiyo/Odongo and Apiyo/Adongo, and given names that differ by a gendered ending. */
const TWIN_NAMES: Record<Jurisdiction, [string, Sex, string, Sex][]> = {
  NG: [
    ['Taiwo', 'M', 'Kehinde', 'M'],
    ['Taiwo', 'F', 'Kehinde', 'F'],
    ['Chidi', 'M', 'Chidinma', 'F'],
    ['Daniel', 'M', 'Daniella', 'F'],
    ['Emmanuel', 'M', 'Emmanuella', 'F'],
    ['Hassan', 'M', 'Hussain', 'M'],
  ],
  KE: [
    ['Opiyo', 'M', 'Odongo', 'M'],
    ['Apiyo', 'F', 'Adongo', 'F'],
    ['Brian', 'M', 'Brenda', 'F'],
    ['Daniel', 'M', 'Daniela', 'F'],
    ['Victor', 'M', 'Victoria', 'F'],
    ['Hassan', 'M', 'Hussein', 'M'],
  ],
  GH: [
    ['Atta Panyin', 'M', 'Atta Kakra', 'M'],
    ['Ataa Panyin', 'F', 'Ataa Kakra', 'F'],
    ['Paul', 'M', 'Paula', 'F'],
    ['Emmanuel', 'M', 'Emmanuella', 'F'],
    ['Prince', 'M', 'Princess', 'F'],
    ['Eugene', 'M', 'Eugenia', 'F'],
  ],
  ZA: [
    ['Thabo', 'M', 'Thabang', 'M'],
    ['Lerato', 'F', 'Lesedi', 'F'],
    ['Johan', 'M', 'Johanna', 'F'],
    ['Christiaan', 'M', 'Christina', 'F'],
    ['Sipho', 'M', 'Siphokazi', 'F'],
    ['Willem', 'M', 'Wilhelmina', 'F'],
  ],
  GB: [
    ['Daniel', 'M', 'Daniela', 'F'],
    ['Louis', 'M', 'Louise', 'F'],
    ['Oliver', 'M', 'Olivia', 'F'],
    ['Ethan', 'M', 'Ewan', 'M'],
    ['Jack', 'M', 'Jake', 'M'],
    ['Robert', 'M', 'Roberta', 'F'],
  ],
  EU: [
    ['Francesco', 'M', 'Francesca', 'F'],
    ['Giovanni', 'M', 'Giovanna', 'F'],
    ['Antonio', 'M', 'Antonia', 'F'],
    ['Daniel', 'M', 'Daniela', 'F'],
    ['Jean', 'M', 'Jeanne', 'F'],
    ['Aleksander', 'M', 'Aleksandra', 'F'],
    ['Julian', 'M', 'Juliane', 'F'],
  ],
};

/** Names common enough in each region that two people share them and a birthday in a national register. */
const COMMON_NAMES: Record<Jurisdiction, [string, string, Sex, string][]> = {
  NG: [
    ['Mohammed', 'Ibrahim', 'M', 'NG'],
    ['Musa', 'Abubakar', 'M', 'NG'],
    ['Blessing', 'Okafor', 'F', 'NG'],
    ['Aisha', 'Bello', 'F', 'NG'],
    ['Emmanuel', 'Eze', 'M', 'NG'],
  ],
  KE: [
    ['Grace', 'Wanjiru', 'F', 'KE'],
    ['John', 'Kamau', 'M', 'KE'],
    ['Peter', 'Otieno', 'M', 'KE'],
    ['Mary', 'Akinyi', 'F', 'KE'],
    ['Mohamed', 'Abdi', 'M', 'KE'],
  ],
  GH: [
    ['Kwame', 'Mensah', 'M', 'GH'],
    ['Emmanuel', 'Owusu', 'M', 'GH'],
    ['Abena', 'Boateng', 'F', 'GH'],
    ['Gifty', 'Asante', 'F', 'GH'],
    ['Kofi', 'Osei', 'M', 'GH'],
  ],
  ZA: [
    ['Sipho', 'Dlamini', 'M', 'ZA'],
    ['Thabo', 'Nkosi', 'M', 'ZA'],
    ['Johannes', 'van der Merwe', 'M', 'ZA'],
    ['Lerato', 'Mokoena', 'F', 'ZA'],
    ['Priya', 'Naidoo', 'F', 'ZA'],
  ],
  GB: [
    ['John', 'Smith', 'M', 'GB'],
    ['David', 'Jones', 'M', 'GB'],
    ['Sarah', 'Williams', 'F', 'GB'],
    ['Mohammed', 'Khan', 'M', 'GB'],
    ['Emma', 'Taylor', 'F', 'GB'],
  ],
  EU: [
    ['María', 'García', 'F', 'ES'],
    ['Jean', 'Martin', 'M', 'FR'],
    ['Thomas', 'Müller', 'M', 'DE'],
    ['Giuseppe', 'Rossi', 'M', 'IT'],
    ['Anna', 'Nowak', 'F', 'PL'],
    ['Jan', 'de Vries', 'M', 'NL'],
  ],
};

/** Where each EU twin pair's names are at home. */
const EU_TWIN_COUNTRY: Record<string, string> = { Francesco: 'IT', Giovanni: 'IT', Antonio: 'ES', Daniel: 'DE', Jean: 'FR', Aleksander: 'PL', Julian: 'DE' };

/** Country calling codes of the jurisdictions with fixed lines below. */
const PHONE_CC: Record<string, string> = { NG: '234', KE: '254', GH: '233', ZA: '27', GB: '44', DE: '49', NL: '31' };

/**
 * Fixed lines in the capitals, where numbers are still written without their area code inside the town
 * (Lagos 01, Nairobi 020, Accra 0302, Johannesburg 011, London 020 in Ofcom's drama range, Berlin 030,
 * Amsterdam 020). Countries with closed numbering (ES, FR, IT, PL, PT, GR) have no such local form.
 */
const LANDLINES: Record<string, { area: string; city: string; local: (c: Ctx) => string }> = {
  NG: { area: '1', city: 'Lagos', local: (c) => `${c.pick(['270', '280', '461', '462'])} ${c.digits(4)}` },
  KE: { area: '20', city: 'Nairobi', local: (c) => `${c.pick(['2', '3', '4'])}${c.digits(6)}` },
  GH: { area: '302', city: 'Accra', local: (c) => `${c.pick(['7', '2', '6'])}${c.digits(5)}` },
  ZA: { area: '11', city: 'Johannesburg', local: (c) => `${c.pick(['482', '643', '784', '880'])} ${c.digits(4)}` },
  GB: { area: '20', city: 'London', local: (c) => `7946 0${String(c.int(0, 999)).padStart(3, '0')}` },
  DE: { area: '30', city: 'Berlin', local: (c) => `${c.pick(['2', '3', '4', '6', '7', '8'])}${c.digits(7)}` },
  NL: { area: '20', city: 'Amsterdam', local: (c) => `${c.pick(['5', '6', '4'])}${c.digits(6)}` },
};

/** Titles and honorifics registers keep inside the name field (per jurisdiction, [men's, women's]). */
const TITLES: Record<string, [string[], string[]]> = {
  NG: [
    ['Alhaji', 'Chief', 'Engr.', 'Dr.', 'Mr.', 'Pastor', 'Barr.', 'Prince'],
    ['Mrs.', 'Alhaja', 'Hajiya', 'Dr.', 'Chief (Mrs)', 'Miss', 'Princess', 'Barr. (Mrs)'],
  ],
  KE: [
    ['Mr.', 'Dr.', 'Rev.', 'Hon.', 'Eng.', 'Prof.'],
    ['Mrs.', 'Ms.', 'Dr.', 'Hon.', 'Rev.', 'Prof.'],
  ],
  GH: [
    ['Mr.', 'Rev.', 'Dr.', 'Alhaji', 'Togbe', 'Ing.'],
    ['Mrs.', 'Madam', 'Dr.', 'Hajia', 'Rev.', 'Miss'],
  ],
  ZA: [
    ['Mr', 'Dr', 'Adv.', 'Prof.', 'Ds.'],
    ['Mrs', 'Ms', 'Dr', 'Mev.', 'Adv.'],
  ],
  GB: [
    ['Mr', 'Dr', 'Rev', 'Sir', 'Prof'],
    ['Mrs', 'Ms', 'Miss', 'Dr', 'Dame'],
  ],
  ES: [
    ['Sr.', 'D.', 'Dr.'],
    ['Sra.', 'Dña.', 'Dra.'],
  ],
  FR: [
    ['M.', 'Dr'],
    ['Mme', 'Mlle', 'Dr'],
  ],
  DE: [
    ['Herr', 'Dr.', 'Prof. Dr.'],
    ['Frau', 'Dr.'],
  ],
  IT: [
    ['Sig.', 'Dott.', 'Ing.', 'Avv.'],
    ['Sig.ra', 'Dott.ssa', 'Avv.'],
  ],
  NL: [
    ['Dhr.', 'Ir.', 'Drs.', 'Mr.'],
    ['Mevr.', 'Drs.', 'Mr.'],
  ],
  PL: [
    ['Pan', 'Dr', 'Inż.'],
    ['Pani', 'Dr'],
  ],
  PT: [
    ['Sr.', 'Dr.', 'Eng.'],
    ['Sra.', 'Dra.', 'D.'],
  ],
  GR: [
    ['Mr', 'Dr'],
    ['Mrs', 'Dr'],
  ],
};

const ROLE_MAILBOXES = ['info', 'admin', 'accounts', 'office', 'contact', 'sales', 'hello', 'enquiries'];
const BUSINESS_WORDS = ['ventures', 'enterprises', 'trading', 'logistics', 'pharmacy', 'salon', 'motors', 'consulting', 'foods', 'stores'];
const SUFFIXES: [string, string][] = [
  ['Snr', 'Jnr'],
  ['Sr', 'Jr'],
  ['Sr.', 'Jr.'],
  ['', 'Jr'],
  ['', 'II'],
  ['', 'Junior'],
  ['', ''],
  ['', ''],
];

// ---- people and records -----------------------------------------------------------------------------

function countryOf(c: Ctx, j: Jurisdiction): string {
  return j === 'EU' ? c.pick(EU_COUNTRIES) : j;
}

function surnameFor(raw: string, sex: Sex): string {
  const [m, f] = raw.split('|');
  return sex === 'F' && f ? f : m!;
}

function slug(s: string): string {
  return fold(s)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

export interface PersonOpts {
  country?: string;
  sex?: Sex;
  given?: string;
  middle?: string;
  surname?: string;
  dob?: Ymd;
  from?: number;
  to?: number;
}

export function newPerson(c: Ctx, j: Jurisdiction, o: PersonOpts = {}): Person {
  const country = o.country ?? countryOf(c, j);
  const R = REGIONS[country]!;
  const sex = o.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const given = o.given ?? c.pick(sex === 'M' ? R.male : R.female);
  let middle = o.middle ?? (c.chance(0.55) ? c.pick(sex === 'M' ? R.middleM : R.middleF) : '');
  if (middle === given) middle = '';
  const surname = o.surname ?? surnameFor(c.pick(R.surnames), sex);
  const dob = o.dob ?? randomDob(c, o.from ?? 1950, o.to ?? 2004);
  const city = c.pick(R.cities);
  const address = `${c.int(1, 180)} ${c.pick(R.streets)}, ${city}`;
  const sep = c.pick(['.', '', '_']);
  const local = c.chance(0.6) ? `${slug(given)}${sep}${slug(surname)}` : `${slug(surname)}${slug(given).slice(0, 1)}${c.int(1, 99)}`;
  const email = `${local}${c.chance(0.3) ? c.int(70, 99) : ''}@${c.pick(R.mail)}`;
  return {
    j,
    country,
    sex,
    given,
    middle,
    surname,
    suffix: '',
    dob,
    phone: newPhone(c, country),
    email,
    address,
    city,
    birthPlace: c.chance(0.6) ? city : c.pick(R.cities),
    ...newIds(c, country, sex, dob, given, middle, surname),
    occupation: c.pick(R.occupations),
  };
}

/** A new address for the same person (a move): another street, often another city. */
function moved(c: Ctx, p: Person): Pick<Person, 'address' | 'city'> {
  const R = REGIONS[p.country]!;
  let city = c.pick(R.cities);
  if (c.chance(0.4)) city = p.city;
  let address = `${c.int(1, 180)} ${c.pick(R.streets)}, ${city}`;
  if (address === p.address) address = `Flat ${c.int(2, 30)}, ${address}`;
  return { address, city };
}

export type Field = 'name' | 'dob' | 'phone' | 'email' | 'address' | 'nid' | 'passport' | 'tax' | 'licence' | 'gender' | 'occupation' | 'birth_place';

/** The registers, by the fields they hold. */
const PROFILES: Record<string, Field[]> = {
  bank_kyc: ['name', 'dob', 'phone', 'email', 'address', 'nid'],
  hospital: ['name', 'dob', 'gender', 'phone', 'address'],
  voter_roll: ['name', 'dob', 'address', 'nid', 'gender'],
  hr: ['name', 'dob', 'email', 'tax', 'phone', 'occupation'],
  school: ['name', 'dob', 'gender', 'address'],
  insurance: ['name', 'dob', 'phone', 'email', 'address', 'passport'],
  mobile_money: ['name', 'phone', 'nid', 'dob'],
  travel: ['name', 'dob', 'passport', 'gender', 'email', 'birth_place'],
};
const PROFILE_NAMES = Object.keys(PROFILES);

/** The key a caller sends for the national identifier, per country (the pack's names and aliases). */
function nidKey(c: Ctx, country: string): string {
  switch (country) {
    case 'NG':
      return c.pick(['nin', 'nin', 'national_id']);
    case 'KE':
    case 'ZA':
      return c.pick(['id_number', 'national_id']);
    case 'GB':
    case 'FR':
      // The UK National Insurance number and the French NIR are social security numbers.
      return c.pick(['ssn', 'social_security_number']);
    default:
      return c.pick(['national_id', 'national_id', 'id_number']);
  }
}

function taxKey(c: Ctx, country: string): string {
  if (country === 'KE') return c.pick(['kra_pin', 'tax_id']);
  if (country === 'PT' || country === 'ES') return c.pick(['nif', 'tax_id']);
  if (country === 'IT') return c.pick(['tax_id', 'tin']);
  return c.pick(['tax_id', 'tin', 'tax_number']);
}

const KEYS: Record<Exclude<Field, 'nid' | 'tax'>, string[]> = {
  name: ['name', 'name', 'name', 'full_name', 'customer_name'],
  dob: ['dob', 'dob', 'date_of_birth', 'birth_date'],
  phone: ['phone', 'mobile', 'phone_number', 'msisdn', 'telephone'],
  email: ['email', 'email', 'email_address'],
  address: ['address', 'address', 'residential_address', 'home_address'],
  passport: ['passport', 'passport_no', 'passport_number'],
  licence: ['drivers_licence', 'driving_licence', 'drivers_license'],
  gender: ['gender', 'sex'],
  occupation: ['occupation', 'job_title'],
  birth_place: ['birth_place', 'place_of_birth'],
};

export interface RecOpts {
  name?: string;
  nameForm?: NameForm;
  dateForm?: DateForm;
  phoneForm?: PhoneForm;
  /** Add the issuing country beside a passport or a national id. */
  issuer?: boolean;
}

/** A register's record of a person: the fields asked for, each under a key callers use, in the register's usual forms. */
export function rec(c: Ctx, p: Person, fields: readonly Field[], o: RecOpts = {}): PersonRecord {
  const R = REGIONS[p.country]!;
  const out: PersonRecord = {};
  for (const f of fields) {
    switch (f) {
      case 'name':
        out[c.pick(KEYS.name)] = o.name ?? formatName(p, o.nameForm ?? c.pick<NameForm>(['gms', 'gms', 'gms', 'gs', 'GMS']));
        break;
      case 'dob':
        out[c.pick(KEYS.dob)] = formatDate(p.dob, o.dateForm ?? c.pick(R.dates));
        break;
      case 'phone':
        out[c.pick(KEYS.phone)] = formatPhone(p.phone, p.country, o.phoneForm ?? c.pick<PhoneForm>(['e164', 'intl', 'national', 'national-spaced', 'national']));
        break;
      case 'email':
        out[c.pick(KEYS.email)] = p.email;
        break;
      case 'address':
        out[c.pick(KEYS.address)] = p.address;
        break;
      case 'nid':
        out[nidKey(c, p.country)] = p.nationalId;
        if (o.issuer && !['GB', 'FR'].includes(p.country)) out['national_id_country'] = p.country;
        break;
      case 'tax':
        out[taxKey(c, p.country)] = p.taxId;
        break;
      case 'passport':
        out[c.pick(KEYS.passport)] = p.passport;
        if (o.issuer || c.chance(0.4)) out['passport_country'] = p.country === 'GB' ? c.pick(['GB', 'GBR']) : p.country;
        break;
      case 'licence':
        out[c.pick(KEYS.licence)] = p.licence;
        break;
      case 'gender':
        out[c.pick(KEYS.gender)] = c.pick(p.sex === 'M' ? ['M', 'Male', 'male'] : ['F', 'Female', 'female']);
        break;
      case 'occupation':
        out[c.pick(KEYS.occupation)] = p.occupation;
        break;
      case 'birth_place':
        out[c.pick(KEYS.birth_place)] = p.birthPlace;
        break;
    }
  }
  return out;
}

/** Two registers' field lists that both hold `must` (plus what each register holds anyway, less `not`). */
function registers(c: Ctx, must: readonly Field[], not: readonly Field[] = []): [Field[], Field[]] {
  const one = (): Field[] => {
    const extra = PROFILES[c.pick(PROFILE_NAMES)]!.filter((f) => !not.includes(f) && c.chance(0.6));
    return [...new Set<Field>([...must, ...extra])];
  };
  return [one(), one()];
}

/** A field list with more fields, each once (a register holds a field under one key). */
function uniq(fields: readonly Field[], more: readonly Field[]): Field[] {
  return [...new Set<Field>([...fields, ...more])];
}

/** Another phone form than `not` for the same number (so the pair shows two ways of writing it). */
function otherPhoneForm(c: Ctx, not: PhoneForm): PhoneForm {
  const forms: PhoneForm[] = ['e164', 'intl', '00', 'bare', 'national', 'national-spaced'];
  return c.pick(forms.filter((f) => f !== not));
}

// ---- the kinds -------------------------------------------------------------------------------------

export type Label = 'same' | 'different';

export interface Kind {
  kind: string;
  label: Label;
  /** How many pairs the set holds of this kind (cycled through the six jurisdictions). */
  pairs: number;
  make: (c: Ctx, j: Jurisdiction) => { a: PersonRecord; b: PersonRecord };
}

/** Whether two given names are forms of one name in the author's nickname lists. */
function oneName(x: string, y: string): boolean {
  return Object.values(NICKNAMES).some((pairs) => pairs.some(([f, s]) => (f === x && s === y) || (f === y && s === x)));
}

function nicknamePerson(c: Ctx, j: Jurisdiction): { p: Person; short: string } {
  const [formal, short, sex] = c.pick(NICKNAMES[j].filter(([f, s]) => f !== s));
  const country = j === 'EU' ? EU_NICK_COUNTRY[formal]! : j;
  return { p: newPerson(c, j, { country, sex, given: formal }), short };
}

const SAME = 24;
const DIFF = 48;

export const HELDOUT1_KINDS: Kind[] = [
  {
    kind: 'same_nickname',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const { p, short } = nicknamePerson(c, j);
      const corro = c.pick<Field>(['phone', 'email', 'address', 'nid']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      const a = rec(c, p, fa, { nameForm: c.pick(['gms', 'gs']) });
      const b = rec(c, { ...p, given: short }, fb, { nameForm: c.pick(['gs', 'gs', 'gms']) });
      return c.chance(0.5) ? { a, b } : { a: b, b: a };
    },
  },
  {
    kind: 'same_other_script',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const [given, surname, native, order, sex] = c.pick(SCRIPT_NAMES.filter((s) => s[5].includes(j)));
      const country = j === 'EU' ? (/[Α-ω]/.test(native) ? 'GR' : c.pick(['DE', 'FR', 'NL', 'ES', 'IT', 'PL'])) : j;
      const p = newPerson(c, j, { country, sex, given, surname, middle: '' });
      const corro = c.pick<Field>(['phone', 'passport', 'email', 'phone']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      // Pinyin names are written surname first or given first; Arabic, Cyrillic and Greek given first.
      const latin = order === 'sg' ? c.pick([`${surname} ${given}`, `${given} ${surname}`, `${surname.toUpperCase()} ${given}`]) : c.pick([`${given} ${surname}`, `${given} ${surname}`.toUpperCase()]);
      const a = rec(c, p, fa, { name: latin });
      const b = rec(c, p, fb, { name: native });
      return c.chance(0.5) ? { a, b } : { a: b, b: a };
    },
  },
  {
    kind: 'same_name_order',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'address']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      return { a: rec(c, p, fa, { nameForm: c.pick(['gms', 'gs']) }), b: rec(c, p, fb, { nameForm: c.pick(['S, gm', 'sgm', 'sgm']) }) };
    },
  },
  {
    kind: 'same_middle_name',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const country = countryOf(c, j);
      const R0 = REGIONS[country]!;
      const sex: Sex = c.chance(0.5) ? 'M' : 'F';
      const given = c.pick(sex === 'M' ? R0.male : R0.female);
      const p = newPerson(c, j, { sex, given, middle: c.pick((sex === 'M' ? R0.middleM : R0.middleF).filter((m) => m !== given)), country });
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'passport']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      return { a: rec(c, p, fa, { nameForm: 'gms' }), b: rec(c, p, fb, { nameForm: c.pick(['gs', 'g m. s', 'g m. s', 'G. s']) }) };
    },
  },
  {
    kind: 'same_married_surname',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j, { sex: 'F', from: 1955, to: 1998 });
      const R = REGIONS[p.country]!;
      const married = surnameFor(c.pick(R.surnames.filter((s) => surnameFor(s, 'F') !== p.surname)), 'F');
      const form = c.int(0, 3);
      const newSurname = form === 0 ? `${p.surname}-${married}` : form === 1 ? `${married} (née ${p.surname})` : married;
      const id = c.pick<Field>(['nid', 'passport', 'nid', 'tax']);
      const [fa, fb] = registers(c, ['name', 'dob', id], ['address']);
      const after = { ...p, surname: newSurname, ...(c.chance(0.6) ? moved(c, p) : {}) };
      return { a: rec(c, p, [...fa, 'address']), b: rec(c, after, [...fb, ...(c.chance(0.5) ? (['address'] as Field[]) : [])]) };
    },
  },
  {
    kind: 'same_keying_error',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'passport', 'address']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      const a = rec(c, p, fa, { nameForm: 'gs' });
      const which = c.int(0, 3);
      const typo = { ...p, middle: '' };
      if (which === 0) typo.given = keyingError(c, p.given);
      else if (which === 1) typo.surname = keyingError(c, p.surname);
      else if (which === 2) typo.surname = ocrError(c, p.surname.toUpperCase());
      else {
        // A scanned identity document: the number read with O/0, l/1 or S/5 confused; the name and the birth date exact.
        const id = c.pick<Field>(['nid', 'passport']);
        if (id === 'nid') typo.nationalId = ocrError(c, p.nationalId);
        else typo.passport = ocrError(c, p.passport);
        return { a: rec(c, p, uniq(fa, [id, 'phone']), { nameForm: 'gs' }), b: rec(c, typo, uniq(fb, [id, 'phone']), { nameForm: 'gs' }) };
      }
      const b = rec(c, typo, fb, { nameForm: 'gs' });
      return { a, b };
    },
  },
  {
    kind: 'same_dob_written_differently',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j, { from: 1950, to: 2005 });
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'passport']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      const f1 = c.pick(DAY_FIRST_FORMS);
      const f2 = c.pick(DAY_FIRST_FORMS.filter((f) => f !== f1));
      const a = rec(c, p, fa, { dateForm: f1, nameForm: 'gs' });
      const r = c.r();
      // A register that exports month first (a US-built system) or a clerk who swapped day and month.
      if (r < 0.25) return { a, b: rec(c, p, fb, { dateForm: 'mdy/', nameForm: 'gs' }) };
      if (r < 0.4) {
        // One digit keyed wrong in the year or the day, next to the same identifier: still one person.
        const t = p.dob;
        const typo = c.chance(0.5) ? { ...t, y: t.y + (t.y % 10 === 9 ? -1 : 1) } : { ...t, d: t.d <= 9 ? t.d + 10 : t.d - 10 };
        const id: Field[] = [c.pick<Field>(['nid', 'passport'])];
        return { a: rec(c, p, uniq(fa, id), { dateForm: f1, nameForm: 'gs' }), b: rec(c, { ...p, dob: typo }, uniq(fb, id), { dateForm: f2, nameForm: 'gs' }) };
      }
      return { a, b: rec(c, p, fb, { dateForm: f2, nameForm: 'gs' }) };
    },
  },
  {
    kind: 'same_phone_written_differently',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      if (c.chance(0.3)) {
        // A fixed line: written in full on one side, as dialled inside the town (no area code) on the other.
        const country = j === 'EU' ? c.pick(['DE', 'NL']) : j;
        const plan = LANDLINES[country]!;
        const local = plan.local(c);
        const p = { ...newPerson(c, j, { country }), phone: PHONE_CC[country]! + plan.area + local };
        p.city = plan.city;
        p.address = `${c.int(1, 180)} ${c.pick(REGIONS[country]!.streets)}, ${plan.city}`;
        const a = rec(c, p, uniq(['name', 'dob', 'phone'], c.chance(0.5) ? ['address'] : []));
        const full = c.chance(0.5) ? `+${PHONE_CC[country]} ${plan.area} ${local}` : `0${plan.area} ${local}`;
        const b = rec(c, p, ['name', 'dob', 'address']);
        const aKey = Object.keys(a).find((k) => ['phone', 'mobile', 'phone_number', 'msisdn', 'telephone'].includes(k))!;
        a[aKey] = full;
        b[c.pick(['telephone', 'phone'])] = local;
        return c.chance(0.5) ? { a, b } : { a: b, b: a };
      }
      const p = newPerson(c, j);
      const [fa, fb] = registers(c, ['name', 'phone', 'dob'], ['nid', 'passport', 'tax', 'email']);
      const f1 = c.pick<PhoneForm>(['e164', 'intl', 'national', '00', 'bare', 'national-spaced']);
      return { a: rec(c, p, fa, { phoneForm: f1 }), b: rec(c, p, fb, { phoneForm: otherPhoneForm(c, f1) }) };
    },
  },
  {
    kind: 'same_email_typo',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const must: Field[] = c.chance(0.6) ? ['name', 'email', 'dob'] : ['name', 'email', 'phone'];
      const [fa, fb] = registers(c, must, ['nid', 'passport', 'tax']);
      const [local, domain] = p.email.split('@') as [string, string];
      const typo = `${keyingError(c, local)}@${domain}`;
      return { a: rec(c, p, fa), b: rec(c, { ...p, email: typo }, fb) };
    },
  },
  {
    kind: 'same_moved_address',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const id = c.pick<Field>(['nid', 'passport', 'nid', 'tax']);
      const [fa, fb] = registers(c, ['name', 'dob', id, 'address'], ['phone', 'email']);
      const later = { ...p, ...moved(c, p), ...(c.chance(0.5) ? { phone: newPhone(c, p.country) } : {}) };
      const extraA: Field[] = c.chance(0.5) ? ['phone'] : [];
      const extraB: Field[] = c.chance(0.5) ? ['phone'] : [];
      return { a: rec(c, p, [...fa, ...extraA]), b: rec(c, later, [...fb, ...extraB]) };
    },
  },
  {
    kind: 'same_different_id_kinds',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const kinds: Field[] = ['nid', 'passport', 'tax', 'licence'];
      const ka = c.pick(kinds);
      const kb = c.pick(kinds.filter((k) => k !== ka));
      const a = rec(c, p, ['name', 'dob', ka, ...(c.chance(0.5) ? (['gender'] as Field[]) : [])], { issuer: c.chance(0.5) });
      const b = rec(c, p, ['name', 'dob', kb, ...(c.chance(0.4) ? (['address'] as Field[]) : [])], { issuer: c.chance(0.5) });
      return { a, b };
    },
  },
  {
    kind: 'same_caller_field_names',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j);
      const R = REGIONS[p.country]!;
      const canonical = rec(c, p, ['name', 'dob', 'phone', ...(c.chance(0.5) ? (['email'] as Field[]) : ['nid' as Field])], { nameForm: 'gs' });
      const b: PersonRecord = {};
      const split = c.int(0, 4);
      if (split === 0) b[c.pick(['Name', 'NAME', 'Full Name', 'FullName'])] = formatName(p, 'gs');
      else if (split === 4) {
        // A system that sends its short display name beside the full name.
        b['name'] = formatName(p, 'G. s');
        b['full_name'] = formatName(p, 'gms');
      }
      else if (split === 1) {
        b['first_name'] = p.given;
        b['last_name'] = p.surname;
      } else if (split === 2) {
        b[c.pick(['FirstName', 'First Name', 'given_name', 'forename'])] = p.given;
        b[c.pick(['Surname', 'LastName', 'Last Name', 'family_name'])] = p.surname;
      } else {
        b['surname'] = p.surname.toUpperCase();
        b['other_names'] = p.given;
      }
      b[c.pick(['DOB', 'Dob', 'Date of Birth', 'DateOfBirth', 'D.O.B.'])] = formatDate(p.dob, c.pick(R.dates));
      b[c.pick(['Mobile', 'Phone', 'MSISDN', 'Mobile No', 'Tel.', 'PhoneNumber'])] = formatPhone(p.phone, p.country, c.pick<PhoneForm>(['e164', 'national']));
      if (c.chance(0.5)) b[c.pick(['Email', 'E-mail', 'EMAIL', 'e_mail'])] = p.email;
      if (c.chance(0.4)) b[c.pick(['ID Number', 'IDNumber', 'National ID', 'NIN'])] = p.nationalId;
      return c.chance(0.5) ? { a: canonical, b } : { a: b, b: canonical };
    },
  },
  {
    kind: 'same_marks_case_particles',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const [marked, plain, sex] = c.pick(MARKED_NAMES[j]);
      const parts = plain.split(' ');
      const given = titleCase(parts[0]!);
      const surname = titleCase(parts.slice(1).join(' '));
      const country = j === 'EU' ? c.pick(['ES', 'FR', 'DE', 'IT', 'NL']) : j;
      const p = newPerson(c, j, { country, sex, given, surname, middle: '' });
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'passport']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      return { a: rec(c, p, fa, { name: marked }), b: rec(c, p, fb, { name: plain }) };
    },
  },
  {
    kind: 'same_title_honorific',
    label: 'same',
    pairs: SAME,
    make: (c, j) => {
      const p = newPerson(c, j, { from: 1945, to: 1995 });
      const [men, women] = TITLES[p.country]!;
      const title = c.pick(p.sex === 'M' ? men : women);
      const corro = c.pick<Field>(['phone', 'nid', 'email', 'passport', 'address']);
      const [fa, fb] = registers(c, ['name', 'dob', corro]);
      const plain = formatName(p, c.pick(['gms', 'gs']));
      const titled = c.chance(0.8) || title.includes('(') ? `${title} ${formatName(p, c.pick(['gms', 'gs', 'g m. s']))}` : `${formatName(p, 'gs')} (${title.replace(/\.$/, '')})`;
      const a = rec(c, p, fa, { name: titled });
      const b = rec(c, p, fb, { name: plain });
      return c.chance(0.5) ? { a, b } : { a: b, b: a };
    },
  },
  // ---- different people ----
  {
    kind: 'diff_twins',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const twin = c.chance(0.6) ? c.pick(TWIN_NAMES[j]) : null;
      const country = j === 'EU' && twin ? (EU_TWIN_COUNTRY[twin[0]] ?? 'ES') : countryOf(c, j);
      const R = REGIONS[country]!;
      const sa: Sex = twin ? twin[1] : c.chance(0.5) ? 'M' : 'F';
      const sb: Sex = twin ? twin[3] : c.chance(0.5) ? 'M' : 'F';
      const ga = twin ? twin[0] : c.pick(sa === 'M' ? R.male : R.female);
      let gb = twin ? twin[2] : c.pick(sb === 'M' ? R.male : R.female);
      // Two forms of one name (Edward/Eddie) would be one person, not twins.
      if (gb === ga || oneName(ga, gb)) gb = (sb === 'M' ? R.male : R.female).find((g) => g !== ga && !oneName(ga, g))!;
      const a = newPerson(c, j, { country, sex: sa, given: ga, from: 1965, to: 2012 });
      const rawSurname = R.surnames.find((s) => s.split('|').includes(a.surname)) ?? a.surname;
      const b = { ...newPerson(c, j, { country, sex: sb, given: gb, dob: a.dob, surname: surnameFor(rawSurname, sb) }), address: a.address, city: a.city, birthPlace: a.birthPlace };
      if (c.chance(0.5)) b.phone = a.phone; // a parent's number on both children's records
      const [fa, fb] = registers(c, ['name', 'dob', 'address'], c.chance(0.5) ? ['nid', 'passport', 'tax'] : []);
      return { a: rec(c, a, fa, { nameForm: 'gs' }), b: rec(c, b, fb, { nameForm: 'gs' }) };
    },
  },
  {
    kind: 'diff_father_son',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const father = newPerson(c, j, { sex: 'M', from: 1940, to: 1975 });
      const sonDob = otherDob(c, father.dob);
      sonDob.y = father.dob.y + c.int(20, 38);
      const son = { ...newPerson(c, j, { country: father.country, sex: 'M', given: father.given, middle: father.middle, surname: father.surname, dob: sonDob }), address: father.address, city: father.city };
      if (c.chance(0.4)) son.phone = father.phone; // the house line
      const [sf, ss] = c.pick(SUFFIXES);
      const [fa, fb] = registers(c, ['name', 'dob', 'address'], ['email']);
      const a = rec(c, { ...father, suffix: sf }, fa, { nameForm: c.pick(['gms', 'gs']) });
      const b = rec(c, { ...son, suffix: ss }, fb, { nameForm: c.pick(['gms', 'gs']) });
      return c.chance(0.5) ? { a, b } : { a: b, b: a };
    },
  },
  {
    kind: 'diff_household_shared_contact',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const a = newPerson(c, j, { from: 1955, to: 1995 });
      const R = REGIONS[a.country]!;
      const sb: Sex = a.sex === 'M' ? 'F' : c.chance(0.8) ? 'M' : 'F';
      const rawSurname = R.surnames.find((s) => s.split('|').includes(a.surname)) ?? a.surname;
      const opts: PersonOpts = { country: a.country, sex: sb, from: a.dob.y - 8, to: a.dob.y + 8 };
      if (c.chance(0.7)) opts.surname = surnameFor(rawSurname, sb);
      const b0 = newPerson(c, j, opts);
      const b = { ...b0, address: a.address, city: a.city };
      // Two people of one household never share a given name here (that would be one name, one mailbox: no evidence left).
      if (b.given === a.given) b.given = c.pick((sb === 'M' ? R.male : R.female).filter((g) => g !== a.given));
      const shared = c.int(0, 2);
      const must: Field[] = ['name', 'dob', 'address'];
      if (shared === 0) {
        b.phone = a.phone;
        must.push('phone');
      } else if (shared === 1) {
        // One family mailbox on both records.
        const family = `${c.pick(['the', 'fam', ''])}${slug(a.surname)}${c.pick(['family', 's', 'home', ''])}@${c.pick(R.mail)}`;
        a.email = family;
        b.email = family;
        must.push('email');
      } else {
        b.phone = a.phone;
        b.email = a.email;
        must.push('phone', 'email');
      }
      const [fa, fb] = registers(c, must);
      return { a: rec(c, a, fa), b: rec(c, b, fb) };
    },
  },
  {
    kind: 'diff_role_mailbox_or_domain',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const a = newPerson(c, j, { from: 1960, to: 2000 });
      const R = REGIONS[a.country]!;
      const b = newPerson(c, j, { country: a.country, ...(c.chance(0.3) ? { surname: a.surname, sex: a.sex } : {}) });
      if (b.given === a.given) b.given = c.pick((b.sex === 'M' ? R.male : R.female).filter((g) => g !== a.given));
      const business = `${slug(surnameFor(c.pick(R.surnames), 'M'))}${c.pick(BUSINESS_WORDS)}`;
      const tld = { NG: 'com.ng', KE: 'co.ke', GH: 'com.gh', ZA: 'co.za', GB: 'co.uk' }[a.country] ?? `${a.country.toLowerCase()}`;
      if (c.chance(0.3)) {
        // Colleagues: personal addresses on one employer's domain, the office address and line shared.
        a.email = `${slug(a.given)}.${slug(a.surname)}@${business}.${tld}`;
        b.email = `${slug(b.given)}${c.pick(['.', ''])}${slug(b.surname)}@${business}.${tld}`;
      } else {
        // A role mailbox (info@, admin@) that everyone in a small business gives.
        const box = `${c.pick(ROLE_MAILBOXES)}@${business}.${tld}`;
        a.email = box;
        b.email = box;
      }
      const must: Field[] = ['name', 'email'];
      if (c.chance(0.4)) {
        b.phone = a.phone; // the shop's line
        must.push('phone');
      }
      if (c.chance(0.5)) {
        b.address = a.address;
        must.push('address');
      }
      const [fa, fb] = registers(c, must);
      return { a: rec(c, a, fa), b: rec(c, b, fb) };
    },
  },
  {
    kind: 'diff_common_name_same_dob',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const [given, surname, sex, country] = c.pick(COMMON_NAMES[j]);
      const a = newPerson(c, j, { country, sex, given, surname, middle: '' });
      let b = newPerson(c, j, { country, sex, given, surname, middle: '', dob: a.dob });
      if (b.city === a.city) b = { ...b, ...moved(c, a) };
      const R = REGIONS[country]!;
      if (b.birthPlace === a.birthPlace) b.birthPlace = R.cities.find((x) => x !== a.birthPlace)!;
      const id = c.pick<Field>(['nid', 'passport', 'nid', 'tax']);
      // Either a conflicting identifier of one kind, or another place of birth (which no move changes).
      const must: Field[] = c.chance(0.75) ? ['name', 'dob', id] : ['name', 'dob', 'birth_place', 'phone', 'address'];
      const [fa, fb] = registers(c, must, ['email']);
      return { a: rec(c, a, fa, { nameForm: 'gs' }), b: rec(c, b, fb, { nameForm: 'gs' }) };
    },
  },
  {
    kind: 'diff_same_id_other_person',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const a = newPerson(c, j);
      const b = newPerson(c, j, { country: a.country, ...(c.chance(0.4) ? { surname: a.surname, sex: a.sex } : {}) });
      if (b.given === a.given) b.given = c.pick((b.sex === 'M' ? REGIONS[a.country]!.male : REGIONS[a.country]!.female).filter((g) => g !== a.given));
      b.dob = otherDob(c, a.dob);
      const id = c.pick<Field>(['nid', 'nid', 'passport', 'tax']);
      if (id === 'nid') b.nationalId = a.nationalId;
      else if (id === 'passport') b.passport = a.passport;
      else b.taxId = a.taxId;
      const [fa, fb] = registers(c, ['name', 'dob', id]);
      return { a: rec(c, a, fa), b: rec(c, b, fb) };
    },
  },
  {
    kind: 'diff_same_name_other_dob',
    label: 'different',
    pairs: DIFF,
    make: (c, j) => {
      const a = newPerson(c, j);
      const b = newPerson(c, j, { country: a.country, sex: a.sex, given: a.given, middle: c.chance(0.5) ? a.middle : '', surname: a.surname, dob: otherDob(c, a.dob) });
      if (c.chance(0.4)) b.birthPlace = a.birthPlace;
      const must: Field[] = ['name', 'dob', ...(c.chance(0.5) ? (['birth_place'] as Field[]) : [])];
      const [fa, fb] = registers(c, must);
      return { a: rec(c, a, fa), b: rec(c, b, fb) };
    },
  },
];
