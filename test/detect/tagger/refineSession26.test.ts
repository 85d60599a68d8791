// Session 26 (issue 13) span rules, on sentences written for this test: a place read as a person after a named site
// and a comma (refine.json `site_nouns`), after a form field's label and a colon (`field_labels.place_phrases`), after a noun
// for a place's people or parts and "of" (`place_of_nouns`) or before a comma and a date (a dateline), all refine.ts
// sitedPlaces; and the common words that open a sentence in the users' other languages (`sentence_openers_other_languages`,
// refinePersons.ts sentenceOpeners). The spans handed in stand for what the tagger proposed, so each rule is checked
// whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

describe('a place read as a person after a named site and a comma (sitedPlaces, site_nouns)', () => {
  it('reads the locality after a church, a mosque, a hospital and a hall as a place', () => {
    const text = "Mass at St Anne's Church, Kibera, on Sunday. Prayers at Jamia Mosque, Sokoto. Admitted to Grace Hospital, Ikeja.";
    const out = refined(text, at(text, 'PER', 'Kibera', 'Sokoto', 'Ikeja'));
    for (const place of ['Kibera', 'Sokoto', 'Ikeja']) assert.ok(out.includes(`LOC:${place}`), place);
  });
  it('reads a heading written in capitals and a two-word locality', () => {
    const text = 'TOWN HALL, TEMA\nMinutes of the residents meeting.\nHoly Cross Cathedral, Mowbray West\nNotices for the week.';
    const out = refined(text, at(text, 'PER', 'TEMA', 'Mowbray West'));
    assert.ok(out.includes('LOC:TEMA'));
    assert.ok(out.includes('LOC:Mowbray West'));
  });
  it('reads a given name that the gazetteer knows as a place, at a line end, as the town', () => {
    const text = 'All Saints Cathedral, Victoria\nSunday bulletin';
    assert.ok(refined(text, at(text, 'PER', 'Victoria')).includes('LOC:Victoria'));
  });
  it('negative: a full name opening with a given name, or a lower-case word running on, keeps the person', () => {
    const text = 'Write to Standard Bank, Thabo Nkosi, for the forms. When we reached Grace Church, Kobina said nothing.';
    const out = refined(text, at(text, 'PER', 'Thabo Nkosi', 'Kobina'));
    assert.ok(out.includes('PER:Thabo Nkosi'));
    assert.ok(out.includes('PER:Kobina'));
  });
  it('negative: a list of persons after the site and a possessive after the span keep the persons', () => {
    const text = 'Thanks to Grace Church, Ogbeide, Adebayo and Ifeoma. Lunch at Central Market, Oduya’s stall.';
    const out = refined(text, at(text, 'PER', 'Ogbeide', 'Adebayo', 'Ifeoma', 'Oduya'));
    for (const name of ['Ogbeide', 'Adebayo', 'Ifeoma', 'Oduya']) assert.ok(out.includes(`PER:${name}`), name);
  });
  it('adversarial: an unnamed site in lower case, a word that is no site noun, and a line break after the comma read nothing', () => {
    const text = 'At the office, Ekwueme waited. Our friend Mister, Ochieng came. Kilimani Church,\nOtieno signed.';
    const out = refined(text, at(text, 'PER', 'Ekwueme', 'Ochieng', 'Otieno'));
    for (const name of ['Ekwueme', 'Ochieng', 'Otieno']) assert.ok(out.includes(`PER:${name}`), name);
  });
});

