/**
 * What the most used rules of linters, type checkers and scanners check, and the usual fix:
 * ESLint core, typescript-eslint and React hooks, pycodestyle/pyflakes/flake8 (and ruff,
 * which uses the same codes), pylint, mypy error codes, markdownlint, yamllint, Stylelint,
 * Bandit, Rollup/Rolldown (Vite) error codes, TypeScript codes, Next.js messages, javac -Xlint
 * categories, go vet analyzers, Clippy and rustc lints, clang-tidy checks, cppcheck ids,
 * ShellCheck codes, HTMLHint and Biome rules, Kubernetes event reasons, Redis error replies, Prisma
 * error codes, JSON Schema keywords (ajv, jsonschema). The generic path (generic.ts) looks up every rule id an output names,
 * so a lint report gets the rule's meaning and fix even when no pattern covers it.
 * Keys are lowercase; a rule known by a code and a name has both.
 */

/** [what the rule found, how to fix it] */
export type RuleInfo = readonly [what: string, fix: string];

const R: Record<string, RuleInfo> = {};
function add(keys: string, what: string, fix: string): void {
  for (const key of keys.split(' ')) R[key.toLowerCase()] = [what, fix];
}

// ---- ESLint core
add('no-unused-vars', 'a variable, import or parameter is declared but never used', 'Remove it, use it, or prefix an intentionally unused argument with _ (configure argsIgnorePattern: "^_").');
add('no-undef', 'a name is used that is not declared: a missing import, a typo, or a global the config does not declare (browser/node globals)', 'Import or declare it, fix the spelling, or declare the environment\'s globals in the config (languageOptions.globals with the `globals` package: globals.node, globals.browser).');
add('eqeqeq', 'loose equality (== / !=) converts types before comparing', 'Use === and !== (strict equality); convert explicitly first when the types differ.');
add('prefer-const', 'a `let` variable is never reassigned', 'Declare it with const instead of let (`eslint --fix` does it).');
add('no-var', '`var` is function-scoped and hoisted', 'Use let or const instead of var (`eslint --fix` does it).');
add('no-console', 'console calls are left in the code', 'Remove the debug logging or use the project\'s logger; allow specific methods with { allow: ["warn", "error"] } if intended.');
add('no-debugger', 'a debugger statement is left in the code', 'Remove the debugger statement.');
add('no-unreachable', 'code after return, throw, break or continue can never run', 'Remove the dead code or move it before the return/throw.');
add('no-dupe-keys', 'an object literal defines the same key twice; the later value silently overwrites the first', 'Remove or rename the duplicate key.');
add('no-duplicate-case', 'a switch has the same case label twice', 'Remove or correct the duplicate case.');
add('no-empty', 'an empty block (often an empty catch) hides errors', 'Handle the error, or leave a comment explaining why it is empty.');
add('no-redeclare', 'a variable is declared twice in the same scope', 'Rename or remove the second declaration.');
add('no-shadow', 'a variable shadows one of an outer scope', 'Rename the inner variable.');
add('no-use-before-define', 'a name is used before its definition', 'Move the definition above the use.');
add('no-param-reassign', 'a function parameter is reassigned or mutated', 'Copy the parameter into a local variable (or a new object) and change that.');
add('no-prototype-builtins', 'Object.prototype methods are called on the object directly', 'Use Object.hasOwn(obj, key) or Object.prototype.hasOwnProperty.call(obj, key).');
add('no-case-declarations', 'let/const/function declared directly in a case clause', 'Wrap the case body in braces { }.');
add('no-fallthrough', 'a switch case falls through into the next one', 'Add break or return at the end of the case, or a `// falls through` comment if intended.');
add('no-cond-assign', 'an assignment (=) is used as a condition', 'Use a comparison (=== ) or wrap an intended assignment in extra parentheses.');
add('no-constant-condition', 'a condition is always true or false', 'Fix the condition; for intended infinite loops use `for (;;)` or configure checkLoops.');
add('no-useless-escape', 'a backslash escapes a character that needs no escape', 'Remove the unnecessary backslash.');
add('no-empty-pattern', 'an empty destructuring pattern {} or [] binds nothing', 'Name the properties to destructure, or use a default value with `= {}` in the right place.');
add('no-unsafe-finally', 'return/throw in finally overrides the try/catch result', 'Move control flow out of the finally block.');
add('no-unsafe-optional-chaining', 'optional chaining result used where undefined throws', 'Guard the value or provide a default (?? ) before using it.');
add('no-async-promise-executor', 'an async function is passed to new Promise', 'Make the executor synchronous, or drop `new Promise` and use the async function directly.');
add('no-await-in-loop', 'await inside a loop runs the iterations one after another', 'Collect the promises and await Promise.all(...) when the iterations are independent.');
add('no-implicit-globals no-global-assign', 'code writes to a global variable', 'Declare the variable with let/const in module scope or pass it explicitly.');
add('no-restricted-imports no-restricted-syntax no-restricted-globals', 'the project forbids this import, syntax or global (the message gives the reason)', 'Use the alternative the message or the project\'s config names.');
add('curly', 'an if/else/loop body without braces', 'Add braces around the body (`eslint --fix`).');
add('semi', 'a missing or extra semicolon', 'Add or remove the semicolon as the rule is configured (`eslint --fix`), or let Prettier format it.');
add('quotes', 'a string uses the other quote style', 'Use the configured quotes (`eslint --fix`).');
add('indent', 'wrong indentation', 'Run `eslint --fix` or Prettier.');
add('max-len', 'a line is longer than the configured maximum', 'Wrap the line (break arguments, extract variables) or raise max-len in the config.');
add('camelcase', 'a name is not in camelCase', 'Rename it to camelCase, or allow the property names that come from outside.');
add('consistent-return', 'a function returns a value on some paths and nothing on others', 'Return a value on every path (or none on any).');
add('default-case', 'a switch has no default case', 'Add a default case (it may throw for unexpected values).');
add('dot-notation', 'bracket notation with a literal key', 'Use dot notation (obj.key).');
add('no-else-return', 'an else after a return is unnecessary', 'Remove the else and de-indent its body.');
add('no-magic-numbers', 'an unnamed numeric literal', 'Extract it into a named constant.');
add('no-plusplus', '++ / -- used', 'Use += 1 / -= 1.');
add('prefer-template', 'string concatenation with +', 'Use a template literal.');
add('object-shorthand', 'a property written as key: key', 'Use the shorthand { key }.');
add('arrow-body-style', 'an arrow function body has unnecessary braces', 'Return the expression directly (`eslint --fix`).');
add('require-await', 'an async function contains no await', 'Remove async, or await the asynchronous call inside.');
add('no-return-await', 'return await is redundant outside try/catch', 'Return the promise directly.');
add('import/no-unresolved n/no-missing-import', 'an import path does not resolve to a file or installed package', 'Fix the path or extension, install the package, or configure the resolver (TypeScript paths, aliases).');
add('import/order', 'imports are not in the configured order', 'Reorder them (`eslint --fix`).');
add('import/no-extraneous-dependencies', 'a package is imported that is not listed in package.json dependencies', 'Add it to dependencies (or devDependencies for tests and tooling).');
add('import/no-cycle', 'modules import each other in a cycle', 'Move the shared code into a third module, or import lazily.');
add('import/no-duplicates', 'the same module is imported twice', 'Merge the imports into one statement.');
add('jsx-a11y/alt-text', 'an image without alt text', 'Add a meaningful alt attribute (alt="" for decorative images).');
add('react/prop-types', 'a prop is used without a propTypes declaration', 'Declare the prop types (or type props with TypeScript and turn the rule off).');
add('react/jsx-key', 'elements in an array or map() lack a key prop', 'Give each element a stable unique key (an id, not the index).');
add('react/react-in-jsx-scope', 'JSX used without React in scope (old JSX transform)', 'With React 17+ and the new JSX transform turn the rule off (plugin:react/jsx-runtime); otherwise import React.');
add('react/no-unescaped-entities', 'a character such as \' or > appears unescaped in JSX text', 'Escape it ({"\'"}, &apos;, &gt;).');
add('react/display-name', 'a component has no display name (anonymous function or memo/forwardRef)', 'Use a named function or set Component.displayName.');
add('react-hooks/rules-of-hooks', 'a hook is called conditionally, in a loop, after an early return or outside a component: hooks must run in the same order on every render', 'Call hooks unconditionally at the top level of the component or custom hook; move the condition inside the hook (or into the effect).');
add('react-hooks/exhaustive-deps', 'a useEffect/useCallback/useMemo dependency array leaves out values the callback uses, so it sees stale values', 'Add the missing dependencies to the array (memoize functions with useCallback), or move the value inside the effect.');
add('react-refresh/only-export-components', 'a module exports something other than components, which breaks fast refresh', 'Move constants and helpers into a separate module.');
// ---- typescript-eslint
add('@typescript-eslint/no-explicit-any', '`any` turns type checking off for the value', 'Use a specific type, a generic, or `unknown` and narrow it before use.');
add('@typescript-eslint/no-unused-vars', 'a variable, import or parameter is declared but never used', 'Remove it, use it, or prefix an intentionally unused one with _ (argsIgnorePattern/varsIgnorePattern "^_").');
add('@typescript-eslint/ban-ts-comment', '@ts-ignore / @ts-nocheck silence the type checker', 'Fix the type error; where a suppression is really needed use `// @ts-expect-error <reason>`, which fails once the error is gone.');
add('@typescript-eslint/no-non-null-assertion', 'a non-null assertion (!) bypasses the null check', 'Narrow the value with a check (if, ?., ??) instead of !.');
add('@typescript-eslint/no-floating-promises', 'a promise is neither awaited nor handled: its rejection is lost', 'await it, return it, add .catch(), or mark intentional fire-and-forget with `void`.');
add('@typescript-eslint/no-misused-promises', 'a promise is passed where a plain value or void callback is expected (e.g. an async event handler, `if (promise)`)', 'Await the promise, or wrap the async callback so it handles its own errors.');
add('@typescript-eslint/no-require-imports @typescript-eslint/no-var-requires', 'require() used in a TypeScript/ES module', 'Use `import x from "..."` (or `import x = require()` in CommonJS TypeScript).');
add('@typescript-eslint/no-empty-function', 'an empty function body', 'Implement it, or add a comment saying why it is intentionally empty.');
add('@typescript-eslint/no-empty-object-type @typescript-eslint/no-empty-interface', 'an empty interface or {} type accepts almost anything', 'Use `object`, `unknown`, `Record<string, never>` or extend the real type.');
add('@typescript-eslint/explicit-function-return-type @typescript-eslint/explicit-module-boundary-types', 'a function has no explicit return type', 'Annotate the return type.');
add('@typescript-eslint/consistent-type-imports', 'a type is imported with a value import', 'Use `import type { T }` (`eslint --fix`).');
add('@typescript-eslint/no-unsafe-assignment @typescript-eslint/no-unsafe-member-access @typescript-eslint/no-unsafe-call @typescript-eslint/no-unsafe-argument @typescript-eslint/no-unsafe-return', 'an `any` value flows into typed code', 'Give the source a real type (or validate unknown input with a schema) before using it.');
add('@typescript-eslint/prefer-nullish-coalescing', '|| also replaces 0, "" and false', 'Use ?? to default only null/undefined.');
add('@typescript-eslint/no-shadow', 'a variable shadows one of an outer scope', 'Rename the inner variable.');
add('@typescript-eslint/no-this-alias', 'this is assigned to a variable', 'Use an arrow function to keep this.');
// ---- pycodestyle / pyflakes / flake8 / ruff
add('e101 w191', 'indentation mixes tabs and spaces', 'Indent with spaces only (4 per level).');
add('e111 e114 e117', 'indentation is not a multiple of four or over-indented', 'Indent with 4 spaces per level (black/ruff format do it).');
add('e225 e226 e231 e201 e202 e203 e211 e221 e222 e251 e261 e262 e265', 'whitespace around an operator, comma, bracket or comment is missing or extra', 'Fix the spacing, or run a formatter (black, `ruff format`, autopep8).');
add('e301 e302 e303 e305 e306', 'wrong number of blank lines between definitions', 'Use two blank lines around top-level functions/classes and one between methods (a formatter does it).');
add('e401', 'several imports on one line', 'Put each import on its own line.');
add('e402', 'a module-level import is not at the top of the file', 'Move the import to the top (after the module docstring).');
add('e501', 'the line is longer than the maximum line length', 'Wrap the line (parentheses allow implicit continuation) or raise max-line-length in the flake8/ruff config.');
add('e701 e702 e703', 'several statements on one line, or a trailing semicolon', 'Put each statement on its own line; drop the semicolon.');
add('e711', 'comparison to None with == or !=', 'Use `is None` / `is not None` (identity, not equality).');
add('e712', 'comparison to True/False with ==', 'Use `if cond:` / `if not cond:` (or `is True` when identity is meant).');
add('e713 e714', '`not x in y` / `not x is y`', 'Write `x not in y` / `x is not y`.');
add('e721', 'type comparison with ==', 'Use isinstance(x, T) (or `is` for exact types).');
add('e722', 'a bare `except:` also catches KeyboardInterrupt and SystemExit', 'Catch a specific exception (or `except Exception:`), and handle or re-raise it.');
add('e731', 'a lambda is assigned to a name', 'Use def for a named function.');
add('e741', 'an ambiguous name l, O or I', 'Rename the variable.');
add('e902', 'flake8 could not read the file', 'Check the path and permissions.');
add('e999', 'the file does not parse: a syntax error (flake8 checks nothing else in that file)', 'Fix the syntax error at the reported line/column (run `python -m py_compile file.py` for the full message).');
add('w291 w293', 'trailing whitespace', 'Remove the whitespace at the end of the line (editors can trim it on save).');
add('w292', 'no newline at the end of the file', 'End the file with a newline.');
add('w391', 'blank lines at the end of the file', 'Remove the trailing blank lines.');
add('w503 w504', 'a line break around a binary operator', 'Break the line consistently (black puts operators first); disable one of W503/W504.');
add('w605', 'an invalid escape sequence such as "\\d" in a normal string (a warning today, an error in a future Python)', 'Use a raw string r"\\d+" for regexes and paths, or double the backslash.');
add('f401', 'a module is imported but never used', 'Remove the import; for a deliberate re-export add it to __all__ or use `import x as x`.');
add('f403 f405', '`from module import *` hides where names come from', 'Import the names explicitly.');
add('f541', 'an f-string has no placeholders', 'Drop the f prefix or add the {placeholders}.');
add('f811', 'a name is redefined without being used', 'Remove or rename the duplicate definition/import.');
add('f821', 'an undefined name: a typo, a missing import, or a variable used outside its scope', 'Define or import the name, or fix its spelling.');
add('f841', 'a local variable is assigned but never used', 'Remove the assignment, or use _ for a value you discard.');
add('f632', '`is` used to compare with a str/int literal', 'Use == for value comparison.');
add('c901', 'the function is too complex (cyclomatic complexity)', 'Split it into smaller functions.');
add('b006', 'a mutable default argument ([] or {}) is shared between calls', 'Default to None and create the list/dict inside the function.');
add('b008', 'a function call in a default argument runs once at definition time', 'Default to None and call inside the function.');
add('b904', 'raise inside except without `from`', 'Use `raise NewError(...) from err` (or `from None`).');
add('n802 n803 n806 n815 n816', 'a name does not follow PEP 8 naming', 'Rename it (snake_case for functions and variables, CapWords for classes).');
add('d100 d101 d102 d103 d104 d105 d107', 'a public module, class or function has no docstring', 'Add a docstring or relax the pydocstyle selection.');
add('i001', 'imports are not sorted', 'Sort them with `ruff check --fix` or isort.');
add('up006 up007 up035', 'old typing syntax for the target Python version', 'Apply `ruff check --fix` (list[int], X | None).');
add('s101', 'assert used outside tests (removed under python -O)', 'Raise an exception for runtime checks.');
// ---- pylint (code and symbol)
add('c0103 invalid-name', 'a name does not follow the naming style: module-level constants UPPER_CASE, functions and variables snake_case, classes PascalCase', 'Rename it to the expected style (or configure the naming regex / good-names).');
add('c0114 missing-module-docstring c0115 missing-class-docstring c0116 missing-function-docstring', 'a module, class or function has no docstring', 'Add a docstring, or disable the check in the pylint config for code that needs none.');
add('c0301 line-too-long', 'the line is longer than max-line-length', 'Wrap it, or set max-line-length in the pylint config to match the formatter.');
add('c0303 trailing-whitespace', 'trailing whitespace', 'Remove it.');
add('c0304 missing-final-newline', 'no newline at the end of the file', 'End the file with a newline.');
add('c0411 wrong-import-order c0412 ungrouped-imports c0413 wrong-import-position', 'imports are in the wrong order or place', 'Standard library, then third party, then local, at the top of the file (isort/ruff fix it).');
add('c0415 import-outside-toplevel', 'an import inside a function', 'Move it to the top unless it is deliberately lazy.');
add('c0200 consider-using-enumerate', 'range(len(x)) used to iterate', 'Use `for i, item in enumerate(x)`.');
add('c0201 consider-iterating-dictionary', '.keys() used to iterate a dict', 'Iterate the dict directly.');
add('c0209 consider-using-f-string', '% or .format() formatting', 'Use an f-string.');
add('c0325 superfluous-parens', 'unnecessary parentheses after a keyword', 'Remove them.');
add('r1705 no-else-return', 'an else after a return is unnecessary', 'Remove the else and de-indent its body.');
add('r1720 no-else-raise r1723 no-else-break r1724 no-else-continue', 'an else after raise/break/continue is unnecessary', 'Remove the else and de-indent its body.');
add('r1710 inconsistent-return-statements', 'some paths return a value and others return nothing', 'Return a value (possibly None explicitly) on every path.');
add('r1732 consider-using-with', 'a resource (file, lock, process) is opened without a with block', 'Open it in a `with` statement so it is closed on every path.');
add('r0902 too-many-instance-attributes r0903 too-few-public-methods r0911 too-many-return-statements r0912 too-many-branches r0913 too-many-arguments r0914 too-many-locals r0915 too-many-statements', 'a design metric exceeds its limit', 'Split the function or class, group arguments into an object, or raise the limit in the pylint config.');
add('w0102 dangerous-default-value', 'a mutable default argument ([] or {}) is created once and shared between calls', 'Default to None and create the list/dict inside the function (`if a is None: a = []`).');
add('w0105 pointless-string-statement w0104 pointless-statement', 'a statement has no effect', 'Remove it or turn it into a comment/docstring.');
add('w0107 unnecessary-pass', 'an unnecessary pass', 'Remove it.');
add('w0611 unused-import', 'a module is imported but never used', 'Remove the import.');
add('w0612 unused-variable', 'a local variable is assigned but never used', 'Remove it, or name a discarded value _.');
add('w0613 unused-argument', 'a function argument is never used', 'Remove it, or prefix it with _ if the signature is required.');
add('w0621 redefined-outer-name', 'a name shadows one of an outer scope (often a pytest fixture)', 'Rename the inner name.');
add('w0622 redefined-builtin', 'a name shadows a builtin (id, list, type, ...)', 'Rename it.');
add('w0703 broad-except w0718 broad-exception-caught', 'a too broad exception is caught', 'Catch the specific exceptions you can handle.');
add('w0707 raise-missing-from', 'raise inside except without from', 'Use `raise NewError(...) from err`.');
add('w1203 logging-fstring-interpolation w1201 logging-not-lazy', 'a log message is formatted eagerly', 'Pass arguments lazily: logger.info("x=%s", x).');
add('w1514 unspecified-encoding', 'open() without an encoding uses the platform default, which differs between systems', 'Pass encoding="utf-8" to open().');
add('w0201 attribute-defined-outside-init', 'an attribute is first set outside __init__', 'Initialize it in __init__.');
add('w0212 protected-access', 'a _protected member is used from outside its class', 'Use the public API, or make the member public.');
add('e0401 import-error', 'pylint cannot import the module: it is not installed in the environment pylint runs in, or the path is wrong', 'Install the package in the same virtual environment as pylint (or run pylint from it), fix the module name, or set init-hook/PYTHONPATH for local packages.');
add('e0402 relative-beyond-top-level', 'a relative import goes beyond the top-level package', 'Use an absolute import or run from the package root.');
add('e0602 undefined-variable', 'an undefined name: a typo or a missing import', 'Define or import it, or fix the spelling.');
add('e0611 no-name-in-module', 'the module has no such name', 'Check the name and the installed version of the package.');
add('e1101 no-member', 'the object or module has no such attribute: a typo, a wrong type, or a member created dynamically that pylint cannot see', 'Fix the attribute name (check dir(obj) or the docs); for C extensions add them to extension-pkg-allow-list or generated-members.');
add('e1120 no-value-for-parameter e1121 too-many-function-args e1123 unexpected-keyword-arg', 'a call does not match the function\'s signature', 'Pass the arguments the signature declares.');
add('e1136 unsubscriptable-object', 'an object that does not support [] is indexed', 'Check the value\'s type (often None or a generator).');
add('e0102 function-redefined', 'a function or class is defined twice', 'Rename or remove the duplicate.');
add('e0213 no-self-argument', 'a method has no self argument', 'Add self, or mark it @staticmethod/@classmethod.');
// ---- mypy error codes
add('[assignment]', 'the assigned value\'s type is incompatible with the variable\'s declared type', 'Change the value or the annotation (a union, Optional) so they agree.');
add('[arg-type]', 'an argument\'s type does not match the parameter\'s', 'Convert the argument (int(x), str(x)) or widen the parameter\'s annotation.');
add('[return-value]', 'the returned value\'s type does not match the declared return type', 'Return the declared type or fix the annotation.');
add('[return]', 'not every code path returns a value although a return type is declared', 'Return on every branch (or raise), or make the return type Optional.');
add('[union-attr]', 'an attribute is used on a value that may be None (Optional) or another member of a union', 'Narrow it first: `if x is not None:` (or assert, or an early return).');
add('[attr-defined]', 'the module or object has no such attribute', 'Fix the name, or check the installed version and its stubs.');
add('[name-defined]', 'an undefined name', 'Define or import it.');
add('[call-arg]', 'a call passes too many, too few or unknown arguments', 'Match the function\'s signature.');
add('[index]', 'a value is indexed that does not support it, or with the wrong key type', 'Check the types of the container and key.');
add('[operator]', 'an operator is not supported between these types', 'Convert the operands or narrow Optional values first.');
add('[var-annotated]', 'mypy cannot infer the type of an empty collection', 'Annotate the variable: `items: list[str] = []` (dict[str, int], set[int], ...).');
add('[no-untyped-def]', 'a function has no type annotations (--strict / disallow_untyped_defs)', 'Annotate the parameters and the return type (-> None for procedures).');
add('[no-untyped-call]', 'an untyped function is called from typed code (--strict)', 'Annotate the called function.');
add('[import-untyped] [import]', 'the imported package ships no type information', 'Install its stubs (`pip install types-<package>`, mypy --install-types), or set ignore_missing_imports for it in the mypy config.');
add('[import-not-found]', 'mypy cannot find the module', 'Install it in the environment mypy runs in, fix the name, or set mypy_path/ignore_missing_imports.');
add('[override]', 'a method\'s signature is incompatible with the one it overrides', 'Make the parameters at least as wide and the return type at least as narrow as the base method.');
add('[misc]', 'a type error mypy has no specific code for', 'Read the message; it names the types involved.');
add('[no-any-return]', 'a function declared to return a type returns Any', 'Cast or annotate the value you return.');
add('[unused-ignore]', 'a `# type: ignore` comment is no longer needed', 'Remove the comment.');
add('[has-type] [valid-type]', 'a type annotation is not valid or cannot be determined', 'Use a valid type expression (a class, typing construct or alias).');
// ---- markdownlint
add('md001 heading-increment', 'heading levels skip a level (# then ###)', 'Increase heading levels one at a time (# → ## → ###).');
add('md003 heading-style', 'heading styles are mixed (ATX # and setext underlines)', 'Use one heading style throughout.');
add('md004 ul-style', 'unordered list markers are mixed (*, -, +)', 'Use one list marker consistently.');
add('md007 ul-indent', 'a nested list is indented by the wrong amount', 'Indent nested list items by the configured number of spaces (2 by default).');
add('md009 no-trailing-spaces', 'trailing spaces at the end of a line', 'Remove trailing whitespace (two spaces are a hard line break; use a backslash or <br> instead).');
add('md010 no-hard-tabs', 'hard tab characters', 'Replace tabs with spaces.');
add('md012 no-multiple-blanks', 'several blank lines in a row', 'Keep one blank line.');
add('md013 line-length', 'a line is longer than the limit (80 by default)', 'Wrap the line, or raise/disable line_length in .markdownlint.json (many projects turn MD013 off).');
add('md014 commands-show-output', 'shell commands are prefixed with $ but show no output', 'Remove the $ prompts.');
add('md018 md019 md020 md021 no-missing-space-atx', 'a heading has a wrong number of spaces after #', 'Put exactly one space after the #.');
add('md022 blanks-around-headings', 'a heading is not surrounded by blank lines', 'Add an empty line before and after the heading.');
add('md023 heading-start-left', 'a heading is indented', 'Start headings at the beginning of the line.');
add('md024 no-duplicate-heading', 'two headings have the same text', 'Make heading texts unique (or set siblings_only).');
add('md025 single-title single-h1', 'more than one top-level heading', 'Keep one # title; use ## for sections.');
add('md026 no-trailing-punctuation', 'a heading ends with punctuation', 'Remove the trailing punctuation.');
add('md029 ol-prefix', 'ordered list numbering is inconsistent', 'Number 1. 2. 3. or use 1. for every item.');
add('md031 blanks-around-fences', 'a fenced code block is not surrounded by blank lines', 'Add an empty line before and after the fence.');
add('md032 blanks-around-lists', 'a list is not surrounded by blank lines', 'Add an empty line before and after the list.');
add('md033 no-inline-html', 'inline HTML is used', 'Use Markdown syntax, or allow the elements in the config.');
add('md034 no-bare-urls', 'a bare URL is not a link in every renderer', 'Wrap it in angle brackets <https://example.com> or write a link [text](https://example.com).');
add('md036 no-emphasis-as-heading', 'emphasis used instead of a heading', 'Use a real heading.');
add('md037 md038 md039', 'spaces inside emphasis, code span or link text markers', 'Remove the spaces inside the markers.');
add('md040 fenced-code-language', 'a fenced code block has no language', 'Add the language after the opening fence (```bash, ```json, ```text).');
add('md041 first-line-heading first-line-h1', 'the first line of the file is not a top-level heading', 'Start the file with a # Title heading (or configure front matter title).');
add('md045 no-alt-text', 'an image has no alt text', 'Add alt text: ![description](path).');
add('md046 code-block-style', 'code block styles are mixed (indented and fenced)', 'Use fenced blocks consistently.');
add('md047 single-trailing-newline', 'the file does not end with a single newline', 'End the file with one newline.');
add('md051 link-fragments md052 reference-links-images md053', 'a link fragment or reference does not exist', 'Fix the anchor or reference name.');
// ---- yamllint
add('(truthy)', 'an unquoted yes/no/on/off value, which YAML 1.1 parsers read as a boolean', 'Write true or false, or quote the string ("yes"); configure allowed-values if needed.');
add('(indentation)', 'the indentation is not consistent', 'Indent by the configured number of spaces (2) consistently, including sequences.');
add('(trailing-spaces)', 'trailing spaces at the end of a line', 'Remove the trailing whitespace.');
add('(line-length)', 'the line is longer than the limit (80 by default)', 'Wrap it (folded > or literal | block scalars for long strings) or raise line-length max in .yamllint.');
add('(document-start)', 'the document does not start with ---', 'Add --- as the first line, or disable document-start.');
add('(key-duplicates)', 'a mapping has the same key twice; parsers silently keep only one of the values', 'Remove or rename the duplicate key.');
add('(new-line-at-end-of-file)', 'no newline at the end of the file', 'End the file with a newline.');
add('(empty-lines)', 'too many blank lines', 'Remove the extra blank lines.');
add('(comments) (comments-indentation)', 'comment spacing or indentation', 'Put a space after # and two before an inline comment; indent comments like the content.');
add('(colons) (commas) (brackets) (braces) (hyphens)', 'spacing around YAML punctuation', 'Fix the spacing as the message says.');
add('(syntax)', 'the file is not valid YAML', 'Fix the syntax at the reported line (indentation, a missing colon, tabs, an unclosed quote).');
add('(quoted-strings)', 'string quoting does not follow the configured style', 'Quote strings as configured.');
// ---- Stylelint
add('property-no-unknown', 'an unknown CSS property, usually a typo', 'Fix the property name (check MDN), or add vendor/custom properties to ignoreProperties.');
add('color-no-invalid-hex', 'an invalid hex colour (wrong length or non-hex digits)', 'Use a valid #rgb/#rrggbb(aa) colour.');
add('color-hex-length color-hex-case', 'a hex colour in the long form or upper case', 'Use the short lower-case form (#fff) as configured; `stylelint --fix` does it.');
add('no-duplicate-selectors', 'the same selector appears twice in a stylesheet', 'Merge the two rules into one.');
add('declaration-block-no-duplicate-properties', 'a property is declared twice in a block', 'Remove the duplicate.');
add('selector-class-pattern', 'a class name does not match the configured pattern (kebab-case by default)', 'Rename it, or adjust selectorClassPattern for BEM/other conventions.');
add('block-no-empty', 'an empty rule block', 'Remove the empty rule.');
add('font-family-no-missing-generic-family-keyword', 'a font-family list has no generic fallback', 'End it with a generic family (sans-serif, serif, monospace).');
add('no-descending-specificity', 'a selector with lower specificity comes after one that overrides it', 'Reorder the rules.');
add('unit-no-unknown', 'an unknown unit', 'Fix the unit (px, rem, %, ...).');
add('declaration-empty-line-before rule-empty-line-before comment-empty-line-before at-rule-empty-line-before', 'blank-line conventions', 'Run `stylelint --fix`.');
add('selector-pseudo-class-no-unknown selector-pseudo-element-no-unknown selector-type-no-unknown at-rule-no-unknown', 'an unknown selector or at-rule (a typo, or a preprocessor feature)', 'Fix it, or use the SCSS/Less config (stylelint-config-standard-scss) for preprocessor syntax.');
add('csssyntaxerror', 'the stylesheet does not parse: an unclosed block, brace, string or comment', 'Close the block or brace at the reported line; for SCSS/Less set customSyntax (postcss-scss).');
// ---- Bandit (security)
add('b101', 'assert is removed when Python runs with -O, so it cannot guard security checks', 'Raise an exception for runtime checks; keep assert for tests (skip B101 for test files).');
add('b102', 'exec() runs arbitrary code', 'Avoid exec on anything derived from input.');
add('b104', 'a server binds to all interfaces (0.0.0.0)', 'Bind to 127.0.0.1 or a specific interface unless it must be reachable.');
add('b105 b106 b107', 'a hard-coded password or secret in the source', 'Read it from the environment or a secret manager (vault) instead of the code, and rotate the exposed value.');
add('b108', 'a hard-coded temporary file path (/tmp) can be hijacked', 'Use tempfile.mkstemp() / TemporaryDirectory().');
add('b110 b112', 'try/except/pass or continue swallows errors', 'Handle or log the exception.');
add('b201', 'Flask runs with debug=True (remote code execution via the debugger)', 'Turn debug off in production (config from the environment).');
add('b301 b302 b403', 'pickle/marshal can execute code while loading untrusted data', 'Never unpickle untrusted input; use JSON or another safe serialization format, or sign the data.');
add('b303 b304 b305 b324', 'a weak hash or cipher (MD5, SHA1, DES, ECB)', 'Use SHA-256 or better for security (hashlib.sha256), or pass usedforsecurity=False for non-security uses; use AES-GCM for encryption.');
add('b306', 'mktemp() is race-prone', 'Use tempfile.mkstemp().');
add('b307', 'eval() runs arbitrary code', 'Use ast.literal_eval for literals, json.loads for data, or an explicit parser; never eval untrusted input.');
add('b308 b703', 'mark_safe marks unescaped content as safe (XSS)', 'Escape the data (format_html) before marking it safe.');
add('b310', 'urllib opens any URL scheme, including file://', 'Validate the scheme (http/https only) before opening.');
add('b311', 'the random module is not cryptographically secure', 'Use the secrets module (secrets.token_hex, secrets.choice) for tokens and passwords.');
add('b314 b320 b405 b408 b410', 'an XML parser vulnerable to entity expansion attacks', 'Use defusedxml.');
add('b321 b402', 'FTP sends credentials in clear text', 'Use SFTP/FTPS.');
add('b323', 'an unverified SSL context', 'Use ssl.create_default_context().');
add('b404 b603 b607', 'subprocess use; a partial executable path or untrusted input can run something else', 'Pass an argument list with a full path, never build commands from input.');
add('b501', 'a request with verify=False disables TLS certificate checks (man in the middle)', 'Remove verify=False; point verify at the CA bundle that signs the server certificate if it is private.');
add('b502 b503 b504', 'an insecure SSL/TLS protocol version', 'Use TLS 1.2+ (ssl.PROTOCOL_TLS_CLIENT).');
add('b506', 'yaml.load can construct arbitrary Python objects', 'Use yaml.safe_load (or Loader=yaml.SafeLoader).');
add('b602 b605', 'a shell command is built from strings with shell=True: shell injection', 'Pass a list of arguments without shell=True (subprocess.run(["ls", path])), or quote with shlex.quote.');
add('b608', 'SQL built by string formatting: SQL injection', 'Use parameterized queries: cursor.execute("... where id = %s", (uid,)) with placeholders, never string formatting.');
add('b701 b702', 'a template engine with autoescape off (XSS)', 'Enable autoescape (jinja2.Environment(autoescape=True) / select_autoescape()).');
add('b113', 'a request without a timeout can hang forever', 'Pass timeout= to requests calls.');

