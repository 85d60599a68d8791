// Building blocks of held-out set 5 of person record pairs (templates-heldout5.ts): the fifth author's own
// cultures and name lists, short forms, towns and streets, phone plans, date forms and identifier shapes
// (with their check digits where the document has a published one). Written without reading the
// comparison engine, its tables or the earlier sets' lists; nothing here knows how the engine compares.
// Every person and number is fictional: numbers keep a document's shape but belong to no one; UK mobiles
// sit in Ofcom's drama range (07700 900xxx).
import { Ctx, type Jurisdiction, type Sex, type Ymd } from './records.js';

export { Ctx };

// ---------------------------------------------------------------------------------------------------
// Cultures: given names by sex, surnames, and how the culture writes a name.

export interface Culture {
  M: readonly string[];
  F: readonly string[];
  surnames: readonly string[];
  /** Family name written first in the culture's own order (Chinese, Vietnamese, Hungarian, Korean). */
  familyFirst?: boolean;
  /** Vietnamese middle names by sex (Văn, Thị …), Korean two-part given names are in M/F already. */
  middleM?: readonly string[];
  middleF?: readonly string[];
  /** Arabic nasab: the middle name is bin/ibn/bint + the father's given name. */
  nasab?: boolean;
  /** South Indian usage: the family (house) name and the father's name are written as initials before the given name. */
  initialsFirst?: boolean;
}

