/**
 * The CPU-heavy half of indexing one file, free of I/O beyond reading it:
 * hash, redact, chunk, and the index texts of every chunk. It runs in worker
 * threads when it can (see pool.ts) and in-process otherwise, with the same
 * result, so it depends on nothing but pure modules.
 */
import { createHash } from 'node:crypto';
import { closeSync, fstatSync, openSync, readSync, constants as fsConstants } from 'node:fs';
import { messageLiterals } from '../../search/messages.js';
import { chunkLines, docComment, docSummary, fileSummary, findDefinitions, type Chunk } from '../../search/chunk.js';
import { indexText } from '../../search/tokenize.js';
import { hashTerms, type HashedTerms } from '../../store/term-hash.js';
import { REDACTION_RULES, redact, redactionMarker } from '../../util/redaction.js';
import { isBinaryContent } from './walk.js';

export interface FileTask {
  path: string;
  absPath: string;
  /** Size seen by the walk (used to size batches; the file is stat'ed again when read). */
  size: number;
  language: string | null;
  /** Hash stored by the last index; equal content is reported `unchanged` without chunking. */
  knownHash: string | null;
  maxFileSize: number;
  /** Count each chunk's index terms too (for a store that keeps term statistics, see RepositoryStore.countsTerms). */
  countTerms?: boolean;
}

export interface PreparedChunk {
  start_line: number;
  end_line: number;
  symbol: string | null;
  definitions: string;
  text: string;
  /** Index terms of path and definition names (the BM25 title field, weighted above the body). */
  title: string;
  body: string;
  /** Fragment text for the trigram index. */
  raw: string;
  /** What the embedder sees. */
  embedText: string;
  /**
   * The terms of title and body counted, when the task asked (FileTask.countTerms): a
   * preparation worker then sends title and body back empty (the store writes these terms).
   */
  terms?: HashedTerms;
}

export type FileResult =
  | { kind: 'indexed'; path: string; hash: string; size: number; mtime_ms: number; language: string | null; chunks: PreparedChunk[]; redactions: number }
  | { kind: 'unchanged'; path: string; hash: string; size: number; mtime_ms: number }
  | { kind: 'skipped'; path: string; reason: 'too_large' | 'binary' | 'unreadable' };

/**
 * The trigram index gets the file path, the definition names and the string
 * literals that read like messages: what a fragment query ("IdealTree",
 * "fetch-retry") or a pasted error message is after in code. Indexing whole
 * chunk texts by trigram tripled the write time of an index; identifiers in
 * the body are still found whole and by their parts (BM25) and by character
 * n-grams (vectors).
 */
const RAW_CHARS = 1_000;
function messages(text: string): string {
  return messageLiterals(text).join('\n');
}
const MAX_DEFINITIONS = 20;
/**
 * What the vector sees of a chunk: its start (signature, doc comment, first
 * lines), which carries most of its meaning. Embedding is the largest CPU cost
 * of an index; whole chunks (up to 8 000 characters) cost a third more CPU
 * for the same recall@5 on bench/eval-repository.mjs (0.83 whole, 0.88 capped).
 */
const EMBED_CHARS = 1_200;

/** What the vector of a chunk is made from (also rebuilt by the re-embed operation). */
export function chunkEmbedText(path: string, definitions: string, text: string): string {
  return `${path}\n${definitions}\n${text.slice(0, EMBED_CHARS)}`;
}

export function hashContent(buf: Buffer): string {
  return createHash('sha256').update(buf).digest('hex');
}

/** Reads, hashes and prepares one file. Never throws for file-system trouble: that becomes `skipped`. */
export function prepareFile(task: FileTask): FileResult {
  let read: { buf: Buffer; size: number; mtimeMs: number } | 'too_large';
  try {
    read = readSmallFile(task.absPath, task.maxFileSize);
  } catch {
    return { kind: 'skipped', path: task.path, reason: 'unreadable' };
  }
  if (read === 'too_large') return { kind: 'skipped', path: task.path, reason: 'too_large' };
  const { buf, size, mtimeMs } = read;
  const hash = hashContent(buf);
  if (hash === task.knownHash) return { kind: 'unchanged', path: task.path, hash, size, mtime_ms: mtimeMs };
  if (isBinaryContent(buf)) return { kind: 'skipped', path: task.path, reason: 'binary' };
  const { chunks, redactions } = prepareText(withoutNul(buf.toString('utf8')), task.path, task.language);
  if (task.countTerms) for (const chunk of chunks) chunk.terms = hashTerms(chunk.title, chunk.body);
  return { kind: 'indexed', path: task.path, hash, size, mtime_ms: mtimeMs, language: task.language, chunks, redactions };
}

/**
 * A text file may hold a NUL past the 8 KiB the binary sniff reads (Emacs Lisp keeps raw bytes in
 * string literals): it is indexed with U+FFFD in its place, as a decoder shows a byte it cannot
 * read, so both stores hold the same text (PostgreSQL's text cannot hold a NUL).
 */
