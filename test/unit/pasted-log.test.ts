/**
 * Output pasted from a log is read as the program printed it (src/search/pasted-log.ts,
 * docs/search.md "Errors pasted from a log"): a CI job's timestamps and summary, docker
 * compose's service bar, kubectl's timestamps and pod tag, journalctl's syslog head, colour
 * codes and a Markdown fence are the place's, not the error's. Before, they cost a diagnosis on
 * one real error in six (GitHub Actions) and emptied dozens; and a record pasted clean was found
 * below its pair for a query pasted from a log.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { diagnose } from '../../src/core/troubleshoot/index.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { FOCUS_LINES, focusedError, normalizeError } from '../../src/search/normalize.js';
import { lastCommand, lastSession, pastedMessage, pastedOutput, terminalRejoined, unwrapPasted } from '../../src/search/pasted-log.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { indexedTree } from '../helpers/indexed-tree.js';
import { tempDir } from '../helpers/tmp.js';

const lines = (text: string) => text.split('\n');
const actions = (text: string) => [...lines(text).map((l, i) => `2026-11-25T10:11:${String(10 + i).padStart(2, '0')}.${1234567 + i}Z ${l}`), '2026-11-25T10:11:59.9999999Z ##[error]Process completed with exit code 1.'].join('\n');
const compose = (text: string) => lines(text).map((l) => `api-1  | ${l}`).join('\n');
const journal = (text: string) => lines(text).map((l) => `Nov 25 10:11:12 build-host app[41234]: ${l}`).join('\n');
const kubectl = (text: string) => lines(text).map((l, i) => `2026-11-25T10:11:12.${100000000 + i}Z ${l}`).join('\n');

const TRACEBACK = `Traceback (most recent call last):
  File "/srv/app/main.py", line 2, in <module>
    import yaml
ModuleNotFoundError: No module named 'yaml'`;

const RUSTC = `error[E0382]: borrow of moved value: \`v\`
 --> src/main.rs:4:20
  |
2 |     let v = vec![1];
  |         - move occurs because \`v\` has type \`Vec<i32>\`
3 |     let w = v;
  |             - value moved here
4 |     println!("{:?}", v);
  |                    ^ value borrowed here after move`;

describe('unwrapPasted', () => {
  it('takes off what each place adds to every line', () => {
    expect(unwrapPasted(actions(TRACEBACK))).toBe(TRACEBACK);
    expect(unwrapPasted(compose(TRACEBACK))).toBe(TRACEBACK);
    expect(unwrapPasted(journal(TRACEBACK))).toBe(TRACEBACK);
    expect(unwrapPasted(kubectl(TRACEBACK))).toBe(TRACEBACK);
    expect(unwrapPasted(lines(TRACEBACK).map((l) => `[pod/api-7d9f8b6c5-x2x4q/api] ${l}`).join('\n'))).toBe(TRACEBACK);
    // docker compose logs -t: the bar, then the container's timestamp.
    expect(unwrapPasted(compose(kubectl(TRACEBACK)))).toBe(TRACEBACK);
  });

  it('keeps what the program printed: a compiler gutter, indentation by tabs, a prefix only some lines have', () => {
    expect(unwrapPasted(RUSTC)).toBe(RUSTC);
    expect(unwrapPasted(compose(RUSTC))).toBe(RUSTC);
    expect(unwrapPasted(kubectl('conformability error\n\t3 m\n\t1 s'))).toBe('conformability error\n\t3 m\n\t1 s');
    const oneStamped = 'ERROR: cannot start\n2026-11-25 10:11:12 last good run\ncheck the config\nexit 2';
    expect(unwrapPasted(oneStamped)).toBe(oneStamped);
  });

  it("drops the CI runner's summary beside the step's output, not when it is all there is (search; diagnosis keeps it)", () => {
    expect(unwrapPasted(actions('npm error Missing script: "build"'))).toBe('npm error Missing script: "build"');
    expect(unwrapPasted('2026-11-25T10:11:59.9999999Z ##[error]Process completed with exit code 1.')).toBe('Process completed with exit code 1.');
    expect(pastedOutput(actions('npm error Missing script: "build"'))).toBe('npm error Missing script: "build"\nProcess completed with exit code 1.');
  });

  it('takes off colour codes and fence lines, keeps the sentences around a fence for search', () => {
    expect(unwrapPasted('\x1b[1m\x1b[31merror\x1b[39m\x1b[22m: \x1b]8;;https://example.com\x07link\x1b]8;;\x07 failed')).toBe('error: link failed');
    expect(unwrapPasted('on my mac only:\n```text\nError: EACCES\n```')).toBe('on my mac only:\nError: EACCES');
  });

  it('returns the same string when there is nothing to take off', () => {
    const text = `${TRACEBACK}\r\n`;
    expect(unwrapPasted(text)).toBe(text);
  });
});

describe('pastedMessage', () => {
  it("takes off a logger's level before the message, not a word that starts with one", () => {
    expect(pastedMessage('2026-11-25T10:11:12Z ERROR could not open the cache')).toBe('could not open the cache');
    expect(pastedMessage('[WARN] disk almost full')).toBe('disk almost full');
    expect(pastedMessage('INFO: listening on 8080')).toBe('listening on 8080');
    expect(pastedMessage('ERROR_INSUFFICIENT_STORAGE')).toBe('ERROR_INSUFFICIENT_STORAGE');
    expect(pastedMessage('ERROR')).toBe('ERROR');
  });
});

describe('pastedOutput', () => {
  it('is what the fenced blocks hold when a question has them', () => {
    expect(pastedOutput(`I get this when I run it:\n\`\`\`\n${TRACEBACK}\n\`\`\`\nany idea?`)).toBe(TRACEBACK);
    expect(pastedOutput(`this happens:\n~~~\n${TRACEBACK}`)).toBe(TRACEBACK);
  });

  it('does not take a banner of tildes for a fence', () => {
    const catch2 = `${'~'.repeat(79)}\nt is a Catch v2.13.10 host application.\nt.cc:3: FAILED:\n  REQUIRE( 1 + 1 == 3 )`;
    expect(pastedOutput(`I get this:\n\`\`\`\n${catch2}\n\`\`\``)).toBe(catch2);
  });
});

describe('diagnosis and normalization of a pasted log', () => {
  const REAL = [
    TRACEBACK,
    'ERROR: Neither directory contains a build file meson.build.',
    'app.asm:4: error: invalid combination of opcode and operands',
    "Error: listen EADDRINUSE: address already in use :::3000\n    at Server.setupListenHandle [as _listen2] (node:net:1817:16)",
  ];

  it('gives the same hypotheses as for the output as printed', () => {
    for (const text of REAL) {
      const plain = diagnose(text).hypotheses.map((h) => h.pattern_id);
      expect(plain.length).toBeGreaterThan(0);
      for (const wrap of [compose, journal, kubectl]) expect(diagnose(wrap(text)).hypotheses.map((h) => h.pattern_id)).toEqual(plain);
      // The CI runner's summary is explained too, and the step's output diagnosed as it is.
      const ci = diagnose(actions(text)).hypotheses.map((h) => h.pattern_id);
      expect(ci).toContain('ci.exit-code');
      const others = ci.filter((id) => id !== 'ci.exit-code');
      expect(others).toEqual(plain.slice(0, others.length));
      expect(others.length).toBeGreaterThan(0);
    }
  });

  it('normalizes to the same form, so a record pasted from a log merges with the same error pasted clean', () => {
    for (const text of REAL) expect(normalizeError(journal(text))).toEqual(normalizeError(text));
  });
});

describe('remediation search of an error pasted from a log', () => {
  const scope: Scope = { tenant: 'dev', project: 'inventory-0badc0de' };
  const ERROR = `psql: error: connection to server on socket "/tmp/contextd-no-server/.s.PGSQL.5432" failed: No such file or directory
\tIs the server running locally and accepting connections on that socket?`;
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let services: Services;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    tmp = tempDir('contextd-pasted-log-');
    store = await createSqliteStore(join(tmp.dir, 'store.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
    const record = async (title: string, problem: string, root_cause: string, solution: string) =>
      (await services.remediations.record(scope, { title, problem, root_cause, solution, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
    ids.stopped = await record('connection to server on socket failed: the PostgreSQL service is not started', ERROR, 'The server is installed but not running (no systemd in WSL or in the container, or it failed to start)', 'Start it (sudo service postgresql start / pg_ctlcluster 15 main start) and check its log.');
    ids.container = await record('connection to server on socket failed: the server runs in a container, reach it over TCP', ERROR, 'Without -h, psql uses the local Unix socket, but the server runs in a container that only publishes its TCP port', 'Connect over TCP: psql -h localhost -p 5432 -U postgres (or set PGHOST=localhost).');
    ids.other = await record('ECONNREFUSED 127.0.0.1:5432: PostgreSQL is not running', 'Error: connect ECONNREFUSED 127.0.0.1:5432', 'Nothing listens on the port', 'Start the database (docker compose up -d db).');
  });

  afterAll(async () => {
    await store.close();
    tmp.cleanup();
  });

  const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' })).results.map((r) => r.id);

  it('ranks as for the error pasted clean', async () => {
    const sentence = 'the database runs inside a compose service with the port mapped, the host has only the client tools';
    const clean = await first(`${ERROR}\n${sentence}`);
    expect(clean.slice(0, 2).sort()).toEqual([ids.stopped, ids.container].sort());
    for (const wrap of [actions, compose, journal, kubectl]) expect(await first(`${wrap(ERROR)}\n${sentence}`)).toEqual(clean);
  });

  it('finds the record when the whole job log is pasted, the error at its end', async () => {
    // Real output a job prints before the failing step (bench/data/pasted/build-output.txt).
    const build = readFileSync(join(__dirname, '../../bench/data/pasted/build-output.txt'), 'utf8');
    await services.remediations.record(scope, { title: 'npm run build fails: tsc finds type errors', problem: 'npm error Lifecycle script `build` failed with error:\nnpm error code 2\nnpm error command sh -c tsc -p tsconfig.build.json', root_cause: 'The build runs tsc and a type error stops it', solution: 'Run npx tsc -p tsconfig.build.json and fix the errors it lists.', tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    await services.remediations.record(scope, { title: 'vitest run: a test file fails', problem: ' FAIL  test/unit/normalize.test.ts > normalizes paths\nAssertionError: expected 2 to be 3\n Test Files  1 failed (1)\n      Tests  1 failed | 105 passed (106)', root_cause: 'An assertion failed', solution: 'Run the one test with vitest run -t and fix the code or the expectation.', tags: [], affected_files: [], scope: 'project', confidence: 0.6 });
    const sentence = 'the database runs inside a compose service with the port mapped, the host has only the client tools';
    const clean = await first(`${ERROR}\n${sentence}`);
    // The same first two (the records of the error), in the same order; what the build's lines share with other records may reorder the rest.
    expect((await first(`${build}\n${ERROR}\n${sentence}`)).slice(0, 2)).toEqual(clean.slice(0, 2));
  });

  it('merges the same error and fix pasted clean into a record pasted from a log, and finds it', async () => {
    const input = (problem: string) => ({ title: 'Missing script "build" in the root package.json', problem, root_cause: 'The script lives in a workspace', solution: 'npm run build --workspaces', tags: [], affected_files: [], scope: 'project' as const, confidence: 0.6 });
    const missing = 'npm error Missing script: "build"\nnpm error\nnpm error To see a list of scripts, run:\nnpm error   npm run';
    const logged = await services.remediations.record(scope, input(compose(missing)));
    const clean = await services.remediations.record(scope, input(missing));
    expect(clean.merged_into ?? clean.id).toBe(logged.id);
    expect((await first('npm error Missing script: "build"'))[0]).toBe(logged.id);
  });

  it('records the failing command of a whole terminal session as its error, so the same error pasted alone merges and finds it', async () => {
    const build = readFileSync(join(__dirname, '../../bench/data/pasted/build-output.txt'), 'utf8');
    const input = (problem: string) => ({ title: 'npm ci refuses: the lock file is out of sync', problem, root_cause: 'package.json changed without npm install', solution: 'Run npm install and commit package-lock.json', tags: [], affected_files: [], scope: 'project' as const, confidence: 0.6 });
    const error = 'npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your package.json and package-lock.json are in sync.\nnpm error Missing: left-pad@1.3.0 from lock file';
    const session = await services.remediations.record(scope, input(`${build}$ npm ci\n${error}`));
    const alone = await services.remediations.record(scope, input(error));
    expect(alone.merged_into ?? alone.id).toBe(session.id);
    expect((await first(`${build}$ npm ci\n${error}`))[0]).toBe(session.id);
  });
});

describe('code search of a message pasted from a log', () => {
  const tree = indexedTree('pasted-log-code');

  beforeAll(async () => {
    tree.write('src/cache/lock.js', `import { open } from 'node:fs/promises';
import { logger } from '../log.js';

/** Takes the cache's lock file, or fails when another process holds it. */
export async function acquireCacheLock(dir) {
  try {
    return await open(\`\${dir}/.lock\`, 'wx');
  } catch (error) {
    logger.error(\`Cache lock busy: \${dir}\`);
    throw error;
  }
}
`);
    tree.write('src/cache/clean.js', `import { rm } from 'node:fs/promises';

/** Removes the cache folder; the lock file goes with it. */
export async function cleanCache(dir) {
  await rm(dir, { recursive: true, force: true });
}
`);
    tree.write('src/log.js', `/** The process logger: a timestamp, the level, the message. */
export const logger = {
  error: (message) => console.error(\`\${new Date().toISOString()} ERROR \${message}\`),
  info: (message) => console.log(\`\${new Date().toISOString()} INFO \${message}\`),
};
`);
    tree.write('README.md', '# cache tool\n\nKeeps a cache folder with a lock file so two processes do not write it at once.\n');
    // What a real repository holds beside the code: dated entries and logs with the same stamps.
    tree.write('CHANGELOG.md', Array.from({ length: 12 }, (_, i) => `## 1.${i}.0 — 2026-11-${String(10 + i).padStart(2, '0')}\n\n- The cache lock is taken before writing (10:11:12 release).\n`).join('\n'));
    tree.write('test/fixtures/run.log', Array.from({ length: 20 }, (_, i) => `2026-11-25T10:11:${String(10 + i).padStart(2, '0')}.123Z INFO worker ${i} started`).join('\n'));
    tree.write('src/time.js', `/** Formats a date as the log does: 2026-11-25T10:11:12.123Z. */
export const stamp = (date = new Date()) => date.toISOString();
/** Parses a log line's timestamp (2026-11-25T10:11:12.123Z ERROR …). */
export const parseStamp = (line) => new Date(line.slice(0, 24));
`);
    await tree.index();
  });

  afterAll(() => tree.close());

  it('finds where the message is printed, whatever the log put before it', async () => {
    const message = 'Cache lock busy: /var/cache/app';
    expect((await tree.files(message))[0]).toBe('src/cache/lock.js');
    for (const line of [
      `2026-11-25T10:11:12.123Z ERROR ${message}`,
      `api-1  | 2026-11-25T10:11:12.123456789Z ERROR ${message}`,
      `Nov 25 10:11:12 build-host app[41234]: [ERROR] ${message}`,
      `\x1b[31mERROR:\x1b[0m ${message}`,
    ]) expect((await tree.files(line))[0]).toBe('src/cache/lock.js');
  });
});

