// The /places verb. Built by the places issue; until then it answers 501.
import { NotImplementedError } from '../core/errors.js';

export interface PlaceMention {
  role: 'origin' | 'destination' | 'location' | 'via' | 'unknown';
  start: number;
  end: number;
  cue: string | null;
  cue_start: number | null;
  cue_end: number | null;
  cue_rule: string | null;
  confidence: number;
  evidence: string[];
  jurisdiction: string;
  jurisdiction_confidence: number;
  has_address: boolean;
  text: string;
  components: Record<string, string>;
}

export interface PlacesResult {
  count: number;
  mentions: PlaceMention[];
}

export function findPlaces(_text: string): PlacesResult {
  throw new NotImplementedError('place finding');
}
