import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { binPath, claudeCodeLine, codexToml, editorSnippets, jsonConfig, mcpLaunch, resolveCommand } from '../../src/cli/editor-config.js';
import { loadConfig } from '../../src/util/config.js';

const tmp = mkdtempSync(join(tmpdir(), 'contextd-editor-config-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const noPath = { HOME: tmp, PATH: '' };

describe('doctor editor configs', () => {
  it('pass every non-default setting as env and keep secrets out of the text', () => {
    const env = { ...noPath, CONTEXTD_HOME: join(tmp, 'home'), CONTEXTD_PORT: '47123', CONTEXTD_TOKEN: 'sekrit-value', CONTEXTD_STORE: 'sqlite' };
    const launch = mcpLaunch(loadConfig({}, env), env);
    expect(launch.env).toEqual([
      { name: 'CONTEXTD_HOME', value: join(tmp, 'home') },
      { name: 'CONTEXTD_PORT', value: '47123' },
      { name: 'CONTEXTD_TOKEN', value: undefined },
    ]);
    expect(claudeCodeLine(launch)).toBe(
      `claude mcp add contextd -e CONTEXTD_HOME=${join(tmp, 'home')} -e CONTEXTD_PORT=47123 -e CONTEXTD_TOKEN="$CONTEXTD_TOKEN" -- ${binPath()} --mcp`,
    );
    expect(JSON.parse(jsonConfig(launch, 'vscode'))).toEqual({
      servers: { contextd: { type: 'stdio', command: binPath(), args: ['--mcp'], env: { CONTEXTD_HOME: join(tmp, 'home'), CONTEXTD_PORT: '47123', CONTEXTD_TOKEN: '${env:CONTEXTD_TOKEN}' } } },
    });
    expect(JSON.parse(jsonConfig(launch, 'cursor')).mcpServers.contextd.env.CONTEXTD_PORT).toBe('47123');
    expect(codexToml(launch)).toBe(
      [`[mcp_servers.contextd]`, `command = ${JSON.stringify(binPath())}`, `args = ["--mcp"]`, `env_vars = ["CONTEXTD_TOKEN"]`, '', '[mcp_servers.contextd.env]', `CONTEXTD_HOME = ${JSON.stringify(join(tmp, 'home'))}`, `CONTEXTD_PORT = "47123"`].join('\n'),
    );
    expect(editorSnippets(launch)).not.toContain('sekrit-value');
  });

  it('pass nothing for a default setup, and name an explicit URL', () => {
    expect(mcpLaunch(loadConfig({}, noPath), noPath).env).toEqual([]);
    const env = { ...noPath, CONTEXTD_URL: 'http://127.0.0.1:9555', CONTEXTD_OPERATION_TIMEOUT: '2m' };
    expect(mcpLaunch(loadConfig({}, env), env).env).toEqual([
      { name: 'CONTEXTD_URL', value: 'http://127.0.0.1:9555' },
      { name: 'CONTEXTD_OPERATION_TIMEOUT', value: '120000ms' },
    ]);
  });

  it('name `contextd` only when PATH resolves it to this installation', () => {
    const onPath = join(tmp, 'bin');
    const other = join(tmp, 'other');
    mkdirSync(onPath);
    mkdirSync(other);
    symlinkSync(binPath(), join(onPath, 'contextd'));
    expect(resolveCommand({ PATH: onPath })).toEqual({ command: 'contextd', args: [] });
    expect(resolveCommand({ PATH: '' })).toEqual({ command: binPath(), args: [] });
    // Another contextd first on PATH: this one is named by its path.
    writeFileSync(join(other, 'contextd'), '#!/bin/sh\n', { mode: 0o755 });
    expect(resolveCommand({ PATH: [other, onPath].join(delimiter) })).toEqual({ command: binPath(), args: [] });
  });
});
