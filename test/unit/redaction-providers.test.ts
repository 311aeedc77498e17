import { describe, expect, it } from 'vitest';
import { FRESH2_FORMATS, FRESH2_TEST_PROVIDERS, FRESH5_FORMATS, FRESH5_TEST_PROVIDERS, FRESH6_FORMATS, FRESH6_TEST_PROVIDERS, FRESH7_FORMATS, FRESH7_TEST_PROVIDERS, FRESH8_FORMATS, FRESH8_TEST_PROVIDERS, FRESH9_FORMATS, FRESH9_TEST_PROVIDERS, FRESH10_FORMATS, FRESH10_TEST_PROVIDERS, FRESH11_FORMATS, FRESH11_TEST_PROVIDERS, FRESH12_FORMATS, FRESH12_TEST_PROVIDERS, FRESH13_FORMATS, FRESH13_TEST_PROVIDERS, FRESH14_FORMATS, FRESH14_TEST_PROVIDERS, FRESH15_FORMATS, FRESH15_TEST_PROVIDERS, FRESH16_FORMATS, FRESH16_TEST_PROVIDERS, FRESH17_FORMATS, FRESH17_TEST_PROVIDERS, FRESH18_FORMATS, FRESH18_TEST_PROVIDERS, FRESH19_FORMATS, FRESH19_TEST_PROVIDERS, FRESH20_FORMATS, FRESH20_TEST_PROVIDERS, FRESH21_FORMATS, FRESH21_TEST_PROVIDERS, FRESH22_FORMATS, FRESH22_TEST_PROVIDERS, FRESH23_FORMATS, FRESH23_TEST_PROVIDERS, FRESH24_FORMATS, FRESH24_TEST_PROVIDERS, FRESH25_FORMATS, FRESH25_TEST_PROVIDERS, FRESH26_FORMATS, FRESH26_TEST_PROVIDERS, FRESH27_FORMATS, FRESH27_TEST_PROVIDERS, FRESH28_FORMATS, FRESH28_TEST_PROVIDERS, FRESH29_FORMATS, FRESH29_TEST_PROVIDERS, FRESH30_FORMATS, FRESH30_TEST_PROVIDERS, FRESH31_FORMATS, FRESH31_TEST_PROVIDERS, FRESH32_FORMATS, FRESH32_TEST_PROVIDERS, FRESH33_FORMATS, FRESH33_TEST_PROVIDERS, FRESH_FORMATS, FRESH_TEST_PROVIDERS, HELD_OUT_PROVIDERS, freshDraw, heldOutDraw, samples } from '../../bench/data/secrets/providers.mjs';
import { redact, redactLarge } from '../../src/util/redaction.js';

