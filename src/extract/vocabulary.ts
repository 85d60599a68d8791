// The /extract entity-type vocabulary and how detector categories map onto it. The reference's list
// (PERSON ... DOCUMENT) plus the types our pattern detectors also find (ADDRESS, IP_ADDRESS, ...).
// PRODUCT and DOCUMENT are accepted in `entity_types` but only a model backend proposes them.

export const ENTITY_TYPES = [
  'ADDRESS',
  'BANK_ACCOUNT',
  'CARD',
  'CRYPTO_WALLET',
  'DATE',
  'DIGITAL_ID',
  'DOCUMENT',
  'EMAIL',
  'IP_ADDRESS',
  'ISBN',
  'LOCATION',
  'MONEY',
  'NATIONAL_ID',
  'ORGANIZATION',
  'PERSON',
  'PHONE',
  'PRODUCT',
  'URL',
] as const;

export type EntityType = (typeof ENTITY_TYPES)[number];

/** Entity type of a detector category (`PII-2-NIN` -> NATIONAL_ID); undefined when /extract does not propose it. */
export function entityTypeOfCategory(category: string): EntityType | undefined {
  switch (category) {
    case 'PII-1-NAME':
      return 'PERSON';
    case 'PII-1-DOB':
      return 'DATE';
    case 'PII-2-DID':
      return 'DIGITAL_ID';
    case 'PII-3-PHONE':
      return 'PHONE';
    case 'PII-3-EMAIL':
      return 'EMAIL';
    case 'PII-4-ADDRESS':
      return 'ADDRESS';
    case 'PII-4-LOCATION':
      return 'LOCATION';
    case 'PII-5-BANK_ACCOUNT':
      return 'BANK_ACCOUNT';
    case 'PII-5-CARD':
      return 'CARD';
    case 'PII-5-CRYPTO_WALLET':
      return 'CRYPTO_WALLET';
    case 'PII-8-IP_ADDRESS':
      return 'IP_ADDRESS';
    case 'PII-8-URL':
      return 'URL';
    case 'PII-9-DATE':
      return 'DATE';
    case 'PII-9-ORGANISATION':
      return 'ORGANIZATION';
    case 'PII-9-CASE_REFERENCE':
      return 'DOCUMENT';
    default:
      return category.startsWith('PII-2-') ? 'NATIONAL_ID' : undefined;
  }
}