// ---- TypeScript compiler codes (strictness options first)
add('ts2322', 'a value\'s type is not assignable to the target\'s declared type', 'Make the value match the type (convert, narrow, add the missing properties) or widen the declaration; the message\'s last line names the exact mismatch.');
add('ts2345', 'an argument\'s type is not assignable to the parameter\'s type (under strictFunctionTypes a callback with a narrower parameter type is rejected too)', 'Pass a value of the parameter type; for callbacks accept the full parameter type (a union) and narrow inside.');
add('ts2339', 'the property does not exist on the type', 'Fix the name, narrow a union to the member that has it, or add the property to the type/interface.');
add('ts2304', 'a name cannot be found: not declared or not imported', 'Import or declare it; for Node or DOM globals add the types (@types/node, lib: ["dom"]).');
add('ts2307', 'the module or its type declarations cannot be found', 'Install the package (and @types/<package>), fix the path, or check moduleResolution/paths in tsconfig.');
add('ts7016', 'the module has no type declarations (implicitly any)', 'Install @types/<package>, or add a `declare module \'<package>\';` file.');
add('ts2531 ts2533 ts18047', 'a value may be null (strictNullChecks)', 'Narrow it before use: `if (x !== null)`, optional chaining `x?.y`, a default `x ?? fallback`; use a non-null assertion (x!) only when it is guaranteed.');
add('ts2532 ts18048', 'a value may be undefined (strictNullChecks, or noUncheckedIndexedAccess for array/record access)', 'Check it before use (`if (x !== undefined)`, `x?.y`, `x ?? fallback`) or guard the index access.');
add('ts18046', 'a value of type unknown is used without narrowing (a catch variable under useUnknownInCatchVariables)', 'Narrow first: `if (e instanceof Error) e.message`, or a type guard; String(e) for logging.');
add('ts2722 ts2721 ts18049', 'an optional (possibly undefined/null) function is called', 'Call it with optional call `cb?.()` or check it first.');
add('ts2375 ts2379 ts2412', 'with exactOptionalPropertyTypes an optional property may be omitted but not set to undefined', 'Omit the property when the value is undefined (`...(v !== undefined && { a: v })`), or declare it as `a?: number | undefined`.');
add('ts4111', 'a property that comes from an index signature is accessed with dot notation (noPropertyAccessFromIndexSignature)', 'Use bracket access o["foo"], or declare the property explicitly in the type.');
add('ts4114 ts4113 ts4112', 'a member overrides a base class member without (or wrongly with) the `override` modifier (noImplicitOverride)', 'Add the override keyword to the overriding member (remove it if the base has no such member).');
add('ts1484 ts1485', 'a type is imported with a value import while verbatimModuleSyntax is on', 'Use a type-only import: `import type { T } from \'./b.js\'` (or `import { type T }`).');
add('ts1205 ts1448', 'a type is re-exported with a value export under isolatedModules', 'Use `export type { T } from \'./b.js\'`.');
add('ts7006', 'a parameter has no type annotation and an implicit any (noImplicitAny)', 'Annotate the parameter\'s type.');
add('ts7031', 'a destructured parameter has an implicit any (noImplicitAny)', 'Annotate the whole pattern: `function f({ a }: { a: string })` or with an interface.');
add('ts7005 ts7034', 'a variable has an implicit any type', 'Annotate the variable.');
add('ts7053', 'an object is indexed with a key type its type has no index signature for', 'Type the key as keyof typeof obj, add an index signature/Record type, or narrow the key.');
add('ts7030', 'not all code paths return a value (noImplicitReturns)', 'Return a value on every branch (or throw), including the fall-through at the end.');
add('ts7029', 'a switch case falls through to the next one (noFallthroughCasesInSwitch)', 'End the case with break or return (or merge the labels).');
add('ts7041 ts2683', 'this has an implicit any type (noImplicitThis)', 'Declare this in the signature (`function f(this: Foo)`), use an arrow function or a method, or avoid this.');
add('ts6133 ts6196 ts6192 ts6198', 'a declaration is never used (noUnusedLocals / noUnusedParameters)', 'Remove it, or prefix an unused parameter with _.');
add('ts2564', 'a class property is not initialized in the constructor (strictPropertyInitialization)', 'Initialize it (at declaration or in the constructor), make it optional, or use a definite assignment `prop!: T` when set elsewhere.');
add('ts2454', 'a variable is used before being assigned', 'Initialize it at declaration or assign it on every path before use.');
add('ts2790', 'delete is applied to a required property (strictNullChecks)', 'Make the property optional in its type (a?: T), or build a new object without it (destructuring rest / Omit).');
add('ts2741 ts2739 ts2740', 'an object is missing required properties of the type', 'Add the missing properties, or make them optional in the type.');
add('ts2353 ts2561', 'an object literal has a property the type does not declare', 'Remove or rename the property, or add it to the type.');
add('ts2551 ts2552', 'the name does not exist — the compiler suggests a similar one', 'Use the suggested name.');
add('ts2554 ts2555', 'a call has the wrong number of arguments', 'Pass the arguments the signature declares.');
add('ts2769', 'no overload of the function accepts these arguments', 'Compare the arguments with each overload listed; fix the argument types.');
add('ts2352', 'a type assertion converts between types that do not overlap', 'Fix the types, or go through unknown deliberately (x as unknown as T).');
add('ts2367', 'a comparison between types that never overlap is always false', 'Fix the compared values or their types.');
add('ts2416', 'a member\'s type is incompatible with the same member in the base type', 'Make the override\'s signature compatible with the base.');
add('ts2420', 'a class does not correctly implement an interface', 'Add or fix the members the interface requires.');
add('ts2448 ts2450', 'a block-scoped variable is used before its declaration', 'Move the declaration before the use.');
add('ts2451 ts2300', 'a name is declared twice', 'Rename one, or turn the file into a module (add an import/export) so its names are not global.');
add('ts2305 ts2614', 'the module has no exported member of that name', 'Fix the name, or use the default import when the module exports a default.');
add('ts1192 ts1259', 'a module without a default export is imported as default', 'Enable esModuleInterop (and allowSyntheticDefaultImports), or use `import * as x from`.');
add('ts2580 ts2591', 'Node globals (require, process, Buffer) are unknown', 'Install @types/node and add "node" to compilerOptions.types.');
add('ts2584 ts2583 ts2550', 'a name or method needs a newer lib or target', 'Raise compilerOptions.target/lib (e.g. "ES2022", or add "dom").');
add('ts2693 ts2749', 'a type is used as a value, or a value as a type', 'Use typeof x for a value\'s type; import the value (not `import type`) to use it at run time.');
add('ts2571', 'an object is of type unknown', 'Narrow it with a type guard before use.');
add('ts2344', 'a type argument does not satisfy the generic\'s constraint', 'Pass a type that meets the constraint (or relax the constraint).');
add('ts2589', 'type instantiation is excessively deep', 'Simplify the recursive type or add explicit annotations.');
add('ts2366', 'a function lacks an ending return and its return type does not include undefined', 'Return on every path or add undefined to the return type.');
add('ts1378 ts1375', 'top-level await needs module es2022+/esnext/nodenext and target es2017+', 'Set "module" to "es2022"/"nodenext" and "target" ≥ es2017 (and make the file a module).');
add('ts1343', 'import.meta needs module es2020+/nodenext', 'Set "module" to "es2020" or later / "nodenext".');
add('ts2835 ts2834', 'relative imports need explicit file extensions under node16/nodenext module resolution', 'Add the .js extension to the relative import (`./b.js` for b.ts).');
add('ts5023 ts5025', 'tsconfig has an unknown compiler option', 'Fix the option name (check the TypeScript version\'s tsconfig reference).');
add('ts5097 ts5096', 'an import path ends with .ts without allowImportingTsExtensions', 'Import with .js (or no extension), or enable allowImportingTsExtensions with noEmit.');
add('ts18028 ts18027', 'private identifiers (#x) need target es2015+', 'Raise the target.');
add('ts2742 ts2883', 'an inferred type cannot be named without a reference to another package', 'Annotate the exported value\'s type explicitly.');
add('ts1005 ts1128 ts1109', 'a syntax error (a missing token)', 'Look just before the reported position for the missing bracket, comma or semicolon.');

