/**
 * Versioned schema migrations, each applied in its own transaction under an
 * advisory lock (see db.ts); `contextd_migrations` records those applied.
 * The tables mirror the SQLite store's. Identifiers and ISO times are
 * COLLATE "C" so cursors (`id < $n`) and ordering compare bytes as SQLite
 * does, whatever the database's locale. Never edit a released migration.
 */
import type { Migration } from '../migration.js';
import { learnedCommitsMigration } from './migrations/learned.js';
import { memoriesMigration } from './migrations/memories.js';
import { remediationsMigration } from './migrations/remediations.js';
import { repositoryMigration } from './migrations/repository.js';
import { skillFilesMigration } from './migrations/skill-files.js';
import { skillsMigration } from './migrations/skills.js';

const core: Migration = {
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
const ranking: Migration = {
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

/**
 * lz4 instead of pglz for the large values of search documents and chunks: indexing
 * compresses ~9 kB per chunk (vector, tokens, term frequencies, raw text), and pglz
 * spent ~15 % of the server's CPU time of a repository index on it; lz4 compresses and
 * decompresses several times faster (and ranking detoasts every candidate's `tf`).
 * Rows written before keep pglz (both are read alike). A server built without lz4
 * (or older than PostgreSQL 14) keeps pglz: the migration changes nothing there.
 */
const compression: Migration = {
  version: 16,
  name: 'lz4 compression of search documents and chunks',
  sql: `
    DO $$ BEGIN
      EXECUTE 'ALTER TABLE search_docs ALTER COLUMN vector SET COMPRESSION lz4, ALTER COLUMN terms SET COMPRESSION lz4,
        ALTER COLUMN raw SET COMPRESSION lz4, ALTER COLUMN tf SET COMPRESSION lz4';
      EXECUTE 'ALTER TABLE repository_chunks ALTER COLUMN text SET COMPRESSION lz4, ALTER COLUMN definitions SET COMPRESSION lz4';
    EXCEPTION WHEN feature_not_supported OR syntax_error THEN NULL;
    END $$;
  `,
};

/**
 * A search document's term frequencies (`tf`) stay in its row: ranking reads them for every
 * candidate (a thousand for a common word at 10 000 documents), and out of line each read was
 * a TOAST index lookup and a page more, ~3 µs a candidate, half of the ranking statement.
 * The vector, tokens and raw text, which ranking does not read, leave the row first; `tf`
 * is compressed or moved out only when the row is still too large without them. Documents
 * written before keep their layout until rewritten (`VACUUM FULL search_docs` rewrites them
 * all, see docs/performance.md); both are read alike.
 */
const inlineTermFrequencies: Migration = {
  version: 17,
  name: 'term frequencies of search documents kept in the row',
  sql: `ALTER TABLE search_docs ALTER COLUMN tf SET STORAGE MAIN;`,
};

/**
 * What other daemons on the database must replay onto what they keep in memory
 * (search-index.ts): one row per search document of a small family inserted or removed
 * (`doc_id`, `ref_id`), one per row of a family changed in place (`ref_id` alone: a cached
 * copy is stale), and one per statement that inserted or removed repository chunks (whose
 * postings stay here). `origin` is the writing process's, so a daemon skips its own; rows
 * older than a day are pruned by the daemons that read them.
 */
const searchLog: Migration = {
  version: 18,
  name: 'log of search document changes for the postings other daemons keep',
  sql: `
    CREATE TABLE search_log (
      seq BIGSERIAL PRIMARY KEY,
      origin INTEGER NOT NULL,
      family TEXT NOT NULL,
      doc_id BIGINT,
      ref_id TEXT,
      removed BOOLEAN NOT NULL,
      at TIMESTAMPTZ NOT NULL DEFAULT now()
    );
  `,
};

/**
 * Each search document's index terms once: `terms` becomes the sorted array of its distinct
 * terms (text[], "C" collation: code point order) and `tf` the array of their packed
 * frequencies at the same positions (int[]), instead of a tsvector of the terms and a jsonb
 * object repeating every one of them. The server no longer parses tsvector and jsonb input
 * on every insert, the daemon no longer writes JSON, and each term crosses the wire and is
 * stored once; candidates are found through a GIN index on the array (`&&`, `@>`: no
 * recheck) and a term's frequency by binary search (`width_bucket`). `search_doc_terms` is
 * the pair as inserts send it (one binary array of it per statement). Existing rows are
 * converted from their `tf` (its keys are the terms) by rewriting the table, which rebuilds
 * its indexes in one pass each instead of one insert per row. Both arrays stay in the row
 * (storage MAIN): ranking reads them for every candidate. See docs/decisions.md.
 */
const termArrays: Migration = {
  version: 19,
  name: 'search document terms and frequencies as parallel arrays',
  sql: `
    CREATE FUNCTION pg_temp.tf_terms(tf JSONB) RETURNS TEXT[] LANGUAGE sql IMMUTABLE
      AS $$ SELECT coalesce(array_agg(k COLLATE "C" ORDER BY k COLLATE "C"), '{}') FROM jsonb_object_keys(tf) k $$;
    CREATE FUNCTION pg_temp.tf_counts(tf JSONB) RETURNS INTEGER[] LANGUAGE sql IMMUTABLE
      AS $$ SELECT coalesce(array_agg(e.value::int ORDER BY e.key COLLATE "C"), '{}') FROM jsonb_each_text(tf) e $$;
    DROP INDEX search_docs_terms;
    ALTER TABLE search_docs
      ALTER COLUMN terms TYPE TEXT[] COLLATE "C" USING pg_temp.tf_terms(tf),
      ALTER COLUMN tf TYPE INTEGER[] USING pg_temp.tf_counts(tf);
    ALTER TABLE search_docs ALTER COLUMN terms SET STORAGE MAIN, ALTER COLUMN tf SET STORAGE MAIN;
    DO $$ BEGIN
      EXECUTE 'ALTER TABLE search_docs ALTER COLUMN terms SET COMPRESSION lz4, ALTER COLUMN tf SET COMPRESSION lz4';
    EXCEPTION WHEN feature_not_supported OR syntax_error THEN NULL;
    END $$;
    CREATE INDEX search_docs_terms ON search_docs USING gin (terms);
    CREATE TYPE search_doc_terms AS (terms TEXT[], tf INTEGER[]);
  `,
};

/**
 * A search document's terms as the sorted array of their 64-bit hashes (`int8[]`, each term's
 * `hashtextextended(term, 0)`, which the daemon computes the same way: ../term-hash.ts), `tf`
 * at the same positions: a term's position is found by binary search over fixed-width
 * elements instead of variable-width text, a subscript is a multiplication, the column and
 * its GIN index are smaller, and the daemon sends 8 bytes a term. Two terms of one document
 * with the same hash become one entry with their frequencies added (never seen at the sizes
 * measured; docs/decisions.md "PostgreSQL: terms as 64-bit hashes"). Existing rows are
 * converted by rewriting the table (indexes rebuilt in one pass each), so a store written
 * before searches identically after; a server that does not hash as a little-endian one does
 * (no platform contextd is tested on) refuses the conversion instead of making it unsearchable. `search_doc_hashes` is the pair as inserts send it.
 */
const termHashes: Migration = {
  version: 20,
  name: 'search document terms as sorted 64-bit hashes',
  sql: `
    -- The daemon hashes as a little-endian server does; a server that hashes otherwise would
    -- convert stored terms to hashes no search asks for.
    DO $$ BEGIN
      IF hashtextextended('contextd', 0) <> 6997660402730956821 AND EXISTS (SELECT 1 FROM search_docs) THEN
        RAISE EXCEPTION 'this PostgreSQL server hashes text unlike a little-endian one (hashtextextended), which contextd''s search documents need: re-create the database on a little-endian server and re-index';
      END IF;
    END $$;
    CREATE FUNCTION pg_temp.term_hashes(terms TEXT[]) RETURNS BIGINT[] LANGUAGE sql IMMUTABLE
      AS $$ SELECT coalesce(array_agg(h ORDER BY h), '{}') FROM (SELECT DISTINCT hashtextextended(t, 0) AS h FROM unnest(terms) t) s $$;
    CREATE FUNCTION pg_temp.term_counts(terms TEXT[], tf INTEGER[]) RETURNS INTEGER[] LANGUAGE sql IMMUTABLE
      AS $$ SELECT coalesce(array_agg(f ORDER BY h), '{}') FROM
        (SELECT hashtextextended(u.t, 0) AS h, sum(u.f)::int AS f FROM unnest(terms, tf) AS u (t, f) GROUP BY 1) s $$;
    DROP INDEX search_docs_terms;
    ALTER TABLE search_docs
      ALTER COLUMN terms TYPE BIGINT[] USING pg_temp.term_hashes(terms),
      ALTER COLUMN tf TYPE INTEGER[] USING pg_temp.term_counts(terms, tf);
    ALTER TABLE search_docs ALTER COLUMN terms SET STORAGE MAIN, ALTER COLUMN tf SET STORAGE MAIN;
    DO $$ BEGIN
      EXECUTE 'ALTER TABLE search_docs ALTER COLUMN terms SET COMPRESSION lz4, ALTER COLUMN tf SET COMPRESSION lz4';
    EXCEPTION WHEN feature_not_supported OR syntax_error THEN NULL;
    END $$;
    CREATE INDEX search_docs_terms ON search_docs USING gin (terms);
    DROP TYPE search_doc_terms;
    CREATE TYPE search_doc_hashes AS (terms BIGINT[], tf INTEGER[]);
  `,
};

/**
 * Less for the server to do per chunk while a repository is indexed (what it is made to write
 * and check for rows nothing reads that way):
 * - chunk rows no longer check their file row (a foreign key: an index lookup and a row lock of
 *   the file for every chunk). The statement that inserts chunks takes their file ids from the
 *   file rows it has just written, so no chunk can name a missing file; the one delete that
 *   relied on the cascade, a repository's, removes its chunks itself (repository.ts).
 * - `repository_chunks_tenant` is dropped: its only reader was the store-wide count of chunks,
 *   now the sum of the files' `chunk_count` (the same number: both are written in one
 *   statement).
 * - search documents stay whole in their row up to a page (`toast_tuple_target`): below it a
 *   row is no longer compressed nor its vector moved to the TOAST table (a second heap insert
 *   and index entry per document). Rows written before keep their layout; both read alike.
 * Measured on the npm tree's writes replayed into fresh tables: see docs/performance.md.
 */
const leanerChunkWrites: Migration = {
  version: 22,
  name: 'repository chunks: no per-row file check, no tenant index; search documents kept whole in their row',
  sql: `
    ALTER TABLE repository_chunks DROP CONSTRAINT IF EXISTS repository_chunks_file_id_fkey;
    DROP INDEX IF EXISTS repository_chunks_tenant;
    ALTER TABLE search_docs SET (toast_tuple_target = 8160);
  `,
};

/** One migration per family, in version order (each family owns its file, as in SQLite); then the store-wide ones. */
export const MIGRATIONS: readonly Migration[] = [core, remediationsMigration, skillsMigration, repositoryMigration, learnedCommitsMigration, memoriesMigration, ranking, skillFilesMigration, compression, inlineTermFrequencies, searchLog, termArrays, termHashes, leanerChunkWrites];
