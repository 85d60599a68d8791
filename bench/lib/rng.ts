// The benchmarks' deterministic generator: the one in src/core/rng.ts.
export { type Rng, seededRng } from '../../src/core/rng.js';
