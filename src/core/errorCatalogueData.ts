// The data-file part of the error catalogue (src/core/errorCatalogue.ts, issue 14): what can be wrong with
// an entry of a data file (a shipped word list, a statute pack, a user's trained-parameters file), one
// problem code per distinct sentence. SC_DATA_FILE_INVALID and SC_TRAINED_PARAMS_SCHEMA name the file and
// the JSON path and fill their `{dataProblem}` with one of these sentences, never a phrase written at the
// throw site nor a library's message (TypeBox's, JSON.parse's, RegExp's). A placeholder carries a value
// only: a count, a limit, a JSON pointer or a schema's own word the loader writes, or a value read from
// the file quoted by core/safeToken.ts's quoteSafe (so a user's file is never echoed past a short token).

export const DATA_PROBLEMS = {
  // Reading the file (core/dataFile.ts readDataJson).
  DF_UNREADABLE: 'cannot be read ({errno})',
  DF_NOT_JSON: 'is not valid JSON',
  DF_NOT_JSON_AT: 'is not valid JSON (at character {position})',
  // The schema (TypeBox keywords, mapped by schemaProblem below).
  DF_NOT_KNOWN_FIELD: 'is not a known field',
  DF_EXTRA_FIELDS: 'must not have additional properties',
  DF_PROPERTY_NAMES: 'has property names that are not allowed',
  DF_TYPE: 'must be {expected}',
  DF_TYPE_EITHER: 'must be either {expected}',
  DF_CONST: 'must be equal to constant',
  DF_ONE_OF_VALUES: 'must be one of {expected}',
  DF_REQUIRED: 'must have required properties {names}',
  DF_BOUND: 'must be {comparison} {limit}',
  DF_MULTIPLE_OF: 'must be multiple of {multiple}',
  DF_MIN_ITEMS: 'must not have fewer than {limit} items',
  DF_MAX_ITEMS: 'must not have more than {limit} items',
  DF_MIN_LENGTH: 'must not have fewer than {limit} characters',
  DF_MAX_LENGTH: 'must not have more than {limit} characters',
  DF_MIN_PROPERTIES: 'must not have fewer than {limit} properties',
  DF_MAX_PROPERTIES: 'must not have more than {limit} properties',
  DF_PATTERN: 'must match pattern "{pattern}"',
  DF_FORMAT: 'must match format "{format}"',
  DF_UNIQUE_ITEMS: 'must not have duplicate items',
  DF_ANY_OF: 'must match a schema in anyOf',
  DF_ONE_OF: 'must match exactly one schema in oneOf',
  DF_SCHEMA_KEYWORD: 'does not fit its schema (keyword {keyword})',
  DF_SCHEMA: 'does not fit its schema',
  // Lists and names (checks a schema cannot say).
  DF_ENTRY_TWICE: 'lists an entry twice',
  DF_ENTRY_TWICE_CASELESS: 'repeats an entry (lists an entry twice, case aside)',
  DF_PHRASE_TWICE: 'repeats a phrase of its list',
  DF_ID_TWICE: 'is used twice',
  DF_NAME_TWICE: 'repeats {name}',
  DF_SIGNAL_NAME_TWICE: 'repeats the signal name {name}',
  DF_NOT_IN_LIST: 'is not in {list}',
  DF_NOT_LOWER_CASE: 'must be lower-case',
  DF_NOT_SNAKE_CASE: 'must be a snake_case name',
  DF_NOT_NORMALISED: 'must be normalised text',
  DF_MISSING: 'is missing',
  DF_NO_WORDS: 'has no words',
  DF_NO_LETTER_OR_DIGIT: 'has no letter or digit',
  DF_NOT_FILE_NAME: 'must equal the file name {name}',
  DF_NAMES_OTHER: 'names {given}, not {expected}',
  DF_NOT_SPAN_OF_TEXT: 'is no span of full_text ({start}-{end} of {length} units)',
  DF_REGEX_INVALID: 'is not a valid regular expression',
  DF_NOT_BELOW: 'must be below {bound}',
  // Places (src/places).
  DF_SOURCE_NAMES_NO_LIST: 'names no word list of this file',
  DF_ALREADY_IN_PARSER_LISTS: 'is already in /street_suffixes or /street_suffix_abbreviations (the detectors read those too)',
  DF_PERSON_TITLE: 'is a person title (/person_titles), which opens a name',
  DF_ALSO_KEYWORD_OF: 'is also a keyword of {owner}',
  DF_ALSO_CUE_OF: 'is also a cue of {owner}',
  DF_CUE_TWO_RULES: 'belongs to both {first} and {second}',
  DF_FRAME_SHAPE: 'must hold exactly one " * " between words',
  DF_SUFFIX_CUE_SHAPE: 'a suffix cue is * + 3 letters or more, in a rule with min_span_tier >= 1',
  DF_NOT_PAIR_RULE: 'is not a pair rule',
  // Detection (src/detect).
  DF_RANGE_LENGTHS: 'must be two digit strings of equal length',
  DF_RANGE_REVERSED: 'is reversed (low above high)',
  DF_NO_ENGLISH_MONTHS: 'has no en list (generalisation writes English month names)',
  DF_LANGUAGE_UNKNOWN: 'is not one of the languages {languages}',
  DF_NO_LANGUAGE_LIST: 'has no {language} list',
  DF_HEADER_NO_LETTERS: 'holds a header with no letters',
  DF_HEADER_TWO_KINDS: 'header {header} is listed under both {first} and {second}',
  DF_NOT_TAGGER_WEIGHTS: 'is not a tagger weights file',
  DF_TAGGER_VERSION: 'holds tagger weights version {version}, which this service does not read',
  DF_TAGGER_LABELS: 'holds tagger weights that do not match the label set',
  DF_TAGGER_SIZE: 'holds tagger weights of the wrong size',
  DF_PATTERN_UNKNOWN_SET: '({category} pattern {index}) names unknown set {set}',
  DF_PATTERN_INVALID: '({category} pattern {index}) is not a valid regular expression',
  DF_PATTERN_NO_GROUP_V: '({category} pattern {index}) has no named group v',
  DF_PATTERN_NO_CAPITAL: '({category} pattern {index}) is case-sensitive but reads no capital letter and no case property',
  DF_NOUN_CLASS_UNKNOWN_SET: '({category} noun classes) name unknown set {set}',
  // Jurisdiction (src/jurisdiction).
  DF_NO_STATUTE_PACK: 'names no shipped statute pack (have {statutes})',
  DF_CODE_NO_STATUTE: 'lists a code which has no statute',
  DF_ALIAS_HAS_STATUTE: 'must be a code without a statute of its own',
  DF_ALIAS_TARGET: "must name a code of 'statutes'",
  // Comparison (src/compare).
  DF_NOT_SUM_ONE: 'must sum to 1 (the probabilities of all levels)',
  DF_EXACTLY_ONE_OF: 'must hold exactly one of {names}',
  DF_M_NOT_ABOVE_U: 'must have m > u (agreement must be likelier among matches)',
  DF_ALIAS_TWO_BRANDS: 'is an alias of two brands',
  DF_UNKNOWN_DIMENSION: 'names unknown dimension {dimension}',
  DF_UNKNOWN_UNIT: 'names unit {unit}, which units does not declare',
  DF_ALSO_IN_GROUP: '{name} is also in group {group}',
  DF_FULL_NAME_SHORT: 'has an empty or one-letter full name',
  DF_SHORT_FORM_SHORT: 'is an empty or one-letter form',
  DF_REPEATS_FULL_NAME: 'repeats the full name',
  DF_GENDERED_ONE_NAME: 'pairs two names the equivalents table reads as one name (or one name with itself)',
  DF_NO_ENTITY_PACK: 'names no entity pack',
  DF_EACH_TOKEN_TWICE: 'may take each_token from one part only',
  DF_NOT_PACK_FIELD: 'is not a field of the {pack} pack',
  DF_TOTAL_BELOW_COUNTS: 'is below the sum of the counts (counts exceed total; regenerate with scripts/build-tf-tables.ts)',
  DF_KEY_LETTERS: 'must be keyed by {count} lower-case letter(s)',
  DF_LETTER_MAPPED_TWICE: 'maps a letter mapped already',
  // Entity packs (src/compare/packs.ts): each names the comparator or field by its JSON path.
  DF_COMPARATOR_KIND: 'has unknown kind {kind}',
  DF_NOT_DECLARED_FIELD: 'must name a declared field',
  DF_UNDECLARED_FIELD_READ: 'reads {field}, which the pack does not declare in fields',
  DF_GEO_FIELD: 'is not for geo, which reads lat/lon',
  DF_GEO_NEAR: 'must be a number ≥ 1, given together with near_km',
  DF_NOT_POSITIVE: 'must be > 0',
  DF_NOT_FRACTION: 'must be in (0, 1]',
  DF_NOT_NON_NEGATIVE: 'must be a number ≥ 0',
  DF_NOT_POSITIVE_INTEGER: 'must be a positive integer',
  DF_NOT_NON_EMPTY_STRING: 'must be a non-empty string',
  DF_NOT_BOOLEAN: 'must be true or false',
  DF_NOT_ARRAY: 'must be an array',
  DF_ONLY_FOR_KIND: 'is for {kind} comparators only',
  DF_ISSUER_FIELD: 'is for id comparators and must name a declared field',
  DF_AGE_FIELD: 'is for age comparators and must name a declared field',
  DF_AGE_WINDOW: 'is for age comparators and must hold before and after, whole years from 0 to 100',
  DF_TYPE_VOCABULARY_UNKNOWN: 'names no type vocabulary',
  DF_CATEGORY_UNKNOWN: 'names no known product category',
  DF_NEEDED: 'is needed by a {kind} comparator',
  DF_FIELD_NAME_FORM: 'is not an identifier in field-name form (no doubled or trailing _)',
  DF_CLAIMED_TWICE: 'is claimed by both {first} and {second}',
  DF_NO_WEIGHT: 'has no comparator that carries weight',
  DF_NOT_REFUTING: 'is on a comparator that never refutes: only a refuting comparator has a refutation to lift',
  DF_NO_GROUP: 'needs at least one group',
  DF_GROUP_EMPTY: 'needs at least one evidence key with its floor',
  DF_NOT_EVIDENCE_KEY: 'names {key}, which is not an evidence key of the pack ({keys})',
  DF_SELF_CORROBORATION: 'names {key}, which cannot corroborate itself',
  DF_TF_HASH: 'records sha256 {recorded}, but tf table {table} has sha256 {actual} (run scripts/build-tf-tables.ts)',
  DF_PACK_NAME_TAKEN: 'names {name}, a pack name already taken',
} as const satisfies Record<string, string>;

