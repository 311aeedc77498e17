import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../src/api/operations.js';
import { api } from '../../src/api/routes.js';
import type { DaemonClient } from '../../src/client/client.js';
import { ContextdError } from '../../src/util/errors.js';
import { startTestDaemon, type TestDaemon } from '../helpers/daemon.js';
import { bulkText } from '../helpers/e2e.js';
import { FOLDER_FILES, wireFiles } from '../helpers/skill-folder.js';
import { tempDir } from '../helpers/tmp.js';

/**
 * `POST /v1/export` and `/v1/import` on real daemons: a byte-exact round trip
 * into a second daemon, idempotent re-imports, the memory server's format,
 * errors naming the line or the path, and cancellation.
 */
const PROJECT = 'proj-test';
const SCOPE = { tenant: 'tester', project: PROJECT };
const tmp = tempDir('contextd-transfer-');
const file = (name: string) => join(tmp.dir, name);

let source: TestDaemon;
let target: TestDaemon;
let from: DaemonClient;
let to: DaemonClient;
const fullState = bulkText(3 * 1024 * 1024, 'export');
const ids = { checkpoints: [] as string[], remediations: [] as string[], memories: [] as string[] };

async function finish(c: DaemonClient, start: Promise<Operation>): Promise<Operation> {
  let op = await start;
  while (op.status === 'queued' || op.status === 'running') op = await c.waitOperation(op.id, op.version, 10_000);
  return op;
}

async function exported(c: DaemonClient, path: string): Promise<Record<string, unknown>> {
  const op = await finish(c, c.call(api.exportRun, { path }));
  expect(op.error).toBeNull();
  return op.result as Record<string, unknown>;
}

async function imported(c: DaemonClient, path: string, format?: 'contextd' | 'memory-server'): Promise<Operation> {
  return finish(c, c.call(api.importRun, { path, ...(format ? { format } : {}) }));
}

/** The result of importing the source's export: two records of each family, `created` new and `unchanged` already there. */
function contextdImport(created: number, unchanged: number): Record<string, unknown> {
  const counts = { created, unchanged };
  return { format: 'contextd', lines: 9, checkpoints: counts, remediations: counts, skills: { ...counts, updated: 0 }, memories: counts };
}

const MEMORY_JSONL = [
  { type: 'entity', name: 'Ada_Lovelace', entityType: 'person', observations: ['Wrote the first published algorithm', 'Worked with Charles Babbage on the Analytical Engine'] },
  { type: 'entity', name: 'Analytical_Engine', entityType: 'machine', observations: ['A proposed mechanical general-purpose computer', 'Designed in 1837'] },
  { type: 'entity', name: 'Charles_Babbage', entityType: 'person', observations: ['Mathematician and inventor of the difference engine'] },
  { type: 'relation', from: 'Ada_Lovelace', to: 'Analytical_Engine', relationType: 'wrote_programs_for' },
  { type: 'relation', from: 'Charles_Babbage', to: 'Analytical_Engine', relationType: 'designed' },
]
  .map((record) => JSON.stringify(record))
  .join('\n');

