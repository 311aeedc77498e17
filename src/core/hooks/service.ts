/**
 * `contextd hook` on the daemon's side (docs/hooks.md): one Claude Code
 * event in, the text for the model (or nothing) out. Session state between
 * events lives in memory here (see sessions.ts).
 */
import type { CheckpointSaveInput } from '../../api/checkpoints.js';
import { CHECKPOINT_LIMITS } from '../../api/checkpoints.js';
import { HOOK_LIMITS, type HookEventInput, type HookEventOutput } from '../../api/hooks.js';
import type { Scope } from '../../store/scope.js';
import { projectsFor } from '../scope.js';
import type { CheckpointService } from '../checkpoints/service.js';
import type { RemediationService } from '../remediations/service.js';
import type { TroubleshootService } from '../troubleshoot/service.js';
import type { ServiceDeps } from '../services-deps.js';
import { learnedRemediation } from './learned.js';
import { addCommand, addEdit, addFailure, commandKey, HookSessionTable, type HookSession } from './sessions.js';
import { failureText, promptText, sessionStartText, sharedWords, type PromptMemory, type StandingMemory } from './text.js';
import { clip } from '../../util/text.js';
import { checkpointFromDigest, digestTranscript, oneLine, type TranscriptDigest } from './transcript.js';
import { EDIT_TOOLS } from '../../util/hook-events.js';

/** Activity (edits, commands) since the last checkpoint that makes a session-end checkpoint worth saving. */
const SESSION_END_ACTIVITY = 2;
/** Stop fires after every turn: checkpoint only after much activity and a quiet while since the last one. */
const STOP_ACTIVITY = 20;
const STOP_INTERVAL_MS = 15 * 60_000;
const PROMPT_MIN_CHARS = 12;
const PROMPT_SCORE = 0.5;
const PROMPT_SHARED_WORDS = 3;
/** Conventions or preferences read per kind and scope for SessionStart (the text budget keeps fewer). */
const STANDING_LIMIT = 20;

type Output = HookEventOutput;
const nothing = (actions: string[] = []): Output => ({ additional_context: null, want_transcript: false, actions });

export interface HookFamilies {
  checkpoints: CheckpointService;
  remediations: RemediationService;
  troubleshoot: TroubleshootService;
}

export class HookService {
  readonly sessions: HookSessionTable;

  constructor(
    private readonly deps: ServiceDeps,
    private readonly families: HookFamilies,
    sessions = new HookSessionTable(),
  ) {
    this.sessions = sessions;
  }

  async handle(scope: Scope, input: HookEventInput): Promise<Output> {
    const session = this.sessions.get(scope.tenant, scope.project, input.session_id);
    switch (input.event) {
      case 'SessionStart':
        return this.sessionStart(scope);
      case 'PostToolUseFailure':
        return this.toolFailure(scope, session, input);
      case 'PostToolUse':
        return this.toolSuccess(scope, session, input);
      case 'PreCompact':
        return input.transcript === undefined ? { ...nothing(), want_transcript: true } : this.checkpoint(scope, session, input, 'Before compaction');
      case 'PostCompact':
        return this.postCompact(scope, session, input);
      case 'Stop':
      case 'SessionEnd':
        return this.sessionEnd(scope, session, input);
      case 'UserPromptSubmit':
        return this.prompt(scope, input);
    }
  }

  private async sessionStart(scope: Scope): Promise<Output> {
    const [newest] = (await this.deps.store.checkpoints.list(scope, { limit: 1 })) ?? [];
    const latest = newest ? { id: newest.id, name: newest.name, summary: newest.summary, created_at: newest.created_at } : null;
    return { ...nothing(['session_start']), additional_context: sessionStartText(latest, Date.now(), HOOK_LIMITS.sessionStartChars, await this.standing(scope)) };
  }