export type DataProblem = keyof typeof DATA_PROBLEMS;

type Placeholders<S extends string> = S extends `${string}{${infer P}}${infer Rest}` ? P | Placeholders<Rest> : never;

/** The values a problem's sentence needs, by placeholder name (none: `{}`). */
export type DataProblemParams<P extends DataProblem> = { readonly [K in Placeholders<(typeof DATA_PROBLEMS)[P]>]: string | number };

/** The arguments after a problem code: its values, or nothing when its sentence has no placeholder. */
export type DataProblemArgs<P extends DataProblem> = keyof DataProblemParams<P> extends never ? [] : [DataProblemParams<P>];

/** A problem code with the values of its sentence, as a schema error maps to. */
export interface DataProblemOf {
  readonly problem: DataProblem;
  readonly params: Readonly<Record<string, string | number>>;
}

/** The problem's sentence with every placeholder filled. */
export function dataProblemMessage(problem: DataProblem, params: Readonly<Record<string, string | number>> = {}): string {
  return DATA_PROBLEMS[problem].replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = params[name];
    // Internal invariant (DataProblemParams types every placeholder): plain Error, no code.
    if (v === undefined) throw new Error(`data problem ${problem} needs {${name}}`);
    return String(v);
  });
}

/** The part of a TypeBox validation error read here (its keyword, path and the schema's own parameters). */
export interface SchemaIssue {
  readonly keyword: string;
  readonly instancePath: string;
  readonly params: object;
}

