// The special-category classes of session 8's round (sets 11 and 12 as development), each beside a negative that
// must not fire: words, labels and frames of the users' other record languages (French, German, Dutch,
// Afrikaans, isiZulu/isiXhosa, Hausa, Yorùbá, Swahili, Twi), OCR-split words in capitals, 'PEP' in a KYC
// record, clinical frames that license health words only, a plural before a reporting word, specialty
// departments after a care frame, a religious office as occupation, a custody status field, DNA database
// references and a party's meeting minutes. Texts written for these tests, not taken from any labelled set.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { joinSplitWords, originalOffset } from '../../../src/detect/special/ocr.js';
import { found } from './labelledTexts.js';

describe('special categories: classes of the session-8 round', () => {
  const cases: [string, string[]][] = [
    // French, German, Dutch, Afrikaans, isiZulu: conditions, drugs and their frames
    ['Mme Lucie Moreau est suivie pour paludisme et traitée par insuline.', ['HEALTH:paludisme', 'HEALTH:insuline']],
    ['Herr Jonas Weber leidet an Bluthochdruck.', ['HEALTH:Bluthochdruck']],
    ['Befundbericht\nPatient: Jonas Weber\nDiagnose: Asthma bronchiale', ['HEALTH:Asthma bronchiale']],
    ['Mevrouw Anke de Boer lijdt aan suikerziekte.', ['HEALTH:suikerziekte']],
    ['Mnr Pieter Botha ly aan hoë bloeddruk.', ['HEALTH:hoë bloeddruk']],
    ['uSipho uphethwe isifo sofuba.', ['HEALTH:isifo sofuba']],
    ['Yaw Mensah wɔ atiridii nnansa ni.', ['HEALTH:atiridii']],
    // labels of the other languages: religion, ethnic origin, orientation, party, union, criminal record
    ['Gehaltsabrechnung\nMitarbeiter: Jonas Weber\nKonfession: rk', ['RELIGION:rk']],
    ['Aansoek\nNaam: Pieter Botha\nGodsdiens: NG Kerk', ['RELIGION:NG Kerk']],
    ['Fiche\nNom: Lucie Moreau\nOrigine ethnique: Peule', ['RACE:Peule']],
    ['Personalbogen\nName: Jonas Weber\nGewerkschaft: IG Metall', ['TRADE_UNION:IG Metall']],
    ['Uittreksel\nNaam: Anke de Boer\nStrafblad: diefstal 2019', ['CRIMINAL_RECORD:diefstal 2019']],
    // membership phrases
    ['Jonas Weber ist Mitglied der CDU.', ['POLITICAL_AFFILIATION:CDU']],
    ['Lucie Moreau est membre du parti SNP depuis 2019.', ['POLITICAL_AFFILIATION:SNP']],
    ['Pieter Botha is lid van die vakbond Solidariteit.', ['TRADE_UNION:lid van die vakbond Solidariteit']],
    ['uThandiwe uyilungu le-SADTU.', ['TRADE_UNION:SADTU']],
    ['Ìyá mi ti wà nínú ẹgbẹ́ òṣèlú PDP fún ọdún méjì.', ['POLITICAL_AFFILIATION:PDP']],
    // convictions
    ['Jonas Weber wurde 2020 wegen Diebstahl verurteilt.', ['CRIMINAL_RECORD:Diebstahl verurteilt']],
    ['Mnr Pieter Botha is skuldig bevind en tot twee jaar tronkstraf gevonnis.', ['CRIMINAL_RECORD:skuldig bevind', 'CRIMINAL_RECORD:tronkstraf gevonnis']],
    // orientation, conversion and ethnic ascription in the other languages
    ['Lucie Moreau est lesbienne.', ['SEXUAL_ORIENTATION:lesbienne']],
    ['Anke de Boer woont samen in een relatie van hetzelfde geslacht.', ['SEXUAL_ORIENTATION:relatie van hetzelfde geslacht']],
    ["Lucie Moreau s'est convertie à l'islam en 2019.", ['RELIGION:islam']],
    ["Mnr Pieter Botha is 'n Xhosa van Mthatha.", ['RACE:Xhosa']],
    ['Ama says she is half Ewe.', ['RACE:Ewe']],
    ['Umama wami ungumKristu.', ['RELIGION:ungumKristu']],
    // OCR-split words in capitals, joined only into a known word
    ['CLINIC CARD\nNAME: Yaw Mensah\nDIAGNO SIS: ASTH MA', ['HEALTH:ASTH MA']],
    ['SCANNED FORM\nFULL NAM E: Ama Owusu\nRELIG ION: Methodist', ['RELIGION:Methodist']],
    // clinical frames point to a person for health words
    ['Every morning the driver takes metformin with breakfast.', ['HEALTH:metformin']],
    // a plural before a reporting word is the reporter
    ['Neighbours say that Kofi Boateng is gay.', ['SEXUAL_ORIENTATION:gay']],
    // a specialty department after a care frame
    ['Kofi Boateng was referred to the nephrology clinic in May.', ['HEALTH:nephrology clinic']],
    // a religious office as occupation; a custody status field; a DNA database reference
    ['Account form\nName: Musa Idris\nOccupation: Chief Imam, Ansar-Ud-Deen Mosque Ikeja', ['RELIGION:Chief Imam, Ansar-Ud-Deen Mosque Ikeja']],
    ['Admission\nName: Ben Oduya\nCustody status: remand', ['CRIMINAL_RECORD:remand']],
    ["Ben Oduya's DNA profile was stored under ref DNA-NG-55120 after his arrest.", ['GENETIC:DNA profile', 'GENETIC:DNA-NG-55120']],
    // a party's meeting minutes over the people present
    ['Minutes of the NDC constituency executive meeting\nPresent: Kwesi Appiah (chair), Ama Owusu (secretary)', ['POLITICAL_AFFILIATION:NDC']],
    // 'PEP' in a clinical record stays post-exposure prophylaxis
    ['Clinic note\nPatient: Ama Owusu\nStarted on PEP after a needlestick injury.', ['HEALTH:PEP']],
  ];
  for (const [text, want] of cases) it(text, () => assert.deepEqual(found(text), want));

  const negatives = [
    // ordinary prose of the other languages: no person, or a general statement
    'Le paludisme touche des millions de personnes chaque année.',
    'Die Bevölkerung leidet an Bluthochdruck häufiger als früher.',
    'Die vakbond Solidariteit het vandag ʼn verklaring uitgereik.',
    'Ìpàdé ẹgbẹ́ òṣèlú APC yóò wáyé lọ́la.',
    // 'takes' is no person for other categories
    'A Muslim burial takes place within a day of death.',
    'The Catholic festival takes three days to prepare.',
    // a plural that reports a general statement; a reporter after its clause
    'Doctors say that diabetes is common among adults.',
    'Malaria cases fell sharply this year, the ministry said.',
    // capitals that do not join into a known word; a split in lower case
    'MEETING AT TEN\nROOM B',
    'The asth ma pump broke.',
    // 'PEP' in a KYC record is a politically exposed person
    'Customer due diligence\nName: Ama Owusu\nPEP: Yes\nSource of funds: salary',
    // a department named alone; a clergy title without a church
    'The oncology ward reopens on Monday.',
    'Dear Pastor, thank you for the visit.',
    // a status that is no custody status
    'Order tracking\nName: Ama Owusu\nStatus: dispatched',
    // a DNA word without a reference number
    'The lab uses DNA-based methods for food testing.',
  ];
  for (const text of negatives) it(`no span: ${text}`, () => assert.deepEqual(found(text), []));

  it('maps offsets of the joined text back to the original', () => {
    const known = new Set(['hypertension', 'religion']);
    const text = 'HX: HYPER TENSION; RELIG ION: X';
    const j = joinSplitWords(text, known)!;
    assert.equal(j.text, 'HX: HYPERTENSION; RELIGION: X');
    const s = j.text.indexOf('HYPERTENSION');
    assert.equal(text.slice(originalOffset(j, s, false), originalOffset(j, s + 12, true)), 'HYPER TENSION');
    const r = j.text.indexOf('RELIGION');
    assert.equal(text.slice(originalOffset(j, r, false), originalOffset(j, r + 8, true)), 'RELIG ION');
    assert.equal(joinSplitWords('hyper tension', known), null);
    assert.equal(joinSplitWords('HYPER TENSE', known), null);
  });
});
