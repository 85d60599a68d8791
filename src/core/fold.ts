// The one text fold of docs/architecture.md D10 (names, addresses, places, free text): NFKC, case-folded,
// whitespace collapsed to single spaces, trimmed. Tokens and detector `normalized` values share it, so
// "ADAEZE  OKONKWO" and "Adaeze Okonkwo" fold alike everywhere.
export function foldText(value: string): string {
  return value.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}
