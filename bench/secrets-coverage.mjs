// Which of gitleaks' rules the redactor covers (`node bench/secrets-coverage.mjs [--table]`
// after a build; also printed by `npm run eval`). Each rule's sample (bench/data/secrets/
// gitleaks-rules.mjs) is redacted in neutral text (prose, code, a log line) or, for formats
// that need their variable name, beside it in six surroundings. A rule is
//   format   every sample redacted, by a rule for that format or provider;
//   generic  every sample redacted, but only by the generic key-name rules;
//   partial  some surroundings missed;
//   missed   no sample redacted;
//   n/a      not text (a binary file type).
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { GITLEAKS_RULES } from './data/secrets/gitleaks-rules.mjs';
import { CONTEXTS, KEYED_CONTEXTS, generator, token } from './data/secrets/providers.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const GENERIC = new Set(['password-assignment', 'secret-assignment']);
const NEUTRAL = [CONTEXTS[0], CONTEXTS[4], CONTEXTS[5]];

export async function coverage() {
  const { redact } = await import(pathToFileURL(join(ROOT, 'dist', 'util', 'redaction.js')).href);
  const random = generator(20260722);
  return GITLEAKS_RULES.map((rule) => {
    if (rule.kind === 'file') return { id: rule.id, status: 'n/a', by: [], note: rule.note };
    const cases = [];
    if (rule.kind === 'structural') {
      const text = rule.make(random);
      cases.push({ text, secret: rule.secretOf(text) });
    } else {
      const surroundings = rule.keyed ? KEYED_CONTEXTS.map((c) => (t) => c(rule.keyed, t)) : NEUTRAL;
      for (const make of surroundings) {
        const secret = token(rule.parts, random);
        cases.push({ text: make(secret), secret });
      }
    }
    const by = new Set();
    let caught = 0;
    for (const { text, secret } of cases) {
      const out = redact(text);
      if (out.text.includes(secret)) continue;
      caught++;
      for (const id of Object.keys(out.byRule)) by.add(id);
    }
    const status = caught === 0 ? 'missed' : caught < cases.length ? 'partial' : [...by].every((id) => GENERIC.has(id)) ? 'generic' : 'format';
    return { id: rule.id, status, by: [...by] };
  });
}

export function summarize(rows) {
  const count = (s) => rows.filter((r) => r.status === s).length;
  return { rules: rows.length, format: count('format'), generic: count('generic'), partial: count('partial'), missed: count('missed'), na: count('n/a') };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const rows = await coverage();
  const s = summarize(rows);
  if (process.argv.includes('--table')) {
    for (const r of rows) process.stdout.write(`| ${r.id} | ${r.status} | ${r.by.join(', ')} |\n`);
  } else {
    for (const r of rows.filter((x) => x.status !== 'format')) process.stdout.write(`${r.status.padEnd(8)} ${r.id} ${r.by.join(',')}\n`);
  }
  process.stdout.write(`gitleaks rules: ${s.rules}; format ${s.format}, generic only ${s.generic}, partial ${s.partial}, missed ${s.missed}, not text ${s.na}\n`);
}
