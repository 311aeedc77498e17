/**
 * Versioned schema migrations, each applied in its own transaction under an
 * advisory lock (see db.ts); `contextd_migrations` records those applied.
 * The tables mirror the SQLite store's. Identifiers and ISO times are
 * COLLATE "C" so cursors (`id < $n`) and ordering compare bytes as SQLite
 * does, whatever the database's locale. Never edit a released migration.
 */
import { memoriesMigration } from './memories-migration.js';
export interface PgMigration {
  version: number;
  name: string;
  sql: string;
}

const core: PgMigration = {
  version: 1,
  name: 'core: checkpoints, operations, search index',
  sql: `
    CREATE EXTENSION IF NOT EXISTS pg_trgm;

    CREATE TABLE checkpoints (
      id TEXT COLLATE "C" PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT NOT NULL,
      summary TEXT NOT NULL,
      context TEXT NOT NULL,
      -- UTF-8 bytes: a saved state may hold NUL, which PostgreSQL text cannot.
      full_state BYTEA NOT NULL,
      session_id TEXT,
      tags TEXT NOT NULL,
      metadata TEXT NOT NULL,
      token_count INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX checkpoints_scope ON checkpoints (tenant, project, id);
    CREATE INDEX checkpoints_session ON checkpoints (tenant, project, session_id, id);

    CREATE TABLE operations (
      id TEXT COLLATE "C" PRIMARY KEY,
      kind TEXT NOT NULL,
      status TEXT NOT NULL,
      progress TEXT NOT NULL,
      version INTEGER NOT NULL,
      input TEXT,
      result TEXT,
      error TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT COLLATE "C" NOT NULL,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL
    );
    CREATE INDEX operations_status ON operations (status);
    CREATE INDEX operations_scope ON operations (tenant, project, id);

    CREATE TABLE search_docs (
      id BIGSERIAL PRIMARY KEY,
      family TEXT NOT NULL,
      ref_id TEXT NOT NULL,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      facet TEXT,
      embedder TEXT NOT NULL,
      vector BYTEA NOT NULL,
      terms TSVECTOR NOT NULL,
      raw TEXT NOT NULL,
      UNIQUE (family, ref_id)
    );
    CREATE INDEX search_docs_scope ON search_docs (family, tenant, project);
    CREATE INDEX search_docs_embedder ON search_docs (tenant, embedder);
    CREATE INDEX search_docs_terms ON search_docs USING gin (terms);
    CREATE INDEX search_docs_raw ON search_docs USING gin (raw gin_trgm_ops);
  `,
};

const remediations: PgMigration = {
  version: 2,
  name: 'remediations',
  sql: `
    CREATE TABLE remediations (
      id TEXT COLLATE "C" PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      title TEXT NOT NULL,
      problem TEXT NOT NULL,
      problem_normalized TEXT NOT NULL,
      solution TEXT NOT NULL,
      root_cause TEXT,
      category TEXT,
      tags TEXT NOT NULL,
      affected_files TEXT NOT NULL,
      code_diff TEXT,
      dedup_key TEXT NOT NULL,
      confidence DOUBLE PRECISION NOT NULL,
      usage_count INTEGER NOT NULL,
      helpful_count INTEGER NOT NULL,
      unhelpful_count INTEGER NOT NULL,
      notes TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
    -- Equal keys in one project merge instead of copying, even when two writers race.
    CREATE UNIQUE INDEX remediations_dedup ON remediations (tenant, project, dedup_key);
    CREATE INDEX remediations_scope ON remediations (tenant, project, id);
    CREATE INDEX remediations_category ON remediations (tenant, category, id);
  `,
};

const skills: PgMigration = {
  version: 3,
  name: 'skills',
  sql: `
    CREATE TABLE skills (
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT COLLATE "C" NOT NULL,
      latest_id TEXT COLLATE "C" NOT NULL,
      version INTEGER NOT NULL,
      usage_count INTEGER NOT NULL DEFAULT 0,
      last_used_at TEXT,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      PRIMARY KEY (tenant, project, name)
    );
    CREATE INDEX skills_recent ON skills (tenant, project, latest_id);

    CREATE TABLE skill_versions (
      id TEXT COLLATE "C" PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      name TEXT COLLATE "C" NOT NULL,
      version INTEGER NOT NULL,
      description TEXT NOT NULL,
      content TEXT NOT NULL,
      arguments TEXT NOT NULL,
      tags TEXT NOT NULL,
      metadata TEXT NOT NULL,
      front_matter TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (tenant, project, name, version)
    );
  `,
};