// ---- Next.js messages (nextjs.org/docs/messages/<slug>)
add('next:prerender-error', 'a page threw while being prerendered at build time: browser-only APIs (window, document, localStorage) used during render, a failing build-time data fetch, missing environment variables, or a value that cannot be passed to a Client Component', 'Move browser-only code into useEffect or a Client Component loaded with dynamic(() => import(...), { ssr: false }); make build-time fetches work (or mark the route dynamic: export const dynamic = "force-dynamic"); the error below the message names the failing value.');
add('next:react-hydration-error', 'the server-rendered HTML differs from the first client render', 'Render the same thing on server and client: move Date/Math.random/window-dependent output into useEffect, fix invalid HTML nesting (<div> in <p>), use suppressHydrationWarning only for unavoidable differences.');
add('next:missing-suspense-with-csr-bailout', 'useSearchParams() is used in a page without a Suspense boundary', 'Wrap the component that uses useSearchParams in <Suspense>.');
add('next:dynamic-server-error', 'a statically rendered route used a dynamic API (cookies(), headers(), searchParams, fetch with no-store)', 'Mark the route dynamic (export const dynamic = "force-dynamic") or move the dynamic call out of the static path.');
add('next:next-image-unconfigured-host', 'next/image is given a remote host that is not configured', 'Add the host to images.remotePatterns in next.config.js.');
add('next:invalid-next-config', 'next.config.js has invalid or removed options', 'Fix or remove the options the message lists (check the Next.js version\'s config reference).');
add('next:module-not-found', 'an import cannot be resolved', 'Fix the path (case-sensitive), install the package, or check path aliases in tsconfig/jsconfig.');
add('next:react-client-hook-in-server-component', 'a client-only hook (useState, useEffect, ...) is used in a Server Component', 'Add "use client" at the top of the file (or move the interactive part into a Client Component).');
add('next:sync-dynamic-apis', 'params, searchParams, cookies() or headers() are used synchronously (they are async in Next.js 15)', 'await them: `const { id } = await params`.');
add('next:app-static-to-dynamic-error', 'a route switched from static to dynamic at run time', 'Declare the route dynamic explicitly (export const dynamic = "force-dynamic") or remove the dynamic API.');
add('next:failed-to-find-server-action', 'a server action from an older deployment was called', 'Reload the page after a deploy; keep action ids stable across instances (same build).');
add('@next/next/no-img-element next:no-img-element', 'an <img> element is used instead of next/image', 'Use <Image> from next/image (or disable the rule for images that must stay plain).');
add('@next/next/no-html-link-for-pages next:no-html-link-for-pages', 'an <a> element links to an internal page', 'Use <Link href="..."> from next/link.');

