// Building blocks of held-out set 3 of person record pairs (templates-heldout3.ts): the set's own name
// lists, short forms, script renderings, places, wards and identifier shapes, and the ways exports write a
// person down. Written by the author of templates-heldout3.ts without reading the comparison engine, its
// name tables, or the lists of sets 1 and 2; only `Ctx` (the seeded context) and the `Jurisdiction` type
// are taken from records.ts. Every person, number and address is fictional: identifiers keep the shape of
// each country's documents (and their check digits where the rule is public and short) but belong to no
// one; UK mobiles and London landlines are in Ofcom's drama ranges.
import { Ctx, type Jurisdiction, type PersonRecord } from './records.js';

export { Ctx, type Jurisdiction, type PersonRecord };

export type Sex = 'M' | 'F';

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

/** A naming tradition: given names by sex, surnames, and the country (ISO code) its records come from. */
export interface Culture {
  key: string;
  country: string;
  M: readonly string[];
  F: readonly string[];
  surnames: readonly string[];
  /** Christian, Muslim or English given names carried first by many (KE, GH): the native name then goes second. */
  firstM?: readonly string[];
  firstF?: readonly string[];
}

const C = (key: string, country: string, M: string, F: string, surnames: string, firstM?: string, firstF?: string): Culture => ({
  key,
  country,
  M: M.split(', '),
  F: F.split(', '),
  surnames: surnames.split(', '),
  ...(firstM ? { firstM: firstM.split(', ') } : {}),
  ...(firstF ? { firstF: firstF.split(', ') } : {}),
});

const KE_FIRST_M = 'Peter, James, Joseph, John, Francis, Stephen, Samuel, Dennis, Kevin, Brian, Daniel, Patrick, George, Charles, Geoffrey, Collins, Victor, Evans';
const KE_FIRST_F = 'Mary, Grace, Lucy, Esther, Catherine, Margaret, Jane, Ann, Faith, Mercy, Cynthia, Rose, Beatrice, Caroline, Purity, Winnie, Sharon, Eunice';
const GH_FIRST_M = 'Emmanuel, Samuel, Isaac, Daniel, Richard, Eric, Prince, Godfred, Kingsley, Ebenezer, Michael, Francis, Joseph, Stephen, Bernard, Collins';
const GH_FIRST_F = 'Gifty, Comfort, Patience, Mercy, Abigail, Priscilla, Rita, Felicia, Joyce, Vida, Juliana, Gloria, Victoria, Dorcas, Ruth, Linda';

