import { describe, expect, it } from 'vitest';
import { classifyCommit } from '../../src/core/learn/classify.js';

// Each rule of the fix-commit classifier with the wording it was written for, from
// other projects' real history (bench/data/fix-commits/more-dev.jsonl) in other words.
const kind = (subject: string, body = '') => classifyCommit({ subject, body });

describe('fix commits: what is fixed is not the product', () => {
  it.each([
    ['another attempt to fix deploy'],
    ['fix builds'],
    ['pydocstyle and flake8 fixes'],
    ['Used goimports to fix import order'],
    ['tiny code-style fix'],
    ['fix failing test caused by changes in a dependency'],
    ['Skip the regression 210 test on APFS', 'APFS cannot create such file names. Fixes #559'],
    ['fix root.go.golden'],
    ['fix grammatical error in command.go'],
    ['fix link in the unicode_literals error message'],
  ])('%s → not a fix', (subject, body = '') => {
    expect(kind(subject, body)).toBeNull();
  });

  it('keeps a fix that comes with its test', () => {
    expect(kind('Fix cookie parsing and add a test')).toBe('fix');
    expect(kind('Fix the max-age parser (with tests)')).toBe('fix');
  });

  it('does not take a linter finding quoted in the body for a defect', () => {
    expect(kind('Replace deprecated ioutil usage', 'Fixing golangci-lint errors:\nError: SA1019: "io/ioutil" has been deprecated since Go 1.19')).toBeNull();
  });
});

describe('fix commits without the word fix', () => {
  it('reads a subject that names the failure', () => {
    expect(kind('cmd: panic if the command name ends on a dash')).toBe('fix');
    expect(kind('Silent hang when a cached response has a FormData body')).toBe('fix');
    expect(kind('Regression in header merging since 2.0')).toBe('fix');
  });

  it('reads what the product no longer does, or now handles', () => {
    expect(kind("Don't set content-length when the body size is unknown")).toBe('fix');
    expect(kind('Do not enforce the newest URI rules on URLs')).toBe('fix');
    expect(kind('handle case_sensitive=False when completing choices')).toBe('fix');
    expect(kind("Add an option so that users don't need a config file")).toBeNull();
  });

  it('reads a body whose first paragraph names the failure', () => {
    expect(kind('Switch to the thread_local crate', 'This works around a bug where thread_local! was causing a segfault on macOS.')).toBe('fix');
    expect(kind('cli: work in removed directories', 'Querying the CWD in a directory that no longer exists results in an error.')).toBe('fix');
    expect(kind('powershell: escape the variable', 'This fixes an issue with program names that include a dot.')).toBe('fix');
    expect(kind('alloc: use jemalloc with musl', "musl's allocator is slow enough to cause a noticeable performance regression.")).toBeNull();
  });
});

describe('fix commits: an issue reference does not make a feature a fix', () => {
  it.each([
    ['printer: add --passthru flag', 'Fixes #740'],
    ['ignore/types: add diff file type', 'Fixes #1418, Closes #1419'],
    ['Allow the query option to be a URLSearchParams instance', 'Fixes #554'],
    ['Make it possible to alias the secondary option. This fixes #420', ''],
  ])('%s (%s) → not a fix', (subject, body) => {
    expect(kind(subject, body)).toBeNull();
  });

  it('still reads an issue reference on a change that is not a feature', () => {
    expect(kind('Add missing ECONNRESET code to an abort error', 'Fixes #1311')).toBe('fix');
    expect(kind('Propagate the no_messages option to the worker', 'Fixes #241')).toBe('fix');
  });
});

describe('fix commits: reverts', () => {
  it('takes a revert of a change for a repair, a revert of a revert for the change again', () => {
    expect(kind('Revert "Add the response cache"', 'This reverts commit 0123456789abcdef.')).toBe('revert');
    expect(kind('Revert "Revert "Merge stable into master""', 'This reverts commit 0123456789abcdef.')).toBeNull();
  });
});

// The third judged set's dev half (bench/data/fix-commits/third-dev.jsonl), in other words.
describe('fix commits: terse subjects that still say something was wrong', () => {
  it.each([
    ['Verbose flag has no effect unless quiet is unset'],
    ['the earlier retry delay was wrong'],
    ['Cookie expiry is computed incorrectly for leap years'],
    ['Avoid calls on nil in the invoker'],
    ['Ignore PermissionError when reading the cache directory'],
    ['Add missing encoding argument to the top-level open() helper'],
    ['Properly quote arguments in the generated shell script'],
  ])('%s → a fix', (subject) => {
    expect(kind(subject)).toBe('fix');
  });

  it.each([
    ['Fix sample in getting-started.md'],
    ['Fixed code sample for zsh completion'],
    ['try a newer coveralls gem to fix ssl errors'],
    ['Add missing docs for the timeout option'],
    ['Ignore Gemfile.lock'],
  ])('%s → not a fix', (subject) => {
    expect(kind(subject)).toBeNull();
  });
});
