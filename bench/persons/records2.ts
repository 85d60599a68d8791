// Building blocks of held-out set 2 of person record pairs (bench/persons/templates-heldout2.ts): the second
// set's own name, place and identifier lists and the ways its registers write a person down. Written by the
// author of templates-heldout2.ts, who read neither the comparison engine nor set 1's lists (only the seeded
// `Ctx` and the shared types of records.ts are reused). Every person, address and number is fictional:
// identifiers keep each country's shape and check digit where one is published, and belong to no one; UK
// mobiles are in Ofcom's drama range (07700 900xxx).
import type { Ctx, Jurisdiction, PersonRecord } from './records.js';

export type Sex = 'M' | 'F';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** A naming tradition: given names by sex, surnames, and (where the tradition has them) Christian/English given names. */
export interface Culture {
  key: string;
  M: readonly string[];
  F: readonly string[];
  surnames: readonly string[];
  /** Surnames written in the feminine form of a gendered language (same order as `surnames`). */
  surnamesF?: readonly string[];
}

// ---------------------------------------------------------------- names (the author's own lists)
export const CULTURES: Record<string, Culture> = {
  hausa: {
    key: 'hausa',
    M: ['Abubakar', 'Usman', 'Sani', 'Aminu', 'Musa', 'Ibrahim', 'Yusuf', 'Bashir', 'Garba', 'Lawal', 'Haruna', 'Shehu', 'Nasiru', 'Umar', 'Kabiru', 'Jibril', 'Mahmud', 'Salisu', 'Tijjani', 'Auwal', 'Idris', 'Bala', 'Mustapha', 'Rabiu'],
    F: ['Aisha', 'Hauwa', 'Zainab', 'Fatima', 'Hadiza', 'Maryam', 'Amina', 'Rakiya', 'Binta', 'Halima', 'Hafsat', 'Jamila', 'Khadija', 'Saadatu', 'Ladi', 'Balaraba', 'Rahama', 'Zuwaira', 'Habiba', 'Sadiya'],
    surnames: ['Bello', 'Danjuma', 'Abdullahi', 'Sulaiman', 'Dikko', 'Gwarzo', 'Bichi', 'Yakubu', 'Adamu', 'Aliyu', 'Mohammed', 'Sambo', 'Dantata', 'Ringim', 'Jega', 'Bungudu', 'Bayero', 'Kurfi', 'Tukur', 'Inuwa'],
  },
  igbo: {
    key: 'igbo',
    M: ['Chidi', 'Chukwuemeka', 'Obinna', 'Ikenna', 'Nnamdi', 'Uchenna', 'Chinedu', 'Ifeanyi', 'Kelechi', 'Chinonso', 'Somtochukwu', 'Ebuka', 'Onyekachi', 'Tochukwu', 'Obiora', 'Chibuike', 'Kenechukwu', 'Nnaemeka', 'Arinze', 'Ugochukwu'],
    F: ['Ngozi', 'Chioma', 'Adaeze', 'Nkechi', 'Chiamaka', 'Ifeoma', 'Uju', 'Obioma', 'Chinyere', 'Amarachi', 'Chidera', 'Adaora', 'Ogechi', 'Nneka', 'Ebere', 'Oluchi', 'Ozioma', 'Kosisochukwu', 'Chinenye', 'Onyinye'],
    surnames: ['Okonkwo', 'Eze', 'Nwosu', 'Okeke', 'Obi', 'Nwachukwu', 'Okafor', 'Anyanwu', 'Ezeh', 'Nnaji', 'Udeh', 'Ogbonna', 'Chukwu', 'Igwe', 'Onwuka', 'Mbah', 'Nwankwo', 'Ibe', 'Onuoha', 'Ezeokafor', 'Agu', 'Okoro'],
  },
  yoruba: {
    key: 'yoruba',
    M: ['Olumide', 'Adebayo', 'Babatunde', 'Oluwaseun', 'Ayodele', 'Oluwafemi', 'Kayode', 'Oluwasegun', 'Adewale', 'Olamide', 'Temitope', 'Babajide', 'Akinwale', 'Oladipo', 'Gbenga', 'Rotimi', 'Damilare', 'Ayomide', 'Olusola', 'Kolawole'],
    F: ['Folake', 'Olufunmilayo', 'Titilayo', 'Yetunde', 'Bukola', 'Omolara', 'Adenike', 'Abimbola', 'Modupe', 'Oluwakemi', 'Temitayo', 'Morenike', 'Adebola', 'Ronke', 'Iyabo', 'Oluwatoyin', 'Damilola', 'Opeyemi', 'Eniola', 'Bolanle'],
    surnames: ['Adeyemi', 'Ogunleye', 'Balogun', 'Adebisi', 'Olawale', 'Ogundipe', 'Akinola', 'Oyelaran', 'Adeleke', 'Fashola', 'Ajayi', 'Afolabi', 'Oyewole', 'Ogunbiyi', 'Akande', 'Olaniyan', 'Adesanya', 'Oladele', 'Ilori', 'Ogunsanya'],
  },
  akan: {
    key: 'akan',
    M: ['Kwame', 'Kofi', 'Kwaku', 'Kwabena', 'Kwasi', 'Kojo', 'Kwadwo', 'Yaw', 'Kweku', 'Fiifi', 'Ekow', 'Kobina', 'Nana', 'Akwasi', 'Kwamena'],
    F: ['Ama', 'Akua', 'Afia', 'Abena', 'Adwoa', 'Akosua', 'Yaa', 'Efua', 'Esi', 'Araba', 'Aba', 'Ekua', 'Adjoa', 'Afua', 'Akuba'],
    surnames: ['Mensah', 'Owusu', 'Boateng', 'Asante', 'Osei', 'Appiah', 'Agyeman', 'Darko', 'Amoah', 'Frimpong', 'Ansah', 'Addo', 'Acheampong', 'Bonsu', 'Opoku', 'Sarpong', 'Amankwah', 'Gyamfi', 'Nkansah', 'Asamoah', 'Ofori', 'Antwi'],
  },
  ewe: {
    key: 'ewe',
    M: ['Selorm', 'Elikem', 'Edem', 'Mawuli', 'Etornam', 'Kafui', 'Kodzo', 'Kwaku', 'Senyo', 'Delasi', 'Dela', 'Korku'],
    F: ['Senam', 'Delali', 'Dzifa', 'Enyonam', 'Esinam', 'Akpene', 'Mawusi', 'Elinam', 'Afi', 'Sena', 'Yayra', 'Aseye'],
    surnames: ['Agbeko', 'Kpodo', 'Amegashie', 'Ahadzi', 'Dzokoto', 'Gbeho', 'Agbenyega', 'Kuadey', 'Dogbe', 'Tsikata', 'Adzraku', 'Avornyo'],
  },
  ga: {
    key: 'ga',
    M: ['Nii', 'Nortey', 'Tetteh', 'Ashitey', 'Adjetey', 'Odoi', 'Ayitey', 'Okai'],
    F: ['Naa', 'Dedei', 'Korkor', 'Kwarkor', 'Adoley', 'Ayeley', 'Dromo', 'Shika'],
    surnames: ['Quaye', 'Tetteh', 'Lartey', 'Laryea', 'Ankrah', 'Quarcoo', 'Sowah', 'Nortey', 'Aryee', 'Okine', 'Lamptey', 'Odartey'],
  },
  kikuyu: {
    key: 'kikuyu',
    M: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Githinji', 'Maina', 'Kimani', 'Ndungu', 'Gitau', 'Macharia', 'Wachira', 'Mburu', 'Waweru', 'Njuguna', 'Ngugi', 'Karanja'],
    F: ['Wambui', 'Wanjiru', 'Njeri', 'Nyambura', 'Wairimu', 'Wanjiku', 'Muthoni', 'Wangari', 'Njoki', 'Wangui', 'Nyokabi', 'Waithera', 'Wacera', 'Gathoni', 'Wanjugu', 'Mumbi'],
    surnames: ['Kamau', 'Njoroge', 'Mwangi', 'Kariuki', 'Githinji', 'Maina', 'Kimani', 'Ndungu', 'Gitau', 'Macharia', 'Wachira', 'Mburu', 'Waweru', 'Njuguna', 'Kinyanjui', 'Muriuki', 'Gachanja', 'Ngigi'],
  },
  luo: {
    key: 'luo',
    M: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Owino', 'Omondi', 'Oduor', 'Okoth', 'Ouma', 'Otiende', 'Opiyo', 'Wafula'],
    F: ['Achieng', 'Akinyi', 'Atieno', 'Adhiambo', 'Awino', 'Anyango', 'Auma', 'Akoth', 'Apiyo', 'Adongo', 'Amondi', 'Aoko'],
    surnames: ['Otieno', 'Odhiambo', 'Ochieng', 'Onyango', 'Owino', 'Omondi', 'Oduor', 'Okoth', 'Ouma', 'Oloo', 'Obiero', 'Nyong\'o', 'Odinga', 'Ogola'],
  },
  kalenjin: {
    key: 'kalenjin',
    M: ['Kiprono', 'Kipchoge', 'Kibet', 'Kiptoo', 'Kiprotich', 'Kipkemboi', 'Kiplagat', 'Kipruto', 'Cheruiyot', 'Kimutai'],
    F: ['Chebet', 'Jepkosgei', 'Chepkoech', 'Jeptoo', 'Chelangat', 'Jepchirchir', 'Chepngetich', 'Cherono', 'Jerotich', 'Chepkemoi'],
    surnames: ['Koech', 'Langat', 'Rotich', 'Kirui', 'Bett', 'Korir', 'Sang', 'Kosgei', 'Too', 'Cheruiyot', 'Kiprop', 'Tanui', 'Biwott', 'Mutai'],
  },
  somali: {
    key: 'somali',
    M: ['Abdirahman', 'Mohamed', 'Hassan', 'Abdi', 'Hussein', 'Ahmed', 'Yusuf', 'Abdullahi', 'Ismail', 'Omar', 'Aden', 'Abdirizak', 'Mahad', 'Bashir'],
    F: ['Fartun', 'Hodan', 'Sahra', 'Ifrah', 'Halima', 'Ubah', 'Sagal', 'Hibaq', 'Nasteho', 'Amran', 'Deqa', 'Ayan', 'Faduma', 'Hawa'],
    surnames: ['Farah', 'Abdi', 'Hassan', 'Mohamed', 'Ali', 'Warsame', 'Jama', 'Osman', 'Aden', 'Hirsi', 'Noor', 'Dahir', 'Guled', 'Elmi'],
  },
  nguni: {
    key: 'nguni',
    M: ['Sipho', 'Bongani', 'Mandla', 'Sibusiso', 'Themba', 'Nkosinathi', 'Lwazi', 'Xolani', 'Luthando', 'Siyabonga', 'Andile', 'Mthunzi', 'Sandile', 'Lungelo', 'Vusumuzi', 'Zwelakhe'],
    F: ['Nomvula', 'Thandiwe', 'Zanele', 'Nokuthula', 'Lindiwe', 'Ntombi', 'Busisiwe', 'Nomsa', 'Asanda', 'Ayanda', 'Zintle', 'Nosipho', 'Sindisiwe', 'Khanyisile', 'Nompumelelo', 'Hlengiwe'],
    surnames: ['Dlamini', 'Nkosi', 'Ndlovu', 'Khumalo', 'Zungu', 'Mthembu', 'Zulu', 'Mkhize', 'Ngcobo', 'Cele', 'Nxumalo', 'Qwabe', 'Ntuli', 'Sithole', 'Mahlangu', 'Mabaso', 'Gumede', 'Magubane', 'Mbatha', 'Shabalala', 'Mngomezulu', 'Ngubane'],
  },
  sotho: {
    key: 'sotho',
    M: ['Tumelo', 'Karabo', 'Kagiso', 'Tshepo', 'Mpho', 'Thabo', 'Neo', 'Lesego', 'Kabelo', 'Teboho', 'Motlatsi', 'Katlego', 'Tebogo', 'Lehlohonolo'],
    F: ['Lerato', 'Palesa', 'Dineo', 'Boitumelo', 'Refilwe', 'Mpho', 'Nthabiseng', 'Keabetswe', 'Masego', 'Lebogang', 'Puleng', 'Mamello', 'Tshegofatso', 'Reitumetse'],
    surnames: ['Mokoena', 'Mofokeng', 'Molefe', 'Motaung', 'Tau', 'Nkoana', 'Modise', 'Seleka', 'Mogale', 'Kgosana', 'Letsie', 'Moloi', 'Radebe', 'Sekhukhune', 'Mahlaba', 'Phiri', 'Lekota', 'Ramaphosa'],
  },
  afrikaans: {
    key: 'afrikaans',
    M: ['Johannes', 'Pieter', 'Hendrik', 'Jacobus', 'Gerhardus', 'Francois', 'Marius', 'Petrus', 'Willem', 'Christiaan', 'Stefanus', 'Dirk'],
    F: ['Anri', 'Elmarie', 'Liesl', 'Annelie', 'Riana', 'Marelize', 'Susanna', 'Hester', 'Carina', 'Elsabe', 'Magdalena', 'Ilse'],
    surnames: ['Botha', 'Pretorius', 'Venter', 'Nel', 'Steyn', 'Coetzee', 'Kruger', 'Fourie', 'Erasmus', 'Swanepoel', 'Joubert', 'Oosthuizen', 'Viljoen', 'Louw'],
  },
  british: {
    key: 'british',
    M: ['Oliver', 'George', 'Harry', 'James', 'Thomas', 'Jack', 'William', 'Alfie', 'Callum', 'Rhys', 'Gareth', 'Owen', 'Alistair', 'Hamish', 'Graham', 'Nigel', 'Stuart', 'Duncan'],
    F: ['Charlotte', 'Emily', 'Sophie', 'Olivia', 'Hannah', 'Lucy', 'Amelia', 'Bethan', 'Rhiannon', 'Fiona', 'Kirsty', 'Gemma', 'Harriet', 'Imogen', 'Joanne', 'Kerry', 'Lindsey', 'Tracey'],
    surnames: ['Smith', 'Taylor', 'Brown', 'Walker', 'Wright', 'Hughes', 'Edwards', 'Robinson', 'Clarke', 'Turner', 'Thompson', 'Evans', 'Jenkins', 'Morgan', 'Campbell', 'Fraser', 'Sutherland', 'Pritchard', 'Hargreaves', 'Ashworth', 'Whitfield', 'Pemberton'],
  },
  irish: {
    key: 'irish',
    M: ['Seán', 'Ciarán', 'Pádraig', 'Cormac', 'Eoin', 'Diarmuid', 'Oisín', 'Darragh', 'Colm', 'Declan', 'Fionn', 'Ruairí'],
    F: ['Siobhán', 'Aoife', 'Niamh', 'Saoirse', 'Caoimhe', 'Gráinne', 'Órla', 'Róisín', 'Clodagh', 'Sinéad', 'Aisling', 'Bríd'],
    surnames: ['Murphy', 'Kelly', 'Byrne', 'Walsh', 'Ryan', 'Doyle', 'Brennan', 'Gallagher', 'Quinn', 'Doherty', 'Kavanagh', 'Flanagan'],
  },
  southAsian: {
    key: 'southAsian',
    M: ['Rajesh', 'Sanjay', 'Imran', 'Tariq', 'Farhan', 'Vikram', 'Arjun', 'Sunil', 'Zubair', 'Asif', 'Harjit', 'Gurpreet', 'Nikhil', 'Rohan'],
    F: ['Priya', 'Anjali', 'Sunita', 'Nadia', 'Ayesha', 'Shabnam', 'Meera', 'Kavita', 'Rukhsana', 'Nasreen', 'Harpreet', 'Jaspreet', 'Pooja', 'Shazia'],
    surnames: ['Patel', 'Shah', 'Sandhu', 'Gill', 'Khan', 'Hussain', 'Chowdhury', 'Rahman', 'Mistry', 'Sharma', 'Iqbal', 'Bhatti', 'Choudhry', 'Dhillon', 'Malik', 'Parekh'],
  },
  arabic: {
    key: 'arabic',
    M: ['Omar', 'Khalid', 'Youssef', 'Hamza', 'Tariq', 'Karim', 'Samir', 'Rachid', 'Nabil', 'Walid', 'Hassan', 'Bilal', 'Mehdi', 'Anas'],
    F: ['Mariam', 'Layla', 'Nour', 'Salma', 'Yasmin', 'Huda', 'Samira', 'Khadija', 'Latifa', 'Rania', 'Imane', 'Soukaina', 'Nadia', 'Houda'],
    surnames: ['Haddad', 'Mansour', 'Khalil', 'Nasser', 'Saleh', 'Benali', 'Bouzid', 'Amrani', 'Tazi', 'Idrissi', 'Cherkaoui', 'Bennani', 'Ziani', 'Hamdi', 'Rahmouni', 'Alaoui'],
  },
  polish: {
    key: 'polish',
    M: ['Piotr', 'Krzysztof', 'Tomasz', 'Paweł', 'Łukasz', 'Marcin', 'Wojciech', 'Grzegorz', 'Jakub', 'Michał', 'Rafał', 'Dariusz'],
    F: ['Katarzyna', 'Małgorzata', 'Agnieszka', 'Joanna', 'Magdalena', 'Aleksandra', 'Ewa', 'Dorota', 'Beata', 'Justyna', 'Monika', 'Karolina'],
    surnames: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Lewandowski', 'Zieliński', 'Kamiński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur'],
    surnamesF: ['Kowalska', 'Nowak', 'Wiśniewska', 'Wójcik', 'Lewandowska', 'Zielińska', 'Kamińska', 'Szymańska', 'Woźniak', 'Dąbrowska', 'Kozłowska', 'Mazur'],
  },
  portuguese: {
    key: 'portuguese',
    M: ['João', 'António', 'Manuel', 'Rui', 'Tiago', 'Nuno', 'Gonçalo', 'Duarte', 'Afonso', 'Miguel', 'Vasco', 'Sérgio'],
    F: ['Ana', 'Inês', 'Beatriz', 'Mariana', 'Catarina', 'Leonor', 'Matilde', 'Rita', 'Joana', 'Filipa', 'Sofia', 'Teresa'],
    surnames: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Rodrigues', 'Costa', 'Sousa', 'Carvalho', 'Gonçalves', 'Martins', 'Fernandes', 'Lopes', 'Marques', 'Almeida', 'Ribeiro', 'Pinto'],
  },
  spanish: {
    key: 'spanish',
    M: ['José', 'Juan', 'Carlos', 'Javier', 'Alejandro', 'Francisco', 'Ignacio', 'Andrés', 'Sergio', 'Álvaro', 'Rubén', 'Joaquín'],
    F: ['Lucía', 'Carmen', 'Pilar', 'Dolores', 'Concepción', 'Guadalupe', 'Rocío', 'Nuria', 'Montserrat', 'Begoña', 'Inmaculada', 'Elena'],
    surnames: ['García', 'López', 'Martínez', 'Sánchez', 'Fernández', 'Gómez', 'Díaz', 'Ruiz', 'Hernández', 'Jiménez', 'Moreno', 'Muñoz', 'Álvarez', 'Romero', 'Navarro', 'Torres', 'Domínguez', 'Gutiérrez'],
  },
  dutch: {
    key: 'dutch',
    M: ['Jan', 'Pieter', 'Daan', 'Sander', 'Bram', 'Joost', 'Maarten', 'Willem', 'Sjoerd', 'Thijs', 'Ruud', 'Gijs'],
    F: ['Anouk', 'Sanne', 'Femke', 'Lotte', 'Marieke', 'Ilse', 'Esther', 'Floor', 'Annemieke', 'Roos', 'Wilma', 'Ingrid'],
    surnames: ['Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Brouwer'],
  },
  german: {
    key: 'german',
    M: ['Jürgen', 'Klaus', 'Matthias', 'Stefan', 'Andreas', 'Wolfgang', 'Tobias', 'Florian', 'Uwe', 'Dieter', 'Lukas', 'Jörg'],
    F: ['Sabine', 'Ursula', 'Katrin', 'Anja', 'Birgit', 'Heike', 'Jutta', 'Susanne', 'Franziska', 'Lena', 'Gudrun', 'Dagmar'],
    surnames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weiß', 'Becker', 'Hoffmann', 'Schäfer', 'Koch', 'Groß', 'Krüger', 'Wagner', 'Böhm', 'Vogel'],
  },
  french: {
    key: 'french',
    M: ['Jean-Pierre', 'Jean-Luc', 'François', 'Théo', 'Mathieu', 'Olivier', 'Laurent', 'Sébastien', 'Yannick', 'Hervé', 'Loïc', 'Benoît'],
    F: ['Marie-Claire', 'Anne-Sophie', 'Céline', 'Élodie', 'Camille', 'Sandrine', 'Nathalie', 'Aurélie', 'Géraldine', 'Hélène', 'Maëlle', 'Solène'],
    surnames: ['Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Mercier', 'Bonnet', 'Chevalier', 'Gauthier'],
  },
  italian: {
    key: 'italian',
    M: ['Giuseppe', 'Giovanni', 'Francesco', 'Alessandro', 'Luca', 'Matteo', 'Lorenzo', 'Salvatore', 'Vincenzo', 'Antonio', 'Riccardo', 'Davide'],
    F: ['Giulia', 'Chiara', 'Francesca', 'Alessia', 'Federica', 'Valentina', 'Rosaria', 'Giovanna', 'Serena', 'Ilaria', 'Martina', 'Elisa'],
    surnames: ['Rossi', 'Russo', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Mancini', 'Costa'],
  },
  greek: {
    key: 'greek',
    M: ['Georgios', 'Dimitrios', 'Konstantinos', 'Ioannis', 'Nikolaos', 'Panagiotis', 'Vasileios', 'Christos', 'Athanasios', 'Evangelos', 'Spyridon', 'Stavros'],
    F: ['Maria', 'Eleni', 'Aikaterini', 'Vasiliki', 'Sofia', 'Georgia', 'Dimitra', 'Angeliki', 'Evangelia', 'Paraskevi', 'Despoina', 'Theodora'],
    surnames: ['Papadopoulos', 'Georgiou', 'Nikolaidis', 'Oikonomou', 'Karagiannis', 'Vlachos', 'Papadakis', 'Pappas', 'Makris', 'Antoniou', 'Dimitriou', 'Konstantinidis'],
    surnamesF: ['Papadopoulou', 'Georgiou', 'Nikolaidou', 'Oikonomou', 'Karagianni', 'Vlachou', 'Papadaki', 'Pappa', 'Makri', 'Antoniou', 'Dimitriou', 'Konstantinidou'],
  },
  romanian: {
    key: 'romanian',
    M: ['Andrei', 'Mihai', 'Ionuț', 'Bogdan', 'Cristian', 'Florin', 'Răzvan', 'Sorin', 'Ștefan', 'Vlad', 'Adrian', 'Cătălin'],
    F: ['Ioana', 'Elena', 'Andreea', 'Mihaela', 'Alina', 'Cristina', 'Raluca', 'Roxana', 'Simona', 'Gabriela', 'Oana', 'Denisa'],
    surnames: ['Popescu', 'Ionescu', 'Dumitrescu', 'Stan', 'Constantin', 'Munteanu', 'Stoica', 'Gheorghe', 'Rusu', 'Matei', 'Ciobanu', 'Lungu', 'Șerban', 'Țurcanu'],
  },
};

/** Christian/English given names that registers carry beside (or instead of) a traditional one. */
export const CHRISTIAN: { M: readonly string[]; F: readonly string[] } = {
  M: ['Emmanuel', 'Samuel', 'Isaac', 'Richard', 'Ebenezer', 'Daniel', 'Philip', 'Peter', 'John', 'Joseph', 'Michael', 'Francis', 'Patrick', 'Stephen', 'Godfrey', 'Augustine', 'Anthony', 'Benedict', 'Christopher', 'Dominic'],
  F: ['Grace', 'Mercy', 'Comfort', 'Gifty', 'Patience', 'Joyce', 'Abigail', 'Esther', 'Faith', 'Mary', 'Agnes', 'Florence', 'Josephine', 'Rebecca', 'Veronica', 'Cecilia', 'Blessing', 'Theresa', 'Priscilla', 'Gloria'],
};

/** The cultures whose people each jurisdiction's registers mostly hold (EU by member state). */
export const CULTURES_OF: Record<Jurisdiction, readonly string[]> = {
  NG: ['hausa', 'igbo', 'yoruba'],
  KE: ['kikuyu', 'luo', 'kalenjin', 'somali'],
  GH: ['akan', 'akan', 'ewe', 'ga'],
  ZA: ['nguni', 'sotho', 'afrikaans'],
  GB: ['british', 'irish', 'southAsian', 'british'],
  EU: ['polish', 'portuguese', 'spanish', 'dutch', 'german', 'french', 'italian', 'greek', 'romanian'],
};

/** The EU member state whose registers a culture's people appear in. */
export const EU_COUNTRY: Record<string, string> = {
  polish: 'PL', portuguese: 'PT', spanish: 'ES', dutch: 'NL', german: 'DE', french: 'FR', italian: 'IT', greek: 'GR', romanian: 'RO', arabic: 'FR',
};

export function countryOf(j: Jurisdiction, culture: string): string {
  return j === 'EU' ? (EU_COUNTRY[culture] ?? 'ES') : j;
}

// ---------------------------------------------------------------- places
export interface Place {
  town: string;
  /** Streets of the town (the author's own, typical of the place). */
  streets: readonly string[];
  /** Neighbourhoods, estates or suburbs. */
  areas: readonly string[];
  /** Postal code pattern: '#' a digit, 'A' a letter; '' when the country uses none in everyday addresses. */
  post: string;
}

export const PLACES: Record<string, readonly Place[]> = {
  NG: [
    { town: 'Lagos', streets: ['Adeola Odeku Street', 'Awolowo Road', 'Allen Avenue', 'Admiralty Way', 'Herbert Macaulay Way', 'Bode Thomas Street'], areas: ['Victoria Island', 'Ikoyi', 'Ikeja', 'Lekki Phase 1', 'Surulere', 'Yaba'], post: '' },
    { town: 'Kano', streets: ['Zoo Road', 'Murtala Mohammed Way', 'Club Road', 'Bompai Road', 'France Road'], areas: ['Nassarawa GRA', 'Fagge', 'Sabon Gari', 'Tarauni'], post: '' },
    { town: 'Enugu', streets: ['Ogui Road', 'Zik Avenue', 'Chime Avenue', 'Abakaliki Road'], areas: ['Independence Layout', 'New Haven', 'GRA', 'Trans-Ekulu'], post: '' },
    { town: 'Ibadan', streets: ['Ring Road', 'Bodija Road', 'Oyo Road', 'Iwo Road'], areas: ['Bodija', 'Jericho', 'Oluyole Estate', 'Agodi GRA'], post: '' },
    { town: 'Sokoto', streets: ['Sultan Abubakar Road', 'Ahmadu Bello Way', 'Maiduguri Road'], areas: ['Gawon Nama', 'Mabera', 'Runjin Sambo'], post: '' },
    { town: 'Onitsha', streets: ['New Market Road', 'Old Market Road', 'Port Harcourt Road'], areas: ['Fegge', 'GRA', 'Woliwo'], post: '' },
  ],
  KE: [
    { town: 'Nairobi', streets: ['Ngong Road', 'Argwings Kodhek Road', 'Jogoo Road', 'Thika Road', 'Lang\'ata Road', 'Kiambu Road'], areas: ['Kilimani', 'Buruburu', 'South B', 'Kasarani', 'Kileleshwa', 'Umoja'], post: '00100' },
    { town: 'Kisumu', streets: ['Oginga Odinga Street', 'Nairobi Road', 'Kakamega Road'], areas: ['Milimani', 'Nyalenda', 'Kondele'], post: '40100' },
    { town: 'Eldoret', streets: ['Uganda Road', 'Iten Road', 'Kapsabet Road'], areas: ['Elgon View', 'Kapsoya', 'Langas'], post: '30100' },
    { town: 'Mombasa', streets: ['Moi Avenue', 'Nyali Road', 'Links Road'], areas: ['Nyali', 'Bamburi', 'Tudor'], post: '80100' },
    { town: 'Garissa', streets: ['Kismayu Road', 'Lamu Road'], areas: ['Bulla Iftin', 'Township'], post: '70100' },
    { town: 'Nyeri', streets: ['Kimathi Way', 'Gakere Road'], areas: ['Ruringu', 'Skuta'], post: '10100' },
  ],
  GH: [
    { town: 'Accra', streets: ['Oxford Street', 'Liberation Road', 'Ring Road East', 'Kojo Thompson Road', 'Spintex Road'], areas: ['Osu', 'Adabraka', 'Dansoman', 'East Legon', 'Teshie', 'Labadi'], post: 'GA' },
    { town: 'Kumasi', streets: ['Harper Road', 'Prempeh II Street', 'Lake Road'], areas: ['Asokwa', 'Bantama', 'Ahodwo', 'Suame'], post: 'AK' },
    { town: 'Ho', streets: ['Civic Centre Road', 'Hospital Road'], areas: ['Bankoe', 'Dome', 'Ahoe'], post: 'VH' },
    { town: 'Tamale', streets: ['Bolgatanga Road', 'Hospital Road'], areas: ['Lamashegu', 'Vittin', 'Kalpohin'], post: 'NT' },
    { town: 'Cape Coast', streets: ['Commercial Street', 'Jackson Street'], areas: ['Abura', 'Pedu', 'Kotokuraba'], post: 'CC' },
  ],
  ZA: [
    { town: 'Soweto', streets: ['Vilakazi Street', 'Klipspruit Valley Road', 'Chris Hani Road', 'Mphuti Street'], areas: ['Orlando West', 'Diepkloof', 'Pimville', 'Meadowlands', 'Dobsonville'], post: '1804' },
    { town: 'Durban', streets: ['Florida Road', 'Musgrave Road', 'Anton Lembede Street'], areas: ['Morningside', 'Berea', 'Glenwood', 'Umlazi'], post: '4001' },
    { town: 'Pretoria', streets: ['Church Street', 'Lynnwood Road', 'Paul Kruger Street'], areas: ['Arcadia', 'Sunnyside', 'Garsfontein', 'Mamelodi'], post: '0002' },
    { town: 'Bloemfontein', streets: ['Nelson Mandela Drive', 'Zastron Street'], areas: ['Westdene', 'Universitas', 'Mangaung'], post: '9301' },
    { town: 'Gqeberha', streets: ['Cape Road', 'Govan Mbeki Avenue'], areas: ['Walmer', 'Newton Park', 'Kwazakhele'], post: '6001' },
    { town: 'Stellenbosch', streets: ['Dorp Street', 'Merriman Avenue', 'Bird Street'], areas: ['Die Boord', 'Idas Valley', 'Cloetesville'], post: '7600' },
  ],
  GB: [
    { town: 'Leeds', streets: ['Victoria Road', 'Otley Road', 'Harehills Lane', 'Roundhay Road'], areas: ['Headingley', 'Chapel Allerton', 'Harehills'], post: 'LS# #AA' },
    { town: 'Birmingham', streets: ['Stratford Road', 'Soho Road', 'Bristol Road', 'Alum Rock Road'], areas: ['Sparkbrook', 'Handsworth', 'Selly Oak'], post: 'B## #AA' },
    { town: 'Glasgow', streets: ['Byres Road', 'Great Western Road', 'Pollokshaws Road'], areas: ['Hillhead', 'Shawlands', 'Partick'], post: 'G## #AA' },
    { town: 'Cardiff', streets: ['Cathedral Road', 'Albany Road', 'Cowbridge Road East'], areas: ['Canton', 'Roath', 'Pontcanna'], post: 'CF## #AA' },
    { town: 'Leicester', streets: ['Belgrave Road', 'Narborough Road', 'London Road'], areas: ['Belgrave', 'Clarendon Park', 'Highfields'], post: 'LE# #AA' },
    { town: 'Belfast', streets: ['Lisburn Road', 'Ormeau Road', 'Falls Road'], areas: ['Malone', 'Ormeau', 'Andersonstown'], post: 'BT# #AA' },
  ],
  ES: [{ town: 'Madrid', streets: ['Calle Mayor', 'Calle de Alcalá', 'Calle de Toledo', 'Paseo de las Delicias'], areas: ['Centro', 'Arganzuela', 'Chamberí'], post: '280##' }, { town: 'Sevilla', streets: ['Calle Sierpes', 'Avenida de la Constitución', 'Calle Feria'], areas: ['Triana', 'Macarena', 'Nervión'], post: '410##' }],
  PT: [{ town: 'Lisboa', streets: ['Rua Augusta', 'Rua do Ouro', 'Avenida da Liberdade', 'Rua de São Bento'], areas: ['Baixa', 'Alfama', 'Campo de Ourique'], post: '1###-###' }, { town: 'Porto', streets: ['Rua de Santa Catarina', 'Rua das Flores', 'Avenida da Boavista'], areas: ['Bonfim', 'Cedofeita', 'Paranhos'], post: '4###-###' }],
  NL: [{ town: 'Utrecht', streets: ['Oudegracht', 'Biltstraat', 'Amsterdamsestraatweg', 'Nachtegaalstraat'], areas: ['Binnenstad', 'Oost', 'Zuilen'], post: '35## AA' }, { town: 'Rotterdam', streets: ['Witte de Withstraat', 'Nieuwe Binnenweg', 'Zwart Janstraat'], areas: ['Centrum', 'Noord', 'Delfshaven'], post: '30## AA' }],
  DE: [{ town: 'Köln', streets: ['Hauptstraße', 'Aachener Straße', 'Venloer Straße', 'Bonner Straße'], areas: ['Ehrenfeld', 'Sülz', 'Nippes'], post: '50###' }, { town: 'Hamburg', streets: ['Osterstraße', 'Mönckebergstraße', 'Elbchaussee'], areas: ['Eimsbüttel', 'Altona', 'Barmbek'], post: '22###' }],
  FR: [{ town: 'Lyon', streets: ['Rue de la République', 'Avenue Jean Jaurès', 'Rue Garibaldi', 'Boulevard de la Croix-Rousse'], areas: ['Croix-Rousse', 'Guillotière', 'Part-Dieu'], post: '6900#' }, { town: 'Marseille', streets: ['Rue de Rome', 'Boulevard Baille', 'Rue Paradis'], areas: ['Le Panier', 'Castellane', 'La Joliette'], post: '1300#' }],
  IT: [{ town: 'Napoli', streets: ['Via Toledo', 'Corso Umberto I', 'Via dei Mille', 'Via Foria'], areas: ['Chiaia', 'Vomero', 'San Lorenzo'], post: '801##' }, { town: 'Roma', streets: ['Via Appia Nuova', 'Via Nazionale', 'Via Tuscolana'], areas: ['Monti', 'Prati', 'Testaccio'], post: '001##' }],
  GR: [{ town: 'Thessaloniki', streets: ['Odos Egnatia', 'Odos Tsimiski', 'Leoforos Nikis', 'Odos Agias Sofias'], areas: ['Kalamaria', 'Toumba', 'Ano Poli'], post: '54# ##' }, { town: 'Patra', streets: ['Odos Maizonos', 'Odos Korinthou', 'Odos Agiou Andreou'], areas: ['Psila Alonia', 'Agia Sofia'], post: '26# ##' }],
  PL: [{ town: 'Kraków', streets: ['ulica Floriańska', 'ulica Długa', 'ulica Karmelicka', 'aleja Krasińskiego'], areas: ['Stare Miasto', 'Kazimierz', 'Krowodrza'], post: '3#-###' }, { town: 'Gdańsk', streets: ['ulica Długa', 'ulica Grunwaldzka', 'aleja Zwycięstwa'], areas: ['Wrzeszcz', 'Oliwa', 'Śródmieście'], post: '80-###' }],
  RO: [{ town: 'Cluj-Napoca', streets: ['Strada Memorandumului', 'Strada Horea', 'Calea Dorobanților', 'Strada Republicii'], areas: ['Centru', 'Mănăștur', 'Gheorgheni'], post: '400###' }, { town: 'Iași', streets: ['Strada Lăpușneanu', 'Bulevardul Independenței', 'Strada Păcurari'], areas: ['Copou', 'Tătărași', 'Nicolina'], post: '700###' }],
};

export function placeOf(c: Ctx, country: string): Place {
  return c.pick(PLACES[country] ?? PLACES.ES!);
}

export function postCode(c: Ctx, pattern: string): string {
  return [...pattern].map((ch) => (ch === '#' ? String(c.int(0, 9)) : ch === 'A' ? c.letters(1, 'ABDEFGHJLNPQRSTUWXYZ') : ch)).join('');
}

/** A street address as parts, so one address can be written several ways. */
export interface Address {
  country: string;
  number: string;
  street: string;
  /** Flat, floor or unit ('' when none). */
  unit: string;
  area: string;
  town: string;
  post: string;
  /** A family compound or estate name ('' when none). */
  compound: string;
}

export function newAddress(c: Ctx, country: string, place = placeOf(c, country)): Address {
  const unit = ['GB', 'ES', 'PT', 'DE', 'FR', 'IT', 'GR', 'PL', 'RO', 'NL'].includes(country) && c.chance(0.45) ? String(c.int(1, 24)) : '';
  return {
    country,
    number: String(c.int(1, 240)),
    street: c.pick(place.streets),
    unit,
    area: c.pick(place.areas),
    town: place.town,
    post: place.post === '' ? '' : country === 'GH' ? `${place.post}-${c.int(100, 999)}-${c.int(1000, 9999)}` : postCode(c, place.post),
    compound: '',
  };
}

/** Street-type abbreviations registers use (the long form first). */
const STREET_ABBR: readonly [RegExp, string][] = [
  [/\bStreet\b/, 'St'],
  [/\bRoad\b/, 'Rd'],
  [/\bAvenue\b/, 'Ave'],
  [/\bDrive\b/, 'Dr'],
  [/\bLane\b/, 'Ln'],
  [/\bWay\b/, 'Wy'],
  [/\bEstate\b/, 'Est.'],
  [/^Calle de (la |las |los )?/, 'C/ '],
  [/^Calle /, 'C/ '],
  [/^Rua (do |da |de )?/, 'R. '],
  [/^Avenida (da |de )?/, 'Av. '],
  [/straße\b/, 'str.'],
  [/ Straße\b/, ' Str.'],
  [/^Rue (de la |de |du )?/, 'R. '],
  [/^Boulevard (de la )?/, 'Bd '],
  [/^ulica /, 'ul. '],
  [/^aleja /, 'al. '],
  [/^Strada /, 'Str. '],
  [/^Calea /, 'Cal. '],
  [/^Odos /, 'Od. '],
  [/^Leoforos /, 'Leof. '],
  [/^Via /, 'V. '],
  [/^Corso /, 'C.so '],
];

export function abbreviateStreet(s: string): string {
  let out = s;
  for (const [re, to] of STREET_ABBR) out = out.replace(re, to);
  return out;
}

/** Area abbreviations a local writes (Victoria Island → VI). */
export function abbreviateArea(area: string): string {
  const words = area.split(/\s+/);
  if (words.length >= 2 && words.every((w) => /^[A-Z]/.test(w))) return words.map((w) => w[0]).join('');
  return area;
}

/** The address in the form the country's own forms use. */
export function formatAddress(a: Address, style: 'full' | 'short' = 'full'): string {
  const street = style === 'short' ? abbreviateStreet(a.street) : a.street;
  const area = style === 'short' ? abbreviateArea(a.area) : a.area;
  const post = style === 'short' ? a.post.replace(' ', '') : a.post;
  const compound = a.compound === '' ? '' : `${a.compound}, `;
  switch (a.country) {
    case 'NG':
      return style === 'full' ? `${compound}No. ${a.number}, ${street}, ${area}, ${a.town}` : `${compound}${a.number} ${street} ${area} ${a.town}`;
    case 'KE':
      return style === 'full' ? `${compound}House ${a.number}, ${street}, ${area}, ${a.town}` : `${compound}Hse ${a.number} ${street}, ${area} ${a.town}`;
    case 'GH':
      return style === 'full' ? `${compound}House No. ${a.number}, ${street}, ${area}, ${a.town} (${a.post})` : `${compound}H/No ${a.number} ${street}, ${area}, ${a.post}`;
    case 'ZA':
      return `${compound}${a.number} ${street}, ${area}, ${a.town}, ${post}`;
    case 'GB':
      if (a.unit === '') return `${a.number} ${street}, ${a.town} ${post}`;
      return style === 'full' ? `Flat ${a.unit}, ${a.number} ${street}, ${a.town} ${post}` : `${a.unit}/${a.number} ${street}, ${a.town} ${post}`;
    case 'ES':
      return style === 'full' ? `${street} ${a.number}${a.unit ? `, ${a.unit}º B` : ''}, ${post} ${a.town}` : `${street}, ${a.number}${a.unit ? ` ${a.unit}B` : ''} ${post} ${a.town.toUpperCase()}`;
    case 'PT':
      return style === 'full' ? `${street} ${a.number}${a.unit ? `, ${a.unit}º Esq.` : ''}, ${post} ${a.town}` : `${street}, nº ${a.number}${a.unit ? ` ${a.unit}E` : ''}, ${post} ${a.town}`;
    case 'NL':
      return style === 'full' ? `${street} ${a.number}${a.unit ? `-${a.unit}` : ''}, ${post} ${a.town}` : `${street} ${a.number}${a.unit ? ` ${a.unit}` : ''} ${post} ${a.town.toUpperCase()}`;
    case 'DE':
      return style === 'full' ? `${street} ${a.number}, ${post} ${a.town}` : `${street} ${a.number}${a.unit ? `, Whg. ${a.unit}` : ''}, ${post} ${a.town}`;
    case 'FR':
      return style === 'full' ? `${a.number} ${street}, ${post} ${a.town}` : `${a.number}, ${street.toUpperCase()} ${post} ${a.town.toUpperCase()}`;
    case 'IT':
      return style === 'full' ? `${street} ${a.number}, ${post} ${a.town}` : `${street}, ${a.number} - ${post} ${a.town}`;
    case 'GR':
      return style === 'full' ? `${street} ${a.number}, ${post} ${a.town}` : `${street} ${a.number} ${post.replace(' ', '')} ${a.town}`;
    case 'PL':
      return style === 'full' ? `${street} ${a.number}${a.unit ? `/${a.unit}` : ''}, ${post} ${a.town}` : `${street} ${a.number}${a.unit ? ` m. ${a.unit}` : ''} ${post} ${a.town}`;
    default:
      return style === 'full' ? `${street} ${a.number}${a.unit ? `, ap. ${a.unit}` : ''}, ${post} ${a.town}` : `${street} nr. ${a.number}${a.unit ? ` ap. ${a.unit}` : ''}, ${a.town}`;
  }
}

/** A post office box in the country's own form (boxes are shared by families, workplaces and churches). */
export function poBox(c: Ctx, country: string, town: string, box = String(c.int(10, 9999))): string {
  switch (country) {
    case 'KE': {
      const post = PLACES.KE!.find((p) => p.town === town)?.post ?? '00100';
      return `P.O. Box ${box}-${post}, ${town}`;
    }
    case 'GH':
      return `P.O. Box ${c.pick(['KS', 'AN', 'CT', 'OS', 'HO', 'TL'])} ${box}, ${town}`;
    case 'NG':
      return `P.O. Box ${box}, ${town}`;
    case 'ZA':
      return `PO Box ${box}, ${town}, ${PLACES.ZA!.find((p) => p.town === town)?.post ?? '0001'}`;
    case 'GB':
      return `PO Box ${box}, ${town}`;
    case 'ES':
      return `Apartado de Correos ${box}, ${town}`;
    case 'PT':
      return `Apartado ${box}, ${town}`;
    case 'NL':
      return `Postbus ${box}, ${town}`;
    case 'DE':
      return `Postfach ${box}, ${town}`;
    case 'FR':
      return `BP ${box}, ${town}`;
    case 'IT':
      return `Casella Postale ${box}, ${town}`;
    case 'PL':
      return `Skrytka pocztowa ${box}, ${town}`;
    default:
      return `P.O. Box ${box}, ${town}`;
  }
}

// ---------------------------------------------------------------- dates
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const p2 = (n: number) => String(n).padStart(2, '0');

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function birthDate(c: Ctx, from = 1948, to = 2003): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysInMonth(y, m)) };
}

