import { describe, expect, it } from 'vitest';
import { chunkLines, docComment, fileSummary, findDefinitions, docSummary, type Chunk } from '../../src/search/chunk.js';

/** Asserts the invariants every chunking must satisfy, for any input. */
function checkInvariants(text: string, chunks: Chunk[]): void {
  const lines = text.split(/\r?\n/);
  if (text.endsWith('\n')) lines.pop();
  const covered = new Set<number>();
  for (const c of chunks) {
    expect(c.startLine).toBeGreaterThanOrEqual(1);
    expect(c.endLine).toBeGreaterThanOrEqual(c.startLine);
    expect(c.endLine).toBeLessThanOrEqual(lines.length);
    expect(c.text.trim()).not.toBe('');
    expect(c.text.length).toBeLessThanOrEqual(8000);
    for (let l = c.startLine; l <= c.endLine; l++) covered.add(l);
  }
  lines.forEach((line, i) => {
    if (line.trim() !== '') expect(covered.has(i + 1), `line ${i + 1} covered`).toBe(true);
  });
}

/** The chunk whose text starts at a definition's signature (or its doc comment). */
function chunkFor(chunks: Chunk[], name: string): Chunk | undefined {
  return chunks.find((c) => c.symbol === name);
}

const body = (n: number, indent = '  ') =>
  Array.from({ length: n }, (_, i) => `${indent}const v${i} = compute(${i}) + offset;`).join('\n');

describe('chunkLines basics', () => {
  it('returns nothing for empty or blank text', () => {
    expect(chunkLines('', 'typescript')).toEqual([]);
    expect(chunkLines('\n  \n\t\n', null)).toEqual([]);
  });

  it('keeps a file shorter than maxLines in one chunk, with its symbol', () => {
    const text = `import x from 'y';\n\nexport function small(a: number) {\n  return a + 1;\n}\n`;
    const chunks = chunkLines(text, 'typescript');
    expect(chunks).toEqual([{ startLine: 1, endLine: 5, text: text.trimEnd(), symbol: 'small' }]);
  });

  it('uses overlap when cutting text without definitions', () => {
    const text = Array.from({ length: 200 }, (_, i) => `plain line ${i + 1}`).join('\n');
    const chunks = chunkLines(text, null);
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([
      [1, 60],
      [51, 110],
      [101, 160],
      [151, 200],
    ]);
    expect(chunks[1]!.text.split('\n')[0]).toBe('plain line 51');
    checkInvariants(text, chunks);
  });

  it('honours custom options and folds a short tail into the last window', () => {
    const text = Array.from({ length: 23 }, (_, i) => `l${i + 1}`).join('\n');
    const chunks = chunkLines(text, null, { maxLines: 10, overlap: 2, minLines: 3 });
    expect(chunks.map((c) => [c.startLine, c.endLine])).toEqual([
      [1, 10],
      [9, 18],
      [17, 23],
    ]);
  });

  it('handles CRLF line endings', () => {
    const text = 'def a():\r\n    return 1\r\n';
    expect(chunkLines(text, 'python')).toEqual([{ startLine: 1, endLine: 2, text: 'def a():\n    return 1', symbol: 'a' }]);
  });

  it('splits a long minified line into capped pieces on the same line number', () => {
    const line = 'var a=1;'.repeat(6000); // 48 000 characters
    const text = `// header\n${line}\n// footer\n`;
    const chunks = chunkLines(text, 'javascript');
    const pieces = chunks.filter((c) => c.startLine === 2);
    expect(pieces.length).toBe(6);
    expect(pieces.every((c) => c.endLine === 2 && c.text.length <= 8000)).toBe(true);
    expect(pieces.map((c) => c.text).join('')).toBe(line);
    checkInvariants(text, chunks);
  });

  it('splits a window of many long lines by characters', () => {
    const text = Array.from({ length: 50 }, (_, i) => `${i}:`.padEnd(900, 'x')).join('\n');
    const chunks = chunkLines(text, null);
    expect(chunks.length).toBeGreaterThan(5);
    checkInvariants(text, chunks);
    // Pieces of one window are contiguous: no overlap inside a window.
    expect(chunks[1]!.startLine).toBe(chunks[0]!.endLine + 1);
  });

  it('is deterministic', () => {
    const text = Array.from({ length: 40 }, (_, i) => `export function f${i}() {\n${body(i % 9)}\n}`).join('\n\n');
    expect(chunkLines(text, 'typescript')).toEqual(chunkLines(text, 'typescript'));
  });

  it('chunks 12 MB of source quickly', () => {
    const unit = `/** Doc. */\nexport function fn(a: number): number {\n${body(20)}\n  return a;\n}\n\n`;
    const text = unit.repeat(Math.ceil(12_000_000 / unit.length));
    const t0 = performance.now();
    const chunks = chunkLines(text, 'typescript');
    const ms = performance.now() - t0;
    expect(chunks.length).toBeGreaterThan(1000);
    expect(ms).toBeLessThan(3000); // ~0.2 s on a laptop; generous for loaded CI machines
  });
});

