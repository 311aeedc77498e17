import type { Db } from './db.js';
import { writeTransaction } from './db.js';
import type { LearnedCommit, LearnedCommitStore } from '../learned.js';
import type { Scope } from '../scope.js';

export class SqliteLearnedCommitStore implements LearnedCommitStore {
  private readonly st;

  constructor(private readonly db: Db) {
    this.st = {
      known: db.prepare<[string, string, string], { commit_id: string }>('SELECT commit_id FROM learned_commits WHERE tenant = ? AND project = ? AND repo = ?'),
      add: db.prepare(
        `INSERT INTO learned_commits (tenant, project, repo, commit_id, remediation_id, learned_at) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (tenant, project, repo, commit_id) DO NOTHING`,
      ),
    };
  }

  async known(scope: Scope, repo: string): Promise<Set<string>> {
    return new Set(this.st.known.all(scope.tenant, scope.project, repo).map((row) => row.commit_id));
  }

  async add(scope: Scope, repo: string, rows: LearnedCommit[]): Promise<void> {
    const now = new Date().toISOString();
    writeTransaction(this.db, () => {
      for (const row of rows) this.st.add.run(scope.tenant, scope.project, repo, row.commit, row.remediation_id, now);
    });
  }
}
