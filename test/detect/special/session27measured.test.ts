// Session 27 (issue 15; sets 28, 31 and 32, three authors): a '%' in the body of a form about one subject is a measurement of
// that subject or of its test, not a rate, so it no longer voids a health, genetic or biometric pattern of its sentence
// (index.ts measuredOnForm, context.ts `measured`, cues.json `share_links`). Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 27: a measured % in a form about one subject keeps the pattern of its sentence', () => {
  check([
    // a prenatal screening result under a heading naming the patient, with the test's own fetal fraction
    ['Prenatal screening — Amaka Obi, 14 weeks\nResult: high chance of trisomy 21; fetal fraction 11%.', ['GENETIC:high chance of trisomy 21']],
    // a pharmacogenetic card: the dose change is a percentage of the patient's own dose
    ['Farmacogenetische kaart\nNaam: Kwesi Boateng\nTPMT c.719A>G heterozygoot: dosis azathioprine 50 % lager.', ['GENETIC:TPMT c.719A>G']],
    // a kinship finding with its probability in a family-reunion file, the subject named by a label
    ['Family reunion — DNA summary\nApplicant: Joseph Kamau, claimed son\nFinding: paternity confirmed (probability above 99.9 %).', ['GENETIC:paternity confirmed']],
    // a variant beside the patient's own factor level
    ['Haemophilia clinic\nPatient: Musa Danjuma\nF8 intron 22 inversion detected; factor VIII level 2%.', ['GENETIC:F8 intron 22 inversion detected']],
  ]);
  none([
    // a share of a group ('% of', '% des') is a statistic, even in a form about one subject
    'Prenatal screening — Amaka Obi, 14 weeks\nHigh chance of trisomy 21 is found in 1% of pregnancies over 40.',
    'Dépistage prénatal — Awa Diallo\nRisque élevé de trisomie 21 chez 1 % des grossesses.',
    // a general word beside the '%' keeps the sentence general
    'Prenatal screening — Amaka Obi, 14 weeks\nHigh chance of trisomy 21 is found in women over 40 (about 1%).',
    // no form about one subject: a leaflet and a one-line statement
    'Antenatal leaflet\nOlder mothers have a high chance of trisomy 21; a fetal fraction under 4% needs a repeat test.',
    'Paternity excluded (probability 0 %).',
    // the '%' on the heading line, which is no form body
    'High chance of trisomy 21 in 1% of pregnancies — Amaka Obi\nNotes follow.',
    // a sponsor's value that is a company opens no form
    'Charity fun run\nSponsor: Safaricom PLC\nFinding: paternity excluded (probability 0 %).',
  ]);
});
