// Held-out set 3 (issue 11), home-goods-pack families (the pack reads the name only): school textbooks by
// book, class and edition as bookshops, school lists and publishers' catalogues write them (ISBNs in the title
// on some); Bibles by translation and edition (Swahili Union Version, with and without the Deuterocanonicals);
// medical consumables (syringes by volume and tip), lab glassware and plasticware (beakers, Petri dishes);
// plastic water tanks by capacity and shape; insecticide-treated mosquito nets by size; charcoal cookstoves
// (`jiko`) by size. See bench/pairs/heldout3.ts for the header. ISBNs and catalogue codes are ILLUSTRATIVE
// (ISBN-13s with a right check digit, not checked against a publisher's list).
import { type Family, rec } from './heldout1-types.js';

export const HOME3: readonly Family[] = [
  {
    kind: 'textbooks by book and edition',
    variants: [
      [
        rec({ name: 'New General Mathematics for Junior Secondary Schools Book 1 (UBE Edition)' }),
        rec({ title: 'NEW GEN MATHS JSS 1 UBE ED. - PEARSON/LONGMAN' }),
        rec({ product_name: 'New General Mathematics JSS1 (UBE edition) ISBN 978-978-139-700-4' }),
      ],
      [
        rec({ name: 'New General Mathematics for Junior Secondary Schools Book 2 (UBE Edition)' }),
        rec({ title: 'NEW GEN MATHS JSS 2 UBE ED. - PEARSON/LONGMAN' }),
        rec({ product_name: 'New General Mathematics JSS2 (UBE edition) ISBN 978-978-139-701-1' }),
      ],
      [
        rec({ name: 'New General Mathematics for Junior Secondary Schools Book 1 (2008 Edition, old curriculum)' }),
        rec({ title: 'NEW GEN MATHS JSS 1 OLD ED. 2008 - LONGMAN' }),
        rec({ product_name: 'New General Mathematics JSS1 old edition (pre-UBE) ISBN 978-978-139-455-3' }),
      ],
    ],
  },
  {
    kind: 'CBC textbooks by grade',
    variants: [
      [
        rec({ name: 'Spotlight Mathematics Grade 4 Learner\'s Book (CBC)' }),
        rec({ title: 'SPOTLIGHT MATHS GRD 4 LB - SPOTLIGHT PUBLISHERS' }),
        rec({ product_name: 'Spotlight Mathematics Learners Book Grade Four, KICD approved' }),
      ],
      [
        rec({ name: 'Spotlight Mathematics Grade 5 Learner\'s Book (CBC)' }),
        rec({ title: 'SPOTLIGHT MATHS GRD 5 LB - SPOTLIGHT PUBLISHERS' }),
        rec({ product_name: 'Spotlight Mathematics Learners Book Grade Five, KICD approved' }),
      ],
      [
        rec({ name: 'Spotlight Mathematics Grade 4 Teacher\'s Guide (CBC)' }),
        rec({ title: 'SPOTLIGHT MATHS GRD 4 TG - SPOTLIGHT PUBLISHERS' }),
        rec({ product_name: 'Spotlight Mathematics Teachers Guide Grade Four' }),
      ],
    ],
  },
  {
    kind: 'Bibles by translation and edition',
    variants: [
      [
        rec({ name: 'Good News Bible with Deuterocanonicals/Apocrypha, Paperback (Catholic edition)' }),
        rec({ title: 'GNB WITH DC PB - BIBLE SOCIETY OF KENYA' }),
        rec({ product_name: 'Good News Bible Catholic Edition (GNB 063DC) paperback' }),
      ],
      [
        rec({ name: 'Good News Bible, Paperback (without Deuterocanonicals)' }),
        rec({ title: 'GNB PB (NO DC) - BIBLE SOCIETY OF KENYA' }),
        rec({ product_name: 'Good News Bible standard edition (GNB 063) paperback' }),
      ],
      [
        rec({ name: 'Biblia Takatifu (Swahili Union Version), Paperback' }),
        rec({ title: 'BIBLIA SUV PB - CHAMA CHA BIBLIA CHA KENYA' }),
        rec({ product_name: 'Biblia Takatifu SUV Union Version Kiswahili (jalada laini)' }),
      ],
    ],
  },
  {
    kind: 'syringes by volume and tip',
    variants: [
      [
        rec({ name: 'BD Emerald 5ml Luer Slip Syringe without Needle, Box of 100' }),
        rec({ title: 'SYRINGE 5ML L/SLIP BD (100) W/O NEEDLE' }),
        rec({ product_name: '5 cc disposable syringe luer slip, BD, pack 100, no needle' }),
      ],
      [
        rec({ name: 'BD Emerald 10ml Luer Slip Syringe without Needle, Box of 100' }),
        rec({ title: 'SYRINGE 10ML L/SLIP BD (100) W/O NEEDLE' }),
        rec({ product_name: '10 cc disposable syringe luer slip, BD, pack 100, no needle' }),
      ],
      [
        rec({ name: 'BD Plastipak 5ml Luer Lock Syringe without Needle, Box of 100' }),
        rec({ title: 'SYRINGE 5ML L/LOCK BD PLASTIPAK (100) W/O NEEDLE' }),
        rec({ product_name: '5 cc syringe luer lock, BD Plastipak, pack 100, no needle' }),
      ],
    ],
  },
  {
    kind: 'lab glassware and plasticware',
    variants: [
      [
        rec({ name: 'Beaker, low form, borosilicate glass 3.3, 250 ml, pack of 10' }),
        rec({ title: 'BEAKER GLASS 250ML LOW FORM (PK/10) BORO' }),
        rec({ product_name: 'Borosilicate beaker 250mL graduated - 10 pcs' }),
      ],
      [
        rec({ name: 'Beaker, low form, borosilicate glass 3.3, 500 ml, pack of 10' }),
        rec({ title: 'BEAKER GLASS 500ML LOW FORM (PK/10) BORO' }),
        rec({ product_name: 'Borosilicate beaker 500mL graduated - 10 pcs' }),
      ],
      [
        rec({ name: 'Beaker, polypropylene, 250 ml, pack of 10' }),
        rec({ title: 'BEAKER PLASTIC PP 250ML (PK/10)' }),
        rec({ product_name: 'Plastic beaker 250mL polypropylene autoclavable - 10 pcs' }),
      ],
      [
        rec({ name: 'Petri dish, sterile, polystyrene, 90 mm, sleeve of 20' }),
        rec({ title: 'PETRI DISH 90MM STERILE PS (20/SLV)' }),
        rec({ product_name: 'Disposable petri dishes 90x15mm sterile - 20 pcs' }),
      ],
    ],
  },
  {
    kind: 'water tanks by capacity and shape',
    variants: [
      [
        rec({ name: 'Roto Tank 1000 Litres Cylindrical Water Tank' }),
        rec({ title: 'ROTO CYLINDRICAL TANK 1000LTRS' }),
        rec({ product_name: 'Roto 1,000 L vertical water storage tank' }),
      ],
      [
        rec({ name: 'Roto Tank 2300 Litres Cylindrical Water Tank' }),
        rec({ title: 'ROTO CYLINDRICAL TANK 2300LTRS' }),
        rec({ product_name: 'Roto 2,300 L vertical water storage tank' }),
      ],
      [
        rec({ name: 'Roto Loft Tank 1000 Litres (rectangular)' }),
        rec({ title: 'ROTO LOFT TANK 1000LTRS' }),
        rec({ product_name: 'Roto 1,000 L loft / ceiling tank, flat' }),
      ],
    ],
  },
  {
    kind: 'mosquito nets by size',
    variants: [
      [
        rec({ name: 'PermaNet 2.0 Long-Lasting Insecticidal Net, Family size 190x180x150 cm' }),
        rec({ title: 'PERMANET 2.0 LLIN 190X180X150 WHITE' }),
        rec({ product_name: 'Permanet treated mosquito net double bed (190 x 180 x 150)' }),
      ],
      [
        rec({ name: 'PermaNet 2.0 Long-Lasting Insecticidal Net, Single size 160x180x150 cm' }),
        rec({ title: 'PERMANET 2.0 LLIN 160X180X150 WHITE' }),
        rec({ product_name: 'Permanet treated mosquito net single bed (160 x 180 x 150)' }),
      ],
      [
        rec({ name: 'Olyset Net Long-Lasting Insecticidal Net, Family size 190x180x150 cm' }),
        rec({ title: 'OLYSET LLIN 190X180X150 BLUE' }),
        rec({ product_name: 'Olyset treated mosquito net double bed (190 x 180 x 150)' }),
      ],
    ],
  },
  {
    kind: 'charcoal cookstoves by size',
    variants: [
      [
        rec({ name: 'Kenya Ceramic Jiko (KCJ) Medium, charcoal stove' }),
        rec({ title: 'JIKO KCJ MEDIUM' }),
        rec({ product_name: 'Ceramic-lined charcoal jiko, medium size (KCJ)' }),
      ],
      [
        rec({ name: 'Kenya Ceramic Jiko (KCJ) Large, charcoal stove' }),
        rec({ title: 'JIKO KCJ LARGE' }),
        rec({ product_name: 'Ceramic-lined charcoal jiko, large size (KCJ)' }),
      ],
      [
        rec({ name: 'Jiko Koa improved charcoal cookstove' }),
        rec({ title: 'JIKO KOA CHARCOAL STOVE (BURN)' }),
        rec({ product_name: 'Burn Jikokoa charcoal stove, black' }),
      ],
    ],
  },
];
