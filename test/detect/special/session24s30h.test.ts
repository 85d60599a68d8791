// The special-category classes of session 24 (issue 15: held-out set 30 as development, helper special30h): health in
// capacity, disability, airline-assistance, absence and billing records and in other languages; biometric references and
// match scores; ethnic groups as bare field values; unions as bare acronyms in joining and card records; criminal words
// in French and German procedure. Texts written for these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 24 (set 30h): health in capacity, disability and assistance records', () => {
  check([
    // mobility and continence aids and a walking distance on a disability permit or rehab form
    ['Parking permit application\nApplicant: Grace Mutua\nMobility aids: rollator and elbow crutches', ['HEALTH:rollator and elbow crutches']],
    // an aid after a use verb in Afrikaans, German, French and Spanish
    ['Permit aansoek\nAansoeker: Jan Botha\nHy loop met krukke sedert die ongeluk.', ['HEALTH:krukke']],
    ['Pflegebericht\nPatientin: Eva Roth\nSie geht mit Rollator im Flur.', ['HEALTH:Rollator']],
    ['Bilan\nPatient : Luc Roy\nIl marche avec un déambulateur.', ['HEALTH:déambulateur']],
    ['OT review\nClient: Peter Lamb\nNotes: now walks with a tripod stick; cannot walk more than 100 metres', ['HEALTH:tripod stick', 'HEALTH:cannot walk more than 100 metres']],
    // the Mental Capacity Act's diagnostic question is a health label
    ['MCA assessment\nRelevant person: Alan Shaw\nImpairment of mind: Lewy body dementia', ['HEALTH:Lewy body dementia']],
    ['Spinal unit discharge\nPatient: Kojo Asare\nContinence: intermittent self-catheterization four times daily', ['HEALTH:intermittent self-catheterization']],
    // the capacity standard a curator, deputyship or capacity report states about the person
    ['Curatorship application\nI, Jane Bell, state that my father Tom Bell is unable to manage his own affairs since his stroke.', ['HEALTH:unable to manage his own affairs', 'HEALTH:stroke']],
    // airline special-service codes for wheelchair, blind and stretcher passengers (IATA SSR list) on a passenger's record
    ['Booking note\nPax: Ruth Adjei\nSSR: WCHC, BLND', ['HEALTH:WCHC', 'HEALTH:BLND']],
    ['Assistance au sol\nPassager : Marc Petit\nCode SSR : WCHR', ['HEALTH:WCHR']],
    // a hospital's patient number written after the name on the patient's line of a clinical record
    ['Ward transfer\nPatient: Bisi Ola, 52F, bed 12, OAUTH/2020/33107\nDiagnosis: pneumonia', ['HEALTH:OAUTH/2020/33107', 'HEALTH:pneumonia']],
    ['Interim invoice\nPatient: Joy Eke | FMC-IP-20931\nProcedure: appendicectomy', ['HEALTH:FMC-IP-20931', 'HEALTH:appendicectomy']],
    ['Facture\nPatient : Luc Martin, séjour CHR/771203\nActe : cholécystectomie', ['HEALTH:CHR/771203', 'HEALTH:cholécystectomie']],
  ]);
  none([
    // a phone number on the mother's line and a loan reference on a borrower's line are no hospital numbers
    'Birth plan\nMother: Jane Doe, tel-0712345678\nNotes: prefers a water birth',
    'Collections note\nBorrower: Sam Ojo | loan ref QL-220931 | 12 days overdue',
    // aids and distances in general writing, aids the person walks without
    'Rollators and walking frames are available for hire at the pharmacy.',
    'Physio discharge\nClient: Ann Lee\nProgress: walks without crutches',
    // an aid as an object sold or furniture ('kruk' is also a stool)
    'The charity shop sells a rollator and two zimmer frames every week.',
    'Die kombuis het nuwe krukke gekry.',
    // a supplier's contact person and an order's buyer are not a record's subject; a team sheet names a charity
    'Supplier form\nContact person: Jane Doe\nProducts: insulin pens and glucose meters',
    'Event registration\nPlayer: Tom Lee\nTeam: Diabetes UK charity XI',
    // an airline's list of the codes, with no passenger
    'Ground handlers use the codes WCHR, WCHS and WCHC for wheelchair requests.',
  ]);
});