// ---- Rollup / Rolldown (Vite builds) error codes
add('unresolved_import', 'an import cannot be resolved to a file or installed package', 'Fix the path (relative paths need ./ and the right extension), install the package, or configure resolve.alias; mark it external only if it is provided at run time.');
add('missing_export', 'a named import asks for a name the module does not export', 'Fix the name, or import the default / a namespace; the module\'s exports are what it really provides.');
add('unresolved_entry', 'the entry module (index.html or the configured input) does not exist where the build looks', 'Run from the project root or point build.rollupOptions.input / build.lib.entry at the real entry.');
add('circular_dependency', 'modules import each other in a cycle; one sees the other half-initialized', 'Move the shared code into a third module or import lazily.');
add('parse_error', 'a module does not parse as JavaScript (JSX, TypeScript or another syntax without the plugin that handles it)', 'Fix the syntax, or add the plugin/loader for the syntax (e.g. @vitejs/plugin-react for JSX in .jsx/.tsx files).');
add('this_is_undefined', 'top-level this is undefined in an ES module', 'Remove the top-level this (often from old UMD code); use globalThis.');
add('eval', 'eval() in a module prevents minification and is a security risk', 'Avoid eval; use JSON.parse or explicit code.');
add('module_level_directive', 'a module-level directive such as "use client" is ignored when bundled', 'Harmless for client bundles; remove it or keep it for frameworks that need it.');
add('plugin_error', 'a build plugin threw an error', 'Read the plugin name and message in the output; fix its configuration or the input it rejects.');
add('empty_bundle', 'a chunk came out empty', 'Check that the entry exports or imports something, and that tree shaking did not remove everything.');

