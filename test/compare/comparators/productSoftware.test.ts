// Software and other retail listings in the electronics category (issue 11): listing words left out of
// names, edition / platform / user-count dimensions, licence markers (upgrade, academic, OEM), versions
// after a line whose shared words stand in another order, and units written with a hyphen. Records
// written for these tests.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareLines, compareMarkers, compareSpecs, productSpecs } from '../../../src/compare/comparators/product.js';
import { canonicalTitle } from '../../../src/compare/comparators/productData.js';
import { compare } from '../../../src/compare/index.js';

const spec = { kind: 'spec' as const, weight: 0, category: 'electronics' };
const marker = { kind: 'marker' as const, weight: 0, category: 'electronics' };
const line = { kind: 'line' as const, weight: 0, category: 'electronics' };
const same = (a: string, b: string, brand?: string) =>
  compare({ a: brand ? { name: a, brand } : { name: a }, b: { name: b }, entity: 'product_electronics' }).identity;

describe('product titles as name comparators read them (canonicalTitle)', () => {
  it('positive: listing words are left out and synonyms written one way', () => {
    assert.equal(canonicalTitle('electronics', 'Adobe Photoshop CS3 Full Version CD-ROM (Windows)', ''), 'adobe photoshop cs3 (windows)');
    assert.equal(canonicalTitle('electronics', 'acrobat pro 8.0 win jewel case', ''), 'acrobat pro 8.0 windows');
    assert.equal(canonicalTitle('electronics', 'Acrobat 8.0 Professional Edition for Macintosh', ''), 'acrobat 8.0 pro for mac');
  });
  it('negative: no category, or a category without listing words, reads the title as given', () => {
    assert.equal(canonicalTitle(undefined, 'Photoshop CS3 Software', ''), 'Photoshop CS3 Software');
    assert.equal(canonicalTitle('food', 'Full Sail Amber Ale', ''), 'full sail amber ale');
  });
  it('adversarial: a title of listing words only stays whole; a listing word inside a word is kept', () => {
    assert.equal(canonicalTitle('electronics', 'Software Edition', ''), 'software edition');
    assert.equal(canonicalTitle('electronics', 'fuller softwareless cdrom2', ''), 'fuller softwareless cdrom2');
  });
  it('negative: full and old are listing words only in full version and old version, never alone (Full HD, full size, an old model)', () => {
    assert.equal(canonicalTitle('electronics', 'Samsung 40 inch Full HD LED TV', ''), 'samsung 40 inch full hd led tv');
    assert.equal(canonicalTitle('electronics', 'Logitech K120 Full Size Keyboard', ''), 'logitech k120 full size keyboard');
    assert.equal(canonicalTitle('electronics', 'Quicken 2007 Old Version', ''), 'quicken 2007');
  });
});

describe('software dimensions (spec comparator)', () => {
  it('positive: the same edition, platform and user count written two ways agree', () => {
    assert.equal(compareSpecs('Office 2007 Professional', 'office pro 2007', spec)?.sim, 1);
    assert.equal(compareSpecs('Photoshop CS3 [PC]', 'photoshop cs3 windows', spec)?.sim, 1);
    assert.equal(compareSpecs('Norton 360 3-User', 'norton 360 3 users', spec)?.sim, 1);
    assert.equal(compareSpecs('Windows Vista Home Premium', 'vista premium', spec)?.sim, 1, 'a fuller listing of one edition');
  });
  it('negative: another edition, platform or user count is another product', () => {
    assert.equal(compareSpecs('Office 2007 Standard', 'Office 2007 Professional', spec)?.sim, 0);
    assert.equal(compareSpecs('Photoshop CS3 Mac', 'Photoshop CS3 Windows', spec)?.sim, 0);
    assert.equal(compareSpecs('Norton AntiVirus 1-User', 'Norton AntiVirus 3 user', spec)?.sim, 0);
    assert.equal(compareSpecs('Windows Vista Home Basic', 'Windows Vista Home Premium', spec)?.sim, 0, 'each names a variant the other lacks');
  });
  it('adversarial: hyphenated counts, codes and one-sided words', () => {
    assert.equal(compareSpecs('6-in-1 card reader', '68 in 1 card reader', spec), null, '6-in-1 is no length');
    assert.deepEqual([...productSpecs('planar pl1910m lcd monitor', 'electronics').keys()], [], 'a number inside a code is no size');
    assert.equal(compareSpecs('laptop screen protector 17-inch', 'laptop screen protector 14.1-inch', spec)?.sim, 0, 'a hyphenated unit is read');
    assert.equal(compareSpecs('Quicken Deluxe 2008', 'Quicken 2008', spec), null, 'an edition on one side only says nothing');
    assert.equal(compareSpecs('mouse black yellow border', 'mouse black', spec)?.sim, 1, 'a fuller colour listing still agrees');
  });
});

