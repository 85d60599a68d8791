// Person-name tokens from @faker-js/faker locales (MIT). Filled in by the names slice.
export function buildNameLexicons(_write: (file: string, value: unknown) => void): Record<string, number> {
  return {};
}
