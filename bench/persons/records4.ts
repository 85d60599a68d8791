// Building blocks of held-out set 4 of person record pairs (templates-heldout4.ts): the set's own cultures
// and name lists, short forms, diacritic spellings, patronymic chains, transliterations, towns, streets,
// phone plans and identifier shapes. Written by the author of templates-heldout4.ts from their own
// knowledge, without reading the comparison engine, its tables or the earlier sets' lists; nothing here
// knows how the engine compares. Only `Ctx` and the record types are borrowed from records.ts. Every
// person, number and address is fictional: numbers keep the shape of each country's documents (and their
// check digits where the document has one: SA ID Luhn, NHS mod 11, PESEL, BSN eleven-test, NIF mod 11,
// DNI letter, NIR key) but belong to no one; UK mobiles are in Ofcom's drama range (07700 900xxx).
import { Ctx, type Jurisdiction, type PersonRecord, type Ymd } from './records.js';

export { Ctx, type Jurisdiction, type PersonRecord, type Ymd };

export type Sex = 'M' | 'F';

/** A culture's names: given names by sex, surnames, and how the culture builds a full name. */
export interface Culture {
  M: readonly string[];
  F: readonly string[];
  surnames: readonly string[];
  /** Christian/English given names carried first by many in this culture (Grace Wanjiru Kamau). */
  firstM?: readonly string[];
  firstF?: readonly string[];
  /** Names are a chain: given, father's given, grandfather's given (Ethiopian, Somali). */
  chain?: boolean;
  /** Icelandic-style: the surname is the father's given name + son/dóttir. */
  patronymic?: boolean;
  /** No middle name (a Chinese given name is one name, written joined or spaced). */
  noMiddle?: boolean;
}

