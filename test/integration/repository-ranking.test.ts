import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * Code search ranking on a small real tree, indexed and searched with the daemon's own code:
 * what a question or a pasted message is after, against definitions that merely share a word.
 */
const tree = indexedTree('ranking');
const { write, files } = tree;

function buildTree(): void {
  // Many collections, each defining `size()` (and `clear()`): in code, `size` is an ordinary word.
  for (const kind of ['array', 'linked', 'hash', 'tree', 'ring', 'sparse', 'sorted', 'bit', 'trie', 'heap', 'deque', 'bag']) {
    write(
      `src/collections/${kind}-list.ts`,
      [
        `/** A ${kind} list. */`,
        `export class ${kind[0]!.toUpperCase()}${kind.slice(1)}List<T> {`,
        '  private items: T[] = [];',
        '',
        '  /** How many items the list holds. */',
        '  size(): number {',
        '    return this.items.length;',
        '  }',
        '',
        '  /** Removes every item. */',
        '  clear(): void {',
        '    this.items = [];',
        '  }',
        '}',
      ].join('\n'),
    );
  }
  // The message is printed here, by a constructor that defines no name of the query.
  write(
    'src/io/byte-buffer.ts',
    [
      '/** Bytes written in memory, grown on demand. */',
      'export class ByteBuffer {',
      '  private bytes: Uint8Array;',
      '',
      '  constructor(capacity = 32) {',
      "    if (capacity < 0) throw new RangeError('Negative initial size: ' + capacity);",
      '    this.bytes = new Uint8Array(capacity);',
      '  }',
      '}',
    ].join('\n'),
  );
  // Go's exported function beside its unexported, per-platform namesakes in files named after it.
  write('filepath/path.go', 'package filepath\n\n// Clean returns the shortest path name equivalent to path.\nfunc Clean(path string) string {\n\treturn path\n}\n\n// EvalSymlinks returns the path name after the evaluation of any symbolic links.\nfunc EvalSymlinks(path string) (string, error) {\n\treturn evalSymlinks(path)\n}\n');
  for (const os of ['unix', 'windows', 'plan9']) {
    write(`filepath/symlink_${os}.go`, `package filepath\n\nfunc evalSymlinks(path string) (string, error) {\n\t// symlink resolution on ${os}\n\treturn walkSymlinks(path)\n}\n`);
  }
  // Two names written together ask for the place where both are: the reader's own readLine.
  write('io/line-reader.ts', '/** Reads text a line at a time. */\nexport class LineReader {\n  private buffer = "";\n\n  /** The next line, without its line break. */\n  readLine(): string {\n    const at = this.buffer.indexOf("\\n");\n    return this.buffer.slice(0, at);\n  }\n}\n');
  write('io/data-input.ts', '/** Reads primitive values from bytes. */\n/** Reads a line of bytes; deprecated: use LineReader, which decodes text correctly. */\nexport function readLine(bytes: Uint8Array): string {\n  return new TextDecoder().decode(bytes);\n}\n');
  // One file that handles retries in six long functions, and another that computes the delay.
  const filler = (i: number) => Array.from({ length: 30 }, (_, k) => `  const step${k} = request${i}.headers.get('x-step-${k}');`).join('\n');
  write(
    'net/client.ts',
    Array.from({ length: 6 }, (_, i) => [
      `/** Sends request ${i}; on failure waits the retry delay and retries with backoff. */`,
      `export async function send${i}(request${i}: Request): Promise<Response> {`,
      filler(i),
      `  const response${i} = await fetch(request${i});`,
      `  if (!response${i}.ok) await sleep(nextDelay(attempt)); // retry delay, then retry with backoff`,
      `  return response${i};`,
      '}',
      '',
    ].join('\n')).join('\n'),
  );
  write('net/timing.ts', '/** How long to wait before an attempt: exponential backoff with jitter. */\nexport function nextDelay(attempt: number): number {\n  return Math.random() * 2 ** attempt * 100;\n}\n');
  // Rust's std: the portable, documented function and the per-platform ones it dispatches to.
  write('std/fs.rs', '/// Removes a directory at this path, after removing all its contents.\npub fn remove_dir_all<P: AsRef<Path>>(path: P) -> io::Result<()> {\n    fs_imp::remove_dir_all(path.as_ref())\n}\n');
  for (const os of ['unix', 'windows', 'wasi']) {
    write(`std/sys/${os}/fs.rs`, `pub fn remove_dir_all(p: &Path) -> io::Result<()> {\n    // remove_dir_all on ${os}: recurse, then remove the directory\n    for child in readdir(p)? { remove_dir_all(&child.path())?; }\n    rmdir(p)\n}\n`);
  }
  write('tools/validate-package-name.js', "/** Whether a package name is valid on the registry. */\nfunction validate(name) {\n  return /^[a-z0-9-]+$/.test(name);\n}\nmodule.exports = validate;\n");
  // Everyday words in a comment: a question about music meets them by chance, which is no answer.
  write('src/sched/slices.ts', "/** Splits work into slices of one quantum (10 ms) each. */\nexport function slices(totalMs: number): number {\n  return Math.ceil(totalMs / 10);\n}\n");
  // GNU C: the return type above the name, a message printed from a format string, and a
  // manual that talks about the same things in the same words.
  write(
    'binutils/bucomm.c',
    '/* Return the name of a created temporary file in the same directory\n   as FILENAME.  */\n\nchar *\nmake_tempname (const char *filename, int *ofd)\n{\n  return template_in_dir (filename);\n}\n',
  );
  write(
    'binutils/objcopy.c',
    Array.from({ length: 4 }, (_, i) => `static int\ncopy_file${i} (const char *input)\n{\n  char *tmpname = make_tempname (input, &fd);\n  if (tmpname == NULL)\n    tmpname = make_tempname (input, NULL);\n  return strip_debugging (tmpname);\n}\n`).join('\n') +
      '\n/* Remove the debugging symbols of an executable.  */\n\nstatic bool\nstrip_debugging (const char *file)\n{\n  return remove_sections (file, ".debug_*");\n}\n',
  );
  write('binutils/addr2line.c', 'static void\nprocess_file (const char *file_name)\n{\n  if (bfd_check_format (abfd, bfd_archive))\n    fatal (_("%s: cannot get addresses from archive"), file_name);\n}\n');
  write('binutils/elfcomm.c', '/* Get the addresses of the members of an archive: we cannot read\n   an archive without its index, so get the index first.  */\n\nint\nsetup_archive (struct archive_info *arch)\n{\n  return get_archive_index (arch);\n}\n');
  // Perl prints a message from pieces: literals between the values.
  write('lib/Getopt/Long.pm', 'package Getopt::Long;\n\nsub FindOption {\n    my ($opt, $arg) = @_;\n    warn ("Value \\"", $arg, "\\" invalid for option ", $opt, " (number expected)\\n");\n}\n');
  write('lib/Getopt/Std.pm', '# Process single-character options.\npackage Getopt::Std;\n\n# Checks the value of an option: an invalid value for a numeric option is reported,\n# since a number is expected; the option count is the number of values.\nsub check_value {\n    my ($option, $value, $count) = @_;\n    warn "Unknown option: $option\\n";\n}\n');
  write(
    'binutils/doc/binutils.texi',
    '@node strip\n@chapter strip\n\nstrip removes debugging symbols from an executable. Use it to remove the debugging\nsymbols of an executable after a release build: debugging symbols make an executable\nlarger, and strip removes them from the executable file in place.\n',
  );
  // A header-only C++ library: members defined inside the class, each under its Doxygen comment, and
  // a tool that calls one of them on every line; a message printed behind the library's error code.
  write(
    'include/json/json.hpp',
    [
      'NLOHMANN_JSON_NAMESPACE_BEGIN',
      'class basic_json',
      '{',
      '  public:',
      ...['dump', 'size', 'clear', 'erase', 'insert', 'update'].flatMap((name) => [
        `    /// @brief ${name} the value`,
        `    /// @sa https://json.example.org/api/${name}/`,
        `    void ${name}(const basic_json& other)`,
        '    {',
        ...Array.from({ length: 12 }, (_, k) => `        m_value.step${k}(other);`),
        '    }',
        '',
      ]),
      '    /// @brief check if the input is valid JSON',
      '    /// @sa https://json.example.org/api/accept/',
      '    template<typename InputType>',
      '    JSON_HEDLEY_WARN_UNUSED_RESULT',
      '    static bool accept(InputType&& i, const bool ignore_comments = false)',
      '    {',
      '        return parser(i, nullptr, false, ignore_comments).accept(true);',
      '    }',
      '};',
      'NLOHMANN_JSON_NAMESPACE_END',
    ].join('\n'),
  );
  write(
    'tools/lint.cpp',
    '// Reads lines of input and counts them.\nint count_lines(std::istream& in)\n{\n  std::string line;\n  int n = 0;\n' +
      Array.from({ length: 6 }, (_, k) => `  if (json::basic_json::accept(line) && json::basic_json::accept(line${k})) n++;\n`).join('') +
      '  return n;\n}\n',
  );
  write(
    'include/json/exceptions.hpp',
    'NLOHMANN_JSON_NAMESPACE_BEGIN\n/// @brief exception indicating executing a member function with a wrong type\nclass type_error : public exception\n{\n  public:\n    static type_error create(int id_, const std::string& what_arg)\n    {\n        std::string w = concat("[json.exception.", "type_error", \'.\', std::to_string(id_), "] ", what_arg);\n        return {id_, w.c_str()};\n    }\n};\nNLOHMANN_JSON_NAMESPACE_END\n',
  );
  write(
    'include/json/from_json.hpp',
    'template<typename BasicJsonType>\nvoid from_json(const BasicJsonType& j, typename BasicJsonType::string_t& s)\n{\n    if (!j.is_string())\n    {\n        JSON_THROW(type_error::create(302, concat("type must be string, but is ", j.type_name())));\n    }\n    s = *j.template get_ptr<const typename BasicJsonType::string_t*>();\n}\n',
  );
  // Kotlin: an extension function on a generic receiver, and callers that use it more often than it is defined.
  write(
    'android/src/main/java/expo/plugin/JsonExtensions.kt',
    'package expo.plugin\n\n/**\n * Wraps the entries of a map into a JSON object, keeping their order.\n */\nprivate fun <K, V> Map<K, V>.toJsonObject(): JsonObject = JsonObject(this.mapKeys { it.key.toString() })\n',
  );
  write(
    'android/src/main/java/expo/plugin/Publication.kt',
    'package expo.plugin\n\nclass Publication(private val info: Map<String, JsonElement>) {\n  fun whole(): JsonObject = info.toJsonObject()\n  fun pom(): JsonObject = mapOf("pom" to info.toJsonObject()).toJsonObject()\n  fun gradle(): JsonObject = mapOf("gradle" to info.toJsonObject()).toJsonObject()\n}\n',
  );
  // Swift: a message printed through `\\(…)` interpolation, beside a shorter message inside it and a
  // registry that shares its words.
  write(
    'ios/Core/ModuleRegistry.swift',
    'public final class ModuleRegistry {\n  public func register(holder: ModuleHolder, preventModuleOverriding: Bool = false) {\n    log.info("Registering module \'\\(holder.name)\'")\n    if preventModuleOverriding && registry[holder.name] != nil {\n      log.info("Not re-registering module \'\\(holder.name)\' since a previous registration specified preventModuleOverriding: true")\n      return\n    }\n    registry[holder.name] = holder\n  }\n}\n',
  );
  write(
    'ios/Legacy/LegacyModuleRegistry.swift',
    '/**\n Registers a module class, unless a previous registration of that module specified otherwise.\n */\n@objc public final class LegacyModuleRegistry: NSObject {\n  @objc public func registerModule(_ module: AnyObject, since previous: AnyObject?) {\n    modules[String(describing: module)] = module\n  }\n}\n',
  );
  write('src/forms.ts', "/** Checks a form's fields. */\nexport function validate(form: Record<string, string>): string[] {\n  return Object.keys(form).filter((k) => form[k] === '');\n}\n");
}

