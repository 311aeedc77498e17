import { useState } from 'preact/hooks';
import type { CheckpointListOutput, CheckpointResumeOutput, CheckpointSearchOutput } from '../../src/api/checkpoints.js';
import { del, get, post, segment } from '../api.js';
import { DeleteButton, Empty, ErrorNote, MoreButton, PAGE, Pre, SearchBox, Time, useSearchList, useLoad } from '../components.js';
import { navigate } from '../router.js';

type Level = 'summary' | 'context' | 'full';
const LEVELS: [Level, string][] = [
  ['summary', 'Summary'],
  ['context', 'Context'],
  ['full', 'Full state'],
];

interface Row {
  id: string;
  name: string;
  text: string;
  created_at: string;
  tokens?: number;
}

export function Checkpoints(props: { project: string; id: string | null }) {
  const { query, setQuery, settled: q, list, next, loadMore } = useSearchList<Row>(async (q, cursor) => {
    if (q) {
      const found = await post<CheckpointSearchOutput>('/v1/checkpoints/search', { query: q, limit: 50 });
      return { items: found.results.map((r) => ({ id: r.id, name: r.name, text: r.snippet, created_at: r.created_at })), next: null };
    }
    const all = await get<CheckpointListOutput>('/v1/checkpoints', { limit: PAGE, cursor });
    return { items: all.checkpoints.map((c) => ({ id: c.id, name: c.name, text: c.summary, created_at: c.created_at, tokens: c.token_count })), next: all.next_cursor };
  }, [props.project]);
  return (
    <section aria-labelledby="checkpoints-title">
      <h1 id="checkpoints-title" tabIndex={-1}>Checkpoints</h1>
      <div class="split">
        <div class="list-pane">
          <SearchBox label="Search checkpoints" value={query} onInput={setQuery} />
          <ErrorNote error={list.error} />
          {list.data && list.data.length === 0 && <Empty>{q ? 'No checkpoint matches.' : 'No checkpoint in this project yet.'}</Empty>}
          {list.data && list.data.length > 0 && (
            <ul class="items" aria-label={q ? 'Matching checkpoints' : 'Checkpoints, newest first'}>
              {list.data.map((c) => (
                <li key={c.id} class={c.id === props.id ? 'selected' : ''}>
                  <a href={`#/checkpoints/${segment(c.id)}`} aria-current={c.id === props.id ? 'true' : undefined}>
                    <strong>{c.name}</strong>
                  </a>
                  <span class="muted">
                    {' '}
                    <Time iso={c.created_at} />
                    {c.tokens !== undefined ? ` · ${c.tokens} tokens` : ''}
                  </span>
                  <p class="snippet">{c.text}</p>
                </li>
              ))}
            </ul>
          )}
          <MoreButton next={next} onMore={loadMore} what="checkpoints" />
        </div>
        <div class="detail-pane">
          {props.id ? (
            <CheckpointDetail
              key={props.id}
              id={props.id}
              onDeleted={() => {
                navigate('#/checkpoints');
                list.reload();
              }}
            />
          ) : (
            <Empty>Open a checkpoint to read it.</Empty>
          )}
        </div>
      </div>
    </section>
  );
}

function CheckpointDetail(props: { id: string; onDeleted: () => void }) {
  const [level, setLevel] = useState<Level>('summary');
  const doc = useLoad(() => get<CheckpointResumeOutput>(`/v1/checkpoints/${segment(props.id)}/resume`, { level, max_tokens: 200_000 }), [props.id, level]);
  return (
    <article aria-labelledby="checkpoint-title">
      <h2 id="checkpoint-title">{doc.data?.name ?? props.id}</h2>
      <div role="group" aria-label="Level" class="toolbar">
        {LEVELS.map(([value, label]) => (
          <button type="button" key={value} aria-pressed={level === value} onClick={() => setLevel(value)}>
            {label}
          </button>
        ))}
        <DeleteButton
          what="this checkpoint"
          onDelete={async () => {
            await del(`/v1/checkpoints/${segment(props.id)}`);
            props.onDeleted();
          }}
        />
      </div>
      <ErrorNote error={doc.error} />
      {doc.data && (
        <>
          <p class="muted">
            {doc.data.token_count} tokens{doc.data.truncated ? ' (truncated)' : ''} · id <code>{doc.data.id}</code>
          </p>
          <Pre text={doc.data.content} label={`Checkpoint at ${level} level`} />
        </>
      )}
    </article>
  );
}
