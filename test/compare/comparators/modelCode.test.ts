// The `model` comparator: model codes normalised (separators, colour/size suffixes, retailer SKU
// prefixes, leading zeros, a code written out in the other record's title) and unrelated codes as a
// conflict.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeRelation, compareModelCodes, modelCodes, TITLES_SHARE_CODE, titleCodeRuns, VARIANT } from '../../../src/compare/comparators/modelCode.js';
import type { ComparatorSpec } from '../../../src/compare/comparators/types.js';

const spec: ComparatorSpec = { kind: 'model', field: 'model', text_field: 'name', weight: 4 };
const cmp = (a: Record<string, string>, b: Record<string, string>) => compareModelCodes(a, b, spec);

describe('model codes: reading', () => {
  it('drops separators and keeps several codes of one field apart', () => {
    assert.deepEqual(modelCodes('TX-8255'), ['tx8255']);
    assert.deepEqual(modelCodes('tx 8255'), ['tx8255']);
    assert.deepEqual(modelCodes('P-FD4GB / MINI-EFM1'), ['pfd4gb', 'miniefm1']);
  });
  it('reads the words of a field that also holds words, but never specs, formats or short numbers', () => {
    assert.ok(modelCodes('Lexmark PRO901').includes('pro901'));
    assert.ok(modelCodes('NU561AA #ABA').includes('nu561aa'));
    assert.ok(!modelCodes('Fujifilm 16GB SD-HC memory card').includes('16gb'));
    assert.ok(!modelCodes('HP CZ075FN # 140').includes('140'));
  });
  it('reads a code split by a space in a title as one run', () => {
    assert.ok(titleCodeRuns('xerox imaging unit phaser 6300 108 r00645').has('108r00645'));
  });
});

describe('model codes: relations', () => {
  it('positive: the same code and its variants', () => {
    assert.equal(codeRelation('tx8255', 'tx8255'), 1);
    assert.equal(codeRelation('psw110bk', 'psw110'), VARIANT);
    assert.equal(codeRelation('lapst110black', 'lapst110'), VARIANT);
    assert.equal(codeRelation('ver97185', '97185'), VARIANT);
    // A bare number with and without leading zeros (a maker's 00540, a retailer's 540).
    assert.equal(codeRelation('00540', '540'), 1);
    assert.equal(codeRelation('05389', '5389'), 1);
  });
  it('negative: different codes, and two suffixes on one base', () => {
    assert.equal(codeRelation('dgs1008p', 'dgs1008g'), 0);
    assert.equal(codeRelation('v7n2c6blks', 'v7n2c6reds'), 0);
    assert.equal(codeRelation('f7d1101', 'f9l1001'), 0);
  });
  it('adversarial: a short code is no base for a variant, a long suffix is not a colour', () => {
    assert.equal(codeRelation('m31', 'm310'), 0);
    assert.equal(codeRelation('ab12', 'ab12wirelessmouse'), 0);
    // Digits that continue the final number are another number: a 1 ft and a 10 ft cable.
    assert.equal(codeRelation('hdmimm1', 'hdmimm10'), 0);
    assert.equal(codeRelation('70123456', '123456'), 0);
    assert.equal(codeRelation('00541', '540'), 0);
  });
});

describe('model codes: records', () => {
  it('positive: equal codes, written differently; a code spelled out in the other title', () => {
    assert.equal(cmp({ model: 'TX-8255' }, { model: 'tx8255' })!.sim, 1);
    assert.equal(cmp({ model: '108r00645' }, { name: 'xerox printers imaging unit 108 r00645' })!.sim, 1);
    // The other side's field holds a retailer SKU, its title the maker's code.
    assert.equal(cmp({ model: 'ibp391b', name: 'ilive boom box' }, { model: '555123', name: 'ilive ibp391b boombox' })!.sim, 1);
    assert.equal(cmp({ model: 'PSW110BK' }, { model: 'PSW110' })!.sim, VARIANT);
  });
  it('negative: two unrelated codes conflict', () => {
    const r = cmp({ model: 'f7d1101', name: 'belkin n150 usb adapter' }, { model: 'f9l1001', name: 'belkin n150 usb adapter' })!;
    assert.equal(r.sim, 0);
    assert.equal(r.conflict, true);
  });
  it('adversarial: a title naming other codes disagrees without a conflict; nothing to read is null', () => {
    const r = cmp({ model: 'q6511a' }, { name: 'toner for phaser 6300dn printers' })!;
    assert.equal(r.sim, 0);
    assert.notEqual(r.conflict, true);
    assert.equal(cmp({ model: 'q6511a' }, { name: 'black toner cartridge' }), null);
    assert.equal(cmp({ name: 'usb cable' }, { name: 'usb cable' }), null);
  });
  it('titles only: the codes both name', () => {
    assert.equal(cmp({ name: 'Samsung QE55Q60B 55 inch' }, { name: 'TV QE55Q60B' })!.sim, TITLES_SHARE_CODE);
    assert.equal(cmp({ name: 'Samsung QE55Q60B' }, { name: 'TV QE65Q60B' })!.sim, 0);
  });
  it('titles only: a suffixed or prefixed code is a variant, another number is not', () => {
    assert.equal(cmp({ name: 'Panasonic cordless phone KX-TG6431B' }, { name: 'Panasonic KXTG6431 DECT phone' })!.sim, VARIANT, 'a colour letter');
    assert.equal(cmp({ name: 'Pyle subwoofer PSW110BK' }, { name: 'Pyle PSW110 subwoofer' })!.sim, VARIANT);
    assert.equal(cmp({ name: 'HDMI cable HDMIMM10' }, { name: 'HDMI cable HDMIMM1' })!.sim, 0, 'digits continuing the number');
    assert.equal(cmp({ name: 'Sony KDL46V5100' }, { name: 'Sony KDL52V5100' })!.sim, 0);
  });
});

