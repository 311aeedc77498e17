// Re-collects the real-error corpus: runs every case of cases-*.mjs (a real tool on a
// broken input, in an empty temporary directory) and writes what the tool printed to
// corpus.jsonl. The dev/test split of a case is decided once, when it first enters the
// corpus, and kept on later runs. Needs the tools installed (see README.md here).
//   node bench/data/errors/collect.mjs [--only family,family]
import { spawn, execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES as C1 } from './cases-1.mjs';
import { CASES as C2 } from './cases-2.mjs';
import { CASES as C3 } from './cases-3.mjs';
import { CASES as C4 } from './cases-4.mjs';
import { CASES as C5 } from './cases-5.mjs';
import { CASES as C6 } from './cases-6.mjs';
import { CASES as C7 } from './cases-7.mjs';
import { CASES as C8 } from './cases-8.mjs';
import { CASES as C9 } from './cases-9.mjs';
import { CASES as C10 } from './cases-10.mjs';
import { CASES as C11 } from './cases-11.mjs';
import { CASES as C12 } from './cases-12.mjs';
import { CASES as C13 } from './cases-13.mjs';
import { CASES as C14 } from './cases-14.mjs';
import { CASES as C15 } from './cases-15.mjs';
import { CASES as C16 } from './cases-16.mjs';
import { CASES as C17 } from './cases-17.mjs';
import { CASES as C18 } from './cases-18.mjs';
import { CASES as C19 } from './cases-19.mjs';
import { CASES as C20 } from './cases-20.mjs';
import { CASES as C21 } from './cases-21.mjs';
import { CASES as C22 } from './cases-22.mjs';
import { CASES as C23 } from './cases-23.mjs';
import { CASES as C24 } from './cases-24.mjs';
import { CASES as C25 } from './cases-25.mjs';
import { CASES as C26 } from './cases-26.mjs';
import { CASES as C27 } from './cases-27.mjs';
import { CASES as C28 } from './cases-28.mjs';
import { CASES as C29 } from './cases-29.mjs';
import { CASES as C30 } from './cases-30.mjs';
import { CASES as C31 } from './cases-31.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const SET = process.argv.includes('--twenty-ninth') ? 'twenty-ninth' : process.argv.includes('--twenty-eighth') ? 'twenty-eighth' : process.argv.includes('--twenty-seventh') ? 'twenty-seventh' : process.argv.includes('--twenty-sixth') ? 'twenty-sixth' : process.argv.includes('--twenty-fifth') ? 'twenty-fifth' : process.argv.includes('--twenty-fourth') ? 'twenty-fourth' : process.argv.includes('--twenty-third') ? 'twenty-third' : process.argv.includes('--twenty-second') ? 'twenty-second' : process.argv.includes('--twenty-first') ? 'twenty-first' : process.argv.includes('--twentieth') ? 'twentieth' : process.argv.includes('--nineteenth') ? 'nineteenth' : process.argv.includes('--eighteenth') ? 'eighteenth' : process.argv.includes('--seventeenth') ? 'seventeenth' : process.argv.includes('--sixteenth') ? 'sixteenth' : process.argv.includes('--fifteenth') ? 'fifteenth' : process.argv.includes('--fourteenth') ? 'fourteenth' : process.argv.includes('--thirteenth') ? 'thirteenth' : process.argv.includes('--twelfth') ? 'twelfth' : process.argv.includes('--eleventh') ? 'eleventh' : process.argv.includes('--tenth') ? 'tenth' : process.argv.includes('--ninth') ? 'ninth' : process.argv.includes('--eighth') ? 'eighth' : process.argv.includes('--seventh') ? 'seventh' : process.argv.includes('--sixth') ? 'sixth' : process.argv.includes('--fifth') ? 'fifth' : process.argv.includes('--fourth') ? 'fourth' : process.argv.includes('--third') ? 'third' : process.argv.includes('--second') ? 'second' : 'first';
const OUT = join(HERE, { first: 'corpus.jsonl', second: 'corpus-second.jsonl', third: 'corpus-third.jsonl', fourth: 'corpus-fourth.jsonl', fifth: 'corpus-fifth.jsonl', sixth: 'corpus-sixth.jsonl', seventh: 'corpus-seventh.jsonl', eighth: 'corpus-eighth.jsonl', ninth: 'corpus-ninth.jsonl', tenth: 'corpus-tenth.jsonl', eleventh: 'corpus-eleventh.jsonl', twelfth: 'corpus-twelfth.jsonl', thirteenth: 'corpus-thirteenth.jsonl', fourteenth: 'corpus-fourteenth.jsonl', fifteenth: 'corpus-fifteenth.jsonl', sixteenth: 'corpus-sixteenth.jsonl', seventeenth: 'corpus-seventeenth.jsonl', eighteenth: 'corpus-eighteenth.jsonl', nineteenth: 'corpus-nineteenth.jsonl', twentieth: 'corpus-twentieth.jsonl', 'twenty-first': 'corpus-twenty-first.jsonl', 'twenty-second': 'corpus-twenty-second.jsonl', 'twenty-third': 'corpus-twenty-third.jsonl', 'twenty-fourth': 'corpus-twenty-fourth.jsonl', 'twenty-fifth': 'corpus-twenty-fifth.jsonl', 'twenty-sixth': 'corpus-twenty-sixth.jsonl', 'twenty-seventh': 'corpus-twenty-seventh.jsonl', 'twenty-eighth': 'corpus-twenty-eighth.jsonl', 'twenty-ninth': 'corpus-twenty-ninth.jsonl' }[SET]);
const WORKDIR_SHOWN = '/home/dev/app';
const MAX_OUTPUT = 8000;
const PGPORT = 55_499;
const REDISPORT = 56_379;
const HTTPPORT = 56_480;
const MYPORT = 56_306;
const toolsArg = process.argv.find((a, i, all) => all[i - 1] === '--tools');
const TOOLS = toolsArg ? join(toolsArg, 'node_modules') : null;

