// The special-category classes of session 18 (issue 15: recall on unseen writing, by class), each beside negatives
// that must not fire and adversarial texts that come close. Texts written for these tests, not taken from any set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { found } from './labelledTexts.js';

const check = (cases: ReadonlyArray<[string, string[]]>): void => {
  for (const [text, want] of cases) it(JSON.stringify(text), () => assert.deepEqual(found(text), want));
};
const none = (texts: readonly string[]): void => {
  for (const text of texts) it(`no span: ${JSON.stringify(text)}`, () => assert.deepEqual(found(text), []));
};

describe('special categories, session 18: a penal law cited by an offence or a charge is part of the record', () => {
  check([
    // after an offence or a conviction said of a person: the span runs through the law's section (records.json
    // `references_after`, `penal_laws`: the penal codes and offence-creating Acts of the six jurisdictions and of the
    // EU languages of the sets)
    ['Court list: Sipho Dube wegen Betrug (§ 263 StGB), 10:30 Saal 2', ['CRIMINAL_RECORD:Betrug (§ 263 StGB)']],
    ['Ama Owusu — assault by beating, s.39 Criminal Justice Act 1988 — adjourned', ['CRIMINAL_RECORD:assault by beating, s.39 Criminal Justice Act 1988']],
    ['Kwame Asante was convicted of wounding contrary to s.18 OAPA 1861.', ['CRIMINAL_RECORD:was convicted of wounding contrary to s.18 OAPA 1861']],
    ['Mme Claire Dubois a été condamnée pour vol (article 311-1 du Code pénal).', ['CRIMINAL_RECORD:condamnée pour vol (article 311-1 du Code pénal)']],
    // a charge or conviction word before a section reference is the person's record, the law named or not
    ['Mr Kamau was charged under section 319 of the Criminal Code.', ['CRIMINAL_RECORD:charged under section 319 of the Criminal Code']],
    ['Kiprono Bett was charged under Cap. 63 s. 296 last week.', ['CRIMINAL_RECORD:charged under Cap. 63 s. 296']],
    ['He was convicted under § 263 StGB in 2019.', ['CRIMINAL_RECORD:convicted under § 263 StGB']],
  ]);
  // a statute's section with no offence or charge said of a person names no one
  none([
    'The lease is governed by section 268 of the Penal Code.',
    'Section 27 of the Criminal Code makes it an offence to steal.',
    'Reading list: § 263 StGB and art. 311-1 du Code pénal.',
    'The tenancy was renewed under section 21 of the Housing Act 1988.',
  ]);
  check([
    // adversarial: 'Sr' is the Dutch penal code only after a section number; a nurse's title is no law
    ['Sr. Grace Ameyaw saw Kofi at the clinic.', []],
    // a health detention under a section stays health, never criminal ('detained' is not a charge word)
    ['Ama Mensah was detained under section 2 of the Mental Health Act 1983.', ['HEALTH:detained under section 2']],
  ]);
});

describe('special categories, session 18: a genotype code as a field value in a genotype record', () => {
  check([
    // a haemoglobin genotype code right after a field's separator, in a text that names genotype or electrophoresis
    // before it (a line above too): the partner's and the client's lines of a premarital record
    ['Premarital screen - Kojo Mensah\nHb electrophoresis: SC\nSpouse: AS\nAdvice given.', ['GENETIC:SC', 'GENETIC:AS']],
    ['Genotype counselling\nAmina Sule: AS; husband: SS\nCounsellor explained the risk.', ['GENETIC:AS', 'GENETIC:SS']],
  ]);
  // no genotype word before: a room or a grade written AS is no one's genotype; a genotype word after it does not count
  none(['Clinic timetable\nRoom: AS\nOpen: Mon', 'Grade: AA\nStudent Kofi Mensah; genotype tests are offered to all.', 'Sickle cell genotypes are AA, AS and SS.\nExample: AS']);
});

describe('special categories, session 18: baptism tells a faith as a festival does', () => {
  check([
    ['Parish register\n118 | Kwesi Appiah | baptised 03/05/2020 | godmother: A. Boateng', ['RELIGION:baptised']],
    ['Ama Serwaa was christened at the age of two.', ['RELIGION:christened']],
    ['Doopboek: Pieter Botha, gedoop 5 Junie 2019.', ['RELIGION:gedoop']],
  ]);
  // about no one, or a faith named outright in the sentence (that word is the datum)
  none(['Infants are baptised on the first Sunday of each month.']);
  check([['Kwesi Appiah was baptised a Catholic in 2001.', ['RELIGION:Catholic']]]);
});

