// The rules over the tagger's spans (src/detect/tagger/refine.ts), one class each, on sentences written
// for this test: the spans handed in stand for what the tagger proposed, so each rule is checked alone
// whatever the shipped weights say; a last block runs the shipped tagger end to end.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { proposeEntities } from '../../../src/detect/tagger/index.js';
import { at, refined } from '../../helpers/refineSpans.js';


describe('tagger span rules', () => {
  it('drops a document title read as an entity, keeps an organisation named in one', () => {
    const head = 'UNITY TRUST BANK PLC\nCertificate of Incorporation - May 2020\nRecord of Proceedings, day two';
    assert.deepEqual(refined(head, [...at(head, 'ORG', 'UNITY TRUST BANK PLC', 'Certificate of Incorporation'), ...at(head, 'ORG', 'Record of Proceedings')]), ['ORG:UNITY TRUST BANK PLC']);
    const named = 'Notice of Mensah Holdings Ltd to all creditors; Statement of Account sent.';
    assert.deepEqual(refined(named, at(named, 'ORG', 'Notice of Mensah Holdings Ltd', 'Statement of Account')), ['ORG:Notice of Mensah Holdings Ltd']);
    const bank = 'Bank of Ghana raised its rate.';
    assert.deepEqual(refined(bank, at(bank, 'ORG', 'Bank of Ghana')), ['ORG:Bank of Ghana']);
  });
  it('drops a lower-case "place" that is only a small town elsewhere in a text written in another language', () => {
    const sw = 'Polisi walifika eneo hilo usiku wa jana na kuwakamata washukiwa wawili wa wizi huo.';
    assert.deepEqual(refined(sw, at(sw, 'LOC', 'hilo')), []);
    const ha = 'An gudanar da bikin aure a gidan sarki ranar Asabar da yamma tare da iyalai.';
    assert.deepEqual(refined(ha, at(ha, 'LOC', 'bikin')), []);
  });
  it('negative: keeps such a town in English text, and a curated place or a large city in any text', () => {
    const en = 'we drove up from hilo last night and the road was fine all the way to the coast.';
    assert.deepEqual(refined(en, at(en, 'LOC', 'hilo')), ['LOC:hilo']);
    const pcm = 'Abeg make una come yaba tomorrow, di road no good at all o, na so e be for dat side.';
    assert.deepEqual(refined(pcm, at(pcm, 'LOC', 'yaba')), ['LOC:yaba']);
    const big = 'Polisi walifika kumasi usiku wa jana na kuwakamata washukiwa wawili wa wizi huo.';
    assert.deepEqual(refined(big, at(big, 'LOC', 'kumasi')), ['LOC:kumasi']);
  });
  it('drops a lower-case "place" made only of English words, keeps lower-case places', () => {
    const text = 'can you send it to us before we fly from lagos to the bluff?';
    assert.deepEqual(refined(text, at(text, 'LOC', 'us', 'lagos', 'the bluff')), ['LOC:lagos']);
    const capital = 'The US team met us in Accra.';
    assert.deepEqual(refined(capital, at(capital, 'LOC', 'US', 'Accra')), ['LOC:US', 'LOC:Accra']);
  });
  it('keeps a lower-case country whose name English also has as a word, not a lower-case abbreviation', () => {
    const text = 'we moved to china and then to turkey, and they sent us a letter';
    assert.deepEqual(refined(text, at(text, 'LOC', 'china', 'turkey', 'us')), ['LOC:china', 'LOC:turkey']);
  });
  it('joins a quoted name written surname first, not a list of names', () => {
    const text = 'From: "Mensah, Abena"\nCc: Boateng, Owusu and Adjei';
    assert.deepEqual(refined(text, at(text, 'PER', 'Mensah', 'Abena', 'Boateng', 'Owusu', 'Adjei')), [
      'PER:Mensah, Abena',
      'PER:Boateng',
      'PER:Owusu',
      'PER:Adjei',
    ]);
  });
  it('drops a person read after a storm word', () => {
    const text = 'Roofs were torn off when Typhoon Haiyan reached Tacloban, and Tropical Storm Bertha followed.';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'Haiyan', 'Bertha'), ...at(text, 'LOC', 'Tacloban')]), ['LOC:Tacloban']);
    const later = 'Hurricane Odile hit the coast. By Monday Odile had weakened, and Maria Lopez went home.';
    assert.deepEqual(refined(later, at(later, 'PER', 'Hurricane Odile', 'Odile had', 'Maria Lopez').map((s, i) => (i === 1 ? { ...s, end: s.start + 5 } : s))), ['PER:Maria Lopez']);
    const named = 'Hurricane Odile hit the coast.';
    assert.deepEqual(refined(named, at(named, 'PER', 'Hurricane Odile')), []);
  });

  it('drops a person that is a belief or a nationality word, and keeps given names that look like one', () => {
    const text = 'The Shiite vote and the Kenyan farmers met Christian Okoth and two Egyptians.';
    const spans = at(text, 'PER', 'Shiite', 'Kenyan', 'Christian Okoth', 'Egyptians');
    assert.deepEqual(refined(text, spans), ['PER:Christian Okoth']);
    const peoples = 'Kurdish and Sunni Arab parties met.';
    assert.deepEqual(refined(peoples, at(peoples, 'PER', 'Kurdish', 'Sunni Arab')), []);
    const alone = 'Christian said he would come.';
    assert.deepEqual(refined(alone, at(alone, 'PER', 'Christian')), ['PER:Christian']);
  });

  it('drops the lunar nodes of Indian astrology read as persons, as it drops planets', () => {
    const text = 'Transit Rahu and Ketu afflict natal Mars, said Ravi Ketu Sharma.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Rahu', 'Ketu', 'Ravi Ketu Sharma')), ['PER:Ravi Ketu Sharma']);
  });

  it('reads a person that is a country or a region as a place, but not a city that is also a surname', () => {
    const text = 'Their cousin moved from Kenya to Bavaria, where Mr Jordan met Bush.';
    const spans = at(text, 'PER', 'Kenya', 'Bavaria', 'Mr Jordan', 'Bush');
    assert.deepEqual(refined(text, spans), ['LOC:Kenya', 'LOC:Bavaria', 'PER:Mr Jordan', 'PER:Bush']);
  });

  it('reads a country or a region the tagger left unmarked as a place', () => {
    const text = 'Rockets were fired at Israel again; relatives in Nova Scotia and Bavaria called.';
    assert.deepEqual(refined(text, []), ['LOC:Israel', 'LOC:Nova Scotia', 'LOC:Bavaria']);
    // A capitalised word that is no country or region is no place, and a marked person is left alone (the title
    // before "Okafor" reads a person there: refinePersons.ts titledNames, session 41).
    const person = 'Jordan Peters wrote to Mr Okafor.';
    assert.deepEqual(refined(person, at(person, 'PER', 'Jordan Peters')), ['PER:Jordan Peters', 'PER:Mr Okafor']);
  });

  it('reads a two-word "place" that opens with a given name and is no known place as a person', () => {
    const text = 'Speeches by Yasser Arafat were read in Victoria Island and on Elizabeth Street.';
    const spans = at(text, 'LOC', 'Yasser Arafat', 'Victoria Island', 'Elizabeth Street');
    assert.deepEqual(refined(text, spans), ['PER:Yasser Arafat', 'LOC:Victoria Island', 'LOC:Elizabeth Street']);
    // A first word that is a country's name too keeps the place ("Georgia" is a given name and a country).
    const campus = 'She studied at Georgia Tech.';
    assert.deepEqual(refined(campus, at(campus, 'LOC', 'Georgia Tech')), ['LOC:Georgia Tech']);
  });

  it('finds countries, regions and very large cities written in lower case, but not English words or parts of addresses', () => {
    const text = 'we flew from nigeria to bavaria via istanbul, reading about the turkey trade on kenya.com';
    assert.deepEqual(refined(text, []), ['LOC:nigeria', 'LOC:bavaria', 'LOC:istanbul']);
    // A city below the size line stays a word ("aba" would otherwise be found everywhere).
    assert.deepEqual(refined('the aba market', []), []);
  });

  it('reads a region code after a place and a comma, or after "state of", as a place; never after a person', () => {
    const text = 'She lives in Austin, TX and was licensed in the state of NY; Harry Preuss, MD signed it.';
    const spans = [...at(text, 'LOC', 'Austin'), ...at(text, 'PER', 'Harry Preuss')];
    assert.deepEqual(refined(text, spans), ['LOC:Austin', 'LOC:TX', 'LOC:NY', 'PER:Harry Preuss']);
    // The city before the comma is found too when the tagger left both out.
    const bare = 'Our office in Toronto, ON opens at nine.';
    assert.deepEqual(refined(bare, []), ['LOC:Toronto', 'LOC:ON']);
  });

  it('reads a run of capitalised words ending in a facility head as a place, unless a person or an organisation stands there', () => {
    const text = 'We met at Heathrow Airport, walked past the Kensington Museum and Lake Naivasha, and Jerry Hall waved from Tema Harbour.';
    const spans = [...at(text, 'PER', 'Jerry Hall'), ...at(text, 'LOC', 'Tema')];
    assert.deepEqual(refined(text, spans), ['LOC:Heathrow Airport', 'LOC:Kensington Museum', 'LOC:Lake Naivasha', 'PER:Jerry Hall', 'LOC:Tema Harbour']);
    const org = 'He works for Riverside Museum Trust.';
    assert.deepEqual(refined(org, at(org, 'ORG', 'Riverside Museum Trust')), ['ORG:Riverside Museum Trust']);
  });

  it('reads an organisation span that is exactly a facility name as the place, not one with an institution noun or more words', () => {
    const text = 'The concert moved from Symphony Hall to Waterloo Station near the Kariba Dam Museum.';
    const spans = at(text, 'ORG', 'Symphony Hall', 'Waterloo Station', 'Kariba Dam Museum');
    assert.deepEqual(refined(text, spans), ['LOC:Symphony Hall', 'LOC:Waterloo Station', 'LOC:Kariba Dam Museum']);
    const institution = 'She lectures at Makerere University Hall and at Nairobi Hospital Station today.';
    const inst = at(institution, 'ORG', 'Makerere University Hall', 'Nairobi Hospital Station');
    assert.deepEqual(refined(institution, inst), ['ORG:Makerere University Hall', 'ORG:Nairobi Hospital Station']);
    const wider = 'Tickets from Symphony Hall Events Ltd arrived.';
    assert.deepEqual(refined(wider, at(wider, 'ORG', 'Symphony Hall Events Ltd')), ['ORG:Symphony Hall Events Ltd']);
    const person = 'Jerry Hall and Tema Harbour Authority met.';
    assert.deepEqual(refined(person, [...at(person, 'PER', 'Jerry Hall'), ...at(person, 'ORG', 'Tema Harbour Authority')]), ['PER:Jerry Hall', 'ORG:Tema Harbour Authority']);
  });

  it('reads a venue named by its head noun as a place, not a person named like one or an organisation with more words', () => {
    const text = 'We ate at Slice Pizza, then saw a film at the Regal Cinema because Holiday Inn was full.';
    assert.deepEqual(refined(text, at(text, 'ORG', 'Holiday Inn')), ['LOC:Slice Pizza', 'LOC:Regal Cinema', 'LOC:Holiday Inn']);
    const person = 'Mary Grill and Adwoa Diner met us.';
    assert.deepEqual(refined(person, at(person, 'PER', 'Mary Grill', 'Adwoa Diner')), ['PER:Mary Grill', 'PER:Adwoa Diner']);
    const company = 'Shares of Harbour Grill Holdings Ltd fell.';
    assert.deepEqual(refined(company, at(company, 'ORG', 'Harbour Grill Holdings Ltd')), ['ORG:Harbour Grill Holdings Ltd']);
    // A head noun in lower case is a common noun: no place; nor is an opinion in a review.
    const common = 'The pizza at the Slice grill was cold.';
    assert.deepEqual(refined(common, []), []);
    assert.deepEqual(refined('Excellent Pizza!! Best in town.', []), []);
    assert.deepEqual(refined('We loved the Riverside Grill.', []), ['LOC:Riverside Grill']);
  });

  it("reads a venue named after its owner, possessive included, as a place, over a person read on the owner's name", () => {
    const text = "Britt 's Pizza closed, so we ate at Kofi's Grill and then Joe's Diner.";
    const spans = [...at(text, 'PER', 'Britt', "Kofi's Grill"), ...at(text, 'ORG', "Joe's Diner")];
    assert.deepEqual(refined(text, spans), ["LOC:Britt 's Pizza", "LOC:Kofi's Grill", "LOC:Joe's Diner"]);
    // Adversarial: the owner alone, a head not right after the possessive, and a person before a lower-case head stay persons.
    const person = "Ask Kofi about the Grill. Ama's new Grill menu is out. Kofi's grill is hot.";
    assert.deepEqual(refined(person, at(person, 'PER', 'Kofi', 'Ama')), ['PER:Kofi', 'PER:Ama', 'PER:Kofi']);
  });

  it('splits a town and its region or country written with no comma between into two places', () => {
    const text = 'i live in nakuru kenya now, my sister moved to Kumasi Ghana last year.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'nakuru kenya', 'Kumasi Ghana')), ['LOC:nakuru', 'LOC:kenya', 'LOC:Kumasi', 'LOC:Ghana']);
    // A name the gazetteer knows whole, or one opening with a country, stays one place; so does a span with a comma.
    const whole = 'From New Mexico to the Niger Delta, and on to Kumasi, Ghana.';
    assert.deepEqual(refined(whole, at(whole, 'LOC', 'New Mexico', 'Niger Delta', 'Kumasi, Ghana')), ['LOC:New Mexico', 'LOC:Niger Delta', 'LOC:Kumasi, Ghana']);
    // A region named by an English word (a landform, a direction) is as often the head of the place's own name.
    const head = 'We hiked across the Jos Plateau, then drove on to Kisumu Central for the night.';
    assert.deepEqual(refined(head, at(head, 'LOC', 'Jos Plateau', 'Kisumu Central')), ['LOC:Jos Plateau', 'LOC:Kisumu Central']);
    // A person is no town.
    const person = 'Kofi Ghana signed the form.';
    assert.deepEqual(refined(person, at(person, 'PER', 'Kofi Ghana')), ['PER:Kofi Ghana']);
  });

  it('drops elongated words and planets read as persons', () => {
    const text = 'Sooooo good. Transit Venus opposes natal Saturn, said Venus Okafor.';
    const spans = at(text, 'PER', 'Sooooo', 'Venus', 'Saturn', 'Venus Okafor');
    assert.deepEqual(refined(text, spans), ['PER:Venus Okafor']);
  });

  it('reads a person holding or followed by a legal form or an institution noun as an organisation', () => {
    const text = 'Payment went to Adebayo Holdings and then to Musa Okoro Ltd, signed by Amina Bello.';
    const spans = at(text, 'PER', 'Adebayo', 'Musa Okoro Ltd', 'Amina Bello');
    assert.deepEqual(refined(text, spans), ['ORG:Adebayo Holdings', 'ORG:Musa Okoro Ltd', 'PER:Amina Bello']);
  });

  it('reads an unlisted capitalised word right before a reporting verb as a person, but not the end of an organisation name', () => {
    const text = 'Kiprotich told the court that Sheikh Muqtada al-Hakim said nothing; the National Hurricane Centre said otherwise.';
    assert.deepEqual(refined(text, []), ['PER:Kiprotich', 'PER:Muqtada al-Hakim']);
    // Words in capitals, English words and places are left alone.
    const other = 'NASA said so. Nobody said that. Nairobi said yes.';
    assert.deepEqual(refined(other, []), ['LOC:Nairobi']);
  });

  it('reads a line holding only a given name as a signature or greeting', () => {
    const text = 'Thanks for the call.\n-Tunde\n\nHello world\nHannah,';
    assert.deepEqual(refined(text, []), ['PER:Tunde', 'PER:Hannah']);
  });

  it('takes an e-mail display name whole as one person', () => {
    const text = 'From: "Okafor, Chinedu" <c.okafor@example.org>\nCc: "Ngozi" <ngozi@example.org>, "Sales Desk" <sales@example.org>';
    const spans = at(text, 'PER', 'Okafor', 'Chinedu');
    assert.deepEqual(refined(text, spans), ['PER:Okafor, Chinedu', 'PER:Ngozi']);
  });
  it('takes a header line\'s "Surname, Given" without an address whole, a place read in it too', () => {
    const text = 'From: Asante, Kwabena\nTo: Van Wyk, Anna-Marie\nSubject: rent';
    assert.deepEqual(refined(text, [...at(text, 'LOC', 'Asante'), ...at(text, 'PER', 'Kwabena')]), ['PER:Asante, Kwabena', 'PER:Van Wyk, Anna-Marie']);
  });
  it('leaves a header line with words after the name, no known name, an organisation or another label alone', () => {
    const after = 'From: Asante, Kwabena (accounts)';
    assert.deepEqual(refined(after, at(after, 'PER', 'Kwabena')), ['PER:Kwabena']);
    assert.deepEqual(refined('From: Accounts, Payroll\nTo: Finance', []), []);
    const org = 'From: Mensah Holdings, Kwabena';
    assert.deepEqual(refined(org, at(org, 'ORG', 'Mensah Holdings')).filter((x) => x.includes(',')), []);
    const unit = "From: Iradukunda, Jean d'Amour";
    assert.deepEqual(refined(unit, at(unit, 'PER', 'Iradukunda')), ["PER:Iradukunda, Jean d'Amour"]);
    const label = 'Re: Asante, Kwabena';
    assert.deepEqual(refined(label, []).filter((x) => x.includes(',')), []);
  });
});

