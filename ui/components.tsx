import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';

/** Loads data and reloads it when `deps` change; `reload` runs it again. */
export function useLoad<T>(load: () => Promise<T>, deps: unknown[]): { data: T | null; error: string | null; loading: boolean; reload: () => void } {
  const [state, setState] = useState<{ data: T | null; error: string | null; loading: boolean }>({ data: null, error: null, loading: true });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    load().then(
      (data) => live && setState({ data, error: null, loading: false }),
      (error: Error) => live && setState({ data: null, error: error.message, loading: false }),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { ...state, reload: () => setTick((t) => t + 1) };
}

/** A value that follows `value` once it has been still for `ms` (typing in a searchbox). */
export function useDebounced<T>(value: T, ms = 200): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Items per page of a plain list (the API's largest page). */
export const PAGE = 100;

/** One page of a list: its items and the cursor of the next page (null: the last one). */
export interface ListPage<T> {
  items: T[];
  next: string | null;
}

/**
 * A list behind a searchbox: `load(query, cursor)` runs with the settled query
 * ('' for the plain list) whenever it or `deps` change; `loadMore` appends the
 * next page while there is one.
 */
export function useSearchList<T>(load: (query: string, cursor: string | null) => Promise<ListPage<T>>, deps: unknown[]) {
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const first = useLoad(() => load(settled, null), [...deps, settled]);
  // Later pages belong to the first page they followed: a new first page drops them.
  const [more, setMore] = useState<{ base: ListPage<T> | null; pages: ListPage<T>[]; error: string | null }>({ base: null, pages: [], error: null });
  const extra = more.base === first.data ? more : { base: first.data, pages: [], error: null };
  const pages = first.data ? [first.data, ...extra.pages] : [];
  const next = pages.at(-1)?.next ?? null;
  const loadMore = () => {
    const base = first.data;
    load(settled, next).then(
      (page) => setMore((m) => ({ base, pages: [...(m.base === base ? m.pages : []), page], error: null })),
      (error: Error) => setMore((m) => ({ ...m, base, error: error.message })),
    );
  };
  const list = { data: first.data ? pages.flatMap((p) => p.items) : null, error: first.error ?? extra.error, reload: first.reload };
  return { query, setQuery, settled, list, next, loadMore };
}

export function MoreButton(props: { next: string | null; onMore: () => void; what: string }) {
  if (!props.next) return null;
  return (
    <button type="button" class="more" onClick={props.onMore}>
      Show more {props.what}
    </button>
  );
}

export function SearchBox(props: { label: string; value: string; onInput: (value: string) => void; placeholder?: string }) {
  return (
    <div class="search">
      <label>
        <span class="label">{props.label}</span>
        <input type="search" value={props.value} placeholder={props.placeholder ?? 'Type to search'} onInput={(e) => props.onInput((e.target as HTMLInputElement).value)} />
      </label>
    </div>
  );
}

export function ErrorNote(props: { error: string | null }) {
  if (!props.error) return null;
  return (
    <p class="error" role="alert">
      {props.error}
    </p>
  );
}

export function Empty(props: { children: ComponentChildren }) {
  return <p class="empty">{props.children}</p>;
}

export function Time(props: { iso: string | null | undefined }) {
  if (!props.iso) return <span class="muted">never</span>;
  const date = new Date(props.iso);
  return (
    <time dateTime={props.iso} title={props.iso}>
      {date.toLocaleString()}
    </time>
  );
}

/** Marks an item every project of the tenant sees. */
export function ScopeBadge(props: { scope: string }) {
  return props.scope === 'tenant' ? (
    <span class="badge tenant" title="Visible from every project of this tenant">
      tenant-wide
    </span>
  ) : null;
}

/** Delete with a confirmation step, by keyboard as by mouse (no blocking browser dialog). */
export function DeleteButton(props: { what: string; onDelete: () => Promise<void> }) {
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirmRef.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button type="button" class="danger" onClick={() => setAsking(true)}>
        Delete
      </button>
    );
  return (
    <span class="confirm" role="group" aria-label={`Confirm deleting ${props.what}`}>
      <span>Delete {props.what}? This cannot be undone.</span>
      <button
        type="button"
        class="danger"
        ref={confirmRef}
        onClick={() => {
          props.onDelete().catch((e: Error) => setError(e.message));
        }}
      >
        Confirm delete
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep it
      </button>
      <ErrorNote error={error} />
    </span>
  );
}

export function Pre(props: { text: string; label: string }) {
  return (
    <pre class="content" tabIndex={0} aria-label={props.label}>
      {props.text}
    </pre>
  );
}

export function shortJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => typeof v !== 'object' || v === null)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`)
    .join(', ');
}
