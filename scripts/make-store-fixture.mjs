#!/usr/bin/env node
/**
 * Makes the store fixture of one release: test/fixtures/stores/<version>/.
 *
 *   node scripts/make-store-fixture.mjs [--commit REV] [--node-modules DIR] [--no-postgres] [--out DIR]
 *
 * It checks the commit out from git into a temporary worktree, installs
 * (`npm ci`, or a symlink to --node-modules, much faster; exact when that
 * tree's lock file is the release's) and builds it, then starts that build's own
 * daemon on a random port with a temporary CONTEXTD_HOME and fills it through
 * its own HTTP API: checkpoints with large full state, remediations of both
 * scopes with feedback, skills with several versions, the index of a small
 * repository, finished operations. The daemon is stopped with SIGTERM (it
 * checkpoints its WAL and closes the store) and the SQLite file is copied,
 * gzipped, into the fixture folder. With PostgreSQL installed the same is done
 * against a throwaway cluster and the database is dumped (plain SQL, gzipped).
 * manifest.json records what was written (ids, counts, sha256 of every full
 * state, the words that must find each record) for test/e2e/upgrade.test.ts.
 *
 * Every written value is deterministic; ids and dates are the release's own.
 * A release step (docs/decisions.md, "Store fixtures"): run this on the
 * release commit and commit the new folder.
 */
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const TENANT = 'fixture';
const PROJECTS = { alpha: 'alpha-project', beta: 'beta-project' };

function parseArgs(argv) {
  const opts = { commit: 'HEAD', nodeModules: null, postgres: true, out: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--commit') opts.commit = argv[++i];
    else if (arg === '--node-modules') opts.nodeModules = resolve(argv[++i]);
    else if (arg === '--no-postgres') opts.postgres = false;
    else if (arg === '--out') opts.out = resolve(argv[++i]);
    else throw new Error(`unknown argument '${arg}' (expected --commit REV, --node-modules DIR, --no-postgres, --out DIR)`);
  }
  return opts;
}

const log = (message) => process.stderr.write(`make-store-fixture: ${message}\n`);
const sha256 = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
const git = (repo, ...args) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' }).trim();

// --- deterministic content ----------------------------------------------------

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima'];

/** `bytes` UTF-8 bytes of deterministic lines with multi-byte characters, no secrets (the redactor leaves it alone). */
function bulkState(bytes, seed) {
  const lines = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const line = `${seed} ${i}: ${WORDS[i % 12]} ${WORDS[(i * 7) % 12]} ${WORDS[(i * 5) % 12]} step ${i % 97} — café ${i % 13} ✓ 数据 ${i % 31}`;
    lines.push(line);
    size += Buffer.byteLength(line) + 1;
  }
  return lines.join('\n');
}

const CHECKPOINTS = [
  {
    project: 'alpha',
    words: 'quartzlantern migration rehearsal',
    body: {
      name: 'quartzlantern migration rehearsal',
      summary: 'Rehearsed the quartzlantern migration on a copy of the production store; two tables left to convert.',
      context: bulkState(40_000, 'context of the quartzlantern rehearsal'),
      full_state: bulkState(1_300_000, 'quartzlantern state'),
      session_id: 'session-one',
      tags: ['migration', 'rehearsal'],
      metadata: { branch: 'feature/quartzlantern', step: 3, nested: { ok: true } },
    },
  },
  {
    project: 'alpha',
    words: 'marigold cache eviction',
    body: {
      name: 'marigold cache eviction',
      summary: 'Marigold cache eviction fixed: entries now expire by last use, not by insertion.',
      context: 'The marigold cache kept stale entries because eviction looked at insertion time.',
      full_state: `small state with a NUL \u0000 inside, an emoji 🚀 and a lone line\r\nend`,
      session_id: 'session-one',
      tags: ['cache'],
    },
  },
  {
    project: 'beta',
    words: 'obsidian parser rewrite',
    body: {
      name: 'obsidian parser rewrite',
      summary: 'Obsidian parser rewrite halfway: the tokenizer is done, the grammar is next.',
      context: bulkState(10_000, 'context of the obsidian rewrite'),
      full_state: bulkState(1_050_000, 'obsidian state'),
      tags: [],
    },
  },
];

