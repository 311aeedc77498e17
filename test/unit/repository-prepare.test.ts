import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cachedIndexText, prepareText, redactKeepingLines } from '../../src/core/repository/prepare.js';
import { indexText } from '../../src/search/tokenize.js';

describe('cachedIndexText', () => {
  it('equals indexText on real code, prose and odd whitespace', () => {
    const samples = [
      readFileSync(new URL('../../src/search/chunk.ts', import.meta.url), 'utf8'),
      readFileSync(new URL('../../src/core/operations/runner.ts', import.meta.url), 'utf8'),
      'getUserName\tHTTPServer\u00a0snake_case_name  Ünïcödé—words\r\n\r\nURLs IDs v2Api',
      '',
    ];
    for (const text of samples) {
      expect(cachedIndexText(text)).toBe(indexText(text));
      expect(cachedIndexText(text)).toBe(indexText(text)); // second pass from the memo
    }
  });
});

describe('redactKeepingLines', () => {
  it('redacts a PEM private key and keeps every later line where it was', () => {
    const key = ['-----BEGIN RSA PRIVATE KEY-----', ...Array.from({ length: 6 }, (_, i) => `MIIEowIBAAKCAQEA${i}x7Yz3kQ9vLm2Nw8Rb4Tc6Ud1Fe5Gh0Ij`), '-----END RSA PRIVATE KEY-----'];
    const text = ['const a = 1;', ...key, 'export function after() {}', 'const token = "ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8";'].join('\n');
    const out = redactKeepingLines(text);
    expect(out.count).toBe(2);
    const lines = out.text.split('\n');
    expect(lines.length).toBe(text.split('\n').length);
    expect(lines[1]).toBe('[REDACTED:private-key]');
    expect(lines[9]).toBe('export function after() {}');
    expect(lines[10]).toMatch(/^const token = "\[REDACTED:[a-z-]+\]";$/);
    expect(out.text).not.toContain('MIIEow');
  });
});

describe('prepareText', () => {
  it('puts path and definition names in the title and messages in the fragment text', () => {
    const text = ['export class Cache {', '  get(key: string) {', "    throw new Error('cache entry is missing');", '  }', '}', 'function helperFn() {}'].join('\n');
    const { chunks } = prepareText(text, 'src/cache/store.ts', 'typescript');
    expect(chunks).toHaveLength(1);
    const chunk = chunks[0]!;
    expect(chunk.symbol).toBe('Cache');
    expect(chunk.definitions.split(' ')).toEqual(['Cache', 'get', 'helperFn']);
    expect(chunk.title.split(' ')).toEqual(expect.arrayContaining(['src', 'cache', 'store', 'helperfn', 'helper', 'fn']));
    expect(chunk.raw).toContain('cache entry is missing');
    expect(chunk.text).toBe(text);
  });
});
