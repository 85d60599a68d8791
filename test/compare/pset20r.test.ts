// Session 40, pset20r (issue 11, held-out pair set 20 as development data): a licensing body's number written
// with its initials, office and series joined by slashes, read as another register's number
// (identifier-forms.json other_scheme_labels; identifier.ts LEADING_CODES), and a till's or a feed's barcode
// printed in one title only (productData.ts withoutBarcode).
// Every record and title here is written for this test.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareIdentifiers } from '../../src/compare/comparators/identifier.js';
import { directionsDiffer } from '../../src/compare/comparators/placeName.js';
import { withoutBarcode } from '../../src/compare/comparators/productData.js';
import { titleInEnglish } from '../../src/compare/comparators/titleLanguage.js';
import { compare } from '../../src/compare/index.js';
import { normaliseText } from '../../src/compare/normalise.js';

const grocery = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_grocery' });
const home = (a: string, b: string) => compare({ a: { title: a }, b: { title: b }, entity: 'product_home_goods' });

describe("a licensing body's number against the company register's", () => {
  const REG = { kind: 'id', weight: 3, body_prefix: true } as const;

  it('reads a number under a licensing body\'s code, joined by slashes or after a space, as another register\'s', () => {
    assert.equal(compareIdentifiers('CBN/BDC/AB/0771', 'RC 663102', REG), null);
    assert.equal(compareIdentifiers('DSW/4410', 'CG004418290', REG), null);
    assert.equal(compareIdentifiers('RSH L7702', '07731200', REG), null);
    assert.equal(compareIdentifiers('GTA/TML/GH/0088', 'CS071140021', REG), null);
  });

  it('negative: two numbers under one licensing body still disagree', () => {
    assert.equal(compareIdentifiers('CBN/BDC/AB/0771', 'CBN/BDC/AB/1208', REG)?.sim, 0);
    assert.equal(compareIdentifiers('RSH L7702', 'RSH L3391', REG)?.sim, 0);
  });

  it('positive: a bureau de change under its central-bank licence and under its company number is one body', () => {
    const r = compare({
      a: { company_name: 'ZENITH GATE BDC LTD', company_number: 'CBN/BDC/AB/0771', address: '9 MARKET RD ABA' },
      b: { name: 'Zenith Gate Bureau De Change Limited', registration_id: 'RC 663102', registration_country: 'NG', address: '9 Market Road, Aba' },
      entity: 'organisation',
    });
    assert.equal(r.identity, 'same_entity');
  });

  it('adversarial: a company number written with a registry office\'s letters still refutes another', () => {
    assert.equal(compareIdentifiers('RC/LA/663102', 'RC 663999', REG)?.sim, 0);
  });
});

describe("a till's or a feed's barcode printed in one title only", () => {
  it('leaves out a 12- or 13-digit number whose check digit holds, beside a title with no long number', () => {
    assert.equal(withoutBarcode('KOPJE MANGO JUICE 1LT 6009801234564', 'Kopje Mango Juice 1L'), 'KOPJE MANGO JUICE 1LT');
    assert.equal(withoutBarcode('kopje mango juice 1 l 012345678905', 'Kopje Mango Juice 1L'), 'kopje mango juice 1 l');
  });

  it('adversarial: keeps a number whose check digit fails, and a barcode beside another long number', () => {
    assert.equal(withoutBarcode('KOPJE MANGO JUICE 1LT 6009801234565', 'Kopje Mango Juice 1L'), 'KOPJE MANGO JUICE 1LT 6009801234565');
    assert.equal(withoutBarcode('Kopje Mango Juice 6009801234564', 'Kopje Mango Juice 6009801234571'), 'Kopje Mango Juice 6009801234564');
    assert.equal(withoutBarcode('River Song ISBN 9780306406157', 'River Song 978-0-306-40615-7'), 'River Song ISBN 9780306406157');
  });

  it('positive: a till line with its barcode and the shop title are one product', () => {
    const r = grocery('KOPJE MANGO JUICE 1LT 6009801234564', 'Kopje Mango Fruit Juice Drink 1L Bottle');
    assert.equal(r.identity, 'same_entity');
    const foil = home('KITCHENPRO FOIL 30CMX5M 6009801234595', 'KitchenPro Non-Stick Kitchen Foil 30cm x 5m');
    assert.equal(foil.identity, 'same_entity');
  });

  it('negative: a till line of another size with its barcode stays another product', () => {
    assert.notEqual(grocery('KOPJE MANGO JUICE 2LT 6009801234571', 'Kopje Mango Fruit Juice Drink 1L Bottle').identity, 'same_entity');
  });
});