describe('a gap between columns (refine columnGaps)', () => {
  it('splits a person or place span at three spaces or a tab into its pieces', () => {
    const sig = 'Done in Strasbourg.\nAma Mensah        Kofi Boateng\nRegistrar        President';
    assert.deepEqual(refined(sig, at(sig, 'PER', 'Ama Mensah        Kofi Boateng')), ['PER:Ama Mensah', 'PER:Kofi Boateng']);
    const tab = 'Accra\tKumasi';
    assert.deepEqual(refined(tab, at(tab, 'LOC', 'Accra\tKumasi')), ['LOC:Accra', 'LOC:Kumasi']);
  });
  it('keeps one or two spaces inside a name, and an organisation across a gap', () => {
    const two = 'Signed: Ama  Mensah';
    assert.deepEqual(refined(two, at(two, 'PER', 'Ama  Mensah')), ['PER:Ama  Mensah']);
    const org = 'Mensah    Holdings Ltd';
    assert.deepEqual(refined(org, at(org, 'ORG', 'Mensah    Holdings Ltd')), ['ORG:Mensah    Holdings Ltd']);
  });
});

describe('a name and its possessive standing alone', () => {
  it('is a shop or a restaurant: a person span or unlisted capitalised words, the possessive included', () => {
    const text = "We had dinner at Kenneally's at eight, then went to Nando's.";
    assert.deepEqual(refined(text, at(text, 'PER', 'Kenneally')), ["LOC:Kenneally's", "LOC:Nando's"]);
    const dropped = 'Which do you like: McDonald s , Chicken Republic, Wendy s ?';
    assert.deepEqual(refined(dropped, at(dropped, 'PER', 'Wendy')), ['LOC:McDonald s', 'LOC:Wendy s']);
  });

  it("keeps the person when a noun, a quote or a verb follows the possessive, and never takes an English word", () => {
    const text = "Kofi's car broke down; Dan Okoro's \"Weekly Notes\" came out, and Ama's is the blue one.";
    assert.deepEqual(refined(text, at(text, 'PER', 'Kofi', 'Dan Okoro')).filter((x) => x.startsWith('LOC')), []);
    const word = "It's on loan, and Today's at noon.";
    assert.deepEqual(refined(word, []), []);
    const owner = "The red car is Kofi's. That one was Ama Boateng's, and it's Yaw's!";
    assert.deepEqual(refined(owner, at(owner, 'PER', 'Kofi', 'Ama Boateng', 'Yaw')), ['PER:Kofi', 'PER:Ama Boateng', 'PER:Yaw']);
    const org = "Mensah Holdings's at noon.";
    assert.deepEqual(refined(org, at(org, 'ORG', 'Mensah Holdings')), ['ORG:Mensah Holdings']);
  });
});