beforeAll(async () => {
  buildTree();
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('repository_search ranking', () => {
  it('finds a pasted message where it is printed, above definitions of its common words', async () => {
    expect((await files('Negative initial size'))[0]).toBe('src/io/byte-buffer.ts');
  });

  it('gives a name written as an identifier (hyphenated, camelCase) its whole definition bonus beside plain words', async () => {
    expect((await files('validate-package-name validate'))[0]).toBe('tools/validate-package-name.js');
    expect((await files('ByteBuffer constructor'))[0]).toBe('src/io/byte-buffer.ts');
  });

  it('prefers the definition spelled as the query spells it over a namesake that differs in case', async () => {
    expect((await files('EvalSymlinks'))[0]).toBe('filepath/path.go');
  });

  it('does not let one file fill the first results: the next file comes before its third chunk', async () => {
    const out = await tree.services().repository.search(tree.scope, { path: tree.repo, query: 'retry delay with backoff', limit: 5, content_mode: 'minimal' });
    expect(out.results.slice(0, 3).map((r) => r.file)).toContain('net/timing.ts');
  });

  it("puts the portable definition before each platform's, unless the query names a platform", async () => {
    expect((await files('remove_dir_all'))[0]).toBe('std/fs.rs');
    expect((await files('remove a directory and all its contents'))[0]).toBe('std/fs.rs');
    expect((await files('remove_dir_all on windows'))[0]).toBe('std/sys/windows/fs.rs');
  });

  it('returns nothing for a question about nothing in the tree, whose everyday words a comment holds by chance', async () => {
    expect(await files('purple quantum banana')).toEqual([]);
    expect((await files('split work into slices of one quantum'))[0]).toBe('src/sched/slices.ts');
  });

  it('finds a message printed from a format string, its placeholder filled in, before a comment sharing its words', async () => {
    expect((await files('main.o: cannot get addresses from archive'))[0]).toBe('binutils/addr2line.c');
  });

  it('finds a message printed from pieces, the values between them filled in', async () => {
    expect((await files('Value "abc" invalid for option count (number expected)'))[0]).toBe('lib/Getopt/Long.pm');
  });

  it('knows a GNU-style C definition (the return type on the line above) from its callers', async () => {
    expect((await files('make_tempname'))[0]).toBe('binutils/bucomm.c');
  });

  it('puts the code before a manual (Texinfo, man page, README) that describes it in the same words', async () => {
    expect((await files('remove debugging symbols from an executable'))[0]).toBe('binutils/objcopy.c');
  });

  it('knows a C++ member function defined inside its class, and its Doxygen comment, from its callers', async () => {
    expect((await files('accept'))[0]).toBe('include/json/json.hpp');
    expect((await files('check whether the input is valid JSON'))[0]).toBe('include/json/json.hpp');
  });

  it('finds a message behind a library error code where it is thrown, not at the class the code names', async () => {
    expect((await files('[json.exception.type_error.302] type must be string, but is null'))[0]).toBe('include/json/from_json.hpp');
  });

  it("finds a Kotlin extension function on a generic receiver by its own name, before its callers", async () => {
    expect((await files('toJsonObject'))[0]).toBe('android/src/main/java/expo/plugin/JsonExtensions.kt');
  });

  it("finds a message a Swift string prints through \\(…) interpolation, not the shorter message inside it", async () => {
    expect((await files("Not re-registering module 'ExpoFileSystem' since a previous registration specified preventModuleOverriding: true"))[0]).toBe('ios/Core/ModuleRegistry.swift');
  });

  it('prefers the chunk where the names a query writes meet', async () => {
    expect((await files('LineReader readLine'))[0]).toBe('io/line-reader.ts');
  });
});