describe('a place read as a person after a field label whose value is a place (sitedPlaces, field_labels.place_phrases)', () => {
  it('reads the value of Place of birth, Location and Venue as a place', () => {
    const text = 'Place of birth: Nanyuki\nLocation: Yaba\nVenue: Obuasi';
    const out = refined(text, at(text, 'PER', 'Nanyuki', 'Yaba', 'Obuasi'));
    assert.deepEqual(out, ['LOC:Nanyuki', 'LOC:Yaba', 'LOC:Obuasi']);
  });
  it('reads the labels of the other languages, any case, with a hyphenated word', () => {
    const text = 'Geburtsort: Kelkheim\nLIEU DE NAISSANCE: Bouaké\nPick-up point: Ruiru\nMahali pa kuzaliwa: Kakamega';
    const out = refined(text, at(text, 'PER', 'Kelkheim', 'Bouaké', 'Ruiru', 'Kakamega'));
    assert.deepEqual(out, ['LOC:Kelkheim', 'LOC:Bouaké', 'LOC:Ruiru', 'LOC:Kakamega']);
  });
  it('negative: a person’s name after a label, a possessive after the value, and a title keep the person', () => {
    const text = 'Location: Kofi Annan\nVenue: Wanjiru’s house\nSite: Dr Mbeki';
    const out = refined(text, at(text, 'PER', 'Kofi Annan', 'Wanjiru', 'Dr Mbeki'));
    assert.deepEqual(out, ['PER:Kofi Annan', 'PER:Wanjiru', 'PER:Dr Mbeki']);
  });
  it('adversarial: other labels, a label on the line before, and a label without its colon read nothing', () => {
    const text = 'Contact: Ogunleye\nLocation:\nOdhiambo\nThe location Kiprono chose';
    const out = refined(text, at(text, 'PER', 'Ogunleye', 'Odhiambo', 'Kiprono'));
    assert.deepEqual(out, ['PER:Ogunleye', 'PER:Odhiambo', 'PER:Kiprono']);
  });
});

describe('a place after a noun for its people or for a part of it and "of" (sitedPlaces, place_of_nouns)', () => {
  it('reads a person span after residents, natives, households and side of as a place', () => {
    const text = 'The residents of Kaloleni wrote again. A native of Ogbomoso was charged. Thanks to the households of Kibwezi. The road is flooded on our side of Nima.';
    const out = refined(text, at(text, 'PER', 'Kaloleni', 'Ogbomoso', 'Kibwezi', 'Nima'));
    assert.deepEqual(out, ['LOC:Kaloleni', 'LOC:Ogbomoso', 'LOC:Kibwezi', 'LOC:Nima']);
  });
  it('claims a name no span holds, and an organisation span over the name alone, in any case of the noun', () => {
    const text = 'RESIDENTS of Mabvuku protest as the road closes; the outskirts of Kiambaa Ridge flooded.';
    const out = refined(text, at(text, 'ORG', 'Mabvuku'));
    assert.deepEqual(out, ['LOC:Mabvuku', 'LOC:Kiambaa Ridge']);
  });
  it('negative: a full name opening with a given name, a possessive and an institution keep their readings', () => {
    const text = 'She took the side of Kofi Mensah. The people of Owusu’s compound came. The residents of Kasarani Housing Cooperative met.';
    const out = refined(text, [...at(text, 'PER', 'Kofi Mensah', 'Owusu'), ...at(text, 'ORG', 'Kasarani Housing Cooperative')]);
    assert.deepEqual(out, ['PER:Kofi Mensah', 'PER:Owusu', 'ORG:Kasarani Housing Cooperative']);
  });
  it('adversarial: nouns left out ("family of", "friends of"), a lone English word and a line break read nothing', () => {
    const text = 'The family of Wekesa thanked the friends of Chebet. The people of Faith sang. The residents of\nOchieng Lane.';
    const out = refined(text, at(text, 'PER', 'Wekesa', 'Chebet'));
    assert.deepEqual(out, ['PER:Wekesa', 'PER:Chebet']);
  });
});

