// Development sentences for person names in African-language and Pidgin news (session 15, issue 13): news-style
// paragraphs in Hausa, Yorùbá, Igbo, Nigerian Pidgin, Swahili, isiZulu, Sesotho and Twi, written for this file by
// the session (not copied from prose sets 1 or 2, whose templates were not used), with the shapes real news has:
// titles and honorifics of each language (`Shugaba`, `Gwamna`, `Sanata`, `Alhaji`, `Olóyè`, `Ọ̀gbẹ́ni`, `Maazị`,
// `Rais`, `Bw.`, `Bi.`, `Mhe.`, `UMnu.`, `UNkk.`, `Ntate`, `Mme`, `Ɔpanyin`, `Oga`), quoted speakers after a
// speech verb (`in ji`, `ka … kwuru`, `alisema`, `kusho`, `ho boletse`, `sɛnea … kae`), Nguni noun-class prefixes
// glued to a name (`uSipho`, `kaMkhize`, `nguThandeka`), tone marks and dotted letters, given names that are English
// words (`Blessing`, `Memory`, `Given`, `Trust`), and capitalised words that are no names (days, months,
// sentence-initial words, `Allah`, `Mungu`, `Ubangiji`, `Chineke`, `Modimo`, `Onyankopɔn`).
// Development data: rules are chosen on it and checked on prose sets 1 and 2. Gold grain as in those sets: a title
// is outside the person's span, a noun-class prefix glued to a name is inside it (the word as written).
// Written by this script, seed 1513; a test pins nothing here (it is development data, regenerated at will).
//   node --import tsx bench/ner/dev-african.ts   → bench/data/ner-dev-african.jsonl
import { writeFileSync } from 'node:fs';
import { seededRng } from '../../src/core/rng.js';
import { type NerText, toJsonl, unmark } from './generate.js';

export const DEV_AFRICAN_SEED = 1513;
export const DEV_AFRICAN_FILE = new URL('../data/ner-dev-african.jsonl', import.meta.url);

interface Person {
  given: string;
  surname: string;
}

interface Fill {
  /** A fresh person of the language. */
  p: () => Person;
  /** A fresh person whose given name is an English word (`Blessing`, `Memory`). */
  w: () => Person;
  /** A place of the language, marked. */
  L: () => string;
}

const PER = (s: string): string => `[[PER:${s}]]`;
const LOC = (s: string): string => `[[LOC:${s}]]`;
const ORG = (s: string): string => `[[ORG:${s}]]`;
const full = (x: Person): string => PER(`${x.given} ${x.surname}`);

interface Lang {
  lang: string;
  jurisdiction: NerText['jurisdiction'];
  given: readonly string[];
  surname: readonly string[];
  places: readonly string[];
  templates: readonly ((f: Fill) => string)[];
}

const WORD_NAMES = [
  'Blessing', 'Precious', 'Memory', 'Given', 'Gift', 'Patience', 'Godwin', 'Sunday', 'Trust', 'Innocent',
  'Goodluck', 'Loveness', 'Winner', 'Mercy', 'Comfort', 'Favour', 'Beauty', 'Lucky', 'Prosper', 'Wisdom',
];

