/**
 * The shared hybrid ranker's rules, on a real SQLite store with the real hash embedder:
 * a nonsense query returns nothing in every family (the relevance floor), and when two
 * records carry the same error, the circumstances written around it decide.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointSaveInput } from '../../src/api/checkpoints.js';
import { isTerminal } from '../../src/api/operations.js';
import { skillSaveInput } from '../../src/api/skills.js';
import { circumstancesOf } from '../../src/core/search.js';
import { createServices, type Services } from '../../src/core/services.js';
import { circumstanceWords } from '../../src/search/circumstance-words.js';
import { createHashEmbedder } from '../../src/search/embedder.js';
import { createSqliteStore } from '../../src/store/sqlite/index.js';
import type { Scope } from '../../src/store/scope.js';
import type { Store } from '../../src/store/types.js';
import { NODE_ECONNREFUSED } from '../helpers/real-errors.js';
import { tempDir } from '../helpers/tmp.js';

const scope: Scope = { tenant: 'dev', project: 'shop-0badc0de' };
const REFUSED = NODE_ECONNREFUSED;

const NONSENSE = ['purple elephant quantum banana', 'recipe for lemon drizzle cake with poppy seeds', 'zxqv wlmp trbbn kkjq'];

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let services: Services;
const ids: Record<string, string> = {};

const record = async (key: string, input: { title: string; problem: string; root_cause: string; solution: string }) => {
  ids[key] = (await services.remediations.record(scope, { ...input, tags: [], affected_files: [], scope: 'project', confidence: 0.6 })).id;
};

beforeAll(async () => {
  tmp = tempDir('contextd-hybrid-');
  store = await createSqliteStore(join(tmp.dir, 'store.db'));
  services = createServices({ store, embedder: createHashEmbedder() });
  await record('reboot', { title: 'ECONNREFUSED to the database after a reboot', problem: REFUSED, root_cause: 'The database service is not enabled at boot', solution: 'systemctl enable --now postgresql' });
  await record('compose', { title: 'ECONNREFUSED from a docker compose container to localhost', problem: REFUSED, root_cause: 'Inside a container localhost is the container itself', solution: 'Use the compose service name (db) as host instead of localhost.' });
  await record('keyerror', { title: "KeyError: 'port' reading the config", problem: "Traceback (most recent call last):\n  File \"app.py\", line 2, in <module>\n    print(config[\"port\"])\nKeyError: 'port'", root_cause: 'The key is absent from the dictionary', solution: 'Use config.get("port", 5432).' });
  for (const [name, summary] of [['stripe webhooks', 'Verified Stripe webhook signatures with the raw body before JSON parsing.'], ['dark mode', 'Added a dark mode theme toggle stored in localStorage.']]) {
    let op = await services.runner.start(scope, 'checkpoint_save', checkpointSaveInput.parse({ name, summary, context: summary }));
    while (!isTerminal(op.status)) op = await services.runner.wait(scope, op.id, op.version, 10_000);
    expect(op.status).toBe('succeeded');
  }
  await services.skills.save(scope, skillSaveInput.parse({ name: 'release-checklist', description: 'Steps to cut a release: changelog, version bump, tag, publish.', content: 'Update CHANGELOG.md, bump the version, tag and publish to npm.' }));
}, 60_000);

afterAll(async () => {
  await store?.close();
  tmp?.cleanup();
});

describe('relevance floor', () => {
  it.each(NONSENSE)('returns nothing in any family for "%s"', async (query) => {
    expect((await services.remediations.search(scope, { query, scope: 'all', limit: 5, content_mode: 'minimal' })).results).toEqual([]);
    expect((await services.checkpoints.searchCheckpoints(scope, { query, limit: 5 })).results).toEqual([]);
    expect((await services.skills.search(scope, { query, limit: 5 })).results).toEqual([]);
    expect((await services.troubleshoot.diagnose(scope, { error_message: query, limit: 5 })).related_remediations).toEqual([]);
  });

  it('still answers real questions in every family', async () => {
    expect((await services.remediations.search(scope, { query: "KeyError: 'host'", scope: 'all', limit: 5, content_mode: 'minimal' })).results[0]?.id).toBe(ids.keyerror);
    expect((await services.checkpoints.searchCheckpoints(scope, { query: 'stripe webhook signature', limit: 5 })).results[0]?.name).toBe('stripe webhooks');
    expect((await services.skills.search(scope, { query: 'how do I cut a release', limit: 5 })).results[0]?.name).toBe('release-checklist');
  });
});

describe('circumstances decide between records of the same error', () => {
  const first = async (query: string) => (await services.remediations.search(scope, { query, scope: 'all', limit: 2, content_mode: 'minimal' })).results[0]?.id;

  it('picks the record whose cause fits the sentence around the pasted error', async () => {
    expect(await first(`${REFUSED}\nthe api runs inside docker compose and the database is another service of the compose file`)).toBe(ids.compose);
    expect(await first(`${REFUSED}\nthis started after restarting the laptop, nothing else changed since the reboot`)).toBe(ids.reboot);
    expect(await first(`it only happens since the machine was rebooted this morning\n${REFUSED}`)).toBe(ids.reboot);
  });

  it('knows the circumstances in other words: the names a fix uses for the place the person describes', async () => {
    // Neither sentence shares a word with either record; "dockerfile image" names docker, "a restart" a reboot.
    expect(await first(`${REFUSED}\nit only fails when the api runs from its dockerfile image`)).toBe(ids.compose);
    expect(await first(`${REFUSED}\nit stopped working once the machine came back from a restart`)).toBe(ids.reboot);
    // "copying" says "copied" too (the same stem): the borrowed words are the group's other words.
    expect(circumstanceWords('building with maven after copying code from another service')).toEqual(expect.arrayContaining(['pom', 'pom.xml', 'pasted']));
    expect(circumstanceWords('building with maven')).not.toContain('maven');
    expect(circumstanceWords('the build fails on the main branch since yesterday evening')).toEqual(expect.arrayContaining(['checkout']));
    expect(circumstanceWords('nothing here names a place')).toEqual([]);
  });

  it('names a circumstance in any form of its words, and by the names people use for it', () => {
    // Forms of a group's words name the group: "freshly", "rebooting", "containers".
    expect(circumstanceWords('never used git on this freshly issued computer before today')).toEqual(expect.arrayContaining(['new laptop', 'clean install']));
    expect(circumstanceWords('it broke after rebooting the server')).toEqual(expect.arrayContaining(['restart', 'systemctl']));
    expect(circumstanceWords('both run in containers on my laptop')).toEqual(expect.arrayContaining(['docker', 'compose']));
    // A phrase matches by its words' stems too, not only spelled as listed.
    expect(circumstanceWords('after the scheduled jobs ran overnight')).toEqual(expect.arrayContaining(['cron', 'crontab']));
    // Names of the same thing people use: a release's code name, a colleague's pull request, a jar, a power cycle.
    expect(circumstanceWords('bookworm box, libraries come from the distro')).toEqual(expect.arrayContaining(['debian', 'apt']));
    expect(circumstanceWords('someone on my team landed their PR just before me')).toEqual(expect.arrayContaining(['teammate', 'colleague']));
    expect(circumstanceWords('the jackson jar is already loaded')).toContain('classpath');
    expect(circumstanceWords('the laptop was switched off and on again')).toEqual(expect.arrayContaining(['reboot', 'restart']));
    expect(circumstanceWords('several packages in one repository')).toEqual(expect.arrayContaining(['monorepo', 'workspaces']));
  });

  it('reads the circumstances from the lines in plain words before and after the output, never from tool output', () => {
    expect(circumstancesOf(`${REFUSED}\nonly inside docker compose`)).toBe('only inside docker compose');
    expect(circumstancesOf(REFUSED)).toBeNull();
    expect(circumstancesOf('only inside docker compose')).toBeNull();
    expect(circumstancesOf("fatal: not a git repository\nhint: run git init in the folder")).toBeNull();
    // A person's sentence holds commands, versions, names and paths: colons, slashes, @, _ and semicolons.
    expect(circumstancesOf(`${REFUSED}\nour Dockerfile FROM debian:bookworm with RUN pip3 install -r requirements.txt broke`)).toContain('debian:bookworm');
    expect(circumstancesOf(`${REFUSED}\nthe field is marked @Autowired in a spring boot service I create myself; node_modules is there`)).toContain('@Autowired');
    // Said before the pasted output (ending in a colon), or over two lines after it.
    expect(circumstancesOf(`since I upgraded to node 20 on ubuntu I get this:\n${REFUSED}`)).toBe('since I upgraded to node 20 on ubuntu I get this:');
    expect(circumstancesOf(`${REFUSED}\nthe api runs in docker compose,\nthe database is another service`)).toBe('the api runs in docker compose,\nthe database is another service');
    // Tool output keeps its shape whatever its characters: labels, levels, places, typed messages, announcements.
    for (const line of ['Traceback (most recent call last):', 'npm error code EJSONPARSE', 'npm error A complete log of this run can be found in: /home/x/.npm/_logs/a.log', 'Caused by: java.lang.ClassNotFoundException: Main', 'src/index.ts(4,21): error TS2307: Cannot find module express', 'TypeError: fetch failed because the server is gone', 'note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace', "Can't locate JSON/XS.pm in @INC (@INC contains: /etc/perl /usr/share/perl5) at report.pl line 2."]) {
      expect(circumstancesOf(`${REFUSED}\n${line}`), line).toBeNull();
    }
    // ...while a person's sentence may begin like a tool's level does ("the error …").
    expect(circumstancesOf(`${REFUSED}\nthe error appears in the browser console of my Vite app`)).not.toBeNull();
    // On the error's own line, a clause with I, my, we or our after it; an error's own clauses and a plain description have none.
    expect(circumstancesOf("Error: connect ECONNREFUSED 127.0.0.1:5432 — only since our api moved into docker compose")).toBe('only since our api moved into docker compose');
    expect(circumstancesOf("KeyError: 'port' since I moved the settings to a .env file")).toBe('since I moved the settings to a .env file');
    expect(circumstancesOf('ReferenceError: require is not defined in ES module scope, you can use import instead')).toBeNull();
    expect(circumstancesOf('a C++ compile error when I try to print my struct')).toBeNull();
    // Commands in backticks, as people write them in chat and issues; a tool's hint to run one is not a sentence.
    expect(circumstancesOf(`${REFUSED}\non a Debian server with \`apt\` and \`docker compose up -d\``)).toContain('docker compose up');
    expect(circumstancesOf(`${REFUSED}\nit only fails when I run \`npm ci\` in CI`)).toContain('npm ci');
    for (const line of ['For more information about this error, try `rustc --explain E0004`.', 'BEGIN failed--compilation aborted at report.pl line 2.', 'Found 2 errors in 1 file (checked 3 source files)', 'thrown in /home/dev/app/index.php on line 3', 'Automatic merge failed; fix conflicts and then commit the result.', "As a reminder, you're using offline mode (--offline) which can sometimes cause surprising failures"]) {
      expect(circumstancesOf(`${REFUSED}\n${line}`), line).toBeNull();
    }
  });

  it('decides by circumstances said before the error or with commands and versions in them', async () => {
    // Neither sentence shares a word with either record: only the circumstance words decide, once the sentence is read.
    expect(await first(`since it runs from its dockerfile image I get this:\n${REFUSED}`)).toBe(ids.compose);
    expect(await first(`once the machine came back from a restart, this:\n${REFUSED}`)).toBe(ids.reboot);
    expect(await first(`${REFUSED}\nit only fails when the api\nruns from its dockerfile image`)).toBe(ids.compose);
    expect(await first(`${REFUSED}\nonly when the api runs from its \`dockerfile\` image`)).toBe(ids.compose);
    expect(await first('Error: connect ECONNREFUSED 127.0.0.1:5432 — only since our api runs from its dockerfile image')).toBe(ids.compose);
    expect(await first('Error: connect ECONNREFUSED 127.0.0.1:5432 — since my machine came back from a restart')).toBe(ids.reboot);
    expect(await first(`the api runs with docker compose (compose.yaml: api + db);\n${REFUSED}`)).toBe(ids.compose);
    expect(await first(`${REFUSED}\napi and db run as services of compose.yaml; started with docker compose up -d`)).toBe(ids.compose);
  });
});
