// Persons in court judgments (src/detect/tagger/judgments.ts; word lists in refine.json `judgments` and
// src/lexicon/tables/name-stoplist.json `judicialOffices`). Sentences written for these tests (session 15).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePassages, unmark } from '../../../bench/ner/judgments-dev.js';
import { afterJudicialTitles, nameStartWithTitles } from '../../../src/detect/lexical/nameTitles.js';
import { detectSpans } from '../../../src/detect/pipeline.js';
import { proposeEntities } from '../../../src/detect/tagger/index.js';
import { type RefinedSpan, refineSpans } from '../../../src/detect/tagger/refine.js';
import { tokenize } from '../../../src/detect/tagger/tokens.js';

function found(text: string, label: string): string[] {
  return proposeEntities(text)
    .filter((p) => p.label === label)
    .map((p) => text.slice(p.start, p.end));
}

/** The rules over given tagger spans (each phrase's first occurrence), whatever the shipped weights read. */
function refinedOver(text: string, spans: [RefinedSpan['type'], string][]): string[] {
  const given = spans.map(([type, p]) => ({ type, start: text.indexOf(p), end: text.indexOf(p) + p.length }));
  return refineSpans(text, tokenize(text), given).map((s) => `${s.type}:${text.slice(s.start, s.end)}`);
}

function autoNames(text: string): string[] {
  return detectSpans(text, { jurisdiction: 'GB', backend: 'auto' })
    .filter((s) => s.category === 'PII-1-NAME')
    .map((s) => text.slice(s.utf16Start, s.utf16End));
}

describe('judicial title chains stay outside the name', () => {
  it('spans the name alone after Lord/Lady Justice, Mr/Mrs Justice, Her Honour Judge, Hon. Justice, District Judge', () => {
    assert.deepEqual(found('Lady Justice Dunwoody gave the leading judgment.', 'PER'), ['Dunwoody']);
    assert.deepEqual(found('Sentencing remarks of Her Honour Judge Pellworth at Preston.', 'PER'), ['Pellworth']);
    assert.deepEqual(found('The panel was chaired by Hon. Justice Ngozi Eze, JCA, in Enugu.', 'PER'), ['Ngozi Eze']);
    assert.deepEqual(autoNames('District Judge Ostrowski had granted bail on Monday.'), ['Ostrowski']);
  });

  it('keeps other titles inside the span', () => {
    assert.deepEqual(found('The claim was signed by Dr Tobias Kershaw in person.', 'PER'), ['Dr Tobias Kershaw']);
    assert.deepEqual(nameStartWithTitles('Ask Mr Okafor.', 7), { start: 4, nameStart: 7, titles: 'Mr' });
    assert.deepEqual(nameStartWithTitles('Ask Lord Justice Okafor.', 17), { start: 17, nameStart: 17 });
  });

  it('reads one person per title in a bench listed in capitals', () => {
    const text = 'Before:\nLORD JUSTICE CALVERLEY LADY JUSTICE DUNWOODY\nand\nSIR GEOFFREY MARLOWE';
    const per = found(text, 'PER');
    assert.ok(per.includes('CALVERLEY') && per.includes('DUNWOODY'), per.join(' | '));
    assert.ok(!per.some((p) => p.includes('JUSTICE')), per.join(' | '));
  });

  it('reads the name after a judicial title as a person, not a place', () => {
    assert.deepEqual(found('The First-tier Tribunal, Judge Blackwood found no compelling circumstances.', 'PER'), ['Blackwood']);
    assert.deepEqual(found('The First-tier Tribunal, Judge Blackwood found no compelling circumstances.', 'LOC'), []);
  });

  it('adversarial: an office word after "of" names a court, and the chain alone is nobody', () => {
    assert.equal(afterJudicialTitles('Lord Justice ', 0, 13), 0);
    assert.deepEqual(found('The Minister of Justice Reform Bill was debated.', 'PER'), []);
    assert.equal(afterJudicialTitles('Mr Kershaw', 0, 10), 0);
    assert.equal(afterJudicialTitles('Mrs Justice Armitage', 0, 20), 12);
    // "Lord" before a run read as "Justice Darby" belongs to the chain.
    assert.equal(afterJudicialTitles('Lord Justice Darby', 5, 18), 13);
  });

  it('negative: "Justice" alone is also a given name, so it stays in the span; in a chain it is the office', () => {
    assert.equal(afterJudicialTitles('the death of Justice Aliyu', 13, 26), 13);
    assert.deepEqual(nameStartWithTitles('the death of Justice Aliyu', 21), { start: 13, nameStart: 21, titles: 'Justice' });
    assert.deepEqual(nameStartWithTitles('before Hon. Justice Aliyu', 20), { start: 20, nameStart: 20 });
  });
});