const LANGS: readonly Lang[] = [
  {
    lang: 'ha',
    jurisdiction: 'NG',
    given: ['Musa', 'Aminu', 'Bashir', 'Zainab', 'Hadiza', 'Abubakar', 'Sani', 'Kabiru', 'Halima', 'Nasiru', 'Ɗanjuma', 'Ƙasimu', 'Hauwa', 'Rabi'],
    surname: ['Ibrahim', 'Bello', 'Garba', 'Yusuf', 'Abdullahi', 'Danladi', 'Shehu', 'Lawal', 'Ɗahiru', 'Maikudi', 'Inuwa', 'Tanko', 'Sule'],
    places: ['Kano', 'Kaduna', 'Sokoto', 'Zariya', 'Katsina', 'Maiduguri', 'Bauchi', 'Gombe', 'Dutse', 'Birnin Kebbi', 'Jos'],
    templates: [
      () => `Shugaba ${PER('Bola Tinubu')} ya ce gwamnatinsa za ta ci gaba da yaki da cin hanci. Ya bayyana haka ne a ${LOC('Abuja')} ranar Litinin.`,
      (f) => `Gwamna ${full(f.p())} na jihar ${f.L()} ya kaddamar da sabon asibiti ranar Alhamis.`,
      (f) => `"Ba za mu yarda da wannan ba," in ji ${full(f.p())}, shugaban kungiyar manoma ta ${f.L()}.`,
      (f) => `Sanata ${full(f.p())} ya bayyana haka ne a wata hira da manema labarai a ${f.L()}. Sai dai bai fadi lokacin da za a fara aikin ba.`,
      (f) => `Alhaji ${full(f.p())}, wani dan kasuwa a ${f.L()}, ya ce farashin shinkafa ya tashi a watan Janairu.`,
      (f) => `Allah ya jikan ${full(f.p())}, wanda ya rasu a ${f.L()} ranar Juma'a. Za a yi jana'izarsa ranar Asabar.`,
      (f) => { const a = f.p(); return `Malam ${PER(a.given)} ya ce Ubangiji ne kadai ya san abin da zai faru. Rahotanni sun nuna cewa ruwan sama ya lalata gidaje a ${f.L()}.`; },
      (f) => `Hajiya ${full(f.p())} ta bude makaranta ga 'yan mata a ${f.L()} a watan Maris.`,
      (f) => `Kakakin rundunar 'yan sanda, ${full(f.p())}, ya tabbatar da kama mutum uku a ${f.L()}.`,
      (f) => { const a = f.p(); return `Wannan ne karo na biyu da ${full(a)} ke lashe zaben. ${PER(a.surname)} ya gode wa magoya bayansa.`; },
      (f) => `Ministan lafiya, ${full(f.w())}, ya ce za a yi allurar rigakafi a ${f.L()} daga watan Afrilu.`,
      (f) => `Haka kuma, ${full(f.p())} da ${full(f.p())} sun isa ${f.L()} domin taron.`,
      (f) => `Dokta ${full(f.p())} ya ce cutar ta bazu a kauyukan ${f.L()}.`,
    ],
  },
  {
    lang: 'yo',
    jurisdiction: 'NG',
    given: ['Adébáyọ̀', 'Ọlámídé', 'Fúnmiláyọ̀', 'Ìbíjọkẹ́', 'Olúwaseun', 'Tèmítọ́pé', 'Ayọ̀ọlá', 'Kúnlé', 'Bọ́lánlé', 'Ṣọlá', 'Morẹ́nikẹ́'],
    surname: ['Adéyẹmí', 'Ògúnlẹ́yẹ', 'Àjàyí', 'Ọládipọ̀', 'Fáṣọlá', 'Babátúndé', 'Akínwùmí', 'Oyèlárán', 'Ọlátúnjí', 'Adébísí'],
    places: ['Ìbàdàn', 'Abẹ́òkúta', 'Òṣogbo', 'Ọ̀yọ́', 'Ilé-Ifẹ̀', 'Àkúrẹ́', 'Ìlọrin', 'Ẹdẹ'],
    templates: [
      (f) => `Ọ̀gbẹ́ni ${full(f.p())} sọ pé ìjọba yóò ṣe àtúnṣe ọ̀nà ${f.L()} kí oṣù Ọ̀pẹ̀ tó parí.`,
      (f) => `Olóyè ${full(f.p())} ti kú ní ẹni ọdún mọ́kànléláàádọ́rùn-ún ní ìlú ${f.L()}.`,
      (f) => `Gómìnà ${full(f.p())} ṣàbẹ̀wò sí ọjà ${f.L()} ní ọjọ́ Ajé.`,
      () => `Ààrẹ ${PER('Bola Tinubu')} ní àwọn ọmọ ${LOC('Nàìjíríà')} gbọ́dọ̀ ní sùúrù.`,
      (f) => `"Ọlọ́run ló ń ṣe é," ni ${full(f.p())} sọ fún akọ̀ròyìn wa ní ${f.L()}.`,
      (f) => `Arábìnrin ${full(f.p())}, tó jẹ́ olùkọ́ ní ${f.L()}, ni ó gba àmì ẹ̀yẹ náà.`,
      (f) => `Ọ̀mọ̀wé ${full(f.p())} ṣàlàyé pé àrùn náà ti tàn dé ${f.L()}.`,
      (f) => `Ìyáàfin ${full(f.w())} ní ọmọ òun ti sọnù láti ọjọ́ Ẹtì.`,
      (f) => { const a = f.p(); return `Àwọn ọlọ́pàá ti mú ${full(a)} ní ${f.L()}. ${PER(a.surname)} sọ pé òun kò mọ nǹkan kan nípa rẹ̀.`; },
      (f) => `Lẹ́yìn ìpàdé náà, ${full(f.p())} àti ${full(f.p())} kúrò ní ${f.L()}.`,
      (f) => `Alàgbà ${full(f.p())} ní òjò ti ba oko àwọn àgbẹ̀ jẹ́ ní ${f.L()}.`,
      (f) => `Sẹ́nétọ̀ ${full(f.p())} ti kéde pé òun yóò du ipò gómìnà.`,
    ],
  },
  {
    lang: 'ig',
    jurisdiction: 'NG',
    given: ['Chinedu', 'Ngozi', 'Emeka', 'Chiamaka', 'Obinna', 'Ifeoma', 'Ụchenna', 'Nneka', 'Chukwuemeka', 'Adaeze', 'Kelechi', 'Ọbịọma'],
    surname: ['Okafor', 'Nwosu', 'Eze', 'Okonkwo', 'Nwachukwu', 'Ugwu', 'Anyanwu', 'Ọkọrọ', 'Ezeh', 'Nwankwọ', 'Udeh'],
    places: ['Enugu', 'Onitsha', 'Owerri', 'Nnewi', 'Awka', 'Umuahia', 'Abakaliki', 'Nsukka'],
    templates: [
      (f) => `Maazị ${full(f.p())} kwuru na gọọmentị ga-emezi okporo ụzọ dị na ${f.L()}.`,
      (f) => `"Anyị agaghị anabata nke a," ka ${full(f.p())} kwuru na Mọnde.`,
      (f) => `Gọvanọ ${full(f.p())} nke steeti ${f.L()} gara ahịa ahụ n'ụbọchị Satọde.`,
      (f) => `Chineke nyere anyị ndụ, ka Lolo ${full(f.p())} kwuru mgbe ọ lọtara ${f.L()}.`,
      (f) => `Ezinne ${full(f.p())} bụ onye isi otu ụmụ nwaanyị na ${f.L()}.`,
      (f) => `Onye isi ala ${PER('Bola Tinubu')} ekwuola na ọ ga-abịa ${f.L()} n'ọnwa Jenụwarị.`,
      (f) => { const a = f.p(); return `Ndị uwe ojii jidere ${full(a)} na ${f.L()}. ${PER(a.surname)} kwuru na ya emeghị ihe ọjọọ ọ bụla.`; },
      (f) => `Dọkịta ${full(f.p())} kọwara na ọrịa ahụ agbasaala ruo ${f.L()}.`,
      (f) => `Nwaada ${full(f.w())} meriri asọmpi ahụ e mere na ${f.L()}.`,
      (f) => `Ọ bụ ${full(f.p())} na ${full(f.p())} duru ndị ahịa gaa ${f.L()}.`,
      (f) => `Sineta ${full(f.p())} kwuru na ya ga-agba ọsọ ọchịchị ọzọ.`,
      (f) => `Dịka ${full(f.p())} si kwuo, mmiri ozuzo bibiri ụlọ iri na ${f.L()}.`,
    ],
  },
  {
    lang: 'pcm',
    jurisdiction: 'NG',
    given: ['Chinedu', 'Tunde', 'Emeka', 'Bisi', 'Yemi', 'Musa', 'Ese', 'Efe', 'Oghenekaro', 'Ifeanyi', 'Tobi', 'Nkechi'],
    surname: ['Okoro', 'Adewale', 'Eze', 'Omoregie', 'Ighodaro', 'Danjuma', 'Adeleke', 'Okeke', 'Edet', 'Bassey'],
    places: ['Lagos', 'Port Harcourt', 'Warri', 'Aba', 'Ajegunle', 'Onitsha', 'Abuja', 'Ibadan', 'Kano'],
    templates: [
      (f) => `Oga ${PER(f.p().given)} say im no go gree for di matter, as im tok for ${f.L()} on Monday.`,
      (f) => `Dat ${PER(f.p().given)} wey dey sell pure water for ${f.L()} don japa go abroad.`,
      (f) => `Police don arrest ${full(f.p())} for ${f.L()} afta di fight wey happun for market.`,
      () => `President ${PER('Bola Tinubu')} tok say govment go pay di new minimum wage from January.`,
      (f) => `"We no fit continue like dis," ${full(f.p())} tell ${ORG('BBC Pidgin')}.`,
      (f) => { const a = f.p(); const b = f.p(); return `Mama ${PER(a.given)} wey dey ${f.L()} say her pikin ${PER(b.given)} never come back since Friday.`; },
      (f) => `Na ${full(f.p())} be di new coach of ${ORG('Super Eagles')}, according to di federation.`,
      (f) => `Wetin ${full(f.w())} tok for court na say im no sabi di man at all.`,
      (f) => { const a = f.w(); return `${full(a)} wey be nurse for ${f.L()} hospital don win award. ${PER(a.given)} say she thank God.`; },
      (f) => `Abeg make una help us, ${full(f.p())} beg govment as flood carry dia house for ${f.L()}.`,
      (f) => `Gomina ${full(f.p())} don sign di budget for ${f.L()} on Wednesday.`,
      (f) => `Wahala start when ${full(f.p())} and ${full(f.p())} begin argue for di meeting.`,
    ],
  },
  {
    lang: 'sw',
    jurisdiction: 'KE',
    given: ['John', 'Amina', 'Wanjiku', 'Baraka', 'Juma', 'Neema', 'Halima', 'Achieng', 'Kiprono', 'Rehema', 'Salim', 'Zawadi', 'Faraji'],
    surname: ['Mwangi', 'Otieno', 'Kamau', 'Wanjala', 'Mohamed', 'Hassan', 'Njoroge', 'Kiptoo', 'Mollel', 'Massawe', 'Mrema', 'Onyango'],
    places: ['Nairobi', 'Dodoma', 'Mombasa', 'Kisumu', 'Arusha', 'Nyeri', 'Zanzibar', 'Mwanza', 'Eldoret', 'Tanga'],
    templates: [
      (f) => `Rais ${full(f.p())} amesema serikali yake itajenga barabara mpya kutoka ${f.L()} hadi ${f.L()}.`,
      (f) => `Mhe. ${full(f.p())}, mbunge wa ${f.L()}, alisema wakazi wanahitaji maji safi.`,
      (f) => `"Hatutakubali rushwa," alisema ${full(f.p())}, mwenyekiti wa chama hicho.`,
      (f) => `Bw. ${full(f.p())} na Bi. ${full(f.p())} walifunga ndoa katika kanisa la ${f.L()} Jumamosi.`,
      (f) => `Mungu ibariki familia hii, alisema ${full(f.p())} baada ya mazishi huko ${f.L()}.`,
      (f) => `Kwa mujibu wa ${full(f.p())}, mkurugenzi wa hospitali ya ${f.L()}, wagonjwa wameongezeka tangu Januari.`,
      (f) => `Waziri ${full(f.p())} alitembelea ${f.L()} siku ya Jumanne.`,
      (f) => `Gavana ${full(f.p())} wa ${f.L()} amesema bajeti itapitishwa mwezi Machi.`,
      (f) => { const a = f.p(); return `Polisi wamemkamata ${full(a)} mjini ${f.L()}. ${PER(a.surname)} anadaiwa kuiba mifugo.`; },
      (f) => `Mwalimu ${full(f.w())} ameshinda tuzo ya mwalimu bora mkoani ${f.L()}.`,
      (f) => `Hata hivyo, ${full(f.p())} ameeleza kuwa mvua kubwa inatarajiwa Ijumaa.`,
      (f) => `Mzee ${full(f.p())} amefariki dunia akiwa na umri wa miaka 90, familia yake imesema.`,
    ],
  },
  {
    lang: 'zu',
    jurisdiction: 'ZA',
    given: ['Sipho', 'Thandeka', 'Nomvula', 'Bongani', 'Sibusiso', 'Zanele', 'Lindiwe', 'Mandla', 'Themba', 'Nokuthula', 'Sandile', 'Ayanda'],
    surname: ['Dlamini', 'Ndlovu', 'Mkhize', 'Ngcobo', 'Khumalo', 'Mthembu', 'Shabalala', 'Cele', 'Buthelezi', 'Mabaso', 'Ntuli'],
    places: ['eThekwini', 'Pietermaritzburg', 'Umlazi', 'KwaMashu', 'Ulundi', 'Richards Bay', 'Newcastle', 'Eshowe'],
    templates: [
      (f) => `UMengameli ${full(f.p())} uthe uhulumeni uzokwakha izindlu ezintsha ${LOC('eMpumalanga')}.`,
      (f) => { const a = f.p(); return `"Sizoqhubeka nokulwa nobugebengu," kusho ${PER(`u${a.given} ${a.surname}`)}, ophethe amaphoyisa e-${f.L()}.`; },
      (f) => `UMnu. ${full(f.p())} ushone ngoMsombuluko esibhedlela sase-${f.L()}.`,
      (f) => `UNkk. ${full(f.p())} uthe ukhathazekile ngokuntuleka kwamanzi.`,
      (f) => { const a = f.p(); return `Lolu daba lubikwe ${PER(`ngu${a.given} ${a.surname}`)} ngoLwesibili.`; },
      (f) => { const a = f.p(); return `Ngokusho ${PER(`kuka${a.given} ${a.surname}`)}, imvula yonakalise imizi eminingi e-${f.L()}.`; },
      (f) => `UNkulunkulu usiphile amandla, kusho ${PER(`u${f.w().given} ${f.p().surname}`)} ngemuva komncintiswano.`,
      (f) => { const a = f.p(); return `Amaphoyisa abophe ${PER(`u${a.given} ${a.surname}`)} e-${f.L()}. ${PER(`U${a.surname}`)} uzovela enkantolo ngoLwesihlanu.`; },
      (f) => `INkosi ${full(f.p())} ihlangene nomphakathi wase-${f.L()} ngoMgqibelo.`,
      (f) => `UNdunankulu ${full(f.p())} uvakashele izikole zase-${f.L()} ngoJanuwari.`,
      (f) => { const a = f.p(); return `Umndeni ${PER(`ka${a.surname}`)} uthi uzobungaza ngoDisemba.`; },
      (f) => `Udokotela ${full(f.p())} uxwayise abantu ngesifo esisha.`,
      (f) => { const a = f.p(); return `Izingane ${PER(`zika${a.surname}`)} zifunda esikoleni sase-${f.L()}, kusho ${PER(`u${f.p().given}`)}.`; },
      (f) => `Umqeqeshi uthe ${PER(`u${f.w().given}`)} ${PER(`no${f.p().given}`)} bazodlala ngoMgqibelo e-${f.L()}.`,
    ],
  },
  {
    lang: 'st',
    jurisdiction: 'ZA',
    given: ['Thabo', 'Palesa', 'Lerato', 'Mpho', 'Karabo', 'Nthabiseng', 'Teboho', 'Lebohang', 'Refiloe', 'Tšepo', 'Puleng', 'Motlatsi'],
    surname: ['Mokoena', 'Mofokeng', 'Mohapi', 'Letsie', 'Nkhatho', 'Ramathe', 'Sekhesa', 'Molapo', 'Mahlaba', 'Lekhanya', 'Motaung'],
    places: ['Maseru', 'Mafeteng', 'Leribe', 'Qwaqwa', 'Bloemfontein', 'Thaba-Tseka', 'Teyateyaneng', 'Welkom'],
    templates: [
      (f) => `Ntate ${full(f.p())} o itse mmuso o tla aha sekolo se setjha ${f.L()}.`,
      (f) => `Mme ${full(f.p())}, mosuwe wa sekolo sa ${f.L()}, o hapile moputso wa selemo.`,
      (f) => `Tonakgolo ${full(f.p())} o boletse hore lekgetho le tla theohela ka Phupjane.`,
      (f) => `"Re kopa thuso ho mmuso," ho boletse ${full(f.p())} ka Mantaha.`,
      (f) => `Modimo o re thusitse, ha rialo ${full(f.w())} kamora papadi ${f.L()}.`,
      (f) => { const a = f.p(); return `Mapolesa a tshwere ${full(a)} ${f.L()}. ${PER(a.surname)} o tla hlaha lekgotleng ka Labohlano.`; },
      (f) => `Morena ${full(f.p())} o kopane le setjhaba sa ${f.L()} ka Moqebelo.`,
      (f) => `Ho ya ka ${full(f.p())}, pula e senyitse matlo a mangata ${f.L()}.`,
      (f) => `Ngaka ${full(f.p())} o hlalositse hore lefu lena le namela ka potlako.`,
      (f) => `${full(f.p())} le ${full(f.p())} ba fihlile ${f.L()} ka Labobedi.`,
      (f) => `Letona ${full(f.p())} o etetse dipetlele tsa ${f.L()} ka Hlakola.`,
      (f) => `Ausi ${full(f.w())} o re o tla kgutlela ${f.L()} ka Tshitwe.`,
    ],
  },
  {
    lang: 'tw',
    jurisdiction: 'GH',
    given: ['Kwame', 'Akosua', 'Kofi', 'Ama', 'Yaw', 'Abena', 'Kwabena', 'Adwoa', 'Kwaku', 'Efua', 'Yaa', 'Kojo'],
    surname: ['Mensah', 'Boateng', 'Owusu', 'Asante', 'Osei', 'Agyeman', 'Frimpong', 'Darko', 'Ofori', 'Appiah', 'Ansah'],
    places: ['Kumasi', 'Accra', 'Techiman', 'Obuasi', 'Sunyani', 'Ejisu', 'Konongo', 'Mampong'],
    templates: [
      (f) => `Ɔpanyin ${full(f.p())} kaa sɛ aban no bɛyɛ kwan foforo wɔ ${f.L()}.`,
      (f) => `Opanyin ${full(f.p())} a ɔte ${f.L()} no awu Benada.`,
      (f) => `Nana ${full(f.p())} ne nkurɔfo a wɔwɔ ${f.L()} hyiaa Memeneda.`,
      (f) => `"Yɛrenpene so," sɛnea ${full(f.p())} kae wɔ nhyiam no ase.`,
      (f) => `Owura ${full(f.p())} ka sɛ nsuo no asɛe afuo pii wɔ ${f.L()}.`,
      (f) => `Awuraa ${full(f.w())} na ɔdii nkonim wɔ akansi no mu wɔ ${f.L()}.`,
      (f) => `Onyankopɔn na ɔboaa yɛn, ${full(f.p())} ka kyerɛɛ yɛn wɔ ${f.L()}.`,
      (f) => { const a = f.p(); return `Polisifo kyeree ${full(a)} wɔ ${f.L()}. ${PER(a.surname)} se ɔnnim hwee fa ho.`; },
      (f) => `Ɔmanpanin ${full(f.p())} bɛkɔ ${f.L()} Fiada.`,
      (f) => `Dɔkta ${full(f.p())} kaa sɛ yadeɛ no atrɛw akɔ ${f.L()}.`,
      (f) => `${full(f.p())} ne ${full(f.p())} kɔɔ ${f.L()} Kwasiada.`,
      (f) => `Ɔbaapanyin ${full(f.p())} se ne ba no ayera fi Dwoada.`,
    ],
  },
];

const FILLS = 3;

/** The development texts, seeded: each template filled `FILLS` times with fresh people and places. */
export function devAfricanTexts(seed = DEV_AFRICAN_SEED): NerText[] {
  const random = seededRng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const rows: NerText[] = [];
  for (const l of LANGS) {
    l.templates.forEach((template, ti) => {
      for (let k = 0; k < FILLS; k++) {
        const used = new Set<string>();
        const person = (given: readonly string[]): Person => {
          for (;;) {
            const x = { given: pick(given), surname: pick(l.surname) };
            if (used.has(x.given) || used.has(x.surname)) continue;
            used.add(x.given);
            used.add(x.surname);
            return x;
          }
        };
        const fill: Fill = { p: () => person(l.given), w: () => person(WORD_NAMES), L: () => LOC(pick(l.places)) };
        const { text, spans } = unmark(template(fill));
        if (rows.some((r) => r.text === text)) continue; // a template with nothing to fill is written once
        rows.push({ id: `dev15-${l.lang}-${ti}-${k}`, jurisdiction: l.jurisdiction, genre: 'news', lang: l.lang, text, spans });
      }
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(DEV_AFRICAN_FILE, toJsonl(devAfricanTexts()));
}
