import { describe, expect, it } from 'vitest';
import { Admission, inputSize } from '../../src/core/operations/admission.js';
import { ContextdError } from '../../src/util/errors.js';

const limits = { tenantBytes: 100, totalBytes: 150, tenantOperations: 3, totalOperations: 4 };

function refused(run: () => unknown): ContextdError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContextdError);
    return error as ContextdError;
  }
  throw new Error('expected a refusal');
}

describe('operation admission (backpressure)', () => {
  it('bounds queued input per tenant and in total, then gives the room back', () => {
    const admission = new Admission(limits);
    const first = admission.admit('a', 60);
    const error = refused(() => admission.admit('a', 50));
    expect(error.code).toBe('overloaded');
    expect(error.httpStatus).toBe(429);
    expect(error.retryAfter).toBe(2);
    expect(error.message).toMatch(/queued input for this tenant \(limit 0\.0 MB\); try again in 2 s/);
    admission.admit('b', 80);
    expect(refused(() => admission.admit('c', 20)).message).toMatch(/of queued input \(limit/);
    first();
    first();
    expect(admission.load('a')).toEqual({ bytes: 0, operations: 0 });
    admission.admit('c', 20);
    expect(admission.load()).toEqual({ bytes: 100, operations: 2 });
  });

  it('bounds unfinished operations per tenant and in total', () => {
    const admission = new Admission(limits);
    for (let i = 0; i < 3; i++) admission.admit('a', 1);
    expect(refused(() => admission.admit('a', 1)).message).toMatch(/3 unfinished operations of this tenant \(limit 3\)/);
    admission.admit('b', 1);
    expect(refused(() => admission.admit('c', 1)).message).toMatch(/4 unfinished operations \(limit 4\)/);
  });

  it('lets one input larger than a bound run when nothing else waits', () => {
    const admission = new Admission(limits);
    const release = admission.admit('a', 1_000);
    expect(refused(() => admission.admit('a', 1)).code).toBe('overloaded');
    release();
    admission.admit('a', 1);
  });

  it('sizes an input by the text it holds', () => {
    expect(inputSize({ summary: 'x'.repeat(1000), tags: ['ab', 'cd'], n: 1 })).toBeGreaterThanOrEqual(1004);
    expect(inputSize({ summary: 'x'.repeat(1000) })).toBeLessThan(1100);
  });
});
