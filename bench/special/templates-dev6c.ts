// Third development set of session 6's round (probe): other wordings and layouts again, written after the
// rules of the dev6b probe, read once (0.944 / 0.739), then used for development.
import type { Template } from './templates-dev.js';

export const DEV6C_TEMPLATES: Template[] = [
  { genre: 'clinical', text: 'OPD card\nName: {name}\nC/O: [[H:headache and fever]] x3 days\nImp: [[H:{cond}]]' },
  { genre: 'clinical', text: '{name} (DOB 1990) attends for review of her [[H:{cond}]].' },
  { genre: 'clinical', text: 'Lab no. 2231 | {name}\nMalaria parasite: [[H:++]]\nWidal: [[H:1/160]]' },
  { genre: 'clinical', text: 'SMS from clinic: Dear {first}, your [[H:viral load]] result is ready. Please come on Monday.' },
  { genre: 'hr', text: 'RTW interview - {name}\nReason: [[H:migraine]]\nAdjustments: none' },
  { genre: 'hr', text: 'Absence log\n{name}, 3 days, [[H:food poisoning]]' },
  { genre: 'kyc', text: 'Onboarding step 3/4 for {name}: [[B:selfie]] uploaded, [[B:liveness]] ok' },
  { genre: 'kyc', text: 'Tier 3 KYC\nCustomer: {name}\nBVN verification: done\n[[B:Fingerprint]]: verified' },
  { genre: 'court', text: 'Bail application: {name} has [[C:no fixed abode and a previous conviction for {offence}]].' },
  { genre: 'court', text: 'Police report: {name} was arrested for [[C:{offence}]] on {year}-05-02 and released on bail.' },
  { genre: 'court', text: '{"case": "CR-114", "accused": "{name}", "charge": "[[C:{offence}]]"}' },
  { genre: 'chat', text: '{first}: guy, dem catch my brother for [[C:{offence}]] last week, e dey cell now' },
  { genre: 'chat', text: '{first}: Me I be [[R:Muslim]], I no dey chop pork' },
  { genre: 'chat', text: 'Yaani {first} ni [[S:shoga]]? Sikujua.' },
  { genre: 'hr', text: 'Staff list\nName;Union;Grade\n{name};[[U:{union}]];B2' },
  { genre: 'hr', text: '{name} stood as [[P:{party}]] candidate for the ward in {year}.' },
  { genre: 'kyc', text: 'Tribe/State of origin: [[E:{eth}]] / Anambra\nName: {name}' },
  { genre: 'clinical', text: 'Genetics clinic letter: {name} was found to carry a [[G:BRCA1 pathogenic variant]].' },
  { genre: 'clinical', text: 'Name: {name}\nHb electrophoresis: [[G:AS]]' },
  { genre: 'clinical', text: 'Dear {first}, your [[H:COVID-19 test was positive]]. Please isolate for five days.' },
  // negatives
  { genre: 'news', text: 'Staff list\nName;Role;Grade\nAdmin;clerk;B2' },
  { genre: 'news', text: 'Reminder: flu vaccination clinic on Friday for all staff.' },
  { genre: 'news', text: 'The court heard that burglary rates in {city} fell by 12 percent.' },
  { genre: 'news', text: 'Onboarding step 3/4: upload your ID document' },
];