describe('Nguni places written with a locative prefix', () => {
  it('a strong prefix makes a place of the word, prefix included; a weak one in a Nguni text too', () => {
    const text = 'Abafundi baseMthatha bavakashele eKapa izolo.';
    assert.deepEqual(refined(text, []), ['LOC:baseMthatha', 'LOC:eKapa']);
    const home = 'Umndeni wakhe usuka kwaNongoma.';
    assert.deepEqual(refined(home, at(home, 'PER', 'kwaNongoma')), ['LOC:kwaNongoma']);
  });
  it('a weak prefix before a known place that is no English word, and a known name of two words', () => {
    const text = 'Ngizoya eDurban kusasa.';
    assert.deepEqual(refined(text, []), ['LOC:eDurban']);
    const bay = 'Sihlala eRichards Bay manje.';
    assert.deepEqual(refined(bay, at(bay, 'LOC', 'Bay manje')), ['LOC:eRichards Bay']);
  });
  it("a person's span that runs on into the place word ends before it", () => {
    const text = 'uThandeka Mkhize waseMlazi ufikile.';
    assert.deepEqual(refined(text, at(text, 'PER', 'uThandeka Mkhize waseMlazi')), ['PER:uThandeka Mkhize', 'LOC:waseMlazi']);
  });
  it('leaves English product names with a weak prefix, handles and tags, and persons with a weak prefix', () => {
    const text = 'I sold it on eBay and paid with eNaira through the eCitizen portal.';
    assert.deepEqual(refined(text, []), []);
    const glued = 'Follow #waseSoweto and @kwaNongoma for news.';
    assert.deepEqual(refined(glued, []), []);
    // "oMandla": Mandla and the others (class 2a), a person reading the rule keeps in a Nguni text.
    const plural = 'uSipho wabona oMandla ekuseni.';
    assert.deepEqual(refined(plural, at(plural, 'PER', 'uSipho', 'oMandla')), ['PER:uSipho', 'PER:oMandla']);
    // Capitalised first letters are no lower-case prefix: the rule leaves them to the tagger.
    const upper = 'Ekhaya Kwaito Basecamp.';
    assert.deepEqual(refined(upper, []), []);
  });
});

describe('words the text writes in lower case', () => {
  it('drops a lower-case one-word place with tone marks its name lacks, keeps one written with its own accents', () => {
    const text = 'Owó ti tán. Mo fẹ́ owó díẹ̀ lọ́wọ́ rẹ.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Owó', 'owó')), []);
    const accents = 'we moved to zürich and then to lagos';
    assert.deepEqual(refined(accents, at(accents, 'LOC', 'zürich', 'lagos')), ['LOC:zürich', 'LOC:lagos']);
  });
  it('drops a one-word name at a sentence start that the text writes in lower case elsewhere, outside a span', () => {
    const text = 'Reading is my hobby. I spend my evenings reading.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Reading')), []);
    const police = 'Ọlọ́pàá mú un lánàá. Àwọn ọlọ́pàá sọ pé wọn yóò wádìí.';
    assert.deepEqual(refined(police, at(police, 'PER', 'Ọlọ́pàá')), []);
  });
  it('keeps a known name, a lower-case mention read as a place, and a name not at a sentence start', () => {
    const will = 'Will said he will call on Monday.';
    assert.deepEqual(refined(will, at(will, 'PER', 'Will')), ['PER:Will']);
    const lagos = 'Lagos is hot today. we left lagos at noon.';
    assert.deepEqual(refined(lagos, at(lagos, 'LOC', 'Lagos', 'lagos')), ['LOC:Lagos', 'LOC:lagos']);
    const mid = 'We drove to Reading because reading the map was easy.';
    assert.deepEqual(refined(mid, at(mid, 'LOC', 'Reading')), ['LOC:Reading']);
  });
  it('drops a known name at a sentence start that is no English word when the text writes it in lower case twice or more', () => {
    const pcm = 'Di market women don vex. Dem say di levy too high and di council no listen.';
    assert.deepEqual(refined(pcm, at(pcm, 'PER', 'Di')), []);
  });
  it('negative: keeps it on one lower-case mention, and keeps an English word that is a name however often', () => {
    const once = 'Di came home late. She said di bus broke down.';
    assert.deepEqual(refined(once, at(once, 'PER', 'Di')), ['PER:Di']);
    const will = 'Will said he will call, and he will.';
    assert.deepEqual(refined(will, at(will, 'PER', 'Will')), ['PER:Will']);
  });
});

describe('chat speaker labels', () => {
  it('a label after a time stamp is a person, in lower case too', () => {
    const text = '[09:12] thandiwe: are you home?\n[09:15] kwesi: on my way';
    assert.deepEqual(refined(text, []), ['PER:thandiwe', 'PER:kwesi']);
    // Indented lines and a stamp with a dash: the label's offsets skip both.
    const indented = '  [09:12] thandiwe: are you home?\n\t09:15 - kwesi: on my way';
    assert.deepEqual(refined(indented, []), ['PER:thandiwe', 'PER:kwesi']);
  });
  it('labels of a dialogue without stamps are persons, a label read as a place too', () => {
    const text = 'Ngozi: did you call them?\nTariq: not yet\nNgozi: please do it today';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Ngozi')), ['PER:Ngozi', 'PER:Tariq', 'PER:Ngozi']);
  });
  it("leaves a form's field labels, a lone label, an English word after a stamp and a longer span", () => {
    const form = 'Name: Kofi Mensah\nPhone: 0244 123 456\nName: Ama Owusu\nPhone: 0201 234 567';
    assert.deepEqual(refined(form, at(form, 'PER', 'Kofi Mensah', 'Ama Owusu')), ['PER:Kofi Mensah', 'PER:Ama Owusu']);
    const note = 'Note: the office is closed on Friday.';
    assert.deepEqual(refined(note, []), []);
    const reminder = '[10:00] Reminder: pay the rent\n[10:05] Reminder: call the bank';
    assert.deepEqual(refined(reminder, []), []);
    const long = '[10:01] Ama Serwaa Boateng: hi all';
    assert.deepEqual(refined(long, at(long, 'PER', 'Ama Serwaa Boateng')), ['PER:Ama Serwaa Boateng']);
  });
  it("never reads a party role labelling a heading's line as a speaker, and still reads a dialogue beside it", () => {
    const heading = 'IN THE LABOUR COURT\nApplicant: Mr T Dlamini\nRespondent: Acme Foods (Pty) Ltd\nAppearances\nApplicant: In person\nRespondent: Adv Naidoo';
    assert.deepEqual(refined(heading, at(heading, 'PER', 'Dlamini')), ['PER:Dlamini']);
    // Adversarial: the same shape in lower case, and roles among real speakers' lines.
    const lower = 'claimant: me\nrespondent: them\nclaimant: again';
    assert.deepEqual(refined(lower, []), []);
    const mixed = 'Ngozi: the defendant is late\nDefendant: I am here\nNgozi: good, sit down\nTariq: ok';
    assert.deepEqual(refined(mixed, []), ['PER:Ngozi', 'PER:Ngozi', 'PER:Tariq']);
  });
  it('reads a label in capitals as a speaker only when the lexicon lists it or the text names that person', () => {
    // Roles in capitals (English, Sesotho "MOPHATLALATSI" presenter, "MAMEDI" listener) are no one's name.
    const radio = 'MOPHATLALATSI: Re amohela mamedi.\nMAMEDI: Ke Lerato.\nMOPHATLALATSI: O batla eng?\nMAMEDI: Ke a leboha.';
    assert.deepEqual(refined(radio, []), []);
    const show = 'PRESENTER: Welcome back.\nCALLER: Hello!\nPRESENTER: Go ahead.';
    assert.deepEqual(refined(show, []), []);
    // A listed name in capitals, and an unlisted one the text names in full, are speakers.
    const listed = 'KWAME: are you there?\nABENA: yes\nKWAME: good';
    assert.deepEqual(refined(listed, []), ['PER:KWAME', 'PER:ABENA', 'PER:KWAME']);
    const intro = 'KOFI: With me is Sena Kudjawu.\nKUDJAWU: Thank you.\nKOFI: Tell us more.\nKUDJAWU: Gladly.';
    assert.deepEqual(refined(intro, at(intro, 'PER', 'Sena Kudjawu')), ['PER:KOFI', 'PER:Sena Kudjawu', 'PER:KUDJAWU', 'PER:KOFI', 'PER:KUDJAWU']);
    // Without the introduction the unlisted label in capitals does not count, and one label left is no dialogue.
    const bare = 'KOFI: Welcome.\nKUDJAWU: Thank you.\nKOFI: Tell us more.';
    assert.deepEqual(refined(bare, []), []);
  });
});

describe('separators at the edges of a span', () => {
  it('cuts a cell separator off a span, drops a span of separators, and an organisation that is a region is the place', () => {
    const text = 'S/N | NAME | STATE\n1 | Bello Musa | Kano State |\n2 | Ada Obi | Dangote Cement |';
    const spans = [...at(text, 'PER', 'Bello Musa |'), ...at(text, 'ORG', 'Kano State |', 'Dangote Cement |')];
    assert.deepEqual(refined(text, spans), ['PER:Bello Musa', 'LOC:Kano State', 'ORG:Dangote Cement']);
    const bare = 'a | b';
    assert.deepEqual(refined(bare, at(bare, 'ORG', '|')), []);
  });
  it('keeps an organisation that is no country or region, and a span with no separator as it is', () => {
    const text = 'Manchester United beat Chelsea; Mensah Holdings paid.';
    assert.deepEqual(refined(text, at(text, 'ORG', 'Manchester United', 'Mensah Holdings')), ['ORG:Manchester United', 'ORG:Mensah Holdings']);
  });
});

describe('nicknames and aliases', () => {
  it('one to three capitalised words after an alias cue are a person, English words too', () => {
    const text = 'I saw a boy I know as Shorty near the gate.';
    assert.deepEqual(refined(text, []), ['PER:Shorty']);
    const sheet = 'ACCUSED: KAMAU NJOROGE alias Mzee Kobe, of no fixed abode; Tunde a.k.a. Tiger Man fled.';
    assert.deepEqual(refined(sheet, at(sheet, 'PER', 'KAMAU NJOROGE', 'Kobe', 'Tunde')), ['PER:KAMAU NJOROGE', 'PER:Mzee Kobe', 'PER:Tunde', 'PER:Tiger Man']);
  });
  it('leaves lower-case words after a cue, "known as" alone, and a span reaching beyond the alias', () => {
    const text = 'The dish is known as Jollof Rice; she was nicknamed by her class and I know as much as you.';
    assert.deepEqual(refined(text, []), []);
    const wide = 'He goes by the name alias Kofi Mensah Annan Boateng.';
    assert.deepEqual(refined(wide, at(wide, 'PER', 'Kofi Mensah Annan Boateng')), ['PER:Kofi Mensah Annan Boateng']);
  });
  it('stops the alias at a line break: the next line is not part of the name', () => {
    const sheet = 'SUSPECT: Musa Danladi alias Small\nWitness Statement\nTaken at Kano.';
    assert.deepEqual(refined(sheet, at(sheet, 'PER', 'Musa Danladi')).filter((x) => x.startsWith('PER')), ['PER:Musa Danladi', 'PER:Small']);
  });
});

