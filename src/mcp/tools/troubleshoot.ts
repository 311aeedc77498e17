import { api } from '../../api/routes.js';
import {
  troubleshootDiagnoseInput,
  troubleshootDiagnoseOutput,
  troubleshootPatternsInput,
  troubleshootPatternsOutput,
  type TroubleshootDiagnoseOutput,
} from '../../api/remediations.js';
import { defineTool } from '../define-tool.js';
import { oneLine } from '../format.js';

const troubleshootDiagnose = defineTool({
  name: 'troubleshoot_diagnose',
  title: 'Diagnose an error',
  description:
    'Diagnose an error message or stack trace offline: identifies the ecosystem and error type, ranks likely causes from a built-in library ' +
    'of known failures (with the lines that matched as evidence), gives concrete fix steps, and brings fixes recorded before (remediation_search). ' +
    'Use it first when a command, build or test fails; pass the full error text as `error_message` (≤ 50 000 chars) and, if known, an object `context: {"command": "npm test", "language": "typescript", "file": "src/app.ts"}`.',
  kind: 'read',
  input: troubleshootDiagnoseInput.shape,
  output: troubleshootDiagnoseOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.troubleshootDiagnose, args);
    return { structured: out, text: formatDiagnosis(out) };
  },
});

function formatDiagnosis(d: TroubleshootDiagnoseOutput): string {
  const lines = [
    `Signature: ${d.signature.ecosystem} / ${d.signature.error_type} — ${oneLine(d.signature.normalized, 200)}`,
    `Confidence: ${d.confidence}`,
  ];
  if (d.hypotheses.length === 0) lines.push('No known pattern matches this error.');
  d.hypotheses.forEach((h, i) => {
    lines.push(`${i + 1}. ${h.title} [${h.pattern_id}] likelihood ${h.likelihood}`, `   why: ${oneLine(h.explanation, 500)}`);
    if (h.evidence.length) lines.push(`   evidence: ${h.evidence.map((e) => oneLine(e, 160)).join(' | ')}`);
  });
  if (d.recommendations.length) lines.push('Recommendations:', ...d.recommendations.map((r) => `- ${r}`));
  if (d.related_remediations.length) {
    lines.push('Fixes recorded before:', ...d.related_remediations.map((r) => `- ${r.id} "${r.title}" score ${r.score}: ${oneLine(r.solution, 400)}`));
  }
  return lines.join('\n');
}

const troubleshootPatterns = defineTool({
  name: 'troubleshoot_patterns',
  title: 'Browse known error patterns',
  description:
    'List or search the built-in library of known failures (Node/npm, TypeScript, Python, Go, Rust, Java, C/C++, make/CMake, shells, Docker, ' +
    'Kubernetes, Terraform, nginx, cloud CLIs, git, databases, network, permissions, frontend, test runners, linters, security scanners, CI, ' +
    'Ruby, PHP, .NET): each with an example error and the fix. Filter by `ecosystem` or search by `query` in plain words.',
  kind: 'read',
  scoped: false,
  input: troubleshootPatternsInput.shape,
  output: troubleshootPatternsOutput.shape,
  async handle(args, ctx) {
    const out = await ctx.call(api.troubleshootPatterns, args);
    const text =
      out.patterns.length === 0
        ? 'No pattern matches.'
        : out.patterns.map((p) => `- ${p.id} (${p.ecosystem}) ${p.title}\n  example: ${oneLine(p.example, 200)}\n  fix: ${oneLine(p.fix, 400)}`).join('\n');
    return { structured: out, text };
  },
});

export const troubleshootTools = [troubleshootDiagnose, troubleshootPatterns];