/** Forms of one full date (day first everywhere but ISO). */
export type DateStyle = 'iso' | 'dd/mm/yyyy' | 'dd.mm.yyyy' | 'd-m-yyyy' | 'd month yyyy' | 'ddMONyy' | 'yyyy/mm/dd';

export function writeDate(t: Ymd, style: DateStyle): string {
  switch (style) {
    case 'iso':
      return `${t.y}-${p2(t.m)}-${p2(t.d)}`;
    case 'dd/mm/yyyy':
      return `${p2(t.d)}/${p2(t.m)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${p2(t.d)}.${p2(t.m)}.${t.y}`;
    case 'd-m-yyyy':
      return `${t.d}-${t.m}-${t.y}`;
    case 'd month yyyy':
      return `${t.d} ${MONTH_NAMES[t.m - 1]} ${t.y}`;
    case 'ddMONyy':
      return `${p2(t.d)}${MONTH_NAMES[t.m - 1]!.slice(0, 3).toUpperCase()}${p2(t.y % 100)}`;
    case 'yyyy/mm/dd':
      return `${t.y}/${p2(t.m)}/${p2(t.d)}`;
  }
}

export const DATE_STYLES: readonly DateStyle[] = ['iso', 'dd/mm/yyyy', 'dd.mm.yyyy', 'd-m-yyyy', 'd month yyyy', 'yyyy/mm/dd'];