describe('natural places named head first', () => {
  it('an opener and one or two capitalised words are a place, a person read there too', () => {
    const text = 'We walked along the River Clyde and later climbed Mount Elgon.';
    assert.deepEqual(refined(text, at(text, 'PER', 'River Clyde')), ['LOC:River Clyde', 'LOC:Mount Elgon']);
    const two = 'Fishing on Lake Bosomtwe Beach is allowed.';
    assert.deepEqual(refined(two, []), ['LOC:Lake Bosomtwe Beach']);
  });
  it('leaves an organisation, a longer span, an opener alone or before a lower-case word', () => {
    const org = 'Lake Victoria Fisheries Ltd hired Ama. The river flows on. The Lake is cold. River water is brown.';
    assert.deepEqual(refined(org, at(org, 'ORG', 'Lake Victoria Fisheries Ltd')), ['ORG:Lake Victoria Fisheries Ltd']);
  });
  it('a line break ends the place: the name on the next line is not read into it', () => {
    // A heading line and a name one per line under it: "Clyde\nAma" is two lines, not one place of three words.
    const list = 'Walk to the River Clyde\nAma Serwaa\nKofi Boateng';
    assert.deepEqual(refined(list, at(list, 'PER', 'Clyde', 'Ama Serwaa', 'Kofi Boateng')), ['LOC:River Clyde', 'PER:Ama Serwaa', 'PER:Kofi Boateng']);
    // An opener ending its line is no place with the next line's first word (the country alone is a place).
    const heading = 'Trip report: Mount\nKenya was cold.';
    assert.deepEqual(refined(heading, []), ['LOC:Kenya']);
  });
});

describe('places announced by a place word of the cue languages (refine cuedPlacesOtherLanguages)', () => {
  it('reads the capitalised words after the place word as a place, listed or not, a person read there too', () => {
    const sw = 'Mkutano ulifanyika katika kijiji cha Mwembeni jana.';
    assert.deepEqual(refined(sw, []), ['LOC:Mwembeni']);
    const ha = 'An kama su a ƙauyen Gidan Dutse ranar Talata.';
    assert.deepEqual(refined(ha, []).filter((x) => x.startsWith('LOC')), ['LOC:Gidan Dutse']);
    const so = 'Shirka waxaa lagu qabtay magaalada Baydhabo.';
    assert.deepEqual(refined(so, []), ['LOC:Baydhabo']);
    const rw = 'Byabereye mu Murenge wa Kimironko, Akarere ka Gasabo.';
    assert.deepEqual(refined(rw, at(rw, 'PER', 'Gasabo')), ['LOC:Kimironko', 'LOC:Gasabo']);
  });
  it('leaves a lower-case word, a name on the next line, an organisation and a span reaching beyond alone', () => {
    assert.deepEqual(refined('Waxay ku nool yihiin magaalada weyn.', []), []);
    assert.deepEqual(refined('Mkutano ulifanyika kijiji cha\nMwembeni jana.', []).filter((x) => x.startsWith('LOC')), []);
    const org = 'Wasanni a jihar Kano Pillars FC ya yi nasara.';
    assert.deepEqual(refined(org, at(org, 'ORG', 'Kano Pillars FC')), ['ORG:Kano Pillars FC']);
    // A line break ends the place's words: the signature under a line that ends in a place is a person.
    const signed = 'Barua hii imetoka kaunti ya Bungoma\nOtieno Wafula';
    assert.deepEqual(refined(signed, at(signed, 'PER', 'Otieno Wafula')), ['LOC:Bungoma', 'PER:Otieno Wafula']);
    const wide = 'Alifika kaunti ya Nakuru Town East jana.';
    assert.deepEqual(refined(wide, at(wide, 'LOC', 'Nakuru Town East')), ['LOC:Nakuru Town East']);
    const beyond = 'Alifika kaunti ya Nakuru Otieno Ochieng jana.';
    assert.deepEqual(refined(beyond, at(beyond, 'PER', 'Nakuru Otieno Ochieng jana')), ['PER:Nakuru Otieno Ochieng jana']);
    // English has none of the place words: an English sentence is left as the tagger read it.
    const en = 'The garin was served with the jihar dish at Mama Ayo.';
    // (The honorific stays outside the person: session 26, name-stoplist.json addressHonorifics.)
    assert.deepEqual(refined(en, at(en, 'PER', 'Mama Ayo')), ['PER:Ayo']);
  });
});

describe("a person's place of origin", () => {
  it('a span read as an organisation or a person after "<person> of" that is a known place is the place', () => {
    const text = 'The families of Yaw Mensah of Tamale and Efua Asante of Winneba invite you.';
    const spans = [...at(text, 'PER', 'Yaw Mensah'), ...at(text, 'ORG', 'Tamale'), ...at(text, 'PER', 'Efua Asante', 'Winneba')];
    assert.deepEqual(refined(text, spans), ['PER:Yaw Mensah', 'LOC:Tamale', 'PER:Efua Asante', 'LOC:Winneba']);
  });
  it('leaves an employer, a known name, and a span after "of" with no person before it', () => {
    const text = 'Steve Jobs of Apple met Ama Owusu of Grace. The Bank of Tamale opened.';
    const spans = [...at(text, 'PER', 'Steve Jobs'), ...at(text, 'ORG', 'Apple'), ...at(text, 'PER', 'Ama Owusu', 'Grace'), ...at(text, 'ORG', 'Tamale')];
    assert.deepEqual(refined(text, spans), ['PER:Steve Jobs', 'ORG:Apple', 'PER:Ama Owusu', 'PER:Grace', 'ORG:Tamale']);
  });
});

describe('surname in capitals, comma, given name', () => {
  it('is one person when the lexicon knows a part or the tagger read an entity there', () => {
    const text = 'S/N | NAME\n1 | OKONJO, Ifeoma\n2 | BADMUS, Olanrewaju Tunde\n3 | YAKUBU, Zaynab';
    assert.deepEqual(refined(text, at(text, 'ORG', 'Olanrewaju')), ['PER:OKONJO, Ifeoma', 'PER:BADMUS, Olanrewaju Tunde', 'PER:YAKUBU, Zaynab']);
  });
  it('leaves a place, an English word, a legal form and a span reaching beyond', () => {
    const text = 'LAGOS, Nigeria. NOTE, Please call. Sold by ZENCO, Inc to OKAFOR, Chidi Emeka Obi.';
    // The places are the place rules' (addPlaces); the given name takes at most two words.
    assert.deepEqual(refined(text, at(text, 'ORG', 'ZENCO')), ['LOC:LAGOS', 'LOC:Nigeria', 'ORG:ZENCO', 'PER:OKAFOR, Chidi Emeka']);
    const degree = 'Ask Kathrine Filemonsen DDS, Yuito Hirai of Reed.';
    assert.deepEqual(refined(degree, at(degree, 'PER', 'Kathrine Filemonsen', 'Yuito Hirai')), ['PER:Kathrine Filemonsen', 'PER:Yuito Hirai']);
    const wide = 'Paid to OKAFOR, Chidi Emeka Obi today.';
    assert.deepEqual(refined(wide, at(wide, 'PER', 'OKAFOR, Chidi Emeka Obi')), ['PER:OKAFOR, Chidi Emeka Obi']);
  });
  it('takes no long token that is not a capitalised word in lower case (its cost: bench:worst-case)', () => {
    const text = `SALEH, A${'b'.repeat(2_000)}1 came. OKONJO, Ifeoma signed.`;
    assert.deepEqual(refined(text, []), ['PER:OKONJO, Ifeoma']);
  });
});

describe('a surname named again with a Nguni prefix', () => {
  it('is the person, the prefix in either case', () => {
    const text = 'uLindiwe Mabaso ufikile ekuseni. UMabaso uthe imoto kaMabaso ibiwe.';
    assert.deepEqual(refined(text, at(text, 'PER', 'uLindiwe Mabaso')), ['PER:uLindiwe Mabaso', 'PER:UMabaso', 'PER:kaMabaso']);
  });
  it('leaves a prefixed word whose name is no surname of the text, and words with no prefix', () => {
    const text = 'uLindiwe Mabaso noThemba bahambile. UNESCO and Kanu and Mabasoville.';
    // noThemba ("and Themba") is no mention of Mabaso; it is a person of its own, a known given name with a
    // Nguni prefix in Nguni text (refine.ts prefixedPersons, test/detect/tagger/africanNews.test.ts).
    assert.deepEqual(refined(text, at(text, 'PER', 'uLindiwe Mabaso')), ['PER:uLindiwe Mabaso', 'PER:noThemba']);
  });
});

describe('article surnames (refinePersons articleSurnames)', () => {
  it('takes a hyphenated article surname into the person before it', () => {
    const text = 'Cleric Hamid Kareem al-Rawi said the meeting in Basra was over.';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'Hamid Kareem'), ...at(text, 'LOC', 'Basra')]), ['PER:Hamid Kareem al-Rawi', 'LOC:Basra']);
    const possessive = 'The plan of Layla el-Masri \'s office was filed; Yusuf bin-Tariq agreed.';
    assert.deepEqual(refined(possessive, at(possessive, 'PER', 'Layla', 'Yusuf')), ['PER:Layla el-Masri', 'PER:Yusuf bin-Tariq']);
  });
  it('leaves a lower-case word, a capitalised word, a word after a gap and a covered word alone', () => {
    for (const text of ['Omar al-ready left.', 'Omar Al-Amin stayed.', 'Omar  al-Hadi came.', 'Omar al-hadi came.']) assert.deepEqual(refined(text, at(text, 'PER', 'Omar')), ['PER:Omar'], text);
    const gap = 'I met Omar, al-Hadi was late.';
    assert.deepEqual(refined(gap, at(gap, 'PER', 'Omar')), ['PER:Omar']);
    const covered = 'Samir al-Jazira Holdings paid.';
    assert.deepEqual(refined(covered, [...at(covered, 'PER', 'Samir'), ...at(covered, 'ORG', 'al-Jazira Holdings')]), ['PER:Samir', 'ORG:al-Jazira Holdings']);
  });
  it('does not join a place before an article word', () => {
    const text = 'They drove from Mosul al-Jadida to the coast.';
    assert.deepEqual(refined(text, at(text, 'LOC', 'Mosul')), ['LOC:Mosul']);
  });
});

