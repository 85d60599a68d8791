// Session 49 (special49): inputs written for this round, not taken from any set. Each `check` case below fails on the
// round's start (main 54028d43) and holds after it; each `none` case is a look-alike that must stay unmarked.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { leadingTriggers } from '../../../src/detect/special/leading.js';
import { validateCategoryFile } from '../../../src/detect/special/lexicon.js';
import { check, none } from './labelledTexts.js';

describe('special49: a case-sensitive pattern kind — hepatitis B antigen notation is health, haemoglobin S is genetic', () => {
  check([
    // 'HBs' (hepatitis B surface antigen) with a result or 'carrier' is a test result: health, not a haemoglobin trait
    ['Patient: Yaw Darko\nYaw is an HBs carrier, on tenofovir.', ['HEALTH:HBs carrier', 'HEALTH:tenofovir']],
    ['Client: Efua Mensima\nHBs Ag positive, referred to the liver clinic.', ['HEALTH:HBs Ag positive']],
    ['Donor: Musa Danjuma\nScreening: HBsAg carrier, deferred.', ['HEALTH:HBsAg carrier']],
    ['Patient: Musa Danjuma\nHBeAg - negative', ['HEALTH:HBeAg - negative']],
    // the haemoglobin notations keep their genetic reading, in capitals too when the code has two letters
    ['Patient: Yaw Darko\nYaw is an HbS carrier.', ['GENETIC:HbS carrier']],
    ['Patient: Yaw Darko\nResult: HBAS TRAIT', ['GENETIC:HBAS TRAIT']],
  ]);
  none([
    // lower case is neither notation; a statement about donors in general names no one
    'Patient: Yaw Darko\nYaw is an hbs carrier of parcels for the clinic.',
    'Donor notice\nHBs positive donors are deferred for life.',
  ]);
  it('a case-sensitive pattern is still found by the trigger pass (its prefixes in lower case)', () => {
    const re = /(?<![\p{L}\p{N}])(?<v>HB[se](?:[ -]?Ag)?[ \t]+[Pp]ositive)/dgu;
    assert.deepEqual(leadingTriggers(re)?.prefixes.sort(), ['hbe', 'hbs']);
  });
  it('the loader refuses a case-sensitive pattern that reads no capital letter and no case property', () => {
    const raw = JSON.parse(readFileSync(new URL('../../../src/detect/special/health.json', import.meta.url), 'utf8'));
    raw.categories[1].patterns.push({ case_sensitive: '(?<![\\p{L}\\p{N}])(?<v>hbs\\s+carrier)' });
    assert.throws(() => validateCategoryFile(raw, 'detect/special/health.json'), /health\.json: \/categories\/1\/patterns\/\d+\/case_sensitive|case-sensitive/);
    const ok = JSON.parse(readFileSync(new URL('../../../src/detect/special/health.json', import.meta.url), 'utf8'));
    ok.categories[1].patterns.push({ case_sensitive: '(?<![\\p{L}\\p{N}])(?<v>\\p{Lu}bS\\s+carrier)' });
    assert.doesNotThrow(() => validateCategoryFile(ok, 'detect/special/health.json'));
  });
});

describe('special49: a criminal-record check stated clear is no criminal record', () => {
  none(['Applicant: Lerato Mokoena\nSAPS record: clear', 'Candidate: Tom Price\nCriminal record: all clear', 'Name: Peter Otieno\nPolice clearance: nil trace']);
  check([['Applicant: Lerato Mokoena\nSAPS record: theft (2018)', ['CRIMINAL_RECORD:theft (2018)']]]);
});

describe('special49: a Sesotho/Setswana church named as "Kereke ya X" is a member\'s religion', () => {
  check([
    ['Thabo Mofokeng ke setho sa Kereke ya Mamethodist ho tloha 2012.', ['RELIGION:Kereke ya Mamethodist']],
    ['Mosebeletsi: Palesa Nthati\nTumelo: Mokreste (Kereke ya Evangeli ya Lutere)', ['RELIGION:Mokreste', 'RELIGION:Kereke ya Evangeli']],
  ]);
  // a notice about no one, and a church named in lower case ('their church') stay unmarked
  none(['Tsebiso\nKereke ya Mamethodist e tla tshwara kopano ka Sontaha.', 'Thabo o ile kereke ya bona maobane.']);
});

describe('special49: a health word in a statement of a trend, a street remark or an offer names no one', () => {
  none([
    'Chat - market women\nAma Serwaa: Typhoid dey plenty for this side now, make una boil water.',
    'Radio notice — Tema\nCholera is on the rise again; wash your hands.',
    'Ward 4 chat\nKofi Asare: Asthma is increasing for kids in this estate.',
    'Lab flyer\nHIV and hepatitis tests at a reduced price this week only.',
  ]);
  // a person's own statement beside the trend word in another sentence keeps its reading
  check([
    ['Patient: Ama Serwaa\nAma has typhoid. Cases are rising in her area.', ['HEALTH:typhoid']],
    ['Ward 4 chat\nKofi Asare: my son Yaw has asthma. It is increasing for kids in this estate.', ['HEALTH:asthma']],
  ]);
});
