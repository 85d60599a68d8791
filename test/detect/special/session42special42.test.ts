// Session 42, round special42 on special categories (issue 15; held-out sets 28-46 as development).
// Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 42: a faith word in the prose of a form about one subject', () => {
  check([
    // below the heading of a one-subject form, a bare faith word or observance is the subject's, as a health word there is
    ['Mortgage adviser note\nApplicant: Tom Reed\nWants an interest-free product, being Muslim\nTerm: 25 years', ['RELIGION:Muslim']],
    ['Delivery slot request\nCustomer: Ada Obi\nNo deliveries on Friday afternoons, Jumu\'ah prayers.', ['RELIGION:Jumu\'ah prayers']],
    ['Scheda iscrizione\nAlunna: Giulia Bassi\nLa famiglia è testimone di Geova; esonero richiesto.', ['RELIGION:testimone di Geova']],
  ]);
  none([
    // a building word after the faith word names the building, as before
    'Parking permit\nHolder: Tom Reed\nPark behind the Catholic Church on Market Street.',
    // a blank line ends the form's block: the prose after it may be about anyone
    'Visitor badge\nVisitor: Tom Reed\n\nThe Methodist Church Ghana will hold its synod in Kumasi next month.',
    // a general sentence in the body names no one
    'Staff bulletin\nEditor: Ada Obi\nMany Muslims in the city will fast during the coming month.',
  ]);
});

describe('special categories, session 42: a religious diet under a bare Dietary label or with its meal noun', () => {
  check([
    // 'Dietary' alone heads the field as 'Dietary needs' does; 'please' after the value is politeness
    ['Gala dinner reply\nGuest: Kofi Mensah\nDietary: halal please\nPlus one: no', ['RELIGION:halal']],
    ['Camp form\nCamper: Tom Reed\nDietary: kosher only; no nuts', ['RELIGION:kosher']],
    // the diet named with its meal noun in French, Italian and Dutch, in a clause of its own
    ['Réservation\nClient: Marc Petit\nDemande: repas halal pendant le séjour; merci', ['RELIGION:repas halal']],
    ['Iscrizione al convegno\nPartecipante: Luca Neri\nRichieste: pasti kosher; arrivo in serata', ['RELIGION:pasti kosher']],
    ['Aanmelding kamp\nDeelnemer: Kees Bakker\nOpmerking: alleen halal eten graag', ['RELIGION:halal eten']],
  ]);
  none([
    // a canteen's offer to everyone is no one's diet
    'Kantine\nLa mensa offre pasti halal e vegetariani a tutti i dipendenti.',
    'Catering notice\nDietary: halal and vegetarian options every day for all staff.',
  ]);
});

describe('special categories, session 42: the faith left in a conversion', () => {
  check([
    // the faith a person converted from is their former religion, as 'converted from Islam' is
    ['Interview notes: Amina Juma alisema alihama kutoka Ukristo kwenda Uislamu mwaka 2010.', ['RELIGION:Ukristo', 'RELIGION:Uislamu']],
    // a change-of-religion form writes the two faiths as From and To fields
    ['Hospital chaplaincy - change of faith record\nPatient: Tom Reed, ward 5\nFrom: Anglican To: Catholic. Chaplain informed.', ['RELIGION:Anglican', 'RELIGION:Catholic']],
    // Dutch 'bekeerd tot het/de', German 'Übertritt zum'
    ['Gehoor\nVerzoeker: Kees Bakker\nZegt zich te hebben bekeerd tot de islam.', ['RELIGION:islam']],
    ['Antrag\nAntragsteller: Hans Müller\nGrund: nach dem Übertritt zum Judentum ein neuer Vorname', ['RELIGION:Judentum']],
  ]);
  none(['The school moved from Catholic to Anglican governance in 1990.']);
});

describe("special categories, session 42's review: a bare faith word in a form's prose must close its clause", () => {
  none([
    // before another word the faith word is an adjective of a thing, not the subject's faith
    'Order\nCustomer: Ada Obi\n3 Hindu calendars, gift wrapped',
    'Survey\nClient: Tom Reed\nThe building, once a Baptist meeting house, is sound.',
  ]);
});
