// The 131-word clinical note of the speed benches (bench/detect-speed.ts, bench/ledger-pg.ts): one home.
export const NOTE =
  'Patient Adaeze Okonkwo (NIN 12345678901, DOB 12/03/1985) was seen this morning at the Lagos clinic for a routine follow-up ' +
  'visit about persistent headaches and fatigue. She lives at 12 Aminu Kano Crescent, Wuse, Abuja and can be ' +
  'reached on 0803 555 7890 or at adaeze.okonkwo@example.ng during the day. Her sister called from +234 803 123 4567 ' +
  'to confirm the appointment. Blood pressure was 128 over 82 and the examination was otherwise unremarkable. We ' +
  'discussed sleep, hydration and screen time, and agreed to review the blood tests next week. Invoice INV-2024-00123 ' +
  'for 15,000 naira was paid from account GB82 WEST 1234 5698 7654 32 with card 4111 1111 1111 1111. The portal ' +
  'logged her visit from 102.89.34.17 on 05/01/2024. Next review in two weeks, sooner if symptoms worsen or new ones appear.';