describe('definition alignment', () => {
  const samples: Record<string, { text: string; names: string[] }> = {
    typescript: {
      names: ['alpha', 'Beta', 'run', 'gamma', 'Shape'],
      text: [
        "import { x } from './x.js';",
        '',
        '/**',
        ' * Alpha does things.',
        ' */',
        'export async function alpha(input: string): Promise<number> {',
        body(30),
        '  return 1;',
        '}',
        '',
        'export class Beta extends Base {',
        '  private readonly count = 0;',
        '',
        '  async run(',
        '    a: number,',
        '  ): Promise<void> {',
        body(40, '    '),
        '  }',
        '}',
        '',
        'export const gamma = async (a: number): Promise<number> => {',
        body(25),
        '};',
        '',
        'export interface Shape {',
        body(20),
        '}',
      ].join('\n'),
    },
    python: {
      names: ['load', 'Store', 'save'],
      text: [
        'import os',
        '',
        'def load(path):',
        body(35, '    '),
        '    return path',
        '',
        '',
        'class Store:',
        '    """Keeps things."""',
        '',
        '    @property',
        '    def save(self, item):',
        body(50, '        '),
        '        return item',
      ].join('\n'),
    },
    go: {
      names: ['Open', 'Server', 'Serve'],
      text: [
        'package main',
        '',
        '// Open opens.',
        'func Open(path string) (*File, error) {',
        body(40, '\t'),
        '}',
        '',
        'type Server struct {',
        body(12, '\t'),
        '}',
        '',
        'func (s *Server) Serve(ctx context.Context) error {',
        body(40, '\t'),
        '}',
      ].join('\n'),
    },
    rust: {
      names: ['parse', 'Config', 'Config', 'load'],
      text: [
        'use std::io;',
        '',
        '/// Parses.',
        'pub fn parse(input: &str) -> Result<Ast, Error> {',
        body(40, '    '),
        '}',
        '',
        '#[derive(Debug)]',
        'pub struct Config {',
        body(10, '    '),
        '}',
        '',
        'impl Config {',
        '    pub async fn load(path: &Path) -> io::Result<Self> {',
        body(45, '        '),
        '    }',
        '}',
      ].join('\n'),
    },
    java: {
      names: ['Service', 'handle', 'close'],
      text: [
        'package x;',
        '',
        'public class Service implements AutoCloseable {',
        '    private final Map<String, Integer> counts = new HashMap<>();',
        '',
        '    @Override',
        '    public Map<String, List<Integer>> handle(Request req, int n) throws IOException {',
        body(50, '        '),
        '    }',
        '',
        '    public void close() {',
        body(40, '        '),
        '    }',
        '}',
      ].join('\n'),
    },
  };

  for (const [language, { text, names }] of Object.entries(samples)) {
    it(`aligns chunks on ${language} definitions`, () => {
      const lines = text.split('\n');
      const chunks = chunkLines(text, language);
      checkInvariants(text, chunks);
      const defs = findDefinitions(lines, language);
      expect(defs.map((d) => d.name)).toEqual(names);
      for (const def of defs) {
        // The definition's signature and its next lines share a chunk.
        const holder = chunks.find((c) => c.startLine <= def.line && c.endLine >= def.line + 5);
        expect(holder, `${def.name} with its body`).toBeDefined();
      }
      // Top-level functions open their own chunk, with their symbol.
      const first = defs[0]!;
      const chunk = chunkFor(chunks, first.name);
      expect(chunk).toBeDefined();
      expect(chunk!.text).toContain(lines[first.line - 1]!);
    });
  }

  it('starts chunks at definition boundaries, including leading doc comments, without overlap', () => {
    const preamble = Array.from({ length: 20 }, (_, i) => `import { m${i} } from './m${i}.js';`).join('\n');
    const documented = `${preamble}\n/**\n * Delta.\n */\n@traced()\nexport function delta() {\n${body(50)}\n}\n`;
    const delta = chunkFor(chunkLines(documented, 'typescript'), 'delta')!;
    expect(delta.startLine).toBe(21);
    expect(delta.text.startsWith('/**\n * Delta.\n */\n@traced()\nexport function delta() {')).toBe(true);

    const { text } = samples.typescript!;
    const chunks = chunkLines(text, 'typescript');
    const beta = chunks.find((c) => c.text.startsWith('export class Beta'));
    expect(beta?.symbol).toBe('Beta');
    // The cut before `class Beta` is on a boundary, so the chunks touch without repeating lines.
    const before = chunks[chunks.indexOf(beta!) - 1]!;
    expect(before.endLine).toBe(beta!.startLine - 1);
  });

  it('prefers a top-level boundary over a nested one', () => {
    const text = [
      'export function one() {',
      body(30),
      '}',
      'export class Two {',
      '  three() {',
      body(40, '    '),
      '  }',
      '}',
    ].join('\n');
    const chunks = chunkLines(text, 'typescript');
    expect(chunks[1]!.text.startsWith('export class Two {\n  three() {')).toBe(true);
    expect(chunks[1]!.symbol).toBe('Two');
  });
});