const onlyArg = process.argv.find((a, i, all) => all[i - 1] === '--only');
const only = onlyArg ? new Set(onlyArg.split(',')) : null;
const cases = ({ first: [...C1, ...C2, ...C3], second: C4, third: C5, fourth: C6, fifth: C7, sixth: C8, seventh: C9, eighth: C10, ninth: C11, tenth: C12, eleventh: C13, twelfth: C14, thirteenth: C15, fourteenth: C16, fifteenth: C17, sixteenth: C18, seventeenth: C19, eighteenth: C20, nineteenth: C21, twentieth: C22, 'twenty-first': C23, 'twenty-second': C24, 'twenty-third': C25, 'twenty-fourth': C26, 'twenty-fifth': C27, 'twenty-sixth': C28, 'twenty-seventh': C29, 'twenty-eighth': C30, 'twenty-ninth': C31 }[SET]).filter((c) => !only || only.has(c.family));
const previous = new Map(
  existsSync(OUT) ? readFileSync(OUT, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).map((r) => [r.id, r]) : [],
);

const sh = (cmd, opts = {}) => execFileSync('bash', ['-c', cmd], { stdio: 'pipe', encoding: 'utf8', ...opts });

function startPostgres() {
  const base = mkdtempSync(join(tmpdir(), 'errors-pg-'));
  chmodSync(base, 0o777);
  const run = (cmd) => sh(`runuser -u postgres -- bash -c ${JSON.stringify(cmd)}`);
  run(`initdb -A trust -U postgres -D ${base}/data >/dev/null`);
  run(`pg_ctl -D ${base}/data -o "-p ${PGPORT} -k ${base} -c listen_addresses=127.0.0.1" -l ${base}/log -w start >/dev/null`);
  return () => { try { run(`pg_ctl -D ${base}/data -m immediate stop >/dev/null`); } catch {} rmSync(base, { recursive: true, force: true }); };
}

function startRedis() {
  const base = mkdtempSync(join(tmpdir(), 'errors-redis-'));
  sh(`redis-server --port ${REDISPORT} --daemonize yes --save '' --appendonly no --dir ${base} --pidfile ${base}/pid --logfile ${base}/log`);
  sh(`for i in $(seq 50); do redis-cli -p ${REDISPORT} ping >/dev/null 2>&1 && exit 0; sleep 0.1; done; exit 1`);
  return () => { try { process.kill(Number(readFileSync(`${base}/pid`, 'utf8')), 'SIGTERM'); } catch {} rmSync(base, { recursive: true, force: true }); };
}

/**
 * A throwaway MariaDB server (eighth set): a `shop` database with customers and orders, and a
 * user `app` (password `secret`) that may only read customers.
 */
