/** Token counts are estimates: about four characters per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Cuts text to about `maxTokens`, at a line break when one is near, and says whether it cut. */
export function truncateToTokens(text: string, maxTokens: number): { text: string; truncated: boolean } {
  const maxChars = maxTokens * 4;
  if (text.length <= maxChars) return { text, truncated: false };
  const marker = '\n\n[… truncated to max_tokens; raise max_tokens or use level "summary" to see less]';
  const budget = Math.max(0, maxChars - marker.length);
  let cut = text.lastIndexOf('\n', budget);
  if (cut < budget * 0.8) cut = budget;
  return { text: text.slice(0, cut) + marker, truncated: true };
}
