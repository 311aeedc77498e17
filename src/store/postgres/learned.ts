import type { Pool } from './db.js';
import { withTransaction } from './db.js';
import type { LearnedCommit, LearnedCommitStore } from '../learned.js';
import type { Scope } from '../scope.js';

export class PgLearnedCommitStore implements LearnedCommitStore {
  constructor(private readonly pool: Pool) {}

  async known(scope: Scope, repo: string): Promise<Set<string>> {
    const { rows } = await this.pool.query<{ commit_id: string }>('SELECT commit_id FROM learned_commits WHERE tenant = $1 AND project = $2 AND repo = $3', [
      scope.tenant,
      scope.project,
      repo,
    ]);
    return new Set(rows.map((row) => row.commit_id));
  }

  async add(scope: Scope, repo: string, rows: LearnedCommit[]): Promise<void> {
    if (rows.length === 0) return;
    const now = new Date().toISOString();
    await withTransaction(this.pool, async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO learned_commits (tenant, project, repo, commit_id, remediation_id, learned_at) VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (tenant, project, repo, commit_id) DO NOTHING`,
          [scope.tenant, scope.project, repo, row.commit, row.remediation_id, now],
        );
      }
    });
  }
}
