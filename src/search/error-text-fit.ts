import { someTerm } from './tokenize.js';

/**
 * Which records of a candidate group carry the error that was pasted in their own error text:
 * for each record, the share of the pasted output's words (each weighed by its rarity in the
 * store) that the record's error — the output it was recorded with, not its title, cause or
 * fix — holds. Records of one error share their output word for word and get the same share; a
 * record of another error reaches the group through the words its cause and fix use ("python"
 * in a fix for a missing `libssl`), and its own output holds fewer of the pasted words.
 * A record without an error text of its own gets null: it cannot be told apart this way.
 */
export function errorTextFit(weights: ReadonlyMap<string, number>, errors: ReadonlyMap<string, string | undefined>): Map<string, number | null> {
  let total = 0;
  for (const w of weights.values()) total += w;
  const fit = new Map<string, number | null>();
  for (const [id, error] of errors) {
    if (!error || total <= 0) {
      fit.set(id, null);
      continue;
    }
    const held = new Set<string>();
    // Each distinct word once (someTerm): a traceback repeats its paths and names.
    someTerm(error, (term) => {
      if (weights.has(term)) held.add(term);
      return held.size === weights.size;
    });
    let sum = 0;
    for (const term of held) sum += weights.get(term)!;
    fit.set(id, sum / total);
  }
  return fit;
}

/**
 * The records whose own error text holds at least `share` of what the best of them holds, in
 * the order given; a record without an error text stays. All of them when fewer than two have
 * an error text to compare.
 */
export function sameErrorText<T extends { id: string }>(group: readonly T[], fit: ReadonlyMap<string, number | null>, share: number): T[] {
  const known = group.map((f) => fit.get(f.id)).filter((x): x is number => typeof x === 'number');
  if (known.length < 2) return [...group];
  const best = Math.max(...known);
  if (best <= 0) return [...group];
  return group.filter((f) => {
    const x = fit.get(f.id);
    return typeof x !== 'number' || x >= best * share;
  });
}