export const CULTURES: Record<string, Culture> = {
  yoruba: {
    M: ['Babatunde', 'Oluwaseun', 'Adebayo', 'Olumide', 'Adewale', 'Olufemi', 'Oluwatobiloba', 'Ayodeji', 'Kayode', 'Oladipupo', 'Akinwunmi', 'Gbenga', 'Rotimi', 'Damilola', 'Segun'],
    F: ['Oluwafunmilayo', 'Temitope', 'Abimbola', 'Oluwakemi', 'Morenikeji', 'Adetutu', 'Folasade', 'Omolara', 'Titilayo', 'Yetunde', 'Bukola', 'Oluwadamilare', 'Ibukunoluwa', 'Modupe'],
    surnames: ['Adeyemi', 'Ogunleye', 'Balogun', 'Oyelaran', 'Fashola', 'Akintola', 'Adebisi', 'Olaniyan', 'Ogundipe', 'Oyediran', 'Ajayi', 'Adesanya', 'Ilesanmi', 'Oduya', 'Akinyemi'],
  },
  igbo: {
    M: ['Chukwuemeka', 'Ifeanyichukwu', 'Uchechukwu', 'Chinonso', 'Kenechukwu', 'Ebubechukwu', 'Obinna', 'Nnamdi', 'Chidiebere', 'Ikechukwu', 'Somtochukwu', 'Chibuike', 'Emeka', 'Tochukwu'],
    F: ['Nkechinyere', 'Ngozichukwu', 'Chiamaka', 'Chinwendu', 'Adaeze', 'Obiageli', 'Uzoamaka', 'Chidinma', 'Ifeoma', 'Nneka', 'Ogechukwu', 'Ebere', 'Chinyere', 'Amarachi'],
    surnames: ['Okafor', 'Nwosu', 'Eze', 'Okonkwo', 'Nwachukwu', 'Obi', 'Anyanwu', 'Onyekachi', 'Igwe', 'Ezeudu', 'Nwankwo', 'Okoro', 'Uzodinma', 'Chukwu', 'Ogbonna'],
  },
  hausa: {
    M: ['Abdullahi', 'Muhammadu', 'Aminu', 'Ibrahim', 'Usman', 'Yakubu', 'Sani', 'Bashir', 'Abubakar', 'Nasiru', 'Garba', 'Shehu', 'Lawal', 'Haruna'],
    F: ['Aisha', 'Hadiza', 'Zainab', 'Maryam', 'Fatima', 'Hauwa', 'Halima', 'Bilkisu', 'Rakiya', 'Amina', 'Saadatu', 'Khadija', 'Jamila'],
    surnames: ['Bello', 'Abubakar', 'Mohammed', 'Danjuma', 'Yusuf', 'Sule', 'Ringim', 'Dankwambo', 'Gwarzo', 'Kurfi', 'Adamu', 'Tanko', 'Maikano', 'Bichi'],
  },
  niger_delta: {
    M: ['Ebiye', 'Tamunotonye', 'Preye', 'Ebikabowei', 'Ovie', 'Efe', 'Oghenekaro', 'Tonye', 'Ekpo', 'Etim', 'Bassey', 'Okon'],
    F: ['Ebiere', 'Tamunoibi', 'Oghenetega', 'Ufuoma', 'Ese', 'Ekaette', 'Ima', 'Arit', 'Enobong', 'Mfon'],
    surnames: ['Alamieyeseigha', 'Dokubo', 'Ibori', 'Okpara', 'Ekpenyong', 'Effiong', 'Edet', 'Akpan', 'Ubong', 'Oweikeye', 'Tuoyo', 'Ogbemudia'],
  },
  kikuyu: {
    M: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Githinji', 'Macharia', 'Muchiri', 'Ndungu', 'Waweru', 'Gitau', 'Kimani', 'Maina'],
    F: ['Wanjiru', 'Nyambura', 'Wambui', 'Njeri', 'Wairimu', 'Muthoni', 'Wanjiku', 'Nduta', 'Wangari', 'Wacera', 'Gathoni', 'Mumbi'],
    surnames: ['Kamau', 'Mwangi', 'Njoroge', 'Kariuki', 'Githinji', 'Wainaina', 'Karanja', 'Ngugi', 'Gachanja', 'Mburu', 'Kinyanjui', 'Thuku'],
  },
  luo: {
    M: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Omondi', 'Owino', 'Okoth', 'Ouma', 'Oduor', 'Opiyo'],
    F: ['Achieng', 'Atieno', 'Akinyi', 'Adhiambo', 'Awuor', 'Anyango', 'Auma', 'Aoko', 'Apiyo', 'Akoth'],
    surnames: ['Odinga', 'Otieno', 'Ouko', 'Ogola', 'Obura', 'Okello', 'Nyong\'o', 'Ochola', 'Onyango', 'Oketch', 'Amollo', 'Juma'],
  },
  kalenjin: {
    M: ['Kipkemboi', 'Kipchumba', 'Kiprono', 'Kipkorir', 'Kiprotich', 'Kipruto', 'Kibet', 'Cheruiyot', 'Kiptoo', 'Kipngeno'],
    F: ['Chebet', 'Jepkemboi', 'Jeptoo', 'Chepkoech', 'Jelagat', 'Chepngeno', 'Jepchirchir', 'Cherono', 'Chelimo', 'Jerotich'],
    surnames: ['Rotich', 'Kosgei', 'Koech', 'Ruto', 'Lagat', 'Kiprop', 'Langat', 'Keter', 'Tanui', 'Sang', 'Bett', 'Mutai'],
  },
  luhya_kamba: {
    M: ['Wafula', 'Wekesa', 'Barasa', 'Simiyu', 'Mutua', 'Musyoka', 'Kioko', 'Mutiso', 'Wanyama', 'Makokha'],
    F: ['Nafula', 'Nekesa', 'Naliaka', 'Mwikali', 'Mueni', 'Ndinda', 'Kavata', 'Nasimiyu', 'Mbithe', 'Khaemba'],
    surnames: ['Wafula', 'Wekesa', 'Mutua', 'Musyoka', 'Kalonzo', 'Wambua', 'Mulwa', 'Shikuku', 'Masinde', 'Wamalwa', 'Kyalo', 'Nzioka'],
  },
  arab_swahili: {
    M: ['Ahmed', 'Salim', 'Mohamed', 'Abdallah', 'Hamisi', 'Khamis', 'Omar', 'Said', 'Rashid', 'Yusuf', 'Hassan', 'Faisal'],
    F: ['Mwanaisha', 'Fatma', 'Zuhura', 'Amina', 'Rukia', 'Mariam', 'Khadija', 'Salma', 'Halima', 'Asha', 'Zeinab'],
    surnames: ['Al-Amoudi', 'Bamakhrama', 'Shee', 'Al-Busaidy', 'Bakari', 'Basheikh', 'Al-Hinawy', 'Mazrui', 'Bajaber', 'Al-Mandhry', 'Balala'],
    nasab: true,
  },
  somali: {
    M: ['Abdirahman', 'Abdiweli', 'Mohamed', 'Hassan', 'Abdikadir', 'Farah', 'Ahmed', 'Abdullahi', 'Mahad', 'Guled'],
    F: ['Hodan', 'Faduma', 'Hawa', 'Sahra', 'Ifrah', 'Ayan', 'Nasra', 'Khadra', 'Deqa', 'Sagal'],
    surnames: ['Warsame', 'Abdi', 'Hirsi', 'Jama', 'Osman', 'Nur', 'Egal', 'Dualeh', 'Ali', 'Mohamud', 'Aden', 'Yusuf'],
  },
  indian_south: {
    M: ['Narayanan', 'Venkataraman', 'Subramaniam', 'Krishnamurthy', 'Ramachandran', 'Srinivasan', 'Rajagopal', 'Balasubramanian', 'Karthikeyan', 'Gopalakrishnan'],
    F: ['Lakshmi', 'Meenakshi', 'Padmavathi', 'Jayalakshmi', 'Vasanthi', 'Kamala', 'Saraswathi', 'Anuradha', 'Revathi', 'Kalyani'],
    surnames: ['Kocheril', 'Pillai', 'Iyer', 'Menon', 'Nair', 'Chettiar', 'Reddy', 'Naidoo', 'Govender', 'Moodley', 'Padayachee'],
    initialsFirst: true,
  },
  indian_north: {
    M: ['Rajesh', 'Sanjay', 'Vikram', 'Anil', 'Sunil', 'Rakesh', 'Amit', 'Deepak', 'Manoj', 'Pradeep', 'Harpreet', 'Gurpreet'],
    F: ['Priya', 'Sunita', 'Anjali', 'Kavita', 'Pooja', 'Neha', 'Rekha', 'Meena', 'Simran', 'Manjit'],
    surnames: ['Patel', 'Shah', 'Sharma', 'Gupta', 'Singh', 'Kaur', 'Mehta', 'Chauhan', 'Desai', 'Bhatt', 'Joshi', 'Sandhu'],
  },
  akan: {
    M: ['Kwabena', 'Kwadwo', 'Kwame', 'Kofi', 'Kwaku', 'Yaw', 'Kwasi', 'Kwesi', 'Kobina', 'Ekow', 'Kojo', 'Fiifi'],
    F: ['Akosua', 'Abena', 'Adwoa', 'Akua', 'Yaa', 'Afua', 'Ama', 'Efua', 'Esi', 'Araba', 'Adjoa', 'Aba'],
    surnames: ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Amoah', 'Ofori', 'Sarpong', 'Acheampong', 'Frimpong', 'Bonsu', 'Nkrumah'],
  },
  ewe_ga: {
    M: ['Selorm', 'Mawuli', 'Edem', 'Elikem', 'Senyo', 'Delali', 'Nii', 'Tetteh', 'Ayitey', 'Nortey', 'Kpakpo'],
    F: ['Dzifa', 'Esinam', 'Enyonam', 'Akpene', 'Sedinam', 'Mawusi', 'Naa', 'Korkor', 'Dedei', 'Adoley', 'Momo'],
    surnames: ['Agbodeka', 'Kpodo', 'Amenyo', 'Dzokoto', 'Gbeho', 'Ablakwa', 'Quaye', 'Lamptey', 'Tagoe', 'Ankrah', 'Laryea', 'Sowah', 'Okine'],
  },
  dagomba: {
    M: ['Alhassan', 'Mahama', 'Iddrisu', 'Abdul-Rahman', 'Fuseini', 'Mohammed', 'Sumaila', 'Issahaku', 'Abukari', 'Baba'],
    F: ['Fatimatu', 'Mariama', 'Salamatu', 'Azara', 'Hawawu', 'Ayishetu', 'Rahinatu', 'Memunatu', 'Mujeeba', 'Sakina'],
    surnames: ['Mahama', 'Alhassan', 'Iddrisu', 'Yakubu', 'Abdulai', 'Seidu', 'Zakaria', 'Tahiru', 'Dawuda', 'Mumuni'],
  },
  zulu_xhosa: {
    M: ['Nkosinathi', 'Sibusiso', 'Sifiso', 'Bongani', 'Mandla', 'Thulani', 'Siyabonga', 'Lwazi', 'Xolani', 'Luvuyo', 'Mthunzi', 'Andile'],
    F: ['Thandiwe', 'Nomvula', 'Lindiwe', 'Nompumelelo', 'Nokuthula', 'Zanele', 'Ayanda', 'Nosipho', 'Noluthando', 'Zodwa', 'Nolwazi', 'Busisiwe'],
    surnames: ['Dlamini', 'Zulu', 'Ndlovu', 'Mkhize', 'Ngcobo', 'Khumalo', 'Mthembu', 'Nxumalo', 'Mabaso', 'Gumede', 'Xaba', 'Mbeki', 'Nkosi', 'Sithole'],
  },
  sotho_tswana: {
    M: ['Thabo', 'Tshepo', 'Kagiso', 'Lerato', 'Mpho', 'Katlego', 'Tebogo', 'Thabiso', 'Teboho', 'Kabelo'],
    F: ['Palesa', 'Dineo', 'Boitumelo', 'Tshepiso', 'Refilwe', 'Nthabiseng', 'Keabetswe', 'Mamello', 'Lebohang', 'Masego'],
    surnames: ['Mokoena', 'Molefe', 'Nkoane', 'Sebego', 'Motaung', 'Mofokeng', 'Tau', 'Moloi', 'Ramaphosa', 'Mabena', 'Letsoalo', 'Masilo'],
  },
  afrikaans: {
    M: ['Johannes', 'Petrus', 'Jacobus', 'Cornelius', 'Hendrik', 'Gerhardus', 'Willem', 'Stephanus', 'Christiaan', 'Pieter', 'Andries', 'Barend'],
    F: ['Susanna', 'Magdalena', 'Johanna', 'Elizabeth', 'Maria', 'Anna', 'Hester', 'Aletta', 'Cornelia', 'Marietjie', 'Elsabe', 'Wilhelmina'],
    surnames: ['van der Merwe', 'Botha', 'Pretorius', 'du Plessis', 'van Wyk', 'Nel', 'le Roux', 'Joubert', 'van Rensburg', 'de Villiers', 'Coetzee', 'Steyn', 'du Toit', 'van Zyl'],
  },
  english: {
    M: ['Robert', 'William', 'Edward', 'Richard', 'Michael', 'Christopher', 'Anthony', 'Frederick', 'Alexander', 'Thomas', 'James', 'Daniel', 'Nicholas', 'Jonathan', 'Matthew', 'Gareth'],
    F: ['Elizabeth', 'Margaret', 'Katherine', 'Patricia', 'Jennifer', 'Susan', 'Josephine', 'Rebecca', 'Victoria', 'Deborah', 'Alexandra', 'Charlotte', 'Rosemary', 'Gillian', 'Abigail'],
    surnames: ['Smith', 'Taylor', 'Brown', 'Clarke', 'Hughes', 'Walker', 'Turner', 'Harrison', 'Pritchard', 'Fletcher', 'Whitaker', 'Marsden', 'Ashworth', 'Holloway', 'Barraclough', 'Pemberton'],
  },
  celtic: {
    M: ['Seamus', 'Padraig', 'Ciaran', 'Eoin', 'Alasdair', 'Hamish', 'Ruaridh', 'Dafydd', 'Rhys', 'Declan'],
    F: ['Siobhan', 'Niamh', 'Aoife', 'Mairead', 'Eilidh', 'Catriona', 'Morag', 'Sinead', 'Bronwen', 'Rhiannon'],
    surnames: ["O'Sullivan", 'McCarthy', "O'Brien", 'MacDonald', 'McLeod', 'Fitzgerald', 'MacKenzie', 'Gallagher', 'Llewellyn', 'ap Rhys', 'Ní Bhriain', 'McAllister'],
  },
  pakistani: {
    M: ['Muhammad', 'Imran', 'Tariq', 'Asif', 'Zubair', 'Kamran', 'Nadeem', 'Shahid', 'Faisal', 'Waqar'],
    F: ['Ayesha', 'Saima', 'Nazia', 'Rubina', 'Shazia', 'Farzana', 'Nusrat', 'Sadia', 'Bushra', 'Tahira'],
    surnames: ['Khan', 'Hussain', 'Iqbal', 'Mahmood', 'Qureshi', 'Chaudhry', 'Rashid', 'Akhtar', 'Butt', 'Malik', 'Raza', 'Siddiqui'],
  },
  arab: {
    M: ['Ahmad', 'Khalid', 'Omar', 'Youssef', 'Tariq', 'Hamza', 'Bilal', 'Samir', 'Nabil', 'Walid', 'Karim', 'Ziad'],
    F: ['Leila', 'Nour', 'Rania', 'Yasmin', 'Huda', 'Samira', 'Dalia', 'Mona', 'Lina', 'Rasha', 'Amal'],
    surnames: ['Al-Haddad', 'Al-Masri', 'Haddad', 'Khoury', 'Nasser', 'Saleh', 'Al-Rashid', 'Mansour', 'Hamdan', 'Al-Shami', 'Darwish', 'Qasim'],
    nasab: true,
  },
  chinese: {
    M: ['Wei', 'Jie', 'Hao', 'Jun', 'Lei', 'Qiang', 'Ming', 'Zhiwei', 'Jianguo', 'Haoran', 'Yong', 'Xiaolong'],
    F: ['Li', 'Fang', 'Na', 'Xiu Ying', 'Mei', 'Jing', 'Yan', 'Xiaoyan', 'Lihua', 'Hui', 'Ting', 'Yuqing'],
    surnames: ['Wang', 'Zhang', 'Chen', 'Liu', 'Huang', 'Zhao', 'Zhou', 'Wu', 'Xu', 'Sun', 'Lin', 'Guo', 'He', 'Ma'],
    familyFirst: true,
  },
  vietnamese: {
    M: ['An', 'Minh', 'Tuan', 'Dung', 'Hung', 'Quang', 'Thanh', 'Long', 'Khanh', 'Duc'],
    F: ['Lan', 'Huong', 'Mai', 'Linh', 'Trang', 'Hoa', 'Ngoc', 'Thu', 'Phuong', 'Hanh'],
    surnames: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Ngô'],
    familyFirst: true,
    middleM: ['Văn', 'Đức', 'Hữu', 'Quốc', 'Minh'],
    middleF: ['Thị', 'Ngọc', 'Thu', 'Thanh'],
  },
  korean: {
    M: ['Min-jun', 'Seo-jun', 'Ji-hoon', 'Hyun-woo', 'Dong-hyun', 'Sung-min', 'Jae-won', 'Young-ho'],
    F: ['Ji-yeon', 'Seo-yeon', 'Min-ji', 'Hye-jin', 'Eun-ji', 'Soo-ah', 'Yu-na', 'Ha-eun'],
    surnames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim'],
    familyFirst: true,
  },
  hungarian: {
    M: ['Zoltán', 'István', 'László', 'Gábor', 'Ferenc', 'Attila', 'Balázs', 'Tamás', 'Péter', 'Csaba', 'Gyula', 'Sándor'],
    F: ['Erzsébet', 'Katalin', 'Zsuzsanna', 'Ildikó', 'Ágnes', 'Éva', 'Krisztina', 'Andrea', 'Judit', 'Réka', 'Noémi', 'Borbála'],
    surnames: ['Nagy', 'Kovács', 'Tóth', 'Szabó', 'Horváth', 'Varga', 'Kiss', 'Molnár', 'Németh', 'Farkas', 'Balogh', 'Papp', 'Takács', 'Juhász'],
    familyFirst: true,
  },
  german: {
    M: ['Johannes', 'Wolfgang', 'Friedrich', 'Klaus', 'Jürgen', 'Matthias', 'Stefan', 'Dieter', 'Lukas', 'Maximilian', 'Tobias', 'Jörg'],
    F: ['Margarete', 'Ursula', 'Sabine', 'Katharina', 'Brigitte', 'Annelie', 'Gisela', 'Franziska', 'Dorothea', 'Henrike', 'Jutta', 'Lena'],
    surnames: ['Müller', 'Schneider', 'von Bülow', 'Weiß', 'Schäfer', 'Köhler', 'von der Heide', 'Zimmermann', 'Krüger', 'Hoffmann', 'Groß', 'von Arnim', 'Becker', 'Schulze'],
  },
  dutch: {
    M: ['Johannes', 'Cornelis', 'Hendrik', 'Willem', 'Pieter', 'Gerrit', 'Jeroen', 'Maarten', 'Sjoerd', 'Bastiaan'],
    F: ['Wilhelmina', 'Johanna', 'Geertruida', 'Maria', 'Anneke', 'Femke', 'Marieke', 'Sanne', 'Ingrid', 'Hendrika'],
    surnames: ['van der Berg', 'de Vries', 'van Dijk', 'Bakker', 'Janssen', 'van den Heuvel', 'de Jong', 'Visser', 'van der Linden', 'ter Horst', 'van Leeuwen', 'de Graaf', 'Mulder'],
  },
  french: {
    M: ['Jean-Baptiste', 'Dominique', 'François', 'Étienne', 'Thierry', 'Olivier', 'Jérôme', 'Benoît', 'Guillaume', 'Philippe', 'Mathieu'],
    F: ['Marie-Claire', 'Dominique', 'Françoise', 'Hélène', 'Élodie', 'Sylvie', 'Isabelle', 'Véronique', 'Camille', 'Geneviève', 'Anaïs'],
    surnames: ['de la Fontaine', 'Lefèvre', 'Dubois', 'Moreau', 'Girard', 'de la Croix', 'Rousseau', 'Fournier', 'Mercier', "d'Aubigny", 'Le Goff', 'Chevalier', 'Lambert'],
  },
  spanish: {
    M: ['José', 'Francisco', 'Ignacio', 'Manuel', 'Alejandro', 'Javier', 'Fernando', 'Enrique', 'Rafael', 'Santiago'],
    F: ['Dolores', 'Guadalupe', 'Concepción', 'Pilar', 'Mercedes', 'Rocío', 'Montserrat', 'Inmaculada', 'Lucía', 'Carmen'],
    surnames: ['García', 'Fernández', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Ruiz', 'Jiménez', 'Moreno', 'Álvarez', 'Romero', 'Navarro', 'de la Torre'],
  },
  portuguese: {
    M: ['José', 'António', 'João', 'Manuel', 'Joaquim', 'Rui', 'Nuno', 'Tiago', 'Duarte', 'Gonçalo'],
    F: ['Maria', 'Ana', 'Conceição', 'Fátima', 'Graça', 'Inês', 'Beatriz', 'Leonor', 'Filipa', 'Teresa'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Sousa', 'Carvalho', 'Gonçalves', 'dos Santos', 'da Silva', 'Magalhães'],
  },
  italian: {
    M: ['Giuseppe', 'Giovanni', 'Salvatore', 'Francesco', 'Antonio', 'Vincenzo', 'Alessandro', 'Lorenzo', 'Massimo', 'Gianluca'],
    F: ['Giuseppina', 'Francesca', 'Giovanna', 'Rosaria', 'Alessandra', 'Chiara', 'Federica', 'Raffaella', 'Antonella', 'Simona'],
    surnames: ['Rossi', 'Russo', 'Esposito', 'Bianchi', 'Di Stefano', 'De Luca', 'Romano', 'Colombo', 'Ricci', 'Di Marco', 'Lo Presti', 'Greco', 'Bruno', 'Della Valle'],
  },
  polish: {
    M: ['Wojciech', 'Aleksander', 'Krzysztof', 'Grzegorz', 'Tomasz', 'Piotr', 'Andrzej', 'Łukasz', 'Paweł', 'Jarosław'],
    F: ['Małgorzata', 'Katarzyna', 'Agnieszka', 'Aleksandra', 'Joanna', 'Magdalena', 'Elżbieta', 'Zofia', 'Barbara', 'Dorota'],
    surnames: ['Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk'],
  },
};

/** Cultures (and the country whose documents they hold) met in each jurisdiction, repeated for weight. */
export const PEOPLE_OF: Record<Jurisdiction, readonly (readonly [string, string])[]> = {
  NG: [['yoruba', 'NG'], ['yoruba', 'NG'], ['igbo', 'NG'], ['igbo', 'NG'], ['hausa', 'NG'], ['hausa', 'NG'], ['niger_delta', 'NG'], ['arab', 'NG'], ['chinese', 'NG'], ['indian_north', 'NG']],
  KE: [['kikuyu', 'KE'], ['kikuyu', 'KE'], ['luo', 'KE'], ['luo', 'KE'], ['kalenjin', 'KE'], ['luhya_kamba', 'KE'], ['luhya_kamba', 'KE'], ['arab_swahili', 'KE'], ['somali', 'KE'], ['indian_north', 'KE'], ['indian_south', 'KE']],
  GH: [['akan', 'GH'], ['akan', 'GH'], ['akan', 'GH'], ['ewe_ga', 'GH'], ['ewe_ga', 'GH'], ['dagomba', 'GH'], ['dagomba', 'GH'], ['arab', 'GH'], ['chinese', 'GH']],
  ZA: [['zulu_xhosa', 'ZA'], ['zulu_xhosa', 'ZA'], ['sotho_tswana', 'ZA'], ['sotho_tswana', 'ZA'], ['afrikaans', 'ZA'], ['afrikaans', 'ZA'], ['english', 'ZA'], ['indian_south', 'ZA'], ['arab', 'ZA'], ['chinese', 'ZA'], ['portuguese', 'ZA']],
  GB: [['english', 'GB'], ['english', 'GB'], ['celtic', 'GB'], ['pakistani', 'GB'], ['indian_north', 'GB'], ['indian_south', 'GB'], ['chinese', 'GB'], ['vietnamese', 'GB'], ['polish', 'GB'], ['yoruba', 'GB'], ['somali', 'GB'], ['korean', 'GB'], ['arab', 'GB']],
  EU: [['german', 'DE'], ['dutch', 'NL'], ['french', 'FR'], ['spanish', 'ES'], ['portuguese', 'PT'], ['italian', 'IT'], ['hungarian', 'HU'], ['polish', 'PL'], ['vietnamese', 'DE'], ['arab', 'FR'], ['chinese', 'IT'], ['korean', 'DE']],
};

// ---------------------------------------------------------------------------------------------------
// Short forms: a formal given name and the form its bearer is called by (family, church, the agent's
// form). Each formal name is in one culture's list above; a short form is never another formal name of
// the same list read as a different person.

export const SHORT_FORMS: readonly (readonly [string, string])[] = [
  ['Babatunde', 'Tunde'], ['Oluwaseun', 'Seun'], ['Adebayo', 'Bayo'], ['Olumide', 'Mide'], ['Adewale', 'Wale'], ['Olufemi', 'Femi'],
  ['Oluwatobiloba', 'Tobi'], ['Ayodeji', 'Deji'], ['Oladipupo', 'Dipo'], ['Akinwunmi', 'Akin'], ['Damilola', 'Dami'],
  ['Oluwafunmilayo', 'Funmi'], ['Temitope', 'Tope'], ['Abimbola', 'Bimbo'], ['Oluwakemi', 'Kemi'], ['Morenikeji', 'Reni'], ['Folasade', 'Sade'], ['Titilayo', 'Titi'], ['Ibukunoluwa', 'Ibukun'],
  ['Chukwuemeka', 'Emeka'], ['Ifeanyichukwu', 'Ifeanyi'], ['Uchechukwu', 'Uche'], ['Chinonso', 'Nonso'], ['Kenechukwu', 'Kene'], ['Ebubechukwu', 'Ebube'], ['Chidiebere', 'Chidi'], ['Ikechukwu', 'Ike'], ['Somtochukwu', 'Somto'], ['Tochukwu', 'Tochi'],
  ['Nkechinyere', 'Nkechi'], ['Ngozichukwu', 'Ngozi'], ['Chiamaka', 'Amaka'], ['Uzoamaka', 'Uzo'], ['Ogechukwu', 'Oge'], ['Chidinma', 'Dinma'],
  ['Abdullahi', 'Dullah'], ['Muhammadu', 'Mamman'], ['Abubakar', 'Bakar'], ['Nasiru', 'Nasir'], ['Saadatu', 'Sa\'a'],
  ['Tamunotonye', 'Tonye'], ['Oghenekaro', 'Karo'], ['Ebikabowei', 'Ebi'], ['Oghenetega', 'Tega'],
  ['Kipkemboi', 'Kemboi'], ['Kipchumba', 'Chumba'], ['Kiprotich', 'Protich'], ['Jepchirchir', 'Chirchir'],
  ['Mwanaisha', 'Aisha'], ['Abdallah', 'Abdalla'], ['Abdirahman', 'Abdi'], ['Abdiweli', 'Weli'], ['Abdikadir', 'Kadir'],
  ['Kwabena', 'Kobby'], ['Kobina', 'Kobby'], ['Kwadwo', 'Kojo'], ['Akosua', 'Akos'], ['Kwasi', 'Kwesi'], ['Abena', 'Abby'],
  ['Mawuli', 'Mawu'], ['Elikem', 'Eli'], ['Sedinam', 'Sedi'], ['Abdul-Rahman', 'Abdul'], ['Fatimatu', 'Fati'], ['Ayishetu', 'Ayisha'],
  ['Nkosinathi', 'Nathi'], ['Sibusiso', 'Sbu'], ['Thandiwe', 'Thandi'], ['Nomvula', 'Vuvu'], ['Lindiwe', 'Lindi'], ['Nompumelelo', 'Mpumi'], ['Nokuthula', 'Thuli'], ['Siyabonga', 'Siya'], ['Noluthando', 'Lulu'], ['Busisiwe', 'Busi'],
  ['Boitumelo', 'Tumi'], ['Nthabiseng', 'Ntha'], ['Keabetswe', 'Kea'], ['Tshepiso', 'Tshepi'],
  ['Johannes', 'Hannes'], ['Petrus', 'Piet'], ['Jacobus', 'Koos'], ['Cornelius', 'Neels'], ['Gerhardus', 'Gert'], ['Stephanus', 'Fanie'], ['Christiaan', 'Chris'], ['Susanna', 'Sannie'], ['Magdalena', 'Lenie'], ['Johanna', 'Hanna'], ['Wilhelmina', 'Mina'],
  ['Robert', 'Bob'], ['Robert', 'Rob'], ['William', 'Bill'], ['William', 'Will'], ['Edward', 'Ted'], ['Edward', 'Eddie'], ['Richard', 'Dick'], ['Richard', 'Rich'], ['Michael', 'Mike'], ['Christopher', 'Kit'], ['Christopher', 'Chris'], ['Anthony', 'Tony'], ['Frederick', 'Fred'], ['Alexander', 'Sandy'], ['Alexander', 'Alex'], ['Thomas', 'Tom'], ['James', 'Jim'], ['Daniel', 'Dan'], ['Nicholas', 'Nick'], ['Jonathan', 'Jon'], ['Matthew', 'Matt'],
  ['Elizabeth', 'Liz'], ['Elizabeth', 'Betty'], ['Margaret', 'Peggy'], ['Margaret', 'Maggie'], ['Katherine', 'Kate'], ['Patricia', 'Trish'], ['Jennifer', 'Jen'], ['Susan', 'Sue'], ['Josephine', 'Jo'], ['Rebecca', 'Becky'], ['Victoria', 'Vicky'], ['Deborah', 'Debbie'], ['Alexandra', 'Sasha'], ['Charlotte', 'Lottie'], ['Rosemary', 'Rosie'], ['Gillian', 'Jill'], ['Abigail', 'Abby'],
  ['Padraig', 'Paddy'], ['Seamus', 'Shay'], ['Alasdair', 'Ally'], ['Catriona', 'Cat'], ['Dafydd', 'Dai'],
  ['Muhammad', 'Mohd'], ['Venkataraman', 'Venkat'], ['Subramaniam', 'Subbu'], ['Krishnamurthy', 'Krish'], ['Balasubramanian', 'Bala'], ['Gopalakrishnan', 'Gopal'], ['Jayalakshmi', 'Jaya'],
  ['Wolfgang', 'Wolf'], ['Friedrich', 'Fritz'], ['Margarete', 'Grete'], ['Katharina', 'Kathi'], ['Franziska', 'Franzi'], ['Maximilian', 'Max'], ['Dorothea', 'Doris'],
  ['Cornelis', 'Kees'], ['Hendrik', 'Henk'], ['Geertruida', 'Truus'], ['Hendrika', 'Riek'], ['Bastiaan', 'Bas'],
  ['José', 'Pepe'], ['Francisco', 'Paco'], ['Ignacio', 'Nacho'], ['Manuel', 'Manolo'], ['Dolores', 'Lola'], ['Guadalupe', 'Lupe'], ['Concepción', 'Concha'], ['Enrique', 'Quique'], ['Montserrat', 'Montse'], ['Inmaculada', 'Inma'],
  ['António', 'Tó'], ['Joaquim', 'Quim'], ['Conceição', 'São'], ['Gonçalo', 'Gonça'],
  ['Giuseppe', 'Beppe'], ['Giovanni', 'Gianni'], ['Salvatore', 'Totò'], ['Francesco', 'Franco'], ['Vincenzo', 'Enzo'], ['Giuseppina', 'Pina'], ['Alessandra', 'Sandra'], ['Raffaella', 'Lella'],
  ['Małgorzata', 'Gosia'], ['Katarzyna', 'Kasia'], ['Aleksander', 'Olek'], ['Wojciech', 'Wojtek'], ['Agnieszka', 'Aga'], ['Krzysztof', 'Krzysiek'],
  ['Erzsébet', 'Erzsi'], ['István', 'Pisti'], ['Katalin', 'Kati'], ['Zsuzsanna', 'Zsuzsa'], ['László', 'Laci'], ['Ferenc', 'Feri'], ['Sándor', 'Sanyi'],
];

/** The short forms of a formal given name (empty when it has none). */
export function shortFormsOf(given: string): string[] {
  return SHORT_FORMS.filter(([f]) => f === given).map(([, s]) => s);
}

// ---------------------------------------------------------------------------------------------------
// Text helpers.

const SPECIAL: Record<string, string> = { ß: 'ss', ø: 'o', Ø: 'O', ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', æ: 'ae', Æ: 'AE', ɔ: 'o', Ɔ: 'O', ɛ: 'e', Ɛ: 'E' };

/** Marks dropped the way an ASCII-only system drops them (ß → ss, Đ → D, ł → l). */
export function stripMarks(s: string): string {
  return s
    .replace(/[ßøØłŁđĐæÆɔƆɛƐ]/g, (ch) => SPECIAL[ch]!)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export const upper = (s: string): string => stripMarks(s).toUpperCase();
export const pad2 = (n: number): string => String(n).padStart(2, '0');

// ---------------------------------------------------------------------------------------------------
// Dates.

export const MONTHS5 = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/**
 * Birth-date forms of the sources below; none writes the month first. DDMONYY is the airline APIS form
 * (12MAR85), `DD MON YYYY` the GEDCOM form, `yyyy` a year alone (watch lists, exam boards).
 */
export type DateForm5 = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'dd-mm-yyyy' | 'd Mon yyyy' | 'd Month yyyy' | 'DDMONYY' | 'DD MON YYYY' | 'yyyymmdd' | 'dd-MON-yyyy' | 'yyyy.mm.dd.' | 'yyyy';
export const FULL_DATE_FORMS: readonly DateForm5[] = ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'dd-mm-yyyy', 'd Mon yyyy', 'd Month yyyy', 'DD MON YYYY', 'yyyymmdd', 'dd-MON-yyyy'];

export function writeDate(t: Ymd, form: DateForm5): string {
  const mon = MONTHS5[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${pad2(t.m)}-${pad2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${pad2(t.d)}/${pad2(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${pad2(t.d)}.${pad2(t.m)}.${t.y}`;
    case 'dd-mm-yyyy':
      return `${pad2(t.d)}-${pad2(t.m)}-${t.y}`;
    case 'd Mon yyyy':
      return `${t.d} ${mon.slice(0, 3)} ${t.y}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'DDMONYY':
      return `${pad2(t.d)}${mon.slice(0, 3).toUpperCase()}${pad2(t.y % 100)}`;
    case 'DD MON YYYY':
      return `${pad2(t.d)} ${mon.slice(0, 3).toUpperCase()} ${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${pad2(t.m)}${pad2(t.d)}`;
    case 'dd-MON-yyyy':
      return `${pad2(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'yyyy.mm.dd.':
      // The Hungarian form: year first, each part closed by a full stop.
      return `${t.y}.${pad2(t.m)}.${pad2(t.d)}.`;
    case 'yyyy':
      return String(t.y);
  }
}

/** A birth date between two years (inclusive). */
export function birthDate(c: Ctx, from: number, to: number): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/**
 * A birth date lo..hi years before (dir −1) or after (dir 1) t, or either way (dir 0), kept in 1925–2006 and
 * never the same day; when no year of the asked direction fits, the other direction is taken.
 */
export function birthAway(c: Ctx, t: Ymd, lo: number, hi: number, dir: 1 | -1 | 0 = 0): Ymd {
  const fits = (sign: number) => {
    const ys: number[] = [];
    for (let k = lo; k <= hi; k++) {
      const y = t.y + sign * k;
      if (y >= 1925 && y <= 2006) ys.push(y);
    }
    return ys;
  };
  let years = dir === 0 ? [...fits(1), ...fits(-1)] : fits(dir);
  if (years.length === 0) years = fits(-dir || 1);
  if (years.length === 0) throw new Error(`no birth year ${lo}–${hi} years from ${t.y}`);
  for (;;) {
    const y = c.pick(years);
    const m = c.int(1, 12);
    const d = c.int(1, daysIn(y, m));
    if (y !== t.y || m !== t.m || d !== t.d) return { y, m, d };
  }
}

/** Another day of the same year (namesakes of one year of birth). */
export function sameYearOtherDay(c: Ctx, t: Ymd): Ymd {
  for (;;) {
    const m = c.int(1, 12);
    const d = c.int(1, daysIn(t.y, m));
    if (m !== t.m || d !== t.d) return { y: t.y, m, d };
  }
}

// ---------------------------------------------------------------------------------------------------
// Phones: country code, national significant number length, mobile prefixes, trunk prefix.

export interface PhonePlan {
  cc: string;
  prefixes: readonly string[];
  /** Digits after the prefix. */
  rest: number;
  trunk: string;
}

export const PHONE_PLANS: Record<string, PhonePlan> = {
  NG: { cc: '234', prefixes: ['803', '806', '813', '816', '703', '706', '802', '808', '812', '902', '905', '915'], rest: 7, trunk: '0' },
  KE: { cc: '254', prefixes: ['712', '722', '733', '701', '741', '757', '768', '110', '111'], rest: 6, trunk: '0' },
  GH: { cc: '233', prefixes: ['24', '54', '55', '20', '50', '27', '26', '59'], rest: 7, trunk: '0' },
  ZA: { cc: '27', prefixes: ['82', '83', '72', '73', '76', '79', '61', '71', '84'], rest: 7, trunk: '0' },
  GB: { cc: '44', prefixes: ['7700900'], rest: 3, trunk: '0' },
  DE: { cc: '49', prefixes: ['151', '160', '170', '172', '176'], rest: 8, trunk: '0' },
  NL: { cc: '31', prefixes: ['6'], rest: 8, trunk: '0' },
  FR: { cc: '33', prefixes: ['6', '7'], rest: 8, trunk: '0' },
  ES: { cc: '34', prefixes: ['6', '7'], rest: 8, trunk: '' },
  PT: { cc: '351', prefixes: ['91', '93', '96'], rest: 7, trunk: '' },
  IT: { cc: '39', prefixes: ['320', '333', '347', '380'], rest: 7, trunk: '' },
  HU: { cc: '36', prefixes: ['20', '30', '70'], rest: 7, trunk: '06' },
  PL: { cc: '48', prefixes: ['50', '51', '60', '69', '79'], rest: 7, trunk: '' },
};

/** A new mobile number: country code and national number, digits only. */
export function newPhone(c: Ctx, country: string): string {
  const plan = PHONE_PLANS[country]!;
  let rest = '';
  for (let i = 0; i < plan.rest; i++) rest += String(c.int(0, 9));
  return plan.cc + c.pick(plan.prefixes) + rest;
}

export type PhoneForm = 'e164' | 'plus-spaced' | '00' | 'cc-bare' | 'national' | 'national-spaced' | 'national-dashed';
export const PHONE_FORMS: readonly PhoneForm[] = ['e164', 'plus-spaced', '00', 'cc-bare', 'national', 'national-spaced', 'national-dashed'];

function groups(s: string, sizes: readonly number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    if (i >= s.length) break;
    out.push(s.slice(i, i + n));
    i += n;
  }
  if (i < s.length) out[out.length - 1] += s.slice(i);
  return out.join(sep);
}

/** One number written as a source writes it. */
export function writePhone(full: string, country: string, form: PhoneForm): string {
  const plan = PHONE_PLANS[country]!;
  const nsn = full.slice(plan.cc.length);
  const sizes = nsn.length >= 10 ? [3, 3, 4] : nsn.length === 9 ? [3, 3, 3] : [2, 3, 3];
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${plan.cc} ${groups(nsn, sizes, ' ')}`;
    case '00':
      return `00${full}`;
    case 'cc-bare':
      return full;
    case 'national':
      return plan.trunk + nsn;
    case 'national-spaced':
      return plan.trunk === '' ? groups(nsn, sizes, ' ') : `${plan.trunk}${plan.trunk.length > 1 ? ' ' : ''}${groups(nsn, sizes, ' ')}`;
    case 'national-dashed':
      return plan.trunk === '' ? groups(nsn, sizes, '-') : `${plan.trunk}${plan.trunk.length > 1 ? ' ' : ''}${groups(nsn, sizes, '-')}`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Identifiers.

export function luhnValid(s: string): boolean {
  let sum = 0;
  [...s].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return sum % 10 === 0;
}

function luhnComplete(body: string): string {
  for (let k = 0; k <= 9; k++) if (luhnValid(body + k)) return body + k;
  throw new Error('unreachable');
}

/** South African ID number: YYMMDD, a sex sequence (0–4 female, 5–9 male), citizen 0, 8, Luhn check. */
export function saId(c: Ctx, dob: Ymd, sex: Sex): string {
  const seq = String(sex === 'F' ? c.int(0, 4) : c.int(5, 9)) + String(c.int(0, 999)).padStart(3, '0');
  return luhnComplete(`${pad2(dob.y % 100)}${pad2(dob.m)}${pad2(dob.d)}${seq}08`);
}

/** NHS number check digit (mod 11, weights 10..2); undefined when the body has none (remainder 10). */
export function nhsCheck(body9: string): number | undefined {
  const s = [...body9].reduce((a, ch, k) => a + Number(ch) * (10 - k), 0);
  const r = 11 - (s % 11);
  if (r === 10) return undefined;
  return r === 11 ? 0 : r;
}

export function nhsNumber(c: Ctx): string {
  for (;;) {
    const body = String(c.int(400, 799)) + String(c.int(0, 999999)).padStart(6, '0');
    const k = nhsCheck(body);
    if (k !== undefined) return body + k;
  }
}

/** Dutch BSN: nine digits passing the eleven-test (weights 9..2, the last −1). */
export function bsn(c: Ctx): string {
  for (;;) {
    const s = c.digits(9);
    if ([...s].reduce((a, ch, k) => a + Number(ch) * (k === 8 ? -1 : 9 - k), 0) % 11 === 0) return s;
  }
}

export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
export function dni(c: Ctx): string {
  const n = c.digits(8);
  return n + DNI_LETTERS[Number(n) % 23]!;
}

/** Hungarian TAJ (social-security) number: eight digits and a check (weights 3,7,3,7… mod 10). */
export function taj(c: Ctx): string {
  const body = c.digits(8);
  return body + String([...body].reduce((a, ch, k) => a + Number(ch) * (k % 2 === 0 ? 3 : 7), 0) % 10);
}

/** UK national insurance number (prefixes the DWP never issues left out). */
export function nino(c: Ctx): string {
  for (;;) {
    const p = c.letters(1, 'ABCEGHJKLMNOPRSTWXYZ') + c.letters(1, 'ABCEGHJKLMNPRSTWXYZ');
    if (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(p)) continue;
    return `${p}${String(c.int(0, 999999)).padStart(6, '0')}${c.letters(1, 'ABCD')}`;
  }
}

/**
 * UK driving licence number as the DVLA builds it: surname (five letters, 9-padded), decade digit, month
 * (+50 for a woman), day, year digit, two initials (9-padded), an arbitrary digit and two check letters.
 */
export function ukLicence(c: Ctx, surname: string, given: string, middle: string, sex: Sex, dob: Ymd): string {
  const s = upper(surname).replace(/^(MAC|MC)/, 'MC').replace(/[^A-Z]/g, '').slice(0, 5).padEnd(5, '9');
  const yy = pad2(dob.y % 100);
  const mm = pad2(dob.m + (sex === 'F' ? 50 : 0));
  const ini = (upper(given)[0] ?? '9') + (middle ? upper(middle)[0] ?? '9' : '9');
  return `${s}${yy[0]}${mm}${pad2(dob.d)}${yy[1]}${ini}${c.int(0, 9)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}`;
}

export interface Ids {
  /** The national id of the person's country (NINO in GB, which has none). */
  national: string;
  passport: string;
  licence: string;
  /** Health insurance or health-service number (NHIA, SHA, NHIS, medical aid, NHS, TAJ …). */
  health: string;
  tax: string;
}

export function newIds(c: Ctx, country: string, sex: Sex, dob: Ymd, given: string, middle: string, surname: string): Ids {
  switch (country) {
    case 'NG':
      return {
        national: c.digits(11),
        passport: `${c.letters(1, 'ABD')}${String(c.int(0, 99999999)).padStart(8, '0')}`,
        licence: `${c.letters(3)}${c.digits(5)}${c.letters(2)}${pad2(c.int(0, 99))}`,
        health: `${c.digits(8)}${c.letters(1)}`,
        tax: `${c.digits(8)}-0001`,
      };
    case 'KE':
      return {
        national: String(c.int(10000000, 39999999)),
        passport: `AK${String(c.int(0, 9999999)).padStart(7, '0')}`,
        licence: `${c.letters(1, 'ABCDE')}${c.digits(7)}`,
        health: `CR${c.digits(13)}-${c.int(0, 9)}`,
        tax: `A${c.digits(9)}${c.letters(1)}`,
      };
    case 'GH':
      return {
        national: `GHA-${c.digits(9)}-${c.int(0, 9)}`,
        passport: `G${c.digits(7)}`,
        licence: `${c.letters(3)}-${c.digits(8)}-${pad2(c.int(0, 99))}`,
        health: c.digits(8),
        tax: `P00${c.digits(8)}`,
      };
    case 'ZA':
      return {
        national: saId(c, dob, sex),
        passport: `A${c.digits(8)}`,
        licence: `${c.digits(10)}${c.letters(2)}`,
        health: `${c.digits(9)}`,
        tax: `${c.int(0, 3)}${c.digits(9)}`,
      };
    case 'GB':
      return { national: nino(c), passport: String(c.int(100000000, 999999999)), licence: ukLicence(c, surname, given, middle, sex, dob), health: nhsNumber(c), tax: c.digits(10) };
    case 'NL':
      return { national: bsn(c), passport: `N${c.letters(2)}${c.digits(6)}`, licence: c.digits(10), health: bsn(c), tax: bsn(c) };
    case 'ES':
      return { national: dni(c), passport: `P${c.letters(2)}${c.digits(6)}`, licence: dni(c), health: `${c.letters(4)}${c.digits(12)}`, tax: dni(c) };
    case 'HU':
      return { national: `${c.digits(6)}${c.letters(2)}`, passport: `${c.letters(2)}${c.digits(7)}`, licence: `${c.letters(2)}${c.digits(6)}`, health: taj(c), tax: `8${c.digits(9)}` };
    default:
      // DE, FR, PT, IT, PL: a card number of nine or ten characters; the tax number is the card's digits.
      return {
        national: `${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.letters(2, 'CFGHJKLMNPRTVWXYZ0123456789')}${c.digits(6)}`,
        passport: `${c.letters(1, 'CFGHJK')}${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.digits(7)}`,
        licence: `${c.letters(1)}${c.digits(9)}`,
        health: `${c.letters(1)}${c.digits(9)}`,
        tax: c.digits(11),
      };
  }
}

// ---------------------------------------------------------------------------------------------------
// Places: towns with their areas, and street names, by country.

export interface Place {
  town: string;
  areas: readonly string[];
  /** Region, state or county written after the town by some sources. */
  region: string;
}

export const PLACES: Record<string, readonly Place[]> = {
  NG: [
    { town: 'Lagos', areas: ['Surulere', 'Yaba', 'Ikeja GRA', 'Lekki Phase 1', 'Festac Town', 'Ajah'], region: 'Lagos State' },
    { town: 'Ibadan', areas: ['Bodija', 'Ring Road', 'Mokola', 'Challenge'], region: 'Oyo State' },
    { town: 'Enugu', areas: ['Independence Layout', 'New Haven', 'Trans-Ekulu'], region: 'Enugu State' },
    { town: 'Kano', areas: ['Nassarawa GRA', 'Sabon Gari', 'Tarauni', 'Fagge'], region: 'Kano State' },
    { town: 'Port Harcourt', areas: ['D-Line', 'Rumuola', 'GRA Phase 2', 'Trans-Amadi'], region: 'Rivers State' },
    { town: 'Abuja', areas: ['Wuse 2', 'Garki', 'Maitama', 'Gwarinpa', 'Kubwa'], region: 'FCT' },
    { town: 'Kaduna', areas: ['Barnawa', 'Malali', 'Ungwan Rimi'], region: 'Kaduna State' },
    { town: 'Calabar', areas: ['Big Qua', 'State Housing', 'Marian'], region: 'Cross River State' },
  ],
  KE: [
    { town: 'Nairobi', areas: ['Kilimani', 'Eastleigh', 'Umoja', 'Kasarani', 'Westlands', 'South B'], region: 'Nairobi County' },
    { town: 'Mombasa', areas: ['Nyali', 'Old Town', 'Kizingo', 'Bamburi'], region: 'Mombasa County' },
    { town: 'Kisumu', areas: ['Milimani', 'Nyalenda', 'Kondele'], region: 'Kisumu County' },
    { town: 'Eldoret', areas: ['Elgon View', 'Langas', 'Kapsoya'], region: 'Uasin Gishu County' },
    { town: 'Nakuru', areas: ['Milimani', 'Section 58', 'Lanet'], region: 'Nakuru County' },
    { town: 'Thika', areas: ['Makongeni', 'Landless', 'Section 9'], region: 'Kiambu County' },
    { town: 'Machakos', areas: ['Mjini', 'Katoloni'], region: 'Machakos County' },
    { town: 'Garissa', areas: ['Bula Iftin', 'Township'], region: 'Garissa County' },
  ],
  GH: [
    { town: 'Accra', areas: ['Osu', 'Dansoman', 'East Legon', 'Adabraka', 'Kaneshie', 'Madina'], region: 'Greater Accra' },
    { town: 'Kumasi', areas: ['Asokwa', 'Bantama', 'Suame', 'Adum', 'Ahodwo'], region: 'Ashanti' },
    { town: 'Tamale', areas: ['Lamashegu', 'Vittin', 'Sakasaka'], region: 'Northern' },
    { town: 'Takoradi', areas: ['Anaji', 'Effiakuma', 'Beach Road'], region: 'Western' },
    { town: 'Ho', areas: ['Bankoe', 'Ahoe', 'Housing'], region: 'Volta' },
    { town: 'Cape Coast', areas: ['Abura', 'Pedu', 'Kotokuraba'], region: 'Central' },
    { town: 'Tema', areas: ['Community 1', 'Community 25', 'Sakumono'], region: 'Greater Accra' },
  ],
  ZA: [
    { town: 'Johannesburg', areas: ['Soweto', 'Rosebank', 'Yeoville', 'Randburg', 'Alexandra'], region: 'Gauteng' },
    { town: 'Durban', areas: ['Umlazi', 'Berea', 'Chatsworth', 'Phoenix', 'Morningside'], region: 'KwaZulu-Natal' },
    { town: 'Cape Town', areas: ['Bo-Kaap', 'Gugulethu', 'Bellville', 'Mitchells Plain', 'Sea Point'], region: 'Western Cape' },
    { town: 'Pretoria', areas: ['Mamelodi', 'Arcadia', 'Centurion', 'Moot'], region: 'Gauteng' },
    { town: 'Gqeberha', areas: ['Walmer', 'New Brighton', 'Summerstrand'], region: 'Eastern Cape' },
    { town: 'Bloemfontein', areas: ['Mangaung', 'Willows', 'Universitas'], region: 'Free State' },
    { town: 'Polokwane', areas: ['Seshego', 'Bendor'], region: 'Limpopo' },
  ],
  GB: [
    { town: 'London', areas: ['Peckham', 'Southall', 'Tower Hamlets', 'Walthamstow', 'Croydon', 'Brixton'], region: 'Greater London' },
    { town: 'Birmingham', areas: ['Sparkbrook', 'Handsworth', 'Edgbaston', 'Moseley'], region: 'West Midlands' },
    { town: 'Manchester', areas: ['Moss Side', 'Rusholme', 'Didsbury', 'Longsight'], region: 'Greater Manchester' },
    { town: 'Glasgow', areas: ['Govanhill', 'Partick', 'Dennistoun'], region: 'Lanarkshire' },
    { town: 'Cardiff', areas: ['Butetown', 'Canton', 'Roath'], region: 'South Glamorgan' },
    { town: 'Leicester', areas: ['Belgrave', 'Highfields', 'Evington'], region: 'Leicestershire' },
    { town: 'Leeds', areas: ['Chapeltown', 'Headingley', 'Harehills'], region: 'West Yorkshire' },
  ],
  DE: [
    { town: 'Berlin', areas: ['Kreuzberg', 'Neukölln', 'Lichtenberg', 'Spandau'], region: 'Berlin' },
    { town: 'Hamburg', areas: ['Altona', 'Eimsbüttel', 'Wilhelmsburg'], region: 'Hamburg' },
    { town: 'München', areas: ['Schwabing', 'Giesing', 'Pasing'], region: 'Bayern' },
    { town: 'Köln', areas: ['Ehrenfeld', 'Deutz', 'Kalk'], region: 'Nordrhein-Westfalen' },
  ],
  NL: [
    { town: 'Amsterdam', areas: ['Jordaan', 'Bijlmer', 'De Pijp'], region: 'Noord-Holland' },
    { town: 'Rotterdam', areas: ['Kralingen', 'Delfshaven', 'Feijenoord'], region: 'Zuid-Holland' },
    { town: 'Utrecht', areas: ['Lombok', 'Overvecht'], region: 'Utrecht' },
  ],
  FR: [
    { town: 'Paris', areas: ['11e arrondissement', '18e arrondissement', '20e arrondissement'], region: 'Île-de-France' },
    { town: 'Lyon', areas: ['Croix-Rousse', 'Villeurbanne', 'Part-Dieu'], region: 'Auvergne-Rhône-Alpes' },
    { town: 'Marseille', areas: ['Le Panier', 'La Joliette', 'Belsunce'], region: "Provence-Alpes-Côte d'Azur" },
  ],
  ES: [
    { town: 'Madrid', areas: ['Lavapiés', 'Chamberí', 'Vallecas'], region: 'Comunidad de Madrid' },
    { town: 'Sevilla', areas: ['Triana', 'Macarena'], region: 'Andalucía' },
    { town: 'Barcelona', areas: ['Gràcia', 'Eixample', 'Raval'], region: 'Cataluña' },
  ],
  PT: [
    { town: 'Lisboa', areas: ['Alfama', 'Benfica', 'Graça'], region: 'Lisboa' },
    { town: 'Porto', areas: ['Bonfim', 'Paranhos', 'Cedofeita'], region: 'Porto' },
  ],
  IT: [
    { town: 'Roma', areas: ['Trastevere', 'Esquilino', 'Prati'], region: 'Lazio' },
    { town: 'Milano', areas: ['Navigli', 'Città Studi', 'Chinatown'], region: 'Lombardia' },
    { town: 'Napoli', areas: ['Vomero', 'Chiaia', 'Sanità'], region: 'Campania' },
  ],
  HU: [
    { town: 'Budapest', areas: ['VIII. kerület', 'XIII. kerület', 'Óbuda'], region: 'Pest' },
    { town: 'Debrecen', areas: ['Belváros', 'Tócóskert'], region: 'Hajdú-Bihar' },
  ],
  PL: [
    { town: 'Warszawa', areas: ['Mokotów', 'Praga-Północ', 'Wola'], region: 'mazowieckie' },
    { town: 'Kraków', areas: ['Kazimierz', 'Nowa Huta', 'Podgórze'], region: 'małopolskie' },
  ],
};

export const STREETS: Record<string, readonly string[]> = {
  NG: ['Adeola Odeku Street', 'Awolowo Road', 'Bode Thomas Street', 'Ahmadu Bello Way', 'Zik Avenue', 'Murtala Mohammed Way', 'Ogui Road', 'Aminu Kano Crescent', 'Olusegun Obasanjo Way', 'Herbert Macaulay Way'],
  KE: ['Moi Avenue', 'Ngong Road', 'Jogoo Road', 'Kenyatta Avenue', 'Oginga Odinga Street', 'Digo Road', 'Argwings Kodhek Road', 'Outering Road', 'Uhuru Highway', 'Muindi Mbingu Street'],
  GH: ['Oxford Street', 'Ring Road Central', 'Liberation Road', 'Kojo Thompson Road', 'Harper Road', 'Nima Highway', 'Spintex Road', 'Prempeh II Street', 'Kanda Highway'],
  ZA: ['Vilakazi Street', 'Long Street', 'Anton Lembede Street', 'Jan Smuts Avenue', 'Church Street', 'Voortrekker Road', 'Main Road', 'Beyers Naudé Drive', 'Florida Road', 'Nelson Mandela Drive'],
  GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Green Lane', 'Manor Road', 'Park Avenue', 'Queens Road', 'Stratford Road', 'Coldharbour Lane'],
  DE: ['Hauptstraße', 'Schillerstraße', 'Bahnhofstraße', 'Goethestraße', 'Lindenallee', 'Kastanienweg'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Molenweg', 'Stationsplein', 'Lindelaan', 'Prinsengracht'],
  FR: ['rue de la République', 'avenue Victor Hugo', 'boulevard Voltaire', 'rue Pasteur', 'rue des Lilas', 'place de la Mairie'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Paseo del Prado', 'Calle de Alcalá'],
  PT: ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Travessa do Carmo'],
  IT: ['Via Roma', 'Corso Garibaldi', 'Via Giuseppe Verdi', 'Piazza Dante', 'Via Mazzini'],
  HU: ['Andrássy út', 'Rákóczi út', 'Kossuth Lajos utca', 'Petőfi Sándor utca'],
  PL: ['ulica Marszałkowska', 'ulica Długa', 'aleja Jana Pawła II', 'ulica Floriańska'],
};

/** An address as one line: number and street, area, town (continental Europe: street then number, postcode). */
export function newAddress(c: Ctx, country: string): { line: string; street: string; number: string; area: string; town: string; region: string; postcode: string } {
  const place = c.pick(PLACES[country]!);
  const street = c.pick(STREETS[country]!);
  const area = c.pick(place.areas);
  const number = String(c.int(1, 180));
  const postcode =
    country === 'GB'
      ? `${c.letters(2, 'BCEGLMNS')}${c.int(1, 20)} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}`
      : country === 'NL'
        ? `${c.int(1000, 9999)} ${c.letters(2)}`
        : country === 'PT'
          ? `${c.int(1000, 4999)}-${c.digits(3)}`
          : ['DE', 'FR', 'ES', 'IT'].includes(country)
            ? String(c.int(10000, 89999))
            : country === 'HU' || country === 'ZA'
              ? String(c.int(1000, 9999))
              : country === 'PL'
                ? `${c.int(10, 99)}-${c.digits(3)}`
                : '';
  const continental = ['DE', 'NL', 'ES', 'PT', 'IT', 'HU', 'PL'].includes(country);
  const first = continental ? `${street} ${number}` : country === 'FR' ? `${number} ${street}` : `${number} ${street}`;
  const line =
    country === 'GB'
      ? `${first}, ${area}, ${place.town} ${postcode}`
      : continental || country === 'FR'
        ? `${first}, ${postcode} ${place.town}`
        : country === 'ZA'
          ? `${first}, ${area}, ${place.town}, ${postcode}`
          : `${first}, ${area}, ${place.town}`;
  return { line, street, number, area, town: place.town, region: place.region, postcode };
}

// ---------------------------------------------------------------------------------------------------
// People.

export interface Person5 {
  j: Jurisdiction;
  culture: string;
  country: string;
  sex: Sex;
  given: string;
  /** Middle names; for a nasab culture `bin Salim` / `bint Salim`; for Vietnamese the middle (Văn, Thị). */
  middle: string;
  surname: string;
  dob: Ymd;
  /** Digits with the country code. */
  phone: string;
  email: string;
  address: string;
  town: string;
  region: string;
  postcode: string;
  ids: Ids;
}

const PROVIDERS: Record<string, readonly string[]> = {
  NG: ['gmail.com', 'yahoo.com', 'ymail.com', 'outlook.com'],
  KE: ['gmail.com', 'yahoo.com', 'outlook.com'],
  GH: ['gmail.com', 'yahoo.com', 'hotmail.com'],
  ZA: ['gmail.com', 'mweb.co.za', 'telkomsa.net', 'webmail.co.za'],
  GB: ['gmail.com', 'btinternet.com', 'yahoo.co.uk', 'outlook.com', 'hotmail.co.uk'],
  EU: ['gmail.com', 'gmx.de', 'web.de', 'orange.fr', 'libero.it', 'ziggo.nl', 'sapo.pt', 'freemail.hu', 'wp.pl'],
};

/** A mailbox at a common provider: given and surname in one of a few habits, digits at times. */
export function newEmail(c: Ctx, j: Jurisdiction, given: string, surname: string): string {
  const g = stripMarks(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = stripMarks(surname).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.pick([`${g}.${s}`, `${g}${s}`, `${g[0]}${s}`, `${s}.${g}`, `${g}_${s}`, `${g}${s[0]}`]);
  return `${local}${c.chance(0.5) ? String(c.int(1, 99)) : ''}@${c.pick(PROVIDERS[j]!)}`;
}

function pickGiven(c: Ctx, cu: Culture, sex: Sex, avoid: readonly string[]): string {
  for (;;) {
    const g = c.pick(sex === 'M' ? cu.M : cu.F);
    if (!avoid.includes(g) && !avoid.some((a) => sameFormal(a, g))) return g;
  }
}

/** Two given names that are one name to its bearer (equal, or a formal name and one of its short forms, or two formal names sharing one). */
export function sameFormal(a: string, b: string): boolean {
  if (a === b) return true;
  const s = (x: string) => SHORT_FORMS.filter(([f]) => f === x).map(([, t]) => t);
  return s(a).includes(b) || s(b).includes(a);
}

function middleFor(c: Ctx, cu: Culture, sex: Sex, given: string): string {
  if (cu.nasab) {
    const father = pickGiven(c, cu, 'M', [given]);
    return `${sex === 'M' ? c.pick(['bin', 'ibn']) : 'bint'} ${father}`;
  }
  if (cu.middleM && cu.middleF) return c.pick(sex === 'M' ? cu.middleM : cu.middleF);
  if (cu.familyFirst) return '';
  if (cu.initialsFirst) return pickGiven(c, cu, 'M', [given]);
  return c.chance(0.6) ? pickGiven(c, cu, sex, [given]) : '';
}

/** A surname in the form its bearer's sex takes (Polish -ski/-cki/-dzki for a man, -ska/-cka/-dzka for a woman). */
export function genderedSurname(culture: string, sex: Sex, surname: string): string {
  if (culture !== 'polish') return surname;
  return sex === 'F' ? surname.replace(/(sk|ck|dzk)i$/, '$1a') : surname.replace(/(sk|ck|dzk)a$/, '$1i');
}

export interface NewPersonOptions {
  culture?: string;
  country?: string;
  sex?: Sex;
  dob?: Ymd;
  from?: number;
  to?: number;
}

export function newPerson(c: Ctx, j: Jurisdiction, o: NewPersonOptions = {}): Person5 {
  const [culture, country] = o.culture !== undefined ? [o.culture, o.country ?? (j === 'EU' ? 'DE' : j)] : c.pick(PEOPLE_OF[j]);
  const cu = CULTURES[culture]!;
  const sex: Sex = o.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const given = pickGiven(c, cu, sex, []);
  const middle = middleFor(c, cu, sex, given);
  let surname = c.pick(cu.surnames);
  while (surname === given) surname = c.pick(cu.surnames);
  surname = genderedSurname(culture, sex, surname);
  const dob = o.dob ?? birthDate(c, o.from ?? 1945, o.to ?? 2004);
  const addr = newAddress(c, country);
  return {
    j,
    culture,
    country,
    sex,
    given,
    middle,
    surname,
    dob,
    phone: newPhone(c, country),
    email: newEmail(c, j, given, surname),
    address: addr.line,
    town: addr.town,
    region: addr.region,
    postcode: addr.postcode,
    ids: newIds(c, country, sex, dob, given, middle, surname),
  };
}

/**
 * A relative in the same household: same surname (same father's name in a nasab culture when a sibling),
 * same address and landline-like phone left to the caller, another given name (never a form of the
 * first's), own birth date, own ids and own mailbox.
 */
export function relative(c: Ctx, p: Person5, sex: Sex, dob: Ymd, sibling = false): Person5 {
  const cu = CULTURES[p.culture]!;
  const given = pickGiven(c, cu, sex, [p.given]);
  let middle = middleFor(c, cu, sex, given);
  if (cu.nasab && sibling) middle = `${sex === 'M' ? 'bin' : 'bint'} ${p.middle.split(' ').slice(1).join(' ')}`;
  return {
    ...p,
    sex,
    given,
    middle,
    surname: genderedSurname(p.culture, sex, p.surname),
    dob,
    phone: newPhone(c, p.country),
    email: newEmail(c, p.j, given, p.surname),
    ids: newIds(c, p.country, sex, dob, given, middle, p.surname),
  };
}

/** A namesake: the same given name and surname, another life (birth date, town, phone, ids, mailbox). */
export function namesake(c: Ctx, p: Person5, dob: Ymd): Person5 {
  const q = newPerson(c, p.j, { culture: p.culture, country: p.country, sex: p.sex, dob });
  const cu = CULTURES[p.culture]!;
  // A namesake's own middle name is never the shared given name (nor a form of it).
  const middle = cu.nasab || cu.middleM ? p.middle : sameFormal(q.middle, p.given) ? '' : q.middle;
  return { ...q, given: p.given, surname: p.surname, middle, ids: newIds(c, p.country, p.sex, dob, p.given, middle, p.surname) };
}

// ---------------------------------------------------------------------------------------------------
// Names written down.

/** The given names in the person's own order (Vietnamese middle before the given name). */
export function givenNames(p: Person5): string {
  return p.middle ? `${p.given} ${p.middle}` : p.given;
}

/** The whole name in the person's own order (family name first in a family-first culture). */
export function nativeName(p: Person5): string {
  const cu = CULTURES[p.culture]!;
  if (cu.familyFirst) return [p.surname, p.middle, p.given].filter((x) => x !== '').join(' ');
  return [p.given, p.middle, p.surname].filter((x) => x !== '').join(' ');
}

/** The whole name in Western order (given names first), as a foreign system re-orders it. */
export function westernName(p: Person5): string {
  const cu = CULTURES[p.culture]!;
  // Vietnamese in Western order keep the middle name before the given name (Văn An Nguyễn).
  if (cu.familyFirst) return [p.middle, p.given, p.surname].filter((x) => x !== '').join(' ');
  return nativeName(p);
}

/** Initials of the given and middle names (K. R. / K.R. / KR). */
export function initials(p: Person5, style: 'dotted' | 'dotted-tight' | 'bare'): string {
  const parts = [p.given, ...p.middle.split(' ')].filter((x) => x !== '' && !['bin', 'ibn', 'bint'].includes(x)).map((x) => upper(x)[0]!);
  return style === 'dotted' ? parts.map((x) => `${x}.`).join(' ') : style === 'dotted-tight' ? parts.map((x) => `${x}.`).join('') : parts.join('');
}

/** Airline PNR name: SURNAME/GIVENMIDDLE TITLE, letters only, spaces and hyphens closed up. */
export function pnrName(p: Person5, title: string, withMiddle: boolean): string {
  const s = upper(p.surname).replace(/[^A-Z]/g, '');
  const g = upper(withMiddle && p.middle && !CULTURES[p.culture]!.nasab ? `${p.given}${p.middle}` : p.given).replace(/[^A-Z]/g, '');
  return `${s}/${g}${title}`;
}

// ---------------------------------------------------------------------------------------------------
// Slips.

const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'sqz', b: 'vn', c: 'xv', d: 'sf', e: 'wr', f: 'dg', g: 'fh', h: 'gj', i: 'uo', j: 'hk', k: 'jl', l: 'k', m: 'n', n: 'bm', o: 'ip', p: 'o', q: 'w', r: 'et', s: 'ad', t: 'ry', u: 'yi', v: 'cb', w: 'qe', x: 'zc', y: 'tu', z: 'x',
};

/** One typing slip in a word of four letters or more: a neighbour key, two letters swapped, a letter doubled or dropped. Always changes the word. */
export function typingSlip(c: Ctx, w: string): string {
  for (;;) {
    const i = c.int(1, w.length - 2);
    const ch = w[i]!;
    const kind = c.int(0, 3);
    let out = w;
    if (kind === 0 && KEYBOARD_NEIGHBOURS[ch.toLowerCase()]) {
      const n = c.pick([...KEYBOARD_NEIGHBOURS[ch.toLowerCase()]!]);
      out = w.slice(0, i) + (ch === ch.toUpperCase() ? n.toUpperCase() : n) + w.slice(i + 1);
    } else if (kind === 1) out = w.slice(0, i) + w[i + 1]! + ch + w.slice(i + 2);
    else if (kind === 2) out = w.slice(0, i) + ch + w.slice(i);
    else out = w.slice(0, i) + w.slice(i + 1);
    if (out !== w) return out;
  }
}

/** OCR confusions of scanned forms: one reading of a glyph run for another. */
export const OCR_PAIRS: readonly (readonly [string, string])[] = [
  ['m', 'rn'], ['O', '0'], ['o', '0'], ['l', '1'], ['I', '1'], ['S', '5'], ['B', '8'], ['Z', '2'], ['G', '6'], ['e', 'c'], ['cl', 'd'], ['h', 'b'], ['u', 'ii'],
];

/** One OCR slip in a string when one of its glyphs can be misread; undefined when none can. */
export function ocrSlip(c: Ctx, s: string): string | undefined {
  const options: [number, string, string][] = [];
  for (const [from, to] of OCR_PAIRS) {
    let i = s.indexOf(from, 1);
    while (i > 0) {
      options.push([i, from, to]);
      i = s.indexOf(from, i + 1);
    }
  }
  if (options.length === 0) return undefined;
  const [i, from, to] = c.pick(options);
  return s.slice(0, i) + to + s.slice(i + from.length);
}