describe('findDefinitions', () => {
  const names = (src: string, language: string) => findDefinitions(src.split('\n'), language).map((d) => `${d.kind}:${d.name}`);

  it('recognises TypeScript and JavaScript forms and ignores statements', () => {
    const src = [
      'export default function main() {',
      'function* gen() {}',
      'export abstract class Repo<T> {',
      '  constructor(private db: Db) {',
      '  static create(): Repo {',
      '  get size(): number {',
      '  if (ready) {',
      '  for (const x of xs) {',
      '  setTimeout(function () {',
      "  describe('x', () => {",
      '  foo(a, b);',
      'export type Id = string;',
      'export const enum Color {',
      'const handler = async (req, res) => {',
      'export const make = <T,>(x: T) => x;',
      'const value = compute(1);',
    ].join('\n');
    expect(names(src, 'typescript')).toEqual([
      'function:main',
      'function:gen',
      'class:Repo',
      'method:constructor',
      'method:create',
      'method:size',
      'type:Id',
      'enum:Color',
      'function:handler',
      'function:make',
    ]);
  });

  it('recognises C, C++, Kotlin, Ruby, shell and markdown forms', () => {
    expect(names('int main(int argc, char **argv) {\nstatic struct node *make_node(void)\n  return foo(x);\nstruct point {\nstruct point p;', 'c')).toEqual([
      'function:main',
      'function:make_node',
      'struct:point',
    ]);
    expect(names('data class User(val id: Int)\nsuspend fun load(id: Int): User {', 'kotlin')).toEqual(['class:User', 'function:load']);
    expect(names('module Billing\n  def self.charge(amount)\n  def valid?', 'ruby')).toEqual([
      'module:Billing',
      'method:self.charge',
      'method:valid?',
    ]);
    expect(names('deploy() {\nfunction build {', 'shell')).toEqual(['function:deploy', 'function:build']);
    expect(names('# Title\ntext\n## Install ##', 'markdown')).toEqual(['heading:Title', 'heading:Install']);
    // GNU style: the return type on its own line, the name at column 0; calls and declarations are not definitions.
    expect(names('static char *\nmake_tempname (const char *filename, int *ofd)\n{\n  foo (x);\nextern int bar (void);\nif (x)', 'c')).toEqual(['function:make_tempname']);
    expect(names("package File::Temp;\nsub tempfile {\n  sub _inner { 1 }\nsub _find_dir($$$);\nmy $x = sub { 1 };", 'perl')).toEqual([
      'package:File::Temp',
      'function:tempfile',
      'function:_inner',
    ]);
    expect(names('anything', 'json')).toEqual([]);
    // C++ header-only libraries define member functions inside the class, indented; a comment's
    // prose, an export macro, a template's further parameters and attribute macros are not definitions.
    const cpp = [
      'class FMT_API ostream final : private buffer<char> {',
      '  /**',
      '    Formats a string. The function write (below) flushes it',
      '   */',
      '  template <typename T, typename U,',
      '            class Allocator = std::allocator<T>>',
      '  FMT_NODISCARD FMT_INLINE',
      '  static basic_json parse(InputType&& i,',
      '  auto size() const noexcept -> size_t {',
      '    return foo(x,',
      '    std::unique_ptr<node, decltype(pop_one)>',
      '        std::is_same<T, U>::value && check(x,',
      'JSON_HEDLEY_NON_NULL(1)',
      '};',
    ].join('\n');
    for (const language of ['cpp', 'c']) expect(names(cpp, language)).toEqual(['class:ostream', 'method:parse', 'method:size']);
    expect(names('def x():', null as unknown as string)).toEqual([]);
  });
});