beforeAll(async () => {
  source = await startTestDaemon();
  target = await startTestDaemon();
  from = source.client(PROJECT);
  to = target.client(PROJECT);
  for (const [summary, state] of [
    ['Migrated the billing service to the new queue', fullState],
    ['Half-way through the search rewrite', 'small state'],
  ] as const) {
    const op = await finish(from, from.call(api.checkpointSave, { summary, context: `context of ${summary}`, full_state: state, session_id: 's1', tags: ['work'], metadata: { step: 3 } }));
    ids.checkpoints.push((op.result as { id: string }).id);
  }
  const project = await from.call(api.remediationRecord, { title: 'ECONNREFUSED on 5432', problem: 'Error: connect ECONNREFUSED 127.0.0.1:5432', solution: 'Start postgres first: docker compose up -d db', category: 'database', tags: ['pg'] });
  const tenant = await from.call(api.remediationRecord, { title: 'npm ERESOLVE', problem: 'npm ERR! code ERESOLVE unable to resolve dependency tree', solution: 'Align the peer dependency versions', scope: 'tenant', confidence: 0.8 });
  await from.call(api.remediationFeedback, { id: project.id, helpful: true });
  ids.remediations.push(project.id, tenant.id);
  await from.call(api.skillSave, { name: 'cut-release', description: 'Cut a release', content: 'Run `npm version {{level}}` and push the tag.', arguments: [{ name: 'level', required: true }], scope: 'tenant' });
  await from.call(api.skillSave, { name: 'local-db', description: 'Reset the local database', content: 'docker compose down -v && docker compose up -d db', scope: 'project' });
  // A folder with a text script and a binary asset (NUL bytes, not UTF-8): the export must carry both exactly.
  const folder = { path: 'local-db/SKILL.md', content: '---\nname: local-db\ndescription: Reset the local database\n---\nRun scripts/x.py.\n', files: wireFiles() };
  await from.call(api.skillImport, { files: [folder], scope: 'project' });
  const old = await from.call(api.memoryRecord, { content: 'Logging goes through winston in every service.', kind: 'decision', tags: ['logging'] });
  const next = await from.call(api.memoryRecord, { content: 'Logging goes through pino; winston was dropped.', kind: 'decision', tags: ['logging'], supersedes: old.id, source: 'architecture review' });
  await from.call(api.memoryFeedback, { id: next.id, helpful: true });
  ids.memories.push(old.id, next.id);
  writeFileSync(file('memory.jsonl'), `${MEMORY_JSONL}\n`);
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  tmp.cleanup();
});