describe('post-nominals and party roles end a name', () => {
  it('cuts JSC, JA, AJ, SC and a role word off the span', () => {
    assert.deepEqual(found('BEFORE THEIR LORDSHIPS\nOLUWASEUN ADEBAYO JUSTICE, SUPREME COURT\nHALIMA SULE JUSTICE, SUPREME COURT', 'PER'), ['OLUWASEUN ADEBAYO', 'HALIMA SULE']);
    assert.deepEqual(found('In the matter between:\nNOMVULA DLADLA Applicant\nand', 'PER'), ['NOMVULA DLADLA']);
    assert.deepEqual(found('Ms Van der Walt SC, for the respondent, said so.', 'PER'), ['Ms Van der Walt']);
  });

  it('joins a capitalised particle to the name it opens', () => {
    assert.deepEqual(found('JUDGMENT\nVan der Berg AJ:\n[1] The applicant lives in Pretoria.', 'PER'), ['Van der Berg']);
  });

  it('negative: letters followed by another name word are no post-nominal (a club, "Simba SC Rehema Mwakyusa")', () => {
    assert.ok(!found('Mshambuliaji wa Simba SC Rehema Mwakyusa alifunga mabao mawili.', 'PER').includes('Simba'));
  });

  it('keeps an initial\'s full stop ("Mr G.A.")', () => {
    assert.deepEqual(found('The applicant, Mr G.A., was born in 1954.', 'PER'), ['Mr G.A.']);
  });

  it('adversarial: a "J" that is an initial is no post-nominal ("J.P.-J. Smit")', () => {
    assert.deepEqual(found('On 18 January 2022 a prosecutor, J.P.-J. Smit, discontinued the investigation.', 'PER'), ['J.P.-J. Smit']);
  });
});

describe('parties of a case citation', () => {
  it('reads the parties that read as names as persons', () => {
    assert.deepEqual(found('In Asamoah v Darko [2017] 1 SCGLR 310 the burden lay on the plaintiff.', 'PER'), ['Asamoah', 'Darko']);
    assert.deepEqual(found('The same was said in Lindgren v. Kowalczyk, no. 20931/14, § 88.', 'PER'), ['Lindgren', 'Kowalczyk']);
    assert.deepEqual(found('Counsel relied on In re Whitcombe [2008] UKHL 3 for that.', 'PER'), ['Whitcombe']);
    assert.deepEqual(found('See R (on the application of Obuya) v Secretary of State for the Home Department [2019] EWHC 1412.', 'PER'), ['Obuya']);
  });

  it('negative: the court and division words of a law report reference are no persons (session 32)', () => {
    // The words between a bracketed year and the page number name a report or a court, never a person.
    assert.deepEqual(found('As held in Patel v Okafor [2011] EWCA Civ 402, costs follow the event.', 'PER'), ['Patel', 'Okafor']);
    assert.deepEqual(found('In R v Tembo [2014] EWCA Crim 1190 the appeal failed.', 'PER'), ['Tembo']);
  });

  it('negative: the Crown, the State, a country and a company are no persons', () => {
    assert.deepEqual(found('R v Raghunathan\nSentencing remarks of the court.', 'PER'), ['Raghunathan']);
    assert.deepEqual(found('In R v Fairweather [2015] EWCA Crim 77 the court went further.', 'PER'), ['Fairweather']);
    assert.deepEqual(found('In the case of Moreau v. France, the Court held so.', 'PER'), ['Moreau']);
    assert.deepEqual(found('It was not followed in S v Mokoena 2011 (1) SACR 40 (SCA).', 'PER'), ['Mokoena']);
    assert.ok(!found('Nor in Okonjo v The State (2019) LPELR-47731(SC).', 'PER').some((p) => p.includes('State')));
  });

  it('adversarial: a sports fixture or prices compared with "vs" are no citation', () => {
    assert.deepEqual(found('Maize (per kg): KSh 60 vs KSh 80 this week.', 'PER'), []);
    assert.ok(!found('Arsenal v Chelsea kicked off at three.', 'PER').includes('Arsenal'));
  });
});