describe('Kotlin and Swift definitions', () => {
  const names = (src: string, language: string) => findDefinitions(src.split('\n'), language).map((d) => `${d.kind}:${d.name}`);

  it('names a Kotlin extension function after itself, not its receiver, and knows fun interfaces, inner classes and annotated funs', () => {
    const kotlin = [
      'fun <K, V> Map<K, V>.toJSValue(containerProvider: ContainerProvider): WritableMap {',
      'fun KClass<*>.isSharedObjectClass() =',
      'inline fun <reified T : ExpoComposeView<P>, reified P : Any> View(viewClass: KClass<T>) {',
      'inline fun <reified T> (() -> KType).toLazyType() =',
      'inline fun <T> T?.ifNull(block: () -> T): T = this ?: block()',
      'fun interface Filter<T> {',
      '  open inner class ActionBuilder<InputType> {',
      '  @JvmStatic fun fromString(value: String): Version {',
      '  internal fun `is`(index: Int): Boolean {',
      '  override suspend fun load(id: Int): User {',
      '  companion object {',
      '    val x = listOf(1).map { fun(y: Int) = y }',
    ].join('\n');
    expect(names(kotlin, 'kotlin')).toEqual([
      'function:toJSValue',
      'function:isSharedObjectClass',
      'function:View',
      'function:toLazyType',
      'function:ifNull',
      'interface:Filter',
      'class:ActionBuilder',
      'function:fromString',
      'function:is',
      'function:load',
    ]);
  });

  it('knows Swift definitions behind attributes on their own line, generic initializers and names in backticks', () => {
    const swift = [
      '@objc(EXFileSystemManager) public final class FileSystemManager: NSObject {',
      '@MainActor public struct AutoSizingStack<Content: View>: View {',
      'public actor JavaScriptActor: GlobalActor {',
      'indirect enum Tree {',
      'public extension ChainableException {',
      '  init<ReturnType>(name: String, getter: @escaping () -> ReturnType) {',
      '  public convenience init?(rawValue: String) {',
      '  @discardableResult public static func ensureDirExists(at url: URL?) -> Bool {',
      '  nonisolated(unsafe) func start() {',
      '  public func `is`(_ type: FirstType.Type) -> Bool {',
      '  mutating func encodeNil() throws {',
      '    self.init(rawValue: 1)',
    ].join('\n');
    expect(names(swift, 'swift')).toEqual([
      'class:FileSystemManager',
      'struct:AutoSizingStack',
      'actor:JavaScriptActor',
      'enum:Tree',
      'extension:ChainableException',
      'method:init',
      'method:init',
      'function:ensureDirExists',
      'function:start',
      'function:is',
      'function:encodeNil',
    ]);
  });

  it("reads KDoc and Swift's doc comments into the definition's chunk, a Swift field ending the summary", () => {
    const kotlin = ['/**', ' * Returns receiver, or block result if the receiver is `null`', ' *', ' * @param block what runs', ' */', '@Suppress("NOTHING_TO_INLINE")', 'inline fun <T> T?.ifNull(block: () -> T): T = this ?: block()'];
    expect(docSummary(docComment(kotlin, 7, 'kotlin'))).toBe('Returns receiver, or block result if the receiver is `null`.');
    const swift = ['  /// Creates the directory at the given URL', '  /// - Parameter url: where it goes', '  /// - Returns: whether it exists now', '  @discardableResult', '  public static func ensureDirExists(at url: URL?) -> Bool {'];
    expect(docSummary(docComment(swift, 5, 'swift'))).toBe('Creates the directory at the given URL. where it goes.');
    const block = ['/**', ' Converts Swift errors to `NSError` so that they can be handled from the ObjC code.', ' */', 'internal func toNSError(_ error: Error) -> NSError {'];
    expect(docComment(block, 4, 'swift')).toBe('Converts Swift errors to `NSError` so that they can be handled from the ObjC code.');
    // The definition starts its own chunk with its doc comment and attribute, its name as the chunk's symbol.
    const file = [...Array(50).fill('  let a = 1'), ...swift, '    return true', '  }', ...Array(30).fill('  let b = 2')].join('\n');
    const chunk = chunkLines(file, 'swift').find((c) => c.symbol === 'ensureDirExists');
    expect(chunk?.startLine).toBe(51);
  });
});

