// Review of session 48's round (special55r): inputs written for the review, not taken from any set. Each case below
// fails on the round's branch before its mend (rev-special55r) and holds after it.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('rev-special55r: German Träger before a condition that opens a compound names the compound', () => {
  // 'Träger' is also the provider or sponsor of an institution: the clinic of a condition is named by a compound
  none([
    'Patient: Hans Müller\nDer Träger der Hämophilie-Ambulanz ist das Universitätsklinikum.',
    'Patient: Hans Müller\nTräger der Mukoviszidose-Ambulanz: Stadt Köln',
  ]);
  check([
    // a compound naming the condition's genetic cause is the carrier state itself, read through
    ['Patient: Hans Müller\nBefund: Träger der Mukoviszidose-Mutation', ['GENETIC:Träger der Mukoviszidose-Mutation']],
    ['Patient: Hans Müller\nBefund: Träger der Hämophilie', ['GENETIC:Träger der Hämophilie']],
    ['Patient: Hans Müller\nBefund: Trägerin der Hämophilie-Anlage', ['GENETIC:Trägerin der Hämophilie-Anlage']],
    ['Patiënt: Jan de Vries\nUitslag: drager van het hemofilie-gen', ['GENETIC:drager van het hemofilie-gen']],
  ]);
});

describe('rev-special55r: the countryside is no campaign', () => {
  check([
    // French 'campagne' and Italian 'campagna' are also the countryside: a person living there is no general notice
    ['Patiente : Marie Dubois\nElle vit à la campagne ; elle est séropositive.', ['HEALTH:séropositive']],
    ['Paziente: Anna Rossi\nVive in campagna ed è sieropositiva.', ['HEALTH:sieropositiva']],
    // Spanish 'hospital de campaña' is a field hospital, 'tienda de campaña' a tent
    ['Paciente: Lucía Gómez\nLucía trabaja en el hospital de campaña y es seropositiva.', ['HEALTH:seropositiva']],
  ]);
  // unchanged: a campaign notice stays general
  none([
    'Aviso\nCampaña de vacunación contra la gripe para todo el personal el martes.',
    'Avis\nCampagne de vaccination contre la grippe pour tout le personnel mardi.',
  ]);
});

describe('rev-special55r: a laboratory culture and a holy day are no topics', () => {
  check([
    // 'culture of' a pathogen is a laboratory result, not a lecture's subject
    ['Patient: Kofi Mensah\nLab: culture of tuberculosis bacilli positive', ['HEALTH:tuberculosis']],
    ['Patient: Kofi Mensah\nResult: positive culture of gonorrhoea', ['HEALTH:gonorrhoea']],
    // 'the festival of Eid' is the holy day itself, kept by the person who celebrates it
    ['Staff profile\nName: Amina Yusuf\nAmina celebrates the festival of Eid al-Fitr at home.', ['RELIGION:Eid al-Fitr']],
  ]);
});

describe('rev-special55r: a form answer "no" ends its line', () => {
  check([
    // the 'no' answers the field above; the trait on the next line is required
    ['Loan form\nFarmer: Kofi Mensah\nPIN: no\nFingerprint required: yes', ['BIOMETRIC:Fingerprint']],
    ['Loan form\nFarmer: Kofi Mensah\nPassword: no\nFingerprint required', ['BIOMETRIC:Fingerprint']],
  ]);
  // unchanged: on its own line 'no … required' states that no trait is taken
  none(['Loan form\nFarmer: Kofi Mensah\nID check: Ghana Card seen; no fingerprint required']);
});

describe('rev-special55r: a people adjective qualifying a thing (Polish, after its noun)', () => {
  none([
    'Ankieta\nPracownik: Jan Nowak\nHobby: haft kaszubski',
    'Ankieta\nPracownik: Jan Nowak\nUlubione danie: kuchnia kaszubska',
    'Ankieta\nPracownik: Jan Nowak\nUlubione danie: kuchnia łemkowska',
    'Ankieta\nPracownik: Jan Nowak\nUrlop: Szwajcaria Kaszubska',
  ]);
  // unchanged: the adjective as an origin field's value
  check([
    ['Ankieta\nPracownik: Jan Nowak\nPochodzenie: kaszubskie', ['RACE:kaszubskie']],
    ['Ankieta\nPracownik: Jan Nowak\nNarodowość: kaszubska', ['RACE:kaszubska']],
  ]);
});