const REMEDIATIONS = [
  {
    key: 'enoent',
    project: 'alpha',
    words: 'ENOENT tsconfig.build.json',
    body: {
      title: 'ENOENT on tsconfig.build.json in the zephyrine build',
      problem: "Error: ENOENT: no such file or directory, open '/work/app/tsconfig.build.json'",
      solution: 'Run the zephyrine build from the package root, or pass -p with the full path to tsconfig.build.json.',
      root_cause: 'The build script was started from a sub-folder.',
      category: 'build',
      tags: ['tsc', 'zephyrine'],
      affected_files: ['package.json', 'tsconfig.build.json'],
      code_diff: '- "build": "tsc"\n+ "build": "tsc -p tsconfig.build.json"',
      scope: 'project',
      confidence: 0.7,
    },
    recordTimes: 2,
    feedback: [
      { helpful: true, note: 'worked on the CI runner' },
      { helpful: true, note: 'worked again' },
      { helpful: false, note: 'not for the monorepo layout' },
    ],
  },
  {
    key: 'pool',
    project: 'alpha',
    words: 'connection pool exhausted timeout',
    body: {
      title: 'Connection pool exhausted under the tamarisk load test',
      problem: 'TimeoutError: connection pool exhausted after 10000 ms (tamarisk load test)',
      solution: 'Release the client in a finally block; raise the pool size to 20 for the tamarisk load test.',
      category: 'database',
      scope: 'project',
    },
    recordTimes: 1,
    feedback: [{ helpful: false }],
  },
  {
    key: 'gpg',
    project: 'alpha',
    words: 'gpg failed to sign the data',
    body: {
      title: 'git commit: gpg failed to sign the data (pinentry)',
      problem: 'error: gpg failed to sign the data\nfatal: failed to write commit object',
      solution: 'export GPG_TTY=$(tty) in the shell profile so pinentry can ask for the passphrase.',
      root_cause: 'pinentry had no terminal to ask on.',
      category: 'git',
      tags: ['git', 'gpg'],
      scope: 'tenant',
      confidence: 0.8,
    },
    recordTimes: 1,
    feedback: [{ helpful: true, note: 'also needed on the laptop' }],
  },
];

const SKILLS = [
  {
    project: 'alpha',
    words: 'preview deployment cobalt',
    name: 'deploy-preview',
    scope: 'tenant',
    versions: [1, 2, 3].map((v) => ({
      description: `Deploy a cobalt preview environment for a branch (revision ${v}).`,
      content: `# Deploy a cobalt preview (revision ${v})\n\n1. Build the branch {{branch}}.\n2. Push the image.\n${v >= 2 ? '3. Wait for the health check.\n' : ''}${v >= 3 ? '4. Post the preview URL on the pull request.\n' : ''}`,
      arguments: [{ name: 'branch', description: 'the branch to deploy', required: true }],
      tags: ['deploy', `rev-${v}`],
    })),
    apply: { branch: 'main' },
  },
  {
    project: 'alpha',
    words: 'reset the verbena database',
    name: 'db-reset',
    scope: 'project',
    versions: [1, 2].map((v) => ({
      description: `Reset the verbena development database to its seed data (revision ${v}).`,
      content: `# Reset the verbena database\n\nDrop, recreate and seed (revision ${v}).\nRun \`npm run db:reset -- --env {{env}}\`.\n`,
      arguments: [{ name: 'env', description: 'environment name', required: v === 2 }],
      tags: ['database'],
    })),
  },
];

