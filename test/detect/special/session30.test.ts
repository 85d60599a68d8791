// Session 30, round on the classes held-out special sets 35 and 36 (two authors) both show (issue 15). Each class here
// shows errors in two independently written sets (see the commit message for the counts). Texts written for these
// tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 30: a party beside a role or support word', () => {
  check([
    // an office after the party (affiliation.json: chair, executive)
    ['Voter list\nVoter: Kofi Boateng, CPP branch executive\nVerified: yes', ['POLITICAL_AFFILIATION:CPP']],
    ['Kofi Boateng addressed a rally as CPP regional chair.', ['POLITICAL_AFFILIATION:CPP']],
    // canvassing and campaigning for a party written as a role noun
    ['Helpers (Kano): Musa Bello - door-to-door canvasser for PDP', ['POLITICAL_AFFILIATION:PDP']],
    ['Thandi Mokoena is a campaigner for the DA in Soweto.', ['POLITICAL_AFFILIATION:DA']],
    // campaign messages posted for a party by a named person
    ['Note: Musa Bello posted campaign messages for the Labour Party while serving as a returning officer.', ['POLITICAL_AFFILIATION:Labour Party']],
    // Swahili 'mwanaharakati wa' (activist of)
    ['Mahojiano: Amina Ali alikuwa mwanaharakati wa PDP.', ['POLITICAL_AFFILIATION:PDP']],
  ]);
  none([
    // a party's own office holders in news about no one
    'The DA executive met on Monday.',
    'The CPP regional chair addressed the press.',
  ]);
});

describe("special categories, session 30: 'community' before a service noun is no general statement", () => {
  check([
    ['Reception screen\nPrisoner: Amy Lee\nDeclared: opioid dependence on methadone 50ml (community script)\nAlso: asthma', ['HEALTH:opioid dependence', 'HEALTH:methadone', 'HEALTH:asthma']],
    ['Pre-sentence report: Tom Hill admitted theft. He has alcohol dependence and sees the community drug and alcohol team.', ['CRIMINAL_RECORD:theft', 'HEALTH:alcohol dependence']],
  ]);
  none(['HIV is rising in the community.', 'Community members with diabetes can join the walking group.']);
});

describe('special categories, session 30: conversion between faiths in Italian, Spanish, Portuguese and Polish', () => {
  check([
    ["Richiedente: Marco Bianchi\nMotivo: apostasia dall'islam, convertito al cristianesimo", ['RELIGION:islam', 'RELIGION:cristianesimo']],
    ['Protokół: Jan Nowak oświadczył, że przeszedł z islamu na chrześcijaństwo w 2018.', ['RELIGION:islamu', 'RELIGION:chrześcijaństwo']],
    ['Solicitante: Ana López\nMotivo: se convirtió al cristianismo en 2016', ['RELIGION:cristianismo']],
    ['Requerente: Ana Costa\nMotivo: convertida ao islamismo em 2015', ['RELIGION:islamismo']],
  ]);
  none([
    // the faiths named in statements about no one
    'Chrześcijaństwo jest religią.',
    "Il cristianesimo e l'islam sono religioni monoteiste.",
    "Passaggio dal cristianesimo all'islam nella storia europea.",
  ]);
});

describe('special categories, session 30: a same-sex union named as the person’s own', () => {
  check([
    ['The applicant Amy Lee entered a same-sex civil union in 2019.', ['SEXUAL_ORIENTATION:same-sex civil union']],
    ['Registration\nPartner A: Sipho Dube\nRelationship: same-sex civil union', ['SEXUAL_ORIENTATION:same-sex civil union']],
    ['Antrag: Herr Jonas Weber lebt seit 2018 in einer gleichgeschlechtlichen Ehe.', ['SEXUAL_ORIENTATION:gleichgeschlechtlichen Ehe']],
  ]);
  none(['Same-sex civil unions became legal in South Africa in 2006.', 'The hotel welcomes every same-sex couple.']);
});

describe('special categories, session 30: a same-sex union implies the orientation as a partner does', () => {
  check([
    // the union is no outright word, so the partner beside it is kept
    ['Charge sheet: accused Musa Bello charged with entering into a same-sex union; he lived with his male partner.', ['CRIMINAL_RECORD:charged with entering into a same-sex union', 'SEXUAL_ORIENTATION:same-sex union', 'SEXUAL_ORIENTATION:his male partner']],
    // beside an outright word that word is the datum
    ['Amy Lee is lesbian and entered a same-sex civil union in 2019.', ['SEXUAL_ORIENTATION:lesbian']],
  ]);
});
