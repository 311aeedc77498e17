import { ErrorCode, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Endpoint, EndpointInput } from '../api/endpoint.js';
import type { CallOptions } from '../client/client.js';
import { ContextdError } from '../util/errors.js';
import { shortId } from '../util/ids.js';
import { inputShape, type Extra, type ToolDefinition } from './define-tool.js';
import { errorText, invalidArguments, toolErrorResult } from './errors.js';
import type { Session } from './session.js';

/** A tool with its input (with project_path) and output schemas compiled. */
export interface LoadedTool {
  def: ToolDefinition;
  input: z.ZodObject;
  output: z.ZodObject;
}

export interface PreparedCall {
  tool: LoadedTool;
  args: Record<string, unknown>;
}

/**
 * The tools of one MCP session and the one path of a `tools/call`: look the
 * tool up, validate its arguments, run it against the daemon, format the
 * answer or the failure (errors.ts). Transports and task support only call in.
 */
export class ToolBackend {
  private readonly tools: Map<string, LoadedTool>;

  constructor(
    defs: readonly ToolDefinition[],
    private readonly session: Session,
  ) {
    this.tools = new Map(defs.map((def) => [def.name, { def, input: z.object(inputShape(def)), output: z.object(def.output) }]));
  }

  /**
   * The tool and its checked arguments. An unknown tool is a protocol error (spec
   * 2025-11-25, tools: error handling); arguments its schema refuses throw invalid_params.
   */
  prepare(name: string, args: unknown): PreparedCall {
    const tool = this.tools.get(name);
    if (!tool) throw new McpError(ErrorCode.InvalidParams, errorText('invalid_params', `there is no tool '${name}'`));
    const parsed = tool.input.safeParse(args ?? {});
    if (!parsed.success) throw invalidArguments(name, parsed.error.issues);
    return { tool, args: parsed.data as Record<string, unknown> };
  }

  /** A plain `tools/call`: every failure but an unknown tool becomes a result with isError. */
  async callTool(name: string, args: unknown, extra: Extra, waitBudgetMs?: number): Promise<CallToolResult> {
    let call: PreparedCall;
    try {
      call = this.prepare(name, args);
    } catch (error) {
      if (error instanceof McpError) throw error;
      return toolErrorResult(error, this.session.log, name);
    }
    return this.run(call, extra, waitBudgetMs);
  }

  /** The tool, for a caller that must know its kind before running it (task support). */
  kindOf(name: string): ToolDefinition['kind'] | undefined {
    return this.tools.get(name)?.def.kind;
  }

  /** Runs a prepared call with this call's trace id and signal; the output is checked against the tool's schema. */
  async run({ tool, args }: PreparedCall, extra: Extra, waitBudgetMs?: number): Promise<CallToolResult> {
    const { def } = tool;
    const traceId = shortId(8);
    try {
      await this.session.daemonReady();
      const { project_path: projectPath, ...rest } = args as Record<string, unknown> & { project_path?: string };
      const { client, project } = await this.session.clientFor(def.scoped === false ? undefined : projectPath);
      const call = <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, opts: CallOptions = {}) =>
        client.call(endpoint, input, { traceId, signal: extra.signal, ...opts });
      const output = await def.handle(rest as never, { session: this.session, call, client, project, traceId, extra, waitBudgetMs });
      if (!tool.output.safeParse(output.structured).success) throw new Error(`the result of ${def.name} does not match its output schema`);
      return { content: [{ type: 'text', text: output.text }], structuredContent: output.structured as Record<string, unknown> };
    } catch (error) {
      return toolErrorResult(error, this.session.log.child({ trace_id: traceId }), def.name);
    }
  }
}

/** Arguments refused before a task starts are a protocol error, with the same text a plain call's result gives. */
export function asProtocolError(error: unknown): McpError {
  if (error instanceof McpError) return error;
  if (error instanceof ContextdError) return new McpError(ErrorCode.InvalidParams, errorText(error.code, error.message));
  return new McpError(ErrorCode.InternalError, errorText('internal', error instanceof Error ? error.message : String(error)));
}