/** The small tree the repository index is made of: file → text. */
const TREE = {
  'src/ledger.ts': `export interface LedgerEntry {\n  account: string;\n  amount: number;\n}\n\nexport function balanceOfLedger(entries: LedgerEntry[], account: string): number {\n  return entries.filter((e) => e.account === account).reduce((sum, e) => sum + e.amount, 0);\n}\n`,
  'src/sprocket.py': `def spin_sprocket(teeth, speed):\n    """Turns the sprocket and returns the chain speed."""\n    return teeth * speed / 60\n\n\nclass SprocketAssembly:\n    def __init__(self, count):\n        self.count = count\n`,
  'src/heron/router.go': `package heron\n\n// RouteHeronRequest picks the handler of a heron request by its path.\nfunc RouteHeronRequest(path string) string {\n\tif path == "/" {\n\t\treturn "index"\n\t}\n\treturn "notfound"\n}\n`,
  'docs/guide.md': `# Juniper guide\n\nThe juniper scheduler runs nightly jobs in order of priority.\n\n## Retry rules\n\nA failed juniper job is retried three times with backoff.\n`,
  'README.md': `# Fixture repository\n\nA small tree indexed by the store fixture.\n`,
  'node_modules/dep/index.js': `module.exports = 'never indexed';\n`,
};
const TREE_QUERIES = [
  { query: 'balanceOfLedger', file: 'src/ledger.ts' },
  { query: 'spin_sprocket chain speed', file: 'src/sprocket.py' },
  { query: 'RouteHeronRequest', file: 'src/heron/router.go' },
  { query: 'juniper scheduler nightly jobs', file: 'docs/guide.md' },
];