describe('docComment', () => {
  it('reads the javadoc above a definition, annotations between allowed, markup dropped', () => {
    const lines = ['/**', ' * Resizable-array implementation of the {@code List} interface.', ' * <p>More text.', ' */', '@SuppressWarnings("x")', 'public class ArrayList<E> {'];
    const doc = docComment(lines, 6, 'java');
    expect(doc).toBe('Resizable-array implementation of the List interface. More text.');
    expect(docSummary(doc)).toBe('Resizable-array implementation of the List interface. More text.');
  });

  it('summarizes a doc comment by its first two sentences, at most 300 characters', () => {
    const doc = 'The string tokenizer class allows an application to break a string into tokens. The method is simpler than StreamTokenizer. It does not skip comments.';
    expect(docSummary(doc)).toBe('The string tokenizer class allows an application to break a string into tokens. The method is simpler than StreamTokenizer.');
    expect(docSummary('No sentence end here')).toBe('No sentence end here');
    expect(docSummary(`${'word '.repeat(100)}.`).length).toBe(300);
  });

  it("reads Go's line comments and Python's docstring below the def", () => {
    expect(docComment(['// readCookies parses all "Cookie" values.', 'func readCookies() {}'], 2, 'go')).toBe('readCookies parses all "Cookie" values.');
    expect(docComment(['def rmtree(path):', '    """Recursively delete a directory tree.', '', '    More."""', '    pass'], 1, 'python')).toBe('Recursively delete a directory tree. More.');
    expect(docComment(['x = 1', 'def f():', '    pass'], 2, 'python')).toBe('');
  });

  it("reads Doxygen's and fmt's block comments above an indented C++ member, a tag ending the summary, links dropped", () => {
    const doxygen = ['    /*!', '    @brief check if the input is valid JSON', '    @sa https://json.nlohmann.me/api/basic_json/accept/', '    */', '    template<typename InputType>', '    JSON_HEDLEY_WARN_UNUSED_RESULT', '    static bool accept(InputType&& i,'];
    expect(docSummary(docComment(doxygen, 7, 'cpp'))).toBe('check if the input is valid JSON.');
    const fmt = ['/**', '  \\rst', '  Returns a view that formats `range` with elements separated by `sep`.', '  \\endrst', ' */', 'template <typename Range>', 'auto join(Range&& range, string_view sep) {'];
    expect(docComment(fmt, 7, 'cpp')).toBe('Returns a view that formats `range` with elements separated by `sep`.');
    const chunks = chunkLines([...Array(50).fill('int x;'), ...doxygen, '    {', ...Array(40).fill('        step();'), '    }'].join('\n'), 'cpp');
    expect(chunks.map((c) => c.startLine)).toContain(51);
  });

  it('reads a GNU-style C comment above the return type line, and Perl POD ending in =cut above a sub', () => {
    const c = ['/* Return a file name for a temporary file in the same directory', '   as FILENAME.  */', '', 'static char *', 'make_tempname (const char *filename)', '{'];
    expect(docComment(c, 5, 'c')).toBe('Return a file name for a temporary file in the same directory as FILENAME.');
    expect(chunkLines(['int x;', ...Array(70).fill('int y;'), ...c, ...Array(60).fill('  return 0;'), '}'].join('\n'), 'c').map((ch) => ch.startLine)).toContain(75);
    const perl = ['=item copy', '', 'Copies the file B<FROM> to C<TO>.', '', '=cut', '', 'sub copy {'];
    expect(docComment(perl, 7, 'perl')).toBe('Copies the file FROM to TO.');
    expect(docComment(['# Turn tabs into spaces.', 'sub expand {'], 2, 'perl')).toBe('Turn tabs into spaces.');
  });
});

