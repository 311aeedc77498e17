import type { ImportResult, MemoryEntity, MemoryRelation } from '../../api/transfer.js';
import { memoryRecord } from '../../api/transfer.js';
import { MEMORY_LIMITS, type MemoryRecordInput } from '../../api/memories.js';
import { lines, parseLine, type Reporter } from './jsonl.js';
import type { OperationContext } from '../operations/runner.js';

// The official MCP memory server's memory.jsonl (entities with observations, relations
// between them): read for `contextd import`, each observation and each relation becoming
// a memory.

/** The tag every memory made from memory.jsonl carries. */
export const MEMORY_SERVER_TAG = 'memory-server';
const TAG_LIMIT = 64;

/** First pass over memory.jsonl: checks every line, so a bad line leaves the store untouched. */
export async function checkMemoryServer(path: string, ctx: OperationContext, report: Reporter, result: ImportResult): Promise<void> {
  for await (const { line, number, bytes } of lines(path, ctx)) {
    parseLine(memoryRecord, line, number);
    result.lines++;
    report(bytes, `checking line ${number}`);
  }
}

type MemoryInput = Omit<MemoryRecordInput, 'supersedes'>;

/**
 * An entity's memories: each observation a fact tagged with the entity's name and type,
 * prefixed with the name unless it already says it ("Ana: prefers tabs"); an entity without
 * observations is one fact saying what it is.
 */
export function entityMemories(entity: MemoryEntity): MemoryInput[] {
  const name = entity.name.trim();
  const tags = uniqueTags([name, entity.entityType.trim(), MEMORY_SERVER_TAG]);
  const observations = entity.observations.map((o) => o.trim()).filter(Boolean);
  const contents = observations.length > 0 ? observations.map((o) => (o.toLowerCase().includes(name.toLowerCase()) ? o : `${name}: ${o}`)) : [`${name} is a ${entity.entityType.trim()}.`];
  return contents.map((content) => ({ content: content.slice(0, MEMORY_LIMITS.content), kind: 'fact', tags, scope: 'project', source: MEMORY_SERVER_TAG }));
}

/** A relation as a fact ("Ana owns auth-service") tagged with both entities' names. */
export function relationMemory(relation: MemoryRelation): MemoryInput {
  const content = `${relation.from.trim()} ${relation.relationType.trim()} ${relation.to.trim()}`;
  return { content: content.slice(0, MEMORY_LIMITS.content), kind: 'fact', tags: uniqueTags([relation.from.trim(), relation.to.trim(), MEMORY_SERVER_TAG]), scope: 'project', source: MEMORY_SERVER_TAG };
}

function uniqueTags(tags: string[]): string[] {
  return [...new Set(tags.map((t) => t.slice(0, TAG_LIMIT)).filter(Boolean))];
}
