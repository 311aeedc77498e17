import { BM25_B, BM25_K1, BODY_WEIGHT, TITLE_WEIGHT } from '../store/bm25.js';
import { stem, tokenize } from './tokenize.js';

/** A record's own words about its circumstances: for a remediation its title, and its cause and fix. */
export interface CircumstanceFields {
  title: string;
  body: string;
  /** The fix alone (also part of `body`): where the words of the side that works count (contrastSides). */
  fix?: string;
  /** The output the record was made from (a remediation's problem): which error it is, never a circumstance (errorTextFit). */
  error?: string;
}

/**
 * How well each record of one error holds the circumstances the person wrote around it, with
 * every word weighed by how well it tells those records apart — not by how common it is in the
 * store. In a large store "docker compose" or "config file" are held by hundreds of documents,
 * yet between the two records of an `ECONNREFUSED` they may be the only difference; and fifty
 * near-copies of one fix that all say "server" must not outvote the one record that says "IDE".
 *
 * Per word t (query term, stemmed; `weights` gives its weight in the query: the person's own
 * words whole, borrowed names less, each by its rarity in the store), held by n of the G records:
 * the group's idf ln(1 + (G − n + 0.5) / (n + 0.5)) — BM25's, computed over the records of the
 * error — times its weight, times BM25's saturated frequency in the record (title × 4 + body,
 * over the group's mean length). A record's fit is the sum over the words it holds, divided by
 * what the words some record holds would give a record holding each of them alone (once): about
 * the share of the telling-apart weight it holds, comparable from one query to the next.
 */
export function separatingFit(weights: ReadonlyMap<string, number>, records: ReadonlyMap<string, CircumstanceFields>): Map<string, number> {
  const counted = [...records].map(([id, fields]) => ({ id, ...frequencies(weights, fields) }));
  const fit = new Map<string, number>();
  const size = counted.length;
  if (size < 2) return fit;
  const holders = new Map<string, number>();
  for (const record of counted) for (const term of record.f.keys()) holders.set(term, (holders.get(term) ?? 0) + 1);
  // A word every record holds tells none of them apart.
  for (const [term, n] of holders) if (n === size) holders.delete(term);
  const groupIdf = (n: number): number => Math.log(1 + (size - n + 0.5) / (n + 0.5));
  let ideal = 0;
  for (const term of holders.keys()) ideal += weights.get(term)! * groupIdf(1);
  const avgdl = counted.reduce((sum, r) => sum + r.len, 0) / size;
  for (const { id, f, len } of counted) {
    let sum = 0;
    for (const [term, n] of f) if (holders.has(term)) sum += (weights.get(term)! * groupIdf(holders.get(term)!) * (n * (BM25_K1 + 1))) / (n + BM25_K1 * (1 - BM25_B + (BM25_B * len) / Math.max(1, avgdl)));
    fit.set(id, ideal > 0 ? sum / ideal : 0);
  }
  return fit;
}

/** The weighted frequency (title × TITLE_WEIGHT + body) of each weighed term in a record, and the record's length in tokens. */
function frequencies(weights: ReadonlyMap<string, number>, fields: CircumstanceFields): { f: Map<string, number>; len: number } {
  const f = new Map<string, number>();
  let len = 0;
  const count = (text: string, weight: number): void => {
    for (const token of tokenize(text)) {
      len++;
      const stemmed = stem(token);
      const term = weights.has(token) ? token : weights.has(stemmed) ? stemmed : null;
      if (term !== null) f.set(term, (f.get(term) ?? 0) + weight);
    }
  };
  count(fields.title, TITLE_WEIGHT);
  count(fields.body, BODY_WEIGHT);
  return { f, len };
}