  /** Current conventions, then preferences: this project's before tenant-wide ones, newest first within each. */
  private async standing(scope: Scope): Promise<StandingMemory[]> {
    const out: StandingMemory[] = [];
    for (const kind of ['convention', 'preference']) {
      for (const project of projectsFor(scope)) {
        const rows = await this.deps.store.memories.list(scope, { projects: [project], kind, limit: STANDING_LIMIT });
        out.push(...rows.filter((row) => row.superseded_by === null).map((row) => ({ kind: row.kind, content: row.content })));
      }
    }
    return out;
  }

  private async toolFailure(scope: Scope, session: HookSession, input: HookEventInput): Promise<Output> {
    const command = stringField(input.tool_input, 'command');
    if (input.tool_name !== 'Bash' || !command) return nothing();
    const error = input.error?.trim() || 'the command failed (no output)';
    addCommand(session, command, true);
    addFailure(session, commandKey(command), { command, error, editSeq: session.editSeq, at: Date.now() });
    const diagnosis = await this.families.troubleshoot.diagnose(scope, { error_message: error, context: { command: clip(command, 2_000) }, limit: 5 });
    return { ...nothing(['failure_remembered']), additional_context: failureText(command, error, diagnosis, HOOK_LIMITS.failureChars) };
  }

  private async toolSuccess(scope: Scope, session: HookSession, input: HookEventInput): Promise<Output> {
    const tool = input.tool_name ?? '';
    if (EDIT_TOOLS.has(tool)) {
      const edits = editsOf(tool, input.tool_input ?? {});
      for (const edit of edits) addEdit(session, edit);
      return nothing(edits.length > 0 ? [`edits_remembered:${edits.length}`] : []);
    }
    const command = stringField(input.tool_input, 'command');
    if (tool !== 'Bash' || !command) return nothing();
    addCommand(session, command, false);
    const key = commandKey(command);
    const failure = session.failures.get(key);
    if (!failure) return nothing();
    session.failures.delete(key);
    const record = learnedRemediation(failure, session.edits, command, input.root);
    if (!record) return nothing(['failure_cleared']);
    const result = await this.families.remediations.record(scope, record);
    return nothing([`remediation_${result.created ? 'recorded' : 'merged'}:${result.id}`]);
  }

  private async postCompact(scope: Scope, session: HookSession, input: HookEventInput): Promise<Output> {
    const summary = input.compact_summary?.trim();
    if (!summary) return nothing();
    const firstLine = oneLine(summary.split('\n').find((l) => l.trim()) ?? 'summary');
    return this.save(scope, session, input, {
      name: `After compaction: ${clip(firstLine.replace(/^#+\s*/, ''), 80)}`,
      summary: clip(summary, CHECKPOINT_LIMITS.summary),
      context: summary.length > CHECKPOINT_LIMITS.summary ? clip(summary, CHECKPOINT_LIMITS.context) : undefined,
    });
  }

  private async sessionEnd(scope: Scope, session: HookSession, input: HookEventInput): Promise<Output> {
    const ending = input.event === 'SessionEnd';
    const enough = ending
      ? session.activitySinceCheckpoint >= SESSION_END_ACTIVITY
      : session.activitySinceCheckpoint >= STOP_ACTIVITY && Date.now() - (session.lastCheckpointAt ?? 0) >= STOP_INTERVAL_MS;
    if (!enough) {
      if (ending) this.sessions.drop(session);
      return nothing();
    }
    if (input.transcript === undefined) return { ...nothing(), want_transcript: true };
    const out = await this.checkpoint(scope, session, input, ending ? 'Session end' : 'Checkpoint');
    if (ending) this.sessions.drop(session);
    return out;
  }

  /** A checkpoint from the transcript (or, when it could not be read, from what the session saw). */
  private checkpoint(scope: Scope, session: HookSession, input: HookEventInput, label: string): Promise<Output> {
    const transcript = input.transcript ?? '';
    const digest = transcript ? digestTranscript(transcript) : emptyDigest();
    if (digest.entries === 0) fillFromSession(digest, session);
    if (input.last_assistant_message?.trim()) digest.lastAssistantText = input.last_assistant_message.trim();
    const text = checkpointFromDigest(digest, label);
    return this.save(scope, session, input, { ...text, full_state: transcript || undefined });
  }

