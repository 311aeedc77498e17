import { describe, expect, it } from 'vitest';
import {
  detectEcosystem,
  diagnose,
  ECOSYSTEMS,
  matchPatterns,
  PATTERNS,
  patternKeywords,
  searchPatterns,
  type DiagnoseContext,
} from '../../src/core/troubleshoot/index.js';
import { VARIANTS } from '../fixtures/troubleshoot-examples.js';

/** Every example text with the pattern it must diagnose: embedded examples and variants. */
const EXAMPLES: ReadonlyArray<readonly [string, string, string]> = PATTERNS.flatMap((p) => [
  [p.id, 'example', p.example] as const,
  ...[...(VARIANTS[p.id] ?? []), ...(p.variants ?? [])].map((text, i) => [p.id, `variant ${i + 1}`, text] as const),
]);

const patternById = new Map(PATTERNS.map((p) => [p.id, p]));

describe('pattern library', () => {
  it('has at least 400 patterns over at least 25 ecosystems, with unique ids prefixed by their ecosystem', () => {
    expect(PATTERNS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(PATTERNS.map((p) => p.ecosystem)).size).toBeGreaterThanOrEqual(25);
    expect(new Set(PATTERNS.map((p) => p.id)).size).toBe(PATTERNS.length);
    for (const p of PATTERNS) expect(p.id.startsWith(`${p.ecosystem}.`), p.id).toBe(true);
  });

  it('covers every ecosystem with at least 3 patterns', () => {
    for (const eco of ECOSYSTEMS) {
      expect(PATTERNS.filter((p) => p.ecosystem === eco).length, eco).toBeGreaterThanOrEqual(3);
    }
  });

  it('has complete entries and stateless regexes', () => {
    for (const p of PATTERNS) {
      expect(p.title && p.explanation && p.fix && p.example, p.id).toBeTruthy();
      expect(p.match.length, p.id).toBeGreaterThan(0);
      expect(p.keywords.length, p.id).toBeGreaterThanOrEqual(3);
      for (const re of p.match) expect(re.global || re.sticky, `${p.id} ${re}`).toBe(false);
    }
  });

  it('has at least one extra variant example per pattern', () => {
    for (const p of PATTERNS) expect((VARIANTS[p.id]?.length ?? 0) + (p.variants?.length ?? 0), p.id).toBeGreaterThanOrEqual(1);
    for (const id of Object.keys(VARIANTS)) expect(patternById.has(id), `unknown variant id ${id}`).toBe(true);
  });
});

describe.each(EXAMPLES)('%s (%s)', (id, _kind, text) => {
  const pattern = patternById.get(id)!;

  it('is matched by its pattern and diagnosed as it first', () => {
    expect(matchPatterns(text).map((m) => m.pattern.id)).toContain(id);
    const top = diagnose(text).hypotheses[0];
    expect(top?.pattern_id).toBe(id);
    // Summary patterns ("the step failed") rank below specific ones on purpose.
    expect(top!.likelihood).toBeGreaterThanOrEqual(pattern.summary ? 0.45 : 0.7);
    expect(top!.evidence.length).toBeGreaterThan(0);
    for (const line of top!.evidence) expect(text).toContain(line);
  });

  it('matches no pattern of another ecosystem', () => {
    const foreign = matchPatterns(text)
      .filter((m) => m.pattern.ecosystem !== pattern.ecosystem)
      .map((m) => `${m.pattern.id} via ${JSON.stringify(m.evidence[0])}`);
    expect(foreign).toEqual([]);
  });
});