export const CULTURES: Record<string, Culture> = {
  yoruba: C(
    'yoruba',
    'NG',
    'Adebayo, Oluwaseun, Babatunde, Olumide, Oluwafemi, Ayodeji, Kayode, Adewale, Olugbenga, Oladipupo, Abiodun, Temitope, Olusegun, Akinwale, Ifeoluwa, Oluwadamilare, Adeniyi, Olawale',
    'Oluwatoyin, Olufunmilayo, Adenike, Folasade, Omolara, Yetunde, Abimbola, Titilayo, Oluwakemi, Bukola, Modupe, Oyinkansola, Ibukunoluwa, Omotola, Adebimpe, Morenike',
    'Adeyemi, Ogunleye, Balogun, Adebisi, Oyelaran, Akinola, Fashola, Ogunbiyi, Adeleke, Oladipo, Ajayi, Oyewole, Afolabi, Ilori, Adesanya, Okunola, Bakare, Ogundipe, Akintola, Oyebanji',
  ),
  igbo: C(
    'igbo',
    'NG',
    'Chukwuemeka, Chinonso, Obinna, Ikechukwu, Chidiebere, Nnamdi, Uchenna, Ifeanyichukwu, Somtochukwu, Ekenedilichukwu, Kelechi, Chibuike, Onyekachi, Tochukwu, Ebuka',
    'Chiamaka, Adaeze, Nkechinyere, Ifeoma, Chinwe, Ogechi, Uzoamaka, Chidinma, Amarachi, Obiageli, Nneka, Ebere, Chinyere, Ngozi, Oluchi',
    'Okafor, Nwosu, Eze, Okonkwo, Obi, Nwachukwu, Okeke, Anyanwu, Chukwu, Ibekwe, Nnaji, Okoro, Agu, Onuoha, Ugwu, Nwankwo, Ezeani, Obiora, Mbah, Onwuka',
  ),
  hausa: C(
    'hausa',
    'NG',
    'Abubakar, Musa, Ibrahim, Aminu, Sani, Usman, Yusuf, Bello, Haruna, Lawal, Shehu, Kabiru, Muhammad, Nasiru, Bashir, Mustapha',
    'Aisha, Hauwa, Zainab, Fatima, Maryam, Hadiza, Amina, Rukayya, Habiba, Khadija, Bilkisu, Jamila, Safiya, Zuwaira',
    'Abdullahi, Danjuma, Bala, Umar, Sule, Garba, Adamu, Yakubu, Idris, Tanko, Dikko, Gambo, Aliyu, Sadiq, Inuwa, Shuaibu',
  ),
  edo: C('edo', 'NG', 'Osaro, Efosa, Osagie, Ehimare, Nosakhare, Eghosa', 'Osasu, Eki, Izogie, Ivie, Omosede, Efe', 'Igbinedion, Obaseki, Ehigie, Osaghae, Omoruyi, Aigbe, Iyamu, Ogbeide'),
  kikuyu: C(
    'kikuyu',
    'KE',
    'Kamau, Njoroge, Mwangi, Kariuki, Githinji, Maina, Waweru, Ndungu, Gitau, Kinyua, Macharia, Karanja',
    'Wanjiru, Njeri, Wambui, Wairimu, Nyambura, Wangari, Wanjiku, Muthoni, Nyokabi, Wangui, Waithera',
    'Kamau, Njoroge, Mwangi, Kariuki, Githinji, Maina, Waweru, Ndungu, Gitau, Kinyua, Macharia, Karanja, Kimani, Gachanja, Muriuki, Wachira',
    KE_FIRST_M,
    KE_FIRST_F,
  ),
  luo: C(
    'luo',
    'KE',
    'Otieno, Odhiambo, Ochieng, Onyango, Omondi, Owino, Okoth, Oduor, Ouma',
    'Achieng, Atieno, Akinyi, Adhiambo, Awino, Anyango, Auma, Apiyo',
    'Otieno, Odhiambo, Ochieng, Onyango, Omondi, Owino, Okoth, Oduor, Ouma, Obiero, Oyugi, Opiyo, Ogola, Okello',
    KE_FIRST_M,
    KE_FIRST_F,
  ),
  kalenjin: C('kalenjin', 'KE', 'Kiprotich, Kipchoge, Kiplagat, Cheruiyot, Kibet, Kiptoo, Kipkemboi', 'Chebet, Jepkosgei, Jeptoo, Chepkemoi, Cherono, Jelagat', 'Rotich, Koech, Kirui, Langat, Kosgei, Tanui, Kiprono, Bett, Sang, Mutai', KE_FIRST_M, KE_FIRST_F),
  luhya: C('luhya', 'KE', 'Wafula, Wanyama, Barasa, Wekesa, Simiyu, Wamalwa', 'Nafula, Nekesa, Naliaka, Nasimiyu, Khisa', 'Wafula, Wanjala, Shikuku, Were, Makokha, Wekesa, Masinde, Mukhwana', KE_FIRST_M, KE_FIRST_F),
  kamba: C('kamba', 'KE', 'Mutua, Musyoka, Kioko, Mutiso, Muli, Kyalo', 'Mumbua, Mwikali, Ndinda, Syokau, Kanini', 'Mutua, Kilonzo, Musyoka, Nzioka, Mutinda, Kyalo, Muema, Wambua', KE_FIRST_M, KE_FIRST_F),
  swahili: C('swahili', 'KE', 'Hassan, Omar, Salim, Rashid, Athman, Bakari', 'Mwanaisha, Zuhura, Rehema, Mwanajuma, Halima', 'Said, Abdalla, Bakari, Juma, Mwinyi, Athman, Shee, Swaleh'),
  akan: C(
    'akan',
    'GH',
    'Kwame, Kofi, Kwabena, Kwaku, Yaw, Kwasi, Kwadwo, Kwesi, Kojo, Kweku',
    'Ama, Akua, Adwoa, Abena, Afua, Yaa, Akosua, Efua, Esi, Ekua',
    'Mensah, Owusu, Boateng, Asante, Osei, Agyeman, Appiah, Amponsah, Ofori, Darko, Frimpong, Sarpong, Acheampong, Adjei, Opoku, Antwi, Bonsu, Gyamfi, Badu, Nyarko',
    GH_FIRST_M,
    GH_FIRST_F,
  ),
  ewe: C('ewe', 'GH', 'Selorm, Edem, Mawuli, Delali, Elikem, Senyo, Kekeli', 'Enyonam, Dzifa, Akpene, Sena, Esinam, Mawusi, Elinam', 'Agbenyega, Ahiabor, Tsikata, Kpodo, Dzakpasu, Gbedemah, Amedzro, Agbeko, Adzraku', GH_FIRST_M, GH_FIRST_F),
  ga: C('ga', 'GH', 'Nii Armah, Nii Okai, Nii Lante, Nii Ayi, Nii Adjei', 'Naa Adjeley, Naa Dedei, Naa Korkor, Naa Ayeley', 'Quaye, Tetteh, Lartey, Ankrah, Quartey, Nortey, Lamptey, Aryee, Sowah, Odoi', GH_FIRST_M, GH_FIRST_F),
  dagomba: C('dagomba', 'GH', 'Alhassan, Abdul-Rahman, Mahama, Iddrisu, Fuseini, Issah, Abdul-Karim', 'Memunatu, Ramatu, Fati, Ayishetu, Sana, Lamisi', 'Mahama, Alhassan, Iddrisu, Abukari, Issahaku, Yakubu, Seidu, Mumuni, Zakaria'),
  zulu: C(
    'zulu',
    'ZA',
    'Sibusiso, Nkosinathi, Bongani, Sipho, Mandla, Thulani, Sifiso, Themba, Lungelo, Siyabonga, Sanele, Mduduzi',
    'Thandeka, Nomvula, Lindiwe, Zanele, Nokuthula, Zodwa, Sibongile, Nompumelelo, Thembeka, Nonhlanhla, Khanyisile',
    'Dlamini, Nkosi, Ndlovu, Zulu, Mkhize, Ngcobo, Khumalo, Mthembu, Buthelezi, Cele, Shabalala, Zungu, Mthethwa, Ntuli, Sithole, Mhlongo',
  ),
  xhosa: C('xhosa', 'ZA', 'Luthando, Lwazi, Xolani, Mzwandile, Vuyo, Siyamthanda, Andile, Lonwabo', 'Nosipho, Noluthando, Nomsa, Thandiwe, Yonela, Zintle, Asanda, Lulama', 'Makhaya, Ntshona, Mabandla, Dyantyi, Gqoba, Msengana, Booi, Mgijima, Nqweniso, Tyali'),
  sotho: C(
    'sotho',
    'ZA',
    'Thabo, Tshepo, Kagiso, Karabo, Tumelo, Neo, Lebogang, Mpho, Katlego, Thapelo',
    'Lerato, Palesa, Dineo, Refilwe, Boitumelo, Keabetswe, Nthabiseng, Mamello, Kgomotso, Masego',
    'Mokoena, Molefe, Mofokeng, Motaung, Mokwena, Tau, Modise, Kgosana, Letsoalo, Masilo, Radebe, Maseko',
  ),
  afrikaans: C(
    'afrikaans',
    'ZA',
    'Johannes, Petrus, Jacobus, Hendrik, Willem, Gerhardus, Cornelius, Francois, Pieter, Andries, Stefanus',
    'Anna, Maria, Susanna, Elizabeth, Johanna, Hester, Magdalena, Aletta, Catharina, Elmarie, Marlize, Annelie',
    'van der Merwe, Botha, Pretorius, du Plessis, Nel, Venter, Coetzee, Steyn, Swanepoel, Kruger, Fourie, van Wyk, Joubert, le Roux, Oosthuizen, Erasmus',
  ),
  sa_indian: C('sa_indian', 'ZA', 'Pravin, Rajesh, Kubendran, Sunil, Dhevan, Vishnu, Yusuf', 'Kavitha, Prishani, Shireen, Nirasha, Devika, Sarisha', 'Naidoo, Pillay, Govender, Moodley, Reddy, Chetty, Padayachee, Maharaj, Singh'),
  english: C(
    'english',
    'GB',
    'Robert, William, James, Edward, Richard, Thomas, Christopher, Matthew, Daniel, Andrew, Jonathan, Nicholas, Anthony, Stephen, Michael, David, Peter, Benjamin, Samuel, Alexander, Timothy, Philip',
    'Elizabeth, Margaret, Katherine, Victoria, Rebecca, Jennifer, Susan, Patricia, Deborah, Samantha, Alexandra, Charlotte, Eleanor, Abigail, Jacqueline, Christine, Josephine, Frances',
    'Smith, Jones, Taylor, Brown, Wilson, Evans, Roberts, Walker, Wright, Thompson, Hughes, Green, Hall, Clarke, Jackson, Wood, Turner, Harris, Cooper, Ward, Morris, Baker, Hill, Knight, Fletcher, Pennington, Whitehead, Ashworth, Braithwaite, Fairbrother, Hargreaves, Blackburn',
  ),
  celtic: C(
    'celtic',
    'GB',
    'Callum, Hamish, Fergus, Ruaridh, Sean, Padraig, Ciaran, Eoin, Rhys, Dafydd, Gethin, Iwan',
    'Siobhan, Niamh, Aoife, Mairead, Eilidh, Catriona, Ailsa, Cerys, Sian, Bethan, Angharad',
    "MacDonald, McKenzie, Campbell, Fraser, O'Sullivan, O'Brien, Gallagher, Doherty, Murphy, Kavanagh, MacLeod, Sutherland, Llewellyn, Pritchard, Prosser, Bevan, Griffiths, Vaughan",
  ),
  british_asian: C(
    'british_asian',
    'GB',
    'Mohammed, Imran, Asif, Rajinder, Harjit, Amarjit, Sanjay, Vikram, Tariq, Nadeem, Sukhdev',
    'Nusrat, Parveen, Shazia, Gurpreet, Harpreet, Priya, Anjali, Sabrina, Rukhsana, Manjit',
    'Khan, Hussain, Ahmed, Patel, Chaudhry, Sandhu, Gill, Bains, Mistry, Iqbal, Rahman, Dhillon, Parmar',
  ),
  caribbean: C('caribbean', 'GB', 'Delroy, Winston, Leroy, Everton, Clive, Desmond, Errol', 'Marcia, Beverley, Paulette, Yvonne, Sonia, Hyacinth, Claudette', 'Francis, Grant, Morgan, Bailey, Reid, Edwards, Forbes, McFarlane, Gayle, Bryan'),
  german: C(
    'german',
    'DE',
    'Johannes, Wolfgang, Jürgen, Matthias, Stefan, Andreas, Christoph, Maximilian, Friedrich, Klaus, Dieter, Tobias',
    'Katharina, Sabine, Ursula, Brigitte, Susanne, Stefanie, Anja, Julia, Margarete, Elisabeth, Gabriele, Heike',
    'Müller, Schmidt, Schneider, Fischer, Weber, Meyer, Wagner, Becker, Schulz, Hoffmann, Schäfer, Koch, Bauer, Richter, Klein, Schröder, Neumann, Zimmermann, Krüger, Hartmann, Lange, Weiß',
  ),
  french: C(
    'french',
    'FR',
    'Jean-Pierre, François, Philippe, Nicolas, Guillaume, Sébastien, Olivier, Thierry, Mathieu, Christophe, Jean-Luc',
    'Marie-Claire, Isabelle, Sophie, Nathalie, Céline, Élodie, Stéphanie, Catherine, Véronique, Amélie, Hélène',
    'Martin, Bernard, Dubois, Petit, Durand, Leroy, Moreau, Simon, Laurent, Lefèvre, Michel, Fournier, Girard, Bonnet, Lambert, Fontaine, Rousseau, Chevalier, Gauthier, Mercier',
  ),
  italian: C(
    'italian',
    'IT',
    'Giuseppe, Giovanni, Francesco, Alessandro, Lorenzo, Matteo, Salvatore, Antonio, Vincenzo, Roberto, Massimo',
    'Francesca, Giulia, Chiara, Alessandra, Giovanna, Rosaria, Federica, Valentina, Antonella, Paola',
    'Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Giordano, Lombardi, Moretti',
  ),
  spanish: C(
    'spanish',
    'ES',
    'José, Francisco, Manuel, Antonio, Javier, Alejandro, Rafael, Fernando, Miguel, Sergio',
    'Dolores, Josefa, Concepción, Pilar, Lucía, Cristina, Rocío, Montserrat, Carmen, Mercedes',
    'García, Fernández, González, Rodríguez, López, Martínez, Sánchez, Pérez, Gómez, Jiménez, Ruiz, Hernández, Díaz, Moreno, Álvarez, Romero, Navarro, Torres',
  ),
  portuguese: C('portuguese', 'PT', 'João, José, António, Manuel, Rui, Tiago, Duarte, Nuno', 'Maria, Ana, Inês, Beatriz, Conceição, Fátima, Joana', 'Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Fernandes, Gonçalves, Carvalho'),
  dutch: C(
    'dutch',
    'NL',
    'Johannes, Hendrik, Cornelis, Willem, Pieter, Jeroen, Sander, Joost, Maarten, Gerrit',
    'Johanna, Cornelia, Wilhelmina, Femke, Marieke, Anouk, Sanne, Ingrid, Annemarie',
    'de Jong, Jansen, de Vries, van den Berg, van Dijk, Bakker, Janssen, Visser, Smit, Meijer, de Boer, Mulder, de Groot, Bos, Vos, Hendriks',
  ),
  polish: C(
    'polish',
    'PL',
    'Krzysztof, Andrzej, Tomasz, Piotr, Paweł, Grzegorz, Michał, Wojciech, Łukasz',
    'Katarzyna, Małgorzata, Agnieszka, Aleksandra, Magdalena, Joanna, Ewa, Dorota, Barbara',
    'Nowak, Wójcik, Kowalczyk, Woźniak, Mazur, Krawczyk, Kaczmarek, Zając, Król, Wieczorek, Wróbel, Dudek',
  ),
};

