// The word lists of the organisation proposers (organisation-words.json): company legal forms, the
// institution nouns that may take an "of ..." complement, the capitalised words that open a sentence
// rather than a name, and the institution nouns. Read once through the one data loader (core/dataFile.ts).
import Type from 'typebox';
import { loadDataFile } from '../core/dataFile.js';
import { Phrases as Words } from '../core/dataSchemas.js';


/** The schema of organisation-words.json. */
export const ORGANISATION_WORDS_SCHEMA = Type.Object(
  {
    schema: Type.Literal('extract.organisation-words.v1'),
    source: Type.String(),
    legal_forms_note: Type.String(),
    legal_forms: Words,
    of_heads_note: Type.String(),
    of_heads: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 }),
    complement_heads_note: Type.String(),
    complement_heads: Type.Array(Type.String({ pattern: '^[a-z]+$' }), { minItems: 1 }),
    leading_noise_note: Type.String(),
    leading_noise: Type.Array(Type.String({ pattern: '^\\S+$' }), { minItems: 1 }),
    institution_heads_note: Type.String(),
    institution_heads: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    head_first_heads_note: Type.String(),
    head_first_heads: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}'’-]+$" }), { minItems: 1 }),
    head_first_connectives_note: Type.String(),
    head_first_connectives: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    head_first_bodies_note: Type.String(),
    head_first_bodies: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}'’-]+$" }), { minItems: 1 }),
    head_first_compound_endings_note: Type.String(),
    head_first_compound_endings: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    head_first_clubs_note: Type.String(),
    head_first_clubs: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}'’-]+$" }), { minItems: 1 }),
    place_body_endings_note: Type.String(),
    place_body_endings: Type.Array(Type.String({ pattern: '^\\p{Lu}\\p{Ll}+$' }), { minItems: 1 }),
    place_body_rites_note: Type.String(),
    place_body_rites: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
    head_first_bodies_place_only_note: Type.String(),
    head_first_bodies_place_only: Type.Array(Type.String({ pattern: "^\\p{Lu}[\\p{L}\\p{M}'’-]+$" }), { minItems: 1 }),
    head_first_club_place_words_note: Type.String(),
    head_first_club_place_words: Type.Array(Type.String({ pattern: '^\\p{Ll}+$' }), { minItems: 1 }),
  },
  { additionalProperties: false },
);

export const ORGANISATION_WORDS = loadDataFile(new URL('./organisation-words.json', import.meta.url), ORGANISATION_WORDS_SCHEMA);