describe('a whole job\'s log pasted', () => {
  // What a job prints before the failing step: 60 lines of work that went well.
  const BUILD = Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? `$ npm run step-${i}` : i % 3 === 1 ? ` ✓ test/unit/part-${i}.test.ts (12 tests) ${100 + i}ms` : `added ${i} packages, and audited ${200 + i} packages in 3s`)).join('\n');

  it('is searched by its error: the headline and what follows, other headlines, the last lines', () => {
    // The same build without its prompts: a log with no commands in it.
    const output = lines(BUILD).filter((l) => !l.startsWith('$ ')).join('\n');
    const focused = focusedError(`${output}\n${TRACEBACK}\nonly on the CI runner`);
    expect(focused).toBe(`${TRACEBACK}\nonly on the CI runner`);
    // No line reads as an error: from the first compiler-style line among the last ones.
    const go = './ledger.go:7:13: not enough arguments in call to handle\n\thave ()\n\twant (int)';
    expect(focusedError(`${output}\n${go}`)).toBe(go);
    // With its commands: the last command's output.
    expect(focusedError(`${BUILD}\n$ go vet ./...\n${go}`)).toBe(go);
    // The person's sentences typed before the session stay with its error: they say where it fails.
    const said = 'on the ubuntu subsystem of my windows laptop, since the upgrade';
    expect(focusedError(`${said}\n${BUILD}\n$ go vet ./...\n${go}`)).toBe(`${said}\n${go}`);
    expect(lastSession(`${said}\n${BUILD}\n$ go vet ./...\n${go}`.split('\n'))?.before).toEqual([said]);
    // Output whose prompt was not copied is not the person's, nor is what Jenkins prints before the steps.
    expect(focusedError(`Error: stale output\n${BUILD}\n$ go vet ./...\n${go}`)).toBe(go);
    const jenkins = ['Started by user admin', '[Pipeline] Start of Pipeline', '[Pipeline] node', 'Running on Jenkins in /var/jenkins_home/workspace/app', '[Pipeline] {', ...lines(BUILD).map((l) => (l.startsWith('$ ') ? `[Pipeline] sh\n+ ${l.slice(2)}` : l)), '[Pipeline] sh', '+ go vet ./...', go].join('\n');
    expect(focusedError(unwrapPasted(`${said}\n${jenkins}`))).toBe(`${said}\n${go}`);
    // Short output is searched whole.
    const short = lines(BUILD).slice(0, FOCUS_LINES - 5).join('\n');
    expect(focusedError(`${short}\n${TRACEBACK}`)).toBe(`${short}\n${TRACEBACK}`);
  });
});