// --- the daemon ---------------------------------------------------------------

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function startDaemon(build, home, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(build, 'bin', 'contextd.js'), 'serve', '--host', '127.0.0.1', '--port', String(port)], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home, CONTEXTD_HOME: home, CONTEXTD_LOG_LEVEL: 'warn', CONTEXTD_TENANT: TENANT, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => (output += c));
  child.stderr.on('data', (c) => (output += c));
  const deadline = Date.now() + 30_000;
  while (!/listening on/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the daemon exited ${child.exitCode}: ${output}`);
    if (Date.now() > deadline) throw new Error(`the daemon did not start within 30 s: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((done) => child.once('exit', (code) => done(code)));
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the daemon exited ${code} on SIGTERM: ${output}`);
    },
  };
}

/** Plain HTTP against the daemon's API (stable across releases: no client code of either build). */
function apiClient(url) {
  return async function call(method, path, { project = PROJECTS.alpha, body, query } = {}) {
    const search = query ? `?${new URLSearchParams(query)}` : '';
    const response = await fetch(`${url}${path}${search}`, {
      method,
      headers: { 'x-contextd-tenant': TENANT, 'x-contextd-project': project, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
    return JSON.parse(text);
  };
}

async function finish(call, operation, project) {
  let op = operation;
  while (!['succeeded', 'failed', 'cancelled'].includes(op.status)) {
    op = await call('GET', `/v1/operations/${op.id}`, { project, query: { wait_ms: '20000', after: String(op.version) } });
  }
  if (op.status !== 'succeeded') throw new Error(`operation ${op.id} (${op.kind}) ended ${op.status}: ${JSON.stringify(op.error)}`);
  return op;
}

/** Writes every record through the API and returns the manifest of what is in the store. */
async function populate(url, treeRoot) {
  const call = apiClient(url);
  const manifest = { tenant: TENANT, projects: PROJECTS, checkpoints: [], remediations: [], skills: [], repository: null, operations: [] };

  for (const cp of CHECKPOINTS) {
    const project = PROJECTS[cp.project];
    const op = await finish(call, await call('POST', '/v1/checkpoints', { project, body: cp.body }), project);
    const { id } = op.result;
    // The release's own read path must give the state back byte for byte, or the fixture is wrong.
    const resumed = await call('GET', `/v1/checkpoints/${id}/resume`, { project, query: { level: 'full', max_tokens: '1000000' } });
    if (!resumed.content.endsWith(`## Full state\n\n${cp.body.full_state}`)) throw new Error(`checkpoint ${id}: resume does not give the full state back`);
    manifest.checkpoints.push({
      id,
      project: cp.project,
      name: cp.body.name,
      words: cp.words,
      session_id: cp.body.session_id ?? null,
      tags: cp.body.tags ?? [],
      metadata: cp.body.metadata ?? {},
      summary_sha256: sha256(cp.body.summary),
      context_sha256: sha256(cp.body.context ?? ''),
      full_state_bytes: Buffer.byteLength(cp.body.full_state),
      full_state_sha256: sha256(cp.body.full_state),
      token_count: op.result.token_count,
      created_at: op.result.created_at,
    });
    manifest.operations.push({ id: op.id, kind: op.kind, project: cp.project, status: op.status });
  }

  for (const rem of REMEDIATIONS) {
    const project = PROJECTS[rem.project];
    let recorded;
    for (let i = 0; i < rem.recordTimes; i++) recorded = await call('POST', '/v1/remediations', { project, body: rem.body });
    let feedback = null;
    for (const fb of rem.feedback) feedback = await call('POST', `/v1/remediations/${recorded.id}/feedback`, { project, body: fb });
    const stored = await call('GET', `/v1/remediations/${recorded.id}`, { project });
    manifest.remediations.push({
      id: recorded.id,
      key: rem.key,
      project: rem.project,
      scope: rem.body.scope,
      title: rem.body.title,
      words: rem.words,
      problem_sha256: sha256(stored.problem),
      solution_sha256: sha256(stored.solution),
      usage_count: stored.usage_count,
      helpful_count: feedback.helpful_count,
      unhelpful_count: feedback.unhelpful_count,
      confidence: feedback.confidence,
      notes: stored.notes.length,
    });
  }

  for (const skill of SKILLS) {
    const project = PROJECTS[skill.project];
    const versions = [];
    for (const version of skill.versions) {
      const saved = await call('POST', '/v1/skills', { project, body: { name: skill.name, scope: skill.scope, ...version } });
      versions.push({ version: saved.version, id: saved.id, description: version.description, content_sha256: sha256(version.content) });
    }
    if (skill.apply) await call('POST', `/v1/skills/${skill.name}/apply`, { project, body: { arguments: skill.apply } });
    const stored = await call('GET', `/v1/skills/by-name/${skill.name}`, { project });
    manifest.skills.push({ name: skill.name, project: skill.project, scope: skill.scope, words: skill.words, usage_count: stored.usage_count, versions });
  }

  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(join(treeRoot, file, '..'), { recursive: true });
    writeFileSync(join(treeRoot, file), text);
  }
  const indexed = await finish(call, await call('POST', '/v1/repository/index', { body: { path: treeRoot } }), PROJECTS.alpha);
  const status = await call('GET', '/v1/repository/status', { query: { path: treeRoot } });
  manifest.repository = { project: 'alpha', root: treeRoot, files: status.indexed_files, chunks: status.chunks, queries: TREE_QUERIES };
  manifest.operations.push({ id: indexed.id, kind: indexed.kind, project: 'alpha', status: indexed.status });

  const daemonStatus = await call('GET', '/v1/status');
  manifest.counts = daemonStatus.counts;
  return manifest;
}

// --- PostgreSQL ---------------------------------------------------------------

