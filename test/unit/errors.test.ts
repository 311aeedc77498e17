import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ContextdError, ERROR_CODES, codeForStatus, describeIssues, isErrorCode, notFound } from '../../src/util/errors.js';

describe('ContextdError', () => {
  it('has the codes of docs/architecture.md, "Errors", each with an HTTP status that maps back', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      ['invalid_params', 'not_found', 'conflict', 'daemon_unavailable', 'operation_failed', 'operation_timeout', 'cancelled', 'unauthorized', 'forbidden', 'payload_too_large', 'overloaded', 'internal'].sort(),
    );
    for (const code of ERROR_CODES) {
      const status = new ContextdError(code, 'x').httpStatus;
      expect(status).toBeGreaterThanOrEqual(400);
      // Statuses shared by two codes (500) map back to one of them; the others are exact.
      if (code !== 'operation_failed' && code !== 'internal') expect(codeForStatus(status)).toBe(code);
    }
    expect(new ContextdError('payload_too_large', 'x').httpStatus).toBe(413);
    expect(new ContextdError('not_found', 'x').httpStatus).toBe(404);
    expect(new ContextdError('overloaded', 'x').httpStatus).toBe(429);
  });

  it('maps unknown statuses to a family code', () => {
    expect(codeForStatus(502)).toBe('internal');
    expect(codeForStatus(418)).toBe('invalid_params');
  });

  it('recognises codes', () => {
    expect(isErrorCode('not_found')).toBe(true);
    expect(isErrorCode('nope')).toBe(false);
    expect(isErrorCode(404)).toBe(false);
  });

  it('names what was not found', () => {
    const error = notFound('checkpoint', 'cp_123');
    expect(error.code).toBe('not_found');
    expect(error.message).toBe("checkpoint 'cp_123' not found");
  });
});

describe('describeIssues', () => {
  it('names the field path and keeps the message with its limit', () => {
    const schema = z.object({ summary: z.string().max(3, 'summary must be at most 3 characters'), nested: z.object({ n: z.number() }) });
    const parsed = schema.safeParse({ summary: 'abcd', nested: { n: 'x' } });
    expect(parsed.success).toBe(false);
    const text = describeIssues(parsed.error!.issues);
    expect(text).toContain('summary: summary must be at most 3 characters');
    expect(text).toMatch(/nested\.n: /);
  });

  it('says a field left out is required, with its type, instead of "received undefined"', () => {
    const schema = z.object({ title: z.string(), problem: z.string(), limit: z.number().optional() });
    const parsed = schema.safeParse({ problem: 'x', limit: 'ten' });
    expect(describeIssues(parsed.error!.issues)).toBe('title: required (string); limit: Invalid input: expected number, received string');
  });

  it('labels body-level issues', () => {
    expect(describeIssues([{ path: [], message: 'Unrecognized key: "x"' }])).toBe('(body): Unrecognized key: "x"');
  });
});
