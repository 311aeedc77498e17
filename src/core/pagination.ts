import { invalid } from '../util/errors.js';

export function encodeCursor(id: string): string {
  return Buffer.from(id, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined || cursor === '') return undefined;
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^[a-z_]+[0-9a-z]{26}$/.test(id)) throw invalid(`cursor: '${cursor}' is not a cursor returned by this list`);
  return id;
}

/**
 * Newest-first pages over time-sortable ids: the store is asked for one row
 * more than the page, and that row's presence means there is a next page.
 */
export async function paginate<T extends { id: string }>(
  input: { limit: number; cursor?: string },
  fetch: (query: { limit: number; before?: string }) => Promise<T[]>,
): Promise<{ page: T[]; next_cursor: string | null }> {
  const rows = await fetch({ limit: input.limit + 1, before: decodeCursor(input.cursor) });
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return { page, next_cursor: rows.length > input.limit && last ? encodeCursor(last.id) : null };
}
