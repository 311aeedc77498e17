import { describe, expect, it } from 'vitest';
import { queryParts } from '../../src/core/remediations/ranking.js';
import { queryTerms } from '../../src/search/tokenize.js';
import { everydayWords, MAX_EVERYDAY_TERMS } from '../../src/search/wordnet.js';

describe('WordNet words for everyday words', () => {
  it('lends the words tools print for the words people use', () => {
    expect(everydayWords('my function gets the wrong arguments')).toContain('parameter');
    expect(everydayWords('the file is missing')).toEqual(expect.arrayContaining(['lack', 'nonexistent']));
    expect(everydayWords('saving is forbidden')).toContain('disallow');
  });

  it("never lends the query's own terms, and at most MAX_EVERYDAY_TERMS", () => {
    const text = 'the argument and the parameter are missing';
    const own = new Set(queryTerms(text, 40));
    expect(everydayWords(text).filter((w) => own.has(w))).toEqual([]);
    const long = 'people say things break crash hang fail stop run change move make take give set put show tell find';
    expect(everydayWords(long).length).toBe(MAX_EVERYDAY_TERMS);
  });

  it('lends nothing for words it does not know', () => {
    expect(everydayWords('zxqv qqfrob')).toEqual([]);
  });

  it('only a description in plain words borrows; pasted tool output does not', () => {
    expect(queryParts('calling my helper fails saying an argument was not given').everyday).toContain('parameter');
    const pasted = "TypeError: greet() missing 1 required positional argument: 'name'\n  File \"/srv/app/main.py\", line 3, in <module>";
    expect(queryParts(pasted).everyday).toEqual([]);
  });
});