/** A schema's constant as a value of a sentence: a string quoted, a number or boolean as written. */
const constant = (v: unknown): string => (typeof v === 'string' ? `'${v}'` : String(v));

const BY_LIMIT: Readonly<Record<string, DataProblem>> = {
  minItems: 'DF_MIN_ITEMS',
  maxItems: 'DF_MAX_ITEMS',
  minLength: 'DF_MIN_LENGTH',
  maxLength: 'DF_MAX_LENGTH',
  minProperties: 'DF_MIN_PROPERTIES',
  maxProperties: 'DF_MAX_PROPERTIES',
};

const FIXED: Readonly<Record<string, DataProblem>> = {
  // TypeBox reports a key that `additionalProperties: false` refuses as a false schema at the key's path.
  boolean: 'DF_NOT_KNOWN_FIELD',
  additionalProperties: 'DF_EXTRA_FIELDS',
  propertyNames: 'DF_PROPERTY_NAMES',
  const: 'DF_CONST',
  uniqueItems: 'DF_UNIQUE_ITEMS',
  anyOf: 'DF_ANY_OF',
  oneOf: 'DF_ONE_OF',
};

/**
 * The problem of the first schema error: its keyword mapped to a code, the schema's expected type, limit,
 * pattern, format or a union's constants as the value. TypeBox's own message is never used, and no value
 * of the file appears. A union of literals (or of types) that the entry fits no branch of is one problem
 * naming every branch, not the first branch's constant.
 */