describe('a terminal session or a CI job pasted whole', () => {
  // Real output of commands that went well (bench/data/pasted/build-output.txt): git, npm, tsc, vitest.
  const BUILD = readFileSync(join(__dirname, '../../bench/data/pasted/build-output.txt'), 'utf8').replace(/\n$/, '');
  const WG = 'wg: Key is not the correct length or format';

  it('is read by the last command that printed something', () => {
    expect(lastCommand('$ npm ci\nadded 5 packages\n$ npm test\nError: boom\n')).toEqual({ command: 'npm test', output: 'Error: boom\n' });
    expect(lastCommand('dev@box:~/app$ make\nmake: *** [all] Error 2\ndev@box:~/app$ clear\n')).toEqual({ command: 'make', output: 'make: *** [all] Error 2' });
    expect(lastCommand('❯ cargo build\nerror: could not find `Cargo.toml`')?.command).toBe('cargo build');
    expect(lastCommand('PS C:\\app> dotnet build\nMSBUILD : error MSB1003: Specify a project or solution file.')?.command).toBe('dotnet build');
    expect(lastCommand("C:\\Users\\dev\\app>npm test\nnpm error Missing script: \"test\"")?.command).toBe('npm test');
  });

  it('is not made by a prompt inside the output (a tool\'s advice) nor by a comment or a code frame', () => {
    expect(lastCommand("Knex: run\n$ npm install mysql2 --save\nCannot find module 'mysql2'")).toBeUndefined();
    expect(lastCommand('# example.com/app\n./main.go:3:2: undefined: x')).toBeUndefined();
    expect(lastCommand('> a@1.0.0 build\n> webpack --mode production\nsh: 1: webpack: not found')).toBeUndefined();
  });

  it("keeps a GitHub Actions step's header as its command and drops the rest of its group", () => {
    const log = ['##[group]Run npm test', 'npm test', 'shell: /usr/bin/bash -e {0}', 'env:', '  CI: true', '##[endgroup]', 'Error: boom', '##[error]Process completed with exit code 1.']
      .map((l, i) => `2026-11-25T10:11:${10 + i}.1234567Z ${l}`).join('\n');
    expect(unwrapPasted(log)).toBe('$ npm test\nError: boom');
    expect(lastCommand(pastedOutput(log))).toEqual({ command: 'npm test', output: 'Error: boom\nProcess completed with exit code 1.' });
  });

  it('is diagnosed by the failing command, not by what went well before it', () => {
    const alone = diagnose(WG).hypotheses;
    expect(alone.length).toBeGreaterThan(0);
    expect(alone[0]!.title).toContain(WG);
    // Before, the generic path quoted the build: "Vitest reported: Merge: ef51f2d a51bcd4".
    expect(diagnose(`${BUILD}\n$ wg setconf wg0 wg0.conf\n${WG}`).hypotheses).toEqual(alone);
  });

  it("falls back to the whole paste when the last command's output gives no diagnosis (`echo $?` after the failure)", () => {
    const error = 'Error: listen EADDRINUSE: address already in use :::3000';
    const transcript = `$ node server.js\n${error}\n$ echo $?\n1`;
    expect(lastCommand(transcript)).toEqual({ command: 'echo $?', output: '1' });
    expect(diagnose('1', { command: 'echo $?' }).hypotheses).toEqual([]);
    expect(diagnose(transcript).hypotheses[0]!.pattern_id).toBe(diagnose(error).hypotheses[0]!.pattern_id);
  });
});

