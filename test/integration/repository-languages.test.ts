import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexedTree } from '../helpers/indexed-tree.js';

/**
 * Shell and Lua as real trees write them (bash-completion, debootstrap, Penlight; bench/data/code's
 * shell and lua trees): scripts without an extension and qualified Lua definitions, through the
 * real service on a real store (messages joined to a value by `..`: test/unit/code-messages.test.ts).
 */
const tree = indexedTree('languages');
const { write, files } = tree;

beforeAll(async () => {
  // A library of shell functions with no extension, known only by its modeline, and the
  // completions that call its function many times.
  write(
    'bash_completion',
    [
      '#                                              -*- shell-script -*-',
      '# Initialize completion and deal with various general things: do file',
      '# and variable completion where appropriate.',
      '_init_completion()',
      '{',
      '    local exclude="" flag outx errx inx OPTIND=1',
      '    while getopts "n:e:o:i:s" flag "$@"; do',
      '        case $flag in',
      '            n) exclude+=$OPTARG ;;',
      '        esac',
      '    done',
      '}',
    ].join('\n'),
  );
  for (const tool of ['tar', 'ssh', 'make', 'gzip']) {
    write(
      `completions/${tool}`,
      [
        `_${tool}_options()`,
        '{',
        '    local cur prev words cword',
        '    _init_completion || return',
        '    _init_completion -s || return # _init_completion again, split',
        '}',
      ].join('\n'),
    );
  }
  // Penlight's style: `function module.name`, its callers name it in full.
  write(
    'pl/tablex.lua',
    [
      '--- Extended operations on Lua tables.',
      'local tablex = {}',
      '',
      '--- compare two values.',
      '-- if they are tables, then compare their keys and fields recursively.',
      'function tablex.deepcompare(t1,t2,ignore_mt,eps)',
      '    return cycle_aware_compare(t1,t2,ignore_mt,eps,{})',
      'end',
    ].join('\n'),
  );
  write(
    'pl/test.lua',
    [
      'local tablex = require "pl.tablex"',
      'local deepcompare = tablex.deepcompare',
      'function test.asserteq(x, y, eps)',
      '    local res = x == y or deepcompare(x, y, true, eps) -- deepcompare both',
      '    if not res then complain(x, y, "deepcompare failed") end',
      'end',
    ].join('\n'),
  );
  await tree.index();
});

afterAll(async () => {
  await tree.close();
});

describe('repository search on shell and Lua', () => {
  it('finds a shell function defined in a file without an extension before its callers', async () => {
    expect((await files('_init_completion'))[0]).toBe('bash_completion');
  });

  it('finds a qualified Lua definition by its name before the files that call it', async () => {
    expect((await files('deepcompare'))[0]).toBe('pl/tablex.lua');
  });
});