// ---- javac -Xlint categories
add('javac:rawtypes', 'a generic type is used without type arguments (a raw type)', 'Give the type arguments: List<String> l = new ArrayList<>().');
add('javac:unchecked', 'an unchecked conversion or call on a raw type loses type safety', 'Use generic types throughout; suppress with @SuppressWarnings("unchecked") only at a proven-safe cast.');
add('javac:deprecation javac:removal', 'an API that is deprecated (or marked for removal) is used', 'Switch to the replacement the API\'s Javadoc names (e.g. Integer.valueOf(5) instead of new Integer(5)).');
add('javac:serial', 'a Serializable class (exceptions are) has no serialVersionUID', 'Declare private static final long serialVersionUID = 1L; in the class.');
add('javac:fallthrough', 'a switch case falls through into the next one', 'End the case with break or return (or use the arrow form case X ->).');
add('javac:cast', 'a redundant cast', 'Remove the cast.');
add('javac:static', 'a static member is accessed through an instance', 'Access it through the class name.');
add('javac:divzero', 'an integer division by the constant zero', 'Fix the divisor.');
add('javac:empty', 'an empty statement after if', 'Remove the stray semicolon after the if condition.');
add('javac:finally', 'a finally clause cannot complete normally (return/throw in finally)', 'Move the return/throw out of finally.');
add('javac:overrides', 'a class overrides equals without hashCode (or similar)', 'Override hashCode together with equals.');
add('javac:dep-ann', 'an item is @deprecated in Javadoc without the @Deprecated annotation', 'Add @Deprecated.');
add('javac:this-escape', 'a constructor lets `this` escape before the object is fully initialized', 'Do not call overridable methods or publish this from the constructor; use a factory method.');
add('javac:try', 'a try-with-resources resource is never used, or close() may throw InterruptedException', 'Use the resource, or restructure the try.');
add('javac:varargs', 'an unsafe generic varargs method', 'Annotate with @SafeVarargs if it is safe.');
add('javac:options', 'javac options conflict (e.g. -source without -target/--release, or a deprecated source level)', 'Use --release N instead of -source/-target.');
// ---- go vet analyzers (identified by message, go vet prints no id)
add('go-vet:copylocks', 'a value containing a sync.Mutex (or another lock) is copied, so the copy has its own unrelated lock', 'Pass and store the struct by pointer (*S), and never copy it after first use.');
add('go-vet:structtag', 'a struct tag is malformed: keys and values must be key:"value" with double quotes', 'Write the tag as `json:"a"` (quoted value, no spaces around the colon).');
add('go-vet:assign', 'a variable is assigned to itself (a no-op, usually a typo)', 'Assign the intended value or remove the line.');
add('go-vet:unreachable', 'code after a return or panic can never run', 'Remove the dead code or move it before the return.');
add('go-vet:lostcancel', 'the cancel function of a context is not called on every path, leaking the context', 'defer cancel() right after context.WithCancel/WithTimeout.');
add('go-vet:unusedresult', 'the result of a function that only returns a value is ignored', 'Use the result (e.g. of fmt.Sprintf or errors.New).');
add('go-vet:loopclosure', 'a goroutine or closure captures the loop variable (before Go 1.22 shared by all iterations)', 'Pass the variable as an argument or copy it inside the loop (v := v); Go 1.22+ gives each iteration its own variable.');
add('go-vet:contextkey', 'a built-in type is used as a context key, which can collide', 'Define an unexported key type: type ctxKey struct{}.');
add('go-vet:printf-directive', 'a non-formatting call (Println, Error) contains a % directive', 'Use the f variant (Printf, Errorf) or remove the directive.');
add('go-vet:httpresponse', 'the response is used before the error is checked', 'Check err before using resp (and defer resp.Body.Close() after the check).');
add('go-vet:nilfunc', 'a function is compared with nil, which is always false', 'Call the function or compare a function variable.');
add('go-vet:composites', 'a struct literal of another package uses unkeyed fields', 'Name the fields: pkg.T{Field: v}.');
// ---- Clippy and rustc lints
add('clippy::needless_return', 'an explicit `return` as the last statement', 'Drop `return` and the semicolon: the last expression is the return value.');
add('clippy::len_zero clippy::len_without_is_empty', 'the length is compared with zero', 'Use .is_empty() (and implement is_empty next to len for your own types).');
add('clippy::redundant_clone clippy::clone_on_copy', 'a value is cloned although it is not used afterwards (or is Copy)', 'Remove the .clone().');
add('clippy::single_char_pattern', 'a one-character string is used as a pattern', 'Use a char: split(\',\').');
add('clippy::useless_vec', 'vec! is used where an array or slice would do', 'Use an array [1, 2] (or a slice) instead of vec!.');
add('clippy::needless_borrow clippy::needless_borrows_for_generic_args', 'a reference is taken where the value already is one', 'Remove the & (the compiler auto-derefs).');
add('clippy::unwrap_used clippy::expect_used', 'unwrap()/expect() may panic', 'Handle the None/Err case with match, if let, ? or a default.');
add('clippy::manual_range_contains', 'a range check written by hand', 'Use (a..=b).contains(&x).');
add('clippy::collapsible_if clippy::collapsible_else_if', 'nested ifs that can be combined', 'Combine the conditions with && (or use else if).');
add('clippy::new_without_default', 'a type has new() without a Default implementation', 'Implement Default (derive it or call new()).');
add('clippy::too_many_arguments', 'a function takes too many arguments', 'Group them into a struct or use a builder.');
add('clippy::let_and_return', 'a value is bound with let and returned right away', 'Return the expression directly.');
add('clippy::needless_range_loop', 'a range loop indexes a collection', 'Iterate the collection (for x in &v, or .iter().enumerate()).');
add('clippy::redundant_closure', 'a closure only calls a function', 'Pass the function itself: .map(f).');
add('clippy::uninlined_format_args', 'format arguments could be inlined', 'Write format!("{x}") instead of format!("{}", x).');
add('clippy::bool_comparison', 'a bool is compared with true/false', 'Use the bool (or !b) directly.');
add('clippy::ptr_arg', 'a parameter is &Vec<T> or &String', 'Take &[T] or &str instead.');
add('clippy::single_match', 'a match with one arm and a wildcard', 'Use if let.');
add('clippy::question_mark', 'an if-let/match that only propagates None or Err', 'Use the ? operator.');
add('clippy::needless_lifetimes', 'explicit lifetimes that elision would infer', 'Remove the lifetime annotations.');
add('clippy::large_enum_variant', 'one enum variant is much larger than the others', 'Box the large variant\'s data.');
add('clippy::type_complexity', 'a very complex type', 'Name it with a type alias.');
add('clippy::missing_safety_doc', 'a public unsafe function has no # Safety section', 'Document the safety requirements in a # Safety section.');
add('rustc:dead_code', 'a function, field or type is never used', 'Remove it, use it, or prefix with _ / #[allow(dead_code)] if kept deliberately.');
add('rustc:unused_variables', 'a variable is never used', 'Remove it or prefix it with _.');
add('rustc:unused_imports', 'an import is never used', 'Remove the use statement (cargo fix does it).');
add('rustc:unused_mut', 'a variable is declared mut but never mutated', 'Remove mut.');
add('rustc:unused_must_use', 'a Result (or #[must_use] value) is ignored', 'Handle it with ?, match or .expect(...); use let _ = only when ignoring is intended.');
add('rustc:non_snake_case', 'a name is not snake_case', 'Rename it to snake_case.');

// ---- clang-tidy checks (the bracketed name after the message)
add('modernize-use-nullptr', 'a null pointer is written as 0 or NULL', 'Write nullptr (`clang-tidy -fix` does it).');
add('modernize-loop-convert', 'an index or iterator loop can be a range-based for loop', 'Use `for (const auto &x : container)`; `clang-tidy -fix` rewrites it.');
add('modernize-use-auto', 'a type is spelled out where auto would repeat it from the initializer', 'Use auto for the declaration (a cast or new already names the type).');
add('modernize-use-override', 'an overriding virtual function lacks `override`', 'Add override (and drop the redundant virtual) so a signature mismatch becomes a compile error.');
add('modernize-use-emplace', 'push_back builds a temporary that emplace_back would construct in place', 'Call emplace_back with the constructor arguments.');
add('modernize-make-unique modernize-make-shared', 'an owning smart pointer is created from `new`', 'Use std::make_unique / std::make_shared.');
add('modernize-use-using', 'a typedef can be an alias declaration', 'Write `using Name = Type;`.');
add('modernize-avoid-c-arrays cppcoreguidelines-avoid-c-arrays', 'a C-style array is used', 'Use std::array (fixed size) or std::vector.');
add('bugprone-use-after-move', 'an object is used after it was moved from; its value is unspecified', 'Do not read it after std::move: reassign or reset it first, or move a copy; move only on the last use.');
add('bugprone-narrowing-conversions cppcoreguidelines-narrowing-conversions', 'a narrowing conversion (double to int, 64 to 32 bits) silently loses data', 'Make the conversion explicit with static_cast<int>(x) after checking the range, or keep the wider type.');
add('bugprone-integer-division', 'an integer division result is used in a floating-point context, so the fraction is lost', 'Convert an operand to double before dividing.');
add('bugprone-branch-clone', 'two branches of an if/switch have identical bodies', 'Merge the branches or fix the one that was meant to differ.');
add('bugprone-macro-parentheses', 'a macro argument or body is not parenthesised', 'Wrap macro parameters and the whole body in parentheses.');
add('bugprone-suspicious-string-compare', 'the result of strcmp is used as a boolean', 'Compare it explicitly: strcmp(a, b) == 0.');
add('bugprone-unused-return-value', 'the return value of a function that must be checked is ignored', 'Use or check the return value.');
add('bugprone-infinite-loop', 'a loop condition never changes inside the loop', 'Update the variables of the condition in the loop body, or add a break.');
add('performance-unnecessary-value-param', 'a parameter is copied for each call but only read', 'Pass it by const reference (const std::string &s), or std::move it if it is stored.');
add('performance-unnecessary-copy-initialization', 'a local copy of an object is only read', 'Bind it with const auto & instead of copying.');
add('performance-for-range-copy', 'a range-for loop copies each element', 'Iterate with const auto & (or auto && to modify).');
add('performance-move-const-arg', 'std::move of a const or trivially copyable value has no effect', 'Remove the std::move, or make the object non-const so it can be moved.');
add('performance-inefficient-string-concatenation', 'strings are concatenated with + in a loop, creating temporaries', 'Use += or reserve() and append.');
add('readability-braces-around-statements google-readability-braces-around-statements hicpp-braces-around-statements', 'an if/else/for/while body is not inside braces', 'Put the statement in braces { } (`clang-tidy -fix` adds them).');
add('readability-implicit-bool-conversion', 'a pointer or integer is used as a bool implicitly', 'Compare explicitly (p != nullptr, n != 0).');
add('readability-else-after-return', 'an else follows a branch that returns', 'Remove the else and unindent its body.');
add('readability-identifier-naming', 'a name does not follow the configured naming convention', 'Rename it to the configured case (see the .clang-tidy CheckOptions).');
add('readability-magic-numbers cppcoreguidelines-avoid-magic-numbers', 'a literal number is used without a name', 'Give it a named constant (constexpr).');
add('readability-container-size-empty', 'size() is compared with 0', 'Call empty() instead.');
add('cppcoreguidelines-pro-type-reinterpret-cast', 'reinterpret_cast is used', 'Use a safer cast or std::bit_cast/std::memcpy for type punning.');
add('cppcoreguidelines-owning-memory', 'an owning raw pointer is created or deleted', 'Use std::unique_ptr / std::make_unique.');
add('cppcoreguidelines-init-variables', 'a local variable is declared without an initial value', 'Initialize it where it is declared.');
add('cert-err33-c', 'the return value of a C library function that reports errors is ignored', 'Check the return value (fclose, printf, ...) or cast to void deliberately.');
add('misc-unused-parameters', 'a function parameter is never used', 'Remove its name (or comment it out), or use [[maybe_unused]].');
add('clang-diagnostic-error', 'the compiler itself failed on the file, so no check ran: the code does not compile (an undeclared identifier, a missing include, wrong flags)', 'Fix the compile error first; pass the right flags after `--` or give clang-tidy the compile_commands.json (-p build).');
add('clang-analyzer-core.nulldereference', 'the static analyzer found a path on which a null pointer is dereferenced', 'Check the pointer for null on that path before using it.');
add('clang-analyzer-unix.malloc', 'the static analyzer found a leak, double free or use after free of malloc\'d memory', 'Free each allocation exactly once on every path and do not use it afterwards.');
add('clang-analyzer-deadcode.deadstores', 'a value is stored to a variable and never read', 'Remove the store or use the value.');

// ---- cppcheck ids (the bracketed id after the message)
add('nullpointer nullpointerredundantcheck ctunullpointer', 'a pointer that is (or may be) NULL is dereferenced', 'Check the pointer for NULL before dereferencing it, or make sure it is assigned a valid object on every path.');
add('arrayindexoutofbounds arrayindexoutofboundscond bufferaccessoutofbounds negativeindex', 'an array is accessed past its end (index equal to or beyond its size) or before its start', 'Fix the index or the loop bound (valid indexes are 0 to size-1: use < size, not <= size), or make the array large enough.');
add('memleak memleakonrealloc leakreturnvalnotused', 'memory allocated with malloc/new is not freed on some path (a memory leak)', 'free()/delete it on every path before the pointer goes out of scope, or use an owning type (std::unique_ptr, RAII).');
add('resourceleak', 'a file or other resource opened here is not closed on some path', 'fclose()/close() it on every path (early returns too), or use RAII (std::fstream, a guard).');
add('uninitvar uninitdata uninitmembervar unassignedvariable', 'a variable is read before it is given a value (uninitialized)', 'Initialize it where it is declared, or assign it on every path before it is read.');
add('zerodiv zerodivcond', 'a division by zero (the divisor is or may be 0)', 'Check the divisor before dividing and handle the zero case.');
add('mismatchallocdealloc', 'memory is freed with the wrong function: new[] with delete, new with free, malloc with delete', 'Pair them: new[] with delete[], new with delete, malloc with free (or use std::vector/unique_ptr).');
add('returndanglinglifetime returnlocaladdr danglinglifetime danglingtemporarylifetime', 'a pointer or reference to a local (stack) variable escapes the function and dangles after it returns', 'Return by value, use static or heap storage (malloc/new, std::string/std::vector), or let the caller pass the buffer.');
add('doublefree deallocuse deallocret', 'memory is used or freed again after it was freed', 'Free each allocation once and set the pointer to NULL after free; do not use it afterwards.');
add('knownconditiontruefalse', 'a condition is always true or always false', 'Fix the condition or remove the dead branch.');
add('redundantassignment unreadvariable', 'a value is assigned and never read', 'Remove the assignment or use the value.');
add('passedbyvalue', 'an object parameter is passed by value where a const reference would do', 'Pass it by const reference.');
add('invalidprintfargtype_sint invalidprintfargtype_uint invalidprintfargtype_s wrongprintfscanfargnum', 'a printf/scanf format does not match its arguments', 'Make the format specifiers match the argument types and count.');
add('constparameter constvariable constparameterpointer', 'a parameter or variable could be const', 'Declare it const.');
add('shadowvariable shadowfunction', 'a local name shadows an outer variable or function', 'Rename the inner one.');