describe('a docker build log pasted', () => {
  // `docker build --progress=plain` (BuildKit): an earlier step that went well, the failing one, its summary and the Dockerfile excerpt.
  const ESBUILD = '✘ [ERROR] Could not resolve "fs"\n\n    a.ts:1:15:\n      1 │ import fs from \'fs\';\n        ╵                ~~~~\n\n  The package "fs" wasn\'t found on the file system but is built into node. Are you trying to bundle for node? You can use "platform: \'node\'" to do that, which will remove this error.\n\n1 error';
  const buildkit = (output: string) => [
    '#0 building with "default" instance using docker driver', '',
    '#1 [internal] load build definition from Dockerfile', '#1 transferring dockerfile: 212B done', '#1 DONE 0.0s', '',
    '#4 [2/4] COPY . .', '#4 DONE 0.1s', '',
    '#5 [3/4] RUN npm ci', '#5 0.412 ', '#5 0.415 added 12 packages, and audited 13 packages in 1s', '#5 0.416 found 0 vulnerabilities', '#5 DONE 1.2s', '',
    '#6 [4/4] RUN npx esbuild a.ts --bundle --platform=browser --outfile=out.js',
    ...output.split('\n').map((l, i) => `#6 ${(0.3 + i / 100).toFixed(3)} ${l}`),
    '#6 ERROR: process "/bin/sh -c npx esbuild a.ts --bundle --platform=browser --outfile=out.js" did not complete successfully: exit code: 1',
    '------', ' > [4/4] RUN npx esbuild a.ts --bundle --platform=browser --outfile=out.js:',
    ...output.split('\n').slice(-3).map((l) => `0.512 ${l}`),
    '------',
    'Dockerfile:4', '--------------------', '   2 |     COPY . .', '   3 |     RUN npm ci', '   4 | >>> RUN npx esbuild a.ts --bundle --platform=browser --outfile=out.js', '--------------------',
    'ERROR: failed to solve: process "/bin/sh -c npx esbuild a.ts --bundle --platform=browser --outfile=out.js" did not complete successfully: exit code: 1',
  ].join('\n');

  it("reads each RUN step as a command after a prompt, the step's own lines without the builder's, the summary's repeat and the Dockerfile excerpt left out", () => {
    const read = lastCommand(pastedOutput(buildkit(ESBUILD)));
    expect(read?.command).toBe('npx esbuild a.ts --bundle --platform=browser --outfile=out.js');
    expect(read?.output).toBe(`${ESBUILD}\nERROR: process "/bin/sh -c npx esbuild a.ts --bundle --platform=browser --outfile=out.js" did not complete successfully: exit code: 1\nERROR: failed to solve: process "/bin/sh -c npx esbuild a.ts --bundle --platform=browser --outfile=out.js" did not complete successfully: exit code: 1`);
    // Search leaves the builder's summary lines out beside the step's output, as the CI runner's.
    expect(unwrapPasted(buildkit(ESBUILD))).not.toContain('did not complete successfully');
  });

  it('keeps the summary when only the end of the build was pasted, without its seconds', () => {
    const tail = buildkit(ESBUILD).split('\n').slice(-12).join('\n');
    expect(lastCommand(pastedOutput(tail))?.output.split('\n').slice(0, 3)).toEqual(ESBUILD.split('\n').slice(-3));
  });

  it("is diagnosed by the failing step's error, the builder's summary explained after it", () => {
    const plain = diagnose(ESBUILD).hypotheses.map((h) => h.pattern_id);
    const built = diagnose(buildkit(ESBUILD)).hypotheses.map((h) => h.pattern_id);
    expect(plain.length).toBeGreaterThan(0);
    // Before: only the builder's summary, then what the generic path read in the build's lines.
    expect(built[0]).toBe(plain[0]);
    expect(built).toContain('docker.build-run-failed');
    expect(new Set(built).size).toBe(built.length);
  });

  it('reads the classic builder the same way', () => {
    const classic = ['Sending build context to Docker daemon  3.072kB', 'Step 1/3 : FROM node:22', ' ---> 5c1f5c1f5c1f', 'Step 2/3 : COPY . .', ' ---> 1a2b3c4d5e6f', 'Step 3/3 : RUN npm test', ' ---> Running in 0f9e8d7c6b5a', 'npm error Missing script: "test"', "The command '/bin/sh -c npm test' returned a non-zero code: 1"].join('\n');
    expect(lastCommand(pastedOutput(classic))).toEqual({ command: 'npm test', output: 'npm error Missing script: "test"\nThe command \'/bin/sh -c npm test\' returned a non-zero code: 1' });
  });
});

