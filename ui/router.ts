import { useEffect, useState } from 'preact/hooks';

export const VIEWS = [
  ['overview', 'Overview'],
  ['checkpoints', 'Checkpoints'],
  ['remediations', 'Remediations'],
  ['skills', 'Skills'],
  ['repositories', 'Repositories'],
  ['operations', 'Operations'],
] as const;
export type View = (typeof VIEWS)[number][0];

export interface Route {
  view: View;
  /** The opened item (a checkpoint or remediation id, a skill name), if any. */
  item: string | null;
}

/** `#/view/item`: bookmarkable, and the browser's Back goes back. */
export function parse(hash: string): Route {
  const [view = '', item] = hash.replace(/^#\/?/, '').split('/');
  const known = VIEWS.some(([v]) => v === view);
  let decoded: string | null = null;
  try {
    decoded = item ? decodeURIComponent(item) : null;
  } catch {
    decoded = null;
  }
  return { view: known ? (view as View) : 'overview', item: known ? decoded : null };
}

export function navigate(hash: string): void {
  if (location.hash !== hash) location.hash = hash;
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parse(location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parse(location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}
