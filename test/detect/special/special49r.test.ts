// Session 42, round on special set 49 (special49r): each class kept only where an earlier set by another author shows
// it too (see the commit messages and the data files' notes). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 42 (set 49 round): declined and unfilled values in the record languages', () => {
  none([
    'Quarry staff card\nWorker: Musa Danjuma\nAllergies: none known',
    'Akwụkwọ ndebanye aha - ụlọ ahịa\nAha: Obinna Okafor\nOkpukpe: ọ dịghị',
    'Fomu ya mwanachama - chama cha wavuvi\nMwanachama: Juma Hamisi\nKabila: hakujazwa',
    'Fomu ya mfanyakazi\nMfanyakazi: Juma Hamisi\nDini: haijajazwa',
    'Cantina sociale - scheda socio\nSocio: Marco Bianchi\nReligione: non indicata',
    'Ficha de empleado\nEmpleado: Luis Gil\nReligión: no indicada',
    'Foromo ya mosebetsi\nMosebetsi: Palesa Mokoena\nRekoto ya botlokotsebe: ha e yo',
  ]);
  check([
    // the value is still read where one is written
    ['Fomu ya mwanachama\nMwanachama: Juma Hamisi\nKabila: Mdigo', ['RACE:Mdigo']],
  ]);
});

describe('special categories, session 42 (set 49 round): criminal-record labels in Igbo and Sesotho', () => {
  check([
    ['Akwụkwọ - ndị ọrụ ugbo, Enugu\nOnye ọrụ: Obinna Okafor\nMpụ o mere: ohi (2019)', ['CRIMINAL_RECORD:ohi (2019)']],
    ['Akwụkwọ ndị ọrụ\nAha: Obinna Okafor\nNdekọ mpụ: ịkụ mmadụ ihe', ['CRIMINAL_RECORD:ịkụ mmadụ ihe']],
    ['Foromo ya mosebetsi, Maseru\nMosebetsi: Palesa Mokoena\nRekoto ya botlokotsebe: bosholu (2018)', ['CRIMINAL_RECORD:bosholu (2018)']],
  ]);
  none(['Akwụkwọ ndị ọrụ\nAha: Obinna Okafor\nMpụ: ọ dịghị']);
});

describe('special categories, session 42 (set 49 round): a trait-named device in a subject\'s plain access field, the isiZulu singular fingerprint', () => {
  check([
    ['Cold store - staff list\nStaff: Kofi Boateng\nAccess: fingerprint reader at the back door', ['BIOMETRIC:fingerprint reader']],
    // the isiZulu singular of the listed 'izigxivizo zomunwe'
    ['Irejista yabasebenzi\nIsisebenzi: Sipho Dube\nUkuqinisekisa: isigxivizo somunwe', ['BIOMETRIC:isigxivizo somunwe']],
  ]);
  none(['Gym - member card\nMember: Kofi Boateng\nAccess: card']);
});

describe('special categories, session 42 (set 49 round): claustrophobia, myopia and insulin in the record languages', () => {
  check([
    ['Rope access team - OH referral\nTechnician: Mark Evans\nReason: claustrophobia in confined spaces', ['HEALTH:claustrophobia']],
    ['Scheda visita\nAtleta: Marco Bianchi\nNote: miopia, porta occhiali', ['HEALTH:miopia']],
    ['Ficha médica\nAlumno: Pedro Ruiz\nSalud: miopía leve', ['HEALTH:miopía']],
    ['Karta zdrowia\nPracownik: Jan Nowak\nZdrowie: krótkowzroczność', ['HEALTH:krótkowzroczność']],
    // insulin in Swahili and Afrikaans
    ['Fomu ya mwanafunzi\nMwanafunzi: Juma Hamisi\nAfya: anatumia insulini kila asubuhi', ['HEALTH:insulini']],
    ['Kampvorm\nKind: Pieter Botha\nMedies: insulien voor ete', ['HEALTH:insulien']],
  ]);
  none(['The film explores claustrophobia in small mining towns.']);
});

describe('special categories, session 42 (set 49 round): a people named as a spoken language', () => {
  none([
    'Fiche\nAgent : Marc Dubois\nNote : parle romani et roumain',
    'Scheda\nDipendente: Luca Neri\nNote: parla romani con i clienti',
    'Dossier\nMedewerker: Bart Jansen\nOpmerking: spreekt romani en Nederlands',
  ]);
});

describe('special categories, session 42 (set 49 round): Ghanaian "supi", Pidgin "na homo" and Dutch partner words of the subject\'s sex', () => {
  check([
    ['Hostel report\nStudent: Efua Mensah\nNote: rumoured supi with her roommate', ['SEXUAL_ORIENTATION:supi']],
    ['Boekhoudkantoor - personeelsdossier\nMedewerker: dhr. Bart Jansen\nPartner: zijn vriend (samenwonend)', ['SEXUAL_ORIENTATION:zijn vriend']],
    ['Personeelsdossier\nMedewerker: mevr. Els Jansen\nPartner: haar vriendin Sanne', ['SEXUAL_ORIENTATION:haar vriendin']],
    // the Pidgin copula 'na' before 'homo', as 'be' is
    ['Staff chat - Apapa\nA: You hear say Tunde na homo? Na lie o', ['SEXUAL_ORIENTATION:homo']],
  ]);
  none([
    // a partner of the other sex states nothing
    'Personeelsdossier\nMedewerker: mevr. Els Jansen\nPartner: haar vriend Tom',
    'Supi is a word Ghanaian schools use for a close friendship between girls.',
  ]);
});
