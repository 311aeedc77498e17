export { PATTERNS } from './patterns.js';
export { ECOSYSTEMS, type Ecosystem, type Hypothesis, type TroublePattern } from './types.js';
export {
  detectEcosystem,
  diagnose,
  matchPatterns,
  patternKeywords,
  searchPatterns,
  type DiagnoseContext,
  type DiagnoseOptions,
  type Diagnosis,
  type PatternMatch,
  type SearchPatternsOptions,
} from './diagnose.js';
export { bridgeKeywords } from './bridge.js';
export { LANGUAGE_ECOSYSTEMS, namedEcosystems } from './named-ecosystems.js';
export { describedPhase, outputPhase, type FailurePhase } from './failure-phase.js';