function startMariadb() {
  const base = mkdtempSync(join(tmpdir(), 'errors-mariadb-'));
  sh(`mariadb-install-db --no-defaults --datadir=${base}/data --user=root --auth-root-authentication-method=normal >/dev/null 2>&1`);
  sh(`(mariadbd --no-defaults --datadir=${base}/data --socket=${base}/sock --port=${MYPORT} --bind-address=127.0.0.1 --user=root --pid-file=${base}/pid --log-error=${base}/err --skip-log-bin >/dev/null 2>&1 &)`);
  sh(`for i in $(seq 100); do mariadb --no-defaults -h127.0.0.1 -P${MYPORT} -uroot -e 'SELECT 1' >/dev/null 2>&1 && exit 0; sleep 0.2; done; exit 1`);
  const setup = [
    'CREATE DATABASE shop',
    'CREATE TABLE shop.customers (id INT PRIMARY KEY, email VARCHAR(50) NOT NULL UNIQUE, name VARCHAR(10))',
    'CREATE TABLE shop.orders (id INT PRIMARY KEY, customer_id INT NOT NULL, FOREIGN KEY (customer_id) REFERENCES shop.customers (id))',
    "INSERT INTO shop.customers VALUES (1, 'a@b.c', 'Ann')",
    // Debian's install creates anonymous local users, which would shadow app@'%' from localhost.
    "DELETE FROM mysql.global_priv WHERE User = ''",
    'FLUSH PRIVILEGES',
    "CREATE USER app@'%' IDENTIFIED BY 'secret'",
    "GRANT SELECT ON shop.customers TO app@'%'",
  ].join('; ');
  sh(`mariadb --no-defaults -h127.0.0.1 -P${MYPORT} -uroot -e ${JSON.stringify(setup)}`);
  return () => { try { process.kill(Number(readFileSync(`${base}/pid`, 'utf8')), 'SIGTERM'); sh(`for i in $(seq 50); do test -e ${base}/pid || exit 0; sleep 0.1; done`); } catch {} rmSync(base, { recursive: true, force: true }); };
}

/**
 * A stand-in package registry / API answering every request under /<status>/ with that
 * status as real registries do (429 with Retry-After, 401 with WWW-Authenticate), and under
 * /html/ with a captive-portal page.
 */
function startHttp() {
  const server = createServer((req, res) => {
    const first = (req.url ?? '/').split('/')[1] ?? '';
    if (first === 'html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<!doctype html><html><head><title>Sign in to the network</title></head><body>Please log in to continue.</body></html>');
      return;
    }
    const status = Number(first) || 404;
    const headers = { 'content-type': 'text/plain' };
    if (status === 429) headers['retry-after'] = '60';
    if (status === 401) headers['www-authenticate'] = 'Basic realm="registry"';
    const text = { 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests', 503: 'Service Unavailable' }[status] ?? 'Not Found';
    res.writeHead(status, text, headers);
    res.end(`${text}\n`);
  });
  server.listen(HTTPPORT, '127.0.0.1');
  return () => server.close();
}

/** Colour codes and this machine's own npm configuration warning are not part of the error. */
export function clean(text) {
  return text
    .replace(/\x1b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !/^npm warn Unknown user config "nodedir"/.test(line))
    .join('\n')
    .trim();
}

/** A run that exited 0 counts only when it printed a diagnostic (warnings, redis-cli errors). */
export function reportsProblem(code, output) {
  const text = output.replace(/^WARNING: Running pip as the 'root' user[^\n]*$/gm, '');
  return code !== 0 || /\b(?:error|warning|WRONGTYPE|NOAUTH|OOM command|ERR|NOSCRIPT|BUSYGROUP|NOGROUP)\b|\w(?:Warning|Error)\b/i.test(text);
}

function clip(text) {
  if (text.length <= MAX_OUTPUT) return text;
  return `${text.slice(0, 5000)}\n[... ${text.length - MAX_OUTPUT} characters cut ...]\n${text.slice(-3000)}`;
}

