import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  isFamilyName,
  isGivenName,
  isJudicialOffice,
  isNameTitle,
  nameCountries,
  nameTokenFrequency,
  nameTokenStrength,
} from '../../src/lexicon/names.js';
import { englishWordShare } from '../../src/lexicon/stopWords.js';

describe('name lexicon', () => {
  it('knows African given and family names of every covered population', () => {
    for (const g of ['Adaeze', 'Oluwaseun', 'Chukwuemeka', 'Hauwa', 'Kwame', 'Akosua', 'Selasi', 'Wanjiku', 'Achieng', 'Kipchoge', 'Mueni', 'Sipho', 'Lerato', 'Pieter']) {
      assert.ok(isGivenName(g), g);
    }
    for (const f of ['Okonkwo', 'Adeyemi', 'Abdullahi', 'Mensah', 'Tetteh', 'Kamau', 'Odhiambo', 'Wafula', 'Koech', 'Mutua', 'Dlamini', 'Mokoena', 'Pretorius']) {
      assert.ok(isFamilyName(f), f);
    }
  });

  it('knows European names from the faker locales, case- and accent-insensitively', () => {
    for (const g of ['John', 'Marie', 'Hans', 'Giulia', 'Jan', 'Søren', 'ingrid', 'JOSÉ']) assert.ok(isGivenName(g), g);
    for (const f of ['Smith', 'Müller', 'Mueller', 'Kowalski', 'Rossi', 'Jansen', 'Novák', 'Αγγελίδης']) assert.ok(isFamilyName(f), f);
    assert.equal(isGivenName('Zzyzx'), false);
    // Cyrillic and Greek names also in their Latin spelling (EU documents in Latin script)
    for (const f of ['Papadopoulos', 'Ivanov', 'Shevchenko']) assert.ok(isFamilyName(f), f);
    for (const g of ['Aleksandr', 'Nikolaos', 'Olena']) assert.ok(isGivenName(g), g);
  });

  it('reports frequency and the African countries that list a name', () => {
    assert.ok(nameTokenFrequency('John') > nameTokenFrequency('Adaeze'));
    assert.equal(nameTokenFrequency('Qwxz'), 0);
    assert.deepEqual(nameCountries('Wanjiku'), ['KE']);
    assert.ok(nameCountries('Adebayo').includes('NG'));
    assert.deepEqual(nameCountries('Zzyzx'), []);
  });

  it('grades tokens: strong names, soft names, verb-like names, titles and stop words', () => {
    assert.equal(nameTokenStrength('Okonkwo'), 'strong');
    assert.equal(nameTokenStrength('Grace'), 'soft');
    assert.equal(nameTokenStrength('Brown'), 'soft');
    assert.equal(nameTokenStrength('May'), 'verbLike');
    assert.equal(nameTokenStrength('Will'), 'verbLike');
    assert.equal(nameTokenStrength('Street'), 'never');
    assert.equal(nameTokenStrength('Mr'), 'never');
    assert.equal(nameTokenStrength('March'), 'never');
    assert.equal(nameTokenStrength('Obi'), 'strong'); // a title and a family name
    assert.equal(nameTokenStrength('Kijani'), 'unknown');
    assert.ok(isNameTitle('Alhaji') && isNameTitle('Dr') && isNameTitle('mallam'));
    assert.equal(isNameTitle('Okonkwo'), false);
  });

  it('reads every judicial office as a title too, listed once (name-stoplist.json judicialOffices)', () => {
    for (const o of ['Judge', 'Justice', 'Magistrate', 'Registrar', 'JUDGE']) assert.ok(isJudicialOffice(o) && isNameTitle(o), o);
    // A title no name list knows is never a name token; Justice is a given name too (judicialOfficesAlsoGiven).
    assert.deepEqual(['Judge', 'Magistrate', 'Registrar', 'Justice'].map(nameTokenStrength), ['never', 'never', 'never', 'soft']);
    assert.equal(isJudicialOffice('Lord'), false);
  });
});

describe('lexicon index', () => {
  it('re-exports the lexicons and warms them', async () => {
    const lex = await import('../../src/lexicon/index.js');
    lex.warmLexicons();
    assert.equal(lex.lookupPlace('Kumasi')[0]?.country, 'GH');
    assert.ok(lex.isFamilyName('Okonkwo'));
    assert.equal(lex.foldKey('Côte  d’Ivoire'), "cote d'ivoire");
  });
});

describe('englishWordShare (stopWords.ts)', () => {
  it('counts the lower-case words of a text and the share of them that are common English words', () => {
    const english = englishWordShare('The borehole was drilled last week and the water is clean again, said Mensah.');
    assert.equal(english.words, 12);
    assert.ok(english.share > 0.85, String(english.share));
    const swahili = englishWordShare('Wanakijiji wote wanaombwa kufika kwenye ukumbi kesho asubuhi kwa mkutano wa maji.');
    assert.equal(swahili.words, 11);
    assert.ok(swahili.share < 0.2, String(swahili.share));
  });
  it('leaves capitalised words out, and reads a text with no lower-case word as English (no evidence)', () => {
    assert.deepEqual(englishWordShare('MINUTES OF THE MEETING — Kofi Mensah, Ama Owusu'), { words: 0, share: 1 });
    assert.equal(englishWordShare('Kesho Asubuhi the').words, 1);
  });
});
