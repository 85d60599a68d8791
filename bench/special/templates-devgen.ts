// Development templates for genetic data (issue-15 genetic round; tuned on, like special-dev.jsonl): the
// forms genetic data takes in our jurisdictions' records, written independently of held-out set 5 — a
// haemoglobin genotype with its subject between label and colon, genotype codes stated in a sentence
// (English, Pidgin, Hausa, Swahili, Yorùbá), Hb-prefixed codes, karyotype notation, gene symbols with a
// carrier or metaboliser status, DNA and paternity tests, heterozygous/homozygous results and hereditary
// conditions in a family history — with negatives: genotypes of crops and herds beside a person, DNA as a
// brand or a metaphor, Gene as a name, 'generic', and genetic words as a topic.
import type { Template } from './templates-dev.js';

export const DEVGEN_TEMPLATES: Template[] = [
  { genre: 'clinical', text: 'Genotype of baby {first}: [[G:SS]]' },
  { genre: 'clinical', text: 'Hb genotype for {name} - [[G:AC]]' },
  { genre: 'kyc', text: 'Pre-marital screening\nName: {name}\nGENOTYPE: [[G:AA]]' },
  { genre: 'chat', text: 'Before the introduction, {first} and her boyfriend checked their genotypes: he is [[G:AA]] and she is [[G:AS]].' },
  { genre: 'chat', text: 'Doctor say {first} genotype na [[G:AS]], so make una check am well.' },
  { genre: 'chat', text: 'Genotype ɗin {first} shi ne [[G:SS]].' },
  { genre: 'chat', text: 'Genotype ya {first} ni [[G:AS]] kwa mujibu wa kipimo.' },
  { genre: 'clinical', text: 'Electrophoresis for {name}: [[G:HbSC]].' },
  { genre: 'clinical', text: '{name} is a known [[G:sickle cell carrier]] ([[G:Hb AS]]).' },
  { genre: 'clinical', text: 'Chromosome analysis of {name}: [[G:46,XY]].' },
  { genre: 'clinical', text: 'Karyotype for {first}: [[G:45,X]]' },
  { genre: 'clinical', text: '{name} tested positive for a [[G:BRCA1 mutation]] in {year}.' },
  { genre: 'kyc', text: 'Mrs {name} carries a [[G:BRCA2 variant]] and has opted for surveillance.' },
  { genre: 'clinical', text: 'Pharmacogenetic test for {name}: [[G:HLA-B*57:01 positive]], [[H:abacavir]] avoided.' },
  { genre: 'clinical', text: '{name} is a [[G:CYP2D6 ultrarapid metaboliser]]; [[H:codeine]] is not advised for her.' },
  { genre: 'clinical', text: 'Result for {name}: [[G:homozygous for the HFE C282Y variant]].' },
  { genre: 'court', text: '{name} underwent a [[G:DNA paternity test]] at the request of the court.' },
  { genre: 'court', text: 'The [[G:DNA results]] showed that {first} is not the father of the twins.' },
  { genre: 'hr', text: '{name} mentioned a [[G:family history of cystic fibrosis]] in the occupational health form.' },
  { genre: 'clinical', text: 'Mr {name} has a [[G:family history of haemophilia]] on his mother\'s side.' },
  { genre: 'court', text: 'Matokeo ya [[G:kipimo cha vinasaba]] yalionyesha kuwa {first} ni baba wa mtoto.' },
  { genre: 'hr', text: '{name} has been referred for [[G:genetic counselling]] after her sister\'s diagnosis.' },
  // negatives
  { genre: 'news', text: '{name} planted the drought-tolerant cassava genotype TME 419 on her farm near {city}.' },
  { genre: 'news', text: '{name} breeds goats of a hardy local genotype for the market in {city}.' },
  { genre: 'chat', text: '{first} bought a DNA Fitness membership for her husband.' },
  { genre: 'hr', text: 'Innovation is in the DNA of this firm, {name} said at the launch.' },
  { genre: 'kyc', text: 'Gene Okafor signed as witness to the contract of {name}.' },
  { genre: 'kyc', text: '{name} asked the pharmacist for the generic brand to save money.' },
  { genre: 'news', text: '{name} gave a lecture on the ethics of genetic testing at the university in {city}.' },
  { genre: 'news', text: 'The lab in {city} has started offering paternity tests at a lower price.' },
  { genre: 'news', text: 'Genesis Medical Centre in {city} reopened after the holidays, {name} said.' },
  { genre: 'hr', text: 'As discussed, {name} will send the signed form as soon as possible.' },
];