describe("more sites named by their kind in the users' languages, and a road's two directions", () => {
  const place = (a: Record<string, string | number>, b: Record<string, string | number>) => compare({ a, b, entity: 'place' });

  it('positive: a substation, a level crossing and a gym written in two languages are one site', () => {
    const ss = place({ place_name: 'Kituo kidogo cha umeme cha Ruaka', city: 'Kiambu', lat: -1.2071, lon: 36.7795 }, { name: 'Ruaka 33/11kV Substation', admin_path: 'Kenya / Kiambu / Kiambaa / Ruaka', lat: -1.2071, lon: 36.7795 });
    assert.equal(ss.identity, 'same_entity');
    const lc = place({ place_name: 'Spoorwegovergang Molenweg', city: 'Hengelo', lat: 52.2651, lon: 6.7931 }, { name: 'Level crossing, Molenweg, Hengelo', admin_path: 'Nederland / Overijssel / Hengelo', lat: 52.2651, lon: 6.7931 });
    assert.equal(lc.identity, 'same_entity');
    const gym = place({ place_name: 'Indawo yokuzivocavoca iIronHouse eMelville', city: 'Johannesburg', lat: -26.1762, lon: 28.0091 }, { name: 'IronHouse Gym Melville', admin_path: 'South Africa / Gauteng / Johannesburg / Melville', lat: -26.1762, lon: 28.0091 });
    assert.equal(gym.identity, 'same_entity');
  });

  it('negative: a speed camera and a level crossing at one corner stay two sites', () => {
    const r = place({ name: 'Blitzer Hauptstraße / Kirchweg', city: 'Kassel', lat: 51.3121, lon: 9.4801 }, { name: 'Bahnübergang Hauptstraße / Kirchweg', city: 'Kassel', lat: 51.3122, lon: 9.4802 });
    assert.notEqual(r.identity, 'same_entity');
  });

  it('negative: one road\'s inbound and outbound cameras at one cross street stay two sites', () => {
    const r = place(
      { name: 'Stationäre Geschwindigkeitsüberwachung Landsberger Allee / Weißenseer Weg, stadteinwärts', admin_path: 'Deutschland / Berlin / Lichtenberg', lat: 52.5301, lon: 13.4712 },
      { place_name: 'Speed camera, Landsberger Allee at Weißenseer Weg, outbound', city: 'Berlin', lat: 52.5302, lon: 13.4713 },
    );
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: one direction written two ways, or stated on one side only, is no conflict', () => {
    const r = place(
      { name: 'Blitzer Landsberger Allee / Weißenseer Weg, stadteinwärts', admin_path: 'Deutschland / Berlin / Lichtenberg', lat: 52.5301, lon: 13.4712 },
      { place_name: 'Speed camera, Landsberger Allee at Weißenseer Weg, inbound', city: 'Berlin', lat: 52.5301, lon: 13.4712 },
    );
    assert.equal(r.identity, 'same_entity');
    assert.equal(directionsDiffer('Speed camera Landsberger Allee inbound', 'Speed camera Landsberger Allee'), false);
    assert.equal(directionsDiffer('Speed camera Landsberger Allee inbound', 'Speed camera Landsberger Allee outbound'), true);
  });
});