export function schemaProblem(issues: readonly SchemaIssue[]): DataProblemOf {
  const issue = issues[0];
  if (!issue) return { problem: 'DF_SCHEMA', params: {} };
  const path = issue.instancePath;
  // A union at the entry reports each branch, then anyOf. (A const inside a union of objects is one branch's
  // only, and TypeBox may not report every branch: it is named as a constant, its value not given.)
  const here = issues.filter((i) => i.instancePath === path);
  const union = here.findIndex((i) => i.keyword === 'anyOf');
  if (union > 0) {
    const tried = here.slice(0, union);
    const values = (i: SchemaIssue) => (i.params as Record<string, unknown>)[i.keyword === 'const' ? 'allowedValue' : 'type'];
    if (tried.every((i) => i.keyword === 'const')) return { problem: 'DF_ONE_OF_VALUES', params: { expected: [...new Set(tried.map((i) => constant(values(i))))].join(', ') } };
    if (tried.every((i) => i.keyword === 'type')) return { problem: 'DF_TYPE_EITHER', params: { expected: [...new Set(tried.flatMap((i) => values(i) as string | string[]))].join(' or ') } };
  }
  const p = issue.params as Record<string, unknown>;
  const fixed = FIXED[issue.keyword];
  if (fixed) return { problem: fixed, params: {} };
  const byLimit = BY_LIMIT[issue.keyword];
  if (byLimit) return { problem: byLimit, params: { limit: Number(p.limit) } };
  switch (issue.keyword) {
    case 'type':
      return Array.isArray(p.type)
        ? { problem: 'DF_TYPE_EITHER', params: { expected: (p.type as string[]).join(' or ') } }
        : { problem: 'DF_TYPE', params: { expected: String(p.type) } };
    case 'enum':
      return { problem: 'DF_ONE_OF_VALUES', params: { expected: (p.allowedValues as unknown[]).map(constant).join(', ') } };
    case 'required':
      return { problem: 'DF_REQUIRED', params: { names: (p.requiredProperties as string[]).join(', ') } };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { problem: 'DF_BOUND', params: { comparison: String(p.comparison), limit: String(p.limit) } };
    case 'multipleOf':
      return { problem: 'DF_MULTIPLE_OF', params: { multiple: String(p.multipleOf) } };
    case 'pattern':
      return { problem: 'DF_PATTERN', params: { pattern: p.pattern instanceof RegExp ? p.pattern.source : String(p.pattern) } };
    case 'format':
      return { problem: 'DF_FORMAT', params: { format: String(p.format) } };
    default:
      return { problem: 'DF_SCHEMA_KEYWORD', params: { keyword: issue.keyword } };
  }
}