function runCase(c) {
  const dir = mkdtempSync(join(tmpdir(), `errors-${c.family}-`));
  for (const [path, content] of Object.entries(c.files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  if (['vitest', 'esbuild', 'typescript'].includes(c.family) || c.project) symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  if (c.tools) {
    if (!TOOLS) throw new Error(`${c.family}/${c.name} needs --tools <dir> (a folder with the npm tools installed)`);
    symlinkSync(TOOLS, join(dir, 'node_modules'));
  }
  const env = {
    ...process.env,
    PATH: `${c.tools ? `${join(TOOLS, '.bin')}:` : ''}${join(ROOT, 'node_modules', '.bin')}:${process.env.PATH}`,
    PGPORT: String(PGPORT), REDISPORT: String(REDISPORT), HTTPPORT: String(HTTPPORT), MYPORT: String(MYPORT),
    NO_COLOR: '1', FORCE_COLOR: '0', CI: '1', GOFLAGS: '-mod=mod', GOPROXY: 'off', GOCACHE: join(tmpdir(), 'errors-gocache'),
    CARGO_TARGET_DIR: join(dir, 'target'), TERM: 'dumb',
  };
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', `${c.cmd} 2>&1`], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch {} }, 90_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      try { sh(`chmod -R u+rwX ${dir}; chown -R 0 ${dir}`); } catch {}
      rmSync(dir, { recursive: true, force: true });
      // Paths of the scratch directory read as an ordinary project folder.
      const output = clip(clean(out.split(dir).join(WORKDIR_SHOWN)));
      resolve({ code, output });
    });
  });
}

/** Per family, cases alternate dev/test in the order of a hash of their id: fixed once. */
function assignSplits(records) {
  const byFamily = new Map();
  for (const r of records) byFamily.set(r.family, [...(byFamily.get(r.family) ?? []), r]);
  for (const list of byFamily.values()) {
    const fresh = list.filter((r) => !r.split).sort((a, b) => hash(a.id).localeCompare(hash(b.id)));
    let dev = list.filter((r) => r.split === 'dev').length;
    let test = list.filter((r) => r.split === 'test').length;
    for (const r of fresh) {
      r.split = dev <= test ? 'dev' : 'test';
      if (r.split === 'dev') dev++; else test++;
    }
  }
}
const hash = (s) => createHash('sha256').update(s).digest('hex');

if (process.argv.includes('--reclean')) {
  // Re-applies clean() and reportsProblem() to the stored corpus without running tools.
  const kept = [...previous.values()].map((r) => ({ ...r, output: clean(r.output) })).filter((r) => r.output && reportsProblem(r.exit_code, r.output));
  writeFileSync(OUT, kept.map((r) => JSON.stringify(r)).join('\n') + '\n');
  process.stdout.write(`${kept.length} of ${previous.size} kept\n`);
  process.exit(0);
}

const stops = [];
const records = [];
const skipped = [];
try {
  // Started inside the try: a server that fails to start stops the ones already running.
  if (cases.some((c) => c.needs === 'postgres')) stops.push(startPostgres());
  if (cases.some((c) => c.needs === 'redis')) stops.push(startRedis());
  if (cases.some((c) => c.needs === 'http')) stops.push(startHttp());
  if (cases.some((c) => c.needs === 'mariadb')) stops.push(startMariadb());
  for (const c of cases) {
    const id = `${c.family}/${c.name}`;
    const { code, output } = await runCase(c);
    if (!reportsProblem(code, output)) {
      skipped.push(`${id}: exit 0 and nothing reported`);
      continue;
    }
    if (!output.trim()) { skipped.push(`${id}: no output (exit ${code})`); continue; }
    const prev = previous.get(id);
    records.push({ id, family: c.family, tool: c.tool, command: c.cmd, exit_code: code, output, expect: c.expect, split: prev?.split });
    process.stdout.write(`${id}: exit ${code}, ${output.length} chars\n`);
  }
} finally {
  // A server's scratch directory that cannot be removed must not lose the records collected.
  for (const stop of stops) { try { stop(); } catch (e) { process.stderr.write(`stopping a server: ${e.message}\n`); } }
}
const merged = only ? [...[...previous.values()].filter((r) => !only.has(r.family)), ...records] : records;
assignSplits(merged);
merged.sort((a, b) => a.id.localeCompare(b.id));
writeFileSync(OUT, merged.map((r) => JSON.stringify(r)).join('\n') + '\n');
process.stdout.write(`\n${merged.length} errors written to ${OUT}; ${skipped.length} skipped:\n${skipped.map((s) => `  ${s}\n`).join('')}`);