// Tokens in each provider's documented format (generated, deterministic) and look-alikes
// that are not secrets: the secrets eval set, both halves.
const { positives: allPositives, negatives } = samples();
// The fresh batch (fresh-formats.mjs) has its own tests below.
const positives = allPositives.filter((s) => !s.fresh);
const fresh = allPositives.filter((s) => s.freshBatch === 3);
const fresh2 = allPositives.filter((s) => s.freshBatch === 4);
const fresh5 = allPositives.filter((s) => s.freshBatch === 5);
const fresh6 = allPositives.filter((s) => s.freshBatch === 6);
const fresh7 = allPositives.filter((s) => s.freshBatch === 7);
const fresh8 = allPositives.filter((s) => s.freshBatch === 8);
const fresh9 = allPositives.filter((s) => s.freshBatch === 9);
const fresh10 = allPositives.filter((s) => s.freshBatch === 10);
const fresh11 = allPositives.filter((s) => s.freshBatch === 11);
const fresh12 = allPositives.filter((s) => s.freshBatch === 12);
const fresh13 = allPositives.filter((s) => s.freshBatch === 13);
const fresh14 = allPositives.filter((s) => s.freshBatch === 14);
const fresh15 = allPositives.filter((s) => s.freshBatch === 15);
const fresh16 = allPositives.filter((s) => s.freshBatch === 16);
const fresh17 = allPositives.filter((s) => s.freshBatch === 17);
const fresh18 = allPositives.filter((s) => s.freshBatch === 18);
const fresh19 = allPositives.filter((s) => s.freshBatch === 19);
const fresh20 = allPositives.filter((s) => s.freshBatch === 20);
const fresh21 = allPositives.filter((s) => s.freshBatch === 21);
const fresh22 = allPositives.filter((s) => s.freshBatch === 22);
const fresh23 = allPositives.filter((s) => s.freshBatch === 23);
const fresh24 = allPositives.filter((s) => s.freshBatch === 24);
const fresh25 = allPositives.filter((s) => s.freshBatch === 25);
const fresh26 = allPositives.filter((s) => s.freshBatch === 26);
const fresh27 = allPositives.filter((s) => s.freshBatch === 27);
const fresh28 = allPositives.filter((s) => s.freshBatch === 28);
const fresh29 = allPositives.filter((s) => s.freshBatch === 29);
const fresh30 = allPositives.filter((s) => s.freshBatch === 30);
const fresh31 = allPositives.filter((s) => s.freshBatch === 31);
const fresh32 = allPositives.filter((s) => s.freshBatch === 32);
const fresh33 = allPositives.filter((s) => s.freshBatch === 33);
/** A batch's providers are split by its seeded draw: the drawn ones in the test half only, the others in dev only. */
function expectProviderSplit(formats: typeof FRESH_FORMATS, testProviders: string[], seed: number, set: typeof allPositives): void {
  expect(freshDraw(formats, seed)).toEqual([...testProviders].sort());
  expect(set.filter((s) => s.split === 'test').every((s) => testProviders.includes(s.provider))).toBe(true);
  expect(set.filter((s) => s.split === 'dev').some((s) => testProviders.includes(s.provider))).toBe(false);
}
const recall = (set: typeof allPositives) => set.filter((s) => !redact(s.text).text.includes(s.secret)).length / set.length;

describe('provider token formats', () => {
  it('covers at least 100 provider formats', () => {
    expect(new Set(positives.map((s) => s.provider)).size).toBeGreaterThanOrEqual(100);
  });

  it('redacts every token of the dev half in every context', () => {
    const missed = positives.filter((s) => s.split === 'dev' && redact(s.text).text.includes(s.secret)).map((s) => `${s.provider}: ${s.text}`);
    expect(missed).toEqual([]);
  });

  it('reaches the recall aim on the test half, held-out providers included', () => {
    const test = positives.filter((s) => s.split === 'test');
    const caught = test.filter((s) => !redact(s.text).text.includes(s.secret)).length;
    expect(caught / test.length).toBeGreaterThanOrEqual(0.99);
  });

  it('holds out the providers its seeded draw names, in the test half only', () => {
    expect(heldOutDraw()).toEqual([...HELD_OUT_PROVIDERS].sort());
    expect(HELD_OUT_PROVIDERS).toHaveLength(13);
    const held = positives.filter((s) => HELD_OUT_PROVIDERS.includes(s.provider));
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((s) => s.split === 'test' && s.heldOut)).toBe(true);
  });

  it('covers every token-format rule of the gitleaks list', async () => {
    const { coverage, summarize } = await import('../../bench/secrets-coverage.mjs');
    const rows = await coverage();
    expect(rows.filter((r) => r.status === 'missed').map((r) => r.id)).toEqual([]);
    expect(summarize(rows).format).toBeGreaterThanOrEqual(215);
  });

  it('attributes a format token in neutral text to a format rule, not to a generic assignment', () => {
    const neutral = positives.filter((s) => s.text.startsWith('Using ') || s.text.startsWith('client = '));
    const generic = new Set(['password-assignment', 'secret-assignment', 'saas-keyed-secret', 'saas-keyed-id']);
    const wrong = neutral.filter((s) => Object.keys(redact(s.text).byRule).some((id) => generic.has(id))).map((s) => s.provider);
    expect(wrong).toEqual([]);
  });

  it('leaves hashes, UUIDs, integrity strings, digests, placeholders and code alone', () => {
    const changed = negatives.filter((s) => redact(s.text).text !== s.text).map((s) => `${s.kind}: ${s.text}`);
    expect(changed).toEqual([]);
  });

  it('gives the same result through redactLarge', async () => {
    const text = [...allPositives, ...negatives].map((s) => s.text).join('\n');
    const whole = redact(text).text;
    // 1 byte: a slice ends after every line the guards allow (XML elements over lines, PEM blocks).
    for (const sliceBytes of [1, 4096]) expect((await redactLarge(text, { sliceBytes })).text).toBe(whole);
  });
});

