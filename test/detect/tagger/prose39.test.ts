// Span rules of session 39's prose39 round (issue 13: prose sets 1–24 as development data, a class kept only where sets
// by different authors show it), on texts written for this test: the spans handed in stand for what the tagger
// proposed, so each rule is checked alone whatever the shipped weights say.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { at, refinedInOrder as refined } from '../../helpers/refineSpans.js';

const persons = (xs: string[]) => xs.filter((x) => x.startsWith('PER:'));

describe('a surname in capitals then the given names, without a comma (capitalSurnameItems.ts, refine.json capital_surname_items)', () => {
  it('numbered items of a roster or a start sheet are one person each, whatever the tagger read', () => {
    const t = 'BOARDING ORDER — Kisumu stage\n1. ONYANGO Brian  KCA 112X\n2. WAMALWA Faith  KDD 904Q\n3. BARASA Kevin Otieno  KBT 220L';
    assert.deepEqual(persons(refined(t, at(t, 'LOC', 'Faith'))), ['PER:ONYANGO Brian', 'PER:WAMALWA Faith', 'PER:BARASA Kevin Otieno']);
    const u = 'Slalom, girls U12\n1 BRUNNER Lea 41.20\n2 HOFER Anna 42.05';
    assert.deepEqual(persons(refined(u, [])), ['PER:BRUNNER Lea', 'PER:HOFER Anna']);
  });
  it('pairs of a draw parted by a slash or a dash on one line, and a span the tagger ran over two of them', () => {
    const t = 'Mixed doubles, court 2\n09:30 NDLOVU Thabo / MOYO Chipo – BANDA Grace / PHIRI Joseph';
    const s = at(t, 'PER', 'MOYO Chipo – BANDA Grace');
    assert.deepEqual(persons(refined(t, s)), ['PER:NDLOVU Thabo', 'PER:MOYO Chipo', 'PER:BANDA Grace', 'PER:PHIRI Joseph']);
  });
  it('particles in capitals belong to the surname, and a place the tagger read over the pair gives way', () => {
    const t = 'Rôle de l\'audience\n1. VAN DER BERG Pieter c/ Société Générale\n2. DE LA CRUZ María c/ Iberia';
    const s = at(t, 'LOC', 'DE LA CRUZ María');
    assert.deepEqual(persons(refined(t, s)), ['PER:VAN DER BERG Pieter', 'PER:DE LA CRUZ María']);
  });
  it('a span reaching over a plate or a code after the given name is cut back to the person', () => {
    const t = 'Rank roster\n1. ASANTE Kwabena  GR 2211-19  → Kasoa';
    const s = at(t, 'PER', 'Kwabena  GR 2211-19');
    assert.deepEqual(persons(refined(t, s)), ['PER:ASANTE Kwabena']);
  });
  it('negative: a heading, a firm, a title and a place in capitals before a capitalised word stay as read', () => {
    // English words in capitals: a heading.
    assert.deepEqual(persons(refined('TIME TRIAL Results follow below.', [])), []);
    assert.deepEqual(persons(refined('WELCOME Parents and friends!', [])), []);
    // A short acronym the lexicon does not list as a surname: a title or an office before a name written given name first.
    const t = 'The statement was signed by IGP Kayode Egbetokun on Monday.';
    assert.deepEqual(refined(t, at(t, 'PER', 'Kayode Egbetokun')), ['PER:Kayode Egbetokun']);
    // A country or region in capitals.
    assert.deepEqual(persons(refined('KENYA Airways flight KQ 101 boards at gate 4.', [])), []);
    assert.deepEqual(persons(refined('LAGOS Island traffic is heavy today.', [])), []);
    // A word of two letters in capitals is an abbreviation (a church's "NG", Nederduitse Gereformeerde), even where a family name is spelt so.
    const v = 'Kerkdiens Sondag 09:00\nNG Kerk Brooklyn, Pretoria';
    assert.deepEqual(persons(refined(v, at(v, 'LOC', 'NG Kerk Brooklyn'))), []);
  });
  it('adversarial: a name written given name first before the next, a capitalised word after the given names, a line break', () => {
    // "Sipho NDLOVU Thabo MOKOENA": the word in capitals follows a capitalised word, so it closes a name, it opens none.
    const t = 'Team: Sipho NDLOVU Thabo MOKOENA';
    assert.deepEqual(persons(refined(t, at(t, 'PER', 'Sipho NDLOVU', 'Thabo MOKOENA'))), ['PER:Sipho NDLOVU', 'PER:Thabo MOKOENA']);
    // A whole name in capitals the tagger read as one person, then a party's role: the role is no given name.
    const u = 'YAW BOATENG Claimant - and - TEMA CITY COUNCIL Respondent';
    assert.deepEqual(persons(refined(u, at(u, 'PER', 'YAW BOATENG'))), ['PER:YAW BOATENG']);
    // A capitalised word one space after the given names: the run is longer than a name (a firm's, a street's).
    assert.deepEqual(persons(refined('Deliveries to MENSAH Kofi Enterprises only.', [])), []);
    // The given name on the next line is no part of the pair.
    assert.deepEqual(persons(refined('OKAFOR\nNgozi will chair.', [])).includes('PER:OKAFOR\nNgozi'), false);
  });
});
