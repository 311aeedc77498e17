import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../../src/core/repository/language.js';
import { isProse } from '../../src/core/repository/search.js';
import { messageCoverage, messageLiterals, messagePhrases } from '../../src/search/messages.js';

describe('printed messages against the format strings that print them', () => {
  it('fills printf, brace, Python, Perl, Ruby and shell placeholders', () => {
    expect(messageCoverage('main.o: cannot get addresses from archive', ['%s: cannot get addresses from archive'])).toBeGreaterThan(0.8);
    expect(messageCoverage('Section .rela.dyn has an invalid sh_entsize of 0x0', ['Section %s has an invalid sh_entsize of %#'])).toBeGreaterThan(0.6);
    expect(messageCoverage("Cannot find current script './run.pl'", ["Cannot find current script '$0'"])).toBeGreaterThan(0.7);
    expect(messageCoverage('cannot remove path when cwd is /tmp/build', ['cannot remove path when cwd is $data->{cwd}'])).toBeGreaterThan(0.7);
    expect(messageCoverage('invalid value 12 for level', ['invalid value {} for {name}'])).toBeGreaterThan(0.5);
    expect(messageCoverage('no such key: color', ['no such key: %(key)s'])).toBeGreaterThan(0.5);
    expect(messageCoverage('unknown option --fast', ['unknown option #{opt}'])).toBeGreaterThan(0.5);
  });

  it("fills the ~ directives of Erlang's and Lisp's format, ~n a newline, and leaves a ~ of a path alone", () => {
    // erl_lint.erl: io_lib:format("function ~tw/~w already defined", [F,A]); erlc prints it with the file and position.
    expect(messageCoverage('bad.erl:7:1: function f/1 already defined', ['function ~tw/~w already defined'])).toBeGreaterThan(0.5);
    expect(messageCoverage("bad2.erl:7:9: redefining macro 'M'", ["redefining macro '~ts'"])).toBe(1);
    expect(messageCoverage('Progress: 42 items done', ['Progress: ~.10b items done~n'])).toBeGreaterThan(0.8);
    expect(messageCoverage('cannot read ~/.bashrc here', ['cannot read ~/.bashrc here'])).toBe(1);
  });

  it("reads printf's %% as the percent sign it prints", () => {
    // format-spec.el: (error "Invalid format character: `%%%c'" char), shown as ‘%z’ in the echo area.
    expect(messageCoverage('Invalid format character: ‘%z’', messageLiterals('(error "Invalid format character: `%%%c\'" char)'))).toBe(1);
    expect(messageCoverage('progress: 40% of 12 files', ['progress: %d%% of %d files'])).toBeGreaterThan(0.7);
  });

  it('takes the runs of plain words of a pasted message as the phrases its literal writes', () => {
    expect(messagePhrases('Invalid date: garbage')).toEqual(['Invalid date']);
    expect(messagePhrases('Not an integer string: ‘12x’')).toEqual(['Not an integer string']);
    expect(messagePhrases('C- must prefix a single character, not <bogus')).toEqual(['must prefix a single character']);
    expect(messagePhrases('Directory /nonexistent/dir inaccessible or nonexistent')).toEqual(['inaccessible or nonexistent']);
    // Values (quoted, numbers, paths) and a single word between them are no phrase; nor is a short run.
    expect(messagePhrases("Package ‘x-1’ is 'y' of 12")).toEqual([]);
  });

  it('reads a literal joined to a value by concatenation as ending or starting with a placeholder', () => {
    // Lua's `..`, JavaScript's `+`, PHP's `.`, C++'s `<<`: one word and the value are the message.
    expect(messageLiterals('error("unclosed "..stack[#stack].tag)')).toEqual(['unclosed %s']);
    expect(messageLiterals("throw new Error('Unknown format ' + name);")).toEqual(['Unknown format %s']);
    expect(messageLiterals("throw new Exception('No file '.$path);")).toEqual(['No file %s']);
    expect(messageLiterals('std::cerr << name << " is not a directory";')).toEqual(['%s is not a directory']);
    expect(messageCoverage('xml.lua:1010: unclosed a', messageLiterals('error("unclosed "..stack[#stack].tag)'))).toBeGreaterThan(0.7);
    expect(messageCoverage('not present in table x', messageLiterals('error("not present in table "..f)'))).toBeGreaterThan(0.95);
    // One word not joined to anything is no message; a literal that is not joined gets no placeholder.
    expect(messageLiterals('local mode = "unclosed "; f("read ")')).toEqual([]);
  });

  it('covers only the part of a message a literal holds, and nothing for other text', () => {
    // "Option ", $opt, " requires an argument": the second literal holds part of the message.
    const share = messageCoverage('Option output requires an argument', messageLiterals('warn ("Option ", $opt, " requires an argument\\n");'));
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.7);
    // Pieces of one message add up, each counted once where it does not overlap another.
    const pieces = messageLiterals('warn ("Value \\"", $arg, "\\" invalid for option ", $opt, " (number expected)\\n");');
    expect(messageCoverage('Value "abc" invalid for option count (number expected)', pieces)).toBeGreaterThan(0.6);
    expect(messageCoverage('Value "abc" invalid for option count (number expected)', pieces.slice(0, 1))).toBeLessThan(0.5);
    expect(messageCoverage('no such file: a.txt', ['no such file: %s', 'no such file: %s'])).toBe(messageCoverage('no such file: a.txt', ['no such file: %s']));
    expect(messageCoverage('cannot get addresses from archive', ['%s: cannot open file'])).toBe(0);
    expect(messageCoverage('short', ['%s'])).toBe(0);
  });

  it("takes the share of the message after the codes it opens with, not of a value its own format string prints", () => {
    // nlohmann::json prefixes every message with `[json.exception.<kind>.<id>] `, printed by its exception class.
    expect(messageCoverage('[json.exception.type_error.302] type must be string, but is null', ['type must be string, but is '])).toBeGreaterThan(0.8);
    expect(messageCoverage('src/app.c:12: [ERROR] cannot open the cache', ['cannot open the cache'])).toBe(1);
    // `a.out` is what `%s: no symbols` prints; the bare "no symbols" explains less of the message.
    const bare = messageCoverage('a.out: no symbols', ['no symbols']);
    expect(bare).toBeLessThan(messageCoverage('a.out: no symbols', ['%s: no symbols']));
    expect(bare).toBeLessThan(0.7);
  });

  it("takes the share of a pasted message after the exception class the runtime prints before it", () => {
    // Java's Throwable.toString, Python's traceback and JavaScript's Error all print the class first.
    expect(messageCoverage("java.lang.IllegalArgumentException: connect: timeout can't be negative", ["connect: timeout can't be negative"])).toBe(1);
    expect(messageCoverage("requests.exceptions.InvalidURL: Invalid URL 'http://': No host supplied", ['Invalid URL {url!r}: No host supplied'])).toBeGreaterThan(0.7);
    expect(messageCoverage('TypeError: no loader for this environment specified', ['no loader for this environment specified'])).toBe(1);
    // Not a class: a file name the message's own format string prints stays part of the message.
    expect(messageCoverage('a.out: no symbols', ['no symbols'])).toBeLessThan(0.7);
  });

  it("fills Swift's \\(…) interpolation, and reads a Kotlin or Swift literal whose interpolation holds quotes of its own", () => {
    const swift = messageLiterals('    log.info("Not re-registering module \'\\(holder.name)\' since a previous registration specified preventModuleOverriding: true")');
    expect(messageCoverage("Not re-registering module 'ExpoFileSystem' since a previous registration specified preventModuleOverriding: true", swift)).toBeGreaterThan(0.8);
    const joined = messageLiterals('    return "Type must be either: \\(typeDescriptions.joined(separator: ", ")) or \\(lastTypeDescription)"');
    expect(messageCoverage('Type must be either: String, Int or Bool', joined)).toBeGreaterThanOrEqual(0.5);
    const kotlin = messageLiterals(
      '  message = "\'$value\' is not present in ${enumType.simpleName} enum, it must be one of: ${enumConstants.joinToString(separator = ", ") { "\'${it.name}\'" }}"',
    );
    expect(messageCoverage("'medium' is not present in Quality enum, it must be one of: 'low', 'high'", kotlin)).toBeGreaterThan(0.5);
  });

  it('counts a one-token value a placeholder prints (a path, a name) as explained, and text of several words as not', () => {
    // A long path filled into the one placeholder used to leave the fixed text under half the query.
    const path = 'java.io.IOException: Unable to create file at path /data/user/0/com.example.app/files/dev.expo.modules.core.logging.log';
    expect(messageCoverage(path, ['Unable to create file at path $filePath'])).toBeGreaterThan(0.5);
    expect(messageCoverage("Cannot cast 'abc' to 'kotlin.Int'", ["Cannot cast '$value' to '${}'"])).toBe(1);
    // Words the literal does not hold are not a value: "for the cache" is text the query adds.
    expect(messageCoverage('Unable to create file at path for the cache', ['Unable to create file at path $filePath'])).toBeLessThan(0.8);
  });

  it('places the literal with the most fixed text first, so a shorter one inside it does not take its place', () => {
    const literals = ["Registering module '\\()'", "Not re-registering module '\\()' since a previous registration specified preventModuleOverriding: true"];
    expect(messageCoverage("Not re-registering module 'ExpoFileSystem' since a previous registration specified preventModuleOverriding: true", literals)).toBeGreaterThan(0.8);
  });

  it("matches curly quotes in a pasted message to the source's grave accent and apostrophe (Emacs prints `%s' as ‘bogus’)", () => {
    // emacs -Q --batch: (rx (bogus)) and (package-install 'no-such-package-xyz), as the echo area shows them.
    expect(messageCoverage('Unknown rx form ‘bogus’', messageLiterals('        (t (error "Unknown rx form `%s\'" op)))))))'))).toBeGreaterThan(0.8);
    expect(messageCoverage('Package ‘no-such-package-xyz-’ is unavailable', messageLiterals('             (t (error "Package `%s-%s\' is unavailable"'))).toBeGreaterThan(0.5);
    // A curly apostrophe and double quotes pasted from a page or a chat are the source's straight ones.
    expect(messageCoverage('Can’t open “notes.txt”', messageLiterals('die "Can\'t open \\"%s\\""'))).toBeGreaterThan(0.5);
  });

  it('tells documentation files from code by name', () => {
    for (const path of ['doc/binutils.texi', 'README', 'docs/guide.md', 'NEWS', 'man/ar.1', 'ChangeLog-2019', 'lib/File/Temp.pod', 'notes.txt', 'README.md']) expect(isProse(path, detectLanguage(path))).toBe(true);
    for (const path of ['src/main.c', 'configure.ac', 'Makefile.am', 'lib/news.js', 'lib/File/Temp.pm']) expect(isProse(path, detectLanguage(path))).toBe(false);
  });
});