/** A birth date that is another person's: at least `minYears` years away (never a typo of this one). */
export function distantDate(c: Ctx, t: Ymd, minYears: number, maxYears: number): Ymd {
  const dy = c.int(minYears, maxYears) * (c.chance(0.5) ? 1 : -1);
  const y = Math.min(2006, Math.max(1935, t.y + dy));
  const yy = Math.abs(y - t.y) < minYears ? t.y - dy : y;
  const m = c.int(1, 12);
  return { y: yy, m, d: c.int(1, daysInMonth(yy, m)) };
}

// ---------------------------------------------------------------- phones
interface Dial {
  cc: string;
  /** How the national significant number is grouped when written with spaces. */
  groups: readonly number[];
  /** National mobile prefixes (after the trunk 0, where there is one). */
  mobile: readonly string[];
  /** Digits after the prefix. */
  rest: number;
  trunk: boolean;
}

export const DIAL: Record<string, Dial> = {
  NG: { groups: [3, 3, 4], cc: '234', mobile: ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '802', '808', '812', '701', '902'], rest: 7, trunk: true },
  KE: { groups: [3, 3, 3], cc: '254', mobile: ['722', '721', '712', '710', '733', '715', '790', '768', '110', '111', '746', '757'], rest: 6, trunk: true },
  GH: { groups: [2, 3, 4], cc: '233', mobile: ['24', '54', '55', '20', '50', '26', '27', '59'], rest: 7, trunk: true },
  ZA: { groups: [2, 3, 4], cc: '27', mobile: ['82', '83', '84', '72', '73', '76', '79', '61', '71', '60'], rest: 7, trunk: true },
  GB: { groups: [4, 6], cc: '44', mobile: ['7700900'], rest: 3, trunk: true },
  ES: { groups: [3, 3, 3], cc: '34', mobile: ['6'], rest: 8, trunk: false },
  PT: { groups: [3, 3, 3], cc: '351', mobile: ['91', '92', '93', '96'], rest: 7, trunk: false },
  NL: { groups: [1, 8], cc: '31', mobile: ['6'], rest: 8, trunk: true },
  DE: { groups: [3, 8], cc: '49', mobile: ['151', '160', '170', '171', '176', '157'], rest: 8, trunk: true },
  FR: { groups: [1, 2, 2, 2, 2], cc: '33', mobile: ['6', '7'], rest: 8, trunk: true },
  IT: { groups: [3, 7], cc: '39', mobile: ['320', '328', '333', '340', '347', '366'], rest: 7, trunk: false },
  GR: { groups: [3, 3, 4], cc: '30', mobile: ['690', '693', '694', '697', '698'], rest: 7, trunk: false },
  PL: { groups: [3, 3, 3], cc: '48', mobile: ['50', '51', '60', '66', '69', '72', '78', '88'], rest: 7, trunk: false },
  RO: { groups: [3, 3, 3], cc: '40', mobile: ['72', '74', '75', '76', '78'], rest: 7, trunk: true },
};

