// Held-out pair set 20, product_grocery (see bench/pairs/heldout20.ts): locust-bean condiment (iru, daddawa) by form
// and pack, tiger nuts by colour and bag, olives by colour, stone and jar, coffee capsules by blend and count, pickled
// gherkins by cut and jar, ginger beer by sugar and bottle, houmous by flavour and tub, and sesame seeds by hulling
// and pack; each as a shop, supermarket-app or delivery-app title, a till-receipt, wholesaler or cash-and-carry line
// in caps with cut words, and a third source (Yoruba, Hausa, Twi, Swahili, Spanish, Portuguese, Dutch, French, German,
// Polish, Afrikaans, Zulu, a canteen or school-kitchen order line). Barcodes are EAN-13 with a computed check digit
// (illustrative, not the makers' own). Adùnní Foods, Arewa Aya and Pwani Seeds are invented.
import { type Family, rec } from './heldout1-types.js';

export const GROCERY20: readonly Family[] = [
  {
    // One packer's fermented locust beans: whole (woro) 100 g, mashed (pẹ̀tẹ̀) 100 g and whole 250 g.
    kind: 'locust-bean condiment by form and pack',
    variants: [
      [
        rec({ title: 'Adùnní Foods Iru Woro (Whole Fermented Locust Beans), 100g Pack', brand: 'Adunni Foods' }),
        rec({ title: 'ADUNNI IRU WORO WHL 100G 6150381200170' }),
        rec({ title: 'Ìrú wóró Adùnní, odidi, àpò 100g', brand: 'Adùnní' }),
      ],
      [
        rec({ title: 'Adùnní Foods Iru Pete (Mashed Fermented Locust Beans), 100g Pack', brand: 'Adunni Foods' }),
        rec({ title: 'ADUNNI IRU PETE MASHD 100G 6150381200248' }),
        rec({ title: 'Ìrú pẹ̀tẹ̀ Adùnní, tí a gún, àpò 100g', brand: 'Adùnní' }),
      ],
      [
        rec({ title: 'Adùnní Foods Iru Woro (Whole Fermented Locust Beans), 250g Pack', brand: 'Adunni Foods' }),
        rec({ title: 'ADUNNI IRU WORO WHL 250G 6150381200316' }),
        rec({ title: 'Daddawa ta Adùnní, ƙwaya cikakka (iru woro), leda 250g', brand: 'Adunni' }),
      ],
    ],
  },
  {
    // One packer's dried tiger nuts: brown 500 g, yellow 500 g and brown 1 kg.
    kind: 'tiger nuts by colour and bag',
    variants: [
      [
        rec({ title: 'Arewa Aya Dried Tiger Nuts, Brown, Cleaned & Sorted, 500g Resealable Bag', brand: 'Arewa Aya' }),
        rec({ title: 'AREWA AYA TIGERNUT BRN 500G X20' }),
        rec({ title: 'Aya ja ta Arewa, busasshiya, an tsabtace, leda 500g', brand: 'Arewa Aya' }),
      ],
      [
        rec({ title: 'Arewa Aya Dried Tiger Nuts, Yellow, Cleaned & Sorted, 500g Resealable Bag', brand: 'Arewa Aya' }),
        rec({ title: 'AREWA AYA TIGERNUT YLW 500G X20' }),
        rec({ title: 'Atadwe akokɔsrade Arewa Aya, awoɔ, kotoku 500g', brand: 'Arewa Aya' }),
      ],
      [
        rec({ title: 'Arewa Aya Dried Tiger Nuts, Brown, Cleaned & Sorted, 1kg Resealable Bag', brand: 'Arewa Aya' }),
        rec({ title: 'AREWA AYA TIGERNUT BRN 1KG X10' }),
        rec({ title: 'Chufas secas marrones Arewa Aya (Nigeria), limpias, bolsa de 1 kg, para horchata', brand: 'Arewa Aya' }),
      ],
    ],
  },
  {
    // One maker's olives in jars: green pitted 350 g, black pitted 350 g and green with stone 350 g.
    kind: 'olives by colour, stone and jar',
    variants: [
      [
        rec({ title: 'Fragata Aceitunas Verdes Manzanilla Sin Hueso, Tarro 350 g (Escurrido 150 g)', brand: 'Fragata' }),
        rec({ title: 'FRAGATA OLIVES GRN PITTED 350G JAR 8410123010169' }),
        rec({ title: 'Azeitonas verdes descaroçadas Fragata, frasco 350 g (peso escorrido 150 g)', brand: 'Fragata' }),
      ],
      [
        rec({ title: 'Fragata Aceitunas Negras Sin Hueso, Tarro 350 g (Escurrido 150 g)', brand: 'Fragata' }),
        rec({ title: 'FRAGATA OLIVES BLK PITTED 350G JAR 8410123010237' }),
        rec({ title: 'Azeitonas pretas descaroçadas Fragata, frasco 350 g (peso escorrido 150 g)', brand: 'Fragata' }),
      ],
      [
        rec({ title: 'Fragata Aceitunas Verdes Manzanilla Con Hueso, Tarro 350 g (Escurrido 200 g)', brand: 'Fragata' }),
        rec({ title: 'FRAGATA OLIVES GRN WHOLE W/STONE 350G JAR 8410123010305' }),
        rec({ title: 'Fragata groene olijven met pit (manzanilla), pot 350 g, uitlekgewicht 200 g', brand: 'Fragata' }),
      ],
    ],
  },
  {
    // One maker's aluminium coffee capsules: Espresso Forza 10, Lungo Profondo 10 and Espresso Forza XL pack of 20.
    kind: 'coffee capsules by blend and count',
    variants: [
      [
        rec({ title: 'L\'OR Espresso Forza Koffiecups, Intensiteit 9, Nespresso®* Compatibel, 10 Stuks', brand: 'L\'OR' }),
        rec({ title: 'LOR CUPS ESPR FORZA 9 10ST 8711235001091' }),
        rec({ title: 'Capsules L\'OR Espresso Forza, intensité 9, compatibles Nespresso, boîte de 10', brand: 'L\'Or' }),
      ],
      [
        rec({ title: 'L\'OR Lungo Profondo Koffiecups, Intensiteit 8, Nespresso®* Compatibel, 10 Stuks', brand: 'L\'OR' }),
        rec({ title: 'LOR CUPS LUNGO PROFONDO 8 10ST 8711235002081' }),
        rec({ title: 'Capsules L\'OR Lungo Profondo, intensité 8, compatibles Nespresso, boîte de 10', brand: 'L\'Or' }),
      ],
      [
        rec({ title: 'L\'OR Espresso Forza Koffiecups XL, Intensiteit 9, Nespresso®* Compatibel, 20 Stuks', brand: 'L\'OR' }),
        rec({ title: 'LOR CUPS ESPR FORZA 9 XL 20ST 8711235001169' }),
        rec({ title: 'L\'OR Espresso Forza Kapseln, Stärke 9, Nespresso-kompatibel, Vorteilspackung 20 Stück', brand: 'L\'OR' }),
      ],
    ],
  },
  {
    // One maker's pickled cucumbers: whole 920 g jar, cornichons 300 g jar and whole 500 g jar.
    kind: 'pickled gherkins by cut and jar',
    variants: [
      [
        rec({ title: 'Krakus Ogórki Konserwowe (Pickled Cucumbers), 920g Jar', brand: 'Krakus' }),
        rec({ title: 'KRAKUS OGORKI KONSERW 920G 5900320040210' }),
        rec({ title: 'Krakus Gewürzgurken, ganz, Glas 920 g (Abtropfgewicht 450 g)', brand: 'Krakus' }),
      ],
      [
        rec({ title: 'Krakus Korniszony (Cornichons, Baby Gherkins), 300g Jar', brand: 'Krakus' }),
        rec({ title: 'KRAKUS KORNISZONY 300G 5900320040388' }),
        rec({ title: 'Krakus Cornichons, kleine Essiggurken, Glas 300 g', brand: 'Krakus' }),
      ],
      [
        rec({ title: 'Krakus Ogórki Konserwowe (Pickled Cucumbers), 500g Jar', brand: 'Krakus' }),
        rec({ title: 'KRAKUS OGORKI KONSERW 500G 5900320040142' }),
        rec({ title: 'Ogórki konserwowe Krakus, słoik 500 g — do stołówki szkolnej, 24 szt.', brand: 'Krakus' }),
      ],
    ],
  },
  {
    // One maker's ginger beer: regular 2 L, no-sugar (Zero) 2 L and regular 1 L.
    kind: 'ginger beer by sugar and bottle',
    variants: [
      [
        rec({ title: 'Stoney Ginger Beer Soft Drink 2L Bottle', brand: 'Stoney' }),
        rec({ title: 'STONEY GINGER BEER 2LT 5449000220127' }),
        rec({ title: 'Stoney gemmerbier koeldrank, 2 liter bottel', brand: 'Stoney' }),
      ],
      [
        rec({ title: 'Stoney Zero Ginger Beer Soft Drink No Sugar 2L Bottle', brand: 'Stoney' }),
        rec({ title: 'STONEY ZERO GINGER BEER NS 2LT 5449000220295' }),
        rec({ title: 'Stoney Zero gemmerbier, geen suiker, 2 liter bottel', brand: 'Stoney' }),
      ],
      [
        rec({ title: 'Stoney Ginger Beer Soft Drink 1L Bottle', brand: 'Stoney' }),
        rec({ title: 'STONEY GINGER BEER 1LT 5449000220363' }),
        rec({ title: 'Isiphuzo se-ginger beer i-Stoney, ibhodlela lelitha elilodwa (1L)', brand: 'Stoney' }),
      ],
    ],
  },
  {
    // One maker's chilled houmous: classic 200 g, roasted red pepper 200 g and classic 400 g.
    kind: 'houmous by flavour and tub',
    variants: [
      [
        rec({ title: 'Sabra Classic Houmous 200g', brand: 'Sabra' }),
        rec({ title: 'SABRA HOUMOUS CLASSIC 200G 5012167102041' }),
        rec({ title: 'Houmous nature Sabra, pot de 200 g', brand: 'Sabra' }),
      ],
      [
        rec({ title: 'Sabra Roasted Red Pepper Houmous 200g', brand: 'Sabra' }),
        rec({ title: 'SABRA HOUMOUS RST RED PEPR 200G 5012167102119' }),
        rec({ title: 'Houmous au poivron rouge rôti Sabra, pot de 200 g', brand: 'Sabra' }),
      ],
      [
        rec({ title: 'Sabra Classic Houmous 400g Sharing Pot', brand: 'Sabra' }),
        rec({ title: 'SABRA HOUMOUS CLASSIC 400G 5012167104021' }),
        rec({ title: 'Houmous classic 400 g tub (Sabra or equal), staff canteen order — 6 tubs', brand: 'Sabra' }),
      ],
    ],
  },
  {
    // One packer's sesame seeds: hulled white 250 g, natural (unhulled) 250 g and hulled white 1 kg.
    kind: 'sesame seeds by hulling and pack',
    variants: [
      [
        rec({ title: 'Pwani Seeds Hulled White Sesame Seeds 250g', brand: 'Pwani Seeds' }),
        rec({ title: 'PWANI SESAME HULLED WHT 250G 6164021182504' }),
        rec({ title: 'Ufuta mweupe uliokobolewa Pwani Seeds, pakiti ya gramu 250', brand: 'Pwani Seeds' }),
      ],
      [
        rec({ title: 'Pwani Seeds Natural (Unhulled) Sesame Seeds 250g', brand: 'Pwani Seeds' }),
        rec({ title: 'PWANI SESAME NATURAL UNHULL 250G 6164021182672' }),
        rec({ title: 'Ufuta asilia (haujakobolewa) Pwani Seeds, pakiti ya gramu 250', brand: 'Pwani Seeds' }),
      ],
      [
        rec({ title: 'Pwani Seeds Hulled White Sesame Seeds 1kg', brand: 'Pwani Seeds' }),
        rec({ title: 'PWANI SESAME HULLED WHT 1KG 6164021182740' }),
        rec({ title: 'Ridi fara da aka ɓare bawo, Pwani Seeds, leda kilo 1', brand: 'Pwani Seeds' }),
      ],
    ],
  },
];