/**
 * The fresh batches, each written after the rules of its time and split by provider: its size,
 * its seeded draw of test providers, and the recall each half keeps (the figure before any
 * rule was written for it in brackets, docs/secrets.md).
 */
const BATCHES = [
  { name: 'the fresh batch (written after the rules)', formats: FRESH_FORMATS, testProviders: FRESH_TEST_PROVIDERS, seed: 20261126, set: fresh, size: 40, dev: 0.99, test: 0.93, untouched: '0.612 and 0.675' },
  { name: 'the second fresh batch (written after the first was tuned on)', formats: FRESH2_FORMATS, testProviders: FRESH2_TEST_PROVIDERS, seed: 20261127, set: fresh2, size: 40, dev: 0.98, test: 0.95, untouched: '0.732 and 0.736' },
  { name: 'the fifth batch (written after the generic shapes were planned)', formats: FRESH5_FORMATS, testProviders: FRESH5_TEST_PROVIDERS, seed: 20261128, set: fresh5, size: 50, dev: 0.96, test: 0.97, untouched: '0.744 and 0.764' },
  { name: 'the sixth batch (written after the generic shapes were landed)', formats: FRESH6_FORMATS, testProviders: FRESH6_TEST_PROVIDERS, seed: 20261129, set: fresh6, size: 50, dev: 0.96, test: 0.88, untouched: '0.765 and 0.882' },
  { name: 'the seventh batch (written after the sixth was read)', formats: FRESH7_FORMATS, testProviders: FRESH7_TEST_PROVIDERS, seed: 20261130, set: fresh7, size: 30, dev: 0.94, test: 0.93, untouched: '0.911 and 0.939' },
  { name: 'the eighth batch (command lines, config syntaxes and tokens)', formats: FRESH8_FORMATS, testProviders: FRESH8_TEST_PROVIDERS, seed: 20261201, set: fresh8, size: 40, dev: 0.64, test: 0.58, untouched: '0.648 and 0.586' },
  { name: 'the ninth batch (written after the eighth was read, measured untouched)', formats: FRESH9_FORMATS, testProviders: FRESH9_TEST_PROVIDERS, seed: 20261202, set: fresh9, size: 30, dev: 0.93, test: 0.68, untouched: '0.612 and 0.553' },
  { name: 'the tenth batch (96 providers\' documented tokens, written before the ninth was read)', formats: FRESH10_FORMATS, testProviders: FRESH10_TEST_PROVIDERS, seed: 20261203, set: fresh10, size: 90, dev: 0.99, test: 0.99, untouched: '0.914 and 0.908' },
  { name: 'the eleventh batch (93 tools\' and config formats\' credentials, written blind)', formats: FRESH11_FORMATS, testProviders: FRESH11_TEST_PROVIDERS, seed: 20261204, set: fresh11, size: 90, dev: 0.97, test: 0.9, untouched: '0.828 and 0.831' },
  { name: 'the twelfth batch (76 tools\' and services\' credentials, written blind)', formats: FRESH12_FORMATS, testProviders: FRESH12_TEST_PROVIDERS, seed: 20261205, set: fresh12, size: 70, dev: 0.95, test: 0.87, untouched: '0.778 and 0.765' },
  { name: 'the thirteenth batch (30 tools\' and services\' credentials, measured untouched)', formats: FRESH13_FORMATS, testProviders: FRESH13_TEST_PROVIDERS, seed: 20261206, set: fresh13, size: 30, dev: 0.96, test: 0.83, untouched: '0.879 and 0.719' },
  { name: 'the fourteenth batch (69 tools\' and services\' credentials, written blind after the structural round)', formats: FRESH14_FORMATS, testProviders: FRESH14_TEST_PROVIDERS, seed: 20261207, set: fresh14, size: 65, dev: 0.99, test: 0.88, untouched: '0.933 and 0.840' },
  { name: 'the fifteenth batch (56 tools\' and services\' credentials, measured untouched after the fourteenth was read)', formats: FRESH15_FORMATS, testProviders: FRESH15_TEST_PROVIDERS, seed: 20261208, set: fresh15, size: 55, dev: 0.99, test: 0.94, untouched: '0.951 and 0.929' },
  { name: 'the sixteenth batch (55 tools\' and services\' credentials, written after the last rules, measured untouched only)', formats: FRESH16_FORMATS, testProviders: FRESH16_TEST_PROVIDERS, seed: 20261209, set: fresh16, size: 55, dev: 0.86, test: 0.84, untouched: '0.868 and 0.842' },
  { name: 'the seventeenth batch (81 tools\' credentials from Debian packages\' examples and npm READMEs, written blind)', formats: FRESH17_FORMATS, testProviders: FRESH17_TEST_PROVIDERS, seed: 20261210, set: fresh17, size: 80, dev: 0.99, test: 0.83, untouched: '0.840 and 0.797' },
  { name: 'the eighteenth batch (50 tools\' credentials, written after the seventeenth round)', formats: FRESH18_FORMATS, testProviders: FRESH18_TEST_PROVIDERS, seed: 20261211, set: fresh18, size: 50, dev: 0.91, test: 0.64, untouched: '0.722 and 0.649' },
  { name: 'the nineteenth batch (142 providers\' service tokens where people paste them, written blind)', formats: FRESH19_FORMATS, testProviders: FRESH19_TEST_PROVIDERS, seed: 20261212, set: fresh19, size: 140, dev: 0.99, test: 0.95, untouched: '0.924 and 0.967' },
  { name: 'the twentieth batch (22 services\' tokens, written after the nineteenth round, measured untouched only)', formats: FRESH20_FORMATS, testProviders: FRESH20_TEST_PROVIDERS, seed: 20261213, set: fresh20, size: 22, dev: 0.99, test: 0.91, untouched: '1.000 and 0.917' },
  { name: 'the twenty-first batch (77 tools\' and libraries\' credentials from Debian examples, npm READMEs and manuals, written blind)', formats: FRESH21_FORMATS, testProviders: FRESH21_TEST_PROVIDERS, seed: 20261214, set: fresh21, size: 80, dev: 0.99, test: 0.84, untouched: '0.833 and 0.843' },
  { name: 'the twenty-second batch (38 tools\' credentials, written after the twenty-first round, measured untouched only)', formats: FRESH22_FORMATS, testProviders: FRESH22_TEST_PROVIDERS, seed: 20261215, set: fresh22, size: 38, dev: 0.95, test: 0.77, untouched: '0.913 and 0.778' },
  { name: 'the twenty-third batch (38 command-line tools\' credentials, written blind)', formats: FRESH23_FORMATS, testProviders: FRESH23_TEST_PROVIDERS, seed: 20261216, set: fresh23, size: 38, dev: 0.95, test: 0.95, untouched: '0.800 and 0.957' },
  { name: 'the twenty-fourth batch (66 tools\' credentials in every shape users paste, written blind)', formats: FRESH24_FORMATS, testProviders: FRESH24_TEST_PROVIDERS, seed: 20261217, set: fresh24, size: 66, dev: 0.99, test: 0.94, untouched: '0.857 and 0.946' },
  { name: 'the twenty-fifth batch (65 tools\' credentials, written blind after the twenty-fourth round)', formats: FRESH25_FORMATS, testProviders: FRESH25_TEST_PROVIDERS, seed: 20261218, set: fresh25, size: 65, dev: 0.99, test: 0.87, untouched: '0.844 and 0.879' },
  { name: 'the twenty-sixth batch (62 tools\' credentials: research computing, data portals, CMSs, package publishing, chat bots, game servers; written blind)', formats: FRESH26_FORMATS, testProviders: FRESH26_TEST_PROVIDERS, seed: 20261219, set: fresh26, size: 60, dev: 0.99, test: 0.9, untouched: '0.875 and 0.871' },
  { name: 'the twenty-seventh batch (62 tools\' credentials: identity, appliances, help desks, forges, databases, release tools; written blind)', formats: FRESH27_FORMATS, testProviders: FRESH27_TEST_PROVIDERS, seed: 20261220, set: fresh27, size: 60, dev: 0.99, test: 0.9, untouched: '0.903 and 0.871' },
  { name: 'the twenty-eighth batch (70 tools\' credentials: routing and VPN daemons, game servers, database clients, libraries in code, identity, services; written blind)', formats: FRESH28_FORMATS, testProviders: FRESH28_TEST_PROVIDERS, seed: 20261221, set: fresh28, size: 70, dev: 0.97, test: 0.88, untouched: '0.771 and 0.800' },
  { name: 'the twenty-ninth batch (63 tools\' credentials: desktop clients, security tools, Kubernetes, browser tests, code in several languages, services; written blind)', formats: FRESH29_FORMATS, testProviders: FRESH29_TEST_PROVIDERS, seed: 20261222, set: fresh29, size: 63, dev: 0.99, test: 0.84, untouched: '0.710 and 0.781' },
  { name: 'the thirtieth batch (68 tools\' credentials: client libraries in code, machine and cluster tools, data tools, mail, services; written blind)', formats: FRESH30_FORMATS, testProviders: FRESH30_TEST_PROVIDERS, seed: 20261223, set: fresh30, size: 68, dev: 0.99, test: 0.85, untouched: '0.765 and 0.853' },
  { name: 'the thirty-first batch (61 tools\' credentials: devices and IoT, wallets and chain tools, mobile and release tooling, observability and storage, ML platforms, streaming; written blind)', formats: FRESH31_FORMATS, testProviders: FRESH31_TEST_PROVIDERS, seed: 20261224, set: fresh31, size: 61, dev: 0.96, test: 0.87, untouched: '0.800 and 0.871' },
  { name: 'the thirty-second batch (70 tools\' credentials: business SaaS, data and media APIs, newsletters, payment, hosting and DNS; written blind)', formats: FRESH32_FORMATS, testProviders: FRESH32_TEST_PROVIDERS, seed: 20261225, set: fresh32, size: 70, dev: 0.99, test: 0.94, untouched: '0.829 and 0.943' },
  { name: 'the thirty-third batch (75 tools\' credentials: game servers and panels, home automation, media and mail, VPN, monitoring, hosting panels, databases and vector stores, CI tools; written blind)', formats: FRESH33_FORMATS, testProviders: FRESH33_TEST_PROVIDERS, seed: 20261226, set: fresh33, size: 75, dev: 0.99, test: 0.94, untouched: '0.838 and 0.947' },
];

describe.each(BATCHES)('$name', ({ formats, testProviders, seed, set, size, dev, test, untouched }) => {
  it(`has at least ${size} formats, half of its providers drawn for the test half by the seeded draw`, () => {
    expect(formats.length).toBeGreaterThanOrEqual(size);
    expectProviderSplit(formats, testProviders, seed, set);
  });

  it(`keeps its dev providers at ${dev} and its test providers at ${test} or more (${untouched} untouched)`, () => {
    expect(recall(set.filter((s) => s.split === 'dev'))).toBeGreaterThanOrEqual(dev);
    expect(recall(set.filter((s) => s.split === 'test'))).toBeGreaterThanOrEqual(test);
  });
});
