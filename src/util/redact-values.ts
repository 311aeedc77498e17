import { redact } from './redaction.js';

/**
 * The secret scanner applied to structured values: every string inside (object
 * values, array items, nested) is redacted; keys, numbers and booleans are kept.
 * For stored fields that are not one text: metadata, tags, operation inputs.
 */
export function redactValues<T>(value: T): { value: T; count: number } {
  let count = 0;
  const scan = (text: string): string => {
    if (text === '') return text;
    const result = redact(text);
    count += result.count;
    return result.text;
  };
  return { value: walk(value, scan, 0) as T, count };
}

/** One string, or null/undefined kept as is. */
export function redactOptional<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' && text !== '' ? redact(text).text : text) as T;
}

const MAX_DEPTH = 64;

function walk(value: unknown, scan: (text: string) => string, depth: number): unknown {
  if (typeof value === 'string') return scan(value);
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => walk(item, scan, depth + 1));
  // Plain data only: an Error, a Date or a Buffer is left as it is.
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, scan, depth + 1)]));
}