describe('export and import', () => {
  it('exports every family as JSONL with a header', async () => {
    const result = await exported(from, file('out.jsonl'));
    const text = readFileSync(file('out.jsonl'), 'utf8');
    expect(result).toEqual({ path: file('out.jsonl'), checkpoints: 2, remediations: 2, skills: 2, memories: 2, bytes: Buffer.byteLength(text) });
    const lines = text.trimEnd().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ contextd_export: 1, tenant: 'tester', project: PROJECT });
    expect(lines.slice(1).map((l) => l.kind)).toEqual(['checkpoint', 'checkpoint', 'remediation', 'remediation', 'skill', 'skill', 'memory', 'memory']);
    expect(lines.filter((l) => l.kind === 'memory').map((l) => [l.id, l.memory_kind, l.supersedes, l.superseded_by])).toEqual([
      [ids.memories[1], 'decision', ids.memories[0], null],
      [ids.memories[0], 'decision', null, ids.memories[1]],
    ]);
    expect(lines.filter((l) => l.kind === 'skill').map((l) => [l.scope, l.path])).toEqual([
      ['tenant', 'cut-release/SKILL.md'],
      ['project', 'local-db/SKILL.md'],
    ]);
  });

  it('imports into a fresh daemon byte-exactly, and a second import changes nothing', async () => {
    const first = await imported(to, file('out.jsonl'));
    expect(first.error).toBeNull();
    expect(first.result).toEqual(contextdImport(2, 0));
    for (const id of ids.checkpoints) {
      expect(await target.services.store.checkpoints.get(SCOPE, id)).toEqual(await source.services.store.checkpoints.get(SCOPE, id));
    }
    expect((await target.services.store.checkpoints.get(SCOPE, ids.checkpoints[0] as string))?.full_state === fullState).toBe(true);
    for (const id of ids.remediations) expect(await to.call(api.remediationGet, { id })).toEqual(await from.call(api.remediationGet, { id }));
    expect((await to.call(api.remediationGet, { id: ids.remediations[0] as string })).helpful_count).toBe(1);
    const skills = await to.call(api.skillExport, {});
    expect(skills).toEqual(await from.call(api.skillExport, {}));
    const folder = skills.files.find((f) => f.path === 'local-db/SKILL.md')?.files ?? [];
    expect(folder.map((f) => [f.path, Buffer.from(f.content_base64, 'base64').toString('hex')])).toEqual(FOLDER_FILES.map((f) => [f.path, f.content.toString('hex')]));
    for (const id of ids.memories) expect(await to.call(api.memoryGet, { id })).toEqual(await from.call(api.memoryGet, { id }));
    expect((await to.call(api.memoryGet, { id: ids.memories[1] as string })).helpful_count).toBe(1);
    const logging = await to.call(api.memorySearch, { query: 'which logging library' });
    expect(logging.results.map((r) => r.id)).toEqual([ids.memories[1]]);
    const found = await to.call(api.checkpointSearch, { query: 'billing service queue migration' });
    expect(found.results[0]?.id).toBe(ids.checkpoints[0]);

    const second = await imported(to, file('out.jsonl'));
    expect(second.result).toEqual(contextdImport(0, 2));
    const usage = await to.call(api.remediationGet, { id: ids.remediations[1] as string });
    expect(usage.usage_count).toBe(1);
    expect((await target.services.store.counts(SCOPE)).checkpoints).toBe(2);
  });

  it('imports into another project of the same daemon under derived ids, idempotently', async () => {
    const other = source.client('proj-other');
    const op = await imported(other, file('out.jsonl'));
    // The tenant-wide remediation and skill are already visible there.
    expect(op.result).toMatchObject({ checkpoints: { created: 2, unchanged: 0 }, remediations: { created: 1, unchanged: 1 }, skills: { created: 1, updated: 0, unchanged: 1 }, memories: { created: 2, unchanged: 0 } });
    const memories = (await other.call(api.memoryList, { scope: 'project' })).memories;
    expect(memories.some((m) => ids.memories.includes(m.id))).toBe(false);
    const [newer, older] = memories;
    expect([newer?.supersedes, older?.superseded_by]).toEqual([older?.id, newer?.id]);
    const listed = await other.call(api.checkpointList, {});
    expect(listed.checkpoints.map((c) => c.name).sort()).toEqual(['Half-way through the search rewrite', 'Migrated the billing service to the new queue']);
    expect(listed.checkpoints.some((c) => ids.checkpoints.includes(c.id))).toBe(false);
    const again = await imported(other, file('out.jsonl'));
    expect(again.result).toMatchObject({ checkpoints: { created: 0, unchanged: 2 }, remediations: { created: 0, unchanged: 2 }, memories: { created: 0, unchanged: 2 } });
  });

  it("imports the official memory server's memory.jsonl as memories (observations and relations as facts), once", async () => {
    const c = target.client('proj-memory');
    const op = await imported(c, file('memory.jsonl'));
    expect(op.result).toMatchObject({ format: 'memory-server', lines: 5, checkpoints: { created: 0, unchanged: 0 }, memories: { created: 7, unchanged: 0 } });
    expect((await c.call(api.checkpointList, {})).checkpoints).toEqual([]);
    const listed = (await c.call(api.memoryList, {})).memories;
    expect(listed.map((m) => m.content).sort()).toEqual([
      'Ada_Lovelace wrote_programs_for Analytical_Engine',
      'Ada_Lovelace: Worked with Charles Babbage on the Analytical Engine',
      'Ada_Lovelace: Wrote the first published algorithm',
      'Analytical_Engine: A proposed mechanical general-purpose computer',
      'Analytical_Engine: Designed in 1837',
      'Charles_Babbage designed Analytical_Engine',
      'Charles_Babbage: Mathematician and inventor of the difference engine',
    ]);
    expect(listed.every((m) => m.kind === 'fact' && m.source === 'memory-server')).toBe(true);
    const hit = (await c.call(api.memorySearch, { query: 'first published algorithm' })).results[0];
    expect(hit?.content).toBe('Ada_Lovelace: Wrote the first published algorithm');
    expect(hit?.tags).toEqual(['Ada_Lovelace', 'person', 'memory-server']);
    const relation = listed.find((m) => m.content === 'Charles_Babbage designed Analytical_Engine');
    expect(relation?.tags).toEqual(['Charles_Babbage', 'Analytical_Engine', 'memory-server']);
    const byTag = (await c.call(api.memoryList, { tag: 'Analytical_Engine' })).memories;
    expect(byTag).toHaveLength(4);
    for (const query of ['Charles Babbage difference engine', 'mechanical general-purpose computer']) {
      expect((await c.call(api.memorySearch, { query })).results.length).toBeGreaterThan(0);
    }
    const again = await imported(c, file('memory.jsonl'));
    expect(again.result).toMatchObject({ memories: { created: 0, unchanged: 7 } });
  });

  it('fails on a bad line, naming it, and imports nothing of the file', async () => {
    const lines = readFileSync(file('memory.jsonl'), 'utf8').split('\n');
    writeFileSync(file('bad.jsonl'), [...lines.slice(0, 3), '{"type":"entity","name":"x"', ...lines.slice(3)].join('\n'));
    const c = target.client('proj-bad');
    const op = await imported(c, file('bad.jsonl'));
    expect(op.status).toBe('failed');
    expect(op.error?.code).toBe('invalid_params');
    expect(op.error?.message).toMatch(/^line 4: not JSON/);
    writeFileSync(file('unknown.jsonl'), `${MEMORY_JSONL}\n{"type":"observation","entityName":"x"}\n`);
    const unknown = await imported(c, file('unknown.jsonl'));
    expect(unknown.error?.message).toBe("line 6: type: Invalid discriminator value. Expected 'entity' | 'relation'");
    const header = readFileSync(file('out.jsonl'), 'utf8').split('\n')[0] as string;
    writeFileSync(file('badkind.jsonl'), `${header}\n{"kind":"checkpoint","id":"cp_1","summary":"x","created_at":"2024-01-01T00:00:00Z"}\n`);
    const badKind = await imported(c, file('badkind.jsonl'));
    expect(badKind.error?.message).toMatch(/^line 2: id: id must be a contextd id/);
    expect((await c.call(api.checkpointList, {})).checkpoints).toEqual([]);
    expect((await c.call(api.memoryList, {})).memories).toEqual([]);
  });

  it('refuses an unreadable or relative path at once, naming it', async () => {
    const missing = file('missing.jsonl');
    await expect(to.call(api.importRun, { path: missing })).rejects.toMatchObject({ code: 'invalid_params', message: `path: cannot read ${missing}: no such file or folder` });
    await expect(to.call(api.importRun, { path: tmp.dir })).rejects.toMatchObject({ code: 'invalid_params', message: `path: cannot read ${tmp.dir}: not a file` });
    await expect(to.call(api.importRun, { path: 'relative.jsonl' })).rejects.toBeInstanceOf(ContextdError);
    await expect(to.call(api.exportRun, { path: join(tmp.dir, 'no-such-dir', 'x.jsonl') })).rejects.toMatchObject({ code: 'invalid_params', message: expect.stringContaining('no-such-dir') });
    if (process.getuid?.() !== 0) {
      writeFileSync(file('locked.jsonl'), MEMORY_JSONL);
      chmodSync(file('locked.jsonl'), 0o000);
      await expect(to.call(api.importRun, { path: file('locked.jsonl') })).rejects.toMatchObject({ message: `path: cannot read ${file('locked.jsonl')}: permission denied` });
    }
  });

  it('cancels a running import between records', async () => {
    const entities = Array.from({ length: 3_000 }, (_, i) =>
      JSON.stringify({ type: 'entity', name: `entity_${i}`, entityType: 'thing', observations: [`observation ${i} about the ${i % 7} system`] }),
    );
    writeFileSync(file('large.jsonl'), entities.join('\n'));
    const c = target.client('proj-cancel');
    let op = await c.call(api.importRun, { path: file('large.jsonl') });
    while (!/importing/.test(op.progress.message)) op = await c.waitOperation(op.id, op.version, 10_000);
    const asked = Date.now();
    await c.call(api.operationCancel, { operation_id: op.id });
    while (op.status === 'queued' || op.status === 'running') op = await c.waitOperation(op.id, op.version, 10_000);
    expect(op.status).toBe('cancelled');
    expect(Date.now() - asked).toBeLessThan(1_000);
    const count = async () => (await target.services.store.checkpoints.list({ tenant: 'tester', project: 'proj-cancel' }, { limit: 5_000 })).length;
    const stopped = await count();
    expect(stopped).toBeLessThan(3_000);
    await new Promise((r) => setTimeout(r, 300));
    expect(await count()).toBe(stopped);
  });
});
