import { describe, expect, it } from 'vitest';
import { commandProgram } from '../../src/core/troubleshoot/command.js';
import { detectEcosystem } from '../../src/core/troubleshoot/diagnose.js';

describe('commandProgram', () => {
  it.each([
    ['npm install', { program: 'npm' }],
    ['sudo -E npm install -g typescript', { program: 'npm', launcher: 'sudo' }],
    ['sudo -u postgres psql -c "select 1"', { program: 'psql', launcher: 'sudo' }],
    ['env -u HOME NODE_ENV=production node server.js', { program: 'node', launcher: 'env' }],
    ['FOO=1 BAR=2 cargo build', { program: 'cargo' }],
    ['timeout 30s ./gradlew.bat build', { program: 'gradlew', launcher: 'timeout' }],
    ['timeout -s KILL 10 make', { program: 'make', launcher: 'timeout' }],
    ['nice -n 10 ionice -c 3 rsync -a a b', { program: 'rsync', launcher: 'ionice' }],
    ['npx -y tsc -p .', { program: 'tsc', launcher: 'npx' }],
    ['npx --package=@vue/cli vue create app', { program: 'vue', launcher: 'npx' }],
    ['pnpm dlx vite build', { program: 'vite', launcher: 'pnpm' }],
    ['npm exec -- eslint .', { program: 'eslint', launcher: 'npm' }],
    ['/usr/local/bin/python3 -m pytest', { program: 'python3' }],
    ['C:\\tools\\node.exe app.js', { program: 'C:\\tools\\node' }],
    ['npx', { program: 'npx' }],
  ])('%s', (command, expected) => {
    expect(commandProgram(command)).toEqual(expected);
  });

  it('is undefined for a line of nothing but assignments or options', () => {
    expect(commandProgram('   ')).toBeUndefined();
    expect(commandProgram('FOO=1 --verbose')).toBeUndefined();
  });
});

describe('the ecosystem of a command', () => {
  it('reads the program past wrappers, their options and package runners', () => {
    const odd = 'something odd happened';
    expect(detectEcosystem(odd, { command: 'sudo -E npm install' })).toBe('npm');
    expect(detectEcosystem(odd, { command: 'sudo -u app python3 manage.py migrate' })).toBe('python');
    expect(detectEcosystem(odd, { command: 'pnpm dlx tsc --noEmit' })).toBe('typescript');
    expect(detectEcosystem(odd, { command: 'npx some-unknown-cli' })).toBe('npm');
    expect(detectEcosystem(odd, { command: 'sudo some-unknown-cli' })).toBe('unknown');
  });

  it('never reads a name of Object.prototype as an ecosystem', () => {
    const odd = 'something odd happened';
    expect(detectEcosystem(odd, { command: 'constructor run' })).toBe('unknown');
    expect(detectEcosystem(odd, { language: '__proto__' })).toBe('unknown');
    expect(detectEcosystem(odd, { file: 'src/a.constructor' })).toBe('unknown');
  });
});
