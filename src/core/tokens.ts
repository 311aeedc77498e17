/** Token counts are estimates: about four characters per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

const LONG_MARKER = '\n\n[… truncated to max_tokens; raise max_tokens or use level "summary" to see less]';
const SHORT_MARKER = '\n[…]';

/** Cuts text to about `maxTokens`, at a line break when one is near, and says whether it cut. */
export function truncateToTokens(text: string, maxTokens: number): { text: string; truncated: boolean } {
  const maxChars = maxTokens * 4;
  if (text.length <= maxChars) return { text, truncated: false };
  // The marker counts against the budget too: a tiny max_tokens gets a tiny marker.
  const marker = LONG_MARKER.length * 2 <= maxChars ? LONG_MARKER : SHORT_MARKER;
  const budget = Math.max(0, maxChars - marker.length);
  let cut = text.lastIndexOf('\n', budget);
  if (cut < budget * 0.8) cut = budget;
  return { text: (text.slice(0, cut) + marker).slice(0, maxChars), truncated: true };
}
