/**
 * The terms of small-family documents written before migration 21, read from FTS5's own
 * index (`search_fts` is contentless: its text is not kept). The sort behind the read holds
 * every term of every such document (~60 MB at 10 000 remediations), so it runs with a
 * temporary file, and on its own connection in a worker (terms-fill-worker.ts) where one
 * exists: at 100 000 remediations the read costs ~8 s of CPU, which the daemon's thread would
 * otherwise spend blocked. See docs/decisions.md, "SQLite: lexical postings in memory".
 */
import Database from 'better-sqlite3';
import { TF_SHIFT } from '../bm25.js';
import { MEMORY_FAMILIES } from '../lexical-postings.js';

/** One document's terms as `search_terms` holds them. */
export interface FilledTerms {
  doc: number;
  len: number;
  terms: string;
  tf: string;
}

/** Rows are handed over in batches of this many documents. */
export const FILL_BATCH = 2_000;

const FAMILIES = MEMORY_FAMILIES.map((f) => `'${f}'`).join(', ');

/** Per document of a small family: its distinct tokens, their packed frequencies (title × TF_SHIFT + body) and its token count. */
const FILL_SELECT = `SELECT doc, sum(n) AS len, group_concat(term, ' ' ORDER BY term) AS terms, group_concat(tf, ' ' ORDER BY term) AS tf
  FROM (SELECT doc, term, count(*) AS n, min(sum(col = 'title'), ${TF_SHIFT - 1}) * ${TF_SHIFT} + min(sum(col = 'body'), ${TF_SHIFT - 1}) AS tf
        FROM temp.search_fts_instances
        WHERE doc IN (SELECT id FROM search_docs WHERE family IN (${FAMILIES}))
        GROUP BY doc, term)
  GROUP BY doc`;

/**
 * Reads the terms on its own connection to `path`, in one read transaction (a snapshot:
 * writers go on), handing them over FILL_BATCH documents at a time.
 */
export function readFilledTerms(path: string, batch: (rows: FilledTerms[]) => void): void {
  const db = new Database(path, { readonly: true });
  try {
    db.pragma('busy_timeout = 5000');
    db.pragma('temp_store = FILE');
    db.exec(CREATE_INSTANCES);
    let rows: FilledTerms[] = [];
    db.transaction(() => {
      for (const row of db.prepare<[], FilledTerms>(FILL_SELECT).iterate()) {
        rows.push(row);
        if (rows.length === FILL_BATCH) {
          batch(rows);
          rows = [];
        }
      }
    })();
    if (rows.length > 0) batch(rows);
  } finally {
    db.close();
  }
}

/** The same read on the store's own connection (no worker: a database in memory, or tests run from the sources). */
export function allFilledTerms(db: Database.Database): FilledTerms[] {
  db.pragma('temp_store = FILE');
  try {
    db.exec(CREATE_INSTANCES);
    try {
      return db.prepare<[], FilledTerms>(FILL_SELECT).all();
    } finally {
      db.exec('DROP TABLE temp.search_fts_instances');
    }
  } finally {
    db.pragma('temp_store = MEMORY'); // db.ts's setting
  }
}

const CREATE_INSTANCES = 'CREATE VIRTUAL TABLE temp.search_fts_instances USING fts5vocab(main, search_fts, instance)';

/** Writes read terms for documents of a small family still there without terms (documents written since have their own). */
export const INSERT_FILLED = `INSERT OR IGNORE INTO search_terms (doc_id, len, terms, tf)
  SELECT @doc, @len, @terms, @tf WHERE EXISTS (SELECT 1 FROM search_docs WHERE id = @doc AND family IN (${FAMILIES}))`;