describe('licence markers and release years (marker comparator)', () => {
  it('positive: upgrade, academic and OEM on one title only refute', () => {
    assert.equal(compareMarkers('Adobe Photoshop CS3 Upgrade', 'adobe photoshop cs3', marker)?.sim, 0);
    assert.equal(compareMarkers('photoshop cs3 upg win', 'Photoshop CS3 Windows', marker)?.sim, 0, 'upg = upgrade');
    assert.equal(compareMarkers('Adobe Dreamweaver 8 Academic for Mac', 'adobe dreamweaver 8 mac', marker)?.sim, 0, 'for before a platform is no fit clause');
    assert.equal(compareMarkers('Office 2007 Small Business OEM', 'office 2007 small business', marker)?.sim, 0);
  });
  it('negative: the same licence on both sides, or none, says nothing', () => {
    assert.equal(compareMarkers('Photoshop CS3 Upgrade [Mac]', 'photoshop cs3 version upgrade mac', marker), null);
    assert.equal(compareMarkers('Photoshop CS3 Full Version', 'photoshop cs3', marker), null, 'full version is the unmarked product');
  });
  it('adversarial: a memory upgrade for a machine names what it fits; genuine OEM is the maker\'s own part', () => {
    assert.equal(compareMarkers('2GB memory upgrade for Dell Inspiron', '2GB DDR2 memory module for Dell Inspiron', marker), null);
    assert.equal(compareMarkers('Kingston 4GB memory upgrade DDR3', 'Kingston 4GB DDR3 module', marker), null, 'memory before upgrade');
    assert.equal(compareMarkers('lexmark t650 print cartridge - genuine oem toner', 'lexmark t650a11a toner cartridge', marker), null);
    assert.equal(compareMarkers('western digital 320gb scorpio blue bulk oem hard drive', 'western digital 320gb scorpio blue hard drive kit', marker)?.sim, 0, 'a bare OEM drive is another item than the retail kit');
  });
});

describe('versions after a line in another word order (line comparator)', () => {
  it('positive: versions after the same shared words part the line', () => {
    assert.equal(compareLines('Intuit TurboTax 2007 Deluxe', 'turbotax deluxe 2008', line)?.sim, 0);
    assert.equal(compareLines('Sony Vegas Movie Studio 8 Platinum', 'sony vegas movie studio platinum 9', line)?.sim, 0);
    assert.equal(compareLines('Rosetta Stone Spanish Level 2 [PC]', 'rosetta stone spanish level 1 pc', line)?.sim, 0, '2 pc is no count in electronics');
    assert.equal(compareLines('Norton Internet Security version 5', 'norton internet security 6', line)?.sim, 0, 'a listing word before the number is left out');
  });
  it('negative: one version in another order, and Pro / Professional, say nothing', () => {
    assert.equal(compareLines('Dragon NaturallySpeaking 9 Preferred', 'dragon naturallyspeaking preferred 9', line), null);
    assert.equal(compareLines('Adobe Acrobat 8.0 Professional', 'acrobat pro 8.0', line), null);
    assert.equal(compareLines('Norton Internet Security Version 5', 'norton internet security 5', line), null);
    assert.equal(compareLines('Norton Internet Security Version 5', 'norton internet security 6', { ...line, category: 'food' }), null, 'food has no listing words: version names no line there');
  });
  it('adversarial: numbers after unshared words, or with the same digits, do not part', () => {
    assert.equal(compareLines('Acme Studio 8 Platinum', 'Acme Platinum Suite 9', line), null, 'studio is not in the other title');
    assert.equal(compareLines('logitech webcam c270h', 'logitech c270 webcam', line), null);
  });
});

describe('software pairs through the pack', () => {
  it('positive: the same product from a retailer and a feed merges', () => {
    assert.equal(same('Adobe Acrobat 8.0 Professional Upgrade [PC]', 'adobe acrobat pro 8.0 version upgrade win jewel case', 'Adobe'), 'same_entity');
    assert.equal(same('Microsoft Office 2007 Home and Student', 'microsoft office home & student 2007 dvd-rom', 'Microsoft'), 'same_entity');
  });
  it('negative: another version, edition, licence or platform does not', () => {
    assert.notEqual(same('Microsoft Office 2007 Home and Student', 'microsoft office home and student 2003 cd', 'Microsoft'), 'same_entity');
    assert.notEqual(same('Microsoft Windows Vista Home Premium', 'microsoft windows vista home basic', 'Microsoft'), 'same_entity');
    assert.notEqual(same('Adobe Photoshop CS3 Upgrade', 'adobe photoshop cs3 software', 'Adobe'), 'same_entity');
    assert.notEqual(same('Adobe Photoshop CS3 [Mac]', 'adobe photoshop cs3 win', 'Adobe'), 'same_entity');
  });
});

describe('platforms written as phrases (product-units.json synonyms, electronics; session 17)', () => {
  it('positive: Mac OS X and OS X read as mac, a Windows XP / Vista requirement as windows', () => {
    assert.equal(canonicalTitle('electronics', 'adobe photoshop cs3 mac os x', ''), 'adobe photoshop cs3 mac');
    assert.equal(canonicalTitle('electronics', 'Premiere Elements 4.0 Macintosh OS X', ''), 'premiere elements 4.0 mac');
    assert.equal(canonicalTitle('electronics', 'adobe dreamweaver cs3 win xp vista', ''), 'adobe dreamweaver cs3 windows');
    assert.equal(same('Adobe Dreamweaver CS3 for Mac', 'adobe dreamweaver cs3 mac os x (dvd)', 'Adobe'), 'same_entity');
  });
  it('negative: a Windows version alone is no requirement phrase; the two platforms stay apart', () => {
    assert.equal(canonicalTitle('electronics', 'Microsoft Windows XP Professional', ''), 'microsoft windows xp pro');
    assert.notEqual(same('Adobe Dreamweaver CS3 for Mac', 'adobe dreamweaver cs3 win xp vista', 'Adobe'), 'same_entity');
  });
  it('adversarial: food titles and words that only contain the letters stay as written', () => {
    assert.equal(canonicalTitle('food', 'Mac OS X cookies', ''), 'mac os x cookies');
    assert.equal(canonicalTitle('electronics', 'chaos xtreme dos x86 emulator', ''), 'chaos xtreme dos x86 emulator');
  });
});
