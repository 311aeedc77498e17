/**
 * Rows a search reads for its head, kept in the daemon so that a repeated head costs no
 * round trip (PostgreSQL) or read and parse (SQLite). Safe because every change to a cached
 * row is seen: on PostgreSQL this process's own at commit (`evict`), other daemons' through
 * `search_log` at most a second late (the store waits for that catch-up before reading the
 * cache, see PgSearchIndex.syncWithOthers); on SQLite any change of the file empties it
 * before a read (SqliteRemediationStore.rows). A read that
 * overlapped an eviction is not kept (the generation changed), so a row read just before
 * another write committed cannot stay behind it.
 */
export class RowCache<Row> {
  /** Least recently used first (a Map keeps insertion order; a hit moves a row to the end). */
  private readonly rows = new Map<string, { tenant: string; row: Row }>();
  private gen = 0;

  constructor(private readonly max: number) {}

  /** Call before reading the rows a lookup missed; pass it to `set`. */
  get generation(): number {
    return this.gen;
  }

  get(tenant: string, id: string): Row | undefined {
    const hit = this.rows.get(id);
    if (!hit || hit.tenant !== tenant) return undefined;
    this.rows.delete(id);
    this.rows.set(id, hit);
    return hit.row;
  }

  /** Keeps a row read from the database, unless something was evicted since `generation` was taken. */
  set(tenant: string, id: string, row: Row, generation: number): void {
    if (generation !== this.gen) return;
    // Shared by every search that reads it: frozen, so that none can change another's copy.
    Object.freeze(row);
    this.rows.delete(id);
    this.rows.set(id, { tenant, row });
    if (this.rows.size > this.max) this.rows.delete(this.rows.keys().next().value as string);
  }

  /** A row changed or went (null: any row may have). */
  evict(id: string | null): void {
    this.gen++;
    if (id === null) this.rows.clear();
    else this.rows.delete(id);
  }
}
