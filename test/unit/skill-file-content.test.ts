import { describe, expect, it } from 'vitest';
import { fileContent, fileData } from '../../src/core/skills/files.js';

const file = (content: Buffer) => fileData('notes.txt', content);

/** What a reader (the dashboard's Download) rebuilds from skill_get's `file`. */
const bytesBack = (f: ReturnType<typeof fileContent>) => (f.encoding === 'base64' ? Buffer.from(f.content, 'base64') : Buffer.from(f.content, 'utf8'));

describe('skill folder file content', () => {
  it('keeps a leading byte-order mark in utf8 text, so the bytes come back exactly', () => {
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('héllo\n', 'utf8')]);
    const out = fileContent(file(bytes));
    expect(out.encoding).toBe('utf8');
    expect(bytesBack(out)).toEqual(bytes);
  });

  it('sends NUL bytes and invalid UTF-8 as base64, byte for byte', () => {
    for (const bytes of [Buffer.from([0x61, 0x00, 0x62]), Buffer.from([0xff, 0xfe, 0x41])]) {
      const out = fileContent(file(bytes));
      expect(out.encoding).toBe('base64');
      expect(bytesBack(out)).toEqual(bytes);
    }
  });
});