describe('a place read as a person before a comma and a date, as a dateline writes it (sitedPlaces)', () => {
  it('reads the place of a letter, minutes or a news dateline in the three date shapes', () => {
    const text = 'Bolzano, 4 May 2019\nDear tenants,\nThe meeting held at Kpeve, 12/03/2021 agreed. SEKONDI, March 9, 2020 (Wires) —';
    const out = refined(text, at(text, 'PER', 'Bolzano', 'Kpeve', 'SEKONDI'));
    assert.deepEqual(out.filter((s) => !s.startsWith('DATE')), ['LOC:Bolzano', 'LOC:Kpeve', 'LOC:SEKONDI']);
  });
  it('negative: a signature or witness line dates a person: a given name or a listed family name keeps the person', () => {
    const text = 'Signed: Mensah, 4 May 2019\nWitnessed by Ngozi Adeyemi, May 4, 2019';
    const out = refined(text, at(text, 'PER', 'Mensah', 'Ngozi Adeyemi'));
    assert.deepEqual(out, ['PER:Mensah', 'PER:Ngozi Adeyemi']);
  });
  it('adversarial: a number that is no date, a date on the next line, and a comma with no date read nothing', () => {
    const text = 'Ochuodho, 4 days later, came back. Wekesa,\n4 May 2019 was the day. Kiprotich, tomorrow then.';
    const out = refined(text, at(text, 'PER', 'Ochuodho', 'Wekesa', 'Kiprotich'));
    assert.deepEqual(out, ['PER:Ochuodho', 'PER:Wekesa', 'PER:Kiprotich']);
  });
});

describe('more common words that open a sentence in the users’ other languages name nobody (sentence_openers_other_languages)', () => {
  it('drops Swahili, isiZulu and Igbo message openers read as persons', () => {
    const sw = 'Kumbuka kulipa ada ya shule kabla ya Ijumaa. Kesho tutakutana na mwalimu mkuu saa tatu asubuhi.';
    assert.deepEqual(refined(sw, at(sw, 'PER', 'Kumbuka', 'Kesho')), []);
    const zu = 'Ngicela ungithumelele imali ngaphambi kwangoMgqibelo. Namhlanje angikwazi ukuza emsebenzini.';
    assert.deepEqual(refined(zu, at(zu, 'PER', 'Ngicela', 'Namhlanje')), []);
    const ig = 'Biko nye m ego taa. Chere m n’ụlọ ahịa, m ga-abịa ozugbo m rụchara ọrụ.';
    assert.deepEqual(refined(ig, at(ig, 'PER', 'Chere')), []);
  });
  it('cuts a Twi and a Hausa opener off the name after it', () => {
    const tw = 'Ka kyerɛ Kwabena Ofori sɛ ɔmmra fie ntɛm. Ɔkyena yɛbɛkɔ asɔre anɔpa.';
    assert.deepEqual(refined(tw, at(tw, 'PER', 'Ka kyerɛ Kwabena Ofori')), ['PER:Kwabena Ofori']);
    const ha = 'Yanzu Musa Garba ya dawo daga kasuwa, kuma ya kawo mana shinkafa da wake.';
    assert.deepEqual(refined(ha, at(ha, 'PER', 'Yanzu Musa Garba')), ['PER:Musa Garba']);
  });
  it('counter-case: an initial and a word that opens place names were left out of the lists', () => {
    const yo = 'Ọ. Adébáyọ̀ ló kọ ìwé náà. Kafin Hausa ni wọ́n ti bí i.';
    const out = refined(yo, [...at(yo, 'PER', 'Ọ. Adébáyọ̀'), ...at(yo, 'LOC', 'Kafin Hausa')]);
    assert.deepEqual(out, ['PER:Ọ. Adébáyọ̀', 'LOC:Kafin Hausa']);
  });
  it('counter-case: a word a given-name list knows was left out of the lists (a foreign sentence may open with that person)', () => {
    const zu = 'Siyabonga Dlamini uthe umhlangano uzoba ngoLwesibili esikoleni.';
    assert.deepEqual(refined(zu, at(zu, 'PER', 'Siyabonga Dlamini')), ['PER:Siyabonga Dlamini']);
  });
  it('adversarial: inside a sentence, and in English text for a word a name list knows, the span stays', () => {
    const sw = 'Nilikutana na Kumbuka Otieno sokoni jana.';
    assert.ok(refined(sw, at(sw, 'PER', 'Kumbuka Otieno')).includes('PER:Kumbuka Otieno'));
    const en = 'Ka said the shipment from Tema would arrive on Monday.';
    assert.deepEqual(refined(en, at(en, 'PER', 'Ka')), ['PER:Ka']);
  });
});