describe('list members are of one kind (refine.ts listMembers)', () => {
  it('gives an unread one-word member the kind of the list', () => {
    const towns = 'Fighting spread to Kisumu, Wundanyi and Mbita overnight.';
    assert.deepEqual(refined(towns, at(towns, 'LOC', 'Kisumu')), ['LOC:Kisumu', 'LOC:Wundanyi', 'LOC:Mbita']);
    const people = 'Okonjo, Adeyinka & Tshabalala signed the minutes.';
    assert.deepEqual(refined(people, at(people, 'PER', 'Tshabalala')), ['PER:Okonjo', 'PER:Adeyinka', 'PER:Tshabalala']);
  });
  it('takes a listed given name that is also an English word as a member when it stands alone in the list', () => {
    const kids = 'She leaves her sons Otieno, Peter and Tendai, and her daughter.';
    assert.deepEqual(refined(kids, at(kids, 'PER', 'Otieno')), ['PER:Otieno', 'PER:Peter', 'PER:Tendai']);
    const two = 'Loving mother of Wanjiku and Patience.';
    assert.deepEqual(refined(two, at(two, 'PER', 'Wanjiku')), ['PER:Wanjiku', 'PER:Patience']);
  });
  it('negative: such a word that runs on as the sentence, or in a list of places, is left as it is', () => {
    const verb = 'Tell Kwame and Will you bring the chairs?';
    assert.deepEqual(refined(verb, at(verb, 'PER', 'Kwame')), ['PER:Kwame']);
    const places = 'Roads to Kisumu, Kericho and Hope were shut.';
    assert.deepEqual(refined(places, at(places, 'LOC', 'Kisumu', 'Kericho')), ['LOC:Kisumu', 'LOC:Kericho']);
  });
  it('reads a one-word member of another kind its lexicon does not know as the kind of two or more others', () => {
    const text = 'Shelling hit Tikrit, Samarra, Dhuluiya and Balad.';
    const spans = [...at(text, 'LOC', 'Tikrit', 'Samarra', 'Balad'), ...at(text, 'PER', 'Dhuluiya')];
    assert.deepEqual(refined(text, spans), ['LOC:Tikrit', 'LOC:Samarra', 'LOC:Dhuluiya', 'LOC:Balad']);
  });
  it('reads a one-word organisation no institution word backs as the kind of its list; not an acronym or an institution', () => {
    const text = 'Protests spread in Tikrit and Dhuluiya.';
    assert.deepEqual(refined(text, [...at(text, 'LOC', 'Tikrit'), ...at(text, 'ORG', 'Dhuluiya')]), ['LOC:Tikrit', 'LOC:Dhuluiya']);
    const acronym = 'Protests spread in Tikrit and UNAMI.';
    assert.deepEqual(refined(acronym, [...at(acronym, 'LOC', 'Tikrit'), ...at(acronym, 'ORG', 'UNAMI')]), ['LOC:Tikrit', 'ORG:UNAMI']);
    const holdings = 'Offices in Tikrit and Holdings.';
    assert.deepEqual(refined(holdings, [...at(holdings, 'LOC', 'Tikrit'), ...at(holdings, 'ORG', 'Holdings')]), ['LOC:Tikrit', 'ORG:Holdings']);
  });
  it('reads two names with only a comma between them as an apposition, not a list', () => {
    const text = 'Mahmoud Zahar, Dhuluiya leader, spoke.';
    assert.deepEqual(refined(text, [...at(text, 'PER', 'Mahmoud Zahar'), ...at(text, 'ORG', 'Dhuluiya')]), ['PER:Mahmoud Zahar', 'ORG:Dhuluiya']);
    const three = 'Kisumu, Wundanyi, Mbita.';
    assert.deepEqual(refined(three, at(three, 'LOC', 'Kisumu')), ['LOC:Kisumu', 'LOC:Wundanyi', 'LOC:Mbita']);
  });
  it('reads a place then its country or region as two places; not a city, a possessive region or a person', () => {
    const region = 'She was born in Wundanyi, Northumberland, and moved in 1990.';
    assert.deepEqual(refined(region, at(region, 'LOC', 'Northumberland')), ['LOC:Wundanyi', 'LOC:Northumberland']);
    const country = 'Born at Dhuluiya, Kenya.';
    assert.deepEqual(refined(country, [...at(country, 'ORG', 'Dhuluiya'), ...at(country, 'LOC', 'Kenya')]), ['LOC:Dhuluiya', 'LOC:Kenya']);
    const city = 'I was on patrol on Kingsway, Bradford, when I saw him.';
    assert.deepEqual(refined(city, at(city, 'LOC', 'Bradford')), ['LOC:Bradford']);
    const possessive = "Wambuguru, Kenya's envoy, spoke.";
    assert.deepEqual(refined(possessive, at(possessive, 'LOC', 'Kenya')), ['LOC:Kenya']);
    const person = 'Wambuguru, Kenya.';
    assert.deepEqual(refined(person, [...at(person, 'PER', 'Wambuguru'), ...at(person, 'LOC', 'Kenya')]), ['PER:Wambuguru', 'LOC:Kenya']);
  });
  it('leaves mixed lists, known names, English words, days, longer names and lines alone', () => {
    const mixed = 'Wanjiru, Kisumu and Ombasa were named.';
    assert.deepEqual(refined(mixed, [...at(mixed, 'PER', 'Wanjiru'), ...at(mixed, 'LOC', 'Kisumu')]), ['PER:Wanjiru', 'LOC:Kisumu']);
    const one = 'We drove to Kisumu and Wanjiru met us.';
    assert.deepEqual(refined(one, [...at(one, 'LOC', 'Kisumu'), ...at(one, 'PER', 'Wanjiru')]), ['LOC:Kisumu', 'PER:Wanjiru']);
    const day = 'After Nakuru on Tuesday, Wanjiru left; Kisumu, Monday and Apple followed.';
    const daySpans = [...at(day, 'LOC', 'Nakuru', 'Kisumu'), ...at(day, 'PER', 'Wanjiru')].sort((x, y) => x.start - y.start);
    assert.deepEqual(refined(day, daySpans), ['LOC:Nakuru', 'PER:Wanjiru', 'LOC:Kisumu']);
    const longer = 'Guests came from Kisumu and Eilidh Cadwaladr sang.';
    assert.deepEqual(refined(longer, at(longer, 'LOC', 'Kisumu')), ['LOC:Kisumu']);
    const line = 'Kisumu,\nOmbasa is far.';
    assert.deepEqual(refined(line, at(line, 'LOC', 'Kisumu')), ['LOC:Kisumu']);
    const twoToOne = 'Kisumu, Nakuru and Wanjiru.';
    assert.deepEqual(refined(twoToOne, [...at(twoToOne, 'LOC', 'Kisumu', 'Nakuru'), ...at(twoToOne, 'PER', 'Wanjiru')]), ['LOC:Kisumu', 'LOC:Nakuru', 'PER:Wanjiru']);
  });
});

describe('lower-case given names next to a person word (refinePersons lowerCaseNames)', () => {
  it('reads a lower-case given name as a person before a verb, after a cue word or joined to i or me', () => {
    assert.deepEqual(refined('ok so kofi was late again', []), ['PER:kofi']);
    assert.deepEqual(refined('pls dont tell wanjiru about it', []), ['PER:wanjiru']);
    assert.deepEqual(refined('posted by chidi', []), ['PER:chidi']);
    assert.deepEqual(refined('i think thandiwe and i will come', []), ['PER:thandiwe']);
    assert.deepEqual(refined('me and kwame are outside', []), ['PER:kwame']);
  });
  it('leaves a given name with no such neighbour, an English word, a place and a covered word alone', () => {
    assert.deepEqual(refined('a cup of joe and a snack', []), []);
    assert.deepEqual(refined('amara', []), []);
    assert.deepEqual(refined('tell mark about it', []), []);
    assert.deepEqual(refined('posted by\nchidi', []), []);
    const covered = 'tell kofi annan hi';
    assert.deepEqual(refined(covered, at(covered, 'PER', 'kofi annan')), ['PER:kofi annan']);
  });
  it('reads a lower-case given name after a kin word or a phrase that asks for or greets someone', () => {
    assert.deepEqual(refined('my cousin wanjiru stayed in town for a year', []), ['PER:wanjiru']);
    assert.deepEqual(refined('went there with my bro sipho last week', []), ['PER:sipho']);
    assert.deepEqual(refined('the food is fine, ask for chidi at the bar', []), ['PER:chidi']);
    assert.deepEqual(refined('big shout out to thandiwe from the front desk', []), ['PER:thandiwe']);
    assert.deepEqual(refined('say hi to kwame for me', []), ['PER:kwame']);
  });
  it('leaves an English word, a place or a broken phrase after those cues alone', () => {
    assert.deepEqual(refined('my cousin bought a new phone', []), []);
    assert.deepEqual(refined('ask for help at the desk', []), []);
    assert.deepEqual(refined('shout out to lagos for the welcome', []), ['LOC:lagos']);
    // The phrase must stand on one line with the name, whole.
    assert.deepEqual(refined('ask for\nchidi', []), []);
    assert.deepEqual(refined('ask about chidi', []), []);
  });
});

describe('persons anonymised to initials after a person cue (refinePersons initialsPersons)', () => {
  it('reads initials after a title, a party role or a kin word as a person, the title in the span', () => {
    const pay = 'The respondent State is to pay Mrs K.O., within three months, EUR 3,000.';
    assert.deepEqual(refined(pay, []), ['PER:Mrs K.O.']);
    const role = 'The facts of the case, as submitted by the applicant, T.B., may be summarised as follows.';
    assert.deepEqual(refined(role, []), ['PER:T.B.']);
    const hyphen = 'The applicant, Mr J.-P.M., was born in 1971.';
    assert.deepEqual(refined(hyphen, []), ['PER:Mr J.-P.M.']);
    const kin = 'and my brother S.N. said nothing';
    assert.deepEqual(refined(kin, []), ['PER:S.N.']);
  });
  it("reads initials after a relative's word and a possessive, with or without a comma", () => {
    const spouse = "The applicant's spouse, R.K., lodged a complaint with the prosecutor.";
    assert.deepEqual(refined(spouse, []), ['PER:R.K.']);
    const son = 'In 2009 his son D.M. left the country.';
    assert.deepEqual(refined(son, []), ['PER:D.M.']);
  });
  it('leaves initials after a relative word with no possessive, or after a word that is no relative', () => {
    assert.deepEqual(refined('Every spouse, R.K. included, was heard.', []), []);
    assert.deepEqual(refined("The company's lawyer, R.K., was absent.", []).filter((x) => x.includes('R.K.')), []);
    assert.deepEqual(refined("The applicant's son, U.S. citizen since 2001, testified.", []), []);
  });
  it('leaves initials with no cue, initials before a name or particle, single letters and covered spans alone', () => {
    assert.deepEqual(refined('Prices in the U.S. fell by 2 per cent.', []), []);
    assert.deepEqual(refined('The meeting starts at 10 a.m. today.', []), []);
    const named = 'Counsel for the applicant was Mr K.O. Mensah.';
    assert.deepEqual(refined(named, at(named, 'PER', 'K.O. Mensah')), ['PER:K.O. Mensah']);
    // Initials before a particle are no person alone: the title, initials, particles and surname are one (titledNames, session 41).
    assert.deepEqual(refined('The referee was Mrs A.B. van der Merwe of Pretoria.', []).filter((x) => x.includes('A.B.')), ['PER:Mrs A.B. van der Merwe']);
    assert.deepEqual(refined('Ask Mr K. about it.', []), []);
    const covered = 'The applicant, Ms R.R., lives in Riga.';
    assert.deepEqual(refined(covered, at(covered, 'PER', 'Ms R.R.')), ['PER:Ms R.R.']);
  });
});

