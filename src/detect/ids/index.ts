// National and tax identifier detectors of every supported jurisdiction (filled in by the detection issue).
import type { Detector } from '../types.js';

export const identifierDetectors: Detector[] = [];