describe('a Jenkins pipeline pasted', () => {
  const ERROR = "Error: Cannot find module 'left-pad'\nRequire stack:\n- /var/jenkins_home/workspace/app/index.js";
  const console = [
    'Started by user admin', '[Pipeline] Start of Pipeline', '[Pipeline] node', 'Running on Jenkins in /var/jenkins_home/workspace/app', '[Pipeline] {',
    '[Pipeline] stage', '[Pipeline] { (Install)', '[Pipeline] sh', '+ npm ci', 'added 12 packages, and audited 13 packages in 1s', '[Pipeline] }', '[Pipeline] // stage',
    '[Pipeline] stage', '[Pipeline] { (Test)', '[Pipeline] sh', '+ node index.js', ERROR, '[Pipeline] }', '[Pipeline] // stage',
    '[Pipeline] }', '[Pipeline] // node', '[Pipeline] End of Pipeline', 'ERROR: script returned exit code 1', 'Finished: FAILURE',
  ].join('\n');

  it("reads each shell step's traced command after a prompt and leaves the pipeline's own lines out", () => {
    expect(lastCommand(pastedOutput(console))).toEqual({ command: 'node index.js', output: `${ERROR}\nERROR: script returned exit code 1\nFinished: FAILURE` });
    // A traced line elsewhere (a script run with `set -x`) stays output.
    expect(pastedOutput('+ make all\nmake: *** No rule to make target')).toBe('+ make all\nmake: *** No rule to make target');
    // Search leaves Jenkins' summary lines out beside the step's output.
    expect(unwrapPasted(console)).not.toMatch(/script returned exit code|Finished: FAILURE/);
  });

  it("is diagnosed by the failing step's error, Jenkins' summary explained after it", () => {
    const plain = diagnose(ERROR).hypotheses.map((h) => h.pattern_id);
    const piped = diagnose(console).hypotheses.map((h) => h.pattern_id);
    expect(piped[0]).toBe(plain[0]);
    expect(piped).toContain('ci.exit-code');
  });
});

