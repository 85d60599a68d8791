// Span rules added for the classes prose set 6 still missed after session 19 (session 20, issue 13), on sentences
// written for this test: the spans handed in stand for what the tagger proposed, so each rule is checked alone
// whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findNameSpans } from '../../../src/detect/lexical/index.js';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

/** Person spans over every occurrence of a word. */
const every = (text: string, word: string) => [...text.matchAll(new RegExp(`\\b${word}\\b`, 'g'))].map((m) => ({ type: 'PER' as const, start: m.index, end: m.index + word.length }));

describe('chat labels of software or an account role are no person (automatedSenders)', () => {
  const log = '[14:02] Bot: Welcome back! Type a number to continue.\n[14:03] Kelechi: 2\n[14:03] Bot: Thanks, one moment please.';
  it('drops a person span over a "Bot:" label, keeps the person who wrote', () => {
    const out = refined(log, at(log, 'PER', 'Bot', 'Kelechi'));
    assert.deepEqual(out, ['PER:Kelechi']);
  });
  it('drops "System:" and "Admin:" labels, a compound "…Bot:" label and the same role named alone later', () => {
    const group = 'System: Yewande was added\nAdmin: Hello Yewande, please read the pinned rules first.\nYewande: thank you Admin\nAdmin: you are welcome\nTicketBot: Reminder set for Friday.';
    const out = refined(group, [...at(group, 'PER', 'System', 'TicketBot'), ...every(group, 'Admin'), ...every(group, 'Yewande')]);
    assert.deepEqual(out, ['PER:Yewande', 'PER:Yewande', 'PER:Yewande']);
  });
  it('counter-case: a label that is a name stays a person, also one ending in "bot" and one holding a role word', () => {
    const chat = '[9:10] Talbot: are we still meeting?\n[9:11] Admin Okafor: yes, at noon\n[9:12] Talbot: fine';
    const out = refined(chat, at(chat, 'PER', 'Talbot', 'Admin Okafor'));
    assert.ok(out.includes('PER:Talbot'), out.join(' | '));
    assert.ok(out.includes('PER:Admin Okafor'), out.join(' | '));
  });
  it('counter-case: outside a chat label the rule reads nothing', () => {
    const text = 'The report was written by Sysco Admin staff and signed by Adaeze Bot in Enugu.';
    assert.ok(refined(text, at(text, 'PER', 'Adaeze Bot')).includes('PER:Adaeze Bot'));
  });
});

describe('French, Spanish and Portuguese openers stay outside the name (otherLanguageOpeners, nameSpans)', () => {
  const fr = 'Merci Ousmane pour les photos de la fête, nous avons passé une très belle soirée chez vous à Dakar.';
  const es = 'Querida Marisol, te mando las fotos del viaje y un abrazo muy fuerte para toda la familia.';
  const pt = 'Olá Rodrigo, já estamos em casa e amanhã vamos todos juntos para a praia com os miúdos.';
  const cite = 'Selon Mme Lefebvre, directrice de l’école, les travaux commenceront au mois de juin.';
  it('cuts the opener off a person span the tagger read over it', () => {
    assert.deepEqual(refined(fr, at(fr, 'PER', 'Merci Ousmane')), ['PER:Ousmane']);
    assert.deepEqual(refined(es, at(es, 'PER', 'Querida Marisol')), ['PER:Marisol']);
    assert.deepEqual(refined(pt, at(pt, 'PER', 'Olá Rodrigo')), ['PER:Rodrigo']);
    assert.deepEqual(refined(cite, at(cite, 'PER', 'Selon Mme Lefebvre')), ['PER:Mme Lefebvre']);
  });
  it('drops a person span that is the opener alone', () => {
    const text = 'Bonsoir, je vous écris au sujet de la réunion de demain matin à la mairie.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Bonsoir')), []);
  });
  it('the name spans of the lexicon leave the opener out too', () => {
    const names = (text: string) => findNameSpans(text).map((s) => text.slice(s.start, s.end));
    assert.ok(!names(fr).some((n) => n.startsWith('Merci')), names(fr).join(' | '));
    assert.ok(names(pt).includes('Rodrigo'), names(pt).join(' | '));
  });
  it('counter-case: an opener that is also a name stays in an English text', () => {
    const text = 'Cher Lloyd sang two songs at the charity concert in Leeds on Saturday evening.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Cher Lloyd')), ['PER:Cher Lloyd']);
    const ola = 'Ola Adeyemi won the regional chess final after a long game against two older players.';
    assert.deepEqual(refined(ola, at(ola, 'PER', 'Ola Adeyemi')), ['PER:Ola Adeyemi']);
  });
});