  private async save(scope: Scope, session: HookSession, input: HookEventInput, text: Pick<CheckpointSaveInput, 'name' | 'summary' | 'context' | 'full_state'>): Promise<Output> {
    const payload: CheckpointSaveInput = {
      ...text,
      session_id: input.session_id,
      tags: ['hooks', input.event.toLowerCase()],
      metadata: { source: 'contextd hook', event: input.event, ...(input.trigger ? { trigger: input.trigger } : {}), ...(input.reason ? { reason: input.reason } : {}) },
    };
    const op = await this.deps.runner.start(scope, 'checkpoint_save', payload);
    session.activitySinceCheckpoint = 0;
    session.lastCheckpointAt = Date.now();
    return nothing([`checkpoint_started:${op.id}`]);
  }

  private async prompt(scope: Scope, input: HookEventInput): Promise<Output> {
    const query = input.prompt?.trim() ?? '';
    if (query.length < PROMPT_MIN_CHARS) return nothing();
    const [fixes, checkpoints] = await Promise.all([
      this.families.remediations.search(scope, { query, scope: 'all', limit: 3, content_mode: 'preview' }),
      this.families.checkpoints.searchCheckpoints(scope, { query, limit: 3 }),
    ]);
    // Scores are relative to the best hit: "clearly relevant" also needs words shared with the prompt.
    const memories: PromptMemory[] = [
      ...fixes.results.filter((r) => r.score >= PROMPT_SCORE).map((r) => ({ kind: 'remediation' as const, id: r.id, title: r.title, detail: `${r.problem ?? ''} ${r.solution ?? ''}` })),
      ...checkpoints.results.filter((c) => c.score >= PROMPT_SCORE).map((c) => ({ kind: 'checkpoint' as const, id: c.id, title: c.name, detail: c.snippet })),
    ]
      .map((m) => ({ ...m, shared: sharedWords(query, `${m.title}\n${m.detail}`) }))
      .filter((m) => m.shared >= PROMPT_SHARED_WORDS)
      .sort((a, b) => b.shared - a.shared)
      .slice(0, 3);
    return { ...nothing(memories.length ? ['memories_offered'] : []), additional_context: promptText(memories, HOOK_LIMITS.promptChars) };
  }
}

function stringField(record: Record<string, unknown> | undefined, key: string): string | null {
  const value = record?.[key];
  return typeof value === 'string' && value.trim() ? value : null;
}

/** The edits one tool call made: Edit (old → new), MultiEdit (each of its edits), Write and NotebookEdit (new text only). */
export function editsOf(tool: string, input: Record<string, unknown>): { file: string; old: string | null; new: string; tool: string }[] {
  const file = stringField(input, 'file_path') ?? stringField(input, 'notebook_path');
  if (!file) return [];
  const text = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  if (tool === 'Edit') return [{ file, old: text('old_string'), new: text('new_string'), tool }];
  if (tool === 'MultiEdit' && Array.isArray(input.edits)) {
    return (input.edits as Record<string, unknown>[]).map((e) => ({
      file,
      old: typeof e?.old_string === 'string' ? e.old_string : '',
      new: typeof e?.new_string === 'string' ? e.new_string : '',
      tool,
    }));
  }
  if (tool === 'Write') return [{ file, old: null, new: text('content'), tool }];
  if (tool === 'NotebookEdit') return [{ file, old: null, new: text('new_source'), tool }];
  return [];
}

function emptyDigest(): TranscriptDigest {
  return { prompts: [], lastAssistantText: null, filesChanged: [], commands: [], entries: 0 };
}

function fillFromSession(digest: TranscriptDigest, session: HookSession): void {
  digest.filesChanged = [...new Set(session.edits.map((e) => e.file))];
  digest.commands = session.commands.map((c) => ({ command: c.command, failed: c.failed, error: null }));
}