// ---- ShellCheck codes (SCxxxx; shellcheck.net/wiki/SCxxxx)
add('sc2086', 'a variable is expanded without double quotes, so it is split on spaces and globbed', 'Quote it: "$var" (use an array for several arguments).');
add('sc2046', 'a command substitution is unquoted, so its output is split on spaces and globbed', 'Quote it: "$(cmd)", or read the output into an array (mapfile -t).');
add('sc2068', 'an array expansion is unquoted, so its elements are re-split on spaces', 'Double quote it: "${arr[@]}".');
add('sc2006', 'legacy backticks are used for command substitution', 'Use $(...) instead of `...`.');
add('sc2164', 'cd is not checked: if it fails, the rest of the script runs in the wrong directory', 'Write `cd dir || exit` (or return in a function), or use set -e.');
add('sc2155', 'declare/local/export and assignment from a command on one line mask the command\'s exit status', 'Declare and assign separately: `local out; out=$(cmd)`.');
add('sc2034', 'a variable is assigned but never used (or used only in another file)', 'Remove it, use it, or export it / disable the check with a comment if another script reads it.');
add('sc2154', 'a variable is used but never assigned in this script', 'Assign it, fix the spelling, or declare that it comes from the environment (${VAR:?} or a directive).');
add('sc2045 sc2012', 'the output of ls is parsed (iterated over), which breaks on spaces and special characters in file names', 'Use a glob (for f in ./*.txt) or find -print0 with a while read loop instead of ls.');
add('sc2002', 'a useless cat pipes a single file into a command', 'Give the file to the command directly (grep x file) or redirect it (cmd < file).');
add('sc2004', '$ or ${} is unnecessary on variables inside arithmetic $(( ))', 'Drop the $: $(( x + 1 )).');
add('sc2231', 'an expansion in a for-loop glob is unquoted, so it is split on spaces', 'Quote the expansion and leave the glob unquoted: "$dir"/*.txt.');
add('sc2035', 'a glob may expand to file names starting with a dash, read as options', 'Use ./*glob* or -- before the glob.');
add('sc1083', 'a { or } is taken literally (not part of a brace expansion or group)', 'Quote or escape it, or fix the missing ; or newline before a closing }.');
add('sc2148', 'the script has no shebang, so the target shell is unknown', 'Add a shebang line (#!/bin/bash or #!/bin/sh) or a `# shellcheck shell=bash` directive.');
add('sc2016', 'an expression is in single quotes, so variables are not expanded', 'Use double quotes if expansion is meant.');
add('sc2181', 'the exit status is checked indirectly with $?', 'Check the command directly: if ! cmd; then ...');
add('sc2162', 'read without -r mangles backslashes', 'Use read -r.');
add('sc2116', 'a useless echo inside $(...) only re-prints its argument', 'Use the value directly instead of $(echo ...).');
add('sc2129', 'several commands redirect to the same file one by one', 'Group them: { cmd1; cmd2; } >> file.');
add('sc2043', 'a for loop runs only once because the list is a single word', 'Loop over an array or an unquoted glob, or drop the loop.');
add('sc2059', 'a variable is used as the printf format string', 'Use printf "%s\\n" "$var" with a fixed format.');
add('sc2115', 'rm -rf "$var/" may delete / when the variable is empty', 'Use "${var:?}/" so an empty variable aborts.');
add('sc2223', 'a default assignment with : is unquoted', 'Quote it: : "${var:=value}".');
add('sc2207', 'an array is filled from unquoted command output, which splits and globs', 'Use mapfile -t arr < <(cmd) or read -ra.');
add('sc1091 sc1090', 'a sourced file cannot be followed by ShellCheck', 'Give its path with a `# shellcheck source=path` directive or run shellcheck -x.');
add('sc2128', 'an array is expanded without an index, giving only its first element', 'Use "${arr[@]}" for all elements or "${arr[0]}" explicitly.');
add('sc2199 sc2076', 'an array or a quoted regex is used where [[ ]] matching expects a string or an unquoted regex', 'Use "${arr[*]}" to compare as a string; leave the right side of =~ unquoted.');
add('sc1009 sc1073 sc1072', 'the script does not parse (an unclosed quote, bracket or block)', 'Fix the syntax error at the line shown (bash -n checks syntax).');

// ---- HTMLHint rules
add('attr-lowercase', 'an attribute name is not lowercase', 'Write attribute names in lowercase (class, not CLASS).');
add('tagname-lowercase', 'a tag name is not lowercase', 'Write tag names in lowercase.');
add('tag-pair', 'an element is not closed: its start and end tags do not pair', 'Add the missing end tag named in the message, and keep elements properly nested.');
add('id-unique', 'the same id is used on several elements; ids must be unique in a page', 'Give each element its own id (use a class for shared styling).');
add('alt-require', 'an <img> (or area/input image) has no alt attribute', 'Add an alt text describing the image (alt="" for decorative images).');
add('doctype-first', 'the page does not start with the doctype', 'Put <!DOCTYPE html> as the first line.');
add('title-require', 'the page has no <title> in its <head>', 'Add a <title> element to the head.');
add('attr-value-double-quotes', 'an attribute value is not in double quotes', 'Quote attribute values with double quotes.');
add('attr-no-duplication', 'an element has the same attribute twice', 'Remove the duplicate attribute.');
add('spec-char-escape', 'a special character (< > &) is not escaped', 'Escape it as &lt; &gt; &amp;.');
add('src-not-empty', 'a src or href attribute is empty', 'Give it a URL or remove the attribute.');

// ---- Biome rules (lint/<group>/<rule>), most mirror an ESLint rule
add('biome:nodoubleequals', 'loose equality (== / !=) converts types before comparing', 'Use === and !== (strict equality); `biome check --write --unsafe` rewrites it.');
add('biome:nounusedvariables', 'a variable, import or parameter is declared but never used', 'Remove it or use it; prefix an intentionally unused parameter with _.');
add('biome:nounusedimports', 'an import is never used', 'Remove the import (`biome check --write` does it).');
add('biome:novar', '`var` is function-scoped and hoisted', 'Use let or const instead of var.');
add('biome:useconst', 'a `let` variable is never reassigned', 'Declare it with const instead of let.');
add('biome:nodebugger', 'a debugger statement is left in the code', 'Remove the debugger statement.');
add('biome:noexplicitany', 'the type any is used explicitly', 'Use a precise type or unknown and narrow it.');
add('biome:noconsolelog biome:noconsole', 'console calls are left in the code', 'Remove the debug logging or use the project\'s logger.');
add('biome:noparameterassign', 'a function parameter is reassigned', 'Copy the parameter into a local variable and change that.');
add('biome:usetemplate', 'strings are concatenated with +', 'Use a template literal.');
add('biome:noforeach', 'Array.forEach is used where a for...of loop is preferred', 'Use for (const x of arr).');
add('biome:usenodejsimportprotocol', 'a Node.js built-in is imported without the node: prefix', 'Import it as "node:fs" (etc.).');
add('biome:noshadowrestrictednames', 'a variable shadows a restricted global name (undefined, NaN, ...)', 'Rename the variable.');
add('biome:noemptyblockstatements', 'an empty block (often an empty catch) hides errors', 'Handle the case, or leave a comment explaining why it is empty.');
add('biome:useexhaustivedependencies', 'a React hook\'s dependency list does not list every value it uses', 'Add the missing dependencies (or remove unused ones) in the hook\'s array.');

// ---- Kubernetes event reasons (kubectl describe / kubectl get events)
add('k8s:FailedScheduling', 'the scheduler found no node for the pod: not enough CPU/memory for its requests, taints without tolerations, node selectors/affinity that match no node, or an unbound PersistentVolumeClaim', 'Read the per-reason counts in the message ("Insufficient memory", "untolerated taint", "didn\'t match node selector"); lower the requests, add nodes or tolerations, fix the selector, or bind the PVC.');
add('k8s:BackOff k8s:CrashLoopBackOff', 'the container keeps exiting and is restarted with growing back-off', '`kubectl logs <pod> --previous` shows why the last run exited (a crash at start, a missing config/secret, a failing command); fix that; check liveness probes that kill a slow start.');
add('k8s:Failed k8s:ErrImagePull k8s:ImagePullBackOff', 'the image could not be pulled: wrong name or tag, a private registry without imagePullSecrets, or a registry rate limit/outage', 'Check the image reference (`kubectl describe pod`), that the tag exists, add imagePullSecrets for private registries, and mirror images to avoid rate limits.');
add('k8s:InvalidImageName k8s:ErrImageNeverPull', 'the image reference is malformed, or imagePullPolicy: Never and the image is not on the node', 'Fix the image string (registry/name:tag, lower case); load the image onto the node or change imagePullPolicy.');
add('k8s:Unhealthy', 'a liveness, readiness or startup probe failed', 'Check the probe\'s path, port and timing against the app (`kubectl describe pod`); give slow starts a startupProbe or a larger initialDelaySeconds; make the health endpoint cheap.');
add('k8s:Killing', 'the kubelet is stopping the container (a failed liveness probe, a deleted pod or a rollout)', 'Read the event message for why; for probe kills fix the probe or the app\'s health endpoint.');
add('k8s:OOMKilled k8s:OOMKilling k8s:SystemOOM', 'the container exceeded its memory limit and the kernel killed it', 'Raise resources.limits.memory or reduce the app\'s memory use (heap flags such as -Xmx / --max-old-space-size below the limit).');
add('k8s:Evicted', 'the kubelet evicted the pod because the node ran short of memory or disk', 'Set requests close to real use, add ephemeral-storage limits, clean up disk on the node, or move the workload.');
add('k8s:FailedMount k8s:FailedAttachVolume k8s:FailedMapVolume', 'a volume could not be attached or mounted: a missing ConfigMap/Secret/PVC, a volume attached to another node (ReadWriteOnce), or a storage driver error', 'Check the referenced ConfigMap/Secret/PVC exists in the namespace, that a ReadWriteOnce volume is not used by a pod on another node, and the CSI driver\'s logs.');
add('k8s:ProvisioningFailed k8s:FailedBinding', 'a PersistentVolumeClaim could not get a volume: no matching StorageClass or PV, or the provisioner failed', 'Check the claim\'s storageClassName exists (`kubectl get storageclass`), the requested size and access mode, and the provisioner\'s logs.');
add('k8s:FailedCreatePodSandBox', 'the pod\'s sandbox (network namespace) could not be created: usually the CNI plugin failed or ran out of IPs', 'Check the CNI pods (calico, cilium, aws-node) on that node and the subnet\'s free IPs; restart the CNI daemonset pod if it is stuck.');
add('k8s:NetworkNotReady k8s:NodeNotReady', 'the node (or its network plugin) is not ready', 'Check the node\'s conditions (`kubectl describe node`), the kubelet and the CNI pods on it.');
add('k8s:FailedCreate', 'a controller (ReplicaSet, Job, StatefulSet) could not create pods: a ResourceQuota or LimitRange rejected them, an admission webhook or policy denied them, or the service account lacks rights', 'Read the message: raise the quota or set requests/limits the LimitRange accepts, fix the pod spec for the policy, or grant the service account.');
add('k8s:FailedPostStartHook k8s:FailedPreStopHook', 'a lifecycle hook command failed', 'Fix the hook\'s command (it runs inside the container) or remove it.');
add('k8s:FailedGetResourceMetric k8s:FailedComputeMetricsReplicas', 'the HorizontalPodAutoscaler cannot read metrics: metrics-server missing, or the pods have no resource requests', 'Install metrics-server and set resources.requests for the metric the HPA scales on.');
add('k8s:DNSConfigForming', 'the pod\'s DNS configuration exceeds limits (too many search domains or nameservers)', 'Reduce search domains/nameservers in the node\'s resolv.conf or the pod\'s dnsConfig.');
add('k8s:FreeDiskSpaceFailed k8s:ImageGCFailed k8s:EvictionThresholdMet', 'the node is running out of disk and cannot free enough image space', 'Free disk on the node (unused images, logs), grow the disk, or set ephemeral-storage limits on pods.');
add('k8s:FailedKillPod', 'the kubelet could not stop the pod', 'Check the container runtime on the node; delete the pod with --grace-period=0 --force only as a last resort.');
add('k8s:FailedValidation k8s:FailedSync', 'the object failed validation or sync', 'Read the message for the invalid field and fix the manifest.');