describe('a capitalised name joined to the writer (refinePersons firstPersonPairs)', () => {
  it('reads a name joined to I or me by and as a person, listed or not', () => {
    assert.deepEqual(refined('In fact Peder and I were laughing about it.', []), ['PER:Peder']);
    assert.deepEqual(refined('Me and Catriona are outside.', []), ['PER:Catriona']);
    assert.deepEqual(refined('It was a deal between Kwabena and me.', []), ['PER:Kwabena']);
  });
  it('leaves English words, places, titles, longer names and other lines alone', () => {
    assert.deepEqual(refined('Mom and I went home.', []), []);
    assert.deepEqual(refined('God and me, we talk.', []), []);
    assert.deepEqual(refined('Nairobi and I never got along.', []), ['LOC:Nairobi']);
    assert.deepEqual(refined('Tuesday and I are not friends.', []), []);
    assert.deepEqual(refined('We went there in August and I won a prize.', []), []);
    assert.deepEqual(refined('...Nope and I am proud of it.', []), []);
    const longer = 'Say hi to Ama Serwaa and me.';
    assert.deepEqual(refined(longer, at(longer, 'PER', 'Ama Serwaa')), ['PER:Ama Serwaa']);
    assert.deepEqual(refined('Peder\nand I left.', []), []);
  });
});

describe('a full name read as an organisation in a list of persons (refine.ts listMembers)', () => {
  it('reads it as a person when two persons or more stand in the list', () => {
    const text = 'Team 2: Mary John, Russell Dyk, Webb Jennings and Kofi Boateng';
    const spans = [...at(text, 'PER', 'Mary John', 'Webb Jennings', 'Kofi Boateng'), ...at(text, 'ORG', 'Russell Dyk')];
    assert.deepEqual(refined(text, spans), ['PER:Mary John', 'PER:Russell Dyk', 'PER:Webb Jennings', 'PER:Kofi Boateng']);
  });
  it('keeps an organisation with an institution word, one not opening with a given name, or in a list of one person', () => {
    const text = 'Mary John, Russell Holdings, Acme Dyk and Kofi Boateng';
    const spans = [...at(text, 'PER', 'Mary John', 'Kofi Boateng'), ...at(text, 'ORG', 'Russell Holdings', 'Acme Dyk')];
    assert.deepEqual(refined(text, spans), ['PER:Mary John', 'PER:Kofi Boateng', 'ORG:Russell Holdings', 'ORG:Acme Dyk']);
    const one = 'Mary John and Russell Dyk';
    assert.deepEqual(refined(one, [...at(one, 'PER', 'Mary John'), ...at(one, 'ORG', 'Russell Dyk')]), ['PER:Mary John', 'ORG:Russell Dyk']);
  });
});

describe('"the <Name>" names a thing (refinePersons definiteNames)', () => {
  it('drops a one-word person after a lower-case "the" with no noun after it', () => {
    for (const [text, name] of [
      ['We chose the Serena (which is closer).', 'Serena'],
      ['It gives the Admin a free hand.', 'Admin'],
      ['We bought the Ribena.', 'Ribena'],
      ['They stayed at the Hilton', 'Hilton'],
    ] as const) assert.deepEqual(refined(text, at(text, 'PER', name)), [], text);
  });
  it('keeps a name before a noun or another capitalised word, a longer name, and "The" opening a sentence', () => {
    for (const [text, name] of [
      ['Critics of the Kenyatta administration spoke.', 'Kenyatta'],
      ['One of the Mensah boys came.', 'Mensah'],
      ['We met the Kwame Mensah you mentioned.', 'Kwame Mensah'],
      ['The Mensah said no.', 'Mensah'],
    ] as const) assert.deepEqual(refined(text, at(text, 'PER', name)), [`PER:${name}`], text);
  });
});

describe('tagger span rules through the shipped tagger', () => {
  it('reads lower-case countries and region codes in web text', () => {
    const text = 'i am moving from ghana to portugal next year, my sister is in Lawrence, KS already';
    const places = proposeEntities(text)
      .filter((p) => p.label === 'LOC')
      .map((p) => text.slice(p.start, p.end));
    for (const p of ['ghana', 'portugal', 'KS']) assert.ok(places.includes(p), `${p} in ${places.join(', ')}`);
  });

  it('quoted surname-first names join; a quoted greeting, a place and its country do not', () => {
    const spans = (text: string) => proposeEntities(text).map((p) => `${p.label}:${text.slice(p.start, p.end)}`);
    assert.deepEqual(spans('Reply to "Okafor, Chidi" about the invoice.'), ['PER:Okafor, Chidi']);
    assert.deepEqual(spans('He said "Yes, Sir" and left.'), []);
    assert.deepEqual(spans('We flew to "Paris, France" last spring.'), ['LOC:Paris', 'LOC:France']);
    assert.deepEqual(spans('"Thank you, Grace" she wrote.'), ['PER:Grace']);
  });

  it('lower-case English words are no places; a lower-case city that is no English word stays one', () => {
    const places = (text: string) => proposeEntities(text).filter((p) => p.label === 'LOC').map((p) => text.slice(p.start, p.end));
    assert.deepEqual(places('take a bath and relax, that was nice of you'), []);
    assert.deepEqual(places('my mobile is broken and reading is my hobby'), []);
    assert.deepEqual(places('my cousin is in lagos'), ['lagos']);
  });

  it('reads first-order regions of India, Pakistan, China, Iraq and Afghanistan (places-curated.json) as places, in lower case too', () => {
    const places = (text: string) => proposeEntities(text).filter((p) => p.label === 'LOC').map((p) => text.slice(p.start, p.end));
    assert.deepEqual(places('Diyala stayed calm while Nineveh did not.'), ['Diyala', 'Nineveh']);
    assert.deepEqual(places('the convoy left nangarhar at dawn'), ['nangarhar']);
    assert.deepEqual(places('Officials in Xinjiang and Ningxia declined to comment.'), ['Xinjiang', 'Ningxia']);
  });

  it('leaves a postscript marker opening a line out of the person after it', () => {
    const text = 'See you Friday.\nP.S. Wanjiru, please bring the keys.';
    const persons = proposeEntities(text).filter((p) => p.label === 'PER').map((p) => text.slice(p.start, p.end));
    assert.deepEqual(persons, ['Wanjiru']);
    // A span never opens on a punctuation token: the initial before the name is taken in whole, not from its dot.
    const judge = 'Bush also nominated A. Noel Anketell Kramer for a 15-year term as associate judge.';
    assert.ok(proposeEntities(judge).some((p) => p.label === 'PER' && judge.slice(p.start, p.end) === 'A. Noel Anketell Kramer'));
    assert.ok(proposeEntities(judge).every((p) => /^[\p{L}\p{N}]/u.test(judge.slice(p.start, p.end))));
  });

  it('reads Nguni places written with a locative prefix', () => {
    const text = 'Izingane zikaThabo zifunda eMthatha, kodwa umndeni wakhe usuka kwaNongoma.';
    const places = proposeEntities(text).filter((p) => p.label === 'LOC').map((p) => text.slice(p.start, p.end));
    for (const p of ['eMthatha', 'kwaNongoma']) assert.ok(places.includes(p), `${p} in ${places.join(', ')}`);
  });
});


describe('capitals in a text in another language (refine.ts foreignCapitals)', () => {
  const swahili = 'Wanakijiji wote wanaombwa kufika kwenye ukumbi kesho asubuhi kwa mkutano wa maji.';
  it('drops a person span no name lexicon knows and no title stands by, in a text written in another language', () => {
    assert.deepEqual(refined(swahili, at(swahili, 'PER', 'Wanakijiji')), []);
    const german = 'Die Klage wird abgewiesen, und die Kosten trägt der Kläger; die Zeitschrift berichtet darüber.';
    assert.deepEqual(refined(german, at(german, 'PER', 'Zeitschrift')), []);
  });
  it('keeps a known name, a titled name and a hyphenated name with a known part there', () => {
    const named = `${swahili} Amina Wanjugu atafungua mkutano.`;
    assert.deepEqual(refined(named, at(named, 'PER', 'Amina Wanjugu')), ['PER:Amina Wanjugu']);
    const titled = `${swahili} Bi. Wanjugu atasoma ripoti.`;
    assert.deepEqual(refined(titled, at(titled, 'PER', 'Wanjugu')), ['PER:Wanjugu']);
    const hyphen = `${swahili} Ripoti ya Abu-Zayd itasomwa.`;
    assert.deepEqual(refined(hyphen, at(hyphen, 'PER', 'Abu-Zayd')), ['PER:Abu-Zayd']);
  });
  it('keeps an unknown name whose speech word follows the comma closing its apposition, not one further on', () => {
    const comma = `${swahili} Mkuu wa wilaya, Zuberi Mkwawa, alisema maji yatafika.`;
    assert.deepEqual(refined(comma, at(comma, 'PER', 'Zuberi Mkwawa')), ['PER:Zuberi Mkwawa']);
    const far = `${swahili} Mkuu wa wilaya, Zuberi Mkwawa, jana alisema maji yatafika.`;
    assert.deepEqual(refined(far, at(far, 'PER', 'Zuberi Mkwawa')), []);
    const noComma = `${swahili} Mkuu wa wilaya Zuberi Mkwawa wa maji.`;
    assert.deepEqual(refined(noComma, at(noComma, 'PER', 'Zuberi Mkwawa')), []);
  });
  it('leaves English text and a text too short to tell its language alone', () => {
    const english = 'The Borehole was drilled last week and the water is clean again, the chairman said.';
    assert.deepEqual(refined(english, at(english, 'PER', 'Borehole')), ['PER:Borehole']);
    const short = 'Habari Wanjugu, nimefika salama.';
    assert.deepEqual(refined(short, at(short, 'PER', 'Wanjugu')), ['PER:Wanjugu']);
  });
});

describe('cited authors (refinePersons citedAuthors)', () => {
  it('reads a surname, a comma and initials before the next author, the year or et al. as one person', () => {
    const list = 'Mensah, K. A. and Boateng, Y. (2015). Cocoa prices. Accra: Sub-Saharan Press.\nTetteh, R., Owusu, A. B. et al. (2019).';
    const spans = [...at(list, 'PER', 'K. A', 'Boateng', 'Owusu'), ...at(list, 'LOC', 'Accra')].sort((x, y) => x.start - y.start);
    assert.deepEqual(refined(list, spans), ['PER:Mensah, K. A.', 'PER:Boateng, Y.', 'LOC:Accra', 'PER:Tetteh, R.', 'PER:Owusu, A. B.']);
  });
  it('leaves a place, initials running on to a name, an English word and a span reaching beyond alone', () => {
    const place = 'He flew to Washington, D.C. (2010) for talks.';
    assert.deepEqual(refined(place, at(place, 'LOC', 'Washington')), ['LOC:Washington']);
    const runOn = 'In Tamale, A. B. Mensah spoke first.';
    assert.deepEqual(refined(runOn, at(runOn, 'PER', 'A. B. Mensah')), ['PER:A. B. Mensah']);
    const word = 'See Table, B. (below) for the figures.';
    assert.deepEqual(refined(word, []), []);
    const beyond = 'Mensah, K. A. Boateng (2015) wrote it.';
    assert.deepEqual(refined(beyond, at(beyond, 'PER', 'K. A. Boateng')), ['PER:K. A. Boateng']);
  });
});