describe("founders' firms ending in a profession (foundersFirms, refine.json firm_professions)", () => {
  it('reads founders joined by "&" before a plural profession as one organisation', () => {
    const a = 'The lease was drafted by Mokoena & de Villiers Attorneys in Pretoria last spring.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Mokoena', 'Villiers')), ['ORG:Mokoena & de Villiers Attorneys']);
    const b = 'She trained at Asante & Boateng Chartered Accountants before moving to Kumasi.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Asante')), ['ORG:Asante & Boateng Chartered Accountants']);
  });
  it('a founder read as a place joins a profession firm', () => {
    const text = 'Counsel instructed by Preston & Hale Solicitors appeared for the landlord.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Preston')), ['ORG:Preston & Hale Solicitors']);
  });
  it('counter-case: two persons joined by "&" stay persons, and a place before "&" with no profession stays a place', () => {
    const text = 'Thandi & Sipho Attended the wedding together.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Thandi', 'Sipho')), ['PER:Thandi', 'PER:Sipho']);
    const place = 'Flights between Lagos & Abuja Airport resumed on Monday.';
    assert.ok(refined(place, at(place, 'LOC', 'Lagos')).includes('LOC:Lagos'));
  });
});

describe('founders and their profession without "&" (foundersFirms)', () => {
  it('reads a person or place right before a plural profession, or founders joined by "and" before one, as the firm', () => {
    const a = 'Send the signed deed to Mthembu Zulu Attorneys before the end of May.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Mthembu Zulu')), ['ORG:Mthembu Zulu Attorneys']);
    const b = 'The brief went to Danquah Chambers on Tuesday.';
    assert.deepEqual(refined(b, at(b, 'LOC', 'Danquah Chambers')), ['ORG:Danquah Chambers']);
    const c = 'He is a partner at Okafor and Eze Legal Practitioners in Enugu.';
    assert.ok(refined(c, at(c, 'PER', 'Okafor', 'Eze')).includes('ORG:Okafor and Eze Legal Practitioners'));
  });
  it('counter-case: a person whose surname is a profession word stays a person, and "and" without a profession joins nothing', () => {
    const a = 'Rosalind Chambers chaired the meeting of the parish council.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Rosalind Chambers')), ['PER:Rosalind Chambers']);
    const b = 'Later Kwesi and Efua Mensah drove to the coast together.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Kwesi', 'Efua Mensah')), ['PER:Kwesi', 'PER:Efua Mensah']);
  });
});

describe('role labels and bracketed roles in transcripts and chats (automatedSenders, addChatSpeakers)', () => {
  it('a label of a title alone is a role, no person (whole auto pipeline)', () => {
    const text =
      'MS ADJEI: Mr Tetteh, you were at the market in Tema on the morning of 3 June?\nWITNESS: I was, yes.\nMS ADJEI: Who else was there?\n' +
      'WITNESS: Only me and Akosua Boateng, my neighbour. She lives near Ashaiman.\nJUDGE: Mr Tetteh, please speak up. The court cannot hear you.\nWITNESS: Sorry, my lord.';
    const names = detectSpans(text, { jurisdiction: 'GH', backend: 'auto' }).filter((x) => x.category === 'PII-1-NAME').map((x) => text.slice(x.utf16Start, x.utf16End));
    assert.ok(!names.includes('JUDGE'), names.join(' | '));
    assert.ok(names.includes('Akosua Boateng') && names.includes('Mr Tetteh'), names.join(' | '));
  });
  it('a help-desk label with a role in brackets is the person, at its other mentions too', () => {
    const text = "[11:02] Chioma (Agent): Hi, you're chatting with Chioma. How can I help?\n[11:03] Customer: my order is late\n[11:04] Chioma (Agent): Let me check that.";
    const out = refined(text, [...every(text, 'Chioma').map((s) => ({ ...s, type: 'LOC' as const }))]);
    assert.deepEqual(out, ['PER:Chioma', 'PER:Chioma', 'PER:Chioma']);
  });
  it('counter-case: a titled name label stays the person, and a place named in a chat without such a label stays a place', () => {
    const text = 'JUDGE OWUSU: Proceed.\nMR TETTEH: Thank you, my lord.';
    assert.ok(refined(text, at(text, 'PER', 'OWUSU')).includes('PER:OWUSU'));
    const chat = '[8:00] Amina: I am in Kano today\n[8:01] Bello: ok, see you in Kano';
    assert.deepEqual(refined(chat, every(chat, 'Kano').map((s) => ({ ...s, type: 'LOC' as const }))).filter((x) => x.endsWith('Kano')), ['LOC:Kano', 'LOC:Kano']);
  });
});
