import { describe, expect, it } from 'vitest';
import { definitionBonus, isQuestion, queryNames } from '../../src/core/repository/search.js';
import type { RepositoryChunkRow } from '../../src/store/repository.js';

function chunk(symbol: string, definitions: string): RepositoryChunkRow {
  return { ref_id: symbol, root: '/r', path: `src/${symbol}.js`, start_line: 1, end_line: 5, language: 'javascript', symbol, definitions, text: '' };
}

describe('the definition bonus', () => {
  it('tells questions in plain words from identifiers and messages', () => {
    expect(isQuestion('write a file atomically through a temporary file and rename')).toBe(true);
    expect(isQuestion('retry with exponential backoff and jitter')).toBe(true);
    expect(isQuestion('getCredentialsByURI')).toBe(false);
    expect(isQuestion('check whether a file is executable using PATHEXT')).toBe(false);
    expect(isQuestion('explainEresolve explain')).toBe(false);
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
});