/** A mobile number as digits with the country code, no plus. */
export function mobile(c: Ctx, country: string): string {
  const d = DIAL[country] ?? DIAL.ES!;
  let rest = '';
  for (let i = 0; i < d.rest; i++) rest += String(c.int(0, 9));
  return `${d.cc}${c.pick(d.mobile)}${rest}`;
}

export type PhoneStyle = 'e164' | 'plus-spaced' | 'national' | 'national-spaced' | '00';

export function writePhone(full: string, country: string, style: PhoneStyle): string {
  const d = DIAL[country] ?? DIAL.ES!;
  const nsn = full.slice(d.cc.length);
  const nat = (d.trunk ? '0' : '') + nsn;
  const parts: string[] = [];
  let at = 0;
  for (const n of d.groups) {
    if (at >= nsn.length) break;
    parts.push(nsn.slice(at, at + n));
    at += n;
  }
  if (at < nsn.length) parts[parts.length - 1] += nsn.slice(at);
  const group = (s: string) => (s === nat && d.trunk ? `0${parts.join(' ')}` : parts.join(' '));
  switch (style) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${d.cc} ${group(nsn)}`;
    case 'national':
      return nat;
    case 'national-spaced':
      return group(nat);
    case '00':
      return `00${full}`;
  }
}

export const PHONE_STYLES: readonly PhoneStyle[] = ['e164', 'plus-spaced', 'national', 'national-spaced'];

// ---------------------------------------------------------------- e-mail
export const MAIL_DOMAINS: Record<string, readonly string[]> = {
  NG: ['gmail.com', 'yahoo.com', 'ymail.com', 'outlook.com'],
  KE: ['gmail.com', 'yahoo.com', 'outlook.com'],
  GH: ['gmail.com', 'yahoo.com', 'hotmail.com'],
  ZA: ['gmail.com', 'mweb.co.za', 'telkomsa.net', 'webmail.co.za', 'outlook.com'],
  GB: ['gmail.com', 'hotmail.co.uk', 'yahoo.co.uk', 'btinternet.com', 'outlook.com'],
  ES: ['gmail.com', 'hotmail.es', 'yahoo.es'],
  PT: ['gmail.com', 'sapo.pt', 'hotmail.com'],
  NL: ['gmail.com', 'ziggo.nl', 'kpnmail.nl'],
  DE: ['gmail.com', 'web.de', 'gmx.de', 't-online.de'],
  FR: ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net'],
  IT: ['gmail.com', 'libero.it', 'virgilio.it'],
  GR: ['gmail.com', 'yahoo.gr', 'otenet.gr'],
  PL: ['gmail.com', 'wp.pl', 'onet.pl', 'o2.pl'],
  RO: ['gmail.com', 'yahoo.ro'],
};

/** Lower-case ASCII letters only (for e-mail local parts and legacy exports). */
export function ascii(s: string): string {
  return s
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

export function personalEmail(c: Ctx, country: string, given: string, surname: string, y: number): string {
  const g = ascii(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = ascii(surname).toLowerCase().replace(/[^a-z]/g, '');
  const local = c.pick([`${g}.${s}`, `${g}${s}`, `${g[0]}${s}${y % 100}`, `${s}.${g}`, `${g}_${s}${c.int(1, 99)}`, `${g}${s}${y}`]);
  return `${local}@${c.pick(MAIL_DOMAINS[country] ?? MAIL_DOMAINS.ES!)}`;
}

// ---------------------------------------------------------------- identifiers
function luhnCheck(body: string): number {
  let sum = 0;
  [...body].reverse().forEach((ch, k) => {
    let d = Number(ch);
    if (k % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

export function luhnValid(s: string): boolean {
  return luhnCheck(s.slice(0, -1)) === Number(s.slice(-1));
}

function nDigits(c: Ctx, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(c.int(0, 9));
  return s;
}

export const DNI_LETTER = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** An identifier of one kind: the field a register of that country puts it in, and its value. */
export interface Ident {
  /** The field name a caller of the service sends it under (one of the person pack's documented names). */
  field: string;
  /** The column a legacy export of that country's register calls it. */
  native: string;
  value: string;
}

/** The national id (or the number a country's registers use as one) of a person. */
export function nationalId(c: Ctx, country: string, sex: Sex, dob: Ymd): Ident {
  const yy = p2(dob.y % 100);
  switch (country) {
    case 'NG':
      return { field: 'nin', native: 'NIN', value: String(c.int(1, 9)) + nDigits(c, 10) };
    case 'KE':
      return { field: 'national_id', native: 'ID_NO', value: String(c.int(10, 39)) + nDigits(c, 6) };
    case 'GH':
      return { field: 'national_id', native: 'GHANA_CARD_NO', value: `GHA-${String(c.int(1, 7))}${nDigits(c, 8)}-${c.int(0, 9)}` };
    case 'ZA': {
      const serial = sex === 'F' ? c.int(0, 4999) : c.int(5000, 9999);
      const body = `${yy}${p2(dob.m)}${p2(dob.d)}${String(serial).padStart(4, '0')}08`;
      return { field: 'id_number', native: 'ID_NUMBER', value: body + String(luhnCheck(body)) };
    }
    case 'GB': {
      const first = 'ABCEGHJKLMNOPRSTWXYZ';
      const second = 'ABCEGHJKLMNPRSTWXYZ';
      let pre = '';
      do pre = first[c.int(0, first.length - 1)]! + second[c.int(0, second.length - 1)]!;
      while (['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ'].includes(pre));
      return { field: 'social_insurance_number', native: 'NINO', value: `${pre}${nDigits(c, 6)}${'ABCD'[c.int(0, 3)]}` };
    }
    case 'ES': {
      const n = String(c.int(10000000, 79999999));
      return { field: 'national_id', native: 'DNI', value: n + DNI_LETTER[Number(n) % 23] };
    }
    case 'NL': {
      for (;;) {
        const body = String(c.int(1, 6)) + nDigits(c, 7);
        const s = [...body].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
        if (s <= 9) return { field: 'national_id', native: 'BSN', value: body + String(s) };
      }
    }
    case 'PL': {
      const month = dob.y >= 2000 ? dob.m + 20 : dob.m;
      const body = `${yy}${p2(month)}${p2(dob.d)}${nDigits(c, 3)}${sex === 'F' ? 2 * c.int(0, 4) : 2 * c.int(0, 4) + 1}`;
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      const s = [...body].reduce((acc, ch, k) => acc + Number(ch) * w[k]!, 0);
      return { field: 'national_id', native: 'PESEL', value: body + String((10 - (s % 10)) % 10) };
    }
    case 'RO': {
      const s1 = dob.y >= 2000 ? (sex === 'M' ? 5 : 6) : sex === 'M' ? 1 : 2;
      const body = `${s1}${yy}${p2(dob.m)}${p2(dob.d)}${p2(c.int(1, 46))}${String(c.int(1, 999)).padStart(3, '0')}`;
      const w = [2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9];
      const r = [...body].reduce((acc, ch, k) => acc + Number(ch) * w[k]!, 0) % 11;
      return { field: 'national_id', native: 'CNP', value: body + String(r === 10 ? 1 : r) };
    }
    case 'PT': {
      const body = String(c.int(1, 2)) + nDigits(c, 7);
      const r = [...body].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
      return { field: 'nif', native: 'NIF', value: body + String(r < 2 ? 0 : 11 - r) };
    }
    case 'FR': {
      const body = `${sex === 'M' ? 1 : 2}${yy}${p2(dob.m)}${p2(c.int(1, 95))}${String(c.int(1, 999)).padStart(3, '0')}${String(c.int(1, 999)).padStart(3, '0')}`;
      const key = 97 - Number(BigInt(body) % 97n);
      return { field: 'social_security_number', native: 'NIR', value: body + p2(key) };
    }
    case 'GR': {
      const body = `${p2(dob.d)}${p2(dob.m)}${yy}${nDigits(c, 4)}`;
      return { field: 'ssn', native: 'AMKA', value: body + String(luhnCheck(body)) };
    }
    case 'DE':
      return { field: 'passport_number', native: 'PASSNR', value: `C${c.letters(1, 'FGHJKLMNPRTVWXYZ')}${nDigits(c, 2)}${c.letters(3, 'CFGHJKLMNPRTVWXYZ')}${nDigits(c, 2)}` };
    default:
      return { field: 'passport_no', native: 'PASSAPORTO', value: `Y${c.letters(1, 'ABCD')}${nDigits(c, 7)}` };
  }
}

/** A passport number in the country's shape. */
export function passportNo(c: Ctx, country: string): string {
  switch (country) {
    case 'NG':
      return `A${nDigits(c, 8)}`;
    case 'KE':
      return `AK${nDigits(c, 7)}`;
    case 'GH':
      return `G${nDigits(c, 7)}`;
    case 'ZA':
      return `A${nDigits(c, 8)}`;
    case 'GB':
      return String(c.int(1, 5)) + nDigits(c, 8);
    default:
      return `${c.letters(2)}${nDigits(c, 7)}`;
  }
}

// ---------------------------------------------------------------- people
export interface Person2 {
  j: Jurisdiction;
  country: string;
  culture: string;
  sex: Sex;
  given: string;
  middle: string;
  surname: string;
  dob: Ymd;
  phone: string;
  email: string;
  address: Address;
  id: Ident;
}

export function surnameFor(cult: Culture, sex: Sex, i: number): string {
  return sex === 'F' && cult.surnamesF ? cult.surnamesF[i]! : cult.surnames[i]!;
}

export interface PersonOpts {
  culture?: string | undefined;
  sex?: Sex | undefined;
  surname?: string | undefined;
  dob?: Ymd | undefined;
  address?: Address | undefined;
  country?: string | undefined;
}

/** A new fictional person of the jurisdiction (culture, sex, names, dob, contact, address, id drawn from the lists). */
export function newPerson(c: Ctx, j: Jurisdiction, o: PersonOpts = {}): Person2 {
  const culture = o.culture ?? c.pick(CULTURES_OF[j]);
  const cult = CULTURES[culture]!;
  const sex = o.sex ?? (c.chance(0.5) ? 'M' : 'F');
  // Lists that share names (Kikuyu, Luo) would otherwise make "Kamau Kamau" or "Omondi Oduor Oduor".
  let surname = o.surname ?? surnameFor(cult, sex, c.int(0, cult.surnames.length - 1));
  let given = c.pick(cult[sex]);
  for (let k = 0; k < 8 && given === surname; k++) {
    if (o.surname === undefined) surname = surnameFor(cult, sex, c.int(0, cult.surnames.length - 1));
    else given = c.pick(cult[sex]);
  }
  let middle = c.pick(cult[sex]);
  for (let k = 0; k < 8 && (middle === given || middle === surname); k++) middle = c.pick(cult[sex]);
  if (middle === given || middle === surname) middle = '';
  const country = o.country ?? countryOf(j, culture);
  const dob = o.dob ?? birthDate(c);
  return {
    j,
    country,
    culture,
    sex,
    given,
    middle,
    surname,
    dob,
    phone: mobile(c, country),
    email: personalEmail(c, country, given, surname, dob.y),
    address: o.address ?? newAddress(c, country),
    id: nationalId(c, country, sex, dob),
  };
}

/** The person under another given name (their e-mail follows the name). */
export function renamed(c: Ctx, p: Person2, given: string, middle = p.middle === given ? '' : p.middle): Person2 {
  return { ...p, given, middle, email: personalEmail(c, p.country, given, p.surname, p.dob.y) };
}

export function fullName(p: Pick<Person2, 'given' | 'middle' | 'surname'>, withMiddle = true): string {
  return [p.given, withMiddle ? p.middle : '', p.surname].filter((x) => x !== '').join(' ');
}

/** A record's keys in one place: which of the pack's names a register of this kind uses. */
export function rec(fields: Record<string, string | undefined>): PersonRecord {
  const out: PersonRecord = {};
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v.trim() !== '') out[k] = v;
  return out;
}

/** Short forms people and clerks write for a given name (the author's own pairs: full, short). */
export const SHORT_FORMS: readonly (readonly [string, string])[] = [
  ['Babatunde', 'Tunde'], ['Oluwaseun', 'Seun'], ['Olumide', 'Mide'], ['Oluwafemi', 'Femi'], ['Oluwasegun', 'Segun'], ['Abimbola', 'Bimbo'], ['Olufunmilayo', 'Funmi'],
  ['Oluwakemi', 'Kemi'], ['Oluwatoyin', 'Toyin'], ['Temitope', 'Tope'], ['Babajide', 'Jide'], ['Chukwuemeka', 'Emeka'], ['Chiamaka', 'Amaka'], ['Somtochukwu', 'Somto'],
  ['Kenechukwu', 'Kene'], ['Nnaemeka', 'Emeka'], ['Ugochukwu', 'Ugo'], ['Kosisochukwu', 'Kosi'], ['Abdulrahman', 'Abdul'], ['Mustapha', 'Musty'], ['Nkosinathi', 'Nathi'],
  ['Sibusiso', 'Sbu'], ['Thandiwe', 'Thandi'], ['Nokuthula', 'Thuli'], ['Lindiwe', 'Lindi'], ['Nompumelelo', 'Mpume'], ['Vusumuzi', 'Vusi'], ['Tshegofatso', 'Tshego'],
  ['Lehlohonolo', 'Lehlo'], ['Jacobus', 'Koos'], ['Gerhardus', 'Gert'], ['Petrus', 'Piet'], ['Stefanus', 'Fanie'], ['Magdalena', 'Lena'], ['Christiaan', 'Christo'],
  ['Małgorzata', 'Gosia'], ['Katarzyna', 'Kasia'], ['Aleksandra', 'Ola'], ['Wojciech', 'Wojtek'], ['Agnieszka', 'Aga'], ['Grzegorz', 'Grzesiek'], ['Francisco', 'Paco'],
  ['José', 'Pepe'], ['Dolores', 'Lola'], ['Concepción', 'Concha'], ['Guadalupe', 'Lupe'], ['Ignacio', 'Nacho'], ['Giuseppe', 'Peppe'], ['Giovanni', 'Gianni'],
  ['Salvatore', 'Totò'], ['Konstantinos', 'Kostas'], ['Dimitrios', 'Dimitris'], ['Ioannis', 'Giannis'], ['Georgios', 'Giorgos'], ['Aikaterini', 'Katerina'],
  ['Vasiliki', 'Vaso'], ['Panagiotis', 'Panos'], ['Athanasios', 'Thanasis'], ['Evangelos', 'Vangelis'], ['Spyridon', 'Spyros'], ['Alexander', 'Sandy'], ['Harriet', 'Hattie'],
  ['Margaret', 'Peggy'], ['Christopher', 'Kit'], ['Edward', 'Ned'], ['Alistair', 'Ally'], ['Joanne', 'Jo'], ['Imogen', 'Immy'], ['Siobhán', 'Shiv'], ['Pádraig', 'Paddy'],
  ['Diarmuid', 'Dermot'], ['Gurpreet', 'Guri'], ['Abdirahman', 'Abdi'], ['Kiprotich', 'Tich'], ['Wolfgang', 'Wolf'], ['Franziska', 'Franzi'], ['Matthias', 'Matze'],
  ['Johannes', 'Hannes'], ['Andreea', 'Andra'], ['Cristian', 'Cristi'],
];

export function shortFormOf(given: string): string | undefined {
  const hit = SHORT_FORMS.find(([full, short]) => full === given && short !== full);
  return hit?.[1];
}

// ---------------------------------------------------------------- naming systems beyond given + surname
/** Muslim names of the north of Ghana (given and father's names are both personal names). */
export const GH_MUSLIM = {
  M: ['Alhassan', 'Iddrisu', 'Issah', 'Sulemana', 'Yakubu', 'Abdulai', 'Mahama', 'Seidu', 'Fuseini', 'Osman', 'Abukari', 'Mumuni'],
  F: ['Ayishetu', 'Fuseina', 'Mariama', 'Hawawu', 'Rahinatu', 'Memunatu', 'Azara', 'Sanatu', 'Mariatu', 'Hamdiya'],
};

/** Cape Malay (Cape Town) names: the community's own spellings beside the Arabic ones (own, common). */
export const CAPE_MALAY: { M: readonly (readonly [string, string])[]; F: readonly (readonly [string, string])[]; surnames: readonly string[] } = {
  M: [['Mogamat', 'Muhammad'], ['Ebrahim', 'Ibrahim'], ['Abdurahman', 'Abdul Rahman'], ['Gasant', 'Hasan'], ['Achmat', 'Ahmad'], ['Yusuf', 'Yusuf'], ['Igsaan', 'Ihsaan']],
  F: [['Gadija', 'Khadija'], ['Fatiema', 'Fatima'], ['Mariam', 'Maryam'], ['Rugaya', 'Ruqayya'], ['Faiza', 'Faiza'], ['Zulfa', 'Zulfa']],
  surnames: ['Isaacs', 'Abrahams', 'Davids', 'Jacobs', 'Hendricks', 'Salie', 'Samsodien', 'Gamiet', 'Adams', 'Solomons', 'Petersen', 'Arendse'],
};

/** British Bangladeshi and Pakistani naming: a religious first name often abbreviated or dropped. */
export const UK_MUSLIM = {
  prefixM: [['Mohammed', 'Md'], ['Muhammad', 'Md.'], ['Mohammad', 'Mohd']] as const,
  prefixF: [['Mosammat', 'Mst'], ['Mosammat', 'Mst.']] as const,
  M: ['Abdul Karim', 'Abdul Rahman', 'Shahid', 'Faruk', 'Jamal', 'Anwar', 'Abdul Malik', 'Shafiq', 'Nazrul', 'Ruhul Amin'],
  F: ['Rokeya', 'Shirin', 'Jahanara', 'Rahima', 'Sufia', 'Hasina', 'Shamima', 'Rehana'],
  surnamesM: ['Miah', 'Uddin', 'Ali', 'Ahmed', 'Hussain', 'Rahman', 'Islam', 'Choudhury'],
  surnamesF: ['Begum', 'Khatun', 'Bibi', 'Akhtar'],
};

/** Spellings of one name of the Prophet that registers use interchangeably. */
export const MUHAMMAD = ['Muhammad', 'Mohammed', 'Muhammadu', 'Mohammad', 'Mohamed', 'Mohamad'] as const;

/** Surnames with a particle, and how registers write them (first the form the holder uses). */
export const PARTICLE_SURNAMES: Record<string, readonly (readonly string[])[]> = {
  NL: [['van der Meer', 'Van Der Meer', 'Meer, van der', 'vd Meer'], ['de Vries', 'De Vries', 'Vries, de', 'DeVries'], ['van den Bosch', 'Van den Bosch', 'Bosch, van den', 'v.d. Bosch'], ['ter Horst', 'Ter Horst', 'Horst, ter', 'Terhorst'], ['van Leeuwen', 'Van Leeuwen', 'Leeuwen, van', 'v. Leeuwen'], ['de Jong', 'De Jong', 'Jong, de', 'DeJong']],
  DE: [['von Arnim', 'Von Arnim', 'Arnim, von', 'v. Arnim'], ['von der Heide', 'Von der Heide', 'Heide, von der', 'v.d. Heide'], ['zu Dohna', 'Zu Dohna', 'Dohna, zu', 'Zudohna']],
  FR: [['de la Fontaine', 'De La Fontaine', 'Delafontaine', 'Fontaine, de la'], ['Le Gall', 'LE GALL', 'Legall', 'Le-Gall'], ['du Bois', 'Du Bois', 'DU BOIS', 'Bois, du']],
  IT: [['De Luca', 'de Luca', 'Deluca', 'DE LUCA'], ['Di Stefano', 'di Stefano', 'Distefano', 'DI STEFANO'], ['Lo Russo', 'lo Russo', 'Lorusso', 'LO RUSSO'], ['Dell\'Acqua', 'Dellacqua', 'Dell Acqua', 'DELL\'ACQUA']],
  PT: [['dos Santos', 'Dos Santos', 'Santos, dos', 'dos-Santos'], ['da Costa', 'Da Costa', 'Dacosta', 'Costa, da']],
  ZA: [['van der Merwe', 'Van der Merwe', 'vd Merwe', 'Merwe, van der'], ['du Plessis', 'Du Plessis', 'Duplessis', 'Plessis, du'], ['de Villiers', 'De Villiers', 'Devilliers', 'Villiers, de'], ['van Wyk', 'Van Wyk', 'Vanwyk', 'Wyk, van'], ['du Toit', 'Du Toit', 'Dutoit', 'Toit, du'], ['le Roux', 'Le Roux', 'Leroux', 'Roux, le']],
  GB: [['O\'Sullivan', 'OSullivan', 'O Sullivan', 'O\'SULLIVAN'], ['O\'Brien', 'OBrien', 'O Brien', 'O\'BRIEN'], ['McCarthy', 'Mc Carthy', 'MCCARTHY', 'Mccarthy'], ['MacDonald', 'Macdonald', 'Mac Donald', 'MACDONALD'], ['O\'Neill', 'ONeill', 'O Neill', 'O\'NEILL'], ['McLaughlin', 'Mc Laughlin', 'Mclaughlin', 'MCLAUGHLIN']],
  NG: [['Dan Asabe', 'Danasabe', 'Dan-Asabe', 'DAN ASABE'], ['Dan Fodio', 'Danfodio', 'Dan-Fodio', 'Fodio, Dan'], ['da Rocha', 'Da Rocha', 'Darocha', 'Rocha, da'], ['Dan Musa', 'Danmusa', 'Dan-Musa', 'DAN MUSA']],
  GH: [['de Graft-Johnson', 'De Graft Johnson', 'Degraft-Johnson', 'DE-GRAFT JOHNSON'], ['de Souza', 'De Souza', 'Desouza', 'Souza, de'], ['Van Dyck', 'van Dyck', 'Vandyck', 'VAN DYCK'], ['da Costa', 'Da Costa', 'Dacosta', 'DA COSTA']],
  KE: [['wa Njoroge', 'Wa Njoroge', 'wa-Njoroge', 'Njoroge'], ['wa Kamau', 'Wa Kamau', 'wa-Kamau', 'Kamau'], ['wa Mwangi', 'Wa Mwangi', 'wa-Mwangi', 'Mwangi'], ['Nyong\'o', 'Nyongo', 'Nyong o', 'NYONG\'O']],
};

/**
 * Spelling conventions for one name (the holder's form first, then forms other registers write): tone
 * marks, Somali orthography, Akan Twi/Fante forms, South Asian and Greek transliterations, German ä/ae,
 * Romanian comma-below and cedilla letters. Every form names the same name; none is a different name.
 */
export const SPELLINGS: Record<string, readonly (readonly string[])[]> = {
  yoruba: [['Olumide', 'Olúmídé'], ['Adebayo', 'Adébáyọ̀'], ['Babatunde', 'Babátúndé'], ['Ayodele', 'Ayọ̀délé'], ['Kayode', 'Káyọ̀dé'], ['Adewale', 'Adéwálé'], ['Folake', 'Fọláké'], ['Yetunde', 'Yétúndé'], ['Bukola', 'Bùkọ́lá'], ['Modupe', 'Mọ́dúpẹ́'], ['Adeyemi', 'Adéyẹmí'], ['Ogunleye', 'Ògúnlèyè'], ['Ajayi', 'Àjàyí'], ['Afolabi', 'Àfọ̀lábí'], ['Akande', 'Àkàndé'], ['Oladele', 'Ọládélé']],
  hausa: [['Jibril', 'Jibrin', 'Jibrilu'], ['Usman', 'Usmanu', 'Uthman'], ['Umar', 'Umaru'], ['Idris', 'Idrisu', 'Idirisu'], ['Tijjani', 'Tijani'], ['Auwal', 'Auwalu'], ['Haruna', 'Harun'], ['Bashir', 'Bashiru'], ['Rakiya', 'Rukayya', 'Rukaiya'], ['Zainab', 'Zainabu', 'Zaynab'], ['Hafsat', 'Hafsatu'], ['Saadatu', 'Sa\'adatu'], ['Hauwa', 'Hauwau'], ['Abdullahi', 'Abdullah'], ['Sulaiman', 'Suleiman', 'Sulaimon'], ['Dikko', 'Diko']],
  somali: [['Mohamed', 'Maxamed'], ['Hassan', 'Xasan'], ['Hussein', 'Xuseen'], ['Ahmed', 'Axmed'], ['Abdirahman', 'Cabdiraxmaan'], ['Abdi', 'Cabdi'], ['Ali', 'Cali'], ['Omar', 'Cumar'], ['Aden', 'Aadan'], ['Farah', 'Faarax'], ['Jama', 'Jaamac'], ['Osman', 'Cismaan'], ['Hirsi', 'Xirsi'], ['Noor', 'Nuur'], ['Dahir', 'Daahir'], ['Halima', 'Xaliimo'], ['Hawa', 'Xaawo'], ['Fartun', 'Fartuun'], ['Ismail', 'Ismaaciil'], ['Abdullahi', 'Cabdullaahi']],
  luo: [['Odhiambo', 'Odiambo'], ['Ochieng', 'Ochieng\''], ['Nyong\'o', 'Nyongo'], ['Otieno', 'Otiyeno'], ['Achieng', 'Achieng\''], ['Onyango', 'Onyang\'o'], ['Adhiambo', 'Adiambo']],
  akan: [['Kwabena', 'Kwabina', 'Kobina'], ['Kwasi', 'Kwesi', 'Akwasi'], ['Kwaku', 'Kweku'], ['Kwadwo', 'Kodwo', 'Kojo'], ['Kwame', 'Kwamena'], ['Adwoa', 'Adjoa'], ['Afia', 'Afua', 'Efua'], ['Ama', 'Amma'], ['Abena', 'Abenaa'], ['Akua', 'Akuah'], ['Mensah', 'Mensa'], ['Ansah', 'Ansa'], ['Amoah', 'Amoa'], ['Nkansah', 'Nkansa'], ['Asamoah', 'Asamoa'], ['Appiah', 'Apia']],
  ewe: [['Kpodo', 'Kpodoh'], ['Agbeko', 'Agbekor'], ['Dogbe', 'Dogbey'], ['Amegashie', 'Amegashi'], ['Kodzo', 'Kojo'], ['Dzifa', 'Dzifah']],
  sotho: [['Tshepo', 'Tšepo'], ['Mokoena', 'Mokwena']],
  afrikaans: [['Jacobus', 'Jakobus'], ['Hendrik', 'Hendrick'], ['Francois', 'François'], ['Christiaan', 'Christian'], ['Stefanus', 'Stephanus'], ['Susanna', 'Susannah'], ['Oosthuizen', 'Oosthuysen']],
  southAsian: [['Chowdhury', 'Choudhury', 'Chaudhry'], ['Choudhry', 'Chaudhary', 'Chowdhry'], ['Hussain', 'Hussein', 'Husain'], ['Rahman', 'Rehman'], ['Mistry', 'Mistri'], ['Shabnam', 'Shabnum'], ['Rukhsana', 'Ruksana'], ['Nasreen', 'Nasrin'], ['Shazia', 'Shaziya'], ['Zubair', 'Zubayr'], ['Imran', 'Imraan'], ['Tariq', 'Tarik'], ['Sunil', 'Suneel'], ['Pooja', 'Puja'], ['Kavita', 'Kavitha'], ['Harjit', 'Harjeet'], ['Iqbal', 'Ikbal'], ['Asif', 'Aasif']],
  greek: [['Dimitrios', 'Demetrios'], ['Konstantinos', 'Constantinos'], ['Panagiotis', 'Panayiotis'], ['Vasileios', 'Vassilios', 'Vasilios'], ['Christos', 'Hristos'], ['Evangelos', 'Evaggelos'], ['Spyridon', 'Spiridon'], ['Georgios', 'Yeorgios'], ['Aikaterini', 'Ekaterini'], ['Vasiliki', 'Vassiliki'], ['Georgia', 'Yeorgia'], ['Angeliki', 'Aggeliki'], ['Evangelia', 'Evaggelia'], ['Despoina', 'Despina'], ['Papadopoulos', 'Papadopulos'], ['Papadopoulou', 'Papadopulu'], ['Georgiou', 'Yeorgiou'], ['Oikonomou', 'Economou', 'Ikonomou'], ['Karagiannis', 'Karayannis'], ['Karagianni', 'Karayanni'], ['Vlachos', 'Vlahos'], ['Vlachou', 'Vlahou'], ['Konstantinidis', 'Constantinidis'], ['Konstantinidou', 'Constantinidou']],
  german: [['Müller', 'Mueller'], ['Weiß', 'Weiss'], ['Groß', 'Gross'], ['Jürgen', 'Juergen'], ['Schäfer', 'Schaefer'], ['Krüger', 'Krueger'], ['Böhm', 'Boehm'], ['Jörg', 'Joerg']],
  romanian: [['Ionuț', 'Ionuţ', 'Ionut'], ['Ștefan', 'Ştefan', 'Stefan'], ['Șerban', 'Şerban', 'Serban'], ['Țurcanu', 'Ţurcanu', 'Turcanu'], ['Răzvan', 'Razvan'], ['Cătălin', 'Catalin']],
};

/**
 * Given names that look alike but are different names (siblings are often given them; clerks never turn
 * one into the other): pairs with the sex of each, by jurisdiction. Pairs where one name is also worn as a
 * short form of the other (Abdi/Abdullahi, Sipho/Siphiwe, Thabo/Thabang, Bongani/Bonginkosi) are left out:
 * a reader could take them for one person.
 */
export const LOOKALIKE_GIVEN: Record<Jurisdiction, readonly (readonly [string, Sex, string, Sex, string])[]> = {
  NG: [['Chidi', 'M', 'Chidera', 'F', 'igbo'], ['Chinedu', 'M', 'Chinonso', 'M', 'igbo'], ['Obinna', 'M', 'Obiora', 'M', 'igbo'], ['Adaeze', 'F', 'Adaora', 'F', 'igbo'], ['Ifeanyi', 'M', 'Ifeoma', 'F', 'igbo'], ['Oluwaseun', 'M', 'Oluwaseyi', 'M', 'yoruba'], ['Ayodele', 'M', 'Ayomide', 'M', 'yoruba'], ['Olumide', 'M', 'Olamide', 'M', 'yoruba'], ['Temitope', 'F', 'Temitayo', 'F', 'yoruba'], ['Adebayo', 'M', 'Adebola', 'F', 'yoruba'], ['Hadiza', 'F', 'Hafsat', 'F', 'hausa'], ['Aminu', 'M', 'Amina', 'F', 'hausa']],
  GH: [['Kofi', 'M', 'Kojo', 'M', 'akan'], ['Kwame', 'M', 'Kwaku', 'M', 'akan'], ['Ama', 'F', 'Akua', 'F', 'akan'], ['Abena', 'F', 'Adwoa', 'F', 'akan'], ['Kwabena', 'M', 'Kwadwo', 'M', 'akan'], ['Akosua', 'F', 'Afua', 'F', 'akan'], ['Esi', 'F', 'Efua', 'F', 'akan'], ['Selorm', 'M', 'Selasi', 'M', 'ewe'], ['Edem', 'M', 'Elikem', 'M', 'ewe'], ['Dzifa', 'F', 'Delali', 'F', 'ewe']],
  KE: [['Wanjiru', 'F', 'Wanjiku', 'F', 'kikuyu'], ['Njeri', 'F', 'Njoki', 'F', 'kikuyu'], ['Wambui', 'F', 'Wangui', 'F', 'kikuyu'], ['Achieng', 'F', 'Akinyi', 'F', 'luo'], ['Atieno', 'F', 'Anyango', 'F', 'luo'], ['Kiprono', 'M', 'Kiprotich', 'M', 'kalenjin'], ['Kipchoge', 'M', 'Kipkemboi', 'M', 'kalenjin'], ['Chebet', 'F', 'Chepkoech', 'F', 'kalenjin'], ['Hassan', 'M', 'Hussein', 'M', 'somali'], ['Hodan', 'F', 'Hibaq', 'F', 'somali']],
  ZA: [['Kabelo', 'M', 'Katlego', 'M', 'sotho'], ['Mandla', 'M', 'Mandisa', 'F', 'nguni'], ['Zanele', 'F', 'Zandile', 'F', 'nguni'], ['Lerato', 'F', 'Lesedi', 'F', 'sotho'], ['Nomsa', 'F', 'Nomvula', 'F', 'nguni'], ['Sibusiso', 'M', 'Sibongile', 'F', 'nguni'], ['Kagiso', 'M', 'Karabo', 'M', 'sotho'], ['Tumelo', 'M', 'Tumisang', 'M', 'sotho'], ['Andile', 'M', 'Anele', 'F', 'nguni'], ['Hendrik', 'M', 'Hendrika', 'F', 'afrikaans']],
  GB: [['Oliver', 'M', 'Olivia', 'F', 'british'], ['Louis', 'M', 'Louise', 'F', 'british'], ['Gareth', 'M', 'Gavin', 'M', 'british'], ['Kirsty', 'F', 'Kerry', 'F', 'british'], ['Rhys', 'M', 'Rhian', 'F', 'british'], ['Aoife', 'F', 'Aisling', 'F', 'irish'], ['Niamh', 'F', 'Nuala', 'F', 'irish'], ['Priya', 'F', 'Pooja', 'F', 'southAsian'], ['Imran', 'M', 'Irfan', 'M', 'southAsian'], ['Sanjay', 'M', 'Sanjeev', 'M', 'southAsian']],
  EU: [['Piotr', 'M', 'Paweł', 'M', 'polish'], ['Joanna', 'F', 'Jolanta', 'F', 'polish'], ['Paolo', 'M', 'Paola', 'F', 'italian'], ['Francesco', 'M', 'Francesca', 'F', 'italian'], ['Andrés', 'M', 'Andrea', 'F', 'spanish'], ['João', 'M', 'Joana', 'F', 'portuguese'], ['Tiago', 'M', 'Diogo', 'M', 'portuguese'], ['Sander', 'M', 'Sanne', 'F', 'dutch'], ['Dimitrios', 'M', 'Dimitra', 'F', 'greek'], ['Georgios', 'M', 'Georgia', 'F', 'greek'], ['Ursula', 'F', 'Ulrike', 'F', 'german'], ['Ioana', 'F', 'Ioan', 'M', 'romanian']],
};
