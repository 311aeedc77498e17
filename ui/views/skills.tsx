import { useState } from 'preact/hooks';
import type { Skill, SkillListOutput, SkillSearchOutput } from '../../src/api/skills.js';
import { get, post, segment } from '../api.js';
import { Empty, ErrorNote, MoreButton, PAGE, ScopeBadge, SearchBox, Time, useSearchList, useLoad } from '../components.js';
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
    </article>
  );
}