// Names as the person writes them (with their diacritics); exports fold them (see `fold`).
export const CULTURES: Record<string, Culture> = {
  yoruba: {
    M: ['Babatunde', 'Oluwaseun', 'Adébáyọ̀', 'Olumide', 'Oluwafemi', 'Ayodele', 'Kayode', 'Adewale', 'Olusegun', 'Oluwagbenga', 'Akinwale', 'Oladipo', 'Abiodun', 'Olanrewaju', 'Oluwatobi'],
    F: ['Folasade', 'Omolara', 'Oluwakemi', 'Funmilayo', 'Adebola', 'Titilayo', 'Yetunde', 'Olubukola', 'Abimbola', 'Morenike', 'Ibukunoluwa', 'Oyinkansola', 'Oluwadamilola', 'Temitope'],
    surnames: ['Adeyemi', 'Ogunleye', 'Balogun', 'Olawale', 'Adebisi', 'Akinola', 'Oyelaran', 'Fashola', 'Ogundipe', 'Adesanya', 'Olatunji', 'Afolabi', 'Oyebanji', 'Àjàyí', 'Ilori', 'Ọ̀ṣúntókun'],
  },
  igbo: {
    M: ['Chukwuemeka', 'Obinna', 'Ikechukwu', 'Chinedu', 'Nnamdi', 'Uchenna', 'Chidiebere', 'Kelechi', 'Ifeanyichukwu', 'Chibuike', 'Somtochukwu', 'Chukwuebuka', 'Oluchukwu', 'Tochukwu'],
    F: ['Ngozi', 'Chiamaka', 'Adaeze', 'Nkechinyere', 'Chinwendu', 'Ifeoma', 'Uchechi', 'Obiageli', 'Amarachi', 'Chidinma', 'Ogechukwu', 'Nneka', 'Chinyere', 'Ebere'],
    surnames: ['Okafor', 'Okonkwo', 'Eze', 'Nwosu', 'Obi', 'Okeke', 'Nwachukwu', 'Ugwu', 'Anyanwu', 'Ibe', 'Okoro', 'Nwankwo', 'Chukwu', 'Ezeani', 'Nnaji', 'Onwuka'],
  },
  hausa: {
    M: ['Abubakar', 'Ibrahim', 'Musa', 'Aminu', 'Sani', 'Usman', 'Yusuf', 'Abdullahi', 'Umar', 'Bashir', 'Nasiru', 'Suleiman', 'Mustapha', 'Muhammad'],
    F: ['Aisha', 'Hauwa', 'Zainab', 'Fatima', 'Maryam', 'Hadiza', 'Amina', 'Binta', 'Halima', 'Rukayya', 'Safiya', 'Khadija'],
    surnames: ['Bello', 'Abdullahi', 'Mohammed', 'Danjuma', 'Garba', 'Lawal', 'Yakubu', 'Shehu', 'Aliyu', 'Dikko', 'Bala', 'Sadiq', 'Tanko'],
  },
  // Afro-Brazilian returnee families of Lagos (Agudas): Portuguese compound surnames.
  aguda: {
    M: ['Olufemi', 'Adeniyi', 'Antonio', 'Joao', 'Babajide'],
    F: ['Folake', 'Maria', 'Olabisi', 'Teresa', 'Remilekun'],
    surnames: ['da Rocha', 'da Silva', 'Pereira', 'Martins', 'de Souza', 'Campos', 'Gomes', 'Salvador', 'da Costa'],
  },
  kikuyu: {
    M: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Gĩthinji', 'Kĩmani', 'Njũguna', 'Wachira', 'Macharia', 'Gitau', 'Mũriũki'],
    F: ['Wanjiru', 'Wambũi', 'Njeri', 'Nyambura', 'Wangari', 'Wairimu', 'Wanjiku', 'Mũthoni', 'Njoki', 'Waithera'],
    surnames: ['Mwangi', 'Kamau', 'Njoroge', 'Kariuki', 'Ndũngũ', 'Gitau', 'Macharia', 'Waweru', 'Kinyanjui', 'Mugo', 'Ng’ang’a', 'Wainaina'],
    firstM: ['John', 'Peter', 'Joseph', 'Samuel', 'Stephen', 'Daniel', 'David', 'Francis', 'Patrick', 'James'],
    firstF: ['Mary', 'Grace', 'Jane', 'Lucy', 'Esther', 'Catherine', 'Margaret', 'Faith', 'Mercy', 'Joyce'],
  },
  luo: {
    M: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Owino', 'Omondi', 'Okoth', 'Ouma', 'Oduor'],
    F: ['Akinyi', 'Atieno', 'Achieng', 'Adhiambo', 'Awino', 'Anyango', 'Auma', 'Apiyo'],
    surnames: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Omondi', 'Okoth', 'Ouma', 'Oduor', 'Were', 'Owuor', 'Ogola', 'Obuya'],
    firstM: ['George', 'Tom', 'Kennedy', 'Dennis', 'Victor', 'Felix', 'Brian', 'Collins'],
    firstF: ['Beatrice', 'Pamela', 'Rose', 'Jacinta', 'Millicent', 'Everlyne', 'Lilian', 'Sharon'],
  },
  kalenjin: {
    M: ['Kipchoge', 'Kiprono', 'Kipkemboi', 'Kiprotich', 'Kibet', 'Kiplagat', 'Kipruto', 'Kimutai'],
    F: ['Chebet', 'Jepkosgei', 'Chepkoech', 'Jeptoo', 'Chepngetich', 'Jerotich', 'Cherono', 'Jelimo'],
    surnames: ['Kiprop', 'Rotich', 'Koech', 'Ruto', 'Kiptoo', 'Langat', 'Bett', 'Cheruiyot', 'Kirui', 'Keter', 'Kosgei'],
    firstM: ['Wilson', 'Geoffrey', 'Moses', 'Hillary', 'Gideon', 'Nicholas'],
    firstF: ['Caroline', 'Purity', 'Winnie', 'Nancy', 'Sylvia', 'Mourine'],
  },
  luhya: {
    M: ['Wanjala', 'Barasa', 'Wafula', 'Simiyu', 'Makokha', 'Wekesa', 'Shikuku'],
    F: ['Nafula', 'Nekesa', 'Naliaka', 'Nasimiyu', 'Khisa', 'Akoth'],
    surnames: ['Wanjala', 'Barasa', 'Wafula', 'Simiyu', 'Makokha', 'Wekesa', 'Shikuku', 'Were', 'Masinde', 'Okwaro'],
    firstM: ['Benard', 'Edwin', 'Humphrey', 'Vincent', 'Wycliffe'],
    firstF: ['Violet', 'Phoebe', 'Risper', 'Emily', 'Consolata'],
  },
  // Somali and Ethiopian names are chains of given names: own, father's, grandfather's.
  somali: {
    M: ['Mohamed', 'Abdi', 'Hassan', 'Ahmed', 'Ali', 'Farah', 'Hussein', 'Abdirahman', 'Yusuf', 'Omar', 'Abdullahi', 'Ismail', 'Abdikarim', 'Mahad'],
    F: ['Fadumo', 'Amina', 'Halima', 'Hodan', 'Sahra', 'Ifrah', 'Deqa', 'Ayan', 'Hibaaq', 'Nasteho', 'Ubah'],
    surnames: [],
    chain: true,
  },
  ethiopian: {
    M: ['Dawit', 'Abebe', 'Tesfaye', 'Girma', 'Haile', 'Kebede', 'Yohannes', 'Bereket', 'Solomon', 'Mulugeta', 'Tadesse', 'Getachew', 'Alemayehu', 'Mesfin'],
    F: ['Almaz', 'Tigist', 'Meseret', 'Hiwot', 'Bethlehem', 'Selamawit', 'Mekdes', 'Tsion', 'Hirut', 'Aster'],
    surnames: [],
    chain: true,
  },
  akan: {
    M: ['Kwame', 'Kwabena', 'Kwaku', 'Kofi', 'Kwasi', 'Kojo', 'Kwadwo', 'Yaw', 'Fiifi', 'Ekow'],
    F: ['Ama', 'Akosua', 'Adwoa', 'Abena', 'Akua', 'Yaa', 'Afua', 'Efua', 'Esi', 'Araba'],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Amoako', 'Ofori', 'Acheampong', 'Darko', 'Frimpong', 'Gyamfi', 'Ansah', 'Kyei', 'Antwi', 'Opoku', 'Sarpong'],
    firstM: ['Emmanuel', 'Isaac', 'Samuel', 'Michael', 'Ebenezer', 'Prince', 'Godfred', 'Bernard', 'Nana'],
    firstF: ['Gifty', 'Comfort', 'Mercy', 'Patience', 'Priscilla', 'Felicia', 'Vida', 'Dorcas', 'Abigail', 'Millicent'],
  },
  ewe: {
    M: ['Selorm', 'Elikem', 'Edem', 'Senyo', 'Kɔmla', 'Kɔku', 'Mawuli', 'Delali', 'Yayra'],
    F: ['Enyonam', 'Dzifa', 'Esinam', 'Akpene', 'Sename', 'Eyram', 'Mawusi', 'Xɔse'],
    surnames: ['Agbeko', 'Amegashie', 'Kpodo', 'Dzokoto', 'Tsikata', 'Gbedemah', 'Ahiadeke', 'Kuadey', 'Fiagbe', 'Ɖogbe', 'Kumordzi'],
    firstM: ['Raymond', 'Godwin', 'Courage', 'Wisdom', 'Justice'],
    firstF: ['Eunice', 'Gladys', 'Sedinam', 'Beatrice', 'Perpetual'],
  },
  ga: {
    M: ['Nii Armah', 'Nii Odartey', 'Ashitey', 'Nortey', 'Lartey', 'Tetteh', 'Nii Okai'],
    F: ['Naa Dedei', 'Naa Korkor', 'Adjeley', 'Dzagbele', 'Naa Ayeley', 'Adoley'],
    surnames: ['Tetteh', 'Quaye', 'Lamptey', 'Quartey', 'Addo', 'Ankrah', 'Nortey', 'Aryee', 'Odoi', 'Okine', 'Quarcoo', 'Sowah'],
  },
  // Northern Ghana (Dagbamba, Gonja): Muslim given names beside family names.
  dagbamba: {
    M: ['Abdul-Rahman', 'Alhassan', 'Iddrisu', 'Mahama', 'Issah', 'Abukari', 'Fuseini', 'Sulemana', 'Mumuni'],
    F: ['Memunatu', 'Mariama', 'Fati', 'Salamatu', 'Hawawu', 'Ayishetu', 'Rahinatu', 'Abiba'],
    surnames: ['Mahama', 'Alhassan', 'Iddrisu', 'Abdulai', 'Fuseini', 'Yakubu', 'Seidu', 'Zakaria', 'Dauda', 'Issahaku'],
  },
  zulu: {
    M: ['Sipho', 'Themba', 'Bongani', 'Sibusiso', 'Mandla', 'Nkosinathi', 'Siyabonga', 'Lwazi', 'Mthunzi', 'Sandile', 'Musa'],
    F: ['Nomvula', 'Thandeka', 'Zanele', 'Nokuthula', 'Lindiwe', 'Ntombifuthi', 'Zodwa', 'Nompumelelo', 'Thembeka', 'Sindisiwe'],
    surnames: ['Dlamini', 'Nkosi', 'Zulu', 'Ndlovu', 'Khumalo', 'Mthembu', 'Ngcobo', 'Buthelezi', 'Mkhize', 'Shabalala', 'Cele', 'Zungu', 'Nxumalo'],
  },
  xhosa: {
    M: ['Lwandile', 'Luvuyo', 'Xolani', 'Mzwandile', 'Anele', 'Lukhanyo', 'Sizwe', 'Mncedisi'],
    F: ['Nosipho', 'Ayanda', 'Nomonde', 'Zintle', 'Siphokazi', 'Babalwa', 'Noluthando', 'Asanda'],
    surnames: ['Mabandla', 'Gqirana', 'Ntuli', 'Mqhayi', 'Booi', 'Sisulu', 'Qwabe', 'Majola', 'Mgxashe', 'Nqayi'],
  },
  sotho: {
    M: ['Thabo', 'Tshepo', 'Kagiso', 'Lebogang', 'Mpho', 'Katlego', 'Tumelo', 'Neo', 'Tebogo', 'Lesego'],
    F: ['Palesa', 'Lerato', 'Dineo', 'Refiloe', 'Boitumelo', 'Naledi', 'Karabo', 'Masego', 'Keabetswe', 'Mpho'],
    surnames: ['Mokoena', 'Molefe', 'Motaung', 'Mofokeng', 'Nkoane', 'Mokgethi', 'Tau', 'Modise', 'Sebego', 'Radebe', 'Letsie', 'Phiri'],
  },
  afrikaans: {
    M: ['Johannes', 'Jacobus', 'Petrus', 'Hendrik', 'Gerhardus', 'Cornelius', 'Stefanus', 'Frederik', 'Christiaan', 'Andries', 'Willem'],
    F: ['Anna', 'Maria', 'Johanna', 'Susanna', 'Magdalena', 'Hester', 'Anél', 'Marné', 'Lizé', 'Chantél', 'Riëtte', 'Elmarie'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'du Plessis', 'Venter', 'Nel', 'Steyn', 'Coetzee', 'van Wyk', 'Fourie', 'Kruger', 'Swanepoel', 'Janse van Rensburg', 'le Roux', 'Oosthuizen', 'de Villiers', 'Erasmus', 'du Preez'],
  },
  // South African Indian (largely Tamil and Telugu) families of KwaZulu-Natal and Gauteng.
  saIndian: {
    M: ['Pravin', 'Rajesh', 'Suresh', 'Kreshen', 'Devan', 'Logan', 'Selvan'],
    F: ['Priya', 'Kavitha', 'Thirusha', 'Pregashnie', 'Vanessa', 'Kamini'],
    surnames: ['Naidoo', 'Pillay', 'Govender', 'Moodley', 'Reddy', 'Chetty', 'Padayachee', 'Maharaj'],
  },
  // Cape Malay (Muslim) families of the Western Cape.
  capeMalay: {
    M: ['Yusuf', 'Ebrahim', 'Goolam', 'Mogamat', 'Abubakr', 'Shaheed', 'Faiek', 'Igshaan'],
    F: ['Fatima', 'Rashieda', 'Naseema', 'Shireen', 'Zulfa', 'Gadija', 'Waheeda'],
    surnames: ['Isaacs', 'Abrahams', 'Hendricks', 'Davids', 'Salie', 'Cassiem', 'Adams', 'Jacobs', 'Parker'],
  },
  english: {
    M: ['William', 'Robert', 'Edward', 'Richard', 'James', 'Thomas', 'Christopher', 'Anthony', 'Michael', 'Stephen', 'Nicholas', 'Jonathan', 'Matthew', 'Alexander', 'Henry', 'Daniel', 'Andrew'],
    F: ['Elizabeth', 'Margaret', 'Catherine', 'Patricia', 'Jennifer', 'Susan', 'Rebecca', 'Victoria', 'Eleanor', 'Deborah', 'Abigail', 'Charlotte', 'Katherine', 'Samantha', 'Jacqueline'],
    surnames: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall', 'Wood', 'Jackson', 'Clarke', 'Harrison', 'Cooper', 'Hughes', 'Turner'],
  },
  gaelic: {
    M: ['Seán', 'Ciarán', 'Pádraig', 'Eoin', 'Lachlan', 'Hamish', 'Callum', 'Declan', 'Niall', 'Ruairí'],
    F: ['Siobhán', 'Niamh', 'Aoife', 'Sinéad', 'Róisín', 'Orla', 'Caitríona', 'Mairéad', 'Eilidh', 'Gráinne'],
    surnames: ['O’Brien', 'MacDonald', 'O’Sullivan', 'Murphy', 'Kelly', 'Campbell', 'Stewart', 'Fraser', 'Byrne', 'O’Neill', 'MacLeod', 'Doyle', 'Ó Briain', 'Mac Giolla Phádraig'],
  },
  britishPakistani: {
    M: ['Mohammed', 'Imran', 'Tariq', 'Asif', 'Zubair', 'Amjad', 'Sajid', 'Khalid'],
    F: ['Ayesha', 'Nadia', 'Shazia', 'Rubina', 'Samina', 'Nasreen', 'Parveen'],
    surnames: ['Khan', 'Hussain', 'Ahmed', 'Shah', 'Akhtar', 'Iqbal', 'Chaudhry', 'Rahman', 'Mahmood'],
  },
  britishIndian: {
    M: ['Rajesh', 'Sanjay', 'Gurpreet', 'Jaswinder', 'Harjit', 'Vikram', 'Amrit'],
    F: ['Priya', 'Anjali', 'Manpreet', 'Sunita', 'Kiran', 'Harpreet'],
    surnames: ['Patel', 'Sharma', 'Gill', 'Sandhu', 'Mistry', 'Joshi', 'Dhillon'],
  },
  german: {
    M: ['Jürgen', 'Günther', 'Jörg', 'Matthias', 'Stefan', 'Andreas', 'Klaus', 'Sebastian', 'Maximilian', 'Björn', 'Ulrich'],
    F: ['Käthe', 'Sabine', 'Ursula', 'Jutta', 'Bärbel', 'Anja', 'Katrin', 'Susanne', 'Gülay', 'Jördis'],
    surnames: ['Müller', 'Schröder', 'Köhler', 'Weiß', 'Groß', 'Schäfer', 'Strauß', 'Krüger', 'Jäger', 'Fuchs', 'Becker', 'Hoffmann', 'Böhm', 'Löffler', 'Günther'],
  },
  nordic: {
    M: ['Søren', 'Bjørn', 'Jørgen', 'Anders', 'Lars', 'Mikael', 'Håkan', 'Nils', 'Rasmus'],
    F: ['Åsa', 'Ingrid', 'Mette', 'Signe', 'Birgitta', 'Malin', 'Sørine', 'Kirsten'],
    surnames: ['Sørensen', 'Jørgensen', 'Møller', 'Østergaard', 'Andersson', 'Lindström', 'Åberg', 'Nyström', 'Kjær', 'Brøndum'],
  },
  polish: {
    M: ['Łukasz', 'Paweł', 'Michał', 'Wojciech', 'Krzysztof', 'Grzegorz', 'Tomasz', 'Piotr', 'Jędrzej', 'Zbigniew'],
    F: ['Małgorzata', 'Agnieszka', 'Katarzyna', 'Joanna', 'Żaneta', 'Bożena', 'Jolanta', 'Grażyna', 'Urszula'],
    surnames: ['Kowalczyk', 'Wójcik', 'Woźniak', 'Mazur', 'Król', 'Kaczmarek', 'Zając', 'Piątek', 'Wróbel', 'Dudek', 'Michalak', 'Sobczak'],
  },
  spanish: {
    M: ['José', 'Javier', 'Álvaro', 'Andrés', 'Ramón', 'Íñigo', 'Sergio', 'Pablo', 'Joaquín', 'Adrián'],
    F: ['María', 'Lucía', 'Inés', 'Begoña', 'Ainhoa', 'Nuria', 'Rocío', 'Mónica', 'Ángela', 'Pilar'],
    surnames: ['García', 'López', 'Martínez', 'Fernández', 'Sánchez', 'Pérez', 'Gómez', 'Rodríguez', 'Muñoz', 'Díaz', 'Jiménez', 'Ruiz', 'Álvarez', 'Moreno', 'Castaño', 'Ibáñez', 'Núñez', 'Gil-Robles', 'Pérez de la Fuente'],
  },
  portuguese: {
    M: ['João', 'António', 'Gonçalo', 'Luís', 'Rui', 'Tiago', 'Sebastião', 'Nuno'],
    F: ['Conceição', 'Inês', 'Mariana', 'Leonor', 'Beatriz', 'Luísa', 'Graça', 'Fátima'],
    surnames: ['Gonçalves', 'Simões', 'Magalhães', 'Araújo', 'Assunção', 'Brandão', 'Falcão', 'Silva', 'Santos', 'Ferreira', 'Pereira', 'Costa', 'Sousa', 'Rebelo de Sousa'],
  },
  french: {
    M: ['François', 'Jérôme', 'Stéphane', 'Benoît', 'Loïc', 'Gaëtan', 'Raphaël', 'Noël', 'Frédéric', 'Hervé'],
    F: ['Hélène', 'Éloïse', 'Célia', 'Zoé', 'Anaïs', 'Gaëlle', 'Maëlle', 'Mélanie', 'Chloé', 'Françoise'],
    surnames: ['Lefèvre', 'Girard', 'Dupré', 'Mérieux', 'Bénard', 'Rivière', 'Crémieux', 'Lemaître', 'Gauthier', 'Dubois', 'Moreau', 'Fèvre', 'Bézier'],
  },
  italian: {
    M: ['Niccolò', 'Nicola', 'Giuseppe', 'Luca', 'Andrea', 'Gianluca', 'Salvatore'],
    F: ['Francesca', 'Giulia', 'Chiara', 'Alessandra', 'Elisabetta', 'Gaia'],
    surnames: ['Rossi', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Greco', 'De Luca', 'Lo Russo', 'D’Angelo', 'Nicolò'],
  },
  dutch: {
    M: ['Jan', 'Pieter', 'Willem', 'Joost', 'Sander', 'Maarten', 'Bram'],
    F: ['Anouk', 'Femke', 'Sanne', 'Marieke', 'Ilse', 'Lotte'],
    surnames: ['de Vries', 'van den Berg', 'Jansen', 'de Jong', 'Bakker', 'Visser', 'van Dijk', 'Meijer', 'van der Linden', 'Mulder'],
  },
  icelandic: {
    M: ['Jón', 'Sigurður', 'Guðmundur', 'Gunnar', 'Ólafur', 'Einar', 'Kristján', 'Þórður'],
    F: ['Guðrún', 'Sigríður', 'Kristín', 'Helga', 'Anna', 'Þóra', 'Ragnheiður'],
    surnames: [],
    patronymic: true,
  },
  chinese: {
    M: ['Wei', 'Jie', 'Hao', 'Ming', 'Jun', 'Lei', 'Tao', 'Zhiwei', 'Xiaoming', 'Jianguo'],
    F: ['Jing', 'Mei', 'Na', 'Yan', 'Li', 'Xiu', 'Meiling', 'Xiaoyan', 'Yuting', 'Huifang'],
    surnames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun'],
    noMiddle: true,
  },
  arab: {
    M: ['Mohammed', 'Ahmad', 'Abdulrahman', 'Khaled', 'Youssef', 'Omar', 'Hussein', 'Abdullah', 'Tariq', 'Saeed'],
    F: ['Fatima', 'Mariam', 'Noor', 'Layla', 'Huda', 'Aisha', 'Rania', 'Yasmin'],
    surnames: ['Al-Hassan', 'Haddad', 'Khalil', 'Mansour', 'Al-Rashid', 'Saleh', 'Nasser', 'Abdel-Aziz', 'El-Sayed', 'Hamdan'],
  },
};

/** Cultures met in each jurisdiction, with the country of the record; weights by repetition. */
export const PEOPLE_OF: Record<Jurisdiction, readonly (readonly [culture: string, country: string])[]> = {
  NG: [['yoruba', 'NG'], ['yoruba', 'NG'], ['igbo', 'NG'], ['igbo', 'NG'], ['hausa', 'NG'], ['hausa', 'NG'], ['aguda', 'NG']],
  KE: [['kikuyu', 'KE'], ['kikuyu', 'KE'], ['luo', 'KE'], ['kalenjin', 'KE'], ['luhya', 'KE'], ['somali', 'KE']],
  GH: [['akan', 'GH'], ['akan', 'GH'], ['akan', 'GH'], ['ewe', 'GH'], ['ga', 'GH'], ['dagbamba', 'GH']],
  ZA: [['zulu', 'ZA'], ['xhosa', 'ZA'], ['sotho', 'ZA'], ['afrikaans', 'ZA'], ['afrikaans', 'ZA'], ['saIndian', 'ZA'], ['capeMalay', 'ZA']],
  GB: [['english', 'GB'], ['english', 'GB'], ['gaelic', 'GB'], ['britishPakistani', 'GB'], ['britishIndian', 'GB'], ['igbo', 'GB'], ['somali', 'GB'], ['chinese', 'GB'], ['akan', 'GB']],
  EU: [['german', 'DE'], ['french', 'FR'], ['spanish', 'ES'], ['portuguese', 'PT'], ['polish', 'PL'], ['dutch', 'NL'], ['italian', 'IT'], ['nordic', 'DK'], ['german', 'DE'], ['arab', 'FR']],
};

// Everyday short forms of formal given names, the author's own list (formal, short). A short form may
// belong to two formal names (Tumi: Boitumelo and Tumelo); a list lookup is by the pair, never by the short.
export const SHORT_FORMS: readonly (readonly [string, string])[] = [
  ['Babatunde', 'Tunde'], ['Oluwaseun', 'Seun'], ['Olumide', 'Mide'], ['Oluwafemi', 'Femi'], ['Oluwagbenga', 'Gbenga'],
  ['Olanrewaju', 'Lanre'], ['Oluwatobi', 'Tobi'], ['Olusegun', 'Segun'], ['Ayodele', 'Ayo'], ['Akinwale', 'Wale'],
  ['Olubukola', 'Bukola'], ['Olubukola', 'Bukky'], ['Oluwakemi', 'Kemi'], ['Funmilayo', 'Funmi'], ['Titilayo', 'Titi'],
  ['Oyinkansola', 'Oyin'], ['Ibukunoluwa', 'Ibukun'], ['Oluwadamilola', 'Dami'], ['Temitope', 'Tope'], ['Omolara', 'Lara'],
  ['Chukwuemeka', 'Emeka'], ['Ikechukwu', 'Ike'], ['Ifeanyichukwu', 'Ifeanyi'], ['Chukwuebuka', 'Ebuka'], ['Somtochukwu', 'Somto'],
  ['Chidiebere', 'Chidi'], ['Oluchukwu', 'Olu'], ['Tochukwu', 'Tochi'], ['Nkechinyere', 'Nkechi'], ['Chinwendu', 'Chinwe'],
  ['Ogechukwu', 'Oge'], ['Chiamaka', 'Amaka'], ['Obiageli', 'Oby'], ['Abubakar', 'Abba'], ['Abdullahi', 'Abdul'],
  ['Mustapha', 'Musty'], ['Muhammad', 'Mamman'], ['Hadiza', 'Dija'], ['Khadija', 'Dija'], ['Rukayya', 'Ruky'],
  ['Wanjiru', 'Shiru'], ['Wanjiku', 'Shiku'], ['Mwangi', 'Mwas'], ['Njoroge', 'Njoro'], ['Kiprotich', 'Kip'],
  ['Abdirahman', 'Abdi'], ['Abdikarim', 'Karim'], ['Kwabena', 'Kobby'], ['Ebenezer', 'Ebo'], ['Emmanuel', 'Emma'],
  ['Priscilla', 'Cilla'], ['Nompumelelo', 'Mpumi'], ['Nokuthula', 'Thuli'], ['Thandeka', 'Thandi'], ['Sibusiso', 'Sbu'],
  ['Nkosinathi', 'Nathi'], ['Siyabonga', 'Siya'], ['Lindiwe', 'Lindi'], ['Ntombifuthi', 'Futhi'], ['Boitumelo', 'Tumi'],
  ['Tumelo', 'Tumi'], ['Lebogang', 'Lebo'], ['Keabetswe', 'Kea'], ['Noluthando', 'Lulu'], ['Johannes', 'Hannes'],
  ['Johannes', 'Johan'], ['Jacobus', 'Kobus'], ['Jacobus', 'Koos'], ['Petrus', 'Piet'], ['Hendrik', 'Hennie'],
  ['Gerhardus', 'Gert'], ['Cornelius', 'Neels'], ['Stefanus', 'Fanie'], ['Frederik', 'Frikkie'], ['Christiaan', 'Christo'],
  ['Andries', 'Dries'], ['Susanna', 'Sannie'], ['Magdalena', 'Magda'], ['Johanna', 'Hanlie'], ['Mogamat', 'Mo'],
  ['William', 'Bill'], ['William', 'Will'], ['Robert', 'Bob'], ['Robert', 'Rob'], ['Edward', 'Eddie'], ['Edward', 'Ted'],
  ['Richard', 'Dick'], ['Richard', 'Rich'], ['James', 'Jim'], ['Thomas', 'Tom'], ['Christopher', 'Kit'], ['Christopher', 'Chris'],
  ['Anthony', 'Tony'], ['Michael', 'Mick'], ['Stephen', 'Steve'], ['Nicholas', 'Nick'], ['Jonathan', 'Jon'], ['Matthew', 'Matt'],
  ['Alexander', 'Sandy'], ['Henry', 'Harry'], ['Henry', 'Hal'], ['Daniel', 'Danny'], ['Andrew', 'Drew'],
  ['Elizabeth', 'Betty'], ['Elizabeth', 'Libby'], ['Elizabeth', 'Liz'], ['Margaret', 'Peggy'], ['Margaret', 'Maggie'],
  ['Catherine', 'Kate'], ['Patricia', 'Trish'], ['Jennifer', 'Jenny'], ['Susan', 'Sue'], ['Rebecca', 'Becky'],
  ['Victoria', 'Vicky'], ['Eleanor', 'Nell'], ['Deborah', 'Debbie'], ['Abigail', 'Abby'], ['Charlotte', 'Lottie'],
  ['Katherine', 'Kath'], ['Samantha', 'Sam'], ['Jacqueline', 'Jackie'], ['Pádraig', 'Paddy'], ['Caitríona', 'Caitlín'],
  ['Margaret', 'Mags'], ['Joseph', 'Joe'], ['Samuel', 'Sammy'], ['Stephen', 'Stevo'], ['Francis', 'Frank'], ['Patrick', 'Pat'],
  ['Catherine', 'Cate'], ['Kennedy', 'Ken'], ['Collins', 'Collo'], ['Geoffrey', 'Geoff'], ['Nicholas', 'Nico'],
  ['Jürgen', 'Jürgi'], ['Matthias', 'Matze'], ['Sebastian', 'Basti'], ['Maximilian', 'Max'], ['Andreas', 'Andi'],
  ['Susanne', 'Susi'], ['Ursula', 'Uschi'], ['Katrin', 'Kati'], ['Małgorzata', 'Gosia'], ['Katarzyna', 'Kasia'],
  ['Agnieszka', 'Aga'], ['Wojciech', 'Wojtek'], ['Krzysztof', 'Krzyś'], ['Grzegorz', 'Grzesiek'], ['Tomasz', 'Tomek'],
  ['Zbigniew', 'Zbyszek'], ['Joanna', 'Asia'], ['José', 'Pepe'], ['Javier', 'Javi'], ['Joaquín', 'Quino'], ['María', 'Maruja'],
  ['Pilar', 'Pili'], ['Ángela', 'Angelines'], ['António', 'Tó'], ['Gonçalo', 'Gonça'], ['Sebastião', 'Tião'], ['Conceição', 'São'],
  ['Luísa', 'Lulu'], ['François', 'Fanfan'], ['Frédéric', 'Fred'], ['Stéphane', 'Steph'], ['Françoise', 'Fanny'],
  ['Giuseppe', 'Beppe'], ['Giuseppe', 'Peppe'], ['Salvatore', 'Totò'], ['Francesca', 'Franci'], ['Alessandra', 'Ale'],
  ['Gianluca', 'Luca'], ['Elisabetta', 'Betta'], ['Niccolò', 'Nico'], ['Willem', 'Wim'], ['Pieter', 'Piet'], ['Maarten', 'Mart'],
  ['Abdulrahman', 'Abdo'], ['Mohammed', 'Mo'],
];

/** The short forms of a given name in this list (none when it has none). */
export function shortFormsOf(given: string): string[] {
  return SHORT_FORMS.filter(([f]) => f === given).map(([, s]) => s);
}

// Religious and customary titles written before a name in rolls and by the people themselves, by culture
// group; the sex the title implies (undefined: either).
export const RELIGIOUS_TITLES: readonly { title: string; sex?: Sex; muslim?: boolean }[] = [
  { title: 'Alhaji', sex: 'M', muslim: true },
  { title: 'Alh.', sex: 'M', muslim: true },
  { title: 'Hajia', sex: 'F', muslim: true },
  { title: 'Hajiya', sex: 'F', muslim: true },
  { title: 'Mallam', sex: 'M', muslim: true },
  { title: 'Imam', sex: 'M', muslim: true },
  { title: 'Sheikh', sex: 'M', muslim: true },
  { title: 'Pastor' },
  { title: 'Pst.' },
  { title: 'Rev.' },
  { title: 'Rev. Fr.', sex: 'M' },
  { title: 'Evangelist' },
  { title: 'Deacon', sex: 'M' },
  { title: 'Deaconess', sex: 'F' },
  { title: 'Elder' },
  { title: 'Sister', sex: 'F' },
  { title: 'Brother', sex: 'M' },
  { title: 'Bishop', sex: 'M' },
  { title: 'Apostle' },
  { title: 'Prophetess', sex: 'F' },
];
const MUSLIM_CULTURES = new Set(['hausa', 'somali', 'dagbamba', 'arab', 'capeMalay', 'britishPakistani']);

/** Titles this person could carry on a religious roll. */
export function religiousTitles(p: Person4): string[] {
  const muslim = MUSLIM_CULTURES.has(p.culture);
  return RELIGIOUS_TITLES.filter((t) => (t.muslim ?? false) === muslim && (t.sex === undefined || t.sex === p.sex)).map((t) => t.title);
}

// One Arabic or Chinese name written in Latin letters differently by two documents (the same name).
export const TRANSLITERATIONS: readonly (readonly string[])[] = [
  ['Mohammed', 'Muhammad', 'Mohamed', 'Mohammad', 'Mohamad'],
  ['Ahmad', 'Ahmed'],
  ['Abdulrahman', 'Abdul Rahman', 'Abdelrahman', 'Abd al-Rahman'],
  ['Khaled', 'Khalid'],
  ['Youssef', 'Yousef', 'Yusuf', 'Youssif'],
  ['Omar', 'Umar'],
  ['Hussein', 'Husain', 'Hussain'],
  ['Abdullah', 'Abdallah', 'Abdulla'],
  ['Tariq', 'Tarek', 'Tarik'],
  ['Saeed', 'Said', 'Saied'],
  ['Fatima', 'Fatma', 'Fatimah'],
  ['Mariam', 'Maryam', 'Meriem'],
  ['Noor', 'Nour', 'Nur'],
  ['Layla', 'Leila', 'Laila'],
  ['Huda', 'Houda'],
  ['Aisha', 'Aicha', 'Ayesha'],
  ['Rania', 'Ranya'],
  ['Yasmin', 'Yasmine', 'Jasmin'],
  ['Al-Hassan', 'Al Hassan', 'Alhassan', 'El-Hassan'],
  ['Haddad', 'Hadad'],
  ['Khalil', 'Khaleel'],
  ['Mansour', 'Mansur'],
  ['Al-Rashid', 'Al Rashid', 'Alrashid', 'El-Rachid'],
  ['Saleh', 'Salih'],
  ['Nasser', 'Nasir', 'Naser'],
  ['Abdel-Aziz', 'Abdelaziz', 'Abdul Aziz', 'Abd al-Aziz'],
  ['El-Sayed', 'Elsayed', 'El Sayed', 'Al-Sayyid'],
  ['Hamdan', 'Hamdane'],
  ['Abdi', 'Cabdi'],
  ['Hassan', 'Xasan', 'Hasan'],
  ['Farah', 'Faarax'],
  ['Abdirahman', 'Cabdiraxmaan', 'Abdurahman'],
  ['Ismail', 'Ismaaciil', 'Ismael'],
  ['Abdikarim', 'Cabdikariim'],
  ['Abdullahi', 'Cabdullaahi'],
  ['Fadumo', 'Faadumo', 'Fatuma'],
  ['Hodan', 'Hodon'],
  ['Sahra', 'Saxra', 'Sahara'],
  ['Deqa', 'Deeqa'],
  ['Hibaaq', 'Hibak'],
  ['Yohannes', 'Yohanes', 'Johannes'],
  ['Tesfaye', 'Tesfay'],
  ['Alemayehu', 'Alemayhu'],
  ['Mulugeta', 'Mulugueta'],
  ['Getachew', 'Getachaw'],
  ['Selamawit', 'Selam'],
  ['Tsion', 'Zion', 'Tsiyon'],
  // Mandarin (Hanyu Pinyin) against older or Cantonese-shaped spellings on earlier documents.
  ['Zhang', 'Chang', 'Cheung'],
  ['Chen', 'Chan', 'Chin'],
  ['Huang', 'Wong', 'Hwang'],
  ['Wu', 'Ng', 'Woo'],
  ['Zhou', 'Chow', 'Chou'],
  ['Xu', 'Hsu', 'Tsui'],
  ['Zhao', 'Chiu', 'Chao'],
  ['Liu', 'Lau', 'Lew'],
  ['Li', 'Lee', 'Lei'],
  ['Sun', 'Suen'],
  ['Yang', 'Yeung'],
  ['Zhiwei', 'Zhi Wei', 'Zhi-Wei', 'Chi Wai'],
  ['Xiaoming', 'Xiao Ming', 'Xiao-Ming', 'Siu Ming'],
  ['Jianguo', 'Jian Guo', 'Jian-Guo', 'Kin Kwok'],
  ['Meiling', 'Mei Ling', 'Mei-Ling', 'Mei Lin'],
  ['Xiaoyan', 'Xiao Yan', 'Xiao-Yan', 'Siu Yin'],
  ['Yuting', 'Yu Ting', 'Yu-Ting'],
  ['Huifang', 'Hui Fang', 'Hui-Fang', 'Wai Fong'],
  ['Jie', 'Chieh', 'Kit'],
  ['Jun', 'Chun'],
  ['Xiu', 'Hsiu', 'Sau'],
];

/** Another Latin spelling of this name, or the name itself when the list has none. */
export function transliterate(c: Ctx, name: string): string {
  return name
    .split(' ')
    .map((w) => {
      const row = TRANSLITERATIONS.find((r) => r.includes(w));
      const others = row?.filter((x) => x !== w) ?? [];
      return others.length > 0 ? c.pick(others) : w;
    })
    .join(' ');
}

/** Strips marks the way most exports do: accents dropped, ß→ss, ø→o, ł→l, æ→ae, Ewe ɔ/ɛ/ɖ to o/e/d. */
export function stripMarks(s: string): string {
  const map: Record<string, string> = { ß: 'ss', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', æ: 'ae', Æ: 'AE', ð: 'd', Ð: 'D', þ: 'th', Þ: 'Th', ɔ: 'o', Ɔ: 'O', ɛ: 'e', Ɛ: 'E', ɖ: 'd', Ɖ: 'D', đ: 'd', '’': "'" };
  return s
    .replace(/[ßøØłŁæÆðÐþÞɔƆɛƐɖƉđ’]/g, (ch) => map[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Folds as a machine-readable passport zone does (ICAO 9303): ä→AE, ö→OE, ü→UE, å→AA, ø→OE, ß→SS, else marks dropped. */
export function icaoFold(s: string): string {
  const map: Record<string, string> = { ä: 'ae', Ä: 'AE', ö: 'oe', Ö: 'OE', ü: 'ue', Ü: 'UE', å: 'aa', Å: 'AA', ø: 'oe', Ø: 'OE' };
  // A capital before a small letter keeps the word's case (Åsa → Aasa; ÅBERG → AABERG).
  return stripMarks(s.replace(/[äÄöÖüÜåÅøØ](\p{Ll})?/gu, (ch, next: string | undefined) => {
    const head = map[ch[0]!] ?? ch[0]!;
    return next === undefined ? head : head[0]! + head.slice(1).toLowerCase() + next;
  }));
}

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function birthDate(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/** Another birth date at least `minYears` and at most `maxYears` away (either side unless `sign` is given). */
export function birthAway(c: Ctx, t: Ymd, minYears: number, maxYears: number, sign?: 1 | -1): Ymd {
  const s = sign ?? (c.chance(0.5) ? 1 : -1);
  const y = Math.max(1925, Math.min(2007, t.y + s * c.int(minYears, maxYears)));
  const m = c.int(1, 12);
  const d = c.int(1, daysIn(y, m));
  if (y === t.y && m === t.m && d === t.d) return { y, m: (m % 12) + 1, d: 1 };
  return { y, m, d };
}

const p2 = (n: number) => String(n).padStart(2, '0');

export type DateForm = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'DD-MON-YYYY' | 'yyyymmdd' | 'd/m/yy' | 'Month d, yyyy' | 'd Month yyyy' | 'yyyy/mm/dd' | 'dd MON yyyy' | 'yyyy';
export const FULL_DATE_FORMS: readonly DateForm[] = ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'DD-MON-YYYY', 'yyyymmdd', 'd/m/yy', 'Month d, yyyy', 'd Month yyyy', 'yyyy/mm/dd', 'dd MON yyyy'];

export function writeDate(t: Ymd, form: DateForm): string {
  const mon = MONTHS[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${p2(t.d)}.${p2(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${p2(t.d)}-${p2(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'DD-MON-YYYY':
      return `${p2(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${p2(t.m)}${p2(t.d)}`;
    case 'd/m/yy':
      return `${t.d}/${t.m}/${p2(t.y % 100)}`;
    case 'Month d, yyyy':
      return `${mon} ${t.d}, ${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${p2(t.m)}/${p2(t.d)}`;
    case 'dd MON yyyy':
      return `${p2(t.d)} ${mon.slice(0, 3).toUpperCase()} ${t.y}`;
    case 'yyyy':
      return String(t.y);
  }
}

/** A full birth date in a form the jurisdiction's registers use (no month-first forms: none of the six writes them). */
export function anyDate(c: Ctx, t: Ymd): string {
  // A two-digit year is kept to people born after 1930 so that it reads back one way.
  const forms = t.y > 1930 ? FULL_DATE_FORMS : FULL_DATE_FORMS.filter((f) => f !== 'd/m/yy');
  return writeDate(t, c.pick(forms));
}

/** Mobile plans: country code, the national number's leading digits, its length, whether a trunk 0 is dialled. */
interface PhonePlan {
  cc: string;
  starts: readonly string[];
  len: number;
  trunk: boolean;
  group: readonly number[];
}
export const PHONE_PLANS: Record<string, PhonePlan> = {
  NG: { cc: '234', starts: ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '802', '808', '812', '701', '902'], len: 10, trunk: true, group: [3, 3, 4] },
  KE: { cc: '254', starts: ['71', '72', '70', '79', '74', '11', '75', '76'], len: 9, trunk: true, group: [3, 3, 3] },
  GH: { cc: '233', starts: ['24', '54', '55', '20', '50', '26', '27', '59'], len: 9, trunk: true, group: [2, 3, 4] },
  ZA: { cc: '27', starts: ['82', '83', '72', '73', '76', '79', '84', '61', '71'], len: 9, trunk: true, group: [2, 3, 4] },
  GB: { cc: '44', starts: ['7700900'], len: 10, trunk: true, group: [4, 6] },
  DE: { cc: '49', starts: ['151', '160', '170', '176', '157'], len: 11, trunk: true, group: [3, 8] },
  FR: { cc: '33', starts: ['6', '7'], len: 9, trunk: true, group: [1, 2, 2, 2, 2] },
  ES: { cc: '34', starts: ['6', '7'], len: 9, trunk: false, group: [3, 3, 3] },
  PT: { cc: '351', starts: ['91', '93', '96'], len: 9, trunk: false, group: [3, 3, 3] },
  PL: { cc: '48', starts: ['50', '51', '60', '66', '69', '79', '88'], len: 9, trunk: false, group: [3, 3, 3] },
  NL: { cc: '31', starts: ['6'], len: 9, trunk: true, group: [1, 8] },
  IT: { cc: '39', starts: ['33', '34', '32', '38'], len: 10, trunk: false, group: [3, 3, 4] },
  DK: { cc: '45', starts: ['2', '3', '4', '5'], len: 8, trunk: false, group: [2, 2, 2, 2] },
};

/** A mobile number: digits with the country code, no plus. */
export function newPhone(c: Ctx, country: string): string {
  const plan = PHONE_PLANS[country]!;
  let n = c.pick(plan.starts);
  while (n.length < plan.len) n += String(c.int(0, 9));
  return plan.cc + n;
}

export type PhoneForm = 'e164' | 'plus-spaced' | '00' | 'cc-bare' | 'national' | 'national-spaced' | 'national-dashed';
export const PHONE_FORMS: readonly PhoneForm[] = ['e164', 'plus-spaced', '00', 'cc-bare', 'national', 'national-spaced', 'national-dashed'];

function grouped(n: string, group: readonly number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const g of group) {
    out.push(n.slice(i, i + g));
    i += g;
  }
  if (i < n.length) out[out.length - 1] += n.slice(i);
  return out.filter((x) => x !== '').join(sep);
}

export function writePhone(full: string, country: string, form: PhoneForm): string {
  const plan = PHONE_PLANS[country]!;
  const nat = full.slice(plan.cc.length);
  const trunk = plan.trunk ? '0' : '';
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${plan.cc} ${grouped(nat, plan.group, ' ')}`;
    case '00':
      return `00${full}`;
    case 'cc-bare':
      return full;
    case 'national':
      return trunk + nat;
    case 'national-spaced':
      return trunk + grouped(nat, plan.group, ' ');
    case 'national-dashed':
      return trunk + grouped(nat, plan.group, '-');
  }
}

/** A number written in a form picked at random. */
export function anyPhone(c: Ctx, full: string, country: string): string {
  return writePhone(full, country, c.pick(PHONE_FORMS));
}

// ---------------------------------------------------------------------------------------------------
// Places: towns with their neighbourhoods and a postcode maker, streets.

export interface Town {
  name: string;
  /** Other names the town is written as (old names, abbreviations, the local spelling). */
  alt: readonly string[];
  areas: readonly string[];
  post: (c: Ctx) => string;
}

const digitsOf = (c: Ctx, n: number) => Array.from({ length: n }, () => String(c.int(0, 9))).join('');
const ukPost = (areas: readonly string[]) => (c: Ctx) => `${c.pick(areas)} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`;

export const TOWNS: Record<string, readonly Town[]> = {
  NG: [
    { name: 'Lagos', alt: ['LAG', 'Lagos State'], areas: ['Ikeja', 'Surulere', 'Yaba', 'Lekki Phase 1', 'Ajah', 'Festac Town', 'Ikorodu', 'Gbagada'], post: (c) => `10${digitsOf(c, 4)}` },
    { name: 'Abuja', alt: ['FCT', 'Abuja FCT'], areas: ['Wuse II', 'Garki', 'Maitama', 'Gwarinpa', 'Kubwa', 'Asokoro', 'Jabi'], post: (c) => `900${digitsOf(c, 3)}` },
    { name: 'Ibadan', alt: ['Ibadan, Oyo State'], areas: ['Bodija', 'Ring Road', 'Challenge', 'Jericho', 'Mokola'], post: (c) => `200${digitsOf(c, 3)}` },
    { name: 'Enugu', alt: ['Enugu State'], areas: ['Independence Layout', 'GRA', 'Trans-Ekulu', 'Uwani', 'Abakpa Nike'], post: (c) => `400${digitsOf(c, 3)}` },
    { name: 'Kano', alt: ['Kano State'], areas: ['Nassarawa GRA', 'Sabon Gari', 'Tarauni', 'Fagge', 'Gyadi-Gyadi'], post: (c) => `700${digitsOf(c, 3)}` },
    { name: 'Port Harcourt', alt: ['PH', 'P/Harcourt'], areas: ['D-Line', 'Rumuokoro', 'Trans-Amadi', 'Old GRA', 'Rumuola'], post: (c) => `500${digitsOf(c, 3)}` },
    { name: 'Kaduna', alt: ['Kaduna State'], areas: ['Barnawa', 'Malali', 'Ungwan Rimi', 'Sabon Tasha'], post: (c) => `800${digitsOf(c, 3)}` },
  ],
  KE: [
    { name: 'Nairobi', alt: ['NRB', 'Nairobi City'], areas: ['Westlands', 'Kilimani', 'Kasarani', 'Embakasi', 'Langata', 'South B', 'Umoja', 'Kileleshwa'], post: () => '00100' },
    { name: 'Mombasa', alt: ['MSA'], areas: ['Nyali', 'Tudor', 'Likoni', 'Bamburi', 'Kizingo'], post: () => '80100' },
    { name: 'Kisumu', alt: ['KSM'], areas: ['Milimani', 'Nyalenda', 'Mamboleo', 'Kondele'], post: () => '40100' },
    { name: 'Nakuru', alt: ['NKR'], areas: ['Milimani', 'Section 58', 'Lanet', 'Free Area'], post: () => '20100' },
    { name: 'Eldoret', alt: ['ELD'], areas: ['Elgon View', 'Kapsoya', 'Langas', 'Pioneer'], post: () => '30100' },
    { name: 'Thika', alt: [], areas: ['Makongeni', 'Section 9', 'Landless'], post: () => '01000' },
    { name: 'Nyeri', alt: [], areas: ['Ruringu', 'Skuta', 'Kamakwa'], post: () => '10100' },
  ],
  GH: [
    { name: 'Accra', alt: ['ACC', 'Greater Accra'], areas: ['East Legon', 'Osu', 'Adabraka', 'Dansoman', 'Madina', 'Teshie', 'Achimota', 'Kaneshie'], post: (c) => `GA-${c.int(100, 599)}-${digitsOf(c, 4)}` },
    { name: 'Kumasi', alt: ['KSI', 'Kumase'], areas: ['Asokwa', 'Bantama', 'Adum', 'Ahodwo', 'Suame', 'Nhyiaeso'], post: (c) => `AK-${c.int(0, 599).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
    { name: 'Tamale', alt: ['TML'], areas: ['Lamashegu', 'Vittin', 'Kalpohin', 'Sakasaka'], post: (c) => `NT-${c.int(0, 399).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
    { name: 'Cape Coast', alt: ['C/Coast', 'Oguaa'], areas: ['Abura', 'Pedu', 'Kotokuraba', 'OLA'], post: (c) => `CC-${c.int(0, 199).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
    { name: 'Takoradi', alt: ['Sekondi-Takoradi', 'T/di'], areas: ['Anaji', 'Effia', 'Beach Road', 'Kwesimintsim'], post: (c) => `WS-${c.int(0, 299).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
    { name: 'Ho', alt: ['Ho, Volta'], areas: ['Bankoe', 'Ahoe', 'Dome', 'Housing'], post: (c) => `VH-${c.int(0, 199).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
    { name: 'Tema', alt: [], areas: ['Community 2', 'Community 11', 'Community 25', 'Sakumono'], post: (c) => `GT-${c.int(0, 199).toString().padStart(3, '0')}-${digitsOf(c, 4)}` },
  ],
  ZA: [
    { name: 'Johannesburg', alt: ['JHB', 'Joburg', 'Jozi'], areas: ['Soweto', 'Sandton', 'Randburg', 'Rosebank', 'Orlando West', 'Yeoville'], post: (c) => `2${digitsOf(c, 3)}` },
    { name: 'Pretoria', alt: ['PTA', 'Tshwane'], areas: ['Hatfield', 'Mamelodi', 'Centurion', 'Arcadia', 'Sunnyside'], post: (c) => `0${c.int(0, 1)}${digitsOf(c, 2)}` },
    { name: 'Durban', alt: ['DBN', 'eThekwini'], areas: ['Umlazi', 'Berea', 'Morningside', 'Chatsworth', 'Phoenix'], post: (c) => `40${digitsOf(c, 2)}` },
    { name: 'Cape Town', alt: ['CPT', 'Kaapstad'], areas: ['Gugulethu', 'Rondebosch', 'Bellville', 'Mitchells Plain', 'Bo-Kaap', 'Khayelitsha'], post: (c) => `7${digitsOf(c, 3)}` },
    { name: 'Gqeberha', alt: ['Port Elizabeth', 'PE'], areas: ['Walmer', 'New Brighton', 'Summerstrand', 'Motherwell'], post: (c) => `60${digitsOf(c, 2)}` },
    { name: 'Polokwane', alt: ['Pietersburg'], areas: ['Seshego', 'Bendor', 'Flora Park'], post: (c) => `07${digitsOf(c, 2)}` },
    { name: 'Bloemfontein', alt: ['Bloem', 'Mangaung'], areas: ['Westdene', 'Batho', 'Universitas'], post: (c) => `93${digitsOf(c, 2)}` },
  ],
  GB: [
    { name: 'London', alt: ['Greater London'], areas: ['Hackney', 'Peckham', 'Brixton', 'Tottenham', 'Lewisham', 'Ealing', 'Croydon'], post: ukPost(['E8', 'SE15', 'SW2', 'N17', 'SE13', 'W5', 'CR0']) },
    { name: 'Manchester', alt: ['Manc'], areas: ['Rusholme', 'Moss Side', 'Didsbury', 'Longsight'], post: ukPost(['M14', 'M16', 'M20', 'M13']) },
    { name: 'Birmingham', alt: ['B’ham', 'Brum'], areas: ['Sparkhill', 'Handsworth', 'Edgbaston', 'Moseley'], post: ukPost(['B11', 'B21', 'B15', 'B13']) },
    { name: 'Leeds', alt: [], areas: ['Chapeltown', 'Headingley', 'Harehills'], post: ukPost(['LS7', 'LS6', 'LS8']) },
    { name: 'Glasgow', alt: ['Glesga'], areas: ['Govanhill', 'Partick', 'Pollokshields'], post: ukPost(['G42', 'G11', 'G41']) },
    { name: 'Cardiff', alt: ['Caerdydd'], areas: ['Splott', 'Cathays', 'Grangetown'], post: ukPost(['CF24', 'CF11']) },
    { name: 'Leicester', alt: [], areas: ['Belgrave', 'Highfields', 'Evington'], post: ukPost(['LE4', 'LE2', 'LE5']) },
  ],
  DE: [
    { name: 'Berlin', alt: [], areas: ['Kreuzberg', 'Neukölln', 'Prenzlauer Berg'], post: (c) => `10${digitsOf(c, 3)}` },
    { name: 'München', alt: ['Muenchen', 'Munich'], areas: ['Schwabing', 'Giesing'], post: (c) => `80${digitsOf(c, 3)}` },
    { name: 'Köln', alt: ['Koeln', 'Cologne'], areas: ['Ehrenfeld', 'Nippes'], post: (c) => `50${digitsOf(c, 3)}` },
    { name: 'Düsseldorf', alt: ['Duesseldorf'], areas: ['Bilk', 'Oberkassel'], post: (c) => `40${digitsOf(c, 3)}` },
  ],
  FR: [
    { name: 'Paris', alt: [], areas: ['11e', '18e', '20e'], post: (c) => `750${p2(c.int(1, 20))}` },
    { name: 'Lyon', alt: [], areas: ['2e', '7e'], post: (c) => `6900${c.int(1, 9)}` },
    { name: 'Marseille', alt: [], areas: ['3e', '13e'], post: (c) => `130${p2(c.int(1, 16))}` },
    { name: 'Saint-Étienne', alt: ['St-Etienne', 'Saint-Etienne'], areas: ['Centre'], post: () => '42000' },
  ],
  ES: [
    { name: 'Madrid', alt: [], areas: ['Lavapiés', 'Chamberí'], post: (c) => `280${p2(c.int(1, 50))}` },
    { name: 'Barcelona', alt: ['BCN'], areas: ['Gràcia', 'Sants'], post: (c) => `080${p2(c.int(1, 42))}` },
    { name: 'A Coruña', alt: ['La Coruña', 'La Coruna'], areas: ['Monte Alto'], post: () => '15002' },
    { name: 'Sevilla', alt: ['Seville'], areas: ['Triana'], post: (c) => `410${p2(c.int(1, 20))}` },
  ],
  PT: [
    { name: 'Lisboa', alt: ['Lisbon'], areas: ['Alfama', 'Benfica'], post: (c) => `1${digitsOf(c, 3)}-${digitsOf(c, 3)}` },
    { name: 'Porto', alt: ['Oporto'], areas: ['Bonfim', 'Paranhos'], post: (c) => `4${digitsOf(c, 3)}-${digitsOf(c, 3)}` },
    { name: 'Setúbal', alt: ['Setubal'], areas: ['Centro'], post: (c) => `2900-${digitsOf(c, 3)}` },
  ],
  PL: [
    { name: 'Warszawa', alt: ['Warsaw'], areas: ['Mokotów', 'Praga'], post: (c) => `0${c.int(0, 4)}-${digitsOf(c, 3)}` },
    { name: 'Kraków', alt: ['Krakow', 'Cracow'], areas: ['Kazimierz', 'Podgórze'], post: (c) => `3${c.int(0, 1)}-${digitsOf(c, 3)}` },
    { name: 'Łódź', alt: ['Lodz'], areas: ['Bałuty', 'Widzew'], post: (c) => `9${c.int(0, 4)}-${digitsOf(c, 3)}` },
    { name: 'Gdańsk', alt: ['Gdansk'], areas: ['Wrzeszcz', 'Oliwa'], post: (c) => `80-${digitsOf(c, 3)}` },
  ],
  NL: [
    { name: 'Amsterdam', alt: ['A’dam'], areas: ['De Pijp', 'Bijlmer'], post: (c) => `10${digitsOf(c, 2)} ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` },
    { name: 'Rotterdam', alt: ['R’dam'], areas: ['Kralingen', 'Delfshaven'], post: (c) => `30${digitsOf(c, 2)} ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` },
    { name: 'Den Haag', alt: ['’s-Gravenhage', 'The Hague'], areas: ['Schilderswijk', 'Scheveningen'], post: (c) => `25${digitsOf(c, 2)} ${c.letters(2, 'ABCDEGHJKLMNPRSTVWXZ')}` },
  ],
  IT: [
    { name: 'Milano', alt: ['Milan'], areas: ['Navigli', 'Isola'], post: (c) => `201${p2(c.int(21, 62))}` },
    { name: 'Roma', alt: ['Rome'], areas: ['Trastevere', 'Esquilino'], post: (c) => `001${p2(c.int(18, 99))}` },
    { name: 'Napoli', alt: ['Naples'], areas: ['Vomero', 'Chiaia'], post: (c) => `801${p2(c.int(21, 47))}` },
  ],
  DK: [
    { name: 'København', alt: ['Kobenhavn', 'Copenhagen', 'Kbh.'], areas: ['Nørrebro', 'Vesterbro'], post: (c) => `2${c.int(1, 4)}00` },
    { name: 'Aarhus', alt: ['Århus'], areas: ['Trøjborg', 'Gellerup'], post: () => '8000' },
  ],
};

export const STREETS: Record<string, readonly string[]> = {
  NG: ['Awolowo Road', 'Allen Avenue', 'Ogui Road', 'Zik Avenue', 'Ahmadu Bello Way', 'Aminu Kano Crescent', 'Bode Thomas Street', 'Herbert Macaulay Way', 'Okigwe Road', 'Adeola Odeku Street', 'Ogunlana Drive', 'Obafemi Awolowo Way', 'Murtala Mohammed Way', 'Ikwerre Road'],
  KE: ['Ngong Road', 'Argwings Kodhek Road', 'Moi Avenue', 'Oginga Odinga Street', 'Kenyatta Avenue', 'Jogoo Road', 'Thika Road', 'Kiambu Road', 'Lenana Road', 'Mbagathi Way', 'Nyerere Road', 'Ronald Ngala Street'],
  GH: ['Oxford Street', 'Ring Road Central', 'Spintex Road', 'Liberation Road', 'Kojo Thompson Road', 'Lagos Avenue', 'Boundary Road', 'Prempeh II Street', 'Harper Road', 'Nii Nortei Nyanchi Street', 'Olusegun Obasanjo Way'],
  ZA: ['Vilakazi Street', 'Jan Smuts Avenue', 'Voortrekker Road', 'Church Street', 'Long Street', 'Florida Road', 'Main Road', 'Rivonia Road', 'Steve Biko Road', 'Beyers Naudé Drive', 'Klipfontein Road', 'Chris Hani Road'],
  GB: ['Albert Road', 'Victoria Street', 'Church Lane', 'Station Road', 'Park Avenue', 'Queens Road', 'Mill Lane', 'Kingsway', 'Highfield Road', 'Stamford Hill', 'Ladypool Road', 'Wilmslow Road', 'Chapeltown Road'],
  DE: ['Hauptstraße', 'Schillerstraße', 'Goethestraße', 'Bahnhofstraße', 'Lindenallee', 'Müllerstraße', 'Kölner Straße', 'Sonnenallee'],
  FR: ['rue de la République', 'avenue Jean-Jaurès', 'boulevard Voltaire', 'rue Émile-Zola', 'rue des Écoles', 'place de l’Église', 'rue du Général-Leclerc'],
  ES: ['Calle Mayor', 'Calle de Alcalá', 'Avenida de la Constitución', 'Calle Real', 'Paseo de Gràcia', 'Calle San Fernando'],
  PT: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Rua da Conceição', 'Avenida dos Aliados'],
  PL: ['ul. Marszałkowska', 'ul. Piotrkowska', 'ul. Długa', 'ul. Świętokrzyska', 'al. Jana Pawła II', 'ul. Żeromskiego'],
  NL: ['Keizersgracht', 'Kalverstraat', 'Coolsingel', 'Laan van Meerdervoort', 'Dorpsstraat', 'Kerkstraat'],
  IT: ['Via Roma', 'Corso Vittorio Emanuele II', 'Via Garibaldi', 'Via Dante', 'Viale Monza', 'Via Toledo'],
  DK: ['Nørrebrogade', 'Vesterbrogade', 'Strøget', 'Jægersborggade', 'Åboulevarden'],
};

export interface Address {
  country: string;
  /** House number (or plot/flat) and street, or a box. */
  line1: string;
  area: string;
  town: Town;
  postcode: string;
}

export function newAddress(c: Ctx, country: string, town?: Town): Address {
  const t = town ?? c.pick(TOWNS[country]!);
  const street = c.pick(STREETS[country]!);
  const n = c.int(1, 180);
  let line1: string;
  switch (country) {
    case 'NG':
      line1 = c.chance(0.3) ? `Plot ${n}, ${street}` : `${n} ${street}`;
      break;
    case 'KE':
      line1 = c.chance(0.3) ? `Hse No. ${n}, ${street}` : c.chance(0.5) ? `${c.pick(['Tsavo', 'Kilima', 'Baraka', 'Amani', 'Jamhuri'])} Apartments ${c.letters(1, 'ABCD')}${n}, ${street}` : `${n} ${street}`;
      break;
    case 'GH':
      line1 = c.chance(0.4) ? `House No. ${c.letters(1, 'BCDEF')}${n}/${c.int(1, 30)}, ${street}` : `${n} ${street}`;
      break;
    case 'GB':
      line1 = c.chance(0.35) ? `Flat ${c.int(1, 12)}, ${n} ${street}` : `${n} ${street}`;
      break;
    case 'DE':
    case 'NL':
    case 'IT':
    case 'DK':
    case 'PL':
      line1 = `${street} ${n}`;
      break;
    case 'ES':
      line1 = `${street} ${n}, ${c.int(1, 8)}º ${c.letters(1, 'ABCD')}`;
      break;
    case 'PT':
      line1 = `${street} ${n}, ${c.int(1, 6)}º ${c.pick(['Esq', 'Dto'])}`;
      break;
    default:
      line1 = `${n} ${street}`;
  }
  return { country, line1, area: c.pick(t.areas), town: t, postcode: t.post(c) };
}

export type AddressForm = 'one-line' | 'no-postcode' | 'upper-folded' | 'abbreviated' | 'town-alt';

/** An address in one line, as a register writes it. */
export function writeAddress(a: Address, form: AddressForm = 'one-line'): string {
  const postFirst = ['DE', 'FR', 'ES', 'PT', 'PL', 'NL', 'IT', 'DK'].includes(a.country);
  const townPart = (town: string) => (postFirst ? `${a.postcode} ${town}` : ['NG', 'KE'].includes(a.country) ? town : `${town} ${a.postcode}`);
  const areaPart = ['NG', 'KE', 'GH', 'ZA', 'GB'].includes(a.country) ? `, ${a.area}` : '';
  switch (form) {
    case 'one-line':
      return `${a.line1}${areaPart}, ${townPart(a.town.name)}`;
    case 'no-postcode':
      return `${a.line1}${areaPart}, ${a.town.name}`;
    case 'upper-folded':
      return stripMarks(`${a.line1}${areaPart}, ${townPart(a.town.name)}`).toUpperCase();
    case 'abbreviated':
      return `${a.line1}${areaPart}, ${townPart(a.town.name)}`
        .replace(/\bStreet\b/g, 'St')
        .replace(/\bRoad\b/g, 'Rd')
        .replace(/\bAvenue\b/g, 'Ave')
        .replace(/\bCrescent\b/g, 'Cres')
        .replace(/\bDrive\b/g, 'Dr')
        .replace(/straße\b/g, 'str.')
        .replace(/\bHse No\./g, 'H/No')
        .replace(/\bHouse No\./g, 'H/No')
        .replace(/\bCalle\b/g, 'C/')
        .replace(/\bAvenida\b/g, 'Av.');
    case 'town-alt':
      return `${a.line1}${areaPart}, ${townPart(a.town.alt[0] ?? a.town.name)}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Identifiers, with their check digits.

export function luhnDigit(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(n: string): boolean {
  return luhnDigit(n.slice(0, -1)) === Number(n.slice(-1));
}

/** SA identity number: YYMMDD, four digits (0000–4999 a woman, 5000–9999 a man), citizenship, 8, Luhn. */
export function saId(c: Ctx, dob: Ymd, sex: Sex): string {
  const seq = sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
  const body = `${p2(dob.y % 100)}${p2(dob.m)}${p2(dob.d)}${String(seq).padStart(4, '0')}${c.chance(0.92) ? 0 : 1}8`;
  return body + luhnDigit(body);
}

/** NHS number check digit (mod 11), undefined when the body has none (never issued). */
export function nhsCheck(body: string): number | undefined {
  const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * (10 - i), 0);
  const r = 11 - (sum % 11);
  if (r === 11) return 0;
  if (r === 10) return undefined;
  return r;
}

export function nhsNumber(c: Ctx): string {
  for (;;) {
    const body = `${c.int(4, 7)}${digitsOf(c, 8)}`;
    const k = nhsCheck(body);
    if (k !== undefined) return body + k;
  }
}

export function nino(c: Ctx): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ';
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  for (;;) {
    const pre = c.letters(1, first) + c.letters(1, second);
    if (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre)) continue;
    return `${pre}${digitsOf(c, 6)}${c.letters(1, 'ABCD')}`;
  }
}

/** PESEL: YYMMDD with 20 added to the month for births from 2000, four digits (odd tenth digit a man), check. */
export function pesel(c: Ctx, dob: Ymd, sex: Sex): string {
  const mm = dob.y >= 2000 ? dob.m + 20 : dob.m;
  const sexDigit = sex === 'M' ? c.pick([1, 3, 5, 7, 9]) : c.pick([0, 2, 4, 6, 8]);
  const body = `${p2(dob.y % 100)}${p2(mm)}${p2(dob.d)}${digitsOf(c, 3)}${sexDigit}`;
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * w[i]!, 0);
  return body + ((10 - (sum % 10)) % 10);
}

export function bsn(c: Ctx): string {
  for (;;) {
    const body = `${c.int(1, 6)}${digitsOf(c, 7)}`;
    const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * (9 - i), 0);
    const last = sum % 11;
    if (last <= 9) return body + last;
  }
}

export function dni(c: Ctx): string {
  const n = `${c.int(1, 7)}${digitsOf(c, 7)}`;
  return n + 'TRWAGMYFPDXBNJZSQVHLCKE'[Number(n) % 23]!;
}

export function ptNif(c: Ctx): string {
  for (;;) {
    const body = `${c.pick([1, 2])}${digitsOf(c, 7)}`;
    const sum = [...body].reduce((acc, ch, i) => acc + Number(ch) * (9 - i), 0);
    const r = sum % 11;
    const k = r < 2 ? 0 : 11 - r;
    return body + k;
  }
}

/** French NIR: sex, YY, MM, département, commune, order, key (97 − n mod 97). */
export function nir(c: Ctx, dob: Ymd, sex: Sex): string {
  const body = `${sex === 'M' ? 1 : 2}${p2(dob.y % 100)}${p2(dob.m)}${p2(c.int(1, 95))}${String(c.int(1, 999)).padStart(3, '0')}${String(c.int(1, 999)).padStart(3, '0')}`;
  const key = 97 - Number(BigInt(body) % 97n);
  return body + p2(key);
}

/** Danish CPR: DDMMYY-SSSS, the last digit odd for a man. */
export function cpr(c: Ctx, dob: Ymd, sex: Sex): string {
  return `${p2(dob.d)}${p2(dob.m)}${p2(dob.y % 100)}-${digitsOf(c, 3)}${sex === 'M' ? c.pick([1, 3, 5, 7, 9]) : c.pick([0, 2, 4, 6, 8])}`;
}

export interface Ids {
  /** The national id of the country (NIN, Kenyan ID, Ghana Card, SA ID, NINO, EU national or tax number). */
  national: string;
  /** The key the national id is sent under in this country's exports. */
  nationalKey: string;
  /** Nigeria's bank verification number (11 digits, 22…); absent elsewhere. */
  bvn?: string;
  tax: string;
  taxKey: string;
  passport: string;
  health: string;
  healthKey: string;
  bankAccount: string;
}

export function newIds(c: Ctx, country: string, sex: Sex, dob: Ymd): Ids {
  const passportOf: Record<string, () => string> = {
    NG: () => `A${digitsOf(c, 8)}`,
    KE: () => `AK${digitsOf(c, 7)}`,
    GH: () => `G${digitsOf(c, 7)}`,
    ZA: () => `A${digitsOf(c, 8)}`,
    GB: () => digitsOf(c, 9),
    DE: () => `C${c.letters(3, 'CFGHJKLMNPRTVWXYZ')}${digitsOf(c, 5)}`,
    FR: () => `${p2(c.int(10, 24))}${c.letters(2)}${digitsOf(c, 5)}`,
    ES: () => `PA${c.letters(1)}${digitsOf(c, 6)}`,
    PT: () => `C${digitsOf(c, 6)}`,
    PL: () => `E${c.letters(1)}${digitsOf(c, 7)}`,
    NL: () => `N${c.letters(1, 'PRSTUVWXYZ')}${c.letters(2, 'BCDFGHJKLMNPRSTUVWXYZ')}${digitsOf(c, 5)}`,
    IT: () => `Y${c.letters(1)}${digitsOf(c, 7)}`,
    DK: () => digitsOf(c, 9),
  };
  const acct = () => (country === 'GB' ? `${p2(c.int(10, 99))}-${p2(c.int(0, 99))}-${p2(c.int(0, 99))} ${digitsOf(c, 8)}` : ['DE', 'FR', 'ES', 'PT', 'PL', 'NL', 'IT', 'DK'].includes(country) ? `${country}${p2(c.int(10, 99))}${digitsOf(c, 18)}` : digitsOf(c, 10));
  const base = { passport: passportOf[country]!(), bankAccount: acct() };
  switch (country) {
    case 'NG':
      return { ...base, national: digitsOf(c, 11), nationalKey: 'nin', bvn: `22${digitsOf(c, 9)}`, tax: `${digitsOf(c, 8)}-0001`, taxKey: 'tin', health: `NHIS-${digitsOf(c, 7)}`, healthKey: 'nhis_number' };
    case 'KE':
      return { ...base, national: `${c.int(1, 3)}${digitsOf(c, 7)}`, nationalKey: 'id_number', tax: `A${c.int(0, 0)}${digitsOf(c, 8)}${c.letters(1)}`, taxKey: 'kra_pin', health: digitsOf(c, 8), healthKey: 'nhif_number' };
    case 'GH':
      return { ...base, national: `GHA-${digitsOf(c, 9)}-${c.int(0, 9)}`, nationalKey: 'ghana_card', tax: `P00${digitsOf(c, 8)}`, taxKey: 'tin', health: digitsOf(c, 8), healthKey: 'nhis_number' };
    case 'ZA':
      return { ...base, national: saId(c, dob, sex), nationalKey: 'id_number', tax: `0${digitsOf(c, 9)}`, taxKey: 'tax_number', health: `${c.pick(['DH', 'BON', 'GEMS'])}${digitsOf(c, 9)}`, healthKey: 'medical_aid_number' };
    case 'GB':
      return { ...base, national: nino(c), nationalKey: 'ni_number', tax: digitsOf(c, 10), taxKey: 'utr', health: nhsNumber(c), healthKey: 'nhs_number' };
    case 'DE':
      return { ...base, national: `L${c.letters(2, 'CFGHJKLMNPRTVWXYZ')}${digitsOf(c, 6)}`, nationalKey: 'ausweisnummer', tax: digitsOf(c, 11), taxKey: 'steuer_id', health: `${c.letters(1)}${digitsOf(c, 9)}`, healthKey: 'health_insurance_number' };
    case 'FR': {
      const n = nir(c, dob, sex);
      return { ...base, national: n, nationalKey: 'numero_securite_sociale', tax: `${c.int(0, 3)}${digitsOf(c, 12)}`, taxKey: 'numero_fiscal', health: n, healthKey: 'health_insurance_number' };
    }
    case 'ES': {
      const d = dni(c);
      return { ...base, national: d, nationalKey: 'dni', tax: d, taxKey: 'nif', health: `${c.letters(4)}${digitsOf(c, 12)}`, healthKey: 'health_card_number' };
    }
    case 'PT':
      return { ...base, national: `${digitsOf(c, 8)} ${c.int(0, 9)} ${c.letters(2)}${c.int(0, 9)}`, nationalKey: 'cartao_cidadao', tax: ptNif(c), taxKey: 'nif', health: digitsOf(c, 9), healthKey: 'numero_utente' };
    case 'PL':
      return { ...base, national: pesel(c, dob, sex), nationalKey: 'pesel', tax: digitsOf(c, 10), taxKey: 'nip', health: pesel(c, dob, sex), healthKey: 'health_insurance_number' };
    case 'NL': {
      const b = bsn(c);
      return { ...base, national: b, nationalKey: 'bsn', tax: b, taxKey: 'tax_id', health: b, healthKey: 'health_insurance_number' };
    }
    case 'IT':
      return { ...base, national: `CA${digitsOf(c, 5)}${c.letters(2)}`, nationalKey: 'carta_identita', tax: `${c.letters(6)}${p2(dob.y % 100)}${'ABCDEHLMPRST'[dob.m - 1]}${p2(sex === 'F' ? dob.d + 40 : dob.d)}${c.letters(1)}${digitsOf(c, 3)}${c.letters(1)}`, taxKey: 'codice_fiscale', health: `80380${digitsOf(c, 15)}`, healthKey: 'tessera_sanitaria' };
    default: {
      const k = cpr(c, dob, sex);
      return { ...base, national: k, nationalKey: 'cpr', tax: k, taxKey: 'tax_id', health: k, healthKey: 'health_insurance_number' };
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// People.

export interface Person4 {
  j: Jurisdiction;
  country: string;
  culture: string;
  sex: Sex;
  /** The given name in everyday official use (a Christian name for many Kenyans and Ghanaians). */
  given: string;
  /** Middle name(s): a second given name, a day name, a father's name in a chain (may be empty). */
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string;
  email: string;
  address: Address;
  birthTown: string;
  ids: Ids;
}

const PROVIDERS: Record<string, readonly string[]> = {
  NG: ['gmail.com', 'yahoo.com', 'yahoo.co.uk', 'hotmail.com'],
  KE: ['gmail.com', 'yahoo.com', 'outlook.com'],
  GH: ['gmail.com', 'yahoo.com', 'hotmail.com'],
  ZA: ['gmail.com', 'webmail.co.za', 'mweb.co.za', 'telkomsa.net', 'outlook.com'],
  GB: ['gmail.com', 'hotmail.co.uk', 'btinternet.com', 'outlook.com', 'icloud.com'],
  DE: ['gmx.de', 'web.de', 't-online.de', 'gmail.com'],
  FR: ['orange.fr', 'free.fr', 'laposte.net', 'gmail.com'],
  ES: ['gmail.com', 'hotmail.es', 'telefonica.net'],
  PT: ['sapo.pt', 'gmail.com', 'hotmail.com'],
  PL: ['wp.pl', 'onet.pl', 'o2.pl', 'gmail.com'],
  NL: ['ziggo.nl', 'kpnmail.nl', 'gmail.com'],
  IT: ['libero.it', 'virgilio.it', 'gmail.com'],
  DK: ['mail.dk', 'gmail.com', 'outlook.dk'],
};

/** A mailbox built from a name, as people choose them. */
export function mailbox(c: Ctx, given: string, surname: string, dob: Ymd, country: string): string {
  const g = stripMarks(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = stripMarks(surname).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.pick([`${g}.${s}`, `${g}${s}`, `${g[0]}${s}`, `${s}.${g}`, `${g}${s}${p2(dob.y % 100)}`, `${g}_${s}${c.int(1, 99)}`, `${g}.${s}${dob.y}`]);
  return `${local}@${c.pick(PROVIDERS[country]!)}`;
}

function nameFrom(c: Ctx, cu: Culture, sex: Sex, exclude: readonly string[] = []): string {
  const pool = (sex === 'M' ? cu.M : cu.F).filter((n) => !exclude.includes(n));
  return c.pick(pool.length > 0 ? pool : sex === 'M' ? cu.M : cu.F);
}

/** A fictional person of this jurisdiction (culture chosen unless given). */
export function newPerson(c: Ctx, j: Jurisdiction, opts: { culture?: string; country?: string; sex?: Sex; dobFrom?: number; dobTo?: number } = {}): Person4 {
  const [cul0, country0] = c.pick(PEOPLE_OF[j]);
  const culture = opts.culture ?? cul0;
  const country = opts.country ?? (opts.culture !== undefined ? (PEOPLE_OF[j].find(([k]) => k === opts.culture)?.[1] ?? country0) : country0);
  const cu = CULTURES[culture]!;
  const sex = opts.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const dob = birthDate(c, opts.dobFrom ?? 1948, opts.dobTo ?? 2003);
  let given: string;
  let middle: string;
  let surname: string;
  if (cu.chain) {
    given = nameFrom(c, cu, sex);
    middle = nameFrom(c, cu, 'M', [given]);
    surname = nameFrom(c, cu, 'M', [given, middle]);
  } else if (cu.patronymic) {
    given = nameFrom(c, cu, sex);
    const father = nameFrom(c, cu, 'M', [given]);
    surname = patronym(father, sex);
    middle = '';
  } else {
    const first = sex === 'M' ? cu.firstM : cu.firstF;
    surname = c.pick(cu.surnames);
    if (first && c.chance(0.75)) {
      given = c.pick(first);
      middle = nameFrom(c, cu, sex, [surname]);
    } else {
      given = nameFrom(c, cu, sex, [surname]);
      middle = !cu.noMiddle && c.chance(0.5) ? nameFrom(c, cu, sex, [given, surname]) : '';
    }
  }
  const address = newAddress(c, country);
  return {
    j,
    country,
    culture,
    sex,
    given,
    middle,
    surname,
    dob,
    phone: newPhone(c, country),
    email: mailbox(c, given, surname.split(/[ -]/).pop()!, dob, country),
    address,
    birthTown: c.pick(TOWNS[country]!).name,
    ids: newIds(c, country, sex, dob),
  };
}

// Icelandic patronymics: the father's given name in the genitive + son / dóttir (the author's own table).
export const PATRONYMS: Record<string, readonly [son: string, daughter: string]> = {
  Jón: ['Jónsson', 'Jónsdóttir'],
  Sigurður: ['Sigurðsson', 'Sigurðardóttir'],
  Guðmundur: ['Guðmundsson', 'Guðmundsdóttir'],
  Gunnar: ['Gunnarsson', 'Gunnarsdóttir'],
  Ólafur: ['Ólafsson', 'Ólafsdóttir'],
  Einar: ['Einarsson', 'Einarsdóttir'],
  Kristján: ['Kristjánsson', 'Kristjánsdóttir'],
  Þórður: ['Þórðarson', 'Þórðardóttir'],
};

/** Icelandic-style surname from the father's given name (Jón → Jónsson / Jónsdóttir). */
export function patronym(father: string, sex: Sex): string {
  const row = PATRONYMS[father];
  if (!row) throw new Error(`no patronymic for ${father}`);
  return sex === 'M' ? row[0] : row[1];
}

/** The father's given name behind an Icelandic patronymic. */
export function fatherOf(surname: string): string {
  const hit = Object.entries(PATRONYMS).find(([, forms]) => forms.includes(surname));
  if (!hit) throw new Error(`no father for ${surname}`);
  return hit[0];
}

/**
 * Another person of the household or family: the same surname (the same culture), another given name than
 * `p` (and than `avoid`), other ids and phone; `dob` as the caller decides; address kept unless `moveOut`.
 */
export function relative(c: Ctx, p: Person4, sex: Sex, dob: Ymd, opts: { avoid?: readonly string[]; moveOut?: boolean } = {}): Person4 {
  const cu = CULTURES[p.culture]!;
  const used = [p.given, p.middle, p.surname, ...(opts.avoid ?? [])];
  const first = sex === 'M' ? cu.firstM : cu.firstF;
  const firstLeft = (first ?? []).filter((n) => !used.includes(n));
  let given = firstLeft.length > 0 && c.chance(0.6) ? c.pick(firstLeft) : nameFrom(c, cu, sex, used);
  // Two short forms of one formal name are one name: keep relatives apart by formal name too.
  for (let k = 0; k < 8 && (used.includes(given) || sameFormal(given, p.given)); k++) given = nameFrom(c, cu, sex, used);
  const middle = cu.chain ? p.middle : !cu.noMiddle && c.chance(0.5) ? nameFrom(c, cu, sex, [...used, given]) : '';
  const surname = cu.patronymic ? patronym(fatherOf(p.surname), sex) : p.surname;
  const address = opts.moveOut ? newAddress(c, p.country) : p.address;
  return {
    ...p,
    sex,
    given,
    middle: middle === given ? '' : middle,
    surname,
    dob,
    phone: newPhone(c, p.country),
    email: mailbox(c, given, surname.split(/[ -]/).pop()!, dob, p.country),
    address,
    ids: newIds(c, p.country, sex, dob),
  };
}

/** The person under other given and middle names (the mailbox follows the new name). */
export function renamed(c: Ctx, p: Person4, given: string, middle: string): Person4 {
  return { ...p, given, middle, email: mailbox(c, given, p.surname.split(/[ -]/).pop()!, p.dob, p.country) };
}

/** Whether two given names are one name in this file's short-form list (or equal). */
export function sameFormal(a: string, b: string): boolean {
  if (a === b) return true;
  return SHORT_FORMS.some(([f, s]) => (f === a && s === b) || (f === b && s === a));
}

/** A given name whose short form the list has, for this culture and sex (undefined when none). */
export function givenWithShortForm(c: Ctx, culture: string, sex: Sex): string | undefined {
  const cu = CULTURES[culture]!;
  const pool = [...(sex === 'M' ? cu.M : cu.F), ...((sex === 'M' ? cu.firstM : cu.firstF) ?? [])].filter((n) => shortFormsOf(n).length > 0);
  return pool.length > 0 ? c.pick(pool) : undefined;
}

export type NameForm = 'given surname' | 'given middle surname' | 'SURNAME given' | 'SURNAME given middle' | 'surname, given middle' | 'SURNAME, Given Middle' | 'G. surname' | 'G. M. surname' | 'UPPER';

/** A whole-name field as a register writes it (any given and middle passed in). */
export function writeName(given: string, middle: string, surname: string, form: NameForm): string {
  const gm = middle ? `${given} ${middle}` : given;
  const init = (s: string) => s.split(/[ -]/).filter((w) => w !== '').map((w) => `${w[0]!.toUpperCase()}.`).join(' ');
  switch (form) {
    case 'given surname':
      return `${given} ${surname}`;
    case 'given middle surname':
      return `${gm} ${surname}`;
    case 'SURNAME given':
      return `${surname.toUpperCase()} ${given}`;
    case 'SURNAME given middle':
      return `${surname.toUpperCase()} ${gm}`;
    case 'surname, given middle':
      return `${surname}, ${gm}`;
    case 'SURNAME, Given Middle':
      return `${surname.toUpperCase()}, ${gm}`;
    case 'G. surname':
      return `${init(given)} ${surname}`;
    case 'G. M. surname':
      return middle ? `${init(given)} ${init(middle)} ${surname}` : `${init(given)} ${surname}`;
    case 'UPPER':
      return `${gm} ${surname}`.toUpperCase();
  }
}

/** One person's whole name in one of the forms that keep the given name whole (no initials). */
export function fullName(c: Ctx, p: Pick<Person4, 'given' | 'middle' | 'surname'>, forms: readonly NameForm[] = ['given surname', 'given middle surname', 'SURNAME given middle', 'SURNAME, Given Middle', 'surname, given middle', 'UPPER']): string {
  return writeName(p.given, p.middle, p.surname, c.pick(forms));
}

export function sexWord(c: Ctx, s: Sex): string {
  return c.pick(s === 'M' ? ['M', 'Male', 'MALE'] : ['F', 'Female', 'FEMALE']);
}

/** A common English-language courtesy title for this person. */
export function courtesy(c: Ctx, p: Person4): string {
  return p.sex === 'M' ? c.pick(['Mr', 'Mr.']) : c.pick(['Mrs', 'Ms', 'Miss', 'Mrs.']);
}
