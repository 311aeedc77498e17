import { describe, expect, it } from 'vitest';
import {
  indexText,
  queryTerms,
  splitIdentifier,
  stem,
  someTerm,
  tokenize,
  uniqueTerms,
} from '../../src/search/tokenize.js';

describe('splitIdentifier', () => {
  it.each([
    ['getUserName', ['get', 'user', 'name']],
    ['HTTPServerError', ['http', 'server', 'error']],
    ['snake_case_name', ['snake', 'case', 'name']],
    ['SCREAMING_SNAKE', ['screaming', 'snake']],
    ['kebab-case', ['kebab', 'case']],
    ['v2Api', ['v2', 'api']],
    ['XMLHttpRequest', ['xml', 'http', 'request']],
    ['IOError', ['io', 'error']],
    ['base64Encode', ['base64', 'encode']],
    ['HTTP2Server', ['http2', 'server']],
    ['getURLs', ['get', 'urls']],
    ['__init__', ['init']],
    ['utf8', ['utf8']],
    ['word', ['word']],
    ['ÉcoleNormale', ['école', 'normale']],
    ['日本語', ['日本語']],
    ['___', []],
  ])('%s → %j', (input, expected) => {
    expect(splitIdentifier(input)).toEqual(expected);
  });
});

describe('tokenize', () => {
  it('lowercases words and keeps identifiers whole and split', () => {
    expect(tokenize('Call getUserName now')).toEqual(['call', 'getusername', 'get', 'user', 'name', 'now']);
    expect(tokenize('snake_case_name')).toEqual(['snakecasename', 'snake', 'case', 'name']);
  });

  it('drops prose stopwords but never code-ish words', () => {
    expect(tokenize('The value of the map is not a function')).toEqual(['value', 'map', 'not', 'function']);
    // SQL keywords in capitals, identifiers and words with digits stay.
    expect(tokenize('WHERE x IS NULL OR y IN (1)')).toEqual(['where', 'x', 'is', 'null', 'or', 'y', 'in', '1']);
    expect(tokenize('isValid')).toEqual(['isvalid', 'valid']);
    expect(tokenize("it's")).toEqual([]);
  });

  it('drops a contraction typed without its apostrophe as it drops the one typed with it', () => {
    // "can't" loses "can" and "t"; "cant" was a word no document holds, the heaviest kind there is.
    expect(tokenize("I can't build it")).toEqual(['build']);
    expect(tokenize('I cant build it, ive tried')).toEqual(['build', 'tried']);
    expect(tokenize('linker cant find sqrt even though math.h is included')).toEqual(['linker', 'find', 'sqrt', 'even', 'though', 'math', 'h', 'included']);
    // In capitals a word is a program's and stays; an identifier stays whole, as `isValid` does.
    expect(tokenize('CANT')).toEqual(['cant']);
    expect(tokenize('DONT_CACHE')).toEqual(['dontcache', 'cache']);
  });

  it('keeps unicode letters and digits', () => {
    expect(tokenize('Größe überschritten: 404 — 日本語 naïve')).toEqual(['größe', 'überschritten', '404', '日本語', 'naïve']);
  });

  it('drops tokens longer than 64 characters', () => {
    const blob = 'a'.repeat(65);
    expect(tokenize(`start ${blob} end ${'b'.repeat(64)}`)).toEqual(['start', 'end', 'b'.repeat(64)]);
    // A long identifier loses its whole form but keeps its parts.
    const long = `${'x'.repeat(40)}_${'y'.repeat(40)}`;
    expect(tokenize(long)).toEqual(['x'.repeat(40), 'y'.repeat(40)]);
  });

  it('handles paths and stack frames', () => {
    expect(tokenize('at UserService.load (src/user-service.ts:42:7)')).toEqual([
      'userservice', 'user', 'service', 'load', 'src', 'userservice', 'user', 'service', 'ts', '42', '7',
    ]);
  });
});

describe('uniqueTerms', () => {
  it('keeps first-seen order and caps the count', () => {
    expect(uniqueTerms('b a b c getB')).toEqual(['b', 'c', 'getb', 'get']);
    expect(uniqueTerms('one two three four', 2)).toEqual(['one', 'two']);
    const many = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    expect(uniqueTerms(many)).toHaveLength(64);
  });
});

