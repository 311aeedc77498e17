/**
 * What a remediation query is, from its form alone: a pasted error (tool output, or anything
 * that is not all plain sentences), a description of what one sees ("tsc says it does not know
 * a name I am sure exists", "my script blows up when…") or a statement naming a cause ("a
 * global variable is misspelled", "a rejected promise without a handler").
 *
 * A description tells: the person (I, my, we), the tool speaking or refusing (says, complains,
 * won't, rustc, npm), the failure seen (blows up, crashes, fails, a red squiggle). A statement
 * of a cause is impersonal. Measured as a classifier on the benchmark's dev half
 * (docs/search.md, section 6): of the plain-words queries, 95 % of the cause statements and
 * 64 % of the symptom descriptions get their kind.
 */
import { isPlainWords } from '../search.js';

export type QueryKind = 'error' | 'symptom' | 'cause';

const TELLING: ReadonlySet<string> = new Set([
  // the person
  'i', "i'm", 'im', "i've", 'ive', 'my', 'me', 'mine', 'myself', 'we', 'our', 'us',
  // the tool speaking, refusing, wanting
  'says', 'said', 'say', 'saying', 'complains', 'complain', 'complaining', 'tells', 'told', 'asks', 'asking', 'shouts', 'yells', 'warns',
  'refuses', 'rejects', "won't", 'wont', "can't", 'cant', 'wants', 'gives', 'clashes',
  'compiler', 'rustc', 'tsc', 'javac', 'gcc', 'npm', 'git', 'python', 'node', 'rust', 'java', 'typescript',
  // the failure seen
  'blows', 'crashes', 'crashed', 'dies', 'died', 'explodes', 'breaks', 'broke', 'stops', 'stopped', 'keeps', 'fails', 'suddenly', 'anymore',
  'red', 'squiggle', 'runtime',
  // asking
  'why', 'how', 'tried', 'trying', 'getting', 'got',
]);

export function queryKind(query: string): QueryKind {
  if (!isPlainWords(query)) return 'error';
  const words = query.toLowerCase().split(/[^\p{L}\p{N}']+/u).filter(Boolean);
  return words.some((w) => TELLING.has(w)) || /\?\s*$/.test(query.trim()) ? 'symptom' : 'cause';
}
