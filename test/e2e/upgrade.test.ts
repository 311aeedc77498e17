/**
 * Every store an earlier release wrote (test/fixtures/stores/<version>/) opens
 * with this build's daemon, migrates, and keeps every record: counts,
 * byte-exact full states, skill versions, feedback, search by each record's
 * words, the repository index, and new writes. Both stores.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { api } from '../../src/api/routes.js';
import { DaemonClient } from '../../src/client/client.js';
import { ContextdError } from '../../src/util/errors.js';
import { latestVersion } from '../../src/store/migration.js';
import { MIGRATIONS } from '../../src/store/sqlite/migrations.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import { createPostgresStore } from '../../src/store/postgres/index.js';
import type { Store } from '../../src/store/types.js';
import { MIGRATIONS as PG_MIGRATIONS } from '../../src/store/postgres/migrations.js';
import { e2eHome, runCli, startServe, type E2eHome } from '../helpers/e2e.js';
import { postgresUnavailable, startPgCluster, type PgCluster } from '../helpers/postgres.js';
import { installSqliteFixture, restorePostgresFixture, storeFixtures, type FixtureStore } from '../helpers/store-fixtures.js';
import { tempDir } from '../helpers/tmp.js';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const fixtures = storeFixtures();
const RETENTION_MS = 24 * 60 * 60 * 1000;
const LATEST = latestVersion(MIGRATIONS);
const PG_LATEST = latestVersion(PG_MIGRATIONS);

test('the fixture of the release before wave 2 (0.1.0) is present', () => {
  expect(fixtures.map((f) => f.version)).toContain('0.1.0');
});

function writeTree(files: Record<string, string>): { dir: string; cleanup(): void } {
  const tmp = tempDir('contextd-upgrade-tree-');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(tmp.dir, file, '..'), { recursive: true });
    writeFileSync(join(tmp.dir, file), text);
  }
  return tmp;
}

/** Runs an operation the daemon answered 202 for to its end. */
async function finish(client: DaemonClient, started: { id: string; version: number; status: string }) {
  let op = started;
  while (!['succeeded', 'failed', 'cancelled'].includes(op.status)) op = await client.waitOperation(op.id, op.version, 20_000);
  expect(op.status).toBe('succeeded');
  return op as Awaited<ReturnType<DaemonClient['waitOperation']>>;
}

/** The text after `marker` in a resumed checkpoint. */
function section(content: string, marker: string): string {
  const at = content.indexOf(marker);
  expect(at, `resume content has no '${marker.trim()}'`).toBeGreaterThanOrEqual(0);
  const rest = content.slice(at + marker.length);
  const next = marker.startsWith('\n\n## Context') ? rest.indexOf('\n\n## Full state\n\n') : -1;
  return next >= 0 ? rest.slice(0, next) : rest;
}