export const CULTURES_OF: Record<Jurisdiction, readonly string[]> = {
  NG: ['yoruba', 'igbo', 'hausa', 'edo'],
  KE: ['kikuyu', 'luo', 'kalenjin', 'luhya', 'kamba', 'swahili'],
  GH: ['akan', 'akan', 'ewe', 'ga', 'dagomba'],
  ZA: ['zulu', 'xhosa', 'sotho', 'afrikaans', 'sa_indian'],
  GB: ['english', 'english', 'celtic', 'british_asian', 'caribbean'],
  EU: ['german', 'french', 'italian', 'spanish', 'portuguese', 'dutch', 'polish'],
};

/**
 * Short forms and everyday names, formal → short (the author's own; each row one name as people use it):
 * English, Yoruba, Igbo, Hausa, Kikuyu, South African (Nguni, Sotho, Afrikaans, Indian), German, Italian,
 * Spanish, Dutch and Polish.
 */
export const SHORT_FORMS: readonly (readonly [string, string])[] = [
  ['Robert', 'Bob'], ['Robert', 'Rob'], ['William', 'Bill'], ['William', 'Will'], ['James', 'Jim'], ['James', 'Jamie'], ['Edward', 'Ted'], ['Edward', 'Eddie'],
  ['Richard', 'Rick'], ['Richard', 'Dick'], ['Thomas', 'Tom'], ['Christopher', 'Chris'], ['Christopher', 'Kit'], ['Matthew', 'Matt'], ['Daniel', 'Danny'],
  ['Andrew', 'Andy'], ['Jonathan', 'Jon'], ['Nicholas', 'Nick'], ['Anthony', 'Tony'], ['Stephen', 'Steve'], ['Michael', 'Mike'], ['Michael', 'Mick'],
  ['David', 'Dave'], ['Peter', 'Pete'], ['Benjamin', 'Ben'], ['Samuel', 'Sam'], ['Alexander', 'Sandy'], ['Alexander', 'Alex'], ['Timothy', 'Tim'], ['Philip', 'Phil'],
  ['Elizabeth', 'Liz'], ['Elizabeth', 'Betty'], ['Elizabeth', 'Beth'], ['Margaret', 'Peggy'], ['Margaret', 'Maggie'], ['Katherine', 'Kate'], ['Katherine', 'Kathy'],
  ['Victoria', 'Vicky'], ['Rebecca', 'Becky'], ['Jennifer', 'Jenny'], ['Susan', 'Sue'], ['Patricia', 'Trish'], ['Patricia', 'Pat'], ['Deborah', 'Debbie'],
  ['Samantha', 'Sam'], ['Alexandra', 'Alex'], ['Charlotte', 'Lottie'], ['Eleanor', 'Nell'], ['Eleanor', 'Ellie'], ['Abigail', 'Abby'], ['Jacqueline', 'Jackie'],
  ['Christine', 'Chrissie'], ['Josephine', 'Josie'], ['Frances', 'Fran'], ['Joseph', 'Joe'], ['Francis', 'Frank'], ['Catherine', 'Cathy'], ['Esther', 'Essy'],
  ['Geoffrey', 'Geoff'], ['Beatrice', 'Bea'], ['Caroline', 'Carol'], ['Victor', 'Vic'], ['Emmanuel', 'Emma'], ['Ebenezer', 'Ebo'], ['Godfred', 'Fred'],
  ['Priscilla', 'Cilla'], ['Juliana', 'Julie'], ['Gloria', 'Glo'], ['Felicia', 'Fel'],
  ['Oluwaseun', 'Seun'], ['Babatunde', 'Tunde'], ['Olumide', 'Mide'], ['Oluwafemi', 'Femi'], ['Ayodeji', 'Deji'], ['Ayodeji', 'Ayo'], ['Adebayo', 'Bayo'],
  ['Olugbenga', 'Gbenga'], ['Olusegun', 'Segun'], ['Akinwale', 'Wale'], ['Adewale', 'Wale'], ['Olawale', 'Wale'], ['Oladipupo', 'Dipo'], ['Temitope', 'Tope'],
  ['Abiodun', 'Biodun'], ['Ifeoluwa', 'Ife'], ['Oluwadamilare', 'Dami'], ['Oluwatoyin', 'Toyin'], ['Olufunmilayo', 'Funmi'], ['Adenike', 'Nike'],
  ['Folasade', 'Sade'], ['Omolara', 'Lara'], ['Abimbola', 'Bimbo'], ['Titilayo', 'Titi'], ['Oluwakemi', 'Kemi'], ['Modupe', 'Dupe'], ['Oyinkansola', 'Oyinkan'],
  ['Ibukunoluwa', 'Ibukun'], ['Adebimpe', 'Bimpe'], ['Morenike', 'Reni'],
  ['Chukwuemeka', 'Emeka'], ['Chinonso', 'Nonso'], ['Ikechukwu', 'Ike'], ['Chidiebere', 'Chidi'], ['Uchenna', 'Uche'], ['Ifeanyichukwu', 'Ifeanyi'],
  ['Somtochukwu', 'Somto'], ['Ekenedilichukwu', 'Ekene'], ['Chibuike', 'Buike'], ['Tochukwu', 'Tochi'], ['Chiamaka', 'Amaka'], ['Adaeze', 'Ada'],
  ['Nkechinyere', 'Nkechi'], ['Uzoamaka', 'Amaka'], ['Obiageli', 'Oby'], ['Ifeoma', 'Ify'], ['Chinyere', 'Chi-Chi'], ['Oluchi', 'Luchi'],
  ['Abubakar', 'Abba'], ['Muhammad', 'Mamman'], ['Fatima', 'Fati'], ['Khadija', 'Dija'], ['Rukayya', 'Ruky'], ['Bilkisu', 'Bilki'], ['Mustapha', 'Musty'],
  ['Wanjiru', 'Shiru'], ['Wairimu', 'Shiro'], ['Muthoni', 'Thoni'],
  ['Sibusiso', 'Sbu'], ['Nkosinathi', 'Nathi'], ['Lindiwe', 'Lindi'], ['Thandeka', 'Thandi'], ['Nompumelelo', 'Mpumi'], ['Siyabonga', 'Siya'], ['Mduduzi', 'Mdu'],
  ['Nonhlanhla', 'Nhlanhla'], ['Khanyisile', 'Khanyi'], ['Boitumelo', 'Tumi'], ['Keabetswe', 'Kea'], ['Nthabiseng', 'Nthabi'], ['Lebogang', 'Lebo'],
  ['Katlego', 'Kat'], ['Jacobus', 'Kobus'], ['Johannes', 'Hannes'], ['Petrus', 'Piet'], ['Gerhardus', 'Gerrie'], ['Cornelius', 'Neels'], ['Hendrik', 'Hennie'],
  ['Andries', 'Dries'], ['Stefanus', 'Fanie'], ['Susanna', 'Sannie'], ['Magdalena', 'Magda'], ['Kubendran', 'Kuben'], ['Dhevan', 'Dev'],
  ['Maximilian', 'Max'], ['Friedrich', 'Fritz'], ['Katharina', 'Kathi'], ['Margarete', 'Grete'], ['Gabriele', 'Gabi'], ['Stefanie', 'Steffi'], ['Susanne', 'Susi'],
  ['Giuseppe', 'Beppe'], ['Giuseppe', 'Pino'], ['Alessandro', 'Sandro'], ['Salvatore', 'Totò'], ['Vincenzo', 'Enzo'], ['Giovanni', 'Gianni'], ['Alessandra', 'Sandra'],
  ['Giovanna', 'Gianna'], ['José', 'Pepe'], ['Francisco', 'Paco'], ['Manuel', 'Manolo'], ['Dolores', 'Lola'], ['Josefa', 'Pepa'], ['Concepción', 'Concha'],
  ['Pilar', 'Pili'], ['Montserrat', 'Montse'], ['Rafael', 'Rafa'], ['Fernando', 'Nando'], ['Javier', 'Javi'], ['Mercedes', 'Merche'],
  ['Cornelis', 'Kees'], ['Willem', 'Wim'], ['Pieter', 'Piet'], ['Wilhelmina', 'Mien'], ['Cornelia', 'Corrie'], ['Gerrit', 'Gert'],
  ['Krzysztof', 'Krzysiek'], ['Tomasz', 'Tomek'], ['Piotr', 'Piotrek'], ['Grzegorz', 'Grzesiek'], ['Wojciech', 'Wojtek'], ['Katarzyna', 'Kasia'],
  ['Małgorzata', 'Gosia'], ['Agnieszka', 'Aga'], ['Aleksandra', 'Ola'], ['Magdalena', 'Madzia'], ['Joanna', 'Asia'], ['Barbara', 'Basia'],
];