describe("a CI runner's summary line", () => {
  // Each runner's line after a failed step, as it prints it: one list (RUNNER_SUMMARY_LINES) says
  // both what search leaves out beside the step's output and what the library explains.
  const SUMMARIES: readonly [string, string][] = [
    ['Error: Process completed with exit code 2.', 'ci.exit-code'],
    ['ERROR: Job failed: exit code 1', 'ci.exit-code'],
    ['ERROR: script returned exit code 127', 'ci.exit-code'],
    ['Finished: FAILURE', 'ci.exit-code'],
    ['ERROR: failed to solve: process "/bin/sh -c npm ci" did not complete successfully: exit code: 1', 'docker.build-run-failed'],
    // RUN in exec form (`RUN ["npm", "ci"]`): no shell in the process BuildKit names.
    ['ERROR: failed to solve: process "npm ci" did not complete successfully: exit code: 1', 'docker.build-run-failed'],
    ["The command '/bin/sh -c make' returned a non-zero code: 2", 'docker.build-run-failed'],
  ];
  const OUTPUT = "npm error Missing script: \"test\"\nnpm error To see a list of scripts, run:\nnpm error   npm run";

  it.each(SUMMARIES)('%s is left out beside the output and explained by the library', (summary, pattern) => {
    expect(unwrapPasted(`${OUTPUT}\n${summary}`)).toBe(OUTPUT);
    expect(unwrapPasted(summary)).toBe(summary);
    expect(diagnose(summary).hypotheses[0]?.pattern_id).toBe(pattern);
  });
});