describe('special categories, session 18: a biometric reference given as a profile or a hit', () => {
  check([
    ['Call note: caller Yaw Boateng passed voiceprint check (profile VP-44120).', ['BIOMETRIC:voiceprint', 'BIOMETRIC:VP-44120']],
    ['Auth log: Ama Owusu, voiceprint match 0.88 (profile VB-7731) ALLOW', ['BIOMETRIC:voiceprint', 'BIOMETRIC:VB-7731']],
    ['The fingerprint on the cup belongs to Kojo Asare (AFIS hit AFIS-5521).', ['BIOMETRIC:fingerprint', 'BIOMETRIC:AFIS-5521']],
  ]);
  // no reference after a profile word that is no biometric's, and a sentence's full stop still ends the phrase
  none(['Kofi Mensah updated his fingerprint scanner profile settings.', 'Fingerprint readers were installed. Profile PR-2231 was archived.']);
});

describe('special categories, session 18: orientation and faith words of other languages, by class', () => {
  check([
    // a same-sex partner, relationship or union in es, pt, it, pl, ro, af; the German registered life partnership
    ['La paciente Lucía Gómez vive con su pareja del mismo sexo.', ['SEXUAL_ORIENTATION:pareja del mismo sexo']],
    ['O cliente João Pereira tem um parceiro do mesmo sexo.', ['SEXUAL_ORIENTATION:parceiro do mesmo sexo']],
    ['Il paziente Marco Bianchi ha un partner dello stesso sesso.', ['SEXUAL_ORIENTATION:partner dello stesso sesso']],
    ['Pan Piotr Zieliński jest homoseksualistą.', ['SEXUAL_ORIENTATION:homoseksualistą']],
    ['Herr Jonas Keller lebt in einer eingetragenen Lebenspartnerschaft.', ['SEXUAL_ORIENTATION:eingetragenen Lebenspartnerschaft']],
    // Hausa: a gay man, a lesbian
    ['Abokina Musa Sani ya ce shi ɗan luwaɗi ne.', ['SEXUAL_ORIENTATION:ɗan luwaɗi']],
    // faith nouns: Ewe and Sesotho adherents, Romanian, Portuguese and Italian faith names
    ['Kofi Agbeko nye Kristotɔ.', ['RELIGION:Kristotɔ']],
    ['Thabo Mokoena ke Mokreste.', ['RELIGION:Mokreste']],
    ['Pacientul Ion Popescu este penticostal.', ['RELIGION:penticostal']],
    ['A paciente Maria Silva é espírita.', ['RELIGION:espírita']],
  ]);
  // about no one: a law or a statistic on same-sex couples
  none(['La ley permite el matrimonio entre personas del mismo sexo desde 2005.', 'Die eingetragene Lebenspartnerschaft wurde 2017 durch die Ehe für alle abgelöst.']);
});

describe('special categories, session 18: prison, custody and charge words of the cue languages', () => {
  check([
    ['Abokina Sani Bello yana kurkuku tun bara.', ['CRIMINAL_RECORD:yana kurkuku']],
    ['Mzee Juma Otieno yuko rumande tangu Jumatatu.', ['CRIMINAL_RECORD:yuko rumande']],
    ['Ọ̀gbẹ́ni Tunde Ajayi wà ní àhámọ́ ọlọ́pàá.', ['CRIMINAL_RECORD:wà ní àhámọ́']],
    ['uMnumzane Sipho Dube ubanjwe izolo.', ['CRIMINAL_RECORD:ubanjwe']],
    ['Kwabena Mensah kɔɔ afiase afe a atwam.', ['CRIMINAL_RECORD:kɔɔ afiase']],
  ]);
  // the prison as a place, or prisons in general, is no one's record
  none(["Ma'aikatan gidan yari sun yi yajin aiki.", 'Afiase no mu ayɛ ma dodo.']);
});

describe('special categories, session 18: an ICD-10 code in square brackets beside its diagnosis', () => {
  check([
    ['Clinic letter - Kofi Mensah: depressive episode [F32.1], on sertraline.', ['HEALTH:depressive episode', 'HEALTH:F32.1', 'HEALTH:sertraline']],
    ['Problem list for Ama Boateng: [J45.9] asthma.', ['HEALTH:J45.9', 'HEALTH:asthma']],
    ['Kofi Mensah: HIV disease [ICD-10 B20].', ['HEALTH:HIV', 'HEALTH:B20']],
  ]);
  // a bracketed code-like reference that is no ICD code beside the term, or after other punctuation, is left alone
  check([
    ['Kofi Mensah: asthma [see note A12], uses an inhaler.', ['HEALTH:asthma']],
    ['Kofi Mensah: asthma; seat [A12].', ['HEALTH:asthma']],
  ]);
});
