// Session 28, round on held-out special set 35 (issue 15). Each class here shows errors in set 35 and in at least one
// other author's set (see the commit messages for the counts). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 28: faith dress worn or removed, beside a faith word or alone', () => {
  check([
    // the dress item is the person's practice even where the sentence also names the faith (identity.json religion pattern)
    ['The claimant, Harjit Sandhu, is an observant Sikh and was ordered to take off his turban at the gate.', ['RELIGION:Sikh', 'RELIGION:turban']],
    ['Pupil Maryam Bello is Muslim and wears hijab in class.', ['RELIGION:Muslim', 'RELIGION:hijab']],
    ['Exemption for Gurpreet Kaur: Sikh, wears a turban and kirpan at work.', ['RELIGION:Sikh', 'RELIGION:turban and kirpan']],
    // alone in its sentence, in other languages
    ['Mme Leïla Benali porte le voile au travail depuis 2020.', ['RELIGION:voile']],
    ['Frau Leyla Demir trägt ein islamisches Kopftuch am Schalter.', ['RELIGION:islamisches Kopftuch']],
    ['Werknemer Ranjit Singh droeg een tulband op de werkvloer.', ['RELIGION:tulband']],
    ['Employee Moshe Levy was told to remove his kippah during the audit.', ['RELIGION:kippah']],
  ]);
  none([
    // a policy or offer to all, no one wearing it
    'The school uniform policy allows pupils to wear a hijab or a turban.',
    // a bridal veil, fashion and a chief's regalia with an adjective between are no faith practice here
    'Mme Claire Dubois porte le voile de mariée de sa mère.',
    'At the show the models wore turbans and silk scarves.',
    // a headscarf alone is worn for many reasons (the sets leave it unmarked)
    'Mrs Grace Mensah wears a headscarf when it rains.',
  ]);
});

describe('special categories, session 28: Friday prayer in the singular', () => {
  check([['Oga, Musa no go come work by one o’clock, na time for Jummah prayer.', ['RELIGION:Jummah prayer']]]);
  none([
    // a general notice, about no one
    'The mosque holds Jummah prayer at 1 pm every Friday.',
  ]);
});

describe('special categories, session 28: ethnic origin as an inflected adjective beside an origin noun (EU languages)', () => {
  check([
    ['Plainte : Karim Haddad, d’origine algérienne, refusé à l’embauche.', ['RACE:algérienne']],
    ['Melding: Fatima El Amrani, van Turkse afkomst, werd niet uitgenodigd.', ['RACE:Turkse']],
    ['Getuie: Ayesha Khan, van Indiese afkoms, woon in Durban.', ['RACE:Indiese']],
    ['Zgłoszenie: pokrzywdzona Olena Kowal, pochodzenia ukraińskiego, została znieważona.', ['RACE:ukraińskiego']],
    ['Anzeige: Herr Emre Yilmaz ist kurdischer Herkunft und wurde beleidigt.', ['RACE:kurdischer']],
    ['Frau Ayse Kaya ist türkischstämmig und arbeitet als Pflegerin.', ['RACE:türkischstämmig']],
    ['Denuncia: la signora Amina Diallo, di origine senegalese, è stata respinta.', ['RACE:senegalese']],
    ['Queixa: Maria Tavares, de origem cabo-verdiana, foi recusada.', ['RACE:cabo-verdiana']],
  ]);
  none([
    // a population, not one person
    'Les personnes d’origine maghrébine sont plus souvent contrôlées.',
    'Jongeren van Marokkaanse afkomst worden vaker aangehouden.',
    'Menschen türkischer Herkunft leben seit Jahrzehnten in Köln.',
    // an origin that is no ethnic origin: a fever, a social class, food of animal origin
    'Patient Jean Martin : fièvre d’origine inconnue, douleur d’origine cardiaque.',
    'Jan de Vries is van eenvoudige afkomst.',
    'Jan Nowak jest pochodzenia chłopskiego.',
    'Lebensmittel tierischer Herkunft: Herr Meier prüft die Lieferung.',
  ]);
});

describe('special categories, session 28: a name behind an isiZulu or isiXhosa prefix is a person', () => {
  // context.ts namesSomeone: 'U-Thandi', 'zika-Sipho', 'ngu-Lindiwe' name the person after the hyphen.
  check([
    ['U-Sipho uboshelwe ukweba e-Durban.', ['CRIMINAL_RECORD:ukweba']],
    ['U-Lindiwe ubanjelwe ubusela e-Soweto.', ['CRIMINAL_RECORD:ubusela']],
    ['Kuthathwe izigxivizo zeminwe zika-Sipho e-Polokwane.', ['BIOMETRIC:izigxivizo zeminwe']],
    ['U-Nomsa ungu-lesbian, umndeni wakhe awumamukeli.', ['SEXUAL_ORIENTATION:lesbian']],
  ]);
  none([
    // a locative prefix names a place, and a general statement names no one
    'Abantu abaningi bayeba e-Durban, kusho amaphoyisa.',
    'Ukweba kwandile kwaZulu-Natal, kusho amaphoyisa.',
  ]);
});