describe('diagnose', () => {
  it('is confident when a strong pattern matches the headline', () => {
    const d = diagnose('Error: listen EADDRINUSE: address already in use :::3000');
    expect(d.hypotheses[0]?.pattern_id).toBe('node.eaddrinuse');
    expect(d.confidence).toBeGreaterThanOrEqual(0.8);
    expect(d.signature).toMatchObject({ ecosystem: 'node', error_type: 'EADDRINUSE' });
    expect(d.signature.normalized).toContain('<port>');
    expect(d.recommendations[0]).toContain('lsof -i');
  });

  it('gives low confidence and no likely hypothesis for gibberish', () => {
    for (const text of ['qwxz plorf vandemar skree', 'lorem ipsum dolor sit amet', '', '}}}{{{ ;;; ###']) {
      const d = diagnose(text);
      expect(d.confidence, text).toBeLessThan(0.3);
      expect(d.hypotheses.every((h) => h.likelihood <= 0.3), text).toBe(true);
      expect(d.signature.error_type).toBe('unknown');
      expect(d.recommendations.length).toBeGreaterThan(0);
    }
  });

  it('has no hypothesis for words that report nothing, and one for what they do report', () => {
    // An errno name is upper case: "elephant", "every" and "exists" are words, not EACCES.
    for (const text of ['purple elephant quantum banana', 'every example explains', 'ok', 'Build succeeded. 0 warnings', 'All tests passed, exit early enabled']) {
      expect(diagnose(text).hypotheses, text).toEqual([]);
    }
    expect(diagnose('Error: EACCES, open /etc/shadow').hypotheses.length).toBeGreaterThan(0);
    // libxml2 puts a space before the colon; Redis answers with a code and words of failure.
    expect(diagnose('XPath error : Invalid expression\nXPath evaluation failure').hypotheses.length).toBeGreaterThan(0);
    expect(diagnose('OK\nBUSYGROUP Consumer Group name already exists').hypotheses.length).toBeGreaterThan(0);
  });

  it('offers weak keyword hypotheses for plain-words descriptions', () => {
    const d = diagnose('port already in use when starting the dev server');
    expect(d.hypotheses[0]?.pattern_id).toBe('node.eaddrinuse');
    expect(d.hypotheses[0]!.likelihood).toBeLessThanOrEqual(0.3);
    expect(d.confidence).toBeLessThan(0.3);
  });

  it('lets context.language decide between equally matching ecosystems', () => {
    const text = "Error: Cannot find module 'lodash'\nModuleNotFoundError: No module named 'lodash'";
    const ids = (d: ReturnType<typeof diagnose>) => d.hypotheses.map((h) => h.pattern_id);
    expect(ids(diagnose(text, { language: 'javascript' }))[0]).toBe('node.module-not-found');
    expect(ids(diagnose(text, { language: 'python' }))[0]).toBe('python.module-not-found');
    expect(diagnose(text, { language: 'python' }).signature.ecosystem).toBe('python');
  });

  it('boosts the likelihood from command and file hints', () => {
    const top = (text: string, context?: DiagnoseContext) => diagnose(text, context).hypotheses[0]!.likelihood;
    const git = 'fatal: refusing to merge unrelated histories';
    expect(top(git, { command: 'git pull origin main' })).toBeGreaterThan(top(git));
    expect(top(git, { file: '.gitignore' })).toBeGreaterThan(top(git));
    expect(top(git, { command: 'cargo build' })).toBe(top(git));
    // A sibling ecosystem (TypeScript file, Node error) gets a smaller boost.
    const node = "Error: Cannot find module 'lodash'";
    expect(top(node, { file: 'src/a.ts' })).toBeGreaterThan(top(node));
    expect(top(node, { file: 'src/a.ts' })).toBeLessThan(top(node, { language: 'javascript' }));
  });

  it('accepts the options-object form and respects the limit', () => {
    const text = "Error: Cannot find module 'x'\nModuleNotFoundError: No module named 'x'";
    const d = diagnose(text, { context: { language: 'python' }, limit: 1 });
    expect(d.hypotheses.map((h) => h.pattern_id)).toEqual(['python.module-not-found']);
    expect(diagnose(text, undefined, 1).hypotheses).toHaveLength(1);
  });

  it('lowers confidence when two hypotheses are almost equally likely', () => {
    const text = "Error: Cannot find module 'lodash'\nModuleNotFoundError: No module named 'lodash'";
    const d = diagnose(text);
    // Two patterns match; generic hypotheses only fill the places after them.
    expect(d.hypotheses.filter((h) => !h.pattern_id.startsWith('generic.')).length).toBe(2);
    expect(d.hypotheses.slice(0, 2).every((h) => !h.pattern_id.startsWith('generic.'))).toBe(true);
    expect(d.confidence).toBeLessThan(d.hypotheses[0]!.likelihood);
    expect(diagnose(text, undefined, 1).confidence).toBe(d.confidence);
    expect(d.recommendations).toHaveLength(2);
  });

  it('deduplicates recommendations', () => {
    const d = diagnose(PATTERNS[0]!.example + '\n' + PATTERNS[0]!.example);
    expect(new Set(d.recommendations).size).toBe(d.recommendations.length);
  });

  it('stays fast on large and hostile inputs', () => {
    const bigLog = Array.from({ length: 1200 }, (_, i) => `[${i}] INFO step ${i} ok /srv/app/src/file${i}.ts:${i}:1`).join('\n');
    const inputs = [
      bigLog + '\nError: listen EADDRINUSE: address already in use :::3000',
      'a'.repeat(50_000),
      '/'.repeat(50_000),
      "'".repeat(50_000),
      ('at foo (/a/b.js:1:1)\n').repeat(2500),
      ('npm ERR! ' + 'x'.repeat(90) + '\n').repeat(500),
    ];
    for (const text of inputs) {
      // CPU time: a loaded machine stretches the wall clock, not the work.
      const start = process.cpuUsage();
      diagnose(text);
      const { user, system } = process.cpuUsage(start);
      expect((user + system) / 1000, text.slice(0, 30)).toBeLessThan(200);
    }
    const d = diagnose(inputs[0]!);
    expect(d.hypotheses[0]?.pattern_id).toBe('node.eaddrinuse');
  });

  it('is fast on typical inputs', () => {
    const samples = PATTERNS.map((p) => p.example);
    diagnose(samples[0]!); // warm up regex compilation
    const start = process.cpuUsage();
    for (const s of samples) diagnose(s);
    const { user, system } = process.cpuUsage(start);
    expect((user + system) / 1000 / samples.length).toBeLessThan(5);
  });
});

