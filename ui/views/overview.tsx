import type { DaemonStatus } from '../../src/api/routes.js';
import type { CheckpointListOutput } from '../../src/api/checkpoints.js';
import type { Operation } from '../../src/api/operations.js';
import { get } from '../api.js';
import { Empty, ErrorNote, Time, shortJson, useLoad } from '../components.js';

const FAMILIES: [string, string][] = [
  ['checkpoints', 'Checkpoints'],
  ['remediations', 'Remediations'],
  ['skills', 'Skills'],
  ['memories', 'Memories'],
  ['repository_files', 'Indexed files'],
  ['repository_chunks', 'Index chunks'],
];

export function bytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KiB', 'MiB', 'GiB', 'TiB'];
  let value = n / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

function duration(ms: number): string {
  const s = Math.floor(ms / 1000);
  if (s < 60) return `${s} s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m} min`;
  const h = Math.floor(m / 60);
  return h < 48 ? `${h} h ${m % 60} min` : `${Math.floor(h / 24)} days`;
}

export function Overview(props: { project: string }) {
  const status = useLoad(() => get<DaemonStatus & { store: { bytes?: number } }>('/v1/status'), [props.project]);
  const recent = useLoad(
    async () => {
      const [checkpoints, operations] = await Promise.all([
        get<CheckpointListOutput>('/v1/checkpoints', { limit: 5 }),
        get<{ operations: Operation[] }>('/v1/operations', { limit: 5 }),
      ]);
      return { checkpoints: checkpoints.checkpoints, operations: operations.operations };
    },
    [props.project],
  );
  const s = status.data;
  return (
    <section aria-labelledby="overview-title">
      <h1 id="overview-title" tabIndex={-1}>Overview</h1>
      <ErrorNote error={status.error ?? recent.error} />
      {s && (
        <>
          <h2>Counts (every project of this tenant)</h2>
          <ul class="cards">
            {FAMILIES.map(([key, label]) => (
              <li class="card" key={key}>
                <span class="count" aria-label={`${label}: ${s.counts[key] ?? 0}`}>
                  {s.counts[key] ?? 0}
                </span>
                <span class="card-label">{label}</span>
              </li>
            ))}
          </ul>
          <h2>Daemon</h2>
          <dl class="facts">
            <dt>Version</dt>
            <dd>
              {s.version} (API {s.api})
            </dd>
            <dt>Uptime</dt>
            <dd>{duration(s.uptime_ms)}</dd>
            <dt>Store</dt>
            <dd>
              {s.store.kind} at <code>{s.store.path}</code>
              {s.store.schema ? ` (schema ${s.store.schema.version})` : ''}
            </dd>
            <dt>Store size</dt>
            <dd>{s.store.bytes !== undefined ? bytes(s.store.bytes) : 'not reported by this store'}</dd>
            <dt>Embedder</dt>
            <dd>{s.embedder}</dd>
            <dt>Running operations</dt>
            <dd>{s.operations.length}</dd>
          </dl>
        </>
      )}
      <h2>Recent activity in this project</h2>
      {recent.data && (
        <div class="two">
          <div>
            <h3>Checkpoints</h3>
            {recent.data.checkpoints.length === 0 ? (
              <Empty>No checkpoint yet.</Empty>
            ) : (
              <ul class="plain">
                {recent.data.checkpoints.map((c) => (
                  <li key={c.id}>
                    <a href={`#/checkpoints/${encodeURIComponent(c.id)}`}>{c.name}</a> <Time iso={c.created_at} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div>
            <h3>Operations</h3>
            {recent.data.operations.length === 0 ? (
              <Empty>No operation yet.</Empty>
            ) : (
              <ul class="plain">
                {recent.data.operations.map((op) => (
                  <li key={op.id}>
                    {op.kind} <span class={`status ${op.status}`}>{op.status}</span> <Time iso={op.updated_at} />
                    {op.result ? <span class="muted"> {shortJson(op.result)}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
