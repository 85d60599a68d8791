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

describe('special categories, session 28: keeping the Sabbath and Friday prayer, in their inflected forms', () => {
  check([
    ['Candidate Daniel Osei: I am a Seventh-day Adventist and keep the Sabbath, so I cannot sit the Saturday paper.', ['RELIGION:Seventh-day Adventist', 'RELIGION:Sabbath']],
    ['Flexible working: Ruth Cohen asks to leave early on Fridays to observe the Jewish Sabbath.', ['RELIGION:Jewish Sabbath']],
    ['Student Pieter Smit houdt de sabbat en kan zaterdag niet komen.', ['RELIGION:sabbat']],
    ['Oga, Musa no go come work by one o’clock, na time for Jummah prayer.', ['RELIGION:Jummah prayer']],
  ]);
  none([
    // a general instruction, about no one
    'Remember the Sabbath day, to keep it holy.',
    'Churches that keep the Sabbath meet on Saturdays.',
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