describe('streets named after persons (refine.ts streetsNamedAfterPersons)', () => {
  it('reads a person and a street word after it, or a continental street word before or opening it, as the street', () => {
    const after = 'Traffic is slow on Kwame Nkrumah Avenue this morning.';
    assert.deepEqual(refined(after, at(after, 'PER', 'Kwame Nkrumah')), ['LOC:Kwame Nkrumah Avenue']);
    const before = 'Nous avons dormi Rue Victor Hugo chez Anaïs.';
    assert.deepEqual(refined(before, at(before, 'PER', 'Victor Hugo')), ['LOC:Rue Victor Hugo']);
    const opening = 'We stayed on Rua Garrett for a week.';
    assert.deepEqual(refined(opening, at(opening, 'PER', 'Rua Garrett')), ['LOC:Rua Garrett']);
  });
  it('keeps a person before a lower-case or surname street word, after a continental word opening a sentence, and before a comma', () => {
    const lower = 'Kwame Nkrumah road-tested the plan.';
    assert.deepEqual(refined(lower, at(lower, 'PER', 'Kwame Nkrumah')), ['PER:Kwame Nkrumah']);
    const surname = 'I met Ama Lane at the market.';
    assert.deepEqual(refined(surname, at(surname, 'PER', 'Ama')), ['PER:Ama']);
    const alone = 'Via Kofi, the parcel reached us.';
    assert.deepEqual(refined(alone, at(alone, 'PER', 'Kofi')), ['PER:Kofi']);
    const comma = 'Kofi Mensah, Street vendor, spoke.';
    assert.deepEqual(refined(comma, at(comma, 'PER', 'Kofi Mensah')), ['PER:Kofi Mensah']);
  });
});

describe('common nouns read as persons (refine.ts commonNounPersons)', () => {
  it('drops a one-word person that general English lists as a common noun only and no name lexicon knows', () => {
    const office = 'The complaint was upheld.\nABENA MENSAH\nDeputy Ombudsman';
    assert.deepEqual(refined(office, at(office, 'PER', 'ABENA MENSAH', 'Ombudsman')), ['PER:ABENA MENSAH']);
  });
  it('keeps a known name, a proper noun of general English, an unlisted word and a longer span', () => {
    const kept = 'Kofi met Whitby, then Wambuguru, then Ombudsman Kamau.';
    const spans = at(kept, 'PER', 'Kofi', 'Whitby', 'Wambuguru', 'Ombudsman Kamau');
    assert.deepEqual(refined(kept, spans), ['PER:Kofi', 'PER:Whitby', 'PER:Wambuguru', 'PER:Ombudsman Kamau']);
  });
});

describe('surname first in a semicolon list (refinePersons surnameFirstPersons)', () => {
  it('reads a mixed-case surname, a comma and a given name between semicolons as one person', () => {
    const text = 'Present: Wambuguru, Kwabena; Mensah, Abena; apologies from none.';
    assert.deepEqual(refined(text, at(text, 'PER', 'Kwabena', 'Abena')), ['PER:Wambuguru, Kwabena', 'PER:Mensah, Abena']);
  });
  it('leaves a mixed-case pair with no semicolon by it, and a place before its country, alone', () => {
    const prose = 'After Mensah, Abena spoke.';
    assert.deepEqual(refined(prose, at(prose, 'PER', 'Mensah', 'Abena')), ['PER:Mensah', 'PER:Abena']);
    const place = 'Offices: Kumasi, Ghana; Lagos, Nigeria.';
    assert.deepEqual(refined(place, at(place, 'LOC', 'Kumasi', 'Ghana', 'Lagos', 'Nigeria')), ['LOC:Kumasi', 'LOC:Ghana', 'LOC:Lagos', 'LOC:Nigeria']);
  });
  it('takes a listed given name that English writes as a word or the gazetteer as a town as the given name', () => {
    const list = 'Present: Otieno, Akinyi; Wanyama, Patience; Kiprono, Wisdom\nApologies: none';
    assert.deepEqual(refined(list, at(list, 'PER', 'Otieno, Akinyi', 'Wanyama', 'Patience', 'Kiprono', 'Wisdom')), ['PER:Otieno, Akinyi', 'PER:Wanyama, Patience', 'PER:Kiprono, Wisdom']);
    const register = 'No | NAME | STATE\n1 | OLUWASEUN, Nigel | Ogun\n2 | BAKARE, Florence | Oyo';
    assert.deepEqual(refined(register, at(register, 'LOC', 'Nigel', 'Florence')).filter((x) => x.startsWith('PER')), ['PER:OLUWASEUN, Nigel', 'PER:BAKARE, Florence']);
  });
  it('negative: a country or region after a town and a comma stays a place, though it is a given name too', () => {
    const venue = 'VENUE | ATLANTA, Georgia | 12 May';
    assert.deepEqual(refined(venue, at(venue, 'LOC', 'ATLANTA', 'Georgia')), ['LOC:ATLANTA', 'LOC:Georgia']);
  });
});

describe('a place and an unknown "person" joined by a word (refine.ts listMembers pairedPlace)', () => {
  it('reads a one-word person no name list knows, joined to a place by and/or, as the second place', () => {
    const text = 'Fieldwork in Kisumu and Wundanyi took a year.';
    assert.deepEqual(refined(text, [...at(text, 'LOC', 'Kisumu'), ...at(text, 'PER', 'Wundanyi')]), ['LOC:Kisumu', 'LOC:Wundanyi']);
    const first = 'Wundanyi or Kisumu will host it.';
    assert.deepEqual(refined(first, [...at(first, 'PER', 'Wundanyi'), ...at(first, 'LOC', 'Kisumu')]), ['LOC:Wundanyi', 'LOC:Kisumu']);
  });
  it('keeps a known name, a pair with only a comma, and two persons', () => {
    const known = 'She left Kisumu and Kwabena stayed.';
    assert.deepEqual(refined(known, [...at(known, 'LOC', 'Kisumu'), ...at(known, 'PER', 'Kwabena')]), ['LOC:Kisumu', 'PER:Kwabena']);
    const comma = 'In Kisumu, Wundanyi spoke.';
    assert.deepEqual(refined(comma, [...at(comma, 'LOC', 'Kisumu'), ...at(comma, 'PER', 'Wundanyi')]), ['LOC:Kisumu', 'PER:Wundanyi']);
    const persons = 'Kwabena and Wundanyi spoke.';
    assert.deepEqual(refined(persons, at(persons, 'PER', 'Kwabena', 'Wundanyi')), ['PER:Kwabena', 'PER:Wundanyi']);
  });
});

describe('a person span of titles and offices only (refine.ts titleOnlyPersons)', () => {
  it('drops a span whose every word is a title, an office or a function word', () => {
    const sw = 'Mheshimiwa Spika, naomba kumuuliza swali hili kuhusu mvua ya jana.';
    assert.deepEqual(refined(sw, at(sw, 'PER', 'Mheshimiwa Spika')), []);
    const en = 'The Lord Justice said so.';
    assert.deepEqual(refined(en, at(en, 'PER', 'Lord Justice')), []);
  });
  it('keeps a title beside a name, and a weekday that may be a given name', () => {
    const named = 'Mheshimiwa Amina Mohamed alizungumza.';
    assert.deepEqual(refined(named, at(named, 'PER', 'Mheshimiwa Amina Mohamed')), ['PER:Mheshimiwa Amina Mohamed']);
    const day = 'Tell Sunday to call me.';
    assert.deepEqual(refined(day, at(day, 'PER', 'Sunday')), ['PER:Sunday']);
  });
});

describe('a peer title before a name the tagger read as an organisation (judgments.ts namesAfterOffices)', () => {
  it('reads the title and the name as the person', () => {
    const t = 'He sided with Lord Hambleden on costs.';
    assert.deepEqual(refined(t, at(t, 'ORG', 'Hambleden')), ['PER:Lord Hambleden']);
  });
  it('adversarial: an organisation that opens before the name, or holds an organisation word, stays', () => {
    const t = 'The Lord Mayor Fund paid.';
    assert.deepEqual(refined(t, at(t, 'ORG', 'Lord Mayor Fund')), ['ORG:Lord Mayor Fund']);
  });
});

describe('a brand or product read as a person (refinePersons.ts brandNotPerson, src/lexicon/tables/brands.json)', () => {
  it('reads a brand the name lists do not know as an organisation', () => {
    const t = 'Firefox crashed again, so I switched and ordered from Tesco instead.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Firefox', 'Tesco')), ['ORG:Firefox', 'ORG:Tesco']);
    const two = 'We ate at Burger King near the station.';
    assert.deepEqual(refined(two, at(two, 'PER', 'Burger King')), ['ORG:Burger King']);
  });
  it('keeps a person whose name a brand shares: a given name, a known surname, a title', () => {
    const given = 'Dell called me back about the invoice.';
    assert.deepEqual(refined(given, at(given, 'PER', 'Dell')), ['PER:Dell']);
    const surname = 'Members: Mrs Suzuki and Mr Owusu.';
    assert.deepEqual(refined(surname, at(surname, 'PER', 'Suzuki', 'Mr Owusu')), ['PER:Suzuki', 'PER:Mr Owusu']);
    const titled = 'Mr Tesco signed the lease.';
    assert.deepEqual(refined(titled, at(titled, 'PER', 'Mr Tesco')), ['PER:Mr Tesco']);
  });
  it('adversarial: a brand word inside a longer person name is no brand', () => {
    const t = 'Abena Firefox Mensah spoke first.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Abena Firefox Mensah')), ['PER:Abena Firefox Mensah']);
  });
});

describe('a capitalised English adjective read as a place (refine.ts adjectivePlace)', () => {
  it('drops a one-word place that is an adjective no gazetteer lists', () => {
    const t = 'The cartoons ran in Western papers and won International acclaim in Lagos.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Western', 'International', 'Lagos')), ['LOC:Lagos']);
  });
  it('keeps capitalised nouns and listed places that English also has as words', () => {
    const t = 'We walked down the Strand to Reading, then took the bus to Mobile and on to Hope.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Strand', 'Reading', 'Mobile', 'Hope')), ['LOC:Strand', 'LOC:Reading', 'LOC:Mobile', 'LOC:Hope']);
  });
  it('adversarial: an adjective that opens a longer place name stays', () => {
    const t = 'She lives in Western Cape now.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Western Cape')), ['LOC:Western Cape']);
  });
});

