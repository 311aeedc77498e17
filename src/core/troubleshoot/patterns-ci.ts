/** CI (GitHub Actions, GitLab CI) patterns. See patterns.ts. */
import { RUNNER_SUMMARY_LINES } from '../../search/pasted-log.js';
import type { TroublePattern } from './types.js';

export const CI_PATTERNS: readonly TroublePattern[] = [
  {
    id: 'ci.resource-not-accessible',
    ecosystem: 'ci',
    errorType: null,
    title: 'GITHUB_TOKEN lacks permission (Resource not accessible by integration)',
    explanation: 'The workflow\'s GITHUB_TOKEN does not have the permission the API call needs: the repository/organization default is read-only, the job\'s `permissions:` block omits it, or the run comes from a fork pull request (always read-only).',
    fix: 'Grant the minimum needed in the workflow: `permissions: { contents: write, pull-requests: write, issues: write }` (job or workflow level), or enable read/write in Settings → Actions → Workflow permissions. For fork PRs use `pull_request_target` carefully or a separate workflow_run job; a PAT/GitHub App token for cross-repo access.',
    match: [/Resource not accessible by (?:integration|personal access token)/],
    keywords: ['resource not accessible by integration', 'github token permissions', 'workflow permissions', 'actions write permission', 'fork pull request token'],
    example: `Run actions/github-script@v7
RequestError [HttpError]: Resource not accessible by integration
    at /home/runner/work/_actions/actions/github-script/v7/dist/index.js:9537:21
Error: Unhandled error: HttpError: Resource not accessible by integration`,
  },
  {
    id: 'ci.exit-code',
    summary: true,
    ecosystem: 'ci',
    errorType: null,
    title: 'CI step failed with a non-zero exit code',
    explanation: 'A command in the step exited non-zero, so the runner marked the step failed. This line is only the summary: the real error is in the output above. Exit code 1 = the tool reported failure, 127 = command not found, 137 = killed (usually out of memory), 143 = terminated/timeout.',
    fix: 'Scroll up to the first error in the step log and diagnose that; reproduce locally with the same command and versions (Node/Python/JDK setup actions, `npm ci` vs `npm install`); for 137 reduce memory use or use a bigger runner; for 127 install or path the missing tool.',
    match: [RUNNER_SUMMARY_LINES.actions, RUNNER_SUMMARY_LINES.ciServer],
    keywords: ['process completed with exit code', 'ci step failed', 'job failed exit code', 'script returned exit code', 'exit code 137 killed', 'github actions failed'],
    example: `> shop-web@0.1.0 test
> vitest run

 FAIL  src/cart.test.ts > cart > applies discount
Error: Process completed with exit code 1.`,
  },
  {
    id: 'ci.runner-out-of-disk',
    ecosystem: 'ci',
    errorType: null,
    title: 'CI runner out of disk space',
    explanation: 'The hosted runner\'s disk (about 14 GB free on GitHub\'s ubuntu runners) filled up with dependencies, Docker images, build output or caches.',
    fix: 'Free space early in the job (remove unused preinstalled SDKs: `sudo rm -rf /usr/share/dotnet /opt/ghc /usr/local/lib/android`, or an action like jlumbroso/free-disk-space), prune Docker (`docker system prune -af`), avoid caching huge folders, or use a larger runner.',
    match: [/You are running out of disk space\. The runner will stop working/, /\/home\/runner\/.{0,300}No space left on device|No space left on device.{0,300}\/home\/runner\//],
    keywords: ['runner out of disk space', 'no space left on runner', 'free disk space github actions', 'ci disk full'],
    example: `You are running out of disk space. The runner will stop working when the machine runs out of disk space. Free space left: 41 MB`,
  },
  {
    id: 'ci.cache-miss',
    ecosystem: 'ci',
    errorType: null,
    title: 'CI cache not restored (miss, timeout or service error)',
    explanation: 'The cache step found no entry for the key (first run, key changed because the lockfile changed, cache evicted after 7 days or over the 10 GB limit, or a branch that cannot read another branch\'s cache), or the cache service failed/timed out; the job continues but slower.',
    fix: 'Use a key from the lockfile hash with `restore-keys` fallbacks (`${{ runner.os }}-npm-`), rely on setup-node/setup-python `cache:` options, populate caches on the default branch, and keep caches small. Service errors are transient: the step does not need to fail (set `fail-on-cache-miss: false`).',
    match: [/Cache not found for input keys: /, /^Warning: Failed to (?:restore|save): /, /Aborting cache download as the download time exceeded the timeout/, /Unable to reserve cache with key /],
    keywords: ['cache not found for input keys', 'cache restore failed', 'actions cache miss', 'restore keys', 'cache timeout'],
    example: `Run actions/cache@v4
Cache not found for input keys: node-modules-Linux-5f2a1c9e7b3d4a6f8e0c1b2d3e4f5a6b7c8d9e0f`,
  },
  {
    id: 'ci.missing-secret',
    ecosystem: 'ci',
    errorType: null,
    title: 'CI secret or credential not available',
    explanation: 'A required input or credential is empty: the secret is not defined in this repository/environment, has another name, is not passed to the step (`with:`/`env:`), or the run comes from a fork pull request, which gets no secrets.',
    fix: 'Define the secret (Settings → Secrets and variables → Actions, or the environment used by the job) and pass it explicitly: `with: { password: ${{ secrets.DOCKERHUB_TOKEN }} }` or `env: NPM_TOKEN: ${{ secrets.NPM_TOKEN }}`. Skip secret-dependent steps on fork PRs; prefer OIDC for cloud credentials.',
    match: [/Input required and not supplied: \w+/, /Parameter token or opts\.auth is required/, /Credentials could not be loaded, please check your action inputs/],
    keywords: ['secret not set', 'input required and not supplied', 'missing secret github actions', 'env var empty in ci', 'fork pr secrets'],
    example: `Run docker/login-action@v3
Error: Input required and not supplied: password`,
  },
  {
    id: 'ci.job-timeout',
    ecosystem: 'ci',
    errorType: null,
    title: 'CI job exceeded its time limit',
    explanation: 'The job ran past `timeout-minutes` (GitHub default 360) or the GitLab job timeout: a hanging process (tests waiting on a server, watch mode, an interactive prompt) or a genuinely slow build.',
    fix: 'Find the step that hangs (timestamps in the log); make commands non-interactive (`CI=true`, `--yes`, no watch mode: `vitest run`, `jest --ci`); stop background servers; set a shorter `timeout-minutes` per job and cache dependencies.',
    match: [/has exceeded the maximum execution time of \d+ minutes/, /^ERROR: Job failed: execution took longer than \S+ seconds/],
    keywords: ['job exceeded maximum execution time', 'ci timeout', 'hanging tests', 'timeout-minutes', 'watch mode in ci'],
    example: `Error: The job running on runner GitHub Actions 7 has exceeded the maximum execution time of 360 minutes.
Error: The operation was canceled.`,
  },
];