/** One Akan day name in its Twi and Fante forms (one name; registers write either). */
export const AKAN_FORMS: readonly (readonly [string, string])[] = [
  ['Kwadwo', 'Kojo'], ['Kwasi', 'Kwesi'], ['Kwaku', 'Kweku'], ['Kwabena', 'Kobina'], ['Yaw', 'Ekow'], ['Kwame', 'Kwamena'],
  ['Akua', 'Ekua'], ['Afua', 'Efua'], ['Akosua', 'Esi'], ['Adwoa', 'Adjoa'],
];

/** The short forms of a given name (empty when the author knows none). */
export function shortFormsOf(given: string): string[] {
  return SHORT_FORMS.filter(([f]) => f === given).map(([, s]) => s);
}

/** People whose records come in two scripts: the native rendering and the Latin spellings registers use. */
export interface ScriptName {
  script: 'Han' | 'Arabic' | 'Cyrillic' | 'Greek' | 'Devanagari' | 'Ethiopic';
  native: string;
  given: readonly string[];
  surname: readonly string[];
  sex: Sex;
}

const S = (script: ScriptName['script'], native: string, given: string, surname: string, sex: Sex): ScriptName => ({ script, native, given: given.split('/'), surname: surname.split('/'), sex });

export const SCRIPT_NAMES: readonly ScriptName[] = [
  S('Han', '王伟', 'Wei', 'Wang', 'M'), S('Han', '李娜', 'Na', 'Li', 'F'), S('Han', '张敏', 'Min', 'Zhang', 'F'), S('Han', '陈杰', 'Jie', 'Chen', 'M'),
  S('Han', '刘洋', 'Yang', 'Liu', 'M'), S('Han', '黄磊', 'Lei', 'Huang', 'M'), S('Han', '赵静', 'Jing', 'Zhao', 'F'), S('Han', '周婷', 'Ting', 'Zhou', 'F'),
  S('Han', '吴强', 'Qiang', 'Wu', 'M'), S('Han', '林芳', 'Fang', 'Lin', 'F'),
  S('Arabic', 'محمد حداد', 'Mohamed/Mohammed/Muhammad', 'Haddad', 'M'), S('Arabic', 'أحمد خوري', 'Ahmad/Ahmed', 'Khoury/Khouri', 'M'),
  S('Arabic', 'فاطمة منصور', 'Fatima/Fatma', 'Mansour/Mansur', 'F'), S('Arabic', 'علي سليمان', 'Ali', 'Suleiman/Sleiman/Soliman', 'M'),
  S('Arabic', 'حسن نصار', 'Hassan/Hasan', 'Nassar/Nassar', 'M'), S('Arabic', 'يوسف عيسى', 'Youssef/Yusuf/Youssif', 'Issa/Eissa', 'M'),
  S('Arabic', 'مريم شحادة', 'Mariam/Maryam', 'Chehade/Shehadeh', 'F'), S('Arabic', 'ليلى فرح', 'Layla/Leila/Laila', 'Farah', 'F'),
  S('Cyrillic', 'Иван Петров', 'Ivan', 'Petrov', 'M'), S('Cyrillic', 'Ольга Смирнова', 'Olga', 'Smirnova', 'F'),
  S('Cyrillic', 'Дмитрий Иванов', 'Dmitry/Dmitriy/Dmitrii', 'Ivanov', 'M'), S('Cyrillic', 'Наталья Козлова', 'Natalya/Natalia', 'Kozlova', 'F'),
  S('Cyrillic', 'Олександр Шевченко', 'Oleksandr/Olexandr', 'Shevchenko', 'M'), S('Cyrillic', 'Юлія Коваленко', 'Yuliia/Yulia', 'Kovalenko', 'F'),
  S('Cyrillic', 'Сергей Волков', 'Sergey/Sergei', 'Volkov', 'M'), S('Cyrillic', 'Татьяна Морозова', 'Tatiana/Tatyana', 'Morozova', 'F'),
  S('Greek', 'Γεώργιος Παπαδόπουλος', 'Georgios', 'Papadopoulos', 'M'), S('Greek', 'Μαρία Νικολάου', 'Maria', 'Nikolaou', 'F'),
  S('Greek', 'Δημήτριος Οικονόμου', 'Dimitrios', 'Oikonomou/Economou', 'M'), S('Greek', 'Ελένη Γεωργίου', 'Eleni', 'Georgiou', 'F'),
  S('Greek', 'Κωνσταντίνος Αλεξίου', 'Konstantinos/Constantinos', 'Alexiou', 'M'), S('Greek', 'Αικατερίνη Βλάχου', 'Aikaterini/Ekaterini', 'Vlachou', 'F'),
  S('Devanagari', 'राजेश पटेल', 'Rajesh', 'Patel', 'M'), S('Devanagari', 'प्रिया शाह', 'Priya', 'Shah', 'F'), S('Devanagari', 'अनिल मेहता', 'Anil', 'Mehta', 'M'),
  S('Devanagari', 'सुनीता देसाई', 'Sunita', 'Desai', 'F'), S('Devanagari', 'विक्रम जोशी', 'Vikram', 'Joshi', 'M'),
  S('Ethiopic', 'አበበ በቀለ', 'Abebe', 'Bekele', 'M'), S('Ethiopic', 'ሰላም ተስፋዬ', 'Selam', 'Tesfaye', 'F'),
];

/** The scripts whose people each jurisdiction's registers meet (diasporas and neighbours). */
export const SCRIPTS_OF: Record<Jurisdiction, readonly ScriptName['script'][]> = {
  NG: ['Arabic', 'Han'],
  KE: ['Devanagari', 'Han', 'Ethiopic'],
  GH: ['Arabic', 'Han'],
  ZA: ['Han', 'Greek', 'Devanagari'],
  GB: ['Han', 'Arabic', 'Cyrillic', 'Greek'],
  EU: ['Greek', 'Cyrillic', 'Arabic'],
};

/** A town with the abbreviation or other name registers use for it. */
export interface Town {
  name: string;
  alt: readonly string[];
  region: string;
  /** Postal code prefix or whole code where the country has one. */
  post?: string;
}

/** A town; `alt` lists its other written forms separated by `|` (a form may itself hold a slash: P/H). */
const T = (name: string, alt: string, region: string, post?: string): Town => ({ name, alt: alt === '' ? [] : alt.split('|'), region, ...(post ? { post } : {}) });

