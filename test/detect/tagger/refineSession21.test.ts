// Span rules added in session 21 (issue 13), on sentences written for this test: the spans handed in stand for
// what the tagger proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/index.js';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('closing formulae and greetings of letters stay outside the name (otherLanguageOpeners, nameSpans)', () => {
  const fr = 'Je vous envoie le contrat demain avec les pièces que vous avez demandées. Bien cordialement';
  const de = 'Danke für die Unterlagen, ich melde mich morgen mit den Zahlen bei dir. Liebe Grüße Jonas';
  const nl = 'Beste Pieter, de vergadering is morgen om tien uur in het kantoor van de gemeente.';
  const it_ = 'Ciao Giulia, ti scrivo per dirti che la riunione è stata spostata a domani mattina.';
  it('drops a person span that is a closing formula alone, one word or two', () => {
    assert.deepEqual(refined(fr, at(fr, 'PER', 'Bien')), []);
    assert.deepEqual(refined(fr, at(fr, 'PER', 'Bien cordialement')), []);
  });
  it('cuts every word of a closing or a greeting off the name that follows it', () => {
    assert.deepEqual(refined(de, at(de, 'PER', 'Liebe Grüße Jonas')), ['PER:Jonas']);
    assert.deepEqual(refined(nl, at(nl, 'PER', 'Beste Pieter')), ['PER:Pieter']);
    assert.deepEqual(refined(it_, at(it_, 'PER', 'Ciao Giulia')), ['PER:Giulia']);
  });
  it('the name spans of the lexicon leave the words out too', () => {
    const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));
    assert.ok(!names(de).some((n) => n.startsWith('Liebe') || n.startsWith('Grüße')), names(de).join(' | '));
    const signed = 'Je vous confirme la réunion à Dijon, et Élodie viendra de Grenoble en train.\n\nBien cordialement,\nAurélien Mercier';
    assert.ok(!names(signed).includes('Bien'), names(signed).join(' | '));
    assert.ok(names(signed).includes('Aurélien Mercier'), names(signed).join(' | '));
  });
  it('counter-case: a word of the list that is also a name stays in an English text', () => {
    const text = 'Cara Delevingne was at the show in London last night with two of her friends.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Cara Delevingne')), ['PER:Cara Delevingne']);
  });
});

describe('a given name, a patronymic particle and the parent\'s name are one person (patronymicNames)', () => {
  it('joins two person spans over "wa", "dan" or "ap"', () => {
    const ki = 'The plot at Githunguri was sold by Kamau wa Ngugi to a buyer from Thika last year.';
    assert.deepEqual(refined(ki, at(ki, 'PER', 'Kamau', 'Ngugi')), ['PER:Kamau wa Ngugi']);
    const ha = 'The hall was named after Usman dan Fodio by the emirate council in Sokoto.';
    assert.deepEqual(refined(ha, at(ha, 'PER', 'Usman', 'Fodio')).filter((x) => x.startsWith('PER')), ['PER:Usman dan Fodio']);
    const cy = 'Her line manager, Bethan ap Rhys, told her on the telephone that the post was gone.';
    assert.deepEqual(refined(cy, at(cy, 'PER', 'Bethan', 'Rhys')), ['PER:Bethan ap Rhys']);
  });
  it('takes in a parent\'s name the tagger left out when the name lists know it', () => {
    const text = 'The letter was signed by Wanjiru wa Njeri on behalf of the women\'s group in Nyeri.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Wanjiru')).filter((x) => x.startsWith('PER')), ['PER:Wanjiru wa Njeri']);
  });
  it('counter-case: a place or an organisation after the particle stays apart, and so does a weekday or a gazetteer place', () => {
    const place = 'Karibu tena, tunamsalimu Kahindi wa Mombasa na familia yake yote.';
    assert.deepEqual(refined(place, [...at(place, 'PER', 'Kahindi'), ...at(place, 'LOC', 'Mombasa')]), ['PER:Kahindi', 'LOC:Mombasa']);
    const org = 'Ke nna Mahlatse wa Thobela FM, re tla bonana ka moso.';
    assert.deepEqual(refined(org, [...at(org, 'PER', 'Mahlatse'), ...at(org, 'ORG', 'Thobela FM')]), ['PER:Mahlatse', 'ORG:Thobela FM']);
    const town = 'Salamu nyingi kwa Juma wa Nairobi na wote wanaosikiliza leo.';
    assert.ok(refined(town, at(town, 'PER', 'Juma')).includes('PER:Juma'));
    const day = 'Ke tla bona Thabo wa Moqebelo ha a fihla Maseru.';
    assert.ok(refined(day, at(day, 'PER', 'Thabo')).includes('PER:Thabo'));
  });
});

describe('the name a text gives an animal is no person (petNames, refine.json pet_nouns, pet_name_cues)', () => {
  it('drops a person span after a naming cue whose nearest noun before it is an animal word', () => {
    const a = "My cat's name is Twinky and she sleeps on the radiator all day.";
    assert.deepEqual(refined(a, at(a, 'PER', 'Twinky')), []);
    const b = 'I have a Norwegian Forest Cat that is named Achilles because he attacked our feet.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Achilles')), []);
  });
  it('drops a name after a cue and an animal word, and the same name elsewhere in the text', () => {
    const text = 'We called the kitten Simba after the film. Simba now sleeps on the sofa.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Simba', 'Simba')), []);
  });
  it('counter-case: a person noun nearer the cue keeps the person, and so does a person named apart', () => {
    const a = 'My dog bit a man named John Okafor outside the shop on Monday.';
    assert.deepEqual(refined(a, at(a, 'PER', 'John Okafor')), ['PER:John Okafor']);
    const b = "The puppy's owner is named Grace Mwangi and she lives in Nakuru.";
    assert.ok(refined(b, at(b, 'PER', 'Grace Mwangi')).includes('PER:Grace Mwangi'));
    const c = 'My daughter is called Chioma. The dog sleeps in her room.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Chioma')), ['PER:Chioma']);
  });
});
