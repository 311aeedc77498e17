import { useState } from 'preact/hooks';
import type { Skill, SkillListOutput, SkillSearchOutput } from '../../src/api/skills.js';
import { get, post, segment } from '../api.js';
import { Empty, ErrorNote, MoreButton, PAGE, Pre, ScopeBadge, SearchBox, Time, useSearchList, useLoad } from '../components.js';
import { renderMarkdown } from '../markdown.js';

interface Row {
  name: string;
  description: string;
  version?: number;
  scope?: string;
}

export function Skills(props: { project: string; name: string | null }) {
  const { query, setQuery, settled: q, list, next, loadMore } = useSearchList<Row>(async (q, cursor) => {
    if (q) return { items: (await post<SkillSearchOutput>('/v1/skills/search', { query: q, limit: 50 })).results, next: null };
    const all = await get<SkillListOutput>('/v1/skills', { limit: PAGE, cursor });
    return { items: all.skills, next: all.next_cursor };
  }, [props.project]);
  return (
    <section aria-labelledby="skills-title">
      <h1 id="skills-title" tabIndex={-1}>Skills</h1>
      <div class="split">
        <div class="list-pane">
          <SearchBox label="Search skills" value={query} onInput={setQuery} />
          <ErrorNote error={list.error} />
          {list.data && list.data.length === 0 && <Empty>{q ? 'No skill matches.' : 'No skill saved yet.'}</Empty>}
          {list.data && list.data.length > 0 && (
            <ul class="items" aria-label="Skills">
              {list.data.map((s) => (
                <li key={s.name} class={s.name === props.name ? 'selected' : ''}>
                  <a href={`#/skills/${segment(s.name)}`} aria-current={s.name === props.name ? 'true' : undefined}>
                    <strong>{s.name}</strong>
                  </a>{' '}
                  {s.scope && <ScopeBadge scope={s.scope} />}
                  {s.version !== undefined && <span class="muted"> v{s.version}</span>}
                  <p class="snippet">{s.description}</p>
                </li>
              ))}
            </ul>
          )}
          <MoreButton next={next} onMore={loadMore} what="skills" />
        </div>
        <div class="detail-pane">{props.name ? <SkillDetail key={props.name} name={props.name} /> : <Empty>Open a skill to read it.</Empty>}</div>
      </div>
    </section>
  );
}

function SkillDetail(props: { name: string }) {
  const [version, setVersion] = useState<number | null>(null);
  const doc = useLoad(() => get<Skill>(`/v1/skills/by-name/${segment(props.name)}`, version === null ? {} : { version }), [props.name, version]);
  const s = doc.data;
  if (doc.error) return <ErrorNote error={doc.error} />;
  if (!s) return null;
  const versions = Array.from({ length: s.latest_version }, (_, i) => s.latest_version - i);
  return (
    <article aria-labelledby="skill-title">
      <h2 id="skill-title">
        {s.name} <ScopeBadge scope={s.scope} />
      </h2>
      <p>{s.description}</p>
      <div role="group" aria-label="Versions" class="toolbar">
        {versions.map((v) => (
          <button type="button" key={v} aria-pressed={v === s.version} onClick={() => setVersion(v)}>
            {`Version ${v}`}
          </button>
        ))}
      </div>
      <p class="muted">
        Version {s.version} of {s.latest_version}, saved <Time iso={s.version_created_at} /> · used {s.usage_count}×
        {s.tags.length > 0 ? ` · tags: ${s.tags.join(', ')}` : ''}
      </p>
      {s.arguments.length > 0 && (
        <>
          <h3>Arguments</h3>
          <ul class="plain">
            {s.arguments.map((a) => (
              <li key={a.name}>
                <code>{a.name}</code>
                {a.required ? ' (required)' : ''} {a.description}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Content</h3>
      {/* markdown-it with raw HTML escaped and unsafe links refused (see markdown.ts); the CSP forbids inline script. */}
      <div class="markdown" data-testid="skill-content" dangerouslySetInnerHTML={{ __html: renderMarkdown(s.content) }} />
      {s.files && s.files.length > 0 && <SkillFiles key={`${s.name}@${s.version}`} name={s.name} version={s.version} files={s.files} />}
    </article>
  );
}

type SkillFileMeta = NonNullable<Skill['files']>[number];
type SkillFileContent = NonNullable<Skill['file']>;

/** One folder file of one version, through the same GET /v1/skills/by-name/:name?file= as skill_get. */
function fetchFile(name: string, version: number, path: string): Promise<SkillFileContent> {
  return get<Skill>(`/v1/skills/by-name/${segment(name)}`, { version, file: path }).then((s) => {
    if (!s.file) throw new Error(`${path}: the daemon returned no content`);
    return s.file;
  });
}

/** The file's exact bytes: base64 decoded, or the UTF-8 text encoded again (checked against its size). */
function bytesOf(file: SkillFileContent): Uint8Array<ArrayBuffer> {
  const bytes = file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : new TextEncoder().encode(file.content);
  if (bytes.length !== file.size) throw new Error(`${file.path}: received ${bytes.length} bytes, expected ${file.size}`);
  return bytes;
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KiB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MiB`;
}

/** The other files of the skill's folder: listed by path and size, text shown as text (never as HTML), any file downloadable. */
function SkillFiles(props: { name: string; version: number; files: SkillFileMeta[] }) {
  const [shown, setShown] = useState<{ path: string; text: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const view = (path: string) => {
    setError(null);
    fetchFile(props.name, props.version, path).then(
      (file) => setShown({ path, text: file.encoding === 'utf8' ? file.content : null }),
      (e: Error) => setError(e.message),
    );
  };
  const download = (path: string) => {
    setError(null);
    fetchFile(props.name, props.version, path).then(
      (file) => {
        const url = URL.createObjectURL(new Blob([bytesOf(file)], { type: 'application/octet-stream' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = path.split('/').pop() ?? path;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
      (e: Error) => setError(e.message),
    );
  };
  return (
    <>
      <h3 id="skill-files-title">Files</h3>
      <table aria-labelledby="skill-files-title">
        <thead>
          <tr>
            <th scope="col">Path</th>
            <th scope="col">Size</th>
            <th scope="col">
              <span class="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {props.files.map((f) => (
            <tr key={f.path}>
              <th scope="row">
                <code>{f.path}</code>
              </th>
              <td title={`${f.size} bytes, sha256 ${f.sha256}`}>{formatSize(f.size)}</td>
              <td>
                <span class="toolbar">
                  <button type="button" aria-label={`View ${f.path}`} onClick={() => view(f.path)}>
                    View
                  </button>
                  <button type="button" aria-label={`Download ${f.path}`} onClick={() => download(f.path)}>
                    Download
                  </button>
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ErrorNote error={error} />
      {shown &&
        (shown.text === null ? (
          <p class="muted" role="status">
            <code>{shown.path}</code> is not text; download it to open it.
          </p>
        ) : (
          <Pre text={shown.text} label={shown.path} />
        ))}
    </>
  );
}
