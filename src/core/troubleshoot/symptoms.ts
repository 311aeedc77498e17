/**
 * The symptom lexicon: how people describe a problem in plain words ("hangs", "can't find",
 * "port is taken", "runs out of memory") next to the words tools print for it (`timeout`,
 * `ENOENT`, `EADDRINUSE`, `heap out of memory`). Written from general knowledge of error
 * messages across ecosystems (the pattern library and the error corpus in bench/data/errors
 * show the tools' side); it is part of the semantic bridge: a query in plain words borrows the
 * tool words of every group it describes (docs/search.md, section 3).
 *
 * Matching is on light stems in order, one or two words may stand between a phrase's words
 * ("might not be there", "takes far too long"); negations are one word (`can't`, `cannot`,
 * `won't`, `doesn't`, `never`, `unable to` → `not`). The matcher is built once, at load.
 */
import { stem } from '../../search/tokenize.js';

interface SymptomGroup {
  id: string;
  /** Plain words for a thing (text → string), not a symptom: lends its words only beside a symptom. */
  word?: true;
  /** How people say it. */
  says: string[];
  /** What tools print for it. */
  prints: string[];
}

export const SYMPTOM_GROUPS: readonly SymptomGroup[] = [
  // --- the process and its resources
  { id: 'hang', says: ['hangs', 'hanging', 'freezes', 'frozen', 'stuck', 'not finish', 'not complete', 'waits forever', 'waiting forever', 'no response', 'unresponsive', 'takes forever', 'sits there', 'never ends'], prints: ['timeout', 'timed out', 'deadlock', 'blocked', 'waiting for lock', 'ETIMEDOUT'] },
  { id: 'timeout', says: ['times out', 'timing out', 'timed out', 'takes too long', 'too long', 'gives up', 'deadline'], prints: ['timeout', 'timed out', 'ETIMEDOUT', 'deadline exceeded', 'context deadline exceeded'] },
  { id: 'slow', says: ['slow', 'sluggish', 'takes ages', 'laggy', 'performance'], prints: ['timeout', 'slow', 'latency', 'blocking'] },
  { id: 'memory', says: ['out of memory', 'runs out of memory', 'memory', 'ram', 'memory leak', 'eats memory', 'too much memory', 'heap'], prints: ['out of memory', 'OOM', 'heap out of memory', 'allocation failed', 'ENOMEM', 'MemoryError', 'OutOfMemoryError', 'Java heap space', 'OOMKilled'] },
  { id: 'killed', says: ['killed', 'gets killed', 'terminated', 'stops suddenly', 'dies without', 'disappears'], prints: ['killed', 'SIGKILL', 'SIGTERM', 'exit code 137', 'OOMKilled', 'terminated'] },
  { id: 'crash', says: ['crash', 'crashes', 'blows up', 'dies', 'falls over', 'explodes', 'aborts', 'bombs out', 'throws'], prints: ['exception', 'traceback', 'fatal', 'panic', 'uncaught', 'abort', 'error'] },
  { id: 'segfault', says: ['segfault', 'core dump', 'memory corruption', 'crashes hard', 'native crash'], prints: ['segmentation fault', 'SIGSEGV', 'core dumped', 'SIGABRT', 'access violation'] },
  { id: 'wont-start', says: ['not start', 'fails to start', 'not boot', 'not launch', 'not come up', 'not run', 'startup'], prints: ['failed to start', 'exited', 'exit code', 'cannot start', 'startup'] },
  { id: 'disk-full', says: ['disk full', 'disk is full', 'no space', 'out of space', 'disk space', 'storage full', 'ran out of disk'], prints: ['ENOSPC', 'no space left on device', 'disk quota exceeded'] },
  { id: 'open-files', says: ['too many files', 'too many open', 'file handles', 'file descriptors', 'watchers', 'file watcher'], prints: ['EMFILE', 'too many open files', 'ENFILE', 'ulimit', 'file watchers', 'inotify'] },
  // --- finding things
  { id: 'not-found', says: ['not find', 'not found', 'not locate', 'not exist', 'does not exist', 'not there', 'no such', 'disappeared', 'gone'], prints: ['not found', 'ENOENT', 'no such file or directory', 'does not exist', 'cannot find', 'missing'] },
  { id: 'absent-value', says: ['not there', 'not be there', 'not set', 'empty value', 'no value', 'nothing there', 'object not', 'might not', 'may not exist', 'sometimes missing', 'not look as expected', 'does not match'], prints: ['undefined', 'null', 'None', 'NoneType', 'nil', 'possibly undefined', 'null pointer', 'NullPointerException', 'cannot read properties'] },
  { id: 'unknown-name', says: ['not know', 'not recognize', 'not recognise', 'unknown', 'never heard', 'not defined', 'not declared', 'name exists', 'sure exists'], prints: ['cannot find name', 'not defined', 'undeclared', 'unresolved', 'NameError', 'cannot find symbol', 'unknown identifier', 'undefined reference'] },
  { id: 'not-installed', says: ['not installed', 'need to install', 'missing package', 'missing dependency', 'missing module', 'missing library', 'dependency missing', 'not available'], prints: ['ModuleNotFoundError', 'No module named', 'Cannot find module', 'command not found', 'not installed', 'package not found', 'unresolved import', 'could not resolve'] },
  { id: 'command', says: ['command not found', 'not recognized as a command', 'not on the path', 'not in the path', 'no such command', 'unknown command'], prints: ['command not found', 'not recognized as an internal or external command', 'ENOENT', 'PATH', 'executable', 'missing script', 'unknown command'] },
  { id: 'working-dir', says: ['run from', 'another folder', 'another directory', 'different folder', 'different directory', 'from elsewhere', 'from its folder', 'working directory', 'relative'], prints: ['relative path', 'working directory', 'cwd', '__dirname', 'FileNotFoundError', 'No such file or directory'] },
  // --- permission and identity
  { id: 'permission', says: ['permission', 'permissions', 'not allowed', 'forbidden', 'access denied', 'no rights', 'not permitted', 'root', 'sudo', 'admin rights', 'not authorized', 'not my user'], prints: ['EACCES', 'EPERM', 'permission denied', 'access denied', 'forbidden', '403', 'operation not permitted'] },
  { id: 'refused', says: ['refused', 'refuses', 'rejected', 'rejects', 'not let', 'not allow', 'not allowed', 'blocked', 'denied'], prints: ['refusing', 'rejected', 'denied', 'not allowed', 'cannot'] },
  { id: 'login', says: ['login', 'log in', 'logged in', 'sign in', 'credentials', 'password', 'token', 'authenticate', 'who i am', 'who am i', 'identity', 'my name and email', 'account'], prints: ['authentication failed', 'unauthorized', '401', 'E401', 'credentials', 'identity unknown', 'who you are', 'user.email', 'user.name', 'publickey'] },
  { id: 'fresh-machine', says: ['fresh computer', 'fresh machine', 'new machine', 'new computer', 'new laptop', 'fresh install', 'first time', 'clean machine'], prints: ['not configured', 'config --global', 'identity unknown', 'not installed', 'not found'] },
  { id: 'rate-limit', says: ['too many requests', 'throttled', 'rate limited', 'rate limit', 'quota'], prints: ['429', 'rate limit', 'too many requests', 'quota exceeded', 'Retry-After'] },
  // --- network
  { id: 'port-in-use', says: ['port in use', 'port is taken', 'port taken', 'port already', 'port busy', 'port used', 'address in use', 'something else running', 'another process', 'already running'], prints: ['EADDRINUSE', 'address already in use', 'bind', 'listen'] },
  { id: 'cant-connect', says: ['not connect', 'unable to connect', 'connection refused', 'not reach', 'unreachable', 'nothing listening', 'server down', 'no connection', 'connection fails', 'connection dropped', 'connection reset', 'database down'], prints: ['ECONNREFUSED', 'connection refused', 'ECONNRESET', 'EHOSTUNREACH', 'could not connect', 'connection reset by peer'] },
  { id: 'dns', says: ['not resolve', 'hostname', 'host name', 'domain', 'dns', 'offline', 'no internet', 'without internet'], prints: ['ENOTFOUND', 'getaddrinfo', 'EAI_AGAIN', 'name resolution', 'Name or service not known', 'could not resolve host'] },
  { id: 'certificate', says: ['certificate', 'ssl', 'tls', 'https', 'self signed', 'self-signed', 'secure connection', 'corporate proxy'], prints: ['certificate verify failed', 'CERTIFICATE_VERIFY_FAILED', 'self signed certificate', 'unable to verify', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY', 'SSLError', 'x509', 'certificate'] },
  { id: 'proxy', says: ['proxy', 'firewall', 'corporate network', 'company network', 'vpn', 'behind a'], prints: ['proxy', 'HTTPS_PROXY', '407', 'tunneling socket', 'ECONNRESET', 'ETIMEDOUT'] },
  // --- versions and builds
  { id: 'version', says: ['wrong version', 'too old', 'too new', 'outdated', 'old version', 'newer version', 'older version', 'upgraded', 'upgrade', 'downgrade', 'after updating', 'incompatible', 'not compatible', 'not supported'], prints: ['version mismatch', 'incompatible', 'unsupported', 'not supported', 'requires', 'engine', 'peer dependency', 'ERESOLVE', 'UnsupportedClassVersionError', 'class file version'] },
  { id: 'parse', says: ['not read', 'not parse', 'not understand', 'unreadable', 'malformed', 'invalid format', 'broken file', 'corrupt', 'garbled', 'first character', 'very beginning', 'empty response', 'blank response'], prints: ['parse', 'JSONDecodeError', 'SyntaxError', 'unexpected token', 'unexpected end', 'invalid', 'EJSONPARSE', 'Expecting value', 'line 1 column 1', 'position 0'] },
  { id: 'line-above', says: ['line above', 'previous line', 'line before', 'looks fine', 'wrong line'], prints: ['expected', 'before', 'missing semicolon', 'expected ;'] },
  { id: 'each-other', says: ['each other', 'one another', 'import loop', 'circle', 'cycle', 'mutual', 'depend on each', 'refer to each'], prints: ['circular', 'circular import', 'cycle', 'cyclic', 'partially initialized', 'import cycle'] },
  { id: 'never-caught', says: ['never caught', 'not caught', 'not handled', 'nobody catches', 'not awaited', 'forgot await', 'async error', 'promise'], prints: ['unhandled', 'uncaught', 'rejection', 'unhandledRejection', 'UnhandledPromiseRejection', 'promise'] },
  { id: 'not-given', says: ['not given', 'not passed', 'not provided', 'left out', 'forgot to pass', 'too few', 'too many arguments', 'wrong number'], prints: ['missing', 'required', 'positional argument', 'expected', 'arguments'] },
  { id: 'read-only', says: ['not change', 'not modify', 'not allowed to change', 'not update', 'not assign', 'immutable', 'constant', 'read only', 'changing a field', 'not writable', 'not write'], prints: ['read-only', 'readonly', 'const', 'cannot assign', 'immutable', 'final', 'frozen'] },
  { id: 'no-types', says: ['without types', 'no types', 'no type', 'untyped', 'strict'], prints: ['implicitly', 'any', 'implicit any', 'noImplicitAny', 'strict', 'strictNullChecks'] },
  { id: 'every-branch', says: ['every branch', 'all branches', 'every path', 'all paths', 'not return', 'no return', 'forgot return'], prints: ['return', 'ending return statement', 'not all code paths return', 'missing return', 'lacks'] },
  { id: 'outer-variable', says: ['top of the file', 'outside the function', 'inside a function', 'global variable', 'outer variable', 'counter', 'module level'], prints: ['UnboundLocalError', 'referenced before assignment', 'global', 'nonlocal', 'local variable'] },
  { id: 'file-name', says: ['name of my file', 'file name', 'filename', 'named differently', 'name does not match', 'rename the file'], prints: ['should be declared in a file named', 'file named', 'public class', 'filename'] },
  // --- words for things: plain words → the words tools use
  { id: 'text', word: true, says: ['text', 'words', 'characters', 'letters', 'string'], prints: ['string', 'str'] },
  { id: 'number', word: true, says: ['number', 'numeric', 'numbers', 'digits', 'integer', 'count', 'size', 'math'], prints: ['number', 'int', 'integer', 'float', 'numeric'] },
  { id: 'mixing-types', word: true, says: ['adding', 'combine', 'concatenate', 'glue', 'join', 'mix', 'putting', 'passing', 'turning', 'convert', 'converting', 'cast'], prints: ['concatenate', 'unsupported operand', 'not assignable', 'cannot convert', 'invalid literal', 'type mismatch', 'TypeError', 'NumberFormatException'] },
  { id: 'field', word: true, says: ['field', 'member', 'key', 'attribute', 'property', 'prop'], prints: ['property', 'attribute', 'field', 'member', 'key'] },
  { id: 'folder', word: true, says: ['folder', 'directory', 'dir'], prints: ['directory', 'folder', 'path'] },
  { id: 'argument', word: true, says: ['argument', 'arguments', 'parameter', 'param', 'input', 'option'], prints: ['argument', 'parameter', 'positional'] },
  { id: 'config', word: true, says: ['settings', 'config', 'configuration', 'options', 'preferences'], prints: ['config', 'configuration', 'settings'] },
  { id: 'package-file', word: true, says: ['package file', 'manifest', 'project file', 'dependency file', 'dependencies file'], prints: ['package.json', 'pyproject.toml', 'requirements.txt', 'Cargo.toml', 'go.mod', 'pom.xml', 'build.gradle'] },
  { id: 'lock-file', word: true, says: ['lock file', 'lockfile', 'pinned versions'], prints: ['package-lock.json', 'lockfile', 'yarn.lock', 'Cargo.lock', 'poetry.lock'] },
  { id: 'script', word: true, says: ['command in my package', 'npm command', 'run command', 'npm script', 'npm run'], prints: ['missing script', 'script', 'scripts'] },
  { id: 'vcs', says: ['version control', 'not tracked', 'repo', 'repository', 'source control', 'git folder'], prints: ['git repository', 'not a git repository', '.git', 'repository'] },
  { id: 'vcs-history', says: ['share nothing', 'nothing in common', 'different history', 'histories', 'separate project', 'unrelated'], prints: ['unrelated histories', 'allow-unrelated-histories', 'refusing to merge'] },
  { id: 'push-pull', word: true, says: ['push', 'pushing', 'pull', 'pulling', 'remote', 'upstream', 'origin'], prints: ['push', 'pull', 'remote', 'rejected', 'non-fast-forward', 'upstream'] },
  { id: 'conflict', says: ['merge conflict', 'both changed', 'conflicting changes', 'changed the same lines'], prints: ['conflict', 'CONFLICT', 'merge conflict', 'Automatic merge failed'] },
  { id: 'regex', word: true, says: ['regex', 'regular expression', 'pattern match', 'search result'], prints: ['match', 'group', 'NoneType', 'None'] },
  { id: 'response', word: true, says: ['response', 'api answer', 'server answer', 'body', 'payload'], prints: ['response', 'body', 'json', 'content-type'] },
];

/** Negations as people write them, made one word before matching. */
const NEGATION = /\b(?:can\s*not|can'?t|cannot|couldn'?t|won'?t|wont|doesn'?t|don'?t|didn'?t|isn'?t|aren'?t|wasn'?t|weren'?t|hasn'?t|haven'?t|never|unable\s+to|fails?\s+to|failed\s+to|no\s+longer)\b/g;
/** Words that carry nothing between a phrase's words. */
const FILLER: ReadonlySet<string> = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'its', 'this', 'that', 'is', 'are', 'was', 'be', 'been', 'it', 'i', 'to', 'of']);
/** How many words may stand between two words of a phrase. */
const GAP = 2;