describe('model codes: two variants of one base in the model fields', () => {
  it('positive: two fields each with a suffix of its own conflict, though a title writes the base alone', () => {
    const r = cmp({ model: 'relaunch ss2477g', name: 'bower ss2477 digital wrist strap grey' }, { model: 'ss2477bl', name: 'bower ss2477bl digital camera wrist strap' })!;
    assert.equal(r.sim, 0);
    assert.equal(r.conflict, true);
    assert.equal(cmp({ model: 'V7N2C6-03F-REDS', name: 'v7 cat6 cable red' }, { model: 'V7N2C6-03F-BLKS', name: 'v7 cat6 cable v7n2c6' })!.conflict, true);
  });
  it('negative: one field extending the other, or the other title stating the field exactly, is read as before', () => {
    assert.equal(cmp({ model: 'ex-zs10bk', name: 'casio exilim ex-zs10 black' }, { model: 'ex-zs10 black', name: 'casio exilim ex-zs10 black' })!.sim, 1);
    assert.equal(cmp({ model: 'PSW110BK', name: 'pyle subwoofer' }, { model: 'PSW110', name: 'pyle subwoofer' })!.sim, VARIANT);
    assert.equal(cmp({ model: 'ibp391b', name: 'ilive boom box' }, { model: '555123', name: 'ilive ibp391b boombox' })!.sim, 1);
  });
  it("adversarial: a retailer's prefix on one field is no second suffix, and a long suffix is no variant", () => {
    // The SKU XX99SS2477 is built on the base the other title names: the title's variant reading stands.
    assert.equal(cmp({ model: 'ss2477g', name: 'bower ss2477 wrist strap' }, { model: 'xx99ss2477', name: 'bower strap' })!.sim, VARIANT);
    // Suffixes longer than a colour or region code on one base: two codes, not two variants (no title to read).
    const r = cmp({ model: 'gs108e100nas', name: 'netgear switch' }, { model: 'gs108e200eus', name: 'netgear switch' })!;
    assert.equal(r.sim, 0);
  });
});

describe('model codes: a region, colour or pack piece set off from a padded base (session 25)', () => {
  // Written for this test: a maker pads its part numbers with a leading zero on the box and adds a market
  // or pack piece after a hyphen; a catalogue writes the bare number.
  it('positive: the base without its leading zero is a variant of the field with the piece', () => {
    assert.equal(cmp({ model: '07215-1001', name: 'trimmer, mains' }, { model: '7215', name: 'beard trimmer' })!.sim, VARIANT);
    assert.equal(cmp({ model: '7215' }, { model: '07215/EU' })!.sim, VARIANT);
  });
  it('positive: a title that writes the base without the field piece (no model field on that side)', () => {
    assert.equal(cmp({ model: 'KXM-128G-GR5MA' }, { name: 'Kestrel 128 GB card (KXM-128G)' })!.sim, VARIANT);
  });
  it('negative: another number on the base, or a base the title does not write, is no variant', () => {
    const r = cmp({ model: '07216-1001' }, { model: '7215' })!;
    assert.equal(r.sim, 0);
    assert.equal(r.conflict, true);
    assert.equal(cmp({ model: 'KXM-128G-GR5MA' }, { name: 'Kestrel 64 GB card (KXM-064G)' })!.sim, 0);
  });
  it('adversarial: digits continuing the base in the title, and a base too short to be a code', () => {
    assert.equal(cmp({ model: 'KXM-128G-GR5MA' }, { name: 'Kestrel card KXM-128G4' })!.sim, 0);
    // "AB1" before the piece is under four characters: no base to read.
    assert.notEqual(cmp({ model: 'AB1-EUX9' }, { name: 'widget AB1 blue' })?.sim, VARIANT);
  });
});
