// Reads vitest's JSON report and prints "tests: N passed, N failed" for CI.
import { existsSync, readFileSync } from 'node:fs';

const [file, exitStatus] = process.argv.slice(2);
if (!file || !existsSync(file)) {
  console.log('no test report was written');
  console.log('tests: 0 passed, 1 failed');
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
const suitesFailed = report.testResults?.filter((r) => r.status === 'failed' && (r.assertionResults ?? []).every((a) => a.status !== 'failed')).length ?? 0;
const totalFailed = (report.numFailedTests ?? 0) + suitesFailed;
console.log(`tests: ${passed} passed, ${totalFailed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(totalFailed > 0 || (exitStatus && exitStatus !== '0') ? 1 : passed > 0 ? 0 : 1);