describe('special categories, session 28: union and party names in another language’s membership frame', () => {
  check([
    // Spanish and Italian delegates, Dutch cadre members, a membership number beside the union, Twi and isiZulu/isiXhosa members
    ['Permiso sindical: Lucía Gómez, delegada de CCOO en el centro de Vigo.', ['TRADE_UNION:CCOO']],
    ['Werknemer Sanne Bakker is kaderlid van FNV in Utrecht.', ['TRADE_UNION:kaderlid', 'TRADE_UNION:FNV']],
    ['Rechtsschutz: Mitglied Jonas Weber (IG Metall, Mitgliedsnummer 5520183)', ['TRADE_UNION:IG Metall']],
    ['Stakingsuitkering\nPieter de Boer, lidnummer 77120, FNV', ['TRADE_UNION:FNV']],
    ['Ama yɛ GNAT kuo no mu nipa, ɔtua ne dues daa.', ['TRADE_UNION:GNAT']],
    ['U-Thandi uyilungu lenyunyana i-SADTU esikoleni sakhe.', ['TRADE_UNION:SADTU']],
    ['U-Ayanda ulilungu lemanyano NEHAWU.', ['TRADE_UNION:NEHAWU']],
    // a nomination form's sponsoring-party field
    ['NOMINATION FORM\nCandidate: Achieng Otieno\nSponsoring party: ODM\nWard: Kondele', ['POLITICAL_AFFILIATION:ODM']],
  ]);
  none([
    // the union itself, about no member
    'Die IG Metall hat heute 4000 neue Mitglieder gemeldet.',
    'The GMB, membership number rules were changed in 2020.',
    'Kaderleden van de FNV vergaderen dinsdag in Utrecht.',
  ]);
});

describe('special categories, session 28: biometric and offence words in African languages and inflected German/Dutch', () => {
  check([
    ['An ɗauki zanen yatsun Musa Danjuma a ofishin rajista.', ['BIOMETRIC:zanen yatsun']],
    ['Wọ́n gba ìtẹ̀ka Chidi ní ọ́fíìsì ìforúkọsílẹ̀.', ['BIOMETRIC:ìtẹ̀ka']],
    ['Zutritt: Herr Jonas Weber stimmt der Speicherung seines Gesichtsbildes zu.', ['BIOMETRIC:Gesichtsbildes']],
    ['Toegang: Sanne Bakker herkend via gezichtsscan bij de poort.', ['BIOMETRIC:gezichtsscan']],
    // Twi and Yorùbá arrest frames: the offence between 'wɔ' and 'ho', the offence after 'mú ... fún'
    ['Polisifoɔ kyeree Kwabena wɔ korɔno ho wɔ Kumasi.', ['CRIMINAL_RECORD:korɔno']],
    ['Wọ́n mú Bọ́lá fún jìbìtì ní Èkó.', ['CRIMINAL_RECORD:jìbìtì']],
  ]);
  none([
    // 'mú ... fún' is also 'take ... to': a book brought to someone is no arrest
    'Wọ́n mú ìwé náà fún Bísí ní ọ́fíìsì.',
    // statements about no one: a retention rule, an agency's count of prints
    'Gezichtsscans worden na dertig dagen gewist.',
    'Hukumar ta tattara zanen yatsun mutane miliyan biyar a bara.',
  ]);
});

describe('special categories, session 28: a religious diet on a named row of a list a diet heading opens', () => {
  // identity.json religion pattern (set religious_diets) and the 'halaal' label pattern (South African spelling)
  check([
    ['Awards dinner — dietary list\nFatima Sule: halal\nGuest of Tom Reed: vegetarian', ['RELIGION:halal']],
    ['Retreat catering — special meals\nRoom 2: Miriam Katz — kosher\nRoom 3: Joe Bloggs — no nuts', ['RELIGION:kosher']],
    ['Hostel application\nStudent: Zaid Essop\nDietary requirement: halaal\nRoom: shared', ['RELIGION:halaal']],
  ]);
  none([
    // a menu or an offer to all: no named row
    'Conference lunch menu\nMains: jollof rice, pepper chicken (halal), vegetable stew',
    'Catering for the AGM\nMains: halal, kosher and vegetarian on request.',
    // no diet heading over the row
    'Shop stock list\nBaraka Foods: halal\nGreen Grocers: organic',
  ]);
});