/** The light stems of a text in order, negations as `not`, filler words out. */
function stems(text: string): string[] {
  const plain = text.toLowerCase().replace(/[’‘]/g, "'").replace(NEGATION, ' not ');
  return (plain.match(/[a-z0-9]+(?:'[a-z]+)?/g) ?? []).map((w) => w.replace(/'[a-z]+$/, '')).filter((w) => !FILLER.has(w)).map(stem);
}

interface Phrase {
  words: string[];
  group: SymptomGroup;
}

/** Stems of what each group prints: a query already in those words needs no translation. */
const PRINTED: ReadonlyMap<string, ReadonlySet<string>> = new Map(SYMPTOM_GROUPS.map((g) => [g.id, new Set(g.prints.flatMap(stems))]));

/** Phrases by their first word's stem: built once. */
const BY_FIRST: ReadonlyMap<string, readonly Phrase[]> = (() => {
  const out = new Map<string, Phrase[]>();
  for (const group of SYMPTOM_GROUPS) {
    for (const say of group.says) {
      const words = stems(say);
      if (words.length === 0) continue;
      const list = out.get(words[0]!) ?? [];
      list.push({ words, group });
      out.set(words[0]!, list);
    }
  }
  return out;
})();

/** Whether `phrase` occurs in `words` from `at`, at most GAP words between its words; returns the positions. */
function occurs(words: string[], at: number, phrase: string[]): number[] | null {
  const positions = [at];
  let last = at;
  for (let k = 1; k < phrase.length; k++) {
    let found = -1;
    for (let j = last + 1; j <= Math.min(words.length - 1, last + 1 + GAP); j++) {
      if (words[j] === phrase[k]) {
        found = j;
        break;
      }
    }
    if (found < 0) return null;
    positions.push(found);
    last = found;
  }
  return positions;
}

export interface SymptomMatch {
  id: string;
  /** The stems of the query that described it. */
  said: string[];
  /** What tools print for it. */
  prints: readonly string[];
}

/** The symptom groups a text describes, in the order of their first mention. */
export function describedSymptoms(text: string): SymptomMatch[] {
  const words = stems(text);
  const found = new Map<string, SymptomMatch>();
  words.forEach((word, i) => {
    for (const phrase of BY_FIRST.get(word) ?? []) {
      const at = occurs(words, i, phrase.words);
      if (!at) continue;
      const said = at.map((p) => words[p]!);
      // Said in the tools' own words ("parameter", "field", "timeout"): nothing to translate.
      if (said.every((w) => PRINTED.get(phrase.group.id)!.has(w))) continue;
      const known = found.get(phrase.group.id);
      if (known) known.said.push(...said.filter((w) => !known.said.includes(w)));
      else found.set(phrase.group.id, { id: phrase.group.id, said, prints: phrase.group.prints });
    }
  });
  const matches = [...found.values()];
  return matches;
}

/** The tool words for a query in plain words: what the bridge adds to it. */
export function symptomKeywords(text: string): string[] {
  const out = new Set<string>();
  for (const match of describedSymptoms(text)) for (const word of match.prints) out.add(word);
  return [...out];
}
