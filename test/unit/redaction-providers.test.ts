import { describe, expect, it } from 'vitest';
import { samples } from '../../bench/data/secrets/providers.mjs';
import { redact, redactLarge } from '../../src/util/redaction.js';

// Tokens in each provider's documented format (generated, deterministic) and look-alikes
// that are not secrets: the secrets eval set, both halves.
const { positives, negatives } = samples();

describe('provider token formats', () => {
  it('covers at least 100 provider formats', () => {
    expect(new Set(positives.map((s) => s.provider)).size).toBeGreaterThanOrEqual(100);
  });

  it('redacts every token in every context', () => {
    const missed = positives.filter((s) => redact(s.text).text.includes(s.secret)).map((s) => `${s.provider}: ${s.text}`);
    expect(missed).toEqual([]);
  });

  it('attributes a format token in neutral text to a format rule, not to a generic assignment', () => {
    const neutral = positives.filter((s) => s.text.startsWith('Using ') || s.text.startsWith('client = '));
    const generic = new Set(['password-assignment', 'secret-assignment', 'saas-keyed-secret']);
    const wrong = neutral.filter((s) => Object.keys(redact(s.text).byRule).some((id) => generic.has(id))).map((s) => s.provider);
    expect(wrong).toEqual([]);
  });

  it('leaves hashes, UUIDs, integrity strings, digests, placeholders and code alone', () => {
    const changed = negatives.filter((s) => redact(s.text).text !== s.text).map((s) => `${s.kind}: ${s.text}`);
    expect(changed).toEqual([]);
  });

  it('gives the same result through redactLarge', async () => {
    const text = [...positives, ...negatives].map((s) => s.text).join('\n');
    expect((await redactLarge(text, { sliceBytes: 4096 })).text).toBe(redact(text).text);
  });
});
