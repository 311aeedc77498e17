import { useEffect, useState } from 'preact/hooks';
import type { Operation } from '../../src/api/operations.js';
import { followOperations, post, segment } from '../api.js';
import { Empty, ErrorNote, SearchBox, Time, shortJson } from '../components.js';

const FINISHED = new Set(['succeeded', 'failed', 'cancelled']);

function percent(op: Operation): number | null {
  const total = op.progress.total;
  if (total === null || total <= 0) return null;
  return Math.min(100, Math.round((op.progress.done / total) * 100));
}

/** Operations of the project, live from the daemon's event stream: no reload, no polling. */
export function Operations(props: { project: string }) {
  const [ops, setOps] = useState<Map<string, Operation>>(new Map());
  const [connected, setConnected] = useState<boolean | null>(null);
  const [query, setQuery] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setOps(new Map());
    return followOperations({
      snapshot: (list) => setOps(new Map(list.map((op) => [op.id, op]))),
      change: (op) =>
        setOps((current) => {
          const known = current.get(op.id);
          if (known && known.version >= op.version) return current;
          const next = new Map(current);
          next.set(op.id, op);
          return next;
        }),
      connected: setConnected,
    });
  }, [props.project]);
  const q = query.trim().toLowerCase();
  const all = [...ops.values()].sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : b.id.localeCompare(a.id)));
  const shown = all.filter((op) => !q || `${op.kind} ${op.status} ${op.progress.message} ${op.id}`.toLowerCase().includes(q));
  const running = shown.filter((op) => !FINISHED.has(op.status));
  const finished = shown.filter((op) => FINISHED.has(op.status));
  const cancel = async (id: string) => {
    setError(null);
    try {
      await post<Operation>(`/v1/operations/${segment(id)}/cancel`);
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="operations-title">
      <h1 id="operations-title" tabIndex={-1}>Operations</h1>
      <p class="muted" role="status" aria-live="polite">
        {connected === null ? 'Connecting to the live stream…' : connected ? 'Live: updates arrive as the daemon works.' : 'Live stream lost; reconnecting…'}
      </p>
      <SearchBox label="Filter operations" value={query} onInput={setQuery} placeholder="Kind, status or message" />
      <ErrorNote error={error} />
      <h2>Running</h2>
      {running.length === 0 ? (
        <Empty>Nothing running.</Empty>
      ) : (
        <ul class="ops" aria-label="Running operations">
          {running.map((op) => {
            const pct = percent(op);
            const label = `${op.kind} ${op.id}`;
            return (
              <li key={op.id} data-operation={op.id} data-updated-at={op.updated_at}>
                <div>
                  <strong>{op.kind}</strong> <span class={`status ${op.status}`}>{op.status}</span> <span class="muted">{op.progress.message}</span>
                </div>
                <progress
                  aria-label={`Progress of ${label}`}
                  max={op.progress.total && op.progress.total > 0 ? op.progress.total : undefined}
                  value={op.progress.total && op.progress.total > 0 ? op.progress.done : undefined}
                  aria-valuenow={pct ?? undefined}
                  aria-valuemin={0}
                  aria-valuemax={100}
                />{' '}
                <span class="muted">
                  {op.progress.done}
                  {op.progress.total !== null ? ` / ${op.progress.total}` : ''}
                  {pct !== null ? ` (${pct} %)` : ''}
                </span>{' '}
                <button type="button" aria-label={`Cancel ${label}`} onClick={() => void cancel(op.id)}>
                  Cancel
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h2>Finished</h2>
      {finished.length === 0 ? (
        <Empty>Nothing finished in the last 24 hours.</Empty>
      ) : (
        <ul class="ops" aria-label="Finished operations">
          {finished.map((op) => (
            <li key={op.id} data-operation={op.id}>
              <strong>{op.kind}</strong> <span class={`status ${op.status}`}>{op.status}</span> <Time iso={op.updated_at} />
              <div class="muted">{op.status === 'succeeded' ? shortJson(op.result) : (op.error?.message ?? '')}</div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