/** initdb + pg_ctl start in a temp folder (as the postgres user when root, as test/helpers/postgres.ts does). */
async function startCluster() {
  const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
  const root = process.getuid?.() === 0;
  const owner = root ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : null;
  const run = (tool, args, opts = {}) => {
    const binary = join(bindir, tool);
    const [command, argv] = owner ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
    return execFileSync(command, argv, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 30, ...opts });
  };
  const dir = mkdtempSync(join(tmpdir(), 'contextd-fixture-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const port = await freePort();
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', ['-D', data, '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, '-l', join(dir, 'server.log'), '-w', 'start']);
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'contextd']);
  return {
    version: run('postgres', ['--version']).toString().trim(),
    url: `postgres://postgres@127.0.0.1:${port}/contextd`,
    migrations: () => Number(run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-Atc', 'SELECT max(version) FROM contextd_migrations', 'contextd']).toString().trim()),
    dump: () => run('pg_dump', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '--no-owner', '--no-privileges', 'contextd']),
    stop() {
      try {
        run('pg_ctl', ['-D', data, 'stop', '-m', 'fast']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

// --- main ---------------------------------------------------------------------

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const repo = git(process.cwd(), 'rev-parse', '--show-toplevel');
  const commit = git(repo, 'rev-parse', `${opts.commit}^{commit}`);
  const version = JSON.parse(git(repo, 'show', `${commit}:package.json`)).version;
  const out = opts.out ?? join(repo, 'test', 'fixtures', 'stores', version);
  const work = mkdtempSync(join(tmpdir(), 'contextd-fixture-'));
  const build = join(work, 'build');
  log(`release ${version} (${commit.slice(0, 12)}) → ${out}`);
  git(repo, 'worktree', 'add', '--detach', build, commit);
  try {
    const sameLock = opts.nodeModules && existsSync(join(opts.nodeModules, '..', 'package-lock.json')) && readFileSync(join(opts.nodeModules, '..', 'package-lock.json'), 'utf8') === readFileSync(join(build, 'package-lock.json'), 'utf8');
    if (opts.nodeModules) {
      if (!sameLock) log(`warning: the package-lock.json beside --node-modules differs from ${version}'s; the build may differ from the release (leave out --node-modules for an exact one)`);
      symlinkSync(opts.nodeModules, join(build, 'node_modules'), 'dir');
      log('building (node_modules linked)');
      execFileSync('npm', ['run', 'build'], { cwd: build, stdio: ['ignore', 'ignore', 'inherit'] });
    } else {
      log('npm ci');
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: build, stdio: ['ignore', 'ignore', 'inherit'] });
      // `prepare` builds during npm ci; a release without it is built here.
      if (!existsSync(join(build, 'dist', 'cli', 'main.js'))) execFileSync('npm', ['run', 'build'], { cwd: build, stdio: ['ignore', 'ignore', 'inherit'] });
    }

    rmSync(out, { recursive: true, force: true });
    mkdirSync(out, { recursive: true });
    const manifest = { version, commit, made_at: new Date().toISOString(), stores: {} };

    log('SQLite: filling the store');
    const sqliteHome = join(work, 'home-sqlite');
    const daemon = await startDaemon(build, sqliteHome, {});
    const sqlite = await populate(daemon.url, join(work, 'tree'));
    await daemon.stop();
    const dbPath = join(sqliteHome, 'data', 'contextd.db');
    if (existsSync(`${dbPath}-wal`) && readFileSync(`${dbPath}-wal`).length > 0) throw new Error('the daemon left a non-empty WAL: the copy would miss writes');
    const db = readFileSync(dbPath);
    writeFileSync(join(out, 'contextd.db.gz'), gzipSync(db, { level: 9 }));
    manifest.stores.sqlite = { file: 'contextd.db.gz', bytes: db.length, schema: db.readUInt32BE(60), ...sqlite };
    log(`SQLite: ${db.length} bytes, schema ${db.readUInt32BE(60)}`);

    if (opts.postgres) {
      log('PostgreSQL: filling the store');
      const cluster = await startCluster();
      try {
        const pgDaemon = await startDaemon(build, join(work, 'home-pg'), { CONTEXTD_STORE: 'postgres', CONTEXTD_DATABASE_URL: cluster.url });
        const postgres = await populate(pgDaemon.url, join(work, 'tree'));
        await pgDaemon.stop();
        const dump = cluster.dump();
        writeFileSync(join(out, 'postgres.sql.gz'), gzipSync(dump, { level: 9 }));
        manifest.stores.postgres = { file: 'postgres.sql.gz', server: cluster.version, schema: cluster.migrations(), ...postgres };
        log(`PostgreSQL: dump of ${dump.length} bytes (${cluster.version})`);
      } finally {
        cluster.stop();
      }
    }
    writeFileSync(join(out, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`done: ${out}`);
  } finally {
    git(repo, 'worktree', 'remove', '--force', build);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`make-store-fixture: ${error.stack ?? error}\n`);
  process.exit(1);
});