describe('peers and Justices named by title and surname', () => {
  it('reads Lord/Lady and a name as a person, title included', () => {
    assert.deepEqual(found('LORD MAITLAND (with whom Lord Hambleden and Lady Corrigan agree):', 'PER'), ['LORD MAITLAND', 'Lord Hambleden', 'Lady Corrigan']);
  });
  it('reads a name after a title as a person where the tagger read an organisation on the name alone, after a peer title or an office', () => {
    const peers = 'LORD MAITLAND (with whom Lord Hambleden and Lady Thornton agree): the appeal is dismissed.';
    assert.deepEqual(refinedOver(peers, [['PER', 'LORD MAITLAND'], ['PER', 'Lord Hambleden'], ['ORG', 'Thornton']]), ['PER:LORD MAITLAND', 'PER:Lord Hambleden', 'PER:Lady Thornton']);
    const judge = 'In the First-tier Tribunal, Judge Thornton found that the appeal failed.';
    assert.deepEqual(refinedOver(judge, [['ORG', 'Thornton']]), ['PER:Thornton']);
  });
  it('negative: an organisation read over the title too stays one', () => {
    const peers = 'LORD MAITLAND (with whom Lord Hambleden and Lady Thornton agree): the appeal is dismissed.';
    assert.deepEqual(refinedOver(peers, [['PER', 'LORD MAITLAND'], ['PER', 'Lord Hambleden'], ['ORG', 'Lady Thornton']]), ['PER:LORD MAITLAND', 'PER:Lord Hambleden', 'ORG:Lady Thornton']);
    const judge = 'In the First-tier Tribunal, Judge Thornton found that the appeal failed.';
    assert.deepEqual(refinedOver(judge, [['ORG', 'Judge Thornton']]), ['ORG:Judge Thornton']);
  });
  it('negative: an office or a street after Lord is no person', () => {
    assert.deepEqual(found('The Lord Mayor walked down Lord Street.', 'PER'), []);
  });
});

describe('a court address line', () => {
  it('reads the word opening "<word>, <town>, <postcode>" as a place, not a person', () => {
    const text = 'Royal Courts of Justice\nStrand, London, WC2A 2LL\nDate: 19 May 2022';
    assert.deepEqual(found(text, 'PER'), []);
    assert.deepEqual(found(text, 'LOC'), ['Strand', 'London']);
  });
  it('negative: a name and a town with no postcode stay a person and a place', () => {
    assert.deepEqual(found('The witnesses were Okafor, London, and Mensah, Leeds.', 'PER'), ['Okafor', 'Mensah']);
  });
});

describe('set words of a judgment heading', () => {
  it('reads CORAM, HOLDEN AT and Approved Judgment as no person and no place', () => {
    assert.deepEqual(found('CORAM: DENNIS ADJEI JA (PRESIDING)', 'LOC'), []);
    assert.deepEqual(found('IN THE SUPREME COURT OF NIGERIA\nHOLDEN AT ABUJA\nON FRIDAY, THE 9TH DAY OF JUNE, 2023', 'PER'), []);
    assert.deepEqual(found('Hearing date: 5 February 2018\nApproved Judgment\nLord Justice Whitfield:', 'PER'), ['Whitfield']);
  });
  it('negative: the same word used as a name in a sentence stays', () => {
    assert.ok(found('Holden said that the car was his.', 'PER').includes('Holden') || found('Mr Holden said that the car was his.', 'PER').includes('Mr Holden'));
    assert.deepEqual(found('Mr Holden said that the car was his.', 'PER'), ['Mr Holden']);
  });
});

