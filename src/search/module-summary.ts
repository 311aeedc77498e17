/**
 * What a module of a language without definition rules says it is, in its own conventions: the
 * readers `fileSummary` (chunk.ts) takes before its generic comment at the top of a file. Each is
 * where that language's users put the one line that says what a file does, which is what a
 * plain-words question about it is asked in.
 */

/** Lisp's comment marks (`;`, `;;`, `;;;`, `;;;;`), Prolog's (`%`, `%%`): a line comment and its text. */
export const LISP_COMMENT_LINE = /^\s*;+\s?(.*)$/;
export const PROLOG_COMMENT_LINE = /^\s*(?:%+|\/\*+|\*+\/?|\*\/)\s?(.*)$/;

/** An editor's modeline inside a comment line (`-*- lexical-binding: t -*-`, `-*-scheme-*-`): settings, not words. */
const MODELINE = /-\*-.*?-\*-/g;

/**
 * A line that only says which language the file is written in (D's `// Written in the D
 * programming language.`, which opens every module of its standard library): the summary is the
 * comment after it.
 */
export const LANGUAGE_MARKER = /^\s*(?:\/\/|#|;+|%|--)\s*written in the [\w+#-]+ (?:programming )?language\.?\s*$/i;

/** Lines a Lisp file's `;;; Commentary:` heading may stand at (after a licence of 30 lines or more). */
const COMMENTARY_HEAD_LINES = 120;
/** Lines of the commentary read after its heading. */
const COMMENTARY_LINES = 12;

/**
 * The first paragraph of a Lisp file's `;;; Commentary:` section (Emacs's and Guile's convention:
 * `;;; Commentary:` / `;;` / `;; Two procedures are provided: …` / `;;; Code:`), up to its first
 * blank comment line after some text, or the empty string.
 */
export function lispCommentary(lines: string[]): string {
  const at = lines.slice(0, COMMENTARY_HEAD_LINES).findIndex((l) => /^\s*;+\s*Commentary:?\s*$/i.test(l));
  if (at < 0) return '';
  const out: string[] = [];
  for (const line of lines.slice(at + 1, at + 1 + COMMENTARY_LINES)) {
    // A blank line between the heading and the text is a blank comment line (`ftw.scm`).
    const m = line.trim() === '' ? ['', ''] : LISP_COMMENT_LINE.exec(line);
    if (!m || /^\s*Code:?\s*$/i.test(m[1]!)) break;
    const text = m[1]!.trim();
    if (text === '') {
      if (out.length > 0) break;
      continue;
    }
    out.push(text);
  }
  return out.join(' ');
}

/** A Lisp comment's text without the editor's modeline it may carry. */
export function withoutModeline(text: string): string {
  return text.replace(MODELINE, ' ');
}

/** Lines a Prolog file's module documentation may start at: after a licence and the module's export list. */
const MODULE_DOC_HEAD_LINES = 200;

/**
 * A Prolog module's PlDoc title and first sentences (`/** <module> Process CSV (Comma-Separated
 * Values) data` / blank / `This library parses and generates CSV data.`), written after its
 * `:- module(…)` declaration, or the empty string.
 */
export function prologModuleDoc(lines: string[]): string {
  const at = lines.slice(0, MODULE_DOC_HEAD_LINES).findIndex((l) => /^\s*(?:\/\*\*|%!?)\s*<module>/.test(l));
  if (at < 0) return '';
  const out = [lines[at]!.replace(/^.*?<module>/, '').trim()];
  let body = false;
  for (const line of lines.slice(at + 1, at + 1 + 12)) {
    if (line.includes('*/')) break;
    const text = line.replace(/^\s*%+/, '').trim();
    if (text === '') {
      if (body) break;
      continue;
    }
    body = true;
    out.push(text);
  }
  // The title has no full stop: it ends the first sentence.
  return `${out[0]!.replace(/[.\s]*$/, '')}. ${out.slice(1).join(' ')}`.trim();
}