describe('fileSummary', () => {
  it("reads a file's own one-line description, not its licence", () => {
    expect(fileSummary(['/* bin2c.c -- dump binary file in hex format', '   Copyright (C) 2007-2023 Free Software Foundation, Inc.', '   This file is part of GNU Binutils.  */', '', '#include <stdio.h>'], 'c')).toBe('bin2c.c -- dump binary file in hex format');
    expect(fileSummary(['// Copyright 2009 The Go Authors. All rights reserved.', '// license that can be found in the LICENSE file.', '', '// Package bufio implements buffered I/O. It wraps an io.Reader.', 'package bufio'], 'go')).toBe('Package bufio implements buffered I/O. It wraps an io.Reader.');
    expect(fileSummary(['/*', ' * Copyright (c) 1997, 2021, Oracle.', ' */', '', 'package java.util;', '/** Resizable array. */'], 'java')).toBe('');
    expect(fileSummary(['package File::Basename;', 'sub fileparse {}', '__END__', '=head1 NAME', '', 'File::Basename - Parse file paths into directory, filename and suffix.'], 'perl')).toBe('File::Basename - Parse file paths into directory, filename and suffix.');
    expect(fileSummary(['#!/usr/bin/env python3', '"""Utilities for with-statement contexts.', '', 'More."""', 'import abc'], 'python')).toBe('Utilities for with-statement contexts. More.');
    expect(fileSummary(['import x from "y";', '// not a header'], 'javascript')).toBe('');
  });
});