// ---- Redis error replies (the first word of the reply is its code)
add('redis:WRONGTYPE', 'the command was run on a key holding another data type (a string command on a list or hash, a list command on a set)', 'Check the key\'s type with `TYPE key`; use the commands of that type, or another key name for the new type (DEL the old value only if it is really stale).');
add('redis:NOGROUP', 'the stream or its consumer group does not exist: XREADGROUP/XACK/XCLAIM need a group created first', 'Create the group before reading: `XGROUP CREATE <stream> <group> $ MKSTREAM` (MKSTREAM also creates an empty stream); treat BUSYGROUP from a second create as "already exists".');
add('redis:BUSYGROUP', 'the consumer group already exists on this stream', 'Ignore BUSYGROUP when creating the group at start-up (it is idempotent setup), or use another group name.');
add('redis:NOSCRIPT', 'EVALSHA named a script the server does not have cached (a restart, SCRIPT FLUSH or another node)', 'Fall back to EVAL with the script body (client libraries do this), or SCRIPT LOAD it again after a restart or failover.');
add('redis:NOAUTH', 'the server requires a password and the client did not authenticate', 'Send AUTH (or the password in the URL: redis://:password@host:6379, `redis-cli -a` / REDISCLI_AUTH) before other commands.');
add('redis:WRONGPASS', 'the user name or password sent with AUTH is wrong (or the ACL user is disabled)', 'Use the password of requirepass or the ACL user (`ACL LIST` shows users); AUTH <user> <password> for ACL users.');
add('redis:NOPERM', 'the ACL user is not allowed to run this command or touch these keys', 'Grant the command or key pattern to the user (`ACL SETUSER <user> +<command> ~<pattern>`), or connect as a user that has it.');
add('redis:EXECABORT', 'a MULTI transaction was discarded because a queued command was invalid', 'Fix the command that was rejected while queuing (its error comes before EXEC); the transaction did not run at all.');
add('redis:OOM', 'Redis reached maxmemory and its eviction policy forbids evicting keys for this write', 'Raise maxmemory, choose an eviction policy (maxmemory-policy allkeys-lru) or set TTLs, and delete unused keys.');
add('redis:READONLY', 'the command writes to a read-only replica', 'Send writes to the primary (a Sentinel/cluster-aware client finds it); after a failover reconnect to the new primary.');
add('redis:MISCONF', 'Redis cannot save its RDB snapshot, so it refuses writes (stop-writes-on-bgsave-error)', 'Fix the disk or permission problem of the dump directory (see the server log, CONFIG GET dir), then writes resume; disable the check only if persistence is not needed.');
add('redis:BUSYKEY', 'RESTORE or MIGRATE targets a key that already exists', 'Add the REPLACE option, or delete or rename the existing key first.');
add('redis:CROSSSLOT', 'a multi-key command in Redis Cluster names keys in different hash slots', 'Put the keys in one slot with a hash tag ({user:42}:a and {user:42}:b), or run one command per key.');
add('redis:MOVED redis:ASK', 'in Redis Cluster the key lives on another node', 'Use a cluster-aware client (or `redis-cli -c`), which follows MOVED/ASK redirections.');
add('redis:LOADING', 'the server is still loading its dataset into memory after a start', 'Retry after loading finishes (INFO persistence shows progress); give clients a retry with back-off at start-up.');
add('redis:MASTERDOWN redis:NOREPLICAS redis:CLUSTERDOWN redis:TRYAGAIN', 'the primary or the cluster is unavailable or resharding, or too few replicas acknowledge writes (min-replicas-to-write)', 'Check the primary\'s and the cluster\'s state (INFO replication, CLUSTER INFO) and retry with back-off once they recover.');
add('redis:NOPROTO', 'HELLO asked for a protocol version the server does not support (RESP3 needs Redis 6)', 'Use RESP2 or upgrade the server.');
add('redis:UNBLOCKED', 'a blocking command (BLPOP, XREAD BLOCK) was unblocked by CLIENT UNBLOCK or because the key was deleted or changed type', 'Retry the read; check what deleted or changed the key.');

// ---- TypeScript project references and tsconfig (tsc -b)
add('ts6305', 'the project imports a file of a referenced project whose output (.d.ts) has not been built', 'Build with `tsc -b` (`--build`), which builds referenced projects first, or build the referenced project before this one; check its outDir matches what is imported.');
add('ts6306', 'a referenced project does not have `composite: true`', 'Set "composite": true (with declaration output) in the referenced project\'s tsconfig.json.');
add('ts6307', 'a file is imported that is not in the composite project\'s file list', 'Add it to "files" or cover it with an "include" pattern in that tsconfig.json (a composite project must list all its files).');
add('ts6059', 'a source file is outside rootDir', 'Move the file under rootDir, widen rootDir to a common parent, or make the other directory its own project and add a reference to it.');
add('ts6053', 'a file named in tsconfig (extends, files) cannot be found', 'Fix the path, or install the package that provides the base config (e.g. npm i -D @tsconfig/node20) so "extends" resolves.');
add('ts5083', 'tsconfig.json (or a file it extends) cannot be read', 'Check the path given to -p/--project or "extends", and that the file exists and is valid JSON.');
add('ts5023 ts5025', 'tsconfig names a compiler option that does not exist (often a typo: the message suggests the right name)', 'Use the option name the message suggests (strictNullChecks, not strictNullCheck); check the option exists in the installed TypeScript version.');
add('ts6310', 'a referenced project may not disable emit', 'Remove "noEmit" from the referenced project (or use emitDeclarationOnly) so `tsc -b` can produce its declarations.');
add('ts2835', 'a relative import has no file extension under node16/nodenext module resolution', 'Write the extension of the emitted file: import "./b.js" (even for b.ts), or use moduleResolution "bundler" when a bundler resolves imports.');
add('ts2834', 'a relative import has no file extension under node16/nodenext module resolution', 'Add the .js extension to the import path (the emitted file\'s), or switch moduleResolution to "bundler".');
add('ts18003', 'tsconfig\'s include/files match no input file', 'Fix the "include" globs (relative to tsconfig.json) or add a source file there.');
add('ts5058', 'the path given to --project does not exist', 'Point -p at the directory holding tsconfig.json or at the file itself.');

// ---- RuboCop cops
add('Style/StringLiterals', 'double quotes are used for a string without interpolation or escapes', 'Use single quotes (`rubocop -a` fixes it), or configure EnforcedStyle: double_quotes in .rubocop.yml.');
add('Style/FrozenStringLiteralComment', 'the file lacks the `# frozen_string_literal: true` magic comment', 'Add `# frozen_string_literal: true` as the first line (`rubocop -a`), then fix strings that are mutated (.dup or +"").');
add('Lint/UselessAssignment', 'a local variable is assigned but never used', 'Remove the assignment, use the variable, or prefix its name with _ if it is intentionally unused.');
add('Naming/MethodName', 'a method name is not snake_case', 'Rename the method to snake_case (get_user_name), and its callers.');
add('Naming/VariableName', 'a variable name is not snake_case', 'Rename it to snake_case.');
add('Lint/Syntax', 'the Ruby file does not parse (RuboCop reports the parser error)', 'Fix the syntax at the line shown (a missing `end`, bracket or quote); set AllCops: TargetRubyVersion to the Ruby you run if newer syntax is rejected.');
add('Layout/LineLength', 'a line is longer than the configured maximum (120)', 'Break the line, or raise Max under Layout/LineLength.');
add('Layout/TrailingWhitespace', 'a line ends with spaces or tabs', 'Remove the trailing whitespace (`rubocop -a`).');
add('Layout/IndentationWidth Layout/IndentationConsistency', 'the indentation is not two spaces or not consistent', 'Indent with two spaces (`rubocop -a`).');
add('Style/Documentation', 'a class or module has no documentation comment', 'Add a comment above the class describing it, or disable Style/Documentation.');
add('Metrics/MethodLength Metrics/AbcSize Metrics/CyclomaticComplexity Metrics/ClassLength', 'a method or class is longer or more complex than the configured maximum', 'Extract parts into smaller methods or classes, or raise Max for that cop in .rubocop.yml.');
add('Lint/UnusedMethodArgument Lint/UnusedBlockArgument', 'an argument is never used', 'Remove it or prefix it with _.');
add('Style/GuardClause', 'a conditional wraps the rest of the method', 'Return early with a guard clause (`return unless cond`).');
add('Style/HashSyntax', 'hash keys use the old `:key =>` syntax', 'Use `key: value` (`rubocop -a`).');
add('Lint/ShadowingOuterLocalVariable', 'a block variable shadows an outer local variable', 'Rename the block variable.');

// ---- ansible-lint rules
add('fqcn fqcn[action-core] fqcn[action]', 'a module is called by its short name instead of its fully qualified collection name', 'Use the FQCN, e.g. ansible.builtin.apt instead of apt (`ansible-lint --fix` rewrites it).');
add('name name[missing] name[casing] name[play] name[template]', 'a task or play has no name (or a badly formed one)', 'Give every task and play a `name:` that starts with a capital letter.');
add('no-changed-when', 'a command or shell task always reports "changed"', 'Add `changed_when:` (false, or a condition on the result), or `creates:`/`removes:` so the task is idempotent; prefer a module over command.');
add('risky-file-permissions', 'a file, copy or template task creates a file without an explicit mode', 'Set `mode:` (e.g. "0644") on the task so the permissions do not depend on the umask.');
add('risky-shell-pipe', 'a shell task uses a pipe without pipefail, so a failure on the left of the pipe is ignored', 'Start the command with `set -o pipefail &&` (and `executable: /bin/bash`).');
add('command-instead-of-module command-instead-of-shell', 'a command or shell task runs what a module does (or uses shell without shell features)', 'Use the module (ansible.builtin.apt, git, file, ...), or ansible.builtin.command when no shell feature is needed.');
add('no-free-form', 'a module is called with free-form arguments', 'Pass the arguments as a mapping (cmd:, name:) instead of a string.');
add('yaml yaml[indentation] yaml[truthy] yaml[line-length]', 'the playbook\'s YAML breaks a yamllint rule', 'Fix the indentation, use true/false for booleans and keep lines under the limit.');
add('load-failure syntax-check syntax-check[specific]', 'the file could not be loaded or parsed as a playbook (YAML syntax or indentation, an unknown module or key)', 'Fix the YAML at the line shown (indentation, a missing colon, a task key misaligned), then run `ansible-playbook --syntax-check`.');
add('var-naming var-naming[pattern]', 'a variable name is not snake_case or uses a reserved name', 'Rename the variable to lower-case snake_case.');
add('jinja jinja[spacing]', 'a Jinja expression is badly spaced or invalid', 'Write `{{ var }}` with spaces inside the braces and check the expression.');
add('no-handler', 'a task runs on `when: result.changed` instead of notifying a handler', 'Move the dependent task into a handler and `notify:` it.');
add('package-latest', 'a package task installs `state: latest`', 'Pin the version or use state: present, so runs are reproducible.');

// ---- commitlint (conventional commits)
add('commitlint:type-empty', 'the commit header has no type (a conventional commit starts with `type:`)', 'Write the header as `type(scope): subject`, e.g. `fix: handle empty input` (types: build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test); amend with `git commit --amend`.');
add('commitlint:subject-empty', 'the commit header has no subject after `type:`', 'Write a subject after the colon: `fix: handle empty input`.');
add('commitlint:type-enum', 'the commit type is not one of the allowed types', 'Use one of build, chore, ci, docs, feat, fix, perf, refactor, revert, style, test (feat, not feature).');
add('commitlint:type-case commitlint:subject-case', 'the type or subject has the wrong letter case', 'Write the type in lower case and the subject as the config asks (usually lower case, no sentence case).');
add('commitlint:header-max-length', 'the commit header is longer than the limit (100 characters)', 'Shorten the header; put details in the body after a blank line.');
add('commitlint:header-trim', 'the commit header starts or ends with whitespace', 'Remove the spaces around the header.');
add('commitlint:subject-full-stop', 'the subject ends with a full stop', 'Remove the period at the end of the subject.');
add('commitlint:body-leading-blank commitlint:footer-leading-blank', 'the body or footer is not separated by a blank line', 'Leave an empty line after the header (and before the footer).');
add('commitlint:body-max-line-length', 'a body line is longer than the limit', 'Wrap the body lines at 100 characters.');
add('commitlint:scope-enum commitlint:scope-empty', 'the scope is not one of the allowed scopes (or missing)', 'Use a scope the config lists, in parentheses after the type: `fix(parser): ...`.');
add('commitlint:empty-rules', 'commitlint found no rules: there is no configuration, or it does not extend a shared config', 'Create commitlint.config.js with `module.exports = { extends: [\'@commitlint/config-conventional\'] }` (and install that package).');

// ---- gitlint
add('gitlint:T1', 'the commit title is longer than 72 characters', 'Shorten the title to 72 characters; move details into the body (`git commit --amend`).');
add('gitlint:T2 gitlint:T4', 'the commit title has trailing whitespace or a hard tab', 'Remove the whitespace or tab from the title.');
add('gitlint:T3', 'the commit title ends with punctuation', 'Remove the trailing period or other punctuation from the title.');
add('gitlint:T5', 'the commit title contains WIP', 'Finish the work and reword the title without WIP.');
add('gitlint:T6 gitlint:T7 gitlint:T8', 'the commit title is empty, does not match the configured pattern or is too short', 'Write a title of the required form.');
add('gitlint:B1', 'a body line is longer than 80 characters', 'Wrap the body at 80 characters.');
add('gitlint:B2 gitlint:B3', 'a body line has trailing whitespace or a hard tab', 'Remove the trailing whitespace or tab.');
add('gitlint:B4', 'the second line of the commit message is not empty', 'Leave the line after the title blank; the body starts on the third line.');
add('gitlint:B5 gitlint:B6', 'the commit body is missing or too short', 'Add a body (after a blank line) that explains what changed and why.');
add('gitlint:B7 gitlint:B8', 'the body does not mention changed files or lacks a required reference', 'Mention what the configuration requires in the body.');

