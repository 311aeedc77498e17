import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationKinds } from '../../src/core/operations/kinds.js';
import { ERROR_CODES } from '../../src/util/errors.js';

/** docs/architecture.md, docs/search.md and CONTRIBUTING.md name files and lists of the code: each must be true. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DOCS = ['docs/architecture.md', 'docs/search.md', 'CONTRIBUTING.md'];
const LAYER = /^(?:src\/)?(?:api|cli|client|core|daemon|mcp|search|store|util)\/[\w./*-]+$/;

/** A doc's path, relative to src/ or the repository; `*` matches within one file name. */
function exists(path: string): boolean {
  const full = path.startsWith('src/') ? path : `src/${path}`;
  if (!full.includes('*')) return existsSync(join(ROOT, full));
  const dir = dirname(full);
  const name = new RegExp(`^${full.slice(dir.length + 1).replace(/[.]/g, '\\.').replace(/\*/g, '[^/]*')}$`);
  return existsSync(join(ROOT, dir)) && readdirSync(join(ROOT, dir)).some((entry) => name.test(entry));
}

describe('docs say what the code does', () => {
  it('every src path the docs name exists', () => {
    const named = DOCS.flatMap((doc) =>
      [...readFileSync(join(ROOT, doc), 'utf8').matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string).filter((p) => LAYER.test(p)).map((p) => ({ doc, p })),
    );
    expect(named.length).toBeGreaterThan(40);
    expect(named.filter(({ p }) => !exists(p)).map(({ doc, p }) => `${doc}: ${p}`)).toEqual([]);
  });

  it('docs/architecture.md lists every operation kind and every error code', () => {
    const text = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
    const section = (title: string) => text.split(`## ${title}\n`)[1]?.split('\n## ')[0] ?? '';
    const quoted = (part: string) => new Set([...part.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
    expect([...quoted(section('Operations'))].filter((name) => name !== 'interrupted').sort()).toEqual(Object.keys(operationKinds).sort());
    expect([...quoted(section('Errors'))].sort()).toEqual([...ERROR_CODES].sort());
  });
});