describe("a citation's joiner and a state party are no person and no place", () => {
  it('drops a joiner read alone and a party made of state or office words, after "the" or not', () => {
    const crown = 'Judgment of the court\nR v KOFI MENSAH\nJudgment';
    assert.deepEqual(refinedOver(crown, [['PER', 'v'], ['PER', 'KOFI MENSAH']]), ['PER:KOFI MENSAH']);
    const state = 'ADA EZE ...... APPELLANT\nAND\nTHE STATE ...... RESPONDENT';
    assert.deepEqual(refinedOver(state, [['PER', 'ADA EZE'], ['LOC', 'THE STATE']]), ['PER:ADA EZE']);
    const republic = 'The Republic appealed against the sentence.';
    assert.deepEqual(refinedOver(republic, [['LOC', 'The Republic']]), []);
  });
  it('keeps a name holding a state word beside a name word, and a place that is no party word', () => {
    const text = 'Counsel for State Mensah Holdings argued; the State of Lagos and Lagos State agreed; Victor Chief spoke.';
    const kept = refinedOver(text, [['LOC', 'Lagos State'], ['PER', 'Victor Chief']]);
    assert.ok(kept.includes('LOC:Lagos State') && kept.includes('PER:Victor Chief'), String(kept));
    const vs = 'Vs Kumar signed the form.';
    assert.deepEqual(refinedOver(vs, [['PER', 'Vs Kumar']]), ['PER:Vs Kumar']);
  });
});

describe('judgment development passages (bench/ner/judgments-dev.ts)', () => {
  it('unmarks a passage into text and gold offsets', () => {
    const { text, spans } = unmark('Lady Justice {PER:Dunwoody} sat in {LOC:Leeds}.');
    assert.equal(text, 'Lady Justice Dunwoody sat in Leeds.');
    assert.deepEqual(spans.map((s) => [s.type, text.slice(s.start, s.end)]), [['PER', 'Dunwoody'], ['LOC', 'Leeds']]);
  });
  it('reads blocks and genres', () => {
    const t = parsePassages('# genre: judgment-ng\nA {PER:Ada Eze} case.\n\n# genre: judgment-za\n{LOC:Durban}');
    assert.deepEqual(t.map((x) => [x.genre, x.text]), [['judgment-ng', 'A Ada Eze case.'], ['judgment-za', 'Durban']]);
  });
});

describe('parties of a cause list (session 23: no law report after them, the joiner in capitals)', () => {
  const list =
    'CAUSE LIST FOR TUESDAY\n' +
    '1. SUIT E311 OF 2021 NNEKA OBIAGELI EZE VS BABAJIDE ADEWALE\n' +
    '2. 417/2022 MOTSEPE Lerato & ANOTHER VS CITY OF TSHWANE\n' +
    '3. CIVIL APPEAL 88 OF 2019 PIETER JOHANNES VAN DER WALT VS NOMSA DLAMINI';
  it('reads the parties after a case number that are full names the lexicon knows as persons', () => {
    const out = refinedOver(list, []);
    for (const p of ['PER:NNEKA OBIAGELI EZE', 'PER:BABAJIDE ADEWALE', 'PER:NOMSA DLAMINI']) assert.ok(out.includes(p), `${p}: ${out.join(' | ')}`);
  });
  it('cuts a person span read across the joiner into the two parties', () => {
    const out = refinedOver(list, [['PER', 'PIETER JOHANNES VAN DER WALT VS NOMSA DLAMINI']]);
    assert.ok(out.includes('PER:PIETER JOHANNES VAN DER WALT') && out.includes('PER:NOMSA DLAMINI'), out.join(' | '));
    const prose = 'The talk was billed as Wanjiru versus Achieng in the school hall.';
    const split = refinedOver(prose, [['PER', 'Wanjiru versus Achieng']]);
    assert.ok(split.includes('PER:Wanjiru') && split.includes('PER:Achieng'), split.join(' | '));
  });
  it('adversarial: a fixture list with a number before the teams reads no person, nor does an initial "V"', () => {
    const fixtures = 'Round 4: 2024 Kaizer Chiefs vs Orlando Pirates\n12/10 Rivers United vs Enyimba';
    const out = refinedOver(fixtures, []);
    assert.ok(!out.some((x) => x.startsWith('PER')), out.join(' | '));
    const initial = 'The letter was signed by Mr Thabo V Ndlovu on Monday.';
    assert.deepEqual(refinedOver(initial, [['PER', 'Thabo V Ndlovu']]), ['PER:Thabo V Ndlovu']);
  });
});