describe('stem', () => {
  it.each([
    ['failing', 'fail'], ['failed', 'fail'], ['fails', 'fail'], ['fail', 'fail'],
    ['errors', 'error'], ['connections', 'connection'], ['connected', 'connect'],
    ['matches', 'match'], ['classes', 'class'], ['indexes', 'index'],
    ['queries', 'queri'], ['query', 'queri'], ['applied', 'appli'], ['apply', 'appli'],
    ['running', 'run'], ['stopped', 'stop'], ['embedded', 'embed'], ['embed', 'embed'],
    ['caching', 'cach'], ['cache', 'cach'], ['parsed', 'pars'], ['parse', 'pars'],
    ['quickly', 'quick'], ['installed', 'install'], ['missing', 'miss'],
    ['atomically', 'atomic'], ['automatically', 'automatic'], ['automatic', 'automatic'],
  ])('%s → %s', (input, expected) => {
    expect(stem(input)).toBe(expected);
  });

  it('leaves roots that only look inflected alone', () => {
    for (const w of ['status', 'class', 'analysis', 'alias', 'string', 'need', 'speed', 'thing', 'process', 'free', 'use']) {
      expect(stem(w)).toBe(w);
    }
  });

  it('leaves short, numeric and non-ASCII tokens alone', () => {
    for (const w of ['ran', 'ed', 'v2', 'utf8', '404', 'größe', 'tests1']) expect(stem(w)).toBe(w);
  });

  it('makes inflections of one root agree', () => {
    const groups = [
      ['fail', 'fails', 'failed', 'failing'],
      ['cache', 'caches', 'cached', 'caching'],
      ['retry', 'retries', 'retried', 'retrying'],
      ['timeout', 'timeouts'],
      ['embed', 'embeds', 'embedded', 'embedding', 'embeddings'],
      ['alias', 'aliases'],
      ['type', 'types', 'typed', 'typing'],
      ['connect', 'connects', 'connected', 'connecting'],
    ];
    for (const g of groups) expect(new Set(g.map(stem)).size, g.join(',')).toBe(1);
  });
});

describe('indexText and queryTerms', () => {
  it('adds stems next to tokens', () => {
    expect(indexText('Tests failed in getUserName')).toBe('tests test failed fail getusername getusernam get user name nam');
  });

  it('makes query terms unique, stemmed and capped', () => {
    expect(queryTerms('the failing test failed')).toEqual(['fail', 'test']);
    expect(queryTerms(Array.from({ length: 50 }, (_, i) => `t${i}`).join(' '))).toHaveLength(32);
    expect(queryTerms('a b c d', 2)).toEqual(['b', 'c']);
    // The latest texts' terms are kept: a caller changing the list it got does not change the next one's.
    const terms = queryTerms('the failing test failed');
    terms.push('changed');
    expect(queryTerms('the failing test failed')).toEqual(['fail', 'test']);
  });

  it('every query term occurs in the index text of a document with the same word or an inflection', () => {
    const docs = [
      'Connection refused while connecting to the database',
      'TypeError: Cannot read properties of undefined in getUserName',
      'Retried the failing uploads three times; caches were cleared',
      'class HTTPServerError extends BaseError',
      'Indexes rebuilt after the embeddings changed',
    ];
    const queries = [
      'connections refused connect',
      'getUserName typeerror properties',
      'retry failed upload cache',
      'HTTPServerError http server error',
      'index embedding change',
    ];
    docs.forEach((doc, i) => {
      const indexed = new Set(indexText(doc).split(' '));
      for (const term of queryTerms(queries[i]!)) expect(indexed.has(term), `${term} in ${doc}`).toBe(true);
    });
  });

  it('matches identifier parts from a prose query and vice versa', () => {
    const indexed = new Set(indexText('function loadUserProfile() {}').split(' '));
    for (const term of queryTerms('user profile load')) expect(indexed.has(term)).toBe(true);
    const prose = new Set(indexText('we load the user profile here').split(' '));
    for (const term of queryTerms('loadUserProfile').slice(1)) expect(prose.has(term)).toBe(true);
  });
});

describe('someTerm', () => {
  it('visits exactly the tokens of a text and their stems, each once, until told to stop', () => {
    const texts = [
      'function loadUserProfile() { return loadUserProfile(cache); } // load the user profiles',
      'The queries failed: parsing parsed parses pars URLs IDs HTTPServer http_server',
      'snake_case_name snake-case SCREAMING_SNAKE Ärger ÄRGER naïve ΣΊΣΥΦΟΣ σίσυφος 日本語テキスト',
      `${'x'.repeat(70)} ${'ab'.repeat(40)}_short is was the it apply applied applies`,
      '',
    ];
    for (const text of texts) {
      const expected = new Set(tokenize(text).flatMap((t) => [t, stem(t)]));
      const seen: string[] = [];
      expect(someTerm(text, (term) => void seen.push(term))).toBe(false);
      expect(seen.sort()).toEqual([...expected].sort());
    }
    const upTo: string[] = [];
    expect(someTerm('the queries failed while parsing', (term) => upTo.push(term) > 0 && term === 'fail')).toBe(true);
    expect(upTo).toEqual(['queries', 'queri', 'failed', 'fail']);
  });
});
