import { chmodSync } from 'node:fs';
import { afterAll, expect, test } from 'vitest';
import { BIN, e2eHome, runCli, startServe, type E2eHome } from '../helpers/e2e.js';

let h: E2eHome | undefined;
afterAll(async () => {
  await h?.cleanup();
});

interface Doctor {
  ok: boolean;
  checks: { name: string; ok: boolean; detail: string }[];
}

test('contextd doctor: names what is wrong and exits 1, passes with a running daemon, prints the editor snippets', async () => {
  h = await e2eHome();
  chmodSync(h.home, 0o755);
  const open = await runCli(h, 'doctor');
  expect(open.code).toBe(1);
  expect(open.stdout).toMatch(/^FAIL home permissions: .* mode 755 \(readable by others: chmod 700\)$/m);
  expect(open.stdout).toMatch(/^ok {3}daemon: not running; editors start it on first use/m);
  // From a checkout the bin itself is the command, so its shebang's node flags apply.
  // Every non-default setting is passed as env, so a pasted config reaches this daemon and store.
  expect(open.stdout).toContain(`claude mcp add contextd -e CONTEXTD_HOME=${h.home} -e CONTEXTD_PORT=${h.port} -e CONTEXTD_TENANT=e2e -- ${BIN} --mcp`);
  expect(open.stdout).toContain(`"CONTEXTD_PORT": "${h.port}"`);
  expect(open.stdout).toContain(`[mcp_servers.contextd]\n  command = ${JSON.stringify(BIN)}\n  args = ["--mcp"]`);
  expect(open.stdout).not.toContain('npx');

  chmodSync(h.home, 0o700);
  const serve = await startServe(h);
  try {
    const ready = await runCli(h, 'doctor', '--json');
    expect(ready.code).toBe(0);
    const report = JSON.parse(ready.stdout) as Doctor;
    expect(report.ok).toBe(true);
    expect(report.checks.map((c) => c.name)).toEqual(expect.arrayContaining(['config', 'home permissions', 'daemon', 'store', 'embedder']));
    expect(report.checks.every((c) => c.ok)).toBe(true);
    expect(report.checks.find((c) => c.name === 'store')?.detail).toMatch(/^sqlite .*contextd\.db/);
  } finally {
    serve.kill('SIGTERM');
  }
}, 60_000);
