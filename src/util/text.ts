/** `text` with every character a regular expression reads as syntax escaped: it matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `text` cut to `max` characters, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`;
}

/** The head and the tail of a long text: an error's headline comes first, its summary often last. */
export function headTail(text: string, max: number): string {
  if (text.length <= max) return text;
  const marker = `\n… (${text.length - max} characters cut) …\n`;
  const head = Math.floor((max - marker.length) * 0.4);
  return `${text.slice(0, head)}${marker}${text.slice(text.length - (max - marker.length - head))}`;
}
