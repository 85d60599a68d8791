// Fourth held-out set, written for the issue-15 follow-up BEFORE any rule of that round was changed:
// ethnic origin stated by self-identification ('describes herself as', 'identifies as', 'of X descent',
// 'X by birth') in English and the cue languages, ethnic groups named in general or historical sentences
// about no one, and general statements about populations in Pidgin, Hausa, Yorùbá and Swahili (a disease
// that 'kills many people' is about no one), with personal health sentences in the same languages and a
// few texts of every other category. Set 3 was read to find these classes, so this set gives the clean
// figure. Reported once at the end of the round; never tuned on.
import type { Template } from './templates-dev.js';

export const HELDOUT4_TEMPLATES: Template[] = [
  // ethnic origin: self-identification and ascription, English
  { genre: 'kyc', text: '{name} describes herself as [[E:{eth}]] and lists {city} as her home town.' },
  { genre: 'hr', text: 'In the equality monitoring form, {name} identifies as [[E:{eth}]].' },
  { genre: 'court', text: 'The witness, {name}, is of [[E:{eth}]] descent and has lived in {city} since {year}.' },
  { genre: 'hr', text: 'Candidate {name}, of [[E:{eth}]] origin, was shortlisted for the post.' },
  { genre: 'chat', text: '{first} is [[E:{eth}]] by birth but grew up abroad.' },
  { genre: 'chat', text: 'My friend {first} has [[E:{eth}]] heritage on her mother\'s side.' },
  { genre: 'court', text: 'The claimant, who is [[E:{eth}]], says she was refused the tenancy because of her ethnicity.' },
  { genre: 'hr', text: '{name} considers himself [[E:{eth}]] although his father was born in {city}.' },
  { genre: 'kyc', text: 'Applicant: {name}\nEthnic group: [[E:{eth}]]\nReligion: [[R:{rel}]]' },
  { genre: 'kyc', text: 'Customer {name} self-identifies as [[E:{eth}]] in the onboarding survey.' },
  { genre: 'chat', text: 'He calls himself [[E:{eth}]] even though he was born in London, said {first}.' },
  // ethnic origin: cue languages
  { genre: 'chat', text: '{first} na [[E:Igbo]] man, im papa come from Enugu.' },
  { genre: 'chat', text: '{first} [[E:Bafulatani]] ne, yana zaune a Kano.' },
  { genre: 'chat', text: 'Ọmọ [[E:Yorùbá]] ni {first}, ìyá rẹ̀ wá láti Ìbàdàn.' },
  { genre: 'chat', text: '{first} ni [[E:Mjaluo]] na anaishi Kisumu.' },
  { genre: 'chat', text: 'Mimi ni wa kabila la [[E:Kikuyu]] na nimezaliwa Nyeri.' },
  // ethnic negatives: groups in general, historical or cultural sentences about no one
  { genre: 'news', text: 'Many {eth} families moved to {city} in the 1950s in search of work.' },
  { genre: 'news', text: 'Historians describe the early {eth} as skilled traders and farmers.' },
  { genre: 'news', text: 'A festival celebrating {eth} music and dance takes place in {city} every August.' },
  { genre: 'news', text: 'The survey asked respondents whether they identify as {eth} or as something else.' },
  { genre: 'news', text: 'Researchers interviewed people of {eth} descent living in {city}.' },
  { genre: 'news', text: 'The {eth} kingdom reached its height in the eighteenth century.' },
  { genre: 'news', text: 'Ọ̀pọ̀lọpọ̀ àwọn Yorùbá ló ń gbé ní ìlú Èkó.' },
  { genre: 'news', text: 'Wakikuyu wengi wanaishi katika mkoa wa kati.' },
  // general statements about populations in the cue languages (negatives)
  { genre: 'news', text: 'Malaria dey kill plenty pikin for rainy season.' },
  { genre: 'news', text: 'Plenty people for {city} get high BP and dem no know.' },
  { genre: 'news', text: 'Cutar zazzabin cizon sauro tana kashe yara da yawa a lokacin damina.' },
  { genre: 'news', text: 'Ciwon sukari yana karuwa a cikin manyan birane.' },
  { genre: 'news', text: 'Àrùn ibà ń pa ọ̀pọ̀lọpọ̀ ọmọdé nígbà òjò.' },
  { genre: 'news', text: 'Àrùn ṣúgà ń pọ̀ sí i láàrin àwọn àgbàlagbà.' },
  { genre: 'news', text: 'Malaria inaua watoto wengi kila mwaka.' },
  { genre: 'news', text: 'Watu wengi wenye kisukari hawajui hali yao.' },
  { genre: 'news', text: 'Cancer dey kill many people for this country every year.' },
  // personal health in the cue languages (positives)
  { genre: 'chat', text: 'Na [[H:malaria]] dey worry {first} since last week.' },
  { genre: 'chat', text: '{first} yana fama da [[H:zazzabin cizon sauro]] tun jiya.' },
  { genre: 'chat', text: 'Ìyá {first} ní [[H:ibà]] láti àná.' },
  { genre: 'chat', text: '{first} ana [[H:malaria]] tangu jana.' },
  { genre: 'clinical', text: '{name} was admitted with [[H:{cond}]] and started on [[H:{med}]].' },
  { genre: 'hr', text: '{name} is off sick with [[H:{cond}]] this week.' },
  // health negatives in English
  { genre: 'news', text: 'Hypertension affects one in four adults in {city}, a new study says.' },
  { genre: 'news', text: 'The clinic offers free screening for tuberculosis and hepatitis B.' },
  // other categories
  { genre: 'hr', text: '{name} is a practising [[R:{rel}]] and asked for Friday afternoons off.' },
  { genre: 'news', text: 'The new mosque in {city} can hold five thousand worshippers.' },
  { genre: 'chat', text: '{first} told us she is [[S:bisexual]].' },
  { genre: 'news', text: 'The bill on same-sex marriage was debated in parliament.' },
  { genre: 'hr', text: '{name} has been a card-carrying member of the [[P:{party}]] since {year}.' },
  { genre: 'news', text: 'Supporters of the {party} gathered in {city} on Saturday.' },
  { genre: 'hr', text: '{name} is the branch secretary of [[U:{union}]].' },
  { genre: 'kyc', text: '{name}\'s [[B:iris scan]] was recorded at enrolment.' },
  { genre: 'court', text: '{name} pleaded guilty and was [[C:convicted of {offence}]] in {year}.' },
  { genre: 'news', text: 'Police say cases of {offence} fell last year.' },
  { genre: 'clinical', text: 'Genotype of {name}: [[G:AS]].' },
];