describe('special categories, session 24 (set 30h): health words in other languages', () => {
  check([
    // Afrikaans and German absence notes, German clinical compounds, French and Spanish counselling and procedures
    ['Liewe Juffrou, Sipho was Maandag siek. Hy het koors en keelontsteking.', ['HEALTH:koors', 'HEALTH:keelontsteking']],
    ['Entschuldigung\nmeine Tochter Lea fehlte am Montag wegen ihres Diabetes Typ 1.', ['HEALTH:Diabetes Typ 1']],
    ['Befundbericht\nPatient: Karl Braun\nDiagnose: Prostatakarzinom, Herzinsuffizienz', ['HEALTH:Prostatakarzinom, Herzinsuffizienz']],
    ['Anamnese\nPatientin: Eva Roth\nBekannt: Niereninsuffizienz und Harnwegsinfekt', ['HEALTH:Niereninsuffizienz', 'HEALTH:Harnwegsinfekt']],
    ['Note de suivi\nÉlève : Hugo Blanc\nSuivi pour troubles anxieux et phobie scolaire', ['HEALTH:troubles anxieux', 'HEALTH:phobie scolaire']],
    ['Presupuesto\nPaciente: Ana Ruiz\nSolicita prótesis total de cadera', ['HEALTH:prótesis total de cadera']],
  ]);
  none([
    // German label words that end like a disease name, a negated French finding, a flu campaign
    'Fragebogen\nVorerkrankung:\nGrunderkrankung:',
    'Compte rendu de consultation : M. Paul Roy ; rétinopathie absente.',
    'Die Grippe-Impfung wird allen Mitarbeitenden im Oktober angeboten.',
    // a personnel form's field answered no in German, French and Dutch
    'Personalbogen\nName: Eva Roth\nSchwerbehinderung: nein',
    'Fiche\nNom : Paul Roy\nHandicap : non',
  ]);
});

describe('special categories, session 24 (set 30h): biometric references and match scores', () => {
  check([
    ['Group loan\nMember: Ama Obi\nThumbprint scan ref: TP-ENR-20931', ['BIOMETRIC:TP-ENR-20931']],
    ['Acte\nComparante : Rose Petit\nRéférence scan biométrique : BIO-2021-7781', ['BIOMETRIC:BIO-2021-7781']],
    ['Fahrerprotokoll\nFahrer: Max Weber\nAnmeldung: Gesichtserkennung, Übereinstimmung 94 %', ['BIOMETRIC:Gesichtserkennung', 'BIOMETRIC:94 %']],
    ['Gate alert\nCamera: face recognition at gate 2\nMatched: John Doe, match score 0.88', ['BIOMETRIC:0.88']],
    ['Registro\nCliente: Ana Ruiz\nFotografía facial y plantilla biométrica registradas', ['BIOMETRIC:Fotografía facial', 'BIOMETRIC:plantilla biométrica']],
  ]);
  none([
    // a record-linkage score and a vendor's benchmark score name no one's biometric
    'Dedup job\nRecord linkage: match score 0.93 for rows 4 and 9',
    'Vendor sheet: our face recognition engine reports a match score 0.99 on benchmark data.',
  ]);
});

describe('special categories, session 24 (set 30h): ethnic groups as field values', () => {
  check([
    ['Biobank questionnaire\nParticipant: Kofi Mensah\nAncestry (grandparents): Ewe (mother\'s side), Fante (father\'s side)', ["RACE:Ewe (mother's side), Fante (father's side)"]],
    ['Cohort form\nParticipant: Musa Bello\nSelf-reported ethnicity: Tiv (both parents)', ['RACE:Tiv (both parents)']],
    ['Resettlement list\nHousehold: Ama Nkansah\nCommunity: Dagomba\nSize: 4', ['RACE:Dagomba']],
    ['Referral\nPatient: Raj Patel, Gujarati family background\nProblem: fevers', ['RACE:Gujarati']],
  ]);
  none([
    // an ancestry estimate in percentages (genetic, not a stated group), a price, a village as a community
    'DNA price list\nPaternity: 2 000\nAncestry: 1 500',
    'Resettlement list\nHousehold: Ama Nkansah\nCommunity: Tamale North\nSize: 4',
    'Leaflet: Gujarati heritage month starts on Friday with food and music.',
  ]);
});

describe('special categories, session 24 (set 30h): unions as bare acronyms, criminal words in French and German', () => {
  check([
    ['Verlustanzeige\nAnzeigende: Eva Klein\nVerloren: Tasche mit GMB-Mitgliedskarte', ['TRADE_UNION:GMB']],
    ['Bevestiging\nHierbij verklaren wij dat Jan Smit sinds 2020 lid is van GMB.', ['TRADE_UNION:GMB']],
    ['Rapport\nNouvelle adhésion : Paul Roy, carte GMB remise le 3', ['TRADE_UNION:GMB']],
    ['Recruitment log\nNew member: Ama Obi, signed up for TUC at the gate', ['TRADE_UNION:TUC']],
    ['Procès-verbal\nMis en cause : Luc Moreau, placé en garde à vue pour trafic de stupéfiants', ['CRIMINAL_RECORD:placé en garde à vue pour trafic de stupéfiants']],
  ]);
  none([
    'GMB presenters discussed the weather on Monday.',
    'La carte du restaurant change chaque semaine.',
  ]);
});
