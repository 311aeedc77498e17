/** Store contract of the commits `contextd learn --from-git` has mined; every method takes a Scope. */
import type { Scope } from './scope.js';

export interface LearnedCommit {
  /** The full commit id. */
  commit: string;
  /** The remediation the commit became (null when it was merged away or later deleted). */
  remediation_id: string | null;
}

export interface LearnedCommitStore {
  /** Commit ids of the repository (its root path) already mined in this scope's project. */
  known(scope: Scope, repo: string): Promise<Set<string>>;
  /** Remembers mined commits; a commit remembered already is left as it is. */
  add(scope: Scope, repo: string, rows: LearnedCommit[]): Promise<void>;
}
