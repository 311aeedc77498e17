import { describe, expect, it } from 'vitest';
import { casedNames, definitionBonus, forOnePlatform, queryNames, writtenNames } from '../../src/core/repository/search.js';
import type { RepositoryChunkRow } from '../../src/store/repository.js';

function chunk(symbol: string, definitions: string, path = `src/${symbol}.js`): RepositoryChunkRow {
  return { ref_id: symbol, root: '/r', path, start_line: 1, end_line: 5, language: 'javascript', symbol, definitions, text: '' };
}

describe('the definition bonus', () => {
  it('tells names written as identifiers from ordinary words', () => {
    expect([...writtenNames('write a file atomically through a temporary file and rename')]).toEqual([]);
    expect([...writtenNames('Negative initial size')]).toEqual([]);
    expect([...writtenNames('getCredentialsByURI')]).toEqual(['getcredentialsbyuri']);
    expect([...writtenNames('Barrier')]).toEqual(['barrier']);
    expect([...writtenNames('check whether a file is executable using PATHEXT')]).toEqual(['pathext']);
    expect([...writtenNames('explainEresolve explain')]).toEqual(['explaineresolve']);
    // …and a hyphenated name whole too, as Lisp defines it (`(defun find-file-noselect`).
    expect([...writtenNames('validate-npm-package-name validate')]).toEqual(['validate', 'npm', 'package', 'name', 'validate-npm-package-name']);
    expect([...writtenNames('string->uri')]).toEqual(['string', 'uri', 'string->uri']);
    expect([...writtenNames('moduleCode: ajv instance must have code.source option.')]).toEqual(['modulecode', 'code', 'source']);
  });

  it('in a pasted message, scales a defined common word by its rarity and keeps a written name whole', () => {
    const query = 'Queue full in offerLast';
    const names = queryNames(query);
    const written = writtenNames(query);
    const weights = new Map([['queu', 0.3], ['full', 0.4], ['offerlast', 1], ['offer', 0.5], ['last', 0.2]]);
    expect(definitionBonus(chunk('full', 'full'), names, weights, written)).toBeCloseTo(0.3);
    expect(definitionBonus(chunk('offerLast', 'offerLast'), names, weights, written)).toBe(0.75);
  });

  it('matches a qualified definition (`tablex.deepcompare`, `Date:is_weekend`, `Foo::bar`) by its last part when the query writes it', () => {
    expect(definitionBonus(chunk('tablex.deepcompare', 'tablex.deepcompare tablex.compare'), queryNames('deepcompare'), null)).toBe(0.75);
    expect(definitionBonus(chunk('Date:is_weekend', 'Date:is_weekend'), queryNames('is_weekend'), null)).toBe(0.75);
    expect(definitionBonus(chunk('basic_json::parse', 'basic_json::parse'), queryNames('parse'), null)).toBe(0.75);
    // Written with its module, both names are met in the one chunk.
    const query = 'tablex.deepcompare';
    expect(definitionBonus(chunk('tablex.deepcompare', 'tablex.deepcompare', 'pl/tablex.lua'), queryNames(query), new Map([['tablex', 1], ['deepcompar', 1]]), writtenNames(query))).toBe(0.75);
    // In a question, an ordinary word is no written name: `utils.split` earns nothing for "split a path".
    const question = 'split a path into the directory and the file name';
    expect(definitionBonus(chunk('utils.split', 'utils.split'), queryNames(question), new Map([['split', 0.6]]), writtenNames(question))).toBe(0);
  });

  it('gives an identifier query the whole bonus for the name it defines', () => {
    const names = queryNames('pickManifest');
    expect(definitionBonus(chunk('pickManifest', 'pickManifest'), names, null)).toBe(0.75);
    expect(definitionBonus(chunk('other', 'other'), names, null)).toBe(0);
  });

  it('in a question, scales a one-word name by its rarity and counts a compound name in full', () => {
    const query = 'write a file atomically through a temporary file and rename';
    const names = queryNames(query);
    // Rarity relative to the rarest word: `write` is defined and used everywhere, `atomic` almost nowhere.
    const weights = new Map([['writ', 0.1], ['fil', 0.2], ['atomic', 1], ['through', 0.3], ['temporari', 0.6], ['renam', 0.5]]);
    const common = definitionBonus(chunk('write', 'write'), names, weights);
    const compound = definitionBonus(chunk('writeFile', 'writeFile'), names, weights);
    expect(common).toBeCloseTo(0.075);
    expect(compound).toBe(0.75);
    // Without the question's weights (an identifier query) the one-word name would have taken the whole bonus.
    expect(definitionBonus(chunk('write', 'write'), names, null)).toBe(0.75);
  });

  it('counts a namesake that differs from the query in case for less than the name as spelled', () => {
    const query = 'EvalSymlinks';
    const bonus = (name: string) => definitionBonus(chunk(name, name), queryNames(query), null, writtenNames(query), casedNames(query));
    expect(bonus('EvalSymlinks')).toBe(0.75);
    expect(bonus('evalSymlinks')).toBeCloseTo(0.375);
    // Not even as the chunk's first definition does it reach the exact name defined further down a chunk (0.5).
    expect(bonus('evalSymlinks')).toBeLessThan(definitionBonus(chunk('Ext', 'Ext EvalSymlinks'), queryNames(query), null, writtenNames(query), casedNames(query)));
    // Written in lower case, the query leaves the case open.
    expect(definitionBonus(chunk('EvalSymlinks', 'EvalSymlinks'), queryNames('evalsymlinks'), null, writtenNames('evalsymlinks'), casedNames('evalsymlinks'))).toBe(0.75);
  });

  it('gives the chunk where several written names meet (defined there or naming its file) the whole bonus', () => {
    const query = 'BufferedReader readLine';
    const args = [queryNames(query), new Map([['bufferedread', 1], ['readlin', 1]]), writtenNames(query), casedNames(query)] as const;
    expect(definitionBonus(chunk('readLine', 'readLine', 'java/io/BufferedReader.java'), ...args)).toBe(0.75);
    expect(definitionBonus(chunk('readLine', 'readLine', 'java/io/DataInputStream.java'), ...args)).toBeCloseTo(0.5625);
  });

  it("tells one platform's files by a path segment or a file name part, never by the extension", () => {
    for (const path of ['os/exec/lp_windows.go', 'std/sys/unix/fs.rs', 'os/wasi/fs.rs', 'isexe/dist/win32.js', 'path/filepath/symlink_plan9.go']) expect(forOnePlatform(path)).toBe(true);
    for (const path of ['lib/utils/open-url.js', 'std/fs.rs', 'src/json/parse.ts', 'path/filepath/symlink.go', 'src/ntlm.ts', 'lib/window.ts']) expect(forOnePlatform(path)).toBe(false);
  });
});