describe('detectEcosystem', () => {
  it('uses matched patterns first', () => {
    expect(detectEcosystem("error[E0382]: borrow of moved value: `v`")).toBe('rust');
    expect(detectEcosystem('npm ERR! code ERESOLVE')).toBe('npm');
  });

  it('falls back to context, then textual cues, then unknown', () => {
    expect(detectEcosystem('something odd happened', { language: 'Python' })).toBe('python');
    expect(detectEcosystem('something odd happened', { command: 'npx tsc -p .' })).toBe('typescript');
    expect(detectEcosystem('something odd happened', { command: 'sudo ./gradlew build' })).toBe('java');
    expect(detectEcosystem('something odd happened', { file: 'services/api/Dockerfile' })).toBe('docker');
    expect(detectEcosystem('something odd happened', { file: '.github/workflows/ci.yml' })).toBe('ci');
    expect(detectEcosystem('Traceback (most recent call last):\n  File "/a.py", line 1, in <module>\nValueError: bad')).toBe('python');
    expect(detectEcosystem('goroutine 1 [running]:\nmain.main()')).toBe('go');
    expect(detectEcosystem('npm ERR! something new')).toBe('npm');
    expect(detectEcosystem('\tat com.acme.App.main(App.java:3)\nException in thread "main" java.lang.IllegalStateException')).toBe('java');
    expect(detectEcosystem('fatal: bad revision HEAD~3')).toBe('git');
    expect(detectEcosystem('it does not work')).toBe('unknown');
  });
});

describe('patternKeywords', () => {
  it('bridges error codes to plain words', () => {
    const kw = patternKeywords('Error: listen EADDRINUSE: address already in use :::3000');
    expect(kw).toContain('port already in use');
    expect(kw).toContain('port already in use'.toLowerCase());
    expect(kw).toContain(patternById.get('node.eaddrinuse')!.title.toLowerCase());
  });

  it('returns nothing for text that matches no pattern', () => {
    expect(patternKeywords('all good, 42 tests passed')).toEqual([]);
  });
});

describe('searchPatterns', () => {
  it('filters by ecosystem', () => {
    const docker = searchPatterns(undefined, 'docker', 100);
    expect(docker.length).toBe(PATTERNS.filter((p) => p.ecosystem === 'docker').length);
    expect(docker.every((p) => p.ecosystem === 'docker')).toBe(true);
    expect(searchPatterns('', 'nope')).toEqual([]);
    expect(searchPatterns(undefined, undefined, 3)).toHaveLength(3);
  });

  it('ranks by query term overlap', () => {
    expect(searchPatterns('port already in use')[0]?.id).toBe('node.eaddrinuse');
    expect(searchPatterns('docker disk full', 'docker')[0]?.id).toBe('docker.no-space-left');
    expect(searchPatterns('merge conflict')[0]?.id).toBe('git.merge-conflict');
    expect(searchPatterns('nil pointer')[0]?.id).toBe('go.nil-pointer');
    expect(searchPatterns('xyzzy plugh')).toEqual([]);
  });

  it('ranks a pasted error by regex match', () => {
    expect(searchPatterns("ModuleNotFoundError: No module named 'flask'")[0]?.id).toBe('python.module-not-found');
  });

  it('accepts the options-object form', () => {
    expect(searchPatterns('job exceeded time limit', { ecosystem: 'ci', limit: 1 }).map((p) => p.id)).toEqual(['ci.job-timeout']);
  });
});
