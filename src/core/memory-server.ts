import type { ImportResult, MemoryEntity } from '../api/transfer.js';
import { memoryRecord } from '../api/transfer.js';
import { CHECKPOINT_LIMITS } from '../api/checkpoints.js';
import { lines, parseLine } from './jsonl.js';
import type { OperationContext } from './operations/runner.js';
import type { Reporter } from './transfer.js';

// The official MCP memory server's memory.jsonl (entities with observations, relations
// between them): read for `contextd import`, each entity becoming a checkpoint.

/** First pass over memory.jsonl: checks every line and gathers the relations of each entity. */
export async function checkMemoryServer(path: string, ctx: OperationContext, report: Reporter, result: ImportResult): Promise<Map<string, string[]>> {
  const relations = new Map<string, string[]>();
  for await (const { line, number, bytes } of lines(path, ctx)) {
    const record = parseLine(memoryRecord, line, number);
    if (record.type === 'relation') {
      const text = `- ${record.from} ${record.relationType} ${record.to}`;
      for (const name of new Set([record.from, record.to])) relations.set(name, [...(relations.get(name) ?? []), text]);
    }
    result.lines++;
    report(bytes, `checking line ${number}`);
  }
  return relations;
}

export function summaryOf(entity: MemoryEntity): string {
  let summary = '';
  for (const observation of entity.observations) {
    const next = summary ? `${summary}\n${observation}` : observation;
    if (next.length > CHECKPOINT_LIMITS.summary) break;
    summary = next;
  }
  if (!summary.trim()) summary = (entity.observations[0] ?? '').slice(0, CHECKPOINT_LIMITS.summary);
  return summary.trim() ? summary : `${entity.entityType}: ${entity.name}`.slice(0, CHECKPOINT_LIMITS.summary);
}

export function contextOf(entity: MemoryEntity, relations: string[]): string {
  const parts = [entity.observations.map((o) => `- ${o}`).join('\n')];
  if (relations.length > 0) parts.push(`Relations:\n${relations.join('\n')}`);
  return parts.filter(Boolean).join('\n\n').slice(0, CHECKPOINT_LIMITS.context);
}
