// Held-out pair set 5, product_home_goods (name only, see bench/pairs/heldout5.ts): novels by edition and
// binding (ISBN-13 against ISBN-10, paperback against hardcover), learners' dictionaries by edition, non-stick
// pans by diameter and hob, vacuum flasks by capacity and top, feeding bottles by volume and teat, and exercise
// books by leaves and ruling, as bookshops, school-list suppliers, supermarkets and a marketplace write them.
// Written by hand; ISBNs are illustrative (well formed, check digits computed).
import { type Family, rec } from './heldout1-types.js';

export const HOME5: readonly Family[] = [
  {
    // One novel in a classics paperback, in the African Writers Series paperback and in a hardcover: three editions.
    kind: 'novels by edition and binding',
    variants: [
      [
        rec({ title: 'Things Fall Apart by Chinua Achebe (Penguin Modern Classics, Paperback) ISBN 9780141186887' }),
        rec({ name: 'THINGS FALL APART - ACHEBE - PMC PB 0141186887' }),
        rec({ product_name: 'Achebe, Chinua. Things Fall Apart. Penguin Classics, paperback, 978-0-14-118688-7' }),
      ],
      [
        rec({ title: 'Things Fall Apart by Chinua Achebe (Heinemann African Writers Series, Paperback) ISBN 9780435905255' }),
        rec({ name: 'THINGS FALL APART - ACHEBE - AWS PB 0435905252' }),
        rec({ product_name: 'Achebe, Chinua. Things Fall Apart. Heinemann AWS 1, paperback, 978-0-435-90525-5' }),
      ],
      [
        rec({ title: 'Things Fall Apart by Chinua Achebe (Everyman\'s Library, Hardcover) ISBN 9781857151718' }),
        rec({ name: 'THINGS FALL APART - ACHEBE - EVERYMAN HB 1857151712' }),
        rec({ product_name: 'Achebe, Chinua. Things Fall Apart. Everyman\'s Library, cloth hardback, 978-1-85715-171-8' }),
      ],
    ],
  },
  {
    // A learner's dictionary edition is its own article; the same edition with an online-access code is another.
    kind: 'learners\' dictionaries by edition',
    variants: [
      [
        rec({ title: 'Oxford Advanced Learner\'s Dictionary 10th Edition Paperback' }),
        rec({ name: 'OALD 10E PB' }),
        rec({ product_name: 'Oxford Advanced Learners Dictionary, tenth edition (paperback, no access code)' }),
      ],
      [
        rec({ title: 'Oxford Advanced Learner\'s Dictionary 10th Edition Paperback with 1 Year\'s Access to Online Premium' }),
        rec({ name: 'OALD 10E PB + ONLINE PREMIUM' }),
        rec({ product_name: 'Oxford Advanced Learners Dictionary, tenth edition (paperback with online access code)' }),
      ],
      [
        rec({ title: 'Oxford Advanced Learner\'s Dictionary 9th Edition Paperback' }),
        rec({ name: 'OXFORD ADV. LEARNERS DICT. 9TH ED. P/B' }),
        rec({ product_name: 'Oxford Advanced Learners Dictionary, ninth edition (paperback)' }),
      ],
    ],
  },
  {
    // A pan's diameter is the article; the induction base is another pan of the same diameter.
    kind: 'non-stick pans by diameter and hob',
    variants: [
      [
        rec({ title: 'Tefal Simplicity Non-Stick Frying Pan 24cm, Gas & Electric (Not Induction)' }),
        rec({ name: 'TEFAL SIMPLICITY FRYPAN 24CM' }),
        rec({ product_name: 'Tefal Simplicity frying pan - 24 cm - for gas and electric hobs' }),
      ],
      [
        rec({ title: 'Tefal Simplicity Non-Stick Frying Pan 28cm, Gas & Electric (Not Induction)' }),
        rec({ name: 'TEFAL SIMPLICITY FRYPAN 28CM' }),
        rec({ product_name: 'Tefal Simplicty fry pan 28cm (gas/electric)' }),
      ],
      [
        rec({ title: 'Tefal Simply Clean Induction Non-Stick Frying Pan 24cm, All Hobs incl. Induction' }),
        rec({ name: 'TEFAL SIMPLY CLEAN IND FRYPAN 24CM' }),
        rec({ product_name: 'Tefal Simply Clean frying pan - 24 cm - induction and all hobs' }),
      ],
    ],
  },
  {
    // A vacuum flask by capacity, and a pump-action airpot of one capacity, are different articles.
    kind: 'vacuum flasks by capacity and top',
    variants: [
      [
        rec({ title: 'Thermos Vacuum Flask 1.0 Litre, Glass Inner, Screw Stopper, Floral' }),
        rec({ name: 'THERMOS FLASK 1.0L GLASS' }),
        rec({ product_name: 'Thermos chupa ya chai lita moja (1 L, glass refill)' }),
      ],
      [
        rec({ title: 'Thermos Vacuum Flask 1.8 Litre, Glass Inner, Screw Stopper, Floral' }),
        rec({ name: 'THERMOS FLASK 1.8LTR GLASS REFIL' }),
        rec({ product_name: 'Thermos chupa ya chai lita 1.8 (glass refill)' }),
      ],
      [
        rec({ title: 'Thermos Pump Action Airpot 1.8 Litre, Glass Inner' }),
        rec({ name: 'THERMOS AIRPOT PUMP 1.8L' }),
        rec({ product_name: 'Thermos pump pot (air pot) 1.8 L, glass refill' }),
      ],
    ],
  },
  {
    // Baby bottles: 125 ml and 260 ml are different articles, and the anti-colic line is another bottle.
    kind: 'feeding bottles by volume and teat',
    variants: [
      [
        rec({ title: 'Philips Avent Natural Response Baby Bottle 125ml, 0m+ Newborn Flow Teat, 1 Pack' }),
        rec({ name: 'AVENT NATURAL BOTTLE 125ML 0M+ X1 SCY900/01' }),
        rec({ product_name: 'Avent Natural feeding bottle 4oz newborn (single)' }),
      ],
      [
        rec({ title: 'Philips Avent Natural Response Baby Bottle 260ml, 1m+ Slow Flow Teat, 1 Pack' }),
        rec({ name: 'AVENT NATURAL BOTTLE 260ML 1M+ X1 SCY903/01' }),
        rec({ product_name: 'Avent Natural feeding bottle 9oz 1 month+ (single)' }),
      ],
      [
        rec({ title: 'Philips Avent Anti-Colic Baby Bottle 125ml with AirFree Vent, 0m+, 1 Pack' }),
        rec({ name: 'AVENT ANTI-COLIC BOTTLE 125ML 0M+ X1 SCY100/01' }),
        rec({ product_name: 'Avent Anti-colic feeding bottle 4oz newborn (single)' }),
      ],
    ],
  },
  {
    // School exercise books: 80 leaves and 40 leaves, ruled and squared (maths) are different articles.
    kind: 'exercise books by leaves and ruling',
    variants: [
      [
        rec({ title: 'Kasuku Exercise Book A5 Ruled 80 Leaves (160 Pages), Single' }),
        rec({ name: 'KASUKU EX BK A5 RULED 80LVS' }),
        rec({ product_name: 'Kasuku A5 ruled exercise book, 80 leaves' }),
      ],
      [
        rec({ title: 'Kasuku Exercise Book A5 Ruled 40 Leaves (80 Pages), Single' }),
        rec({ name: 'KASUKU EX BK A5 RULED 40LVS' }),
        rec({ product_name: 'Kasuku A5 ruled exercise book, 40 leaves' }),
      ],
      [
        rec({ title: 'Kasuku Exercise Book A5 Squared (Maths) 80 Leaves (160 Pages), Single' }),
        rec({ name: 'KASUKU EX BK A5 SQUARED 80LVS' }),
        rec({ product_name: 'Kasuku A5 squared maths exercise book, 80 leaves' }),
      ],
    ],
  },
];