/** Checks every record of the manifest through the daemon's API, then writes new ones. */
async function verifyStore(url: string, store: FixtureStore, madeAt: string): Promise<void> {
  const clients = new Map<string, DaemonClient>();
  const client = (project: 'alpha' | 'beta' | string) => {
    const id = (store.projects as Record<string, string>)[project] ?? project;
    let c = clients.get(id);
    if (!c) clients.set(id, (c = new DaemonClient({ url, tenant: store.tenant, project: id, timeoutMs: 30_000 })));
    return c;
  };
  try {
    const status = await client('alpha').call(api.status, {});
    expect(status.counts).toMatchObject(store.counts);

    // Checkpoints: listed, whole, byte-exact, found by their words.
    for (const project of ['alpha', 'beta'] as const) {
      const listed = await client(project).call(api.checkpointList, { limit: 100 });
      const expected = store.checkpoints.filter((cp) => cp.project === project);
      expect(listed.checkpoints.map((cp) => cp.id).sort()).toEqual(expected.map((cp) => cp.id).sort());
      for (const cp of expected) {
        const item = listed.checkpoints.find((c) => c.id === cp.id);
        expect(item).toMatchObject({ name: cp.name, session_id: cp.session_id, tags: cp.tags, token_count: cp.token_count, created_at: cp.created_at });
      }
    }
    for (const cp of store.checkpoints) {
      const full = await client(cp.project).call(api.checkpointResume, { id: cp.id, level: 'full', max_tokens: 1_000_000 });
      expect(full.truncated).toBe(false);
      const state = section(full.content, '\n\n## Full state\n\n');
      expect(Buffer.byteLength(state), `full state of ${cp.id}`).toBe(cp.full_state_bytes);
      expect(sha256(state), `full state of ${cp.id}`).toBe(cp.full_state_sha256);
      expect(sha256(section(full.content, '\n\n## Context\n\n'))).toBe(cp.context_sha256);
      const summary = await client(cp.project).call(api.checkpointResume, { id: cp.id, level: 'summary', max_tokens: 1_000_000 });
      expect(sha256(summary.content.slice(`# ${cp.name}\n\n`.length))).toBe(cp.summary_sha256);
      const found = await client(cp.project).call(api.checkpointSearch, { query: cp.words, limit: 3 });
      expect(found.results.map((r) => r.id), `checkpoint search '${cp.words}'`).toContain(cp.id);
    }

    // Remediations: counts, feedback, both scopes, found by their words (tenant-wide ones from another project too).
    for (const rem of store.remediations) {
      const got = await client(rem.project).call(api.remediationGet, { id: rem.id });
      expect(got).toMatchObject({ title: rem.title, scope: rem.scope, usage_count: rem.usage_count, helpful_count: rem.helpful_count, unhelpful_count: rem.unhelpful_count });
      expect(got.confidence).toBeCloseTo(rem.confidence, 6);
      expect(got.notes).toHaveLength(rem.notes);
      expect(sha256(got.problem)).toBe(rem.problem_sha256);
      expect(sha256(got.solution)).toBe(rem.solution_sha256);
      const found = await client(rem.project).call(api.remediationSearch, { query: rem.words, limit: 5 });
      expect(found.results.map((r) => r.id), `remediation search '${rem.words}'`).toContain(rem.id);
      if (rem.scope === 'tenant') {
        const elsewhere = await client('beta').call(api.remediationSearch, { query: rem.words, limit: 5 });
        expect(elsewhere.results.map((r) => r.id)).toContain(rem.id);
      }
    }

    // Skills: every version as written, usage counts, found by their words.
    for (const skill of store.skills) {
      const latest = skill.versions[skill.versions.length - 1];
      for (const v of skill.versions) {
        const got = await client(skill.project).call(api.skillGet, { name: skill.name, version: v.version });
        expect(got).toMatchObject({ id: v.id, version: v.version, latest_version: latest?.version, scope: skill.scope, description: v.description, usage_count: skill.usage_count });
        expect(sha256(got.content)).toBe(v.content_sha256);
      }
      const found = await client(skill.project).call(api.skillSearch, { query: skill.words, limit: 5 });
      expect(found.results.map((r) => r.name), `skill search '${skill.words}'`).toContain(skill.name);
    }

    // The repository index answers.
    const repo = await client(store.repository.project).call(api.repositoryStatus, {});
    expect(repo).toMatchObject({ indexed_files: store.repository.files, chunks: store.repository.chunks });
    for (const q of store.repository.queries) {
      const found = await client(store.repository.project).call(api.repositorySearch, { query: q.query, limit: 3 });
      expect(found.results.map((r) => r.file), `repository search '${q.query}'`).toContain(q.file);
    }

    // Finished operations are kept 24 h after they end, then pruned when the daemon starts.
    const expired = Date.now() - Date.parse(madeAt) > RETENTION_MS;
    for (const op of store.operations) {
      const got = await client(op.project).call(api.operationGet, { operation_id: op.id }).catch((error: unknown) => error);
      if (expired) expect((got as ContextdError).code).toBe('not_found');
      else expect(got).toMatchObject({ id: op.id, kind: op.kind, status: op.status });
    }

    // New writes of every family work on the migrated store.
    const alpha = client('alpha');
    const saved = await alpha.call(api.checkpointSave, { summary: 'after the upgrade: pelican checkpoint', full_state: 'pelican state ✓' });
    const done = await finish(alpha, saved);
    const newId = (done.result as { id: string }).id;
    expect((await alpha.call(api.checkpointSearch, { query: 'pelican checkpoint', limit: 3 })).results.map((r) => r.id)).toContain(newId);
    const recorded = await alpha.call(api.remediationRecord, { title: 'pelican error', problem: 'PelicanError: wings folded', solution: 'unfold the wings' });
    expect(recorded.created).toBe(true);
    const first = store.remediations[0];
    if (first) {
      const fb = await client(first.project).call(api.remediationFeedback, { id: first.id, helpful: true });
      expect(fb.helpful_count).toBe(first.helpful_count + 1);
    }
    const skill = store.skills[0];
    if (skill) {
      const next = await client(skill.project).call(api.skillSave, { name: skill.name, description: 'after the upgrade', content: 'new {{branch}}', arguments: [{ name: 'branch', required: true }], scope: skill.scope });
      expect(next.version).toBe((skill.versions[skill.versions.length - 1]?.version ?? 0) + 1);
    }
    const tree = writeTree({ 'lib/pelican.ts': 'export function foldPelicanWings(): number {\n  return 2;\n}\n' });
    try {
      await finish(alpha, await alpha.call(api.repositoryIndex, { path: tree.dir }));
      const found = await alpha.call(api.repositorySearch, { query: 'foldPelicanWings', path: tree.dir, limit: 3 });
      expect(found.results.map((r) => r.file)).toContain('lib/pelican.ts');
    } finally {
      tree.cleanup();
    }
    const after = await alpha.call(api.status, {});
    expect(after.counts).toMatchObject({
      checkpoints: store.counts.checkpoints + 1,
      remediations: store.counts.remediations + 1,
      repository_files: store.counts.repository_files + 1,
    });
  } finally {
    await Promise.all([...clients.values()].map((c) => c.close()));
  }
}