describe('a place that opens an organisation (refine.ts placeOpensOrganisation)', () => {
  it('reads a place and the organisation right after it, one space between, as one organisation', () => {
    const t = 'She studied at the London School of Economics and now works for the Lagos State Ministry of Health.';
    const spans = [...at(t, 'LOC', 'London'), ...at(t, 'ORG', 'School of Economics'), ...at(t, 'LOC', 'Lagos State'), ...at(t, 'ORG', 'Ministry of Health')];
    assert.deepEqual(refined(t, spans.sort((a, b) => a.start - b.start)), ['ORG:London School of Economics', 'ORG:Lagos State Ministry of Health']);
  });
  it('keeps the place where a comma, a line break or a word stands between', () => {
    const word = 'We met in Accra at Barclays on Monday.';
    assert.deepEqual(refined(word, [...at(word, 'LOC', 'Accra'), ...at(word, 'ORG', 'Barclays')]), ['LOC:Accra', 'ORG:Barclays']);
    const comma = 'The letter came from Accra, Barclays said.';
    assert.deepEqual(refined(comma, [...at(comma, 'LOC', 'Accra'), ...at(comma, 'ORG', 'Barclays')]), ['LOC:Accra', 'ORG:Barclays']);
    const line = 'Kumasi\nGhana Cocoa Board';
    assert.deepEqual(refined(line, [...at(line, 'LOC', 'Kumasi'), ...at(line, 'ORG', 'Ghana Cocoa Board')]), ['LOC:Kumasi', 'ORG:Ghana Cocoa Board']);
  });
  it('reads an organisation and the place right after it, one space between, as one organisation', () => {
    const t = 'He studied at Imperial College London before joining Ecobank Ghana.';
    assert.deepEqual(refined(t, [...at(t, 'ORG', 'Imperial College'), ...at(t, 'LOC', 'London'), ...at(t, 'ORG', 'Ecobank'), ...at(t, 'LOC', 'Ghana')]), [
      'ORG:Imperial College London',
      'ORG:Ecobank Ghana',
    ]);
  });
  it('adversarial: a person beside a place is no organisation', () => {
    const t = 'Kofi Mensah Accra branch manager';
    assert.deepEqual(refined(t, [...at(t, 'PER', 'Kofi Mensah'), ...at(t, 'LOC', 'Accra')]), ['PER:Kofi Mensah', 'LOC:Accra']);
  });
});

describe('a place inside an institution\'s name (refine.ts placesInInstitutions)', () => {
  it('reads an institution noun, "of" and the place after it as one organisation', () => {
    const t = 'She got into University of Glasgow, and her brother works at the Central Bank of the Gambia.';
    const spans = [...at(t, 'LOC', 'Glasgow'), ...at(t, 'LOC', 'Gambia')];
    assert.deepEqual(refined(t, spans), ['ORG:University of Glasgow', 'ORG:Central Bank of the Gambia']);
  });
  it('reads "OF" and "THE" of a name written in capitals as it reads them in lower case, and stops at a heading\'s preposition', () => {
    const list = 'ADMISSIONS LIST, UNIVERSITY OF GHANA, 2024';
    assert.deepEqual(refined(list, at(list, 'LOC', 'GHANA')), ['ORG:UNIVERSITY OF GHANA']);
    const heading = 'LETTER FROM THE CENTRAL BANK OF THE GAMBIA';
    assert.deepEqual(refined(heading, at(heading, 'LOC', 'GAMBIA')), ['ORG:CENTRAL BANK OF THE GAMBIA']);
  });
  it('reads a place and the capitalised words after it ending in an institution noun as one organisation', () => {
    const t = 'AMINA BELLO Claimant - and - LEEDS CITY COUNCIL Respondent; she was born at Cape Coast Teaching Hospital.';
    const spans = [...at(t, 'PER', 'AMINA BELLO'), ...at(t, 'LOC', 'LEEDS', 'Cape Coast')];
    assert.deepEqual(refined(t, spans), ['PER:AMINA BELLO', 'ORG:LEEDS CITY COUNCIL', 'ORG:Cape Coast Teaching Hospital']);
  });
  it('keeps a place after a word that names no institution, or apart from the noun', () => {
    const t = 'The Mayor of Accra met the council in Kumasi. The bank near Tema Harbour opened.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'Accra', 'Kumasi', 'Tema Harbour')), ['LOC:Accra', 'LOC:Kumasi', 'LOC:Tema Harbour']);
  });
  it('adversarial: a person before "of" is no institution, and a span already holding the noun is left', () => {
    const t = 'Kofi Mensah of Tamale spoke; Amina of Kano wrote.';
    assert.deepEqual(refined(t, [...at(t, 'PER', 'Kofi Mensah'), ...at(t, 'LOC', 'Tamale'), ...at(t, 'PER', 'Amina'), ...at(t, 'LOC', 'Kano')]), [
      'PER:Kofi Mensah',
      'LOC:Tamale',
      'PER:Amina',
      'LOC:Kano',
    ]);
  });
});

describe('a place glued into a username or a handle (refine.ts handlePlaces)', () => {
  it('drops a place joined to a handle by an underscore or an at sign', () => {
    const t = 'nairobi_nerd wrote: try @accra first, then fly to Kisumu.';
    assert.deepEqual(refined(t, at(t, 'LOC', 'nairobi', 'accra', 'Kisumu')), ['LOC:Kisumu']);
  });
  it('keeps a place beside other punctuation, and a person glued into a file name', () => {
    const t = 'Lisa_resume.doc: moved from Accra-based work (Kumasi).';
    assert.deepEqual(refined(t, [...at(t, 'PER', 'Lisa'), ...at(t, 'LOC', 'Accra', 'Kumasi')]), ['PER:Lisa', 'LOC:Accra', 'LOC:Kumasi']);
  });
});

describe('an employer read as a person (refine.ts employers, refine.json employer_cues)', () => {
  it('reads one to three capitalised words right after an employer cue as an organisation', () => {
    const t = 'Adwoa was employed by Greggs until May; her brother works for Kentex Cables now.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Adwoa', 'Greggs', 'Kentex Cables')), ['PER:Adwoa', 'ORG:Greggs', 'ORG:Kentex Cables']);
  });
  it('keeps a person an employer cue names by a given name or a title', () => {
    const t = 'She works for Kofi Mensah, and he worked for Dr Boateng.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Kofi Mensah', 'Dr Boateng')), ['PER:Kofi Mensah', 'PER:Dr Boateng']);
  });
  it('adversarial: half a cue, or a person further from the cue, is no employer', () => {
    const t = 'Employed staff thanked Owusu. She works hard for Mensah. He was paid for Boateng Atta Kwame Lamptey.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Owusu', 'Mensah', 'Boateng Atta Kwame Lamptey')), ['PER:Owusu', 'PER:Mensah', 'PER:Boateng Atta Kwame Lamptey']);
  });
});

describe('districts, counties and parks of the UK and EU read where the writing puts a place (refine.ts contextPlaces)', () => {
  it('a listed district read as a person, or not read, after a preposition of place is the place', () => {
    const a = 'The courier left my parcel at Splott instead of the depot.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Splott')), ['LOC:Splott']);
    const b = 'Our choir is looking for altos in Schaerbeek this spring.';
    assert.deepEqual(refined(b, []), ['LOC:Schaerbeek']);
    const c = 'She cycles in from Podgórze every morning.';
    assert.deepEqual(refined(c, at(c, 'PER', 'Podgórze')), ['LOC:Podgórze']);
    const d = 'The walk ran near Exmoor until the rain came.';
    assert.deepEqual(refined(d, at(d, 'PER', 'Exmoor')), ['LOC:Exmoor']);
  });
  it('a listed district beside a place across a comma, or alone in brackets, is the place', () => {
    const a = 'Flat share, Sneinton, Nottingham, bills included.';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Sneinton'), ...at(a, 'LOC', 'Nottingham')]), ['LOC:Sneinton', 'LOC:Nottingham']);
    const b = 'Broadband down again tonight (Anfield) - anyone else?';
    assert.deepEqual(refined(b, at(b, 'PER', 'Anfield')), ['LOC:Anfield']);
  });
  it('negative: a district name that is also a given name after "from" or "to" stays the person', () => {
    const a = 'I had a long voice note from Devon about the rota.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Devon')), ['PER:Devon']);
    const b = 'Please hand the keys to Brittany before six.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Brittany')), ['PER:Brittany']);
  });
  it('negative: a name the table does not list, or a listed name with no place cue, is left as read', () => {
    const a = 'The courier left my parcel at Mwangi instead of the depot.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Mwangi')), ['PER:Mwangi']);
    const b = 'Moseley scored twice before half time.';
    assert.deepEqual(refined(b, at(b, 'PER', 'Moseley')), ['PER:Moseley']);
  });
  it('adversarial: a name run on by another capitalised word, a possessive or an organisation over it is left', () => {
    const a = 'Tickets for the game in Tottenham Hotspur colours sold out.';
    assert.deepEqual(refined(a, at(a, 'ORG', 'Tottenham Hotspur')), ['ORG:Tottenham Hotspur']);
    const b = "The debate in Hackney's council chamber ran late.";
    assert.deepEqual(refined(b, []), []);
    const c = 'Fees were paid to Leith Rowing Club on Friday.';
    assert.deepEqual(refined(c, at(c, 'ORG', 'Leith Rowing Club')), ['ORG:Leith Rowing Club']);
  });
});

describe('a place field label is a field label too (refine.json field_labels, one list with place_phrases)', () => {
  it('drops a person or place span that is a place label right before a colon', () => {
    const a = 'Woonplaats: Zwolle\nTelefoon: 038 123 4567';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Woonplaats'), ...at(a, 'LOC', 'Zwolle')]), ['LOC:Zwolle']);
    const b = 'Hometown: Bolgatanga, then Tamale for school.';
    assert.deepEqual(refined(b, [...at(b, 'LOC', 'Hometown'), ...at(b, 'LOC', 'Bolgatanga')]), ['LOC:Bolgatanga']);
  });
  it('negative: the same word with no colon after it is left as read', () => {
    const a = 'We met Destination Kofi at the launch.';
    assert.deepEqual(refined(a, at(a, 'PER', 'Destination Kofi')), ['PER:Destination Kofi']);
  });
  it('adversarial: a name run on into a place label keeps the name', () => {
    const a = 'Contact Wanjiru Kamau Residence: Kileleshwa';
    assert.deepEqual(refined(a, [...at(a, 'PER', 'Wanjiru Kamau Residence'), ...at(a, 'LOC', 'Kileleshwa')]), ['PER:Wanjiru Kamau', 'LOC:Kileleshwa']);
  });
});