export function withoutNul(text: string): string {
  return text.includes('\0') ? text.replaceAll('\0', '\uFFFD') : text;
}

/** Size and mtime come from the same descriptor as the content, so they always describe what was indexed. */
function readSmallFile(absPath: string, maxSize: number): { buf: Buffer; size: number; mtimeMs: number } | 'too_large' {
  const fd = openSync(absPath, fsConstants.O_RDONLY | (fsConstants.O_NONBLOCK ?? 0));
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new Error('not a regular file');
    if (stat.size > maxSize) return 'too_large';
    const buf = Buffer.allocUnsafe(stat.size);
    let off = 0;
    while (off < stat.size) {
      const n = readSync(fd, buf, off, stat.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { buf: off === stat.size ? buf : buf.subarray(0, off), size: stat.size, mtimeMs: stat.mtimeMs };
  } finally {
    closeSync(fd);
  }
}

export function prepareText(text: string, path: string, language: string | null): { chunks: PreparedChunk[]; redactions: number } {
  const redacted = redactKeepingLines(text);
  const chunks = chunkLines(redacted.text, language);
  const lines = chunks.length === 0 ? [] : redacted.text.split(/\r?\n/);
  const defs = findDefinitions(lines, language);
  const pathTerms = indexText(path);
  // What the file says it is, in the title of its first chunk: a question about a module finds it.
  const summary = chunks.length === 0 ? '' : indexText(fileSummary(lines, language));
  return {
    redactions: redacted.count,
    chunks: chunks.map((chunk, index) => {
      const inChunk = defsIn(defs, chunk);
      const names = [...new Set(inChunk.map((d) => d.name))];
      const definitions = names.join(' ');
      // What the definitions' doc comments say, in the title (weighted above the body): questions are asked in those words.
      const docs = inChunk.map((d) => docSummary(docComment(lines, d.line, language))).filter(Boolean).join(' ');
      return {
        start_line: chunk.startLine,
        end_line: chunk.endLine,
        symbol: chunk.symbol,
        definitions,
        text: chunk.text,
        title: `${pathTerms} ${index === 0 ? summary : ''} ${definitions ? `${indexText(definitions)} ${indexText(docs)}` : ''}`.replace(/\s+/g, ' ').trim(),
        body: cachedIndexText(chunk.text),
        raw: `${path} ${definitions} ${messages(chunk.text)}`.slice(0, RAW_CHARS),
        embedText: chunkEmbedText(path, definitions, chunk.text),
      };
    }),
  };
}

function defsIn<T extends { line: number; name: string }>(defs: T[], chunk: Chunk): T[] {
  const out: T[] = [];
  const names = new Set<string>();
  for (const def of defs) {
    if (def.line > chunk.endLine) break;
    if (def.line >= chunk.startLine && !names.has(def.name)) {
      names.add(def.name);
      out.push(def);
    }
    if (names.size >= MAX_DEFINITIONS) break;
  }
  return out;
}

// ---------------------------------------------------------------------------
// Redaction that keeps line numbers

const PRIVATE_KEY = REDACTION_RULES.find((rule) => rule.id === 'private-key');
const PRIVATE_KEY_MARKER = redactionMarker('private-key');

/**
 * `redact`, but a multi-line secret (a PEM private key, the only multi-line
 * rule) leaves as many line breaks as it removed, so chunk line numbers still
 * point at the file on disk. The whole file is redacted at once so a key is
 * never split between two chunks.
 */
export function redactKeepingLines(text: string): { text: string; count: number } {
  const result = redact(text);
  if (result.count === 0 || countNewlines(result.text) === countNewlines(text) || !PRIVATE_KEY) return result;
  const lost = [...text.matchAll(new RegExp(PRIVATE_KEY.pattern.source, 'g'))].map((m) => countNewlines(m[0]));
  let i = 0;
  const padded = result.text.split(PRIVATE_KEY_MARKER).reduce((out, part, index) => {
    if (index === 0) return part;
    return `${out}${PRIVATE_KEY_MARKER}${'\n'.repeat(lost[i++] ?? 0)}${part}`;
  }, '');
  const missing = countNewlines(text) - countNewlines(padded);
  return { text: missing > 0 ? padded + '\n'.repeat(missing) : padded, count: result.count };
}

function countNewlines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

// ---------------------------------------------------------------------------
// Index texts

const memo = new Map<string, string>();
const MEMO_MAX = 200_000;
const WHITESPACE = /\s+/;

/**
 * `indexText`, memoized per whitespace-separated piece. Exact: a word of the
 * tokenizer never contains whitespace, so the index text of a string is the
 * index texts of its pieces in order. Code repeats the same pieces
 * (`return`, `const`, `this.foo(`) thousands of times, so most are cached.
 */
export function cachedIndexText(text: string): string {
  const out: string[] = [];
  for (const piece of text.split(WHITESPACE)) {
    if (piece === '') continue;
    let terms = memo.get(piece);
    if (terms === undefined) {
      terms = indexText(piece);
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(piece, terms);
    }
    if (terms !== '') out.push(terms);
  }
  return out.join(' ');
}
