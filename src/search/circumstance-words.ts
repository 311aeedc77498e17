import { stem } from './tokenize.js';

/**
 * Words for the same circumstance. People say where an error happens in their own words ("in
 * a container", "from my terminal", "building with maven"); the fix they recorded names the
 * same place in the tool's words ("docker compose service", "JAVA_HOME in the shell", "pom.xml").
 * Each group holds the names of one environment, tool or situation as both sides say them. A
 * circumstance sentence that names one member borrows the others; the words only order records
 * of the same error (see byCircumstances in core/search.ts), they never find records.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['docker', 'container', 'containers', 'compose', 'dockerfile', 'image'],
  ['kubernetes', 'k8s', 'pod', 'pods', 'kubectl', 'helm', 'deployment', 'container'],
  ['ci', 'pipeline', 'github actions', 'workflow', 'runner', 'gitlab', 'jenkins', 'build server', 'circleci', 'build agent', 'build machine', 'hosted runner', 'hosted runners'],
  ['terminal', 'shell', 'command line', 'bash', 'zsh', 'console'],
  ['ide', 'intellij', 'eclipse', 'vscode', 'vs code', 'editor'],
  ['maven', 'mvn', 'pom', 'pom.xml'],
  ['gradle', 'gradlew', 'build.gradle'],
  ['npm', 'package.json', 'node_modules', 'yarn', 'pnpm'],
  ['pip', 'requirements.txt', 'venv', 'virtualenv', 'virtual environment', 'pipenv', 'poetry', 'pyproject'],
  ['cargo', 'cargo.toml', 'crate', 'crates'],
  ['go.mod', 'go mod', 'go modules', 'gopath'],
  ['jdk', 'jre', 'java_home', 'java runtime', 'update-alternatives'],
  ['nvm', 'node version', 'node versions', 'volta'],
  ['pyenv', 'python version', 'python versions', 'python3', 'python2'],
  ['reboot', 'restart', 'restarted', 'rebooted', 'boot', 'startup', 'systemctl', 'systemd', 'switched off', 'turned off', 'powered off', 'power cycle', 'shut down'],
  ['windows', 'powershell', 'cmd.exe', 'wsl', 'win32', 'hyper-v', 'my pc', 'linux subsystem', 'subsystem for linux'],
  ['macos', 'mac', 'homebrew', 'brew', 'osx', 'macbook', 'darwin', 'xcode'],
  ['linux', 'ubuntu', 'debian', 'apt', 'apt-get', 'distro', 'bookworm', 'bullseye', 'buster', 'trixie', 'jammy', 'focal', 'noble'],
  ['linux', 'fedora', 'dnf', 'yum', 'distro', 'rhel', 'red hat', 'centos', 'selinux'],
  ['alpine', 'apk', 'musl'],
  ['proxy', 'vpn', 'corporate', 'firewall', 'company network', 'office network'],
  ['certificate', 'certificates', 'cert', 'tls', 'ssl', 'self-signed', 'ca bundle'],
  ['sudo', 'root', 'permission', 'permissions', 'admin', 'administrator', 'superuser'],
  ['non-root', 'unprivileged', 'normal user', 'regular user', 'regular account', 'service user'],
  ['upgrade', 'upgraded', 'upgrading', 'newer version', 'new version', 'bumped', 'major version'],
  ['fresh', 'new machine', 'new computer', 'new laptop', 'clean install', 'freshly cloned', 'just cloned', 'clone'],
  ['monorepo', 'workspace', 'workspaces', 'lerna', 'nx', 'turborepo', 'several packages', 'multiple packages', 'many packages', 'sibling package'],
  ['esm', 'es module', 'es modules', 'type module', '.mjs', 'import statement'],
  ['commonjs', 'cjs', 'require', '.cjs'],
  ['tsconfig', 'typescript', 'tsc', 'ts-node'],
  ['jest', 'pytest', 'mocha', 'vitest', 'junit', 'unit test', 'unit tests', 'test suite'],
  ['production', 'prod', 'deploy', 'deployed', 'deploying', 'live server'],
  ['locally', 'localhost', 'my machine', 'my laptop', 'local machine', 'dev machine', '127.0.0.1', 'natively', 'on the host'],
  ['workdir', 'working directory', 'current directory', 'cwd'],
  ['tomcat', 'jetty', 'wildfly', 'servlet container', 'app server', 'application server', 'catalina'],
  ['webpack', 'bundler', 'vite', 'rollup', 'esbuild', 'parcel', 'react-scripts', 'create-react-app'],
  ['cron', 'crontab', 'scheduled job', 'scheduled task', 'timer', 'scheduler'],
  ['ssh', 'remote server', 'remote host', 'ssh key', 'ssh keys', 'remotely'],
  ['database', 'postgres', 'postgresql', 'mysql', 'db'],
  ['browser', 'chrome', 'firefox', 'safari', 'frontend', 'client side'],
  ['copied', 'copying', 'pasted', 'another project', 'another service', 'another repo', 'other project'],
  ['dependency', 'dependencies', 'library', 'libraries', 'package', 'packages'],
  ['merge', 'merged', 'rebase', 'rebased', 'pull', 'pulled'],
  ['branch', 'branches', 'checkout', 'switched branch'],
  ['teammate', 'colleague', 'coworker', 'someone on my team', 'someone else', 'pull request', 'merge request', 'pr'],
  ['classpath', 'class path', 'jar', 'jars'],
  ['env', 'environment variable', 'environment variables', '.env', 'dotenv'],
  ['apple silicon', 'm1', 'm2', 'arm64', 'aarch64'],
  // A version said in words ("moved from eight to eleven") names the number a record writes.
  ...['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'].map((word, i) => [word, String(i + 2)]),
];

/**
 * Whether the sentence says a phrase: its words (lower case, also with edge dots and dashes cut)
 * and its word sequence, compared by stem, so "freshly cloned", "rebooting" and "containers"
 * name their groups as "fresh", "reboot" and "container" do.
 */
function sayer(sentence: string): (phrase: string) => boolean {
  const raw = sentence.toLowerCase().match(/[\p{L}\p{N}_$.-]+/gu) ?? [];
  const cut = raw.map((w) => w.replace(/^[.-]+|[.-]+$/g, ''));
  const words = new Set([...raw, ...cut, ...cut.map(stem)]);
  const line = ` ${cut.map(stem).join(' ')} `;
  return (phrase) => {
    const stemmed = STEMMED.get(phrase)!;
    return phrase.includes(' ') ? line.includes(` ${stemmed} `) : words.has(phrase) || words.has(stemmed);
  };
}

/** Every group phrase with its words stemmed, once. */
const STEMMED = new Map(GROUPS.flat().map((phrase) => [phrase, phrase.split(' ').map(stem).join(' ')]));

/** Whether the sentence names a circumstance of the groups (a place, a tool, a platform, a version said in words). */
export function namesCircumstance(sentence: string): boolean {
  const says = sayer(sentence);
  return GROUPS.some((group) => group.some(says));
}

/** The other names of every circumstance the sentence names (those it does not say itself). */
export function circumstanceWords(sentence: string): string[] {
  const says = sayer(sentence);
  const added: string[] = [];
  for (const group of GROUPS) {
    if (!group.some(says)) continue;
    for (const phrase of group) if (!says(phrase)) added.push(phrase);
  }
  return added;
}
