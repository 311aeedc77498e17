import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { operationEndpoints } from '../api/operations.js';
import type { DaemonClient } from '../client/client.js';
import type { Config } from '../util/config.js';
import { ContextdError } from '../util/errors.js';
import type { Logger } from '../util/logger.js';
import { pathFromRootUri, projectIdForPath } from '../util/project.js';

export interface BoundScope {
  tenant: string;
  project: string;
  root: string;
  source: 'roots' | 'flag' | 'cwd' | 'header' | 'default';
}

/** The scope when the client offers no roots: stdio uses --project, else the working directory. */
export type ScopeFallback = () => Omit<BoundScope, 'tenant'>;

function stdioFallback(config: Config): ScopeFallback {
  return () => {
    const { id, root } = projectIdForPath(config.project ?? process.cwd());
    return { project: id, root, source: config.project ? 'flag' : 'cwd' };
  };
}

/**
 * One MCP connection: its scope (bound once at start), its daemon client and
 * the operations it started (cancelled on shutdown).
 */
export class Session {
  private bound: BoundScope | null = null;
  private binding: Promise<BoundScope> | null = null;
  readonly inflight = new Set<string>();

  constructor(
    readonly id: string,
    readonly config: Config,
    readonly client: DaemonClient,
    readonly log: Logger,
    /** Resolves once the daemon is known to answer (started in the background at launch). */
    readonly daemonReady: () => Promise<unknown>,
    private readonly fallback: ScopeFallback = stdioFallback(config),
  ) {}

  /** Binds the scope from the client's roots when offered, else the fallback (--project, else the working directory). */
  bind(listRoots: (() => Promise<string[]>) | null): Promise<BoundScope> {
    this.binding ??= (async () => {
      let scope: Omit<BoundScope, 'tenant'> | null = null;
      if (listRoots) {
        try {
          const first = (await listRoots()).map(pathFromRootUri).find((p): p is string => p !== null);
          if (first) {
            const { id, root } = projectIdForPath(first);
            scope = { project: id, root, source: 'roots' };
          }
        } catch (error) {
          this.log.debug({ err: error }, 'client roots unavailable; using the fallback project');
        }
      }
      this.bound = { tenant: this.config.tenant, ...(scope ?? this.fallback()) };
      this.log.info({ project: this.bound.project, root: this.bound.root, source: this.bound.source }, 'session scope bound');
      return this.bound;
    })();
    return this.binding;
  }

  async scope(): Promise<BoundScope> {
    return this.bound ?? this.bind(null);
  }

  /** Asks the daemon to cancel the operations this session started (best effort, on shutdown). */
  async cancelInflight(timeoutMs: number): Promise<void> {
    const cancels = [...this.inflight].map((id) =>
      this.client.call(operationEndpoints.operationCancel, { operation_id: id }, { timeoutMs }).catch(() => undefined),
    );
    await Promise.race([Promise.all(cancels), new Promise((resolve) => setTimeout(resolve, timeoutMs).unref())]);
  }

  /** The client for a call: the session's project, or the project of `project_path`. */
  async clientFor(projectPath: string | undefined): Promise<{ client: DaemonClient; project: string }> {
    const scope = await this.scope();
    if (projectPath === undefined) return { client: this.client.forProject(scope.project), project: scope.project };
    const absolute = resolve(scope.root, projectPath);
    let isDir = false;
    try {
      isDir = statSync(absolute).isDirectory();
    } catch {
      isDir = false;
    }
    if (!isDir) throw new ContextdError('invalid_params', `project_path: '${projectPath}' is not a readable directory`);
    const { id } = projectIdForPath(absolute);
    return { client: this.client.forProject(id), project: id };
  }
}
