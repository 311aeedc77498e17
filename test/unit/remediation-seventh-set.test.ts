/**
 * The remediation benchmark's seventh confusable set (bench/data/build/seventh-set.mjs): written
 * blind, appended to bench/data/remediations by the builder, and printed on its own rows by the
 * eval (test/helpers/confusable-set.ts says what it must hold).
 */
// @ts-expect-error the set is plain JavaScript without declarations
import { GROUPS } from '../../bench/data/build/seventh-set.mjs';
import { describeConfusableSet } from '../helpers/confusable-set.js';

describeConfusableSet('seventh', 7, GROUPS);
