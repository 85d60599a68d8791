// Slot values of the special-category labelled set: people, places and special-category values per
// jurisdiction. Written for this project; values are fictional people and ordinary vocabulary.
export type Jurisdiction = 'NG' | 'KE' | 'GH' | 'ZA' | 'GB' | 'EU';

export const NAMES: Record<Jurisdiction, string[]> = {
  NG: ['Adaeze Okonkwo', 'Chinedu Eze', 'Funmilayo Adeyemi', 'Ibrahim Musa', 'Ngozi Obi', 'Tunde Bakare', 'Aisha Bello', 'Emeka Nwosu'],
  KE: ['Wanjiku Kamau', 'Otieno Ochieng', 'Achieng Odhiambo', 'Kiprono Cheruiyot', 'Mwangi Njoroge', 'Njeri Wambui', 'Fatuma Hassan', 'Baraka Mutua'],
  GH: ['Kwame Mensah', 'Akosua Boateng', 'Yaw Owusu', 'Abena Asante', 'Kofi Appiah', 'Efua Quaye', 'Kojo Antwi', 'Esi Ampofo'],
  ZA: ['Thabo Nkosi', 'Lerato Dlamini', 'Sipho Ndlovu', 'Naledi Mokoena', 'Pieter van der Merwe', 'Zanele Khumalo', 'Ayanda Zulu', 'Johan Botha'],
  GB: ['Sarah Thompson', 'James Whitfield', 'Priya Patel', 'Owen Davies', 'Fiona MacLeod', 'Daniel Hughes', 'Amira Khan', 'Rhys Morgan'],
  EU: ['Anna Müller', 'Lukas Schneider', 'Sofia Rossi', 'Mateo García', 'Eva Novák', 'Jan de Vries', 'Chloé Martin', 'Piotr Kowalski'],
};

export const HOSPITAL: Record<Jurisdiction, string[]> = {
  NG: ['LUTH/2023/4471', 'UCH/2021/00871', 'ABUTH-19-3321', 'NHA/OPD/55120'],
  KE: ['KNH/2022/118834', 'MTRH-OP-44120', 'AKU/IP/90213'],
  GH: ['KBTH/24/00913', 'KATH-OPD-7712', 'RGH/2023/5581'],
  ZA: ['CHB2023-44871', 'GSH/7719203', 'TYG-0045521'],
  GB: ['RX1-448812', 'MRN4471203', 'STH/009812'],
  EU: ['KH-2023-55812', 'CHU/448120', 'UKE-9921034'],
};

export const CONDITIONS = ['HIV', 'tuberculosis', 'type 2 diabetes', 'hypertension', 'sickle cell disease', 'epilepsy', 'asthma', 'hepatitis B', 'breast cancer', 'bipolar disorder', 'schizophrenia', 'malaria', 'chronic kidney disease', 'depression', 'typhoid fever'];
export const MEDS = ['metformin', 'insulin', 'amlodipine', 'tenofovir', 'dolutegravir', 'isoniazid', 'salbutamol', 'fluoxetine', 'olanzapine', 'hydroxyurea', 'lisinopril', 'carbamazepine'];
export const RELIGIONS = ['Muslim', 'Christian', 'Catholic', 'Anglican', 'Pentecostal', 'Methodist', 'Hindu', 'Jehovah\'s Witness', 'Seventh-day Adventist', 'atheist'];
export const ETHNIC: Record<Jurisdiction, string[]> = {
  NG: ['Igbo', 'Yoruba', 'Hausa', 'Fulani', 'Ijaw', 'Tiv', 'Urhobo', 'Ibibio'],
  KE: ['Kikuyu', 'Luo', 'Luhya', 'Kalenjin', 'Kamba', 'Maasai'],
  GH: ['Ewe', 'Ashanti', 'Fante', 'Dagomba', 'Akan', 'Nzema'],
  ZA: ['Zulu', 'Xhosa', 'Sotho', 'Tswana', 'Venda', 'Afrikaner'],
  GB: ['Bengali', 'Punjabi', 'Somali', 'Tamil'],
  EU: ['Roma', 'Berber', 'Somali', 'Amhara'],
};
export const PARTIES: Record<Jurisdiction, string[]> = {
  NG: ['APC', 'PDP', 'Labour Party', 'NNPP', 'APGA'],
  KE: ['ODM', 'UDA', 'Jubilee', 'Wiper'],
  GH: ['NPP', 'NDC', 'CPP'],
  ZA: ['ANC', 'Democratic Alliance', 'EFF', 'IFP'],
  GB: ['Labour Party', 'Conservative Party', 'Liberal Democrats', 'SNP', 'Green Party'],
  EU: ['CDU', 'SPD', 'PSOE', 'Die Linke', 'Fidesz'],
};
export const UNIONS: Record<Jurisdiction, string[]> = {
  NG: ['NLC', 'ASUU', 'NUT', 'NANNM', 'NUPENG'],
  KE: ['KNUT', 'KUPPET', 'KMPDU', 'COTU'],
  GH: ['GNAT', 'NAGRAT', 'TUC'],
  ZA: ['COSATU', 'NUMSA', 'SADTU', 'NEHAWU'],
  GB: ['Unison', 'Unite', 'GMB', 'RMT', 'RCN'],
  EU: ['IG Metall', 'Verdi', 'CGT', 'FNV'],
};
export const OFFENCES = ['armed robbery', 'fraud', 'theft', 'assault', 'drug trafficking', 'burglary', 'money laundering', 'obtaining by false pretence', 'criminal breach of trust', 'drink driving'];
export const ORIENTATIONS = ['gay', 'lesbian', 'bisexual'];
export const CITIES: Record<Jurisdiction, string[]> = {
  NG: ['Lagos', 'Abuja', 'Kano', 'Enugu', 'Ibadan'],
  KE: ['Nairobi', 'Mombasa', 'Kisumu', 'Eldoret'],
  GH: ['Accra', 'Kumasi', 'Tamale', 'Cape Coast'],
  ZA: ['Johannesburg', 'Cape Town', 'Durban', 'Pretoria'],
  GB: ['Leeds', 'Bristol', 'Glasgow', 'Cardiff'],
  EU: ['Berlin', 'Madrid', 'Rome', 'Lyon'],
};
