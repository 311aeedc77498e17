/**
 * A description in plain words that names its language ("using a variable in C that I never
 * declared", "my python script…") meets other languages' records of the same kind of error at a
 * lower score (docs/search.md, "Named languages"). The errors below are real output: gcc 12,
 * Python 3.11, Node.js 20 and Go 1.19 on a use of an undeclared name.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServices, type Services } from '../../src/core/services.js';
import { described, describedWeight } from '../../src/core/remediations/ranking.js';
import { describedPhase, namedEcosystems, outputPhase } from '../../src/core/troubleshoot/index.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { tempDir } from '../helpers/tmp.js';

const GCC = `u.c: In function ‘main’:
u.c:1:25: error: ‘total’ undeclared (first use in this function)
    1 | int main(void) { return total; }
      |                         ^~~~~
u.c:1:25: note: each undeclared identifier is reported only once for each function it appears in`;
const PYTHON = `Traceback (most recent call last):
  File "<string>", line 1, in <module>
NameError: name 'total' is not defined`;
const NODE = `[eval]:1
console.log(total)
            ^

ReferenceError: total is not defined
    at [eval]:1:13
    at runScriptInThisContext (node:internal/vm:209:10)
    at node:internal/process/execution:118:14`;
const GO = `# command-line-arguments
./main.go:4:10: undefined: total`;

const named = (text: string) => [...namedEcosystems(text)].sort();

describe('namedEcosystems', () => {
  it('reads the names of languages and their tools in a sentence', () => {
    expect(named('two python modules each import something from the other')).toEqual(['python']);
    expect(named('cargo build fails after adding a crate')).toEqual(['rust']);
    expect(named('git will not commit on a new machine')).toEqual(['git']);
    expect(named('mvn package cannot find the jar')).toEqual(['java']);
    expect(named('gcc complains about the line with return')).toEqual(['cpp']);
    expect(named('using a variable in C that I never declared')).toEqual(['cpp']);
    expect(named('C++ template error I cannot read')).toEqual(['cpp']);
  });

  it('names the whole JavaScript family for any of its tools', () => {
    expect(named('tsc says it does not know a name')).toEqual(['frontend', 'node', 'npm', 'typescript']);
    expect(named('node 20 crashes on start')).toEqual(['frontend', 'node', 'npm', 'typescript']);
  });

  it('reads Go and Node only in phrases that name them, not as everyday words', () => {
    expect(named('my go program panics on start')).toEqual(['go']);
    expect(named('go build says a package is missing')).toEqual(['go']);
    expect(named('I want to go home before the build is done')).toEqual([]);
    expect(named('the DOM node is missing after render')).toEqual([]);
    expect(named('the next deploy should react to the flag')).toEqual([]);
  });

  it('does not read a key, a drive, a quoted name or a comparison as the language', () => {
    expect(named('press Ctrl-C to stop the server')).toEqual([]);
    expect(named('the path C: is full')).toEqual([]);
    expect(named('the special import "C" is renamed')).toEqual([]);
    expect(named('if with an int as the condition like in C')).toEqual([]);
    expect(named('coming from java, python lists confuse me')).toEqual(['python']);
  });

  it('names nothing for tools that cut across languages', () => {
    expect(named('docker compose cannot reach postgres')).toEqual([]);
    expect(named('the build hangs when the network is down')).toEqual([]);
  });
});

describe('describedPhase and outputPhase', () => {
  it('reads when a description says the failure happens', () => {
    expect(describedPhase('calling a math function with text input does not compile')).toBe('build');
    expect(describedPhase('the type checker will not let me store text in a number')).toBe('build');
    expect(describedPhase('writing to slot 3 of a two element array crashes the program')).toBe('run');
    expect(describedPhase('indexing the result dies at run time')).toBe('run');
    // Neither, or both: nothing is said.
    expect(describedPhase('npm run build fails on the CI machine')).toBeNull();
  });

  it('leaves out a phase said to go well: the failure is in the other one', () => {
    expect(describedPhase('it compiles fine but crashes at start')).toBe('run');
    expect(describedPhase('rust compiles without errors, then panics when I borrow the cell twice')).toBe('run');
    expect(describedPhase('no compile errors, yet it dies at startup')).toBe('run');
    expect(describedPhase('it runs fine locally but the type checker rejects it in CI')).toBe('build');
    // Said to fail in both, or only to go well: nothing is said.
    expect(describedPhase('the compiler crashes')).toBeNull();
    expect(describedPhase('it compiles fine')).toBeNull();
  });

  it('reads it from the output: a compiler diagnostic or a program that ran', () => {
    expect(outputPhase(GCC)).toBe('build');
    expect(outputPhase(GO)).toBe('build');
    expect(outputPhase(PYTHON)).toBe('run');
    expect(outputPhase(NODE)).toBe('run');
    expect(outputPhase('fatal: not a git repository (or any of the parent directories): .git')).toBeNull();
  });
});

describe('describedWeight', () => {
  const python = described('my python script uses a name I never set')!;
  it('lowers only a record of another language or tool, never one that cuts across them', () => {
    expect(describedWeight(python, { ecosystem: 'python', phase: 'run' })).toBe(1);
    expect(describedWeight(python, { ecosystem: 'rust', phase: 'build' })).toBeLessThan(1);
    expect(describedWeight(python, { ecosystem: 'git', phase: null })).toBeLessThan(1);
    expect(describedWeight(python, { ecosystem: 'network', phase: null })).toBe(1);
    expect(describedWeight(python, { ecosystem: 'database', phase: 'run' })).toBe(1);
    expect(describedWeight(python, { ecosystem: 'unknown', phase: null })).toBe(1);
  });

  it('lowers a record of the other phase when the description says one, and both together more', () => {
    const compile = described('this does not compile')!;
    expect(describedWeight(compile, { ecosystem: 'rust', phase: 'build' })).toBe(1);
    expect(describedWeight(compile, { ecosystem: 'rust', phase: 'run' })).toBeLessThan(1);
    expect(describedWeight(compile, { ecosystem: 'rust', phase: null })).toBe(1);
    const both = described('my rust code does not compile')!;
    expect(describedWeight(both, { ecosystem: 'python', phase: 'run' })).toBeLessThan(describedWeight(both, { ecosystem: 'python', phase: 'build' }));
  });

  it('says nothing for pasted output or a description that names neither', () => {
    expect(described(PYTHON)).toBeNull();
    expect(described('the thing I wrote yesterday is broken')).toBeNull();
  });
});

describe('a description naming its language, in a store of several languages', () => {
  const scope: Scope = { tenant: 'dev', project: 'polyglot-0badc0de' };
  let tmp: ReturnType<typeof tempDir>;
  let store: Store;
  let services: Services;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    tmp = tempDir('contextd-named-languages-');
    store = await createSqliteStore(join(tmp.dir, 'store.db'));
    services = createServices({ store, embedder: createHashEmbedder() });
    const record = async (problem: string, title: string, root_cause: string, solution: string) =>
      (await services.remediations.record(scope, { title, problem, root_cause, solution, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
    ids.c = await record(GCC, 'Undeclared identifier', 'The variable was used before any declaration of it', 'Declare the variable before its first use, or fix the misspelled name.');
    ids.python = await record(PYTHON, 'Name is not defined', 'The variable was used before it was ever assigned', 'Assign the variable before use, or import the name.');
    ids.node = await record(NODE, 'Variable is not defined', 'The variable was never declared with let, const or var', 'Declare the variable, or fix the misspelled name.');
    ids.go = await record(GO, 'Undefined name', 'The variable was never declared in the package', 'Declare the variable with var or :=, or fix the name.');
  }, 60_000);

  afterAll(async () => {
    await store?.close();
    tmp?.cleanup();
  });

  const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 4, content_mode: 'minimal' })).results[0]?.id;

  it('puts the record of the named language first', async () => {
    expect(await first('using a variable in C that I never declared')).toBe(ids.c);
    expect(await first('my python script uses a variable I never declared')).toBe(ids.python);
    expect(await first('node crashes using a variable I never declared')).toBe(ids.node);
    expect(await first('my go program uses a variable I never declared')).toBe(ids.go);
  });

  it('puts it first even when the words match another language\'s record better', async () => {
    // The Python record's cause says it in these words; without the language it comes first.
    const words = 'the variable was used before it was ever assigned';
    expect(await first(words)).toBe(ids.python);
    expect(await first(`${words} in my C program`)).toBe(ids.c);
    expect(await first(`${words}, go build stops`)).toBe(ids.go);
  });

  it('keeps the other languages in the results, below', async () => {
    const results = (await services.remediations.search(scope, { query: 'using a variable in C that I never declared', scope: 'all', limit: 4, content_mode: 'minimal' })).results;
    expect(results.length).toBeGreaterThan(1);
    expect(results.map((r) => r.id)).toContain(ids.python);
  });

  it('leaves a pasted error to its own words: the language named around it changes nothing', async () => {
    expect(await first(PYTHON)).toBe(ids.python);
    expect(await first(`${GCC}\nin my python project`)).toBe(ids.c);
  });
});