/**
 * The daemon prunes finished operations 24 h after they end, so through it an
 * old fixture's operations are gone; the migrated store itself must still
 * hold them as they were written.
 */
async function expectOperationsKept(store: Store, fixture: FixtureStore): Promise<void> {
  for (const op of fixture.operations) {
    const row = await store.operations.get({ tenant: fixture.tenant, project: fixture.projects[op.project] }, op.id);
    expect(row, `operation ${op.id}`).toMatchObject({ id: op.id, kind: op.kind, status: op.status });
  }
}

describe.each(fixtures)('store of release $version', ({ dir, manifest }) => {
  describe('SQLite', () => {
    let h: E2eHome;
    beforeAll(async () => {
      h = await e2eHome('warn');
    });
    afterAll(async () => {
      await h?.cleanup();
    });

    test('opens with this build, migrates to the latest schema and keeps every record', async () => {
      const path = installSqliteFixture(dir, h.home);
      const serve = await startServe(h);
      const from = manifest.stores.sqlite.schema;
      try {
        await verifyStore(h.url, manifest.stores.sqlite, manifest.made_at);
        // status and doctor show the schema, and the copy made before migrating (when anything was pending).
        const status = await runCli(h, 'status');
        expect(status.stdout).toContain(`schema: version ${LATEST} (latest this contextd knows: ${LATEST})`);
        const backup = join(h.home, 'data', 'backups', `contextd-${from}.db`);
        if (from < LATEST) expect(status.stdout).toContain(`  ${backup} (schema ${from}, `);
        else expect(status.stdout).toContain('backups: none');
        const doctor = JSON.parse((await runCli(h, 'doctor', '--json')).stdout) as { checks: { name: string; detail: string }[] };
        expect(doctor.checks.find((c) => c.name === 'schema')?.detail).toBe(`version ${LATEST} (latest this contextd knows: ${LATEST})`);
        expect(doctor.checks.find((c) => c.name === 'backups')?.detail).toMatch(from < LATEST ? backup : /^none/);
      } finally {
        serve.kill('SIGTERM');
        await new Promise((done) => serve.once('exit', done));
      }
      const db = new Database(path, { readonly: true });
      try {
        expect(db.pragma('user_version', { simple: true })).toBe(LATEST);
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    }, 120_000);

    test('the migrated store keeps the finished operations as written', async () => {
      const tmp = tempDir('contextd-upgrade-ops-');
      try {
        const store = await createSqliteStore(installSqliteFixture(dir, tmp.dir));
        try {
          await expectOperationsKept(store, manifest.stores.sqlite);
        } finally {
          await store.close();
        }
      } finally {
        tmp.cleanup();
      }
    });
  });

  const pgSkip = manifest.stores.postgres ? postgresUnavailable() : 'this release has no PostgreSQL dump';
  if (pgSkip) console.warn(`store of release ${manifest.version}, PostgreSQL: skipped: ${pgSkip}`);
  describe.skipIf(pgSkip !== null)('PostgreSQL', () => {
    let cluster: PgCluster;
    let h: E2eHome;
    beforeAll(async () => {
      cluster = await startPgCluster();
      h = await e2eHome('warn');
    });
    afterAll(async () => {
      await h?.cleanup();
      await cluster?.stop();
    });

    test('the dump restores, opens with this build, migrates and keeps every record', async () => {
      const store = manifest.stores.postgres as FixtureStore;
      const url = await restorePostgresFixture(dir, cluster, `fixture_${manifest.version.replace(/\W/g, '_')}`);
      const serve = await startServe(h, { CONTEXTD_STORE: 'postgres', CONTEXTD_DATABASE_URL: url });
      try {
        await verifyStore(h.url, store, manifest.made_at);
        const status = JSON.parse((await runCli(h, 'status', '--json')).stdout) as { store: { schema: { version: number; latest: number } } };
        expect(status.store.schema).toEqual({ version: PG_LATEST, latest: PG_LATEST });
      } finally {
        serve.kill('SIGTERM');
        await new Promise((done) => serve.once('exit', done));
      }
    }, 120_000);

    test('the migrated database keeps the finished operations as written', async () => {
      const fixture = manifest.stores.postgres as FixtureStore;
      const url = await restorePostgresFixture(dir, cluster, `fixture_${manifest.version.replace(/\W/g, '_')}_ops`);
      const store = await createPostgresStore(url);
      try {
        await expectOperationsKept(store, fixture);
      } finally {
        await store.close();
      }
    });
  });
});

describe('a store newer than this build', () => {
  let h: E2eHome;
  afterAll(async () => {
    await h?.cleanup();
  });

  test('contextd serve refuses it naming both schema versions and what to do; the file stays byte-identical; doctor shows its version', async () => {
    h = await e2eHome('warn');
    const first = fixtures[0];
    if (!first) throw new Error('no store fixture');
    const path = installSqliteFixture(first.dir, h.home);
    const newer = LATEST + 3;
    const db = new Database(path);
    db.pragma(`user_version = ${newer}`);
    db.close();
    const sha = createHash('sha256').update(readFileSync(path)).digest('hex');
    const files = readdirSync(join(h.home, 'data')).sort();
    const refused = await startServe(h).then(
      (child) => {
        child.kill('SIGTERM');
        return 'started';
      },
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/contextd serve exited 1/);
    expect(refused).toContain(`contextd: conflict: the store ${path} has schema version ${newer}, newer than the latest this contextd knows (${LATEST})`);
    expect(refused).toContain('npm install -g contextd@latest');
    // A command that starts the daemon on demand says why it stopped, at once, instead of timing out.
    const started = Date.now();
    const search = await runCli(h, 'search', 'anything');
    expect(search.code).not.toBe(0);
    expect(search.stderr).toContain(`the contextd daemon stopped while starting: conflict: the store ${path} has schema version ${newer}`);
    expect(Date.now() - started).toBeLessThan(4_500);
    expect(createHash('sha256').update(readFileSync(path)).digest('hex')).toBe(sha);
    expect(readdirSync(join(h.home, 'data')).sort()).toEqual(files);
    const doctor = await runCli(h, 'doctor');
    expect(doctor.stdout).toContain(`schema: store file at version ${newer}`);
  }, 60_000);
});