// ---- cpplint categories (Google C++ style)
add('cpplint:legal/copyright', 'the file has no copyright line', 'Add a line such as `// Copyright 2026 Owner` at the top, or filter legal/copyright in CPPLINT.cfg.');
add('cpplint:readability/casting', 'a C-style cast is used', 'Use static_cast<T>(x) (or reinterpret_cast/const_cast where meant) instead of (T)x.');
add('cpplint:whitespace/line_length', 'a line is longer than 80 characters', 'Break the line under 80 characters (or raise linelength in CPPLINT.cfg).');
add('cpplint:build/namespaces', 'a `using namespace` directive is used', 'Use using-declarations for the names you need (using std::string;) or qualify them (std::string).');
add('cpplint:build/include_what_you_use build/include_what_you_use', 'a standard type or function is used without including its header', 'Include the header the message names (e.g. <string>, <vector>).');
add('cpplint:runtime/int', 'a plain short/long type is used', 'Use a fixed-width type from <cstdint> (int16_t, int64_t).');
add('cpplint:whitespace/indent cpplint:whitespace/braces cpplint:whitespace/comments', 'spacing or indentation breaks the style', 'Reformat the line (clang-format --style=Google does it).');
add('cpplint:build/header_guard', 'the header lacks the #ifndef guard the style expects', 'Add `#ifndef PATH_FILE_H_ / #define ... / #endif` named after the path.');

// ---- SQLFluff rules (old L codes and the names of 2.x)
add('sqlfluff:L010 sqlfluff:CP01', 'keywords are not in a consistent case', 'Write keywords in one case (upper: SELECT ... FROM); `sqlfluff fix` does it.');
add('sqlfluff:L014 sqlfluff:CP02', 'identifiers are not in a consistent case', 'Use one case for identifiers; `sqlfluff fix`.');
add('sqlfluff:L001 sqlfluff:LT01', 'trailing whitespace or unnecessary spacing', 'Remove it (`sqlfluff fix`).');
add('sqlfluff:L044 sqlfluff:AM04', 'a query selects * or produces an unknown number of columns', 'List the columns explicitly.');
add('sqlfluff:PRS', 'SQLFluff could not parse part of the statement with this dialect: a syntax error, or the wrong dialect', 'Fix the SQL at the position shown, and check --dialect (or [sqlfluff] dialect in .sqlfluff) matches the database.');

// ---- Perl::Critic policies (named from their messages)
add('perlcritic:RequireUseStrict', 'code runs before `use strict;`', 'Put `use strict;` and `use warnings;` at the top of the file, before any code.');
add('perlcritic:RequireUseWarnings', 'code runs before `use warnings;`', 'Add `use warnings;` at the top of the file.');
add('perlcritic:ProhibitNoStrict', 'strictures are turned off (`no strict`)', 'Remove `no strict`, or limit it to the one kind needed (`no strict \'refs\'`) in the smallest block.');
add('perlcritic:ProhibitBarewordFileHandles', 'a bareword file handle (FH) is opened', 'Use a lexical file handle: `open my $fh, \'<\', $file or die ...`.');
add('perlcritic:ProhibitTwoArgOpen', 'open is called with two arguments, so the mode is parsed from the file name', 'Use the three-argument form: `open my $fh, \'<\', $file or die "...: $!"`.');
add('perlcritic:ProhibitExplicitReturnUndef', '`return undef` returns a true one-element list in list context', 'Use a bare `return;` to return false in both contexts.');
add('perlcritic:ProhibitStringyEval', 'eval is given a string, which compiles code at run time', 'Use the block form `eval { ... }` to catch errors (or a dispatch table instead of generated code).');
add('perlcritic:ProhibitSubroutinePrototypes', 'a subroutine declares a prototype', 'Remove the prototype; check arguments inside the sub.');
add('perlcritic:ProhibitNestedSubs', 'a named sub is declared inside another sub', 'Move it out, or use an anonymous sub in a lexical variable.');
add('perlcritic:ProhibitLeadingZeros', 'an integer literal has a leading zero (an octal number)', 'Remove the zero, or write oct("0755") when octal is meant.');
add('perlcritic:ProhibitConditionalDeclarations', 'a variable is declared with a statement modifier (`my $x = 1 if ...`)', 'Declare it first, then assign under the condition.');
add('perlcritic:RequireEndWithOne', 'a module does not end with a true value', 'End the .pm file with `1;`.');
add('perlcritic:RequireLexicalLoopIterators', 'a foreach loop uses a non-lexical iterator', 'Write `for my $item (@list)`.');
add('perlcritic:ProhibitAutomaticExportation', 'a module exports symbols by default (@EXPORT)', 'Use @EXPORT_OK and let callers import what they need.');
add('perlcritic:RequireBarewordIncludes', 'require is given a string library name', 'Write `require Module::Name;` (a bareword).');
add('perlcritic:other', 'a Perl Best Practices policy is broken', 'Read the policy `perlcritic --verbose 8` names (perldoc Perl::Critic::Policy::<Name>) and apply its recommended form.');

// ---- Prisma error codes (prisma.io/docs/orm/reference/error-reference)
add('prisma:P1000', 'the database server rejected the credentials in DATABASE_URL', 'Fix the user and password in DATABASE_URL (percent-encode special characters) or grant the user access.');
add('prisma:P1001', 'the database server cannot be reached at the host and port of DATABASE_URL', 'Start the database, check host and port in DATABASE_URL (localhost inside a container is the container), and the firewall or cloud allow list.');
add('prisma:P1002 prisma:P1008', 'the database server was reached but the operation timed out', 'Check the server\'s load and network latency; raise connect_timeout or the operation timeout in DATABASE_URL once the cause is known.');
add('prisma:P1003', 'the database named in DATABASE_URL does not exist', 'Create it (`npx prisma migrate dev` creates it in development) or fix the database name in DATABASE_URL.');
add('prisma:P1010', 'the database user is denied access to the database', 'Grant the user the privileges (CONNECT, CREATE) or use another user in DATABASE_URL.');
add('prisma:P1011', 'the TLS connection to the database failed', 'Check sslmode/sslcert in DATABASE_URL and the server\'s certificate.');
add('prisma:P1012', 'schema.prisma does not validate', 'Fix the schema at the lines listed (`npx prisma validate`, `npx prisma format`).');
add('prisma:P1013', 'DATABASE_URL is not a valid connection string', 'Write it as provider://user:password@host:port/database, with special characters in the password percent-encoded.');
add('prisma:P1017', 'the database server closed the connection', 'Check the server\'s log (a restart, idle timeout, connection limit); use a pooler (PgBouncer with pgbouncer=true) for serverless.');
add('prisma:P2000', 'a value is too long for its column', 'Shorten the value or widen the column (@db.VarChar(n)) and migrate.');
add('prisma:P2002', 'a unique constraint failed on the fields named in meta.target', 'Check for an existing row first, use upsert, or catch P2002 and report the duplicate; fix the data if duplicates are not expected.');
add('prisma:P2003', 'a foreign key constraint failed: the related record does not exist (or a delete leaves children)', 'Create the parent first, connect to an existing id, or set onDelete (Cascade, SetNull) on the relation.');
add('prisma:P2011', 'a null value was given for a required field', 'Pass a value for the field or make it optional (String?) and migrate.');
add('prisma:P2014', 'the change would violate a required relation', 'Delete or reassign the dependent records first, or make the relation optional.');
add('prisma:P2021', 'the table does not exist in the database', 'Apply the migrations (`npx prisma migrate deploy`, or `migrate dev` in development), or check DATABASE_URL points at the right database and schema.');
add('prisma:P2022', 'a column does not exist in the database', 'Apply the pending migrations (`npx prisma migrate deploy`) so the database matches schema.prisma.');
add('prisma:P2024', 'no connection could be taken from the pool in time', 'Raise connection_limit/pool_timeout in DATABASE_URL, close long transactions, and reuse one PrismaClient instead of creating one per request.');
add('prisma:P2025', 'a record required by the operation (update, delete, connect) was not found', 'Check the where condition and that the record exists; use updateMany/deleteMany or findUnique first when it may be missing.');
add('prisma:P3005', 'the database schema is not empty, so migrate cannot start from scratch', 'Baseline the existing database (`prisma migrate resolve --applied <migration>`) or migrate an empty database.');
add('prisma:P3009', 'migrate found failed migrations in the target database', 'Fix the failed migration and mark it with `prisma migrate resolve --rolled-back <name>` (or --applied), then deploy again.');
add('prisma:P3014', 'the shadow database for migrate dev could not be created', 'Give the user CREATE DATABASE rights or set shadowDatabaseUrl in the datasource.');
add('prisma:P3018', 'a migration failed to apply', 'Read the database error in the message, fix the migration SQL, then `prisma migrate resolve --rolled-back <name>` and deploy again.');

// ---- JSON Schema keywords (ajv's `keyword: 'required'`, Python jsonschema's `Failed validating
// 'required' in schema`): the keyword is the rule of the schema the data broke.
add('jsonschema:additionalProperties jsonschema:unevaluatedProperties', 'the data has a property the schema does not allow (additionalProperties: false): often a misspelt key', 'Fix the spelling of the key the error names (params.additionalProperty), remove it, or declare it in the schema\'s properties.');
add('jsonschema:required jsonschema:dependentRequired jsonschema:dependencies', 'a property the schema requires is missing from the data', 'Add the property the error names (params.missingProperty) to the data, or make it optional in the schema.');
add('jsonschema:type', 'a value has another type than the schema declares (a string "80" where an integer is expected, an object where an array is)', 'Write the value in the declared type (80, not "80"; a list, not a single item), or convert it before validating (ajv coerceTypes) if the source is text.');
add('jsonschema:enum jsonschema:const', 'a value is not one of those the schema allows', 'Use one of the allowed values (params.allowedValues lists them); check spelling and case.');
add('jsonschema:format', 'a string does not match the declared format (email, uri, date-time, …), or the validator does not know the format', 'Fix the value; if the error says the format is unknown, register the formats (ajv: `ajv-formats`, ajv-cli: `-c ajv-formats`) or turn off strict mode for formats.');
add('jsonschema:pattern', 'a string does not match the schema\'s regular expression', 'Make the value match the pattern the error shows, or correct the pattern.');
add('jsonschema:minimum jsonschema:maximum jsonschema:exclusiveMinimum jsonschema:exclusiveMaximum jsonschema:multipleOf', 'a number is outside the range the schema allows', 'Use a value inside the limit the error states, or change the limit in the schema.');
add('jsonschema:minLength jsonschema:maxLength jsonschema:minItems jsonschema:maxItems jsonschema:minProperties jsonschema:maxProperties', 'a string, list or object is shorter or longer than the schema allows', 'Give a value of the allowed length or count (the error states the limit), or change the limit.');
add('jsonschema:uniqueItems', 'a list holds the same item twice where the schema wants unique items', 'Remove the duplicate items the error points at.');
add('jsonschema:oneOf jsonschema:anyOf jsonschema:allOf jsonschema:not jsonschema:if jsonschema:then jsonschema:else jsonschema:discriminator', 'the value matches none (or more than one) of the alternatives the schema combines', 'Read the errors of each alternative (they follow this one) and shape the value after the one intended; for oneOf, make sure it fits exactly one.');
add('jsonschema:propertyNames jsonschema:patternProperties', 'a property name is not allowed by the schema\'s naming rule', 'Rename the key to fit the pattern the schema gives.');
add('jsonschema:$ref', 'the schema refers to a definition that cannot be resolved', 'Fix the $ref path, or add the referenced schema (ajv: `-r other.json`; give each schema an $id).');
add('jsonschema:strict jsonschema:unknownKeyword', 'the schema uses a keyword the validator does not know (strict mode)', 'Fix the keyword\'s spelling, declare custom keywords, or relax strict mode (`--strict=false`).');

/** The rule's meaning and fix, for a code ("E711", "W0102"), a name ("eqeqeq") or a bracketed/parenthesized code ("[var-annotated]", "(truthy)"). */
export function ruleInfo(id: string): RuleInfo | undefined {
  return R[id.toLowerCase()];
}

export const RULE_COUNT = Object.keys(R).length;
