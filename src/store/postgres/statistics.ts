import type { Pool } from './db.js';

/** Tables a search document's family writes beside `search_docs` (chunks: `compact()` analyzes after an index). */
const TABLES: Record<string, readonly string[]> = {
  remediation: ['remediations', 'search_docs'],
  memory: ['memories', 'search_docs'],
  checkpoint: ['checkpoints', 'search_docs'],
  skill: ['skills', 'skill_versions', 'search_docs'],
};

/** Rows this process inserts into a table before it first analyzes it; then each time that count doubles. */
export const FIRST_ANALYZE = 500;

/**
 * Keeps the planner's statistics up with a table this process fills quickly. Until a table
 * has been analyzed the planner knows nothing of its columns, and a lookup by dedup key ties
 * between the unique (tenant, project, dedup_key) index and the (tenant, project, id) one: it
 * may take the second and read every row of the project (5 ms a record at 10 000
 * remediations, 50 ms at 100 000). Autovacuum analyzes within a minute, which a bulk import
 * or a busy first minute outruns. So the store runs ANALYZE itself, in the background and one
 * table at a time, when the rows it has inserted into a table reach 500, 1 000, 2 000, … —
 * a handful of times over any store's life, each a sample of at most 30 000 rows.
 */
export class PlannerStatistics {
  private readonly inserted = new Map<string, number>();
  private readonly next = new Map<string, number>();
  private readonly queue = new Set<string>();
  private running: Promise<void> | null = null;
  /** ANALYZE statements run by this process, for tests and status. */
  analyzed = 0;

  constructor(private readonly pool: Pool) {}

  /** `count` documents of `family` were committed, with their rows. */
  grew(family: string, count: number): void {
    for (const table of TABLES[family] ?? []) {
      const total = (this.inserted.get(table) ?? 0) + count;
      this.inserted.set(table, total);
      const due = this.next.get(table) ?? FIRST_ANALYZE;
      if (total < due) continue;
      this.next.set(table, Math.max(due * 2, total));
      this.queue.add(table);
    }
    if (this.queue.size > 0 && !this.running) this.running = this.drain().finally(() => (this.running = null));
  }

  private async drain(): Promise<void> {
    for (const table of this.queue) {
      this.queue.delete(table);
      // A failure (the pool closing, a role that does not own the table: a warning, not an error) costs only the statistics.
      await this.pool.query(`ANALYZE ${table}`).then(
        () => void this.analyzed++,
        () => undefined,
      );
    }
  }

  /** Resolves when no ANALYZE is running (before the pool closes). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }
}
