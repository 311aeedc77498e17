/**
 * Versioned schema migrations, applied in version order; every migration
 * pending at one open runs in one transaction (see `migrate` in db.ts), and
 * `PRAGMA user_version` records the last one applied. Versions may leave gaps.
 * Never edit a released migration: add a new one.
 */
import type { Migration } from '../migration.js';
import { remediationsMigration } from './migrations/remediations.js';
import { skillsMigration } from './migrations/skills.js';
import { repositoryMigration } from './migrations/repository.js';
import { learnedCommitsMigration } from './migrations/learned.js';
import { memoriesMigration } from './migrations/memories.js';
import { skillFilesMigration } from './migrations/skill-files.js';

const core: Migration = {
  version: 1,
  name: 'core: checkpoints, operations, search index',
  sql: `
    CREATE TABLE checkpoints (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT NOT NULL,
      summary TEXT NOT NULL,
      context TEXT NOT NULL,
      full_state TEXT NOT NULL,
      full_state_parts INTEGER NOT NULL DEFAULT 0,
      session_id TEXT,
      tags TEXT NOT NULL,
      metadata TEXT NOT NULL,
      token_count INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX checkpoints_scope ON checkpoints (tenant, project, id);
    CREATE INDEX checkpoints_session ON checkpoints (tenant, project, session_id, id);
    -- Large full_state values are written in parts before their checkpoint row (see sqlite/checkpoints.ts).
    CREATE TABLE checkpoint_parts (
      checkpoint_id TEXT NOT NULL,
      seq INTEGER NOT NULL,
      data TEXT NOT NULL,
      PRIMARY KEY (checkpoint_id, seq)
    );

    CREATE TABLE operations (
      id TEXT PRIMARY KEY,
      kind TEXT NOT NULL,
      status TEXT NOT NULL,
      progress TEXT NOT NULL,
      version INTEGER NOT NULL,
      input TEXT,
      result TEXT,
      error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL
    );
    CREATE INDEX operations_status ON operations (status);
    CREATE INDEX operations_scope ON operations (tenant, project, id);

    CREATE TABLE search_docs (
      id INTEGER PRIMARY KEY,
      family TEXT NOT NULL,
      ref_id TEXT NOT NULL,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      facet TEXT,
      embedder TEXT NOT NULL,
      vector BLOB NOT NULL,
      UNIQUE (family, ref_id)
    );
    CREATE INDEX search_docs_scope ON search_docs (family, tenant, project);
    CREATE VIRTUAL TABLE search_fts USING fts5 (title, body, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2');
    CREATE VIRTUAL TABLE search_tri USING fts5 (raw, content='', contentless_delete=1, tokenize='trigram');
  `,
};

/**
 * Lexical and fragment search join every FTS match to its search_docs row for
 * the scope filter. A search_docs row carries its vector (1.5 kB), so 10 000
 * documents span ~4 000 pages and each match read one: 0.84 ms a query.
 * Through this index, which holds everything the join reads, 0.37 ms.
 */
const searchScopeIndex: Migration = {
  version: 5,
  name: 'search: covering index for the scope join',
  sql: `CREATE INDEX search_docs_join ON search_docs (id, family, tenant, project, facet, ref_id);`,
};

/**
 * The small families' lexical postings, which the daemon keeps in memory and ranks from
 * (src/store/lexical-postings.ts; docs/decisions.md, "SQLite: lexical postings in memory").
 * FTS5 stays the index every search can fall back to; `search_fts` is contentless, so what
 * the daemon loads is kept beside it: per document of a small family its distinct tokens
 * (space-separated) and, at the same positions, title frequency × 65 536 + body frequency,
 * and its token count. `search_log` lists every such document added or removed, in commit
 * order, so that another process's writes are read by what changed; `search_changes`
 * counts chunk changes (repository chunk frequencies are counted from FTS5 and kept until
 * then) and says whether the documents written before this migration have their terms yet:
 * the daemon reads them from FTS5's own index (fts5vocab) before it first loads the
 * postings, outside this transaction, where its sort may use a temporary file (see
 * SqliteSearchIndex.fillTerms).
 */
const searchTerms: Migration = {
  version: 21,
  name: 'search: terms of the small families, change log',
  sql: `
    CREATE TABLE search_terms (
      doc_id INTEGER PRIMARY KEY,
      len INTEGER NOT NULL,
      terms TEXT NOT NULL,
      tf TEXT NOT NULL
    );
    CREATE TABLE search_log (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      doc_id INTEGER NOT NULL,
      removed INTEGER NOT NULL
    );
    CREATE TABLE search_changes (
      id INTEGER PRIMARY KEY CHECK (id = 1),
      chunks INTEGER NOT NULL,
      terms_filled INTEGER NOT NULL
    );
    -- A store without documents of the small families has nothing to fill (a new store, say).
    INSERT INTO search_changes (id, chunks, terms_filled)
      VALUES (1, 0, NOT EXISTS (SELECT 1 FROM search_docs WHERE family IN ('remediation', 'memory', 'checkpoint', 'skill')));
  `,
};

/** One migration per family, in version order (each family owns its file). */
export const MIGRATIONS: readonly Migration[] = [core, remediationsMigration, skillsMigration, repositoryMigration, searchScopeIndex, learnedCommitsMigration, memoriesMigration, skillFilesMigration, searchTerms];