const repository: PgMigration = {
  version: 4,
  name: 'repository',
  sql: `
    CREATE TABLE repositories (
      id TEXT PRIMARY KEY,
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      root TEXT COLLATE "C" NOT NULL,
      options TEXT NOT NULL,
      embedder TEXT NOT NULL,
      last_indexed_at TEXT,
      created_at TEXT NOT NULL,
      UNIQUE (tenant, project, root)
    );
    CREATE TABLE repository_files (
      id BIGSERIAL PRIMARY KEY,
      repo_id TEXT NOT NULL REFERENCES repositories (id) ON DELETE CASCADE,
      tenant TEXT NOT NULL,
      path TEXT NOT NULL,
      hash TEXT NOT NULL,
      size BIGINT NOT NULL,
      mtime_ms DOUBLE PRECISION NOT NULL,
      language TEXT,
      chunk_count INTEGER NOT NULL,
      indexed_at TEXT NOT NULL,
      UNIQUE (repo_id, path)
    );
    CREATE INDEX repository_files_tenant ON repository_files (tenant);
    CREATE TABLE repository_chunks (
      id BIGSERIAL PRIMARY KEY,
      file_id BIGINT NOT NULL REFERENCES repository_files (id) ON DELETE CASCADE,
      repo_id TEXT NOT NULL,
      tenant TEXT NOT NULL,
      start_line INTEGER NOT NULL,
      end_line INTEGER NOT NULL,
      symbol TEXT,
      definitions TEXT NOT NULL,
      text TEXT NOT NULL
    );
    CREATE INDEX repository_chunks_file ON repository_chunks (file_id);
    CREATE INDEX repository_chunks_repo ON repository_chunks (repo_id);
    CREATE INDEX repository_chunks_tenant ON repository_chunks (tenant);
  `,
};

/** Commits `contextd learn --from-git` mined, per project and repository (the SQLite store's migration 7). */
const learnedCommits: PgMigration = {
  version: 7,
  name: 'learned commits',
  sql: `
    CREATE TABLE learned_commits (
      tenant TEXT NOT NULL,
      project TEXT NOT NULL,
      repo TEXT NOT NULL,
      commit_id TEXT NOT NULL,
      remediation_id TEXT,
      learned_at TEXT NOT NULL,
      PRIMARY KEY (tenant, project, repo, commit_id)
    );
  `,
};

/**
 * BM25 as SQLite FTS5 computes it (see search-index.ts): per document the term
 * frequencies of title and body (`tf`, one jsonb key per index term) and the
 * token counts of the word index (`len`) and of the trigram index
 * (`raw_len`); per store the document and token totals of every document
 * ever inserted (a deletion leaves them, as in FTS5's contentless index), kept
 * in a few shard rows so concurrent writers rarely wait on one another.
 * `terms` keeps finding the documents (GIN, no recheck), now written as the
 * plain set of the document's tokens. Rows written before this migration get
 * their statistics from their tsvector (the same tokens but for words
 * PostgreSQL's parser split differently); a re-index makes them exact.
 * Numbered 12 to keep PostgreSQL's migration numbers in step with SQLite's.
 */
const ranking: PgMigration = {
  version: 12,
  name: 'BM25 term statistics',
  sql: `
    ALTER TABLE search_docs ADD COLUMN tf JSONB, ADD COLUMN len INTEGER, ADD COLUMN raw_len INTEGER;
    UPDATE search_docs d SET
      tf = coalesce((SELECT jsonb_object_agg(u.lexeme,
              (SELECT count(*) FILTER (WHERE w = 'A') * 65536 + count(*) FILTER (WHERE w <> 'A') FROM unnest(u.weights) w))
            FROM unnest(d.terms) u), '{}'::jsonb),
      len = coalesce((SELECT sum(cardinality(u.positions)) FROM unnest(d.terms) u), 0),
      raw_len = greatest(char_length(d.raw) - 2, 0);
    ALTER TABLE search_docs ALTER COLUMN tf SET NOT NULL, ALTER COLUMN len SET NOT NULL, ALTER COLUMN raw_len SET NOT NULL;

    CREATE TABLE search_stats (
      shard INTEGER PRIMARY KEY,
      docs BIGINT NOT NULL,
      tokens BIGINT NOT NULL,
      tri_docs BIGINT NOT NULL,
      tri_tokens BIGINT NOT NULL
    );
    INSERT INTO search_stats (shard, docs, tokens, tri_docs, tri_tokens)
      SELECT 0, count(*), coalesce(sum(len), 0), count(*) FILTER (WHERE raw <> ''), coalesce(sum(raw_len), 0) FROM search_docs;
  `,
};

/** The other files of a skill version's folder, as in SQLite's migration 13 (bytes kept exactly). */
const skillFiles: PgMigration = {
  version: 13,
  name: 'skill folder files',
  sql: `
    CREATE TABLE skill_files (
      version_id TEXT COLLATE "C" NOT NULL,
      tenant TEXT NOT NULL,
      path TEXT COLLATE "C" NOT NULL,
      size INTEGER NOT NULL,
      sha256 TEXT NOT NULL,
      content BYTEA NOT NULL,
      PRIMARY KEY (version_id, path)
    );
  `,
};

export const MIGRATIONS: readonly PgMigration[] = [core, remediations, skills, repository, learnedCommits, memoriesMigration, ranking, skillFiles];