export const TOWNS: Record<string, readonly Town[]> = {
  NG: [
    T('Lagos', 'Lag|Lagos Island', 'Lagos'), T('Ikeja', 'Ikj', 'Lagos'), T('Ibadan', 'Ib|Ibd', 'Oyo'), T('Abeokuta', 'Abk', 'Ogun'), T('Port Harcourt', 'PH|P/H|Port-Harcourt', 'Rivers'),
    T('Enugu', 'Eng', 'Enugu'), T('Onitsha', 'Ontsha', 'Anambra'), T('Kano', '', 'Kano'), T('Kaduna', 'Kad', 'Kaduna'), T('Abuja', 'FCT|Abj', 'FCT'), T('Benin City', 'Benin', 'Edo'),
    T('Ilorin', 'Ilr', 'Kwara'), T('Owerri', 'Owri', 'Imo'), T('Zaria', '', 'Kaduna'), T('Ogbomoso', 'Ogbomosho', 'Oyo'),
  ],
  KE: [
    T('Nairobi', 'NRB|Nbi', 'Nairobi', '00100'), T('Mombasa', 'MSA', 'Mombasa', '80100'), T('Kisumu', 'KSM', 'Kisumu', '40100'), T('Nakuru', 'NKR', 'Nakuru', '20100'),
    T('Eldoret', 'ELD', 'Uasin Gishu', '30100'), T('Thika', '', 'Kiambu', '01000'), T('Nyeri', '', 'Nyeri', '10100'), T('Machakos', 'MKS|Machakos Town', 'Machakos', '90100'),
    T('Kakamega', 'KAK', 'Kakamega', '50100'), T('Kericho', '', 'Kericho', '20200'), T('Meru', '', 'Meru', '60200'), T('Malindi', '', 'Kilifi', '80200'),
  ],
  GH: [
    T('Accra', 'ACC', 'Greater Accra', 'GA'), T('Kumasi', 'KSI|Kumasi Metro', 'Ashanti', 'AK'), T('Tamale', 'TML', 'Northern', 'NT'), T('Takoradi', 'Taadi|Sekondi-Takoradi', 'Western', 'WS'),
    T('Cape Coast', 'C/Coast|Cape-Coast', 'Central', 'CC'), T('Tema', '', 'Greater Accra', 'GT'), T('Ho', '', 'Volta', 'VH'), T('Koforidua', 'Kof', 'Eastern', 'EN'),
    T('Sunyani', '', 'Bono', 'BS'), T('Techiman', '', 'Bono East', 'BT'), T('Obuasi', '', 'Ashanti', 'AO'),
  ],
  ZA: [
    T('Johannesburg', 'Jhb|Joburg|Jo\'burg', 'Gauteng', '2001'), T('Cape Town', 'CPT|Kaapstad', 'Western Cape', '8001'), T('Durban', 'DBN|eThekwini', 'KwaZulu-Natal', '4001'),
    T('Pretoria', 'PTA|Tshwane', 'Gauteng', '0002'), T('Gqeberha', 'Port Elizabeth|PE', 'Eastern Cape', '6001'), T('Bloemfontein', 'Bloem', 'Free State', '9301'),
    T('East London', 'EL|eMonti', 'Eastern Cape', '5201'), T('Polokwane', 'Pietersburg', 'Limpopo', '0700'), T('Pietermaritzburg', 'PMB|Maritzburg', 'KwaZulu-Natal', '3201'),
    T('Soweto', '', 'Gauteng', '1804'), T('Rustenburg', '', 'North West', '0299'), T('Kimberley', 'Kimberly', 'Northern Cape', '8301'),
  ],
  GB: [
    T('London', 'Ldn', 'Greater London', 'SE15'), T('Manchester', 'Manc', 'Greater Manchester', 'M14'), T('Birmingham', "Bham|B'ham", 'West Midlands', 'B12'),
    T('Newcastle upon Tyne', 'Newcastle|Newcastle-upon-Tyne', 'Tyne and Wear', 'NE6'), T('Leeds', '', 'West Yorkshire', 'LS6'), T('Glasgow', 'Glas', 'Glasgow City', 'G41'),
    T('Edinburgh', 'Edin', 'City of Edinburgh', 'EH7'), T('Cardiff', 'Caerdydd', 'Cardiff', 'CF24'), T('Liverpool', "L'pool", 'Merseyside', 'L8'), T('Bristol', '', 'Bristol', 'BS5'),
    T('Sheffield', 'Sheff', 'South Yorkshire', 'S11'), T('Nottingham', 'Nottm', 'Nottinghamshire', 'NG7'), T('Leicester', 'Leics', 'Leicestershire', 'LE2'),
    T('Milton Keynes', 'MK', 'Buckinghamshire', 'MK9'), T('Stoke-on-Trent', 'Stoke', 'Staffordshire', 'ST4'),
  ],
  DE: [T('Berlin', '', 'Berlin', '10115'), T('München', 'Munich|Muenchen', 'Bayern', '80331'), T('Köln', 'Cologne|Koeln', 'Nordrhein-Westfalen', '50667'), T('Frankfurt am Main', 'Frankfurt/M.|Frankfurt|Ffm', 'Hessen', '60311'), T('Hamburg', 'HH', 'Hamburg', '20095')],
  FR: [T('Paris', '', 'Île-de-France', '75011'), T('Lyon', 'Lyons', 'Auvergne-Rhône-Alpes', '69003'), T('Marseille', 'Marseilles', "Provence-Alpes-Côte d'Azur", '13001'), T('Toulouse', '', 'Occitanie', '31000'), T('Saint-Étienne', 'St-Etienne|St Étienne', 'Auvergne-Rhône-Alpes', '42000')],
  IT: [T('Roma', 'Rome', 'Lazio', '00185'), T('Milano', 'Milan', 'Lombardia', '20121'), T('Napoli', 'Naples', 'Campania', '80133'), T('Torino', 'Turin', 'Piemonte', '10121')],
  ES: [T('Madrid', 'Mad', 'Comunidad de Madrid', '28013'), T('Barcelona', 'BCN', 'Cataluña', '08001'), T('Sevilla', 'Seville', 'Andalucía', '41001'), T('Valencia', 'València', 'Comunidad Valenciana', '46001')],
  PT: [T('Lisboa', 'Lisbon', 'Lisboa', '1100-148'), T('Porto', 'Oporto', 'Porto', '4000-322'), T('Braga', '', 'Braga', '4700-035')],
  NL: [T('Amsterdam', "A'dam", 'Noord-Holland', '1012 AB'), T('Rotterdam', "R'dam", 'Zuid-Holland', '3011 AD'), T('Den Haag', "'s-Gravenhage|The Hague", 'Zuid-Holland', '2511 CV'), T('Utrecht', '', 'Utrecht', '3511 LX')],
  PL: [T('Warszawa', 'Warsaw', 'mazowieckie', '00-001'), T('Kraków', 'Krakow|Cracow', 'małopolskie', '31-001'), T('Łódź', 'Lodz', 'łódzkie', '90-001'), T('Wrocław', 'Wroclaw', 'dolnośląskie', '50-001')],
};

export const STREETS: Record<string, readonly string[]> = {
  NG: ['Allen Avenue', 'Awolowo Road', 'Ogunlana Drive', 'Bode Thomas Street', 'Aba Road', 'Zik Avenue', 'Ahmadu Bello Way', 'Ring Road', 'Old Ife Road', 'Wetheral Road', 'Murtala Mohammed Way', 'Adeniran Ogunsanya Street'],
  KE: ['Moi Avenue', 'Ngong Road', 'Kenyatta Avenue', 'Jogoo Road', 'Thika Road', 'Oginga Odinga Street', 'Langata Road', 'Kimathi Street', 'Uhuru Highway', 'Nyerere Road'],
  GH: ['Ring Road East', 'Liberation Road', 'Spintex Road', 'Kojo Thompson Road', 'Prempeh II Street', 'Harper Road', 'Lagos Avenue', 'Nima Highway', 'Castle Road'],
  ZA: ['Main Road', 'Church Street', 'Voortrekker Road', 'Jan Smuts Avenue', 'Vilakazi Street', 'Long Street', 'Oxford Road', 'Commissioner Street', 'Beach Road', 'Kerk Street'],
  GB: ['High Street', 'Station Road', 'Church Lane', 'Victoria Road', 'Mill Lane', 'Park Avenue', "Queen's Road", 'Kingsway', 'Albert Street', 'Grange Road', 'Manor Way', 'Chapel Street'],
  DE: ['Hauptstraße', 'Bahnhofstraße', 'Schillerstraße', 'Gartenweg', 'Goethestraße', 'Lindenallee'],
  FR: ['rue de la République', 'avenue Victor Hugo', 'rue Pasteur', 'boulevard Gambetta', 'rue Jean Jaurès', 'place de la Mairie'],
  IT: ['Via Roma', 'Via Garibaldi', 'Corso Vittorio Emanuele II', 'Via Mazzini', 'Via Dante', 'Viale Europa'],
  ES: ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Calle del Sol', 'Paseo de Gracia', 'Calle San Juan'],
  PT: ['Rua Augusta', 'Avenida da Liberdade', 'Rua do Comércio', 'Rua de Santa Catarina', 'Rua Direita'],
  NL: ['Kerkstraat', 'Dorpsstraat', 'Stationsweg', 'Molenweg', 'Schoolstraat', 'Julianalaan'],
  PL: ['ul. Mickiewicza', 'ul. Długa', 'ul. Kościuszki', 'ul. Słowackiego', 'ul. Polna', 'ul. Lipowa'],
};

