import { useState } from 'preact/hooks';
import type { Remediation, RemediationFeedbackOutput, RemediationListOutput, RemediationSearchOutput } from '../../src/api/remediations.js';
import type { Operation } from '../../src/api/operations.js';
import { del, get, post, segment } from '../api.js';
import { DeleteButton, Empty, ErrorNote, MoreButton, PAGE, Pre, ScopeBadge, SearchBox, Time, useSearchList, useLoad } from '../components.js';
import { navigate } from '../router.js';

interface Row {
  id: string;
  title: string;
  scope: string;
  confidence: number;
  usage_count: number;
  score?: number;
}

export function Remediations(props: { project: string; id: string | null }) {
  const { query, setQuery, settled: q, list, next, loadMore } = useSearchList<Row>(async (q, cursor) => {
    // The same ranker as the remediation_search tool: POST /v1/remediations/search.
    if (q) return { items: (await post<RemediationSearchOutput>('/v1/remediations/search', { query: q, limit: 50, content_mode: 'minimal' })).results, next: null };
    const all = await get<RemediationListOutput>('/v1/remediations', { limit: PAGE, cursor });
    return { items: all.remediations, next: all.next_cursor };
  }, [props.project]);
  return (
    <section aria-labelledby="remediations-title">
      <h1 id="remediations-title" tabIndex={-1}>Remediations</h1>
      <div class="split">
        <div class="list-pane">
          <SearchBox label="Search remediations" value={query} onInput={setQuery} placeholder="Paste an error message" />
          <ErrorNote error={list.error} />
          {list.data && list.data.length === 0 && <Empty>{q ? 'No remediation matches.' : 'No remediation recorded yet.'}</Empty>}
          {list.data && list.data.length > 0 && (
            <ul class="items" aria-label={q ? 'Matching remediations, best first' : 'Remediations'}>
              {list.data.map((r) => (
                <li key={r.id} class={r.id === props.id ? 'selected' : ''}>
                  <a href={`#/remediations/${segment(r.id)}`} aria-current={r.id === props.id ? 'true' : undefined}>
                    <strong>{r.title}</strong>
                  </a>{' '}
                  <ScopeBadge scope={r.scope} />
                  <span class="muted">
                    {' '}
                    confidence {r.confidence.toFixed(2)} · used {r.usage_count}×{r.score !== undefined ? ` · score ${r.score.toFixed(3)}` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
          <MoreButton next={next} onMore={loadMore} what="remediations" />
          <ConsolidatePreview project={props.project} />
        </div>
        <div class="detail-pane">
          {props.id ? (
            <RemediationDetail
              key={props.id}
              id={props.id}
              onDeleted={() => {
                navigate('#/remediations');
                list.reload();
              }}
            />
          ) : (
            <Empty>Open a remediation to see its fix and rate it.</Empty>
          )}
        </div>
      </div>
    </section>
  );
}

function RemediationDetail(props: { id: string; onDeleted: () => void }) {
  const doc = useLoad(() => get<Remediation>(`/v1/remediations/${segment(props.id)}`), [props.id]);
  const [counts, setCounts] = useState<RemediationFeedbackOutput | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const r = doc.data;
  const feedback = async (helpful: boolean) => {
    setBusy(true);
    setError(null);
    try {
      // The same feedback as the remediation_feedback tool.
      setCounts(await post<RemediationFeedbackOutput>(`/v1/remediations/${segment(props.id)}/feedback`, { helpful }));
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (doc.error) return <ErrorNote error={doc.error} />;
  if (!r) return null;
  const helpful = counts?.helpful_count ?? r.helpful_count;
  const unhelpful = counts?.unhelpful_count ?? r.unhelpful_count;
  const confidence = counts?.confidence ?? r.confidence;
  return (
    <article aria-labelledby="remediation-title">
      <h2 id="remediation-title">
        {r.title} <ScopeBadge scope={r.scope} />
      </h2>
      <dl class="facts">
        <dt>Confidence</dt>
        <dd data-testid="confidence">{confidence.toFixed(2)}</dd>
        <dt>Helpful</dt>
        <dd data-testid="helpful-count">{helpful}</dd>
        <dt>Not helpful</dt>
        <dd data-testid="unhelpful-count">{unhelpful}</dd>
        <dt>Used</dt>
        <dd>{r.usage_count}×</dd>
        <dt>Category</dt>
        <dd>{r.category ?? '—'}</dd>
        <dt>Updated</dt>
        <dd>
          <Time iso={r.updated_at} />
        </dd>
      </dl>
      <div class="toolbar">
        <button type="button" disabled={busy} onClick={() => void feedback(true)}>
          Helpful
        </button>
        <button type="button" disabled={busy} onClick={() => void feedback(false)}>
          Not helpful
        </button>
        <DeleteButton
          what="this remediation"
          onDelete={async () => {
            await del(`/v1/remediations/${segment(props.id)}`);
            props.onDeleted();
          }}
        />
      </div>
      <ErrorNote error={error} />
      <h3>Problem</h3>
      <Pre text={r.problem} label="Problem" />
      <h3>Cause</h3>
      {r.root_cause ? <Pre text={r.root_cause} label="Cause" /> : <Empty>No cause recorded.</Empty>}
      <h3>Fix</h3>
      <Pre text={r.solution} label="Fix" />
      {r.code_diff && (
        <>
          <h3>Diff</h3>
          <Pre text={r.code_diff} label="Diff" />
        </>
      )}
      {r.affected_files.length > 0 && (
        <>
          <h3>Files</h3>
          <ul class="plain">
            {r.affected_files.map((f) => (
              <li key={f}>
                <code>{f}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

interface ConsolidateResult {
  dry_run: boolean;
  scanned: number;
  clusters: { keep_id: string; merged_ids: string[]; similarity: number }[];
  merged_count: number;
}

/** remediation_consolidate with dry_run: what would be merged, nothing changed. */
function ConsolidatePreview(props: { project: string }) {
  const [state, setState] = useState<{ running: boolean; result: ConsolidateResult | null; error: string | null }>({ running: false, result: null, error: null });
  const run = async () => {
    setState({ running: true, result: null, error: null });
    try {
      let op = await post<Operation>('/v1/remediations/consolidate', { dry_run: true });
      while (op.status === 'queued' || op.status === 'running') {
        op = await get<Operation>(`/v1/operations/${segment(op.id)}`, { wait_ms: 20_000, after: op.version });
      }
      if (op.status !== 'succeeded') throw new Error(op.error?.message ?? `consolidation ${op.status}`);
      setState({ running: false, result: op.result as unknown as ConsolidateResult, error: null });
    } catch (e) {
      setState({ running: false, result: null, error: (e as Error).message });
    }
  };
  const r = state.result;
  return (
    <div class="consolidate" key={props.project}>
      <h2>Consolidate</h2>
      <button type="button" disabled={state.running} onClick={() => void run()}>
        Preview consolidation
      </button>
      <ErrorNote error={state.error} />
      {r && (
        <div role="status">
          <p>
            Dry run: {r.scanned} scanned, {r.merged_count} would be merged into {r.clusters.length} {r.clusters.length === 1 ? 'record' : 'records'}. Nothing was changed.
          </p>
          <ul class="plain">
            {r.clusters.map((c) => (
              <li key={c.keep_id}>
                keep <a href={`#/remediations/${segment(c.keep_id)}`}>{c.keep_id}</a>, merge {c.merged_ids.join(', ')} (similarity {c.similarity.toFixed(2)})
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
