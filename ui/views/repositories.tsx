import { useState } from 'preact/hooks';
import type { RepositoryStatusOutput } from '../../src/api/repository.js';
import type { Operation } from '../../src/api/operations.js';
import { post } from '../api.js';
import { Empty, ErrorNote, SearchBox, Time, useLoad } from '../components.js';

export function Repositories(props: { project: string }) {
  const [query, setQuery] = useState('');
  const [started, setStarted] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const status = useLoad(() => post<RepositoryStatusOutput>('/v1/repository/status', {}), [props.project]);
  const q = query.trim().toLowerCase();
  const repos = (status.data?.repositories ?? []).filter((r) => !q || r.root.toLowerCase().includes(q));
  const reindex = async (root: string) => {
    setError(null);
    try {
      const op = await post<Operation>('/v1/repository/index', { path: root });
      setStarted((s) => ({ ...s, [root]: op.id }));
    } catch (e) {
      setError((e as Error).message);
    }
  };
  return (
    <section aria-labelledby="repositories-title">
      <h1 id="repositories-title" tabIndex={-1}>Repositories</h1>
      <SearchBox label="Filter repositories" value={query} onInput={setQuery} placeholder="Part of a folder path" />
      <ErrorNote error={status.error ?? error} />
      {status.data && (
        <p class="muted">
          {status.data.indexed_files} files, {status.data.chunks} chunks, {status.data.stale_files} stale · embedder {status.data.embedder}
        </p>
      )}
      {status.data && repos.length === 0 && <Empty>{q ? 'No repository matches.' : 'No repository indexed in this project yet (contextd index <path>, or the repository_index tool).'}</Empty>}
      {repos.length > 0 && (
        <table>
          <caption class="visually-hidden">Indexed repositories</caption>
          <thead>
            <tr>
              <th scope="col">Folder</th>
              <th scope="col">Files</th>
              <th scope="col">Chunks</th>
              <th scope="col">Stale files</th>
              <th scope="col">Last indexed</th>
              <th scope="col">
                <span class="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {repos.map((r) => (
              <tr key={r.root}>
                <th scope="row">
                  <code>{r.root}</code>
                </th>
                <td>{r.indexed_files}</td>
                <td>{r.chunks}</td>
                <td>{r.stale_files}</td>
                <td>
                  <Time iso={r.last_indexed_at} />
                </td>
                <td>
                  <button type="button" aria-label={`Re-index ${r.root}`} onClick={() => void reindex(r.root)}>
                    Re-index
                  </button>
                  {started[r.root] && (
                    <span role="status">
                      {' '}
                      started: <a href="#/operations">Operations</a>
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {status.data && status.data.stale_sample.length > 0 && (
        <>
          <h2>Stale files</h2>
          <ul class="plain">
            {status.data.stale_sample.map((f) => (
              <li key={f}>
                <code>{f}</code>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