/** Neighbourhoods of the towns of NG, KE, GH and ZA (addresses there name them before the town). */
export const AREAS: Record<string, readonly string[]> = {
  Lagos: ['Surulere', 'Yaba', 'Ikoyi', 'Lekki Phase 1'], Ikeja: ['Agege', 'Ogba', 'Opebi'], Ibadan: ['Bodija', 'Mokola', 'Challenge'], Abeokuta: ['Kuto', 'Oke-Ilewo'],
  'Port Harcourt': ['GRA Phase 2', 'Rumuokoro', 'D-Line'], Enugu: ['Trans-Ekulu', 'Independence Layout', 'Ogui'], Onitsha: ['Fegge', 'Odoakpu'], Kano: ['Sabon Gari', 'Nassarawa GRA', 'Fagge'],
  Kaduna: ['Barnawa', 'Malali', 'Kawo'], Abuja: ['Wuse II', 'Garki', 'Maitama', 'Gwarinpa'], 'Benin City': ['Ugbowo', 'Uselu', 'GRA'], Ilorin: ['Tanke', 'Taiwo Isale'],
  Owerri: ['Ikenegbu', 'World Bank Estate'], Zaria: ['Samaru', 'Tudun Wada'], Ogbomoso: ['Takie', 'Sabo'],
  Nairobi: ['Kilimani', 'Umoja', 'Kasarani', 'Buruburu', 'South B'], Mombasa: ['Nyali', 'Bamburi', 'Tudor'], Kisumu: ['Milimani', 'Kondele', 'Nyalenda'], Nakuru: ['Section 58', 'Lanet'],
  Eldoret: ['Langas', 'Elgon View'], Thika: ['Makongeni', 'Section 9'], Nyeri: ["Ruring'u", 'Skuta'], Machakos: ['Mjini', 'Katoloni'], Kakamega: ['Amalemba', 'Shirere'],
  Kericho: ['Kapsoit', 'Brooke'], Meru: ['Makutano', 'Gakoromone'], Malindi: ['Shella', 'Casuarina'],
  Accra: ['Osu', 'Madina', 'Dansoman', 'Adenta', 'Kotobabi'], Kumasi: ['Asokwa', 'Bantama', 'Suame', 'Ahodwo'], Tamale: ['Lamashegu', 'Vittin', 'Kalpohin'],
  Takoradi: ['Anaji', 'Effia', 'Kwesimintsim'], 'Cape Coast': ['Abura', 'Pedu', 'Kotokuraba'], Tema: ['Community 1', 'Community 25', 'Sakumono'], Ho: ['Bankoe', 'Dome'],
  Koforidua: ['Adweso', 'Effiduase'], Sunyani: ['Penkwase', 'Abesim'], Techiman: ['Tanoso', 'Kenten'], Obuasi: ['Tutuka', 'Anyinam'],
  Johannesburg: ['Yeoville', 'Westdene', 'Melville', 'Braamfontein'], 'Cape Town': ['Observatory', 'Khayelitsha', 'Gugulethu', 'Woodstock'], Durban: ['Umlazi', 'Morningside', 'Berea', 'KwaMashu'],
  Pretoria: ['Mamelodi', 'Arcadia', 'Sunnyside'], Gqeberha: ['Motherwell', 'Walmer', 'New Brighton'], Bloemfontein: ['Mangaung', 'Westdene'], 'East London': ['Mdantsane', 'Southernwood'],
  Polokwane: ['Seshego', 'Bendor'], Pietermaritzburg: ['Imbali', 'Scottsville'], Soweto: ['Orlando West', 'Diepkloof', 'Meadowlands'], Rustenburg: ['Tlhabane', 'Cashan'], Kimberley: ['Galeshewe', 'Belgravia'],
};

/** Mail providers people of each country use (international providers everywhere). */
export const EMAIL_DOMAINS: Record<string, readonly string[]> = {
  NG: ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'ymail.com'],
  KE: ['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'],
  GH: ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'],
  ZA: ['gmail.com', 'webmail.co.za', 'mweb.co.za', 'outlook.com', 'icloud.com'],
  GB: ['gmail.com', 'btinternet.com', 'hotmail.co.uk', 'yahoo.co.uk', 'outlook.com', 'icloud.com'],
  DE: ['gmail.com', 'gmx.de', 'web.de', 't-online.de', 'outlook.com'],
  FR: ['gmail.com', 'orange.fr', 'free.fr', 'laposte.net', 'outlook.fr'],
  IT: ['gmail.com', 'libero.it', 'virgilio.it', 'outlook.it'],
  ES: ['gmail.com', 'hotmail.es', 'telefonica.net', 'yahoo.es'],
  PT: ['gmail.com', 'sapo.pt', 'hotmail.com'],
  NL: ['gmail.com', 'ziggo.nl', 'kpnmail.nl', 'outlook.com'],
  PL: ['gmail.com', 'wp.pl', 'onet.pl', 'o2.pl'],
};

/** Fictional employers' mail domains (work e-mail of CRM records). */
export const WORK_DOMAINS: Record<Jurisdiction, readonly string[]> = {
  NG: ['lagoonfreight.com.ng', 'sahelagro.ng', 'eastgatepharma.com.ng', 'crosswaterbank.ng'],
  KE: ['rifthorticulture.co.ke', 'tausilogistics.co.ke', 'kilimatelecoms.co.ke', 'mvuliinsurance.co.ke'],
  GH: ['voltacocoa.com.gh', 'adomlogistics.com.gh', 'densuengineering.com.gh', 'goldcoastmicrofin.com.gh'],
  ZA: ['karoominerals.co.za', 'protealogistics.co.za', 'umgenisugar.co.za', 'highveldcivils.co.za'],
  GB: ['pennineplastics.co.uk', 'thamesgatehousing.org.uk', 'severnlaw.co.uk', 'northdownsbuilding.co.uk'],
  EU: ['rheinlogistik.de', 'lumiereconseil.fr', 'adriamarittima.it', 'solverdeseguros.es', 'polderbouw.nl', 'wislatrans.pl'],
};

// ---- dates --------------------------------------------------------------------------------------------

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export type DateForm = 'iso' | 'dd/mm/yyyy' | 'mm/dd/yyyy' | 'dd.mm.yyyy' | 'd-Mon-yy' | 'd Month yyyy' | 'yyyymmdd' | 'd/m/yy' | 'DD-MON-YYYY' | 'Month d, yyyy' | 'dd-mm-yyyy';

const two = (n: number) => String(n).padStart(2, '0');

export function writeDate(t: Ymd, form: DateForm): string {
  const mon = MONTHS[t.m - 1]!;
  switch (form) {
    case 'iso':
      return `${t.y}-${two(t.m)}-${two(t.d)}`;
    case 'dd/mm/yyyy':
      return `${two(t.d)}/${two(t.m)}/${t.y}`;
    case 'mm/dd/yyyy':
      return `${two(t.m)}/${two(t.d)}/${t.y}`;
    case 'dd.mm.yyyy':
      return `${two(t.d)}.${two(t.m)}.${t.y}`;
    case 'd-Mon-yy':
      return `${t.d}-${mon.slice(0, 3)}-${two(t.y % 100)}`;
    case 'd Month yyyy':
      return `${t.d} ${mon} ${t.y}`;
    case 'yyyymmdd':
      return `${t.y}${two(t.m)}${two(t.d)}`;
    case 'd/m/yy':
      return `${t.d}/${t.m}/${two(t.y % 100)}`;
    case 'DD-MON-YYYY':
      return `${two(t.d)}-${mon.slice(0, 3).toUpperCase()}-${t.y}`;
    case 'Month d, yyyy':
      return `${mon} ${t.d}, ${t.y}`;
    case 'dd-mm-yyyy':
      return `${two(t.d)}-${two(t.m)}-${t.y}`;
  }
}

/** The date forms each jurisdiction's registers write (day first everywhere; the ISO form everywhere). */
export const DATE_FORMS: Record<Jurisdiction, readonly DateForm[]> = {
  NG: ['dd/mm/yyyy', 'iso', 'd-Mon-yy', 'd Month yyyy', 'dd-mm-yyyy'],
  KE: ['dd/mm/yyyy', 'iso', 'd Month yyyy', 'dd-mm-yyyy'],
  GH: ['dd/mm/yyyy', 'iso', 'd Month yyyy', 'DD-MON-YYYY'],
  ZA: ['iso', 'yyyymmdd', 'dd/mm/yyyy', 'd Month yyyy'],
  GB: ['dd/mm/yyyy', 'iso', 'd Month yyyy', 'd/m/yy'],
  EU: ['dd.mm.yyyy', 'iso', 'dd/mm/yyyy', 'dd-mm-yyyy'],
};

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function randomDob(c: Ctx, from = 1950, to = 2003): Ymd {
  const y = c.int(from, to);
  const m = c.int(1, 12);
  return { y, m, d: c.int(1, daysIn(y, m)) };
}

/** Age in whole years on a day of `year` (30 June). */
export function ageOn(dob: Ymd, year: number): number {
  return year - dob.y - (dob.m > 6 || (dob.m === 6 && dob.d > 30) ? 1 : 0);
}

// ---- phones -------------------------------------------------------------------------------------------

interface Plan {
  cc: string;
  nsn: (c: Ctx) => string;
  trunk: boolean;
  /** How the national significant number is grouped when written with spaces. */
  groups: readonly number[];
}