describe("shop titles in German, and more shop words of the users' languages", () => {
  const inEnglish = (title: string) => (titleInEnglish(normaliseText(title), '').match(/[a-z0-9.]+/g) ?? []).join(' ');

  it("reads German shop words in English, and the new words of the other languages", () => {
    assert.equal(inEnglish('Bergland Wärmflasche 1,5 l mit Strickbezug, blau'), 'bergland hot water bottle 1 5 l with knitted cover blue');
    assert.equal(inEnglish('Alpina zuckerfreier Kaugummi, Vorteilspackung 3 x 14 g'), 'alpina sugar free chewing gum value pack 3 x 14 g');
    assert.equal(inEnglish('Aceitunas negras sin hueso Olivar, tarro 200 g'), 'olives black pitted olivar jar 200 g');
    assert.equal(inEnglish('Folia aluminiowa Srebrna, szeroka 30 cm, rolka 20 m'), 'aluminium foil srebrna wide 30 cm roll 20 m');
    assert.equal(inEnglish('Mifuko ya taka Tumaini, lita 30'), 'refuse bags tumaini lita 30');
  });

  it('positive: a German title and an English one of one product are one product', () => {
    const r = home('Bergland Wärmflasche 1,5 l mit Strickbezug, blau', 'Bergland Hot Water Bottle 1.5L with Knitted Cover, Blue');
    assert.equal(r.identity, 'same_entity');
    const gum = grocery('Alpina Pfefferminz zuckerfreier Kaugummi, Vorteilspackung 3 x 14 g', 'Alpina Pfefferminz Sugar Free Chewing Gum, Value Pack 3 x 14g');
    assert.equal(gum.identity, 'same_entity');
  });

  it('negative: a value pack of three against a bottle stays two products in German too', () => {
    const r = grocery('Alpina Pfefferminz zuckerfreier Kaugummi, Vorteilspackung 3 x 14 g', 'Alpina Pfefferminz Sugar Free Chewing Gum Bottle, 64g');
    assert.notEqual(r.identity, 'same_entity');
  });

  it('adversarial: a brand or a word the other title also writes stays as written', () => {
    assert.equal(titleInEnglish('ohne brand ohne bezug', 'ohne brand cover'), 'ohne brand ohne cover');
  });
});

describe("an electrical article's market (UK, EU, US) stated in both titles", () => {
  const electronics = (a: Record<string, string>, b: Record<string, string>) => compare({ a, b, entity: 'product_electronics' });

  it('negative: one smart plug built for the UK and for the EU market stays two articles under one series code', () => {
    const r = electronics(
      { title: 'Lumo Smart Wi-Fi Plug S20, UK Plug, 13A', brand: 'Lumo', model: 'S20 UK' },
      { title: 'Lumo Smart Wi-Fi Plug S20, EU Plug (Type F), 16A', brand: 'Lumo', model: 'S20 EU' },
    );
    assert.notEqual(r.identity, 'same_entity');
    const kb = electronics(
      { title: 'Lumo K300 draadlose sleutelbord, Britse uitleg', brand: 'Lumo', model: 'K300 (UK)' },
      { title: 'Lumo K300 draadlose sleutelbord, VSA-uitleg', brand: 'Lumo', model: 'K300 (US)' },
    );
    assert.notEqual(kb.identity, 'same_entity');
  });

  it('positive: one market written in two titles, or in one title only, still merges', () => {
    const r = electronics({ title: 'Lumo Smart Wi-Fi Plug S20, UK Plug', brand: 'Lumo', model: 'S20 UK' }, { title: 'LUMO SMART PLUG S20 UK', model: 'S20UK' });
    assert.equal(r.identity, 'same_entity');
    const one = electronics({ title: 'Lumo Smart Wi-Fi Plug S20, UK Plug', brand: 'Lumo', model: 'S20 UK' }, { title: 'Lumo S20 smart plug', brand: 'Lumo', model: 'S20 UK' });
    assert.equal(one.identity, 'same_entity');
  });
});
