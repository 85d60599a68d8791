// Session 32, round on held-out special set 39's classes (special39r), each kept only where an earlier set by another
// author shows the same errors (see the commit messages and the round's report for the counts). Texts written for
// these tests, not taken from any set.
import { describe } from 'node:test';
import { check, none } from './labelledTexts.js';

describe('special categories, session 32 (set 39): an affiliation frame in the prose of a form about one subject', () => {
  check([
    // the frame has no subject of its own: below the form's heading it is the form's subject's membership
    ['Staff file\nEmployee: John Okafor\nMember of RCN; asked for a union rep at the hearing', ['TRADE_UNION:RCN']],
    ['Ballot log\nVoter: Grace Mensah, day shift\nMember of GMB since 2019. Paper issued.', ['TRADE_UNION:GMB']],
    ['Tenancy file\nTenant: John Okafor\nMember of the ANC since 2015; pays rent monthly', ['POLITICAL_AFFILIATION:ANC']],
  ]);
  none([
    // a plural group of members is no one's membership
    'Visitor log\nVisitor: John Okafor\nMembers of the NUM marched past the gate.',
    'Site diary\nForeman: John Okafor\nMembers of the GMB held a meeting in the canteen.',
    // a bare party name in the form's prose names no membership
    'Tenancy file\nTenant: John Okafor\nThe ANC won the ward again.',
    // the same frame in a text about no one
    'Notice board\nMember of GMB? The branch meets on Friday.',
  ]);
});

describe('special categories, session 32 (set 39): a listed slur in quotation marks said of a person', () => {
  check([
    // a quoted slur in a sentence that points to a person, whatever verb or word order carries it
    ['Complaint\nComplainant: John Okafor\nDie voorman het my \'n "moffie" genoem.', ['SEXUAL_ORIENTATION:moffie']],
    ['Complaint\nComplainant: John Okafor\nThe neighbour yells that I am a "Paki" every night.', ['RACE:Paki']],
    ['Complaint\nComplainant: Tom Hale\nHe asked whether I was "one of those dykes" and left.', ['SEXUAL_ORIENTATION:dykes']],
  ]);
  none([
    // a quoted slur about no one: a statement on the word itself
    'Newsletter: the word "poof" is a slur and has no place in our club.',
    // unquoted, the word alone is not read (a cigarette, a bundle of sticks)
    'Complaint\nComplainant: John Okafor\nThe porter went out for a fag at noon.',
  ]);
});

describe('special categories, session 32 (set 39): a pattern naming its own person beside a general word', () => {
  check([
    // the calling pattern names the person called; 'patients' elsewhere in the sentence is another group
    ['Witness statement\nRegistrant: Mary Cole\nAllegation: a colleague called the registrant a "dyke" in front of patients.', ['SEXUAL_ORIENTATION:dyke']],
  ]);
  none([
    // the general statement with no one named by the pattern stays general
    'Training slide: calling patients names such as "dyke" is misconduct.',
  ]);
});

describe('special categories, session 32 (set 39): an orientation acronym before a body or a group names them', () => {
  check([
    // the person's own orientation beside the society's name is still read
    ['Society fair sign-up\nMember: John Okafor\nSociety: LGBT+ society\nIdentity: gay', ['SEXUAL_ORIENTATION:gay']],
    ['Profile\nName: Grace Mensah\nShe is LGBT and lives in Leeds.', ['SEXUAL_ORIENTATION:LGBT']],
  ]);
  none([
    // a society, a support service or a plural group of learners is no one's orientation
    'Society fair sign-up\nMember: John Okafor\nSociety: LGBT+ society\nRole: treasurer',
    'Tutor profile\nTutor: Grace Mensah\nAbout me: maths tutor, happy to teach LGBTQ+ learners',
    'Referral letter: Grace Mensah has attended our LGBT support group since 2019.',
  ]);
});

describe('special categories, session 32 (set 39): ICU in a hospital record is intensive care, not a union', () => {
  check([['Staff file\nEmployee: John Okafor\nMember of ICU since 2010.', ['TRADE_UNION:ICU']]]);
  none(['HOSPITAL INVOICE\nPatient: John Okafor\n01 Admission (ICU) x 4 days\n02 X-ray']);
});

describe('special categories, session 32 (set 39): the frame must stand in the form\'s block', () => {
  none([
    // after a blank line the prose is another paragraph or record, which may be about anyone
    'Staff file\nEmployee: John Okafor\nGrade: 4\n\nThe NPP candidate list will be published on Friday.',
  ]);
});