describe('a paste copied from a terminal that cut long lines where they wrapped', () => {
  const cutAt = (text: string, width: number) => text.split('\n').flatMap((l) => l.match(new RegExp(`.{1,${width}}`, 'gu')) ?? ['']).join('\n');
  // Real output (the first and the eighteenth error sets): a pip resolver error and socat's one line.
  const PIP = [
    'ERROR: Could not find a version that satisfies the requirement definitely-not-a-real-package-xyz==1.0 (from versions: none)',
    'ERROR: No matching distribution found for definitely-not-a-real-package-xyz==1.0 because the package index at https://pypi.org/simple has no such project',
  ].join('\n');
  const SOCAT = '2026/11/25 07:40:57 socat[4559] E connect(5, AF=2 127.0.0.1:9, 16): Connection refused';

  it('joins the pieces again when two lines or more reach a usual width', () => {
    for (const width of [80, 120]) expect(unwrapPasted(cutAt(PIP, width))).toBe(PIP);
    expect(diagnose(cutAt(PIP, 80)).hypotheses).toEqual(diagnose(PIP).hypotheses);
  });

  it('diagnoses one long line cut once as the line, and search leaves it as pasted', () => {
    const cut = cutAt(SOCAT, 80);
    expect(cut.split('\n')).toEqual([SOCAT.slice(0, 80), SOCAT.slice(80)]);
    expect(diagnose(cut).hypotheses.length).toBeGreaterThan(0);
    expect(diagnose(cut).hypotheses).toEqual(diagnose(SOCAT).hypotheses);
    expect(unwrapPasted(cut)).toBe(cut);
  });

  it('keeps a line as wide as a terminal when it is whole: a rule, a box, a sentence after it, a label on the next line', () => {
    const rule = `${'='.repeat(36)} ERRORS ${'='.repeat(36)}\n${'_'.repeat(26)} ERROR collecting t.py ${'_'.repeat(26)}\nE   fixture 'client' not found`;
    expect(unwrapPasted(rule)).toBe(rule);
    const sentence = `${'npm error A complete log of this run can be found in: /home/ana/.npm/_logs/2026-11-24T05_10_15_033Z-debug-0.log'.padEnd(132, 'x')}\nI am at the root of our workspaces monorepo`;
    expect(unwrapPasted(sentence)).toBe(sentence);
    const labelled = `${'2026/11/24 12:00:35 [emerg] 11342#11342: invalid port in "99999" of the "listen" directive in /etc/nginx/a.conf:3'.slice(0, 80)}\nnginx: configuration file /etc/nginx/nginx.conf test failed`;
    expect(terminalRejoined(labelled)).toBeUndefined();
    expect(terminalRejoined(cutAt(SOCAT, 80))).toBe(SOCAT);
  });
});
