// Issue 12's budgets: `contextd hook` SessionStart ≤ 2.5× a bare `node -e 0` and
// PostToolUseFailure ≤ 3× (medians of the same run, daemon up, both started
// as Claude Code starts a hook command); `learn --from-git` ≥ 200 commits/s on
// a repository with 5 000 commits (built with one `git fast-import`).
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = 21;
const COMMITS = 5_000;

function timed(command, args, { env, stdin = '' }) {
  const started = performance.now();
  const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  child.stdin.on('error', () => undefined);
  child.stdin.end(stdin);
  return new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve({ ms: performance.now() - started, out }) : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)))),
  );
}

/** A repository of `n` commits: about a third fixes, the rest features, docs, chores and plain changes. */
function buildRepository(root, n) {
  execFileSync('git', ['init', '-q', '-b', 'main', root]);
  const kinds = [
    (i) => `fix(cart): total wrong for coupon ${i}\n\nTypeError: Cannot read properties of undefined (reading 'percent${i % 37}')`,
    (i) => `feat: add report ${i}`,
    (i) => `Fix off-by-one in page ${i}`,
    (i) => `docs: describe option ${i}`,
    (i) => `chore: bump dependency ${i}`,
    (i) => `Update module ${i}`,
  ];
  const parts = [];
  for (let i = 1; i <= n; i++) {
    const message = kinds[i % kinds.length](i);
    const content = `export const value${i % 97} = ${i};\nexport const label = 'release ${i}';\n`;
    parts.push(
      `commit refs/heads/main\nmark :${i}\ncommitter Bench <bench@example.com> ${1_700_000_000 + i * 60} +0000\n` +
        `data ${Buffer.byteLength(message)}\n${message}\n${i > 1 ? `from :${i - 1}\n` : ''}` +
        `M 100644 inline src/module${i % 40}.js\ndata ${Buffer.byteLength(content)}\n${content}\n`,
    );
  }
  execFileSync('git', ['-C', root, 'fast-import', '--quiet'], { input: parts.join('') });
  execFileSync('git', ['-C', root, 'reset', '-q', '--hard', 'main']);
}

export async function run(lib) {
  const h = await lib.tempHome('contextd-bench-hooks-');
  const outside = mkdtempSync(join(tmpdir(), 'contextd-bench-repo-'));
  const serve = await lib.startServe(h);
  try {
    const project = join(outside, 'shop');
    mkdirSync(project);
    execFileSync('git', ['init', '-q', project]);
    const env = h.env();
    const event = (name, extra = {}) => JSON.stringify({ session_id: 'bench', transcript_path: '/nonexistent', cwd: project, hook_event_name: name, ...extra });
    // Something to show at SessionStart, and a recorded fix for the failure to find.
    await timed(lib.BIN, ['hook'], { env, stdin: event('PostCompact', { compact_summary: 'Coupons fixed in src/cart.ts; next: the release notes.' }) });
    const error = "Exit code 2\nsrc/price.ts(14,9): error TS2322: Type 'string' is not assignable to type 'number'.";
    await timed(lib.BIN, ['hook'], { env, stdin: event('PostToolUseFailure', { tool_name: 'Bash', tool_input: { command: 'npx tsc' }, error }) });
    await timed(lib.BIN, ['hook'], { env, stdin: event('PostToolUse', { tool_name: 'Edit', tool_input: { file_path: join(project, 'src/price.ts'), old_string: 'a', new_string: 'Number(a)' } }) });
    await timed(lib.BIN, ['hook'], { env, stdin: event('PostToolUse', { tool_name: 'Bash', tool_input: { command: 'npx tsc' } }) });

    const node = [];
    const start = [];
    const failure = [];
    for (let i = 0; i < RUNS + 2; i++) {
      const n = await timed(process.execPath, ['-e', '0'], { env });
      const s = await timed(lib.BIN, ['hook'], { env, stdin: event('SessionStart', { source: 'startup' }) });
      const f = await timed(lib.BIN, ['hook'], { env, stdin: event('PostToolUseFailure', { session_id: `b${i}`, tool_name: 'Bash', tool_input: { command: 'npx tsc' }, error }) });
      if (!s.out.includes('additionalContext') || !f.out.includes('TS2322')) throw new Error(`unexpected hook output: ${s.out} ${f.out}`);
      if (i < 2) continue;
      node.push(n.ms);
      start.push(s.ms);
      failure.push(f.ms);
    }
    const base = lib.stats(node);
    const s = lib.stats(start);
    const f = lib.stats(failure);
    lib.report({ name: 'hook SessionStart / bare node -e 0 (medians)', value: s.p50 / base.p50, unit: '×', budget: 2.5, note: `hook ${s.p50.toFixed(0)} ms, node ${base.p50.toFixed(0)} ms, median of ${RUNS}` });
    lib.report({ name: 'hook PostToolUseFailure / bare node -e 0', value: f.p50 / base.p50, unit: '×', budget: 3, note: `hook ${f.p50.toFixed(0)} ms` });

    const repo = join(outside, 'history');
    buildRepository(repo, COMMITS);
    const started = performance.now();
    const { out } = await timed(lib.BIN, ['--json', 'learn', '--from-git', repo], { env });
    const seconds = (performance.now() - started) / 1000;
    const result = JSON.parse(out);
    if (result.commits_scanned !== COMMITS) throw new Error(`learn read ${result.commits_scanned} commits, expected ${COMMITS}`);
    const rate = COMMITS / seconds;
    lib.report({
      name: `learn --from-git, ${COMMITS} commits (CLI wall clock)`,
      value: rate,
      unit: 'commits/s',
      budget: '≥ 200',
      pass: rate >= 200,
      note: `${result.fix_commits} fix commits, ${result.recorded} recorded, ${seconds.toFixed(1)} s`,
    });
    const againStart = performance.now();
    const again = JSON.parse((await timed(lib.BIN, ['--json', 'learn', '--from-git', repo], { env })).out);
    lib.report({ name: 'learn --from-git again (nothing new)', value: (performance.now() - againStart) / 1000, unit: 's', pass: again.recorded === 0 && again.merged === 0, note: `recorded ${again.recorded}` });
  } finally {
    await lib.stopPid(serve.pid);
    h.cleanup();
    rmSync(outside, { recursive: true, force: true });
  }
}
