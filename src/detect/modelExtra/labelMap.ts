// The label map of the detect extra: which of a token-classification model's labels (CoNLL PER/LOC/
// ORG/MISC and the common PII label sets) become which of our categories and /extract entity types.
// Data in labels.json, validated once at load; an unknown label is ignored (the model proposes nothing).
import { readFileSync } from 'node:fs';
import { ENTITY_TYPES } from '../../extract/vocabulary.js';
import { dataFileError } from '../../core/dataFile.js';

export interface LabelTarget {
  /** Our PII category, or null when /detect ignores the label. */
  category: string | null;
  /** The /extract entity type, or null when /extract ignores the label. */
  entityType: string | null;
}

export type LabelMap = ReadonlyMap<string, LabelTarget>;

const CATEGORY = /^PII-[1-8]-[A-Z_]+$/;
const LABEL = /^[A-Z0-9_]+$/;
const KNOWN_TYPES = new Set<string>(ENTITY_TYPES);

/** Validates a parsed label map file (`{labels: {LABEL: {category, entity_type}}}`); throws naming the bad entry. */
export function parseLabelMap(data: unknown, source = 'label map'): LabelMap {
  if (typeof data !== 'object' || data === null || typeof (data as { labels?: unknown }).labels !== 'object') {
    throw dataFileError(source, '', `expected an object with a "labels" object`);
  }
  const labels = (data as { labels: Record<string, unknown> }).labels;
  if (labels === null || Array.isArray(labels)) throw dataFileError(source, '', `"labels" must be an object`);
  const out = new Map<string, LabelTarget>();
  for (const [label, target] of Object.entries(labels)) {
    if (!LABEL.test(label)) throw dataFileError(source, '', `label '${label}' must be upper-case letters, digits or _`);
    if (typeof target !== 'object' || target === null) throw dataFileError(source, '', `'${label}' must map to {category, entity_type}`);
    const { category, entity_type } = target as { category?: unknown; entity_type?: unknown };
    if (category !== null && (typeof category !== 'string' || !CATEGORY.test(category))) {
      throw dataFileError(source, '', `'${label}' has category ${JSON.stringify(category)}; expected null or PII-<tier>-<NAME>`);
    }
    if (entity_type !== null && (typeof entity_type !== 'string' || !KNOWN_TYPES.has(entity_type))) {
      throw dataFileError(source, '', `'${label}' has entity_type ${JSON.stringify(entity_type)}; expected null or one of ${ENTITY_TYPES.join(', ')}`);
    }
    out.set(label, { category, entityType: entity_type });
  }
  if (out.size === 0) throw dataFileError(source, '', `no labels`);
  return out;
}

/** The shipped label map (labels.json). */
export const DEFAULT_LABEL_MAP: LabelMap = parseLabelMap(
  JSON.parse(readFileSync(new URL('./labels.json', import.meta.url), 'utf8')),
  'src/detect/modelExtra/labels.json',
);