export const PHONE_PLANS: Record<string, Plan> = {
  NG: { cc: '234', nsn: (c) => c.pick(['803', '805', '806', '807', '808', '813', '703', '705', '802', '902', '916', '701']) + c.digits(7), trunk: true, groups: [3, 3, 4] },
  KE: { cc: '254', nsn: (c) => c.pick(['710', '720', '722', '726', '733', '740', '757', '768', '790', '112', '113']) + c.digits(6), trunk: true, groups: [3, 3, 3] },
  GH: { cc: '233', nsn: (c) => c.pick(['24', '54', '55', '59', '20', '50', '26', '27', '57']) + c.digits(7), trunk: true, groups: [2, 3, 4] },
  ZA: { cc: '27', nsn: (c) => c.pick(['82', '83', '84', '72', '73', '76', '79', '60', '61', '71']) + c.digits(7), trunk: true, groups: [2, 3, 4] },
  GB: { cc: '44', nsn: (c) => `7700900${String(c.int(0, 999)).padStart(3, '0')}`, trunk: true, groups: [4, 6] },
  DE: { cc: '49', nsn: (c) => c.pick(['151', '160', '170', '171', '176', '157']) + c.digits(8), trunk: true, groups: [3, 8] },
  FR: { cc: '33', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: true, groups: [1, 2, 2, 2, 2] },
  IT: { cc: '39', nsn: (c) => c.pick(['320', '328', '333', '340', '347', '380']) + c.digits(7), trunk: false, groups: [3, 3, 4] },
  ES: { cc: '34', nsn: (c) => c.pick(['6', '7']) + c.digits(8), trunk: false, groups: [3, 3, 3] },
  PT: { cc: '351', nsn: (c) => c.pick(['91', '92', '93', '96']) + c.digits(7), trunk: false, groups: [2, 3, 4] },
  NL: { cc: '31', nsn: (c) => `6${c.digits(8)}`, trunk: true, groups: [1, 8] },
  PL: { cc: '48', nsn: (c) => c.pick(['50', '51', '53', '60', '69', '72', '79', '88']) + c.digits(7), trunk: false, groups: [3, 3, 3] },
};

/** A UK landline in the London drama range (020 7946 0000–0999). */
export function londonLandline(c: Ctx): string {
  return `44207946${String(c.int(0, 999)).padStart(4, '0')}`;
}

export function newPhone(c: Ctx, country: string): string {
  const p = PHONE_PLANS[country]!;
  return p.cc + p.nsn(c);
}

export type PhoneForm = 'e164' | 'plus-spaced' | '00' | 'cc-bare' | 'national' | 'national-spaced' | 'national-dashed';

/** One number (country code + national significant number, digits only) written one way. */
export function writePhone(full: string, country: string, form: PhoneForm): string {
  const p = PHONE_PLANS[country]!;
  const nsn = full.slice(p.cc.length);
  const nat = (p.trunk ? '0' : '') + nsn;
  // A London landline (20 xxxx xxxx) is grouped as landlines are, not as mobiles.
  const groups = country === 'GB' && nsn.startsWith('20') ? [2, 4, 4] : p.groups;
  const grouped: string[] = [];
  let at = 0;
  for (const g of groups) {
    grouped.push(nsn.slice(at, at + g));
    at += g;
  }
  if (at < nsn.length) grouped[grouped.length - 1] += nsn.slice(at);
  const spaced = grouped.join(' ');
  switch (form) {
    case 'e164':
      return `+${full}`;
    case 'plus-spaced':
      return `+${p.cc} ${spaced}`;
    case '00':
      return `00${full}`;
    case 'cc-bare':
      return full;
    case 'national':
      return nat;
    case 'national-spaced':
      return (p.trunk ? '0' : '') + spaced;
    case 'national-dashed':
      return (p.trunk ? '0' : '') + spaced.replace(/ /g, '-');
  }
}

export const PHONE_FORMS: readonly PhoneForm[] = ['e164', 'plus-spaced', '00', 'cc-bare', 'national', 'national-spaced', 'national-dashed'];

// ---- identifiers --------------------------------------------------------------------------------------

export function luhnCheck(body: string): number {
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

export const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** The UK NHS number's modulus-11 check digit, or undefined when the body cannot take one (remainder 10). */
export function nhsCheck(body: string): number | undefined {
  const s = [...body].reduce((acc, ch, k) => acc + Number(ch) * (10 - k), 0);
  const r = 11 - (s % 11);
  return r === 11 ? 0 : r === 10 ? undefined : r;
}

export interface Ids {
  /** The national identity number (NIN, ID, Ghana Card, SA ID, and in the EU the national number of the country). */
  nationalId: string;
  /** A social-security-like number (UK National Insurance, French NIR, Dutch BSN, Spanish NUSS, German SV number…). */
  ssn: string;
  passport: string;
  licence: string;
  taxId: string;
}

const NINO_FIRST = 'ABCEGHJKLMNOPRSTWXYZ';
const NINO_SECOND = 'ABCEGHJKLMNPRSTWXYZ';

/** The UK driving licence number: surname (5, padded with 9), decade, month (+50 for a woman), day, year digit, initials, 9, two letters. */
export function ukLicence(c: Ctx, surname: string, given: string, middle: string, sex: Sex, dob: Ymd): string {
  const sur = surname.toUpperCase().replace(/^MAC/, 'MC').replace(/[^A-Z]/g, '').slice(0, 5).padEnd(5, '9');
  const month = dob.m + (sex === 'F' ? 50 : 0);
  const init = `${given[0] ?? '9'}${middle[0] ?? '9'}`.toUpperCase();
  return `${sur}${Math.floor(dob.y / 10) % 10}${two(month)}${two(dob.d)}${dob.y % 10}${init}9${c.letters(2)}`;
}

export function newIds(c: Ctx, country: string, sex: Sex, dob: Ymd, given: string, middle: string, surname: string): Ids {
  const yy = two(dob.y % 100);
  switch (country) {
    case 'NG':
      return { nationalId: c.digits(11), ssn: c.digits(11), passport: `${c.pick(['A', 'B'])}${c.digits(8)}`, licence: `${c.letters(3)}${c.digits(5)}${c.letters(2)}${c.digits(2)}`, taxId: `${c.digits(8)}-0001` };
    case 'KE':
      return { nationalId: String(c.int(10000000, 39999999)), ssn: c.digits(9), passport: `${c.pick(['AK', 'BK', 'CK'])}${c.digits(7)}`, licence: `DL${c.digits(7)}`, taxId: `A${c.digits(9)}${c.letters(1)}` };
    case 'GH':
      return { nationalId: `GHA-${c.digits(9)}-${c.int(0, 9)}`, ssn: `${c.letters(1)}${c.digits(12)}`, passport: `G${c.digits(7)}`, licence: `${c.letters(3)}-${c.digits(8)}`, taxId: `P00${c.digits(8)}` };
    case 'ZA': {
      const body = `${yy}${two(dob.m)}${two(dob.d)}${sex === 'F' ? c.int(0, 4) : c.int(5, 9)}${c.digits(3).slice(0, 3)}08`;
      return { nationalId: body + luhnCheck(body), ssn: c.digits(10), passport: `A${c.digits(8)}`, licence: `${c.digits(4)}0000${c.letters(2)}${c.digits(2)}`, taxId: `${c.pick(['0', '1', '2', '3'])}${c.digits(9)}` };
    }
    case 'GB': {
      const nino = `${c.pick([...NINO_FIRST])}${c.pick([...NINO_SECOND])}${c.digits(6)}${c.pick(['A', 'B', 'C', 'D'])}`;
      let nhs = '';
      while (nhs === '') {
        const body = c.digits(9);
        const k = nhsCheck(body);
        if (k !== undefined) nhs = body + k;
      }
      return { nationalId: nhs, ssn: nino, passport: c.digits(9), licence: ukLicence(c, surname, given, middle, sex, dob), taxId: c.digits(10) };
    }
    case 'ES': {
      const n = c.digits(8);
      return { nationalId: n + DNI_LETTERS[Number(n) % 23], ssn: `28${c.digits(10)}`, passport: `${c.letters(3)}${c.digits(6)}`, licence: n + DNI_LETTERS[Number(n) % 23], taxId: n + DNI_LETTERS[Number(n) % 23] };
    }
    case 'NL': {
      let bsn = '';
      while (bsn === '') {
        const body = c.digits(8);
        const s = [...body].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
        if (s < 10) bsn = body + s;
      }
      return { nationalId: bsn, ssn: bsn, passport: `${c.letters(2)}${c.letters(2, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${c.digits(5)}`, licence: c.digits(10), taxId: bsn };
    }
    case 'FR': {
      const body = `${sex === 'M' ? 1 : 2}${yy}${two(dob.m)}${c.pick(['75', '69', '13', '31', '42', '59'])}${c.digits(3)}${c.digits(3)}`;
      const key = 97 - Number(BigInt(body) % 97n);
      return { nationalId: `${c.digits(2)}${c.letters(2)}${c.digits(5)}`, ssn: body + two(key), passport: `${c.digits(2)}${c.letters(2)}${c.digits(5)}`, licence: c.digits(12), taxId: c.digits(13) };
    }
    case 'DE':
      return { nationalId: `${c.letters(1, 'CFGHJKLMNPRTVWXYZ')}${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`, ssn: `${c.digits(2)}${two(dob.d)}${two(dob.m)}${yy}${surname.toUpperCase().replace(/[^A-Z]/g, 'X')[0]}${c.digits(3)}`, passport: `C${c.letters(8, 'CFGHJKLMNPRTVWXYZ0123456789')}`, licence: `${c.letters(1)}${c.digits(3)}${c.letters(7, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}`, taxId: c.digits(11) };
    case 'IT':
      return { nationalId: `CA${c.digits(5)}${c.letters(2)}`, ssn: `${c.letters(6)}${yy}${c.letters(1)}${two(dob.d + (sex === 'F' ? 40 : 0))}${c.letters(1)}${c.digits(3)}${c.letters(1)}`, passport: `Y${c.letters(1)}${c.digits(7)}`, licence: `U1${c.letters(6, 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789')}${c.letters(1)}`, taxId: `${c.letters(6)}${yy}${c.letters(1)}${two(dob.d + (sex === 'F' ? 40 : 0))}${c.letters(1)}${c.digits(3)}${c.letters(1)}` };
    case 'PT': {
      const b = `${c.pick(['1', '2'])}${c.digits(7)}`;
      const r = [...b].reduce((acc, ch, k) => acc + Number(ch) * (9 - k), 0) % 11;
      return { nationalId: `${c.digits(8)} ${c.int(0, 9)} ${c.letters(2)}${c.int(0, 9)}`, ssn: c.digits(11), passport: `C${c.digits(6)}`, licence: `L-${c.digits(7)} ${c.int(0, 9)}`, taxId: b + (r < 2 ? 0 : 11 - r) };
    }
    default: {
      // PL: PESEL (birth date, serial, sex digit, check digit).
      const mm = dob.y >= 2000 ? dob.m + 20 : dob.m;
      const body = `${yy}${two(mm)}${two(dob.d)}${c.digits(3)}${sex === 'F' ? c.pick(['0', '2', '4', '6', '8']) : c.pick(['1', '3', '5', '7', '9'])}`;
      const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
      const k = (10 - ([...body].reduce((acc, ch, i) => acc + Number(ch) * w[i]!, 0) % 10)) % 10;
      return { nationalId: body + k, ssn: body + k, passport: `${c.letters(2)}${c.digits(7)}`, licence: `${c.digits(5)}/${yy}/${c.digits(4)}`, taxId: c.digits(10) };
    }
  }
}

// ---- people -------------------------------------------------------------------------------------------

export interface Person {
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
  town: Town;
  area: string;
  street: string;
  house: number;
  /** The postcode of the home (UK: the outward code and an inward code; empty where the country has none). */
  postcode: string;
  /** Ghana's digital (GhanaPostGPS) address of the home; empty elsewhere. */
  gps: string;
  ids: Ids;
}

/** The country of a jurisdiction's records (EU: one of seven member states). */
export function countryOf(c: Ctx, j: Jurisdiction, culture?: string): string {
  if (j !== 'EU') return j;
  return culture ? CULTURES[culture]!.country : c.pick(['DE', 'FR', 'IT', 'ES', 'PT', 'NL', 'PL']);
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ß/g, 'ss');

/** An e-mail local part made from a name the way people make them. */
export function mailbox(c: Ctx, given: string, surname: string, dob: Ymd): string {
  const g = ascii(given).toLowerCase().replace(/[^a-z]/g, '');
  const s = ascii(surname).toLowerCase().replace(/[^a-z]/g, '');
  return c.pick([`${g}.${s}`, `${g}${s}`, `${g[0]}${s}`, `${g}.${s}${dob.y % 100}`, `${s}.${g}`, `${g}_${s}${c.int(1, 99)}`, `${g}${dob.y}`]);
}

export function newPerson(c: Ctx, j: Jurisdiction, opts: { culture?: string; sex?: Sex; surname?: string; dob?: Ymd; country?: string } = {}): Person {
  const culture = opts.culture ?? c.pick(CULTURES_OF[j]);
  const cu = CULTURES[culture]!;
  const country = opts.country ?? countryOf(c, j, culture);
  const sex = opts.sex ?? (c.chance(0.5) ? 'M' : 'F');
  const first = sex === 'M' ? cu.firstM : cu.firstF;
  const native = sex === 'M' ? cu.M : cu.F;
  const surname = opts.surname ?? c.pick(cu.surnames);
  let given: string;
  let middle: string;
  if (first && c.chance(0.8)) {
    given = c.pick(first);
    middle = c.pick(native.filter((n) => n !== surname));
  } else {
    given = c.pick(native.filter((n) => n !== surname));
    const pool = native.filter((n) => n !== given && n !== surname);
    middle = c.chance(0.5) && pool.length > 0 ? c.pick(pool) : '';
  }
  const dob = opts.dob ?? randomDob(c);
  const town = c.pick(TOWNS[country]!);
  const areas = AREAS[town.name];
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
    email: `${mailbox(c, given, surname, dob)}@${c.pick(EMAIL_DOMAINS[country]!)}`,
    town,
    area: areas ? c.pick(areas) : '',
    street: c.pick(STREETS[country]!),
    house: c.int(1, 180),
    postcode: country === 'GB' ? `${town.post} ${c.int(1, 9)}${c.letters(2, 'ABDEFGHJLNPQRSTUWXYZ')}` : country === 'GH' ? '' : (town.post ?? ''),
    gps: country === 'GH' ? digitalAddress(c, town) : '',
    ids: newIds(c, country, sex, dob, given, middle, surname),
  };
}

