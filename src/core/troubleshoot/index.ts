export { ECOSYSTEMS, PATTERNS, type Ecosystem, type TroublePattern } from './patterns.js';
export {
  detectEcosystem,
  diagnose,
  matchPatterns,
  patternKeywords,
  searchPatterns,
  type DiagnoseContext,
  type DiagnoseOptions,
  type Diagnosis,
  type Hypothesis,
  type PatternMatch,
  type SearchPatternsOptions,
} from './diagnose.js';
export { bridgeKeywords } from './bridge.js';
