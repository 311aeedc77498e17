/** Texts longer than this are worked out every time by the memos of texts (`shortText`): a 50 kB error is rarely asked twice, and would hold its memory. */
export const MEMO_TEXT_CHARS = 8_000;

/** Whether a memo of texts keeps `text` (see MEMO_TEXT_CHARS). */
export const shortText = (text: string): boolean => text.length <= MEMO_TEXT_CHARS;

/**
 * A bounded memo of a pure function's results, least recently used out first (a Map keeps
 * insertion order: a hit moves its entry to the end, an insert past `max` drops the first).
 * Only for results that depend on the key alone, never on stored data: nothing here can go
 * stale after a write. Keys `keeps` refuses are computed every time and not kept.
 */
export class Memo<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(
    private readonly max: number,
    private readonly keeps: (key: K) => boolean = () => true,
  ) {}

  /** The memoized value of `key`, computed by `compute` on a miss. */
  get(key: K, compute: (key: K) => V): V {
    if (!this.keeps(key)) return compute(key);
    const entries = this.#entries;
    if (entries.has(key)) {
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    }
    const value = compute(key);
    entries.set(key, value);
    if (entries.size > this.max) entries.delete(entries.keys().next().value as K);
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}