/** The person under other given names, their personal mailbox following the new name (same provider). */
export function renamed(c: Ctx, p: Person, given: string, middle: string): Person {
  return { ...p, given, middle, email: `${mailbox(c, given, p.surname, p.dob)}@${p.email.split('@')[1]}` };
}

/** Another person of the same culture and sex (or the sex asked), with other given names than `p`. */
export function otherGiven(c: Ctx, p: Pick<Person, 'culture' | 'given' | 'middle' | 'surname'>, sex: Sex): string {
  const cu = CULTURES[p.culture]!;
  const pool = [...(sex === 'M' ? cu.M : cu.F), ...((sex === 'M' ? cu.firstM : cu.firstF) ?? [])].filter((n) => n !== p.given && n !== p.middle && n !== p.surname && !sameName(n, p.given));
  return c.pick(pool);
}

/** Two given names that registers treat as one name (equal, a short form, or an Akan Twi/Fante pair). */
export function sameName(a: string, b: string): boolean {
  if (a === b) return true;
  return SHORT_FORMS.some(([f, s]) => (f === a && s === b) || (f === b && s === a)) || AKAN_FORMS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

// ---- addresses ----------------------------------------------------------------------------------------

export function digitalAddress(c: Ctx, t: Town): string {
  return `${t.post ?? 'GA'}-${c.int(100, 999)}-${c.int(1000, 9999)}`;
}

/** The street line of a person's home, in the country's order. */
export function streetLine(p: Person): string {
  if (['DE', 'NL', 'PL', 'IT', 'ES', 'PT'].includes(p.country)) return `${p.street} ${p.house}`;
  if (p.country === 'FR') return `${p.house} ${p.street}`;
  return `${p.house} ${p.street}`;
}

/** The whole address in one line, as a form or a CRM writes it. */
export function addressLine(p: Person): string {
  const st = streetLine(p);
  const pc = p.postcode;
  switch (p.country) {
    case 'NG':
      return `${st}, ${p.area}, ${p.town.name}, ${p.town.region} State`.replace(', FCT State', ', FCT');
    case 'KE':
      return `${st}, ${p.area}, ${p.town.name}`;
    case 'GH':
      return `${st}, ${p.area}, ${p.town.name} (${p.gps})`;
    case 'ZA':
      return `${st}, ${p.area}, ${p.town.name}, ${pc}`;
    case 'GB':
      return `${st}, ${p.town.name} ${pc}`;
    default:
      return `${st}, ${pc} ${p.town.name}`;
  }
}

// ---- writing a name -----------------------------------------------------------------------------------

export function fold(s: string): string {
  return ascii(s).toUpperCase();
}

/** A keying slip an agent or clerk makes in a word: two letters swapped, one dropped, doubled or mistyped. */
export function typo(c: Ctx, w: string): string {
  if (w.length < 3) return w + w[w.length - 1];
  const near: Record<string, string> = { a: 's', s: 'a', e: 'r', r: 'e', i: 'o', o: 'i', n: 'm', m: 'n', u: 'y', y: 'u', t: 'r', l: 'k', k: 'l', b: 'v', v: 'b', d: 'f', g: 'h', h: 'g', c: 'x', w: 'q', p: 'o', f: 'd', j: 'h', z: 'x' };
  for (let tries = 0; tries < 10; tries++) {
    const i = c.int(1, w.length - 2);
    let out = w;
    switch (c.int(0, 3)) {
      case 0:
        out = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
        break;
      case 1:
        out = w.slice(0, i) + w.slice(i + 1);
        break;
      case 2:
        out = w.slice(0, i) + w[i] + w.slice(i);
        break;
      default: {
        const ch = w[i]!.toLowerCase();
        const rep = near[ch];
        if (rep) out = w.slice(0, i) + (w[i] === ch ? rep : rep.toUpperCase()) + w.slice(i + 1);
      }
    }
    if (out !== w) return out;
  }
  return w.slice(0, -1);
}

/** Pads a value to a fixed width with trailing spaces (a fixed-width export). */
export function padTo(s: string, width: number): string {
  return s.length >= width ? s.slice(0, width) : s.padEnd(width, ' ');
}
